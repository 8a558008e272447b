"""Gold answers for blind round 43: acme-supply, kag-supplychain, kag-riskmining.

Written blind (from the CSVs, schemas and rules only; standard library only).
Writes ../r43-acme-supply.json, ../r43-kag-supplychain.json, ../r43-kag-riskmining.json
(25 questions each: 16 English, 9 Chinese).

Readings relied on
------------------
* As-of dates: acme-supply 2024-06-30 (its kagflow.yaml); the two KAG projects 2023-10-15.
  "The last N days" / "近N天" is  as_of - N days < date <= as_of;  "last 3 months" / "近3个月"
  and "last 30 days" / "近1个月" follow the schema rules literally:
  date_diff(now, transDate) < 90 (resp. < 30), i.e. as_of - 90 < date (as_of - 30 < date).
  No transfer in any of the data is dated after its as-of date.
* Entities answer by their name column as the CSV spells it (masked Chinese names with their
  asterisks); apps by their id (App.csv has no name); a device is answered by its umid.
* Multi-value cells: acme uses ';' (kagflow.yaml), the KAG projects ','. A relation holds each
  (subject, predicate, object) once, so a value repeated inside one cell counts once (臧*'s
  legalRepresentative cell names 三角***份限公司 and 传化****限公司 twice: 5 distinct companies).
  Edge files are not merged: every row of a *_fundTrans_* file is one transfer.
* Superlatives keep every tied entity; "who is older, A or B" with equal ages answers both.
* Counts per group are flattened [group, count, ...], sorted by count descending, then by the
  group's string (Python's code-point order).
* Averages/sums are exact decimals (no rounding needed for any question here).
* Derived notions computed exactly as the schema rules say:
  - totalTransInAmt = sum of transAmt of transfers into the company;
  - acme outflow90Days / supplychain fundTrans3MonthIn, cashflowDiff3Month (out - in over
    date_diff < 90, a missing side counting 0);
  - mainSupply(s -> o): s makes a product whose hasSupplyChain holds a product o makes, o paid s,
    and o's payments to s are more than half of s's totalTransInAmt;
  - sameLegalRepresentative: two different companies one person represents;
  - riskmining developed(p, app): p owns more than 5 devices that install app;
    release(p, app): p holds shares in a company holding the cert app uses;
    赌博应用: apps whose riskMark contains 赌博; 赌博App开发者: developers of a gambling app;
    赌博App老板: releases a gambling app, some person developed it, and the boss transferred
    money to that developer;
  - supplychain event chain: the ProductChainEvent 顺丁橡胶成本上涨 (index 价格, trend 上涨) is a
    价格上涨 event; it leads to a 成本上升 CompanyEvent for every company making a product in the
    hasSupplyChain of the event's subject product (exact product ids; Product is an EntityType in
    this schema, no narrower products are implied).

Data quirks found (and avoided)
-------------------------------
* kag-supplychain CompanyUpdate.csv maps onto no type and changes 浙江**摩托**限公司's products
  (drops 三轮摩托车): no question depends on that company's product list.
* kag-supplychain Product.csv repeats identical rows (汽车, 轮胎与橡胶, 建筑、农用机械与重型卡车 ...),
  and two hasSupplyChain cells hold "葱,大蒜,姜" which the ',' separator splits: avoided.
  Company product cells repeat a product (CSF0000000002 汽车 twice): only distinct products count.
* kag-supplychain Industry ids are paths (isA chains) whose names are ambiguous: no industry answers.
* kag-riskmining Company.csv's phone column is named "phone", not the schema's hasPhone:
  no company phone questions. Devices and certificates are named by row number.
  Device.install cells repeat apps (the five gambling apps are appended to most devices).
* acme Product.csv has no name column; product paths are never asked as answers.
* Ages tie (supplychain 路** and 左** are both 20; 夏** and 尤** both 47): used on purpose.
"""

import collections
import csv
import datetime
import json
import os
from decimal import Decimal
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared"))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "data", "examples"))
OUTDIR = os.path.normpath(os.path.join(HERE, ".."))

ACME = os.path.join(EXAMPLES, "acme-supply", "sources")
SUPPLY = os.path.join(SHARED, "datasets", "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "datasets", "kag-riskmining", "sources")


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def num(x):
    """A number as a plain decimal string (exact)."""
    if isinstance(x, Fraction):
        if x.denominator == 1:
            return str(x.numerator)
        d = Decimal(x.numerator) / Decimal(x.denominator)
        assert Fraction(d) == x, x  # exact decimal
        return format(d.normalize(), "f")
    if isinstance(x, float):
        assert x.is_integer()
        return str(int(x))
    return str(x)


def day(s):
    return datetime.date(int(s[0:4]), int(s[4:6]), int(s[6:8]))


def in_last(date_str, as_of, n):
    d = day(date_str)
    return as_of - datetime.timedelta(days=n) < d <= as_of


def group_flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for g, c in items:
        out += [g, str(c)]
    return out


def split(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        n = len(self.items) + 1
        ans = [a if isinstance(a, str) else num(a) for a in answer]
        self.items.append({"id": f"{self.prefix}-r43-{n:02d}", "question": question,
                           "answer": ans, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = datetime.date(2024, 6, 30)
    comp = read(ACME, "Company.csv")
    person = read(ACME, "Person.csv")
    prod = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    byid = {c["id"]: c for c in comp}
    byname = {c["name"]: c for c in comp}
    pname = {p["name"]: p for p in person}
    products = {c["name"]: set(split(c["product"], ";")) for c in comp}
    chain = {p["id"]: set(split(p["hasSupplyChain"], ";")) for p in prod}
    reps = {p["name"]: set(split(p["legalRepresentative"], ";")) for p in person}
    T = [(byid[t["srcId"]]["name"], byid[t["dstId"]]["name"], t["transDate"], int(t["transAmt"]))
         for t in trans]
    inflow = collections.defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    q = QSet("acme")
    # 01 property
    q.add("what year was fjord steel founded?", [byname["Fjord Steel AS"]["founded"]], "property", "en")
    # 02 hop: makers of the products feeding into electric motorcycles
    target = "Vehicles-Motorcycles-Electric motorcycles"
    ups = {p for p, downs in chain.items() if target in downs}
    makers = sorted(c for c, ps in products.items() if ps & ups)
    assert makers == ["Delta Cells GmbH", "O'Hara, Lamb & Sons"], makers
    q.add("which companies make the products that feed directly into electric motorcycles?",
          makers, "hop", "en")
    # 03 filter two conditions
    a = sorted(c["name"] for c in comp if c["country"] == "US" and int(c["founded"]) > 1960)
    q.add("list the US companies founded after 1960", a, "filter", "en")
    # 04 count
    a = sum(1 for p in person if int(p["age"]) > 40)
    q.add("how many people are over 40?", [a], "count", "en")
    # 05 distinct count
    a = len({c["country"] for c in comp})
    q.add("How many different countries are the companies based in?", [a], "distinct_count", "en")
    # 06 superlative
    m = min(int(p["age"]) for p in person)
    q.add("who's the youngest person?", sorted(p["name"] for p in person if int(p["age"]) == m),
          "superlative", "en")
    # 07 superlative with a tie
    m = max(len(v) for v in products.values())
    a = sorted(c for c, v in products.items() if len(v) == m)
    assert len(a) == 2
    q.add("Which company makes the most products? (list all tied)", a, "superlative", "en")
    # 08 compare two named entities
    x, y = "Ada Moreno", "Bram de Vries"
    ax, ay = int(pname[x]["age"]), int(pname[y]["age"])
    q.add("who is older, ada moreno or bram de vries?",
          [x] if ax > ay else [y] if ay > ax else [x, y], "compare", "en")
    # 09 yes/no comparison
    yes = int(byname["Delta Cells GmbH"]["founded"]) < int(byname["Eastwind Logistics"]["founded"])
    q.add("was delta cells founded before eastwind logistics?", ["yes" if yes else "no"], "yesno", "en")
    # 10 negation: never received
    recv = {d for _, d, _, _ in T}
    q.add("Which companies have never received a fund transfer?",
          sorted(c["name"] for c in comp if c["name"] not in recv), "negation", "en")
    # 11 negation: never sent
    sent = {s for s, _, _, _ in T}
    q.add("which companies never sent money to anyone?",
          sorted(c["name"] for c in comp if c["name"] not in sent), "negation", "en")
    # 12 window: receivers in the last 30 days
    a = sorted({d for _, d, dt, _ in T if in_last(dt, as_of, 30)})
    q.add("which companies got paid in the last 30 days?", a, "window", "en")
    # 13 window sum (= outflow90Days rule)
    a = sum(am for s, _, dt, am in T if s == "Acme Motors" and in_last(dt, as_of, 90))
    q.add("how much did acme motors pay out over the last 90 days?", [a], "window", "en")
    # 14 aggregate (= totalTransInAmt)
    q.add("what's the total amount of money Acme Motors has received?", [inflow["Acme Motors"]],
          "aggregate", "en")
    # 15 hop person -> companies
    q.add("which companies is dara o'hara the legal rep of?", sorted(reps["Dara O'Hara"]), "hop", "en")
    # 16 concept mainSupply
    main = set()
    for s in products:
        for o in products:
            if s == o:
                continue
            if not any(chain.get(u, set()) & products[o] for u in products[s]):
                continue
            paid = sum(am for src, dst, _, am in T if src == o and dst == s)
            if paid and Fraction(paid, inflow[s]) > Fraction(1, 2):
                main.add((s, o))
    a = sorted(s for s, o in main if o == "O'Hara, Lamb & Sons")
    q.add("which companies have O'Hara, Lamb & Sons as their main customer?", a, "concept", "en")

    # --- Chinese
    q.add("Helix Chemicals 的总部在哪个国家？", [byname["Helix Chemicals"]["country"]], "property", "zh")
    a = sorted(c for c in reps["Chloe Tan"])
    q.add("Chloe Tan是哪家公司的法人代表？", a, "hop", "zh")
    q.add("年龄超过50岁的人有哪些？", sorted(p["name"] for p in person if int(p["age"]) > 50), "filter", "zh")
    m = min(int(c["founded"]) for c in comp)
    q.add("成立最早的公司是哪家？", sorted(c["name"] for c in comp if int(c["founded"]) == m),
          "superlative", "zh")
    same = set()
    for p, cs in reps.items():
        for s in cs:
            for o in cs:
                if s != o:
                    same.add((s, o))
    q.add("和Granite Insurance有共同法人的公司是哪家？",
          sorted(o for s, o in same if s == "Granite Insurance"), "concept", "zh")
    q.add("每个国家各有多少家公司？", group_flat(collections.Counter(c["country"] for c in comp)),
          "group_count", "zh")
    yes = any(s == "Acme Motors" and d == "Eastwind Logistics" for s, d, _, _ in T)
    q.add("Acme Motors给Eastwind Logistics转过账吗？", ["是" if yes else "否"], "yesno", "zh")
    represented = set().union(*reps.values())
    q.add("哪些公司没有法定代表人？", sorted(c["name"] for c in comp if c["name"] not in represented),
          "negation", "zh")
    q.add("所有资金往来的平均转账金额是多少？", [Fraction(sum(am for *_, am in T), len(T))], "aggregate", "zh")
    return q


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comp = read(SUPPLY, "Company.csv")
    person = read(SUPPLY, "Person.csv")
    prod = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    events = read(SUPPLY, "ProductChainEvent.csv")
    byid = {c["id"]: c for c in comp}
    names = {c["name"] for c in comp}
    products = {c["name"]: set(split(c["product"], ",")) for c in comp}
    chain = collections.defaultdict(set)
    for p in prod:
        chain[p["id"]] |= set(split(p["hasSupplyChain"], ","))
    age = {p["name"]: int(p["age"]) for p in person}
    reps = {p["name"]: set(split(p["legalRepresentative"], ",")) for p in person}
    for cs in reps.values():
        assert cs <= names
    T = [(byid[t["srcId"]]["name"], byid[t["dstId"]]["name"], t["transDate"], int(t["transAmt"]))
         for t in trans]
    CH = byid["CSF0000001579"]["name"]   # 传化****限公司
    SJ = byid["CSF0000002238"]["name"]   # 三角***份限公司
    ZJ = byid["CSF0000001662"]["name"]   # 浙江**摩托**限公司
    assert CH == "传化****限公司" and SJ == "三角***份限公司" and ZJ == "浙江**摩托**限公司"
    inflow = collections.defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    q = QSet("supplychain")
    q.add("how old is 骆*?", [age["骆*"]], "property", "en")
    q.add("which companies is 禹** the legal representative of?", sorted(reps["禹**"]), "hop", "en")
    assert len(reps["臧*"]) == 5
    q.add("how many different companies is 臧* the legal rep of?", [len(reps["臧*"])], "distinct_count", "en")
    m = min(age.values())
    a = sorted(n for n, v in age.items() if v == m)
    assert len(a) == 2
    q.add("who is the youngest person? list everyone tied", a, "superlative", "en")
    x, y = "夏**", "尤**"
    q.add("who's older, 夏** or 尤**?",
          [x] if age[x] > age[y] else [y] if age[y] > age[x] else sorted([x, y]), "compare", "en")
    q.add("which people are older than 50 but younger than 60?",
          sorted(n for n, v in age.items() if 50 < v < 60), "filter", "en")
    q.add("which companies paid 传化?", sorted({s for s, d, _, _ in T if d == CH}), "hop", "en")
    m = max(a for *_, a in T)
    q.add("which company received the single biggest transfer?",
          sorted({d for _, d, _, a in T if a == m}), "superlative", "en")
    q.add("what is the total inflow of 三角***份限公司?", [inflow[SJ]], "aggregate", "en")
    q.add("in the last 30 days, which companies received a transfer?",
          sorted({d for _, d, dt, _ in T if in_last(dt, as_of, 30)}), "window", "en")
    out3 = sum(a for s, _, dt, a in T if s == CH and in_last(dt, as_of, 90))
    in3 = sum(a for _, d, dt, a in T if d == CH and in_last(dt, as_of, 90))
    q.add("what's 传化's cash flow difference (outflow minus inflow) over the last 3 months?",
          [out3 - in3], "concept", "en")
    # mainSupply
    main = set()
    for s in {d for _, d, _, _ in T}:
        downs = set().union(*(chain.get(u, set()) for u in products[s]))
        for o in {src for src, dst, _, _ in T if dst == s}:
            if o != s and downs & products[o]:
                paid = sum(a for src, dst, _, a in T if src == o and dst == s)
                if Fraction(paid, inflow[s]) > Fraction(1, 2):
                    main.add((s, o))
    a = sorted(o for s, o in main if s == CH)
    assert a == [SJ], (main, a)
    q.add("who is 传化's main customer?", a, "concept", "en")
    recv = {d for _, d, _, _ in T}
    q.add("Which of the companies that 臧* is legal representative of never received any payment?",
          sorted(c for c in reps["臧*"] if c not in recv), "negation", "en")
    yes = any(s == SJ and d == CH for s, d, _, _ in T)
    q.add("did 三角 ever send money to 传化?", ["yes" if yes else "no"], "yesno", "en")
    g = collections.Counter({n: len(cs) for n, cs in reps.items() if age[n] > 55})
    q.add("For each person older than 55, how many companies are they the legal representative of?",
          group_flat(g), "group_count", "en")
    rep_of = sorted(n for n, cs in reps.items() if SJ in cs)
    assert len(rep_of) == 1
    q.add("how old is the legal representative of 三角***份限公司?", [age[rep_of[0]]], "hop", "en")

    # --- Chinese
    q.add("俞**的年龄是多少？", [age["俞**"]], "property", "zh")
    q.add("传化一共给多少家不同的公司转过账？", [len({d for s, d, _, _ in T if s == CH})], "distinct_count", "zh")
    q.add("传化近3个月收到了多少钱？", [in3], "window", "zh")
    HUI = "辉**技*控股**公司"
    same = set()
    for n, cs in reps.items():
        for s in cs:
            for o in cs:
                if s != o:
                    same.add((s, o))
    q.add("和辉**技*控股**公司有共同法人的公司是哪家？", sorted(o for s, o in same if s == HUI), "concept", "zh")
    # event chain: 价格上涨 product event -> 成本上升 company events
    hit = set()
    for e in events:
        if e["index"] == "价格" and e["trend"] == "上涨":
            downs = chain[e["subject"]]
            for c, ps in products.items():
                if ps & downs:
                    hit.add(c)
    assert ZJ not in hit
    q.add("顺丁橡胶价格上涨这个产业链事件，会导致多少家公司成本上涨？", [len(hit)], "concept", "zh")
    q.add("所有自然人的平均年龄是多少？", [Fraction(sum(age.values()), len(age))], "aggregate", "zh")
    TY = "轮胎与橡胶-轮胎"
    q.add("经营产品里有“轮胎与橡胶-轮胎”的企业有多少家？",
          [sum(1 for c, ps in products.items() if TY in ps)], "count", "zh")
    yes = any(s == SJ and d == ZJ for s, d, _, _ in T)
    q.add("三角***份限公司给浙江**摩托**限公司转过账吗？", ["是" if yes else "否"], "yesno", "zh")
    m = min(a for *_, a in T)
    q.add("金额最小的那笔转账是哪家公司转出的？", sorted({s for s, _, _, a in T if a == m}), "superlative", "zh")
    return q


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = datetime.date(2023, 10, 15)
    person = read(RISK, "Person.csv")
    comp = read(RISK, "Company.csv")
    apps = {a["id"]: a for a in read(RISK, "App.csv")}
    dev = {d["id"]: d for d in read(RISK, "Device.csv")}
    pid = {p["id"]: p["name"] for p in person}
    age = {p["name"]: int(p["age"]) for p in person}
    phone = {p["name"]: p["hasPhone"] for p in person}
    cname = {c["id"]: c["name"] for c in comp}
    install = {k: set(split(v["install"], ",")) for k, v in dev.items()}
    has_dev = collections.defaultdict(set)
    for r in read(RISK, "Person_hasDevice_Device.csv"):
        has_dev[pid[r["src"]]].add(r["dst"])
    p_cert = collections.defaultdict(set)
    for r in read(RISK, "Person_hasCert_Cert.csv"):
        p_cert[pid[r["src"]]].add(r["dst"])
    c_cert = collections.defaultdict(set)
    for r in read(RISK, "Company_hasCert_Cert.csv"):
        c_cert[r["src"]].add(r["dst"])
    share = collections.defaultdict(set)
    for r in read(RISK, "Person_holdShare_Company.csv"):
        share[pid[r["src"]]].add(r["dst"])
    T = [(pid[t["src"]], pid[t["dst"]], t["transDate"], int(t["transAmt"]))
         for t in read(RISK, "Person_fundTrans_Person.csv")]

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = collections.defaultdict(set)
    for p, ds in has_dev.items():
        c = collections.Counter(a for d in ds for a in install[d])
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    release = collections.defaultdict(set)
    for p, cs in share.items():
        certs = set().union(*(c_cert[c] for c in cs))
        for a, r in apps.items():
            if r["useCert"] in certs:
                release[p].add(a)
    devs = sorted(p for p, apps_ in developed.items() if apps_ & gambling)
    bosses = set()
    for s, rel in release.items():
        for a in rel & gambling:
            for u, d_apps in developed.items():
                if a in d_apps and any(x == s and y == u for x, y, _, _ in T):
                    bosses.add(s)

    q = QSet("riskmining")
    q.add("what's 雷**'s phone number?", [phone["雷**"]], "property", "en")
    q.add("which people are older than 55?", sorted(n for n, v in age.items() if v > 55), "filter", "en")
    q.add("how many apps are flagged as fraud (诈骗)?",
          [sum(1 for r in apps.values() if r["riskMark"] == "诈骗")], "count", "en")
    m = max(age.values())
    q.add("who is the oldest person?", sorted(n for n, v in age.items() if v == m), "superlative", "en")
    x, y = "蓝*", "齐**"
    q.add("who is older, 蓝* or 齐**?",
          [x] if age[x] > age[y] else [y] if age[y] > age[x] else sorted([x, y]), "compare", "en")
    q.add("which companies does 柏* hold shares in?", sorted(cname[c] for c in share["柏*"]), "hop", "en")
    assert len(has_dev["方*"]) == 1
    q.add("what is the umid of the device 方* owns?", [dev[d]["umid"] for d in has_dev["方*"]], "hop", "en")
    q.add("Who else uses the same device as 方*?",
          sorted(p for p, ds in has_dev.items() if p != "方*" and ds & has_dev["方*"]), "hop", "en")
    q.add("who are the gambling app developers?", devs, "concept", "en")
    q.add("Who is the gambling app boss?", sorted(bosses), "concept", "en")
    q.add("which gambling apps does 柏* release?", sorted(release["柏*"] & gambling), "concept", "en")
    q.add("how much money did 柏* send to 邬** in total?",
          [sum(a for s, d, _, a in T if s == "柏*" and d == "邬**")], "aggregate", "en")
    q.add("how much did 柏* transfer out in the last 30 days?",
          [sum(a for s, _, dt, a in T if s == "柏*" and in_last(dt, as_of, 30))], "window", "en")
    q.add("How many apps are there for each risk mark?",
          group_flat(collections.Counter(r["riskMark"] for r in apps.values())), "group_count", "en")
    installed = set().union(*install.values())
    a = sorted(x for x, r in apps.items() if r["riskMark"] == "诈骗" and x not in installed)
    assert a
    q.add("Which fraud (诈骗) apps are not installed on any device?", a, "negation", "en")
    yes = any(s == "邬**" and d == "柏*" for s, d, _, _ in T)
    q.add("has 邬** ever sent money to 柏*?", ["yes" if yes else "no"], "yesno", "en")

    # --- Chinese
    q.add("方*多大年纪？", [age["方*"]], "property", "zh")
    q.add("柏*给杜*转了几笔账？", [sum(1 for s, d, _, _ in T if s == "柏*" and d == "杜*")], "count", "zh")
    m = max(a for s, _, _, a in T if s == "柏*")
    q.add("柏*单笔转账金额最大的一笔转给了谁？", sorted({d for s, d, _, a in T if s == "柏*" and a == m}),
          "superlative", "zh")
    q.add("年龄超过55岁的人，每人各有几台设备？",
          group_flat(collections.Counter({p: len(has_dev[p]) for p, v in age.items() if v > 55})),
          "group_count", "zh")
    certs = p_cert["裘**"]
    q.add("裘**持有的证书被哪些应用使用了？", sorted(a for a, r in apps.items() if r["useCert"] in certs), "hop", "zh")
    q.add("有几款赌博应用？", [len(gambling)], "concept", "zh")
    d_apps = set().union(*(install[d] for d in has_dev["方*"]))
    q.add("方*的设备上装了多少个不同的应用？", [len(d_apps)], "distinct_count", "zh")
    q.add("年龄在30岁以下的人有哪些？", sorted(n for n, v in age.items() if v < 30), "filter", "zh")
    q.add("com.aCl.toMv是赌博应用吗？", ["是" if "com.aCl.toMv" in gambling else "否"], "yesno", "zh")
    return q


def main():
    sets = [("r43-acme-supply.json", acme()), ("r43-kag-supplychain.json", supplychain()),
            ("r43-kag-riskmining.json", riskmining())]
    for fname, q in sets:
        items = q.items
        assert len(items) == 25, (fname, len(items))
        langs = collections.Counter(i["lang"] for i in items)
        assert langs == {"en": 16, "zh": 9}, (fname, langs)
        assert len({i["id"] for i in items}) == 25
        for i in items:
            assert i["answer"] and all(isinstance(a, str) and a for a in i["answer"]), i
        with open(os.path.join(OUTDIR, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(f"== {fname}")
        for i in items:
            print(f"{i['id']} [{i['shape']}/{i['lang']}] {i['question']}\n    -> {i['answer']}")
        print(dict(collections.Counter(i["shape"] for i in items)))


if __name__ == "__main__":
    main()
