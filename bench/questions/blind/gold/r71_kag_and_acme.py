#!/usr/bin/env python3
"""Held-out question set r71 over the shipped example and KAG's two examples, with gold answers.

Writes, next to this script's parent folder (``bench/questions/blind/``):

* ``r71-acme-supply.json``      ids ``acme-r71-NN``
* ``r71-kag-supplychain.json``  ids ``supplychain-r71-NN``
* ``r71-kag-riskmining.json``   ids ``riskmining-r71-NN``

Each is a JSON list of 25 objects ``{"id", "question", "answer", "shape", "lang"}``: 16 English
and 9 Chinese questions. Every answer is computed here from the raw CSV files (standard library
only); nothing is typed by hand.

Data is found by walking up from this file's folder: the acme project is
``data/examples/acme-supply`` of an ancestor, the KAG projects ``datasets/kag-supplychain`` and
``datasets/kag-riskmining`` (or ``shared/datasets/...``) of an ancestor.

Readings used
-------------
* "Now": acme's ``as_of`` in its ``kagflow.yaml`` (2024-06-30); the KAG projects 2023-10-15.
  "The last N days" means transfers dated strictly fewer than N days before now
  (``date_diff(now, transDate) < N``, as the schemas' rules write it); no transfer is dated after
  now. A window written as two dates ("from 1 to 10 September 2023 inclusive") includes both ends.
* Multi-value cells are split on the project's separator (acme: ``multi_value_separator`` in its
  ``kagflow.yaml``, ``;``; KAG: ``,``) and de-duplicated (for example 臧* lists 三角***份限公司 and
  传化****限公司 twice: 5 companies, not 7).
* Entities are answered by name (companies, people); apps by their id (package name); products
  and industries by their id as the CSV writes it (the full hyphenated path).
* Transfers are rows of the ``fundTrans`` tables; every row counts, amounts are summed with
  ``Decimal`` on the cell text. "Received"/"paid" follow the row's direction (src pays dst).
* Rule-derived notions are computed from the raw CSVs as the schema rules define them:
  - ``totalTransInAmt``: sum of all transfers into the company.
  - acme ``outflow90Days`` / supplychain ``fundTrans{1,3,6}Month[In]``: sums of transfers out of /
    into the company dated fewer than 30/90/180 days before now; ``cashflowDiff3Month`` is the
    90-day outflow minus the 90-day inflow (missing = 0).
  - ``mainSupply(s, o)``: o makes a product that one of s's products lists in ``hasSupplyChain``
    (exact product ids, no hierarchy), o paid s, and o's payments to s are more than half of s's
    total inflow. "Main customer of s" = such o; "companies with o as main customer" = such s.
  - ``belongToIndustry``: the industries of the company's products in Product.csv (a product
    missing from Product.csv gives none; only companies whose products are all there are asked).
  - ``sameLegalRepresentative``: companies that share a person in ``Person.legalRepresentative``
    (the company itself excluded: questions say "other companies").
  - supplychain events (concept.rule): a ProductChainEvent with index 价格 and trend 上涨 is a
    价格上涨 event; it leads to a 成本上涨 CompanyEvent for every company that makes a product
    listed in the event subject's ``hasSupplyChain`` (exact ids), which leads to a 利润下跌 event
    for the same company.
  - riskmining ``developed(s, o)``: more than 5 of s's devices have app o installed;
    ``release(s, o)``: s holds shares in a company that holds a certificate whose number app o
    uses (certificates are joined on the certificate number, the value App.useCert and the
    hasCert tables write); 赌博应用: riskMark contains 赌博; 赌博App开发者: developed a 赌博应用;
    赌博App老板: released a 赌博应用 that some person developed, and transferred money to that
    person.
* Numbers: integers plainly ("1360000"); non-integers rounded half up (``ROUND_HALF_UP``, Decimal
  arithmetic) to 2 decimals and written with two decimals ("273333.33"); an average that comes
  out whole is written as an integer. Percentages (none in this set) without %.
* Dates as the data writes them (``20230918``).
* Yes/no as ``yes``/``no`` (English) or ``是``/``否`` (Chinese).
* Lists: one string per item, in no particular order.
* Counts or sums per group: flattened ``[group, value, group, value, ...]``, largest first; the
  script asserts no two groups share a value.
* Superlatives: the winner is asserted unique. Top-N: the script asserts no tie across the cut.

Shapes: field, count, list, yesno, superlative, topn, group_count, group_sum, sum_window,
sum_pair, sum_direction, sum_excluding, avg, max, two_hop, negation, comparison, rule.
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import os
import re
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
KAG_NOW = dt.date(2023, 10, 15)


# ---------------------------------------------------------------- locating data

def _ancestors(start):
    cur = start
    while True:
        yield cur
        parent = os.path.dirname(cur)
        if parent == cur:
            return
        cur = parent


def find_dir(*candidates):
    for anc in _ancestors(HERE):
        for rel in candidates:
            path = os.path.join(anc, rel)
            if os.path.isdir(path):
                return path
    raise SystemExit(f"cannot find any of {candidates} above {HERE}")


# ---------------------------------------------------------------- helpers

def read_csv(path):
    with open(path, encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def split_multi(cell, sep):
    out = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def parse_date(text):
    return dt.date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def days_before(now, text):
    return (now - parse_date(text)).days


def num(value):
    """Integers plainly; otherwise rounded half up to 2 decimals."""
    value = Decimal(value)
    if value == value.to_integral_value():
        return str(int(value))
    return str(value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def dsum(values):
    total = Decimal(0)
    for v in values:
        total += Decimal(v)
    return total


def unique_max(scores):
    """scores: dict key -> comparable; returns the unique argmax."""
    best = max(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("tie for the maximum", winners)
    return winners[0]


def unique_min(scores):
    best = min(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("tie for the minimum", winners)
    return winners[0]


def top_n(scores, n):
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    assert len(ranked) > n, "fewer candidates than N"
    assert ranked[n - 1][1] != ranked[n][1], ("tie across the cut", ranked[n - 1], ranked[n])
    return [k for k, _ in ranked[:n]]


def flat_groups(scores):
    values = list(scores.values())
    assert len(values) == len(set(values)), ("tie between groups", scores)
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    out = []
    for k, v in ranked:
        out += [k, num(v)]
    return out


def yes_no(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


class QuestionSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang="en"):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer, question
        assert len(answer) == len(set(answer)) or shape.startswith("group"), (question, answer)
        n = len(self.items) + 1
        self.items.append({
            "id": f"{self.project}-r71-{n:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        langs = [q["lang"] for q in self.items]
        assert len(self.items) == 25, len(self.items)
        assert langs.count("en") == 16 and langs.count("zh") == 9, langs
        questions = [q["question"] for q in self.items]
        assert len(set(questions)) == len(questions)
        path = os.path.join(OUT_DIR, filename)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.items, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        return path


class Transfers:
    """Rows of a fundTrans table: (src, dst, date text, amount text)."""

    def __init__(self, rows, src="srcId", dst="dstId"):
        self.rows = [(r[src], r[dst], r["transDate"], r["transAmt"]) for r in rows]

    def select(self, src=None, dst=None, pred=None):
        out = []
        for row in self.rows:
            if src is not None and row[0] != src:
                continue
            if dst is not None and row[1] != dst:
                continue
            if pred is not None and not pred(row):
                continue
            out.append(row)
        return out

    @staticmethod
    def total(rows):
        return dsum(r[3] for r in rows)

    def inflow(self, key, pred=None):
        return self.total(self.select(dst=key, pred=pred))

    def outflow(self, key, pred=None):
        return self.total(self.select(src=key, pred=pred))


# ---------------------------------------------------------------- acme-supply

def read_yaml_scalar(path, key):
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = re.match(rf"^{re.escape(key)}\s*:\s*(.+?)\s*(#.*)?$", line)
            if m:
                return m.group(1).strip().strip("\"'")
    return None


def build_acme():
    root = find_dir(os.path.join("data", "examples", "acme-supply"))
    yaml_path = os.path.join(root, "kagflow.yaml")
    now = dt.date.fromisoformat(read_yaml_scalar(yaml_path, "as_of"))
    sep = read_yaml_scalar(yaml_path, "multi_value_separator") or ","
    src = os.path.join(root, "sources")
    companies = {r["id"]: r for r in read_csv(os.path.join(src, "Company.csv"))}
    name = {cid: r["name"] for cid, r in companies.items()}
    by_name = {v: k for k, v in name.items()}
    assert len(by_name) == len(name)
    makes = {cid: split_multi(r["product"], sep) for cid, r in companies.items()}
    people = {r["id"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    person_by_name = {r["name"]: pid for pid, r in people.items()}
    represents = {pid: [by_name[n] for n in split_multi(r["legalRepresentative"], sep)]
                  for pid, r in people.items()}
    downstream = {r["id"]: split_multi(r["hasSupplyChain"], sep)
                  for r in read_csv(os.path.join(src, "Product.csv"))}
    tr = Transfers(read_csv(os.path.join(src, "Company_fundTrans_Company.csv")))

    def within(n):
        return lambda row: days_before(now, row[2]) < n

    total_in = {c: tr.inflow(c) for c in companies if tr.select(dst=c)}

    def main_customers(s):
        downs = {d for p in makes[s] for d in downstream.get(p, [])}
        out = []
        for o in companies:
            if not set(makes[o]) & downs:
                continue
            paid = tr.total(tr.select(src=o, dst=s))
            if paid and paid / total_in[s] > Decimal("0.5"):
                out.append(o)
        return out

    def legal_reps(c):
        return [pid for pid, cs in represents.items() if c in cs]

    qs = QuestionSet("acme")
    A = by_name

    # 01 field
    qs.add("In what year was Fjord Steel AS founded?",
           companies[A["Fjord Steel AS"]]["founded"], "field")
    # 02 max
    qs.add("What was the largest single payment O'Hara, Lamb & Sons made?",
           num(max(Decimal(r[3]) for r in tr.select(src=A["O'Hara, Lamb & Sons"]))), "max")
    # 03 count with a condition
    qs.add("How many companies were founded before 1960?",
           num(sum(1 for r in companies.values() if int(r["founded"]) < 1960)), "count")
    # 04 list
    qs.add("List the companies registered in the US.",
           [r["name"] for r in companies.values() if r["country"] == "US"], "list")
    # 05 yes/no
    qs.add("Has Granite Insurance ever paid O'Hara, Lamb & Sons?",
           yes_no(bool(tr.select(src=A["Granite Insurance"], dst=A["O'Hara, Lamb & Sons"])), "en"),
           "yesno")
    # 06 superlative: receiver of the single largest transfer
    largest = {}
    for row in tr.rows:
        largest[row[1]] = max(largest.get(row[1], Decimal(0)), Decimal(row[3]))
    qs.add("Which company received the single largest transfer on record?",
           name[unique_max(largest)], "superlative")
    # 07 top-N by total inflow (rule totalTransInAmt)
    qs.add("top 3 companies by total money received",
           [name[c] for c in top_n(total_in, 3)], "topn")
    # 08 per-group sums
    sent = {name[c]: tr.outflow(c) for c in companies if tr.select(src=c)}
    qs.add("Total amount sent by each company, largest first.", flat_groups(sent), "group_sum")
    # 09 window sum (rule outflow90Days)
    qs.add("Report the total outflow of Acme Motors over the last 90 days.",
           num(tr.outflow(A["Acme Motors"], within(90))), "sum_window")
    # 10 between two named parties
    qs.add("How much has Acme Motors paid O'Hara, Lamb & Sons altogether?",
           num(tr.total(tr.select(src=A["Acme Motors"], dst=A["O'Hara, Lamb & Sons"]))),
           "sum_pair")
    # 11 average
    rows = tr.select(dst=A["O'Hara, Lamb & Sons"])
    qs.add("What is the average amount of the transfers received by O'Hara, Lamb & Sons?",
           num(tr.total(rows) / len(rows)), "avg")
    # 12 excluding a party
    qs.add("Acme Motors' total payments, not counting those to Delta Cells GmbH?",
           num(tr.outflow(A["Acme Motors"], lambda r: r[1] != A["Delta Cells GmbH"])),
           "sum_excluding")
    # 13 two hops through a rule
    mc = main_customers(A["Borealis Rubber Works"])
    assert len(mc) == 1
    reps = legal_reps(mc[0])
    qs.add("Who is the legal representative of Borealis Rubber Works' main customer?",
           [people[p]["name"] for p in reps], "two_hop")
    # 14 negation
    represented = {c for cs in represents.values() for c in cs}
    qs.add("Which company has no legal representative on record?",
           [name[c] for c in companies if c not in represented], "negation")
    # 15 comparison
    f1 = int(companies[A["Helix Chemicals"]]["founded"])
    f2 = int(companies[A["Borealis Rubber Works"]]["founded"])
    assert f1 != f2
    qs.add("Which was founded earlier, Helix Chemicals or Borealis Rubber Works?",
           "Helix Chemicals" if f1 < f2 else "Borealis Rubber Works", "comparison")
    # 16 rule mainSupply, reversed
    qs.add("Which companies have Acme Motors as their main customer?",
           [name[s] for s in companies if A["Acme Motors"] in main_customers(s)], "rule")

    # Chinese
    qs.add("Ada Moreno 的年龄是多少？", people[person_by_name["Ada Moreno"]]["age"], "field", "zh")
    qs.add("2024年一共发生了多少笔转账？",
           num(len(tr.select(pred=lambda r: r[2].startswith("2024")))), "count", "zh")
    qs.add("近30天 Acme Motors 一共转出了多少钱？",
           num(tr.outflow(A["Acme Motors"], within(30))), "sum_window", "zh")
    qs.add("Eastwind Logistics 有没有给 Acme Motors 转过钱？",
           yes_no(bool(tr.select(src=A["Eastwind Logistics"], dst=A["Acme Motors"])), "zh"),
           "yesno", "zh")
    founded = {c: int(r["founded"]) for c, r in companies.items()}
    qs.add("成立最早的是哪家公司？", name[unique_min(founded)], "superlative", "zh")
    qs.add("Bram de Vries 担任哪些公司的法定代表人？",
           [name[c] for c in represents[person_by_name["Bram de Vries"]]], "list", "zh")
    mc = main_customers(A["Helix Chemicals"])
    qs.add("Helix Chemicals 的主要客户是哪家公司？", [name[c] for c in mc], "rule", "zh")
    steel_downs = set(downstream["Metals-Steel-Sheet steel"])
    qs.add("哪些公司生产的产品是 Metals-Steel-Sheet steel 的直接下游产品？",
           [name[c] for c in companies if set(makes[c]) & steel_downs], "two_hop", "zh")
    g = A["Granite Insurance"]
    same = []
    for pid in legal_reps(g):
        for c in represents[pid]:
            if c != g and name[c] not in same:
                same.append(name[c])
    qs.add("和 Granite Insurance 有同一个法定代表人的其他公司有哪些？", same, "rule", "zh")
    return qs.write("r71-acme-supply.json")


# ---------------------------------------------------------------- kag-supplychain

def build_supplychain():
    root = find_dir(os.path.join("datasets", "kag-supplychain"),
                    os.path.join("shared", "datasets", "kag-supplychain"))
    src = os.path.join(root, "sources")
    sep = ","
    now = KAG_NOW
    companies = {r["id"]: r for r in read_csv(os.path.join(src, "Company.csv"))}
    name = {cid: r["name"] for cid, r in companies.items()}
    A = {v: k for k, v in name.items()}
    assert len(A) == len(name)
    makes = {cid: split_multi(r["product"], sep) for cid, r in companies.items()}
    products = {}
    for r in read_csv(os.path.join(src, "Product.csv")):
        entry = (r["belongToIndustry"], tuple(split_multi(r["hasSupplyChain"], sep)))
        assert products.setdefault(r["id"], entry) == entry, r["id"]
    people = {r["name"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    represents = {n: [A[c] for c in split_multi(r["legalRepresentative"], sep)]
                  for n, r in people.items()}
    tr = Transfers(read_csv(os.path.join(src, "Company_fundTrans_Company.csv")))
    events = read_csv(os.path.join(src, "ProductChainEvent.csv"))

    def within(n):
        return lambda row: days_before(now, row[2]) < n

    total_in = {c: tr.inflow(c) for c in companies if tr.select(dst=c)}

    def downs_of(c):
        return {d for p in makes[c] if p in products for d in products[p][1]}

    def main_customers(s):
        downs = downs_of(s)
        out = []
        for o in companies:
            if not set(makes[o]) & downs:
                continue
            paid = tr.total(tr.select(src=o, dst=s))
            if paid and paid / total_in[s] > Decimal("0.5"):
                out.append(o)
        return out

    def industries(c):
        assert all(p in products for p in makes[c]), name[c]
        out = []
        for p in makes[c]:
            if products[p][0] not in out:
                out.append(products[p][0])
        return out

    # events: 价格上涨 product-chain events -> 成本上涨 -> 利润下跌 per company
    cost_up = set()
    for e in events:
        if e["index"] == "价格" and e["trend"] == "上涨":
            downs = set(products[e["subject"]][1])
            cost_up |= {c for c in companies if set(makes[c]) & downs}
    rubber_events = [e for e in events if e["subject"] == "商品化工-橡胶-合成橡胶-顺丁橡胶"]
    assert len(rubber_events) == 1 and len(events) == 1

    qs = QuestionSet("supplychain")
    CH, SJ, ZJ = A["传化****限公司"], A["三角***份限公司"], A["浙江**摩托**限公司"]

    # 01 field
    qs.add("How old is 俞**?", people["俞**"]["age"], "field")
    # 02 count with condition
    qs.add("How many fund transfers of more than 500,000 are on record?",
           num(len(tr.select(pred=lambda r: Decimal(r[3]) > 500000))), "count")
    # 03 list in a window
    payees = []
    for r in tr.select(src=CH, pred=within(30)):
        if name[r[1]] not in payees:
            payees.append(name[r[1]])
    qs.add("Which companies did 传化****限公司 pay in the last 30 days?", payees, "list")
    # 04 yes/no
    qs.add("Did 浙江**摩托**限公司 ever transfer money to 中*电子***技*公司?",
           yes_no(bool(tr.select(src=ZJ, dst=A["中*电子***技*公司"])), "en"), "yesno")
    # 05 superlative (rule totalTransInAmt)
    qs.add("Which company has received the most money in total?",
           name[unique_max(total_in)], "superlative")
    # 06 top-N
    paid_by_ch = defaultdict(Decimal)
    for r in tr.select(src=CH):
        paid_by_ch[r[1]] += Decimal(r[3])
    qs.add("top 3 recipients of 传化****限公司's payments by total amount",
           [name[c] for c in top_n(paid_by_ch, 3)], "topn")
    # 07 per-group counts over named groups
    qs.add("For 臧*, 袁* and 夏**: how many companies is each of them the legal representative of? "
           "Largest first.",
           flat_groups({p: len(represents[p]) for p in ("臧*", "袁*", "夏**")}), "group_count")
    # 08 per-group sums
    into_sj = defaultdict(Decimal)
    for r in tr.select(dst=SJ):
        into_sj[name[r[0]]] += Decimal(r[3])
    qs.add("Break down the money received by 三角***份限公司 by payer, largest total first.",
           flat_groups(into_sj), "group_sum")
    # 09 window sum
    qs.add("How much did 三角***份限公司 receive in the last 60 days?",
           num(tr.inflow(SJ, within(60))), "sum_window")
    # 10 average
    rows = tr.select(dst=SJ)
    qs.add("What is the average amount of the transfers 三角***份限公司 received?",
           num(tr.total(rows) / len(rows)), "avg")
    # 11 excluding a party
    qs.add("Total received by 三角***份限公司, excluding money from 浙江**摩托**限公司.",
           num(tr.inflow(SJ, lambda r: r[0] != ZJ)), "sum_excluding")
    # 12 two hops
    payers = {r[0] for r in tr.select(dst=A["宝业集****公司"])}
    assert len(payers) == 1
    reps = [p for p, cs in represents.items() if payers & set(cs)]
    qs.add("Who is the legal representative of the company that paid 宝业集****公司?",
           reps, "two_hop")
    # 13 negation
    receivers = {r[1] for r in tr.rows}
    never = []
    for r in tr.select(dst=SJ):
        if r[0] not in receivers and name[r[0]] not in never:
            never.append(name[r[0]])
    qs.add("Which companies paid 三角***份限公司 but have never received a transfer themselves?",
           never, "negation")
    # 14 comparison
    k, b = total_in[A["康**股有公司"]], total_in[A["宝业集****公司"]]
    assert k != b
    qs.add("Which received more money in total: 康**股有公司 or 宝业集****公司?",
           "康**股有公司" if k > b else "宝业集****公司", "comparison")
    # 15 rule mainSupply
    qs.add("Which company is the main customer of 传化****限公司?",
           [name[c] for c in main_customers(CH)], "rule")
    # 16 rule events
    qs.add(("How many companies get a cost-rise (成本上涨) event caused by the price-rise (价格上涨) "
            "event on 顺丁橡胶?"),
           num(len(cost_up)), "rule")

    # Chinese
    qs.add("宝业集****公司的经营产品是什么？", makes[A["宝业集****公司"]], "field", "zh")
    qs.add("臧*是几家公司的法人代表？", num(len(represents["臧*"])), "count", "zh")
    qs.add("三角***份限公司给传化****限公司转过账吗？",
           yes_no(bool(tr.select(src=SJ, dst=CH)), "zh"), "yesno", "zh")
    qs.add("传化****限公司收到的单笔最大转账金额是多少？",
           num(max(Decimal(r[3]) for r in tr.select(dst=CH))), "max", "zh")
    qs.add("传化****限公司一共转给三角***份限公司多少钱？（只算传化转出的）",
           num(tr.total(tr.select(src=CH, dst=SJ))), "sum_direction", "zh")
    same = []
    for p, cs in represents.items():
        if CH in cs:
            same += [name[c] for c in cs if c != CH and name[c] not in same]
    qs.add("与传化****限公司共同法人的其他公司有哪些？", same, "rule", "zh")
    qs.add("康**股有公司属于哪些行业？", industries(A["康**股有公司"]), "rule", "zh")
    diff = tr.outflow(CH, within(90)) - tr.inflow(CH, within(90))
    qs.add("传化****限公司近90天的资金流水差（流出减流入）是多少？", num(diff), "rule", "zh")
    qs.add("顺丁橡胶价格上涨会不会导致传化****限公司利润下跌？",
           yes_no(CH in cost_up, "zh"), "rule", "zh")
    return qs.write("r71-kag-supplychain.json")


# ---------------------------------------------------------------- kag-riskmining

def build_riskmining():
    root = find_dir(os.path.join("datasets", "kag-riskmining"),
                    os.path.join("shared", "datasets", "kag-riskmining"))
    src = os.path.join(root, "sources")
    sep = ","
    now = KAG_NOW
    people = {r["id"]: r for r in read_csv(os.path.join(src, "Person.csv"))}
    name = {pid: r["name"] for pid, r in people.items()}
    P = {v: k for k, v in name.items()}
    assert len(P) == len(name)
    apps = {r["id"]: r for r in read_csv(os.path.join(src, "App.csv"))}
    devices = {r["id"]: r for r in read_csv(os.path.join(src, "Device.csv"))}
    installs = {d: split_multi(r["install"], sep) for d, r in devices.items()}
    owns = defaultdict(list)
    for r in read_csv(os.path.join(src, "Person_hasDevice_Device.csv")):
        if r["dst"] not in owns[r["src"]]:
            owns[r["src"]].append(r["dst"])
    company_certs = defaultdict(set)
    for r in read_csv(os.path.join(src, "Company_hasCert_Cert.csv")):
        company_certs[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in read_csv(os.path.join(src, "Person_holdShare_Company.csv")):
        shares[r["src"]].add(r["dst"])
    tr = Transfers(read_csv(os.path.join(src, "Person_fundTrans_Person.csv")), "src", "dst")

    def within(n):
        return lambda row: days_before(now, row[2]) < n

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]

    def developed(p):
        counts = defaultdict(int)
        for d in owns.get(p, []):
            for a in installs[d]:
                counts[a] += 1
        return [a for a, n in counts.items() if n > 5]

    def released(p):
        certs = set()
        for c in shares.get(p, ()):
            certs |= company_certs[c]
        return [a for a, r in apps.items() if r["useCert"] in certs]

    developers = [p for p in people if set(developed(p)) & set(gambling)]
    bosses = []
    for s in people:
        for a in set(released(s)) & set(gambling):
            devs = [u for u in people if a in developed(u)]
            if any(tr.select(src=s, dst=u) for u in devs):
                bosses.append(s)
                break

    qs = QuestionSet("riskmining")
    BO = P["柏*"]

    # 01 field
    qs.add("What is 萧*'s phone number?", people[P["萧*"]]["hasPhone"], "field")
    # 02 count with condition
    qs.add("How many people are older than 50?",
           num(sum(1 for r in people.values() if int(r["age"]) > 50)), "count")
    # 03 list
    qs.add("Which apps carry the risk mark 诈骗?",
           [a for a, r in apps.items() if r["riskMark"] == "诈骗"], "list")
    # 04 yes/no
    qs.add("Has 柏* ever transferred money to 左**?",
           yes_no(bool(tr.select(src=BO, dst=P["左**"])), "en"), "yesno")
    # 05 superlative
    qs.add("Who owns the most devices?",
           name[unique_max({p: len(ds) for p, ds in owns.items()})], "superlative")
    # 06 top-N
    install_count = defaultdict(int)
    for d, al in installs.items():
        for a in al:
            install_count[a] += 1
    qs.add("Which 5 apps are installed on the most devices?", top_n(install_count, 5), "topn")
    # 07 per-group counts
    n_to = defaultdict(int)
    for r in tr.select(src=BO):
        n_to[name[r[1]]] += 1
    qs.add("Number of transfers 柏* sent to each recipient, largest first.",
           flat_groups(n_to), "group_count")
    # 08 window sum
    qs.add("How much did 柏* transfer in total over the last 30 days?",
           num(tr.outflow(BO, within(30))), "sum_window")
    # 09 average
    rows = tr.select(src=BO, dst=P["杜*"])
    qs.add("What is the average amount of the transfers from 柏* to 杜*?",
           num(tr.total(rows) / len(rows)), "avg")
    # 10 max
    qs.add("largest single transfer from 柏* to 邬**",
           num(max(Decimal(r[3]) for r in tr.select(src=BO, dst=P["邬**"]))), "max")
    # 11 excluding a party
    qs.add("Total amount 柏* transferred, leaving out the transfers to 邬**?",
           num(tr.outflow(BO, lambda r: r[1] != P["邬**"])), "sum_excluding")
    # 12 two hops
    fraud = []
    for d in owns[P["左**"]]:
        for a in installs[d]:
            if apps[a]["riskMark"] == "诈骗" and a not in fraud:
                fraud.append(a)
    qs.add("Which of the apps installed on 左**'s devices are marked as fraud (诈骗)?",
           fraud, "two_hop")
    # 13 negation (rules: 赌博应用, release)
    rel = set(released(BO))
    qs.add("Which gambling apps (risk mark 赌博) are not released by 柏*?",
           [a for a in gambling if a not in rel], "negation")
    # 14 comparison
    a1, a2 = int(people[P["裘**"]]["age"]), int(people[P["杜*"]]["age"])
    assert a1 != a2
    qs.add("Who is older, 裘** or 杜*?", "裘**" if a1 > a2 else "杜*", "comparison")
    # 15 rule 赌博App开发者
    qs.add("Who are the gambling app developers (赌博App开发者)?",
           [name[p] for p in developers], "rule")
    # 16 rule release
    qs.add("How many apps does 柏* release, according to the release rule?",
           num(len(released(BO))), "rule")

    # Chinese
    qs.add("邬**多大年纪？", people[P["邬**"]]["age"], "field", "zh")
    qs.add("杜*在2023年9月一共收到几笔转账？",
           num(len(tr.select(dst=P["杜*"], pred=lambda r: r[2].startswith("202309")))),
           "count", "zh")
    sums = defaultdict(Decimal)
    for r in tr.select(src=BO):
        sums[name[r[1]]] += Decimal(r[3])
    qs.add("柏*转给每个人的总金额分别是多少？按金额从大到小列出。", flat_groups(sums),
           "group_sum", "zh")
    qs.add("杜*属于赌博App开发者吗？", yes_no(P["杜*"] in developers, "zh"), "rule", "zh")
    ages = {p: int(r["age"]) for p, r in people.items()}
    qs.add("年龄最大的自然人是谁？", name[unique_max(ages)], "superlative", "zh")
    qs.add("2023年9月1日到9月10日（含两端），柏*一共转给邬**多少钱？",
           num(tr.total(tr.select(src=BO, dst=P["邬**"],
                                  pred=lambda r: "20230901" <= r[2] <= "20230910"))),
           "sum_pair", "zh")
    me = P["方*"]
    sharers = []
    for d in owns[me]:
        for p, ds in owns.items():
            if p != me and d in ds and name[p] not in sharers:
                sharers.append(name[p])
    qs.add("和方*共用同一台设备的人是谁？", sharers, "two_hop", "zh")
    qs.add("谁是赌博App老板？", [name[p] for p in bosses], "rule", "zh")
    rows = tr.select(src=BO, dst=P["裘**"])
    biggest = max(Decimal(r[3]) for r in rows)
    dates = [r[2] for r in rows if Decimal(r[3]) == biggest]
    assert len(dates) == 1
    qs.add("柏*转给裘**金额最大的那笔是哪天转的？", dates, "field", "zh")
    return qs.write("r71-kag-riskmining.json")


def main():
    for build in (build_acme, build_supplychain, build_riskmining):
        print(build())


if __name__ == "__main__":
    main()
