#!/usr/bin/env python3
"""Round r81 held-out questions with gold answers (acme-supply, KAG supply chain, KAG risk mining).

Standard library only.  Every gold answer is computed from CSV cells; only question
wording and literal values (names, dates, thresholds) are typed by hand.

Personas (new this round)
-------------------------
* A procurement auditor checking related-party payments (who paid whom, payments between
  companies that share a legal representative, totals inside explicit date windows).
* A bank credit-risk analyst reviewing a borrower's network (legal representatives,
  shareholdings, devices/apps/certificates of a borrower, upstream exposure).

Files / columns used
--------------------
acme-supply (data/examples/acme-supply/sources):
  Company.csv (id, name, country, founded, product[';'-separated]),
  Company_fundTrans_Company.csv (srcId, dstId, transDate yyyymmdd, transAmt),
  Person.csv (id, name, age, legalRepresentative[';'-separated company NAMES]),
  Product.csv (id, hasSupplyChain[';'-separated downstream products]).
kag-supplychain (datasets/kag-supplychain/sources):
  Company.csv (id, name, product[','-separated]), CompanyUpdate.csv (id, name, products) which
  REWRITES the product list of the company it names, Company_fundTrans_Company.csv,
  Person.csv (id, name, age, legalRepresentative[','-separated company names]),
  Product.csv (id, belongToIndustry, hasSupplyChain[','-separated]).
kag-riskmining (datasets/kag-riskmining/sources):
  Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone),
  Person_fundTrans_Person.csv (src, dst, transDate, transAmt), Person_holdShare_Company.csv,
  Person_hasDevice_Device.csv (src person id, dst device id), Device.csv (id, umid, install),
  App.csv (id, riskMark, useCert = cert NUMBER), Cert.csv (id, certNum),
  Company_hasCert_Cert.csv / Person_hasCert_Cert.csv (dst = cert NUMBER, not Cert.id).

Readings avoided and why
------------------------
* "now"-relative windows (schema rules outflow90Days / fundTrans1Month ...): every window
  below states both end dates and says they are inclusive.
* kag-supplychain Person.legalRepresentative repeats names (臧* lists 传化****限公司 and
  三角***份限公司 twice): counts use DISTINCT company names.
* kag-supplychain CompanyUpdate.csv rewrites 浙江**摩托**限公司's products (drops
  汽车-摩托车制造-三轮摩托车); product answers use the updated list.
* kag-supplychain Product.csv repeats identical rows for 10 product ids; product rows are
  de-duplicated by id.  Company product cells also repeat items (华融***融控**公司 lists
  建筑、农用机械与重型卡车 four times); product counts are distinct.
* kag-supplychain hasSupplyChain cells name ~300 products with no row of their own
  (e.g. 化工商品贸易-化工产品贸易-橡塑制品贸易); upstream questions only list products that
  have a row, and the exposure count is restricted to tyre products that have rows, so the
  "does a row-less product count?" reading never changes an answer.
* Masked names: all company and person name strings are distinct within each project, but
  three risk-mining companies look alike (**娱乐****公司 / **娱乐**公司 / **娱乐***公司); they
  are never used as the subject of a question, only returned verbatim as answer items.
* Ties: superlatives / top-N / sorted lists are asserted unique at run time (ages tie in both
  KAG person tables, e.g. 58 and 53 in risk mining, 38 / 20 in supply chain; those are avoided).
* Risk-mining Device.install repeats an app inside one device (devices 3, 16, 20); device and
  app counts are distinct.  Device 45 is owned by two persons (方*, 雷**).
* acme-supply sources/notes/ holds non-CSV notes; not used.
"""
import csv
import json
from collections import defaultdict, Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


def find_up(*rels):
    for anc in [HERE] + list(HERE.parents):
        for rel in rels:
            p = anc / rel
            if p.is_dir():
                return p
    raise SystemExit("data folder not found: %s" % (rels,))


KAG_SC = find_up("datasets/kag-supplychain", "shared/datasets/kag-supplychain")
KAG_RM = KAG_SC.parent / "kag-riskmining"
ACME = find_up("data/examples/acme-supply")


def read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def num(x):
    return str(int(x))


def unique_max(d):
    """key with the strictly largest value; raises on ties."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def top_n(d, n):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    vals = [v for _, v in items]
    assert len(set(vals[:n])) == n, ("tie inside top", items[: n + 1])
    if len(items) > n:
        assert vals[n - 1] != vals[n], ("tie at cut", items[: n + 1])
    return [k for k, _ in items[:n]]


def sorted_unique(d, reverse):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(set(v for _, v in items)) == len(items), ("tie in sorted list", items)
    return [k for k, _ in items]


def in_window(date, lo, hi):
    return lo <= date <= hi


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({"question": question, "answer": answer, "shape": shape, "lang": lang})

    def dump(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        out = []
        for i, it in enumerate(self.items, 1):
            d = {"id": "%s-r81-%02d" % (self.project, i)}
            d.update(it)
            out.append(d)
        langs = Counter(d["lang"] for d in out)
        assert langs == Counter({"en": 16, "zh": 9}), (self.project, langs)
        path = OUT_DIR / ("r81-%s.json" % self.project)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return path


# ----------------------------------------------------------------------------------------
# acme-supply
# ----------------------------------------------------------------------------------------
def build_acme():
    src = ACME / "sources"
    comps = read(src / "Company.csv")
    trans = read(src / "Company_fundTrans_Company.csv")
    persons = read(src / "Person.csv")
    prods = read(src / "Product.csv")

    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    cprod = {c["id"]: [p for p in c["product"].split(";") if p] for c in comps}
    crow = {c["name"]: c for c in comps}
    prow = {}
    for p in prods:
        prow[p["id"]] = [x for x in p["hasSupplyChain"].split(";") if x]
    T = [(t["srcId"], t["dstId"], t["transDate"], int(t["transAmt"])) for t in trans]
    for s, d, _, _ in T:
        assert s in cname and d in cname
    lr = {}  # person name -> set of company names that exist
    for p in persons:
        lr[p["name"]] = set(x for x in p["legalRepresentative"].split(";") if x in cid)
    page = {p["name"]: int(p["age"]) for p in persons}
    reps_of = defaultdict(set)  # company id -> person names
    for pn, cs in lr.items():
        for c in cs:
            reps_of[cid[c]].add(pn)

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a
        outflow[s] += a

    q = QSet("acme-supply")
    # 01
    q.add("I'm auditing supplier payments and need some background on Fjord Steel AS: in what year was it founded?",
          crow["Fjord Steel AS"]["founded"], "lookup", "en")
    # 02
    q.add("Which country code is Helix Chemicals registered under in the company table?",
          crow["Helix Chemicals"]["country"], "lookup", "en")
    # 03
    q.add("Reviewing Acme Motors' counterparties by jurisdiction: how many companies in the registry have the country code US?",
          num(sum(1 for c in comps if c["country"] == "US")), "count", "en")
    # 04
    a, b = cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]
    q.add("What is the total amount Acme Motors has paid to O'Hara, Lamb & Sons across all recorded fund transfers?",
          num(sum(x for s, d, _, x in T if s == a and d == b)), "sum", "en")
    # 05
    q.add("Which companies is Ada Moreno the legal representative of?",
          sorted(lr["Ada Moreno"]), "list", "en")
    # 06
    g = cid["Granite Insurance"]
    same = sorted(cname[c] for c in cname if c != g and reps_of[c] & reps_of[g])
    q.add("Related-party check: which other company shares a legal representative with Granite Insurance?",
          same, "two_hop", "en")
    # 07
    q.add("What is the sum of Acme Motors' outgoing transfers dated from 2024-05-01 through 2024-06-30 (both dates inclusive)?",
          num(sum(x for s, _, dt, x in T if s == a and in_window(dt, "20240501", "20240630"))), "time_window", "en")
    # 08
    largest = max(T, key=lambda t: t[3])
    assert sum(1 for t in T if t[3] == largest[3]) == 1
    q.add("Which company received the single largest fund transfer recorded in the ledger?",
          cname[largest[1]], "superlative", "en")
    # 09
    q.add("Rank the top 3 companies by total money received across all transfers, highest first.",
          [cname[c] for c in top_n(inflow, 3)], "top_n", "en")
    # 10
    sel = [x for _, _, dt, x in T if in_window(dt, "20240101", "20240630")]
    q.add("What is the average amount of the fund transfers dated between 2024-01-01 and 2024-06-30 inclusive? Round to 2 decimal places.",
          rnd(Decimal(sum(sel)) / len(sel), 2), "average", "en")
    # 11
    gi = cid["Granite Insurance"]
    q.add("Did Granite Insurance ever send money to Acme Motors?",
          "yes" if any(s == gi and d == a for s, d, _, _ in T) else "no", "yes_no", "en")
    # 12
    up_tyres = sorted(p for p, downs in prow.items() if "Vehicles-Parts-Tyres" in downs)
    q.add("Which products are directly upstream of Vehicles-Parts-Tyres, i.e. list it as a downstream product?",
          up_tyres, "list", "en")
    # 13
    up_cars = {p for p, downs in prow.items() if "Vehicles-Cars" in downs}
    q.add("A lender wants to know Acme Motors' supplier exposure for cars: which companies make a product that is directly upstream of Vehicles-Cars?",
          sorted(cname[c] for c in cname if set(cprod[c]) & up_cars), "two_hop", "en")
    # 14
    dc = cid["Delta Cells GmbH"]
    to_oh = sum(x for s, d, _, x in T if s == a and d == b)
    to_dc = sum(x for s, d, _, x in T if s == a and d == dc)
    assert to_oh != to_dc
    q.add("Who received more money in total from Acme Motors: O'Hara, Lamb & Sons or Delta Cells GmbH?",
          "O'Hara, Lamb & Sons" if to_oh > to_dc else "Delta Cells GmbH", "comparison", "en")
    # 15
    rp = sum(x for s, d, _, x in T if reps_of[s] & reps_of[d])
    q.add("Related-party payments: what is the total amount transferred directly between two companies that have a legal representative in common?",
          num(rp), "sum", "en")
    # 16
    ada = {cid[c] for c in lr["Ada Moreno"]}
    payers = sorted({cname[s] for s, d, _, _ in T if d in ada})
    q.add("Which companies have paid money to any company that Ada Moreno is legal representative of?",
          payers, "two_hop", "en")
    # 17 zh
    q.add("人员表中记录的 Dara O'Hara 的年龄是多少？", num(page["Dara O'Hara"]), "lookup", "zh")
    # 18 zh
    assert page["Ada Moreno"] != page["Bram de Vries"]
    q.add("Ada Moreno 和 Bram de Vries 两人中谁的年龄更大？",
          "Ada Moreno" if page["Ada Moreno"] > page["Bram de Vries"] else "Bram de Vries", "comparison", "zh")
    # 19 zh
    q.add("交易日期在2024年1月1日至2024年3月31日（含首尾两天）之间的资金转账一共有多少笔？",
          num(sum(1 for t in T if in_window(t[2], "20240101", "20240331"))), "time_window", "zh")
    # 20 zh
    q.add("O'Hara, Lamb & Sons 的资金净流入（全部转入金额减去全部转出金额）是多少？",
          num(inflow[b] - outflow[b]), "sum", "zh")
    # 21 zh
    q.add("Acme Motors 一共向多少家不同的公司转过账？",
          num(len({d for s, d, _, _ in T if s == a})), "count", "zh")
    # 22 zh
    old = {c["name"]: int(c["founded"]) for c in comps if int(c["founded"]) < 1960}
    q.add("成立年份早于1960年的公司有哪些？请按成立年份从早到晚排列。",
          sorted_unique(old, reverse=False), "sorted_list", "zh")
    # 23 zh
    q.add("每位法定代表人分别担任几家公司的法定代表人？请按“姓名: 数量”列出。",
          ["%s: %d" % (pn, len(cs)) for pn, cs in sorted(lr.items())], "group_counts", "zh")
    # 24 zh
    q.add("产品表中有多少个产品没有列出任何下游产品？",
          num(sum(1 for downs in prow.values() if not downs)), "count", "zh")
    # 25 zh  (mainSupply rule)
    main = []
    for o in cname:
        if o == b:
            continue
        downs = {dn for p in cprod[b] for dn in prow.get(p, [])}
        if not (set(cprod[o]) & downs):
            continue
        paid = sum(x for s, d, _, x in T if s == o and d == b)
        if paid and paid / inflow[b] > 0.5:
            main.append(cname[o])
    q.add("哪家公司是 O'Hara, Lamb & Sons 的主要客户？即：经营其产品的下游产品，且付给它的金额超过它全部转入金额一半的公司。",
          main, "two_hop", "zh")
    return q.dump()


# ----------------------------------------------------------------------------------------
# kag-supplychain
# ----------------------------------------------------------------------------------------
def build_sc():
    src = KAG_SC / "sources"
    comps = read(src / "Company.csv")
    upd = read(src / "CompanyUpdate.csv")
    persons = read(src / "Person.csv")
    prods = read(src / "Product.csv")
    trans = read(src / "Company_fundTrans_Company.csv")

    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps), "duplicate company names"
    cprod = {c["id"]: [p for p in c["product"].split(",") if p] for c in comps}
    for u in upd:
        assert u["id"] in cname
        cprod[u["id"]] = [p for p in u["products"].split(",") if p]
    prow, pind = {}, {}
    for p in prods:
        downs = [x for x in p["hasSupplyChain"].split(",") if x]
        if p["id"] in prow:
            assert prow[p["id"]] == downs and pind[p["id"]] == p["belongToIndustry"]
        prow[p["id"]] = downs
        pind[p["id"]] = p["belongToIndustry"]
    T = [(t["srcId"], t["dstId"], t["transDate"], int(t["transAmt"])) for t in trans]
    for s, d, _, _ in T:
        assert s in cname and d in cname
    pnames = [p["name"] for p in persons]
    assert len(set(pnames)) == len(pnames)
    page = {p["name"]: int(p["age"]) for p in persons}
    lr = {p["name"]: set(x for x in p["legalRepresentative"].split(",") if x in cid) for p in persons}
    reps_of = defaultdict(set)
    for pn, cs in lr.items():
        for c in cs:
            reps_of[cid[c]].add(pn)
    inflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]

    q = QSet("kag-supplychain")
    # 01
    jl = cid["吉林奇*化****公司"]
    assert len(reps_of[jl]) == 1
    q.add("I'm reviewing the borrower 吉林奇*化****公司 for credit: how old is its legal representative?",
          num(page[next(iter(reps_of[jl]))]), "two_hop", "en")
    # 02
    q.add("How many distinct companies is 臧* the legal representative of?",
          num(len(lr["臧*"])), "count", "en")
    # 03
    q.add("List every company for which 臧* serves as legal representative.",
          sorted(lr["臧*"]), "list", "en")
    # 04
    q.add("What is the total amount 传化****限公司 has received across all recorded fund transfers?",
          num(inflow[CH]), "sum", "en")
    # 05
    q.add("How much did 传化****限公司 pay out in transfers dated from 2023-07-01 through 2023-07-31, both days inclusive?",
          num(sum(x for s, _, dt, x in T if s == CH and in_window(dt, "20230701", "20230731"))), "time_window", "en")
    # 06
    out_ch = [t for t in T if t[0] == CH]
    big = max(out_ch, key=lambda t: t[3])
    assert sum(1 for t in out_ch if t[3] == big[3]) == 1
    q.add("To which company did 传化****限公司 make its single largest payment?",
          cname[big[1]], "superlative", "en")
    # 07
    paid_sj = defaultdict(int)
    for s, d, _, x in T:
        if d == SJ:
            paid_sj[cname[s]] += x
    q.add("For a related-party review of 三角***份限公司, name its top 3 payers by total amount paid, highest first.",
          top_n(paid_sj, 3), "top_n", "en")
    # 08
    q.add("How many different companies have paid money to 三角***份限公司?",
          num(len(paid_sj)), "count", "en")
    # 09
    rec = [x for _, d, _, x in T if d == SJ]
    q.add("What is the average amount of the individual transfers received by 三角***份限公司? Round to 2 decimal places.",
          rnd(Decimal(sum(rec)) / len(rec), 2), "average", "en")
    # 10
    q.add("According to the latest company records, does 浙江**摩托**限公司 still list 汽车-摩托车制造-三轮摩托车 among its products?",
          "yes" if "汽车-摩托车制造-三轮摩托车" in cprod[ZJ] else "no", "yes_no", "en")
    # 11 mainSupply rule
    main = []
    downs_ch = {dn for p in cprod[CH] for dn in prow.get(p, [])}
    for o in cname:
        if o == CH or not (set(cprod[o]) & downs_ch):
            continue
        paid = sum(x for s, d, _, x in T if s == o and d == CH)
        if paid and paid / inflow[CH] > 0.5:
            main.append(cname[o])
    q.add("Which company counts as the main customer of 传化****限公司, i.e. it makes a product downstream of one of 传化's products and paid 传化 more than half of everything 传化 received?",
          main, "two_hop", "en")
    # 12
    rp = sum(x for s, d, _, x in T if reps_of[s] & reps_of[d])
    q.add("Related-party payments: what is the total amount of transfers whose payer and payee have a legal representative in common?",
          num(rp), "sum", "en")
    # 13
    bigall = max(T, key=lambda t: t[3])
    assert sum(1 for t in T if t[3] == bigall[3]) == 1 and len(reps_of[bigall[1]]) == 1
    q.add("Who is the legal representative of the company that received the single largest transfer in the ledger?",
          sorted(reps_of[bigall[1]]), "two_hop", "en")
    # 14
    q.add("Which industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?",
          pind["轮胎与橡胶-轮胎-斜交轮胎"], "lookup", "en")
    # 15
    def ups(p):
        return {u for u, downs in prow.items() if p in downs}
    two = sorted({u2 for u1 in ups("汽车-摩托车制造-二轮摩托车") for u2 in ups(u1)})
    q.add("Tracing upstream supply for a motorcycle maker: which product sits two steps upstream of 汽车-摩托车制造-二轮摩托车 (the upstream product of its upstream product)?",
          two, "two_hop", "en")
    # 16
    tyre = {p for p in prow if p == "轮胎与橡胶-轮胎" or p.startswith("轮胎与橡胶-轮胎-")}
    assert tyre <= set(prow["商品化工-橡胶-合成橡胶-顺丁橡胶"])
    q.add("To size exposure to a 顺丁橡胶 price rise: how many companies make at least one tyre product, i.e. 轮胎与橡胶-轮胎 or any of its sub-categories (codes starting with 轮胎与橡胶-轮胎-)?",
          num(sum(1 for c in cname if set(cprod[c]) & tyre)), "count", "en")
    # 17 zh
    q.add("在法定代表人名单（自然人表）中，年龄最大的是哪一位？", unique_max(page), "superlative", "zh")
    # 18 zh
    ins = {p for p, ind in pind.items() if ind == "金融-保险-保险-保险"}
    q.add("有多少家公司经营至少一种属于“金融-保险-保险-保险”产业的产品？",
          num(sum(1 for c in cname if set(cprod[c]) & ins)), "count", "zh")
    # 19 zh
    assert page["夏**"] != page["樊**"]
    q.add("夏** 和 樊** 两位法定代表人，谁更年长？",
          "夏**" if page["夏**"] > page["樊**"] else "樊**", "comparison", "zh")
    # 20 zh
    q.add("交易日期在2023年8月1日至2023年8月31日（含首尾）之间的企业间转账共有多少笔？",
          num(sum(1 for t in T if in_window(t[2], "20230801", "20230831"))), "time_window", "zh")
    # 21 zh
    months = Counter("%s-%s" % (t[2][:4], t[2][4:6]) for t in T)
    q.add("按交易日期所在月份统计，每个月各有多少笔企业间转账？请按“年-月: 笔数”列出。",
          ["%s: %d" % (m, n) for m, n in sorted(months.items())], "group_counts", "zh")
    # 22 zh
    may = {}
    for s, d, dt, x in T:
        if s == CH and in_window(dt, "20230501", "20230531"):
            assert cname[d] not in may
            may[cname[d]] = x
    q.add("传化****限公司在2023年5月1日至2023年5月31日（含）期间付款的收款公司有哪些？请按付款金额从高到低排列。",
          sorted_unique(may, reverse=True), "sorted_list", "zh")
    # 23 zh
    rel = sorted({cname[s] for s, d, _, _ in T if d == CH and reps_of[s] & reps_of[CH]})
    q.add("向传化****限公司付过款的公司中，哪些与传化有共同的法定代表人？",
          rel, "two_hop", "zh")
    # 24 zh
    q.add("华融***融控**公司 一共经营多少种不同的产品？",
          num(len(set(cprod[cid["华融***融控**公司"]]))), "count", "zh")
    # 25 zh
    bj, bm = cid["北*控股*公司"], cid["白马*外***公司"]
    q.add("北*控股*公司 的法定代表人是否同时也是 白马*外***公司 的法定代表人？",
          "是" if reps_of[bj] & reps_of[bm] else "否", "yes_no", "zh")
    return q.dump()


# ----------------------------------------------------------------------------------------
# kag-riskmining
# ----------------------------------------------------------------------------------------
def build_rm():
    src = KAG_RM / "sources"
    persons = read(src / "Person.csv")
    comps = read(src / "Company.csv")
    ft = read(src / "Person_fundTrans_Person.csv")
    hold = read(src / "Person_holdShare_Company.csv")
    hasdev = read(src / "Person_hasDevice_Device.csv")
    devices = read(src / "Device.csv")
    apps = read(src / "App.csv")
    certs = read(src / "Cert.csv")
    ccert = read(src / "Company_hasCert_Cert.csv")
    pcert = read(src / "Person_hasCert_Cert.csv")

    pname = {p["id"]: p["name"] for p in persons}
    pid = {p["name"]: p["id"] for p in persons}
    assert len(pid) == len(persons)
    page = {p["name"]: int(p["age"]) for p in persons}
    pphone = {p["name"]: p["hasPhone"] for p in persons}
    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    certnums = {c["certNum"] for c in certs}
    app = {a["id"]: a for a in apps}
    dev_apps = {d["id"]: set(x for x in d["install"].split(",") if x in app) for d in devices}
    dev_umid = {d["id"]: d["umid"] for d in devices}
    owns = defaultdict(set)
    for r in hasdev:
        if r["src"] in pname and r["dst"] in dev_apps:
            owns[pname[r["src"]]].add(r["dst"])
    T = [(pname[r["src"]], pname[r["dst"]], r["transDate"], int(r["transAmt"])) for r in ft
         if r["src"] in pname and r["dst"] in pname]
    shares = defaultdict(set)
    for r in hold:
        if r["src"] in pname and r["dst"] in cname:
            shares[pname[r["src"]]].add(cname[r["dst"]])
    comp_certs = defaultdict(set)
    for r in ccert:
        if r["src"] in cname and r["dst"] in certnums:
            comp_certs[cname[r["src"]]].add(r["dst"])
    pers_certs = defaultdict(set)
    for r in pcert:
        if r["src"] in pname and r["dst"] in certnums:
            pers_certs[pname[r["src"]]].add(r["dst"])
    gamb = sorted(a for a, r in app.items() if "赌博" in r["riskMark"])
    fraud = sorted(a for a, r in app.items() if r["riskMark"] == "诈骗")

    def developers(a):
        return sorted(p for p, ds in owns.items() if sum(1 for d in ds if a in dev_apps[d]) > 5)

    def released(p):
        cs = set().union(*[comp_certs[c] for c in shares[p]]) if shares[p] else set()
        return sorted(a for a, r in app.items() if r["useCert"] in cs)

    B = "柏*"
    q = QSet("kag-riskmining")
    # 01
    q.add("Credit file check on the borrower 柏*: what phone number is on record for this person?",
          pphone[B], "lookup", "en")
    # 02
    q.add("Which companies does the borrower 柏* hold shares in?", sorted(shares[B]), "list", "en")
    # 03
    q.add("What is the total amount 柏* has transferred to 邬** across all recorded transfers?",
          num(sum(x for s, d, _, x in T if s == B and d == "邬**")), "sum", "en")
    # 04
    q.add("How many separate transfers did 柏* send to 杜*?",
          num(sum(1 for s, d, _, _ in T if s == B and d == "杜*")), "count", "en")
    # 05
    q.add("What is the total of all transfers sent by 柏* dated from 2023-09-01 through 2023-09-10, both days inclusive?",
          num(sum(x for s, _, dt, x in T if s == B and in_window(dt, "20230901", "20230910"))), "time_window", "en")
    # 06
    outs = [t for t in T if t[0] == B]
    big = max(outs, key=lambda t: t[3])
    assert sum(1 for t in outs if t[3] == big[3]) == 1
    q.add("Who was the recipient of the single largest transfer 柏* made?", big[1], "superlative", "en")
    # 07
    to_q = [x for s, d, _, x in T if s == B and d == "裘**"]
    q.add("What is the average amount of 柏*'s transfers to 裘**? Round to 1 decimal place.",
          rnd(Decimal(sum(to_q)) / len(to_q), 1), "average", "en")
    # 08
    q.add("How many devices does 邬** own?", num(len(owns["邬**"])), "count", "en")
    # 09
    co = sorted({p for p, ds in owns.items() if p != "雷**" and ds & owns["雷**"]})
    q.add("Shared-device check: which other person owns a device that 雷** also owns?", co, "two_hop", "en")
    # 10
    q.add("Is the app com.qIu.VJbJ flagged with the gambling (赌博) risk mark?",
          "yes" if "赌博" in app["com.qIu.VJbJ"]["riskMark"] else "no", "yes_no", "en")
    # 11
    q.add("Which apps carry the fraud (诈骗) risk mark?", fraud, "list", "en")
    # 12
    q.add("Which persons have the gambling app com.Yirmf.MZx.NKC.Xqp installed on more than 5 of their own devices?",
          developers("com.Yirmf.MZx.NKC.Xqp"), "two_hop", "en")
    # 13
    rel_g = [a for a in released(B) if a in gamb]
    q.add("Which gambling-flagged apps use a certificate held by a company that 柏* holds shares in?",
          rel_g, "two_hop", "en")
    # 14
    q.add("How many distinct apps are installed across all of 裘**'s devices?",
          num(len(set().union(*[dev_apps[d] for d in owns["裘**"]]))), "count", "en")
    # 15
    q.add("How many certificates does 哈尔*工***技术产**发**限公司 hold?",
          num(len(comp_certs["哈尔*工***技术产**发**限公司"])), "count", "en")
    # 16
    cert = app["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]
    q.add("Which person holds the certificate used by the app com.CYUwwpj.ceCCEm.LCtzt.NCrUKX?",
          sorted(p for p, cs in pers_certs.items() if cert in cs), "two_hop", "en")
    # 17 zh
    q.add("在审查借款人柏*的关系网络时，需要了解：所有自然人中年龄最大的是谁？", unique_max(page), "superlative", "zh")
    # 18 zh
    tq = sum(x for s, d, _, x in T if s == B and d == "裘**")
    td = sum(x for s, d, _, x in T if s == B and d == "杜*")
    assert tq != td
    q.add("柏*转给裘**和转给杜*的总金额相比，谁收到的更多？", "裘**" if tq > td else "杜*", "comparison", "zh")
    # 19 zh
    q.add("拥有设备数量最多的前3位自然人是谁？请按设备数从多到少排列。",
          top_n({p: len(ds) for p, ds in owns.items()}, 3), "top_n", "zh")
    # 20 zh
    recv = defaultdict(int)
    for s, d, _, x in T:
        if s == B:
            recv[d] += x
    q.add("柏*的所有转账对象，按从柏*处收到的总金额从高到低排列。",
          sorted_unique(recv, reverse=True), "sorted_list", "zh")
    # 21 zh
    rm = Counter(r["riskMark"] for r in apps)
    q.add("按风险标记统计，各类风险标记分别有多少个应用？请按“标记: 数量”列出。",
          ["%s: %d" % (k, v) for k, v in sorted(rm.items())], "group_counts", "zh")
    # 22 zh
    assert len(owns["席*"]) == 1
    q.add("席*名下那台设备的umid是多少？", dev_umid[next(iter(owns["席*"]))], "lookup", "zh")
    # 23 zh
    q.add("有多少台设备安装了至少一个被标记为赌博的应用？",
          num(sum(1 for d, s in dev_apps.items() if s & set(gamb))), "count", "zh")
    # 24 zh  (赌博App老板 rule)
    boss = bool(rel_g) and any(any(s == B and d in developers(a) for s, d, _, _ in T) for a in rel_g)
    q.add("按图谱规则，柏*是否属于“赌博App老板”（发布了赌博应用，并且向该应用的开发者转过账）？",
          "是" if boss else "否", "yes_no", "zh")
    # 25 zh
    lh = comp_certs["莲花*康**集**份限公司"]
    used_by_g = {app[a]["useCert"] for a in gamb}
    q.add("莲花*康**集**份限公司持有的证书中，有多少张被至少一个赌博应用使用？",
          num(len(lh & used_by_g)), "count", "zh")
    return q.dump()


def main():
    paths = [build_acme(), build_sc(), build_rm()]
    for p in paths:
        data = json.load(open(p, encoding="utf-8"))
        ids = [d["id"] for d in data]
        assert len(data) == 25 and len(set(ids)) == 25
        assert all(d["answer"] and all(a for a in d["answer"]) for d in data)
        print(p, len(data), dict(Counter(d["lang"] for d in data)))


if __name__ == "__main__":
    main()
