"""Gold answers for blind set r59 (acme-supply, kag-supplychain, kag-riskmining).

Computed with the standard library `csv` module over the raw source files only; nothing
in the answers is typed by hand.

Readings used
-------------
* As-of dates: acme-supply 2024-06-30 (its kagflow.yaml `as_of`, read by this script);
  kag-supplychain 2023-10-15; kag-riskmining 2023-10-15 (no rule of risk mining reads the date).
* Multi-value cells: acme-supply splits on ';' (its `multi_value_separator`); the KAG data sets
  split on ','.  Each (entity, value) is kept once (a value repeated in one cell counts once).
* Edge files: every row is one transfer (repeated rows would be separate transfers).
* Windows given in questions ("between A and B", "in July 2023") include both end days.
* Rule-derived properties follow the schema rules: `date_diff(now, transDate) < N` keeps a
  transfer dated fewer than N days before the as-of date (so the 30/90/180-day windows of
  supply chain keep dates after 2023-09-15 / 2023-07-17 / 2023-04-18; acme's 90-day window keeps
  dates after 2024-04-01); a missing window total counts as 0 in cashflowDiff; mainSupply needs
  (s)-product->P-hasSupplyChain->Q<-product-(o) and o's payments to s above half of s's total inflow;
  risk mining's `developed` needs more than 5 distinct devices of the person with the app
  installed, `release` a company the person holds shares in holding the certificate the app uses,
  赌博应用 = riskMark containing 赌博, 赌博App开发者 = developed a gambling app, 赌博App老板 =
  released a gambling app that a person it transferred money to developed.
* Rounding: averages and percentages to 2 decimals, halves rounded up (ROUND_HALF_UP); trailing
  zeros are kept to 2 places only for non-integers; integers are written plainly.
  Percentages are written as a number without '%'.
* Yes/no answers: "yes"/"no" in English questions, "是"/"否" in Chinese ones.
* Dates in answers are written as the data writes them (YYYYMMDD, e.g. 20240402).
* Per-entity answers (shape group) are flattened pairs: item, value, item, value ... in the order
  stated in the question (by value, descending).
* Lists give every item; superlatives are asserted to have a unique winner.
* Messy data left out: supply-chain Person 臧*'s repeated companies, companies whose product cell
  repeats a product, product/industry concept paths (concept naming), Product.csv's repeated rows
  and comma-bearing product ids, CompanyUpdate.csv (maps onto no type), risk-mining Company.phone
  (column outside the schema), devices whose install cell repeats an app, acme's notes.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(pred):
    d = HERE
    while True:
        r = pred(d)
        if r:
            return r
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found")
        d = parent


REPO = find_up(lambda d: d if os.path.isdir(os.path.join(d, "data/examples/acme-supply")) else None)


def _shared(d):
    for c in (d, os.path.join(d, "shared")):
        if os.path.isdir(os.path.join(c, "datasets/kag-riskmining")):
            return c
    return None


SHARED = find_up(_shared)
ACME = os.path.join(REPO, "data/examples/acme-supply")
SC = os.path.join(SHARED, "datasets/kag-supplychain")
RM = os.path.join(SHARED, "datasets/kag-riskmining")
OUT = os.path.dirname(HERE)


def rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def d8(s):
    s = s.strip()
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    x = Decimal(str(x))
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def r2(a, b):
    """a / b rounded to 2 decimals, halves up."""
    q = (Decimal(a) / Decimal(b)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return num(q)


def pct(a, b):
    return r2(Decimal(a) * 100, b)


def unique_max(d, rank=1):
    """key with the rank-th largest value; asserts ranks 1..rank are unique."""
    vals = sorted(d.items(), key=lambda kv: -kv[1])
    for i in range(rank):
        assert vals[i][1] != vals[i + 1][1], ("tie", vals[: rank + 1])
    return vals[rank - 1][0]


def unique_min(d):
    vals = sorted(d.items(), key=lambda kv: kv[1])
    assert vals[0][1] != vals[1][1], ("tie", vals[:2])
    return vals[0][0]


YES = {"en": ("yes", "no"), "zh": ("是", "否")}


def yn(b, lang):
    return YES[lang][0] if b else YES[lang][1]


class QS:
    def __init__(self, prefix):
        self.prefix, self.items = prefix, []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a.strip() for a in answer), question
        self.items.append({
            "id": f"{self.prefix}-r59-{len(self.items) + 1:02d}",
            "question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------------------------
def acme():
    as_of = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("as_of:"):
                as_of = date.fromisoformat(line.split(":", 1)[1].strip().strip('"'))
    assert as_of == date(2024, 6, 30)
    src = os.path.join(ACME, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {k: v["name"] for k, v in comp.items()}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name)
    prods = {k: split(v["product"], ";") for k, v in comp.items()}
    people = rows(os.path.join(src, "Person.csv"))
    rep = {p["name"]: [byname[c] for c in split(p["legalRepresentative"], ";")] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    chain = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(os.path.join(src, "Product.csv"))}
    tr = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]
    out90 = defaultdict(int)
    for t in tr:
        if (as_of - d8(t["date"])).days < 90:
            out90[t["src"]] += t["amt"]
    main = defaultdict(set)
    for s in comp:
        downs = {q for p in prods[s] for q in chain.get(p, [])}
        for o in comp:
            if not any(p in downs for p in prods[o]):
                continue
            paid = sum(t["amt"] for t in tr if t["src"] == o and t["dst"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main[s].add(o)
    samerep = defaultdict(set)
    for p, cs in rep.items():
        for a in cs:
            for b in cs:
                if a != b:
                    samerep[a].add(b)

    q = QS("acme")
    C = lambda n: byname[n]
    # 1 lookup
    q.add("Which country is Borealis Rubber Works based in?", comp[C("Borealis Rubber Works")]["country"], "lookup", "en")
    # 2 lookup zh
    q.add("Fjord Steel AS 是哪一年成立的？", comp[C("Fjord Steel AS")]["founded"], "lookup", "zh")
    # 3 hop
    g = [p for p, cs in rep.items() if C("Granite Insurance") in cs]
    assert len(g) == 1
    q.add("Who is the legal rep for Granite Insurance?", g, "hop", "en")
    # 4 hop list: makers of synthetic rubber
    sr = "Chemicals-Rubber-Synthetic rubber"
    q.add("Which companies produce synthetic rubber?", sorted(name[c] for c in comp if sr in prods[c]), "list", "en")
    # 5 count
    q.add("How many of the companies are headquartered in the US?", sum(1 for c in comp.values() if c["country"] == "US"), "count", "en")
    # 6 count none
    q.add("Number of fund transfers received by Granite Insurance?", sum(1 for t in tr if t["dst"] == C("Granite Insurance")), "count", "en")
    # 7 aggregate
    q.add("Acme Motors 一共向其他公司转出了多少钱？", outflow[C("Acme Motors")], "aggregate", "zh")
    # 8 aggregate in period
    lo, hi = date(2024, 3, 1), date(2024, 5, 31)
    q.add("What was the combined value of all fund transfers dated between 1 March 2024 and 31 May 2024 (both days included)?",
          sum(t["amt"] for t in tr if lo <= d8(t["date"]) <= hi), "aggregate", "en")
    # 9 average
    ins = [t["amt"] for t in tr if t["dst"] == C("O'Hara, Lamb & Sons")]
    q.add("Could you tell me the average size of the payments O'Hara, Lamb & Sons received? Round to two decimals.",
          r2(sum(ins), len(ins)), "average", "en")
    # 10 superlative: largest single transfer recipient
    big = {i: t["amt"] for i, t in enumerate(tr)}
    bi = unique_max(big)
    q.add("Which company was on the receiving end of the single biggest transfer?", name[tr[bi]["dst"]], "superlative", "en")
    # 11 runner-up by total inflow
    q.add("哪家公司的总流入金额排名第二？", name[unique_max(dict(inflow), 2)], "superlative", "zh")
    # 12 record
    e = [t for t in tr if t["src"] == C("Eastwind Logistics") and t["dst"] == C("Acme Motors")]
    assert len(e) == 1
    q.add("When did Eastwind Logistics pay Acme Motors, and how much was it?", [e[0]["date"], e[0]["amt"]], "record", "en")
    # 13 between two parties
    q.add("Total paid by Acme Motors to O'Hara, Lamb & Sons?",
          sum(t["amt"] for t in tr if t["src"] == C("Acme Motors") and t["dst"] == C("O'Hara, Lamb & Sons")), "aggregate", "en")
    # 14 share
    o = C("O'Hara, Lamb & Sons")
    q.add("What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? (2 decimals)",
          pct(sum(t["amt"] for t in tr if t["src"] == C("Acme Motors") and t["dst"] == o), inflow[o]), "share", "en")
    # 15 difference
    a = C("Acme Motors")
    q.add("Acme Motors 的转出总额比它收到的转入总额多多少？", outflow[a] - inflow[a], "difference", "zh")
    # 16 group: inflow per company, descending
    assert len(set(inflow.values())) == len(inflow)
    pairs = []
    for c, v in sorted(inflow.items(), key=lambda kv: -kv[1]):
        pairs += [name[c], v]
    q.add("For every company that received money, give its total inflow, largest first.", pairs, "group", "en")
    # 17 rule: outflow last 90 days
    q.add("What is Acme Motors' outflow over the last 90 days?", out90[a], "rule", "en")
    # 18 rule: main customer
    m = sorted(name[x] for x in main[C("Borealis Rubber Works")])
    assert len(m) == 1
    q.add("Borealis Rubber Works 的主要客户是谁？", m, "rule", "zh")
    # 19 rule: same legal representative
    q.add("Which company shares a legal representative with Helix Chemicals?",
          sorted(name[x] for x in samerep[C("Helix Chemicals")]), "rule", "en")
    # 20 exists yes
    q.add("Did Fjord Steel AS ever send money to O'Hara, Lamb & Sons?",
          yn(any(t["src"] == C("Fjord Steel AS") and t["dst"] == o for t in tr), "en"), "exists", "en")
    # 21 exists no (zh)
    q.add("Helix Chemicals 有没有向任何公司转过账？", yn(any(t["src"] == C("Helix Chemicals") for t in tr), "zh"), "exists", "zh")
    # 22 chain: age of legal rep of Delta Cells GmbH
    g = [p for p, cs in rep.items() if C("Delta Cells GmbH") in cs]
    assert len(g) == 1
    q.add("How old is the person who legally represents Delta Cells GmbH?", age[g[0]], "chain", "en")
    # 23 chain: country of the main customer of Delta Cells GmbH
    m = list(main[C("Delta Cells GmbH")])
    assert len(m) == 1
    q.add("Delta Cells GmbH 的主要客户所在的国家是哪个？", comp[m[0]]["country"], "chain", "zh")
    # 24 list with condition
    q.add("列出1960年以前成立的公司。",
          sorted(c["name"] for c in comp.values() if int(c["founded"]) < 1960), "list", "zh")
    # 25 superlative zh: oldest legal representative
    q.add("年龄最大的法定代表人是谁？", unique_max(age), "superlative", "zh")
    assert len(q.items) == 25
    return q.items, dict(inflow=inflow, main=main)


# ---------------------------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------------------------
def supplychain():
    as_of = date(2023, 10, 15)
    src = os.path.join(SC, "sources")
    comp_rows = rows(os.path.join(src, "Company.csv"))
    name = {r["id"]: r["name"] for r in comp_rows}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name) == len(comp_rows)
    prods = {r["id"]: split(r["product"], ",") for r in comp_rows}
    prod_rows = rows(os.path.join(src, "Product.csv"))
    chain = defaultdict(set)
    for r in prod_rows:
        chain[r["id"]].update(split(r["hasSupplyChain"], ","))
    people = rows(os.path.join(src, "Person.csv"))
    assert len({p["name"] for p in people}) == len(people)
    rep_raw = {p["name"]: [c.strip() for c in p["legalRepresentative"].split(",") if c.strip()] for p in people}
    rep = {p: split(",".join(cs), ",") for p, cs in rep_raw.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    tr = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    for t in tr:
        assert t["src"] in name and t["dst"] in name

    inflow, outflow = defaultdict(int), defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    def window(cid, days, direction):
        k = "src" if direction == "out" else "dst"
        return sum(t["amt"] for t in tr if t[k] == cid and (as_of - d8(t["date"])).days < days)

    main = defaultdict(set)
    for s in name:
        downs = {q for p in prods[s] for q in chain.get(p, ())}
        for o in name:
            if not any(p in downs for p in prods[o]):
                continue
            paid = sum(t["amt"] for t in tr if t["src"] == o and t["dst"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main[s].add(o)

    q = QS("supplychain")
    C = lambda n: byname[n]
    CH, SJ, ZJ = C("传化****限公司"), C("三角***份限公司"), C("浙江**摩托**限公司")
    # 1 lookup
    q.add("How old is 任**?", age["任**"], "lookup", "en")
    # 2 lookup: company id
    q.add("三角***份限公司的企业编号是什么？", SJ, "lookup", "zh")
    # 3 hop: legal rep
    g = [p for p, cs in rep.items() if "吉林奇*化****公司" in cs]
    assert len(g) == 1
    q.add("Who is the legal representative of 吉林奇*化****公司?", g, "hop", "en")
    # 4 chain: age of legal rep of 鹰君集**公司
    g = [p for p, cs in rep.items() if "鹰君集**公司" in cs]
    assert len(g) == 1
    q.add("鹰君集**公司的法人代表多大年纪？", age[g[0]], "chain", "zh")
    # 5 count
    q.add("How many outgoing fund transfers does 传化****限公司 have on record?",
          sum(1 for t in tr if t["src"] == CH), "count", "en")
    # 6 count with condition
    q.add("Count the payments into 三角***份限公司 that exceeded 500000.",
          sum(1 for t in tr if t["dst"] == SJ and t["amt"] > 500000), "count", "en")
    # 7 count none
    q.add("阜丰**有公司收到过几笔转账？", sum(1 for t in tr if t["dst"] == C("阜丰**有公司")), "count", "zh")
    # 8 rule: total inflow
    q.add("What is the total inflow amount (总共流入金额) of 传化****限公司?", inflow[CH], "rule", "en")
    # 9 aggregate in period
    lo, hi = date(2023, 7, 1), date(2023, 7, 31)
    q.add("How much did 传化****限公司 pay out in July 2023 altogether?",
          sum(t["amt"] for t in tr if t["src"] == CH and lo <= d8(t["date"]) <= hi), "aggregate", "en")
    # 10 average
    ins = [t["amt"] for t in tr if t["dst"] == SJ]
    q.add("三角***份限公司收到的每笔转账平均是多少？（保留两位小数）", r2(sum(ins), len(ins)), "average", "zh")
    # 11 superlative: payer of the largest single transfer
    bi = unique_max({i: t["amt"] for i, t in enumerate(tr)})
    q.add("Which company made the largest single payment in the transfer records?", name[tr[bi]["src"]], "superlative", "en")
    # 12 runner-up: second-largest single payment out of 传化
    outs = {i: t["amt"] for i, t in enumerate(tr) if t["src"] == CH}
    q.add("Among 传化****限公司's outgoing payments, who received the second-largest one?",
          name[tr[unique_max(outs, 2)]["dst"]], "superlative", "en")
    # 13 record
    e = [t for t in tr if t["src"] == C("广东***通*份*公司") and t["dst"] == CH]
    assert len(e) == 1
    q.add("广东***通*份*公司给传化****限公司的那笔转账是哪天、多少钱？", [e[0]["date"], e[0]["amt"]], "record", "zh")
    # 14 difference between two parties
    a = sum(t["amt"] for t in tr if t["src"] == CH and t["dst"] == SJ)
    b = sum(t["amt"] for t in tr if t["src"] == SJ and t["dst"] == CH)
    q.add("By how much do 传化****限公司's payments to 三角***份限公司 exceed what 三角***份限公司 paid 传化****限公司?",
          a - b, "difference", "en")
    # 15 share
    q.add("What share (in percent, 2 decimals) of 三角***份限公司's total inflow came from 浙江**摩托**限公司?",
          pct(sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ), inflow[SJ]), "share", "en")
    # 16 group: payers of 传化 and amounts, descending
    per = defaultdict(int)
    for t in tr:
        if t["dst"] == CH:
            per[t["src"]] += t["amt"]
    assert len(set(per.values())) == len(per)
    pairs = []
    for c, v in sorted(per.items(), key=lambda kv: -kv[1]):
        pairs += [name[c], v]
    q.add("For each company that paid 传化****限公司, how much did it pay? Largest first.", pairs, "group", "en")
    # 17 rule: 近1月流出
    q.add("传化****限公司近1月流出是多少？", window(CH, 30, "out"), "rule", "zh")
    # 18 rule: 3-month inflow
    q.add("三角***份限公司's inflow over the last 3 months?", window(SJ, 90, "in"), "rule", "en")
    # 19 rule: cashflowDiff3Month
    q.add("What is the 3-month cash-flow difference (outflow minus inflow) of 传化****限公司?",
          window(CH, 90, "out") - window(CH, 90, "in"), "rule", "en")
    # 20 rule: mainSupply
    m = sorted(name[x] for x in main[CH])
    assert len(m) == 1
    q.add("传化****限公司的主要客户是哪家？", m, "rule", "zh")
    # 21 exists no
    q.add("Has 传化****限公司 ever transferred money to 浙江**摩托**限公司?",
          yn(any(t["src"] == CH and t["dst"] == ZJ for t in tr), "en"), "exists", "en")
    # 22 list in period
    lo = date(2023, 9, 1)
    q.add("Which companies did 传化****限公司 pay on or after 1 September 2023?",
          sorted({name[t["dst"]] for t in tr if t["src"] == CH and d8(t["date"]) >= lo}), "list", "en")
    # 23 list with condition
    q.add("列出年龄在60岁及以上的自然人。", sorted(p for p, a_ in age.items() if a_ >= 60), "list", "zh")
    # 24 chain: legal rep of the payer of the largest single transfer
    payer = name[tr[bi]["src"]]
    g = sorted(p for p, cs in rep.items() if payer in cs)
    assert len(g) == 1
    q.add("Who is the legal representative of the company that made the single largest payment?", g, "chain", "en")
    # 25 count zh: companies represented by 庞*
    assert len(rep["庞*"]) == len(rep_raw["庞*"])
    q.add("庞*担任法人代表的企业有几家？", len(rep["庞*"]), "count", "zh")
    assert len(q.items) == 25
    return q.items


# ---------------------------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------------------------
def riskmining():
    src = os.path.join(RM, "sources")
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["id"]: p["name"] for p in people}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    page = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    comps = rows(os.path.join(src, "Company.csv"))
    cname = {c["id"]: c["name"] for c in comps}
    assert len(set(cname.values())) == len(cname)
    certs = {c["id"]: c["certNum"] for c in rows(os.path.join(src, "Cert.csv"))}
    certnums = set(certs.values())
    apps = {a["id"]: a for a in rows(os.path.join(src, "App.csv"))}
    for a in apps.values():
        assert a["useCert"] in certnums
    install_raw = {d["id"]: [x.strip() for x in d["install"].split(",") if x.strip()] for d in rows(os.path.join(src, "Device.csv"))}
    install = {d: set(v) for d, v in install_raw.items()}
    hasdev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        hasdev[r["src"]].add(r["dst"])
    comp_cert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        assert r["dst"] in certnums
        comp_cert[r["src"]].add(r["dst"])
    person_cert = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasCert_Cert.csv")):
        person_cert[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        shares[r["src"]].add(r["dst"])
    tr = [dict(src=r["src"], dst=r["dst"], date=r["transDate"], amt=int(r["transAmt"]))
          for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))]

    developed = defaultdict(set)
    for p, devs in hasdev.items():
        cnt = defaultdict(int)
        for d in devs:
            for a in install.get(d, ()):
                cnt[a] += 1
        developed[p] = {a for a, n in cnt.items() if n > 5}
    release = defaultdict(set)
    for p, cs in shares.items():
        held = set().union(*(comp_cert[c] for c in cs))
        release[p] = {a for a, r in apps.items() if r["useCert"] in held}
    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    devs_g = sorted(p for p in pname if developed[p] & gambling)
    bosses = sorted(p for p in pname if any(
        u for t in tr if t["src"] == p for u in [t["dst"]] if developed[u] & release[p] & gambling))

    q = QS("riskmining")
    B = pid["柏*"]
    # 1 lookup
    q.add("What is 郝*'s phone number?", phone["郝*"], "lookup", "en")
    # 2 lookup app risk mark
    q.add("应用 com.oStEmG.may 的风险标记是什么？", apps["com.oStEmG.may"]["riskMark"], "lookup", "zh")
    # 3 lookup cert used
    q.add("Which certificate number does the app com.qIu.VJbJ use?", apps["com.qIu.VJbJ"]["useCert"], "lookup", "en")
    # 4 hop: companies 柏* holds shares in
    q.add("In which companies does 柏* hold shares?", sorted(cname[c] for c in shares[B]), "hop", "en")
    # 5 count
    q.add("风险标记为赌博的应用有多少个？", sum(1 for r in apps.values() if r["riskMark"] == "赌博"), "count", "zh")
    # 6 count devices
    q.add("邬**名下有多少台设备？", len(hasdev[pid["邬**"]]), "count", "zh")
    # 7 count none
    q.add("How many transfers has 裘** sent?", sum(1 for t in tr if t["src"] == pid["裘**"]), "count", "en")
    # 8 aggregate between two persons
    q.add("Total amount 柏* transferred to 杜*?",
          sum(t["amt"] for t in tr if t["src"] == B and t["dst"] == pid["杜*"]), "aggregate", "en")
    # 9 aggregate in period
    lo, hi = date(2023, 9, 1), date(2023, 9, 10)
    q.add("How much money did 柏* send in total between 2023-09-01 and 2023-09-10, both days included?",
          sum(t["amt"] for t in tr if t["src"] == B and lo <= d8(t["date"]) <= hi), "aggregate", "en")
    # 10 average
    xs = [t["amt"] for t in tr if t["src"] == B and t["dst"] == pid["邬**"]]
    q.add("柏*转给邬**的平均每笔金额是多少？保留两位小数。", r2(sum(xs), len(xs)), "average", "zh")
    # 11 superlative
    bi = unique_max({i: t["amt"] for i, t in enumerate(tr)})
    q.add("Who was the recipient of the largest single transfer?", pname[tr[bi]["dst"]], "superlative", "en")
    # 12 runner-up by total received from 柏*
    per = defaultdict(int)
    cnt = defaultdict(int)
    for t in tr:
        if t["src"] == B:
            per[t["dst"]] += t["amt"]
            cnt[t["dst"]] += 1
    q.add("Which person received the second-highest total from 柏*?", pname[unique_max(dict(per), 2)], "superlative", "en")
    # 13 record: smallest transfer
    si = unique_min({i: t["amt"] for i, t in enumerate(tr)})
    q.add("For the smallest transfer on record, give its date and who received it.",
          [tr[si]["date"], pname[tr[si]["dst"]]], "record", "en")
    # 14 share
    tot = sum(per.values())
    q.add("What percentage of everything 柏* transferred went to 邬**? Two decimals please.",
          pct(per[pid["邬**"]], tot), "share", "en")
    # 15 group: number of transfers per recipient
    assert len(set(cnt.values())) == len(cnt)
    pairs = []
    for p, v in sorted(cnt.items(), key=lambda kv: -kv[1]):
        pairs += [pname[p], v]
    q.add("按收款人统计柏*的转账笔数（从多到少）。", pairs, "group", "zh")
    # 16 rule: developed apps of 裘**
    p0 = pid["裘**"]
    q.add("Which apps did 裘** develop?", sorted(developed[p0]), "rule", "en")
    # 17 rule: gambling app developers
    q.add("哪些人属于赌博App开发者？", [pname[p] for p in sorted(devs_g, key=int)], "rule", "zh")
    # 18 rule: gambling app boss
    q.add("Who is classified as a gambling app boss (赌博App老板)?", [pname[p] for p in bosses], "rule", "en")
    # 19 rule: number of apps released by 柏*
    q.add("How many apps has 柏* released?", len(release[B]), "rule", "en")
    # 20 exists
    q.add("Does the company **娱乐****公司 hold the certificate 68802adde35845d76eeb172ff8ea6825?",
          yn("68802adde35845d76eeb172ff8ea6825" in comp_cert[[k for k, v in cname.items() if v == "**娱乐****公司"][0]], "en"),
          "exists", "en")
    # 21 chain: risk mark of the app using 裘**'s certificate
    pc = person_cert[p0]
    using = [a for a, r in apps.items() if r["useCert"] in pc]
    assert len(pc) == 1
    q.add("裘**持有的那张证书被多少个应用使用？", len(using), "chain", "zh")
    # 22 count certs of a company
    q.add("How many certificates does 中信*投证***限公司 own?",
          len(comp_cert[[k for k, v in cname.items() if v == "中信*投证***限公司"][0]]), "count", "en")
    # 23 list: companies holding a cert
    cn = "5c19603e3f367a447d0cb4390a523f28"
    q.add("Which companies hold certificate 5c19603e3f367a447d0cb4390a523f28?",
          sorted(cname[c] for c, s in comp_cert.items() if cn in s), "list", "en")
    # 24 superlative: person with most devices
    q.add("谁拥有的设备最多？", pname[unique_max({p: len(s) for p, s in hasdev.items()})], "superlative", "zh")
    # 25 difference: age gap
    q.add("裘**比柏*大几岁？", page["裘**"] - page["柏*"], "difference", "zh")
    assert len(q.items) == 25
    return q.items


def main():
    out = {"r59-acme-supply.json": acme()[0], "r59-kag-supplychain.json": supplychain(),
           "r59-kag-riskmining.json": riskmining()}
    for fn, items in out.items():
        assert len(items) == 25
        assert len({i["id"] for i in items}) == 25
        assert sum(i["lang"] == "en" for i in items) == 16, fn
        assert sum(i["lang"] == "zh" for i in items) == 9, fn
        with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fn, len(items))


if __name__ == "__main__":
    main()
