#!/usr/bin/env python3
"""Gold answers for the r52 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed from the projects' raw source tables; nothing is hard-coded.

Readings used for the gold:
  * As-of dates ("now" for the rules): acme-supply 2024-06-30 (read from its kagflow.yaml);
    kag-supplychain and kag-riskmining 2023-10-15.
  * Multi-value cells are split on ';' in acme-supply and on ',' in the two KAG datasets;
    empty pieces are dropped and repeated values in one cell count once (the gold asserts
    wherever a repeated value could change an answer that it does not).
  * Transfer dates are the yyyymmdd strings of the data. A month, quarter or half-year means
    the calendar period, both ends included; "since D" includes D; "between D1 and D2"
    includes both ends. For every "since" and "between" question the script asserts that no
    transfer falls on a window end, so inclusive and exclusive readings give the same answer.
  * Rule-derived properties follow the schema rules exactly: date_diff(now, transDate) is the
    number of days from the transfer date to the as-of date, and "< 30 / < 90 / < 180" keeps
    transfers with a smaller difference (asserted: no transfer lies within one day of a cut-off,
    so an off-by-one reading gives the same result). Totals of an entity with no matching
    transfer count as 0 in the cashflow differences (rule_value(... == null, 0, ...)).
  * Amounts are whole numbers written as plain digits. Averages and percentages are rounded
    half up to the precision stated in the question (percentages as a number without '%').
  * Ties: superlatives assert a unique winner unless the question asks for all tied items.
  * yes/no answers are "yes"/"no" in English and "是"/"否" in Chinese. Group lists give the group
    and its value as consecutive items, in the order stated by the question (else data order).
  * In kag-supplychain, CompanyUpdate.csv changes the products of one company; no question
    depends on that company's products. Company names and person names are used exactly as
    written (including the masking '*').
  * In kag-riskmining, certificates are referenced by their certNum string in App.useCert and
    Company_hasCert_Cert.dst, and that string is used as the join key.
"""
import csv
import datetime
import json
import os
import sys
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_repo():
    d = HERE
    while True:
        if os.path.isdir(os.path.join(d, "data", "examples", "acme-supply")):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("repository with data/examples/acme-supply not found")
        d = parent


REPO = find_repo()
ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SHARED = os.path.join(os.path.dirname(REPO), "shared", "datasets")
if not os.path.isdir(SHARED):
    SHARED = os.path.join(REPO, "shared", "datasets")
SC = os.path.join(SHARED, "kag-supplychain")
RM = os.path.join(SHARED, "kag-riskmining")
OUT_DIR = os.path.dirname(HERE)


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def split_raw(cell, sep):
    return [x.strip() for x in (cell or "").split(sep) if x.strip()]


def rnd(value, places=0):
    q = Decimal(1) if places == 0 else Decimal(1).scaleb(-places)
    return str(Decimal(str(value)).quantize(q, rounding=ROUND_HALF_UP))


def rnd_frac(num, den, places=0, scale=1):
    """round num/den*scale half up exactly (Decimal with enough precision)."""
    v = Decimal(num) * Decimal(scale) / Decimal(den)
    q = Decimal(1) if places == 0 else Decimal(1).scaleb(-places)
    # guard: the value must not lie (almost) exactly on a rounding half
    half = (v / q) % 1
    assert abs(half - Decimal("0.5")) > Decimal("0.0001") or (v / q) % 1 == Decimal("0.5"), v
    return str(v.quantize(q, rounding=ROUND_HALF_UP))


def d(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_window(date, lo, hi):
    return lo <= date <= hi


def assert_no_edge(dates, lo, hi):
    for x in dates:
        assert x not in (lo, hi), ("transfer on a window end", x, lo, hi)


def unique_max(items, key):
    items = list(items)
    best = max(key(i) for i in items)
    top = [i for i in items if key(i) == best]
    assert len(top) == 1, ("tie for max", top)
    return top[0]


def unique_min(items, key):
    items = list(items)
    best = min(key(i) for i in items)
    top = [i for i in items if key(i) == best]
    assert len(top) == 1, ("tie for min", top)
    return top[0]


def strictly_sorted_desc(vals):
    return all(a > b for a, b in zip(vals, vals[1:]))


def days_before(asof, t):
    return (asof - d(t)).days


def window_rule(trans, asof, limit):
    """transfers with date_diff(now, transDate) < limit; asserts no off-by-one sensitivity."""
    keep = []
    for t in trans:
        diff = days_before(asof, t["date"])
        assert diff not in (limit - 1, limit, limit + 1), ("transfer on a rule cut-off", t, limit)
        if diff < limit:
            keep.append(t)
    return keep


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer)
        assert len(answer) <= 12, (question, answer)
        self.items.append({
            "id": "%s-r52-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


def yn(b, lang):
    if lang == "zh":
        return ["是" if b else "否"]
    return ["yes" if b else "no"]


# --------------------------------------------------------------------------------------------
# acme-supply
# --------------------------------------------------------------------------------------------
def acme():
    cfg = open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8").read()
    asof_s = None
    sep = None
    for line in cfg.splitlines():
        line = line.split("#")[0].strip()
        if line.startswith("as_of:"):
            asof_s = line.split(":", 1)[1].strip().strip('"').strip("'")
        if line.startswith("multi_value_separator:"):
            sep = line.split(":", 1)[1].strip().strip('"').strip("'")
    assert asof_s == "2024-06-30" and sep == ";"
    asof = datetime.date.fromisoformat(asof_s)
    src = os.path.join(ACME, "sources")
    comps = rows(os.path.join(src, "Company.csv"))
    cid = {c["id"]: c for c in comps}
    cname = {c["id"]: c["name"] for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps)
    for c in comps:
        c["products"] = split(c["product"], sep)
    prods = rows(os.path.join(src, "Product.csv"))
    down = defaultdict(set)
    for p in prods:
        for x in split(p["hasSupplyChain"], sep):
            down[p["id"]].add(x)
    persons = rows(os.path.join(src, "Person.csv"))
    for p in persons:
        p["lr"] = split(p["legalRepresentative"], sep)
        assert p["lr"] == split_raw(p["legalRepresentative"], sep)
        p["age"] = int(p["age"])
        for n in p["lr"]:
            assert n in byname, n
    tr = []
    for t in rows(os.path.join(src, "Company_fundTrans_Company.csv")):
        assert t["srcId"] in cid and t["dstId"] in cid
        tr.append({"src": cname[t["srcId"]], "dst": cname[t["dstId"]], "date": t["transDate"],
                   "amt": int(t["transAmt"])})
    qs = QS("acme")
    ACM, OH, DEL, EW, FJ, GR, HX, BO = ("Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH",
                                        "Eastwind Logistics", "Fjord Steel AS", "Granite Insurance",
                                        "Helix Chemicals", "Borealis Rubber Works")
    for n in (ACM, OH, DEL, EW, FJ, GR, HX, BO):
        assert n in byname

    def inflow(n):
        return sum(t["amt"] for t in tr if t["dst"] == n)

    def outflow(n):
        return sum(t["amt"] for t in tr if t["src"] == n)

    # 1 lookup
    qs.add("Which country is Fjord Steel AS registered in?", [byname[FJ]["country"]], "lookup", "en")
    # 3 count in a quarter
    lo, hi = "20240401", "20240630"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    n = sum(1 for t in tr if in_window(t["date"], lo, hi))
    qs.add("How many fund transfers were recorded in the second quarter of 2024?", [str(n)], "count", "en")
    # 5 average overall
    tot = sum(t["amt"] for t in tr)
    qs.add("What is the average amount of a fund transfer in the data set, rounded to the nearest whole number?",
           [rnd_frac(tot, len(tr), 0)], "average", "en")
    # 6 superlative
    big = unique_max(tr, lambda t: t["amt"])
    qs.add("Which company was on the receiving end of the single biggest transfer?", [big["dst"]],
           "superlative", "en")
    # 7 two-hop
    reps = [p["name"] for p in persons if big["dst"] in p["lr"]]
    assert len(reps) == 1
    qs.add("Who is the legal representative of the company that received the largest single fund transfer?",
           reps, "two-hop", "en")
    # 8 group sums in 2024
    lo, hi = "20240101", "20241231"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    g = defaultdict(int)
    for t in tr:
        if in_window(t["date"], lo, hi):
            g[t["src"]] += t["amt"]
    order = sorted(g, key=lambda k: -g[k])
    assert strictly_sorted_desc([g[k] for k in order])
    ans = []
    for k in order:
        ans += [k, str(g[k])]
    qs.add("For each company that sent money during 2024, give the total it sent in 2024, largest first.",
           ans, "group-sum", "en")
    # 10 rule-derived totalTransInAmt
    qs.add("What is the total inflow (all money received) of O'Hara, Lamb & Sons?", [str(inflow(OH))],
           "rule-property", "en")
    # 11 rule-derived outflow90Days
    w = window_rule([t for t in tr if t["src"] == ACM], asof, 90)
    qs.add("What is Acme Motors' outflow over the last 90 days (as of 2024-06-30)?",
           [str(sum(t["amt"] for t in w))], "rule-property", "en")
    # 12 rule-derived mainSupply
    ms = []
    for s_ in comps:
        inn = inflow(s_["name"])
        for o in comps:
            linked = any(dp in o["products"] for up in s_["products"] for dp in down.get(up, ()))
            paid = sum(t["amt"] for t in tr if t["src"] == o["name"] and t["dst"] == s_["name"])
            if linked and paid and paid / inn > 0.5:
                assert abs(paid / inn - 0.5) > 0.01
                ms.append((s_["name"], o["name"]))
    sup_of_acme = [s_ for s_, o in ms if o == ACM]
    qs.add("Which suppliers count Acme Motors as their main customer?", sup_of_acme, "rule-relation", "en")
    # 13 yes/no comparison
    a = sum(t["amt"] for t in tr if t["src"] == ACM and t["dst"] == DEL)
    b = sum(t["amt"] for t in tr if t["src"] == ACM and t["dst"] == OH)
    assert a != b
    qs.add("Did Acme Motors send more money in total to Delta Cells GmbH than to O'Hara, Lamb & Sons?",
           yn(a > b, "en"), "yes-no", "en")
    # 14 share
    qs.add("What share of all transferred money went to Delta Cells GmbH? Give a percentage rounded to one decimal place.",
           [rnd_frac(inflow(DEL), tot, 1, 100)], "percentage", "en")
    # 15 distinct counterparts
    qs.add("how many different companies has Acme Motors sent money to?",
           [str(len({t["dst"] for t in tr if t["src"] == ACM}))], "count-distinct", "en")
    # 17 difference
    qs.add("By how much does the money Acme Motors paid out exceed the money it received?",
           [str(outflow(ACM) - inflow(ACM))], "difference", "en")
    # 18 count between dates
    lo, hi = "20240201", "20240331"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("How many transfers took place between 2024-02-01 and 2024-03-31?",
           [str(sum(1 for t in tr if in_window(t["date"], lo, hi)))], "count", "en")
    # 19 second largest
    amts = sorted({t["amt"] for t in tr}, reverse=True)
    assert Counter(t["amt"] for t in tr)[amts[1]] == 1 and Counter(t["amt"] for t in tr)[amts[0]] == 1
    qs.add("What was the second-largest single transfer amount?", [str(amts[1])], "ranking", "en")
    # 20 existence
    qs.add("Has Helix Chemicals ever sent a fund transfer to another company?",
           yn(any(t["src"] == HX for t in tr), "en"), "existence", "en")
    # --- Chinese ---
    # 21 lookup via person
    reps = [p["name"] for p in persons if ACM in p["lr"]]
    assert len(reps) == 1
    qs.add("Acme Motors 的法人代表是谁？", reps, "lookup", "zh")
    # 22 count in a month
    lo, hi = "20240501", "20240531"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("2024年5月一共发生了几笔资金往来？", [str(sum(1 for t in tr if in_window(t["date"], lo, hi)))],
           "count", "zh")
    # 23 sameLegalRepresentative
    same = sorted({o for p in persons if HX in p["lr"] for o in p["lr"] if o != HX})
    qs.add("哪家公司与 Helix Chemicals 拥有共同的法人代表？", same, "rule-relation", "zh")
    # 24 product -> companies
    makers = [c["name"] for c in comps if "Chemicals-Rubber-Synthetic rubber" in c["products"]]
    qs.add("哪些公司生产 Chemicals-Rubber-Synthetic rubber（合成橡胶）？", makers, "filter-list", "zh")
    # 25 sum over two-hop
    ada = [p for p in persons if p["name"] == "Ada Moreno"][0]
    qs.add("Ada Moreno 担任法人代表的所有公司，一共收到了多少资金？",
           [str(sum(inflow(n) for n in ada["lr"]))], "two-hop-sum", "zh")
    # 26 group counts per person
    ans = []
    for p in persons:
        ans += [p["name"], str(len(p["lr"]))]
    qs.add("每个人分别是几家公司的法人代表？", ans, "group-count", "zh")
    # 27 average age
    qs.add("所有自然人的平均年龄是多少？（四舍五入到整数）",
           [rnd_frac(sum(p["age"] for p in persons), len(persons), 0)], "average", "zh")
    # 28 sum in a month for one entity
    lo, hi = "20240601", "20240630"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("2024年6月 Acme Motors 的转出总额是多少？",
           [str(sum(t["amt"] for t in tr if t["src"] == ACM and in_window(t["date"], lo, hi)))],
           "sum", "zh")
    # 29 mainSupply of Delta
    cust = [o for s_, o in ms if s_ == DEL]
    assert len(cust) == 1
    qs.add("Delta Cells GmbH 的主要客户（mainSupply）是哪家公司？", cust, "rule-relation", "zh")
    return qs, 16, 9


# --------------------------------------------------------------------------------------------
# kag-supplychain
# --------------------------------------------------------------------------------------------
def supplychain():
    asof = datetime.date(2023, 10, 15)
    sep = ","
    src = os.path.join(SC, "sources")
    comps = rows(os.path.join(src, "Company.csv"))
    cname = {c["id"]: c["name"] for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps) == len(cname)
    upd = {r["id"] for r in rows(os.path.join(src, "CompanyUpdate.csv"))}
    for c in comps:
        c["products"] = split(c["product"], sep)
    prod_rows = rows(os.path.join(src, "Product.csv"))
    ind = {}
    down = defaultdict(set)
    for p in prod_rows:
        if p["id"] in ind:
            assert ind[p["id"]] == p["belongToIndustry"]
        ind[p["id"]] = p["belongToIndustry"]
        down[p["id"]] |= set(split(p["hasSupplyChain"], sep))
    persons = rows(os.path.join(src, "Person.csv"))
    for p in persons:
        p["lr"] = split(p["legalRepresentative"], sep)
        p["lr_raw"] = split_raw(p["legalRepresentative"], sep)
        p["age"] = int(p["age"])
        for n in p["lr"]:
            assert n in byname
    pby = {p["name"]: p for p in persons}
    assert len(pby) == len(persons)
    tr = []
    for t in rows(os.path.join(src, "Company_fundTrans_Company.csv")):
        tr.append({"src": cname[t["srcId"]], "dst": cname[t["dstId"]], "date": t["transDate"],
                   "amt": int(t["transAmt"]), "srcId": t["srcId"], "dstId": t["dstId"]})
    qs = QS("supplychain")

    def inflow(n, lst=None):
        return sum(t["amt"] for t in (lst if lst is not None else tr) if t["dst"] == n)

    def outflow(n, lst=None):
        return sum(t["amt"] for t in (lst if lst is not None else tr) if t["src"] == n)

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"
    GD = "广东***通*份*公司"
    for n in (CH, SJ, ZJ, GD):
        assert n in byname
    assert byname[CH]["id"] not in upd and byname[SJ]["id"] not in upd

    # 1 lookup age
    oldest = unique_max(persons, lambda p: p["age"])
    qs.add("How old is %s?" % oldest["name"], [str(oldest["age"])], "lookup", "en")
    # 3 count in a month
    lo, hi = "20230701", "20230731"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("How many fund transfers happened in July 2023?",
           [str(sum(1 for t in tr if in_window(t["date"], lo, hi)))], "count", "en")
    # 4 sum between two entities
    qs.add("Total amount transferred from %s to %s?" % (CH, SJ),
           [str(sum(t["amt"] for t in tr if t["src"] == CH and t["dst"] == SJ))], "sum", "en")
    # 6 superlative
    big = unique_max(tr, lambda t: t["amt"])
    qs.add("Which company received the largest single transfer on record?", [big["dst"]], "superlative", "en")
    # 7 two-hop: legal rep of the sender of the largest transfer
    reps = [p["name"] for p in persons if big["src"] in p["lr"]]
    assert len(reps) == 1
    qs.add("Who is the legal representative of the company that sent the single largest fund transfer?",
           reps, "two-hop", "en")
    # 8 rule fundTrans1Month
    w1 = window_rule([t for t in tr if t["src"] == CH], asof, 30)
    qs.add("What is the near-1-month outflow (fundTrans1Month) of %s as of 2023-10-15?" % CH,
           [str(sum(t["amt"] for t in w1))], "rule-property", "en")
    # 9 rule cashflowDiff3Month
    out3 = sum(t["amt"] for t in window_rule([t for t in tr if t["src"] == CH], asof, 90))
    in3 = sum(t["amt"] for t in window_rule([t for t in tr if t["dst"] == CH], asof, 90))
    qs.add("Compute the 3-month cash-flow difference (cashflowDiff3Month = 3-month outflow minus 3-month inflow) "
           "for %s, with 2023-10-15 as today." % CH, [str(out3 - in3)], "rule-property", "en")
    # 10 rule cashflowDiff6Month (negative)
    out6 = sum(t["amt"] for t in window_rule([t for t in tr if t["src"] == SJ], asof, 180))
    in6 = sum(t["amt"] for t in window_rule([t for t in tr if t["dst"] == SJ], asof, 180))
    qs.add("cashflowDiff6Month of %s?" % SJ, [str(out6 - in6)], "rule-property", "en")
    # 11 rule mainSupply
    ms = []
    for s_ in comps:
        inn = inflow(s_["name"])
        if not inn:
            continue
        for o in comps:
            paid = sum(t["amt"] for t in tr if t["src"] == o["name"] and t["dst"] == s_["name"])
            if not paid:
                continue
            linked = any(dp in o["products"] for up in s_["products"] for dp in down.get(up, ()))
            if linked and paid / inn > 0.5:
                assert abs(paid / inn - 0.5) > 0.01
                assert s_["id"] not in upd and o["id"] not in upd
                ms.append((s_["name"], o["name"]))
    # robustness: companies involved with the updated company never pass the 50% test
    for s_ in comps:
        inn = inflow(s_["name"])
        for o in comps:
            paid = sum(t["amt"] for t in tr if t["src"] == o["name"] and t["dst"] == s_["name"])
            if paid and (s_["id"] in upd or o["id"] in upd):
                assert paid / inn <= 0.5
    cust = [o for s_, o in ms if s_ == CH]
    assert len(cust) == 1
    qs.add("Who is the main customer (mainSupply) of %s?" % CH, cust, "rule-relation", "en")
    # 12 threshold on persons with multi-value duplicates
    many = [p["name"] for p in persons if len(p["lr"]) >= 5]
    assert many == [p["name"] for p in persons if len(p["lr_raw"]) >= 5]
    qs.add("Which people are legal representatives of at least 5 companies?", many, "threshold", "en")
    # 13 youngest (ties asked for)
    ymin = min(p["age"] for p in persons)
    young = [p["name"] for p in persons if p["age"] == ymin]
    assert len(young) >= 2
    qs.add("Who are the youngest people in the graph? If several share the lowest age, list all of them.",
           young, "superlative-ties", "en")
    # 14 distinct counterparts
    qs.add("How many distinct companies received money from %s?" % CH,
           [str(len({t["dst"] for t in tr if t["src"] == CH}))], "count-distinct", "en")
    # 15 percentage
    z = sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ)
    qs.add("What percentage of all the money %s received came from %s? Round to one decimal place." % (SJ, ZJ),
           [rnd_frac(z, inflow(SJ), 1, 100)], "percentage", "en")
    # 16 ranking top 3 recipients
    rec = defaultdict(int)
    for t in tr:
        rec[t["dst"]] += t["amt"]
    order = sorted(rec, key=lambda k: -rec[k])
    assert strictly_sorted_desc([rec[k] for k in order[:4]])
    qs.add("Top 3 companies by total amount received, highest first.", order[:3], "ranking", "en")
    # 17 sum in a quarter
    lo, hi = "20230401", "20230630"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("What was the combined value of all fund transfers made in Q2 2023 (April to June)?",
           [str(sum(t["amt"] for t in tr if in_window(t["date"], lo, hi)))], "sum", "en")
    # 18 yes/no
    a = sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ)
    b = sum(t["amt"] for t in tr if t["src"] == CH and t["dst"] == SJ)
    assert a != b
    qs.add("Did %s send more money to %s than %s did?" % (ZJ, SJ, CH), yn(a > b, "en"), "yes-no", "en")
    # --- Chinese ---
    # 19 since D
    lo = "20230901"
    assert_no_edge([t["date"] for t in tr], lo, "99999999")
    qs.add("自2023年9月1日以来，%s 一共转出了多少钱？" % CH,
           [str(sum(t["amt"] for t in tr if t["src"] == CH and t["date"] >= lo))], "sum", "zh")
    # 20 count between dates
    lo, hi = "20230801", "20230831"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("2023年8月1日到8月31日之间共有多少笔资金往来？",
           [str(sum(1 for t in tr if in_window(t["date"], lo, hi)))], "count", "zh")
    # 21 sameLegalRepresentative
    same = [o for p in persons if GD in p["lr"] for o in p["lr"] if o != GD]
    assert len(same) == len(set(same))
    qs.add("和 %s 有共同法人的企业是哪家？" % GD, same, "rule-relation", "zh")
    # 22 belongToIndustry
    inds = []
    for pr in byname[CH]["products"]:
        if ind[pr] not in inds:
            inds.append(ind[pr])
    qs.add("%s 属于哪个行业（所在行业）？" % CH, inds, "rule-relation", "zh")
    # 23 average of one entity's outgoing
    outs = [t["amt"] for t in tr if t["src"] == CH]
    qs.add("%s 每笔转出的平均金额是多少？结果四舍五入到整数。" % CH, [rnd_frac(sum(outs), len(outs), 0)],
           "average", "zh")
    # 24 group count for persons aged >= 50
    ans = []
    for p in persons:
        if p["age"] >= 50:
            assert len(p["lr"]) == len(p["lr_raw"])
            ans += [p["name"], str(len(p["lr"]))]
    qs.add("年龄在50岁及以上的每个人，分别担任几家企业的法人代表？", ans, "group-count", "zh")
    # 25 difference
    qs.add("%s 的总转出金额比总转入金额多多少？" % CH, [str(outflow(CH) - inflow(CH))], "difference", "zh")
    # 26 existence
    qs.add("%s 是否给康**股有公司转过账？" % SJ,
           yn(any(t["src"] == SJ and t["dst"] == "康**股有公司" for t in tr), "zh"), "existence", "zh")
    assert "康**股有公司" in byname
    # 27 yes/no membership
    zang = [p for p in persons if p["name"] == "臧*"][0]
    qs.add("臧* 是 %s 的法人代表吗？" % SJ, yn(SJ in zang["lr"], "zh"), "yes-no", "zh")
    return qs, 16, 9


# --------------------------------------------------------------------------------------------
# kag-riskmining
# --------------------------------------------------------------------------------------------
def riskmining():
    sep = ","
    src = os.path.join(RM, "sources")
    apps = rows(os.path.join(src, "App.csv"))
    app = {a["id"]: a for a in apps}
    devs = rows(os.path.join(src, "Device.csv"))
    dev = {x["id"]: x for x in devs}
    for x in devs:
        x["apps"] = split(x["install"], sep)
        x["apps_raw"] = split_raw(x["install"], sep)
        for a in x["apps"]:
            assert a in app
    persons = rows(os.path.join(src, "Person.csv"))
    pid = {p["id"]: p for p in persons}
    pby = {p["name"]: p for p in persons}
    assert len(pby) == len(persons)
    for p in persons:
        p["age"] = int(p["age"])
    comps = rows(os.path.join(src, "Company.csv"))
    cid = {c["id"]: c for c in comps}
    cby = {c["name"]: c for c in comps}
    assert len(cby) == len(comps)
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasCert_Cert.csv")):
        pcert[r["src"]].add(r["dst"])
    pdev_raw = defaultdict(list)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        assert r["dst"] in dev
        pdev_raw[r["src"]].append(r["dst"])
    pdev = {k: list(dict.fromkeys(v)) for k, v in pdev_raw.items()}
    tr = []
    for r in rows(os.path.join(src, "Person_fundTrans_Person.csv")):
        tr.append({"src": pid[r["src"]]["name"], "dst": pid[r["dst"]]["name"], "date": r["transDate"],
                   "amt": int(r["transAmt"])})
    qs = QS("riskmining")

    # derived: gambling apps, developed, release, developers, bosses
    gamb = [a["id"] for a in apps if "赌博" in a["riskMark"]]

    def developed(dedup_dev, dedup_app):
        out = set()
        for p in persons:
            cnt = Counter()
            ds = pdev.get(p["id"], []) if dedup_dev else pdev_raw.get(p["id"], [])
            for dv in ds:
                for a in (dev[dv]["apps"] if dedup_app else dev[dv]["apps_raw"]):
                    cnt[a] += 1
            for a, n in cnt.items():
                if n > 5:
                    out.add((p["name"], a))
        return out

    dev_rel = developed(True, True)
    assert dev_rel == developed(False, False) == developed(True, False)
    release = set()
    for p in persons:
        for c in hold.get(p["id"], ()):
            for a in apps:
                if a["useCert"] in ccert.get(c, ()):
                    release.add((p["name"], a["id"]))
    developers = sorted({p for p, a in dev_rel if a in gamb}, key=lambda n: int(pby[n]["id"]))
    bosses = []
    for p in persons:
        ok = False
        for (s_, a) in release:
            if s_ != p["name"] or a not in gamb:
                continue
            for (u, a2) in dev_rel:
                if a2 == a and any(t["src"] == p["name"] and t["dst"] == u for t in tr):
                    ok = True
        if ok:
            bosses.append(p["name"])

    BO = "柏*"
    assert BO in pby
    # 1 lookup
    qs.add("What is the phone number of 夏*?", [pby["夏*"]["hasPhone"]], "lookup", "en")
    # 2 lookup app
    qs.add("risk mark of app com.aCl.toMv?", [app["com.aCl.toMv"]["riskMark"]], "lookup", "en")
    # 3 concept count
    qs.add("How many apps fall under the gambling-app concept (风险应用/赌博应用)?", [str(len(gamb))],
           "concept-count", "en")
    # 4 concept list
    qs.add("List every app whose risk mark marks it as gambling.", gamb, "concept-list", "en")
    # 5 sum between two people
    qs.add("How much did 柏* transfer to 邬** in total?",
           [str(sum(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "邬**"))], "sum", "en")
    # 6 superlative + two-hop
    big = unique_max(tr, lambda t: t["amt"])
    qs.add("Who received the largest single transfer?", [big["dst"]], "superlative", "en")
    # 7 group sums per recipient
    g = defaultdict(int)
    for t in tr:
        g[t["dst"]] += t["amt"]
    order = sorted(g, key=lambda k: -g[k])
    assert strictly_sorted_desc([g[k] for k in order])
    ans = []
    for k in order:
        ans += [k, str(g[k])]
    qs.add("For each person who received transfers, what's the total they received? Sort from highest to lowest.",
           ans, "group-sum", "en")
    # 8 count in a month
    lo, hi = "20230901", "20230930"
    # a calendar month: transfers on its first or last day are inside under every reading
    qs.add("How many person-to-person transfers were made in September 2023?",
           [str(sum(1 for t in tr if in_window(t["date"], lo, hi)))], "count", "en")
    # 9 average of pair, rounded
    amts = [t["amt"] for t in tr if t["src"] == BO and t["dst"] == "杜*"]
    qs.add("What is the average amount of the transfers from 柏* to 杜*, rounded to the nearest integer?",
           [rnd_frac(sum(amts), len(amts), 0)], "average", "en")
    # 10 device count
    wu = pby["邬**"]
    assert len(pdev[wu["id"]]) == len(pdev_raw[wu["id"]])
    qs.add("How many devices does 邬** own?", [str(len(pdev[wu["id"]]))], "count", "en")
    # 11 threshold
    thr = [p["name"] for p in persons if len(pdev.get(p["id"], [])) >= 10]
    assert thr == [p["name"] for p in persons if len(pdev_raw.get(p["id"], [])) >= 10]
    qs.add("Which people own at least 10 devices?", thr, "threshold", "en")
    # 12 two-hop apps on devices of a person
    xi = pby["席*"]
    lst = []
    for dv in pdev[xi["id"]]:
        for a in dev[dv]["apps"]:
            if a not in lst:
                lst.append(a)
    qs.add("Which apps are installed on the device(s) of 席*?", lst, "two-hop-list", "en")
    # 13 rule developed
    who = sorted({p for p, a in dev_rel if a == "com.qIu.VJbJ"}, key=lambda n: int(pby[n]["id"]))
    qs.add("According to the developed rule (more than 5 of a person's devices have the app installed), "
           "who developed com.qIu.VJbJ?", who, "rule-relation", "en")
    # 14 boss concept
    qs.add("Which people are classified as gambling-app bosses (赌博App老板)?", bosses, "rule-concept", "en")
    # 15 release count
    rel_bo = [a for s_, a in release if s_ == BO]
    qs.add("How many apps did 柏* release, going by the release rule (shareholding in a company whose certificate the app uses)?",
           [str(len(set(rel_bo)))], "rule-count", "en")
    # 16 percentage
    tot_bo = sum(t["amt"] for t in tr if t["src"] == BO)
    to_wu = sum(t["amt"] for t in tr if t["src"] == BO and t["dst"] == "邬**")
    qs.add("What percentage of 柏*'s total outgoing transfers went to 邬**? Round to one decimal place.",
           [rnd_frac(to_wu, tot_bo, 1, 100)], "percentage", "en")
    # --- Chinese ---
    # 17 oldest
    op = unique_max(persons, lambda p: p["age"])
    qs.add("年龄最大的自然人是谁？", [op["name"]], "superlative", "zh")
    # 18 count by age
    assert all(p["age"] != 50 for p in persons)
    qs.add("年龄超过50岁的自然人有几个？", [str(sum(1 for p in persons if p["age"] > 50))], "count", "zh")
    # 19 two-hop: companies held by sender of largest transfer
    hs = sorted(hold.get(pby[big["src"]]["id"], ()), key=int)
    qs.add("转出单笔最大金额的那个人持股了哪些公司？", [cid[c]["name"] for c in hs], "two-hop-list", "zh")
    # 20 between dates sum
    lo, hi = "20230824", "20230831"
    assert_no_edge([t["date"] for t in tr], lo, hi)
    qs.add("2023年8月24日到8月31日之间，转账总金额是多少？",
           [str(sum(t["amt"] for t in tr if in_window(t["date"], lo, hi)))], "sum", "zh")
    # 21 second largest
    vals = sorted((t["amt"] for t in tr), reverse=True)
    assert vals[0] > vals[1] > vals[2]
    qs.add("单笔转账金额第二大的是多少？", [str(vals[1])], "ranking", "zh")
    # 22 shared device
    fang = pby["方*"]
    sharers = sorted({q["name"] for q in persons if q["id"] != fang["id"]
                      and set(pdev.get(q["id"], [])) & set(pdev.get(fang["id"], []))})
    qs.add("和方*共用同一台设备的人是谁？", sharers, "two-hop", "zh")
    # 23 app using a person's cert
    qiu = pby["裘**"]
    users = [a["id"] for a in apps if a["useCert"] in pcert.get(qiu["id"], ())]
    qs.add("裘** 持有的证书被哪些应用使用？请列出全部。", users, "two-hop", "zh")
    # 24 developers concept count
    qs.add("被认定为赌博App开发者的人有几个？", [str(len(developers))], "rule-concept", "zh")
    # 27 devices with an app
    n_dev = sum(1 for x in devs if "com.DRjvlr.RPTUvGU" in x["apps"])
    qs.add("安装了 com.DRjvlr.RPTUvGU 的设备有多少台？", [str(n_dev)], "count", "zh")
    return qs, 16, 9


def finalize(qs, want_en, want_zh, name):
    en = [q for q in qs.items if q["lang"] == "en"]
    zh = [q for q in qs.items if q["lang"] == "zh"]
    assert len(en) == want_en and len(zh) == want_zh, (name, len(en), len(zh))
    chosen = en + zh
    for i, q in enumerate(chosen, 1):
        q["id"] = "%s-r52-%02d" % (qs.prefix, i)
    assert len({q["question"] for q in chosen}) == 25
    path = os.path.join(OUT_DIR, "r52-%s.json" % name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(chosen, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("== %s (%d questions) -> %s" % (name, len(chosen), path))
    for q in chosen:
        print("%s [%s/%s] %s\n    -> %s" % (q["id"], q["lang"], q["shape"], q["question"],
                                           " | ".join(q["answer"])))


def main():
    for fn, name in ((acme, "acme-supply"), (supplychain, "kag-supplychain"), (riskmining, "kag-riskmining")):
        qs, n_en, n_zh = fn()
        finalize(qs, n_en, n_zh, name)


if __name__ == "__main__":
    sys.exit(main())
