#!/usr/bin/env python3
"""Gold answers for the r51 held-out question set (acme-supply, kag-supplychain, kag-riskmining).

Standard library only. Every answer is computed from the projects' raw source tables; nothing is
hard-coded. Writes r51-acme-supply.json, r51-kag-supplychain.json and r51-kag-riskmining.json next
to the ``gold`` folder (i.e. in bench/questions/blind/).

Readings used for the gold:
* As-of dates ("now"): acme-supply 2024-06-30 (read from its kagflow.yaml); kag-supplychain and
  kag-riskmining 2023-10-15.
* Multi-value cells are split on ';' for acme-supply and on ',' for the two KAG datasets; items are
  stripped, empty items dropped, and repeated items within one cell count once (an entity is linked
  to another entity at most once).  Questions whose answer would change if duplicates were kept
  are avoided (checked by assertion).
* Fund transfers: every row of a fundTrans table is one transfer, even if another row has the same
  endpoints and date.  Dates are compared as calendar dates (yyyyMMdd in the data).
* Date windows: calendar months / quarters / half-years contain all their days.  For "since D" and
  "between D1 and D2" windows the code asserts that no transfer falls on an end date, so inclusive
  and exclusive readings give the same answer.
* Rule-derived properties are computed exactly as the schema rules define them, with the as-of
  date as now(): date_diff(now, transDate) < N days (30 / 90 / 180).  The code also asserts that
  calendar-month readings ("last 1/3/6 months") and "<= N days" give the same answer.  A company
  with no matching transfers counts as 0 in cashflowDiff rules (as the rule_value() says).
* mainSupply: (s) makes a product whose hasSupplyChain lists a product made by (o), o paid s, and
  o's total payments to s are more than half of s's total inflow.  sameLegalRepresentative excludes
  the company itself.  Concept rules (赌博应用, 赌博App开发者, 赌博App老板) follow concept.rule;
  developed = more than 5 distinct owned devices with the app installed; release = holds shares in
  a company that has a certificate the app uses (certificates matched by their certificate number).
* Rounding: averages and percentages are rounded half up to the stated number of decimals.
* Superlatives / rankings are asserted to have no ties (unless the question asks for all tied items).
"""
import csv
import datetime as dt
import json
import os
import re
from collections import Counter, defaultdict
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


def split_raw(cell, sep):
    return [x.strip() for x in (cell or "").split(sep) if x.strip()]


def d(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def num(x):
    """Whole numbers as plain digits."""
    if isinstance(x, float):
        assert x == int(x), x
        x = int(x)
    return str(x)


def unique_max(items, key, reverse=True):
    s = sorted(items, key=key, reverse=reverse)
    assert len(s) == 1 or key(s[0]) != key(s[1]), "tie at the top"
    return s[0]


def top_k(pairs, k):
    """pairs: list of (name, value); asserts no tie inside the top k nor at the cut."""
    s = sorted(pairs, key=lambda p: p[1], reverse=True)
    vals = [v for _, v in s[: k + 1]]
    assert len(set(vals)) == len(vals), "tie inside top-k"
    return s[:k]


def in_window(trs, lo=None, hi=None):
    """Transfers with lo <= date <= hi; asserts none lies on a given end (so ends don't matter)."""
    for t in trs:
        if lo is not None:
            assert t["date"] != lo, ("transfer on window start", lo)
        if hi is not None:
            assert t["date"] != hi, ("transfer on window end", hi)
    return [t for t in trs if (lo is None or t["date"] >= lo) and (hi is None or t["date"] <= hi)]


def in_month(trs, y, m):
    return [t for t in trs if t["date"].year == y and t["date"].month == m]


def in_months(trs, y, months):
    return [t for t in trs if t["date"].year == y and t["date"].month in months]


def months_back(now, n):
    m = now.month - n
    y = now.year
    while m <= 0:
        m += 12
        y -= 1
    return dt.date(y, m, min(now.day, 28))


def rule_window(trs, now, days, months):
    """date_diff(now, transDate) < days; asserted equal to '<= days' and to calendar months back."""
    a = [t for t in trs if (now - t["date"]).days < days]
    b = [t for t in trs if (now - t["date"]).days <= days]
    c = [t for t in trs if months_back(now, months) <= t["date"] <= now]
    c2 = [t for t in trs if months_back(now, months) < t["date"] <= now]
    assert a == b == c == c2, ("window reading matters", days)
    return a


QS = {}


def add(proj, q, ans, shape, lang):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != "" for a in ans), q
    assert len(ans) <= 12, q
    QS.setdefault(proj, []).append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ============================================================================ acme-supply
def acme():
    P = "acme"
    cfg = open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8").read()
    m = re.search(r'as_of:\s*"?(\d{4})-(\d{2})-(\d{2})', cfg)
    now = dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    sepm = re.search(r'multi_value_separator:\s*"(.)"', cfg)
    SEP = sepm.group(1) if sepm else ";"
    src = os.path.join(ACME, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {k: v["name"] for k, v in comp.items()}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name)
    cprod = {k: split(v["product"], SEP) for k, v in comp.items()}
    assert all(len(split(v["product"], SEP)) == len(split_raw(v["product"], SEP)) for v in comp.values())
    prod = {r["id"]: split(r["hasSupplyChain"], SEP) for r in rows(os.path.join(src, "Product.csv"))}
    people = rows(os.path.join(src, "Person.csv"))
    rep = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    for p in people:
        for c in split(p["legalRepresentative"], SEP):
            assert c in byname, c
    trs = [{"src": r["srcId"], "dst": r["dstId"], "date": d(r["transDate"]), "raw": r["transDate"],
            "amt": int(r["transAmt"])} for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    assert all(t["date"] <= now for t in trs)

    def reps_of(cid):
        return sorted(p for p, cs in rep.items() if name[cid] in cs)

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trs:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    # 02 lookup zh
    add(P, "O'Hara, Lamb & Sons 这家公司位于哪个国家?", comp[byname["O'Hara, Lamb & Sons"]]["country"], "lookup", "zh")
    # 05 date_window quarter
    q2 = in_months(trs, 2024, (4, 5, 6))
    add(P, "How many fund transfers took place in Q2 2024?", len(q2), "date_window", "en")
    # 06 date_window half-year sum zh
    h1 = in_months(trs, 2024, range(1, 7))
    add(P, "2024年上半年所有公司之间的转账总额是多少?", sum(t["amt"] for t in h1), "date_window", "zh")
    # 07 between two entities
    a, o = byname["Acme Motors"], byname["O'Hara, Lamb & Sons"]
    add(P, "In total, how much money has Acme Motors transferred to O'Hara, Lamb & Sons?",
        sum(t["amt"] for t in trs if t["src"] == a and t["dst"] == o), "aggregate", "en")
    # 08 two-hop: legal rep of recipient of the largest single transfer
    big = unique_max(trs, key=lambda t: t["amt"])
    r = reps_of(big["dst"])
    assert len(r) == 1
    add(P, "Who is the legal representative of the company that received the single largest fund transfer?",
        r, "two_hop", "en")
    # 10 group: received per company in June 2024
    jun = in_month(trs, 2024, 6)
    g = defaultdict(int)
    for t in jun:
        g[t["dst"]] += t["amt"]
    ans = []
    for cid, v in sorted(g.items(), key=lambda kv: -kv[1]):
        ans += [name[cid], num(v)]
    add(P, "For each company that received money in June 2024, how much did it receive in that month?",
        ans, "group", "en")
    # 11 rule outflow90Days
    w = rule_window([t for t in trs if t["src"] == a], now, 90, 3)
    add(P, "What is Acme Motors' outflow over the last 90 days (the rule-derived outflow90Days property)?",
        sum(t["amt"] for t in w), "rule", "en")

    # mainSupply rule
    def main_supply():
        res = set()
        for s in comp:
            downs = set(x for up in cprod[s] for x in prod.get(up, []))
            for o_ in comp:
                if not (set(cprod[o_]) & downs):
                    continue
                paid = sum(t["amt"] for t in trs if t["src"] == o_ and t["dst"] == s)
                if paid and inflow[s] and paid * 1.0 / inflow[s] > 0.5:
                    res.add((s, o_))
        return res

    ms = main_supply()
    bor = byname["Borealis Rubber Works"]
    c12 = sorted(name[o_] for s, o_ in ms if s == bor)
    assert len(c12) == 1
    # 12 rule zh
    add(P, "根据主要客户(mainSupply)规则,Borealis Rubber Works 的主要客户是哪家公司?", c12, "rule", "zh")
    # 13 rule reverse
    c13 = sorted(name[s] for s, o_ in ms if o_ == a)
    add(P, "Which companies count Acme Motors as their main customer under the mainSupply rule?", c13, "rule", "en")
    # 14 sameLegalRepresentative
    hx = "Helix Chemicals"
    c14 = sorted(set(c for p, cs in rep.items() if hx in cs for c in cs) - {hx})
    add(P, "Which other company shares a legal representative with Helix Chemicals?", c14, "two_hop", "en")
    # 15 oldest person zh
    old = unique_max(list(age.items()), key=lambda kv: kv[1])
    add(P, "年龄最大的人是谁?", old[0], "superlative", "zh")
    # 16 average transfer amount
    avg = sum(t["amt"] for t in trs) / len(trs)
    add(P, "What's the average amount of a single fund transfer? Round to the nearest whole number.",
        rnd(avg, 0), "aggregate", "en")
    # 17 share
    add(P, "What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? Round to one decimal place.",
        rnd(Decimal(sum(t["amt"] for t in trs if t["src"] == a and t["dst"] == o)) * 100 / Decimal(inflow[o]), 1),
        "share", "en")
    # 18 difference zh
    add(P, "Acme Motors 的转出总额比它的转入总额多多少?", outflow[a] - inflow[a], "difference", "zh")
    # 19 compare
    f1, f2 = int(comp[byname["Fjord Steel AS"]]["founded"]), int(comp[byname["Granite Insurance"]]["founded"])
    assert f1 != f2
    add(P, "Was Fjord Steel AS founded before Granite Insurance?", "yes" if f1 < f2 else "no", "compare", "en")
    # 20 exists
    hxid = byname[hx]
    add(P, "Has Helix Chemicals ever sent a fund transfer to another company?",
        "yes" if any(t["src"] == hxid for t in trs) else "no", "exists", "en")
    # 21 distinct counterparts zh
    add(P, "Acme Motors 一共向多少家不同的公司转过账?", len(set(t["dst"] for t in trs if t["src"] == a)), "distinct", "zh")
    # 22 two-hop: products of the company Chloe Tan represents
    cs = rep["Chloe Tan"]
    assert len(cs) == 1
    add(P, "what does the company that Chloe Tan is legal rep of make?", sorted(cprod[byname[cs[0]]]), "two_hop", "en")
    # 23 three-hop: legal rep of the company that paid O'Hara the most -> that person's age
    payers = defaultdict(int)
    for t in trs:
        if t["dst"] == o:
            payers[t["src"]] += t["amt"]
    tp = unique_max(list(payers.items()), key=lambda kv: kv[1])[0]
    r23 = reps_of(tp)
    assert len(r23) == 1
    add(P, "How old is the legal representative of the company that paid O'Hara, Lamb & Sons the most money in total?",
        age[r23[0]], "two_hop", "en")
    # 24 threshold: founded before 1960
    c24 = sorted(c["name"] for c in comp.values() if int(c["founded"]) < 1960)
    assert not any(int(c["founded"]) == 1960 for c in comp.values())
    add(P, "List the companies founded before 1960.", c24, "threshold", "en")
    # 25 top-3 recipients zh
    t3 = top_k([(name[k], v) for k, v in inflow.items()], 3)
    add(P, "按收到的转账总额排名,前三名的公司依次是哪些?", [n for n, _ in t3], "top_k", "zh")
    # extra checks: replace some to include since / between windows
    since = in_window(trs, lo=dt.date(2024, 5, 1))
    add(P, "How many transfers have there been since 1 May 2024?", len(since), "date_window", "en")
    btw = in_window(trs, dt.date(2024, 2, 1), dt.date(2024, 4, 30))
    add(P, "总共有多少钱在2024年2月1日到2024年4月30日之间被转出?", sum(t["amt"] for t in btw), "date_window", "zh")
    # second largest single transfer (amount and date)
    s2 = sorted(trs, key=lambda t: t["amt"], reverse=True)
    assert s2[0]["amt"] != s2[1]["amt"] != s2[2]["amt"]
    add(P, "On what date did the second largest single transfer happen?", s2[1]["raw"], "top_k", "en")
    # Eastwind outflow 90 days
    ew = byname["Eastwind Logistics"]
    w2 = rule_window([t for t in trs if t["src"] == ew], now, 90, 3)
    add(P, "Eastwind Logistics 近90天的流出金额是多少?", sum(t["amt"] for t in w2), "rule", "zh")


# ============================================================================ kag-supplychain
def supplychain():
    P = "supplychain"
    SEP = ","
    now = dt.date(2023, 10, 15)
    src = os.path.join(SC, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {k: v["name"] for k, v in comp.items()}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name)
    cprod = {k: split(v["product"], SEP) for k, v in comp.items()}
    # CompanyUpdate.csv may replace products; keep both readings and assert answers agree where used
    cprod_upd = dict(cprod)
    for r in rows(os.path.join(src, "CompanyUpdate.csv")):
        cprod_upd[r["id"]] = split(r["products"], SEP)
    prod = {r["id"]: r for r in rows(os.path.join(src, "Product.csv"))}
    psc = {k: split(v["hasSupplyChain"], SEP) for k, v in prod.items()}
    people = rows(os.path.join(src, "Person.csv"))
    rep = {p["name"]: split(p["legalRepresentative"], SEP) for p in people}
    rep_raw = {p["name"]: split_raw(p["legalRepresentative"], SEP) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    trs = [{"src": r["srcId"], "dst": r["dstId"], "date": d(r["transDate"]), "raw": r["transDate"],
            "amt": int(r["transAmt"])} for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    assert all(t["date"] <= now for t in trs)
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trs:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    def reps_of(cid):
        return sorted(p for p, cs in rep.items() if name[cid] in cs)

    CH = byname["传化****限公司"]
    SJ = byname["三角***份限公司"]
    ZJ = byname["浙江**摩托**限公司"]

    # 02 lookup products
    add(P, "What products does 建发***资**有公司 make?", cprod[byname["建发***资**有公司"]], "lookup", "en")
    # 03 list of companies represented (dedup-robust)
    add(P, "臧*担任哪些公司的法定代表人?", sorted(rep["臧*"]), "lookup", "zh")
    # 04 rule totalTransInAmt
    add(P, "What is the total inflow (totalTransInAmt) of 三角***份限公司?", inflow[SJ], "rule", "en")
    # 05 rule fundTrans1Month
    w1 = rule_window([t for t in trs if t["src"] == CH], now, 30, 1)
    add(P, "传化****限公司近1个月的流出资金(fundTrans1Month)是多少?", sum(t["amt"] for t in w1), "rule", "zh")
    # 06 rule cashflowDiff3Month
    o3 = sum(t["amt"] for t in rule_window([t for t in trs if t["src"] == CH], now, 90, 3))
    i3 = sum(t["amt"] for t in rule_window([t for t in trs if t["dst"] == CH], now, 90, 3))
    add(P, "What is the 3-month cash flow difference (cashflowDiff3Month: outflow minus inflow over the last 3 months) of 传化****限公司?",
        o3 - i3, "rule", "en")

    # 07 rule mainSupply
    def main_supply(cp):
        res = set()
        for s in comp:
            downs = set(x for up in cp[s] for x in psc.get(up, []))
            for o_ in comp:
                if not (set(cp[o_]) & downs):
                    continue
                paid = sum(t["amt"] for t in trs if t["src"] == o_ and t["dst"] == s)
                if paid and inflow[s] and paid * 1.0 / inflow[s] > 0.5:
                    res.add((s, o_))
        return res

    ms = main_supply(cprod)
    assert ms == main_supply(cprod_upd)
    c7 = sorted(name[o_] for s, o_ in ms if s == CH)
    assert len(c7) == 1
    add(P, "Under the mainSupply rule, who is the main customer of 传化****限公司?", c7, "rule", "en")
    # 08 two-hop: legal rep of sender of the largest single transfer
    big = unique_max(trs, key=lambda t: t["amt"])
    r8 = reps_of(big["src"])
    assert len(r8) == 1
    add(P, "Who is the legal representative of the company that made the single biggest fund transfer?", r8, "two_hop", "en")
    # 09 count in a month
    aug = in_month(trs, 2023, 8)
    add(P, "How many fund transfers were made in August 2023?", len(aug), "date_window", "en")
    # 10 Q3 sum zh
    q3 = in_months(trs, 2023, (7, 8, 9))
    add(P, "2023年第三季度企业间转账的总金额是多少?", sum(t["amt"] for t in q3), "date_window", "zh")
    # 11 distinct counterparts
    add(P, "How many different companies has 传化****限公司 sent money to?",
        len(set(t["dst"] for t in trs if t["src"] == CH)), "distinct", "en")
    # 12 group: per payer to 传化
    g = defaultdict(int)
    for t in trs:
        if t["dst"] == CH:
            g[t["src"]] += t["amt"]
    ans = []
    for cid, v in sorted(g.items(), key=lambda kv: -kv[1]):
        ans += [name[cid], num(v)]
    add(P, "For each company that transferred money to 传化****限公司, how much did it transfer in total?", ans, "group", "en")
    # 13 share
    zj_to_sj = sum(t["amt"] for t in trs if t["src"] == ZJ and t["dst"] == SJ)
    add(P, "浙江**摩托**限公司的转账占三角***份限公司总流入的百分之多少?(保留一位小数)",
        rnd(Decimal(zj_to_sj) * 100 / Decimal(inflow[SJ]), 1), "share", "zh")
    # 14 difference
    add(P, "By how much does 传化****限公司's total outflow exceed its total inflow?",
        outflow[CH] - inflow[CH], "difference", "en")
    # 15 threshold (dedup-robust)
    th = sorted(p for p, cs in rep.items() if len(cs) >= 5)
    assert th == sorted(p for p, cs in rep_raw.items() if len(cs) >= 5)
    add(P, "Which people are legal representatives of at least 5 companies?", th, "threshold", "en")
    # 17 youngest, all tied
    mn = min(age.values())
    yg = sorted(p for p, a_ in age.items() if a_ == mn)
    add(P, "年龄最小的自然人是谁?如有并列请全部列出。", yg, "superlative", "zh")
    # 18 average age
    add(P, "What is the average age of all persons? Round to 2 decimal places.",
        rnd(Decimal(sum(age.values())) / Decimal(len(age)), 2), "aggregate", "en")
    # 19 sameLegalRepresentative
    c19 = sorted(set(c for p, cs in rep.items() if name[SJ] in cs for c in cs) - {name[SJ]})
    add(P, "Which other companies share a legal representative with 三角***份限公司?", c19, "two_hop", "en")
    # 20 event/concept: companies making a product directly downstream of 顺丁橡胶 (cost-rise event)
    ev = rows(os.path.join(src, "ProductChainEvent.csv"))
    assert len(ev) == 1 and ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨"
    subj = ev[0]["subject"]
    downs = set(psc[subj])
    aff = [k for k in comp if set(cprod[k]) & downs]
    aff2 = [k for k in comp if set(cprod_upd[k]) & downs]
    assert aff == aff2
    # hypernym reading (a product under a listed downstream product also counts) gives the same count
    aff3 = [k for k in comp if any(p == x or p.startswith(x + "-") for p in cprod[k] for x in downs)]
    assert aff == aff3
    add(P, "顺丁橡胶价格上涨事件会导致多少家企业发生成本上涨(即经营产品属于顺丁橡胶直接下游产品的企业数)?",
        len(aff), "rule", "zh")
    # 21 exists
    add(P, "Has 三角***份限公司 ever transferred money to 浙江**摩托**限公司?",
        "yes" if any(t["src"] == SJ and t["dst"] == ZJ for t in trs) else "no", "exists", "en")
    # 22 compare
    BY, KG = byname["宝业集****公司"], byname["康**股有公司"]
    v1 = sum(t["amt"] for t in trs if t["src"] == CH and t["dst"] == BY)
    v2 = sum(t["amt"] for t in trs if t["src"] == CH and t["dst"] == KG)
    assert v1 != v2
    add(P, "传化****限公司转给宝业集****公司的钱是否比转给康**股有公司的多?", "是" if v1 > v2 else "否", "compare", "zh")
    # 23 top-3 recipients from 传化
    pay = defaultdict(int)
    for t in trs:
        if t["src"] == CH:
            pay[t["dst"]] += t["amt"]
    t3 = top_k([(name[k], v) for k, v in pay.items()], 3)
    add(P, "top 3 recipients of 传化****限公司's payments, largest first", [n for n, _ in t3], "top_k", "en")
    # 24 industry via product
    ind = sorted(set(prod[p]["belongToIndustry"] for p in cprod[CH] if p in prod and prod[p]["belongToIndustry"]))
    assert all(p in prod for p in cprod[CH])
    add(P, "传化****限公司属于哪个行业?", ind, "rule", "zh")
    # 25 three-hop: legal rep of the company receiving 传化's second largest payment
    t2 = top_k([(k, v) for k, v in pay.items()], 2)[1][0]
    r25 = reps_of(t2)
    assert len(r25) == 1
    add(P, "Who is the legal representative of the company that received the second largest total amount from 传化****限公司?",
        r25, "two_hop", "en")
    # since D
    sd = in_window(trs, lo=dt.date(2023, 9, 1))
    add(P, "How many transfers have been made since 2023-09-01?", len(sd), "date_window", "en")
    # between D1 and D2
    bw = in_window(trs, dt.date(2023, 5, 10), dt.date(2023, 6, 10))
    add(P, "2023年5月10日至6月10日期间共发生了多少笔转账,总金额是多少?请依次给出笔数和金额。",
        [len(bw), sum(t["amt"] for t in bw)], "date_window", "zh")


# ============================================================================ kag-riskmining
def riskmining():
    P = "riskmining"
    SEP = ","
    src = os.path.join(RM, "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    age = {p["name"]: int(p["age"]) for p in people}
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    cbyname = {v["name"]: k for k, v in comp.items()}
    assert len(cbyname) == len(comp)
    apps = {r["id"]: r for r in rows(os.path.join(src, "App.csv"))}
    dev_rows = rows(os.path.join(src, "Device.csv"))
    dev = {r["id"]: split(r["install"], SEP) for r in dev_rows}
    hasdev = defaultdict(set)
    hasdev_raw = defaultdict(list)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        hasdev[r["src"]].add(r["dst"])
        hasdev_raw[r["src"]].append(r["dst"])
    hold = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasCert_Cert.csv")):
        pcert[r["src"]].add(r["dst"])
    trs = [{"src": r["src"], "dst": r["dst"], "date": d(r["transDate"]), "raw": r["transDate"],
            "amt": int(r["transAmt"])} for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))]
    now = dt.date(2023, 10, 15)
    assert all(t["date"] <= now for t in trs)

    gamb = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])
    developed = set()
    for p in pname:
        for a in apps:
            if sum(1 for dv in hasdev[p] if a in dev[dv]) > 5:
                developed.add((p, a))
    release = set()
    for p in pname:
        certs = set(c for co in hold[p] for c in ccert[co])
        for a, r in apps.items():
            if r["useCert"] in certs:
                release.add((p, a))
    devs_ = sorted(set(pname[p] for p, a in developed if a in gamb))
    bosses = sorted(set(pname[s] for s, a in release if a in gamb
                        for u, a2 in developed if a2 == a
                        if any(t["src"] == s and t["dst"] == u for t in trs)))

    LIU = pid["柏*"]
    WU = pid["邬**"]
    DU = pid["杜*"]
    QIU = pid["裘**"]

    # 02 lookup company phone
    add(P, "What's the phone number of 航天彩**人*股*限公司?", comp[cbyname["航天彩**人*股*限公司"]]["phone"], "lookup", "en")
    # 03 lookup app risk mark zh
    add(P, "应用 com.aCl.toMv 的风险标记是什么?", apps["com.aCl.toMv"]["riskMark"], "lookup", "zh")
    # 05 concept: gambling apps
    add(P, "Which apps belong to the 赌博应用 (gambling app) concept?", gamb, "rule", "en")
    # 06 concept: developers zh
    add(P, "哪些人属于赌博App开发者?", devs_, "rule", "zh")
    # 07 concept: boss
    add(P, "Who is classified as a 赌博App老板 (gambling app boss)?", bosses, "rule", "en")
    # 08 count devices
    assert len(hasdev[WU]) == len(hasdev_raw[WU])
    add(P, "邬**名下有几台设备?", len(hasdev[WU]), "count", "zh")
    # 09 threshold
    th = sorted(pname[p] for p in pname if len(hasdev[p]) >= 10)
    add(P, "List everyone who owns at least 10 devices.", th, "threshold", "en")
    # 10 total sent by 柏*
    add(P, "How much money has 柏* transferred in total?", sum(t["amt"] for t in trs if t["src"] == LIU), "aggregate", "en")
    # 12 count in a month zh
    add(P, "2023年9月一共有多少笔转账?", len(in_month(trs, 2023, 9)), "date_window", "zh")
    # 13 between window
    bw = in_window(trs, dt.date(2023, 9, 3), dt.date(2023, 9, 11))
    add(P, "What was the total value of transfers between 2023-09-03 and 2023-09-11?",
        sum(t["amt"] for t in bw), "date_window", "en")
    # 14 largest single transfer: recipient and date
    big = unique_max(trs, key=lambda t: t["amt"])
    add(P, "Who received the largest single transfer, and on what date? Give the name then the date.",
        [pname[big["dst"]], big["raw"]], "superlative", "en")
    # 16 group sums per recipient
    g = defaultdict(int)
    gc = Counter()
    for t in trs:
        g[t["dst"]] += t["amt"]
        gc[t["dst"]] += 1
    ans = []
    for k, v in sorted(g.items(), key=lambda kv: -kv[1]):
        ans += [pname[k], num(v)]
    add(P, "For each person who received money, what is the total amount they received?", ans, "group", "en")
    # 17 group counts zh
    ans = []
    for k, v in sorted(gc.items(), key=lambda kv: -kv[1]):
        ans += [pname[k], num(v)]
    assert len(set(gc.values())) == len(gc)
    add(P, "每个收款人分别收到了多少笔转账?", ans, "group", "zh")
    # 18 average
    add(P, "What is the average transfer amount? Round to 2 decimal places.",
        rnd(Decimal(sum(t["amt"] for t in trs)) / Decimal(len(trs)), 2), "aggregate", "en")
    # 19 share
    tot = sum(t["amt"] for t in trs if t["src"] == LIU)
    add(P, "What share of 柏*'s total outgoing transfers went to 邬**, as a percentage rounded to one decimal?",
        rnd(Decimal(g[WU]) * 100 / Decimal(tot), 1), "share", "en")
    # 20 difference zh
    add(P, "邬**收到的转账总额比裘**多多少?", g[WU] - g[QIU], "difference", "zh")
    # 21 distinct
    add(P, "How many distinct people has 柏* sent money to?",
        len(set(t["dst"] for t in trs if t["src"] == LIU)), "distinct", "en")
    # 22 shared device
    p11 = pid["方*"]
    sh = sorted(pname[p] for p in pname if p != p11 and hasdev[p] & hasdev[p11])
    add(P, "Which person shares a device with 方*?", sh, "two_hop", "en")
    # 23 three-hop: gambling apps using certs of companies where 柏* holds shares
    certs = set(c for co in hold[LIU] for c in ccert[co])
    c23 = sorted(a for a in gamb if apps[a]["useCert"] in certs)
    add(P, "柏*持股的公司所拥有的证书被哪些赌博应用使用?", c23, "two_hop", "zh")
    # compare zh
    assert age["裘**"] != age["杜*"]
    add(P, "裘**比杜*年龄大吗?", "是" if age["裘**"] > age["杜*"] else "否", "compare", "zh")
    # distinct apps across devices of 裘** (dedup-robust: distinct apps)
    apps_q = set(a for dv in hasdev[QIU] for a in dev[dv])
    add(P, "How many distinct apps are installed across all devices owned by 裘**?", len(apps_q), "two_hop", "en")
    # top-3 largest transfers amounts
    t3 = top_k([(i, t["amt"]) for i, t in enumerate(trs)], 3)
    add(P, "What are the three largest single transfer amounts, from largest down?", [v for _, v in t3], "top_k", "en")
    # since D
    sd = in_window(trs, lo=dt.date(2023, 9, 15))
    add(P, "Since 2023-09-15, how many transfers have been made?", len(sd), "date_window", "en")
    # gambling app using the cert held by 裘**
    c_ = sorted(a for a in gamb if apps[a]["useCert"] in pcert[QIU])
    assert len(c_) == 1
    add(P, "裘**持有的证书被哪个赌博应用使用?", c_, "two_hop", "zh")
    # fraud apps on 邬**'s devices
    fr = sorted(set(a for dv in hasdev[WU] for a in dev[dv] if apps[a]["riskMark"] == "诈骗"))
    add(P, "Is any app marked 诈骗 installed on one of 邬**'s devices?", "yes" if fr else "no", "exists", "en")


def main():
    acme()
    supplychain()
    riskmining()
    files = {"acme": ("r51-acme-supply.json", "acme-r51-"),
             "supplychain": ("r51-kag-supplychain.json", "supplychain-r51-"),
             "riskmining": ("r51-kag-riskmining.json", "riskmining-r51-")}
    for proj, (fname, prefix) in files.items():
        qs = QS[proj]
        assert len(qs) == 25, (proj, len(qs))
        assert sum(q["lang"] == "zh" for q in qs) == 9, proj
        assert len(set(q["question"] for q in qs)) == 25, proj
        out = []
        for i, q in enumerate(qs, 1):
            out.append({"id": "%s%02d" % (prefix, i), "question": q["question"], "answer": q["answer"],
                        "shape": q["shape"], "lang": q["lang"]})
        path = os.path.join(OUTDIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("== %s (%d questions)" % (path, len(out)))
        for q in out:
            print("%s [%s/%s] %s\n    -> %s" % (q["id"], q["lang"], q["shape"], q["question"], " | ".join(q["answer"])))


if __name__ == "__main__":
    main()
