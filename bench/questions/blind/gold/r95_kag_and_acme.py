"""Round 95 blind question sets for acme-supply, kag-supplychain and kag-riskmining.

Personas
  (1) a procurement intern building a supplier fact sheet (country, founding year,
      legal representative and age, products made) -- acme-supply, kag-supplychain;
  (2) 一位公安反诈民警 following money and devices (who paid whom, totals between two
      people, shared devices, apps marked 赌博/诈骗, certificates) -- kag-riskmining;
  (3) a management consultant mapping the industry (products per industry,
      upstream/downstream chains, companies per product, most products, main customers)
      -- kag-supplychain, acme-supply.

Files and columns used
  acme-supply (data/examples/acme-supply/sources):
    Company.csv (id, name, country, founded, product[';'-separated]),
    Company_fundTrans_Company.csv (srcId, dstId, transDate, transAmt),
    Person.csv (name, age, legalRepresentative[';'-separated company names]),
    Product.csv (id, hasSupplyChain[';'-separated downstream products]).
    mainSupply computed per schema rule: s makes product up, up->hasSupplyChain->down,
    o makes down, o paid s, and paid(o->s)/totalInflow(s) > 0.5.
  kag-supplychain (shared/datasets/kag-supplychain/sources):
    Company.csv (id, name, product[','-separated]), Company_fundTrans_Company.csv,
    Person.csv (name, age, legalRepresentative[','-separated]),
    Product.csv (id, belongToIndustry, hasSupplyChain), ProductChainEvent.csv (name, subject).
  kag-riskmining (shared/datasets/kag-riskmining/sources):
    Person.csv (id, name, age), Person_fundTrans_Person.csv (src, dst, transDate, transAmt),
    Person_hasDevice_Device.csv, Device.csv (id, umid, install), App.csv (id, riskMark, useCert),
    Cert.csv (id, certNum), Person_hasCert_Cert.csv (dst = certNum),
    Company.csv (id, name, phone), Company_hasCert_Cert.csv (dst = certNum),
    Person_holdShare_Company.csv.

Readings avoided and why
  - kag-supplychain CompanyUpdate.csv restates 浙江**摩托**限公司 with a shorter product list:
    no question touches that company's products.
  - Multi-value cells with repeats (company products, Person.legalRepresentative, Device.install)
    are deduplicated; questions say "distinct"/"different" where it matters.
  - Product.csv in kag-supplychain repeats rows; they agree, rows are unioned.
  - Products named in Company.product that have no Product.csv row (化工商品贸易*, 商业服务*,
    机动车贸易*) have no industry: no industry question involves those industries.
  - Ties: youngest kag-supplychain legal representative (two aged 20), company with the most
    distinct products in kag-supplychain (three with 5), companies holding
    the most certificates in kag-riskmining (seven with 27) are not asked; every superlative
    is checked for a unique top at run time (assert).
  - Transfer directions are always stated (X sent / paid to Y).
  - Certificates are referenced by certNum, since hasCert files use certNum, not Cert.id.
  - acme-supply notes/ free-text files are not used.
  Rounding: decimal ROUND_HALF_UP to 2 decimals where stated.
"""
import csv, json, os
from collections import defaultdict, Counter
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


def rd(base, name):
    with open(os.path.join(base, name), encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def r2(x):
    return str(Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def uniq(seq):
    out = []
    for x in seq:
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out


def top_unique(d):
    items = sorted(d.items(), key=lambda kv: -kv[1])
    assert len(items) == 1 or items[0][1] != items[1][1], items[:3]
    return items[0][0]


def bottom_unique(d):
    return top_unique({k: -v for k, v in d.items()})


OUT = os.path.join(os.path.dirname(HERE))


def emit(project, qs):
    en = sum(1 for q in qs if q[3] == "en")
    zh = sum(1 for q in qs if q[3] == "zh")
    assert len(qs) == 25 and en == 16 and zh == 9, (project, len(qs), en, zh)
    data = []
    for i, (q, a, shape, lang) in enumerate(qs, 1):
        a = [str(x) for x in a]
        assert a and all(a), (project, i, q)
        data.append({"id": f"{project}-r95-{i:02d}", "question": q, "answer": a,
                     "shape": shape, "lang": lang})
    with open(os.path.join(OUT, f"r95-{project}.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- acme-supply
def acme():
    base = os.path.join(find_up("data/examples/acme-supply"), "sources")
    comps = rd(base, "Company.csv")
    trans = rd(base, "Company_fundTrans_Company.csv")
    persons = rd(base, "Person.csv")
    prods = rd(base, "Product.csv")
    C = {c["name"]: c for c in comps}
    name = {c["id"]: c["name"] for c in comps}
    cprod = {c["name"]: uniq(c["product"].split(";")) for c in comps}
    down = {p["id"]: uniq(p["hasSupplyChain"].split(";")) for p in prods}
    P = {p["name"]: p for p in persons}
    prep = {p["name"]: uniq(p["legalRepresentative"].split(";")) for p in persons}
    rep_of = {}
    for pn, cs in prep.items():
        for c in cs:
            rep_of[c] = pn
    T = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int); outflow = defaultdict(int); paid = defaultdict(int)
    for s, d, dt, a in T:
        inflow[d] += a; outflow[s] += a; paid[(s, d)] += a

    def main_customers(s):
        res = []
        for o in C:
            if o == s or paid[(o, s)] == 0:
                continue
            ok = any(dn in cprod[o] for up in cprod[s] for dn in down.get(up, []))
            if ok and paid[(o, s)] / inflow[s] > 0.5:
                res.append(o)
        return res

    def makers(prod):
        return [c for c in C if prod in cprod[c]]

    oh = "O'Hara, Lamb & Sons"
    qs = []
    qs.append(("Hi, I'm putting together supplier fact sheets — quick one: which country is Fjord Steel AS based in? Just the country code as it's listed is fine.",
               [C["Fjord Steel AS"]["country"]], "property", "en"))
    qs.append((f"For the {oh} sheet I need the founding year. What year was {oh} founded?",
               [C[oh]["founded"]], "property", "en"))
    qs.append(("Who is the legal representative of Delta Cells GmbH?",
               [rep_of["Delta Cells GmbH"]], "property", "en"))
    qs.append(("Follow-up on Granite Insurance: how old is Granite Insurance's legal representative? Just the number please.",
               [P[rep_of["Granite Insurance"]]["age"]], "path", "en"))
    qs.append(("Can you list every product Helix Chemicals makes? One per line.",
               cprod["Helix Chemicals"], "list", "en"))
    n = sum(1 for c in comps if int(c["founded"]) < 1960)
    qs.append(("Out of curiosity, how many of our companies were founded before 1960?",
               [n], "count", "en"))
    qs.append(("Which company in the supplier base is the oldest (earliest founding year)?",
               [bottom_unique({c: int(C[c]["founded"]) for c in C})], "superlative", "en"))
    qs.append(("Mapping the rubber segment — which companies make Chemicals-Rubber-Synthetic rubber?",
               makers("Chemicals-Rubber-Synthetic rubber"), "list", "en"))
    qs.append(("What are the downstream products of Metals-Steel-Sheet steel in the supply chain?",
               down["Metals-Steel-Sheet steel"], "list", "en"))
    ups = [p for p, ds in down.items() if "Vehicles-Cars" in ds]
    qs.append(("Going the other way: which products feed directly into Vehicles-Cars, i.e. list Vehicles-Cars as a downstream product?",
               ups, "list", "en"))
    qs.append((f"In total, how much money did Acme Motors pay to {oh} (Acme Motors is the payer)?",
               [paid[("Acme Motors", oh)]], "aggregate", "en"))
    qs.append(("Which company received the largest total inflow of transfers across all its payers?",
               [top_unique(dict(inflow))], "superlative", "en"))
    qs.append((f"Who is the main customer of {oh}? (main customer = a company making a downstream product of its products that paid it more than half its total inflow)",
               main_customers(oh), "path", "en"))
    a, b = "Acme Motors", "Granite Insurance"
    qs.append((f"Quick comparison for the deck: which was founded earlier, {a} or {b}?",
               [a if int(C[a]["founded"]) < int(C[b]["founded"]) else b], "comparison", "en"))
    qs.append(("Do Acme Motors and Delta Cells GmbH share the same legal representative? yes or no.",
               ["yes" if rep_of["Acme Motors"] == rep_of["Delta Cells GmbH"] else "no"], "boolean", "en"))
    june = [t for t in T if t[2].startswith("202406")]
    qs.append(("How many fund transfers between companies were dated in June 2024?",
               [len(june)], "count", "en"))
    # Chinese
    us = [c for c in C if C[c]["country"] == "US"]
    qs.append(("帮我列一下，国家是 US 的公司都有哪些？", us, "list", "zh"))
    ages = [int(p["age"]) for p in persons]
    qs.append(("所有法定代表人的平均年龄是多少？按四舍五入（ROUND_HALF_UP）保留两位小数。",
               [r2(Decimal(sum(ages)) / Decimal(len(ages)))], "aggregate", "zh"))
    hp = rep_of["Helix Chemicals"]
    qs.append(("Helix Chemicals 的法定代表人，还担任哪家公司的法定代表人？（除了 Helix Chemicals 本身）",
               [c for c in prep[hp] if c != "Helix Chemicals"], "path", "zh"))
    qs.append(("Acme Motors 的转出总额减去它收到的转入总额，差是多少？",
               [outflow["Acme Motors"] - inflow["Acme Motors"]], "aggregate", "zh"))
    multi = [c for c in C if len(cprod[c]) > 1]
    qs.append(("有几家公司生产不止一种产品？", [len(multi)], "count", "zh"))
    big = max(T, key=lambda t: t[3]); assert sum(1 for t in T if t[3] == big[3]) == 1
    qs.append(("单笔金额最大的那笔转账，是哪家公司付款（转出方）的？", [big[0]], "superlative", "zh"))
    ft = [t for t in T if t[0] == "Fjord Steel AS" and t[1] == oh]; assert len(ft) == 1
    qs.append((f"Fjord Steel AS 付给 {oh} 的那笔钱是哪天转的？按数据里的日期格式给我就行。",
               [ft[0][2]], "date", "zh"))
    ada = []
    for c in prep["Ada Moreno"]:
        for p in cprod[c]:
            if p not in ada:
                ada.append(p)
    qs.append(("Ada Moreno 担任法定代表人的那些公司，一共生产哪些产品？全部列出来。", ada, "path", "zh"))
    qs.append(("法定代表人里年纪最小的是谁？",
               [bottom_unique({p["name"]: int(p["age"]) for p in persons})], "superlative", "zh"))
    emit("acme-supply", qs)


# ---------------------------------------------------------------- kag-supplychain
def supplychain():
    base = os.path.join(find_up("shared/datasets/kag-supplychain"), "sources")
    comps = rd(base, "Company.csv")
    trans = rd(base, "Company_fundTrans_Company.csv")
    persons = rd(base, "Person.csv")
    prods = rd(base, "Product.csv")
    events = rd(base, "ProductChainEvent.csv")
    name = {c["id"]: c["name"] for c in comps}
    cprod = {c["name"]: uniq(c["product"].split(",")) for c in comps}
    down = defaultdict(list); ind = {}
    for p in prods:
        ind[p["id"]] = p["belongToIndustry"]
        for d in uniq(p["hasSupplyChain"].split(",")):
            if d not in down[p["id"]]:
                down[p["id"]].append(d)
    P = {p["name"]: p for p in persons}
    prep = {p["name"]: uniq(p["legalRepresentative"].split(",")) for p in persons}
    rep_of = {}
    for pn, cs in prep.items():
        for c in cs:
            assert rep_of.get(c, pn) == pn
            rep_of[c] = pn
    T = [(name[t["srcId"]], name[t["dstId"]], t["transDate"], int(t["transAmt"])) for t in trans]
    inflow = defaultdict(int); paid = defaultdict(int)
    for s, d, dt, a in T:
        inflow[d] += a; paid[(s, d)] += a

    def makers(prod):
        return [c for c in cprod if prod in cprod[c]]

    def main_customers(s):
        res = []
        for o in cprod:
            if o == s or paid[(o, s)] == 0:
                continue
            ok = any(dn in cprod[o] for up in cprod[s] for dn in down.get(up, []))
            if ok and paid[(o, s)] / inflow[s] > 0.5:
                res.append(o)
        return res

    CH, SJ, ZJ = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司"
    qs = []
    qs.append((f"Hi! Filling in a supplier sheet for {SJ} — which products does {SJ} deal in? Please list them all.",
               cprod[SJ], "list", "en"))
    qs.append((f"Who is the legal representative of {CH}?", [rep_of[CH]], "property", "en"))
    qs.append((f"And how old is that person — the legal representative of {CH}?",
               [P[rep_of[CH]]["age"]], "path", "en"))
    z = rep_of[CH]
    qs.append((f"How many different companies is {z} the legal representative of? Count each company once.",
               [len(prep[z])], "count", "en"))
    h1, h2 = "华融***融控**公司", "无锡农**业**股**公司"
    assert len(cprod[h1]) != len(cprod[h2])
    qs.append((f"For the industry map: which lists more distinct products, {h1} or {h2}? (a product repeated in a company's list counts once)",
               [h1 if len(cprod[h1]) > len(cprod[h2]) else h2], "comparison", "en"))
    qs.append(("Which companies make 轮胎与橡胶-轮胎-斜交轮胎 (bias tyres)? Full list please.",
               makers("轮胎与橡胶-轮胎-斜交轮胎"), "list", "en"))
    qs.append(("How many companies list 轮胎与橡胶-轮胎 among their products?",
               [len(makers("轮胎与橡胶-轮胎"))], "count", "en"))
    qs.append(("Which industry does the product 消闲用品-自行车 belong to?",
               [ind["消闲用品-自行车"]], "property", "en"))
    fin = "金融-保险-保险-保险"
    qs.append((f"Which products belong to the industry {fin}?",
               [p for p in ind if ind[p] == fin], "list", "en"))
    qs.append(("What are the downstream products of 商品化工-橡胶-合成橡胶-顺丁橡胶 (butadiene rubber) in the supply chain?",
               down["商品化工-橡胶-合成橡胶-顺丁橡胶"], "list", "en"))
    qs.append((f"What is the total amount {SJ} received from all payers combined?",
               [inflow[SJ]], "aggregate", "en"))
    a1, a2 = paid[(CH, SJ)], paid[(SJ, CH)]
    qs.append((f"Between {CH} and {SJ}, which direction moved more money: {CH} paying {SJ}, or {SJ} paying {CH}? Answer with the payer's name.",
               [CH if a1 > a2 else SJ], "comparison", "en"))
    mc = main_customers(CH)
    qs.append((f"Who is the main customer of {CH}? (a company that makes a downstream product of its products and paid it more than half of its total inflow)",
               mc, "path", "en"))
    big = max(T, key=lambda t: t[3]); assert sum(1 for t in T if t[3] == big[3]) == 1
    qs.append(("Which company received the single largest transfer in the data? Just the receiver's name.",
               [big[1]], "superlative", "en"))
    qs.append(("Does 深圳*元****份*公司 make 汽车? yes/no",
               ["yes" if "汽车" in cprod["深圳*元****份*公司"] else "no"], "boolean", "en"))
    aug = [t for t in T if t[2].startswith("202308")]
    qs.append(("How many company-to-company transfers are dated in August 2023?", [len(aug)], "count", "en"))
    # Chinese
    qs.append(("法人代表里年纪最大的是哪位？", [top_unique({p["name"]: int(p["age"]) for p in persons})], "superlative", "zh"))
    ages = [int(p["age"]) for p in persons]
    qs.append(("所有法人的平均年龄是多少？四舍五入（ROUND_HALF_UP）保留两位小数。",
               [r2(Decimal(sum(ages)) / Decimal(len(ages)))], "aggregate", "zh"))
    jl = "吉林奇*化****公司"
    qs.append((f"{jl} 的法定代表人今年多大？", [P[rep_of[jl]]["age"]], "path", "zh"))
    ev = [e for e in events if e["name"] == "顺丁橡胶成本上涨"]; assert len(ev) == 1
    qs.append(("“顺丁橡胶成本上涨”这个事件的主体产品，都有哪些公司在做？列一下公司名。",
               makers(ev[0]["subject"]), "path", "zh"))
    win = [t for t in T if t[0] == CH and "20230701" <= t[2] <= "20230731"]
    qs.append((f"{CH} 在 2023 年 7 月（含 7 月 1 日到 31 日）一共付出去多少钱？",
               [sum(t[3] for t in win)], "aggregate", "zh"))
    ups = [p for p, ds in down.items() if "轮胎与橡胶-轮胎-斜交轮胎" in ds]
    qs.append(("哪些产品的下游直接包含“轮胎与橡胶-轮胎-斜交轮胎”？也就是斜交轮胎的上游产品有哪些？",
               ups, "list", "zh"))
    en = "能源-能源-石油、天然气与消费用燃料-石油与天然气"
    enp = {p for p in ind if ind[p] == en}
    qs.append((f"有多少家公司经营至少一种属于“{en}”产业的产品？",
               [sum(1 for c in cprod if any(p in enp for p in cprod[c]))], "count", "zh"))
    recv = [t[1] for t in T if t[0] == CH]
    assert len(recv) == len(set(recv))
    qs.append((f"{CH} 转出去的钱，单笔最小的那笔是付给了哪家公司？",
               [min((t for t in T if t[0] == CH), key=lambda t: t[3])[1]], "superlative", "zh"))
    qs.append(("“建发***资**有公司”是不是生产轮胎与橡胶-轮胎-特种轮胎？答是或否。",
               ["是" if "轮胎与橡胶-轮胎-特种轮胎" in cprod["建发***资**有公司"] else "否"], "boolean", "zh"))
    emit("kag-supplychain", qs)


# ---------------------------------------------------------------- kag-riskmining
def riskmining():
    base = os.path.join(find_up("shared/datasets/kag-riskmining"), "sources")
    persons = rd(base, "Person.csv")
    trans = rd(base, "Person_fundTrans_Person.csv")
    hasdev = rd(base, "Person_hasDevice_Device.csv")
    devices = rd(base, "Device.csv")
    apps = rd(base, "App.csv")
    pcert = rd(base, "Person_hasCert_Cert.csv")
    comps = rd(base, "Company.csv")
    ccert = rd(base, "Company_hasCert_Cert.csv")
    share = rd(base, "Person_holdShare_Company.csv")
    pname = {p["id"]: p["name"] for p in persons}
    assert len(set(pname.values())) == len(pname)
    pid = {v: k for k, v in pname.items()}
    page = {p["name"]: int(p["age"]) for p in persons}
    cname = {c["id"]: c["name"] for c in comps}
    cphone = {c["name"]: c["phone"] for c in comps}
    umid = {d["id"]: d["umid"] for d in devices}
    inst = {d["id"]: uniq(d["install"].split(",")) for d in devices}
    mark = {a["id"]: a["riskMark"] for a in apps}
    usecert = {a["id"]: a["useCert"] for a in apps}
    T = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"])) for t in trans]
    pdev = defaultdict(list)
    for h in hasdev:
        if h["dst"] not in pdev[pname[h["src"]]]:
            pdev[pname[h["src"]]].append(h["dst"])
    ccerts = defaultdict(list)
    for c in ccert:
        ccerts[cname[c["src"]]].append(c["dst"])
    paid = defaultdict(int); cnt = Counter()
    for s, d, dt, a in T:
        paid[(s, d)] += a; cnt[(s, d)] += 1

    B, Q, D, W = "柏*", "裘**", "杜*", "邬**"
    qs = []
    qs.append((f"Tracing funds: what is the total amount {B} transferred to {Q} ({B} is the sender)?",
               [paid[(B, Q)]], "aggregate", "en"))
    qs.append((f"How many separate transfers did {B} send to {D}?", [cnt[(B, D)]], "count", "en"))
    sent_to = {d: a for (s, d), a in paid.items() if s == B}
    qs.append((f"Among everyone {B} sent money to, who received the largest total from {B}?",
               [top_unique(sent_to)], "superlative", "en"))
    ws = [t[3] for t in T if t[0] == B and t[1] == W]
    qs.append((f"What is the average amount per transfer from {B} to {W}? Round half-up to 2 decimals.",
               [r2(Decimal(sum(ws)) / Decimal(len(ws)))], "aggregate", "en"))
    big = max(T, key=lambda t: t[3]); assert sum(1 for t in T if t[3] == big[3]) == 1
    qs.append(("Looking at the single largest person-to-person transfer: on what date was it made? (yyyymmdd as in the records)",
               [big[2]], "date", "en"))
    win = [t for t in T if "20230901" <= t[2] <= "20230910"]
    qs.append(("How many person-to-person transfers fall between 1 Sep 2023 and 10 Sep 2023, both days included?",
               [len(win)], "count", "en"))
    shared = [umid[d] for d in pdev[Q] if d in pdev[D]]
    qs.append((f"Which devices are owned by both {Q} and {D}? Give the device umids.", shared, "list", "en"))
    F = "方*"
    other = [p for p in pdev if p != F and any(d in pdev[p] for d in pdev[F])]
    qs.append((f"Who else uses a device that {F} owns — i.e. which other person shares a device with {F}?",
               other, "path", "en"))
    qs.append((f"How many devices does {W} have?", [len(pdev[W])], "count", "en"))
    qs.append(("List all apps whose risk mark is 赌博 (gambling).",
               [a for a in mark if mark[a] == "赌博"], "list", "en"))
    d85 = [d for d in umid if umid[d] == umid["85"]]; assert len(d85) == 1
    qs.append((f"Which apps marked 诈骗 (fraud) are installed on the device with umid {umid['85']}?",
               [a for a in inst["85"] if mark.get(a) == "诈骗"], "list", "en"))
    Z = "左**"
    qs.append((f"Does any device owned by {Z} have an app marked 诈骗 installed? yes or no",
               ["yes" if any(mark.get(a) == "诈骗" for d in pdev[Z] for a in inst[d]) else "no"], "boolean", "en"))
    qcerts = [c["dst"] for c in pcert if pname[c["src"]] == Q]
    assert len(qcerts) == 1
    qs.append((f"{Q} holds a certificate — which apps use that certificate? List the app ids.",
               [a for a in usecert if usecert[a] == qcerts[0]], "path", "en"))
    shares = [cname[s["dst"]] for s in share if pname[s["src"]] == B]
    qs.append((f"Which companies does {B} hold shares in?", shares, "list", "en"))
    cn = "中信*投证***限公司"
    qs.append((f"What's the phone number on file for {cn}?", [cphone[cn]], "property", "en"))
    qs.append(("How many people in the records are older than 50?",
               [sum(1 for v in page.values() if v > 50)], "count", "en"))
    # Chinese
    rel = []
    for cnm in shares:
        for cert in ccerts[cnm]:
            for a in usecert:
                if usecert[a] == cert and mark[a] == "赌博" and a not in rel:
                    rel.append(a)
    qs.append((f"{B} 持股的那几家公司，它们名下证书被哪些标记为赌博的 App 用了？把 App 列出来。",
               rel, "path", "zh"))
    qg = []
    for d in pdev[Q]:
        for a in inst[d]:
            if mark.get(a) == "赌博" and a not in qg:
                qg.append(a)
    qs.append((f"{Q} 名下所有设备上，一共装了几个不同的赌博类 App？", [len(qg)], "count", "zh"))
    qs.append(("装了 com.qIu.VJbJ 这个 App 的设备一共有多少台？",
               [sum(1 for d in inst if "com.qIu.VJbJ" in inst[d])], "count", "zh"))
    M = "明**"
    assert len(pdev[M]) == 1
    qs.append((f"{M} 用的那台设备，umid 是多少？", [umid[pdev[M][0]]], "property", "zh"))
    first = min(t[2] for t in T if t[0] == B and t[1] == D)
    qs.append((f"{B} 第一次给 {D} 转账是哪天？（{B} 转出，{D} 收款）", [first], "date", "zh"))
    qs.append((f"{B} 转给 {W} 的总额，比转给 {D} 的总额多多少？", [paid[(B, W)] - paid[(B, D)]], "aggregate", "zh"))
    qs.append((f"{B} 转给 {Q} 的钱里，单笔超过 10000 的有几笔？",
               [sum(1 for t in T if t[0] == B and t[1] == Q and t[3] > 10000)], "count", "zh"))
    X = "席*"
    qs.append((f"{B} 有没有给 {X} 转过钱？答是或否。", ["是" if cnt[(B, X)] else "否"], "boolean", "zh"))
    cn29 = "e559e014a77010cc7b46d8d5cc75ee58"
    qs.append((f"证书编号 {cn29} 的证书，哪些公司持有？列全。",
               [c for c in ccerts if cn29 in ccerts[c]], "list", "zh"))
    emit("kag-riskmining", qs)


if __name__ == "__main__":
    acme()
    supplychain()
    riskmining()
    print("ok")
