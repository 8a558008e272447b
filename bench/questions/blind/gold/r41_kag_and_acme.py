"""Gold answers for the round-41 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

What it is: a stand-alone script that reads the raw CSV sources of the three projects with the
standard library's csv module only (no pandas, nothing of kagflow), computes the gold answer of
every question (the schema rules -- totalTransInAmt, outflow90Days, mainSupply,
sameLegalRepresentative, fundTrans*Month, cashflowDiff*Month, developed, release and the
risk-mining concept rules -- are re-implemented here by hand from their schema definitions) and
writes three question files next to this folder:

    ../r41-acme-supply.json      (as-of date 2024-06-30, from the project's kagflow.yaml)
    ../r41-kag-supplychain.json  (as-of date 2023-10-15)
    ../r41-kag-riskmining.json   (as-of date 2023-10-15)

Each file is a JSON list of 25 objects {"id", "question", "answer", "shape", "lang"}
(16 English, 9 Chinese questions). Answers are lists of strings, values spelled as in the CSV;
a count is a string; a count per group is the flattened pairs [group, count, ...]; yes/no is
"yes"/"no" in English and "是"/"否" in Chinese.

How to run (from anywhere; paths are relative to this file):

    python3 bench/questions/blind/gold/r41_kag_and_acme.py

Data quirks relied on or avoided (the script asserts the ones it depends on):
  * kag-supplychain CompanyUpdate.csv updates one company's products; no question asks about
    the products of 浙江**摩托**限公司 (CSF0000001662), so it does not matter whether the update
    replaces or adds to the original values.
  * kag-supplychain Product.csv repeats 34 product rows identically (78 rows, 44 ids): products
    are taken once per id.
  * kag-supplychain Person.csv: 臧*'s legalRepresentative cell names 三角***份限公司 and
    传化****限公司 twice each; a MultiValue property holds each value once, so 臧* represents 5
    companies, not 7 (this is what makes the 7-way tie of question supplychain-r41-07).
  * kag-supplychain: 11 product values of Company.csv have no row in Product.csv (placeholders);
    no count question counts products of companies holding such values.
  * kag-riskmining Device.csv install lists repeat some apps on one device (device 3 lists
    com.Yirmf.MZx.NKC.Xqp twice): apps are counted once per device.
  * kag-riskmining device 45 is owned by two people (方* and 雷**).
  * kag-riskmining Company.csv's phone column is named "phone", not the schema's hasPhone: no
    question asks for a company's phone number.
  * Relative windows use the rules' reading: "the last N days" as of D keeps dates d with
    date_diff(D, d) < N, i.e. d > D - N days. No transfer lies exactly N days back, the one day on which
    inclusive and exclusive readings of the window differ.
"""
import csv
import datetime
import decimal
import json
import os
from collections import defaultdict
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets"))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "data", "examples"))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()]


def day(s):
    s = s.strip()
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    """A number as the answer string: integral values without .0, others as exact decimals."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    d = x.denominator
    # terminating decimal only (2^a 5^b denominators)
    for p in (2, 5):
        while d % p == 0:
            d //= p
    assert d == 1, x
    with decimal.localcontext() as ctx:
        ctx.prec = 50
        s = format(decimal.Decimal(x.numerator) / decimal.Decimal(x.denominator), "f")
    return s.rstrip("0").rstrip(".") if "." in s else s


def ordered_unique(seq):
    seen, out = set(), []
    for v in seq:
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out


def in_last_days(asof, d, n):
    return (asof - d).days < n and d <= asof


# --------------------------------------------------------------------------------------------
# acme-supply
# --------------------------------------------------------------------------------------------

def acme():
    base = os.path.join(EXAMPLES, "acme-supply")
    with open(os.path.join(base, "kagflow.yaml"), encoding="utf-8") as f:
        asof_line = [l for l in f if l.startswith("as_of:")][0]
    asof = datetime.date.fromisoformat(asof_line.split(":", 1)[1].strip().strip('"'))
    assert asof == datetime.date(2024, 6, 30)
    sep = ";"  # multi_value_separator in kagflow.yaml
    src = os.path.join(base, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    cid = {r["id"]: r for r in comp}
    cname = {r["id"]: r["name"] for r in comp}
    byname = {r["name"]: r["id"] for r in comp}
    prods = {r["id"]: ordered_unique(split(r["product"], sep)) for r in comp}
    prodrows = rows(os.path.join(src, "Product.csv"))
    down = {r["id"]: ordered_unique(split(r["hasSupplyChain"], sep)) for r in prodrows}
    people = rows(os.path.join(src, "Person.csv"))
    rep = {p["name"]: ordered_unique(byname[c] for c in split(p["legalRepresentative"], sep)) for p in people}
    trans = [dict(r, amt=int(r["transAmt"]), d=day(r["transDate"])) for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def makers(product):
        return [c for c in cid if product in prods[c]]

    # mainSupply(s -> o): s makes up, up feeds down, o makes down, o paid s > half of s's inflow
    main_supply = defaultdict(list)
    for s in cid:
        for o in cid:
            feeds = any(dn in prods[o] for up in prods[s] for dn in down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if feeds and paid and inflow[s] and Fraction(paid, inflow[s]) > Fraction(1, 2):
                main_supply[s].append(o)

    def same_rep(c):
        out = []
        for p, cs in rep.items():
            if c in cs:
                out += [x for x in cs if x != c]
        return ordered_unique(out)

    def outflow_days(c, n):
        return sum(t["amt"] for t in trans if t["srcId"] == c and in_last_days(asof, t["d"], n))

    Q = []
    add = lambda shape, lang, q, a: Q.append((shape, lang, q, a))
    age = {p["name"]: int(p["age"]) for p in people}

    add("property", "en", "what year was fjord steel founded", [cid[byname["Fjord Steel AS"]]["founded"]])
    add("rule", "en", "Which companies share a legal representative with acme motors?",
        [cname[c] for c in same_rep(byname["Acme Motors"])])
    add("filter", "en", "List the companies founded before 1960.",
        [r["name"] for r in comp if int(r["founded"]) < 1960])
    add("filter2", "en", "Which US companies were founded after 1950?",
        [r["name"] for r in comp if r["country"] == "US" and int(r["founded"]) > 1950])
    add("count", "en", "How many people are older than 40?", [str(sum(1 for a in age.values() if a > 40))])
    grp = []
    for p in people:
        grp += [p["name"], str(len(rep[p["name"]]))]
    add("count_per_group", "en", "How many companies is each person the legal representative of?", grp)
    mx = max(len(v) for v in prods.values())
    add("superlative", "en", "Which companies make the most products? List all of them if there is a tie.",
        [cname[c] for c in cid if len(prods[c]) == mx])
    add("yesno", "en", "Was Borealis Rubber Works founded before Helix Chemicals?",
        ["yes" if int(cid[byname["Borealis Rubber Works"]]["founded"]) < int(cid[byname["Helix Chemicals"]]["founded"]) else "no"])
    receivers = {t["dstId"] for t in trans}
    add("negation", "en", "Which companies have never received a fund transfer?",
        [cname[c] for c in cid if c not in receivers])
    add("relation", "en", "Who has Acme Motors paid money to?",
        ordered_unique(cname[t["dstId"]] for t in trans if t["srcId"] == byname["Acme Motors"]))
    tyres = "Vehicles-Parts-Tyres"
    ups = [p for p, ds in down.items() if tyres in ds]
    add("two_hop", "en", "Which companies make the products that feed into tyres?",
        ordered_unique(cname[c] for c in cid if any(u in prods[c] for u in ups)))
    add("sum", "en", "What is the total amount Acme Motors has transferred to other companies?",
        [num(sum(t["amt"] for t in trans if t["srcId"] == byname["Acme Motors"]))])
    add("average", "en", "average amount of a fund transfer, over all transfers",
        [num(Fraction(sum(t["amt"] for t in trans), len(trans)))])
    add("date_window", "en", "Which companies received money in the last 30 days?",
        ordered_unique(cname[t["dstId"]] for t in trans if in_last_days(asof, t["d"], 30)))
    add("distinct_count", "en", "How many different countries are the companies located in?",
        [str(len({r["country"] for r in comp}))])
    a, b = "Bram de Vries", "Ada Moreno"
    add("comparison", "en", "Which is older, Bram de Vries or Ada Moreno?", [a if age[a] > age[b] else b])

    # Chinese
    add("property", "zh", "Helix 位于哪个国家？", [cid[byname["Helix Chemicals"]]["country"]])
    add("count", "zh", "美国的公司有几家？", [str(sum(1 for r in comp if r["country"] == "US"))])
    add("filter", "zh", "年龄超过50岁的人有哪些？", [p for p, a in age.items() if a > 50])
    add("rule", "zh", "Delta Cells GmbH 的主要客户是谁？", [cname[o] for o in main_supply[byname["Delta Cells GmbH"]]])
    top = max(inflow.values())
    add("superlative", "zh", "哪家公司收到的转账总额最多？", [cname[c] for c in cid if inflow[c] == top])
    add("relation", "zh", "Dara O'Hara 是哪些公司的法定代表人？", [cname[c] for c in rep["Dara O'Hara"]])
    add("rule", "zh", "Acme Motors 近90天的流出资金是多少？", [num(outflow_days(byname["Acme Motors"], 90))])
    add("yesno", "zh", "Helix Chemicals 和 Borealis Rubber Works 在同一个国家吗？",
        ["是" if cid[byname["Helix Chemicals"]]["country"] == cid[byname["Borealis Rubber Works"]]["country"] else "否"])
    h1 = (datetime.date(2024, 1, 1), datetime.date(2024, 6, 30))
    add("date_window", "zh", "2024年上半年，Acme Motors 向 O'Hara, Lamb & Sons 转了几笔账？",
        [str(sum(1 for t in trans if t["srcId"] == byname["Acme Motors"] and t["dstId"] == byname["O'Hara, Lamb & Sons"]
                 and h1[0] <= t["d"] <= h1[1]))])

    # facts the questions rely on, checked here so a data change is noticed
    assert main_supply[byname["Delta Cells GmbH"]] == [byname["Acme Motors"]]
    assert [cname[s] for s, os_ in main_supply.items() if byname["O'Hara, Lamb & Sons"] in os_] == ["Borealis Rubber Works", "Helix Chemicals"]
    # no transfer exactly N days back (the one day that inclusive and exclusive readings of
    # "the last N days" would treat differently)
    for t in trans:
        assert (asof - t["d"]).days not in (30, 90), t
    return Q


# --------------------------------------------------------------------------------------------
# kag-supplychain
# --------------------------------------------------------------------------------------------

def supplychain():
    asof = datetime.date(2023, 10, 15)
    sep = ","
    src = os.path.join(SHARED, "kag-supplychain", "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    cid = {r["id"]: r for r in comp}
    cname = {r["id"]: r["name"] for r in comp}
    byname = {r["name"]: r["id"] for r in comp}
    assert len(byname) == len(comp)
    prods = {r["id"]: ordered_unique(split(r["product"], sep)) for r in comp}
    prod = {}
    for r in rows(os.path.join(src, "Product.csv")):
        rec = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], sep)))
        assert prod.get(r["id"], rec) == rec, r["id"]  # repeated rows are identical
        prod[r["id"]] = rec
    industry = {p: v[0] for p, v in prod.items()}
    down = {p: list(v[1]) for p, v in prod.items()}
    people = rows(os.path.join(src, "Person.csv"))
    age = {p["name"]: int(p["age"]) for p in people}
    rep = {p["name"]: ordered_unique(byname[c] for c in split(p["legalRepresentative"], sep)) for p in people}
    trans = [dict(r, amt=int(r["transAmt"]), d=day(r["transDate"])) for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def out_days(c, n):
        return sum(t["amt"] for t in trans if t["srcId"] == c and in_last_days(asof, t["d"], n))

    def in_days(c, n):
        return sum(t["amt"] for t in trans if t["dstId"] == c and in_last_days(asof, t["d"], n))

    main_supply = defaultdict(list)
    for s in cid:
        if not inflow[s]:
            continue
        for o in cid:
            feeds = any(dn in prods[o] for up in prods[s] for dn in down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if feeds and paid and Fraction(paid, inflow[s]) > Fraction(1, 2):
                main_supply[s].append(o)

    def same_rep(c):
        out = []
        for p, cs in rep.items():
            if c in cs:
                out += [x for x in cs if x != c]
        return ordered_unique(out)

    Q = []
    add = lambda shape, lang, q, a: Q.append((shape, lang, q, a))
    C1579 = byname["传化****限公司"]
    C2238 = byname["三角***份限公司"]

    add("rule", "en", "Which companies share a legal representative with 新晨*国***股*公司?",
        [cname[c] for c in same_rep(byname["新晨*国***股*公司"])])
    tx = "轮胎与橡胶-轮胎-特种轮胎"
    add("property", "en", "which industry does 特种轮胎 belong to", [industry[tx]])
    add("filter", "en", "Which people are younger than 22?", [p for p, a in age.items() if a < 22])
    aug = [t for t in trans if t["d"].year == 2023 and t["d"].month == 8 and t["amt"] > 1000000]
    add("filter2", "en", "Which companies received a single transfer of more than 1 million in August 2023?",
        ordered_unique(cname[t["dstId"]] for t in aug))
    bias = "轮胎与橡胶-轮胎-斜交轮胎"
    add("count", "en", "How many companies make 轮胎与橡胶-轮胎-斜交轮胎?", [str(sum(1 for c in cid if bias in prods[c]))])
    cnt = defaultdict(int)
    for t in trans:
        cnt[t["dstId"]] += 1
    grp = []
    for c in ordered_unique(t["dstId"] for t in trans):
        grp += [cname[c], str(cnt[c])]
    add("count_per_group", "en", "How many transfers did each company receive?", grp)
    mx = max(len(v) for v in rep.values())
    add("superlative", "en", "Which people are the legal representative of the most companies? Give all of them if tied.",
        [p for p in rep if len(rep[p]) == mx])
    add("yesno", "en", "Is 禹** older than 樊**?", ["yes" if age["禹**"] > age["樊**"] else "no"])
    senders = {t["srcId"] for t in trans}
    add("negation", "en", "Which companies received money but never sent any?",
        ordered_unique(cname[t["dstId"]] for t in trans if t["dstId"] not in senders))
    add("relation", "en", "Who paid 传化****限公司?", ordered_unique(cname[t["srcId"]] for t in trans if t["dstId"] == C1579))
    payers = ordered_unique(t["srcId"] for t in trans if t["dstId"] == C2238)
    add("two_hop", "en", "Who are the legal representatives of the companies that paid 三角***份限公司?",
        [p for p in rep if any(c in rep[p] for c in payers)])
    add("sum", "en", "How much has 传化****限公司 paid out in total?",
        [num(sum(t["amt"] for t in trans if t["srcId"] == C1579))])
    add("average", "en", "What is the average age of the people in the graph?", [num(Fraction(sum(age.values()), len(age)))])
    add("date_window", "en", "Which companies did 传化****限公司 pay in the last 30 days?",
        ordered_unique(cname[t["dstId"]] for t in trans if t["srcId"] == C1579 and in_last_days(asof, t["d"], 30)))
    add("distinct_count", "en", "How many distinct companies has 传化****限公司 sent money to?",
        [str(len({t["dstId"] for t in trans if t["srcId"] == C1579}))])
    a, b = "宝业集****公司", "康**股有公司"
    got = {x: sum(t["amt"] for t in trans if t["srcId"] == C1579 and t["dstId"] == byname[x]) for x in (a, b)}
    add("comparison", "en", "Who received more money from 传化****限公司, 宝业集****公司 or 康**股有公司?",
        [a if got[a] > got[b] else b])

    # Chinese
    add("property", "zh", "骆*多少岁？", [str(age["骆*"])])
    add("rule", "zh", "哪些公司的主要客户是三角***份限公司？", [cname[s] for s, os_ in main_supply.items() if C2238 in os_])
    add("rule", "zh", "传化****限公司近1个月的流出资金是多少？", [num(out_days(C1579, 30))])
    add("rule", "zh", "传化****限公司的近3个月资金流水差是多少？", [num(out_days(C1579, 90) - in_days(C1579, 90))])
    ups = [p for p, ds in down.items() if tx in ds]
    add("two_hop", "zh", "特种轮胎的上游产品都是哪些公司在生产？",
        ordered_unique(cname[c] for c in cid if any(u in prods[c] for u in ups)))
    sd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    add("relation", "zh", "顺丁橡胶的下游产品有哪些", down[sd])
    add("count", "zh", "超过55岁的法人代表有几位？", [str(sum(1 for p, a in age.items() if a > 55 and rep[p]))])
    a, b = "华**", "华*"
    add("comparison", "zh", "华**和华*谁更年轻？", [a if age[a] < age[b] else b])
    top = max(cnt.values())
    add("superlative", "zh", "哪家公司收到的转账笔数最多？", [cname[c] for c in cnt if cnt[c] == top])

    # checks of what the questions rely on
    assert ups == [sd]
    assert main_supply == {C1579: [C2238]}, main_supply
    assert C2238 not in main_supply  # no payer of 三角 reaches half its inflow
    for t in trans:
        assert (asof - t["d"]).days not in (30, 90), t
    # leaf products: nothing is narrower than the products the count questions name
    allp = set(prod) | {p for v in prods.values() for p in v} | {p for v in down.values() for p in v}
    for leaf in (tx, bias, sd):
        assert not any(p.startswith(leaf + "-") for p in allp), leaf
    # the tie of question 07 needs 臧*'s repeated companies counted once
    zang_raw = split([p for p in people if p["name"] == "臧*"][0]["legalRepresentative"], sep)
    assert len(zang_raw) == 7 and len(rep["臧*"]) == 5
    # CompanyUpdate.csv touches only a company whose products no question asks about
    upd = rows(os.path.join(src, "CompanyUpdate.csv"))
    assert [r["id"] for r in upd] == ["CSF0000001662"]
    return Q


# --------------------------------------------------------------------------------------------
# kag-riskmining
# --------------------------------------------------------------------------------------------

def riskmining():
    asof = datetime.date(2023, 10, 15)
    sep = ","
    src = os.path.join(SHARED, "kag-riskmining", "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    pid = {p["name"]: p["id"] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    devices = {r["id"]: r for r in rows(os.path.join(src, "Device.csv"))}
    install = {d: set(split(r["install"], sep)) for d, r in devices.items()}
    apps = rows(os.path.join(src, "App.csv"))
    mark = {a["id"]: a["riskMark"] for a in apps}
    use_cert = {a["id"]: a["useCert"] for a in apps}
    companies = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    coname = {i: r["name"] for i, r in companies.items()}
    certs = {r["id"]: r["certNum"] for r in rows(os.path.join(src, "Cert.csv"))}
    has_dev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        has_dev[pname[r["src"]]].add(r["dst"])
    hold = defaultdict(list)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        hold[pname[r["src"]]].append(r["dst"])
    co_cert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        co_cert[r["src"]].add(r["dst"])  # dst holds a certNum
    trans = [dict(r, s=pname[r["src"]], t=pname[r["dst"]], amt=int(r["transAmt"]), d=day(r["transDate"]))
             for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))]

    # rules
    developed = defaultdict(list)
    for p, ds in has_dev.items():
        n = defaultdict(int)
        for d in ds:
            for a in install[d]:
                n[a] += 1
        developed[p] = [a["id"] for a in apps if n[a["id"]] > 5]
    released = defaultdict(list)
    for p, cs in hold.items():
        cnums = set().union(*(co_cert[c] for c in cs))
        released[p] = [a["id"] for a in apps if use_cert[a["id"]] in cnums]
    gambling = [a["id"] for a in apps if "赌博" in mark[a["id"]]]
    gdevs = [p["name"] for p in people if set(developed[p["name"]]) & set(gambling)]
    bosses = [p["name"] for p in people
              if any(a in gambling and any(a in developed[u] and any(t["s"] == p["name"] and t["t"] == u for t in trans)
                                           for u in pname.values())
                     for a in released[p["name"]])]

    Q = []
    add = lambda shape, lang, q, a: Q.append((shape, lang, q, a))
    B = "柏*"
    add("property", "en", "How old is 方*?", [str(age["方*"])])
    add("property", "en", "what's the umid of device 45", [devices["45"]["umid"]])
    add("filter", "en", "Which apps are flagged as 诈骗?", [a["id"] for a in apps if a["riskMark"] == "诈骗"])
    add("filter2", "en", "Which people over 50 have a phone number starting with 158?",
        [p for p in age if age[p] > 50 and phone[p].startswith("158")])
    add("count", "en", "How many devices does 邬** own?", [str(len(has_dev["邬**"]))])
    n = defaultdict(int)
    for t in trans:
        if t["s"] == B:
            n[t["t"]] += 1
    grp = []
    for p in ordered_unique(t["t"] for t in trans if t["s"] == B):
        grp += [p, str(n[p])]
    add("count_per_group", "en", "How many transfers did 柏* make to each recipient?", grp)
    mx = max(len(v) for v in co_cert.values())
    add("superlative", "en", "Which companies hold the most certificates? If several are tied, list them all.",
        [coname[c] for c in companies if len(co_cert[c]) == mx])
    add("yesno", "en", "Did 柏* ever transfer money to 穆**?",
        ["yes" if any(t["s"] == B and t["t"] == "穆**" for t in trans) else "no"])
    got_money = {t["t"] for t in trans}
    add("negation", "en", "Which people older than 55 have never received any money?",
        [p for p in age if age[p] > 55 and p not in got_money])
    add("relation", "en", "Which companies does 柏* hold shares in?", [coname[c] for c in hold[B]])
    app = "com.qIu.VJbJ"
    add("two_hop", "en", "Who owns a device that has com.qIu.VJbJ installed?",
        [p["name"] for p in people if any(app in install[d] for d in has_dev[p["name"]])])
    add("sum", "en", "What is the total amount 柏* transferred to 杜*?",
        [num(sum(t["amt"] for t in trans if t["s"] == B and t["t"] == "杜*"))])
    add("rule", "en", "Which apps did 邬** develop?", developed["邬**"])
    add("date_window", "en", "How much money did 柏* transfer in the last 30 days?",
        [num(sum(t["amt"] for t in trans if t["s"] == B and in_last_days(asof, t["d"], 30)))])
    add("distinct_count", "en", "How many different apps are installed on 裘**'s devices?",
        [str(len(set().union(*(install[d] for d in has_dev["裘**"]))))])
    a, b = "裘**", "杜*"
    add("comparison", "en", "Who owns more devices, 裘** or 杜*?", [a if len(has_dev[a]) > len(has_dev[b]) else b])

    # Chinese
    add("property", "zh", "柏*的电话号码是多少？", [phone[B]])
    add("rule", "zh", "赌博App老板是谁？", bosses)
    add("rule", "zh", "赌博App开发者有哪些？", gdevs)
    to_qiu = [t["amt"] for t in trans if t["s"] == B and t["t"] == "裘**"]
    add("average", "zh", "柏*给裘**的转账平均每笔多少钱？", [num(Fraction(sum(to_qiu), len(to_qiu)))])
    add("date_window", "zh", "2023年9月柏*一共转了几笔账？",
        [str(sum(1 for t in trans if t["s"] == B and t["d"].year == 2023 and t["d"].month == 9))])
    mxd = max(len(v) for v in has_dev.values())
    add("superlative", "zh", "拥有设备最多的人是谁？", [p["name"] for p in people if len(has_dev[p["name"]]) == mxd])
    add("filter", "zh", "年龄在40到50岁之间的人有哪些？", [p for p in age if 40 <= age[p] <= 50])
    add("yesno", "zh", "裘**是赌博App开发者吗？", ["是" if "裘**" in gdevs else "否"])
    cn = "5c19603e3f367a447d0cb4390a523f28"
    add("relation", "zh", "哪些应用使用了证书5c19603e3f367a447d0cb4390a523f28？", [a["id"] for a in apps if use_cert[a["id"]] == cn])

    # checks
    assert not any(age[p] in (40, 50) for p in age)  # 之间 inclusive or not gives the same answer
    assert sorted(p for p in has_dev if "45" in has_dev[p]) == sorted(["方*", "雷**"])
    assert len(set(certs.values())) == len(certs)
    for t in trans:
        assert (asof - t["d"]).days != 30, t
    return Q


def write(name, prefix, Q):
    assert len(Q) == 25, (name, len(Q))
    assert sum(1 for q in Q if q[1] == "en") == 16 and sum(1 for q in Q if q[1] == "zh") == 9, name
    out = []
    for i, (shape, lang, q, a) in enumerate(Q, 1):
        assert a and all(isinstance(x, str) and x for x in a), (name, i, a)
        out.append({"id": "%s-r41-%02d" % (prefix, i), "question": q, "answer": a, "shape": shape, "lang": lang})
    path = os.path.join(OUT_DIR, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(path, encoding="utf-8") as f:
        back = json.load(f)
    assert len(back) == 25 and all(x["answer"] for x in back)
    return path


def main():
    for name, prefix, fn in (("r41-acme-supply.json", "acme", acme),
                             ("r41-kag-supplychain.json", "supplychain", supplychain),
                             ("r41-kag-riskmining.json", "riskmining", riskmining)):
        path = write(name, prefix, fn())
        print("wrote", path)


if __name__ == "__main__":
    main()
