#!/usr/bin/env python3
"""Round 64 held-out questions with gold answers for acme-supply, kag-supplychain and
kag-riskmining (25 each: 16 English, 9 Chinese).

Standard library only.  The data is found by walking up from this file's folder:
acme-supply under ``data/examples/acme-supply`` of an ancestor (the repository), the KAG sets
under ``datasets/`` or ``shared/datasets/`` of an ancestor.  Every gold answer is computed from
the CSVs here; nothing is typed by hand.  Output: ``r64-acme-supply.json``,
``r64-kag-supplychain.json`` and ``r64-kag-riskmining.json`` in the folder above this one.

Answer conventions: integers written plainly; non-integers rounded half up to 2 decimals
(decimal.ROUND_HALF_UP); percentages as numbers without ``%``; dates as the data writes them
(``yyyyMMdd``); yes/no as ``yes``/``no`` (English) and ``是``/``否`` (Chinese); lists one
string per item (order not meaningful); counts per group flattened ``[group, count, ...]``
largest first and tie-free; superlative winners asserted unique.

Readings used
-------------
General
* Multi-value cells are split on the project's separator (acme: ``multi_value_separator`` of
  kagflow.yaml, ``;``; the KAG sets: ``,``) and de-duplicated: a company's products, a
  person's companies, a device's installed apps are sets (KAG's 臧* lists 传化 and 三角
  twice; he represents 5 distinct companies).
* Fund transfers are the rows of the ``*_fundTrans_*`` tables, each row one transfer (no two
  rows are identical, so no de-duplication question arises).
* "Now" for date rules: acme ``as_of`` of kagflow.yaml (2024-06-30); kag-supplychain
  2023-10-15.  ``date_diff(now, transDate) < N`` is the day difference, strictly below N.
  No transfer lies on a window boundary of a question asked (closest: Eastwind's
  2024-04-02 at 89 days for acme's 90-day window, inside under either an inclusive or an
  exclusive reading).
* A calendar window ("in June 2024", "2023年9月") is the inclusive range of that month's days;
  "2023年9月以来" is from 20230901 on.  "past 30 days" (fundTrans1Month) and "近3个月"
  (cashflowDiff3Month) follow the rules' day windows; the calendar readings (since 2023-09-15,
  since 2023-07-15) select the same transfers.

acme-supply
* totalTransInAmt = sum of all transfers received; outflow90Days = sum of transfers sent
  within 90 days of as_of.
* mainSupply(s, o): s makes a product whose hasSupplyChain lists a product o makes, and the
  transfers o -> s sum to more than half of s's total inflow.  The sums are over distinct
  transfers; every pair asked is above 0.5 whether or not a transfer is counted once per
  product path.
* sameLegalRepresentative: companies sharing a Person's legalRepresentative, the company asked
  about itself excluded.
* "feeds into tyres": products whose hasSupplyChain lists Vehicles-Parts-Tyres.

kag-supplychain
* Company.product / Product.hasSupplyChain / Person.legalRepresentative as in the CSVs
  (Person names companies by name).  CompanyUpdate.csv (浙江**摩托**限公司 drops 三轮摩托车)
  is not needed by any answer: no question depends on that company's product list, and the
  ones involving that company (payments, legal representative, 顺丁橡胶 cost events) give the
  same gold with or without the update.
* mainSupply is asked only for 传化****限公司, whose main customer 三角***份限公司 is above
  0.5 under either path-counting reading (0.67 once per transfer; 三角's own case, 0.47 vs
  0.93, is deliberately not asked).
* Company industry (belongToIndustry rule) = the belongToIndustry of the company's products
  that are Product rows; products not in Product.csv contribute none.
* fundTrans1Month / fundTrans3Month(In) and cashflowDiff3Month exactly as the rules define
  them (diff = outflow - inflow, a missing side counted 0).
* 顺丁橡胶 event chain (concept.rule): the one ProductChainEvent (index 价格, trend 上涨)
  belongs to 价格上涨 and leads to a 成本上涨 CompanyEvent for every company making a product
  in the hasSupplyChain of the event's subject 商品化工-橡胶-合成橡胶-顺丁橡胶; each of those
  leads to a 利润下跌 event of the same company.  Counted as distinct companies.

kag-riskmining
* Certificates are referred to by certNum (Company_hasCert_Cert.dst, App.useCert,
  Person_hasCert_Cert.dst are certNum values of Cert.csv).
* developed(s, app): the number of distinct devices of s with app installed is > 5.
  release(s, app): s holds shares in a company that has the certificate app uses.
  赌博应用: riskMark contains 赌博.  赌博App开发者: developed a gambling app.
  赌博App老板: released a gambling app a, some u developed a, and s transferred money to u.
* "over 50" is strictly greater than 50.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(*candidates):
    d = HERE
    while True:
        for c in candidates:
            p = os.path.join(d, c)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found: %s" % (candidates,))
        d = parent


ACME = find_up(os.path.join("data", "examples", "acme-supply"))
SC = find_up(os.path.join("datasets", "kag-supplychain"), os.path.join("shared", "datasets", "kag-supplychain"))
RM = find_up(os.path.join("datasets", "kag-riskmining"), os.path.join("shared", "datasets", "kag-riskmining"))
OUT = os.path.dirname(HERE)


def rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def num(x):
    """Integers plainly, other numbers half up to 2 decimals."""
    d = Decimal(x) if not isinstance(x, Decimal) else x
    if d == d.to_integral_value():
        return str(int(d))
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def pct(part, whole):
    return num(Decimal(part) * 100 / Decimal(whole))


def avg(values):
    values = list(values)
    return num(Decimal(sum(values)) / Decimal(len(values)))


def unique_max(items, key):
    items = list(items)
    best = max(key(i) for i in items)
    winners = [i for i in items if key(i) == best]
    assert len(winners) == 1, winners
    return winners[0]


def unique_min(items, key):
    return unique_max(items, lambda i: -key(i))


def group_counts(counter):
    pairs = sorted(counter.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in pairs]
    assert len(vals) == len(set(vals)), pairs
    out = []
    for k, v in pairs:
        out += [k, str(v)]
    return out


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer), (question, answer)
        assert len(answer) == len(set(answer)) or shape == "group_count", (question, answer)
        n = len(self.items) + 1
        self.items.append({"id": "%s-r64-%02d" % (self.project, n), "question": question,
                           "answer": answer, "shape": shape, "lang": lang})

    def write(self, name):
        assert len(self.items) == 25, len(self.items)
        langs = Counter(i["lang"] for i in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")


# --------------------------------------------------------------------------- acme-supply
def acme():
    cfg = open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8").read()
    as_of = sep = None
    for line in cfg.splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("as_of:"):
            as_of = line.split(":", 1)[1].strip().strip("\"'")
        if line.startswith("multi_value_separator:"):
            sep = line.split(":", 1)[1].strip().strip("\"'")
    assert as_of == "2024-06-30" and sep == ";"
    now = date.fromisoformat(as_of)
    src = os.path.join(ACME, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {k: v["name"] for k, v in comp.items()}
    byname = {v: k for k, v in name.items()}
    cprod = {k: split(v["product"], sep) for k, v in comp.items()}
    prod = {r["id"]: split(r["hasSupplyChain"], sep) for r in rows(os.path.join(src, "Product.csv"))}
    pers = {r["name"]: r for r in rows(os.path.join(src, "Person.csv"))}
    prep = {n: split(r["legalRepresentative"], sep) for n, r in pers.items()}
    ft = [dict(r, transAmt=int(r["transAmt"])) for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]

    inflow = defaultdict(int)
    for t in ft:
        inflow[t["dstId"]] += t["transAmt"]

    def outflow90(c):
        return sum(t["transAmt"] for t in ft if t["srcId"] == c and (now - ymd(t["transDate"])).days < 90)

    def main_customers(s):
        out = []
        for o in comp:
            linked = any(d in cprod[o] for u in cprod[s] for d in prod.get(u, []))
            paid = sum(t["transAmt"] for t in ft if t["srcId"] == o and t["dstId"] == s)
            if linked and paid and Decimal(paid) / Decimal(inflow[s]) > Decimal("0.5"):
                out.append(o)
        return out

    q = QSet("acme")
    q.add("Which country is Fjord Steel based in?", [comp[byname["Fjord Steel AS"]]["country"]], "lookup", "en")
    q.add("helix chemicals founded", [comp[byname["Helix Chemicals"]]["founded"]], "lookup", "en")
    q.add("What does Acme Motors make?", cprod[byname["Acme Motors"]], "one_hop", "en")
    q.add("Who is the legal rep of Granite Insurance?",
          [p for p, cs in prep.items() if "Granite Insurance" in cs], "one_hop", "en")
    q.add("How much money has O'Hara, Lamb & Sons received in total?",
          [num(inflow[byname["O'Hara, Lamb & Sons"]])], "rule", "en")
    q.add("What was Acme Motors' outflow over the last 90 days?", [num(outflow90(byname["Acme Motors"]))], "rule", "en")
    acme_id = byname["Acme Motors"]
    q.add("Which suppliers count Acme Motors as their main customer?",
          sorted(name[s] for s in comp if acme_id in main_customers(s)), "rule", "en")
    tyre = "Vehicles-Parts-Tyres"
    feeders = {p for p, ds in prod.items() if tyre in ds}
    q.add("Which companies make products that feed into tyres?",
          sorted(name[c] for c in comp if set(cprod[c]) & feeders), "two_hop", "en")
    q.add("How many companies were founded before 1960?",
          [str(sum(1 for c in comp.values() if int(c["founded"]) < 1960))], "count", "en")
    q.add("What is the average age of the legal representatives?",
          [avg(int(p["age"]) for p in pers.values())], "average", "en")
    big = unique_max(ft, lambda t: t["transAmt"])
    q.add("Which company received the single largest fund transfer?", [name[big["dstId"]]], "superlative", "en")
    q.add("Does Helix Chemicals make solvents?",
          [yn("Chemicals-Solvents" in cprod[byname["Helix Chemicals"]], "en")], "yes_no", "en")
    payers = {t["srcId"] for t in ft}
    q.add("Which companies have never sent any money to another company?",
          sorted(name[c] for c in comp if c not in payers), "negation", "en")
    oh = byname["O'Hara, Lamb & Sons"]
    q.add("What percentage of O'Hara, Lamb & Sons' inflow came from Acme Motors?",
          [pct(sum(t["transAmt"] for t in ft if t["srcId"] == acme_id and t["dstId"] == oh), inflow[oh])],
          "share", "en")
    q.add("How many years older is Dara O'Hara than Chloe Tan?",
          [num(int(pers["Dara O'Hara"]["age"]) - int(pers["Chloe Tan"]["age"]))], "difference", "en")
    out_n = Counter(name[t["srcId"]] for t in ft)
    q.add("Number of outgoing transfers per company, only companies with more than one",
          group_counts(Counter({k: v for k, v in out_n.items() if v > 1})), "group_count", "en")
    # Chinese
    q.add("2024年6月份所有转账加起来一共多少钱？",
          [num(sum(t["transAmt"] for t in ft if "20240601" <= t["transDate"] <= "20240630"))], "time_window", "zh")
    q.add("谁给Acme Motors打过钱？", sorted({name[t["srcId"]] for t in ft if t["dstId"] == acme_id}), "one_hop", "zh")
    reps_of_acme = [p for p, cs in prep.items() if "Acme Motors" in cs]
    q.add("哪家公司和Acme Motors是同一个法人代表？",
          sorted({c for p in reps_of_acme for c in prep[p] if c != "Acme Motors"}), "rule", "zh")
    q.add("成立最晚的是哪家公司？", [unique_max(comp.values(), lambda c: int(c["founded"]))["name"]], "superlative", "zh")
    q.add("Bram de Vries 是几家公司的法人？", [str(len(prep["Bram de Vries"]))], "count", "zh")
    bor = byname["Borealis Rubber Works"]
    q.add("Borealis Rubber Works 的主要客户是谁？", [name[o] for o in main_customers(bor)], "rule", "zh")
    q.add("Fjord Steel AS 是挪威的公司吗？", [yn(comp[byname["Fjord Steel AS"]]["country"] == "NO", "zh")], "yes_no", "zh")
    q.add("Eastwind Logistics 最近90天流出了多少钱？", [num(outflow90(byname["Eastwind Logistics"]))], "rule", "zh")
    q.add("Ada Moreno 担任法人的那些公司都生产哪些产品？",
          sorted({p for c in prep["Ada Moreno"] for p in cprod[byname[c]]}), "two_hop", "zh")
    q.write("r64-acme-supply.json")
    return q


# ----------------------------------------------------------------------- kag-supplychain
def supplychain():
    now = date(2023, 10, 15)
    src = os.path.join(SC, "sources")
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    name = {k: v["name"] for k, v in comp.items()}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name)
    cprod = {k: split(v["product"], ",") for k, v in comp.items()}
    prod = {}
    for r in rows(os.path.join(src, "Product.csv")):
        val = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], ",")))
        assert prod.setdefault(r["id"], val) == val
    pers = {r["name"]: r for r in rows(os.path.join(src, "Person.csv"))}
    prep = {n: split(r["legalRepresentative"], ",") for n, r in pers.items()}
    ft = [dict(r, transAmt=int(r["transAmt"])) for r in rows(os.path.join(src, "Company_fundTrans_Company.csv"))]
    pce = rows(os.path.join(src, "ProductChainEvent.csv"))

    def short(s):
        hits = [n for n in byname if s in n]
        assert len(hits) == 1, (s, hits)
        return byname[hits[0]]

    chuanhua, sanjiao, kang, zhejiang = short("传化"), short("三角"), short("康**股有"), short("浙江**摩托")
    inflow = defaultdict(int)
    for t in ft:
        inflow[t["dstId"]] += t["transAmt"]

    def window(c, days, direction):
        k = "srcId" if direction == "out" else "dstId"
        return sum(t["transAmt"] for t in ft if t[k] == c and (now - ymd(t["transDate"])).days < days)

    def paid(a, b):
        return sum(t["transAmt"] for t in ft if t["srcId"] == a and t["dstId"] == b)

    def main_customers(s):
        out = []
        for o in comp:
            linked = any(d in cprod[o] for u in cprod[s] for d in prod.get(u, ("", ()))[1])
            p = paid(o, s)
            if linked and p and Decimal(p) / Decimal(inflow[s]) > Decimal("0.5"):
                out.append(o)
        return out

    def industries(c):
        return sorted({prod[p][0] for p in cprod[c] if p in prod})

    # 顺丁橡胶 event chain
    assert len(pce) == 1
    ev = pce[0]
    assert ev["index"] == "价格" and ev["trend"] == "上涨"
    downs = set(prod[ev["subject"]][1])
    cost_rise = {c for c in comp if set(cprod[c]) & downs}

    q = QSet("supplychain")
    q.add("What products does 传化****限公司 make?", cprod[chuanhua], "one_hop", "en")
    q.add("Who is the legal representative of 康**股有公司?",
          [p for p, cs in prep.items() if name[kang] in cs], "one_hop", "en")
    mc = main_customers(chuanhua)
    q.add("Who is 传化's main customer?", [name[o] for o in mc], "rule", "en")
    q.add("total inflow of 三角***份限公司", [num(inflow[sanjiao])], "rule", "en")
    q.add("How much money did 传化****限公司 pay out over the past 30 days?", [num(window(chuanhua, 30, "out"))], "rule", "en")
    q.add("How many different companies has 传化 sent money to?",
          [str(len({t["dstId"] for t in ft if t["srcId"] == chuanhua}))], "count", "en")
    big = unique_max([t for t in ft if t["dstId"] == sanjiao], lambda t: t["transAmt"])
    q.add("Which company made the biggest single payment to 三角***份限公司?", [name[big["srcId"]]], "superlative", "en")
    q.add("Which industry is 三角 in?", industries(sanjiao), "rule", "en")
    tyre = "轮胎与橡胶-轮胎"
    q.add("How many companies make 轮胎与橡胶-轮胎?", [str(sum(1 for c in comp if tyre in cprod[c]))], "count", "en")
    q.add("List the downstream products of 商品化工-橡胶-合成橡胶-顺丁橡胶.",
          list(prod["商品化工-橡胶-合成橡胶-顺丁橡胶"][1]), "list", "en")
    q.add("Does 康**股有公司 produce 汽车-摩托车制造-二轮摩托车?",
          [yn("汽车-摩托车制造-二轮摩托车" in cprod[kang], "en")], "yes_no", "en")
    q.add("Who is the oldest person?", [unique_max(pers.values(), lambda p: int(p["age"]))["name"]], "superlative", "en")
    q.add("What is the average age of all persons?", [avg(int(p["age"]) for p in pers.values())], "average", "en")
    q.add("How much did 三角***份限公司 receive in June 2023?",
          [num(sum(t["transAmt"] for t in ft if t["dstId"] == sanjiao and "20230601" <= t["transDate"] <= "20230630"))],
          "time_window", "en")
    q.add("What share of 三角's total inflow came from 浙江**摩托**限公司 (in percent)?",
          [pct(paid(zhejiang, sanjiao), inflow[sanjiao])], "share", "en")
    q.add("How many companies end up with a cost-rise event because of the 顺丁橡胶 price increase?",
          [str(len(cost_rise))], "rule", "en")
    # Chinese
    q.add("传化付给三角的钱比付给康**股有公司的多多少？", [num(paid(chuanhua, sanjiao) - paid(chuanhua, kang))],
          "difference", "zh")
    reps = [p for p, cs in prep.items() if name[chuanhua] in cs]
    q.add("除了传化****限公司自己，还有哪些公司跟它是共同法人？",
          sorted({c for p in reps for c in prep[p] if c != name[chuanhua]}), "rule", "zh")
    q.add("臧*是几家公司的法人代表？", [str(len(prep["臧*"]))], "count", "zh")
    gd = short("广东")
    q.add("顺丁橡胶涨价后，广东***通*份*公司会出现利润下跌事件吗？", [yn(gd in cost_rise, "zh")], "yes_no", "zh")
    ind_n = Counter(i for c in comp for i in industries(c))
    top3 = Counter(dict(ind_n.most_common(3)))
    assert ind_n.most_common(4)[2][1] > ind_n.most_common(4)[3][1]
    q.add("按所在行业统计公司数，公司最多的前三个行业各有多少家？", group_counts(top3), "group_count", "zh")
    zang = set(prep["臧*"])
    q.add("给三角***份限公司转过账的公司里，哪些不是臧*担任法人的？",
          sorted({name[t["srcId"]] for t in ft if t["dstId"] == sanjiao} - zang), "negation", "zh")
    q.add("任**多大了？", [pers["任**"]["age"]], "lookup", "zh")
    q.add("2023年9月以来传化****限公司一共转出了几笔钱？",
          [str(sum(1 for t in ft if t["srcId"] == chuanhua and t["transDate"] >= "20230901"))], "time_window", "zh")
    q.add("传化近3个月资金流水差是多少？",
          [num(window(chuanhua, 90, "out") - window(chuanhua, 90, "in"))], "rule", "zh")
    q.write("r64-kag-supplychain.json")
    return q


# ------------------------------------------------------------------------ kag-riskmining
def riskmining():
    src = os.path.join(RM, "sources")
    app = {r["id"]: r for r in rows(os.path.join(src, "App.csv"))}
    dev = {r["id"]: r for r in rows(os.path.join(src, "Device.csv"))}
    inst = {d: set(split(r["install"], ",")) for d, r in dev.items()}
    pers = {r["id"]: r for r in rows(os.path.join(src, "Person.csv"))}
    pid = {r["name"]: k for k, r in pers.items()}
    assert len(pid) == len(pers)
    comp = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    cid = {r["name"]: k for k, r in comp.items()}
    pdev = defaultdict(set)
    for r in rows(os.path.join(src, "Person_hasDevice_Device.csv")):
        pdev[r["src"]].add(r["dst"])
    ccert = defaultdict(set)
    for r in rows(os.path.join(src, "Company_hasCert_Cert.csv")):
        ccert[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(os.path.join(src, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    ft = [dict(r, transAmt=int(r["transAmt"])) for r in rows(os.path.join(src, "Person_fundTrans_Person.csv"))]

    gambling = {a for a, r in app.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)
    for p, ds in pdev.items():
        n = Counter(a for d in ds for a in inst[d])
        developed[p] = {a for a, k in n.items() if k > 5}
    release = defaultdict(set)
    for p, cs in hold.items():
        certs = set().union(*(ccert[c] for c in cs))
        release[p] = {a for a, r in app.items() if r["useCert"] in certs}
    devs = {p for p in pers if developed[p] & gambling}
    sent_to = defaultdict(set)
    for t in ft:
        sent_to[t["src"]].add(t["dst"])
    bosses = {s for s in pers if any(a in developed[u] and u in sent_to[s]
                                     for a in release[s] & gambling for u in pers)}

    def pname(k):
        return pers[k]["name"]

    bai, wu, du, qiu = pid["柏*"], pid["邬**"], pid["杜*"], pid["裘**"]

    def paid(a, b):
        return sum(t["transAmt"] for t in ft if t["src"] == a and t["dst"] == b)

    q = QSet("riskmining")
    q.add("Which apps are gambling apps?", sorted(gambling), "rule", "en")
    q.add("How many apps are flagged as fraud (诈骗)?",
          [str(sum(1 for r in app.values() if r["riskMark"] == "诈骗"))], "count", "en")
    q.add("Who are the gambling app developers?", sorted(pname(p) for p in devs), "rule", "en")
    q.add("Who is the boss behind the gambling apps?", sorted(pname(p) for p in bosses), "rule", "en")
    q.add("Which gambling apps has 柏* released?", sorted(release[bai] & gambling), "rule", "en")
    q.add("How many apps did 柏* release?", [str(len(release[bai]))], "rule", "en")
    q.add("how many devices does 邬** own", [str(len(pdev[wu]))], "count", "en")
    q.add("Total amount 柏* transferred to 杜*?", [num(paid(bai, du))], "sum", "en")
    q.add("How many transfers did 柏* make in September 2023?",
          [str(sum(1 for t in ft if t["src"] == bai and "20230901" <= t["transDate"] <= "20230930"))],
          "time_window", "en")
    q.add("What's the average amount of 柏*'s transfers to 杜*?",
          [avg(t["transAmt"] for t in ft if t["src"] == bai and t["dst"] == du)], "average", "en")
    big = unique_max([t for t in ft if t["src"] == bai], lambda t: t["transAmt"])
    q.add("On what date was 柏*'s largest single transfer made?", [big["transDate"]], "superlative", "en")
    q.add("How many certificates does 哈尔*工***技术产**发**限公司 have?",
          [str(len(ccert[cid["哈尔*工***技术产**发**限公司"]]))], "count", "en")
    q.add("phone number of 祁**", [pers[pid["祁**"]]["hasPhone"]], "lookup", "en")
    q.add("Who is the oldest person?", [unique_max(pers.values(), lambda p: int(p["age"]))["name"]], "superlative", "en")
    q.add("How many people are over 50?", [str(sum(1 for p in pers.values() if int(p["age"]) > 50))], "count", "en")
    target = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
    cert = app[target]["useCert"]
    q.add("Which companies hold the certificate that com.CYUwwpj.ceCCEm.LCtzt.NCrUKX uses?",
          sorted(comp[c]["name"] for c in comp if cert in ccert[c]), "two_hop", "en")
    # Chinese
    q.add("柏*给每个人分别转了几笔账？", group_counts(Counter(pname(t["dst"]) for t in ft if t["src"] == bai)),
          "group_count", "zh")
    total_bai = sum(t["transAmt"] for t in ft if t["src"] == bai)
    q.add("柏*转出去的钱里，百分之多少给了邬**？", [pct(paid(bai, wu), total_bai)], "share", "zh")
    q.add("柏*转给邬**的钱比转给裘**的多多少？", [num(paid(bai, wu) - paid(bai, qiu))], "difference", "zh")
    q.add("com.qIu.VJbJ是赌博应用吗？", [yn("com.qIu.VJbJ" in gambling, "zh")], "yes_no", "zh")
    q.add("柏*算不算赌博App开发者？", [yn(bai in devs, "zh")], "yes_no", "zh")
    q.add("裘**的设备里有几台是邬**没有的？", [str(len(pdev[qiu] - pdev[wu]))], "negation", "zh")
    fang = pid["方*"]
    q.add("方*和谁共用同一台设备？",
          sorted(pname(p) for p in pers if p != fang and pdev[p] & pdev[fang]), "one_hop", "zh")
    q.add("装了com.CYUwwpj.ceCCEm.LCtzt.NCrUKX的设备有多少台？",
          [str(sum(1 for d in inst if target in inst[d]))], "count", "zh")
    q.add("柏*持股了哪些公司？", sorted(comp[c]["name"] for c in hold[bai]), "one_hop", "zh")
    q.write("r64-kag-riskmining.json")
    return q


if __name__ == "__main__":
    for build in (acme, supplychain, riskmining):
        qs = build()
        shapes = Counter(i["shape"] for i in qs.items)
        print(qs.project, len(qs.items), dict(sorted(shapes.items())))
