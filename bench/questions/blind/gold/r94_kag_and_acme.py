"""Round r94 blind question sets for acme-supply, kag-supplychain and kag-riskmining.

Every gold answer is computed here from the raw CSV files (nothing hard-coded);
the data folders are found by walking up from this file's location.

Personas
--------
(1) A logistics coordinator planning shipments: which products feed which
    (upstream/downstream), who makes them, where the makers are based
    (acme-supply, kag-supplychain).
(2) 一位小贷公司的贷后管理员 watching borrowers: ages, devices shared between
    people, installed apps and their risk marks, certificates, shareholdings
    (kag-riskmining; Chinese and English).
(3) A forensic accountant on payments: totals sent/received, net flows, largest
    and smallest transfers, counts in date windows, busiest month, comparisons of
    two companies' totals (kag-supplychain, acme-supply; kag-riskmining
    person-to-person transfers).

Files and columns used
----------------------
acme-supply (data/examples/acme-supply/sources):
  Company.csv (id, name, country, founded, product[';'-separated]),
  Product.csv (id, hasSupplyChain[';'-separated] = downstream products),
  Company_fundTrans_Company.csv (srcId = payer, dstId = payee, transDate, transAmt),
  Person.csv (id, name, age, legalRepresentative[';'-separated company names]).
kag-supplychain (shared/datasets/kag-supplychain/sources):
  Company.csv (id, name, product[','-separated]),
  Product.csv (id, belongToIndustry, hasSupplyChain[','-separated]),
  Company_fundTrans_Company.csv (srcId = payer, dstId = payee, transDate, transAmt),
  Person.csv (id, name, age, legalRepresentative[','-separated company names]),
  ProductChainEvent.csv (id, name, subject, index, trend).
kag-riskmining (shared/datasets/kag-riskmining/sources):
  Person.csv (id, name, age, hasPhone), Company.csv (id, name, phone),
  Device.csv (id, umid, install[','-separated app ids]), App.csv (id, riskMark, useCert),
  Person_hasDevice_Device.csv (src, dst), Person_hasCert_Cert.csv (src, dst = certNum),
  Company_hasCert_Cert.csv (src, dst = certNum), Person_holdShare_Company.csv (src, dst),
  Person_fundTrans_Person.csv (src = sender, dst = receiver, transDate, transAmt).

Readings avoided and why
------------------------
* kag-supplychain CompanyUpdate.csv restates 浙江**摩托**限公司 with a different
  product list, so no question asks about that company's products (its payments are
  only in the transfer file and are safe).
* kag-supplychain Product.csv repeats product ids (e.g. 汽车, 轮胎与橡胶 appear many
  times); supply-chain questions only use 商品化工-橡胶-合成橡胶-顺丁橡胶, whose id
  occurs once (asserted).  Multi-value cells repeat values (e.g. 臧*'s company list,
  company product lists, device install lists): everything is de-duplicated.
* Placeholder names (relation targets without an own row) are not asked about as
  entities; downstream-product lists are given as the names in the cell.
* Ties: every superlative is asserted unique (the busiest overall month in
  kag-supplychain is tied May/July 2023, so the busiest month is asked only for
  transfers received by 三角***份限公司; persons with the most companies and the
  youngest legal representatives are tied and not asked).
* Transfer direction is always stated (who paid, who received).  Derived schema
  properties that depend on now() (outflow90Days, fundTrans1Month ...) are asked as
  explicit calendar windows instead.
* Rounding: averages use ROUND_HALF_UP to 2 decimals; integers are written without .0.
* kag-riskmining Cert.csv ids (0..29) differ from the cert numbers used by the
  relation files; questions name certificates by their certNum.
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
        p = os.path.join(d, rel)
        if os.path.isdir(p):
            return p
        nd = os.path.dirname(d)
        if nd == d:
            raise FileNotFoundError(rel)
        d = nd


def read(base, name):
    with open(os.path.join(base, "sources", name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def split(cell, sep):
    out = []
    for x in (cell or "").split(sep):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def unique_top(d, key=max):
    best = key(d.values())
    ks = [k for k, v in d.items() if v == best]
    assert len(ks) == 1, ("tie", ks, best)
    return ks[0]


def s(x):
    return str(x)


class QS:
    def __init__(self, project):
        self.project = project
        self.items = []

    def add(self, question, answer, shape, lang):
        if not isinstance(answer, list):
            answer = [answer]
        answer = [s(a) for a in answer]
        assert answer and all(a for a in answer), question
        n = len(self.items) + 1
        self.items.append({"id": f"{self.project}-r94-{n:02d}", "question": question,
                           "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- acme-supply
def acme():
    base = find_up(os.path.join("data", "examples", "acme-supply"))
    comps = read(base, "Company.csv")
    prods = read(base, "Product.csv")
    trans = read(base, "Company_fundTrans_Company.csv")
    persons = read(base, "Person.csv")
    byname = {c["name"]: c for c in comps}
    name = {c["id"]: c["name"] for c in comps}
    assert len(byname) == len(comps)
    made = {c["name"]: split(c["product"], ";") for c in comps}
    down = defaultdict(list)
    for p in prods:
        for d in split(p["hasSupplyChain"], ";"):
            if d not in down[p["id"]]:
                down[p["id"]].append(d)
    assert len({p["id"] for p in prods}) == len(prods)

    def makers(prod):
        return [n for n, ps in made.items() if prod in ps]

    def upstream(prod):
        return [p for p, ds in down.items() if prod in ds]

    T = [dict(src=name[t["srcId"]], dst=name[t["dstId"]], date=t["transDate"], amt=int(t["transAmt"])) for t in trans]
    recv = defaultdict(int); sent = defaultdict(int)
    for t in T:
        recv[t["dst"]] += t["amt"]; sent[t["src"]] += t["amt"]
    reps = {}
    for p in persons:
        for c in split(p["legalRepresentative"], ";"):
            assert c not in reps, c
            reps[c] = p
    pbyname = {p["name"]: p for p in persons}

    q = QS("acme-supply")
    A, O = "Acme Motors", "O'Hara, Lamb & Sons"
    # 1
    tyre_makers = makers("Vehicles-Parts-Tyres"); assert len(tyre_makers) == 1
    q.add("Planning a tyre pickup next week — which country is the maker of Vehicles-Parts-Tyres based in? Just the country code is fine.",
          byname[tyre_makers[0]]["country"], "path", "en")
    # 2
    q.add("Quick one for the routing sheet: what products sit directly downstream of Vehicles-Parts-Tyres? List them all please.",
          down["Vehicles-Parts-Tyres"], "list", "en")
    # 3
    up_cars = upstream("Vehicles-Cars")
    q.add("I need to line up inbound freight for car assembly. Which companies make a product that feeds directly into Vehicles-Cars (i.e. an immediate upstream product of Vehicles-Cars)?",
          sorted({m for p in up_cars for m in makers(p)}), "path", "en")
    # 4
    q.add("Forensic review of Acme Motors: how much money did Acme Motors receive in total from other companies, across all recorded transfers? Plain integer please.",
          recv[A], "aggregate", "en")
    # 5
    q.add("Same file, other direction — what is the total amount Acme Motors sent out to other companies?",
          sent[A], "aggregate", "en")
    # 6
    q.add("For O'Hara, Lamb & Sons, what's the net flow, i.e. total received minus total sent, over all transfers? (O'Hara, Lamb & Sons being the tyre maker.)",
          recv[O] - sent[O], "aggregate", "en")
    # 7
    amts = Counter(t["amt"] for t in T)
    big = max(amts); assert amts[big] == 1
    q.add("Looking at the single largest transfer in the ledger: which company received it?",
          [t["dst"] for t in T if t["amt"] == big], "superlative", "en")
    # 8
    small = min(amts); assert amts[small] == 1
    q.add("And the smallest single transfer on record — which company was the payer (the sender) on that one?",
          [t["src"] for t in T if t["amt"] == small], "superlative", "en")
    # 9
    q.add("How many company-to-company transfers are dated in June 2024 (2024-06-01 through 2024-06-30)?",
          sum(1 for t in T if "20240601" <= t["date"] <= "20240630"), "count", "en")
    # 10
    months = Counter(t["date"][:4] + "-" + t["date"][4:6] for t in T)
    q.add("Which calendar month has the most transfers recorded? Give it as YYYY-MM.",
          unique_top(months), "superlative", "en")
    # 11
    D, B = "Delta Cells GmbH", "Borealis Rubber Works"
    assert recv[D] != recv[B]
    q.add("Comparing two suppliers: did Delta Cells GmbH or Borealis Rubber Works receive more money in total? Name the one that received more.",
          D if recv[D] > recv[B] else B, "comparison", "en")
    # 12
    hel = "Helix Chemicals"
    q.add("Yes or no: is there any transfer where Helix Chemicals was the sender and O'Hara, Lamb & Sons the receiver?",
          "yes" if any(t["src"] == hel and t["dst"] == O for t in T) else "no", "boolean", "en")
    # 13
    g = "Granite Insurance"
    q.add("Who is the legal representative of Granite Insurance? Just the person's name.",
          reps[g]["name"], "property", "en")
    # 14
    founded = {c["name"]: int(c["founded"]) for c in comps}
    q.add("Which of the companies was founded earliest?",
          unique_top(founded, min), "superlative", "en")
    # 15
    q.add("What's the average transfer amount across all company-to-company transfers? Round ROUND_HALF_UP to 2 decimals.",
          r2(Decimal(sum(t["amt"] for t in T)) / len(T)), "aggregate", "en")
    # 16
    q.add("Acme Motors again: what did Acme Motors send out in total between 2024-04-02 and 2024-06-30, both dates inclusive?",
          sum(t["amt"] for t in T if t["src"] == A and "20240402" <= t["date"] <= "20240630"), "aggregate", "en")
    # 17 -- zh
    q.add("Acme Motors 的法定代表人今年多大？就给个数字。",
          reps[A]["age"], "path", "zh")
    # 18
    lith = makers("Electronics-Batteries-Lithium cells"); assert len(lith) == 1
    q.add("做 Electronics-Batteries-Lithium cells 的那家公司在哪个国家？给国家代码就行。",
          byname[lith[0]]["country"], "path", "zh")
    # 19
    chloe = split(pbyname["Chloe Tan"]["legalRepresentative"], ";"); assert len(chloe) == 1
    q.add("Chloe Tan 代表的那家公司，一共收到了多少钱（所有收款加起来）？",
          recv[chloe[0]], "aggregate", "zh")
    # 20
    assert recv[hel] != recv[B]
    q.add("Helix Chemicals 和 Borealis Rubber Works 比，谁收到的钱总额更多？",
          hel if recv[hel] > recv[B] else B, "comparison", "zh")
    # 21
    q.add("2024年上半年（2024-01-01 到 2024-06-30，含首尾）一共有几笔公司间转账？",
          sum(1 for t in T if "20240101" <= t["date"] <= "20240630"), "count", "zh")
    # 22
    fj = made["Fjord Steel AS"]; assert len(fj) == 1
    q.add("Fjord Steel AS 生产的产品，直接下游是哪几个产品？都列出来。",
          down[fj[0]], "path", "zh")
    # 23
    q.add("Delta Cells GmbH 作为付款方，一共转出去多少钱？",
          sent[D], "aggregate", "zh")
    # 24
    q.add("Bram de Vries 是不是 Helix Chemicals 的法定代表人？回答是或否。",
          "是" if reps.get(hel, {}).get("name") == "Bram de Vries" else "否", "boolean", "zh")
    # 25
    q.add("成立年份早于1960年的公司有几家？",
          sum(1 for v in founded.values() if v < 1960), "count", "zh")
    return q.items


# ------------------------------------------------------------ kag-supplychain
def supplychain():
    base = find_up(os.path.join("shared", "datasets", "kag-supplychain"))
    comps = read(base, "Company.csv")
    prods = read(base, "Product.csv")
    trans = read(base, "Company_fundTrans_Company.csv")
    persons = read(base, "Person.csv")
    events = read(base, "ProductChainEvent.csv")
    updated = {r["id"] for r in read(base, "CompanyUpdate.csv")}
    name = {c["id"]: c["name"] for c in comps}
    assert len(set(name.values())) == len(name)
    made = {c["name"]: split(c["product"], ",") for c in comps}

    def makers(prod):
        return [c["name"] for c in comps if prod in made[c["name"]] and c["id"] not in updated]

    T = [dict(src=name[t["srcId"]], dst=name[t["dstId"]], date=t["transDate"], amt=int(t["transAmt"])) for t in trans]
    recv = defaultdict(int); sent = defaultdict(int)
    for t in T:
        recv[t["dst"]] += t["amt"]; sent[t["src"]] += t["amt"]
    reps = defaultdict(list)
    for p in persons:
        for c in split(p["legalRepresentative"], ","):
            reps[c].append(p)
    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    SD = "商品化工-橡胶-合成橡胶-顺丁橡胶"
    sdrows = [p for p in prods if p["id"] == SD]; assert len(sdrows) == 1
    sd_down = split(sdrows[0]["hasSupplyChain"], ",")

    q = QS("kag-supplychain")
    # 1
    q.add(f"Starting the audit on {CH}: what is the total amount {CH} received from other companies? Integer, no decimals.",
          recv[CH], "aggregate", "en")
    # 2
    q.add(f"And how much did {CH} pay out in total to other companies, across every recorded transfer?",
          sent[CH], "aggregate", "en")
    # 3
    q.add(f"Net position for {CH}: total received minus total sent. A negative number is fine if that's what it is.",
          recv[CH] - sent[CH], "aggregate", "en")
    # 4
    amts = Counter(t["amt"] for t in T)
    big = max(amts); assert amts[big] == 1
    q.add("Which company was the sender (payer) of the single largest transfer in the whole transfer file?",
          [t["src"] for t in T if t["amt"] == big], "superlative", "en")
    # 5
    small = min(amts); assert amts[small] == 1
    q.add("Flip side — the single smallest transfer: who paid it? Company name as written in the records, please.",
          [t["src"] for t in T if t["amt"] == small], "superlative", "en")
    # 6
    sjm = Counter(t["date"][:4] + "-" + t["date"][4:6] for t in T if t["dst"] == SJ)
    q.add(f"Looking only at money coming in to {SJ}: in which month did {SJ} receive the most transfers? Format YYYY-MM.",
          unique_top(sjm), "superlative", "en")
    # 7
    assert recv[CH] != recv[SJ]
    q.add(f"Comparison for my memo: who received more money in total, {CH} or {SJ}?",
          CH if recv[CH] > recv[SJ] else SJ, "comparison", "en")
    # 8
    q.add(f"How many distinct companies sent at least one payment to {SJ}?",
          len({t["src"] for t in T if t["dst"] == SJ}), "count", "en")
    # 9
    payers = {t["src"] for t in T if t["dst"] == CH}
    rp = []
    for c in payers:
        for p in reps[c]:
            if p["name"] not in rp:
                rp.append(p["name"])
    assert all(c in reps for c in payers)
    q.add(f"Two-hop check: who are the legal representatives of the companies that paid money to {CH}? List every person.",
          sorted(rp), "path", "en")
    # 10
    q.add(f"For shipment planning — what products does {SJ} make? Full list please.",
          made[SJ], "list", "en")
    # 11
    q.add(f"Which companies list {SD} among their products? I want every maker so I can spread the orders.",
          makers(SD), "list", "en")
    # 12
    q.add(f"What products are listed as directly downstream of {SD}? All of them.",
          sd_down, "list", "en")
    # 13
    bias = "轮胎与橡胶-轮胎-斜交轮胎"
    assert bias in sd_down
    q.add(f"{bias} is one of the downstream products of {SD}. Which companies make {bias}?",
          makers(bias), "path", "en")
    # 14
    assert len(reps[SJ]) == 1
    q.add(f"How old is the legal representative of {SJ}? (Just want to know who I'd be dealing with at {SJ}.)",
          reps[SJ][0]["age"], "path", "en")
    # 15
    q.add(f"Yes/no: did {SJ} ever send a payment to {CH} (with {SJ} as the payer)?",
          "yes" if any(t["src"] == SJ and t["dst"] == CH for t in T) else "no", "boolean", "en")
    # 16
    q.add("Total value of all company-to-company transfers dated in August 2023 (2023-08-01 to 2023-08-31 inclusive)?",
          sum(t["amt"] for t in T if "20230801" <= t["date"] <= "20230831"), "aggregate", "en")
    # 17 zh
    sj_in = [t["amt"] for t in T if t["dst"] == SJ]
    q.add(f"{SJ} 收到的每笔转账平均是多少钱？四舍五入（ROUND_HALF_UP）保留两位小数。",
          r2(Decimal(sum(sj_in)) / len(sj_in)), "aggregate", "zh")
    # 18
    q.add(f"{CH} 一共给多少家不同的公司打过钱？",
          len({t["dst"] for t in T if t["src"] == CH}), "count", "zh")
    # 19
    ch_out = {}
    for t in T:
        if t["src"] == CH:
            ch_out[(t["dst"], t["date"])] = t["amt"]
    top = unique_top(ch_out)
    q.add(f"{CH} 转出去的单笔最大那一笔，收款方是哪家公司？",
          top[0], "superlative", "zh")
    # 20
    q.add(f"{ZJ} 作为付款方，一共付出去多少钱？",
          sent[ZJ], "aggregate", "zh")
    # 21
    ages = {p["name"]: int(p["age"]) for p in persons}
    assert len(ages) == len(persons)
    q.add("这些法定代表人里面，年纪最大的是谁？",
          unique_top(ages), "superlative", "zh")
    # 22
    ch_prod = made[CH]; assert len(ch_prod) == 1
    inds = split(sdrows[0]["belongToIndustry"], ",")
    assert ch_prod[0] == SD and len(inds) == 1
    q.add(f"{CH} 做的那个产品属于哪个产业？",
          inds, "path", "zh")
    # 23
    ev = [e for e in events if e["subject"] == SD]; assert len(ev) == 1
    q.add(f"关于{SD}的那个产业链事件，叫什么名字？",
          ev[0]["name"], "property", "zh")
    # 24
    q.add("2023年7月（2023-07-01到2023-07-31）一共有几笔公司之间的转账？",
          sum(1 for t in T if "20230701" <= t["date"] <= "20230731"), "count", "zh")
    # 25
    a = sum(t["amt"] for t in T if t["src"] == CH and t["dst"] == SJ)
    b = sum(t["amt"] for t in T if t["src"] == SJ and t["dst"] == CH)
    q.add(f"{CH} 付给 {SJ} 的钱，比 {SJ} 付给 {CH} 的钱多多少？给个差额。",
          a - b, "aggregate", "zh")
    return q.items


# ------------------------------------------------------------ kag-riskmining
def riskmining():
    base = find_up(os.path.join("shared", "datasets", "kag-riskmining"))
    persons = read(base, "Person.csv")
    comps = read(base, "Company.csv")
    devices = read(base, "Device.csv")
    apps = {a["id"]: a for a in read(base, "App.csv")}
    pdev = read(base, "Person_hasDevice_Device.csv")
    pcert = read(base, "Person_hasCert_Cert.csv")
    ccert = read(base, "Company_hasCert_Cert.csv")
    share = read(base, "Person_holdShare_Company.csv")
    trans = read(base, "Person_fundTrans_Person.csv")
    pn = {p["id"]: p["name"] for p in persons}
    assert len(set(pn.values())) == len(pn)
    pid = {v: k for k, v in pn.items()}
    cn = {c["id"]: c["name"] for c in comps}
    assert len(set(cn.values())) == len(cn)
    dev = {d["id"]: d for d in devices}
    inst = {d["id"]: split(d["install"], ",") for d in devices}
    owned = defaultdict(set); owners = defaultdict(set)
    for r in pdev:
        owned[r["src"]].add(r["dst"]); owners[r["dst"]].add(r["src"])
    T = [dict(src=pn[t["src"]], dst=pn[t["dst"]], date=t["transDate"], amt=int(t["transAmt"])) for t in trans]
    recv = defaultdict(int); sent = defaultdict(int)
    for t in T:
        recv[t["dst"]] += t["amt"]; sent[t["src"]] += t["amt"]
    BO, QIU, DU, WU, FANG = "柏*", "裘**", "杜*", "邬**", "方*"

    q = QS("kag-riskmining")
    # 1
    q.add(f"Borrower check: how old is {BO}?", [p["age"] for p in persons if p["name"] == BO][0], "property", "en")
    # 2
    q.add(f"Transfers from {BO} (sender) to {WU} (receiver): what's the total amount {BO} sent to {WU}?",
          sum(t["amt"] for t in T if t["src"] == BO and t["dst"] == WU), "aggregate", "en")
    # 3
    q.add(f"How much did {DU} receive in total, counting every transfer where {DU} is the receiver?",
          recv[DU], "aggregate", "en")
    # 4
    amts = Counter(t["amt"] for t in T)
    big = max(amts); assert amts[big] == 1
    bt = [t for t in T if t["amt"] == big][0]
    q.add("Which person received the single largest person-to-person transfer?",
          bt["dst"], "superlative", "en")
    # 5
    q.add("On what date was that largest person-to-person transfer made? Give the date as YYYYMMDD.",
          bt["date"], "property", "en")
    # 6
    small = min(amts); assert amts[small] == 1
    q.add("The smallest person-to-person transfer — who was on the receiving end?",
          [t["dst"] for t in T if t["amt"] == small], "superlative", "en")
    # 7
    q.add("How many person-to-person transfers are dated between 2023-09-01 and 2023-09-10, inclusive?",
          sum(1 for t in T if "20230901" <= t["date"] <= "20230910"), "count", "en")
    # 8
    assert recv[QIU] != recv[DU]
    q.add(f"Comparing two receivers: who got more money in total, {QIU} or {DU}?",
          QIU if recv[QIU] > recv[DU] else DU, "comparison", "en")
    # 9
    f_id = pid[FANG]
    share_with = sorted({pn[o] for d in owned[f_id] for o in owners[d] if o != f_id})
    q.add(f"Device-sharing check: which other people share at least one device with {FANG}?",
          share_with, "path", "en")
    # 10
    q.add(f"How many devices does {WU} have registered?",
          len(owned[pid[WU]]), "count", "en")
    # 11
    common = owned[pid[QIU]] & owned[pid[DU]] & owned[pid[WU]]
    q.add(f"How many devices are shared by all three of {QIU}, {DU} and {WU} (i.e. each of the three has the device)?",
          len(common), "count", "en")
    # 12
    q.add(f"Which companies does {BO} hold shares in? List them all.",
          [cn[r["dst"]] for r in share if r["src"] == pid[BO]], "list", "en")
    # 13
    qc = [r["dst"] for r in pcert if r["src"] == pid[QIU]]; assert len(qc) == 1
    users = [a for a in apps.values() if a["useCert"] == qc[0] and a["riskMark"] == "赌博"]
    assert len(users) == 1
    q.add(f"{QIU} holds a certificate. Several apps use that certificate — which of them carries the risk mark 赌博 (gambling)?",
          users[0]["id"], "path", "en")
    # 14
    q.add("How many apps carry the risk mark 诈骗 (fraud)?",
          sum(1 for a in apps.values() if a["riskMark"] == "诈骗"), "count", "en")
    # 15
    ages = {p["name"]: int(p["age"]) for p in persons}
    q.add("Who is the oldest person among the borrowers on file?",
          unique_top(ages), "superlative", "en")
    # 16
    gq = set()
    for d in owned[pid[QIU]]:
        for a in inst[d]:
            if a in apps and apps[a]["riskMark"] == "赌博":
                gq.add(a)
    q.add(f"Across all devices owned by {QIU}, how many distinct apps marked 赌博 (gambling) are installed?",
          len(gq), "count", "en")
    # 17 zh
    q.add("咱们名单上年龄超过50岁的人有几个？（不含50岁）",
          sum(1 for v in ages.values() if v > 50), "count", "zh")
    # 18
    q.add(f"{BO}的手机号是多少？",
          [p["hasPhone"] for p in persons if p["name"] == BO][0], "property", "zh")
    # 19
    d45 = [d for d in owned[f_id]]; assert len(d45) == 1
    q.add(f"{FANG}名下那台设备的 umid 是多少？",
          dev[d45[0]]["umid"], "property", "zh")
    # 20
    marked = [a for a in inst[d45[0]] if a in apps and apps[a]["riskMark"] != "UNKNOWN"]
    q.add(f"{FANG}那台设备上装的应用里，有没有带风险标记（赌博或诈骗）的？回答是或否。",
          "是" if marked else "否", "boolean", "zh")
    # 21
    q.add(f"{BO}一共给{DU}转了几笔钱？（{BO}是转出方）",
          sum(1 for t in T if t["src"] == BO and t["dst"] == DU), "count", "zh")
    # 22
    months = Counter(t["date"][:6] for t in T)
    assert len(months) == 2
    top = unique_top(months)
    q.add("这些个人转账里，2023年8月和2023年9月哪个月笔数更多？回答格式 YYYY-MM。",
          top[:4] + "-" + top[4:], "comparison", "zh")
    # 23
    cname = "**娱乐**公司"
    q.add(f"{cname}的联系电话是多少？",
          [c["phone"] for c in comps if c["name"] == cname][0], "property", "zh")
    # 24
    app = "com.qIu.VJbJ"
    cert = apps[app]["useCert"]
    holders = sorted({cn[r["src"]] for r in ccert if r["dst"] == cert})
    q.add(f"应用 {app} 用的那张证书，有哪些公司持有？全列出来。",
          holders, "path", "zh")
    # 25
    q.add(f"{BO}转给{WU}的那些钱（{BO}转出、{WU}收款），平均每笔多少？四舍五入（ROUND_HALF_UP）保留两位小数。",
          r2(Decimal(sum(t["amt"] for t in T if t["src"] == BO and t["dst"] == WU)) /
             sum(1 for t in T if t["src"] == BO and t["dst"] == WU)), "aggregate", "zh")
    return q.items


def main():
    outdir = os.path.dirname(HERE)
    for proj, fn in (("acme-supply", acme), ("kag-supplychain", supplychain), ("kag-riskmining", riskmining)):
        items = fn()
        assert len(items) == 25, (proj, len(items))
        c = Counter(i["lang"] for i in items)
        assert c["en"] == 16 and c["zh"] == 9, (proj, c)
        with open(os.path.join(outdir, f"r94-{proj}.json"), "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
        print(proj, len(items), dict(c))


if __name__ == "__main__":
    main()
