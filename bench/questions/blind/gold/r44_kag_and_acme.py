"""Gold answers for the r44 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Written blind: every answer is computed here from the raw CSV files with the standard library
only (csv, json, datetime, collections); nothing of kagflow is imported or run.  Running the
script writes ../r44-acme-supply.json, ../r44-kag-supplychain.json and ../r44-kag-riskmining.json
(25 questions each: 16 English, 9 Chinese), prints every question with its answer and asserts
the counts and that no answer is empty.

Readings the answers rely on
----------------------------
* as-of dates: acme-supply 2024-06-30 (``as_of`` in its kagflow.yaml); kag-supplychain and
  kag-riskmining 2023-10-15.  "the last N days" / "近N天" is ``as_of - N days < date <= as_of``;
  "the last 3 months" / "近3个月" is the schema's own 90-day window (``date_diff(now, d) < 90``,
  the same as the last 90 days), "last month" / "近1个月" the 30-day one.
* Transfer dates are the ``transDate`` text (YYYYMMDD) read as days.
* Entities are answered by name exactly as the CSV spells them (masked names keep their ``*``;
  ``华*`` and ``华**`` are two people).  Risk mining's devices are answered by their ``umid`` and
  its certificates by their ``certNum`` (their ids are bare row numbers).  Products are answered
  by the full id the CSV writes (``商品化工-橡胶-合成橡胶-顺丁橡胶``); questions name a product by a
  leaf that no other product shares and that has no product below it, so no isA reading changes
  an answer.
* Multi-value cells are split on ';' in acme-supply (its kagflow.yaml) and on ',' in the KAG
  projects; a value repeated inside one cell counts once (``臧*`` lists two companies twice;
  several supply-chain companies list a product twice; three risk-mining devices list an app
  twice).  No question depends on those repeats.
* Counts of entities are distinct entities; counts of transfers count transfer rows; sums and
  averages are over transfer rows or entity values as the question says.  Numbers print as plain
  decimals: an integral value without ``.0``, other values as Python's shortest repr.
* Superlatives and top-N keep every entity tied with the last one kept; a comparison of two
  named entities whose values are equal would give both (none of the questions here ties).
* Counts per group are flattened ``[group, count, ...]`` sorted by count descending, then group
  (Python string order).
* Yes/no answers are ["yes"]/["no"] in English and ["是"]/["否"] in Chinese.
* Rule-derived notions are computed as the schemas define them:
  - totalTransInAmt (total inflow): sum of all transfers received.
  - acme outflow90Days and supply chain fundTrans1Month/3Month (outflows) and the ...In
    variants (inflows): sums of transfers with ``date_diff(as_of, transDate) < N``.
  - mainSupply (main customer): s makes a product whose downstream product (hasSupplyChain) o
    makes, and o's transfers to s are more than half of s's total inflow.
  - sameLegalRepresentative: two different companies one person is legal representative of.
  - supply chain belongToIndustry of a company: the industries of the products it makes that
    Product.csv lists (a product only named in Company.csv has no industry).
  - supply chain concept events: ProductChainEvent 1 (index 价格, trend 上涨) belongs to
    价格上涨, which leads to a 成本上涨 CompanyEvent for every company making a downstream
    product of the event's subject (商品化工-橡胶-合成橡胶-顺丁橡胶); each of those leads to a
    利润下跌 event of the same company.
  - risk mining: App belongs to 赌博应用 when riskMark contains 赌博; Person developed App when
    more than 5 distinct devices the person owns install it; Person released App when a company
    the person holds shares in has the certificate the app uses; 赌博App开发者 developed a
    gambling app; 赌博App老板 released a gambling app that someone developed and transferred
    money to that developer.

Data quirks noticed
-------------------
* kag-supplychain/Product.csv repeats 34 of its 78 rows verbatim (44 distinct products; the
  repeats agree, so nothing depends on them); 11 products that companies make have no row there
  (e.g. 机动车贸易, 商业服务), so they have no industry and no downstream products.
* One hasSupplyChain cell of the supply chain holds "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜", which the
  ',' separator splits into three values; no question touches it.
* kag-supplychain/CompanyUpdate.csv rewrites the products of 浙江**摩托**限公司; no question
  depends on that company's products (its only rule use, main customer of 三角***份限公司, fails
  the 50 % bar either way: 2000000 of 4281042).
* 36 of the 100 supply-chain companies (those of Company.csv without a Person naming them) have
  no legal representative.
* kag-riskmining/Company.csv names its phone column ``phone`` where the schema says hasPhone;
  edge files and App.useCert name certificates by certNum, not by the Cert row id; 58 of the
  100 devices belong to nobody; device 45 belongs to both 方* and 雷**.
* acme-supply's Fjord Steel AS has no legal representative and Granite Insurance never
  received a transfer.
"""

import collections
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared"))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "data", "examples"))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))

ACME = os.path.join(EXAMPLES, "acme-supply", "sources")
SUPPLY = os.path.join(SHARED, "datasets", "kag-supplychain", "sources")
RISK = os.path.join(SHARED, "datasets", "kag-riskmining", "sources")


# ----------------------------------------------------------------------------- helpers

def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Values of a multi-value cell, in order, each once."""
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(text):
    return datetime.date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def in_last(date_text, as_of, n):
    """as_of - n days < date <= as_of (the schemas' date_diff(now, d) < n)."""
    d = day(date_text)
    return as_of - datetime.timedelta(days=n) < d <= as_of


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def top(pairs, n=1, reverse=True):
    """Names of the top n by value, ties with the last kept all kept."""
    pairs = sorted(pairs, key=lambda p: p[1], reverse=reverse)
    if not pairs:
        return []
    cut = pairs[min(n, len(pairs)) - 1][1]
    return [k for k, v in pairs if (v >= cut if reverse else v <= cut)]


def group_flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, num(v)]
    return out


def yn(flag, lang):
    if lang == "zh":
        return ["是"] if flag else ["否"]
    return ["yes"] if flag else ["no"]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        self.items.append({
            "id": "%s-r44-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })


# ----------------------------------------------------------------------------- acme-supply

def acme():
    as_of = datetime.date(2024, 6, 30)
    comps = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    prods = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")

    name = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    founded = {c["name"]: int(c["founded"]) for c in comps}
    country = {c["name"]: c["country"] for c in comps}
    makes = {c["name"]: split(c["product"], ";") for c in comps}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prods}
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    tx = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]

    inflow = collections.Counter()
    for s, d, _, a in tx:
        inflow[d] += a

    def makers(product):
        return [c for c in name.values() if product in makes[c]]

    def main_customers(s):
        out = []
        for o in name.values():
            if o == s:
                continue
            chain = any(dp in makes[o] for up in makes[s] for dp in down.get(up, []))
            paid = sum(a for x, y, _, a in tx if x == o and y == s)
            if chain and inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return out

    main = {c: main_customers(c) for c in name.values()}

    def main_suppliers(o):
        return [s for s in name.values() if o in main[s]]

    def same_rep(c):
        out = []
        for p, cs in reps.items():
            if c in cs:
                out += [x for x in cs if x != c and x not in out]
        return out

    q = QSet("acme")
    # --- English (16)
    q.add("property", "en", "when was fjord steel founded?", [founded["Fjord Steel AS"]])
    q.add("property", "en", "delta cells gmbh - which country?", [country["Delta Cells GmbH"]])
    q.add("filter", "en", "list the companies set up before 1960",
          [c for c in name.values() if founded[c] < 1960])
    q.add("filter", "en", "US-based companies founded after 1980?",
          [c for c in name.values() if country[c] == "US" and founded[c] > 1980])
    q.add("count", "en", "how many firms make synthetic rubber?",
          [len(makers("Chemicals-Rubber-Synthetic rubber"))])
    q.add("count", "en", "number of distinct countries our companies are in",
          [len(set(country.values()))])
    q.add("superlative", "en", "who's the youngest legal rep?",
          top([(p, age[p]) for p in age if reps[p]], 1, reverse=False))
    q.add("topn", "en", "top 3 companies by total inflow",
          top(list(inflow.items()), 3))
    q.add("compare", "en", "helix chemicals or borealis rubber works - which one is older?",
          top([(c, -founded[c]) for c in ("Helix Chemicals", "Borealis Rubber Works")], 1))
    payers = {s for s, _, _, _ in tx}
    q.add("negation", "en", "which companies have never paid anybody?",
          [c for c in name.values() if c not in payers])
    q.add("window", "en", "how much did acme motors pay out over the last 90 days?",
          [sum(a for s, _, dt, a in tx if s == "Acme Motors" and in_last(dt, as_of, 90))])
    q.add("yesno", "en", "was granite insurance founded before 1950?",
          yn(founded["Granite Insurance"] < 1950, "en"))
    q.add("hop", "en", "total amount acme motors sent to o'hara, lamb & sons?",
          [sum(a for s, d, _, a in tx if s == "Acme Motors" and d == "O'Hara, Lamb & Sons")])
    q.add("hop", "en", "which companies make the inputs for tyres?",
          [c for c in name.values()
           if any("Vehicles-Parts-Tyres" in down.get(p, []) for p in makes[c])])
    q.add("group_count", "en", "companies per country, with counts",
          group_flat(collections.Counter(country.values())))
    q.add("concept", "en", "who are the main suppliers of acme motors' main suppliers?",
          sorted({s2 for s1 in main_suppliers("Acme Motors") for s2 in main_suppliers(s1)},
                 key=list(name.values()).index))
    # --- Chinese (9)
    q.add("property", "zh", "Helix Chemicals 是哪年成立的？", [founded["Helix Chemicals"]])
    q.add("count", "zh", "美国的公司有几家", [sum(1 for c in name.values() if country[c] == "US")])
    q.add("superlative", "zh", "年纪最大的人是谁", top(list(age.items()), 1))
    q.add("aggregate", "zh", "Acme Motors 总共收到多少钱？", [inflow["Acme Motors"]])
    q.add("negation", "zh", "哪些公司一笔钱都没收到过",
          [c for c in name.values() if inflow[c] == 0])
    q.add("window", "zh", "近30天收到过转账的公司有哪些",
          sorted({d for _, d, dt, _ in tx if in_last(dt, as_of, 30)}, key=list(name.values()).index))
    q.add("yesno", "zh", "Granite Insurance 和 O'Hara, Lamb & Sons 是同一个法人代表吗",
          yn(any("Granite Insurance" in cs and "O'Hara, Lamb & Sons" in cs for cs in reps.values()), "zh"))
    q.add("concept", "zh", "Helix Chemicals 的主要客户是哪家", main["Helix Chemicals"])
    q.add("hop", "zh", "Bram de Vries 是哪些公司的法人", reps["Bram de Vries"])
    return q.items


# ----------------------------------------------------------------------------- kag-supplychain

def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comps = read(SUPPLY, "Company.csv")
    people = read(SUPPLY, "Person.csv")
    prods = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    events = read(SUPPLY, "ProductChainEvent.csv")

    name = {c["id"]: c["name"] for c in comps}
    order = [c["name"] for c in comps]
    makes = {c["name"]: split(c["product"], ",") for c in comps}
    down, industry = {}, {}
    for p in prods:  # repeated rows agree (checked below)
        d = split(p["hasSupplyChain"], ",")
        assert down.get(p["id"], d) == d and industry.get(p["id"], p["belongToIndustry"]) == p["belongToIndustry"]
        down[p["id"]] = d
        industry[p["id"]] = p["belongToIndustry"]
    age = {p["name"]: int(p["age"]) for p in people}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    rep_of = collections.defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in order, c
            rep_of[c].append(p)
    tx = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]

    inflow = collections.Counter()
    outflow = collections.Counter()
    for s, d, _, a in tx:
        inflow[d] += a
        outflow[s] += a

    def main_customers(s):
        out = []
        for o in order:
            if o == s:
                continue
            chain = any(dp in makes[o] for up in makes[s] for dp in down.get(up, []))
            paid = sum(a for x, y, _, a in tx if x == o and y == s)
            if chain and inflow[s] and paid / inflow[s] > 0.5:
                out.append(o)
        return out

    main = {c: main_customers(c) for c in order}

    def sort_names(xs):
        return sorted(set(xs), key=order.index)

    def same_rep(c):
        return sort_names(x for p in rep_of[c] for x in reps[p] if x != c)

    def industries(c):
        return {industry[p] for p in makes[c] if p in industry}

    # concept events: 价格上涨 product events -> 成本上涨 company events
    price_up = [e for e in events if e["index"] == "价格" and e["trend"] == "上涨"]
    cost_up = sort_names(c for e in price_up for dp in down.get(e["subject"], []) for c in order
                         if dp in makes[c])

    q = QSet("supplychain")
    # --- English (16)
    q.add("property", "en", "how old is 倪**?", [age["倪**"]])
    q.add("hop", "en", "what does 传化****限公司 make?", makes["传化****限公司"])
    q.add("filter", "en", "people older than 55", [p for p in age if age[p] > 55])
    q.add("count", "en", "how many companies make 斜交轮胎 (bias tyres)?",
          [sum(1 for c in order if "轮胎与橡胶-轮胎-斜交轮胎" in makes[c])])
    q.add("count", "en", "how many different companies did 传化****限公司 send money to?",
          [len({d for s, d, _, _ in tx if s == "传化****限公司"})])
    q.add("superlative", "en", "youngest person?", top(list(age.items()), 1, reverse=False))
    q.add("topn", "en", "top 3 companies by total money received", top(list(inflow.items()), 3))
    q.add("negation", "en",
          "which of the companies 传化****限公司 paid have no legal rep on record?",
          sort_names(d for s, d, _, _ in tx if s == "传化****限公司" and not rep_of[d]))
    q.add("window", "en", "total outflow of 传化****限公司 in the last 3 months",
          [sum(a for s, _, dt, a in tx if s == "传化****限公司" and in_last(dt, as_of, 90))])
    q.add("window", "en", "who got paid in the last 30 days?",
          sort_names(d for _, d, dt, _ in tx if in_last(dt, as_of, 30)))
    q.add("yesno", "en", "did 三角***份限公司 ever pay 传化****限公司?",
          yn(any(s == "三角***份限公司" and d == "传化****限公司" for s, d, _, _ in tx), "en"))
    q.add("hop", "en", "which companies is 骆* legal rep for?", reps["骆*"])
    q.add("hop", "en", "who paid the company that paid 康**股有公司?",
          sort_names(s2 for s1, d1, _, _ in tx if d1 == "康**股有公司"
                     for s2, d2, _, _ in tx if d2 == s1))
    q.add("group_count", "en", "number of transfers per paying company",
          group_flat(collections.Counter(s for s, _, _, _ in tx)))
    q.add("concept", "en", "which companies have 三角***份限公司 as their main customer?",
          [c for c in order if "三角***份限公司" in main[c]])
    q.add("concept", "en", "顺丁橡胶 price hike: how many companies get a cost-rise event out of it?",
          [len(cost_up)])
    # --- Chinese (9)
    q.add("property", "zh", "康**股有公司的法人代表是谁", rep_of["康**股有公司"])
    q.add("compare", "zh", "华**和华*谁年纪大", top([(p, age[p]) for p in ("华**", "华*")], 1))
    q.add("filter", "zh", "38岁的人有哪些", [p for p in age if age[p] == 38])
    q.add("superlative", "zh", "总流入金额最高的是哪家公司", top(list(inflow.items()), 1))
    q.add("aggregate", "zh", "传化****限公司一共转出去多少钱", [outflow["传化****限公司"]])
    q.add("aggregate", "zh", "所有人的平均年龄是多少",
          [num(sum(age.values()) / len(age))])
    q.add("concept", "zh", "和康**股有公司共同法人的公司有哪些", same_rep("康**股有公司"))
    q.add("concept", "zh", "所在行业是保险的公司有几家",
          [sum(1 for c in order if "金融-保险-保险-保险" in industries(c))])
    q.add("yesno", "zh", "俞**超过60岁了吗", yn(age["俞**"] > 60, "zh"))
    return q.items


# ----------------------------------------------------------------------------- kag-riskmining

def riskmining():
    as_of = datetime.date(2023, 10, 15)
    apps = read(RISK, "App.csv")
    certs = read(RISK, "Cert.csv")
    comps = read(RISK, "Company.csv")
    comp_cert = read(RISK, "Company_hasCert_Cert.csv")
    devices = read(RISK, "Device.csv")
    people = read(RISK, "Person.csv")
    trans = read(RISK, "Person_fundTrans_Person.csv")
    p_cert = read(RISK, "Person_hasCert_Cert.csv")
    p_dev = read(RISK, "Person_hasDevice_Device.csv")
    p_share = read(RISK, "Person_holdShare_Company.csv")

    pname = {p["id"]: p["name"] for p in people}
    porder = [p["name"] for p in people]
    age = {p["name"]: int(p["age"]) for p in people}
    phone = {p["name"]: p["hasPhone"] for p in people}
    cname = {c["id"]: c["name"] for c in comps}
    corder = [c["name"] for c in comps]
    cphone = {c["name"]: c["phone"] for c in comps}
    cert_nums = {c["certNum"] for c in certs}
    mark = {a["id"]: a["riskMark"] for a in apps}
    aorder = [a["id"] for a in apps]
    uses = {a["id"]: a["useCert"] for a in apps}
    umid = {d["id"]: d["umid"] for d in devices}
    install = {d["id"]: split(d["install"], ",") for d in devices}
    owns = collections.defaultdict(list)
    for r in p_dev:
        owns[pname[r["src"]]].append(r["dst"])
    shares = collections.defaultdict(list)
    for r in p_share:
        shares[pname[r["src"]]].append(cname[r["dst"]])
    has_cert = collections.defaultdict(set)
    for r in comp_cert:
        assert r["dst"] in cert_nums
        has_cert[cname[r["src"]]].add(r["dst"])
    for r in p_cert:
        assert r["dst"] in cert_nums
    tx = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in trans]

    gambling = [a for a in aorder if "赌博" in mark[a]]

    def developed(p):
        c = collections.Counter(a for d in set(owns[p]) for a in install[d])
        return [a for a in aorder if c[a] > 5]

    def released(p):
        cs = {n for co in shares[p] for n in has_cert[co]}
        return [a for a in aorder if uses[a] in cs]

    dev = {p: developed(p) for p in porder}
    rel = {p: released(p) for p in porder}
    developers = [p for p in porder if any(a in gambling for a in dev[p])]
    bosses = [p for p in porder
              if any(a in gambling and any(a in dev[u] and any(s == p and d == u for s, d, _, _ in tx)
                                          for u in porder)
                     for a in rel[p])]

    def device_of(p):
        return [umid[d] for d in owns[p]]

    q = QSet("riskmining")
    # --- English (16)
    q.add("property", "en", "how old is 穆**?", [age["穆**"]])
    q.add("property", "en", "phone number of 中信*投证***限公司?", [cphone["中信*投证***限公司"]])
    q.add("filter", "en", "anyone aged between 40 and 50?",
          [p for p in porder if 40 <= age[p] <= 50])
    q.add("count", "en", "on how many devices is com.DRjvlr.RPTUvGU installed?",
          [sum(1 for d in install if "com.DRjvlr.RPTUvGU" in install[d])])
    q.add("superlative", "en", "oldest person in the data?", top(list(age.items()), 1))
    q.add("topn", "en", "top 3 people by number of devices owned",
          top([(p, len(set(owns[p]))) for p in porder], 3))
    q.add("compare", "en", "who is older, 彭* or 郎**?", top([(p, age[p]) for p in ("彭*", "郎**")], 1))
    q.add("negation", "en", "which companies does nobody hold shares in?",
          [c for c in corder if not any(c in cs for cs in shares.values())])
    q.add("window", "en", "how much did 柏* transfer in the last 30 days?",
          [sum(a for s, _, dt, a in tx if s == "柏*" and in_last(dt, as_of, 30))])
    q.add("yesno", "en", "is com.aCl.toMv a gambling app?", yn("com.aCl.toMv" in gambling, "en"))
    q.add("hop", "en", "umid of the device 方* owns?", device_of("方*"))
    q.add("hop", "en", "who else uses the same device as 方*?",
          [p for p in porder if p != "方*" and set(owns[p]) & set(owns["方*"])])
    q.add("hop", "en", "which cert does app com.ziNtg.tSIuhlG use?", [uses["com.ziNtg.tSIuhlG"]])
    q.add("group_count", "en", "how many transfers did each person receive?",
          group_flat(collections.Counter(d for _, d, _, _ in tx)))
    q.add("concept", "en", "who are the gambling app developers?", developers)
    q.add("concept", "en", "who's the gambling app boss?", bosses)
    # --- Chinese (9)
    q.add("property", "zh", "萧*的电话多少", [phone["萧*"]])
    q.add("count", "zh", "邬**的设备上一共装了多少个不同的应用",
          [len({a for d in set(owns["邬**"]) for a in install[d]})])
    q.add("aggregate", "zh", "柏*一共给杜*转了多少钱",
          [sum(a for s, d, _, a in tx if s == "柏*" and d == "杜*")])
    q.add("window", "zh", "过去25天里柏*给哪些人转过账",
          [p for p in porder if any(s == "柏*" and d == p and in_last(dt, as_of, 25) for s, d, dt, _ in tx)])
    q.add("group_count", "zh", "按风险标记统计应用数量", group_flat(collections.Counter(mark.values())))
    q.add("negation", "zh", "哪些赌博应用没有人发布过",
          [a for a in gambling if not any(a in rel[p] for p in porder)])
    q.add("yesno", "zh", "方*和雷**用的是同一台设备吗",
          yn(bool(set(owns["方*"]) & set(owns["雷**"])), "zh"))
    q.add("concept", "zh", "柏*发布了多少个应用", [len(rel["柏*"])])
    q.add("hop", "zh", "**娱乐**公司有哪些证书", sorted(has_cert["**娱乐**公司"]))
    return q.items


# ----------------------------------------------------------------------------- main

def main():
    sets = [("r44-acme-supply.json", acme()),
            ("r44-kag-supplychain.json", supplychain()),
            ("r44-kag-riskmining.json", riskmining())]
    for fname, items in sets:
        print("==", fname)
        for it in items:
            print("%s [%s/%s] %s\n    -> %s" % (it["id"], it["shape"], it["lang"], it["question"],
                                                 json.dumps(it["answer"], ensure_ascii=False)))
        assert len(items) == 25, (fname, len(items))
        langs = collections.Counter(it["lang"] for it in items)
        assert langs == {"en": 16, "zh": 9}, (fname, langs)
        assert len({it["id"] for it in items}) == 25
        for it in items:
            assert it["answer"] and all(isinstance(a, str) and a for a in it["answer"]), it
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("shapes:", dict(collections.Counter(it["shape"] for it in items)))


if __name__ == "__main__":
    main()
