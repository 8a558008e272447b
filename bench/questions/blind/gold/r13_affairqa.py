"""Gold answers for the blind AffairQA question set r13 (80 questions: 65 zh, 15 en).

Reads only the raw CSV tables of ../shared/datasets/kag-affairqa/sources with the csv module
and writes bench/questions/blind/r13-affairqa.json. Every answer is computed here; questions
whose answer depends on a choice (superlatives, comparisons, described entities) assert that
the choice is unique, and every answer is asserted non-empty. As-of date for time windows:
2023-10-15 ("the last N days" are the days fewer than N before it; "the last N years" the dates
after the same day N years earlier; no value in this set sits on a window's bound).
"""

import csv
import datetime
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.abspath(os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r13-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


T = {name: load(name) for name in
     ["加油站", "医疗机构", "学校", "旅游景点", "旅行社", "宗教场所", "协会", "政府机构", "行政区", "许可证"]}
GAS, MED, SCH, ATT, AGY, REL, ASSOC, GOV, REG, LIC = (
    T["加油站"], T["医疗机构"], T["学校"], T["旅游景点"], T["旅行社"], T["宗教场所"], T["协会"],
    T["政府机构"], T["行政区"], T["许可证"])

PLACEHOLDER_DATES = {"1899-12-30", "1900/1/1"}


def date(text):
    text = text.strip()
    assert text and text not in PLACEHOLDER_DATES, text
    y, m, d = text.replace("-", "/").split("/")
    return datetime.date(int(y), int(m), int(d))


def num(text):
    return float(text.strip())


def fmt(x):
    """A number as a plain string: 12, 3.5 (no trailing zeros, no exponent)."""
    if isinstance(x, float):
        x = round(x, 6)
        if x == int(x):
            return str(int(x))
        return ("%.6f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, name):
    """The single row of a table whose name is exactly `name`."""
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def by(rows, key, value):
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (key, value, len(hits))
    return hits[0]


def licence(code):
    """The licence row named `code`; asserts no other row differs from it only by letter case."""
    hits = [r for r in LIC if r["name"].lower() == code.lower()]
    assert len(hits) == 1, (code, [r["name"] for r in hits])
    return hits[0]


def unique_best(rows, key, largest=True):
    """The one row with the largest (or smallest) key; asserts no tie at the top."""
    vals = sorted(((key(r), r["name"]) for r in rows), reverse=largest)
    assert len(vals) >= 2 and vals[0][0] != vals[1][0], vals[:3]
    return vals[0][1]


def pick(a, b, key, larger=True):
    ka, kb = key(a), key(b)
    assert ka != kb, (a["name"], b["name"], ka)
    return a["name"] if (ka > kb) == larger else b["name"]


def region_code(county):
    codes = {r["id"] for r in REG if r["name"] == county}
    assert len(codes) == 1 and "" not in codes, (county, codes)
    return codes.pop()


Q = []


def add(shape, lang, question, answer):
    answer = [a if isinstance(a, str) else fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) == len(set(answer)), question
    if shape == "filter":
        assert len(answer) <= 15, (question, len(answer))
    Q.append({"id": "affairqa-r13-%02d" % (len(Q) + 1), "question": question,
              "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)

add("property", "zh", "宁波新捷公运天然气有限公司的法定代表人是谁？",
    [one(GAS, "宁波新捷公运天然气有限公司")["legalRepresentative"]])
add("property", "zh", "杭州华燃燃气开发应用有限公司绍兴路加气站有多少名职工？",
    [one(GAS, "杭州华燃燃气开发应用有限公司绍兴路加气站")["employeeCount"]])
add("property", "zh", "天台华润燃气有限公司是否构成重大危险源？",
    [one(GAS, "天台华润燃气有限公司")["isMajorDangerSource"]])
add("property", "zh", "浙江省肿瘤医院的联系电话是多少？",
    [one(MED, "浙江省肿瘤医院")["phoneNumber"]])
add("property", "en", "What level is the medical institution 浙江萧山医院 rated?",
    [one(MED, "浙江萧山医院")["level"]])
add("property", "zh", "浙江慈云佛学院有几名专职教师？",
    [one(SCH, "浙江慈云佛学院")["professorCount"]])
add("property", "zh", "杭州佛学院是什么时候成立的？",
    [one(SCH, "杭州佛学院")["establishmentDate"]])
assert sum("港口博物馆" in r["name"] for r in ATT) == 1
add("property", "zh", "中国港口博物馆是几A级旅游景区？",
    [one(ATT, "中国港口博物馆")["level"]])
add("property", "zh", "衢州众信旅游有限公司的英文名叫什么？",
    [one(AGY, "衢州众信旅游有限公司")["englishName"]])
add("property", "en", "What is the fax number of the travel agency 浙江邮电旅行社有限公司?",
    [one(AGY, "浙江邮电旅行社有限公司")["faxNumber"]])
add("property", "zh", "嵊泗县天主教堂的占地面积是多少？",
    [one(REL, "嵊泗县天主教堂")["area"]])
add("property", "zh", "德清县庆云观属于道教的哪个派别？",
    [one(REL, "德清县庆云观")["religiousType"]])
add("property", "zh", "嵊泗县佛教协会的登记证号是什么？",
    [one(ASSOC, "嵊泗县佛教协会")["registrationCertificateNumber"]])
add("property", "zh", "东阳市天主教爱国会的邮政编码是多少？",
    [one(ASSOC, "东阳市天主教爱国会")["postalCode"]])
add("property", "en", "What is the website of 浙江省伊斯兰教协会?",
    [one(ASSOC, "浙江省伊斯兰教协会")["website"]])
add("property", "zh", "许可证浙201806070001J的失效日期是哪天？",
    [licence("浙201806070001J")["invalidDate"]])
add("property", "zh", "桐庐县的行政区划代码是多少？",
    [region_code("桐庐县")])
add("property", "zh", "杭州市计划生育宣传技术指导站属于哪一类医疗机构？",
    [one(MED, "杭州市计划生育宣传技术指导站")["category"]])

# ---------------------------------------------------------------- aggregate (13)

add("aggregate", "zh", "级别为二级的医疗机构一共有多少家？",
    [sum(r["level"] == "二级" for r in MED)])
add("aggregate", "zh", "秀洲区有几个宗教场所？",
    [sum(r["county"] == "秀洲区" for r in REL)])
add("aggregate", "zh", "所有学校的在校生加起来一共有多少人？",
    [sum(int(r["studentCount"]) for r in SCH)])
assert all(r["teacherCount"] for r in SCH)
add("aggregate", "zh", "学校的教师人数平均是多少？",
    [sum(num(r["teacherCount"]) for r in SCH) / len(SCH)])
add("aggregate", "zh", "构成重大危险源的加油站有几个？",
    [sum(r["isMajorDangerSource"] == "是" for r in GAS)])
add("aggregate", "en", "How many gas stations are operated by 中海油?",
    [sum(r["operationSubject"] == "中海油" for r in GAS)])
hangran = [r for r in GAS if r["operationSubject"] == "中石化杭燃"]
assert all(r["employeeCount"] for r in hangran)
add("aggregate", "zh", "运营主体为中石化杭燃的加油站职工人数合计多少？",
    [sum(int(r["employeeCount"]) for r in hangran)])
add("aggregate", "zh", "舟山市一共有多少家旅行社？",
    [sum(r["city"] == "舟山市" for r in AGY)])
add("aggregate", "zh", "衢州市和丽水市加起来一共有多少家旅行社？",
    [sum(r["city"] in ("衢州市", "丽水市") for r in AGY)])
add("aggregate", "zh", "宁波市业务范围包含出境组团业务的旅行社有几家？",
    [sum(r["city"] == "宁波市" and "出境组团业务" in r["businessScope"] for r in AGY)])
add("aggregate", "zh", "温州市所属宗教为天主教的协会有几个？",
    [sum(r["city"] == "温州市" and r["religion"] == "天主教" for r in ASSOC)])
add("aggregate", "en", "How many Christian (基督教) religious sites are there in 云和县?",
    [sum(r["county"] == "云和县" and r["religion"] == "基督教" for r in REL)])
shengsi = [r for r in REL if r["county"] == "嵊泗县"]
add("aggregate", "zh", "嵊泗县所有宗教场所的建筑面积总和是多少？",
    [sum(num(r["buildingArea"]) for r in shengsi)])

# ---------------------------------------------------------------- relation_hop (10)

add("relation_hop", "zh", "浙江道教学院位于哪个区县？",
    [one(SCH, "浙江道教学院")["county"]])
add("relation_hop", "zh", "宁波新奥燃气有限公司持有的经营许可证编号是什么？",
    [licence(one(GAS, "宁波新奥燃气有限公司")["businessLicense"])["name"]])
code = licence("浙201709070005P")["name"]
add("relation_hop", "zh", "许可证浙201709070005P是哪个加油站持有的？",
    [r["name"] for r in GAS if r["businessLicense"] == code])
add("relation_hop", "en", "Which county is the travel agency 宁波前程旅游有限公司 located in?",
    [one(AGY, "宁波前程旅游有限公司")["county"]])
add("relation_hop", "zh", "义乌市伊斯兰教活动场所在哪个城市？",
    [one(REL, "义乌市伊斯兰教活动场所")["city"]])
add("relation_hop", "zh", "浙江省天主教教务委员会所在的区县是哪个？",
    [one(ASSOC, "浙江省天主教教务委员会")["county"]])
add("relation_hop", "en", "Which city is the tourist attraction 神仙居景区 in?",
    [one(ATT, "神仙居景区")["city"]])
code = licence("浙201601000001J")["name"]
add("relation_hop", "zh", "哪些加油站持有许可证浙201601000001J？",
    [r["name"] for r in GAS if r["businessLicense"] == code])
add("relation_hop", "zh", "西湖区有哪些学校？",
    [r["name"] for r in SCH if r["county"] == "西湖区"])
add("relation_hop", "zh", "台州龙祥旅行社有限公司位于哪个区县？",
    [one(AGY, "台州龙祥旅行社有限公司")["county"]])

# ---------------------------------------------------------------- two_hop (8)

add("two_hop", "zh", "宁波新捷公运天然气有限公司的经营许可证什么时候失效？",
    [licence(one(GAS, "宁波新捷公运天然气有限公司")["businessLicense"])["invalidDate"]])
add("two_hop", "en", "When did the licence held by the gas station 宁波新奥燃气有限公司福庆南路CNG加气站 take effect?",
    [licence(one(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")["businessLicense"])["effectiveDate"]])
county = one(SCH, "浙江佛学院温州佛学院")["county"]
add("two_hop", "zh", "浙江佛学院温州佛学院所在的区县有多少个宗教场所？",
    [sum(r["county"] == county for r in REL)])
county = one(GAS, "三门县道生加气站有限公司")["county"]
add("two_hop", "zh", "三门县道生加气站有限公司所在的区县有哪些协会？",
    [r["name"] for r in ASSOC if r["county"] == county])
add("two_hop", "zh", "杭州萧山环能实业有限公司所在区县的行政区划代码是多少？",
    [region_code(one(GAS, "杭州萧山环能实业有限公司")["county"])])
city = one(SCH, "浙江慈云佛学院")["city"]
add("two_hop", "zh", "和浙江慈云佛学院在同一个城市的还有哪所学校？",
    [r["name"] for r in SCH if r["city"] == city and r["name"] != "浙江慈云佛学院"])
code = licence("浙201702020005P")["name"]
holders = [r for r in GAS if r["businessLicense"] == code]
assert len(holders) == 1
add("two_hop", "en", "Who is the legal representative of the gas station that holds licence 浙201702020005P?",
    [holders[0]["legalRepresentative"]])
county = one(GAS, "桐乡运河加气站")["county"]
add("two_hop", "zh", "和桐乡运河加气站在同一个区县的其他加油站还有哪些？",
    [r["name"] for r in GAS if r["county"] == county and r["name"] != "桐乡运河加气站"])

# ---------------------------------------------------------------- superlative (8)

add("superlative", "zh", "哪所学校的在校生最多？",
    [unique_best(SCH, lambda r: int(r["studentCount"]))])
add("superlative", "zh", "成立时间最早的学校是哪所？",
    [unique_best(SCH, lambda r: date(r["establishmentDate"]), largest=False)])
add("superlative", "zh", "总设计储量最大的加油站是哪家？",
    [unique_best([r for r in GAS if r["totalDesignStorage"]], lambda r: num(r["totalDesignStorage"]))])
add("superlative", "en", "Which gas station has the most employees?",
    [unique_best([r for r in GAS if r["employeeCount"]], lambda r: int(r["employeeCount"]))])
add("superlative", "zh", "云和县建筑面积最大的宗教场所是哪个？",
    [unique_best([r for r in REL if r["county"] == "云和县"], lambda r: num(r["buildingArea"]))])
jinhua = [r for r in ASSOC if r["city"] == "金华市"]
assert all(r["registrationTime"] and r["registrationTime"] not in PLACEHOLDER_DATES for r in jinhua)
add("superlative", "zh", "金华市登记时间最早的协会是哪个？",
    [unique_best(jinhua, lambda r: date(r["registrationTime"]), largest=False)])
licensed = []
for r in GAS:
    hits = [l for l in LIC if r["businessLicense"] and l["name"] == r["businessLicense"] and l["effectiveDate"]]
    if hits:
        licensed.append({"name": r["name"], "eff": date(hits[0]["effectiveDate"])})
add("superlative", "zh", "哪个加油站的经营许可证生效日期最晚？",
    [unique_best(licensed, lambda r: r["eff"])])
add("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪个？",
    [unique_best(shengsi, lambda r: num(r["area"]))])

# ---------------------------------------------------------------- filter (8)

add("filter", "zh", "浙江省有哪些伊斯兰教的宗教场所？",
    [r["name"] for r in REL if r["religion"] == "伊斯兰教"])
add("filter", "zh", "镇海区有哪些加油站？",
    [r["name"] for r in GAS if r["county"] == "镇海区"])
add("filter", "zh", "级别为二级的门诊部诊所医务室村卫生室类医疗机构有哪些？",
    [r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"])
add("filter", "en", "List the schools located in 台州市.",
    [r["name"] for r in SCH if r["city"] == "台州市"])
add("filter", "zh", "云和县有哪些旅行社？",
    [r["name"] for r in AGY if r["county"] == "云和县"])
add("filter", "zh", "台州市所属宗教为道教的协会有哪些？",
    [r["name"] for r in ASSOC if r["city"] == "台州市" and r["religion"] == "道教"])
add("filter", "zh", "液化天然气罐个数为3个的加油站有哪些？",
    [r["name"] for r in GAS if r["liquidGasCanCount"] == "3"])
add("filter", "en", "Which associations in 舟山市 belong to the Catholic religion (天主教)?",
    [r["name"] for r in ASSOC if r["city"] == "舟山市" and r["religion"] == "天主教"])

# ---------------------------------------------------------------- comparison (6)

add("comparison", "zh", "浙江神学院和杭州佛学院，哪所学校的在校生更多？",
    [pick(one(SCH, "浙江神学院"), one(SCH, "杭州佛学院"), lambda r: int(r["studentCount"]))])
add("comparison", "zh", "绍兴金帝天然气有限公司和慈溪市煤气有限公司哪个成立得更早？",
    [pick(one(GAS, "绍兴金帝天然气有限公司"), one(GAS, "慈溪市煤气有限公司"),
          lambda r: date(r["buildTime"]), larger=False)])
add("comparison", "en", "Which has more employees: 宁波新捷公运天然气有限公司 or 杭州萧山环能实业有限公司?",
    [pick(one(GAS, "宁波新捷公运天然气有限公司"), one(GAS, "杭州萧山环能实业有限公司"),
          lambda r: int(r["employeeCount"]))])
a, b = one(REL, "杭州清真寺"), one(REL, "宁波市清真寺")
assert num(a["buildingArea"]) > num(b["buildingArea"])
add("comparison", "zh", "杭州清真寺的建筑面积比宁波市清真寺大多少？",
    [num(a["buildingArea"]) - num(b["buildingArea"])])
add("comparison", "zh", "普陀区佛教协会和定海区佛教协会，哪个登记得更早？",
    [pick(one(ASSOC, "普陀区佛教协会"), one(ASSOC, "定海区佛教协会"),
          lambda r: date(r["registrationTime"]), larger=False)])
a, b = one(SCH, "浙江佛学院"), one(SCH, "浙江道教学院")
assert int(a["teacherCount"]) > int(b["teacherCount"])
add("comparison", "zh", "浙江佛学院的教师人数比浙江道教学院多几人？",
    [int(a["teacherCount"]) - int(b["teacherCount"])])

# ---------------------------------------------------------------- described (5)

add("described", "zh", "电话是0571-88085117的医疗机构是哪一家？",
    [by(MED, "phoneNumber", "0571-88085117")["name"]])
add("described", "zh", "英文名为HangzhouWestlakeTravelAgency的旅行社位于哪个区县？",
    [by(AGY, "englishName", "HangzhouWestlakeTravelAgency")["county"]])
add("described", "zh", "登记证号为浙岱社证字第78号的是哪个协会？",
    [by(ASSOC, "registrationCertificateNumber", "浙岱社证字第78号")["name"]])
add("described", "en", "Which school was founded on 9 December 2013?",
    [by(SCH, "establishmentDate", "2013/12/9")["name"]])
add("described", "zh", "法定代表人是丁道星的加油站位于哪个区县？",
    [by(GAS, "legalRepresentative", "丁道星")["county"]])

# ---------------------------------------------------------------- time_window (4), as of 2023-10-15


def years_before(n):
    return AS_OF.replace(year=AS_OF.year - n)


start = years_before(10)
assert all(date(r["establishmentDate"]) != start for r in SCH)
add("time_window", "zh", "截至2023年10月15日，近十年内成立的学校有哪些？",
    [r["name"] for r in SCH if start < date(r["establishmentDate"]) <= AS_OF])
dated = [r for r in ASSOC if r["registrationTime"] and r["registrationTime"] not in PLACEHOLDER_DATES]
assert all((AS_OF - date(r["registrationTime"])).days != 1000 for r in dated)
add("time_window", "zh", "以2023年10月15日为准，过去1000天内登记的协会有哪些？",
    [r["name"] for r in dated if 0 <= (AS_OF - date(r["registrationTime"])).days < 1000])
expiring = [r for r in LIC if r["invalidDate"]]
assert all((AS_OF - date(r["invalidDate"])).days != 365 for r in expiring)
add("time_window", "en", "As of 2023-10-15, which licences expired within the past 365 days?",
    [r["name"] for r in expiring if 0 <= (AS_OF - date(r["invalidDate"])).days < 365])
start = years_before(3)
quzhou = [r for r in REL if r["city"] == "衢州市" and r["registrationTime"]]
assert all(date(r["registrationTime"]) != start for r in quzhou)
add("time_window", "zh", "截至2023年10月15日，衢州市近三年内登记的宗教场所有几个？",
    [sum(start < date(r["registrationTime"]) <= AS_OF for r in quzhou)])

# ---------------------------------------------------------------- checks and output

assert len(Q) == 80, len(Q)
shapes = Counter(q["shape"] for q in Q)
assert shapes == {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8,
                  "superlative": 8, "filter": 8, "comparison": 6, "described": 5,
                  "time_window": 4}, shapes
langs = Counter(q["lang"] for q in Q)
assert langs == {"zh": 65, "en": 15}, langs
assert len({q["question"] for q in Q}) == 80

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(Q, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(Q), OUT))
print(dict(shapes), dict(langs))
