"""Gold answers for the r60 blind question sets (acme-supply, kag-supplychain, kag-riskmining).

Standalone, standard library only. Finds the data by walking up from this file's folder:
acme-supply under data/examples/acme-supply of the repository, the KAG sets under
datasets/ or shared/datasets/ of some ancestor folder. Writes r60-acme-supply.json,
r60-kag-supplychain.json and r60-kag-riskmining.json one folder above this script.

Readings used
-------------
* As-of dates: acme-supply uses `as_of` of its kagflow.yaml (2024-06-30); kag-supplychain and
  kag-riskmining use 2023-10-15 wherever a rule reads now().
* `date_diff(now, transDate) < N` is the whole number of days from the transfer date to the as-of
  date, strictly under N (so a 90-day rule keeps transfers 0..89 days old).
* Windows written in questions ("between A and B", "from A to B", a calendar month) include both
  end days.
* Multi-value cells split on the project's separator: ';' for acme-supply (kagflow.yaml
  `multi_value_separator`), ',' for the KAG sets.
* Every fund-transfer row is one transfer (rows with the same payer, payee and date but a different
  amount are two transfers).
* totalTransInAmt = sum of all transfers a company received; rule windows sum the transfers out
  (outflow) or in (inflow) inside the window; cashflowDiffNMonth = outflow - inflow of the window,
  an absent value counting 0.
* mainSupply(s, o): s makes a product whose hasSupplyChain contains a product o makes, o paid s,
  and o's payments to s are more than half of s's totalTransInAmt. Repeated Product.csv rows are
  identical and read once.
* sameLegalRepresentative(s, o): one person is legal representative of both; questions ask for
  the *other* companies, so s itself is never part of an answer.
* RiskMining: an app is a gambling app (TaxOfRiskApp/赌博应用) when its riskMark contains 赌博;
  developed(p, app): more than 5 distinct devices of p have app installed; a gambling-app developer
  develops a gambling app; release(p, app): p holds shares in a company that has the certificate
  (the certificate number) the app uses; a gambling-app boss releases a gambling app developed by a
  person the boss transferred money to.
* ProductChainEvent -> CompanyEvent (kag-supplychain concept.rule): a price rise of product P leads
  to a cost rise of every company that makes a product listed in P's hasSupplyChain.
* Numbers: integers written plainly; other values rounded half up to 2 decimals
  (decimal.ROUND_HALF_UP); percentages as a plain number without '%'.
* Avoided on purpose: kag-supplychain person 臧* (his cell repeats companies) and the companies of
  that cell for legal-representative questions; products and industries as answers (concept-path
  names); CompanyUpdate.csv (a column outside the schema); the phone column of RiskMining
  Company.csv (named `phone`, the schema says hasPhone); RiskMining devices whose install cell
  repeats an app, and device 45 (owned by two persons), in device questions.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)


# ---------------------------------------------------------------- helpers

def find_up(*candidates):
    d = HERE
    while True:
        for c in candidates:
            p = os.path.join(d, c)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("data not found: %s" % (candidates,))
        d = parent


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def num(x):
    """Integers plainly, else 2 decimals rounded half up."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    d = Decimal(x.numerator) / Decimal(x.denominator)
    return str(d.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def pct(part, whole):
    return num(Fraction(part) * 100 / Fraction(whole))


def day(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def unique_max(items, key):
    items = list(items)
    best = max(key(i) for i in items)
    winners = [i for i in items if key(i) == best]
    assert len(winners) == 1, ("superlative not unique", winners)
    return winners[0]


def unique_min(items, key):
    return unique_max(items, lambda i: -key(i))


def split(cell, sep):
    return [v.strip() for v in cell.split(sep) if v.strip()] if cell else []


def read_as_of(yaml_path):
    with open(yaml_path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line.startswith("as_of:"):
                return line.split(":", 1)[1].strip().strip("\"'")
    raise SystemExit("as_of missing")


def read_sep(yaml_path):
    with open(yaml_path, encoding="utf-8") as f:
        for line in f:
            s = line.split("#", 1)[0].strip()
            if s.startswith("multi_value_separator:"):
                return s.split(":", 1)[1].strip().strip("\"'")
    return ","


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        self.items.append({
            "id": "%s-r60-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, name):
        assert len(self.items) == 25, (name, len(self.items))
        langs = Counter(i["lang"] for i in self.items)
        assert langs == {"en": 16, "zh": 9}, (name, langs)
        with open(os.path.join(OUT_DIR, name), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


def window_sum(transfers, now, days, side, cid):
    """Sum of transfers out of (side='src') or into (side='dst') cid, date_diff(now, d) < days."""
    tot = 0
    for t in transfers:
        if t[side] == cid and (now - day(t["date"])).days < days:
            tot += t["amt"]
    return tot


# ---------------------------------------------------------------- acme-supply

def acme():
    root = find_up(os.path.join("data", "examples", "acme-supply"))
    yaml_path = os.path.join(root, "kagflow.yaml")
    now = day(read_as_of(yaml_path).replace("-", ""))
    sep = read_sep(yaml_path)
    src = os.path.join(root, "sources")
    comp = rows(src, "Company.csv")
    people = rows(src, "Person.csv")
    prod = rows(src, "Product.csv")
    tr = [{"src": r["srcId"], "dst": r["dstId"], "date": r["transDate"], "amt": int(r["transAmt"])}
          for r in rows(src, "Company_fundTrans_Company.csv")]
    name = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    makes = {c["id"]: set(split(c["product"], sep)) for c in comp}
    down = defaultdict(set)
    for p in prod:
        down[p["id"]] |= set(split(p["hasSupplyChain"], sep))
    reps = defaultdict(set)  # company name -> person names
    age = {}
    for p in people:
        age[p["name"]] = int(p["age"])
        for c in split(p["legalRepresentative"], sep):
            assert c in cid, c
            reps[c].add(p["name"])

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    def main_customers(s):
        res = []
        for o in name:
            paid = sum(t["amt"] for t in tr if t["src"] == o and t["dst"] == s)
            if not paid:
                continue
            if not any(d in makes[o] for up in makes[s] for d in down[up]):
                continue
            if Fraction(paid) / inflow[s] > Fraction(1, 2):
                res.append(o)
        return res

    def same_rep(s):
        out = set()
        for p in people:
            cs = split(p["legalRepresentative"], sep)
            if s in cs:
                out |= set(cs)
        out.discard(s)
        return sorted(out, key=lambda n: cid[n])

    def one(xs):
        xs = list(xs)
        assert len(xs) == 1, xs
        return xs[0]

    q = QSet("acme")
    A = cid["Acme Motors"]
    O = cid["O'Hara, Lamb & Sons"]
    # 01 lookup
    q.add("What country is Fjord Steel AS based in?",
          one(c["country"] for c in comp if c["name"] == "Fjord Steel AS"), "lookup", "en")
    # 02 lookup
    q.add("Helix Chemicals founding year",
          one(c["founded"] for c in comp if c["name"] == "Helix Chemicals"), "lookup", "en")
    # 03 hop
    q.add("Who is the legal representative of Granite Insurance?",
          sorted(reps["Granite Insurance"]), "hop", "en")
    # 04 chain
    q.add("How old is the person who acts as legal representative of Eastwind Logistics?",
          num(age[one(reps["Eastwind Logistics"])]), "chain", "en")
    # 05 list
    q.add("Which companies has Acme Motors sent money to?",
          [name[i] for i in sorted({t["dst"] for t in tr if t["src"] == A})], "list", "en")
    # 06 count
    q.add("How many fund transfers did Acme Motors make in total?",
          num(sum(1 for t in tr if t["src"] == A)), "count", "en")
    # 07 aggregate
    q.add("What is the total amount Acme Motors has transferred to O'Hara, Lamb & Sons?",
          num(sum(t["amt"] for t in tr if t["src"] == A and t["dst"] == O)), "aggregate", "en")
    # 08 aggregate with a window
    lo, hi = day("20240501"), day("20240615")
    q.add("Sum of all fund transfers between companies dated from 2024-05-01 to 2024-06-15, both days included?",
          num(sum(t["amt"] for t in tr if lo <= day(t["date"]) <= hi)), "aggregate", "en")
    # 09 average
    got = [t["amt"] for t in tr if t["dst"] == O]
    q.add("On average, how large were the transfers O'Hara, Lamb & Sons received? Round to 2 decimals.",
          num(Fraction(sum(got), len(got))), "average", "en")
    # 10 superlative
    top = unique_max(inflow, lambda c: inflow[c])
    q.add("Which company has received the most money in total?", name[top], "superlative", "en")
    # 11 record
    last = unique_max(tr, lambda t: day(t["date"]))
    q.add("What was the most recent fund transfer? Give its date and its amount.",
          [last["date"], num(last["amt"])], "record", "en")
    # 12 share
    q.add("What percentage of O'Hara, Lamb & Sons' total inflow came from Acme Motors? Answer to 2 decimal places.",
          pct(sum(t["amt"] for t in tr if t["src"] == A and t["dst"] == O), inflow[O]), "share", "en")
    # 13 difference
    q.add("How much more money did Acme Motors pay out than it received?",
          num(outflow[A] - inflow[A]), "difference", "en")
    # 14 rule
    q.add("Acme Motors outflow over the last 90 days?",
          num(window_sum(tr, now, 90, "src", A)), "rule", "en")
    # 15 rule
    q.add("Who is the main customer of Borealis Rubber Works?",
          [name[o] for o in main_customers(cid["Borealis Rubber Works"])], "rule", "en")
    # 16 exists
    H = cid["Helix Chemicals"]
    q.add("Has Helix Chemicals ever sent a fund transfer to another company?",
          "yes" if any(t["src"] == H for t in tr) else "no", "exists", "en")
    # 17 rule (zh)
    q.add("哪些公司的主要客户是 Acme Motors？",
          [name[s] for s in sorted(name) if A in main_customers(s)], "rule", "zh")
    # 18 rule (zh)
    q.add("Helix Chemicals 和哪家公司拥有同一位法定代表人？", same_rep("Helix Chemicals"), "rule", "zh")
    # 19 group (zh)
    grp = []
    for n in ["O'Hara, Lamb & Sons", "Delta Cells GmbH", "Eastwind Logistics"]:
        assert inflow[cid[n]]
        grp += [n, num(inflow[cid[n]])]
    q.add("O'Hara, Lamb & Sons、Delta Cells GmbH、Eastwind Logistics 三家公司各自的总流入金额分别是多少？按这个顺序回答。",
          grp, "group", "zh")
    # 20 count (zh)
    q.add("1960年以前成立的公司有几家？",
          num(sum(1 for c in comp if int(c["founded"]) < 1960)), "count", "zh")
    # 21 superlative (zh)
    q.add("年龄最大的法定代表人是谁？",
          unique_max([p for p in people if split(p["legalRepresentative"], sep)],
                     lambda p: int(p["age"]))["name"], "superlative", "zh")
    # 22 rule (zh)
    q.add("Eastwind Logistics 近90天的流出金额是多少？",
          num(window_sum(tr, now, 90, "src", cid["Eastwind Logistics"])), "rule", "zh")
    # 23 average (zh)
    q.add("所有自然人的平均年龄是多少？（保留两位小数）",
          num(Fraction(sum(int(p["age"]) for p in people), len(people))), "average", "zh")
    # 24 chain (zh)
    big = unique_max(tr, lambda t: t["amt"])
    q.add("收到单笔金额最大那笔转账的公司，它的法定代表人是谁？",
          sorted(reps[name[big["dst"]]]), "chain", "zh")
    # 25 exists (zh)
    G = cid["Granite Insurance"]
    q.add("Granite Insurance 有没有给 Acme Motors 转过账？",
          "是" if any(t["src"] == G and t["dst"] == A for t in tr) else "否", "exists", "zh")
    q.write("r60-acme-supply.json")


# ---------------------------------------------------------------- kag-supplychain

def supplychain():
    root = find_up(os.path.join("datasets", "kag-supplychain"),
                   os.path.join("shared", "datasets", "kag-supplychain"))
    src = os.path.join(root, "sources")
    sep = ","
    now = datetime.date(2023, 10, 15)
    comp = rows(src, "Company.csv")
    people = rows(src, "Person.csv")
    prod = rows(src, "Product.csv")
    events = rows(src, "ProductChainEvent.csv")
    tr = [{"src": r["srcId"], "dst": r["dstId"], "date": r["transDate"], "amt": int(r["transAmt"])}
          for r in rows(src, "Company_fundTrans_Company.csv")]
    name = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    makes = {c["id"]: set(split(c["product"], sep)) for c in comp}
    down = {}
    for p in prod:
        ds = set(split(p["hasSupplyChain"], sep))
        if p["id"] in down:
            assert down[p["id"]] == ds, p["id"]  # repeated rows are identical
        down[p["id"]] = ds
    reps = defaultdict(list)
    pers = {}
    for p in people:
        assert p["name"] not in pers
        pers[p["name"]] = p
        for c in split(p["legalRepresentative"], sep):
            assert c in cid, c
            reps[c].append(p["name"])

    def clean_person(n):
        cs = split(pers[n]["legalRepresentative"], sep)
        assert len(cs) == len(set(cs)), n
        return cs

    def rep_of(c):
        assert len(reps[c]) == 1, (c, reps[c])
        clean_person(reps[c][0])
        return reps[c][0]

    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tr:
        inflow[t["dst"]] += t["amt"]
        outflow[t["src"]] += t["amt"]

    def main_customers(s):
        res = []
        for o in name:
            paid = sum(t["amt"] for t in tr if t["src"] == o and t["dst"] == s)
            if not paid:
                continue
            if not any(d in makes[o] for up in makes[s] for d in down.get(up, ())):
                continue
            if Fraction(paid) / inflow[s] > Fraction(1, 2):
                res.append(o)
        return res

    def diff(c, days):
        return window_sum(tr, now, days, "src", c) - window_sum(tr, now, days, "dst", c)

    q = QSet("supplychain")
    CH = cid["传化****限公司"]
    SJ = cid["三角***份限公司"]
    ZJ = cid["浙江**摩托**限公司"]
    # 01 lookup
    q.add("How old is 袁*?", pers["袁*"]["age"], "lookup", "en")
    # 02 hop
    q.add("Who is the legal representative of 吉林奇*化****公司?", rep_of("吉林奇*化****公司"), "hop", "en")
    # 03 list
    q.add("List every company that 庞* is the legal representative of.", clean_person("庞*"), "list", "en")
    # 04 count
    q.add("how many companies is 俞** legal rep for", num(len(clean_person("俞**"))), "count", "en")
    # 05 chain
    q.add("Find the legal representative of 中**信*份*公司. How old is that person?",
          pers[rep_of("中**信*份*公司")]["age"], "chain", "en")
    # 06 rule-derived total inflow
    q.add("What is the total inflow amount of 三角***份限公司?", num(inflow[SJ]), "rule", "en")
    # 07 rule: 1-month outflow
    q.add("How much money did 传化****限公司 pay out over the last month (its 1-month outflow)?",
          num(window_sum(tr, now, 30, "src", CH)), "rule", "en")
    # 08 rule: 3-month outflow
    q.add("3-month outflow of 传化****限公司?", num(window_sum(tr, now, 90, "src", CH)), "rule", "en")
    # 09 rule: cash-flow difference
    q.add("What is the 3-month cash-flow difference (outflow minus inflow) of 传化****限公司?",
          num(diff(CH, 90)), "rule", "en")
    # 10 rule: main customer
    q.add("Who is the main customer of 传化****限公司?", [name[o] for o in main_customers(CH)], "rule", "en")
    # 11 superlative
    q.add("Which company made the largest single fund transfer?",
          name[unique_max(tr, lambda t: t["amt"])["src"]], "superlative", "en")
    # 12 record
    last = unique_max(tr, lambda t: day(t["date"]))
    q.add("Who received the most recent fund transfer, and how much was it?",
          [name[last["dst"]], num(last["amt"])], "record", "en")
    # 13 average
    paid = [t["amt"] for t in tr if t["src"] == CH]
    q.add("What is the average amount of the transfers paid by 传化****限公司? Round to 2 decimals.",
          num(Fraction(sum(paid), len(paid))), "average", "en")
    # 14 share
    q.add("What percentage of 三角***份限公司's total inflow came from 浙江**摩托**限公司? Give it to 2 decimal places.",
          pct(sum(t["amt"] for t in tr if t["src"] == ZJ and t["dst"] == SJ), inflow[SJ]), "share", "en")
    # 15 exists
    q.add("Did 传化****限公司 ever send money to 浙江**摩托**限公司?",
          "yes" if any(t["src"] == CH and t["dst"] == ZJ for t in tr) else "no", "exists", "en")
    # 16 aggregate over a window
    lo, hi = day("20230701"), day("20230731")
    q.add("What is the total amount of all fund transfers dated between 2023-07-01 and 2023-07-31?",
          num(sum(t["amt"] for t in tr if lo <= day(t["date"]) <= hi)), "aggregate", "en")
    # 17 rule (zh): same legal representative
    k = "康**股有公司"
    r = rep_of(k)
    q.add("康**股有公司和哪些公司有共同法人？",
          [c for c in clean_person(r) if c != k], "rule", "zh")
    # 18 count (zh)
    q.add("三角***份限公司一共收到过多少笔转账？", num(sum(1 for t in tr if t["dst"] == SJ)), "count", "zh")
    # 19 difference (zh)
    q.add("传化****限公司的总流出金额比总流入金额多多少？", num(outflow[CH] - inflow[CH]), "difference", "zh")
    # 20 group (zh)
    q.add("传化****限公司和三角***份限公司近3个月的流入金额分别是多少？",
          ["传化****限公司", num(window_sum(tr, now, 90, "dst", CH)),
           "三角***份限公司", num(window_sum(tr, now, 90, "dst", SJ))], "group", "zh")
    # 21 superlative (zh)
    q.add("年龄最大的自然人是谁？", unique_max(people, lambda p: int(p["age"]))["name"], "superlative", "zh")
    # 22 count (zh)
    q.add("年龄超过50岁的自然人有几位？", num(sum(1 for p in people if int(p["age"]) > 50)), "count", "zh")
    # 23 chain (zh)
    payer = [t["src"] for t in tr if t["dst"] == SJ and t["date"] == "20230820"]
    assert len(payer) == 1
    q.add("2023年8月20日给三角***份限公司转账的那家公司，它的法定代表人多大年纪？",
          pers[rep_of(name[payer[0]])]["age"], "chain", "zh")
    # 24 rule (zh): 1-month cash-flow difference of a receiver
    q.add("宝业集****公司近1个月资金流水差是多少？", num(diff(cid["宝业集****公司"], 30)), "rule", "zh")
    # 25 rule (zh): product-chain event -> company cost-rise events
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]
    assert len(ev) == 1 and ev[0]["index"] == "价格" and ev[0]["trend"] == "上涨"
    dprods = down[ev[0]["subject"]]
    hit = [c for c in name if makes[c] & dprods]
    q.add("产业链事件“顺丁橡胶成本上涨”会导致多少家公司发生成本上涨事件？", num(len(hit)), "rule", "zh")
    q.write("r60-kag-supplychain.json")


# ---------------------------------------------------------------- kag-riskmining

def riskmining():
    root = find_up(os.path.join("datasets", "kag-riskmining"),
                   os.path.join("shared", "datasets", "kag-riskmining"))
    src = os.path.join(root, "sources")
    sep = ","
    people = rows(src, "Person.csv")
    comp = rows(src, "Company.csv")
    apps = rows(src, "App.csv")
    devices = rows(src, "Device.csv")
    tr = [{"src": r["src"], "dst": r["dst"], "date": r["transDate"], "amt": int(r["transAmt"])}
          for r in rows(src, "Person_fundTrans_Person.csv")]
    has_dev = rows(src, "Person_hasDevice_Device.csv")
    hold = rows(src, "Person_holdShare_Company.csv")
    ccert = rows(src, "Company_hasCert_Cert.csv")

    pname = {p["id"]: p["name"] for p in people}
    pid = {p["name"]: p["id"] for p in people}
    assert len(pid) == len(people)
    page = {p["id"]: int(p["age"]) for p in people}
    cname = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    app = {a["id"]: a for a in apps}
    install = {d["id"]: split(d["install"], sep) for d in devices}
    umid = {d["id"]: d["umid"] for d in devices}
    assert len(set(umid.values())) == len(umid)
    owners = defaultdict(set)
    pdev = defaultdict(set)
    for r in has_dev:
        owners[r["dst"]].add(r["src"])
        pdev[r["src"]].add(r["dst"])

    gambling = {a for a in app if "赌博" in app[a]["riskMark"]}

    def developed(p):
        cnt = Counter()
        for d in pdev[p]:
            for a in set(install[d]):
                cnt[a] += 1
        return {a for a, n in cnt.items() if n > 5}

    certs_of = defaultdict(set)
    for r in ccert:
        certs_of[r["src"]].add(r["dst"])

    def released(p):
        cs = set()
        for r in hold:
            if r["src"] == p:
                cs |= certs_of[r["dst"]]
        return {a for a in app if app[a]["useCert"] in cs}

    devs = {p: developed(p) for p in pname}
    developers = [p for p in pname if devs[p] & gambling]
    bosses = []
    for s in pname:
        paid_to = {t["dst"] for t in tr if t["src"] == s}
        if any(a in gambling and any(a in devs[u] for u in paid_to) for a in released(s)):
            bosses.append(s)

    def clean_device(d):
        assert len(install[d]) == len(set(install[d])), d
        assert len(owners[d]) == 1, d
        return d

    q = QSet("riskmining")
    B = pid["柏*"]
    Q0, D1, W2 = pid["裘**"], pid["杜*"], pid["邬**"]

    def sent(a, b):
        return [t for t in tr if t["src"] == a and t["dst"] == b]

    # 01 lookup
    q.add("How old is 柏*?", num(page[B]), "lookup", "en")
    # 02 lookup
    q.add("phone number of 郝*", one_of(people, "郝*")["hasPhone"], "lookup", "en")
    # 03 hop
    q.add("Which companies does 柏* hold shares in?",
          [cname[r["dst"]] for r in hold if r["src"] == B], "hop", "en")
    # 04 count
    q.add("How many devices does 邬** own?", num(len(pdev[W2])), "count", "en")
    # 05 aggregate
    q.add("What is the total amount 柏* has transferred to 裘**?",
          num(sum(t["amt"] for t in sent(B, Q0))), "aggregate", "en")
    # 06 aggregate with a window
    lo, hi = day("20230901"), day("20230910")
    q.add("How much did 柏* send to 邬** from 2023-09-01 to 2023-09-10 (both days included)?",
          num(sum(t["amt"] for t in sent(B, W2) if lo <= day(t["date"]) <= hi)), "aggregate", "en")
    # 07 average
    xs = [t["amt"] for t in sent(B, D1)]
    q.add("Average amount of 柏*'s transfers to 杜*, rounded to 2 decimals?",
          num(Fraction(sum(xs), len(xs))), "average", "en")
    # 08 superlative
    q.add("Who received the single largest money transfer?",
          pname[unique_max(tr, lambda t: t["amt"])["dst"]], "superlative", "en")
    # 09 record
    last = unique_max(sent(B, D1), lambda t: day(t["date"]))
    q.add("When did 柏* last transfer money to 杜*, and how much was that transfer?",
          [last["date"], num(last["amt"])], "record", "en")
    # 10 rule: developed
    q.add("Which apps did 裘** develop?", sorted(devs[Q0]), "rule", "en")
    # 11 rule: gambling app boss
    q.add("Who is the boss behind the gambling apps (the gambling app boss)?",
          [pname[p] for p in bosses], "rule", "en")
    # 12 count
    q.add("How many apps carry the risk mark 诈骗 (fraud)?",
          num(sum(1 for a in apps if a["riskMark"] == "诈骗")), "count", "en")
    # 13 hop
    q.add("Which certificate number does the app com.qIu.VJbJ use?", app["com.qIu.VJbJ"]["useCert"], "hop", "en")
    # 14 exists
    q.add("Has 柏* ever transferred money to 左**?",
          "yes" if sent(B, pid["左**"]) else "no", "exists", "en")
    # 15 share
    out_b = sum(t["amt"] for t in tr if t["src"] == B)
    q.add("What percentage of all the money 柏* transferred went to 邬**? Answer with 2 decimals.",
          pct(sum(t["amt"] for t in sent(B, W2)), out_b), "share", "en")
    # 16 chain
    d88 = clean_device("88")
    q.add("The device with umid %s - how old is its owner?" % umid[d88],
          num(page[next(iter(owners[d88]))]), "chain", "en")
    # 17 rule (zh)
    q.add("赌博App开发者有哪些人？", [pname[p] for p in developers], "rule", "zh")
    # 18 rule (zh): release
    q.add("柏*发布了多少个应用？", num(len(released(B))), "rule", "zh")
    # 19 group (zh)
    g = []
    for p in (Q0, D1, W2):
        g += [pname[p], num(sum(t["amt"] for t in sent(B, p)))]
    q.add("柏*分别给裘**、杜*、邬**转了多少钱？按这个顺序回答。", g, "group", "zh")
    # 20 group (zh)
    g = []
    for p in (Q0, D1, W2):
        g += [pname[p], num(len(sent(B, p)))]
    q.add("柏*向裘**、杜*、邬**各转账几次？依次回答。", g, "group", "zh")
    # 21 difference (zh)
    q.add("柏*转给邬**的总金额比转给裘**的多多少？",
          num(sum(t["amt"] for t in sent(B, W2)) - sum(t["amt"] for t in sent(B, Q0))), "difference", "zh")
    # 22 count (zh)
    a = "com.ziNtg.tSIuhlG"
    ds = [d for d in install if a in install[d]]
    assert all(install[d].count(a) == 1 for d in ds)
    q.add("安装了 com.ziNtg.tSIuhlG 的设备有多少台？", num(len(ds)), "count", "zh")
    # 23 rule/exists (zh)
    q.add("com.HOfs.aOnwJ.fFHM.QoXx 属于赌博应用吗？",
          "是" if "com.HOfs.aOnwJ.fFHM.QoXx" in gambling else "否", "exists", "zh")
    # 24 chain (zh)
    holders = [r["src"] for r in hold if r["dst"] == cid["**娱乐**公司"]]
    assert len(holders) == 1
    q.add("持有**娱乐**公司股份的那个人多大年纪？", num(page[holders[0]]), "chain", "zh")
    # 25 superlative (zh)
    q.add("拥有设备最多的自然人是谁？", pname[unique_max(pname, lambda p: len(pdev[p]))], "superlative", "zh")
    q.write("r60-kag-riskmining.json")


def one_of(people, n):
    xs = [p for p in people if p["name"] == n]
    assert len(xs) == 1, n
    return xs[0]


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
    print("wrote r60-acme-supply.json, r60-kag-supplychain.json, r60-kag-riskmining.json to", OUT_DIR)
