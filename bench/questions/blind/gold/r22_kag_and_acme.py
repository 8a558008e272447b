#!/usr/bin/env python3
"""Round-22 blind gold questions for acme-supply, kag-supplychain and kag-riskmining.

Every answer is computed here from the raw source tables with the ``csv`` module
only (plus datetime for date arithmetic).  Running the script from any directory
writes r22-acme-supply.json, r22-kag-supplychain.json and r22-kag-riskmining.json
into the folder above this one (bench/questions/blind/).

Each answer is asserted non-empty and unambiguous (no ties, unique name lookups).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))

ACME = os.path.join(REPO, "data", "examples", "acme-supply")
SHARED = os.environ.get("KAG_DATASETS", "/work/shared/datasets")
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")

KAG_NOW = date(2023, 10, 15)  # "now" for the KAG sets' time windows


# --------------------------------------------------------------------------- helpers
def rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep, protect=()):
    """Split a multi-valued cell, keeping items in ``protect`` (which contain sep) whole."""
    cell = (cell or "").strip()
    if not cell:
        return []
    holders = {}
    for i, p in enumerate(protect):
        key = "\x00%d\x00" % i
        if p in cell:
            cell = cell.replace(p, key)
            holders[key] = p
    out = []
    for part in cell.split(sep):
        part = part.strip()
        for key, p in holders.items():
            part = part.replace(key, p)
        if part and part not in out:  # de-duplicate, keep order
            out.append(part)
    return out


def one(items, what=""):
    items = list(dict.fromkeys(items))
    assert len(items) == 1, (what, items)
    return items[0]


def argmax(d, what=""):
    assert d, what
    best = max(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ("tie", what, winners, best)
    return winners[0]


def argmin(d, what=""):
    assert d, what
    best = min(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ("tie", what, winners, best)
    return winners[0]


def ymd(s):
    s = s.strip()
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class Bench:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer, question
        assert all(a.strip() for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        assert lang in ("en", "zh"), lang
        n = len(self.items) + 1
        self.items.append({
            "id": "%s-r22-%02d" % (self.prefix, n),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
                "described": 1}
        got = Counter(i["shape"] for i in self.items)
        assert got == Counter(want), (self.prefix, got)
        langs = Counter(i["lang"] for i in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        qs = [i["question"] for i in self.items]
        assert len(set(qs)) == len(qs), self.prefix
        for i in self.items:
            if i["shape"] == "filter":
                assert len(i["answer"]) <= 10, i

    def write(self, name):
        self.check()
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


# =========================================================================== acme-supply
def build_acme():
    b = Bench("acme")
    src = os.path.join(ACME, "sources")
    sep = ";"
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        yaml_text = f.read()
    assert 'as_of: "2024-06-30"' in yaml_text
    as_of = date(2024, 6, 30)

    comps = rows(os.path.join(src, "Company.csv"))
    cid = {c["id"]: c for c in comps}
    by_name = defaultdict(list)
    for c in comps:
        by_name[c["name"]].append(c["id"])
    assert all(len(v) == 1 for v in by_name.values())
    name = {c["id"]: c["name"] for c in comps}
    prods = {c["id"]: split(c["product"], sep) for c in comps}
    trans = rows(os.path.join(src, "Company_fundTrans_Company.csv"))
    for t in trans:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in cid and t["dstId"] in cid
    people = rows(os.path.join(src, "Person.csv"))
    pname = {p["name"]: p for p in people}
    assert len(pname) == len(people)
    rep = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    for lst in rep.values():
        for n in lst:
            assert n in by_name, n
    prod_rows = rows(os.path.join(src, "Product.csv"))
    down = {r["id"]: split(r["hasSupplyChain"], sep) for r in prod_rows}
    assert len(down) == len(prod_rows)

    def C(n):
        return one(by_name[n], n)

    def reps_of(company_name):
        return [p for p, lst in rep.items() if company_name in lst]

    # ---- relation_hop
    b.add("relation_hop", "en",
          "Which companies is Ada Moreno the legal representative of?",
          rep["Ada Moreno"])
    ohara = C("O'Hara, Lamb & Sons")
    b.add("relation_hop", "en",
          "Who has O'Hara, Lamb & Sons sent money to?",
          sorted({name[t["dstId"]] for t in trans if t["srcId"] == ohara}))
    b.add("relation_hop", "en",
          "Who is the legal representative of Granite Insurance?",
          one(reps_of("Granite Insurance"), "rep Granite"))
    b.add("relation_hop", "zh",
          "Vehicles-Parts-Tyres 在供应链上的下游产品有哪些？",
          down["Vehicles-Parts-Tyres"])
    b.add("relation_hop", "zh",
          "哪些公司生产 Chemicals-Rubber-Synthetic rubber？",
          sorted(name[c] for c in cid if "Chemicals-Rubber-Synthetic rubber" in prods[c]))

    # ---- property
    b.add("property", "en", "What year was Fjord Steel AS founded?",
          cid[C("Fjord Steel AS")]["founded"])
    b.add("property", "en", "Which country is Delta Cells GmbH based in?",
          cid[C("Delta Cells GmbH")]["country"])
    b.add("property", "zh", "Chloe Tan 今年多大？", pname["Chloe Tan"]["age"])
    b.add("property", "en", "What does Helix Chemicals make?",
          prods[C("Helix Chemicals")])

    # ---- two_hop
    up_of_cars = [p for p, ds in down.items() if "Vehicles-Cars" in ds]
    b.add("two_hop", "en",
          "Which companies make products that feed directly into Vehicles-Cars?",
          sorted({name[c] for c in cid for p in up_of_cars if p in prods[c]}))
    b.add("two_hop", "en",
          "How old is the person who legally represents Helix Chemicals?",
          pname[one(reps_of("Helix Chemicals"), "rep Helix")]["age"])
    acme = C("Acme Motors")
    b.add("two_hop", "zh",
          "给 Acme Motors 付过钱的公司分别在哪些国家？",
          sorted({cid[t["srcId"]]["country"] for t in trans if t["dstId"] == acme}))
    g_reps = reps_of("Granite Insurance")
    b.add("two_hop", "en",
          "Which other company shares a legal representative with Granite Insurance?",
          sorted({n for p in g_reps for n in rep[p] if n != "Granite Insurance"}))

    # ---- aggregate
    b.add("aggregate", "en",
          "How much has Acme Motors paid out across all of its transfers?",
          sum(t["amt"] for t in trans if t["srcId"] == acme))
    b.add("aggregate", "zh", "注册国家为 US 的公司一共有几家？",
          sum(1 for c in comps if c["country"] == "US"))
    partners = {t["dstId"] for t in trans if t["srcId"] == ohara} | \
               {t["srcId"] for t in trans if t["dstId"] == ohara}
    b.add("aggregate", "en",
          "With how many different companies has O'Hara, Lamb & Sons exchanged money, "
          "counting both payments it sent and payments it received?",
          len(partners))

    # ---- superlative
    b.add("superlative", "en", "Which company is the oldest, i.e. was founded first?",
          name[argmin({c: int(cid[c]["founded"]) for c in cid}, "founded")])
    biggest = argmax({i: t["amt"] for i, t in enumerate(trans)}, "largest transfer")
    b.add("superlative", "en", "Who was on the receiving end of the single biggest transfer?",
          name[trans[biggest]["dstId"]])
    b.add("superlative", "zh", "几位法定代表人里谁年纪最大？",
          argmax({p: int(pname[p]["age"]) for p in pname}, "oldest"))

    # ---- comparison
    a, c2 = int(pname["Ada Moreno"]["age"]), int(pname["Bram de Vries"]["age"])
    assert a != c2
    b.add("comparison", "en", "Who is older, Ada Moreno or Bram de Vries?",
          "Ada Moreno" if a > c2 else "Bram de Vries")
    f1 = int(cid[C("Borealis Rubber Works")]["founded"])
    f2 = int(cid[C("Helix Chemicals")]["founded"])
    assert f1 != f2
    b.add("comparison", "zh", "Borealis Rubber Works 和 Helix Chemicals，哪家成立得更早？",
          "Borealis Rubber Works" if f1 < f2 else "Helix Chemicals")

    # ---- filter
    b.add("filter", "en", "List the companies founded before 1960.",
          sorted(name[c] for c in cid if int(cid[c]["founded"]) < 1960))
    b.add("filter", "zh", "单笔金额超过 100000 的转账，收款方都是哪些公司？",
          sorted({name[t["dstId"]] for t in trans if t["amt"] > 100000}))

    # ---- time_window (counted back from as_of)
    b.add("time_window", "en",
          "As of 2024-06-30, how much did Acme Motors pay out over the last 30 days?",
          sum(t["amt"] for t in trans
              if t["srcId"] == acme and 0 <= (as_of - ymd(t["transDate"])).days < 30))

    # ---- described
    b.add("described", "zh", "那家总部在新加坡（SG）、做货运服务的公司叫什么？",
          one([name[c] for c in cid
               if cid[c]["country"] == "SG" and "Services-Freight" in prods[c]], "sg freight"))
    return b


# =========================================================================== kag-supplychain
VEG = "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜"  # one product name that contains commas


def build_supplychain():
    b = Bench("supplychain")
    sep = ","
    comps = rows(os.path.join(SUPPLY, "Company.csv"))
    cid = {c["id"]: c for c in comps}
    assert len(cid) == len(comps)
    by_name = defaultdict(list)
    for c in comps:
        by_name[c["name"]].append(c["id"])
    name = {c["id"]: c["name"] for c in comps}
    prods = {c["id"]: split(c["product"], sep) for c in comps}
    prod_rows = rows(os.path.join(SUPPLY, "Product.csv"))
    pinfo = {}
    for r in prod_rows:  # duplicated rows for one id are identical
        val = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], sep, protect=(VEG,))))
        assert pinfo.get(r["id"], val) == val, r["id"]
        pinfo[r["id"]] = val
    industry = {p: v[0] for p, v in pinfo.items()}
    down = {p: list(v[1]) for p, v in pinfo.items()}
    trans = rows(os.path.join(SUPPLY, "Company_fundTrans_Company.csv"))
    for t in trans:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in cid and t["dstId"] in cid
    people = rows(os.path.join(SUPPLY, "Person.csv"))
    pname = defaultdict(list)
    for p in people:
        pname[p["name"]].append(p)
    rep = {p["name"]: split(p["legalRepresentative"], sep) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(rep) == len(people)

    def C(n):
        return one(by_name[n], n)

    def P(n):
        return one([p["name"] for p in pname[n]], n)

    def reps_of(company_name):
        return [p for p, lst in rep.items() if company_name in lst]

    # names used as answers must be unique company / person names
    def names(ids):
        out = sorted({name[i] for i in ids})
        for n in out:
            C(n)
        return out

    sanjiao = C("三角***份限公司")
    chuanhua = C("传化****限公司")

    # ---- relation_hop
    b.add("relation_hop", "zh", "哪些公司给三角***份限公司转过账？",
          names(t["srcId"] for t in trans if t["dstId"] == sanjiao))
    b.add("relation_hop", "en", "Which companies is 俞** the legal representative for?",
          [C(n) and n for n in rep[P("俞**")]])
    b.add("relation_hop", "en", "Who is the legal representative of 吉林奇*化****公司?",
          P(one(reps_of(name[C("吉林奇*化****公司")]), "rep 吉林")))
    b.add("relation_hop", "en",
          "What are the downstream products in the supply chain of 商品化工-橡胶-合成橡胶-顺丁橡胶?",
          down["商品化工-橡胶-合成橡胶-顺丁橡胶"])
    ins = "保险-财产与意外伤害保险-机动车辆险"
    b.add("relation_hop", "zh", "哪些企业的经营产品里有“保险-财产与意外伤害保险-机动车辆险”？",
          names(c for c in cid if ins in prods[c]))

    # ---- property
    b.add("property", "en", "How old is 禹**?", age[P("禹**")])
    kang = C("康**股有公司")
    b.add("property", "zh", "康**股有公司经营哪些产品？", prods[kang])
    b.add("property", "en", "Which industry does the product 消闲用品-自行车 belong to?",
          industry["消闲用品-自行车"])
    b.add("property", "zh", "骆*的年龄是多少？", age[P("骆*")])

    # ---- two_hop
    shen = name[C("深**股有公司")]
    b.add("two_hop", "en", "How old is the legal representative of 深**股有公司?",
          age[one(reps_of(shen), "rep 深")])
    b.add("two_hop", "zh", "传化****限公司经营的产品属于哪个产业？",
          sorted({industry[p] for p in prods[chuanhua]}))
    zr = name[C("中国再****际*公司")]
    b.add("two_hop", "en",
          "Which other companies share a legal representative with 中国再****际*公司?",
          sorted({n for p in reps_of(zr) for n in rep[p] if n != zr}))
    payers = {t["srcId"] for t in trans if t["dstId"] == chuanhua}
    b.add("two_hop", "en",
          "Who are the legal representatives of the companies that have paid money to 传化****限公司?",
          sorted({one(reps_of(name[c]), name[c]) for c in payers}))

    # ---- aggregate
    b.add("aggregate", "en", "What is the total amount 传化****限公司 has received?",
          sum(t["amt"] for t in trans if t["dstId"] == chuanhua))
    b.add("aggregate", "zh", "臧*一共是几家公司的法定代表人？（同一家只算一次）",
          len(rep[P("臧*")]))
    tyre = "轮胎与橡胶-轮胎"
    b.add("aggregate", "en", "How many companies list 轮胎与橡胶-轮胎 among their products?",
          sum(1 for c in cid if tyre in prods[c]))

    # ---- superlative
    inflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
    b.add("superlative", "en", "Which company has received the most money in total?",
          names([argmax(dict(inflow), "top inflow")]))
    b.add("superlative", "zh", "年龄最大的法定代表人是谁？", P(argmax(age, "oldest")))
    ch_out = defaultdict(int)
    for t in trans:
        if t["srcId"] == chuanhua:
            ch_out[t["dstId"]] += t["amt"]
    b.add("superlative", "en",
          "Of all the companies 传化****限公司 has paid, which one got the smallest amount?",
          names([argmin(dict(ch_out), "smallest payee")]))

    # ---- comparison
    a1, a2 = age[P("庞*")], age[P("任**")]
    assert a1 != a2
    b.add("comparison", "en", "Who is older, 庞* or 任**?", "庞*" if a1 > a2 else "任**")
    by_ = ch_out[C("宝业集****公司")]
    kg = ch_out[kang]
    assert by_ != kg and by_ and kg
    b.add("comparison", "zh",
          "传化****限公司付给宝业集****公司的钱和付给康**股有公司的钱，哪边更多？",
          "宝业集****公司" if by_ > kg else "康**股有公司")

    # ---- filter
    b.add("filter", "en", "Which legal representatives are older than 55?",
          sorted(P(n) for n in age if age[n] > 55))
    b.add("filter", "zh", "单笔金额超过100万的转账，收款方是哪些公司？",
          names(t["dstId"] for t in trans if t["amt"] > 1000000))

    # ---- time_window: fundTrans3MonthIn style, date_diff(now, transDate) < 90
    b.add("time_window", "en",
          "Counting back from 2023-10-15, how much money flowed into 三角***份限公司 "
          "over the last 3 months (90 days)?",
          sum(t["amt"] for t in trans
              if t["dstId"] == sanjiao and 0 <= (KAG_NOW - ymd(t["transDate"])).days < 90))

    # ---- described
    tractor = "建筑、农用机械与重型卡车-农业机械-农机具及其零部件-农用车辆-拖拉机"
    b.add("described", "en",
          "There is one company whose product list includes tractors "
          "(建筑、农用机械与重型卡车-农业机械-农机具及其零部件-农用车辆-拖拉机). Which company is it?",
          names([one([c for c in cid if tractor in prods[c]], "tractor")]))
    return b


# =========================================================================== kag-riskmining
def build_riskmining():
    b = Bench("riskmining")
    sep = ","
    apps = rows(os.path.join(RISK, "App.csv"))
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    certnums = {r["certNum"] for r in rows(os.path.join(RISK, "Cert.csv"))}
    comps = rows(os.path.join(RISK, "Company.csv"))
    cname = {c["id"]: c["name"] for c in comps}
    by_cname = defaultdict(list)
    for c in comps:
        by_cname[c["name"]].append(c["id"])
    cphone = {c["id"]: c["phone"] for c in comps}
    comp_cert = defaultdict(set)  # linked by certNum
    for r in rows(os.path.join(RISK, "Company_hasCert_Cert.csv")):
        assert r["dst"] in certnums
        comp_cert[r["src"]].add(r["dst"])
    devices = rows(os.path.join(RISK, "Device.csv"))
    dev = {d["id"]: d for d in devices}
    umid = {d["id"]: d["umid"] for d in devices}
    assert len(set(umid.values())) == len(umid)
    install = {d["id"]: split(d["install"], sep) for d in devices}  # de-duplicated
    people = rows(os.path.join(RISK, "Person.csv"))
    pid = {p["id"]: p for p in people}
    by_pname = defaultdict(list)
    for p in people:
        by_pname[p["name"]].append(p["id"])
    assert all(len(v) == 1 for v in by_pname.values())
    pn = {p["id"]: p["name"] for p in people}
    age = {p["id"]: int(p["age"]) for p in people}
    has_dev = defaultdict(set)
    for r in rows(os.path.join(RISK, "Person_hasDevice_Device.csv")):
        assert r["dst"] in dev
        has_dev[r["src"]].add(r["dst"])
    p_cert = defaultdict(set)
    for r in rows(os.path.join(RISK, "Person_hasCert_Cert.csv")):
        assert r["dst"] in certnums
        p_cert[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(os.path.join(RISK, "Person_holdShare_Company.csv")):
        hold[r["src"]].add(r["dst"])
    trans = rows(os.path.join(RISK, "Person_fundTrans_Person.csv"))
    for t in trans:
        t["amt"] = int(t["transAmt"])
    senders = {t["src"] for t in trans}
    assert len(senders) == 1  # every transfer has the same sender

    def P(n):
        return one(by_pname[n], n)

    def CN(n):
        ids = by_cname[n]
        assert len(ids) == 1 and "娱乐" not in n, n
        return ids[0]

    def pnames(ids):
        return sorted({pn[i] for i in ids})

    bai = P("柏*")
    assert senders == {bai}

    # ---- relation_hop
    b.add("relation_hop", "en", "Who has 柏* transferred money to?",
          pnames(t["dst"] for t in trans if t["src"] == bai))
    d0 = one([d for d in dev if umid[d] == "73:e8:91:b5:46:0a"], "umid d0")
    b.add("relation_hop", "zh", "umid 为 73:e8:91:b5:46:0a 的设备上装了哪些应用？",
          sorted(install[d0]))
    ge = one(has_dev[P("葛**")], "ge device")
    b.add("relation_hop", "en", "Who owns the device with umid %s?" % umid[ge],
          pnames(p for p in has_dev if ge in has_dev[p]))
    b.add("relation_hop", "en", "Which certificate does 裘** hold? Give its certificate number.",
          one(p_cert[P("裘**")], "qiu cert"))
    cert5 = "5c19603e3f367a447d0cb4390a523f28"
    b.add("relation_hop", "zh", "哪些应用使用了编号为 %s 的证书？" % cert5,
          sorted(a for a in app if app[a]["useCert"] == cert5))

    # ---- property
    b.add("property", "en", "What risk mark does the app com.aCl.toMv carry?",
          app["com.aCl.toMv"]["riskMark"])
    b.add("property", "zh", "中信*投证***限公司的电话是多少？",
          cphone[CN("中信*投证***限公司")])
    b.add("property", "en", "How old is 萧*?", age[P("萧*")])
    b.add("property", "en", "What is the certificate number used by the app com.oStEmG.may?",
          app["com.oStEmG.may"]["useCert"])

    # ---- two_hop
    zuo = P("左**")
    zdev = one(has_dev[zuo], "zuo device")
    b.add("two_hop", "en", "Which apps are installed on 左**'s device?", sorted(install[zdev]))
    cert_os = app["com.oStEmG.may"]["useCert"]
    holders = sorted(cname[c] for c in comp_cert if cert_os in comp_cert[c])
    for n in holders:
        CN(n)
    b.add("two_hop", "zh", "哪些公司持有 com.oStEmG.may 这个应用所用的证书？", holders)
    qcert = one(p_cert[P("裘**")], "qiu cert")
    b.add("two_hop", "en", "Which apps are signed with the certificate that 裘** holds?",
          sorted(a for a in app if app[a]["useCert"] == qcert))
    fang = P("方*")
    b.add("two_hop", "zh", "和方*共用同一台设备的是谁？",
          pnames(p for p in has_dev if p != fang and has_dev[p] & has_dev[fang]))

    # ---- aggregate
    wu = P("邬**")
    b.add("aggregate", "en", "How much has 柏* sent to 邬** in total?",
          sum(t["amt"] for t in trans if t["src"] == bai and t["dst"] == wu))
    b.add("aggregate", "zh", "被标记为“诈骗”的应用一共有几个？",
          sum(1 for a in apps if a["riskMark"] == "诈骗"))
    b.add("aggregate", "en", "How many devices does 杜* own?", len(has_dev[P("杜*")]))

    # ---- superlative
    b.add("superlative", "en", "Which person owns the most devices?",
          pn[argmax({p: len(has_dev[p]) for p in pid}, "most devices")])
    b.add("superlative", "zh", "这些人里年纪最大的是谁？", pn[argmax(age, "oldest")])
    inst_count = Counter()
    for d in dev:
        for a in install[d]:  # distinct apps per device
            inst_count[a] += 1
    unknown = {a: n for a, n in inst_count.items() if app[a]["riskMark"] == "UNKNOWN"}
    b.add("superlative", "en",
          "Among apps with no risk flag (risk mark UNKNOWN), which one is installed on the most devices?",
          argmax(unknown, "most installed unknown"))

    # ---- comparison
    to = defaultdict(int)
    for t in trans:
        to[t["dst"]] += t["amt"]
    q, du = to[P("裘**")], to[P("杜*")]
    assert q != du
    b.add("comparison", "en", "Who got more money from 柏* overall, 裘** or 杜*?",
          "裘**" if q > du else "杜*")
    m, y = age[P("穆**")], age[P("袁*")]
    assert m != y
    b.add("comparison", "zh", "穆**和袁*，谁的年纪更大？", "穆**" if m > y else "袁*")

    # ---- filter
    b.add("filter", "en", "List the apps flagged as gambling (赌博).",
          sorted(a for a in app if "赌博" in app[a]["riskMark"]))
    b.add("filter", "zh", "年龄不超过25岁的人有哪些？", pnames(p for p in age if age[p] <= 25))

    # ---- time_window
    b.add("time_window", "en",
          "How much did 柏* send out in total in the 30 days up to 2023-10-15?",
          sum(t["amt"] for t in trans
              if t["src"] == bai and 0 <= (KAG_NOW - ymd(t["transDate"])).days < 30))

    # ---- described: the gambling-app boss of concept.rule
    gamble = {a for a in app if "赌博" in app[a]["riskMark"]}
    developed = defaultdict(set)
    for p in has_dev:
        for a in gamble:
            if sum(1 for d in has_dev[p] if a in install[d]) > 5:
                developed[p].add(a)
    released = defaultdict(set)
    for p in hold:
        certs = set().union(*(comp_cert[c] for c in hold[p]))
        for a in gamble:
            if app[a]["useCert"] in certs:
                released[p].add(a)
    paid = {(t["src"], t["dst"]) for t in trans}
    bosses = {s for s in released for a in released[s]
              for u in developed if a in developed[u] and (s, u) in paid}
    b.add("described", "en",
          "Who is the boss behind the gambling apps, i.e. the person who releases a gambling app "
          "through a company they hold shares in and pays someone who developed that app?",
          pn[one(bosses, "boss")])
    return b


def main():
    out = []
    for builder, fname in ((build_acme, "r22-acme-supply.json"),
                           (build_supplychain, "r22-kag-supplychain.json"),
                           (build_riskmining, "r22-kag-riskmining.json")):
        bench = builder()
        out.append((bench.write(fname), len(bench.items)))
    for path, n in out:
        print("%s: %d questions" % (path, n))


if __name__ == "__main__":
    main()
