"""Gold answers for the r23 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Computed from the source CSVs with the csv module only; run from anywhere:

    python bench/questions/blind/gold/r23_kag_and_acme.py

writes bench/questions/blind/r23-acme-supply.json, r23-kag-supplychain.json and
r23-kag-riskmining.json.

Reading rules (README): "the last N days" are the days fewer than N before the as-of date
(date_diff(as_of, day) < N, as the schemas' rules count them); ties keep every value; a name
repeated in one cell counts once.  Multi-value cells split on ';' in acme-supply (its
kagflow.yaml) and on ',' in the KAG examples.  Every question checks the facts it relies on
(no unintended ties, lists of at most 8 items) with an assert.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))  # the project root
OUT_DIR = os.path.abspath(os.path.join(HERE, ".."))
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def cell(value, sep):
    """Distinct values of a multi-value cell, in first-seen order."""
    out = []
    for part in value.split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def day(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, as_of, n):
    """The last n days: fewer than n days before as_of (date_diff < n), not after it."""
    diff = (as_of - day(s)).days
    return 0 <= diff < n


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, float):
        return repr(x)
    return str(x)


def top(scores, highest=True):
    """Every key tied at the best score."""
    best = max(scores.values()) if highest else min(scores.values())
    return [k for k, v in scores.items() if v == best]


def one(items):
    items = list(items)
    assert len(items) == 1, items
    return items[0]


def small(items, limit=8):
    items = list(dict.fromkeys(items))
    assert 1 <= len(items) <= limit, items
    return items


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r23-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


# ---------------------------------------------------------------------------------------------
# acme-supply (as of 2024-06-30; multi-value cells split on ';')
# ---------------------------------------------------------------------------------------------

def acme():
    as_of = datetime.date(2024, 6, 30)
    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    name = {k: r["name"] for k, r in comp.items()}
    by_name = {r["name"]: k for k, r in comp.items()}
    prods = {k: cell(r["product"], ";") for k, r in comp.items()}
    down = {r["id"]: cell(r["hasSupplyChain"], ";") for r in rows(ACME, "Product.csv")}
    people = rows(ACME, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: cell(p["legalRepresentative"], ";") for p in people}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
    inflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def paid_out(cid, n=None):
        return sum(t["amt"] for t in trans
                   if t["srcId"] == cid and (n is None or within(t["transDate"], as_of, n)))

    # mainSupply: s makes up, up -> down, o makes down, o paid s more than half s's inflow
    main = defaultdict(list)
    for s in comp:
        for o in comp:
            if not any(d in prods[o] for u in prods[s] for d in down.get(u, [])):
                continue
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and paid / inflow[s] > 0.5:
                main[s].append(o)
    same_rep = defaultdict(set)
    for p, cs in reps.items():
        for a in cs:
            for b in cs:
                if a != b:
                    same_rep[a].add(b)

    q = QS("acme")
    q.add("property", "en", "In what year was Fjord Steel AS founded?",
          comp[by_name["Fjord Steel AS"]]["founded"])
    q.add("property", "en", "What country code is O'Hara, Lamb & Sons registered under?",
          comp[by_name["O'Hara, Lamb & Sons"]]["country"])
    q.add("property", "zh", "Dara O'Hara多大年纪？", age["Dara O'Hara"])
    q.add("aggregate", "en", "How many companies in the data are based in the US (country code US)?",
          sum(1 for r in comp.values() if r["country"] == "US"))
    q.add("aggregate", "en", "What's the combined value of all the transfers Acme Motors has sent out?",
          paid_out(by_name["Acme Motors"]))
    q.add("aggregate", "en", "What is the average age of the people on file?",
          sum(age.values()) / len(age))
    q.add("relation_hop", "en", "Which companies is Bram de Vries the legal representative of?",
          small(reps["Bram de Vries"]))
    q.add("relation_hop", "zh", "有哪些公司给Acme Motors转过钱？",
          small(name[t["srcId"]] for t in trans if t["dstId"] == by_name["Acme Motors"]))
    upstream = [u for u, ds in down.items() if "Vehicles-Parts-Tyres" in ds]
    q.add("two_hop", "en",
          "Which companies make products that feed directly into Vehicles-Parts-Tyres?",
          small(name[c] for c in comp if any(u in prods[c] for u in upstream)))
    q.add("two_hop", "zh", "Dara O'Hara担任法人代表的公司都生产哪些产品？",
          small(p for c in reps["Dara O'Hara"] for p in prods[by_name[c]]))
    biggest = max(t["amt"] for t in trans)
    q.add("superlative", "en", "Which company received the biggest single transfer?",
          one({name[t["dstId"]] for t in trans if t["amt"] == biggest}))
    q.add("superlative", "zh", "哪家公司成立得最早？",
          one(name[c] for c in top({c: -int(r["founded"]) for c, r in comp.items()})))
    q.add("filter", "en", "List the companies founded after 1970.",
          small(r["name"] for r in comp.values() if int(r["founded"]) > 1970))
    q.add("filter", "zh", "哪些公司付出过单笔超过100000的转账？",
          small(name[t["srcId"]] for t in trans if t["amt"] > 100000))
    assert age["Ada Moreno"] != age["Bram de Vries"]
    q.add("comparison", "en", "Who's older, Ada Moreno or Bram de Vries?",
          max(["Ada Moreno", "Bram de Vries"], key=age.get))
    q.add("comparison", "en",
          "How much more money has Delta Cells GmbH received in total than O'Hara, Lamb & Sons?",
          inflow[by_name["Delta Cells GmbH"]] - inflow[by_name["O'Hara, Lamb & Sons"]])
    c1962 = one(c for c, r in comp.items() if r["founded"] == "1962")
    q.add("described", "en", "The company founded in 1962 - what does it make?", small(prods[c1962]))
    cno = one(c for c, r in comp.items() if r["country"] == "NO")
    q.add("described", "zh", "国家代码为NO的那家公司总共收到了多少钱？", inflow[cno])
    q.add("time_window", "en", "How much did Acme Motors pay out over the last 90 days?",
          paid_out(by_name["Acme Motors"], 90))
    q.add("time_window", "en", "Which companies paid Acme Motors in the last 90 days?",
          small(name[t["srcId"]] for t in trans
                if t["dstId"] == by_name["Acme Motors"] and within(t["transDate"], as_of, 90)))
    q.add("time_window", "zh", "近30天里有哪些公司收到过转账？",
          small(name[t["dstId"]] for t in trans if within(t["transDate"], as_of, 30)))
    q.add("derived", "en", "Who is Helix Chemicals' main customer?",
          small(name[o] for o in main[by_name["Helix Chemicals"]]))
    q.add("derived", "zh", "哪些公司的主要客户是Acme Motors？",
          small(name[s] for s, os_ in main.items() if by_name["Acme Motors"] in os_))
    q.add("derived", "zh", "和Granite Insurance是同一个法人代表的公司是哪家？",
          small(same_rep["Granite Insurance"]))
    q.add("derived", "en", "What is Acme Motors' total inflow?", inflow[by_name["Acme Motors"]])
    return q.items


# ---------------------------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15; multi-value cells split on ',')
# ---------------------------------------------------------------------------------------------

def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comp = {r["id"]: r for r in rows(SUPPLY, "Company.csv")}
    name = {k: r["name"] for k, r in comp.items()}
    by_name = {r["name"]: k for k, r in comp.items()}
    assert len(by_name) == len(comp)
    prods = {k: cell(r["product"], ",") for k, r in comp.items()}
    product = {}
    for r in rows(SUPPLY, "Product.csv"):  # rows repeat: the first of each id
        product.setdefault(r["id"], r)
    # hasSupplyChain is only read for products whose cell holds no comma-bearing name
    down = {k: cell(r["hasSupplyChain"], ",") for k, r in product.items()}
    people = rows(SUPPLY, "Person.csv")
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    reps = {p["name"]: cell(p["legalRepresentative"], ",") for p in people}
    rep_of = defaultdict(set)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].add(p)
    trans = rows(SUPPLY, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])

    def flow(cid, into, n=None):
        key = "dstId" if into else "srcId"
        return sum(t["amt"] for t in trans
                   if t[key] == cid and (n is None or within(t["transDate"], as_of, n)))

    inflow = {c: flow(c, True) for c in comp}
    main = defaultdict(list)
    for s in comp:
        if not inflow[s]:
            continue
        for o in comp:
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if not paid:
                continue
            if any(d in prods[o] for u in prods[s] for d in down.get(u, [])) \
                    and paid / inflow[s] > 0.5:
                main[s].append(o)

    C = by_name
    q = QS("supplychain")
    q.add("property", "en", "How old is 俞**?", age["俞**"])
    q.add("property", "en", "Which industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?",
          product["轮胎与橡胶-轮胎-斜交轮胎"]["belongToIndustry"])
    q.add("property", "zh", "任**的年龄是多少？", age["任**"])
    q.add("aggregate", "en", "How many companies is 臧* the legal representative of?",
          len(reps["臧*"]))
    q.add("aggregate", "en", "What is the average age of all the people in the graph?",
          sum(age.values()) / len(age))
    q.add("aggregate", "zh", "属于金融-保险-保险-保险这个产业的产品有几个？",
          sum(1 for r in product.values() if r["belongToIndustry"] == "金融-保险-保险-保险"))
    q.add("relation_hop", "en", "Which companies paid money into 传化****限公司?",
          small(name[t["srcId"]] for t in trans if t["dstId"] == C["传化****限公司"]))
    q.add("relation_hop", "zh", "俞**是哪几家公司的法人代表？", small(reps["俞**"]))
    receivers = [t["dstId"] for t in trans if t["srcId"] == C["传化****限公司"]]
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that 传化****限公司 sent money to?",
          small(sorted({p for c in receivers for p in rep_of[name[c]]},
                       key=lambda p: [p2["name"] for p2 in people].index(p))))
    rep = one(rep_of["吉林奇*化****公司"])
    q.add("two_hop", "en", "How old is the legal representative of 吉林奇*化****公司?", age[rep])
    q.add("superlative", "en", "Which people are the youngest? List all of them if there is a tie.",
          small(top(age, highest=False)))
    q.add("superlative", "zh", "哪家公司收到的转账总额最多？", one(name[c] for c in top(inflow)))
    q.add("filter", "en", "Which companies received a single transfer of more than 1,000,000?",
          small(name[t["dstId"]] for t in trans if t["amt"] > 1000000))
    q.add("filter", "zh", "年龄超过50岁的人有哪些？", small(p for p, a in age.items() if a > 50))
    assert age["夏**"] != age["任**"]
    q.add("comparison", "en", "Who is older, 夏** or 任**?", max(["夏**", "任**"], key=age.get))
    a, b = C["康**股有公司"], C["宝业集****公司"]
    assert inflow[a] != inflow[b]
    q.add("comparison", "zh", "康**股有公司和宝业集****公司，哪一家收到的转账总额更多？",
          name[max([a, b], key=inflow.get)])
    p58 = one(p for p, x in age.items() if x == 58)
    q.add("described", "en",
          "The person who is 58 years old: which companies does he or she legally represent?",
          small(reps[p58]))
    bike = one(c for c in comp if prods[c] == ["消闲用品-自行车"])
    q.add("described", "zh", "唯一经营产品是消闲用品-自行车的那家公司，它的法人代表是谁？",
          small(rep_of[name[bike]]))
    q.add("time_window", "en", "How much did 传化****限公司 send out in the last 30 days?",
          flow(C["传化****限公司"], False, 30))
    q.add("time_window", "en",
          "Which companies received money from 传化****限公司 in the last 60 days?",
          small(name[t["dstId"]] for t in trans
                if t["srcId"] == C["传化****限公司"] and within(t["transDate"], as_of, 60)))
    q.add("time_window", "zh", "近3个月三角***份限公司收到的转账总额是多少？",
          flow(C["三角***份限公司"], True, 90))
    q.add("derived", "en", "Who is the main customer of 传化****限公司?",
          small(name[o] for o in main[C["传化****限公司"]]))
    same = [o for p, cs in reps.items() if "传化****限公司" in cs for o in cs
            if o != "传化****限公司"]
    q.add("derived", "zh", "哪些公司和传化****限公司共同法人？", small(same))
    c = C["传化****限公司"]
    q.add("derived", "en",
          "What is the 6-month cash-flow difference (outflow minus inflow) of 传化****限公司?",
          flow(c, False, 180) - flow(c, True, 180))
    inds = []
    for p in prods[C["康**股有公司"]]:
        assert p in product, p  # every product of this company has a Product.csv row
        inds.append(product[p]["belongToIndustry"])
    q.add("derived", "en", "Which industries does 康**股有公司 belong to?", small(inds))
    return q.items


# ---------------------------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15; multi-value cells split on ',')
# ---------------------------------------------------------------------------------------------

def riskmining():
    as_of = datetime.date(2023, 10, 15)
    person = {r["id"]: r for r in rows(RISK, "Person.csv")}
    pname = {k: r["name"] for k, r in person.items()}
    P = {r["name"]: k for k, r in person.items()}
    assert len(P) == len(person)
    age = {r["name"]: int(r["age"]) for r in person.values()}
    company = {r["id"]: r["name"] for r in rows(RISK, "Company.csv")}
    C = {v: k for k, v in company.items()}
    app = {r["id"]: r for r in rows(RISK, "App.csv")}
    device = {r["id"]: cell(r["install"], ",") for r in rows(RISK, "Device.csv")}
    has_device = defaultdict(set)
    for r in rows(RISK, "Person_hasDevice_Device.csv"):
        has_device[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(RISK, "Person_holdShare_Company.csv"):
        hold[r["src"]].add(r["dst"])
    company_cert = defaultdict(set)  # company row id -> certNum
    for r in rows(RISK, "Company_hasCert_Cert.csv"):
        company_cert[r["src"]].add(r["dst"])
    trans = rows(RISK, "Person_fundTrans_Person.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])

    # developed: more than 5 of the person's (distinct) devices have the app installed
    developed = defaultdict(set)
    for p, ds in has_device.items():
        n = Counter(a for d in ds for a in device[d])
        developed[p] = {a for a, k in n.items() if k > 5}
    # release: person holds shares in a company holding the cert the app uses
    release = defaultdict(set)
    for p, cs in hold.items():
        certs = {x for c in cs for x in company_cert[c]}
        release[p] = {a for a, r in app.items() if r["useCert"] in certs}
    gambling = {a for a, r in app.items() if "赌博" in r["riskMark"]}
    developers = {p for p in person if developed[p] & gambling}
    bosses = {s for s in person
              if any(u in developers and a in developed[u]
                     for a in release[s] & gambling
                     for u in {t["dst"] for t in trans if t["src"] == s})}

    def sent(src, dst=None, n=None):
        return [t for t in trans if t["src"] == src and (dst is None or t["dst"] == dst)
                and (n is None or within(t["transDate"], as_of, n))]

    bo = P["柏*"]
    q = QS("riskmining")
    q.add("property", "en", "How old is 柏*?", age["柏*"])
    q.add("property", "en", "What is 明**'s phone number?", person[P["明**"]]["hasPhone"])
    q.add("property", "zh", "应用com.oStEmG.may的风险标记是什么？", app["com.oStEmG.may"]["riskMark"])
    q.add("aggregate", "en", "How many apps are flagged with the risk mark 诈骗 (fraud)?",
          sum(1 for r in app.values() if r["riskMark"] == "诈骗"))
    q.add("aggregate", "en", "What's the total amount 柏* has transferred to 杜*?",
          sum(t["amt"] for t in sent(bo, P["杜*"])))
    ts = sent(bo, P["裘**"])
    q.add("aggregate", "zh", "柏*转给裘**的转账平均每笔多少钱？", sum(t["amt"] for t in ts) / len(ts))
    q.add("relation_hop", "en", "Which companies does 柏* hold shares in?",
          small(company[c] for c in sorted(hold[bo], key=int)))
    q.add("relation_hop", "zh", "柏*给哪些人转过账？", small(pname[t["dst"]] for t in sent(bo)))
    certs = company_cert[C["**娱乐**公司"]]
    q.add("two_hop", "en", "Which apps use a certificate held by the company **娱乐**公司?",
          small(a for a, r in app.items() if r["useCert"] in certs))
    used = app["com.qIu.VJbJ"]["useCert"]
    q.add("two_hop", "en", "Which companies hold the certificate that the app com.qIu.VJbJ uses?",
          small(company[c] for c in sorted(company_cert, key=int) if used in company_cert[c]))
    q.add("superlative", "en", "Who is the oldest person?", one(top(age)))
    big = max(t["amt"] for t in sent(bo))
    q.add("superlative", "zh", "柏*单笔金额最大的一笔转账转给了谁？",
          one({pname[t["dst"]] for t in sent(bo) if t["amt"] == big}))
    q.add("superlative", "en", "Which person owns the most devices?",
          one(pname[p] for p in top({p: len(ds) for p, ds in has_device.items()})))
    q.add("filter", "en", "Which people received a single transfer of more than 30,000 from 柏*?",
          small(pname[t["dst"]] for t in sent(bo) if t["amt"] > 30000))
    q.add("filter", "zh", "年龄低于30岁的人有哪些？", small(p for p, a in age.items() if a < 30))
    du = sum(t["amt"] for t in sent(bo, P["杜*"]))
    qiu = sum(t["amt"] for t in sent(bo, P["裘**"]))
    assert du != qiu
    q.add("comparison", "en", "Who received more money from 柏* in total, 杜* or 裘**?",
          "杜*" if du > qiu else "裘**")
    nq, nd = len(has_device[P["裘**"]]), len(has_device[P["杜*"]])
    assert nd > nq
    q.add("comparison", "zh", "裘**比杜*少几台设备？", nd - nq)
    phone = one(p for p, r in person.items() if r["hasPhone"] == "132****0000")
    q.add("described", "en",
          "The person whose phone number is 132****0000 - how many companies does that person "
          "hold shares in?", len(hold[phone]))
    p61 = one(p for p, r in person.items() if r["age"] == "61")
    q.add("described", "zh", "年龄为61岁的那个人，手机号是多少？", person[p61]["hasPhone"])
    q.add("time_window", "en", "How much did 柏* transfer in total over the last 30 days?",
          sum(t["amt"] for t in sent(bo, n=30)))
    q.add("time_window", "zh", "近30天柏*转给杜*的总金额是多少？",
          sum(t["amt"] for t in sent(bo, P["杜*"], 30)))
    q.add("derived", "en", "Which apps did 裘** develop?", small(sorted(developed[P["裘**"]])))
    q.add("derived", "zh", "哪些人属于赌博App开发者？",
          small(pname[p] for p in sorted(developers, key=int)))
    q.add("derived", "en", "Who is the boss behind the gambling apps (a 赌博App老板)?",
          small(pname[p] for p in sorted(bosses, key=int)))
    q.add("derived", "en", "Which gambling apps has 柏* released?",
          small(sorted(release[bo] & gambling)))
    return q.items


def main():
    for slug, build in (("acme-supply", acme), ("kag-supplychain", supplychain),
                        ("kag-riskmining", riskmining)):
        items = build()
        assert len(items) == 25, (slug, len(items))
        langs = Counter(i["lang"] for i in items)
        assert langs == Counter({"en": 16, "zh": 9}), (slug, langs)
        path = os.path.join(OUT_DIR, "r23-%s.json" % slug)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        shapes = Counter(i["shape"] for i in items)
        print("%s: %d questions, %s, %s" % (path, len(items), dict(langs), dict(shapes)))


if __name__ == "__main__":
    main()
