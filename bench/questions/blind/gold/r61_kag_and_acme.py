"""Gold answers for round r61: acme-supply, kag-supplychain, kag-riskmining (25 questions each).

Standalone (standard library only). Finds the data by walking up from this file's folder:
acme-supply under data/examples/acme-supply of the repository, the KAG sets under datasets/ or
shared/datasets/ of some ancestor folder. Writes ../r61-acme-supply.json, ../r61-kag-supplychain.json
and ../r61-kag-riskmining.json (next to this gold/ folder).

Readings used:
- Numbers: exact arithmetic (int / Fraction); a non-integer is rounded half up (decimal
  ROUND_HALF_UP) to 2 decimals, an integer is written plainly; percentages are plain numbers
  without '%'. Dates are written as the data writes them (yyyyMMdd).
- Windows named in a question include both end days.
- Multi-value cells: acme-supply splits on ';' (multi_value_separator in its kagflow.yaml);
  the KAG sets split on ','.
- "Now" for date rules: acme-supply uses as_of 2024-06-30 from its kagflow.yaml; kag-supplychain
  uses 2023-10-15. date_diff(now, transDate) < N counts whole days, so a 90-day window as of
  2024-06-30 starts 2024-04-02 (day difference 89) and as of 2023-10-15 the 30/90/180-day
  windows start 2023-09-16 / 2023-07-18 / 2023-04-19.
- totalTransInAmt: sum of all incoming fundTrans amounts. fundTransNMonth / outflow90Days: sum of
  outgoing amounts inside the window; fundTransNMonthIn: incoming. cashflowDiffNMonth:
  outflow - inflow of the window, a missing (no rows) side counting 0.
- mainSupply(s -> o) ("main customer"): s makes a product whose hasSupplyChain lists a product o
  makes (exact product ids), o paid s, and o's payments to s are more than half of s's
  totalTransInAmt. "X's main customer" is o for s = X; "suppliers that have X as main customer"
  are s for o = X.
- sameLegalRepresentative: two different companies listed in one person's legalRepresentative
  cell ("which other company" excludes the company itself).
- kag-supplychain ProductChainEvent belongTo `价格上涨` when index == 价格 and trend == 上涨
  (concept.rule).
- kag-riskmining: 赌博应用 = apps whose riskMark contains 赌博; developed(s, app) = number of
  distinct devices s owns (Person_hasDevice_Device) with the app installed (Device.install) > 5;
  release(s, app) = s holds shares in a company that has the certificate (certNum) the app uses;
  赌博App开发者 = person who developed a 赌博应用; 赌博App老板 = person who released a 赌博应用
  that some developer developed, and who transferred money to that developer.
- Avoided on purpose: kag-supplychain Person 臧* (legalRepresentative cell repeats values),
  product / industry concept paths as answers, CompanyUpdate.csv, riskmining Company.phone (a
  column outside the schema: hasPhone) and install counts of devices whose cell repeats an app
  (3, 16, 20).
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal, getcontext
from fractions import Fraction

getcontext().prec = 60

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(*candidates):
    d = HERE
    while True:
        for c in candidates:
            p = os.path.join(d, c)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("not found: %s" % (candidates,))
        d = parent


ACME = find_up(os.path.join("data", "examples", "acme-supply"))
SC = find_up(os.path.join("datasets", "kag-supplychain"), os.path.join("shared", "datasets", "kag-supplychain"))
RM = find_up(os.path.join("datasets", "kag-riskmining"), os.path.join("shared", "datasets", "kag-riskmining"))


def rows(folder, name):
    with open(os.path.join(folder, "sources", name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def num(v):
    v = Fraction(v)
    if v.denominator == 1:
        return str(v.numerator)
    d = (Decimal(v.numerator) / Decimal(v.denominator)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return str(d)


def pct(part, whole):
    return num(Fraction(part) * 100 / Fraction(whole))


def avg(values):
    values = list(values)
    return num(Fraction(sum(values), len(values)))


def day(s):
    return datetime.datetime.strptime(s, "%Y%m%d").date()


def in_window(s, start, end):
    return day(start) <= day(s) <= day(end)


def unique_max(d, key=None):
    """Return the key with the largest value (or largest key(item)); assert it is unique."""
    items = list(d.items())
    score = (lambda kv: kv[1]) if key is None else key
    best = max(score(kv) for kv in items)
    winners = [k for k, v in items if score((k, v)) == best]
    assert len(winners) == 1, winners
    return winners[0]


def unique_min(d):
    best = min(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def split(cell, sep):
    return [x.strip() for x in cell.split(sep) if x.strip()] if cell else []


def main_supply(company_products, chain, transfers, inflow):
    """Pairs (s, o): o is s's main customer, per the schema's mainSupply rule."""
    paid = defaultdict(int)
    for t in transfers:
        paid[(t["dstId"], t["srcId"])] += int(t["transAmt"])
    out = set()
    for (s, o), amt in paid.items():
        linked = any(down in company_products.get(o, []) for up in company_products.get(s, []) for down in chain.get(up, []))
        if linked and Fraction(amt) / inflow[s] > Fraction(1, 2):
            out.add((s, o))
    return out


def window_sum(transfers, comp, now, days, direction):
    total = 0
    found = False
    for t in transfers:
        if t[direction] != comp:
            continue
        if (now - day(t["transDate"])).days < days:
            total += int(t["transAmt"])
            found = True
    return total if found else None


def q(prefix, n, question, answer, shape, lang):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer), (prefix, n, answer)
    return {"id": "%s-r61-%02d" % (prefix, n), "question": question, "answer": answer, "shape": shape, "lang": lang}


# ----------------------------------------------------------------------------------------------
# acme-supply
# ----------------------------------------------------------------------------------------------
def acme():
    sep = ";"
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("as_of:"):
                as_of = datetime.date.fromisoformat(line.split(":", 1)[1].strip().strip('"'))
            if line.startswith("multi_value_separator:"):
                sep = line.split(":", 1)[1].strip().strip('"')
    assert as_of == datetime.date(2024, 6, 30) and sep == ";"
    companies = rows(ACME, "Company.csv")
    cid = {c["name"]: c["id"] for c in companies}
    cname = {c["id"]: c["name"] for c in companies}
    cprod = {c["id"]: split(c["product"], sep) for c in companies}
    chain = {p["id"]: split(p["hasSupplyChain"], sep) for p in rows(ACME, "Product.csv")}
    people = rows(ACME, "Person.csv")
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    tr = rows(ACME, "Company_fundTrans_Company.csv")
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += int(t["transAmt"])
    ms = main_supply(cprod, chain, tr, inflow)

    def rep_of(company):
        r = [p for p, cs in reps.items() if company in cs]
        assert len(r) == 1, (company, r)
        return r[0]

    acmem, ohara, delta, eastwind = cid["Acme Motors"], cid["O'Hara, Lamb & Sons"], cid["Delta Cells GmbH"], cid["Eastwind Logistics"]
    out = []
    P = "acme"

    # 1 lookup
    c = [x for x in companies if x["name"] == "Fjord Steel AS"][0]
    out.append(q(P, 1, "Which country is Fjord Steel AS registered in?", [c["country"]], "lookup", "en"))
    # 2 hop
    out.append(q(P, 2, "who's the legal rep of Granite Insurance", [rep_of("Granite Insurance")], "hop", "en"))
    # 3 list: payees of Acme Motors, in order of first payment
    payees = []
    for t in sorted(tr, key=lambda t: t["transDate"]):
        if t["srcId"] == acmem and cname[t["dstId"]] not in payees:
            payees.append(cname[t["dstId"]])
    out.append(q(P, 3, "List every company that Acme Motors has sent money to.", payees, "list", "en"))
    # 4 count
    n = sum(1 for t in tr if t["srcId"] == acmem)
    out.append(q(P, 4, "How many outgoing payments has Acme Motors made?", [str(n)], "count", "en"))
    # 5 aggregate with date window and amount condition
    s = sum(int(t["transAmt"]) for t in tr if int(t["transAmt"]) >= 100000 and in_window(t["transDate"], "20240201", "20240610"))
    out.append(q(P, 5, "What is the combined value of all fund transfers of at least 100,000 dated between 1 February 2024 and 10 June 2024 (both days included)?", [num(s)], "aggregate", "en"))
    # 6 average
    june = [int(t["transAmt"]) for t in tr if in_window(t["transDate"], "20240601", "20240630")]
    out.append(q(P, 6, "What was the average amount of the transfers made in June 2024 (1 to 30 June)? Round to 2 decimal places.", [avg(june)], "average", "en"))
    # 7 superlative: most money received overall
    top = unique_max(dict(inflow))
    out.append(q(P, 7, "Which company has taken in the most money in total across all the transfers it received?", [cname[top]], "superlative", "en"))
    # 8 record: latest payment into O'Hara
    into = {t["transDate"]: t for t in tr if t["dstId"] == ohara}
    assert len(into) == sum(1 for t in tr if t["dstId"] == ohara)
    last = into[max(into)]
    out.append(q(P, 8, "When was the most recent payment O'Hara, Lamb & Sons received, and how much was it? Give the date and the amount.", [last["transDate"], last["transAmt"]], "record", "en"))
    # 9 share
    from_acme = sum(int(t["transAmt"]) for t in tr if t["dstId"] == ohara and t["srcId"] == acmem)
    out.append(q(P, 9, "What percentage of O'Hara, Lamb & Sons' total incoming funds came from Acme Motors? Answer as a percentage with 2 decimals.", [pct(from_acme, inflow[ohara])], "share", "en"))
    # 10 difference
    to_delta = sum(int(t["transAmt"]) for t in tr if t["srcId"] == acmem and t["dstId"] == delta)
    out.append(q(P, 10, "How much more has Acme Motors paid Delta Cells GmbH than O'Hara, Lamb & Sons, counting all payments to each?", [num(to_delta - from_acme)], "difference", "en"))
    # 11 group: number of transfers per payer, payer names alphabetical
    per = Counter(cname[t["srcId"]] for t in tr)
    flat = []
    for name in sorted(per):
        flat += [name, str(per[name])]
    out.append(q(P, 11, "Count the transfers sent by each paying company. Give each payer with its number of transfers, payers in alphabetical order.", flat, "group", "en"))
    # 12 rule: outflow90Days of Acme Motors
    v = window_sum(tr, acmem, as_of, 90, "srcId")
    out.append(q(P, 12, "What's Acme Motors' outflow over the last 90 days?", [num(v)], "rule", "en"))
    # 13 rule: suppliers whose main customer is Acme Motors
    sup = sorted((s_ for s_, o in ms if o == acmem), key=lambda x: x)
    out.append(q(P, 13, "Which suppliers have Acme Motors as their main customer?", [cname[x] for x in sup], "rule", "en"))
    # 14 exists
    ex = any(t["srcId"] == cid["Granite Insurance"] and t["dstId"] == eastwind for t in tr)
    out.append(q(P, 14, "Has Granite Insurance ever paid Eastwind Logistics anything?", ["yes" if ex else "no"], "exists", "en"))
    # 15 chain: Acme's biggest single payment -> company -> legal rep -> age
    acme_pay = {i: int(t["transAmt"]) for i, t in enumerate(tr) if t["srcId"] == acmem}
    big = tr[unique_max(acme_pay)]
    out.append(q(P, 15, "Take the company that got Acme Motors' single biggest payment. How old is its legal representative?", [str(age[rep_of(cname[big["dstId"]])])], "chain", "en"))
    # 16 rule: sameLegalRepresentative
    other = sorted({c_ for cs in reps.values() if "Borealis Rubber Works" in cs for c_ in cs} - {"Borealis Rubber Works"})
    out.append(q(P, 16, "Which other company shares a legal representative with Borealis Rubber Works?", other, "rule", "en"))

    # Chinese
    c = [x for x in companies if x["name"] == "Eastwind Logistics"][0]
    out.append(q(P, 17, "Eastwind Logistics 是哪一年成立的？", [c["founded"]], "lookup", "zh"))
    out.append(q(P, 18, "Chloe Tan 是哪家公司的法定代表人？", reps["Chloe Tan"], "hop", "zh"))
    n = sum(1 for t in tr if int(t["transAmt"]) > 100000)
    out.append(q(P, 19, "金额超过100000的转账一共有几笔？", [str(n)], "count", "zh"))
    s = sum(int(t["transAmt"]) for t in tr if in_window(t["transDate"], "20240301", "20240531"))
    out.append(q(P, 20, "2024年3月1日到2024年5月31日（含首尾两天）之间所有转账的总金额是多少？", [num(s)], "aggregate", "zh"))
    v = window_sum(tr, eastwind, as_of, 90, "srcId")
    out.append(q(P, 21, "Eastwind Logistics 近90天的资金流出是多少？", [num(v)], "rule", "zh"))
    cust = [o for s_, o in ms if s_ == cid["Helix Chemicals"]]
    assert len(cust) == 1
    out.append(q(P, 22, "Helix Chemicals 的主要客户是谁？", [cname[cust[0]]], "rule", "zh"))
    per = Counter(x["country"] for x in companies)
    flat = []
    for k in sorted(per):
        flat += [k, str(per[k])]
    out.append(q(P, 23, "每个国家各有几家公司？按国家代码字母顺序列出国家和公司数量。", flat, "group", "zh"))
    same = any("Helix Chemicals" in cs and "Borealis Rubber Works" in cs for cs in reps.values())
    out.append(q(P, 24, "Helix Chemicals 和 Borealis Rubber Works 是不是同一个法人代表？", ["是" if same else "否"], "exists", "zh"))
    out.append(q(P, 25, "年龄最大的那位法人代表叫什么名字？", [unique_max(age)], "superlative", "zh"))
    return out


# ----------------------------------------------------------------------------------------------
# kag-supplychain
# ----------------------------------------------------------------------------------------------
def supplychain():
    sep = ","
    now = datetime.date(2023, 10, 15)
    companies = rows(SC, "Company.csv")
    cid = {c["name"]: c["id"] for c in companies}
    cname = {c["id"]: c["name"] for c in companies}
    assert len(cid) == len(companies) == len(cname)
    cprod = {c["id"]: split(c["product"], sep) for c in companies}
    chain = {}
    for p in rows(SC, "Product.csv"):
        v = split(p["hasSupplyChain"], sep)
        assert chain.get(p["id"], v) == v  # repeated product rows are identical
        chain[p["id"]] = v
    people = rows(SC, "Person.csv")
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(reps) == len(people)
    tr = rows(SC, "Company_fundTrans_Company.csv")
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += int(t["transAmt"])
    ms = main_supply(cprod, chain, tr, inflow)

    def rep_of(company):
        r = [p for p, cs in reps.items() if company in cs]
        assert len(r) == 1, (company, r)
        return r[0]

    chuanhua, sanjiao, moto = cid["传化****限公司"], cid["三角***份限公司"], cid["浙江**摩托**限公司"]
    out = []
    P = "supplychain"

    # 1 hop
    out.append(q(P, 1, "Which companies is 骆* the legal representative of?", reps["骆*"], "hop", "en"))
    # 2 list: payees of 传化 in Sep/Oct 2023
    lst = [cname[t["dstId"]] for t in sorted(tr, key=lambda t: t["transDate"]) if t["srcId"] == chuanhua and in_window(t["transDate"], "20230901", "20231031")]
    out.append(q(P, 2, "Which companies received payments from 传化****限公司 in September or October 2023?", lst, "list", "en"))
    # 3 count distinct payers of 三角
    n = len({t["srcId"] for t in tr if t["dstId"] == sanjiao})
    out.append(q(P, 3, "How many different companies have sent money to 三角***份限公司?", [str(n)], "count", "en"))
    # 4 aggregate window
    s = sum(int(t["transAmt"]) for t in tr if t["srcId"] == chuanhua and in_window(t["transDate"], "20230701", "20230831"))
    out.append(q(P, 4, "Total paid out by 传化****限公司 from 2023-07-01 through 2023-08-31, both days inclusive?", [num(s)], "aggregate", "en"))
    # 5 average
    recv = [int(t["transAmt"]) for t in tr if t["dstId"] == sanjiao]
    out.append(q(P, 5, "On average, how large were the individual payments 三角***份限公司 received? Round to two decimals.", [avg(recv)], "average", "en"))
    # 6 superlative single payment into 三角
    single = {i: int(t["transAmt"]) for i, t in enumerate(tr) if t["dstId"] == sanjiao}
    out.append(q(P, 6, "Which company made the single largest payment to 三角***份限公司?", [cname[tr[unique_max(single)]["srcId"]]], "superlative", "en"))
    # 7 record earliest outgoing of 传化
    outs = {i: day(t["transDate"]) for i, t in enumerate(tr) if t["srcId"] == chuanhua}
    first = tr[unique_min(outs)]
    out.append(q(P, 7, "传化****限公司's earliest outgoing payment: what was the date and the amount?", [first["transDate"], first["transAmt"]], "record", "en"))
    # 8 share
    part = sum(int(t["transAmt"]) for t in tr if t["dstId"] == chuanhua and t["srcId"] == sanjiao)
    out.append(q(P, 8, "What percent of 传化****限公司's total inflow came from 三角***份限公司? Give it with 2 decimals.", [pct(part, inflow[chuanhua])], "share", "en"))
    # 9 difference of total inflows
    out.append(q(P, 9, "By how much does the total inflow of 三角***份限公司 exceed that of 传化****限公司?", [num(inflow[sanjiao] - inflow[chuanhua])], "difference", "en"))
    # 10 group: inflow of 传化 by payer, largest first
    byp = defaultdict(int)
    for t in tr:
        if t["dstId"] == chuanhua:
            byp[t["srcId"]] += int(t["transAmt"])
    assert len(set(byp.values())) == len(byp)
    flat = []
    for k in sorted(byp, key=lambda k: -byp[k]):
        flat += [cname[k], num(byp[k])]
    out.append(q(P, 10, "Break down the money 传化****限公司 received by payer: each payer and the total it paid, largest first.", flat, "group", "en"))
    # 11 rule fundTrans3Month
    v = window_sum(tr, chuanhua, now, 90, "srcId")
    out.append(q(P, 11, "What is the 3-month outflow (近3月流出) of 传化****限公司?", [num(v)], "rule", "en"))
    # 12 rule cashflowDiff3Month of 三角
    o3 = window_sum(tr, sanjiao, now, 90, "srcId") or 0
    i3 = window_sum(tr, sanjiao, now, 90, "dstId") or 0
    out.append(q(P, 12, "三角***份限公司 — what's its cash flow difference over the last 3 months?", [num(o3 - i3)], "rule", "en"))
    # 13 rule mainSupply customer of 传化
    cust = [o for s_, o in ms if s_ == chuanhua]
    assert len(cust) == 1
    out.append(q(P, 13, "Who is the main customer of 传化****限公司?", [cname[cust[0]]], "rule", "en"))
    # 14 exists: 浙江 main customer of 三角?
    out.append(q(P, 14, "Is 浙江**摩托**限公司 a main customer of 三角***份限公司?", ["yes" if (sanjiao, moto) in ms else "no"], "exists", "en"))
    # 15 chain: company 传化 paid on 20230523 -> legal rep -> age
    hit = [t for t in tr if t["srcId"] == chuanhua and t["transDate"] == "20230523"]
    assert len(hit) == 1
    out.append(q(P, 15, "How old is the legal representative of the company that 传化****限公司 paid on 23 May 2023?", [str(age[rep_of(cname[hit[0]["dstId"]])])], "chain", "en"))
    # 16 rule sameLegalRepresentative
    other = [c_ for cs in reps.values() if "东岳*团*公司" in cs for c_ in cs if c_ != "东岳*团*公司"]
    assert len(other) == len(set(other))
    out.append(q(P, 16, "Which other company shares a legal representative with 东岳*团*公司?", other, "rule", "en"))

    # Chinese
    out.append(q(P, 17, "平**多大年纪？", [str(age["平**"])], "lookup", "zh"))
    out.append(q(P, 18, "尤**是哪家企业的法人代表？", reps["尤**"], "hop", "zh"))
    v = window_sum(tr, chuanhua, now, 30, "srcId")
    out.append(q(P, 19, "传化****限公司近1个月流出了多少资金？", [num(v)], "rule", "zh"))
    o6 = window_sum(tr, sanjiao, now, 180, "srcId") or 0
    i6 = window_sum(tr, sanjiao, now, 180, "dstId") or 0
    out.append(q(P, 20, "三角***份限公司近6个月资金流水差是多少？", [num(o6 - i6)], "rule", "zh"))
    s = sum(int(t["transAmt"]) for t in tr if in_window(t["transDate"], "20230801", "20230831"))
    out.append(q(P, 21, "2023年8月1日至8月31日（含首尾两天）企业之间资金往来的总金额是多少？", [num(s)], "aggregate", "zh"))
    n = len({t["dstId"] for t in tr if t["srcId"] == chuanhua})
    out.append(q(P, 22, "传化****限公司一共给多少家企业转过账？", [str(n)], "count", "zh"))
    byp = defaultdict(int)
    for t in tr:
        if t["dstId"] == sanjiao:
            byp[t["srcId"]] += int(t["transAmt"])
    out.append(q(P, 23, "给三角***份限公司转账的企业里，转账总额最少的是哪一家？", [cname[unique_min(byp)]], "superlative", "zh"))
    ev = [e for e in rows(SC, "ProductChainEvent.csv") if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    yes = ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨"
    out.append(q(P, 24, "顺丁橡胶成本上涨这个产业链事件属于价格上涨类吗？", ["是" if yes else "否"], "exists", "zh"))
    oldest = unique_max(age)
    out.append(q(P, 25, "年龄最大的那个自然人担任几家企业的法人代表？", [str(len(set(reps[oldest])))], "chain", "zh"))
    return out


# ----------------------------------------------------------------------------------------------
# kag-riskmining
# ----------------------------------------------------------------------------------------------
def riskmining():
    sep = ","
    people = rows(RM, "Person.csv")
    pname = {p["id"]: p["name"] for p in people}
    pid = {p["name"]: p["id"] for p in people}
    assert len(pid) == len(people)
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    apps = {a["id"]: a for a in rows(RM, "App.csv")}
    devices = rows(RM, "Device.csv")
    install = {d["id"]: set(split(d["install"], sep)) for d in devices}
    umid = {d["id"]: d["umid"] for d in devices}
    has_dev = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        has_dev[r["src"]].add(r["dst"])
    companies = {c["id"]: c["name"] for c in rows(RM, "Company.csv")}
    comp_cert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        comp_cert[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        hold[r["src"]].add(r["dst"])
    person_cert = rows(RM, "Person_hasCert_Cert.csv")
    tr = rows(RM, "Person_fundTrans_Person.csv")

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]
    developed = set()
    for p, ds in has_dev.items():
        cnt = Counter(a for d in ds for a in install[d])
        developed |= {(p, a) for a, c in cnt.items() if c > 5}
    released = set()
    for p, cs in hold.items():
        for c in cs:
            for a, r in apps.items():
                if r["useCert"] in comp_cert[c]:
                    released.add((p, a))
    developers = {p for p, a in developed if a in gambling}
    bosses = set()
    for s, a in released:
        if a not in gambling:
            continue
        for u, a2 in developed:
            if a2 == a and any(t["src"] == s and t["dst"] == u for t in tr):
                bosses.add(s)

    bai = pid["柏*"]
    out = []
    P = "riskmining"

    def order_people(ids):
        return [pname[i] for i in sorted(ids, key=int)]

    # 1 lookup riskMark
    out.append(q(P, 1, "What risk label does the app com.aCl.toMv carry?", [apps["com.aCl.toMv"]["riskMark"]], "lookup", "en"))
    # 2 hop holdShare
    out.append(q(P, 2, "Which companies does 柏* hold shares in?", [companies[c] for c in sorted(hold[bai], key=int)], "hop", "en"))
    # 3 list fraud apps
    fraud = [a for a, r in apps.items() if r["riskMark"] == "诈骗"]
    out.append(q(P, 3, "Show me every app whose risk mark is fraud (诈骗).", fraud, "list", "en"))
    # 4 count devices of 杜*
    out.append(q(P, 4, "How many devices does 杜* own?", [str(len(has_dev[pid["杜*"]]))], "count", "en"))
    # 5 aggregate sum to 邬**
    to = lambda name: [int(t["transAmt"]) for t in tr if t["src"] == bai and t["dst"] == pid[name]]
    out.append(q(P, 5, "How much money did 柏* send to 邬** altogether?", [num(sum(to("邬**")))], "aggregate", "en"))
    # 6 aggregate window
    s = sum(int(t["transAmt"]) for t in tr if t["src"] == bai and in_window(t["transDate"], "20230901", "20230910"))
    out.append(q(P, 6, "Sum of all transfers 柏* made between 2023-09-01 and 2023-09-10, both days included?", [num(s)], "aggregate", "en"))
    # 7 average
    out.append(q(P, 7, "What's the average amount of 柏*'s transfers to 杜*? Round to 2 decimals.", [avg(to("杜*"))], "average", "en"))
    # 8 superlative devices
    ndev = {pname[p]: len(ds) for p, ds in has_dev.items()}
    out.append(q(P, 8, "Which person owns the most devices?", [unique_max(ndev)], "superlative", "en"))
    # 9 record most recent transfer of 柏*
    dates = {i: day(t["transDate"]) for i, t in enumerate(tr) if t["src"] == bai}
    last = tr[unique_max(dates)]
    out.append(q(P, 9, "What was the most recent transfer 柏* sent? Give its date and amount.", [last["transDate"], last["transAmt"]], "record", "en"))
    # 10 share
    total = sum(int(t["transAmt"]) for t in tr if t["src"] == bai)
    out.append(q(P, 10, "What percentage of all the money 柏* transferred went to 裘**? Two decimal places.", [pct(sum(to("裘**")), total)], "share", "en"))
    # 11 difference
    out.append(q(P, 11, "How much more did 柏* send 邬** than 杜* in total?", [num(sum(to("邬**")) - sum(to("杜*")))], "difference", "en"))
    # 12 group: transfer count per recipient, highest count first
    per = Counter(pname[t["dst"]] for t in tr if t["src"] == bai)
    assert len(set(per.values())) == len(per)
    flat = []
    for k in sorted(per, key=lambda k: -per[k]):
        flat += [k, str(per[k])]
    out.append(q(P, 12, "For each person 柏* sent money to, how many transfers were there? List person and count, highest count first.", flat, "group", "en"))
    # 13 rule developed
    devs = order_people(p for p, a in developed if a == "com.qIu.VJbJ")
    out.append(q(P, 13, "Who developed the app com.qIu.VJbJ?", devs, "rule", "en"))
    # 14 rule: gambling apps released by 柏*
    rel = [a for a in apps if (bai, a) in released and a in gambling]
    out.append(q(P, 14, "Which gambling apps has 柏* released?", rel, "rule", "en"))
    # 15 exists: 席* gambling developer?
    out.append(q(P, 15, "Is 席* a gambling app developer?", ["yes" if pid["席*"] in developers else "no"], "exists", "en"))
    # 16 chain: the gambling app boss -> age
    assert len(bosses) == 1
    out.append(q(P, 16, "How old is the person flagged as a gambling app boss?", [str(age[pname[next(iter(bosses))]])], "chain", "en"))

    # Chinese
    out.append(q(P, 17, "萧*的电话号码是多少？", [phone["萧*"]], "lookup", "zh"))
    dev94 = [d for d, u in umid.items() if u == "83:34:b6:42:5e:8a"]
    assert len(dev94) == 1
    own = [pname[p] for p, ds in has_dev.items() if dev94[0] in ds]
    assert len(own) == 1
    out.append(q(P, 18, "umid 为 83:34:b6:42:5e:8a 的设备是谁的？", own, "hop", "zh"))
    out.append(q(P, 19, "一共有多少个赌博应用？", [str(len(gambling))], "count", "zh"))
    out.append(q(P, 20, "赌博App开发者都有谁？", order_people(developers), "rule", "zh"))
    s = sum(int(t["transAmt"]) for t in tr if t["src"] == bai and t["dst"] == pid["裘**"] and in_window(t["transDate"], "20230801", "20230831"))
    out.append(q(P, 21, "2023年8月（8月1日至31日，含首尾两天）柏*一共给裘**转了多少钱？", [num(s)], "aggregate", "zh"))
    amts = {i: int(t["transAmt"]) for i, t in enumerate(tr) if t["src"] == bai}
    out.append(q(P, 22, "柏*金额最大的那一笔转账是转给谁的？", [pname[tr[unique_max(amts)]["dst"]]], "superlative", "zh"))
    target = [c for c, n in companies.items() if n == "**娱乐***公司"]
    assert len(target) == 1
    out.append(q(P, 23, "柏*持有**娱乐***公司的股份吗？", ["是" if target[0] in hold[bai] else "否"], "exists", "zh"))
    holders = [pname[r["src"]] for r in person_cert if r["dst"] == "33fdf452aa9cd145ba096c364a250ee8"]
    assert len(holders) == 1
    out.append(q(P, 24, "拥有证书33fdf452aa9cd145ba096c364a250ee8的那个人多大年纪？", [str(age[holders[0]])], "chain", "zh"))
    out.append(q(P, 25, "所有自然人的平均年龄是多少？保留两位小数。", [avg(age.values())], "average", "zh"))
    return out


def write(name, items):
    assert len(items) == 25, (name, len(items))
    assert sum(1 for x in items if x["lang"] == "en") == 16 and sum(1 for x in items if x["lang"] == "zh") == 9
    assert len({x["id"] for x in items}) == 25
    path = os.path.join(os.path.dirname(HERE), name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote", path)


if __name__ == "__main__":
    write("r61-acme-supply.json", acme())
    write("r61-kag-supplychain.json", supplychain())
    write("r61-kag-riskmining.json", riskmining())
