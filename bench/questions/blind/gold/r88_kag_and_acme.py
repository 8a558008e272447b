"""Gold answers for held-out question round r88 (acme-supply, kag-supplychain, kag-riskmining).

Personas
  (1) Treasury analyst reconciling intercompany payments by month and counterparty
      (acme-supply, kag-supplychain).
  (2) 一位银行信用卡中心的反欺诈调查员: people, shared devices, risky apps, certificates
      (kag-riskmining).
  (3) ESG analyst (English): who represents which companies, company ages (founding years),
      product lines (all three projects; in kag-riskmining "who holds shares in what").

Files / columns used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id,name,country,founded,product[';'-MultiValue]),
    Company_fundTrans_Company.csv (srcId,dstId,transDate yyyymmdd,transAmt int),
    Person.csv (name,age,legalRepresentative[';'-MultiValue of company names]),
    Product.csv (id,hasSupplyChain[';'-MultiValue]).
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id,name,product[','-MultiValue]), Company_fundTrans_Company.csv,
    Person.csv (name,age,legalRepresentative[','-MultiValue]),
    Product.csv (id,belongToIndustry,hasSupplyChain[','-MultiValue]).
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id,name,age), Person_fundTrans_Person.csv (src,dst,transDate,transAmt),
    Person_hasDevice_Device.csv, Device.csv (id,umid,install[','-MultiValue app ids]),
    App.csv (id = package name,riskMark,useCert = certNum), Cert.csv (certNum),
    Person_hasCert_Cert.csv, Company.csv (name), Company_hasCert_Cert.csv,
    Person_holdShare_Company.csv.

Readings avoided (and why)
  * No "today / last N days" questions: schema rules (outflow90Days, fundTrans1Month...) depend on
    now(); only explicit, inclusive date windows are used.
  * kag-supplychain CompanyUpdate.csv has unclear semantics -> never used; and the products of
    浙江**摩托**限公司 (the company it updates) are not asked about.
  * MultiValue cells that repeat a value (supplychain Person 臧*'s legalRepresentative, several
    Company.product cells, riskmining Devices 3/16/20 install lists) are either avoided or
    de-duplicated (each value counted once). Product.csv rows that repeat an id are avoided.
  * Lists naming things without their own row: every legalRepresentative name used is checked to
    exist in Company.csv; all installed app ids exist in App.csv (asserted).
  * Masked values: company/person names are masked with '*' in the KAG data but are unique strings;
    the three near-identical riskmining companies '**娱乐*…公司' are not used as answers, and masked
    phone numbers are never asked.
  * Superlatives are asserted unique (ties such as youngest supplychain person, 20 yrs, are skipped).
  * Entities are referred to by name (apps by package name, devices by umid, certs by certNum, which
    are their only human-facing identifiers); never by internal numeric ids.
  * Non-integers: Decimal ROUND_HALF_UP to 2 decimals (stated in the question).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_up(rel):
    d = HERE
    while True:
        cand = os.path.join(d, rel)
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find " + rel)
        d = parent


def read(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def avg(vals):
    return r2(Decimal(sum(vals)) / Decimal(len(vals)))


def iso(d):
    return f"{d[:4]}-{d[4:6]}-{d[6:8]}"


def unique_top(counter_like, reverse=True):
    items = sorted(counter_like.items(), key=lambda kv: kv[1], reverse=reverse)
    assert len(items) == 1 or items[0][1] != items[1][1], ("tie", items[:3])
    return items[0][0]


def split(cell, sep):
    vals = [v.strip() for v in cell.split(sep) if v.strip()]
    out = []
    for v in vals:  # de-duplicate, keep order
        if v not in out:
            out.append(v)
    return out


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


class QS:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [str(a) for a in answer]
        assert answer and all(a for a in answer), question
        self.items.append({
            "id": f"{self.prefix}-r88-{len(self.items) + 1:02d}",
            "question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comp = read(base, "Company.csv")
    trans = read(base, "Company_fundTrans_Company.csv")
    pers = read(base, "Person.csv")
    prod = read(base, "Product.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(set(name.values())) == len(comp)
    byname = {c["name"]: c for c in comp}
    T = [dict(src=name[t["srcId"]], dst=name[t["dstId"]], date=t["transDate"], amt=int(t["transAmt"])) for t in trans]
    P = {p["name"]: p for p in pers}
    rep = {p["name"]: split(p["legalRepresentative"], ";") for p in pers}
    for v in rep.values():
        assert all(c in byname for c in v)
    prods = {c["name"]: split(c["product"], ";") for c in comp}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in prod}
    q = QS("acme-supply")
    AM, OH, DC = "Acme Motors", "O'Hara, Lamb & Sons", "Delta Cells GmbH"

    q.add("property", "en", "What year was Borealis Rubber Works founded?", byname["Borealis Rubber Works"]["founded"])
    q.add("property", "en", "Delta Cells GmbH country?", byname[DC]["country"])
    founded = {c["name"]: int(c["founded"]) for c in comp}
    q.add("superlative", "en", "For an ESG age profile: which company in the Acme supply network was founded earliest?",
          unique_top(founded, reverse=False))
    q.add("comparison", "en", "Which is the older company, Fjord Steel AS or Granite Insurance?",
          min(["Fjord Steel AS", "Granite Insurance"], key=lambda n: founded[n]))
    q.add("list", "en", "Which companies is Ada Moreno the legal representative of?", rep["Ada Moreno"])
    inflow_single = {i: t["amt"] for i, t in enumerate(T)}
    top = T[unique_top(inflow_single)]
    q.add("two_hop", "en", "Who is the legal representative of the company that received the single largest fund transfer in the Acme supply data?",
          [p for p, cs in rep.items() if top["dst"] in cs])
    q.add("sum", "en", "I'm reconciling intercompany payables. What is the total amount Acme Motors transferred to O'Hara, Lamb & Sons across all recorded transfers?",
          sum(t["amt"] for t in T if t["src"] == AM and t["dst"] == OH))
    q.add("sum", "en", "total outgoing transfers from Acme Motors between 2024-06-01 and 2024-06-30 inclusive",
          sum(t["amt"] for t in T if t["src"] == AM and "20240601" <= t["date"] <= "20240630"))
    june = [t["amt"] for t in T if "20240601" <= t["date"] <= "20240630"]
    q.add("average", "en", "What is the average amount of all fund transfers dated from 2024-06-01 to 2024-06-30 inclusive? Round to 2 decimals (half up).",
          avg(june))
    g = [t for t in T if t["src"] == "Granite Insurance" and t["dst"] == AM]
    assert len(g) == 1
    q.add("date", "en", "On what date (YYYY-MM-DD) did Granite Insurance send its transfer to Acme Motors?", iso(g[0]["date"]))
    q.add("count", "en", "How many companies in the Acme supply data are based in the US (country code US)?",
          sum(1 for c in comp if c["country"] == "US"))
    q.add("yes_no", "en", "Is Bram de Vries the legal representative of Granite Insurance?",
          yn("Granite Insurance" in rep["Bram de Vries"], "en"))
    q.add("per_entity", "en", "For each person in the Acme data, how many companies are they legal representative of? Answer as 'name: count'.",
          [f"{p}: {len(cs)}" for p, cs in rep.items()])
    net = defaultdict(int)
    for t in T:
        net[t["dst"]] += t["amt"]
        net[t["src"]] -= t["amt"]
    q.add("difference", "en", "O'Hara, Lamb & Sons: total money received minus total money paid out, over all recorded fund transfers?", net[OH])
    inflow = Counter()
    for t in T:
        inflow[t["dst"]] += t["amt"]
    q.add("superlative", "en", "Which company received the largest total amount of incoming fund transfers?", unique_top(inflow))
    q.add("count", "en", "How many fund transfers are dated between 2024-04-01 and 2024-06-30 inclusive?",
          sum(1 for t in T if "20240401" <= t["date"] <= "20240630"))
    # --- Chinese (9)
    q.add("list", "zh", "哪些公司的产品线包含 Chemicals-Rubber-Synthetic rubber？",
          [c for c, ps in prods.items() if "Chemicals-Rubber-Synthetic rubber" in ps])
    tgt = set(down["Chemicals-Rubber-Synthetic rubber"])
    q.add("two_hop", "zh", "哪些公司生产 Chemicals-Rubber-Synthetic rubber 的下游产品？",
          [c for c, ps in prods.items() if tgt & set(ps)])
    q.add("property", "zh", "Dara O'Hara 的年龄是多少？", P["Dara O'Hara"]["age"])
    f = [t for t in T if t["src"] == "Fjord Steel AS" and t["dst"] == OH]
    assert len(f) == 1
    q.add("date", "zh", "Fjord Steel AS 向 O'Hara, Lamb & Sons 的那笔转账发生在哪个月？（格式 YYYY-MM）", iso(f[0]["date"])[:7])
    q.add("difference", "zh", "Acme Motors 比 Delta Cells GmbH 早成立多少年？", founded[DC] - founded[AM])
    q.add("yes_no", "zh", "Eastwind Logistics 有没有给 Acme Motors 转过账？",
          yn(any(t["src"] == "Eastwind Logistics" and t["dst"] == AM for t in T), "zh"))
    ages = {p: int(P[p]["age"]) for p in P}
    q.add("superlative", "zh", "Acme 数据里年龄最小的法定代表人是谁？", unique_top(ages, reverse=False))
    recv = Counter()
    for t in T:
        if t["src"] == AM:
            recv[t["dst"]] += t["amt"]
    q.add("comparison", "zh", "对账用：Acme Motors 付给 O'Hara, Lamb & Sons 和 Delta Cells GmbH 的总额，哪家收得更多？",
          max([OH, DC], key=lambda n: recv[n]))
    q.add("count", "zh", "Acme Motors 一共向多少家不同的公司转出过资金？",
          len({t["dst"] for t in T if t["src"] == AM}))
    return q.items


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comp = read(base, "Company.csv")
    trans = read(base, "Company_fundTrans_Company.csv")
    pers = read(base, "Person.csv")
    prod = read(base, "Product.csv")
    name = {c["id"]: c["name"] for c in comp}
    assert len(set(name.values())) == len(comp) == len(name)
    T = [dict(src=name[t["srcId"]], dst=name[t["dstId"]], date=t["transDate"], amt=int(t["transAmt"])) for t in trans]
    assert len({p["name"] for p in pers}) == len(pers)
    P = {p["name"]: p for p in pers}
    rep = {p["name"]: split(p["legalRepresentative"], ",") for p in pers}
    prods = {c["name"]: split(c["product"], ",") for c in comp}
    pid_count = Counter(p["id"] for p in prod)
    prodrow = {p["id"]: p for p in prod}
    q = QS("kag-supplychain")
    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"

    def check_rep(p):
        raw = [v.strip() for v in P[p]["legalRepresentative"].split(",")]
        assert len(raw) == len(set(raw)) and all(c in prods for c in raw), p
        return raw

    q.add("sum", "en", f"Total amount received by {CH} across all recorded fund transfers?",
          sum(t["amt"] for t in T if t["dst"] == CH))
    q.add("sum", "en", f"I'm closing July 2023. What is the total that {CH} paid out to other companies between 2023-07-01 and 2023-07-31 inclusive?",
          sum(t["amt"] for t in T if t["src"] == CH and "20230701" <= t["date"] <= "20230731"))
    z = [t for t in T if t["src"] == ZJ and t["dst"] == SJ]
    assert len(z) == 1
    q.add("date", "en", f"In which month (YYYY-MM) did {ZJ} make its transfer to {SJ}?", iso(z[0]["date"])[:7])
    q.add("count", "en", f"How many different counterparties received payments from {CH}?",
          len({t["dst"] for t in T if t["src"] == CH}))
    single = Counter()
    for t in T:
        if t["src"] == CH:
            single[t["dst"]] = max(single[t["dst"]], t["amt"])
    q.add("superlative", "en", f"Which company received the largest single payment from {CH}?", unique_top(single))
    tot_from_ch = Counter()
    for t in T:
        if t["src"] == CH:
            tot_from_ch[t["dst"]] += t["amt"]
    q.add("comparison", "en", f"Who received more money from {CH} in total: 宝业集****公司 or 康**股有公司?",
          max(["宝业集****公司", "康**股有公司"], key=lambda n: tot_from_ch[n]))
    q.add("average", "en", f"Average amount of the incoming fund transfers to {SJ}, rounded to 2 decimals (half up)?",
          avg([t["amt"] for t in T if t["dst"] == SJ]))
    q.add("difference", "en", f"For {SJ}, what is total inflow minus total outflow over all recorded fund transfers?",
          sum(t["amt"] for t in T if t["dst"] == SJ) - sum(t["amt"] for t in T if t["src"] == SJ))
    q.add("yes_no", "en", f"Did {SJ} ever transfer money to {CH}?",
          yn(any(t["src"] == SJ and t["dst"] == CH for t in T), "en"))
    into_sj = {i: t["amt"] for i, t in enumerate(T) if t["dst"] == SJ}
    top = T[unique_top(into_sj)]
    reps = [p for p, cs in rep.items() if top["src"] in cs]
    q.add("two_hop", "en", f"Who is the legal representative of the company that made the largest single payment into {SJ}?", reps)
    q.add("property", "en", "How old is 俞**?", P["俞**"]["age"])
    q.add("list", "en", "For our governance review: which companies does 任** act as legal representative for?", check_rep("任**"))
    q.add("count", "en", "number of companies 庞* is legal representative of", len(check_rep("庞*")))
    q.add("list", "en", f"What products does {SJ} make?", prods[SJ])
    ages = {p: int(P[p]["age"]) for p in P}
    q.add("superlative", "en", "Which legal representative in the supply chain data is the oldest?", unique_top(ages))
    q.add("sum", "en", "What is the total of all fund transfers between companies dated 2023-06-01 through 2023-06-30 (inclusive)?",
          sum(t["amt"] for t in T if "20230601" <= t["date"] <= "20230630"))
    # --- Chinese (9)
    check_rep("夏**"); check_rep("尤**"); check_rep("平**")
    q.add("per_entity", "zh", "夏**、尤**、平** 三人各自担任多少家公司的法定代表人？（按“姓名: 数量”作答）",
          [f"{p}: {len(rep[p])}" for p in ["夏**", "尤**", "平**"]])
    check_rep("华**")
    q.add("yes_no", "zh", "华** 是 北*控股*公司 的法定代表人吗？", yn("北*控股*公司" in rep["华**"], "zh"))
    yc = check_rep("尤**")
    assert len(yc) == 1
    q.add("two_hop", "zh", "尤** 担任法定代表人的那家公司经营哪些产品？", prods[yc[0]])
    q.add("count", "zh", "2023年8月1日至2023年8月31日（含首尾）之间一共有多少笔企业间资金往来？",
          sum(1 for t in T if "20230801" <= t["date"] <= "20230831"))
    check_rep("樊**"); check_rep("骆*")
    q.add("comparison", "zh", "樊** 和 骆* 谁的年龄更大？", max(["樊**", "骆*"], key=lambda n: ages[n]))
    SD = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    assert pid_count[SD] == 1
    q.add("list", "zh", f"产品“{SD}”的下游供应链产品有哪些？", split(prodrow[SD]["hasSupplyChain"], ","))
    q.add("property", "zh", f"产品“{SD}”属于哪个产业？", prodrow[SD]["belongToIndustry"])
    q.add("count", "zh", "经营产品列表里直接写有“轮胎与橡胶-轮胎”这一项的公司有多少家？（只算完全相同的条目，不算“轮胎与橡胶-轮胎-斜交轮胎”等细分子类）",
          sum(1 for c, ps in prods.items() if "轮胎与橡胶-轮胎" in ps))
    zg = [t for t in T if t["src"] == "中国***份*公司" and t["dst"] == SJ]
    assert len(zg) == 1
    q.add("date", "zh", f"中国***份*公司 向 {SJ} 转账是哪一天？（YYYY-MM-DD）", iso(zg[0]["date"]))
    return q.items


# ------------------------------------------------------------- kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    pers = read(base, "Person.csv")
    ft = read(base, "Person_fundTrans_Person.csv")
    hd = read(base, "Person_hasDevice_Device.csv")
    dev = read(base, "Device.csv")
    apps = read(base, "App.csv")
    pcert = read(base, "Person_hasCert_Cert.csv")
    comp = read(base, "Company.csv")
    ccert = read(base, "Company_hasCert_Cert.csv")
    hs = read(base, "Person_holdShare_Company.csv")
    pn = {p["id"]: p["name"] for p in pers}
    assert len(set(pn.values())) == len(pers)
    byname = {p["name"]: p for p in pers}
    cn = {c["id"]: c["name"] for c in comp}
    assert len(set(cn.values())) == len(comp)
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    D = {d["id"]: d for d in dev}
    umid = {d["id"]: d["umid"] for d in dev}
    assert len(set(umid.values())) == len(dev)
    inst = {d["id"]: set(split(d["install"], ",")) for d in dev}
    for s in inst.values():
        assert s <= set(app)
    pdev = defaultdict(set)
    for r in hd:
        pdev[pn[r["src"]]].add(r["dst"])
    T = [dict(src=pn[t["src"]], dst=pn[t["dst"]], date=t["transDate"], amt=int(t["transAmt"])) for t in ft]
    ccerts = defaultdict(set)
    for r in ccert:
        ccerts[cn[r["src"]]].add(r["dst"])
    q = QS("kag-riskmining")
    BO, WU, DU, QIU = "柏*", "邬**", "杜*", "裘**"

    q.add("property", "en", f"How old is {WU}?", byname[WU]["age"])
    q.add("count", "en", f"How many devices does {WU} own?", len(pdev[WU]))
    q.add("list", "en", "Which apps carry the risk mark 赌博 (gambling)?", [a["id"] for a in apps if a["riskMark"] == "赌博"])
    q.add("count", "en", "How many apps are flagged with the risk mark 诈骗 (fraud)?", sum(1 for a in apps if a["riskMark"] == "诈骗"))
    q.add("sum", "en", f"Total amount transferred from {BO} to {DU} across all recorded transfers?",
          sum(t["amt"] for t in T if t["src"] == BO and t["dst"] == DU))
    q.add("average", "en", f"What is the average amount of {BO}'s transfers to {QIU}? Round to 2 decimals, half up.",
          avg([t["amt"] for t in T if t["src"] == BO and t["dst"] == QIU]))
    recv = Counter()
    for t in T:
        if t["src"] == BO:
            recv[t["dst"]] += t["amt"]
    q.add("superlative", "en", f"Which person received the most money in total from {BO}?", unique_top(recv))
    q.add("comparison", "en", f"Who owns more devices, {QIU} or {DU}?", max([QIU, DU], key=lambda n: len(pdev[n])))
    q.add("yes_no", "en", "Do 方* and 雷** share at least one device?", yn(bool(pdev["方*"] & pdev["雷**"]), "en"))
    q.add("two_hop", "en", "Which other people share at least one device with 方*?",
          sorted(p for p, ds in pdev.items() if p != "方*" and ds & pdev["方*"]))
    q.add("count", "en", f"How many companies does {BO} hold shares in?", len({r["dst"] for r in hs if pn[r["src"]] == BO}))
    q.add("count", "en", "How many certificates does 哈尔*工***技术产**发**限公司 hold?", len(ccerts["哈尔*工***技术产**发**限公司"]))
    q.add("property", "en", "Which certificate number does the app com.qIu.VJbJ use?", app["com.qIu.VJbJ"]["useCert"])
    holders = [pn[r["src"]] for r in pcert if r["dst"] == app["com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"]["useCert"]]
    assert len(holders) == 1
    q.add("two_hop", "en", "Which person holds the certificate used by the app com.CYUwwpj.ceCCEm.LCtzt.NCrUKX?", holders)
    q.add("per_entity", "en", "For each person who owns more than one device, how many devices do they own? Answer as 'name: count'.",
          [f"{p}: {len(ds)}" for p, ds in sorted(pdev.items(), key=lambda kv: int(byname[kv[0]]["id"])) if len(ds) > 1])
    q.add("difference", "en", f"How much more did {BO} transfer in total to {WU} than to {DU}?",
          recv[WU] - recv[DU])
    # --- Chinese (9)
    x = [t for t in T if t["src"] == BO and t["dst"] == QIU and t["amt"] == 33643]
    assert len(x) == 1
    q.add("date", "zh", f"{BO} 转给 {QIU} 的那笔 33643 元是哪一天？（YYYY-MM-DD）", iso(x[0]["date"]))
    d0 = [d for d in dev if d["umid"] == "73:e8:91:b5:46:0a"][0]
    q.add("count", "zh", "设备 umid 为 73:e8:91:b5:46:0a 的那台设备上装了多少个应用？", len(inst[d0["id"]]))
    d45 = [d for d in dev if d["umid"] == "7f:12:05:c4:2c:38"][0]
    q.add("yes_no", "zh", "umid 为 7f:12:05:c4:2c:38 的设备上装了 com.ziNtg.tSIuhlG 这个应用吗？",
          yn("com.ziNtg.tSIuhlG" in inst[d45["id"]], "zh"))
    q.add("count", "zh", f"查共用设备用：{DU} 名下有几台设备装了赌博应用 com.qIu.VJbJ？",
          sum(1 for d in pdev[DU] if "com.qIu.VJbJ" in inst[d]))
    ages = {p["name"]: int(p["age"]) for p in pers}
    q.add("superlative", "zh", "所有自然人里年龄最大的是谁？", unique_top(ages))
    q.add("sum", "zh", f"{BO} 在 2023-09-01 到 2023-09-10（含首尾）期间转给 {WU} 的金额合计是多少？",
          sum(t["amt"] for t in T if t["src"] == BO and t["dst"] == WU and "20230901" <= t["date"] <= "20230910"))
    q.add("yes_no", "zh", "袁* 名下有没有设备？", yn(len(pdev["袁*"]) > 0, "zh"))
    q.add("count", "zh", "一共有多少台设备安装了 com.qIu.VJbJ？", sum(1 for s in inst.values() if "com.qIu.VJbJ" in s))
    big = {i: t["amt"] for i, t in enumerate(T)}
    q.add("two_hop", "zh", "单笔金额最大的那笔个人转账，收款人是谁？", T[unique_top(big)]["dst"])
    return q.items


def main():
    out = os.path.dirname(HERE)
    for fname, fn in [("r88-acme-supply.json", acme), ("r88-kag-supplychain.json", supplychain),
                      ("r88-kag-riskmining.json", riskmining)]:
        items = fn()
        assert len(items) == 25, (fname, len(items))
        assert sum(1 for i in items if i["lang"] == "en") == 16, fname
        with open(os.path.join(out, fname), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(fname, len(items), Counter(i["shape"] for i in items), Counter(i["lang"] for i in items))


if __name__ == "__main__":
    main()
