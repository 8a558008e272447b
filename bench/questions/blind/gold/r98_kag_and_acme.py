#!/usr/bin/env python3
"""Blind held-out gold question sets, round r98: acme-supply, kag-supplychain, kag-riskmining.

Standard library only. Finds the data by walking up from this file's location until it finds
data/examples/acme-supply and shared/datasets/kag-supplychain, shared/datasets/kag-riskmining.
Writes r98-acme-supply.json, r98-kag-supplychain.json, r98-kag-riskmining.json into the folder
above gold/ (bench/questions/blind/).

Personas (new this round):
  * acme-supply      - Priya, an ESG / supply-chain due-diligence analyst at a pension fund who is
                       checking a portfolio of manufacturers (also asks in Chinese, 养老基金ESG分析师).
  * kag-supplychain  - 周经理, a factoring (保理) risk manager at a supply-chain finance company deciding
                       whether to buy receivables of these companies (asks in English and Chinese).
  * kag-riskmining   - 林工, a mobile-carrier anti-fraud analyst (运营商反诈分析师) tracing gambling/fraud
                       apps, devices and money flows (asks in English and Chinese).

Files and columns used
  acme-supply/sources/
    Company.csv  id,name,country,founded,product        product list separator ';'
    Company_fundTrans_Company.csv srcId,dstId,transDate(yyyyMMdd),transAmt
                                  srcId = PAYER company id, dstId = PAYEE company id
    Person.csv   id,name,age,legalRepresentative         legalRepresentative = company NAMES, separator ';'
    Product.csv  id,hasSupplyChain                      hasSupplyChain = downstream product ids, separator ';'
    Absolute dates only.  mainSupply rule (schema): s makes product up, up->hasSupplyChain->down,
    o makes down, o paid s more than 50% of s's total inflow.
  kag-supplychain/sources/
    Company.csv  id,name,product                         product separator ','
    CompanyUpdate.csv (not used for any question: avoided products of 浙江**摩托**限公司)
    Company_fundTrans_Company.csv srcId(PAYER),dstId(PAYEE),transDate(yyyyMMdd),transAmt
    Person.csv   id,name,age,legalRepresentative         company NAMES, separator ',' (duplicates de-duplicated)
    Product.csv  id,belongToIndustry,hasSupplyChain      ids repeat across rows (rows merged)
    ProductChainEvent.csv id,name,subject,index,trend
    Relative windows count back from as-of 2023-10-15: "last N days" = date_diff(asof, transDate) < N
    (same as the schema rules); windows chosen so that no transfer lies near a boundary.
  kag-riskmining/sources/
    Person.csv id,name,age,hasPhone ; Company.csv id,name,phone
    Person_fundTrans_Person.csv src(PAYER person id),dst(PAYEE person id),transDate,transAmt
    Person_hasDevice_Device.csv src(person id),dst(device id)
    Device.csv id,umid,install (app ids, separator ',', duplicates de-duplicated)
    App.csv id,riskMark,useCert (useCert = certNum)
    Company_hasCert_Cert.csv src(company id),dst(certNum) ; Person_hasCert_Cert.csv src(person id),dst(certNum)
    Person_holdShare_Company.csv src(person id),dst(company id)
    Rules (schema/concept.rule): gambling app = riskMark contains 赌博; developed(s,o) = s owns >5 devices
    with o installed; release(s,o) = s holdShare company c, c hasCert cert, o useCert cert;
    赌博App开发者 = developed a gambling app; 赌博App老板 = released a gambling app a, a developed by u,
    and s fundTrans u.  As-of 2023-10-15 for relative windows.
Rounding: decimal ROUND_HALF_UP to the precision stated in the question.
"""
import csv
import json
import os
from collections import defaultdict, Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


def find_up(rel):
    d = HERE
    while True:
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("cannot find " + rel)
        d = nd


ACME = find_up(os.path.join("data", "examples", "acme-supply"))
KSC = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
KRM = find_up(os.path.join("shared", "datasets", "kag-riskmining"))


def rows(base, name):
    with open(os.path.join(base, "sources", name), encoding="utf-8", newline="") as f:
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


def uniq(names, name):
    n = sum(1 for x in names if x == name)
    assert n == 1, (name, n)
    return name


def winner(d, fn=max):
    best = fn(d.values())
    w = [k for k, v in d.items() if v == best]
    assert len(w) == 1, ("tie", w, best)
    return w[0], best


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, days, asof=date(2023, 10, 15)):
    diff = (asof - d8(s)).days
    return 0 <= diff < days


def safe_window(dates, days, asof=date(2023, 10, 15)):
    # no transfer within 2 days of the window boundary
    for s in dates:
        diff = (asof - d8(s)).days
        assert abs(diff - days) > 2 or diff < days - 2, ("boundary", s, days)


QS = {}


def add(proj, q, ans, shape, lang):
    ans = [str(a) for a in ans]
    assert ans and all(a.strip() for a in ans), (q, ans)
    QS.setdefault(proj, []).append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    P = "acme-supply"
    comp = rows(ACME, "Company.csv")
    tr = rows(ACME, "Company_fundTrans_Company.csv")
    pers = rows(ACME, "Person.csv")
    prod = rows(ACME, "Product.csv")
    cnames = [c["name"] for c in comp]
    pnames = [p["name"] for p in pers]
    byname = {c["name"]: c for c in comp}
    id2n = {c["id"]: c["name"] for c in comp}
    cprods = {c["name"]: split(c["product"], ";") for c in comp}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prod}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in pers}
    page = {p["name"]: int(p["age"]) for p in pers}
    T = [(id2n[t["srcId"]], id2n[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in tr]
    inflow = defaultdict(int); outflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a; outflow[s] += a
    for n in cnames:
        uniq(cnames, n)
    for n in pnames:
        uniq(pnames, n)

    fj = uniq(cnames, "Fjord Steel AS")
    add(P, "I'm compiling governance notes on our steel exposure. What year was Fjord Steel AS founded?",
        [byname[fj]["founded"]], "property", "en")
    add(P, "And which country is it based in? Just the two-letter country code, please.",
        [byname[fj]["country"]], "property", "en")
    acme_ = uniq(cnames, "Acme Motors")
    add(P, "How many fund transfers did Acme Motors send out in total?",
        [sum(1 for s, *_ in T if s == acme_)], "count", "en")
    oh = uniq(cnames, "O'Hara, Lamb & Sons")
    add(P, "What is the total amount Acme Motors has paid to O'Hara, Lamb & Sons?",
        [sum(a for s, d, _, a in T if s == acme_ and d == oh)], "sum", "en")
    add(P, "What percentage of O'Hara, Lamb & Sons's total incoming money came from Acme Motors? Round to one decimal place.",
        [pct(sum(a for s, d, _, a in T if s == acme_ and d == oh), inflow[oh])], "percentage", "en")
    w, _ = winner({n: inflow[n] for n in cnames})
    add(P, "Concentration check: which company received the largest total inflow of funds across all transfers?",
        [w], "max", "en")
    wr = [p for p, cs in reps.items() if w in cs]
    assert len(wr) == 1
    add(P, "Who is its legal representative?", wr, "two-hop", "en")
    add(P, "Chloe Tan 今年多少岁？", [page[uniq(pnames, "Chloe Tan")]], "property", "zh")
    add(P, "那 Ada Moreno 呢？", [page[uniq(pnames, "Ada Moreno")]], "property", "zh")
    lo, hi = "20240501", "20240630"
    add(P, "For our Q2 review: what was the total value of all transfers dated between 1 May 2024 and 30 June 2024, inclusive?",
        [sum(a for _, _, dt, a in T if lo <= dt <= hi)], "sum", "en")
    em = "Vehicles-Motorcycles-Electric motorcycles"
    assert em in down
    ups = [p for p, ds in down.items() if em in ds]
    makers = sorted({c for c, ps in cprods.items() for p in ups if p in ps})
    add(P, "Who makes the upstream inputs for electric motorcycles? List every company that produces a product feeding into Vehicles-Motorcycles-Electric motorcycles.",
        makers, "two-hop list", "en")
    hx = uniq(cnames, "Helix Chemicals"); bo = uniq(cnames, "Borealis Rubber Works")
    shared = any(hx in cs and bo in cs for cs in reps.values())
    add(P, "Do Helix Chemicals and Borealis Rubber Works share a legal representative? Yes or no.",
        ["yes" if shared else "no"], "yes/no", "en")
    add(P, "Helix Chemicals 有没有向任何公司转过账？请回答是或否。",
        ["是" if outflow[hx] > 0 or any(s == hx for s, *_ in T) else "否"], "yes/no", "zh")
    gi = uniq(cnames, "Granite Insurance")
    older = bo if int(byname[bo]["founded"]) < int(byname[gi]["founded"]) else gi
    assert byname[bo]["founded"] != byname[gi]["founded"]
    add(P, "Which is the older firm, Borealis Rubber Works or Granite Insurance?", [older], "compare", "en")
    mn = min(a for *_, a in T)
    mp = [s for s, d, _, a in T if a == mn]
    assert len(mp) == 1
    add(P, "Which company made the smallest single transfer in the data?", mp, "min", "en")
    payers = sorted({s for s, d, _, _ in T if d == acme_})
    add(P, "List every company that has paid money to Acme Motors.", payers, "list counterparties", "en")
    dara = uniq(pnames, "Dara O'Hara")
    add(P, "Dara O'Hara sits behind more than one firm. What is the total amount paid out by all the companies that person is legal representative of?",
        [sum(outflow[c] for c in reps[dara])], "two-hop sum", "en")
    # mainSupply customers of Acme Motors
    res = []
    for s in cnames:
        if s == acme_ or inflow[s] == 0:
            continue
        link = any(d in cprods[acme_] for p in cprods[s] for d in down.get(p, []))
        paid = sum(a for x, d, _, a in T if x == acme_ and d == s)
        if link and paid * 2 > inflow[s]:
            res.append(s)
    add(P, "Which suppliers make an input for one of Acme Motors' products and get more than half of all the money they receive from Acme Motors?",
        sorted(res), "list rule", "en")
    add(P, "2024年3月31日（含）之前一共发生了多少笔转账？",
        [sum(1 for _, _, dt, _ in T if dt <= "20240331")], "count", "zh")
    cc = Counter(c["country"] for c in comp)
    w, _ = winner(dict(cc))
    add(P, "哪个国家的公司数量最多？请给出两位国家代码。", [w], "max", "zh")
    add(P, "Fjord Steel AS 向哪些公司转过账？",
        sorted({d for s, d, _, _ in T if s == fj}), "list counterparties", "zh")
    w, _ = winner(page)
    add(P, "在所有法人代表中，谁的年龄最大？", [w], "max", "zh")
    add(P, "这个人担任几家公司的法人代表？", [len(reps[w])], "count", "zh")
    add(P, "Acme Motors 的资金流出比流入多多少？", [outflow[acme_] - inflow[acme_]], "sum difference", "zh")
    ss = "Metals-Steel-Sheet steel"
    assert ss in down
    add(P, "Which products sit directly downstream of Metals-Steel-Sheet steel in the supply chain?",
        sorted(down[ss]), "list", "en")


# ---------------------------------------------------------------- kag-supplychain
def ksc():
    P = "kag-supplychain"
    comp = rows(KSC, "Company.csv")
    tr = rows(KSC, "Company_fundTrans_Company.csv")
    pers = rows(KSC, "Person.csv")
    prod = rows(KSC, "Product.csv")
    ev = rows(KSC, "ProductChainEvent.csv")
    cnames = [c["name"] for c in comp]
    pnames = [p["name"] for p in pers]
    id2n = {c["id"]: c["name"] for c in comp}
    cprods = {c["name"]: split(c["product"], ",") for c in comp}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in pers}
    page = {p["name"]: int(p["age"]) for p in pers}
    pind = defaultdict(set)
    for p in prod:
        if p["belongToIndustry"]:
            pind[p["id"]].add(p["belongToIndustry"])
    T = [(id2n[t["srcId"]], id2n[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in tr]
    alld = [dt for *_, dt, _ in T]
    inflow = defaultdict(int); outflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a; outflow[s] += a
    for cs in reps.values():
        for c in cs:
            uniq(cnames, c)
    U = lambda n: uniq(cnames, n)
    UP = lambda n: uniq(pnames, n)

    lp = UP("骆*")
    add(P, "I'm vetting a guarantor before we buy any receivables. How old is 骆*?", [page[lp]], "property", "en")
    add(P, "And how many companies is that person the legal representative of?", [len(reps[lp])], "count", "en")
    ch = U("传化****限公司")
    add(P, "What is the total amount of money 传化****限公司 has received from other companies?",
        [inflow[ch]], "sum", "en")
    safe_window(alld, 90)
    add(P, "What about its outflow over the last 90 days (counting back from 2023-10-15)? Give the total amount.",
        [sum(a for s, d, dt, a in T if s == ch and within(dt, 90))], "sum window", "en")
    add(P, "传化****限公司 的经营产品是什么？", cprods[ch], "property", "zh")
    mx = max(a for *_, a in T)
    mp = [s for s, d, _, a in T if a == mx]
    assert len(mp) == 1
    add(P, "Which company made the single largest payment in the transfer records?", mp, "max", "en")
    sj = U("三角***份限公司")
    add(P, "How many distinct companies have paid money to 三角***份限公司?",
        [len({s for s, d, *_ in T if d == sj})], "count", "en")
    zj = U("浙江**摩托**限公司")
    zpaid = sum(a for s, d, _, a in T if s == zj and d == sj)
    add(P, "Concentration risk question: did 浙江**摩托**限公司 account for more than half of all the money 三角***份限公司 received? Answer yes or no.",
        ["yes" if zpaid * 2 > inflow[sj] else "no"], "yes/no", "en")
    add(P, "那它的占比具体是多少？用百分比表示，保留一位小数。", [pct(zpaid, inflow[sj])], "percentage", "zh")
    add(P, "浙江**摩托**限公司 一共向外转出了多少钱？", [outflow[zj]], "sum", "zh")
    kang = U("康**股有公司"); by = U("宝业集****公司")
    a1 = sum(a for s, d, _, a in T if s == ch and d == kang)
    a2 = sum(a for s, d, _, a in T if s == ch and d == by)
    assert a1 != a2
    add(P, "Which received more money from 传化****限公司: 康**股有公司 or 宝业集****公司?",
        [kang if a1 > a2 else by], "compare", "en")
    add(P, "康**股有公司 的法人代表是谁？", [p for p, cs in reps.items() if kang in cs], "property", "zh")
    krep = [p for p, cs in reps.items() if kang in cs]
    assert len(krep) == 1
    add(P, "这个人多大年纪？", [page[krep[0]]], "property", "zh")
    sd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    add(P, "List every company that produces 商品化工-橡胶-合成橡胶-顺丁橡胶.",
        sorted(c for c, ps in cprods.items() if sd in ps), "list", "en")
    mc = "汽车-摩托车制造-二轮摩托车"
    assert len(pind[mc]) == 1
    add(P, "Which industry does the product 汽车-摩托车制造-二轮摩托车 belong to?", sorted(pind[mc]), "property", "en")
    w, _ = winner(page)
    add(P, "Who is the oldest legal representative in the data?", [w], "max", "en")
    add(P, "List all the companies that person represents.", sorted(reps[w]), "list", "en")
    hua = UP("华**")
    add(P, "What is the total amount received by the companies whose legal representative is 华**?",
        [sum(inflow[c] for c in reps[hua])], "two-hop sum", "en")
    safe_window(alld, 30)
    add(P, "Give me a number only: how many transfers happened in the last 30 days, counting back from 2023-10-15?",
        [sum(1 for dt in alld if within(dt, 30))], "count window", "en")
    in90 = defaultdict(int); out90 = defaultdict(int)
    for s, d, dt, a in T:
        if within(dt, 90):
            in90[d] += a; out90[s] += a
    w90, _ = winner(dict(in90))
    add(P, "近3个月（从2023-10-15往前数90天）资金流入最多的是哪家公司？", [w90], "max window", "zh")
    add(P, "那它同期一共收到了多少钱？", [in90[w90]], "sum window", "zh")
    may = sorted({d for s, d, dt, a in T if s == ch and dt.startswith("202305")})
    add(P, "Which companies did 传化****限公司 pay in May 2023?", may, "list counterparties", "en")
    jk = U("江*控股*公司"); ww = U("万威国**公司")
    add(P, "Do 江*控股*公司 and 万威国**公司 share a legal representative? Yes or no.",
        ["yes" if any(jk in cs and ww in cs for cs in reps.values()) else "no"], "yes/no", "en")
    e = [x for x in ev if x["name"] == "顺丁橡胶成本上涨"]
    assert len(e) == 1
    add(P, "产业链事件“顺丁橡胶成本上涨”涉及的指标和趋势分别是什么？", [e[0]["index"], e[0]["trend"]], "property", "zh")
    add(P, "有多少家公司的经营产品里直接包含“消闲用品”这一项？",
        [sum(1 for ps in cprods.values() if "消闲用品" in ps)], "count", "zh")


# ---------------------------------------------------------------- kag-riskmining
def krm():
    P = "kag-riskmining"
    pers = rows(KRM, "Person.csv")
    comp = rows(KRM, "Company.csv")
    tr = rows(KRM, "Person_fundTrans_Person.csv")
    hd = rows(KRM, "Person_hasDevice_Device.csv")
    dev = rows(KRM, "Device.csv")
    apps = rows(KRM, "App.csv")
    chc = rows(KRM, "Company_hasCert_Cert.csv")
    phc = rows(KRM, "Person_hasCert_Cert.csv")
    hs = rows(KRM, "Person_holdShare_Company.csv")
    pnames = [p["name"] for p in pers]
    pid2n = {p["id"]: p["name"] for p in pers}
    page = {p["name"]: int(p["age"]) for p in pers}
    cid2n = {c["id"]: c["name"] for c in comp}
    inst = {d["id"]: split(d["install"], ",") for d in dev}
    umid = {d["id"]: d["umid"] for d in dev}
    pdev = defaultdict(list)
    for r in hd:
        if r["dst"] not in pdev[pid2n[r["src"]]]:
            pdev[pid2n[r["src"]]].append(r["dst"])
    risk = {a["id"]: a["riskMark"] for a in apps}
    acert = {a["id"]: a["useCert"] for a in apps}
    gamb = sorted(a for a, m in risk.items() if "赌博" in m)
    fraud = sorted(a for a, m in risk.items() if "诈骗" in m)
    ccert = defaultdict(set)
    for r in chc:
        ccert[r["src"]].add(r["dst"])
    shares = defaultdict(list)
    for r in hs:
        shares[pid2n[r["src"]]].append(r["dst"])
    T = [(pid2n[t["src"]], pid2n[t["dst"]], t["transDate"], int(t["transAmt"])) for t in tr]
    UP = lambda n: uniq(pnames, n)

    developed = defaultdict(set)
    for p, ds in pdev.items():
        cnt = Counter(a for d in ds for a in inst.get(d, []))
        for a, n in cnt.items():
            if n > 5:
                developed[p].add(a)
    released = defaultdict(set)
    for p, cs in shares.items():
        certs = set().union(*(ccert[c] for c in cs))
        for a, c in acert.items():
            if c in certs:
                released[p].add(a)
    devs = {p for p, s in developed.items() if s & set(gamb)}
    bosses = set()
    for s in pnames:
        for a in released[s] & set(gamb):
            for u in pnames:
                if a in developed[u] and any(x == s and y == u for x, y, *_ in T):
                    bosses.add(s)

    bo = UP("柏*")
    add(P, "I'm tracing a suspicious account holder for our anti-fraud desk. How old is 柏*?", [page[bo]], "property", "en")
    add(P, "How many companies does this person hold shares in?", [len(shares[bo])], "count", "en")
    add(P, "柏*持股的公司分别是哪几家？", sorted(cid2n[c] for c in shares[bo]), "list", "zh")
    wu = UP("邬**"); du = UP("杜*"); qiu = UP("裘**")
    add(P, "How many transfers did 柏* send to 邬**?", [sum(1 for s, d, *_ in T if s == bo and d == wu)], "count", "en")
    add(P, "What is the total amount 柏* transferred to 杜*?", [sum(a for s, d, _, a in T if s == bo and d == du)], "sum", "en")
    add(P, "杜*收到的单笔转账中，最小的一笔是多少钱？", [min(a for s, d, _, a in T if d == du)], "min", "zh")
    recv = defaultdict(int)
    for s, d, _, a in T:
        if s == bo:
            recv[d] += a
    w, _ = winner(dict(recv))
    add(P, "Of everyone 柏* sends money to, who received the most in total?", [w], "max", "en")
    add(P, "What share of 柏*'s total outgoing transfers went to 邬**? Give a percentage with one decimal place.",
        [pct(recv[wu], sum(recv.values()))], "percentage", "en")
    mx = max(a for *_, a in T)
    mp = [d for s, d, _, a in T if a == mx]
    assert len(mp) == 1
    add(P, "Who was on the receiving end of the single largest transfer?", mp, "max", "en")
    add(P, "柏*在2023年8月一共转出了多少钱？", [sum(a for s, d, dt, a in T if s == bo and dt.startswith("202308"))], "sum window", "zh")
    # nearest transfer to the 30-day boundary is 20230916 (29 days back): inside under < 30 and <= 30 alike
    add(P, "Counting back 30 days from 2023-10-15, how many transfers did 柏* make in that window?",
        [sum(1 for s, d, dt, a in T if s == bo and within(dt, 30))], "count window", "en")
    add(P, "How many apps carry the risk mark 赌博 (gambling)?", [len(gamb)], "count", "en")
    add(P, "And list the apps marked 诈骗 (fraud), please — all of them.", fraud, "list", "en")
    add(P, "杜*名下一共有几台设备？", [len(pdev[du])], "count", "zh")
    w, _ = winner({p: len(pdev[p]) for p in pnames})
    add(P, "Which person owns the most devices?", [w], "max", "en")
    qapp = "com.qIu.VJbJ"
    assert qapp in risk
    add(P, "Is the gambling app com.qIu.VJbJ installed on any device that 裘** owns? Yes or no.",
        ["yes" if any(qapp in inst.get(d, []) for d in pdev[qiu]) else "no"], "yes/no", "en")
    add(P, "Which gambling apps count as developed by 邬**, i.e. installed on more than five of the devices that person owns?",
        sorted(developed[wu] & set(gamb)), "two-hop list", "en")
    add(P, "Which gambling apps does 柏* release through the certificates of the companies that person holds shares in?",
        sorted(released[bo] & set(gamb)), "two-hop list", "en")
    add(P, "按规则，谁是赌博App老板？", sorted(bosses), "rule", "zh")
    add(P, "他转过账的赌博App开发者有哪些？",
        sorted({d for s, d, *_ in T if s in bosses and d in devs}), "two-hop list", "zh")
    mu = UP("穆**"); qi = UP("祁**")
    assert page[mu] != page[qi]
    add(P, "Who is older, 穆** or 祁**?", [mu if page[mu] > page[qi] else qi], "compare", "en")
    um = "73:e8:91:b5:46:0a"
    did = [d for d, u in umid.items() if u == um]
    assert len(did) == 1
    add(P, "How many distinct apps are installed on the device with umid 73:e8:91:b5:46:0a?", [len(inst[did[0]])], "count", "en")
    hao = UP("郝*")
    assert len(pdev[hao]) == 1
    add(P, "郝*名下那台设备的umid是多少？", [umid[pdev[hao][0]]], "property", "zh")
    add(P, "那这台设备上一共装了几个不同的应用？", [len(inst[pdev[hao][0]])], "count", "zh")
    add(P, "年龄超过50岁的自然人一共有多少个？", [sum(1 for v in page.values() if v > 50)], "count", "zh")


acme(); ksc(); krm()
for proj, qs in QS.items():
    assert len(qs) == 25, (proj, len(qs))
    c = Counter(q["lang"] for q in qs)
    assert c["en"] == 16 and c["zh"] == 9, (proj, c)
    out = []
    for i, q in enumerate(qs, 1):
        out.append({"id": "%s-r98-%02d" % (proj, i), **q})
    with open(os.path.join(OUT_DIR, "r98-%s.json" % proj), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(proj, len(out), dict(Counter(q["lang"] for q in out)))
