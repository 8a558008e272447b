"""Gold answers for the r5 KAG question sets, computed from the raw CSV files only (csv module)."""
import csv
import datetime as dt
import json
import os
from collections import Counter, defaultdict

OUT = "/work/probe9"
ACME = "/work/main/data/examples/acme-supply/sources"
SC = "/work/shared/datasets/kag-supplychain/sources"
RM = "/work/shared/datasets/kag-riskmining/sources"


def read(folder, name):
    with open(os.path.join(folder, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def fmt(x):
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return f"{x:.2f}".rstrip("0").rstrip(".")
    return str(x)


def split(cell, sep):
    """Multi-value cell: items in order, a name repeated in one cell counts once."""
    out = []
    for s in cell.split(sep):
        s = s.strip()
        if s and s not in out:
            out.append(s)
    return out


def one(rows, key, value):
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (key, value, len(hits))
    return hits[0]


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def last_n_days(s, as_of, n):
    """'the last N days': fewer than N days before the as-of date (KAG: date_diff < N)."""
    d = (as_of - day(s)).days
    return 0 <= d < n


def argmax_all(pairs):
    """pairs: (name, value); every name with the top value (ties kept)."""
    top = max(v for _, v in pairs)
    return [n for n, v in pairs if v == top], top


def argmin_all(pairs):
    low = min(v for _, v in pairs)
    return [n for n, v in pairs if v == low], low


class QS:
    def __init__(self, prefix, as_of=None):
        self.prefix, self.items, self.as_of = prefix, [], as_of

    def add(self, question, answer, shape, lang, timed=False):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [fmt(a) for a in answer]
        assert answer and all(a != "" for a in answer), question
        assert len(set(answer)) == len(answer), (question, answer)
        q = {"id": f"{self.prefix}-r5-{len(self.items) + 1:02d}", "question": question,
             "answer": answer, "shape": shape, "lang": lang}
        if timed:
            q["as_of"] = self.as_of
        self.items.append(q)

    def write(self, path):
        assert len(self.items) == 25, (path, len(self.items))
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.items, f, ensure_ascii=False, indent=1)
            f.write("\n")


# ---------------------------------------------------------------- acme-supply
def acme():
    as_of = dt.date(2024, 6, 30)  # kagflow.yaml as_of
    comp = read(ACME, "Company.csv")
    pers = read(ACME, "Person.csv")
    prod = read(ACME, "Product.csv")
    tx = read(ACME, "Company_fundTrans_Company.csv")
    SEP = ";"
    for rows in (comp, pers):
        names = [r["name"] for r in rows]
        assert len(names) == len(set(names))
    cname = {r["id"]: r["name"] for r in comp}
    byname = {r["name"]: r for r in comp}
    products = {r["name"]: split(r["product"], SEP) for r in comp}
    down = {r["id"]: split(r["hasSupplyChain"], SEP) for r in prod}
    reps = {r["name"]: split(r["legalRepresentative"], SEP) for r in pers}
    for v in reps.values():
        assert all(c in byname for c in v)
    q = QS("acme", "2024-06-30")

    # property
    q.add("Which country is Fjord Steel AS based in?", one(comp, "name", "Fjord Steel AS")["country"], "property", "en")
    q.add("When was Helix Chemicals founded?", one(comp, "name", "Helix Chemicals")["founded"], "property", "en")
    q.add("Chloe Tan 今年多大？", one(pers, "name", "Chloe Tan")["age"], "property", "zh")
    q.add("Could you tell me which products Acme Motors makes?", products["Acme Motors"], "property", "en")
    q.add("Delta Cells GmbH 是哪一年成立的？", one(comp, "name", "Delta Cells GmbH")["founded"], "property", "zh")

    # relation hops
    q.add("For which companies does Bram de Vries act as legal representative?", reps["Bram de Vries"], "relation_hop", "en")
    r = [p for p, cs in reps.items() if "Granite Insurance" in cs]
    assert len(r) == 1
    q.add("Granite Insurance 的法定代表人是谁？", r, "relation_hop", "zh")
    r = [p for p, cs in reps.items() if "Delta Cells GmbH" in cs]
    assert len(r) == 1
    q.add("How old is the legal representative of Delta Cells GmbH?", one(pers, "name", r[0])["age"], "two_hop", "en")
    ds = []
    for p in products["Borealis Rubber Works"]:
        for d in down.get(p, []):
            if d not in ds:
                ds.append(d)
    q.add("Which products are downstream of the ones Borealis Rubber Works makes?", ds, "two_hop", "en")
    r = [p for p, cs in reps.items() if "Helix Chemicals" in cs]
    assert len(r) == 1
    others = [c for c in reps[r[0]] if c != "Helix Chemicals"]
    q.add("担任 Helix Chemicals 法人代表的那个人，还是哪家公司的法人代表？", others, "two_hop", "zh")

    # aggregates
    inflow = defaultdict(int)
    outflow = defaultdict(int)
    for t in tx:
        inflow[cname[t["dstId"]]] += int(t["transAmt"])
        outflow[cname[t["srcId"]]] += int(t["transAmt"])
    q.add("How much money did O'Hara, Lamb & Sons receive in total?", inflow["O'Hara, Lamb & Sons"], "aggregate", "en")
    q.add("有多少家公司成立于1960年之前？", sum(int(r["founded"]) < 1960 for r in comp), "aggregate", "zh")
    ages = [int(r["age"]) for r in pers]
    q.add("What is the average age of the people on record?", sum(ages) / len(ages), "aggregate", "en")

    # superlatives
    names, _ = argmin_all([(r["name"], int(r["founded"])) for r in comp])
    q.add("Which company was established the earliest?", names, "superlative", "en")
    names, _ = argmax_all(list(outflow.items()))
    q.add("哪家公司转出的资金总额最多？", names, "superlative", "zh")
    names, _ = argmin_all([(r["name"], int(r["age"])) for r in pers])
    q.add("Who is the youngest person?", names, "superlative", "en")

    # comparisons
    a, b = int(byname["Helix Chemicals"]["founded"]), int(byname["Borealis Rubber Works"]["founded"])
    q.add("Was Helix Chemicals founded before Borealis Rubber Works?", a < b, "comparison", "en")
    a, b = int(one(pers, "name", "Ada Moreno")["age"]), int(one(pers, "name", "Bram de Vries")["age"])
    assert a != b
    q.add("Ada Moreno 和 Bram de Vries 谁年纪更大？", "Ada Moreno" if a > b else "Bram de Vries", "comparison", "zh")

    # filter / list
    q.add("Which companies were set up after 1980?", [r["name"] for r in comp if int(r["founded"]) > 1980], "filter", "en")
    q.add("List all people older than 45.", [r["name"] for r in pers if int(r["age"]) > 45], "list", "en")

    # described
    r = one(comp, "founded", "1948")
    q.add("What country is the company founded in 1948 from?", r["country"], "described", "en")
    r = one(pers, "age", "44")
    q.add("44岁的那个人是哪些公司的法定代表人？", reps[r["name"]], "described", "zh")

    # time windows (as_of 2024-06-30)
    rec = []
    for t in tx:
        if cname[t["srcId"]] == "Acme Motors" and last_n_days(t["transDate"], as_of, 30):
            if cname[t["dstId"]] not in rec:
                rec.append(cname[t["dstId"]])
    q.add("Which companies received money from Acme Motors in the last 30 days?", rec, "time_window", "en", timed=True)
    n = sum(dt.date(2024, 1, 1) <= day(t["transDate"]) <= dt.date(2024, 3, 31) for t in tx)
    q.add("2024年第一季度一共发生了多少笔转账？", n, "time_window", "zh", timed=True)

    # type
    assert "Granite Insurance" in byname and "Granite Insurance" not in reps and "Granite Insurance" not in down
    q.add("What kind of entity is Granite Insurance?", "Company", "type", "en")
    q.write(os.path.join(OUT, "r5-kag-acme-supply.json"))


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = dt.date(2023, 10, 15)
    comp = read(SC, "Company.csv")
    pers = read(SC, "Person.csv")
    prod = read(SC, "Product.csv")
    tx = read(SC, "Company_fundTrans_Company.csv")
    ev = read(SC, "ProductChainEvent.csv")
    upd = read(SC, "CompanyUpdate.csv")
    SEP = ","
    for rows in (comp, pers):
        names = [r["name"] for r in rows]
        assert len(names) == len(set(names))
    cname = {r["id"]: r["name"] for r in comp}
    byname = {r["name"]: r for r in comp}
    products = {r["name"]: split(r["product"], SEP) for r in comp}
    updated = {r["name"] for r in upd}  # CompanyUpdate changes these; avoided below
    industry = {}
    for r in prod:  # Product.csv repeats rows; they must agree
        assert industry.get(r["id"], r["belongToIndustry"]) == r["belongToIndustry"]
        industry[r["id"]] = r["belongToIndustry"]
    reps = {r["name"]: split(r["legalRepresentative"], SEP) for r in pers}
    for v in reps.values():
        assert all(c in byname for c in v), v
    age = {r["name"]: int(r["age"]) for r in pers}
    q = QS("sc", "2023-10-15")

    def rep_of(company):
        r = [p for p, cs in reps.items() if company in cs]
        assert len(r) == 1, (company, r)
        return r[0]

    # property
    q.add("How old is 骆*?", age["骆*"], "property", "en")
    assert "三角***份限公司" not in updated
    q.add("三角***份限公司主要经营哪些产品？", products["三角***份限公司"], "property", "zh")
    q.add("Which industry does the product 消闲用品-自行车 fall under?", industry["消闲用品-自行车"], "property", "en")
    assert "华宝****有公司" not in updated
    q.add("Could you list the products that 华宝****有公司 deals in?", products["华宝****有公司"], "property", "en")
    e = one(ev, "name", "顺丁橡胶成本上涨")
    q.add("What product is the subject of the event 顺丁橡胶成本上涨?", e["subject"], "property", "en")

    # hops
    q.add("Which companies is 倪** the legal representative of?", reps["倪**"], "relation_hop", "en")
    q.add("吉林奇*化****公司的法人代表是谁？", rep_of("吉林奇*化****公司"), "relation_hop", "zh")
    dst = []
    for t in tx:
        if cname[t["srcId"]] == "传化****限公司" and cname[t["dstId"]] not in dst:
            dst.append(cname[t["dstId"]])
    q.add("Which companies did 传化****限公司 send money to?", dst, "relation_hop", "en")
    q.add("How old is the legal representative of 万威国**公司?", age[rep_of("万威国**公司")], "two_hop", "en")
    c = "润中***股*公司"
    assert c not in updated
    inds = []
    for p in products[c]:
        assert p in industry, p  # every product of it has a row with an industry
        if industry[p] not in inds:
            inds.append(industry[p])
    q.add("润中***股*公司属于哪些行业？", inds, "two_hop", "zh")

    # aggregates
    q.add("How many people are under 25?", sum(a < 25 for a in age.values()), "aggregate", "en")
    tot = sum(int(t["transAmt"]) for t in tx if cname[t["dstId"]] == "三角***份限公司")
    q.add("三角***份限公司一共收到了多少资金？", tot, "aggregate", "zh")
    makers = [n for n, ps in products.items() if "轮胎与橡胶-轮胎-特种轮胎" in ps]
    assert not set(makers) & updated
    q.add("How many companies make 轮胎与橡胶-轮胎-特种轮胎?", len(makers), "aggregate", "en")

    # superlatives
    names, _ = argmax_all(list(age.items()))
    q.add("Who is the oldest person?", names, "superlative", "en")
    cnt = Counter(cname[t["dstId"]] for t in tx)
    names, _ = argmax_all(list(cnt.items()))
    q.add("哪家公司收到的转账笔数最多？", names, "superlative", "zh")
    names, _ = argmin_all(list(age.items()))
    q.add("Who is the youngest legal representative?", names, "superlative", "en")

    # comparisons
    assert age["禹**"] != age["俞**"]
    q.add("Is 禹** older than 俞**?", age["禹**"] > age["俞**"], "comparison", "en")
    assert age["樊**"] != age["倪**"]
    q.add("樊**和倪**谁的年龄更大？", "樊**" if age["樊**"] > age["倪**"] else "倪**", "comparison", "zh")

    # filter / list
    q.add("Which people are over 55 years old?", [n for n, a in age.items() if a > 55], "filter", "en")
    big = []
    for t in tx:
        if int(t["transAmt"]) > 1_000_000 and cname[t["dstId"]] not in big:
            big.append(cname[t["dstId"]])
    q.add("哪些公司收到过单笔超过100万的转账？", big, "filter", "zh")

    # described
    r = one(pers, "age", "45")
    q.add("Which companies does the 45-year-old person represent?", reps[r["name"]], "described", "en")
    hits = [t for t in tx if t["transAmt"] == "470262" and cname[t["srcId"]] == "传化****限公司"]
    assert len(hits) == 1
    q.add("Which company received 470262 from 传化****限公司?", cname[hits[0]["dstId"]], "described", "en")

    # time windows (as_of 2023-10-15)
    s = sum(int(t["transAmt"]) for t in tx
            if cname[t["srcId"]] == "传化****限公司" and last_n_days(t["transDate"], as_of, 30))
    q.add("传化****限公司近1个月流出了多少资金？", s, "time_window", "zh", timed=True)
    s = sum(int(t["transAmt"]) for t in tx
            if cname[t["dstId"]] == "三角***份限公司" and last_n_days(t["transDate"], as_of, 90))
    q.add("How much money did 三角***份限公司 take in over the last 3 months?", s, "time_window", "en", timed=True)

    # type: concept rule TaxOfProdEvent/价格上涨 (index 价格, trend 上涨)
    assert e["index"] == "价格" and e["trend"] == "上涨"
    q.add("顺丁橡胶成本上涨属于哪一类产业链事件？", "价格上涨", "type", "zh")
    q.write(os.path.join(OUT, "r5-kag-kag-supplychain.json"))


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    as_of = dt.date(2023, 10, 15)
    pers = read(RM, "Person.csv")
    comp = read(RM, "Company.csv")
    app = read(RM, "App.csv")
    dev = read(RM, "Device.csv")
    cert = read(RM, "Cert.csv")
    hold = read(RM, "Person_holdShare_Company.csv")
    hasdev = read(RM, "Person_hasDevice_Device.csv")
    chc = read(RM, "Company_hasCert_Cert.csv")
    tx = read(RM, "Person_fundTrans_Person.csv")
    for rows in (pers, comp):
        names = [r["name"] for r in rows]
        assert len(names) == len(set(names))
    pname = {r["id"]: r["name"] for r in pers}
    cname = {r["id"]: r["name"] for r in comp}
    age = {r["name"]: int(r["age"]) for r in pers}
    risk = {r["id"]: r["riskMark"] for r in app}
    umid = {r["id"]: r["umid"] for r in dev}
    assert len(set(umid.values())) == len(umid)
    inst = {r["id"]: split(r["install"], ",") for r in dev}
    owners = defaultdict(list)
    pdev = defaultdict(list)
    for r in hasdev:
        if pname[r["src"]] not in owners[r["dst"]]:
            owners[r["dst"]].append(pname[r["src"]])
        if r["dst"] not in pdev[pname[r["src"]]]:
            pdev[pname[r["src"]]].append(r["dst"])
    q = QS("rm", "2023-10-15")

    # property
    q.add("柏*的手机号是多少？", one(pers, "name", "柏*")["hasPhone"], "property", "zh")
    q.add("How old is 席*?", age["席*"], "property", "en")
    q.add("What's the phone number of 中信*投证***限公司?", one(comp, "name", "中信*投证***限公司")["phone"], "property", "en")
    q.add("What is the risk label on the app com.oStEmG.may?", risk["com.oStEmG.may"], "property", "en")

    # hops
    held = []
    for r in hold:
        if pname[r["src"]] == "柏*" and cname[r["dst"]] not in held:
            held.append(cname[r["dst"]])
    q.add("Which companies does 柏* hold shares in?", held, "relation_hop", "en")
    paid = []
    for t in tx:
        if pname[t["src"]] == "柏*" and pname[t["dst"]] not in paid:
            paid.append(pname[t["dst"]])
    q.add("柏*给哪些人转过账？", paid, "relation_hop", "zh")
    assert len(pdev["左**"]) == 1
    q.add("Which apps are installed on the device owned by 左**?", inst[pdev["左**"][0]], "two_hop", "en")
    assert len(pdev["方*"]) == 1
    others = [o for d in pdev["方*"] for o in owners[d] if o != "方*"]
    q.add("Who else uses the same device as 方*?", others, "two_hop", "en")
    phones = [one(comp, "name", c)["phone"] for c in held]
    q.add("柏*持股的那些公司的电话号码分别是多少？", phones, "two_hop", "zh")

    # aggregates
    s = sum(int(t["transAmt"]) for t in tx if pname[t["src"]] == "柏*" and pname[t["dst"]] == "邬**")
    q.add("柏*一共给邬**转了多少钱？", s, "aggregate", "zh")
    q.add("How many apps are flagged as fraud (诈骗)?", sum(v == "诈骗" for v in risk.values()), "aggregate", "en")
    q.add("How many devices does 邬** own?", len(pdev["邬**"]), "aggregate", "en")

    # superlatives
    names, _ = argmax_all([(p, len(ds)) for p, ds in pdev.items()])
    q.add("Who owns the most devices?", names, "superlative", "en")
    names, _ = argmax_all(list(age.items()))
    q.add("谁的岁数最大？", names, "superlative", "zh")
    best = max(int(t["transAmt"]) for t in tx if pname[t["src"]] == "柏*")
    to = sorted({pname[t["dst"]] for t in tx if pname[t["src"]] == "柏*" and int(t["transAmt"]) == best})
    q.add("To whom did 柏* send the largest single transfer?", to, "superlative", "en")

    # comparisons
    q.add("Are 郝* and 葛** the same age?", age["郝*"] == age["葛**"], "comparison", "en")
    assert age["穆**"] != age["裘**"]
    q.add("穆**和裘**，谁更年长？", "穆**" if age["穆**"] > age["裘**"] else "裘**", "comparison", "zh")

    # filter / list
    q.add("Which people are younger than 30?", [n for n, a in age.items() if a < 30], "filter", "en")
    q.add("List the apps marked as gambling.", [a for a, v in risk.items() if v == "赌博"], "list", "en")

    # described
    d = pdev["蓝*"]
    assert len(d) == 1 and owners[d[0]] == ["蓝*"]
    q.add(f"Who owns the device with umid {umid[d[0]]}?", owners[d[0]], "described", "en")
    c = one(comp, "phone", "196****5023")
    assert all(p["hasPhone"] != "196****5023" for p in pers)
    q.add("电话号码为196****5023的公司叫什么名字？", c["name"], "described", "zh")

    # time windows (as_of 2023-10-15)
    s = sum(int(t["transAmt"]) for t in tx if pname[t["src"]] == "柏*" and last_n_days(t["transDate"], as_of, 30))
    q.add("How much did 柏* transfer in the last 30 days?", s, "time_window", "en", timed=True)
    n = sum(1 for t in tx if pname[t["src"]] == "柏*" and pname[t["dst"]] == "杜*" and t["transDate"].startswith("202309"))
    q.add("2023年9月柏*给杜*转了几笔账？", n, "time_window", "zh", timed=True)

    # types: concept rules
    assert "赌博" in risk["com.HOfs.aOnwJ.fFHM.QoXx"]
    q.add("Which risk-app category does com.HOfs.aOnwJ.fFHM.QoXx fall into?", "赌博应用", "type", "en")
    # 柏*: developed (>5 own devices with the app installed) / release (holdShare -> hasCert <- useCert)
    gamb = {a for a, v in risk.items() if "赌博" in v}
    certnum = {r["certNum"] for r in cert}

    def developed(p):
        c = Counter(a for dv in pdev[p] for a in inst[dv])
        return {a for a, k in c.items() if k > 5}

    def released(p):
        cs = {r["dst"] for r in hold if pname[r["src"]] == p}
        certs = {r["dst"] for r in chc if r["src"] in cs}
        assert certs <= certnum
        return {r["id"] for r in app if r["useCert"] in certs}

    kinds = []
    if developed("柏*") & gamb:
        kinds.append("赌博App开发者")
    devs = {p for p in age if developed(p) & gamb}
    for a in released("柏*") & gamb:
        if any(u in devs and a in developed(u) for u in paid):
            kinds.append("赌博App老板")
            break
    q.add("柏*属于哪类风险用户？", kinds, "type", "zh")
    q.write(os.path.join(OUT, "r5-kag-kag-riskmining.json"))


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
    for f in ("r5-kag-acme-supply.json", "r5-kag-kag-supplychain.json", "r5-kag-kag-riskmining.json"):
        items = json.load(open(os.path.join(OUT, f), encoding="utf-8"))
        print(f, len(items), dict(Counter(i["shape"] for i in items)), dict(Counter(i["lang"] for i in items)))
