#!/usr/bin/env python3
"""Round r82 blind gold questions for acme-supply, KAG supply chain and KAG risk mining.

Personas (new this round)
-------------------------
* A journalist investigating money flows between related companies (who paid
  whom, how much, inside which explicit date window, related-party loops via a
  shared legal representative, share holdings, certificates reused by apps).
* A supply-chain resilience consultant mapping single points of failure (which
  product has only one upstream product, how many companies make a product,
  which supplier depends on one customer for more than half of its inflow,
  which devices/apps concentrate risk).

Each project gets 25 questions: 16 English ("en") and 9 Chinese ("zh").
Every answer is computed from CSV cells below; only question wording and the
literal values typed into questions (names, dates, thresholds) are by hand.

Files / columns used
--------------------
acme-supply (data/examples/acme-supply/sources):
  Company.csv            id, name, country, founded, product (';'-separated)
  Company_fundTrans_Company.csv  srcId, dstId, transDate (yyyymmdd), transAmt
  Person.csv             name, age, legalRepresentative (';'-separated company names)
  Product.csv            id, hasSupplyChain (';'-separated DOWNSTREAM products,
                         per schema "hasSupplyChain(Downstream product)")
kag-supplychain (datasets/kag-supplychain/sources):
  Company.csv            id, name, product (','-separated)
  Company_fundTrans_Company.csv  srcId, dstId, transDate, transAmt
  Person.csv             name, age, legalRepresentative (','-separated company names)
  Product.csv            id, belongToIndustry, hasSupplyChain (','-separated downstream)
  CompanyUpdate.csv      read only to detect which company it rewrites (avoided)
kag-riskmining (datasets/kag-riskmining/sources):
  Person.csv             id, name, age, hasPhone
  Company.csv            id, name, phone
  App.csv                id (package name, apps have no other name), riskMark, useCert (cert number)
  Cert.csv               id, certNum
  Device.csv             id, umid, install (','-separated app ids)
  Company_hasCert_Cert.csv   src (company id), dst (cert number)
  Person_hasCert_Cert.csv    src (person id), dst (cert number)
  Person_hasDevice_Device.csv src (person id), dst (device id)
  Person_holdShare_Company.csv src (person id), dst (company id)
  Person_fundTrans_Person.csv src, dst, transDate, transAmt

Readings avoided and why
------------------------
* Rules relative to "now" (outflow90Days, fundTrans1Month/3Month/6Month, ...):
  never used; every date window states both ends and that they are inclusive.
* KAG supply chain Product.csv repeats product rows (78 rows, 44 ids; the
  repeats are identical).  Products are de-duplicated by id before counting.
* KAG supply chain Person 臧* lists 三角***份限公司 and 传化****限公司 twice in
  legalRepresentative; company product cells also repeat items (e.g. 汽车 twice).
  All such lists are de-duplicated; the count question says "each company once".
* KAG supply chain hasSupplyChain cells and company product cells name many
  products that have no row of their own in Product.csv (313 downstream names,
  11 company product names).  Those are never counted or listed; upstream /
  downstream answers are restricted to products that have a row.
* CompanyUpdate.csv rewrites 浙江**摩托**限公司's products (drops 三轮摩托车).
  No question depends on that company's product list (checked by assertion);
  it appears only in money-flow / legal-representative questions.
* Product hierarchy (names like A-B-C under A-B): maker questions use leaf
  products only (asserted: no company or product lists a deeper name), and the
  顺丁橡胶 downstream question is limited by wording to the tyre products
  (names starting 轮胎与橡胶-轮胎), which all have rows; it is checked to give
  the same answer under an exact-match and a hierarchical reading.  Without
  that limit the answer would be 38 or 40 depending on whether the
  row-less downstream 化工商品贸易-化工产品贸易-橡塑制品贸易 is counted.
* Masked names (e.g. **娱乐****公司 / **娱乐**公司 / **娱乐***公司): asserted to
  be unique strings inside their own file; answers copy them exactly.
* Ties: superlatives/top-N/sorted lists assert strict ordering.  Avoided the
  tied "most installed app" (com.Yirmf.MZx.NKC.Xqp and com.qIu.VJbJ both on 33
  devices) and tied ages (裘** and 袁* both 58 in risk mining).
* Risk mining Device.install repeats an app inside some device cells (devices
  3, 16, 20); installs are counted per distinct device / distinct app.
* Risk mining devices are shared between people (e.g. device 45 by 方* and 雷**,
  many devices between 裘**, 杜*, 邬**); device counts are per person.
* Every risk-mining company (0-9) holds at least one certificate used by a
  gambling app, and companies 3-9 each hold 27 of the 30 certificates; questions
  about certificates name one company or person explicitly.
* Acme notes/*.txt|md files are not CSV sources and are not used.
"""
import csv
import json
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


def find_up(*rels):
    for anc in [HERE] + list(HERE.parents):
        for rel in rels:
            cand = anc / rel
            if cand.is_dir():
                return cand
    raise SystemExit(f"could not find any of {rels} above {HERE}")


def read(path):
    with open(path, encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def split(cell, sep):
    """Split a multi-value cell, drop blanks, de-duplicate keeping order."""
    return list(dict.fromkeys(x.strip() for x in cell.split(sep) if x.strip()))


def num(n):
    return str(int(n))


def dec(numer, denom, places):
    q = Decimal(1).scaleb(-places)
    return str((Decimal(numer) / Decimal(denom)).quantize(q, rounding=ROUND_HALF_UP))


def unique_max(counter_items, what):
    items = sorted(counter_items, key=lambda kv: -kv[1])
    assert len(items) >= 2 and items[0][1] > items[1][1], f"tie for {what}: {items[:3]}"
    return items[0][0]


def strictly_sorted(pairs, reverse, what):
    s = sorted(pairs, key=lambda kv: kv[1], reverse=reverse)
    vals = [v for _, v in s]
    assert len(set(vals)) == len(vals), f"tie in {what}: {s}"
    return [k for k, _ in s]


def in_window(d, lo, hi):
    return lo <= d <= hi


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer), (question, answer)
        n = len(self.items) + 1
        self.items.append({
            "id": f"{self.project}-r82-{n:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.project, langs)
        assert len({q["id"] for q in self.items}) == 25


# ---------------------------------------------------------------- acme-supply
def acme(root):
    src = root / "sources"
    companies = read(src / "Company.csv")
    trans = read(src / "Company_fundTrans_Company.csv")
    persons = read(src / "Person.csv")
    products = read(src / "Product.csv")

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    name = {c["id"]: c["name"] for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    makes = {c["name"]: split(c["product"], ";") for c in companies}
    assert len({tuple(r.values()) for r in trans}) == len(trans), "duplicate transfer rows"
    for r in trans:
        assert r["srcId"] in name and r["dstId"] in name
    tr = [(name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])) for r in trans]
    inflow = Counter()
    outflow = Counter()
    for s, d, _, a in tr:
        inflow[d] += a
        outflow[s] += a
    prod_ids = list(dict.fromkeys(p["id"] for p in products))
    down = {}
    for p in products:
        down.setdefault(p["id"], split(p["hasSupplyChain"], ";"))
    for p, ds in down.items():
        for x in ds:
            assert x in down, x
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    for ps in reps.values():
        for c in ps:
            assert c in cid, c
    age = {p["name"]: int(p["age"]) for p in persons}

    q = QSet("acme-supply")
    A = "Acme Motors"
    OH = "O'Hara, Lamb & Sons"

    # 01 lookup
    country = {c["name"]: c["country"] for c in companies}
    q.add("I'm mapping where our critical suppliers sit geographically. Which country is Fjord Steel AS registered in?",
          [country["Fjord Steel AS"]], "lookup", "en")
    # 02 lookup
    founded = {c["name"]: int(c["founded"]) for c in companies}
    q.add(f"In what year was {OH} founded?", [num(founded[OH])], "lookup", "en")
    # 03 sum
    q.add(f"Following the money: across all recorded transfers, how much in total has {A} paid to {OH}?",
          [num(sum(a for s, d, _, a in tr if s == A and d == OH))], "sum", "en")
    # 04 count
    q.add(f"How many individual fund transfers did {A} send out?",
          [num(sum(1 for s, *_ in tr if s == A))], "count", "en")
    # 05 superlative
    q.add("Which company received the largest total amount of incoming fund transfers?",
          [unique_max(inflow.items(), "acme inflow")], "superlative", "en")
    # 06 list
    q.add(f"For my story I need every company that has received money from {A}. Which are they?",
          sorted({d for s, d, *_ in tr if s == A}), "list", "en")
    # 07 time window
    q.add("What was the combined value of all fund transfers dated from 2024-03-01 through 2024-05-31, both days included?",
          [num(sum(a for *_, dt, a in tr if in_window(dt, "20240301", "20240531")))], "time_window", "en")
    # 08 two-hop: same legal representative
    same = sorted({c for p, cs in reps.items() if A in cs for c in cs if c != A})
    q.add(f"Which other company has the same legal representative as {A}?", same, "two_hop", "en")
    # 09 two-hop upstream makers
    tyres = "Vehicles-Parts-Tyres"
    ups = [p for p in prod_ids if tyres in down[p]]
    q.add(f"Which companies make a product that sits directly upstream of {tyres} in the supply chain?",
          sorted({c for c, ps in makes.items() if set(ps) & set(ups)}), "two_hop", "en")
    # 10 list: product with more than one maker
    makers = defaultdict(set)
    for c, ps in makes.items():
        for p in ps:
            makers[p].add(c)
    q.add("Looking for single points of failure: which product is made by more than one company (every other product has just one maker)?",
          sorted(p for p, cs in makers.items() if len(cs) > 1), "list", "en")
    # 11 yes/no
    q.add(f"Did Granite Insurance ever send money to {A}?",
          ["yes" if any(s == "Granite Insurance" and d == A for s, d, *_ in tr) else "no"], "yes_no", "en")
    # 12 comparison
    assert age["Ada Moreno"] != age["Chloe Tan"]
    q.add("Who is older, Ada Moreno or Chloe Tan?",
          [max(["Ada Moreno", "Chloe Tan"], key=age.get)], "comparison", "en")
    # 13 difference
    q.add(f"For {A}, how much more money went out than came in (total outgoing transfers minus total incoming transfers)?",
          [num(outflow[A] - inflow[A])], "difference", "en")
    # 14 average
    rec = [a for s, d, _, a in tr if d == OH]
    q.add(f"What is the average amount of the transfers received by {OH}? Round to 2 decimal places.",
          [dec(sum(rec), len(rec), 2)], "average", "en")
    # 15 sorted list
    q.add("List all companies in order of founding year, oldest first.",
          strictly_sorted(founded.items(), False, "acme founded"), "sorted_list", "en")
    # 16 group counts
    cc = Counter(country.values())
    q.add("How many companies are registered in each country? Give each as 'country: count'.",
          [f"{k}: {v}" for k, v in sorted(cc.items())], "group_counts", "en")

    # ---- zh
    q.add("Bram de Vries 是哪些公司的法人代表？", sorted(reps["Bram de Vries"]), "list", "zh")
    q.add("2024-01-01 至 2024-12-31（首尾两天都算）期间一共有多少笔资金转账？",
          [num(sum(1 for *_, dt, _a in tr if in_window(dt, "20240101", "20241231")))], "time_window", "zh")
    top = strictly_sorted(outflow.items(), True, "acme outflow")
    q.add("按转出总金额排名，排在前两位的是哪两家公司？请从高到低列出。", top[:2], "top_n", "zh")
    q.add("做资金流向调查：Delta Cells GmbH 有没有向 Fjord Steel AS 转过账？",
          ["是" if any(s == "Delta Cells GmbH" and d == "Fjord Steel AS" for s, d, *_ in tr) else "否"], "yes_no", "zh")
    q.add("Dara O'Hara 担任法人代表的所有公司，一共收到了多少转入资金？",
          [num(sum(inflow[c] for c in reps["Dara O'Hara"]))], "sum", "zh")
    q.add("Eastwind Logistics 的法人代表是谁？",
          sorted(p for p, cs in reps.items() if "Eastwind Logistics" in cs), "lookup", "zh")
    dn = set(down[tyres])
    q.add(f"哪些公司生产的产品是 {tyres} 的直接下游产品？",
          sorted(c for c, ps in makes.items() if set(ps) & dn), "two_hop", "zh")
    # dependency on one customer (mainSupply reading with OH as the customer)
    dep = []
    for s in makes:
        if s == OH or inflow[s] == 0:
            continue
        downstream_of_s = {x for p in makes[s] for x in down.get(p, [])}
        if downstream_of_s & set(makes[OH]):
            paid = sum(a for p_, d, _, a in tr if p_ == OH and d == s)
            if paid * 2 > inflow[s]:
                dep.append(s)
    q.add(f"排查单点依赖：哪些公司收到的转入资金中有一半以上来自 {OH}，并且 {OH} 生产的某个产品正是这些公司所产产品的直接下游？",
          sorted(dep), "two_hop", "zh")
    big = unique_max([((s, d), a) for s, d, _, a in tr], "acme biggest transfer")
    q.add("单笔金额最大的那一笔转账，是哪家公司付出的？", [big[0]], "superlative", "zh")
    q.check()
    return q.items


# ---------------------------------------------------------- kag-supplychain
def supplychain(root):
    src = root / "sources"
    companies = read(src / "Company.csv")
    trans = read(src / "Company_fundTrans_Company.csv")
    persons = read(src / "Person.csv")
    products = read(src / "Product.csv")
    updates = read(src / "CompanyUpdate.csv")

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({p["name"] for p in persons}) == len(persons)
    name = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: split(c["product"], ",") for c in companies}
    updated = {name[u["id"]] for u in updates}
    assert updated == {"浙江**摩托**限公司"}, updated
    assert len({tuple(r.values()) for r in trans}) == len(trans)
    tr = [(name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])) for r in trans]
    inflow, outflow = Counter(), Counter()
    for s, d, _, a in tr:
        inflow[d] += a
        outflow[s] += a
    prod = {}
    for p in products:
        if p["id"] in prod:
            assert prod[p["id"]] == p, "conflicting repeated product row"
        prod[p["id"]] = p
    down = {k: [x for x in split(p["hasSupplyChain"], ",") if x in prod] for k, p in prod.items()}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in persons}
    for cs in reps.values():
        for c in cs:
            assert c in makes, c
    rep_of = defaultdict(set)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].add(p)
    age = {p["name"]: int(p["age"]) for p in persons}
    all_prod_names = set(prod) | {x for ps in makes.values() for x in ps}

    def is_leaf(x):
        return not any(y.startswith(x + "-") for y in all_prod_names)

    def makers_of(x):
        ms = sorted(c for c, ps in makes.items() if x in ps)
        assert not (set(ms) & updated), f"{x} touches updated company"
        return ms

    q = QSet("kag-supplychain")
    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"

    # 01 lookup
    q.add(f"Who is the legal representative of {CH}?", sorted(rep_of[CH]), "lookup", "en")
    # 02 count distinct
    q.add("Counting each company only once, for how many companies is 臧* listed as legal representative?",
          [num(len(reps["臧*"]))], "count", "en")
    # 03 sum
    q.add(f"I'm tracing where {CH}'s cash went. What is the total amount it paid out across all recorded transfers?",
          [num(outflow[CH])], "sum", "en")
    # 04 sum
    q.add(f"How much money in total did {SJ} receive from other companies?", [num(inflow[SJ])], "sum", "en")
    # 05 difference
    q.add(f"For {CH}, what is its total outgoing transfer amount minus its total incoming transfer amount?",
          [num(outflow[CH] - inflow[CH])], "difference", "en")
    # 06 superlative
    big = unique_max([((s, d), a) for s, d, _, a in tr], "sc biggest transfer")
    q.add("Which company made the single largest fund transfer in the data?", [big[0]], "superlative", "en")
    # 07 top-n
    paid_by_ch = Counter()
    for s, d, _, a in tr:
        if s == CH:
            paid_by_ch[d] += a
    q.add(f"Which three companies received the most money from {CH} in total? List them from highest to lowest.",
          strictly_sorted(paid_by_ch.items(), True, "ch payees")[:3], "top_n", "en")
    # 08 time window sum
    q.add("What was the combined value of all transfers dated from 2023-07-01 through 2023-07-31, both days included?",
          [num(sum(a for *_, dt, a in tr if in_window(dt, "20230701", "20230731")))], "time_window", "en")
    # 09 time window count
    q.add("How many transfers are dated between 2023-08-01 and 2023-08-31, inclusive of both dates?",
          [num(sum(1 for *_, dt, _a in tr if in_window(dt, "20230801", "20230831")))], "time_window", "en")
    # 10 two-hop related parties
    payers_sj = {s for s, d, *_ in tr if d == SJ}
    related = sorted(c for c in payers_sj if rep_of[c] & rep_of[SJ])
    q.add(f"Which of the companies that paid money to {SJ} share a legal representative with {SJ}?",
          related, "two_hop", "en")
    # 11 related-party sum
    zs = set(reps["臧*"])
    q.add("Journalist's question: what is the total of all transfers in which both the payer and the payee are companies whose legal representative is 臧*?",
          [num(sum(a for s, d, _, a in tr if s in zs and d in zs))], "sum", "en")
    # 12 yes/no
    q.add(f"Did {SJ} ever pay money to 康**股有公司?",
          ["yes" if any(s == SJ and d == "康**股有公司" for s, d, *_ in tr) else "no"], "yes_no", "en")
    # 13 average
    rec = [a for s, d, _, a in tr if d == SJ]
    q.add(f"What is the average amount of the transfers received by {SJ}? Round to 2 decimal places.",
          [dec(sum(rec), len(rec), 2)], "average", "en")
    # 14 count makers of a leaf product
    sp = "轮胎与橡胶-轮胎-特种轮胎"
    assert is_leaf(sp)
    q.add(f"Resilience check: how many companies list {sp} among their products?",
          [num(len(makers_of(sp)))], "count", "en")
    # 15 comparison
    assert age["袁*"] != age["夏**"]
    q.add("Who is older, 袁* or 夏**?", [max(["袁*", "夏**"], key=age.get)], "comparison", "en")
    # 16 upstream single source
    bias = "轮胎与橡胶-轮胎-斜交轮胎"
    q.add(f"Which product(s) in the product table list {bias} as a directly downstream product?",
          sorted(p for p in prod if bias in down[p]), "two_hop", "en")

    # ---- zh
    q.add(f"{CH} 一共向多少家不同的公司转过账？", [num(len({d for s, d, *_ in tr if s == CH}))], "count", "zh")
    q.add("俞** 是哪些公司的法人代表？", sorted(reps["俞**"]), "list", "zh")
    ind = Counter(p["belongToIndustry"] for p in prod.values())
    q.add("产品表里（同一产品只算一次），每个所属产业各有多少个产品？请按“产业: 数量”的格式给出。",
          [f"{k}: {v}" for k, v in sorted(ind.items())], "group_counts", "zh")
    q.add(f"{ZJ} 和 {SJ} 有没有同一位法人代表？", ["是" if rep_of[ZJ] & rep_of[SJ] else "否"], "yes_no", "zh")
    q.add(f"2023-05-01 至 2023-06-30（含首尾两天）期间，{SJ} 一共收到多少转账金额？",
          [num(sum(a for s, d, dt, a in tr if d == SJ and in_window(dt, "20230501", "20230630")))], "time_window", "zh")
    paid_to_ch = Counter()
    for s, d, _, a in tr:
        if d == CH:
            paid_to_ch[s] += a
    q.add(f"向 {CH} 付过款的公司，按付款总额从高到低排列是哪些？",
          strictly_sorted(paid_to_ch.items(), True, "payers to ch"), "sorted_list", "zh")
    # price event on 顺丁橡胶: companies making a directly downstream product
    bd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    ev = read(src / "ProductChainEvent.csv")
    assert any(e["subject"] == bd for e in ev)
    tyre = "轮胎与橡胶-轮胎"
    raw_down = split(prod[bd]["hasSupplyChain"], ",")
    dset = {x for x in raw_down if x == tyre or x.startswith(tyre + "-")}
    assert dset <= set(prod), "tyre downstream without own row"
    exact = {c for c, ps in makes.items() if set(ps) & dset}
    hier = {c for c, ps in makes.items() if any(x == y or x.startswith(y + "-") for x in ps for y in dset)}
    assert exact == hier, (exact ^ hier)
    assert ZJ not in exact
    q.add(f"供应链风险评估：{bd} 价格上涨，会传导到它的直接下游产品中的轮胎类产品（名称以“{tyre}”开头的那些）。生产这些轮胎类下游产品的公司一共有多少家？",
          [num(len(exact))], "count", "zh")
    q.add("自然人中年龄最大的是谁？", [unique_max(age.items(), "sc oldest")], "superlative", "zh")
    # mainSupply for CH
    ch_down = {x for p in makes[CH] for x in down.get(p, [])}
    assert CH not in updated
    mains = []
    for o in makes:
        if o == CH or not (set(makes[o]) & ch_down):
            continue
        paid = sum(a for s, d, _, a in tr if s == o and d == CH)
        if paid * 2 > inflow[CH]:
            mains.append(o)
    q.add(f"哪家公司既生产 {CH} 所产产品的直接下游产品，又贡献了 {CH} 全部转入资金的一半以上？",
          sorted(mains), "two_hop", "zh")
    q.check()
    return q.items


# ----------------------------------------------------------- kag-riskmining
def riskmining(root):
    src = root / "sources"
    persons = read(src / "Person.csv")
    companies = read(src / "Company.csv")
    apps = read(src / "App.csv")
    devices = read(src / "Device.csv")
    c_cert = read(src / "Company_hasCert_Cert.csv")
    p_cert = read(src / "Person_hasCert_Cert.csv")
    p_dev = read(src / "Person_hasDevice_Device.csv")
    p_share = read(src / "Person_holdShare_Company.csv")
    p_trans = read(src / "Person_fundTrans_Person.csv")

    assert len({p["name"] for p in persons}) == len(persons)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({a["id"] for a in apps}) == len(apps)
    assert len({d["id"] for d in devices}) == len(devices)
    pn = {p["id"]: p["name"] for p in persons}
    pid = {v: k for k, v in pn.items()}
    cn = {c["id"]: c["name"] for c in companies}
    cid = {v: k for k, v in cn.items()}
    app = {a["id"]: a for a in apps}
    inst = {d["id"]: set(split(d["install"], ",")) for d in devices}
    for s in inst.values():
        assert s <= set(app)
    assert len({tuple(r.values()) for r in p_dev}) == len(p_dev)
    owns = defaultdict(set)
    for r in p_dev:
        assert r["dst"] in inst
        owns[pn[r["src"]]].add(r["dst"])
    assert len({tuple(r.values()) for r in p_trans}) == len(p_trans)
    tr = [(pn[r["src"]], pn[r["dst"]], r["transDate"], int(r["transAmt"])) for r in p_trans]
    gambling = sorted(a for a in app if "赌博" in app[a]["riskMark"])
    company_certs = defaultdict(set)
    for r in c_cert:
        company_certs[cn[r["src"]]].add(r["dst"])
    person_certs = defaultdict(set)
    for r in p_cert:
        person_certs[pn[r["src"]]].add(r["dst"])
    shares = defaultdict(set)
    for r in p_share:
        shares[pn[r["src"]]].add(cn[r["dst"]])
    age = {p["name"]: int(p["age"]) for p in persons}
    phone = {p["name"]: p["hasPhone"] for p in persons}

    q = QSet("kag-riskmining")
    BO = "柏*"
    recv = Counter()
    for s, d, _, a in tr:
        if s == BO:
            recv[d] += a

    q.add(f"What phone number is on file for {BO}?", [phone[BO]], "lookup", "en")
    q.add("How old is 邬**?", [num(age["邬**"])], "lookup", "en")
    q.add(f"In which companies does {BO} hold shares?", sorted(shares[BO]), "list", "en")
    q.add(f"I'm following {BO}'s payments. What is the total amount {BO} transferred to 邬**?",
          [num(recv["邬**"])], "sum", "en")
    q.add(f"How many separate transfers did {BO} make to 杜*?",
          [num(sum(1 for s, d, *_ in tr if s == BO and d == "杜*"))], "count", "en")
    q.add(f"Which person received the most money from {BO} in total?",
          [unique_max(recv.items(), "risk top recipient")], "superlative", "en")
    q.add(f"What is the total amount {BO} sent in transfers dated from 2023-09-01 through 2023-09-10, both days included?",
          [num(sum(a for s, _d, dt, a in tr if s == BO and in_window(dt, "20230901", "20230910")))], "time_window", "en")
    amts = [a for s, d, _, a in tr if s == BO and d == "裘**"]
    q.add(f"What is the average amount of the transfers from {BO} to 裘**? Round to 2 decimal places.",
          [dec(sum(amts), len(amts), 2)], "average", "en")
    q.add("How many devices does 邬** own?", [num(len(owns["邬**"]))], "count", "en")
    q.add("Counting each app once, how many distinct apps are installed across all devices owned by 杜*?",
          [num(len(set().union(*(inst[d] for d in owns["杜*"]))))], "count", "en")
    q.add("Which apps carry the risk mark 赌博 (gambling)? Give their app ids.", gambling, "list", "en")
    c0 = "**娱乐****公司"
    q.add(f"Which gambling-marked app is signed with a certificate held by the company {c0}?",
          sorted(a for a in gambling if app[a]["useCert"] in company_certs[c0]), "two_hop", "en")
    q.add("Is com.qIu.VJbJ installed on any device owned by 席*?",
          ["yes" if any("com.qIu.VJbJ" in inst[d] for d in owns["席*"]) else "no"], "yes_no", "en")
    assert len(owns["裘**"]) != len(owns["杜*"])
    q.add("Who owns more devices, 裘** or 杜*?", [max(["裘**", "杜*"], key=lambda p: len(owns[p]))],
          "comparison", "en")
    gcerts = {app[a]["useCert"] for a in gambling}
    q.add("Which people hold shares in a company that owns a certificate used by a gambling-marked app?",
          sorted(p for p, cs in shares.items() if any(company_certs[c] & gcerts for c in cs)), "two_hop", "en")
    cnt = Counter(d for s, d, *_ in tr if s == BO)
    q.add(f"Break down {BO}'s outgoing transfers by recipient: how many transfers went to each person? Give each as 'name: count'.",
          [f"{k}: {v}" for k, v in sorted(cnt.items())], "group_counts", "en")

    # ---- zh
    q.add(f"{BO} 转给 邬** 的总金额，比转给 杜* 的总金额多多少？", [num(recv["邬**"] - recv["杜*"])], "difference", "zh")
    devs_ = []
    for p in sorted(owns):
        for a in gambling:
            if sum(1 for d in owns[p] if a in inst[d]) > 5:
                devs_.append(p)
                break
    q.add("哪些自然人名下有超过5台设备装了同一个赌博类应用？", sorted(devs_), "list", "zh")
    q.add("中信*投证***限公司 一共持有多少张证书？", [num(len(company_certs["中信*投证***限公司"]))], "count", "zh")
    q.add("方* 和 雷** 是否共用同一台设备？", ["是" if owns["方*"] & owns["雷**"] else "否"], "yes_no", "zh")
    q.add("风险标记为“诈骗”的应用一共有多少个？",
          [num(sum(1 for a in app.values() if a["riskMark"] == "诈骗"))], "count", "zh")
    q.add("裘** 持有的证书被哪些应用使用？请给出应用 id。",
          sorted(a for a in app if app[a]["useCert"] in person_certs["裘**"]), "two_hop", "zh")
    rows = [(dt, a) for s, d, dt, a in tr if s == BO and d == "杜*"]
    assert len({dt for dt, _ in rows}) == len(rows)
    q.add(f"把 {BO} 转给 杜* 的每一笔金额按交易日期从早到晚列出来。",
          [num(a) for _, a in sorted(rows)], "sorted_list", "zh")
    q.add("装有 com.CYUwwpj.ceCCEm.LCtzt.NCrUKX 的设备一共有多少台？",
          [num(sum(1 for s in inst.values() if "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX" in s))], "count", "zh")
    q.add("应用 com.oStEmG.may 的风险标记是什么？", [app["com.oStEmG.may"]["riskMark"]], "lookup", "zh")
    q.check()
    return q.items


def main():
    kag = find_up("datasets/kag-supplychain", "shared/datasets/kag-supplychain").parent
    acme_root = find_up("data/examples/acme-supply")
    outs = {
        "r82-acme-supply.json": acme(acme_root),
        "r82-kag-supplychain.json": supplychain(kag / "kag-supplychain"),
        "r82-kag-riskmining.json": riskmining(kag / "kag-riskmining"),
    }
    for fn, items in outs.items():
        path = OUT_DIR / fn
        path.write_text(json.dumps(items, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(path, len(items), dict(Counter(i["lang"] for i in items)))


if __name__ == "__main__":
    main()
