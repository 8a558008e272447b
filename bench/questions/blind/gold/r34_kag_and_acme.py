"""Gold answers for round r34: held-out questions over acme-supply, kag-supplychain
and kag-riskmining, computed from the raw source files only (csv/json/datetime/re/os).

Running this script (re)writes, next to the folder it lives in:
  r34-acme-supply.json, r34-kag-supplychain.json, r34-kag-riskmining.json

Conventions followed (kagflow README, "how questions are read"):
  * "the last N days" counted back from the project's as-of date: as_of - N < day <= as_of
    (the KAG rules' date_diff(now, day) < N); every window used here is asserted to have no
    edge dated exactly on a boundary, so the inclusive/exclusive reading cannot matter.
  * months written as a calendar month ("July 2023") are the whole month.
  * a name repeated in one cell counts once (MultiValue cells are sets).
  * "between A and B" keeps both ends.
  * superlatives and choices are asserted tie-free; lookups assert one row and a value.
"""

import csv
import datetime
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/questions/blind
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(OUT_DIR)))  # the repository
ACME = os.path.join(ROOT, "data", "examples", "acme-supply")
SHARED = os.environ.get(
    "KAG_DATASETS", os.path.join(os.path.dirname(ROOT), "shared", "datasets")
)
SUPPLY = os.path.join(SHARED, "kag-supplychain")
RISK = os.path.join(SHARED, "kag-riskmining")


# ---------------------------------------------------------------- helpers

def read(project, name):
    with open(os.path.join(project, "sources", name), encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def as_of_of(project):
    with open(os.path.join(project, "kagflow.yaml"), encoding="utf-8") as fh:
        m = re.search(r'^as_of:\s*"?(\d{4}-\d{2}-\d{2})"?', fh.read(), re.M)
    assert m, "no as_of in kagflow.yaml"
    return datetime.date.fromisoformat(m.group(1))


def one(rows, col, value):
    hits = [r for r in rows if r[col] == value]
    assert len(hits) == 1, (col, value, len(hits))
    return hits[0]


def val(row, col):
    v = (row.get(col) or "").strip()
    assert v, (row, col)
    return v


def cell_set(cell, sep):
    """A MultiValue cell as a set: blanks trimmed, a repeated name counted once."""
    return {x.strip() for x in (cell or "").split(sep) if x.strip()}


def day(s):
    return datetime.datetime.strptime(s.strip(), "%Y%m%d").date()


def in_last(days, as_of, d, all_days):
    """as_of - days < d <= as_of; no edge may sit on either boundary."""
    lo = as_of - datetime.timedelta(days=days)
    for x in all_days:
        assert x != lo, ("edge on window boundary", x)
        assert x <= as_of, ("edge after as_of", x)
    return lo < d <= as_of


def unique_best(scores, key=max):
    best = key(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, ("tie", winners, best)
    return winners[0]


def exact_div(a, b):
    """a / b as an exact decimal string (asserts it terminates)."""
    assert b > 0
    q, r = divmod(a, b)
    if r == 0:
        return str(q)
    m = b
    for p in (2, 5):
        while m % p == 0:
            m //= p
    assert m == 1, ("non-terminating average", a, b)
    digits = []
    while r and len(digits) < 30:
        r *= 10
        digits.append(str(r // b))
        r %= b
    return f"{q}." + "".join(digits)


def num(x):
    if isinstance(x, int):
        return str(x)
    return x


def item(items, prefix, question, answer, shape, lang):
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    assert len(set(answer)) == len(answer), (question, answer)
    items.append({
        "id": f"{prefix}-r34-{len(items) + 1:02d}",
        "question": question,
        "answer": answer,
        "shape": shape,
        "lang": lang,
    })


def write(items, name):
    assert len(items) == 25, (name, len(items))
    path = os.path.join(OUT_DIR, name)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(items, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    return path


# ---------------------------------------------------------------- acme-supply

def acme():
    as_of = as_of_of(ACME)
    assert as_of == datetime.date(2024, 6, 30)
    sep = ";"
    companies = read(ACME, "Company.csv")
    persons = read(ACME, "Person.csv")
    products = read(ACME, "Product.csv")
    trans = read(ACME, "Company_fundTrans_Company.csv")
    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    assert len({p["name"] for p in persons}) == len(persons)
    by_id = {c["id"]: c for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    name = lambda i: by_id[i]["name"]
    for t in trans:
        t["day"] = day(t["transDate"])
        t["amt"] = int(t["transAmt"])
    reps = {p["name"]: cell_set(p["legalRepresentative"], sep) for p in persons}
    for cs in reps.values():
        assert cs <= set(cid), cs
    rep_of = {}
    for p, cs in reps.items():
        for c in cs:
            assert c not in rep_of, c
            rep_of[c] = p
    inflow = {}
    for t in trans:
        inflow[t["dstId"]] = inflow.get(t["dstId"], 0) + t["amt"]

    def paid(src, dst):
        return sum(t["amt"] for t in trans if t["srcId"] == src and t["dstId"] == dst)

    # mainSupply (schema rule): s makes an up product whose downstream product o makes,
    # o paid s, and o's payments are more than half of s's inflow.
    prod_of = {c["id"]: cell_set(c["product"], sep) for c in companies}
    down = {}
    for p in products:
        down.setdefault(p["id"], set()).update(cell_set(p["hasSupplyChain"], sep))
    main_customer = {}
    for s in by_id:
        for o in by_id:
            if s == o:
                continue
            linked = any(d in prod_of[o] for up in prod_of[s] for d in down.get(up, ()))
            if linked and paid(o, s) and paid(o, s) / inflow[s] > 0.5:
                main_customer.setdefault(s, set()).add(o)

    items, P = [], "acme"
    A = cid["Acme Motors"]

    # property
    item(items, P, "What year was Fjord Steel founded?",
         [val(one(companies, "name", "Fjord Steel AS"), "founded")], "property", "en")
    item(items, P, "Which country is Helix Chemicals based in?",
         [val(one(companies, "name", "Helix Chemicals"), "country")], "property", "en")
    item(items, P, "How old is Chloe Tan?",
         [val(one(persons, "name", "Chloe Tan"), "age")], "property", "en")
    item(items, P, "Granite Insurance 是哪个国家的公司？",
         [val(one(companies, "name", "Granite Insurance"), "country")], "property", "zh")

    # aggregate
    ohara = cid["O'Hara, Lamb & Sons"]
    assert sum(1 for t in trans if t["srcId"] == A and t["dstId"] == ohara) == 2
    item(items, P, "How much has Acme Motors paid O'Hara, Lamb & Sons altogether?",
         [num(paid(A, ohara))], "aggregate", "en")
    acme_out = [t for t in trans if t["srcId"] == A]
    out90 = sum(t["amt"] for t in acme_out
                if in_last(90, as_of, t["day"], [x["day"] for x in acme_out]))
    item(items, P, "How much money did Acme send out over the last 90 days?",
         [num(out90)], "aggregate", "en")
    item(items, P, "所有转账记录的平均金额是多少？",
         [exact_div(sum(t["amt"] for t in trans), len(trans))], "aggregate", "zh")
    helix = cid["Helix Chemicals"]
    assert helix in inflow
    item(items, P, "Helix Chemicals 一共收到了多少钱？", [num(inflow[helix])], "aggregate", "zh")

    # relation
    item(items, P, "Who's the boss of Eastwind Logistics?",
         [rep_of["Eastwind Logistics"]], "relation", "en")
    item(items, P, "Which companies did O'Hara, Lamb & Sons wire money to?",
         sorted({name(t["dstId"]) for t in trans if t["srcId"] == ohara}), "relation", "en")
    item(items, P, "What products does Helix make?",
         sorted(prod_of[helix]), "relation", "en")
    item(items, P, "Dara O'Hara 担任哪些公司的法人代表？",
         sorted(reps["Dara O'Hara"]), "relation", "zh")
    borealis = cid["Borealis Rubber Works"]
    assert len(main_customer.get(borealis, ())) == 1
    item(items, P, "Which company is Borealis Rubber Works' main customer?",
         [name(o) for o in main_customer[borealis]], "relation", "en")

    # two_hop
    item(items, P, "Which countries are the companies that paid Acme Motors based in?",
         sorted({val(by_id[t["srcId"]], "country") for t in trans if t["dstId"] == A}),
         "two_hop", "en")
    acme_rep = rep_of["Acme Motors"]
    same = sorted(reps[acme_rep] - {"Acme Motors"})
    assert len(same) == 1
    item(items, P, "The company that shares a legal representative with Acme Motors - which country is it in?",
         [val(one(companies, "name", same[0]), "country")], "two_hop", "en")
    item(items, P, "Acme Motors 转过账的那些公司，它们的法定代表人分别是谁？",
         sorted({rep_of[name(t["dstId"])] for t in acme_out}), "two_hop", "zh")

    # superlative
    item(items, P, "Which company took in the most money overall?",
         [name(unique_best(inflow))], "superlative", "en")
    item(items, P, "Which firm has been around the longest?",
         [name(unique_best({c["id"]: int(c["founded"]) for c in companies}, min))],
         "superlative", "en")
    item(items, P, "哪位法人代表年纪最大？",
         [unique_best({p["name"]: int(p["age"]) for p in persons if reps[p["name"]]})],
         "superlative", "zh")

    # count
    item(items, P, "How many of the companies are based in the US?",
         [num(sum(1 for c in companies if c["country"] == "US"))], "count", "en")
    item(items, P, "单笔金额超过10万的转账有几笔？",
         [num(sum(1 for t in trans if t["amt"] > 100000))], "count", "zh")

    # list
    item(items, P, "List the companies founded between 1950 and 2000.",
         sorted(c["name"] for c in companies if 1950 <= int(c["founded"]) <= 2000),
         "list", "en")
    item(items, P, "年龄在40岁到55岁之间的人有哪些？",
         sorted(p["name"] for p in persons if 40 <= int(p["age"]) <= 55), "list", "zh")

    # choice
    delta, eastwind = one(companies, "name", "Delta Cells GmbH"), one(companies, "name", "Eastwind Logistics")
    assert int(delta["founded"]) != int(eastwind["founded"])
    earlier = min((delta, eastwind), key=lambda c: int(c["founded"]))
    item(items, P, "Which was founded earlier, Delta Cells or Eastwind Logistics?",
         [earlier["name"]], "choice", "en")
    to_ohara, to_delta = paid(A, ohara), paid(A, delta["id"])
    assert to_ohara != to_delta and to_ohara and to_delta
    item(items, P, "Acme Motors 付给 O'Hara, Lamb & Sons 的总额比付给 Delta Cells GmbH 的多吗？",
         ["是" if to_ohara > to_delta else "否"], "choice", "zh")
    return items


# ---------------------------------------------------------------- kag-supplychain

def supplychain():
    as_of = datetime.date(2023, 10, 15)
    sep = ","
    companies = read(SUPPLY, "Company.csv")
    persons = read(SUPPLY, "Person.csv")
    products = read(SUPPLY, "Product.csv")
    trans = read(SUPPLY, "Company_fundTrans_Company.csv")
    assert len({c["id"] for c in companies}) == len(companies)
    assert len({c["name"] for c in companies}) == len(companies)
    # no two company or person names differ only in their asterisks
    for rows in (companies, persons):
        stripped = [r["name"].replace("*", "") for r in rows]
        assert len(set(stripped)) == len(stripped) or rows is persons
    by_id = {c["id"]: c for c in companies}
    cid = {c["name"]: c["id"] for c in companies}
    name = lambda i: by_id[i]["name"]
    for t in trans:
        t["day"] = day(t["transDate"])
        t["amt"] = int(t["transAmt"])
        assert t["srcId"] in by_id and t["dstId"] in by_id
    reps = {p["name"]: cell_set(p["legalRepresentative"], sep) for p in persons}
    assert len(reps) == len(persons)
    rep_of = {}
    for p, cs in reps.items():
        assert cs <= set(cid), cs
        for c in cs:
            assert c not in rep_of, c
            rep_of[c] = p
    # products: rows repeat; every repeat of an id must say the same thing
    prod = {}
    for p in products:
        key = (p["belongToIndustry"], p["hasSupplyChain"])
        assert prod.setdefault(p["id"], key) == key, p["id"]
    industry = {k: v[0] for k, v in prod.items()}
    down = {k: cell_set(v[1], sep) for k, v in prod.items()}
    prod_of = {c["id"]: cell_set(c["product"], sep) for c in companies}
    inflow = {}
    for t in trans:
        inflow[t["dstId"]] = inflow.get(t["dstId"], 0) + t["amt"]

    def paid(src, dst):
        return sum(t["amt"] for t in trans if t["srcId"] == src and t["dstId"] == dst)

    main_customer = {}
    for s in by_id:
        if s not in inflow:
            continue
        for o in {t["srcId"] for t in trans if t["dstId"] == s}:
            linked = any(d in prod_of[o] for up in prod_of[s] for d in down.get(up, ()))
            if linked and paid(o, s) / inflow[s] > 0.5:
                main_customer.setdefault(s, set()).add(o)

    items, P = [], "supplychain"
    CH = cid["传化****限公司"]
    assert sum(1 for c in companies if "传化" in c["name"]) == 1
    ch_out = [t for t in trans if t["srcId"] == CH]
    ch_in = [t for t in trans if t["dstId"] == CH]

    # property
    item(items, P, "How old is 骆*?", [val(one(persons, "name", "骆*"), "age")], "property", "en")
    p_ins = "保险-财产与意外伤害保险-机动车辆险"
    assert p_ins in industry and industry[p_ins]
    item(items, P, f"Which industry does the product {p_ins} fall under?",
         [industry[p_ins]], "property", "en")
    tc = cid["天臣控**公司"]
    hits = [t for t in trans if t["srcId"] == CH and t["dstId"] == tc]
    assert len(hits) == 1
    item(items, P, "On what date did 传化****限公司 pay 天臣控**公司?",
         [hits[0]["day"].isoformat()], "property", "en")
    item(items, P, "平**的年龄是多少？", [val(one(persons, "name", "平**"), "age")], "property", "zh")

    # aggregate
    item(items, P, "What's the total amount of money 传化****限公司 has received?",
         [num(inflow[CH])], "aggregate", "en")
    out30 = sum(t["amt"] for t in ch_out if in_last(30, as_of, t["day"], [x["day"] for x in ch_out]))
    item(items, P, "How much did 传化 pay out in the last 30 days?", [num(out30)], "aggregate", "en")
    # cashflowDiff3Month (schema rule): outflow minus inflow over the last 90 days
    out90 = sum(t["amt"] for t in ch_out if in_last(90, as_of, t["day"], [x["day"] for x in ch_out]))
    in90 = sum(t["amt"] for t in ch_in if in_last(90, as_of, t["day"], [x["day"] for x in ch_in]))
    item(items, P, "传化****限公司近3个月的资金流水差是多少？", [num(out90 - in90)], "aggregate", "zh")
    item(items, P, "On average, how much was each payment 传化****限公司 made?",
         [exact_div(sum(t["amt"] for t in ch_out), len(ch_out))], "aggregate", "en")

    # relation
    item(items, P, "Who is the legal rep of 吉林奇*化****公司?",
         [rep_of["吉林奇*化****公司"]], "relation", "en")
    item(items, P, "Which firms have sent money to 传化****限公司?",
         sorted({name(t["srcId"]) for t in ch_in}), "relation", "en")
    item(items, P, "What does 东岳*团*公司 make?",
         sorted(prod_of[cid["东岳*团*公司"]]), "relation", "en")
    assert len(main_customer.get(CH, ())) == 1
    item(items, P, "传化****限公司的主要客户是哪家公司？",
         [name(o) for o in main_customer[CH]], "relation", "zh")
    item(items, P, "倪**是哪几家公司的法定代表人？", sorted(reps["倪**"]), "relation", "zh")

    # two_hop
    ygy = cid["阳光*源***公司"]
    assert all(p in industry for p in prod_of[ygy])
    item(items, P, "Which industries are the products of 阳光*源***公司 in?",
         sorted({industry[p] for p in prod_of[ygy]}), "two_hop", "en")
    sj = cid["三角***份限公司"]
    sj_to = {t["dstId"] for t in trans if t["srcId"] == sj}
    assert len(sj_to) == 1
    item(items, P, "Who is the boss of the company that received money from 三角***份限公司?",
         sorted({rep_of[name(c)] for c in sj_to}), "two_hop", "en")
    you = sorted(reps["尤**"])
    assert len(you) == 1
    item(items, P, "尤**担任法人的那家公司经营哪些产品？",
         sorted(prod_of[cid[you[0]]]), "two_hop", "zh")

    # superlative
    item(items, P, "Which company has the largest total inflow of funds?",
         [name(unique_best(inflow))], "superlative", "en")
    item(items, P, "年龄最大的自然人是谁？",
         [unique_best({p["name"]: int(p["age"]) for p in persons})], "superlative", "zh")
    biggest = unique_best({i: t["amt"] for i, t in enumerate(trans)})
    item(items, P, "Which company made the largest single transfer?",
         [name(trans[biggest]["srcId"])], "superlative", "en")

    # count
    item(items, P, "臧*是几家公司的法定代表人？", [num(len(reps["臧*"]))], "count", "zh")
    bias = "轮胎与橡胶-轮胎-斜交轮胎"
    assert not any(k.startswith(bias + "-") for k in industry)  # a leaf product
    item(items, P, f"How many companies list {bias} among their products?",
         [num(sum(1 for c in companies if bias in prod_of[c["id"]]))], "count", "en")

    # list
    item(items, P, "List everyone aged between 50 and 60.",
         sorted(p["name"] for p in persons if 50 <= int(p["age"]) <= 60), "list", "en")
    july = sorted({name(t["dstId"]) for t in ch_out if (t["day"].year, t["day"].month) == (2023, 7)})
    item(items, P, "2023年7月，传化****限公司向哪些公司转过账？", july, "list", "zh")

    # choice
    a, b = cid["宝业集****公司"], cid["康**股有公司"]
    pa, pb = paid(CH, a), paid(CH, b)
    assert pa and pb and pa != pb
    item(items, P, "Who got more money from 传化****限公司, 宝业集****公司 or 康**股有公司?",
         [name(a if pa > pb else b)], "choice", "en")
    la, ly = int(one(persons, "name", "骆*")["age"]), int(one(persons, "name", "禹**")["age"])
    assert la != ly
    item(items, P, "骆*和禹**，谁的年纪更大？", ["骆*" if la > ly else "禹**"], "choice", "zh")
    return items


# ---------------------------------------------------------------- kag-riskmining

def riskmining():
    as_of = datetime.date(2023, 10, 15)
    sep = ","
    persons = read(RISK, "Person.csv")
    apps = read(RISK, "App.csv")
    certs = read(RISK, "Cert.csv")
    companies = read(RISK, "Company.csv")
    devices = read(RISK, "Device.csv")
    trans = read(RISK, "Person_fundTrans_Person.csv")
    has_dev = read(RISK, "Person_hasDevice_Device.csv")
    p_cert = read(RISK, "Person_hasCert_Cert.csv")
    c_cert = read(RISK, "Company_hasCert_Cert.csv")
    shares = read(RISK, "Person_holdShare_Company.csv")
    for rows in (persons, apps, certs, companies, devices):
        assert len({r["id"] for r in rows}) == len(rows)
    assert len({p["name"] for p in persons}) == len(persons)
    assert len({p["name"].replace("*", "") for p in persons}) == len(persons)
    pid = {p["name"]: p["id"] for p in persons}
    pname = {p["id"]: p["name"] for p in persons}
    dev = {d["id"]: d for d in devices}
    installed = {d["id"]: cell_set(d["install"], sep) for d in devices}
    cert_nums = {c["certNum"] for c in certs}
    assert len(cert_nums) == len(certs)
    for t in trans:
        t["day"] = day(t["transDate"])
        t["amt"] = int(t["transAmt"])
    owns = {}
    for r in has_dev:
        owns.setdefault(r["src"], set()).add(r["dst"])
    assert len(has_dev) == sum(len(v) for v in owns.values())

    # rules: developed (an app installed on more than 5 of the person's devices),
    # gambling app (riskMark contains 赌博), release (via held company's cert),
    # 赌博App开发者, 赌博App老板
    gambling = {a["id"] for a in apps if "赌博" in a["riskMark"]}
    developed = {}
    for p, ds in owns.items():
        counts = {}
        for d in ds:
            for a in installed[d]:
                counts[a] = counts.get(a, 0) + 1
        developed[p] = {a for a, n in counts.items() if n > 5}
    company_certs = {}
    for r in c_cert:
        company_certs.setdefault(r["src"], set()).add(r["dst"])
    released = {}
    for r in shares:
        cs = company_certs.get(r["dst"], set())
        released.setdefault(r["src"], set()).update(a["id"] for a in apps if a["useCert"] in cs)
    devs_gamb = {p for p, a in developed.items() if a & gambling}
    payees = {}
    for t in trans:
        payees.setdefault(t["src"], set()).add(t["dst"])
    bosses = set()
    for s, rel in released.items():
        for a in rel & gambling:
            if any(a in developed.get(u, ()) for u in payees.get(s, ())):
                bosses.add(s)

    items, P = [], "riskmining"
    BO = pid["柏*"]
    bo_out = [t for t in trans if t["src"] == BO]

    # property
    item(items, P, "How old is 萧*?", [val(one(persons, "name", "萧*"), "age")], "property", "en")
    item(items, P, "What's 方*'s phone number?", [val(one(persons, "name", "方*"), "hasPhone")],
         "property", "en")
    item(items, P, "What risk flag does the app com.FtseGg.URbin.mdWFR.IuecfgL carry?",
         [val(one(apps, "id", "com.FtseGg.URbin.mdWFR.IuecfgL"), "riskMark")], "property", "en")
    item(items, P, "设备12的umid是什么？", [val(one(devices, "id", "12"), "umid")], "property", "zh")

    # aggregate
    du = pid["杜*"]
    item(items, P, "How much has 柏* transferred to 杜* in total?",
         [num(sum(t["amt"] for t in bo_out if t["dst"] == du))], "aggregate", "en")
    out30 = sum(t["amt"] for t in bo_out if in_last(30, as_of, t["day"], [x["day"] for x in bo_out]))
    item(items, P, "How much money did 柏* send out over the last 30 days?", [num(out30)],
         "aggregate", "en")
    item(items, P, "所有人的平均年龄是多少？",
         [exact_div(sum(int(p["age"]) for p in persons), len(persons))], "aggregate", "zh")
    aug = [t for t in bo_out if (t["day"].year, t["day"].month) == (2023, 8)]
    assert aug
    item(items, P, "What was the total of all the transfers 柏* made in August 2023?",
         [num(sum(t["amt"] for t in aug))], "aggregate", "en")

    # relation
    item(items, P, "Who has 柏* sent money to?", sorted({pname[t["dst"]] for t in bo_out}),
         "relation", "en")
    item(items, P, "Which certificate does the app com.aCl.toMv use?",
         [val(one(apps, "id", "com.aCl.toMv"), "useCert")], "relation", "en")
    qiu_certs = sorted({r["dst"] for r in p_cert if r["src"] == pid["裘**"]})
    assert len(qiu_certs) == 1 and qiu_certs[0] in cert_nums
    item(items, P, "Which certificate does 裘** hold?", qiu_certs, "relation", "en")
    qi_devs = sorted(owns[pid["祁**"]])
    assert len(qi_devs) == 1
    item(items, P, "祁**名下有哪台设备？", qi_devs, "relation", "zh")
    assert bosses
    item(items, P, "哪个人是赌博App的老板？", sorted(pname[p] for p in bosses), "relation", "zh")

    # two_hop
    xi = sorted(owns[pid["席*"]])
    assert len(xi) == 1
    item(items, P, "What's the umid of the device 席* owns?", [val(dev[xi[0]], "umid")],
         "two_hop", "en")
    fang = pid["方*"]
    sharers = sorted({pname[p] for p, ds in owns.items() if p != fang and ds & owns[fang]})
    item(items, P, "Which other person shares a device with 方*?", sharers, "two_hop", "en")
    item(items, P, "裘**持有的证书被哪些应用使用？",
         sorted(a["id"] for a in apps if a["useCert"] in qiu_certs), "two_hop", "zh")

    # superlative
    item(items, P, "Who owns the most devices?",
         [pname[unique_best({p: len(ds) for p, ds in owns.items()})]], "superlative", "en")
    item(items, P, "年纪最大的那个人是谁？",
         [unique_best({p["name"]: int(p["age"]) for p in persons})], "superlative", "zh")
    big = unique_best({i: t["amt"] for i, t in enumerate(bo_out)})
    item(items, P, "Who was on the receiving end of 柏*'s single biggest transfer?",
         [pname[bo_out[big]["dst"]]], "superlative", "en")

    # count
    raw16 = [x for x in dev["16"]["install"].split(sep) if x.strip()]
    assert len(raw16) > len(installed["16"])  # the cell names an app twice
    item(items, P, "How many different apps are installed on device 16?",
         [num(len(installed["16"]))], "count", "en")
    item(items, P, "杜*名下有几台设备？", [num(len(owns[du]))], "count", "zh")

    # list
    item(items, P, "List the people aged 40 to 50.",
         sorted(p["name"] for p in persons if 40 <= int(p["age"]) <= 50), "list", "en")
    item(items, P, "哪些人开发了赌博应用？", sorted(pname[p] for p in devs_gamb), "list", "zh")

    # choice
    qiu = pid["裘**"]
    to_q = sum(t["amt"] for t in bo_out if t["dst"] == qiu)
    to_d = sum(t["amt"] for t in bo_out if t["dst"] == du)
    assert to_q != to_d
    item(items, P, "Did 裘** or 杜* get more money from 柏* overall?",
         ["裘**" if to_q > to_d else "杜*"], "choice", "en")
    ax, az = int(one(persons, "name", "席*")["age"]), int(one(persons, "name", "左**")["age"])
    assert ax != az
    item(items, P, "席*比左**年纪大吗？", ["是" if ax > az else "否"], "choice", "zh")
    return items


def main():
    for items, fname in ((acme(), "r34-acme-supply.json"),
                         (supplychain(), "r34-kag-supplychain.json"),
                         (riskmining(), "r34-kag-riskmining.json")):
        langs = [i["lang"] for i in items]
        assert langs.count("en") == 16 and langs.count("zh") == 9, fname
        print(write(items, fname))


if __name__ == "__main__":
    main()
