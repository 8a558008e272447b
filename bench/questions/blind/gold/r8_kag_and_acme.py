#!/usr/bin/env python3
"""Round 8 blind questions: gold answers computed only from the raw CSV files.

Reads the sources/*.csv of three datasets with the csv module (nothing of kagflow) and writes
r8-acme-supply.json, r8-kag-supplychain.json and r8-kag-riskmining.json next to this folder.
Rerunning regenerates the three files exactly.

Every superlative, comparison and "described" question asserts that its answer is unique
(no ties) so that a change of the data fails loudly instead of writing an ambiguous gold.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/questions/blind/
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))  # /work/main
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Multi-value cell -> list of distinct values in first-seen order."""
    out = []
    for part in cell.split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def num(x):
    """Computed number -> string: integer when whole, else rounded to 2 decimals."""
    if isinstance(x, int):
        return str(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.2f}"


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def unique_max(scores, key=max):
    """The one entity with the highest (or, key=min, lowest) score; asserts no tie."""
    best = key(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, f"tie: {winners} at {best}"
    return winners[0]


def only(items):
    items = list(items)
    assert len(items) == 1, items
    return items[0]


def short(items, limit=8):
    items = sorted(set(items))
    assert 0 < len(items) <= limit, items
    return items


class Questions:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({
            "id": f"{self.prefix}-r8-{len(self.items) + 1:02d}",
            "question": question,
            "answer": sorted(answer),
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        assert len(self.items) == 25, len(self.items)
        with open(os.path.join(OUT_DIR, filename), "w", encoding="utf-8") as f:
            json.dump(self.items, f, indent=2, ensure_ascii=False)
            f.write("\n")


# --------------------------------------------------------------------------------------------
# acme-supply (as of 2024-06-30; multi-value cells use ';')
# --------------------------------------------------------------------------------------------
def acme():
    q = Questions("acme")
    companies = rows(ACME, "Company.csv")
    people = rows(ACME, "Person.csv")
    products = rows(ACME, "Product.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({p["name"] for p in people}) == len(people)
    assert len({p["id"] for p in products}) == len(products)
    co = {c["name"]: c for c in companies}
    cname = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: split(c["product"], ";") for c in companies}
    downstream = {p["id"]: split(p["hasSupplyChain"], ";") for p in products}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    for lst in reps.values():
        assert all(n in co for n in lst), lst
    rep_of = defaultdict(set)
    for person, lst in reps.items():
        for n in lst:
            rep_of[n].add(person)
    edges = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    paid_to = defaultdict(set)
    paid_by = defaultdict(set)
    inflow = Counter()
    outflow = Counter()
    for s, d, _, amt in edges:
        paid_to[s].add(d)
        paid_by[d].add(s)
        inflow[d] += amt
        outflow[s] += amt
    makers = defaultdict(set)
    for n, lst in makes.items():
        for p in lst:
            makers[p].add(n)
    upstream = defaultdict(set)
    for p, lst in downstream.items():
        for d in lst:
            upstream[d].add(p)

    # property
    q.add("property", "en", "What year was Fjord Steel AS founded?", co["Fjord Steel AS"]["founded"])
    q.add("property", "en", "Which country is O'Hara, Lamb & Sons registered in?",
          co["O'Hara, Lamb & Sons"]["country"])
    q.add("property", "zh", "Chloe Tan 今年多少岁？", str(age["Chloe Tan"]))
    q.add("property", "zh", "Delta Cells GmbH 是哪一年成立的？", co["Delta Cells GmbH"]["founded"])

    # relation_hop
    q.add("relation_hop", "en", "Ada Moreno is the legal representative of which companies?",
          reps["Ada Moreno"])
    q.add("relation_hop", "en", "Who signs as legal representative for Granite Insurance?",
          sorted(rep_of["Granite Insurance"]))
    q.add("relation_hop", "en",
          "What are the direct inputs to Vehicles-Motorcycles-Electric motorcycles in the supply chain?",
          sorted(upstream["Vehicles-Motorcycles-Electric motorcycles"]))
    q.add("relation_hop", "zh", "哪些公司生产 Chemicals-Rubber-Synthetic rubber？",
          sorted(makers["Chemicals-Rubber-Synthetic rubber"]))
    q.add("relation_hop", "zh", "有哪些公司向 O'Hara, Lamb & Sons 转过账？",
          sorted(paid_by["O'Hara, Lamb & Sons"]))

    # two_hop
    q.add("two_hop", "en",
          "Which suppliers make a product that feeds straight into Vehicles-Cars?",
          sorted({m for p in upstream["Vehicles-Cars"] for m in makers[p]}))
    q.add("two_hop", "en",
          "For each company that has paid money to Acme Motors, who is its legal representative?",
          sorted({r for c in paid_by["Acme Motors"] for r in rep_of[c]}))
    q.add("two_hop", "en",
          "In which countries are the companies that received transfers from Acme Motors based?",
          sorted({co[c]["country"] for c in paid_to["Acme Motors"]}))
    q.add("two_hop", "zh", "Bram de Vries 担任法人代表的那些公司都生产什么产品？",
          sorted({p for c in reps["Bram de Vries"] for p in makes[c]}))

    # aggregate
    q.add("aggregate", "en", "How much has Acme Motors paid out in total across all its fund transfers?",
          outflow["Acme Motors"])
    q.add("aggregate", "en", "How many companies in the dataset are based in the US?",
          len({c["name"] for c in companies if c["country"] == "US"}))
    q.add("aggregate", "zh", "O'Hara, Lamb & Sons 一共收到了多少资金？", inflow["O'Hara, Lamb & Sons"])

    # superlative
    q.add("superlative", "en", "Which is the oldest company by founding year?",
          unique_max({n: int(c["founded"]) for n, c in co.items()}, key=min))
    q.add("superlative", "en", "Who's the oldest person on file?", unique_max(age))
    q.add("superlative", "zh", "哪家公司收到的转账总额最高？", unique_max(dict(inflow)))

    # comparison
    pair = {n: int(co[n]["founded"]) for n in ("Granite Insurance", "Fjord Steel AS")}
    q.add("comparison", "en", "Granite Insurance or Fjord Steel AS: which one has been around longer?",
          unique_max(pair, key=min))
    pair = {n: age[n] for n in ("Ada Moreno", "Bram de Vries")}
    q.add("comparison", "zh", "Ada Moreno 和 Bram de Vries 相比，谁更年轻？", unique_max(pair, key=min))

    # filter
    q.add("filter", "zh", "列出 1980 年以后成立的公司。",
          short(n for n, c in co.items() if int(c["founded"]) > 1980))
    q.add("filter", "en", "Which people are over 40?", short(n for n, a in age.items() if a > 40))

    # time_window: 1 April 2024 to 30 June 2024 inclusive
    lo, hi = date(2024, 4, 1), date(2024, 6, 30)
    q.add("time_window", "en",
          "How much money did Acme Motors send out between 1 April and 30 June 2024?",
          sum(a for s, _, d, a in edges if s == "Acme Motors" and lo <= ymd(d) <= hi))

    # described: the person aged 44
    who = only(n for n, a in age.items() if a == 44)
    q.add("described", "en", "Which companies is the 44-year-old legal representative responsible for?",
          reps[who])

    q.write("r8-acme-supply.json")


# --------------------------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15; multi-value cells use ',')
# --------------------------------------------------------------------------------------------
def supplychain():
    q = Questions("supplychain")
    companies = rows(SUPPLY, "Company.csv")
    people = rows(SUPPLY, "Person.csv")
    products = rows(SUPPLY, "Product.csv")
    trans = rows(SUPPLY, "Company_fundTrans_Company.csv")
    events = rows(SUPPLY, "ProductChainEvent.csv")
    updated = {r["name"] for r in rows(SUPPLY, "CompanyUpdate.csv")}

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({p["name"] for p in people}) == len(people)
    co = {c["name"]: c for c in companies}
    cname = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: split(c["product"], ",") for c in companies}
    # Product.csv repeats rows; the repeats are identical, so one row per product id.
    prod = {}
    for p in products:
        key = (p["belongToIndustry"], p["hasSupplyChain"])
        assert prod.setdefault(p["id"], key) == key, p["id"]
    industry = {p: v[0] for p, v in prod.items()}
    downstream = {p: split(v[1], ",") for p, v in prod.items()}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    rep_of = defaultdict(set)
    for person, lst in reps.items():
        for n in lst:
            assert n in co, n
            rep_of[n].add(person)
    edges = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    paid_to = defaultdict(set)
    paid_by = defaultdict(set)
    inflow = Counter()
    outflow = Counter()
    for s, d, _, amt in edges:
        paid_to[s].add(d)
        paid_by[d].add(s)
        inflow[d] += amt
        outflow[s] += amt
    makers = defaultdict(set)
    for n, lst in makes.items():
        for p in lst:
            makers[p].add(n)

    def safe_makers(p):
        # CompanyUpdate.csv rewrites one company's products: keep it out of every maker answer.
        assert not (makers[p] & updated), (p, makers[p] & updated)
        return sorted(makers[p])

    # property
    q.add("property", "en", "How old is 骆*?", str(age["骆*"]))
    q.add("property", "zh", "产品“轮胎与橡胶-轮胎-工程轮胎”归属于哪个产业？", industry["轮胎与橡胶-轮胎-工程轮胎"])
    ev = only(e for e in events if e["name"] == "顺丁橡胶成本上涨")
    q.add("property", "en", "Which product is the subject of the product-chain event 顺丁橡胶成本上涨?",
          ev["subject"])
    q.add("property", "zh", "三角***份限公司给传化****限公司转的那笔 666666 元是哪天发生的？",
          only(d for s, t, d, a in edges
               if s == "三角***份限公司" and t == "传化****限公司" and a == 666666))

    # relation_hop
    q.add("relation_hop", "en", "Which companies list 江* as their legal representative?", reps["江*"])
    q.add("relation_hop", "zh", "宏*集*有公司的法定代表人是谁？", sorted(rep_of["宏*集*有公司"]))
    q.add("relation_hop", "en", "Who has transferred money to 三角***份限公司?",
          sorted(paid_by["三角***份限公司"]))
    q.add("relation_hop", "zh", "哪些企业的经营产品里有“轮胎与橡胶-轮胎-斜交轮胎”？",
          safe_makers("轮胎与橡胶-轮胎-斜交轮胎"))
    q.add("relation_hop", "en", "What products sit directly downstream of 消闲用品-自行车 in the supply chain?",
          downstream["消闲用品-自行车"])

    # two_hop
    src = "轮胎与橡胶-轮胎-特种轮胎"
    q.add("two_hop", "en",
          f"Which companies make one of the products directly downstream of {src}?",
          sorted({m for p in downstream[src] for m in safe_makers(p)}))
    q.add("two_hop", "zh", "骆*担任法人代表的企业，都经营哪些产品？",
          sorted({p for c in reps["骆*"] for p in makes[c]}))
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that 传化****限公司 has paid?",
          sorted({r for c in paid_to["传化****限公司"] for r in rep_of[c]}))
    prods = makes["中国**济**有公司"]
    assert all(p in industry for p in prods), prods
    q.add("two_hop", "en", "Through its products, which industries is 中国**济**有公司 active in?",
          sorted({industry[p] for p in prods}))

    # aggregate
    q.add("aggregate", "en", "What's the total amount of money 传化****限公司 has received?",
          inflow["传化****限公司"])
    q.add("aggregate", "zh", "传化****限公司总共给多少家企业转过账？", len(paid_to["传化****限公司"]))
    q.add("aggregate", "en", "How many companies have 轮胎与橡胶-轮胎 among their products?",
          len(safe_makers("轮胎与橡胶-轮胎")))

    # superlative
    q.add("superlative", "en", "Which of the legal representatives is the oldest?", unique_max(age))
    biggest = max(a for *_, a in edges)
    q.add("superlative", "zh", "金额最大的那一笔转账是哪家公司付的？",
          only(s for s, _, _, a in edges if a == biggest))
    q.add("superlative", "en", "Which company has the largest total outgoing fund transfers?",
          unique_max(dict(outflow)))

    # comparison
    q.add("comparison", "en", "Between 禹** and 俞**, who is older?",
          unique_max({n: age[n] for n in ("禹**", "俞**")}))
    q.add("comparison", "zh", "三角***份限公司和传化****限公司，哪一家收到的转账总额更多？",
          unique_max({n: inflow[n] for n in ("三角***份限公司", "传化****限公司")}))

    # filter
    q.add("filter", "en", "List the people older than 55.", short(n for n, a in age.items() if a > 55))
    q.add("filter", "zh", "哪些公司收到过单笔超过 100 万元的转账？",
          short(d for _, d, _, a in edges if a > 1000000))

    # time_window: 15 September 2023 to 15 October 2023 (the as-of date) inclusive
    lo, hi = date(2023, 9, 15), date(2023, 10, 15)
    q.add("time_window", "en",
          "Which companies received payments from 传化****限公司 between 15 September and 15 October 2023?",
          sorted({d for s, d, t, _ in edges if s == "传化****限公司" and lo <= ymd(t) <= hi}))

    # described: the person aged 50
    who = only(n for n, a in age.items() if a == 50)
    q.add("described", "en", "Which companies does the 50-year-old legal representative stand behind?",
          reps[who])

    q.write("r8-kag-supplychain.json")


# --------------------------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15; multi-value cells use ',')
# --------------------------------------------------------------------------------------------
def riskmining():
    q = Questions("riskmining")
    people = rows(RISK, "Person.csv")
    companies = rows(RISK, "Company.csv")
    apps = rows(RISK, "App.csv")
    certs = rows(RISK, "Cert.csv")
    devices = rows(RISK, "Device.csv")
    trans = rows(RISK, "Person_fundTrans_Person.csv")
    holds = rows(RISK, "Person_holdShare_Company.csv")
    p_dev = rows(RISK, "Person_hasDevice_Device.csv")
    p_cert = rows(RISK, "Person_hasCert_Cert.csv")
    c_cert = rows(RISK, "Company_hasCert_Cert.csv")

    assert len({p["name"] for p in people}) == len(people)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({a["id"] for a in apps}) == len(apps)
    assert len({d["umid"] for d in devices}) == len(devices)
    pname = {p["id"]: p["name"] for p in people}
    person = {p["name"]: p for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    cname = {c["id"]: c["name"] for c in companies}
    app = {a["id"]: a for a in apps}
    # The relation files and App.useCert name a certificate by its certNum, not by Cert.csv's id.
    cert_nums = {c["certNum"] for c in certs}
    assert len(cert_nums) == len(certs)
    assert all(a["useCert"] in cert_nums for a in apps)
    assert all(r["dst"] in cert_nums for r in c_cert + p_cert)
    device = {d["id"]: d for d in devices}
    installs = {d["id"]: split(d["install"], ",") for d in devices}
    apps_using = defaultdict(set)
    for a in apps:
        apps_using[a["useCert"]].add(a["id"])
    company_certs = defaultdict(set)
    cert_companies = defaultdict(set)
    for r in c_cert:
        company_certs[cname[r["src"]]].add(r["dst"])
        cert_companies[r["dst"]].add(cname[r["src"]])
    cert_people = defaultdict(set)
    for r in p_cert:
        cert_people[r["dst"]].add(pname[r["src"]])
    devs_of = defaultdict(set)
    owners = defaultdict(set)
    for r in p_dev:
        devs_of[pname[r["src"]]].add(r["dst"])
        owners[r["dst"]].add(pname[r["src"]])
    shares = defaultdict(set)
    holders = defaultdict(set)
    for r in holds:
        shares[pname[r["src"]]].add(cname[r["dst"]])
        holders[cname[r["dst"]]].add(pname[r["src"]])
    edges = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in trans]
    sent = Counter()
    received_from = defaultdict(Counter)
    for s, d, _, a in edges:
        sent[s] += a
        received_from[s][d] += a

    # property
    q.add("property", "en", "What phone number do we have for 蓝*?", person["蓝*"]["hasPhone"])
    q.add("property", "zh", "祁**多大年纪？", str(age["祁**"]))
    q.add("property", "en", "What risk mark does the app com.oStEmG.may carry?", app["com.oStEmG.may"]["riskMark"])
    q.add("property", "en", "What's the certificate number used by the app com.qIu.VJbJ?",
          app["com.qIu.VJbJ"]["useCert"])

    # relation_hop
    q.add("relation_hop", "en", "In which companies does 柏* hold shares?", sorted(shares["柏*"]))
    q.add("relation_hop", "zh", "谁持有**娱乐**公司的股份？", sorted(holders["**娱乐**公司"]))
    umid45 = device["45"]["umid"]
    q.add("relation_hop", "en", f"Who owns the device with umid {umid45}?", sorted(owners["45"]))
    cert = "5c19603e3f367a447d0cb4390a523f28"
    q.add("relation_hop", "zh", f"哪些应用使用了证书 {cert}？", sorted(apps_using[cert]))
    cert = "33fdf452aa9cd145ba096c364a250ee8"
    q.add("relation_hop", "en", f"Which person holds certificate {cert}?", sorted(cert_people[cert]))

    # two_hop
    used = app["com.ziNtg.tSIuhlG"]["useCert"]
    q.add("two_hop", "en",
          "Which companies hold the certificate that the gambling app com.ziNtg.tSIuhlG is signed with?",
          sorted(cert_companies[used]))
    q.add("two_hop", "zh", "左**名下的设备上都安装了哪些应用？",
          sorted({a for d in devs_of["左**"] for a in installs[d]}))
    q.add("two_hop", "en", "Which apps use a certificate held by **娱乐****公司?",
          sorted({a for c in company_certs["**娱乐****公司"] for a in apps_using[c]}))
    q.add("two_hop", "en", "Who else owns a device that 方* also owns?",
          sorted({o for d in devs_of["方*"] for o in owners[d]} - {"方*"}))

    # aggregate
    q.add("aggregate", "en", "How much has 柏* transferred to 邬** altogether?", received_from["柏*"]["邬**"])
    q.add("aggregate", "zh", "柏*一共转出去多少钱？", sent["柏*"])
    q.add("aggregate", "en", "How many apps are marked as 诈骗 (fraud)?",
          len({a["id"] for a in apps if a["riskMark"] == "诈骗"}))

    # superlative
    q.add("superlative", "en", "Who owns the most devices?", unique_max({p: len(d) for p, d in devs_of.items()}))
    q.add("superlative", "zh", "年龄最大的人是谁？", unique_max(age))
    biggest = max(a for *_, a in edges)
    q.add("superlative", "en", "Who was on the receiving end of the single largest transfer?",
          only({d for _, d, _, a in edges if a == biggest}))

    # comparison
    q.add("comparison", "en", "Did 裘** or 杜* receive more money from 柏*?",
          unique_max({n: received_from["柏*"][n] for n in ("裘**", "杜*")}))
    q.add("comparison", "zh", "杜*和穆**谁的年纪更大？", unique_max({n: age[n] for n in ("杜*", "穆**")}))

    # filter
    q.add("filter", "en", "Which apps are flagged as gambling (赌博)?",
          short(a["id"] for a in apps if a["riskMark"] == "赌博"))
    q.add("filter", "zh", "哪些人年龄不超过 25 岁？", short(n for n, a in age.items() if a <= 25))

    # time_window: from 10 September 2023 to the as-of date inclusive
    lo, hi = date(2023, 9, 10), date(2023, 10, 15)
    q.add("time_window", "en", "How much did 柏* send to 杜* from 10 September 2023 onwards?",
          sum(a for s, d, t, a in edges if s == "柏*" and d == "杜*" and lo <= ymd(t) <= hi))

    # described: the person aged 57
    who = only(n for n, a in age.items() if a == 57)
    q.add("described", "zh", "那位 57 岁的人，电话号码是多少？", person[who]["hasPhone"])

    q.write("r8-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
