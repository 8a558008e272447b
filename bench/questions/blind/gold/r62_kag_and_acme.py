#!/usr/bin/env python3
"""Round 62 held-out questions (with gold answers) over acme-supply, KAG supply chain and KAG risk mining.

Standalone, standard library only. Finds the data by walking up from this file's folder:
  * acme-supply:     <ancestor>/data/examples/acme-supply
  * kag-supplychain: <ancestor>/datasets/kag-supplychain or <ancestor>/shared/datasets/kag-supplychain
  * kag-riskmining:  <ancestor>/datasets/kag-riskmining  or <ancestor>/shared/datasets/kag-riskmining
and writes r62-acme-supply.json, r62-kag-supplychain.json and r62-kag-riskmining.json into the
folder above this one (bench/questions/blind/). Every gold answer is computed here from the CSVs.

Answer conventions: integers written plainly; non-integers rounded half up (decimal.ROUND_HALF_UP)
to 2 decimals; percentages as numbers without "%"; dates as the data writes them (yyyyMMdd);
yes/no as "yes"/"no" (English) and "是"/"否" (Chinese); lists one string per item; counts per group
flattened [group, count, ...] largest first (asserted tie-free); superlative winners asserted unique.

Readings used
-------------
General
  * MultiValue cells are split on the project's separator (acme: ";" from kagflow.yaml
    multi_value_separator; KAG projects: ","), and repeated values in one cell count once
    (e.g. 臧*'s legalRepresentative names 三角***份限公司 and 传化****限公司 twice: 5 companies).
  * Edge files: each row is one edge (two equal transfers would be two transfers).
  * A rule window "date_diff(now, transDate) < N" is read as whole days between the transfer date
    and "now": a transfer counts when 0 <= now - transDate < N days.
  * "now": acme-supply uses kagflow.yaml's as_of = 2024-06-30; kag-supplychain uses 2023-10-15.
    So acme's outflow90Days keeps transfers dated 2024-04-02 .. 2024-06-30 (2024-04-02 is 89 days
    back and is included); supplychain's 1/3/6-month windows (30/90/180 days) keep transfers dated
    on/after 2023-09-16 / 2023-07-18 / 2023-04-19.
  * A named calendar window ("between 10 and 20 September 2023", "before March 2024") includes its
    end days.
acme-supply
  * totalTransInAmt = sum of all transfers received; outflow90Days = sum of transfers sent in the
    90-day window above.
  * mainSupply(s -> o), "o is s's main customer": some product of s has, through hasSupplyChain,
    a downstream product that o makes, o paid s, and the money o paid s (each transfer once) is
    more than half of s's total inflow.
  * sameLegalRepresentative: two different companies with a common legal representative.
  * "companies that make chemicals of any kind": Product is a ConceptType whose path ids form isA
    chains, so a product under "Chemicals-..." is a chemical.
  * "feed directly into Acme Motors' products": one hasSupplyChain hop from a company's product to
    a product Acme Motors makes.
  * "tyre maker": the company whose products include Vehicles-Parts-Tyres.
kag-supplychain
  * fundTrans1Month / fundTrans3Month / fundTrans6Month (outflow) and the ...In variants (inflow)
    as the schema's rules with now = 2023-10-15; cashflowDiffNMonth = outflow - inflow of the
    window, a missing side counting 0.
  * mainSupply and sameLegalRepresentative as for acme (money counted once per transfer).
  * belongToIndustry(company) = the belongToIndustry of the company's products that Product.csv
    lists (products only named by a company have no industry). Product.csv's repeated rows are
    identical and read once. CompanyUpdate.csv is not applied (no question depends on it).
  * Event concepts (concept.rule): a ProductChainEvent belongs to 价格上涨 when index == 价格 and
    trend == 上涨; such an event leads to a 成本上涨 CompanyEvent for every company that makes a
    product listed in the event subject's hasSupplyChain (company "sees a cost increase").
  * "the three industries with the most companies": industries counted by distinct companies.
kag-riskmining
  * Gambling app (赌博应用): riskMark contains 赌博.
  * developed(s, app): more than 5 distinct devices owned by s have the app installed
    (a device listing an app twice counts once).
  * release(s, app): s holds shares in a company that has the certificate the app uses (certificates
    are matched by certificate number: useCert and hasCert hold Cert.certNum values).
  * 赌博App开发者: developed some gambling app. 赌博App老板: released a gambling app that some person
    developed, and transferred money to that developer.
  * "devices with a gambling app installed": a device whose install list has a gambling app.
  * Install counts are per distinct device.
"""
from __future__ import annotations

import csv
import datetime as dt
import json
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


def find_dir(candidates):
    for anc in [HERE, *HERE.parents]:
        for rel in candidates:
            p = anc / rel
            if p.is_dir():
                return p
    raise SystemExit(f"cannot find any of {candidates} above {HERE}")


ACME = find_dir(["data/examples/acme-supply"])
SC = find_dir(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"])
RM = find_dir(["datasets/kag-riskmining", "shared/datasets/kag-riskmining"])


def read(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def num(x):
    """Exact number -> answer string (integers plainly, else 2 decimals half up)."""
    if isinstance(x, float):
        raise TypeError("use exact arithmetic")
    f = Fraction(x)
    if f.denominator == 1:
        return str(f.numerator)
    d = Decimal(f.numerator) / Decimal(f.denominator)
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def pct(part, whole):
    return num(Fraction(part) * 100 / Fraction(whole))


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_window(date_s, now, n):
    diff = (now - day(date_s)).days
    return 0 <= diff < n


def unique_max(d):
    best = max(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def unique_min(d):
    best = min(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def per_group(counts):
    items = sorted(counts.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in items]
    assert len(vals) == len(set(vals)), items
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, Fraction)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
        self.items.append({
            "id": f"{self.project}-r62-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


# ---------------------------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------------------------
def acme():
    yaml_text = (ACME / "kagflow.yaml").read_text(encoding="utf-8")
    as_of = sep = None
    for line in yaml_text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("as_of:"):
            as_of = line.split(":", 1)[1].strip().strip("\"'")
        if line.startswith("multi_value_separator:"):
            sep = line.split(":", 1)[1].strip().strip("\"'")
    assert as_of and sep
    now = dt.date.fromisoformat(as_of)
    src = ACME / "sources"
    comp = {r["id"]: r for r in read(src / "Company.csv")}
    cname = {k: r["name"] for k, r in comp.items()}
    cid = {v: k for k, v in cname.items()}
    assert len(cid) == len(cname)
    cprod = {k: split(r["product"], sep) for k, r in comp.items()}
    prod_down = {r["id"]: split(r["hasSupplyChain"], sep) for r in read(src / "Product.csv")}
    persons = read(src / "Person.csv")
    page = {p["name"]: int(p["age"]) for p in persons}
    reps = defaultdict(set)  # company name -> person names
    for p in persons:
        for c in split(p["legalRepresentative"], sep):
            reps[c].add(p["name"])
    trans = read(src / "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    def out90(c):
        return sum(t["amt"] for t in trans if t["srcId"] == c and in_window(t["transDate"], now, 90))

    def main_customers(s):
        res = []
        for o in comp:
            if o == s:
                continue
            chain = any(d in cprod[o] for up in cprod[s] for d in prod_down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if chain and paid and Fraction(paid, inflow[s]) > Fraction(1, 2):
                res.append(cname[o])
        return res

    def same_rep(c):
        out = set()
        for p in persons:
            cs = split(p["legalRepresentative"], sep)
            if c in cs:
                out |= {x for x in cs if x != c}
        return sorted(out)

    q = QSet("acme")
    A = cid["Acme Motors"]
    OH = cid["O'Hara, Lamb & Sons"]
    DC = cid["Delta Cells GmbH"]

    # --- English (16)
    q.add("Which country is Helix Chemicals based in?", comp[cid["Helix Chemicals"]]["country"], "lookup", "en")
    q.add("Who is the legal rep of Granite Insurance?", sorted(reps["Granite Insurance"]), "one-hop", "en")
    tyre_makers = [cname[c] for c in comp if "Vehicles-Parts-Tyres" in cprod[c]]
    assert len(tyre_makers) == 1 and len(reps[tyre_makers[0]]) == 1
    q.add("How old is the legal representative of the tyre maker?",
          page[next(iter(reps[tyre_makers[0]]))], "two-hop", "en")
    feeders = sorted(cname[c] for c in comp if c != A and any(
        d in cprod[A] for up in cprod[c] for d in prod_down.get(up, [])))
    q.add("Which companies make products that feed directly into Acme Motors' products?", feeders, "two-hop list", "en")
    q.add("What's the total inflow of O'Hara, Lamb & Sons?", inflow[OH], "rule property", "en")
    q.add("How much did Acme pay out over the last 90 days?", out90(A), "rule window sum", "en")
    q.add("How much money has Acme Motors paid O'Hara in total?",
          sum(t["amt"] for t in trans if t["srcId"] == A and t["dstId"] == OH), "sum", "en")
    q.add("What is the average amount of a fund transfer across all transfers?",
          Fraction(sum(t["amt"] for t in trans), len(trans)), "average", "en")
    biggest = max(t["amt"] for t in trans)
    win = [t for t in trans if t["amt"] == biggest]
    assert len(win) == 1
    q.add("Which company received the single largest transfer?", cname[win[0]["dstId"]], "superlative", "en")
    q.add("List the companies founded before 1960.",
          sorted(cname[c] for c in comp if int(comp[c]["founded"]) < 1960), "list with condition", "en")
    q.add("Which suppliers count Acme Motors as their main customer?",
          sorted(cname[s] for s in comp if "Acme Motors" in main_customers(s)), "rule relation (main customer)", "en")
    q.add("Do Acme Motors and Granite Insurance share a legal representative?",
          yn("Granite Insurance" in same_rep("Acme Motors"), "en"), "yes/no (rule)", "en")
    q.add("Which company hasn't received any fund transfer?",
          sorted(cname[c] for c in comp if inflow[c] == 0), "negation", "en")
    q.add("What percentage of Acme Motors' outgoing payments went to Delta Cells?",
          pct(sum(t["amt"] for t in trans if t["srcId"] == A and t["dstId"] == DC), outflow[A]), "share", "en")
    q.add("Which companies make chemicals of any kind?",
          sorted(cname[c] for c in comp if any(p.split("-")[0] == "Chemicals" for p in cprod[c])),
          "list (concept hierarchy)", "en")
    recv = Counter(cname[t["dstId"]] for t in trans)
    q.add("For each company that received more than one transfer, how many transfers did it get?",
          per_group({k: v for k, v in recv.items() if v > 1}), "count per group", "en")

    # --- Chinese (9)
    q.add("O'Hara, Lamb & Sons 是哪一年成立的？", comp[OH]["founded"], "lookup", "zh")
    q.add("Delta Cells 的总流入比 O'Hara, Lamb & Sons 多多少？", inflow[DC] - inflow[OH], "difference", "zh")
    q.add("Borealis Rubber Works 的主要客户是谁？", main_customers(cid["Borealis Rubber Works"]),
          "rule relation (main customer)", "zh")
    q.add("哪家公司和 Helix Chemicals 共用同一个法人代表？", same_rep("Helix Chemicals"), "rule relation (same legal rep)", "zh")
    q.add("2024年3月之前，O'Hara 一共收到了多少钱？",
          sum(t["amt"] for t in trans if t["dstId"] == OH and t["transDate"] < "20240301"), "window sum", "zh")
    q.add("Eastwind Logistics 近90天的流出金额是多少？", out90(cid["Eastwind Logistics"]), "rule window sum", "zh")
    q.add("数据里有德国的公司吗？", yn(any(r["country"] == "DE" for r in comp.values()), "zh"), "yes/no existence", "zh")
    q.add("哪家公司没有登记法人代表？", sorted(cname[c] for c in comp if not reps.get(cname[c])), "negation", "zh")
    q.add("年龄超过40岁的人有几个？", sum(1 for a in page.values() if a > 40), "count with condition", "zh")
    return q


# ---------------------------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------------------------
def supplychain():
    now = dt.date(2023, 10, 15)
    sep = ","
    src = SC / "sources"
    comp = {r["id"]: r for r in read(src / "Company.csv")}
    cname = {k: r["name"] for k, r in comp.items()}
    cid = {v: k for k, v in cname.items()}
    assert len(cid) == len(cname)
    cprod = {k: split(r["product"], sep) for k, r in comp.items()}
    prods = {}
    for r in read(src / "Product.csv"):
        prev = prods.get(r["id"])
        assert prev is None or prev == r, r["id"]
        prods[r["id"]] = r
    down = {k: split(r["hasSupplyChain"], sep) for k, r in prods.items()}
    persons = read(src / "Person.csv")
    page = {p["name"]: int(p["age"]) for p in persons}
    assert len(page) == len(persons)
    preps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    reps = defaultdict(set)
    for pn, cs in preps.items():
        for c in cs:
            reps[c].add(pn)
    trans = read(src / "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def flow(c, days, direction):
        key = "srcId" if direction == "out" else "dstId"
        return sum(t["amt"] for t in trans if t[key] == c and in_window(t["transDate"], now, days))

    def main_customers(s):
        res = []
        for o in comp:
            if o == s:
                continue
            chain = any(d in cprod[o] for up in cprod[s] for d in down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if chain and paid and Fraction(paid, inflow[s]) > Fraction(1, 2):
                res.append(cname[o])
        return res

    def industries(c):
        return sorted({prods[p]["belongToIndustry"] for p in cprod[c] if p in prods})

    def prod_id(leaf):
        ids = [k for k in prods if k.split("-")[-1] == leaf]
        assert len(ids) == 1, (leaf, ids)
        return ids[0]

    # event concepts
    events = read(src / "ProductChainEvent.csv")

    def price_rise(e):
        return e["index"] == "价格" and e["trend"] == "上涨"

    def cost_rise_companies(e):
        if not price_rise(e):
            return set()
        targets = set(down.get(e["subject"], []))
        return {cname[c] for c in comp if targets & set(cprod[c])}

    q = QSet("supplychain")
    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]

    # --- English (16)
    q.add("How old is 禹**?", page["禹**"], "lookup", "en")
    q.add("Which industry does the product 顺丁橡胶 belong to?", prods[prod_id("顺丁橡胶")]["belongToIndustry"], "lookup", "en")
    q.add("Which companies is 夏** the legal representative of?", preps["夏**"], "one-hop list", "en")
    q.add("How many companies is 臧* the legal representative of?", len(preps["臧*"]), "count", "en")
    q.add("What was 传化****限公司's fund outflow in the last month?", flow(CH, 30, "out"), "rule window sum", "en")
    q.add("How much money flowed into 三角***份限公司 over the last 3 months?", flow(SJ, 90, "in"), "rule window sum", "en")
    q.add("Which company has the largest total inflow?", cname[unique_max(dict(inflow))], "superlative", "en")
    q.add("How many fund transfers were above 500,000?", sum(1 for t in trans if t["amt"] > 500000), "count with condition", "en")
    ch_out = [t["amt"] for t in trans if t["srcId"] == CH]
    q.add("What's the average amount of the transfers 传化****限公司 made?", Fraction(sum(ch_out), len(ch_out)), "average", "en")
    q.add("Which companies sent money to 三角***份限公司?",
          sorted({cname[t["srcId"]] for t in trans if t["dstId"] == SJ}), "list", "en")
    q.add("Who are the main customers of 传化****限公司?", main_customers(CH), "rule relation (main customer)", "en")
    x = "新晨*国***股*公司"
    q.add(f"Which companies share a legal representative with {x}?",
          sorted({c for pn in reps[x] for c in preps[pn] if c != x}), "rule relation (same legal rep)", "en")
    y = "北京***能源*保****股**公司"
    q.add(f"Which industries does {y} belong to?", industries(cid[y]), "rule relation (industry)", "en")
    ev = [e for e in events if e["subject"] == prod_id("顺丁橡胶")]
    assert len(ev) == 1
    q.add("Does the price rise of 顺丁橡胶 cause a cost increase event for 三角***份限公司?",
          yn("三角***份限公司" in cost_rise_companies(ev[0]), "en"), "yes/no (event concept)", "en")
    paid = sum(t["amt"] for t in trans if t["srcId"] == SJ and t["dstId"] == CH)
    q.add("What share of 传化****限公司's total inflow came from 三角***份限公司 (in percent)?", pct(paid, inflow[CH]), "share", "en")
    per_ind = defaultdict(set)
    for c in comp:
        for i in industries(c):
            per_ind[i].add(c)
    counts = {i: len(v) for i, v in per_ind.items()}
    top3 = dict(sorted(counts.items(), key=lambda kv: -kv[1])[:3])
    assert sorted(counts.values(), reverse=True)[2] > sorted(counts.values(), reverse=True)[3]
    q.add("For the three industries with the most companies, how many companies does each have?",
          per_group(top3), "count per group", "en")

    # --- Chinese (9)
    q.add("三角***份限公司的总流入比传化****限公司多多少？", inflow[SJ] - inflow[CH], "difference", "zh")
    g = "广东***通*份*公司"
    q.add(f"{g}是传化****限公司的主要客户吗？", yn(g in main_customers(CH), "zh"), "yes/no (main customer)", "zh")
    xj = prod_id("斜交轮胎")
    q.add("生产斜交轮胎的公司有几家？", sum(1 for c in comp if xj in cprod[c]), "count", "zh")
    q.add("传化****限公司近一个月给哪些公司转过账？",
          sorted({cname[t["dstId"]] for t in trans if t["srcId"] == CH and in_window(t["transDate"], now, 30)}),
          "rule window list", "zh")
    q.add("三角***份限公司近3个月资金流水差是多少？", flow(SJ, 90, "out") - flow(SJ, 90, "in"), "rule property (cash-flow diff)", "zh")
    e = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(e) == 1 and price_rise(e[0])
    q.add("产业链事件“顺丁橡胶成本上涨”按规则属于哪个事件分类？", "价格上涨", "event concept", "zh")
    q.add("年龄最大的自然人是谁？", unique_max(page), "superlative", "zh")
    hits = [t for t in trans if t["srcId"] == CH and t["transDate"] == "20230523"]
    assert len(hits) == 1
    q.add("传化****限公司在20230523转账给的那家公司，法人代表是谁？", sorted(reps[cname[hits[0]["dstId"]]]), "two-hop", "zh")
    q.add("收到过传化****限公司转账的公司里，哪些没有法人代表记录？",
          sorted({cname[t["dstId"]] for t in trans if t["srcId"] == CH and not reps.get(cname[t["dstId"]])}),
          "negation", "zh")
    return q


# ---------------------------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------------------------
def riskmining():
    sep = ","
    src = RM / "sources"
    apps = {r["id"]: r for r in read(src / "App.csv")}
    devices = {r["id"]: r for r in read(src / "Device.csv")}
    install = {k: split(r["install"], sep) for k, r in devices.items()}
    persons = {r["id"]: r for r in read(src / "Person.csv")}
    pname = {k: r["name"] for k, r in persons.items()}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(pname)
    companies = {r["id"]: r for r in read(src / "Company.csv")}
    coname = {k: r["name"] for k, r in companies.items()}
    coid = {v: k for k, v in coname.items()}
    assert len(coid) == len(coname)
    pdev = defaultdict(set)
    for r in read(src / "Person_hasDevice_Device.csv"):
        pdev[r["src"]].add(r["dst"])
    share = defaultdict(set)
    for r in read(src / "Person_holdShare_Company.csv"):
        share[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in read(src / "Company_hasCert_Cert.csv"):
        ccert[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in read(src / "Person_hasCert_Cert.csv"):
        pcert[r["src"]].add(r["dst"])
    trans = read(src / "Person_fundTrans_Person.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])

    gambling = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])

    def developed(p):
        c = Counter(a for d in pdev[p] for a in install[d])
        return {a for a, n in c.items() if n > 5}

    def released(p):
        certs = set().union(*[ccert[c] for c in share[p]]) if share[p] else set()
        return {a for a, r in apps.items() if r["useCert"] in certs}

    developers = sorted(pname[p] for p in persons if developed(p) & set(gambling))
    bosses = []
    for s in persons:
        ok = False
        for a in released(s) & set(gambling):
            for u in persons:
                if a in developed(u) and any(t["src"] == s and t["dst"] == u for t in trans):
                    ok = True
        if ok:
            bosses.append(pname[s])

    q = QSet("riskmining")
    BAI = pid["柏*"]

    # --- English (16)
    q.add("How old is 邬**?", persons[pid["邬**"]]["age"], "lookup", "en")
    q.add("What's the phone number of **娱乐**公司?", companies[coid["**娱乐**公司"]]["phone"], "lookup", "en")
    q.add("How many apps are flagged as fraud (诈骗)?", sum(1 for r in apps.values() if r["riskMark"] == "诈骗"),
          "count with condition", "en")
    q.add("Which apps count as gambling apps?", gambling, "rule concept list", "en")
    q.add("Who are the gambling app developers?", developers, "rule concept list", "en")
    q.add("Who is the gambling app boss?", bosses, "rule concept", "en")
    a = "com.ziNtg.tSIuhlG"
    q.add(f"Who released the app {a}?", sorted(pname[p] for p in persons if a in released(p)), "rule relation (release)", "en")
    q.add("How many apps has 柏* released?", len(released(BAI)), "rule count", "en")
    q.add("How much money did 柏* transfer to 邬** altogether?",
          sum(t["amt"] for t in trans if t["src"] == BAI and t["dst"] == pid["邬**"]), "sum", "en")
    got = defaultdict(int)
    for t in trans:
        if t["src"] == BAI:
            got[pname[t["dst"]]] += t["amt"]
    q.add("Which person received the most money from 柏*?", unique_max(dict(got)), "superlative", "en")
    q.add("How much did 柏* send to 杜* between 10 and 20 September 2023?",
          sum(t["amt"] for t in trans if t["src"] == BAI and t["dst"] == pid["杜*"]
              and "20230910" <= t["transDate"] <= "20230920"), "window sum", "en")
    q.add("How many transfers did 柏* make to each recipient?",
          per_group(Counter(pname[t["dst"]] for t in trans if t["src"] == BAI)), "count per group", "en")
    both = pdev[pid["方*"]] & pdev[pid["雷**"]]
    assert len(both) == 1
    q.add("What is the umid of the device that both 方* and 雷** own?", devices[next(iter(both))]["umid"], "two-hop", "en")
    q.add("Which gambling apps were not released by 柏*?", sorted(set(gambling) - released(BAI)), "negation", "en")
    q.add("What percentage of all apps are gambling apps?", pct(len(gambling), len(apps)), "share", "en")
    q.add("On how many devices is com.qIu.VJbJ installed?",
          sum(1 for d in devices if "com.qIu.VJbJ" in install[d]), "count", "en")

    # --- Chinese (9)
    dev_ages = [int(persons[pid[n]]["age"]) for n in developers]
    q.add("赌博App开发者的平均年龄是多少？", Fraction(sum(dev_ages), len(dev_ages)), "average (rule concept)", "zh")
    ages = {pname[p]: int(r["age"]) for p, r in persons.items()}
    q.add("年龄最大的人是谁？", unique_max(ages), "superlative", "zh")
    q.add("裘**比柏*大几岁？", ages["裘**"] - ages["柏*"], "difference", "zh")
    q.add("席*的设备上装了赌博应用吗？",
          yn(any(set(install[d]) & set(gambling) for d in pdev[pid["席*"]]), "zh"), "yes/no (rule concept)", "zh")
    q.add("柏*持股了哪些公司？", sorted(coname[c] for c in share[BAI]), "one-hop list", "zh")
    q.add("裘**持有的证书被哪些应用使用？",
          sorted(a for a, r in apps.items() if r["useCert"] in pcert[pid["裘**"]]), "two-hop", "zh")
    q.add("哪些人名下的设备都没有安装赌博应用？",
          sorted(pname[p] for p in persons if not any(set(install[d]) & set(gambling) for d in pdev[p])),
          "negation", "zh")
    installed = {a for v in install.values() for a in v}
    q.add("从来没有被任何设备安装过的应用有几个？", sum(1 for a in apps if a not in installed), "count (negation)", "zh")
    q.add("应用com.qIu.VJbJ使用的证书编号是什么？", apps["com.qIu.VJbJ"]["useCert"], "lookup", "zh")
    return q


def main():
    outputs = {
        "r62-acme-supply.json": acme(),
        "r62-kag-supplychain.json": supplychain(),
        "r62-kag-riskmining.json": riskmining(),
    }
    for fname, qs in outputs.items():
        items = qs.items
        assert len(items) == 25, (fname, len(items))
        langs = Counter(i["lang"] for i in items)
        assert langs == {"en": 16, "zh": 9}, (fname, langs)
        assert len({i["question"] for i in items}) == 25
        (OUT_DIR / fname).write_text(json.dumps(items, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(f"{fname}: {len(items)} questions, shapes {dict(Counter(i['shape'] for i in items))}")


if __name__ == "__main__":
    main()
