#!/usr/bin/env python3
"""Gold answers for the r70 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Standard library only.  The script finds its data by walking up from its own folder:
the acme example under ``data/examples/acme-supply`` of an ancestor, the KAG examples under
``datasets/`` or ``shared/datasets/`` of an ancestor.  It writes three files into the folder
above its own (``bench/questions/blind/``):

    r70-acme-supply.json, r70-kag-supplychain.json, r70-kag-riskmining.json

each a JSON list of 25 objects {"id", "question", "answer", "shape", "lang"}
(16 English, 9 Chinese per project).  Every gold is computed here from the CSVs.

Readings used
-------------
* "Now": acme uses ``as_of`` from its kagflow.yaml (2024-06-30); the two KAG projects use
  2023-10-15.  "The last N days" / "近N天" / the schema rules' windows mean transfers whose date
  is strictly fewer than N days before now (0 <= now - transDate < N), exactly the rules'
  ``date_diff(now, transDate) < N``.  No transfer lies after now, and no transfer lies exactly
  on a window boundary that a question uses (asserted).
* Multi-value cells are split on the project's separator (acme ';', the KAG sets ',') and
  de-duplicated; values are stripped.
* Rows of one id repeated in a file (kag-supplychain Product.csv) are merged: MultiValue
  properties are the union (the repeated rows are identical anyway, asserted).
* kag-supplychain CompanyUpdate.csv is not read; no question depends on the products of the
  one company it names (浙江**摩托**限公司), checked where it could matter.
* Rule-derived notions are computed from the raw CSVs as the schema/concept rules define them:
  totalTransInAmt (sum of all incoming transAmt), outflow90Days / fundTransNMonth(In) (sum in the
  window above), cashflowDiffNMonth (outflow minus inflow in the window, a missing side = 0),
  mainSupply (o makes a product directly downstream, via hasSupplyChain, of a product s makes,
  o paid s, and o's payments to s are more than half of s's total inflow), belongToIndustry
  (company -> product -> the product's belongToIndustry), sameLegalRepresentative (both have a
  common legal representative), the supply-chain event rules (a 价格上涨 product event leads to a
  成本上涨 event for every company making a product that is directly in the event product's
  hasSupplyChain, exact product ids), risk mining developed (a person owns more than 5 devices
  with the app installed), release (person holds shares in a company that has the certificate
  the app uses; company hasCert and App.useCert name the certificate by certNum), 赌博应用
  (riskMark contains 赌博), 赌博App开发者 (developed a gambling app), 赌博App老板 (released a
  gambling app that some person developed, and transferred money to that developer).
* Entities are answered by name (companies, persons); apps, products, industries and
  certificates by id / certNum as the data writes them.
* Integers are written plainly; non-integers are rounded half up (Decimal arithmetic on the
  cell text, ROUND_HALF_UP) to 2 decimals and written with two decimals, unless a question
  says otherwise.  Percentages are written without '%'.  Dates are written as the data writes
  them (YYYYMMDD).  Yes/no questions are answered yes/no (English) or 是/否 (Chinese).
* Lists: one string per item, in no particular order unless the question asks for a ranking
  (top-N lists are best first).  Counts/sums per group are flattened [group, value, ...],
  largest first, with no tie between groups (asserted).  Superlative winners are unique
  (asserted); top-N asserts no tie across the cut.
"""
import csv
import datetime
import json
import os
import re
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal

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


def find_dir(candidates):
    for anc in ancestors(HERE):
        for rel in candidates:
            p = os.path.join(anc, rel)
            if os.path.isdir(p):
                return p
    raise SystemExit("cannot find any of %r above %s" % (candidates, HERE))


ACME = find_dir(["data/examples/acme-supply"])
SUPPLY = find_dir(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"])
RISK = find_dir(["datasets/kag-riskmining", "shared/datasets/kag-riskmining"])


def read_csv(folder, name):
    with open(os.path.join(folder, "sources", name), encoding="utf-8-sig", newline="") as fh:
        return [{k.strip(): (v or "").strip() for k, v in row.items()} for row in csv.DictReader(fh)]


def split_multi(cell, sep):
    out = []
    for part in cell.split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


# ---------------------------------------------------------------- numbers and helpers
TWO = Decimal("0.01")


def D(text):
    return Decimal(str(text).strip())


def num(value):
    value = Decimal(value)
    if value == value.to_integral_value():
        return str(int(value))
    return str(value.quantize(TWO, rounding=ROUND_HALF_UP))


def pct(part, whole):
    return num(Decimal(part) * 100 / Decimal(whole))


def avg(values):
    values = list(values)
    assert values
    return sum(values, Decimal(0)) / len(values)


def to_date(text):
    return datetime.datetime.strptime(text, "%Y%m%d").date()


def unique_max(scores, minimum=False):
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=not minimum)
    assert len(items) >= 1
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie for the top", items[:3])
    return items[0][0]


def top_n(scores, n):
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    assert len(items) >= n
    vals = [v for _, v in items[:n]]
    assert len(set(vals)) == n, ("tie inside top-N", items[: n + 1])
    if len(items) > n:
        assert items[n - 1][1] != items[n][1], ("tie across the cut", items[: n + 1])
    return [k for k, _ in items[:n]]


def flat_groups(scores):
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    vals = [v for _, v in items]
    assert len(set(vals)) == len(vals), ("tie between groups", items)
    out = []
    for k, v in items:
        out += [k, num(v)]
    return out


def yes(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


class QuestionSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        assert lang in ("en", "zh")
        if isinstance(answer, str):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer, question
        assert len(set(answer)) == len(answer) or shape in ("group_count", "group_sum"), (question, answer)
        self.items.append({
            "id": "%s-r70-%02d" % (self.project, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25, (self.project, len(self.items))
        assert langs["en"] == 16 and langs["zh"] == 9, (self.project, langs)
        qs = [q["question"] for q in self.items]
        assert len(set(qs)) == len(qs)
        with open(os.path.join(OUT_DIR, filename), "w", encoding="utf-8") as fh:
            json.dump(self.items, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        return os.path.join(OUT_DIR, filename)


class Transfers:
    """Edge list of fund transfers: (src, dst, date text, amount Decimal)."""

    def __init__(self, rows, src_col, dst_col, now):
        self.now = now
        self.rows = [(r[src_col], r[dst_col], r["transDate"], D(r["transAmt"])) for r in rows]
        for _, _, d, _ in self.rows:
            assert 0 <= (now - to_date(d)).days, d

    def select(self, src=None, dst=None, days=None, not_src=None, not_dst=None, pred=None):
        out = []
        for s, t, d, a in self.rows:
            if src is not None and s != src:
                continue
            if dst is not None and t != dst:
                continue
            if not_src is not None and s == not_src:
                continue
            if not_dst is not None and t == not_dst:
                continue
            if days is not None and not ((self.now - to_date(d)).days < days):
                continue
            if pred is not None and not pred(s, t, d, a):
                continue
            out.append((s, t, d, a))
        return out

    def no_boundary(self, days):
        for _, _, d, _ in self.rows:
            assert (self.now - to_date(d)).days != days, ("transfer on a window boundary", d, days)

    @staticmethod
    def total(rows):
        return sum((a for _, _, _, a in rows), Decimal(0))


# ================================================================ acme-supply
def acme():
    yaml_text = open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8").read()
    m = re.search(r'^as_of:\s*"?(\d{4}-\d{2}-\d{2})"?', yaml_text, re.M)
    now = datetime.date.fromisoformat(m.group(1))
    m = re.search(r'^multi_value_separator:\s*"(.)"', yaml_text, re.M)
    sep = m.group(1)

    companies = read_csv(ACME, "Company.csv")
    people = read_csv(ACME, "Person.csv")
    products = read_csv(ACME, "Product.csv")
    comp = {c["id"]: c for c in companies}
    assert len(comp) == len(companies)
    name = {c["id"]: c["name"] for c in companies}
    by_name = {c["name"]: c["id"] for c in companies}
    assert len(by_name) == len(comp)
    makes = {c["id"]: split_multi(c["product"], sep) for c in companies}
    down = {p["id"]: split_multi(p["hasSupplyChain"], sep) for p in products}
    reps = {p["name"]: [by_name[x] for x in split_multi(p["legalRepresentative"], sep)] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    T = Transfers(read_csv(ACME, "Company_fundTrans_Company.csv"), "srcId", "dstId", now)
    N = name
    I = by_name
    Q = QuestionSet("acme")

    inflow = {c: T.total(T.select(dst=c)) for c in comp if T.select(dst=c)}
    outflow = {c: T.total(T.select(src=c)) for c in comp if T.select(src=c)}

    def main_customers(s):
        out = []
        for o in comp:
            paid_rows = T.select(src=o, dst=s)
            if not paid_rows:
                continue
            linked = any(d in makes[o] for p in makes[s] for d in down.get(p, []))
            if linked and T.total(paid_rows) / inflow[s] > Decimal("0.5"):
                out.append(o)
        return out

    # 1 field
    Q.add("en", "field", "Which country is Helix Chemicals in?", comp[I["Helix Chemicals"]]["country"])
    # 2 field
    Q.add("en", "field", "founded year of Fjord Steel AS", comp[I["Fjord Steel AS"]]["founded"])
    # 3 count with condition
    Q.add("en", "count", "How many companies were founded before 1960?",
          num(sum(1 for c in companies if int(c["founded"]) < 1960)))
    # 4 list
    Q.add("en", "list", "List the companies based in the US.",
          [c["name"] for c in companies if c["country"] == "US"])
    # 5 yes/no
    Q.add("en", "yesno", "Has Helix Chemicals ever sent a fund transfer to another company?",
          yes(bool(T.select(src=I["Helix Chemicals"])), "en"))
    # 6 superlative
    Q.add("en", "superlative", "Which company has received the largest total amount in fund transfers?",
          N[unique_max(inflow)])
    # 7 top-N
    Q.add("en", "topn", "Top 3 companies by total amount paid out, highest first.",
          [N[c] for c in top_n(outflow, 3)])
    # 8 per-group sums
    Q.add("en", "group_sum", "For every company that has made outgoing fund transfers, what is the total it paid out? Largest first.",
          flat_groups({N[c]: v for c, v in outflow.items()}))
    # 9 per-group counts with condition
    senders = Counter(s for s, _, _, _ in T.rows)
    Q.add("en", "group_count", "For each company that made more than one outgoing transfer, how many outgoing transfers did it make?",
          flat_groups({N[c]: n for c, n in senders.items() if n > 1}))
    # 10 sum in a window
    T.no_boundary(30)
    Q.add("en", "sum_window", "How much did Acme Motors pay out in the last 30 days?",
          num(T.total(T.select(src=I["Acme Motors"], days=30))))
    # 11 sum between two named parties, one direction
    Q.add("en", "sum_between", "What is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons?",
          num(T.total(T.select(src=I["Acme Motors"], dst=I["O'Hara, Lamb & Sons"]))))
    # 12 average
    r = T.select(dst=I["O'Hara, Lamb & Sons"])
    Q.add("en", "avg", "Average amount of the transfers received by O'Hara, Lamb & Sons?",
          num(avg(a for _, _, _, a in r)))
    # 13 max
    Q.add("en", "max", "What was the largest single transfer Acme Motors received?",
          num(max(a for _, _, _, a in T.select(dst=I["Acme Motors"]))))
    # 14 excluding a party
    Q.add("en", "sum_excluding", "How much money did O'Hara, Lamb & Sons receive from companies other than Acme Motors?",
          num(T.total(T.select(dst=I["O'Hara, Lamb & Sons"], not_src=I["Acme Motors"]))))
    # 15 two-hop via person
    rep_of = [p for p, cs in reps.items() if I["Eastwind Logistics"] in cs]
    assert len(rep_of) == 1
    Q.add("en", "twohop", "How old is the legal representative of Eastwind Logistics?", num(age[rep_of[0]]))
    # 16 negation
    Q.add("en", "negation", "Which companies have never paid money to another company?",
          [c["name"] for c in companies if not T.select(src=c["id"])])
    # 17 comparison
    a, b = I["Acme Motors"], I["Fjord Steel AS"]
    assert inflow[a] != inflow[b]
    Q.add("zh", "compare", "Acme Motors 和 Fjord Steel AS 谁收到的转账总额更多？",
          N[a] if inflow[a] > inflow[b] else N[b])
    # 18 rule: mainSupply
    mc = main_customers(I["Helix Chemicals"])
    assert len(mc) == 1
    Q.add("zh", "rule", "Helix Chemicals 的主要客户是哪家公司？", N[mc[0]])
    # 19 rule: how many companies have Acme Motors as main customer
    Q.add("zh", "rule_count", "有几家公司的主要客户是 Acme Motors？",
          num(sum(1 for s in comp if s in inflow and I["Acme Motors"] in main_customers(s))))
    # 20 rule: outflow90Days
    T.no_boundary(90)
    Q.add("zh", "rule", "Acme Motors 近90天的流出金额是多少？",
          num(T.total(T.select(src=I["Acme Motors"], days=90))))
    # 21 rule: sameLegalRepresentative
    same = set()
    for p, cs in reps.items():
        if I["Acme Motors"] in cs:
            same |= set(cs)
    same.discard(I["Acme Motors"])
    Q.add("zh", "rule", "除了 Acme Motors 本身，还有哪些公司和它有同一个法定代表人？", sorted(N[c] for c in same))
    # 22 two-hop along transfers
    first = {t for _, t, _, _ in T.select(src=I["Acme Motors"])}
    second = {t for f in first for _, t, _, _ in T.select(src=f)} - {I["Acme Motors"]}
    Q.add("zh", "twohop", "Acme Motors 付过款的公司，又把钱转给了哪些公司？（不算 Acme Motors 自己）",
          sorted(N[c] for c in second))
    # 23 count in a window (calendar quarter)
    q1 = [r for r in T.rows if "20240101" <= r[2] <= "20240331"]
    Q.add("zh", "count_window", "2024年第一季度一共发生了多少笔资金往来？", num(len(q1)))
    # 24 hierarchy: companies making a product under Vehicles
    veh = [c["name"] for c in companies
           if any(p == "Vehicles" or p.startswith("Vehicles-") for p in makes[c["id"]])]
    Q.add("zh", "hierarchy", "哪些公司的产品属于 Vehicles 这一产品大类（含其下级分类）？", veh)
    # 25 superlative over persons
    Q.add("zh", "superlative", "年龄最大的自然人是谁？", unique_max(age))
    return Q


# ================================================================ kag-supplychain
def supplychain():
    now = datetime.date(2023, 10, 15)
    sep = ","
    companies = read_csv(SUPPLY, "Company.csv")
    people = read_csv(SUPPLY, "Person.csv")
    prod_rows = read_csv(SUPPLY, "Product.csv")
    events = read_csv(SUPPLY, "ProductChainEvent.csv")
    comp = {c["id"]: c for c in companies}
    assert len(comp) == len(companies)
    N = {c["id"]: c["name"] for c in companies}
    I = {c["name"]: c["id"] for c in companies}
    assert len(I) == len(N)
    makes = {c["id"]: split_multi(c["product"], sep) for c in companies}
    prod_down = defaultdict(list)
    prod_ind = {}
    seen_rows = {}
    for p in prod_rows:
        key = (p["belongToIndustry"], tuple(split_multi(p["hasSupplyChain"], sep)))
        if p["id"] in seen_rows:
            assert seen_rows[p["id"]] == key, p["id"]
        seen_rows[p["id"]] = key
        prod_ind[p["id"]] = p["belongToIndustry"]
        for d in split_multi(p["hasSupplyChain"], sep):
            if d not in prod_down[p["id"]]:
                prod_down[p["id"]].append(d)
    reps = {}
    for p in people:
        assert p["name"] not in reps
        reps[p["name"]] = [I[x] for x in split_multi(p["legalRepresentative"], sep)]
    age = {p["name"]: int(p["age"]) for p in people}
    T = Transfers(read_csv(SUPPLY, "Company_fundTrans_Company.csv"), "srcId", "dstId", now)
    Q = QuestionSet("supplychain")
    UPDATED = I["浙江**摩托**限公司"]  # named in CompanyUpdate.csv: avoid its products

    inflow = {c: T.total(T.select(dst=c)) for c in comp if T.select(dst=c)}
    outflow = {c: T.total(T.select(src=c)) for c in comp if T.select(src=c)}

    def window(c, days, out=True):
        T.no_boundary(days)
        rows = T.select(src=c, days=days) if out else T.select(dst=c, days=days)
        return T.total(rows)

    def reps_of(c):
        return [p for p, cs in reps.items() if c in cs]

    def industries(c):
        return sorted({prod_ind[p] for p in makes[c] if p in prod_ind})

    def main_customers(s):
        out = []
        for o in comp:
            paid_rows = T.select(src=o, dst=s)
            if not paid_rows:
                continue
            linked = any(d in makes[o] for p in makes[s] for d in prod_down.get(p, []))
            share_ok = T.total(paid_rows) / inflow[s] > Decimal("0.5")
            if o == UPDATED and share_ok:
                raise AssertionError("answer depends on the updated company's products")
            if linked and share_ok:
                out.append(o)
        return out

    chuanhua = I["传化****限公司"]
    sanjiao = I["三角***份限公司"]

    # 1 field (person)
    Q.add("en", "field", "How old is 尤**?", num(age["尤**"]))
    # 2 field (product)
    Q.add("en", "field", "Which industry does the product 汽车-摩托车制造 belong to?", prod_ind["汽车-摩托车制造"])
    # 3 count with condition
    Q.add("en", "count", "How many people in the graph are younger than 30?",
          num(sum(1 for v in age.values() if v < 30)))
    # 4 count
    Q.add("en", "count", "How many companies list 轮胎与橡胶-轮胎 among their products?",
          num(sum(1 for c in comp if "轮胎与橡胶-轮胎" in makes[c])))
    # 5 list in a window
    aug = T.select(src=chuanhua, pred=lambda s, t, d, a: d.startswith("202308"))
    Q.add("en", "list", "Which companies did 传化****限公司 pay in August 2023?", sorted({N[t] for _, t, _, _ in aug}))
    # 6 yes/no
    Q.add("en", "yesno", "Did 三角***份限公司 ever receive a payment from 浙江**摩托**限公司?",
          yes(bool(T.select(src=UPDATED, dst=sanjiao)), "en"))
    # 7 superlative
    Q.add("en", "superlative", "Which company received the single largest transfer from 传化****限公司?",
          N[unique_max({t: a for _, t, _, a in T.select(src=chuanhua)})])
    # 8 top-N
    Q.add("en", "topn", "top 3 companies by total money received, highest first",
          [N[c] for c in top_n(inflow, 3)])
    # 9 per-group counts with condition
    recv = Counter(t for _, t, _, _ in T.rows)
    Q.add("en", "group_count", "Number of incoming transfers for each company that received more than one transfer.",
          flat_groups({N[c]: n for c, n in recv.items() if n > 1}))
    # 10 sum in a window
    Q.add("en", "sum_window", "What is the total amount 传化****限公司 paid out in the last 30 days?",
          num(window(chuanhua, 30)))
    # 11 sum between two parties, one direction
    Q.add("en", "sum_between", "Total amount transferred from 三角***份限公司 to 传化****限公司?",
          num(T.total(T.select(src=sanjiao, dst=chuanhua))))
    # 12 average over all transfers
    Q.add("en", "avg", "What is the average amount of all fund transfers in the data?",
          num(avg(a for _, _, _, a in T.rows)))
    # 13 excluding a party
    Q.add("en", "sum_excluding", "How much did 传化****限公司 pay out in total, leaving out its payments to 三角***份限公司?",
          num(T.total(T.select(src=chuanhua, not_dst=sanjiao))))
    # 14 two-hop: persons representing payers of 传化
    payers = {s for s, _, _, _ in T.select(dst=chuanhua)}
    Q.add("en", "twohop", "Who are the legal representatives of the companies that sent money to 传化****限公司?",
          sorted({p for c in payers for p in reps_of(c)}))
    # 15 negation
    paid_by_ch = {t for _, t, _, _ in T.select(src=chuanhua)}
    Q.add("en", "negation", "Among the companies 传化****限公司 has paid, which ones never made a payment themselves?",
          sorted(N[c] for c in paid_by_ch if not T.select(src=c)))
    # 16 rule: mainSupply
    mc = main_customers(chuanhua)
    assert len(mc) == 1
    Q.add("en", "rule", "Who is the main customer of 传化****限公司?", N[mc[0]])
    # 17 rule: does 三角 have a main customer
    Q.add("zh", "rule_yesno", "三角***份限公司有没有主要客户？", yes(bool(main_customers(sanjiao)), "zh"))
    # 18 rule: fundTrans3Month
    Q.add("zh", "rule", "传化****限公司近3月流出金额是多少？", num(window(chuanhua, 90)))
    # 19 rule: cashflowDiff6Month
    diff6 = window(sanjiao, 180) - window(sanjiao, 180, out=False)
    Q.add("zh", "rule", "三角***份限公司近6个月资金流水差是多少？", num(diff6))
    # 20 rule: belongToIndustry
    assert all(p in prod_ind for p in makes[sanjiao])
    Q.add("zh", "rule", "三角***份限公司所在行业是什么？", industries(sanjiao))
    # 21 rule: event chain (价格上涨 -> 成本上涨)
    ev = [e for e in events if e["index"] == "价格" and e["trend"] == "上涨"]
    assert len(ev) == 1 and ev[0]["subject"] == "商品化工-橡胶-合成橡胶-顺丁橡胶"
    downs = set(prod_down[ev[0]["subject"]])
    hit = [c for c in comp if downs & set(makes[c])]
    assert UPDATED not in hit
    Q.add("zh", "rule_count", "顺丁橡胶价格上涨这个事件，会导致多少家公司出现成本上涨事件？", num(len(hit)))
    # 22 field: legal representative (reverse lookup)
    lr = reps_of(sanjiao)
    assert len(lr) == 1
    Q.add("zh", "field", "三角***份限公司的法人代表是谁", lr[0])
    # 23 count: companies a person represents
    Q.add("zh", "count", "庞*一共是几家公司的法人代表？", num(len(reps["庞*"])))
    # 24 comparison
    assert inflow[sanjiao] != inflow[chuanhua]
    Q.add("zh", "compare", "三角***份限公司和传化****限公司，哪家收到的钱总数更多？",
          N[sanjiao] if inflow[sanjiao] > inflow[chuanhua] else N[chuanhua])
    # 25 superlative over persons
    Q.add("zh", "superlative", "年纪最大的自然人叫什么名字？", unique_max(age))
    return Q


# ================================================================ kag-riskmining
def riskmining():
    now = datetime.date(2023, 10, 15)
    sep = ","
    apps = {a["id"]: a for a in read_csv(RISK, "App.csv")}
    certs = read_csv(RISK, "Cert.csv")
    cert_nums = {c["certNum"] for c in certs}
    companies = read_csv(RISK, "Company.csv")
    CN = {c["id"]: c["name"] for c in companies}
    assert len(set(CN.values())) == len(CN)
    people = read_csv(RISK, "Person.csv")
    PN = {p["id"]: p["name"] for p in people}
    PI = {v: k for k, v in PN.items()}
    assert len(PI) == len(PN)
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    devices = {d["id"]: d for d in read_csv(RISK, "Device.csv")}
    installs = {d: set(split_multi(x["install"], sep)) for d, x in devices.items()}
    assert all(a in apps for s in installs.values() for a in s)
    owns = defaultdict(set)
    for r in read_csv(RISK, "Person_hasDevice_Device.csv"):
        owns[r["src"]].add(r["dst"])
    comp_certs = defaultdict(set)
    for r in read_csv(RISK, "Company_hasCert_Cert.csv"):
        assert r["dst"] in cert_nums
        comp_certs[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in read_csv(RISK, "Person_holdShare_Company.csv"):
        shares[r["src"]].add(r["dst"])
    T = Transfers(read_csv(RISK, "Person_fundTrans_Person.csv"), "src", "dst", now)
    Q = QuestionSet("riskmining")

    gambling = sorted(a for a, x in apps.items() if "赌博" in x["riskMark"])

    def developed(p):
        cnt = Counter(a for d in owns[p] for a in installs[d])
        return sorted(a for a, n in cnt.items() if n > 5)

    def released(p):
        cs = {cert for c in shares[p] for cert in comp_certs[c]}
        return sorted(a for a, x in apps.items() if x["useCert"] in cs)

    developers = sorted(PN[p] for p in PN if set(developed(p)) & set(gambling))
    bosses = []
    for s in PN:
        ok = False
        for a in set(released(s)) & set(gambling):
            for u in PN:
                if a in developed(u) and T.select(src=s, dst=u):
                    ok = True
        if ok:
            bosses.append(PN[s])

    bo = PI["柏*"]
    received = {PN[t]: v for t, v in ((t, T.total(T.select(dst=t))) for t in PN) if v}

    # 1 field
    Q.add("en", "field", "What is 裘**'s phone number?", phone["裘**"])
    # 2 field
    Q.add("en", "field", "risk mark of app com.oStEmG.may", apps["com.oStEmG.may"]["riskMark"])
    # 3 field
    Q.add("en", "field", "Which certificate number does the app com.qIu.VJbJ use?", apps["com.qIu.VJbJ"]["useCert"])
    # 4 count with condition
    Q.add("en", "count", "How many apps carry the risk mark 诈骗?",
          num(sum(1 for x in apps.values() if x["riskMark"] == "诈骗")))
    # 5 count (one entity)
    Q.add("en", "count", "How many devices does 邬** own?", num(len(owns[PI["邬**"]])))
    # 6 list
    Q.add("en", "list", "List the apps whose risk mark is 赌博.", gambling)
    # 7 yes/no
    comp1 = [c for c, n in CN.items() if n == "**娱乐**公司"]
    assert len(comp1) == 1
    Q.add("en", "yesno", "Does 柏* hold shares in **娱乐**公司?", yes(comp1[0] in shares[bo], "en"))
    # 8 superlative (with exclusion)
    dev_count = Counter(a for s in installs.values() for a in s)
    Q.add("en", "superlative", "Apart from the gambling apps, which app is installed on the most devices?",
          unique_max({a: n for a, n in dev_count.items() if a not in gambling}))
    # 9 top-N
    Q.add("en", "topn", "Top 3 people by number of devices owned, most first.",
          [PN[p] for p in top_n({p: len(owns[p]) for p in PN}, 3)])
    # 10 per-group counts
    Q.add("en", "group_count", "How many transfers did each person receive? Only people who received at least one.",
          flat_groups({PN[t]: n for t, n in Counter(t for _, t, _, _ in T.rows).items()}))
    # 11 sum in a window
    T.no_boundary(30)
    Q.add("en", "sum_window", "How much money did 柏* transfer out in the last 30 days?",
          num(T.total(T.select(src=bo, days=30))))
    # 12 sum between two parties
    Q.add("en", "sum_between", "What's the total 柏* has sent to 杜*?",
          num(T.total(T.select(src=bo, dst=PI["杜*"]))))
    # 13 max
    Q.add("en", "max", "What is the largest single transfer from 柏* to 邬**?",
          num(max(a for _, _, _, a in T.select(src=bo, dst=PI["邬**"]))))
    # 14 two-hop: apps on a person's devices
    Q.add("en", "twohop", "Which apps are installed on the devices owned by 左**?",
          sorted({a for d in owns[PI["左**"]] for a in installs[d]}))
    # 15 rule: developers of gambling apps
    Q.add("en", "rule", "Who are the gambling app developers (赌博App开发者)?", developers)
    # 16 rule: release
    Q.add("en", "rule", "Which apps has 柏* released?", released(bo))
    # 17 rule: boss
    Q.add("zh", "rule", "谁是赌博App老板？", sorted(bosses))
    # 18 rule: developed count
    Q.add("zh", "rule_count", "裘**开发了几个应用？", num(len(developed(PI["裘**"]))))
    # 19 rule yes/no: is an app a gambling app
    Q.add("zh", "rule_yesno", "com.HOfs.aOnwJ.fFHM.QoXx 属于赌博应用吗？", yes("com.HOfs.aOnwJ.fFHM.QoXx" in gambling, "zh"))
    # 20 per-group sums
    Q.add("zh", "group_sum", "柏*转给每个人的钱分别一共是多少？按金额从大到小列出。",
          flat_groups({PN[t]: T.total(T.select(src=bo, dst=t)) for t in PN if T.select(src=bo, dst=t)}))
    # 21 excluding a party
    Q.add("zh", "sum_excluding", "不算转给邬**的部分，柏*一共转出了多少钱？",
          num(T.total(T.select(src=bo, not_dst=PI["邬**"]))))
    # 22 comparison
    a, b = received["裘**"], received["杜*"]
    assert a != b
    Q.add("zh", "compare", "裘**和杜*相比，谁从柏*那里收到的钱更多？", "裘**" if a > b else "杜*")
    # 23 negation count
    Q.add("zh", "negation", "有多少个应用没有安装在任何设备上？",
          num(sum(1 for a in apps if dev_count[a] == 0)))
    # 24 avg
    Q.add("zh", "avg", "柏*转给杜*的钱，平均每笔多少？",
          num(avg(a for _, _, _, a in T.select(src=bo, dst=PI["杜*"]))))
    # 25 two-hop via certificate
    cert = apps["com.ziNtg.tSIuhlG"]["useCert"]
    holders = {c for c, cs in comp_certs.items() if cert in cs}
    Q.add("zh", "twohop", "应用 com.ziNtg.tSIuhlG 所用证书被哪些公司持有？",
          sorted(CN[c] for c in holders))
    return Q


def main():
    paths = [
        acme().write("r70-acme-supply.json"),
        supplychain().write("r70-kag-supplychain.json"),
        riskmining().write("r70-kag-riskmining.json"),
    ]
    for p in paths:
        print(p)


if __name__ == "__main__":
    main()
