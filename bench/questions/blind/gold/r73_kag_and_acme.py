#!/usr/bin/env python3
"""Gold answers for the r73 held-out question sets (acme-supply, kag-supplychain, kag-riskmining).

Standard library only.  Run it with any Python 3 (``python3 r73_kag_and_acme.py``); it writes

    ../r73-acme-supply.json      (ids acme-supply-r73-NN)
    ../r73-kag-supplychain.json  (ids kag-supplychain-r73-NN)
    ../r73-kag-riskmining.json   (ids kag-riskmining-r73-NN)

next to this script's folder (i.e. in ``bench/questions/blind/``).  Each file is a JSON list of
25 objects ``{"id", "question", "answer": [str, ...], "shape", "lang"}``: 16 in English ("en")
and 9 in Chinese ("zh") per project.  Every answer is computed here from the data cells; the
only literal values typed in are the names, ids, dates and thresholds that a question names.

Where the data is found
-----------------------
* KAG examples: walking up from this file, the first ancestor that holds
  ``datasets/kag-supplychain`` or ``shared/datasets/kag-supplychain`` gives the datasets folder
  (``kag-supplychain/sources/*.csv`` and ``kag-riskmining/sources/*.csv``).
* acme-supply: walking up from this file, the first ancestor that holds
  ``examples/acme-supply/sources`` or ``data/examples/acme-supply/sources``.
The script fails loudly (exception) when a file is missing.

Answer conventions (all answers are lists of strings)
----------------------------------------------------
* Integers (counts, sums of integer amounts, ages, years, day differences) are written plainly,
  e.g. "980000".  Transfer amounts (``transAmt``) are integer cells in all three projects.
* Non-integers (averages, ratios) are computed with ``decimal.Decimal`` on the cell text and
  rounded ROUND_HALF_UP to the number of decimals that the question states (always 2 here).
* Yes/no: "yes"/"no" in English questions, "是"/"否" in Chinese questions.
* Dates: ISO ``YYYY-MM-DD`` (cells are ``yyyymmdd``).  Day differences are plain calendar-day
  differences (later date minus earlier date).  Date windows in questions are inclusive.
* Entities: the exact ``name`` cell (companies, persons), the exact ``id`` cell (products,
  apps, industries), exact phone cells.  ``*`` in masked KAG names is an ordinary character.
  List answers contain each item once; order does not matter except for top-N questions,
  whose answers are in rank order (the question says "highest first").
* Per-group counts: one string per group, ``"<group>: <count>"`` (group = exact name/id cell).
* Superlatives and top-N: the script asserts the winner is unique, and for top-N that the first
  N+1 values are strictly decreasing (no ties at the cut).
* Comparatives: "more than"/"older than"/"早于" are strict; "at least"/"及以上" include equality.
* ``shape`` labels: attribute, one-hop, two-hop, count, count-per-group, sum, average, min,
  superlative, top-n, yes-no, date-diff, ratio, filter-2 (two conditions), multi-step.

Fields used and readings avoided
--------------------------------
acme-supply (sources/Company.csv, Company_fundTrans_Company.csv, Person.csv, Product.csv):
* Company: id, name, country, founded, product (';'-separated product ids).  Names are unique;
  "O'Hara, Lamb & Sons" contains a comma (quoted CSV cell), Person.legalRepresentative is split
  on ';' only.
* fundTrans: srcId pays dstId (the money goes from srcId to dstId); questions say "paid to",
  "received from", "transferred out" so that only one direction is possible.
* Product.hasSupplyChain lists the *downstream* products (schema label "Downstream product");
  questions say "directly downstream of".
* Avoided: the rule properties outflow90Days / "last 90 days" (they depend on today's date);
  the Industry concept (no data); prefix/isA readings of product ids (questions name full ids
  and ask about exact product cells, never about broader categories); the free-text notes
  (sources/notes) are not used.
kag-supplychain (sources/Company.csv, Person.csv, Product.csv, Company_fundTrans_Company.csv,
ProductChainEvent.csv, Industry.csv):
* Product.csv repeats some product rows (identical copies, asserted); products are de-duplicated.
* Person.legalRepresentative names companies by *name* (','-separated); all names are found in
  Company.csv and each company has at most one legal representative (asserted).  Person 臧*
  lists 三角***份限公司 and 传化****限公司 twice: questions never count 臧*'s companies.
* Company.product cells repeat some products (e.g. 新晨*国***股*公司 lists 汽车 twice) and use
  ids that are not Product rows: no question counts a company's products; product questions
  use leaf product ids (no narrower product id exists in Product.csv or Company.csv for them),
  so isA/category readings cannot change the answer.
* CompanyUpdate.csv changes the products of 浙江**摩托**限公司: no question depends on that
  company's products.
* The fundTrans1Month/3Month/6Month, cashflowDiff and totalTransInAmt rules use now(): avoided;
  questions use explicit date windows instead.  Direction: srcId pays dstId.
* The event 顺丁橡胶成本上涨 has index 价格 although its name says 成本: no question asks its index.
* Youngest person is a tie (two people aged 20): not asked; oldest (61) is unique (asserted).
kag-riskmining (sources/Person.csv, Company.csv, Person_holdShare_Company.csv,
Person_fundTrans_Person.csv, Person_hasDevice_Device.csv, Device.csv, App.csv,
Person_hasCert_Cert.csv, Company_hasCert_Cert.csv):
* Person names/ids unique (asserted).  Person_holdShare_Company: src person holds shares in dst
  company.  Person_fundTrans_Person: src person pays dst person.
* Cert.csv has ids 0..29 and a certNum hash; App.useCert, Company_hasCert_Cert.dst and
  Person_hasCert_Cert.dst all hold the *hash*.  Questions never name a Cert id; certificate
  links are made on the hash (every hash used is a Cert certNum, asserted).
* Device.install lists can repeat an app (e.g. device 3): device app counts are asked only for a
  device without repeats, and app-per-device counts use distinct devices.
* Devices can be owned by several persons: device counts per person count that person's rows.
* Company.csv's phone column is named ``phone`` (schema: hasPhone); the question only says
  "phone number".  Ages 31/43/45/53/58 are shared by two people: no superlative on them.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


# ---------------------------------------------------------------- locating data
def _ancestors(path):
    cur = path
    while True:
        yield cur
        parent = os.path.dirname(cur)
        if parent == cur:
            return
        cur = parent


def find_datasets():
    for anc in _ancestors(HERE):
        for rel in ("datasets", os.path.join("shared", "datasets")):
            cand = os.path.join(anc, rel)
            if os.path.isdir(os.path.join(cand, "kag-supplychain")):
                return cand
    raise FileNotFoundError("no datasets/kag-supplychain above " + HERE)


def find_acme():
    for anc in _ancestors(HERE):
        for rel in (os.path.join("examples", "acme-supply"),
                    os.path.join("data", "examples", "acme-supply")):
            cand = os.path.join(anc, rel)
            if os.path.isdir(os.path.join(cand, "sources")):
                return cand
    raise FileNotFoundError("no examples/acme-supply above " + HERE)


def read_csv(path):
    with open(path, encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


# ---------------------------------------------------------------- helpers
def dec(text):
    return Decimal(str(text).strip())


def rnd(value, places):
    q = Decimal(1).scaleb(-places)
    return str(value.quantize(q, rounding=ROUND_HALF_UP))


def day(cell):
    cell = cell.strip()
    assert len(cell) == 8 and cell.isdigit(), cell
    return datetime.date(int(cell[:4]), int(cell[4:6]), int(cell[6:]))


def iso(cell):
    return day(cell).isoformat()


def in_window(cell, start, end):
    return day(start) <= day(cell) <= day(end)


def unique_max(mapping):
    items = sorted(mapping.items(), key=lambda kv: kv[1], reverse=True)
    assert items, "empty"
    assert len(items) == 1 or items[0][1] > items[1][1], ("tie at top", items[:3])
    return items[0][0]


def unique_min(mapping):
    items = sorted(mapping.items(), key=lambda kv: kv[1])
    assert len(items) == 1 or items[0][1] < items[1][1], ("tie at bottom", items[:3])
    return items[0][0]


def top_n(mapping, n):
    items = sorted(mapping.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) >= n
    vals = [v for _, v in items[: n + 1]]
    assert all(a > b for a, b in zip(vals, vals[1:])), ("ties in top", items[: n + 1])
    return [k for k, _ in items[:n]]


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert lang in ("en", "zh")
        if isinstance(answer, (str, int)):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), ("duplicate in answer", answer)
        nn = len(self.items) + 1
        self.items.append({
            "id": "%s-r73-%02d" % (self.project, nn),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.project, langs)
        assert len(set(q["question"] for q in self.items)) == 25


# ================================================================ acme-supply
def build_acme(root):
    src = os.path.join(root, "sources")
    companies = read_csv(os.path.join(src, "Company.csv"))
    transfers = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    products = read_csv(os.path.join(src, "Product.csv"))

    by_id = {c["id"]: c for c in companies}
    assert len(by_id) == len(companies)
    by_name = {c["name"]: c for c in companies}
    assert len(by_name) == len(companies)
    for c in companies:
        assert c["country"].strip() and c["founded"].strip().isdigit(), c
    prods_of = {c["name"]: [p for p in c["product"].split(";") if p] for c in companies}
    for name, ps in prods_of.items():
        assert len(ps) == len(set(ps)), name
    downstream = {}
    for p in products:
        assert p["id"] not in downstream
        downstream[p["id"]] = [x for x in p["hasSupplyChain"].split(";") if x]
    pers = {p["name"]: p for p in persons}
    assert len(pers) == len(persons)
    reps = {p["name"]: [x for x in p["legalRepresentative"].split(";") if x] for p in persons}
    for plist in reps.values():
        for cname in plist:
            assert cname in by_name, cname
    tr = []
    for t in transfers:
        assert t["srcId"] in by_id and t["dstId"] in by_id
        tr.append((by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], t["transDate"], dec(t["transAmt"])))
        assert dec(t["transAmt"]) == int(t["transAmt"])

    def name_id(cname):
        return by_name[cname]["id"]

    def makers(product):
        return [n for n, ps in prods_of.items() if product in ps]

    q = QSet("acme-supply")

    # 1 attribute
    q.add("In which country is Delta Cells GmbH based? Give the country code as recorded.",
          by_name["Delta Cells GmbH"]["country"], "attribute", "en")
    # 2 attribute
    q.add("In what year was O'Hara, Lamb & Sons founded?",
          by_name["O'Hara, Lamb & Sons"]["founded"], "attribute", "en")
    # 3 one-hop
    q.add("Which products does Helix Chemicals make?",
          prods_of["Helix Chemicals"], "one-hop", "en")
    # 4 one-hop reverse
    q.add("Which companies make Chemicals-Rubber-Synthetic rubber?",
          makers("Chemicals-Rubber-Synthetic rubber"), "one-hop", "en")
    # 5 one-hop on the product chain
    q.add("Which products are directly downstream of Vehicles-Parts-Tyres in the supply chain?",
          downstream["Vehicles-Parts-Tyres"], "one-hop", "en")
    # 6 two-hop
    ans = uniq(m for d in downstream["Metals-Steel-Sheet steel"] for m in makers(d))
    q.add("Which companies make a product that is directly downstream of Metals-Steel-Sheet steel?",
          ans, "two-hop", "en")
    # 7 person -> companies
    q.add("Of which companies is Bram de Vries the legal representative?",
          reps["Bram de Vries"], "one-hop", "en")
    # 8 count per group
    q.add("For each person in the graph, how many companies is that person the legal representative of? "
          "Answer as 'person: count'.",
          ["%s: %d" % (p, len(set(cs))) for p, cs in reps.items()], "count-per-group", "en")
    # 9 sum, counterparty scope
    s = sum(a for f, t, d, a in tr if f == "Acme Motors" and t == "O'Hara, Lamb & Sons")
    q.add("What is the total amount of money Acme Motors paid to O'Hara, Lamb & Sons across all transfers?",
          str(s), "sum", "en")
    # 10 sum, direction + date window
    s = sum(a for f, t, d, a in tr if f == "Acme Motors" and in_window(d, "20240601", "20240630"))
    q.add("How much money in total did Acme Motors transfer out to other companies in June 2024 (2024-06-01 to 2024-06-30)?",
          str(s), "sum", "en")
    # 11 average
    amts = [a for f, t, d, a in tr if t == "O'Hara, Lamb & Sons"]
    q.add("What is the average amount of the individual fund transfers received by O'Hara, Lamb & Sons? "
          "Round to 2 decimal places.",
          rnd(sum(amts) / Decimal(len(amts)), 2), "average", "en")
    # 12 superlative
    inflow = defaultdict(Decimal)
    for f, t, d, a in tr:
        inflow[t] += a
    q.add("Which company received the largest total amount of incoming fund transfers?",
          unique_max(inflow), "superlative", "en")
    # 13 top-N
    outflow = defaultdict(Decimal)
    for f, t, d, a in tr:
        outflow[f] += a
    q.add("List the top 3 companies by total amount of money they paid out to other companies, highest first.",
          top_n(outflow, 3), "top-n", "en")
    # 14 yes/no relation
    shared = any("Acme Motors" in cs and "Delta Cells GmbH" in cs for cs in reps.values())
    q.add("Do Acme Motors and Delta Cells GmbH have the same legal representative?",
          yn(shared, "en"), "yes-no", "en")
    # 15 date difference
    ds = sorted(day(d) for f, t, d, a in tr if f == "Acme Motors" and t == "O'Hara, Lamb & Sons")
    q.add("How many days passed between the first and the last payment from Acme Motors to O'Hara, Lamb & Sons?",
          str((ds[-1] - ds[0]).days), "date-diff", "en")
    # 16 ratio
    a1 = sum(a for f, t, d, a in tr if f == "Acme Motors" and t == "Delta Cells GmbH")
    a2 = sum(a for f, t, d, a in tr if f == "Acme Motors" and t == "O'Hara, Lamb & Sons")
    q.add("What is the ratio of the total Acme Motors paid to Delta Cells GmbH to the total Acme Motors paid to "
          "O'Hara, Lamb & Sons? Round to 2 decimal places.",
          rnd(a1 / a2, 2), "ratio", "en")

    # ---- zh (9)
    # 17 attribute
    q.add("Dara O'Hara 的年龄是多少岁？", pers["Dara O'Hara"]["age"], "attribute", "zh")
    # 18 multi-step: payers of Acme Motors, earliest founded
    payers = {f: int(by_name[f]["founded"]) for f, t, d, a in tr if t == "Acme Motors"}
    q.add("在向 Acme Motors 付过款的公司中，成立年份最早的是哪一家？",
          unique_min(payers), "multi-step", "zh")
    # 19 filter by two conditions
    payer_set = set(f for f, t, d, a in tr)
    ans = [c["name"] for c in companies if int(c["founded"]) > 1980 and c["name"] in payer_set]
    q.add("哪些公司成立于1980年之后（不含1980年），并且至少向其他公司转出过一笔资金？",
          ans, "filter-2", "zh")
    # 20 count with a date window
    n = sum(1 for f, t, d, a in tr if in_window(d, "20240101", "20240331"))
    q.add("2024年第一季度（2024-01-01至2024-03-31，含首尾）一共发生了多少笔公司间资金转账？",
          str(n), "count", "zh")
    # 21 multi-step: the main-customer reading spelled out
    s = "O'Hara, Lamb & Sons"
    total_in = inflow[s]
    cands = []
    for o in by_name:
        if o == s:
            continue
        linked = any(d in prods_of[o] for p in prods_of[s] for d in downstream.get(p, []))
        paid = sum(a for f, t, dd, a in tr if f == o and t == s)
        if linked and paid * 2 > total_in:
            cands.append(o)
    assert len(cands) == 1
    q.add("哪家公司生产的某种产品位于 O'Hara, Lamb & Sons 某种产品的直接下游，并且它付给 O'Hara, Lamb & Sons 的金额"
          "超过了 O'Hara, Lamb & Sons 收到的全部转账金额的一半？",
          cands, "multi-step", "zh")
    # 22 min
    amts = [a for f, t, d, a in tr if t == "O'Hara, Lamb & Sons"]
    q.add("O'Hara, Lamb & Sons 收到的单笔转账中，金额最小的一笔是多少？", str(min(amts)), "min", "zh")
    # 23 yes/no comparative
    q.add("Helix Chemicals 的成立年份是否早于 Borealis Rubber Works？",
          yn(int(by_name["Helix Chemicals"]["founded"]) < int(by_name["Borealis Rubber Works"]["founded"]), "zh"),
          "yes-no", "zh")
    # 24 two-hop person -> company -> product
    ans = uniq(p for cname in reps["Ada Moreno"] for p in prods_of[cname])
    q.add("Ada Moreno 担任法定代表人的公司一共生产哪些产品？", ans, "two-hop", "zh")
    # 25 edge attribute
    ds = [d for f, t, d, a in tr if f == "Delta Cells GmbH" and t == "Fjord Steel AS"]
    assert len(ds) == 1
    q.add("Delta Cells GmbH 向 Fjord Steel AS 转账是在哪一天？（按 YYYY-MM-DD 格式回答）",
          iso(ds[0]), "attribute", "zh")
    q.check()
    return q.items


# ================================================================ kag-supplychain
def build_supplychain(root):
    src = os.path.join(root, "kag-supplychain", "sources")
    companies = read_csv(os.path.join(src, "Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    product_rows = read_csv(os.path.join(src, "Product.csv"))
    transfers = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    events = read_csv(os.path.join(src, "ProductChainEvent.csv"))
    industries = [r["id"] for r in read_csv(os.path.join(src, "Industry.csv"))]
    update = read_csv(os.path.join(src, "CompanyUpdate.csv"))

    by_id = {c["id"]: c for c in companies}
    assert len(by_id) == len(companies)
    by_name = {c["name"]: c for c in companies}
    assert len(by_name) == len(companies)
    prods_of = {c["name"]: [p for p in c["product"].split(",") if p] for c in companies}
    updated_names = set(by_id[u["id"]]["name"] for u in update)

    products = {}
    for r in product_rows:
        key = r["id"]
        val = (r["belongToIndustry"], r["hasSupplyChain"])
        if key in products:
            assert products[key] == val, ("conflicting duplicate product row", key)
        products[key] = val
    industry_of = {k: v[0] for k, v in products.items()}
    downstream = {k: [x for x in v[1].split(",") if x] for k, v in products.items()}
    for k, ind in industry_of.items():
        assert ind in industries, (k, ind)
    all_product_ids = set(products) | set(p for ps in prods_of.values() for p in ps)

    def leaf(pid):
        return not any(o.startswith(pid + "-") for o in all_product_ids)

    def makers(pid):
        assert leaf(pid), pid
        out = [n for n, ps in prods_of.items() if pid in ps]
        assert not (set(out) & updated_names), pid
        return out

    pers = {p["name"]: p for p in persons}
    assert len(pers) == len(persons)
    reps = {}
    rep_of = {}
    for p in persons:
        cs = uniq(x for x in p["legalRepresentative"].split(",") if x)
        for cname in cs:
            assert cname in by_name, cname
            assert cname not in rep_of, ("company with two representatives", cname)
            rep_of[cname] = p["name"]
        reps[p["name"]] = cs

    tr = []
    for t in transfers:
        assert t["srcId"] in by_id and t["dstId"] in by_id, t
        assert t["transAmt"].strip().isdigit()
        tr.append((by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], t["transDate"], dec(t["transAmt"])))

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    q = QSet("kag-supplychain")

    # 1 attribute
    q.add("How old is the person 骆*?", pers["骆*"]["age"], "attribute", "en")
    # 2 attribute of a product
    pid = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    q.add("Which industry does the product %s belong to?" % pid, industry_of[pid], "attribute", "en")
    # 3 one-hop person -> companies
    q.add("Of which companies is 骆* the legal representative?", reps["骆*"], "one-hop", "en")
    # 4 one-hop company -> person
    q.add("Who is the legal representative of 联想**有公司?", rep_of["联想**有公司"], "one-hop", "en")
    # 5 one-hop product -> companies
    q.add("Which companies list %s among their products?" % pid, makers(pid), "one-hop", "en")
    # 6 yes/no on the product chain
    up, down = "轮胎与橡胶-轮胎-斜交轮胎", "汽车-摩托车制造-二轮摩托车"
    q.add("Is %s directly downstream of %s in the supply chain?" % (down, up),
          yn(down in downstream[up], "en"), "yes-no", "en")
    # 7 two-hop company -> product -> industry
    cname = "润中***股*公司"
    for p in prods_of[cname]:
        assert p in industry_of, p
    q.add("Which industries do the products of %s belong to?" % cname,
          uniq(industry_of[p] for p in prods_of[cname]), "two-hop", "en")
    # 8 multi-hop sum: person -> companies -> transfers into a company
    s = sum(a for f, t, d, a in tr if t == SJ and rep_of.get(f) == "臧*")
    q.add("What is the total amount %s received from companies whose legal representative is 臧*?" % SJ,
          str(s), "sum", "en")
    # 9 count
    n = sum(1 for f, t, d, a in tr if f == CH)
    q.add("How many fund transfers did %s send to other companies?" % CH, str(n), "count", "en")
    # 10 sum in a date window
    s = sum(a for f, t, d, a in tr if t == SJ and in_window(d, "20230601", "20230630"))
    q.add("What is the total amount of money %s received in June 2023 (2023-06-01 to 2023-06-30)?" % SJ,
          str(s), "sum", "en")
    # 11 average
    amts = [a for f, t, d, a in tr if f == CH]
    q.add("What is the average amount of the transfers that %s paid out? Round to 2 decimal places." % CH,
          rnd(sum(amts) / Decimal(len(amts)), 2), "average", "en")
    # 12 superlative
    per = defaultdict(Decimal)
    for f, t, d, a in tr:
        if t == SJ:
            per[f] += a
    q.add("Which company paid the largest total amount of money to %s?" % SJ, unique_max(per), "superlative", "en")
    # 13 top-N
    inflow = defaultdict(Decimal)
    for f, t, d, a in tr:
        inflow[t] += a
    q.add("List the top 3 companies by total amount of money received through fund transfers, highest first.",
          top_n(inflow, 3), "top-n", "en")
    # 14 date difference
    ds = sorted(day(d) for f, t, d, a in tr)
    q.add("How many days lie between the earliest and the latest fund transfer date in the graph?",
          str((ds[-1] - ds[0]).days), "date-diff", "en")
    # 15 ratio
    ins = sum(a for f, t, d, a in tr if t == CH)
    outs = sum(a for f, t, d, a in tr if f == CH)
    q.add("What is the ratio of the total amount %s received to the total amount it paid out? "
          "Round to 2 decimal places." % CH, rnd(ins / outs, 2), "ratio", "en")
    # 16 yes/no comparative
    q.add("Is 骆* the legal representative of more companies than 倪**?",
          yn(len(reps["骆*"]) > len(reps["倪**"]), "en"), "yes-no", "en")

    # ---- zh (9)
    # 17 count with a condition
    n = sum(1 for p in persons if int(p["age"]) >= 50)
    q.add("年龄在50岁及以上的自然人有多少位？", str(n), "count", "zh")
    # 18 count per group
    named = ["金融-保险-保险-保险", "能源-能源-石油、天然气与消费用燃料-石油与天然气",
             "非日常生活消费品-耐用消费品与服装-休闲设备与用品-消闲用品"]
    cnt = Counter(industry_of.values())
    q.add("按产品的所属产业统计，下列产业各包含多少个不同的产品：%s？请按“产业: 数量”回答。" % "、".join(named),
          ["%s: %d" % (i, cnt[i]) for i in named], "count-per-group", "zh")
    # 19 multi-step: oldest person -> companies
    oldest = unique_max({p["name"]: int(p["age"]) for p in persons})
    q.add("年龄最大的自然人担任哪些公司的法定代表人？", reps[oldest], "multi-step", "zh")
    # 20 filter by two conditions (two leaf products)
    p1 = "建筑、农用机械与重型卡车-农业机械-农机具及其零部件-收割机"
    p2 = "建筑、农用机械与重型卡车-港口机械"
    both = [n for n in makers(p1) if n in makers(p2)]
    q.add("哪些公司的经营产品中同时包含“%s”和“%s”？" % (p1, p2), both, "filter-2", "zh")
    # 21 sum in a date window, outgoing
    s = sum(a for f, t, d, a in tr if f == CH and in_window(d, "20230701", "20230731"))
    q.add("%s 在2023年7月（2023-07-01至2023-07-31）向其他公司转出的资金总额是多少？" % CH, str(s), "sum", "zh")
    # 22 yes/no relation
    q.add("%s 和 %s 是否由同一位自然人担任法定代表人？" % (SJ, CH),
          yn(rep_of.get(SJ) is not None and rep_of.get(SJ) == rep_of.get(CH), "zh"), "yes-no", "zh")
    # 23 two-hop event -> product -> industry
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    q.add("产业链事件“顺丁橡胶成本上涨”的主体产品属于哪个产业？", industry_of[ev[0]["subject"]], "two-hop", "zh")
    # 24 date difference, incoming
    ds = sorted(day(d) for f, t, d, a in tr if t == SJ)
    q.add("%s 收到的第一笔转账和最后一笔转账相隔多少天？" % SJ, str((ds[-1] - ds[0]).days), "date-diff", "zh")
    # 25 multi-step: biggest payer -> its legal representative
    top = unique_max(per)
    q.add("向%s转账总额最高的那家公司，其法定代表人是谁？" % SJ, rep_of[top], "multi-step", "zh")
    q.check()
    return q.items


# ================================================================ kag-riskmining
def build_riskmining(root):
    src = os.path.join(root, "kag-riskmining", "sources")
    persons = read_csv(os.path.join(src, "Person.csv"))
    companies = read_csv(os.path.join(src, "Company.csv"))
    holds = read_csv(os.path.join(src, "Person_holdShare_Company.csv"))
    trans = read_csv(os.path.join(src, "Person_fundTrans_Person.csv"))
    pdev = read_csv(os.path.join(src, "Person_hasDevice_Device.csv"))
    devices = read_csv(os.path.join(src, "Device.csv"))
    apps = read_csv(os.path.join(src, "App.csv"))
    certs = read_csv(os.path.join(src, "Cert.csv"))
    pcert = read_csv(os.path.join(src, "Person_hasCert_Cert.csv"))
    ccert = read_csv(os.path.join(src, "Company_hasCert_Cert.csv"))

    pid2 = {p["id"]: p for p in persons}
    assert len(pid2) == len(persons)
    pname = {p["name"]: p for p in persons}
    assert len(pname) == len(persons)
    cid2 = {c["id"]: c for c in companies}
    cname = {c["name"]: c for c in companies}
    assert len(cid2) == len(cname) == len(companies)
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    cert_nums = set(c["certNum"] for c in certs)
    assert len(cert_nums) == len(certs)
    for a in apps:
        assert a["useCert"] in cert_nums
    for r in ccert + pcert:
        assert r["dst"] in cert_nums
    dev = {d["id"]: d for d in devices}
    assert len(dev) == len(devices)
    umid = {d["umid"]: d for d in devices}
    assert len(umid) == len(devices)

    def installed(did):
        return [x for x in dev[did]["install"].split(",") if x]

    for d in devices:
        for x in installed(d["id"]):
            assert x in app, x

    holds_of = defaultdict(list)
    for r in holds:
        holds_of[pid2[r["src"]]["name"]].append(cid2[r["dst"]]["name"])
    devs_of = defaultdict(list)
    for r in pdev:
        assert r["dst"] in dev
        devs_of[pid2[r["src"]]["name"]].append(r["dst"])
    for k, v in devs_of.items():
        assert len(v) == len(set(v)), k
    tr = []
    for t in trans:
        assert t["transAmt"].strip().isdigit()
        tr.append((pid2[t["src"]]["name"], pid2[t["dst"]]["name"], t["transDate"], dec(t["transAmt"])))

    BO = "柏*"
    q = QSet("kag-riskmining")

    # 1 attribute
    q.add("How old is %s?" % BO, pname[BO]["age"], "attribute", "en")
    # 2 attribute (company)
    cn = "航天彩**人*股*限公司"
    q.add("What is the phone number of the company %s?" % cn, cname[cn]["phone"], "attribute", "en")
    # 3 one-hop
    q.add("In which companies does %s hold shares?" % BO, holds_of[BO], "one-hop", "en")
    # 4 one-hop reverse
    cn2 = "**娱乐**公司"
    q.add("Which persons hold shares in the company %s?" % cn2,
          [p for p, cs in holds_of.items() if cn2 in cs], "one-hop", "en")
    # 5 count
    q.add("How many devices does 邬** own?", str(len(devs_of["邬**"])), "count", "en")
    # 6 count with a condition
    n = sum(1 for a in apps if a["riskMark"] == "诈骗")
    q.add("How many apps carry the risk mark 诈骗 (fraud)?", str(n), "count", "en")
    # 7 sum, counterparty + date window
    s = sum(a for f, t, d, a in tr if f == BO and t == "邬**" and in_window(d, "20230901", "20230915"))
    q.add("What is the total amount %s transferred to 邬** between 2023-09-01 and 2023-09-15 (inclusive)?" % BO,
          str(s), "sum", "en")
    # 8 average
    amts = [a for f, t, d, a in tr if f == BO and t == "杜*"]
    q.add("What is the average amount of the individual transfers from %s to 杜*? Round to 2 decimal places." % BO,
          rnd(sum(amts) / Decimal(len(amts)), 2), "average", "en")
    # 9 superlative
    per = defaultdict(Decimal)
    for f, t, d, a in tr:
        if f == BO:
            per[t] += a
    q.add("Which person received the largest total amount of money from %s?" % BO, unique_max(per), "superlative", "en")
    # 10 top-N
    q.add("List the 3 persons who own the most devices, most devices first.",
          top_n({k: len(v) for k, v in devs_of.items()}, 3), "top-n", "en")
    # 11 yes/no relation
    cn3 = "中信*投证***限公司"
    assert cn3 in cname
    q.add("Does %s hold shares in %s?" % (BO, cn3), yn(cn3 in holds_of[BO], "en"), "yes-no", "en")
    # 12 date difference
    ds = sorted(day(d) for f, t, d, a in tr if f == BO and t == "裘**")
    q.add("How many days passed between the first and the last transfer from %s to 裘**?" % BO,
          str((ds[-1] - ds[0]).days), "date-diff", "en")
    # 13 ratio
    a1 = sum(a for f, t, d, a in tr if f == BO and t == "邬**")
    a2 = sum(a for f, t, d, a in tr if f == BO and t == "裘**")
    q.add("What is the ratio of the total %s transferred to 邬** to the total %s transferred to 裘**? "
          "Round to 2 decimal places." % (BO, BO), rnd(a1 / a2, 2), "ratio", "en")
    # 14 two-hop person -> cert -> apps
    held = [r["dst"] for r in pcert if pid2[r["src"]]["name"] == "裘**"]
    assert len(held) == 1
    q.add("Which apps use the certificate that the person 裘** holds?",
          [a["id"] for a in apps if a["useCert"] in held], "two-hop", "en")
    # 15 multi-step: most devices -> age
    most = unique_max({k: len(v) for k, v in devs_of.items()})
    q.add("How old is the person who owns the most devices?", pname[most]["age"], "multi-step", "en")
    # 16 count per group
    named = ["裘**", "杜*", "邬**"]
    c = Counter(t for f, t, d, a in tr if f == BO)
    q.add("For each of 裘**, 杜* and 邬**, how many transfers did that person receive from %s? "
          "Answer as 'person: count'." % BO, ["%s: %d" % (n_, c[n_]) for n_ in named], "count-per-group", "en")

    # ---- zh (9)
    # 17 count of devices with an app
    ap = "com.qIu.VJbJ"
    n = sum(1 for d in devices if ap in installed(d["id"]))
    q.add("安装了应用 %s 的设备一共有多少台？" % ap, str(n), "count", "zh")
    # 18 multi-hop with two conditions: shareholding -> company cert -> apps marked 赌博
    comp_certs = set(r["dst"] for r in ccert if cid2[r["src"]]["name"] in holds_of[BO])
    ans = [a["id"] for a in apps if a["useCert"] in comp_certs and a["riskMark"] == "赌博"]
    q.add("%s 持股的公司所拥有的证书中，被哪些风险标记为“赌博”的应用使用？" % BO, ans, "filter-2", "zh")
    # 19 count then compare (yes/no)
    ap2 = "com.Yirmf.MZx.NKC.Xqp"
    k = sum(1 for d in devs_of["裘**"] if ap2 in installed(d))
    q.add("裘** 拥有的设备中，安装了应用 %s 的设备是否超过5台？" % ap2, yn(k > 5, "zh"), "yes-no", "zh")
    # 20 sum in a month window
    s = sum(a for f, t, d, a in tr if f == BO and t == "杜*" and in_window(d, "20230801", "20230831"))
    q.add("%s 在2023年8月（2023-08-01至2023-08-31）向杜*转账的总金额是多少？" % BO, str(s), "sum", "zh")
    # 21 min
    amts = [a for f, t, d, a in tr if f == BO and t == "裘**"]
    q.add("%s 向裘** 的单笔转账中，最小的一笔金额是多少？" % BO, str(min(amts)), "min", "zh")
    # 22 superlative
    q.add("年龄最大的自然人是谁？", unique_max({p["name"]: int(p["age"]) for p in persons}), "superlative", "zh")
    # 23 count with a condition
    n = sum(1 for p in persons if int(p["age"]) < 30)
    q.add("年龄小于30岁（不含30岁）的自然人有多少位？", str(n), "count", "zh")
    # 24 filter: persons with more than 5 devices that have an app installed
    ans = [p for p, ds_ in devs_of.items() if sum(1 for d in ds_ if ap in installed(d)) > 5]
    q.add("哪些自然人拥有超过5台安装了应用 %s 的设备？" % ap, ans, "filter-2", "zh")
    # 25 multi-step: largest single transfer from BO -> its date
    big = unique_max({(t, d, i): a for i, (f, t, d, a) in enumerate(tr) if f == BO})
    q.add("%s 转出的单笔金额最大的一笔转账发生在哪一天？（按 YYYY-MM-DD 格式回答）" % BO, iso(big[1]),
          "multi-step", "zh")
    q.check()
    return q.items


# ================================================================ main
def main():
    datasets = find_datasets()
    acme = find_acme()
    out_dir = os.path.dirname(HERE)
    outputs = {
        "r73-acme-supply.json": build_acme(acme),
        "r73-kag-supplychain.json": build_supplychain(datasets),
        "r73-kag-riskmining.json": build_riskmining(datasets),
    }
    for fname, items in outputs.items():
        path = os.path.join(out_dir, fname)
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(items, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        print("wrote %s (%d questions)" % (path, len(items)))


if __name__ == "__main__":
    main()
