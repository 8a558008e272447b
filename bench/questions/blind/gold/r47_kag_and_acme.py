"""Gold answers for blind question round r47 (acme-supply, kag-supplychain, kag-riskmining).

Standard library only.  Running it writes r47-acme-supply.json, r47-kag-supplychain.json and
r47-kag-riskmining.json into the folder above this script and prints every question with its answer.

Readings used for the gold
--------------------------
Data location
  * acme-supply: <repo>/data/examples/acme-supply/sources/*.csv (repo = the folder that holds
    data/examples/acme-supply, found by walking up from this file: /work/main).
  * kag-supplychain / kag-riskmining: <repo>/../shared/datasets/<name>/sources/*.csv
    (i.e. /work/shared/datasets/...).

As-of dates ("now()" in the schema rules)
  * acme-supply: 2024-06-30 (its kagflow.yaml).  kag-supplychain / kag-riskmining: 2023-10-15.

Multi-value cells
  * acme-supply splits on ';' (Company.product, Person.legalRepresentative, Product.hasSupplyChain).
  * KAG datasets split on ','.  Empty pieces are dropped and repeated values are counted once
    (e.g. supplychain person 臧* lists 三角***份限公司 and 传化****限公司 twice each; that is 5
    distinct companies, not 7).  Devices whose install list repeats an app count that app once.

Dates and windows
  * transDate cells are yyyyMMdd.  date_diff(now, transDate) = calendar days from transDate to
    the as-of date.  "last 90 days" rules (acme outflow90Days, supplychain fundTrans3Month /
    fundTrans3MonthIn) keep transfers with date_diff < 90; 1-month rules use < 30, 6-month rules
    < 180, exactly as the schema rules say.  E.g. acme 2024-04-02 is 89 days before 2024-06-30, so
    it is inside the 90-day window, while 2024-04-01 (90 days) would not be.
  * Explicit windows in a question ("between X and Y", "in August 2023", "2024年第二季度") are
    inclusive calendar ranges on transDate.

Amounts and counts
  * "total received / inflow" = sum of transAmt over all fundTrans edges into the entity
    (totalTransInAmt rule); "total sent / outflow" = sum over outgoing edges.  Every CSV row of a
    fundTrans file is one transfer (rows that repeat a pair on different dates are separate
    transfers).  "how many transfers" counts rows; "how many companies/people" counts distinct
    entities.
  * supplychain cashflowDiffNMonth = fundTransNMonth (out) - fundTransNMonthIn (in), a missing side
    counted as 0 (rule_value(... == null, 0, ...)).
  * Shares are percentages rounded half-up to one decimal (e.g. "97.6"); the script asserts the
    value is not on a rounding boundary.

Rule-derived relations
  * mainSupply(s -> o): some product of s has, in Product.hasSupplyChain, a downstream product that
    o makes (exact product-id match, no isA inheritance), o has paid s, and the sum of o's payments
    to s divided by s's total inflow is > 0.5.  "o is the main customer of s".
  * sameLegalRepresentative(s, o): one Person lists both s and o in legalRepresentative.  Questions
    ask for the *other* companies, so s itself is excluded.
  * supplychain belongToIndustry(company -> industry): company.product -> Product.belongToIndustry,
    exact product ids only (the questions use a company whose products are all in Product.csv).
  * supplychain event chain (concept.rule): the ProductChainEvent 顺丁橡胶成本上涨 has index 价格 and
    trend 上涨, so it belongs to TaxOfProdEvent 价格上涨; that leads to a 成本上涨 CompanyEvent for every
    company c that makes a product listed in the hasSupplyChain of the event's subject product
    (商品化工-橡胶-合成橡胶-顺丁橡胶).  Counted as distinct companies.
  * riskmining developed(person -> app): number of the person's devices (Person_hasDevice_Device)
    whose install list contains the app is > 5.
  * riskmining release(person -> app): person holdShare company, company hasCert a certificate
    whose certNum equals the app's useCert (the link files use the certNum hash, not Cert.id).
  * riskmining 赌博应用 = App with riskMark containing '赌博'; 赌博App开发者 = person that developed
    such an app; 赌博App老板 = person s that released a gambling app a, some person u developed a,
    and s has a fundTrans edge to u.

Answers
  * Entities by their name column exactly as spelled in the CSV (riskmining apps and devices have
    no name column: their id).  Property values as the cell text.  Numbers as plain decimals
    without trailing zeros.  yes/no as ["yes"]/["no"] (en) or ["是"]/["否"] (zh).  Per-group counts
    flattened as [group, count, ...] sorted by count descending then group ascending (Python
    string order).  List answers list every item (sorted for stability; order is not meaningful).
  * Every superlative asserts the winner is unique.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # .../bench/questions/blind


def find_repo():
    d = HERE
    while True:
        if os.path.isdir(os.path.join(d, "data", "examples", "acme-supply")):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot locate repository root above " + HERE)
        d = parent


REPO = find_repo()
ACME = os.path.join(REPO, "data", "examples", "acme-supply", "sources")
SHARED = os.path.join(os.path.dirname(REPO), "shared", "datasets")
if not os.path.isdir(SHARED):
    SHARED = "/work/shared/datasets"
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def num(x):
    d = Decimal(str(x))
    if d == d.to_integral_value():
        return str(int(d))
    s = format(d.normalize(), "f")
    return s


def pct(part, whole):
    v = Decimal(part) * 100 / Decimal(whole)
    # not on a half boundary at the second decimal
    assert abs((v * 10) % 1 - Decimal("0.5")) > Decimal("0.001"), (part, whole, v)
    return num(v.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def day(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def unique_max(counter_items, key=lambda kv: kv[1], reverse=False):
    items = sorted(counter_items, key=key, reverse=not reverse)
    assert len(items) >= 1
    if len(items) > 1:
        assert key(items[0]) != key(items[1]), ("tie at superlative", items[:3])
    return items[0]


def group_flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for g, c in items:
        out += [g, num(c)]
    return out


def yn(b, lang):
    if lang == "zh":
        return ["是"] if b else ["否"]
    return ["yes"] if b else ["no"]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and all(isinstance(a, str) for a in answer), answer
        assert answer, question
        self.items.append({
            "id": "%s-r47-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


# ---------------------------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------------------------
def acme():
    q = QSet("acme")
    asof = datetime.date(2024, 6, 30)
    comps = rows(ACME, "Company.csv")
    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    cprod = {c["id"]: split(c["product"], ";") for c in comps}
    country = {c["id"]: c["country"] for c in comps}
    founded = {c["id"]: int(c["founded"]) for c in comps}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
        t["d"] = day(t["transDate"])
    persons = rows(ACME, "Person.csv")
    plr = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    for lst in plr.values():
        for n in lst:
            assert n in cid, n
    prods = rows(ACME, "Product.csv")
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prods}

    inflow = Counter()
    outflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    def paid(src, dst):
        return sum(t["amt"] for t in trans if t["srcId"] == src and t["dstId"] == dst)

    def main_customers(s):
        res = []
        for o in cname:
            chain = any(d in cprod[o] for p in cprod[s] for d in down.get(p, []))
            amt = paid(o, s)
            if chain and amt > 0 and amt / inflow[s] > 0.5:
                res.append(o)
        return res

    def outflow90(s):
        return sum(t["amt"] for t in trans if t["srcId"] == s and (asof - t["d"]).days < 90)

    A, D, O, E, G, F, B, H = (cid[n] for n in [
        "Acme Motors", "Delta Cells GmbH", "O'Hara, Lamb & Sons", "Eastwind Logistics",
        "Granite Insurance", "Fjord Steel AS", "Borealis Rubber Works", "Helix Chemicals"])

    # 1 property
    q.add("What country is Fjord Steel AS based in?", [country[F]], "property", "en")

    # 2 compare: total received
    assert inflow[D] != inflow[O]
    q.add("Which received more money in total: Delta Cells GmbH or O'Hara, Lamb & Sons?",
          [cname[D] if inflow[D] > inflow[O] else cname[O]], "compare", "en")

    # 3 difference between two payees of Acme
    q.add("How much more did Acme Motors pay Delta Cells GmbH than O'Hara, Lamb & Sons, summed over all transfers?",
          [num(paid(A, D) - paid(A, O))], "difference", "en")

    # 4 count with two conditions
    n = sum(1 for t in trans if t["d"].year == 2024 and t["amt"] > 50000)
    q.add("How many fund transfers dated in 2024 were for more than 50,000?", [num(n)], "count", "en")

    # 5 negation
    senders = {t["srcId"] for t in trans}
    q.add("Which companies never sent a fund transfer to anyone?",
          sorted(cname[c] for c in cname if c not in senders), "negation", "en")

    # 6 group count
    cnt = Counter(cname[t["srcId"]] for t in trans)
    q.add("for each company that sent money, how many outgoing transfers did it make?",
          group_flat(cnt), "group_count", "en")

    # 7 superlative
    w = unique_max(founded.items())
    q.add("Which company was founded most recently?", [cname[w[0]]], "superlative", "en")

    # 8 yes/no sameLegalRepresentative
    share = any(cname[G] in l and cname[O] in l for l in plr.values())
    q.add("Does Granite Insurance share a legal representative with O'Hara, Lamb & Sons?",
          yn(share, "en"), "yes_no", "en")

    # 9 two-hop: largest single transfer from Acme -> its recipient's legal representative
    acme_out = [t for t in trans if t["srcId"] == A]
    big = unique_max([(t["dstId"], t["amt"]) for t in acme_out])
    reps = sorted(p for p, l in plr.items() if cname[big[0]] in l)
    q.add("Who is the legal representative of the company that got Acme Motors' largest single transfer?",
          reps, "two_hop", "en")

    # 10 rule window outflow90Days
    q.add("What is Acme Motors' outflow over the last 90 days (as of 2024-06-30)?",
          [num(outflow90(A))], "date_window", "en")

    # 11 rule window, list of companies with non-zero outflow90Days
    q.add("Which companies have a non-zero 90-day outflow as of the as-of date?",
          sorted(cname[c] for c in cname if outflow90(c) > 0), "date_window", "en")

    # 12 share
    q.add("What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? Round to one decimal place.",
          [pct(paid(A, O), inflow[O])], "share", "en")

    # 13 mainSupply inverse
    q.add("Which companies have O'Hara, Lamb & Sons as their main customer?",
          sorted(cname[s] for s in cname if O in main_customers(s)), "list", "en")

    # 14 two-hop through products
    d_steel = down["Metals-Steel-Sheet steel"]
    q.add("which companies make a product that's directly downstream of sheet steel in the supply chain?",
          sorted(cname[c] for c in cname if any(p in d_steel for p in cprod[c])), "two_hop", "en")

    # 15 count
    q.add("How many companies are based in the US?",
          [num(sum(1 for c in cname if country[c] == "US"))], "count", "en")

    # 16 combine: ages of people representing more than one company
    q.add("What is the combined age of the people who are legal representative of more than one company?",
          [num(sum(page[p] for p, l in plr.items() if len(l) > 1))], "aggregate", "en")

    # ---- zh ----
    # 17 property (multi-value)
    q.add("Helix Chemicals 生产哪些产品？", sorted(cprod[H]), "property", "zh")

    # 18 compare founded
    assert founded[A] != founded[E]
    q.add("Acme Motors 和 Eastwind Logistics 哪家成立得更早？",
          [cname[A] if founded[A] < founded[E] else cname[E]], "compare", "zh")

    # 19 count in date window
    n = sum(1 for t in trans if datetime.date(2024, 1, 1) <= t["d"] <= datetime.date(2024, 6, 30))
    q.add("2024年上半年（1月1日至6月30日）一共发生了几笔资金往来？", [num(n)], "date_window", "zh")

    # 20 superlative (min) among senders
    w = unique_max(outflow.items(), reverse=True)
    q.add("在有转出记录的公司里，哪家公司转出的资金总额最少？", [cname[w[0]]], "superlative", "zh")

    # 21 negation
    receivers = {t["dstId"] for t in trans}
    q.add("哪些公司从来没有收到过转账？",
          sorted(cname[c] for c in cname if c not in receivers), "negation", "zh")

    # 22 difference in / out
    q.add("O'Hara, Lamb & Sons 的总流入比总流出多多少？",
          [num(inflow[O] - outflow[O])], "difference", "zh")

    # 23 two-hop person -> companies -> country
    q.add("Dara O'Hara 担任法人代表的公司分别位于哪些国家？",
          sorted({country[cid[c]] for c in plr["Dara O'Hara"]}), "two_hop", "zh")

    # 24 yes/no mainSupply
    q.add("Acme Motors 是不是 Delta Cells GmbH 的主要客户？",
          yn(A in main_customers(D), "zh"), "yes_no", "zh")

    # 25 date window inflow Q2
    n = sum(t["amt"] for t in trans if t["dstId"] == A
            and datetime.date(2024, 4, 1) <= t["d"] <= datetime.date(2024, 6, 30))
    q.add("2024年第二季度（4月1日至6月30日）Acme Motors 一共收到多少转账金额？", [num(n)], "date_window", "zh")
    return q


# ---------------------------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------------------------
def supplychain():
    q = QSet("supplychain")
    asof = datetime.date(2023, 10, 15)
    comps = rows(SC, "Company.csv")
    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps) == len(cname)
    cprod = {c["id"]: split(c["product"], ",") for c in comps}
    prod_rows = rows(SC, "Product.csv")
    pinfo = {}
    for r in prod_rows:
        v = (r["belongToIndustry"], r["hasSupplyChain"])
        assert pinfo.setdefault(r["id"], v) == v  # duplicate rows are identical
    down = {k: split(v[1], ",") for k, v in pinfo.items()}
    industry = {k: v[0] for k, v in pinfo.items()}
    trans = rows(SC, "Company_fundTrans_Company.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
        t["d"] = day(t["transDate"])
    persons = rows(SC, "Person.csv")
    assert len({p["name"] for p in persons}) == len(persons)
    plr = {p["name"]: split(p["legalRepresentative"], ",") for p in persons}
    page = {p["name"]: int(p["age"]) for p in persons}
    for l in plr.values():
        for n in l:
            assert n in cid, n

    inflow = Counter()
    outflow = Counter()
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    def win(s, days, direction):
        k = "srcId" if direction == "out" else "dstId"
        return sum(t["amt"] for t in trans if t[k] == s and (asof - t["d"]).days < days)

    def paid(src, dst):
        return sum(t["amt"] for t in trans if t["srcId"] == src and t["dstId"] == dst)

    def main_customers(s):
        res = []
        for o in cname:
            amt = paid(o, s)
            if amt <= 0:
                continue
            chain = any(d in cprod[o] for p in cprod[s] for d in down.get(p, []))
            if chain and amt / inflow[s] > 0.5:
                res.append(o)
        return res

    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]
    KANG = cid["康**股有公司"]
    BAOYE = cid["宝业集****公司"]
    SHOU = cid["首***发展股**公司"]

    # 1 property
    q.add("How old is 任**?", [num(page["任**"])], "property", "en")

    # 2 compare inflow
    assert inflow[KANG] != inflow[BAOYE]
    q.add("Which company received more money in total, 康**股有公司 or 宝业集****公司?",
          [cname[KANG] if inflow[KANG] > inflow[BAOYE] else cname[BAOYE]], "compare", "en")

    # 3 difference out - in
    q.add("By how much does the total amount 传化****限公司 paid out exceed the total it received?",
          [num(outflow[CH] - inflow[CH])], "difference", "en")

    # 4 fundTrans3Month rule
    q.add("What is the 3-month outflow (近3月流出) of 传化****限公司 as of 2023-10-15?",
          [num(win(CH, 90, "out"))], "date_window", "en")

    # 5 cashflowDiff3Month rule
    q.add("what's the 3-month cash-flow difference (outflow minus inflow, 近3个月资金流水差) of 三角***份限公司?",
          [num(win(SJ, 90, "out") - win(SJ, 90, "in"))], "date_window", "en")

    # 6 mainSupply
    mc = main_customers(CH)
    assert len(mc) == 1
    q.add("Who is the main customer (主要客户) of 传化****限公司?", [cname[mc[0]]], "property", "en")

    # 7 yes/no mainSupply
    q.add("Is 浙江**摩托**限公司 a main customer of 三角***份限公司?",
          yn(ZJ in main_customers(SJ), "en"), "yes_no", "en")

    # 8 negation count
    represented = {n for l in plr.values() for n in l}
    q.add("How many companies have no legal representative recorded for them?",
          [num(sum(1 for c in cname.values() if c not in represented))], "negation", "en")

    # 9 distinct count (duplicates in the cell)
    q.add("For how many distinct companies is 臧* the legal representative?",
          [num(len(plr["臧*"]))], "count", "en")

    # 10 superlative single transfer
    w = unique_max([(t["srcId"], t["amt"]) for t in trans])
    q.add("Which company made the single largest fund transfer?", [cname[w[0]]], "superlative", "en")

    # 11 count with two conditions
    n = sum(1 for t in trans if t["dstId"] == SJ and t["amt"] > 100000
            and t["d"] >= datetime.date(2023, 6, 1))
    q.add("How many transfers into 三角***份限公司 were above 100000 and dated on or after 1 June 2023?",
          [num(n)], "count", "en")

    # 12 two-hop: biggest payer of 传化 -> its legal representative
    payers = Counter()
    for t in trans:
        if t["dstId"] == CH:
            payers[t["srcId"]] += t["amt"]
    w = unique_max(payers.items())
    reps = sorted(p for p, l in plr.items() if cname[w[0]] in l)
    q.add("Who is the legal rep of the company that paid 传化****限公司 the most?", reps, "two_hop", "en")

    # 13 list
    q.add("Which companies have transferred money to 传化****限公司?",
          sorted(cname[c] for c in payers), "list", "en")

    # 14 belongToIndustry
    FENG = cid["丰**控*有公司"]
    assert all(p in industry for p in cprod[FENG])
    q.add("Which industries does 丰**控*有公司 belong to, based on its products?",
          sorted({industry[p] for p in cprod[FENG]}), "two_hop", "en")

    # 15 sameLegalRepresentative
    others = sorted({n for l in plr.values() if cname[CH] in l for n in l} - {cname[CH]})
    q.add("Which other companies share a legal representative with 传化****限公司?", others, "list", "en")

    # 16 count companies with a product
    n = sum(1 for c in cname if "轮胎与橡胶-轮胎-特种轮胎" in cprod[c])
    q.add("How many companies list 轮胎与橡胶-轮胎-特种轮胎 among their products?", [num(n)], "count", "en")

    # ---- zh ----
    BEI = cid["北*控股*公司"]
    q.add("北*控股*公司 经营哪些产品？", sorted(cprod[BEI]), "property", "zh")

    assert inflow[KANG] > inflow[SHOU]
    q.add("康**股有公司 收到的资金总额比 首***发展股**公司 多多少？",
          [num(inflow[KANG] - inflow[SHOU])], "difference", "zh")

    n = sum(1 for t in trans if t["d"].year == 2023 and t["d"].month == 8)
    q.add("2023年8月一共发生了多少笔企业间资金往来？", [num(n)], "date_window", "zh")

    rec = {t["dstId"] for t in trans if t["srcId"] == CH}
    q.add("传化****限公司 转过账的公司里，哪些没有登记法人代表？",
          sorted(cname[c] for c in rec if cname[c] not in represented), "negation", "zh")

    w = unique_max(page.items())
    q.add("年龄最大的自然人是谁？", [w[0]], "superlative", "zh")

    q.add("谢* 是否担任 中*电子***技*公司 的法人代表？",
          yn("中*电子***技*公司" in plr["谢*"], "zh"), "yes_no", "zh")

    n = sum(1 for p, l in plr.items() if page[p] < 30 and len(l) >= 3)
    q.add("年龄在30岁以下、且担任至少3家不同公司法人代表的自然人有几位？", [num(n)], "count", "zh")

    q.add("三角***份限公司 的总流入中，来自 浙江**摩托**限公司 的占比是多少？（百分比，保留一位小数）",
          [pct(paid(ZJ, SJ), inflow[SJ])], "share", "zh")

    # event chain: 顺丁橡胶 price rise -> 成本上涨 company events
    ev = rows(SC, "ProductChainEvent.csv")
    assert len(ev) == 1 and ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨"
    subj = ev[0]["subject"]
    hit = {c for c in cname if any(d in cprod[c] for d in down[subj])}
    q.add("“顺丁橡胶成本上涨”这一产业链事件会导致多少家公司出现成本上涨事件？", [num(len(hit))], "two_hop", "zh")
    return q


# ---------------------------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------------------------
def riskmining():
    q = QSet("riskmining")
    apps = rows(RM, "App.csv")
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    certs = rows(RM, "Cert.csv")
    certnums = {c["certNum"] for c in certs}
    comps = rows(RM, "Company.csv")
    cname = {c["id"]: c["name"] for c in comps}
    assert len(set(cname.values())) == len(cname)
    cid = {v: k for k, v in cname.items()}
    cphone = {c["id"]: c["phone"] for c in comps}
    chas = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        assert r["dst"] in certnums
        chas[r["src"]].add(r["dst"])
    devices = rows(RM, "Device.csv")
    dinst = {d["id"]: split(d["install"], ",") for d in devices}
    dumid = {d["id"]: d["umid"] for d in devices}
    persons = rows(RM, "Person.csv")
    pname = {p["id"]: p["name"] for p in persons}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    page = {p["id"]: int(p["age"]) for p in persons}
    trans = rows(RM, "Person_fundTrans_Person.csv")
    for t in trans:
        t["amt"] = int(t["transAmt"])
        t["d"] = day(t["transDate"])
    phas_cert = defaultdict(set)
    for r in rows(RM, "Person_hasCert_Cert.csv"):
        phas_cert[r["src"]].add(r["dst"])
    pdev = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        pdev[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        hold[r["src"]].add(r["dst"])

    gambling = {a for a, r in app.items() if "赌博" in r["riskMark"]}

    def developed(p):
        c = Counter()
        for d in pdev[p]:
            for a in dinst[d]:
                c[a] += 1
        return {a for a, n in c.items() if n > 5}

    def released(p):
        cs = set()
        for c in hold[p]:
            cs |= chas[c]
        return {a for a, r in app.items() if r["useCert"] in cs}

    dev_of = {p: developed(p) for p in pname}
    gdevs = {p for p in pname if dev_of[p] & gambling}
    bosses = set()
    for s in pname:
        for a in released(s) & gambling:
            us = {u for u in pname if a in dev_of[u]}
            if any(t["src"] == s and t["dst"] in us for t in trans):
                bosses.add(s)

    BAI = pid["柏*"]
    QIU = pid["裘**"]
    DU = pid["杜*"]
    WU = pid["邬**"]

    def recv(p, src=None):
        return sum(t["amt"] for t in trans if t["dst"] == p and (src is None or t["src"] == src))

    # 1 property
    q.add("What is the phone number of 莲花*康**集**份限公司?", [cphone[cid["莲花*康**集**份限公司"]]],
          "property", "en")

    # 2 count
    q.add("How many apps carry the risk mark 诈骗?",
          [num(sum(1 for r in app.values() if r["riskMark"] == "诈骗"))], "count", "en")

    # 3 list
    q.add("List the apps whose risk mark is 赌博.", sorted(gambling), "list", "en")

    # 4 compare
    assert recv(QIU) != recv(DU)
    q.add("Who received more money from 柏* in total, 裘** or 杜*?",
          [pname[QIU] if recv(QIU, BAI) > recv(DU, BAI) else pname[DU]], "compare", "en")

    # 5 difference
    q.add("How much more did 邬** receive in transfers than 杜*?", [num(recv(WU) - recv(DU))],
          "difference", "en")

    # 6 distinct count
    q.add("To how many different people has 柏* transferred money?",
          [num(len({t["dst"] for t in trans if t["src"] == BAI}))], "count", "en")

    # 7 date window
    n = sum(t["amt"] for t in trans if t["src"] == BAI
            and datetime.date(2023, 9, 1) <= t["d"] <= datetime.date(2023, 9, 15))
    q.add("What total did 柏* transfer between 2023-09-01 and 2023-09-15, inclusive?", [num(n)],
          "date_window", "en")

    # 8 developed rule
    q.add("Which apps did 杜* develop, according to the schema's developed rule?", sorted(dev_of[DU]),
          "list", "en")

    # 9 boss concept
    q.add("Who is classified as a gambling app boss (赌博App老板)?", sorted(pname[p] for p in bosses),
          "list", "en")

    # 10 yes/no release
    q.add("Did 柏* release the app com.qIu.VJbJ?", yn("com.qIu.VJbJ" in released(BAI), "en"),
          "yes_no", "en")

    # 11 two hop app -> cert -> companies
    cert = app["com.HOfs.aOnwJ.fFHM.QoXx"]["useCert"]
    q.add("Which companies hold the certificate used by com.HOfs.aOnwJ.fFHM.QoXx?",
          sorted(cname[c] for c in cname if cert in chas[c]), "two_hop", "en")

    # 12 group count
    cnt = Counter({pname[p]: len(ds) for p, ds in pdev.items() if len(ds) > 1})
    q.add("for each person owning more than one device, how many devices do they own?",
          group_flat(cnt), "group_count", "en")

    # 13 superlative (min age) among multi-device owners
    w = unique_max([(p, page[p]) for p, ds in pdev.items() if len(ds) > 1], reverse=True)
    q.add("Among people who own more than one device, who is the youngest?", [pname[w[0]]],
          "superlative", "en")

    # 14 negation count
    installed = {a for l in dinst.values() for a in l}
    q.add("How many apps are not installed on any device?",
          [num(sum(1 for a in app if a not in installed))], "negation", "en")

    # 15 yes/no age compare
    q.add("is 柏* older than 裘**?", yn(page[BAI] > page[QIU], "en"), "yes_no", "en")

    # 16 two hop shared device
    fang = pid["方*"]
    others = sorted({pname[p] for p, ds in pdev.items() if p != fang and ds & pdev[fang]})
    q.add("Who else owns a device that 方* owns?", others, "two_hop", "en")

    # ---- zh ----
    q.add("id 为 0 的设备的 umid 是什么？", [dumid["0"]], "property", "zh")

    q.add("柏* 一共向他人转账了多少笔？", [num(sum(1 for t in trans if t["src"] == BAI))], "count", "zh")

    w = unique_max([(t["transDate"], t["amt"]) for t in trans if t["src"] == BAI and t["dst"] == WU])
    q.add("柏* 转给 邬** 的单笔最大金额是多少？", [num(w[1])], "superlative", "zh")

    n = sum(t["amt"] for t in trans if t["src"] == BAI and t["d"].year == 2023 and t["d"].month == 8)
    q.add("2023年8月，柏* 的转账总额是多少？", [num(n)], "date_window", "zh")

    q.add("哪些人属于赌博App开发者？", sorted(pname[p] for p in gdevs), "list", "zh")

    q.add("按 release 规则，柏* 通过持股公司一共发布了多少个应用？", [num(len(released(BAI)))], "count", "zh")

    c1, c2 = cid["**娱乐**公司"], cid["**娱乐***公司"]
    assert len(chas[c1]) == len(chas[c2]) == 1
    n1 = sum(1 for r in app.values() if r["useCert"] in chas[c1])
    n2 = sum(1 for r in app.values() if r["useCert"] in chas[c2])
    assert n1 != n2, (n1, n2)
    q.add("**娱乐**公司 和 **娱乐***公司，哪家持有的证书被更多的应用使用？",
          [cname[c1] if n1 > n2 else cname[c2]], "compare", "zh")

    pc = phas_cert[QIU]
    q.add("裘** 持有的证书被哪些应用使用？", sorted(a for a, r in app.items() if r["useCert"] in pc),
          "two_hop", "zh")

    total = sum(t["amt"] for t in trans if t["src"] == BAI)
    q.add("柏* 的转账总额中，转给 邬** 的占比是多少？（百分比，保留一位小数）",
          [pct(recv(WU, BAI), total)], "share", "zh")
    return q


def main():
    for name, fn in (("acme-supply", acme), ("kag-supplychain", supplychain), ("kag-riskmining", riskmining)):
        qs = fn().items
        assert len(qs) == 25, (name, len(qs))
        assert sum(1 for x in qs if x["lang"] == "en") == 16
        assert sum(1 for x in qs if x["lang"] == "zh") == 9
        path = os.path.join(OUT_DIR, "r47-%s.json" % name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(qs, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("==== %s -> %s" % (name, path))
        for x in qs:
            print("%s [%s/%s] %s\n    -> %s" % (x["id"], x["shape"], x["lang"], x["question"],
                                                json.dumps(x["answer"], ensure_ascii=False)))


if __name__ == "__main__":
    main()
