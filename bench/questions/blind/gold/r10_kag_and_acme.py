"""Gold answers for blind round r10 (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed here from the raw CSV tables with the csv module only
(datetime for date arithmetic, json to write the result). Running it writes

    bench/questions/blind/r10-acme-supply.json
    bench/questions/blind/r10-kag-supplychain.json
    bench/questions/blind/r10-kag-riskmining.json

Reading conventions (README, answering without a model): "the last N days" are
the days fewer than N before the as-of date; ties keep every value (so
superlatives, comparisons and descriptions assert a unique winner here); a name
repeated in one multi-value cell counts once.
"""
import csv
import datetime as dt
import json
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve()
MAIN = HERE.parents[4]                      # /work/main
BLIND = HERE.parents[1]                     # bench/questions/blind
ACME = MAIN / "data" / "examples" / "acme-supply" / "sources"
SHARED = MAIN.parent / "shared" / "datasets"
SC = SHARED / "kag-supplychain" / "sources"
RM = SHARED / "kag-riskmining" / "sources"

SHAPES = {"property", "aggregate", "relation_hop", "two_hop", "superlative",
          "filter", "comparison", "described", "time_window"}
WANT = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
        "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
        "described": 1}


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def split(cell, sep):
    """Multi-value cell -> list of distinct values in first-seen order."""
    out = []
    for v in (cell or "").split(sep):
        v = v.strip()
        if v and v not in out:
            out.append(v)
    return out


def day(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def in_last(date_text, n, as_of):
    """True when the date is fewer than n days before as_of (and not after it)."""
    diff = (as_of - day(date_text)).days
    return 0 <= diff < n


def num(x):
    """Number as written in an answer: no '.0' for whole values."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def unique_max(scores, key=None):
    """The single key with the highest score; asserts there is no tie."""
    items = list(scores.items())
    best = max(v for _, v in items)
    winners = [k for k, v in items if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def unique_min(scores):
    items = list(scores.items())
    best = min(v for _, v in items)
    winners = [k for k, v in items if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def one(values):
    values = list(values)
    assert len(values) == 1, values
    return values[0]


class QSet:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPES, shape
        assert lang in ("en", "zh"), lang
        if not isinstance(answer, (list, tuple, set)):
            answer = [answer]
        answer = [a if isinstance(a, str) else num(a) for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        assert len(set(answer)) == len(answer), (question, answer)
        self.items.append({
            "id": f"{self.prefix}-r10-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        assert len(self.items) == 25, len(self.items)
        shapes = Counter(q["shape"] for q in self.items)
        assert shapes == Counter(WANT), shapes
        langs = Counter(q["lang"] for q in self.items)
        assert langs == Counter({"en": 16, "zh": 9}), langs
        assert len({q["question"] for q in self.items}) == 25


# ---------------------------------------------------------------------------
# acme-supply (as of 2024-06-30, multi-value separator ';')
# ---------------------------------------------------------------------------
def acme():
    as_of = dt.date(2024, 6, 30)
    companies = rows(ACME / "Company.csv")
    people = rows(ACME / "Person.csv")
    products = rows(ACME / "Product.csv")
    trans = rows(ACME / "Company_fundTrans_Company.csv")

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    cname = {c["id"]: c["name"] for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    co = {c["name"]: c for c in companies}
    makes = {c["name"]: split(c["product"], ";") for c in companies}
    reps = {p["name"]: split(p["legalRepresentative"], ";") for p in people}
    for names in reps.values():
        assert all(n in cid for n in names), names
    age = {p["name"]: int(p["age"]) for p in people}
    down = {p["id"]: split(p["hasSupplyChain"], ";") for p in products}
    assert len(down) == len(products)
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in trans]

    def makers(prod):
        return [c for c in makes if prod in makes[c]]

    def upstream(prod):
        return [p for p in down if prod in down[p]]

    def rep_of(company):
        return [p for p in reps if company in reps[p]]

    q = QSet("acme")

    # 1 relation_hop: company -> products
    q.add("relation_hop", "en",
          "What products does Helix Chemicals make?",
          makes["Helix Chemicals"])
    # 2 relation_hop (reverse legalRepresentative)
    q.add("relation_hop", "zh",
          "Granite Insurance 的法人代表是谁？",
          one(rep_of("Granite Insurance")))
    # 3 relation_hop: outgoing transfers, distinct payees
    payees = []
    for s, d, _, _ in tr:
        if s == "Acme Motors" and d not in payees:
            payees.append(d)
    q.add("relation_hop", "en",
          "Which companies has Acme Motors sent money to?",
          payees)
    # 4 relation_hop: reverse hasSupplyChain
    q.add("relation_hop", "en",
          "Which products feed directly into Vehicles-Motorcycles-Electric motorcycles in the supply chain?",
          upstream("Vehicles-Motorcycles-Electric motorcycles"))
    # 5 relation_hop: product -> makers (reverse product)
    q.add("relation_hop", "zh",
          "哪些公司生产 Chemicals-Rubber-Synthetic rubber？",
          makers("Chemicals-Rubber-Synthetic rubber"))

    # 6-9 property
    q.add("property", "en",
          "Which country is Fjord Steel AS based in?",
          co["Fjord Steel AS"]["country"])
    q.add("property", "en",
          "In what year was Granite Insurance founded?",
          co["Granite Insurance"]["founded"])
    q.add("property", "zh",
          "Chloe Tan 今年多大？",
          age["Chloe Tan"])
    fs = [t for t in tr if t[0] == "Fjord Steel AS" and t[1] == "O'Hara, Lamb & Sons"]
    q.add("property", "en",
          "On what date did Fjord Steel AS make its payment to O'Hara, Lamb & Sons?",
          one(t[2] for t in fs))

    # 10-13 two_hop
    payers = []
    for s, d, _, _ in tr:
        if d == "Acme Motors" and s not in payers:
            payers.append(s)
    payer_reps = []
    for c in payers:
        for p in rep_of(c):
            if p not in payer_reps:
                payer_reps.append(p)
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that have paid Acme Motors?",
          payer_reps)
    payee_prods = []
    for c in payees:
        for p in makes[c]:
            if p not in payee_prods:
                payee_prods.append(p)
    q.add("two_hop", "zh",
          "Acme Motors 付过款的那些公司都生产什么产品？",
          payee_prods)
    up_makers = []
    for p in upstream("Vehicles-Cars"):
        for c in makers(p):
            if c not in up_makers:
                up_makers.append(c)
    q.add("two_hop", "en",
          "Which companies make the products that feed directly into Vehicles-Cars?",
          up_makers)
    countries = []
    for c in reps["Bram de Vries"]:
        if co[c]["country"] not in countries:
            countries.append(co[c]["country"])
    q.add("two_hop", "en",
          "In which countries are the companies that Bram de Vries represents registered?",
          countries)

    # 14-16 aggregate
    q.add("aggregate", "en",
          "How much money has O'Hara, Lamb & Sons received in total?",
          sum(a for _, d, _, a in tr if d == "O'Hara, Lamb & Sons"))
    q.add("aggregate", "zh",
          "Acme Motors 一共转出过几笔款项？",
          sum(1 for s, _, _, _ in tr if s == "Acme Motors"))
    q.add("aggregate", "en",
          "How many companies were founded before 1960?",
          sum(1 for c in companies if int(c["founded"]) < 1960))

    # 17-19 superlative
    q.add("superlative", "en",
          "Which company has been around the longest, judging by its founding year?",
          unique_min({c["name"]: int(c["founded"]) for c in companies}))
    biggest = defaultdict(int)
    for _, d, _, a in tr:
        biggest[d] = max(biggest[d], a)
    q.add("superlative", "zh",
          "哪家公司收到过金额最大的单笔转账？",
          unique_max(biggest))
    q.add("superlative", "en",
          "Who is the oldest of the legal representatives?",
          unique_max({p: age[p] for p in reps if reps[p]}))

    # 20-21 comparison
    b, h = int(co["Borealis Rubber Works"]["founded"]), int(co["Helix Chemicals"]["founded"])
    assert b != h
    q.add("comparison", "en",
          "Was Borealis Rubber Works founded before Helix Chemicals?",
          str(b < h))
    paid = {c: sum(a for s, d, _, a in tr if s == "Acme Motors" and d == c)
            for c in ("O'Hara, Lamb & Sons", "Delta Cells GmbH")}
    q.add("comparison", "zh",
          "Acme Motors 付给 O'Hara, Lamb & Sons 和 Delta Cells GmbH 的钱，哪家拿得更多？",
          unique_max(paid))

    # 22-23 filter
    q.add("filter", "en",
          "Which of the companies are registered in the US?",
          [c["name"] for c in companies if c["country"] == "US"])
    big = []
    for _, d, _, a in tr:
        if a > 100000 and d not in big:
            big.append(d)
    q.add("filter", "zh",
          "哪些公司收到过超过10万的单笔转账？",
          big)

    # 24 time_window
    q.add("time_window", "en",
          "How much money did Acme Motors pay out in the last 90 days?",
          sum(a for s, _, t, a in tr if s == "Acme Motors" and in_last(t, 90, as_of)))

    # 25 described
    q.add("described", "zh",
          "哪家德国公司是在2000年以后成立的？",
          one(c["name"] for c in companies
              if c["country"] == "DE" and int(c["founded"]) > 2000))

    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-supplychain (as of 2023-10-15, multi-value separator ',')
# ---------------------------------------------------------------------------
def supplychain():
    as_of = dt.date(2023, 10, 15)
    companies = rows(SC / "Company.csv")
    people = rows(SC / "Person.csv")
    products = rows(SC / "Product.csv")
    trans = rows(SC / "Company_fundTrans_Company.csv")
    events = rows(SC / "ProductChainEvent.csv")

    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    cname = {c["id"]: c["name"] for c in companies}
    makes = {c["name"]: split(c["product"], ",") for c in companies}
    # Product.csv repeats ids; every repeat must be identical.
    prod = {}
    for p in products:
        key = p["id"]
        val = (p["belongToIndustry"], p["hasSupplyChain"])
        assert prod.get(key, val) == val, key
        prod[key] = val
    down = {k: split(v[1], ",") for k, v in prod.items()}
    industry = {k: v[0] for k, v in prod.items()}
    reps = {p["name"]: split(p["legalRepresentative"], ",") for p in people}
    for names in reps.values():
        assert all(n in makes for n in names), names
    age = {p["name"]: int(p["age"]) for p in people}
    tr = [(cname[t["srcId"]], cname[t["dstId"]], t["transDate"], int(t["transAmt"]))
          for t in trans]

    def makers(product):
        return [c for c in makes if product in makes[c]]

    def rep_of(company):
        return [p for p in reps if company in reps[p]]

    def folded(name):
        return name.replace("*", "")

    CH = "传化****限公司"
    SJ = "三角***份限公司"

    q = QSet("supplychain")

    # 1-5 relation_hop
    q.add("relation_hop", "en",
          "Which companies list 轮胎与橡胶-轮胎-斜交轮胎 among the products they deal in?",
          makers("轮胎与橡胶-轮胎-斜交轮胎"))
    q.add("relation_hop", "zh",
          "吉林奇*化****公司的法人代表是谁？",
          one(rep_of("吉林奇*化****公司")))
    assert sum(folded(p) == folded("袁*") for p in reps) == 1
    q.add("relation_hop", "en",
          "Which companies is 袁* the legal representative of?",
          reps["袁*"])
    q.add("relation_hop", "en",
          "What products sit directly downstream of 轮胎与橡胶-轮胎-特种轮胎 in the supply chain?",
          down["轮胎与橡胶-轮胎-特种轮胎"])
    payers_ch = []
    for s, d, _, _ in tr:
        if d == CH and s not in payers_ch:
            payers_ch.append(s)
    q.add("relation_hop", "zh",
          "有哪些公司给传化****限公司转过钱？",
          payers_ch)

    # 6-9 property
    q.add("property", "en",
          "How old is 倪**?",
          age["倪**"])
    q.add("property", "zh",
          "产品“消闲用品-自行车”属于哪个产业？",
          industry["消闲用品-自行车"])
    zg = [t for t in tr if t[0] == "中国***份*公司" and t[1] == SJ]
    q.add("property", "en",
          "On what date did 中国***份*公司 transfer money to 三角***份限公司?",
          one(t[2] for t in zg))
    ev = one(e for e in events if e["name"] == "顺丁橡胶成本上涨")
    q.add("property", "en",
          "What trend does the supply-chain event 顺丁橡胶成本上涨 record?",
          ev["trend"])

    # 10-13 two_hop
    payer_reps = []
    for c in payers_ch:
        for p in rep_of(c):
            if p not in payer_reps:
                payer_reps.append(p)
    q.add("two_hop", "en",
          "Who are the legal representatives of the companies that paid money into 传化****限公司?",
          payer_reps)
    q.add("two_hop", "zh",
          "万威国**公司的法人代表多大年纪？",
          age[one(rep_of("万威国**公司"))])
    assert sum(folded(p) == folded("平**") for p in reps) == 1
    q.add("two_hop", "zh",
          "平**担任法人代表的那家公司经营什么产品？",
          makes[one(reps["平**"])])
    q.add("two_hop", "en",
          "Which companies deal in the product that the event 顺丁橡胶成本上涨 is about?",
          makers(ev["subject"]))

    # 14-16 aggregate
    q.add("aggregate", "en",
          "How much money did 三角***份限公司 receive in total across all transfers?",
          sum(a for _, d, _, a in tr if d == SJ))
    q.add("aggregate", "zh",
          "华融***融控**公司一共经营多少种不同的产品？",
          len(makes["华融***融控**公司"]))
    q.add("aggregate", "en",
          "How many different companies has 传化****限公司 sent money to?",
          len({d for s, d, _, _ in tr if s == CH}))

    # 17-19 superlative
    q.add("superlative", "zh",
          "所有自然人里年纪最大的是谁？",
          unique_max(age))
    biggest = defaultdict(int)
    for s, d, _, a in tr:
        if s == CH:
            biggest[d] = max(biggest[d], a)
    q.add("superlative", "en",
          "Which company got the largest single payment from 传化****限公司?",
          unique_max(biggest))
    to_sj = defaultdict(int)
    for s, d, _, a in tr:
        if d == SJ:
            to_sj[s] += a
    q.add("superlative", "en",
          "Which company has paid 三角***份限公司 the most money overall?",
          unique_max(to_sj))

    # 20-21 comparison
    assert age["禹**"] != age["骆*"]
    q.add("comparison", "en",
          "Is 禹** older than 骆*?",
          str(age["禹**"] > age["骆*"]))
    got = {c: sum(a for s, d, _, a in tr if s == CH and d == c)
           for c in ("康**股有公司", "首***发展股**公司")}
    q.add("comparison", "zh",
          "传化****限公司付给康**股有公司和首***发展股**公司的钱，哪一家收得更多？",
          unique_max(got))

    # 22-23 filter
    q.add("filter", "en",
          "Which people in the registry are older than 55?",
          [p for p in age if age[p] > 55])
    big = []
    for s, d, _, a in tr:
        if d == SJ and a > 500000 and s not in big:
            big.append(s)
    q.add("filter", "zh",
          "哪些公司向三角***份限公司有过超过50万元的单笔转账？",
          big)

    # 24 time_window
    q.add("time_window", "en",
          "What was the total outflow of 传化****限公司 over the last 30 days?",
          sum(a for s, _, t, a in tr if s == CH and in_last(t, 30, as_of)))

    # 25 described
    q.add("described", "en",
          "Among the companies represented by 俞**, which one lists both 保险 and "
          "保险-财产与意外伤害保险-机动车辆险 among its products?",
          one(c for c in reps["俞**"]
              if "保险" in makes[c] and "保险-财产与意外伤害保险-机动车辆险" in makes[c]))

    q.check()
    return q.items


# ---------------------------------------------------------------------------
# kag-riskmining (as of 2023-10-15, multi-value separator ',')
# ---------------------------------------------------------------------------
def riskmining():
    as_of = dt.date(2023, 10, 15)
    apps = rows(RM / "App.csv")
    certs = rows(RM / "Cert.csv")
    companies = rows(RM / "Company.csv")
    devices = rows(RM / "Device.csv")
    people = rows(RM / "Person.csv")
    has_dev = rows(RM / "Person_hasDevice_Device.csv")
    person_cert = rows(RM / "Person_hasCert_Cert.csv")
    share = rows(RM / "Person_holdShare_Company.csv")
    trans = rows(RM / "Person_fundTrans_Person.csv")

    assert len({p["name"] for p in people}) == len(people)
    assert len({p["name"].replace("*", "") for p in people}) == len(people)
    pname = {p["id"]: p["name"] for p in people}
    person = {p["name"]: p for p in people}
    age = {p["name"]: int(p["age"]) for p in people}
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    cert_nums = {c["certNum"] for c in certs}
    assert len(cert_nums) == len(certs)
    dev = {d["id"]: d for d in devices}
    assert len({d["umid"] for d in devices}) == len(devices)
    installs = {d["id"]: split(d["install"], ",") for d in devices}
    comp = {c["name"]: c for c in companies}
    owned = defaultdict(list)
    owners = defaultdict(list)
    for h in has_dev:
        if h["dst"] not in owned[pname[h["src"]]]:
            owned[pname[h["src"]]].append(h["dst"])
        if pname[h["src"]] not in owners[h["dst"]]:
            owners[h["dst"]].append(pname[h["src"]])
    tr = [(pname[t["src"]], pname[t["dst"]], t["transDate"], int(t["transAmt"]))
          for t in trans]

    BAI = "柏*"
    q = QSet("riskmining")

    # 1-5 relation_hop
    recips = []
    for s, d, _, _ in tr:
        if s == BAI and d not in recips:
            recips.append(d)
    q.add("relation_hop", "en",
          "Which people has 柏* transferred money to?",
          recips)
    umid = "7f:12:05:c4:2c:38"
    dev45 = one(d for d in dev if dev[d]["umid"] == umid)
    q.add("relation_hop", "zh",
          f"umid 为 {umid} 的设备归哪些人所有？",
          owners[dev45])
    cn = "33fdf452aa9cd145ba096c364a250ee8"
    q.add("relation_hop", "en",
          f"Which individual holds the certificate numbered {cn}?",
          one(pname[r["src"]] for r in person_cert if r["dst"] == cn))
    q.add("relation_hop", "en",
          "What certificate number does the app com.qIu.VJbJ use?",
          app["com.qIu.VJbJ"]["useCert"])
    senders = []
    for s, d, _, _ in tr:
        if d == "邬**" and s not in senders:
            senders.append(s)
    q.add("relation_hop", "zh",
          "谁给邬**转过账？",
          senders)

    # 6-9 property
    q.add("property", "en",
          "What is 萧*'s age?",
          age["萧*"])
    q.add("property", "zh",
          "明**的手机号是多少？",
          person["明**"]["hasPhone"])
    q.add("property", "en",
          "What risk mark is recorded for the app com.FtseGg.URbin.mdWFR.IuecfgL?",
          app["com.FtseGg.URbin.mdWFR.IuecfgL"]["riskMark"])
    q.add("property", "en",
          "What phone number is listed for the company 航天彩**人*股*限公司?",
          comp["航天彩**人*股*限公司"]["phone"])

    # 10-13 two_hop
    q.add("two_hop", "en",
          "What is the umid of the device owned by 葛**?",
          dev[one(owned["葛**"])]["umid"])
    rec_ages = []
    for p in recips:
        if str(age[p]) not in rec_ages:
            rec_ages.append(str(age[p]))
    assert len(rec_ages) == len(recips)
    q.add("two_hop", "zh",
          "柏*转过账的那几个人分别多大年纪？",
          rec_ages)
    held = one(r["dst"] for r in person_cert if pname[r["src"]] == "裘**")
    assert held in cert_nums
    q.add("two_hop", "en",
          "Which apps are signed with the certificate that 裘** holds?",
          [a["id"] for a in apps if a["useCert"] == held])
    own_fraud = []
    for d in dev:
        if "com.aCl.toMv" in installs[d]:
            for p in owners.get(d, []):
                if p not in own_fraud:
                    own_fraud.append(p)
    q.add("two_hop", "en",
          "Who owns a device with the app com.aCl.toMv installed on it?",
          own_fraud)

    # 14-16 aggregate
    q.add("aggregate", "en",
          "In how many companies does 柏* hold shares?",
          len({r["dst"] for r in share if pname[r["src"]] == BAI}))
    q.add("aggregate", "zh",
          "柏*一共给杜*转了多少钱？",
          sum(a for s, d, _, a in tr if s == BAI and d == "杜*"))
    distinct_apps = set()
    for d in owned["裘**"]:
        distinct_apps.update(installs[d])
    q.add("aggregate", "en",
          "How many different apps are installed across all the devices 裘** owns?",
          len(distinct_apps))

    # 17-19 superlative
    q.add("superlative", "en",
          "Who is the oldest person in the data?",
          unique_max(age))
    q.add("superlative", "zh",
          "谁名下的设备最多？",
          unique_max({p: len(v) for p, v in owned.items()}))
    largest = {}
    for s, d, _, a in tr:
        if s == BAI:
            largest[d] = max(largest.get(d, 0), a)
    q.add("superlative", "en",
          "Who received the single largest transfer that 柏* made?",
          unique_max(largest))

    # 20-21 comparison
    q.add("comparison", "en",
          "Who owns more devices, 裘** or 杜*?",
          unique_max({p: len(owned[p]) for p in ("裘**", "杜*")}))
    to_q = sum(a for s, d, _, a in tr if s == BAI and d == "裘**")
    to_d = sum(a for s, d, _, a in tr if s == BAI and d == "杜*")
    assert to_q != to_d
    q.add("comparison", "zh",
          "柏*转给裘**的总金额是否超过了转给杜*的总金额？",
          str(to_q > to_d))

    # 22-23 filter
    q.add("filter", "en",
          "Which apps are flagged with the risk mark 赌博 (gambling)?",
          [a["id"] for a in apps if a["riskMark"] == "赌博"])
    q.add("filter", "zh",
          "哪些人的年龄超过55岁？",
          [p for p in age if age[p] > 55])

    # 24 time_window
    q.add("time_window", "en",
          "How much did 柏* transfer in total over the last 30 days?",
          sum(a for s, _, t, a in tr if s == BAI and in_last(t, 30, as_of)))

    # 25 described
    q.add("described", "zh",
          "那个31岁、手机号以197开头的人叫什么？",
          one(p["name"] for p in people
              if p["age"] == "31" and p["hasPhone"].startswith("197")))

    q.check()
    return q.items


def main():
    out = {
        "r10-acme-supply.json": acme(),
        "r10-kag-supplychain.json": supplychain(),
        "r10-kag-riskmining.json": riskmining(),
    }
    for name, items in out.items():
        path = BLIND / name
        path.write_text(json.dumps(items, ensure_ascii=False, indent=2) + "\n",
                        encoding="utf-8")
        print(f"wrote {path} ({len(items)} questions)")


if __name__ == "__main__":
    main()
