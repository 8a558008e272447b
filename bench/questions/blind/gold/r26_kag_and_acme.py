"""Gold answers for round 26 (acme-supply, kag-supplychain, kag-riskmining), csv/json only."""
import csv, json, os
from collections import defaultdict, Counter
from datetime import date

OUT = "/work/main/bench/questions/blind"
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"


def rows(d, f):
    with open(os.path.join(d, f), newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def days_before(asof, ymd):
    d = date(int(ymd[:4]), int(ymd[4:6]), int(ymd[6:8]))
    return (asof - d).days


def num(x):
    x = float(x)
    return str(int(x)) if x == int(x) else str(x)


def maxkeys(d, rev=False):
    best = (min if rev else max)(d.values())
    return sorted(k for k, v in d.items() if v == best)


Q = {"acme": [], "sc": [], "rm": []}


def add(ds, q, ans, shape, lang):
    prefix = {"acme": "acme", "sc": "sc", "rm": "rm"}[ds]
    n = len(Q[ds]) + 1
    if isinstance(ans, (str, int, float)):
        ans = [ans]
    ans = [a if isinstance(a, str) else num(a) for a in ans]
    Q[ds].append({"id": f"{prefix}-r26-{n:02d}", "question": q, "answer": ans, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
asof = date(2024, 6, 30)
co = {r["id"]: r for r in rows(ACME, "Company.csv")}
nm = {k: v["name"] for k, v in co.items()}
byname = {v: k for k, v in nm.items()}
prod = {k: split(v["product"], ";") for k, v in co.items()}
chain = {r["id"]: split(r["hasSupplyChain"], ";") for r in rows(ACME, "Product.csv")}
people = rows(ACME, "Person.csv")
reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
age = {p["name"]: int(p["age"]) for p in people}
tr = rows(ACME, "Company_fundTrans_Company.csv")
inflow = defaultdict(int)
for t in tr:
    inflow[t["dstId"]] += int(t["transAmt"])


def main_supply():
    pairs = set()
    for s in co:
        down = {d for p in prod[s] for d in chain.get(p, [])}
        for o in co:
            if down & set(prod[o]):
                paid = sum(int(t["transAmt"]) for t in tr if t["srcId"] == o and t["dstId"] == s)
                if paid and paid / inflow[s] > 0.5:
                    pairs.add((s, o))
    return pairs


MS = main_supply()


def out_window(c, n):
    return sum(int(t["transAmt"]) for t in tr if t["srcId"] == c and days_before(asof, t["transDate"]) < n)


A = lambda *a: add("acme", *a)
A("What year was Fjord Steel AS founded?", co[byname["Fjord Steel AS"]]["founded"], "property", "en")
A("Which country code is on file for Eastwind Logistics?", co[byname["Eastwind Logistics"]]["country"], "property", "en")
A("How many fund transfers has Acme Motors sent altogether?",
  sum(1 for t in tr if t["srcId"] == byname["Acme Motors"]), "aggregate", "en")
A("What is the total amount of money O'Hara, Lamb & Sons has received from other companies?",
  inflow[byname["O'Hara, Lamb & Sons"]], "rule", "en")
A("What does Helix Chemicals make?", prod[byname["Helix Chemicals"]], "relation_hop", "en")
up = [p for p, ds in chain.items() if "Vehicles-Parts-Tyres" in ds]
A("Which companies make the products that go into Vehicles-Parts-Tyres further up the supply chain?",
  sorted(nm[c] for c in co if set(prod[c]) & set(up)), "two_hop", "en")
A("Who is the oldest of the legal representatives?", maxkeys(age), "superlative", "en")
A("Which companies have the most products on record?",
  sorted(maxkeys({nm[c]: len(prod[c]) for c in co})), "superlative", "en")
A("List every company founded before 1960.",
  sorted(nm[c] for c in co if int(co[c]["founded"]) < 1960), "filter", "en")
A("Which companies are registered in country US?", sorted(nm[c] for c in co if co[c]["country"] == "US"), "filter", "en")
b, h = co[byname["Borealis Rubber Works"]], co[byname["Helix Chemicals"]]
A("Which is the older firm, Borealis Rubber Works or Helix Chemicals?",
  b["name"] if int(b["founded"]) < int(h["founded"]) else h["name"], "comparison", "en")
A("Which company is the 38-year-old legal representative in charge of?",
  sorted({c for p, cs in reps.items() if age[p] == 38 for c in cs}), "described", "en")
A("How much money did Acme Motors pay out over the last 90 days?", out_window(byname["Acme Motors"], 90), "time_window", "en")
A("Which companies sent any money in the last 30 days?",
  sorted({nm[t["srcId"]] for t in tr if days_before(asof, t["transDate"]) < 30}), "time_window", "en")
A("Which suppliers count Acme Motors as their main customer?",
  sorted(nm[s] for s, o in MS if o == byname["Acme Motors"]), "rule", "en")
A("Which company shares a legal representative with Helix Chemicals?",
  sorted({c for p, cs in reps.items() if "Helix Chemicals" in cs for c in cs} - {"Helix Chemicals"}), "rule", "en")
A("Ada Moreno 今年多大？", age["Ada Moreno"], "property", "zh")
A("数据里一共有几家公司？", len(co), "aggregate", "zh")
A("Bram de Vries 是哪几家公司的法人代表？", reps["Bram de Vries"], "relation_hop", "zh")
A("Dara O'Hara 担任法人的那些公司都生产什么产品？",
  sorted({p for c in reps["Dara O'Hara"] for p in prod[byname[c]]}), "two_hop", "zh")
A("哪家公司成立得最晚？", maxkeys({nm[c]: int(co[c]["founded"]) for c in co}), "superlative", "zh")
a, g = co[byname["Acme Motors"]], co[byname["Granite Insurance"]]
A("Acme Motors 和 Granite Insurance 哪家成立得更早？",
  a["name"] if int(a["founded"]) < int(g["founded"]) else g["name"], "comparison", "zh")
A("过去90天里 Eastwind Logistics 一共转出了多少钱？", out_window(byname["Eastwind Logistics"], 90), "time_window", "zh")
A("O'Hara, Lamb & Sons 的主要客户是哪家公司？",
  sorted(nm[o] for s, o in MS if s == byname["O'Hara, Lamb & Sons"]), "rule", "zh")
A("国家代码为 SG 的那家公司，法人代表是谁？",
  sorted(p for p, cs in reps.items() for c in cs if co[byname[c]]["country"] == "SG"), "described", "zh")

# ---------------------------------------------------------------- kag-supplychain
asof = date(2023, 10, 15)
co = {r["id"]: r for r in rows(SC, "Company.csv")}
nm = {k: v["name"] for k, v in co.items()}
byname = {v: k for k, v in nm.items()}
prod = {k: split(v["product"], ",") for k, v in co.items()}
P = {}
for r in rows(SC, "Product.csv"):  # repeated rows are identical
    P[r["id"]] = r
chain = {k: split(v["hasSupplyChain"], ",") for k, v in P.items()}
ind = {k: v["belongToIndustry"] for k, v in P.items()}
people = rows(SC, "Person.csv")
reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
age = {p["name"]: int(p["age"]) for p in people}
tr = rows(SC, "Company_fundTrans_Company.csv")
inflow = defaultdict(int)
for t in tr:
    inflow[t["dstId"]] += int(t["transAmt"])
# CompanyUpdate.csv: products of one company replaced (only used to check answers do not depend on it)
upd = {r["id"]: split(r["products"], ",") for r in rows(SC, "CompanyUpdate.csv")}


def main_supply(prod):
    pairs = set()
    for s in co:
        down = {d for p in prod[s] for d in chain.get(p, [])}
        for o in co:
            if down & set(prod[o]):
                paid = sum(int(t["transAmt"]) for t in tr if t["srcId"] == o and t["dstId"] == s)
                if paid and paid / inflow[s] > 0.5:
                    pairs.add((s, o))
    return pairs


MS = main_supply(prod)
assert MS == main_supply({**prod, **upd})


def win(c, n, out=True):
    k = "srcId" if out else "dstId"
    return sum(int(t["transAmt"]) for t in tr if t[k] == c and days_before(asof, t["transDate"]) < n)


S = lambda *a: add("sc", *a)
CH = byname["传化****限公司"]
SJ = byname["三角***份限公司"]
S("How old is 禹**?", age["禹**"], "property", "en")
S("Which industry is the product 轮胎与橡胶-轮胎-斜交轮胎 classified under?", ind["轮胎与橡胶-轮胎-斜交轮胎"], "property", "en")
S("How many companies is 江* the legal rep for?", len(reps["江*"]), "aggregate", "en")
S("How many outgoing transfers has 传化****限公司 made?", sum(1 for t in tr if t["srcId"] == CH), "aggregate", "en")
S("What's the total inflow of funds into 三角***份限公司?", inflow[SJ], "rule", "en")
S("Which companies have paid money to 传化****限公司?", sorted({nm[t["srcId"]] for t in tr if t["dstId"] == CH}), "relation_hop", "en")
S("What products does 耀*集*有公司 deal in?", prod[byname["耀*集*有公司"]], "relation_hop", "en")
payers = {t["srcId"] for t in tr if t["dstId"] == CH}
S("Who are the legal representatives of the companies that paid 传化****限公司?",
  sorted({p for p, cs in reps.items() for c in cs if byname[c] in payers}), "two_hop", "en")
S("Who is the youngest person in the data?", maxkeys(age, rev=True), "superlative", "en")
S("Which people are legal representative of the largest number of companies?",
  maxkeys({p: len(cs) for p, cs in reps.items()}), "superlative", "en")
S("List everyone older than 55.", sorted(p for p, a in age.items() if a > 55), "filter", "en")
S("Who is older, 倪** or 骆*?", "倪**" if age["倪**"] > age["骆*"] else "骆*", "comparison", "en")
big = [t for t in tr if t["dstId"] == SJ and t["transAmt"] == "2000000"]
S("Who is the legal representative of the company that wired exactly 2000000 to 三角***份限公司?",
  sorted({p for p, cs in reps.items() for t in big if nm[t["srcId"]] in cs}), "described", "en")
S("How much did 传化****限公司 pay out over the past month?", win(CH, 30), "time_window", "en")
S("Which companies got money from 传化****限公司 in the last 90 days?",
  sorted({nm[t["dstId"]] for t in tr if t["srcId"] == CH and days_before(asof, t["transDate"]) < 90}), "time_window", "en")
S("Who is the main customer of 传化****限公司?", sorted(nm[o] for s, o in MS if s == CH), "rule", "en")
S("任**一共担任几家公司的法人？", len(reps["任**"]), "aggregate", "zh")
S("骆*是哪些公司的法定代表人？", reps["骆*"], "relation_hop", "zh")
S("三角***份限公司近3个月的流入金额是多少？", win(SJ, 90, out=False), "rule", "zh")
S("传化****限公司近3个月的资金流水差是多少？", win(CH, 90) - win(CH, 90, out=False), "rule", "zh")
S("年纪最大的自然人是谁？", maxkeys(age), "superlative", "zh")
S("哪些公司经营汽车-摩托车制造-二轮摩托车？",
  sorted(nm[c] for c in co if "汽车-摩托车制造-二轮摩托车" in prod[c]
         and "汽车-摩托车制造-二轮摩托车" in upd.get(c, prod[c])), "filter", "zh")
kang = win(byname["康**股有公司"], 10**6, out=False)
bao = win(byname["宝业集****公司"], 10**6, out=False)
S("康**股有公司和宝业集****公司，哪家从传化****限公司那里收到的钱更多？",
  "康**股有公司" if kang > bao else "宝业集****公司", "comparison", "zh")
S("和东岳*团*公司有共同法人的是哪家公司？",
  sorted({c for p, cs in reps.items() if "东岳*团*公司" in cs for c in cs} - {"东岳*团*公司"}), "rule", "zh")
# check the named company's industry and products are fully in Product.csv
yao = prod[byname["耀*集*有公司"]]
assert all(p in ind for p in yao)
S("60岁的那位法人代表管着哪些公司？", sorted(c for p, cs in reps.items() if age[p] == 60 for c in cs), "described", "zh")

# ---------------------------------------------------------------- kag-riskmining
asof = date(2023, 10, 15)
apps = {r["id"]: r for r in rows(RM, "App.csv")}
per = {r["id"]: r for r in rows(RM, "Person.csv")}
pn = {k: v["name"] for k, v in per.items()}
pid = {v: k for k, v in pn.items()}
comp = {r["id"]: r for r in rows(RM, "Company.csv")}
dev = {r["id"]: r for r in rows(RM, "Device.csv")}
inst = {k: split(v["install"], ",") for k, v in dev.items()}
hasdev = defaultdict(set)
for r in rows(RM, "Person_hasDevice_Device.csv"):
    hasdev[r["src"]].add(r["dst"])
ccert = defaultdict(set)
for r in rows(RM, "Company_hasCert_Cert.csv"):
    ccert[r["src"]].add(r["dst"])
pcert = defaultdict(set)
for r in rows(RM, "Person_hasCert_Cert.csv"):
    pcert[r["src"]].add(r["dst"])
share = defaultdict(set)
for r in rows(RM, "Person_holdShare_Company.csv"):
    share[r["src"]].add(r["dst"])
ft = rows(RM, "Person_fundTrans_Person.csv")
gamb = {a for a, v in apps.items() if "赌博" in v["riskMark"]}
developed = defaultdict(set)
for p, ds in hasdev.items():
    c = Counter(a for d in ds for a in inst[d])
    for a, n in c.items():
        if n > 5:
            developed[p].add(a)
release = defaultdict(set)
for p, cs in share.items():
    for c in cs:
        for a, v in apps.items():
            if v["useCert"] in ccert[c]:
                release[p].add(a)
devs = {p for p, a in developed.items() if a & gamb}
bosses = {s for s in release for a in release[s] & gamb for u in developed if a in developed[u]
          and any(t["src"] == s and t["dst"] == u for t in ft)}
age = {pn[k]: int(v["age"]) for k, v in per.items()}

M = lambda *a: add("rm", *a)
M("How old is 穆**?", age["穆**"], "property", "en")
M("What's 葛**'s phone number?", per[pid["葛**"]]["hasPhone"], "property", "en")
M("What risk label does the app com.oStEmG.may carry?", apps["com.oStEmG.may"]["riskMark"], "property", "en")
M("Which certificate number does com.qIu.VJbJ use?", apps["com.qIu.VJbJ"]["useCert"], "property", "en")
M("How many apps are flagged as fraud (诈骗)?", sum(1 for v in apps.values() if v["riskMark"] == "诈骗"), "aggregate", "en")
M("How many devices does 邬** own?", len(hasdev[pid["邬**"]]), "aggregate", "en")
M("What's the total amount 柏* has transferred to 杜*?",
  sum(int(t["transAmt"]) for t in ft if t["src"] == pid["柏*"] and t["dst"] == pid["杜*"]), "aggregate", "en")
HAR = [k for k, v in comp.items() if v["name"] == "哈尔*工***技术产**发**限公司"]
M("How many certificates does 哈尔*工***技术产**发**限公司 hold?", len(ccert[HAR[0]]), "aggregate", "en")
M("Which companies does 柏* hold shares in?", sorted(comp[c]["name"] for c in share[pid["柏*"]]), "relation_hop", "en")
M("Who else owns the same device as 雷**?",
  sorted({pn[p] for d in hasdev[pid["雷**"]] for p, ds in hasdev.items() if d in ds} - {"雷**"}), "two_hop", "en")
M("这些人里年纪最大的是谁？", maxkeys(age), "superlative", "zh")
recv = defaultdict(int)
for t in ft:
    if t["src"] == pid["柏*"]:
        recv[pn[t["dst"]]] += int(t["transAmt"])
M("Who has received the most money from 柏* in total?", maxkeys(recv), "superlative", "en")
a1, a2 = age["郎**"], age["彭*"]
M("Who is older, 郎** or 彭*?", "郎**" if a1 > a2 else "彭*", "comparison", "en")
d88 = "88"
assert len([p for p, ds in hasdev.items() if d88 in ds]) == 1
M(f"Who owns the device with umid {dev[d88]['umid']}?", [pn[p] for p, ds in hasdev.items() if d88 in ds], "described", "en")
M("How much money did 柏* send out in the last 30 days?",
  sum(int(t["transAmt"]) for t in ft if t["src"] == pid["柏*"] and days_before(asof, t["transDate"]) < 30), "time_window", "en")
M("Which apps fall under the gambling-app category?", sorted(gamb), "rule", "en")
M("Who are the gambling app developers?", sorted(pn[p] for p in devs), "rule", "en")
M("萧*多大年纪？", age["萧*"], "property", "zh")
M("柏*一共转了多少笔账？", sum(1 for t in ft if t["src"] == pid["柏*"]), "aggregate", "zh")
C5 = "5c19603e3f367a447d0cb4390a523f28"
M(f"哪些应用用的是编号为 {C5} 的证书？", sorted(a for a, v in apps.items() if v["useCert"] == C5), "relation_hop", "zh")
M("柏*一共发布了多少个应用？", len(release[pid["柏*"]]), "rule", "zh")
M("哪些人年龄在50岁以上？", sorted(p for p, a in age.items() if a > 50), "filter", "zh")
n1, n2 = len(hasdev[pid["裘**"]]), len(hasdev[pid["杜*"]])
M("裘**和杜*，谁名下的设备更多？", "裘**" if n1 > n2 else "杜*", "comparison", "zh")
M("最近一个月里柏*给邬**转了多少钱？",
  sum(int(t["transAmt"]) for t in ft if t["src"] == pid["柏*"] and t["dst"] == pid["邬**"]
      and days_before(asof, t["transDate"]) < 30), "time_window", "zh")
M("赌博App老板是谁？", sorted(pn[p] for p in bosses), "rule", "zh")

for ds, fn in (("acme", "r26-acme-supply.json"), ("sc", "r26-kag-supplychain.json"), ("rm", "r26-kag-riskmining.json")):
    qs = Q[ds]
    assert len(qs) == 25, (ds, len(qs))
    assert sum(q["lang"] == "en" for q in qs) == 16, ds
    with open(os.path.join(OUT, fn), "w", encoding="utf-8") as fh:
        json.dump(qs, fh, ensure_ascii=False, indent=1)
    for q in qs:
        print(q["id"], q["shape"], q["lang"], "|", q["question"], "=>", q["answer"])
