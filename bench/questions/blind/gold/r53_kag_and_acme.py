"""Gold answers for blind round r53: acme-supply, kag-supplychain, kag-riskmining (25 questions each).

Readings used (every answer is computed below from the raw CSV files with the csv module):

- Data is found by walking up from this file's folder: the repository is the first ancestor holding
  data/examples/acme-supply; the shared datasets are the first ancestor P holding
  P/datasets/kag-riskmining or P/shared/datasets/kag-riskmining.
- As-of dates: acme-supply 2024-06-30 (its kagflow.yaml `as_of`, read from the file);
  kag-supplychain and kag-riskmining 2023-10-15.
- Multi-value cells: acme-supply splits on ';' (its kagflow.yaml multi_value_separator);
  the KAG datasets split on ','. Repeated values in one cell count once.
- Fund transfers are the rows of *_fundTrans_*.csv; two equal rows are two transfers. Amounts are
  integers. Dates are yyyymmdd in the files and answers give a date in that raw form (e.g. 20240305),
  as the Text property transDate holds it.
- Named periods (a month, a quarter, the first half of a year) include both their first and last
  day.
- Rule-derived properties follow the schemas: a "last N days" rule keeps transfers with
  date_diff(as_of, transDate) < N (so 90 days before as_of is excluded, the as_of day included);
  totalTransInAmt sums every incoming transfer; cashflowDiff = outflow - inflow over the window (a
  missing side is 0); mainSupply(s -> o) holds when s makes a product whose hasSupplyChain names a
  product o makes, o paid s, and o's payments to s are more than half of s's total inflow;
  riskmining developed(p -> app) holds when more than 5 distinct devices of p have app installed;
  release(p -> app) when p holds shares in a company that has a cert whose number the app uses;
  赌博应用 = apps whose riskMark contains 赌博; 赌博App开发者 = developers of a 赌博应用;
  赌博App老板 = a person who releases a 赌博应用 that someone developed and who transferred money to
  that developer.
- Rounding: where a question asks for rounding, halves round up (decimal ROUND_HALF_UP); trailing
  zeros after the decimal point are dropped (66.70 -> 66.7, 12.00 -> 12). Percentages are given as
  a number without '%'.
- Yes/no: 'yes'/'no' for English questions, '是'/'否' for Chinese ones.
- Grouped answers are flattened pairs: item, value, item, value ... (items in descending value, ties
  by name; order is not meant to matter).
- Every superlative or second-largest is asserted to have a unique winner.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date, datetime
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    p = HERE
    while True:
        r = pred(p)
        if r:
            return r
        parent = os.path.dirname(p)
        if parent == p:
            raise SystemExit("data not found")
        p = parent


REPO = find_up(lambda p: p if os.path.isdir(os.path.join(p, "data", "examples", "acme-supply")) else None)


def _shared(p):
    for c in (p, os.path.join(p, "shared")):
        if os.path.isdir(os.path.join(c, "datasets", "kag-riskmining")):
            return c
    return None


SHARED = find_up(_shared)
ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SC = os.path.join(SHARED, "datasets", "kag-supplychain")
RM = os.path.join(SHARED, "datasets", "kag-riskmining")
OUTDIR = os.path.dirname(HERE)


def rows(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def d(s):
    return datetime.strptime(s, "%Y%m%d").date()


def num(x):
    """Plain number string: integers without .0, else trailing zeros dropped."""
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    s = format(x, "f")
    return s.rstrip("0").rstrip(".")


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return num(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, places=2):
    return rnd(Decimal(a) * 100 / Decimal(b), places)


def unique_max(items, key):
    items = list(items)
    best = max(key(i) for i in items)
    win = [i for i in items if key(i) == best]
    assert len(win) == 1, win
    return win[0]


def unique_min(items, key):
    items = list(items)
    best = min(key(i) for i in items)
    win = [i for i in items if key(i) == best]
    assert len(win) == 1, win
    return win[0]


def second_value(values):
    vs = sorted(set(values), reverse=True)
    return vs[1]


def flat_pairs(d_):
    out = []
    for k, v in sorted(d_.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [k, num(v)]
    return out


def in_window(t, start, end):
    return start <= d(t["transDate"]) <= end


def within_days(t, as_of, n):
    return (as_of - d(t["transDate"])).days < n


def Q(prefix, qs):
    out = []
    for i, (lang, shape, question, answer) in enumerate(qs, 1):
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        out.append({"id": f"{prefix}-r53-{i:02d}", "question": question, "answer": answer,
                    "shape": shape, "lang": lang})
    assert len(out) == 25
    assert sum(q["lang"] == "en" for q in out) == 16
    assert len({q["id"] for q in out}) == 25
    return out


# ----------------------------------------------------------------------------------------------
# acme-supply
# ----------------------------------------------------------------------------------------------
def acme():
    as_of = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.strip().startswith("as_of:"):
                as_of = date.fromisoformat(line.split(":", 1)[1].strip().strip('"').strip("'"))
    assert as_of == date(2024, 6, 30)
    SEP = ";"
    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    byname = {r["name"]: r["id"] for r in comp.values()}
    nm = lambda cid: comp[cid]["name"]
    people = rows(ACME, "Person.csv")
    prodsc = {r["id"]: split(r["hasSupplyChain"], SEP) for r in rows(ACME, "Product.csv")}
    tr = rows(ACME, "Company_fundTrans_Company.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])
    makes = {cid: split(c["product"], SEP) for cid, c in comp.items()}
    reps = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}

    def rep_of(cname):
        r = [p for p, cs in reps.items() if cname in cs]
        return r

    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]

    def paid(a, b):
        return sum(t["amt"] for t in tr if t["srcId"] == a and t["dstId"] == b)

    # mainSupply rule
    def main_customers(s):
        out = []
        for o in comp:
            downs = {dn for up in makes[s] for dn in prodsc.get(up, [])}
            if not downs & set(makes[o]):
                continue
            p = paid(o, s)
            if p and inflow[s] and p / inflow[s] > 0.5:
                out.append(nm(o))
        return out

    A = byname["Acme Motors"]
    OH = byname["O'Hara, Lamb & Sons"]
    DC = byname["Delta Cells GmbH"]
    qs = []
    qs.append(("en", "lookup", "Which country is Fjord Steel AS based in?",
               [comp[byname["Fjord Steel AS"]]["country"]]))
    qs.append(("en", "hop", "Which companies has Acme Motors sent money to?",
               sorted({nm(t["dstId"]) for t in tr if t["srcId"] == A})))
    lr = rep_of("Delta Cells GmbH")
    assert len(lr) == 1
    qs.append(("en", "chain", "How old is the legal representative of Delta Cells GmbH?",
               [next(p["age"] for p in people if p["name"] == lr[0])]))
    qs.append(("en", "aggregate", "What is the total amount Acme Motors has paid O'Hara, Lamb & Sons?",
               [num(paid(A, OH))]))
    am = [t["amt"] for t in tr if t["dstId"] == OH]
    qs.append(("en", "average",
               "What is the average amount of the transfers received by O'Hara, Lamb & Sons? Round to 2 decimal places.",
               [rnd(Decimal(sum(am)) / len(am), 2)]))
    w = unique_max(inflow, key=lambda c: inflow[c])
    qs.append(("en", "superlative", "Which company received the most money in total?", [nm(w)]))
    qs.append(("en", "superlative", "What is the second-largest single transfer amount?",
               [num(second_value([t["amt"] for t in tr]))]))
    qs.append(("en", "exists", "Did Granite Insurance ever pay Acme Motors?",
               ["yes" if paid(byname["Granite Insurance"], A) > 0 else "no"]))
    qs.append(("en", "share",
               "What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? (2 decimals)",
               [pct(paid(A, OH), inflow[OH])]))
    qs.append(("en", "difference", "How much more did Delta Cells GmbH receive in total than O'Hara, Lamb & Sons?",
               [num(inflow[DC] - inflow[OH])]))
    sent = defaultdict(int)
    for t in tr:
        sent[nm(t["srcId"])] += 1
    qs.append(("en", "group", "For each company, how many fund transfers did it send?", flat_pairs(sent)))
    qs.append(("en", "rule", "What is Acme Motors' outflow over the last 90 days?",
               [num(sum(t["amt"] for t in tr if t["srcId"] == A and within_days(t, as_of, 90)))]))
    mc = main_customers(OH)
    assert mc
    qs.append(("en", "rule", "Who is the main customer of O'Hara, Lamb & Sons?", mc))
    F = byname["Fjord Steel AS"]
    one = [t for t in tr if t["srcId"] == F and t["dstId"] == OH]
    assert len(one) == 1
    qs.append(("en", "record", "When did Fjord Steel AS send money to O'Hara, Lamb & Sons?", [one[0]["transDate"]]))
    big = unique_max(tr, key=lambda t: t["amt"])
    qs.append(("en", "record", "who got the single biggest transfer?", [nm(big["dstId"])]))
    last = unique_max(tr, key=lambda t: t["transDate"])
    qs.append(("en", "record", "Which company sent the most recent fund transfer?", [nm(last["srcId"])]))
    one = [t for t in tr if t["srcId"] == A and t["dstId"] == DC]
    assert len(one) == 1
    # --- Chinese
    qs.append(("zh", "record", "Acme Motors 付给 Delta Cells GmbH 的那笔钱是哪天转的？", [one[0]["transDate"]]))
    qs.append(("zh", "hop", "Borealis Rubber Works 的法人代表是谁？", rep_of("Borealis Rubber Works")))
    qs.append(("zh", "aggregate", "2024年6月 Acme Motors 一共转出了多少钱？",
               [num(sum(t["amt"] for t in tr if t["srcId"] == A
                        and in_window(t, date(2024, 6, 1), date(2024, 6, 30))))]))
    w = unique_min(comp.values(), key=lambda c: int(c["founded"]))
    qs.append(("zh", "superlative", "哪家公司成立得最早？", [w["name"]]))
    qs.append(("zh", "count", "有多少家公司收到过转账？", [str(len({t["dstId"] for t in tr}))]))
    qs.append(("zh", "list", "Ada Moreno 是哪些公司的法人代表？", sorted(reps["Ada Moreno"])))
    E = byname["Eastwind Logistics"]
    one = [t for t in tr if t["srcId"] == E and t["dstId"] == A]
    assert len(one) == 1
    qs.append(("zh", "record", "Eastwind Logistics 给 Acme Motors 的那笔转账是哪天？", [one[0]["transDate"]]))
    qs.append(("zh", "count", "年龄超过45岁的人有几位？", [str(sum(int(p["age"]) > 45 for p in people))]))
    qs.append(("zh", "rule", "Delta Cells GmbH 的总流入是多少？", [num(inflow[DC])]))
    return Q("acme", qs)


# ----------------------------------------------------------------------------------------------
# kag-supplychain
# ----------------------------------------------------------------------------------------------
def supplychain():
    as_of = date(2023, 10, 15)
    SEP = ","
    comp = {r["id"]: r for r in rows(SC, "Company.csv")}
    byname = {r["name"]: r["id"] for r in comp.values()}
    assert len(byname) == len(comp)
    nm = lambda cid: comp[cid]["name"]
    people = rows(SC, "Person.csv")
    pname = {p["name"]: p for p in people}
    assert len(pname) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}
    makes = {cid: split(c["product"], SEP) for cid, c in comp.items()}
    prodsc = defaultdict(list)
    for r in rows(SC, "Product.csv"):
        for v in split(r["hasSupplyChain"], SEP):
            if v not in prodsc[r["id"]]:
                prodsc[r["id"]].append(v)
    tr = rows(SC, "Company_fundTrans_Company.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]

    def rep_of(cname):
        return [p for p, cs in reps.items() if cname in cs]

    def paid(a, b):
        return sum(t["amt"] for t in tr if t["srcId"] == a and t["dstId"] == b)

    def main_customers(s):
        out = []
        downs = {dn for up in makes[s] for dn in prodsc.get(up, [])}
        for o in comp:
            if not downs & set(makes[o]):
                continue
            p = paid(o, s)
            if p and inflow[s] and p / inflow[s] > 0.5:
                out.append(nm(o))
        return out

    CH = byname["传化****限公司"]
    SJ = byname["三角***份限公司"]
    ZJ = byname["浙江**摩托**限公司"]
    qs = []
    r = rep_of("传化****限公司")
    assert len(r) == 1
    qs.append(("en", "hop", "Who is the legal representative of 传化****限公司?", r))
    r = rep_of("联想**有公司")
    assert len(r) == 1
    qs.append(("en", "chain", "How old is the legal representative of 联想**有公司?", [pname[r[0]]["age"]]))
    qs.append(("en", "count", "How many companies is 庞* the legal representative of?", [str(len(reps["庞*"]))]))
    qs.append(("en", "aggregate", "How much money did 三角***份限公司 receive in August 2023?",
               [num(sum(t["amt"] for t in tr if t["dstId"] == SJ
                        and in_window(t, date(2023, 8, 1), date(2023, 8, 31))))]))
    am = [t["amt"] for t in tr if t["srcId"] == CH]
    qs.append(("en", "average",
               "What is the average amount of the transfers made by 传化****限公司? Round to two decimals.",
               [rnd(Decimal(sum(am)) / len(am), 2)]))
    w = unique_max(inflow, key=lambda c: inflow[c])
    qs.append(("en", "superlative", "Which company received the largest total of incoming transfers?", [nm(w)]))
    outs = defaultdict(int)
    for t in tr:
        if t["srcId"] == CH:
            outs[t["dstId"]] += t["amt"]
    v2 = second_value(outs.values())
    w2 = [c for c, v in outs.items() if v == v2]
    assert len(w2) == 1
    qs.append(("en", "superlative", "Which company did 传化****限公司 pay the second-largest amount to?", [nm(w2[0])]))
    qs.append(("en", "exists", "Did 浙江**摩托**限公司 ever send money to 三角***份限公司?",
               ["yes" if paid(ZJ, SJ) > 0 else "no"]))
    qs.append(("en", "share",
               "What percentage of 传化****限公司's total incoming money came from 三角***份限公司? Give it to 2 decimals.",
               [pct(paid(SJ, CH), inflow[CH])]))
    out_ch = sum(t["amt"] for t in tr if t["srcId"] == CH)
    qs.append(("en", "difference", "How much more money did 传化****限公司 send out than it received?",
               [num(out_ch - inflow[CH])]))
    g = defaultdict(int)
    for t in tr:
        if t["dstId"] == SJ:
            g[nm(t["srcId"])] += t["amt"]
    qs.append(("en", "group", "For each company that paid 三角***份限公司, how much did it pay in total?", flat_pairs(g)))
    o90 = sum(t["amt"] for t in tr if t["srcId"] == CH and within_days(t, as_of, 90))
    i90 = sum(t["amt"] for t in tr if t["dstId"] == CH and within_days(t, as_of, 90))
    qs.append(("en", "rule", "What is the 3-month cash flow difference (近3个月资金流水差) of 传化****限公司?",
               [num(o90 - i90)]))
    one = [t for t in tr if t["srcId"] == ZJ and t["dstId"] == CH]
    assert len(one) == 1
    qs.append(("en", "record", "When did 浙江**摩托**限公司 pay 传化****限公司?", [one[0]["transDate"]]))
    last = unique_max(tr, key=lambda t: t["transDate"])
    qs.append(("en", "record", "What was the amount of the most recent transfer?", [num(last["amt"])]))
    one = [t for t in tr if t["transDate"] == "20230922"]
    assert len(one) == 1
    qs.append(("en", "record", "Which company received the transfer made on 22 September 2023?", [nm(one[0]["dstId"])]))
    big = unique_max(tr, key=lambda t: t["amt"])
    qs.append(("en", "record", "Who sent the largest single transfer?", [nm(big["srcId"])]))
    # --- Chinese
    qs.append(("zh", "lookup", "臧*的年龄是多少？", [pname["臧*"]["age"]]))
    mc = main_customers(CH)
    assert len(mc) == 1, mc
    qs.append(("zh", "rule", "传化****限公司的主要客户是谁？", mc))
    qs.append(("zh", "rule", "三角***份限公司的总共流入金额是多少？", [num(inflow[SJ])]))
    qs.append(("zh", "rule", "传化****限公司近1月流出多少？",
               [num(sum(t["amt"] for t in tr if t["srcId"] == CH and within_days(t, as_of, 30)))]))
    qs.append(("zh", "aggregate", "2023年5月传化****限公司一共转出多少钱？",
               [num(sum(t["amt"] for t in tr if t["srcId"] == CH
                        and in_window(t, date(2023, 5, 1), date(2023, 5, 31))))]))
    cnt = defaultdict(int)
    for t in tr:
        cnt[t["dstId"]] += 1
    w = unique_max(cnt, key=lambda c: cnt[c])
    qs.append(("zh", "superlative", "收到转账次数最多的公司是哪家？", [nm(w)]))
    w = unique_max(people, key=lambda p: int(p["age"]))
    one = [t for t in tr if in_window(t, date(2023, 10, 1), date(2023, 10, 31))]
    assert len(one) == 1
    qs.append(("zh", "record", "2023年10月的那笔转账转给了哪家公司？", [nm(one[0]["dstId"])]))
    qs.append(("zh", "count", "有多少家公司给三角***份限公司转过账？", [str(len({t["srcId"] for t in tr if t["dstId"] == SJ}))]))
    qs.append(("zh", "list", "夏**是哪些公司的法人代表？", sorted(reps["夏**"])))
    return Q("supplychain", qs)


# ----------------------------------------------------------------------------------------------
# kag-riskmining
# ----------------------------------------------------------------------------------------------
def riskmining():
    as_of = date(2023, 10, 15)
    SEP = ","
    people = {r["id"]: r for r in rows(RM, "Person.csv")}
    pid = {r["name"]: r["id"] for r in people.values()}
    assert len(pid) == len(people)
    pn = lambda i: people[i]["name"]
    comp = {r["id"]: r for r in rows(RM, "Company.csv")}
    cid = {r["name"]: r["id"] for r in comp.values()}
    assert len(cid) == len(comp)
    apps = {r["id"]: r for r in rows(RM, "App.csv")}
    devs = {r["id"]: r for r in rows(RM, "Device.csv")}
    install = {k: split(v["install"], SEP) for k, v in devs.items()}
    hasdev = defaultdict(list)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        if r["dst"] not in hasdev[r["src"]]:
            hasdev[r["src"]].append(r["dst"])
    share = defaultdict(list)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        share[r["src"]].append(r["dst"])
    ccert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        ccert[r["src"]].add(r["dst"])
    tr = rows(RM, "Person_fundTrans_Person.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])

    gambling = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])
    developed = defaultdict(set)
    for p, ds in hasdev.items():
        c = defaultdict(int)
        for dv in ds:
            for a in install.get(dv, []):
                c[a] += 1
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    release = defaultdict(set)
    for p, cs in share.items():
        certs = set().union(*(ccert[c] for c in cs))
        for a, r in apps.items():
            if r["useCert"] in certs:
                release[p].add(a)
    devs_g = sorted(pn(p) for p, a in developed.items() if a & set(gambling))
    bosses = []
    for s in people:
        ok = False
        for a in release[s] & set(gambling):
            for u, aa in developed.items():
                if a in aa and any(t["src"] == s and t["dst"] == u for t in tr):
                    ok = True
        if ok:
            bosses.append(pn(s))

    B = pid["柏*"]

    def paid(a, b):
        return sum(t["amt"] for t in tr if t["src"] == a and t["dst"] == b)

    qs = []
    qs.append(("en", "lookup", "How old is 柏*?", [people[B]["age"]]))
    qs.append(("en", "hop", "Which companies does 柏* hold shares in?", sorted(comp[c]["name"] for c in share[B])))
    dv = [k for k, v in devs.items() if v["umid"] == "73:e8:91:b5:46:0a"]
    assert len(dv) == 1
    owners = sorted(pn(p) for p, ds in hasdev.items() if dv[0] in ds)
    qs.append(("en", "hop", "Who owns the device with umid 73:e8:91:b5:46:0a?", owners))
    c1 = cid["**娱乐**公司"]
    qs.append(("en", "chain", "Which apps use a certificate held by the company **娱乐**公司?",
               sorted(a for a, r in apps.items() if r["useCert"] in ccert[c1])))
    qs.append(("en", "count", "How many apps carry the risk mark 诈骗 (fraud)?",
               [str(sum(r["riskMark"] == "诈骗" for r in apps.values()))]))
    W = pid["邬**"]
    D = pid["杜*"]
    Qi = pid["裘**"]
    qs.append(("en", "aggregate", "What is the total amount 柏* transferred in September 2023?",
               [num(sum(t["amt"] for t in tr if t["src"] == B and in_window(t, date(2023, 9, 1), date(2023, 9, 30))))]))
    am = [t["amt"] for t in tr if t["src"] == B and t["dst"] == D]
    recv = defaultdict(int)
    for t in tr:
        if t["src"] == B:
            recv[t["dst"]] += t["amt"]
    w = unique_max(recv, key=lambda p: recv[p])
    qs.append(("en", "superlative", "What is the second-largest single transfer amount?",
               [num(second_value([t["amt"] for t in tr]))]))
    qs.append(("en", "exists", "Has 柏* ever transferred money to 左**?",
               ["yes" if paid(B, pid["左**"]) > 0 else "no"]))
    qs.append(("en", "rule", "Which apps are gambling apps (赌博应用)?", gambling))
    qs.append(("en", "share", "What percentage of the money 柏* transferred went to 邬**? Round to 2 decimals.",
               [pct(paid(B, W), sum(recv.values()))]))
    qs.append(("en", "difference", "How much more did 邬** receive from 柏* than 杜* did?",
               [num(paid(B, W) - paid(B, D))]))
    cnt = defaultdict(int)
    for t in tr:
        if t["src"] == B:
            cnt[pn(t["dst"])] += 1
    qs.append(("en", "group", "For each recipient, how many transfers did 柏* send them?", flat_pairs(cnt)))
    last = unique_max([t for t in tr if t["src"] == B], key=lambda t: t["transDate"])
    qs.append(("en", "record", "What was the amount of 柏*'s most recent transfer?", [num(last["amt"])]))
    big = unique_max(tr, key=lambda t: t["amt"])
    qs.append(("en", "record", "On what date was the largest single transfer made?", [big["transDate"]]))
    small = unique_min(tr, key=lambda t: t["amt"])
    qs.append(("en", "record", "who received the smallest transfer", [pn(small["dst"])]))
    one = [t for t in tr if t["src"] == B and t["dst"] == Qi and t["transDate"] == "20230918"]
    assert len(one) == 1
    qs.append(("en", "record", "How much did 柏* send 裘** on 18 September 2023?", [num(one[0]["amt"])]))
    # --- Chinese
    qs.append(("zh", "lookup", "袁*多大年纪？", [people[pid["袁*"]]["age"]]))
    qs.append(("zh", "aggregate", "柏*在2023年8月一共转出多少钱？",
               [num(sum(t["amt"] for t in tr if t["src"] == B and in_window(t, date(2023, 8, 1), date(2023, 8, 31))))]))
    am = [t["amt"] for t in tr if t["src"] == B and t["dst"] == Qi]
    qs.append(("zh", "average", "柏*转给裘**的平均金额是多少？保留两位小数。", [rnd(Decimal(sum(am)) / len(am), 2)]))
    w = unique_max(hasdev, key=lambda p: len(hasdev[p]))
    qs.append(("zh", "superlative", "哪个人拥有的设备最多？", [pn(w)]))
    assert bosses
    qs.append(("zh", "rule", "谁是赌博App老板？", sorted(bosses)))
    assert devs_g
    qs.append(("zh", "rule", "赌博App开发者有哪些人？", devs_g))
    qs.append(("zh", "count", "杜*有几台设备？", [str(len(hasdev[D]))]))
    bw = unique_max([t for t in tr if t["src"] == B and t["dst"] == W], key=lambda t: t["amt"])
    qs.append(("zh", "record", "柏*给邬**的最大一笔转账是哪天？", [bw["transDate"]]))
    qs.append(("zh", "exists", "柏*有没有给杜*转过账？", ["是" if paid(B, D) > 0 else "否"]))
    return Q("riskmining", qs)


def main():
    for name, fn in (("r53-acme-supply.json", acme), ("r53-kag-supplychain.json", supplychain),
                     ("r53-kag-riskmining.json", riskmining)):
        qs = fn()
        with open(os.path.join(OUTDIR, name), "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(name, len(qs))


if __name__ == "__main__":
    main()
