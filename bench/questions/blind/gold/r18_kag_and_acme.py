#!/usr/bin/env python3
"""Round-18 blind gold questions for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the raw CSV files with the standard
library only (csv, json, datetime, collections).  Run from any directory:

    python3 /work/main/bench/questions/blind/gold/r18_kag_and_acme.py

It writes r18-acme-supply.json, r18-kag-supplychain.json and
r18-kag-riskmining.json next to this script's parent folder.
"""
import collections
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # .../bench/questions/blind
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))  # /work/main
ACME = os.path.join(MAIN, "data", "examples", "acme-supply")
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"

KAG_NOW = datetime.date(2023, 10, 15)


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Split a multi-value cell, dropping empties; keep order, drop duplicates."""
    out = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in out:
            out.append(part)
    return out


def ymd(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    """Render a number as the gold string: integers without decimals."""
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def unique_max(pairs, what):
    """pairs: list of (key, value). Assert a single best and return its key."""
    assert pairs, what
    best = max(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, (what, winners, best)
    return winners[0]


def unique_min(pairs, what):
    return unique_max([(k, -v) for k, v in pairs], what)


def only(items, what):
    items = list(items)
    assert len(items) == 1, (what, items)
    return items[0]


class Bench:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a.strip() for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        assert lang in ("en", "zh")
        self.items.append({
            "id": "%s-r18-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": list(answer),
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                "superlative": 3, "comparison": 2, "filter": 2,
                "time_window": 1, "described": 1}
        got = collections.Counter(q["shape"] for q in self.items)
        assert dict(got) == want, (self.prefix, got)
        langs = collections.Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.prefix, langs)
        assert len({q["question"] for q in self.items}) == len(self.items)


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def acme():
    b = Bench("acme")
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        as_of = None
        for line in f:
            if line.strip().startswith("as_of:"):
                as_of = line.split(":", 1)[1].strip().strip('"').strip("'")
    assert as_of == "2024-06-30", as_of
    now = datetime.date(*map(int, as_of.split("-")))
    S = ";"
    comp = rows(os.path.join(ACME, "sources", "Company.csv"))
    trans = rows(os.path.join(ACME, "sources", "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(ACME, "sources", "Person.csv"))
    prod = rows(os.path.join(ACME, "sources", "Product.csv"))
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    cname = {c["id"]: c["name"] for c in comp}
    cby = {c["name"]: c for c in comp}
    pby = {p["name"]: p for p in pers}
    prod_ids = [p["id"] for p in prod]
    assert len(set(prod_ids)) == len(prod_ids)
    down = {p["id"]: split(p["hasSupplyChain"], S) for p in prod}

    def prod_by_leaf(leaf):
        return only([p for p in prod_ids if p.split("-")[-1] == leaf], leaf)

    def makers(pid):
        return [c["name"] for c in comp if pid in split(c["product"], S)]

    def reps(company):
        return [p["name"] for p in pers if company in split(p["legalRepresentative"], S)]

    def inflow(name):
        return sum(int(t["transAmt"]) for t in trans if t["dstId"] == cid[name])

    # relation_hop x5
    paid = []
    for t in trans:
        if t["srcId"] == cid["Acme Motors"] and cname[t["dstId"]] not in paid:
            paid.append(cname[t["dstId"]])
    b.add("relation_hop", "en", "Who has Acme Motors sent payments to?", paid)
    b.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          reps("Granite Insurance"))
    b.add("relation_hop", "en", "What does Helix Chemicals make?",
          split(cby["Helix Chemicals"]["product"], S))
    b.add("relation_hop", "zh", "Tyres（轮胎）这个产品的下游产品有哪些？",
          down[prod_by_leaf("Tyres")])
    payers = []
    for t in trans:
        if t["dstId"] == cid["O'Hara, Lamb & Sons"] and cname[t["srcId"]] not in payers:
            payers.append(cname[t["srcId"]])
    b.add("relation_hop", "zh", "哪些公司给 O'Hara, Lamb & Sons 打过钱？", payers)

    # property x4
    b.add("property", "en", "When was Fjord Steel AS founded?", cby["Fjord Steel AS"]["founded"])
    b.add("property", "en", "Which country is Eastwind Logistics registered in?",
          cby["Eastwind Logistics"]["country"])
    b.add("property", "en", "how old is Bram de Vries", pby["Bram de Vries"]["age"])
    b.add("property", "zh", "Chloe Tan 今年多大？", pby["Chloe Tan"]["age"])

    # two_hop x4
    rep = only(reps("Delta Cells GmbH"), "Delta rep")
    b.add("two_hop", "en",
          "What's the age of the person who legally represents Delta Cells GmbH?",
          pby[rep]["age"])
    countries = []
    for n in paid:
        if cby[n]["country"] not in countries:
            countries.append(cby[n]["country"])
    b.add("two_hop", "en",
          "The companies Acme Motors has paid money to - which countries are they in?",
          countries)
    ans = []
    for d in down[prod_by_leaf("Sheet steel")]:
        for m in makers(d):
            if m not in ans:
                ans.append(m)
    b.add("two_hop", "en",
          "Which companies make something that sits directly downstream of sheet steel in the supply chain?",
          ans)
    ans = []
    for c in split(pby["Dara O'Hara"]["legalRepresentative"], S):
        for p in split(cby[c]["product"], S):
            if p not in ans:
                ans.append(p)
    b.add("two_hop", "zh", "Dara O'Hara 担任法人的那些公司都生产什么产品？", ans)

    # aggregate x3
    b.add("aggregate", "en",
          "How much money has O'Hara, Lamb & Sons received altogether?",
          inflow("O'Hara, Lamb & Sons"))
    b.add("aggregate", "en", "How many fund transfers did Acme Motors make?",
          sum(1 for t in trans if t["srcId"] == cid["Acme Motors"]))
    amts = [int(t["transAmt"]) for t in trans if t["dstId"] == cid["Acme Motors"]]
    assert amts
    b.add("aggregate", "zh", "Acme Motors 收到的每笔转账平均是多少钱？",
          sum(amts) / len(amts))

    # superlative x3
    recv = [(c["name"], inflow(c["name"])) for c in comp]
    b.add("superlative", "en", "Which company has taken in the most money in total?",
          unique_max(recv, "acme max inflow"))
    b.add("superlative", "en", "Who's the oldest person in the data?",
          unique_max([(p["name"], int(p["age"])) for p in pers], "acme oldest"))
    b.add("superlative", "zh", "哪家公司成立得最早？",
          unique_min([(c["name"], int(c["founded"])) for c in comp], "acme earliest"))

    # comparison x2
    diff = int(cby["Helix Chemicals"]["founded"]) - int(cby["Borealis Rubber Works"]["founded"])
    assert diff > 0
    b.add("comparison", "en",
          "How many years older is Borealis Rubber Works than Helix Chemicals?", diff)
    a1, a2 = int(pby["Ada Moreno"]["age"]), int(pby["Bram de Vries"]["age"])
    assert a1 != a2
    b.add("comparison", "zh", "Ada Moreno 和 Bram de Vries 谁的年纪更大？",
          "Ada Moreno" if a1 > a2 else "Bram de Vries")

    # filter x2
    ans = [c["name"] for c in comp if int(c["founded"]) > 1980]
    b.add("filter", "en", "List the companies founded after 1980.", ans)
    ans = [c["name"] for c in comp if c["country"] == "US"]
    b.add("filter", "zh", "总部在美国的公司有哪些？", ans)

    # time_window x1 (as_of from kagflow.yaml; rule uses date_diff < 90)
    recent = [t for t in trans if t["srcId"] == cid["Acme Motors"]
              and (now - ymd(t["transDate"])).days < 90]
    # no transfer of Acme's sits on the 90-day boundary
    assert all((now - ymd(t["transDate"])).days != 90
               for t in trans if t["srcId"] == cid["Acme Motors"])
    assert recent
    b.add("time_window", "en",
          "How much has Acme Motors paid out over the last 90 days?",
          sum(int(t["transAmt"]) for t in recent))

    # described x1
    c = only([c for c in comp if c["founded"] == "1999" and c["country"] == "SG"], "sg 1999")
    b.add("described", "zh", "那家1999年成立、总部在新加坡的公司，法人代表是谁？",
          only(reps(c["name"]), "sg rep"))
    b.check()
    return b.items


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
def supplychain():
    b = Bench("supplychain")
    S = ","
    comp = rows(os.path.join(SC, "Company.csv"))
    trans = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
    pers = rows(os.path.join(SC, "Person.csv"))
    prod_rows = rows(os.path.join(SC, "Product.csv"))
    events = rows(os.path.join(SC, "ProductChainEvent.csv"))
    updates = rows(os.path.join(SC, "CompanyUpdate.csv"))
    updated_ids = {u["id"] for u in updates}

    # Product.csv repeats some ids; repeated rows must agree.
    prod = {}
    for p in prod_rows:
        key = p["id"]
        val = (p["belongToIndustry"], tuple(split(p["hasSupplyChain"], S)))
        assert prod.setdefault(key, val) == val, key
    cby = {c["name"]: c for c in comp}
    assert len(cby) == len(comp)
    cname = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    pby = {p["name"]: p for p in pers}
    assert len(pby) == len(pers)

    def products(name):
        assert cid[name] not in updated_ids, name  # avoid companies with updated products
        return split(cby[name]["product"], S)

    def reps(company):
        return [p["name"] for p in pers if company in split(p["legalRepresentative"], S)]

    def inflow(cidv):
        return sum(int(t["transAmt"]) for t in trans if t["dstId"] == cidv)

    # masked names used in questions must not be confusable (same first char + mask)
    def safe_person(n):
        assert n in pby
        assert [p["name"][0] for p in pers].count(n[0]) == 1, n
        return n

    # relation_hop x5
    b.add("relation_hop", "en", "Which companies is 庞* the legal representative for?",
          split(pby[safe_person("庞*")]["legalRepresentative"], S))
    b.add("relation_hop", "en", "What products does 三角***份限公司 deal in?",
          products("三角***份限公司"))
    payers = []
    for t in trans:
        if t["dstId"] == cid["三角***份限公司"] and cname[t["srcId"]] not in payers:
            payers.append(cname[t["srcId"]])
    b.add("relation_hop", "en", "Which companies have transferred funds to 三角***份限公司?", payers)
    b.add("relation_hop", "zh", "顺丁橡胶的下游产品都有哪些？",
          list(prod["商品化工-橡胶-合成橡胶-顺丁橡胶"][1]))
    b.add("relation_hop", "zh", "吉林奇*化****公司的法人是谁？",
          only(reps("吉林奇*化****公司"), "jilin rep"))

    # property x4
    b.add("property", "en", "How old is 禹**?", pby[safe_person("禹**")]["age"])
    b.add("property", "en",
          "What industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?",
          prod["轮胎与橡胶-轮胎-斜交轮胎"][0])
    b.add("property", "zh", "骆*多大年纪？", pby[safe_person("骆*")]["age"])
    ev = only([e for e in events if e["name"] == "顺丁橡胶成本上涨"], "event")
    b.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”记录的指标是什么？", ev["index"])

    # two_hop x4
    name = "中***集成电路***公司"
    inds = []
    for p in products(name):
        assert p in prod, p
        if prod[p][0] not in inds:
            inds.append(prod[p][0])
    b.add("two_hop", "en", "Which industries is %s in, judging by the products it sells?" % name, inds)
    rep = only(reps("三角***份限公司"), "sanjiao rep")
    b.add("two_hop", "en",
          "What is the age of whoever is the legal rep of 三角***份限公司?", pby[rep]["age"])
    rep = only(reps("开达集**公司"), "kaida rep")
    others = [c for c in split(pby[rep]["legalRepresentative"], S) if c != "开达集**公司"]
    b.add("two_hop", "en",
          "Which other companies share a legal representative with 开达集**公司?", others)
    ans = []
    for c in comp:
        if "商品化工-橡胶-合成橡胶-顺丁橡胶" in split(c["product"], S):
            assert c["id"] not in updated_ids
            for r in reps(c["name"]):
                if r not in ans:
                    ans.append(r)
    b.add("two_hop", "zh", "哪些自然人是经营顺丁橡胶的公司的法人代表？", ans)

    # aggregate x3
    b.add("aggregate", "en", "What's the total amount 三角***份限公司 has received in fund transfers?",
          inflow(cid["三角***份限公司"]))
    target = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    b.add("aggregate", "en",
          "How many companies sell semi-steel radial tyres (轮胎与橡胶-轮胎-半钢子午线轮胎)?",
          sum(1 for c in comp if target in split(c["product"], S)))
    out = [int(t["transAmt"]) for t in trans if t["srcId"] == cid["传化****限公司"]]
    assert out
    b.add("aggregate", "en", "On average, how big is a transfer sent out by 传化****限公司?",
          sum(out) / len(out))

    # superlative x3
    recv = [(c["name"], inflow(c["id"])) for c in comp]
    b.add("superlative", "en", "Which company has received the most money through transfers?",
          unique_max(recv, "sc max inflow"))
    b.add("superlative", "en", "Which product has the largest number of downstream products?",
          unique_max([(k, len(v[1])) for k, v in prod.items()], "sc most downstream"))
    b.add("superlative", "zh", "年纪最大的法人代表是谁？",
          unique_max([(p["name"], int(p["age"])) for p in pers], "sc oldest"))

    # comparison x2
    d = inflow(cid["三角***份限公司"]) - inflow(cid["传化****限公司"])
    assert d > 0
    b.add("comparison", "en",
          "How much more money has 三角***份限公司 received than 传化****限公司?", d)
    x, y = int(pby[safe_person("夏**")]["age"]), int(pby[safe_person("倪**")]["age"])
    assert x != y
    b.add("comparison", "zh", "夏**和倪**，哪个年纪更大？", "夏**" if x > y else "倪**")

    # filter x2
    ans = []
    for t in trans:
        if int(t["transAmt"]) > 1000000 and cname[t["dstId"]] not in ans:
            ans.append(cname[t["dstId"]])
    b.add("filter", "en",
          "Which companies got at least one single transfer of more than 1,000,000?", ans)
    ans = [p["name"] for p in pers if int(p["age"]) <= 22]
    assert 0 < len(ans) <= 10
    b.add("filter", "zh", "22岁及以下的自然人有哪些？", ans)

    # time_window x1: 30 days back from 2023-10-15 (rule: date_diff < 30)
    sent = [t for t in trans if t["srcId"] == cid["传化****限公司"]]
    assert all((KAG_NOW - ymd(t["transDate"])).days != 30 for t in sent)
    recent = [int(t["transAmt"]) for t in sent if (KAG_NOW - ymd(t["transDate"])).days < 30]
    assert recent
    b.add("time_window", "en",
          "How much did 传化****限公司 pay out in the 30 days up to 2023-10-15?", sum(recent))

    # described x1
    p = only([p for p in pers if p["age"] == "60"], "age 60")
    b.add("described", "zh", "那位60岁的自然人是哪些公司的法人代表？",
          split(p["legalRepresentative"], S))
    b.check()
    return b.items


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def riskmining():
    b = Bench("riskmining")
    S = ","
    apps = rows(os.path.join(RM, "App.csv"))
    certs = rows(os.path.join(RM, "Cert.csv"))
    comp = rows(os.path.join(RM, "Company.csv"))
    ccert = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
    dev = rows(os.path.join(RM, "Device.csv"))
    pers = rows(os.path.join(RM, "Person.csv"))
    ptrans = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
    pcert = rows(os.path.join(RM, "Person_hasCert_Cert.csv"))
    pdev = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))

    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    certnums = {c["certNum"] for c in certs}
    devby = {d["id"]: d for d in dev}
    dev_umid = {d["umid"]: d for d in dev}
    assert len(dev_umid) == len(dev)
    pby = {p["name"]: p for p in pers}
    assert len(pby) == len(pers)
    pname = {p["id"]: p["name"] for p in pers}
    cby = {c["name"]: c for c in comp}
    cname = {c["id"]: c["name"] for c in comp}

    def person(n):
        assert n in pby and [p["name"][0] for p in pers].count(n[0]) == 1, n
        return pby[n]

    def installs(d):
        return split(d["install"], S)

    assert len({(r["src"], r["dst"]) for r in pdev}) == len(pdev)  # no repeated ownership rows

    def devices_of(n):
        return [devby[r["dst"]] for r in pdev if r["src"] == person(n)["id"]]

    def received(n):
        return [int(t["transAmt"]) for t in ptrans if t["dst"] == person(n)["id"]]

    # relation_hop x5
    d = dev_umid["81:aa:a2:e9:f6:b9"]
    b.add("relation_hop", "en", "What apps are installed on the device with umid 81:aa:a2:e9:f6:b9?",
          installs(d))
    cn = "33fdf452aa9cd145ba096c364a250ee8"
    assert cn in certnums
    holders = [cname[r["src"]] for r in ccert if r["dst"] == cn]
    assert not any("娱乐" in h for h in holders)
    b.add("relation_hop", "en", "Which companies hold the certificate %s?" % cn, holders)
    cn2 = "d43fa10d0fba10e4269965ed3f918f03"
    b.add("relation_hop", "zh", "哪些应用使用的是证书 %s？" % cn2,
          [a["id"] for a in apps if a["useCert"] == cn2])
    b.add("relation_hop", "en", "What certificate does 裘** have?",
          only([r["dst"] for r in pcert if r["src"] == person("裘**")["id"]], "qiu cert"))
    d45 = dev_umid["7f:12:05:c4:2c:38"]
    owners = [pname[r["src"]] for r in pdev if r["dst"] == d45["id"]]
    assert len(owners) == 2
    b.add("relation_hop", "zh", "umid 为 7f:12:05:c4:2c:38 的设备归谁所有？", owners)

    # property x4
    b.add("property", "en", "What's the phone number of 中信*投证***限公司?",
          cby["中信*投证***限公司"]["phone"])
    b.add("property", "en", "How old is 葛**?", person("葛**")["age"])
    b.add("property", "en", "What risk mark does the app com.aCl.toMv carry?",
          app["com.aCl.toMv"]["riskMark"])
    b.add("property", "zh", "齐**的电话号码是多少？", person("齐**")["hasPhone"])

    # two_hop x4
    b.add("two_hop", "en", "What's the umid of the device that 萧* owns?",
          only([d["umid"] for d in devices_of("萧*")], "xiao device"))
    used = app["com.oStEmG.may"]["useCert"]
    holders = [cname[r["src"]] for r in ccert if r["dst"] == used]
    assert holders and not any("娱乐" in h for h in holders)
    b.add("two_hop", "en",
          "Which companies hold the certificate that the app com.oStEmG.may is signed with?", holders)
    ans = []
    for d in devices_of("席*"):
        for a in installs(d):
            if "赌博" in app[a]["riskMark"] and a not in ans:
                ans.append(a)
    b.add("two_hop", "en", "Are any gambling apps installed on 席*'s device? Which ones?", ans)
    ans = []
    for d in devices_of("郝*"):
        for a in installs(d):
            if a not in ans:
                ans.append(a)
    b.add("two_hop", "zh", "郝*的设备上装了哪些应用？", ans)

    # aggregate x3
    b.add("aggregate", "en", "How much money has 杜* received in total?", sum(received("杜*")))
    b.add("aggregate", "en", "On how many devices is com.DRjvlr.RPTUvGU installed?",
          sum(1 for d in dev if "com.DRjvlr.RPTUvGU" in installs(d)))
    b.add("aggregate", "zh", "邬**一共收到过几笔转账？", len(received("邬**")))

    # superlative x3
    b.add("superlative", "en", "Who owns the most devices?",
          unique_max([(p["name"], len(devices_of(p["name"]))) for p in pers], "rm most devices"))
    cnt = collections.Counter()
    for d in dev:
        for a in installs(d):
            cnt[a] += 1
    b.add("superlative", "en",
          "Among apps with no risk flag (riskMark UNKNOWN), which one is installed on the most devices?",
          unique_max([(a, n) for a, n in cnt.items() if app[a]["riskMark"] == "UNKNOWN"],
                     "rm most installed unknown"))
    b.add("superlative", "zh", "年龄最大的是哪个人？",
          unique_max([(p["name"], int(p["age"])) for p in pers], "rm oldest"))

    # comparison x2
    d = sum(received("裘**")) - sum(received("杜*"))
    if d < 0:
        q, d = "How much more money did 杜* receive than 裘**?", -d
    else:
        q = "How much more money did 裘** receive than 杜*?"
    assert d != 0
    b.add("comparison", "en", q, d)
    x, y = len(devices_of("裘**")), len(devices_of("杜*"))
    assert x != y
    b.add("comparison", "zh", "裘**和杜*，谁名下的设备更多？", "裘**" if x > y else "杜*")

    # filter x2
    ans = [a["id"] for a in apps if a["riskMark"] == "诈骗"]
    assert 0 < len(ans) <= 10
    b.add("filter", "en", "Which apps have been flagged as fraud (诈骗)?", ans)
    ans = [p["name"] for p in pers if int(p["age"]) > 55]
    assert 0 < len(ans) <= 10
    b.add("filter", "zh", "年龄在55岁以上的人有哪些？", ans)

    # time_window x1: 30 days back from 2023-10-15 (no transfer on the boundary)
    assert all((KAG_NOW - ymd(t["transDate"])).days != 30 for t in ptrans)
    recent = [int(t["transAmt"]) for t in ptrans if (KAG_NOW - ymd(t["transDate"])).days < 30]
    assert recent
    b.add("time_window", "en",
          "What was the total amount transferred between people in the 30 days before 2023-10-15?",
          sum(recent))

    # described x1
    p = only([p for p in pers if p["hasPhone"] == "132****0000"], "phone 0000")
    b.add("described", "zh", "手机号是132****0000的那个人多大年纪？", p["age"])
    b.check()
    return b.items


def main():
    for fname, fn in (("r18-acme-supply.json", acme),
                      ("r18-kag-supplychain.json", supplychain),
                      ("r18-kag-riskmining.json", riskmining)):
        items = fn()
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote %s (%d questions)" % (os.path.join(OUT_DIR, fname), len(items)))


if __name__ == "__main__":
    main()
