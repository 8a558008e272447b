"""Gold answers of the r36 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed here from the raw CSV files with the standard library's csv module
(and datetime for day arithmetic); rule-derived properties and relations are applied by hand
as the schemas define them. Run from anywhere:

    python3 bench/questions/blind/gold/r36_kag_and_acme.py

It writes r36-acme-supply.json, r36-kag-supplychain.json and r36-kag-riskmining.json next to
the gold/ folder.
"""

import csv
import datetime as dt
import json
import os
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)                       # bench/questions/blind
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))   # the project root
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
DATASETS = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SUPPLY = os.path.join(DATASETS, "kag-supplychain", "sources")
RISK = os.path.join(DATASETS, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name + ".csv"), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Values of a MultiValue cell, each once, in first-seen order."""
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(text):
    return dt.datetime.strptime(text.strip(), "%Y%m%d").date()


def days_before(as_of, text):
    """KAG's date_diff(now, transDate): whole days from the transfer to the as-of date."""
    return (as_of - day(text)).days


def num(x):
    """A number as the gold string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def ties(scores, best=max):
    """Every key whose score equals the best score."""
    b = best(scores.values())
    return sorted(k for k, v in scores.items() if v == b)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer, question
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({
            "id": "%s-r36-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        en = sum(1 for q in self.items if q["lang"] == "en")
        zh = sum(1 for q in self.items if q["lang"] == "zh")
        assert (en, zh) == (16, 9), (filename, en, zh)
        path = os.path.join(OUT_DIR, filename)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return path


def yes_no(flag, lang):
    if lang == "en":
        return "yes" if flag else "no"
    return "是" if flag else "否"


# --------------------------------------------------------------------------------------------
# acme-supply (as of 2024-06-30; MultiValue cells use ';')
# --------------------------------------------------------------------------------------------

def acme():
    as_of = dt.date(2024, 6, 30)
    companies = {r["id"]: r for r in rows(ACME, "Company")}
    by_name = {r["name"]: cid for cid, r in companies.items()}
    name = {cid: r["name"] for cid, r in companies.items()}
    people = {r["id"]: r for r in rows(ACME, "Person")}
    person_by_name = {r["name"]: pid for pid, r in people.items()}
    transfers = rows(ACME, "Company_fundTrans_Company")
    for t in transfers:
        t["amt"] = int(t["transAmt"])
    makes = {cid: split(r["product"], ";") for cid, r in companies.items()}
    downstream = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(ACME, "Product")}
    represents = {pid: [by_name[n] for n in split(r["legalRepresentative"], ";")]
                  for pid, r in people.items()}
    reps_of = defaultdict(list)
    for pid, cids in represents.items():
        for c in cids:
            reps_of[c].append(pid)

    # rule totalTransInAmt: sum of every transfer received (no value without one)
    inflow = defaultdict(int)
    for t in transfers:
        inflow[t["dstId"]] += t["amt"]
    # rule outflow90Days: transfers paid with date_diff(now, transDate) < 90
    outflow90 = defaultdict(int)
    for t in transfers:
        if days_before(as_of, t["transDate"]) < 90:
            outflow90[t["srcId"]] += t["amt"]
    # rule mainSupply: s makes a product upstream of one o makes, o paid s, and o's payments
    # are more than half of s's total inflow
    main_supply = set()
    for s in companies:
        for o in companies:
            chain = any(d in makes[o] for up in makes[s] for d in downstream.get(up, []))
            paid = sum(t["amt"] for t in transfers if t["srcId"] == o and t["dstId"] == s)
            if chain and paid and paid / inflow[s] > 0.5:
                main_supply.add((s, o))

    q = QSet("acme")
    C = by_name
    # 1 property, shortened name
    q.add("When was Fjord Steel founded?", companies[C["Fjord Steel AS"]]["founded"],
          "property", "en")
    # 2 property
    q.add("Which country is O'Hara, Lamb & Sons based in?",
          companies[C["O'Hara, Lamb & Sons"]]["country"], "property", "en")
    # 3 count with a condition
    q.add("How many of the companies are headquartered in the US?",
          len([c for c in companies.values() if c["country"] == "US"]), "count", "en")
    # 4 filter list
    q.add("Which companies were founded before 1960?",
          sorted(c["name"] for c in companies.values() if int(c["founded"]) < 1960),
          "filter-list", "en")
    # 5 max
    ages = {p["name"]: int(p["age"]) for p in people.values()}
    q.add("Who is the oldest person?", ties(ages), "max", "en")
    # 6 one hop from a person
    q.add("Which companies is Bram de Vries the legal representative of?",
          sorted(name[c] for c in represents[person_by_name["Bram de Vries"]]), "hop", "en")
    # 7 two hops: company -> its legal representative -> age
    q.add("How old is the legal representative of Eastwind?",
          [people[p]["age"] for p in reps_of[C["Eastwind Logistics"]]], "two-hop", "en")
    # 8 sum over edges between two named entities
    q.add("What is the total Acme Motors has paid O'Hara, Lamb & Sons?",
          sum(t["amt"] for t in transfers
              if t["srcId"] == C["Acme Motors"] and t["dstId"] == C["O'Hara, Lamb & Sons"]),
          "sum-edges", "en")
    # 9 top-N over a rule-derived property
    ranked = sorted(inflow.items(), key=lambda kv: -kv[1])
    assert ranked[1][1] > ranked[2][1]          # no tie at the cut
    q.add("Which two companies received the most money in total?",
          sorted(name[c] for c, _ in ranked[:2]), "top-n", "en")
    # 10 rule-derived relation, into a named entity
    q.add("Which companies have Acme as their main customer?",
          sorted(name[s] for s, o in main_supply if o == C["Acme Motors"]),
          "rule-relation", "en")
    # 11 date window relative to as_of (3 months = 90 days; the nearest transfer is 89 days back)
    q.add("Which companies paid Acme Motors in the last 3 months?",
          sorted({name[t["srcId"]] for t in transfers
                  if t["dstId"] == C["Acme Motors"] and days_before(as_of, t["transDate"]) < 90}),
          "date-window", "en")
    # 12 yes/no over a relation
    q.add("Has Fjord Steel ever paid Acme Motors?",
          yes_no(any(t["srcId"] == C["Fjord Steel AS"] and t["dstId"] == C["Acme Motors"]
                     for t in transfers), "en"), "yes-no", "en")
    # 13 negation (anti-join over a relation)
    received = {t["dstId"] for t in transfers}
    q.add("Which companies have never received a fund transfer?",
          sorted(name[c] for c in companies if c not in received), "negation", "en")
    # 14 two hops: person -> companies -> products
    q.add("What do the companies Ada Moreno represents make?",
          sorted({p for c in represents[person_by_name["Ada Moreno"]] for p in makes[c]}),
          "two-hop", "en")
    # 15 one hop into a concept (upstream products)
    q.add("Which products feed into Vehicles-Cars?",
          sorted(p for p, downs in downstream.items() if "Vehicles-Cars" in downs),
          "hop-upstream", "en")
    # 16 three hops: Acme -> its products -> upstream products -> their makers
    acme_products = makes[C["Acme Motors"]]
    upstream = {p for p, downs in downstream.items() if any(d in acme_products for d in downs)}
    q.add("Which suppliers make products that feed into Acme Motors' products?",
          sorted(name[c] for c in companies if c != C["Acme Motors"]
                 and any(p in upstream for p in makes[c])), "three-hop", "en")

    # Chinese
    q.add("Delta Cells GmbH是哪个国家的公司？", companies[C["Delta Cells GmbH"]]["country"],
          "property", "zh")
    q.add("年龄最小的人是谁？", ties(ages, min), "min", "zh")
    founded = {c["name"]: int(c["founded"]) for c in companies.values()}
    q.add("哪家公司成立得最早？", ties(founded, min), "min", "zh")
    q.add("O'Hara, Lamb & Sons的主要客户是谁？",
          sorted(name[o] for s, o in main_supply if s == C["O'Hara, Lamb & Sons"]),
          "rule-relation", "zh")
    helix, borealis = "Helix Chemicals", "Borealis Rubber Works"
    q.add("Helix Chemicals和Borealis Rubber Works，哪家成立得更早？",
          [n for n in (helix, borealis) if founded[n] == min(founded[helix], founded[borealis])],
          "comparison", "zh")
    q.add("2024年6月Acme Motors给哪些公司转过账？",
          sorted({name[t["dstId"]] for t in transfers
                  if t["srcId"] == C["Acme Motors"] and t["transDate"].startswith("202406")}),
          "date-window", "zh")
    q.add("Acme Motors近90天的流出资金是多少？", outflow90[C["Acme Motors"]],
          "rule-property", "zh")
    paid_someone = {t["srcId"] for t in transfers}
    q.add("哪些公司从来没有给别的公司转过账？",
          sorted(name[c] for c in companies if c not in paid_someone), "negation", "zh")
    q.add("给Acme Motors付过款的公司都在哪些国家？",
          sorted({companies[t["srcId"]]["country"] for t in transfers
                  if t["dstId"] == C["Acme Motors"]}), "two-hop", "zh")
    return q


# --------------------------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15; MultiValue cells use ',')
# --------------------------------------------------------------------------------------------

def supplychain():
    as_of = dt.date(2023, 10, 15)
    companies = {r["id"]: r for r in rows(SUPPLY, "Company")}
    name = {cid: r["name"] for cid, r in companies.items()}
    by_name = {r["name"]: cid for cid, r in companies.items()}
    assert len(by_name) == len(companies)
    makes = {cid: split(r["product"], ",") for cid, r in companies.items()}
    products = {}
    for r in rows(SUPPLY, "Product"):          # repeated rows are identical: keep one
        if r["id"] in products:
            assert products[r["id"]] == r, r["id"]
        products[r["id"]] = r
    downstream = {p: split(r["hasSupplyChain"], ",") for p, r in products.items()}
    people = {r["id"]: r for r in rows(SUPPLY, "Person")}
    person_by_name = {r["name"]: pid for pid, r in people.items()}
    assert len(person_by_name) == len(people)
    represents = {pid: [by_name[n] for n in split(r["legalRepresentative"], ",")]
                  for pid, r in people.items()}
    reps_of = defaultdict(list)
    for pid, cids in represents.items():
        for c in cids:
            reps_of[c].append(pid)
    transfers = rows(SUPPLY, "Company_fundTrans_Company")
    for t in transfers:
        t["amt"] = int(t["transAmt"])
        t["ago"] = days_before(as_of, t["transDate"])

    inflow = defaultdict(int)                    # rule totalTransInAmt
    for t in transfers:
        inflow[t["dstId"]] += t["amt"]

    def out_within(c, n):                        # rules fundTrans{1,3,6}Month
        return sum(t["amt"] for t in transfers if t["srcId"] == c and t["ago"] < n)

    def in_within(c, n):                         # rules fundTrans{1,3,6}MonthIn
        return sum(t["amt"] for t in transfers if t["dstId"] == c and t["ago"] < n)

    main_supply = set()                          # rule mainSupply
    for s in companies:
        for o in companies:
            chain = any(d in makes[o] for up in makes[s] for d in downstream.get(up, []))
            paid = sum(t["amt"] for t in transfers if t["srcId"] == o and t["dstId"] == s)
            if chain and paid and paid / inflow[s] > 0.5:
                main_supply.add((s, o))

    def industries(c):                           # rule Company.belongToIndustry
        return sorted({products[p]["belongToIndustry"] for p in makes[c] if p in products})

    q = QSet("supplychain")
    C = by_name
    chuanhua, sanjiao, moto = C["传化****限公司"], C["三角***份限公司"], C["浙江**摩托**限公司"]
    zang = person_by_name["臧*"]
    ages = {p["name"]: int(p["age"]) for p in people.values()}

    # 1 property of a person
    q.add("How old is 庞*?", people[person_by_name["庞*"]]["age"], "property", "en")
    # 2 MultiValue property of a company
    q.add("What products does 三角***份限公司 make?", makes[sanjiao], "property", "en")
    # 3 count of a hop where the cell repeats names (臧*'s cell lists two companies twice)
    q.add("How many companies is 臧* the legal representative of?", len(represents[zang]),
          "count-hop", "en")
    # 4 reverse hop
    q.add("Who is the legal representative of 传化****限公司?",
          sorted(people[p]["name"] for p in reps_of[chuanhua]), "hop", "en")
    # 5 date window (last 30 days; the transfers are 11 and 23 days back, the next one 53)
    q.add("Which companies received money from 传化****限公司 in the last 30 days?",
          sorted({name[t["dstId"]] for t in transfers if t["srcId"] == chuanhua and t["ago"] < 30}),
          "date-window", "en")
    # 6 rule-derived property (total inflow)
    q.add("What is the total inflow of 三角***份限公司?", inflow[sanjiao], "rule-property", "en")
    # 7 max over a rule-derived property
    q.add("Which company received the most money in total?",
          [name[c] for c in ties(dict(inflow))], "max", "en")
    # 8 comparison of two edge sums
    paid_to = lambda a, b: sum(t["amt"] for t in transfers if t["srcId"] == a and t["dstId"] == b)
    q.add("Did 浙江**摩托**限公司 pay 三角***份限公司 more than it paid 传化****限公司?",
          yes_no(paid_to(moto, sanjiao) > paid_to(moto, chuanhua), "en"), "comparison", "en")
    # 9 yes/no over a relation between two named companies
    q.add("Has 广东***通*份*公司 ever paid 传化****限公司?",
          yes_no(paid_to(C["广东***通*份*公司"], chuanhua) > 0, "en"), "yes-no", "en")
    # 10 rule-derived relation to a concept
    q.add("Which industry does 传化****限公司 belong to?", industries(chuanhua),
          "rule-relation", "en")
    # 11 shared legal representative (rule sameLegalRepresentative), the company itself left out
    q.add("Which other companies share a legal representative with 三角***份限公司?",
          sorted({name[o] for p in reps_of[sanjiao] for o in represents[p] if o != sanjiao}),
          "rule-relation", "en")
    # 12 count with a bound
    q.add("How many people are under 25?", len([a for a in ages.values() if a < 25]),
          "count", "en")
    # 13 rule-derived property as a window sum (3 months = 90 days; nearest transfers 87 and 98 back)
    q.add("How much money did 传化****限公司 pay out over the last 90 days?",
          out_within(chuanhua, 90), "date-window-sum", "en")
    # 14 filter on a MultiValue value (a leaf product, so no broader-product question)
    q.add("Which companies make 商品化工-橡胶-合成橡胶-顺丁橡胶?",
          sorted(name[c] for c in companies if "商品化工-橡胶-合成橡胶-顺丁橡胶" in makes[c]),
          "filter-list", "en")
    # 15 negation among the entities of a hop
    payers = {t["srcId"] for t in transfers}
    q.add("Which of the companies 臧* represents have never paid any other company?",
          sorted(name[c] for c in represents[zang] if c not in payers), "negation", "en")
    # 16 three hops with a sum: person -> companies -> their transfers to a named company
    q.add("How much did the companies represented by 臧* pay 三角***份限公司 altogether?",
          sum(paid_to(c, sanjiao) for c in represents[zang]), "three-hop-sum", "en")

    # Chinese
    q.add("俞**是哪些公司的法定代表人？",
          sorted(name[c] for c in represents[person_by_name["俞**"]]), "hop", "zh")
    q.add("传化****限公司的主要客户是哪家公司？",
          sorted(name[o] for s, o in main_supply if s == chuanhua), "rule-relation", "zh")
    q.add("三角***份限公司近3个月资金流水差是多少？",
          out_within(sanjiao, 90) - in_within(sanjiao, 90), "rule-property", "zh")
    q.add("有多少家公司经营轮胎与橡胶-轮胎-半钢子午线轮胎？",
          len([c for c in companies if "轮胎与橡胶-轮胎-半钢子午线轮胎" in makes[c]]), "count", "zh")
    q.add("樊**和俞**，谁的年纪更大？",
          [n for n in ("樊**", "俞**") if ages[n] == max(ages["樊**"], ages["俞**"])],
          "comparison", "zh")
    q.add("年龄超过50岁的法人代表有几位？",
          len([p for p in people.values() if int(p["age"]) > 50 and represents[p["id"]]]),
          "count", "zh")
    q.add("2023年5月传化****限公司一共转出了多少钱？",
          sum(t["amt"] for t in transfers
              if t["srcId"] == chuanhua and t["transDate"].startswith("202305")),
          "date-window-sum", "zh")
    q.add("传化单笔转出金额最大的一笔转给了哪家公司？",
          [name[t["dstId"]] for t in transfers if t["srcId"] == chuanhua
           and t["amt"] == max(x["amt"] for x in transfers if x["srcId"] == chuanhua)],
          "max-edge", "zh")
    q.add("2023年8月有哪些公司给三角***份限公司转过账？",
          sorted({name[t["srcId"]] for t in transfers
                  if t["dstId"] == sanjiao and t["transDate"].startswith("202308")}),
          "date-window", "zh")
    return q


# --------------------------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15; MultiValue cells use ',')
# --------------------------------------------------------------------------------------------

def riskmining():
    as_of = dt.date(2023, 10, 15)
    people = {r["id"]: r for r in rows(RISK, "Person")}
    pname = {pid: r["name"] for pid, r in people.items()}
    person_by_name = {r["name"]: pid for pid, r in people.items()}
    assert len(person_by_name) == len(people)
    companies = {r["id"]: r for r in rows(RISK, "Company")}
    apps = {r["id"]: r for r in rows(RISK, "App")}
    certs = {r["id"]: r for r in rows(RISK, "Cert")}
    devices = {r["id"]: r for r in rows(RISK, "Device")}
    installs = {d: split(r["install"], ",") for d, r in devices.items()}
    has_device = defaultdict(list)
    for r in rows(RISK, "Person_hasDevice_Device"):
        if r["dst"] not in has_device[r["src"]]:
            has_device[r["src"]].append(r["dst"])
    owners = defaultdict(set)
    for p, ds in has_device.items():
        for d in ds:
            owners[d].add(p)
    company_certs = defaultdict(set)              # dst holds a certNum
    for r in rows(RISK, "Company_hasCert_Cert"):
        company_certs[r["src"]].add(r["dst"])
    person_certs = defaultdict(set)
    for r in rows(RISK, "Person_hasCert_Cert"):
        person_certs[r["src"]].add(r["dst"])
    holds = defaultdict(set)
    for r in rows(RISK, "Person_holdShare_Company"):
        holds[r["src"]].add(r["dst"])
    transfers = rows(RISK, "Person_fundTrans_Person")
    for t in transfers:
        t["amt"] = int(t["transAmt"])
        t["ago"] = days_before(as_of, t["transDate"])

    # rule developed: more than 5 of the person's devices have the app installed
    developed = defaultdict(set)
    for p, ds in has_device.items():
        for a in apps:
            if len([d for d in ds if a in installs[d]]) > 5:
                developed[p].add(a)
    # rule release: the person holds shares in a company holding the cert the app uses
    release = defaultdict(set)
    for p, cs in holds.items():
        for c in cs:
            for a, r in apps.items():
                if r["useCert"] in company_certs[c]:
                    release[p].add(a)
    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}   # concept 赌博应用
    developers = {p for p in people if developed[p] & gambling}          # 赌博App开发者
    paid = {(t["src"], t["dst"]) for t in transfers}
    bosses = {s for s in people
              if any((s, u) in paid for a in release[s] & gambling
                     for u in people if a in developed[u])}              # 赌博App老板

    q = QSet("riskmining")
    bai = person_by_name["柏*"]
    ages = {r["name"]: int(r["age"]) for r in people.values()}
    sent_to = lambda s, d: [t for t in transfers if t["src"] == s and t["dst"] == d]

    # 1 property
    q.add("How old is 祁**?", people[person_by_name["祁**"]]["age"], "property", "en")
    # 2 property (phone)
    q.add("What is 柏*'s phone number?", people[bai]["hasPhone"], "property", "en")
    # 3 max
    q.add("Who is the oldest person in the risk-mining graph?", ties(ages), "max", "en")
    # 4 count with a bound
    q.add("How many people are older than 55?", len([a for a in ages.values() if a > 55]),
          "count", "en")
    # 5 sum over edges between two named people
    q.add("What is the total amount 柏* transferred to 邬**?",
          sum(t["amt"] for t in sent_to(bai, person_by_name["邬**"])), "sum-edges", "en")
    # 6 comparison of two edge sums
    to_qiu = sum(t["amt"] for t in sent_to(bai, person_by_name["裘**"]))
    to_du = sum(t["amt"] for t in sent_to(bai, person_by_name["杜*"]))
    q.add("Did 柏* send more money to 裘** than to 杜*?", yes_no(to_qiu > to_du, "en"),
          "comparison", "en")
    # 7 end of the largest single edge
    biggest = max(t["amt"] for t in transfers if t["src"] == bai)
    q.add("Who received 柏*'s largest single transfer?",
          sorted({pname[t["dst"]] for t in transfers if t["src"] == bai and t["amt"] == biggest}),
          "max-edge", "en")
    # 8 date window sum (last 30 days: transfers 22-29 days back are in, the next is 31 back)
    q.add("How much did 柏* transfer in total over the last 30 days?",
          sum(t["amt"] for t in transfers if t["src"] == bai and t["ago"] < 30),
          "date-window-sum", "en")
    # 9 two hops with a filter: a device's apps marked 诈骗 (fraud)
    q.add("Which apps installed on device 17 are flagged as fraud (诈骗)?",
          sorted(a for a in installs["17"] if a in apps and apps[a]["riskMark"] == "诈骗"),
          "two-hop-filter", "en")
    # 10 the others sharing a device
    fang = person_by_name["方*"]
    q.add("Who else uses the same device as 方*?",
          sorted({pname[o] for d in has_device[fang] for o in owners[d] if o != fang}),
          "shared-hop", "en")
    # 11 rule concept members
    q.add("Which people are gambling app developers?", sorted(pname[p] for p in developers),
          "rule-concept", "en")
    # 12 count with a value
    q.add("How many apps are marked as gambling (赌博)?",
          len([a for a in apps.values() if a["riskMark"] == "赌博"]), "count", "en")
    # 13 negation over a rule-derived relation
    q.add("Which gambling apps were not released by 柏*?", sorted(gambling - release[bai]),
          "negation", "en")
    # 14 yes/no on a value
    q.add("Is com.aCl.toMv a gambling app?", yes_no("com.aCl.toMv" in gambling, "en"),
          "yes-no", "en")
    # 15 two hops: device -> owner -> age
    q.add("How old is the owner of device 69?",
          sorted({people[p]["age"] for p in owners["69"]}), "two-hop", "en")
    # 16 average over the ends of a hop
    recips = {t["dst"] for t in transfers if t["src"] == bai}
    avg = sum(int(people[p]["age"]) for p in recips) / len(recips)
    assert avg == int(avg)
    q.add("What is the average age of the people 柏* has sent money to?", int(avg),
          "average-hop", "en")

    # Chinese
    q.add("柏*一共转出了多少钱？", sum(t["amt"] for t in transfers if t["src"] == bai),
          "sum-edges", "zh")
    q.add("邬**名下有几台设备？", len(has_device[person_by_name["邬**"]]), "count-hop", "zh")
    q.add("年龄最小的人是谁？", ties(ages, min), "min", "zh")
    q.add("方*和雷**，谁的年纪更大？",
          [n for n in ("方*", "雷**") if ages[n] == max(ages["方*"], ages["雷**"])],
          "comparison", "zh")
    q.add("柏*持股了几家公司？", len(holds[bai]), "count-hop", "zh")
    q.add("谁是赌博App老板？", sorted(pname[p] for p in bosses), "rule-concept", "zh")
    q.add("哪些应用被标记为诈骗？", sorted(a for a, r in apps.items() if r["riskMark"] == "诈骗"),
          "filter-list", "zh")
    q.add("2023年9月柏*给杜*转了几笔账？",
          len([t for t in sent_to(bai, person_by_name["杜*"]) if t["transDate"].startswith("202309")]),
          "date-window-count", "zh")
    qiu, wu = person_by_name["裘**"], person_by_name["邬**"]
    q.add("裘**拥有的设备里，哪些是邬**没有的？",
          sorted((d for d in has_device[qiu] if d not in has_device[wu]), key=int),
          "negation", "zh")
    return q


def main():
    written = [
        acme().write("r36-acme-supply.json"),
        supplychain().write("r36-kag-supplychain.json"),
        riskmining().write("r36-kag-riskmining.json"),
    ]
    for path in written:
        print(path)


if __name__ == "__main__":
    main()
