"""Gold answers for the r40 held-out question sets (acme-supply, KAG supply chain, KAG risk mining).

What it is: one script that reads the raw CSV sources of the three projects with the standard
library's csv module only (nothing of kagflow, no pandas), computes the gold answer of every
question from them, and writes three JSON question files beside the blind folder:

    ../r40-acme-supply.json        (25 questions, ids acme-r40-NN)
    ../r40-kag-supplychain.json    (25 questions, ids supplychain-r40-NN)
    ../r40-kag-riskmining.json     (25 questions, ids riskmining-r40-NN)

Each file is a JSON list of {"id", "question", "answer": [str, ...], "shape", "lang"}.

How to run (from anywhere; paths are relative to this file's own location):

    python3 bench/questions/blind/gold/r40_kag_and_acme.py

Readings used:
- acme-supply: as-of date 2024-06-30 (its kagflow.yaml); the two KAG projects: 2023-10-15.
- "the last N days" / "近N天": transfer date > as-of minus N days and <= as-of (README's reading);
  the schemas' rules (date_diff(now, d) < N) give the same sets for every window asked here.
- Ties in superlatives keep every tied entity; "older/founded first" compares founding years.
- Counts are counts of distinct entities unless a count of transfers (edges/rows) is asked.
- Multi-value cells: acme uses ';' (kagflow.yaml multi_value_separator), the KAG files ','.

Data quirks relied on (see also the notes printed at the end):
- kag-supplychain CompanyUpdate.csv updates Company.csv: 浙江**摩托**限公司's products become
  "汽车-摩托车制造-二轮摩托车" only (its header says `products`, Company.csv says `product`);
  the update replaces the product list.
- kag-supplychain Person.csv lists some companies twice for 臧* (duplicates count once).
- kag-supplychain Product.csv repeats identical rows for several products.
- kag-riskmining Company.csv names the phone column `phone` (the schema says hasPhone);
  Company_hasCert_Cert.csv, Person_hasCert_Cert.csv and App.useCert refer to certificates by
  certNum, not by Cert.csv's row id; a device's install list may name an app twice (counted once).
- kag-riskmining: persons 方* and 雷** both own device 45.
"""
import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
ACME = os.path.normpath(os.path.join(HERE, "../../../../data/examples/acme-supply/sources"))
SC = os.path.normpath(os.path.join(HERE, "../../../../../shared/datasets/kag-supplychain/sources"))
RM = os.path.normpath(os.path.join(HERE, "../../../../../shared/datasets/kag-riskmining/sources"))


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [v.strip() for v in (cell or "").split(sep) if v.strip()]


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_last(date_text, as_of, n):
    d = day(date_text)
    return as_of - dt.timedelta(days=n) < d <= as_of


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, float):
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def argmax(d, key=lambda v: v, reverse=False):
    """All keys whose value is the max (or min with reverse=True): ties kept."""
    vals = {k: key(v) for k, v in d.items()}
    best = (min if reverse else max)(vals.values())
    return sorted(k for k, v in vals.items() if v == best)


def q(qid, question, answer, shape, lang):
    if not isinstance(answer, (list, tuple, set)):
        answer = [answer]
    answer = [num(a) if isinstance(a, (int, float)) else a for a in answer]
    answer = list(dict.fromkeys(answer))  # drop repeats, keep order
    assert answer and all(isinstance(a, str) and a for a in answer), (qid, answer)
    return {"id": qid, "question": question, "answer": list(answer), "shape": shape, "lang": lang}


YES = {"en": "yes", "zh": "是"}
NO = {"en": "no", "zh": "否"}


def yn(flag, lang):
    return YES[lang] if flag else NO[lang]


# --------------------------------------------------------------------------- acme-supply
def acme():
    as_of = dt.date(2024, 6, 30)
    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    by_name = {r["name"]: i for i, r in comp.items()}
    name = lambda cid: comp[cid]["name"]
    makes = {i: set(split(r["product"], ";")) for i, r in comp.items()}
    people = rows(ACME, "Person.csv")
    reps = {p["name"]: set(split(p["legalRepresentative"], ";")) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    down = defaultdict(set)
    for r in rows(ACME, "Product.csv"):
        for d in split(r["hasSupplyChain"], ";"):
            down[r["id"]].add(d)
    up = defaultdict(set)
    for u, ds in down.items():
        for d in ds:
            up[d].add(u)
    tr = rows(ACME, "Company_fundTrans_Company.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]

    # rule mainSupply: s makes up, o makes a downstream product, o paid s > half of s's inflow
    main_supply = set()
    for s in comp:
        for o in comp:
            chain = any(d in makes[o] for u in makes[s] for d in down[u])
            paid = sum(t["amt"] for t in tr if t["srcId"] == o and t["dstId"] == s)
            if chain and paid and inflow[s] and paid / inflow[s] > 0.5:
                main_supply.add((s, o))
    # rule outflow90Days: date_diff(now, transDate) < 90
    out90 = defaultdict(int)
    for t in tr:
        if (as_of - day(t["transDate"])).days < 90:
            out90[t["srcId"]] += t["amt"]
    # rule sameLegalRepresentative (other companies only)
    def same_rep(cname):
        return sorted({c for cs in reps.values() if cname in cs for c in cs} - {cname})

    founded = {name(i): int(r["founded"]) for i, r in comp.items()}
    acme_id = by_name["Acme Motors"]
    Q = []
    P = "acme-r40-%02d"
    add = lambda *a: Q.append(q(P % (len(Q) + 1), *a))
    # ---- English (16)
    add("what year was fjord steel founded", founded["Fjord Steel AS"], "property", "en")
    add("Which other company shares a legal representative with Granite Insurance?",
        same_rep("Granite Insurance"), "rule", "en")
    add("List the companies founded before 1960.",
        sorted(n for n, y in founded.items() if y < 1960), "filter", "en")
    add("Which companies in the US were founded after 1950?",
        sorted(name(i) for i, r in comp.items() if r["country"] == "US" and int(r["founded"]) > 1950),
        "filter", "en")
    add("How many people are older than 45?", sum(1 for a in age.values() if a > 45), "count", "en")
    add("Which company was founded most recently?", argmax(founded), "superlative", "en")
    add("Was Delta Cells founded before Eastwind Logistics?",
        yn(founded["Delta Cells GmbH"] < founded["Eastwind Logistics"], "en"), "yesno", "en")
    add("Which companies have never received a fund transfer?",
        sorted(name(i) for i in comp if i not in {t["dstId"] for t in tr}), "negation", "en")
    add("who is the legal rep of helix chemicals",
        sorted(p for p, cs in reps.items() if "Helix Chemicals" in cs), "hop", "en")
    add("Which products feed into Vehicles-Parts-Tyres?", sorted(up["Vehicles-Parts-Tyres"]), "hop", "en")
    add("Which companies make the inputs to Vehicles-Cars?",
        sorted(name(i) for i in comp if makes[i] & up["Vehicles-Cars"]), "two-hop", "en")
    add("How much did Acme Motors pay O'Hara, Lamb & Sons altogether?",
        sum(t["amt"] for t in tr if t["srcId"] == acme_id and t["dstId"] == by_name["O'Hara, Lamb & Sons"]),
        "sum", "en")
    add("Which companies received money in the last 30 days?",
        sorted({name(t["dstId"]) for t in tr if in_last(t["transDate"], as_of, 30)}), "window", "en")
    add("How many different companies has Acme Motors sent money to?",
        len({t["dstId"] for t in tr if t["srcId"] == acme_id}), "distinct-count", "en")
    add("Which was founded first, Borealis Rubber Works or Helix Chemicals?",
        argmax({k: founded[k] for k in ("Borealis Rubber Works", "Helix Chemicals")}, reverse=True),
        "comparison", "en")
    add("Who is Helix Chemicals' main customer?",
        sorted(name(o) for s, o in main_supply if s == by_name["Helix Chemicals"]), "rule", "en")
    # ---- Chinese (9)
    add("Acme Motors 是哪一年成立的？", founded["Acme Motors"], "property", "zh")
    add("Ada Moreno 是哪些公司的法定代表人？", sorted(reps["Ada Moreno"]), "hop", "zh")
    granite_rep = [p for p, cs in reps.items() if "Granite Insurance" in cs]
    add("Granite Insurance 的法定代表人年龄是多少", [age[p] for p in granite_rep], "two-hop", "zh")
    add("年龄最大的人是谁？", argmax(age), "superlative", "zh")
    add("所有自然人的平均年龄是多少", sum(age.values()) / len(age), "average", "zh")
    add("哪些公司生产 Chemicals-Rubber-Synthetic rubber？",
        sorted(name(i) for i in comp if "Chemicals-Rubber-Synthetic rubber" in makes[i]), "filter", "zh")
    add("Vehicles-Parts-Tyres 的下游产品有哪些", sorted(down["Vehicles-Parts-Tyres"]), "hop", "zh")
    add("Granite Insurance 和 Acme Motors 在同一个国家吗？",
        yn(comp[by_name["Granite Insurance"]]["country"] == comp[acme_id]["country"], "zh"), "yesno", "zh")
    add("Acme Motors 近90天的流出金额是多少？", out90[acme_id], "rule", "zh")
    return Q


# --------------------------------------------------------------------------- KAG supply chain
def supplychain():
    as_of = dt.date(2023, 10, 15)
    comp = {r["id"]: dict(r) for r in rows(SC, "Company.csv")}
    for r in rows(SC, "CompanyUpdate.csv"):  # quirk: the update replaces the product list
        comp[r["id"]]["product"] = r["products"]
        comp[r["id"]]["name"] = r["name"]
    name = lambda cid: comp[cid]["name"]
    by_name = {r["name"]: i for i, r in comp.items()}
    assert len(by_name) == len(comp)
    makes = {i: set(split(r["product"], ",")) for i, r in comp.items()}
    people = rows(SC, "Person.csv")
    reps = {p["name"]: set(split(p["legalRepresentative"], ",")) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    down = defaultdict(set)
    for r in rows(SC, "Product.csv"):
        down[r["id"]] |= set(split(r["hasSupplyChain"], ","))
    up = defaultdict(set)
    for u, ds in down.items():
        for d in ds:
            up[d].add(u)
    tr = rows(SC, "Company_fundTrans_Company.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])
    inflow = defaultdict(int)
    for t in tr:
        inflow[t["dstId"]] += t["amt"]
    main_supply = set()
    for s in comp:
        payers = {t["srcId"] for t in tr if t["dstId"] == s}
        for o in payers:
            chain = any(d in makes[o] for u in makes[s] for d in down[u])
            paid = sum(t["amt"] for t in tr if t["srcId"] == o and t["dstId"] == s)
            if chain and paid / inflow[s] > 0.5:
                main_supply.add((s, o))

    def flow(cid, n, direction):  # schema rules fundTransNMonth(In): date_diff(now, d) < n
        k_self, k_other = ("srcId", "dstId") if direction == "out" else ("dstId", "srcId")
        return sum(t["amt"] for t in tr if t[k_self] == cid and (as_of - day(t["transDate"])).days < n)

    cz = by_name["传化****限公司"]
    sj = by_name["三角***份限公司"]
    zj = by_name["浙江**摩托**限公司"]
    Q = []
    P = "supplychain-r40-%02d"
    add = lambda *a: Q.append(q(P % (len(Q) + 1), *a))
    # ---- English (16)
    add("how old is 臧*", age["臧*"], "property", "en")
    add("Which companies is 夏** the legal representative of?", sorted(reps["夏**"]), "hop", "en")
    add("Who is the legal representative of 三角***份限公司?",
        sorted(p for p, cs in reps.items() if "三角***份限公司" in cs), "hop", "en")
    add("How many different companies is 臧* the legal representative of?", len(reps["臧*"]),
        "distinct-count", "en")
    add("Which people are younger than 22?", sorted(p for p, a in age.items() if a < 22), "filter", "en")
    add("Who is the oldest person?", argmax(age), "superlative", "en")
    add("What's the average age of all the people?", sum(age.values()) / len(age), "average", "en")
    add("What is the total inflow of 传化****限公司?", inflow[cz], "rule", "en")
    add("How much money did 传化****限公司 pay out in the last 30 days?",
        sum(t["amt"] for t in tr if t["srcId"] == cz and in_last(t["transDate"], as_of, 30)), "window", "en")
    receivers = {t["dstId"] for t in tr}
    add("Which of 臧*'s companies have never received a fund transfer?",
        sorted(c for c in reps["臧*"] if by_name[c] not in receivers), "negation", "en")
    add("What are the upstream products of 轮胎与橡胶-轮胎-斜交轮胎?", sorted(up["轮胎与橡胶-轮胎-斜交轮胎"]),
        "hop", "en")
    add("Which companies make products that are upstream of 轮胎与橡胶-轮胎-特种轮胎?",
        sorted(name(i) for i in comp if makes[i] & up["轮胎与橡胶-轮胎-特种轮胎"]), "two-hop", "en")
    add("Did 浙江**摩托**限公司 ever send money to 传化****限公司?",
        yn(any(t["srcId"] == zj and t["dstId"] == cz for t in tr), "en"), "yesno", "en")
    add("Who received more money in total, 三角***份限公司 or 传化****限公司?",
        argmax({name(sj): inflow[sj], name(cz): inflow[cz]}), "comparison", "en")
    add("How many fund transfers were made in August 2023?",
        sum(1 for t in tr if t["transDate"].startswith("202308")), "window", "en")
    add("Who is the main customer of 传化****限公司?",
        sorted(name(o) for s, o in main_supply if s == cz), "rule", "en")
    # ---- Chinese (9)
    add("樊**多大年纪", age["樊**"], "property", "zh")
    add("俞**是哪几家公司的法人代表？", sorted(reps["俞**"]), "hop", "zh")
    add("生产轮胎与橡胶-轮胎-半钢子午线轮胎的企业有哪些",
        sorted(name(i) for i in comp if "轮胎与橡胶-轮胎-半钢子午线轮胎" in makes[i]), "filter", "zh")
    add("年龄超过50岁的自然人有几个？", sum(1 for a in age.values() if a > 50), "count", "zh")
    add("传化****限公司近3个月的资金流入是多少", flow(cz, 90, "in"), "rule", "zh")
    add("浙江**摩托**限公司现在经营哪些产品？", sorted(makes[zj]), "property", "zh")
    kd = "开达集**公司"
    add("和开达集**公司共同法人的公司有哪些",
        sorted({c for cs in reps.values() if kd in cs for c in cs} - {kd}), "rule", "zh")
    paid_sj = defaultdict(int)
    for t in tr:
        if t["dstId"] == sj:
            paid_sj[name(t["srcId"])] += t["amt"]
    add("向三角***份限公司转账的公司中，哪家转得最多？", argmax(paid_sj), "superlative", "zh")
    add("谢*和裘*一样大吗？", yn(age["谢*"] == age["裘*"], "zh"), "yesno", "zh")
    return Q


# --------------------------------------------------------------------------- KAG risk mining
def riskmining():
    as_of = dt.date(2023, 10, 15)
    person = {r["id"]: r for r in rows(RM, "Person.csv")}
    pname = lambda pid: person[pid]["name"]
    pid_of = {r["name"]: i for i, r in person.items()}
    assert len(pid_of) == len(person)
    company = {r["id"]: r for r in rows(RM, "Company.csv")}
    cname = lambda cid: company[cid]["name"]
    apps = {r["id"]: r for r in rows(RM, "App.csv")}
    devices = {r["id"]: r for r in rows(RM, "Device.csv")}
    installs = {d: set(split(r["install"], ",")) for d, r in devices.items()}
    owns = defaultdict(set)
    for r in rows(RM, "Person_hasDevice_Device.csv"):
        owns[r["src"]].add(r["dst"])
    holds = defaultdict(set)
    for r in rows(RM, "Person_holdShare_Company.csv"):
        holds[r["src"]].add(r["dst"])
    comp_certs = defaultdict(set)  # certNum values
    for r in rows(RM, "Company_hasCert_Cert.csv"):
        comp_certs[r["src"]].add(r["dst"])
    person_certs = defaultdict(set)
    for r in rows(RM, "Person_hasCert_Cert.csv"):
        person_certs[r["src"]].add(r["dst"])
    tr = rows(RM, "Person_fundTrans_Person.csv")
    for t in tr:
        t["amt"] = int(t["transAmt"])
    age = {pname(i): int(r["age"]) for i, r in person.items()}

    # rules
    gambling_apps = {a for a, r in apps.items() if "赌博" in r["riskMark"]}
    developed = defaultdict(set)
    for p, ds in owns.items():
        cnt = Counter(a for d in ds for a in installs[d])
        developed[p] = {a for a, n in cnt.items() if n > 5}
    released = defaultdict(set)
    for p, cs in holds.items():
        certs = set().union(*(comp_certs[c] for c in cs))
        released[p] = {a for a, r in apps.items() if r["useCert"] in certs}
    dev_users = {p for p in person if developed[p] & gambling_apps}
    bosses = set()
    for s in person:
        for a in released[s] & gambling_apps:
            devs = {u for u in person if a in developed[u]}
            if devs & {t["dst"] for t in tr if t["src"] == s}:
                bosses.add(s)

    bo = pid_of["柏*"]
    Q = []
    P = "riskmining-r40-%02d"
    add = lambda *a: Q.append(q(P % (len(Q) + 1), *a))
    # ---- English (16)
    to_qiu = [t["amt"] for t in tr if t["src"] == bo and t["dst"] == pid_of["裘**"]]
    add("What is the average amount of the transfers 柏* made to 裘**?", sum(to_qiu) / len(to_qiu),
        "average", "en")
    add("phone number of **娱乐**公司", [r["phone"] for r in company.values() if r["name"] == "**娱乐**公司"],
        "property", "en")
    add("How many devices does 邬** own?", len(owns[pid_of["邬**"]]), "count", "en")
    add("Who owns the most devices?", argmax({pname(p): len(ds) for p, ds in owns.items()}), "superlative", "en")
    dev45_umid = devices["45"]["umid"]
    add("Who owns the device whose umid is %s?" % dev45_umid,
        sorted(pname(p) for p, ds in owns.items() if any(devices[d]["umid"] == dev45_umid for d in ds)),
        "hop", "en")
    add("Which companies does 柏* hold shares in?", sorted(cname(c) for c in holds[bo]), "hop", "en")
    add("How much has 柏* transferred to 杜* in total?",
        sum(t["amt"] for t in tr if t["src"] == bo and t["dst"] == pid_of["杜*"]), "sum", "en")
    add("How much money did 柏* send out in the last 30 days?",
        sum(t["amt"] for t in tr if t["src"] == bo and in_last(t["transDate"], as_of, 30)), "window", "en")
    add("How many transfers did 柏* make to 邬**?",
        sum(1 for t in tr if t["src"] == bo and t["dst"] == pid_of["邬**"]), "count", "en")
    recv = {n: sum(t["amt"] for t in tr if t["src"] == bo and t["dst"] == pid_of[n]) for n in ("裘**", "邬**")}
    add("Who received more money from 柏* in total, 裘** or 邬**?", argmax(recv), "comparison", "en")
    held = set().union(*holds.values())
    add("Which companies have no shareholders?", sorted(cname(c) for c in company if c not in held),
        "negation", "en")
    add("Who are the gambling app developers?", sorted(pname(p) for p in dev_users), "rule", "en")
    add("who is the boss behind the gambling apps", sorted(pname(p) for p in bosses), "rule", "en")
    add("Which apps are flagged as fraud (诈骗)?", sorted(a for a, r in apps.items() if r["riskMark"] == "诈骗"),
        "filter", "en")
    add("How many different people has 柏* sent money to?", len({t["dst"] for t in tr if t["src"] == bo}),
        "distinct-count", "en")
    add("Is com.qIu.VJbJ a gambling app?", yn("com.qIu.VJbJ" in gambling_apps, "en"), "yesno", "en")
    # ---- Chinese (9)
    add("邬**的电话号码是多少", person[pid_of["邬**"]]["hasPhone"], "property", "zh")
    add("年龄超过55岁的人有哪些", sorted(n for n, a in age.items() if a > 55), "filter", "zh")
    add("近30天柏*给杜*转了多少钱？",
        sum(t["amt"] for t in tr if t["src"] == bo and t["dst"] == pid_of["杜*"]
            and in_last(t["transDate"], as_of, 30)), "window", "zh")
    add("柏*一共向杜*转了多少笔账？", sum(1 for t in tr if t["src"] == bo and t["dst"] == pid_of["杜*"]),
        "count", "zh")
    add("年龄最小的人是谁", argmax(age, reverse=True), "superlative", "zh")
    add("柏*发布了多少个应用？", len(released[bo]), "rule", "zh")
    add("裘**和杜*谁的设备更多", argmax({n: len(owns[pid_of[n]]) for n in ("裘**", "杜*")}), "comparison", "zh")
    add("有几款赌博应用", len(gambling_apps), "count", "zh")
    add("裘**持有的证书被哪些应用使用？",
        sorted(a for a, r in apps.items() if r["useCert"] in person_certs[pid_of["裘**"]]), "two-hop", "zh")
    return Q


def write(fname, qs):
    assert len(qs) == 25, (fname, len(qs))
    assert sum(1 for x in qs if x["lang"] == "en") == 16
    assert len({x["id"] for x in qs}) == 25
    path = os.path.join(OUT_DIR, fname)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(path, encoding="utf-8") as f:
        back = json.load(f)
    assert len(back) == 25 and all(x["answer"] for x in back)
    return path


def main():
    for fname, fn in (("r40-acme-supply.json", acme), ("r40-kag-supplychain.json", supplychain),
                      ("r40-kag-riskmining.json", riskmining)):
        qs = fn()
        path = write(fname, qs)
        print("wrote", path)
        for x in qs:
            print("  %s [%s/%s] %s -> %s" % (x["id"], x["shape"], x["lang"], x["question"], x["answer"]))


if __name__ == "__main__":
    main()
