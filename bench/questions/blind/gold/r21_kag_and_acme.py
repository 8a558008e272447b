#!/usr/bin/env python3
"""Round 21 blind questions for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the raw source CSV files with the `csv`
module (plus `datetime` for day arithmetic). Running the script from any
directory writes three JSON files next to the `gold/` folder:
r21-acme-supply.json, r21-kag-supplychain.json, r21-kag-riskmining.json.

Conventions
- acme multi-value cells are split on ';' (kagflow.yaml), KAG cells on ','.
  The only KAG value with a comma inside an item is the product
  "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜"; no question here touches it.
- acme products have no name column; they are named (in questions and answers)
  by their last path segment, which is unique across the product table.
- acme as-of date comes from kagflow.yaml (2024-06-30); KAG "now" is 2023-10-15.
  A window of N days keeps transfers with (now - transDate) < N days, as in the
  schema rules.
- Answers are lists of strings; every answer is asserted non-empty, and every
  superlative/comparison is asserted to be tie-free.
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)                      # bench/questions/blind
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def first_existing(*cands):
    for c in cands:
        if os.path.isdir(c):
            return c
    raise SystemExit("data folder not found: %s" % (cands,))


ACME = first_existing(os.path.join(MAIN, "data", "examples", "acme-supply"))
KAG = first_existing("/work/shared/datasets", os.path.join(MAIN, "shared", "datasets"))
SC = os.path.join(KAG, "kag-supplychain", "sources")
RM = os.path.join(KAG, "kag-riskmining", "sources")


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [x.strip() for x in cell.split(sep) if x.strip()] if cell else []


def ymd(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def within(date_s, now, days):
    return (now - ymd(date_s)).days < days


def argbest(scores, largest=True):
    """Unique arg-max (or arg-min); asserts there is no tie."""
    assert scores, "empty candidate set"
    best = max(scores.values()) if largest else min(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class Bank:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a.strip() for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), ("duplicate items", question, answer)
        assert len(answer) <= 12, ("answer too long", question, answer)
        self.items.append({
            "id": "%s-r21-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self, expected_shapes):
        c = Counter(q["shape"] for q in self.items)
        assert c == Counter(expected_shapes), (self.prefix, c)
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), (self.prefix, langs)
        qs = [q["question"] for q in self.items]
        assert len(set(qs)) == len(qs), "duplicate question"

    def write(self, name):
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        return path


SHAPES = (["relation_hop"] * 5 + ["property"] * 4 + ["two_hop"] * 4 + ["aggregate"] * 3
          + ["superlative"] * 3 + ["comparison"] * 2 + ["filter"] * 2
          + ["time_window"] + ["described"])


# ---------------------------------------------------------------- acme-supply
def build_acme():
    src = os.path.join(ACME, "sources")
    as_of = None
    with open(os.path.join(ACME, "kagflow.yaml"), encoding="utf-8") as f:
        for line in f:
            if line.strip().startswith("as_of:"):
                as_of = line.split(":", 1)[1].strip().strip('"').strip("'")
    assert as_of == "2024-06-30", as_of
    now = datetime.date.fromisoformat(as_of)
    SEP = ";"

    comps = {r["id"]: r for r in rows(os.path.join(src, "Company.csv"))}
    by_name = {r["name"]: i for i, r in comps.items()}
    assert len(by_name) == len(comps)
    prods = {r["id"]: r for r in rows(os.path.join(src, "Product.csv"))}
    people = {r["name"]: r for r in rows(os.path.join(src, "Person.csv"))}
    trans = rows(os.path.join(src, "Company_fundTrans_Company.csv"))

    def seg(pid):
        return pid.split("-")[-1]
    segs = Counter(seg(p) for p in prods)
    assert all(v == 1 for v in segs.values()), "product last segments not unique"
    pid_of = {seg(p): p for p in prods}

    def cprods(cid):
        ps = split(comps[cid]["product"], SEP)
        for p in ps:
            assert p in prods, p
        return ps

    def down(pid):
        return split(prods[pid]["hasSupplyChain"], SEP)

    def name(cid):
        return comps[cid]["name"]

    def reps(cname):
        return [p for p, r in people.items() if cname in split(r["legalRepresentative"], SEP)]

    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])

    def main_customers(s):
        downs = {d for p in cprods(s) for d in down(p)}
        out = []
        for o in comps:
            if o == s or not (set(cprods(o)) & downs):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                out.append(name(o))
        return out

    b = Bank("acme")
    # relation_hop
    b.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          reps("Granite Insurance"))
    payees = []
    for t in trans:
        if t["srcId"] == by_name["Acme Motors"] and name(t["dstId"]) not in payees:
            payees.append(name(t["dstId"]))
    b.add("relation_hop", "en", "Which companies has Acme Motors sent money to?", payees)
    b.add("relation_hop", "en",
          "In the supply chain, which products come directly downstream of sheet steel?",
          [seg(d) for d in down(pid_of["Sheet steel"])])
    mc = main_customers(by_name["Delta Cells GmbH"])
    assert len(mc) == 1
    b.add("relation_hop", "zh", "Delta Cells GmbH 的主要客户是哪家公司？", mc)
    helix_reps = reps("Helix Chemicals")
    same = sorted({c for p in helix_reps for c in split(people[p]["legalRepresentative"], SEP)}
                  - {"Helix Chemicals"})
    b.add("relation_hop", "zh", "哪家公司和 Helix Chemicals 的法定代表人是同一个人？", same)

    # property
    b.add("property", "en", "What year was Borealis Rubber Works founded?",
          comps[by_name["Borealis Rubber Works"]]["founded"])
    b.add("property", "en", "Which country is Fjord Steel AS based in?",
          comps[by_name["Fjord Steel AS"]]["country"])
    b.add("property", "en", "What does Helix Chemicals make?",
          [seg(p) for p in cprods(by_name["Helix Chemicals"])])
    b.add("property", "zh", "Chloe Tan 的年龄是多少？", people["Chloe Tan"]["age"])

    # two_hop
    r = reps("Borealis Rubber Works")
    assert len(r) == 1
    b.add("two_hop", "en", "How old is the person who legally represents Borealis Rubber Works?",
          people[r[0]]["age"])
    ds = down(pid_of["Synthetic rubber"])
    makers = [name(c) for c in comps if set(cprods(c)) & set(ds)]
    b.add("two_hop", "en",
          "Which companies make the products that sit directly downstream of synthetic rubber?",
          makers)
    countries = []
    for n in payees:
        cc = comps[by_name[n]]["country"]
        if cc not in countries:
            countries.append(cc)
    b.add("two_hop", "en", "In which countries are the companies that Acme Motors paid?", countries)
    ohara = by_name["O'Hara, Lamb & Sons"]
    rr = []
    for t in trans:
        if t["srcId"] == ohara:
            for p in reps(name(t["dstId"])):
                if p not in rr:
                    rr.append(p)
    b.add("two_hop", "zh", "O'Hara, Lamb & Sons 付过款的那些公司，它们的法定代表人是谁？", rr)

    # aggregate
    b.add("aggregate", "en", "How much money has O'Hara, Lamb & Sons received in total?",
          inflow[ohara])
    b.add("aggregate", "en", "How many fund transfers did Acme Motors make?",
          sum(1 for t in trans if t["srcId"] == by_name["Acme Motors"]))
    b.add("aggregate", "zh", "有几家公司生产 Synthetic rubber？",
          sum(1 for c in comps if pid_of["Synthetic rubber"] in cprods(c)))

    # superlative
    b.add("superlative", "en", "Which company is the oldest, i.e. was founded earliest?",
          name(argbest({c: int(comps[c]["founded"]) for c in comps}, largest=False)))
    b.add("superlative", "en",
          "Among companies that have paid anyone, which one paid out the least in total?",
          name(argbest({c: v for c, v in outflow.items() if v > 0}, largest=False)))
    b.add("superlative", "zh", "年龄最大的法定代表人是谁？",
          argbest({p: int(r["age"]) for p, r in people.items()
                   if split(r["legalRepresentative"], SEP)}))

    # comparison
    f1 = int(comps[by_name["Helix Chemicals"]]["founded"])
    f2 = int(comps[by_name["Fjord Steel AS"]]["founded"])
    assert f1 != f2
    b.add("comparison", "en", "Which was founded earlier: Helix Chemicals or Fjord Steel AS?",
          "Helix Chemicals" if f1 < f2 else "Fjord Steel AS")
    a1, a2 = int(people["Ada Moreno"]["age"]), int(people["Bram de Vries"]["age"])
    assert a1 != a2
    b.add("comparison", "zh", "Ada Moreno 和 Bram de Vries，谁年纪更大？",
          "Ada Moreno" if a1 > a2 else "Bram de Vries")

    # filter
    b.add("filter", "en", "List the companies founded before 1960.",
          [name(c) for c in comps if int(comps[c]["founded"]) < 1960])
    b.add("filter", "zh", "国家代码为 US 的公司有哪些？",
          [name(c) for c in comps if comps[c]["country"] == "US"])

    # time_window
    acme = by_name["Acme Motors"]
    b.add("time_window", "en", "How much did Acme Motors pay out in the last 90 days?",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == acme and within(t["transDate"], now, 90)))

    # described: the Norwegian sheet-steel maker founded in 1948
    target = [c for c in comps if comps[c]["country"] == "NO" and comps[c]["founded"] == "1948"
              and pid_of["Sheet steel"] in cprods(c)]
    assert len(target) == 1
    b.add("described", "zh", "那家 1948 年成立、生产钢板（sheet steel）的挪威公司，收到过哪家公司的转账？",
          sorted({name(t["srcId"]) for t in trans if t["dstId"] == target[0]}))
    b.check(SHAPES)
    return b


# ------------------------------------------------------------ kag-supplychain
def build_supplychain():
    now = datetime.date(2023, 10, 15)
    SEP = ","
    comps = {r["id"]: r for r in rows(os.path.join(SC, "Company.csv"))}
    by_name = {r["name"]: i for i, r in comps.items()}
    assert len(by_name) == len(comps)
    # CompanyUpdate.csv rewrites products of these companies; questions avoid them.
    updated = {r["id"] for r in rows(os.path.join(SC, "CompanyUpdate.csv"))}
    prods = {}
    for r in rows(os.path.join(SC, "Product.csv")):
        if r["id"] in prods:
            assert prods[r["id"]] == r, ("conflicting duplicate product row", r["id"])
        prods[r["id"]] = r
    people = {r["name"]: r for r in rows(os.path.join(SC, "Person.csv"))}
    assert len(people) == len(rows(os.path.join(SC, "Person.csv")))
    trans = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
    events = rows(os.path.join(SC, "ProductChainEvent.csv"))

    def name(cid):
        return comps[cid]["name"]

    def cprods(cid):
        assert cid not in updated
        out = []
        for p in split(comps[cid]["product"], SEP):
            if p not in out:
                out.append(p)
        return out

    def reps(cname):
        return [p for p, r in people.items() if cname in split(r["legalRepresentative"], SEP)]

    def represented(p):
        return sorted(set(split(people[p]["legalRepresentative"], SEP)))

    def down(pid):
        assert pid in prods, pid
        return split(prods[pid]["hasSupplyChain"], SEP)

    inflow, outflow = Counter(), Counter()
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])
        outflow[t["srcId"]] += int(t["transAmt"])

    def raw_prods(cid):  # products as of the base file (used only by the mainSupply rule)
        return set(split(comps[cid]["product"], SEP))

    def main_customers(s):
        downs = {d for p in raw_prods(s) if p in prods for d in down(p)}
        out = []
        for o in comps:
            if o == s or not (raw_prods(o) & downs):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if t["srcId"] == o and t["dstId"] == s)
            if paid and paid / inflow[s] > 0.5:
                out.append(name(o))
        return out

    cx = by_name["传化****限公司"]
    b = Bank("supplychain")
    # relation_hop
    b.add("relation_hop", "en", "Who is the legal representative of 吉林奇*化****公司?",
          reps("吉林奇*化****公司"))
    payers = []
    for t in trans:
        if t["dstId"] == cx and name(t["srcId"]) not in payers:
            payers.append(name(t["srcId"]))
    b.add("relation_hop", "en", "Which companies have transferred money to 传化****限公司?", payers)
    b.add("relation_hop", "en", "Which industry does the product 消闲用品-自行车 belong to?",
          prods["消闲用品-自行车"]["belongToIndustry"])
    mc = main_customers(cx)
    assert len(mc) == 1
    b.add("relation_hop", "zh", "传化****限公司的主要客户是哪家公司？", mc)
    r = reps("新丝**旅*公司")
    assert len(r) == 1
    b.add("relation_hop", "zh", "哪些公司和新丝**旅*公司是同一个法人代表？",
          [c for c in represented(r[0]) if c != "新丝**旅*公司"])

    # property
    b.add("property", "en", "How old is 禹**?", people["禹**"]["age"])
    b.add("property", "en", "What products does 宏*集*有公司 deal in?",
          cprods(by_name["宏*集*有公司"]))
    b.add("property", "en",
          "What are the direct downstream products of 轮胎与橡胶-轮胎-特种轮胎 in the supply chain?",
          down("轮胎与橡胶-轮胎-特种轮胎"))
    b.add("property", "zh", "任**的年龄是多少？", people["任**"]["age"])

    # two_hop
    r = reps("东岳*团*公司")
    assert len(r) == 1
    b.add("two_hop", "en", "How old is the legal representative of 东岳*团*公司?",
          people[r[0]]["age"])
    rr = []
    for n in payers:
        for p in reps(n):
            if p not in rr:
                rr.append(p)
    b.add("two_hop", "en",
          "Who are the legal representatives of the companies that paid 传化****限公司?", rr)
    inds = []
    for p in cprods(by_name["深**股有公司"]):
        assert p in prods, p
        i = prods[p]["belongToIndustry"]
        if i not in inds:
            inds.append(i)
    b.add("two_hop", "en",
          "Which industries does 深**股有公司 belong to, judging by the products it makes?", inds)
    by = by_name["宝业集****公司"]
    rr = []
    for t in trans:
        if t["dstId"] == by:
            for p in reps(name(t["srcId"])):
                if p not in rr:
                    rr.append(p)
    b.add("two_hop", "zh", "给宝业集****公司转过账的公司，它的法定代表人是谁？", rr)

    # aggregate
    b.add("aggregate", "en", "What is the total amount of money 三角***份限公司 has received?",
          inflow[by_name["三角***份限公司"]])
    b.add("aggregate", "en", "How many companies make 轮胎与橡胶-轮胎-斜交轮胎?",
          sum(1 for c in comps if c not in updated and "轮胎与橡胶-轮胎-斜交轮胎" in cprods(c)))
    b.add("aggregate", "zh", "传化****限公司一共向外转了多少笔钱？",
          sum(1 for t in trans if t["srcId"] == cx))

    # superlative
    b.add("superlative", "en", "Who is the oldest person in the data?",
          argbest({p: int(r["age"]) for p, r in people.items()}))
    single = {}
    for t in trans:
        single[(t["srcId"], t["dstId"], t["transDate"])] = int(t["transAmt"])
    b.add("superlative", "en", "Which company made the single largest fund transfer?",
          name(argbest(single)[0]))
    # (most distinct products is a 14-way tie at 5, so ask about inflow instead)
    b.add("superlative", "zh", "哪家公司收到的转账总金额最多？",
          name(argbest(dict(inflow))))

    # comparison
    a1, a2 = int(people["骆*"]["age"]), int(people["樊**"]["age"])
    assert a1 != a2
    b.add("comparison", "en", "Who is older, 骆* or 樊**?", "骆*" if a1 > a2 else "樊**")
    got = Counter()
    for t in trans:
        if t["srcId"] == cx:
            got[name(t["dstId"])] += int(t["transAmt"])
    k1, k2 = got["康**股有公司"], got["宝业集****公司"]
    assert k1 and k2 and k1 != k2
    b.add("comparison", "zh", "康**股有公司和宝业集****公司，谁从传化****限公司收到的钱更多？",
          "康**股有公司" if k1 > k2 else "宝业集****公司")

    # filter
    b.add("filter", "en", "Which people are older than 50?",
          [p for p, r in people.items() if int(r["age"]) > 50])
    b.add("filter", "zh", "哪些公司经营轮胎与橡胶-轮胎-半钢子午线轮胎？",
          [name(c) for c in comps if c not in updated
           and "轮胎与橡胶-轮胎-半钢子午线轮胎" in cprods(c)])

    # time_window (now = 2023-10-15)
    b.add("time_window", "en", "How much did 传化****限公司 pay out over the last 30 days?",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == cx and within(t["transDate"], now, 30)))

    # described: motorcycle maker whose legal representative is 60
    hits = []
    for p, r in people.items():
        if int(r["age"]) != 60:
            continue
        for c in represented(p):
            cid = by_name[c]
            if any(x.startswith("汽车-摩托车制造") for x in cprods(cid)):
                hits.append(c)
    assert len(hits) == 1, hits
    b.add("described", "zh", "有一家做摩托车（汽车-摩托车制造）的公司，它的法定代表人60岁，是哪家公司？",
          hits)
    assert events and events[0]["subject"] in prods
    b.check(SHAPES)
    return b


# -------------------------------------------------------------- kag-riskmining
def build_riskmining():
    now = datetime.date(2023, 10, 15)
    SEP = ","
    people = {r["id"]: r for r in rows(os.path.join(RM, "Person.csv"))}
    pid = {r["name"]: i for i, r in people.items()}
    assert len(pid) == len(people)
    comps = {r["id"]: r for r in rows(os.path.join(RM, "Company.csv"))}
    cname = {i: r["name"] for i, r in comps.items()}
    ent = {i for i, n in cname.items() if "娱乐" in n}          # masked, ambiguous names
    apps = {r["id"]: r for r in rows(os.path.join(RM, "App.csv"))}
    certs = {r["certNum"]: r["id"] for r in rows(os.path.join(RM, "Cert.csv"))}
    devs = {r["id"]: r for r in rows(os.path.join(RM, "Device.csv"))}
    trans = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
    has_dev = defaultdict(list)
    for r in rows(os.path.join(RM, "Person_hasDevice_Device.csv")):
        if r["dst"] not in has_dev[r["src"]]:
            has_dev[r["src"]].append(r["dst"])
    p_cert = defaultdict(list)
    for r in rows(os.path.join(RM, "Person_hasCert_Cert.csv")):
        assert r["dst"] in certs      # linked by certNum
        p_cert[r["src"]].append(r["dst"])
    c_cert = defaultdict(list)
    for r in rows(os.path.join(RM, "Company_hasCert_Cert.csv")):
        assert r["dst"] in certs
        c_cert[r["dst"]].append(r["src"])

    def pn(i):
        return people[i]["name"]

    def installed(did):
        out = []
        for a in split(devs[did]["install"], SEP):
            if a not in out:
                out.append(a)
        return out

    senders = {t["src"] for t in trans}
    assert len(senders) == 1
    sender = senders.pop()
    assert pn(sender) == "柏*"
    recv = Counter()
    for t in trans:
        recv[t["dst"]] += int(t["transAmt"])

    b = Bank("riskmining")
    # relation_hop
    b.add("relation_hop", "en", "Which certificate does the app com.qIu.VJbJ use?",
          apps["com.qIu.VJbJ"]["useCert"])
    cn = "33fdf452aa9cd145ba096c364a250ee8"
    b.add("relation_hop", "en", "Which person holds the certificate %s?" % cn,
          [pn(p) for p in people if cn in p_cert[p]])
    cn2 = "6429c394f8a48816d33a603c241a649b"
    holders = c_cert[cn2]
    assert not (set(holders) & ent)
    b.add("relation_hop", "en", "Which companies hold the certificate %s?" % cn2,
          [cname[c] for c in holders])
    order = []
    for t in trans:
        if pn(t["dst"]) not in order:
            order.append(pn(t["dst"]))
    b.add("relation_hop", "zh", "柏*给哪些人转过账？", order)
    umid = "7f:12:05:c4:2c:38"
    did = [d for d, r in devs.items() if r["umid"] == umid]
    assert len(did) == 1
    b.add("relation_hop", "zh", "umid 为 %s 的设备归谁所有？" % umid,
          [pn(p) for p in people if did[0] in has_dev[p]])

    # property
    b.add("property", "en", "How old is 萧*?", people[pid["萧*"]]["age"])
    b.add("property", "en", "What is the phone number of 航天彩**人*股*限公司?",
          [r["phone"] for r in comps.values() if r["name"] == "航天彩**人*股*限公司"])
    b.add("property", "en", "What risk mark does the app com.pWJU.qiqMJ carry?",
          apps["com.pWJU.qiqMJ"]["riskMark"])
    b.add("property", "zh", "柏*的电话号码是多少？", people[pid["柏*"]]["hasPhone"])

    # two_hop
    qi = pid["祁**"]
    gam = []
    for d in has_dev[qi]:
        for a in installed(d):
            if "赌博" in apps[a]["riskMark"] and a not in gam:
                gam.append(a)
    b.add("two_hop", "en", "Which gambling-flagged app is installed on 祁**'s device?", gam)
    b.add("two_hop", "en", "What are the phone numbers of the people 柏* transferred money to?",
          [people[pid[n]]["hasPhone"] for n in order])
    qc = p_cert[pid["裘**"]]
    b.add("two_hop", "en", "Which gambling app uses the certificate held by 裘**?",
          [a for a, r in apps.items() if r["useCert"] in qc and "赌博" in r["riskMark"]])
    pd = has_dev[pid["彭*"]]
    assert len(pd) == 1
    b.add("two_hop", "zh", "彭*的设备的 umid 是什么？", devs[pd[0]]["umid"])

    # aggregate
    b.add("aggregate", "en", "How much money in total did 柏* send to 杜*?", recv[pid["杜*"]])
    b.add("aggregate", "en", "How many apps are flagged as fraud (诈骗)?",
          sum(1 for r in apps.values() if r["riskMark"] == "诈骗"))
    b.add("aggregate", "zh", "邬**名下一共有几台设备？", len(has_dev[pid["邬**"]]))

    # superlative
    ages = {p: int(r["age"]) for p, r in people.items()}
    b.add("superlative", "en", "Who is the oldest person?", pn(argbest(ages)))
    b.add("superlative", "en", "Who is the youngest person?", pn(argbest(ages, largest=False)))
    b.add("superlative", "zh", "谁从柏*那里收到的钱总额最多？", pn(argbest(dict(recv))))

    # comparison
    a1, a2 = ages[pid["穆**"]], ages[pid["袁*"]]
    assert a1 != a2
    b.add("comparison", "en", "Who is older, 穆** or 袁*?", "穆**" if a1 > a2 else "袁*")
    s1, s2 = recv[pid["裘**"]], recv[pid["杜*"]]
    assert s1 != s2
    b.add("comparison", "zh", "柏*转给裘**和转给杜*的钱，谁收到的总额更多？",
          "裘**" if s1 > s2 else "杜*")

    # filter
    b.add("filter", "en", "Which people are older than 55?",
          [pn(p) for p in people if ages[p] > 55])
    b.add("filter", "zh", "哪些应用被标记为赌博？",
          [a for a, r in apps.items() if r["riskMark"] == "赌博"])

    # time_window (now = 2023-10-15)
    du = pid["杜*"]
    b.add("time_window", "zh", "最近30天里，杜*一共收到了多少钱？",
          sum(int(t["transAmt"]) for t in trans
              if t["dst"] == du and within(t["transDate"], now, 30)))

    # described: fraud app sharing a certificate with a gambling app
    gcerts = {r["useCert"] for r in apps.values() if r["riskMark"] == "赌博"}
    hit = [a for a, r in apps.items() if r["riskMark"] == "诈骗" and r["useCert"] in gcerts]
    assert len(hit) == 1, hit
    b.add("described", "en",
          "One app flagged as fraud uses the same signing certificate as a gambling-flagged app. "
          "Which app is it?", hit)
    b.check(SHAPES)
    return b


def main():
    out = []
    for builder, fname in ((build_acme, "r21-acme-supply.json"),
                           (build_supplychain, "r21-kag-supplychain.json"),
                           (build_riskmining, "r21-kag-riskmining.json")):
        bank = builder()
        out.append((bank.write(fname), len(bank.items)))
    for path, n in out:
        print("%s: %d questions" % (path, n))


if __name__ == "__main__":
    main()
