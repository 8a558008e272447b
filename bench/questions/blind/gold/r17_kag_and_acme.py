"""Round 17 blind gold for acme-supply, kag-supplychain and kag-riskmining.

Reads only the raw CSV files with Python's csv module (nothing of kagflow) and writes
r17-acme-supply.json, r17-kag-supplychain.json and r17-kag-riskmining.json next to the
blind question folder. Paths are relative to this script: ROOT is four levels up (the
repository root), ACME = ROOT/data/examples/acme-supply/sources, SHARED = ROOT/../shared/datasets.

Readings (README): "the last N days" are the days fewer than N before the as-of date
(acme 2024-06-30 from its kagflow.yaml, the KAG sets 2023-10-15); ties keep every value
(superlatives here are asserted unique); a name repeated in one multi-value cell counts once.
"""
import csv
import json
import os
from collections import defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")
OUT = os.path.join(ROOT, "bench", "questions", "blind")


def read(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(day, as_of, n):
    """the last n days: fewer than n days before as_of (and not after it)."""
    diff = (as_of - d8(day)).days
    return 0 <= diff < n


def unique_max(scores, key=max):
    """the single key with the extreme value; asserts no tie."""
    best = key(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, (winners, best)
    return winners[0]


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a.strip() for a in answer), question
        assert len(set(answer)) == len(answer), (question, answer)
        if shape in ("superlative", "comparison", "described"):
            assert len(answer) == 1, (question, answer)
        if shape == "filter":
            assert len(answer) <= 15, (question, len(answer))
        self.items.append({
            "id": f"{self.prefix}-r17-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        shapes = defaultdict(int)
        langs = defaultdict(int)
        for q in self.items:
            shapes[q["shape"]] += 1
            langs[q["lang"]] += 1
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
                "described": 1}
        assert dict(shapes) == want, dict(shapes)
        assert dict(langs) == {"en": 16, "zh": 9}, dict(langs)

    def write(self, fname):
        self.check()
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = date(2024, 6, 30)  # kagflow.yaml as_of
    comp = {r["id"]: r for r in read(ACME, "Company.csv")}
    name = {i: r["name"] for i, r in comp.items()}
    byname = {r["name"]: i for i, r in comp.items()}
    assert len(byname) == len(comp)
    people = read(ACME, "Person.csv")
    reps = {p["name"]: uniq(x.strip() for x in p["legalRepresentative"].split(";") if x.strip())
            for p in people}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in byname, c
            rep_of[c].append(p)
    age = {p["name"]: int(p["age"]) for p in people}
    trans = read(ACME, "Company_fundTrans_Company.csv")
    prods = {i: uniq(x for x in r["product"].split(";") if x) for i, r in comp.items()}
    chain = {r["id"]: [x for x in r["hasSupplyChain"].split(";") if x]
             for r in read(ACME, "Product.csv")}
    last = defaultdict(list)
    for p in set(chain) | {x for v in chain.values() for x in v} | {x for v in prods.values() for x in v}:
        last[p.split("-")[-1]].append(p)
    assert all(len(v) == 1 for v in last.values()), last  # last segments are unique

    def prod(seg):
        return last[seg][0]

    q = QSet("acme")
    acme_id = byname["Acme Motors"]
    ohara = byname["O'Hara, Lamb & Sons"]

    # relation_hop
    q.add("relation_hop", "en", "Which companies has Acme Motors sent money to?",
          uniq(name[t["dstId"]] for t in trans if t["srcId"] == acme_id))
    q.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          rep_of["Granite Insurance"])
    q.add("relation_hop", "zh", "Bram de Vries 担任哪些公司的法定代表人？", reps["Bram de Vries"])
    q.add("relation_hop", "en", "Which companies produce synthetic rubber?",
          [name[i] for i in comp if prod("Synthetic rubber") in prods[i]])
    q.add("relation_hop", "zh", "有哪些公司向 O'Hara, Lamb & Sons 付过款？",
          uniq(name[t["srcId"]] for t in trans if t["dstId"] == ohara))

    # property
    q.add("property", "en", "In what year was Fjord Steel AS founded?",
          comp[byname["Fjord Steel AS"]]["founded"])
    q.add("property", "en", "How old is Chloe Tan?", age["Chloe Tan"])
    q.add("property", "zh", "Helix Chemicals 的国家代码是什么？", comp[byname["Helix Chemicals"]]["country"])
    delta = byname["Delta Cells GmbH"]
    q.add("property", "en", "What is the total inflow of money recorded for Delta Cells GmbH?",
          sum(int(t["transAmt"]) for t in trans if t["dstId"] == delta))

    # two_hop
    r = rep_of["Helix Chemicals"]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of Helix Chemicals?", age[r[0]])
    shared = uniq(c for p in rep_of["Granite Insurance"] for c in reps[p] if c != "Granite Insurance")
    q.add("two_hop", "en", "Which companies share a legal representative with Granite Insurance?", shared)
    q.add("two_hop", "zh", "Acme Motors 付过款的那些公司分别在哪些国家（国家代码）？",
          uniq(comp[t["dstId"]]["country"] for t in trans if t["srcId"] == acme_id))
    tyres = prod("Tyres")
    inputs = [p for p, downs in chain.items() if tyres in downs]
    q.add("two_hop", "en", "Which companies make the products that feed into tyres?",
          [name[i] for i in comp if any(p in prods[i] for p in inputs)])

    # aggregate
    q.add("aggregate", "en", "What is the total amount Acme Motors has paid out across all of its transfers?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == acme_id))
    q.add("aggregate", "zh", "国家代码为 US 的公司一共有几家？",
          sum(1 for r in comp.values() if r["country"] == "US"))
    q.add("aggregate", "en", "How many transfers has O'Hara, Lamb & Sons received?",
          sum(1 for t in trans if t["dstId"] == ohara))

    # superlative
    q.add("superlative", "en", "Which company was founded earliest?",
          name[unique_max({i: int(r["founded"]) for i, r in comp.items()}, min)])
    q.add("superlative", "zh", "数据中年龄最大的人是谁？", unique_max(age))
    biggest = unique_max({k: int(t["transAmt"]) for k, t in enumerate(trans)})
    q.add("superlative", "en", "Which company was on the receiving end of the single largest transfer?",
          name[trans[biggest]["dstId"]])

    # comparison
    g, f = comp[byname["Granite Insurance"]], comp[byname["Fjord Steel AS"]]
    assert g["founded"] != f["founded"]
    q.add("comparison", "en", "Which was founded earlier, Granite Insurance or Fjord Steel AS?",
          "Granite Insurance" if int(g["founded"]) < int(f["founded"]) else "Fjord Steel AS")
    east = byname["Eastwind Logistics"]
    to_o = sum(int(t["transAmt"]) for t in trans if t["srcId"] == acme_id and t["dstId"] == ohara)
    to_e = sum(int(t["transAmt"]) for t in trans if t["srcId"] == acme_id and t["dstId"] == east)
    assert to_o > to_e
    q.add("comparison", "zh", "Acme Motors 付给 O'Hara, Lamb & Sons 的总金额比付给 Eastwind Logistics 的多多少？",
          to_o - to_e)

    # filter
    q.add("filter", "en", "List the companies founded before 1960.",
          [name[i] for i, r in comp.items() if int(r["founded"]) < 1960])
    q.add("filter", "zh", "哪些人的年龄超过40岁？", [p for p, a in age.items() if a > 40])

    # time_window
    q.add("time_window", "en", "Which companies received money from Acme Motors in the last 30 days?",
          uniq(name[t["dstId"]] for t in trans
               if t["srcId"] == acme_id and within(t["transDate"], as_of, 30)))

    # described
    hits = [name[i] for i, r in comp.items() if r["country"] == "US" and r["founded"] == "1955"]
    assert len(hits) == 1
    q.add("described", "zh", "国家代码为 US、成立于1955年的是哪家公司？", hits)

    q.write("r17-acme-supply.json")
    return q


# ------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    comp = {r["id"]: r for r in read(SC, "Company.csv")}
    for u in read(SC, "CompanyUpdate.csv"):  # the update replaces one company's products
        comp[u["id"]] = {"id": u["id"], "name": u["name"], "product": u["products"]}
    name = {i: r["name"] for i, r in comp.items()}
    byname = {v: k for k, v in name.items()}
    assert len(byname) == len(name)
    prods = {i: uniq(x for x in r["product"].split(",") if x) for i, r in comp.items()}
    people = read(SC, "Person.csv")
    reps = {p["name"]: uniq(x for x in p["legalRepresentative"].split(",") if x) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in byname, c
            rep_of[c].append(p)
    trans = read(SC, "Company_fundTrans_Company.csv")
    events = read(SC, "ProductChainEvent.csv")

    def inflow(cid):
        return sum(int(t["transAmt"]) for t in trans if t["dstId"] == cid)

    q = QSet("supplychain")
    chuanhua = byname["传化****限公司"]
    sanjiao = byname["三角***份限公司"]

    # relation_hop
    q.add("relation_hop", "en", "Which companies is 樊** the legal representative of?", reps["樊**"])
    q.add("relation_hop", "en", "Who is the legal representative of 新丝**旅*公司?", rep_of["新丝**旅*公司"])
    q.add("relation_hop", "en", "Which companies have transferred money to 传化****限公司?",
          uniq(name[t["srcId"]] for t in trans if t["dstId"] == chuanhua))
    q.add("relation_hop", "zh", "鹰君集**公司经营的产品是什么？", prods[byname["鹰君集**公司"]])
    q.add("relation_hop", "en", "Which companies did 三角***份限公司 send money to?",
          uniq(name[t["dstId"]] for t in trans if t["srcId"] == sanjiao))

    # property
    q.add("property", "en", "How old is 骆*?", age["骆*"])
    q.add("property", "en", "What is the total inflow recorded for 传化****限公司?", inflow(chuanhua))
    gd = byname["广东***通*份*公司"]
    amts = [t["transAmt"] for t in trans if t["srcId"] == gd and t["dstId"] == chuanhua]
    assert len(amts) == 1
    q.add("property", "zh", "广东***通*份*公司转给传化****限公司的那笔款项金额是多少？", amts)
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    q.add("property", "en", "What trend does the product chain event 顺丁橡胶成本上涨 record?", ev[0]["trend"])

    # two_hop
    r = rep_of["康**股有公司"]
    assert len(r) == 1
    q.add("two_hop", "en", "What is the age of the legal representative of 康**股有公司?", age[r[0]])
    q.add("two_hop", "en", "Which companies share a legal representative with 联想**有公司?",
          uniq(c for p in rep_of["联想**有公司"] for c in reps[p] if c != "联想**有公司"))
    jiang = {byname[c] for c in reps["江*"]}
    q.add("two_hop", "zh", "江*担任法人代表的公司收到过哪些公司的转账？",
          uniq(name[t["srcId"]] for t in trans if t["dstId"] in jiang))
    ni = {byname[c] for c in reps["倪**"]}
    q.add("two_hop", "en", "Which companies received money from the companies that 倪** legally represents?",
          uniq(name[t["dstId"]] for t in trans if t["srcId"] in ni))

    # aggregate
    q.add("aggregate", "en", "How many separate transfers did 三角***份限公司 receive?",
          sum(1 for t in trans if t["dstId"] == sanjiao))
    q.add("aggregate", "en", "What was the combined value of the transfers 传化****限公司 made in August 2023?",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == chuanhua and t["transDate"].startswith("202308")))
    zang = {byname[c] for c in reps["臧*"]}
    q.add("aggregate", "zh", "臧*担任法人代表的公司里，有几家有过向其他公司转出资金的记录？",
          len({t["srcId"] for t in trans if t["srcId"] in zang}))

    # superlative
    q.add("superlative", "en", "Which company took in the largest total amount of incoming transfers?",
          name[unique_max({c: inflow(c) for c in {t["dstId"] for t in trans}})])
    q.add("superlative", "en", "Who is the oldest legal representative in the data?", unique_max(age))
    big = unique_max({k: int(t["transAmt"]) for k, t in enumerate(trans)})
    q.add("superlative", "zh", "单笔金额最大的那笔转账是由哪家公司转出的？", name[trans[big]["srcId"]])

    # comparison
    assert age["夏**"] != age["任**"]
    q.add("comparison", "en", "Who is older, 夏** or 任**?", "夏**" if age["夏**"] > age["任**"] else "任**")
    kang, baoye = byname["康**股有公司"], byname["宝业集****公司"]
    a = sum(int(t["transAmt"]) for t in trans if t["srcId"] == chuanhua and t["dstId"] == kang)
    b = sum(int(t["transAmt"]) for t in trans if t["srcId"] == chuanhua and t["dstId"] == baoye)
    assert a > b
    q.add("comparison", "zh", "传化****限公司转给康**股有公司的钱比转给宝业集****公司的多多少？", a - b)

    # filter
    q.add("filter", "en", "Which companies received a single transfer of more than 300,000 from 传化****限公司?",
          uniq(name[t["dstId"]] for t in trans if t["srcId"] == chuanhua and int(t["transAmt"]) > 300000))
    q.add("filter", "zh", "年龄不超过21岁的法人代表有哪些？", [p for p, a in age.items() if a <= 21])

    # time_window
    q.add("time_window", "zh", "截至2023年10月15日，传化****限公司近90天内向其他公司转出的资金总额是多少？",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == chuanhua and within(t["transDate"], as_of, 90)))

    # described
    hits = [p for p in reps if age[p] == 47 and len(reps[p]) == 1]
    assert len(hits) == 1
    q.add("described", "zh", "哪位法人代表今年47岁、并且只担任一家公司的法人？", hits)

    q.write("r17-kag-supplychain.json")
    return q


# -------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = date(2023, 10, 15)
    person = {r["id"]: r for r in read(RM, "Person.csv")}
    pname = {i: r["name"] for i, r in person.items()}
    pid = {v: k for k, v in pname.items()}
    assert len(pid) == len(person)
    age = {r["name"]: int(r["age"]) for r in person.values()}
    dev = {r["id"]: r for r in read(RM, "Device.csv")}
    by_umid = {r["umid"]: i for i, r in dev.items()}
    assert len(by_umid) == len(dev)
    installs = {i: uniq(x for x in r["install"].split(",") if x) for i, r in dev.items()}
    app = {r["id"]: r for r in read(RM, "App.csv")}
    cert_num = {r["id"]: r["certNum"] for r in read(RM, "Cert.csv")}
    comp = {r["id"]: r for r in read(RM, "Company.csv")}
    comp_certs = defaultdict(set)
    for r in read(RM, "Company_hasCert_Cert.csv"):
        comp_certs[r["src"]].add(r["dst"])
    owns = defaultdict(list)
    owners = defaultdict(list)
    for r in read(RM, "Person_hasDevice_Device.csv"):
        if r["dst"] not in owns[r["src"]]:
            owns[r["src"]].append(r["dst"])
            owners[r["dst"]].append(r["src"])
    trans = read(RM, "Person_fundTrans_Person.csv")

    q = QSet("riskmining")
    bai = pid["柏*"]

    # relation_hop
    q.add("relation_hop", "zh", "柏*给哪些人转过账？", uniq(pname[t["dst"]] for t in trans if t["src"] == bai))
    q.add("relation_hop", "en", "Which apps are installed on the device with umid 6a:cc:9a:6c:d9:36?",
          installs[by_umid["6a:cc:9a:6c:d9:36"]])
    o = owners[by_umid["75:f8:ce:bb:d6:e1"]]
    assert len(o) == 1
    q.add("relation_hop", "en", "Who owns the device whose umid is 75:f8:ce:bb:d6:e1?", [pname[x] for x in o])
    q.add("relation_hop", "zh", "应用 com.qIu.VJbJ 使用的证书编号是什么？", app["com.qIu.VJbJ"]["useCert"])
    c = "1ef0e106653b871d429cfab0cd5ea70a"
    assert c in cert_num.values()
    q.add("relation_hop", "en", f"Which apps use the certificate numbered {c}?",
          [a for a, r in app.items() if r["useCert"] == c])

    # property
    q.add("property", "en", "How old is 明**?", age["明**"])
    q.add("property", "en", "What is 夏*'s phone number?", person[pid["夏*"]]["hasPhone"])
    q.add("property", "en", "What risk mark does the app com.oStEmG.may carry?", app["com.oStEmG.may"]["riskMark"])
    q.add("property", "zh", "郎**今年多大？", age["郎**"])

    # two_hop
    d = owns[pid["左**"]]
    assert len(d) == 1
    q.add("two_hop", "en", "What is the umid of the device that 左** owns?", dev[d[0]]["umid"])
    d = owns[pid["穆**"]]
    assert len(d) == 1
    q.add("two_hop", "en", "Which apps are installed on 穆**'s device?", installs[d[0]])
    q.add("two_hop", "zh", "祁**的设备上装了哪些风险标记为赌博的应用？",
          uniq(a for dd in owns[pid["祁**"]] for a in installs[dd] if app[a]["riskMark"] == "赌博"))
    cert = app["com.FtseGg.URbin.mdWFR.IuecfgL"]["useCert"]
    q.add("two_hop", "en", "Which companies hold the certificate that com.FtseGg.URbin.mdWFR.IuecfgL uses?",
          [comp[k]["name"] for k in comp if cert in comp_certs[k]])

    # aggregate
    wu = pid["邬**"]
    q.add("aggregate", "en", "How much money in total did 柏* transfer to 邬**?",
          sum(int(t["transAmt"]) for t in trans if t["src"] == bai and t["dst"] == wu))
    q.add("aggregate", "en", "How many transfers did 杜* receive?", sum(1 for t in trans if t["dst"] == pid["杜*"]))
    q.add("aggregate", "zh", "风险标记为诈骗的应用一共有多少个？",
          sum(1 for r in app.values() if r["riskMark"] == "诈骗"))

    # superlative
    q.add("superlative", "en", "Which person owns the most devices?",
          pname[unique_max({p: len(owns[p]) for p in person})])
    q.add("superlative", "en", "Who is the oldest person in the dataset?", unique_max(age))
    big = unique_max({k: int(t["transAmt"]) for k, t in enumerate(trans) if t["src"] == bai})
    q.add("superlative", "zh", "柏*金额最大的一笔转账转给了谁？", pname[trans[big]["dst"]])

    # comparison
    qiu, du = pid["裘**"], pid["杜*"]
    a = sum(int(t["transAmt"]) for t in trans if t["src"] == bai and t["dst"] == qiu)
    b = sum(int(t["transAmt"]) for t in trans if t["src"] == bai and t["dst"] == du)
    assert a != b
    q.add("comparison", "en", "Who received more money from 柏* in total, 裘** or 杜*?", "裘**" if a > b else "杜*")
    assert age["穆**"] != age["袁*"]
    q.add("comparison", "zh", "穆**和袁*谁的年龄更大？", "穆**" if age["穆**"] > age["袁*"] else "袁*")

    # filter
    q.add("filter", "en", "Which people are older than 55?", [p for p, a in age.items() if a > 55])
    assert not any(a in (40, 50) for a in age.values())
    q.add("filter", "zh", "年龄在40到50岁之间的人有哪些？", [p for p, a in age.items() if 40 <= a <= 50])

    # time_window
    q.add("time_window", "en", "How much did 柏* transfer in total over the last 30 days?",
          sum(int(t["transAmt"]) for t in trans if t["src"] == bai and within(t["transDate"], as_of, 30)))

    # described
    c = "bbeb59fa2d6812ec1ed4719f34add059"
    hits = [a for a, r in app.items() if r["riskMark"] == "诈骗" and r["useCert"] == c]
    assert len(hits) == 1
    q.add("described", "zh", f"风险标记为诈骗、并且使用证书编号 {c} 的是哪个应用？", hits)

    q.write("r17-kag-riskmining.json")
    return q


if __name__ == "__main__":
    for build in (acme, supplychain, riskmining):
        qs = build()
        for item in qs.items:
            print(item["id"], item["shape"], item["lang"], item["question"], "=>", item["answer"])
