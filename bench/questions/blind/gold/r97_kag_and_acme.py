#!/usr/bin/env python3
"""Blind held-out question set r97 (acme-supply, kag-supplychain, kag-riskmining).

Gold answers are computed from the raw CSV files only (standard library only).
The data is located by walking up from this file's directory until a folder
containing data/examples/acme-supply (the main repo) and a folder containing
shared/datasets/kag-supplychain / kag-riskmining are found.

Personas (new for r97):
  * acme-supply     -- an investigative business journalist writing a feature on
                       who really feeds Acme Motors' vehicle lines (absolute dates).
  * kag-supplychain -- 地方招商局项目专员 (a municipal investment-promotion officer)
                       scouting tyre / rubber / motorcycle chain firms to court for an
                       industrial park; as-of date 2023-10-15.
  * kag-riskmining  -- 网警反赌专案侦查员 (a cyber-police anti-gambling case
                       investigator) tracing money, devices and signing certs;
                       as-of date 2023-10-15.

Files and columns used
  acme-supply/sources/
    Company.csv: id, name, country, founded, product (';'-separated product ids)
    Company_fundTrans_Company.csv: srcId = PAYER company id, dstId = PAYEE company
        id, transDate (yyyymmdd), transAmt (integer)
    Person.csv: name, age, legalRepresentative (';'-separated company NAMES)
    Product.csv: id, hasSupplyChain (';'-separated DOWNSTREAM product ids)
  kag-supplychain/sources/
    Company.csv: id, name, product (','-separated product ids; duplicates in a
        cell are collapsed)
    Company_fundTrans_Company.csv: srcId = PAYER, dstId = PAYEE, transDate, transAmt
    Person.csv: name, age, legalRepresentative (','-separated company NAMES,
        duplicates collapsed)
    Product.csv: id, belongToIndustry, hasSupplyChain (','-separated downstream ids)
    ProductChainEvent.csv: name, subject (product id)
    Windows "last N days" = date_diff(2023-10-15, transDate) < N (as in the schema);
    the script asserts no transfer sits within one day of a window edge.
  kag-riskmining/sources/
    Person.csv: id, name, age
    Company.csv: id, name
    Person_fundTrans_Person.csv: src = PAYER person id, dst = PAYEE person id,
        transDate, transAmt
    Person_holdShare_Company.csv: src person id, dst company id
    Person_hasDevice_Device.csv: src person id, dst device id
    Device.csv: id, umid, install (','-separated app ids)
    App.csv: id, riskMark, useCert (cert number)
    Company_hasCert_Cert.csv / Person_hasCert_Cert.csv: src owner id, dst cert number
"""
import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


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


ACME = os.path.join(find_up("data/examples/acme-supply"), "sources")
SC = os.path.join(find_up("shared/datasets/kag-supplychain"), "sources")
RM = os.path.join(find_up("shared/datasets/kag-riskmining"), "sources")
OUTDIR = os.path.dirname(HERE)


def rd(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(s, sep):
    out = []
    for x in (s or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, places=1):
    return rnd(Decimal(a) * 100 / Decimal(b), places)


def unique_by(rows, key, value):
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (key, value, len(hits))
    return hits[0]


def argmax(d, reverse=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:2])
    return items[0][0]


def argmin(d):
    return argmax(d, reverse=True)


def d8(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


ASOF = dt.date(2023, 10, 15)


def in_last(date_s, n, rows_dates):
    # strict schema semantics + guard against edge ambiguity
    for s in rows_dates:
        diff = (ASOF - d8(s)).days
        assert diff not in (n - 1, n, n + 1), ("edge date", s, n)
    return (ASOF - d8(date_s)).days < n


class QS:
    def __init__(self, prefix):
        self.prefix, self.items = prefix, []

    def add(self, q, ans, shape, lang):
        if not isinstance(ans, list):
            ans = [ans]
        ans = [str(a) for a in ans]
        assert ans and all(a != "" for a in ans), q
        assert len(set(ans)) == len(ans), (q, ans)
        self.items.append({"id": "%s-r97-%02d" % (self.prefix, len(self.items) + 1),
                           "question": q, "answer": ans, "shape": shape, "lang": lang})

    def write(self, fname):
        langs = Counter(i["lang"] for i in self.items)
        assert len(self.items) == 25 and langs["en"] == 16 and langs["zh"] == 9, langs
        with open(os.path.join(OUTDIR, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return self.items


YES = {"en": "yes", "zh": "是"}
NO = {"en": "no", "zh": "否"}


def yn(b, lang):
    return YES[lang] if b else NO[lang]


# ------------------------------------------------------------------ acme-supply
def acme():
    C = rd(ACME, "Company.csv")
    T = rd(ACME, "Company_fundTrans_Company.csv")
    P = rd(ACME, "Person.csv")
    PR = rd(ACME, "Product.csv")
    cid = {c["name"]: c["id"] for c in C}
    cname = {c["id"]: c["name"] for c in C}
    assert len(cid) == len(C)
    for t in T:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in cname and t["dstId"] in cname

    def co(name):
        return unique_by(C, "name", name)

    def prods(c):
        return split(c["product"], ";")

    def paid(src, dst, lo="00000000", hi="99999999"):
        return sum(t["amt"] for t in T if t["srcId"] == cid[src] and t["dstId"] == cid[dst]
                   and lo <= t["transDate"] <= hi)

    def inflow(name):
        return sum(t["amt"] for t in T if t["dstId"] == cid[name])

    def outflow(name):
        return sum(t["amt"] for t in T if t["srcId"] == cid[name])

    def person(name):
        return unique_by(P, "name", name)

    q = QS("acme-supply")
    L = "en"
    b = co("Borealis Rubber Works")
    q.add("I'm profiling the rubber suppliers behind Acme's tyres. Which country is Borealis Rubber Works based in? The two-letter country code is fine.", b["country"], "property", L)
    q.add("And what year was it founded?", b["founded"], "property", L)
    rub = "Chemicals-Rubber-Synthetic rubber"
    q.add("Which companies make synthetic rubber (Chemicals-Rubber-Synthetic rubber)? List them all.",
          [c["name"] for c in C if rub in prods(c)], "list", L)
    q.add("For my money-trail sidebar: how much did Acme Motors pay O'Hara, Lamb & Sons in total during 2024? Give the plain number.",
          paid("Acme Motors", "O'Hara, Lamb & Sons", "20240101", "20241231"), "sum", L)
    n = sum(1 for t in T if t["srcId"] == cid["Acme Motors"] and "20240501" <= t["transDate"] <= "20240630")
    q.add("How many outgoing transfers did Acme Motors make between 2024-05-01 and 2024-06-30, inclusive?", n, "count", L)
    big = max(T, key=lambda t: t["amt"])
    assert sum(1 for t in T if t["amt"] == big["amt"]) == 1
    q.add("Which company received the single largest transfer in the whole ledger?", cname[big["dstId"]], "max", L)
    reps = [p["name"] for p in P if cname[big["dstId"]] in split(p["legalRepresentative"], ";")]
    assert len(reps) == 1
    q.add("Who is its legal representative?", reps, "two-hop", L)
    tgt = "Vehicles-Cars"
    ups = [p["id"] for p in PR if tgt in split(p["hasSupplyChain"], ";")]
    makers = [c["name"] for c in C if set(prods(c)) & set(ups)]
    assert makers
    q.add("Who actually feeds the car line? Name the companies that make the direct upstream inputs of Vehicles-Cars.", makers, "two-hop", L)
    q.add("What is Acme Motors' total inflow across all recorded transfers it received?", inflow("Acme Motors"), "sum", L)
    q.add("Quick fact check, yes or no: did Fjord Steel AS ever send money to O'Hara, Lamb & Sons?",
          yn(paid("Fjord Steel AS", "O'Hara, Lamb & Sons") > 0, L), "yes/no", L)
    a, bb = person("Bram de Vries"), person("Chloe Tan")
    assert a["age"] != bb["age"]
    q.add("Who is older, Bram de Vries or Chloe Tan?",
          a["name"] if int(a["age"]) > int(bb["age"]) else bb["name"], "compare", L)
    q.add("For the history paragraph: which company in the dataset was founded earliest?",
          argmin({c["name"]: int(c["founded"]) for c in C}), "min", L)
    q.add("How many of the companies were founded after 1960?",
          sum(1 for c in C if int(c["founded"]) > 1960), "count", L)
    oh = "O'Hara, Lamb & Sons"
    q.add("What share of O'Hara, Lamb & Sons' total inflow came from Acme Motors? Percent, one decimal place.",
          pct(paid("Acme Motors", oh), inflow(oh), 1), "percentage", L)
    dcos = split(person("Dara O'Hara")["legalRepresentative"], ";")
    for x in dcos:
        co(x)
    q.add("Dara O'Hara fronts more than one firm. Added together, how much money did the companies Dara O'Hara is legal representative of pay out to other companies?",
          sum(outflow(x) for x in dcos), "two-hop sum", L)
    q.add("Which companies have sent money to Acme Motors?",
          sorted({cname[t["srcId"]] for t in T if t["dstId"] == cid["Acme Motors"]}), "counterparties", L)
    L = "zh"
    h = co("Helix Chemicals")
    q.add("我在核对稿件里的公司注册地：Helix Chemicals 是哪个国家的公司？给两位国家代码即可。", h["country"], "property", L)
    q.add("那它在2024年一共收到了多少转账金额？", sum(t["amt"] for t in T if t["dstId"] == h["id"] and t["transDate"].startswith("2024")), "sum", L)
    ada = person("Ada Moreno")
    q.add("Ada Moreno 是哪几家公司的法定代表人？请全部列出。", split(ada["legalRepresentative"], ";"), "list", L)
    q.add("这个人今年多大年纪？（按数据里的年龄）", ada["age"], "property", L)
    q.add("2024年3月1日至2024年6月30日（含首尾）之间，整个账本一共有多少笔转账？",
          sum(1 for t in T if "20240301" <= t["transDate"] <= "20240630"), "count", L)
    e, g = co("Eastwind Logistics"), co("Granite Insurance")
    assert e["founded"] != g["founded"]
    q.add("Eastwind Logistics 和 Granite Insurance，哪家成立得更早？",
          e["name"] if int(e["founded"]) < int(g["founded"]) else g["name"], "compare", L)
    q.add("Delta Cells GmbH 在2023年有没有向其他公司付过款？回答是或否。",
          yn(any(t["srcId"] == cid["Delta Cells GmbH"] and t["transDate"].startswith("2023") for t in T), L), "yes/no", L)
    q.add("按收到的转账笔数算，哪家公司收款次数最多？",
          argmax(Counter(cname[t["dstId"]] for t in T)), "max", L)
    lc = unique_by(PR, "id", "Electronics-Batteries-Lithium cells")
    q.add("锂电芯（Electronics-Batteries-Lithium cells）的直接下游产品是什么？", split(lc["hasSupplyChain"], ";"), "one-hop", L)
    return q.write("r97-acme-supply.json")


# ------------------------------------------------------------------ kag-supplychain
def supplychain():
    C = rd(SC, "Company.csv")
    T = rd(SC, "Company_fundTrans_Company.csv")
    P = rd(SC, "Person.csv")
    PR = rd(SC, "Product.csv")
    EV = rd(SC, "ProductChainEvent.csv")
    cname = {c["id"]: c["name"] for c in C}
    cid = {c["name"]: c["id"] for c in C}
    assert len(cid) == len(C)
    for t in T:
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in cname and t["dstId"] in cname
    dates = [t["transDate"] for t in T]

    def co(name):
        return unique_by(C, "name", name)

    def prods(c):
        return split(c["product"], ",")

    def person(name):
        return unique_by(P, "name", name)

    def lr(p):
        out = split(p["legalRepresentative"], ",")
        return out

    def reps_of(name):
        return [p["name"] for p in P if name in lr(p)]

    def flows(name, direction, n=None):
        k = "srcId" if direction == "out" else "dstId"
        return sum(t["amt"] for t in T if t[k] == cid[name] and (n is None or in_last(t["transDate"], n, dates)))

    q = QS("kag-supplychain")
    L = "en"
    SJ, CH, ZJ = "三角***份限公司", "传化****限公司", "浙江**摩托**限公司"
    q.add("I'm drawing up a shortlist of tyre makers to invite to our industrial park. What products does 三角***份限公司 make? Please list every one.",
          prods(co(SJ)), "list", L)
    r = reps_of(SJ)
    assert len(r) == 1
    q.add("And who is its legal representative?", r, "two-hop", L)
    q.add("How old is that person?", person(r[0])["age"], "property", L)
    q.add("What is the total amount of money 三角***份限公司 has received from other companies, across all recorded transfers?",
          flows(SJ, "in"), "sum", L)
    q.add("Counting back 90 days from 2023-10-15, how much did 传化****限公司 pay out in total in the last 90 days?",
          flows(CH, "out", 90), "sum", L)
    q.add("To how many different companies has 传化****限公司 sent money?",
          len({t["dstId"] for t in T if t["srcId"] == cid[CH]}), "count", L)
    q.add("Which company received the single largest payment from 传化****限公司?",
          cname[argmax({t["dstId"]: t["amt"] for t in T if t["srcId"] == cid[CH]})], "max", L)
    assert len({t["dstId"] for t in T if t["srcId"] == cid[CH]}) == sum(1 for t in T if t["srcId"] == cid[CH])
    small = {i: t["amt"] for i, t in enumerate(T)}
    q.add("Looking at the whole transfer ledger, which company made the smallest single payment?",
          cname[T[argmin(small)]["srcId"]], "min", L)
    q.add("Yes or no: did 浙江**摩托**限公司 pay 传化****限公司 anything in August 2023?",
          yn(any(t["srcId"] == cid[ZJ] and t["dstId"] == cid[CH] and t["transDate"].startswith("202308") for t in T), L), "yes/no", L)
    K, B = "康**股有公司", "宝业集****公司"
    rk = sum(t["amt"] for t in T if t["srcId"] == cid[CH] and t["dstId"] == cid[co(K)["name"]])
    rb = sum(t["amt"] for t in T if t["srcId"] == cid[CH] and t["dstId"] == cid[co(B)["name"]])
    assert rk != rb
    q.add("Which of the two received more money from 传化****限公司: 康**股有公司 or 宝业集****公司?",
          K if rk > rb else B, "compare", L)
    tgt = "汽车-摩托车制造-二轮摩托车"
    unique_by(PR, "id", tgt)
    ups = [p["id"] for p in PR if tgt in split(p["hasSupplyChain"], ",")]
    makers = [c["name"] for c in C if set(prods(c)) & set(ups)]
    assert ups and makers
    q.add("Our park wants a two-wheeler cluster. Which companies make the direct upstream products of 汽车-摩托车制造-二轮摩托车? List all of them.",
          makers, "two-hop", L)
    zc = lr(person("臧*"))
    for x in zc:
        co(x)
    q.add("Combined, how much money did the companies whose legal representative is 臧* receive from other companies in the last 90 days (counting back from 2023-10-15)?",
          sum(flows(x, "in", 90) for x in zc), "two-hop sum", L)
    q.add("How many companies list 轮胎与橡胶-轮胎 among their products? Just the number.",
          sum(1 for c in C if "轮胎与橡胶-轮胎" in prods(c)), "count", L)
    q.add("Which industry does the product 商品化工-橡胶 belong to?",
          unique_by(PR, "id", "商品化工-橡胶")["belongToIndustry"], "property", L)
    q.add("What percentage of 三角***份限公司's total inflow came from 浙江**摩托**限公司? Round to one decimal place.",
          pct(sum(t["amt"] for t in T if t["srcId"] == cid[ZJ] and t["dstId"] == cid[SJ]), flows(SJ, "in"), 1), "percentage", L)
    q.add("How many companies is 庞* the legal representative of?", len(lr(person("庞*"))), "count", L)
    L = "zh"
    q.add("宝业集****公司 的经营产品是什么？", prods(co(B)), "property", L)
    recv = []
    for t in T:
        if in_last(t["transDate"], 30, dates) and cname[t["dstId"]] not in recv:
            recv.append(cname[t["dstId"]])
    q.add("以2023-10-15为基准往前推，近1个月（30天内）有哪些公司收到过转账？请全部列出。", recv, "list", L)
    q.add("招商前我想看看 传化****限公司 的资金面：近6个月它的流出金额减去流入金额是多少元？",
          flows(CH, "out", 180) - flows(CH, "in", 180), "sum", L)
    rz = person("任**")
    q.add("任** 的年龄是多少？", rz["age"], "property", L)
    q.add("这个人担任法定代表人的公司一共有几家？", len(lr(rz)), "count", L)
    ev = unique_by(EV, "name", "顺丁橡胶成本上涨")
    q.add("产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？", ev["subject"], "property", L)
    q.add("那生产它的公司有哪些？", [c["name"] for c in C if ev["subject"] in prods(c)], "list", L)
    q.add("在所有法定代表人里，年龄最大的是谁？", argmax({p["name"]: int(p["age"]) for p in P}), "max", L)
    assert len({p["name"] for p in P}) == len(P)
    q.add("三角***份限公司 有没有向 浙江**摩托**限公司 转过账？",
          yn(any(t["srcId"] == cid[SJ] and t["dstId"] == cid[ZJ] for t in T), L), "yes/no", L)
    return q.write("r97-kag-supplychain.json")


# ------------------------------------------------------------------ kag-riskmining
def riskmining():
    P = rd(RM, "Person.csv")
    C = rd(RM, "Company.csv")
    T = rd(RM, "Person_fundTrans_Person.csv")
    HS = rd(RM, "Person_holdShare_Company.csv")
    HD = rd(RM, "Person_hasDevice_Device.csv")
    D = rd(RM, "Device.csv")
    A = rd(RM, "App.csv")
    CC = rd(RM, "Company_hasCert_Cert.csv")
    PC = rd(RM, "Person_hasCert_Cert.csv")
    pname = {p["id"]: p["name"] for p in P}
    pid = {p["name"]: p["id"] for p in P}
    assert len(pid) == len(P)
    cname = {c["id"]: c["name"] for c in C}
    assert len(set(cname.values())) == len(C)
    for t in T:
        t["amt"] = int(t["transAmt"])
    dates = [t["transDate"] for t in T]
    dev_apps = {d["id"]: split(d["install"], ",") for d in D}
    assert len(dev_apps) == len(D)
    pdev = defaultdict(set)
    for r in HD:
        pdev[r["src"]].add(r["dst"])

    def person(n):
        return unique_by(P, "name", n)

    def sent(src, dst=None, lo="00000000", hi="99999999"):
        return [t for t in T if t["src"] == pid[src] and (dst is None or t["dst"] == pid[dst])
                and lo <= t["transDate"] <= hi]

    q = QS("kag-riskmining")
    L = "en"
    BO, DU, WU, QIU = "柏*", "杜*", "邬**", "裘**"
    q.add("Case file 2023-RM: I'm starting with the money mule suspect. How old is 柏*?", person(BO)["age"], "property", L)
    q.add("Which companies does this person hold shares in? List all of them.",
          [cname[r["dst"]] for r in HS if r["src"] == pid[BO]], "list", L)
    q.add("What is the total amount 柏* has transferred to 邬**?", sum(t["amt"] for t in sent(BO, WU)), "sum", L)
    q.add("How many transfers did 柏* make to 杜* in September 2023?",
          len(sent(BO, DU, "20230901", "20230930")), "count", L)
    q.add("Yes or no: has 柏* transferred any money in the last 14 days (counting back from 2023-10-15)?",
          yn(any(in_last(t["transDate"], 14, dates) for t in sent(BO)), L), "yes/no", L)
    per = defaultdict(int)
    for t in T:
        per[pname[t["dst"]]] += t["amt"]
    q.add("Who received the most money in total from 柏*?",
          argmax({pname[t["dst"]]: sum(x["amt"] for x in sent(BO, pname[t["dst"]])) for t in sent(BO)}), "max", L)
    big = max(T, key=lambda t: t["amt"])
    assert sum(1 for t in T if t["amt"] == big["amt"]) == 1
    q.add("What was the largest single transfer amount in the records, in yuan?", big["amt"], "max", L)
    wd = pdev[pid[WU]]
    q.add("Device check on the biggest recipient side: how many devices does 邬** own?", len(wd), "count", L)
    q.add("How many distinct apps are installed across that person's devices?",
          len({a for d in wd for a in dev_apps[d]}), "count", L)
    gamb = [a["id"] for a in A if a["riskMark"] == "赌博"]
    q.add("Which apps carry the risk mark 赌博 (gambling)? I need the full list of package ids.", gamb, "list", L)
    q.add("How many apps are marked 诈骗 (fraud)?", sum(1 for a in A if a["riskMark"] == "诈骗"), "count", L)
    app = unique_by(A, "id", "com.HOfs.aOnwJ.fFHM.QoXx")
    bo_cos = {r["dst"] for r in HS if r["src"] == pid[BO]}
    holders = [cname[c] for c in sorted(bo_cos) if any(r["src"] == c and r["dst"] == app["useCert"] for r in CC)]
    assert len(holders) == 1
    q.add("The gambling app com.HOfs.aOnwJ.fFHM.QoXx is signed with a certificate. Among the companies 柏* holds shares in, which one holds that certificate?", holders, "two-hop", L)
    ga = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
    unique_by(A, "id", ga)
    devs = [pname[p] for p in pid.values() if sum(1 for d in pdev[p] if ga in dev_apps[d]) > 5]
    assert devs
    q.add("Which people have com.CYUwwpj.ceCCEm.LCtzt.NCrUKX installed on more than five of their own devices?", devs, "list", L)
    m, j = person("穆**"), person("祁**")
    assert m["age"] != j["age"]
    q.add("Who is older, 穆** or 祁**?", m["name"] if int(m["age"]) > int(j["age"]) else j["name"], "compare", L)
    q.add("Who is the youngest person in the records?", argmin({p["name"]: int(p["age"]) for p in P}), "min", L)
    q.add("What certificate number does the app com.qIu.VJbJ use?", unique_by(A, "id", "com.qIu.VJbJ")["useCert"], "property", L)
    L = "zh"
    qc = [r["dst"] for r in PC if r["src"] == pid[QIU]]
    assert len(qc) == 1
    q.add("裘** 名下持有的证书编号是什么？", qc, "property", L)
    q.add("使用这个证书的应用有哪些？", [a["id"] for a in A if a["useCert"] == qc[0]], "two-hop", L)
    q.add("柏* 一共向别人转账了多少笔？", len(sent(BO)), "count", L)
    q.add("2023年9月1日至9月10日（含首尾），柏* 转给 邬** 的金额合计多少元？",
          sum(t["amt"] for t in sent(BO, WU, "20230901", "20230910")), "sum", L)
    tq = sent(BO, QIU)
    q.add("柏* 转给 裘** 的钱平均每笔多少元？保留两位小数。", rnd(Decimal(sum(t["amt"] for t in tq)) / len(tq), 2), "avg", L)
    q.add("有多少台设备安装了 com.qIu.VJbJ？", sum(1 for d in D if "com.qIu.VJbJ" in dev_apps[d["id"]]), "count", L)
    q.add("杜* 名下有几台设备？", len(pdev[pid[DU]]), "count", L)
    q.add("排查设备集中度：哪个自然人名下的设备最多？", argmax({pname[p]: len(pdev[p]) for p in pid.values()}), "max", L)
    q.add("柏* 转给 杜* 的金额占他全部转出金额的百分之多少？保留一位小数。",
          pct(sum(t["amt"] for t in sent(BO, DU)), sum(t["amt"] for t in sent(BO)), 1), "percentage", L)
    return q.write("r97-kag-riskmining.json")


if __name__ == "__main__":
    out = acme() + supplychain() + riskmining()
    print("wrote %d questions" % len(out))
    print(Counter((i["id"].rsplit("-r97", 1)[0], i["lang"]) for i in out))
    print(Counter(i["shape"] for i in out))
