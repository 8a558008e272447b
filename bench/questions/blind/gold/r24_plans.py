#!/usr/bin/env python3
"""Round 24: held-out benchmark of logical-form plans written in the style of KAG's planner.

50 questions (24 AffairQA, 13 supply chain, 13 risk mining), each with 2-3 plan attempts as
KAG's planner writes them at run time (its own predicate words, loose types, redundant steps,
Math/Deduce targets as free text); exactly one attempt per question has "last": true.

Gold answers are computed here with the csv module over the raw CSVs in /work/shared/datasets.
As-of date for anything relative: 2023-10-15; "the last N days" = dates fewer than N days
before it (date_diff(asof, transDate) < N, as in the supply-chain schema rules).

Writes six files into ../plans/:
  r24-affairqa-plans.json, r24-affairqa-questions.json,
  r24-supplychain-plans.json, r24-supplychain-questions.json,
  r24-riskmining-plans.json, r24-riskmining-questions.json
"""
import collections
import csv
import datetime
import json
import os

DATA = "/work/shared/datasets"
AQ = os.path.join(DATA, "kag-affairqa", "sources")
SC = os.path.join(DATA, "kag-supplychain", "sources")
RM = os.path.join(DATA, "kag-riskmining", "sources")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans")
ASOF = datetime.date(2023, 10, 15)


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def by_name(rs, key="name"):
    """Index rows by key; fully identical duplicate rows (Product.csv has some) collapse,
    conflicting duplicates are an error."""
    d = {}
    for r in rs:
        assert r[key] not in d or d[r[key]] == r, ("conflicting duplicate key", r[key])
        d[r[key]] = r
    return d


def ymd(s):
    """20230906 or 2011/3/17 -> date."""
    if "/" in s:
        y, m, d = s.split("/")
        return datetime.date(int(y), int(m), int(d))
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def days_before(s):
    return (ASOF - ymd(s)).days


def num(s):
    v = float(s)
    return str(int(v)) if v == int(v) else str(v)


def one(xs):
    xs = list(xs)
    assert len(xs) == 1, xs
    return xs[0]


def argbest(items, key, best=max):
    """items: list of (name, value); asserts the best value is unique."""
    b = best(v for _, v in items)
    winners = [n for n, v in items if v == b]
    assert len(winners) == 1, ("tie", winners)
    return winners[0]


# --------------------------------------------------------------------------------------------
# AffairQA tables
# --------------------------------------------------------------------------------------------
GAS_ROWS = rows(os.path.join(AQ, "加油站.csv"))
GAS = by_name(GAS_ROWS)
LIC = by_name(rows(os.path.join(AQ, "许可证.csv")))
SCHOOL_ROWS = rows(os.path.join(AQ, "学校.csv"))
SCHOOL = by_name(SCHOOL_ROWS)
TOUR = by_name(rows(os.path.join(AQ, "旅游景点.csv")))
ASSOC = by_name(rows(os.path.join(AQ, "协会.csv")))
RELIG = by_name(rows(os.path.join(AQ, "宗教场所.csv")))
PLACEHOLDER_DATE = "1899-12-30"


def gas_where(**kw):
    return [r for r in GAS_ROWS if all(r[k] == v for k, v in kw.items())]


def aq_gold():
    g = {}
    g["01"] = [GAS["绍兴金帝天然气有限公司"]["manager"]]
    g["02"] = [SCHOOL["杭州佛学院"]["establishmentDate"]]
    g["03"] = [TOUR["仙都景区"]["city"]]
    g["04"] = [ASSOC["龙湾区佛教协会"]["registrationCertificateNumber"]]
    g["05"] = [RELIG["瑞安市汀田街道太阴宫"]["religiousType"]]
    g["06"] = [LIC[GAS["天台华润燃气有限公司"]["businessLicense"]]["effectiveDate"]]
    g["07"] = [LIC[GAS["桐乡运河加气站"]["businessLicense"]]["invalidDate"]]
    g["08"] = [one(r["legalRepresentative"] for r in gas_where(businessLicense="浙201702020005P"))]
    g["09"] = [one(r["county"] for r in gas_where(legalRepresentative="钱向阳"))]
    g["10"] = [str(len(gas_where(legalRepresentative="郑善勇")))]
    g["11"] = [str(sum(1 for r in SCHOOL_ROWS if r["religion"] == "佛教"))]
    g["12"] = [str(len(gas_where(county="南湖区")))]
    g["13"] = [str(sum(int(r["employeeCount"]) for r in gas_where(legalRepresentative="金盛通")))]
    g["14"] = [num(sum(float(GAS[n]["gasCanVolume"]) for n in (
        "衢州新奥中石化车用燃气有限公司南环CNG加气站", "衢州新奥中石化车用燃气有限公司白沙溪东加气站")))]
    a, b = "宁波新捷公运天然气有限公司", "桐乡运河加气站"
    g["15"] = [argbest([(a, int(GAS[a]["employeeCount"])), (b, int(GAS[b]["employeeCount"]))], None)]
    a, b = "浙江神学院", "浙江慈云佛学院"
    g["16"] = [argbest([(a, int(SCHOOL[a]["studentCount"])), (b, int(SCHOOL[b]["studentCount"]))], None)]
    a, b = "绍兴金帝天然气有限公司", "慈溪市煤气有限公司"
    g["17"] = [argbest([(a, ymd(GAS[a]["buildTime"])), (b, ymd(GAS[b]["buildTime"]))], None, min)]
    g["18"] = [argbest([(r["name"], float(r["totalDesignStorage"])) for r in GAS_ROWS
                        if r["totalDesignStorage"]], None)]
    g["19"] = [argbest([(r["name"], int(r["studentCount"])) for r in SCHOOL_ROWS], None)]
    zh = gas_where(county="镇海区")
    assert all(r["buildTime"] and r["buildTime"] != PLACEHOLDER_DATE for r in zh)
    g["20"] = [argbest([(r["name"], ymd(r["buildTime"])) for r in zh], None, min)]
    g["21"] = sorted(r["name"] for r in gas_where(county="南湖区", level="一级"))
    g["22"] = sorted(r["name"] for r in gas_where(county="萧山区", isMajorDangerSource="是"))
    v = GAS["台州市路桥一发油箱股份有限公司"]["businessLicense"]
    g["23"] = [v] if v else []
    v = SCHOOL["浙江神学院"]["employeeCount"]
    g["24"] = [v] if v else []
    return g


# --------------------------------------------------------------------------------------------
# Supply chain tables
# --------------------------------------------------------------------------------------------
SC_CO_ROWS = rows(os.path.join(SC, "Company.csv"))
SC_CO = by_name(SC_CO_ROWS)
SC_CO_ID = by_name(SC_CO_ROWS, "id")
SC_PERSON_ROWS = rows(os.path.join(SC, "Person.csv"))
SC_PERSON = by_name(SC_PERSON_ROWS)
SC_PROD = by_name(rows(os.path.join(SC, "Product.csv")), "id")
SC_TRANS = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
SC_EVENTS = rows(os.path.join(SC, "ProductChainEvent.csv"))
SC_TAX_PROD_EVENT = [r["id"] for r in rows(os.path.join(SC, "TaxOfProdEvent.csv"))]
assert len(SC_TRANS) == len({tuple(t.values()) for t in SC_TRANS}), "duplicate transfer rows"


def cid(name):
    return SC_CO[name]["id"]


def cname(i):
    return SC_CO_ID[i]["name"]


def out_trans(name):
    return [t for t in SC_TRANS if t["srcId"] == cid(name)]


def in_trans(name):
    return [t for t in SC_TRANS if t["dstId"] == cid(name)]


def window_sum(ts, n):
    return sum(int(t["transAmt"]) for t in ts if days_before(t["transDate"]) < n)


def legal_reps(company):
    return sorted({p["name"] for p in SC_PERSON_ROWS
                   if company in p["legalRepresentative"].split(",")})


def sc_gold():
    g = {}
    cz = "传化****限公司"
    sj = "三角***份限公司"
    g["01"] = [str(sum(int(t["transAmt"]) for t in out_trans(cz) if t["transDate"].startswith("202307")))]
    recv = collections.Counter()
    for t in out_trans(cz):
        recv[cname(t["dstId"])] += int(t["transAmt"])
    a, b = "宝业集****公司", "康**股有公司"
    g["02"] = [argbest([(a, recv[a]), (b, recv[b])], None)]
    # totalTransInAmt: group(s).sum(fundIn.transAmt) over all incoming transfers
    g["03"] = [str(sum(int(t["transAmt"]) for t in in_trans(sj)))]
    # fundTrans1Month: outgoing, date_diff(now, transDate) < 30
    g["04"] = [str(window_sum(out_trans(cz), 30))]
    # fundTrans3MonthIn: incoming, < 90
    g["05"] = [str(window_sum(in_trans(sj), 90))]
    # cashflowDiff3Month = fundTrans3Month - fundTrans3MonthIn
    g["06"] = [str(window_sum(out_trans(cz), 90) - window_sum(in_trans(cz), 90))]
    g["07"] = [str(len({t["dstId"] for t in out_trans(cz)}))]
    # ProductChainEvent -> TaxOfProdEvent/价格上涨 when index == 价格 and trend == 上涨
    ev = one(e for e in SC_EVENTS if e["name"] == "顺丁橡胶成本上涨")
    cls = []
    if ev["index"] == "价格" and ev["trend"] == "上涨" and "价格上涨" in SC_TAX_PROD_EVENT:
        cls.append("价格上涨")
    g["08"] = cls
    g["09"] = legal_reps("东岳*团*公司")
    # sameLegalRepresentative: (s)<-[:legalRepresentative]-(u:Person)-[:legalRepresentative]->(o)
    s = "中国***份*公司"
    same = set()
    for p in SC_PERSON_ROWS:
        cos = set(p["legalRepresentative"].split(","))
        if s in cos:
            same |= cos - {s}
    g["10"] = sorted(same)
    # belongToIndustry: (s)-[:product]->(c:Product)-[:belongToIndustry]->(o)
    g["11"] = sorted({SC_PROD[p]["belongToIndustry"] for p in SC_CO["宝业集****公司"]["product"].split(",")
                      if p in SC_PROD})
    # mainSupply(s -> o): s's product has o's product downstream, o pays s, share > 50% of s's inflow
    total_in = sum(int(t["transAmt"]) for t in in_trans(cz))
    s_prods = SC_CO[cz]["product"].split(",")
    down = set()
    for p in s_prods:
        if p in SC_PROD:
            down |= set(SC_PROD[p]["hasSupplyChain"].split(","))
    per_payer = collections.Counter()
    for t in in_trans(cz):
        per_payer[t["srcId"]] += int(t["transAmt"])
    g["12"] = sorted(cname(o) for o, amt in per_payer.items()
                     if set(SC_CO_ID[o]["product"].split(",")) & down and amt * 1.0 / total_in > 0.5)
    g["13"] = sorted({cname(t["dstId"]) for t in out_trans("宝业集****公司")})
    return g


# --------------------------------------------------------------------------------------------
# Risk mining tables
# --------------------------------------------------------------------------------------------
RM_PERSON_ROWS = rows(os.path.join(RM, "Person.csv"))
RM_PERSON = by_name(RM_PERSON_ROWS)
RM_PERSON_ID = by_name(RM_PERSON_ROWS, "id")
RM_CO_ID = by_name(rows(os.path.join(RM, "Company.csv")), "id")
RM_APP_ROWS = rows(os.path.join(RM, "App.csv"))
RM_APP = by_name(RM_APP_ROWS, "id")
RM_DEV = by_name(rows(os.path.join(RM, "Device.csv")), "id")
RM_TRANS = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
RM_HASDEV = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
RM_SHARE = rows(os.path.join(RM, "Person_holdShare_Company.csv"))
RM_CO_CERT = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
assert len(RM_TRANS) == len({tuple(t.values()) for t in RM_TRANS}), "duplicate transfer rows"


def pid(name):
    return RM_PERSON[name]["id"]


def pname(i):
    return RM_PERSON_ID[i]["name"]


def transfers(src, dst=None):
    return [t for t in RM_TRANS if t["src"] == pid(src) and (dst is None or t["dst"] == pid(dst))]


def gambling_apps():
    # TaxOfRiskApp/赌博应用: s.riskMark like "%赌博%"
    return {a["id"] for a in RM_APP_ROWS if "赌博" in a["riskMark"]}


def developed():
    # (s)-[:hasDevice]->(d)-[:install]->(o), count(d) per (s, o) > 5
    cnt = collections.Counter()
    for r in RM_HASDEV:
        for app in set(RM_DEV[r["dst"]]["install"].split(",")):
            cnt[(r["src"], app)] += 1
    return {k for k, c in cnt.items() if c > 5}


def released():
    # (s)-[:holdShare]->(c), (c)-[:hasCert]->(cert)<-[:useCert]-(o)
    certs = collections.defaultdict(set)
    for r in RM_CO_CERT:
        certs[r["src"]].add(r["dst"])
    rel = set()
    for r in RM_SHARE:
        for a in RM_APP_ROWS:
            if a["useCert"] in certs[r["dst"]]:
                rel.add((r["src"], a["id"]))
    return rel


def rm_gold():
    g = {}
    bai, wu, qiu, du = "柏*", "邬**", "裘**", "杜*"
    g["01"] = [str(sum(int(t["transAmt"]) for t in transfers(bai, wu)
                       if "20230901" <= t["transDate"] <= "20230915"))]
    a = sum(int(t["transAmt"]) for t in transfers(bai, qiu))
    b = sum(int(t["transAmt"]) for t in transfers(bai, du))
    g["02"] = [argbest([(qiu, a), (du, b)], None)]
    g["03"] = [str(len(transfers(bai, du)))]
    g["04"] = [str(sum(int(t["transAmt"]) for t in transfers(bai) if days_before(t["transDate"]) < 30))]
    g["05"] = [RM_PERSON["席*"]["hasPhone"]]
    g["06"] = sorted(RM_CO_ID[r["dst"]]["name"] for r in RM_SHARE if r["src"] == pid(bai))
    gam = gambling_apps()
    g["07"] = sorted(gam)
    dev = developed()
    devs = {s for s, o in dev if o in gam}
    g["08"] = sorted(pname(s) for s in devs)
    # TaxOfRiskUser/赌博App老板: (s)-[:release]->(a:赌博应用), (u)-[:developed]->(a), (s)-[:fundTrans]->(u)
    rel = released()
    fund = {(t["src"], t["dst"]) for t in RM_TRANS}
    bosses = {s for s, a in rel if a in gam and any((s, u) in fund for u, a2 in dev if a2 == a)}
    g["09"] = sorted(pname(s) for s in bosses)
    g["10"] = sorted(a for s, a in rel if s == pid(bai) and a in gam)
    cert = "33fdf452aa9cd145ba096c364a250ee8"
    g["11"] = sorted(a["id"] for a in RM_APP_ROWS if a["useCert"] == cert and "赌博" in a["riskMark"])
    g["12"] = [str(max(int(t["transAmt"]) for t in transfers(bai, wu)))]
    amts = [int(t["transAmt"]) for t in transfers(bai, wu)]
    assert amts.count(max(amts)) == 1
    g["13"] = sorted(RM_CO_ID[r["dst"]]["name"] for r in RM_SHARE if r["src"] == pid("席*"))
    return g


# --------------------------------------------------------------------------------------------
# Plan text helpers (KAG run-time AffairQA dialect)
# --------------------------------------------------------------------------------------------
def spo(n, s, p, o, sub, pad=""):
    return (f"Step{n}: {sub}\nAction{n}: get_spo(s={s} ,p={p},o={o} ,sub_query={pad}{sub}{'  ' if pad else ''})")


def out(n, q, alias, aset=None):
    aset = aset or [alias]
    return (f"Step{n}: output `{q}` answer:\n"
            f"Action{n}: get(alias_name={alias},alias_name_set=[{',  '.join(aset)}],sub_query=output `{q}` answer:)")


def step_get(n, text, alias, aset=None):
    aset = aset or [alias]
    return f"Step{n}: {text}\nAction{n}: get(alias_name={alias},alias_name_set=[{',  '.join(aset)}],sub_query= {text})"


def J(*parts):
    return "\n".join(parts)


# --------------------------------------------------------------------------------------------
# AffairQA questions and plans
# --------------------------------------------------------------------------------------------
def aq_questions():
    Q = []

    def add(n, question, shape, lang, plans):
        Q.append({"n": n, "question": question, "shape": shape, "lang": lang, "plans": plans})

    q = "绍兴金帝天然气有限公司的负责人是谁？"
    add("01", q, "property", "zh", [
        (J(spo(1, "s1:Entity[绍兴金帝天然气有限公司]", "p1:法人", "o1:Entity", "查询绍兴金帝天然气有限公司的法人"),
           step_get(2, "输出法人信息", "o1")), False),
        (J(spo(1, "s1:加油站[绍兴金帝天然气有限公司]", "p1:负责人", "o1:Entity", "查询绍兴金帝天然气有限公司的负责人", " "),
           out(2, q, "o1")), True),
    ])

    q = "杭州佛学院是什么时候成立的？"
    add("02", q, "property", "zh", [
        (J(spo(1, "s1:Entity[杭州佛学院]", "p1:创办时间", "o1:Entity", "查询杭州佛学院的创办时间"),
           out(2, "为了确定杭州佛学院的成立时间，需要先查询其创办历史。因此，下一步的检索问题可以是： “杭州佛学院的创办时间和历史沿革是什么？”", "o1")), False),
        (J(spo(1, "s1:Entity[杭州佛学院]", "p1:成立日期", "o1:Entity", "查询杭州佛学院的成立日期"),
           out(2, q, "o1")), True),
    ])

    q = "仙都景区位于哪个城市？"
    add("03", q, "property", "zh", [
        (J(spo(1, "s1:旅游景点[仙都景区]", "p1:所在省", "o1:Entity", "查询仙都景区所在的省份"),
           spo(2, "s1:旅游景点[仙都景区]", "p2:地址", "o2:Entity", "查询仙都景区的地址"),
           out(3, q, "o2", ["o1", "o2"])), False),
        (J(spo(1, "s1:Entity[仙都景区]", "p1:所在城市", "o1:Entity", "查询仙都景区所在的城市", " "),
           out(2, q, "o1")), True),
        (J(spo(1, "s1:Entity[仙都景区]", "p1:位于", "o1:Entity[缙云县]", "确认仙都景区是否位于缙云县")), False),
    ])

    q = "龙湾区佛教协会的登记证号是多少？"
    add("04", q, "property", "zh", [
        (J(spo(1, "s1:协会[龙湾区佛教协会]", "p1:登记证号", "o1:Entity", "查询龙湾区佛教协会的登记证号"),
           out(2, q, "o1")), True),
        (J(spo(1, "s1:协会[龙湾区佛教协会]", "p1:统一社会信用代码", "o1:Entity", "查询龙湾区佛教协会的统一社会信用代码"),
           step_get(2, "输出登记证号", "o1")), False),
    ])

    q = "瑞安市汀田街道太阴宫属于哪个宗教派别？"
    add("05", q, "property", "zh", [
        (J(spo(1, "s1:Entity[瑞安市汀田街道太阴宫]", "p1:所属宗教", "o1:Entity", "查询瑞安市汀田街道太阴宫所属的宗教"),
           out(2, "为了确定太阴宫的宗教派别，需要先确认其所属宗教。因此，下一步的检索问题可以是： “瑞安市汀田街道太阴宫属于道教的哪个派别？”", "o1")), False),
        (J(spo(1, "s1:宗教场所[瑞安市汀田街道太阴宫]", "p1:宗教派别", "o1:Entity", "查询瑞安市汀田街道太阴宫的宗教派别"),
           out(2, q, "o1")), True),
    ])

    q = "天台华润燃气有限公司的经营许可证是哪天生效的？"
    add("06", q, "two-hop", "zh", [
        (J(spo(1, "s1:Entity[天台华润燃气有限公司]", "p1:生效日期", "o1:Entity", "查询天台华润燃气有限公司经营许可证的生效日期"),
           out(2, q, "o1")), False),
        (J(spo(1, "s1:Entity[天台华润燃气有限公司]", "p1:经营许可证", "o1:许可证", "查询天台华润燃气有限公司的经营许可证", " "),
           spo(2, "o1:许可证", "p2:生效日期", "o2:Entity", "查询该经营许可证的生效日期", " "),
           out(3, q, "o2")), True),
        (J(spo(1, "s1:Entity[天台华润燃气有限公司]", "p1:经营许可证号", "o1:Entity", "查询天台华润燃气有限公司的经营许可证号"),
           spo(2, "o1:Entity", "p2:发证日期", "o2:Entity", "查询许可证的发证日期"),
           spo(3, "o1:Entity", "p3:发证机关", "o3:Entity", "查询许可证的发证机关"),
           step_get(4, "输出许可证的生效日期", "o2", ["o2", "o3"])), False),
    ])

    q = "桐乡运河加气站的经营许可证什么时候失效？"
    add("07", q, "two-hop", "zh", [
        (J(spo(1, "s1:Entity[桐乡运河加气站]", "p1:经营许可证", "o1:Entity", "查询桐乡运河加气站的经营许可证"),
           spo(2, "o1:Entity", "p2:失效日期", "o2:Entity", "查询许可证的失效日期"),
           out(3, q, "o2")), True),
        (J(spo(1, "s1:加油站[桐乡运河加气站]", "p1:有效期", "o1:Entity", "查询桐乡运河加气站经营许可证的有效期"),
           out(2, "为了确定许可证的失效日期，需要先查到该加气站持有的经营许可证编号。因此，下一步的检索问题可以是： “桐乡运河加气站的经营许可证号是什么？”", "o1")), False),
    ])

    q = "经营许可证号为浙201702020005P的加油站，其法定代表人是谁？"
    add("08", q, "two-hop", "zh", [
        (J(spo(1, "s1:许可证[浙201702020005P]", "p1:法定代表人", "o1:Entity", "查询许可证浙201702020005P的法定代表人"),
           out(2, q, "o1")), False),
        (J(spo(1, "s1:加油站", "p1:经营许可证", "o1:Entity[浙201702020005P]", "查询经营许可证号为浙201702020005P的加油站"),
           spo(2, "s1:加油站", "p2:法定代表人", "o2:Entity", "查询该加油站的法定代表人", " "),
           out(3, q, "o2")), True),
        (J(spo(1, "s1:Entity", "p1:持有", "o1:许可证[浙201702020005P]", "查询持有许可证浙201702020005P的单位"),
           spo(2, "s1:Entity", "p2:负责人", "o2:Entity", "查询该单位的负责人"),
           step_get(3, "输出负责人", "o2")), False),
    ])

    q = "钱向阳担任法定代表人的加气站位于哪个区县？"
    add("09", q, "relation", "zh", [
        (J(spo(1, "s1:Entity[钱向阳]", "p1:担任法定代表人", "o1:加油站", "查询钱向阳担任法定代表人的加气站", " "),
           spo(2, "o1:加油站", "p2:所在县区", "o2:Entity", "查询该加气站所在的区县", " "),
           out(3, q, "o2")), True),
        (J(spo(1, "s1:人物[钱向阳]", "p1:籍贯", "o1:Entity", "查询钱向阳的籍贯"),
           out(2, q, "o1")), False),
    ])

    q = "郑善勇担任法定代表人的加气站一共有多少个？"
    add("10", q, "count", "zh", [
        (J(spo(1, "s1:Entity[郑善勇]", "p1:负责", "o1:Entity", "查询郑善勇负责的加气站"),
           f"Step2: 统计加气站数量\nAction2: count(alias_name=count1,set=o1,sub_query= 统计加气站数量)"), False),
        (J(spo(1, "s1:加油站", "p1:法定代表人", "o1:Entity[郑善勇]", "查询法定代表人为郑善勇的加气站"),
           "Step2: 统计s1的数量\nAction2: count(alias_name=count1,set=s1,sub_query=统计s1的数量)",
           out(3, q, "count1")), True),
    ])

    q = "有多少所宗教院校属于佛教？"
    add("11", q, "count", "zh", [
        (J(spo(1, "s1:学校", "p1:所属宗教", "o1:Entity[佛教]", "查询所属宗教为佛教的学校", " "),
           "Step2: 统计佛教院校的数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计佛教院校的数量)",
           out(3, q, "count1")), True),
        (J(spo(1, "s1:Entity[佛教]", "p1:院校", "o1:学校", "查询佛教的院校"),
           spo(2, "o1:学校", "p2:学制", "o2:Entity", "查询这些院校的学制"),
           out(3, q, "o1", ["o1", "o2"])), False),
    ])

    q = "南湖区共有几座加油加气站？"
    add("12", q, "count", "zh", [
        (J(spo(1, "s1:Entity[南湖区]", "p1:加油站", "o1:Entity", "查询南湖区的加油加气站"),
           out(2, q, "o1")), False),
        (J(spo(1, "s1:Entity[嘉兴市]", "p1:下辖", "o1:Entity[南湖区]", "确认南湖区隶属于嘉兴市"),
           spo(2, "s2:加油站", "p2:所在县区", "o2:Entity[南湖区]", "查询位于南湖区的加油站"),
           "Step3: 统计南湖区加油站的数量\nAction3: count(alias_name=count1,set=s2,sub_query= 统计南湖区加油站的数量)",
           out(4, q, "count1")), True),
    ])

    q = "法定代表人是金盛通的各加气站，职工人数加起来一共多少人？"
    add("13", q, "sum", "zh", [
        (J(spo(1, "s1:加油站", "p1:法定代表人", "o1:Entity[金盛通]", "查询法定代表人为金盛通的加气站"),
           spo(2, "s1:加油站", "p2:职工人数", "o2:Entity", "查询这些加气站的职工人数"),
           "Step3: 计算职工人数之和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算职工人数之和)",
           out(4, q, "sum1")), True),
        (J(spo(1, "s1:Entity[金盛通]", "p1:任职", "o1:Entity", "查询金盛通任职的公司"),
           spo(2, "o1:Entity", "p2:员工总数", "o2:Entity", "查询公司的员工总数"),
           step_get(3, "输出员工总数", "o2")), False),
    ])

    a, b = "衢州新奥中石化车用燃气有限公司南环CNG加气站", "衢州新奥中石化车用燃气有限公司白沙溪东加气站"
    q = f"{a}和{b}的压缩天然气罐总容积加起来是多少？"
    add("14", q, "sum", "zh", [
        (J(spo(1, f"s1:Entity[{a}]", "p1:压缩天然气罐个数", "o1:Entity", f"查询{a}的压缩天然气罐个数"),
           spo(2, f"s2:Entity[{b}]", "p2:压缩天然气罐个数", "o2:Entity", f"查询{b}的压缩天然气罐个数"),
           "Step3: 求和\nAction3: sum(o1,o2)->sum1",
           step_get(4, "输出总容积", "sum1")), False),
        (J(spo(1, f"s1:Entity[{a}]", "p1:压缩天然气罐总容积", "o1:Entity", f"查询{a}的压缩天然气罐总容积", " "),
           spo(2, f"s2:Entity[{b}]", "p2:压缩天然气罐总容积", "o2:Entity", f"查询{b}的压缩天然气罐总容积", " "),
           "Step3: 计算两座加气站压缩天然气罐总容积之和\nAction3: sum(alias_name=sum1,set=o1, o2,sub_query= 计算两座加气站压缩天然气罐总容积之和)",
           out(4, q, "sum1", ["sum1", "o1", "o2"])), True),
    ])

    a, b = "宁波新捷公运天然气有限公司", "桐乡运河加气站"
    q = f"{a}和{b}相比，哪个的职工人数更多？"
    add("15", q, "comparison", "zh", [
        (J(spo(1, f"s1:Entity[{a}]", "p1:职工人数", "o1:Entity", f"查询{a}的职工人数"),
           spo(2, f"s2:Entity[{b}]", "p2:职工人数", "o2:Entity", f"查询{b}的职工人数"),
           out(3, q, "o1", ["o1", "o2"])), True),
        (J(spo(1, f"s1:Entity[{a}]", "p1:员工规模", "o1:Entity", f"查询{a}的员工规模"),
           out(2, f"为了比较两家加气站的职工人数，首先需要了解{a}的员工规模。因此，下一步的检索问题可以是： “{b}有多少名员工？”", "o1")), False),
    ])

    a, b = "浙江神学院", "浙江慈云佛学院"
    q = f"Which school has more students enrolled, {a} or {b}?"
    add("16", q, "comparison", "en", [
        (J(spo(1, f"s1:学校[{a}]", "p1:在校生数量", "o1:Entity", f"查询{a}的在校生数量"),
           spo(2, f"s2:学校[{b}]", "p2:在校生数量", "o2:Entity", f"查询{b}的在校生数量"),
           out(3, q, "o1", ["o1", "o2"])), True),
        (J(spo(1, f"s1:学校[{a}]", "p1:批准办学规模", "o1:Entity", f"查询{a}的批准办学规模"),
           spo(2, f"s2:学校[{b}]", "p2:批准办学规模", "o2:Entity", f"查询{b}的批准办学规模"),
           out(3, q, "o2", ["o1", "o2"])), False),
        (J(spo(1, f"s1:Entity[{a}]", "p1:students", "o1:Entity", f"Query the number of students of {a}"),
           out(2, q, "o1")), False),
    ])

    a, b = "绍兴金帝天然气有限公司", "慈溪市煤气有限公司"
    q = f"{a}和{b}哪一家成立得更早？"
    add("17", q, "comparison", "zh", [
        (J(spo(1, f"s1:Entity[{a}]", "p1:成立日期", "o1:Entity", f"查询{a}的成立日期", " "),
           spo(2, f"s2:Entity[{b}]", "p2:成立日期", "o2:Entity", f"查询{b}的成立日期", " "),
           out(3, q, "o1", ["o1", "o2"])), True),
        (J(spo(1, f"s1:Entity[{a}]", "p1:经营许可证", "o1:许可证", f"查询{a}的经营许可证"),
           spo(2, "o1:许可证", "p2:生效日期", "o2:Entity", "查询许可证生效日期"),
           spo(3, f"s3:Entity[{b}]", "p3:经营许可证", "o3:许可证", f"查询{b}的经营许可证"),
           spo(4, "o3:许可证", "p4:生效日期", "o4:Entity", "查询许可证生效日期"),
           out(5, q, "o2", ["o2", "o4"])), False),
    ])

    q = "所有加油站中，总设计储量最大的是哪一个？"
    add("18", q, "superlative", "zh", [
        (J(spo(1, "s1:加油站", "p1:总设计储量", "o1:Entity", "查询所有加油站的总设计储量"),
           "Step2: 按总设计储量降序排序取第一\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
           out(3, q, "s1", ["s1", "o1"])), True),
        (J(spo(1, "s1:加油站", "p1:液化天然气罐设计储量", "o1:Entity", "查询加油站的液化天然气罐设计储量"),
           "Step2: 排序\nAction2: sort：o1 o1 max top1"), False),
    ])

    q = "Which religious school has the largest number of students?"
    add("19", q, "superlative", "en", [
        (J(spo(1, "s1:学校", "p1:教师人数", "o1:Entity", "查询各宗教院校的教师人数"),
           "Step2: 排序\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)"), False),
        (J(spo(1, "s1:学校", "p1:在校生数量", "o1:Entity", "查询各宗教院校的在校生数量", " "),
           "Step2: 按在校生数量取最大\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
           out(3, q, "s1", ["s1", "o1"])), True),
    ])

    q = "镇海区成立最早的加气站是哪一个？"
    add("20", q, "superlative", "zh", [
        (J(spo(1, "s1:加油站", "p1:所在县区", "o1:Entity[镇海区]", "查询位于镇海区的加气站"),
           spo(2, "s1:加油站", "p2:成立日期", "o2:Entity", "查询这些加气站的成立日期"),
           "Step3: 按成立日期升序取第一\nAction3: sort(set=s1, orderby=o2, direction=min, limit=1)",
           out(4, q, "s1", ["s1", "o2"])), True),
        (J(spo(1, "s1:Entity[镇海区]", "p1:最早加气站", "o1:加油站", "查询镇海区最早的加气站"),
           out(2, q, "o1")), False),
    ])

    q = "南湖区哪些加油加气站的级别是一级？"
    add("21", q, "filter", "zh", [
        (J(spo(1, "s1:加油站", "p1:所在县区", "o1:Entity[南湖区]", "查询位于南湖区的加油加气站"),
           spo(2, "s1:加油站", "p2:级别", "o2:Entity[一级]", "筛选级别为一级的加油加气站"),
           out(3, q, "s1")), True),
        (J(spo(1, "s1:加油站", "p1:级别", "o1:Entity[一级]", "查询级别为一级的加油站"),
           out(2, q, "s1")), False),
    ])

    q = "萧山区有哪些加油站构成重大危险源？"
    add("22", q, "filter", "zh", [
        (J(spo(1, "s1:Entity[萧山区]", "p1:重大危险源", "o1:Entity", "查询萧山区的重大危险源"),
           out(2, q, "o1")), False),
        (J(spo(1, "s1:加油站", "p1:所在县区", "o1:Entity[萧山区]", "查询萧山区的加油站", " "),
           spo(2, "s1:加油站", "p2:是否构成重大危险源", "o2:Entity[是]", "筛选构成重大危险源的加油站", " "),
           out(3, q, "s1")), True),
        (J(spo(1, "s1:加油站", "p1:所在县区", "o1:Entity[萧山区]", "查询萧山区的加油站"),
           spo(2, "s1:加油站", "p2:是否构成重大危险源", "o2:Entity", "查询是否构成重大危险源"),
           spo(3, "s1:加油站", "p3:级别", "o3:Entity", "查询加油站级别"),
           step_get(4, "输出加油站及其危险源情况", "s1", ["s1", "o2", "o3"])), False),
    ])

    q = "台州市路桥一发油箱股份有限公司的经营许可证号是什么？"
    add("23", q, "property-missing", "zh", [
        (J(spo(1, "s1:Entity[台州市路桥一发油箱股份有限公司]", "p1:经营许可证", "o1:Entity", "查询台州市路桥一发油箱股份有限公司的经营许可证号"),
           out(2, q, "o1")), True),
        (J(spo(1, "s1:Entity[台州市路桥一发油箱股份有限公司]", "p1:工商营业执照编号", "o1:Entity", "查询台州市路桥一发油箱股份有限公司的工商营业执照编号"),
           step_get(2, "输出许可证号", "o1")), False),
    ])

    q = "浙江神学院有多少名职工？"
    add("24", q, "property-missing", "zh", [
        (J(spo(1, "s1:学校[浙江神学院]", "p1:教师人数", "o1:Entity", "查询浙江神学院的教师人数"),
           out(2, q, "o1")), False),
        (J(spo(1, "s1:学校[浙江神学院]", "p1:职工人数", "o1:Entity", "查询浙江神学院的职工人数", " "),
           out(2, q, "o1")), True),
    ])
    return Q


# --------------------------------------------------------------------------------------------
# Supply chain questions and plans (Retrieval / Math / Deduce / output dialect)
# --------------------------------------------------------------------------------------------
def sc_questions():
    Q = []

    def add(n, question, shape, lang, plans):
        Q.append({"n": n, "question": question, "shape": shape, "lang": lang, "plans": plans})

    q = "传化****限公司在2023年7月一共转出了多少钱？"
    add("01", q, "period-sum", "zh", [
        ("Step1:查询传化****限公司的资金往来\n"
         "Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业)\n"
         "Step2:计算2023年7月的转出总额\n"
         "Action2:Math(content=[`o1`], target=`传化****限公司在2023年7月一共转出了多少钱？`)->math2", False),
        ("Step1:查询传化****限公司向哪些企业转账，以及交易日期和交易金额\n"
         "Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业)\n"
         "Step2:筛选交易日期在20230701至20230731之间的转账，计算交易金额之和\n"
         "Action2:Math(content=[`p1`], target=`交易日期在2023年7月的交易金额之和`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", True),
    ])

    q = "Which company received more money from 传化****限公司, 宝业集****公司 or 康**股有公司?"
    add("02", q, "comparison", "en", [
        ("Step1:How much did 传化****限公司 transfer to 宝业集****公司?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company[`宝业集****公司`])\n"
         "Step2:How much did 传化****限公司 transfer to 康**股有公司?\n"
         "Action2:Retrieval(s=s1, p=p2:fundTrans, o=o2:Company[`康**股有公司`])\n"
         "Step3:Compare the total amounts received in Step1 and Step2\n"
         "Action3:Math(content=[`p1`,`p2`], target=`Which company received more money from 传化****限公司?`)->math3\n"
         "Step4:Output math3\n"
         "Action4:output(math3)", True),
        ("Step1:What is the total inflow of 宝业集****公司?\n"
         "Action1:Retrieval(s=s1:Company[`宝业集****公司`], p=p1:totalTransInAmt, o=o1:Float)\n"
         "Step2:What is the total inflow of 康**股有公司?\n"
         "Action2:Retrieval(s=s2:Company[`康**股有公司`], p=p2:totalTransInAmt, o=o2:Float)\n"
         "Step3:Which one is larger?\n"
         "Action3:Math(content=[`o1`,`o2`], target=`Which one had more inflow?`)->math3", False),
    ])

    q = "三角***份限公司的总共流入金额是多少？"
    add("03", q, "rule-sum", "zh", [
        ("Step1:查询三角***份限公司的总共流入金额\n"
         "Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:总共流入金额, o=o1:Float)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询向三角***份限公司转账的企业\n"
         "Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`三角***份限公司`])\n"
         "Step2:查询三角***份限公司转出的资金\n"
         "Action2:Retrieval(s=o1, p=p2:资金往来, o=o2:企业)\n"
         "Step3:计算总共流入金额\n"
         "Action3:Math(content=[`p1`,`p2`], target=`三角***份限公司的总共流入金额是多少？`)->math3\n"
         "Step4:输出math3\n"
         "Action4:output(math3)", False),
        ("Step1:查询三角***份限公司近6个月流入资金\n"
         "Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:近6月流入, o=o1:Float)\n"
         "Output:输出o1\n"
         "Action2:output(o1)", False),
    ])

    q = "How much money did 传化****限公司 pay out in the last month?"
    add("04", q, "rule-window-sum", "en", [
        ("Step1:What is the outflow of 传化****限公司 in the last 1 month?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans1Month, o=o1:Float)\n"
         "Step2:Output o1\n"
         "Action2:output(o1)", True),
        ("Step1:What is the inflow of 传化****限公司 in the last 1 month?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans1MonthIn, o=o1:Float)\n"
         "Step2:Output o1\n"
         "Action2:output(o1)", False),
    ])

    q = "三角***份限公司近3个月的资金流入是多少？"
    add("05", q, "rule-window-sum", "zh", [
        ("Step1:查询三角***份限公司近3个月的流出资金\n"
         "Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:近3月流出, o=o1:Float)\n"
         "Output:输出o1\n"
         "Action2:output(o1)", False),
        ("Step1:查询三角***份限公司近3个月的流入资金\n"
         "Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:近3月流入, o=o1:Float)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询向三角***份限公司转账的企业及交易日期\n"
         "Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`三角***份限公司`])\n"
         "Step2:计算近3个月的流入总额\n"
         "Action2:Math(content=[`p1`], target=`近3个月`)->math2", False),
    ])

    q = "What is the 3-month cash flow difference of 传化****限公司?"
    add("06", q, "rule-diff", "en", [
        ("Step1:What is the 3-month outflow of 传化****限公司?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans3Month, o=o1:Float)\n"
         "Step2:What is the 3-month inflow of 传化****限公司?\n"
         "Action2:Retrieval(s=s1, p=p2:fundTrans3MonthIn, o=o2:Float)\n"
         "Step3:Subtract the inflow from the outflow\n"
         "Action3:Math(content=[`o1`,`o2`], target=`o1 - o2`)->math3\n"
         "Step4:Output math3\n"
         "Action4:output(math3)", False),
        ("Step1:What is the 3-month cash flow difference of 传化****限公司?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:cashflowDiff3Month, o=o1:Float)\n"
         "Step2:Output o1\n"
         "Action2:output(o1)", True),
    ])

    q = "How many different companies did 传化****限公司 transfer money to?"
    add("07", q, "count", "en", [
        ("Step1:Which companies did 传化****限公司 transfer money to?\n"
         "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company)\n"
         "Step2:Count the distinct companies retrieved in Step1\n"
         "Action2:Math(content=[`o1`], target=`How many different companies are in o1?`)->math2\n"
         "Step3:Output math2\n"
         "Action3:output(math2)", True),
        ("Step1:Which companies transferred money to 传化****限公司?\n"
         "Action1:Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`传化****限公司`])\n"
         "Step2:Count them\n"
         "Action2:Math(content=[`s1`], target=`How many different companies did 传化****限公司 transfer money to?`)->math2", False),
    ])

    q = "顺丁橡胶成本上涨这个产业链事件属于哪一类产业链事件？"
    add("08", q, "rule-classify", "zh", [
        ("Step1:查询顺丁橡胶成本上涨事件的分类\n"
         "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:属于, o=o1:产业链事件分类)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询顺丁橡胶成本上涨事件的指标\n"
         "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:指标, o=o1:指标)\n"
         "Step2:查询顺丁橡胶成本上涨事件的趋势\n"
         "Action2:Retrieval(s=s1, p=p2:趋势, o=o2:趋势)\n"
         "Step3:根据指标和趋势推断事件分类\n"
         "Action3:Deduce(op=entailment, content=[`o1`,`o2`], target=`顺丁橡胶成本上涨属于哪一类产业链事件？`)->res\n"
         "Step4:输出res\n"
         "Action4:output(res)", False),
        ("Step1:查询顺丁橡胶成本上涨导致的公司事件\n"
         "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:导致, o=o1:公司事件)\n"
         "Output:输出o1\n"
         "Action2:output(o1)", False),
    ])

    q = "Who is the legal representative of 东岳*团*公司?"
    add("09", q, "relation", "en", [
        ("Step1:Who is the legal representative of 东岳*团*公司?\n"
         "Action1:Retrieval(s=s1:Person, p=p1:legalRepresentative, o=o1:Company[`东岳*团*公司`])\n"
         "Step2:Output s1\n"
         "Action2:output(s1)", True),
        ("Step1:Who is the legal representative of 东岳*团*公司?\n"
         "Action1:Retrieval(s=s1:Company[`东岳*团*公司`], p=p1:legalRepresentative, o=o1:Person)\n"
         "Output:output o1\n"
         "Action2:output(o1)", False),
    ])

    q = "哪些公司与中国***份*公司有共同法人？"
    add("10", q, "rule-relation", "zh", [
        ("Step1:查询中国***份*公司的法人代表\n"
         "Action1:Retrieval(s=s1:自然人, p=p1:法人代表, o=o1:企业[`中国***份*公司`])\n"
         "Step2:查询该法人代表担任法人的其他企业\n"
         "Action2:Retrieval(s=s1, p=p2:法人代表, o=o2:企业)\n"
         "Step3:输出o2\n"
         "Action3:output(o2)", False),
        ("Step1:查询与中国***份*公司有共同法人的公司\n"
         "Action1:Retrieval(s=s1:企业[`中国***份*公司`], p=p1:共同法人, o=o1:企业)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
    ])

    q = "Which industry does 宝业集****公司 belong to?"
    add("11", q, "rule-two-hop", "en", [
        ("Step1:What products does 宝业集****公司 make?\n"
         "Action1:Retrieval(s=s1:Company[`宝业集****公司`], p=p1:product, o=o1:Product)\n"
         "Step2:Which industry do the products retrieved in Step1 belong to?\n"
         "Action2:Retrieval(s=o1, p=p2:belongToIndustry, o=o2:Industry)\n"
         "Step3:Output o2\n"
         "Action3:output(o2)", True),
        ("Step1:Which industry does 宝业集****公司 belong to?\n"
         "Action1:Retrieval(s=s1:Company[`宝业集****公司`], p=p1:belongToIndustry, o=o1:Industry)\n"
         "Step2:What is the upper-level industry of o1?\n"
         "Action2:Retrieval(s=o1, p=p2:isA, o=o2:Industry)\n"
         "Step3:Output o2\n"
         "Action3:output(o2)", False),
    ])

    q = "传化****限公司的主要客户是哪家公司？"
    add("12", q, "rule-relation", "zh", [
        ("Step1:查询向传化****限公司转账的企业\n"
         "Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`传化****限公司`])\n"
         "Step2:找出转账金额最多的企业\n"
         "Action2:Math(content=[`p1`], target=`转账金额最多的企业`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", False),
        ("Step1:查询传化****限公司的主要客户\n"
         "Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:主要客户, o=o1:企业)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
    ])

    q = "宝业集****公司给哪些公司转过账？"
    add("13", q, "relation-missing", "zh", [
        ("Step1:查询宝业集****公司转账的对象\n"
         "Action1:Retrieval(s=s1:企业[`宝业集****公司`], p=p1:资金往来, o=o1:企业)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询与宝业集****公司有资金往来的企业\n"
         "Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`宝业集****公司`])\n"
         "Output:输出s1\n"
         "Action2:output(s1)", False),
    ])
    return Q


# --------------------------------------------------------------------------------------------
# Risk mining questions and plans
# --------------------------------------------------------------------------------------------
def rm_questions():
    Q = []

    def add(n, question, shape, lang, plans):
        Q.append({"n": n, "question": question, "shape": shape, "lang": lang, "plans": plans})

    q = "2023年9月1日至9月15日期间，柏*一共给邬**转了多少钱？"
    add("01", q, "period-sum", "zh", [
        ("Step1:查询柏*给邬**的转账记录\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`邬**`])\n"
         "Step2:筛选交易日期在20230901到20230915之间的转账并求和\n"
         "Action2:Math(content=[`p1`], target=`交易日期在2023年9月1日至9月15日之间的交易金额之和`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", True),
        ("Step1:查询柏*的转账关系\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人)\n"
         "Step2:计算转账总额\n"
         "Action2:Math(content=[`p1`], target=`柏*一共转了多少钱`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", False),
    ])

    q = "Who received more money from 柏* in total, 裘** or 杜*?"
    add("02", q, "comparison", "en", [
        ("Step1:How much money did 柏* transfer to 裘**?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person[`裘**`])\n"
         "Step2:How much money did 柏* transfer to 杜*?\n"
         "Action2:Retrieval(s=s1, p=p2:fundTrans, o=o2:Person[`杜*`])\n"
         "Step3:Compare the total amounts of Step1 and Step2\n"
         "Action3:Math(content=[`p1`,`p2`], target=`Who received more money from 柏* in total, 裘** or 杜*?`)->math3\n"
         "Step4:Output math3\n"
         "Action4:output(math3)", True),
        ("Step1:How old is 裘**?\n"
         "Action1:Retrieval(s=s1:Person[`裘**`], p=p1:age, o=o1:Integer)\n"
         "Step2:How old is 杜*?\n"
         "Action2:Retrieval(s=s2:Person[`杜*`], p=p2:age, o=o2:Integer)\n"
         "Step3:Compare\n"
         "Action3:Math(content=[`o1`,`o2`], target=`Who is larger?`)->math3", False),
        ("Step1:Who did 柏* transfer money to?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
         "Step2:Output o1\n"
         "Action2:output(o1)", False),
    ])

    q = "柏*一共向杜*转账了多少次？"
    add("03", q, "count", "zh", [
        ("Step1:查询柏*向杜*的转账记录\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`杜*`])\n"
         "Step2:统计转账次数\n"
         "Action2:Math(content=[`p1`], target=`转账记录的条数`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", True),
        ("Step1:查询杜*向柏*的转账记录\n"
         "Action1:Retrieval(s=s1:自然人[`杜*`], p=p1:转账关系, o=o1:自然人[`柏*`])\n"
         "Step2:统计次数\n"
         "Action2:Math(content=[`p1`], target=`柏*一共向杜*转账了多少次？`)->math2", False),
    ])

    q = "How much money did 柏* transfer out in total in the last 30 days?"
    add("04", q, "window-sum", "en", [
        ("Step1:Who did 柏* transfer money to, and on which dates and for what amounts?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
         "Step2:Sum the amounts of the transfers of Step1 dated within the last 30 days\n"
         "Action2:Math(content=[`p1`], target=`sum of transAmt where transDate is fewer than 30 days before today`)->math2\n"
         "Step3:Output math2\n"
         "Action3:output(math2)", True),
        ("Step1:How much money did 柏* transfer out in total?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
         "Step2:Sum all the transfer amounts\n"
         "Action2:Math(content=[`p1`], target=`How much money did 柏* transfer out in total?`)->math2\n"
         "Step3:Output math2\n"
         "Action3:output(math2)", False),
    ])

    q = "席*的电话号码是多少？"
    add("05", q, "property", "zh", [
        ("Step1:查询席*的电话号码\n"
         "Action1:Retrieval(s=s1:自然人[`席*`], p=p1:电话号码, o=o1:Text)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询席*\n"
         "Action1:Retrieval(s=s1:自然人[`席*`], p=p1, o=o1)\n"
         "Output:输出s1\n"
         "Action2:output(s1)", False),
    ])

    q = "Which companies does 柏* hold shares in?"
    add("06", q, "relation", "en", [
        ("Step1:Which companies does 柏* hold shares in?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:holdShare, o=o1:Company)\n"
         "Step2:Output o1\n"
         "Action2:output(o1)", True),
        ("Step1:Which companies does 柏* hold shares in?\n"
         "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:holdShare, o=o1:Company)\n"
         "Step2:What certificates do these companies have?\n"
         "Action2:Retrieval(s=o1, p=p2:hasCert, o=o2:Cert)\n"
         "Step3:Output o2\n"
         "Action3:output(o2)", False),
    ])

    q = "哪些应用属于赌博应用？"
    add("07", q, "rule-classify", "zh", [
        ("Step1:查询风险标记为赌博的应用\n"
         "Action1:Retrieval(s=s1:应用, p=p1:风险标记, o=o1:Text[`赌博`])\n"
         "Step2:查询这些应用使用的证书\n"
         "Action2:Retrieval(s=s1, p=p2:使用证书, o=o2:证书)\n"
         "Step3:输出o2\n"
         "Action3:output(o2)", False),
        ("Step1:查询属于赌博应用的应用\n"
         "Action1:Retrieval(s=s1:应用, p=p1:属于, o=o1:风险应用[`赌博应用`])\n"
         "Step2:输出s1\n"
         "Action2:output(s1)", True),
    ])

    q = "Who are the gambling app developers?"
    add("08", q, "rule-classify", "en", [
        ("Step1:Which persons belong to the risk user type 赌博App开发者?\n"
         "Action1:Retrieval(s=s1:Person, p=p1:belongTo, o=o1:TaxOfRiskUser[`赌博App开发者`])\n"
         "Step2:Output s1\n"
         "Action2:output(s1)", True),
        ("Step1:Which apps are gambling apps?\n"
         "Action1:Retrieval(s=s1:App, p=p1:belongTo, o=o1:TaxOfRiskApp[`赌博应用`])\n"
         "Step2:Who released these apps?\n"
         "Action2:Retrieval(s=s2:Person, p=p2:release, o=s1)\n"
         "Step3:Output s2\n"
         "Action3:output(s2)", False),
        ("Step1:Which apps are gambling apps?\n"
         "Action1:Retrieval(s=s1:App, p=p1:belongTo, o=o1:TaxOfRiskApp[`赌博应用`])\n"
         "Step2:Who developed these apps?\n"
         "Action2:Retrieval(s=s2:Person, p=p2:developed, o=s1)\n"
         "Step3:Which persons own devices with these apps installed?\n"
         "Action3:Retrieval(s=s2, p=p3:hasDevice, o=o3:Device)\n"
         "Step4:Output s2\n"
         "Action4:output(s2)", False),
    ])

    q = "谁是赌博App老板？"
    add("09", q, "rule-classify", "zh", [
        ("Step1:查询哪些赌博应用\n"
         "Action1:Retrieval(s=s1:应用, p=p1:属于, o=o1:风险应用[`赌博应用`])\n"
         "Step2:查询发布这些应用的人\n"
         "Action2:Retrieval(s=s2:自然人, p=p2:发布, o=s1)\n"
         "Step3:查询开发这些应用的人\n"
         "Action3:Retrieval(s=s3:自然人, p=p3:开发, o=s1)\n"
         "Step4:判断发布者是否向开发者转账\n"
         "Action4:Deduce(op=judgement, content=[`s2`,`s3`], target=`发布者向开发者转过账`)->res\n"
         "Step5:输出res\n"
         "Action5:output(res)", False),
        ("Step1:查询属于赌博App老板的自然人\n"
         "Action1:Retrieval(s=s1:自然人, p=p1:属于, o=o1:风险用户[`赌博App老板`])\n"
         "Step2:输出s1\n"
         "Action2:output(s1)", True),
    ])

    q = "柏*发布了哪些赌博应用？"
    add("10", q, "rule-filter", "zh", [
        ("Step1:查询柏*发布的应用\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:发布, o=o1:应用)\n"
         "Step2:查询这些应用是否属于赌博应用\n"
         "Action2:Retrieval(s=o1, p=p2:属于, o=o2:风险应用[`赌博应用`])\n"
         "Step3:输出o1\n"
         "Action3:output(o1)", True),
        ("Step1:查询柏*开发的应用\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:开发, o=o1:应用)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", False),
        ("Step1:查询柏*持股的公司\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:持股, o=o1:企业)\n"
         "Step2:查询这些公司拥有的证书\n"
         "Action2:Retrieval(s=o1, p=p2:拥有证书, o=o2:证书)\n"
         "Step3:查询使用这些证书的应用\n"
         "Action3:Retrieval(s=s3:应用, p=p3:使用证书, o=o2)\n"
         "Step4:输出s3\n"
         "Action4:output(s3)", False),
    ])

    q = "Among the apps that use certificate 33fdf452aa9cd145ba096c364a250ee8, which are marked as gambling?"
    add("11", q, "filter", "en", [
        ("Step1:Which apps use certificate 33fdf452aa9cd145ba096c364a250ee8?\n"
         "Action1:Retrieval(s=s1:App, p=p1:useCert, o=o1:Cert[`33fdf452aa9cd145ba096c364a250ee8`])\n"
         "Step2:What is the risk mark of each app of Step1?\n"
         "Action2:Retrieval(s=s1, p=p2:riskMark, o=o2:Text)\n"
         "Step3:Keep the apps whose risk mark is gambling\n"
         "Action3:Math(content=[`s1`,`o2`], target=`apps whose riskMark is 赌博`)->math3\n"
         "Step4:Output math3\n"
         "Action4:output(math3)", True),
        ("Step1:Who owns certificate 33fdf452aa9cd145ba096c364a250ee8?\n"
         "Action1:Retrieval(s=s1:Person, p=p1:hasCert, o=o1:Cert[`33fdf452aa9cd145ba096c364a250ee8`])\n"
         "Step2:Output s1\n"
         "Action2:output(s1)", False),
    ])

    q = "柏*给邬**的单笔转账里，最大的一笔是多少钱？"
    add("12", q, "superlative", "zh", [
        ("Step1:查询柏*给邬**的转账记录\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`邬**`])\n"
         "Step2:找出金额最大的一笔转账\n"
         "Action2:Math(content=[`p1`], target=`交易金额的最大值`)->math2\n"
         "Step3:输出math2\n"
         "Action3:output(math2)", True),
        ("Step1:查询柏*给邬**的转账金额\n"
         "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:交易金额, o=o2:Integer)\n"
         "Step2:求和\n"
         "Action2:Math(content=[`o2`], target=`柏*给邬**的单笔转账里，最大的一笔是多少钱？`)->math2", False),
    ])

    q = "席*持有哪些公司的股份？"
    add("13", q, "relation-missing", "zh", [
        ("Step1:查询席*持股的公司\n"
         "Action1:Retrieval(s=s1:自然人[`席*`], p=p1:持股, o=o1:企业)\n"
         "Step2:输出o1\n"
         "Action2:output(o1)", True),
        ("Step1:查询席*拥有的设备\n"
         "Action1:Retrieval(s=s1:自然人[`席*`], p=p1:拥有设备, o=o1:设备)\n"
         "Step2:查询设备上安装的应用\n"
         "Action2:Retrieval(s=o1, p=p2:安装, o=o2:应用)\n"
         "Step3:输出o2\n"
         "Action3:output(o2)", False),
    ])
    return Q


# --------------------------------------------------------------------------------------------
def build(prefix, Q, gold):
    plans, questions = [], []
    assert sorted(q["n"] for q in Q) == sorted(gold), (prefix, sorted(gold))
    for q in Q:
        qid = f"plan-r24-{prefix}-{q['n']}"
        assert 2 <= len(q["plans"]) <= 3, qid
        assert sum(1 for _, last in q["plans"] if last) == 1, qid
        for i, (text, last) in enumerate(q["plans"], 1):
            plans.append({"id": f"{qid}#{i}", "qid": qid, "question": q["question"], "plan": text,
                          "last": last})
        questions.append({"id": qid, "question": q["question"], "answer": gold[q["n"]],
                          "shape": q["shape"], "lang": q["lang"]})
    return plans, questions


def write(name, obj):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def main():
    os.makedirs(OUT, exist_ok=True)
    sets = [("aq", "affairqa", aq_questions(), aq_gold(), 24),
            ("sc", "supplychain", sc_questions(), sc_gold(), 13),
            ("rm", "riskmining", rm_questions(), rm_gold(), 13)]
    empty = []
    total_plans = 0
    for prefix, name, Q, gold, n in sets:
        assert len(Q) == n, (name, len(Q))
        plans, questions = build(prefix, Q, gold)
        total_plans += len(plans)
        write(f"r24-{name}-plans.json", plans)
        write(f"r24-{name}-questions.json", questions)
        for q in questions:
            if not q["answer"]:
                empty.append(q["id"])
            print(q["id"], q["shape"], q["lang"], q["question"], "=>", q["answer"])
        print(f"{name}: {len(questions)} questions, {len(plans)} plans")
    assert len(empty) == 4, empty
    assert {e.split("-")[2] for e in empty} == {"aq", "sc", "rm"}, empty
    print("gold []:", empty)
    print("total plans:", total_plans)


if __name__ == "__main__":
    main()
