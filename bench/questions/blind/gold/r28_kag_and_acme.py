"""Round 28 blind questions for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the raw CSV files with the csv module
(derived-rule relations from the rule definitions in the schemas).
Run: python3 bench/questions/blind/gold/r28_kag_and_acme.py
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SHARED = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [x.strip() for x in cell.split(sep) if x.strip()] if cell else []


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def days_before(asof, yyyymmdd):
    d = datetime.date(int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:8]))
    return (asof - d).days


def argmax(d, reverse=False):
    """All keys tied for the max (min when reverse) value."""
    best = (min if reverse else max)(d.values())
    return sorted(k for k, v in d.items() if v == best)


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        answer = list(dict.fromkeys(answer))
        assert answer and all(a != "" for a in answer), (question, answer)
        self.items.append({
            "id": "%s-r28-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, fname):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25 and langs == {"en": 16, "zh": 9}, (fname, len(self.items), langs)
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    asof = datetime.date(2024, 6, 30)
    comp = rows(ACME, "Company.csv")
    pers = rows(ACME, "Person.csv")
    prod = rows(ACME, "Product.csv")
    tr = rows(ACME, "Company_fundTrans_Company.csv")
    by_id = {c["id"]: c for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    name = {c["id"]: c["name"] for c in comp}
    products = {c["id"]: split(c["product"], ";") for c in comp}
    down = defaultdict(set)
    for p in prod:
        down[p["id"]].update(split(p["hasSupplyChain"], ";"))
    pname = {p["name"]: p for p in pers}
    reps = {p["name"]: [cid[n] for n in split(p["legalRepresentative"], ";")] for p in pers}
    rep_of = defaultdict(set)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].add(pn)
    makers = defaultdict(set)
    for c, ps in products.items():
        for p in ps:
            makers[p].add(c)
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])

    def main_customers(s):
        # (s)-[:product]->(up)-[:hasSupplyChain]->(down)<-[:product]-(o), (o)-[t:fundTrans]->(s)
        res = []
        for o in by_id:
            linked = any(d in products[o] for up in products[s] for d in down[up])
            paid = sum(int(t["transAmt"]) for t in tr if t["srcId"] == o and t["dstId"] == s)
            if linked and paid and paid * 1.0 / inflow[s] > 0.5:
                res.append(name[o])
        return sorted(res)

    q = QS("acme")
    A = "Acme Motors"
    OH = "O'Hara, Lamb & Sons"
    # property
    q.add("property", "en", "In which country is Borealis Rubber Works based?",
          by_id[cid["Borealis Rubber Works"]]["country"])
    q.add("property", "en", "What year was O'Hara, Lamb & Sons founded?", by_id[cid[OH]]["founded"])
    q.add("property", "en", "How old is Dara O'Hara?", pname["Dara O'Hara"]["age"])
    q.add("property", "en", "Which country is Granite Insurance from?",
          by_id[cid["Granite Insurance"]]["country"])
    q.add("property", "zh", "Fjord Steel AS 是哪一年成立的？", by_id[cid["Fjord Steel AS"]]["founded"])
    q.add("property", "zh", "Chloe Tan 今年多大？", pname["Chloe Tan"]["age"])
    # aggregate
    q.add("aggregate", "en", "How much money has Acme Motors transferred out in total?", outflow[cid[A]])
    q.add("aggregate", "en", "How many fund transfers did O'Hara, Lamb & Sons receive?",
          sum(1 for t in tr if t["dstId"] == cid[OH]))
    q.add("aggregate", "en", "What is the average age of the people in the data?",
          sum(int(p["age"]) for p in pers) / len(pers))
    q.add("aggregate", "zh", "有几家公司位于美国（US）？",
          sum(1 for c in comp if c["country"] == "US"))
    q.add("aggregate", "zh", "Acme Motors 一共向 O'Hara, Lamb & Sons 支付了多少钱？",
          sum(int(t["transAmt"]) for t in tr if t["srcId"] == cid[A] and t["dstId"] == cid[OH]))
    # relation_hop
    q.add("relation_hop", "en", "Which companies is Ada Moreno the boss (legal rep) of?",
          sorted(name[c] for c in reps["Ada Moreno"]))
    q.add("relation_hop", "zh", "哪些公司生产 Chemicals-Rubber-Synthetic rubber？",
          sorted(name[c] for c in makers["Chemicals-Rubber-Synthetic rubber"]))
    # derived rules
    q.add("relation_hop", "en", "Which companies share a legal representative with Granite Insurance?",
          sorted(name[o] for u in rep_of[cid["Granite Insurance"]] for o in reps[u]
                 if o != cid["Granite Insurance"]))
    q.add("relation_hop", "zh", "Delta Cells GmbH 的主要客户是谁？", main_customers(cid["Delta Cells GmbH"]))
    # two_hop
    q.add("two_hop", "en", "What products are made by the companies Bram de Vries represents?",
          sorted({p for c in reps["Bram de Vries"] for p in products[c]}))
    q.add("two_hop", "en", "Which companies make the products that feed directly into Vehicles-Cars?",
          sorted({name[c] for up, ds in down.items() if "Vehicles-Cars" in ds for c in makers[up]}))
    q.add("two_hop", "zh", "给 Acme Motors 付过钱的公司，它们的法人是谁？",
          sorted({u for t in tr if t["dstId"] == cid[A] for u in rep_of[t["srcId"]]}))
    # superlative
    q.add("superlative", "en", "Which company has received the most money in total?",
          [name[c] for c in argmax(inflow)])
    q.add("superlative", "en", "Who is the oldest person?",
          argmax({p["name"]: int(p["age"]) for p in pers}))
    q.add("superlative", "zh", "哪家公司成立得最早？",
          [name[c] for c in argmax({c["id"]: int(c["founded"]) for c in comp}, reverse=True)])
    # filter / comparison / time_window
    q.add("time_window", "en",
          "How much did Acme Motors pay out in the last 30 days before the as-of date?",
          sum(int(t["transAmt"]) for t in tr
              if t["srcId"] == cid[A] and days_before(asof, t["transDate"]) < 30))
    q.add("comparison", "en", "Which was founded earlier, Helix Chemicals or Granite Insurance?",
          min(["Helix Chemicals", "Granite Insurance"], key=lambda n: int(by_id[cid[n]]["founded"])))
    q.add("filter", "en", "Which companies were founded after 1980?",
          sorted(c["name"] for c in comp if int(c["founded"]) > 1980))
    q.add("time_window", "zh", "截至数据日期前30天内，哪些公司收到过转账？",
          sorted({name[t["dstId"]] for t in tr if days_before(asof, t["transDate"]) < 30}))
    return q


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    asof = datetime.date(2023, 10, 15)
    comp = rows(SC, "Company.csv")
    upd = rows(SC, "CompanyUpdate.csv")
    pers = rows(SC, "Person.csv")
    prod = rows(SC, "Product.csv")
    tr = rows(SC, "Company_fundTrans_Company.csv")
    ev = rows(SC, "ProductChainEvent.csv")
    avoid = {u["id"] for u in upd}  # products changed by CompanyUpdate.csv: never ask about them
    name = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(name)
    # no two names that differ only by asterisks
    assert len({n.replace("*", "") for n in cid}) == len(cid)
    products = {c["id"]: split(c["product"], ",") for c in comp}
    industry = {}
    down = {}
    for p in prod:  # duplicated rows are identical
        assert industry.get(p["id"], p["belongToIndustry"]) == p["belongToIndustry"]
        industry[p["id"]] = p["belongToIndustry"]
        down[p["id"]] = split(p["hasSupplyChain"], ",")
    age = {p["name"]: int(p["age"]) for p in pers}
    assert len(age) == len(pers)
    reps = {p["name"]: list(dict.fromkeys(cid[n] for n in split(p["legalRepresentative"], ","))) for p in pers}
    rep_of = defaultdict(set)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].add(pn)
    makers = defaultdict(set)
    for c, ps in products.items():
        for p in ps:
            makers[p].add(c)
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])

    def make(p):
        assert not (makers[p] & avoid), p
        return makers[p]

    def industries(c):
        assert c not in avoid
        assert all(p in industry for p in products[c]), c  # every product has an industry row
        return sorted({industry[p] for p in products[c]})

    def main_customers(s):
        res = []
        for o in name:
            linked = any(d in products[o] for up in products[s] for d in down.get(up, []))
            paid = sum(int(t["transAmt"]) for t in tr if t["srcId"] == o and t["dstId"] == s)
            if linked and paid and paid * 1.0 / inflow[s] > 0.5:
                res.append(name[o])
        return sorted(res)

    q = QS("supplychain")
    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    # property
    q.add("property", "en", "How old is 庞*?", age["庞*"])
    q.add("property", "en", "Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?",
          industry["商品化工-橡胶-合成橡胶-顺丁橡胶"])
    q.add("property", "en", "What is the trend of the product chain event 顺丁橡胶成本上涨?",
          [e["trend"] for e in ev if e["name"] == "顺丁橡胶成本上涨"])
    q.add("property", "zh", "尤**的年龄是多少？", age["尤**"])
    q.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？",
          [e["subject"] for e in ev if e["name"] == "顺丁橡胶成本上涨"])
    # aggregate
    q.add("aggregate", "en", "How much money has 传化****限公司 received in total?", inflow[CH])
    q.add("aggregate", "en", "How many different companies did 传化****限公司 transfer money to?",
          len({t["dstId"] for t in tr if t["srcId"] == CH}))
    q.add("aggregate", "en", "How many companies is 江* the legal representative of?", len(reps["江*"]))
    q.add("aggregate", "en", "How many companies make 消闲用品-自行车?", len(make("消闲用品-自行车")))
    q.add("aggregate", "zh", "三角***份限公司总共收到了多少资金？", inflow[SJ])
    # relation_hop
    q.add("relation_hop", "en", "Who is the legal representative of 联想**有公司?",
          sorted(rep_of[cid["联想**有公司"]]))
    q.add("relation_hop", "en", "Which companies produce 轮胎与橡胶-轮胎-工程轮胎?",
          sorted(name[c] for c in make("轮胎与橡胶-轮胎-工程轮胎")))
    q.add("relation_hop", "en", "Which industries is 中*电子***技*公司 in?", industries(cid["中*电子***技*公司"]))
    q.add("relation_hop", "zh", "传化****限公司的主要客户是哪家公司？", main_customers(CH))
    q.add("relation_hop", "zh", "哪些公司和开达集**公司是同一个法人？",
          sorted({name[o] for u in rep_of[cid["开达集**公司"]] for o in reps[u] if o != cid["开达集**公司"]}))
    # two_hop
    # persons 华* and 华** differ only by an asterisk: neither is asked about
    q.add("two_hop", "en", "What products do the companies whose boss is 倪** make?",
          sorted({p for c in reps["倪**"] for p in products[c]}))
    assert not set(reps["倪**"]) & avoid
    q.add("two_hop", "en", "Who are the legal representatives of the companies that make 保险-财产与意外伤害保险-机动车辆险?",
          sorted({u for c in make("保险-财产与意外伤害保险-机动车辆险") for u in rep_of[c]}))
    q.add("two_hop", "zh", "向传化****限公司转过账的公司，它们的法人代表是谁？",
          sorted({u for t in tr if t["dstId"] == CH for u in rep_of[t["srcId"]]}))
    # superlative
    paid_by_ch = defaultdict(int)
    for t in tr:
        if t["srcId"] == CH:
            paid_by_ch[t["dstId"]] += int(t["transAmt"])
    q.add("superlative", "en", "Which company did 传化****限公司 pay the most money to?",
          [name[c] for c in argmax(paid_by_ch)])
    q.add("superlative", "en", "Who is the youngest person?", argmax(age, reverse=True))
    q.add("superlative", "zh", "哪家公司单笔转出的金额最大？",
          sorted({name[t["srcId"]] for t in tr if int(t["transAmt"]) == max(int(x["transAmt"]) for x in tr)}))
    # filter / comparison / time_window
    q.add("time_window", "en",
          "How much did 传化****限公司 transfer out in the last 30 days before 2023-10-15?",
          sum(int(t["transAmt"]) for t in tr if t["srcId"] == CH and days_before(asof, t["transDate"]) < 30))
    q.add("comparison", "en", "Who is older, 樊** or 倪**?", max(["樊**", "倪**"], key=lambda n: age[n]))
    q.add("filter", "zh", "哪些公司收到过单笔超过50万元的转账？",
          sorted({name[t["dstId"]] for t in tr if int(t["transAmt"]) > 500000}))
    q.add("time_window", "zh", "传化****限公司近3个月（截至2023-10-15）流入的资金是多少？",
          sum(int(t["transAmt"]) for t in tr if t["dstId"] == CH and days_before(asof, t["transDate"]) < 90))
    return q


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    asof = datetime.date(2023, 10, 15)
    pers = rows(RM, "Person.csv")
    apps = rows(RM, "App.csv")
    dev = rows(RM, "Device.csv")
    comp = rows(RM, "Company.csv")
    tr = rows(RM, "Person_fundTrans_Person.csv")
    hd = rows(RM, "Person_hasDevice_Device.csv")
    hs = rows(RM, "Person_holdShare_Company.csv")
    chc = rows(RM, "Company_hasCert_Cert.csv")
    phc = rows(RM, "Person_hasCert_Cert.csv")
    pname = {p["id"]: p["name"] for p in pers}
    pid = {p["name"]: p["id"] for p in pers}
    assert len(pid) == len(pname)
    pby = {p["name"]: p for p in pers}
    app = {a["id"]: a for a in apps}
    installs = {d["id"]: list(dict.fromkeys(split(d["install"], ","))) for d in dev}
    umid = {d["id"]: d["umid"] for d in dev}
    owners = defaultdict(set)
    devices = defaultdict(set)
    for e in hd:
        owners[e["dst"]].add(e["src"])
        devices[e["src"]].add(e["dst"])
    # developed: person has more than 5 devices with the app installed
    developed = defaultdict(set)
    for p, ds in devices.items():
        cnt = Counter(a for d in ds for a in installs[d])
        developed[p] = {a for a, n in cnt.items() if n > 5}
    # release: person holds shares in a company that has a certificate the app uses (certNum)
    ccert = defaultdict(set)
    for e in chc:
        ccert[e["src"]].add(e["dst"])
    release = defaultdict(set)
    for e in hs:
        for a in apps:
            if a["useCert"] in ccert[e["dst"]]:
                release[e["src"]].add(a["id"])
    gambling = {a["id"] for a in apps if "赌博" in a["riskMark"]}
    gdev = sorted(pname[p] for p in developed if developed[p] & gambling)
    sends = defaultdict(set)
    for t in tr:
        sends[t["src"]].add(t["dst"])
    bosses = sorted({pname[s] for s in release for a in release[s] & gambling
                     for u in developed if a in developed[u] and u in sends[s]})
    install_count = Counter(a for d in installs for a in installs[d])

    q = QS("riskmining")
    BAI = pid["柏*"]
    # property
    q.add("property", "en", "How old is 柏*?", pby["柏*"]["age"])
    q.add("property", "en", "What is the phone number of 方*?", pby["方*"]["hasPhone"])
    q.add("property", "en", "What risk mark does the app com.oStEmG.may carry?", app["com.oStEmG.may"]["riskMark"])
    q.add("property", "en", "Which certificate number does the app com.qIu.VJbJ use?", app["com.qIu.VJbJ"]["useCert"])
    q.add("property", "zh", "设备45的umid是什么？", umid["45"])
    q.add("property", "zh", "萧*的电话号码是多少？", pby["萧*"]["hasPhone"])
    # aggregate
    q.add("aggregate", "en", "How much money did 柏* transfer to 邬** in total?",
          sum(int(t["transAmt"]) for t in tr if t["src"] == BAI and t["dst"] == pid["邬**"]))
    q.add("aggregate", "en", "How many transfers did 杜* receive?", sum(1 for t in tr if t["dst"] == pid["杜*"]))
    q.add("aggregate", "zh", "邬**名下有几台设备？", len(devices[pid["邬**"]]))
    q.add("aggregate", "en", "How many apps are flagged as fraud (诈骗)?",
          sum(1 for a in apps if a["riskMark"] == "诈骗"))
    q.add("aggregate", "zh", "柏*一共转出了多少钱？", sum(int(t["transAmt"]) for t in tr if t["src"] == BAI))
    # relation_hop
    q.add("relation_hop", "en", "Who owns device 45?", sorted(pname[p] for p in owners["45"]))
    q.add("relation_hop", "en", "Which person holds the certificate 33fdf452aa9cd145ba096c364a250ee8?",
          sorted(pname[e["src"]] for e in phc if e["dst"] == "33fdf452aa9cd145ba096c364a250ee8"))
    q.add("relation_hop", "en", "Who is the gambling app boss?", bosses)
    q.add("relation_hop", "zh", "哪些人拥有设备25？", sorted(pname[p] for p in owners["25"]))
    # two_hop
    q.add("two_hop", "en", "Who owns the devices that have com.DRjvlr.RPTUvGU installed?",
          sorted({pname[p] for d in installs if "com.DRjvlr.RPTUvGU" in installs[d] for p in owners[d]}))
    q.add("two_hop", "en", "Which apps are installed on the devices owned by 方*?",
          sorted({a for d in devices[pid["方*"]] for a in installs[d]}))
    q.add("two_hop", "zh", "柏*发布的应用中，哪些是赌博应用？", sorted(release[BAI] & gambling))
    # superlative
    # not asked: "which app is on the most devices" -- devices 3, 16 and 20 list apps twice, so
    # counting rows gives com.Yirmf.MZx.NKC.Xqp alone but counting devices ties it with com.qIu.VJbJ
    q.add("superlative", "en", "Which person owns the most devices?",
          [pname[p] for p in argmax({p: len(ds) for p, ds in devices.items()})])
    q.add("superlative", "en", "Who is the oldest person?", argmax({p["name"]: int(p["age"]) for p in pers}))
    biggest = max(int(t["transAmt"]) for t in tr if t["src"] == BAI)
    q.add("superlative", "zh", "柏*金额最大的一笔转账转给了谁？",
          sorted({pname[t["dst"]] for t in tr if t["src"] == BAI and int(t["transAmt"]) == biggest}))
    # filter / comparison / time_window
    q.add("time_window", "en", "How much did 柏* send in the last 30 days before 2023-10-15?",
          sum(int(t["transAmt"]) for t in tr if t["src"] == BAI and days_before(asof, t["transDate"]) < 30))
    got = defaultdict(int)
    for t in tr:
        if t["src"] == BAI:
            got[t["dst"]] += int(t["transAmt"])
    assert got[pid["裘**"]] != got[pid["杜*"]]
    q.add("comparison", "en", "Who received more money from 柏*, 裘** or 杜*?",
          max(["裘**", "杜*"], key=lambda n: got[pid[n]]))
    q.add("filter", "zh", "哪些人的年龄超过55岁？", sorted(p["name"] for p in pers if int(p["age"]) > 55))
    q.add("filter", "zh", "柏*单笔转账超过3万元的收款人有哪些？",
          sorted({pname[t["dst"]] for t in tr if t["src"] == BAI and int(t["transAmt"]) > 30000}))
    return q, gdev


if __name__ == "__main__":
    a = acme()
    a.write("r28-acme-supply.json")
    supplychain().write("r28-kag-supplychain.json")
    r, _ = riskmining()
    r.write("r28-kag-riskmining.json")
    print("wrote r28 question sets")
