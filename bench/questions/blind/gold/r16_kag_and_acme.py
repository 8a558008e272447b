"""Round 16 blind questions: gold answers for acme-supply, kag-supplychain and kag-riskmining.

Reads only the raw CSV source tables with Python's csv module (nothing of kagflow; date
arithmetic with the standard library's datetime). Paths are relative to this script:
ROOT is four levels up (the repository root), ACME = ROOT/data/examples/acme-supply/sources,
SHARED = ROOT/../shared/datasets.

Writes bench/questions/blind/r16-acme-supply.json, r16-kag-supplychain.json and
r16-kag-riskmining.json (25 questions each: 16 en, 9 zh).

Readings (../../README.md): "the last N days" are the days fewer than N before the as-of date
(acme-supply: 2024-06-30 from its kagflow.yaml; the KAG projects: 2023-10-15); ties keep every
value (superlatives here are asserted unique); a name repeated in one multi-value cell counts once.
Avoided: supply-chain company 浙江**摩托**限公司's products (CompanyUpdate.csv changes them), 臧*'s
cell (seven names for five companies), masked names differing only by asterisks (华* / 华**, the
three **娱乐…公司 of risk mining), risk-mining Company.phone (the schema says hasPhone), devices and
certificates as answers, tied ages/counts; acme products are named by their unique last segment.
"""
import csv
import datetime
import json
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
ACME = ROOT / "data" / "examples" / "acme-supply" / "sources"
SHARED = ROOT.parent / "shared" / "datasets"
SC = SHARED / "kag-supplychain" / "sources"
RM = SHARED / "kag-riskmining" / "sources"
OUT = ROOT / "bench" / "questions" / "blind"


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def cell(value, sep):
    """Distinct non-empty items of a multi-value cell, in first-seen order."""
    seen = []
    for item in (value or "").split(sep):
        item = item.strip()
        if item and item not in seen:
            seen.append(item)
    return seen


def days_before(as_of, yyyymmdd):
    d = datetime.date(int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:8]))
    return (as_of - d).days


def unique_max(pairs, key=lambda kv: kv[1], reverse=True):
    """pairs: list of (entity, value); returns the single best entity, asserting no tie."""
    ordered = sorted(pairs, key=key, reverse=reverse)
    assert len(ordered) >= 2 and key(ordered[0]) != key(ordered[1]), ordered[:3]
    return ordered[0][0]


def only(items):
    items = list(items)
    assert len(items) == 1, items
    return items[0]


def s(x):
    return str(x)


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        answer = [s(a) for a in answer]
        assert answer and all(a for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({"question": question, "answer": answer, "shape": shape, "lang": lang})

    def write(self, name):
        expected = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                    "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
                    "described": 1}
        shapes = Counter(q["shape"] for q in self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert shapes == Counter(expected), shapes
        assert langs == Counter({"en": 16, "zh": 9}), langs
        assert len({q["question"] for q in self.items}) == 25
        out = []
        for i, q in enumerate(self.items, 1):
            assert q["shape"] != "filter" or len(q["answer"]) <= 15
            out.append({"id": f"{self.prefix}-r16-{i:02d}", **q})
        path = OUT / name
        with open(path, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(f"{path}: {len(out)} questions", dict(shapes), dict(langs))
        for q in out:
            print(f"  {q['id']} [{q['shape']}/{q['lang']}] {q['question']} -> {q['answer']}")


# ---------------------------------------------------------------- acme-supply (as of 2024-06-30)
def acme():
    as_of = datetime.date(2024, 6, 30)
    comps = rows(ACME / "Company.csv")
    persons = rows(ACME / "Person.csv")
    trans = rows(ACME / "Company_fundTrans_Company.csv")
    prods = rows(ACME / "Product.csv")
    name = {c["id"]: c["name"] for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_name) == len(comps)
    products = {c["name"]: cell(c["product"], ";") for c in comps}
    reps = {p["name"]: cell(p["legalRepresentative"], ";") for p in persons}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in by_name, c
            rep_of[c].append(p)
    age = {p["name"]: int(p["age"]) for p in persons}
    downstream = {p["id"]: cell(p["hasSupplyChain"], ";") for p in prods}

    # products by their last segment, asserted unique
    all_products = set(downstream) | {x for v in downstream.values() for x in v} | \
        {x for v in products.values() for x in v}
    leaf = defaultdict(list)
    for p in all_products:
        leaf[p.split("-")[-1]].append(p)

    def product(last):
        return only(leaf[last])

    def outgoing(c):
        return [t for t in trans if name[t["srcId"]] == c]

    def incoming(c):
        return [t for t in trans if name[t["dstId"]] == c]

    inflow = Counter()
    for t in trans:
        inflow[name[t["dstId"]]] += int(t["transAmt"])

    q = QSet("acme")
    # relation_hop
    q.add("relation_hop", "en", "Which companies has Acme Motors sent money to?",
          sorted({name[t["dstId"]] for t in outgoing("Acme Motors")}))
    q.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?",
          rep_of["Granite Insurance"])
    q.add("relation_hop", "en", "Which companies produce synthetic rubber?",
          [c for c, ps in products.items() if product("Synthetic rubber") in ps])
    q.add("relation_hop", "zh", "Bram de Vries 担任哪些公司的法定代表人？", reps["Bram de Vries"])
    q.add("relation_hop", "zh", "有哪些公司给 O'Hara, Lamb & Sons 付过款？",
          sorted({name[t["srcId"]] for t in incoming("O'Hara, Lamb & Sons")}))
    # property
    q.add("property", "en", "What year was Fjord Steel AS founded?", [by_name["Fjord Steel AS"]["founded"]])
    q.add("property", "en", "How old is Chloe Tan?", [age["Chloe Tan"]])
    q.add("property", "en", "What is the country of Delta Cells GmbH?", [by_name["Delta Cells GmbH"]["country"]])
    q.add("property", "zh", "Helix Chemicals 是哪一年成立的？", [by_name["Helix Chemicals"]["founded"]])
    # two_hop
    q.add("two_hop", "en", "What is the age of the person who legally represents Borealis Rubber Works?",
          [age[p] for p in rep_of["Borealis Rubber Works"]])
    feeders = [p for p, ds in downstream.items() if product("Tyres") in ds]
    assert sorted(feeders) == sorted([product("Synthetic rubber"), product("Sheet steel")])
    q.add("two_hop", "en", "Which companies make the products that feed directly into Tyres?",
          [c for c, ps in products.items() if any(p in ps for p in feeders)])
    payers = {name[t["srcId"]] for t in incoming("Acme Motors")}
    q.add("two_hop", "en", "Who are the legal representatives of the companies that have paid Acme Motors?",
          sorted({p for c in payers for p in rep_of[c]}))
    q.add("two_hop", "zh", "O'Hara, Lamb & Sons 转账的对象公司分别位于哪些国家？",
          sorted({by_name[name[t["dstId"]]]["country"] for t in outgoing("O'Hara, Lamb & Sons")}))
    # aggregate
    q.add("aggregate", "en", "How much money did Acme Motors transfer to O'Hara, Lamb & Sons altogether?",
          [sum(int(t["transAmt"]) for t in outgoing("Acme Motors") if name[t["dstId"]] == "O'Hara, Lamb & Sons")])
    q.add("aggregate", "en", "How many fund transfers has Acme Motors made in total?",
          [len(outgoing("Acme Motors"))])
    q.add("aggregate", "zh", "国家代码为 US 的公司一共有几家？", [sum(1 for c in comps if c["country"] == "US")])
    # superlative
    q.add("superlative", "en", "Which company has the earliest founding year?",
          [unique_max([(c["name"], int(c["founded"])) for c in comps], reverse=False)])
    q.add("superlative", "en", "Which company received the largest total amount of money across all its incoming transfers?",
          [unique_max(list(inflow.items()))])
    q.add("superlative", "zh", "年龄最大的法定代表人是谁？", [unique_max(list(age.items()))])
    # comparison
    a, b = int(by_name["Fjord Steel AS"]["founded"]), int(by_name["Granite Insurance"]["founded"])
    assert a != b
    q.add("comparison", "en", "Which was founded earlier, Fjord Steel AS or Granite Insurance?",
          ["Fjord Steel AS" if a < b else "Granite Insurance"])
    d = inflow["Delta Cells GmbH"] - inflow["O'Hara, Lamb & Sons"]
    assert d > 0
    q.add("comparison", "zh", "Delta Cells GmbH 收到的资金总额比 O'Hara, Lamb & Sons 多多少？", [d])
    # filter
    q.add("filter", "en", "List the companies founded before 1960.",
          [c["name"] for c in comps if int(c["founded"]) < 1960])
    q.add("filter", "zh", "哪些人的年龄超过40岁？", [p for p, v in age.items() if v > 40])
    # time_window: payers of Acme Motors in the last 60 days (days fewer than 60 before the as-of)
    q.add("time_window", "zh", "过去60天内有哪些公司向 Acme Motors 转过账？",
          sorted({name[t["srcId"]] for t in incoming("Acme Motors") if 0 <= days_before(as_of, t["transDate"]) < 60}))
    # described
    q.add("described", "en", "Which company with country code NL was founded in the 1970s?",
          [only(c["name"] for c in comps if c["country"] == "NL" and 1970 <= int(c["founded"]) <= 1979)])
    # reorder so that en and zh interleave naturally is not needed; ids follow insertion order
    q.write("r16-acme-supply.json")


# ---------------------------------------------------------------- kag-supplychain (as of 2023-10-15)
def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comps = rows(SC / "Company.csv")
    persons = rows(SC / "Person.csv")
    trans = rows(SC / "Company_fundTrans_Company.csv")
    prods = rows(SC / "Product.csv")
    updated = {r["id"] for r in rows(SC / "CompanyUpdate.csv")}
    name = {c["id"]: c["name"] for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_name) == len(comps)
    # no two company names that differ only by asterisks
    stripped = Counter(n.replace("*", "") for n in by_name)
    assert max(stripped.values()) == 1
    products = {c["name"]: cell(c["product"], ",") for c in comps}
    reps = {p["name"]: cell(p["legalRepresentative"], ",") for p in persons}
    rep_of = defaultdict(list)
    for p, cs in reps.items():
        for c in cs:
            assert c in by_name, c
            rep_of[c].append(p)
    age = {p["name"]: int(p["age"]) for p in persons}
    assert len(age) == len(persons)
    industry = {}
    for r in prods:  # Product.csv repeats rows; they agree
        assert industry.get(r["id"], r["belongToIndustry"]) == r["belongToIndustry"]
        industry[r["id"]] = r["belongToIndustry"]
    all_products = set(industry) | {x for r in prods for x in cell(r["hasSupplyChain"], ",")} | \
        {x for v in products.values() for x in v}
    leaf = defaultdict(list)
    for p in all_products:
        leaf[p.split("-")[-1]].append(p)

    def product(last):
        return only(leaf[last])

    def outgoing(c):
        return [t for t in trans if name[t["srcId"]] == c]

    def incoming(c):
        return [t for t in trans if name[t["dstId"]] == c]

    def check(c):  # the companies named must not be the one CompanyUpdate changes
        assert by_name[c]["id"] not in updated, c
        return c

    inflow = Counter()
    for t in trans:
        inflow[name[t["dstId"]]] += int(t["transAmt"])

    q = QSet("supplychain")
    # relation_hop
    q.add("relation_hop", "en", "Which companies is 庞* the legal representative of?", reps["庞*"])
    q.add("relation_hop", "en", "Which companies have transferred money to 三角***份限公司?",
          sorted({name[t["srcId"]] for t in incoming("三角***份限公司")}))
    q.add("relation_hop", "en", "Which companies list 斜交轮胎 among the products they deal in?",
          [check(c) for c, ps in products.items() if product("斜交轮胎") in ps])
    q.add("relation_hop", "zh", "吉林奇*化****公司的法定代表人是谁？", rep_of["吉林奇*化****公司"])
    q.add("relation_hop", "zh", "传化****限公司都向哪些公司转过账？",
          sorted({name[t["dstId"]] for t in outgoing("传化****限公司")}))
    # property
    q.add("property", "en", "How old is 骆*?", [age["骆*"]])
    q.add("property", "en", "Which industry does the product 机动车辆险 belong to?", [industry[product("机动车辆险")]])
    amts = [int(t["transAmt"]) for t in outgoing("中国***份*公司") if name[t["dstId"]] == "三角***份限公司"]
    q.add("property", "en", "What was the amount of the transfer from 中国***份*公司 to 三角***份限公司?", [only(amts)])
    q.add("property", "zh", "任**今年多少岁？", [age["任**"]])
    # two_hop
    q.add("two_hop", "en", "How old is the legal representative of 康**股有公司?",
          [age[only(rep_of["康**股有公司"])]])
    q.add("two_hop", "en", "Who are the legal representatives of the companies that sent money to 传化****限公司?",
          sorted({p for t in incoming("传化****限公司") for p in rep_of[name[t["srcId"]]]}))
    q.add("two_hop", "en", "Which companies received money from the companies whose legal representative is 倪**?",
          sorted({name[t["dstId"]] for c in reps["倪**"] for t in outgoing(c)}))
    q.add("two_hop", "zh", "鹰君集**公司所经营产品属于哪个产业？",
          sorted({industry[p] for p in products[check("鹰君集**公司")] if p in industry}))
    # aggregate
    q.add("aggregate", "en", "What is the total amount of money 传化****限公司 has received from other companies?",
          [sum(int(t["transAmt"]) for t in incoming("传化****限公司"))])
    q.add("aggregate", "en", "How many companies deal in 半钢子午线轮胎?",
          [sum(1 for c, ps in products.items() if product("半钢子午线轮胎") in ps and check(c))])
    q.add("aggregate", "zh", "俞**一共担任几家公司的法定代表人？", [len(reps["俞**"])])
    # superlative
    q.add("superlative", "en", "Which company has the highest total incoming transfer amount?",
          [unique_max(list(inflow.items()))])
    q.add("superlative", "en", "Who is the oldest person in the supply-chain data?", [unique_max(list(age.items()))])
    q.add("superlative", "zh", "哪家公司发出过金额最大的单笔转账？",
          [unique_max([(name[t["srcId"]], int(t["transAmt"])) for t in trans])])
    # comparison
    assert age["禹**"] != age["樊**"]
    q.add("comparison", "en", "Who is older, 禹** or 樊**?", ["禹**" if age["禹**"] > age["樊**"] else "樊**"])
    d = inflow["康**股有公司"] - inflow["宝业集****公司"]
    assert d > 0
    q.add("comparison", "zh", "康**股有公司收到的转账总额比宝业集****公司多多少？", [d])
    # filter
    q.add("filter", "en", "Which companies received a single transfer of more than 300,000 from 传化****限公司?",
          sorted({name[t["dstId"]] for t in outgoing("传化****限公司") if int(t["transAmt"]) > 300000}))
    q.add("filter", "zh", "年龄在50岁以上（不含50岁）的自然人有哪些？", [p for p, v in age.items() if v > 50])
    # time_window: days fewer than 90 before 2023-10-15
    q.add("time_window", "zh", "近90天内有哪些公司向三角***份限公司转过账？",
          sorted({name[t["srcId"]] for t in incoming("三角***份限公司") if 0 <= days_before(as_of, t["transDate"]) < 90}))
    # described
    q.add("described", "en", "Which 47-year-old person is the legal representative of exactly one company?",
          [only(p for p in age if age[p] == 47 and len(reps[p]) == 1)])
    q.write("r16-kag-supplychain.json")


# ---------------------------------------------------------------- kag-riskmining (as of 2023-10-15)
def riskmining():
    as_of = datetime.date(2023, 10, 15)
    apps = rows(RM / "App.csv")
    persons = rows(RM / "Person.csv")
    comps = rows(RM / "Company.csv")
    devices = rows(RM / "Device.csv")
    trans = rows(RM / "Person_fundTrans_Person.csv")
    has_dev = rows(RM / "Person_hasDevice_Device.csv")
    p_cert = rows(RM / "Person_hasCert_Cert.csv")
    c_cert = rows(RM / "Company_hasCert_Cert.csv")
    pname = {p["id"]: p["name"] for p in persons}
    assert len(set(pname.values())) == len(persons)
    cname = {c["id"]: c["name"] for c in comps}
    age = {p["name"]: int(p["age"]) for p in persons}
    phone = {p["name"]: p["hasPhone"] for p in persons}
    mark = {a["id"]: a["riskMark"] for a in apps}
    cert_of_app = {a["id"]: a["useCert"] for a in apps}
    install = {d["id"]: cell(d["install"], ",") for d in devices}
    by_umid = {d["umid"]: d["id"] for d in devices}
    assert len(by_umid) == len(devices)
    owners = defaultdict(set)
    owned = defaultdict(set)
    for r in has_dev:
        owners[r["dst"]].add(pname[r["src"]])
        owned[pname[r["src"]]].add(r["dst"])

    def sent(src, dst=None):
        return [t for t in trans if pname[t["src"]] == src and (dst is None or pname[t["dst"]] == dst)]

    q = QSet("riskmining")
    # relation_hop
    q.add("relation_hop", "en", "Which people has 柏* transferred money to?", sorted({pname[t["dst"]] for t in sent("柏*")}))
    q.add("relation_hop", "en", "What apps are installed on the device with umid 34:45:d0:2a:8c:05?",
          install[by_umid["34:45:d0:2a:8c:05"]])
    q.add("relation_hop", "en", "Who owns the device whose umid is 3b:a4:fa:01:b1:74?",
          sorted(owners[by_umid["3b:a4:fa:01:b1:74"]]))
    holders = sorted({cname[r["src"]] for r in c_cert if r["dst"] == "e559e014a77010cc7b46d8d5cc75ee58"})
    assert not any("娱乐" in h for h in holders)
    q.add("relation_hop", "zh", "哪些公司拥有编号为 e559e014a77010cc7b46d8d5cc75ee58 的证书？", holders)
    q.add("relation_hop", "zh", "谁给邬**转过账？", sorted({pname[t["src"]] for t in trans if pname[t["dst"]] == "邬**"}))
    # property
    q.add("property", "en", "How old is 葛**?", [age["葛**"]])
    q.add("property", "en", "What is the phone number of 明**?", [phone["明**"]])
    q.add("property", "en", "What risk mark does the app com.oStEmG.may carry?", [mark["com.oStEmG.may"]])
    q.add("property", "zh", "雷**的年龄是多少？", [age["雷**"]])
    # two_hop
    certs = {r["dst"] for r in p_cert if pname[r["src"]] == "裘**"}
    q.add("two_hop", "en", "Which apps use the certificate held by 裘**?",
          [a for a, c in cert_of_app.items() if c in certs])
    q.add("two_hop", "en", "Which apps are installed on the devices that 左** owns?",
          sorted({a for d in owned["左**"] for a in install[d]}))
    q.add("two_hop", "en", "Who owns the devices that have com.DRjvlr.RPTUvGU installed?",
          sorted({p for d, apps_ in install.items() if "com.DRjvlr.RPTUvGU" in apps_ for p in owners[d]}))
    q.add("two_hop", "zh", "柏*转过账的那些人，他们的电话号码分别是多少？",
          sorted({phone[pname[t["dst"]]] for t in sent("柏*")}))
    # aggregate
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 邬**?",
          [sum(int(t["transAmt"]) for t in sent("柏*", "邬**"))])
    q.add("aggregate", "en", "How many apps are marked as 诈骗 (fraud)?", [sum(1 for m in mark.values() if m == "诈骗")])
    q.add("aggregate", "zh", "杜*名下一共有几台设备？", [len(owned["杜*"])])
    # superlative
    q.add("superlative", "en", "Who is the oldest person in the risk-mining data?", [unique_max(list(age.items()))])
    q.add("superlative", "en", "Which person owns the largest number of devices?",
          [unique_max([(p, len(ds)) for p, ds in owned.items()])])
    q.add("superlative", "zh", "柏*转出的单笔金额最小的那笔转账，收款人是谁？",
          [unique_max([(pname[t["dst"]], int(t["transAmt"])) for t in sent("柏*")], reverse=False)])
    # comparison
    assert age["穆**"] != age["裘**"]
    q.add("comparison", "en", "Who is older, 穆** or 裘**?", ["穆**" if age["穆**"] > age["裘**"] else "裘**"])
    a = sum(int(t["transAmt"]) for t in sent("柏*", "裘**"))
    b = sum(int(t["transAmt"]) for t in sent("柏*", "杜*"))
    assert a > b
    q.add("comparison", "zh", "柏*转给裘**的总金额比转给杜*的多多少？", [a - b])
    # filter
    q.add("filter", "en", "Which apps carry the risk mark 赌博 (gambling)?", [x for x, m in mark.items() if m == "赌博"])
    q.add("filter", "zh", "年龄大于55岁的人有哪些？", [p for p, v in age.items() if v > 55])
    # time_window: days fewer than 30 before 2023-10-15 (20230916 is 29 days before: inside)
    q.add("time_window", "zh", "最近30天内柏*一共转出了多少钱？",
          [sum(int(t["transAmt"]) for t in sent("柏*") if 0 <= days_before(as_of, t["transDate"]) < 30)])
    # described
    q.add("described", "en", "Which app is marked as fraud (诈骗) and uses the certificate d43fa10d0fba10e4269965ed3f918f03?",
          [only(x for x in mark if mark[x] == "诈骗" and cert_of_app[x] == "d43fa10d0fba10e4269965ed3f918f03")])
    q.write("r16-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
