"""Gold answers for the blind AffairQA question set r10 (80 questions).

Computed from the raw CSV tables of ../shared/datasets/kag-affairqa/sources with the csv module
only. Running it writes bench/questions/blind/r10-affairqa.json.

Conventions:
- dates are compared as days (the tables write them as YYYY/M/D); time windows count back from
  the as-of date 2023-10-15 and keep (as_of - N years, as_of];
- bounds keep their strictness ("超过"/"more than" strict, "不少于"/"at least" inclusive);
- a list answer lists every item; numbers are written without a trailing ".0";
- superlatives, comparisons and described questions assert a single answer (no ties).

Pitfalls in the data that the questions steer around (checked by asserts below where possible):
near-duplicate rows (the same scenic spot under two or three names, two spellings of the same
gas station, 浙江交投 vs 浙江省交投 台州分公司), placeholders (1899-12-30 build dates, 1900/1/1
registration dates, 9.13E+17 credit codes, "无", 513000000000000000 / 713000000000000000),
misspellings (北仓区 for 北仑区, 名族/民资/民旅 in agency names), conflicting codes (普陀区 carries
Shanghai's 310107, 景宁县 and 景宁畲族自治县 share 331127, 市属/市辖区 share 330901), a licence
spelled twice with J/j, the travel-agency table's duplicated licenseNumber column, county cells
that hold codes instead of names (协会, 中国佛学院普陀山学院).
"""

import csv
import datetime as dt
import json
import os
import re
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]  # /work/main
SOURCES = Path(os.environ.get(
    "AFFAIRQA_SOURCES", ROOT.parent / "shared" / "datasets" / "kag-affairqa" / "sources"))
OUT = HERE.parent / "r10-affairqa.json"
AS_OF = dt.date(2023, 10, 15)

TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点", "旅行社", "行政区", "许可证"]


def load(table):
    with open(SOURCES / f"{table}.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, body = rows[0], rows[1:]
    out = []
    for r in body:
        d = {}
        for i, h in enumerate(header):
            if h not in d:  # 旅行社 repeats licenseNumber: keep the first, never used below
                d[h] = r[i] if i < len(r) else ""
        out.append(d)
    return out


DATA = {t: load(t) for t in TABLES}
GAS, MED, ASSOC, SCHOOL, PLACE, GOV, SIGHT, AGENCY, REGION, LIC = (DATA[t] for t in TABLES)

# where every name occurs (行政区 repeats its names; it is looked up separately)
WHERE = defaultdict(list)
for t in TABLES:
    if t == "行政区":
        continue
    for r in DATA[t]:
        WHERE[r["name"]].append(t)


def one(table, name):
    """The single row of `table` named `name`; the name names nothing else in any table."""
    rows = [r for r in DATA[table] if r["name"] == name]
    assert len(rows) == 1, (table, name, len(rows))
    assert WHERE[name] == [table], (name, WHERE[name])
    return rows[0]


def date(s):
    m = re.fullmatch(r"(\d{4})/(\d{1,2})/(\d{1,2})", s.strip())
    return dt.date(int(m[1]), int(m[2]), int(m[3])) if m else None


def num(s):
    try:
        return float(s)
    except ValueError:
        return None


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def unique_best(rows, key, highest=True):
    """The single row with the highest (or lowest) key; asserts no tie."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = max(v for v, _ in vals) if highest else min(v for v, _ in vals)
    top = [r for v, r in vals if v == best]
    assert len(top) == 1, [r["name"] for r in top]
    return top[0]


def region_code(name):
    """行政区 code of a region name; every row of that name agrees on one non-empty code."""
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    (code,) = codes
    holders = {r["name"] for r in REGION if r["id"] == code}
    assert holders == {name}, (code, holders)  # the code names only this region
    return code


def no_near_duplicate(table, name, stem):
    """No other row of the table has a name containing `stem` (guards near-duplicate rows)."""
    others = [r["name"] for r in DATA[table] if stem in r["name"] and r["name"] != name]
    assert not others, (name, others)


QS = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), question
    QS.append({"shape": shape, "lang": lang, "question": question, "answer": answer})


def names(rows):
    return [r["name"] for r in rows]


# ---------------------------------------------------------------- property lookups (18)
r = one("加油站", "宁波新捷公运天然气有限公司")
add("property", "zh", "宁波新捷公运天然气有限公司的法定代表人是谁？", r["legalRepresentative"])

r = one("加油站", "三门县道生加气站有限公司")
add("property", "zh", "请问三门县道生加气站有限公司有多少名职工？", r["employeeCount"])

r = one("加油站", "杭州余杭中石化交通能源有限公司")
add("property", "en", "How many compressed natural gas tanks does 杭州余杭中石化交通能源有限公司 have?",
    r["gasCanCount"])

r = one("加油站", "浙江华气能源开发有限公司")
add("property", "zh", "浙江华气能源开发有限公司这座加气站是几级站？", r["level"])

r = one("医疗机构", "杭州市临安区第一人民医院")
add("property", "zh", "我想知道杭州市临安区第一人民医院的医院级别。", r["level"])

r = one("医疗机构", "浙江特殊教育职业学院医务室")
add("property", "zh", "浙江特殊教育职业学院医务室的联系电话是多少？", r["phoneNumber"])

r = one("医疗机构", "杭州雅齿健康管理有限公司听涛口腔诊所")
add("property", "en", "Under which category is 杭州雅齿健康管理有限公司听涛口腔诊所 listed?", r["category"])

r = one("协会", "永康市佛教协会")
add("property", "zh", "永康市佛教协会的社团登记证号是什么？", r["registrationCertificateNumber"])

r = one("协会", "宁波市伊斯兰教协会")
add("property", "zh", "宁波市伊斯兰教协会的邮编是多少？", r["postalCode"])

r = one("协会", "浙江省伊斯兰教协会")
add("property", "zh", "请问浙江省伊斯兰教协会的官方网址是什么？", r["website"])

r = one("宗教场所", "龙港市李家垟龙西寺")
add("property", "zh", "龙港市李家垟龙西寺属于哪个宗教派别？", r["religiousType"])

r = one("宗教场所", "兰溪市新屋里基督教堂")
add("property", "zh", "兰溪市新屋里基督教堂是哪一天办理登记的？", r["registrationTime"])

r = one("宗教场所", "宁海梅林紫云庵")
add("property", "en", "According to the data, what is the building area of 宁海梅林紫云庵?", r["buildingArea"])

r = one("旅游景点", "浮盖山景区")
no_near_duplicate("旅游景点", "浮盖山景区", "浮盖山")
add("property", "zh", "浮盖山景区评的是几A级？", r["level"])

r = one("旅行社", "金华市山海印象旅行社有限公司")
add("property", "zh", "金华市山海印象旅行社有限公司的传真号码是多少？", r["faxNumber"])

r = one("许可证", "浙201709050002P")
add("property", "zh", "编号为浙201709050002P的许可证从哪天开始生效？", r["effectiveDate"])

r = one("学校", "浙江慈云佛学院")
add("property", "zh", "浙江慈云佛学院获批的办学层次是什么？", r["approvalLevel"])

add("property", "en", "What is the administrative division code of 龙港市?", region_code("龙港市"))

# ---------------------------------------------------------------- aggregates / counts (13)
# 鄞州区 has no misspelt twin among the stations' counties (北仑区 has: 北仓区, so it is avoided)
assert not [g for g in GAS if "鄞" in g["county"] and g["county"] != "鄞州区"]
add("aggregate", "zh", "鄞州区一共有几座加油加气站？",
    len([g for g in GAS if g["county"] == "鄞州区"]))

add("aggregate", "zh", "全省登记在册的伊斯兰教宗教活动场所有多少处？",
    len([p for p in PLACE if p["religion"] == "伊斯兰教"]))

add("aggregate", "en", "How many medical institutions are rated at level 三级?",
    len([m for m in MED if m["level"] == "三级"]))

add("aggregate", "zh", "所有宗教院校的在校生加起来一共有多少人？",
    sum(int(s["studentCount"]) for s in SCHOOL))

xh = [int(s["teacherCount"]) for s in SCHOOL if s["county"] == "西湖区"]
assert len(xh) == 2
add("aggregate", "zh", "位于西湖区的学校，教师人数平均是多少？", sum(xh) / len(xh))

# (温州市's Taoist places hold likely near-duplicates such as 白云观 / 白云道院: not counted)
add("aggregate", "zh", "衢州市有多少处天主教活动场所？",
    len([p for p in PLACE if p["city"] == "衢州市" and p["religion"] == "天主教"]))

add("aggregate", "zh", "类别为市团体的宗教团体有几个？",
    len([a for a in ASSOC if a["category"] == "市团体"]))

nb = [t for t in AGENCY if t["city"] == "宁波市" and "出境" in t["businessScope"]]
assert all("出境组团业务" in t["businessScope"] for t in nb)  # no 出境旅游业务 variant here
add("aggregate", "zh", "宁波市有多少家旅行社的业务范围包含出境组团业务？", len(nb))

add("aggregate", "en", "How many government agencies have 统战部 in their name?",
    len([g for g in GOV if "统战部" in g["name"]]))

# (not 中海油: its 衢州佳豪…-航埠LNG加气站 has a near-duplicate row without the dash and operator)
hr = [g for g in GAS if g["operationSubject"] == "中石化杭燃"]
assert all(g["employeeCount"] for g in hr)
add("aggregate", "zh", "运营主体是中石化杭燃的那些加气站，职工一共有多少人？",
    sum(int(g["employeeCount"]) for g in hr))

add("aggregate", "zh", "丽水市的宗教场所一共涉及几种宗教？",
    len({p["religion"] for p in PLACE if p["city"] == "丽水市" and p["religion"]}))

add("aggregate", "zh", "社区卫生服务中心这一类的医疗机构总共有多少家？",
    len([m for m in MED if m["category"] == "社区卫生服务中心"]))

eff2018 = [l for l in LIC if date(l["effectiveDate"]) and date(l["effectiveDate"]).year == 2018]
assert not [l for l in eff2018 if l["name"].upper() != l["name"] and
            any(o["name"] == l["name"].upper() for o in LIC)]  # the J/j twin is not among them
add("aggregate", "zh", "生效日期在2018年的许可证有多少张？", len(eff2018))

# ---------------------------------------------------------------- relation hops (10)
r = one("旅行社", "建德中国旅行社有限公司")
add("relation_hop", "zh", "和建德中国旅行社有限公司是同一个出资人的旅行社还有哪几家？",
    names([t for t in AGENCY if t["investor"] == r["investor"] and t["name"] != r["name"]]))

r = one("旅行社", "浙江光大银河国际旅行社有限公司")
add("relation_hop", "zh", "与浙江光大银河国际旅行社有限公司法定代表人相同的其他旅行社有哪些？",
    names([t for t in AGENCY if t["legalRepresentative"] == r["legalRepresentative"]
           and t["name"] != r["name"]]))

r = one("学校", "浙江佛学院")
add("relation_hop", "en", "Which other school has the same principal as 浙江佛学院?",
    names([s for s in SCHOOL if s["principal"] == r["principal"] and s["name"] != r["name"]]))

r = one("加油站", "宁波新奥燃气有限公司")
add("relation_hop", "zh", "跟宁波新奥燃气有限公司同一个负责人的加气站还有哪一座？",
    names([g for g in GAS if g["manager"] == r["manager"] and g["name"] != r["name"]]))

one("许可证", "浙201601000001J")
add("relation_hop", "zh", "哪些加气站持有编号为浙201601000001J的经营许可证？",
    names([g for g in GAS if g["businessLicense"] == "浙201601000001J"]))

r = one("学校", "浙江道教学院")
add("relation_hop", "zh", "除了浙江道教学院，它所在的那个县还有哪所宗教院校？",
    names([s for s in SCHOOL if s["county"] == r["county"] and s["name"] != r["name"]]))

add("relation_hop", "zh", "周月琴担任法定代表人的加气站有哪些？",
    names([g for g in GAS if g["legalRepresentative"] == "周月琴"]))

add("relation_hop", "en", "Which gas stations is 周大勇 the legal representative of?",
    names([g for g in GAS if g["legalRepresentative"] == "周大勇"]))

r = one("协会", "宁波市伊斯兰教协会")
add("relation_hop", "zh", "和宁波市伊斯兰教协会归同一个主管部门管的还有哪些协会？",
    names([a for a in ASSOC if a["mainDepartment"] == r["mainDepartment"] and a["name"] != r["name"]]))

r = one("学校", "浙江慈云佛学院")
add("relation_hop", "zh", "主办单位与浙江慈云佛学院相同的学校还有哪些？",
    names([s for s in SCHOOL if s["mainUnit"] == r["mainUnit"] and s["name"] != r["name"]]))

# ---------------------------------------------------------------- two hops (8)
r = one("加油站", "绍兴金帝天然气有限公司")
add("two_hop", "zh", "绍兴金帝天然气有限公司持有的经营许可证什么时候失效？",
    one("许可证", r["businessLicense"])["invalidDate"])

r = one("加油站", "桐乡运河加气站")
add("two_hop", "en", "When did the operating licence held by 桐乡运河加气站 take effect?",
    one("许可证", r["businessLicense"])["effectiveDate"])

r = one("学校", "浙江道教学院")
add("two_hop", "zh", "浙江道教学院所在区县的行政区划代码是多少？", region_code(r["county"]))

r = one("协会", "萧山区佛教协会")
add("two_hop", "zh", "与萧山区佛教协会主管部门相同的宗教场所有多少个？",
    len([p for p in PLACE if p["mainDepartment"] == r["mainDepartment"]]))

r = one("学校", "中国佛学院普陀山学院")
add("two_hop", "zh", "中国佛学院普陀山学院所在的城市有几处天主教场所？",
    len([p for p in PLACE if p["city"] == r["city"] and p["religion"] == "天主教"]))

r = one("宗教场所", "乐清市城东街道新塘杨府庙")
hits = [a for a in ASSOC if a["county"] == r["county"] and a["religion"] == r["religion"]]
assert len(hits) == 1
add("two_hop", "zh", "乐清市城东街道新塘杨府庙所在的区县里，和它信仰同一宗教的协会叫什么？", names(hits))

st = [g for g in GAS if g["legalRepresentative"] == "丁道星"]
assert len(st) == 1
add("two_hop", "zh", "法定代表人为丁道星的那座加气站，所在区县的行政区划代码是多少？",
    region_code(st[0]["county"]))

st = [g for g in GAS if g["legalRepresentative"] == "钱向阳"]
assert len(st) == 1
add("two_hop", "zh", "钱向阳担任法定代表人的加气站，它的经营许可证哪天到期？",
    one("许可证", st[0]["businessLicense"])["invalidDate"])

# ---------------------------------------------------------------- superlatives (8)
add("superlative", "zh", "在校生人数最多的宗教院校是哪所？",
    unique_best(SCHOOL, lambda s: int(s["studentCount"]))["name"])

add("superlative", "zh", "哪座加气站的总设计储量最大？",
    unique_best(GAS, lambda g: num(g["totalDesignStorage"]))["name"])

add("superlative", "en", "Which gas station employs the most staff?",
    unique_best(GAS, lambda g: num(g["employeeCount"]))["name"])

add("superlative", "zh", "历史最悠久、成立日期最早的宗教院校是哪一所？",
    unique_best(SCHOOL, lambda s: date(s["establishmentDate"]), highest=False)["name"])

add("superlative", "zh", "丽水市占地面积最大的宗教场所是哪一处？",
    unique_best([p for p in PLACE if p["city"] == "丽水市"], lambda p: num(p["area"]))["name"])

add("superlative", "zh", "所有宗教协会里，哪一个是最晚登记的？",
    unique_best(ASSOC, lambda a: date(a["registrationTime"]))["name"])

by_city = Counter(t["city"] for t in AGENCY)
(top_city, n1), (_, n2) = by_city.most_common(2)
assert n1 > n2
add("superlative", "en", "Which city has the most travel agencies?", top_city)

# (teacherCount, not professorCount: one school leaves professorCount empty)
add("superlative", "zh", "教师人数最少的学校是哪所？",
    unique_best(SCHOOL, lambda s: int(s["teacherCount"]), highest=False)["name"])

# ---------------------------------------------------------------- filters (8)
add("filter", "zh", "哪些加气站构成了重大危险源？",
    names([g for g in GAS if g["isMajorDangerSource"] == "是"]))

add("filter", "zh", "在校生超过190人的学校有哪些？",
    names([s for s in SCHOOL if int(s["studentCount"]) > 190]))

add("filter", "zh", "总设计储量不少于100的加气站有哪几座？",
    names([g for g in GAS if num(g["totalDesignStorage"]) is not None
           and num(g["totalDesignStorage"]) >= 100]))

add("filter", "en", "Which gas stations have more than 30 employees?",
    names([g for g in GAS if num(g["employeeCount"]) is not None and num(g["employeeCount"]) > 30]))

add("filter", "zh", "级别为二级、类别是门诊部诊所医务室村卫生室的医疗机构有哪几家？",
    names([m for m in MED if m["level"] == "二级" and m["category"] == "门诊部诊所医务室村卫生室"]))

zs = [t for t in AGENCY if t["city"] == "舟山市" and "出境" in t["businessScope"]]
assert all("出境组团业务" in t["businessScope"] for t in zs)
add("filter", "zh", "舟山市有哪些旅行社可以做出境组团业务？", names(zs))

add("filter", "zh", "建筑面积超过10万平方米的宗教场所有哪些？",
    names([p for p in PLACE if num(p["buildingArea"]) is not None and num(p["buildingArea"]) > 100000]))

add("filter", "zh", "教师人数不少于44人的宗教院校有哪些？",
    names([s for s in SCHOOL if int(s["teacherCount"]) >= 44]))

# ---------------------------------------------------------------- comparisons (6)
a, b = one("学校", "浙江神学院"), one("学校", "浙江慈云佛学院")
assert int(a["studentCount"]) != int(b["studentCount"])
add("comparison", "zh", "浙江神学院和浙江慈云佛学院，哪所的在校生更多？",
    max((a, b), key=lambda s: int(s["studentCount"]))["name"])

a, b = one("加油站", "宁波新奥燃气有限公司"), one("加油站", "天台华润燃气有限公司")
assert date(a["buildTime"]) != date(b["buildTime"])
add("comparison", "zh", "宁波新奥燃气有限公司和天台华润燃气有限公司，哪家成立得更早？",
    min((a, b), key=lambda g: date(g["buildTime"]))["name"])

a, b = one("加油站", "桐乡运河加气站"), one("加油站", "三门县道生加气站有限公司")
add("comparison", "en",
    "Is the total design storage of 桐乡运河加气站 larger than that of 三门县道生加气站有限公司?",
    str(num(a["totalDesignStorage"]) > num(b["totalDesignStorage"])))

a, b = one("学校", "浙江道教学院"), one("学校", "浙江神学院")
add("comparison", "zh", "浙江道教学院和浙江神学院在同一个城市吗？",
    "是" if a["city"] == b["city"] else "否")

a, b = one("许可证", "浙201709050002P"), one("许可证", "浙201801010002J")
assert date(a["invalidDate"]) != date(b["invalidDate"])
add("comparison", "zh", "浙201709050002P和浙201801010002J这两张许可证，哪张先失效？",
    min((a, b), key=lambda l: date(l["invalidDate"]))["name"])

a, b = one("宗教场所", "宁波阿育王寺"), one("宗教场所", "普陀山正法讲寺")
assert num(a["buildingArea"]) != num(b["buildingArea"])
add("comparison", "zh", "宁波阿育王寺和普陀山正法讲寺，哪个的建筑面积更大？",
    max((a, b), key=lambda p: num(p["buildingArea"]))["name"])

# ---------------------------------------------------------------- described (5)
PHONE_COLS = {"医疗机构", "协会", "学校", "宗教场所", "旅游景点", "旅行社"}


def described(table, col, value, all_tables_col=None):
    hits = [r for r in DATA[table] if r[col] == value]
    assert len(hits) == 1, (table, col, value, names(hits))
    # the value identifies nothing in any other table either
    for t in TABLES:
        if t == table:
            continue
        for rr in DATA[t]:
            assert value not in rr.values(), (value, t, rr["name"])
    return hits[0]["name"]


add("described", "zh", "联系电话是0579-89292828的宗教团体是哪一个？",
    described("协会", "phoneNumber", "0579-89292828"))

g = described("加油站", "unifiedSocialCreditCode", "91331022MA28G3EU86")
add("described", "zh", "统一社会信用代码为91331022MA28G3EU86的加气站叫什么名字？", g)

codes = {r["name"] for r in REGION if r["id"] == "330383"}
assert len(codes) == 1
add("described", "zh", "行政区划代码330383对应的是哪个行政区？", codes.pop())

add("described", "en", "Which travel agency goes by the English name YuyaoCYTSPacificInternationalTravelCo.Ltd.?",
    described("旅行社", "englishName", "YuyaoCYTSPacificInternationalTravelCo.Ltd."))

add("described", "zh", "地址在浙江省杭州市拱墅区半山街道半山东路1号的那家医疗机构是哪家？",
    described("医疗机构", "address", "浙江省杭州市拱墅区半山街道半山东路1号"))

# ---------------------------------------------------------------- time windows (4), as of 2023-10-15
lo = years_back(2)
assert not [p for p in PLACE if date(p["registrationTime"]) == lo]
add("time_window", "zh", "截至2023年10月15日，近两年新登记的宗教场所有哪些？",
    names([p for p in PLACE if date(p["registrationTime"]) and lo < date(p["registrationTime"]) <= AS_OF]))

lo = years_back(5)
assert not [a for a in ASSOC if date(a["registrationTime"]) == lo]
add("time_window", "en",
    "As of 15 October 2023, how many religious associations were registered within the past five years?",
    len([a for a in ASSOC if date(a["registrationTime"]) and lo < date(a["registrationTime"]) <= AS_OF]))

lo = years_back(1)
assert not [l for l in LIC if date(l["invalidDate"]) == lo]
add("time_window", "zh", "以2023年10月15日为准，过去一年里失效的许可证是哪一张？",
    names([l for l in LIC if date(l["invalidDate"]) and lo < date(l["invalidDate"]) <= AS_OF]))

lo = years_back(10)
assert not [s for s in SCHOOL if date(s["establishmentDate"]) == lo]
add("time_window", "zh", "截至2023年10月15日，近十年内成立的宗教院校有几所？",
    len([s for s in SCHOOL if lo < date(s["establishmentDate"]) <= AS_OF]))

# ---------------------------------------------------------------- checks and output
SHAPES = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
          "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
assert Counter(q["shape"] for q in QS) == Counter(SHAPES), Counter(q["shape"] for q in QS)
assert Counter(q["lang"] for q in QS) == Counter({"zh": 65, "en": 15})
assert len({q["question"] for q in QS}) == len(QS)

out = []
for i, q in enumerate(QS, 1):
    out.append({"id": f"affairqa-r10-{i:02d}", "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"wrote {len(out)} questions to {OUT}")
