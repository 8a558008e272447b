#!/usr/bin/env python3
"""Round-75 blind gold set: KAG supply-chain, KAG risk-mining and acme-supply.

Standalone, standard library only.  Every gold answer is computed from the
data cells; only the question wording and the literal values a question names
(entity names, dates, thresholds, certificate numbers, umids) are typed here.

Data location
-------------
* KAG examples: walk up from this file's folder to the first ancestor that
  holds ``datasets/kag-supplychain`` + ``datasets/kag-riskmining`` (or the same
  under ``shared/datasets``).
* acme-supply: walk up to the first ancestor (the repository holding this
  script) that holds ``data/examples/acme-supply``.

Output (written to the parent folder of this script's folder):
  r75-acme-supply.json, r75-kag-supplychain.json, r75-kag-riskmining.json
Each is a list of 25 objects {id, question, answer: [str...], shape, lang};
per project 16 questions are English ("en") and 9 Chinese ("zh").

Answer conventions
------------------
* Integers (amounts, ages, years, counts, day spans): plain decimal digits.
* Non-integers (averages, ratios): decimal.Decimal built from the cell text,
  divided with Decimal, rounded ROUND_HALF_UP to the number of decimals the
  question states (every such question states it).
* Yes/no: "yes"/"no" for en, "是"/"否" for zh.
* Dates: ISO YYYY-MM-DD (source cells are YYYYMMDD text).
* Names / ids: the exact cell text (masked Chinese names keep their ``*``).
* Unordered lists: one element per entity, in source-table row order (the
  order carries no meaning).  Top-N lists: rank order, largest first.
* Breakdown questions: flattened [name, value, name, value, ...] in the order
  the question names the entities.
* Date windows are inclusive of both ends; "after D" means strictly later
  than D.  "More than" = strictly greater, "at least" = greater or equal.
* "Days between" = calendar-day difference (later date minus earlier date).
* Superlatives / top-N: code asserts a unique winner, or strictly decreasing
  values over the first N+1 ranks.

Fields used and readings avoided, per file
------------------------------------------
acme-supply (data/examples/acme-supply/sources, schema AcmeSupply.schema)
* Company.csv id,name,country,founded,product: ids/names asserted unique, no
  empty cells; product is ';'-separated, every product id exists in
  Product.csv and no company repeats a product.
* Company_fundTrans_Company.csv srcId->dstId is payer->payee (schema:
  (payer)-[fundTrans]->(s)); questions say "paid/sent ... to" so direction is
  explicit.  No repeated rows, all ids known.  One 2023 row (C004->C006)
  exists, so 2024 questions state the window.
* Person.csv legalRepresentative holds company *names* ';'-separated (one name
  contains a comma, "O'Hara, Lamb & Sons"); every name resolves and every
  company has at most one representative.
* Product.csv hasSupplyChain = "Downstream product" (direction stated in the
  questions as "directly downstream of").
* Avoided: outflow90Days (depends on today's date); Industry (no table);
  the derived mainSupply relation by its name (asked as an explicit
  "more than half of inflow" computation instead); hierarchical product
  prefixes (no question relies on isA roll-up); files under sources/notes.

kag-supplychain (datasets/kag-supplychain/sources)
* Company.csv id,name,product: ids and names unique.  Avoided product counts
  for companies whose product cell repeats an entry (e.g. 新晨*国***股*公司),
  products of CSF0000001662 (CompanyUpdate.csv overrides its product list),
  company->industry via products (several listed products have no row in
  Product.csv), and roll-up through the '-' isA prefixes (questions name the
  exact product category string and ask for companies that list exactly it).
* Company_fundTrans_Company.csv srcId->dstId is payer->payee, dates YYYYMMDD,
  amounts integer; no repeated rows; all ids in Company.csv.
* Person.csv name,age,legalRepresentative (company names, ',' separated).
  Names unique, every company name resolves, no company has two
  representatives.  Avoided counting companies of 臧* (his cell lists two
  companies twice).  "Most companies represented" avoided (five-way tie).
* Product.csv id,belongToIndustry,hasSupplyChain: many ids appear on several
  identical rows; questions only use a product's distinct values, never row
  counts.  hasSupplyChain read as "directly downstream".
* ProductChainEvent.csv: the one event's subject product.
* Avoided fundTrans1Month/3Month/6Month, ...In, cashflowDiff* (relative to
  today) and the mainSupply / belongToIndustry rules by name.

kag-riskmining (datasets/kag-riskmining/sources)
* Person.csv id,name,age,hasPhone: names unique; phone lookups only for a
  phone that is unique.  (柏*'s phone "132****0000" looks like a placeholder:
  not asked.)
* Person_fundTrans_Person.csv src->dst is sender->recipient (person ids);
  all from 柏* (id 10).  Two transfers to 邬** share the date 2023-09-01, so
  no question asks "the transfer on date D"; no repeated full rows.
* Person_holdShare_Company.csv person->company ("holds shares in").
* Person_hasDevice_Device.csv: devices are shared by several people (e.g.
  device 45 by 方* and 雷**; 裘**/杜*/邬** overlap), so device counts are
  per person and "shared" questions are explicit.
* Device.csv install lists repeat an app on some devices (3, 16, 20):
  questions count devices, never install entries.
* App.csv riskMark is UNKNOWN/赌博/诈骗; useCert and the dst columns of
  Company_hasCert_Cert.csv / Person_hasCert_Cert.csv hold certificate
  *numbers* (Cert.certNum), not Cert.id, so questions name certificates by
  number only.  Cert 68802add... is held by several companies, so the
  question asks for all holders.
* Avoided the derived developed/release/belongTo rules by name (asked as
  explicit joins), and anything keyed by Cert.id.
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ---------------------------------------------------------------- locating
def _walk_up(start, test):
    d = start
    while True:
        hit = test(d)
        if hit:
            return hit
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def find_datasets():
    def test(d):
        for cand in (os.path.join(d, "datasets"),
                     os.path.join(d, "shared", "datasets")):
            if (os.path.isdir(os.path.join(cand, "kag-supplychain"))
                    and os.path.isdir(os.path.join(cand, "kag-riskmining"))):
                return cand
        return None
    hit = _walk_up(HERE, test)
    if not hit:
        raise SystemExit("datasets folder (kag-supplychain, kag-riskmining) not found")
    return hit


def find_acme():
    def test(d):
        cand = os.path.join(d, "data", "examples", "acme-supply")
        return cand if os.path.isdir(os.path.join(cand, "sources")) else None
    hit = _walk_up(HERE, test)
    if not hit:
        raise SystemExit("data/examples/acme-supply not found")
    return hit


# ---------------------------------------------------------------- helpers
def read_csv(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def rnd(value, places):
    q = Decimal(1).scaleb(-places)
    return str(value.quantize(q, rounding=ROUND_HALF_UP))


def iso(d8):
    assert len(d8) == 8 and d8.isdigit(), d8
    return "%s-%s-%s" % (d8[:4], d8[4:6], d8[6:])


def to_date(d8):
    return datetime.date(int(d8[:4]), int(d8[4:6]), int(d8[6:]))


def d8(iso_date):
    return iso_date.replace("-", "")


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def unique_by(items, key, largest=True):
    """Return the item with the strictly unique max (or min) key."""
    assert items
    vals = [key(x) for x in items]
    best = max(vals) if largest else min(vals)
    winners = [x for x, v in zip(items, vals) if v == best]
    assert len(winners) == 1, ("tie", winners)
    return winners[0]


def top_n(pairs, n):
    """pairs: list of (label, value); assert strictly decreasing first n+1."""
    ranked = sorted(pairs, key=lambda p: p[1], reverse=True)
    head = ranked[: n + 1]
    for a, b in zip(head, head[1:]):
        assert a[1] > b[1], ("not strictly decreasing", head)
    return [p[0] for p in ranked[:n]]


def assert_unique(values, what):
    c = Counter(values)
    dup = [k for k, v in c.items() if v > 1]
    assert not dup, (what, dup)


def assert_no_empty(rows, fields, what):
    for r in rows:
        for f in fields:
            assert (r.get(f) or "").strip() != "", (what, f, r)


def in_window(date8, lo_iso, hi_iso):
    return d8(lo_iso) <= date8 <= d8(hi_iso)


class Bank:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        assert lang in ("en", "zh")
        assert isinstance(answer, list) and answer, (question, answer)
        answer = [str(a) for a in answer]
        self.items.append({"question": question, "answer": answer,
                           "shape": shape, "lang": lang})

    def finish(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(x["lang"] for x in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.project, langs)
        assert_unique([x["question"] for x in self.items], "question")
        out = []
        for i, x in enumerate(self.items, 1):
            out.append({"id": "%s-r75-%02d" % (self.project, i),
                        "question": x["question"], "answer": x["answer"],
                        "shape": x["shape"], "lang": x["lang"]})
        return out


# ---------------------------------------------------------------- acme
def build_acme(root):
    src = os.path.join(root, "sources")
    comps = read_csv(os.path.join(src, "Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    prods = read_csv(os.path.join(src, "Product.csv"))
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))

    assert_no_empty(comps, ["id", "name", "country", "founded", "product"], "acme company")
    assert_no_empty(persons, ["id", "name", "age", "legalRepresentative"], "acme person")
    assert_no_empty(trans, ["srcId", "dstId", "transDate", "transAmt"], "acme trans")
    assert_unique([c["id"] for c in comps], "acme company id")
    assert_unique([c["name"] for c in comps], "acme company name")
    assert_unique([p["name"] for p in persons], "acme person name")
    assert_unique([p["id"] for p in prods], "acme product id")
    assert_unique([tuple(t.values()) for t in trans], "acme trans row")

    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    person = {p["name"]: p for p in persons}
    name = lambda cid: by_id[cid]["name"]
    founded = {c["name"]: int(c["founded"]) for c in comps}
    prod_ids = {p["id"] for p in prods}
    cprods = {}
    for c in comps:
        lst = c["product"].split(";")
        assert len(lst) == len(set(lst)) and set(lst) <= prod_ids, c
        cprods[c["name"]] = lst
    downstream = {p["id"]: [x for x in p["hasSupplyChain"].split(";") if x]
                  for p in prods}
    for p, ds in downstream.items():
        assert set(ds) <= prod_ids, p

    reps_of = defaultdict(list)
    represents = {}
    for p in persons:
        lst = p["legalRepresentative"].split(";")
        assert len(lst) == len(set(lst)), p
        for cn in lst:
            assert cn in by_name, cn
            reps_of[cn].append(p["name"])
        represents[p["name"]] = lst
    for cn, ps in reps_of.items():
        assert len(ps) == 1, (cn, ps)

    T = []
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id, t
        T.append((name(t["srcId"]), name(t["dstId"]), t["transDate"], Decimal(t["transAmt"])))
        assert t["transAmt"].isdigit()

    def paid(a=None, b=None, lo=None, hi=None):
        return [t for t in T if (a is None or t[0] == a) and (b is None or t[1] == b)
                and (lo is None or t[2] >= d8(lo)) and (hi is None or t[2] <= d8(hi))]

    def total(rows):
        return sum((t[3] for t in rows), Decimal(0))

    def inflow(n):
        return total(paid(b=n))

    def outflow(n):
        return total(paid(a=n))

    ACME, OHARA, HELIX = "Acme Motors", "O'Hara, Lamb & Sons", "Helix Chemicals"
    EAST, GRANITE, DELTA = "Eastwind Logistics", "Granite Insurance", "Delta Cells GmbH"
    for n in (ACME, OHARA, HELIX, EAST, GRANITE, DELTA, "Fjord Steel AS"):
        assert n in by_name, n

    b = Bank("acme-supply")
    # 1 lookup
    b.add("en", "lookup",
          "Which country is Fjord Steel AS registered in? Give the country code as recorded.",
          [by_name["Fjord Steel AS"]["country"]])
    # 2 two-hop attribute
    rep = reps_of[GRANITE][0]
    b.add("en", "relation-2hop",
          "How old is the person who serves as legal representative of Granite Insurance?",
          [person[rep]["age"]])
    # 3 one-hop, person -> companies
    b.add("en", "relation-1hop",
          "Bram de Vries is legal rep for which companies?",
          represents["Bram de Vries"])
    # 4 sum in window
    rows = paid(a=ACME, lo="2024-01-01", hi="2024-12-31")
    b.add("en", "sum",
          "For our exposure review: what is the total amount Acme Motors paid out to other "
          "companies between 2024-01-01 and 2024-12-31 inclusive?",
          [total(rows)])
    # 5 max in window -> payer
    rows = paid(lo="2024-01-01", hi="2024-03-31")
    best = unique_by(rows, key=lambda t: t[3])
    b.add("en", "max",
          "Looking only at fund transfers dated 2024-01-01 through 2024-03-31, which company "
          "sent the single largest transfer?",
          [best[0]])
    # 6 min -> sender
    rows = paid(b=OHARA)
    low = unique_by(rows, key=lambda t: t[3], largest=False)
    b.add("en", "min",
          "Of all the transfers O'Hara, Lamb & Sons received, who sent the smallest one?",
          [low[0]])
    # 7 yes/no after date
    b.add("en", "yes-no",
          "Did Acme Motors send any money to Eastwind Logistics after 2024-06-01?",
          [yn(any(t[2] > d8("2024-06-01") for t in paid(ACME, EAST)), "en")])
    # 8 yes/no after date, reverse direction
    b.add("en", "yes-no",
          "Has Eastwind Logistics paid Acme Motors anything after 2024-05-01?",
          [yn(any(t[2] > d8("2024-05-01") for t in paid(EAST, ACME)), "en")])
    # 9 days between
    ds = sorted(t[2] for t in paid(ACME, OHARA))
    b.add("en", "date-diff",
          "How many days passed between Acme Motors' first and its last payment to "
          "O'Hara, Lamb & Sons?",
          [(to_date(ds[-1]) - to_date(ds[0])).days])
    # 10 two-hop product chain
    ds_set = set(downstream["Chemicals-Rubber-Synthetic rubber"])
    ans = [c["name"] for c in comps if set(cprods[c["name"]]) & ds_set]
    b.add("en", "relation-2hop",
          "Which companies make a product that is listed as directly downstream of "
          "Chemicals-Rubber-Synthetic rubber in the product supply chain?",
          ans)
    # 11 breakdown
    names = [ACME, OHARA, DELTA]
    flat = []
    for n in names:
        flat += [n, inflow(n)]
    b.add("en", "breakdown",
          "Total money received, all transfers on record, for each of these three: "
          "Acme Motors; O'Hara, Lamb & Sons; Delta Cells GmbH.",
          flat)
    # 12 ratio
    assert inflow(ACME) > 0
    b.add("en", "ratio",
          "What is the ratio of Acme Motors' total outgoing transfers to its total incoming "
          "transfers (all dates)? Round to 2 decimal places.",
          [rnd(outflow(ACME) / inflow(ACME), 2)])
    # 13 top-n receivers
    recv = [(c["name"], inflow(c["name"])) for c in comps]
    b.add("en", "top-n",
          "Which two companies received the most money in total across all recorded fund "
          "transfers? List them largest first.",
          top_n(recv, 2))
    # 14 average in window
    rows = paid(lo="2024-06-01", hi="2024-06-30")
    assert rows
    b.add("en", "average",
          "What was the average amount of the fund transfers dated between 2024-06-01 and "
          "2024-06-30? Round to 2 decimal places.",
          [rnd(total(rows) / Decimal(len(rows)), 2)])
    # 15 one-hop reverse (payers of X)
    payers = {t[0] for t in paid(b=ACME)}
    b.add("en", "relation-1hop",
          "Which companies have sent money to Acme Motors?",
          [c["name"] for c in comps if c["name"] in payers])
    # 16 two-step: payer with > half of inflow
    inn = inflow(OHARA)
    by_payer = defaultdict(Decimal)
    for t in paid(b=OHARA):
        by_payer[t[0]] += t[3]
    ans = [p for p in by_payer if by_payer[p] * 2 > inn]
    assert len(ans) == 1
    b.add("en", "two-step",
          "Which single payer accounts for more than half of all the money "
          "O'Hara, Lamb & Sons has received?",
          ans)
    # ---- zh (9)
    b.add("zh", "lookup", "Helix Chemicals 是哪一年成立的？", [by_name[HELIX]["founded"]])
    b.add("zh", "sum", "Acme Motors 一共向 O'Hara, Lamb & Sons 转账了多少钱？",
          [total(paid(ACME, OHARA))])
    shared = [c for c in reps_of if c != HELIX and reps_of[c][0] == reps_of[HELIX][0]]
    shared = [c["name"] for c in comps if c["name"] in shared]
    b.add("zh", "relation-2hop", "哪家公司和 Helix Chemicals 是同一个法定代表人？", shared)
    oldest = unique_by([c["name"] for c in comps], key=lambda n: founded[n], largest=False)
    b.add("zh", "superlative", "这些公司里成立时间最早的是哪一家？", [oldest])
    ans = [c["name"] for c in comps if c["country"] == "US" and founded[c["name"]] > 1950]
    b.add("zh", "list-filter", "列出注册国家为 US 且成立年份晚于 1950 年的公司。", ans)
    b.add("zh", "yes-no",
          "Acme Motors 经营的产品种类是否比 Helix Chemicals 多？",
          [yn(len(cprods[ACME]) > len(cprods[HELIX]), "zh")])
    diff = inflow(OHARA) - outflow(OHARA)
    assert diff > 0
    b.add("zh", "difference",
          "O'Hara, Lamb & Sons 收到的转账总额比它转出去的总额多多少？", [diff])
    rows = paid(a=ACME, lo="2024-01-01", hi="2024-12-31")
    b.add("zh", "count",
          "2024-01-01 至 2024-12-31 期间，Acme Motors 向多少家不同的公司转过账？",
          [len({t[1] for t in rows})])
    b.add("zh", "count", "转账记录中金额至少为 100000 的有几笔？",
          [sum(1 for t in T if t[3] >= 100000)])
    return b.finish()


# ---------------------------------------------------------------- supplychain
def build_supplychain(root):
    src = os.path.join(root, "sources")
    comps = read_csv(os.path.join(src, "Company.csv"))
    persons = read_csv(os.path.join(src, "Person.csv"))
    prods = read_csv(os.path.join(src, "Product.csv"))
    trans = read_csv(os.path.join(src, "Company_fundTrans_Company.csv"))
    events = read_csv(os.path.join(src, "ProductChainEvent.csv"))
    updates = read_csv(os.path.join(src, "CompanyUpdate.csv"))

    assert_no_empty(comps, ["id", "name", "product"], "sc company")
    assert_no_empty(persons, ["id", "name", "age", "legalRepresentative"], "sc person")
    assert_no_empty(trans, ["srcId", "dstId", "transDate", "transAmt"], "sc trans")
    assert_unique([c["id"] for c in comps], "sc company id")
    assert_unique([c["name"] for c in comps], "sc company name")
    assert_unique([p["name"] for p in persons], "sc person name")
    assert_unique([tuple(t.values()) for t in trans], "sc trans row")
    updated_ids = {u["id"] for u in updates}

    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    person = {p["name"]: p for p in persons}
    name = lambda cid: by_id[cid]["name"]
    cprods = {c["name"]: c["product"].split(",") for c in comps}

    # products: several identical duplicate rows; take distinct values per id
    pind = defaultdict(set)
    pdown = defaultdict(set)
    for p in prods:
        pind[p["id"]].add(p["belongToIndustry"])
        pdown[p["id"]].add(p["hasSupplyChain"])

    reps_of = defaultdict(set)
    represents = {}
    for p in persons:
        lst = p["legalRepresentative"].split(",")
        for cn in lst:
            assert cn in by_name, cn
            reps_of[cn].add(p["name"])
        represents[p["name"]] = lst
    for cn, ps in reps_of.items():
        assert len(ps) == 1, (cn, ps)

    T = []
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id and t["transAmt"].isdigit(), t
        T.append((name(t["srcId"]), name(t["dstId"]), t["transDate"], Decimal(t["transAmt"])))

    def paid(a=None, b=None, lo=None, hi=None):
        return [t for t in T if (a is None or t[0] == a) and (b is None or t[1] == b)
                and (lo is None or t[2] >= d8(lo)) and (hi is None or t[2] <= d8(hi))]

    def total(rows):
        return sum((t[3] for t in rows), Decimal(0))

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"
    KANG = "康**股有公司"
    BAOYE = "宝业集****公司"
    for n in (CH, SJ, ZJ, KANG, BAOYE, "东岳*团*公司", "中国再****际*公司"):
        assert n in by_name, n

    def distinct(lst):
        seen, out = set(), []
        for x in lst:
            if x not in seen:
                seen.add(x)
                out.append(x)
        return out

    b = Bank("kag-supplychain")
    # 1 lookup
    b.add("en", "lookup", "What is the age of the person 倪**?", [person["倪**"]["age"]])
    # 2 one-hop company -> rep
    b.add("en", "relation-1hop", "Who is the legal representative of 东岳*团*公司?",
          sorted(reps_of["东岳*团*公司"]))
    # 3 one-hop person -> companies
    lst = represents["樊**"]
    assert len(lst) == len(set(lst))
    b.add("en", "relation-1hop",
          "List every company for which 樊** is the legal representative.", lst)
    # 4 two-hop
    (rep,) = reps_of[KANG]
    b.add("en", "relation-2hop",
          "How old is the legal representative of 康**股有公司?", [person[rep]["age"]])
    # 5 same legal representative
    (rep,) = reps_of["中国再****际*公司"]
    lst = [c for c in distinct(represents[rep]) if c != "中国再****际*公司"]
    b.add("en", "relation-2hop",
          "Supplier due diligence: which other companies have the same legal representative "
          "as 中国再****际*公司?", lst)
    # 6 sum in window
    b.add("en", "sum",
          "How much did 传化****限公司 pay out in total between 2023-07-01 and 2023-07-31?",
          [total(paid(a=CH, lo="2023-07-01", hi="2023-07-31"))])
    # 7 max -> recipient
    best = unique_by(paid(a=CH), key=lambda t: t[3])
    b.add("en", "max",
          "Which company received the largest single payment made by 传化****限公司?",
          [best[1]])
    # 8 min amount
    low = unique_by(paid(b=SJ), key=lambda t: t[3], largest=False)
    b.add("en", "min",
          "What is the smallest single payment 三角***份限公司 has received? Give the amount.",
          [low[3]])
    # 9 yes/no after date
    b.add("en", "yes-no",
          "Did 浙江**摩托**限公司 pay 三角***份限公司 anything after 2023-06-01?",
          [yn(any(t[2] > d8("2023-06-01") for t in paid(ZJ, SJ)), "en")])
    # 10 yes/no direction
    b.add("en", "yes-no",
          "Is there any fund transfer from 传化****限公司 to 浙江**摩托**限公司 on record?",
          [yn(bool(paid(CH, ZJ)), "en")])
    # 11 count distinct payers in window
    rows = paid(b=SJ, lo="2023-06-01", hi="2023-08-31")
    b.add("en", "count",
          "Between 2023-06-01 and 2023-08-31, how many different companies made payments "
          "to 三角***份限公司?", [len({t[0] for t in rows})])
    # 12 average in window
    rows = paid(a=CH, lo="2023-07-01", hi="2023-09-30")
    assert rows
    b.add("en", "average",
          "What was the average size of the payments 传化****限公司 made from 2023-07-01 to "
          "2023-09-30? Round to 2 decimal places.",
          [rnd(total(rows) / Decimal(len(rows)), 2)])
    # 13 top-3 recipients
    agg = defaultdict(Decimal)
    for t in paid(a=CH):
        agg[t[1]] += t[3]
    b.add("en", "top-n",
          "Top 3 recipients of money from 传化****限公司 by total amount received, "
          "largest first?", top_n(list(agg.items()), 3))
    # 14 breakdown
    flat = []
    for n in (KANG, SJ, BAOYE):
        flat += [n, total(paid(CH, n))]
    b.add("en", "breakdown",
          "How much did each of these receive from 传化****限公司 in total: 康**股有公司, "
          "三角***份限公司, 宝业集****公司?", flat)
    # 15 days between
    (a,) = paid(SJ, CH)
    (c,) = paid(CH, SJ)
    b.add("en", "date-diff",
          "三角***份限公司 paid 传化****限公司 once and 传化****限公司 paid 三角***份限公司 once. "
          "How many days apart were those two payments?",
          [abs((to_date(c[2]) - to_date(a[2])).days)])
    # 16 two-step
    best = unique_by(paid(b=SJ), key=lambda t: t[3])
    (rep,) = reps_of[best[0]]
    b.add("en", "two-step",
          "Who is the legal representative of the company that made the single largest "
          "payment to 三角***份限公司?", [rep])
    # ---- zh (9)
    num, den = total(paid(CH, SJ)), total(paid(SJ, CH))
    assert den > 0
    b.add("zh", "ratio",
          "三角***份限公司从传化****限公司收到的金额，是它付给传化****限公司金额的多少倍？保留 2 位小数。",
          [rnd(num / den, 2)])
    diff = total(paid(a=CH)) - total(paid(b=CH))
    assert diff > 0
    b.add("zh", "difference", "传化****限公司的转出总额比转入总额多多少？", [diff])
    rows = [t for t in paid(b=SJ, lo="2023-06-01", hi="2023-07-31") if t[3] > 100000]
    b.add("zh", "list-filter",
          "2023-06-01 到 2023-07-31 之间，哪些公司给三角***份限公司打过单笔金额超过 100000 的款？",
          [n for n in (c["name"] for c in comps) if n in {t[0] for t in rows}])
    P_BIAS = "轮胎与橡胶-轮胎-斜交轮胎"
    ans = [c["name"] for c in comps if P_BIAS in cprods[c["name"]]]
    assert not ({by_name[n]["id"] for n in ans} & updated_ids)
    b.add("zh", "relation-1hop", "哪些公司的经营产品里有“轮胎与橡胶-轮胎-斜交轮胎”？", ans)
    (ind,) = pind["消闲用品-自行车"]
    b.add("zh", "lookup", "产品“消闲用品-自行车”属于哪个产业？", [ind])
    (down,) = pdown["商品化工-橡胶-合成橡胶-顺丁橡胶"]
    b.add("zh", "count", "在供应链中，“商品化工-橡胶-合成橡胶-顺丁橡胶”的直接下游产品有几个？",
          [len(set(x for x in down.split(",") if x))])
    (ev,) = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    subj = ev["subject"]
    ans = [c["name"] for c in comps if subj in cprods[c["name"]]]
    assert not ({by_name[n]["id"] for n in ans} & updated_ids)
    b.add("zh", "two-step", "产业链事件“顺丁橡胶成本上涨”的主体产品，有哪些公司在经营？", ans)
    reps = [p["name"] for p in persons]
    oldest = unique_by(reps, key=lambda n: int(person[n]["age"]))
    b.add("zh", "superlative", "所有法人代表里年龄最大的是谁？", [oldest])
    n1, n2 = len(set(represents["庞*"])), len(set(represents["樊**"]))
    assert len(represents["庞*"]) == n1 and len(represents["樊**"]) == n2
    b.add("zh", "yes-no", "庞*担任法人代表的公司数量是否多于樊**？", [yn(n1 > n2, "zh")])
    return b.finish()


# ---------------------------------------------------------------- riskmining
def build_riskmining(root):
    src = os.path.join(root, "sources")
    persons = read_csv(os.path.join(src, "Person.csv"))
    comps = read_csv(os.path.join(src, "Company.csv"))
    trans = read_csv(os.path.join(src, "Person_fundTrans_Person.csv"))
    devices = read_csv(os.path.join(src, "Device.csv"))
    pdev = read_csv(os.path.join(src, "Person_hasDevice_Device.csv"))
    apps = read_csv(os.path.join(src, "App.csv"))
    certs = read_csv(os.path.join(src, "Cert.csv"))
    ccert = read_csv(os.path.join(src, "Company_hasCert_Cert.csv"))
    pcert = read_csv(os.path.join(src, "Person_hasCert_Cert.csv"))
    shares = read_csv(os.path.join(src, "Person_holdShare_Company.csv"))

    assert_no_empty(persons, ["id", "name", "age", "hasPhone"], "rm person")
    assert_no_empty(comps, ["id", "name", "phone"], "rm company")
    assert_no_empty(trans, ["src", "dst", "transDate", "transAmt"], "rm trans")
    assert_no_empty(apps, ["id", "riskMark", "useCert"], "rm app")
    assert_no_empty(devices, ["id", "umid", "install"], "rm device")
    for what, rows in (("person", persons), ("company", comps), ("device", devices),
                       ("app", apps), ("cert", certs)):
        assert_unique([r["id"] for r in rows], "rm %s id" % what)
    assert_unique([p["name"] for p in persons], "rm person name")
    assert_unique([c["name"] for c in comps], "rm company name")
    assert_unique([d["umid"] for d in devices], "rm umid")
    assert_unique([c["certNum"] for c in certs], "rm certNum")
    assert_unique([tuple(t.values()) for t in trans], "rm trans row")
    assert_unique([tuple(r.values()) for r in pdev], "rm person-device row")
    assert_unique([tuple(r.values()) for r in ccert], "rm company-cert row")

    pid = {p["id"]: p for p in persons}
    pname = {p["name"]: p for p in persons}
    cid = {c["id"]: c for c in comps}
    cname = {c["name"]: c for c in comps}
    dev = {d["id"]: d for d in devices}
    app = {a["id"]: a for a in apps}
    certnums = {c["certNum"] for c in certs}
    for a in apps:
        assert a["useCert"] in certnums
    for r in ccert + pcert:
        assert r["dst"] in certnums

    owned = defaultdict(set)
    for r in pdev:
        assert r["src"] in pid and r["dst"] in dev, r
        owned[pid[r["src"]]["name"]].add(r["dst"])
    for d in devices:
        for a in d["install"].split(","):
            assert a in app, a

    T = []
    for t in trans:
        assert t["src"] in pid and t["dst"] in pid and t["transAmt"].isdigit(), t
        T.append((pid[t["src"]]["name"], pid[t["dst"]]["name"], t["transDate"],
                  Decimal(t["transAmt"])))

    def paid(a=None, b=None, lo=None, hi=None):
        return [t for t in T if (a is None or t[0] == a) and (b is None or t[1] == b)
                and (lo is None or t[2] >= d8(lo)) and (hi is None or t[2] <= d8(hi))]

    def total(rows):
        return sum((t[3] for t in rows), Decimal(0))

    BAI, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"
    for n in (BAI, QIU, DU, WU, "夏*", "祁**", "方*"):
        assert n in pname, n

    holds = defaultdict(list)
    for r in shares:
        holds[pid[r["src"]]["name"]].append(cid[r["dst"]]["name"])
    comp_certs = defaultdict(set)
    for r in ccert:
        comp_certs[cid[r["src"]]["name"]].add(r["dst"])

    b = Bank("kag-riskmining")
    # 1 lookup phone (unique phone)
    phone = pname["夏*"]["hasPhone"]
    assert sum(1 for p in persons if p["hasPhone"] == phone) == 1
    b.add("en", "lookup", "What phone number do we have on file for 夏*?", [phone])
    # 2 lookup age
    b.add("en", "lookup", "Age of 祁**?", [pname["祁**"]["age"]])
    # 3 one-hop person -> companies
    b.add("en", "relation-1hop",
          "Which companies does 柏* hold shares in?", holds[BAI])
    # 4 one-hop reverse device -> owner
    UMID = "83:34:b6:42:5e:8a"
    (d,) = [x for x in devices if x["umid"] == UMID]
    owners = [p["name"] for p in persons if d["id"] in owned[p["name"]]]
    assert len(owners) == 1
    b.add("en", "relation-1hop",
          "Who is registered as the owner of the device with umid %s?" % UMID, owners)
    # 5 sum in window
    b.add("en", "sum",
          "Total amount 柏* transferred to 邬** from 2023-09-01 to 2023-09-10 inclusive?",
          [total(paid(BAI, WU, "2023-09-01", "2023-09-10"))])
    # 6 max -> date
    best = unique_by(paid(BAI, DU), key=lambda t: t[3])
    b.add("en", "max",
          "On what date did 柏* send 杜* the largest single transfer between the two of them?",
          [iso(best[2])])
    # 7 min in window -> recipient
    low = unique_by(paid(a=BAI, lo="2023-08-25", hi="2023-08-31"), key=lambda t: t[3],
                    largest=False)
    b.add("en", "min",
          "I'm reviewing 柏*'s outgoing transfers dated 2023-08-25 through 2023-08-31. Who "
          "received the smallest single one of those transfers?", [low[1]])
    # 8 yes/no after date
    b.add("en", "yes-no",
          "Did 柏* send any money to 裘** after 2023-09-20?",
          [yn(any(t[2] > d8("2023-09-20") for t in paid(BAI, QIU)), "en")])
    # 9 yes/no direction
    b.add("en", "yes-no",
          "Has 杜* ever transferred money to 柏*?", [yn(bool(paid(DU, BAI)), "en")])
    # 10 count in window
    b.add("en", "count",
          "How many separate transfers did 柏* make to 杜* between 2023-09-01 and 2023-09-30?",
          [len(paid(BAI, DU, "2023-09-01", "2023-09-30"))])
    # 11 average
    rows = paid(BAI, QIU)
    b.add("en", "average",
          "What is the average amount of the transfers 柏* sent to 裘**? Round to 2 decimals.",
          [rnd(total(rows) / Decimal(len(rows)), 2)])
    # 12 breakdown
    flat = []
    for n in (QIU, DU, WU):
        flat += [n, total(paid(BAI, n))]
    b.add("en", "breakdown",
          "Break down the total 柏* transferred to each of 裘**, 杜* and 邬** (all dates on "
          "record).", flat)
    # 13 top-3 single transfers -> dates
    rows = paid(a=BAI)
    ranked = top_n([(t[2], t[3]) for t in rows], 3)
    b.add("en", "top-n",
          "Give the dates of the three largest single transfers made by 柏*, ordered from the "
          "largest transfer down.", [iso(x) for x in ranked])
    # 14 superlative devices
    best = unique_by([p["name"] for p in persons], key=lambda n: len(owned[n]))
    b.add("en", "superlative", "Which person owns the most devices?", [best])
    # 15 two-step: gambling apps signed with certs of companies 柏* holds shares in
    cs = set()
    for cn in holds[BAI]:
        cs |= comp_certs[cn]
    ans = [a["id"] for a in apps if a["riskMark"] == "赌博" and a["useCert"] in cs]
    b.add("en", "two-step",
          "Which apps with risk mark 赌博 are signed with a certificate held by a company in "
          "which 柏* holds shares? Give the app ids.", ans)
    # 16 two-hop shared device
    mine = owned["方*"]
    ans = [p["name"] for p in persons if p["name"] != "方*" and owned[p["name"]] & mine]
    b.add("en", "relation-2hop",
          "Which other person is registered as owning a device that 方* also owns?", ans)
    # ---- zh (9)
    num, den = total(paid(BAI, WU)), total(paid(BAI, DU))
    b.add("zh", "ratio", "柏*转给邬**的总额是转给杜*总额的多少倍？保留 2 位小数。",
          [rnd(num / den, 2)])
    ds = sorted(t[2] for t in paid(BAI, WU))
    b.add("zh", "date-diff", "柏*第一次和最后一次给邬**转账之间相隔多少天？",
          [(to_date(ds[-1]) - to_date(ds[0])).days])
    b.add("zh", "count", "风险标记为“诈骗”的应用有几个？",
          [sum(1 for a in apps if a["riskMark"] == "诈骗")])
    b.add("zh", "yes-no", "杜*名下的设备数量是否比裘**多？",
          [yn(len(owned[DU]) > len(owned[QIU]), "zh")])
    recips = {t[1] for t in paid(a=BAI)}
    ans = [p["name"] for p in persons if p["name"] in recips and int(p["age"]) > 55]
    b.add("zh", "list-filter", "收到过柏*转账、且年龄大于 55 岁的人有哪些？", ans)
    diff = total(paid(BAI, WU)) - total(paid(BAI, QIU))
    assert diff > 0
    b.add("zh", "difference", "邬**从柏*那里收到的钱比裘**多多少？", [diff])
    CERT_P = "33fdf452aa9cd145ba096c364a250ee8"
    ans = [pid[r["src"]]["name"] for r in pcert if r["dst"] == CERT_P]
    assert ans
    b.add("zh", "relation-1hop", "证书编号为 %s 的证书由哪位自然人持有？" % CERT_P, ans)
    b.add("zh", "count", "裘**和杜*共同拥有的设备有几台？", [len(owned[QIU] & owned[DU])])
    CERT_C = "68802adde35845d76eeb172ff8ea6825"
    ans = [c["name"] for c in comps if CERT_C in comp_certs[c["name"]]]
    b.add("zh", "relation-1hop", "哪些公司持有证书编号为 %s 的证书？" % CERT_C, ans)
    return b.finish()


# ---------------------------------------------------------------- main
def main():
    ds = find_datasets()
    acme = find_acme()
    outputs = {
        "r75-acme-supply.json": build_acme(acme),
        "r75-kag-supplychain.json": build_supplychain(os.path.join(ds, "kag-supplychain")),
        "r75-kag-riskmining.json": build_riskmining(os.path.join(ds, "kag-riskmining")),
    }
    for fname, items in outputs.items():
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("wrote %s (%d questions)" % (path, len(items)))


if __name__ == "__main__":
    main()
