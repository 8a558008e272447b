"""Gold answers for blind round 33: acme-supply, kag-supplychain, kag-riskmining.

Every answer is computed here from the raw source files with csv/json/datetime/re
only; nothing of kagflow is imported.  Running the script writes

    bench/questions/blind/r33-acme-supply.json
    bench/questions/blind/r33-kag-supplychain.json
    bench/questions/blind/r33-kag-riskmining.json

Conventions followed (README): a relative window "the last N days" keeps the
dates d with as_of - N < d <= as_of (months as 30 days, "3 months" = 90 days,
the schema rules' date_diff(now, d) < N); "between A and B" is inclusive;
a name repeated in one multi-value cell counts once; superlatives and choices
are asserted to have no tie.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
BLIND = os.path.dirname(HERE)
MAIN = os.path.abspath(os.path.join(BLIND, "..", "..", ".."))
ACME = os.path.join(MAIN, "data", "examples", "acme-supply")
SHARED = os.path.abspath(os.path.join(MAIN, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain")
RM = os.path.join(SHARED, "kag-riskmining")


def read(root, name):
    with open(os.path.join(root, "sources", name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def as_of_of(root, default=None):
    path = os.path.join(root, "kagflow.yaml")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            m = re.search(r'^as_of:\s*"?(\d{4}-\d{2}-\d{2})"?', f.read(), re.M)
        if m:
            return datetime.date.fromisoformat(m.group(1))
    assert default is not None
    return datetime.date.fromisoformat(default)


def day(s):
    s = s.strip()
    return datetime.datetime.strptime(s, "%Y%m%d" if re.fullmatch(r"\d{8}", s) else "%Y-%m-%d").date()


def in_last_days(d, as_of, n):
    """README / rule window: date_diff(as_of, d) < n, d not after as_of."""
    return 0 <= (as_of - d).days < n


def split_cell(cell, sep):
    """Values of a multi-value cell, each counted once, order kept."""
    return list(dict.fromkeys(x.strip() for x in cell.split(sep) if x.strip()))


def one(rows, key, value):
    """The one row whose `key` is `value` (asserted unique)."""
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (key, value, len(hits))
    return hits[0]


def val(row, col):
    v = (row.get(col) or "").strip()
    assert v, (row, col)
    return v


def num(x):
    """A number as gold text: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, float):
        return repr(round(x, 6))
    return str(x)


def argbest(scores, highest=True):
    """The key with the strictly best score (asserts no tie)."""
    assert scores
    best = max(scores.values()) if highest else min(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def choose(a, va, b, vb, higher=True):
    assert va != vb, ("tie", a, b, va)
    return a if (va > vb) == higher else b


def distinct_list(xs):
    xs = list(xs)
    assert xs, "empty list answer"
    assert len(xs) == len(set(xs)), ("duplicate in answer", xs)
    return sorted(xs)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (list, tuple)):
            ans = [a if isinstance(a, str) else num(a) for a in answer]
        else:
            ans = [answer if isinstance(answer, str) else num(answer)]
        assert ans and all(a.strip() for a in ans), (question, ans)
        assert lang in ("en", "zh")
        assert shape in ("property", "aggregate", "relation", "two_hop", "superlative",
                         "count", "list", "choice")
        n = len(self.items) + 1
        self.items.append({"id": f"{self.prefix}-r33-{n:02d}", "question": question,
                           "answer": ans, "shape": shape, "lang": lang})

    def write(self, filename):
        assert len(self.items) == 25, len(self.items)
        path = os.path.join(BLIND, filename)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


YES = {"en": "yes", "zh": "是"}
NO = {"en": "no", "zh": "否"}


# --------------------------------------------------------------------------- acme-supply
def acme():
    q = QSet("acme")
    as_of = as_of_of(ACME)
    assert as_of == datetime.date(2024, 6, 30)
    sep = ";"  # kagflow.yaml: multi_value_separator
    C = read(ACME, "Company.csv")
    P = read(ACME, "Person.csv")
    PR = read(ACME, "Product.csv")
    FT = read(ACME, "Company_fundTrans_Company.csv")
    assert len({c["id"] for c in C}) == len(C) and len({c["name"] for c in C}) == len(C)
    assert len({p["name"] for p in P}) == len(P)
    cname = {c["id"]: c["name"] for c in C}
    cid = {c["name"]: c["id"] for c in C}
    prods = {c["id"]: split_cell(c["product"], sep) for c in C}
    chain = {r["id"]: split_cell(r["hasSupplyChain"], sep) for r in PR}
    assert len(chain) == len(PR)
    reps = {p["name"]: split_cell(p["legalRepresentative"], sep) for p in P}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in cid, c
            rep_of[c].append(p)
    age = {p["name"]: int(val(p, "age")) for p in P}
    edges = [(r["srcId"], r["dstId"], day(r["transDate"]), int(r["transAmt"])) for r in FT]
    inflow = Counter()
    for s, d, _, a in edges:
        inflow[d] += a

    # mainSupply rule: s makes a product feeding o's product, o paid s more than half s's inflow
    main_customer = defaultdict(set)
    for s in cname:
        for o in cname:
            if s == o:
                continue
            if not any(dn in prods[o] for up in prods[s] for dn in chain.get(up, [])):
                continue
            paid = sum(a for x, y, _, a in edges if x == o and y == s)
            if inflow[s] and paid / inflow[s] > 0.5:
                main_customer[s].add(o)

    # property
    fj = one(C, "name", "Fjord Steel AS")
    q.add("property", "en", "Where is Fjord Steel AS based, and in what year was it founded?",
          [val(fj, "country"), val(fj, "founded")])
    q.add("property", "en", "Which country is Helix Chemicals headquartered in?",
          val(one(C, "name", "Helix Chemicals"), "country"))
    q.add("property", "zh", "Chloe Tan今年多大年纪？", val(one(P, "name", "Chloe Tan"), "age"))
    # informal name: "Borealis Rubber" for Borealis Rubber Works
    assert [c["name"] for c in C if c["name"].startswith("Borealis Rubber")] == ["Borealis Rubber Works"]
    q.add("property", "en", "what country is Borealis Rubber in?",
          val(one(C, "name", "Borealis Rubber Works"), "country"))

    # aggregate
    acme_id, ohara_id = cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]
    q.add("aggregate", "en", "How much has Acme Motors paid O'Hara, Lamb & Sons altogether?",
          sum(a for s, d, _, a in edges if s == acme_id and d == ohara_id))
    out90 = sum(a for s, _, dt, a in edges if s == acme_id and in_last_days(dt, as_of, 90))
    # none of Acme's transfers sits near the window's edge
    assert all(abs((as_of - dt).days - 90) > 3 for s, _, dt, _ in edges if s == acme_id)
    q.add("aggregate", "en", "How much money did Acme Motors send out over the last 90 days?", out90)
    ages = list(age.values())
    q.add("aggregate", "zh", "所有自然人的平均年龄是多少岁？", sum(ages) / len(ages))
    h1 = sum(a for _, _, dt, a in edges
             if datetime.date(2024, 1, 1) <= dt <= datetime.date(2024, 6, 30))
    q.add("aggregate", "en",
          "What was the combined amount of all fund transfers made in the first half of 2024?", h1)

    # relation
    q.add("relation", "en", "Which companies is Bram de Vries the legal representative of?",
          distinct_list(reps["Bram de Vries"]))
    assert len(rep_of["Acme Motors"]) == 1
    q.add("relation", "zh", "Acme Motors的法定代表人是谁？", rep_of["Acme Motors"][0])
    q.add("relation", "en", "Which companies has O'Hara, Lamb & Sons sent money to?",
          distinct_list({cname[d] for s, d, _, _ in edges if s == ohara_id}))
    q.add("relation", "en", "What products does Helix Chemicals make?",
          distinct_list(prods[cid["Helix Chemicals"]]))
    mc = main_customer[cid["Borealis Rubber Works"]]
    assert len(mc) == 1
    q.add("relation", "zh", "Borealis Rubber Works的主要客户是哪家公司？", cname[next(iter(mc))])

    # two hop
    assert len(rep_of["Granite Insurance"]) == 1
    q.add("two_hop", "en", "How old is the legal representative of Granite Insurance?",
          age[rep_of["Granite Insurance"][0]])
    payees = {d for s, d, _, _ in edges if s == acme_id}
    countries = {val(one(C, "id", d), "country") for d in payees}
    q.add("two_hop", "zh", "Acme Motors付过款的那些公司分别位于哪些国家？", distinct_list(countries))
    fj_payers = {s for s, d, _, _ in edges if d == cid["Fjord Steel AS"]}
    fj_reps = {p for s in fj_payers for p in rep_of[cname[s]]}
    assert len(fj_reps) == 1
    q.add("two_hop", "zh", "给Fjord Steel AS付过款的公司，它的法定代表人是谁？", next(iter(fj_reps)))

    # superlative
    q.add("superlative", "en", "Which company has the largest total inflow of money?",
          cname[argbest(dict(inflow))])
    q.add("superlative", "zh", "年龄最大的人是谁？", argbest(age))
    q.add("superlative", "en", "Which company has been around the longest?",
          cname[argbest({c["id"]: -int(c["founded"]) for c in C})])

    # count
    q.add("count", "en", "How many of the companies are based in the US?",
          sum(1 for c in C if c["country"] == "US"))
    assert all(int(c["founded"]) != 1980 for c in C)
    q.add("count", "zh", "有几家公司是1980年以后成立的？", sum(1 for c in C if int(c["founded"]) > 1980))

    # list
    payers = {s for s, _, _, _ in edges}
    q.add("list", "en", "Which companies have never paid money to any other company?",
          distinct_list(cname[c] for c in cname if c not in payers))
    assert all(int(c["founded"]) not in (1950, 1990) for c in C)
    q.add("list", "en", "List the companies founded between 1950 and 1990.",
          distinct_list(c["name"] for c in C if 1950 <= int(c["founded"]) <= 1990))

    # choice
    e, d = one(C, "name", "Eastwind Logistics"), one(C, "name", "Delta Cells GmbH")
    q.add("choice", "en", "Which is older, Eastwind Logistics or Delta Cells GmbH?",
          choose(e["name"], -int(e["founded"]), d["name"], -int(d["founded"])))
    q.add("choice", "zh", "Ada Moreno和Bram de Vries，谁的年纪更大？",
          choose("Ada Moreno", age["Ada Moreno"], "Bram de Vries", age["Bram de Vries"]))
    return q.write("r33-acme-supply.json")


# --------------------------------------------------------------------------- kag-supplychain
def supplychain():
    q = QSet("supplychain")
    as_of = datetime.date(2023, 10, 15)
    sep = ","
    C = read(SC, "Company.csv")
    P = read(SC, "Person.csv")
    FT = read(SC, "Company_fundTrans_Company.csv")
    # CompanyUpdate.csv maps onto no type; its one company is asked nothing about products.
    assert len({c["id"] for c in C}) == len(C) and len({c["name"] for c in C}) == len(C)
    assert len({p["name"] for p in P}) == len(P)
    PR = read(SC, "Product.csv")
    chain = {}
    for r in PR:  # repeated product rows are identical
        v = split_cell(r["hasSupplyChain"], sep)
        assert chain.setdefault(r["id"], v) == v
    cname = {c["id"]: c["name"] for c in C}
    cid = {c["name"]: c["id"] for c in C}
    prods = {c["id"]: split_cell(c["product"], sep) for c in C}
    reps = {p["name"]: split_cell(p["legalRepresentative"], sep) for p in P}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in cid, c
            rep_of[c].append(p)
    age = {p["name"]: int(val(p, "age")) for p in P}
    edges = [(r["srcId"], r["dstId"], day(r["transDate"]), int(r["transAmt"])) for r in FT]
    for s, d, _, _ in edges:
        assert s in cname and d in cname
    inflow, outflow = Counter(), Counter()
    for s, d, _, a in edges:
        inflow[d] += a
        outflow[s] += a

    main_customer = defaultdict(set)
    for s in cname:
        for o in cname:
            if s == o:
                continue
            if not any(dn in prods[o] for up in prods[s] for dn in chain.get(up, [])):
                continue
            paid = sum(a for x, y, _, a in edges if x == o and y == s)
            if inflow[s] and paid / inflow[s] > 0.5:
                main_customer[s].add(o)

    chuanhua = cid["传化****限公司"]
    sanjiao = cid["三角***份限公司"]
    baoye = cid["宝业集****公司"]
    kang = cid["康**股有公司"]

    # property
    q.add("property", "zh", "骆*今年多少岁？", val(one(P, "name", "骆*"), "age"))
    assert inflow[baoye] > 0
    q.add("property", "en", "What is the total inflow recorded for 宝业集****公司?", inflow[baoye])
    q.add("property", "en", "How old is 倪**?", val(one(P, "name", "倪**"), "age"))
    # rule cashflowDiff3Month = fundTrans3Month (out, <90 days) - fundTrans3MonthIn (in, <90 days)
    assert all((as_of - dt).days != 90 for _, _, dt, _ in edges)
    out3 = sum(a for s, _, dt, a in edges if s == chuanhua and in_last_days(dt, as_of, 90))
    in3 = sum(a for _, d, dt, a in edges if d == chuanhua and in_last_days(dt, as_of, 90))
    q.add("property", "zh", "传化****限公司最近三个月转出的资金比转入的多出多少？", out3 - in3)

    # aggregate
    q.add("aggregate", "en", "How much money has 传化****限公司 paid out in total?", outflow[chuanhua])
    assert all((as_of - dt).days != 30 for _, _, dt, _ in edges)
    q.add("aggregate", "en", "How much did 传化****限公司 transfer out in the last 30 days?",
          sum(a for s, _, dt, a in edges if s == chuanhua and in_last_days(dt, as_of, 30)))
    rep_ages = [age[p] for p in reps]  # every person represents some company
    assert all(reps[p] for p in reps)
    q.add("aggregate", "zh", "法人代表们的平均年龄是多少？", sum(rep_ages) / len(rep_ages))
    q.add("aggregate", "en", "What is the total amount 浙江**摩托**限公司 has transferred to 三角***份限公司?",
          sum(a for s, d, _, a in edges if s == cid["浙江**摩托**限公司"] and d == sanjiao))

    # relation
    q.add("relation", "en", "Which companies does 夏** act as legal representative for?",
          distinct_list(reps["夏**"]))
    assert len(rep_of["润中***股*公司"]) == 1
    q.add("relation", "zh", "润中***股*公司的法定代表人是谁？", rep_of["润中***股*公司"][0])
    assert len(main_customer[chuanhua]) == 1
    q.add("relation", "en", "Who is the main customer of 传化****限公司?",
          cname[next(iter(main_customer[chuanhua]))])
    q.add("relation", "en", "Which companies have paid money to 传化****限公司?",
          distinct_list({cname[s] for s, d, _, _ in edges if d == chuanhua}))
    q.add("relation", "zh", "三角***份限公司经营哪些产品？", distinct_list(prods[sanjiao]))

    # two hop
    assert len(rep_of["康**股有公司"]) == 1
    q.add("two_hop", "en", "How old is the legal representative of 康**股有公司?",
          age[rep_of["康**股有公司"][0]])
    by_payers = {p for s, d, _, _ in edges if d == baoye for p in rep_of[cname[s]]}
    assert len(by_payers) == 1
    q.add("two_hop", "zh", "给宝业集****公司转过账的那家公司，法定代表人是谁？", next(iter(by_payers)))
    kaida_reps = rep_of["开达集**公司"]
    same = {c for p in kaida_reps for c in reps[p]} - {"开达集**公司"}
    q.add("two_hop", "en", "Which companies share a legal representative with 开达集**公司?",
          distinct_list(same))

    # superlative
    q.add("superlative", "en", "Which company received the most money in total?",
          cname[argbest(dict(inflow))])
    q.add("superlative", "zh", "年龄最大的法人代表是哪位？", argbest(age))
    biggest = {}
    for s, _, _, a in edges:
        biggest[s] = max(biggest.get(s, 0), a)
    q.add("superlative", "en", "Which company made the single largest fund transfer?",
          cname[argbest(biggest)])

    # count
    raw = [x.strip() for x in one(P, "name", "臧*")["legalRepresentative"].split(sep)]
    assert len(raw) > len(set(raw))  # the cell repeats names; each counts once
    q.add("count", "en", "For how many companies is 臧* the legal representative?", len(reps["臧*"]))
    assert all(a not in (40, 55) for a in age.values())
    q.add("count", "zh", "年龄在40岁到55岁之间的法人代表有几位？",
          sum(1 for a in age.values() if 40 <= a <= 55))

    # list
    q.add("list", "en", "Which people are the legal representative of exactly one company?",
          distinct_list(p for p, cs in reps.items() if len(cs) == 1))
    receivers = {d for _, d, _, _ in edges}
    q.add("list", "en", "Which companies have sent transfers but never received any money?",
          distinct_list({cname[s] for s, _, _, _ in edges if s not in receivers}))

    # choice
    q.add("choice", "en", "Who is older, 禹** or 樊**?", choose("禹**", age["禹**"], "樊**", age["樊**"]))
    q.add("choice", "zh", "康**股有公司和宝业集****公司，哪家收到的转账总额更多？",
          choose(cname[kang], inflow[kang], cname[baoye], inflow[baoye]))
    return q.write("r33-kag-supplychain.json")


# --------------------------------------------------------------------------- kag-riskmining
def riskmining():
    q = QSet("riskmining")
    as_of = datetime.date(2023, 10, 15)
    sep = ","
    P = read(RM, "Person.csv")
    C = read(RM, "Company.csv")
    A = read(RM, "App.csv")
    D = read(RM, "Device.csv")
    CE = read(RM, "Cert.csv")
    FT = read(RM, "Person_fundTrans_Person.csv")
    PHD = read(RM, "Person_hasDevice_Device.csv")
    PHC = read(RM, "Person_hasCert_Cert.csv")
    CHC = read(RM, "Company_hasCert_Cert.csv")
    HS = read(RM, "Person_holdShare_Company.csv")
    for rows in (P, C, A, D, CE):
        assert len({r["id"] for r in rows}) == len(rows)
    assert len({p["name"] for p in P}) == len(P)
    assert len({d["umid"] for d in D}) == len(D)
    assert len({c["certNum"] for c in CE}) == len(CE)
    pname = {p["id"]: p["name"] for p in P}
    pid = {p["name"]: p["id"] for p in P}
    age = {p["name"]: int(val(p, "age")) for p in P}
    app = {a["id"]: a for a in A}
    installed = {d["id"]: split_cell(d["install"], sep) for d in D}
    umid_dev = {d["umid"]: d["id"] for d in D}
    devices = defaultdict(set)
    owners = defaultdict(set)
    for r in PHD:
        devices[r["src"]].add(r["dst"])
        owners[r["dst"]].add(r["src"])
    edges = [(r["src"], r["dst"], day(r["transDate"]), int(r["transAmt"])) for r in FT]

    # rules
    gambling = {a for a, r in app.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)  # person has more than 5 devices with the app installed
    for p in pname:
        cnt = Counter(a for d in devices[p] for a in installed[d])
        developed[p] = {a for a, n in cnt.items() if n > 5}
    comp_certs = defaultdict(set)
    for r in CHC:
        comp_certs[r["src"]].add(r["dst"])
    released = defaultdict(set)  # person holds shares in a company holding the app's cert
    for r in HS:
        for a, row in app.items():
            if row["useCert"] in comp_certs[r["dst"]]:
                released[r["src"]].add(a)
    devs = {p for p in pname if developed[p] & gambling}
    bosses = {s for s in pname for a in released[s] & gambling
              for x, y, _, _ in edges if x == s and a in developed[y]}

    # property
    q.add("property", "zh", "柏*的电话号码是多少？", val(one(P, "name", "柏*"), "hasPhone"))
    q.add("property", "en", "How old is 祁**?", val(one(P, "name", "祁**"), "age"))
    q.add("property", "en", "What risk mark does the app com.oStEmG.may carry?",
          val(one(A, "id", "com.oStEmG.may"), "riskMark"))
    q.add("property", "zh", "中信*投证***限公司的电话号码是多少？",
          val(one(C, "name", "中信*投证***限公司"), "phone"))

    # aggregate
    bai = pid["柏*"]
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 裘**?",
          sum(a for s, d, _, a in edges if s == bai and d == pid["裘**"]))
    assert all((as_of - dt).days != 30 for _, _, dt, _ in edges)
    q.add("aggregate", "zh", "柏*近30天一共转出了多少钱？",
          sum(a for s, _, dt, a in edges if s == bai and in_last_days(dt, as_of, 30)))
    ages = list(age.values())
    q.add("aggregate", "en", "What is the average age of the people in the risk-mining graph?",
          sum(ages) / len(ages))
    q.add("aggregate", "en", "What was the largest single transfer 柏* made?",
          max(a for s, _, _, a in edges if s == bai))

    # relation
    q.add("relation", "en", "Which certificate does the app com.qIu.VJbJ use? Give its certificate number.",
          val(one(A, "id", "com.qIu.VJbJ"), "useCert"))
    cert = "33fdf452aa9cd145ba096c364a250ee8"
    one(CE, "certNum", cert)
    holders = {pname[r["src"]] for r in PHC if r["dst"] == cert}
    assert len(holders) == 1
    q.add("relation", "zh", f"哪个人持有证书编号为{cert}的证书？", next(iter(holders)))
    dev = umid_dev["0e:23:7e:51:62:1c"]
    raw = [x for x in one(D, "id", dev)["install"].split(sep) if x]
    assert len(raw) == len(set(raw))
    q.add("relation", "en", "Which apps are installed on the device with umid 0e:23:7e:51:62:1c?",
          distinct_list(installed[dev]))
    q.add("relation", "en", "Who has 柏* sent money to?",
          distinct_list({pname[d] for s, d, _, _ in edges if s == bai}))
    dev = umid_dev["66:af:7f:32:31:e6"]
    assert len(owners[dev]) == 1
    q.add("relation", "zh", "umid为66:af:7f:32:31:e6的设备归谁所有？", pname[next(iter(owners[dev]))])

    # two hop
    lei = pid["雷**"]
    others = {pname[o] for d in devices[lei] for o in owners[d]} - {"雷**"}
    assert len(others) == 1
    q.add("two_hop", "zh", "除了雷**，还有谁和他共用同一台设备？", next(iter(others)))
    du_apps = {a for d in devices[pid["杜*"]] for a in installed[d]}
    q.add("two_hop", "en", "Which apps flagged 诈骗 are installed on 杜*'s devices?",
          distinct_list(a for a in du_apps if app[a]["riskMark"] == "诈骗"))
    assert len(bosses) == 1
    q.add("two_hop", "en", "What is the age of the person identified as the boss behind the gambling apps?",
          age[pname[next(iter(bosses))]])

    # superlative
    q.add("superlative", "en", "Who owns the most devices?",
          pname[argbest({p: len(devices[p]) for p in pname})])
    q.add("superlative", "zh", "年龄最小的人是谁？", argbest(age, highest=False))
    to = Counter()
    for s, d, _, a in edges:
        if s == bai:
            to[d] += a
    q.add("superlative", "en", "To whom did 柏* send the most money in total?", pname[argbest(dict(to))])

    # count
    q.add("count", "en", "How many fund transfers has 柏* made to 杜*?",
          sum(1 for s, d, _, _ in edges if s == bai and d == pid["杜*"]))
    q.add("count", "zh", "被标记为赌博的应用一共有几个？", len(gambling))

    # list
    q.add("list", "en", "Which people count as developers of gambling apps?",
          distinct_list(pname[p] for p in devs))
    q.add("list", "en",
          "Which of the gambling apps were not published by 柏* through the companies he holds shares in?",
          distinct_list(gambling - released[bai]))

    # choice
    q.add("choice", "en", "Who owns more devices, 裘** or 杜*?",
          choose("裘**", len(devices[pid["裘**"]]), "杜*", len(devices[pid["杜*"]])))
    q.add("choice", "zh", "穆**和夏*，谁的年龄更大？", choose("穆**", age["穆**"], "夏*", age["夏*"]))
    return q.write("r33-kag-riskmining.json")


def main():
    for fn in (acme, supplychain, riskmining):
        print(fn())


if __name__ == "__main__":
    main()
