#!/usr/bin/env python3
"""Gold-answer generator for question set r74 (compliance officer / procurement analyst).

Standalone, standard library only.  Run:  python3 r74_kag_and_acme.py
It writes three files into the folder above this script's folder
(bench/questions/blind/):

    r74-acme-supply.json      (project "acme-supply")
    r74-kag-supplychain.json  (project "kag-supplychain")
    r74-kag-riskmining.json   (project "kag-riskmining")

Each is a JSON list of 25 objects
    {"id": "<project>-r74-NN", "question": str, "answer": [str, ...],
     "shape": str, "lang": "en" | "zh"}
16 questions in English and 9 in Chinese per project.  Every answer is computed
here from the CSV cells; the only literals typed by hand are question wording
and the values a question names (entity names, product ids, dates, thresholds).

Data location
-------------
* KAG examples: walk up from this script's folder to the first ancestor that
  holds ``datasets/kag-supplychain`` or ``shared/datasets/kag-supplychain``.
* acme-supply: walk up to the first ancestor holding
  ``data/examples/acme-supply`` (the repository holding this script).

Answer conventions
------------------
* Integers: plain decimal digits, no separators ("1802602").
* Non-integers: decimal.Decimal computed on the cell text, rounded
  ROUND_HALF_UP to the number of decimals the question states (every
  non-integer question states it), e.g. "273333.33", "0.67".
* Yes/no: "yes"/"no" in English questions, "是"/"否" in Chinese ones.
* Dates: ISO yyyy-mm-dd (none of the answers is a date this time; day counts
  are integers, end date minus start date).
* Lists: exact name / id cells, one element each; unordered lists are given in
  data order.  Top-N lists are ordered largest first (as the question says).
  Breakdowns are flattened [name, value, name, value, ...] in the order named
  in the question.
* Comparatives: "more than" = strictly greater, "at least" = greater or equal.
  Date windows are explicit and inclusive at both ends.
* Superlatives and top-N are asserted unique (top-N: first N+1 values strictly
  decreasing) before they are used.

Files and fields used
---------------------
acme-supply (data/examples/acme-supply/sources):
  Company.csv (id, name, country, founded, product split on ';'),
  Company_fundTrans_Company.csv (srcId pays dstId; transDate yyyymmdd; transAmt
  integer), Person.csv (name, age, legalRepresentative = company *names* split
  on ';'), Product.csv (id, hasSupplyChain = downstream products split on ';':
  "X hasSupplyChain Y" is read as X feeds into Y, i.e. Y is downstream).
  The notes/ folder (free text) is not used.
kag-supplychain (datasets/kag-supplychain/sources):
  Company.csv (id, name, product split on ','), Company_fundTrans_Company.csv
  (srcId pays dstId), Person.csv (name, age, legalRepresentative = company
  names split on ','), Product.csv (id, belongToIndustry, hasSupplyChain split
  on ','), ProductChainEvent.csv (name, subject).
kag-riskmining (datasets/kag-riskmining/sources):
  Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone),
  Person_holdShare_Company.csv (person src holds shares in company dst),
  Person_fundTrans_Person.csv (src pays dst; transDate; transAmt),
  Person_hasDevice_Device.csv (person src owns device dst), Device.csv (id,
  install = app ids split on ','), App.csv (id, riskMark, useCert = a certNum),
  Company_hasCert_Cert.csv and Person_hasCert_Cert.csv (dst = a certNum).

Readings avoided (checked in code where possible)
-------------------------------------------------
* Relative-date rules in the schemas (近1月/近3月 flows, "outflow last 90
  days"): not used; every time window is an explicit date range.
* acme: no question depends on the notes/ text; Fjord Steel AS has no legal
  representative, so no question asks for it; country is a two-letter code
  cell and the question asks for the "country code".  Product isA (hyphen
  prefixes) is not needed by any question: the downstream / upstream sets
  asked about have no sub-concepts in the data.
* kag-supplychain: Product.csv repeats rows (78 rows, 44 ids, repeats
  identical) -- questions use distinct ids, never row counts.  Nine companies
  list a product twice -- no question counts a company's products.  Person 臧*
  lists 三角***份限公司 and 传化****限公司 twice -- no question counts 臧*'s
  companies.  CompanyUpdate.csv rewrites the products of 浙江**摩托**限公司 --
  no question asks for that company's products.  Product ids are isA paths
  (e.g. 轮胎与橡胶-轮胎 ⊃ ...-斜交轮胎): "which companies make X" is asked
  only for leaf products X (no sub-concepts anywhere in the data), and the
  upstream question asks for products that list the leaf 斜交轮胎 *itself* as
  a direct downstream product (links to its parent 轮胎与橡胶-轮胎 are not
  inherited; the question's wording rules that reading out).  Person ages repeat (20, 21, 22, 38,
  47): only the unique maximum is used.  The event 顺丁橡胶成本上涨 has
  index 价格 although its name says cost; only its subject is asked for.
* kag-riskmining: 3 devices list an app twice in install -- install lists are
  treated as sets and no question counts apps per device.  Devices are shared
  by several owners (e.g. device 45: two owners; devices 3, 25: three) --
  device questions count distinct devices per person or distinct owners.
  Company_hasCert / App.useCert / Person_hasCert use certNum, not Cert.id;
  questions name the certificate number.  Ages repeat (31, 43, 45, 53, 58):
  only unique extremes are used.  Company.csv names its phone column "phone"
  (schema: hasPhone); the question just asks for the phone number.  Company
  names differ only by the number of '*' (**娱乐**公司 vs **娱乐***公司):
  they are distinct exact cells.  The "developed"/"release" rules are not
  asked by name; the one release-like question states the path explicitly.
* Every fund-transfer question names the payer and the payee direction
  ("sent to", "received from", "paid"); the reverse direction is asked only
  where the answer differs (yes/no checks).
"""

import csv
import datetime
import json
import os
from collections import Counter, OrderedDict, defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ----------------------------------------------------------------- locating
def find_ancestor(rel_candidates):
    d = HERE
    while True:
        for rel in rel_candidates:
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data folder not found: %r" % (rel_candidates,))
        d = parent


def datasets_dir():
    p = find_ancestor([os.path.join("datasets", "kag-supplychain"),
                       os.path.join("shared", "datasets", "kag-supplychain")])
    return os.path.dirname(p)


def read_csv(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


# ----------------------------------------------------------------- helpers
def split(cell, sep):
    return [x.strip() for x in cell.split(sep) if x.strip()]


def dec_round(value, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(value).quantize(q, rounding=ROUND_HALF_UP))


def as_date(s):
    return datetime.date(int(s[0:4]), int(s[4:6]), int(s[6:8]))


def in_window(s, start, end):
    """s is yyyymmdd; start/end are ISO dates, inclusive."""
    return start.replace("-", "") <= s <= end.replace("-", "")


def unique_max(d):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) >= 1
    assert len(items) == 1 or items[0][1] > items[1][1], items[:3]
    return items[0][0]


def unique_min(d):
    items = sorted(d.items(), key=lambda kv: kv[1])
    assert len(items) == 1 or items[0][1] < items[1][1], items[:3]
    return items[0][0]


def top_n(d, n):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) >= n
    vals = [v for _, v in items[:n + 1]]
    for a, b in zip(vals, vals[1:]):
        assert a > b, vals
    return [k for k, _ in items[:n]]


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def days_between(a, b):
    return (as_date(b) - as_date(a)).days


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert lang in ("en", "zh")
        assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer), answer
        n = len(self.items) + 1
        self.items.append(OrderedDict([
            ("id", "%s-r74-%02d" % (self.project, n)),
            ("question", question),
            ("answer", answer),
            ("shape", shape),
            ("lang", lang),
        ]))

    def check(self):
        assert len(self.items) == 25, len(self.items)
        langs = Counter(i["lang"] for i in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        assert len(set(i["question"] for i in self.items)) == 25


# ================================================================ acme-supply
def build_acme():
    root = find_ancestor([os.path.join("data", "examples", "acme-supply")])
    src = os.path.join(root, "sources")
    companies = read_csv(os.path.join(src, "Company.csv"))
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    products = read_csv(os.path.join(src, "Product.csv"))

    # sanity checks
    assert len(set(c["id"] for c in companies)) == len(companies)
    assert len(set(c["name"] for c in companies)) == len(companies)
    assert len(set(p["name"] for p in persons)) == len(persons)
    assert len(set(p["id"] for p in products)) == len(products)
    assert len(set(tuple(t.values()) for t in trans)) == len(trans)
    for c in companies:
        assert c["name"] and c["country"] and c["founded"] and c["product"]
    by_id = {c["id"]: c for c in companies}
    by_name = {c["name"]: c for c in companies}
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
        int(t["transAmt"])
    prod_down = {p["id"]: split(p["hasSupplyChain"], ";") for p in products}
    cprods = {c["name"]: split(c["product"], ";") for c in companies}
    for ps in cprods.values():
        assert len(ps) == len(set(ps))
        for p in ps:
            assert p in prod_down
    for ds in prod_down.values():
        for d in ds:
            assert d in prod_down
    lr = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    for cs in lr.values():
        assert len(cs) == len(set(cs))
        for c in cs:
            assert c in by_name, c

    def nm(cid):
        return by_id[cid]["name"]

    def reps_of(cname):
        return [p for p, cs in lr.items() if cname in cs]

    inflow = defaultdict(int)
    for t in trans:
        inflow[nm(t["dstId"])] += int(t["transAmt"])

    q = QSet("acme-supply")

    # 1 attribute
    q.add("In what year was Delta Cells GmbH founded?",
          [by_name["Delta Cells GmbH"]["founded"]], "attribute", "en")
    # 2 attribute
    q.add("Which country code is on record for Eastwind Logistics?",
          [by_name["Eastwind Logistics"]["country"]], "attribute", "en")
    # 3 one-hop reverse (person -> company, asked from the company)
    a = reps_of("Granite Insurance")
    assert len(a) == 1
    q.add("Who is the legal representative of Granite Insurance?", a, "one_hop_reverse", "en")
    # 4 one-hop
    q.add("For which companies does Bram de Vries act as legal representative?",
          list(lr["Bram de Vries"]), "one_hop", "en")
    # 5 one-hop on products (downstream)
    q.add("Sheet steel (Metals-Steel-Sheet steel) feeds directly into which downstream products?",
          list(prod_down["Metals-Steel-Sheet steel"]), "one_hop", "en")
    # 6 two-hop: companies making a direct upstream input of tyres
    target = "Vehicles-Parts-Tyres"
    ups = [p for p, ds in prod_down.items() if target in ds]
    a = [c["name"] for c in companies if any(p in ups for p in cprods[c["name"]])]
    q.add("Which companies make a product that feeds directly into Vehicles-Parts-Tyres?",
          a, "two_hop", "en")
    # 7 count with two conditions (boundary value 90000 included by "at least")
    a = sum(1 for t in trans if t["transDate"].startswith("2024") and int(t["transAmt"]) >= 90000)
    q.add("How many fund transfers dated in calendar year 2024 were for at least 90,000?",
          [str(a)], "count", "en")
    # 8 sum in a window, one direction
    a = sum(int(t["transAmt"]) for t in trans
            if nm(t["srcId"]) == "Acme Motors" and in_window(t["transDate"], "2024-01-01", "2024-05-31"))
    q.add("What is the total amount Acme Motors paid out to other companies between 2024-01-01 and 2024-05-31 inclusive?",
          [str(a)], "aggregate_sum", "en")
    # 9 average received, 2 decimals
    amts = [Decimal(t["transAmt"]) for t in trans if nm(t["dstId"]) == "O'Hara, Lamb & Sons"]
    q.add("What is the average amount of the fund transfers received by O'Hara, Lamb & Sons? Round to 2 decimal places.",
          [dec_round(sum(amts) / len(amts), 2)], "aggregate_avg", "en")
    # 10 superlative
    q.add("Which company received the largest total amount of money across all recorded fund transfers?",
          [unique_max(inflow)], "superlative", "en")
    # 11 top-N (oldest = smallest founding year)
    neg_year = {c["name"]: -int(c["founded"]) for c in companies}
    q.add("Name the two longest-established companies by founding year, oldest first.",
          top_n(neg_year, 2), "top_n", "en")
    # 12 yes/no
    flag = any(nm(t["srcId"]) == "Eastwind Logistics" and nm(t["dstId"]) == "Acme Motors" for t in trans)
    q.add("Did Eastwind Logistics ever send a fund transfer to Acme Motors?",
          [yn(flag, "en")], "yes_no", "en")
    # 13 difference
    age = {p["name"]: int(p["age"]) for p in persons}
    q.add("How many years older is Dara O'Hara than Chloe Tan?",
          [str(age["Dara O'Hara"] - age["Chloe Tan"])], "difference", "en")
    # 14 days between two dates
    ds = sorted(t["transDate"] for t in trans
                if nm(t["srcId"]) == "Acme Motors" and nm(t["dstId"]) == "O'Hara, Lamb & Sons")
    assert len(ds) >= 2
    q.add("How many days passed between the first and the last payment Acme Motors made to O'Hara, Lamb & Sons?",
          [str(days_between(ds[0], ds[-1]))], "date_diff", "en")
    # 15 breakdown
    names = ["Acme Motors", "Helix Chemicals", "Fjord Steel AS"]
    a = []
    for n in names:
        a += [n, by_name[n]["founded"]]
    q.add("Give the founding year of each of these companies: Acme Motors, Helix Chemicals, Fjord Steel AS.",
          a, "breakdown", "en")
    # 16 filtered list, two conditions
    a = [c["name"] for c in companies if int(c["founded"]) > 1960 and c["country"] != "US"]
    q.add("Which companies were founded after 1960 and are based outside the US (country code other than US)?",
          a, "filtered_list", "en")

    # ---- Chinese
    # 17 two-step: recipient of the largest single transfer -> its legal representative
    big = {i: int(t["transAmt"]) for i, t in enumerate(trans)}
    t = trans[unique_max(big)]
    a = reps_of(nm(t["dstId"]))
    assert len(a) == 1
    q.add("收到单笔金额最大的那笔资金转账的公司，它的法定代表人是谁？", a, "two_step", "zh")
    # 18 yes/no (reverse direction exists, asked direction does not)
    flag = any(nm(t["srcId"]) == "Fjord Steel AS" and nm(t["dstId"]) == "Delta Cells GmbH" for t in trans)
    q.add("Fjord Steel AS 是否曾向 Delta Cells GmbH 转过账？", [yn(flag, "zh")], "yes_no", "zh")
    # 19 ratio
    to_delta = sum(Decimal(t["transAmt"]) for t in trans
                   if nm(t["srcId"]) == "Acme Motors" and nm(t["dstId"]) == "Delta Cells GmbH")
    to_ohara = sum(Decimal(t["transAmt"]) for t in trans
                   if nm(t["srcId"]) == "Acme Motors" and nm(t["dstId"]) == "O'Hara, Lamb & Sons")
    q.add("Acme Motors 付给 Delta Cells GmbH 的总额是它付给 O'Hara, Lamb & Sons 总额的多少倍？保留两位小数。",
          [dec_round(to_delta / to_ohara, 2)], "ratio", "zh")
    # 20 one-hop reverse on transfers (payers)
    a = []
    for t in trans:
        if nm(t["dstId"]) == "O'Hara, Lamb & Sons" and nm(t["srcId"]) not in a:
            a.append(nm(t["srcId"]))
    q.add("有哪些公司向 O'Hara, Lamb & Sons 付过款？", a, "one_hop_reverse", "zh")
    # 21 two-hop via shared legal representative
    a = []
    for p in reps_of("Helix Chemicals"):
        for c in lr[p]:
            if c != "Helix Chemicals" and c not in a:
                a.append(c)
    q.add("与 Helix Chemicals 由同一位法定代表人代表的另一家公司是哪家？", a, "two_hop", "zh")
    # 22 min in a window
    a = min(int(t["transAmt"]) for t in trans if in_window(t["transDate"], "2024-03-01", "2024-06-30"))
    q.add("2024年3月1日至2024年6月30日（含首尾两天）期间，金额最小的一笔资金转账是多少？",
          [str(a)], "aggregate_min", "zh")
    # 23 count with condition
    a = sum(1 for c in companies if len(cprods[c["name"]]) >= 2)
    q.add("经营产品至少有两种的公司共有几家？", [str(a)], "count", "zh")
    # 24 superlative (youngest)
    q.add("登记的人员中谁年龄最小？", [unique_min(age)], "superlative", "zh")
    # 25 two-step: oldest person -> total received by the companies they represent
    oldest = unique_max(age)
    a = sum(inflow.get(c, 0) for c in lr[oldest])
    q.add("年龄最大的那位法定代表人所代表的所有公司，一共收到了多少转账金额？",
          [str(a)], "two_step", "zh")

    q.check()
    return q


# ============================================================ kag-supplychain
def build_supplychain(dsdir):
    src = os.path.join(dsdir, "kag-supplychain", "sources")
    companies = read_csv(os.path.join(src, "Company.csv"))
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    prod_rows = read_csv(os.path.join(src, "Product.csv"))
    events = read_csv(os.path.join(src, "ProductChainEvent.csv"))
    updates = read_csv(os.path.join(src, "CompanyUpdate.csv"))

    assert len(set(c["id"] for c in companies)) == len(companies)
    assert len(set(c["name"] for c in companies)) == len(companies)
    assert len(set(p["name"] for p in persons)) == len(persons)
    by_id = {c["id"]: c for c in companies}
    by_name = {c["name"]: c for c in companies}
    cprods = {c["name"]: split(c["product"], ",") for c in companies}
    # Product.csv repeats rows; repeats must be identical, then keep one.
    products = OrderedDict()
    for r in prod_rows:
        if r["id"] in products:
            assert products[r["id"]] == r
        else:
            products[r["id"]] = r
    prod_down = {k: split(r["hasSupplyChain"], ",") for k, r in products.items()}
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
        int(t["transAmt"])
    assert len(set(tuple(t.values()) for t in trans)) == len(trans)
    lr = {p["name"]: split(p["legalRepresentative"], ",") for p in persons}
    for cs in lr.values():
        for c in cs:
            assert c in by_name, c
    updated = set(u["name"] for u in updates)

    def nm(cid):
        return by_id[cid]["name"]

    def reps_of(cname):
        return [p for p, cs in lr.items() if cname in cs]

    age = {p["name"]: int(p["age"]) for p in persons}
    CH = "传化****限公司"
    SJ = "三角***份限公司"
    inflow = defaultdict(int)
    for t in trans:
        inflow[nm(t["dstId"])] += int(t["transAmt"])

    q = QSet("kag-supplychain")

    # 1 attribute (products of a company with no repeated entries, not updated)
    assert SJ not in updated and len(cprods[SJ]) == len(set(cprods[SJ]))
    q.add("Which business products are listed for the company 三角***份限公司?",
          list(cprods[SJ]), "attribute", "en")
    # 2 attribute
    q.add("How old is the person named 骆*?", [str(age["骆*"])], "attribute", "en")
    # 3 one-hop reverse
    a = reps_of("东岳*团*公司")
    assert len(a) == 1
    q.add("Who is the legal representative of 东岳*团*公司?", a, "one_hop_reverse", "en")
    # 4 one-hop with a date window
    a = []
    for t in trans:
        if nm(t["srcId"]) == CH and in_window(t["transDate"], "2023-07-01", "2023-07-31"):
            if nm(t["dstId"]) not in a:
                a.append(nm(t["dstId"]))
    q.add("Which companies did 传化****限公司 send money to between 2023-07-01 and 2023-07-31 inclusive?",
          a, "one_hop", "en")
    # 5 one-hop reverse (payers)
    a = []
    for t in trans:
        if nm(t["dstId"]) == CH and nm(t["srcId"]) not in a:
            a.append(nm(t["srcId"]))
    q.add("Which companies have made fund transfers to 传化****限公司?", a, "one_hop_reverse", "en")
    # 6 product upstream (reverse of hasSupplyChain) for a leaf product
    leaf = "轮胎与橡胶-轮胎-斜交轮胎"
    assert not any(p.startswith(leaf + "-") for p in products)
    a = [p for p, ds in prod_down.items() if leaf in ds]
    q.add("Which products have 轮胎与橡胶-轮胎-斜交轮胎 itself listed as one of their direct downstream products in the supply chain?",
          a, "two_hop", "en")
    # 7 count with condition
    a = sum(1 for t in trans if nm(t["dstId"]) == SJ and int(t["transAmt"]) > 200000)
    q.add("How many incoming transfers of more than 200,000 did 三角***份限公司 receive?",
          [str(a)], "count", "en")
    # 8 sum in window
    a = sum(int(t["transAmt"]) for t in trans
            if nm(t["srcId"]) == CH and in_window(t["transDate"], "2023-05-01", "2023-05-31"))
    q.add("What is the total that 传化****限公司 paid out between 2023-05-01 and 2023-05-31 inclusive?",
          [str(a)], "aggregate_sum", "en")
    # 9 average, 2 decimals
    amts = [Decimal(t["transAmt"]) for t in trans if nm(t["dstId"]) == SJ]
    q.add("What is the average amount of the transfers received by 三角***份限公司, rounded to 2 decimal places?",
          [dec_round(sum(amts) / len(amts), 2)], "aggregate_avg", "en")
    # 10 superlative over total inflow
    q.add("Which company received the largest total amount of incoming fund transfers?",
          [unique_max(inflow)], "superlative", "en")
    # 11 top-3 recipients of 传化's payments by total amount
    paid = defaultdict(int)
    for t in trans:
        if nm(t["srcId"]) == CH:
            paid[nm(t["dstId"])] += int(t["transAmt"])
    q.add("List the top 3 companies by total amount received from 传化****限公司, largest first.",
          top_n(paid, 3), "top_n", "en")
    # 12 yes/no
    flag = any(nm(t["srcId"]) == SJ and nm(t["dstId"]) == CH for t in trans)
    q.add("Has 三角***份限公司 ever sent a payment to 传化****限公司?", [yn(flag, "en")], "yes_no", "en")
    # 13 difference of two directed totals
    ch_to_sj = sum(int(t["transAmt"]) for t in trans if nm(t["srcId"]) == CH and nm(t["dstId"]) == SJ)
    sj_to_ch = sum(int(t["transAmt"]) for t in trans if nm(t["srcId"]) == SJ and nm(t["dstId"]) == CH)
    q.add("How much more did 传化****限公司 pay to 三角***份限公司 than 三角***份限公司 paid to 传化****限公司?",
          [str(ch_to_sj - sj_to_ch)], "difference", "en")
    # 14 days between earliest and latest outgoing transfer
    ds = sorted(t["transDate"] for t in trans if nm(t["srcId"]) == CH)
    q.add("How many days lie between the earliest and the latest outgoing transfer of 传化****限公司?",
          [str(days_between(ds[0], ds[-1]))], "date_diff", "en")
    # 15 breakdown (people whose lists have no repeats)
    names = ["江*", "尤**", "华*"]
    a = []
    for n in names:
        assert len(lr[n]) == len(set(lr[n]))
        a += [n, str(len(lr[n]))]
    q.add("For 江*, 尤** and 华*, how many companies is each of them the legal representative of?",
          a, "breakdown", "en")
    # 16 filtered list, two conditions
    a = []
    for p in persons:
        cs = set(lr[p["name"]])
        if int(p["age"]) > 40 and len(cs) > 3:
            a.append(p["name"])
    assert "臧*" not in a  # the person with repeated entries is excluded by age anyway
    q.add("Which people are older than 40 and serve as legal representative of more than 3 companies?",
          a, "filtered_list", "en")

    # ---- Chinese
    # 17 two-step: largest single payment by 传化 -> recipient's legal representative
    out = {i: int(t["transAmt"]) for i, t in enumerate(trans) if nm(t["srcId"]) == CH}
    rec = nm(trans[unique_max(out)]["dstId"])
    a = reps_of(rec)
    assert len(a) == 1
    q.add("传化****限公司单笔转出金额最大的那笔款项的收款公司，其法定代表人是谁？", a, "two_step", "zh")
    # 18 ratio (fraction, 2 decimals)
    from_sj = sum(Decimal(t["transAmt"]) for t in trans if nm(t["dstId"]) == CH and nm(t["srcId"]) == SJ)
    total_in = sum(Decimal(t["transAmt"]) for t in trans if nm(t["dstId"]) == CH)
    q.add("传化****限公司收到的全部转账金额中，来自三角***份限公司的比例是多少？用小数表示，保留两位小数。",
          [dec_round(from_sj / total_in, 2)], "ratio", "zh")
    # 19 attribute of a product
    q.add("产品“汽车-摩托车制造”所属的产业是什么？",
          [products["汽车-摩托车制造"]["belongToIndustry"]], "attribute", "zh")
    # 20 two-hop: shared legal representative
    a = []
    for p in reps_of("东岳*团*公司"):
        for c in lr[p]:
            if c != "东岳*团*公司" and c not in a:
                a.append(c)
    q.add("与东岳*团*公司拥有同一位法定代表人的其他公司是哪家？", a, "two_hop", "zh")
    # 21 count of companies listing a leaf product
    a = sum(1 for c in companies if leaf in cprods[c["name"]])
    q.add("经营产品中包含“轮胎与橡胶-轮胎-斜交轮胎”的公司有几家？", [str(a)], "count", "zh")
    # 22 yes/no
    flag = "东岳*团*公司" in lr["臧*"]
    q.add("臧*是东岳*团*公司的法定代表人吗？", [yn(flag, "zh")], "yes_no", "zh")
    # 23 two-hop via the product-chain event
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    subj = ev[0]["subject"]
    assert not any(p.startswith(subj + "-") for p in products)
    assert not any(p.startswith(subj + "-") for ps in cprods.values() for p in ps)
    a = [c["name"] for c in companies if subj in cprods[c["name"]]]
    assert not (set(a) & updated)
    q.add("产业链事件“顺丁橡胶成本上涨”的主体产品，有哪些公司在经营？", a, "two_hop", "zh")
    # 24 max in a window
    a = max(int(t["transAmt"]) for t in trans if in_window(t["transDate"], "2023-08-01", "2023-08-31"))
    q.add("2023年8月1日至2023年8月31日（含首尾两天）之间，单笔资金转账的最大金额是多少？",
          [str(a)], "aggregate_max", "zh")
    # 25 superlative
    q.add("所有自然人中年龄最大的是谁？", [unique_max(age)], "superlative", "zh")

    q.check()
    return q


# ============================================================= kag-riskmining
def build_riskmining(dsdir):
    src = os.path.join(dsdir, "kag-riskmining", "sources")
    persons = read_csv(os.path.join(src, "Person.csv"))
    companies = read_csv(os.path.join(src, "Company.csv"))
    apps = read_csv(os.path.join(src, "App.csv"))
    devices = read_csv(os.path.join(src, "Device.csv"))
    certs = read_csv(os.path.join(src, "Cert.csv"))
    hold = read_csv(os.path.join(src, "Person_holdShare_Company.csv"))
    ftrans = read_csv(os.path.join(src, "Person_fundTrans_Person.csv"))
    hasdev = read_csv(os.path.join(src, "Person_hasDevice_Device.csv"))
    ccert = read_csv(os.path.join(src, "Company_hasCert_Cert.csv"))
    pcert = read_csv(os.path.join(src, "Person_hasCert_Cert.csv"))

    for rows in (persons, companies, apps, devices, certs):
        assert len(set(r["id"] for r in rows)) == len(rows)
    assert len(set(p["name"] for p in persons)) == len(persons)
    assert len(set(c["name"] for c in companies)) == len(companies)
    pid = {p["id"]: p for p in persons}
    pname = {p["name"]: p for p in persons}
    cid = {c["id"]: c for c in companies}
    cname = {c["name"]: c for c in companies}
    app_by = {a["id"]: a for a in apps}
    certnums = set(c["certNum"] for c in certs)
    dev_apps = {d["id"]: set(split(d["install"], ",")) for d in devices}
    for s in dev_apps.values():
        assert s <= set(app_by)
    for a in apps:
        assert a["useCert"] in certnums and a["riskMark"]
    for r in hold:
        assert r["src"] in pid and r["dst"] in cid
    for r in ftrans:
        assert r["src"] in pid and r["dst"] in pid
        int(r["transAmt"])
    for r in hasdev:
        assert r["src"] in pid and r["dst"] in dev_apps
    assert len(set((r["src"], r["dst"]) for r in hasdev)) == len(hasdev)
    for r in ccert + pcert:
        assert r["dst"] in certnums
    assert len(set(tuple(r.values()) for r in ftrans)) == len(ftrans)

    def pn(i):
        return pid[i]["name"]

    owned = defaultdict(set)
    for r in hasdev:
        owned[pn(r["src"])].add(r["dst"])
    ndev = {p["name"]: len(owned[p["name"]]) for p in persons}
    age = {p["name"]: int(p["age"]) for p in persons}
    B = "柏*"

    def sent(a_name, b_name):
        return [r for r in ftrans if pn(r["src"]) == a_name and pn(r["dst"]) == b_name]

    q = QSet("kag-riskmining")

    # 1 attribute
    q.add("What phone number is on file for the person 穆**?", [pname["穆**"]["hasPhone"]], "attribute", "en")
    # 2 attribute
    q.add("What risk mark does the app com.oStEmG.may carry?", [app_by["com.oStEmG.may"]["riskMark"]],
          "attribute", "en")
    # 3 one-hop
    a = [cid[r["dst"]]["name"] for r in hold if pn(r["src"]) == B]
    q.add("In which companies does 柏* hold shares?", a, "one_hop", "en")
    # 4 one-hop reverse
    a = [pn(r["src"]) for r in hold if cid[r["dst"]]["name"] == "**娱乐**公司"]
    q.add("Which person holds shares in the company **娱乐**公司?", a, "one_hop_reverse", "en")
    # 5 two-hop: owners of devices that installed an app
    appx = "com.ziNtg.tSIuhlG"
    a = [p["name"] for p in persons if any(appx in dev_apps[d] for d in owned[p["name"]])]
    q.add("Which people own at least one device on which the app com.ziNtg.tSIuhlG is installed?",
          a, "two_hop", "en")
    # 6 count with condition
    a = sum(1 for r in sent(B, "邬**") if int(r["transAmt"]) > 15000)
    q.add("How many transfers of more than 15,000 did 柏* send to 邬**?", [str(a)], "count", "en")
    # 7 sum in window, fixed counterparty and direction
    a = sum(int(r["transAmt"]) for r in sent(B, "裘**") if in_window(r["transDate"], "2023-09-01", "2023-09-10"))
    q.add("What is the total amount 柏* transferred to 裘** between 2023-09-01 and 2023-09-10 inclusive?",
          [str(a)], "aggregate_sum", "en")
    # 8 average, 2 decimals
    amts = [Decimal(r["transAmt"]) for r in sent(B, "杜*")]
    q.add("What is the average amount of the transfers 柏* sent to 杜*? Round to 2 decimal places.",
          [dec_round(sum(amts) / len(amts), 2)], "aggregate_avg", "en")
    # 9 superlative over counterparties
    tot = defaultdict(int)
    for r in ftrans:
        if pn(r["src"]) == B:
            tot[pn(r["dst"])] += int(r["transAmt"])
    q.add("Which person received the largest total amount of money from 柏*?", [unique_max(tot)],
          "superlative", "en")
    # 10 top-3 by number of devices owned
    q.add("Which three people own the most devices? List them from most to fewest.",
          top_n(ndev, 3), "top_n", "en")
    # 11 yes/no (reverse direction)
    flag = bool(sent("邬**", B))
    q.add("Has 邬** ever transferred money to 柏*?", [yn(flag, "en")], "yes_no", "en")
    # 12 difference
    q.add("How many more devices does 邬** own than 裘**?", [str(ndev["邬**"] - ndev["裘**"])],
          "difference", "en")
    # 13 days between first and last transfer
    ds = sorted(r["transDate"] for r in sent(B, "杜*"))
    q.add("How many days passed between the first and the last transfer 柏* made to 杜*?",
          [str(days_between(ds[0], ds[-1]))], "date_diff", "en")
    # 14 breakdown
    names = ["裘**", "杜*", "邬**"]
    a = []
    for n in names:
        a += [n, str(sum(int(r["transAmt"]) for r in sent(B, n)))]
    q.add("Break down the total amount 柏* transferred to each of 裘**, 杜* and 邬**.",
          a, "breakdown", "en")
    # 15 filtered list, two conditions
    a = [p["name"] for p in persons if int(p["age"]) > 55 and ndev[p["name"]] > 1]
    q.add("Which people are older than 55 and own more than one device?", a, "filtered_list", "en")
    # 16 two-step
    top = unique_max(ndev)
    q.add("How old is the person who owns the most devices?", [str(age[top])], "two_step", "en")

    # ---- Chinese
    # 17 count
    a = sum(1 for x in apps if x["riskMark"] == "诈骗")
    q.add("风险标记为“诈骗”的应用一共有多少个？", [str(a)], "count", "zh")
    # 18 filtered list over an explicit path: person -> company shares -> cert <- app
    held_certs = set(r["dst"] for r in ccert
                     for h in hold if pn(h["src"]) == B and h["dst"] == r["src"])
    a = [x["id"] for x in apps if x["riskMark"] == "赌博" and x["useCert"] in held_certs]
    q.add("柏*持股的公司所拥有的证书中，被哪些风险标记为“赌博”的应用所使用？请列出应用id。",
          a, "filtered_list", "zh")
    # 19 attribute
    q.add("公司“中信*投证***限公司”登记的电话号码是多少？", [cname["中信*投证***限公司"]["phone"]],
          "attribute", "zh")
    # 20 one-hop reverse: owners of a device
    a = [pn(r["src"]) for r in hasdev if r["dst"] == "45"]
    q.add("id 为 45 的设备归哪些人所有？", a, "one_hop_reverse", "zh")
    # 21 yes/no two-hop
    flag = any("com.qIu.VJbJ" in dev_apps[d] for d in owned["杜*"])
    q.add("杜*名下是否有设备安装了应用 com.qIu.VJbJ？", [yn(flag, "zh")], "yes_no", "zh")
    # 22 max in window
    a = max(int(r["transAmt"]) for r in ftrans
            if pn(r["src"]) == B and in_window(r["transDate"], "2023-09-01", "2023-09-15"))
    q.add("2023年9月1日至2023年9月15日（含首尾两天）期间，柏*转出的单笔最大金额是多少？",
          [str(a)], "aggregate_max", "zh")
    # 23 ratio
    to_w = sum(Decimal(r["transAmt"]) for r in sent(B, "邬**"))
    to_d = sum(Decimal(r["transAmt"]) for r in sent(B, "杜*"))
    q.add("柏*转给邬**的总金额是转给杜*总金额的多少倍？保留两位小数。",
          [dec_round(to_w / to_d, 2)], "ratio", "zh")
    # 24 two-hop via certificate number
    pc = [r["dst"] for r in pcert if pn(r["src"]) == "裘**"]
    assert len(pc) == 1
    a = [x["id"] for x in apps if x["useCert"] == pc[0]]
    q.add("裘**持有的证书被哪些应用使用？请列出应用id。", a, "two_hop", "zh")
    # 25 superlative
    q.add("所有人员中年龄最大的是谁？", [unique_max(age)], "superlative", "zh")

    q.check()
    return q


def main():
    dsdir = datasets_dir()
    outs = [
        ("r74-acme-supply.json", build_acme()),
        ("r74-kag-supplychain.json", build_supplychain(dsdir)),
        ("r74-kag-riskmining.json", build_riskmining(dsdir)),
    ]
    for fname, qs in outs:
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(qs.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        shapes = Counter(i["shape"] for i in qs.items)
        print(path, len(qs.items), dict(sorted(shapes.items())))


if __name__ == "__main__":
    main()
