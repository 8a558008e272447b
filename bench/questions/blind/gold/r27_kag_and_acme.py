"""Round 27 blind questions: gold answers computed with the csv module over the raw files only.

Writes r27-acme-supply.json, r27-kag-supplychain.json, r27-kag-riskmining.json next to gold/.
"""
import csv
import json
from collections import defaultdict
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
ACME = Path("/work/main/data/examples/acme-supply/sources")
SC = Path("/work/shared/datasets/kag-supplychain/sources")
RM = Path("/work/shared/datasets/kag-riskmining/sources")


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    return [x.strip() for x in (cell or "").split(sep) if x.strip()]


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def num(x):
    """Plain number text: no trailing .0 when integral."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def days_before(as_of, yyyymmdd):
    d = date(int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:8]))
    return (as_of - d).days


def argmax_all(d):
    best = max(d.values())
    return [k for k, v in d.items() if v == best]


def argmin_all(d):
    best = min(d.values())
    return [k for k, v in d.items() if v == best]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        n = len(self.items) + 1
        self.items.append({"id": f"{self.prefix}-r27-{n:02d}", "question": question,
                           "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = date(2024, 6, 30)  # kagflow.yaml as_of
    comp = rows(ACME / "Company.csv")
    cid = {c["id"]: c for c in comp}
    cname = {c["name"]: c for c in comp}
    persons = rows(ACME / "Person.csv")
    prod = {}
    for p in rows(ACME / "Product.csv"):
        prod.setdefault(p["id"], uniq(split(p["hasSupplyChain"], ";")))
    makes = {c["name"]: uniq(split(c["product"], ";")) for c in comp}
    trans = rows(ACME / "Company_fundTrans_Company.csv")
    reps = defaultdict(list)  # company name -> persons
    for p in persons:
        for c in uniq(split(p["legalRepresentative"], ";")):
            reps[c].append(p["name"])
    name = lambda i: cid[i]["name"]
    out_of = lambda n: [t for t in trans if name(t["srcId"]) == n]
    into = lambda n: [t for t in trans if name(t["dstId"]) == n]
    inflow = {c["name"]: sum(int(t["transAmt"]) for t in into(c["name"])) for c in comp}

    q = QSet("acme")
    # property
    q.add("property", "en", "Which country is O'Hara, Lamb & Sons based in?", cname["O'Hara, Lamb & Sons"]["country"])
    q.add("property", "en", "When was Fjord Steel AS founded?", cname["Fjord Steel AS"]["founded"])
    q.add("property", "en", "How old is Bram de Vries?", [p["age"] for p in persons if p["name"] == "Bram de Vries"])
    q.add("property", "zh", "Delta Cells GmbH 是哪一年成立的？", cname["Delta Cells GmbH"]["founded"])
    q.add("property", "en", "What country is Eastwind Logistics registered in?", cname["Eastwind Logistics"]["country"])
    q.add("property", "zh", "Dara O'Hara 今年多大年纪？", [p["age"] for p in persons if p["name"] == "Dara O'Hara"])
    # aggregate
    q.add("aggregate", "en", "How much money has Acme Motors transferred out in total?",
          sum(int(t["transAmt"]) for t in out_of("Acme Motors")))
    q.add("aggregate", "en", "What is the total amount O'Hara, Lamb & Sons has received from other companies?",
          inflow["O'Hara, Lamb & Sons"])
    q.add("aggregate", "zh", "Acme Motors 一共收到了多少钱？", inflow["Acme Motors"])
    q.add("aggregate", "en", "How many payments did Acme Motors make?", len(out_of("Acme Motors")))
    amts = [int(t["transAmt"]) for t in out_of("Acme Motors") if name(t["dstId"]) == "O'Hara, Lamb & Sons"]
    q.add("aggregate", "en", "What was the average size of Acme Motors' payments to O'Hara, Lamb & Sons?",
          sum(amts) / len(amts))
    # relation_hop
    q.add("relation_hop", "en", "Who is the legal representative of Granite Insurance?", reps["Granite Insurance"])
    q.add("relation_hop", "en", "Which products does Acme Motors make?", makes["Acme Motors"])
    q.add("relation_hop", "zh", "Ada Moreno 是哪些公司的法人？",
          [c for p in persons if p["name"] == "Ada Moreno" for c in uniq(split(p["legalRepresentative"], ";"))])
    # mainSupply rule: s makes up -> down made by o, o paid s, paid/inflow(s) > 0.5
    def main_customers(s):
        res = []
        downs = {d for up in makes[s] for d in prod.get(up, [])}
        for o in makes:
            if o == s or not downs & set(makes[o]):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if name(t["srcId"]) == o and name(t["dstId"]) == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                res.append(o)
        return res
    q.add("relation_hop", "en", "Who is the main customer of Borealis Rubber Works?",
          main_customers("Borealis Rubber Works"))
    # two_hop
    downs = prod["Metals-Steel-Sheet steel"]
    q.add("two_hop", "en", "Which companies make the products that Metals-Steel-Sheet steel feeds into?",
          [c["name"] for c in comp if set(makes[c["name"]]) & set(downs)])
    br = [p for p in persons if "Borealis Rubber Works" in split(p["legalRepresentative"], ";")]
    q.add("two_hop", "zh", "哪些公司和 Borealis Rubber Works 是同一个法人？",
          uniq([c for p in br for c in split(p["legalRepresentative"], ";") if c != "Borealis Rubber Works"]))
    payers = uniq([name(t["srcId"]) for t in into("Acme Motors")])
    q.add("two_hop", "en", "Who are the bosses of the companies that paid Acme Motors?",
          uniq([r for c in payers for r in reps[c]]))
    # superlative
    founded = {c["name"]: int(c["founded"]) for c in comp}
    q.add("superlative", "zh", "哪家公司成立得最早？", argmin_all(founded))
    q.add("superlative", "en", "Which company has received the most money in total?", argmax_all(inflow))
    reps_age = {p["name"]: int(p["age"]) for p in persons if split(p["legalRepresentative"], ";")}
    q.add("superlative", "zh", "年龄最小的法人代表是谁？", argmin_all(reps_age))
    # time window / comparison / filter
    q.add("time_window", "en", "How much did Acme Motors pay out in the last 90 days?",
          sum(int(t["transAmt"]) for t in out_of("Acme Motors") if days_before(as_of, t["transDate"]) < 90))
    q.add("time_window", "en", "Which companies received money in the last 30 days?",
          uniq([name(t["dstId"]) for t in trans if days_before(as_of, t["transDate"]) < 30]))
    b, h = founded["Borealis Rubber Works"], founded["Helix Chemicals"]
    assert b != h
    q.add("comparison", "zh", "Borealis Rubber Works 和 Helix Chemicals 哪家成立得更早？",
          "Borealis Rubber Works" if b < h else "Helix Chemicals")
    q.add("filter", "zh", "哪些公司是1980年以后成立的？", [n for n, y in founded.items() if y > 1980])
    return q.items


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = date(2023, 10, 15)
    comp = rows(SC / "Company.csv")
    cid = {c["id"]: c["name"] for c in comp}
    byname = {c["name"]: c for c in comp}
    assert len(byname) == len(comp)
    makes = {c["name"]: uniq(split(c["product"], ",")) for c in comp}
    prod = {}
    for p in rows(SC / "Product.csv"):  # Product.csv repeats ids; rows are identical
        prod.setdefault(p["id"], {"industry": p["belongToIndustry"],
                                  "down": uniq(split(p["hasSupplyChain"], ","))})
    persons = rows(SC / "Person.csv")
    age = {p["name"]: int(p["age"]) for p in persons}
    assert len(age) == len(persons)
    reps_of = {p["name"]: uniq(split(p["legalRepresentative"], ",")) for p in persons}
    rep = defaultdict(list)
    for pn, cs in reps_of.items():
        for c in cs:
            rep[c].append(pn)
    trans = rows(SC / "Company_fundTrans_Company.csv")
    events = rows(SC / "ProductChainEvent.csv")
    out_of = lambda n: [t for t in trans if cid[t["srcId"]] == n]
    into = lambda n: [t for t in trans if cid[t["dstId"]] == n]
    inflow = {c["name"]: sum(int(t["transAmt"]) for t in into(c["name"])) for c in comp}

    def window(ts, n):
        return sum(int(t["transAmt"]) for t in ts if days_before(as_of, t["transDate"]) < n)

    CH, SJ, WW = "传化****限公司", "三角***份限公司", "万威国**公司"
    q = QSet("supplychain")
    # property
    q.add("property", "en", "How old is 庞*?", age["庞*"])
    q.add("property", "en", "Which industry does the product 汽车-摩托车制造-二轮摩托车 belong to?",
          prod["汽车-摩托车制造-二轮摩托车"]["industry"])
    q.add("property", "zh", "樊**今年多大？", age["樊**"])
    q.add("property", "zh", "产品“轮胎与橡胶-轮胎-斜交轮胎”属于哪个产业？", prod["轮胎与橡胶-轮胎-斜交轮胎"]["industry"])
    q.add("property", "en", "Which indicator does the product chain event 顺丁橡胶成本上涨 track?",
          [e["index"] for e in events if e["name"] == "顺丁橡胶成本上涨"])
    q.add("property", "zh", "任**多少岁？", age["任**"])
    # aggregate
    q.add("aggregate", "en", f"What is the total amount of money {SJ} has received?", inflow[SJ])
    q.add("aggregate", "en", f"How much money has {CH} transferred out in total?",
          sum(int(t["transAmt"]) for t in out_of(CH)))
    # cashflowDiff3Month rule: 3-month outflow minus 3-month inflow (< 90 days)
    q.add("aggregate", "zh", f"{CH}近3个月的资金流水差（流出减流入）是多少？",
          window(out_of(CH), 90) - window(into(CH), 90))
    q.add("aggregate", "en", "How many companies is 臧* the legal representative of?", len(reps_of["臧*"]))
    leaf = "轮胎与橡胶-轮胎-半钢子午线轮胎"
    assert not any(k.startswith(leaf + "-") for k in prod)
    q.add("aggregate", "zh", f"有多少家公司经营“{leaf}”？", sum(1 for c in makes if leaf in makes[c]))
    # relation_hop
    q.add("relation_hop", "en", f"Who is the legal representative of {WW}?", rep[WW])
    q.add("relation_hop", "en", f"Which products does {SJ} produce?", makes[SJ])
    q.add("relation_hop", "zh", "谢*是哪些公司的法人？", reps_of["谢*"])
    q.add("relation_hop", "en", f"Which companies sent money to {CH}?", uniq([cid[t["srcId"]] for t in into(CH)]))
    # two_hop
    q.add("two_hop", "en", f"Which companies share a legal representative with {WW}?",
          uniq([c for pn in rep[WW] for c in reps_of[pn] if c != WW]))

    def main_customers(s):  # mainSupply rule
        res = []
        downs = {d for up in makes[s] for d in prod.get(up, {"down": []})["down"]}
        for o in makes:
            if o == s or not downs & set(makes[o]):
                continue
            paid = sum(int(t["transAmt"]) for t in trans if cid[t["srcId"]] == o and cid[t["dstId"]] == s)
            if paid and paid * 1.0 / inflow[s] > 0.5:
                res.append(o)
        return res
    q.add("two_hop", "en", f"Who is the main customer of {CH}?", main_customers(CH))
    q.add("two_hop", "zh", "禹**担任法人的公司都经营哪些产品？", uniq([p for c in reps_of["禹**"] for p in makes[c]]))
    # superlative
    q.add("superlative", "en", "Which company has received the most money overall?", argmax_all(inflow))
    q.add("superlative", "en", "Who is the youngest legal representative?",
          argmin_all({p: a for p, a in age.items() if reps_of[p]}))
    biggest = max(int(t["transAmt"]) for t in out_of(CH))
    q.add("superlative", "zh", f"{CH}转出的单笔最大金额转给了哪家公司？",
          uniq([cid[t["dstId"]] for t in out_of(CH) if int(t["transAmt"]) == biggest]))
    # time window / comparison / filter
    q.add("time_window", "en", f"How much money did {CH} send out in the last 30 days?", window(out_of(CH), 30))
    q.add("time_window", "zh", f"{SJ}近3个月的流入资金是多少？", window(into(SJ), 90))
    a_, b_ = "康**股有公司", "宝业集****公司"
    pa = sum(int(t["transAmt"]) for t in out_of(CH) if cid[t["dstId"]] == a_)
    pb = sum(int(t["transAmt"]) for t in out_of(CH) if cid[t["dstId"]] == b_)
    assert pa != pb
    q.add("comparison", "en", f"Who got more money from {CH}: {a_} or {b_}?", a_ if pa > pb else b_)
    q.add("filter", "en", "Which legal representatives are older than 55?",
          [p for p, a in age.items() if a > 55 and reps_of[p]])
    return q.items


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = date(2023, 10, 15)
    persons = rows(RM / "Person.csv")
    pid = {p["id"]: p for p in persons}
    pname = {p["name"]: p for p in persons}
    assert len(pname) == len(persons)
    comp = {c["id"]: c for c in rows(RM / "Company.csv")}
    apps = {a["id"]: a for a in rows(RM / "App.csv")}
    devices = {d["id"]: d for d in rows(RM / "Device.csv")}
    installs = {d: uniq(split(v["install"], ",")) for d, v in devices.items()}
    has_dev = defaultdict(list)
    owners = defaultdict(list)
    for r in rows(RM / "Person_hasDevice_Device.csv"):
        if r["dst"] not in has_dev[r["src"]]:
            has_dev[r["src"]].append(r["dst"])
            owners[r["dst"]].append(r["src"])
    trans = rows(RM / "Person_fundTrans_Person.csv")
    shares = defaultdict(list)
    for r in rows(RM / "Person_holdShare_Company.csv"):
        shares[r["src"]].append(r["dst"])
    comp_certs = defaultdict(set)  # Company_hasCert_Cert.dst holds the certNum
    for r in rows(RM / "Company_hasCert_Cert.csv"):
        comp_certs[r["src"]].add(r["dst"])
    gambling = [a for a, v in apps.items() if "赌博" in v["riskMark"]]
    P = lambda n: pname[n]["id"]
    N = lambda i: pid[i]["name"]

    def developed(p, app):  # rule: more than 5 of p's devices have app installed
        return sum(1 for d in has_dev[p] if app in installs[d]) > 5

    def released(p):  # rule: p holds shares in c, c has cert used by app
        certs = {c for co in shares[p] for c in comp_certs[co]}
        return [a for a, v in apps.items() if v["useCert"] in certs]

    sent = lambda s, d=None: [t for t in trans if t["src"] == P(s) and (d is None or t["dst"] == P(d))]

    q = QSet("riskmining")
    # property
    q.add("property", "en", "What is 袁*'s phone number?", pname["袁*"]["hasPhone"])
    q.add("property", "en", "How old is 雷**?", pname["雷**"]["age"])
    q.add("property", "en", "What is the umid of device 45?", devices["45"]["umid"])
    q.add("property", "zh", "应用 com.qIu.VJbJ 的风险标记是什么？", apps["com.qIu.VJbJ"]["riskMark"])
    q.add("property", "en", "Which certificate number does the app com.oStEmG.may use?", apps["com.oStEmG.may"]["useCert"])
    q.add("property", "zh", "航天彩**人*股*限公司的电话号码是多少？",
          [c["phone"] for c in comp.values() if c["name"] == "航天彩**人*股*限公司"])
    # aggregate
    q.add("aggregate", "en", "How much money has 柏* transferred to 邬** in total?",
          sum(int(t["transAmt"]) for t in sent("柏*", "邬**")))
    q.add("aggregate", "en", "How many transfers did 柏* make to 杜*?", len(sent("柏*", "杜*")))
    q.add("aggregate", "zh", "柏*一共转出了多少钱？", sum(int(t["transAmt"]) for t in sent("柏*")))
    q.add("aggregate", "en", "How many apps are flagged as fraud (诈骗)?",
          sum(1 for a in apps.values() if a["riskMark"] == "诈骗"))
    q.add("aggregate", "zh", "设备 3 上一共安装了多少个应用？", len(installs["3"]))
    # relation_hop
    q.add("relation_hop", "en", "Who owns device 45?", [N(p) for p in owners["45"]])
    q.add("relation_hop", "en", "Which people did 柏* send money to?", uniq([N(t["dst"]) for t in sent("柏*")]))
    q.add("relation_hop", "zh", "设备 88 上安装了哪些应用？", installs["88"])
    q.add("relation_hop", "en", "Which gambling apps did 柏* release?", [a for a in released(P("柏*")) if a in gambling])
    # two_hop
    q.add("two_hop", "en", "Which apps are installed on 彭*'s devices?",
          uniq([a for d in has_dev[P("彭*")] for a in installs[d]]))
    q.add("two_hop", "en", "Who developed the app com.qIu.VJbJ?",
          [p["name"] for p in persons if developed(p["id"], "com.qIu.VJbJ")])
    app = "com.RmyO.qmymKP"
    q.add("two_hop", "zh", f"哪些人的设备上装了 {app}？",
          uniq([N(p) for d, v in installs.items() if app in v for p in owners[d]]))
    # superlative
    q.add("superlative", "en", "Who owns the most devices?",
          [N(p) for p in argmax_all({p: len(v) for p, v in has_dev.items()})])
    recv = defaultdict(int)
    for t in sent("柏*"):
        recv[N(t["dst"])] += int(t["transAmt"])
    q.add("superlative", "en", "Who received the most money from 柏*?", argmax_all(recv))
    q.add("superlative", "zh", "哪台设备安装的应用最多？", argmax_all({d: len(v) for d, v in installs.items()}))
    # time window / comparison / filter
    q.add("time_window", "en", "How much did 柏* transfer in the last 30 days?",
          sum(int(t["transAmt"]) for t in sent("柏*") if days_before(as_of, t["transDate"]) < 30))
    a_, b_ = len(has_dev[P("裘**")]), len(has_dev[P("杜*")])
    assert a_ != b_
    q.add("comparison", "zh", "裘**和杜*谁的设备更多？", "裘**" if a_ > b_ else "杜*")
    q.add("filter", "en", "Which people are older than 55?", [p["name"] for p in persons if int(p["age"]) > 55])
    # 赌博App老板 rule: s released gambling app a, u developed a, s transferred money to u
    bosses = []
    for s in persons:
        for a in released(s["id"]):
            if a not in gambling:
                continue
            devs = [u["id"] for u in persons if developed(u["id"], a)]
            if any(t["src"] == s["id"] and t["dst"] in devs for t in trans):
                bosses.append(s["name"])
                break
    q.add("filter", "zh", "哪些人属于赌博App老板？", bosses)
    return q.items


def main():
    for name, fn in (("acme-supply", acme), ("kag-supplychain", supplychain), ("kag-riskmining", riskmining)):
        items = fn()
        assert len(items) == 25, (name, len(items))
        langs = [i["lang"] for i in items]
        assert langs.count("en") == 16 and langs.count("zh") == 9, (name, langs.count("en"))
        path = OUT / f"r27-{name}.json"
        path.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(items))


if __name__ == "__main__":
    main()
