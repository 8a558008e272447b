"""Gold answers for round 35 of the blind question sets (acme-supply, KAG supply chain, KAG risk mining).

Every answer is computed here from the raw CSV files with the standard library's csv module only;
rule-derived properties and relations are the schema's rules applied by hand. Running the script
writes r35-acme-supply.json, r35-kag-supplychain.json and r35-kag-riskmining.json next to gold/.
"""

import collections
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/questions/blind
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))  # /work/main
ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
DATASETS = os.path.abspath(os.path.join(ROOT, "..", "shared", "datasets"))
SUPPLY = os.path.join(DATASETS, "kag-supplychain", "sources")
RISK = os.path.join(DATASETS, "kag-riskmining", "sources")


def rows(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def day(text):
    return datetime.datetime.strptime(text, "%Y%m%d").date()


def days_back(as_of, text):
    return (as_of - day(text)).days


def in_last(as_of, text, n):
    """KAG's rule window: date_diff(now, transDate) < n. Asserts the edge is not on a boundary
    day (0 or n days back), so that every reading of "the last n days" gives the same set."""
    d = days_back(as_of, text)
    assert d not in (0, n), (text, n)
    return 0 <= d < n


def num(x):
    """A number as the gold string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def only_max(scores):
    """Keys holding the maximum value (a tie lists all)."""
    best = max(scores.values())
    return [k for k, v in scores.items() if v == best]


def only_min(scores):
    best = min(scores.values())
    return [k for k, v in scores.items() if v == best]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if isinstance(answer, (str, int, float)):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), question
        assert len(set(answer)) == len(answer), (question, answer)
        n = len(self.items) + 1
        self.items.append({
            "id": "%s-r35-%02d" % (self.prefix, n),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, name):
        langs = collections.Counter(q["lang"] for q in self.items)
        assert len(self.items) == 25 and langs["en"] == 16 and langs["zh"] == 9, langs
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print("wrote", path, len(self.items))


YES = {"en": "yes", "zh": "是"}
NO = {"en": "no", "zh": "否"}


def yn(flag, lang):
    return YES[lang] if flag else NO[lang]


# --------------------------------------------------------------------------------------------
# 1. acme-supply (as of 2024-06-30; multi-value cells separated by ';')
# --------------------------------------------------------------------------------------------

def acme():
    as_of = datetime.date(2024, 6, 30)
    comp = {r["id"]: r for r in rows(ACME, "Company.csv")}
    by_name = {r["name"]: r["id"] for r in comp.values()}
    assert len(by_name) == len(comp)
    makes = {cid: [p for p in r["product"].split(";") if p] for cid, r in comp.items()}
    prod = {r["id"]: [p for p in r["hasSupplyChain"].split(";") if p] for r in rows(ACME, "Product.csv")}
    people = rows(ACME, "Person.csv")
    reps = {p["name"]: [by_name[c] for c in p["legalRepresentative"].split(";")] for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    trans = rows(ACME, "Company_fundTrans_Company.csv")
    for t in trans:
        assert t["srcId"] in comp and t["dstId"] in comp
    name = lambda cid: comp[cid]["name"]

    # rule totalTransInAmt: all money received
    inflow = collections.Counter()
    for t in trans:
        inflow[t["dstId"]] += int(t["transAmt"])

    # rule outflow90Days
    def outflow90(cid):
        return sum(int(t["transAmt"]) for t in trans if t["srcId"] == cid and in_last(as_of, t["transDate"], 90))

    # rule mainSupply: s makes up, up -> down, o makes down, o paid s more than half of s's inflow
    def main_supply():
        paid = collections.Counter()
        for t in trans:
            paid[(t["dstId"], t["srcId"])] += int(t["transAmt"])
        out = set()
        for (s, o), amt in paid.items():
            linked = any(d in makes[o] for up in makes[s] for d in prod.get(up, []))
            if linked and amt * 1.0 / inflow[s] > 0.5:
                out.add((s, o))
        return out

    ms = main_supply()

    # rule sameLegalRepresentative
    def same_rep(cid):
        out = []
        for _, cs in reps.items():
            if cid in cs:
                out += [c for c in cs if c != cid]
        return uniq(out)

    q = QSet("acme")

    # en
    q.add("Which country is Fjord Steel AS in?", comp[by_name["Fjord Steel AS"]]["country"], "property", "en")

    acme_paid = uniq(t["dstId"] for t in trans if t["srcId"] == by_name["Acme Motors"])
    q.add("Which companies founded after 1950 have received money from Acme Motors?",
          [name(c) for c in acme_paid if int(comp[c]["founded"]) > 1950], "filter-two-conditions", "en")

    q.add("To how many different companies has Acme sent money?", len(acme_paid), "count-distinct", "en")

    a, b = by_name["Helix Chemicals"], by_name["Delta Cells GmbH"]
    assert comp[a]["founded"] != comp[b]["founded"]
    q.add("Which was founded earlier, Helix Chemicals or Delta Cells?",
          name(min((a, b), key=lambda c: int(comp[c]["founded"]))), "comparison", "en")

    q.add("What's the total Acme Motors has paid O'Hara, Lamb & Sons?",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == by_name["Acme Motors"] and t["dstId"] == by_name["O'Hara, Lamb & Sons"]),
          "edge-sum", "en")

    q.add("Which companies paid Acme Motors in the last 90 days?",
          uniq(name(t["srcId"]) for t in trans
               if t["dstId"] == by_name["Acme Motors"] and in_last(as_of, t["transDate"], 90)),
          "date-window-relative", "en")

    q.add("Which company shares a legal representative with Helix Chemicals?",
          [name(c) for c in same_rep(by_name["Helix Chemicals"])], "rule-relation", "en")

    q.add("Who is Borealis Rubber Works' main customer?",
          [name(o) for (s, o) in sorted(ms) if s == by_name["Borealis Rubber Works"]], "rule-relation", "en")

    q.add("Has Fjord Steel ever paid Acme Motors?",
          yn(any(t["srcId"] == by_name["Fjord Steel AS"] and t["dstId"] == by_name["Acme Motors"] for t in trans), "en"),
          "yes-no", "en")

    ohara = by_name["O'Hara, Lamb & Sons"]
    upstream = [up for up, downs in prod.items() if any(d in makes[ohara] for d in downs)]
    q.add("Which companies make products that feed into the tyres O'Hara, Lamb & Sons makes?",
          [name(c) for c in comp if c != ohara and any(p in upstream for p in makes[c])], "two-hop", "en")

    receivers = {t["dstId"] for t in trans}
    q.add("Which companies have never received a fund transfer?",
          [name(c) for c in comp if c not in receivers], "negation", "en")

    cust = [o for (s, o) in ms if s == by_name["Delta Cells GmbH"]]
    assert len(cust) == 1
    q.add("Who is the legal representative of Delta Cells GmbH's main customer?",
          [p for p, cs in reps.items() if cust[0] in cs], "three-hop", "en")

    ranked = sorted(inflow.items(), key=lambda kv: -kv[1])
    assert ranked[2][1] > ranked[3][1]
    q.add("Which three companies received the most money in total?", [name(c) for c, _ in ranked[:3]], "top-n", "en")

    q.add("How much money did the companies Ada Moreno represents receive in total?",
          sum(inflow[c] for c in reps["Ada Moreno"]), "sum-over-relation", "en")

    q.add("How many fund transfers were made in the first quarter of 2024?",
          sum(1 for t in trans if datetime.date(2024, 1, 1) <= day(t["transDate"]) <= datetime.date(2024, 3, 31)),
          "date-window-named", "en")

    per_country = collections.Counter(r["country"] for r in comp.values())
    q.add("Which country has the most companies?", only_max(per_country), "group-max", "en")

    # zh
    east, acme_id = by_name["Eastwind Logistics"], by_name["Acme Motors"]
    q.add("Eastwind Logistics 和 Acme Motors 的法定代表人是同一个人吗？",
          yn(acme_id in same_rep(east), "zh"), "yes-no", "zh")

    q.add("O'Hara, Lamb & Sons 总共收到了多少钱？", inflow[ohara], "rule-property", "zh")

    q.add("1960年以前成立的公司有几家？", sum(1 for r in comp.values() if int(r["founded"]) < 1960), "count-condition", "zh")

    q.add("年龄超过50岁的法定代表人有哪些？", [p for p in age if age[p] > 50], "filter", "zh")

    q.add("近30天内有过转出记录的公司有哪些？",
          uniq(name(t["srcId"]) for t in trans if in_last(as_of, t["transDate"], 30)), "date-window-relative", "zh")

    payers = {t["srcId"] for t in trans}
    q.add("哪些公司从来没有给别的公司转过账？", [name(c) for c in comp if c not in payers], "negation", "zh")

    bram = reps["Bram de Vries"]
    q.add("Bram de Vries 担任法定代表人的公司里，哪家成立最早？",
          [name(c) for c in only_min({c: int(comp[c]["founded"]) for c in bram})], "two-hop-min", "zh")

    q.add("哪些公司的主要客户是 Acme Motors？", [name(s) for (s, o) in sorted(ms) if o == acme_id], "rule-relation", "zh")

    q.add("Acme Motors 近90天的流出金额是多少？", outflow90(acme_id), "rule-property-window", "zh")

    q.write("r35-acme-supply.json")


# --------------------------------------------------------------------------------------------
# 2. KAG supply chain (as of 2023-10-15; multi-value cells separated by ',')
# --------------------------------------------------------------------------------------------

def supplychain():
    as_of = datetime.date(2023, 10, 15)
    comp = {r["id"]: r for r in rows(SUPPLY, "Company.csv")}
    by_name = {r["name"]: r["id"] for r in comp.values()}
    assert len(by_name) == len(comp)
    makes = {cid: uniq(p for p in r["product"].split(",") if p) for cid, r in comp.items()}
    prod = {}
    for r in rows(SUPPLY, "Product.csv"):  # the file repeats identical rows
        rec = (r["belongToIndustry"], tuple(p for p in r["hasSupplyChain"].split(",") if p))
        assert prod.setdefault(r["id"], rec) == rec
    people = rows(SUPPLY, "Person.csv")
    # legalRepresentative names companies by name; a name may be repeated in the cell
    reps = {p["name"]: uniq(by_name[n] for n in p["legalRepresentative"].split(",")) for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    assert len(age) == len(people)
    trans = rows(SUPPLY, "Company_fundTrans_Company.csv")
    for t in trans:
        assert t["srcId"] in comp and t["dstId"] in comp
    name = lambda cid: comp[cid]["name"]
    amt = lambda t: int(t["transAmt"])

    inflow = collections.Counter()
    for t in trans:
        inflow[t["dstId"]] += amt(t)

    def out_window(cid, n):
        return sum(amt(t) for t in trans if t["srcId"] == cid and in_last(as_of, t["transDate"], n))

    def in_window(cid, n):
        return sum(amt(t) for t in trans if t["dstId"] == cid and in_last(as_of, t["transDate"], n))

    def main_supply():
        paid = collections.Counter()
        for t in trans:
            paid[(t["dstId"], t["srcId"])] += amt(t)
        out = set()
        for (s, o), a in paid.items():
            linked = any(d in makes[o] for up in makes[s] if up in prod for d in prod[up][1])
            if linked and a * 1.0 / inflow[s] > 0.5:
                out.add((s, o))
        return out

    ms = main_supply()

    def same_rep(cid):
        out = []
        for cs in reps.values():
            if cid in cs:
                out += [c for c in cs if c != cid]
        return uniq(out)

    def reps_of(cid):
        return [p for p, cs in reps.items() if cid in cs]

    q = QSet("supplychain")
    sanjiao, chuanhua = by_name["三角***份限公司"], by_name["传化****限公司"]

    # en
    q.add("What products does 三角***份限公司 make?", makes[sanjiao], "property", "en")

    q.add("Which companies is 臧* the legal representative of?", [name(c) for c in reps["臧*"]],
          "list-repeated-cell", "en")

    payers_sj = uniq(t["srcId"] for t in trans if t["dstId"] == sanjiao)
    q.add("Who are the legal representatives of the companies that paid 三角***份限公司?",
          uniq(p for c in payers_sj for p in reps_of(c)), "two-hop", "en")

    q.add("What is the total inflow of 传化****限公司?", inflow[chuanhua], "rule-property", "en")

    q.add("Who is the main customer of 传化****限公司?", [name(o) for (s, o) in ms if s == chuanhua],
          "rule-relation", "en")

    q.add("How much did 传化****限公司 pay out over the last 30 days?", out_window(chuanhua, 30),
          "date-window-relative", "en")

    biggest = only_max({i: amt(t) for i, t in enumerate(trans)})
    assert len(biggest) == 1
    q.add("Which company made the largest single fund transfer?", name(trans[biggest[0]]["srcId"]), "max-edge", "en")

    q.add("Which company received the most money in total?", [name(c) for c in only_max(inflow)], "group-max", "en")

    q.add("Which companies share a legal representative with 东岳*团*公司?",
          [name(c) for c in same_rep(by_name["东岳*团*公司"])], "rule-relation", "en")

    q.add("Who is the youngest legal representative? List everyone if there is a tie.", only_min(age), "min-tie", "en")

    cust = [o for (s, o) in ms if s == chuanhua]
    assert len(cust) == 1
    q.add("Who is the legal representative of 传化****限公司's main customer?", reps_of(cust[0]), "three-hop", "en")

    def paid(src, dst):
        return sum(amt(t) for t in trans if t["srcId"] == src and t["dstId"] == dst)

    a, b = by_name["宝业集****公司"], by_name["康**股有公司"]
    assert paid(chuanhua, a) != paid(chuanhua, b)
    q.add("Which received more money from 传化****限公司: 宝业集****公司 or 康**股有公司?",
          name(max((a, b), key=lambda c: paid(chuanhua, c))), "comparison-edge", "en")

    receivers = {t["dstId"] for t in trans}
    q.add("Which of the companies 臧* represents have never received a fund transfer?",
          [name(c) for c in reps["臧*"] if c not in receivers], "negation", "en")

    q.add("How much did the companies 夏** represents pay 传化****限公司 in total?",
          sum(paid(c, chuanhua) for c in reps["夏**"]), "sum-over-relation", "en")

    target = "轮胎与橡胶-轮胎-斜交轮胎"
    q.add("Which products list %s as a downstream product in their supply chain?" % target,
          [p for p, (_, downs) in prod.items() if target in downs], "product-hop", "en")

    baoye = by_name["宝业集****公司"]
    q.add("Did 传化****限公司 pay 宝业集****公司 in September 2023?",
          yn(any(t["srcId"] == chuanhua and t["dstId"] == baoye and t["transDate"].startswith("202309") for t in trans), "en"),
          "yes-no-date", "en")

    # zh
    q.add("臧*一共是几家公司的法定代表人？", len(reps["臧*"]), "count-repeated-cell", "zh")

    q.add("传化****限公司近3个月的流出资金是多少？", out_window(chuanhua, 90), "rule-property-window", "zh")

    q.add("三角***份限公司近3个月的资金流水差是多少？", out_window(sanjiao, 90) - in_window(sanjiao, 90),
          "rule-property-window", "zh")

    q.add("年龄超过50岁的法定代表人有几位？", sum(1 for p in age if age[p] > 50), "count-condition", "zh")

    into_sj = collections.Counter()
    for t in trans:
        if t["dstId"] == sanjiao:
            into_sj[t["srcId"]] += amt(t)
    q.add("给三角***份限公司转账的公司中，哪一家转的金额最多？", [name(c) for c in only_max(into_sj)], "max-edge", "zh")

    assert age["庞*"] != age["骆*"]
    q.add("庞*和骆*，谁的年龄更大？", max(("庞*", "骆*"), key=lambda p: age[p]), "comparison", "zh")

    q.add("2023年5月一共有几笔资金往来？", sum(1 for t in trans if t["transDate"].startswith("202305")),
          "date-window-named", "zh")

    q.add("夏**是拉近*娱***公司的法定代表人吗？", yn(by_name["拉近*娱***公司"] in reps["夏**"], "zh"), "yes-no", "zh")

    # rule belongToIndustry: company -[product]-> Product -[belongToIndustry]-> Industry
    q.add("三角***份限公司属于哪个行业？", uniq(prod[p][0] for p in makes[sanjiao] if p in prod), "rule-relation", "zh")

    q.write("r35-kag-supplychain.json")


# --------------------------------------------------------------------------------------------
# 3. KAG risk mining (as of 2023-10-15)
# --------------------------------------------------------------------------------------------

def riskmining():
    as_of = datetime.date(2023, 10, 15)
    person = {r["id"]: r for r in rows(RISK, "Person.csv")}
    pid = {r["name"]: r["id"] for r in person.values()}
    assert len(pid) == len(person)
    pname = lambda i: person[i]["name"]
    company = {r["id"]: r for r in rows(RISK, "Company.csv")}
    apps = {r["id"]: r for r in rows(RISK, "App.csv")}
    device = {r["id"]: r for r in rows(RISK, "Device.csv")}
    installs = {d: set(r["install"].split(",")) for d, r in device.items()}  # a cell may repeat an app
    owns = collections.defaultdict(list)
    for r in rows(RISK, "Person_hasDevice_Device.csv"):
        owns[r["src"]].append(r["dst"])
    for ds in owns.values():
        assert len(ds) == len(set(ds))
    shares = collections.defaultdict(list)
    for r in rows(RISK, "Person_holdShare_Company.csv"):
        shares[r["src"]].append(r["dst"])
    comp_certs = collections.defaultdict(set)  # certificate numbers (certNum) a company holds
    for r in rows(RISK, "Company_hasCert_Cert.csv"):
        comp_certs[r["src"]].add(r["dst"])
    person_certs = collections.defaultdict(set)
    for r in rows(RISK, "Person_hasCert_Cert.csv"):
        person_certs[r["src"]].add(r["dst"])
    trans = rows(RISK, "Person_fundTrans_Person.csv")
    amt = lambda t: int(t["transAmt"])

    gambling = [a for a, r in apps.items() if "赌博" in r["riskMark"]]  # concept rule: riskMark like %赌博%

    # rule developed: more than 5 of s's devices have o installed
    def developed():
        out = set()
        for p, ds in owns.items():
            for a in apps:
                n = sum(1 for d in ds if a in installs[d])
                if n > 5:
                    out.add((p, a))
        return out

    dev = developed()

    # rule release: s holds shares of c, c has a cert that app o uses
    def released():
        out = set()
        for p, cs in shares.items():
            certs = set().union(*(comp_certs[c] for c in cs))
            for a, r in apps.items():
                if r["useCert"] in certs:
                    out.add((p, a))
        return out

    rel = released()
    developers = uniq(p for (p, a) in sorted(dev, key=lambda x: int(x[0])) if a in gambling)
    bosses = uniq(
        s for (s, a) in sorted(rel) if a in gambling
        for (u, a2) in dev if a2 == a and any(t["src"] == s and t["dst"] == u for t in trans)
    )

    def sent(src, dst=None):
        return [t for t in trans if t["src"] == src and (dst is None or t["dst"] == dst)]

    q = QSet("riskmining")
    bo, fang = pid["柏*"], pid["方*"]

    # en
    phone = "132****0000"
    q.add("Whose phone number is %s?" % phone, [r["name"] for r in person.values() if r["hasPhone"] == phone],
          "reverse-property", "en")

    q.add("How many devices does 邬** own?", len(owns[pid["邬**"]]), "count-relation", "en")

    q.add("Who else owns the same device as 方*?",
          uniq(pname(p) for d in owns[fang] for p, ds in owns.items() if p != fang and d in ds), "who-else", "en")

    q.add("Which apps are flagged 诈骗?", [a for a, r in apps.items() if r["riskMark"] == "诈骗"], "filter", "en")

    q.add("What is the total amount 柏* transferred to 杜*?", sum(amt(t) for t in sent(bo, pid["杜*"])), "edge-sum", "en")

    top = only_max({i: amt(t) for i, t in enumerate(sent(bo))})
    assert len(top) == 1
    q.add("Who received 柏*'s largest single transfer?", pname(sent(bo)[top[0]]["dst"]), "max-edge", "en")

    q.add("Which gambling apps (赌博) did 柏* release?", [a for (p, a) in sorted(rel) if p == bo and a in gambling],
          "rule-relation", "en")

    q.add("Who developed com.Yirmf.MZx.NKC.Xqp?",
          [pname(p) for (p, a) in sorted(dev, key=lambda x: int(x[0])) if a == "com.Yirmf.MZx.NKC.Xqp"],
          "rule-relation", "en")

    q.add("Is 柏* a gambling app boss (赌博App老板)?", yn(bo in bosses, "en"), "rule-concept-yes-no", "en")

    q.add("How many people are older than 55?", sum(1 for r in person.values() if int(r["age"]) > 55),
          "count-condition", "en")

    q.add("How much did 柏* transfer in total over the last 30 days?",
          sum(amt(t) for t in sent(bo) if in_last(as_of, t["transDate"], 30)), "date-window-relative", "en")

    a, b = pid["裘**"], pid["杜*"]
    assert len(owns[a]) != len(owns[b])
    q.add("Who owns more devices, 裘** or 杜*?", pname(max((a, b), key=lambda p: len(owns[p]))), "comparison-count", "en")

    xi = pid["席*"]
    q.add("Which gambling apps are installed on 席*'s device?",
          uniq(x for d in owns[xi] for x in sorted(installs[d]) if x in gambling), "two-hop", "en")

    fraud = [a for a, r in apps.items() if r["riskMark"] == "诈骗"]
    q.add("Which 诈骗 apps are not installed on any device?",
          [a for a in fraud if not any(a in s for s in installs.values())], "negation", "en")

    q.add("Who owns a device that has com.aCl.toMv installed?",
          uniq(pname(p) for p, ds in owns.items() for d in ds if "com.aCl.toMv" in installs[d]), "two-hop", "en")

    q.add("How many transfers did 柏* make between 1 and 10 September 2023, inclusive?",
          sum(1 for t in sent(bo) if datetime.date(2023, 9, 1) <= day(t["transDate"]) <= datetime.date(2023, 9, 10)),
          "date-window-named", "en")

    # zh
    q.add("柏*持股了几家公司？", len(set(shares[bo])), "count-relation", "zh")

    q.add("柏*一共给裘**转了多少钱？", sum(amt(t) for t in sent(bo, pid["裘**"])), "edge-sum", "zh")

    q.add("赌博App开发者有哪些人？", [pname(p) for p in developers], "rule-concept", "zh")

    q.add("年龄最小的人是谁？", [pname(p) for p in only_min({i: int(r["age"]) for i, r in person.items()})], "min", "zh")

    q.add("2023年9月柏*一共转出了多少钱？", sum(amt(t) for t in sent(bo) if t["transDate"].startswith("202309")),
          "date-window-named", "zh")

    q.add("有多少个应用的风险标记是赌博？", sum(1 for r in apps.values() if r["riskMark"] == "赌博"), "count-condition", "zh")

    du, wu = pid["杜*"], pid["邬**"]
    got = {p: sum(amt(t) for t in sent(bo, p)) for p in (du, wu)}
    assert got[du] != got[wu]
    q.add("杜*和邬**，谁收到柏*的转账总额更多？", pname(max(got, key=got.get)), "comparison-edge", "zh")

    lei = owns[pid["雷**"]]
    assert len(lei) == 1
    q.add("雷**的设备的umid是多少？", device[lei[0]]["umid"], "two-hop-property", "zh")

    zuo = pid["左**"]
    q.add("左**的设备上装了诈骗应用吗？", yn(any(x in fraud for d in owns[zuo] for x in installs[d]), "zh"), "yes-no", "zh")

    q.write("r35-kag-riskmining.json")


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
