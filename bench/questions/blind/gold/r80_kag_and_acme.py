#!/usr/bin/env python3
"""Gold answers for held-out question round r80 (acme-supply, kag-supplychain, kag-riskmining).

Persona: an insurance fraud investigator and a category manager reviewing a
supplier base.  Every answer is computed from CSV cells; only the question
wording and the literal values a question names are typed by hand.

Writes (next to ../, i.e. bench/questions/blind/):
  r80-acme-supply.json, r80-kag-supplychain.json, r80-kag-riskmining.json
Each: 25 objects {id, question, answer[list of str], shape, lang}, 16 en + 9 zh.

Data location
  KAG: first ancestor of this script's folder holding `datasets/kag-supplychain`
       or `shared/datasets/kag-supplychain` (kag-riskmining taken from the same
       datasets folder).
  acme: first ancestor having `data/examples/acme-supply`.

Files / columns used
  acme-supply/sources/Company.csv                 id, name, country, founded, product (';'-separated)
  acme-supply/sources/Company_fundTrans_Company.csv srcId, dstId, transDate (yyyymmdd), transAmt
  acme-supply/sources/Person.csv                  name, age, legalRepresentative (';'-separated names)
  acme-supply/sources/Product.csv                 id, hasSupplyChain (';'-separated)
  kag-supplychain/sources/Company.csv             id, name, product (','-separated)
  kag-supplychain/sources/Company_fundTrans_Company.csv srcId, dstId, transDate, transAmt
  kag-supplychain/sources/Person.csv              name, age, legalRepresentative (','-separated names)
  kag-supplychain/sources/Product.csv             id, belongToIndustry, hasSupplyChain (','-separated)
  kag-supplychain/sources/ProductChainEvent.csv   name, subject
  kag-riskmining/sources/Person.csv               id, name, age, hasPhone
  kag-riskmining/sources/Company.csv              id, name, phone
  kag-riskmining/sources/Person_fundTrans_Person.csv src, dst, transDate, transAmt
  kag-riskmining/sources/Person_holdShare_Company.csv src, dst
  kag-riskmining/sources/Person_hasDevice_Device.csv src, dst
  kag-riskmining/sources/Person_hasCert_Cert.csv  src, dst (a certNum)
  kag-riskmining/sources/Company_hasCert_Cert.csv src, dst (a certNum)
  kag-riskmining/sources/Cert.csv                 id, certNum
  kag-riskmining/sources/Device.csv               id, umid, install (','-separated app ids)
  kag-riskmining/sources/App.csv                  id, riskMark, useCert (a certNum)

Readings avoided
  * Rules relative to "now" (fundTrans1Month/3Month/6Month, outflow90Days): every
    date window is explicit, with inclusivity stated.
  * kag-supplychain Product.csv repeats identical rows (78 rows, 44 distinct ids):
    product questions use distinct ids only / membership, never row counts.
  * kag-supplychain hasSupplyChain and Company.product cells name many products
    with no Product.csv row (stubs): no question counts or lists downstream
    products; the supply-chain questions go upstream (sources are Product rows)
    or test exact membership of a named product in a company's product cell.
  * kag-supplychain CompanyUpdate.csv rewrites the products of
    CSF0000001662 (浙江**摩托**限公司): no question depends on that company's products.
  * kag-supplychain Person 臧* lists two companies twice in legalRepresentative:
    counts of represented companies say "distinct"; 臧* only appears via a
    single-company lookup.
  * Company product cells sometimes repeat a product (e.g. "汽车,汽车"): no
    per-company product counts there.
  * kag-riskmining Device.install cells repeat an app on devices 3, 16, 20:
    app-install counts count distinct devices.
  * kag-riskmining Device 45 is linked to two persons (方*, 雷**): used only as an
    explicit "shares a device" question.
  * kag-riskmining certificates are referenced by certNum (not Cert.id) in
    App.useCert and *_hasCert_Cert.dst; questions say which is meant.
  * riskMark values are the literal strings 赌博 / 诈骗 / UNKNOWN; questions name
    them literally.
  * acme: Fjord Steel AS has no legal representative; Industry type has no rows;
    no other stubs. The free-text notes/ and plans/ files are not used.
  * Ties: every superlative/top-N asserts a unique winner / strict ordering;
    every named masked fragment is asserted to match exactly one record.
"""
import csv
import datetime as dt
import json
import os
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(candidates):
    d = HERE
    while True:
        for c in candidates:
            p = os.path.join(d, c)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("not found: %r" % (candidates,))
        d = parent


SC = find_up(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"])
RM = os.path.join(os.path.dirname(SC), "kag-riskmining")
ACME = find_up(["data/examples/acme-supply"])


def rows(base, name):
    with open(os.path.join(base, "sources", name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def dec(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def pct(num, den, places):
    return dec(Decimal(num) * 100 / Decimal(den), places)


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def iso(s):
    return day(s).isoformat()


def one(items, what=""):
    items = list(items)
    assert len(items) == 1, (what, items)
    return items[0]


def uniq_max(d, what=""):
    """key with the strictly largest value in dict d"""
    best = max(d.values())
    return one([k for k, v in d.items() if v == best], what)


def uniq_min(d, what=""):
    best = min(d.values())
    return one([k for k, v in d.items() if v == best], what)


def top_n(d, n, what=""):
    ranked = sorted(d.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in ranked[: n + 1]]
    assert len(set(vals[:n])) == n, (what, ranked[: n + 1])
    if len(ranked) > n:
        assert ranked[n - 1][1] > ranked[n][1], (what, ranked[: n + 1])
    return [k for k, _ in ranked[:n]]


def group_flat(counter, what=""):
    ranked = sorted(counter.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in ranked]
    assert len(set(vals)) == len(vals), (what, ranked)
    out = []
    for k, v in ranked:
        out += [k, str(v)]
    return out


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        n = len(self.items) + 1
        self.items.append({
            "id": "%s-r80-%02d" % (self.project, n),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = [q["lang"] for q in self.items]
        assert langs.count("en") == 16 and langs.count("zh") == 9, self.project
        assert len({q["question"] for q in self.items}) == 25
        path = os.path.join(OUT_DIR, "r80-%s.json" % self.project)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


# ---------------------------------------------------------------- acme-supply
def build_acme():
    q = QS("acme-supply")
    comps = rows(ACME, "Company.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    persons = rows(ACME, "Person.csv")
    prods = rows(ACME, "Product.csv")
    cid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps) == len(cid)
    for t in trans:
        assert t["srcId"] in cid and t["dstId"] in cid
    cname = lambda i: cid[i]["name"]
    cprods = {c["name"]: [p for p in c["product"].split(";") if p] for c in comps}
    pdown = {p["id"]: [x for x in p["hasSupplyChain"].split(";") if x] for p in prods}
    reps = {}
    for p in persons:
        for c in p["legalRepresentative"].split(";"):
            assert c in byname, c
            reps.setdefault(c, []).append(p["name"])
    page = {p["name"]: int(p["age"]) for p in persons}
    inflow, outflow = {}, {}
    for t in trans:
        a = int(t["transAmt"])
        inflow[cname(t["dstId"])] = inflow.get(cname(t["dstId"]), 0) + a
        outflow[cname(t["srcId"])] = outflow.get(cname(t["srcId"]), 0) + a

    # 1 lookup
    q.add("en", "lookup", "What year was Fjord Steel AS founded?",
          byname["Fjord Steel AS"]["founded"])
    # 2 lookup
    q.add("en", "lookup", "Helix Chemicals - which country code is on file for it?",
          byname["Helix Chemicals"]["country"])
    # 3 count
    q.add("en", "count", "How many of the companies in our supplier base are registered in the US?",
          sum(1 for c in comps if c["country"] == "US"))
    # 4 sum
    q.add("en", "sum", "What is the total amount O'Hara, Lamb & Sons has received across all recorded fund transfers?",
          inflow["O'Hara, Lamb & Sons"])
    # 5 average (window)
    t24 = [int(t["transAmt"]) for t in trans if "20240101" <= t["transDate"] <= "20241231"]
    q.add("en", "average",
          "Looking only at fund transfers dated in calendar year 2024 (2024-01-01 through 2024-12-31, inclusive), what is the average transfer amount? Round to 2 decimal places.",
          dec(Decimal(sum(t24)) / len(t24), 2))
    # 6 superlative
    amts = {i: int(t["transAmt"]) for i, t in enumerate(trans)}
    big = trans[uniq_max(amts, "acme largest")]
    q.add("en", "superlative", "Which company was on the receiving end of the single largest fund transfer?",
          cname(big["dstId"]))
    # 7 top-n
    q.add("en", "top-n",
          "Rank the top 3 companies by total money received (sum of all incoming transfers), highest first.",
          top_n(inflow, 3, "acme inflow"))
    # 8 yes/no
    g, e = byname["Granite Insurance"]["id"], byname["Eastwind Logistics"]["id"]
    q.add("en", "yes-no", "Has Granite Insurance ever sent money directly to Eastwind Logistics?",
          yn(any(t["srcId"] == g and t["dstId"] == e for t in trans), "en"))
    # 9 compare
    a, b = "Borealis Rubber Works", "Helix Chemicals"
    fa, fb = int(byname[a]["founded"]), int(byname[b]["founded"])
    assert fa != fb
    q.add("en", "compare", "Between Borealis Rubber Works and Helix Chemicals, which was founded earlier?",
          a if fa < fb else b)
    # 10 difference
    q.add("en", "difference",
          "For Acme Motors, what is its total paid out minus its total received, over all recorded fund transfers?",
          outflow["Acme Motors"] - inflow.get("Acme Motors", 0))
    # 11 ratio
    ac, oh = byname["Acme Motors"]["id"], byname["O'Hara, Lamb & Sons"]["id"]
    from_acme = sum(int(t["transAmt"]) for t in trans if t["srcId"] == ac and t["dstId"] == oh)
    q.add("en", "ratio",
          "What percentage of O'Hara, Lamb & Sons' total incoming money came from Acme Motors? Answer as a percentage rounded to 1 decimal place.",
          pct(from_acme, inflow["O'Hara, Lamb & Sons"], 1))
    # 12 days between
    ds = sorted(day(t["transDate"]) for t in trans if t["srcId"] == ac and t["dstId"] == oh)
    assert len(ds) == 2
    q.add("en", "days-between",
          "How many days passed between Acme Motors' first and second transfers to O'Hara, Lamb & Sons?",
          (ds[1] - ds[0]).days)
    # 13 list (legal representative)
    bram = one([p for p in persons if p["name"] == "Bram de Vries"])
    q.add("en", "list", "Which companies is Bram de Vries the legal representative of?",
          bram["legalRepresentative"].split(";"))
    # 14 group counts
    cnt = {}
    for t in trans:
        cnt[cname(t["srcId"])] = cnt.get(cname(t["srcId"]), 0) + 1
    cnt2 = {k: v for k, v in cnt.items() if v >= 2}
    q.add("en", "group-count",
          "For every company that made two or more outgoing fund transfers, how many transfers did each make? Largest count first.",
          group_flat(cnt2, "acme payers"))
    # 15 downstream
    q.add("en", "relation", "Which products are listed as directly downstream of Vehicles-Parts-Tyres?",
          pdown["Vehicles-Parts-Tyres"])
    # 16 two-hop downstream companies
    down = set()
    for p in cprods["Borealis Rubber Works"]:
        down |= set(pdown.get(p, []))
    makers = [c["name"] for c in comps if c["name"] != "Borealis Rubber Works"
              and set(cprods[c["name"]]) & down]
    q.add("en", "two-hop",
          "I'm mapping who sits downstream of Borealis Rubber Works: which companies make a product that is directly downstream of a product Borealis makes?",
          makers)
    # 17 zh two-hop: legal rep of receiver of largest transfer
    q.add("zh", "two-hop", "收到单笔金额最大那笔资金转账的公司，它的法定代表人是谁？",
          one(reps[cname(big["dstId"])], "rep largest"))
    # 18 zh window count
    q.add("zh", "window", "转账日期在 2024-03-01 至 2024-05-31（含首尾两天）之间的资金转账一共有几笔？",
          sum(1 for t in trans if "20240301" <= t["transDate"] <= "20240531"))
    # 19 zh two conditions
    q.add("zh", "count",
          "2024 年上半年（2024-01-01 至 2024-06-30，含首尾）金额超过 50000 的资金转账有几笔？",
          sum(1 for t in trans if "20240101" <= t["transDate"] <= "20240630" and int(t["transAmt"]) > 50000))
    # 20 zh same legal rep
    rep_g = one(reps["Granite Insurance"])
    same = [c for c, ps in reps.items() if rep_g in ps and c != "Granite Insurance"]
    q.add("zh", "relation", "哪家公司和 Granite Insurance 由同一位法定代表人担任法人？", same)
    # 21 zh superlative
    q.add("zh", "superlative", "这些公司里哪一家成立得最早？",
          uniq_min({c["name"]: int(c["founded"]) for c in comps}, "oldest"))
    # 22 zh lookup two-hop-ish
    q.add("zh", "lookup", "Eastwind Logistics 的法定代表人年龄是多少？（以人员表中的 age 为准）",
          page[one(reps["Eastwind Logistics"])])
    # 23 zh upstream
    up = [p for p, ds_ in pdown.items() if "Vehicles-Motorcycles-Electric motorcycles" in ds_]
    q.add("zh", "relation", "哪些产品把 Vehicles-Motorcycles-Electric motorcycles 列为直接下游产品？", up)
    # 24 zh list: no legal rep
    q.add("zh", "list", "哪家公司在人员表里找不到任何法定代表人？",
          [c["name"] for c in comps if c["name"] not in reps])
    # 25 zh main customer of O'Hara (two conditions)
    s = "O'Hara, Lamb & Sons"
    sdown = set()
    for p in cprods[s]:
        sdown |= set(pdown.get(p, []))
    main = []
    for c in comps:
        if c["name"] == s or not (set(cprods[c["name"]]) & sdown):
            continue
        paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == c["id"] and t["dstId"] == oh)
        if paid * 2 > inflow[s]:
            main.append(c["name"])
    q.add("zh", "two-hop",
          "为了确认 O'Hara, Lamb & Sons 的主要客户：哪家公司既生产 O'Hara 所产产品的直接下游产品，又向 O'Hara 转账合计超过 O'Hara 全部流入金额的一半？",
          one(main, "acme main customer"))
    return q.write()


# ------------------------------------------------------------ kag-supplychain
def build_supplychain():
    q = QS("kag-supplychain")
    comps = rows(SC, "Company.csv")
    trans = rows(SC, "Company_fundTrans_Company.csv")
    persons = rows(SC, "Person.csv")
    prow = rows(SC, "Product.csv")
    events = rows(SC, "ProductChainEvent.csv")
    cid = {c["id"]: c for c in comps}
    names = [c["name"] for c in comps]
    assert len(set(names)) == len(names) == len(cid)
    byname = {c["name"]: c for c in comps}
    for t in trans:
        assert t["srcId"] in cid and t["dstId"] in cid
    cname = lambda i: cid[i]["name"]
    cprods = {c["name"]: set(p for p in c["product"].split(",") if p) for c in comps}
    prods = {}
    for p in prow:
        v = (p["belongToIndustry"], p["hasSupplyChain"])
        assert prods.setdefault(p["id"], v) == v  # duplicate rows are identical
    chain = {k: [x for x in v[1].split(",") if x] for k, v in prods.items()}
    pname = [p["name"] for p in persons]
    assert len(set(pname)) == len(pname)
    pers = {p["name"]: p for p in persons}
    preps = {p["name"]: list(dict.fromkeys(p["legalRepresentative"].split(","))) for p in persons}
    rep_of = {}
    for pn, cs in preps.items():
        for c in cs:
            assert c in byname, c
            rep_of.setdefault(c, []).append(pn)

    def cfrag(frag):
        return one([n for n in names if n == frag], frag)

    inflow, outflow = {}, {}
    for t in trans:
        a = int(t["transAmt"])
        inflow[t["dstId"]] = inflow.get(t["dstId"], 0) + a
        outflow[t["srcId"]] = outflow.get(t["srcId"], 0) + a

    CH = byname[cfrag("传化****限公司")]["id"]
    SJ = byname[cfrag("三角***份限公司")]["id"]

    # 1 lookup
    q.add("en", "lookup", "How old is 庞*?", pers["庞*"]["age"])
    # 2 relation: legal rep
    q.add("en", "relation", "Who is the legal representative of 吉林奇*化****公司?",
          one(rep_of[cfrag("吉林奇*化****公司")]))
    # 3 list
    q.add("en", "list", "List the companies that 骆* serves as legal representative for.",
          preps["骆*"])
    # 4 sum
    q.add("en", "sum", "What is the total amount received by 三角***份限公司 across all recorded fund transfers?",
          inflow[SJ])
    # 5 superlative
    out_ch = {t["dstId"]: int(t["transAmt"]) for t in trans if t["srcId"] == CH}
    assert len(out_ch) == sum(1 for t in trans if t["srcId"] == CH)  # one transfer per recipient
    q.add("en", "superlative",
          "Of all the outgoing transfers made by 传化****限公司, which recipient got the single largest payment?",
          cname(uniq_max(out_ch, "ch largest out")))
    # 6 top-n
    q.add("en", "top-n",
          "Give me the top 3 recipients of money from 传化****限公司, ranked by amount received from it, highest first.",
          [cname(i) for i in top_n(out_ch, 3, "ch top3")])
    # 7 yes/no
    q.add("en", "yes-no", "Did 三角***份限公司 ever pay 传化****限公司 directly?",
          yn(any(t["srcId"] == SJ and t["dstId"] == CH for t in trans), "en"))
    # 8 days between
    dd = sorted(day(t["transDate"]) for t in trans if t["srcId"] == CH)
    q.add("en", "days-between",
          "How many days lie between 传化****限公司's earliest and latest outgoing fund transfers?",
          (dd[-1] - dd[0]).days)
    # 9 window
    q.add("en", "window",
          "How many fund transfers are dated in August 2023 (2023-08-01 to 2023-08-31, inclusive)?",
          sum(1 for t in trans if "20230801" <= t["transDate"] <= "20230831"))
    # 10 average
    ins = [int(t["transAmt"]) for t in trans if t["dstId"] == SJ]
    q.add("en", "average",
          "What is the average amount of the transfers received by 三角***份限公司? Round to 2 decimal places.",
          dec(Decimal(sum(ins)) / len(ins), 2))
    # 11 ratio
    sj2ch = sum(int(t["transAmt"]) for t in trans if t["srcId"] == SJ and t["dstId"] == CH)
    q.add("en", "ratio",
          "What share of 传化****限公司's total incoming money came from 三角***份限公司? Give a percentage rounded to 2 decimal places.",
          pct(sj2ch, inflow[CH], 2))
    # 12 difference
    q.add("en", "difference",
          "For 传化****限公司, what is total outgoing transfer amount minus total incoming transfer amount?",
          outflow[CH] - inflow[CH])
    # 13 lookup product industry
    q.add("en", "lookup", "Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?",
          prods["商品化工-橡胶-合成橡胶-顺丁橡胶"][0])
    # 14 upstream
    q.add("en", "relation",
          "Which products list 汽车-汽车制造 in their supply chain (hasSupplyChain)?",
          [p for p, ds in chain.items() if "汽车-汽车制造" in ds])
    # 15 two-hop
    in_ch = {t["srcId"]: int(t["transAmt"]) for t in trans if t["dstId"] == CH}
    assert len(in_ch) == sum(1 for t in trans if t["dstId"] == CH)
    q.add("en", "two-hop",
          "Who is the legal representative of the company that sent 传化****限公司 its largest single incoming transfer?",
          one(rep_of[cname(uniq_max(in_ch, "ch largest in"))]))
    # 16 two conditions
    cand = {pn: int(pers[pn]["age"]) for pn, cs in preps.items() if len(cs) >= 3}
    q.add("en", "superlative",
          "Among people who are legal representative of at least 3 distinct companies, who is the youngest?",
          uniq_min(cand, "youngest 3+"))
    # 17 zh count membership
    q.add("zh", "count", "经营产品里包含“轮胎与橡胶-轮胎-特种轮胎”的公司有几家？",
          sum(1 for c in comps if "轮胎与橡胶-轮胎-特种轮胎" in cprods[c["name"]]))
    # 18 zh same legal rep
    yj = cfrag("鹰君集**公司")
    r = one(rep_of[yj])
    q.add("zh", "relation", "和 鹰君集**公司 有同一位法人代表的公司有哪些？",
          [c for c in preps[r] if c != yj])
    # 19 zh group counts: distinct products per industry, industries with > 5
    ind = {}
    for p, (i, _) in prods.items():
        ind[i] = ind.get(i, 0) + 1
    big_ind = {k: v for k, v in ind.items() if v > 5}
    q.add("zh", "group-count",
          "按所属产业统计产品表中不重复的产品数，只列出产品数超过 5 个的产业，按数量从多到少排列。",
          group_flat(big_ind, "industry groups"))
    # 20 zh count
    q.add("zh", "count", "自然人表中年龄大于 50 岁（不含 50 岁）的有几位？",
          sum(1 for p in persons if int(p["age"]) > 50))
    # 21 zh compare
    a1, a2 = int(pers["禹**"]["age"]), int(pers["俞**"]["age"])
    assert a1 != a2
    q.add("zh", "compare", "禹** 和 俞** 两个人谁的年纪更大？", "禹**" if a1 > a2 else "俞**")
    # 22 zh amount window
    q.add("zh", "window", "金额在 100000 到 300000 之间（含两端）的企业间资金往来一共有几笔？",
          sum(1 for t in trans if 100000 <= int(t["transAmt"]) <= 300000))
    # 23 zh two-hop
    payers = [cname(t["srcId"]) for t in trans if t["dstId"] == SJ]
    q.add("zh", "two-hop", "给 三角***份限公司 转过账的公司里，哪一家的法人代表是 谢*？",
          one([c for c in dict.fromkeys(payers) if "谢*" in rep_of.get(c, [])], "xie"))
    # 24 zh main customer of 传化
    down = set()
    for p in cprods[cname(CH)]:
        down |= set(chain.get(p, []))
    main = []
    for c in comps:
        if c["id"] == CH or not (cprods[c["name"]] & down):
            continue
        paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == c["id"] and t["dstId"] == CH)
        if paid * 2 > inflow[CH]:
            main.append(c["name"])
    assert cfrag("浙江**摩托**限公司") not in main  # CompanyUpdate-affected company irrelevant
    q.add("zh", "two-hop",
          "排查 传化****限公司 的主要客户：哪家公司经营的产品出现在传化所经营产品的供应链（hasSupplyChain）里，并且它转给传化的金额合计超过传化全部流入金额的一半？",
          one(main, "sc main customer"))
    # 25 zh event subject
    ev = one([e for e in events if e["name"] == "顺丁橡胶成本上涨"])
    q.add("zh", "lookup", "产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？", ev["subject"])
    return q.write()


# ------------------------------------------------------------- kag-riskmining
def build_riskmining():
    q = QS("kag-riskmining")
    persons = rows(RM, "Person.csv")
    comps = rows(RM, "Company.csv")
    trans = rows(RM, "Person_fundTrans_Person.csv")
    shares = rows(RM, "Person_holdShare_Company.csv")
    pdev = rows(RM, "Person_hasDevice_Device.csv")
    pcert = rows(RM, "Person_hasCert_Cert.csv")
    ccert = rows(RM, "Company_hasCert_Cert.csv")
    certs = rows(RM, "Cert.csv")
    devs = rows(RM, "Device.csv")
    apps = rows(RM, "App.csv")
    pid = {p["id"]: p for p in persons}
    pnames = [p["name"] for p in persons]
    assert len(set(pnames)) == len(pnames)
    pby = {p["name"]: p for p in persons}
    cid = {c["id"]: c for c in comps}
    cnames = [c["name"] for c in comps]
    assert len(set(cnames)) == len(cnames)
    cby = {c["name"]: c for c in comps}
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    dev = {d["id"]: d for d in devs}
    inst = {d["id"]: set(x for x in d["install"].split(",") if x) for d in devs}
    for s in inst.values():
        assert s <= set(app)
    for t in trans:
        assert t["src"] in pid and t["dst"] in pid
    for s in shares:
        assert s["src"] in pid and s["dst"] in cid
    for r in pdev:
        assert r["src"] in pid and r["dst"] in dev
    assert len({(r["src"], r["dst"]) for r in pdev}) == len(pdev)
    certnum = {c["certNum"]: c["id"] for c in certs}
    devices_of = {}
    for r in pdev:
        devices_of.setdefault(pid[r["src"]]["name"], []).append(r["dst"])
    owners = {}
    for r in pdev:
        owners.setdefault(r["dst"], []).append(pid[r["src"]]["name"])

    BAI = pby["柏*"]["id"]

    def sent(src, dst):
        return [t for t in trans if t["src"] == src and t["dst"] == dst]

    # 1 lookup
    q.add("en", "lookup", "Phone number on file for 明**?", pby["明**"]["hasPhone"])
    # 2 count
    q.add("en", "count", "How many separate transfers did 柏* send to 杜*?",
          len(sent(BAI, pby["杜*"]["id"])))
    # 3 sum
    q.add("en", "sum", "What's the total amount 柏* has transferred to 邬**?",
          sum(int(t["transAmt"]) for t in sent(BAI, pby["邬**"]["id"])))
    # 4 average
    qa = [int(t["transAmt"]) for t in sent(BAI, pby["裘**"]["id"])]
    q.add("en", "average",
          "What is the average amount of 柏*'s transfers to 裘**? Round to 2 decimal places.",
          dec(Decimal(sum(qa)) / len(qa), 2))
    # 5 superlative -> date
    amts = {i: int(t["transAmt"]) for i, t in enumerate(trans)}
    big = trans[uniq_max(amts, "rm largest")]
    q.add("en", "superlative",
          "On what date was the single largest person-to-person transfer in the log made?",
          iso(big["transDate"]))
    # 6 top-n
    recv = {}
    for t in trans:
        if t["src"] == BAI:
            n = pid[t["dst"]]["name"]
            recv[n] = recv.get(n, 0) + int(t["transAmt"])
    q.add("en", "top-n",
          "Rank the top 2 recipients of 柏*'s money by total amount received, largest first.",
          top_n(recv, 2, "rm recv"))
    # 7 window sum
    q.add("en", "window",
          "How much did 柏* send in total between 2023-09-01 and 2023-09-10, both dates inclusive?",
          sum(int(t["transAmt"]) for t in trans if t["src"] == BAI and "20230901" <= t["transDate"] <= "20230910"))
    # 8 days between
    dd = sorted(day(t["transDate"]) for t in trans)
    q.add("en", "days-between",
          "How many days separate the first and the last recorded person-to-person transfers?",
          (dd[-1] - dd[0]).days)
    # 9 list shareholding
    q.add("en", "list", "For the fraud file: which companies does 柏* hold shares in?",
          [cid[s["dst"]]["name"] for s in shares if s["src"] == BAI])
    # 10 count devices
    q.add("en", "count", "How many devices are registered to 邬**?", len(devices_of["邬**"]))
    # 11 group counts
    multi = {n: len(ds) for n, ds in devices_of.items() if len(ds) > 1}
    q.add("en", "group-count",
          "For each person linked to more than one device, how many devices do they have? Largest first.",
          group_flat(multi, "devices per person"))
    # 12 two-hop cert -> gambling app
    qc = [r["dst"] for r in pcert if r["src"] == pby["裘**"]["id"]]
    g = [a["id"] for a in apps if a["riskMark"] == "赌博" and a["useCert"] in qc]
    q.add("en", "two-hop",
          "裘** holds a certificate. Which app with riskMark 赌博 is signed with that same certificate number?",
          one(g, "qiu cert app"))
    # 13 release chain
    held = {s["dst"] for s in shares if s["src"] == BAI}
    hcerts = {r["dst"] for r in ccert if r["src"] in held}
    rel = [a["id"] for a in apps if a["riskMark"] == "赌博" and a["useCert"] in hcerts]
    q.add("en", "two-hop",
          "I need to link the shareholder to the apps: which apps with riskMark 赌博 use a certificate number held by a company that 柏* holds shares in?",
          rel)
    # 14 yes/no
    zuo = devices_of["左**"]
    q.add("en", "yes-no", "Is the app com.qIu.VJbJ installed on any device belonging to 左**?",
          yn(any("com.qIu.VJbJ" in inst[d] for d in zuo), "en"))
    # 15 count apps
    q.add("en", "count", "How many apps carry the riskMark 诈骗?",
          sum(1 for a in apps if a["riskMark"] == "诈骗"))
    # 16 lookup umid
    q.add("en", "lookup", "What is the umid of device 45?", dev["45"]["umid"])
    # 17 zh count distinct devices
    q.add("zh", "count", "安装了 com.qIu.VJbJ 的设备一共有多少台？（同一台设备只算一次）",
          sum(1 for d in inst if "com.qIu.VJbJ" in inst[d]))
    # 18 zh shared device
    shared = set()
    for d in devices_of["方*"]:
        shared |= set(owners[d])
    shared.discard("方*")
    q.add("zh", "relation", "和 方* 共用同一台设备的是谁？", one(shared, "fang shared"))
    # 19 zh cert id lookup
    q.add("zh", "lookup", "应用 com.oStEmG.may 所用证书在证书表（Cert）中的 id 是多少？",
          certnum[app["com.oStEmG.may"]["useCert"]])
    # 20 zh compare
    s1 = sum(int(t["transAmt"]) for t in sent(BAI, pby["裘**"]["id"]))
    s2 = sum(int(t["transAmt"]) for t in sent(BAI, pby["杜*"]["id"]))
    assert s1 != s2
    q.add("zh", "compare", "柏* 转给 裘** 的总额和转给 杜* 的总额相比，哪一方收得更多？请回答收款人姓名。",
          "裘**" if s1 > s2 else "杜*")
    # 21 zh ratio
    tot = sum(int(t["transAmt"]) for t in trans if t["src"] == BAI)
    wu = sum(int(t["transAmt"]) for t in sent(BAI, pby["邬**"]["id"]))
    q.add("zh", "ratio", "柏* 的转出总额里，转给 邬** 的部分占百分之多少？保留两位小数。",
          pct(wu, tot, 2))
    # 22 zh two conditions window
    q.add("zh", "window",
          "柏* 在 2023-09-01（含）及之后发出的、单笔金额超过 10000 的转账有几笔？",
          sum(1 for t in trans if t["src"] == BAI and t["transDate"] >= "20230901" and int(t["transAmt"]) > 10000))
    # 23 zh company phone
    q.add("zh", "lookup", "航天彩**人*股*限公司 登记的电话号码是多少？",
          cby["航天彩**人*股*限公司"]["phone"])
    # 24 zh company cert count
    hid = cby["哈尔*工***技术产**发**限公司"]["id"]
    hc = [r["dst"] for r in ccert if r["src"] == hid]
    assert len(hc) == len(set(hc))
    q.add("zh", "count", "哈尔*工***技术产**发**限公司 名下拥有多少张证书？", len(hc))
    # 25 zh developed rule
    cntapp = {}
    for d in devices_of["杜*"]:
        for a in inst[d]:
            if app[a]["riskMark"] == "赌博":
                cntapp[a] = cntapp.get(a, 0) + 1
    q.add("zh", "list", "杜* 名下的设备中，有哪些 riskMark 为“赌博”的应用被装在了超过 5 台设备上？",
          sorted(a for a, n in cntapp.items() if n > 5))
    return q.write()


if __name__ == "__main__":
    for p in (build_acme(), build_supplychain(), build_riskmining()):
        print(p)
