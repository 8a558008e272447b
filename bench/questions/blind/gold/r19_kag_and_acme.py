#!/usr/bin/env python3
"""Round 19 held-out questions for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed from the raw CSV files with the csv module only.
Run from any directory:
    python3 /work/main/bench/questions/blind/gold/r19_kag_and_acme.py
It writes r19-acme-supply.json, r19-kag-supplychain.json and r19-kag-riskmining.json
into /work/main/bench/questions/blind/.
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # .../bench/questions/blind
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"

ACME_AS_OF = date(2024, 6, 30)  # kagflow.yaml as_of
KAG_NOW = date(2023, 10, 15)

SHAPES = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
          "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
          "described": 1}


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def d8(s):
    return datetime.strptime(s, "%Y%m%d").date()


def one(items):
    items = list(items)
    assert len(items) == 1, items
    return items[0]


def argmax_unique(scores):
    """scores: dict key -> number. Return the key with the strictly largest value."""
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    assert len(ranked) >= 2 and ranked[0][1] > ranked[1][1], ranked[:3]
    return ranked[0][0]


def argmin_unique(scores):
    ranked = sorted(scores.items(), key=lambda kv: kv[1])
    assert len(ranked) >= 2 and ranked[0][1] < ranked[1][1], ranked[:3]
    return ranked[0][0]


def num(x):
    """Render a number as a string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def uniq(seq):
    seen, out = set(), []
    for x in seq:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPES, shape
        assert lang in ("en", "zh")
        if not isinstance(answer, (list, tuple)):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a.strip() for a in answer), (question, answer)
        assert len(answer) == len(set(answer)), (question, answer)
        self.items.append({
            "id": "%s-r19-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        c = Counter(q["shape"] for q in self.items)
        assert c == Counter(SHAPES), c
        lc = Counter(q["lang"] for q in self.items)
        assert lc == Counter({"en": 16, "zh": 9}), lc
        assert len(set(q["question"] for q in self.items)) == 25


# ---------------------------------------------------------------- acme-supply
def acme():
    comp = rows(os.path.join(ACME, "Company.csv"))
    trans = rows(os.path.join(ACME, "Company_fundTrans_Company.csv"))
    people = rows(os.path.join(ACME, "Person.csv"))
    prods = rows(os.path.join(ACME, "Product.csv"))
    SEP = ";"

    by_id = {c["id"]: c for c in comp}
    by_name = {c["name"]: c for c in comp}
    assert len(by_name) == len(comp)
    cprods = {c["name"]: [p for p in c["product"].split(SEP) if p] for c in comp}
    chain = {p["id"]: [x for x in p["hasSupplyChain"].split(SEP) if x] for p in prods}
    for p in prods:
        last = p["id"].split("-")[-1]
        assert sum(1 for q in prods if q["id"].split("-")[-1] == last) == 1
    reps = {p["name"]: [x for x in p["legalRepresentative"].split(SEP) if x] for p in people}
    for lst in reps.values():
        for n in lst:
            assert n in by_name, n
    pid = lambda last: one(p["id"] for p in prods if p["id"].split("-")[-1] == last)
    T = [dict(src=by_id[t["srcId"]]["name"], dst=by_id[t["dstId"]]["name"],
              date=d8(t["transDate"]), amt=int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int)
    for t in T:
        inflow[t["dst"]] += t["amt"]

    def rep_of(company):
        return [p for p, cs in reps.items() if company in cs]

    def main_supply(s):  # s's main customers (rule mainSupply)
        out = []
        downs = {d for p in cprods[s] for d in chain.get(p, [])}
        for o in by_name:
            if not downs & set(cprods[o]):
                continue
            paid = sum(t["amt"] for t in T if t["src"] == o and t["dst"] == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                out.append(o)
        return out

    q = QS("acme")
    # relation_hop x5
    q.add("relation_hop", "en",
          "Who has Acme Motors wired money to?",
          uniq(t["dst"] for t in T if t["src"] == "Acme Motors"))
    q.add("relation_hop", "en",
          "Who is the legal representative of Granite Insurance?",
          rep_of("Granite Insurance"))
    q.add("relation_hop", "zh",
          "O'Hara, Lamb & Sons 的主要客户是哪家公司？",
          main_supply("O'Hara, Lamb & Sons"))
    q.add("relation_hop", "en",
          "Which companies have made payments into Acme Motors?",
          uniq(t["src"] for t in T if t["dst"] == "Acme Motors"))
    q.add("relation_hop", "zh",
          "Bram de Vries 担任哪些公司的法定代表人？",
          reps["Bram de Vries"])
    # property x4
    q.add("property", "en",
          "What year was Fjord Steel AS founded?",
          by_name["Fjord Steel AS"]["founded"])
    q.add("property", "en",
          "Helix Chemicals - which country is it registered in?",
          by_name["Helix Chemicals"]["country"])
    q.add("property", "zh",
          "Chloe Tan 今年多大？",
          one(p["age"] for p in people if p["name"] == "Chloe Tan"))
    q.add("property", "en",
          "What is the total amount of money that O'Hara, Lamb & Sons has taken in from other companies?",
          num(inflow["O'Hara, Lamb & Sons"]))
    # two_hop x4
    q.add("two_hop", "en",
          "How old is the person who legally represents Borealis Rubber Works?",
          [one(p["age"] for p in people if p["name"] == one(rep_of("Borealis Rubber Works")))])
    q.add("two_hop", "en",
          "O'Hara, Lamb & Sons sent payments to some companies; which countries are those payees in?",
          uniq(by_name[t["dst"]]["country"] for t in T if t["src"] == "O'Hara, Lamb & Sons"))
    rubber = pid("Synthetic rubber")
    q.add("two_hop", "en",
          "Who manufactures the products that sit directly downstream of synthetic rubber in the supply chain?",
          [c for c in by_name if set(cprods[c]) & set(chain[rubber])])
    same_rep = uniq(o for p, cs in reps.items() if "Acme Motors" in cs for o in cs if o != "Acme Motors")
    q.add("two_hop", "zh",
          "与 Acme Motors 共用同一位法定代表人的那家公司位于哪个国家？",
          [by_name[one(same_rep)]["country"]])
    # aggregate x3
    q.add("aggregate", "en",
          "Adding up every transfer, how much has Acme Motors paid O'Hara, Lamb & Sons?",
          num(sum(t["amt"] for t in T if t["src"] == "Acme Motors" and t["dst"] == "O'Hara, Lamb & Sons")))
    ages = [int(p["age"]) for p in people if reps[p["name"]]]
    q.add("aggregate", "en",
          "What's the average age of the legal representatives in the data?",
          num(sum(ages) / len(ages)))
    q.add("aggregate", "zh",
          "1960年以前成立的公司一共有几家？",
          num(sum(1 for c in comp if int(c["founded"]) < 1960)))
    # superlative x3
    q.add("superlative", "en",
          "Which company has been around the longest?",
          argmin_unique({c["name"]: int(c["founded"]) for c in comp}))
    q.add("superlative", "en",
          "Which company was on the receiving end of the single biggest fund transfer?",
          argmax_unique({t["dst"]: t["amt"] for t in sorted(T, key=lambda t: t["amt"])}))
    q.add("superlative", "zh",
          "哪家公司发起的转账笔数最多？",
          argmax_unique(Counter(t["src"] for t in T)))
    # comparison x2
    q.add("comparison", "en",
          "Granite Insurance or Fjord Steel AS: which one was founded first?",
          argmin_unique({n: int(by_name[n]["founded"]) for n in ("Granite Insurance", "Fjord Steel AS")}))
    diff = inflow["Delta Cells GmbH"] - inflow["O'Hara, Lamb & Sons"]
    assert diff > 0
    q.add("comparison", "zh",
          "Delta Cells GmbH 收到的资金总额比 O'Hara, Lamb & Sons 多出多少？",
          num(diff))
    # filter x2
    q.add("filter", "en",
          "List the companies based in the United States.",
          [c["name"] for c in comp if c["country"] == "US"])
    q.add("filter", "zh",
          "哪些公司的经营产品里有合成橡胶（Synthetic rubber）？",
          [c for c in by_name if rubber in cprods[c]])
    # time_window x1 (rule outflow90Days, now() = as_of)
    win = [t for t in T if t["src"] == "Acme Motors" and (ACME_AS_OF - t["date"]).days < 90]
    # no Acme transfer sits near the 90-day boundary
    assert all(abs((ACME_AS_OF - t["date"]).days - 90) > 5 for t in T if t["src"] == "Acme Motors")
    q.add("time_window", "en",
          "How much did Acme Motors pay out over the 90 days leading up to 30 June 2024?",
          num(sum(t["amt"] for t in win)))
    # described x1
    target = one(c["name"] for c in comp if c["country"] == "DE" and c["founded"] == "2009")
    q.add("described", "zh",
          "有一家2009年成立、总部在德国的公司，它的法定代表人是谁？",
          rep_of(target))
    q.check()
    return q.items


# ------------------------------------------------------------ kag-supplychain
def split_chain(cell):
    # "农产品-果蔬及花卉-蔬菜-葱,大蒜,姜" is one product whose name contains commas.
    keep = "葱,大蒜,姜"
    cell = cell.replace(keep, "\x00")
    return [x.replace("\x00", keep) for x in cell.split(",") if x]


def supplychain():
    comp = rows(os.path.join(SC, "Company.csv"))
    trans = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
    people = rows(os.path.join(SC, "Person.csv"))
    prods = rows(os.path.join(SC, "Product.csv"))

    by_id = {c["id"]: c for c in comp}
    by_name = {c["name"]: c for c in comp}
    assert len(by_name) == len(comp)
    cprods = {c["name"]: uniq(x for x in c["product"].split(",") if x) for c in comp}
    prod = {}
    for p in prods:  # Product.csv repeats identical rows
        if p["id"] in prod:
            assert prod[p["id"]] == p
        prod[p["id"]] = p
    chain = {k: split_chain(v["hasSupplyChain"]) for k, v in prod.items()}
    pname = Counter(p["name"] for p in people)
    reps = {p["name"]: uniq(x for x in p["legalRepresentative"].split(",") if x) for p in people}
    for lst in reps.values():
        for n in lst:
            assert n in by_name, n
    age = {p["name"]: int(p["age"]) for p in people}
    T = [dict(src=by_id[t["srcId"]]["name"], dst=by_id[t["dstId"]]["name"],
              date=d8(t["transDate"]), amt=int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int)
    for t in T:
        inflow[t["dst"]] += t["amt"]
    AVOID = {"华**", "华*"}

    def rep_of(company):
        r = [p for p, cs in reps.items() if company in cs]
        assert not set(r) & AVOID
        return r

    def main_supply(s):
        downs = {d for p in cprods[s] if p in chain for d in chain[p]}
        out = []
        for o in by_name:
            if not downs & set(cprods[o]):
                continue
            paid = sum(t["amt"] for t in T if t["src"] == o and t["dst"] == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                out.append(o)
        return out

    CH, SJ, DY = "传化****限公司", "三角***份限公司", "东岳*团*公司"
    q = QS("supplychain")
    # relation_hop x5
    assert pname["庞*"] == 1
    q.add("relation_hop", "en",
          "庞* serves as legal representative for which companies?",
          reps["庞*"])
    q.add("relation_hop", "zh",
          "吉林奇*化****公司的法人是谁？",
          rep_of("吉林奇*化****公司"))
    q.add("relation_hop", "en",
          "Which companies have transferred funds to %s?" % CH,
          uniq(t["src"] for t in T if t["dst"] == CH))
    q.add("relation_hop", "zh",
          "%s的主要客户是哪家企业？" % CH,
          main_supply(CH))
    by_ind = uniq(prod[p]["belongToIndustry"] for p in cprods["宝业集****公司"] if p in prod)
    q.add("relation_hop", "en",
          "What industry is 宝业集****公司 in, judging by the products it sells?",
          by_ind)
    # property x4
    q.add("property", "en",
          "How old is 禹**?",
          [num(age["禹**"])])
    q.add("property", "zh",
          "“轮胎与橡胶-轮胎-工程轮胎”这个产品归属于哪个产业？",
          prod["轮胎与橡胶-轮胎-工程轮胎"]["belongToIndustry"])
    q.add("property", "en",
          "What does 东亚**有公司 deal in? List its products.",
          cprods["东亚**有公司"])
    q.add("property", "en",
          "What's the total inflow of funds into %s?" % SJ,
          num(inflow[SJ]))
    # two_hop x4
    q.add("two_hop", "en",
          "What is the age of the legal representative of 万威国**公司?",
          [num(age[one(rep_of("万威国**公司"))])])
    q.add("two_hop", "en",
          "Which companies have the same legal representative as %s?" % DY,
          uniq(o for p in rep_of(DY) for o in reps[p] if o != DY))
    # companies whose main customer is 三角 (only companies that received money can qualify)
    suppliers = [s for s in uniq(t["dst"] for t in T) if SJ in main_supply(s)]
    q.add("two_hop", "zh",
          "把%s当作主要客户的那家供应商，它的法定代表人是谁？" % SJ,
          rep_of(one(suppliers)))
    payers = uniq(t["src"] for t in T if t["dst"] == CH)
    q.add("two_hop", "en",
          "Who are the legal reps of the companies that paid money to %s?" % CH,
          uniq(r for c in payers for r in rep_of(c)))
    # aggregate x3
    q.add("aggregate", "en",
          "How many people in the supply-chain data are under 25 years old?",
          num(sum(1 for a in age.values() if a < 25)))
    q.add("aggregate", "zh",
          "%s总共收到过几笔转账？" % SJ,
          num(sum(1 for t in T if t["dst"] == SJ)))
    outs = [t["amt"] for t in T if t["src"] == CH]
    q.add("aggregate", "en",
          "Summing all of its outgoing transfers, how much money has %s paid to other companies?" % CH,
          num(sum(outs)))
    # superlative x3
    assert len(age) == len(people)
    q.add("superlative", "en",
          "Who is the oldest person in the supply chain graph?",
          argmax_unique(age))
    q.add("superlative", "zh",
          "哪家企业的资金流入总额最高？",
          argmax_unique(dict(inflow)))
    q.add("superlative", "en",
          "Which product has the most downstream products listed in its supply chain?",
          argmax_unique({k: len(v) for k, v in chain.items()}))
    # comparison x2
    q.add("comparison", "en",
          "Between 骆* and 樊**, who is older?",
          argmax_unique({n: age[n] for n in ("骆*", "樊**")}))
    d = inflow[SJ] - inflow[CH]
    assert d > 0
    q.add("comparison", "zh",
          "%s收到的转账总额比%s多多少钱？" % (SJ, CH),
          num(d))
    # filter x2
    old = [p["name"] for p in people if int(p["age"]) >= 50]
    assert len(old) <= 10
    q.add("filter", "en",
          "Give me everyone aged 50 or above.",
          old)
    q.add("filter", "zh",
          "哪些企业经营斜交轮胎（轮胎与橡胶-轮胎-斜交轮胎）？",
          [c for c in by_name if "轮胎与橡胶-轮胎-斜交轮胎" in cprods[c]])
    # time_window x1 (rule fundTrans1Month, now() = 2023-10-15)
    assert all(abs((KAG_NOW - t["date"]).days - 30) > 2 for t in T if t["src"] == CH)
    q.add("time_window", "en",
          "How much money did %s send out in the 30 days up to 2023-10-15?" % CH,
          num(sum(t["amt"] for t in T if t["src"] == CH and (KAG_NOW - t["date"]).days < 30)))
    # described x1
    who = one(n for n in age if age[n] == 20 and len(reps[n]) == 3)
    q.add("described", "zh",
          "有一位20岁的自然人同时担任三家企业的法定代表人，是哪三家企业？",
          reps[who])
    q.check()
    return q.items


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    people = rows(os.path.join(RM, "Person.csv"))
    comp = rows(os.path.join(RM, "Company.csv"))
    apps = rows(os.path.join(RM, "App.csv"))
    devs = rows(os.path.join(RM, "Device.csv"))
    trans = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
    pdev = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
    chc = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))

    P = {p["id"]: p for p in people}
    assert len(set(p["name"] for p in people)) == len(people)
    C = {c["id"]: c for c in comp}
    A = {a["id"]: a for a in apps}
    D = {d["id"]: d for d in devs}
    inst = {d["id"]: uniq(x for x in d["install"].split(",") if x) for d in devs}
    owned = defaultdict(list)
    owners = defaultdict(list)
    for r in pdev:
        owned[r["src"]].append(r["dst"])
        owners[r["dst"]].append(r["src"])
    name = lambda pid: P[pid]["name"]
    pid_of = lambda n: one(p["id"] for p in people if p["name"] == n)
    T = [dict(src=t["src"], dst=t["dst"], date=d8(t["transDate"]), amt=int(t["transAmt"])) for t in trans]
    cert_holders = defaultdict(list)
    for r in chc:
        cert_holders[r["dst"]].append(r["src"])

    def developed(p):  # rule developed: more than 5 of p's devices have the app
        c = Counter(a for d in owned[p] for a in inst[d])
        return [a for a, n in c.items() if n > 5]

    def company_name(cid):
        n = C[cid]["name"]
        assert "娱乐" not in n, n
        return n

    q = QS("riskmining")
    BAI = pid_of("柏*")
    # relation_hop x5
    q.add("relation_hop", "en",
          "Who has 柏* transferred money to?",
          uniq(name(t["dst"]) for t in T if t["src"] == BAI))
    q.add("relation_hop", "zh",
          "设备69是谁的？",
          [name(o) for o in owners["69"]])
    q.add("relation_hop", "en",
          "What apps are installed on device 35?",
          inst["35"])
    gamb = [a["id"] for a in apps if "赌博" in a["riskMark"]]
    q.add("relation_hop", "en",
          "Which gambling apps is 杜* considered the developer of?",
          [a for a in developed(pid_of("杜*")) if a in gamb])
    q.add("relation_hop", "zh",
          "应用 com.oStEmG.may 用的是哪一张证书？",
          A["com.oStEmG.may"]["useCert"])
    # property x4
    q.add("property", "en",
          "What's the phone number on file for 中信*投证***限公司?",
          one(c["phone"] for c in comp if c["name"] == "中信*投证***限公司"))
    q.add("property", "en",
          "how old is 郎**",
          P[pid_of("郎**")]["age"])
    q.add("property", "zh",
          "com.aCl.toMv 这个应用的风险标记是什么？",
          A["com.aCl.toMv"]["riskMark"])
    q.add("property", "en",
          "Give me the umid of device 45.",
          D["45"]["umid"])
    # two_hop x4
    q.add("two_hop", "en",
          "What is the umid of the device that 蓝* owns?",
          [D[d]["umid"] for d in owned[pid_of("蓝*")]])
    q.add("two_hop", "zh",
          "给裘**转过账的那个人多大岁数？",
          uniq(P[t["src"]]["age"] for t in T if t["dst"] == pid_of("裘**")))
    app = "com.DRjvlr.RPTUvGU"
    q.add("two_hop", "en",
          "Who owns a device that has %s installed on it?" % app,
          uniq(name(o) for d in inst if app in inst[d] for o in owners[d]))
    fc = A["com.FtseGg.URbin.mdWFR.IuecfgL"]["useCert"]
    q.add("two_hop", "en",
          "The app com.FtseGg.URbin.mdWFR.IuecfgL is signed with a certificate; which companies hold that certificate?",
          [company_name(c) for c in cert_holders[fc]])
    # aggregate x3
    WU = pid_of("邬**")
    q.add("aggregate", "en",
          "In total, how much money has 柏* sent to 邬**?",
          num(sum(t["amt"] for t in T if t["src"] == BAI and t["dst"] == WU)))
    q.add("aggregate", "zh",
          "被标记为诈骗的应用一共有多少个？",
          num(sum(1 for a in apps if a["riskMark"] == "诈骗")))
    multi = [int(P[p]["age"]) for p in P if len(owned[p]) > 1]
    q.add("aggregate", "en",
          "What is the average age of the people who own more than one device?",
          num(sum(multi) / len(multi)))
    # superlative x3
    recv = defaultdict(int)
    for t in T:
        recv[name(t["dst"])] += t["amt"]
    q.add("superlative", "en",
          "Which person has received the largest total amount through transfers?",
          argmax_unique(dict(recv)))
    q.add("superlative", "zh",
          "谁名下的设备数量最多？",
          argmax_unique({name(p): len(set(owned[p])) for p in P}))
    q.add("superlative", "en",
          "Who is the oldest person in the risk-mining graph?",
          argmax_unique({p["name"]: int(p["age"]) for p in people}))
    # comparison x2
    Q0, DU = pid_of("裘**"), pid_of("杜*")
    got = lambda r: sum(t["amt"] for t in T if t["src"] == BAI and t["dst"] == r)
    q.add("comparison", "en",
          "Did 柏* send more money to 裘** or to 杜*?",
          argmax_unique({name(Q0): got(Q0), name(DU): got(DU)}))
    dd = len(set(owned[DU])) - len(set(owned[Q0]))
    assert dd > 0
    q.add("comparison", "zh",
          "裘**比杜*少几台设备？",
          num(dd))
    # filter x2
    q.add("filter", "en",
          "Which apps carry a gambling risk mark?",
          gamb)
    q.add("filter", "zh",
          "列出所有30岁以下的人。",
          [p["name"] for p in people if int(p["age"]) < 30])
    # time_window x1
    assert all(abs((KAG_NOW - t["date"]).days - 30) >= 1 for t in T)
    q.add("time_window", "en",
          "How many transfers did 柏* make in the last 30 days before 2023-10-15?",
          num(sum(1 for t in T if t["src"] == BAI and (KAG_NOW - t["date"]).days < 30)))
    # described x1
    who = one(p["id"] for p in people if p["hasPhone"].endswith("0000"))
    q.add("described", "zh",
          "手机号尾号是0000的那个人，一共给几个不同的人转过账？",
          num(len(set(t["dst"] for t in T if t["src"] == who))))
    q.check()
    return q.items


def main():
    for fname, items in (("r19-acme-supply.json", acme()),
                         ("r19-kag-supplychain.json", supplychain()),
                         ("r19-kag-riskmining.json", riskmining())):
        path = os.path.join(OUT_DIR, fname)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote", path, len(items))


if __name__ == "__main__":
    main()
