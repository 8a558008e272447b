#!/usr/bin/env python3
"""Round 69 gold: acme-supply, kag-supplychain, kag-riskmining (25 questions each, 16 en + 9 zh).

Computes every gold answer from the raw CSV files with Python's csv module (standard library only,
nothing of kagflow) and writes, next to this script's parent folder:

    r69-acme-supply.json, r69-kag-supplychain.json, r69-kag-riskmining.json

Each is a JSON list of {"id", "question", "answer": [str, ...], "shape", "lang"}.

Data is found by walking up from this file's folder: acme in `data/examples/acme-supply` of an
ancestor; the KAG sets in `datasets/` or `shared/datasets/` of an ancestor.

Readings used
-------------
* "Now" (the as-of date): acme's `as_of` in its kagflow.yaml (2024-06-30); the KAG projects 2023-10-15.
* "The last N days" / "近N天": transfers whose date is strictly fewer than N days before now
  (date_diff(now, transDate) < N, as the schemas' rules write it); a transfer dated exactly N days
  before is out. An explicit date range ("1 January to 31 March 2024") includes both ends.
* Multi-value cells are split on the project's separator (acme ';' from its kagflow.yaml, the KAG
  sets ',') and de-duplicated, first occurrence kept. Supply-chain Person.legalRepresentative names
  companies by name; risk-mining edge files name certificates by certNum and devices/companies/people by id.
* Numbers: integers plainly; non-integers rounded half up (decimal.ROUND_HALF_UP) to 2 decimals, with
  Decimal arithmetic on the cell text. Dates as the data writes them (yyyyMMdd). Yes/no as yes/no (en)
  or 是/否 (zh). Lists one string per item (order not meaningful). Counts or sums per group flattened
  [group, value, ...] largest first, asserted free of ties. Superlative winners asserted unique; top-N
  asserts no tie across the cut.
* Rule-derived notions are computed from the raw CSVs as the schema files define them:
  - totalTransInAmt: sum of all transAmt the company received.
  - acme outflow90Days / supply-chain fundTrans{1,3,6}Month(In): sum of transAmt out of (into) the
    company with date_diff(now, transDate) < 90 / 30, 90, 180 days.
  - cashflowDiff3Month: fundTrans3Month - fundTrans3MonthIn, a missing side read as 0.
  - mainSupply(s, o) ("o is s's main customer"): s makes a product whose hasSupplyChain lists a product
    o makes, o paid s, and the sum o paid s is more than half of s's totalTransInAmt.
  - sameLegalRepresentative(s, o): one person is legal representative of both s and o (o != s).
  - belongToIndustry(company): the belongToIndustry of the company's products in Product.csv
    (products absent from Product.csv have no industry; the question asked does not depend on them).
  - Supply-chain events: a ProductChainEvent with index 价格 and trend 上涨 belongs to 价格上涨, which
    leads to a 成本上涨 event for every company making a product listed in hasSupplyChain of the
    event's subject product.
  - Risk mining: developed(person, app) when the app is installed on more than 5 distinct devices the
    person owns; release(person, app) when the person holds shares in a company that has the
    certificate the app uses; 赌博应用 = riskMark contains 赌博; 赌博App开发者 = developed a gambling
    app; 赌博App老板 = released a gambling app a, some person u developed a, and the boss transferred
    money to u.
* Supply chain: CompanyUpdate.csv (which changes 浙江**摩托**限公司's products) is not applied; no
  question depends on that company's products. Questions involving the products that hasSupplyChain
  names but Product.csv lacks were left out.
* "Money sent/paid/transferred" between companies or people means the fundTrans rows in the
  direction named (source -> target).
"""

import csv
import json
import os
import re
from collections import Counter, OrderedDict, defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# --------------------------------------------------------------------------- locating data
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
    raise SystemExit("acme-supply not found above " + HERE)


def find_kag(name):
    for a in ancestors(HERE):
        for sub in ("datasets", os.path.join("shared", "datasets")):
            p = os.path.join(a, sub, name)
            if os.path.isdir(os.path.join(p, "sources")):
                return p
    raise SystemExit(name + " not found above " + HERE)


# --------------------------------------------------------------------------- helpers
def read(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d8(text):
    text = text.strip()
    return date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def num(value):
    value = Decimal(value)
    if value == value.to_integral_value():
        return str(int(value))
    return str(value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def unique_max(pairs):
    """pairs: iterable of (key, value); returns the key with the largest value, asserting uniqueness."""
    pairs = list(pairs)
    best = max(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def unique_min(pairs):
    pairs = list(pairs)
    best = min(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def top_n(pairs, n):
    pairs = sorted(pairs, key=lambda kv: kv[1], reverse=True)
    assert len(pairs) > n and pairs[n - 1][1] > pairs[n][1], pairs[: n + 1]
    return [k for k, _ in pairs[:n]]


def flat_groups(pairs):
    pairs = sorted(pairs, key=lambda kv: kv[1], reverse=True)
    values = [v for _, v in pairs]
    assert len(values) == len(set(values)), pairs
    out = []
    for k, v in pairs:
        out += [k, num(v)]
    return out


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer), answer
        n = len(self.items) + 1
        self.items.append(OrderedDict([
            ("id", "%s-r69-%02d" % (self.project, n)),
            ("question", question),
            ("answer", answer),
            ("shape", shape),
            ("lang", lang),
        ]))

    def write(self, filename):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25 and langs["en"] == 16 and langs["zh"] == 9, langs
        assert len({q["question"] for q in self.items}) == 25
        with open(os.path.join(OUT_DIR, filename), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


class Transfers:
    """fundTrans rows: (src, dst, date text, amount Decimal)."""

    def __init__(self, rows, src, dst):
        self.rows = [(r[src].strip(), r[dst].strip(), r["transDate"].strip(), Decimal(r["transAmt"].strip()))
                     for r in rows]

    def where(self, src=None, dst=None, not_dst=None, within=None, now=None, start=None, end=None):
        out = []
        for s, d, dt, amt in self.rows:
            if src is not None and s != src:
                continue
            if dst is not None and d != dst:
                continue
            if not_dst is not None and d == not_dst:
                continue
            if within is not None and not ((now - d8(dt)).days < within):
                continue
            if start is not None and d8(dt) < start:
                continue
            if end is not None and d8(dt) > end:
                continue
            out.append((s, d, dt, amt))
        return out

    @staticmethod
    def total(rows):
        return sum((r[3] for r in rows), Decimal(0))


def main_supply(company_products, downstream, transfers, s, o):
    """o is s's main customer (mainSupply(s, o))."""
    down = set()
    for p in company_products.get(s, []):
        down.update(downstream.get(p, []))
    if not down.intersection(company_products.get(o, [])):
        return False
    paid = Transfers.total(transfers.where(src=o, dst=s))
    total_in = Transfers.total(transfers.where(dst=s))
    return paid > 0 and paid / total_in > Decimal("0.5")


# =========================================================================== acme-supply
def acme():
    root = find_acme()
    with open(os.path.join(root, "kagflow.yaml"), encoding="utf-8") as f:
        yaml_text = f.read()
    as_of = re.search(r'^as_of:\s*"?(\d{4})-(\d{2})-(\d{2})"?', yaml_text, re.M)
    now = date(int(as_of.group(1)), int(as_of.group(2)), int(as_of.group(3)))
    sep_m = re.search(r'^multi_value_separator:\s*"(.)"', yaml_text, re.M)
    sep = sep_m.group(1) if sep_m else ","
    assert now == date(2024, 6, 30) and sep == ";"

    src = os.path.join(root, "sources")
    companies = read(os.path.join(src, "Company.csv"))
    people = read(os.path.join(src, "Person.csv"))
    products = read(os.path.join(src, "Product.csv"))
    tr = Transfers(read(os.path.join(src, "Company_fundTrans_Company.csv")), "srcId", "dstId")

    name = {c["id"]: c["name"] for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    assert len(cid) == len(companies)
    cprod = {c["id"]: split(c["product"], sep) for c in companies}
    downstream = {p["id"]: split(p["hasSupplyChain"], sep) for p in products}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    rep_of = defaultdict(set)
    for person, cs in reps.items():
        for c in cs:
            assert c in cid, c
            rep_of[c].add(person)

    def inflow(c):
        return Transfers.total(tr.where(dst=c))

    def outflow(c):
        return Transfers.total(tr.where(src=c))

    q = QSet("acme")

    # 1 field
    fjord = [c for c in companies if c["name"] == "Fjord Steel AS"][0]
    q.add("What country is Fjord Steel AS in?", [fjord["country"]], "field", "en")

    # 2 count with two conditions
    n = len([r for r in tr.rows if r[3] > 100000 and r[2].startswith("2024")])
    q.add("How many transfers above 100,000 were made in 2024?", [num(n)], "count", "en")

    # 3 count with a condition (strict)
    n = len([c for c in companies if int(c["founded"]) < 1960])
    q.add("How many companies were founded before 1960?", [num(n)], "count", "en")

    # 4 list
    us = [c["name"] for c in companies if c["country"] == "US"]
    q.add("list the companies based in the US", us, "list", "en")

    # 5 yes/no
    q.add("Is Bram de Vries the legal representative of Borealis Rubber Works?",
          [yn("Bram de Vries" in rep_of["Borealis Rubber Works"], "en")], "yesno", "en")

    # 6 superlative
    newest = unique_max((c["name"], int(c["founded"])) for c in companies)
    q.add("Which company was founded most recently?", [newest], "superlative", "en")

    # 7 top-N
    top = top_n([(name[c], inflow(c)) for c in name], 2)
    q.add("Top 2 companies by total money received", top, "topn", "en")

    # 8 group sums
    q.add("Total amount sent per paying company, largest first",
          flat_groups([(name[c], outflow(c)) for c in name if tr.where(src=c)]), "group_sum", "en")

    # 9 window sum (last 30 days, one sender)
    v = Transfers.total(tr.where(src=cid["Acme Motors"], within=30, now=now))
    q.add("How much did Acme Motors pay out in the last 30 days?", [num(v)], "window_sum", "en")

    # 10 between two named parties
    v = Transfers.total(tr.where(src=cid["Acme Motors"], dst=cid["O'Hara, Lamb & Sons"]))
    q.add("What's the total Acme Motors has paid to O'Hara, Lamb & Sons?", [num(v)], "pair_sum", "en")

    # 11 one direction
    v = Transfers.total(tr.where(src=cid["Eastwind Logistics"], dst=cid["Acme Motors"]))
    assert v != Transfers.total(tr.where(src=cid["Acme Motors"], dst=cid["Eastwind Logistics"]))
    q.add("How much money went from Eastwind Logistics to Acme Motors?", [num(v)], "direction", "en")

    # 12 excluding a party
    v = Transfers.total(tr.where(src=cid["Acme Motors"], not_dst=cid["Delta Cells GmbH"]))
    q.add("Sum of Acme Motors' outgoing transfers, leaving out those to Delta Cells GmbH",
          [num(v)], "sum_excluding", "en")

    # 13 average
    rows = tr.where(dst=cid["O'Hara, Lamb & Sons"])
    v = Transfers.total(rows) / len(rows)
    q.add("What is the average amount of the transfers O'Hara, Lamb & Sons received?", [num(v)], "avg", "en")

    # 14 two-hop: largest single transfer's receiver -> its legal representative
    big = unique_max(((s, d, dt), amt) for s, d, dt, amt in tr.rows)
    receiver = name[big[1]]
    assert len(rep_of[receiver]) == 1
    q.add("Who is the legal representative of the company that received the single largest transfer?",
          sorted(rep_of[receiver]), "two_hop", "en")

    # 15 negation
    senders = {r[0] for r in tr.rows}
    never = [name[c] for c in name if c not in senders]
    q.add("Which companies never sent any money?", never, "negation", "en")

    # 16 rule: mainSupply, companies whose main customer is Acme Motors
    acme_id = cid["Acme Motors"]
    ans = [name[s] for s in name if s != acme_id and main_supply(cprod, downstream, tr, s, acme_id)]
    q.add("Which companies count Acme Motors as their main customer?", ans, "rule", "en")

    # ---- zh
    # 17 rule outflow90Days (boundary: a transfer 89 days before now)
    rows = tr.where(src=cid["Eastwind Logistics"], within=90, now=now)
    q.add("Eastwind Logistics 近90天的流出金额是多少？", [num(Transfers.total(rows))], "rule", "zh")

    # 18 comparison of two named people
    older = unique_max([("Ada Moreno", age["Ada Moreno"]), ("Chloe Tan", age["Chloe Tan"])])
    q.add("Ada Moreno 和 Chloe Tan 谁年纪更大？", [older], "comparison", "zh")

    # 19 window count
    n = len(tr.where(within=60, now=now))
    q.add("最近60天内一共发生了几笔转账？", [num(n)], "window_count", "zh")

    # 20 max of one party's outgoing transfers
    v = max(r[3] for r in tr.where(src=cid["O'Hara, Lamb & Sons"]))
    q.add("O'Hara, Lamb & Sons 付出去的单笔最大金额是多少", [num(v)], "max", "zh")

    # 21 rule sameLegalRepresentative
    ans = sorted({c for p in rep_of["Granite Insurance"] for c in reps[p]} - {"Granite Insurance"})
    q.add("哪家公司和 Granite Insurance 是同一个法人代表？", ans, "rule", "zh")

    # 22 rule totalTransInAmt
    q.add("Fjord Steel AS 总共收到了多少钱？", [num(inflow(cid["Fjord Steel AS"]))], "rule", "zh")

    # 23 negation: no legal representative
    ans = [c["name"] for c in companies if not rep_of.get(c["name"])]
    q.add("哪些公司没有登记法定代表人？", ans, "negation", "zh")

    # 24 two-hop: Helix Chemicals' representative's other companies
    ans = sorted({c for p in rep_of["Helix Chemicals"] for c in reps[p]} - {"Helix Chemicals"})
    q.add("Helix Chemicals 的法人代表还担任哪家公司的法人？", ans, "two_hop", "zh")

    # 25 explicit date range, inclusive
    rows = tr.where(start=date(2024, 1, 1), end=date(2024, 3, 31))
    q.add("2024年1月1日到3月31日之间，所有转账金额合计是多少？", [num(Transfers.total(rows))], "window_sum", "zh")

    q.write("r69-acme-supply.json")
    return q


# =========================================================================== kag-supplychain
def supplychain():
    root = find_kag("kag-supplychain")
    src = os.path.join(root, "sources")
    now = date(2023, 10, 15)
    sep = ","
    companies = read(os.path.join(src, "Company.csv"))
    people = read(os.path.join(src, "Person.csv"))
    products = read(os.path.join(src, "Product.csv"))
    events = read(os.path.join(src, "ProductChainEvent.csv"))
    tr = Transfers(read(os.path.join(src, "Company_fundTrans_Company.csv")), "srcId", "dstId")

    name = {c["id"]: c["name"] for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    assert len(cid) == len(companies)
    cprod = {c["id"]: split(c["product"], sep) for c in companies}
    # Product.csv repeats rows; assert the repeats agree
    prow = {}
    for p in products:
        key = p["id"].strip()
        val = (p["belongToIndustry"].strip(), tuple(split(p["hasSupplyChain"], sep)))
        assert prow.setdefault(key, val) == val, key
    downstream = {k: list(v[1]) for k, v in prow.items()}
    industry = {k: v[0] for k, v in prow.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    rep_of = defaultdict(set)
    for person, cs in reps.items():
        for c in cs:
            assert c in cid, c
            rep_of[c].add(person)

    def inflow(c):
        return Transfers.total(tr.where(dst=c))

    def outflow(c):
        return Transfers.total(tr.where(src=c))

    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]

    q = QSet("supplychain")

    # 1 field of one transfer
    rows = tr.where(src=CH, dst=cid["宝业集****公司"])
    assert len(rows) == 1
    q.add("When did 传化****限公司 pay 宝业集****公司?", [rows[0][2]], "field", "en")

    # 2 count with a condition
    n = len([p for p in people if int(p["age"]) > 40])
    q.add("How many persons are older than 40?", [num(n)], "count", "en")

    # 3 list in a window
    rows = tr.where(src=CH, within=30, now=now)
    ans = list(dict.fromkeys(name[r[1]] for r in rows))
    q.add("Which companies did 传化****限公司 send money to in the last 30 days?", ans, "window_list", "en")

    # 4 yes/no (direction)
    q.add("Did 三角***份限公司 ever transfer money to 浙江**摩托**限公司?",
          [yn(bool(tr.where(src=SJ, dst=ZJ)), "en")], "yesno", "en")

    # 5 superlative
    winner = unique_max((name[c], inflow(c)) for c in name)
    q.add("Which company received the most money in total?", [winner], "superlative", "en")

    # 6 top-N among one payer's recipients
    recips = {r[1] for r in tr.where(src=CH)}
    top = top_n([(name[c], Transfers.total(tr.where(src=CH, dst=c))) for c in recips], 3)
    q.add("Top 3 recipients of 传化****限公司's payments by amount", top, "topn", "en")

    # 7 group sums
    payers = {r[0] for r in tr.where(dst=SJ)}
    q.add("Break down the money paid into 三角***份限公司 by payer",
          flat_groups([(name[c], Transfers.total(tr.where(src=c, dst=SJ))) for c in payers]), "group_sum", "en")

    # 8 group counts with a threshold on the count
    counts = Counter(r[1] for r in tr.rows)
    q.add("For each company that received more than one transfer, how many transfers did it receive?",
          flat_groups([(name[c], k) for c, k in counts.items() if k > 1]), "group_count", "en")

    # 9 rule fundTrans3Month, asked as a 90-day window
    v = Transfers.total(tr.where(src=CH, within=90, now=now))
    q.add("What was 传化****限公司's total outflow over the last 90 days?", [num(v)], "window_sum", "en")

    # 10 between two named parties
    v = Transfers.total(tr.where(src=ZJ, dst=SJ))
    q.add("How much has 浙江**摩托**限公司 paid 三角***份限公司 in total?", [num(v)], "pair_sum", "en")

    # 11 comparison of the two directions
    a = Transfers.total(tr.where(src=CH, dst=SJ))
    b = Transfers.total(tr.where(src=SJ, dst=CH))
    assert a != b
    q.add("Did 传化****限公司 pay 三角***份限公司 more than 三角***份限公司 paid 传化****限公司?",
          [yn(a > b, "en")], "comparison", "en")

    # 12 excluding a party
    v = Transfers.total(tr.where(src=CH, not_dst=SJ))
    q.add("Total 传化****限公司 paid out, excluding payments to 三角***份限公司", [num(v)], "sum_excluding", "en")

    # 13 average
    rows = tr.where(dst=SJ)
    q.add("What is the average amount of the transfers received by 三角***份限公司?",
          [num(Transfers.total(rows) / len(rows))], "avg", "en")

    # 14 two-hop: largest single transfer's sender -> its legal representative's age
    big = unique_max(((s, d, dt), amt) for s, d, dt, amt in tr.rows)
    sender = name[big[0]]
    assert len(rep_of[sender]) == 1
    q.add("How old is the legal representative of the company that made the single largest transfer?",
          [num(age[next(iter(rep_of[sender]))])], "two_hop", "en")

    # 15 negation
    receivers = {r[1] for r in tr.rows}
    ans = [name[c] for c in sorted(payers) if c not in receivers]
    q.add("Which companies paid 三角***份限公司 but never received a transfer from anyone?", ans, "negation", "en")

    # 16 rule mainSupply
    ans = [name[o] for o in name if o != CH and main_supply(cprod, downstream, tr, CH, o)]
    assert len(ans) == 1
    q.add("Who is the main customer of 传化****限公司?", ans, "rule", "en")

    # ---- zh
    # 17 rule cashflowDiff3Month = fundTrans3Month - fundTrans3MonthIn
    out3 = Transfers.total(tr.where(src=SJ, within=90, now=now))
    in3 = Transfers.total(tr.where(dst=SJ, within=90, now=now))
    q.add("三角***份限公司的近3个月资金流水差是多少？", [num(out3 - in3)], "rule", "zh")

    # 18 rule belongToIndustry
    inds = []
    for p in cprod[SJ]:
        assert p in industry, p
        if industry[p] not in inds:
            inds.append(industry[p])
    q.add("三角***份限公司属于哪个行业？", inds, "rule", "zh")

    # 19 rule sameLegalRepresentative
    ans = sorted({c for p in rep_of["传化****限公司"] for c in reps[p]} - {"传化****限公司"})
    q.add("和传化****限公司共用同一个法人的公司有哪些？", ans, "rule", "zh")

    # 20 window count
    n = len(tr.where(within=90, now=now))
    q.add("近90天内一共有多少笔转账？", [num(n)], "window_count", "zh")

    # 21 field (multi-value)
    q.add("康**股有公司经营哪些产品？", cprod[cid["康**股有公司"]], "field", "zh")

    # 22 rule: product-chain event -> company cost rise
    hit = False
    for e in events:
        if e["index"].strip() == "价格" and e["trend"].strip() == "上涨":
            subj = e["subject"].strip()
            if subj == "商品化工-橡胶-合成橡胶-顺丁橡胶":
                hit = hit or bool(set(downstream[subj]) & set(cprod[SJ]))
    q.add("顺丁橡胶价格上涨，会不会导致三角***份限公司成本上涨？", [yn(hit, "zh")], "rule", "zh")

    # 23 comparison
    older = unique_max([("庞*", age["庞*"]), ("夏**", age["夏**"])])
    q.add("庞*和夏**谁年纪更大", [older], "comparison", "zh")

    # 24 superlative
    q.add("年纪最大的自然人是谁？", [unique_max(age.items())], "superlative", "zh")

    # 25 distinct count on a multi-value cell with repeats
    q.add("臧*是几家公司的法人代表？", [num(len(reps["臧*"]))], "count", "zh")

    q.write("r69-kag-supplychain.json")
    return q


# =========================================================================== kag-riskmining
def riskmining():
    root = find_kag("kag-riskmining")
    src = os.path.join(root, "sources")
    now = date(2023, 10, 15)
    sep = ","
    apps = {a["id"].strip(): a for a in read(os.path.join(src, "App.csv"))}
    devices = {d["id"].strip(): d for d in read(os.path.join(src, "Device.csv"))}
    people = read(os.path.join(src, "Person.csv"))
    companies = read(os.path.join(src, "Company.csv"))
    tr = Transfers(read(os.path.join(src, "Person_fundTrans_Person.csv")), "src", "dst")

    pname = {p["id"].strip(): p["name"].strip() for p in people}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    age = {p["name"].strip(): int(p["age"]) for p in people}
    cname = {c["id"].strip(): c["name"].strip() for c in companies}
    install = {k: split(d["install"], sep) for k, d in devices.items()}
    owns = defaultdict(set)
    for r in read(os.path.join(src, "Person_hasDevice_Device.csv")):
        owns[r["src"].strip()].add(r["dst"].strip())
    person_cert = defaultdict(set)
    for r in read(os.path.join(src, "Person_hasCert_Cert.csv")):
        person_cert[r["src"].strip()].add(r["dst"].strip())
    company_cert = defaultdict(set)
    for r in read(os.path.join(src, "Company_hasCert_Cert.csv")):
        company_cert[r["src"].strip()].add(r["dst"].strip())
    shares = defaultdict(set)
    for r in read(os.path.join(src, "Person_holdShare_Company.csv")):
        shares[r["src"].strip()].add(r["dst"].strip())

    gambling = [a for a, row in apps.items() if "赌博" in row["riskMark"]]

    def developed(p):
        c = Counter(a for d in owns[p] for a in install[d])
        return [a for a, k in c.items() if k > 5]

    def released(p):
        certs = set().union(*[company_cert[c] for c in shares[p]]) if shares[p] else set()
        return [a for a, row in apps.items() if row["useCert"].strip() in certs]

    developers = [pname[p] for p in pname if set(developed(p)) & set(gambling)]
    bosses = []
    for s in pname:
        ok = False
        for a in set(released(s)) & set(gambling):
            for u in pname:
                if a in developed(u) and tr.where(src=s, dst=u):
                    ok = True
        if ok:
            bosses.append(pname[s])

    BAI = pid["柏*"]
    q = QSet("riskmining")

    # 1 field (Company.csv's phone column)
    comp = [c for c in companies if c["name"].strip() == "中信*投证***限公司"][0]
    q.add("What is the phone number of 中信*投证***限公司?", [comp["phone"].strip()], "field", "en")

    # 2 count with a condition
    n = len([a for a, row in apps.items() if row["riskMark"].strip() == "诈骗"])
    q.add("How many apps carry the risk mark 诈骗?", [num(n)], "count", "en")

    # 3 list
    q.add("Which apps are flagged as gambling apps?", gambling, "list", "en")

    # 4 yes/no
    q.add("Does 雷** own device 45?", [yn("45" in owns[pid["雷**"]], "en")], "yesno", "en")

    # 5 superlative
    recips = {r[1] for r in tr.where(src=BAI)}
    winner = unique_max((pname[p], Transfers.total(tr.where(src=BAI, dst=p))) for p in recips)
    q.add("Who received the most money from 柏*?", [winner], "superlative", "en")

    # 6 top-N amounts
    amounts = [(i, r[3]) for i, r in enumerate(tr.rows)]
    top = top_n(amounts, 3)
    q.add("What are the three largest single transfer amounts?", [num(tr.rows[i][3]) for i in top], "topn", "en")

    # 7 group counts
    q.add("How many transfers did 柏* make to each recipient?",
          flat_groups([(pname[p], len(tr.where(src=BAI, dst=p))) for p in recips]), "group_count", "en")

    # 8 group sums
    q.add("total amount 柏* sent, per recipient",
          flat_groups([(pname[p], Transfers.total(tr.where(src=BAI, dst=p))) for p in recips]), "group_sum", "en")

    # 9 window sum
    v = Transfers.total(tr.where(src=BAI, within=30, now=now))
    q.add("How much did 柏* transfer in the last 30 days?", [num(v)], "window_sum", "en")

    # 10 between two named parties
    v = Transfers.total(tr.where(src=BAI, dst=pid["杜*"]))
    q.add("Total transferred from 柏* to 杜*", [num(v)], "pair_sum", "en")

    # 11 one direction
    q.add("Has 邬** ever transferred money to 柏*?",
          [yn(bool(tr.where(src=pid["邬**"], dst=BAI)), "en")], "direction", "en")

    # 12 excluding a party
    v = Transfers.total(tr.where(src=BAI, not_dst=pid["邬**"]))
    q.add("Sum of 柏*'s transfers to everyone except 邬**", [num(v)], "sum_excluding", "en")

    # 13 average
    rows = tr.where(src=BAI, dst=pid["杜*"])
    q.add("What is the average amount of the transfers from 柏* to 杜*?",
          [num(Transfers.total(rows) / len(rows))], "avg", "en")

    # 14 max -> its date
    rows = tr.where(src=BAI, dst=pid["裘**"])
    best = unique_max((r[2], r[3]) for r in rows)
    q.add("On what date did 柏* make his largest transfer to 裘**?", [best], "max", "en")

    # 15 two-hop: person's certificate -> gambling apps using it
    certs = person_cert[pid["裘**"]]
    ans = [a for a in gambling if apps[a]["useCert"].strip() in certs]
    q.add("Which gambling app uses the certificate that 裘** holds?", ans, "two_hop", "en")

    # 16 rule developed
    q.add("Which apps has 杜* developed?", developed(pid["杜*"]), "rule", "en")

    # ---- zh
    # 17 rule 赌博App开发者
    q.add("哪些人是赌博App开发者？", developers, "rule", "zh")

    # 18 rule release, restricted to gambling apps
    ans = [a for a in gambling if a in released(BAI)]
    q.add("柏*发布了哪些赌博应用？", ans, "rule", "zh")

    # 19 group counts with a threshold
    q.add("拥有不止一台设备的人，各有几台？",
          flat_groups([(pname[p], len(ds)) for p, ds in owns.items() if len(ds) > 1]), "group_count", "zh")

    # 20 count with a condition
    n = len([p for p in people if int(p["age"]) > 50])
    q.add("年龄超过50岁的有多少人", [num(n)], "count", "zh")

    # 21 negation
    ans = [a for a in gambling if a not in released(BAI)]
    q.add("哪些赌博应用不是柏*发布的？", ans, "negation", "zh")

    # 22 comparison
    older = unique_max([("裘**", age["裘**"]), ("邬**", age["邬**"])])
    q.add("裘**和邬**谁的年纪大？", [older], "comparison", "zh")

    # 23 rule 赌博App老板
    q.add("谁是赌博App老板？", bosses, "rule", "zh")

    # 24 distinct count on a multi-value cell with a repeat
    raw = [x for x in devices["3"]["install"].split(sep) if x.strip()]
    assert len(raw) != len(install["3"])
    q.add("设备3上装了几个不同的应用？", [num(len(install["3"]))], "count", "zh")

    # 25 window sum between two named parties
    v = Transfers.total(tr.where(src=BAI, dst=pid["杜*"], within=30, now=now))
    q.add("近30天内柏*给杜*转了多少钱？", [num(v)], "window_sum", "zh")

    q.write("r69-kag-riskmining.json")
    return q


if __name__ == "__main__":
    for build in (acme, supplychain, riskmining):
        qs = build()
        for item in qs.items:
            print(item["id"], item["lang"], item["shape"], "|", item["question"], "->", item["answer"])
