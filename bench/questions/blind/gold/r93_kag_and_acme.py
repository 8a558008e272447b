"""Round r93 blind gold questions for acme-supply, kag-supplychain, kag-riskmining.

Personas
  (1) a startup founder scouting suppliers/partners (who makes what, where based,
      how old, who runs them) -- acme-supply, kag-supplychain;
  (2) 一位银行网点的柜员 checking transfers (amounts, dates, months, totals between two
      parties, largest/smallest, counts in date windows) -- kag-riskmining, plus
      kag-supplychain company transfers;
  (3) a university lecturer writing exam questions (two-hop relations, shared
      neighbours, most/fewest, yes/no) -- all three projects.

Files and columns used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product[';'-separated]),
    Company_fundTrans_Company.csv (srcId, dstId, transDate, transAmt),
    Person.csv (id, name, age, legalRepresentative[';'-separated company names]),
    Product.csv (id, hasSupplyChain[';'-separated]).
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id, name, product[','-separated]), Company_fundTrans_Company.csv
    (srcId, dstId, transDate, transAmt), Person.csv (id, name, age,
    legalRepresentative[','-separated names]), Product.csv (id, belongToIndustry,
    hasSupplyChain).
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id, name, age, hasPhone), Person_fundTrans_Person.csv (src, dst,
    transDate, transAmt), Person_holdShare_Company.csv, Company.csv (id, name),
    Person_hasDevice_Device.csv, Device.csv (id, umid, install[','-separated]),
    App.csv (id, riskMark, useCert), Company_hasCert_Cert.csv.

Readings avoided and why
  - kag-supplychain CompanyUpdate.csv restates 浙江**摩托**限公司 with a shorter product
    list; no question asks that company's products (which version wins is unclear).
    The one rule question touching it (传化's main customer) gives the same answer
    under both versions (checked in code).
  - Multi-value cells with repeated values (臧* lists 三角/传化 twice; some company
    product cells repeat 汽车; device install lists repeat apps) are de-duplicated;
    counts are of distinct entities.
  - kag-supplychain products named in Company.product without a Product.csv row
    (placeholders such as 机动车贸易) are not asked about as entities.
  - Ties: "most companies represented" (many people tie on 5), "youngest legal
    representative" (two aged 20), acme "most products" (tie) are not asked; every
    superlative is asserted unique in code.
  - Time-relative rule properties (outflow90Days, fundTrans1Month, ...) depend on
    now() and are never asked.
  - Every transfer question names sender and receiver explicitly.
  - Rounded values use Decimal ROUND_HALF_UP to 2 decimals; dates are given as in
    the data (YYYYMMDD) unless a YYYY-MM month is requested in the question.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise FileNotFoundError(rel)
        d = nd


def rows(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def r2(x):
    return str(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def unique_max(d, key=lambda v: v, minimum=False):
    items = sorted(d.items(), key=lambda kv: key(kv[1]), reverse=not minimum)
    assert len(items) == 1 or key(items[0][1]) != key(items[1][1]), ("tie", items[:3])
    return items[0][0]


def s(n):
    return str(n)


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, q, ans, shape, lang):
        assert ans and all(isinstance(a, str) and a for a in ans), (q, ans)
        assert len(ans) == len(set(ans)), (q, ans)
        self.items.append({"question": q, "answer": ans, "shape": shape, "lang": lang})

    def dump(self, outdir):
        assert len(self.items) == 25, (self.project, len(self.items))
        c = Counter(i["lang"] for i in self.items)
        assert c["en"] == 16 and c["zh"] == 9, (self.project, c)
        out = []
        for n, it in enumerate(self.items, 1):
            out.append({"id": f"{self.project}-r93-{n:02d}", **it})
        path = os.path.join(outdir, f"r93-{self.project}.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=2)
        return path


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up("data/examples/acme-supply")
    C = rows(base, "Company.csv")
    T = rows(base, "Company_fundTrans_Company.csv")
    P = rows(base, "Person.csv")
    PR = rows(base, "Product.csv")
    byname = {c["name"]: c for c in C}
    byid = {c["id"]: c for c in C}
    assert len(byname) == len(C)
    nm = lambda i: byid[i]["name"]
    prods = {c["name"]: split(c["product"], ";") for c in C}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in PR}
    reps = {p["name"]: [x for x in split(p["legalRepresentative"], ";") if x in byname] for p in P}
    rep_of = defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].append(pn)
    age = {p["name"]: int(p["age"]) for p in P}
    tr = [(nm(t["srcId"]), nm(t["dstId"]), t["transDate"], int(t["transAmt"])) for t in T]
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for a, b, d, m in tr:
        inflow[b] += m
        outflow[a] += m

    def makers(prod):
        return [c["name"] for c in C if prod in prods[c["name"]]]

    def main_customers_of(sname):
        res = []
        for o in byname:
            if o == sname:
                continue
            linked = any(dp in prods[o] for up in prods[sname] for dp in down.get(up, []))
            paid = sum(m for a, b, d, m in tr if a == o and b == sname)
            if linked and paid and paid / inflow[sname] > 0.5:
                res.append(o)
        return res

    q = QS("acme-supply")
    # founder
    q.add("Quick one while I'm scouting steel suppliers — where is Fjord Steel AS based? Just the country code is fine.",
          [byname["Fjord Steel AS"]["country"]], "property", "en")
    q.add("Borealis Rubber Works keeps coming up as a rubber source. What year was Borealis Rubber Works founded?",
          [byname["Borealis Rubber Works"]["founded"]], "property", "en")
    q.add("I need synthetic rubber for a prototype. Which companies list Chemicals-Rubber-Synthetic rubber among the products they make? Give me all of them.",
          makers("Chemicals-Rubber-Synthetic rubber"), "list", "en")
    assert len(rep_of["Eastwind Logistics"]) == 1
    q.add("Before I cold-email them: who is the legal representative of Eastwind Logistics?",
          rep_of["Eastwind Logistics"], "property", "en")
    q.add("Which company in the graph is the oldest, i.e. has the earliest founding year?",
          [unique_max({c["name"]: int(c["founded"]) for c in C}, minimum=True)], "superlative", "en")
    q.add("How many of the companies are based in the US (country code US)?",
          [s(sum(1 for c in C if c["country"] == "US"))], "count", "en")
    a, b = "Delta Cells GmbH", "Eastwind Logistics"
    assert byname[a]["founded"] != byname[b]["founded"]
    q.add("Comparing two potential partners: which one was founded earlier, Delta Cells GmbH or Eastwind Logistics?",
          [a if int(byname[a]["founded"]) < int(byname[b]["founded"]) else b], "comparison", "en")
    # lecturer two-hop
    two = []
    for up in prods["Borealis Rubber Works"]:
        for dp in down.get(up, []):
            for mk in makers(dp):
                if mk not in two and mk != "Borealis Rubber Works":
                    two.append(mk)
    q.add("Exam question: take the products Borealis Rubber Works makes, follow their downstream supply-chain products, and name the companies that make those downstream products.",
          two, "path", "en")
    shared = []
    for pn in rep_of["Acme Motors"]:
        for c in reps[pn]:
            if c != "Acme Motors" and c not in shared:
                shared.append(c)
    q.add("Which companies share a legal representative with Acme Motors?", shared, "list", "en")
    q.add("Adding up every transfer, how much money in total did Acme Motors send to O'Hara, Lamb & Sons?",
          [s(sum(m for x, y, d, m in tr if x == "Acme Motors" and y == "O'Hara, Lamb & Sons"))], "aggregate", "en")
    q.add("What is Acme Motors' total inflow, i.e. the sum of all transfers other companies sent to Acme Motors?",
          [s(inflow["Acme Motors"])], "aggregate", "en")
    q.add("Yes or no: did Fjord Steel AS ever send a transfer to O'Hara, Lamb & Sons?",
          ["yes" if any(x == "Fjord Steel AS" and y == "O'Hara, Lamb & Sons" for x, y, d, m in tr) else "no"], "boolean", "en")
    q.add("Which company received the largest total amount of money from all incoming transfers combined?",
          [unique_max(dict(inflow))], "superlative", "en")
    g = rep_of["Granite Insurance"]
    assert len(g) == 1
    q.add("How old is the person who is the legal representative of Granite Insurance?",
          [s(age[g[0]])], "path", "en")
    dd = [d for x, y, d, m in tr if x == "Delta Cells GmbH" and y == "Fjord Steel AS"]
    assert len(dd) == 1
    q.add("On what date did Delta Cells GmbH pay Fjord Steel AS? Please give the date as YYYYMMDD.",
          dd, "date", "en")
    mc = [x for x in byname if "O'Hara, Lamb & Sons" in main_customers_of(x)]
    q.add("Using the graph's main-customer rule (supply-chain link plus more than half of the supplier's inflow), which companies have O'Hara, Lamb & Sons as their main customer?",
          mc, "list", "en")
    # zh
    assert len(rep_of["Helix Chemicals"]) == 1
    q.add("我在找化工供应商，Helix Chemicals 的法人代表是谁呀？", rep_of["Helix Chemicals"], "property", "zh")
    q.add("Acme Motors 是哪一年成立的？只要年份就行。", [byname["Acme Motors"]["founded"]], "property", "zh")
    q.add("总部在爱尔兰（国家代码 IE）的公司有哪些？",
          [c["name"] for c in C if c["country"] == "IE"], "list", "zh")
    q.add("Ada Moreno 担任法人代表的公司都有哪些？全部列出来。", reps["Ada Moreno"], "list", "zh")
    q.add("出考题用：这些法人代表里谁年纪最大？", [unique_max(age)], "superlative", "zh")
    q.add("Acme Motors 一共往外转出了多少钱？把它作为付款方的所有转账加起来。",
          [s(outflow["Acme Motors"])], "aggregate", "zh")
    q.add("是否题：Eastwind Logistics 有没有给 Acme Motors 转过钱？请回答“是”或“否”。",
          ["是" if any(x == "Eastwind Logistics" and y == "Acme Motors" for x, y, d, m in tr) else "否"], "boolean", "zh")
    q.add("2024年6月里，公司之间一共有几笔转账？",
          [s(sum(1 for x, y, d, m in tr if d.startswith("202406")))], "count", "zh")
    q.add("Vehicles-Parts-Tyres 这个产品的下游产品有哪些？", down["Vehicles-Parts-Tyres"], "list", "zh")
    return q


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = find_up("shared/datasets/kag-supplychain")
    C = rows(base, "Company.csv")
    T = rows(base, "Company_fundTrans_Company.csv")
    P = rows(base, "Person.csv")
    PR = rows(base, "Product.csv")
    UPD = rows(base, "CompanyUpdate.csv")
    byid = {c["id"]: c for c in C}
    byname = {c["name"]: c for c in C}
    assert len(byname) == len(C)
    nm = lambda i: byid[i]["name"]
    prods = {c["name"]: split(c["product"], ",") for c in C}
    prod = {p["id"]: p for p in PR}
    down = {p["id"]: split(p["hasSupplyChain"], ",") for p in PR}
    reps = {p["name"]: [x for x in split(p["legalRepresentative"], ",") if x in byname] for p in P}
    assert len(reps) == len(P)
    age = {p["name"]: int(p["age"]) for p in P}
    rep_of = defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].append(pn)
    tr = [(nm(t["srcId"]), nm(t["dstId"]), t["transDate"], int(t["transAmt"])) for t in T]
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    incount = defaultdict(int)
    for a, b, d, m in tr:
        inflow[b] += m
        outflow[a] += m
        incount[b] += 1
    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    upd_names = {u["name"] for u in UPD}

    def makers(p):
        return [c["name"] for c in C if p in prods[c["name"]]]

    def main_customers(sname, prods_map):
        res = []
        for o in byname:
            if o == sname:
                continue
            linked = any(dp in prods_map[o] for up in prods_map[sname] for dp in down.get(up, []))
            paid = sum(m for a, b, d, m in tr if a == o and b == sname)
            if linked and paid and paid / inflow[sname] > 0.5:
                res.append(o)
        return res

    q = QS("kag-supplychain")
    assert len(rep_of[SJ]) == 1
    q.add(f"Scouting tyre makers for my startup — who is the legal representative of {SJ}?",
          rep_of[SJ], "property", "en")
    k = "康**股有公司"
    assert len(rep_of[k]) == 1
    q.add(f"How old is the legal representative of {k}? Just the age, please.",
          [s(age[rep_of[k][0]])], "path", "en")
    q.add("List every company that 庞* is the legal representative of.", reps["庞*"], "list", "en")
    q.add("How many distinct companies is 臧* the legal representative of? (Count each company once even if it is listed twice.)",
          [s(len(reps["臧*"]))], "count", "en")
    sp = "轮胎与橡胶-轮胎-特种轮胎"
    mk = makers(sp)
    assert not (set(mk) & upd_names)
    q.add(f"I need specialty tyres. Which companies list {sp} among their products? Give me the full list.",
          mk, "list", "en")
    q.add("How many companies list 汽车 (exactly that product, not a sub-category) among their products?",
          [s(len(makers("汽车")))], "count", "en")
    q.add(f"Checking the ledger: what is the total amount of all transfers that {CH} received from other companies?",
          [s(inflow[CH])], "aggregate", "en")
    q.add(f"Adding up every transfer {ZJ} sent as payer, how much did {ZJ} pay out in total?",
          [s(outflow[ZJ])], "aggregate", "en")
    big = max(tr, key=lambda t: t[3])
    assert sum(1 for t in tr if t[3] == big[3]) == 1
    q.add("Which company sent the single largest company-to-company transfer in the data?",
          [big[0]], "superlative", "en")
    q.add(f"How many transfers did {CH} send (as payer) between 2023-07-01 and 2023-07-31 inclusive?",
          [s(sum(1 for a, b, d, m in tr if a == CH and "20230701" <= d <= "20230731"))], "count", "en")
    ins = {a: m for a, b, d, m in tr if b == SJ}
    assert len(ins) == incount[SJ]
    q.add(f"Of the payments that {SJ} received, which company sent the smallest one?",
          [unique_max(ins, minimum=True)], "superlative", "en")
    inds = []
    for p in prods[SJ]:
        i = prod.get(p, {}).get("belongToIndustry", "")
        assert i, p
        if i not in inds:
            inds.append(i)
    q.add(f"Exam question (two hops): following company → product → industry, which industries does {SJ} belong to?",
          inds, "path", "en")
    sh = []
    for pn in rep_of[CH]:
        for c in reps[pn]:
            if c != CH and c not in sh:
                sh.append(c)
    q.add(f"Which companies share a legal representative with {CH}?", sh, "list", "en")
    q.add("Among all the people in the graph, who is the oldest?", [unique_max(age)], "superlative", "en")
    q.add(f"Yes or no: did {CH} ever send a transfer to {ZJ}?",
          ["yes" if any(a == CH and b == ZJ for a, b, d, m in tr) else "no"], "boolean", "en")
    mcs = main_customers(CH, prods)
    alt = dict(prods)
    for u in UPD:
        alt[u["name"]] = split(u["products"], ",")
    assert mcs == main_customers(CH, alt) and len(mcs) == 1
    q.add(f"According to the main-customer rule (a downstream-product buyer that pays more than half of the supplier's inflow), who is {CH}'s main customer?",
          mcs, "path", "en")
    # zh
    q.add("臧*今年多大？", [s(age["臧*"])], "property", "zh")
    q.add("平**是哪家公司的法人代表啊？", reps["平**"], "property", "zh")
    q.add(f"帮我核一下：{CH}作为付款方一共转出去多少钱？", [s(outflow[CH])], "aggregate", "zh")
    q.add("2023年8月份，公司之间一共发生了几笔转账？",
          [s(sum(1 for a, b, d, m in tr if d.startswith("202308")))], "count", "zh")
    q.add(f"{SJ}经营哪些产品？都列一下。", prods[SJ], "list", "zh")
    z = "中**油**有公司"
    q.add(f"{z}给{SJ}一共转了多少钱？", [s(sum(m for a, b, d, m in tr if a == z and b == SJ))], "aggregate", "zh")
    gd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    q.add(f"{gd}这个产品属于哪个产业？", [prod[gd]["belongToIndustry"]], "property", "zh")
    q.add(f"{SJ}收到的转账平均每笔多少钱？四舍五入保留两位小数。",
          [r2(Decimal(inflow[SJ]) / Decimal(incount[SJ]))], "aggregate", "zh")
    q.add("经营产品里包含“建筑、农用机械与重型卡车”（就是这个产品本身）的公司有几家？",
          [s(len(makers("建筑、农用机械与重型卡车")))], "count", "zh")
    return q


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up("shared/datasets/kag-riskmining")
    P = rows(base, "Person.csv")
    T = rows(base, "Person_fundTrans_Person.csv")
    HS = rows(base, "Person_holdShare_Company.csv")
    CO = rows(base, "Company.csv")
    HD = rows(base, "Person_hasDevice_Device.csv")
    D = rows(base, "Device.csv")
    A = rows(base, "App.csv")
    pid = {p["id"]: p for p in P}
    pname = {p["id"]: p["name"] for p in P}
    assert len(set(pname.values())) == len(P)
    cname = {c["id"]: c["name"] for c in CO}
    assert len(set(cname.values())) == len(CO)
    tr = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in T]
    dev = defaultdict(list)
    owners = defaultdict(list)
    for r in HD:
        if r["dst"] not in dev[pname[r["src"]]]:
            dev[pname[r["src"]]].append(r["dst"])
            owners[r["dst"]].append(pname[r["src"]])
    devrow = {d["id"]: d for d in D}
    install = {d["id"]: split(d["install"], ",") for d in D}
    risk = {a["id"]: a["riskMark"] for a in A}
    B, Q, DU, WU = "柏*", "裘**", "杜*", "邬**"

    def amts(a, b):
        return [m for x, y, d, m in tr if x == a and y == b]

    q = QS("kag-riskmining")
    q.add(f"Teller check: what is the total amount {B} (sender) transferred to {Q} (receiver)?",
          [s(sum(amts(B, Q)))], "aggregate", "en")
    q.add(f"How many separate transfers did {B} send to {DU}?", [s(len(amts(B, DU)))], "count", "en")
    mx = max(amts(B, WU))
    assert amts(B, WU).count(mx) == 1
    q.add(f"What was the largest single transfer {B} sent to {WU}?", [s(mx)], "superlative", "en")
    mn = min(amts(B, DU))
    dates = [d for x, y, d, m in tr if x == B and y == DU and m == mn]
    assert len(dates) == 1
    q.add(f"On which date did {B} send the smallest transfer to {DU}? Date as YYYYMMDD, please.",
          dates, "date", "en")
    q.add("How many person-to-person transfers are dated between 2023-09-01 and 2023-09-10, both days included?",
          [s(sum(1 for x, y, d, m in tr if "20230901" <= d <= "20230910"))], "count", "en")
    qa = amts(B, Q)
    q.add(f"What is the average amount of {B}'s transfers to {Q}, rounded half-up to 2 decimals?",
          [r2(Decimal(sum(qa)) / Decimal(len(qa)))], "aggregate", "en")
    tot = defaultdict(int)
    for x, y, d, m in tr:
        if x == B:
            tot[y] += m
    q.add(f"Which recipient received the largest total amount from {B}?", [unique_max(dict(tot))], "superlative", "en")
    assert tot[Q] != tot[DU]
    q.add(f"Comparison: did {B} send more money in total to {Q} or to {DU}?",
          [Q if tot[Q] > tot[DU] else DU], "comparison", "en")
    q.add(f"Which companies does {B} hold shares in? List all of them.",
          [cname[r["dst"]] for r in HS if pname[r["src"]] == B], "list", "en")
    fang = "方*"
    co = []
    for dv in dev[fang]:
        for o in owners[dv]:
            if o != fang and o not in co:
                co.append(o)
    q.add(f"Exam question: which other person owns a device that {fang} also owns?", co, "path", "en")
    q.add(f"How many devices does {WU} own?", [s(len(dev[WU]))], "count", "en")
    q.add("Which person owns the most devices?", [unique_max({k: len(v) for k, v in dev.items()})], "superlative", "en")
    q.add("What is the risk mark recorded for the app com.oStEmG.may?", [risk["com.oStEmG.may"]], "property", "en")
    q.add(f"Yes or no: did {B} send {WU} more than one transfer dated 20230901?",
          ["yes" if sum(1 for x, y, d, m in tr if x == B and y == WU and d == "20230901") > 1 else "no"], "boolean", "en")
    q.add("How many apps carry the risk mark 赌博?", [s(sum(1 for v in risk.values() if v == "赌博"))], "count", "en")
    shared_dev = [dv for dv in dev[fang] if len(owners[dv]) > 1]
    assert len(shared_dev) == 1
    q.add(f"What is the umid of the device that {fang} shares with another person?",
          [devrow[shared_dev[0]]["umid"]], "path", "en")
    # zh (teller + lecturer)
    q.add(f"柜员核对一下：{B}（转出方）给{WU}（收款方）一共转了多少钱？", [s(sum(amts(B, WU)))], "aggregate", "zh")
    q.add(f"{B}在2023年8月一共转出去几笔？",
          [s(sum(1 for x, y, d, m in tr if x == B and d.startswith("202308")))], "count", "zh")
    q.add(f"{B}转给{DU}的钱里，最大的一笔是多少？", [s(max(amts(B, DU)))], "superlative", "zh")
    first = min(d for x, y, d, m in tr if x == B and y == Q)
    q.add(f"{B}给{Q}的转账里，最早的一笔是哪天？按YYYYMMDD格式给我。", [first], "date", "zh")
    q.add(f"{B}在2023年9月转出的金额合计是多少？",
          [s(sum(m for x, y, d, m in tr if x == B and d.startswith("202309")))], "aggregate", "zh")
    q.add(f"{B}在2023年9月15日到9月23日之间（含首尾两天）一共转出了几笔？",
          [s(sum(1 for x, y, d, m in tr if x == B and "20230915" <= d <= "20230923"))], "count", "zh")
    q.add(f"{DU}有没有给{B}转过钱？（{DU}是转出方）回答是或否。",
          ["是" if amts(DU, B) else "否"], "boolean", "zh")
    diff = tot[Q] - tot[DU]
    q.add(f"{B}转给{Q}的总额比转给{DU}的总额多多少？", [s(diff)], "comparison", "zh")
    holder = [pname[r["src"]] for r in HS if cname[r["dst"]] == "**娱乐***公司"]
    assert len(holder) == 1
    q.add("出个题：持有“**娱乐***公司”股份的是哪个人？", holder, "property", "zh")
    return q


def main():
    outdir = os.path.dirname(HERE)
    for fn in (acme, supplychain, riskmining):
        print(fn().dump(outdir))


if __name__ == "__main__":
    main()
