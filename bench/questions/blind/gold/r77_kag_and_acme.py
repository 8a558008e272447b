#!/usr/bin/env python3
"""Round 77 held-out questions: acme-supply, kag-supplychain, kag-riskmining.

Persona: a customs compliance officer and a supplier-risk analyst at a
manufacturer.  Every answer is computed from CSV cells; only the question
wording and the literal values a question names are typed by hand.

Outputs (next to the gold/ folder, i.e. bench/questions/blind/):
  r77-acme-supply.json, r77-kag-supplychain.json, r77-kag-riskmining.json
Each: 25 questions, 16 English + 9 Chinese.

Files / columns used
--------------------
acme-supply (data/examples/acme-supply/sources/):
  Company.csv                  id, name, country, founded, product (';'-separated)
  Company_fundTrans_Company.csv srcId, dstId, transDate (yyyymmdd), transAmt
  Person.csv                   name, age, legalRepresentative (';'-separated company names)
  Product.csv                  id, hasSupplyChain (';'-separated downstream product ids)
kag-supplychain (datasets/kag-supplychain/sources/):
  Company.csv                  id, name, product (','-separated)
  Company_fundTrans_Company.csv srcId, dstId, transDate, transAmt
  Person.csv                   name, age, legalRepresentative (','-separated company names)
  Product.csv                  id, belongToIndustry, hasSupplyChain (','-separated)
  ProductChainEvent.csv        name, subject, trend
  CompanyUpdate.csv            only to exclude the revised company (see below)
kag-riskmining (datasets/kag-riskmining/sources/):
  App.csv (id, riskMark, useCert), Cert.csv (certNum), Company.csv (id, name, phone),
  Company_hasCert_Cert.csv (src company id, dst certNum), Device.csv (id, umid,
  install ','-separated app ids), Person.csv (id, name, age),
  Person_hasDevice_Device.csv, Person_fundTrans_Person.csv (src, dst, transDate,
  transAmt), Person_holdShare_Company.csv, Person_hasCert_Cert.csv

Readings avoided
----------------
* acme: the notes/ texts and plans are not used.  Product ids are hyphenated
  paths ("Vehicles-Parts-Tyres") whose parents ("Vehicles") have no row of their
  own: no question asks about a parent category.  The rule-derived
  outflow90Days depends on now(): not asked.  The mainSupply question spells
  the rule out in the wording.
* kag-supplychain: Product.csv repeats some ids (identical rows) -> products
  are counted as distinct ids.  Company.product cells repeat entries
  (e.g. "汽车,汽车") -> "distinct" is stated wherever products are counted.
  Eleven product names used in Company.product have no Product.csv row
  (e.g. 机动车贸易, 化工商品贸易-…) -> industry questions use only a company whose
  every product has a row (asserted); supply-chain questions match names
  exactly as written, which the wording states.  CompanyUpdate.csv revises the
  products of 浙江**摩托**限公司 -> no product question touches that company
  (the group-count question excludes it explicitly).  Person 臧* lists two
  companies twice -> no counting over 臧*'s list.  Product hierarchy implied by
  hyphens is never used.  Fund-transfer rules relative to now() not asked.
* kag-riskmining: Device.install cells of devices 3, 16, 20 repeat an app ->
  app counts are of distinct apps.  Devices 3/25 etc. are owned by several
  persons (asserted where used).  Companies 3–9 hold most certificates, so
  cert-holder questions list the holders explicitly.  The 'developed' /
  'release' rules are not named; the release path (holdShare -> hasCert ->
  useCert) is spelled out in the wording.  Phone numbers are masked strings
  returned verbatim.  Company names differ only by asterisk count
  (**娱乐**公司 …): answers give the exact cells.
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(rels):
    d = HERE
    while True:
        for rel in rels:
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("not found: %s" % rels)
        d = nd


SC = os.path.join(find_up(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"]), "sources")
RM = os.path.join(os.path.dirname(os.path.dirname(SC)), "kag-riskmining", "sources")
ACME = os.path.join(find_up(["data/examples/acme-supply"]), "sources")


def rows(base, name):
    with open(os.path.join(base, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def dec(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def ratio_pct(num, den, places):
    return dec(Decimal(num) * 100 / Decimal(den), places)


def iso(d):
    return "%s-%s-%s" % (d[:4], d[4:6], d[6:8])


def pdate(d):
    return datetime.date(int(d[:4]), int(d[4:6]), int(d[6:8]))


def unique_top(items, key, n=1):
    """items sorted desc by key; assert no tie at the cut / within the top n."""
    s = sorted(items, key=key, reverse=True)
    vals = [key(x) for x in s[: n + 1]]
    assert len(set(vals[:n])) == n, vals
    if len(s) > n:
        assert vals[n - 1] != vals[n], vals
    return s[:n]


def group_counts(counter):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    cs = [c for _, c in items]
    assert len(cs) == len(set(cs)), items
    out = []
    for g, c in items:
        out += [str(g), str(c)]
    return out


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({"id": "", "question": question, "answer": answer,
                           "shape": shape, "lang": lang})

    def write(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        qs = [q["question"] for q in self.items]
        assert len(set(qs)) == 25
        for i, q in enumerate(self.items, 1):
            q["id"] = "%s-r77-%02d" % (self.project, i)
        path = os.path.join(OUT_DIR, "r77-%s.json" % self.project)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


def yn(b, lang):
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


# ---------------------------------------------------------------- acme-supply
def acme():
    Q = QS("acme-supply")
    comps = rows(ACME, "Company.csv")
    C = {r["id"]: r for r in comps}
    N = {r["name"]: r for r in comps}
    assert len(N) == len(comps)
    T = rows(ACME, "Company_fundTrans_Company.csv")
    for t in T:
        assert t["srcId"] in C and t["dstId"] in C
    persons = rows(ACME, "Person.csv")
    PN = {p["name"]: p for p in persons}
    prods = rows(ACME, "Product.csv")
    PR = {p["id"]: p for p in prods}
    assert len(PR) == len(prods)

    def cprods(c):
        return [x for x in c["product"].split(";") if x]

    def down(pid):
        return [x for x in PR[pid]["hasSupplyChain"].split(";") if x]

    for c in comps:
        for p in cprods(c):
            assert p in PR, p
    for p in prods:
        for d in down(p["id"]):
            assert d in PR, d

    def reps(p):
        return [x for x in p["legalRepresentative"].split(";") if x]

    for p in persons:
        for n in reps(p):
            assert n in N, n
        assert len(reps(p)) == len(set(reps(p)))

    def nm(cid):
        return C[cid]["name"]

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in T:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])

    # 1 attribute
    Q.add("en", "attribute", "Which country code is listed for Fjord Steel AS?",
          N["Fjord Steel AS"]["country"])
    # 2 sum
    a, o = N["Acme Motors"]["id"], N["O'Hara, Lamb & Sons"]["id"]
    Q.add("en", "sum", "Total amount Acme Motors has transferred to O'Hara, Lamb & Sons across all recorded transfers?",
          sum(int(t["transAmt"]) for t in T if t["srcId"] == a and t["dstId"] == o))
    # 3 superlative
    top = unique_top(T, key=lambda t: int(t["transAmt"]))[0]
    Q.add("en", "superlative", "For our payment-screening file: which company was the recipient of the single largest fund transfer on record?",
          nm(top["dstId"]))
    # 4 top-N
    top3 = unique_top(list(inflow.items()), key=lambda kv: kv[1], n=3)
    Q.add("en", "top-N", "Rank the top 3 companies by total amount received through fund transfers, highest first.",
          [nm(k) for k, _ in top3])
    # 5 yes/no
    h = N["Helix Chemicals"]["id"]
    Q.add("en", "yes/no", "Has Helix Chemicals ever sent a fund transfer to another company?",
          yn(any(t["srcId"] == h for t in T), "en"))
    # 6 days between
    ds = sorted(pdate(t["transDate"]) for t in T if t["srcId"] == a and t["dstId"] == o)
    Q.add("en", "days between", "How many days passed between Acme Motors' first and last payment to O'Hara, Lamb & Sons?",
          (ds[-1] - ds[0]).days)
    # 7 window
    lo, hi = "20240601", "20240630"
    Q.add("en", "window sum", "I'm reconciling June 2024 — what is the combined amount of all transfers dated 2024-06-01 through 2024-06-30, both days included?",
          sum(int(t["transAmt"]) for t in T if lo <= t["transDate"] <= hi))
    # 8 relation: legal rep
    g = [p["name"] for p in persons if "Granite Insurance" in reps(p)]
    assert len(g) == 1
    Q.add("en", "relation", "Who is the legal representative of Granite Insurance?", g[0])
    # 9 same legal rep
    sh = sorted({n for p in persons if "Helix Chemicals" in reps(p) for n in reps(p)} - {"Helix Chemicals"})
    Q.add("en", "relation", "Which company shares a legal representative with Helix Chemicals?", sh)
    # 10 downstream
    Q.add("en", "list", "Which products are listed as direct downstream products of Metals-Steel-Sheet steel?",
          down("Metals-Steel-Sheet steel"))
    # 11 two-hop upstream makers
    ups = [p["id"] for p in prods if "Vehicles-Cars" in down(p["id"])]
    makers = [c["name"] for c in comps if set(cprods(c)) & set(ups)]
    Q.add("en", "two-hop", "Supplier-risk check: which companies make a product that has Vehicles-Cars as a direct downstream product?",
          makers)
    # 12 average
    two = [int(p["age"]) for p in persons if len(reps(p)) == 2]
    Q.add("en", "average", "What is the average age of the people who are legal representative of exactly two companies? Round to 2 decimals.",
          dec(Decimal(sum(two)) / len(two), 2))
    # 13 ratio
    from_a = sum(int(t["transAmt"]) for t in T if t["srcId"] == a and t["dstId"] == o)
    Q.add("en", "ratio", "What percentage of O'Hara, Lamb & Sons' total received transfer amount came from Acme Motors? Give the number rounded to 2 decimals.",
          ratio_pct(from_a, inflow[o], 2))
    # 14 difference
    Q.add("en", "difference", "By how much does the total O'Hara, Lamb & Sons received exceed the total it paid out?",
          inflow[o] - outflow[o])
    # 15 group counts
    gc = Counter(len(cprods(c)) for c in comps)
    Q.add("en", "group counts", "Group the companies by how many products they make: for each product count, how many companies? Largest group first.",
          group_counts(gc))
    # 16 main customer rule
    mine = set(cprods(C[o]))
    dn = {d for p in mine for d in down(p)}
    paid = defaultdict(int)
    for t in T:
        if t["dstId"] == o:
            paid[t["srcId"]] += int(t["transAmt"])
    mc = [nm(k) for k, v in paid.items()
          if set(cprods(C[k])) & dn and Decimal(v) / Decimal(inflow[o]) > Decimal("0.5")]
    assert len(mc) == 1
    Q.add("en", "two-hop", "Count a company as O'Hara, Lamb & Sons' main customer if it makes a product directly downstream of one of O'Hara's products and paid O'Hara more than half of everything O'Hara received. Which company is that?",
          mc)
    # zh 17 who paid whom
    d = N["Delta Cells GmbH"]["id"]
    Q.add("zh", "relation", "哪家公司向 Delta Cells GmbH 转过账？",
          sorted({nm(t["srcId"]) for t in T if t["dstId"] == d}))
    # zh 18 two-hop age
    ar = [p for p in persons if "Acme Motors" in reps(p)]
    assert len(ar) == 1
    Q.add("zh", "two-hop", "Acme Motors 的法定代表人年龄是多少？", ar[0]["age"])
    # zh 19 list makers
    Q.add("zh", "list", "请列出生产 Chemicals-Rubber-Synthetic rubber 的所有公司。",
          [c["name"] for c in comps if "Chemicals-Rubber-Synthetic rubber" in cprods(c)])
    # zh 20 window count
    Q.add("zh", "window count", "2024-03-01 至 2024-05-31（含首尾两天）期间一共有几笔资金转账？",
          sum(1 for t in T if "20240301" <= t["transDate"] <= "20240531"))
    # zh 21 yes/no two conditions
    b = any(C[t["srcId"]]["country"] == "US" and C[t["dstId"]]["country"] == "DE" for t in T)
    Q.add("zh", "yes/no", "海关合规核查：是否有注册国家代码为 DE 的公司收到过来自国家代码为 US 的公司的转账？", yn(b, "zh"))
    # zh 22 difference years
    Q.add("zh", "difference", "Delta Cells GmbH 和 Fjord Steel AS 的成立年份相差多少年？",
          abs(int(N["Delta Cells GmbH"]["founded"]) - int(N["Fjord Steel AS"]["founded"])))
    # zh 23 two-hop downstream makers
    bp = cprods(N["Borealis Rubber Works"])
    bd = {x for p in bp for x in down(p)}
    Q.add("zh", "two-hop", "Borealis Rubber Works 所生产产品的直接下游产品，是由哪些公司生产的？",
          [c["name"] for c in comps if set(cprods(c)) & bd])
    # zh 24 compare
    hf, gf = int(N["Helix Chemicals"]["founded"]), int(N["Granite Insurance"]["founded"])
    assert hf != gf
    Q.add("zh", "compare", "Helix Chemicals 和 Granite Insurance，哪家公司成立得更早？",
          "Helix Chemicals" if hf < gf else "Granite Insurance")
    # zh 25 count two conditions
    Q.add("zh", "count", "日期在 2024 年内、且金额严格大于 100000 的转账共有几笔？",
          sum(1 for t in T if t["transDate"].startswith("2024") and int(t["transAmt"]) > 100000))
    return Q.write()


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    Q = QS("kag-supplychain")
    comps = rows(SC, "Company.csv")
    C = {r["id"]: r for r in comps}
    N = {r["name"]: r for r in comps}
    assert len(N) == len(comps) == len(C)
    T = rows(SC, "Company_fundTrans_Company.csv")
    for t in T:
        assert t["srcId"] in C and t["dstId"] in C
    persons = rows(SC, "Person.csv")
    PN = {p["name"]: p for p in persons}
    assert len(PN) == len(persons)
    prodrows = rows(SC, "Product.csv")
    PR = {}
    for r in prodrows:
        if r["id"] in PR:
            assert PR[r["id"]] == r  # duplicated rows are identical
        PR[r["id"]] = r
    events = rows(SC, "ProductChainEvent.csv")
    updated = {r["id"] for r in rows(SC, "CompanyUpdate.csv")}

    def cprods(c):
        return [x for x in c["product"].split(",") if x]

    def down(pid):
        return [x for x in PR[pid]["hasSupplyChain"].split(",") if x]

    def reps(p):
        return [x for x in p["legalRepresentative"].split(",") if x]

    repof = defaultdict(set)
    for p in persons:
        for n in reps(p):
            assert n in N, n
            repof[n].add(p["name"])
    for n, s in repof.items():
        assert len(s) == 1

    def nm(cid):
        return C[cid]["name"]

    def amt(t):
        return int(t["transAmt"])

    sj = N["三角***份限公司"]["id"]
    ch = N["传化****限公司"]["id"]
    zj = N["浙江**摩托**限公司"]["id"]
    assert zj in updated
    into_sj = [t for t in T if t["dstId"] == sj]
    out_ch = [t for t in T if t["srcId"] == ch]
    into_ch = [t for t in T if t["dstId"] == ch]

    # 1 sum
    Q.add("en", "sum", "What is the total amount 三角***份限公司 has received in fund transfers?",
          sum(map(amt, into_sj)))
    # 2 count distinct payers
    Q.add("en", "count", "How many different companies have paid money to 三角***份限公司?",
          len({t["srcId"] for t in into_sj}))
    # 3 superlative
    top = unique_top(out_ch, key=amt)[0]
    Q.add("en", "superlative", "Which company received the largest single payment that 传化****限公司 made?",
          nm(top["dstId"]))
    # 4 top-3 by total received from ch
    tot = defaultdict(int)
    for t in out_ch:
        tot[t["dstId"]] += amt(t)
    t3 = unique_top(list(tot.items()), key=lambda kv: kv[1], n=3)
    Q.add("en", "top-N", "For a counterparty review, list the top 3 recipients of 传化****限公司's payments by total amount received from it, largest first.",
          [nm(k) for k, _ in t3])
    # 5 window
    Q.add("en", "window sum", "How much did 传化****限公司 pay out in total between 2023-07-01 and 2023-07-31, inclusive of both dates?",
          sum(amt(t) for t in out_ch if "20230701" <= t["transDate"] <= "20230731"))
    # 6 days between
    ds = sorted(pdate(t["transDate"]) for t in out_ch)
    Q.add("en", "days between", "How many days lie between 传化****限公司's earliest and latest outgoing transfer?",
          (ds[-1] - ds[0]).days)
    # 7 yes/no both ways
    b = any(t["srcId"] == sj and t["dstId"] == ch for t in T) and any(t["srcId"] == ch and t["dstId"] == sj for t in T)
    Q.add("en", "yes/no", "Have 三角***份限公司 and 传化****限公司 each sent money to the other at least once?", yn(b, "en"))
    # 8 difference
    Q.add("en", "difference", "how much more did 传化****限公司 pay out than it took in, in total",
          sum(map(amt, out_ch)) - sum(map(amt, into_ch)))
    # 9 average
    Q.add("en", "average", "What's the average amount of the transfers 三角***份限公司 received? 2 decimal places please.",
          dec(Decimal(sum(map(amt, into_sj))) / len(into_sj), 2))
    # 10 ratio
    zsum = sum(amt(t) for t in into_sj if t["srcId"] == zj)
    Q.add("en", "ratio", "What share of 三角***份限公司's total received amount came from 浙江**摩托**限公司, as a percentage rounded to 2 decimals?",
          ratio_pct(zsum, sum(map(amt, into_sj)), 2))
    # 11 relation legal rep
    Q.add("en", "relation", "Who is the legal representative of 康**股有公司?",
          sorted(repof["康**股有公司"]))
    # 12 same legal rep
    rp = list(repof["开达集**公司"])[0]
    same = [n for n in reps(PN[rp]) if n != "开达集**公司"]
    assert len(same) == len(set(same))
    Q.add("en", "relation", "Which companies share their legal representative with 开达集**公司?", same)
    # 13 two-hop: companies of 袁* paid by 传化
    recips = {nm(t["dstId"]) for t in out_ch}
    yz = [n for n in reps(PN["袁*"]) if n in recips]
    assert yz
    Q.add("en", "two-hop", "Of the companies 袁* is legal representative for, which ones received a payment from 传化****限公司?", yz)
    # 14 list companies with a product
    pt = "轮胎与橡胶-轮胎-斜交轮胎"
    assert pt in PR
    lst = [c["name"] for c in comps if pt in cprods(c)]
    assert all(N[n]["id"] not in updated for n in lst)
    Q.add("en", "list", "Which companies list 轮胎与橡胶-轮胎-斜交轮胎 among their products?", lst)
    # 15 group counts (excluding revised company)
    gc = Counter(len(set(cprods(c))) for c in comps if c["id"] not in updated)
    Q.add("en", "group counts", "Leaving out 浙江**摩托**限公司 (its product list was revised), group the companies by how many distinct products they list; give each number of products with its company count, largest group first.",
          group_counts(gc))
    # 16 two-hop event subject producers
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    subj = ev[0]["subject"]
    prodc = [c["name"] for c in comps if subj in cprods(c)]
    assert all(N[n]["id"] not in updated for n in prodc)
    Q.add("en", "two-hop", "Which companies list the subject product of the product-chain event 顺丁橡胶成本上涨 (exact product name) among their products?",
          prodc)
    # zh 17 attribute industry
    Q.add("zh", "attribute", "产品 汽车-摩托车制造-三轮摩托车 属于哪个产业？",
          PR["汽车-摩托车制造-三轮摩托车"]["belongToIndustry"])
    # zh 18 count companies of 江*
    jr = reps(PN["江*"])
    assert len(jr) == len(set(jr))
    Q.add("zh", "count", "江* 担任多少家公司的法人代表？", len(jr))
    # zh 19 superlative age
    old = unique_top(persons, key=lambda p: int(p["age"]))[0]
    Q.add("zh", "superlative", "所有自然人中年龄最大的是谁？", old["name"])
    # zh 20 two-hop industries
    rz = N["润中***股*公司"]
    assert rz["id"] not in updated and all(p in PR for p in cprods(rz))
    inds = []
    for p in cprods(rz):
        i = PR[p]["belongToIndustry"]
        if i not in inds:
            inds.append(i)
    Q.add("zh", "two-hop", "供应商风险排查：根据 润中***股*公司 经营的产品，它涉及哪些产业？", inds)
    # zh 21 count distinct products per industry
    ind = "工业-资本品-机械制造-建筑、农用机械与重型卡车"
    Q.add("zh", "count", "产业“工业-资本品-机械制造-建筑、农用机械与重型卡车”下共有多少个不同的产品？",
          sum(1 for p in PR.values() if p["belongToIndustry"] == ind))
    # zh 22 compare
    k1, k2 = N["康**股有公司"]["id"], N["宝业集****公司"]["id"]
    assert tot[k1] != tot[k2]
    Q.add("zh", "compare", "传化****限公司 付给 康**股有公司 和 宝业集****公司 的金额，哪家收到的更多？",
          nm(k1) if tot[k1] > tot[k2] else nm(k2))
    # zh 23 upstream
    ups = [pid for pid in PR if pt in down(pid)]
    Q.add("zh", "list", "哪些产品把 轮胎与橡胶-轮胎-斜交轮胎 列为直接下游（供应链）产品？", ups)
    # zh 24 count with threshold
    Q.add("zh", "count", "年龄在 50 岁及以上（含 50 岁）的自然人有几位？",
          sum(1 for p in persons if int(p["age"]) >= 50))
    # zh 25 count companies with any direct downstream product of 顺丁橡胶
    sd = set(down("商品化工-橡胶-合成橡胶-顺丁橡胶"))
    hit = [c for c in comps if set(cprods(c)) & sd]
    assert all(c["id"] not in updated for c in hit)
    Q.add("zh", "count", "有多少家公司的经营产品中（按名称完全一致）至少包含一个 商品化工-橡胶-合成橡胶-顺丁橡胶 的直接下游产品？",
          len(hit))
    return Q.write()


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    Q = QS("kag-riskmining")
    apps = rows(RM, "App.csv")
    A = {a["id"]: a for a in apps}
    devs = rows(RM, "Device.csv")
    D = {d["id"]: d for d in devs}
    persons = rows(RM, "Person.csv")
    P = {p["id"]: p for p in persons}
    PN = {p["name"]: p for p in persons}
    assert len(PN) == len(persons)
    comps = rows(RM, "Company.csv")
    CO = {c["id"]: c for c in comps}
    CN = {c["name"]: c for c in comps}
    assert len(CN) == len(comps)
    certs = {c["certNum"] for c in rows(RM, "Cert.csv")}
    cc = rows(RM, "Company_hasCert_Cert.csv")
    pd_ = rows(RM, "Person_hasDevice_Device.csv")
    T = rows(RM, "Person_fundTrans_Person.csv")
    hs = rows(RM, "Person_holdShare_Company.csv")
    pc = rows(RM, "Person_hasCert_Cert.csv")
    for a in apps:
        assert a["useCert"] in certs
    for r in cc:
        assert r["src"] in CO and r["dst"] in certs
    for r in pd_:
        assert r["src"] in P and r["dst"] in D
    for t in T:
        assert t["src"] in P and t["dst"] in P
    for r in hs:
        assert r["src"] in P and r["dst"] in CO

    def inst(did):
        return set(x for x in D[did]["install"].split(",") if x)

    for d in D:
        assert inst(d) <= set(A)

    pdev = defaultdict(list)
    downers = defaultdict(list)
    for r in pd_:
        pdev[r["src"]].append(r["dst"])
        downers[r["dst"]].append(r["src"])

    def pid(name):
        return PN[name]["id"]

    def amt(t):
        return int(t["transAmt"])

    bo = pid("柏*")
    out_b = [t for t in T if t["src"] == bo]

    # 1 two-hop attribute
    zd = pdev[pid("左**")]
    assert len(zd) == 1
    Q.add("en", "two-hop", "What is the umid of the device owned by 左**?", D[zd[0]]["umid"])
    # 2 release path
    held = {r["dst"] for r in cc if r["src"] in {h["dst"] for h in hs if h["src"] == bo}}
    rel = [a["id"] for a in apps if a["riskMark"] == "赌博" and a["useCert"] in held]
    Q.add("en", "two-hop", "Which apps marked 赌博 use a certificate that is held by a company in which 柏* holds shares?", rel)
    # 3 list
    Q.add("en", "list", "List the apps whose risk mark is 赌博.",
          [a["id"] for a in apps if a["riskMark"] == "赌博"])
    # 4 count devices
    Q.add("en", "count", "How many devices does 邬** own?", len(pdev[pid("邬**")]))
    # 5 sum
    wu = pid("邬**")
    Q.add("en", "sum", "Total amount 柏* transferred to 邬**?", sum(amt(t) for t in out_b if t["dst"] == wu))
    # 6 window
    Q.add("en", "window sum", "Flagging possible structuring: what did 柏* transfer in total from 2023-09-01 to 2023-09-10, both dates inclusive?",
          sum(amt(t) for t in out_b if "20230901" <= t["transDate"] <= "20230910"))
    # 7 superlative date
    top = unique_top(T, key=amt)[0]
    Q.add("en", "superlative", "On what date was the single largest person-to-person transfer made?", iso(top["transDate"]))
    # 8 days between
    qi = pid("裘**")
    ds = sorted(pdate(t["transDate"]) for t in out_b if t["dst"] == qi)
    Q.add("en", "days between", "How many days are there between 柏*'s first and last transfer to 裘**?", (ds[-1] - ds[0]).days)
    # 9 yes/no
    b = any(A[x]["riskMark"] == "诈骗" for d in zd for x in inst(d))
    Q.add("en", "yes/no", "Does the device owned by 左** have any app installed whose risk mark is 诈骗?", yn(b, "en"))
    # 10 list holdings
    Q.add("en", "relation", "In which companies does 柏* hold shares?",
          [CO[h["dst"]]["name"] for h in hs if h["src"] == bo])
    # 11 shared device
    fd = pdev[pid("方*")]
    assert len(fd) == 1
    others = [P[o]["name"] for o in downers[fd[0]] if o != pid("方*")]
    Q.add("en", "relation", "Besides 方*, who else owns 方*'s device?", others)
    # 12 group counts
    gc = Counter(P[t["dst"]]["name"] for t in out_b)
    Q.add("en", "group counts", "Break down 柏*'s outgoing transfers by recipient: recipient name and number of transfers, most transfers first.",
          group_counts(gc))
    # 13 average
    q_amts = [amt(t) for t in out_b if t["dst"] == qi]
    Q.add("en", "average", "What is the average amount of 柏*'s transfers to 裘**, rounded to 2 decimals?",
          dec(Decimal(sum(q_amts)) / len(q_amts), 2))
    # 14 ratio
    Q.add("en", "ratio", "What percentage of the total amount 柏* transferred went to 邬**? Round to 1 decimal.",
          ratio_pct(sum(amt(t) for t in out_b if t["dst"] == wu), sum(map(amt, out_b)), 1))
    # 15 top-N
    t3 = unique_top([(P[k]["name"], len(v)) for k, v in pdev.items()], key=lambda kv: kv[1], n=3)
    Q.add("en", "top-N", "Top 3 people by number of devices owned, most first?", [k for k, _ in t3])
    # 16 two conditions
    gamb = {a["id"] for a in apps if a["riskMark"] == "赌博"}
    who = [p["name"] for p in persons if int(p["age"]) > 50
           and any(inst(d) & gamb for d in pdev[p["id"]])]
    Q.add("en", "list", "For an app-risk sweep: which people older than 50 own at least one device with an app marked 赌博 installed?", who)
    # zh 17 compare
    du = pid("杜*")
    a1, a2 = int(P[qi]["age"]), int(P[du]["age"])
    assert a1 != a2
    Q.add("zh", "compare", "裘** 和 杜* 谁的年龄更大？", P[qi]["name"] if a1 > a2 else P[du]["name"])
    # zh 18 difference
    Q.add("zh", "difference", "邬** 比 裘** 多拥有几台设备？", len(pdev[wu]) - len(pdev[qi]))
    # zh 19 distinct apps
    s = set()
    for d in pdev[qi]:
        s |= inst(d)
    Q.add("zh", "count", "裘** 名下所有设备上一共安装了多少个不同的应用？", len(s))
    # zh 20 certs count
    hc = CN["航天彩**人*股*限公司"]["id"]
    Q.add("zh", "count", "航天彩**人*股*限公司 拥有多少张证书？", len({r["dst"] for r in cc if r["src"] == hc}))
    # zh 21 cert holders of app cert
    cn = A["com.qIu.VJbJ"]["useCert"]
    Q.add("zh", "two-hop", "应用 com.qIu.VJbJ 所使用的证书由哪些公司持有？",
          [CO[r["src"]]["name"] for r in cc if r["dst"] == cn])
    # zh 22 person cert -> apps
    qc = [r["dst"] for r in pc if r["src"] == qi]
    assert len(qc) == 1
    Q.add("zh", "two-hop", "裘** 持有的证书被多少个应用使用？", sum(1 for a in apps if a["useCert"] == qc[0]))
    # zh 23 attribute phone
    Q.add("zh", "attribute", "中信*投证***限公司 的电话号码是多少？", CN["中信*投证***限公司"]["phone"])
    # zh 24 count devices with app
    Q.add("zh", "count", "杜* 的设备中有几台安装了应用 com.qIu.VJbJ？",
          sum(1 for d in pdev[du] if "com.qIu.VJbJ" in inst(d)))
    # zh 25 yes/no threshold
    b = any(amt(t) > 10000 for t in out_b if t["dst"] == du)
    Q.add("zh", "yes/no", "柏* 是否曾给 杜* 转过单笔超过 10000 的款项？", yn(b, "zh"))
    return Q.write()


if __name__ == "__main__":
    for f in (acme, supplychain, riskmining):
        print(f())
