"""Gold answers for the r12 blind questions (acme-supply, kag-supplychain, kag-riskmining).

Every answer is computed here from the raw CSV files with the csv module only.
Running it writes r12-acme-supply.json, r12-kag-supplychain.json and
r12-kag-riskmining.json next to this folder (in bench/questions/blind/).

Reading conventions (README, "Answers without a model"):
- "the last N days" are the days fewer than N before the as-of date;
- a name repeated in one multi-value cell counts once;
- superlatives, comparisons and described questions are asserted unique here.
"""

import csv
import datetime as dt
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT_DIR = HERE.parent
ROOT = HERE.parents[3]  # the repository root (bench/questions/blind/gold -> root)
ACME = ROOT / "data" / "examples" / "acme-supply" / "sources"
SHARED = Path(os.environ.get("KAG_SHARED_DATASETS", ROOT.parent / "shared" / "datasets"))
SUPPLY = SHARED / "kag-supplychain" / "sources"
RISK = SHARED / "kag-riskmining" / "sources"

SHAPES = {"property", "aggregate", "relation_hop", "two_hop", "superlative",
          "filter", "comparison", "described", "time_window"}


def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def multi(cell, sep):
    """Items of a multi-value cell, each once, in first-seen order."""
    seen = []
    for item in (cell or "").split(sep):
        item = item.strip()
        if item and item not in seen:
            seen.append(item)
    return seen


def day(text):
    return dt.date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def in_last_days(date_text, n, as_of):
    diff = (as_of - day(date_text)).days
    return 0 <= diff < n


def the_one(candidates, what):
    """The single best item; fails when it is not unique."""
    assert len(candidates) == 1, f"{what}: not unique: {candidates}"
    return candidates[0]


def argbest(items, key, what, best=max):
    values = [key(i) for i in items]
    top = best(values)
    winners = [i for i, v in zip(items, values) if v == top]
    return the_one(winners, what)


def num(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


class Bench:
    def __init__(self, prefix):
        self.prefix = prefix
        self.items = []

    def add(self, shape, lang, question, answer):
        assert shape in SHAPES, shape
        assert lang in ("en", "zh"), lang
        if not isinstance(answer, list):
            answer = [answer]
        answer = [num(a) if not isinstance(a, str) else a for a in answer]
        assert answer and all(a != "" for a in answer), (question, answer)
        assert len(answer) == len(set(answer)), (question, answer)
        self.items.append({
            "id": f"{self.prefix}-r12-{len(self.items) + 1:02d}",
            "question": question,
            "answer": answer,
            "shape": shape,
            "lang": lang,
        })

    def check(self):
        want = {"relation_hop": 5, "property": 4, "two_hop": 4, "aggregate": 3,
                "superlative": 3, "comparison": 2, "filter": 2, "time_window": 1,
                "described": 1}
        got = defaultdict(int)
        for q in self.items:
            got[q["shape"]] += 1
        assert dict(got) == want, (self.prefix, dict(got))
        langs = defaultdict(int)
        for q in self.items:
            langs[q["lang"]] += 1
        assert langs["en"] == 16 and langs["zh"] == 9, (self.prefix, dict(langs))
        qs = [q["question"] for q in self.items]
        assert len(qs) == len(set(qs))


# --------------------------------------------------------------------------- acme-supply
def acme():
    as_of = dt.date(2024, 6, 30)  # kagflow.yaml as_of
    sep = ";"  # kagflow.yaml multi_value_separator
    comps = rows(ACME / "Company.csv")
    people = rows(ACME / "Person.csv")
    prods = rows(ACME / "Product.csv")
    trans = rows(ACME / "Company_fundTrans_Company.csv")

    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_id) == len(comps) == len(by_name)
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
    cid = lambda name: by_name[name]["id"]
    cname = lambda i: by_id[i]["name"]
    makes = {c["name"]: multi(c["product"], sep) for c in comps}
    down = {p["id"]: multi(p["hasSupplyChain"], sep) for p in prods}
    assert len(down) == len(prods)
    reps = {p["name"]: multi(p["legalRepresentative"], sep) for p in people}
    for cs in reps.values():
        assert all(c in by_name for c in cs)

    def paid_by(name):
        return [cname(t["dstId"]) for t in trans if t["srcId"] == cid(name)]

    def paid_to(name):
        return [cname(t["srcId"]) for t in trans if t["dstId"] == cid(name)]

    def inflow(name):
        return sum(int(t["transAmt"]) for t in trans if t["dstId"] == cid(name))

    def uniq(xs):
        out = []
        for x in xs:
            if x not in out:
                out.append(x)
        return out

    b = Bench("acme")

    # relation_hop x5
    b.add("relation_hop", "en", "Which companies has Acme Motors sent payments to?",
          uniq(paid_by("Acme Motors")))
    b.add("relation_hop", "zh", "哪些公司给 Acme Motors 打过款？", uniq(paid_to("Acme Motors")))
    b.add("relation_hop", "en", "bram de vries - legal rep for which companies?",
          reps["Bram de Vries"])
    b.add("relation_hop", "zh", "Helix Chemicals 生产哪些产品？", makes["Helix Chemicals"])
    b.add("relation_hop", "en",
          "In the supply chain, which products sit directly downstream of Metals-Steel-Sheet steel?",
          down["Metals-Steel-Sheet steel"])

    # property x4
    b.add("property", "en", "What year was Fjord Steel AS founded?",
          by_name["Fjord Steel AS"]["founded"])
    b.add("property", "zh", "Granite Insurance 是哪个国家的公司？",
          by_name["Granite Insurance"]["country"])
    b.add("property", "en", "chloe tan's age?", person["Chloe Tan"]["age"])
    b.add("property", "zh", "Borealis Rubber Works 所在国家是？",
          by_name["Borealis Rubber Works"]["country"])

    # two_hop x4
    rep_of_granite = [p for p, cs in reps.items() if "Granite Insurance" in cs]
    b.add("two_hop", "en", "How old is the person who is the legal representative of Granite Insurance?",
          person[the_one(rep_of_granite, "rep of Granite")]["age"])
    payers = uniq(paid_to("O'Hara, Lamb & Sons"))
    b.add("two_hop", "zh", "给 O'Hara, Lamb & Sons 付过款的公司分别位于哪些国家？",
          uniq(by_name[p]["country"] for p in payers))
    upstream = [p for p, ds in down.items() if "Vehicles-Parts-Tyres" in ds]
    makers = [c["name"] for c in comps if set(makes[c["name"]]) & set(upstream)]
    b.add("two_hop", "en",
          "Which companies make the products that feed into Vehicles-Parts-Tyres?", makers)
    b.add("two_hop", "zh", "Bram de Vries 担任法人代表的公司都生产哪些产品？",
          uniq(p for c in reps["Bram de Vries"] for p in makes[c]))

    # aggregate x3
    b.add("aggregate", "en",
          "Adding up every transfer, how much has Acme Motors paid O'Hara, Lamb & Sons altogether?",
          sum(int(t["transAmt"]) for t in trans
              if t["srcId"] == cid("Acme Motors") and t["dstId"] == cid("O'Hara, Lamb & Sons")))
    b.add("aggregate", "zh", "Acme Motors 一共对外转账了几笔？",
          len([t for t in trans if t["srcId"] == cid("Acme Motors")]))
    ages = [int(p["age"]) for p in people]
    avg = sum(ages) / len(ages)
    assert avg == int(avg)
    b.add("aggregate", "en", "What's the average age of the people in the dataset?", int(avg))

    # superlative x3
    b.add("superlative", "en", "Which company has been around the longest?",
          argbest(comps, lambda c: -int(c["founded"]), "oldest company")["name"])
    receivers = uniq(cname(t["dstId"]) for t in trans)
    b.add("superlative", "zh", "收款总额最高的是哪家公司？",
          argbest(receivers, inflow, "top receiver"))
    acme_out = [t for t in trans if t["srcId"] == cid("Acme Motors")]
    b.add("superlative", "en", "Who got the single largest payment Acme Motors ever made?",
          cname(argbest(acme_out, lambda t: int(t["transAmt"]), "largest Acme payment")["dstId"]))

    # comparison x2
    helix, granite = int(by_name["Helix Chemicals"]["founded"]), int(by_name["Granite Insurance"]["founded"])
    assert helix != granite
    b.add("comparison", "en", "Was Helix Chemicals founded before Granite Insurance?",
          str(helix < granite))
    a, br = int(person["Ada Moreno"]["age"]), int(person["Bram de Vries"]["age"])
    assert a != br
    b.add("comparison", "zh", "Ada Moreno 和 Bram de Vries，谁的年纪更大？",
          "Ada Moreno" if a > br else "Bram de Vries")

    # filter x2
    b.add("filter", "en", "Which companies were established later than 1980?",
          [c["name"] for c in comps if int(c["founded"]) > 1980])
    b.add("filter", "en",
          "Which companies have received a single transfer of more than 100,000?",
          uniq(cname(t["dstId"]) for t in trans if int(t["transAmt"]) > 100000))

    # time_window x1: last 30 days = transfers 0..29 days before as_of
    window = [t for t in trans if t["srcId"] == cid("Acme Motors") and in_last_days(t["transDate"], 30, as_of)]
    # no Acme transfer lies within two days of the window's edge
    for t in trans:
        if t["srcId"] == cid("Acme Motors"):
            assert abs((as_of - day(t["transDate"])).days - 29.5) > 2
    b.add("time_window", "en", "How much money has Acme Motors paid out over the last 30 days?",
          sum(int(t["transAmt"]) for t in window))

    # described x1
    founded_1962 = [c["name"] for c in comps if c["founded"] == "1962"]
    b.add("described", "en", "Which company was founded in 1962?",
          the_one(founded_1962, "company founded 1962"))

    b.check()
    return b.items


# ----------------------------------------------------------------------- kag-supplychain
def supplychain():
    as_of = dt.date(2023, 10, 15)
    comps = rows(SUPPLY / "Company.csv")
    people = rows(SUPPLY / "Person.csv")
    prods = rows(SUPPLY / "Product.csv")
    trans = rows(SUPPLY / "Company_fundTrans_Company.csv")
    events = rows(SUPPLY / "ProductChainEvent.csv")
    update = rows(SUPPLY / "CompanyUpdate.csv")  # mapped onto no type: stays out of gold

    by_id = {c["id"]: c for c in comps}
    by_name = {c["name"]: c for c in comps}
    assert len(by_id) == len(comps) == len(by_name)
    # masked names: no two companies differ only in their asterisks
    stripped = [c["name"].replace("*", "") for c in comps]
    assert len(set(stripped)) == len(stripped)
    person = {p["name"]: p for p in people}
    assert len(person) == len(people)
    cid = lambda name: by_name[name]["id"]
    cname = lambda i: by_id[i]["name"]
    for t in trans:
        assert t["srcId"] in by_id and t["dstId"] in by_id
    assert len({tuple(t.values()) for t in trans}) == len(trans)

    makes = {c["name"]: multi(c["product"], ",") for c in comps}
    reps = {p["name"]: multi(p["legalRepresentative"], ",") for p in people}
    # Product.csv repeats rows: every repeat must be identical
    prod = {}
    for p in prods:
        row = (p["belongToIndustry"], tuple(multi(p["hasSupplyChain"], ",")))
        assert prod.setdefault(p["id"], row) == row, p["id"]
    industry = {k: v[0] for k, v in prod.items()}
    down = {k: list(v[1]) for k, v in prod.items()}
    updated = {u["id"] for u in update}

    def uniq(xs):
        out = []
        for x in xs:
            if x not in out:
                out.append(x)
        return out

    def rep_of(company):
        return [p for p, cs in reps.items() if company in cs]

    b = Bench("supplychain")

    # relation_hop x5
    b.add("relation_hop", "en", "Who has sent money to 传化****限公司?",
          uniq(cname(t["srcId"]) for t in trans if t["dstId"] == cid("传化****限公司")))
    b.add("relation_hop", "zh", "庞*是哪些企业的法人代表？", reps["庞*"])
    b.add("relation_hop", "en", "who is the legal representative of 吉林奇*化****公司",
          the_one(rep_of("吉林奇*化****公司"), "rep of 吉林奇"))
    assert by_name["新疆**节**溉*份*公司"]["id"] not in updated
    b.add("relation_hop", "en", "What products does 新疆**节**溉*份*公司 deal in?",
          makes["新疆**节**溉*份*公司"])
    b.add("relation_hop", "en",
          "What are the downstream products of 轮胎与橡胶-轮胎-特种轮胎 in the supply chain?",
          down["轮胎与橡胶-轮胎-特种轮胎"])

    # property x4
    b.add("property", "en", "How old is 骆*?", person["骆*"]["age"])
    b.add("property", "zh", "禹**今年多大岁数？", person["禹**"]["age"])
    ev = {e["name"]: e for e in events}
    assert len(ev) == len(events)
    b.add("property", "en", "Which index does the product chain event 顺丁橡胶成本上涨 refer to?",
          ev["顺丁橡胶成本上涨"]["index"])
    b.add("property", "zh", "产业链事件“顺丁橡胶成本上涨”的主体是哪个产品？",
          ev["顺丁橡胶成本上涨"]["subject"])

    # two_hop x4
    b.add("two_hop", "en", "How old is the legal representative of 传化****限公司?",
          person[the_one(rep_of("传化****限公司"), "rep of 传化")]["age"])
    assert by_name["传化****限公司"]["id"] not in updated
    b.add("two_hop", "zh", "传化****限公司经营的产品属于哪个产业？",
          uniq(industry[p] for p in makes["传化****限公司"]))
    paid = uniq(cname(t["dstId"]) for t in trans if t["srcId"] == cid("浙江**摩托**限公司"))
    b.add("two_hop", "en",
          "Who are the legal representatives of the companies that 浙江**摩托**限公司 paid?",
          uniq(p for c in paid for p in rep_of(c)))
    for c in reps["樊**"]:
        assert by_name[c]["id"] not in updated
    b.add("two_hop", "zh", "樊**担任法人的那些公司，经营产品都有哪些？",
          uniq(p for c in reps["樊**"] for p in makes[c]))

    # aggregate x3
    b.add("aggregate", "en", "What's the total amount 传化****限公司 has transferred out?",
          sum(int(t["transAmt"]) for t in trans if t["srcId"] == cid("传化****限公司")))
    assert len(reps["臧*"]) < len(people[0]["legalRepresentative"].split(","))  # repeats in the cell
    b.add("aggregate", "zh", "臧*一共是几家公司的法人代表？", len(reps["臧*"]))
    tyre = "轮胎与橡胶-轮胎-特种轮胎"
    assert not any(k.startswith(tyre + "-") for k in prod)  # a leaf: no narrower product
    for c in comps:
        if tyre in makes[c["name"]]:
            assert c["id"] not in updated
    b.add("aggregate", "en", f"How many companies have {tyre} among their products?",
          len([c for c in comps if tyre in makes[c["name"]]]))

    # superlative x3
    b.add("superlative", "en", "Which company made the single biggest payment?",
          cname(argbest(trans, lambda t: int(t["transAmt"]), "largest payment")["srcId"]))
    b.add("superlative", "zh", "年龄最大的自然人是谁？",
          argbest(people, lambda p: int(p["age"]), "oldest person")["name"])
    b.add("superlative", "en",
          "Which product has the longest list of downstream products in the supply chain?",
          argbest(list(down), lambda k: len(down[k]), "most downstream products"))

    # comparison x2
    a, n = int(person["骆*"]["age"]), int(person["倪**"]["age"])
    assert a != n
    b.add("comparison", "en", "Is 骆* older than 倪**?", str(a > n))

    def inflow(name):
        return sum(int(t["transAmt"]) for t in trans if t["dstId"] == cid(name))

    x, y = inflow("传化****限公司"), inflow("三角***份限公司")
    assert x != y
    b.add("comparison", "zh", "传化****限公司与三角***份限公司相比，谁收到的转账资金更多？",
          "传化****限公司" if x > y else "三角***份限公司")

    # filter x2
    b.add("filter", "en", "List everyone aged over 55.",
          [p["name"] for p in people if int(p["age"]) > 55])
    b.add("filter", "zh", "传化****限公司单笔付款超过100万的收款方有哪些？",
          uniq(cname(t["dstId"]) for t in trans
               if t["srcId"] == cid("传化****限公司") and int(t["transAmt"]) > 1000000))

    # time_window x1
    out = [t for t in trans if t["srcId"] == cid("传化****限公司")]
    for t in out:
        assert abs((as_of - day(t["transDate"])).days - 29.5) > 2
    b.add("time_window", "en", "Which companies did 传化****限公司 pay in the last 30 days?",
          uniq(cname(t["dstId"]) for t in out if in_last_days(t["transDate"], 30, as_of)))

    # described x1
    b.add("described", "en", "Which person is 37 years old?",
          the_one([p["name"] for p in people if p["age"] == "37"], "person aged 37"))

    b.check()
    return b.items


# ------------------------------------------------------------------------ kag-riskmining
def riskmining():
    people = rows(RISK / "Person.csv")
    comps = rows(RISK / "Company.csv")
    apps = rows(RISK / "App.csv")
    certs = rows(RISK / "Cert.csv")
    devices = rows(RISK / "Device.csv")
    trans = rows(RISK / "Person_fundTrans_Person.csv")
    p_dev = rows(RISK / "Person_hasDevice_Device.csv")
    p_cert = rows(RISK / "Person_hasCert_Cert.csv")
    c_cert = rows(RISK / "Company_hasCert_Cert.csv")
    p_share = rows(RISK / "Person_holdShare_Company.csv")

    pid = {p["id"]: p for p in people}
    pname = {p["name"]: p for p in people}
    assert len(pid) == len(pname) == len(people)
    stripped = [p["name"].replace("*", "") for p in people]
    assert len(set(stripped)) == len(stripped)
    cid = {c["id"]: c for c in comps}
    assert len(cid) == len(comps)
    app = {a["id"]: a for a in apps}
    assert len(app) == len(apps)
    cert_nums = {c["certNum"] for c in certs}
    assert len(cert_nums) == len(certs)
    dev = {d["id"]: d for d in devices}
    assert len({d["umid"] for d in devices}) == len(devices)
    installs = {d["id"]: multi(d["install"], ",") for d in devices}
    for ids in installs.values():
        assert all(a in app for a in ids)
    for t in trans:
        assert t["src"] in pid and t["dst"] in pid
    for r in c_cert + p_cert:
        assert r["dst"] in cert_nums
    assert len({(r["src"], r["dst"]) for r in c_cert}) == len(c_cert)
    owns = defaultdict(list)
    for r in p_dev:
        if r["dst"] not in owns[r["src"]]:
            owns[r["src"]].append(r["dst"])
    n = lambda i: pid[i]["name"]
    P = lambda name: pname[name]["id"]

    def uniq(xs):
        out = []
        for x in xs:
            if x not in out:
                out.append(x)
        return out

    # masked company names 0, 1 and 2 differ only in asterisks: no question names or answers them
    ambiguous_companies = {"0", "1", "2"}
    cs = [c["name"].replace("*", "") for c in comps]
    assert len(set(cs[:3])) == 1 and len(set(cs[3:])) == len(cs[3:])

    b = Bench("riskmining")

    # relation_hop x5
    b.add("relation_hop", "en", "Who did 柏* send money to?",
          uniq(n(t["dst"]) for t in trans if t["src"] == P("柏*")))
    b.add("relation_hop", "zh", "谁给邬**转过账？",
          uniq(n(t["src"]) for t in trans if t["dst"] == P("邬**")))
    holder = [n(r["src"]) for r in p_cert if r["dst"] == "33fdf452aa9cd145ba096c364a250ee8"]
    b.add("relation_hop", "en",
          "Which person holds the certificate numbered 33fdf452aa9cd145ba096c364a250ee8?",
          the_one(holder, "person holding 33fd"))
    b.add("relation_hop", "zh", "有哪些应用使用了证书编号为6429c394f8a48816d33a603c241a649b的证书？",
          [a["id"] for a in apps if a["useCert"] == "6429c394f8a48816d33a603c241a649b"])
    holders = [r["src"] for r in c_cert if r["dst"] == "d43fa10d0fba10e4269965ed3f918f03"]
    assert not set(holders) & ambiguous_companies
    b.add("relation_hop", "en",
          "Which companies hold the certificate d43fa10d0fba10e4269965ed3f918f03?",
          [cid[c]["name"] for c in holders])

    # property x4
    b.add("property", "en", "how old is 祁**", pname["祁**"]["age"])
    b.add("property", "zh", "萧*的电话号码是多少？", pname["萧*"]["hasPhone"])
    b.add("property", "en", "What risk mark does the app com.aCl.toMv carry?",
          app["com.aCl.toMv"]["riskMark"])
    b.add("property", "zh", "袁*的年龄？", pname["袁*"]["age"])

    # two_hop x4
    d = the_one(owns[P("穆**")], "穆**'s device")
    b.add("two_hop", "en", "Which apps are installed on the device that 穆** owns?", installs[d])
    others = uniq(n(p) for p, ds in owns.items() for x in ds
                  if x in owns[P("方*")] and p != P("方*"))
    b.add("two_hop", "en", "Which other person shares a device with 方*?", others)
    d = the_one(owns[P("柏*")], "柏*'s device")
    b.add("two_hop", "en", "What is the umid of 柏*'s device?", dev[d]["umid"])
    payer = the_one(uniq(t["src"] for t in trans if t["dst"] == P("裘**")), "payer of 裘**")
    b.add("two_hop", "zh", "给裘**转过账的那个人，电话号码是多少？", pid[payer]["hasPhone"])

    # aggregate x3
    shares = uniq(r["dst"] for r in p_share if r["src"] == P("柏*"))
    assert all(c in cid for c in shares)
    b.add("aggregate", "en", "How many companies does 柏* hold shares in?", len(shares))
    b.add("aggregate", "zh", "柏*一共给杜*转了多少钱？",
          sum(int(t["transAmt"]) for t in trans if t["src"] == P("柏*") and t["dst"] == P("杜*")))
    umid = "19:85:70:ea:bd:dc"
    d = the_one([x["id"] for x in devices if x["umid"] == umid], "device by umid")
    assert len(installs[d]) < len(dev[d]["install"].split(","))  # a repeat in the cell
    b.add("aggregate", "en", f"How many different apps are installed on the device with umid {umid}?",
          len(installs[d]))

    # superlative x3
    b.add("superlative", "en", "Who is the oldest person?",
          argbest(people, lambda p: int(p["age"]), "oldest")["name"])
    out = [t for t in trans if t["src"] == P("柏*")]
    b.add("superlative", "zh", "柏*转出的单笔最大金额那笔转账是哪天发生的？",
          argbest(out, lambda t: int(t["transAmt"]), "largest transfer")["transDate"])
    b.add("superlative", "en", "Which person owns the most devices?",
          n(argbest(list(owns), lambda p: len(owns[p]), "most devices")))

    # comparison x2
    def paid(src, dst):
        return sum(int(t["transAmt"]) for t in trans if t["src"] == P(src) and t["dst"] == P(dst))

    x, y = paid("柏*", "裘**"), paid("柏*", "杜*")
    assert x != y
    b.add("comparison", "en", "Did 柏* transfer more money in total to 裘** than to 杜*?", str(x > y))
    a1, a2 = int(pname["杜*"]["age"]), int(pname["穆**"]["age"])
    assert a1 != a2
    b.add("comparison", "zh", "杜*和穆**，谁年龄更大？", "杜*" if a1 > a2 else "穆**")

    # filter x2
    b.add("filter", "en", "Which people are older than 55?",
          [p["name"] for p in people if int(p["age"]) > 55])
    b.add("filter", "zh", "风险标记为诈骗的应用有哪些？",
          [a["id"] for a in apps if a["riskMark"] == "诈骗"])

    # time_window x1: a named month
    sept = [t for t in trans if t["src"] == P("柏*") and t["transDate"].startswith("202309")]
    assert sept and len(sept) < len(out)
    b.add("time_window", "en", "How much did 柏* transfer in total during September 2023?",
          sum(int(t["transAmt"]) for t in sept))

    # described x1
    umid = "7f:12:05:c4:2c:38"
    d = the_one([x["id"] for x in devices if x["umid"] == umid], "device 7f:12")
    b.add("described", "en", f"The device with umid {umid} - whose is it?",
          uniq(n(p) for p, ds in owns.items() if d in ds))

    b.check()
    return b.items


def main():
    out = {
        "r12-acme-supply.json": acme(),
        "r12-kag-supplychain.json": supplychain(),
        "r12-kag-riskmining.json": riskmining(),
    }
    for name, items in out.items():
        with open(OUT_DIR / name, "w", encoding="utf-8") as f:
            json.dump(items, f, ensure_ascii=False, indent=2)
            f.write("\n")
        print(f"{OUT_DIR / name}: {len(items)} questions", file=sys.stderr)


if __name__ == "__main__":
    main()
