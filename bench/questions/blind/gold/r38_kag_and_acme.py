"""Gold-answer generator for blind question set r38 (acme-supply, kag-supplychain, kag-riskmining).

Computes every gold answer directly from the raw CSV source tables using only the
Python standard library, and writes three question files next to the gold/ folder:

    bench/questions/blind/r38-acme-supply.json
    bench/questions/blind/r38-kag-supplychain.json
    bench/questions/blind/r38-kag-riskmining.json

Each file is a JSON list of {"id", "question", "answer", "shape", "lang"}.
Relative periods for the two KAG projects use the as-of date 2023-10-15;
acme-supply questions use absolute dates only.

Run:  python3 bench/questions/blind/gold/r38_kag_and_acme.py
"""
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
SHARED = os.path.normpath(os.path.join(ROOT, "..", "shared", "datasets"))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))

ACME = os.path.join(ROOT, "data", "examples", "acme-supply", "sources")
SC = os.path.join(SHARED, "kag-supplychain", "sources")
RM = os.path.join(SHARED, "kag-riskmining", "sources")

AS_OF = datetime.date(2023, 10, 15)


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def d(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def num(x):
    """Format a number: integer string when integral, else rounded to 2 decimals."""
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return ("%.2f" % x)


def uniq_max(pairs):
    """pairs: list of (key, value). Return the key with the strict maximum value."""
    best = max(v for _, v in pairs)
    ks = [k for k, v in pairs if v == best]
    assert len(ks) == 1, ("tie for max", ks, best)
    return ks[0]


def uniq_min(pairs):
    best = min(v for _, v in pairs)
    ks = [k for k, v in pairs if v == best]
    assert len(ks) == 1, ("tie for min", ks, best)
    return ks[0]


def top_n(pairs, n):
    s = sorted(pairs, key=lambda kv: -kv[1])
    assert len(s) <= n or s[n - 1][1] != s[n][1], ("tie at top-n boundary", s[: n + 1])
    return [k for k, _ in s[:n]]


def dedup(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer, question
        self.items.append({
            "id": "%s-r38-%02d" % (self.prefix, len(self.items) + 1),
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def write(self, fname):
        en = sum(1 for q in self.items if q["lang"] == "en")
        zh = sum(1 for q in self.items if q["lang"] == "zh")
        assert (en, zh) == (16, 9), (fname, en, zh)
        with open(os.path.join(OUT_DIR, fname), "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=2)
            f.write("\n")


# ----------------------------------------------------------------------------
# acme-supply
# ----------------------------------------------------------------------------
def build_acme():
    comps = read(ACME, "Company.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    persons = read(ACME, "Person.csv")
    prods = read(ACME, "Product.csv")
    cid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps)
    nm = lambda i: cid[i]["name"]
    for t in trans:
        t["amt"] = int(t["transAmt"])
    reps = {p["name"]: [x for x in p["legalRepresentative"].split(";") if x] for p in persons}
    rep_of = {}
    for p, cs in reps.items():
        for c in cs:
            rep_of.setdefault(c, []).append(p)
    cprods = {c["name"]: [x for x in c["product"].split(";") if x] for c in comps}
    q = QS("acme")

    # 1 property
    q.add("What country is Borealis Rubber Works based in?", byname["Borealis Rubber Works"]["country"], "property", "en")
    # 2 property
    q.add("In which year was Fjord Steel AS founded?", byname["Fjord Steel AS"]["founded"], "property", "en")
    # 3 count with filter
    q.add("How many companies were founded before 1960?",
          num(sum(1 for c in comps if int(c["founded"]) < 1960)), "count_filter", "en")
    # 4 list, two conditions
    q.add("Which US companies were founded before 1980?",
          [c["name"] for c in comps if c["country"] == "US" and int(c["founded"]) < 1980], "list_two_conditions", "en")
    # 5 superlative
    inflow = {}
    for t in trans:
        inflow[t["dstId"]] = inflow.get(t["dstId"], 0) + t["amt"]
    q.add("Which company received the largest total amount of fund transfers?",
          nm(uniq_max(list(inflow.items()))), "superlative", "en")
    # 6 top N
    outflow = {}
    for t in trans:
        outflow[t["srcId"]] = outflow.get(t["srcId"], 0) + t["amt"]
    q.add("List the top 3 payers by total amount transferred out.",
          [nm(i) for i in top_n(list(outflow.items()), 3)], "top_n", "en")
    # 7 sum
    q.add("What is the total amount Acme Motors paid to O'Hara, Lamb & Sons?",
          num(sum(t["amt"] for t in trans if nm(t["srcId"]) == "Acme Motors" and nm(t["dstId"]) == "O'Hara, Lamb & Sons")),
          "sum", "en")
    # 8 average over filtered set
    t24 = [t["amt"] for t in trans if t["transDate"].startswith("2024")]
    q.add("What was the average amount of the fund transfers made in 2024?", num(sum(t24) / len(t24)), "average", "en")
    # 9 one-hop
    q.add("Who did Eastwind Logistics send money to?",
          dedup([nm(t["dstId"]) for t in trans if nm(t["srcId"]) == "Eastwind Logistics"]), "one_hop", "en")
    # 10 two-hop: legal reps of payers
    payers = dedup([nm(t["srcId"]) for t in trans if nm(t["dstId"]) == "O'Hara, Lamb & Sons"])
    q.add("Who are the legal representatives of the companies that paid O'Hara, Lamb & Sons?",
          dedup([p for c in payers for p in rep_of.get(c, [])]), "two_hop", "en")
    # 11 negation
    senders = {t["srcId"] for t in trans}
    q.add("Which companies have never sent a fund transfer?",
          [c["name"] for c in comps if c["id"] not in senders], "negation", "en")
    # 12 negation over a person's companies
    receivers = {nm(t["dstId"]) for t in trans}
    q.add("Which of the companies that Dara O'Hara represents never received a fund transfer?",
          [c for c in reps["Dara O'Hara"] if c not in receivers], "negation", "en")
    # 13 yes/no
    yn = any(nm(t["srcId"]) == "O'Hara, Lamb & Sons" and nm(t["dstId"]) == "Helix Chemicals" for t in trans)
    q.add("Did O'Hara, Lamb & Sons ever send money to Helix Chemicals?", "yes" if yn else "no", "yes_no", "en")
    # 14 comparison
    a, b = byname["Acme Motors"], byname["Helix Chemicals"]
    assert a["founded"] != b["founded"]
    q.add("Which was founded earlier, Acme Motors or Helix Chemicals?",
          a["name"] if int(a["founded"]) < int(b["founded"]) else b["name"], "comparison", "en")
    # 15 how many different
    q.add("How many different companies has Acme Motors sent money to?",
          num(len({t["dstId"] for t in trans if nm(t["srcId"]) == "Acme Motors"})), "count_distinct", "en")
    # 16 two-hop over products: makers of products upstream of tyres
    upstream = [p["id"] for p in prods if "Vehicles-Parts-Tyres" in p["hasSupplyChain"].split(";")]
    q.add("Which companies make a product that feeds into the supply chain of Vehicles-Parts-Tyres?",
          [c["name"] for c in comps if any(x in upstream for x in cprods[c["name"]])], "two_hop", "en")

    # --- Chinese (9)
    q.add("Eastwind 的法定代表人是谁？", rep_of["Eastwind Logistics"], "short_name", "zh")
    q.add("Bram de Vries 今年多少岁？", [p["age"] for p in persons if p["name"] == "Bram de Vries"], "property", "zh")
    q.add("总部在美国（US）的公司有几家？", num(sum(1 for c in comps if c["country"] == "US")), "count_filter", "zh")
    q.add("年龄最大的法定代表人是谁？", uniq_max([(p["name"], int(p["age"])) for p in persons]), "superlative", "zh")
    q.add("Delta Cells GmbH 向哪些公司转过账？",
          dedup([nm(t["dstId"]) for t in trans if nm(t["srcId"]) == "Delta Cells GmbH"]), "one_hop", "zh")
    # date range: 2024-05-01 .. 2024-06-30
    q.add("2024年5月1日到6月30日之间一共有多少笔转账？",
          num(sum(1 for t in trans if "20240501" <= t["transDate"] <= "20240630")), "date_range_count", "zh")
    g = sum(t["amt"] for t in trans if nm(t["srcId"]) == "Granite Insurance" and nm(t["dstId"]) == "Acme Motors")
    e = sum(t["amt"] for t in trans if nm(t["srcId"]) == "Eastwind Logistics" and nm(t["dstId"]) == "Acme Motors")
    assert g != e
    q.add("Granite Insurance 和 Eastwind Logistics，谁给 Acme Motors 的转账金额更多？",
          "Granite Insurance" if g > e else "Eastwind Logistics", "comparison", "zh")
    q.add("单笔金额超过 100000 的转账有多少笔？", num(sum(1 for t in trans if t["amt"] > 100000)), "count_filter", "zh")
    q.add("Helix 生产哪些产品？", cprods["Helix Chemicals"], "short_name", "zh")
    q.write("r38-acme-supply.json")
    return q.items


# ----------------------------------------------------------------------------
# kag-supplychain
# ----------------------------------------------------------------------------
def build_supplychain():
    comps = read(SC, "Company.csv")
    trans = read(SC, "Company_fundTrans_Company.csv")
    persons = read(SC, "Person.csv")
    prods = read(SC, "Product.csv")
    cid = {c["id"]: c for c in comps}
    byname = {c["name"]: c for c in comps}
    assert len(byname) == len(comps)
    nm = lambda i: cid[i]["name"]
    for t in trans:
        t["amt"] = int(t["transAmt"])
    updated = {r["id"] for r in read(SC, "CompanyUpdate.csv")}
    cprods = {c["name"]: dedup([x for x in c["product"].split(",") if x]) for c in comps}
    reps = {p["name"]: dedup([x for x in p["legalRepresentative"].split(",") if x]) for p in persons}
    assert len(reps) == len(persons)
    rep_of = {}
    for p, cs in reps.items():
        for c in cs:
            rep_of.setdefault(c, []).append(p)
    age = {p["name"]: int(p["age"]) for p in persons}

    def short(s):
        ms = [c["name"] for c in comps if c["name"].replace("*", "").startswith(s)]
        assert len(ms) == 1, (s, ms)
        return ms[0]

    SANJIAO = short("三角")
    CHUANHUA = short("传化")
    ZJMOTO = [c["name"] for c in comps if c["name"].startswith("浙江") and "摩托" in c["name"]]
    assert len(ZJMOTO) == 1
    ZJMOTO = ZJMOTO[0]
    q = QS("supplychain")

    # 1 property via short name (三角 not in CompanyUpdate)
    assert byname[SANJIAO]["id"] not in updated
    q.add("What products does 三角 make?", cprods[SANJIAO], "short_name", "en")
    q.add("How old is 臧*?", str(age["臧*"]), "property", "en")
    q.add("Who is the legal representative of 吉林奇*化****公司?", rep_of["吉林奇*化****公司"], "property", "en")
    q.add("How many different companies did 传化****限公司 send money to?",
          num(len({t["dstId"] for t in trans if nm(t["srcId"]) == CHUANHUA})), "count_distinct", "en")
    q.add("What is the total amount of fund transfers received by 三角***份限公司?",
          num(sum(t["amt"] for t in trans if nm(t["dstId"]) == SANJIAO)), "sum", "en")
    rec = {}
    for t in trans:
        if nm(t["srcId"]) == CHUANHUA:
            rec[t["dstId"]] = rec.get(t["dstId"], 0) + t["amt"]
    q.add("Which company received the most money from 传化****限公司?", nm(uniq_max(list(rec.items()))), "superlative", "en")
    q.add("Name the top 3 recipients of 传化****限公司's transfers by total amount.",
          [nm(i) for i in top_n(list(rec.items()), 3)], "top_n", "en")
    since = (AS_OF - datetime.timedelta(days=30))
    # make sure no transfer sits exactly on the boundary
    assert all(d(t["transDate"]) != since for t in trans)
    q.add("How many fund transfers happened in the last 30 days?",
          num(sum(1 for t in trans if since < d(t["transDate"]) <= AS_OF)), "date_range_count", "en")
    payers_sj = dedup([nm(t["srcId"]) for t in trans if nm(t["dstId"]) == SANJIAO])
    q.add("Which companies that paid 三角***份限公司 have 臧* as their legal representative?",
          [c for c in payers_sj if c in reps["臧*"]], "list_two_conditions", "en")
    q.add("Who are the legal representatives of the companies that transferred money to 三角***份限公司?",
          dedup([p for c in payers_sj for p in rep_of.get(c, [])]), "two_hop", "en")
    senders = {nm(t["srcId"]) for t in trans}
    q.add("Which of the companies that 臧* represents never sent any fund transfer?",
          [c for c in reps["臧*"] if c not in senders], "negation", "en")
    yn = any(nm(t["srcId"]) == SANJIAO and nm(t["dstId"]) == CHUANHUA for t in trans)
    q.add("Has 三角***份限公司 ever paid 传化****限公司?", "yes" if yn else "no", "yes_no", "en")
    assert age["禹**"] != age["俞**"]
    q.add("Who is older, 禹** or 俞**?", "禹**" if age["禹**"] > age["俞**"] else "俞**", "comparison", "en")
    q.add("How many persons are younger than 25?", num(sum(1 for a in age.values() if a < 25)), "count_filter", "en")
    ind = dedup([p["belongToIndustry"] for p in prods if p["id"] == "商品化工-橡胶-合成橡胶-顺丁橡胶"])
    assert len(ind) == 1
    q.add("Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?", ind, "property", "en")
    # recipients of 传化 that never sent money themselves
    q.add("Which companies received money from 传化****限公司 but have never sent any transfer themselves?",
          [nm(i) for i in rec if nm(i) not in senders], "negation", "en")

    # --- Chinese (9)
    q.add("传化的法定代表人是谁？", rep_of[CHUANHUA], "short_name", "zh")
    q.add("浙江**摩托**限公司一共对外转账了多少钱？",
          num(sum(t["amt"] for t in trans if nm(t["srcId"]) == ZJMOTO)), "sum", "zh")
    q.add("有几家不同的公司给三角***份限公司转过账？", num(len(payers_sj)), "count_distinct", "zh")
    q.add("2023年7月一共发生了多少笔转账？",
          num(sum(1 for t in trans if t["transDate"].startswith("202307"))), "date_range_count", "zh")
    q.add("年龄最大的自然人是谁？", uniq_max(list(age.items())), "superlative", "zh")
    q.add("任**是哪些公司的法定代表人？", reps["任**"], "one_hop", "zh")
    r = [t["amt"] for t in trans if nm(t["dstId"]) == CHUANHUA]
    q.add("传化****限公司收到的转账平均每笔多少钱？", num(sum(r) / len(r)), "average", "zh")
    q.add("鹰君集**公司经营哪些产品？", cprods["鹰君集**公司"], "property", "zh")
    both = [c["name"] for c in comps if c["id"] not in updated
            and "汽车" in cprods[c["name"]] and "轮胎与橡胶-轮胎" in cprods[c["name"]]]
    q.add("哪些公司的经营产品里同时列有“汽车”和“轮胎与橡胶-轮胎”这两项（按产品名精确匹配，不算其下级细分产品）？", both, "list_two_conditions", "zh")
    q.write("r38-kag-supplychain.json")
    return q.items


# ----------------------------------------------------------------------------
# kag-riskmining
# ----------------------------------------------------------------------------
def build_riskmining():
    persons = read(RM, "Person.csv")
    comps = read(RM, "Company.csv")
    apps = read(RM, "App.csv")
    devs = read(RM, "Device.csv")
    trans = read(RM, "Person_fundTrans_Person.csv")
    pdev = read(RM, "Person_hasDevice_Device.csv")
    pcert = read(RM, "Person_hasCert_Cert.csv")
    share = read(RM, "Person_holdShare_Company.csv")
    ccert = read(RM, "Company_hasCert_Cert.csv")
    pid = {p["id"]: p for p in persons}
    pname = {p["name"]: p for p in persons}
    assert len(pname) == len(persons)
    cid = {c["id"]: c for c in comps}
    did = {x["id"]: x for x in devs}
    app = {a["id"]: a for a in apps}
    inst = {x["id"]: [a for a in x["install"].split(",") if a] for x in devs}
    for t in trans:
        t["amt"] = int(t["transAmt"])
    pn = lambda i: pid[i]["name"]
    owned = {}
    for r in pdev:
        owned.setdefault(r["src"], [])
        if r["dst"] not in owned[r["src"]]:
            owned[r["src"]].append(r["dst"])
    owners = {}
    for r in pdev:
        owners.setdefault(r["dst"], [])
        if r["src"] not in owners[r["dst"]]:
            owners[r["dst"]].append(r["src"])
    P = lambda n: pname[n]["id"]
    q = QS("riskmining")

    q.add("How old is 柏*?", pname["柏*"]["age"], "property", "en")
    q.add("What is 柏*'s phone number?", pname["柏*"]["hasPhone"], "property", "en")
    q.add("Which companies does 柏* hold shares in?",
          dedup([cid[r["dst"]]["name"] for r in share if r["src"] == P("柏*")]), "one_hop", "en")
    q.add("How many apps are flagged with the risk mark 赌博?",
          num(sum(1 for a in apps if a["riskMark"] == "赌博")), "count_filter", "en")
    installed = {a for v in inst.values() for a in v}
    q.add("Which apps marked 诈骗 are installed on at least one device?",
          [a["id"] for a in apps if a["riskMark"] == "诈骗" and a["id"] in installed], "list_two_conditions", "en")
    umid3 = did["3"]["umid"]
    q.add("Who owns the device with umid %s?" % umid3, [pn(i) for i in owners["3"]], "one_hop", "en")
    q.add("Which apps are installed on the device(s) owned by 明**?",
          dedup([a for dv in owned[P("明**")] for a in inst[dv]]), "two_hop", "en")
    q.add("What is the total amount 柏* transferred to 邬**?",
          num(sum(t["amt"] for t in trans if t["src"] == P("柏*") and t["dst"] == P("邬**"))), "sum", "en")
    q.add("How many transfers did 柏* make in September 2023?",
          num(sum(1 for t in trans if t["src"] == P("柏*") and t["transDate"].startswith("202309"))),
          "date_range_count", "en")
    one_dev_old = [p["name"] for p in persons if len(owned.get(p["id"], [])) == 1 and int(p["age"]) > 50]
    q.add("Which people own exactly one device and are over 50 years old?", one_dev_old, "list_two_conditions", "en")
    yn = any("com.qIu.VJbJ" in inst[dv] for dv in owned[P("萧*")])
    q.add("Is the app com.qIu.VJbJ installed on a device owned by 萧*?", "yes" if yn else "no", "yes_no", "en")
    a_, b_ = len(owned[P("裘**")]), len(owned[P("杜*")])
    assert a_ != b_
    q.add("Who owns more devices, 裘** or 杜*?", "裘**" if a_ > b_ else "杜*", "comparison", "en")
    q.add("On how many different devices is com.Yirmf.MZx.NKC.Xqp installed?",
          num(sum(1 for v in inst.values() if "com.Yirmf.MZx.NKC.Xqp" in v)), "count_distinct", "en")
    q.add("Which company has the phone number 137****3517?",
          [c["name"] for c in comps if c["phone"] == "137****3517"], "property", "en")
    cert_yirmf = app["com.Yirmf.MZx.NKC.Xqp"]["useCert"]
    q.add("Which companies hold the certificate used by the gambling app com.Yirmf.MZx.NKC.Xqp?",
          dedup([cid[r["src"]]["name"] for r in ccert if r["dst"] == cert_yirmf]), "two_hop", "en")
    receivers = {t["dst"] for t in trans}
    q.add("Which persons who own a device have never received a transfer and are under 30?",
          [p["name"] for p in persons if p["id"] in owned and p["id"] not in receivers and int(p["age"]) < 30],
          "negation", "en")

    # --- Chinese (9)
    q.add("柏*给几个不同的人转过账？", num(len({t["dst"] for t in trans if t["src"] == P("柏*")})), "count_distinct", "zh")
    q.add("柏*单笔最大的一笔转账金额是多少？",
          num(max(t["amt"] for t in trans if t["src"] == P("柏*"))), "superlative", "zh")
    q.add("年龄最大的自然人是谁？", uniq_max([(p["name"], int(p["age"])) for p in persons]), "superlative", "zh")
    q.add("拥有设备最多的人是谁？", pn(uniq_max([(k, len(v)) for k, v in owned.items()])), "superlative", "zh")
    q.add("风险标记为诈骗的应用有几个？", num(sum(1 for a in apps if a["riskMark"] == "诈骗")), "count_filter", "zh")
    q.add("裘**持有哪张证书？（给出证书编号）",
          dedup([r["dst"] for r in pcert if r["src"] == P("裘**")]), "one_hop", "zh")
    q.add("柏*一共给杜*转了多少钱？",
          num(sum(t["amt"] for t in trans if t["src"] == P("柏*") and t["dst"] == P("杜*"))), "sum", "zh")
    q.add("年龄在40到50岁之间（含40和50）的有哪些人？",
          [p["name"] for p in persons if 40 <= int(p["age"]) <= 50], "list_filter", "zh")
    q.add("手机号 132****0000 是谁的？", [p["name"] for p in persons if p["hasPhone"] == "132****0000"], "property", "zh")
    q.write("r38-kag-riskmining.json")
    return q.items


if __name__ == "__main__":
    for fn in (build_acme, build_supplychain, build_riskmining):
        items = fn()
        print(fn.__name__, len(items))
