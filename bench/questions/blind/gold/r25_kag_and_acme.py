"""Round 25 held-out questions over acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the source CSVs (Python's csv module only) and the
three question files are written next to this folder:

    r25-acme-supply.json, r25-kag-supplychain.json, r25-kag-riskmining.json

Reading conventions (as the project README states them):
  * "the last N days" / "近N天" / "近K个月" (K months = 30*K days) keep the transfers dated
    fewer than N days before the dataset's as-of date (0 <= as_of - date < N), as the schema
    rules' ``date_diff(now, transDate) < N`` do;
  * ties keep every tied value;
  * a name repeated in one multi-value cell counts once.

Data choices, made explicit:
  * acme-supply: multi-value cells split on ';' (kagflow.yaml); countries are stored as
    ISO codes, so questions about countries ask for / answer with the stored code.
  * kag-supplychain: multi-value cells split on ','; Product.csv repeats rows (identical
    repeats, deduplicated here); CompanyUpdate.csv maps onto no type and is ignored, and no
    question touches the one company it changes (浙江**摩托**限公司) through its products;
    no question reads the hasSupplyChain list holding "葱,大蒜,姜"; the industry question
    is about a company whose every product is in Product.csv.
  * kag-riskmining: edge files name persons/companies/devices by row id, certificates by
    certNum; a device cell listing one app twice counts it once; devices may have several
    owners; company phones (column "phone", not the schema's hasPhone) are not asked.
"""

import csv
import datetime as dt
import json
import os
from collections import defaultdict

ACME = "/work/main/data/examples/acme-supply/sources"
SUPPLY = "/work/shared/datasets/kag-supplychain/sources"
RISK = "/work/shared/datasets/kag-riskmining/sources"
OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


# --------------------------------------------------------------------------- helpers

def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Multi-value cell -> list of distinct values in first-seen order."""
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_last(date_text, as_of, n_days):
    diff = (as_of - day(date_text)).days
    return 0 <= diff < n_days


def num(x):
    """Format a number for a gold answer: integers plainly, else 2 decimals."""
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def top(items, key, reverse=True):
    """All items tied at the max (reverse=True) or min of key."""
    items = list(items)
    best = max(key(i) for i in items) if reverse else min(key(i) for i in items)
    return [i for i in items if key(i) == best]


def only(xs):
    xs = list(xs)
    assert len(xs) == 1, xs
    return xs[0]


class Bench:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer, question
        assert len(answer) == len(set(answer)), (question, answer)
        self.items.append({
            "id": "%s-r25-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        langs = [q["lang"] for q in self.items]
        assert len(self.items) == 25, (filename, len(self.items))
        assert langs.count("en") == 16 and langs.count("zh") == 9, filename
        assert len({q["question"] for q in self.items}) == 25
        with open(os.path.join(OUT, filename), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")


# --------------------------------------------------------------------------- acme-supply

def acme():
    as_of = dt.date(2024, 6, 30)
    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    name = {cid: r["name"] for cid, r in comp.items()}
    by_name = {r["name"]: cid for cid, r in comp.items()}
    products = {cid: split(r["product"], ";") for cid, r in comp.items()}
    founded = {cid: int(r["founded"]) for cid, r in comp.items()}
    country = {cid: r["country"] for cid, r in comp.items()}
    trans = [(t["srcId"], t["dstId"], t["transDate"], int(t["transAmt"]))
             for t in rows(ACME, "Company_fundTrans_Company.csv")]
    people = rows(ACME, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in people}
    rep = {p["name"]: [by_name[c] for c in split(p["legalRepresentative"], ";")] for p in people}
    down = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(ACME, "Product.csv")}

    inflow = defaultdict(int)
    for s, d, _, a in trans:
        inflow[d] += a

    def C(n):
        return by_name[n]

    def main_customers(s):
        """mainSupply(s, o): o makes a product downstream of one of s's, and o's payments to s
        exceed half of s's total inflow."""
        out = []
        for o in comp:
            linked = any(dp in products[o] for up in products[s] for dp in down.get(up, []))
            paid = sum(a for x, y, _, a in trans if x == o and y == s)
            if linked and paid and inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return out

    b = Bench("acme")
    # 1 property
    b.add("property", "en", "In which year was Fjord Steel AS founded?", founded[C("Fjord Steel AS")])
    # 2 aggregate: count of edges
    b.add("aggregate", "en", "How many separate payments has Acme Motors sent out?",
          sum(1 for s, _, _, _ in trans if s == C("Acme Motors")))
    # 3 aggregate: sum between two named companies (comma inside a name)
    b.add("aggregate", "en", "What is the total Acme Motors has paid O'Hara, Lamb & Sons?",
          sum(a for s, d, _, a in trans if s == C("Acme Motors") and d == C("O'Hara, Lamb & Sons")))
    # 4 aggregate: average
    b.add("aggregate", "en", "What is the average age of the people in the graph?",
          sum(age.values()) / len(age))
    # 5 relation hop (inverse of legalRepresentative)
    b.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          [p for p, cs in rep.items() if C("Granite Insurance") in cs])
    # 6 relation hop over hasSupplyChain
    b.add("relation_hop", "en", "Sheet steel goes into which downstream products? "
          "I mean Metals-Steel-Sheet steel.", down["Metals-Steel-Sheet steel"])
    # 7 two hop: payers of Acme -> country code
    payers = sorted({s for s, d, _, _ in trans if d == C("Acme Motors")})
    b.add("two_hop", "en", "The companies that have paid money to Acme Motors - which country codes "
          "are they registered under?", sorted({country[c] for c in payers}))
    # 8 two hop: companies represented by Bram -> products
    b.add("two_hop", "en", "What do the companies Bram de Vries represents make?",
          list(dict.fromkeys(p for c in rep["Bram de Vries"] for p in products[c])))
    # 9 superlative: oldest company
    b.add("superlative", "en", "Which company in the graph has been around the longest?",
          [name[c] for c in top(comp, lambda c: founded[c], reverse=False)])
    # 10 superlative: most money received in total
    b.add("superlative", "en", "Which company has taken in the most money in total?",
          [name[c] for c in top(inflow, lambda c: inflow[c])])
    # 11 filter
    b.add("filter", "en", "List the companies founded before 1960.",
          [name[c] for c in comp if founded[c] < 1960])
    # 12 comparison
    older = top(["Ada Moreno", "Bram de Vries"], lambda p: age[p])
    b.add("comparison", "en", "Who is older, Ada Moreno or Bram de Vries?", older)
    # 13 described: company by founding year -> country code
    b.add("described", "en", "There's a company founded in 1962. What country code is it stored with?",
          [country[c] for c in comp if founded[c] == 1962])
    # 14 time window: Acme's payees in the last 30 days
    b.add("time_window", "en", "Who did Acme Motors send money to in the last 30 days?",
          [name[c] for c in dict.fromkeys(d for s, d, t, _ in trans
                                          if s == C("Acme Motors") and in_last(t, as_of, 30))])
    # 15 derived: outflow90Days
    b.add("derived", "en", "How much has O'Hara, Lamb & Sons paid out over the last 90 days?",
          sum(a for s, _, t, a in trans if s == C("O'Hara, Lamb & Sons") and in_last(t, as_of, 90)))
    # 16 derived: mainSupply, inverse direction
    b.add("derived", "en", "Which suppliers have O'Hara, Lamb & Sons as their main customer?",
          [name[s] for s in comp if C("O'Hara, Lamb & Sons") in main_customers(s)])

    # ---- Chinese
    b.add("property", "zh", "Helix Chemicals 是哪一年成立的？", founded[C("Helix Chemicals")])
    b.add("aggregate", "zh", "Acme Motors 一共转出去多少钱？",
          sum(a for s, _, _, a in trans if s == C("Acme Motors")))
    b.add("relation_hop", "zh", "Ada Moreno 是哪些公司的法人代表？",
          [name[c] for c in rep["Ada Moreno"]])
    b.add("superlative", "zh", "这些人里谁年纪最大？", top(age, lambda p: age[p]))
    b.add("comparison", "zh", "O'Hara, Lamb & Sons 和 Delta Cells GmbH，哪一家收到的转账总额更多？",
          [name[c] for c in top([C("O'Hara, Lamb & Sons"), C("Delta Cells GmbH")], lambda c: inflow[c])])
    b.add("time_window", "zh", "近2个月有哪些公司给 Acme Motors 付过款？",
          [name[c] for c in dict.fromkeys(s for s, d, t, _ in trans
                                          if d == C("Acme Motors") and in_last(t, as_of, 60))])
    b.add("filter", "zh", "经营产品里有 Chemicals-Rubber-Synthetic rubber 的公司有哪些？",
          [name[c] for c in comp if "Chemicals-Rubber-Synthetic rubber" in products[c]])
    b.add("two_hop", "zh", "给 Delta Cells GmbH 转过账的那家公司，法人代表是谁？",
          [p for p, cs in rep.items()
           if any(s in cs for s, d, _, _ in trans if d == C("Delta Cells GmbH"))])
    same = sorted({o for p, cs in rep.items() if C("Helix Chemicals") in cs for o in cs
                   if o != C("Helix Chemicals")})
    b.add("derived", "zh", "哪家公司和 Helix Chemicals 是同一个法人代表？", [name[c] for c in same])
    return b


# --------------------------------------------------------------------------- kag-supplychain

def supplychain():
    as_of = dt.date(2023, 10, 15)
    comp = {r["id"]: r for r in rows(SUPPLY, "Company.csv")}
    name = {cid: r["name"] for cid, r in comp.items()}
    by_name = {r["name"]: cid for cid, r in comp.items()}
    assert len(by_name) == len(comp)
    products = {cid: split(r["product"], ",") for cid, r in comp.items()}
    prod = {}
    for r in rows(SUPPLY, "Product.csv"):
        val = (r["belongToIndustry"], r["hasSupplyChain"])
        assert prod.get(r["id"], val) == val, r["id"]   # repeated rows agree
        prod[r["id"]] = val
    industry = {p: v[0] for p, v in prod.items()}
    down = {p: split(v[1], ",") for p, v in prod.items()}  # (never read for the "葱,大蒜,姜" lists)
    trans = [(t["srcId"], t["dstId"], t["transDate"], int(t["transAmt"]))
             for t in rows(SUPPLY, "Company_fundTrans_Company.csv")]
    people = rows(SUPPLY, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    rep = {p["name"]: [by_name[c] for c in split(p["legalRepresentative"], ",")] for p in people}
    rep_of = defaultdict(list)
    for p, cs in rep.items():
        for c in cs:
            rep_of[c].append(p)

    inflow = defaultdict(int)
    for s, d, _, a in trans:
        inflow[d] += a

    def C(n):
        return by_name[n]

    def window_sum(cid, n, out=True):
        return sum(a for s, d, t, a in trans
                   if (s if out else d) == cid and in_last(t, as_of, n))

    def main_customers(s):
        out = []
        for o in comp:
            linked = any(dp in products[o] for up in products[s] for dp in down.get(up, []))
            paid = sum(a for x, y, _, a in trans if x == o and y == s)
            if linked and paid and paid / inflow[s] > 0.5:
                out.append(o)
        return out

    CH = C("传化****限公司")
    SJ = C("三角***份限公司")
    b = Bench("supplychain")
    # 1 property
    b.add("property", "en", "How old is 禹**?", age["禹**"])
    # 2 aggregate count (no duplicates in this cell)
    b.add("aggregate", "en", "For how many companies does 江* serve as legal representative?",
          len(rep["江*"]))
    # 3 aggregate sum
    b.add("aggregate", "en", "Add up every transfer 传化****限公司 has sent - what's the total?",
          sum(a for s, _, _, a in trans if s == CH))
    # 4 relation hop
    b.add("relation_hop", "en", "Who is the legal representative of 鹰君集**公司?",
          rep_of[C("鹰君集**公司")])
    # 5 relation hop over hasSupplyChain
    b.add("relation_hop", "en", "What are the downstream products in the supply chain of "
          "轮胎与橡胶-轮胎-特种轮胎?", down["轮胎与橡胶-轮胎-特种轮胎"])
    # 6 two hop: person -> company -> products
    b.add("two_hop", "en", "What products does the company represented by 平** deal in?",
          list(dict.fromkeys(p for c in rep["平**"] for p in products[c])))
    # 7 two hop: payers of 传化 -> their legal representatives
    payers = dict.fromkeys(s for s, d, _, _ in trans if d == CH)
    b.add("two_hop", "en", "Who are the legal representatives of the companies that paid "
          "传化****限公司?", list(dict.fromkeys(p for c in payers for p in rep_of[c])))
    # 8 superlative
    b.add("superlative", "en", "Who is the oldest person in the data?", top(age, lambda p: age[p]))
    # 9 superlative over a grouped sum
    b.add("superlative", "en", "Which company received the largest total amount of transfers?",
          [name[c] for c in top(inflow, lambda c: inflow[c])])
    # 10 filter
    b.add("filter", "en", "Which people are older than 55?", [p for p in age if age[p] > 55])
    # 11 comparison
    b.add("comparison", "en", "Who is older: 倪** or 骆*?", top(["倪**", "骆*"], lambda p: age[p]))
    # 12 described
    b.add("described", "en", "The person who is 60 years old is legal representative of which companies?",
          [name[c] for p in age if age[p] == 60 for c in rep[p]])
    # 13 time window
    b.add("time_window", "en", "Which companies received money from 传化****限公司 in the last 30 days?",
          [name[d] for d in dict.fromkeys(d for s, d, t, _ in trans if s == CH and in_last(t, as_of, 30))])
    # 14 derived: mainSupply
    b.add("derived", "en", "Who is the main customer of 传化****限公司?",
          [name[o] for o in main_customers(CH)])
    # 15 derived: belongToIndustry (every product of this company is in Product.csv)
    XC = C("新晨*国***股*公司")
    assert all(p in industry for p in products[XC])
    b.add("derived", "en", "Which industries does 新晨*国***股*公司 belong to, going by its products?",
          list(dict.fromkeys(industry[p] for p in products[XC])))
    # 16 derived: event chain of concept.rule (价格上涨 of the product -> 成本上涨 of companies
    #    making a downstream product)
    ev = only(rows(SUPPLY, "ProductChainEvent.csv"))
    assert ev["index"] == "价格" and ev["trend"] == "上涨"
    hit = [c for c in comp if any(p in products[c] for p in down[ev["subject"]])]
    b.add("derived", "en", "The event 顺丁橡胶成本上涨 is a price rise of 商品化工-橡胶-合成橡胶-顺丁橡胶. "
          "For how many companies does it lead to a cost-increase event?", len(hit))

    # ---- Chinese
    b.add("property", "zh", "三角***份限公司经营哪些产品？", products[SJ])
    # repeated names in 臧*'s cell count once
    b.add("aggregate", "zh", "臧*担任法人代表的公司有几家？", len(rep["臧*"]))
    b.add("aggregate", "zh", "传化****限公司平均每笔转出多少钱？",
          sum(a for s, _, _, a in trans if s == CH) / sum(1 for s, _, _, _ in trans if s == CH))
    b.add("superlative", "zh", "年龄最小的自然人是谁？", top(age, lambda p: age[p], reverse=False))
    b.add("superlative", "zh", "传化****限公司单笔金额最大的一笔转账转给了谁？",
          [name[d] for _, d, _, _ in top([t for t in trans if t[0] == CH], lambda t: t[3])])
    pair = [C("康**股有公司"), C("中*海*港**公司")]
    b.add("comparison", "zh", "康**股有公司和中*海*港**公司，哪家从传化****限公司那里收到的钱更多？",
          [name[c] for c in top(pair, lambda c: sum(a for s, d, _, a in trans if s == CH and d == c))])
    b.add("time_window", "zh", "三角***份限公司近3个月一共收到多少转账？", window_sum(SJ, 90, out=False))
    same = [o for p in rep_of[CH] for o in rep[p] if o != CH]
    b.add("derived", "zh", "和传化****限公司的法人代表是同一个人的其他公司有哪些？",
          [name[c] for c in dict.fromkeys(same)])
    b.add("derived", "zh", "传化****限公司近1个月的资金流水差是多少？",
          window_sum(CH, 30, out=True) - window_sum(CH, 30, out=False))
    return b


# --------------------------------------------------------------------------- kag-riskmining

def riskmining():
    as_of = dt.date(2023, 10, 15)
    people = {r["id"]: r for r in rows(RISK, "Person.csv")}
    pname = {i: r["name"] for i, r in people.items()}
    pid = {r["name"]: i for i, r in people.items()}
    assert len(pid) == len(people)
    age = {i: int(r["age"]) for i, r in people.items()}
    comp = {r["id"]: r["name"] for r in rows(RISK, "Company.csv")}
    cid = {n: i for i, n in comp.items()}
    apps = {r["id"]: r for r in rows(RISK, "App.csv")}
    devices = {r["id"]: r for r in rows(RISK, "Device.csv")}
    umid = {i: r["umid"] for i, r in devices.items()}
    installs = {i: split(r["install"], ",") for i, r in devices.items()}
    has_dev = defaultdict(set)
    owners = defaultdict(list)
    for r in rows(RISK, "Person_hasDevice_Device.csv"):
        has_dev[r["src"]].add(r["dst"])
        if r["src"] not in owners[r["dst"]]:
            owners[r["dst"]].append(r["src"])
    comp_certs = defaultdict(set)          # company row id -> certNum
    for r in rows(RISK, "Company_hasCert_Cert.csv"):
        comp_certs[r["src"]].add(r["dst"])
    holds = defaultdict(list)              # person row id -> company row ids
    for r in rows(RISK, "Person_holdShare_Company.csv"):
        holds[r["src"]].append(r["dst"])
    trans = [(t["src"], t["dst"], t["transDate"], int(t["transAmt"]))
             for t in rows(RISK, "Person_fundTrans_Person.csv")]

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]

    def developed(p):
        count = defaultdict(int)
        for d in has_dev[p]:
            for a in installs[d]:
                count[a] += 1
        return [a for a in count if count[a] > 5]

    def released(p):
        certs = set().union(*[comp_certs[c] for c in holds[p]]) if holds[p] else set()
        return [a for a, r in apps.items() if r["useCert"] in certs]

    developers = [p for p in people if any(a in gambling for a in developed(p))]
    bosses = [s for s in people
              if any(a in gambling and any(a in developed(u) and any(x == s and y == u for x, y, _, _ in trans)
                                           for u in people)
                     for a in released(s))]

    B = pid["柏*"]
    b = Bench("riskmining")
    # 1 property
    b.add("property", "en", "How old is 穆**?", age[pid["穆**"]])
    # 2 property of an app
    b.add("property", "en", "What risk mark does the app com.FtseGg.URbin.mdWFR.IuecfgL carry?",
          apps["com.FtseGg.URbin.mdWFR.IuecfgL"]["riskMark"])
    # 3 aggregate count of devices
    b.add("aggregate", "en", "How many devices does 邬** have?", len(has_dev[pid["邬**"]]))
    # 4 aggregate sum between two people
    b.add("aggregate", "en", "Altogether, how much money has 柏* sent to 裘**?",
          sum(a for s, d, _, a in trans if s == B and d == pid["裘**"]))
    # 5 relation hop
    b.add("relation_hop", "en", "Which companies does 柏* hold shares in?", [comp[c] for c in holds[B]])
    # 6 relation hop, device with two owners, reached by umid
    dev45 = only(i for i, u in umid.items() if u == "7f:12:05:c4:2c:38")
    b.add("relation_hop", "en", "Who owns the device with umid 7f:12:05:c4:2c:38?",
          [pname[p] for p in owners[dev45]])
    # 7 two hop: person -> device -> apps
    b.add("two_hop", "en", "What apps are installed on 萧*'s device?",
          list(dict.fromkeys(a for d in sorted(has_dev[pid["萧*"]]) for a in installs[d])))
    # 8 two hop: app -> cert -> companies holding it
    cert = apps["com.ziNtg.tSIuhlG"]["useCert"]
    b.add("two_hop", "en", "Which companies hold the certificate that com.ziNtg.tSIuhlG uses?",
          [comp[c] for c in comp if cert in comp_certs[c]])
    # 9 superlative
    b.add("superlative", "en", "Who is the oldest person?", [pname[p] for p in top(people, lambda p: age[p])])
    # 10 filter
    b.add("filter", "en", "Which apps have the risk mark 诈骗?",
          [a for a, r in apps.items() if r["riskMark"] == "诈骗"])
    # 11 comparison of device counts
    b.add("comparison", "en", "Who owns more devices, 裘** or 杜*?",
          [pname[p] for p in top([pid["裘**"], pid["杜*"]], lambda p: len(has_dev[p]))])
    # 12 described: person by phone -> count of companies held
    ph = only(p for p, r in people.items() if r["hasPhone"] == "132****0000")
    b.add("described", "en", "The person whose phone number is 132****0000 holds shares in how many companies?",
          len(holds[ph]))
    # 13 time window count
    b.add("time_window", "en", "How many transfers has 柏* made in the last 30 days?",
          sum(1 for s, _, t, _ in trans if s == B and in_last(t, as_of, 30)))
    # 14 derived: release (restricted to gambling apps)
    b.add("derived", "en", "Which gambling apps (赌博应用) has 柏* released?",
          [a for a in released(B) if a in gambling])
    # 15 derived: concept 赌博App开发者
    b.add("derived", "en", "Who counts as a 赌博App开发者 (gambling app developer)?",
          [pname[p] for p in developers])
    # 16 derived: concept 赌博App老板
    b.add("derived", "en", "Who is the boss behind the gambling apps, i.e. who falls under 赌博App老板?",
          [pname[p] for p in bosses])

    # ---- Chinese
    b.add("property", "zh", "席*的电话号码是多少？", people[pid["席*"]]["hasPhone"])
    b.add("aggregate", "zh", "柏*一共向杜*转了多少笔账？",
          sum(1 for s, d, _, _ in trans if s == B and d == pid["杜*"]))
    to_wu = [a for s, d, _, a in trans if s == B and d == pid["邬**"]]
    b.add("aggregate", "zh", "柏*转给邬**的钱，平均每笔是多少？", sum(to_wu) / len(to_wu))
    b.add("superlative", "zh", "柏*单笔金额最大的一笔转账转给了谁？",
          [pname[d] for _, d, _, _ in top([t for t in trans if t[0] == B], lambda t: t[3])])
    b.add("filter", "zh", "年龄超过55岁的人有哪些？", [pname[p] for p in people if age[p] > 55])
    recv = lambda p: sum(a for s, d, _, a in trans if s == B and d == p)
    b.add("comparison", "zh", "裘**和杜*，谁从柏*那里收到的转账总额更多？",
          [pname[p] for p in top([pid["裘**"], pid["杜*"]], recv)])
    b.add("time_window", "zh", "近30天柏*转给杜*的总金额是多少？",
          sum(a for s, d, t, a in trans if s == B and d == pid["杜*"] and in_last(t, as_of, 30)))
    b.add("derived", "zh", "裘**开发了哪些应用？", developed(pid["裘**"]))
    b.add("derived", "zh", "哪些应用属于赌博应用？", gambling)
    return b


if __name__ == "__main__":
    for bench, fname in ((acme(), "r25-acme-supply.json"),
                         (supplychain(), "r25-kag-supplychain.json"),
                         (riskmining(), "r25-kag-riskmining.json")):
        bench.write(fname)
        for q in bench.items:
            print(q["id"], q["shape"], q["lang"], "|", q["question"], "->", q["answer"])
        print()
