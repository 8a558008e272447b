#!/usr/bin/env python3
"""Gold generator for blind round r78: acme-supply, kag-supplychain, kag-riskmining.

Persona: a bank's fraud-operations analyst (kag-riskmining, parts of
kag-supplychain) and a procurement manager preparing a supplier scorecard
(acme-supply, kag-supplychain).  Tone varies: terse, conversational, with a
purpose clause, phrased as a request.

Every answer is computed from the CSV cells below; only the question wording
and the literal values a question names (names, ids, dates, thresholds) are
typed by hand.  Writes r78-acme-supply.json, r78-kag-supplychain.json and
r78-kag-riskmining.json (25 questions each: 16 en + 9 zh) into the folder
above this script.

Data location
-------------
* KAG data: first ancestor of this script's folder holding
  ``datasets/kag-supplychain`` or ``shared/datasets/kag-supplychain``.
* acme: first ancestor holding ``data/examples/acme-supply``.

Files / columns used
--------------------
acme-supply/sources/
  Company.csv                    id, name, country, founded, product (';'-separated)
  Company_fundTrans_Company.csv  srcId, dstId, transDate (yyyymmdd), transAmt
  Person.csv                     name, age, legalRepresentative (';'-separated company names)
  Product.csv                    id, hasSupplyChain (';'-separated downstream products)
kag-supplychain/sources/
  Company.csv                    id, name, product (','-separated)
  Company_fundTrans_Company.csv  srcId, dstId, transDate, transAmt
  Person.csv                     name, age, legalRepresentative (','-separated company names)
  Product.csv                    id, belongToIndustry, hasSupplyChain (','-separated)
  ProductChainEvent.csv          name, subject, index
kag-riskmining/sources/
  Person.csv                     id, name, age, hasPhone
  Person_fundTrans_Person.csv    src, dst, transDate, transAmt
  Person_hasDevice_Device.csv    src (person id), dst (device id)
  Device.csv                     id, umid, install (','-separated app ids)
  App.csv                        id, riskMark, useCert (a certificate number)
  Company.csv                    id, name
  Company_hasCert_Cert.csv       src (company id), dst (certificate number)
  Person_hasCert_Cert.csv        src (person id), dst (certificate number)
  Person_holdShare_Company.csv   src (person id), dst (company id)

Readings avoided
----------------
* No rule that depends on today's date (schema's "last 90 days", 1/3/6-month
  windows): every date window is stated explicitly with its inclusivity.
* Derived schema relations (mainSupply, developed, release, gambling-boss
  categories) are never asked by name; where used, the conditions are spelled
  out in the question.
* kag-supplychain: CompanyUpdate.csv changes the products of
  CSF0000001662 (浙江**摩托**限公司) -> no question depends on that company's
  products.  Product.csv repeats product rows (78 rows, 44 distinct ids; the
  repeats are identical, asserted) -> product questions use distinct ids.
  Company product cells and Person 0's legalRepresentative cell repeat items
  -> counts use distinct values.  Products referenced by companies or by
  hasSupplyChain but without a Product row (e.g. 商业服务, 机动车贸易) are never
  asked about as entities.  Masked names are quoted in full and asserted unique.
  The event "顺丁橡胶成本上涨" has index 价格 although its name says 成本; the one
  question about it asks for the index column explicitly.  hasSupplyChain
  lists name downstream products without a Product row (e.g.
  化工商品贸易-化工产品贸易-橡塑制品贸易 under 顺丁橡胶) -> the company-count
  question over 顺丁橡胶's downstream restricts by the name prefix
  轮胎与橡胶-轮胎 (all such products have rows, asserted).
* kag-riskmining: edges to certificates reference the certificate *number*
  (Cert.certNum), not Cert.id -> questions talk about certificate numbers.
  Devices 3, 16 and 20 list some apps twice -> no per-device app count is
  asked (the "all gambling apps installed" count uses set inclusion, which
  the repeats do not affect).  Company names '**娱乐…公司' differ only by star
  count -> those companies are not named in any question.  Device 45 is owned
  by two persons (a real shared device, used deliberately).  Person 10 (柏*)
  sent two different transfers to 邬** on 2023-09-01 (not duplicates).
* acme-supply: notes/plans are not used.  The 2023 transfer (C004->C006) is
  the only non-2024 row; windows name their year.  Products with an empty
  hasSupplyChain cell are not used as "no downstream" facts.
* Superlatives / top-N are asserted tie-free; group counts asserted distinct.
"""

import csv
import datetime as dt
import json
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


def find_up(*rels):
    for anc in [HERE, *HERE.parents]:
        for rel in rels:
            if (anc / rel).is_dir():
                return anc / rel
    raise SystemExit(f"cannot find any of {rels} above {HERE}")


SC = find_up("datasets/kag-supplychain", "shared/datasets/kag-supplychain") / "sources"
RM = SC.parent.parent / "kag-riskmining" / "sources"
AC = find_up("data/examples/acme-supply") / "sources"


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def dec(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def iso(d):
    return f"{d[:4]}-{d[4:6]}-{d[6:8]}"


def date(d):
    return dt.date(int(d[:4]), int(d[4:6]), int(d[6:8]))


def days(a, b):
    return abs((date(b) - date(a)).days)


def uniq_top(pairs, n):
    """pairs: list of (key, value); return top-n keys, asserting no tie at/after cut."""
    s = sorted(pairs, key=lambda kv: -kv[1])
    vals = [v for _, v in s[: n + 1]]
    assert len(set(vals[:n])) == n, s[: n + 1]
    if len(s) > n:
        assert s[n - 1][1] != s[n][1], s[: n + 1]
    return [k for k, _ in s[:n]]


def one(seq):
    seq = list(seq)
    assert len(seq) == 1, seq
    return seq[0]


def group_flat(counter):
    items = counter.most_common()
    assert len({c for _, c in items}) == len(items), items
    out = []
    for k, c in items:
        out += [str(k), str(c)]
    return out


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        self.items.append({
            "id": f"{self.project}-r78-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(q["lang"] for q in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.project, langs)
        assert len({q["question"] for q in self.items}) == 25
        path = OUT_DIR / f"r78-{self.project}.json"
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


def yn(b, lang):
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


# ---------------------------------------------------------------- acme-supply
def acme():
    qs = QS("acme-supply")
    comp = rows(AC / "Company.csv")
    trans = rows(AC / "Company_fundTrans_Company.csv")
    pers = rows(AC / "Person.csv")
    prod = rows(AC / "Product.csv")
    assert len({c["id"] for c in comp}) == len(comp) and len({c["name"] for c in comp}) == len(comp)
    by_name = {c["name"]: c for c in comp}
    name_of = {c["id"]: c["name"] for c in comp}
    cid = lambda n: by_name[n]["id"]
    for t in trans:
        assert t["srcId"] in name_of and t["dstId"] in name_of
        t["amt"] = int(t["transAmt"])
    assert len({(t["srcId"], t["dstId"], t["transDate"], t["transAmt"]) for t in trans}) == len(trans)
    cprods = {c["id"]: [p for p in c["product"].split(";") if p] for c in comp}
    down = {p["id"]: [d for d in p["hasSupplyChain"].split(";") if d] for p in prod}
    assert len(down) == len(prod)
    reps = {p["name"]: [c for c in p["legalRepresentative"].split(";") if c] for p in pers}
    for cs in reps.values():
        assert all(c in by_name for c in cs)
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]

    # 1 lookup
    qs.add("en", "lookup", "What year was Fjord Steel AS founded?",
           by_name["Fjord Steel AS"]["founded"])
    # 2 lookup
    qs.add("en", "lookup", "Helix Chemicals — country code?",
           by_name["Helix Chemicals"]["country"])
    # 3 count
    a = cid("Acme Motors")
    qs.add("en", "count",
           "For the scorecard, how many outgoing fund transfers has Acme Motors made in total?",
           len([t for t in trans if t["srcId"] == a]))
    # 4 sum
    o = cid("O'Hara, Lamb & Sons")
    qs.add("en", "sum",
           "What's the total amount O'Hara, Lamb & Sons has received across all recorded fund transfers?",
           inflow[o])
    # 5 window sum
    qs.add("en", "window",
           "Please total what Acme Motors paid out between 2024-05-01 and 2024-06-30, both dates inclusive.",
           sum(t["amt"] for t in trans if t["srcId"] == a and "20240501" <= t["transDate"] <= "20240630"))
    # 6 average
    t24 = [t["amt"] for t in trans if t["transDate"].startswith("2024")]
    qs.add("en", "average",
           "Average amount of the fund transfers dated in calendar year 2024, rounded to 2 decimal places?",
           dec(Decimal(sum(t24)) / len(t24), 2))
    # 7 superlative
    mx = max(t["amt"] for t in trans)
    qs.add("en", "superlative",
           "Which company was on the receiving end of the single largest fund transfer?",
           name_of[one(t["dstId"] for t in trans if t["amt"] == mx)])
    # 8 top-N
    qs.add("en", "top_n",
           "I'm ranking companies by total money received. Give me the top 3 by total inflow, highest first.",
           [name_of[k] for k in uniq_top(list(inflow.items()), 3)])
    # 9 yes/no
    e = cid("Eastwind Logistics")
    qs.add("en", "yes_no", "Has Eastwind Logistics ever sent a fund transfer to Acme Motors?",
           yn(any(t["srcId"] == e and t["dstId"] == a for t in trans), "en"))
    # 10 compare
    b, f = by_name["Borealis Rubber Works"], by_name["Fjord Steel AS"]
    assert b["founded"] != f["founded"]
    qs.add("en", "compare",
           "Which was founded earlier, Borealis Rubber Works or Fjord Steel AS?",
           min((b, f), key=lambda c: int(c["founded"]))["name"])
    # 11 difference
    qs.add("en", "difference",
           "How many years apart are the founding years of O'Hara, Lamb & Sons and Delta Cells GmbH?",
           abs(int(by_name["O'Hara, Lamb & Sons"]["founded"]) - int(by_name["Delta Cells GmbH"]["founded"])))
    # 12 days between
    ds = sorted(t["transDate"] for t in trans if t["srcId"] == a and t["dstId"] == o)
    qs.add("en", "days_between",
           "How many days passed between Acme Motors' first and last transfer to O'Hara, Lamb & Sons?",
           days(ds[0], ds[-1]))
    # 13 list (legal representative)
    qs.add("en", "list",
           "List the companies for which Dara O'Hara is the legal representative.",
           reps["Dara O'Hara"])
    # 14 group counts
    qs.add("en", "group_count",
           "Break down the number of fund transfers by calendar year of the transfer date, largest first.",
           group_flat(Counter(t["transDate"][:4] for t in trans)))
    # 15 two-hop downstream
    fj_down = {d for p in cprods[cid("Fjord Steel AS")] for d in down[p]}
    qs.add("en", "two_hop",
           "Which companies make a product that is directly downstream of a product Fjord Steel AS makes?",
           [c["name"] for c in comp if c["name"] != "Fjord Steel AS" and set(cprods[c["id"]]) & fj_down])
    # 16 ratio
    from_a = sum(t["amt"] for t in trans if t["srcId"] == a and t["dstId"] == o)
    qs.add("en", "ratio",
           "What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? Round to 1 decimal place.",
           dec(Decimal(from_a) * 100 / inflow[o], 1))

    # zh
    # 17 lookup
    qs.add("zh", "lookup", "Chloe Tan 今年多少岁？",
           one(p["age"] for p in pers if p["name"] == "Chloe Tan"))
    # 18 count window
    qs.add("zh", "count", "2024年6月（6月1日至6月30日，含首尾）一共发生了几笔资金往来？",
           len([t for t in trans if "20240601" <= t["transDate"] <= "20240630"]))
    # 19 sum two payers
    g = cid("Granite Insurance")
    qs.add("zh", "sum", "Granite Insurance 和 Eastwind Logistics 两家向 Acme Motors 的转账合计是多少？",
           sum(t["amt"] for t in trans if t["dstId"] == a and t["srcId"] in (g, e)))
    # 20 superlative
    mxage = max(int(p["age"]) for p in pers)
    qs.add("zh", "superlative", "这些法人代表里年纪最大的是谁？",
           one(p["name"] for p in pers if int(p["age"]) == mxage))
    # 21 list
    qs.add("zh", "list", "请列出 Acme Motors 经营的全部产品。", cprods[a])
    # 22 yes/no relation
    hx = [n for n, cs in reps.items() if "Helix Chemicals" in cs]
    br = [n for n, cs in reps.items() if "Borealis Rubber Works" in cs]
    qs.add("zh", "yes_no", "Helix Chemicals 和 Borealis Rubber Works 的法人代表是同一个人吗？",
           yn(len(hx) == 1 and hx == br, "zh"))
    # 23 difference
    qs.add("zh", "difference", "为做供应商评分，请算一下 Acme Motors 的转出总额减去转入总额是多少。",
           outflow[a] - inflow[a])
    # 24 days between two named transfers
    d4 = cid("Delta Cells GmbH")
    d1 = one(t["transDate"] for t in trans if t["srcId"] == d4 and t["dstId"] == cid("Fjord Steel AS"))
    d2 = one(t["transDate"] for t in trans if t["srcId"] == a and t["dstId"] == d4)
    qs.add("zh", "days_between",
           "Delta Cells GmbH 向 Fjord Steel AS 转账的那天，距 Acme Motors 向 Delta Cells GmbH 转账的那天相隔多少天？",
           days(d1, d2))
    # 25 relation (two conditions: upstream of Acme's products AND >50% of inflow from Acme)
    acme_p = set(cprods[a])
    sup = []
    for c in comp:
        if c["id"] == a or not inflow[c["id"]]:
            continue
        ups = any(set(down[p]) & acme_p for p in cprods[c["id"]])
        paid = sum(t["amt"] for t in trans if t["srcId"] == a and t["dstId"] == c["id"])
        if ups and Decimal(paid) / inflow[c["id"]] > Decimal("0.5"):
            sup.append(c["name"])
    qs.add("zh", "relation",
           "哪些公司生产的产品是 Acme Motors 某个产品的直接上游，并且其全部转入资金中有超过一半来自 Acme Motors？",
           sup)
    return qs


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    qs = QS("kag-supplychain")
    comp = rows(SC / "Company.csv")
    trans = rows(SC / "Company_fundTrans_Company.csv")
    pers = rows(SC / "Person.csv")
    prod_rows = rows(SC / "Product.csv")
    events = rows(SC / "ProductChainEvent.csv")
    assert len({c["id"] for c in comp}) == len(comp) and len({c["name"] for c in comp}) == len(comp)
    name_of = {c["id"]: c["name"] for c in comp}
    by_name = {c["name"]: c for c in comp}
    cid = lambda n: by_name[n]["id"]
    for t in trans:
        assert t["srcId"] in name_of and t["dstId"] in name_of
        t["amt"] = int(t["transAmt"])
    prod = {}
    for p in prod_rows:
        val = (p["belongToIndustry"], p["hasSupplyChain"])
        assert prod.setdefault(p["id"], val) == val
    down = {k: list(dict.fromkeys(d for d in v[1].split(",") if d)) for k, v in prod.items()}
    cprods = {c["id"]: list(dict.fromkeys(p for p in c["product"].split(",") if p)) for c in comp}
    reps = {p["name"]: list(dict.fromkeys(c for c in p["legalRepresentative"].split(",") if c)) for p in pers}
    assert len(reps) == len(pers)
    rep_of = {}
    for n, cs in reps.items():
        for c in cs:
            assert c in by_name and c not in rep_of
            rep_of[c] = n
    age = {p["name"]: int(p["age"]) for p in pers}
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in trans:
        inflow[t["dstId"]] += t["amt"]
        outflow[t["srcId"]] += t["amt"]
    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"
    ch, sj, zj = cid(CH), cid(SJ), cid(ZJ)
    ch_out = [t for t in trans if t["srcId"] == ch]

    # 1 lookup (list-valued)
    qs.add("en", "lookup", f"What products does {SJ} list as its business products?", cprods[sj])
    # 2 count
    qs.add("en", "count", f"How many outgoing fund transfers did {CH} make?", len(ch_out))
    # 3 sum
    qs.add("en", "sum", f"Total amount received by {SJ} across all fund transfers?", inflow[sj])
    # 4 average
    qs.add("en", "average",
           f"What's the average amount of the transfers {CH} paid out? Two decimal places, please.",
           dec(Decimal(outflow[ch]) / len(ch_out), 2))
    # 5 superlative
    mx = max(t["amt"] for t in trans)
    qs.add("en", "superlative", "Which company sent the single largest fund transfer in the records?",
           name_of[one(t["srcId"] for t in trans if t["amt"] == mx)])
    # 6 top-N
    qs.add("en", "top_n",
           f"Top 3 recipients of {CH}'s payments by amount received from it, largest first.",
           [name_of[k] for k in uniq_top(list(Counter(
               {d: sum(t["amt"] for t in ch_out if t["dstId"] == d) for d in {t["dstId"] for t in ch_out}}
           ).items()), 3)])
    # 7 yes/no window
    qs.add("en", "yes_no",
           f"Did {ZJ} pay {CH} anything in August 2023 (2023-08-01 to 2023-08-31 inclusive)?",
           yn(any(t["srcId"] == zj and t["dstId"] == ch and "20230801" <= t["transDate"] <= "20230831"
                  for t in trans), "en"))
    # 8 compare
    assert inflow[ch] != inflow[sj]
    qs.add("en", "compare", f"Who received more money in total, {CH} or {SJ}?",
           name_of[max((ch, sj), key=lambda k: inflow[k])])
    # 9 difference
    qs.add("en", "difference",
           f"For a cash-flow check: what is {CH}'s total outflow minus its total inflow?",
           outflow[ch] - inflow[ch])
    # 10 days between
    ds = sorted(t["transDate"] for t in ch_out)
    qs.add("en", "days_between",
           f"How many days lie between {CH}'s earliest and latest outgoing transfer?",
           days(ds[0], ds[-1]))
    # 11 list
    qs.add("en", "list", "Which companies is 夏** the legal representative of?", reps["夏**"])
    # 12 relation
    qs.add("en", "relation", "Who's the legal representative of 中***集成电路***公司?",
           rep_of["中***集成电路***公司"])
    # 13 group counts (recipients with more than one incoming transfer)
    cnt = Counter(t["dstId"] for t in trans)
    qs.add("en", "group_count",
           "Among companies that received more than one fund transfer, how many transfers did each receive? Largest first.",
           group_flat(Counter({name_of[k]: v for k, v in cnt.items() if v > 1})))
    # 14 two-hop
    qs.add("en", "two_hop",
           f"Of the companies 臧* is legal representative for, which ones sent money to {CH}?",
           [n for n in reps["臧*"] if n != CH and any(t["srcId"] == cid(n) and t["dstId"] == ch for t in trans)])
    # 15 ratio
    paid = sum(t["amt"] for t in trans if t["srcId"] == sj and t["dstId"] == ch)
    qs.add("en", "ratio",
           f"What share of {CH}'s total inflow came from {SJ}? Give a percentage rounded to 1 decimal place.",
           dec(Decimal(paid) * 100 / inflow[ch], 1))
    # 16 window count (amount window, inclusive)
    qs.add("en", "window",
           f"How many transfers into {SJ} were between 100,000 and 600,000 inclusive?",
           len([t for t in trans if t["dstId"] == sj and 100000 <= t["amt"] <= 600000]))

    # zh
    # 17 two conditions
    jul = [t for t in ch_out if "20230701" <= t["transDate"] <= "20230731" and t["amt"] > 200000]
    jul.sort(key=lambda t: t["transDate"])
    qs.add("zh", "list",
           f"2023年7月（7月1日至31日，含首尾）{CH}支付的单笔金额超过200000的转账，收款方都有哪些公司？",
           [name_of[t["dstId"]] for t in jul])
    # 18 count downstream (distinct)
    qs.add("zh", "count", "产品“商品化工-橡胶-合成橡胶”的供应链下游产品一共有多少个（去重）？",
           len(down["商品化工-橡胶-合成橡胶"]))
    # 19 lookup industry
    qs.add("zh", "lookup", "产品“轮胎与橡胶-轮胎-工程轮胎”属于哪个产业？",
           prod["轮胎与橡胶-轮胎-工程轮胎"][0])
    # 20 superlative
    mxa = max(age.values())
    qs.add("zh", "superlative", "自然人名单里年龄最大的是谁？", one(n for n, a in age.items() if a == mxa))
    # 21 count
    qs.add("zh", "count", "年龄小于25岁的自然人有几位？", len([a for a in age.values() if a < 25]))
    # 22 lookup event
    ev = one(e for e in events if e["name"] == "顺丁橡胶成本上涨")
    qs.add("zh", "lookup", "产业链事件“顺丁橡胶成本上涨”记录的指标（index）是什么？", ev["index"])
    # 23 two-hop count
    # (restricted by name prefix: the stub downstream product
    #  化工商品贸易-化工产品贸易-橡塑制品贸易 has no Product row and is excluded)
    sd = {d for d in down["商品化工-橡胶-合成橡胶-顺丁橡胶"] if d.startswith("轮胎与橡胶-轮胎")}
    assert sd <= set(prod)
    qs.add("zh", "two_hop",
           "在“商品化工-橡胶-合成橡胶-顺丁橡胶”的直接下游产品中，只看名称以“轮胎与橡胶-轮胎”开头的那些："
           "有多少家公司至少经营其中一种？",
           len([c for c in comp if set(cprods[c["id"]]) & sd]))
    # 24 yes/no
    qs.add("zh", "yes_no", "新疆**矿**份*公司 和 保*协*能*控**公司 的法人代表是同一人吗？",
           yn(rep_of["新疆**矿**份*公司"] == rep_of["保*协*能*控**公司"], "zh"))
    # 25 two-hop lookup: age of the legal representative
    qs.add("zh", "two_hop", "康**股有公司 的法人代表今年多少岁？", age[rep_of["康**股有公司"]])
    return qs


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    qs = QS("kag-riskmining")
    pers = rows(RM / "Person.csv")
    trans = rows(RM / "Person_fundTrans_Person.csv")
    hasdev = rows(RM / "Person_hasDevice_Device.csv")
    devs = rows(RM / "Device.csv")
    apps = rows(RM / "App.csv")
    comp = rows(RM / "Company.csv")
    ccert = rows(RM / "Company_hasCert_Cert.csv")
    pcert = rows(RM / "Person_hasCert_Cert.csv")
    share = rows(RM / "Person_holdShare_Company.csv")
    assert len({p["name"] for p in pers}) == len(pers)
    pid = {p["name"]: p["id"] for p in pers}
    pname = {p["id"]: p["name"] for p in pers}
    age = {p["name"]: int(p["age"]) for p in pers}
    for t in trans:
        assert t["src"] in pname and t["dst"] in pname
        t["amt"] = int(t["transAmt"])
    dev = {d["id"]: d for d in devs}
    install = {d["id"]: d["install"].split(",") for d in devs}
    owned = defaultdict(list)
    owners = defaultdict(list)
    for r in hasdev:
        assert r["src"] in pname and r["dst"] in dev
        owned[r["src"]].append(r["dst"])
        owners[r["dst"]].append(r["src"])
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    gamb = [a["id"] for a in apps if a["riskMark"] == "赌博"]
    fraud = [a["id"] for a in apps if a["riskMark"] == "诈骗"]
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(cname)
    B = "柏*"
    b = pid[B]
    bout = [t for t in trans if t["src"] == b]
    to = lambda n: [t for t in bout if t["dst"] == pid[n]]

    # 1 lookup
    qs.add("en", "lookup", "Age of 祁**?", age["祁**"])
    # 2 count
    qs.add("en", "count", f"How many transfers has {B} sent to 邬**?", len(to("邬**")))
    # 3 sum
    qs.add("en", "sum", f"Total amount {B} transferred to 杜* across all records?",
           sum(t["amt"] for t in to("杜*")))
    # 4 average
    x = to("裘**")
    qs.add("en", "average",
           f"What is the average amount of {B}'s transfers to 裘**, to 2 decimal places?",
           dec(Decimal(sum(t["amt"] for t in x)) / len(x), 2))
    # 5 superlative -> date
    mx = max(t["amt"] for t in trans)
    qs.add("en", "superlative", "On what date was the single largest person-to-person transfer made?",
           iso(one(t["transDate"] for t in trans if t["amt"] == mx)))
    # 6 top-N dates
    w = to("邬**")
    top = uniq_top([(i, t["amt"]) for i, t in enumerate(w)], 3)
    dts = [iso(w[i]["transDate"]) for i in top]
    assert len(set(dts)) == 3
    qs.add("en", "top_n",
           f"I'm reviewing {B}'s payments to 邬**: give the dates of the three largest transfers, largest first.",
           dts)
    # 7 yes/no
    qs.add("en", "yes_no", f"Did {B} send any money to 裘** on 2023-09-18?",
           yn(any(t["transDate"] == "20230918" for t in to("裘**")), "en"))
    # 8 group counts
    qs.add("en", "group_count",
           f"Count {B}'s outgoing transfers per recipient, largest first.",
           group_flat(Counter(pname[t["dst"]] for t in bout)))
    # 9 days between
    ds = sorted(t["transDate"] for t in to("杜*"))
    qs.add("en", "days_between",
           f"How many days between the first and the last transfer from {B} to 杜*?", days(ds[0], ds[-1]))
    # 10 window sum
    qs.add("en", "window",
           f"Sum of everything {B} sent out between 2023-09-01 and 2023-09-10, both days included?",
           sum(t["amt"] for t in bout if "20230901" <= t["transDate"] <= "20230910"))
    # 11 compare
    s1, s2 = sum(t["amt"] for t in to("裘**")), sum(t["amt"] for t in to("杜*"))
    assert s1 != s2
    qs.add("en", "compare", f"Who received more money in total from {B}: 裘** or 杜*?",
           "裘**" if s1 > s2 else "杜*")
    # 12 ratio
    qs.add("en", "ratio",
           f"What percentage of {B}'s total outgoing transfer amount went to 邬**? Round to 1 decimal place.",
           dec(Decimal(sum(t["amt"] for t in to("邬**"))) * 100 / sum(t["amt"] for t in bout), 1))
    # 13 relation: shared device
    fd = owned[pid["方*"]]
    other = sorted({o for d in fd for o in owners[d] if o != pid["方*"]})
    qs.add("en", "relation", "Flagging shared hardware: who else owns a device that 方* owns?",
           [pname[o] for o in other])
    # 14 two-hop via certificate number
    cert = app["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]
    qs.add("en", "two_hop",
           "Which person holds the certificate number used by app com.CYUwwpj.ceCCEm.LCtzt.NCrUKX?",
           [pname[r["src"]] for r in pcert if r["dst"] == cert])
    # 15 two-hop: gambling apps whose cert is held by a company B holds shares in
    held = {r["dst"] for r in share if r["src"] == b}
    assert held <= set(cname)
    certs = {r["dst"] for r in ccert if r["src"] in held}
    qs.add("en", "two_hop",
           f"Which apps with risk mark 赌博 use a certificate number held by a company that {B} holds shares in?",
           [a for a in gamb if app[a]["useCert"] in certs])
    # 16 count with two conditions
    qs.add("en", "count", "How many people older than 40 own exactly one device?",
           len([p for p in pers if int(p["age"]) > 40 and len(owned[p["id"]]) == 1]))

    # zh
    # 17 list
    qs.add("zh", "list", "风险标记为“诈骗”的应用有哪些？", fraud)
    # 18 count
    qs.add("zh", "count", "邬** 名下有几台设备？", len(owned[pid["邬**"]]))
    # 19 lookup umid (person with exactly one device)
    zd = one(owned[pid["左**"]])
    qs.add("zh", "lookup", "左** 名下那台设备的 umid 是多少？", dev[zd]["umid"])
    # 20 difference
    qs.add("zh", "difference", f"{B} 转给邬**的总金额比转给裘**的总金额多多少？",
           sum(t["amt"] for t in to("邬**")) - sum(t["amt"] for t in to("裘**")))
    # 21 superlative
    mn = min(age.values())
    qs.add("zh", "superlative", "所有自然人中年龄最小的是谁？", one(n for n, a in age.items() if a == mn))
    # 22 yes/no (company referred to by full unique name)
    c3 = "哈尔*工***技术产**发**限公司"
    c3id = one(k for k, v in cname.items() if v == c3)
    qs.add("zh", "yes_no", f"{B} 是否持有 {c3} 的股份？", yn(c3id in held, "zh"))
    # 23 count devices with all gambling apps
    qs.add("zh", "count", "有多少台设备安装了全部风险标记为“赌博”的应用？",
           len([d for d in devs if set(gamb) <= set(install[d["id"]])]))
    # 24 window sum (month)
    qs.add("zh", "sum", f"为核查资金链路，请统计 {B} 在2023年8月（8月1日至31日，含首尾）转出的总金额。",
           sum(t["amt"] for t in bout if "20230801" <= t["transDate"] <= "20230831"))
    # 25 reverse lookup phone
    qs.add("zh", "lookup", "手机号为 132****0000 的是哪位用户？",
           one(p["name"] for p in pers if p["hasPhone"] == "132****0000"))
    return qs


def main():
    for build in (acme, supplychain, riskmining):
        qs = build()
        path = qs.write()
        print(path, Counter(q["shape"] for q in qs.items), Counter(q["lang"] for q in qs.items))


if __name__ == "__main__":
    main()
