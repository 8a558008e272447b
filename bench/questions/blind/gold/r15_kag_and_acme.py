"""Gold answers of blind round r15 for acme-supply, kag-supplychain and kag-riskmining.

Reads only the raw CSV files, with Python's csv module (nothing of kagflow).
Paths are relative to this script: ROOT is four levels up (the repository root),
ACME = ROOT/data/examples/acme-supply/sources, SHARED = ROOT/../shared/datasets.
Writes ROOT/bench/questions/blind/r15-acme-supply.json, r15-kag-supplychain.json and
r15-kag-riskmining.json (25 questions each: 16 en, 9 zh).

Readings (ROOT/README.md): "the last N days" are the days fewer than N before the as-of date
(acme: 2024-06-30 from its kagflow.yaml; the KAG sets: 2023-10-15); ties keep every value (the
superlatives here are asserted unique); a name repeated in one multi-value cell counts once.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")
OUT = os.path.join(ROOT, "bench", "questions", "blind")


def read(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Multi-value cell -> list of distinct values, order kept (a repeat counts once)."""
    out = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within_last(day, as_of, n):
    """The last n days: days fewer than n before the as-of date (and not after it)."""
    d = (as_of - day).days
    return 0 <= d < n


def unique_max(pairs, reverse=False):
    """pairs: list of (key, value); returns the key of the unique max (min if reverse)."""
    best = (min if reverse else max)(v for _, v in pairs)
    keys = sorted({k for k, v in pairs if v == best})
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), question
        assert len(answer) == len(set(answer)), (question, answer)
        if shape == "filter":
            assert len(answer) <= 15, (question, len(answer))
        if shape in ("superlative", "comparison", "described", "property"):
            assert len(answer) == 1, (question, answer)
        self.items.append({
            "id": f"{self.prefix}-r15-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        quota = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3, "superlative": 3,
                 "comparison": 2, "filter": 2, "time_window": 1, "described": 1}
        got = defaultdict(int)
        for q in self.items:
            got[q["shape"]] += 1
        assert dict(got) == quota, dict(got)
        assert sum(q["lang"] == "zh" for q in self.items) == 9
        assert sum(q["lang"] == "en" for q in self.items) == 16
        assert len({q["question"] for q in self.items}) == 25

    def write(self, name):
        self.check()
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# --------------------------------------------------------------------------- acme-supply
def acme():
    as_of = date(2024, 6, 30)
    companies = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    products = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    SEP = ";"

    names = [c["name"] for c in companies]
    assert len(names) == len(set(names))
    by_id = {c["id"]: c for c in companies}
    by_name = {c["name"]: c for c in companies}
    made = {c["name"]: split(c["product"], SEP) for c in companies}
    down = {}
    for p in products:
        assert p["id"] not in down, p["id"]
        down[p["id"]] = split(p["hasSupplyChain"], SEP)
    all_products = set(down) | {x for v in down.values() for x in v} | {x for v in made.values() for x in v}
    last = defaultdict(set)
    for p in all_products:
        last[p.split("-")[-1]].add(p)

    def prod(seg):
        full = last[seg]
        assert len(full) == 1, (seg, full)
        return next(iter(full))

    pnames = [p["name"] for p in people]
    assert len(pnames) == len(set(pnames))
    person = {p["name"]: p for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}
    for v in reps.values():
        for c in v:
            assert c in by_name, c
    rep_of = defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].append(pn)
    T = [(by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], ymd(t["transDate"]), int(t["transAmt"]))
         for t in trans]
    assert len(T) == len(set(T))
    inflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    q = QSet("acme")
    # relation_hop x5
    q.add("relation_hop", "en", "Who is the legal representative of Eastwind Logistics?",
          sorted(rep_of["Eastwind Logistics"]))
    q.add("relation_hop", "en", "Which companies has Acme Motors sent payments to?",
          sorted({d for s, d, _, _ in T if s == "Acme Motors"}))
    q.add("relation_hop", "zh", "Dara O'Hara 担任哪些公司的法定代表人？", reps["Dara O'Hara"])
    q.add("relation_hop", "en", "Sheet steel feeds directly into which downstream products?",
          down[prod("Sheet steel")])
    same = sorted({c for pn in rep_of["Helix Chemicals"] for c in reps[pn]} - {"Helix Chemicals"})
    q.add("relation_hop", "zh", "哪家公司与 Helix Chemicals 共用同一位法定代表人？", same)
    # property x4
    q.add("property", "en", "What year was Fjord Steel AS founded?", by_name["Fjord Steel AS"]["founded"])
    q.add("property", "zh", "Delta Cells GmbH 的所在国家代码是什么？", by_name["Delta Cells GmbH"]["country"])
    q.add("property", "en", "How old is Bram de Vries?", person["Bram de Vries"]["age"])
    q.add("property", "en", "What is the total inflow recorded for O'Hara, Lamb & Sons?",
          inflow["O'Hara, Lamb & Sons"])
    # two_hop x4
    rubber_down = down[prod("Synthetic rubber")]
    makers = sorted({c for c, ps in made.items() if any(p in rubber_down for p in ps)})
    q.add("two_hop", "en", "Which companies make the products that Synthetic rubber is supplied into?", makers)
    chloe = reps["Chloe Tan"]
    assert len(chloe) == 1
    q.add("two_hop", "en", "In which country is the company that Chloe Tan represents based?",
          by_name[chloe[0]]["country"])
    ada = []
    for c in reps["Ada Moreno"]:
        for p in made[c]:
            if p not in ada:
                ada.append(p)
    q.add("two_hop", "zh", "Ada Moreno 担任法定代表人的那些公司都生产哪些产品？", ada)
    recv = {d for s, d, _, _ in T if s == "O'Hara, Lamb & Sons"}
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that received money from O'Hara, Lamb & Sons?",
          sorted({pn for c in recv for pn in rep_of[c]}))
    # aggregate x3
    q.add("aggregate", "en", "How much did Acme Motors pay O'Hara, Lamb & Sons altogether?",
          sum(a for s, d, _, a in T if s == "Acme Motors" and d == "O'Hara, Lamb & Sons"))
    q.add("aggregate", "zh", "总部位于美国（US）的公司一共有几家？",
          sum(1 for c in companies if c["country"] == "US"))
    q.add("aggregate", "en", "How many fund transfers took place during 2024?",
          sum(1 for _, _, d, _ in T if d.year == 2024))
    # superlative x3
    q.add("superlative", "en", "Which company has been around the longest?",
          unique_max([(c["name"], int(c["founded"])) for c in companies], reverse=True))
    q.add("superlative", "zh", "哪家公司收到的资金总额最高？", unique_max(list(inflow.items())))
    q.add("superlative", "en", "Who is the youngest of the people on record?",
          unique_max([(p["name"], int(p["age"])) for p in people], reverse=True))
    # comparison x2
    a, b = int(by_name["Helix Chemicals"]["founded"]), int(by_name["Granite Insurance"]["founded"])
    assert a != b
    q.add("comparison", "en", "Which was founded earlier: Helix Chemicals or Granite Insurance?",
          "Helix Chemicals" if a < b else "Granite Insurance")
    diff = int(person["Dara O'Hara"]["age"]) - int(person["Ada Moreno"]["age"])
    assert diff > 0
    q.add("comparison", "zh", "Dara O'Hara 比 Ada Moreno 大几岁？", diff)
    # filter x2
    q.add("filter", "en", "List every company founded before 1960.",
          [c["name"] for c in companies if int(c["founded"]) < 1960])
    q.add("filter", "zh", "列出1980年以后成立、且总部不在美国的公司。",
          [c["name"] for c in companies if int(c["founded"]) > 1980 and c["country"] != "US"])
    # time_window x1
    q.add("time_window", "en", "Which companies received a transfer in the last 30 days?",
          sorted({d for _, d, day, _ in T if within_last(day, as_of, 30)}))
    # described x1
    rub = prod("Synthetic rubber")
    hits = [c["name"] for c in companies if 1960 <= int(c["founded"]) <= 1969 and rub in made[c["name"]]]
    assert len(hits) == 1, hits
    q.add("described", "zh", "哪家公司成立于20世纪60年代，并且生产合成橡胶（Synthetic rubber）？", hits)
    # the superlative on companies: unique, and the time window does not sit on its bound
    assert all((as_of - day).days != 30 for _, _, day, _ in T)
    q.write("r15-acme-supply.json")
    return q


# --------------------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    SEP = ","
    companies = read(SC, "Company.csv")
    update = read(SC, "CompanyUpdate.csv")
    people = read(SC, "Person.csv")
    products = read(SC, "Product.csv")
    trans = read(SC, "Company_fundTrans_Company.csv")
    events = read(SC, "ProductChainEvent.csv")

    names = [c["name"] for c in companies]
    assert len(names) == len(set(names))
    stripped = defaultdict(set)
    for n in names:
        stripped[n.replace("*", "")].add(n)
    assert all(len(v) == 1 for v in stripped.values())
    by_id = {c["id"]: c for c in companies}
    made_raw = {c["name"]: split(c["product"], SEP) for c in companies}
    made = dict(made_raw)
    for u in update:
        made[by_id[u["id"]]["name"]] = split(u["products"], SEP)  # the update replaces the products

    ind, down = {}, {}
    for p in products:  # rows repeat; a repeated row must be identical
        key = p["id"]
        val = (p["belongToIndustry"], tuple(split(p["hasSupplyChain"], SEP)))
        if key in ind:
            assert (ind[key], tuple(down[key])) == val, key
        ind[key], down[key] = val[0], list(val[1])
    all_products = set(down) | {x for v in down.values() for x in v} | \
        {x for v in made_raw.values() for x in v} | {x for v in made.values() for x in v}
    last = defaultdict(set)
    for p in all_products:
        last[p.split("-")[-1]].add(p)

    def prod(seg):
        full = last[seg]
        assert len(full) == 1, (seg, full)
        return next(iter(full))

    pnames = [p["name"] for p in people]
    assert len(pnames) == len(set(pnames))
    person = {p["name"]: p for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}
    rep_of = defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            assert c in made, c
            rep_of[c].append(pn)
    T = [(by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], ymd(t["transDate"]), int(t["transAmt"]))
         for t in trans]
    assert len(T) == len(set(T))
    inflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    q = QSet("supplychain")
    # relation_hop x5
    q.add("relation_hop", "en", "Which companies is 庞* the legal representative of?", reps["庞*"])
    q.add("relation_hop", "zh", f"有哪些公司给{SJ}转过账？", sorted({s for s, d, _, _ in T if d == SJ}))
    q.add("relation_hop", "en", "Which industry does the product 顺丁橡胶 belong to?", ind[prod("顺丁橡胶")])
    q.add("relation_hop", "en", "What products sit directly downstream of 特种轮胎 in the supply chain?",
          down[prod("特种轮胎")])
    q.add("relation_hop", "zh", "吉林奇*化****公司的法定代表人是谁？", rep_of["吉林奇*化****公司"])
    # property x4
    q.add("property", "en", "How old is 骆*?", person["骆*"]["age"])
    q.add("property", "en", f"What is the total amount of money {CH} has received?", inflow[CH])
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    q.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”记录的指标是什么？", ev[0]["index"])
    q.add("property", "en", "What trend is recorded for the product chain event 顺丁橡胶成本上涨?", ev[0]["trend"])
    # two_hop x4
    jf = "建发***资**有公司"
    q.add("two_hop", "en", f"Which industry do the products of {jf} belong to?",
          sorted({ind[p] for p in made[jf] if p in ind}))
    assert all(p in ind for p in made[jf])
    payers = {s for s, d, _, _ in T if d == CH}
    q.add("two_hop", "zh", f"向{CH}付过款的公司，它们的法定代表人都有谁？",
          sorted({pn for c in payers for pn in rep_of[c]}))
    ww = rep_of["万威国**公司"]
    assert len(ww) == 1
    q.add("two_hop", "en", "How old is the legal representative of 万威国**公司?", person[ww[0]]["age"])
    zuo = []
    for c in reps["左**"]:
        assert made[c] == made_raw[c]
        for p in made[c]:
            if p not in zuo:
                zuo.append(p)
    q.add("two_hop", "en", "What products do the companies that 左** represents deal in?", zuo)
    # aggregate x3
    q.add("aggregate", "en", "How many companies does 江* act as legal representative for?", len(reps["江*"]))
    q.add("aggregate", "zh", f"{CH}对外转出的资金一共有多少？", sum(a for s, _, _, a in T if s == CH))
    xj = prod("斜交轮胎")
    n_xj = sum(1 for c in made if xj in made[c])
    assert n_xj == sum(1 for c in made_raw if xj in made_raw[c])
    assert not [p for p in all_products if p.startswith(xj + "-")]  # a leaf: no narrower product
    q.add("aggregate", "en", "How many companies deal in 斜交轮胎?", n_xj)
    # superlative x3
    big = max(T, key=lambda t: t[3])
    assert sum(1 for t in T if t[3] == big[3]) == 1
    q.add("superlative", "en", "Which company made the single largest fund transfer?", big[0])
    q.add("superlative", "zh", "年龄最大的自然人是谁？", unique_max([(p["name"], int(p["age"])) for p in people]))
    q.add("superlative", "en", "Which product has the largest number of direct downstream products?",
          unique_max([(k, len(v)) for k, v in down.items()]))
    # comparison x2
    a, b = int(person["骆*"]["age"]), int(person["倪**"]["age"])
    assert a != b
    q.add("comparison", "en", "Who is older, 骆* or 倪**?", "骆*" if a > b else "倪**")
    d = inflow[SJ] - inflow[CH]
    assert d > 0
    q.add("comparison", "zh", f"{SJ}收到的转账总额比{CH}多多少？", d)
    # filter x2
    q.add("filter", "en", f"List the companies that received more than 400,000 in a single transfer from {CH}.",
          sorted({d for s, d, _, a in T if s == CH and a > 400000}))
    q.add("filter", "zh", "列出年龄超过50岁的自然人。", [p["name"] for p in people if int(p["age"]) > 50])
    # time_window x1
    assert all((as_of - day).days != 30 for s, _, day, _ in T if s == CH)
    q.add("time_window", "en", f"How much did {CH} pay out in the last 30 days?",
          sum(a for s, _, day, a in T if s == CH and within_last(day, as_of, 30)))
    # described x1
    two, port = prod("二轮摩托车"), prod("港口机械")
    hits = [c for c in made if two in made[c] and port in made[c]]
    assert hits == [c for c in made_raw if two in made_raw[c] and port in made_raw[c]]
    assert len(hits) == 1, hits
    q.add("described", "zh", "哪家公司同时经营二轮摩托车和港口机械？", hits)
    q.write("r15-kag-supplychain.json")
    return q


# --------------------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = date(2023, 10, 15)
    SEP = ","
    apps = read(RM, "App.csv")
    certs = read(RM, "Cert.csv")
    companies = read(RM, "Company.csv")
    comp_cert = read(RM, "Company_hasCert_Cert.csv")
    devices = read(RM, "Device.csv")
    people = read(RM, "Person.csv")
    trans = read(RM, "Person_fundTrans_Person.csv")
    pcert = read(RM, "Person_hasCert_Cert.csv")
    pdev = read(RM, "Person_hasDevice_Device.csv")

    pnames = [p["name"] for p in people]
    assert len(pnames) == len(set(pnames))
    pid = {p["id"]: p for p in people}
    person = {p["name"]: p for p in people}
    cid = {c["id"]: c for c in companies}
    certnums = {c["certNum"] for c in certs}
    app_cert = {}
    for a in apps:
        assert a["id"] not in app_cert
        app_cert[a["id"]] = a["useCert"]
        assert a["useCert"] in certnums
    risk = {a["id"]: a["riskMark"] for a in apps}
    dev = {d["id"]: d for d in devices}
    inst = {d["id"]: split(d["install"], SEP) for d in devices}
    owns = defaultdict(list)
    owners = defaultdict(list)
    for r in pdev:
        owns[pid[r["src"]]["name"]].append(r["dst"])
        owners[r["dst"]].append(pid[r["src"]]["name"])
    for v in owns.values():
        assert len(v) == len(set(v))
    T = [(pid[t["src"]]["name"], pid[t["dst"]]["name"], ymd(t["transDate"]), int(t["transAmt"])) for t in trans]
    assert len(T) == len(set(T))
    holders = defaultdict(set)
    for r in comp_cert:
        assert r["dst"] in certnums
        holders[r["dst"]].add(cid[r["src"]]["name"])

    q = QSet("riskmining")
    # relation_hop x5
    q.add("relation_hop", "en", "Who has 柏* sent money to?", sorted({d for s, d, _, _ in T if s == "柏*"}))
    c5 = "5c19603e3f367a447d0cb4390a523f28"
    q.add("relation_hop", "en", f"Which apps use the certificate {c5}?",
          [a for a, c in app_cert.items() if c == c5])
    qc = [r["dst"] for r in pcert if pid[r["src"]]["name"] == "裘**"]
    assert len(qc) == 1
    q.add("relation_hop", "zh", "裘**持有的证书编号是多少？", qc)
    # a certificate whose holders are all companies with distinct, non-look-alike names (not the 娱乐 trio)
    c8 = "a780d3304e9194cd75bbefbc14f7448a"
    hs = sorted(holders[c8])
    assert hs and not any("娱乐" in h for h in hs)
    stripped = defaultdict(set)
    for c in companies:
        stripped[c["name"].replace("*", "")].add(c["name"])
    assert all(len(stripped[h.replace("*", "")]) == 1 for h in hs)
    q.add("relation_hop", "en", f"Which companies hold the certificate {c8}?", hs)
    q.add("relation_hop", "zh", "谁给邬**转过账？", sorted({s for s, d, _, _ in T if d == "邬**"}))
    # property x4
    q.add("property", "en", "What is 郝*'s phone number?", person["郝*"]["hasPhone"])
    q.add("property", "en", "How old is 齐**?", person["齐**"]["age"])
    q.add("property", "zh", "应用 com.aCl.toMv 的风险标记是什么？", risk["com.aCl.toMv"])
    q.add("property", "en", "What risk label does the app com.HOfs.aOnwJ.fFHM.QoXx carry?",
          risk["com.HOfs.aOnwJ.fFHM.QoXx"])
    # two_hop x4
    zd = owns["左**"]
    assert len(zd) == 1 and owners[zd[0]] == ["左**"]
    q.add("two_hop", "en", "What is the umid of the device owned by 左**?", dev[zd[0]]["umid"])
    q.add("two_hop", "zh", "裘**持有的那张证书被哪些应用使用？", [a for a, c in app_cert.items() if c == qc[0]])
    devs = [d for d, v in inst.items() if "com.aCl.toMv" in v]
    q.add("two_hop", "en", "Who owns a device that has com.aCl.toMv installed?",
          sorted({o for d in devs for o in owners[d]}))
    recv = sorted({d for s, d, _, _ in T if s == "柏*"})
    phones = [person[r]["hasPhone"] for r in recv]
    q.add("two_hop", "en", "What are the phone numbers of the people who received money from 柏*?", phones)
    # aggregate x3
    q.add("aggregate", "en", "How much has 柏* transferred to 杜* in total?",
          sum(a for s, d, _, a in T if s == "柏*" and d == "杜*"))
    q.add("aggregate", "en", "How many apps are marked as fraud (诈骗)?", sum(1 for v in risk.values() if v == "诈骗"))
    q.add("aggregate", "zh", "邬**名下一共有多少台设备？", len(owns["邬**"]))
    # superlative x3
    q.add("superlative", "en", "Who is the oldest person in the data?",
          unique_max([(p["name"], int(p["age"])) for p in people]))
    bt = [t for t in T if t[0] == "柏*"]
    top = max(t[3] for t in bt)
    assert sum(1 for t in bt if t[3] == top) == 1
    q.add("superlative", "zh", "柏*金额最大的那一笔转账转给了谁？", [t[1] for t in bt if t[3] == top])
    q.add("superlative", "en", "Which person owns the most devices?", unique_max([(k, len(v)) for k, v in owns.items()]))
    # comparison x2
    qiu = sum(a for s, d, _, a in T if s == "柏*" and d == "裘**")
    du = sum(a for s, d, _, a in T if s == "柏*" and d == "杜*")
    assert qiu != du
    q.add("comparison", "en", "Who received more money from 柏* overall, 裘** or 杜*?", "裘**" if qiu > du else "杜*")
    a, b = int(person["郝*"]["age"]), int(person["蓝*"]["age"])
    assert a != b
    q.add("comparison", "zh", "郝*和蓝*谁更年轻？", "郝*" if a < b else "蓝*")
    # filter x2
    q.add("filter", "en", "List all apps flagged as gambling.", [k for k, v in risk.items() if v == "赌博"])
    q.add("filter", "zh", "列出年龄不到30岁的人。", [p["name"] for p in people if int(p["age"]) < 30])
    # time_window x1
    assert all((as_of - day).days != 30 for s, _, day, _ in T if s == "柏*")
    q.add("time_window", "en", "What is the total amount 柏* transferred in the last 30 days?",
          sum(a for s, _, day, a in T if s == "柏*" and within_last(day, as_of, 30)))
    # described x1
    hits = [p["name"] for p in people if p["age"] == "43" and p["hasPhone"].startswith("192")]
    assert len(hits) == 1 and sum(1 for p in people if p["age"] == "43") > 1
    q.add("described", "zh", "年龄43岁、手机号以192开头的人是谁？", hits)
    q.write("r15-kag-riskmining.json")
    return q


if __name__ == "__main__":
    for fn in (acme, supplychain, riskmining):
        qs = fn()
        for it in qs.items:
            print(it["id"], it["shape"], it["lang"], it["question"], "->", it["answer"])
