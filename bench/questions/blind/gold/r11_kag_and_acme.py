"""Round 11 blind questions for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the raw CSV files with the csv module only.
Running this script writes r11-acme-supply.json, r11-kag-supplychain.json and
r11-kag-riskmining.json next to the gold/ folder.

Conventions (README, answering without a model): "the last N days" are the days fewer than N
before the as-of date; a name repeated in one cell counts once; numbers are written as plain
integers; yes/no as "True"/"False".
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
REPO = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
ACME = os.path.join(REPO, "data", "examples", "acme-supply", "sources")
DATASETS = os.path.abspath(os.path.join(REPO, "..", "shared", "datasets"))
SUPPLY = os.path.join(DATASETS, "kag-supplychain", "sources")
RISK = os.path.join(DATASETS, "kag-riskmining", "sources")


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    """Items of a multi-value cell, in order, each once."""
    seen = []
    for item in cell.split(sep):
        item = item.strip()
        if item and item not in seen:
            seen.append(item)
    return seen


def day(text):
    return datetime.datetime.strptime(text, "%Y%m%d").date()


def within(text, as_of, days):
    """A date fewer than `days` days before as_of (and not after it)."""
    diff = (as_of - day(text)).days
    return 0 <= diff < days


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def unique_best(scores, highest=True):
    """The single key with the highest (or lowest) score; asserts no tie."""
    items = list(scores.items())
    best = max(v for _, v in items) if highest else min(v for _, v in items)
    winners = [k for k, v in items if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def only(values):
    values = list(values)
    assert len(values) == 1, values
    return values[0]


class Sheet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in {"property", "aggregate", "relation_hop", "two_hop", "superlative",
                         "filter", "comparison", "described", "time_window"}
        assert lang in {"en", "zh"}
        if not isinstance(answer, list):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({
            "id": f"{self.prefix}-r11-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self, quota):
        shapes = Counter(q["shape"] for q in self.items)
        langs = Counter(q["lang"] for q in self.items)
        assert dict(shapes) == quota, (self.prefix, shapes)
        assert langs["en"] == 16 and langs["zh"] == 9, (self.prefix, langs)
        assert len({q["question"] for q in self.items}) == len(self.items)


QUOTA = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3, "superlative": 3,
         "comparison": 2, "filter": 2, "time_window": 1, "described": 1}


# ----------------------------------------------------------------------------------------------
# acme-supply (as_of 2024-06-30, multi-value separator ';')
# ----------------------------------------------------------------------------------------------
def acme():
    as_of = datetime.date(2024, 6, 30)
    companies = read(ACME, "Company.csv")
    people = read(ACME, "Person.csv")
    products = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    by_id = {c["id"]: c for c in companies}
    by_name = {c["name"]: c for c in companies}
    assert len(by_id) == len(companies) == len(by_name)
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    for names in reps.values():
        for n in names:
            assert n in by_name, n
    rep_of = defaultdict(list)
    for p, names in reps.items():
        for n in names:
            rep_of[n].append(p)
    down = {}
    for r in products:
        assert r["id"] not in down
        down[r["id"]] = split(r["hasSupplyChain"], ";")
    T = [(by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], t["transDate"], int(t["transAmt"]))
         for t in trans]
    inflow = Counter()
    for s, d, _, a in T:
        inflow[d] += a

    q = Sheet("acme")
    # relation_hop
    q.add("relation_hop", "en", "Which companies is Bram de Vries the legal representative of?",
          reps["Bram de Vries"])
    q.add("relation_hop", "en", "Who acts as legal representative for Granite Insurance?",
          rep_of["Granite Insurance"])
    q.add("relation_hop", "en", "Which companies have received payments from O'Hara, Lamb & Sons?",
          sorted({d for s, d, _, _ in T if s == "O'Hara, Lamb & Sons"}))
    q.add("relation_hop", "zh", "有哪些公司给Acme Motors转过账？",
          sorted({s for s, d, _, _ in T if d == "Acme Motors"}))
    q.add("relation_hop", "zh", "Metals-Steel-Sheet steel 的下游产品有哪些？",
          down["Metals-Steel-Sheet steel"])
    # property
    q.add("property", "en", "What year was Helix Chemicals founded?", by_name["Helix Chemicals"]["founded"])
    q.add("property", "en", "How old is Chloe Tan?", person["Chloe Tan"]["age"])
    q.add("property", "zh", "Borealis Rubber Works 的总部设在哪个国家？",
          by_name["Borealis Rubber Works"]["country"])
    q.add("property", "en", "What is the total inflow recorded for O'Hara, Lamb & Sons?",
          inflow["O'Hara, Lamb & Sons"])
    # two_hop
    q.add("two_hop", "en", "In which countries are the companies Ada Moreno represents based?",
          sorted({by_name[n]["country"] for n in reps["Ada Moreno"]}))
    q.add("two_hop", "en", "How old is the legal representative of Helix Chemicals?",
          [person[only(rep_of["Helix Chemicals"])]["age"]])
    payers = sorted({s for s, d, _, _ in T if d == "Delta Cells GmbH"})
    q.add("two_hop", "zh", "向Delta Cells GmbH付过款的那家公司是哪一年成立的？",
          [by_name[only(payers)]["founded"]])
    payees = {d for s, d, _, _ in T if s == "Acme Motors"}
    q.add("two_hop", "en", "Who are the legal representatives of the companies that Acme Motors has paid?",
          sorted({p for n in payees for p in rep_of[n]}))
    # aggregate
    q.add("aggregate", "en", "How much has Acme Motors paid out in total across all of its transfers?",
          sum(a for s, _, _, a in T if s == "Acme Motors"))
    q.add("aggregate", "zh", "Acme Motors 一共向 O'Hara, Lamb & Sons 转了多少钱？",
          sum(a for s, d, _, a in T if s == "Acme Motors" and d == "O'Hara, Lamb & Sons"))
    q.add("aggregate", "en", "To how many different companies has Acme Motors sent money?",
          len({d for s, d, _, _ in T if s == "Acme Motors"}))
    # superlative
    largest = {}
    for s, d, _, a in T:
        largest[d] = max(largest.get(d, 0), a)
    q.add("superlative", "en", "Which company was on the receiving end of the single largest transfer?",
          unique_best(largest))
    q.add("superlative", "zh", "几位法定代表人中谁的年龄最大？",
          unique_best({p["name"]: int(p["age"]) for p in people}))
    q.add("superlative", "en", "Which company has been around the longest, judging by its founding year?",
          unique_best({c["name"]: int(c["founded"]) for c in companies}, highest=False))
    # comparison
    a, b = int(by_name["Eastwind Logistics"]["founded"]), int(by_name["Delta Cells GmbH"]["founded"])
    assert a != b
    q.add("comparison", "en", "Was Eastwind Logistics founded before Delta Cells GmbH?", str(a < b))
    a, b = int(person["Bram de Vries"]["age"]), int(person["Chloe Tan"]["age"])
    assert a != b
    q.add("comparison", "zh", "Bram de Vries 和 Chloe Tan 谁的年纪更大？",
          "Bram de Vries" if a > b else "Chloe Tan")
    # filter
    q.add("filter", "en", "Which companies were founded before 1960?",
          [c["name"] for c in companies if int(c["founded"]) < 1960])
    q.add("filter", "zh", "哪些公司收到过单笔超过10万的转账？",
          sorted({d for s, d, _, a in T if a > 100000}))
    # time_window
    q.add("time_window", "en", "How much money did Acme Motors pay out over the last 30 days?",
          sum(a for s, _, dt, a in T if s == "Acme Motors" and within(dt, as_of, 30)))
    # described
    q.add("described", "zh", "那家1962年成立、总部在加拿大（CA）的公司叫什么名字？",
          only(c["name"] for c in companies if c["founded"] == "1962" and c["country"] == "CA"))
    q.check(QUOTA)
    return q.items


# ----------------------------------------------------------------------------------------------
# kag-supplychain (as_of 2023-10-15, multi-value separator ',')
# ----------------------------------------------------------------------------------------------
def supplychain():
    as_of = datetime.date(2023, 10, 15)
    companies = read(SUPPLY, "Company.csv")
    people = read(SUPPLY, "Person.csv")
    products = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    events = read(SUPPLY, "ProductChainEvent.csv")
    by_id = {c["id"]: c for c in companies}
    by_name = {c["name"]: c for c in companies}
    assert len(by_id) == len(companies) == len(by_name)
    # no two masked names that differ only in asterisks (people: 华** / 华* do; avoided below)
    stripped = Counter(c["name"].replace("*", "") for c in companies)
    assert max(stripped.values()) == 1
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    avoid_people = {"华**", "华*"}
    assert Counter(p["name"].replace("*", "") for p in people)["华"] == 2
    prods = {c["name"]: split(c["product"], ",") for c in companies}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    rep_of = defaultdict(list)
    for p, names in reps.items():
        for n in names:
            assert n in by_name, n
            rep_of[n].append(p)
    # Product.csv repeats rows; every repeat must agree
    prod = {}
    for r in products:
        key = (r["belongToIndustry"], tuple(split(r["hasSupplyChain"], ",")))
        assert prod.setdefault(r["id"], key) == key, r["id"]
    T = [(by_id[t["srcId"]]["name"], by_id[t["dstId"]]["name"], t["transDate"], int(t["transAmt"]))
         for t in trans]
    inflow = Counter()
    for s, d, _, a in T:
        inflow[d] += a

    def industries(company):
        # every product must be a Product row, so the answer does not hinge on stub products
        assert all(p in prod for p in prods[company]), company
        out = []
        for p in prods[company]:
            if prod[p][0] not in out:
                out.append(prod[p][0])
        return out

    q = Sheet("supplychain")
    # relation_hop
    q.add("relation_hop", "en", "Which companies is 袁* the legal representative of?", reps["袁*"])
    q.add("relation_hop", "zh", "吉林奇*化****公司的法人代表是谁？", rep_of["吉林奇*化****公司"])
    q.add("relation_hop", "en", "Which companies have sent money to 传化****限公司?",
          sorted({s for s, d, _, _ in T if d == "传化****限公司"}))
    q.add("relation_hop", "zh", "商品化工-橡胶-合成橡胶-顺丁橡胶的下游产品都有哪些？",
          list(prod["商品化工-橡胶-合成橡胶-顺丁橡胶"][1]))
    q.add("relation_hop", "en", "Which industry does the product 轮胎与橡胶-轮胎-工程轮胎 belong to?",
          prod["轮胎与橡胶-轮胎-工程轮胎"][0])
    # property
    q.add("property", "en", "How old is 任**?", person["任**"]["age"])
    q.add("property", "zh", "庞*今年多大年纪？", person["庞*"]["age"])
    ev = only(e for e in events if e["name"] == "顺丁橡胶成本上涨")
    q.add("property", "en", "Which indicator does the supply-chain event 顺丁橡胶成本上涨 refer to?", ev["index"])
    q.add("property", "en", "What is the total inflow of funds into 首***发展股**公司?",
          inflow["首***发展股**公司"])
    # two_hop
    q.add("two_hop", "en", "How old is the legal representative of 三角***份限公司?",
          [person[only(rep_of["三角***份限公司"])]["age"]])
    payers = {s for s, d, _, _ in T if d == "传化****限公司"}
    q.add("two_hop", "zh", "给传化****限公司转过账的企业，它们的法人代表分别是谁？",
          sorted({p for n in payers for p in rep_of[n]}))
    q.add("two_hop", "en", "Which industries do the products of 康**股有公司 fall under?",
          industries("康**股有公司"))
    payer = only({s for s, d, _, _ in T if d == "宝业集****公司"})
    q.add("two_hop", "en", "What does the company that paid 宝业集****公司 produce?", prods[payer])
    # aggregate
    q.add("aggregate", "en", "What is the total amount 传化****限公司 has transferred to other companies?",
          sum(a for s, _, _, a in T if s == "传化****限公司"))
    q.add("aggregate", "zh", "臧*一共是几家企业的法人代表？", len(reps["臧*"]))
    leaf = "轮胎与橡胶-轮胎-特种轮胎"
    # a leaf product: no company lists a narrower product under it, so no hierarchy question arises
    assert not any(p.startswith(leaf + "-") for ps in prods.values() for p in ps)
    q.add("aggregate", "en", f"How many companies deal in {leaf}?",
          sum(1 for c, ps in prods.items() if leaf in ps))
    # superlative
    q.add("superlative", "en", "Which company received the most money in total?", unique_best(inflow))
    ages = {p["name"]: int(p["age"]) for p in people}
    q.add("superlative", "zh", "所有自然人里年龄最大的是谁？", unique_best(ages))
    biggest = Counter()
    for s, _, _, a in T:
        biggest[s] = max(biggest[s], a)
    q.add("superlative", "en", "Which company made the single largest transfer?", unique_best(biggest))
    # comparison
    assert ages["樊**"] != ages["倪**"]
    q.add("comparison", "en", "Who is older, 樊** or 倪**?", "樊**" if ages["樊**"] > ages["倪**"] else "倪**")
    a, b = inflow["康**股有公司"], inflow["宝业集****公司"]
    assert a != b
    q.add("comparison", "zh", "康**股有公司和宝业集****公司，哪一家收到的转账总额更多？",
          "康**股有公司" if a > b else "宝业集****公司")
    # filter
    young = [p["name"] for p in people if int(p["age"]) < 22]
    assert not avoid_people & set(young)
    q.add("filter", "en", "Which people are younger than 22?", young)
    q.add("filter", "zh", "传化****限公司单笔金额超过100万的转账都转给了哪些公司？",
          sorted({d for s, d, _, a in T if s == "传化****限公司" and a > 1000000}))
    # time_window
    q.add("time_window", "en", "Which companies did 传化****限公司 pay in the last 30 days?",
          sorted({d for s, d, dt, _ in T if s == "传化****限公司" and within(dt, as_of, 30)}))
    # described
    q.add("described", "zh", "名单里那位54岁的法人代表是谁？",
          only(p["name"] for p in people if p["age"] == "54" and reps[p["name"]]))
    for item in q.items:
        assert not any(n in item["question"] for n in avoid_people), item
    q.check(QUOTA)
    return q.items


# ----------------------------------------------------------------------------------------------
# kag-riskmining (as_of 2023-10-15)
# ----------------------------------------------------------------------------------------------
def riskmining():
    as_of = datetime.date(2023, 10, 15)
    apps = read(RISK, "App.csv")
    certs = read(RISK, "Cert.csv")
    companies = read(RISK, "Company.csv")
    devices = read(RISK, "Device.csv")
    people = read(RISK, "Person.csv")
    fund = read(RISK, "Person_fundTrans_Person.csv")
    person_cert = read(RISK, "Person_hasCert_Cert.csv")
    has_device = read(RISK, "Person_hasDevice_Device.csv")
    hold = read(RISK, "Person_holdShare_Company.csv")
    company_cert = read(RISK, "Company_hasCert_Cert.csv")

    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    cert_nums = {c["certNum"] for c in certs}
    assert len(cert_nums) == len(certs)
    pid = {p["id"]: p for p in people}
    pname = {p["name"]: p for p in people}
    assert len(pname) == len(people)
    assert max(Counter(p["name"].replace("*", "") for p in people).values()) == 1
    cid = {c["id"]: c for c in companies}
    # companies 0-2 (**娱乐****公司 etc.) differ only in asterisks: never named in a question or answer
    ambiguous = Counter(c["name"].replace("*", "") for c in companies)
    masked_twins = {c["name"] for c in companies if ambiguous[c["name"].replace("*", "")] > 1}
    assert len(masked_twins) == 3
    dev = {d["id"]: d for d in devices}
    umid_owner = Counter(d["umid"] for d in devices)
    assert max(umid_owner.values()) == 1
    installs = {d["id"]: split(d["install"], ",") for d in devices}
    owns = defaultdict(list)
    owners = defaultdict(list)
    for r in has_device:
        if r["dst"] not in owns[r["src"]]:
            owns[r["src"]].append(r["dst"])
            owners[r["dst"]].append(r["src"])
    ccert = defaultdict(set)
    for r in company_cert:
        assert r["dst"] in cert_nums
        ccert[r["src"]].add(r["dst"])
    T = [(pid[t["src"]]["name"], pid[t["dst"]]["name"], t["transDate"], int(t["transAmt"])) for t in fund]
    P = lambda i: pid[i]["name"]

    q = Sheet("riskmining")
    # relation_hop
    q.add("relation_hop", "en", "Who has 柏* transferred money to?",
          sorted({d for s, d, _, _ in T if s == "柏*"}))
    fang = pname["方*"]["id"]
    q.add("relation_hop", "zh", "方*名下设备的umid是多少？", [dev[d]["umid"] for d in owns[fang]])
    q.add("relation_hop", "en", "Which apps are signed with the certificate 5c19603e3f367a447d0cb4390a523f28?",
          [a["id"] for a in apps if a["useCert"] == "5c19603e3f367a447d0cb4390a523f28"])
    holders = [cid[c]["name"] for c in sorted(ccert, key=int) if "d43fa10d0fba10e4269965ed3f918f03" in ccert[c]]
    assert not set(holders) & masked_twins
    q.add("relation_hop", "en", "Which companies hold the certificate d43fa10d0fba10e4269965ed3f918f03?", holders)
    q.add("relation_hop", "zh", "证书33fdf452aa9cd145ba096c364a250ee8是哪位自然人持有的？",
          [P(r["src"]) for r in person_cert if r["dst"] == "33fdf452aa9cd145ba096c364a250ee8"])
    # property
    q.add("property", "en", "How old is 萧*?", pname["萧*"]["age"])
    q.add("property", "zh", "郎**的手机号是多少？", pname["郎**"]["hasPhone"])
    q.add("property", "en", "What phone number is on file for 航天彩**人*股*限公司?",
          only(c["phone"] for c in companies if c["name"] == "航天彩**人*股*限公司"))
    q.add("property", "zh", "应用com.oStEmG.may的风险标记是什么？", app["com.oStEmG.may"]["riskMark"])
    # two_hop
    q.add("two_hop", "en", "What are the ages of the people 柏* has sent money to?",
          sorted({pname[d]["age"] for s, d, _, _ in T if s == "柏*"}))
    q.add("two_hop", "zh", "方*的设备上都装了哪些应用？", [a for d in owns[fang] for a in installs[d]])
    zuo = pname["左**"]["id"]
    q.add("two_hop", "en", "Which of the apps installed on 左**'s device is flagged 诈骗?",
          [a for d in owns[zuo] for a in installs[d] if app[a]["riskMark"] == "诈骗"])
    lei = pname["雷**"]["id"]
    q.add("two_hop", "en", "Who else owns the same device as 雷**?",
          sorted({P(o) for d in owns[lei] for o in owners[d] if o != lei}))
    # aggregate
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 邬**?",
          sum(a for s, d, _, a in T if s == "柏*" and d == "邬**"))
    q.add("aggregate", "zh", "柏*持有几家公司的股份？",
          len({r["dst"] for r in hold if r["src"] == pname["柏*"]["id"]}))
    qiu = pname["裘**"]["id"]
    q.add("aggregate", "en", "How many distinct apps are installed across all of 裘**'s devices?",
          len({a for d in owns[qiu] for a in installs[d]}))
    # superlative
    ages = {p["name"]: int(p["age"]) for p in people}
    q.add("superlative", "en", "Who is the oldest person in the data?", unique_best(ages))
    biggest = {}
    for s, d, _, a in T:
        if s == "柏*":
            biggest[(d, a)] = a
    q.add("superlative", "zh", "柏*金额最大的那一笔转账是转给谁的？", unique_best(biggest)[0])
    q.add("superlative", "en", "Which person owns the most devices?",
          P(unique_best({p: len(ds) for p, ds in owns.items()})))
    # comparison
    a = sum(x for s, d, _, x in T if s == "柏*" and d == "裘**")
    b = sum(x for s, d, _, x in T if s == "柏*" and d == "杜*")
    assert a != b
    q.add("comparison", "en", "Did 柏* send more money in total to 裘** than to 杜*?", str(a > b))
    assert ages["葛**"] != ages["齐**"]
    q.add("comparison", "zh", "葛**和齐**谁的年纪更大？", "葛**" if ages["葛**"] > ages["齐**"] else "齐**")
    # filter
    q.add("filter", "en", "Which apps carry the risk mark 诈骗?", [a["id"] for a in apps if a["riskMark"] == "诈骗"])
    q.add("filter", "zh", "年龄超过55岁的人有哪些？", [p["name"] for p in people if int(p["age"]) > 55])
    # time_window
    q.add("time_window", "en", "How much money did 柏* transfer in the last 30 days?",
          sum(a for s, _, dt, a in T if s == "柏*" and within(dt, as_of, 30)))
    # described
    dev88 = only(d["id"] for d in devices if d["umid"] == "3b:a4:fa:01:b1:74")
    q.add("described", "en", "Who owns the device whose umid is 3b:a4:fa:01:b1:74?",
          P(only(owners[dev88])))
    for item in q.items:
        assert not any(n in item["question"] or n in item["answer"] for n in masked_twins), item
    q.check(QUOTA)
    return q.items


def main():
    for name, items in (("r11-acme-supply.json", acme()),
                        ("r11-kag-supplychain.json", supplychain()),
                        ("r11-kag-riskmining.json", riskmining())):
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(f"{path}: {len(items)} questions")


if __name__ == "__main__":
    main()
