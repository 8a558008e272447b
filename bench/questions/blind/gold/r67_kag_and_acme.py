"""Held-out question set r67 for the acme-supply example and the KAG supply-chain and
risk-mining projects, with gold answers computed from the raw CSV tables.

Run:  python3 r67_kag_and_acme.py
Writes, in the folder above this one (bench/questions/blind/):
    r67-acme-supply.json, r67-kag-supplychain.json, r67-kag-riskmining.json
Each is a JSON list of 25 objects {"id", "question", "answer", "shape", "lang"}
(16 English, 9 Chinese per project).  Standard library only.

Data is found by walking up from this file's folder: the acme example under
`data/examples/acme-supply` of an ancestor, the KAG projects under `datasets/` or
`shared/datasets/` of an ancestor.

Readings used
-------------
* As-of date ("now"): acme: `as_of` in its kagflow.yaml (2024-06-30); the KAG projects:
  2023-10-15.  "The last N days" / a rule's `date_diff(now, transDate) < N` means
  0 <= (now - transDate) in days < N (strictly fewer than N days before now).
  "Last month" / "近1个月" is the 30-day rule window of the KAG schema (< 30 days),
  "近3个月" the 90-day one.
* Multi-value cells are split on the project's separator (acme: ';' from its
  kagflow.yaml; KAG projects: ',') and de-duplicated; empty pieces are dropped.
* Repeated identical rows of an entity table (KAG Product.csv) describe one entity.
  `CompanyUpdate.csv` of kag-supplychain names no schema type and is not read; no
  question depends on the one company it touches being changed.
* Entities are answered by name (a table without a name column: by its id, e.g. a
  product path such as `Vehicles-Parts-Tyres`); devices are answered by their `umid`
  where the question asks for it.
* Product relations are taken literally: a company "makes" exactly the product ids in
  its `product` cell (no isA widening to broader or narrower products); "downstream"
  means one `hasSupplyChain` step.
* Rule-derived notions are computed from the rules in the schema files:
  totalTransInAmt = sum of all incoming transfers; outflow90Days / fundTransNMonth(In) =
  sum of outgoing (incoming) transfers inside the window; cashflowDiffNMonth = outflow
  minus inflow in the window (missing = 0); mainSupply(s, o) = o makes a product that
  is one hasSupplyChain step downstream of a product of s, o paid s, and o's payments
  to s are more than half of s's total inflow; sameLegalRepresentative(s, o) = one
  person is legal representative of both (a company is not counted as sharing with
  itself); Company belongToIndustry = the industries of its products found in
  Product.csv; riskmining developed(s, o) = o installed on more than 5 distinct devices
  of s; release(s, o) = s holds shares in a company holding the certificate o uses
  (certificates matched by certNum); gambling app = riskMark contains 赌博; gambling
  app developer = developed a gambling app; gambling app boss = released a gambling app
  that some person u developed, and transferred money to u; a price-rise product
  event on product P leads to a cost-rise event for every company making a product
  one hasSupplyChain step downstream of P, each of which leads to a profit-fall event.
* Answers: integers plainly; non-integers rounded half up (decimal.ROUND_HALF_UP, Decimal
  arithmetic on the cell text) to 2 decimals (the script asserts none of them ends in a
  0 after rounding, so "2 decimals" and "shortest form" agree); percentages without
  %; dates as the data writes them (20230912); yes/no as yes/no (en) or 是/否 (zh);
  lists one string per item (sorted, except top-N, which is in rank order); counts or
  sums per group flattened [group, value, ...] largest first, asserting no ties;
  superlative winners asserted unique; top-N asserts no tie across the cut.
* "More than", "older than", "above", "before" are strict; "from A to B" and "between
  A and B (inclusive)" include both ends.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ---------------------------------------------------------------- locating data
def ancestors(path):
    path = os.path.abspath(path)
    while True:
        yield path
        parent = os.path.dirname(path)
        if parent == path:
            return
        path = parent


def find_acme():
    for a in ancestors(HERE):
        p = os.path.join(a, "data", "examples", "acme-supply")
        if os.path.isfile(os.path.join(p, "kagflow.yaml")):
            return p
    raise SystemExit("acme-supply example not found above " + HERE)


def find_kag(name):
    for a in ancestors(HERE):
        for sub in ("datasets", os.path.join("shared", "datasets")):
            p = os.path.join(a, sub, name)
            if os.path.isdir(os.path.join(p, "sources")):
                return p
    raise SystemExit(name + " not found above " + HERE)


# ---------------------------------------------------------------- helpers
def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split_multi(cell, sep):
    out = []
    for piece in (cell or "").split(sep):
        piece = piece.strip()
        if piece and piece not in out:
            out.append(piece)
    return out


def ymd(s):
    s = s.strip()
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_last(date_text, now, n):
    d = (now - ymd(date_text)).days
    assert d >= 0, ("transfer after as-of date", date_text)
    return d < n


def num(d):
    """Decimal -> answer text: integer plainly, else rounded half up to 2 decimals."""
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    q = d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    text = str(q)
    assert not text.endswith("0"), ("rounded value ends in 0; reword", text)
    return text


def dsum(values):
    total = Decimal(0)
    for v in values:
        total += Decimal(v)
    return total


def davg(values):
    values = list(values)
    assert values
    return dsum(values) / Decimal(len(values))


def unique_max(scores):
    best = max(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("superlative tie", winners)
    return winners[0]


def unique_min(scores):
    best = min(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("superlative tie", winners)
    return winners[0]


def top_n(scores, n, reverse=True):
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(ranked) > n, "top-N needs more candidates than N"
    assert ranked[n - 1][1] != ranked[n][1], ("tie across the top-N cut", ranked[: n + 1])
    return [k for k, _ in ranked[:n]]


def flat_groups(scores):
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    vals = [v for _, v in ranked]
    assert len(set(vals)) == len(vals), ("tie between groups", ranked)
    out = []
    for k, v in ranked:
        out += [k, num(v)]
    return out


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang="en"):
        if isinstance(answer, (str, int, Decimal)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r67-%02d" % (self.project, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25, (self.project, len(self.items))
        assert langs["en"] == 16 and langs["zh"] == 9, (self.project, langs)
        assert len({q["question"] for q in self.items}) == 25
        path = os.path.join(OUT_DIR, filename)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return path


# ---------------------------------------------------------------- acme-supply
def build_acme():
    root = find_acme()
    yaml_text = open(os.path.join(root, "kagflow.yaml"), encoding="utf-8").read()
    as_of = re.search(r'^as_of:\s*"?(\d{4}-\d{2}-\d{2})"?', yaml_text, re.M).group(1)
    m = re.search(r'^multi_value_separator:\s*"(.)"', yaml_text, re.M)
    sep = m.group(1) if m else ","
    now = datetime.date.fromisoformat(as_of)
    src = os.path.join(root, "sources")

    companies = {r["id"]: r for r in read_csv(os.path.join(src, "Company.csv"))}
    name = {cid: r["name"] for cid, r in companies.items()}
    by_name = {v: k for k, v in name.items()}
    assert len(by_name) == len(name)
    makes = {cid: split_multi(r["product"], sep) for cid, r in companies.items()}
    persons = {r["id"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    pname = {pid: r["name"] for pid, r in persons.items()}
    age = {pid: int(r["age"]) for pid, r in persons.items()}
    legal = {pid: [by_name[n] for n in split_multi(r["legalRepresentative"], sep)]
             for pid, r in persons.items()}
    downstream = {r["id"]: split_multi(r["hasSupplyChain"], sep)
                  for r in read_csv(os.path.join(src, "Product.csv"))}
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    for t in trans:
        assert t["srcId"] in companies and t["dstId"] in companies

    def total_in(cid):
        return dsum(t["transAmt"] for t in trans if t["dstId"] == cid)

    def paid(a, b):
        return dsum(t["transAmt"] for t in trans if t["srcId"] == a and t["dstId"] == b)

    def outflow_days(cid, n):
        return dsum(t["transAmt"] for t in trans if t["srcId"] == cid and in_last(t["transDate"], now, n))

    def main_customers(s):
        out = []
        for o in companies:
            if o == s:
                continue
            linked = any(d in makes[o] for up in makes[s] for d in downstream.get(up, []))
            p = paid(o, s)
            if linked and p > 0 and p / total_in(s) > Decimal("0.5"):
                out.append(o)
        return out

    def same_legal(cid):
        out = set()
        for pid, cs in legal.items():
            if cid in cs:
                out |= set(cs)
        out.discard(cid)
        return out

    q = QSet("acme")
    A, H, D, B, O = (by_name[n] for n in ("Acme Motors", "Helix Chemicals", "Delta Cells GmbH",
                                          "Borealis Rubber Works", "O'Hara, Lamb & Sons"))
    E, F, G = by_name["Eastwind Logistics"], by_name["Fjord Steel AS"], by_name["Granite Insurance"]

    # 1 field, follow-up form
    q.add("Helix Chemicals is registered in %s. Which country is Fjord Steel AS registered in?"
          % companies[H]["country"], companies[F]["country"], "field")
    # 2 count with a bound
    q.add("How many companies were founded before 1960?",
          sum(1 for r in companies.values() if int(r["founded"]) < 1960), "count")
    # 3 yes/no
    chloe = [p for p in persons if pname[p] == "Chloe Tan"][0]
    q.add("Is Chloe Tan older than 40?", yn(age[chloe] > 40, "en"), "yes_no")
    # 4 superlative
    biggest = max(trans, key=lambda t: int(t["transAmt"]))
    assert sum(1 for t in trans if t["transAmt"] == biggest["transAmt"]) == 1
    q.add("Which company received the single largest fund transfer?", name[biggest["dstId"]], "superlative")
    # 5 top-N
    inflow = {name[c]: total_in(c) for c in companies if total_in(c) > 0}
    q.add("Top 3 companies by total money received, highest first.", top_n(inflow, 3), "top_n")
    # 6 per-group count
    per_year = Counter(t["transDate"][:4] for t in trans)
    q.add("How many fund transfers were made in each calendar year?", flat_groups(per_year), "count_per_group")
    # 7 sum in a window
    lo, hi = datetime.date(2024, 2, 1), datetime.date(2024, 3, 31)
    q.add("What was the combined amount of all fund transfers dated from 2024-02-01 to 2024-03-31 inclusive?",
          dsum(t["transAmt"] for t in trans if lo <= ymd(t["transDate"]) <= hi), "sum")
    # 8 sum between two named parties, one direction
    q.add("How much money has Acme Motors sent to O'Hara, Lamb & Sons altogether?", paid(A, O), "sum")
    # 9 average
    q.add("What is the average amount of the transfers O'Hara, Lamb & Sons has received?",
          davg(t["transAmt"] for t in trans if t["dstId"] == O), "average")
    # 10 sum per counterparty
    per_recipient = {name[c]: paid(A, c) for c in companies if paid(A, c) > 0}
    q.add("Break Acme Motors' outgoing payments down by recipient: how much in total went to each?",
          flat_groups(per_recipient), "sum_per_group")
    # 11 two-hop
    paid_by_a = {t["dstId"] for t in trans if t["srcId"] == A}
    q.add("What products are made by the companies that Acme Motors has paid?",
          sorted({p for c in paid_by_a for p in makes[c]}), "two_hop")
    # 12 three-hop: Acme's products <- upstream products <- their makers <- legal representatives
    upstream = {p for p, downs in downstream.items() if any(d in makes[A] for d in downs)}
    makers = {c for c in companies if c != A and set(makes[c]) & upstream}
    reps = sorted({pname[p] for p, cs in legal.items() if set(cs) & makers})
    q.add("Who are the legal representatives of the companies whose products list one of Acme Motors' "
          "products as a direct downstream product?", reps, "three_hop")
    # 13 negation
    receivers = {t["dstId"] for t in trans}
    q.add("Which company has never received a fund transfer?",
          sorted(name[c] for c in companies if c not in receivers), "negation")
    # 14 rule: outflow in the last 90 days (boundary: a transfer 89 days before as-of)
    q.add("What is Eastwind Logistics' outflow over the last 90 days?", outflow_days(E, 90), "rule")
    # 15 rule: main customer
    mc = main_customers(B)
    assert len(mc) == 1
    q.add("Who is Borealis Rubber Works' main customer?", name[mc[0]], "rule")
    # 16 rule: same legal representative
    q.add("Which other company shares a legal representative with Helix Chemicals?",
          sorted(name[c] for c in same_legal(H)), "rule")

    # ---- Chinese
    q.add("Acme Motors 是哪一年成立的？", companies[A]["founded"], "field", "zh")
    q.add("年龄超过40岁的人有几位？", sum(1 for p in persons if age[p] > 40), "count", "zh")
    mc = main_customers(D)
    assert len(mc) == 1
    q.add("Delta Cells GmbH 的主要客户是哪家公司？", name[mc[0]], "rule", "zh")
    q.add("Acme Motors 近90天的资金流出一共多少？", outflow_days(A, 90), "rule", "zh")
    q.add("O'Hara, Lamb & Sons 总共收到了多少转账金额？", total_in(O), "rule", "zh")
    q.add("Helix Chemicals 收到过 Acme Motors 的转账吗？", yn(paid(A, H) > 0, "zh"), "yes_no", "zh")
    q.add("最近30天里一共发生了几笔转账？",
          sum(1 for t in trans if in_last(t["transDate"], now, 30)), "count", "zh")
    ada = [p for p in persons if pname[p] == "Ada Moreno"][0]
    q.add("Ada Moreno 是哪些公司的法人代表？", sorted(name[c] for c in legal[ada]), "list", "zh")
    q.add("除了 Acme Motors，还有哪些公司给 O'Hara, Lamb & Sons 转过钱？",
          sorted({name[t["srcId"]] for t in trans if t["dstId"] == O and t["srcId"] != A}),
          "negation", "zh")
    return q


# ---------------------------------------------------------------- kag-supplychain
def build_supplychain():
    root = find_kag("kag-supplychain")
    src = os.path.join(root, "sources")
    sep = ","
    now = datetime.date(2023, 10, 15)

    companies = {}
    for r in read_csv(os.path.join(src, "Company.csv")):
        assert r["id"] not in companies
        companies[r["id"]] = r
    name = {c: r["name"] for c, r in companies.items()}
    by_name = {v: k for k, v in name.items()}
    assert len(by_name) == len(name)
    makes = {c: split_multi(r["product"], sep) for c, r in companies.items()}
    products = {}
    for r in read_csv(os.path.join(src, "Product.csv")):
        if r["id"] in products:
            assert products[r["id"]] == r, "conflicting product rows"
        products[r["id"]] = r
    downstream = {p: split_multi(r["hasSupplyChain"], sep) for p, r in products.items()}
    industry = {p: r["belongToIndustry"] for p, r in products.items()}
    persons = {r["id"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    pname = {p: r["name"] for p, r in persons.items()}
    assert len(set(pname.values())) == len(pname)
    by_pname = {v: k for k, v in pname.items()}
    age = {p: int(r["age"]) for p, r in persons.items()}
    legal = {p: [by_name[n] for n in split_multi(r["legalRepresentative"], sep)] for p, r in persons.items()}
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    for t in trans:
        assert t["srcId"] in companies and t["dstId"] in companies
    events = read_csv(os.path.join(src, "ProductChainEvent.csv"))

    def total_in(c):
        return dsum(t["transAmt"] for t in trans if t["dstId"] == c)

    def paid(a, b):
        return dsum(t["transAmt"] for t in trans if t["srcId"] == a and t["dstId"] == b)

    def out_days(c, n):
        return dsum(t["transAmt"] for t in trans if t["srcId"] == c and in_last(t["transDate"], now, n))

    def in_days(c, n):
        return dsum(t["transAmt"] for t in trans if t["dstId"] == c and in_last(t["transDate"], now, n))

    def main_customers(s):
        out = []
        for o in companies:
            if o == s:
                continue
            linked = any(d in makes[o] for up in makes[s] for d in downstream.get(up, []))
            p = paid(o, s)
            if linked and p > 0 and p / total_in(s) > Decimal("0.5"):
                out.append(o)
        return out

    def industries(c):
        return sorted({industry[p] for p in makes[c] if p in industry})

    def same_legal(c):
        out = set()
        for cs in legal.values():
            if c in cs:
                out |= set(cs)
        out.discard(c)
        return out

    CH = by_name["传化****限公司"]
    SJ = by_name["三角***份限公司"]
    ZJ = by_name["浙江**摩托**限公司"]
    KANG = by_name["康**股有公司"]
    BY = by_name["宝业集****公司"]
    q = QSet("supplychain")

    # 1 field, follow-up form
    q.add("庞* is %d years old. How old is 尤**?" % age[by_pname["庞*"]], str(age[by_pname["尤**"]]), "field")
    # 2 count with an age bound
    q.add("How many natural persons are younger than 25?", sum(1 for p in persons if age[p] < 25), "count")
    # 3 count on exact product
    tyre = "轮胎与橡胶-轮胎"
    q.add("How many companies have the product 轮胎与橡胶-轮胎 itself (not a narrower tyre product) "
          "in their product list?", sum(1 for c in companies if tyre in makes[c]), "count")
    # 4 list with a date bound
    q.add("Which companies received a transfer from 传化****限公司 dated 2023-09-01 or later?",
          sorted({name[t["dstId"]] for t in trans if t["srcId"] == CH
                  and ymd(t["transDate"]) >= datetime.date(2023, 9, 1)}), "list")
    # 5 yes/no
    q.add("Has 浙江**摩托**限公司 ever transferred money to 三角***份限公司?", yn(paid(ZJ, SJ) > 0, "en"), "yes_no")
    # 6 superlative (rule value)
    inflow = {name[c]: total_in(c) for c in companies if total_in(c) > 0}
    q.add("Which company has the highest total inflow of funds?", unique_max(inflow), "superlative")
    # 7 top-N per counterparty
    out_ch = {name[c]: paid(CH, c) for c in companies if paid(CH, c) > 0}
    q.add("Which three companies did 传化****限公司 send the most money to? Largest first.",
          top_n(out_ch, 3), "top_n")
    # 8 per-group count with a condition
    recv_count = Counter(name[t["dstId"]] for t in trans)
    multi = {k: v for k, v in recv_count.items() if v > 1}
    q.add("For each company that received more than one transfer, how many transfers did it receive?",
          flat_groups(multi), "count_per_group")
    # 9 sum in a window
    q.add("How much did 传化****限公司 pay out in total in July 2023?",
          dsum(t["transAmt"] for t in trans if t["srcId"] == CH and t["transDate"].startswith("202307")), "sum")
    # 10 between two named parties, one direction
    q.add("What is the total amount 传化****限公司 transferred to 三角***份限公司?", paid(CH, SJ), "sum")
    # 11 average
    q.add("What is the average amount of the transfers received by 三角***份限公司?",
          davg(t["transAmt"] for t in trans if t["dstId"] == SJ), "average")
    # 12 max with an exclusion
    q.add("Leaving out 浙江**摩托**限公司, what was the largest single payment 三角***份限公司 received?",
          max(Decimal(t["transAmt"]) for t in trans if t["dstId"] == SJ and t["srcId"] != ZJ), "max")
    # 13 two-hop
    payers_ch = {t["srcId"] for t in trans if t["dstId"] == CH}
    q.add("Who are the legal representatives of the companies that sent money to 传化****限公司?",
          sorted({pname[p] for p, cs in legal.items() if set(cs) & payers_ch}), "two_hop")
    # 14 three-hop: payer -> product -> industry
    inds = set()
    for c in payers_ch:
        inds |= set(industries(c))
    q.add("Which industries do the products of the companies that paid 传化****限公司 belong to?",
          sorted(inds), "three_hop")
    # 15 negation
    payees_ch = {t["dstId"] for t in trans if t["srcId"] == CH}
    repped = {c for cs in legal.values() for c in cs}
    q.add("Which of the companies that 传化****限公司 paid have no legal representative recorded "
          "among the persons?", sorted(name[c] for c in payees_ch if c not in repped), "negation")
    # 16 rule: cash-flow difference over 3 months
    q.add("What is the 3-month cash-flow difference (outflow minus inflow, last 90 days) of 传化****限公司?",
          out_days(CH, 90) - in_days(CH, 90), "rule")

    # ---- Chinese
    oldest = unique_max({pname[p]: age[p] for p in persons})
    q.add("年纪最大的自然人是谁？", oldest, "superlative", "zh")
    q.add("年龄在30到50岁之间（含30和50）的自然人有几位？",
          sum(1 for p in persons if 30 <= age[p] <= 50), "count", "zh")
    mc = main_customers(CH)
    assert len(mc) == 1
    q.add("传化****限公司的主要客户是谁？", name[mc[0]], "rule", "zh")
    q.add("传化****限公司近1个月流出了多少钱？", out_days(CH, 30), "rule", "zh")
    q.add("三角***份限公司给传化****限公司一共转了多少钱？", paid(SJ, CH), "sum", "zh")
    q.add("臧*是哪些公司的法人代表？", sorted(name[c] for c in legal[by_pname["臧*"]]), "list", "zh")
    q.add("三角***份限公司近3个月的资金流入是多少？", in_days(SJ, 90), "rule", "zh")
    q.add("康**股有公司属于哪些行业？", industries(KANG), "rule", "zh")
    # price rise of a product -> cost rise of downstream makers -> profit fall
    ev = [e for e in events if e["index"] == "价格" and e["trend"] == "上涨"]
    assert len(ev) == 1
    subject = ev[0]["subject"]
    hit = {c for c in companies if set(makes[c]) & set(downstream.get(subject, []))}
    q.add("按事件规则，%s 价格上涨最终会导致几家公司利润下跌？" % subject, len(hit), "rule", "zh")
    assert BY in companies
    return q


# ---------------------------------------------------------------- kag-riskmining
def build_riskmining():
    root = find_kag("kag-riskmining")
    src = os.path.join(root, "sources")
    sep = ","
    now = datetime.date(2023, 10, 15)

    persons = {r["id"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    pname = {p: r["name"] for p, r in persons.items()}
    assert len(set(pname.values())) == len(pname)
    by_pname = {v: k for k, v in pname.items()}
    age = {p: int(r["age"]) for p, r in persons.items()}
    companies = {r["id"]: r for r in read_csv(os.path.join(src, "Company.csv"))}
    cname = {c: r["name"] for c, r in companies.items()}
    by_cname = {v: k for k, v in cname.items()}
    apps = {r["id"]: r for r in read_csv(os.path.join(src, "App.csv"))}
    certs = {r["id"]: r for r in read_csv(os.path.join(src, "Cert.csv"))}
    cert_by_num = {r["certNum"]: cid for cid, r in certs.items()}
    devices = {r["id"]: r for r in read_csv(os.path.join(src, "Device.csv"))}
    installs = {d: split_multi(r["install"], sep) for d, r in devices.items()}
    has_device = defaultdict(set)
    for r in read_csv(os.path.join(src, "Person_hasDevice_Device.csv")):
        assert r["dst"] in devices
        has_device[r["src"]].add(r["dst"])
    comp_cert = defaultdict(set)
    for r in read_csv(os.path.join(src, "Company_hasCert_Cert.csv")):
        comp_cert[r["src"]].add(cert_by_num[r["dst"]])
    holds = defaultdict(set)
    for r in read_csv(os.path.join(src, "Person_holdShare_Company.csv")):
        holds[r["src"]].add(r["dst"])
    trans = read_csv(os.path.join(src, "Person_fundTrans_Person.csv"))
    app_cert = {a: cert_by_num[r["useCert"]] for a, r in apps.items()}

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}

    def developed(p):
        per_app = defaultdict(set)
        for d in has_device.get(p, ()):
            for a in installs[d]:
                per_app[a].add(d)
        return {a for a, ds in per_app.items() if len(ds) > 5}

    def released(p):
        cs = set()
        for c in holds.get(p, ()):
            cs |= comp_cert[c]
        return {a for a in apps if app_cert[a] in cs}

    def sent(a, b):
        return [t for t in trans if t["src"] == a and t["dst"] == b]

    dev_of = {p: developed(p) for p in persons}
    gamb_devs = {p for p in persons if dev_of[p] & gambling}
    bosses = set()
    for s in persons:
        for a in released(s) & gambling:
            for u in persons:
                if a in dev_of[u] and sent(s, u):
                    bosses.add(s)

    BAI = by_pname["柏*"]
    WU = by_pname["邬**"]
    DU = by_pname["杜*"]
    QIU = by_pname["裘**"]
    q = QSet("riskmining")

    # 1 field
    q.add("What is 柏*'s phone number?", persons[BAI]["hasPhone"], "field")
    # 2 field, follow-up form
    q.add("裘** is %d. And how old is 邬**?" % age[QIU], str(age[WU]), "field")
    # 3 count with a bound
    q.add("How many people are older than 50?", sum(1 for p in persons if age[p] > 50), "count")
    # 4 list
    q.add("Which companies does 柏* hold shares in?", sorted(cname[c] for c in holds[BAI]), "list")
    # 5 yes/no
    q.add("Has 邬** ever sent money to 柏*?", yn(bool(sent(WU, BAI)), "en"), "yes_no")
    # 6 superlative
    q.add("Which person owns the most devices?",
          pname[unique_max({p: len(ds) for p, ds in has_device.items()})], "superlative")
    # 7 top-N (youngest)
    q.add("Name the three youngest people, youngest first.",
          [pname[p] for p in top_n(age, 3, reverse=False)], "top_n")
    # 8 per-group count
    q.add("How many transfers did each recipient get from 柏*?",
          flat_groups(Counter(pname[t["dst"]] for t in trans if t["src"] == BAI)), "count_per_group")
    # 9 sum in a window
    q.add("How much did 柏* transfer in total over the last 30 days?",
          dsum(t["transAmt"] for t in trans if t["src"] == BAI and in_last(t["transDate"], now, 30)), "sum")
    # 10 average between two named parties
    q.add("What is the average amount of 柏*'s transfers to 杜*?",
          davg(t["transAmt"] for t in sent(BAI, DU)), "average")
    # 11 max between two named parties
    q.add("What was the largest single transfer 柏* made to 裘**?",
          max(Decimal(t["transAmt"]) for t in sent(BAI, QIU)), "max")
    # 12 date of a transfer (edge field)
    to_wu = sent(BAI, WU)
    top = max(to_wu, key=lambda t: int(t["transAmt"]))
    assert sum(1 for t in to_wu if t["transAmt"] == top["transAmt"]) == 1
    q.add("On what date did 柏* make the largest transfer to 邬**?", top["transDate"], "field")
    # 13 sum per counterparty
    per = defaultdict(Decimal)
    for t in trans:
        if t["src"] == BAI:
            per[pname[t["dst"]]] += Decimal(t["transAmt"])
    q.add("Total amount 柏* sent to each recipient, largest first.", flat_groups(per), "sum_per_group")
    # 14 three-hop: company <- shareholders -> devices -> umid
    holders = {p for p, cs in holds.items() if by_cname["**娱乐**公司"] in cs}
    q.add("What are the umids of the devices owned by the people who hold shares in **娱乐**公司?",
          sorted({devices[d]["umid"] for p in holders for d in has_device[p]}), "three_hop")
    # 15 negation over a rule notion
    q.add("Which apps marked 赌博 were not released by 柏* (through the certificates of the companies "
          "柏* holds shares in)?", sorted(gambling - released(BAI)), "negation")
    # 16 rule: developed
    q.add("How many apps did 邬** develop, counting an app as developed when it is installed on more "
          "than five of their devices?", len(dev_of[WU]), "rule")

    # ---- Chinese
    q.add("柏*今年多大？", str(age[BAI]), "field", "zh")
    q.add("风险标记为诈骗的应用有几个？",
          sum(1 for r in apps.values() if r["riskMark"] == "诈骗"), "count", "zh")
    q.add("赌博应用都有哪些？", sorted(gambling), "rule", "zh")
    q.add("赌博App开发者有哪些人？", sorted(pname[p] for p in gamb_devs), "rule", "zh")
    q.add("谁是赌博App老板？", sorted(pname[p] for p in bosses), "rule", "zh")
    q.add("柏*给邬**一共转了多少钱？", dsum(t["transAmt"] for t in to_wu), "sum", "zh")
    q.add("柏*一共发布了多少个应用？", len(released(BAI)), "rule", "zh")
    fang = by_pname["方*"]
    shared = {p for p in persons if p != fang and has_device[p] & has_device[fang]}
    q.add("方*和谁共用同一台设备？", sorted(pname[p] for p in shared), "two_hop", "zh")
    q.add("年纪最大的人是谁？", pname[unique_max(age)], "superlative", "zh")
    return q


def main():
    paths = [
        build_acme().write("r67-acme-supply.json"),
        build_supplychain().write("r67-kag-supplychain.json"),
        build_riskmining().write("r67-kag-riskmining.json"),
    ]
    for p in paths:
        print(p)


if __name__ == "__main__":
    main()
