#!/usr/bin/env python3
"""Round 63 held-out questions with gold answers for acme-supply, kag-supplychain and kag-riskmining.

Standard library only.  Run it from anywhere: it walks up from its own folder to find

* acme-supply under ``data/examples/acme-supply`` of the repository (an ancestor folder), and
* the KAG sets under ``datasets/kag-supplychain`` / ``datasets/kag-riskmining`` or
  ``shared/datasets/...`` of some ancestor folder,

computes every gold answer from the CSV files and writes, next to this folder's parent
(``bench/questions/blind/``), ``r63-acme-supply.json``, ``r63-kag-supplychain.json`` and
``r63-kag-riskmining.json``: JSON lists of
``{"id", "question", "answer": [str, ...], "shape", "lang"}``, 25 questions per project
(16 English, 9 Chinese).

Answer conventions
------------------
* Integers are written plainly; other numbers are rounded half up to 2 decimals
  (``decimal.ROUND_HALF_UP``); the script asserts that no rounded value ends in a 0 after
  the point, so "2.5" vs "2.50" never matters.  Percentages are numbers without ``%``.
* Dates as the data writes them (yyyyMMdd); yes/no as ``yes``/``no`` in English questions
  and ``是``/``否`` in Chinese ones.
* Lists: one string per item (order irrelevant).  Counts per group: flattened
  ``[group, count, group, count, ...]`` largest count first; the script asserts the counts
  are pairwise different.  Superlative winners are asserted unique.
* Entities are answered by their ``name`` (acme companies/persons, KAG companies/persons),
  by their id where the type has no name (products, industries, apps, devices).

Readings used
-------------
Multi-value cells: acme splits on ``;`` (``multi_value_separator`` in its kagflow.yaml:
company names contain commas); the KAG sets split on ``,`` (KAG's own convention).  A value
repeated within one cell (e.g. a KAG company listing ``轮胎与橡胶-轮胎`` twice, a person listing
the same company twice, a device listing an app twice) is one relation: relations are sets.
No question depends on the one Product.csv value that contains a comma of its own
(``葱,大蒜,姜``), on ``CompanyUpdate.csv`` (kag-supplychain; whether it adds to or replaces
``浙江**摩托**限公司``'s products changes no gold here: the script checks both readings), nor on
Product.csv's repeated rows (they are identical; asserted).

acme-supply ("now" = as_of 2024-06-30 from kagflow.yaml):
* totalTransInAmt (total inflow) = sum of transAmt of all fundTrans edges into the company.
* outflow90Days = sum of the company's outgoing transAmt with
  date_diff(now, transDate) < 90 days, i.e. transDate from 2024-04-02 to now.
* mainSupply(s, o): s makes a product whose hasSupplyChain contains a product o makes, o paid
  s, and (sum o->s) / s.totalTransInAmt > 0.5.  "o is s's main customer".
* sameLegalRepresentative(s, o): one person is legal representative of both (s != o).
* "Q1 2024" = 2024-01-01 .. 2024-03-31; "after May 1, 2024" = transDate > 20240501;
  "in June 2024" = 202406xx.

kag-supplychain ("now" = 2023-10-15 for the date rules):
* fundTrans1Month / fundTrans3Month = sum of outgoing transAmt with
  date_diff(now, transDate) < 30 / < 90 days (30 days: transDate >= 2023-09-16;
  90 days: transDate >= 2023-07-18); fundTrans3MonthIn the same over incoming transfers;
  cashflowDiff3Month = fundTrans3Month - fundTrans3MonthIn (a missing side counts 0).
* totalTransInAmt, mainSupply, sameLegalRepresentative as in acme (the same rules).
* belongToIndustry(company) = the belongToIndustry of the company's products that have a row
  in Product.csv (exact product ids; products without a row have no industry).
* Event rules (concept.rule): the ProductChainEvent ``顺丁橡胶成本上涨`` (index 价格, trend 上涨)
  belongs to 价格上涨; for it, every company c that makes a product in the hasSupplyChain of the
  event's subject product (``商品化工-橡胶-合成橡胶-顺丁橡胶``; exact product ids, no hierarchy)
  gets a 成本上涨 CompanyEvent, and each such company then a 利润下跌 CompanyEvent.
* "August 2023" = 202308xx; "between June 1 and July 15, 2023" inclusive.

kag-riskmining:
* 赌博应用 (gambling app): an App whose riskMark contains ``赌博``.
* developed(s, o): the number of distinct devices s owns that have o installed is > 5.
* release(s, o): s holds shares in a company that has a cert whose number o uses (useCert).
* 赌博App开发者: a person who developed a gambling app; 赌博App老板: a person who released a
  gambling app a, a developer of a exists, and s made a fundTrans to that developer.
* Certificates are matched by their certNum (the value App.useCert and the hasCert files use).
* "August 2023" = 202308xx; "between 1 and 10 September 2023" inclusive.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, getcontext
from fractions import Fraction

getcontext().prec = 60
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ---------------------------------------------------------------- locating the data
def find_up(*relatives):
    d = HERE
    while True:
        for rel in relatives:
            cand = os.path.join(d, rel)
            if os.path.isdir(cand):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("not found walking up from %s: %s" % (HERE, relatives))
        d = parent


ACME = find_up(os.path.join("data", "examples", "acme-supply"))
SC = find_up(os.path.join("datasets", "kag-supplychain"), os.path.join("shared", "datasets", "kag-supplychain"))
RM = find_up(os.path.join("datasets", "kag-riskmining"), os.path.join("shared", "datasets", "kag-riskmining"))


def rows(base, name):
    with open(os.path.join(base, "sources", name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()] if cell else []


# ---------------------------------------------------------------- formatting
def num(x):
    """int / Fraction / Decimal -> gold string."""
    if isinstance(x, int):
        return str(x)
    fr = Fraction(x)
    if fr.denominator == 1:
        return str(fr.numerator)
    d = (Decimal(fr.numerator) / Decimal(fr.denominator)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    s = str(d)
    assert not s.endswith("0"), ("trailing zero makes the gold ambiguous", s)
    return s


def pct(part, whole):
    return num(Fraction(part) * 100 / Fraction(whole))


def yn(b, lang):
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


def unique_max(d):
    best = max(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ("superlative not unique", winners, best)
    return winners[0]


def unique_min(d):
    best = min(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ("superlative not unique", winners, best)
    return winners[0]


def groups(counter):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in items]
    assert len(set(vals)) == len(vals), ("counts per group tie", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, lang, shape, question, answer):
        if isinstance(answer, (str, int, Fraction, Decimal)):
            answer = [answer]
        ans = [a if isinstance(a, str) else num(a) for a in answer]
        assert ans and all(isinstance(a, str) and a for a in ans), (question, ans)
        assert len(set(ans)) == len(ans) or shape == "count_per_group", (question, ans)
        self.items.append({"id": "", "question": question, "answer": ans, "shape": shape, "lang": lang})

    def finish(self):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        qs = [q["question"] for q in self.items]
        assert len(set(qs)) == len(qs)
        for i, q in enumerate(self.items, 1):
            q["id"] = "%s-r63-%02d" % (self.prefix, i)
        return self.items


# ================================================================ acme-supply
def acme():
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        cfg = f.read()
    as_of = None
    sep = None
    for line in cfg.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("as_of:"):
            as_of = line.split(":", 1)[1].strip().strip("\"'")
        if line.startswith("multi_value_separator:"):
            sep = line.split(":", 1)[1].strip().strip("\"'")
    assert as_of == "2024-06-30" and sep == ";", (as_of, sep)
    now = date.fromisoformat(as_of)

    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    name = {i: r["name"] for i, r in comp.items()}
    by_name = {r["name"]: i for i, r in comp.items()}
    makes = {i: set(split(r["product"], sep)) for i, r in comp.items()}
    chain = {r["id"]: set(split(r["hasSupplyChain"], sep)) for r in rows(ACME, "Product.csv")}
    persons = rows(ACME, "Person.csv")
    rep = {p["name"]: {by_name[c] for c in split(p["legalRepresentative"], sep)} for p in persons}
    age = {p["name"]: int(p["age"]) for p in persons}
    trans = [dict(r, transAmt=int(r["transAmt"])) for r in rows(ACME, "Company_fundTrans_Company.csv")]
    for t in trans:
        assert t["srcId"] in comp and t["dstId"] in comp

    inflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["transAmt"]

    def paid(o, s):
        return sum(t["transAmt"] for t in trans if t["srcId"] == o and t["dstId"] == s)

    def outflow90(s):
        return sum(t["transAmt"] for t in trans if t["srcId"] == s and (now - ymd(t["transDate"])).days < 90)

    def main_supply():
        out = set()
        for s in comp:
            for o in comp:
                if s == o:
                    continue
                down = set().union(*[chain.get(p, set()) for p in makes[s]]) if makes[s] else set()
                if down & makes[o] and paid(o, s) and Fraction(paid(o, s), inflow[s]) > Fraction(1, 2):
                    out.add((s, o))
        return out

    ms = main_supply()

    def same_rep(c):
        return {o for cs in rep.values() if c in cs for o in cs if o != c}

    Q = QSet("acme")
    cid = by_name
    Q.add("en", "lookup", "Which country is Fjord Steel based in?", comp[cid["Fjord Steel AS"]]["country"])
    Q.add("zh", "lookup", "Helix Chemicals 是哪一年成立的？", comp[cid["Helix Chemicals"]]["founded"])
    Q.add("en", "one_hop", "legal rep of Granite Insurance",
          [p for p, cs in rep.items() if cid["Granite Insurance"] in cs])
    Q.add("en", "count", "How many of the companies were founded before 1960?",
          sum(1 for r in comp.values() if int(r["founded"]) < 1960))
    Q.add("zh", "sum", "Acme Motors 一共给 O'Hara, Lamb & Sons 转了多少钱？",
          paid(cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]))
    Q.add("en", "average", "What's the average amount of a fund transfer between the companies?",
          Fraction(sum(t["transAmt"] for t in trans), len(trans)))
    oldest = unique_min({i: int(r["founded"]) for i, r in comp.items()})
    Q.add("en", "superlative", "Which company was founded first?", name[oldest])
    Q.add("zh", "list", "注册国家是 US 的公司有哪些？", [name[i] for i, r in comp.items() if r["country"] == "US"])
    Q.add("en", "yes_no", "Has Helix Chemicals ever paid O'Hara, Lamb & Sons?",
          yn(paid(cid["Helix Chemicals"], cid["O'Hara, Lamb & Sons"]) > 0, "en"))
    Q.add("zh", "yes_no", "Fjord Steel AS 给 O'Hara, Lamb & Sons 转过账吗？",
          yn(paid(cid["Fjord Steel AS"], cid["O'Hara, Lamb & Sons"]) > 0, "zh"))
    payers = {t["srcId"] for t in trans}
    Q.add("en", "negation", "Which companies have never sent a payment to another company?",
          [name[i] for i in comp if i not in payers])
    Q.add("en", "share", "What percentage of all the money transferred between companies went to Delta Cells?",
          pct(inflow[cid["Delta Cells GmbH"]], sum(t["transAmt"] for t in trans)))
    Q.add("zh", "difference", "Dara O'Hara 比 Chloe Tan 大几岁？", age["Dara O'Hara"] - age["Chloe Tan"])
    june = Counter(name[t["srcId"]] for t in trans if t["transDate"].startswith("202406"))
    Q.add("en", "count_per_group", "number of transfers each company made in June 2024", groups(june))
    Q.add("en", "time_window", "Which companies did Acme Motors pay after May 1, 2024?",
          sorted({name[t["dstId"]] for t in trans if t["srcId"] == cid["Acme Motors"] and t["transDate"] > "20240501"}))
    Q.add("zh", "time_window", "2024年第一季度公司之间一共转账多少钱？",
          sum(t["transAmt"] for t in trans if "20240101" <= t["transDate"] <= "20240331"))
    Q.add("en", "rule", "What is the total inflow of O'Hara, Lamb & Sons?", inflow[cid["O'Hara, Lamb & Sons"]])
    Q.add("en", "rule", "Which suppliers have Acme Motors as their main customer?",
          sorted(name[s] for s, o in ms if o == cid["Acme Motors"]))
    Q.add("zh", "rule", "Acme Motors 近90天的资金流出是多少？", outflow90(cid["Acme Motors"]))
    Q.add("en", "rule", "Which company shares a legal representative with Helix Chemicals?",
          sorted(name[o] for o in same_rep(cid["Helix Chemicals"])))
    Q.add("en", "one_hop", "who makes synthetic rubber",
          sorted(name[i] for i in comp if "Chemicals-Rubber-Synthetic rubber" in makes[i]))
    down_rubber = chain["Chemicals-Rubber-Synthetic rubber"]
    Q.add("en", "two_hop", "Which companies make the products that synthetic rubber feeds into?",
          sorted(name[i] for i in comp if makes[i] & down_rubber))
    Q.add("zh", "one_hop", "Sheet steel 的下游产品有哪些？", sorted(chain["Metals-Steel-Sheet steel"]))
    top = unique_max(dict(inflow))
    Q.add("en", "superlative", "Which company received the most money in total?", name[top])
    Q.add("zh", "count", "有几个人同时担任不止一家公司的法人代表？", sum(1 for cs in rep.values() if len(cs) > 1))
    return Q.finish()


# ================================================================ kag-supplychain
def supplychain(with_update=False):
    NOW = date(2023, 10, 15)
    comp = {r["id"]: r for r in rows(SC, "Company.csv")}
    name = {i: r["name"] for i, r in comp.items()}
    assert len(set(name.values())) == len(name)
    by_name = {v: k for k, v in name.items()}
    makes = {i: set(split(r["product"], ",")) for i, r in comp.items()}
    if with_update:  # the other reading of CompanyUpdate.csv: it replaces the products
        for r in rows(SC, "CompanyUpdate.csv"):
            makes[r["id"]] = set(split(r["products"], ","))
    prod_rows = rows(SC, "Product.csv")
    prod = {}
    for r in prod_rows:
        assert prod.setdefault(r["id"], r) == r, ("Product.csv repeats a row with other values", r["id"])
    industry = {k: r["belongToIndustry"] for k, r in prod.items()}
    chain = {k: set(split(r["hasSupplyChain"], ",")) for k, r in prod.items()}
    persons = rows(SC, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in persons}
    rep = {p["name"]: {by_name[c] for c in split(p["legalRepresentative"], ",")} for p in persons}
    trans = [dict(r, transAmt=int(r["transAmt"])) for r in rows(SC, "Company_fundTrans_Company.csv")]

    def short(s):
        hits = [n for n in name.values() if s in n]
        assert len(hits) == 1, (s, hits)
        return by_name[hits[0]]

    chuanhua = short("传化")
    sanjiao = short("三角")
    zj = by_name["浙江**摩托**限公司"]

    inflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["transAmt"]

    def paid(o, s):
        return sum(t["transAmt"] for t in trans if t["srcId"] == o and t["dstId"] == s)

    def window(c, days, direction):
        key = "srcId" if direction == "out" else "dstId"
        return sum(t["transAmt"] for t in trans if t[key] == c and (NOW - ymd(t["transDate"])).days < days)

    ms = set()
    for s in comp:
        down = set().union(*[chain.get(p, set()) for p in makes[s]])
        for o in comp:
            if o != s and down & makes[o] and paid(o, s) and Fraction(paid(o, s), inflow[s]) > Fraction(1, 2):
                ms.add((s, o))

    def industries(c):
        return {industry[p] for p in makes[c] if p in industry}

    def same_rep(c):
        return {o for cs in rep.values() if c in cs for o in cs if o != c}

    rubber = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    ev = rows(SC, "ProductChainEvent.csv")
    assert len(ev) == 1 and ev[0]["subject"] == rubber and ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨"
    cost_up = {c for c in comp if makes[c] & chain[ev[0]["subject"]]}

    Q = QSet("supplychain")
    Q.add("en", "lookup", "What is 骆*'s age?", age["骆*"])
    rubber_products = [p for p in prod if p.endswith("顺丁橡胶")]
    assert rubber_products == [rubber]
    Q.add("en", "lookup", "which industry does 顺丁橡胶 belong to", industry[rubber])
    kang = by_name["康**股有公司"]
    Q.add("en", "one_hop", "What does 康**股有公司 make?", sorted(makes[kang]))
    jl = by_name["吉林奇*化****公司"]
    Q.add("zh", "one_hop", "吉林奇*化****公司的法人代表是谁？", [p for p, cs in rep.items() if jl in cs])
    hong = by_name["宏*集*有公司"]
    hong_rep = [p for p, cs in rep.items() if hong in cs]
    assert len(hong_rep) == 1
    Q.add("en", "two_hop", "How old is the legal representative of 宏*集*有公司?", age[hong_rep[0]])
    Q.add("zh", "sum", "传化一共转出去多少钱？", sum(t["transAmt"] for t in trans if t["srcId"] == chuanhua))
    into_sj = [t["transAmt"] for t in trans if t["dstId"] == sanjiao]
    Q.add("en", "average", "What's the average size of the transfers 三角***份限公司 received?",
          Fraction(sum(into_sj), len(into_sj)))
    biggest = Counter()
    for t in trans:
        if t["srcId"] == chuanhua:
            biggest[t["dstId"]] = max(biggest[t["dstId"]], t["transAmt"])
    Q.add("en", "superlative", "Which company got the largest single payment from 传化****限公司?",
          name[unique_max(dict(biggest))])
    payers_sj = {t["srcId"] for t in trans if t["dstId"] == sanjiao}
    Q.add("en", "list", "Which companies have sent money to 三角***份限公司?", sorted(name[c] for c in payers_sj))
    Q.add("zh", "yes_no", "浙江**摩托**限公司给三角***份限公司转过钱吗？", yn(paid(zj, sanjiao) > 0, "zh"))
    represented = set().union(*rep.values())
    Q.add("en", "negation", "Which of the companies paying 三角***份限公司 have no legal representative on record?",
          sorted(name[c] for c in payers_sj if c not in represented))
    Q.add("en", "share", "What percentage of 三角***份限公司's total inflow came from 浙江**摩托**限公司?",
          pct(paid(zj, sanjiao), inflow[sanjiao]))
    Q.add("en", "difference", "How much more did 传化 send to 三角 than 三角 sent to 传化?",
          paid(chuanhua, sanjiao) - paid(sanjiao, chuanhua))
    recv = Counter(name[t["dstId"]] for t in trans)
    Q.add("en", "count_per_group", "Which companies received more than one transfer, and how many each?",
          groups(Counter({k: v for k, v in recv.items() if v > 1})))
    Q.add("zh", "time_window", "2023年8月所有企业之间的转账总额是多少？",
          sum(t["transAmt"] for t in trans if t["transDate"].startswith("202308")))
    Q.add("en", "time_window", "How many fund transfers happened between June 1 and July 15, 2023?",
          sum(1 for t in trans if "20230601" <= t["transDate"] <= "20230715"))
    Q.add("zh", "rule", "传化****限公司近1个月流出多少钱？", window(chuanhua, 30, "out"))
    Q.add("en", "rule", "What is 传化's 3-month cash flow difference (outflow minus inflow)?",
          window(chuanhua, 90, "out") - window(chuanhua, 90, "in"))
    Q.add("zh", "rule", "传化的主要客户是谁？", sorted(name[o] for s, o in ms if s == chuanhua))
    Q.add("en", "rule", "Which companies share a legal representative with 宏*集*有公司?",
          sorted(name[o] for o in same_rep(hong)))
    Q.add("zh", "rule", "三角***份限公司属于哪个行业？", sorted(industries(sanjiao)))
    Q.add("en", "rule", "How many companies get a cost-increase event from the 顺丁橡胶 price rise?", len(cost_up))
    Q.add("zh", "rule", "康**股有公司会因顺丁橡胶价格上涨出现利润下跌事件吗？", yn(kang in cost_up, "zh"))
    Q.add("zh", "count", "未满30岁的法人代表有几位？", sum(1 for p, a in age.items() if a < 30 and rep[p]))
    Q.add("en", "rule", "How many companies are in the insurance industry?",
          sum(1 for c in comp if "金融-保险-保险-保险" in industries(c)))
    return Q.finish()


# ================================================================ kag-riskmining
def riskmining():
    persons = {r["id"]: r for r in rows(RM, "Person.csv")}
    pname = {i: r["name"] for i, r in persons.items()}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    comps = {r["id"]: r for r in rows(RM, "Company.csv")}
    cname = {i: r["name"] for i, r in comps.items()}
    assert len(set(cname.values())) == len(cname)
    cid = {v: k for k, v in cname.items()}
    apps = {r["id"]: r for r in rows(RM, "App.csv")}
    devices = {r["id"]: r for r in rows(RM, "Device.csv")}
    installs = {d: set(split(r["install"], ",")) for d, r in devices.items()}
    owns = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        owns[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        shares[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        ccert[r["src"]].add(r["dst"])
    trans = [dict(r, transAmt=int(r["transAmt"])) for r in rows(RM, "Person_fundTrans_Person.csv")]

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = set()
    for p, ds in owns.items():
        cnt = Counter(a for d in ds for a in installs[d])
        developed |= {(p, a) for a, n in cnt.items() if n > 5}
    released = set()
    for p, cs in shares.items():
        certs = set().union(*[ccert[c] for c in cs])
        released |= {(p, a) for a, r in apps.items() if r["useCert"] in certs}
    developers = {p for p, a in developed if a in gambling}
    bosses = {s for s, a in released if a in gambling
              for u, a2 in developed if a2 == a and any(t["src"] == s and t["dst"] == u for t in trans)}

    bai = pid["柏*"]
    wu, du, qiu = pid["邬**"], pid["杜*"], pid["裘**"]

    def sent(s, d=None):
        return [t for t in trans if t["src"] == s and (d is None or t["dst"] == d)]

    Q = QSet("riskmining")
    Q.add("en", "lookup", "How old is 邬**?", persons[wu]["age"])
    Q.add("en", "lookup", "risk mark of com.FtseGg.URbin.mdWFR.IuecfgL", apps["com.FtseGg.URbin.mdWFR.IuecfgL"]["riskMark"])
    Q.add("zh", "one_hop", "柏*持股了哪些公司？", sorted(cname[c] for c in shares[bai]))
    Q.add("en", "count", "How many devices does 杜* own?", len(owns[du]))
    Q.add("zh", "sum", "柏*一共给邬**转了多少钱？", sum(t["transAmt"] for t in sent(bai, wu)))
    to_du = sent(bai, du)
    Q.add("en", "average", "What's the average amount 柏* sent to 杜* per transfer?",
          Fraction(sum(t["transAmt"] for t in to_du), len(to_du)))
    largest = max(t["transAmt"] for t in trans)
    winners = {t["dst"] for t in trans if t["transAmt"] == largest}
    assert len([t for t in trans if t["transAmt"] == largest]) == 1
    Q.add("en", "superlative", "Who received the single largest transfer?", [pname[w] for w in winners])
    Q.add("zh", "rule", "哪些应用属于赌博应用？", sorted(gambling))
    Q.add("en", "yes_no", "Is com.qIu.VJbJ a gambling app?", yn("com.qIu.VJbJ" in gambling, "en"))
    Q.add("en", "negation", "Which gambling apps weren't released by 柏*?",
          sorted(a for a in gambling if (bai, a) not in released))
    total_bai = sum(t["transAmt"] for t in sent(bai))
    Q.add("en", "share", "What percentage of the money 柏* transferred went to 邬**?",
          pct(sum(t["transAmt"] for t in sent(bai, wu)), total_bai))
    Q.add("en", "difference", "How much more did 柏* send to 邬** than to 裘**?",
          sum(t["transAmt"] for t in sent(bai, wu)) - sum(t["transAmt"] for t in sent(bai, qiu)))
    Q.add("en", "count_per_group", "number of transfers from 柏* to each recipient",
          groups(Counter(pname[t["dst"]] for t in sent(bai))))
    Q.add("en", "time_window", "How much did 柏* transfer between 1 and 10 September 2023?",
          sum(t["transAmt"] for t in sent(bai) if "20230901" <= t["transDate"] <= "20230910"))
    Q.add("zh", "time_window", "2023年8月一共有多少笔转账？", sum(1 for t in trans if t["transDate"].startswith("202308")))
    Q.add("en", "rule", "Who developed com.ziNtg.tSIuhlG?",
          sorted(pname[p] for p, a in developed if a == "com.ziNtg.tSIuhlG"))
    Q.add("zh", "rule", "柏*发布了多少个应用？", sum(1 for p, a in released if p == bai))
    Q.add("zh", "rule", "谁是赌博App老板？", sorted(pname[p] for p in bosses))
    Q.add("en", "rule", "How many gambling apps has 杜* developed?", sum(1 for p, a in developed if p == du and a in gambling))
    lei = pid["雷**"]
    assert len(owns[lei]) == 1
    Q.add("en", "two_hop", "Who else owns the device 雷** has?",
          sorted(pname[p] for p, ds in owns.items() if p != lei and ds & owns[lei]))
    Q.add("zh", "lookup", "郎**的电话号码是多少？", persons[pid["郎**"]]["hasPhone"])
    Q.add("en", "count", "How many certificates does 中信*投证***限公司 hold?", len(ccert[cid["中信*投证***限公司"]]))
    Q.add("en", "two_hop", "Which apps use the certificate held by **娱乐**公司?",
          sorted(a for a, r in apps.items() if r["useCert"] in ccert[cid["**娱乐**公司"]]))
    Q.add("zh", "count", "年龄超过50岁的人有几个？", sum(1 for r in persons.values() if int(r["age"]) > 50))
    Q.add("zh", "yes_no", "裘**是赌博App开发者吗？", yn(qiu in developers, "zh"))
    return Q.finish()


def main():
    sc = supplychain()
    sc_other = supplychain(with_update=True)
    assert [q["answer"] for q in sc] == [q["answer"] for q in sc_other], "CompanyUpdate.csv reading changes a gold"
    out = {"r63-acme-supply.json": acme(), "r63-kag-supplychain.json": sc, "r63-kag-riskmining.json": riskmining()}
    for fname, qs in out.items():
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("%s: %d questions, %s" % (fname, len(qs), dict(Counter(q["shape"] for q in qs))))


if __name__ == "__main__":
    main()
