"""Round 46 blind questions and gold answers for acme-supply, kag-supplychain and kag-riskmining.

Written from the schemas and CSV files only (Python's csv module; nothing of kagflow read or run).
Run from anywhere: data are located relative to this file (its folder is
/work/main/bench/questions/blind/gold; the repository is three folders up and the shared datasets are
../shared/datasets beside the repository, i.e. /work/shared/datasets).  Writes
../r46-acme-supply.json, ../r46-kag-supplychain.json and ../r46-kag-riskmining.json (25 questions
each: 16 en, 9 zh) and prints every question with its answer.

Readings used by the gold
-------------------------
* As-of dates: acme-supply 2024-06-30 (its kagflow.yaml); both KAG projects 2023-10-15.
* "The last N days" / "近N天" / "last month (30 days)" / "近3个月" follow the schemas' rules:
  date_diff(as_of, transDate) < N, i.e. a transfer counts when it lies fewer than N days before the
  as-of date (no transfer lies after an as-of date, and none lies exactly N days before it in any
  window asked, so "<= N" gives the same answers).  "近3个月" is the schema's 90-day rule.
* Multi-value cells split on ';' (acme, per its kagflow.yaml) or ',' (KAG); a value repeated in one
  cell counts once (臧*'s cell names 7 companies, 5 distinct; devices 3, 16 and 20 list an app twice).
* Counts are of distinct entities unless the question counts transfers (rows of the fundTrans edge
  files; repeated rows would count twice, but there are none).
* Rule-derived notions computed as the schema defines them:
  - totalTransInAmt = sum of all incoming fundTrans.transAmt;
  - acme outflow90Days / supply-chain fundTrans{1,3,6}Month(In) = windowed sums as above;
  - cashflowDiff3Month = fundTrans3Month - fundTrans3MonthIn (a missing side is 0);
  - mainSupply(s -> o): o makes a product downstream (hasSupplyChain) of one s makes, o paid s, and
    o's payments to s are more than half of s's total inflow.  Only cases where the answer is the
    same whether a payment is counted once or once per matching product path are asked
    (supply chain: 传化 <- 三角 is 0.667 either way);
  - sameLegalRepresentative: companies sharing a Person.legalRepresentative; asked as the OTHER
    companies (the company asked about is left out);
  - Company.belongToIndustry (supply chain): industry of any product the company lists, via
    Product.belongToIndustry (products without a Product.csv row have no industry);
  - risk mining developed(s, app): app installed on more than 5 distinct devices s owns;
    release(s, app): s holds shares in a company holding the certificate (joined by certNum) the
    app uses; 赌博应用: riskMark contains 赌博; 赌博App开发者: developed a gambling app;
    赌博App老板: released a gambling app whose developer s sent money to.
* Ties: none in the answers asked for (superlatives, ranks and top-N were checked to be strict).
* Answer formats: entities by their name exactly as the CSV spells it; entities without a name
  column by their id (acme products and supply-chain products/industries by their full id path,
  risk-mining apps by their package id).  Numbers as plain decimals without a trailing .0.
  Dates as the CSV writes them (yyyyMMdd).  Yes/no as ["yes"]/["no"] (en) or ["是"]/["否"] (zh).
  Counts per group are flattened as [group, count, group, count, ...], sorted by count descending
  then group (Python string order).  Set-valued lists are sorted (Python string order); top-N and
  rankings keep rank order.
* Data not used because it would make answers ambiguous: supply chain CompanyUpdate.csv (maps onto
  no type), the price-rise event's reach (40 or 38 companies depending on products missing from
  Product.csv), main-customer questions about 三角 (0.467 counted once, more if counted per path);
  risk mining's three companies named **娱乐…公司 (differ only in asterisks) never appear in an
  answer; certificates never an answer; devices never an answer.
"""

import collections
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
ACME = os.path.join(REPO, "data", "examples", "acme-supply", "sources")
SHARED = os.path.normpath(os.path.join(REPO, "..", "shared", "datasets"))
SUPPLY = os.path.join(SHARED, "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "kag-riskmining", "sources")


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def day(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(as_of, s, n):
    d = (as_of - day(s)).days
    return 0 <= d < n


def group_flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, num(v)]
    return out


def strict_top(pairs, k):
    """pairs: list of (value, key); checks no tie at positions 0..k (inclusive of the next)."""
    s = sorted(pairs, key=lambda p: -p[0])
    vals = [p[0] for p in s[: k + 1]]
    assert len(set(vals)) == len(vals), ("tie", s[: k + 1])
    return [p[1] for p in s[:k]]


# ---------------------------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------------------------
def acme():
    as_of = datetime.date(2024, 6, 30)
    comps = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    prods = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    name = {c["id"]: c["name"] for c in comps}
    byname = {c["name"]: c["id"] for c in comps}
    country = {c["id"]: c["country"] for c in comps}
    founded = {c["id"]: int(c["founded"]) for c in comps}
    makes = {c["id"]: split(c["product"], ";") for c in comps}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prods}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    rep_of = collections.defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            rep_of[c].append(pn)

    inflow = collections.Counter()
    outflow = collections.Counter()
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])
    out90 = collections.Counter()
    for t in trans:
        if within(as_of, t["transDate"], 90):
            out90[t["srcId"]] += int(t["transAmt"])

    def main_customers(s):
        downs = {d for p in makes[s] for d in down.get(p, [])}
        res = []
        for o in name:
            if not set(makes[o]) & downs:
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and paid / inflow[s] > 0.5:
                res.append(o)
        return res

    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, [str(a) for a in answer], shape, lang))

    acme_id = byname["Acme Motors"]
    # 1
    q("what country is fjord steel in?", [country[byname["Fjord Steel AS"]]], "property", "en")
    # 2
    q("How many of the companies were founded before 1960?",
      [num(sum(1 for c in founded if founded[c] < 1960))], "count", "en")
    # 3
    oldest = strict_top([(-founded[c], c) for c in founded], 1)
    q("Which company is the oldest, going by founding year?", [name[oldest[0]]], "superlative", "en")
    # 4
    q("How much has Acme Motors paid out in total across all its transfers?",
      [num(outflow[acme_id])], "sum", "en")
    # 5
    top3 = strict_top([(inflow[c], c) for c in name], 3)
    q("top 3 companies by total money received?", [name[c] for c in top3], "topn", "en")
    # 6
    q("And which company received the second most money overall?", [name[top3[1]]], "rank", "en")
    # 7
    q("what was acme motors' outflow over the last 90 days?", [num(out90[acme_id])], "sum", "en")
    # 8
    q("Break the companies down by country: how many are there in each?",
      group_flat(collections.Counter(country.values())), "group_count", "en")
    # 9
    q("Which companies haven't received a single transfer?",
      sorted(name[c] for c in name if inflow[c] == 0), "list", "en")
    # 10
    a, b = "Ada Moreno", "Dara O'Hara"
    assert age[a] != age[b]
    q("who's older, ada moreno or dara o'hara?", [a if age[a] > age[b] else b], "compare", "en")
    # 11
    big = strict_top([(int(t["transAmt"]), i) for i, t in enumerate(trans)], 1)[0]
    q("Who is the legal representative of the company that got the largest single transfer?",
      sorted(rep_of[name[trans[big]["dstId"]]]), "multihop", "en")
    # 12
    ups = [p for p, ds in down.items() if "Vehicles-Parts-Tyres" in ds]
    q("Which companies make products that feed into tyres?",
      sorted(name[c] for c in name if set(makes[c]) & set(ups)), "multihop", "en")
    # 13
    sent = [int(t["transAmt"]) for t in trans if t["srcId"] == acme_id]
    q("What's the average size of the transfers Acme Motors sent?",
      [num(sum(sent) / len(sent))], "avg", "en")
    # 14
    q("what does helix chemicals make?", sorted(makes[byname["Helix Chemicals"]]), "list", "en")
    # 15
    q("Which companies have Acme Motors as their main customer?",
      sorted(name[s] for s in name if acme_id in main_customers(s)), "multihop", "en")
    # 16
    q("How much money did US-based companies receive from companies based outside the US?",
      [num(sum(int(t["transAmt"]) for t in trans
               if country[t["dstId"]] == "US" and country[t["srcId"]] != "US"))], "sum", "en")
    # 17
    q("Borealis Rubber Works 是哪一年成立的？", [num(founded[byname["Borealis Rubber Works"]])],
      "property", "zh")
    # 18
    q("chloe tan 是哪家公司的法人代表？", sorted(reps["Chloe Tan"]), "property", "zh")
    # 19
    q("最近90天内一共有几笔转账？",
      [num(sum(1 for t in trans if within(as_of, t["transDate"], 90)))], "count", "zh")
    # 20
    q("法人代表年龄在50岁以上的公司有哪些？",
      sorted({c for pn, cs in reps.items() if age[pn] > 50 for c in cs}), "multihop", "zh")
    # 21
    least = strict_top([(-inflow[c], c) for c in name if inflow[c] > 0], 1)
    q("在收到过转账的公司里，总流入最少的是哪家？", [name[least[0]]], "superlative", "zh")
    # 22
    a, b = byname["O'Hara, Lamb & Sons"], byname["Helix Chemicals"]
    assert founded[a] != founded[b]
    q("O'Hara, Lamb & Sons 和 Helix Chemicals，哪家成立得更早？",
      [name[a] if founded[a] < founded[b] else name[b]], "compare", "zh")
    # 23
    q("单笔金额超过10万的转账有几笔？",
      [num(sum(1 for t in trans if int(t["transAmt"]) > 100000))], "count", "zh")
    # 24
    q("Acme Motors 一共给 O'Hara, Lamb & Sons 转了多少钱？",
      [num(sum(int(t["transAmt"]) for t in trans
               if t["srcId"] == acme_id and t["dstId"] == byname["O'Hara, Lamb & Sons"]))],
      "sum", "zh")
    # 25
    paid = any(t["srcId"] == byname["Fjord Steel AS"] and t["dstId"] == byname["O'Hara, Lamb & Sons"]
               for t in trans)
    q("fjord steel 给 O'Hara, Lamb & Sons 转过钱吗？", ["是" if paid else "否"], "yesno", "zh")
    return Q


# ---------------------------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------------------------
def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comps = read(SUPPLY, "Company.csv")
    people = read(SUPPLY, "Person.csv")
    prods = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    name = {c["id"]: c["name"] for c in comps}
    byname = {c["name"]: c["id"] for c in comps}
    assert len(byname) == len(name)
    makes = {c["id"]: split(c["product"], ",") for c in comps}
    industry = {}
    down = {}
    for p in prods:  # repeated rows are identical (checked)
        assert industry.get(p["id"], p["belongToIndustry"]) == p["belongToIndustry"]
        industry[p["id"]] = p["belongToIndustry"]
        d = split(p["hasSupplyChain"], ",")
        assert down.get(p["id"], d) == d
        down[p["id"]] = d
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    rep_of = collections.defaultdict(list)
    for pn, cs in reps.items():
        for c in cs:
            assert c in byname, c
            rep_of[c].append(pn)

    def comp_ind(c):
        return {industry[p] for p in makes[c] if p in industry}

    amt = lambda t: int(t["transAmt"])
    inflow, outflow = collections.Counter(), collections.Counter()
    for t in trans:
        inflow[t["dstId"]] += amt(t)
        outflow[t["srcId"]] += amt(t)

    def win_out(c, n):
        return sum(amt(t) for t in trans if t["srcId"] == c and within(as_of, t["transDate"], n))

    def win_in(c, n):
        return sum(amt(t) for t in trans if t["dstId"] == c and within(as_of, t["transDate"], n))

    def main_customers(s, per_path):
        downs_paths = [d for p in makes[s] for d in down.get(p, [])]
        res = []
        for o in name:
            mult = sum(1 for d in downs_paths if d in makes[o])
            if not mult:
                continue
            paid = sum(amt(t) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if per_path:
                paid *= mult
            if paid and paid / inflow[s] > 0.5:
                res.append(o)
        return res

    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, [str(a) for a in answer], shape, lang))

    chuanhua = byname["传化****限公司"]
    sanjiao = byname["三角***份限公司"]
    # 1
    q("what products does 三角***份限公司 make?", sorted(makes[sanjiao]), "list", "en")
    # 2
    q("how old is 臧*?", [num(age["臧*"])], "property", "en")
    # 3
    q("How many companies list 轮胎与橡胶-轮胎-特种轮胎 among their products?",
      [num(sum(1 for c in name if "轮胎与橡胶-轮胎-特种轮胎" in makes[c]))], "count", "en")
    # 4
    q("What's the total amount of money 传化****限公司 has received?", [num(inflow[chuanhua])],
      "sum", "en")
    # 5
    top = strict_top([(inflow[c], c) for c in name], 1)
    q("Which company has received the most money overall?", [name[top[0]]], "superlative", "en")
    # 6
    out2 = strict_top([(outflow[c], c) for c in name], 2)
    q("which company has the second-largest total outflow?", [name[out2[1]]], "rank", "en")
    # 7
    paid_by_ch = collections.Counter()
    for t in trans:
        if t["srcId"] == chuanhua:
            paid_by_ch[t["dstId"]] += amt(t)
    top3 = strict_top([(v, c) for c, v in paid_by_ch.items()], 3)
    q("Top 3 recipients of 传化****限公司's payments, by amount?", [name[c] for c in top3], "topn", "en")
    # 8
    q("How much did 传化****限公司 pay out in the last 30 days?", [num(win_out(chuanhua, 30))],
      "sum", "en")
    # 9
    q("Which companies received money in the last 90 days?",
      sorted(name[c] for c in name if win_in(c, 90) > 0), "list", "en")
    # 10
    q("How many transfers has each paying company made?",
      group_flat(collections.Counter(name[t["srcId"]] for t in trans)), "group_count", "en")
    # 11
    senders = {t["srcId"] for t in trans}
    q("Of the companies 臧* is legal rep for, which ones never sent any money?",
      sorted(c for c in reps["臧*"] if byname[c] not in senders), "multihop", "en")
    # 12
    paid = any(t["srcId"] == chuanhua and t["dstId"] == byname["康**股有公司"] for t in trans)
    q("did 传化****限公司 ever pay 康**股有公司?", ["yes" if paid else "no"], "yesno", "en")
    # 13
    a, b = "樊**", "俞**"
    assert age[a] != age[b]
    q("who is older, 樊** or 俞**?", [a if age[a] > age[b] else b], "compare", "en")
    # 14
    q("Who is the legal representative of the company that received the most money?",
      sorted(rep_of[name[top[0]]]), "multihop", "en")
    # 15
    q("Which industry does 浙江**摩托**限公司 belong to?",
      sorted(comp_ind(byname["浙江**摩托**限公司"])), "multihop", "en")
    # 16
    moto2 = {c for c in name if "汽车-摩托车制造-二轮摩托车" in makes[c]}
    q("How much did companies that make 二轮摩托车 pay 三角***份限公司 in total?",
      [num(sum(amt(t) for t in trans if t["dstId"] == sanjiao and t["srcId"] in moto2))],
      "multihop", "en")
    # 17
    mc1 = main_customers(chuanhua, False)
    assert mc1 == main_customers(chuanhua, True)
    q("传化****限公司的主要客户是哪家公司？", sorted(name[c] for c in mc1), "multihop", "zh")
    # 18
    other = sorted({c for pn in rep_of["中国***份*公司"] for c in reps[pn]} - {"中国***份*公司"})
    q("和中国***份*公司是同一个法人代表的还有哪家公司？", other, "multihop", "zh")
    # 19
    q("传化****限公司近3个月的资金流水差是多少？",
      [num(win_out(chuanhua, 90) - win_in(chuanhua, 90))], "property", "zh")
    # 20
    q("臧*一共是几家公司的法人代表？", [num(len(reps["臧*"]))], "count", "zh")
    # 21
    q("所有自然人的平均年龄是多少？", [num(sum(age.values()) / len(age))], "avg", "zh")
    # 22
    oil = "能源-能源-石油、天然气与消费用燃料-石油与天然气"
    q("石油与天然气行业里有多少家公司？", [num(sum(1 for c in name if oil in comp_ind(c)))],
      "count", "zh")
    # 23
    q("从传化****限公司收到过钱的公司中，哪些经营轮胎（轮胎与橡胶-轮胎）？",
      sorted(name[c] for c in paid_by_ch if "轮胎与橡胶-轮胎" in makes[c]), "multihop", "zh")
    # 24
    q("2023年10月传化****限公司给哪家公司转过账？",
      sorted({name[t["dstId"]] for t in trans
              if t["srcId"] == chuanhua and t["transDate"].startswith("202310")}), "list", "zh")
    # 25
    q("臧*担任法人代表的那些公司，总共收到了多少钱？",
      [num(sum(inflow[byname[c]] for c in reps["臧*"]))], "multihop", "zh")
    return Q


# ---------------------------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------------------------
def riskmining():
    as_of = datetime.date(2023, 10, 15)
    apps = read(RISK, "App.csv")
    certs = read(RISK, "Cert.csv")
    comps = read(RISK, "Company.csv")
    devices = read(RISK, "Device.csv")
    people = read(RISK, "Person.csv")
    trans = read(RISK, "Person_fundTrans_Person.csv")
    p_cert = read(RISK, "Person_hasCert_Cert.csv")
    p_dev = read(RISK, "Person_hasDevice_Device.csv")
    p_share = read(RISK, "Person_holdShare_Company.csv")
    c_cert = read(RISK, "Company_hasCert_Cert.csv")

    pname = {p["id"]: p["name"] for p in people}
    byp = {v: k for k, v in pname.items()}
    assert len(byp) == len(pname)
    page = {p["id"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    cname = {c["id"]: c["name"] for c in comps}
    bycname = {v: k for k, v in cname.items()}
    mark = {a["id"]: a["riskMark"] for a in apps}
    uses = {a["id"]: a["useCert"] for a in apps}
    certnums = {c["certNum"] for c in certs}
    assert set(uses.values()) <= certnums
    umid = {d["id"]: d["umid"] for d in devices}
    install = {d["id"]: set(split(d["install"], ",")) for d in devices}
    owns = collections.defaultdict(set)
    owners = collections.defaultdict(set)
    for r in p_dev:
        owns[r["src"]].add(r["dst"])
        owners[r["dst"]].add(r["src"])
    held = collections.defaultdict(set)
    for r in c_cert:
        assert r["dst"] in certnums
        held[r["src"]].add(r["dst"])
    shares = collections.defaultdict(set)
    for r in p_share:
        shares[r["src"]].add(r["dst"])
    pcerts = collections.defaultdict(set)
    for r in p_cert:
        pcerts[r["src"]].add(r["dst"])

    gambling = {a for a, m in mark.items() if "赌博" in m}

    def developed(p):
        c = collections.Counter()
        for d in owns[p]:
            for a in install[d]:
                c[a] += 1
        return {a for a, n in c.items() if n > 5}

    def released(p):
        cs = {cert for co in shares[p] for cert in held[co]}
        return {a for a in mark if uses[a] in cs}

    devs = {p for p in pname if developed(p) & gambling}
    sends_to = collections.defaultdict(set)
    for t in trans:
        sends_to[t["src"]].add(t["dst"])
    bosses = {s for s in pname
              if any(u in devs and (developed(u) & released(s) & gambling) for u in sends_to[s])}
    # stricter check of the boss rule: the same app both released by s and developed by u
    for s in bosses:
        assert any(a in released(s) and a in developed(u)
                   for u in sends_to[s] for a in gambling)

    amt = lambda t: int(t["transAmt"])
    Q = []

    def q(question, answer, shape, lang):
        Q.append((question, [str(a) for a in answer], shape, lang))

    bai = byp["柏*"]
    # 1
    q("what's the risk mark on com.oStEmG.may?", [mark["com.oStEmG.may"]], "property", "en")
    # 2
    q("How many apps are flagged as fraud (诈骗)?",
      [num(sum(1 for m in mark.values() if m == "诈骗"))], "count", "en")
    # 3
    q("list the gambling apps", sorted(gambling), "list", "en")
    # 4
    q("Who are the gambling app developers?", sorted(pname[p] for p in devs), "multihop", "en")
    # 5
    q("who's the boss behind the gambling apps?", sorted(pname[p] for p in bosses), "multihop", "en")
    # 6
    q("How much has 柏* transferred to 杜* in total?",
      [num(sum(amt(t) for t in trans if t["src"] == bai and t["dst"] == byp["杜*"]))], "sum", "en")
    # 7
    q("How much money did 柏* send in the last 30 days?",
      [num(sum(amt(t) for t in trans if t["src"] == bai and within(as_of, t["transDate"], 30)))],
      "sum", "en")
    # 8
    q("How many transfers did each recipient get?",
      group_flat(collections.Counter(pname[t["dst"]] for t in trans)), "group_count", "en")
    # 9
    big = strict_top([(amt(t), i) for i, t in enumerate(trans)], 1)[0]
    q("Who received the largest single transfer?", [pname[trans[big]["dst"]]], "superlative", "en")
    # 10
    q("how many devices does 邬** have?", [num(len(owns[byp["邬**"]]))], "count", "en")
    # 11
    sec = strict_top([(len(owns[p]), p) for p in pname], 2)
    q("Who owns the second-most devices?", [pname[sec[1]]], "rank", "en")
    # 12
    a, b = byp["裘**"], byp["杜*"]
    assert page[a] != page[b]
    q("who's older, 裘** or 杜*?", [pname[a] if page[a] > page[b] else pname[b]], "compare", "en")
    # 13
    q("How many companies does 柏* hold shares in?", [num(len(shares[bai]))], "count", "en")
    # 14
    dev = [d for d, u in umid.items() if u == "7f:12:05:c4:2c:38"]
    assert len(dev) == 1
    q("Who owns the device with umid 7f:12:05:c4:2c:38?", sorted(pname[p] for p in owners[dev[0]]),
      "multihop", "en")
    # 15
    q("Which gambling apps did 柏* release?", sorted(released(bai) & gambling), "multihop", "en")
    # 16
    q("Which gambling apps were NOT released by 柏*?", sorted(gambling - released(bai)),
      "multihop", "en")
    # 17
    q("席*的电话号码是多少？", [phone["席*"]], "property", "zh")
    # 18
    q("柏*一共发布了多少个应用？", [num(len(released(bai)))], "count", "zh")
    # 19
    q("裘**本人有证书吗？", ["是" if pcerts[byp["裘**"]] else "否"], "yesno", "zh")
    # 20
    cert = uses["com.HOfs.aOnwJ.fFHM.QoXx"]
    q("应用com.HOfs.aOnwJ.fFHM.QoXx用的那张证书，有几家公司持有？",
      [num(sum(1 for co in cname if cert in held[co]))], "multihop", "zh")
    # 21
    recips = sends_to[bai]
    q("柏*转过钱的那几个人平均年龄多大？", [num(sum(page[p] for p in recips) / len(recips))],
      "avg", "zh")
    # 22
    q("哈尔*工***技术产**发**限公司拥有多少张证书？",
      [num(len(held[bycname["哈尔*工***技术产**发**限公司"]]))], "count", "zh")
    # 23
    to_qiu = [t for t in trans if t["src"] == bai and t["dst"] == byp["裘**"]]
    best = strict_top([(amt(t), i) for i, t in enumerate(to_qiu)], 1)[0]
    q("柏*给裘**转账金额最大的一笔是哪天？", [to_qiu[best]["transDate"]], "superlative", "zh")
    # 24
    q("柏*在2023年9月一共转了多少笔账？",
      [num(sum(1 for t in trans if t["src"] == bai and t["transDate"].startswith("202309")))],
      "count", "zh")
    # 25
    q("赌博App老板给赌博App开发者一共转了多少钱？",
      [num(sum(amt(t) for t in trans if t["src"] in bosses and t["dst"] in devs))],
      "multihop", "zh")
    return Q


def write(project, prefix, Q):
    assert len(Q) == 25, (project, len(Q))
    langs = collections.Counter(x[3] for x in Q)
    assert langs == {"en": 16, "zh": 9}, (project, langs)
    qs = [x[0] for x in Q]
    assert len(set(qs)) == len(qs), project
    items = []
    for i, (question, answer, shape, lang) in enumerate(Q, 1):
        assert answer and all(a != "" for a in answer), (project, i, question)
        assert " " not in shape and shape, shape
        items.append({"id": f"{prefix}-r46-{i:02d}", "question": question, "answer": answer,
                      "shape": shape, "lang": lang})
    path = os.path.join(OUT_DIR, f"r46-{project}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"== {path}")
    for it in items:
        print(f"{it['id']} [{it['shape']}/{it['lang']}] {it['question']}\n    -> {it['answer']}")


if __name__ == "__main__":
    write("acme-supply", "acme", acme())
    write("kag-supplychain", "supplychain", supplychain())
    write("kag-riskmining", "riskmining", riskmining())
