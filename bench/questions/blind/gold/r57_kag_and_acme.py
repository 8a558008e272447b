"""Gold answers for blind round 57: acme-supply, kag-supplychain, kag-riskmining.

Every answer is computed here from the raw CSV files with the standard library `csv` module.

Readings used:
- Data is found by walking up from this file's folder: the repository is the first ancestor that
  holds data/examples/acme-supply; the shared datasets are the first ancestor D where
  D/datasets/kag-riskmining (or D/shared/datasets/kag-riskmining) exists.
- As-of dates: acme-supply 2024-06-30 (read from its kagflow.yaml `as_of`); kag-supplychain and
  kag-riskmining 2023-10-15.
- Multi-value cells: acme-supply splits on ';' (its kagflow.yaml multi_value_separator); the KAG
  datasets split on ','. Empty pieces are dropped and repeated values inside a cell count once.
- Rule-derived windows follow the schema rules: date_diff(now, transDate) < N days, i.e. a transfer
  is inside an N-day window when (as_of - transDate).days < N (so a transfer exactly N days before
  the as-of date is outside). Derived sums with no transfer in the window are 0 (rule_value).
- Question windows written as "from A to B" / "A至B" include both end days; a calendar month or
  quarter includes its first and last day.
- mainSupply: s makes product up, up -hasSupplyChain-> down, o makes down, o paid s, and o's
  payments to s are more than half of s's total inflow.
- sameLegalRepresentative is only asked about "other" companies (the company itself excluded).
- developed (risk mining): a person owns more than 5 distinct devices on which the app is
  installed. release: the person holds shares in a company holding a certificate whose certNum
  is the app's useCert. 赌博应用: riskMark contains 赌博. 赌博App开发者: develops a 赌博应用.
  赌博App老板: releases a 赌博应用 developed by someone the boss transferred money to.
- Rounding: decimal half-up (0.5 rounds up) to the places the question states; numbers are
  written plainly, without thousands separators and without a trailing '.0' for whole numbers.
  Percentages are written as a number without '%'.
- Yes/no answers: 'yes'/'no' in English questions, '是'/'否' in Chinese ones.
- Dates in answers are written YYYY-MM-DD (the data writes YYYYMMDD).
- Per-entity answers (shape group) are flattened pairs: item, value, item, value, ... in the
  order of the item's first appearance in the source file.
- Every superlative's winner is asserted unique.
"""
import csv
import datetime as dt
import json
import os
from collections import Counter, OrderedDict, defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    d = HERE
    while True:
        r = pred(d)
        if r:
            return r
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found")
        d = parent


REPO = find_up(lambda d: d if os.path.isdir(os.path.join(d, "data", "examples", "acme-supply")) else None)


def _shared(d):
    for cand in (d, os.path.join(d, "shared")):
        if os.path.isdir(os.path.join(cand, "datasets", "kag-riskmining")):
            return cand
    return None


SHARED = find_up(_shared)
ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SC = os.path.join(SHARED, "datasets", "kag-supplychain")
RM = os.path.join(SHARED, "datasets", "kag-riskmining")
OUTDIR = os.path.dirname(HERE)


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def day(s):
    s = s.strip()
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def iso(s):
    return day(s).isoformat()


def num(x, places=None):
    d = Decimal(str(x))
    if places is not None:
        d = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if d == d.to_integral_value():
        return str(int(d))
    return format(d.normalize(), "f")


def unique_max(d, reverse=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def runner_up(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert items[0][1] != items[1][1] and items[1][1] != items[2][1], ("tie", items[:3])
    return items[1][0]


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, float, Decimal)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r57-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


def rule_window_sum(transfers, who, side, asof, days):
    tot = 0
    for t in transfers:
        if t[side] == who and (asof - t["date"]).days < days:
            tot += t["amt"]
    return tot


# --------------------------------------------------------------------------- acme-supply
def acme():
    asof = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.strip().startswith("as_of:"):
                asof = dt.date.fromisoformat(line.split(":", 1)[1].strip().strip('"').strip("'"))
    assert asof is not None
    sep = ";"
    src = os.path.join(ACME, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    cname = {r["id"]: r["name"] for r in comp}
    cid = {r["name"]: r["id"] for r in comp}
    cby = {r["name"]: r for r in comp}
    people = rows(os.path.join(src, "Person.csv"))
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    prod = rows(os.path.join(src, "Product.csv"))
    chain = defaultdict(set)
    for r in prod:
        chain[r["id"]].update(split(r["hasSupplyChain"], sep))
    makes = {r["name"]: split(r["product"], sep) for r in comp}
    tr = []
    for r in rows(os.path.join(src, "Company_fundTrans_Company.csv")):
        tr.append({"src": cname[r["srcId"]], "dst": cname[r["dstId"]], "date": day(r["transDate"]),
                   "raw": r["transDate"], "amt": int(r["transAmt"])})

    def reps_of(company):
        return [p for p, cs in reps.items() if company in cs]

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    q = QS("acme")
    # 1 lookup
    q.add("Which country is Helix Chemicals based in?", cby["Helix Chemicals"]["country"], "lookup", "en")
    # 2 hop
    q.add("Bram de Vries is legal representative for which companies?", reps["Bram de Vries"], "hop", "en")
    # 3 chain
    r = reps_of("Granite Insurance")
    assert len(r) == 1
    q.add("How old is the person who serves as legal representative of Granite Insurance?", age[r[0]], "chain", "en")
    # 4 count
    q.add("How many of the companies were founded before 1960?",
          sum(1 for c in comp if int(c["founded"]) < 1960), "count", "en")
    # 5 count (none)
    q.add("Number of fund transfers sent by Helix Chemicals?",
          sum(1 for t in tr if t["src"] == "Helix Chemicals"), "count", "en")
    # 6 aggregate in a window
    lo, hi = dt.date(2024, 3, 1), dt.date(2024, 5, 31)
    q.add("What was the combined value of all fund transfers dated from 1 March 2024 to 31 May 2024 (both days included)?",
          sum(t["amt"] for t in tr if lo <= t["date"] <= hi), "aggregate", "en")
    # 7 average
    amts = [t["amt"] for t in tr if t["dst"] == "O'Hara, Lamb & Sons"]
    q.add("Could you tell me the average amount of the payments O'Hara, Lamb & Sons received? Please round to two decimal places.",
          num(Decimal(sum(amts)) / len(amts), 2), "average", "en")
    # 8 superlative
    q.add("Which company has taken in the most money in total across all its incoming transfers?",
          unique_max(inflow), "superlative", "en")
    # 9 record
    big = max(tr, key=lambda t: t["amt"])
    assert sum(1 for t in tr if t["amt"] == big["amt"]) == 1
    q.add("On what date was the single largest fund transfer made? Give the date as YYYY-MM-DD.",
          iso(big["raw"]), "record", "en")
    # 10 between two parties
    q.add("Acme Motors to O'Hara, Lamb & Sons: total transferred?",
          sum(t["amt"] for t in tr if t["src"] == "Acme Motors" and t["dst"] == "O'Hara, Lamb & Sons"),
          "aggregate", "en")
    # 11 share
    total_all = sum(t["amt"] for t in tr)
    q.add("What percentage of all money moved in fund transfers went to Delta Cells GmbH? Round to one decimal place.",
          num(Decimal(inflow["Delta Cells GmbH"]) * 100 / total_all, 1), "share", "en")
    # 12 difference
    q.add("By how much does Acme Motors' total outgoing payments exceed the money it received?",
          outflow["Acme Motors"] - inflow["Acme Motors"], "difference", "en")
    # 13 group
    cnt = OrderedDict()
    for t in tr:
        cnt[t["src"]] = cnt.get(t["src"], 0) + 1
    flat = []
    for k, v in cnt.items():
        flat += [k, str(v)]
    q.add("For every company that sent at least one fund transfer, how many transfers did it send?", flat, "group", "en")
    # 14 rule: outflow90Days
    q.add("What is Acme Motors' derived outflow over the last 90 days (as of the data date)?",
          rule_window_sum(tr, "Acme Motors", "src", asof, 90), "rule", "en")
    # 15 rule: mainSupply
    paid = defaultdict(int)
    for t in tr:
        paid[(t["dst"], t["src"])] += t["amt"]  # (s = receiver, o = payer)
    main = defaultdict(set)  # s -> o
    for s in cname.values():
        for o in cname.values():
            linked = any(down in chain.get(up, ()) and down in makes[o] for up in makes[s] for down in chain.get(up, ()))
            if linked and paid[(s, o)] and paid[(s, o)] / inflow[s] > 0.5:
                main[s].add(o)
    suppliers = sorted(s for s in main if "Acme Motors" in main[s])
    q.add("Which suppliers count Acme Motors as their main customer?", suppliers, "rule", "en")
    # 16 exists
    q.add("Did Fjord Steel AS ever pay Delta Cells GmbH?",
          yn(any(t["src"] == "Fjord Steel AS" and t["dst"] == "Delta Cells GmbH" for t in tr), "en"), "exists", "en")
    # --- Chinese
    # 17 hop reverse
    r = reps_of("Eastwind Logistics")
    q.add("Eastwind Logistics 的法人代表是谁？", r, "hop", "zh")
    # 18 runner-up
    q.add("总流入金额排名第二的公司是哪家？", runner_up(inflow), "superlative", "zh")
    # 19 rule: sameLegalRepresentative
    same = set()
    for p, cs in reps.items():
        if "Acme Motors" in cs:
            same.update(c for c in cs if c != "Acme Motors")
    q.add("除了 Acme Motors 本身，还有哪家公司与它拥有同一位法人代表？", sorted(same), "rule", "zh")
    # 20 list
    q.add("请列出所有位于美国（US）的公司。", [c["name"] for c in comp if c["country"] == "US"], "list", "zh")
    # 21 count
    q.add("金额超过100000的转账一共有几笔？", sum(1 for t in tr if t["amt"] > 100000), "count", "zh")
    # 22 superlative
    q.add("年龄最大的法人代表是谁？", unique_max({p: age[p] for p in reps if reps[p]}), "superlative", "zh")
    # 23 average
    q.add("所有人的平均年龄是多少岁？", num(Decimal(sum(age.values())) / len(age), 2), "average", "zh")
    # 24 chain
    r = reps_of(big["dst"])
    q.add("收到单笔金额最大那笔转账的公司，它的法人代表是谁？", r, "chain", "zh")
    # 25 record
    x = [t for t in tr if t["src"] == "Eastwind Logistics" and t["dst"] == "Acme Motors"]
    assert len(x) == 1
    q.add("Eastwind Logistics 给 Acme Motors 的那笔转账金额是多少？", x[0]["amt"], "record", "zh")
    return q.items


# --------------------------------------------------------------------------- kag-supplychain
def supplychain():
    asof = dt.date(2023, 10, 15)
    sep = ","
    src = os.path.join(SC, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    cname = {r["id"]: r["name"] for r in comp}
    assert len(set(cname.values())) == len(cname)
    makes = defaultdict(list)
    for r in comp:
        for p in split(r["product"], sep):
            if p not in makes[r["name"]]:
                makes[r["name"]].append(p)
    chain = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        chain[r["id"]].update(split(r["hasSupplyChain"], sep))
    people = rows(os.path.join(src, "Person.csv"))
    assert len({p["name"] for p in people}) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    tr = []
    for r in rows(os.path.join(src, "Company_fundTrans_Company.csv")):
        tr.append({"src": cname[r["srcId"]], "dst": cname[r["dstId"]], "date": day(r["transDate"]),
                   "raw": r["transDate"], "amt": int(r["transAmt"])})
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]

    def reps_of(company):
        return [p for p, cs in reps.items() if company in cs]

    CH = cname["CSF0000001579"]   # 传化****限公司
    SJ = cname["CSF0000002238"]   # 三角***份限公司
    ZJ = cname["CSF0000001662"]   # 浙江**摩托**限公司
    q = QS("supplychain")
    # 1 lookup
    q.add("How old is 袁*?", age["袁*"], "lookup", "en")
    # 2 hop
    q.add("Which companies does 夏** act as legal representative for?", reps["夏**"], "hop", "en")
    # 3 chain
    r = reps_of(SJ)
    assert len(r) == 1
    q.add("What is the age of %s's legal representative?" % SJ, age[r[0]], "chain", "en")
    # 4 count
    q.add("How many people in the data are younger than 25?", sum(1 for a in age.values() if a < 25), "count", "en")
    # 5 count (none)
    BY = cname["CSF0000000037"]
    q.add("How many outgoing transfers has %s made?" % BY, sum(1 for t in tr if t["src"] == BY), "count", "en")
    # 6 aggregate in a period
    lo, hi = dt.date(2023, 7, 1), dt.date(2023, 9, 30)
    q.add("Total paid out by %s in the third quarter of 2023 (July 1 to September 30)?" % CH,
          sum(t["amt"] for t in tr if t["src"] == CH and lo <= t["date"] <= hi), "aggregate", "en")
    # 7 average
    a = [t["amt"] for t in tr if t["dst"] == SJ]
    q.add("What is the average size of the incoming transfers to %s, rounded to 2 decimals?" % SJ,
          num(Decimal(sum(a)) / len(a), 2), "average", "en")
    # 8 superlative
    big = max(tr, key=lambda t: t["amt"])
    assert sum(1 for t in tr if t["amt"] == big["amt"]) == 1
    q.add("Which company made the single biggest fund transfer in the records?", big["src"], "superlative", "en")
    # 9 runner-up
    q.add("Which company ranks second by total money received?", runner_up(inflow), "superlative", "en")
    # 10 record
    x = [t for t in tr if t["src"] == CH and t["dst"] == BY]
    assert len(x) == 1
    q.add("When did %s transfer funds to %s? Answer as YYYY-MM-DD." % (CH, BY), iso(x[0]["raw"]), "record", "en")
    # 11 share
    q.add("What share of %s's total inflow came from %s? Give a percentage rounded to two decimals." % (SJ, ZJ),
          num(Decimal(sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ)) * 100 / inflow[SJ], 2),
          "share", "en")
    # 12 group
    per = OrderedDict()
    for t in tr:
        if t["dst"] == SJ:
            per[t["src"]] = per.get(t["src"], 0) + t["amt"]
    flat = []
    for k, v in per.items():
        flat += [k, str(v)]
    q.add("Break down the money paid to %s by payer: how much did each company send?" % SJ, flat, "group", "en")
    # 13 rule: fundTrans1Month
    q.add("Please give %s's derived one-month outflow (近1月流出) as of the data date." % CH,
          rule_window_sum(tr, CH, "src", asof, 30), "rule", "en")
    # 14 rule: cashflowDiff3Month
    diff3 = rule_window_sum(tr, SJ, "src", asof, 90) - rule_window_sum(tr, SJ, "dst", asof, 90)
    q.add("What is the three-month cash-flow difference (outflow minus inflow) recorded for %s?" % SJ,
          diff3, "rule", "en")
    # 15 rule: mainSupply
    paid = defaultdict(int)
    for t in tr:
        paid[(t["dst"], t["src"])] += t["amt"]
    main = defaultdict(set)
    for s in cname.values():
        for o in cname.values():
            if not paid[(s, o)]:
                continue
            linked = any(down in makes[o] for up in makes[s] for down in chain.get(up, ()))
            if linked and paid[(s, o)] / inflow[s] > 0.5:
                main[s].add(o)
    cust_of = sorted(s for s in main if SJ in main[s])
    q.add("Which companies have %s as their main customer?" % SJ, cust_of, "rule", "en")
    # 16 exists
    q.add("Has %s ever sent money to %s?" % (ZJ, CH),
          yn(any(t["src"] == ZJ and t["dst"] == CH for t in tr), "en"), "exists", "en")
    # --- Chinese
    # 17 count distinct recipients
    q.add("%s一共向多少家不同的公司转过账？" % CH, len({t["dst"] for t in tr if t["src"] == CH}), "count", "zh")
    # 18 superlative
    q.add("年龄最大的自然人是谁？", unique_max(age), "superlative", "zh")
    # 19 aggregate month
    q.add("2023年6月所有资金往来的交易金额合计是多少？",
          sum(t["amt"] for t in tr if t["date"].year == 2023 and t["date"].month == 6), "aggregate", "zh")
    # 20 rule: fundTrans3MonthIn
    q.add("%s的近3月流入是多少？" % CH, rule_window_sum(tr, CH, "dst", asof, 90), "rule", "zh")
    # 21 list
    q.add("路**是哪些企业的法人代表？请全部列出。", reps["路**"], "list", "zh")
    # 22 exists (no)
    q.add("裘*是不是%s的法人代表？" % ZJ, yn(ZJ in reps["裘*"], "zh"), "exists", "zh")
    # 23 chain
    bigin = [t for t in tr if t["dst"] == SJ]
    top = max(bigin, key=lambda t: t["amt"])
    assert sum(1 for t in bigin if t["amt"] == top["amt"]) == 1
    q.add("向%s单笔转账金额最高的那家公司，法人代表是谁？" % SJ, reps_of(top["src"]), "chain", "zh")
    # 24 average
    q.add("所有自然人的平均年龄是多少？保留两位小数。", num(Decimal(sum(age.values())) / len(age), 2), "average", "zh")
    # 25 difference
    KK = cname["CSF0000000007"]
    q.add("%s收到的转账总额比%s多多少？" % (KK, CH), inflow[KK] - inflow[CH], "difference", "zh")
    return q.items


# --------------------------------------------------------------------------- kag-riskmining
def riskmining():
    sep = ","
    src = os.path.join(RM, "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    assert len(set(pname.values())) == len(pname)
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    comp = rows(os.path.join(src, "Company.csv"))
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    apps = rows(os.path.join(src, "App.csv"))
    mark = {a["id"]: a["riskMark"] for a in apps}
    usecert = {a["id"]: a["useCert"] for a in apps}
    devs = rows(os.path.join(src, "Device.csv"))
    umid = {d["id"]: d["umid"] for d in devs}
    install = {d["id"]: set(split(d["install"], sep)) for d in devs}
    hasdev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        hasdev[pname[r["src"]]].add(r["dst"])
    share = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        share[pname[r["src"]]].add(cname[r["dst"]])
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[cname[r["src"]]].add(r["dst"])
    tr = []
    for r in rows(os.path.join(src, "Person_fundTrans_Person.csv")):
        tr.append({"src": pname[r["src"]], "dst": pname[r["dst"]], "date": day(r["transDate"]),
                   "raw": r["transDate"], "amt": int(r["transAmt"])})

    developed = defaultdict(set)
    for p, ds in hasdev.items():
        c = Counter(a for d in ds for a in install.get(d, ()))
        developed[p] = {a for a, n in c.items() if n > 5}
    released = defaultdict(set)
    for p, cs in share.items():
        certs = set().union(*(ccert[c] for c in cs))
        released[p] = {a for a in mark if usecert[a] in certs}
    gambling = {a for a in mark if "赌博" in mark[a]}
    devs_g = sorted(p for p in developed if developed[p] & gambling)
    bosses = sorted(p for p in released
                    if any(a in gambling and any(a in developed[u] and any(t["src"] == p and t["dst"] == u for t in tr)
                                                 for u in developed)
                           for a in released[p]))

    B = "柏*"
    q = QS("riskmining")
    # 1 lookup
    q.add("What's the phone number of 方*?", phone["方*"], "lookup", "en")
    # 2 hop
    q.add("In which companies does %s hold shares?" % B, sorted(share[B]), "hop", "en")
    # 3 hop via identifier
    owners = sorted(p for p, ds in hasdev.items() if "0" in ds)
    q.add("Who owns the device with umid %s?" % umid["0"], owners, "hop", "en")
    # 4 count
    q.add("How many apps carry the 诈骗 (fraud) risk mark?", sum(1 for a in mark if mark[a] == "诈骗"), "count", "en")
    # 5 count none
    q.add("How many transfers has 裘** sent?", sum(1 for t in tr if t["src"] == "裘**"), "count", "en")
    # 6 aggregate two parties
    q.add("Total amount transferred from %s to 邬**?" % B,
          sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == "邬**"), "aggregate", "en")
    # 7 aggregate period
    lo, hi = dt.date(2023, 9, 1), dt.date(2023, 9, 10)
    q.add("How much did %s transfer altogether between 1 and 10 September 2023, both days included?" % B,
          sum(t["amt"] for t in tr if t["src"] == B and lo <= t["date"] <= hi), "aggregate", "en")
    # 8 average
    a = [t["amt"] for t in tr if t["src"] == B and t["dst"] == "杜*"]
    q.add("I'd like the mean amount of %s's transfers to 杜*, rounded to two decimal places." % B,
          num(Decimal(sum(a)) / len(a), 2), "average", "en")
    # 9 superlative
    big = max(tr, key=lambda t: t["amt"])
    assert sum(1 for t in tr if t["amt"] == big["amt"]) == 1
    q.add("Who was the recipient of the largest single transfer?", big["dst"], "superlative", "en")
    # 10 record
    small = min(tr, key=lambda t: t["amt"])
    assert sum(1 for t in tr if t["amt"] == small["amt"]) == 1
    q.add("Smallest transfer on record: on what date was it made (YYYY-MM-DD)?", iso(small["raw"]), "record", "en")
    # 11 share
    outB = sum(t["amt"] for t in tr if t["src"] == B)
    q.add("What percentage of everything %s transferred went to 裘**? Round to one decimal place." % B,
          num(Decimal(sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == "裘**")) * 100 / outB, 1),
          "share", "en")
    # 12 group
    per = OrderedDict()
    for t in tr:
        if t["src"] == B:
            per[t["dst"]] = per.get(t["dst"], 0) + 1
    flat = []
    for k, v in per.items():
        flat += [k, str(v)]
    q.add("How many transfers did %s make to each person they paid?" % B, flat, "group", "en")
    # 13 rule developed
    q.add("Which apps did 邬** develop?", sorted(developed["邬**"]), "rule", "en")
    # 14 rule boss
    q.add("Who is classed as a gambling app boss (赌博App老板)?", bosses, "rule", "en")
    # 15 chain: who else owns the device 方* owns
    others = sorted({p for d in hasdev["方*"] for p, ds in hasdev.items() if d in ds and p != "方*"})
    q.add("Who else owns a device that 方* also owns?", others, "chain", "en")
    # 16 exists
    XC = cname["7"]
    q.add("Does %s hold shares in %s?" % (B, XC), yn(XC in share[B], "en"), "exists", "en")
    # --- Chinese
    # 17 lookup
    fraud = [a for a in mark if mark[a] == "诈骗"]
    q.add("应用%s的风险标记是什么？" % fraud[0], mark[fraud[0]], "lookup", "zh")
    # 18 count
    q.add("邬**名下一共有几台设备？", len(hasdev["邬**"]), "count", "zh")
    # 19 runner-up
    recv = defaultdict(int)
    for t in tr:
        recv[t["dst"]] += t["amt"]
    q.add("从%s那里收到转账总额第二多的是谁？" % B, runner_up(recv), "superlative", "zh")
    # 20 rule developers
    q.add("哪些人属于赌博App开发者？", devs_g, "rule", "zh")
    # 21 difference
    q.add("邬**从%s收到的钱比杜*多多少？" % B, recv["邬**"] - recv["杜*"], "difference", "zh")
    # 22 rule count release
    q.add("%s一共发布了多少个应用？" % B, len(released[B]), "rule", "zh")
    # 23 average
    q.add("自然人的平均年龄是多少岁？", num(Decimal(sum(age.values())) / len(age), 1), "average", "zh")
    # 24 count
    q.add("年龄超过50岁的自然人有几位？", sum(1 for v in age.values() if v > 50), "count", "zh")
    # 25 chain: apps using the certificate held by a company
    Y1 = cname["1"]
    assert len(ccert[Y1]) == 1
    q.add("使用%s所持证书的应用有哪些？" % Y1, sorted(a for a in mark if usecert[a] in ccert[Y1]), "chain", "zh")
    return q.items


def main():
    out = {"acme-supply": acme(), "kag-supplychain": supplychain(), "kag-riskmining": riskmining()}
    for name, items in out.items():
        assert len(items) == 25, (name, len(items))
        assert len({i["id"] for i in items}) == 25
        assert sum(1 for i in items if i["lang"] == "en") == 16
        path = os.path.join(OUTDIR, "r57-%s.json" % name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(path, len(items), dict(Counter(i["shape"] for i in items)))


if __name__ == "__main__":
    main()
