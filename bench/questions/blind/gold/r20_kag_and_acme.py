#!/usr/bin/env python3
"""Round-20 blind questions with gold answers for acme-supply, kag-supplychain and
kag-riskmining.  Gold answers are computed from the raw CSV files with the csv module
only.  Running this script (from any directory) writes three JSON files next to the
gold/ folder: r20-acme-supply.json, r20-kag-supplychain.json, r20-kag-riskmining.json.
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
ACME = "/work/main/data/examples/acme-supply/sources"
ACME_YAML = "/work/main/data/examples/acme-supply/kagflow.yaml"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"

KAG_NOW = datetime.date(2023, 10, 15)

SHAPE_PLAN = {
    "relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3, "superlative": 3,
    "comparison": 2, "filter": 2, "time_window": 1, "described": 1,
}


def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def d8(s):
    return datetime.datetime.strptime(s, "%Y%m%d").date()


def within(now, date_str, days):
    """The schemas' rule: date_diff(now, transDate) < days."""
    diff = (now - d8(date_str)).days
    return 0 <= diff < days


def boundary_safe(now, dates, days):
    """No transfer sits exactly on the window edge (diff == days), where an inclusive
    reading would differ from the rule's strict '<'; keeps the gold unambiguous."""
    for s in dates:
        assert (now - d8(s)).days != days, ("transfer on the window edge", s)


def uniq_max(pairs):
    """pairs: iterable of (key, value); returns the key of the strict maximum."""
    pairs = list(pairs)
    best = max(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, ("tie for maximum", winners, best)
    return winners[0], best


def uniq_min(pairs):
    pairs = list(pairs)
    best = min(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, ("tie for minimum", winners, best)
    return winners[0], best


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class Bench:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPE_PLAN, shape
        assert lang in ("en", "zh"), lang
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer, ("empty answer", question)
        assert all(a.strip() for a in answer), ("blank answer item", question)
        assert len(set(answer)) == len(answer), ("duplicate answer items", question, answer)
        if shape == "filter":
            assert len(answer) <= 10, ("filter answer too long", question, len(answer))
        self.items.append({"shape": shape, "lang": lang, "question": question,
                           "answer": sorted(answer) if len(answer) > 1 else answer})

    def finish(self):
        shapes = Counter(i["shape"] for i in self.items)
        langs = Counter(i["lang"] for i in self.items)
        assert dict(shapes) == SHAPE_PLAN, (self.prefix, shapes)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.prefix, langs)
        qs = [i["question"] for i in self.items]
        assert len(set(qs)) == len(qs), "duplicate question"
        out = []
        for n, i in enumerate(self.items, 1):
            out.append({"id": "%s-r20-%02d" % (self.prefix, n), "question": i["question"],
                        "answer": i["answer"], "shape": i["shape"], "lang": i["lang"]})
        return out


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def acme():
    b = Bench("acme")
    as_of = None
    with open(ACME_YAML, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("as_of:"):
                as_of = line.split(":", 1)[1].strip().strip('"').strip("'")
    assert as_of == "2024-06-30", as_of
    now = datetime.date.fromisoformat(as_of)
    SEP = ";"

    comp = rows(ACME, "Company.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    pers = rows(ACME, "Person.csv")
    prod = rows(ACME, "Product.csv")

    byid = {c["id"]: c for c in comp}
    name = {c["id"]: c["name"] for c in comp}
    id_of = {c["name"]: c["id"] for c in comp}
    assert len(id_of) == len(comp)
    cprod = {c["id"]: [p for p in c["product"].split(SEP) if p] for c in comp}
    down = {p["id"]: [x for x in p["hasSupplyChain"].split(SEP) if x] for p in prod}
    # every product a company makes has a row in the product table
    for ps in cprod.values():
        for p in ps:
            assert p in down, p
    # product last segments are unique
    seg = {p["id"].split("-")[-1]: p["id"] for p in prod}
    assert len(seg) == len(prod)
    P = lambda s: seg[s]  # noqa: E731  product id from its last path segment

    reps = {}  # person name -> list of company names
    rep_of = defaultdict(list)  # company name -> person names
    age = {}
    for p in pers:
        cs = [x for x in p["legalRepresentative"].split(SEP) if x]
        for x in cs:
            assert x in id_of, x
            rep_of[x].append(p["name"])
        reps[p["name"]] = cs
        age[p["name"]] = int(p["age"])

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])

    def main_customers(s):
        res = set()
        for o in byid:
            if o == s:
                continue
            chain = any(d in cprod[o] for up in cprod[s] for d in down.get(up, []))
            if not chain:
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                res.add(o)
        return res

    # ---- relation_hop (3 en, 2 zh)
    b.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          rep_of["Granite Insurance"])
    acme_paid = sorted({name[t["dstId"]] for t in trans if t["srcId"] == id_of["Acme Motors"]})
    b.add("relation_hop", "en", "Which companies has Acme Motors sent money to?", acme_paid)
    mc = [name[s] for s in byid if id_of["Acme Motors"] in main_customers(s)]
    b.add("relation_hop", "en",
          "According to the main-customer rule (a supply-chain buyer paying over half of the "
          "supplier's inflow), which suppliers have Acme Motors as their main customer?", mc)
    b.add("relation_hop", "zh", "Tyres 这个产品的下游产品（供应链）有哪些？", down[P("Tyres")])
    b.add("relation_hop", "zh", "Bram de Vries 是哪几家公司的法定代表人？", reps["Bram de Vries"])

    # ---- property (3 en, 1 zh)
    b.add("property", "en", "What year was Fjord Steel AS founded?",
          byid[id_of["Fjord Steel AS"]]["founded"])
    b.add("property", "en", "Delta Cells GmbH — which country is it registered in?",
          byid[id_of["Delta Cells GmbH"]]["country"])
    b.add("property", "en",
          "What is the total inflow (all money received) of O'Hara, Lamb & Sons?",
          inflow[id_of["O'Hara, Lamb & Sons"]])
    b.add("property", "zh", "Chloe Tan 今年多大？", age["Chloe Tan"])

    # ---- two_hop (2 en, 2 zh)
    chloe = reps["Chloe Tan"]
    assert len(chloe) == 1
    b.add("two_hop", "en", "In which country is the company that Chloe Tan represents legally?",
          byid[id_of[chloe[0]]]["country"])
    made = sorted({p for t in trans if t["srcId"] == id_of["Acme Motors"] for p in cprod[t["dstId"]]})
    b.add("two_hop", "en",
          "What products are made by the companies that received transfers from Acme Motors?", made)
    helix_rep = rep_of["Helix Chemicals"]
    assert len(helix_rep) == 1
    b.add("two_hop", "zh", "Helix Chemicals 的法定代表人多少岁？", age[helix_rep[0]])
    same = sorted({c for u in rep_of["Granite Insurance"] for c in reps[u]} - {"Granite Insurance"})
    b.add("two_hop", "zh", "和 Granite Insurance 共用同一位法定代表人的是哪家公司？", same)

    # ---- aggregate (2 en, 1 zh)
    b.add("aggregate", "en", "How many fund transfers has Acme Motors made in total?",
          sum(1 for t in trans if t["srcId"] == id_of["Acme Motors"]))
    b.add("aggregate", "en", "How much money has O'Hara, Lamb & Sons paid out altogether?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == id_of["O'Hara, Lamb & Sons"]))
    b.add("aggregate", "zh", "国家代码为 US 的公司一共有几家？",
          sum(1 for c in comp if c["country"] == "US"))

    # ---- superlative (2 en, 1 zh)
    k, _ = uniq_min((c["name"], int(c["founded"])) for c in comp)
    b.add("superlative", "en", "Which company is the oldest, i.e. was founded first?", k)
    k, _ = uniq_max((i, int(t["transAmt"])) for i, t in enumerate(trans))
    b.add("superlative", "en", "Who was on the receiving end of the single largest fund transfer?",
          name[trans[k]["dstId"]])
    k, _ = uniq_max(age.items())
    b.add("superlative", "zh", "年纪最大的是哪个人？", k)

    # ---- comparison (1 en, 1 zh)
    h, g = int(byid[id_of["Helix Chemicals"]]["founded"]), int(byid[id_of["Granite Insurance"]]["founded"])
    assert h != g
    b.add("comparison", "en", "Which was founded earlier, Helix Chemicals or Granite Insurance?",
          "Helix Chemicals" if h < g else "Granite Insurance")
    d, o = inflow[id_of["Delta Cells GmbH"]], inflow[id_of["O'Hara, Lamb & Sons"]]
    assert d != o
    b.add("comparison", "zh", "Delta Cells GmbH 和 O'Hara, Lamb & Sons 相比，哪家的总流入金额更高？",
          "Delta Cells GmbH" if d > o else "O'Hara, Lamb & Sons")

    # ---- filter (1 en, 1 zh)
    b.add("filter", "en", "List the companies founded after 1980.",
          [c["name"] for c in comp if int(c["founded"]) > 1980])
    b.add("filter", "zh", "哪些人的年龄超过 45 岁？", [n for n, a in age.items() if a > 45])

    # ---- time_window (en): outflow90Days rule, as of kagflow.yaml's as_of
    acme_out = [t for t in trans if t["srcId"] == id_of["Acme Motors"]]
    boundary_safe(now, [t["transDate"] for t in acme_out], 90)
    b.add("time_window", "en",
          "How much did Acme Motors pay out over the last 90 days, counting back from %s?" % as_of,
          sum(int(t["transAmt"]) for t in acme_out if within(now, t["transDate"], 90)))

    # ---- described (en)
    sg = [c["id"] for c in comp if c["country"] == "SG" and P("Freight") in cprod[c["id"]]]
    assert len(sg) == 1
    b.add("described", "en",
          "That Singapore-based freight company: how much money has it received from Acme Motors in total?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == id_of["Acme Motors"] and t["dstId"] == sg[0]))
    return b.finish()


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
COMMA_NAMES = ("葱,大蒜,姜",)  # product names that themselves contain commas


def split_products(cell):
    """Split a comma-separated product cell, keeping names such as "葱,大蒜,姜" whole."""
    for i, n in enumerate(COMMA_NAMES):
        cell = cell.replace(n, "\x00%d\x00" % i)
    out = []
    for p in cell.split(","):
        for i, n in enumerate(COMMA_NAMES):
            p = p.replace("\x00%d\x00" % i, n)
        if p.strip():
            out.append(p.strip())
    return out


def supplychain():
    b = Bench("supplychain")
    comp = rows(SC, "Company.csv")
    trans = rows(SC, "Company_fundTrans_Company.csv")
    pers = rows(SC, "Person.csv")
    prod_rows = rows(SC, "Product.csv")
    pce = rows(SC, "ProductChainEvent.csv")

    name = {c["id"]: c["name"] for c in comp}
    id_of = {c["name"]: c["id"] for c in comp}
    assert len(id_of) == len(comp)
    cprod = {c["id"]: list(dict.fromkeys(p for p in c["product"].split(",") if p)) for c in comp}

    prod = {}
    for r in prod_rows:
        v = (r["belongToIndustry"], tuple(split_products(r["hasSupplyChain"])))
        if r["id"] in prod:
            assert prod[r["id"]] == v, ("conflicting duplicate product rows", r["id"])
        prod[r["id"]] = v
    ind = {k: v[0] for k, v in prod.items()}
    down = {k: list(dict.fromkeys(v[1])) for k, v in prod.items()}
    assert "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜" in down["建筑、农用机械与重型卡车-农业机械-农机具及其零部件"]

    rep_of = defaultdict(set)
    reps = {}
    age = {}
    for p in pers:
        cs = list(dict.fromkeys(x for x in p["legalRepresentative"].split(",") if x))
        for x in cs:
            assert x in id_of, x
            rep_of[x].add(p["name"])
        reps[p["name"]] = cs
        age[p["name"]] = int(p["age"])

    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])

    def main_customers(s):
        res = set()
        for o in name:
            if o == s:
                continue
            if not any(d in cprod[o] for up in cprod[s] for d in down.get(up, [])):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                res.add(o)
        return res

    CH = id_of["传化****限公司"]
    SJ = id_of["三角***份限公司"]

    # ---- relation_hop (3 en, 2 zh)
    payers = sorted({name[t["srcId"]] for t in trans if t["dstId"] == CH})
    b.add("relation_hop", "en", "Which companies have transferred money to 传化****限公司?", payers)
    b.add("relation_hop", "en", "What products does 联**市**有公司 deal in?", cprod[id_of["联**市**有公司"]])
    b.add("relation_hop", "en",
          "Under the mainSupply rule, who is the main customer of 传化****限公司?",
          [name[o] for o in main_customers(CH)])
    r = rep_of["吉林奇*化****公司"]
    assert len(r) == 1
    b.add("relation_hop", "zh", "吉林奇*化****公司的法人代表是谁？", sorted(r))
    b.add("relation_hop", "zh", "轮胎与橡胶-轮胎-特种轮胎 的供应链下游是哪些产品？",
          down["轮胎与橡胶-轮胎-特种轮胎"])

    # ---- property (3 en, 1 zh)
    b.add("property", "en", "How old is 倪**?", age["倪**"])
    b.add("property", "en", "What is the total amount of money that has flowed into 三角***份限公司?",
          inflow[SJ])
    ts = [t for t in trans if t["srcId"] == id_of["中**油**有公司"] and t["dstId"] == SJ]
    assert len(ts) == 1
    b.add("property", "en", "On what date did 中**油**有公司 send its transfer to 三角***份限公司?",
          ts[0]["transDate"])
    b.add("property", "zh", "消闲用品-自行车 这个产品属于哪个产业？", ind["消闲用品-自行车"])

    # ---- two_hop (2 en, 2 zh)
    fc = id_of["丰**控*有公司"]
    assert all(p in ind for p in cprod[fc])
    b.add("two_hop", "en", "Which industries does 丰**控*有公司 belong to, going by the products it sells?",
          sorted({ind[p] for p in cprod[fc]}))
    same = sorted({c for u in rep_of["东岳*团*公司"] for c in reps[u]} - {"东岳*团*公司"})
    b.add("two_hop", "en", "Which company shares a legal representative with 东岳*团*公司?", same)
    r = rep_of["鹰君集**公司"]
    assert len(r) == 1
    b.add("two_hop", "zh", "鹰君集**公司的法人代表今年多大年纪？", age[next(iter(r))])
    pr = sorted({u for t in trans if t["dstId"] == CH for u in rep_of[name[t["srcId"]]]})
    assert not any(n.startswith("华") for n in pr)
    b.add("two_hop", "zh", "给传化****限公司转过账的那些公司，它们的法人代表分别是谁？", pr)

    # ---- aggregate (2 en, 1 zh)
    # ProductChainEvent (价格/上涨 -> TaxOfProdEvent/价格上涨) leads to a 成本上涨 CompanyEvent for
    # every company c with (event subject)-[:hasSupplyChain]->(down)<-[:product]-(c).
    ev = [e for e in pce if e["index"] == "价格" and e["trend"] == "上涨"]
    assert len(ev) == 1 and ev[0]["subject"] == "商品化工-橡胶-合成橡胶-顺丁橡胶"
    dset = set(down[ev[0]["subject"]])
    hit = {c for c in name if dset & set(cprod[c])}
    # the 2023 product update of 浙江**摩托**限公司 does not change this count
    upd = rows(SC, "CompanyUpdate.csv")
    for u in upd:
        assert not (dset & set(u["products"].split(","))) and not (dset & set(cprod[u["id"]]))
    b.add("aggregate", "en",
          "The price-rise event on 顺丁橡胶 triggers a cost-increase (成本上涨) event for every company selling "
          "a product downstream of it. How many companies get such an event?", len(hit))
    b.add("aggregate", "en", "Add up every transfer 传化****限公司 has made — what's the total?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == CH))
    b.add("aggregate", "zh", "臧*一共担任了几家不同公司的法人代表？", len(reps["臧*"]))

    # ---- superlative (2 en, 1 zh)
    k, _ = uniq_max(age.items())
    b.add("superlative", "en", "Who is the oldest person in the data?", k)
    k, _ = uniq_max(inflow.items())
    b.add("superlative", "en", "Which company has received the most money in total?", name[k])
    k, _ = uniq_max((p, len(d)) for p, d in down.items())
    # robust to naive comma splitting too
    naive = {r["id"]: len(set(r["hasSupplyChain"].split(","))) for r in prod_rows}
    k2, _ = uniq_max(naive.items())
    assert k == k2
    b.add("superlative", "zh", "哪个产品的供应链下游产品数量最多？", k)

    # ---- comparison (1 en, 1 zh)
    assert age["禹**"] != age["骆*"]
    b.add("comparison", "en", "Who is older: 禹** or 骆*?", "禹**" if age["禹**"] > age["骆*"] else "骆*")
    assert inflow[SJ] != inflow[CH]
    b.add("comparison", "zh", "三角***份限公司和传化****限公司，哪家的总流入金额更高？",
          name[SJ] if inflow[SJ] > inflow[CH] else name[CH])

    # ---- filter (1 en, 1 zh)
    b.add("filter", "en", "Which people are younger than 22?", [n for n, a in age.items() if a < 22])
    big = sorted({name[t["srcId"]] for t in trans if t["dstId"] == SJ and int(t["transAmt"]) > 500000})
    b.add("filter", "zh", "哪些公司给三角***份限公司的单笔转账超过了50万元？", big)

    # ---- time_window (en): fundTrans3Month as of 2023-10-15
    out = [t for t in trans if t["srcId"] == CH]
    boundary_safe(KAG_NOW, [t["transDate"] for t in out], 90)
    b.add("time_window", "en",
          "How much did 传化****限公司 pay out in the three months (90 days) before 2023-10-15?",
          sum(int(t["transAmt"]) for t in out if within(KAG_NOW, t["transDate"], 90)))

    # ---- described (en)
    ts = [t for t in trans if t["srcId"] == CH and t["transAmt"] == "866566" and t["transDate"].startswith("202309")]
    assert len(ts) == 1
    b.add("described", "en",
          "In September 2023 传化****限公司 paid some company 866,566. What does that company produce?",
          cprod[ts[0]["dstId"]])
    return b.finish()


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def riskmining():
    b = Bench("riskmining")
    apps = rows(RM, "App.csv")
    certs = rows(RM, "Cert.csv")
    comp = rows(RM, "Company.csv")
    chc = rows(RM, "Company_hasCert_Cert.csv")
    dev = rows(RM, "Device.csv")
    pers = rows(RM, "Person.csv")
    ft = rows(RM, "Person_fundTrans_Person.csv")
    phc = rows(RM, "Person_hasCert_Cert.csv")
    phd = rows(RM, "Person_hasDevice_Device.csv")
    phs = rows(RM, "Person_holdShare_Company.csv")

    pname = {p["id"]: p["name"] for p in pers}
    pid = {p["name"]: p["id"] for p in pers}
    assert len(pid) == len(pers)
    page = {p["id"]: int(p["age"]) for p in pers}
    cname = {c["id"]: c["name"] for c in comp}
    ent = {c["id"] for c in comp if "娱乐" in c["name"]}  # ambiguous masked names
    app = {a["id"]: a for a in apps}
    install_raw = {d["id"]: [x for x in d["install"].split(",") if x] for d in dev}
    install = {k: set(v) for k, v in install_raw.items()}
    umid = {d["id"]: d["umid"] for d in dev}
    devices_of = defaultdict(list)
    owners_of = defaultdict(list)
    for r in phd:
        devices_of[r["src"]].append(r["dst"])
        owners_of[r["dst"]].append(r["src"])
    for v in devices_of.values():
        assert len(v) == len(set(v))
    ccert = defaultdict(set)
    for r in chc:
        ccert[r["src"]].add(r["dst"])

    def developed(p, dedupe=True):
        cnt = Counter()
        for d in devices_of[p]:
            for a in (install[d] if dedupe else install_raw[d]):
                cnt[a] += 1
        return {a for a, n in cnt.items() if n > 5}

    for p in pname:  # counting a doubled install twice must not change the rule's result
        assert developed(p) == developed(p, False), p

    def released(p):
        cs = {r["dst"] for r in phs if r["src"] == p}
        cert_nums = set().union(*[ccert[c] for c in cs]) if cs else set()
        return {a["id"] for a in apps if a["useCert"] in cert_nums}

    gambling = {a["id"] for a in apps if "赌博" in a["riskMark"]}
    devs_gambling = {p for p in pname if developed(p) & gambling}
    bosses = set()
    for s in pname:
        for a in released(s) & gambling:
            for u in pname:
                if a in developed(u) and any(t["src"] == s and t["dst"] == u for t in ft):
                    bosses.add(s)

    # ---- relation_hop (3 en, 2 zh)
    d45 = [d["id"] for d in dev if d["umid"] == "7f:12:05:c4:2c:38"]
    assert len(d45) == 1
    b.add("relation_hop", "en", "Who owns the device with umid 7f:12:05:c4:2c:38?",
          [pname[p] for p in owners_of[d45[0]]])
    d41 = [d["id"] for d in dev if d["umid"] == "4e:90:ed:2d:49:6e"]
    assert len(d41) == 1
    b.add("relation_hop", "en", "What apps are installed on the device whose umid is 4e:90:ed:2d:49:6e?",
          sorted(install[d41[0]]))
    b.add("relation_hop", "en",
          "By the developed rule (an app on more than five of a person's devices), which apps did 邬** develop?",
          sorted(developed(pid["邬**"])))
    pc = [r["dst"] for r in phc if r["src"] == pid["裘**"]]
    assert len(pc) == 1
    b.add("relation_hop", "zh", "裘**持有的证书编号是多少？", pc)
    b.add("relation_hop", "zh", "柏*都给哪些人转过账？",
          sorted({pname[t["dst"]] for t in ft if t["src"] == pid["柏*"]}))

    # ---- property (3 en, 1 zh)
    b.add("property", "en", "How old is 明**?", page[pid["明**"]])
    b.add("property", "en", "What's 齐**'s phone number?",
          [p["hasPhone"] for p in pers if p["name"] == "齐**"])
    b.add("property", "en", "What risk mark does the app com.oStEmG.may carry?",
          app["com.oStEmG.may"]["riskMark"])
    hc = [c["phone"] for c in comp if c["name"] == "航天彩**人*股*限公司"]
    assert len(hc) == 1
    b.add("property", "zh", "航天彩**人*股*限公司登记的电话号码是多少？", hc)

    # ---- two_hop (2 en, 2 zh)
    bo = pid["柏*"]
    rel_g = sorted(released(bo) & gambling)
    assert 0 < len(rel_g) < len(gambling)
    b.add("two_hop", "en",
          "Going through the companies 柏* holds shares in and the certificates they own, which gambling apps "
          "did 柏* release?", rel_g)
    sd = devices_of[pid["萧*"]]
    assert len(sd) == 1
    b.add("two_hop", "en", "What is the umid of the device that 萧* owns?", umid[sd[0]])
    cn = app["com.oStEmG.may"]["useCert"]
    holders = sorted(c for c in cname if cn in ccert[c])
    assert holders and not (set(holders) & ent)
    b.add("two_hop", "zh", "应用 com.oStEmG.may 所使用的证书，被哪些公司持有？", [cname[c] for c in holders])
    d98 = [d["id"] for d in dev if d["umid"] == "d1:d7:0e:3e:54:20"]
    assert len(d98) == 1 and len(owners_of[d98[0]]) == 1
    b.add("two_hop", "zh", "设备 d1:d7:0e:3e:54:20 的主人今年多少岁？", page[owners_of[d98[0]][0]])

    # ---- aggregate (2 en, 1 zh)
    b.add("aggregate", "en", "In total, how much money has 柏* transferred to 邬**?",
          sum(int(t["transAmt"]) for t in ft if t["src"] == bo and t["dst"] == pid["邬**"]))
    b.add("aggregate", "en", "How many apps are flagged with the fraud (诈骗) risk mark?",
          sum(1 for a in apps if a["riskMark"] == "诈骗"))
    b.add("aggregate", "zh", "杜*名下一共有几台设备？", len(devices_of[pid["杜*"]]))

    # ---- superlative (2 en, 1 zh)
    tot = defaultdict(int)
    for t in ft:
        tot[t["dst"]] += int(t["transAmt"])
    k, _ = uniq_max(tot.items())
    b.add("superlative", "en", "Which person has received the most money in transfers overall?", pname[k])
    k, _ = uniq_min(page.items())
    b.add("superlative", "en", "Who is the youngest person on record?", pname[k])
    k, _ = uniq_max((i, int(t["transAmt"])) for i, t in enumerate(ft) if t["src"] == bo)
    b.add("superlative", "zh", "柏*金额最大的那一笔转账是转给谁的？", pname[ft[k]["dst"]])

    # ---- comparison (1 en, 1 zh)
    assert page[pid["葛**"]] != page[pid["蓝*"]]
    b.add("comparison", "en", "Between 葛** and 蓝*, who's older?",
          "葛**" if page[pid["葛**"]] > page[pid["蓝*"]] else "蓝*")
    a0 = sum(int(t["transAmt"]) for t in ft if t["src"] == bo and t["dst"] == pid["裘**"])
    a1 = sum(int(t["transAmt"]) for t in ft if t["src"] == bo and t["dst"] == pid["杜*"])
    assert a0 != a1
    b.add("comparison", "zh", "柏*转给裘**的总金额和转给杜*的总金额相比，哪个人收到的更多？",
          "裘**" if a0 > a1 else "杜*")

    # ---- filter (1 en, 1 zh)
    b.add("filter", "en", "Which apps are marked as gambling apps?", sorted(gambling))
    b.add("filter", "zh", "按规则被认定为“赌博App开发者”的有哪些人？", [pname[p] for p in sorted(devs_gambling)])

    # ---- time_window (en): counted back from 2023-10-15
    tw = [t for t in ft if t["src"] == bo and t["dst"] == pid["杜*"]]
    boundary_safe(KAG_NOW, [t["transDate"] for t in tw], 30)
    b.add("time_window", "en",
          "In the 30 days leading up to 2023-10-15, how much did 柏* transfer to 杜*?",
          sum(int(t["transAmt"]) for t in tw if within(KAG_NOW, t["transDate"], 30)))

    # ---- described (en)
    holders = sorted({r["src"] for r in phc})
    assert len(holders) == 1
    b.add("described", "en",
          "Only one person in the data holds a certificate personally. How many devices does that person own?",
          len(devices_of[holders[0]]))

    assert bosses == {bo}, bosses  # sanity: the rule chain resolves as expected
    return b.finish()


def main():
    for fname, fn in (("r20-acme-supply.json", acme), ("r20-kag-supplychain.json", supplychain),
                      ("r20-kag-riskmining.json", riskmining)):
        items = fn()
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote", path, len(items))


if __name__ == "__main__":
    main()
