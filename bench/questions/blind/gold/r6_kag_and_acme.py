"""Gold answers for the r6-kag question sets, computed from the raw CSV files only (csv module)."""
import csv
import collections
import datetime as dt
import json
import os

OUT = os.path.dirname(os.path.abspath(__file__))
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def fmt(x):
    if isinstance(x, bool):
        raise TypeError(x)
    if isinstance(x, int):
        return str(x)
    if isinstance(x, float):
        if x == int(x):
            return str(int(x))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def num(s):
    s = s.strip()
    try:
        return int(s)
    except ValueError:
        return float(s)


def day(s):
    return dt.datetime.strptime(s.strip(), "%Y%m%d").date()


def within_last(s, n, as_of):
    """'the last N days': a date fewer than N days before the as-of date (not after it)."""
    d = day(s)
    assert d <= as_of, (s, as_of)
    return (as_of - d).days < n


def split(cell, sep):
    """values of a multi-value cell; a value repeated in one cell counts once (first order kept)."""
    out = []
    for v in cell.split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def unique_by(rows, key, value):
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (key, value, len(hits))
    return hits[0]


def all_max(items, key):
    """every item with the highest key (ties kept)."""
    best = max(key(i) for i in items)
    return [i for i in items if key(i) == best]


def all_min(items, key):
    best = min(key(i) for i in items)
    return [i for i in items if key(i) == best]


def check_names(names, what):
    c = collections.Counter(names)
    dup = [n for n, k in c.items() if k > 1]
    assert not dup, (what, dup)


def no_substring(name, others):
    """the name used in a question is not inside another entity's name and holds no other name."""
    for o in others:
        if o != name:
            assert name not in o and o not in name, (name, o)


class QS:
    def __init__(self, prefix, as_of=None):
        self.prefix, self.as_of, self.items = prefix, as_of, []

    def add(self, shape, lang, question, answer, timed=False):
        assert shape in {"property", "two_hop", "relation_hop", "aggregate", "superlative", "comparison",
                         "filter", "list", "described", "time_window", "type"}
        assert lang in ("en", "zh")
        if not isinstance(answer, list):
            answer = [answer]
        answer = [fmt(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        assert len(set(answer)) == len(answer), (question, answer)
        q = {"id": "%s-r6-%02d" % (self.prefix, len(self.items) + 1), "question": question,
             "answer": answer, "shape": shape, "lang": lang}
        if self.as_of:
            q["as_of"] = self.as_of
        self.items.append(q)

    def write(self, fname):
        assert len(self.items) == 25, (fname, len(self.items))
        qs = [i["question"] for i in self.items]
        assert len(set(qs)) == len(qs)
        with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------------------------------------
# acme-supply (as_of 2024-06-30 from kagflow.yaml; multi-value separator ';')
# ---------------------------------------------------------------------------------------------
def acme():
    as_of = dt.date(2024, 6, 30)
    SEP = ";"
    C = read(ACME, "Company.csv")
    P = read(ACME, "Person.csv")
    PR = read(ACME, "Product.csv")
    T = read(ACME, "Company_fundTrans_Company.csv")
    check_names([c["name"] for c in C], "company")
    check_names([p["name"] for p in P], "person")
    check_names([c["id"] for c in C], "company id")
    cname = {c["id"]: c["name"] for c in C}
    cid = {c["name"]: c["id"] for c in C}
    allnames = [c["name"] for c in C] + [p["name"] for p in P]
    for n in allnames:
        no_substring(n, allnames)
    prods = {c["id"]: split(c["product"], SEP) for c in C}
    chain = collections.defaultdict(set)
    for r in PR:
        chain[r["id"]] |= set(split(r["hasSupplyChain"], SEP))
    reps = {p["name"]: [cid[n] for n in split(p["legalRepresentative"], SEP)] for p in P}
    rep_of = collections.defaultdict(set)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].add(p)
    age = {p["name"]: int(p["age"]) for p in P}
    inflow = collections.defaultdict(int)
    for t in T:
        inflow[t["dstId"]] += int(t["transAmt"])
    # mainSupply rule
    main = set()
    for s in cname:
        for o in cname:
            down = set().union(*[chain[p] for p in prods[s]]) if prods[s] else set()
            if not down & set(prods[o]):
                continue
            paid = sum(int(t["transAmt"]) for t in T if t["srcId"] == o and t["dstId"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main.add((s, o))
    q = QS("acme")
    comp = lambda n: unique_by(C, "name", n)

    # property
    q.add("property", "en", "What year was Helix Chemicals established?", int(comp("Helix Chemicals")["founded"]))
    q.add("property", "en", "Which country is Fjord Steel AS headquartered in?", comp("Fjord Steel AS")["country"])
    q.add("property", "zh", "Chloe Tan今年多大？", age["Chloe Tan"])
    q.add("property", "zh", "Delta Cells GmbH 的总流入金额是多少？", inflow[cid["Delta Cells GmbH"]])

    # relation hops
    q.add("relation_hop", "en", "Which companies does Bram de Vries act as legal representative for?",
          [cname[c] for c in reps["Bram de Vries"]])
    q.add("relation_hop", "zh", "哪些供应商把O'Hara, Lamb & Sons当作主要客户？",
          sorted(cname[s] for s, o in main if o == cid["O'Hara, Lamb & Sons"]))
    same = set()
    g = cid["Granite Insurance"]
    for p in rep_of[g]:
        same |= {c for c in reps[p] if c != g}
    q.add("relation_hop", "en", "Which company shares a legal representative with Granite Insurance?",
          sorted(cname[c] for c in same))
    r = rep_of[cid["Delta Cells GmbH"]]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of Delta Cells GmbH?", age[next(iter(r))])
    assert len(reps["Chloe Tan"]) == 1
    q.add("two_hop", "en", "In which country is the company that Chloe Tan represents based?",
          comp(cname[reps["Chloe Tan"][0]])["country"])
    payers = sorted({cname[t["srcId"]] for t in T if t["dstId"] in reps["Chloe Tan"]})
    q.add("two_hop", "zh", "Chloe Tan担任法人的公司收到过哪家公司的转账？", payers)

    # aggregates
    q.add("aggregate", "en", "How many companies are located in the US?", sum(c["country"] == "US" for c in C))
    ages = [age[p] for p in age]
    q.add("aggregate", "en", "What's the average age of the people in the graph?", sum(ages) / len(ages))
    a, b = cid["Acme Motors"], cid["O'Hara, Lamb & Sons"]
    q.add("aggregate", "en", "Altogether, how much money went from Acme Motors to O'Hara, Lamb & Sons?",
          sum(int(t["transAmt"]) for t in T if t["srcId"] == a and t["dstId"] == b))
    q.add("aggregate", "zh", "成立于1960年之前的公司有几家？", sum(int(c["founded"]) < 1960 for c in C))

    # superlatives
    q.add("superlative", "en", "Which is the oldest company?",
          [c["name"] for c in all_min(C, lambda c: int(c["founded"]))])
    q.add("superlative", "zh", "谁是年龄最小的人？", all_min(list(age), lambda p: age[p]))
    q.add("superlative", "en", "Which company has received the most money in total?",
          [cname[c] for c in all_max(list(inflow), lambda c: inflow[c])])

    # comparisons
    h, bo = int(comp("Helix Chemicals")["founded"]), int(comp("Borealis Rubber Works")["founded"])
    assert h != bo
    q.add("comparison", "en", "Was Helix Chemicals founded earlier than Borealis Rubber Works?",
          "yes" if h < bo else "no")
    assert age["Ada Moreno"] != age["Bram de Vries"]
    q.add("comparison", "zh", "Ada Moreno和Bram de Vries，哪位年纪更大？",
          max(["Ada Moreno", "Bram de Vries"], key=lambda p: age[p]))

    # filters
    q.add("filter", "en", "Which people are over 45 years old?", [p for p in age if age[p] > 45])
    q.add("filter", "en", "List the companies whose total inflow is above 100000.",
          [cname[c] for c in cname if inflow.get(c, 0) > 100000])

    # described
    hits = [c["name"] for c in C if c["founded"] == "1999"]
    assert len(hits) == 1
    q.add("described", "en", "Which company was founded in 1999?", hits)
    hits = [p for p in age if age[p] == 44]
    assert len(hits) == 1
    q.add("described", "zh", "44岁的那个人是哪些公司的法定代表人？", [cname[c] for c in reps[hits[0]]])

    # time window
    q.add("time_window", "en", "How much money did Acme Motors send out in the last 30 days?",
          sum(int(t["transAmt"]) for t in T if t["srcId"] == a and within_last(t["transDate"], 30, as_of)))

    # type
    q.add("type", "en", "How many people are there?", len(P))

    q.write("r6-kag-acme-supply.json")
    return q.items


# ---------------------------------------------------------------------------------------------
# kag-supplychain (as_of 2023-10-15; multi-value separator ',')
# ---------------------------------------------------------------------------------------------
def supplychain():
    as_of = dt.date(2023, 10, 15)
    SEP = ","
    C = read(SC, "Company.csv")
    P = read(SC, "Person.csv")
    PR = read(SC, "Product.csv")
    T = read(SC, "Company_fundTrans_Company.csv")
    check_names([c["name"] for c in C], "company")
    check_names([c["id"] for c in C], "company id")
    check_names([p["name"] for p in P], "person")
    cname = {c["id"]: c["name"] for c in C}
    cid = {c["name"]: c["id"] for c in C}
    allnames = [c["name"] for c in C] + [p["name"] for p in P]
    prods = {c["id"]: split(c["product"], SEP) for c in C}
    chain = collections.defaultdict(set)
    for r in PR:
        chain[r["id"]] |= set(split(r["hasSupplyChain"], SEP))
    reps = {}
    for p in P:
        names = split(p["legalRepresentative"], SEP)
        for n in names:
            assert n in cid, n  # every legal-representative name links to a company
        reps[p["name"]] = [cid[n] for n in names]
    rep_of = collections.defaultdict(set)
    for p, cs in reps.items():
        for c in cs:
            rep_of[c].add(p)
    age = {p["name"]: int(p["age"]) for p in P}
    for t in T:
        assert t["srcId"] in cname and t["dstId"] in cname
    inflow = collections.defaultdict(int)
    for t in T:
        inflow[t["dstId"]] += int(t["transAmt"])
    main = set()
    for s in cname:
        down = set().union(*[chain[p] for p in prods[s]]) if prods[s] else set()
        for o in cname:
            if not down & set(prods[o]):
                continue
            paid = sum(int(t["transAmt"]) for t in T if t["srcId"] == o and t["dstId"] == s)
            if paid and inflow[s] and paid / inflow[s] > 0.5:
                main.add((s, o))
    comp = lambda n: unique_by(C, "name", n)
    used = set()

    def N(n):  # a name used in a question: unique and not inside another name
        no_substring(n, allnames)
        used.add(n)
        return n

    q = QS("sc", "2023-10-15")

    # property
    q.add("property", "en", "How old is %s?" % N("尤**"), age["尤**"])
    q.add("property", "zh", "%s经营什么产品？" % N("宝业集****公司"), prods[comp("宝业集****公司")["id"]])
    q.add("property", "en", "What's the total inflow of %s?" % N("传化****限公司"), inflow[cid["传化****限公司"]])
    q.add("property", "en", "What products does %s deal in?" % N("旭**业有公司"), prods[cid["旭**业有公司"]])

    # relation hops
    q.add("relation_hop", "en", "Which companies is %s the legal representative of?" % N("夏**"),
          [cname[c] for c in reps["夏**"]])
    tri = cid[N("三角***份限公司")]
    q.add("relation_hop", "zh", "哪些企业给三角***份限公司转过账？",
          sorted({cname[t["srcId"]] for t in T if t["dstId"] == tri}))
    ch = cid["传化****限公司"]
    q.add("relation_hop", "en", "Who is the main customer of 传化****限公司?", sorted(cname[o] for s, o in main if s == ch))
    dy = cid[N("东岳*团*公司")]
    same = set()
    for p in rep_of[dy]:
        same |= {c for c in reps[p] if c != dy}
    q.add("relation_hop", "zh", "和东岳*团*公司共用同一个法人代表的是哪家企业？", sorted(cname[c] for c in same))
    r = rep_of[cid[N("联想**有公司")]]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of 联想**有公司?", age[next(iter(r))])
    q.add("two_hop", "en", "Which companies got money from the firms that 夏** legally represents?",
          sorted({cname[t["dstId"]] for t in T if t["srcId"] in reps["夏**"]}))

    # aggregates
    q.add("aggregate", "en", "How many companies does %s serve as legal representative for?" % N("臧*"),
          len(reps["臧*"]))
    q.add("aggregate", "zh", "传化****限公司一共转出了多少钱？", sum(int(t["transAmt"]) for t in T if t["srcId"] == ch))
    q.add("aggregate", "en", "How many natural persons are aged over 50?", sum(a > 50 for a in age.values()))

    # superlatives
    q.add("superlative", "en", "Who's the oldest among the natural persons?", all_max(list(age), lambda p: age[p]))
    q.add("superlative", "zh", "总流入金额最高的企业是哪家？", [cname[c] for c in all_max(list(inflow), lambda c: inflow[c])])
    big = all_max(T, lambda t: int(t["transAmt"]))
    q.add("superlative", "en", "Which company made the single biggest transfer?", sorted({cname[t["srcId"]] for t in big}))

    # comparisons
    a1, a2 = age[N("骆*")], age[N("樊**")]
    assert a1 != a2
    q.add("comparison", "en", "Is 骆* older than 樊**?", "yes" if a1 > a2 else "no")
    a1, a2 = age[N("袁*")], age[N("左**")]
    assert a1 != a2
    q.add("comparison", "zh", "袁*和左**谁更年轻？", "袁*" if a1 < a2 else "左**")

    # filters
    q.add("filter", "en", "Which persons are under 22 years of age?", [p for p in age if age[p] < 22])
    q.add("filter", "en", "Which companies received a single transfer of more than 1000000?",
          sorted({cname[t["dstId"]] for t in T if int(t["transAmt"]) > 1000000}))

    # described
    hits = [p for p in age if age[p] == 37]
    assert len(hits) == 1
    q.add("described", "en", "Which companies does the 37-year-old person legally represent?",
          [cname[c] for c in reps[hits[0]]])
    hits = [p for p in age if age[p] == 58]
    assert len(hits) == 1
    q.add("described", "zh", "58岁的自然人叫什么名字？", hits)

    # time windows (as of 2023-10-15)
    q.add("time_window", "en", "How much did 传化****限公司 pay out over the last 30 days?",
          sum(int(t["transAmt"]) for t in T if t["srcId"] == ch and within_last(t["transDate"], 30, as_of)))
    q.add("time_window", "zh", "近3个月有哪些企业向三角***份限公司转过账？",
          sorted({cname[t["srcId"]] for t in T if t["dstId"] == tri and within_last(t["transDate"], 90, as_of)}))

    # type
    q.add("type", "zh", "图谱里一共收录了多少家企业？", len(C))

    for n in used:
        assert n in cid or n in age, n
    q.write("r6-kag-kag-supplychain.json")
    return q.items


# ---------------------------------------------------------------------------------------------
# kag-riskmining (as_of 2023-10-15)
# ---------------------------------------------------------------------------------------------
def riskmining():
    as_of = dt.date(2023, 10, 15)
    A = read(RM, "App.csv")
    CE = read(RM, "Cert.csv")
    CO = read(RM, "Company.csv")
    D = read(RM, "Device.csv")
    P = read(RM, "Person.csv")
    HC = read(RM, "Company_hasCert_Cert.csv")
    PC = read(RM, "Person_hasCert_Cert.csv")
    HD = read(RM, "Person_hasDevice_Device.csv")
    HS = read(RM, "Person_holdShare_Company.csv")
    FT = read(RM, "Person_fundTrans_Person.csv")
    check_names([p["name"] for p in P], "person")
    check_names([c["name"] for c in CO], "company")
    check_names([a["id"] for a in A], "app")
    check_names([c["certNum"] for c in CE], "certNum")
    check_names([p["hasPhone"] for p in P] + [c["phone"] for c in CO], "phone")
    allnames = [p["name"] for p in P] + [c["name"] for c in CO]
    pname = {p["id"]: p["name"] for p in P}
    pid = {p["name"]: p["id"] for p in P}
    coname = {c["id"]: c["name"] for c in CO}
    age = {p["name"]: int(p["age"]) for p in P}
    used = set()

    def N(n):
        no_substring(n, allnames)
        used.add(n)
        return n

    inst = {d["id"]: split(d["install"], ",") for d in D}
    dev = collections.defaultdict(list)
    for r in HD:
        assert r["dst"] in inst
        if r["dst"] not in dev[r["src"]]:
            dev[r["src"]].append(r["dst"])
    risk = {a["id"]: a["riskMark"] for a in A}
    for d in inst.values():
        for a in d:
            assert a in risk
    app_by_cert = collections.defaultdict(set)
    for a in A:
        app_by_cert[a["useCert"]].add(a["id"])
    q = QS("rm", "2023-10-15")

    # property
    q.add("property", "en", "How old is %s?" % N("穆**"), age["穆**"])
    q.add("property", "en", "What is %s's phone number?" % N("蓝*"), unique_by(P, "name", "蓝*")["hasPhone"])
    q.add("property", "zh", "%s的联系电话是多少？" % N("**娱乐**公司"), unique_by(CO, "name", "**娱乐**公司")["phone"])
    q.add("property", "en", "What risk label does the app com.oStEmG.may carry?", risk["com.oStEmG.may"])

    # relation hops
    b = pid[N("柏*")]
    q.add("relation_hop", "en", "In which companies does 柏* hold shares?", [coname[r["dst"]] for r in HS if r["src"] == b])
    q.add("relation_hop", "en", "Who did 柏* send money to?", sorted({pname[t["dst"]] for t in FT if t["src"] == b}))
    lei = pid[N("雷**")]
    others = sorted({pname[p] for p, ds in dev.items() if p != lei and set(ds) & set(dev[lei])})
    q.add("relation_hop", "zh", "还有谁和雷**使用同一台设备？", others)
    xi = pid[N("席*")]
    assert len(dev[xi]) == 1
    q.add("two_hop", "en", "Which apps are installed on 席*'s device?", inst[dev[xi][0]])
    q.add("two_hop", "zh", "柏*入股的公司电话分别是多少？",
          [unique_by(CO, "id", r["dst"])["phone"] for r in HS if r["src"] == b])
    qiu = pid[N("裘**")]
    certs = [r["dst"] for r in PC if r["src"] == qiu]
    assert len(certs) == 1
    q.add("two_hop", "en", "Which apps use the certificate held by 裘**?", sorted(app_by_cert[certs[0]]))

    # aggregates
    wu = pid[N("邬**")]
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 邬**?",
          sum(int(t["transAmt"]) for t in FT if t["src"] == b and t["dst"] == wu))
    du = pid[N("杜*")]
    q.add("aggregate", "en", "How many transfers has 杜* received?", sum(t["dst"] == du for t in FT))
    q.add("aggregate", "zh", "有多少个应用的风险标记是诈骗？", sum(m == "诈骗" for m in risk.values()))
    q.add("aggregate", "en", "How many devices does 邬** own?", len(dev[wu]))

    # superlatives
    out = [t for t in FT if t["src"] == b]
    q.add("superlative", "en", "Who received the largest single transfer from 柏*?",
          sorted({pname[t["dst"]] for t in all_max(out, lambda t: int(t["transAmt"]))}))
    q.add("superlative", "en", "Which person is the eldest?", all_max(list(age), lambda p: age[p]))
    recv = collections.defaultdict(int)
    for t in FT:
        recv[t["dst"]] += int(t["transAmt"])
    q.add("superlative", "zh", "收到转账总额最多的是谁？", [pname[p] for p in all_max(list(recv), lambda p: recv[p])])

    # comparisons
    a1, a2 = age[N("萧*")], age[N("夏*")]
    assert a1 != a2
    q.add("comparison", "en", "Which of 萧* and 夏* is older?", "萧*" if a1 > a2 else "夏*")
    s1 = sum(int(t["transAmt"]) for t in FT if t["src"] == b and t["dst"] == qiu)
    s2 = sum(int(t["transAmt"]) for t in FT if t["src"] == b and t["dst"] == du)
    assert s1 != s2
    q.add("comparison", "zh", "柏*转给裘**的钱比转给杜*的多吗？", "是" if s1 > s2 else "否")

    # filters
    q.add("filter", "en", "Which people are older than 55?", [p for p in age if age[p] > 55])
    q.add("filter", "zh", "风险标记为赌博的应用有哪些？", [a for a in risk if risk[a] == "赌博"])

    # described
    hits = [p["name"] for p in P if p["hasPhone"] == "132****0000"]
    assert len(hits) == 1
    q.add("described", "en", "Whose phone number is 132****0000?", hits)
    hits = [c["name"] for c in CO if c["phone"] == "190****4555"]
    assert len(hits) == 1
    q.add("described", "zh", "电话为190****4555的企业叫什么？", hits)

    # time window (as of 2023-10-15)
    q.add("time_window", "en", "How much did 柏* transfer in total over the last 30 days?",
          sum(int(t["transAmt"]) for t in out if within_last(t["transDate"], 30, as_of)))

    # type: the concept rule 赌博App开发者 (developed: an app installed on more than 5 of one's devices,
    # counted as distinct devices; the app's riskMark contains 赌博)
    gamb = {a for a, m in risk.items() if "赌博" in m}
    developers = []
    for p in P:
        cnt = collections.Counter(a for d in dev[p["id"]] for a in inst[d])
        if {a for a, c in cnt.items() if c > 5} & gamb:
            developers.append(p["name"])
    q.add("type", "zh", "哪些人属于赌博App开发者？", developers)

    q.write("r6-kag-kag-riskmining.json")
    return q.items


if __name__ == "__main__":
    for name, fn in (("acme-supply", acme), ("kag-supplychain", supplychain), ("kag-riskmining", riskmining)):
        items = fn()
        shapes = collections.Counter(i["shape"] for i in items)
        langs = collections.Counter(i["lang"] for i in items)
        print(name, len(items), dict(shapes), dict(langs))
