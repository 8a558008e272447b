#!/usr/bin/env python3
"""Round 72 held-out questions (with gold answers) for three CSV-built knowledge graphs.

Standard library only.  Every answer is computed here from the raw CSV files; no
number or name in an answer is typed in by hand.

Data location
-------------
Walks up from this file's folder.  At each ancestor A:
  * acme:  A/data/examples/acme-supply
  * KAG:   A/datasets/kag-supplychain and A/datasets/kag-riskmining,
           or A/shared/datasets/kag-supplychain and A/shared/datasets/kag-riskmining
The first ancestor holding a data set wins (each data set is searched on its own).

Output
------
Three JSON files in the parent of this file's folder (bench/questions/blind/):
  r72-acme-supply.json      ids acme-r72-NN
  r72-kag-supplychain.json  ids supplychain-r72-NN
  r72-kag-riskmining.json   ids riskmining-r72-NN
each a list of 25 objects {"id", "question", "answer": [str, ...], "shape", "lang"}:
16 English ("en") and 9 Chinese ("zh") questions per project.

Answer conventions
------------------
* Integers are written plainly ("1360000").
* Non-integers: decimal.Decimal, ROUND_HALF_UP, to the number of decimals the
  question states ("273333.33").
* Yes/no: "yes"/"no" for English questions, "是"/"否" for Chinese ones.
* Dates ISO (YYYY-MM-DD).
* Entities by name exactly as the CSV writes it (companies, persons); apps by their
  id; products and industries by their id as the CSV writes it.
* Multi-value cells are split on the project's separator (acme: ";" from its
  kagflow.yaml multi_value_separator; KAG: ",") and de-duplicated, keeping order.
* Lists: the answer list holds every expected item (order irrelevant unless the
  question says "largest first").
* Top-N: largest first; the N-th and (N+1)-th values are asserted different.
* Superlatives: a unique winner is asserted.
* Group answers are flattened [group, value, group, value, ...], largest value first,
  with no tied values (asserted).

"Now"
-----
acme: the as_of of its kagflow.yaml (2024-06-30).  KAG projects: 2023-10-15.
date_diff(now, transDate) is the number of days from transDate to now.

Rule-derived notions (exactly as the schemas' rules define them)
----------------------------------------------------------------
acme (AcmeSupply.schema):
  * totalTransInAmt(s) = sum of transAmt of all fundTrans edges X -> s.
  * outflow90Days(s) = sum of transAmt of fundTrans edges s -> X with
    date_diff(now, transDate) < 90.
  * mainSupply(s -> o): some product of s lists (hasSupplyChain) a downstream product
    that o makes, o has fundTrans edges to s, and the sum of o's transfers to s is
    more than half of totalTransInAmt(s).  ("o is the main customer of s".)
  * sameLegalRepresentative(s, o): one person's legalRepresentative list holds both
    s and o (asked only about other companies, o != s).
KAG supply chain (SupplyChain.schema, concept.rule):
  * totalTransInAmt(s) as above.
  * fundTrans1Month/3Month/6Month(s) = sum of s's outgoing transAmt with
    date_diff(now, transDate) < 30 / 90 / 180; fundTrans1MonthIn/3MonthIn/6MonthIn the
    same for incoming transfers.
  * cashflowDiffNMonth(s) = fundTransNMonth(s) - fundTransNMonthIn(s) (missing = 0).
  * mainSupply as above (Company.product and Product.hasSupplyChain).
  * belongToIndustry(s -> i): s makes a product c (Company.product) whose Product.csv
    row has belongToIndustry i.
  * sameLegalRepresentative as above (Person.legalRepresentative holds company names).
  * ProductChainEvent e belongs to TaxOfProdEvent/价格上涨 iff e.index == '价格' and
    e.trend == '上涨'.  Such an event leads to a CompanyEvent 成本上涨 (cost increase)
    for every company c that makes a product listed in the hasSupplyChain of the
    event's subject product; each 成本上涨 event of company c leads to a 利润下跌
    (profit decline) event of c.
    Questions avoid CSF0000001662 (its products are changed by CompanyUpdate.csv).
KAG risk mining (RiskMining.schema, concept.rule):
  * developed(s -> app): the number of s's devices (Person_hasDevice_Device) on which
    the app is installed (Device.install) is more than 5.
  * release(s -> app): s holds shares in a company c (Person_holdShare_Company), c has
    a certificate (Company_hasCert_Cert) and the app's useCert is that certificate.
  * gambling app (TaxOfRiskApp/赌博应用): riskMark contains '赌博'.
  * gambling-app developer (赌博App开发者): developed some gambling app.
  * gambling-app boss (赌博App老板): released a gambling app a that some person u
    developed, and s has a fundTrans to u.
Certificates are identified by the value written in the link files (certNum).
"""

import csv
import datetime
import json
import os
from collections import Counter, OrderedDict, defaultdict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


# ----------------------------------------------------------------- helpers
def find_dir(candidates):
    for anc in [HERE] + list(HERE.parents):
        for rel in candidates:
            p = anc / rel
            if p.is_dir():
                return p
    raise SystemExit("data not found: %s" % (candidates,))


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def day(s):
    s = s.strip()
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def dec(num, den, places):
    q = Decimal(1).scaleb(-places)
    return str((Decimal(num) / Decimal(den)).quantize(q, rounding=ROUND_HALF_UP))


def yn(v, lang):
    if lang == "zh":
        return "是" if v else "否"
    return "yes" if v else "no"


def ranked(counter, n=None):
    """Items sorted by value desc; asserts no tie among the returned values and,
    when n is given, that the n-th and (n+1)-th values differ."""
    items = sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0])))
    if n is None:
        vals = [v for _, v in items]
        assert len(vals) == len(set(vals)), ("tie in groups", items)
        return items
    assert len(items) >= n, items
    top = items[:n]
    vals = [v for _, v in top]
    assert len(vals) == len(set(vals)), ("tie in top", items)
    if len(items) > n:
        assert items[n - 1][1] != items[n][1], ("tie at cut", items)
    return top


def winner(counter, largest=True):
    items = sorted(counter.items(), key=lambda kv: kv[1], reverse=largest)
    assert len(items) == 1 or items[0][1] != items[1][1], ("no unique winner", items)
    return items[0][0]


def flat(items):
    out = []
    for k, v in items:
        out += [str(k), str(v)]
    return out


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append(OrderedDict([
            ("id", "%s-r72-%02d" % (self.prefix, len(self.items) + 1)),
            ("question", question),
            ("answer", answer),
            ("shape", shape),
            ("lang", lang),
        ]))

    def check(self):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        qs = [q["question"] for q in self.items]
        assert len(qs) == len(set(qs))
        for q in self.items:
            if q["shape"] in ("yesno",) or (q["shape"] == "rule" and q["answer"][0] in ("yes", "no", "是", "否")):
                ok = {"en": ("yes", "no"), "zh": ("是", "否")}[q["lang"]]
                assert len(q["answer"]) == 1 and q["answer"][0] in ok, q

    def write(self, name):
        self.check()
        path = OUT_DIR / name
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return path


# ----------------------------------------------------------------- acme
def acme():
    root = find_dir(["data/examples/acme-supply"])
    cfg = (root / "kagflow.yaml").read_text(encoding="utf-8")
    as_of = sep = None
    for line in cfg.splitlines():
        line = line.split("#", 1)[0].strip() if not line.strip().startswith("#") else ""
        if line.startswith("as_of:"):
            as_of = line.split(":", 1)[1].strip().strip("\"'")
        if line.startswith("multi_value_separator:"):
            sep = line.split(":", 1)[1].strip().strip("\"'")
    assert as_of and sep, (as_of, sep)
    now = datetime.date.fromisoformat(as_of)
    src = root / "sources"
    comps = read_csv(src / "Company.csv")
    C = {r["id"]: r for r in comps}
    name = {r["id"]: r["name"] for r in comps}
    nid = {r["name"]: r["id"] for r in comps}
    assert len(nid) == len(C)
    prods = {r["id"]: split(r["product"], sep) for r in comps}
    P = {r["id"]: split(r["hasSupplyChain"], sep) for r in read_csv(src / "Product.csv")}
    persons = read_csv(src / "Person.csv")
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    age = {p["name"]: int(p["age"]) for p in persons}
    T = [dict(src=r["srcId"], dst=r["dstId"], date=day(r["transDate"]), amt=int(r["transAmt"]))
         for r in read_csv(src / "Company_fundTrans_Company.csv")]

    inflow = Counter()
    for t in T:
        inflow[t["dst"]] += t["amt"]

    def outflow_days(cid, n):
        return sum(t["amt"] for t in T if t["src"] == cid and (now - t["date"]).days < n)

    def main_supply(s, o):
        downs = {d for p in prods[s] for d in P.get(p, [])}
        if not downs & set(prods[o]):
            return False
        paid = sum(t["amt"] for t in T if t["src"] == o and t["dst"] == s)
        return paid > 0 and paid * 1.0 / inflow[s] > 0.5

    def same_rep(a):
        out = []
        for lst in reps.values():
            if a in lst:
                out += [x for x in lst if x != a and x not in out]
        return out

    q = QSet("acme")
    # 01 field
    q.add("In which year was Fjord Steel AS founded?",
          C[nid["Fjord Steel AS"]]["founded"], "field", "en")
    # 02 field
    q.add("What country code is recorded for O'Hara, Lamb & Sons?",
          C[nid["O'Hara, Lamb & Sons"]]["country"], "field", "en")
    # 03 list
    q.add("What does Helix Chemicals make? List its products.",
          prods[nid["Helix Chemicals"]], "list", "en")
    # 04 count
    q.add("How many of the companies are registered in the US?",
          sum(1 for r in comps if r["country"] == "US"), "count", "en")
    # 05 yesno
    q.add("Is Ada Moreno a legal representative of Delta Cells GmbH?",
          yn("Delta Cells GmbH" in reps["Ada Moreno"], "en"), "yesno", "en")
    # 06 superlative
    oldest = winner(Counter({r["name"]: int(r["founded"]) for r in comps}), largest=False)
    q.add("Which company has the earliest founding year?", oldest, "superlative", "en")
    # 07 topn
    top3 = ranked(Counter({name[k]: v for k, v in inflow.items()}), 3)
    q.add("Which three companies have received the most money in total? Largest first.",
          [k for k, _ in top3], "topn", "en")
    # 08 group_count
    sent = Counter(name[t["src"]] for t in T)
    multi = Counter({k: v for k, v in sent.items() if v > 1})
    q.add("For every company that sent more than one transfer, how many transfers did it send?",
          flat(ranked(multi)), "group_count", "en")
    # 09 group_sum
    acme_out = Counter()
    for t in T:
        if t["src"] == nid["Acme Motors"]:
            acme_out[name[t["dst"]]] += t["amt"]
    q.add("Break down Acme Motors' payments by recipient: how much did each company get from it in total?",
          flat(ranked(acme_out)), "group_sum", "en")
    # 10 sum_window
    w = sum(t["amt"] for t in T if datetime.date(2024, 5, 1) <= t["date"] <= datetime.date(2024, 6, 30))
    q.add("What was the combined value of all fund transfers dated in May or June 2024?",
          w, "sum_window", "en")
    # 11 sum_pair
    q.add("Altogether, how much money has Acme Motors transferred to O'Hara, Lamb & Sons?",
          sum(t["amt"] for t in T if t["src"] == nid["Acme Motors"] and t["dst"] == nid["O'Hara, Lamb & Sons"]),
          "sum_pair", "en")
    # 12 avg
    rec = [t["amt"] for t in T if t["dst"] == nid["O'Hara, Lamb & Sons"]]
    q.add("What's the average size of the transfers O'Hara, Lamb & Sons received? Round to 2 decimal places.",
          dec(sum(rec), len(rec), 2), "avg", "en")
    # 13 max
    q.add("What was the single biggest fund transfer amount on record?",
          max(t["amt"] for t in T), "max", "en")
    # 14 sum_excluding
    q.add("Leaving out what it paid Delta Cells GmbH, how much has Acme Motors sent to other companies in total?",
          sum(t["amt"] for t in T if t["src"] == nid["Acme Motors"] and t["dst"] != nid["Delta Cells GmbH"]),
          "sum_excluding", "en")
    # 15 negation
    senders = {t["src"] for t in T}
    q.add("Which companies have never sent money to another company?",
          [r["name"] for r in comps if r["id"] not in senders], "negation", "en")
    # 16 rule: mainSupply (reverse direction)
    ms_of_acme = [name[s] for s in C if s != nid["Acme Motors"] and main_supply(s, nid["Acme Motors"])]
    assert ms_of_acme
    q.add("Which companies have Acme Motors as their main customer (the main-customer rule)?",
          ms_of_acme, "rule", "en")
    # 17 zh rule: outflow90Days
    q.add("截至数据基准日，Acme Motors 最近90天的资金流出（outflow90Days）一共是多少？",
          outflow_days(nid["Acme Motors"], 90), "rule", "zh")
    # 18 zh rule yesno: mainSupply
    v = main_supply(nid["Eastwind Logistics"], nid["Acme Motors"])
    q.add("按“主要客户”规则，Acme Motors 算是 Eastwind Logistics 的主要客户吗？",
          yn(v, "zh"), "rule", "zh")
    # 19 zh rule: sameLegalRepresentative
    q.add("哪些其他公司和 Granite Insurance 有同一个法定代表人？",
          same_rep("Granite Insurance"), "rule", "zh")
    # 20 zh two_hop: companies making products whose downstream list includes tyres
    up = [p for p, ds in P.items() if "Vehicles-Parts-Tyres" in ds]
    makers = [r["name"] for r in comps if set(prods[r["id"]]) & set(up)]
    q.add("哪些公司生产的产品，其供应链下游（hasSupplyChain）直接包含 Vehicles-Parts-Tyres？",
          makers, "two_hop", "zh")
    # 21 zh comparison
    a, b = "Acme Motors", "Helix Chemicals"
    fa, fb = int(C[nid[a]]["founded"]), int(C[nid[b]]["founded"])
    assert fa != fb
    q.add("Acme Motors 和 Helix Chemicals，哪家公司成立得更早？", a if fa < fb else b, "comparison", "zh")
    # 22 zh two_hop: age of the legal representative
    r = [p for p, lst in reps.items() if "Eastwind Logistics" in lst]
    assert len(r) == 1
    q.add("Eastwind Logistics 的法定代表人今年多大年纪（按记录的年龄）？", age[r[0]], "two_hop", "zh")
    # 23 zh count
    q.add("2024年3月1日之前（不含当天）一共发生过几笔公司间转账？",
          sum(1 for t in T if t["date"] < datetime.date(2024, 3, 1)), "count", "zh")
    # 24 zh rule: totalTransInAmt
    q.add("Borealis Rubber Works 的总流入金额（totalTransInAmt）是多少？",
          inflow[nid["Borealis Rubber Works"]], "rule", "zh")
    # 25 zh list
    q.add("记录里年龄超过40岁的人都有谁？",
          [p["name"] for p in persons if int(p["age"]) > 40], "list", "zh")
    return q.write("r72-acme-supply.json"), q


# ----------------------------------------------------------------- KAG supply chain
def supplychain():
    root = find_dir(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"])
    src = root / "sources"
    sep = ","
    now = datetime.date(2023, 10, 15)
    comps = read_csv(src / "Company.csv")
    C = {r["id"]: r for r in comps}
    name = {r["id"]: r["name"] for r in comps}
    nid = {r["name"]: r["id"] for r in comps}
    assert len(nid) == len(C)
    prods = {r["id"]: split(r["product"], sep) for r in comps}
    P = {}
    for r in read_csv(src / "Product.csv"):
        row = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], sep)))
        assert P.get(r["id"], row) == row, r["id"]
        P[r["id"]] = row
    industry = {k: v[0] for k, v in P.items()}
    down = {k: list(v[1]) for k, v in P.items()}
    persons = read_csv(src / "Person.csv")
    pname = [p["name"] for p in persons]
    assert len(pname) == len(set(pname))
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    age = {p["name"]: int(p["age"]) for p in persons}
    T = [dict(src=r["srcId"], dst=r["dstId"], date=day(r["transDate"]), amt=int(r["transAmt"]))
         for r in read_csv(src / "Company_fundTrans_Company.csv")]
    updated = {r["id"] for r in read_csv(src / "CompanyUpdate.csv")}

    inflow = Counter()
    for t in T:
        inflow[t["dst"]] += t["amt"]

    def flow(cid, n, incoming):
        key = "dst" if incoming else "src"
        return sum(t["amt"] for t in T if t[key] == cid and (now - t["date"]).days < n)

    def main_supply(s, o):
        downs = {d for p in prods[s] for d in down.get(p, [])}
        if not downs & set(prods[o]):
            return False
        paid = sum(t["amt"] for t in T if t["src"] == o and t["dst"] == s)
        return paid > 0 and paid * 1.0 / inflow[s] > 0.5

    def industries(cid):
        out = []
        for p in prods[cid]:
            if p in industry and industry[p] not in out:
                out.append(industry[p])
        return out

    # events
    pevents = read_csv(src / "ProductChainEvent.csv")
    cost_up = set()
    for e in pevents:
        if e["index"] == "价格" and e["trend"] == "上涨":
            ds = set(down.get(e["subject"], []))
            for cid in C:
                if set(prods[cid]) & ds:
                    cost_up.add(cid)
    profit_down = set(cost_up)  # each 成本上涨 event of c leads to a 利润下跌 event of c

    q = QSet("supplychain")
    ZC = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"
    for n_ in (ZC, SJ, ZJ):
        assert n_ in nid
    # 01 yesno
    q.add("Is 臧* a legal representative of %s?" % SJ, yn(SJ in reps["臧*"], "en"), "yesno", "en")
    # 02 list
    assert nid[SJ] not in updated
    q.add("Which products does %s deal in?" % SJ, prods[nid[SJ]], "list", "en")
    # 03 rule totalTransInAmt
    q.add("What is the total inflow (all money ever received) of %s?" % SJ, inflow[nid[SJ]], "rule", "en")
    # 04 rule fundTrans1Month
    q.add("What is the near-1-month outflow of %s, i.e. the money it paid out in transfers dated less than "
          "30 days before now (2023-10-15)?" % ZC, flow(nid[ZC], 30, False), "rule", "en")
    # 05 rule cashflowDiff3Month
    d3 = flow(nid[ZC], 90, False) - flow(nid[ZC], 90, True)
    q.add("What's the 3-month cash-flow difference of %s (its last-3-month outflow minus its last-3-month inflow), as of 2023-10-15?"
          % ZC, d3, "rule", "en")
    # 06 rule mainSupply
    ms = [name[o] for o in C if o != nid[ZC] and main_supply(nid[ZC], o)]
    assert len(ms) == 1 and nid[ZJ] not in [nid[x] for x in ms]
    q.add("Who is the main customer of %s?" % ZC, ms, "rule", "en")
    # 07 rule belongToIndustry
    assert all(p in industry for p in prods[nid[SJ]])
    q.add("Which industry does %s belong to, going by the products it makes?" % SJ,
          industries(nid[SJ]), "rule", "en")
    # 08 rule sameLegalRepresentative
    same = []
    for lst in reps.values():
        if ZC in lst:
            same += [x for x in lst if x != ZC and x not in same]
    q.add("Which other companies share a legal representative with %s?" % ZC, same, "rule", "en")
    # 09 rule event (no)
    KS = "康**股有公司"
    assert nid[KS] not in updated
    q.add("Under the event rules, does the 顺丁橡胶 price rise lead to a cost-increase event for %s?" % KS,
          yn(nid[KS] in cost_up, "en"), "rule", "en")
    # 10 sum_window
    w = sum(t["amt"] for t in T if datetime.date(2023, 7, 1) <= t["date"] <= datetime.date(2023, 7, 31))
    q.add("What was the total amount of all company-to-company transfers dated in July 2023?", w,
          "sum_window", "en")
    # 11 sum_pair
    q.add("How much money did %s transfer to %s?" % (ZC, SJ),
          sum(t["amt"] for t in T if t["src"] == nid[ZC] and t["dst"] == nid[SJ]), "sum_pair", "en")
    # 12 avg
    out = [t["amt"] for t in T if t["src"] == nid[ZC]]
    q.add("On average, how big were the transfers that %s sent out? Give 2 decimal places." % ZC,
          dec(sum(out), len(out), 2), "avg", "en")
    # 13 max
    q.add("What is the largest single transfer %s has received?" % SJ,
          max(t["amt"] for t in T if t["dst"] == nid[SJ]), "max", "en")
    # 14 topn
    paid_by_zc = Counter()
    for t in T:
        if t["src"] == nid[ZC]:
            paid_by_zc[name[t["dst"]]] += t["amt"]
    q.add("Who are the top 3 recipients of %s's money by total amount, biggest first?" % ZC,
          [k for k, _ in ranked(paid_by_zc, 3)], "topn", "en")
    # 15 group_sum
    into_zc = Counter()
    for t in T:
        if t["dst"] == nid[ZC]:
            into_zc[name[t["src"]]] += t["amt"]
    q.add("Break down the money %s received by payer: total from each company." % ZC,
          flat(ranked(into_zc)), "group_sum", "en")
    # 16 negation
    received = {name[t["dst"]] for t in T}
    q.add("Of the companies 臧* is legal representative of, which have never received a transfer?",
          [c for c in reps["臧*"] if c not in received], "negation", "en")
    # 17 zh field
    q.add("骆*的年龄是多少？", age["骆*"], "field", "zh")
    # 18 zh count
    tp = "轮胎与橡胶-轮胎"
    assert all(cid not in updated for cid in C if tp in prods[cid])
    q.add("经营产品里直接列有“%s”的公司有多少家？" % tp,
          sum(1 for cid in C if tp in prods[cid]), "count", "zh")
    # 19 zh superlative
    q.add("哪家公司收到的资金总额最多？", name[winner(inflow)], "superlative", "zh")
    # 20 zh comparison
    a, b = "骆*", "俞**"
    assert age[a] != age[b]
    q.add("骆*和俞**，谁的年龄更大？", a if age[a] > age[b] else b, "comparison", "zh")
    # 21 zh sum_excluding
    q.add("不算%s转来的钱，%s一共收到了多少资金？" % (ZJ, SJ),
          sum(t["amt"] for t in T if t["dst"] == nid[SJ] and t["src"] != nid[ZJ]), "sum_excluding", "zh")
    # 22 zh two_hop
    JL = "吉林奇*化****公司"
    r = [p for p, lst in reps.items() if JL in lst]
    assert len(r) == 1
    q.add("%s的法人代表多大年纪？" % JL, age[r[0]], "two_hop", "zh")
    # 23 zh group_count (rule-derived industry)
    wanted = ["非日常生活消费品-汽车与汽车零部件-汽车-汽车", "金融-保险-保险-保险",
              "能源-能源-石油、天然气与消费用燃料-石油与天然气"]
    gc = Counter()
    for cid in C:
        for i in industries(cid):
            if i in wanted:
                gc[i] += 1
    assert set(gc) == set(wanted)
    q.add("按公司所属行业（由经营产品推出）统计，行业“%s”“%s”“%s”各有多少家公司？按数量从多到少列出。"
          % tuple(wanted), flat(ranked(gc)), "group_count", "zh")
    # 24 zh rule event chain (profit decline)
    SZ = "上置*团*公司"
    assert nid[SZ] not in updated
    q.add("按事件推理规则，顺丁橡胶价格上涨最终会不会导致%s出现利润下跌事件？" % SZ,
          yn(nid[SZ] in profit_down, "zh"), "rule", "zh")
    # 25 zh count
    q.add("单笔金额超过100万的转账一共有几笔？", sum(1 for t in T if t["amt"] > 1000000), "count", "zh")
    return q.write("r72-kag-supplychain.json"), q


# ----------------------------------------------------------------- KAG risk mining
def riskmining():
    root = find_dir(["datasets/kag-riskmining", "shared/datasets/kag-riskmining"])
    src = root / "sources"
    sep = ","
    apps = OrderedDict((r["id"], r) for r in read_csv(src / "App.csv"))
    devices = {r["id"]: split(r["install"], sep) for r in read_csv(src / "Device.csv")}
    persons = read_csv(src / "Person.csv")
    pn = {p["id"]: p["name"] for p in persons}
    assert len(set(pn.values())) == len(pn)
    pid = {v: k for k, v in pn.items()}
    page = {p["name"]: int(p["age"]) for p in persons}
    pphone = {p["name"]: p["hasPhone"] for p in persons}
    comps = read_csv(src / "Company.csv")
    cn = {c["id"]: c["name"] for c in comps}
    assert len(set(cn.values())) == len(cn)
    cphone = {c["name"]: c["phone"] for c in comps}
    has_dev = defaultdict(list)
    for r in read_csv(src / "Person_hasDevice_Device.csv"):
        if r["dst"] not in has_dev[r["src"]]:
            has_dev[r["src"]].append(r["dst"])
    comp_cert = defaultdict(set)
    for r in read_csv(src / "Company_hasCert_Cert.csv"):
        comp_cert[r["src"]].add(r["dst"])
    pers_cert = defaultdict(set)
    for r in read_csv(src / "Person_hasCert_Cert.csv"):
        pers_cert[r["src"]].add(r["dst"])
    shares = defaultdict(list)
    for r in read_csv(src / "Person_holdShare_Company.csv"):
        if r["dst"] not in shares[r["src"]]:
            shares[r["src"]].append(r["dst"])
    T = [dict(src=r["src"], dst=r["dst"], date=day(r["transDate"]), amt=int(r["transAmt"]))
         for r in read_csv(src / "Person_fundTrans_Person.csv")]

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]
    developed = defaultdict(list)
    for p, ds in has_dev.items():
        cnt = Counter(a for d in ds for a in devices[d])
        for a, n in cnt.items():
            if n > 5:
                developed[p].append(a)
    release = defaultdict(list)
    for p, cs in shares.items():
        certs = set().union(*(comp_cert[c] for c in cs))
        release[p] = [a for a, r in apps.items() if r["useCert"] in certs]
    devs = [p for p in pn if set(developed[p]) & set(gambling)]
    transfers_to = defaultdict(set)
    for t in T:
        transfers_to[t["src"]].add(t["dst"])
    bosses = []
    for s in pn:
        for a in release[s]:
            if a in gambling and any(a in developed[u] and u in transfers_to[s] for u in pn):
                bosses.append(s)
                break

    q = QSet("riskmining")
    B = "柏*"
    b = pid[B]
    # 01 field
    q.add("What phone number is on file for %s?" % B, pphone[B], "field", "en")
    # 02 field
    HT = "航天彩**人*股*限公司"
    q.add("What's the phone number of %s?" % HT, cphone[HT], "field", "en")
    # 03 count
    q.add("How many apps carry the risk mark 诈骗 (fraud)?",
          sum(1 for r in apps.values() if r["riskMark"] == "诈骗"), "count", "en")
    # 04 rule
    q.add("Which apps fall into the gambling-app category (赌博应用)?", gambling, "rule", "en")
    # 05 rule
    q.add("Who counts as a gambling-app developer (赌博App开发者)?", [pn[p] for p in devs], "rule", "en")
    # 06 rule
    assert bosses
    q.add("Which people are classified as gambling-app bosses (赌博App老板)?", [pn[p] for p in bosses],
          "rule", "en")
    # 07 rule
    q.add("Which gambling apps did %s release?" % B, [a for a in release[b] if a in gambling], "rule", "en")
    # 08 rule count
    q.add("Under the release rule, how many apps in total did %s release?" % B, len(release[b]), "rule", "en")
    # 09 sum_pair
    q.add("How much money did %s transfer to 邬** in total?" % B,
          sum(t["amt"] for t in T if t["src"] == b and t["dst"] == pid["邬**"]), "sum_pair", "en")
    # 10 count
    q.add("How many separate transfers did %s make to 杜*?" % B,
          sum(1 for t in T if t["src"] == b and t["dst"] == pid["杜*"]), "count", "en")
    # 11 max
    q.add("What is the largest single transfer amount in the person-to-person transfer records?",
          max(t["amt"] for t in T), "max", "en")
    # 12 sum_window
    w = sum(t["amt"] for t in T if t["src"] == b
            and datetime.date(2023, 9, 1) <= t["date"] <= datetime.date(2023, 9, 10))
    q.add("How much did %s transfer in total between 2023-09-01 and 2023-09-10, both days included?" % B,
          w, "sum_window", "en")
    # 13 avg
    xs = [t["amt"] for t in T if t["src"] == b and t["dst"] == pid["裘**"]]
    q.add("What is the average amount of %s's transfers to 裘**? Round to 2 decimals." % B,
          dec(sum(xs), len(xs), 2), "avg", "en")
    # 14 group_sum
    gs = Counter()
    for t in T:
        if t["src"] == b:
            gs[pn[t["dst"]]] += t["amt"]
    q.add("Break down %s's outgoing transfers by recipient: the total sent to each person." % B,
          flat(ranked(gs)), "group_sum", "en")
    # 15 superlative
    q.add("Which person owns the most devices?",
          winner(Counter({pn[p]: len(ds) for p, ds in has_dev.items()})), "superlative", "en")
    # 16 negation
    q.add("Which gambling apps were NOT released by %s?" % B,
          [a for a in gambling if a not in release[b]], "negation", "en")
    # 17 zh two_hop
    F = "方*"
    others = [pn[p] for p in pn if p != pid[F] and set(has_dev[p]) & set(has_dev[pid[F]])]
    assert others
    q.add("和%s共用同一台设备的人是谁？" % F, others, "two_hop", "zh")
    # 18 zh two_hop
    Q = "裘**"
    certs = pers_cert[pid[Q]]
    assert certs
    q.add("%s持有的证书被多少个应用使用？" % Q,
          sum(1 for r in apps.values() if r["useCert"] in certs), "two_hop", "zh")
    # 19 zh comparison
    a1, a2 = "裘**", "杜*"
    assert page[a1] != page[a2]
    q.add("裘**和杜*，谁的年龄更大？", a1 if page[a1] > page[a2] else a2, "comparison", "zh")
    # 20 zh sum_excluding
    q.add("不算转给邬**的钱，%s一共转出了多少？" % B,
          sum(t["amt"] for t in T if t["src"] == b and t["dst"] != pid["邬**"]), "sum_excluding", "zh")
    # 21 zh topn
    tc = Counter(pn[t["dst"]] for t in T if t["src"] == b)
    q.add("%s转账笔数最多的前两位收款人是谁？按笔数从多到少。" % B,
          [k for k, _ in ranked(tc, 2)], "topn", "zh")
    # 22 zh group_count
    gc = Counter({pn[p]: len(ds) for p, ds in has_dev.items() if len(ds) > 1})
    q.add("拥有不止一台设备的人，各自有几台设备？", flat(ranked(gc)), "group_count", "zh")
    # 23 zh yesno
    YL = "**娱乐**公司"
    q.add("%s持有“%s”的股份吗？" % (B, YL), yn(any(cn[c] == YL for c in shares[b]), "zh"), "yesno", "zh")
    # 24 zh count
    app = "com.qIu.VJbJ"
    q.add("装了应用 %s 的设备一共有多少台？" % app,
          sum(1 for ds in devices.values() if app in ds), "count", "zh")
    # 25 zh rule (no)
    q.add("按规则，%s算不算赌博App开发者？" % B, yn(b in devs, "zh"), "rule", "zh")
    return q.write("r72-kag-riskmining.json"), q


def main():
    for fn in (acme, supplychain, riskmining):
        path, q = fn()
        shapes = Counter(x["shape"] for x in q.items)
        langs = Counter(x["lang"] for x in q.items)
        print(path, dict(langs), dict(sorted(shapes.items())))
        if os.environ.get("SHOW"):
            for x in q.items:
                print("  ", x["id"], x["lang"], x["shape"], "|", x["question"], "=>", x["answer"])


if __name__ == "__main__":
    main()
