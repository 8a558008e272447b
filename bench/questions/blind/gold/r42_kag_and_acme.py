"""Gold answers for blind question set r42 (acme-supply, kag-supplychain, kag-riskmining).

What it is: a held-out benchmark of 75 analyst-style questions (25 per project, 16 English and
9 Chinese each) whose gold answers are computed here straight from the raw CSV files with the
standard library's csv module only (no pandas, nothing of kagflow).

Relative time: the acme-supply project's as-of date is the one its kagflow.yaml sets
(2024-06-30); for the two KAG projects it is 2023-10-15. "The last N days" is the window
as_of - N < date <= as_of (the KAG rules' `date_diff(now, date) < N`); months count as 30 days.
Ties in a superlative keep every tied entity.

How to run (from anywhere):

    python3 bench/questions/blind/gold/r42_kag_and_acme.py

It writes, next to its own folder (bench/questions/blind/):
    r42-acme-supply.json, r42-kag-supplychain.json, r42-kag-riskmining.json
each a JSON list of 25 objects {"id", "question", "answer", "shape", "lang"}, and checks that
each file loads back with 25 entries and non-empty answers.

Data quirks relied on (see also the comments beside each question):
  * acme-supply: the notes/ documents may add Company/Person entities from text (e.g. "June");
    every question restricts to the table entities (by a property only they hold, or by name).
  * kag-supplychain: CompanyUpdate.csv re-lists the products of 浙江**摩托**限公司; no question
    depends on that company's products (whether the update replaces or adds to them).
    Product.csv repeats some product rows (identical copies) -> products are counted by distinct id.
    A company's product cell and a person's legalRepresentative cell may repeat a value
    (新晨*国***股*公司 lists 汽车 twice; 臧* lists 三角***份限公司 and 传化****限公司 twice):
    relations are sets, so repeats count once.
    Product.hasSupplyChain and Company.product name products with no row in Product.csv.
    The one ProductChainEvent is named 顺丁橡胶成本上涨 but has index 价格 / trend 上涨, so it
    belongs to the concept 价格上涨 (concept.rule), which leads to 成本上涨 company events.
  * kag-riskmining: Company_hasCert_Cert.dst, Person_hasCert_Cert.dst and App.useCert name a
    certificate by its certNum, not by its row id. Company.csv's phone column is `phone` (the
    schema calls it hasPhone). Some devices list an installed app twice (devices 3, 16, 20);
    the developed rule counts devices, so repeats do not matter.
"""

import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared"))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "data", "examples"))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))

ACME = os.path.join(EXAMPLES, "acme-supply", "sources")
SUPPLY = os.path.join(SHARED, "datasets", "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "datasets", "kag-riskmining", "sources")


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def day(text):
    return dt.datetime.strptime(text, "%Y%m%d").date()


def in_last_days(date_text, as_of, n):
    """KAG's date_diff(now, d) < n, with d not after as_of."""
    d = day(date_text)
    return 0 <= (as_of - d).days < n


def num(x):
    """A number as a string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def split_multi(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()] if cell else []


def uniq(seq):
    seen, out = set(), []
    for v in seq:
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out


def top(scores):
    """All keys tied at the maximum (ties kept), in insertion order."""
    best = max(scores.values())
    return [k for k, v in scores.items() if v == best]


def group_pairs(counter):
    """Flattened [group, count, ...], by count descending, then first appearance."""
    order = list(counter)
    items = sorted(counter.items(), key=lambda kv: (-kv[1], order.index(kv[0])))
    out = []
    for g, c in items:
        out += [g, str(c)]
    return out


def q(project, n, question, answer, shape, lang):
    assert answer, (project, n, question)
    assert all(isinstance(a, str) and a != "" for a in answer), (project, n, answer)
    return {"id": f"{project}-r42-{n:02d}", "question": question, "answer": answer,
            "shape": shape, "lang": lang}


# --------------------------------------------------------------------------- acme-supply
def acme():
    as_of = dt.date(2024, 6, 30)  # kagflow.yaml: as_of: "2024-06-30"
    sep = ";"  # kagflow.yaml: multi_value_separator
    companies = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    products = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")

    cname = {c["id"]: c["name"] for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    cby = {c["name"]: c for c in companies}
    makes = {c["name"]: uniq(split_multi(c["product"], sep)) for c in companies}
    down = {p["id"]: uniq(split_multi(p["hasSupplyChain"], sep)) for p in products}
    reps = {p["name"]: uniq(split_multi(p["legalRepresentative"], sep)) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]

    inflow = defaultdict(int)
    for s, o, d, a in tr:
        inflow[o] += a

    # mainSupply rule: s makes up, up -> down, o makes down, o paid s, paid / s.inflow > 0.5
    def main_supply():
        pairs = []
        for s in cby:
            for o in cby:
                feeds = any(dn in makes[o] for up in makes[s] for dn in down.get(up, []))
                paid = sum(a for x, y, _, a in tr if x == o and y == s)
                if feeds and paid and inflow[s] and paid / inflow[s] > 0.5:
                    pairs.append((s, o))
        return pairs

    ms = main_supply()
    out = []
    P = "acme"
    n = 0

    def add(question, answer, shape, lang="en"):
        nonlocal n
        n += 1
        out.append(q(P, n, question, answer, shape, lang))

    # 1 property of a named entity, short lower-case name
    add("when was fjord steel founded?", [cby["Fjord Steel AS"]["founded"]], "property")
    # 2 filter by one property
    add("Which companies were founded before 1960?",
        [c["name"] for c in companies if int(c["founded"]) < 1960], "filter")
    # 3 filter by two properties
    add("List the US companies founded after 1980.",
        [c["name"] for c in companies if c["country"] == "US" and int(c["founded"]) > 1980],
        "filter2")
    # 4 count with a bound
    add("How many people are older than 45?", [num(sum(1 for a in age.values() if a > 45))], "count")
    # 5 count per group
    add("How many companies are there in each country?",
        group_pairs(Counter(c["country"] for c in companies)), "count_group")
    # 6 superlative over a derived total (totalTransInAmt)
    add("Which company has received the most money overall?", top(dict(inflow)), "superlative")
    # 7 superlative with a tie (Acme Motors and Helix Chemicals make 2 products each)
    add("Which companies make the most products? List all of them if there is a tie.",
        top({k: len(v) for k, v in makes.items()}), "superlative_tie")
    # 8 yes/no over the transfer relation
    yes = any(s == "Eastwind Logistics" and o == "Acme Motors" for s, o, _, _ in tr)
    add("Did Eastwind Logistics ever send money to Acme Motors?", ["yes" if yes else "no"], "yesno")
    # 9 negation over a relation (table companies that never paid anyone)
    payers = {s for s, _, _, _ in tr}
    add("Which companies have never paid another company?",
        [c["name"] for c in companies if c["name"] not in payers], "negation")
    # 10 two hops: Product <-hasSupplyChain- Product <-product- Company
    target = "Vehicles-Parts-Tyres"
    ups = [p for p, ds in down.items() if target in ds]
    add("Which companies make the inputs to Vehicles-Parts-Tyres?",
        [c["name"] for c in companies if any(u in makes[c["name"]] for u in ups)], "two_hop")
    # 11 sum of transfer amounts
    add("How much has Acme Motors paid out in total?",
        [num(sum(a for s, _, _, a in tr if s == "Acme Motors"))], "sum")
    # 12 average of a numeric column (every person is a legal representative)
    assert all(reps[p] for p in age)
    add("What is the average age of the legal representatives?",
        [num(sum(age.values()) / len(age))], "average")
    # 13 date window, rule outflow90Days (date_diff(now, d) < 90)
    add("What's Acme Motors' total outgoing transfer amount over the past 90 days?",
        [num(sum(a for s, _, d, a in tr if s == "Acme Motors" and in_last_days(d, as_of, 90)))],
        "window_sum")
    # 14 distinct count
    add("How many different countries are the companies based in?",
        [num(len({c["country"] for c in companies}))], "distinct_count")
    # 15 comparison of two named entities (money received from a third)
    got = {o: sum(a for s, x, _, a in tr if s == "Acme Motors" and x == o)
           for o in ("O'Hara, Lamb & Sons", "Delta Cells GmbH")}
    add("Who received more money from Acme Motors: O'Hara, Lamb & Sons or Delta Cells GmbH?",
        top(got), "comparison")
    # 16 rule: sameLegalRepresentative (other companies of the same person)
    g = "Granite Insurance"
    add("Which company shares a legal representative with Granite Insurance?",
        uniq(o for p, cs in reps.items() if g in cs for o in cs if o != g), "rule_relation")

    # ---- Chinese (9)
    # 17 property
    add("Helix Chemicals是哪一年成立的？", [cby["Helix Chemicals"]["founded"]], "property", "zh")
    # 18 superlative over people
    add("哪位法定代表人年龄最大？", top(age), "superlative", "zh")
    # 19 one hop to concepts (full ids)
    add("Acme Motors经营哪些产品？", makes["Acme Motors"], "one_hop", "zh")
    # 20 one hop over Product -> Product
    add("Vehicles-Parts-Tyres的下游产品有哪些？", down["Vehicles-Parts-Tyres"], "one_hop", "zh")
    # 21 derived property totalTransInAmt
    add("O'Hara, Lamb & Sons的总流入金额是多少？", [num(inflow["O'Hara, Lamb & Sons"])],
        "rule_property", "zh")
    # 22 date window, relation into a named entity: since 2024-04-01 (inclusive)
    add("2024年4月以来，有哪些公司给Acme Motors转过账？",
        uniq(s for s, o, d, _ in tr if o == "Acme Motors" and dt.date(2024, 4, 1) <= day(d) <= as_of),
        "window_list", "zh")
    # 23 the end of the largest single edge
    mx = max((a, o) for s, o, _, a in tr if s == "Acme Motors")
    assert sum(1 for s, _, _, a in tr if s == "Acme Motors" and a == mx[0]) == 1
    add("Acme Motors单笔转出金额最大的一笔转给了谁？", [mx[1]], "argmax_edge", "zh")
    # 24 count over a range (inclusive)
    add("有几家公司成立于1950年到2000年之间？",
        [num(sum(1 for c in companies if 1950 <= int(c["founded"]) <= 2000))], "count_range", "zh")
    # 25 rule mainSupply, into a named customer
    add("O'Hara, Lamb & Sons是哪些公司的主要客户？",
        [s for s, o in ms if o == "O'Hara, Lamb & Sons"], "rule_relation", "zh")
    return out


# --------------------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = dt.date(2023, 10, 15)
    sep = ","
    companies = read(SUPPLY, "Company.csv")
    people = read(SUPPLY, "Person.csv")
    products = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    update = read(SUPPLY, "CompanyUpdate.csv")
    events = read(SUPPLY, "ProductChainEvent.csv")
    updated = {u["name"] for u in update}  # 浙江**摩托**限公司: never asked about its products

    cname = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: uniq(split_multi(c["product"], sep)) for c in companies}
    prod = {}
    for p in products:  # identical repeated rows: keep one per id
        prod.setdefault(p["id"], p)
    down = {k: uniq(split_multi(p["hasSupplyChain"], sep)) for k, p in prod.items()}
    industry = {k: p["belongToIndustry"] for k, p in prod.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: uniq(split_multi(p["legalRepresentative"], sep)) for p in people}
    assert all(c in makes for cs in reps.values() for c in cs)
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int)
    for s, o, d, a in tr:
        inflow[o] += a

    def feeds(s, o):
        return any(dn in makes[o] for up in makes[s] for dn in down.get(up, []))

    ms = []
    for s in makes:
        for o in makes:
            paid = sum(a for x, y, _, a in tr if x == o and y == s)
            if paid and feeds(s, o) and paid / inflow[s] > 0.5:
                ms.append((s, o))

    chuanhua, sanjiao = "传化****限公司", "三角***份限公司"
    out = []
    P = "supplychain"
    n = 0

    def add(question, answer, shape, lang="en"):
        nonlocal n
        n += 1
        out.append(q(P, n, question, answer, shape, lang))

    # 1 property of a company named short ("三角" = 三角***份限公司, the characters before the mask)
    assert sanjiao not in updated
    add("What does 三角 make?", makes[sanjiao], "property")
    # 2 filter on a number
    add("Which people are younger than 22?", [p for p, a in age.items() if a < 22], "filter")
    # 3 count of a hop into a named product
    bias = "轮胎与橡胶-轮胎-斜交轮胎"
    assert not any(bias in makes[u] for u in updated)
    add("How many companies make 轮胎与橡胶-轮胎-斜交轮胎?",
        [num(sum(1 for c, ps in makes.items() if bias in ps))], "count")
    # 4 count per group over distinct products
    add("How many products are there in each industry?",
        group_pairs(Counter(industry[k] for k in prod)), "count_group")
    # 5 superlative over the derived total inflow
    add("Which company received the most money in total?", top(dict(inflow)), "superlative")
    # 6 yes/no over transfers
    yes = any(s == sanjiao and o == "宝业集****公司" for s, o, _, _ in tr)
    add("Has 三角***份限公司 ever paid 宝业集****公司?", ["yes" if yes else "no"], "yesno")
    # 7 negation restricted to a named person's companies
    receivers = {o for _, o, _, _ in tr}
    add("Which of the companies that 臧* is legal representative of never received any payment?",
        [c for c in reps["臧*"] if c not in receivers], "negation")
    # 8 one hop with a calendar-month window
    add("Which companies did 传化 pay in July 2023?",
        uniq(o for s, o, d, _ in tr if s == chuanhua and d.startswith("202307")), "window_list")
    # 9 two hops: payers of 传化, then their legal representatives
    payers = uniq(s for s, o, _, _ in tr if o == chuanhua)
    add("Who are the legal representatives of the companies that paid 传化****限公司?",
        uniq(p for p, cs in reps.items() for c in payers if c in cs), "two_hop")
    # 10 sum of outgoing transfers
    add("What is the total amount 传化****限公司 paid out?",
        [num(sum(a for s, _, _, a in tr if s == chuanhua))], "sum")
    # 11 average of a numeric column (every person is a legal representative)
    assert all(reps[p] for p in age)
    avg = sum(age.values()) / len(age)
    add("What's the average age of the legal representatives?", [num(round(avg, 2))], "average")
    # 12 date window sum (fundTrans3MonthIn: date_diff(now, d) < 90)
    add("How much money flowed into 三角***份限公司 in the last 90 days?",
        [num(sum(a for _, o, d, a in tr if o == sanjiao and in_last_days(d, as_of, 90)))],
        "window_sum")
    # 13 distinct count (the product cell lists 汽车 twice)
    xc = "新晨*国***股*公司"
    assert len(split_multi([c for c in companies if c["name"] == xc][0]["product"], sep)) == 4
    add("How many distinct products does 新晨*国***股*公司 make?", [num(len(makes[xc]))],
        "distinct_count")
    # 14 comparison of two named entities by money from a third
    got = {o: sum(a for s, x, _, a in tr if s == chuanhua and x == o)
           for o in ("康**股有公司", "宝业集****公司")}
    add("Which got more money from 传化****限公司: 康**股有公司 or 宝业集****公司?", top(got),
        "comparison")
    # 15 rule mainSupply out of a named supplier
    add("Who is the main customer of 传化?", [o for s, o in ms if s == chuanhua], "rule_relation")
    # 16 rule sameLegalRepresentative (others)
    k = "康**股有公司"
    add("Which other companies share a legal representative with 康**股有公司?",
        uniq(o for p, cs in reps.items() if k in cs for o in cs if o != k), "rule_relation")

    # ---- Chinese (9)
    add("禹**多大年纪？", [str(age["禹**"])], "property", "zh")
    # 18 rule cashflowDiff1Month = out(<30 days) - in(<30 days)
    out30 = sum(a for s, _, d, a in tr if s == chuanhua and in_last_days(d, as_of, 30))
    in30 = sum(a for _, o, d, a in tr if o == chuanhua and in_last_days(d, as_of, 30))
    add("传化****限公司近1个月资金流水差是多少？", [num(out30 - in30)], "rule_property", "zh")
    add("年龄最大的法人代表是谁？", top(age), "superlative", "zh")
    # 20 count of a person's companies (臧*'s cell repeats two companies: 7 listed, 5 distinct)
    add("臧*担任几家公司的法定代表人？", [num(len(reps["臧*"]))], "count", "zh")
    sd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    add("商品化工-橡胶-合成橡胶-顺丁橡胶的下游产品有哪些？", down[sd], "one_hop", "zh")
    # 22 choice between two named entities by the derived total inflow
    add("三角***份限公司和传化****限公司，谁的总流入金额更高？",
        top({sanjiao: inflow[sanjiao], chuanhua: inflow[chuanhua]}), "comparison", "zh")
    # 23 calendar-month window sum
    add("2023年5月传化一共转出了多少钱？",
        [num(sum(a for s, _, d, a in tr if s == chuanhua and d.startswith("202305")))],
        "window_sum", "zh")
    # 24 event rules: ProductChainEvent (价格/上涨 -> 价格上涨) leads to a 成本上涨 CompanyEvent for
    # every company making a product downstream of its subject
    ev = events[0]
    assert ev["index"] == "价格" and ev["trend"] == "上涨"
    hit = [c for c, ps in makes.items() if any(d in ps for d in down[ev["subject"]])]
    assert not (set(hit) & updated) and not any(
        d in ps for u in update for d in down[ev["subject"]] for ps in [split_multi(u["products"], sep)])
    add("产业链事件“顺丁橡胶成本上涨”会让多少家公司出现成本上涨事件？", [num(len(hit))],
        "rule_event_count", "zh")
    # 25 range filter, inclusive
    add("年龄在45岁到50岁之间的人有哪些？", [p for p, a in age.items() if 45 <= a <= 50],
        "filter_range", "zh")
    return out


# --------------------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = dt.date(2023, 10, 15)
    people = read(RISK, "Person.csv")
    companies = read(RISK, "Company.csv")
    apps = read(RISK, "App.csv")
    devices = read(RISK, "Device.csv")
    certs = read(RISK, "Cert.csv")
    p_dev = read(RISK, "Person_hasDevice_Device.csv")
    p_cert = read(RISK, "Person_hasCert_Cert.csv")
    p_share = read(RISK, "Person_holdShare_Company.csv")
    c_cert = read(RISK, "Company_hasCert_Cert.csv")
    trans = read(RISK, "Person_fundTrans_Person.csv")

    pname = {p["id"]: p["name"] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    cname = {c["id"]: c["name"] for c in companies}
    mark = {a["id"]: a["riskMark"] for a in apps}
    umid = {d["id"]: d["umid"] for d in devices}
    install = {d["id"]: uniq(split_multi(d["install"], ",")) for d in devices}
    certnums = {c["certNum"] for c in certs}
    owns = defaultdict(list)
    for r in p_dev:
        owns[pname[r["src"]]].append(r["dst"])
    shares = defaultdict(list)
    for r in p_share:
        shares[pname[r["src"]]].append(cname[r["dst"]])
    ccerts = defaultdict(set)
    for r in c_cert:
        assert r["dst"] in certnums
        ccerts[cname[r["src"]]].add(r["dst"])
    tr = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in trans]

    # developed: more than 5 of the person's devices have the app installed
    developed = defaultdict(set)
    for p, ds in owns.items():
        cnt = Counter(a for d in ds for a in install[d])
        developed[p] = {a for a, c in cnt.items() if c > 5}
    gambling = {a for a, m in mark.items() if "赌博" in m}
    # release: holdShare -> company -hasCert-> cert <-useCert- app
    release = defaultdict(set)
    for p, cs in shares.items():
        for c in cs:
            release[p] |= {a["id"] for a in apps if a["useCert"] in ccerts[c]}
    dev_users = [p for p in age if developed[p] & gambling]
    bosses = [p for p in age if any(
        any(a in developed[u] for u in {o for s, o, _, _ in tr if s == p})
        for a in release[p] & gambling)]

    bo, qiu, du, wu = "柏*", "裘**", "杜*", "邬**"
    out = []
    P = "riskmining"
    n = 0

    def add(question, answer, shape, lang="en"):
        nonlocal n
        n += 1
        out.append(q(P, n, question, answer, shape, lang))

    add("How old is 邬**?", [str(age[wu])], "property")
    add("what's 柏*'s phone number", [phone[bo]], "property")
    add("Which people are older than 55?", [p for p, a in age.items() if a > 55], "filter")
    add("How many apps are flagged 诈骗?", [num(sum(1 for m in mark.values() if m == "诈骗"))], "count")
    add("How many apps carry each risk mark?", group_pairs(Counter(mark.values())), "count_group")
    add("Who owns the most devices?", top({p: len(owns.get(p, [])) for p in age}), "superlative")
    # 7 tie: seven companies hold 27 certificates each
    add("Which companies hold the most certificates? Include every company tied for first.",
        top({c: len(ccerts[c]) for c in cname.values()}), "superlative_tie")
    yes = any(s == du and o == bo for s, o, _, _ in tr)
    add("Did 杜* ever send money to 柏*?", ["yes" if yes else "no"], "yesno")
    # 9 negation: fraud apps installed on no device
    installed = {a for d in install for a in install[d]}
    add("Which apps marked 诈骗 are not installed on any device?",
        [a["id"] for a in apps if a["riskMark"] == "诈骗" and a["id"] not in installed], "negation")
    add("Which companies does 柏* hold shares in?", shares[bo], "one_hop")
    # 11 two hops restricted by a value: 杜*'s devices -> installed apps flagged 诈骗
    fang = "方*"
    add("Which of the apps on 杜*'s devices are flagged 诈骗?",
        uniq(a for d in owns[du] for a in install[d] if mark[a] == "诈骗"), "two_hop")
    add("What is the total amount 柏* has transferred to 邬**?",
        [num(sum(a for s, o, _, a in tr if s == bo and o == wu))], "sum")
    # 13 last 30 days counted back from 2023-10-15 (date > 2023-09-15)
    add("How much did 柏* transfer in the last 30 days?",
        [num(sum(a for s, _, d, a in tr if s == bo and in_last_days(d, as_of, 30)))], "window_sum")
    add("How many different apps are installed on 裘**'s devices?",
        [num(len({a for d in owns[qiu] for a in install[d]}))], "distinct_count")
    got = {o: sum(a for s, x, _, a in tr if s == bo and x == o) for o in (qiu, du)}
    add("Which received more money from 柏*: 裘** or 杜*?", top(got), "comparison")
    # 16 concept rule 赌博App开发者
    add("Who are the gambling app developers?", dev_users, "rule_concept")

    # ---- Chinese (9)
    add("杜*有多少台设备？", [num(len(owns[du]))], "count", "zh")
    mx = max(a for s, _, _, a in tr if s == bo)
    add("柏*转出的最大一笔钱是多少？", [num(mx)], "max", "zh")
    add("哪些人属于赌博App老板？", bosses, "rule_concept", "zh")
    add("2023年9月柏*一共转给裘**多少钱？",
        [num(sum(a for s, o, d, a in tr if s == bo and o == qiu and d.startswith("202309")))],
        "window_sum", "zh")
    cn = "33fdf452aa9cd145ba096c364a250ee8"
    add(f"持有证书{cn}的人是谁？", [pname[r["src"]] for r in p_cert if r["dst"] == cn],
        "reverse_hop", "zh")
    add("年龄在40到50岁之间的有几个人？", [num(sum(1 for a in age.values() if 40 <= a <= 50))],
        "count_range", "zh")
    devs = set(owns[fang])
    add("和方*使用同一台设备的是谁？",
        [p for p in age if p != fang and devs & set(owns.get(p, []))], "shared_hop", "zh")
    add("航天彩**人*股*限公司的电话是多少？",
        [c["phone"] for c in companies if c["name"] == "航天彩**人*股*限公司"], "property", "zh")
    add("所有人的平均年龄是多少？", [num(sum(age.values()) / len(age))], "average", "zh")
    return out


def main():
    sets = {"r42-acme-supply.json": acme(), "r42-kag-supplychain.json": supplychain(),
            "r42-kag-riskmining.json": riskmining()}
    for name, items in sets.items():
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(items, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        with open(path, encoding="utf-8") as fh:
            back = json.load(fh)
        assert len(back) == 25 and all(x["answer"] for x in back), name
        assert len({x["id"] for x in back}) == 25, name
        langs = Counter(x["lang"] for x in back)
        assert langs == Counter({"en": 16, "zh": 9}), (name, langs)
        print(f"{path}: {len(back)} questions, {dict(langs)}")


if __name__ == "__main__":
    main()
