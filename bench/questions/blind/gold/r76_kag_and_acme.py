#!/usr/bin/env python3
"""Round r76 gold: 75 questions (25 per project) for an internal auditor and a credit analyst.

Writes, next to the parent folder of this script (bench/questions/blind/):
  r76-acme-supply.json, r76-kag-supplychain.json, r76-kag-riskmining.json
Each file: JSON list of 25 objects
  {"id": "<project>-r76-NN", "question": str, "answer": [str, ...], "shape": str, "lang": "en"|"zh"}
16 questions in English and 9 in Chinese per project. Standard library only.

Data location
  * KAG examples: walk up from this file's folder to the first ancestor holding
    `datasets/kag-supplychain` or `shared/datasets/kag-supplychain`, and use that `datasets` folder.
  * acme-supply: walk up to the first ancestor (the repository holding this script) that has
    `data/examples/acme-supply`.
Every answer is computed from the CSV cells; only question wording and the literal values a question
names (names, ids, thresholds, dates, certificate numbers, umids) are typed here.

Answer conventions (all answers are lists of strings)
  * integers (ages, years, amounts, counts, day counts) plainly, e.g. "800000";
    transfer amounts are the integer `transAmt` cells, summed exactly.
  * non-integers (ratios only) via decimal.Decimal on the cell text, divided, then rounded
    ROUND_HALF_UP to the number of decimals the question states, written with exactly that many
    decimals (e.g. "0.84").
  * yes/no questions: "yes"/"no" (en) or "是"/"否" (zh). "more than"/"older than" = strictly
    greater; "at least" = greater or equal; "before YEAR" = strictly earlier.
  * dates: ISO YYYY-MM-DD, converted from the yyyymmdd `transDate` cell. Date windows are explicit
    and inclusive of both ends (stated in each question). Days between two dates = plain calendar
    difference (later minus earlier).
  * lists of entities: exact name / id cells (masked names keep their `*`). For unordered sets the
    list follows source-table order (order is not part of the answer); top-N lists are in rank
    order, highest first; per-entity breakdowns are flattened [name, value, name, value, ...] in the
    order the question names the entities.

Files and fields used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product ';'-separated),
    Company_fundTrans_Company.csv (srcId payer -> dstId payee, transDate, transAmt),
    Person.csv (name, age, legalRepresentative ';'-separated company NAMES),
    Product.csv (id, hasSupplyChain ';'-separated downstream product ids).
  kag-supplychain (datasets/kag-supplychain/sources):
    Company.csv (id, name, product ','-separated), CompanyUpdate.csv (only to check it does not touch
    the companies/products asked about), Company_fundTrans_Company.csv, Person.csv (name, age,
    legalRepresentative ','-separated company NAMES), Product.csv (id, belongToIndustry,
    hasSupplyChain ','-separated).
  kag-riskmining (datasets/kag-riskmining/sources):
    Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone), App.csv (id, riskMark,
    useCert = certificate number), Cert.csv (certNum), Company_hasCert_Cert.csv (src company id,
    dst certificate NUMBER), Person_hasCert_Cert.csv (src person id, dst certificate NUMBER), Device.csv (id, umid, install ','-separated
    app ids), Person_hasDevice_Device.csv, Person_holdShare_Company.csv (src person -> dst company),
    Person_fundTrans_Person.csv (src payer -> dst payee, transDate, transAmt).

Readings avoided (and why)
  general
    * No "recent N days/months" question (schema rules fundTrans1Month/3Month/outflow90Days depend
      on today's date); only explicit, inclusive date windows.
    * No question relies on a derived schema rule whose outcome depends on rule semantics
      (mainSupply / "main customer", developed / release / 赌博App开发者 / 赌博App老板 taxonomies,
      concept.rule event propagation); the same facts are asked as plain joins over the cells.
    * Payer/payee direction is always spelled out (A transferred to B / B received from A). Legal
      representation is asked as "X is the legal representative of company Y" (Person -> Company),
      shareholding as "person holds shares in company", product supply chain as "listed in product
      X's hasSupplyChain (downstream) field" so the direction of hasSupplyChain is not guessed.
    * Every superlative / top-N asserts a unique winner / strictly decreasing first N+1 values.
    * Every named entity is asserted to exist exactly once; every transfer endpoint exists.
  acme-supply
    * Product ids are hyphenated paths (Vehicles-Motorcycles-Electric motorcycles) but there is no
      row for the broader concepts (no "Vehicles"); no question asks about a broader category.
      For the downstream-maker question the code asserts that no company lists a narrower product
      of the downstream items, so exact and hierarchy-aware readings agree.
    * Fjord Steel AS has no legal representative; no question asks for it. `country` holds codes
      (US, NL, ...), so the country question asks for the country code.
    * sources/notes/*.txt|md (free text) not used; plans/ not read.
  kag-supplychain
    * Product.csv has 78 rows but 44 distinct ids (identical repeated rows, e.g. 汽车 x5,
      建筑、农用机械与重型卡车 x11): rows are de-duplicated after asserting they are identical;
      no question counts product rows.
    * Company product lists repeat an item for some companies (e.g. 首***发展股**公司, 新晨*国***
      股*公司, 华融***融控**公司) and 11 listed product ids have no Product row (机动车贸易,
      商业服务, 化工商品贸易, ...): no question counts a company's products or asks the industry of
      such a product; the company asked about (康**股有公司) has no repeated item.
    * CompanyUpdate.csv rewrites 浙江**摩托**限公司's products: no question asks that company's
      products (asserted it is not in the downstream count either way).
    * Person 臧* lists 三角***份限公司 and 传化****限公司 twice: "legal representative of N
      companies" counts distinct companies, and the only such question filters on age > 50 which
      excludes 臧*. Ties on number of companies represented (several people with 5) -> no
      "represents the most companies" question; youngest age (20) is tied -> only "oldest" asked.
    * 36 companies have no legal representative and 宝业集****公司 etc. are among them: two-step
      questions end at companies that have exactly one.
  kag-riskmining
    * App.riskMark is the placeholder UNKNOWN for 190 of 200 apps: only 赌博 / 诈骗 are used.
    * Cert.csv ids (0..29) are not what the relations reference: App.useCert and *_hasCert_Cert.dst
      hold the certificate NUMBER (certNum); questions name certificates by number only.
    * Devices 3, 16, 20 list an app twice in `install`; install counts are never asked per device,
      and no question depends on those duplicated apps' counts.
    * Many devices are shared by 裘**, 杜*, 邬** (device 3 by three people): no "who owns device D"
      question for those; the umid question uses umid 7f:12:05:c4:2c:38 (device 45, owned by exactly
      方* and 雷**, the answer lists both). umids are unique, so the umid names one device.
    * Company names 0..2 differ only by the number of '*' (**娱乐****公司 / **娱乐**公司 /
      **娱乐***公司); they are distinct exact cells and are named exactly.
    * Companies 3..9 all hold 27 certificates (ties): no "holds the most certificates" question.
    * 柏* made two transfers to 邬** on 20230901: no question asks "the transfer on that date".
    * 袁* and 裘** are both 58: the yes/no "is 袁* older than 裘**" is therefore "no" (strict).
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/questions/blind


# ----------------------------------------------------------------------------- locating data
def find_datasets():
    d = HERE
    while True:
        for cand in (os.path.join(d, "datasets"), os.path.join(d, "shared", "datasets")):
            if os.path.isdir(os.path.join(cand, "kag-supplychain")):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("datasets folder (kag-supplychain) not found above " + HERE)
        d = parent


def find_acme():
    d = HERE
    while True:
        cand = os.path.join(d, "data", "examples", "acme-supply")
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data/examples/acme-supply not found above " + HERE)
        d = parent


# ----------------------------------------------------------------------------- helpers
def read(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def index(rows, key):
    c = Counter(r[key] for r in rows)
    dup = [k for k, v in c.items() if v > 1]
    assert not dup, (key, dup)
    return {r[key]: r for r in rows}


def one(xs):
    xs = list(xs)
    assert len(xs) == 1, xs
    return xs[0]


def split(cell, sep):
    cell = cell.strip()
    return [x.strip() for x in cell.split(sep)] if cell else []


def amt(cell):
    assert cell.strip().isdigit(), cell
    return int(cell)


def iso(ymd):
    assert len(ymd) == 8 and ymd.isdigit(), ymd
    return datetime.date(int(ymd[:4]), int(ymd[4:6]), int(ymd[6:])).isoformat()


def days_between(a, b):
    da = datetime.date.fromisoformat(iso(a))
    db = datetime.date.fromisoformat(iso(b))
    return abs((db - da).days)


def in_window(ymd, lo, hi):
    return lo <= iso(ymd) <= hi


def ratio(num_cell, den_cell, places):
    q = Decimal(str(num_cell)) / Decimal(str(den_cell))
    return str(q.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def top_n(pairs, n):
    """pairs: (key, value); return keys of the N largest, asserting strictly decreasing N+1."""
    s = sorted(pairs, key=lambda kv: kv[1], reverse=True)
    assert len(s) >= n
    vals = [v for _, v in s[: n + 1]]
    for i in range(len(vals) - 1):
        assert vals[i] > vals[i + 1], ("tie in top-n", s[: n + 1])
    return [k for k, _ in s[:n]]


def bottom_1(pairs):
    s = sorted(pairs, key=lambda kv: kv[1])
    assert len(s) >= 1
    if len(s) > 1:
        assert s[0][1] < s[1][1], ("tie at bottom", s[:2])
    return s[0][0]


def yn(b, lang):
    return ("yes" if b else "no") if lang == "en" else ("是" if b else "否")


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, shape, lang, question, answer):
        assert lang in ("en", "zh")
        ans = [str(a) for a in (answer if isinstance(answer, list) else [answer])]
        assert ans and all(a != "" for a in ans), (question, ans)
        n = len(self.items) + 1
        self.items.append({
            "id": "%s-r76-%02d" % (self.project, n),
            "question": question,
            "answer": ans,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert langs["en"] == 16 and langs["zh"] == 9, langs
        assert len({q["question"] for q in self.items}) == 25


# ----------------------------------------------------------------------------- acme-supply
def build_acme(root):
    src = os.path.join(root, "sources")
    comps = read(os.path.join(src, "Company.csv"))
    cid = index(comps, "id")
    cname = index(comps, "name")
    persons = read(os.path.join(src, "Person.csv"))
    pname = index(persons, "name")
    prods = read(os.path.join(src, "Product.csv"))
    prod = index(prods, "id")
    trans = read(os.path.join(src, "Company_fundTrans_Company.csv"))
    assert len({tuple(t.values()) for t in trans}) == len(trans), "repeated transfer rows"
    for t in trans:
        assert t["srcId"] in cid and t["dstId"] in cid, t
        amt(t["transAmt"]); iso(t["transDate"])
    cprod = {}
    for c in comps:
        ps = split(c["product"], ";")
        assert ps and len(ps) == len(set(ps)), c
        for p in ps:
            assert p in prod, p
        cprod[c["name"]] = ps
        assert c["founded"].isdigit() and c["country"].strip(), c
    reps = {}
    for p in persons:
        lst = split(p["legalRepresentative"], ";")
        assert len(lst) == len(set(lst))
        for n in lst:
            assert n in cname, n
        reps[p["name"]] = lst
        assert p["age"].isdigit()
    rep_of = defaultdict(list)
    for pn, lst in reps.items():
        for n in lst:
            rep_of[n].append(pn)
    name = lambda i: cid[i]["name"]
    idof = lambda n: cname[n]["id"]
    T = [(name(t["srcId"]), name(t["dstId"]), t["transDate"], amt(t["transAmt"])) for t in trans]

    def paid(a, b):
        return [x for x in T if x[0] == a and x[1] == b]

    def out_total(a):
        return sum(x[3] for x in T if x[0] == a)

    def in_total(a):
        return sum(x[3] for x in T if x[1] == a)

    Q = QSet("acme-supply")
    ACME, OHARA, DELTA, FJORD = "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH", "Fjord Steel AS"
    HELIX, BOREALIS, GRANITE, EAST = "Helix Chemicals", "Borealis Rubber Works", "Granite Insurance", "Eastwind Logistics"
    for n in (ACME, OHARA, DELTA, FJORD, HELIX, BOREALIS, GRANITE, EAST):
        assert n in cname, n

    # 01
    Q.add("attribute", "en", "In which year was Fjord Steel AS founded?", cname[FJORD]["founded"])
    # 02
    Q.add("attribute", "zh", "Helix Chemicals 注册在哪个国家？请给出数据中的国家代码。", cname[HELIX]["country"])
    # 03
    Q.add("relation-forward", "en", "Which products does Helix Chemicals make?", cprod[HELIX])
    # 04
    SR = "Chemicals-Rubber-Synthetic rubber"
    Q.add("relation-inverse", "en", "Which companies make the product Chemicals-Rubber-Synthetic rubber?",
          [c["name"] for c in comps if SR in cprod[c["name"]]])
    # 05
    Q.add("relation-inverse", "zh", "谁是 Granite Insurance 的法定代表人？", one(rep_of[GRANITE]))
    # 06 two-hop: product -> downstream products -> makers
    down = split(prod["Metals-Steel-Sheet steel"]["hasSupplyChain"], ";")
    assert down
    makers = [c["name"] for c in comps if set(cprod[c["name"]]) & set(down)]
    makers_h = [c["name"] for c in comps
                if any(p == d or p.startswith(d + "-") for p in cprod[c["name"]] for d in down)]
    assert makers == makers_h and makers
    Q.add("two-hop", "en",
          "Which companies make a product that is listed as a direct downstream product of "
          "Metals-Steel-Sheet steel in the product supply chain?", makers)
    # 07 two-hop via shared legal representative
    rp = one(rep_of[ACME])
    Q.add("two-hop", "en",
          "Which other company has the same legal representative as Acme Motors?",
          [n for n in reps[rp] if n != ACME])
    # 08
    Q.add("payment-total", "en",
          "In total, how much money did Acme Motors transfer to O'Hara, Lamb & Sons?",
          sum(x[3] for x in paid(ACME, OHARA)))
    # 09
    Q.add("payment-count", "zh", "Acme Motors 一共向其他公司转出了多少笔资金？",
          len([x for x in T if x[0] == ACME]))
    # 10
    Q.add("payment-extreme", "en",
          "Which company sent Acme Motors the largest single transfer that Acme Motors received?",
          top_n([(x[0], x[3]) for x in T if x[1] == ACME], 1)[0])
    # 11
    Q.add("payment-date", "en", "On what date did Delta Cells GmbH transfer money to Fjord Steel AS?",
          iso(one(paid(DELTA, FJORD))[2]))
    # 12
    Q.add("payment-window", "en",
          "What is the total amount Acme Motors transferred to other companies between 2024-05-01 and "
          "2024-06-30, both dates included?",
          sum(x[3] for x in T if x[0] == ACME and in_window(x[2], "2024-05-01", "2024-06-30")))
    # 13
    Q.add("payment-count", "zh", "在2024-01-01至2024-03-31期间（含首尾两天），公司之间一共发生了多少笔资金转账？",
          len([x for x in T if in_window(x[2], "2024-01-01", "2024-03-31")]))
    # 14
    Q.add("count-conditional", "zh", "有多少家公司的成立年份早于1960年？",
          len([c for c in comps if int(c["founded"]) < 1960]))
    # 15
    Q.add("superlative", "en", "Which company was founded most recently?",
          top_n([(c["name"], int(c["founded"])) for c in comps], 1)[0])
    # 16
    Q.add("top-n", "en",
          "Which two companies received the largest total amounts of incoming transfers? "
          "List them from highest to lowest.",
          top_n([(c["name"], in_total(c["name"])) for c in comps], 2))
    # 17
    shared = any(BOREALIS in lst and HELIX in lst for lst in reps.values())
    Q.add("yes-no", "en",
          "Are Borealis Rubber Works and Helix Chemicals linked through a person who is the legal "
          "representative of both?", yn(shared, "en"))
    # 18
    Q.add("yes-no", "zh", "Acme Motors 是否曾有一笔转给 Delta Cells GmbH 的单笔转账金额超过900000？",
          yn(any(x[3] > 900000 for x in paid(ACME, DELTA)), "zh"))
    # 19
    Q.add("yes-no", "en", "Is Chloe Tan older than Bram de Vries?",
          yn(int(pname["Chloe Tan"]["age"]) > int(pname["Bram de Vries"]["age"]), "en"))
    # 20
    d = in_total(OHARA) - out_total(OHARA)
    assert d > 0
    Q.add("difference", "en",
          "How much more money did O'Hara, Lamb & Sons receive in transfers than it sent out in transfers, in total?",
          d)
    # 21
    Q.add("ratio", "zh",
          "Acme Motors 转给 O'Hara, Lamb & Sons 的总金额除以它转给 Delta Cells GmbH 的总金额，结果是多少？保留两位小数。",
          ratio(sum(x[3] for x in paid(ACME, OHARA)), sum(x[3] for x in paid(ACME, DELTA)), 2))
    # 22
    ds = sorted(x[2] for x in paid(ACME, OHARA))
    assert len(ds) >= 2
    Q.add("days-between", "en",
          "How many days lie between the earliest and the latest transfer from Acme Motors to O'Hara, Lamb & Sons?",
          days_between(ds[0], ds[-1]))
    # 23
    bd = []
    for n in (ACME, DELTA, FJORD):
        bd += [n, out_total(n)]
    Q.add("breakdown", "zh", "请分别给出 Acme Motors、Delta Cells GmbH 和 Fjord Steel AS 各自转出资金的总额。", bd)
    # 24
    recv24 = {x[1] for x in T if x[2].startswith("2024")}
    Q.add("filter-two-conditions", "en",
          "Which companies were founded before 1970 and received at least one transfer dated in 2024?",
          [c["name"] for c in comps if int(c["founded"]) < 1970 and c["name"] in recv24])
    # 25
    most = top_n([(c["name"], len([x for x in T if x[0] == c["name"]])) for c in comps], 1)[0]
    Q.add("two-step", "zh", "转出资金笔数最多的那家公司，其法定代表人是谁？", one(rep_of[most]))
    Q.check()
    return Q.items


# ----------------------------------------------------------------------------- kag-supplychain
def build_supplychain(root):
    src = os.path.join(root, "sources")
    comps = read(os.path.join(src, "Company.csv"))
    cid = index(comps, "id")
    cname = index(comps, "name")
    update = read(os.path.join(src, "CompanyUpdate.csv"))
    updated_names = {u["name"] for u in update}
    persons = read(os.path.join(src, "Person.csv"))
    pname = index(persons, "name")
    prows = read(os.path.join(src, "Product.csv"))
    prod = {}
    for r in prows:  # identical repeated rows -> one product
        if r["id"] in prod:
            assert prod[r["id"]] == r, ("conflicting product rows", r["id"])
        prod[r["id"]] = r
    trans = read(os.path.join(src, "Company_fundTrans_Company.csv"))
    assert len({tuple(t.values()) for t in trans}) == len(trans)
    for t in trans:
        assert t["srcId"] in cid and t["dstId"] in cid, t
    cprod = {c["name"]: split(c["product"], ",") for c in comps}
    reps = {}
    for p in persons:
        lst = split(p["legalRepresentative"], ",")
        for n in lst:
            assert n in cname, n
        reps[p["name"]] = list(dict.fromkeys(lst))  # distinct, first-seen order
        assert p["age"].isdigit()
    rep_of = defaultdict(set)
    for pn, lst in reps.items():
        for n in lst:
            rep_of[n].add(pn)
    name = lambda i: cid[i]["name"]
    T = [(name(t["srcId"]), name(t["dstId"]), t["transDate"], amt(t["transAmt"])) for t in trans]

    def paid(a, b):
        return [x for x in T if x[0] == a and x[1] == b]

    def out_total(a):
        return sum(x[3] for x in T if x[0] == a)

    def in_total(a):
        return sum(x[3] for x in T if x[1] == a)

    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    GD, KANG = "广东***通*份*公司", "康**股有公司"
    for n in (CH, SJ, ZJ, GD, KANG):
        assert n in cname, n
    Q = QSet("kag-supplychain")
    # 01
    Q.add("attribute", "en", "How old is the person 俞**?", pname["俞**"]["age"])
    # 02
    Q.add("attribute", "zh", "产品“轮胎与橡胶-轮胎-工程轮胎”属于哪个产业？",
          prod["轮胎与橡胶-轮胎-工程轮胎"]["belongToIndustry"])
    # 03
    kp = cprod[KANG]
    assert len(kp) == len(set(kp)) and KANG not in updated_names
    Q.add("relation-forward", "en", "Which products does the company 康**股有公司 list as its products?", kp)
    # 04
    SD = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    assert SD in prod
    lst = [c["name"] for c in comps if SD in cprod[c["name"]]]
    assert not any(p.startswith(SD + "-") for ps in cprod.values() for p in ps)
    Q.add("relation-inverse", "en", "Which companies list 商品化工-橡胶-合成橡胶-顺丁橡胶 among their products?", lst)
    # 05
    Q.add("relation-inverse", "zh", "传化****限公司的法人代表是谁？", one(rep_of[CH]))
    # 06
    rp = one(rep_of[GD])
    Q.add("two-hop", "en",
          "Which other companies have the same legal representative as 广东***通*份*公司?",
          [n for n in reps[rp] if n != GD])
    # 07 companies listing a product in 顺丁橡胶's hasSupplyChain (downstream) list
    down = set(split(prod[SD]["hasSupplyChain"], ","))

    def hits(prodmap, hier):
        out = []
        for c in comps:
            ps = prodmap[c["name"]]
            if hier:
                ok = any(p == d or p.startswith(d + "-") for p in ps for d in down)
            else:
                ok = bool(set(ps) & down)
            if ok:
                out.append(c["name"])
        return out

    upd = dict(cprod)
    for u in update:
        upd[u["name"]] = split(u["products"], ",")
    h = hits(cprod, False)
    assert h == hits(cprod, True) == hits(upd, False)
    Q.add("two-hop", "en",
          "How many companies list at least one product that appears in the downstream (hasSupplyChain) list "
          "of the product 商品化工-橡胶-合成橡胶-顺丁橡胶?", len(h))
    # 08
    Q.add("payment-total", "en", "What is the total amount that 传化****限公司 transferred to other companies?",
          out_total(CH))
    # 09
    Q.add("payment-count", "zh", "三角***份限公司一共收到了多少笔转账？", len([x for x in T if x[1] == SJ]))
    # 10
    Q.add("payment-extreme", "en", "What was the largest single transfer amount received by 传化****限公司?",
          max(x[3] for x in T if x[1] == CH))
    # 11
    Q.add("payment-extreme", "en",
          "Which company made the smallest single transfer received by 三角***份限公司?",
          bottom_1([(x[0], x[3]) for x in T if x[1] == SJ]))
    # 12
    Q.add("payment-date", "en", "On what date did 浙江**摩托**限公司 transfer money to 三角***份限公司?",
          iso(one(paid(ZJ, SJ))[2]))
    # 13
    Q.add("payment-window", "en",
          "How much did 传化****限公司 transfer to other companies in total between 2023-07-01 and 2023-08-31, "
          "both dates included?",
          sum(x[3] for x in T if x[0] == CH and in_window(x[2], "2023-07-01", "2023-08-31")))
    # 14
    Q.add("count-conditional", "zh", "传化****限公司转出的资金中，单笔金额超过1000000的有多少笔？",
          len([x for x in T if x[0] == CH and x[3] > 1000000]))
    # 15
    Q.add("superlative", "en", "Who is the oldest person in the people records?",
          top_n([(p["name"], int(p["age"])) for p in persons], 1)[0])
    # 16
    rec = defaultdict(int)
    for x in T:
        if x[0] == CH:
            rec[x[1]] += x[3]
    Q.add("top-n", "en",
          "Which three companies received the most money in total from 传化****限公司? List them from the largest total down.",
          top_n(list(rec.items()), 3))
    # 17
    Q.add("yes-no", "en",
          "Did 浙江**摩托**限公司 ever pay 三角***份限公司 more than 1500000 in a single transfer?",
          yn(any(x[3] > 1500000 for x in paid(ZJ, SJ)), "en"))
    # 18
    Q.add("yes-no", "zh", "传化****限公司和三角***份限公司是否由同一位法人代表相关联？",
          yn(any(CH in l and SJ in l for l in reps.values()), "zh"))
    # 19
    Q.add("yes-no", "zh", "骆*的年龄是否大于樊**？", yn(int(pname["骆*"]["age"]) > int(pname["樊**"]["age"]), "zh"))
    # 20
    Q.add("difference", "en",
          "How much more money did 三角***份限公司 receive in total than 传化****限公司 received in total?",
          in_total(SJ) - in_total(CH))
    # 21
    Q.add("ratio", "zh", "三角***份限公司收到的转账总额是其转出总额的多少倍？保留两位小数。",
          ratio(in_total(SJ), out_total(SJ), 2))
    # 22
    ds = sorted(x[2] for x in T if x[0] == CH)
    Q.add("days-between", "en",
          "How many days passed between the earliest and the latest transfer sent by 传化****限公司?",
          days_between(ds[0], ds[-1]))
    # 23
    bd = []
    for n in (SJ, CH, ZJ):
        bd += [n, out_total(n)]
    Q.add("breakdown", "zh", "三角***份限公司、传化****限公司、浙江**摩托**限公司各自转出资金的总额分别是多少？", bd)
    # 24
    Q.add("filter-two-conditions", "en",
          "Which people are older than 50 and are the legal representative of at least three different companies?",
          [p["name"] for p in persons if int(p["age"]) > 50 and len(reps[p["name"]]) >= 3])
    # 25
    smallest = bottom_1([(x[1], x[3]) for x in T if x[0] == CH])
    Q.add("two-step", "zh", "传化****限公司单笔金额最小的那笔转出资金，收款公司的法人代表是谁？", one(rep_of[smallest]))
    Q.check()
    return Q.items


# ----------------------------------------------------------------------------- kag-riskmining
def build_riskmining(root):
    src = os.path.join(root, "sources")
    persons = read(os.path.join(src, "Person.csv"))
    pid = index(persons, "id")
    pname = index(persons, "name")
    comps = read(os.path.join(src, "Company.csv"))
    cid = index(comps, "id")
    cname = index(comps, "name")
    apps = read(os.path.join(src, "App.csv"))
    aid = index(apps, "id")
    certs = read(os.path.join(src, "Cert.csv"))
    certnum = index(certs, "certNum")
    devs = read(os.path.join(src, "Device.csv"))
    did = index(devs, "id")
    dumid = index(devs, "umid")
    cc = read(os.path.join(src, "Company_hasCert_Cert.csv"))
    pcert = read(os.path.join(src, "Person_hasCert_Cert.csv"))
    pd = read(os.path.join(src, "Person_hasDevice_Device.csv"))
    ps = read(os.path.join(src, "Person_holdShare_Company.csv"))
    ft = read(os.path.join(src, "Person_fundTrans_Person.csv"))
    for a in apps:
        assert a["useCert"] in certnum, a
    for r in cc:
        assert r["src"] in cid and r["dst"] in certnum, r
    for r in pcert:
        assert r["src"] in pid and r["dst"] in certnum, r
    for r in pd:
        assert r["src"] in pid and r["dst"] in did, r
    for r in ps:
        assert r["src"] in pid and r["dst"] in cid, r
    for r in ft:
        assert r["src"] in pid and r["dst"] in pid, r
        amt(r["transAmt"]); iso(r["transDate"])
    for rows in (cc, pcert, pd, ps, ft):
        assert len({tuple(r.values()) for r in rows}) == len(rows)
    comp_certs = defaultdict(list)
    for r in cc:
        comp_certs[cid[r["src"]]["name"]].append(r["dst"])
    pdev = defaultdict(list)
    dev_owners = defaultdict(list)
    for r in pd:
        pdev[pid[r["src"]]["name"]].append(r["dst"])
        dev_owners[r["dst"]].append(pid[r["src"]]["name"])
    shares = defaultdict(list)
    for r in ps:
        shares[pid[r["src"]]["name"]].append(cid[r["dst"]]["name"])
    T = [(pid[r["src"]]["name"], pid[r["dst"]]["name"], r["transDate"], amt(r["transAmt"])) for r in ft]

    def paid(a, b):
        return [x for x in T if x[0] == a and x[1] == b]

    BAI, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"
    for n in (BAI, QIU, DU, WU, "祁**", "方*", "雷**", "袁*"):
        assert n in pname, n
    Q = QSet("kag-riskmining")
    # 01
    Q.add("attribute", "en", "What is the phone number of the person 祁**?", pname["祁**"]["hasPhone"])
    # 02
    Q.add("attribute", "zh", "航天彩**人*股*限公司的电话号码是多少？", cname["航天彩**人*股*限公司"]["phone"])
    # 03
    Q.add("relation-forward", "en", "In which companies does the person 柏* hold shares?", shares[BAI])
    # 04
    CN = "d43fa10d0fba10e4269965ed3f918f03"
    assert CN in certnum
    Q.add("relation-inverse", "en", "Which apps use the certificate with number d43fa10d0fba10e4269965ed3f918f03?",
          [a["id"] for a in apps if a["useCert"] == CN])
    # 05
    UM = "7f:12:05:c4:2c:38"
    Q.add("relation-inverse", "zh", "哪些人拥有umid为7f:12:05:c4:2c:38的设备？", dev_owners[dumid[UM]["id"]])
    # 06
    c2 = one(comp_certs["**娱乐***公司"])
    Q.add("two-hop", "en", "Which apps use the certificate held by the company **娱乐***公司?",
          [a["id"] for a in apps if a["useCert"] == c2])
    # 07
    qc = one(r["dst"] for r in pcert if pid[r["src"]]["name"] == QIU)
    assert qc != CN
    Q.add("two-hop", "en", "Which apps use the certificate held by the person 裘**?",
          [a["id"] for a in apps if a["useCert"] == qc])
    # 08
    Q.add("payment-total", "en", "How much did 柏* transfer to 邬** in total?", sum(x[3] for x in paid(BAI, WU)))
    # 09
    Q.add("payment-count", "zh", "柏*一共向杜*转账了多少笔？", len(paid(BAI, DU)))
    # 10
    Q.add("payment-extreme", "en", "What was the largest single transfer amount from 柏* to 裘**?",
          max(x[3] for x in paid(BAI, QIU)))
    # 11
    low = bottom_1([(x[2], x[3]) for x in paid(BAI, DU)])
    Q.add("payment-date", "en", "On what date did 柏* make the smallest single transfer to 杜*?", iso(low))
    # 12
    Q.add("payment-window", "en",
          "What is the total amount 柏* transferred to 邬** between 2023-09-01 and 2023-09-10, both dates included?",
          sum(x[3] for x in paid(BAI, WU) if in_window(x[2], "2023-09-01", "2023-09-10")))
    # 13
    Q.add("count-conditional", "zh", "风险标记为“诈骗”的应用有多少个？", len([a for a in apps if a["riskMark"] == "诈骗"]))
    # 14
    Q.add("count-conditional", "zh", "年龄大于50岁的人有多少位？", len([p for p in persons if int(p["age"]) > 50]))
    # 15
    Q.add("superlative", "en", "Who is the youngest person in the people records?",
          bottom_1([(p["name"], int(p["age"])) for p in persons]))
    # 16
    Q.add("top-n", "en", "Which three people own the most devices? List them from the most devices down.",
          top_n([(p["name"], len(pdev[p["name"]])) for p in persons], 3))
    # 17
    zc = aid["com.ziNtg.tSIuhlG"]["useCert"]
    linked = any(zc in comp_certs[c] for c in shares[BAI])
    Q.add("yes-no", "en",
          "Does any company in which 柏* holds shares hold the certificate that the app com.ziNtg.tSIuhlG uses?",
          yn(linked, "en"))
    # 18
    Q.add("yes-no", "zh", "柏*是否有过一笔转给杜*的单笔转账金额超过10000？",
          yn(any(x[3] > 10000 for x in paid(BAI, DU)), "zh"))
    # 19
    Q.add("yes-no", "en", "Is 袁* older than 裘**?", yn(int(pname["袁*"]["age"]) > int(pname[QIU]["age"]), "en"))
    # 20
    Q.add("difference", "en",
          "How much more did 柏* transfer in total to 邬** than to 裘**?",
          sum(x[3] for x in paid(BAI, WU)) - sum(x[3] for x in paid(BAI, QIU)))
    # 21
    Q.add("ratio", "zh", "柏*转给杜*的总金额除以柏*转给裘**的总金额，结果是多少？保留三位小数。",
          ratio(sum(x[3] for x in paid(BAI, DU)), sum(x[3] for x in paid(BAI, QIU)), 3))
    # 22
    ds = sorted(x[2] for x in paid(BAI, WU))
    Q.add("days-between", "en",
          "How many days are there between the earliest and the latest transfer from 柏* to 邬**?",
          days_between(ds[0], ds[-1]))
    # 23
    bd = []
    for n in (QIU, DU, WU):
        bd += [n, len(pdev[n])]
    Q.add("breakdown", "zh", "裘**、杜*、邬**三人各自拥有多少台设备？", bd)
    # 24
    HE = "哈尔*工***技术产**发**限公司"
    Q.add("filter-two-conditions", "en",
          "Which apps are marked 诈骗 (fraud) and use a certificate held by the company 哈尔*工***技术产**发**限公司?",
          [a["id"] for a in apps if a["riskMark"] == "诈骗" and a["useCert"] in comp_certs[HE]])
    # 25
    out_bai = [x for x in T if x[0] == BAI]
    who = out_bai[top_n([(i, x[3]) for i, x in enumerate(out_bai)], 1)[0]][1]
    Q.add("two-step", "zh", "柏*单笔金额最大的那笔转账，收款人的年龄是多少？", pname[who]["age"])
    Q.check()
    return Q.items


def main():
    ds = find_datasets()
    acme = find_acme()
    outs = {
        "r76-acme-supply.json": build_acme(acme),
        "r76-kag-supplychain.json": build_supplychain(os.path.join(ds, "kag-supplychain")),
        "r76-kag-riskmining.json": build_riskmining(os.path.join(ds, "kag-riskmining")),
    }
    for fn, items in outs.items():
        with open(os.path.join(OUT_DIR, fn), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fn, len(items), dict(Counter(q["shape"] for q in items)))


if __name__ == "__main__":
    main()
