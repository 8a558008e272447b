#!/usr/bin/env python3
"""Gold answers for the r50 held-out question set (acme-supply, kag-supplychain, kag-riskmining).

Standard library only.  Every answer is computed from the projects' raw source CSVs and
schema rules; nothing is hard-coded.  Writes, next to the ``gold`` folder:
r50-acme-supply.json, r50-kag-supplychain.json, r50-kag-riskmining.json.

Readings used for the gold
--------------------------
* As-of date ("now"): acme-supply 2024-06-30 (read from kagflow.yaml);
  kag-supplychain and kag-riskmining 2023-10-15.
* Multi-value cells: acme-supply splits on ';', the two KAG datasets split on ','.
  Items are stripped, empty items dropped; a repeated item in one cell counts once
  (e.g. a person listed twice as legal representative of the same company).
* Rule windows follow the schema literally: date_diff(now, transDate) < N days, where
  date_diff is the whole-day difference now - transDate.  So "last 90 days" for
  acme (now 2024-06-30) starts at 2024-04-02; for the KAG supply chain (now 2023-10-15)
  the 30/90/180-day windows start at 2023-09-16 / 2023-07-18 / 2023-04-19.
  No transfer is dated after the as-of date.
* Calendar windows in questions (a month, a quarter, a half-year, "between D1 and D2",
  "since D", "on or after D") are inclusive of both end dates.  Quarters/halves are
  calendar quarters/halves.
* Every transfer row is one transfer (duplicate-looking rows would each count; the
  script asserts there are none so both readings agree).
* rule_value(x == null, 0, x): a missing window sum counts as 0 (cashflowDiff).
* Rounding: averages and percentages are rounded half-up to the stated number of
  decimals; the script asserts the unrounded value is not on a .5 boundary.
  Percentages are value / total * 100.
* Derived relations: mainSupply, sameLegalRepresentative (self excluded when the
  question says "other"), belongToIndustry, developed (> 5 distinct devices),
  release, the gambling-app / developer / boss concepts, the price-rise -> cost-rise
  event chain — all computed exactly as the schema / concept rules define them.
  Answers involving a derived relation are asserted equal whether or not a downstream
  product that has no Product row of its own is counted.
  kag-supplychain Product.csv holds several rows per product id; hasSupplyChain is the
  union of all rows (the script asserts answers do not change under first-row-only).
  CompanyUpdate.csv (new product list for one company) is checked to not change any
  answer (both readings asserted equal).
* Riskmining device installs are taken as a set per device; person names are unique.
"""
import csv
import json
import os
import re
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_repo():
    d = HERE
    while True:
        if os.path.isdir(os.path.join(d, "data", "examples", "acme-supply")):
            return d
        parent = os.path.dirname(d)
        assert parent != d, "repository root not found"
        d = parent


REPO = find_repo()
ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SHARED = os.path.join(os.path.dirname(REPO), "shared", "datasets")
SC = os.path.join(SHARED, "kag-supplychain")
RM = os.path.join(SHARED, "kag-riskmining")
OUTDIR = os.path.dirname(HERE)


def rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d8(s):
    s = s.strip()
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def frac_pct(num, den, places):
    v = Decimal(num) * 100 / Decimal(den)
    scaled = v * (Decimal(10) ** places)
    assert scaled - scaled.to_integral_value(rounding="ROUND_FLOOR") != Decimal("0.5")
    return str(v.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def avg(vals, places):
    v = Decimal(sum(vals)) / Decimal(len(vals))
    scaled = v * (Decimal(10) ** places)
    assert scaled - scaled.to_integral_value(rounding="ROUND_FLOOR") != Decimal("0.5")
    return str(v.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def unique_max(d, reverse=False):
    """Return the unique arg-max (or arg-min when reverse) of mapping d; assert no tie."""
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def top_k(d, k):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) > k and items[k - 1][1] != items[k][1], "tie at cut"
    assert len({v for _, v in items[:k]}) == k, "tie inside top k"
    return [name for name, _ in items[:k]]


def between(t, a, b):
    return a <= t <= b


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer)
        assert len(answer) <= 24
        self.items.append({
            "id": "%s-r50-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.prefix, langs)
        assert len({q["question"] for q in self.items}) == 25


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def build_acme():
    cfg = open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8").read()
    m = re.search(r'^as_of:\s*"?(\d{4})-(\d{2})-(\d{2})"?', cfg, re.M)
    now = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    assert now == date(2024, 6, 30)
    sep = re.search(r'^multi_value_separator:\s*"(.)"', cfg, re.M).group(1)
    assert sep == ";"
    src = os.path.join(ACME, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    byid = {r["id"]: r for r in comp}
    name = {r["id"]: r["name"] for r in comp}
    assert len(set(name.values())) == len(name)
    nid = {v: k for k, v in name.items()}
    prods = {r["id"]: split(r["product"], sep) for r in comp}
    people = rows(os.path.join(src, "Person.csv"))
    assert len({p["name"] for p in people}) == len(people)
    lr = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    for cs in lr.values():
        for c in cs:
            assert c in nid, c
    chain = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        chain[r["id"]] |= set(split(r["hasSupplyChain"], sep))
    tr = [(r["srcId"], r["dstId"], d8(r["transDate"]), int(r["transAmt"]))
          for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    assert len(set(tr)) == len(tr)
    assert all(t[2] <= now for t in tr)

    def out_sum(c, cond=lambda t: True):
        return sum(t[3] for t in tr if t[0] == c and cond(t))

    def in_sum(c, cond=lambda t: True):
        return sum(t[3] for t in tr if t[1] == c and cond(t))

    total_in = {c: in_sum(c) for c in name if any(t[1] == c for t in tr)}
    outflow90 = {c: out_sum(c, lambda t: (now - t[2]).days < 90) for c in name
                 if any(t[0] == c and (now - t[2]).days < 90 for t in tr)}

    def main_supply():
        pairs = set()
        for s in name:
            for o in name:
                linked = any(down in prods[o] for up in prods[s] for down in chain.get(up, ()))
                paid = sum(t[3] for t in tr if t[0] == o and t[1] == s)
                if linked and paid and paid * 1.0 / total_in[s] > 0.5:
                    pairs.add((s, o))
        return pairs

    ms = main_supply()

    def same_lr(c):
        out = set()
        for p, cs in lr.items():
            if c in cs:
                out |= set(cs)
        out.discard(c)
        return out

    q = QSet("acme")
    A = nid
    # 1 lookup
    q.add("Which country is Fjord Steel AS based in?", byid[A["Fjord Steel AS"]]["country"], "lookup", "en")
    # 2 lookup
    q.add("What year was Helix Chemicals founded?", byid[A["Helix Chemicals"]]["founded"], "lookup", "en")
    # 3 count with filter
    q.add("How many companies were founded before 1960?",
          sum(1 for r in comp if int(r["founded"]) < 1960), "count", "en")
    # 4 quarter window
    q.add("How many fund transfers happened in Q2 2024?",
          sum(1 for t in tr if between(t[2], date(2024, 4, 1), date(2024, 6, 30))), "date_window", "en")
    # 5 aggregate of one entity
    q.add("What is the total amount Acme Motors has paid out in fund transfers?",
          out_sum(A["Acme Motors"]), "aggregate", "en")
    # 6 between two entities
    q.add("How much money did Acme Motors transfer to O'Hara, Lamb & Sons altogether?",
          sum(t[3] for t in tr if t[0] == A["Acme Motors"] and t[1] == A["O'Hara, Lamb & Sons"]),
          "aggregate", "en")
    # 7 average, rounded
    q.add("average transfer amount across all fund transfers? round to the nearest whole number",
          avg([t[3] for t in tr], 0), "aggregate", "en")
    # 8 superlative
    biggest = unique_max({i: t[3] for i, t in enumerate(tr)})
    q.add("Which company received the largest single fund transfer?", name[tr[biggest][1]], "superlative", "en")
    # 9 two-hop
    rec = name[tr[biggest][1]]
    reps = [p for p, cs in lr.items() if rec in cs]
    assert len(reps) == 1
    q.add("Who is the legal representative of the company that received the single largest transfer?",
          reps[0], "two_hop", "en")
    # 10 rule outflow90Days
    assert not any(t[0] == A["Acme Motors"] and 85 <= (now - t[2]).days <= 95 for t in tr)
    q.add("What is Acme Motors' outflow over the last 90 days (the outflow90Days figure)?",
          outflow90[A["Acme Motors"]], "rule", "en")
    # 11 rule mainSupply (inverse direction)
    who = sorted(name[s] for s, o in ms if o == A["O'Hara, Lamb & Sons"])
    assert 1 <= len(who) <= 12
    q.add("Which companies have O'Hara, Lamb & Sons as their main customer (mainSupply)?", who, "rule", "en")
    # 12 superlative over persons
    q.add("Who is the oldest person in the data?", unique_max(age), "superlative", "en")
    # 13 threshold
    outcnt = Counter(t[0] for t in tr)
    thr = sorted(name[c] for c, n in outcnt.items() if n >= 2)
    q.add("Which companies made at least 2 outgoing fund transfers?", thr, "threshold", "en")
    # 14 share
    q.add("What share of all transferred money went to Delta Cells GmbH? Give a percentage rounded to 1 decimal place.",
          frac_pct(in_sum(A["Delta Cells GmbH"]), sum(t[3] for t in tr), 1), "share", "en")
    # 15 top-k
    q.add("Top 3 companies by total money received, highest first?",
          top_k({name[c]: v for c, v in total_in.items()}, 3), "top_k", "en")
    # 16 between dates
    q.add("Total value of fund transfers dated between 2024-02-01 and 2024-03-31?",
          sum(t[3] for t in tr if between(t[2], date(2024, 2, 1), date(2024, 3, 31))), "date_window", "en")
    # 17 (zh) month window
    q.add("2024年6月所有资金往来的总金额是多少？",
          sum(t[3] for t in tr if t[2].year == 2024 and t[2].month == 6), "date_window", "zh")
    # 18 (zh) difference
    q.add("Acme Motors 的转出总额比它收到的转入总额多多少？",
          out_sum(A["Acme Motors"]) - in_sum(A["Acme Motors"]), "difference", "zh")
    # 19 (zh) compare
    e2a = sum(t[3] for t in tr if t[0] == A["Eastwind Logistics"] and t[1] == A["Acme Motors"])
    a2e = sum(t[3] for t in tr if t[0] == A["Acme Motors"] and t[1] == A["Eastwind Logistics"])
    assert e2a != a2e
    q.add("Eastwind Logistics 转给 Acme Motors 的钱是否比 Acme Motors 转给 Eastwind Logistics 的多？",
          yn(e2a > a2e, "zh"), "compare", "zh")
    # 20 (zh) exists
    q.add("Fjord Steel AS 是否收到过 Acme Motors 的转账？",
          yn(any(t[0] == A["Acme Motors"] and t[1] == A["Fjord Steel AS"] for t in tr), "zh"), "exists", "zh")
    # 21 (zh) sameLegalRepresentative
    sl = sorted(same_lr("Granite Insurance"))
    q.add("哪家公司与 Granite Insurance 拥有同一位法人代表？", sl, "rule", "zh")
    # 22 (zh) distinct counterparts
    q.add("Acme Motors 一共向多少家不同的公司转过账？",
          len({t[1] for t in tr if t[0] == A["Acme Motors"]}), "distinct", "zh")
    # 23 (zh) group count per person
    grp = []
    for p in sorted(lr):
        assert len(lr[p]) == len([x for x in people if x["name"] == p][0]["legalRepresentative"].split(sep))
        grp += [p, len(lr[p])]
    q.add("每个人分别担任几家公司的法人代表？", grp, "group", "zh")
    # 24 (zh) rule totalTransInAmt
    q.add("O'Hara, Lamb & Sons 的总流入金额（totalTransInAmt）是多少？",
          total_in[A["O'Hara, Lamb & Sons"]], "rule", "zh")
    # 25 (zh) two-hop: age of legal rep
    reps = [p for p, cs in lr.items() if "Eastwind Logistics" in cs]
    assert len(reps) == 1
    q.add("Eastwind Logistics 的法人代表多大年纪？", age[reps[0]], "two_hop", "zh")
    q.check()
    return q


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
def build_supplychain():
    now = date(2023, 10, 15)
    sep = ","
    src = os.path.join(SC, "sources")
    comp = rows(os.path.join(src, "Company.csv"))
    name = {r["id"]: r["name"] for r in comp}
    assert len(set(name.values())) == len(name) == len(comp)
    nid = {v: k for k, v in name.items()}
    prods = {r["id"]: split(r["product"], sep) for r in comp}
    prods_upd = dict(prods)
    for r in rows(os.path.join(src, "CompanyUpdate.csv")):
        prods_upd[r["id"]] = split(r["products"], sep)
    people = rows(os.path.join(src, "Person.csv"))
    assert len({p["name"] for p in people}) == len(people)
    lr = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    lr_raw = {p["name"]: [x.strip() for x in p["legalRepresentative"].split(sep) if x.strip()] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    chain_union = defaultdict(set)
    chain_first = {}
    industry = defaultdict(set)
    for r in rows(os.path.join(src, "Product.csv")):
        items = set(split(r["hasSupplyChain"], sep))
        chain_union[r["id"]] |= items
        chain_first.setdefault(r["id"], items)
        if r["belongToIndustry"].strip():
            industry[r["id"]].add(r["belongToIndustry"].strip())
    tr = [(r["srcId"], r["dstId"], d8(r["transDate"]), int(r["transAmt"]))
          for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    assert len(set(tr)) == len(tr)
    assert all(t[2] <= now for t in tr)
    assert all(t[0] in name and t[1] in name for t in tr)

    def within(t, n):
        return (now - t[2]).days < n

    def out_w(c, n):
        return sum(t[3] for t in tr if t[0] == c and within(t, n))

    def in_w(c, n):
        return sum(t[3] for t in tr if t[1] == c and within(t, n))

    total_in = defaultdict(int)
    for t in tr:
        total_in[t[1]] += t[3]

    def main_supply(prd, chain):
        pairs = set()
        for s in total_in:
            for o in name:
                linked = any(d in prd[o] for up in prd[s] for d in chain.get(up, ()))
                paid = sum(t[3] for t in tr if t[0] == o and t[1] == s)
                if linked and paid and paid * 1.0 / total_in[s] > 0.5:
                    pairs.add((s, o))
        return pairs

    # reading where a downstream product only counts if it is a Product row itself
    chain_known = {k: {d for d in v if d in chain_union} for k, v in chain_union.items()}
    ms = main_supply(prods, chain_union)
    for prd in (prods, prods_upd):
        for ch in (chain_union, chain_first, chain_known):
            assert main_supply(prd, ch) == ms

    # price-rise -> cost-rise event chain
    def cost_rise_companies(prd, chain):
        out = set()
        for ev in rows(os.path.join(src, "ProductChainEvent.csv")):
            if ev["index"].strip() == "价格" and ev["trend"].strip() == "上涨":
                downs = chain.get(ev["subject"].strip(), set())
                for c in name:
                    if any(p in downs for p in prd[c]):
                        out.add(c)
        return out

    # the full affected set depends on whether a downstream product that is not itself
    # a Product row counts, so only a membership question robust to all readings is asked
    cr_readings = [cost_rise_companies(prd, ch) for prd in (prods, prods_upd)
                   for ch in (chain_union, chain_first, chain_known)]

    q = QSet("supplychain")
    CH = nid["传化****限公司"]
    SJ = nid["三角***份限公司"]
    ZJ = nid["浙江**摩托**限公司"]
    # 1 lookup multi-value
    assert prods[SJ] == prods_upd[SJ]
    q.add("What products does 三角***份限公司 make?", prods[SJ], "lookup", "en")
    # 2 lookup
    q.add("How old is 尤**?", age["尤**"], "lookup", "en")
    # 3 rule totalTransInAmt
    q.add("What is the total inflow (totalTransInAmt) of 传化****限公司?", total_in[CH], "rule", "en")
    # 4 rule fundTrans3Month
    q.add("What is 传化****限公司's outflow over the last 3 months (fundTrans3Month)?",
          out_w(CH, 90), "rule", "en")
    # 5 rule cashflowDiff3Month
    q.add("What is the 3-month cash-flow difference (cashflowDiff3Month) of 三角***份限公司?",
          out_w(SJ, 90) - in_w(SJ, 90), "rule", "en")
    # 6 rule mainSupply
    mc = sorted(name[o] for s, o in ms if s == CH)
    assert len(mc) == 1
    q.add("Who is the main customer (mainSupply) of 传化****限公司?", mc, "rule", "en")
    # 7 sameLegalRepresentative, self excluded
    others = set()
    for p, cs in lr.items():
        if name[CH] in cs:
            others |= set(cs)
    others.discard(name[CH])
    q.add("Which other companies share a legal representative with 传化****限公司?", sorted(others), "rule", "en")
    # 8 threshold on persons
    q.add("How many people are at least 50 years old?", sum(1 for a in age.values() if a >= 50), "threshold", "en")
    # 9 superlative
    q.add("Who is the oldest person?", unique_max(age), "superlative", "en")
    # 10 quarter window
    q.add("How many fund transfers took place in Q3 2023?",
          sum(1 for t in tr if between(t[2], date(2023, 7, 1), date(2023, 9, 30))), "date_window", "en")
    # 11 two-hop: legal rep of the sender of the largest transfer
    bi = unique_max({i: t[3] for i, t in enumerate(tr)})
    sender = name[tr[bi][0]]
    reps = sorted(p for p, cs in lr.items() if sender in cs)
    assert len(reps) == 1
    q.add("Who is the legal representative of the company that made the largest single transfer?",
          reps, "two_hop", "en")
    # 12 distinct counterparts
    q.add("To how many distinct companies has 传化****限公司 sent money?",
          len({t[1] for t in tr if t[0] == CH}), "distinct", "en")
    # 13 group: companies receiving more than one transfer, with counts
    rc = Counter(t[1] for t in tr)
    grp = []
    sel = sorted((name[c], n) for c, n in rc.items() if n > 1)
    assert 1 <= len(sel) <= 6
    for nm, n in sel:
        grp += [nm, n]
    q.add("Which companies received more than one transfer, and how many did each receive?", grp, "group", "en")
    # 14 share
    q.add("What percentage of 三角***份限公司's total inflow came from 浙江**摩托**限公司? Round to one decimal.",
          frac_pct(sum(t[3] for t in tr if t[0] == ZJ and t[1] == SJ), total_in[SJ], 1), "share", "en")
    # 15 top-k
    q.add("top 3 recipients of money from 传化****限公司 by amount",
          top_k({name[t[1]]: sum(x[3] for x in tr if x[0] == CH and x[1] == t[1]) for t in tr if t[0] == CH}, 3),
          "top_k", "en")
    # 16 since D
    assert not any(t[2] == date(2023, 8, 22) for t in tr)  # no boundary-day ambiguity
    q.add("How many transfers have there been since 2023-08-22?",
          sum(1 for t in tr if t[2] >= date(2023, 8, 22)), "date_window", "en")
    # 17 (zh) month
    q.add("2023年5月发生的资金往来总额是多少？",
          sum(t[3] for t in tr if t[2].year == 2023 and t[2].month == 5), "date_window", "zh")
    # 18 (zh) rule fundTrans1Month
    q.add("传化****限公司近1个月的流出金额（fundTrans1Month）是多少？", out_w(CH, 30), "rule", "zh")
    # 19 (zh) compare
    a = sum(t[3] for t in tr if t[0] == CH and t[1] == SJ)
    b = sum(t[3] for t in tr if t[0] == ZJ and t[1] == SJ)
    assert a != b
    q.add("三角***份限公司从传化****限公司收到的钱是否比从浙江**摩托**限公司收到的多？", yn(a > b, "zh"), "compare", "zh")
    # 20 (zh) exists
    q.add("三角***份限公司有没有给传化****限公司转过账？",
          yn(any(t[0] == SJ and t[1] == CH for t in tr), "zh"), "exists", "zh")
    # 21 (zh) difference
    q.add("传化****限公司的转出总额减去转入总额是多少？",
          sum(t[3] for t in tr if t[0] == CH) - total_in[CH], "difference", "zh")
    # 22 (zh) rule belongToIndustry
    ind = set()
    for p in prods[CH]:
        ind |= industry.get(p, set())
    assert len(ind) == 1
    q.add("传化****限公司所在的行业是什么？", sorted(ind), "rule", "zh")
    # 23 (zh) event rule count
    hit = {SJ in r for r in cr_readings}
    assert len(hit) == 1
    q.add("顺丁橡胶价格上涨事件是否会导致三角***份限公司发生成本上涨事件？", yn(hit.pop(), "zh"), "rule", "zh")
    # 24 (zh) distinct count with duplicate cell entries
    assert len(lr["臧*"]) != len(lr_raw["臧*"])  # duplicates present: the question says 不同
    q.add("臧*担任法人代表的不同公司有几家？", len(lr["臧*"]), "distinct", "zh")
    # 25 (zh) average
    q.add("所有人的平均年龄是多少？保留两位小数。", avg(list(age.values()), 2), "aggregate", "zh")
    q.check()
    return q


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def build_riskmining():
    now = date(2023, 10, 15)
    sep = ","
    src = os.path.join(RM, "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    comp = rows(os.path.join(src, "Company.csv"))
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    apps = {a["id"]: a for a in rows(os.path.join(src, "App.csv"))}
    devices = {d["id"]: d for d in rows(os.path.join(src, "Device.csv"))}
    install = {d: set(split(r["install"], sep)) for d, r in devices.items()}
    has_dev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        has_dev[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    tr = [(r["src"], r["dst"], d8(r["transDate"]), int(r["transAmt"]))
          for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))]
    assert len(set(tr)) == len(tr)
    assert all(t[2] <= now for t in tr)

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = set()
    for p, ds in has_dev.items():
        cnt = Counter(a for d in ds for a in install[d])
        for a, n in cnt.items():
            if n > 5:
                developed.add((p, a))
    release = set()
    for p, cs in hold.items():
        certs = set().union(*(ccert[c] for c in cs))
        for a, r in apps.items():
            if r["useCert"] in certs:
                release.add((p, a))
    developers = {p for p, a in developed if a in gambling}
    bosses = set()
    for s, a in release:
        if a in gambling:
            for u, a2 in developed:
                if a2 == a and any(t[0] == s and t[1] == u for t in tr):
                    bosses.add(s)

    q = QSet("riskmining")
    BAI = pid["柏*"]
    WU = pid["邬**"]
    QIU = pid["裘**"]
    DU = pid["杜*"]
    # 1 lookup
    q.add("What is 柏*'s phone number?", phone["柏*"], "lookup", "en")
    # 2 superlative
    q.add("Who is the oldest person in the risk-mining data?", unique_max(age), "superlative", "en")
    # 3 count
    q.add("How many apps carry the risk mark 诈骗?", sum(1 for r in apps.values() if r["riskMark"] == "诈骗"),
          "count", "en")
    # 4 rule: gambling apps
    assert 1 <= len(gambling) <= 12
    q.add("Which apps are classified as gambling apps (赌博应用)?", sorted(gambling), "rule", "en")
    # 5 rule: developers
    q.add("Who are the gambling app developers (赌博App开发者)?", sorted(pname[p] for p in developers), "rule", "en")
    # 6 rule: boss
    q.add("Which person is classified as a gambling app boss (赌博App老板)?", sorted(pname[p] for p in bosses),
          "rule", "en")
    # 7 aggregate between two persons
    q.add("How much did 柏* transfer to 邬** in total?",
          sum(t[3] for t in tr if t[0] == BAI and t[1] == WU), "aggregate", "en")
    # 8 count between two persons
    q.add("How many transfers did 柏* make to 杜*?", sum(1 for t in tr if t[0] == BAI and t[1] == DU), "count", "en")
    # 9 superlative
    bi = unique_max({i: t[3] for i, t in enumerate(tr)})
    q.add("Who received the largest single transfer?", pname[tr[bi][1]], "superlative", "en")
    # 10 min
    mi = unique_max({i: t[3] for i, t in enumerate(tr)}, reverse=True)
    q.add("What was the smallest transfer amount recorded?", tr[mi][3], "superlative", "en")
    # 11 group sums
    recv = defaultdict(int)
    for t in tr:
        recv[t[1]] += t[3]
    grp = []
    for p in sorted(recv, key=lambda x: pname[x]):
        grp += [pname[p], recv[p]]
    assert len(grp) <= 12
    q.add("For each person who received money, what is the total amount they received?", grp, "group", "en")
    # 12 share
    bai_out = sum(t[3] for t in tr if t[0] == BAI)
    q.add("What percentage of 柏*'s outgoing transfers (by amount) went to 邬**? Round to 1 decimal place.",
          frac_pct(sum(t[3] for t in tr if t[0] == BAI and t[1] == WU), bai_out, 1), "share", "en")
    # 13 two-hop: umid of device(s) owned by 柏*
    assert len(has_dev[BAI]) == 1
    q.add("What is the umid of the device owned by 柏*?", [devices[d]["umid"] for d in sorted(has_dev[BAI])],
          "two_hop", "en")
    # 14 two-hop: shared device
    fang = pid["方*"]
    sharers = sorted(pname[p] for p, ds in has_dev.items() if p != fang and ds & has_dev[fang])
    assert len(sharers) == 1
    q.add("Who shares a device with 方*?", sharers, "two_hop", "en")
    # 15 threshold
    q.add("Which people own more than 10 devices?", sorted(pname[p] for p, ds in has_dev.items() if len(ds) > 10),
          "threshold", "en")
    # 16 between dates
    q.add("How many transfers were made between 2023-08-25 and 2023-08-31, both days included?",
          sum(1 for t in tr if between(t[2], date(2023, 8, 25), date(2023, 8, 31))), "date_window", "en")
    # 17 (zh) month window sum
    q.add("2023年9月的转账总金额是多少？",
          sum(t[3] for t in tr if t[2].year == 2023 and t[2].month == 9), "date_window", "zh")
    # 18 (zh) average
    q.add("所有转账的平均金额是多少？四舍五入到整数。", avg([t[3] for t in tr], 0), "aggregate", "zh")
    # 19 (zh) difference
    q.add("邬**收到的转账总额比裘**多多少？", recv[WU] - recv[QIU], "difference", "zh")
    # 20 (zh) compare
    a = sum(t[3] for t in tr if t[0] == BAI and t[1] == QIU)
    b = sum(t[3] for t in tr if t[0] == BAI and t[1] == DU)
    assert a != b
    q.add("柏*转给裘**的总金额是否超过转给杜*的？", yn(a > b, "zh"), "compare", "zh")
    # 21 (zh) exists
    q.add("裘**是否持有任何公司的股份？", yn(bool(hold.get(QIU)), "zh"), "exists", "zh")
    # 22 (zh) lookup companies held
    q.add("柏*持股了哪些公司？", sorted(cname[c] for c in hold[BAI]), "lookup", "zh")
    # 23 (zh) rule release x gambling
    rel_g = sorted(a for p, a in release if p == BAI and a in gambling)
    q.add("柏*发布的应用中，哪些是赌博应用？", rel_g, "rule", "zh")
    # 24 (zh) count devices
    q.add("邬**名下有几台设备？", len(has_dev[WU]), "count", "zh")
    # 25 (zh) count certs of a company
    hrb = [c for c, n in cname.items() if n == "哈尔*工***技术产**发**限公司"]
    assert len(hrb) == 1
    raw = [r["dst"] for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")) if r["src"] == hrb[0]]
    assert len(raw) == len(set(raw))
    q.add("哈尔*工***技术产**发**限公司拥有多少个证书？", len(ccert[hrb[0]]), "count", "zh")
    q.check()
    return q


def main():
    outs = [("r50-acme-supply.json", build_acme()),
            ("r50-kag-supplychain.json", build_supplychain()),
            ("r50-kag-riskmining.json", build_riskmining())]
    for fn, qs in outs:
        path = os.path.join(OUTDIR, fn)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(qs.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("==", path)
        for it in qs.items:
            print("%s [%s/%s] %s\n    -> %s" % (it["id"], it["shape"], it["lang"], it["question"],
                                               " | ".join(it["answer"])))


if __name__ == "__main__":
    main()
