"""Round 45 blind question sets: acme-supply, kag-supplychain, kag-riskmining.

Written blind: only the projects' schemas, kagflow.yaml (acme) and CSV sources were read.
Every gold answer is computed here from the raw CSV files with the standard library.
Run from anywhere (paths are relative to this file); it writes
../r45-acme-supply.json, ../r45-kag-supplychain.json and ../r45-kag-riskmining.json
(25 questions each: 16 English, 9 Chinese) and prints every question with its answer.

Readings used (a reader of the answers should know these):

General
- Answers are lists of strings. Entities are answered by their `name` exactly as the CSV
  spells it. Entities without a name column are answered by their `id`: products (acme
  Product.csv and supply-chain Product.csv: the full path id such as
  "Vehicles-Cars" / "商品化工-橡胶-合成橡胶-顺丁橡胶"), industries (the Industry.csv id),
  apps (App.csv id, e.g. "com.qIu.VJbJ"), devices (Device.csv id), certificates (certNum).
- Numbers are plain decimals: an integral value has no ".0"; a non-integral average is
  Python's shortest repr of the float (supplychain-r45-13: 4281042/7, riskmining-r45-14:
  18535/9; every other number in this round is an integer).
- Yes/no answers are ["yes"]/["no"] for English questions, ["是"]/["否"] for Chinese ones.
- Counts count distinct entities (a company listed twice in a multi-value cell counts once;
  a product listed twice for one company counts once). Counts of transfers count rows of
  the edge file (two equal rows are two transfers).
- Counts per group are flattened as [group, count, group, count, ...] sorted by count
  descending, then group ascending (Python string order).
- Superlatives keep ties (every entity sharing the extreme value is in the answer);
  top-N lists return exactly the N best, and none of this round's top-N has a tie at the
  cut-off.
- Multi-value cells split on ';' for acme-supply (its kagflow.yaml) and on ',' for the two
  KAG projects; empty pieces are dropped; a multi-value property holds each value once.
- Date windows follow the schemas' rules: a transfer is "in the last N days" (N = 30, 90,
  180; "last month" = 30, "last 3 months" = 90, "last 6 months" = 180) when
  (as_of - transDate) in days < N, and transDate <= as_of. As-of dates: acme-supply
  2024-06-30 (kagflow.yaml), kag-supplychain and kag-riskmining 2023-10-15. So for acme
  "last 90 days" includes 2024-04-02 (89 days) and excludes 2024-04-01 (90 days).
- Calendar windows ("Q1 2024", "September 2023") include both end days.

acme-supply
- Rule-derived properties are computed as AcmeSupply.schema defines them:
  totalTransInAmt = sum of all transfers into a company; outflow90Days = sum of transfers out
  of a company within the last 90 days; mainSupply(s -> o) when s makes a product whose
  hasSupplyChain lists a product o makes, o paid s, and o's payments to s are more than half
  of s's totalTransInAmt ("main customer of X" = the o of X's mainSupply edge);
  sameLegalRepresentative(s, o) when one person is legal representative of both (s != o).
- "Make chemicals" uses the Product concept hierarchy (ids are '-' paths, each prefix is a
  broader concept through isA): a company makes chemicals when one of its products is
  "Chemicals" or under it ("Chemicals-Rubber-Synthetic rubber", "Chemicals-Solvents").
- "Products that go into tyres": products whose hasSupplyChain lists
  "Vehicles-Parts-Tyres" exactly.
- "Companies based in the US" = country == "US".

kag-supplychain
- CompanyUpdate.csv maps onto no type and is not read (浙江**摩托**限公司 keeps the products of
  Company.csv). Person.legalRepresentative holds company names; they are matched to
  Company.name exactly.
- Product is an EntityType here: product questions match the product id exactly (no
  narrower products are included).
- Rules computed as SupplyChain.schema defines them: totalTransInAmt (all inflow),
  fundTrans1Month/3Month/6Month (outflow with date diff < 30/90/180),
  fundTrans3MonthIn (inflow with date diff < 90), cashflowDiff3Month = fundTrans3Month -
  fundTrans3MonthIn (a missing side counts 0), mainSupply as in acme,
  belongToIndustry(company) = the belongToIndustry of the products it makes that
  Product.csv lists (products absent from Product.csv have no industry),
  sameLegalRepresentative as in acme. A product's downstream products are the union of its
  hasSupplyChain cells over its (repeated) rows in Product.csv.
- The event question (价格上涨 of 顺丁橡胶 leading to 成本上涨 company events) follows
  concept.rule: the ProductChainEvent whose subject is 商品化工-橡胶-合成橡胶-顺丁橡胶 with
  index 价格 and trend 上涨 belongs to 价格上涨; it leads to one 成本上涨 event for every
  company c that makes a product listed (exactly) in that product's hasSupplyChain. The
  answer counts distinct such companies.
- "Companies per industry" counts distinct companies per derived belongToIndustry value
  (a company in several industries counts in each); industries are grouped by their exact
  Industry id (no rolling up to broader path prefixes), and industries with no company
  (the two 商贸-... industries, whose products no company makes through Product.csv) are
  left out of the list.
- supplychain-r45-17 asks about the existing ProductChainEvent "顺丁橡胶成本上涨" (subject
  顺丁橡胶, index 价格, trend 上涨), i.e. the 价格上涨 event of 顺丁橡胶.

kag-riskmining
- Rules computed as RiskMining.schema / concept.rule define them: developed(p -> app) when
  more than 5 distinct devices of p have the app installed; release(p -> app) when p holds
  shares in a company that has a certificate the app uses (Company_hasCert_Cert.dst and
  App.useCert are certNum values); an app is a 赌博应用 when its riskMark contains 赌博;
  赌博App开发者 = developed a 赌博应用; 赌博App老板 = released a 赌博应用 that some person u
  developed, and transferred money to u.
- Devices are identified by their Device.csv id; apps by their App.csv id.
- "Shareholders" are the holdShare edges of Person_holdShare_Company.csv (the data has no
  company-to-company holdShare rows).
- "Gambling app" = riskMark contains 赌博.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(MAIN, "data", "examples", "acme-supply", "sources")
SHARED = os.path.normpath(os.path.join(MAIN, "..", "shared", "datasets"))
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")
OUT = os.path.normpath(os.path.join(HERE, ".."))


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    seen = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in seen:
            seen.append(part)
    return seen


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(s, as_of, days):
    diff = (as_of - d8(s)).days
    return 0 <= diff < days


def num(x):
    if isinstance(x, float):
        if x == int(x):
            return str(int(x))
        return repr(x)
    return str(x)


def group_flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for g, c in items:
        out += [g, num(c)]
    return out


def top_ties(scores, best=max):
    m = best(scores.values())
    return sorted(k for k, v in scores.items() if v == m)


def topn(scores, n):
    items = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
    assert len(items) <= n or items[n - 1][1] != items[n][1], "tie at top-N cut-off"
    return [k for k, _ in items[:n]]


def avg(values):
    s = sum(values)
    if s % len(values) == 0:
        return num(s // len(values))
    return repr(s / len(values))


def yn(b, lang):
    if lang == "zh":
        return ["是"] if b else ["否"]
    return ["yes"] if b else ["no"]


def main_supply(companies, made, downstream, trans):
    """companies: ids; made: id -> set(products); downstream: product -> set(products);
    trans: list of (src, dst, date, amt). Returns set of (s, o)."""
    inflow = defaultdict(int)
    paid = defaultdict(int)
    for s, d, _, a in trans:
        inflow[d] += a
        paid[(s, d)] += a
    out = set()
    for s in companies:
        downs = set()
        for p in made.get(s, ()):
            downs |= downstream.get(p, set())
        for o in companies:
            if o == s or not (made.get(o, set()) & downs):
                continue
            if paid.get((o, s), 0) and paid[(o, s)] * 1.0 / inflow[s] > 0.5:
                out.add((s, o))
    return out


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = date(2024, 6, 30)
    comp = rows(ACME, "Company.csv")
    cid = {r["id"]: r for r in comp}
    name = {r["id"]: r["name"] for r in comp}
    by_name = {r["name"]: r["id"] for r in comp}
    made = {r["id"]: set(split(r["product"], ";")) for r in comp}
    prods = rows(ACME, "Product.csv")
    down = defaultdict(set)
    for r in prods:
        down[r["id"]] |= set(split(r["hasSupplyChain"], ";"))
    people = rows(ACME, "Person.csv")
    rep = {r["name"]: set(by_name[c] for c in split(r["legalRepresentative"], ";")) for r in people}
    age = {r["name"]: int(r["age"]) for r in people}
    trans = [(r["srcId"], r["dstId"], r["transDate"], int(r["transAmt"]))
             for r in rows(ACME, "Company_fundTrans_Company.csv")]

    inflow = defaultdict(int)
    for s, d, _, a in trans:
        inflow[d] += a
    ms = main_supply(list(cid), made, down, trans)
    main_customer = defaultdict(set)
    for s, o in ms:
        main_customer[s].add(o)
    reps_of = defaultdict(set)
    for p, cs in rep.items():
        for c in cs:
            reps_of[c].add(p)

    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, answer, shape, lang))

    # 1
    q("What country is Fjord Steel AS based in?", [cid[by_name["Fjord Steel AS"]]["country"]],
      "property", "en")
    # 2
    q("when was o'hara, lamb & sons founded", [cid[by_name["O'Hara, Lamb & Sons"]]["founded"]],
      "property", "en")
    # 3
    q("How many companies are based in the US?",
      [num(sum(1 for r in comp if r["country"] == "US"))], "count", "en")
    # 4
    q("number of companies per country", group_flat(Counter(r["country"] for r in comp)),
      "group_count", "en")
    # 5
    acme_id = by_name["Acme Motors"]
    q("What's the total amount Acme Motors has paid out across all its transfers?",
      [num(sum(a for s, _, _, a in trans if s == acme_id))], "sum", "en")
    # 6
    q("Which company has the largest total inflow?",
      [name[c] for c in top_ties(inflow)], "superlative", "en")
    # 7
    q("top 3 companies by money received", [name[c] for c in topn(inflow, 3)], "topn", "en")
    # 8
    q("how much did acme motors send out in the last 90 days",
      [num(sum(a for s, _, d, a in trans if s == acme_id and within(d, as_of, 90)))],
      "sum", "en")
    # 9
    bor = by_name["Borealis Rubber Works"]
    assert len(main_customer[bor]) == 1
    q("Who is the legal representative of Borealis Rubber Works' main customer?",
      sorted(p for o in main_customer[bor] for p in reps_of[o]), "multihop", "en")
    # 10
    old = {c for c, r in cid.items() if int(r["founded"]) < 1960}
    q("Which companies received money from a company founded before 1960?",
      sorted({name[d] for s, d, _, _ in trans if s in old}), "multihop", "en")
    # 11
    q("Which companies have never received a transfer?",
      sorted(name[c] for c in cid if c not in inflow), "negation", "en")
    # 12
    a, b = "Bram de Vries", "Chloe Tan"
    assert age[a] != age[b]
    q("who's older, bram de vries or chloe tan?", [a if age[a] > age[b] else b], "compare", "en")
    # 13
    q("How many companies have Acme Motors as their main customer?",
      [num(len({s for s, o in ms if o == acme_id}))], "count", "en")
    # 14
    q("Which companies make chemicals?",
      sorted(name[c] for c in cid if any(p == "Chemicals" or p.startswith("Chemicals-")
                                         for p in made[c])), "list", "en")
    # 15
    feeders = {p for p, ds in down.items() if "Vehicles-Parts-Tyres" in ds}
    q("Which companies make products that go into tyres?",
      sorted(name[c] for c in cid if made[c] & feeders), "multihop", "en")
    # 16
    senders90 = {s for s, _, d, _ in trans if within(d, as_of, 90)}
    q("Which companies made no outgoing transfers in the last 90 days?",
      sorted(name[c] for c in cid if c not in senders90), "negation", "en")
    # 17 zh
    delta = by_name["Delta Cells GmbH"]
    q("Delta Cells GmbH 的法人代表是谁？", sorted(reps_of[delta]), "property", "zh")
    # 18
    shared = any(acme_id in cs and delta in cs for cs in rep.values())
    q("Acme Motors 和 Delta Cells GmbH 有共同的法人代表吗？", yn(shared, "zh"), "yesno", "zh")
    # 19
    q("法人代表的平均年龄是多少？", [avg(list(age.values()))], "avg", "zh")
    # 20
    us = {c for c, r in cid.items() if r["country"] == "US"}
    q("美国的公司一共发起了多少笔转账？", [num(sum(1 for s, _, _, _ in trans if s in us))],
      "count", "zh")
    # 21
    q("成立最早的公司是哪家？",
      [name[c] for c in top_ties({c: int(r["founded"]) for c, r in cid.items()}, min)],
      "superlative", "zh")
    # 22
    q("Delta Cells GmbH 的主要客户生产哪些产品？",
      sorted(p for o in main_customer[delta] for p in made[o]), "multihop", "zh")
    # 23
    q("每家公司分别收到了多少笔转账？", group_flat(Counter(name[d] for _, d, _, _ in trans)),
      "group_count", "zh")
    # 24
    q("2024年第一季度一共有几笔转账？",
      [num(sum(1 for _, _, d, _ in trans if date(2024, 1, 1) <= d8(d) <= date(2024, 3, 31)))],
      "count", "zh")
    # 25
    fj = by_name["Fjord Steel AS"]
    q("Fjord Steel AS 给 Delta Cells GmbH 转过账吗？",
      yn(any(s == fj and d == delta for s, d, _, _ in trans), "zh"), "yesno", "zh")
    return Q


# ----------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    comp = rows(SC, "Company.csv")
    cid = {r["id"]: r for r in comp}
    name = {r["id"]: r["name"] for r in comp}
    by_name = {r["name"]: r["id"] for r in comp}
    assert len(by_name) == len(comp)
    made = {r["id"]: set(split(r["product"], ",")) for r in comp}
    down = defaultdict(set)
    pind = {}
    for r in rows(SC, "Product.csv"):
        down[r["id"]] |= set(split(r["hasSupplyChain"], ","))
        pind[r["id"]] = r["belongToIndustry"]
    people = rows(SC, "Person.csv")
    rep = {}
    for r in people:
        cs = split(r["legalRepresentative"], ",")
        assert all(c in by_name for c in cs), r
        rep[r["name"]] = {by_name[c] for c in cs}
    assert len(rep) == len(people)
    age = {r["name"]: int(r["age"]) for r in people}
    reps_of = defaultdict(set)
    for p, cs in rep.items():
        for c in cs:
            reps_of[c].add(p)
    trans = [(r["srcId"], r["dstId"], r["transDate"], int(r["transAmt"]))
             for r in rows(SC, "Company_fundTrans_Company.csv")]
    inflow = defaultdict(int)
    for s, d, _, a in trans:
        inflow[d] += a
    ms = main_supply(list(cid), made, down, trans)
    main_customer = defaultdict(set)
    for s, o in ms:
        main_customer[s].add(o)
    industry = {c: {pind[p] for p in made[c] if p in pind} for c in cid}

    def out_win(c, n):
        return sum(a for s, _, d, a in trans if s == c and within(d, as_of, n))

    def in_win(c, n):
        return sum(a for _, t, d, a in trans if t == c and within(d, as_of, n))

    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, answer, shape, lang))

    chuanhua = by_name["传化****限公司"]
    sanjiao = by_name["三角***份限公司"]
    # 1
    q("What products does 康**股有公司 deal in?", sorted(made[by_name["康**股有公司"]]),
      "property", "en")
    # 2
    q("how old is 禹**", [num(age["禹**"])], "property", "en")
    # 3
    assert len(main_customer[chuanhua]) == 1
    q("Who is the legal representative of 传化****限公司's main customer?",
      sorted(p for o in main_customer[chuanhua] for p in reps_of[o]), "multihop", "en")
    # 4
    q("How many companies is 江* the legal representative of?", [num(len(rep["江*"]))],
      "count", "en")
    # 5
    q("What is the total amount of money 传化****限公司 has received?",
      [num(inflow[chuanhua])], "sum", "en")
    # 6
    q("How much did 传化****限公司 pay out in the last 3 months?",
      [num(out_win(chuanhua, 90))], "sum", "en")
    # 7
    biggest = max(a for _, _, _, a in trans)
    q("which company got the single biggest transfer?",
      sorted({name[d] for _, d, _, a in trans if a == biggest}), "superlative", "en")
    # 8
    from_ch = defaultdict(int)
    for s, d, _, a in trans:
        if s == chuanhua:
            from_ch[d] += a
    q("top 3 companies by amount received from 传化****限公司",
      [name[c] for c in topn(from_ch, 3)], "topn", "en")
    # 9
    payers_sj = {s for s, d, _, _ in trans if d == sanjiao}
    q("Which companies paid 三角***份限公司 and have a legal representative older than 50?",
      sorted(name[c] for c in payers_sj if any(age[p] > 50 for p in reps_of[c])),
      "multihop", "en")
    # 10
    q("Which of the companies that 传化****限公司 paid have no legal representative on record?",
      sorted(name[c] for c in from_ch if not reps_of[c]), "negation", "en")
    # 11
    x, y = by_name["新丝**旅*公司"], by_name["联*能***有公司"]
    q("do 新丝**旅*公司 and 联*能***有公司 have the same legal rep?",
      yn(bool(reps_of[x] & reps_of[y]), "en"), "yesno", "en")
    # 12
    k, z = by_name["康**股有公司"], by_name["中*海*港**公司"]
    assert from_ch[k] != from_ch[z]
    q("Who got more money from 传化****限公司: 康**股有公司 or 中*海*港**公司?",
      [name[k] if from_ch[k] > from_ch[z] else name[z]], "compare", "en")
    # 13
    q("What's the average amount of the transfers into 三角***份限公司?",
      [avg([a for _, d, _, a in trans if d == sanjiao])], "avg", "en")
    # 14
    sd = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    q("Who are the legal representatives of the companies that make 商品化工-橡胶-合成橡胶-顺丁橡胶?",
      sorted({p for c in cid if sd in made[c] for p in reps_of[c]}), "multihop", "en")
    # 15
    q("What are the downstream products of 轮胎与橡胶-轮胎-特种轮胎?",
      sorted(down["轮胎与橡胶-轮胎-特种轮胎"]), "list", "en")
    # 16
    q("How many companies have a legal representative under 25?",
      [num(len({c for p, cs in rep.items() if age[p] < 25 for c in cs}))], "count", "en")
    # 17 zh: event chain
    ev = rows(SC, "ProductChainEvent.csv")
    hit = [e for e in ev if e["subject"] == sd and e["index"] == "价格" and e["trend"] == "上涨"]
    assert len(hit) == 1
    affected = {c for c in cid if made[c] & down[sd]}
    q("顺丁橡胶的价格上涨事件会导致多少家公司成本上涨？", [num(len(affected))], "count", "zh")
    # 18
    q("顺丁橡胶属于哪个产业？", [pind[sd]], "property", "zh")
    # 19
    same = {o for p in reps_of[sanjiao] for o in rep[p]} - {sanjiao}
    q("和三角***份限公司共用法人代表的公司有哪些？", sorted(name[c] for c in same), "list", "zh")
    # 20
    q("年龄最大的法人代表是谁？", top_ties({p: age[p] for p in rep if rep[p]}), "superlative", "zh")
    # 21
    q("各个产业分别有多少家公司？",
      group_flat(Counter(i for c in cid for i in industry[c])), "group_count", "zh")
    # 22
    q("传化****限公司近3个月的资金流水差是多少？",
      [num(out_win(chuanhua, 90) - in_win(chuanhua, 90))], "sum", "zh")
    # 23
    zang = rep["臧*"]
    q("法人代表是臧*的公司给哪些公司付过钱？",
      sorted({name[d] for s, d, _, _ in trans if s in zang}), "multihop", "zh")
    # 24
    q("经营“轮胎与橡胶-轮胎”的公司有多少家？",
      [num(sum(1 for c in cid if "轮胎与橡胶-轮胎" in made[c]))], "count", "zh")
    # 25
    zj = by_name["浙江**摩托**限公司"]
    q("三角***份限公司给浙江**摩托**限公司转过钱吗？",
      yn(any(s == sanjiao and d == zj for s, d, _, _ in trans), "zh"), "yesno", "zh")
    return Q


# ------------------------------------------------------------ kag-riskmining
def riskmining():
    as_of = date(2023, 10, 15)
    apps = {r["id"]: r for r in rows(RM, "App.csv")}
    devs = {r["id"]: r for r in rows(RM, "Device.csv")}
    inst = {d: set(split(r["install"], ",")) for d, r in devs.items()}
    people = rows(RM, "Person.csv")
    pname = {r["id"]: r["name"] for r in people}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    page = {r["id"]: int(r["age"]) for r in people}
    comp = {r["id"]: r["name"] for r in rows(RM, "Company.csv")}
    cert_id = {r["certNum"]: r["id"] for r in rows(RM, "Cert.csv")}
    has_dev = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        has_dev[r["src"]].add(r["dst"])
    owners = defaultdict(set)
    for p, ds in has_dev.items():
        for d in ds:
            owners[d].add(p)
    ccert = defaultdict(set)
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        assert r["dst"] in cert_id
        ccert[r["src"]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(RM, "Person_hasCert_Cert.csv"):
        pcert[r["src"]].add(r["dst"])
    hold = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        hold[r["src"]].add(r["dst"])
    trans = [(r["src"], r["dst"], r["transDate"], int(r["transAmt"]))
             for r in rows(RM, "Person_fundTrans_Person.csv")]

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)
    for p, ds in has_dev.items():
        c = Counter(a for d in ds for a in inst[d])
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    release = defaultdict(set)
    for p, cs in hold.items():
        certs = set().union(*(ccert[c] for c in cs))
        for a, r in apps.items():
            if r["useCert"] in certs:
                release[p].add(a)
    developers_of = defaultdict(set)
    for p, s in developed.items():
        for a in s:
            developers_of[a].add(p)
    paid_to = defaultdict(set)
    for s, d, _, _ in trans:
        paid_to[s].add(d)
    boss = {p for p in pname
            if any(u in paid_to[p] for a in release[p] & gambling for u in developers_of[a])}

    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, answer, shape, lang))

    bai = pid["柏*"]
    # 1
    q("how old is 柏*", [num(page[bai])], "property", "en")
    # 2
    q("What's the umid of device 45?", [devs["45"]["umid"]], "property", "en")
    # 3
    q("How many apps are marked 诈骗?",
      [num(sum(1 for r in apps.values() if r["riskMark"] == "诈骗"))], "count", "en")
    # 4
    q("count of apps by risk mark", group_flat(Counter(r["riskMark"] for r in apps.values())),
      "group_count", "en")
    # 5
    wu = pid["邬**"]
    q("What is the total amount 柏* has transferred to 邬**?",
      [num(sum(a for s, d, _, a in trans if s == bai and d == wu))], "sum", "en")
    # 6
    q("Who owns the most devices?",
      [pname[p] for p in top_ties({p: len(has_dev[p]) for p in pname})], "superlative", "en")
    # 7
    recv = defaultdict(int)
    for s, d, _, a in trans:
        if s == bai:
            recv[d] += a
    q("top 2 people by total money received from 柏*", [pname[p] for p in topn(recv, 2)],
      "topn", "en")
    # 8
    q("Who developed com.qIu.VJbJ?", sorted(pname[p] for p in developers_of["com.qIu.VJbJ"]),
      "multihop", "en")
    # 9
    q("Which people own a device that has com.aCl.toMv installed?",
      sorted({pname[p] for d in devs if "com.aCl.toMv" in inst[d] for p in owners[d]}),
      "multihop", "en")
    # 10
    cert = apps["com.ziNtg.tSIuhlG"]["useCert"]
    q("Which companies hold the certificate that com.ziNtg.tSIuhlG uses?",
      sorted(comp[c] for c in comp if cert in ccert[c]), "multihop", "en")
    # 11
    q("Which people under 30 own a device with a gambling app installed?",
      sorted(pname[p] for p in pname if page[p] < 30
             and any(inst[d] & gambling for d in has_dev[p])), "multihop", "en")
    # 12
    held = set().union(*hold.values())
    q("Which companies have no shareholders?", sorted(comp[c] for c in comp if c not in held),
      "negation", "en")
    # 13
    qiu, du = pid["裘**"], pid["杜*"]
    assert recv[qiu] != recv[du]
    q("Who received more money from 柏*: 裘** or 杜*?",
      [pname[qiu] if recv[qiu] > recv[du] else pname[du]], "compare", "en")
    # 14
    q("average amount of 柏*'s transfers to 杜*",
      [avg([a for s, d, _, a in trans if s == bai and d == du])], "avg", "en")
    # 15
    q("how much has 柏* transferred in the last 30 days?",
      [num(sum(a for s, _, d, a in trans if s == bai and within(d, as_of, 30)))], "sum", "en")
    # 16
    q("Is 柏* a gambling app boss (赌博App老板)?", yn(bai in boss, "en"), "yesno", "en")
    # 17 zh
    q("安装了 com.Yirmf.MZx.NKC.Xqp 的设备有多少台？",
      [num(sum(1 for d in devs if "com.Yirmf.MZx.NKC.Xqp" in inst[d]))], "count", "zh")
    # 18
    q("柏*发布了哪些赌博应用？", sorted(release[bai] & gambling), "multihop", "zh")
    # 19
    q("郎**的电话号码是多少？", [next(r["hasPhone"] for r in people if r["name"] == "郎**")],
      "property", "zh")
    # 20
    c2 = apps["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]
    q("哪个自然人持有应用 com.CYUwwpj.ceCCEm.LCtzt.NCrUKX 所使用的证书？",
      sorted(pname[p] for p in pname if c2 in pcert[p]), "multihop", "zh")
    # 21
    q("拥有不止一台设备的人各有几台设备？",
      group_flat(Counter({pname[p]: len(ds) for p, ds in has_dev.items() if len(ds) > 1})),
      "group_count", "zh")
    # 22
    q("裘**的设备上一共装了多少个不同的应用？",
      [num(len(set().union(*(inst[d] for d in has_dev[qiu]))))], "count", "zh")
    # 23
    q("年龄最大的自然人是谁？", [pname[p] for p in top_ties(page)], "superlative", "zh")
    # 24
    fang = pid["方*"]
    q("和方*共用一台设备的人是谁？",
      sorted({pname[o] for d in has_dev[fang] for o in owners[d]} - {"方*"}), "multihop", "zh")
    # 25
    q("柏*持股了哪些公司？", sorted(comp[c] for c in hold[bai]), "list", "zh")
    return Q


def write(prefix, fname, Q):
    assert len(Q) == 25, (prefix, len(Q))
    assert sum(1 for x in Q if x[3] == "en") == 16 and sum(1 for x in Q if x[3] == "zh") == 9
    out = []
    for i, (question, answer, shape, lang) in enumerate(Q, 1):
        assert answer and all(isinstance(a, str) and a for a in answer), (prefix, i, answer)
        out.append({"id": f"{prefix}-r45-{i:02d}", "question": question, "answer": answer,
                    "shape": shape, "lang": lang})
    assert len({o["question"] for o in out}) == 25
    with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for o in out:
        print(f'{o["id"]} [{o["shape"]}/{o["lang"]}] {o["question"]}\n    -> {o["answer"]}')


if __name__ == "__main__":
    write("acme", "r45-acme-supply.json", acme())
    write("supplychain", "r45-kag-supplychain.json", supplychain())
    write("riskmining", "r45-kag-riskmining.json", riskmining())
