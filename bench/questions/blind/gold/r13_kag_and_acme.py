"""Round 13 blind question sets for acme-supply, kag-supplychain and kag-riskmining.

Reads only the raw CSV files with Python's csv module (nothing of kagflow) and writes
bench/questions/blind/r13-acme-supply.json, r13-kag-supplychain.json and r13-kag-riskmining.json.

Paths are relative to this script: ROOT is four levels up (the repository root),
ACME = ROOT/data/examples/acme-supply/sources, SHARED = ROOT/../shared/datasets.

Readings (../../../README.md): "the last N days" are the days fewer than N before the as-of
date (acme: 2024-06-30 from its kagflow.yaml; KAG projects: 2023-10-15); ties keep every
value; a name repeated in one multi-value cell counts once.  Multi-value cells are split on
';' in acme (its kagflow.yaml) and on ',' in the KAG data.
"""

import csv
import json
from collections import defaultdict
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
ACME = ROOT / "data" / "examples" / "acme-supply" / "sources"
SHARED = ROOT.parent / "shared" / "datasets"
SC = SHARED / "kag-supplychain" / "sources"
RM = SHARED / "kag-riskmining" / "sources"
OUT = ROOT / "bench" / "questions" / "blind"

SHAPES = {"property", "aggregate", "relation_hop", "two_hop", "superlative", "filter",
          "comparison", "described", "time_window"}
UNIQUE = {"superlative", "comparison", "described"}


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    seen = []
    for part in (cell or "").split(sep):
        part = part.strip()
        if part and part not in seen:
            seen.append(part)
    return seen


def ymd(s):
    return date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def argmax_unique(d):
    best = max(d.values())
    keys = [k for k, v in d.items() if v == best]
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def argmin_unique(d):
    best = min(d.values())
    keys = [k for k, v in d.items() if v == best]
    assert len(keys) == 1, ("tie", keys, best)
    return keys[0]


def pick(a, b, va, vb, larger=True):
    assert va != vb, ("comparison tie", a, b, va)
    return a if (va > vb) == larger else b


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPES and lang in {"en", "zh"}
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        if shape in UNIQUE:
            assert len(answer) == 1, (question, answer)
        if shape == "filter":
            assert len(answer) <= 15, (question, len(answer))
        self.items.append({
            "id": f"{self.prefix}-r13-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3, "superlative": 3,
                "comparison": 2, "filter": 2, "time_window": 1, "described": 1}
        got = defaultdict(int)
        for q in self.items:
            got[q["shape"]] += 1
        assert dict(got) == want, (self.prefix, dict(got))
        langs = [q["lang"] for q in self.items]
        assert langs.count("en") == 16 and langs.count("zh") == 9, (self.prefix, langs)
        assert len({q["question"] for q in self.items}) == len(self.items)


# --------------------------------------------------------------------------------------------
# acme-supply (as of 2024-06-30; cells split on ';')
# --------------------------------------------------------------------------------------------
def acme():
    as_of = date(2024, 6, 30)
    comp = rows(ACME / "Company.csv")
    pers = rows(ACME / "Person.csv")
    prod = rows(ACME / "Product.csv")
    trans = rows(ACME / "Company_fundTrans_Company.csv")
    name = {c["id"]: c["name"] for c in comp}
    cid = {c["name"]: c["id"] for c in comp}
    assert len(cid) == len(comp)
    by_name = {c["name"]: c for c in comp}
    makes = {c["name"]: split(c["product"], ";") for c in comp}
    age = {p["name"]: int(p["age"]) for p in pers}
    assert len(age) == len(pers)
    reps = defaultdict(list)  # company -> people
    reps_of = {}
    for p in pers:
        reps_of[p["name"]] = split(p["legalRepresentative"], ";")
        for c in reps_of[p["name"]]:
            assert c in cid, c
            reps[c].append(p["name"])
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prod}
    # products are named by their last path segment only where it is unique
    last = defaultdict(set)
    for p in list(down) + [x for c in comp for x in makes[c["name"]]]:
        last[p.split("-")[-1]].add(p)

    def product(seg):
        assert len(last[seg]) == 1, (seg, last[seg])
        return next(iter(last[seg]))

    T = [(name[t["srcId"]], name[t["dstId"]], ymd(t["transDate"]), int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a

    q = QSet("acme")

    # relation_hop
    r = reps["Granite Insurance"]
    assert len(r) == 1
    q.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?", r)
    q.add("relation_hop", "en", "Which companies has Acme Motors sent money to?",
          sorted({d for s, d, _, _ in T if s == "Acme Motors"}))
    q.add("relation_hop", "en", "Bram de Vries is the legal representative of which companies?",
          reps_of["Bram de Vries"])
    q.add("relation_hop", "zh", "哪些公司给O'Hara, Lamb & Sons付过款？",
          sorted({s for s, d, _, _ in T if d == "O'Hara, Lamb & Sons"}))
    sr = product("Synthetic rubber")
    q.add("relation_hop", "en", "Which companies produce synthetic rubber?",
          sorted(c for c, ps in makes.items() if sr in ps))

    # property
    q.add("property", "en", "In what year was Fjord Steel AS founded?", [by_name["Fjord Steel AS"]["founded"]])
    q.add("property", "en", "Which country is Delta Cells GmbH based in?", [by_name["Delta Cells GmbH"]["country"]])
    q.add("property", "zh", "Chloe Tan的年龄是多少？", [age["Chloe Tan"]])
    q.add("property", "en", "What is the total inflow of O'Hara, Lamb & Sons?", [inflow["O'Hara, Lamb & Sons"]])

    # two_hop
    r = reps["Helix Chemicals"]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of Helix Chemicals?", [age[r[0]]])
    q.add("two_hop", "en", "In which countries are the companies that Acme Motors has paid located?",
          sorted({by_name[d]["country"] for s, d, _, _ in T if s == "Acme Motors"}))
    payers = {s for s, d, _, _ in T if d == "Delta Cells GmbH"}
    q.add("two_hop", "zh", "给Delta Cells GmbH付过款的公司，其法定代表人是谁？",
          sorted({p for c in payers for p in reps[c]}))
    cars = product("Cars")
    ups = {p for p, ds in down.items() if cars in ds}
    q.add("two_hop", "en", "Which companies make the products that feed directly into cars?",
          sorted(c for c, ps in makes.items() if set(ps) & ups))

    # aggregate
    q.add("aggregate", "en", "How many companies were founded before 1960?",
          [sum(1 for c in comp if int(c["founded"]) < 1960)])
    q.add("aggregate", "en", "What is the total amount Acme Motors has paid to O'Hara, Lamb & Sons?",
          [sum(a for s, d, _, a in T if s == "Acme Motors" and d == "O'Hara, Lamb & Sons")])
    q.add("aggregate", "zh", "总部位于美国（US）的公司有几家？", [sum(1 for c in comp if c["country"] == "US")])

    # superlative
    q.add("superlative", "en", "Which company was founded earliest?",
          [argmin_unique({c["name"]: int(c["founded"]) for c in comp})])
    q.add("superlative", "en", "Who is the oldest person?", [argmax_unique(age)])
    q.add("superlative", "zh", "哪家公司收到的转账总额最多？", [argmax_unique(inflow)])

    # comparison
    fa, fb = int(by_name["Borealis Rubber Works"]["founded"]), int(by_name["Helix Chemicals"]["founded"])
    q.add("comparison", "en", "Which was founded earlier, Borealis Rubber Works or Helix Chemicals?",
          [pick("Borealis Rubber Works", "Helix Chemicals", fa, fb, larger=False)])
    q.add("comparison", "zh", "Ada Moreno和Chloe Tan谁年龄更大？",
          [pick("Ada Moreno", "Chloe Tan", age["Ada Moreno"], age["Chloe Tan"])])

    # filter
    f = sorted(c["name"] for c in comp if 1950 <= int(c["founded"]) <= 2000)
    assert not any(int(c["founded"]) in (1950, 2000) for c in comp)
    q.add("filter", "en", "List the companies founded between 1950 and 2000.", f)
    q.add("filter", "zh", "哪些人的年龄超过50岁？", sorted(p for p, a in age.items() if a > 50))

    # time_window: days fewer than 30 before the as-of date
    q.add("time_window", "zh", "Acme Motors在最近30天内向哪些公司付过款？",
          sorted({d for s, d, t, _ in T if s == "Acme Motors" and 0 <= (as_of - t).days < 30}))

    # described
    d = [c["name"] for c in comp if c["founded"] == "1999" and c["country"] == "SG"]
    q.add("described", "zh", "那家1999年成立、总部在新加坡（SG）的公司叫什么名字？", d)
    return q


# --------------------------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15; cells split on ',')
# --------------------------------------------------------------------------------------------
def supplychain():
    as_of = date(2023, 10, 15)
    comp = rows(SC / "Company.csv")
    updated = {u["id"] for u in rows(SC / "CompanyUpdate.csv")}
    pers = rows(SC / "Person.csv")
    trans = rows(SC / "Company_fundTrans_Company.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(set(name.values())) == len(comp)
    # no two company names that differ only by asterisks
    stripped = defaultdict(set)
    for n in name.values():
        stripped[n.replace("*", "")].add(n)
    assert all(len(v) == 1 for v in stripped.values())
    makes = {c["name"]: split(c["product"], ",") for c in comp}
    age = {p["name"]: int(p["age"]) for p in pers}
    assert len(age) == len(pers)
    reps_of = {p["name"]: split(p["legalRepresentative"], ",") for p in pers}
    reps = defaultdict(list)
    for p, cs in reps_of.items():
        for c in cs:
            assert c in stripped.get(c.replace("*", ""), ()), c
            reps[c].append(p)
    T = [(name[t["srcId"]], name[t["dstId"]], ymd(t["transDate"]), int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int)
    for s, d, _, a in T:
        inflow[d] += a
    # companies whose products an update changes are not asked about by product
    changed = {name[i] for i in updated}

    def dealers(product):
        out = sorted(c for c, ps in makes.items() if product in ps)
        assert not set(out) & changed, out
        return out

    def full(seg):
        cands = {p for ps in makes.values() for p in ps if p.split("-")[-1] == seg}
        assert len(cands) == 1, (seg, cands)
        return next(iter(cands))

    CH, SJ = "传化****限公司", "三角***份限公司"
    q = QSet("supplychain")

    # relation_hop
    q.add("relation_hop", "zh", "庞*担任哪些公司的法定代表人？", reps_of["庞*"])
    q.add("relation_hop", "en", f"Which companies received transfers from {CH}?",
          sorted({d for s, d, _, _ in T if s == CH}))
    r = reps["吉林奇*化****公司"]
    assert len(r) == 1
    q.add("relation_hop", "en", "Who is the legal representative of 吉林奇*化****公司?", r)
    q.add("relation_hop", "en", f"Which companies have paid money to {SJ}?",
          sorted({s for s, d, _, _ in T if d == SJ}))
    q.add("relation_hop", "en", "Which companies deal in 斜交轮胎 (bias tyres)?", dealers(full("斜交轮胎")))

    # property
    q.add("property", "en", "How old is 骆*?", [age["骆*"]])
    q.add("property", "zh", "禹**今年多大年纪？", [age["禹**"]])
    q.add("property", "en", f"What is the total inflow of {SJ}?", [inflow[SJ]])
    assert "鹰君集**公司" not in changed
    q.add("property", "zh", "鹰君集**公司经营什么产品？", makes["鹰君集**公司"])

    # two_hop
    r = reps["康**股有公司"]
    assert len(r) == 1
    q.add("two_hop", "en", "How old is the legal representative of 康**股有公司?", [age[r[0]]])
    payers = {s for s, d, _, _ in T if d == CH}
    q.add("two_hop", "en", f"Who are the legal representatives of the companies that paid {CH}?",
          sorted({p for c in payers for p in reps[c]}))
    r = reps["丰**控*有公司"]
    assert len(r) == 1
    q.add("two_hop", "zh", "丰**控*有公司的法定代表人还担任哪些其他公司的法定代表人？",
          [c for c in reps_of[r[0]] if c != "丰**控*有公司"])
    sd = dealers(full("顺丁橡胶"))
    q.add("two_hop", "en", "Who are the legal representatives of the companies that deal in 顺丁橡胶?",
          sorted({p for c in sd for p in reps[c]}))

    # aggregate
    q.add("aggregate", "en", "How many people are younger than 25?", [sum(1 for a in age.values() if a < 25)])
    q.add("aggregate", "zh", f"{CH}对外转账的总金额是多少？", [sum(a for s, _, _, a in T if s == CH)])
    q.add("aggregate", "en", "How many companies deal in 特种轮胎 (specialty tyres)?", [len(dealers(full("特种轮胎")))])

    # superlative
    q.add("superlative", "en", "Which company received the largest total amount of incoming transfers?",
          [argmax_unique(inflow)])
    q.add("superlative", "en", "Who is the oldest person?", [argmax_unique(age)])
    biggest = {i: a for i, (_, _, _, a) in enumerate(T)}
    q.add("superlative", "zh", "单笔转账金额最大的那笔是哪家公司转出的？", [T[argmax_unique(biggest)][0]])

    # comparison
    def paid(s, d):
        return sum(a for x, y, _, a in T if x == s and y == d)
    q.add("comparison", "en", f"Which received more money from {CH}: 康**股有公司 or 宝业集****公司?",
          [pick("康**股有公司", "宝业集****公司", paid(CH, "康**股有公司"), paid(CH, "宝业集****公司"))])
    q.add("comparison", "zh", "樊**和骆*谁年龄更大？", [pick("樊**", "骆*", age["樊**"], age["骆*"])])

    # filter
    q.add("filter", "en", "Which companies received more than 500,000 in a single transfer?",
          sorted({d for s, d, _, a in T if a > 500000}))
    assert not any(a in (46, 55) for a in age.values())
    q.add("filter", "zh", "年龄在46岁到55岁之间的人有哪些？", sorted(p for p, a in age.items() if 46 <= a <= 55))

    # time_window: days fewer than 30 before the as-of date
    q.add("time_window", "en", f"Which companies did {CH} transfer money to in the last 30 days?",
          sorted({d for s, d, t, _ in T if s == CH and 0 <= (as_of - t).days < 30}))

    # described
    q.add("described", "zh", "年龄为50岁的是哪位自然人？", [p for p, a in age.items() if a == 50])
    return q


# --------------------------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15; cells split on ',')
# --------------------------------------------------------------------------------------------
def riskmining():
    as_of = date(2023, 10, 15)
    pers = rows(RM / "Person.csv")
    comp = rows(RM / "Company.csv")
    apps = rows(RM / "App.csv")
    devs = rows(RM / "Device.csv")
    ftrans = rows(RM / "Person_fundTrans_Person.csv")
    has_dev = rows(RM / "Person_hasDevice_Device.csv")
    ccert = rows(RM / "Company_hasCert_Cert.csv")
    pname = {p["id"]: p["name"] for p in pers}
    assert len(set(pname.values())) == len(pers)
    by_p = {p["name"]: p for p in pers}
    age = {p["name"]: int(p["age"]) for p in pers}
    cname = {c["id"]: c["name"] for c in comp}
    # the **娱乐…公司 names differ only by asterisks: never named or answered here
    masked = defaultdict(set)
    for n in cname.values():
        masked[n.replace("*", "")].add(n)
    ambiguous = {n for v in masked.values() if len(v) > 1 for n in v}
    assert len(ambiguous) == 3
    mark = {a["id"]: a["riskMark"] for a in apps}
    assert len(mark) == len(apps)
    app_cert = {a["id"]: a["useCert"] for a in apps}  # useCert holds the certNum
    dev = {d["id"]: d for d in devs}
    umid = {d["umid"]: d["id"] for d in devs}
    assert len(umid) == len(devs)
    installs = {d["id"]: split(d["install"], ",") for d in devs}
    owners = defaultdict(set)
    owns = defaultdict(set)
    for r in has_dev:
        owners[r["dst"]].add(pname[r["src"]])
        owns[pname[r["src"]]].add(r["dst"])
    cert_holders = defaultdict(set)
    for r in ccert:
        cert_holders[r["dst"]].add(cname[r["src"]])
    T = [(pname[t["src"]], pname[t["dst"]], ymd(t["transDate"]), int(t["transAmt"])) for t in ftrans]

    def companies(names):
        names = sorted(names)
        assert names and not set(names) & ambiguous, names
        return names

    q = QSet("riskmining")

    # relation_hop
    q.add("relation_hop", "en", "Who did 柏* transfer money to?", sorted({d for s, d, _, _ in T if s == "柏*"}))
    q.add("relation_hop", "zh", "谁给杜*转过账？", sorted({s for s, d, _, _ in T if d == "杜*"}))
    cert = "bbeb59fa2d6812ec1ed4719f34add059"
    q.add("relation_hop", "en", f"Which companies hold the certificate numbered {cert}?",
          companies(cert_holders[cert]))
    cert = "2d037e49d84c54d9a49f931d2ab9aeb4"
    q.add("relation_hop", "en", f"Which apps use the certificate {cert}?",
          sorted(a for a, c in app_cert.items() if c == cert))
    u = "d7:30:d6:89:01:2c"
    q.add("relation_hop", "zh", f"umid为{u}的设备上安装了哪些应用？", installs[umid[u]])

    # property
    q.add("property", "en", "How old is 齐**?", [age["齐**"]])
    q.add("property", "zh", "明**的电话号码是多少？", [by_p["明**"]["hasPhone"]])
    q.add("property", "en", "What risk mark does the app com.aCl.toMv carry?", [mark["com.aCl.toMv"]])
    q.add("property", "en", "What phone number is on file for 郎**?", [by_p["郎**"]["hasPhone"]])

    # two_hop
    q.add("two_hop", "en", "How old are the people 柏* has sent money to?",
          sorted({age[d] for s, d, _, _ in T if s == "柏*"}))
    d = owns["彭*"]
    assert len(d) == 1
    q.add("two_hop", "en", "What is the umid of the device owned by 彭*?", [dev[next(iter(d))]["umid"]])
    q.add("two_hop", "zh", "应用com.oStEmG.may使用的证书被哪些公司持有？",
          companies(cert_holders[app_cert["com.oStEmG.may"]]))
    on = [i for i, a in installs.items() if "com.pWJU.qiqMJ" in a]
    q.add("two_hop", "en", "Who owns a device that has com.pWJU.qiqMJ installed?",
          sorted({p for i in on for p in owners[i]}))

    # aggregate
    q.add("aggregate", "en", "What is the total amount 柏* has transferred to 杜*?",
          [sum(a for s, d, _, a in T if s == "柏*" and d == "杜*")])
    q.add("aggregate", "en", "How many apps carry the risk mark 诈骗 (fraud)?",
          [sum(1 for m in mark.values() if m == "诈骗")])
    q.add("aggregate", "zh", "年龄超过50岁的人有多少个？", [sum(1 for a in age.values() if a > 50)])

    # superlative
    q.add("superlative", "en", "Who is the oldest person?", [argmax_unique(age)])
    q.add("superlative", "zh", "自然人中年龄最小的是谁？", [argmin_unique(age)])
    q.add("superlative", "en", "Which person owns the most devices?",
          [argmax_unique({p: len(owns[p]) for p in age})])

    # comparison
    def sent(s, d):
        return sum(a for x, y, _, a in T if x == s and y == d)
    q.add("comparison", "en", "Did 柏* transfer more money in total to 裘** or to 杜*?",
          [pick("裘**", "杜*", sent("柏*", "裘**"), sent("柏*", "杜*"))])
    q.add("comparison", "zh", "萧*和夏*谁年纪更大？", [pick("萧*", "夏*", age["萧*"], age["夏*"])])

    # filter
    q.add("filter", "en", "Which apps are flagged as gambling (赌博)?",
          sorted(a for a, m in mark.items() if m == "赌博"))
    q.add("filter", "zh", "年龄超过44岁但不到50岁的人有哪些？", sorted(p for p, a in age.items() if 44 < a < 50))

    # time_window: days fewer than 30 before the as-of date
    q.add("time_window", "en", "How much money did 柏* transfer in the last 30 days?",
          [sum(a for s, _, t, a in T if s == "柏*" and 0 <= (as_of - t).days < 30)])

    # described
    q.add("described", "zh", "拥有12台设备的那个人叫什么名字？", [p for p in age if len(owns[p]) == 12])
    return q


def main():
    for fname, qs in (("r13-acme-supply.json", acme()), ("r13-kag-supplychain.json", supplychain()),
                      ("r13-kag-riskmining.json", riskmining())):
        qs.check()
        with open(OUT / fname, "w", encoding="utf-8") as f:
            json.dump(qs.items, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(fname, len(qs.items))


if __name__ == "__main__":
    main()
