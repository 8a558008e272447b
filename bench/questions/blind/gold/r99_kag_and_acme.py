#!/usr/bin/env python3
"""Blind held-out question set r99 (acme-supply, kag-supplychain, kag-riskmining).

Every gold answer is computed from the raw CSV files below (standard library only).
Written blind: only the sources/ CSVs and schema files of the three projects were read.

Personas (one per project; each speaks both English and Chinese):
  * acme-supply     -- a customs broker / 报关行业务员 preparing export declarations and
                       origin paperwork for these firms (cares about countries, founding
                       years, who signs for the company, who pays whom).
  * kag-supplychain -- a synthetic-rubber futures trader / 橡胶期货交易员 watching the
                       顺丁橡胶 cost shock ripple down the tyre chain and tracing the
                       money around 传化 and 三角.
  * kag-riskmining  -- a family-law attorney / 离婚案件代理律师 tracing where a client's
                       spouse (柏*) hid money: his transfers, his shareholdings, the apps.

Files and columns used
  acme-supply/sources/
    Company.csv  id,name,country,founded,product  (product: ';'-separated Product ids)
    Company_fundTrans_Company.csv  srcId (PAYER, Company id), dstId (PAYEE, Company id),
                                   transDate (yyyymmdd), transAmt (integer)
    Person.csv   id,name,age,legalRepresentative (';'-separated company NAMES)
    Product.csv  id,hasSupplyChain (';'-separated DOWNSTREAM product ids)
  kag-supplychain/sources/
    Company.csv  id,name,product (','-separated Product ids; duplicates possible)
    Company_fundTrans_Company.csv  srcId (PAYER), dstId (PAYEE), transDate (yyyymmdd), transAmt
    Person.csv   id,name,age,legalRepresentative (','-separated company NAMES; duplicates
                 occur, so "distinct" counts dedupe)
    Product.csv  id,belongToIndustry,hasSupplyChain (','-separated downstream ids;
                 product ids may repeat across rows -> union)
    ProductChainEvent.csv id,name,subject,index,trend
  kag-riskmining/sources/
    Person.csv  id,name,age,hasPhone        Company.csv id,name,phone
    Person_fundTrans_Person.csv  src (PAYER, Person id), dst (PAYEE, Person id),
                                 transDate (yyyymmdd), transAmt
    Person_holdShare_Company.csv src (Person id) -> dst (Company id)
    Person_hasDevice_Device.csv  src (Person id) -> dst (Device id)
    Device.csv  id,umid,install (','-separated App ids; repeats deduped per device)
    App.csv     id,riskMark,useCert (certNum)
    Company_hasCert_Cert.csv src (Company id), dst (certNum)
    Person_hasCert_Cert.csv  src (Person id), dst (certNum)
  Relative windows for the KAG projects count back from 2023-10-15:
  "last N days" = date_diff(2023-10-15, transDate) < N; no transfer sits exactly n days back (asserted).
"""
import csv, json, os, datetime
from collections import defaultdict, Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("cannot find " + rel)
        d = nd


def rows(base, name):
    with open(os.path.join(base, "sources", name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, places):
    return str((Decimal(a) * 100 / Decimal(b)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def uniq_id(table, name, col="name"):
    hits = [r["id"] for r in table if r[col] == name]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def winner(d, reverse=True):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def d8(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


ASOF = datetime.date(2023, 10, 15)


def in_last(date, n, all_dates):
    for x in all_dates:  # nothing sits on the fuzzy edge of the window
        assert (ASOF - d8(x)).days != n, ("boundary", x, n)
    return (ASOF - d8(date)).days < n


def iso(s):
    return "%s-%s-%s" % (s[:4], s[4:6], s[6:])


OUT = []


def emit(proj, qs):
    out = []
    for i, (q, a, shape, lang) in enumerate(qs, 1):
        assert isinstance(a, list) and a and all(isinstance(x, str) for x in a), (q, a)
        out.append({"id": "%s-r99-%02d" % (proj, i), "question": q, "answer": a, "shape": shape, "lang": lang})
    assert len(out) == 25 and sum(o["lang"] == "en" for o in out) == 16, proj
    path = os.path.join(os.path.dirname(HERE), "r99-%s.json" % proj)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(path, len(out))


YN_EN = lambda b: ["yes"] if b else ["no"]
YN_ZH = lambda b: ["是"] if b else ["否"]

# ------------------------------------------------------------------ acme-supply
A = find(os.path.join("data", "examples", "acme-supply"))
co = rows(A, "Company.csv"); tr = rows(A, "Company_fundTrans_Company.csv")
pe = rows(A, "Person.csv"); pr = rows(A, "Product.csv")
cname = {r["id"]: r["name"] for r in co}
cid = lambda n: uniq_id(co, n)
crow = lambda n: next(r for r in co if r["id"] == cid(n))
cprods = {r["name"]: [p for p in r["product"].split(";") if p] for r in co}
down = {r["id"]: [p for p in r["hasSupplyChain"].split(";") if p] for r in pr}
for r in tr:
    assert r["srcId"] in cname and r["dstId"] in cname
pid = lambda n: uniq_id(pe, n)
prow = lambda n: next(r for r in pe if r["id"] == pid(n))
reps = {r["name"]: [c for c in r["legalRepresentative"].split(";") if c] for r in pe}


def paid(src=None, dst=None, lo=None, hi=None):
    return sum(int(r["transAmt"]) for r in tr if (src is None or r["srcId"] == cid(src))
               and (dst is None or r["dstId"] == cid(dst))
               and (lo is None or r["transDate"] >= lo) and (hi is None or r["transDate"] <= hi))


inflow = defaultdict(int)
for r in tr:
    inflow[cname[r["dstId"]]] += int(r["transAmt"])
q = []
B = "Borealis Rubber Works"
q.append(("I'm filling in a certificate of origin for Borealis Rubber Works. Which country is it registered in? Just the country code, please.",
          [crow(B)["country"]], "property", "en"))
q.append(("And what year was it founded?", [crow(B)["founded"]], "property", "en"))
old = winner({r["name"]: -int(r["founded"]) for r in co})
q.append(("Which of these companies has been around the longest, i.e. was founded earliest?", [old], "min", "en"))
q.append(("How many of the companies are registered in the US?", [str(sum(r["country"] == "US" for r in co))], "count", "en"))
G = "Granite Insurance"
reps_of = lambda c: [n for n, cs in reps.items() if c in cs]
assert len(reps_of(G)) == 1
q.append(("The insurance certificate needs a signatory. Who is the legal representative of Granite Insurance?", reps_of(G), "property", "en"))
q.append(("How old is that person?", [prow(reps_of(G)[0])["age"]], "two-hop", "en"))
q.append(("For the duty valuation I need the total Acme Motors paid to O'Hara, Lamb & Sons across all transfers. Whole number, please.",
          [str(paid("Acme Motors", "O'Hara, Lamb & Sons"))], "sum", "en"))
q.append(("What was Acme Motors' total outgoing payment in calendar year 2024?",
          [str(paid("Acme Motors", lo="20240101", hi="20241231"))], "sum", "en"))
up_tyre = sorted({n for n, ps in cprods.items() for p in ps if "Vehicles-Parts-Tyres" in down.get(p, [])})
q.append(("Tyres get declared with their upstream inputs. Which companies make a product that feeds directly into Vehicles-Parts-Tyres? List them all.",
          up_tyre, "two-hop", "en"))
q.append(("Which company received the most money in total from the others?", [winner(dict(inflow))], "max", "en"))
q.append(("How many transfers were made between 2024-03-01 and 2024-05-31 inclusive?",
          [str(sum("20240301" <= r["transDate"] <= "20240531" for r in tr))], "count", "en"))
q.append(("Quick check before I file: has Fjord Steel AS ever paid O'Hara, Lamb & Sons anything?",
          YN_EN(paid("Fjord Steel AS", "O'Hara, Lamb & Sons") > 0), "yes/no", "en"))
h, f_ = int(crow("Helix Chemicals")["founded"]), int(crow("Fjord Steel AS")["founded"])
assert h != f_
q.append(("Which was founded earlier, Helix Chemicals or Fjord Steel AS?", ["Helix Chemicals" if h < f_ else "Fjord Steel AS"], "compare", "en"))
bram = reps["Bram de Vries"]; pid("Bram de Vries")
for c in [c for cs in reps.values() for c in cs]:
    cid(c)
q.append(("Bram de Vries signs for several firms. What is the combined total money received by all the companies he is legal representative of?",
          [str(sum(inflow.get(c, 0) for c in bram))], "two-hop", "en"))
O = "O'Hara, Lamb & Sons"
q.append(("What percentage of O'Hara, Lamb & Sons' total incoming money came from Acme Motors? Give it to two decimal places.",
          [pct(paid("Acme Motors", O), inflow[O], 2)], "percentage", "en"))
q.append(("Which companies have ever paid Acme Motors?",
          sorted({cname[r["srcId"]] for r in tr if r["dstId"] == cid("Acme Motors")}), "list", "en"))
# zh
q.append(("报关要写品名：Delta Cells GmbH 生产什么产品？", cprods["Delta Cells GmbH"], "property", "zh"))
dreps = reps_of("Delta Cells GmbH"); assert len(dreps) == 1
q.append(("那它的法定代表人是谁？", dreps, "property", "zh"))
q.append(("这个人担任法定代表人的所有公司，一共对外付了多少钱？请给整数。",
          [str(sum(paid(c) for c in reps[dreps[0]]))], "two-hop", "zh"))
q.append(("Helix Chemicals 收到过哪些公司的付款？", sorted({cname[r["srcId"]] for r in tr if r["dstId"] == cid("Helix Chemicals")}), "list", "zh"))
q.append(("在所有登记的法定代表人里，谁年纪最小？", [winner({r["name"]: -int(r["age"]) for r in pe})], "min", "zh"))
q.append(("2024年6月（6月1日至30日）一共发生了几笔转账？", [str(sum("20240601" <= r["transDate"] <= "20240630" for r in tr))], "count", "zh"))
e, g = paid("Eastwind Logistics", "Acme Motors"), paid(G, "Acme Motors"); assert e != g
q.append(("Eastwind Logistics 和 Granite Insurance，谁付给 Acme Motors 的钱更多？", ["Eastwind Logistics" if e > g else G], "compare", "zh"))
q.append(("哪家公司从来没有收到过任何转账？", sorted(n for n in cname.values() if inflow.get(n, 0) == 0), "list", "zh"))
q.append(("单笔金额最小的那笔转账是哪家公司付的？", [cname[winner({r["srcId"] + "|" + r["transDate"]: -int(r["transAmt"]) for r in tr}).split("|")[0]]], "min", "zh"))
emit("acme-supply", q)

# ------------------------------------------------------------------ kag-supplychain
S = find(os.path.join("shared", "datasets", "kag-supplychain"))
co = rows(S, "Company.csv"); tr = rows(S, "Company_fundTrans_Company.csv")
pe = rows(S, "Person.csv"); pr = rows(S, "Product.csv"); ev = rows(S, "ProductChainEvent.csv")
cname = {r["id"]: r["name"] for r in co}
cid = lambda n: uniq_id(co, n)
cprods = {r["name"]: list(dict.fromkeys(p for p in r["product"].split(",") if p)) for r in co}
for r in tr:
    assert r["srcId"] in cname and r["dstId"] in cname
down = defaultdict(set); ind = defaultdict(set)
for r in pr:
    down[r["id"]].update(p for p in r["hasSupplyChain"].split(",") if p)
    ind[r["id"]].add(r["belongToIndustry"])
reps = {r["name"]: list(dict.fromkeys(c for c in r["legalRepresentative"].split(",") if c)) for r in pe}
pid = lambda n: uniq_id(pe, n)
prow = lambda n: next(r for r in pe if r["id"] == pid(n))
dates = [r["transDate"] for r in tr]
CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
for n in (CH, SJ, ZJ):
    cid(n)


def paid(src=None, dst=None, pred=lambda d: True):
    return sum(int(r["transAmt"]) for r in tr if (src is None or r["srcId"] == cid(src))
               and (dst is None or r["dstId"] == cid(dst)) and pred(r["transDate"]))


inflow = defaultdict(int)
for r in tr:
    inflow[cname[r["dstId"]]] += int(r["transAmt"])
SB = "商品化工-橡胶-合成橡胶-顺丁橡胶"
q = []
q.append(("I trade butadiene-rubber futures, so I watch the makers closely. What products does 传化****限公司 list?", cprods[CH], "property", "en"))
q.append(("And how much money has it received in total from other companies?", [str(inflow[CH])], "sum", "en"))
q.append(("How many companies list 商品化工-橡胶-合成橡胶-顺丁橡胶 among their products?", [str(sum(SB in ps for ps in cprods.values()))], "count", "en"))
evr = [r for r in ev if r["name"] == "顺丁橡胶成本上涨"]; assert len(evr) == 1
q.append(("There's an event called 顺丁橡胶成本上涨 in the graph. Which index does it say is moving? Just the index name.", [evr[0]["index"]], "property", "en"))
q.append(("Which industry does 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?", sorted(ind[SB]), "property", "en"))
assert len(ind[SB]) == 1
q.append(("To see where a price shock lands: list every product directly downstream of 商品化工-橡胶-合成橡胶-顺丁橡胶.", sorted(down[SB]), "list", "en"))
XJ = "轮胎与橡胶-轮胎-斜交轮胎"; assert XJ in down[SB]
q.append(("Which companies make 轮胎与橡胶-轮胎-斜交轮胎, one of those downstream products?", sorted(n for n, ps in cprods.items() if XJ in ps), "two-hop", "en"))
l30 = paid(CH, pred=lambda d: in_last(d, 30, dates))
q.append(("Liquidity check as of 2023-10-15: how much did 传化****限公司 pay out in the last 30 days?", [str(l30)], "sum", "en"))
q.append(("What about the last 90 days?", [str(paid(CH, pred=lambda d: in_last(d, 90, dates)))], "sum", "en"))
q.append(("How many different companies has 传化****限公司 paid money to?", [str(len({r["dstId"] for r in tr if r["srcId"] == cid(CH)}))], "count", "en"))
q.append(("Which company paid 三角***份限公司 the most in total?", [winner({cname[s]: paid(cname[s], SJ) for s in {r["srcId"] for r in tr if r["dstId"] == cid(SJ)}})], "max", "en"))
q.append(("What share of 三角***份限公司's total incoming money came from 浙江**摩托**限公司? Percent, one decimal.", [pct(paid(ZJ, SJ), inflow[SJ], 1)], "percentage", "en"))
a, b = inflow[SJ], inflow[CH]; assert a != b
q.append(("Who has received more money in total, 三角***份限公司 or 传化****限公司?", [SJ if a > b else CH], "compare", "en"))
sj_reps = [n for n, cs in reps.items() if SJ in cs]; assert len(sj_reps) == 1
q.append(("Who is the legal representative of 三角***份限公司?", sj_reps, "property", "en"))
q.append(("How many distinct companies is that person the legal representative of?", [str(len(reps[sj_reps[0]]))], "count", "en"))
big = max(tr, key=lambda r: int(r["transAmt"])); assert sum(int(r["transAmt"]) == int(big["transAmt"]) for r in tr) == 1
q.append(("Which company made the single largest transfer in the data?", [cname[big["srcId"]]], "max", "en"))
# zh
q.append(("看一下资金链：传化****限公司 有没有给 白马*外***公司 转过钱？", YN_ZH(paid(CH, "白马*外***公司") > 0), "yes/no", "zh"))
q.append(("传化****限公司 在2023年10月给哪些公司付过款？", sorted({cname[r["dstId"]] for r in tr if r["srcId"] == cid(CH) and r["transDate"].startswith("202310")}), "list", "zh"))
q.append(("三角***份限公司 一共收到多少钱？", [str(inflow[SJ])], "sum", "zh"))
q.append(("那它自己付出去多少？", [str(paid(SJ))], "sum", "zh"))
q.append(("所有法定代表人里，谁年纪最大？", [winner({r["name"]: int(r["age"]) for r in pe})], "max", "zh"))
pid("臧*")
q.append(("臧*多大年纪？", [prow("臧*")["age"]], "property", "zh"))
yuan = reps["袁*"]; pid("袁*")
for c in yuan + reps[sj_reps[0]]:
    cid(c)
q.append(("袁*担任法人的那些公司，一共收到了多少转账？", [str(sum(inflow.get(c, 0) for c in yuan))], "two-hop", "zh"))
q.append(("2023年8月（8月1日到31日）一共有几笔转账？", [str(sum(d.startswith("202308") for d in dates))], "count", "zh"))
q.append(("给传化****限公司付过钱的公司里，哪家付得最少？请给公司名。", [winner({cname[s]: paid(cname[s], CH) for s in {r["srcId"] for r in tr if r["dstId"] == cid(CH)}}, reverse=False)], "min", "zh"))
emit("kag-supplychain", q)

# ------------------------------------------------------------------ kag-riskmining
R = find(os.path.join("shared", "datasets", "kag-riskmining"))
pe = rows(R, "Person.csv"); co = rows(R, "Company.csv"); tr = rows(R, "Person_fundTrans_Person.csv")
hs = rows(R, "Person_holdShare_Company.csv"); hd = rows(R, "Person_hasDevice_Device.csv")
dv = rows(R, "Device.csv"); ap = rows(R, "App.csv"); cc = rows(R, "Company_hasCert_Cert.csv")
pc = rows(R, "Person_hasCert_Cert.csv")
pn = {r["id"]: r["name"] for r in pe}; cn = {r["id"]: r["name"] for r in co}
pid = lambda n: uniq_id(pe, n); cid = lambda n: uniq_id(co, n)
prow = lambda n: next(r for r in pe if r["id"] == pid(n))
for r in tr:
    assert r["src"] in pn and r["dst"] in pn
inst = {r["id"]: set(a for a in r["install"].split(",") if a) for r in dv}
devs = defaultdict(set)
for r in hd:
    devs[r["src"]].add(r["dst"])
mark = {r["id"]: r["riskMark"] for r in ap}; cert_of = {r["id"]: r["useCert"] for r in ap}
ccert = defaultdict(set)
for r in cc:
    ccert[r["src"]].add(r["dst"])
dates = [r["transDate"] for r in tr]
BO, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"
for n in (BO, QIU, DU, WU):
    pid(n)


def paid(src=None, dst=None, pred=lambda d: True):
    return sum(int(r["transAmt"]) for r in tr if (src is None or r["src"] == pid(src))
               and (dst is None or r["dst"] == pid(dst)) and pred(r["transDate"]))


q = []
q.append(("I represent 柏*'s spouse in a divorce and need his basics for the filing. How old is 柏*?", [prow(BO)["age"]], "property", "en"))
q.append(("And what phone number is on file for him?", [prow(BO)["hasPhone"]], "property", "en"))
q.append(("How many transfers has 柏* made in total?", [str(sum(r["src"] == pid(BO) for r in tr))], "count", "en"))
q.append(("What is the total amount 柏* has transferred to anyone? Whole number.", [str(paid(BO))], "sum", "en"))
q.append(("Which person received the most money from 柏* overall?", [winner({pn[d]: paid(BO, pn[d]) for d in {r["dst"] for r in tr if r["src"] == pid(BO)}})], "max", "en"))
q.append(("How much did 柏* send to 邬** in total?", [str(paid(BO, WU))], "sum", "en"))
q.append(("What percentage of all the money 柏* sent went to 邬**? One decimal place.", [pct(paid(BO, WU), paid(BO), 1)], "percentage", "en"))
q.append(("The judge asked about recent activity. As of 2023-10-15, how much did 柏* transfer in the last 30 days?", [str(paid(BO, pred=lambda d: in_last(d, 30, dates)))], "sum", "en"))
a, b = paid(BO, QIU), paid(BO, DU); assert a != b
q.append(("Who got more from 柏* in total, 裘** or 杜*?", [QIU if a > b else DU], "compare", "en"))
q.append(("How much did 柏* send to 裘** between 2023-09-01 and 2023-09-10 inclusive?", [str(paid(BO, QIU, lambda d: "20230901" <= d <= "20230910"))], "sum", "en"))
q.append(("Hidden assets often sit in shareholdings. Which companies does 柏* hold shares in? List all of them.", sorted(cn[r["dst"]] for r in hs if r["src"] == pid(BO)), "list", "en"))
bo_certs = set().union(*(ccert[r["dst"]] for r in hs if r["src"] == pid(BO)))
q.append(("Of the apps signed with a certificate held by one of those companies, which carry a risk mark (赌博 or 诈骗)? List them all.", sorted(a for a in mark if cert_of[a] in bo_certs and mark[a] in ("赌博", "诈骗")), "two-hop", "en"))
q.append(("How many devices does 邬** own?", [str(len(devs[pid(WU)]))], "count", "en"))
a, b = len(devs[pid(DU)]), len(devs[pid(QIU)]); assert a != b
q.append(("Does 杜* own more devices than 裘**?", YN_EN(a > b), "yes/no", "en"))
cq = Counter(x for d in devs[pid(QIU)] for x in inst[d])
q.append(("Which gambling-marked (赌博) apps are installed on more than five of 裘**'s devices?", sorted(x for x, n in cq.items() if n > 5 and mark.get(x) == "赌博"), "list", "en"))
pcs = [r["dst"] for r in pc if r["src"] == pid(QIU)]; assert len(pcs) == 1
q.append(("裘** personally holds a certificate. Which gambling-marked (赌博) app is signed with it?", sorted(a for a in mark if cert_of[a] == pcs[0] and mark[a] == "赌博"), "two-hop", "en"))
# zh
q.append(("有几款应用被标记为“诈骗”？", [str(sum(m == "诈骗" for m in mark.values()))], "count", "zh"))
q.append(("被标记为“赌博”的应用有哪些？请全部列出。", sorted(a for a, m in mark.items() if m == "赌博"), "list", "zh"))
q.append(("应用 com.oStEmG.may 的风险标记是什么？", [mark["com.oStEmG.may"]], "property", "zh"))
HT = "航天彩**人*股*限公司"; cid(HT)
q.append(("航天彩**人*股*限公司 是否持有应用 com.HOfs.aOnwJ.fFHM.QoXx 所使用的证书？", YN_ZH(cert_of["com.HOfs.aOnwJ.fFHM.QoXx"] in ccert[cid(HT)]), "yes/no", "zh"))
q.append(("中信*投证***限公司 一共持有几张证书？", [str(len(ccert[cid("中信*投证***限公司")]))], "count", "zh"))
q.append(("邬**的手机号是多少？", [prow(WU)["hasPhone"]], "property", "zh"))
q.append(("那这个人多大年纪？", [prow(WU)["age"]], "property", "zh"))
q.append(("柏*给杜*一共转了多少钱？", [str(paid(BO, DU))], "sum", "zh"))
first = min(r["transDate"] for r in tr if r["src"] == pid(BO))
assert sum(r["transDate"] == first for r in tr if r["src"] == pid(BO)) == 1
q.append(("柏*最早的一笔转账是哪天？请按 YYYY-MM-DD 格式回答。", [iso(first)], "min", "zh"))
emit("kag-riskmining", q)
