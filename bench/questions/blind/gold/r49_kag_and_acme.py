"""Gold answers for the r49 held-out question set (acme-supply, kag-supplychain,
kag-riskmining), computed only from the projects' raw source CSVs and schemas.

Readings used for the gold:

* As-of dates ("now"): acme-supply 2024-06-30 (its kagflow.yaml `as_of`);
  kag-supplychain and kag-riskmining 2023-10-15.
* Multi-value cells are split on ';' for acme-supply and on ',' for the two KAG
  datasets; items are stripped and duplicates within one cell are removed
  (e.g. a person listed twice as legal representative of the same company
  counts once).
* Transfer dates are yyyyMMdd text; every date window in a question is
  inclusive of both ends ("in Q2 2024" = 2024-04-01..2024-06-30; "since D" =
  D..as-of date, D included).  Every transfer in the data is on or before the
  as-of date, so "since D" equals "on or after D".
* Rule-derived properties follow the schema rules literally:
  date_diff(now, transDate) < N days (N = 30, 90, 180), i.e. a transfer exactly
  N days before now is excluded; sums over no transfers count as 0 where a rule
  uses rule_value(... == null, 0, ...) (cashflowDiff*).  mainSupply: s makes a
  product whose hasSupplyChain contains a product o makes, o paid s, and
  o's total paid to s / s's total inflow > 0.5.  sameLegalRepresentative:
  two different companies with a common legal representative.  kag-riskmining:
  developed = more than 5 of the person's devices install the app; release =
  the person holds shares in a company that has the certificate (matched by
  certificate number) the app uses; gambling app = riskMark contains 赌博;
  赌博App开发者 = developed a gambling app; 赌博App老板 = released a gambling app
  developed by someone the person sent a transfer to.
* Amounts are written as integers; sums are exact integers.  Averages and
  percentages are rounded half-up to the number of decimals the question
  states (percentages given as the number only).  Each rounded value is checked
  not to sit on a rounding boundary.
* Group answers list group then value as consecutive items, ordered by value
  descending (then name) - order is not part of the answer's meaning.
* Questions avoid the kag-supplychain Product table's repeated rows and the
  CompanyUpdate.csv override, except for belongToIndustry of a company whose
  products all map to one industry under every row.

Run:  python3 r49_kag_and_acme.py   (standard library only)
"""

import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
if not os.path.isdir(os.path.join(REPO, "data", "examples", "acme-supply")):
    REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
OUT_DIR = os.path.abspath(os.path.join(HERE, ".."))
SHARED = os.path.abspath(os.path.join(REPO, "..", "shared", "datasets"))

ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SC = os.path.join(SHARED, "kag-supplychain")
RM = os.path.join(SHARED, "kag-riskmining")


# ---------------------------------------------------------------- helpers
def read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return [{k.strip(): (v or "").strip() for k, v in r.items()} for r in csv.DictReader(f)]


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def no_dup_rows(rows, what):
    keys = [tuple(sorted(r.items())) for r in rows]
    assert len(keys) == len(set(keys)), "duplicate rows in " + what


def in_window(s, lo, hi):
    return d(lo) <= d(s) <= d(hi)


def rnd(num, den, places):
    """num/den rounded half-up; assert not on a rounding boundary."""
    q = Decimal(num) / Decimal(den)
    r = q.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    # boundary check: the digit after the kept ones is not exactly 5 with rest 0
    scaled = q * (Decimal(10) ** (places + 1))
    assert scaled != scaled.to_integral_value() or scaled % 10 != 5, (num, den)
    return str(r)


def pct(num, den, places):
    return rnd(Decimal(num) * 100, den, places)


def unique_max(counter, key=None):
    items = sorted(counter.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) >= 1
    if len(items) > 1:
        assert items[0][1] != items[1][1], ("tie for max", items[:3])
    return items[0]


def top_k(counter, k):
    items = sorted(counter.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) > k and items[k - 1][1] != items[k][1], ("tie at cut", items[: k + 1])
    vals = [v for _, v in items[:k]]
    assert len(set(vals)) == k, "tie inside top-k (order would be ambiguous)"
    return [n for n, _ in items[:k]]


def group_items(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for n, v in items:
        out += [n, str(v)]
    assert len(out) <= 12
    return out


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer)
        assert len(answer) <= 12
        assert len(set(answer)) == len(answer) or shape in ("group",), answer
        self.items.append({
            "id": "%s-r49-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, langs
        assert len({q["question"] for q in self.items}) == 25


def yes(b, lang):
    if lang == "en":
        return "yes" if b else "no"
    return "是" if b else "否"


# ================================================================ acme-supply
def acme():
    now = date(2024, 6, 30)
    sep = ";"
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        y = f.read()
    assert '"2024-06-30"' in y and '";"' in y
    S = os.path.join(ACME, "sources")
    comps = read(os.path.join(S, "Company.csv"))
    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_id) == len(comps) == len(by_name)
    name = lambda cid: by_id[cid]["name"]
    trans = read(os.path.join(S, "Company_fundTrans_Company.csv"))
    no_dup_rows(trans, "transfers")
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id and t["transAmt"].isdigit()
        assert d(t["transDate"]) <= now
    persons = read(os.path.join(S, "Person.csv"))
    assert len({p["name"] for p in persons}) == len(persons)
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    for lst in reps.values():
        assert all(c in by_name for c in lst)
    reps_of = defaultdict(set)  # company -> persons
    for p, lst in reps.items():
        for c in lst:
            reps_of[c].add(p)
    prods = read(os.path.join(S, "Product.csv"))
    assert len({p["id"] for p in prods}) == len(prods)
    chain = {p["id"]: split(p["hasSupplyChain"], sep) for p in prods}
    cprod = {c["name"]: split(c["product"], sep) for c in comps}

    amt = lambda t: int(t["transAmt"])
    inflow = Counter()
    outflow = Counter()
    for t in trans:
        inflow[name(t["dstId"])] += amt(t)
        outflow[name(t["srcId"])] += amt(t)

    q = QS("acme")
    # 1 lookup
    q.add("Which country is Fjord Steel AS based in?", [by_name["Fjord Steel AS"]["country"]], "lookup", "en")
    # 2 lookup
    q.add("When was O'Hara, Lamb & Sons founded?", [by_name["O'Hara, Lamb & Sons"]["founded"]], "lookup", "en")
    # 3 count
    q.add("How many fund transfers has Acme Motors sent in total?",
          [sum(1 for t in trans if name(t["srcId"]) == "Acme Motors")], "count", "en")
    # 4 date window (quarter)
    n = sum(1 for t in trans if in_window(t["transDate"], "20240401", "20240630"))
    q.add("How many transfers were made in Q2 2024 (April to June)?", [n], "date_window", "en")
    # 5 half-year sum
    s = sum(amt(t) for t in trans if in_window(t["transDate"], "20240101", "20240630"))
    q.add("What was the total value of all fund transfers in the first half of 2024?", [s], "aggregate", "en")
    # 6 group sum in Q1
    g = Counter()
    for t in trans:
        if in_window(t["transDate"], "20240101", "20240331"):
            g[name(t["dstId"])] += amt(t)
    q.add("For Q1 2024, how much money did each company receive? Give the total per receiving company.",
          group_items(g), "group", "en")
    # 7 superlative
    big = Counter({i: amt(t) for i, t in enumerate(trans)})
    bi, _ = unique_max(big)
    q.add("Which company received the largest single fund transfer?", [name(trans[bi]["dstId"])], "superlative", "en")
    # 8 two hop
    rp = sorted(reps_of[name(trans[bi]["dstId"])])
    assert len(rp) == 1
    q.add("who is the legal rep of the company that got the biggest single transfer?", rp, "two_hop", "en")
    # 9 threshold
    cnt = Counter(name(t["srcId"]) for t in trans)
    ans = sorted(c for c, v in cnt.items() if v >= 2)
    q.add("Which companies sent at least 2 fund transfers?", ans, "threshold", "en")
    # 10 share
    to_ohara = sum(amt(t) for t in trans if name(t["srcId"]) == "Acme Motors" and name(t["dstId"]) == "O'Hara, Lamb & Sons")
    q.add("What percentage of Acme Motors' total outgoing transfer amount went to O'Hara, Lamb & Sons? Round to one decimal place.",
          [pct(to_ohara, outflow["Acme Motors"], 1)], "share", "en")
    # 11 difference
    q.add("How much more money did O'Hara, Lamb & Sons receive than it paid out, over all transfers?",
          [inflow["O'Hara, Lamb & Sons"] - outflow["O'Hara, Lamb & Sons"]], "difference", "en")
    # 12 compare
    a, b = inflow["Delta Cells GmbH"], inflow["O'Hara, Lamb & Sons"]
    assert a != b
    q.add("Did Delta Cells GmbH receive more money in total than O'Hara, Lamb & Sons?", [yes(a > b, "en")], "compare", "en")
    # 13 exists
    q.add("Has Granite Insurance ever received a fund transfer?",
          [yes(any(name(t["dstId"]) == "Granite Insurance" for t in trans), "en")], "exists", "en")
    # 14 distinct
    q.add("How many different companies has Acme Motors paid money to?",
          [len({t["dstId"] for t in trans if name(t["srcId"]) == "Acme Motors"})], "distinct", "en")
    # 15 rule outflow90Days
    def out90(c):
        return sum(amt(t) for t in trans if name(t["srcId"]) == c and (now - d(t["transDate"])).days < 90)
    v = out90("Eastwind Logistics")
    # same value under a '<= 90' or 'since 2024-04-01' reading of "last 90 days"
    assert v == sum(amt(t) for t in trans if name(t["srcId"]) == "Eastwind Logistics"
                    and (now - d(t["transDate"])).days <= 90)
    # the single Eastwind transfer is 89 days before now: included by the rule's strict '< 90'
    q.add("What is Eastwind Logistics' outflow over the last 90 days (the outflow90Days property)?", [v], "rule", "en")
    # 16 top 3
    q.add("Top 3 companies by total money received, highest first?", top_k(inflow, 3), "top_k", "en")

    # ---- zh (9)
    q.add("Chloe Tan 多大年龄？", [next(p["age"] for p in persons if p["name"] == "Chloe Tan")], "lookup", "zh")
    # mainSupply
    main = set()
    for s_ in cprod:
        downs = {dn for up in cprod[s_] for dn in chain.get(up, [])}
        for o in cprod:
            if o == s_ or not (downs & set(cprod[o])):
                continue
            paid = sum(amt(t) for t in trans if name(t["srcId"]) == o and name(t["dstId"]) == s_)
            if paid and paid * 1.0 / inflow[s_] > 0.5:
                main.add((s_, o))
    ans = sorted(s_ for s_, o in main if o == "Acme Motors")
    q.add("哪些公司的主要客户（mainSupply）是 Acme Motors？", ans, "rule", "zh")
    # sameLegalRepresentative
    same = sorted({c for p, lst in reps.items() if "Helix Chemicals" in lst for c in lst} - {"Helix Chemicals"})
    q.add("和 Helix Chemicals 有共同法人代表的公司是哪家？", same, "rule", "zh")
    # average
    total = sum(amt(t) for t in trans)
    q.add("所有资金往来的平均单笔金额是多少？（保留整数）", [rnd(total, len(trans), 0)], "aggregate", "zh")
    assert total % len(trans) == 0
    # since
    n = sum(1 for t in trans if in_window(t["transDate"], "20240501", "20240630"))
    q.add("自2024年5月1日（含）以来一共发生了多少笔转账？", [n], "date_window", "zh")
    # two hop: reps of payers of Acme
    payers = {name(t["srcId"]) for t in trans if name(t["dstId"]) == "Acme Motors"}
    ans = sorted({p for c in payers for p in reps_of[c]})
    q.add("给 Acme Motors 付过款的公司，它们的法定代表人分别是谁？", ans, "two_hop", "zh")
    # group counts (threshold-ish with group output)
    g = Counter({c: v for c, v in cnt.items() if v > 1})
    q.add("转出笔数超过1笔的公司各有多少笔转出？", group_items(g), "group", "zh")
    # totalTransInAmt rule
    q.add("Acme Motors 的总流入金额（totalTransInAmt）是多少？", [inflow["Acme Motors"]], "rule", "zh")
    # oldest rep -> companies
    ages = Counter({p["name"]: int(p["age"]) for p in persons})
    oldest, _ = unique_max(ages)
    q.add("年龄最大的那位法人代表担任哪些公司的法定代表人？", sorted(reps[oldest]), "two_hop", "zh")
    q.check()
    return q.items


# ================================================================ kag-supplychain
def supplychain():
    now = date(2023, 10, 15)
    sep = ","
    S = os.path.join(SC, "sources")
    comps = read(os.path.join(S, "Company.csv"))
    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_id) == len(comps) == len(by_name)
    name = lambda cid: by_id[cid]["name"]
    trans = read(os.path.join(S, "Company_fundTrans_Company.csv"))
    no_dup_rows(trans, "transfers")
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id and t["transAmt"].isdigit()
        assert d(t["transDate"]) <= now
    amt = lambda t: int(t["transAmt"])
    persons = read(os.path.join(S, "Person.csv"))
    assert len({p["name"] for p in persons}) == len(persons)
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    reps_of = defaultdict(set)
    for p, lst in reps.items():
        for c in lst:
            assert c in by_name
            reps_of[c].add(p)
    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[name(t["dstId"])] += amt(t)
        outflow[name(t["srcId"])] += amt(t)

    def flow(c, days, direction):
        key = "srcId" if direction == "out" else "dstId"
        return sum(amt(t) for t in trans if name(t[key]) == c and (now - d(t["transDate"])).days < days)

    q = QS("supplychain")
    # 1 lookup
    q.add("What products does %s make?" % CH, split(by_name[CH]["product"], sep), "lookup", "en")
    # 2 count
    q.add("How many fund transfers did %s send?" % CH, [sum(1 for t in trans if name(t["srcId"]) == CH)], "count", "en")
    # 3 month window
    n = sum(1 for t in trans if in_window(t["transDate"], "20230801", "20230831"))
    q.add("How many fund transfers happened in August 2023?", [n], "date_window", "en")
    # 4 quarter sum
    s = sum(amt(t) for t in trans if in_window(t["transDate"], "20230701", "20230930"))
    q.add("Total amount of all fund transfers in Q3 2023?", [s], "aggregate", "en")
    # 5 group: received per company, only those with more than one incoming transfer
    ic = Counter(name(t["dstId"]) for t in trans)
    g = Counter({c: inflow[c] for c, v in ic.items() if v > 1})
    q.add("For every company that received more than one transfer, what is its total amount received?",
          group_items(g), "group", "en")
    # 6 superlative sender of single largest
    big = Counter({i: amt(t) for i, t in enumerate(trans)})
    bi, _ = unique_max(big)
    q.add("Which company made the single largest fund transfer?", [name(trans[bi]["srcId"])], "superlative", "en")
    # 7 two hop: legal rep of receiver of largest
    rp = sorted(reps_of[name(trans[bi]["dstId"])])
    assert len(rp) == 1
    q.add("Who is the legal representative of the company that received the largest single transfer?", rp, "two_hop", "en")
    # 8 threshold
    ans = sorted(c for c, v in ic.items() if v >= 3)
    q.add("Which companies received at least 3 fund transfers?", ans, "threshold", "en")
    # 9 share
    from_sj = sum(amt(t) for t in trans if name(t["srcId"]) == SJ and name(t["dstId"]) == CH)
    q.add("What share of %s's total inflow came from %s? Give the percentage rounded to 2 decimals." % (CH, SJ),
          [pct(from_sj, inflow[CH], 2)], "share", "en")
    # 10 difference
    q.add("By how much did %s's total outgoing transfers exceed its total incoming transfers?" % CH,
          [outflow[CH] - inflow[CH]], "difference", "en")
    assert outflow[CH] > inflow[CH]
    # 11 compare
    a = sum(amt(t) for t in trans if name(t["srcId"]) == ZJ and name(t["dstId"]) == SJ)
    b = sum(amt(t) for t in trans if name(t["srcId"]) == CH and name(t["dstId"]) == SJ)
    assert a != b and a and b
    q.add("Did %s pay more to %s than %s did?" % (ZJ, SJ, CH), [yes(a > b, "en")], "compare", "en")
    # 12 exists
    ex = any(name(t["srcId"]) == SJ and name(t["dstId"]) == ZJ for t in trans)
    q.add("Is there any transfer from %s to %s?" % (SJ, ZJ), [yes(ex, "en")], "exists", "en")
    # 13 distinct
    q.add("how many distinct companies sent money to %s" % SJ,
          [len({t["srcId"] for t in trans if name(t["dstId"]) == SJ})], "distinct", "en")
    # 14 rule fundTrans1Month
    assert flow(CH, 30, "out") == flow(CH, 31, "out") == flow(CH, 29, "out")
    assert flow(SJ, 90, "out") == flow(SJ, 91, "out") and flow(SJ, 90, "in") == flow(SJ, 91, "in") == flow(SJ, 89, "in")
    q.add("What is the fundTrans1Month (outflow in the last month) of %s?" % CH, [flow(CH, 30, "out")], "rule", "en")
    # 15 top 3 recipients of CH
    r = Counter()
    for t in trans:
        if name(t["srcId"]) == CH:
            r[name(t["dstId"])] += amt(t)
    q.add("List the top 3 recipients of %s's outgoing transfers by amount, largest first." % CH, top_k(r, 3), "top_k", "en")
    # 16 since-date sum
    s = sum(amt(t) for t in trans if name(t["dstId"]) == SJ and in_window(t["transDate"], "20230801", "20231015"))
    q.add("How much has %s received since August 1, 2023?" % SJ, [s], "date_window", "en")

    # ---- zh (9)
    q.add("倪**今年多大？", [next(p["age"] for p in persons if p["name"] == "倪**")], "lookup", "zh")
    # cashflowDiff3Month of SJ
    v = flow(SJ, 90, "out") - flow(SJ, 90, "in")
    q.add("%s 的近3个月资金流水差（cashflowDiff3Month）是多少？" % SJ, [v], "rule", "zh")
    # sameLegalRepresentative
    tgt = "宝*国***股）*公司"
    same = sorted({c for p, lst in reps.items() if tgt in lst for c in lst} - {tgt})
    q.add("与%s共同法人的公司有哪些？" % tgt, same, "rule", "zh")
    # totalTransInAmt
    q.add("%s 的总共流入金额是多少？" % SJ, [inflow[SJ]], "rule", "zh")
    # average
    total = sum(amt(t) for t in trans)
    q.add("所有资金往来交易的平均金额是多少？保留两位小数。", [rnd(total, len(trans), 2)], "aggregate", "zh")
    # month window count
    n = sum(1 for t in trans if in_window(t["transDate"], "20230501", "20230531"))
    q.add("2023年5月一共有几笔资金往来？", [n], "date_window", "zh")
    # two hop: companies of 臧* that received transfers
    recv = {name(t["dstId"]) for t in trans}
    ans = sorted(c for c in reps["臧*"] if c in recv)
    q.add("臧*担任法人的公司里，哪些收到过转账？", ans, "two_hop", "zh")
    # group: senders with more than one transfer
    sc = Counter(name(t["srcId"]) for t in trans)
    g = Counter({c: v for c, v in sc.items() if v > 1})
    q.add("转出笔数超过1笔的公司及其转出笔数。", group_items(g), "group", "zh")
    # belongToIndustry of SJ: every product of SJ must map to exactly one industry in every Product row
    prows = read(os.path.join(S, "Product.csv"))
    ind = defaultdict(set)
    for p in prows:
        ind[p["id"]].add(p["belongToIndustry"])
    sj_inds = set()
    for p in split(by_name[SJ]["product"], sep):
        assert p in ind and len(ind[p]) == 1, p
        sj_inds |= ind[p]
    upd = read(os.path.join(S, "CompanyUpdate.csv"))
    assert all(u["id"] != by_name[SJ]["id"] for u in upd)
    q.add("%s 所在行业是什么？" % SJ, sorted(sj_inds), "rule", "zh")
    q.check()
    return q.items


# ================================================================ kag-riskmining
def riskmining():
    now = date(2023, 10, 15)
    sep = ","
    S = os.path.join(RM, "sources")
    persons = read(os.path.join(S, "Person.csv"))
    pid = {p["id"]: p for p in persons}
    pname = {p["name"]: p for p in persons}
    assert len(pid) == len(pname) == len(persons)
    nm = lambda i: pid[i]["name"]
    comps = read(os.path.join(S, "Company.csv"))
    cid = {c["id"]: c for c in comps}
    assert len({c["name"] for c in comps}) == len(comps)
    apps = read(os.path.join(S, "App.csv"))
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    devs = {r["id"]: r for r in read(os.path.join(S, "Device.csv"))}
    trans = read(os.path.join(S, "Person_fundTrans_Person.csv"))
    no_dup_rows(trans, "transfers")
    for f in ("Person_hasDevice_Device.csv", "Person_holdShare_Company.csv", "Company_hasCert_Cert.csv",
              "Person_hasCert_Cert.csv"):
        no_dup_rows(read(os.path.join(S, f)), f)
    for t in trans:
        assert t["src"] in pid and t["dst"] in pid and t["transAmt"].isdigit()
        assert d(t["transDate"]) <= now
    amt = lambda t: int(t["transAmt"])
    hasdev = defaultdict(set)
    for r in read(os.path.join(S, "Person_hasDevice_Device.csv")):
        assert r["dst"] in devs
        hasdev[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in read(os.path.join(S, "Person_holdShare_Company.csv")):
        assert r["dst"] in cid
        hold[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in read(os.path.join(S, "Person_hasCert_Cert.csv")):
        pcert[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in read(os.path.join(S, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    install = {i: split(r["install"], sep) for i, r in devs.items()}

    # rules
    gambling = {a for a, r in app.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)
    for p, ds in hasdev.items():
        c = Counter(a for dv in ds for a in install[dv])
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    # reading check: an app repeated inside one install cell may be counted once or per occurrence;
    # the developed relation must come out the same either way.
    raw_install = {i: [x.strip() for x in r["install"].split(sep) if x.strip()] for i, r in devs.items()}
    developed_raw = defaultdict(set)
    for p, ds in hasdev.items():
        c = Counter(a for dv in ds for a in raw_install[dv])
        for a, n in c.items():
            if n > 5:
                developed_raw[p].add(a)
    assert {k: v for k, v in developed.items() if v} == {k: v for k, v in developed_raw.items() if v}
    release = defaultdict(set)
    for p, cs in hold.items():
        certs = {x for c in cs for x in ccert[c]}
        for a, r in app.items():
            if r["useCert"] in certs:
                release[p].add(a)
    devs_g = sorted(nm(p) for p in developed if developed[p] & gambling)
    sent_to = defaultdict(set)
    for t in trans:
        sent_to[t["src"]].add(t["dst"])
    bosses = sorted(nm(s) for s in release
                    if any(a in gambling and any(a in developed[u] for u in sent_to[s]) for a in release[s]))

    B, W, Q, DU = "柏*", "邬**", "裘**", "杜*"
    iB, iW, iQ, iD = (pname[x]["id"] for x in (B, W, Q, DU))
    recv = Counter()
    for t in trans:
        recv[nm(t["dst"])] += amt(t)
    sentB = sum(amt(t) for t in trans if t["src"] == iB)

    q = QS("riskmining")
    # 1 lookup
    q.add("What is %s's phone number?" % B, [pid[iB]["hasPhone"]], "lookup", "en")
    # 2 count
    q.add("How many transfers did %s make to %s?" % (B, DU),
          [sum(1 for t in trans if t["src"] == iB and t["dst"] == iD)], "count", "en")
    # 3 month window count
    q.add("How many person-to-person transfers were made in September 2023?",
          [sum(1 for t in trans if in_window(t["transDate"], "20230901", "20230930"))], "date_window", "en")
    # 4 month window sum
    q.add("What is the total amount %s transferred in August 2023?" % B,
          [sum(amt(t) for t in trans if t["src"] == iB and in_window(t["transDate"], "20230801", "20230831"))],
          "date_window", "en")
    # 5 group sum
    q.add("Total amount received per person (all transfers).", group_items(recv), "group", "en")
    # 6 superlative
    big = Counter({i: amt(t) for i, t in enumerate(trans)})
    bi, _ = unique_max(big)
    q.add("Who received the largest single transfer?", [nm(trans[bi]["dst"])], "superlative", "en")
    # 7 two hop
    q.add("What is the phone number of the person who received the largest single transfer?",
          [pid[trans[bi]["dst"]]["hasPhone"]], "two_hop", "en")
    # 8 threshold
    ans = sorted(nm(p) for p, ds in hasdev.items() if len(ds) >= 10)
    q.add("Which people own at least 10 devices?", ans, "threshold", "en")
    # 9 share
    toW = sum(amt(t) for t in trans if t["src"] == iB and t["dst"] == iW)
    q.add("What percentage of the money %s sent went to %s? Round to 1 decimal." % (B, W), [pct(toW, sentB, 1)], "share", "en")
    # 10 difference
    assert recv[W] > recv[Q]
    q.add("How much more did %s receive in total than %s?" % (W, Q), [recv[W] - recv[Q]], "difference", "en")
    # 11 compare
    a, b = int(pid[iD]["age"]), int(pid[iQ]["age"])
    assert a != b
    q.add("Is %s older than %s?" % (DU, Q), [yes(a > b, "en")], "compare", "en")
    # 12 exists
    q.add("Does 祁** hold shares in any company?", [yes(bool(hold.get(pname["祁**"]["id"])), "en")], "exists", "en")
    # 13 distinct apps installed on Q's devices
    q.add("How many distinct apps are installed across all devices owned by %s?" % Q,
          [len({a for dv in hasdev[iQ] for a in install[dv]})], "distinct", "en")
    # 14 rule developers
    q.add("Which people are classified as gambling app developers (赌博App开发者)?", devs_g, "rule", "en")
    # 15 top 3 by device count
    dc = Counter({nm(p): len(ds) for p, ds in hasdev.items()})
    q.add("top 3 people by number of devices owned, most first", top_k(dc, 3), "top_k", "en")
    # 16 count apps developed by W (rule developed)
    q.add("How many apps did %s develop?" % W, [len(developed[iW])], "rule", "en")

    # ---- zh (9)
    q.add("谁是赌博App老板？", bosses, "rule", "zh")
    q.add("风险标记为诈骗的应用有几个？", [sum(1 for r in apps if r["riskMark"] == "诈骗")], "count", "zh")
    assert sum(1 for r in apps if "诈骗" in r["riskMark"]) == sum(1 for r in apps if r["riskMark"] == "诈骗")
    # two hop: app using Q's cert
    ans = sorted(a for a, r in app.items() if r["useCert"] in pcert[iQ])
    q.add("%s 持有的证书被哪些应用使用？请列出全部。" % Q, ans, "two_hop", "zh")
    q.add("%s 发布了多少个应用？" % B, [len(release[iB])], "rule", "zh")
    # umid of device of 左**
    z = pname["左**"]["id"]
    assert len(hasdev[z]) == 1
    q.add("左**的设备umid是多少？", [devs[next(iter(hasdev[z]))]["umid"]], "two_hop", "zh")
    q.add("%s 持股了哪些公司？" % B, sorted(cid[c]["name"] for c in hold[iB]), "lookup", "zh")
    s = sum(amt(t) for t in trans if t["src"] == iB and t["dst"] == iW and in_window(t["transDate"], "20230910", "20231015"))
    q.add("2023年9月10日（含）以来，%s 给 %s 一共转了多少钱？" % (B, W), [s], "date_window", "zh")
    total = sum(amt(t) for t in trans)
    q.add("所有转账的平均金额是多少？保留两位小数。", [rnd(total, len(trans), 2)], "aggregate", "zh")
    target = "com.qIu.VJbJ"
    assert target in gambling
    q.add("安装了 %s 的设备有多少台？" % target, [sum(1 for dv in install if target in install[dv])], "count", "zh")
    q.check()
    return q.items


def main():
    for fname, fn in (("r49-acme-supply.json", acme), ("r49-kag-supplychain.json", supplychain),
                      ("r49-kag-riskmining.json", riskmining)):
        items = fn()
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("==", path)
        for it in items:
            print("%s [%s/%s] %s\n    -> %s" % (it["id"], it["shape"], it["lang"], it["question"], " | ".join(it["answer"])))


if __name__ == "__main__":
    main()
