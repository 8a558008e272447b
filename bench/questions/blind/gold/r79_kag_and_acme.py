#!/usr/bin/env python3
"""Round r79 held-out questions: acme-supply, kag-supplychain, kag-riskmining.

Persona: an anti-money-laundering compliance officer and a logistics buyer
assessing supplier concentration.  Every answer is computed from CSV cells;
only question wording and the literal values a question names are typed here.
Writes ../r79-acme-supply.json, ../r79-kag-supplychain.json and
../r79-kag-riskmining.json (25 questions each: 16 English, 9 Chinese).

Data location
  KAG data: first ancestor of this folder holding datasets/kag-supplychain or
  shared/datasets/kag-supplychain.  acme: first ancestor holding
  data/examples/acme-supply.

Files / columns used
  acme-supply/sources/Company.csv                 id, name, country, founded, product (';'-separated)
  acme-supply/sources/Company_fundTrans_Company.csv  srcId, dstId, transDate (yyyymmdd), transAmt
  acme-supply/sources/Person.csv                  name, age, legalRepresentative (';'-separated company names)
  acme-supply/sources/Product.csv                 id, hasSupplyChain (';'-separated downstream products)
  kag-supplychain/sources/Company.csv             id, name, product (','-separated)
  kag-supplychain/sources/Company_fundTrans_Company.csv  srcId, dstId, transDate, transAmt
  kag-supplychain/sources/Person.csv              name, age, legalRepresentative (','-separated company names)
  kag-supplychain/sources/Product.csv             id, belongToIndustry, hasSupplyChain (','-separated)
  kag-supplychain/sources/ProductChainEvent.csv   name, subject
  kag-riskmining/sources/Person.csv               id, name, age
  kag-riskmining/sources/Company.csv              id, name, phone
  kag-riskmining/sources/App.csv                  id, riskMark, useCert (a certNum)
  kag-riskmining/sources/Cert.csv                 certNum
  kag-riskmining/sources/Device.csv               id, umid, install (','-separated app ids)
  kag-riskmining/sources/Person_hasDevice_Device.csv, Person_holdShare_Company.csv,
  Person_hasCert_Cert.csv (dst is a certNum), Company_hasCert_Cert.csv (dst is a certNum),
  Person_fundTrans_Person.csv (src, dst, transDate, transAmt)

Readings avoided / pinned down
  * Schema rules that depend on "now()" (outflow90Days, fundTrans1Month, ...)
    are not asked about; every date window is stated with explicit inclusive ends.
  * acme: plans/ and notes/ are ignored (only CSV tables).  Amounts are plain
    numbers with no unit, so questions never name a currency.
  * kag-supplychain: Product.csv repeats identical rows (78 rows, 44 distinct
    ids) -> de-duplicated by id (asserted identical).  Company product lists
    repeat some entries -> treated as sets.  Many product names in company lists
    (e.g. 机动车贸易, 商业服务...) have no Product row -> never counted or listed
    as products; product questions only concern products with a row.
    CompanyUpdate.csv changes the products of 浙江**摩托**限公司 -> no product
    question touches that company.  Person 臧*'s legalRepresentative cell repeats
    two companies -> no count of 臧*'s companies is asked; the same-rep question
    compares sets.  The downstream list of 农机具及其零部件 contains an item with
    embedded commas ("葱,大蒜,姜") -> never asked about.  Most hasSupplyChain
    targets have no Product row (stubs) -> the downstream question asks only for
    downstream items that have their own Product row; the upstream question
    answers with Product rows only.  36 companies have no
    legal representative -> not asked about (absent != none).
    ProductChainEvent name says 成本 but index is 价格 -> only its subject is used.
  * kag-riskmining: some device install lists repeat an app -> sets are used.
    Device 33 (the only device with app com.FtseGg...) has no owner -> not asked.
    Ages tie (58, 53 ...) -> superlatives on age avoided; certificate counts tie
    (27 for companies 3..9) -> no cert superlative.  riskMark counts tie
    (赌博 5, 诈骗 5) -> not used as group counts.
  * Superlatives and top-N are asserted tie-free; name fragments/names asserted
    to match exactly one record; lists are given in source-row order.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(*rels):
    d = HERE
    while True:
        for rel in rels:
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found: %r" % (rels,))
        d = parent


def find_kag_root():
    d = HERE
    while True:
        for rel in ("datasets", os.path.join("shared", "datasets")):
            if os.path.isdir(os.path.join(d, rel, "kag-supplychain")):
                return os.path.join(d, rel)
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("KAG datasets not found")
        d = parent


KAG = find_kag_root()
ACME = find_up(os.path.join("data", "examples", "acme-supply"))


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def rnd(num, den, places):
    q = Decimal(1).scaleb(-places)
    return str((Decimal(num) / Decimal(den)).quantize(q, rounding=ROUND_HALF_UP))


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def iso(s):
    return d8(s).isoformat()


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def top_unique(counter_items, n):
    """counter_items: list of (key, value); returns top-n keys, asserting no ties at the cut."""
    s = sorted(counter_items, key=lambda kv: -kv[1])
    vals = [v for _, v in s]
    assert len(vals) >= n, s
    assert len(set(vals[:n])) == n, s[:n]  # rank order inside the top-n is strict
    if len(vals) > n:
        assert vals[n - 1] > vals[n], s[: n + 1]  # no tie at the cut
    return [k for k, _ in s[:n]]


def one(seq):
    seq = list(seq)
    assert len(seq) == 1, seq
    return seq[0]


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        self.items.append({"question": question, "answer": answer, "shape": shape, "lang": lang})

    def write(self):
        assert len(self.items) == 25, len(self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        assert len({q["question"] for q in self.items}) == 25
        out = []
        for i, q in enumerate(self.items, 1):
            out.append({"id": "%s-r79-%02d" % (self.project, i), **q})
        path = os.path.join(OUT_DIR, "r79-%s.json" % self.project)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


# ---------------------------------------------------------------- acme-supply
def build_acme():
    src = os.path.join(ACME, "sources")
    comps = rows(os.path.join(src, "Company.csv"))
    trans = rows(os.path.join(src, "Company_fundTrans_Company.csv"))
    people = rows(os.path.join(src, "Person.csv"))
    prods = rows(os.path.join(src, "Product.csv"))

    by_id = {c["id"]: c for c in comps}
    assert len(by_id) == len(comps)
    by_name = {c["name"]: c for c in comps}
    assert len(by_name) == len(comps)
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
        t["amt"] = int(t["transAmt"])
    cprod = {c["id"]: [p for p in c["product"].split(";") if p] for c in comps}
    prod_ids = [p["id"] for p in prods]
    assert len(set(prod_ids)) == len(prod_ids)
    down = {p["id"]: [x for x in p["hasSupplyChain"].split(";") if x] for p in prods}
    for c, ps in cprod.items():
        for p in ps:
            assert p in down, p
    for p, ds in down.items():
        for x in ds:
            assert x in down, x
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    rep_of = {p["name"]: [x for x in p["legalRepresentative"].split(";") if x] for p in people}
    reps = defaultdict(list)
    for pn, cs in rep_of.items():
        assert len(cs) == len(set(cs))
        for cn in cs:
            assert cn in by_name, cn
            reps[cn].append(pn)

    def cid(name):
        return by_name[name]["id"]

    def nm(i):
        return by_id[i]["name"]

    inflow = Counter()
    outflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    qs = QS("acme-supply")

    # 1 lookup
    qs.add("attribute lookup", "en",
           "Which country is Fjord Steel AS registered in? Give the country code exactly as listed.",
           by_name["Fjord Steel AS"]["country"])
    # 2 lookup zh
    qs.add("attribute lookup", "zh", "Helix Chemicals 是哪一年成立的？",
           by_name["Helix Chemicals"]["founded"])
    # 3 sum between two named entities
    a, o = cid("Acme Motors"), cid("O'Hara, Lamb & Sons")
    qs.add("sum", "en",
           "To size our exposure to one supplier: what is the total amount Acme Motors has paid "
           "O'Hara, Lamb & Sons across all recorded transfers?",
           sum(t["amt"] for t in trans if t["srcId"] == a and t["dstId"] == o))
    # 4 sum zh
    qs.add("sum", "zh", "O'Hara, Lamb & Sons 收到的所有转账合计金额是多少？", inflow[o])
    # 5 superlative
    qs.add("superlative", "en",
           "Which company received the largest total amount of incoming transfers?",
           nm(top_unique(list(inflow.items()), 1)[0]))
    # 6 top-N
    qs.add("top-N", "en",
           "List the top 3 companies by total amount paid out in transfers, highest first.",
           [nm(x) for x in top_unique(list(outflow.items()), 3)])
    # 7 average
    t24 = [t["amt"] for t in trans if t["transDate"][:4] == "2024"]
    qs.add("average", "en",
           "What is the average amount of the transfers dated in calendar year 2024? "
           "Round to 2 decimal places.",
           rnd(sum(t24), len(t24), 2))
    # 8 yes/no zh
    h = cid("Helix Chemicals")
    qs.add("yes/no", "zh", "Helix Chemicals 有没有作为付款方发出过任何一笔转账？",
           yn(any(t["srcId"] == h for t in trans), "zh"))
    # 9 compare
    pa, pb = person["Ada Moreno"], person["Bram de Vries"]
    assert int(pa["age"]) != int(pb["age"])
    qs.add("compare", "en", "Who is older, Ada Moreno or Bram de Vries?",
           pa["name"] if int(pa["age"]) > int(pb["age"]) else pb["name"])
    # 10 difference
    qs.add("difference", "en",
           "How many years apart were Borealis Rubber Works and Delta Cells GmbH founded?",
           abs(int(by_name["Borealis Rubber Works"]["founded"]) - int(by_name["Delta Cells GmbH"]["founded"])))
    # 11 ratio
    d = cid("Delta Cells GmbH")
    to_d = sum(t["amt"] for t in trans if t["srcId"] == a and t["dstId"] == d)
    qs.add("ratio", "en",
           "Supplier concentration check: what percentage of Acme Motors' total outgoing transfer "
           "amount went to Delta Cells GmbH? Round to 1 decimal place.",
           rnd(to_d * 100, outflow[a], 1))
    # 12 days between zh
    ds = sorted(d8(t["transDate"]) for t in trans if t["srcId"] == a and t["dstId"] == o)
    qs.add("days between dates", "zh",
           "Acme Motors 付给 O'Hara, Lamb & Sons 的第一笔和最后一笔转账之间相隔多少天？",
           (ds[-1] - ds[0]).days)
    # 13 list legal rep
    qs.add("list", "en", "Which companies is Dara O'Hara the legal representative of?",
           rep_of["Dara O'Hara"])
    # 14 relation zh
    qs.add("legal representative", "zh", "Eastwind Logistics 的法定代表人是谁？",
           one(reps["Eastwind Logistics"]))
    # 15 downstream
    qs.add("downstream products", "en",
           "Which products sit directly downstream of Vehicles-Parts-Tyres in the supply chain?",
           down["Vehicles-Parts-Tyres"])
    # 16 upstream
    ups = [p for p in prod_ids if "Vehicles-Cars" in down[p]]
    qs.add("upstream products", "en",
           "Which products list Vehicles-Cars as a direct downstream product?", ups)
    # 17 two-hop
    b = cid("Borealis Rubber Works")
    nxt = {x for p in cprod[b] for x in down[p]}
    ans = [c["name"] for c in comps if c["id"] != b and set(cprod[c["id"]]) & nxt]
    qs.add("two-hop", "en",
           "Which other companies make a product that sits directly downstream of a product "
           "Borealis Rubber Works makes?", ans)
    # 18 group counts zh
    yc = Counter(t["transDate"][:4] for t in trans)
    assert len(set(yc.values())) == len(yc)
    flat = []
    for k, v in sorted(yc.items(), key=lambda kv: -kv[1]):
        flat += [k, v]
    qs.add("group counts", "zh", "按转账日期所在的年份统计转账笔数，按笔数从多到少列出（年份、笔数）。", flat)
    # 19 window count
    lo, hi = date(2024, 5, 1), date(2024, 6, 30)
    qs.add("date window count", "en",
           "How many transfers are dated between 2024-05-01 and 2024-06-30, both dates inclusive?",
           sum(1 for t in trans if lo <= d8(t["transDate"]) <= hi))
    # 20 two conditions
    recv = {t["dstId"] for t in trans}
    ans = [c["name"] for c in comps if int(c["founded"]) < 1960 and c["id"] in recv]
    qs.add("list (two conditions)", "en",
           "Which companies were founded before 1960 and have received at least one transfer?", ans)
    # 21 date lookup zh
    f = cid("Fjord Steel AS")
    qs.add("attribute lookup", "zh", "Delta Cells GmbH 向 Fjord Steel AS 转账是在哪一天？",
           iso(one(t["transDate"] for t in trans if t["srcId"] == d and t["dstId"] == f)))
    # 22 main customer (>50% of inflow)
    paid = Counter()
    for t in trans:
        if t["dstId"] == o:
            paid[t["srcId"]] += t["amt"]
    qs.add("relation", "en",
           "Which single payer accounts for more than half of all the money O'Hara, Lamb & Sons "
           "has received?",
           nm(one(k for k, v in paid.items() if v * 2 > inflow[o])))
    # 23 shared legal rep zh
    hn = "Helix Chemicals"
    ans = [c["name"] for c in comps if c["name"] != hn and set(reps[c["name"]]) & set(reps[hn])]
    qs.add("shared legal representative", "zh", "哪家公司与 Helix Chemicals 由同一位法定代表人代表？",
           one(ans))
    # 24 count two-hop
    qs.add("count", "en",
           "How many companies have a legal representative who is older than 50?",
           sum(1 for c in comps if any(int(person[p]["age"]) > 50 for p in reps[c["name"]])))
    # 25 net flow zh
    qs.add("difference", "zh",
           "O'Hara, Lamb & Sons 的资金净流入是多少（收到的转账总额减去付出的转账总额）？",
           inflow[o] - outflow[o])
    return qs.write()


# ------------------------------------------------------------ kag-supplychain
def build_supplychain():
    src = os.path.join(KAG, "kag-supplychain", "sources")
    comps = rows(os.path.join(src, "Company.csv"))
    trans = rows(os.path.join(src, "Company_fundTrans_Company.csv"))
    people = rows(os.path.join(src, "Person.csv"))
    prow = rows(os.path.join(src, "Product.csv"))
    events = rows(os.path.join(src, "ProductChainEvent.csv"))

    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_id) == len(comps) == len(by_name)
    prod = {}
    for r in prow:
        if r["id"] in prod:
            assert prod[r["id"]] == r, r["id"]
        prod[r["id"]] = r
    down = {k: [x for x in v["hasSupplyChain"].split(",") if x] for k, v in prod.items()}
    cprod = {c["id"]: set(x for x in c["product"].split(",") if x) for c in comps}
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
        t["amt"] = int(t["transAmt"])
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    reps = defaultdict(set)
    rep_of = {}
    for p in people:
        cs = [x for x in p["legalRepresentative"].split(",") if x]
        for cn in cs:
            assert cn in by_name, cn
            reps[cn].add(p["name"])
        rep_of[p["name"]] = cs
    assert all(len(v) == 1 for v in reps.values())

    def cid(name):
        return by_name[name]["id"]

    def nm(i):
        return by_id[i]["name"]

    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ch, sj = cid(CH), cid(SJ)
    qs = QS("kag-supplychain")

    # 1 lookup
    qs.add("attribute lookup", "en", "What is the company id of %s?" % CH, ch)
    # 2 lookup zh
    p = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    qs.add("attribute lookup", "zh", "产品“%s”属于哪个产业？" % p, prod[p]["belongToIndustry"])
    # 3 count
    qs.add("count", "en", "How many outgoing fund transfers does %s have on record?" % CH,
           sum(1 for t in trans if t["srcId"] == ch))
    # 4 sum
    qs.add("sum", "en", "Total amount received by %s across all its incoming transfers?" % SJ,
           inflow[sj])
    # 5 superlative
    amts = sorted(trans, key=lambda t: -t["amt"])
    assert amts[0]["amt"] > amts[1]["amt"]
    qs.add("superlative", "en",
           "For our AML review: which company made the single largest fund transfer in the data?",
           nm(amts[0]["srcId"]))
    # 6 top-N
    paid_by_ch = Counter()
    for t in trans:
        if t["srcId"] == ch:
            paid_by_ch[t["dstId"]] += t["amt"]
    qs.add("top-N", "en",
           "Among the companies %s paid, give the top 3 by total amount received from it, largest first." % CH,
           [nm(x) for x in top_unique(list(paid_by_ch.items()), 3)])
    # 7 yes/no zh
    gd = "广东***通*份*公司"
    qs.add("yes/no", "zh", "%s 是否向 %s 转过账？" % (gd, CH),
           yn(any(t["srcId"] == cid(gd) and t["dstId"] == ch for t in trans), "zh"))
    # 8 legal rep
    jl = "吉林奇*化****公司"
    qs.add("legal representative", "en", "Who is the legal representative of %s?" % jl,
           one(reps[jl]))
    # 9 list zh
    qs.add("list", "zh", "夏** 担任哪些公司的法定代表人？", rep_of["夏**"])
    # 10 two conditions
    ans = []
    for t in trans:
        n = nm(t["srcId"])
        if t["dstId"] == sj and "谢*" in reps.get(n, ()) and n not in ans:
            ans.append(n)
    qs.add("list (two conditions)", "en",
           "Which companies paid %s and have 谢* as their legal representative?" % SJ, ans)
    # 11 count companies listing product
    p = "轮胎与橡胶-轮胎-特种轮胎"
    assert p in prod
    assert p not in cprod[cid("浙江**摩托**限公司")]
    qs.add("count", "en", "How many companies list %s among their products?" % p,
           sum(1 for c in comps if p in cprod[c["id"]]))
    # 12 downstream zh (only downstream items that have their own Product row)
    pt = "轮胎与橡胶"
    ans = [x for x in down[pt] if x in prod]
    assert 0 < len(ans) < len(down[pt])
    qs.add("downstream products", "zh",
           "“%s”的直接下游产品中，哪些本身在产品表里也有自己的记录？" % pt, ans)
    # 13 upstream
    p3 = "汽车-摩托车制造-三轮摩托车"
    qs.add("upstream products", "en",
           "Which products list %s as a direct downstream product?" % p3,
           [k for k in prod if p3 in down[k]])
    # 14 average age
    ages = [int(x["age"]) for x in people]
    qs.add("average", "en",
           "What is the average age of the people in the person table? Round to 1 decimal place.",
           rnd(sum(ages), len(ages), 1))
    # 15 superlative age
    oldest = sorted(people, key=lambda x: -int(x["age"]))
    assert int(oldest[0]["age"]) > int(oldest[1]["age"])
    qs.add("superlative", "en", "Who is the oldest person in the person table?", oldest[0]["name"])
    # 16 days between zh
    ds = sorted(d8(t["transDate"]) for t in trans if t["dstId"] == sj)
    qs.add("days between dates", "zh",
           "%s 收到的第一笔转账和最后一笔转账之间相隔多少天？" % SJ, (ds[-1] - ds[0]).days)
    # 17 window sum
    lo, hi = date(2023, 8, 1), date(2023, 8, 31)
    qs.add("date window sum", "en",
           "What is the total amount of transfers dated from 2023-08-01 to 2023-08-31 inclusive?",
           sum(t["amt"] for t in trans if lo <= d8(t["transDate"]) <= hi))
    # 18 ratio
    from_sj = sum(t["amt"] for t in trans if t["srcId"] == sj and t["dstId"] == ch)
    qs.add("ratio", "en",
           "What share of %s's total incoming transfer amount came from %s? "
           "Answer as a percentage rounded to 2 decimal places." % (CH, SJ),
           rnd(from_sj * 100, inflow[ch], 2))
    # 19 difference zh
    qs.add("difference", "zh", "%s 的转出总额比转入总额多多少？" % CH, outflow[ch] - inflow[ch])
    # 20 compare
    k1, k2 = "康**股有公司", "宝业集****公司"
    v1, v2 = paid_by_ch[cid(k1)], paid_by_ch[cid(k2)]
    assert v1 != v2
    qs.add("compare", "en",
           "Which received more money from %s: %s or %s?" % (CH, k1, k2), k1 if v1 > v2 else k2)
    # 21 AML: transfers between companies sharing a legal representative
    n_same = sum(1 for t in trans
                 if reps.get(nm(t["srcId"])) and reps.get(nm(t["dstId"]))
                 and reps[nm(t["srcId"])] & reps[nm(t["dstId"])])
    qs.add("count", "en",
           "Flagging related-party flows: how many transfers go between two companies that have "
           "the same legal representative?", n_same)
    # 22 two-hop
    tyre = "轮胎与橡胶-轮胎"
    assert tyre in prod
    ans = [c["name"] for c in comps if c["id"] in paid_by_ch and tyre in cprod[c["id"]]]
    qs.add("two-hop", "en",
           "Of the companies that received money from %s, which list %s among their products?" % (CH, tyre),
           ans)
    # 23 group counts zh
    rc = Counter(t["dstId"] for t in trans)
    multi = [(k, v) for k, v in rc.items() if v > 1]
    assert len({v for _, v in multi}) == len(multi)
    flat = []
    for k, v in sorted(multi, key=lambda kv: -kv[1]):
        flat += [nm(k), v]
    qs.add("group counts", "zh",
           "收到不止一笔转账的公司各收到了几笔？按笔数从多到少列出（公司名、笔数）。", flat)
    # 24 event two-hop zh
    ev = one(e for e in events if e["name"] == "顺丁橡胶成本上涨")
    subj = ev["subject"]
    assert subj in prod
    ans = [c["name"] for c in comps if subj in cprod[c["id"]]]
    assert cid("浙江**摩托**限公司") not in [cid(x) for x in ans]
    qs.add("two-hop", "zh",
           "事件“顺丁橡胶成本上涨”的主体产品，有哪些公司在经营产品中直接列出了该产品？", ans)
    # 25 two-hop legal rep zh
    big = one(t for t in trans if t["dstId"] == sj and t["amt"] == 2000000)
    qs.add("two-hop", "zh",
           "向 %s 单笔转账 2000000 的那家公司，其法定代表人是谁？" % SJ, one(reps[nm(big["srcId"])]))
    return qs.write()


# ------------------------------------------------------------- kag-riskmining
def build_riskmining():
    src = os.path.join(KAG, "kag-riskmining", "sources")
    people = rows(os.path.join(src, "Person.csv"))
    comps = rows(os.path.join(src, "Company.csv"))
    apps = rows(os.path.join(src, "App.csv"))
    certs = rows(os.path.join(src, "Cert.csv"))
    devs = rows(os.path.join(src, "Device.csv"))
    p_dev = rows(os.path.join(src, "Person_hasDevice_Device.csv"))
    p_share = rows(os.path.join(src, "Person_holdShare_Company.csv"))
    p_cert = rows(os.path.join(src, "Person_hasCert_Cert.csv"))
    c_cert = rows(os.path.join(src, "Company_hasCert_Cert.csv"))
    trans = rows(os.path.join(src, "Person_fundTrans_Person.csv"))

    pid = {p["id"]: p for p in people}
    pname = {p["name"]: p["id"] for p in people}
    assert len(pid) == len(pname) == len(people)
    cid_ = {c["id"]: c for c in comps}
    cname = {c["name"]: c["id"] for c in comps}
    assert len(cid_) == len(cname) == len(comps)
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    certnums = {c["certNum"] for c in certs}
    assert len(certnums) == len(certs)
    dev = {d["id"]: d for d in devs}
    assert len(dev) == len(devs)
    inst = {d["id"]: set(x for x in d["install"].split(",") if x) for d in devs}
    for s in inst.values():
        assert s <= set(app)
    owned = defaultdict(list)
    owners = defaultdict(set)
    for r in p_dev:
        assert r["src"] in pid and r["dst"] in dev
        owned[r["src"]].append(r["dst"])
        owners[r["dst"]].add(r["src"])
    for r in c_cert + p_cert:
        assert r["dst"] in certnums
    for a in apps:
        assert a["useCert"] in certnums
    for t in trans:
        assert t["src"] in pid and t["dst"] in pid
        t["amt"] = int(t["transAmt"])

    def n(i):
        return pid[i]["name"]

    qs = QS("kag-riskmining")
    BAI = pname["柏*"]

    # 1 lookup
    qs.add("attribute lookup", "en", "How old is 穆**?", pid[pname["穆**"]]["age"])
    # 2 lookup zh
    qs.add("attribute lookup", "zh", "航天彩**人*股*限公司 登记的电话号码是多少？",
           cid_[cname["航天彩**人*股*限公司"]]["phone"])
    # 3 count devices
    qs.add("count", "en", "How many devices does 邬** own?", len(set(owned[pname["邬**"]])))
    # 4 superlative
    dc = Counter({k: len(set(v)) for k, v in owned.items()})
    qs.add("superlative", "en", "Which person owns the most devices?",
           n(top_unique(list(dc.items()), 1)[0]))
    # 5 sum between two persons
    qs.add("sum", "en", "Total amount 柏* has transferred to 杜*?",
           sum(t["amt"] for t in trans if t["src"] == BAI and t["dst"] == pname["杜*"]))
    # 6 group counts zh
    rc = Counter(t["dst"] for t in trans if t["src"] == BAI)
    assert len(set(rc.values())) == len(rc)
    flat = []
    for k, v in sorted(rc.items(), key=lambda kv: -kv[1]):
        flat += [n(k), v]
    qs.add("group counts", "zh", "柏* 向每位收款人各转账了多少笔？按笔数从多到少列出（收款人、笔数）。", flat)
    # 7 top-N
    tot = Counter()
    for t in trans:
        if t["src"] == BAI:
            tot[t["dst"]] += t["amt"]
    qs.add("top-N", "en",
           "Rank the top 2 recipients of 柏*'s transfers by total amount received, highest first.",
           [n(x) for x in top_unique(list(tot.items()), 2)])
    # 8 date of largest
    s = sorted((t for t in trans if t["src"] == BAI), key=lambda t: -t["amt"])
    assert s[0]["amt"] > s[1]["amt"]
    qs.add("superlative", "en", "On what date did 柏* make the single largest transfer?",
           iso(s[0]["transDate"]))
    # 9 window count
    lo, hi = date(2023, 9, 1), date(2023, 9, 10)
    qs.add("date window count", "en",
           "How many person-to-person transfers are dated between 2023-09-01 and 2023-09-10, both ends inclusive?",
           sum(1 for t in trans if lo <= d8(t["transDate"]) <= hi))
    # 10 days between zh
    ds = sorted(d8(t["transDate"]) for t in trans if t["src"] == BAI and t["dst"] == pname["裘**"])
    qs.add("days between dates", "zh", "柏* 转给 裘** 的第一笔和最后一笔转账相隔多少天？",
           (ds[-1] - ds[0]).days)
    # 11 average
    xs = [t["amt"] for t in trans if t["src"] == BAI and t["dst"] == pname["杜*"]]
    qs.add("average", "en",
           "What is the average amount of the transfers from 柏* to 杜*? Round to 2 decimal places.",
           rnd(sum(xs), len(xs), 2))
    # 12 shareholder list
    qs.add("shareholding", "en", "Which companies does 柏* hold shares in?",
           [cid_[r["dst"]]["name"] for r in p_share if r["src"] == BAI])
    # 13 count certs zh
    cn4 = cname["中国**业建*股*限公司"]
    qs.add("count", "zh", "中国**业建*股*限公司 持有多少张证书？",
           len({r["dst"] for r in c_cert if r["src"] == cn4}))
    # 14 two-hop release
    held = {r["dst"] for r in p_share if r["src"] == BAI}
    hc = {r["dst"] for r in c_cert if r["src"] in held}
    ans = [a["id"] for a in apps if a["riskMark"] == "赌博" and a["useCert"] in hc]
    qs.add("two-hop", "en",
           "For the AML file on 柏*: which apps flagged 赌博 (gambling) use a certificate held by a "
           "company 柏* holds shares in?", ans)
    # 15 two-hop zh
    pc = one(r["dst"] for r in p_cert if r["src"] == pname["裘**"])
    qs.add("two-hop", "zh", "使用 裘** 所持证书的应用中，哪一个的风险标记为“赌博”？",
           one(a["id"] for a in apps if a["useCert"] == pc and a["riskMark"] == "赌博"))
    # 16 count never installed
    installed = set().union(*inst.values())
    qs.add("count", "en", "How many apps in the app table are not installed on any device?",
           sum(1 for a in apps if a["id"] not in installed))
    # 17 cert usage
    cnum = "68802adde35845d76eeb172ff8ea6825"
    assert cnum in certnums
    qs.add("count", "en", "How many apps use the certificate numbered %s?" % cnum,
           sum(1 for a in apps if a["useCert"] == cnum))
    # 18 list zh
    um = "ac:1f:77:2c:ae:15"
    d = one(x for x in devs if x["umid"] == um)["id"]
    qs.add("list", "zh", "umid 为 %s 的设备上安装了哪些风险标记为“诈骗”的应用？" % um,
           [a for a in sorted(inst[d], key=lambda x: apps.index(app[x])) if app[a]["riskMark"] == "诈骗"])
    # 19 owners of devices with a fraud app
    fa = "com.pWJU.qiqMJ"
    assert app[fa]["riskMark"] == "诈骗"
    ow = set()
    for dd, s_ in inst.items():
        if fa in s_:
            ow |= owners[dd]
    qs.add("two-hop", "en", "Who owns a device that has the app %s installed?" % fa,
           [p["name"] for p in people if p["id"] in ow])
    # 20 yes/no
    ga = "com.qIu.VJbJ"
    assert app[ga]["riskMark"] == "赌博"
    qs.add("yes/no", "en",
           "Is the gambling-flagged app %s installed on any device owned by 夏*?" % ga,
           yn(any(ga in inst[x] for x in owned[pname["夏*"]]), "en"))
    # 21 count devices with app
    ca = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
    qs.add("count", "en", "On how many of 杜*'s devices is %s installed?" % ca,
           sum(1 for x in set(owned[pname["杜*"]]) if ca in inst[x]))
    # 22 compare zh
    qa, qb = pid[pname["祁**"]], pid[pname["萧*"]]
    assert int(qa["age"]) != int(qb["age"])
    qs.add("compare", "zh", "祁** 和 萧* 谁的年龄更大？",
           qa["name"] if int(qa["age"]) > int(qb["age"]) else qb["name"])
    # 23 two conditions
    qs.add("list (two conditions)", "en",
           "Which people are older than 50 and own more than one device?",
           [p["name"] for p in people if int(p["age"]) > 50 and len(set(owned[p["id"]])) > 1])
    # 24 shared device zh
    fang = pname["方*"]
    others = set()
    for x in owned[fang]:
        others |= owners[x] - {fang}
    qs.add("shared device", "zh", "哪些人与 方* 共用同一台设备？",
           [p["name"] for p in people if p["id"] in others])
    # 25 ratio zh
    allb = sum(t["amt"] for t in trans if t["src"] == BAI)
    qs.add("ratio", "zh",
           "柏* 转给 邬** 的金额占 柏* 全部转出金额的百分之多少？保留 1 位小数。",
           rnd(tot[pname["邬**"]] * 100, allb, 1))
    return qs.write()


def main():
    for fn in (build_acme, build_supplychain, build_riskmining):
        print("wrote", fn())


if __name__ == "__main__":
    main()
