#!/usr/bin/env python3
"""Round r90 held-out questions for acme-supply, kag-supplychain and kag-riskmining.

Personas (new this round):
  (1) a bank relationship manager preparing a client review (acme-supply, kag-supplychain);
  (2) 一位网警 checking people's devices, installed apps, certificates and shareholdings
      (kag-riskmining);
  (3) a business-school lecturer writing a case study on supply chains and legal
      representatives (all three projects).
Per project: 25 questions, 16 English and 9 Chinese.

Files / columns used (all read with the csv module, answers computed here):
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product [';'-separated]),
    Company_fundTrans_Company.csv (srcId, dstId, transDate yyyymmdd, transAmt),
    Person.csv (name, age, legalRepresentative [';'-separated company names]),
    Product.csv (id, hasSupplyChain [';'-separated downstream products]).
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id, name, product [','-separated]), Company_fundTrans_Company.csv,
    Person.csv (name, age, legalRepresentative [','-separated company names]),
    Product.csv (id, belongToIndustry, hasSupplyChain), ProductChainEvent.csv.
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id, name, age), Company.csv (id, name), App.csv (id = package name,
    riskMark, useCert = certificate number), Cert.csv (certNum), Device.csv (umid,
    install [','-separated package names]), Person_hasDevice_Device.csv,
    Person_hasCert_Cert.csv (dst = certNum), Company_hasCert_Cert.csv (dst = certNum),
    Person_holdShare_Company.csv, Person_fundTrans_Person.csv.

Readings avoided and why:
  * Nothing relative to "today"/"last N days" (the schema's 90-day / 1-3-6-month rules
    depend on now()); only explicit inclusive date windows are used.
  * kag-supplychain CompanyUpdate.csv is not used, and 浙江**摩托**限公司's product list
    (the row CompanyUpdate touches) is never asked about.
  * MultiValue cells with repeated values are avoided: 臧*'s legalRepresentative list
    (repeats 三角/传化), companies whose product list repeats a value, and riskmining
    devices whose install list repeats an app. Product counts use leaf product names only
    (no other product name extends them), so the concept hierarchy (isA) cannot change
    the count.
  * Masked phone numbers (e.g. 150****3237) are never asked; masked company/person names
    are used only as exact strings and only where unique in their name column.
  * Riskmining companies 3-9 each hold 27 certificates (tie) -> no "most certificates"
    superlative. Every superlative is asserted unique below.
  * Apps, certificates and devices have no name column; they are identified by their
    natural identifiers (package name, certificate number, device umid), never by row ids.
  * The ProductChainEvent name says 成本 while its index is 价格; only its subject is asked.
  * Non-integer answers use decimal ROUND_HALF_UP to 2 decimals (stated in the question).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(rel):
    d = HERE
    while True:
        cand = os.path.join(d, rel)
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find " + rel)
        d = parent


def rows(folder, name):
    with open(os.path.join(folder, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def avg(vals):
    if sum(vals) % len(vals) == 0:
        return str(sum(vals) // len(vals))
    s = Decimal(sum(vals)) / Decimal(len(vals))
    return str(s.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def iso(d):
    return f"{d[:4]}-{d[4:6]}-{d[6:]}"


def unique_top(counter_like):
    items = sorted(counter_like.items(), key=lambda kv: -kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], items[:3]
    return items[0][0]


def split(cell, sep):
    return [x.strip() for x in cell.split(sep) if x.strip()]


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({"id": f"{self.prefix}-r90-{len(self.items) + 1:02d}",
                           "question": question, "answer": answer,
                           "shape": shape, "lang": lang})

    def write(self, fname):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.prefix, langs)
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comp = rows(base, "Company.csv")
    byid = {c["id"]: c for c in comp}
    names = [c["name"] for c in comp]
    assert len(names) == len(set(names))
    byname = {c["name"]: c for c in comp}
    trans = [(byid[t["srcId"]]["name"], byid[t["dstId"]]["name"], t["transDate"], int(t["transAmt"]))
             for t in rows(base, "Company_fundTrans_Company.csv")]
    people = {p["name"]: p for p in rows(base, "Person.csv")}
    prods = {p["id"]: split(p["hasSupplyChain"], ";") for p in rows(base, "Product.csv")}
    rep = {n: split(p["legalRepresentative"], ";") for n, p in people.items()}
    for n, l in rep.items():
        assert len(l) == len(set(l)) and all(x in byname for x in l)
    inflow, outflow = Counter(), Counter()
    for s, d, _, a in trans:
        inflow[d] += a
        outflow[s] += a
    q = QS("acme-supply")
    AM, OH, DC, BR, HX, EW, FJ, GI = ("Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH",
                                      "Borealis Rubber Works", "Helix Chemicals", "Eastwind Logistics",
                                      "Fjord Steel AS", "Granite Insurance")
    # 1 property
    q.add("property", "en", "Which country is Helix Chemicals based in? (country code)", byname[HX]["country"])
    # 2 property
    q.add("property", "en", "I'm preparing a client review for O'Hara, Lamb & Sons - what year was the company founded?",
          byname[OH]["founded"])
    # 4 list
    q.add("list", "en", "List all companies whose country is US.",
          [c["name"] for c in comp if c["country"] == "US"])
    # 5 sum
    q.add("sum", "en", "What is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons across all fund transfers?",
          sum(a for s, d, _, a in trans if s == AM and d == OH))
    # 6 average
    am_out = [a for s, _, _, a in trans if s == AM]
    q.add("average", "en", "average amount of Acme Motors' outgoing fund transfers (round half up to 2 decimals if needed)",
          avg(am_out))
    # 7 window sum
    q.add("sum", "en", "What is the total of all fund transfers between companies dated from 2024-03-01 to 2024-05-31, both days inclusive?",
          sum(a for _, _, dt, a in trans if "20240301" <= dt <= "20240531"))
    # 8 superlative
    q.add("superlative", "en", "Which company received the most money in total from fund transfers?", unique_top(inflow))
    # 9 comparison
    assert inflow[BR] != inflow[HX]
    q.add("comparison", "en", "Who received more money in total via fund transfers, Borealis Rubber Works or Helix Chemicals?",
          BR if inflow[BR] > inflow[HX] else HX)
    # 10 yes/no
    q.add("yes_no", "en", "Has Granite Insurance ever made a fund transfer to Acme Motors?",
          "yes" if any(s == GI and d == AM for s, d, _, _ in trans) else "no")
    # 11 yes/no
    q.add("yes_no", "en", "Is Bram de Vries the legal representative of Eastwind Logistics?",
          "yes" if EW in rep["Bram de Vries"] else "no")
    # 12 two-hop: legal rep of recipient of the single largest transfer
    top_amt = max(a for *_, a in trans)
    assert sum(1 for *_, a in trans if a == top_amt) == 1
    top_dst = [d for _, d, _, a in trans if a == top_amt][0]
    reps = [n for n, l in rep.items() if top_dst in l]
    assert len(reps) == 1
    q.add("two_hop", "en", "For my case study: who is the legal representative of the company that received the single largest fund transfer in the Acme network?",
          reps)
    # 13 per-entity
    cnt_out = Counter(s for s, *_ in trans)
    q.add("per_entity", "en", "How many outgoing fund transfers did each of Acme Motors and O'Hara, Lamb & Sons make? Answer as 'name: count'.",
          [f"{AM}: {cnt_out[AM]}", f"{OH}: {cnt_out[OH]}"])
    # 14 difference
    q.add("difference", "en", "What is Acme Motors' total outgoing transfer amount minus its total incoming transfer amount?",
          outflow[AM] - inflow[AM])
    # 15 date
    fj = [dt for s, d, dt, _ in trans if s == FJ and d == OH]
    assert len(fj) == 1
    q.add("date", "en", "On what date did Fjord Steel AS transfer money to O'Hara, Lamb & Sons? (YYYY-MM-DD)", iso(fj[0]))
    # 16 above amount
    q.add("list", "en", "Which companies received at least one single fund transfer above 100,000?",
          sorted({d for _, d, _, a in trans if a > 100000}))
    # 17 two-hop via product supply chain (en)
    down = prods["Chemicals-Rubber-Synthetic rubber"]
    makers = [c["name"] for c in comp if set(split(c["product"], ";")) & set(down)]
    q.add("two_hop", "en", "Which companies make a product that is directly downstream (in the supply chain) of Chemicals-Rubber-Synthetic rubber?",
          makers)
    # ---- Chinese (9)
    q.add("property", "zh", "Dara O'Hara 的年龄是多少？", people["Dara O'Hara"]["age"])
    q.add("yes_no", "zh", "Acme Motors 和 Delta Cells GmbH 是否有同一位法人代表？（回答 是/否）",
          "是" if any(AM in l and DC in l for l in rep.values()) else "否")
    q.add("list", "zh", "Bram de Vries 担任哪些公司的法人代表？", rep["Bram de Vries"])
    q.add("sum", "zh", "2024年6月1日至2024年6月30日（含首尾两天）期间，所有公司间转账的总金额是多少？",
          sum(a for _, _, dt, a in trans if "20240601" <= dt <= "20240630"))
    oh_in = [a for _, d, _, a in trans if d == OH]
    q.add("average", "zh", "O'Hara, Lamb & Sons 收到的每笔转账平均金额是多少？（四舍五入保留两位小数，ROUND_HALF_UP）",
          avg(oh_in))
    ew = [dt for s, d, dt, _ in trans if s == EW and d == AM]
    assert len(ew) == 1
    q.add("date", "zh", "Eastwind Logistics 向 Acme Motors 的那笔转账发生在哪个月？（格式 YYYY-MM）", f"{ew[0][:4]}-{ew[0][4:6]}")
    assert byname[FJ]["founded"] != byname[GI]["founded"]
    q.add("comparison", "zh", "Fjord Steel AS 和 Granite Insurance 哪家公司成立得更早？",
          FJ if int(byname[FJ]["founded"]) < int(byname[GI]["founded"]) else GI)
    q.add("count", "zh", "单笔金额低于 50,000 的公司间转账一共有几笔？", sum(1 for *_, a in trans if a < 50000))
    q.add("list", "zh", "在供应链中，Vehicles-Parts-Tyres 的直接下游产品有哪些？", prods["Vehicles-Parts-Tyres"])
    q.write("r90-acme-supply.json")


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comp = rows(base, "Company.csv")
    byid = {c["id"]: c["name"] for c in comp}
    assert len(set(byid.values())) == len(comp)
    cprod = {c["name"]: split(c["product"], ",") for c in comp}
    trans = [(byid[t["srcId"]], byid[t["dstId"]], t["transDate"], int(t["transAmt"]))
             for t in rows(base, "Company_fundTrans_Company.csv")]
    people = {p["name"]: p for p in rows(base, "Person.csv")}
    assert len(people) == 20
    rep = {n: split(p["legalRepresentative"], ",") for n, p in people.items()}
    prod = {p["id"]: p for p in rows(base, "Product.csv")}
    allprod = set(prod) | {x for l in cprod.values() for x in l}
    inflow, outflow, nin = Counter(), Counter(), Counter()
    for s, d, _, a in trans:
        inflow[d] += a
        outflow[s] += a
        nin[d] += 1
    CH, ZJ, SJ = "传化****限公司", "浙江**摩托**限公司", "三角***份限公司"

    def reps_of(company):
        r = [n for n, l in rep.items() if company in l]
        assert len(r) == 1, (company, r)
        return r[0]

    def rep_list(person):
        l = rep[person]
        assert len(l) == len(set(l)) and all(x in cprod for x in l), person
        return l

    def leaf_count(p):
        assert not any(x.startswith(p + "-") for x in allprod)
        return sum(1 for l in cprod.values() if p in l)

    q = QS("kag-supplychain")
    q.add("property", "en", "How old is 尤**, the legal representative of 吉林奇*化****公司?", people["尤**"]["age"])
    assert len(cprod[CH]) == len(set(cprod[CH]))
    q.add("list", "en", "What products does 传化****限公司 make?", cprod[CH])
    q.add("sum", "en", "Client review for 传化****限公司: what is the total amount of fund transfers it has received from other companies?",
          inflow[CH])
    q.add("count", "en", "How many fund transfers did 传化****限公司 send to other companies?",
          sum(1 for s, *_ in trans if s == CH))
    amts = [a for *_, a in trans]
    assert amts.count(max(amts)) == 1
    q.add("superlative", "en", "Which company sent the single largest fund transfer in the supply chain dataset?",
          [s for s, _, _, a in trans if a == max(amts)][0])
    q.add("superlative", "en", "which company received the most money in total via fund transfers", unique_top(inflow))
    q.add("sum", "en", "What is the total amount of all company fund transfers dated 2023-07-01 through 2023-07-31 (inclusive)?",
          sum(a for *_, dt, a in trans if "20230701" <= dt <= "20230731"))
    kang = [dt for s, d, dt, _ in trans if s == CH and d == "康**股有公司"]
    assert len(kang) == 1
    q.add("date", "en", "On what date did 传化****限公司 transfer money to 康**股有公司? (YYYY-MM-DD)", iso(kang[0]))
    a1 = sum(a for s, d, _, a in trans if s == CH and d == "宝业集****公司")
    a2 = sum(a for s, d, _, a in trans if s == CH and d == "康**股有公司")
    assert a1 != a2 and a1 and a2
    q.add("comparison", "en", "Which received more money from 传化****限公司: 宝业集****公司 or 康**股有公司?",
          "宝业集****公司" if a1 > a2 else "康**股有公司")
    q.add("yes_no", "en", "Has 三角***份限公司 ever transferred money to 传化****限公司?",
          "yes" if any(s == SJ and d == CH for s, d, *_ in trans) else "no")
    ch_out = [(d, a) for s, d, _, a in trans if s == CH]
    top_d = max(ch_out, key=lambda x: x[1])
    assert sum(1 for x in ch_out if x[1] == top_d[1]) == 1
    q.add("two_hop", "en", "For a case study on legal representatives: who is the legal representative of the company that received the largest single payment from 传化****限公司?",
          reps_of(top_d[0]))
    q.add("list", "en", "List every company that 庞* is the legal representative of.", rep_list("庞*"))
    q.add("count", "en", "How many companies list 轮胎与橡胶-轮胎-特种轮胎 among their products?", leaf_count("轮胎与橡胶-轮胎-特种轮胎"))
    q.add("per_entity", "en", "How many incoming fund transfers did 三角***份限公司 and 传化****限公司 each receive? Answer as 'name: count'.",
          [f"{SJ}: {nin[SJ]}", f"{CH}: {nin[CH]}"])
    q.add("difference", "en", "What is 三角***份限公司's total incoming transfer amount minus its total outgoing transfer amount?",
          inflow[SJ] - outflow[SJ])
    q.add("list", "en", "Which companies received at least one single fund transfer above 1,000,000?",
          sorted({d for _, d, _, a in trans if a > 1000000}))
    # ---- Chinese (9)
    ch_amts = [a for _, a in ch_out]
    q.add("average", "zh", "传化****限公司 每笔对外转账的平均金额是多少？（如不是整数，按 ROUND_HALF_UP 四舍五入保留两位小数）", avg(ch_amts))
    q.add("count", "zh", "数据里年龄在25岁以下（不含25岁）的自然人有几个？", sum(1 for p in people.values() if int(p["age"]) < 25))
    q.add("property", "zh", "产品“商品化工-橡胶”所属的产业是什么？", prod["商品化工-橡胶"]["belongToIndustry"])
    ev = rows(base, "ProductChainEvent.csv")
    e = [x for x in ev if x["name"] == "顺丁橡胶成本上涨"]
    assert len(e) == 1
    q.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”的主体产品是哪个？", e[0]["subject"])
    q.add("yes_no", "zh", "俞** 是不是 中**油**有公司 的法人代表？",
          "是" if "中**油**有公司" in rep_list("俞**") else "否")
    zd = [s for s, d, dt, _ in trans if dt == "20230601"]
    assert len(zd) == 1
    q.add("two_hop", "zh", "2023年6月1日那笔公司间转账，付款方公司的法人代表是谁？", reps_of(zd[0]))
    q.add("count", "zh", "经营产品中包含“轮胎与橡胶-轮胎-半钢子午线轮胎”的企业有几家？", leaf_count("轮胎与橡胶-轮胎-半钢子午线轮胎"))
    q.add("sum", "zh", "我在给客户做年度回顾：浙江**摩托**限公司 一共向其他公司转出了多少钱？", outflow[ZJ])
    big = [a for s, d, dt, a in trans if s == CH and "20230501" <= dt <= "20230531"]
    q.add("count", "zh", "2023年5月1日至2023年5月31日（含首尾）之间，传化****限公司 一共发出了几笔转账？", len(big))
    q.write("r90-kag-supplychain.json")


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    pers = rows(base, "Person.csv")
    pid = {p["id"]: p["name"] for p in pers}
    assert len(set(pid.values())) == len(pers)
    page = {p["name"]: int(p["age"]) for p in pers}
    comps = {c["id"]: c["name"] for c in rows(base, "Company.csv")}
    assert len(set(comps.values())) == len(comps)
    apps = {a["id"]: a for a in rows(base, "App.csv")}
    devs = {d["id"]: d for d in rows(base, "Device.csv")}
    umid = {d["umid"]: d for d in devs.values()}
    assert len(umid) == len(devs)
    inst = {d["umid"]: split(d["install"], ",") for d in devs.values()}
    owns = defaultdict(list)   # person name -> umids
    owners = defaultdict(list)  # umid -> person names
    for r in rows(base, "Person_hasDevice_Device.csv"):
        u = devs[r["dst"]]["umid"]
        owns[pid[r["src"]]].append(u)
        owners[u].append(pid[r["src"]])
    pcert = defaultdict(list)
    for r in rows(base, "Person_hasCert_Cert.csv"):
        pcert[pid[r["src"]]].append(r["dst"])
    ccert = defaultdict(set)
    for r in rows(base, "Company_hasCert_Cert.csv"):
        ccert[r["dst"]].add(comps[r["src"]])
    shares = defaultdict(list)
    holders = defaultdict(list)
    for r in rows(base, "Person_holdShare_Company.csv"):
        shares[pid[r["src"]]].append(comps[r["dst"]])
        holders[comps[r["dst"]]].append(pid[r["src"]])
    trans = [(pid[t["src"]], pid[t["dst"]], t["transDate"], int(t["transAmt"]))
             for t in rows(base, "Person_fundTrans_Person.csv")]
    recv = Counter()
    for s, d, _, a in trans:
        recv[d] += a
    BAI, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"

    def clean_install(u):
        l = inst[u]
        assert len(l) == len(set(l)) and all(x in apps for x in l), u
        return l

    q = QS("kag-riskmining")
    # English (16)
    q.add("property", "en", "What is the age of 柏*?", page[BAI])
    q.add("count", "en", "How many devices does 裘** own?", len(set(owns[QIU])))
    q.add("count", "en", "How many apps carry the risk mark 赌博 (gambling)?",
          sum(1 for a in apps.values() if a["riskMark"] == "赌博"))
    q.add("list", "en", "List the package names of all apps whose risk mark is 诈骗 (fraud).",
          [a for a, r in apps.items() if r["riskMark"] == "诈骗"])
    q.add("list", "en", "For a case study on shareholdings: which companies does 柏* hold shares in?", shares[BAI])
    q.add("sum", "en", "What is the total amount 柏* transferred to 邬** across all transfers?",
          sum(a for s, d, _, a in trans if s == BAI and d == WU))
    du = [a for s, d, _, a in trans if s == BAI and d == DU]
    q.add("average", "en", "What is the average amount of the transfers from 柏* to 杜*? Round half up to 2 decimals.", avg(du))
    q.add("sum", "en", "total amount transferred by 柏* between 2023-09-01 and 2023-09-10 inclusive",
          sum(a for s, _, dt, a in trans if s == BAI and "20230901" <= dt <= "20230910"))
    q.add("superlative", "en", "Which person received the most money in total from 柏*?",
          unique_top(Counter({d: sum(a for s, dd, _, a in trans if s == BAI and dd == d) for d in recv})))
    fq = sum(a for s, d, _, a in trans if s == BAI and d == QIU)
    fd = sum(a for s, d, _, a in trans if s == BAI and d == DU)
    assert fq != fd
    q.add("comparison", "en", "Who received more money in total from 柏*, 裘** or 杜*?", QIU if fq > fd else DU)
    amts = [a for s, *_, a in trans if s == BAI]
    assert amts.count(max(amts)) == 1
    q.add("date", "en", "On which date did 柏* make their single largest transfer? (YYYY-MM-DD)",
          iso([dt for s, _, dt, a in trans if s == BAI and a == max(amts)][0]))
    q.add("count", "en", "How many of 柏*'s transfers were above 30,000?", sum(1 for a in amts if a > 30000))
    q.add("difference", "en", "How much more did 邬** receive in total from transfers than 裘** did?", recv[WU] - recv[QIU])
    su = devs["45"]["umid"]  # the one device shared by two people outside the 裘**/杜*/邬** cluster
    assert len(owners[su]) == len(set(owners[su])) == 2
    q.add("list", "en", f"Which people own the device with umid {su}?", owners[su])
    q.add("per_entity", "en", "How many devices does each of 杜* and 邬** own? Answer as 'name: count'.",
          [f"{DU}: {len(set(owns[DU]))}", f"{WU}: {len(set(owns[WU]))}"])
    gapp = "com.qIu.VJbJ"
    q.add("list", "en", f"Which companies hold the certificate that the app {gapp} uses?",
          sorted(ccert[apps[gapp]["useCert"]]))
    # Chinese (9) - 网警
    assert len(owns["蓝*"]) == 1
    q.add("property", "zh", "蓝* 名下那台设备的 umid 是多少？", owns["蓝*"][0])
    u0 = "73:e8:91:b5:46:0a"
    q.add("count", "zh", f"umid 为 {u0} 的设备上装了几个应用？", len(clean_install(u0)))
    q.add("yes_no", "zh", "柏* 有没有给 齐** 转过账？", "是" if any(s == BAI and d == "齐**" for s, d, *_ in trans) else "否")
    assert len(pcert[QIU]) == 1
    q.add("two_hop", "zh", "排查证书：裘** 持有的那张证书，被哪些应用使用？（列出包名）",
          [a for a, r in apps.items() if r["useCert"] == pcert[QIU][0]])
    q.add("two_hop", "zh", "**娱乐**公司 的股东是谁？", holders["**娱乐**公司"])
    cn = "68802adde35845d76eeb172ff8ea6825"
    q.add("count", "zh", f"证书编号 {cn} 被几家企业持有？", len(ccert[cn]))
    ga = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
    q.add("count", "zh", f"赌博应用 {ga} 一共装在多少台设备上？", sum(1 for l in inst.values() if ga in set(l)))
    # yes/no: does 杜* own any device with the gambling app com.qIu.VJbJ?
    q.add("yes_no", "zh", f"杜* 名下的设备里有没有装 {gapp} 这个应用？",
          "是" if any(gapp in set(inst[u]) for u in owns[DU]) else "否")
    q.add("count", "zh", "我在核查人员年龄分布：年龄在50岁及以上的自然人一共有多少人？",
          sum(1 for v in page.values() if v >= 50))
    q.write("r90-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
    print("wrote r90-acme-supply.json, r90-kag-supplychain.json, r90-kag-riskmining.json to", OUT_DIR)
