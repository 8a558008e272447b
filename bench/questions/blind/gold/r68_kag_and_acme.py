#!/usr/bin/env python3
"""Round 68 blind questions for acme-supply, kag-supplychain and kag-riskmining, with gold answers.

Standard library only. Written from the projects' schemas, rules and CSV tables (never from
kagflow's code, tests or any other round's questions). Run it from anywhere:

    python3 bench/questions/blind/gold/r68_kag_and_acme.py

It finds the data by walking up from its own folder: acme under `data/examples/acme-supply` of an
ancestor, the KAG projects under `datasets/` or `shared/datasets/` of an ancestor. It writes
`r68-acme-supply.json`, `r68-kag-supplychain.json` and `r68-kag-riskmining.json` into the folder
above its own (`bench/questions/blind/`): 25 questions each, 16 English and 9 Chinese, each
`{"id", "question", "answer", "shape", "lang"}`.

Readings used
-------------
* "Now": acme's `as_of` in its `kagflow.yaml` (2024-06-30); the two KAG projects 2023-10-15.
  "The last N days" / "近N天" means transfers dated strictly fewer than N days before now (the
  rules' `date_diff(now, transDate) < N`). Every window used here is checked to have no transfer
  exactly N days before now, so "< N" and "<= N" agree.
* Calendar windows ("in June 2024", "from 1 to 10 September 2023") include both ends.
* Multi-value cells are split on the project's separator (acme `;`, KAG `,`), items stripped,
  empty items dropped and repeats removed (臧*'s cell naming two companies twice counts 5).
* Integers print plainly; non-integers are computed with Decimal on the cell text and rounded
  half up (ROUND_HALF_UP) to 2 decimals; an average or percentage that comes out whole prints as
  an integer. Percentages are given without "%". Dates are written as the data writes them.
* Yes/no answers: "yes"/"no" in English, "是"/"否" in Chinese.
* Lists: one string per item, entities by their `name` cell (apps by their id, the only name
  they have). Top-N lists are in rank order and assert no tie across the cut.
* Per-group counts and sums: flattened [group, value, group, value, ...], largest first, with an
  assertion that no two groups tie.
* Superlatives assert a unique winner.
* Rule-derived notions are computed from the raw CSVs as the schema rules define them:
  - acme/supplychain `totalTransInAmt`: sum of every incoming fundTrans amount.
  - acme `outflow90Days`, supplychain `fundTrans{1,3,6}Month` (outflow) and `...In` (inflow):
    sums of outgoing/incoming amounts dated < 30/90/180 days before now.
  - supplychain `cashflowDiff3Month` = fundTrans3Month - fundTrans3MonthIn (a missing side is 0).
  - `mainSupply(s, o)`: s makes a product whose `hasSupplyChain` lists a product o makes, o paid
    s, and o's payments to s are more than half of s's `totalTransInAmt`.
  - `sameLegalRepresentative(s, o)`: one person is legal representative of both (s != o).
  - supplychain `belongToIndustry(company)`: the `belongToIndustry` of each product the company
    lists that has a row in `Product.csv` (a product without a row gives no industry; the question
    asked is about a company all of whose products have rows).
  - riskmining `developed(s, app)`: more than 5 distinct devices owned by s have the app
    installed; `release(s, app)`: s holds shares in a company that holds (by certNum) the
    certificate the app uses; gambling app (赌博应用): riskMark contains 赌博; 赌博App开发者:
    developed a gambling app; 赌博App老板: released a gambling app that some person developed,
    and transferred money to that person.
* Names with `*` are real identifiers, matched exactly (华** and 华* are different people).
"""

import csv
import json
import os
import re
from collections import Counter, defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ----------------------------------------------------------------------------- locating data
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
        cand = os.path.join(a, "data", "examples", "acme-supply")
        if os.path.isdir(cand):
            return cand
    raise SystemExit("acme-supply not found above " + HERE)


def find_kag(name):
    for a in ancestors(HERE):
        for sub in ("datasets", os.path.join("shared", "datasets")):
            cand = os.path.join(a, sub, name)
            if os.path.isdir(cand):
                return cand
    raise SystemExit(name + " not found above " + HERE)


# ----------------------------------------------------------------------------- helpers
def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def split_cell(cell, sep):
    out = []
    for item in (cell or "").split(sep):
        item = item.strip()
        if item and item not in out:
            out.append(item)
    return out


def to_date(s):
    s = s.strip()
    if re.fullmatch(r"\d{8}", s):
        return date(int(s[:4]), int(s[4:6]), int(s[6:]))
    m = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", s)
    if m:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    raise ValueError("bad date " + s)


def fmt(d):
    """Decimal -> answer text: integers plainly, else 2 decimals rounded half up."""
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def pct(part, whole):
    return fmt(Decimal(part) * 100 / Decimal(whole))


def avg(values):
    values = [Decimal(v) for v in values]
    assert values
    return fmt(sum(values) / len(values))


def unique_max(mapping):
    """Key of the strictly largest value; asserts uniqueness."""
    best = max(mapping.values())
    keys = [k for k, v in mapping.items() if v == best]
    assert len(keys) == 1, ("tie at max", keys, best)
    return keys[0]


def unique_min(mapping):
    best = min(mapping.values())
    keys = [k for k, v in mapping.items() if v == best]
    assert len(keys) == 1, ("tie at min", keys, best)
    return keys[0]


def top_n(mapping, n):
    ranked = sorted(mapping.items(), key=lambda kv: -kv[1])
    assert len(ranked) > n, "not enough to cut"
    assert ranked[n - 1][1] != ranked[n][1], ("tie across the cut", ranked[: n + 1])
    vals = [v for _, v in ranked[:n]]
    assert len(set(vals)) == n, ("tie inside the top", ranked[:n])
    return [k for k, _ in ranked[:n]]


def flatten_groups(mapping):
    ranked = sorted(mapping.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in ranked]
    assert len(set(vals)) == len(vals), ("tie between groups", ranked)
    out = []
    for k, v in ranked:
        out += [k, fmt(v)]
    return out


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def check_window(transfers, now, n):
    """No transfer lies exactly n days before now, so '< n' and '<= n' agree."""
    for t in transfers:
        assert (now - t["date"]).days != n, ("transfer on the window's boundary", t, n)


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        assert lang in ("en", "zh")
        assert isinstance(answer, list) and answer, (question, answer)
        answer = [str(a) for a in answer]
        self.items.append(
            {
                "id": "%s-r68-%02d" % (self.project, len(self.items) + 1),
                "question": question,
                "answer": answer,
                "shape": shape,
                "lang": lang,
            }
        )

    def check(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.project, langs)
        assert len({q["question"] for q in self.items}) == 25
        assert len({q["id"] for q in self.items}) == 25


def load_transfers(path, src_keys, dst_keys):
    out = []
    for line, r in enumerate(read_csv(path), start=2):
        src = next(r[k] for k in src_keys if k in r).strip()
        dst = next(r[k] for k in dst_keys if k in r).strip()
        out.append(
            {
                "src": src,
                "dst": dst,
                "date": to_date(r["transDate"]),
                "raw_date": r["transDate"].strip(),
                "amt": Decimal(r["transAmt"].strip()),
                "line": line,
            }
        )
    return out


def in_range(t, lo, hi):
    return lo <= t["date"] <= hi


# ============================================================================= acme-supply
def acme():
    root = find_acme()
    conf = open(os.path.join(root, "kagflow.yaml"), encoding="utf-8").read()
    now = to_date(re.search(r'^as_of:\s*"?([0-9-]+)"?', conf, re.M).group(1))
    sep_m = re.search(r'^multi_value_separator:\s*"(.)"', conf, re.M)
    sep = sep_m.group(1) if sep_m else ","
    assert sep == ";" and now == date(2024, 6, 30)
    src = os.path.join(root, "sources")
    companies = read_csv(os.path.join(src, "Company.csv"))
    people = read_csv(os.path.join(src, "Person.csv"))
    products = read_csv(os.path.join(src, "Product.csv"))
    tr = load_transfers(os.path.join(src, "Company_fundTrans_Company.csv"), ["srcId"], ["dstId"])

    name = {c["id"]: c["name"] for c in companies}
    by_name = {c["name"]: c["id"] for c in companies}
    assert len(by_name) == len(name)
    founded = {c["id"]: int(c["founded"]) for c in companies}
    country = {c["id"]: c["country"].strip() for c in companies}
    cprod = {c["id"]: split_cell(c["product"], sep) for c in companies}
    down = {p["id"]: split_cell(p["hasSupplyChain"], sep) for p in products}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: [by_name[x] for x in split_cell(p["legalRepresentative"], sep)] for p in people}

    inflow = defaultdict(Decimal)
    for t in tr:
        inflow[t["dst"]] += t["amt"]

    def paid(a, b):
        return sum((t["amt"] for t in tr if t["src"] == a and t["dst"] == b), Decimal(0))

    def outflow_days(cid, n):
        check_window(tr, now, n)
        return sum((t["amt"] for t in tr if t["src"] == cid and (now - t["date"]).days < n), Decimal(0))

    def main_supply():
        pairs = set()
        for s in name:
            for o in name:
                if s == o:
                    continue
                chain = any(d in cprod[o] for up in cprod[s] for d in down.get(up, []))
                p = paid(o, s)
                if chain and p > 0 and p / inflow[s] > Decimal("0.5"):
                    pairs.add((s, o))
        return pairs

    ms = main_supply()
    C = lambda n: by_name[n]
    Q = QSet("acme")

    # 1 field
    Q.add("en", "field", "In which year was Fjord Steel AS founded?", [founded[C("Fjord Steel AS")]])
    # 2 count with an inclusive bound sitting on a value
    n = sum(1 for c in name if founded[c] <= 1955)
    assert any(founded[c] == 1955 for c in name)
    Q.add("en", "count", "How many companies in the register were founded in 1955 or earlier?", [n])
    # 3 list by property
    Q.add("en", "list", "List every company whose recorded country is US.",
          [name[c] for c in name if country[c] == "US"])
    # 4 yes/no on a direction
    Q.add("en", "yesno", "Is there any recorded fund transfer from Acme Motors to Fjord Steel AS?",
          [yn(paid(C("Acme Motors"), C("Fjord Steel AS")) > 0, "en")])
    # 5 superlative over single transfers
    amts = Counter()
    for t in tr:
        amts[t["line"]] = t["amt"]
    big = unique_max(amts)
    Q.add("en", "superlative", "Which company received the single largest fund transfer on record?",
          [name[next(t["dst"] for t in tr if t["line"] == big)]])
    # 6 top-3 by total received
    Q.add("en", "topn", "Top 3 companies by total amount received across all fund transfers, highest first.",
          [name[c] for c in top_n(dict(inflow), 3)])
    # 7 per-group count with a threshold
    rc = Counter(t["dst"] for t in tr)
    Q.add("en", "group_count",
          "For each company that received two or more fund transfers, how many transfers did it receive?",
          flatten_groups({name[c]: v for c, v in rc.items() if v >= 2}))
    # 8 per-group sum in a window
    g = defaultdict(Decimal)
    for t in tr:
        if in_range(t, date(2024, 1, 1), date(2024, 3, 31)):
            g[name[t["src"]]] += t["amt"]
    Q.add("en", "group_sum",
          "Broken down by payer: the total amount of fund transfers dated 1 January 2024 through "
          "31 March 2024 inclusive.",
          flatten_groups(g))
    # 9 sum between two named parties, one direction
    Q.add("en", "sum", "What is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons?",
          [fmt(paid(C("Acme Motors"), C("O'Hara, Lamb & Sons")))])
    # 10 average of one party's outgoing transfers
    Q.add("en", "average", "What is the average amount of the fund transfers sent by Acme Motors?",
          [avg([t["amt"] for t in tr if t["src"] == C("Acme Motors")])])
    # 11 minimum in a calendar window
    june = [t["amt"] for t in tr if in_range(t, date(2024, 6, 1), date(2024, 6, 30))]
    assert june.count(min(june)) == 1
    Q.add("en", "min", "smallest fund transfer dated in June 2024 — amount?", [fmt(min(june))])
    # 12 sum excluding one party
    s = sum((t["amt"] for t in tr if t["dst"] == C("O'Hara, Lamb & Sons") and t["src"] != C("Acme Motors")),
            Decimal(0))
    Q.add("en", "sum_excluding",
          "How much did O'Hara, Lamb & Sons receive in total from payers other than Acme Motors?", [fmt(s)])
    # 13 two-hop over transfers
    acme_id = C("Acme Motors")
    first = {t["dst"] for t in tr if t["src"] == acme_id}
    second = []
    for t in tr:
        if t["src"] in first and t["dst"] != acme_id and name[t["dst"]] not in second:
            second.append(name[t["dst"]])
    Q.add("en", "two_hop",
          "Which companies received money from a company that Acme Motors paid? Leave Acme Motors itself out.",
          second)
    # 14 negation
    Q.add("en", "negation", "Which companies never received a fund transfer?",
          [name[c] for c in name if inflow.get(c, 0) == 0])
    # 15 rule: mainSupply, inverse direction
    Q.add("en", "rule",
          "Under the schema's main-customer rule (mainSupply), which companies have Acme Motors as "
          "their main customer?",
          [name[s_] for s_, o in sorted(ms) if o == acme_id])
    # 16 comparison of two named people
    a, b = "Bram de Vries", "Chloe Tan"
    assert age[a] != age[b]
    Q.add("en", "comparison", "Who is older, Bram de Vries or Chloe Tan?", [a if age[a] > age[b] else b])

    # ---- Chinese
    # 17 reverse lookup of a multi-value property
    Q.add("zh", "reverse_lookup", "Helix Chemicals 的法定代表人是谁？",
          [p for p, cs in reps.items() if C("Helix Chemicals") in cs])
    # 18 rule outflow90Days
    Q.add("zh", "rule", "Acme Motors 近90天的资金流出总额是多少？", [fmt(outflow_days(acme_id, 90))])
    # 19 count with "at least"
    Q.add("zh", "count", "年龄不低于44岁的自然人有几位？", [sum(1 for v in age.values() if v >= 44)])
    # 20 rule totalTransInAmt
    Q.add("zh", "rule", "按总流入金额（totalTransInAmt）口径，O'Hara, Lamb & Sons 一共收到多少钱？",
          [fmt(inflow[C("O'Hara, Lamb & Sons")])])
    # 21 superlative on a property
    Q.add("zh", "superlative", "哪家公司成立得最早？", [name[unique_min(founded)]])
    # 22 yes/no colloquial
    Q.add("zh", "yesno", "Delta Cells GmbH 有没有给 Fjord Steel AS 转过钱？",
          [yn(paid(C("Delta Cells GmbH"), C("Fjord Steel AS")) > 0, "zh")])
    # 23 sum over the last 45 days
    check_window(tr, now, 45)
    Q.add("zh", "sum_window", "最近45天内，所有公司之间的资金往来合计金额是多少？",
          [fmt(sum((t["amt"] for t in tr if (now - t["date"]).days < 45), Decimal(0)))])
    # 24 rule sameLegalRepresentative
    g_id = C("Granite Insurance")
    same = []
    for p, cs in reps.items():
        if g_id in cs:
            same += [name[c] for c in cs if c != g_id and name[c] not in same]
    Q.add("zh", "rule", "与 Granite Insurance 共用同一位法定代表人的公司是哪家？", same)
    # 25 percentage
    out_acme = sum((t["amt"] for t in tr if t["src"] == acme_id), Decimal(0))
    Q.add("zh", "percentage",
          "Acme Motors 转给 Eastwind Logistics 的金额，占 Acme Motors 全部转出金额的百分之多少？（保留两位小数）",
          [pct(paid(acme_id, C("Eastwind Logistics")), out_acme)])
    Q.check()
    return Q


# ============================================================================= kag-supplychain
def supplychain():
    root = find_kag("kag-supplychain")
    src = os.path.join(root, "sources")
    now = date(2023, 10, 15)
    sep = ","
    companies = read_csv(os.path.join(src, "Company.csv"))
    people = read_csv(os.path.join(src, "Person.csv"))
    products = read_csv(os.path.join(src, "Product.csv"))
    tr = load_transfers(os.path.join(src, "Company_fundTrans_Company.csv"), ["srcId"], ["dstId"])

    name = {c["id"]: c["name"] for c in companies}
    by_name = {c["name"]: c["id"] for c in companies}
    assert len(by_name) == len(name)
    cprod = {c["id"]: split_cell(c["product"], sep) for c in companies}
    # Product.csv repeats ids; check the repeats agree, then keep one row per id.
    prow = {}
    for p in products:
        key = (p["belongToIndustry"].strip(), tuple(split_cell(p["hasSupplyChain"], sep)))
        assert prow.setdefault(p["id"].strip(), key) == key, p["id"]
    pind = {k: v[0] for k, v in prow.items()}
    down = {k: list(v[1]) for k, v in prow.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    reps = {p["name"]: [by_name[x] for x in split_cell(p["legalRepresentative"], sep)] for p in people}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].append(p)
    C = lambda n: by_name[n]

    inflow = defaultdict(Decimal)
    for t in tr:
        inflow[t["dst"]] += t["amt"]

    def paid(a, b):
        return sum((t["amt"] for t in tr if t["src"] == a and t["dst"] == b), Decimal(0))

    def window(cid, n, direction):
        check_window(tr, now, n)
        key = "src" if direction == "out" else "dst"
        return sum((t["amt"] for t in tr if t[key] == cid and (now - t["date"]).days < n), Decimal(0))

    def main_supply():
        pairs = set()
        for s in name:
            ups = [d for up in cprod[s] for d in down.get(up, [])]
            for o in name:
                if s == o or not any(d in cprod[o] for d in ups):
                    continue
                p = paid(o, s)
                if p > 0 and p / inflow[s] > Decimal("0.5"):
                    pairs.add((s, o))
        return pairs

    ms = main_supply()
    Q = QSet("supplychain")
    chuanhua, sanjiao, moto = C("传化****限公司"), C("三角***份限公司"), C("浙江**摩托**限公司")

    # 1 field
    Q.add("en", "field", "How old is 倪**?", [age["倪**"]])
    # 2 count with two inclusive bounds
    Q.add("en", "count", "How many natural persons are aged at least 40 and no more than 55?",
          [sum(1 for v in age.values() if 40 <= v <= 55)])
    # 3 count of transfers over an amount
    assert all(t["amt"] != 500000 for t in tr)
    Q.add("en", "count", "How many fund transfers were for 500,000 or more?",
          [sum(1 for t in tr if t["amt"] >= 500000)])
    # 4 list in a window, one payer
    lst = []
    for t in sorted(tr, key=lambda t: t["date"]):
        if t["src"] == chuanhua and in_range(t, date(2023, 9, 1), date(2023, 10, 31)):
            if name[t["dst"]] not in lst:
                lst.append(name[t["dst"]])
    Q.add("en", "list", "Which companies did 传化****限公司 pay in September or October 2023?", lst)
    # 5 yes/no on a direction
    Q.add("en", "yesno", "Did 传化****限公司 ever transfer money to 浙江**摩托**限公司?",
          [yn(paid(chuanhua, moto) > 0, "en")])
    # 6 superlative: payer of the largest total to one company
    payers = defaultdict(Decimal)
    for t in tr:
        if t["dst"] == sanjiao:
            payers[t["src"]] += t["amt"]
    Q.add("en", "superlative", "Which payer sent 三角***份限公司 the largest total amount?",
          [name[unique_max(payers)]])
    # 7 top-3 recipients of one payer
    rec = defaultdict(Decimal)
    for t in tr:
        if t["src"] == chuanhua:
            rec[t["dst"]] += t["amt"]
    Q.add("en", "topn",
          "Name the three companies that received the most money from 传化****限公司 in total, largest first.",
          [name[c] for c in top_n(dict(rec), 3)])
    # 8 per-group count with a threshold
    rc = Counter(t["dst"] for t in tr)
    Q.add("en", "group_count",
          "For every company that received at least two fund transfers: how many transfers did each receive?",
          flatten_groups({name[c]: v for c, v in rc.items() if v >= 2}))
    # 9 per-group sum in a calendar month
    g = defaultdict(Decimal)
    for t in tr:
        if in_range(t, date(2023, 8, 1), date(2023, 8, 31)):
            g[name[t["src"]]] += t["amt"]
    Q.add("en", "group_sum", "Total sent per payer in fund transfers dated in August 2023.", flatten_groups(g))
    # 10 average of one party's incoming transfers
    Q.add("en", "average", "What is the average amount of the transfers received by 三角***份限公司?",
          [avg([t["amt"] for t in tr if t["dst"] == sanjiao])])
    # 11 minimum in a calendar month for one recipient
    jun = [t["amt"] for t in tr if t["dst"] == sanjiao and in_range(t, date(2023, 6, 1), date(2023, 6, 30))]
    assert jun.count(min(jun)) == 1
    Q.add("en", "min", "Smallest single transfer 三角***份限公司 received in June 2023?", [fmt(min(jun))])
    # 12 sum excluding one party
    Q.add("en", "sum_excluding",
          "Report the total inflow of 三角***份限公司, excluding every transfer from 浙江**摩托**限公司.",
          [fmt(sum((t["amt"] for t in tr if t["dst"] == sanjiao and t["src"] != moto), Decimal(0)))])
    # 13 two-hop: payers -> their legal representatives
    out = []
    for t in tr:
        if t["dst"] == sanjiao:
            for p in rep_of.get(t["src"], []):
                if p not in out:
                    out.append(p)
    Q.add("en", "two_hop",
          "Which natural persons are legal representatives of companies that paid 三角***份限公司?", out)
    # 14 negation: recipients without a legal representative
    neg = []
    for t in tr:
        if t["src"] == chuanhua and not rep_of.get(t["dst"]) and name[t["dst"]] not in neg:
            neg.append(name[t["dst"]])
    Q.add("en", "negation",
          "Among the companies that received payments from 传化****限公司, which have no legal representative on record?",
          neg)
    # 15 comparison of two named people
    a, b = "樊**", "骆*"
    assert age[a] != age[b]
    Q.add("en", "comparison", "Who is older: 樊** or 骆*?", [a if age[a] > age[b] else b])
    # 16 rule mainSupply
    mc = [name[o] for s_, o in sorted(ms) if s_ == chuanhua]
    assert len(mc) == 1
    Q.add("en", "rule",
          "According to the schema's main-customer rule (主要客户, mainSupply), which company is the main "
          "customer of 传化****限公司?", mc)

    # ---- Chinese
    # 17 per-group count: people aged 58+ -> number of companies represented
    g = {p: len(cs) for p, cs in reps.items() if age[p] >= 58}
    Q.add("zh", "group_count", "年龄在58岁及以上的自然人，各自担任几家公司的法人代表？", flatten_groups(g))
    # 18 rule fundTrans1Month
    Q.add("zh", "rule", "传化****限公司近1月流出多少钱？", [fmt(window(chuanhua, 30, "out"))])
    # 19 rule fundTrans3MonthIn (90 days back and three calendar months back pick the same transfers)
    assert {t["line"] for t in tr if (now - t["date"]).days < 90} == \
        {t["line"] for t in tr if t["date"] > date(2023, 7, 15)}
    Q.add("zh", "rule", "三角***份限公司近3个月的资金流入总额是多少？", [fmt(window(sanjiao, 90, "in"))])
    # 20 rule cashflowDiff3Month
    diff = window(chuanhua, 90, "out") - window(chuanhua, 90, "in")
    Q.add("zh", "rule", "请给出传化****限公司的近3个月资金流水差。", [fmt(diff)])
    # 21 rule sameLegalRepresentative
    same = []
    for p, cs in reps.items():
        if sanjiao in cs:
            same += [name[c] for c in cs if c != sanjiao and name[c] not in same]
    Q.add("zh", "rule", "和三角***份限公司有共同法人的公司有哪些？", same)
    # 22 rule belongToIndustry, counted
    xc = C("新晨*国***股*公司")
    assert all(p in pind for p in cprod[xc])
    Q.add("zh", "rule", "按所在行业规则，新晨*国***股*公司一共属于几个不同的行业？",
          [len({pind[p] for p in cprod[xc]})])
    # 23 superlative
    Q.add("zh", "superlative", "自然人里年纪最大的是谁？", [unique_max(age)])
    # 24 yes/no
    Q.add("zh", "yesno", "三角***份限公司给传化****限公司转过账吗？", [yn(paid(sanjiao, chuanhua) > 0, "zh")])
    # 25 sum of one party's outflow
    Q.add("zh", "sum", "浙江**摩托**限公司一共转出去多少钱？",
          [fmt(sum((t["amt"] for t in tr if t["src"] == moto), Decimal(0)))])
    Q.check()
    return Q


# ============================================================================= kag-riskmining
def riskmining():
    root = find_kag("kag-riskmining")
    src = os.path.join(root, "sources")
    now = date(2023, 10, 15)
    sep = ","
    R = lambda f: read_csv(os.path.join(src, f))
    apps, devices, people = R("App.csv"), R("Device.csv"), R("Person.csv")
    companies = R("Company.csv")
    pdev, chc, hold = R("Person_hasDevice_Device.csv"), R("Company_hasCert_Cert.csv"), R("Person_holdShare_Company.csv")
    tr = load_transfers(os.path.join(src, "Person_fundTrans_Person.csv"), ["src"], ["dst"])

    pname = {p["id"]: p["name"] for p in people}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"].strip() for p in people}
    cname = {c["id"]: c["name"] for c in companies}
    risk = {a["id"]: a["riskMark"].strip() for a in apps}
    use_cert = {a["id"]: a["useCert"].strip() for a in apps}
    install = {d["id"]: split_cell(d["install"], sep) for d in devices}
    owned = defaultdict(set)
    owners = defaultdict(set)
    for r in pdev:
        owned[r["src"]].add(r["dst"])
        owners[r["dst"]].add(r["src"])
    ccerts = defaultdict(set)
    for r in chc:
        ccerts[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in hold:
        shares[r["src"]].add(r["dst"])

    gambling = [a["id"] for a in apps if "赌博" in risk[a["id"]]]

    def devices_with(person, app):
        return sum(1 for d in owned[person] if app in install.get(d, []))

    developed = defaultdict(list)
    for p in pname:
        for a in risk:
            if devices_with(p, a) > 5:
                developed[p].append(a)
    released = defaultdict(list)
    for p in pname:
        certs = set()
        for c in shares[p]:
            certs |= ccerts[c]
        released[p] = [a for a in risk if use_cert[a] in certs]
    devs = [pname[p] for p in pname if any(a in gambling for a in developed[p])]
    bosses = []
    for s in pname:
        for a in released[s]:
            if a not in gambling:
                continue
            if any(a in developed[u] and any(t["src"] == s and t["dst"] == u for t in tr) for u in pname):
                if pname[s] not in bosses:
                    bosses.append(pname[s])

    Q = QSet("riskmining")
    bai = pid["柏*"]

    def sent(dst_name=None, lo=None, hi=None):
        return [t for t in tr if t["src"] == bai and (dst_name is None or t["dst"] == pid[dst_name])
                and (lo is None or in_range(t, lo, hi))]

    # 1 field
    Q.add("en", "field", "How old is 席*?", [age["席*"]])
    # 2 two-hop through a certificate: companies holding the certificate an app uses
    holders = {c for c, cs in ccerts.items() if use_cert["com.qIu.VJbJ"] in cs}
    Q.add("en", "two_hop", "How many companies hold the certificate that the app com.qIu.VJbJ uses?",
          [len(holders)])
    # 3 count with a strict bound
    Q.add("en", "count", "How many people in the register are older than 50?",
          [sum(1 for v in age.values() if v > 50)])
    # 4 count of transfers under an amount between two named parties
    Q.add("en", "count", "How many of 柏*'s transfers to 杜* were for less than 1,000?",
          [sum(1 for t in sent("杜*") if t["amt"] < 1000)])
    # 5 sum in a calendar window between two named parties
    Q.add("en", "sum_window",
          "What did 柏* transfer to 邬** in total between 1 September 2023 and 10 September 2023, both days included?",
          [fmt(sum((t["amt"] for t in sent("邬**", date(2023, 9, 1), date(2023, 9, 10))), Decimal(0)))])
    # 6 sum over the last 30 days
    check_window(tr, now, 30)
    last30 = [t for t in tr if t["src"] == bai and (now - t["date"]).days < 30]
    Q.add("en", "sum_window", "How much did 柏* transfer altogether in the last 30 days?",
          [fmt(sum((t["amt"] for t in last30), Decimal(0)))])
    # 7 maximum between two named parties
    m = [t["amt"] for t in sent("裘**")]
    assert m.count(max(m)) == 1
    Q.add("en", "max", "largest single transfer from 柏* to 裘**", [fmt(max(m))])
    # 8 average between two named parties
    Q.add("en", "average", "What is the average amount of 柏*'s transfers to 杜*?",
          [avg([t["amt"] for t in sent("杜*")])])
    # 9 per-group count
    g = Counter(pname[t["dst"]] for t in tr if t["src"] == bai)
    Q.add("en", "group_count", "Number of transfers 柏* made to each recipient.", flatten_groups(dict(g)))
    # 10 top-3 by devices owned
    Q.add("en", "topn", "Top 3 people by number of devices owned, most first.",
          [pname[p] for p in top_n({p: len(v) for p, v in owned.items()}, 3)])
    # 11 superlative
    Q.add("en", "superlative", "Who is the youngest person on record?", [unique_min(age)])
    # 12 rule: gambling-app developers
    Q.add("en", "rule",
          "Which people qualify as gambling-app developers (赌博App开发者) under the schema's rules?", devs)
    # 13 rule: release, restricted to gambling apps
    rel_g = [a for a in released[bai] if a in gambling]
    Q.add("en", "rule",
          "Under the release rule, which gambling apps (risk mark 赌博) did 柏* release?", rel_g)
    # 14 negation: fraud-marked apps on no device
    on_device = {a for d in install.values() for a in d}
    Q.add("en", "negation", "Which apps with risk mark 诈骗 are not installed on any device?",
          [a for a in risk if risk[a] == "诈骗" and a not in on_device])
    # 15 comparison
    a_, b_ = len(owned[pid["杜*"]]), len(owned[pid["裘**"]])
    assert a_ != b_
    Q.add("en", "comparison", "Who owns more devices, 杜* or 裘**?", ["杜*" if a_ > b_ else "裘**"])
    # 16 yes/no
    Q.add("en", "yesno", "Did 柏* ever transfer money to 席*?",
          [yn(any(t["dst"] == pid["席*"] for t in sent()), "en")])

    # ---- Chinese
    # 17 rule: gambling-app boss
    Q.add("zh", "rule", "按规则，谁属于赌博App老板？", bosses)
    # 18 per-group sum
    g = defaultdict(Decimal)
    for t in sent():
        g[pname[t["dst"]]] += t["amt"]
    Q.add("zh", "group_sum", "柏*分别给每个收款人转了多少钱？按收款人列出合计金额。", flatten_groups(g))
    # 19 inverse lookup: who owns a device named by its id
    Q.add("zh", "list", "编号为45的设备归谁所有？", [pname[p] for p in sorted(owners["45"], key=int)])
    # 20 minimum between two named parties
    m = [t["amt"] for t in sent("邬**")]
    assert m.count(min(m)) == 1
    Q.add("zh", "min", "柏*转给邬**的单笔最小金额是多少？", [fmt(min(m))])
    # 21 two-hop: distinct apps on a person's devices
    apps_q = set()
    for d in owned[pid["裘**"]]:
        apps_q |= set(install.get(d, []))
    Q.add("zh", "two_hop", "裘**名下所有设备上，一共装了多少个不同的应用？", [len(apps_q)])
    # 22 field
    Q.add("zh", "field", "郎**的电话号码是多少", [phone["郎**"]])
    # 23 count of held companies
    Q.add("zh", "count", "柏*持股的公司有几家？", [len(shares[bai])])
    # 24 yes/no with an amount bound
    Q.add("zh", "yesno", "柏*有没有给杜*转过单笔超过10000元的钱？",
          [yn(any(t["amt"] > 10000 for t in sent("杜*")), "zh")])
    # 25 percentage within the last 30 days
    tot = sum((t["amt"] for t in last30), Decimal(0))
    part = sum((t["amt"] for t in last30 if t["dst"] == pid["邬**"]), Decimal(0))
    Q.add("zh", "percentage",
          "近30天内，柏*转给邬**的金额占柏*近30天转出总额的百分比是多少？（保留两位小数）", [pct(part, tot)])
    Q.check()
    # keep cname referenced for readers of the script (companies are named in no answer here)
    assert cname
    return Q


def main():
    outputs = {
        "r68-acme-supply.json": acme(),
        "r68-kag-supplychain.json": supplychain(),
        "r68-kag-riskmining.json": riskmining(),
    }
    for fname, qs in outputs.items():
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(qs.items, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        print("wrote", path, len(qs.items))


if __name__ == "__main__":
    main()
