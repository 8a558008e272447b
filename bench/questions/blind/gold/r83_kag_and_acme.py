#!/usr/bin/env python3
"""Round r83 held-out questions with gold answers (acme-supply, KAG supply chain, KAG risk mining).

Personas (new in this round)
  * A tax inspector checking intercompany (and related-party) payments: totals, differences,
    dated windows, payments between companies that share a legal representative.
  * A venture-capital analyst doing due diligence on a supplier network: who makes what,
    upstream/downstream products, legal representatives, shareholdings, devices, apps, certificates.

Data located by walking up from this file's folder:
  * acme: first ancestor holding data/examples/acme-supply
  * KAG:  first ancestor holding datasets/kag-supplychain or shared/datasets/kag-supplychain
          (kag-riskmining is taken from the same datasets folder)

Files / columns used
  acme-supply/sources:
    Company.csv (id, name, country, founded, product ';'-separated),
    Company_fundTrans_Company.csv (srcId, dstId, transDate YYYYMMDD, transAmt),
    Person.csv (name, age, legalRepresentative ';'-separated company names),
    Product.csv (id, hasSupplyChain ';'-separated downstream products).
  kag-supplychain/sources:
    Company.csv (id, name, product ','-separated), CompanyUpdate.csv (id, name, products),
    Company_fundTrans_Company.csv (srcId, dstId, transDate, transAmt),
    Person.csv (name, age, legalRepresentative ','-separated company names),
    Product.csv (id, belongToIndustry, hasSupplyChain), ProductChainEvent.csv (name, subject, index, trend).
  kag-riskmining/sources:
    Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone),
    Person_fundTrans_Person.csv (src, dst, transDate, transAmt), Person_holdShare_Company.csv,
    Person_hasDevice_Device.csv, Device.csv (id, umid, install ','-separated app ids),
    App.csv (id, riskMark, useCert = certNum), Cert.csv (id, certNum),
    Company_hasCert_Cert.csv (src company id, dst certNum), Person_hasCert_Cert.csv (src, dst certNum).

Readings avoided and why
  * Schema rules relative to now() (outflow90Days, fundTrans1Month/3Month/6Month...): every date
    window in a question states both ends and inclusivity instead.
  * acme: the company name "O'Hara, Lamb & Sons" contains a comma; multi-value cells are split on
    ';' only.  Products are hierarchical names ("Vehicles-Parts-Tyres"); questions use exact names.
  * KAG supply chain: Product.csv repeats identical rows (78 rows, 44 distinct ids) -> deduplicated.
    Company product cells repeat items (e.g. 新晨*国***股*公司 lists 汽车 twice) -> distinct counts.
    Person 臧*'s legalRepresentative cell lists 三角***份限公司 and 传化****限公司 twice -> distinct.
    CompanyUpdate.csv rewrites the products of 浙江**摩托**限公司 (column 'products', not 'product'):
    only one question asks about it and names the update explicitly; all other product questions are
    asserted to give the same answer with and without the update.
    Several company products and most hasSupplyChain targets have no Product row: industry questions
    use only products that have a row, and only products with rows are asked about.
  * KAG risk mining: apps, devices and certificates have no names -> app package ids, device umids
    and certificate numbers are used.  Three devices list an app twice -> installs counted per
    distinct device.  Certificates are shared by several companies -> "which company holds" questions
    list every holder.  Devices are shared: 方* and 雷** share one device, and 裘**/杜*/邬**
    overlap on several devices -> no 'the one shared device' question; device counts are per person.
    Company names are masked and similar
    (**娱乐****公司 / **娱乐**公司 / **娱乐***公司) but distinct; persons' names are unique.
    Ages tie (58: 裘** and 袁*) -> no age superlatives / age-sorted lists that hit ties.
    All person-to-person transfers come from one payer (柏*), so payer questions name that person directly;
    two transfers to 邬** share the date 20230901 (different amounts, both kept).
  * KAG supply chain: ProductChainEvent "顺丁橡胶成本上涨" is named as a cost rise but its index is
    价格 (price) -> only its subject product is used.  The person 华* and 华** are different people.
  * Superlatives and top-N are asserted to have no ties at the cut.
"""
import csv
import json
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent


def find_up(rels):
    for anc in [HERE] + list(HERE.parents):
        for rel in rels:
            cand = anc / rel
            if cand.is_dir():
                return cand
    raise SystemExit("data folder not found: %s" % (rels,))


def rows(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def rnd(value, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(str(value)).quantize(q, rounding=ROUND_HALF_UP))


def unique_top(counter_items, n=1):
    """counter_items: list of (key, value). Return top-n keys, asserting no tie at the cut."""
    items = sorted(counter_items, key=lambda kv: -kv[1])
    assert len(items) >= n
    if len(items) > n:
        assert items[n - 1][1] != items[n][1], ("tie at cut", items[: n + 1])
    vals = [v for _, v in items[:n]]
    assert len(set(vals)) == len(vals), ("tie inside top", items[:n])
    return [k for k, _ in items[:n]]


def in_window(d, lo, hi):
    return lo <= d <= hi


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, lang, shape, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        n = len(self.items) + 1
        self.items.append({
            "id": "%s-r83-%02d" % (self.project, n),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self):
        assert len(self.items) == 25, (self.project, len(self.items))
        langs = Counter(i["lang"] for i in self.items)
        assert langs == {"en": 16, "zh": 9}, (self.project, langs)
        assert len({i["id"] for i in self.items}) == 25
        out = OUT_DIR / ("r83-%s.json" % self.project)
        with open(out, "w", encoding="utf-8") as fh:
            json.dump(self.items, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
        return out


# ---------------------------------------------------------------------------
# acme-supply
# ---------------------------------------------------------------------------
def build_acme():
    base = find_up(["data/examples/acme-supply"]) / "sources"
    comp = rows(base / "Company.csv")
    assert len({c["id"] for c in comp}) == len(comp)
    name = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    country = {c["name"]: c["country"] for c in comp}
    founded = {c["name"]: int(c["founded"]) for c in comp}
    makes = {c["name"]: [p for p in c["product"].split(";") if p] for c in comp}
    trans = []
    for r in rows(base / "Company_fundTrans_Company.csv"):
        assert r["srcId"] in name and r["dstId"] in name
        trans.append((name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])))
    assert len(set(trans)) == len(trans)
    persons = rows(base / "Person.csv")
    age = {p["name"]: int(p["age"]) for p in persons}
    rep = {}
    for p in persons:
        cos = []
        for c in p["legalRepresentative"].split(";"):
            if c in cid and c not in cos:
                cos.append(c)
        rep[p["name"]] = cos
    down = {}
    for r in rows(base / "Product.csv"):
        down[r["id"]] = [p for p in r["hasSupplyChain"].split(";") if p]

    out_sum = defaultdict(int)
    in_sum = defaultdict(int)
    for s, d, _, a in trans:
        out_sum[s] += a
        in_sum[d] += a

    def reps_of(c):
        return [p for p, cs in rep.items() if c in cs]

    q = QSet("acme-supply")
    A, O, D = "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH"

    # 01 lookup
    q.add("en", "lookup",
          "For my supplier file: in what year was Fjord Steel AS founded?",
          founded["Fjord Steel AS"])
    # 02 lookup
    q.add("en", "lookup",
          "Which country code is recorded for O'Hara, Lamb & Sons?",
          country[O])
    # 03 sum
    q.add("en", "sum",
          "I'm auditing intercompany payments. What is the total amount Acme Motors transferred to "
          "O'Hara, Lamb & Sons across all recorded transfers?",
          sum(a for s, d, _, a in trans if s == A and d == O))
    # 04 count
    q.add("en", "count",
          "How many outgoing fund transfers does Acme Motors have on record?",
          sum(1 for s, *_ in trans if s == A))
    # 05 difference
    q.add("en", "difference",
          "What is Acme Motors' total outgoing transfer amount minus its total incoming transfer amount?",
          out_sum[A] - in_sum[A])
    # 06 time_window sum
    q.add("en", "time_window",
          "What is the combined amount of all fund transfers dated from 1 March 2024 through "
          "31 May 2024, both days included?",
          sum(a for *_, dt, a in trans if in_window(dt, "20240301", "20240531")))
    # 07 superlative
    top_recv = unique_top(list(in_sum.items()))[0]
    q.add("en", "superlative",
          "Which company received the largest total amount of incoming transfers?",
          top_recv)
    # 08 two_hop
    big = unique_top([((s, d), a) for s, d, _, a in trans])[0]
    q.add("en", "two_hop",
          "Who is the legal representative of the company that received the single largest fund transfer?",
          reps_of(big[1]))
    # 09 yes_no (related-party payment)
    shared_rep_with_acme = {c for p in reps_of(A) for c in rep[p] if c != A}
    assert D in shared_rep_with_acme
    q.add("en", "yes_no",
          "Related-party check: Acme Motors and Delta Cells GmbH have the same legal representative. "
          "Did Acme Motors make any payment to Delta Cells GmbH?",
          "yes" if any(s == A and d == D for s, d, *_ in trans) else "no")
    # 10 sorted_list
    old = sorted([c for c in founded if founded[c] < 1960], key=lambda c: founded[c])
    assert len({founded[c] for c in old}) == len(old)
    q.add("en", "sorted_list",
          "List the companies founded before 1960, oldest first.",
          old)
    # 11 list (upstream products)
    up_cars = sorted(p for p, ds in down.items() if "Vehicles-Cars" in ds)
    q.add("en", "list",
          "Which products are directly upstream of Vehicles-Cars, i.e. list Vehicles-Cars as a downstream product?",
          up_cars)
    # 12 two_hop (companies making upstream products of tyres)
    up_tyres = {p for p, ds in down.items() if "Vehicles-Parts-Tyres" in ds}
    q.add("en", "two_hop",
          "As a VC analyst mapping the tyre supply base: which companies make a product that sits "
          "directly upstream of Vehicles-Parts-Tyres?",
          sorted(c for c, ps in makes.items() if up_tyres & set(ps)))
    # 13 average
    tx24 = [a for *_, dt, a in trans if in_window(dt, "20240101", "20241231")]
    q.add("zh", "average",
          "2024年1月1日至2024年12月31日（含首尾）期间的资金转账，平均每笔金额是多少？保留两位小数。",
          rnd(Decimal(sum(tx24)) / Decimal(len(tx24)), 2))
    # 14 group_counts
    gc = Counter(country.values())
    q.add("en", "group_counts",
          "How many companies are there per country code? Answer as 'CODE: count'.",
          ["%s: %d" % (k, gc[k]) for k in sorted(gc)])
    # 15 top_n
    top3 = unique_top(list(out_sum.items()), 3)
    q.add("en", "top_n",
          "Which three companies paid out the most money in total, largest first?",
          top3)
    # 16 comparison
    a1, a2 = "Bram de Vries", "Chloe Tan"
    assert age[a1] != age[a2]
    q.add("zh", "comparison",
          "Bram de Vries 和 Chloe Tan 谁的年龄更大？",
          a1 if age[a1] > age[a2] else a2)
    # 17 list (main-customer rule, spelled out)
    main_of_acme = []
    for s in makes:
        if s == A or in_sum[s] == 0:
            continue
        down_of_s = {dp for p in makes[s] for dp in down.get(p, [])}
        if not down_of_s & set(makes[A]):
            continue
        paid = sum(a for x, y, _, a in trans if x == A and y == s)
        if paid * 2 > in_sum[s]:
            main_of_acme.append(s)
    q.add("en", "list",
          "Acme Motors counts as a supplier's main customer when it makes a product directly downstream "
          "of one of the supplier's products and its payments make up more than half of the supplier's "
          "total incoming transfers. For which suppliers is Acme Motors the main customer?",
          sorted(main_of_acme))
    # 18 time_window count
    q.add("zh", "time_window",
          "2024年6月1日至6月30日（含首尾两天）共有多少笔资金转账？",
          sum(1 for *_, dt, _a in trans if in_window(dt, "20240601", "20240630")))
    # 19 lookup (date)
    fj = [dt for s, d, dt, _ in trans if s == "Fjord Steel AS" and d == O]
    assert len(fj) == 1
    q.add("en", "lookup",
          "On what date did Fjord Steel AS pay O'Hara, Lamb & Sons? Give it as YYYYMMDD.",
          fj[0])
    # 20 difference
    q.add("zh", "difference",
          "税务核查 O'Hara, Lamb & Sons：其转入资金总额比转出资金总额多多少？",
          in_sum[O] - out_sum[O])

    # ---- zh ----
    # 21 list
    q.add("zh", "list",
          "Helix Chemicals 经营哪些产品？",
          sorted(makes["Helix Chemicals"]))
    # 22 superlative
    q.add("zh", "superlative",
          "在所有法人代表中，年龄最大的是谁？",
          unique_top(list(age.items()))[0])
    # 23 count
    payers = {s for s, *_ in trans}
    q.add("zh", "count",
          "有多少家公司在记录中从未向其他公司转出过资金？",
          sum(1 for c in makes if c not in payers))
    # 24 list
    q.add("zh", "list",
          "作为税务稽查员，我想知道：有哪些公司曾向 Acme Motors 转账？",
          sorted({s for s, d, *_ in trans if d == A}))
    # 25 two_hop (two steps downstream)
    two = sorted({p2 for p1 in down["Chemicals-Rubber-Synthetic rubber"] for p2 in down.get(p1, [])})
    q.add("zh", "two_hop",
          "Chemicals-Rubber-Synthetic rubber 的直接下游产品，其再下一级（直接下游）的产品有哪些？",
          two)
    return q


# ---------------------------------------------------------------------------
# kag-supplychain
# ---------------------------------------------------------------------------
def build_supplychain(base):
    src = base / "sources"
    comp = rows(src / "Company.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(name) == len(comp) and len(set(name.values())) == len(comp)
    cid = {v: k for k, v in name.items()}

    def split(cell):
        out = []
        for x in cell.split(","):
            x = x.strip()
            if x and x not in out:
                out.append(x)
        return out

    makes_orig = {c["name"]: split(c["product"]) for c in comp}
    makes = dict(makes_orig)
    updated = []
    for r in rows(src / "CompanyUpdate.csv"):
        assert r["id"] in name
        makes[name[r["id"]]] = split(r["products"])
        updated.append(name[r["id"]])
    prod = {}
    for r in rows(src / "Product.csv"):
        val = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"])))
        if r["id"] in prod:
            assert prod[r["id"]] == val, "conflicting duplicate product row"
        prod[r["id"]] = val
    industry = {p: v[0] for p, v in prod.items()}
    down = {p: list(v[1]) for p, v in prod.items()}

    trans = []
    for r in rows(src / "Company_fundTrans_Company.csv"):
        assert r["srcId"] in name and r["dstId"] in name
        trans.append((name[r["srcId"]], name[r["dstId"]], r["transDate"], int(r["transAmt"])))
    assert len(set(trans)) == len(trans)
    persons = rows(src / "Person.csv")
    assert len({p["name"] for p in persons}) == len(persons)
    age = {p["name"]: int(p["age"]) for p in persons}
    rep = {p["name"]: [c for c in split(p["legalRepresentative"]) if c in cid] for p in persons}
    events = rows(src / "ProductChainEvent.csv")

    out_sum, in_sum = defaultdict(int), defaultdict(int)
    for s, d, _, a in trans:
        out_sum[s] += a
        in_sum[d] += a

    def reps_of(c):
        return sorted(p for p, cs in rep.items() if c in cs)

    def both(fn):
        """answer must not depend on whether CompanyUpdate.csv is applied"""
        a, b = fn(makes), fn(makes_orig)
        assert a == b, (a, b)
        return a

    CH = "传化****限公司"
    SJ = "三角***份限公司"
    ZJ = "浙江**摩托**限公司"
    BJ = "北京***能源*保****股**公司"
    q = QSet("kag-supplychain")

    # 01 sum
    q.add("en", "sum",
          "As part of an intercompany payment review: what is the total amount of all incoming "
          "transfers received by %s?" % SJ,
          in_sum[SJ])
    # 02 sum
    q.add("en", "sum",
          "What is the total amount %s transferred out to other companies?" % CH,
          out_sum[CH])
    # 03 difference
    q.add("en", "difference",
          "For %s, what is total outflow minus total inflow across all recorded transfers?" % CH,
          out_sum[CH] - in_sum[CH])
    # 04 count
    q.add("en", "count",
          "To how many distinct companies did %s send money?" % CH,
          len({d for s, d, *_ in trans if s == CH}))
    # 05 superlative
    big = unique_top([((s, d), a) for s, d, _, a in trans])[0]
    q.add("en", "superlative",
          "Which company made the single largest fund transfer on record?",
          big[0])
    # 06 time_window
    q.add("en", "time_window",
          "What is the total amount of all fund transfers dated from 2023-07-01 to 2023-07-31, "
          "both dates inclusive?",
          sum(a for *_, dt, a in trans if in_window(dt, "20230701", "20230731")))
    # 07 top_n
    ch_out = defaultdict(int)
    for s, d, _, a in trans:
        if s == CH:
            ch_out[d] += a
    q.add("en", "top_n",
          "Which three companies received the most money from %s, largest first?" % CH,
          unique_top(list(ch_out.items()), 3))
    # 08 lookup
    q.add("en", "lookup",
          "Who is the legal representative of %s?" % SJ,
          reps_of(SJ))
    # 09 two_hop
    payer = [s for s, d, _, a in trans if d == SJ and a == 544734]
    assert len(payer) == 1
    q.add("en", "two_hop",
          "%s received a transfer of 544734 from one company. Who is the legal representative of "
          "the company that paid it?" % SJ,
          reps_of(payer[0]))
    # 10 count (dedupe repeated names in cell)
    q.add("en", "count",
          "For how many distinct companies is 臧* the legal representative?",
          len(rep["臧*"]))
    # 11 list (same legal representative)
    same = sorted({c for p in reps_of(CH) for c in rep[p] if c != CH})
    q.add("en", "list",
          "Due diligence on %s: which other companies share a legal representative with it?" % CH,
          same)
    # 12 yes_no related-party
    related = any(s == CH and d in same for s, d, *_ in trans)
    q.add("en", "yes_no",
          "Did %s transfer money to any company that shares its legal representative?" % CH,
          "yes" if related else "no")
    # 13 count distinct products
    q.add("en", "count",
          "How many distinct products does 新晨*国***股*公司 list?",
          both(lambda m: len(m["新晨*国***股*公司"])))
    # 14 lookup industry
    q.add("en", "lookup",
          "Which industry does the product 轮胎与橡胶-轮胎-斜交轮胎 belong to?",
          industry["轮胎与橡胶-轮胎-斜交轮胎"])
    # 15 list (company industries via products)
    q.add("en", "list",
          "Through the products it operates, which industries does %s belong to? (Use only products "
          "that have an industry recorded.)" % BJ,
          both(lambda m: sorted({industry[p] for p in m[BJ] if p in industry})))
    # 16 group_counts per month
    gm = Counter(dt[:6] for *_, dt, _a in trans)
    q.add("en", "group_counts",
          "How many fund transfers are recorded in each calendar month? Answer as 'YYYYMM: count'.",
          ["%s: %d" % (k, gm[k]) for k in sorted(gm)])

    # ---- zh ----
    # 17 count
    q.add("zh", "count",
          "经营产品中包含“轮胎与橡胶-轮胎-半钢子午线轮胎”的企业有多少家？",
          both(lambda m: sum(1 for ps in m.values() if "轮胎与橡胶-轮胎-半钢子午线轮胎" in ps)))
    # 18 superlative
    q.add("zh", "superlative",
          "所有自然人中年龄最大的是谁？",
          unique_top(list(age.items()))[0])
    # 19 average
    q.add("zh", "average",
          "所有自然人的平均年龄是多少？保留一位小数。",
          rnd(Decimal(sum(age.values())) / Decimal(len(age)), 1))
    # 20 lookup after update
    assert updated == [ZJ]
    q.add("zh", "lookup",
          "按企业更新文件（CompanyUpdate）更新后，%s 的经营产品是什么？" % ZJ,
          makes[ZJ])
    # 21 comparison
    assert in_sum[CH] != in_sum[SJ]
    q.add("zh", "comparison",
          "作为风险投资分析师，我想比较：%s 和 %s，哪家收到的转入资金总额更高？" % (CH, SJ),
          CH if in_sum[CH] > in_sum[SJ] else SJ)
    # 22 yes_no main customer
    s_down = both(lambda m: {dp for p in m[CH] for dp in down.get(p, [])})
    sj_buys = both(lambda m: bool(s_down & set(m[SJ])))
    paid = sum(a for s, d, _, a in trans if s == SJ and d == CH)
    q.add("zh", "yes_no",
          "主要客户的定义：客户经营的产品是供应商某产品的直接下游，且客户向供应商的转账占供应商总转入金额的一半以上。"
          "按此定义，%s 是否为 %s 的主要客户？" % (SJ, CH),
          "是" if (sj_buys and paid * 2 > in_sum[CH]) else "否")
    # 23 percentage
    q.add("zh", "average",
          "%s 收到的转入资金中，来自 %s 的占比是多少（百分比，保留两位小数）？" % (CH, SJ),
          rnd(Decimal(paid) * 100 / Decimal(in_sum[CH]), 2))
    # 24 two_hop via event
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    subj = ev[0]["subject"]
    q.add("zh", "two_hop",
          "产业链事件“顺丁橡胶成本上涨”的主体产品由哪些企业经营？请列出企业名称。",
          both(lambda m: sorted(c for c, ps in m.items() if subj in ps)))
    # 25 time_window count
    q.add("zh", "time_window",
          "2023年5月1日至2023年6月30日（含首尾两天）期间共发生了多少笔企业间转账？",
          sum(1 for *_, dt, _a in trans if in_window(dt, "20230501", "20230630")))
    return q


# ---------------------------------------------------------------------------
# kag-riskmining
# ---------------------------------------------------------------------------
def build_riskmining(base):
    src = base / "sources"
    per = rows(src / "Person.csv")
    pname = {p["id"]: p["name"] for p in per}
    assert len(set(pname.values())) == len(per)
    page = {p["name"]: int(p["age"]) for p in per}
    comp = rows(src / "Company.csv")
    cname = {c["id"]: c["name"] for c in comp}
    assert len(set(cname.values())) == len(comp)
    cphone = {c["name"]: c["phone"] for c in comp}
    apps = {a["id"]: a for a in rows(src / "App.csv")}
    certs = {c["certNum"] for c in rows(src / "Cert.csv")}
    dev = {}
    umid = {}
    for d in rows(src / "Device.csv"):
        dev[d["id"]] = {x for x in d["install"].split(",") if x}
        umid[d["id"]] = d["umid"]
        assert dev[d["id"]] <= set(apps)
    owns = defaultdict(set)
    for r in rows(src / "Person_hasDevice_Device.csv"):
        assert r["src"] in pname and r["dst"] in dev
        owns[pname[r["src"]]].add(r["dst"])
    trans = []
    for r in rows(src / "Person_fundTrans_Person.csv"):
        trans.append((pname[r["src"]], pname[r["dst"]], r["transDate"], int(r["transAmt"])))
    assert len(set(trans)) == len(trans)
    shares = defaultdict(set)
    for r in rows(src / "Person_holdShare_Company.csv"):
        shares[pname[r["src"]]].add(cname[r["dst"]])
    ccert = defaultdict(set)
    for r in rows(src / "Company_hasCert_Cert.csv"):
        assert r["dst"] in certs
        ccert[cname[r["src"]]].add(r["dst"])
    pcert = defaultdict(set)
    for r in rows(src / "Person_hasCert_Cert.csv"):
        pcert[pname[r["src"]]].add(r["dst"])

    recv = defaultdict(int)
    for s, d, _, a in trans:
        recv[d] += a
    gamble = sorted(a for a, r in apps.items() if "赌博" in r["riskMark"])

    def installs(app):
        return {d for d, s in dev.items() if app in s}

    B = "柏*"
    q = QSet("kag-riskmining")
    # 01 sum
    q.add("en", "sum",
          "I'm reviewing personal transfers that may hide business payments. What is the total amount "
          "%s transferred to 邬**?" % B,
          sum(a for s, d, _, a in trans if s == B and d == "邬**"))
    # 02 count
    q.add("en", "count",
          "How many separate transfers did %s make to 杜*?" % B,
          sum(1 for s, d, *_ in trans if s == B and d == "杜*"))
    # 03 time_window
    q.add("en", "time_window",
          "What is the total amount of person-to-person transfers dated from 1 September 2023 to "
          "10 September 2023, both days included?",
          sum(a for *_, dt, a in trans if in_window(dt, "20230901", "20230910")))
    # 04 average
    to0 = [a for s, d, _, a in trans if d == "裘**"]
    q.add("en", "average",
          "What is the average amount of the transfers received by 裘**, rounded to 2 decimal places?",
          rnd(Decimal(sum(to0)) / Decimal(len(to0)), 2))
    # 05 superlative
    big = unique_top([((s, d), a) for s, d, _, a in trans])[0]
    q.add("en", "superlative",
          "Who was the recipient of the single largest person-to-person transfer?",
          big[1])
    # 06 difference
    q.add("en", "difference",
          "How much more did 邬** receive in total than 裘**?",
          recv["邬**"] - recv["裘**"])
    # 07 sorted_list
    srt = unique_top(list(recv.items()), len(recv))
    q.add("en", "sorted_list",
          "Rank every person who received transfers by the total amount received, highest first.",
          srt)
    # 08 list shareholdings
    q.add("en", "list",
          "For the due-diligence file: in which companies does %s hold shares?" % B,
          sorted(shares[B]))
    # 09 lookup phone
    q.add("en", "lookup",
          "What phone number is recorded for the company **娱乐**公司?",
          cphone["**娱乐**公司"])
    # 10 count devices
    q.add("en", "count",
          "How many devices does 邬** own?",
          len(owns["邬**"]))
    # 11 list shared device
    devowners = defaultdict(set)
    for p, ds in owns.items():
        for d in ds:
            devowners[d].add(p)
    assert len(owns["方*"]) == 1
    q.add("en", "two_hop",
          "Besides 方*, who else is registered as an owner of 方*'s device?",
          sorted(devowners[next(iter(owns["方*"]))] - {"方*"}))
    # 12 count apps
    q.add("en", "count",
          "How many apps carry the risk mark 诈骗 (fraud)?",
          sum(1 for a in apps.values() if a["riskMark"] == "诈骗"))
    # 13 count installs (distinct devices)
    q.add("en", "count",
          "On how many distinct devices is the app com.qIu.VJbJ installed?",
          len(installs("com.qIu.VJbJ")))
    # 14 two_hop: persons with a device that has a given app
    app = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
    q.add("en", "two_hop",
          "Which persons own at least one device with the app %s installed?" % app,
          sorted(p for p, ds in owns.items() if ds & installs(app)))
    # 15 list: certificate holders
    cert_h = apps["com.HOfs.aOnwJ.fFHM.QoXx"]["useCert"]
    q.add("en", "two_hop",
          "Which companies hold the certificate used by the app com.HOfs.aOnwJ.fFHM.QoXx?",
          sorted(c for c, cs in ccert.items() if cert_h in cs))
    # 16 yes_no
    q.add("en", "yes_no",
          "Does %s own any device with an app marked 赌博 (gambling) installed?" % B,
          "yes" if any(dev[d] & set(gamble) for d in owns[B]) else "no")

    # ---- zh ----
    # 17 list gambling apps
    q.add("zh", "list",
          "风险标记为“赌博”的应用有哪些？",
          gamble)
    # 18 group_counts riskMark
    gc = Counter(a["riskMark"] for a in apps.values())
    q.add("zh", "group_counts",
          "按风险标记统计应用数量（格式：标记: 数量）。",
          ["%s: %d" % (k, gc[k]) for k in sorted(gc)])
    # 19 top_n devices
    q.add("zh", "top_n",
          "拥有设备数量最多的前三位自然人是谁？按设备数从多到少排列。",
          unique_top([(p, len(ds)) for p, ds in owns.items()], 3))
    # 20 count apps using person's cert
    pc = pcert["裘**"]
    assert len(pc) == 1
    q.add("zh", "two_hop",
          "裘** 持有一张证书。有多少个应用使用了这张证书？",
          sum(1 for a in apps.values() if a["useCert"] in pc))
    # 21 lookup device umid
    assert len(owns[B]) == 1
    q.add("zh", "lookup",
          "%s 名下设备的 umid 是什么？" % B,
          umid[next(iter(owns[B]))])
    # 22 count phone prefix
    q.add("zh", "count",
          "作为税务稽查员，我需要核对企业联系电话：有多少家企业的电话号码以 133 开头？",
          sum(1 for p in cphone.values() if p.startswith("133")))
    # 23 lookup earliest transfer recipient
    first = sorted(trans, key=lambda t: t[2])
    assert first[0][2] != first[1][2]
    q.add("zh", "lookup",
          "%s 最早的一笔转账是转给谁的？" % B,
          first[0][1])
    # 24 list: developer rule (more than 5 own devices with app installed)
    dev_rule = sorted(p for p, ds in owns.items()
                      if any(sum(1 for d in ds if g in dev[d]) > 5 for g in gamble))
    q.add("zh", "list",
          "若某人拥有超过5台安装了同一个赌博应用（风险标记为赌博）的设备，则视为该应用的开发者。符合条件的人有哪些？",
          dev_rule)
    # 25 boss rule
    developers_of = defaultdict(set)
    for g in gamble:
        for p, ds in owns.items():
            if sum(1 for d in ds if g in dev[d]) > 5:
                developers_of[g].add(p)
    bosses = set()
    for p, cos in shares.items():
        pcerts = {c for co in cos for c in ccert[co]}
        for g in gamble:
            if apps[g]["useCert"] in pcerts:
                if any(s == p and d in developers_of[g] for s, d, *_ in trans):
                    bosses.add(p)
    q.add("zh", "two_hop",
          "若某人拥有超过5台安装了某赌博应用（风险标记为赌博）的设备，则视为该应用的开发者。"
          "请找出这样的人：其持股的企业拥有某赌博应用所使用的证书，且此人曾向该应用的开发者转账。符合条件的人是谁？",
          sorted(bosses))
    return q


def main():
    kag = find_up(["datasets/kag-supplychain", "shared/datasets/kag-supplychain"])
    risk = kag.parent / "kag-riskmining"
    written = []
    for q in (build_acme(), build_supplychain(kag), build_riskmining(risk)):
        written.append(q.write())
    for w in written:
        print(w)


if __name__ == "__main__":
    main()
