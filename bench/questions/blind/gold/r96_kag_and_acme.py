#!/usr/bin/env python3
"""Gold answers for blind question set r96 (acme-supply, kag-supplychain, kag-riskmining).

Written blind: only the sources/ CSVs and schema files of the three projects were read.
Standard library only. Finds the data by walking up from this file's location, computes
every answer from the raw CSVs, asserts entity existence/uniqueness and unique winners of
superlatives, and writes r96-acme-supply.json, r96-kag-supplychain.json and
r96-kag-riskmining.json into the folder above this script (bench/questions/blind/).

Personas (new for r96)
  * Ines Duarte  - trade-credit insurance underwriter sizing credit limits on buyers and
                   suppliers before she quotes a policy (English; acme-supply, kag-supplychain).
  * 周敏 (Zhou Min) - sell-side equity research analyst (券商行业研究员) drafting an
                   auto/tyre/rubber industry-chain report (Chinese and English; all projects).
  * Tomás Ferreira - mobile app-store security reviewer (应用商店安全审核员) triaging
                   gambling/fraud apps before delisting them (English and Chinese; kag-riskmining).

Files and columns used
  acme-supply  (data/examples/acme-supply/sources/)
    Company.csv: id, name, country, founded, product (list separator ';')
    Company_fundTrans_Company.csv: srcId = PAYER company id, dstId = PAYEE company id,
        transDate (yyyymmdd), transAmt (integer)
    Person.csv: id, name, age, legalRepresentative (company NAMES, separator ';')
    Product.csv: id (product name), hasSupplyChain (DOWNSTREAM products of id, separator ';')
    Dates for acme-supply questions are absolute.
  kag-supplychain  (shared/datasets/kag-supplychain/sources/)
    Company.csv: id, name, product (separator ',')
    Company_fundTrans_Company.csv: srcId = PAYER, dstId = PAYEE, transDate, transAmt
    Person.csv: id, name, age, legalRepresentative (company NAMES, separator ','; the
        list may repeat a company - counted once)
    Product.csv: id, belongToIndustry, hasSupplyChain (downstream products, separator ',');
        an id may appear on several identical rows (asserted identical where used)
    ProductChainEvent.csv: id, name, subject, index, trend
    CompanyUpdate.csv is NOT used (no question depends on 浙江**摩托**限公司's product list).
    Relative windows count back from AS_OF = 2023-10-15 with the schema's rule
    date_diff(AS_OF, transDate) < N days.
  kag-riskmining  (shared/datasets/kag-riskmining/sources/)
    Person.csv: id, name, age, hasPhone
    Company.csv: id, name, phone
    Person_fundTrans_Person.csv: src = PAYER person id, dst = PAYEE person id,
        transDate, transAmt
    Person_holdShare_Company.csv: src person id, dst company id
    Person_hasDevice_Device.csv: src person id, dst device id
    Person_hasCert_Cert.csv: src person id, dst certNum
    Company_hasCert_Cert.csv: src company id, dst certNum
    Device.csv: id, umid, install (app ids, separator ',')
    App.csv: id, riskMark, useCert (a certNum)
    Relative windows count back from AS_OF = 2023-10-15 (date_diff < N days).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
AS_OF = date(2023, 10, 15)


def find_dir(*parts):
    d = HERE
    while True:
        cand = os.path.join(d, *parts)
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find " + "/".join(parts))
        d = parent


ACME = os.path.join(find_dir("data", "examples", "acme-supply"), "sources")
SC = os.path.join(find_dir("shared", "datasets", "kag-supplychain"), "sources")
RM = os.path.join(find_dir("shared", "datasets", "kag-riskmining"), "sources")


def rows(base, name):
    with open(os.path.join(base, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(s, sep):
    return [x.strip() for x in (s or "").split(sep) if x.strip()]


def pct(num, den, places=1):
    q = Decimal(1).scaleb(-places)
    return str((Decimal(num) * 100 / Decimal(den)).quantize(q, rounding=ROUND_HALF_UP))


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, days):
    """schema rule: date_diff(AS_OF, transDate) < days"""
    diff = (AS_OF - d8(s)).days
    return 0 <= diff < days


def unique_id(table, col, value):
    hits = [r for r in table if r[col] == value]
    assert len(hits) == 1, (col, value, len(hits))
    return hits[0]


def argmax(d, lowest=False):
    items = sorted(d.items(), key=lambda kv: kv[1], reverse=not lowest)
    assert len(items) >= 1
    if len(items) > 1:
        assert items[0][1] != items[1][1], ("tie", items[:2])
    return items[0][0]


def boundary_clear(dates, days):
    """no transaction sits exactly on the ambiguous window edge (date_diff == days)"""
    for s in dates:
        assert (AS_OF - d8(s)).days != days, ("boundary", s, days)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, lang, shape, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r96-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self):
        assert len(self.items) == 25, (self.prefix, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        path = os.path.join(OUT_DIR, "r96-%s.json" % self.prefix)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return path


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def acme():
    Q = QSet("acme-supply")
    comp = rows(ACME, "Company.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    pers = rows(ACME, "Person.csv")
    prod = rows(ACME, "Product.csv")
    cid = lambda n: unique_id(comp, "name", n)["id"]
    cname = {r["id"]: r["name"] for r in comp}
    cprod = {r["id"]: split(r["product"], ";") for r in comp}
    down = {r["id"]: split(r["hasSupplyChain"], ";") for r in prod}
    assert len(down) == len(prod)
    for r in trans:
        assert r["srcId"] in cname and r["dstId"] in cname
    amt = lambda r: int(r["transAmt"])
    reps = {r["name"]: split(r["legalRepresentative"], ";") for r in pers}
    for n in reps:
        unique_id(pers, "name", n)
    for cs in reps.values():
        for c in cs:
            cid(c)

    def inflow(c):
        return sum(amt(r) for r in trans if r["dstId"] == c)

    def outflow(c):
        return sum(amt(r) for r in trans if r["srcId"] == c)

    acme_, ohara, fjord, delta = cid("Acme Motors"), cid("O'Hara, Lamb & Sons"), cid("Fjord Steel AS"), cid("Delta Cells GmbH")
    helix, borealis, east, granite = cid("Helix Chemicals"), cid("Borealis Rubber Works"), cid("Eastwind Logistics"), cid("Granite Insurance")

    # 1 property
    Q.add("en", "property", "I'm pricing a credit line for Fjord Steel AS. Which country is it based in? Just the two-letter country code, please.",
          unique_id(comp, "name", "Fjord Steel AS")["country"])
    # 2 follow-up property
    Q.add("en", "property", "And in what year was it founded?", unique_id(comp, "name", "Fjord Steel AS")["founded"])
    # 3 sum between parties
    Q.add("en", "sum", "Underwriting note: what is the total amount Acme Motors has paid to O'Hara, Lamb & Sons across all recorded transfers?",
          sum(amt(r) for r in trans if r["srcId"] == acme_ and r["dstId"] == ohara))
    # 4 count with condition (payer)
    Q.add("en", "count", "How many fund transfers did Acme Motors send out (as payer) during calendar year 2024?",
          sum(1 for r in trans if r["srcId"] == acme_ and r["transDate"].startswith("2024")))
    # 5 max
    big = max(trans, key=amt)
    assert sum(1 for r in trans if amt(r) == amt(big)) == 1
    Q.add("en", "max", "Which company received the single largest fund transfer in the whole record?", cname[big["dstId"]])
    # 6 min founded
    Q.add("en", "min", "Among all the companies, which one was founded earliest?",
          cname[argmax({r["id"]: int(r["founded"]) for r in comp}, lowest=True)])
    # 7 two-hop upstream makers
    up_cars = [p for p, ds in down.items() if "Vehicles-Cars" in ds]
    makers = sorted(cname[c] for c, ps in cprod.items() if any(p in up_cars for p in ps))
    Q.add("en", "two-hop", "For my exposure map: which companies make a product that is a direct upstream input of Vehicles-Cars? List them all.", makers)
    # 8 person -> companies -> inflow
    Q.add("en", "two-hop", "Ada Moreno is legal representative of several companies. What is the combined total inflow received by all the companies she represents?",
          sum(inflow(cid(c)) for c in reps["Ada Moreno"]))
    # 9 yes/no
    Q.add("en", "yes/no", "Has Borealis Rubber Works ever made a payment (as payer) to any company? Answer yes or no.",
          "yes" if any(r["srcId"] == borealis for r in trans) else "no")
    # 10 compare
    fh, fd = int(unique_id(comp, "name", "Helix Chemicals")["founded"]), int(unique_id(comp, "name", "Delta Cells GmbH")["founded"])
    assert fh != fd
    Q.add("en", "compare", "Which is the older company, Helix Chemicals or Delta Cells GmbH?", "Helix Chemicals" if fh < fd else "Delta Cells GmbH")
    # 11 counterparties list
    cps = sorted({cname[r["dstId"]] for r in trans if r["srcId"] == ohara} | {cname[r["srcId"]] for r in trans if r["dstId"] == ohara})
    Q.add("en", "list", "List every counterparty that O'Hara, Lamb & Sons has either paid or received money from.", cps)
    # 12 date window sum
    Q.add("en", "sum", "What was the total value of all transfers dated from 1 June 2024 to 30 June 2024 inclusive?",
          sum(amt(r) for r in trans if "20240601" <= r["transDate"] <= "20240630"))
    # 13 share
    Q.add("en", "share", "What percentage of Acme Motors' total outgoing payments went to Delta Cells GmbH? Give a percentage rounded to one decimal place.",
          pct(sum(amt(r) for r in trans if r["srcId"] == acme_ and r["dstId"] == delta), outflow(acme_)))
    # 14 payers list
    Q.add("en", "list", "Who has paid money to Acme Motors? I need all the payers.", sorted({cname[r["srcId"]] for r in trans if r["dstId"] == acme_}))
    # 15 same legal representative
    shared = sorted({c for cs in reps.values() if "Granite Insurance" in cs for c in cs if c != "Granite Insurance"})
    Q.add("en", "two-hop", "Which company shares a legal representative with Granite Insurance?", shared)
    # 16 person property via company
    rep_east = [p for p, cs in reps.items() if "Eastwind Logistics" in cs]
    assert len(rep_east) == 1
    Q.add("en", "two-hop", "How old is the legal representative of Eastwind Logistics?", unique_id(pers, "name", rep_east[0])["age"])
    # --- Chinese (analyst persona)
    # 17 count
    Q.add("zh", "count", "写研报需要一个基础数据：总部在美国（US）的公司一共有几家？", sum(1 for r in comp if r["country"] == "US"))
    # 18 share main customer
    Q.add("zh", "share", "O'Hara, Lamb & Sons 收到的全部资金中，来自 Acme Motors 的占比是多少？请用百分比表示，保留一位小数。",
          pct(sum(amt(r) for r in trans if r["srcId"] == acme_ and r["dstId"] == ohara), inflow(ohara)))
    # 19 two-hop makers of upstream of tyres ... synthetic rubber makers
    Q.add("zh", "list", "Chemicals-Rubber-Synthetic rubber 这个产品有哪些公司在生产？请全部列出。",
          sorted(cname[c] for c, ps in cprod.items() if "Chemicals-Rubber-Synthetic rubber" in ps))
    # 20 net difference
    a2e = sum(amt(r) for r in trans if r["srcId"] == acme_ and r["dstId"] == east)
    e2a = sum(amt(r) for r in trans if r["srcId"] == east and r["dstId"] == acme_)
    Q.add("zh", "compare", "Acme Motors 付给 Eastwind Logistics 的钱，比 Eastwind Logistics 付给 Acme Motors 的多多少？", a2e - e2a)
    # 21 oldest person
    Q.add("zh", "max", "所有法定代表人里年龄最大的是谁？", argmax({r["name"]: int(r["age"]) for r in pers}))
    # 22 follow-up: that person's companies
    oldest = argmax({r["name"]: int(r["age"]) for r in pers})
    Q.add("zh", "list", "那这个人担任法定代表人的公司有哪些？", sorted(reps[oldest]))
    # 23 earliest transfer payer
    early = min(trans, key=lambda r: r["transDate"])
    assert sum(1 for r in trans if r["transDate"] == early["transDate"]) == 1
    Q.add("zh", "min", "记录中日期最早的一笔转账是哪家公司付出的？", cname[early["srcId"]])
    # 24 yes/no
    Q.add("zh", "yes/no", "Fjord Steel AS 有没有给 O'Hara, Lamb & Sons 转过账？请回答是或否。",
          "是" if any(r["srcId"] == fjord and r["dstId"] == ohara for r in trans) else "否")
    # 25 count products
    Q.add("zh", "count", "Helix Chemicals 一共生产几种产品？", len(set(cprod[helix])))
    return Q.write()


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
def supplychain():
    Q = QSet("kag-supplychain")
    comp = rows(SC, "Company.csv")
    trans = rows(SC, "Company_fundTrans_Company.csv")
    pers = rows(SC, "Person.csv")
    prod = rows(SC, "Product.csv")
    events = rows(SC, "ProductChainEvent.csv")
    cid = lambda n: unique_id(comp, "name", n)["id"]
    cname = {r["id"]: r["name"] for r in comp}
    assert len(cname) == len(comp)
    cprod = {r["id"]: set(split(r["product"], ",")) for r in comp}
    for r in trans:
        assert r["srcId"] in cname and r["dstId"] in cname, r
    amt = lambda r: int(r["transAmt"])
    boundary_clear([r["transDate"] for r in trans], 30)
    boundary_clear([r["transDate"] for r in trans], 90)
    reps = {r["name"]: set(split(r["legalRepresentative"], ",")) for r in pers}
    for n in reps:
        unique_id(pers, "name", n)

    def prow(pid):
        rs = [r for r in prod if r["id"] == pid]
        assert rs, pid
        assert len({(r["belongToIndustry"], r["hasSupplyChain"]) for r in rs}) == 1, pid
        return rs[0]

    def inflow(c, days=None):
        return sum(amt(r) for r in trans if r["dstId"] == c and (days is None or within(r["transDate"], days)))

    def outflow(c, days=None):
        return sum(amt(r) for r in trans if r["srcId"] == c and (days is None or within(r["transDate"], days)))

    chuanhua = cid("传化****限公司")
    sanjiao = cid("三角***份限公司")
    zhejiang = cid("浙江**摩托**限公司")
    baoye = cid("宝业集****公司")
    kang = cid("康**股有公司")

    # 1 sum inflow
    Q.add("en", "sum", "Before I set a credit limit on 传化****限公司, I need its total inflow: how much money has it received in all recorded transfers?", inflow(chuanhua))
    # 2 follow-up count payer
    Q.add("en", "count", "And how many payments has it made as the payer?", sum(1 for r in trans if r["srcId"] == chuanhua))
    # 3 max recipient
    outs = defaultdict(int)
    for r in trans:
        if r["srcId"] == chuanhua:
            outs[r["dstId"]] = max(outs[r["dstId"]], amt(r))
    Q.add("en", "max", "Which company received the single largest payment from 传化****限公司?", cname[argmax(outs)])
    # 4 30-day window outflow
    Q.add("en", "sum", "Using 2023-10-15 as today, how much did 传化****限公司 pay out in the last 30 days (transfers fewer than 30 days before today)?", outflow(chuanhua, 30))
    # 5 90-day window inflow
    Q.add("en", "sum", "Over the last 90 days (counting back from 2023-10-15, fewer than 90 days), what was the total inflow into 三角***份限公司?", inflow(sanjiao, 90))
    # 6 share
    z2s = sum(amt(r) for r in trans if r["srcId"] == zhejiang and r["dstId"] == sanjiao)
    Q.add("en", "share", "What share of 三角***份限公司's total inflow came from 浙江**摩托**限公司? Percentage, one decimal place.", pct(z2s, inflow(sanjiao)))
    # 7 two-hop person -> companies -> payments
    zang = reps["臧*"]
    zc = {cid(n) for n in zang}
    Q.add("en", "two-hop", "Exposure check on the 臧* group: how much in total did 浙江**摩托**限公司 pay to companies whose legal representative is 臧*?",
          sum(amt(r) for r in trans if r["srcId"] == zhejiang and r["dstId"] in zc))
    # 8 count distinct companies for person
    Q.add("en", "count", "For how many distinct companies is 臧* the legal representative?", len(zang))
    # 9 max age
    Q.add("en", "max", "Who is the oldest person among the legal representatives on file?", argmax({r["name"]: int(r["age"]) for r in pers}))
    # 10 compare amounts received
    b = sum(amt(r) for r in trans if r["srcId"] == chuanhua and r["dstId"] == baoye)
    k = sum(amt(r) for r in trans if r["srcId"] == chuanhua and r["dstId"] == kang)
    assert b != k
    Q.add("en", "compare", "Which received more money from 传化****限公司: 宝业集****公司 or 康**股有公司?", "宝业集****公司" if b > k else "康**股有公司")
    # 11 product makers
    sd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    Q.add("en", "list", "List every company whose product list includes 商品化工-橡胶-合成橡胶-顺丁橡胶.", sorted(cname[c] for c, ps in cprod.items() if sd in ps))
    # 12 two-hop downstream count
    downs = set(split(prow(sd)["hasSupplyChain"], ","))
    Q.add("en", "count", "How many companies make at least one product that is directly downstream of 商品化工-橡胶-合成橡胶-顺丁橡胶 in the supply chain?",
          sum(1 for c, ps in cprod.items() if ps & downs))
    # 13 earliest recipient
    early = min(trans, key=lambda r: r["transDate"])
    assert sum(1 for r in trans if r["transDate"] == early["transDate"]) == 1
    Q.add("en", "min", "Which company was the payee of the earliest recorded transfer?", cname[early["dstId"]])
    # 14 distinct counterparties count
    cps = {r["dstId"] for r in trans if r["srcId"] == chuanhua} | {r["srcId"] for r in trans if r["dstId"] == chuanhua}
    Q.add("en", "count", "How many distinct counterparties (payers or payees) does 传化****限公司 have?", len(cps))
    # 15 two-hop: legal rep of the biggest payer of 三角
    pay_in = defaultdict(int)
    for r in trans:
        if r["dstId"] == sanjiao:
            pay_in[r["srcId"]] += amt(r)
    top = cname[argmax(pay_in)]
    Q.add("en", "two-hop", "Who is the legal representative of the company that paid the most money in total to 三角***份限公司?",
          sorted(p for p, cs in reps.items() if top in cs))
    # 16 yes/no
    Q.add("en", "yes/no", "Is 俞** the legal representative of 鹰君集**公司? Yes or no.", "yes" if "鹰君集**公司" in reps["俞**"] else "no")
    # --- Chinese (analyst persona)
    # 17 property
    Q.add("zh", "property", "做产业链梳理：宝业集****公司的经营产品是什么？", sorted(cprod[baoye]))
    # 18 follow-up counterparty
    Q.add("zh", "list", "那它收到过哪家公司的转账？", sorted({cname[r["srcId"]] for r in trans if r["dstId"] == baoye}))
    # 19 industry two-hop
    Q.add("zh", "two-hop", "宝业集****公司经营的产品属于哪个产业？请给出完整的产业名称。", sorted({prow(p)["belongToIndustry"] for p in cprod[baoye]}))
    # 20 yes/no two-hop
    hua = {cid(n) for n in reps["华**"]}
    Q.add("zh", "yes/no", "华**担任法定代表人的公司中，有没有收到过传化****限公司的转账？回答是或否。",
          "是" if any(r["srcId"] == chuanhua and r["dstId"] in hua for r in trans) else "否")
    # 21 90-day inflow chuanhua
    Q.add("zh", "sum", "以2023-10-15为基准，传化****限公司近3个月（不足90天）的资金流入总额是多少？", inflow(chuanhua, 90))
    # 22 event property
    ev = unique_id(events, "name", "顺丁橡胶成本上涨")
    Q.add("zh", "property", "事件“顺丁橡胶成本上涨”记录的指标（index）是什么？", ev["index"])
    # 23 count companies with exact product
    Q.add("zh", "count", "经营产品里明确列有“消闲用品”这一项（不含其子类）的公司有几家？", sum(1 for ps in cprod.values() if "消闲用品" in ps))
    # 24 total amount all transfers in August 2023
    Q.add("zh", "sum", "2023年8月（8月1日至8月31日）所有转账的总金额是多少？", sum(amt(r) for r in trans if r["transDate"].startswith("202308")))
    # 25 average
    outs_amts = [amt(r) for r in trans if r["srcId"] == chuanhua]
    Q.add("zh", "avg", "传化****限公司作为付款方的每笔转账平均金额是多少？四舍五入到整数。", rnd(Decimal(sum(outs_amts)) / len(outs_amts), 0))
    return Q.write()


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def riskmining():
    Q = QSet("kag-riskmining")
    pers = rows(RM, "Person.csv")
    comp = rows(RM, "Company.csv")
    trans = rows(RM, "Person_fundTrans_Person.csv")
    share = rows(RM, "Person_holdShare_Company.csv")
    pdev = rows(RM, "Person_hasDevice_Device.csv")
    pcert = rows(RM, "Person_hasCert_Cert.csv")
    ccert = rows(RM, "Company_hasCert_Cert.csv")
    devs = rows(RM, "Device.csv")
    apps = rows(RM, "App.csv")
    pid = lambda n: unique_id(pers, "name", n)["id"]
    pname = {r["id"]: r["name"] for r in pers}
    cname = {r["id"]: r["name"] for r in comp}
    assert len(set(pname.values())) == len(pname) and len(set(cname.values())) == len(cname)
    amt = lambda r: int(r["transAmt"])
    install = {r["id"]: set(split(r["install"], ",")) for r in devs}
    app = {r["id"]: r for r in apps}
    assert len(app) == len(apps)
    owns = defaultdict(set)
    for r in pdev:
        owns[r["src"]].add(r["dst"])
    boundary_clear([r["transDate"] for r in trans], 30)

    bai, qiu, du, wu = pid("柏*"), pid("裘**"), pid("杜*"), pid("邬**")

    def paid(a, b):
        return sum(amt(r) for r in trans if r["src"] == a and r["dst"] == b)

    # 1 sum
    Q.add("en", "sum", "Tracing the money behind a gambling app: how much in total did 柏* transfer to 邬**?", paid(bai, wu))
    # 2 count
    Q.add("en", "count", "How many separate transfers did 柏* send to 杜*?", sum(1 for r in trans if r["src"] == bai and r["dst"] == du))
    # 3 max
    big = max(trans, key=amt)
    assert sum(1 for r in trans if amt(r) == amt(big)) == 1
    Q.add("en", "max", "Who received the single largest person-to-person transfer on record?", pname[big["dst"]])
    # 4 min
    small = min(trans, key=amt)
    assert sum(1 for r in trans if amt(r) == amt(small)) == 1
    Q.add("en", "min", "What was the amount of the smallest transfer on record? Just the number.", amt(small))
    # 5 window
    Q.add("en", "sum", "Taking 2023-10-15 as today, what is the total amount 柏* paid out in the last 30 days (fewer than 30 days before today)?",
          sum(amt(r) for r in trans if r["src"] == bai and within(r["transDate"], 30)))
    # 6 property
    Q.add("en", "property", "Quick profile check on a user: how old is 祁**?", unique_id(pers, "name", "祁**")["age"])
    # 7 follow-up count devices
    Q.add("en", "count", "And how many devices does that person own?", len(owns[pid("祁**")]))
    # 8 count fraud apps
    Q.add("en", "count", "How many apps carry the risk mark 诈骗 (fraud)?", sum(1 for a in apps if a["riskMark"] == "诈骗"))
    # 9 list gambling apps
    Q.add("en", "list", "For my delisting ticket, list the ids of every app whose risk mark is 赌博 (gambling).", sorted(a["id"] for a in apps if a["riskMark"] == "赌博"))
    # 10 two-hop company cert -> risky apps
    c1 = unique_id(comp, "name", "**娱乐**公司")["id"]
    certs1 = {r["dst"] for r in ccert if r["src"] == c1}
    Q.add("en", "two-hop", "Which apps signed with a certificate held by the company **娱乐**公司 have a risk mark other than UNKNOWN? List their ids.",
          sorted(a["id"] for a in apps if a["useCert"] in certs1 and a["riskMark"] != "UNKNOWN"))
    # 11 person cert -> app
    qcerts = {r["dst"] for r in pcert if r["src"] == qiu}
    assert qcerts
    Q.add("en", "two-hop", "裘** personally holds a signing certificate. Which app ids use that certificate?", sorted(a["id"] for a in apps if a["useCert"] in qcerts))
    # 12 share
    total_bai = sum(amt(r) for r in trans if r["src"] == bai)
    Q.add("en", "share", "What percentage of all the money 柏* sent went to 邬**? Round to one decimal place.", pct(paid(bai, wu), total_bai))
    # 13 compare devices
    assert len(owns[qiu]) != len(owns[du])
    Q.add("en", "compare", "Who owns more devices, 裘** or 杜*?", "裘**" if len(owns[qiu]) > len(owns[du]) else "杜*")
    # 14 device owner via umid (two-hop)
    d0 = unique_id(devs, "umid", "73:e8:91:b5:46:0a")["id"]
    Q.add("en", "two-hop", "The device with umid 73:e8:91:b5:46:0a keeps showing up in my logs. Who owns it?", sorted(pname[p] for p, ds in owns.items() if d0 in ds))
    # 15 list holdShare
    Q.add("en", "list", "Which companies does 柏* hold shares in? Give all of them.", sorted(cname[r["dst"]] for r in share if r["src"] == bai))
    # 16 developer rule: persons with >5 devices carrying an app
    target = "com.HOfs.aOnwJ.fFHM.QoXx"
    devp = sorted(pname[p] for p, ds in owns.items() if sum(1 for d in ds if target in install[d]) > 5)
    Q.add("en", "list", "Which people own more than 5 devices that have com.HOfs.aOnwJ.fFHM.QoXx installed?", devp)
    # --- Chinese
    # 17 company phone
    Q.add("zh", "property", "审核一个开发者账号时需要核对：航天彩**人*股*限公司登记的电话号码是多少？", unique_id(comp, "name", "航天彩**人*股*限公司")["phone"])
    # 18 follow-up count certs
    hc = unique_id(comp, "name", "航天彩**人*股*限公司")["id"]
    Q.add("zh", "count", "那它一共拥有多少张证书？", len({r["dst"] for r in ccert if r["src"] == hc}))
    # 19 yes/no shared device
    fang, lei = pid("方*"), pid("雷**")
    Q.add("zh", "yes/no", "方*和雷**是否共用至少一台相同的设备？请回答是或否。", "是" if owns[fang] & owns[lei] else "否")
    # 20 count devices with app
    Q.add("zh", "count", "邬**名下的设备中，有几台安装了 com.qIu.VJbJ？", sum(1 for d in owns[wu] if "com.qIu.VJbJ" in install[d]))
    # 21 count persons over 50
    Q.add("zh", "count", "年龄超过50岁（不含50岁）的自然人一共有几位？", sum(1 for r in pers if int(r["age"]) > 50))
    # 22 max day
    byday = defaultdict(int)
    for r in trans:
        byday[r["transDate"]] += amt(r)
    best = argmax(byday)
    Q.add("zh", "max", "哪一天的转账总金额最高？请按YYYY-MM-DD格式回答。", "%s-%s-%s" % (best[:4], best[4:6], best[6:]))
    # 23 sum Sept to 裘**
    Q.add("zh", "sum", "2023年9月（9月1日至9月30日）裘**一共收到了多少钱？", sum(amt(r) for r in trans if r["dst"] == qiu and r["transDate"].startswith("202309")))
    # 24 youngest
    Q.add("zh", "min", "所有自然人中年龄最小的是谁？", argmax({r["name"]: int(r["age"]) for r in pers}, lowest=True))
    # 25 device app count
    Q.add("zh", "count", "umid 为 73:e8:91:b5:46:0a 的设备上一共安装了多少个应用？", len(install[d0]))
    return Q.write()


if __name__ == "__main__":
    for fn in (acme, supplychain, riskmining):
        print(fn())
