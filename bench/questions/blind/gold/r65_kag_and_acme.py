#!/usr/bin/env python3
"""Gold answers for the r65 held-out question sets (acme-supply, KAG supply chain, KAG risk mining).

Run: python3 r65_kag_and_acme.py
Writes ../r65-acme-supply.json, ../r65-kag-supplychain.json, ../r65-kag-riskmining.json
(25 questions each: 16 English, 9 Chinese). Standard library only. Every gold value is computed
here from the raw CSV files; nothing is typed by hand.

Data is found by walking up from this file's folder: the acme project is
``data/examples/acme-supply`` under an ancestor; the KAG sets are folders under ``datasets/`` or
``shared/datasets/`` of an ancestor whose names contain ``supplychain`` / ``riskmining``.

Readings used
-------------
* As-of date ("now"): acme uses ``as_of`` from its kagflow.yaml (2024-06-30); both KAG projects
  use 2023-10-15. "The last N days" (and the rules' ``date_diff(now, transDate) < N``) means
  transfers whose date lies strictly fewer than N days before now (0 <= now - date < N days).
  "近30天/近90天" read the same way.
* Multi-value cells are split on the project's separator (acme ``;``, KAG ``,``) and de-duplicated
  (臧*'s legalRepresentative cell lists two companies twice).
* Numbers: integers are written plainly; non-integers are rounded half up (decimal.ROUND_HALF_UP,
  Decimal arithmetic on the cell text) to 2 decimals. Percentages would be written without %.
* Dates are written as the data writes them (yyyymmdd).
* yes/no answers are ``yes``/``no`` (English) or ``是``/``否`` (Chinese).
* Lists: one string per item, order irrelevant. Products, industries and other concept-like
  values are written as their full ids in the CSV (e.g. ``Vehicles-Parts-Tyres``,
  ``商品化工-橡胶-合成橡胶-顺丁橡胶``).
* Counts per group are flattened ``[group, count, group, count, ...]``, largest count first; the
  script asserts that no two groups tie. Superlative winners are asserted unique; top-N asserts
  that the N-th and (N+1)-th values differ.
* "Total inflow" / "总流入" is the schema rule totalTransInAmt: the sum of all incoming transfers.
  Window rules (outflow90Days, fundTrans1Month/3Month/6Month, ...In) sum outgoing / incoming
  transfers within the window. cashflowDiffNMonth = outflow(window) - inflow(window), a missing
  side counting 0.
* mainSupply (main customer): s makes a product whose downstream (hasSupplyChain) product o
  makes, and o's transfers to s are more than half of s's total inflow. "X's main supplier /
  the companies whose main customer is X" is the inverse.
* sameLegalRepresentative: another company (never the company itself) with whom the company
  shares a person in Person.legalRepresentative. KAG supply chain names companies by name there.
* belongToIndustry (KAG supply chain): the industries of the company's products as Product.csv
  gives them (products absent from Product.csv contribute nothing). Product.csv repeats some ids;
  the repeats are asserted identical.
* Product counts over the KAG supply chain avoid (a) products with narrower products below them
  (isA chains would make "makes X" two-way), and (b) answers that change when CompanyUpdate.csv
  (浙江**摩托**限公司's reduced product list) is applied: each such gold is asserted equal under
  both readings.
* Risk mining: certificates are referred to by their certNum (App.useCert and
  Company_hasCert_Cert.dst hold certNum values); questions ask for certificate numbers.
  Gambling app = riskMark contains 赌博. developed(s, app): more than 5 of s's devices install app.
  release(s, app): s holds shares in a company that has the certificate app uses.
  Gambling app developer: developed some gambling app. Gambling app boss: released a gambling app
  that some person u developed, and transferred money to u.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ---------------------------------------------------------------- locating data
def ancestors(path):
    path = os.path.abspath(path)
    while True:
        yield path
        parent = os.path.dirname(path)
        if parent == path:
            return
        path = parent


def find_acme():
    for a in ancestors(HERE):
        p = os.path.join(a, "data", "examples", "acme-supply")
        if os.path.isfile(os.path.join(p, "kagflow.yaml")):
            return p
    raise SystemExit("acme-supply project not found above " + HERE)


def find_kag(word):
    for a in ancestors(HERE):
        for base in (os.path.join(a, "datasets"), os.path.join(a, "shared", "datasets")):
            if not os.path.isdir(base):
                continue
            for name in sorted(os.listdir(base)):
                if word in name.lower() and os.path.isdir(os.path.join(base, name, "sources")):
                    return os.path.join(base, name)
    raise SystemExit("KAG dataset '%s' not found above %s" % (word, HERE))


def read_csv(folder, name):
    with open(os.path.join(folder, "sources", name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------- formatting helpers
def num(d):
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def day(s):
    return datetime.datetime.strptime(s, "%Y%m%d").date()


def in_window(date_text, now, n):
    diff = (now - day(date_text)).days
    assert diff >= 0, (date_text, now)
    return diff < n


def unique_max(pairs):
    """pairs: list of (key, value); returns key of the unique maximum."""
    pairs = sorted(pairs, key=lambda kv: kv[1], reverse=True)
    assert len(pairs) == 1 or pairs[0][1] != pairs[1][1], pairs[:3]
    return pairs[0][0]


def unique_min(pairs):
    pairs = sorted(pairs, key=lambda kv: kv[1])
    assert len(pairs) == 1 or pairs[0][1] != pairs[1][1], pairs[:3]
    return pairs[0][0]


def top_n(pairs, n):
    pairs = sorted(pairs, key=lambda kv: kv[1], reverse=True)
    assert len(pairs) >= n
    if len(pairs) > n:
        assert pairs[n - 1][1] != pairs[n][1], pairs[: n + 1]
    return [k for k, _ in pairs[:n]]


def group_counts(counter):
    items = sorted(counter.items(), key=lambda kv: kv[1], reverse=True)
    vals = [v for _, v in items]
    assert len(vals) == len(set(vals)), items
    out = []
    for k, v in items:
        out += [str(k), str(v)]
    return out


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


class QSet:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        assert isinstance(answer, list) and answer, (question, answer)
        assert all(isinstance(a, str) and a for a in answer), (question, answer)
        assert len(answer) == len(set(answer)) or shape == "group_count", (question, answer)
        self.items.append({
            "id": "%s-r65-%02d" % (self.project, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, filename):
        langs = Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25 and langs["en"] == 16 and langs["zh"] == 9, langs
        assert len({q["question"] for q in self.items}) == 25
        with open(os.path.join(OUT_DIR, filename), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        return os.path.join(OUT_DIR, filename)


# ---------------------------------------------------------------- acme-supply
def acme():
    root = find_acme()
    with open(os.path.join(root, "kagflow.yaml"), encoding="utf-8") as f:
        m = re.search(r'^as_of:\s*["\']?(\d{4}-\d{2}-\d{2})', f.read(), re.M)
    now = datetime.date.fromisoformat(m.group(1))
    sep = ";"

    comps = read_csv(root, "Company.csv")
    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    cprods = {c["id"]: split(c["product"], sep) for c in comps}
    trans = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=Decimal(r["transAmt"]))
             for r in read_csv(root, "Company_fundTrans_Company.csv")]
    for t in trans:
        assert t["src"] in cname and t["dst"] in cname
    persons = read_csv(root, "Person.csv")
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    for cs in reps.values():
        assert all(c in cid for c in cs)
    downstream = {}
    for r in read_csv(root, "Product.csv"):
        assert r["id"] not in downstream
        downstream[r["id"]] = split(r["hasSupplyChain"], sep)

    def inflow(c):
        xs = [t["amt"] for t in trans if t["dst"] == c]
        return sum(xs) if xs else None

    def paid(a, b):
        return sum((t["amt"] for t in trans if t["src"] == a and t["dst"] == b), Decimal(0))

    def main_customers(s):
        out = set()
        tot = inflow(s)
        for up in cprods[s]:
            for down in downstream.get(up, []):
                for o in cname:
                    if down in cprods[o] and paid(o, s) > 0 and tot and paid(o, s) / tot > Decimal("0.5"):
                        out.add(o)
        return out

    def same_rep(s):
        out = set()
        for cs in reps.values():
            ids = [cid[c] for c in cs]
            if s in ids:
                out |= set(ids) - {s}
        return out

    names = lambda ids: sorted(cname[i] for i in ids)
    Q = QSet("acme")

    # ---- English (16)
    Q.add("Which country is Fjord Steel AS based in?",
          [next(c["country"] for c in comps if c["name"] == "Fjord Steel AS")], "field", "en")
    Q.add("Helix Chemicals - founding year?",
          [next(c["founded"] for c in comps if c["name"] == "Helix Chemicals")], "field", "en")
    Q.add("How many companies were founded before 1960?",
          [str(sum(1 for c in comps if int(c["founded"]) < 1960))], "count", "en")
    Q.add("List the companies based in the US.",
          sorted(c["name"] for c in comps if c["country"] == "US"), "list", "en")
    Q.add("Did Eastwind Logistics ever send money to Acme Motors?",
          [yn(paid(cid["Eastwind Logistics"], cid["Acme Motors"]) > 0, "en")], "yesno", "en")
    Q.add("Which company received the single largest fund transfer?",
          [cname[unique_max([(t["dst"], t["amt"]) for t in trans])]], "superlative", "en")
    inflows = [(c, inflow(c)) for c in cname if inflow(c) is not None]
    Q.add("Top 3 companies by total money received.",
          names(top_n(inflows, 3)), "topn", "en")
    Q.add("Number of fund transfers per calendar year, please.",
          group_counts(Counter(t["date"][:4] for t in trans)), "group_count", "en")
    Q.add("How much did Acme Motors transfer to O'Hara, Lamb & Sons in total?",
          [num(paid(cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]))], "relation", "en")
    rec = [t["amt"] for t in trans if t["dst"] == cid["O'Hara, Lamb & Sons"]]
    Q.add("What is the average amount of the transfers that O'Hara, Lamb & Sons received?",
          [num(sum(rec) / len(rec))], "avg", "en")
    ada = {cid[c] for c in reps["Ada Moreno"]}
    Q.add("Which companies received money from the companies Ada Moreno is legal representative of?",
          names({t["dst"] for t in trans if t["src"] in ada}), "two_hop", "en")
    payers = {t["src"] for t in trans}
    Q.add("Which companies have never made an outgoing fund transfer?",
          names(set(cname) - payers), "negation", "en")
    acme_id = cid["Acme Motors"]
    Q.add("What was Acme Motors' total outflow over the last 90 days?",
          [num(sum(t["amt"] for t in trans if t["src"] == acme_id and in_window(t["date"], now, 90)))],
          "rule", "en")
    mc = main_customers(cid["Helix Chemicals"])
    assert len(mc) == 1
    Q.add("Who is Helix Chemicals' main customer?", names(mc), "rule", "en")
    Q.add("Report the companies that share a legal representative with Granite Insurance.",
          names(same_rep(cid["Granite Insurance"])), "rule", "en")
    Q.add("How many fund transfers were made in the last 30 days?",
          [str(sum(1 for t in trans if in_window(t["date"], now, 30)))], "date_window", "en")

    # ---- Chinese (9)
    Q.add("Chloe Tan 的年龄是多少？",
          [next(p["age"] for p in persons if p["name"] == "Chloe Tan")], "field", "zh")
    Q.add("Dara O'Hara 担任哪些公司的法定代表人？", sorted(reps["Dara O'Hara"]), "list", "zh")
    sup = {s for s in cname if acme_id in main_customers(s)}
    Q.add("哪些公司的主要客户是 Acme Motors？", names(sup), "rule", "zh")
    Q.add("以 Acme Motors 为主要客户的公司生产哪些产品？",
          sorted({p for s in sup for p in cprods[s]}), "two_hop", "zh")
    Q.add("金额超过100000的转账一共有几笔？",
          [str(sum(1 for t in trans if t["amt"] > 100000))], "count", "zh")
    Q.add("年龄最大的法定代表人是谁？",
          [unique_max([(p["name"], int(p["age"])) for p in persons])], "superlative", "zh")
    Q.add("O'Hara, Lamb & Sons 的总流入金额是多少？",
          [num(inflow(cid["O'Hara, Lamb & Sons"]))], "rule", "zh")
    Q.add("Bram de Vries 是 Granite Insurance 的法定代表人吗？",
          [yn("Granite Insurance" in reps["Bram de Vries"], "zh")], "yesno", "zh")
    Q.add("Metals-Steel-Sheet steel 的下游产品有哪些？",
          sorted(downstream["Metals-Steel-Sheet steel"]), "list", "zh")
    return Q.write("r65-acme-supply.json"), Q


# ---------------------------------------------------------------- KAG supply chain
KAG_NOW = datetime.date(2023, 10, 15)


def supplychain():
    root = find_kag("supplychain")
    now = KAG_NOW
    sep = ","
    comps = read_csv(root, "Company.csv")
    cname = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps) == len(cname)
    cprods = {c["id"]: split(c["product"], sep) for c in comps}
    # CompanyUpdate.csv: a second reading in which its product lists replace Company.csv's
    cprods_upd = dict(cprods)
    for r in read_csv(root, "CompanyUpdate.csv"):
        cprods_upd[r["id"]] = split(r["products"], sep)
    persons = read_csv(root, "Person.csv")
    pname = {p["name"] for p in persons}
    assert len(pname) == len(persons)
    reps = {p["name"]: split(p["legalRepresentative"], sep) for p in persons}
    for cs in reps.values():
        assert all(c in cid for c in cs)
    prod = {}
    for r in read_csv(root, "Product.csv"):
        key = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], sep)))
        assert prod.setdefault(r["id"], key) == key, r["id"]
    industry = {k: v[0] for k, v in prod.items()}
    downstream = {k: list(v[1]) for k, v in prod.items()}
    trans = [dict(src=r["srcId"], dst=r["dstId"], date=r["transDate"], amt=Decimal(r["transAmt"]))
             for r in read_csv(root, "Company_fundTrans_Company.csv")]
    for t in trans:
        assert t["src"] in cname and t["dst"] in cname
    events = read_csv(root, "ProductChainEvent.csv")

    def inflow(c, n=None):
        xs = [t["amt"] for t in trans if t["dst"] == c and (n is None or in_window(t["date"], now, n))]
        return sum(xs) if xs else None

    def outflow(c, n=None):
        xs = [t["amt"] for t in trans if t["src"] == c and (n is None or in_window(t["date"], now, n))]
        return sum(xs) if xs else None

    def paid(a, b):
        return sum((t["amt"] for t in trans if t["src"] == a and t["dst"] == b), Decimal(0))

    def main_customers(s, cp):
        out = set()
        tot = inflow(s)
        for up in cp[s]:
            for down in downstream.get(up, []):
                for o in cname:
                    if down in cp[o] and paid(o, s) > 0 and tot and paid(o, s) / tot > Decimal("0.5"):
                        out.add(o)
        return out

    def same_rep(s):
        out = set()
        for cs in reps.values():
            ids = [cid[c] for c in cs]
            if s in ids:
                out |= set(ids) - {s}
        return out

    def industries(c, cp):
        return {industry[p] for p in cp[c] if p in industry}

    def both(f):
        a, b = f(cprods), f(cprods_upd)
        assert a == b, (a, b)
        return a

    names = lambda ids: sorted(cname[i] for i in ids)
    all_products = {p for cp in (cprods, cprods_upd) for v in cp.values() for p in v} | set(prod)
    Q = QSet("supplychain")
    chuanhua = cid["传化****限公司"]
    sanjiao = cid["三角***份限公司"]

    # ---- English (16)
    Q.add("How old is 禹**?", [next(p["age"] for p in persons if p["name"] == "禹**")], "field", "en")
    Q.add("Which companies is 夏** the legal representative of?", sorted(reps["夏**"]), "list", "en")
    leaf = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    assert leaf in prod and not any(p.startswith(leaf + "-") for p in all_products)
    Q.add("How many companies make %s?" % leaf,
          [str(both(lambda cp: sum(1 for c in cname if leaf in cp[c])))], "count", "en")
    Q.add("Which company received the most money in total across all of its incoming transfers?",
          [cname[unique_max([(c, inflow(c)) for c in cname if inflow(c) is not None])]],
          "superlative", "en")
    Q.add("Top 3 recipients of 传化****限公司's payments, by amount received from it.",
          names(top_n([(c, paid(chuanhua, c)) for c in cname if paid(chuanhua, c) > 0], 3)),
          "topn", "en")
    Q.add("What is the total amount 传化****限公司 has paid out?", [num(outflow(chuanhua))], "sum", "en")
    Q.add("传化****限公司: total outflow over the last 90 days?", [num(outflow(chuanhua, 90))],
          "rule", "en")
    mc = both(lambda cp: main_customers(chuanhua, cp))
    assert len(mc) == 1
    Q.add("Who is the main customer of 传化****限公司?", names(mc), "rule", "en")
    Q.add("Which companies share a legal representative with 开达集**公司?",
          names(same_rep(cid["开达集**公司"])), "rule", "en")
    sj_ind = both(lambda cp: industries(sanjiao, cp))
    assert len(sj_ind) == 1
    Q.add("Which industry does 三角***份限公司 belong to?", sorted(sj_ind), "rule", "en")
    payers_sj = {t["src"] for t in trans if t["dst"] == sanjiao}
    Q.add("Who are the legal representatives of the companies that paid 三角***份限公司?",
          sorted({p for p, cs in reps.items() if any(cid[c] in payers_sj for c in cs)}), "two_hop", "en")
    senders = {t["src"] for t in trans}
    Q.add("Which of the companies 臧* represents have never sent a fund transfer?",
          sorted(c for c in reps["臧*"] if cid[c] not in senders), "negation", "en")
    Q.add("Did 三角***份限公司 ever pay 传化****限公司?", [yn(paid(sanjiao, chuanhua) > 0, "en")],
          "yesno", "en")
    zj = cid["浙江**摩托**限公司"]
    d = [t["date"] for t in trans if t["src"] == zj and t["dst"] == sanjiao]
    assert len(d) == 1
    Q.add("On what date did 浙江**摩托**限公司 pay 三角***份限公司?", d, "relation", "en")
    Q.add("How many people in the graph are younger than 30?",
          [str(sum(1 for p in persons if int(p["age"]) < 30))], "count", "en")
    rec = [t["amt"] for t in trans if t["dst"] == sanjiao]
    Q.add("Average size of the incoming transfers of 三角***份限公司?", [num(sum(rec) / len(rec))],
          "avg", "en")

    # ---- Chinese (9)
    Q.add("年龄最大的自然人是谁？", [unique_max([(p["name"], int(p["age"])) for p in persons])],
          "superlative", "zh")
    Q.add("三角***份限公司近90天的资金流入总额是多少？", [num(inflow(sanjiao, 90))], "rule", "zh")
    diff = (outflow(chuanhua, 30) or 0) - (inflow(chuanhua, 30) or 0)
    Q.add("传化****限公司近30天的资金流水差（流出减流入）是多少？", [num(diff)], "rule", "zh")
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1
    Q.add("产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？", [ev[0]["subject"]], "field", "zh")
    Q.add("“顺丁橡胶成本上涨”这个产业链事件属于价格上涨类事件吗？",
          [yn(ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨", "zh")], "yesno", "zh")

    def ind_top3(cp):
        cnt = Counter(i for c in cname for i in industries(c, cp))
        top = top_n(list(cnt.items()), 3)
        return tuple(group_counts(Counter({i: cnt[i] for i in top})))

    Q.add("按所在行业统计公司数量，公司最多的前三个行业各有多少家公司？", list(both(ind_top3)),
          "group_count", "zh")
    Q.add("最近30天内一共发生了几笔资金往来？",
          [str(sum(1 for t in trans if in_window(t["date"], now, 30)))], "date_window", "zh")
    jf = cid["建发***资**有公司"]
    Q.add("建发***资**有公司经营哪些产品？", sorted(both(lambda cp: frozenset(cp[jf]))), "list", "zh")
    hua = [cid[c] for c in reps["华*"]]
    hp = both(lambda cp: frozenset(p for c in hua for p in cp[c]))
    assert all(p in prod for p in hp)
    Q.add("华*担任法人的公司经营哪些产品？", sorted(hp), "two_hop", "zh")
    return Q.write("r65-kag-supplychain.json"), Q


# ---------------------------------------------------------------- KAG risk mining
def riskmining():
    root = find_kag("riskmining")
    now = KAG_NOW
    sep = ","
    persons = read_csv(root, "Person.csv")
    pn = {p["id"]: p["name"] for p in persons}
    pid = {p["name"]: p["id"] for p in persons}
    assert len(pid) == len(persons)
    comps = read_csv(root, "Company.csv")
    cn = {c["id"]: c["name"] for c in comps}
    cid = {c["name"]: c["id"] for c in comps}
    assert len(cid) == len(comps)
    certs = {r["certNum"]: r["id"] for r in read_csv(root, "Cert.csv")}
    apps = {a["id"]: a for a in read_csv(root, "App.csv")}
    for a in apps.values():
        assert a["useCert"] in certs
    devices = {d["id"]: d for d in read_csv(root, "Device.csv")}
    installs = {d: split(devices[d]["install"], sep) for d in devices}
    for xs in installs.values():
        assert all(x in apps for x in xs)
    has_dev = defaultdict(set)
    for r in read_csv(root, "Person_hasDevice_Device.csv"):
        assert r["src"] in pn and r["dst"] in devices
        has_dev[r["src"]].add(r["dst"])
    comp_certs = defaultdict(set)
    for r in read_csv(root, "Company_hasCert_Cert.csv"):
        assert r["src"] in cn and r["dst"] in certs
        comp_certs[r["src"]].add(r["dst"])
    shares = defaultdict(set)
    for r in read_csv(root, "Person_holdShare_Company.csv"):
        assert r["src"] in pn and r["dst"] in cn
        shares[r["src"]].add(r["dst"])
    trans = [dict(src=r["src"], dst=r["dst"], date=r["transDate"], amt=Decimal(r["transAmt"]))
             for r in read_csv(root, "Person_fundTrans_Person.csv")]
    for t in trans:
        assert t["src"] in pn and t["dst"] in pn

    gambling = {a for a, r in apps.items() if "赌博" in r["riskMark"]}

    def developed(s):
        cnt = Counter(a for d in has_dev[s] for a in installs[d])
        return {a for a, n in cnt.items() if n > 5}

    def released(s):
        cs = {c for co in shares[s] for c in comp_certs[co]}
        return {a for a, r in apps.items() if r["useCert"] in cs}

    developers = {p for p in pn if developed(p) & gambling}
    bosses = set()
    for s in pn:
        for a in released(s) & gambling:
            for u in pn:
                if a in developed(u) and any(t["src"] == s and t["dst"] == u for t in trans):
                    bosses.add(s)

    def paid(a, b):
        return [t["amt"] for t in trans if t["src"] == a and t["dst"] == b]

    pnames = lambda ids: sorted(pn[i] for i in ids)
    Q = QSet("riskmining")
    bai = pid["柏*"]

    # ---- English (16)
    Q.add("What is 邬**'s phone number?", [next(p["hasPhone"] for p in persons if p["name"] == "邬**")],
          "field", "en")
    Q.add("How old is 柏*?", [next(p["age"] for p in persons if p["name"] == "柏*")], "field", "en")
    Q.add("How many apps carry the risk mark 诈骗?",
          [str(sum(1 for a in apps.values() if a["riskMark"] == "诈骗"))], "count", "en")
    Q.add("Which apps count as gambling apps?", sorted(gambling), "rule", "en")
    Q.add("Who are the gambling app developers?", pnames(developers), "rule", "en")
    assert len(bosses) == 1
    Q.add("Which person is a gambling app boss?", pnames(bosses), "rule", "en")
    Q.add("How many apps did 柏* release?", [str(len(released(bai)))], "rule", "en")
    Q.add("How much money did 柏* transfer to 杜* in total?", [num(sum(paid(bai, pid["杜*"])))],
          "relation", "en")
    xs = paid(bai, pid["邬**"])
    Q.add("What is the average amount of 柏*'s transfers to 邬**?", [num(sum(xs) / len(xs))], "avg", "en")
    Q.add("How many transfers did 柏* make in the last 30 days?",
          [str(sum(1 for t in trans if t["src"] == bai and in_window(t["date"], now, 30)))],
          "date_window", "en")
    Q.add("Who received the largest single transfer?",
          [pn[unique_max([(t["dst"], t["amt"]) for t in trans])]], "superlative", "en")
    Q.add("Top 3 people by number of devices owned.",
          pnames(top_n([(p, len(has_dev[p])) for p in pn], 3)), "topn", "en")
    Q.add("Number of transfers 柏* sent to each recipient.",
          group_counts(Counter(pn[t["dst"]] for t in trans if t["src"] == bai)), "group_count", "en")
    Q.add("Does 柏* hold shares in **娱乐**公司?", [yn(cid["**娱乐**公司"] in shares[bai], "en")],
          "yesno", "en")
    Q.add("Which gambling apps did 柏* not release?", sorted(gambling - released(bai)), "negation", "en")
    fang = pid["方*"]
    assert len(has_dev[fang]) == 1
    Q.add("Who else owns the device that 方* owns?",
          pnames({p for p in pn if p != fang and has_dev[p] & has_dev[fang]}), "two_hop", "en")

    # ---- Chinese (9)
    Q.add("柏*持股的公司拥有哪些证书？请给出证书编号。",
          sorted({c for co in shares[bai] for c in comp_certs[co]}), "two_hop", "zh")
    Q.add("应用 com.qIu.VJbJ 使用的证书编号是什么？", [apps["com.qIu.VJbJ"]["useCert"]], "field", "zh")
    Q.add("年龄超过50岁的自然人有几个？", [str(sum(1 for p in persons if int(p["age"]) > 50))],
          "count", "zh")
    app = "com.HOfs.aOnwJ.fFHM.QoXx"
    Q.add("%s 属于赌博应用吗？" % app, [yn(app in gambling, "zh")], "yesno", "zh")
    Q.add("柏*发布了哪些赌博应用？", sorted(released(bai) & gambling), "rule", "zh")
    Q.add("柏*在2023年9月一共转出多少钱？",
          [num(sum(t["amt"] for t in trans if t["src"] == bai and t["date"].startswith("202309")))],
          "sum", "zh")
    qiu = pid["裘**"]
    Q.add("裘**拥有的设备上一共安装了多少个不同的应用？",
          [str(len({a for d in has_dev[qiu] for a in installs[d]}))], "two_hop", "zh")
    Q.add("金额最小的一笔转账发生在哪一天？",
          [unique_min([(t["date"], t["amt"]) for t in trans])], "superlative", "zh")
    receivers = {t["dst"] for t in trans}
    Q.add("年龄超过50岁的人里，哪些人从未收到过转账？",
          pnames({p["id"] for p in persons if int(p["age"]) > 50} - receivers), "negation", "zh")
    return Q.write("r65-kag-riskmining.json"), Q


def main():
    for fn in (acme, supplychain, riskmining):
        path, q = fn()
        print(path)
        for item in q.items:
            print("  %s [%s/%s] %s -> %s" % (item["id"], item["lang"], item["shape"],
                                            item["question"], item["answer"]))


if __name__ == "__main__":
    main()
