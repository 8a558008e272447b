"""Gold answers for blind round 48 (report-style questions) over three projects:
acme-supply, kag-supplychain and kag-riskmining.

Standard library only.  Data is located relative to this file: the repository
(/work/main) is three folders up; the shared KAG datasets are in
/work/shared/datasets.  Running the script writes
bench/questions/blind/r48-acme-supply.json, r48-kag-supplychain.json and
r48-kag-riskmining.json and prints every question with its answer.

Readings used for the gold
--------------------------
* As-of dates ("now()" of the schema rules, "the last N days"):
  acme-supply 2024-06-30 (its kagflow.yaml); kag-supplychain and
  kag-riskmining 2023-10-15.
* Multi-value cells: split on ';' in acme-supply (its kagflow.yaml), on ','
  in the two KAG projects.  Empty items are dropped; duplicate items inside one
  cell (e.g. a company listed twice in a Person.legalRepresentative cell of
  kag-supplychain, or an app listed twice in a Device.install cell of
  kag-riskmining) count once: "how many companies does X represent" counts
  distinct companies.
* Dates are the yyyyMMdd text of transDate.  A calendar window ("Q2 2024",
  "June 2024", "second half of 2023", "in August 2023") includes both ends;
  "since D (inclusive)" means transDate >= D up to the data's end.
* Rule-derived notions, computed exactly as the schema rules define them:
  - date_diff(now, transDate) is the whole number of days from transDate to
    the as-of date; "last 90 days" / fundTrans1Month / fundTrans3Month keep a
    transfer when that difference is < 90 (resp. < 30), i.e. for acme
    transDate >= 2024-04-02 (2024-04-02 itself is 89 days before and counts),
    for kag-supplychain 3 months: transDate >= 2023-07-18, 1 month:
    transDate >= 2023-09-16.  The sums are over outgoing transfers of the
    company (outflow) and include every matching transfer.
  - totalTransInAmt = sum of transAmt of every transfer into the company.
  - mainSupply(s, o): s makes a product `up` whose hasSupplyChain lists a
    product `down` (exact product id match, no hypernym expansion) that o
    makes, o paid s, and the sum of o's transfers to s divided by s's
    totalTransInAmt is > 0.5.  "s's main customer" is o.
  - sameLegalRepresentative(s, o): some person is legal representative of
    both s and o, with o different from s ("which other companies").
  - belongToIndustry of a company (kag-supplychain): the industries of its
    products per Product.csv (exact product id; the question only uses an
    industry whose products all appear in Product.csv).
  - kag-riskmining developed(s, app): the number of distinct devices of s
    with app installed is > 5.  release(s, app): s holds a share of a company
    that has a certificate (by certNum) which the app uses (App.useCert is a
    certNum).  赌博应用 = apps whose riskMark contains 赌博; 赌博App开发者 =
    persons who developed a 赌博应用; 赌博App老板 = persons who released a
    赌博应用 that some person developed and who transferred money to that
    developer.
* Counts: "how many transfers" counts transfer rows; "how many companies /
  persons" counts distinct entities.  Amount totals are sums of transAmt.
* Percentages: the number of percent (value * 100), rounded half up to the
  number of decimals the question asks for, written without trailing zeros
  (83.80 -> "83.8", 2.50 -> "2.5").  Non-integer averages likewise.
* Numbers are plain decimal strings without thousands separators.
* Yes/no answers: ["yes"]/["no"] for English questions, ["是"]/["否"] for
  Chinese ones.
* Per-group counts are flattened [group, count, ...], sorted by count
  descending then group ascending (Python string order).
* Superlatives and top-N boundaries are asserted to be tie-free.
* Entities are answered by their name column (Company/Person names exactly as
  the CSV writes them); entities without a name column (kag-riskmining App,
  Device) by their id; certificate numbers by the certNum text.
* kag-supplychain's CompanyUpdate.csv (a changed product list for
  浙江**摩托**限公司) is not used by any question whose answer it could change.
"""

import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
# HERE is <repo>/bench/questions/blind/gold: the repository is above bench/.
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
SHARED = "/work/shared/datasets"
ACME = os.path.join(REPO, "data", "examples", "acme-supply", "sources")
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def d8(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    """Plain decimal string without trailing zeros."""
    if isinstance(x, int):
        return str(x)
    d = Decimal(x) if not isinstance(x, Decimal) else x
    s = format(d.normalize(), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def pct(part, whole, places):
    v = Decimal(part) * 100 / Decimal(whole)
    q = Decimal(1).scaleb(-places)
    r = v.quantize(q, rounding=ROUND_HALF_UP)
    # guard against an exact half at the rounding boundary
    assert (v - r).copy_abs() != q / 2, (part, whole)
    return num(r)


def flat_counts(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def unique_max(d, key=None, reverse=False):
    """Key with the max (or min if reverse) value; asserts no tie."""
    vals = sorted(d.items(), key=lambda kv: kv[1], reverse=not reverse)
    assert len(vals) == 1 or vals[0][1] != vals[1][1], ("tie", vals[:3])
    return vals[0][0]


def Q(items, prefix, shape, lang, question, answer):
    assert isinstance(answer, list) and all(isinstance(a, str) for a in answer), answer
    assert answer, question
    items.append({
        "id": "%s-r48-%02d" % (prefix, len(items) + 1),
        "question": question,
        "answer": answer,
        "shape": shape,
        "lang": lang,
    })


def yn(b, lang):
    if lang == "zh":
        return ["是"] if b else ["否"]
    return ["yes"] if b else ["no"]


# ---------------------------------------------------------------- acme-supply
def acme():
    asof = date(2024, 6, 30)
    comps = rows(ACME, "Company.csv")
    persons = rows(ACME, "Person.csv")
    prods = rows(ACME, "Product.csv")
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    name = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    cprod = {c["id"]: split(c["product"], ";") for c in comps}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prods}
    rep = {p["name"]: split(p["legalRepresentative"], ";") for p in persons}
    for p, cs in rep.items():
        for c in cs:
            assert c in cid, c
    for t in trans:
        t["amt"] = int(t["transAmt"])
        t["d"] = d8(t["transDate"])
    total = sum(t["amt"] for t in trans)
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def out90(c):
        return sum(t["amt"] for t in trans
                   if t["srcId"] == c and (asof - t["d"]).days < 90)

    # mainSupply
    main = set()
    for s in name:
        for o in name:
            ok = any(dp in cprod[o] for up in cprod[s] for dp in down.get(up, []))
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if ok and paid and paid / inflow[s] > 0.5:
                main.add((s, o))

    items = []
    P = "acme"
    A = cid["Acme Motors"]

    # 1 share
    acme_out = sum(t["amt"] for t in trans if t["srcId"] == A)
    Q(items, P, "share", "en",
      "What percentage of the total amount of all fund transfers was sent by Acme Motors? Round to one decimal place.",
      [pct(acme_out, total, 1)])
    # 2 threshold
    Q(items, P, "threshold", "en",
      "Which people are legal representative of at least two companies?",
      sorted(p for p, cs in rep.items() if len(cs) >= 2))
    # 3 group count
    Q(items, P, "group_count", "en",
      "How many companies are there in each country?",
      flat_counts(Counter(c["country"] for c in comps)))
    # 4 quarter total
    q2 = sum(t["amt"] for t in trans if date(2024, 4, 1) <= t["d"] <= date(2024, 6, 30))
    Q(items, P, "date_window", "en",
      "What was the total amount of all fund transfers in Q2 2024?",
      [num(q2)])
    # 5 rule: outflow90Days (boundary 2024-04-02 = 89 days)
    Q(items, P, "date_window", "en",
      "What is Eastwind Logistics' outflow over the last 90 days?",
      [num(out90(cid["Eastwind Logistics"]))])
    # 6 superlative on rule property totalTransInAmt
    Q(items, P, "superlative", "en",
      "Which company has the highest total inflow?",
      [name[unique_max(dict(inflow))]])
    # 7 mainSupply, reverse direction
    Q(items, P, "two_hop", "en",
      "which companies have acme motors as their main customer?",
      sorted(name[s] for s, o in main if o == A))
    # 8 two hop through fundTrans and legalRepresentative
    payers = {t["srcId"] for t in trans if t["dstId"] == cid["Borealis Rubber Works"]}
    assert len(payers) == 1
    payer = name[payers.pop()]
    Q(items, P, "two_hop", "en",
      "Who is the legal representative of the company that paid Borealis Rubber Works?",
      sorted(p for p, cs in rep.items() if payer in cs))
    # 9 compare ages
    age = {p["name"]: int(p["age"]) for p in persons}
    assert age["Bram de Vries"] != age["Chloe Tan"]
    Q(items, P, "compare", "en",
      "Who is older, Bram de Vries or Chloe Tan?",
      [max(["Bram de Vries", "Chloe Tan"], key=age.get)])
    # 10 negation: never sent
    senders = {t["srcId"] for t in trans}
    Q(items, P, "negation", "en",
      "Which companies never sent a fund transfer to anyone?",
      sorted(name[c] for c in name if c not in senders))
    # 11 yes/no
    Q(items, P, "yes_no", "en",
      "Did Fjord Steel AS ever send money to O'Hara, Lamb & Sons?",
      yn(any(t["srcId"] == cid["Fjord Steel AS"] and t["dstId"] == cid["O'Hara, Lamb & Sons"] for t in trans), "en"))
    # 12 lookup
    Q(items, P, "property", "en",
      "granite insurance - year founded?",
      [next(c["founded"] for c in comps if c["name"] == "Granite Insurance")])
    # 13 count distinct recipients
    Q(items, P, "count", "en",
      "How many different companies has Acme Motors paid money to?",
      [str(len({t["dstId"] for t in trans if t["srcId"] == A}))])
    # 14 threshold on products
    Q(items, P, "threshold", "en",
      "Which companies make more than one product?",
      sorted(name[c] for c, ps in cprod.items() if len(ps) > 1))
    # 15 two hop through product supply chain
    dn = down["Metals-Steel-Sheet steel"]
    Q(items, P, "two_hop", "en",
      "Which companies make a product that is directly downstream of Metals-Steel-Sheet steel in the supply chain?",
      sorted(name[c] for c, ps in cprod.items() if set(ps) & set(dn)))
    # 16 group count: transfers sent per company
    Q(items, P, "group_count", "en",
      "Give the number of fund transfers sent by each company.",
      flat_counts(Counter(name[t["srcId"]] for t in trans)))
    # 17 zh share
    oh = cid["O'Hara, Lamb & Sons"]
    from_acme = sum(t["amt"] for t in trans if t["srcId"] == A and t["dstId"] == oh)
    Q(items, P, "share", "zh",
      "O'Hara, Lamb & Sons 收到的资金总额中，来自 Acme Motors 的占比是多少？（百分比，保留一位小数）",
      [pct(from_acme, inflow[oh], 1)])
    # 18 zh month total
    jun = sum(t["amt"] for t in trans if t["transDate"].startswith("202406"))
    Q(items, P, "date_window", "zh",
      "2024年6月所有资金往来的总金额是多少？",
      [num(jun)])
    # 19 zh superlative
    founded = {c["name"]: int(c["founded"]) for c in comps}
    Q(items, P, "superlative", "zh",
      "成立最早的公司是哪一家？",
      [unique_max(founded, reverse=True)])
    # 20 zh yes/no
    Q(items, P, "yes_no", "zh",
      "Helix Chemicals 有没有向其他公司转过账？",
      yn(cid["Helix Chemicals"] in senders, "zh"))
    # 21 zh sameLegalRepresentative
    g = "Granite Insurance"
    same = sorted({c for p, cs in rep.items() if g in cs for c in cs if c != g})
    Q(items, P, "two_hop", "zh",
      "哪家公司与 Granite Insurance 有同一位法定代表人？",
      same)
    # 22 zh average
    avg = Decimal(sum(age.values())) / len(age)
    Q(items, P, "aggregate", "zh",
      "所有自然人的平均年龄是多少？",
      [num(avg)])
    # 23 zh since
    since = sum(t["amt"] for t in trans if t["srcId"] == A and t["transDate"] >= "20240501")
    Q(items, P, "date_window", "zh",
      "自2024年5月1日（含）以来，Acme Motors 一共转出了多少钱？",
      [num(since)])
    # 24 zh negation: never received
    receivers = {t["dstId"] for t in trans}
    Q(items, P, "negation", "zh",
      "哪些公司从来没有收到过转账？",
      sorted(name[c] for c in name if c not in receivers))
    # 25 zh two hop via country
    us = {c["name"] for c in comps if c["country"] == "US"}
    Q(items, P, "two_hop", "zh",
      "哪些人是美国（US）公司的法定代表人？",
      sorted(p for p, cs in rep.items() if set(cs) & us))
    return items


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    asof = date(2023, 10, 15)
    comps = rows(SC, "Company.csv")
    persons = rows(SC, "Person.csv")
    prods = rows(SC, "Product.csv")
    trans = rows(SC, "Company_fundTrans_Company.csv")
    events = rows(SC, "ProductChainEvent.csv")
    name = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps) == len(name)
    cprod = {c["id"]: split(c["product"], ",") for c in comps}
    pinfo = {}
    for p in prods:
        v = (p["belongToIndustry"], tuple(split(p["hasSupplyChain"], ",")))
        assert pinfo.get(p["id"], v) == v, p["id"]
        pinfo[p["id"]] = v
    rep = {p["name"]: split(p["legalRepresentative"], ",") for p in persons}
    assert len(rep) == len(persons)
    rep_of = defaultdict(set)
    for p, cs in rep.items():
        for c in cs:
            assert c in cid
            rep_of[c].add(p)
    for t in trans:
        t["amt"] = int(t["transAmt"])
        t["d"] = d8(t["transDate"])
    total = sum(t["amt"] for t in trans)
    inflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]

    def outwin(c, days):
        return sum(t["amt"] for t in trans if t["srcId"] == c and (asof - t["d"]).days < days)

    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]

    main = set()
    for s in name:
        for o in name:
            paid = sum(t["amt"] for t in trans if t["srcId"] == o and t["dstId"] == s)
            if not paid:
                continue
            ok = any(dp in cprod[o] for up in cprod[s] for dp in pinfo.get(up, ("", ()))[1])
            if ok and paid / inflow[s] > 0.5:
                main.add((s, o))

    items = []
    P = "supplychain"
    # 1 rule fundTrans3Month
    Q(items, P, "date_window", "en",
      "What is the 3-month outflow (fundTrans3Month) of 传化****限公司?",
      [num(outwin(CH, 90))])
    # 2 rule totalTransInAmt
    Q(items, P, "aggregate", "en",
      "What is the total inflow amount of 三角***份限公司?",
      [num(inflow[SJ])])
    # 3 mainSupply
    ms = sorted(name[o] for s, o in main if s == CH)
    assert ZJ not in {o for s, o in main if s == CH}
    Q(items, P, "two_hop", "en",
      "Who is the main customer of 传化****限公司?",
      ms)
    # 4 threshold
    Q(items, P, "threshold", "en",
      "Which people are legal representative of at least five different companies?",
      sorted(p for p, cs in rep.items() if len(cs) >= 5))
    # 5 distinct count (cell lists duplicates)
    Q(items, P, "count", "en",
      "How many distinct companies is 臧* the legal representative of?",
      [str(len(rep["臧*"]))])
    # 6 share
    ch_out = sum(t["amt"] for t in trans if t["srcId"] == CH)
    ch_to_sj = sum(t["amt"] for t in trans if t["srcId"] == CH and t["dstId"] == SJ)
    Q(items, P, "share", "en",
      "What percentage of the money 传化****限公司 paid out went to 三角***份限公司? Round to two decimal places.",
      [pct(ch_to_sj, ch_out, 2)])
    # 7 month window
    jun = sum(t["amt"] for t in trans if t["dstId"] == SJ and t["transDate"].startswith("202306"))
    Q(items, P, "date_window", "en",
      "how much money did 三角***份限公司 receive in june 2023",
      [num(jun)])
    # 8 superlative single transfer
    amts = Counter(t["amt"] for t in trans)
    big = max(trans, key=lambda t: t["amt"])
    assert amts[big["amt"]] == 1
    Q(items, P, "superlative", "en",
      "Which company made the single largest fund transfer?",
      [name[big["srcId"]]])
    # 9 compare
    assert inflow[CH] != inflow[SJ]
    Q(items, P, "compare", "en",
      "Which company received more money in total: 传化****限公司 or 三角***份限公司?",
      [name[max([CH, SJ], key=lambda c: inflow[c])]])
    # 10 yes/no
    Q(items, P, "yes_no", "en",
      "Has 传化****限公司 ever paid 浙江**摩托**限公司?",
      yn(any(t["srcId"] == CH and t["dstId"] == ZJ for t in trans), "en"))
    # 11 negation through legalRepresentative
    receivers = {name[t["dstId"]] for t in trans}
    Q(items, P, "negation", "en",
      "Among the companies that 臧* legally represents, which ones never received a fund transfer?",
      sorted(c for c in rep["臧*"] if c not in receivers))
    # 12 two hop: representatives of companies paid by 传化
    paid_by_ch = {name[t["dstId"]] for t in trans if t["srcId"] == CH}
    Q(items, P, "two_hop", "en",
      "Who are the legal representatives of the companies that received money from 传化****限公司?",
      sorted({p for c in paid_by_ch for p in rep_of.get(c, ())}))
    # 13 lookup
    age = {p["name"]: int(p["age"]) for p in persons}
    Q(items, P, "property", "en",
      "how old is 禹**",
      [str(age["禹**"])])
    # 14 superlative
    Q(items, P, "superlative", "en",
      "Who is the oldest person in the data?",
      [unique_max(age)])
    # 15 list by product
    Q(items, P, "list", "en",
      "Which companies list 轮胎与橡胶-轮胎-特种轮胎 among their products?",
      sorted(name[c] for c, ps in cprod.items() if "轮胎与橡胶-轮胎-特种轮胎" in ps))
    # 16 group count by month
    Q(items, P, "group_count", "en",
      "How many fund transfers were made in each month? Write months as YYYY-MM.",
      flat_counts(Counter(t["transDate"][:4] + "-" + t["transDate"][4:6] for t in trans)))
    # 17 zh rule fundTrans1Month
    Q(items, P, "date_window", "zh",
      "传化****限公司近1个月的流出资金（fundTrans1Month）是多少？",
      [num(outwin(CH, 30))])
    # 18 zh count with threshold on age
    Q(items, P, "count", "zh",
      "年龄在30岁以下的法人代表有多少人？",
      [str(sum(1 for a in age.values() if a < 30))])
    # 19 zh industry (all 保险 products appear in Product.csv)
    ind = "金融-保险-保险-保险"
    for c, ps in cprod.items():
        for p in ps:
            if p.startswith("保险"):
                assert p in pinfo, p
    in_ind = [c for c, ps in cprod.items() if any(pinfo.get(p, ("",))[0] == ind for p in ps)]
    Q(items, P, "count", "zh",
      "所在行业包含“金融-保险-保险-保险”的企业有多少家？",
      [str(len(in_ind))])
    # 20 zh yes/no
    Q(items, P, "yes_no", "zh",
      "浙江**摩托**限公司是否给三角***份限公司转过账？",
      yn(any(t["srcId"] == ZJ and t["dstId"] == SJ for t in trans), "zh"))
    # 21 zh sameLegalRepresentative
    bj = "北京***能源*保****股**公司"
    Q(items, P, "two_hop", "zh",
      "与北京***能源*保****股**公司有共同法人的企业有哪些？",
      sorted({c for p in rep_of[bj] for c in rep[p] if c != bj}))
    # 22 zh threshold exactly one
    Q(items, P, "threshold", "zh",
      "只担任一家公司法人代表的人有哪些？",
      sorted(p for p, cs in rep.items() if len(cs) == 1))
    # 23 zh event lookup
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    Q(items, P, "property", "zh",
      "产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？",
      [ev[0]["subject"]])
    # 24 zh half year
    h2 = sum(t["amt"] for t in trans if t["dstId"] == SJ and t["transDate"] >= "20230701")
    assert all(t["transDate"] <= "20231231" for t in trans)
    Q(items, P, "date_window", "zh",
      "2023年下半年，三角***份限公司一共收到了多少资金？",
      [num(h2)])
    # 25 zh share of total
    Q(items, P, "share", "zh",
      "所有转账的总金额中，三角***份限公司收到的部分占百分之几？（保留一位小数）",
      [pct(inflow[SJ], total, 1)])
    return items


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    persons = rows(RM, "Person.csv")
    apps = rows(RM, "App.csv")
    comps = rows(RM, "Company.csv")
    devs = rows(RM, "Device.csv")
    ccert = rows(RM, "Company_hasCert_Cert.csv")
    pdev = rows(RM, "Person_hasDevice_Device.csv")
    pshare = rows(RM, "Person_holdShare_Company.csv")
    trans = rows(RM, "Person_fundTrans_Person.csv")
    pname = {p["id"]: p["name"] for p in persons}
    pid = {p["name"]: p["id"] for p in persons}
    assert len(pid) == len(persons)
    cname = {c["id"]: c["name"] for c in comps}
    assert len(set(cname.values())) == len(comps)
    install = {d["id"]: split(d["install"], ",") for d in devs}
    appd = {a["id"]: a for a in apps}
    assert len(appd) == len(apps)
    devices_of = defaultdict(set)
    owners_of = defaultdict(set)
    for r in pdev:
        devices_of[r["src"]].add(r["dst"])
        owners_of[r["dst"]].add(r["src"])
    certs_of = defaultdict(set)
    for r in ccert:
        certs_of[r["src"]].add(r["dst"])
    shares_of = defaultdict(set)
    for r in pshare:
        shares_of[r["src"]].add(r["dst"])
    for t in trans:
        t["amt"] = int(t["transAmt"])

    gambling = {a["id"] for a in apps if "赌博" in a["riskMark"]}
    developed = defaultdict(set)
    for p, ds in devices_of.items():
        c = Counter(a for d in ds for a in install[d])
        for a, n in c.items():
            if n > 5:
                developed[p].add(a)
    released = defaultdict(set)
    for p, cs in shares_of.items():
        for c in cs:
            for a in apps:
                if a["useCert"] in certs_of[c]:
                    released[p].add(a["id"])
    devs_gamb = {p for p, s in developed.items() if s & gambling}
    bosses = set()
    for s in released:
        for a in released[s] & gambling:
            for u in devs_gamb:
                if a in developed[u] and any(t["src"] == s and t["dst"] == u for t in trans):
                    bosses.add(s)

    items = []
    P = "riskmining"
    B = pid["柏*"]
    # 1 threshold
    Q(items, P, "threshold", "en",
      "Which people own at least 10 devices?",
      sorted(pname[p] for p, ds in devices_of.items() if len(ds) >= 10))
    # 2 count
    Q(items, P, "count", "en",
      "how many devices does 邬** have",
      [str(len(devices_of[pid["邬**"]]))])
    # 3 group count
    Q(items, P, "group_count", "en",
      "How many apps are there per risk mark?",
      flat_counts(Counter(a["riskMark"] for a in apps)))
    # 4 share
    Q(items, P, "share", "en",
      "What percentage of all apps are marked 诈骗? Round to one decimal place.",
      [pct(sum(1 for a in apps if a["riskMark"] == "诈骗"), len(apps), 1)])
    # 5 rule: gambling app developers
    Q(items, P, "list", "en",
      "According to the risk rules, which persons are gambling app developers (赌博App开发者)?",
      sorted(pname[p] for p in devs_gamb))
    # 6 rule: release count
    Q(items, P, "count", "en",
      "How many apps did 柏* release, going by the release rule (shareholding in a company whose certificate the app uses)?",
      [str(len(released[B]))])
    # 7 rule: boss
    Q(items, P, "list", "en",
      "Who is classified as a gambling app boss (赌博App老板)?",
      sorted(pname[p] for p in bosses))
    # 8 sum between two persons
    W = pid["邬**"]
    Q(items, P, "aggregate", "en",
      "What is the total amount 柏* transferred to 邬**?",
      [num(sum(t["amt"] for t in trans if t["src"] == B and t["dst"] == W))])
    # 9 month window
    aug = sum(t["amt"] for t in trans if t["src"] == B and t["transDate"].startswith("202308"))
    Q(items, P, "date_window", "en",
      "How much did 柏* transfer in August 2023 altogether?",
      [num(aug)])
    # 10 group count per recipient
    Q(items, P, "group_count", "en",
      "Count the fund transfers received by each person.",
      flat_counts(Counter(pname[t["dst"]] for t in trans)))
    # 11 yes/no
    Q(items, P, "yes_no", "en",
      "Has 裘** ever sent money to anyone?",
      yn(any(t["src"] == pid["裘**"] for t in trans), "en"))
    # 12 negation count
    involved = {t["src"] for t in trans} | {t["dst"] for t in trans}
    Q(items, P, "negation", "en",
      "How many persons never took part in any fund transfer, neither as sender nor as receiver?",
      [str(sum(1 for p in pname if p not in involved))])
    # 13 two hop: shared device
    F = pid["方*"]
    Q(items, P, "two_hop", "en",
      "Who shares a device with 方*?",
      sorted({pname[o] for d in devices_of[F] for o in owners_of[d] if o != F}))
    # 14 lookup
    Q(items, P, "property", "en",
      "What certificate number does the app com.qIu.VJbJ use?",
      [appd["com.qIu.VJbJ"]["useCert"]])
    # 15 compare
    age = {p["name"]: int(p["age"]) for p in persons}
    assert age["左**"] != age["郎**"]
    Q(items, P, "compare", "en",
      "Who is older: 左** or 郎**?",
      [max(["左**", "郎**"], key=age.get)])
    # 16 superlative date of largest transfer
    big = max(trans, key=lambda t: t["amt"])
    assert sum(1 for t in trans if t["amt"] == big["amt"]) == 1
    Q(items, P, "superlative", "en",
      "On what date was the largest single fund transfer made?",
      [big["transDate"]])
    # 17 zh list of shareholdings
    Q(items, P, "list", "zh",
      "柏*持股的公司有哪些？",
      sorted(cname[c] for c in shares_of[B]))
    # 18 zh threshold count
    Q(items, P, "threshold", "zh",
      "拥有超过20张证书的公司有几家？",
      [str(sum(1 for c in cname if len(certs_of[c]) > 20))])
    # 19 zh two hop: gambling apps released through 柏*'s companies
    Q(items, P, "two_hop", "zh",
      "哪些赌博应用使用了柏*持股公司所拥有的证书？",
      sorted(released[B] & gambling))
    # 20 zh superlative
    Q(items, P, "superlative", "zh",
      "年龄最大的自然人是谁？",
      [unique_max(age)])
    # 21 zh lookup
    Q(items, P, "property", "zh",
      "柏*的电话号码是多少？",
      [next(p["hasPhone"] for p in persons if p["name"] == "柏*")])
    # 22 zh share
    b_out = sum(t["amt"] for t in trans if t["src"] == B)
    b_du = sum(t["amt"] for t in trans if t["src"] == B and t["dst"] == pid["杜*"])
    Q(items, P, "share", "zh",
      "柏*转出的总金额中，转给杜*的占比是多少？（百分比，保留一位小数）",
      [pct(b_du, b_out, 1)])
    # 23 zh since
    since = sum(t["amt"] for t in trans if t["src"] == B and t["transDate"] >= "20230910")
    Q(items, P, "date_window", "zh",
      "2023年9月10日（含）以来，柏*一共转出了多少钱？",
      [num(since)])
    # 24 zh two hop count: devices of 杜* with app installed
    D = pid["杜*"]
    Q(items, P, "two_hop", "zh",
      "杜*的设备中有几台安装了 com.ziNtg.tSIuhlG？",
      [str(sum(1 for d in devices_of[D] if "com.ziNtg.tSIuhlG" in install[d]))])
    # 25 zh two hop: companies holding the certificate of a fraud app
    cert = appd["com.oStEmG.may"]["useCert"]
    Q(items, P, "two_hop", "zh",
      "诈骗应用 com.oStEmG.may 使用的证书被哪些公司持有？",
      sorted(cname[c] for c in cname if cert in certs_of[c]))
    return items


def main():
    for proj, fn in (("acme-supply", acme), ("kag-supplychain", supplychain),
                     ("kag-riskmining", riskmining)):
        items = fn()
        assert len(items) == 25, (proj, len(items))
        langs = Counter(q["lang"] for q in items)
        assert langs == Counter({"en": 16, "zh": 9}), (proj, langs)
        assert len({q["question"] for q in items}) == 25
        path = os.path.join(OUT_DIR, "r48-%s.json" % proj)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("== %s -> %s" % (proj, path))
        for q in items:
            print("%s [%s/%s] %s\n    -> %s" % (q["id"], q["shape"], q["lang"],
                                               q["question"], q["answer"]))


if __name__ == "__main__":
    main()
