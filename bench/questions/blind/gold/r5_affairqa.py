#!/usr/bin/env python3
"""Gold answers for the AffairQA r5 held-out question set.

Computed only from the raw CSV files (csv module, utf-8-sig); nothing of the system is used.
Writes /work/probe9/r5-affairqa.json.
"""
import csv
import datetime
import json
import os
import re
from collections import Counter

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = "/work/probe9/r5-affairqa.json"
AS_OF = datetime.date(2023, 10, 15)

TABLES = {
    "GS": "加油站.csv",
    "MI": "医疗机构.csv",
    "AS": "协会.csv",
    "SC": "学校.csv",
    "RP": "宗教场所.csv",
    "GA": "政府机构.csv",
    "TA": "旅游景点.csv",
    "TR": "旅行社.csv",
    "AR": "行政区.csv",
    "LI": "许可证.csv",
}


def load(key):
    with open(os.path.join(SRC, TABLES[key]), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    # 旅行社.csv repeats the header "licenseNumber": keep both columns apart.
    seen = Counter()
    cols = []
    for h in header:
        seen[h] += 1
        cols.append(h if seen[h] == 1 else f"{h}{seen[h]}")
    out = []
    for r in rows[1:]:
        assert len(r) == len(cols), (key, r)
        out.append(dict(zip(cols, r)))
    return out


D = {k: load(k) for k in TABLES}
ALL_NAMES = [(k, r["name"]) for k, rows in D.items() for r in rows]


def one(key, name, allow_sub=False):
    """The single row of table `key` named `name`; the name must be unique across all tables."""
    hits = [r for r in D[key] if r["name"] == name]
    assert len(hits) == 1, (key, name, len(hits))
    others = [k for k, n in ALL_NAMES if n == name and k != key]
    assert not others, (name, others)
    if not allow_sub:
        sub = [n for k, n in ALL_NAMES if name in n and n != name]
        assert not sub, (name, sub[:5])
    return hits[0]


def by_value(key, col, value):
    """The single row of table `key` whose `col` equals `value`."""
    hits = [r for r in D[key] if r[col] == value]
    assert len(hits) == 1, (key, col, value, len(hits))
    return hits[0]


def where(key, **conds):
    return [r for r in D[key] if all(r[c] == v for c, v in conds.items())]


def date(s):
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", s.strip())
    assert m, s
    return datetime.date(*map(int, m.groups()))


def num(s):
    return float(s)


def fmt(x):
    if isinstance(x, int):
        return str(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.2f}".rstrip("0").rstrip(".")


def nonblank(v):
    assert v.strip() != "", "empty cell"
    return v


def argbest(rows, key, reverse=True):
    """The single best row by key; asserts there is no tie at the top."""
    vals = sorted(rows, key=key, reverse=reverse)
    assert key(vals[0]) != key(vals[1]), ("tie", vals[0]["name"], vals[1]["name"])
    return vals[0]


def county_codes(county):
    """Administrative codes of a county in 行政区.csv (a cell may hold the code instead of the name)."""
    return {r["id"] for r in D["AR"] if r["name"] == county and r["id"]}


def no_code_alias(key, county, col="county"):
    codes = county_codes(county)
    hits = [r["name"] for r in D[key] if r[col] in codes]
    assert not hits, (key, county, codes, hits[:5])


def window(rows, col, days):
    """Rows whose date in `col` is fewer than `days` days before AS_OF (and not after it).
    Asserts no date lies within 3 days of the boundary, so day-count readings cannot differ."""
    lo = AS_OF - datetime.timedelta(days=days)
    out = []
    for r in rows:
        if not r[col].strip():
            continue
        d = date(r[col])
        assert abs((d - lo).days) > 3, ("near boundary", r["name"], d)
        if lo < d <= AS_OF:
            out.append(r)
    return out


Q = []


def add(shape, lang, question, answer, as_of=False):
    if isinstance(answer, (str, int, float)):
        answer = [answer]
    answer = [fmt(a) if isinstance(a, (int, float)) else a for a in answer]
    assert answer and all(isinstance(a, str) and a.strip() for a in answer), (question, answer)
    assert len(set(answer)) == len(answer), (question, answer)
    item = {
        "id": f"affairqa-r5-{len(Q) + 1:02d}",
        "question": question,
        "answer": answer,
        "shape": shape,
        "lang": lang,
    }
    if as_of:
        item["as_of"] = AS_OF.isoformat()
    Q.append(item)


# ---------------------------------------------------------------- property (20)
add("property", "zh", "绍兴金帝天然气有限公司现在有多少职工？",
    nonblank(one("GS", "绍兴金帝天然气有限公司")["employeeCount"]))
add("property", "zh", "桐乡运河加气站是由哪家在运营的？",
    nonblank(one("GS", "桐乡运河加气站")["operationSubject"]))
add("property", "zh", "天台华润燃气有限公司算不算重大危险源？",
    nonblank(one("GS", "天台华润燃气有限公司")["isMajorDangerSource"]))
add("property", "zh", "请问浙江省肿瘤医院的电话是多少？",
    nonblank(one("MI", "浙江省肿瘤医院")["phoneNumber"]))
add("property", "zh", "杭州消防医院具体在什么位置？",
    nonblank(one("MI", "杭州消防医院")["address"]))
add("property", "zh", "浙江大学医学院附属儿童医院的医院等级是几级？",
    nonblank(one("MI", "浙江大学医学院附属儿童医院")["level"]))
add("property", "zh", "帮我查一下瓯海区佛教协会的网站。",
    nonblank(one("AS", "瓯海区佛教协会")["website"]))
add("property", "zh", "普陀区佛教协会的社团登记证号是多少？",
    nonblank(one("AS", "普陀区佛教协会")["registrationCertificateNumber"]))
add("property", "zh", "苍南县佛教协会的邮编是多少？",
    nonblank(one("AS", "苍南县佛教协会")["postalCode"]))
add("property", "zh", "中国佛学院普陀山学院有几位专职教师？",
    nonblank(one("SC", "中国佛学院普陀山学院")["professorCount"]))
add("property", "zh", "建德市慧华寺的占地面积是多少？",
    nonblank(one("RP", "建德市慧华寺")["area"]))
add("property", "zh", "新昌县平顶寺是什么时候获批的？",
    nonblank(one("RP", "新昌县平顶寺")["approvalDate"]))
add("property", "zh", "宁波市清真寺的建筑面积有多大？",
    nonblank(one("RP", "宁波市清真寺")["buildingArea"]))
add("property", "zh", "黄公望隐居地景区的咨询电话是多少？",
    nonblank(one("TA", "黄公望隐居地景区")["phoneNumber"]))
add("property", "zh", "岱山交通旅行社有限公司的传真号是多少？",
    nonblank(one("TR", "岱山交通旅行社有限公司")["faxNumber"]))
add("property", "zh", "许可证浙201802000004J的有效期到哪天为止？",
    nonblank(one("LI", "浙201802000004J")["invalidDate"]))
add("property", "en", "What is the street address of 浙江慈云佛学院?",
    nonblank(one("SC", "浙江慈云佛学院")["address"]))
add("property", "en", "What English name is on file for the travel agency 嵊泗久聆旅行社有限公司?",
    nonblank(one("TR", "嵊泗久聆旅行社有限公司")["englishName"]))
add("property", "en", "What A-level rating does the scenic area 千岛湖石林景区 have?",
    nonblank(one("TA", "千岛湖石林景区")["level"]))
add("property", "en", "On what date did licence 201609030003J take effect?",
    nonblank(one("LI", "201609030003J")["effectiveDate"]))

# ---------------------------------------------------------------- two_hop (6)
lic = nonblank(one("GS", "宁波新奥燃气有限公司", allow_sub=True)["businessLicense"])
add("two_hop", "zh", "宁波新奥燃气有限公司持有的经营许可证什么时候到期？",
    nonblank(one("LI", lic)["invalidDate"]))

lic = nonblank(one("GS", "温岭市建设燃气有限公司")["businessLicense"])
add("two_hop", "zh", "温岭市建设燃气有限公司那张燃气经营许可证是从哪天开始生效的？",
    nonblank(one("LI", lic)["effectiveDate"]))

# (not 浙江道教学院/天台县: 天台山桐柏宫 and 天台山国清讲寺 have empty county and religion cells)
cty = nonblank(one("SC", "浙江慈云佛学院")["county"])
no_code_alias("RP", cty)
add("two_hop", "zh", "浙江慈云佛学院所在的那个县，一共有多少处天主教活动场所？",
    len(where("RP", county=cty, religion="天主教")))

cty = nonblank(one("RP", "舟山市嵊泗县福圆禅寺")["county"])
no_code_alias("AS", cty)
assoc = where("AS", county=cty, religion="佛教")
assert len(assoc) == 1, assoc
add("two_hop", "zh", "舟山市嵊泗县福圆禅寺所在县的佛教协会，联系电话是多少？",
    nonblank(assoc[0]["phoneNumber"]))

cty = nonblank(one("AS", "萧山区道教协会")["county"])
no_code_alias("TR", cty)
add("two_hop", "zh", "萧山区道教协会所在的区有多少家旅行社？",
    len(where("TR", county=cty)))

lic = nonblank(one("GS", "中海油浙江新能源有限公司集翔路加气站")["businessLicense"])
add("two_hop", "en", "When does the operating licence of 中海油浙江新能源有限公司集翔路加气站 expire?",
    nonblank(one("LI", lic)["invalidDate"]))

# ---------------------------------------------------------------- relation_hop (6)
x = one("GS", "宁波新捷中油天然气有限公司穿山港区加气站")
mgr = nonblank(x["manager"])
add("relation_hop", "zh", "宁波新捷中油天然气有限公司穿山港区加气站的负责人还管着哪些加气站？",
    [r["name"] for r in where("GS", manager=mgr) if r is not x])

x = one("SC", "杭州佛学院")
add("relation_hop", "zh", "跟杭州佛学院在同一个区的学校还有哪一所？",
    [r["name"] for r in where("SC", county=nonblank(x["county"])) if r is not x])

x = one("RP", "嵊泗县天主教堂")
no_code_alias("RP", x["county"])
add("relation_hop", "zh", "和嵊泗县天主教堂在同一个县的基督教活动场所叫什么？",
    [r["name"] for r in where("RP", county=nonblank(x["county"]), religion="基督教")])

x = one("GS", "杭州中石化杭燃能源有限公司清泰门加气站")
add("relation_hop", "zh", "哪些加油站的法定代表人和杭州中石化杭燃能源有限公司清泰门加气站是同一个人？",
    [r["name"] for r in where("GS", legalRepresentative=nonblank(x["legalRepresentative"])) if r is not x])

x = one("TR", "云和县假日国际旅游有限公司")
no_code_alias("TR", x["county"])
add("relation_hop", "en",
    "Which other travel agencies are registered in the same county as 云和县假日国际旅游有限公司?",
    [r["name"] for r in where("TR", county=nonblank(x["county"])) if r is not x])

x = one("AS", "浙江省伊斯兰教协会")
add("relation_hop", "zh", "浙江省伊斯兰教协会所在的城市，还有哪个伊斯兰教协会？",
    [r["name"] for r in where("AS", city=nonblank(x["city"]), religion="伊斯兰教") if r is not x])

# ---------------------------------------------------------------- aggregate (9)
no_code_alias("GS", "鄞州区")
add("aggregate", "zh", "鄞州区一共有几座加油加气站？", len(where("GS", county="鄞州区")))

rows = where("GS", county="南湖区")
vals = [num(nonblank(r["employeeCount"])) for r in rows]
assert all(v > 0 for v in vals)
add("aggregate", "zh", "南湖区的加油站平均每家有多少名职工？", sum(vals) / len(vals))

rows = where("GS", operationSubject="中石化杭燃")
add("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数加起来是多少？",
    int(sum(num(nonblank(r["employeeCount"])) for r in rows)))

rows = where("MI", category="医院", level="三级")
assert len(rows) == len(where("MI", level="三级"))
add("aggregate", "zh", "一共有多少家三级医院？", len(rows))

add("aggregate", "zh", "温州市有多少个道教协会？", len(where("AS", city="温州市", religion="道教")))

rows = where("SC", religion="佛教")
add("aggregate", "zh", "所有佛教院校的在校生总共有多少人？",
    int(sum(num(nonblank(r["studentCount"])) for r in rows)))

no_code_alias("RP", "嵊泗县")
add("aggregate", "zh", "嵊泗县有几处佛教场所？", len(where("RP", county="嵊泗县", religion="佛教")))

add("aggregate", "en", "How many travel agencies are based in 舟山市?", len(where("TR", city="舟山市")))

no_code_alias("RP", "余姚市")
rows = where("RP", county="余姚市", religion="天主教")
vals = [num(nonblank(r["buildingArea"])) for r in rows]
add("aggregate", "zh", "余姚市天主教场所的平均建筑面积是多少？", sum(vals) / len(vals))

# ---------------------------------------------------------------- superlative (8)
rows = [r for r in D["GS"] if r["employeeCount"].strip()]
add("superlative", "zh", "哪家加油站的职工人数最多？",
    argbest(rows, lambda r: num(r["employeeCount"]))["name"])

rows = [r for r in D["GS"] if r["totalDesignStorage"].strip()]
add("superlative", "zh", "总设计储量最大的加气站是哪一家？",
    argbest(rows, lambda r: num(r["totalDesignStorage"]))["name"])

no_code_alias("GS", "慈溪市")
rows = where("GS", county="慈溪市")
assert all(r["buildTime"].strip() and date(r["buildTime"]).year > 1900 for r in rows)
add("superlative", "zh", "慈溪市的加油站里，哪家成立得最早？",
    argbest(rows, lambda r: date(r["buildTime"]), reverse=False)["name"])

add("superlative", "zh", "在校学生最多的是哪所宗教院校？",
    argbest(D["SC"], lambda r: num(nonblank(r["studentCount"])))["name"])

add("superlative", "zh", "请问哪所学校的成立时间最早？",
    argbest(D["SC"], lambda r: date(nonblank(r["establishmentDate"])), reverse=False)["name"])

rows = where("RP", county="嵊泗县")
add("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪一处？",
    argbest(rows, lambda r: num(nonblank(r["area"])))["name"])

rows = [r for r in D["LI"] if r["invalidDate"].strip()]
add("superlative", "zh", "失效日期最晚的许可证是哪一张？",
    argbest(rows, lambda r: date(r["invalidDate"]))["name"])

rows = where("AS", religion="伊斯兰教")
add("superlative", "en", "Which Islamic association has the earliest registration date?",
    argbest(rows, lambda r: date(nonblank(r["registrationTime"])), reverse=False)["name"])


def pick(a, b, key, larger=True):
    ka, kb = key(a), key(b)
    assert ka != kb, (a["name"], b["name"])
    return a["name"] if (ka > kb) == larger else b["name"]


# ---------------------------------------------------------------- comparison (6)
a = one("GS", "宁海县浙能油气发展有限公司加气母站")
b = one("GS", "宁海县浙能油气发展有限公司冠庄加气站")
add("comparison", "zh",
    "宁海县浙能油气发展有限公司加气母站和宁海县浙能油气发展有限公司冠庄加气站，哪个成立得早一些？",
    pick(a, b, lambda r: date(r["buildTime"]), larger=False))

a = one("SC", "浙江佛学院温州佛学院")
b = one("SC", "浙江慈云佛学院")
add("comparison", "zh", "浙江佛学院温州佛学院和浙江慈云佛学院比，哪所在校生更多？",
    pick(a, b, lambda r: num(r["studentCount"])))

a = one("AS", "杭州市基督教协会")
b = one("AS", "杭州市基督教三自爱国运动委员会")
add("comparison", "zh", "杭州市基督教协会与杭州市基督教三自爱国运动委员会，谁先登记的？",
    pick(a, b, lambda r: date(r["registrationTime"]), larger=False))

a = one("RP", "舟山市嵊泗县福善寺")
b = one("RP", "舟山市嵊泗县慈恩寺")
add("comparison", "zh", "舟山市嵊泗县福善寺和舟山市嵊泗县慈恩寺哪个占地面积大？",
    pick(a, b, lambda r: num(r["area"])))

a = one("LI", "浙201802000003J")
b = one("LI", "浙201806000001J")
add("comparison", "en", "Which licence expires later, 浙201802000003J or 浙201806000001J?",
    pick(a, b, lambda r: date(r["invalidDate"])))

a = one("SC", "浙江道教学院")
b = one("SC", "浙江佛学院天台宗佛学院")
add("comparison", "en", "Which has more students enrolled, 浙江道教学院 or 浙江佛学院天台宗佛学院?",
    pick(a, b, lambda r: num(r["studentCount"])))

# ---------------------------------------------------------------- filter / list (8)
add("filter", "zh", "哪些加油站构成了重大危险源？",
    [r["name"] for r in where("GS", isMajorDangerSource="是")])

no_code_alias("AS", "萧山区")
add("list", "zh", "萧山区有哪些宗教协会？", [r["name"] for r in where("AS", county="萧山区")])

# (not 省团体 across the province: 浙江省佛教协会 is a row of empty cells)
add("filter", "zh", "衢州市有哪些市级宗教团体？", [r["name"] for r in where("AS", city="衢州市", category="市团体")])

add("filter", "zh", "列出所有伊斯兰教的宗教活动场所。", [r["name"] for r in where("RP", religion="伊斯兰教")])

add("filter", "zh", "教师人数超过40人的学校有哪些？",
    [r["name"] for r in D["SC"] if num(nonblank(r["teacherCount"])) > 40])

no_code_alias("TR", "景宁畲族自治县")
add("list", "zh", "景宁畲族自治县有哪几家旅行社？", [r["name"] for r in where("TR", county="景宁畲族自治县")])

add("filter", "en", "Which outpatient clinics (门诊部诊所医务室村卫生室) are rated second level (二级)?",
    [r["name"] for r in where("MI", category="门诊部诊所医务室村卫生室", level="二级")])

add("filter", "en", "Which scenic spots in 宁波市 are rated AA?",
    [r["name"] for r in where("TA", city="宁波市", level="AA")])

# ---------------------------------------------------------------- described (6)
x = by_value("GS", "legalRepresentative", "丁道星")
add("described", "zh", "丁道星担任法定代表人的那家加气站，职工有几个人？", nonblank(x["employeeCount"]))

add("described", "zh", "电话0575-86224988是哪个协会的？",
    by_value("AS", "phoneNumber", "0575-86224988")["name"])

add("described", "zh", "联系电话为13957756199的是哪所佛学院？",
    by_value("SC", "phoneNumber", "13957756199")["name"])

add("described", "zh", "电话是0572-6832708的是哪个景区？",
    by_value("TA", "phoneNumber", "0572-6832708")["name"])

add("described", "en", "Which medical institution has the phone number 0571-85267148?",
    by_value("MI", "phoneNumber", "0571-85267148")["name"])

ar = [r for r in D["AR"] if r["id"] == "330252"]
assert len(ar) == 1, ar
add("described", "zh", "行政区划代码是330252的是哪个区域？", ar[0]["name"])

# ---------------------------------------------------------------- time_window (5)
add("time_window", "zh", "截至2023年10月15日，近两年新登记的宗教场所有哪些？",
    [r["name"] for r in window(D["RP"], "registrationTime", 730)], as_of=True)

add("time_window", "zh", "最近三年内批准设立的宗教场所有哪些？",
    [r["name"] for r in window(D["RP"], "approvalDate", 1095)], as_of=True)

add("time_window", "zh", "过去一年里到期失效的许可证有哪些？",
    [r["name"] for r in window(D["LI"], "invalidDate", 365)], as_of=True)

rows = [r for r in D["AS"] if r["registrationTime"].strip()
        and datetime.date(2021, 1, 1) <= date(r["registrationTime"]) <= AS_OF]
add("time_window", "zh", "2021年以来登记成立的宗教协会有哪些？", [r["name"] for r in rows], as_of=True)

add("time_window", "en", "As of 15 October 2023, how many licences expired within the past two years?",
    len(window(D["LI"], "invalidDate", 730)), as_of=True)

# ---------------------------------------------------------------- type (6)
add("type", "zh", "国家宗教事务局属于什么类型？", nonblank(one("GA", "国家宗教事务局")["type"]))

ar = [r for r in D["AR"] if r["name"] == "临平区"]
assert len(ar) == 1 and not [n for k, n in ALL_NAMES if n == "临平区" and k != "AR"], ar
add("type", "zh", "临平区是哪一级的行政区？", nonblank(ar[0]["label"]))

add("type", "zh", "杭州茗芽口腔门诊部属于哪一类医疗机构？",
    nonblank(one("MI", "杭州茗芽口腔门诊部")["category"]))

add("type", "zh", "椒江区妙严宫属于道教哪一派？", nonblank(one("RP", "椒江区妙严宫")["religiousType"]))

add("type", "zh", "浙江省道教协会属于哪个级别的团体？", nonblank(one("AS", "浙江省道教协会")["category"]))

add("type", "en", "What kind of entity is 浙江省旅游局?", nonblank(one("GA", "浙江省旅游局")["type"]))

# ---------------------------------------------------------------- checks and output
assert len(Q) == 80, len(Q)
assert sum(q["lang"] == "en" for q in Q) == 15
assert len({q["question"] for q in Q}) == 80
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(Q)} questions to {OUT}")
print(Counter(q["shape"] for q in Q), Counter(q["lang"] for q in Q))
