#!/usr/bin/env python3
"""Gold answers for the r9 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed here from the raw CSV files with the csv module only.
Running this script writes, next to the parent folder of this file:
    r9-acme-supply.json, r9-kag-supplychain.json, r9-kag-riskmining.json

Reading conventions (see README "Answers without a model"):
  * "the last N days" = the days fewer than N before the as-of date (0 <= as_of - d < N);
  * ties keep every value (superlatives, comparisons and described questions assert uniqueness);
  * a name repeated in one multi-value cell counts once;
  * repeated edge rows are separate transfers (never merged).
As-of dates: acme-supply 2024-06-30 (kagflow.yaml); the KAG datasets 2023-10-15.
"""
import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/questions/blind
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))  # /work/main
ACME = os.path.join(MAIN, "data", "examples", "acme-supply", "sources")
SHARED = os.path.abspath(os.path.join(MAIN, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")

SHAPES = {"property", "aggregate", "relation_hop", "two_hop", "superlative",
          "filter", "comparison", "described", "time_window"}
QUOTA = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3, "superlative": 3,
         "comparison": 2, "filter": 2, "time_window": 1, "described": 1}


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def day(s):
    s = s.strip()
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within_last(date_text, as_of, n):
    diff = (as_of - day(date_text)).days
    return 0 <= diff < n


def split(cell, sep):
    """Values of a multi-value cell, each once, in first-seen order."""
    out = []
    for v in cell.split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def unique_best(scores, highest=True):
    """The one key with the highest (lowest) score; asserts there is no tie."""
    best = max(scores.values()) if highest else min(scores.values())
    keys = [k for k, v in scores.items() if v == best]
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def only(items):
    items = list(items)
    assert len(items) == 1, items
    return items[0]


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def tf(b):
    return "True" if b else "False"


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPES and lang in ("en", "zh")
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({
            "id": "%s-r9-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        assert Counter(q["shape"] for q in self.items) == Counter(QUOTA), \
            Counter(q["shape"] for q in self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        assert len({q["question"] for q in self.items}) == 25


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def acme():
    q = QSet("acme")
    as_of = dt.date(2024, 6, 30)
    sep = ";"
    comps = rows(ACME, "Company.csv")
    people = rows(ACME, "Person.csv")
    prods = rows(ACME, "Product.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    assert len({c["id"] for c in comps}) == len(comps)
    assert len({c["name"] for c in comps}) == len(comps)
    assert len({p["name"] for p in people}) == len(people)
    cname = {c["id"]: c["name"] for c in comps}
    cby = {c["name"]: c for c in comps}
    pby = {p["name"]: p for p in people}
    for t in trans:
        assert t["srcId"] in cname and t["dstId"] in cname
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    for lst in reps.values():
        for c in lst:
            assert c in cby, c
    down = {r["id"]: split(r["hasSupplyChain"], sep) for r in prods}
    made = {c["name"]: split(c["product"], sep) for c in comps}

    def rep_of(company):
        return [p for p, lst in reps.items() if company in lst]

    def paid_to(name):   # companies `name` paid
        out = []
        for t in trans:
            if cname[t["srcId"]] == name and cname[t["dstId"]] not in out:
                out.append(cname[t["dstId"]])
        return out

    def paid_by(name):   # companies that paid `name`
        out = []
        for t in trans:
            if cname[t["dstId"]] == name and cname[t["srcId"]] not in out:
                out.append(cname[t["srcId"]])
        return out

    # relation_hop
    q.add("relation_hop", "en",
          "Which companies does Bram de Vries act as legal representative for?",
          reps["Bram de Vries"])
    q.add("relation_hop", "en", "Who is Granite Insurance's legal representative?",
          rep_of("Granite Insurance"))
    q.add("relation_hop", "zh", "哪些公司给 O'Hara, Lamb & Sons 付过款？",
          paid_by("O'Hara, Lamb & Sons"))
    q.add("relation_hop", "zh", "Vehicles-Cars 的上游产品有哪些？",
          [p for p, ds in down.items() if "Vehicles-Cars" in ds])
    q.add("relation_hop", "en", "Which companies has O'Hara, Lamb & Sons sent payments to?",
          paid_to("O'Hara, Lamb & Sons"))

    # property
    q.add("property", "en", "In what year was Helix Chemicals founded?",
          cby["Helix Chemicals"]["founded"])
    q.add("property", "zh", "Delta Cells GmbH 是哪个国家的公司？",
          cby["Delta Cells GmbH"]["country"])
    q.add("property", "zh", "Dara O'Hara 今年多大年纪？", pby["Dara O'Hara"]["age"])
    inflow = defaultdict(int)
    for t in trans:
        inflow[cname[t["dstId"]]] += int(t["transAmt"])
    q.add("property", "en", "What is the total inflow of Delta Cells GmbH?",
          inflow["Delta Cells GmbH"])

    # two_hop
    q.add("two_hop", "en", "How old is the person who is the legal representative of Helix Chemicals?",
          [pby[only(rep_of("Helix Chemicals"))]["age"]])
    countries = []
    for c in paid_to("Acme Motors"):
        if cby[c]["country"] not in countries:
            countries.append(cby[c]["country"])
    q.add("two_hop", "en",
          "In which countries are the companies that received payments from Acme Motors located?",
          countries)
    ada_products = []
    for c in reps["Ada Moreno"]:
        for p in made[c]:
            if p not in ada_products:
                ada_products.append(p)
    q.add("two_hop", "zh", "Ada Moreno 担任法定代表人的那些公司都生产哪些产品？", ada_products)
    payer_reps = []
    for c in paid_by("Acme Motors"):
        for p in rep_of(c):
            if p not in payer_reps:
                payer_reps.append(p)
    q.add("two_hop", "en", "Who are the legal representatives of the companies that have paid Acme Motors?",
          payer_reps)

    # aggregate
    q.add("aggregate", "en",
          "What is the total amount Acme Motors has paid out across all of its transfers?",
          sum(int(t["transAmt"]) for t in trans if cname[t["srcId"]] == "Acme Motors"))
    q.add("aggregate", "zh", "Acme Motors 一共给 O'Hara, Lamb & Sons 转了多少钱？",
          sum(int(t["transAmt"]) for t in trans
              if cname[t["srcId"]] == "Acme Motors" and cname[t["dstId"]] == "O'Hara, Lamb & Sons"))
    q.add("aggregate", "en", "How many transfers has Acme Motors received?",
          sum(1 for t in trans if cname[t["dstId"]] == "Acme Motors"))

    # superlative
    q.add("superlative", "en", "Which company was founded first?",
          unique_best({c["name"]: int(c["founded"]) for c in comps}, highest=False))
    q.add("superlative", "zh", "这几个人里面谁的年纪最小？",
          unique_best({p["name"]: int(p["age"]) for p in people}, highest=False))
    q.add("superlative", "en", "Which company has received the most money in total?",
          unique_best(dict(inflow)))

    # comparison
    a, b = int(pby["Ada Moreno"]["age"]), int(pby["Bram de Vries"]["age"])
    assert a != b
    q.add("comparison", "zh", "Ada Moreno 和 Bram de Vries，谁的年纪更大？",
          "Ada Moreno" if a > b else "Bram de Vries")
    fh, fg = int(cby["Helix Chemicals"]["founded"]), int(cby["Granite Insurance"]["founded"])
    assert fh != fg
    q.add("comparison", "en", "Was Helix Chemicals founded earlier than Granite Insurance?",
          tf(fh < fg))

    # filter
    q.add("filter", "zh", "总部在美国的公司有哪些？", [c["name"] for c in comps if c["country"] == "US"])
    q.add("filter", "en", "List the companies that were founded in 1979 or later.",
          [c["name"] for c in comps if int(c["founded"]) >= 1979])

    # time_window
    recent = []
    for t in trans:
        if within_last(t["transDate"], as_of, 30) and cname[t["dstId"]] not in recent:
            recent.append(cname[t["dstId"]])
    q.add("time_window", "en", "Which companies received a transfer in the last 30 days?", recent)

    # described
    q.add("described", "en", "Which Canadian company was founded in 1962?",
          only(c["name"] for c in comps if c["country"] == "CA" and c["founded"] == "1962"))
    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
def supplychain():
    q = QSet("supplychain")
    as_of = dt.date(2023, 10, 15)
    sep = ","
    comps = rows(SC, "Company.csv")
    people = rows(SC, "Person.csv")
    prods = rows(SC, "Product.csv")
    trans = rows(SC, "Company_fundTrans_Company.csv")
    assert len({c["id"] for c in comps}) == len(comps)
    assert len({c["name"] for c in comps}) == len(comps)
    # no two company names that differ only in asterisks
    assert len({c["name"].replace("*", "") for c in comps}) == len(comps)
    assert len({p["name"] for p in people}) == len(people)
    cname = {c["id"]: c["name"] for c in comps}
    cby = {c["name"]: c for c in comps}
    pby = {p["name"]: p for p in people}
    for t in trans:
        assert t["srcId"] in cname and t["dstId"] in cname
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    for lst in reps.values():
        for c in lst:
            assert c in cby, c
    # Product.csv repeats rows of one id: they must agree
    pinfo = {}
    for r in prods:
        key = (r["belongToIndustry"], r["hasSupplyChain"])
        assert pinfo.setdefault(r["id"], key) == key, r["id"]
    down = {k: split(v[1], sep) for k, v in pinfo.items()}
    industry = {k: v[0] for k, v in pinfo.items()}
    made = {c["name"]: split(c["product"], sep) for c in comps}

    def rep_of(company):
        return [p for p, lst in reps.items() if company in lst]

    def paid_by(name):
        out = []
        for t in trans:
            if cname[t["dstId"]] == name and cname[t["srcId"]] not in out:
                out.append(cname[t["srcId"]])
        return out

    inflow = defaultdict(int)
    for t in trans:
        inflow[cname[t["dstId"]]] += int(t["transAmt"])

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    KANG = "康**股有公司"

    # relation_hop
    q.add("relation_hop", "zh", "袁*担任哪些企业的法人代表？", reps["袁*"])
    q.add("relation_hop", "en", "Who is the legal representative of 联想**有公司?",
          rep_of("联想**有公司"))
    q.add("relation_hop", "en", "Which companies have transferred funds to %s?" % CH, paid_by(CH))
    q.add("relation_hop", "en",
          "What are the downstream products in the supply chain of 轮胎与橡胶-轮胎-特种轮胎?",
          down["轮胎与橡胶-轮胎-特种轮胎"])
    cis = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    q.add("relation_hop", "zh", "哪些企业经营%s这一产品？" % cis,
          [c for c, ps in made.items() if cis in ps])

    # property
    q.add("property", "en", "How old is 骆*?", pby["骆*"]["age"])
    q.add("property", "zh", "%s的总共流入金额是多少？" % SJ, inflow[SJ])
    q.add("property", "en", "Which industry does the product 消闲用品-自行车 belong to?",
          industry["消闲用品-自行车"])
    q.add("property", "en", "What age is recorded for 任**?", pby["任**"]["age"])

    # two_hop
    q.add("two_hop", "en", "How old is the legal representative of %s?" % KANG,
          pby[only(rep_of(KANG))]["age"])
    xia = []
    for c in reps["夏**"]:
        for p in made[c]:
            if p not in xia:
                xia.append(p)
    q.add("two_hop", "zh", "夏**担任法人代表的企业都经营哪些产品？", xia)
    payer_reps = []
    for c in paid_by(CH):
        for p in rep_of(c):
            if p not in payer_reps:
                payer_reps.append(p)
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that sent money to %s?" % CH,
          payer_reps)
    inds = []
    for p in made[CH]:
        if industry[p] not in inds:
            inds.append(industry[p])
    q.add("two_hop", "zh", "%s所经营的产品属于哪个产业？" % CH, inds)

    # aggregate
    q.add("aggregate", "en", "What is the total amount %s has transferred out?" % CH,
          sum(int(t["transAmt"]) for t in trans if cname[t["srcId"]] == CH))
    q.add("aggregate", "zh", "臧*一共是几家公司的法人代表？", len(reps["臧*"]))
    q.add("aggregate", "en", "How many distinct products does 华厦置**公司 deal in?",
          len(made["华厦置**公司"]))

    # superlative
    q.add("superlative", "zh", "所有自然人里年龄最大的是谁？",
          unique_best({p["name"]: int(p["age"]) for p in people}))
    big = max(int(t["transAmt"]) for t in trans)
    q.add("superlative", "en", "Which company received the single largest transfer?",
          only({cname[t["dstId"]] for t in trans if int(t["transAmt"]) == big}))
    to_sj = defaultdict(int)
    for t in trans:
        if cname[t["dstId"]] == SJ:
            to_sj[cname[t["srcId"]]] += int(t["transAmt"])
    q.add("superlative", "en",
          "Among the companies that paid %s, which one paid it the least?" % SJ,
          unique_best(dict(to_sj), highest=False))

    # comparison
    a, b = int(pby["倪**"]["age"]), int(pby["樊**"]["age"])
    assert a != b
    q.add("comparison", "en", "Is 倪** older than 樊**?", tf(a > b))
    assert inflow[KANG] != inflow[CH]
    q.add("comparison", "zh", "%s与%s相比，谁收到的转账资金更多？" % (KANG, CH),
          KANG if inflow[KANG] > inflow[CH] else CH)

    # filter
    big_recv = []
    for t in trans:
        if int(t["transAmt"]) > 1000000 and cname[t["dstId"]] not in big_recv:
            big_recv.append(cname[t["dstId"]])
    q.add("filter", "en", "Which companies have received a single transfer of more than 1 million?",
          big_recv)
    q.add("filter", "zh", "年龄不超过21岁的自然人有哪些？",
          [p["name"] for p in people if int(p["age"]) <= 21])

    # time_window
    recent = []
    for t in trans:
        if cname[t["srcId"]] == CH and within_last(t["transDate"], as_of, 30) \
                and cname[t["dstId"]] not in recent:
            recent.append(cname[t["dstId"]])
    q.add("time_window", "en",
          "As of 15 October 2023, which companies did %s pay within the last 30 days?" % CH, recent)

    # described
    q.add("described", "en", "Which person in the records is 60 years old?",
          only(p["name"] for p in people if p["age"] == "60"))
    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def riskmining():
    q = QSet("riskmining")
    as_of = dt.date(2023, 10, 15)
    sep = ","
    apps = rows(RM, "App.csv")
    certs = rows(RM, "Cert.csv")
    comps = rows(RM, "Company.csv")
    chc = rows(RM, "Company_hasCert_Cert.csv")
    devs = rows(RM, "Device.csv")
    people = rows(RM, "Person.csv")
    ft = rows(RM, "Person_fundTrans_Person.csv")
    phd = rows(RM, "Person_hasDevice_Device.csv")
    assert len({a["id"] for a in apps}) == len(apps)
    assert len({p["name"] for p in people}) == len(people)
    assert len({d["umid"] for d in devs}) == len(devs)
    assert len({c["certNum"] for c in certs}) == len(certs)
    app = {a["id"]: a for a in apps}
    dev = {d["id"]: d for d in devs}
    pname = {p["id"]: p["name"] for p in people}
    pby = {p["name"]: p for p in people}
    cname = {c["id"]: c["name"] for c in comps}
    cby = {c["name"]: c for c in comps}
    installs = {d["id"]: split(d["install"], sep) for d in devs}
    for lst in installs.values():
        for a in lst:
            assert a in app, a
    owned = defaultdict(list)
    for r in phd:
        if r["dst"] not in owned[pname[r["src"]]]:
            owned[pname[r["src"]]].append(r["dst"])
    for t in ft:
        assert t["src"] in pname and t["dst"] in pname

    def dev_by_umid(u):
        return only(d["id"] for d in devs if d["umid"] == u)

    def sent(src, dst=None):
        return [t for t in ft if pname[t["src"]] == src and (dst is None or pname[t["dst"]] == dst)]

    BAI = "柏*"

    # relation_hop
    recips = []
    for t in sent(BAI):
        if pname[t["dst"]] not in recips:
            recips.append(pname[t["dst"]])
    q.add("relation_hop", "en", "Who has 柏* transferred money to?", recips)
    d45 = dev_by_umid("7f:12:05:c4:2c:38")
    q.add("relation_hop", "zh", "umid为7f:12:05:c4:2c:38的设备归哪些人所有？",
          [p for p, ds in owned.items() if d45 in ds])
    cert = "d43fa10d0fba10e4269965ed3f918f03"
    holders = []
    for r in chc:
        if r["dst"] == cert and cname[r["src"]] not in holders:
            holders.append(cname[r["src"]])
    # the holders must not include names that differ only in asterisks
    assert len({h.replace("*", "") for h in holders}) == len(holders)
    q.add("relation_hop", "en",
          "Which companies hold the certificate numbered %s?" % cert, holders)
    q.add("relation_hop", "zh", "应用com.aCl.toMv使用的证书编号是什么？",
          app["com.aCl.toMv"]["useCert"])
    d88 = dev_by_umid("3b:a4:fa:01:b1:74")
    q.add("relation_hop", "en", "Which apps are installed on the device with umid 3b:a4:fa:01:b1:74?",
          installs[d88])

    # property
    q.add("property", "en", "What is 萧*'s phone number?", pby["萧*"]["hasPhone"])
    q.add("property", "zh", "郎**的年龄是多少？", pby["郎**"]["age"])
    q.add("property", "en", "What risk mark does the app com.pWJU.qiqMJ carry?",
          app["com.pWJU.qiqMJ"]["riskMark"])
    hrb = "哈尔*工***技术产**发**限公司"
    q.add("property", "zh", "%s的电话号码是多少？" % hrb, cby[hrb]["phone"])

    # two_hop
    q.add("two_hop", "en", "What is the umid of the device owned by 席*?",
          [dev[only(owned["席*"])]["umid"]])
    fang_devs = owned["方*"]
    others = [p for p, ds in owned.items() if p != "方*" and set(ds) & set(fang_devs)]
    q.add("two_hop", "zh", "除了方*，还有谁和方*用的是同一台设备？", others)
    zuo_fraud = []
    for d in owned["左**"]:
        for a in installs[d]:
            if app[a]["riskMark"] == "诈骗" and a not in zuo_fraud:
                zuo_fraud.append(a)
    q.add("two_hop", "en", "Which of the apps on 左**'s device are flagged with the 诈骗 risk mark?",
          zuo_fraud)
    q.add("two_hop", "en", "What are the phone numbers of the people who received money from 柏*?",
          [pby[p]["hasPhone"] for p in recips])

    # aggregate
    q.add("aggregate", "en", "How much has 柏* transferred to 邬** in total?",
          sum(int(t["transAmt"]) for t in sent(BAI, "邬**")))
    q.add("aggregate", "zh", "杜*名下一共有多少台设备？", len(owned["杜*"]))
    qiu_apps = set()
    for d in owned["裘**"]:
        qiu_apps.update(installs[d])
    q.add("aggregate", "en", "How many distinct apps are installed across the devices owned by 裘**?",
          len(qiu_apps))

    # superlative
    q.add("superlative", "en", "Who is the oldest person?",
          unique_best({p["name"]: int(p["age"]) for p in people}))
    smallest = min(int(t["transAmt"]) for t in sent(BAI))
    q.add("superlative", "zh", "柏*单笔金额最小的那笔转账是转给谁的？",
          only({pname[t["dst"]] for t in sent(BAI) if int(t["transAmt"]) == smallest}))
    q.add("superlative", "en", "Which person owns the most devices?",
          unique_best({p: len(ds) for p, ds in owned.items()}))

    # comparison
    a, b = int(pby["蓝*"]["age"]), int(pby["郝*"]["age"])
    assert a != b
    q.add("comparison", "en", "Is 蓝* older than 郝*?", tf(a > b))
    s0 = sum(int(t["transAmt"]) for t in sent(BAI, "裘**"))
    s1 = sum(int(t["transAmt"]) for t in sent(BAI, "杜*"))
    assert s0 != s1
    q.add("comparison", "zh", "柏*转给裘**的钱和转给杜*的钱相比，哪一方收到的总额更多？",
          "裘**" if s0 > s1 else "杜*")

    # filter
    q.add("filter", "en", "Which apps are marked as 诈骗?",
          [a["id"] for a in apps if a["riskMark"] == "诈骗"])
    q.add("filter", "zh", "年龄在30岁以下的人有哪些？",
          [p["name"] for p in people if int(p["age"]) < 30])

    # time_window
    q.add("time_window", "en",
          "As of 15 October 2023, how much money did 柏* transfer in total over the last 30 days?",
          sum(int(t["transAmt"]) for t in sent(BAI) if within_last(t["transDate"], as_of, 30)))

    # described
    phone = "132****0000"
    matches = [p["name"] for p in people if p["hasPhone"] == phone] + \
              [c["name"] for c in comps if c["phone"] == phone]
    q.add("described", "en", "Whose phone number is %s?" % phone, only(matches))
    q.check()
    return q.items


def main():
    for name, fn in (("r9-acme-supply.json", acme),
                     ("r9-kag-supplychain.json", supplychain),
                     ("r9-kag-riskmining.json", riskmining)):
        items = fn()
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("wrote", path, len(items))


if __name__ == "__main__":
    main()
