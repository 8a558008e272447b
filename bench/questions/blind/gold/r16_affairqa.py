"""Gold answers for blind round 16 over AffairQA (kag-affairqa).

Reads only the raw CSV files under ../shared/datasets/kag-affairqa/sources with Python's csv
module (nothing of kagflow) and writes bench/questions/blind/r16-affairqa.json: 80 questions
(65 zh, 15 en) with their gold answers, shape and language.

Readings: the as-of date is 2023-10-15; "the last N years" are the dates after the same day N
years earlier, up to the as-of date; dates are compared as days; placeholder dates (1899-12-30,
1900/1/1) are never the answer of a superlative and no window or bound used here lies on one.
Superlatives, comparisons and described entities are asserted unique; every answer non-empty.
"""
import csv
import datetime
import json
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r16-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def day(s):
    m = re.match(r"^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$", s or "")
    if not m:
        return None
    d = datetime.date(int(m[1]), int(m[2]), int(m[3]))
    if d.year < 1901:  # placeholders 1899-12-30, 1900/1/1
        return None
    return d


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None


def fmt(x):
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return ("%.4f" % x).rstrip("0").rstrip(".")


def years_before(n):
    return AS_OF.replace(year=AS_OF.year - n)


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def one(rows, **cond):
    hits = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hits) == 1, (cond, len(hits))
    return hits[0]


def prop(rows, name, col):
    v = one(rows, name=name)[col]
    assert v.strip(), (name, col)
    return v


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def unique_best(pairs, highest=True):
    """pairs: (value, name); the best value must be held by exactly one name."""
    pairs = [p for p in pairs if p[0] is not None]
    best = max(p[0] for p in pairs) if highest else min(p[0] for p in pairs)
    names = [n for v, n in pairs if v == best]
    assert len(names) == 1, names
    return names[0]


def licence_of(station):
    lic = one(GAS, name=station)["businessLicense"]
    one(LIC, name=lic)  # the licence is a row of 许可证
    return lic


Q = []


def add(shape, lang, question, answer):
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) <= 15, question
    assert len(set(answer)) == len(answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "桐乡运河加气站的法定代表人是谁？",
    [prop(GAS, "桐乡运河加气站", "legalRepresentative")])
add("property", "zh", "帮我查一下台州中润加气站有限公司的总设计储量是多少。",
    [prop(GAS, "台州中润加气站有限公司", "totalDesignStorage")])
add("property", "zh", "嘉善县中国石化经营有限公司站前路加气站是哪天成立的？",
    [prop(GAS, "嘉善县中国石化经营有限公司站前路加气站", "buildTime")])
add("property", "zh", "浙江道教学院目前有多少名在校生？",
    [prop(SCHOOL, "浙江道教学院", "studentCount")])
add("property", "zh", "中国佛学院普陀山学院批准的办学规模是多少人？",
    [prop(SCHOOL, "中国佛学院普陀山学院", "approvalScale")])
add("property", "zh", "我想知道浙江省肿瘤医院的联系电话。",
    [prop(MED, "浙江省肿瘤医院", "phoneNumber")])
add("property", "zh", "杭州消防医院是几级医院？",
    [prop(MED, "杭州消防医院", "level")])
add("property", "zh", "萧山区佛教协会的登记证号是什么？",
    [prop(ASSOC, "萧山区佛教协会", "registrationCertificateNumber")])
add("property", "zh", "杭州市道教协会是在什么时候登记的？",
    [prop(ASSOC, "杭州市道教协会", "registrationTime")])
add("property", "zh", "舟山市嵊泗县慈恩寺的建筑面积有多大？",
    [prop(REL, "舟山市嵊泗县慈恩寺", "buildingArea")])
add("property", "zh", "张大仙庙属于哪个宗教派别？",
    [prop(REL, "张大仙庙", "religiousType")])
add("property", "zh", "云和县基督教堂的批准日期是哪一天？",
    [prop(REL, "云和县基督教堂", "approvalDate")])
assert sum("冠素堂" in r["name"] for r in ATTR) == 1
add("property", "zh", "冠素堂食品文化体验园景区是几A级景区？",
    [prop(ATTR, "冠素堂食品文化体验园景区", "level")])
add("property", "zh", "龙港市的行政区划代码是多少？", [region_code("龙港市")])
add("property", "zh", "天台华润燃气有限公司是否构成重大危险源？",
    [prop(GAS, "天台华润燃气有限公司", "isMajorDangerSource")])
add("property", "en", "What is the fax number of 舟山金秋国际旅行社有限公司?",
    [prop(TRAVEL, "舟山金秋国际旅行社有限公司", "faxNumber")])
add("property", "en", "When does the licence 浙201804050001J expire?",
    [prop(LIC, "浙201804050001J", "invalidDate")])
add("property", "en", "What's the phone number of 嘉兴市清真寺?",
    [prop(REL, "嘉兴市清真寺", "phoneNumber")])

# ---------------------------------------------------------------- aggregate (13)
add("aggregate", "zh", "运营主体为华润燃气的加油站一共有几座？",
    [sum(r["operationSubject"] == "华润燃气" for r in GAS)])
nanhu = [r for r in GAS if r["county"] == "南湖区"]
assert all(num(r["employeeCount"]) is not None for r in nanhu)
add("aggregate", "zh", "南湖区所有加油站的职工人数加起来是多少？",
    [fmt(sum(num(r["employeeCount"]) for r in nanhu))])
add("aggregate", "zh", "类别是医院、级别为三级的医疗机构有多少家？",
    [sum(r["category"] == "医院" and r["level"] == "三级" for r in MED)])
add("aggregate", "zh", "嵊泗县有多少个佛教场所？",
    [sum(r["county"] == "嵊泗县" and r["religion"] == "佛教" for r in REL)])
# not 西湖区 or 上城区: West Lake temples (灵隐寺, 净慈寺, ...) are filed under the code 330101
binjiang = [r for r in REL if r["county"] == "滨江区"]
assert all(num(r["buildingArea"]) is not None for r in binjiang)
add("aggregate", "zh", "滨江区宗教场所的建筑面积合计是多少？",
    [fmt(sum(num(r["buildingArea"]) for r in binjiang))])
add("aggregate", "zh", "所在城市为金华市、所属宗教是基督教的协会有几个？",
    [sum(r["city"] == "金华市" and r["religion"] == "基督教" for r in ASSOC)])
assert all(num(r["studentCount"]) is not None for r in SCHOOL)
add("aggregate", "zh", "所有学校的在校生数量加起来是多少？",
    [fmt(sum(num(r["studentCount"]) for r in SCHOOL))])
add("aggregate", "zh", "政府机构中名称含有“民政局”的有多少个？",
    [sum("民政局" in r["name"] for r in GOV)])
add("aggregate", "zh", "衢州市一共有多少家旅行社？",
    [sum(r["city"] == "衢州市" for r in TRAVEL)])
assert all(num(r["teacherCount"]) is not None for r in SCHOOL)
add("aggregate", "zh", "学校的教师人数平均是多少？",
    [fmt(sum(num(r["teacherCount"]) for r in SCHOOL) / len(SCHOOL))])
add("aggregate", "en", "How many medical institutions fall under the category 社区卫生服务中心?",
    [sum(r["category"] == "社区卫生服务中心" for r in MED)])
add("aggregate", "en", "How many Christian (基督教) religious sites are there in 云和县?",
    [sum(r["county"] == "云和县" and r["religion"] == "基督教" for r in REL)])
add("aggregate", "zh", "生效日期在2017年的许可证有几张？",
    [sum(1 for r in LIC if day(r["effectiveDate"]) and day(r["effectiveDate"]).year == 2017)])

# ---------------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "浙江佛学院雪窦山弥勒佛学院位于哪个区县？",
    [prop(SCHOOL, "浙江佛学院雪窦山弥勒佛学院", "county")])
add("relation_hop", "zh", "杭州显宁寺在哪个区？", [prop(REL, "杭州显宁寺", "county")])
add("relation_hop", "zh", "诸暨市道教协会属于哪个城市？", [prop(ASSOC, "诸暨市道教协会", "city")])
add("relation_hop", "zh", "三门县道生加气站有限公司持有的经营许可证编号是什么？",
    [licence_of("三门县道生加气站有限公司")])
holders = [r["name"] for r in GAS if r["businessLicense"] == "浙201804050001J"]
assert len(holders) == 1
add("relation_hop", "zh", "许可证浙201804050001J是哪座加气站持有的？", holders)
add("relation_hop", "zh", "十里金滩特色小镇景区位于哪个城市？",
    [prop(ATTR, "十里金滩特色小镇景区", "city")])
add("relation_hop", "zh", "浙江华油天然气有限公司所在的区县是哪个？",
    [prop(GAS, "浙江华油天然气有限公司", "county")])
add("relation_hop", "zh", "天台山道教协会所在的城市是？", [prop(ASSOC, "天台山道教协会", "city")])
add("relation_hop", "en", "Which district is the religious site 杭州报先寺 located in?",
    [prop(REL, "杭州报先寺", "county")])
add("relation_hop", "en", "Which licence does the gas station 余姚市甬石石油燃气有限公司 hold?",
    [licence_of("余姚市甬石石油燃气有限公司")])

# ---------------------------------------------------------------- two_hop (8)
add("two_hop", "zh", "慈溪市煤气有限公司所持许可证的失效日期是哪天？",
    [prop(LIC, licence_of("慈溪市煤气有限公司"), "invalidDate")])
add("two_hop", "zh", "嘉兴市国鸿石油天然气经营有限公司第一加油(气)站的经营许可证是什么时候生效的？",
    [prop(LIC, licence_of("嘉兴市国鸿石油天然气经营有限公司第一加油(气)站"), "effectiveDate")])
add("two_hop", "zh", "杭州佛学院所在区县的行政区划代码是多少？",
    [region_code(prop(SCHOOL, "杭州佛学院", "county"))])
c = prop(SCHOOL, "浙江道教学院", "county")
same = [r["name"] for r in SCHOOL if r["county"] == c and r["name"] != "浙江道教学院"]
assert len(same) == 1
add("two_hop", "zh", "和浙江道教学院在同一个区县的另一所学校是哪所？", same)
c = prop(REL, "宁波市清真寺", "county")
add("two_hop", "zh", "宁波市清真寺所在的区县一共有多少个宗教场所？",
    [sum(r["county"] == c for r in REL)])
st = [r["name"] for r in GAS if r["manager"] == "郦永夫"]
assert len(st) == 1
add("two_hop", "zh", "负责人为郦永夫的加油站，其许可证什么时候到期？",
    [prop(LIC, licence_of(st[0]), "invalidDate")])
c = prop(GAS, "桐乡运河加气站", "county")
add("two_hop", "zh", "桐乡运河加气站所在的县市还有哪些加油站？",
    [r["name"] for r in GAS if r["county"] == c and r["name"] != "桐乡运河加气站"])
add("two_hop", "en", "What is the administrative code of the county where 浙江慈云佛学院 is located?",
    [region_code(prop(SCHOOL, "浙江慈云佛学院", "county"))])

# ---------------------------------------------------------------- superlative (8)
add("superlative", "zh", "在校生人数最多的学校是哪所？",
    [unique_best([(num(r["studentCount"]), r["name"]) for r in SCHOOL])])
add("superlative", "zh", "哪家加油站的职工人数最多？",
    [unique_best([(num(r["employeeCount"]), r["name"]) for r in GAS])])
add("superlative", "zh", "总设计储量最大的加油站是哪个？",
    [unique_best([(num(r["totalDesignStorage"]), r["name"]) for r in GAS])])
add("superlative", "zh", "拱墅区建筑面积最大的宗教场所是哪一个？",
    [unique_best([(num(r["buildingArea"]), r["name"]) for r in REL if r["county"] == "拱墅区"])])
add("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪个？",
    [unique_best([(num(r["area"]), r["name"]) for r in REL if r["county"] == "嵊泗县"])])
yz = [r for r in GAS if r["county"] == "鄞州区"]
assert all(day(r["buildTime"]) for r in yz)
add("superlative", "zh", "鄞州区成立最早的加油站是哪家？",
    [unique_best([(day(r["buildTime"]), r["name"]) for r in yz], highest=False)])
add("superlative", "en", "Which licence has the earliest effective date?",
    [unique_best([(day(r["effectiveDate"]), r["name"]) for r in LIC], highest=False)])
zs = [r for r in ASSOC if r["city"] == "舟山市"]
assert all(day(r["registrationTime"]) for r in zs)  # no placeholder dates among them
add("superlative", "en", "Among the associations in 舟山市, which one was registered earliest?",
    [unique_best([(day(r["registrationTime"]), r["name"]) for r in zs], highest=False)])

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "萧山区有哪些加油站构成重大危险源？",
    [r["name"] for r in GAS if r["county"] == "萧山区" and r["isMajorDangerSource"] == "是"])
add("filter", "zh", "请列出所有伊斯兰教的宗教场所。",
    [r["name"] for r in REL if r["religion"] == "伊斯兰教"])
add("filter", "zh", "舟山市有哪些旅行社经营出境组团业务？",
    [r["name"] for r in TRAVEL if r["city"] == "舟山市" and "出境组团业务" in r["businessScope"]])
assert not any(r["city"] == "舟山市" and "出境" in r["businessScope"]
               and "出境组团业务" not in r["businessScope"] for r in TRAVEL)
add("filter", "zh", "哪些医疗机构类别是门诊部诊所医务室村卫生室，级别却是二级？",
    [r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"])
add("filter", "zh", "学制为“本科四年”的学校有哪些？",
    [r["name"] for r in SCHOOL if r["schoolSystem"] == "本科四年"])
assert not any(num(r["employeeCount"]) == 25 for r in GAS)
add("filter", "zh", "职工人数超过25人的加油站有哪些？",
    [r["name"] for r in GAS if (num(r["employeeCount"]) or 0) > 25])
add("filter", "en", "Which Catholic (天主教) associations are located in 衢州市?",
    [r["name"] for r in ASSOC if r["city"] == "衢州市" and r["religion"] == "天主教"])
add("filter", "en", "List the Christian (基督教) religious sites in 滨江区.",
    [r["name"] for r in REL if r["county"] == "滨江区" and r["religion"] == "基督教"])


# ---------------------------------------------------------------- comparison (6)
def pick(a, b, va, vb, higher=True):
    assert va is not None and vb is not None and va != vb, (a, b)
    return a if (va > vb) == higher else b


add("comparison", "zh", "杭州佛学院和浙江慈云佛学院，哪个教师人数更多？",
    [pick("杭州佛学院", "浙江慈云佛学院",
          num(prop(SCHOOL, "杭州佛学院", "teacherCount")),
          num(prop(SCHOOL, "浙江慈云佛学院", "teacherCount")))])
add("comparison", "zh", "桐乡运河加气站和桐乡市绿能天然气有限责任公司，哪个成立得更早？",
    [pick("桐乡运河加气站", "桐乡市绿能天然气有限责任公司",
          day(prop(GAS, "桐乡运河加气站", "buildTime")),
          day(prop(GAS, "桐乡市绿能天然气有限责任公司", "buildTime")), higher=False)])
va = num(prop(REL, "舟山市嵊泗县福圆禅寺", "buildingArea"))
vb = num(prop(REL, "舟山市嵊泗县积庆禅寺", "buildingArea"))
assert va > vb
add("comparison", "zh", "舟山市嵊泗县福圆禅寺的建筑面积比舟山市嵊泗县积庆禅寺大多少？", [fmt(va - vb)])
add("comparison", "zh", "宁波市佛教协会和杭州市佛教协会谁先登记？",
    [pick("宁波市佛教协会", "杭州市佛教协会",
          day(prop(ASSOC, "宁波市佛教协会", "registrationTime")),
          day(prop(ASSOC, "杭州市佛教协会", "registrationTime")), higher=False)])
add("comparison", "zh", "许可证201802000007J和浙201806000001J，哪张先失效？",
    [pick("201802000007J", "浙201806000001J",
          day(prop(LIC, "201802000007J", "invalidDate")),
          day(prop(LIC, "浙201806000001J", "invalidDate")), higher=False)])
va = num(prop(SCHOOL, "浙江佛学院", "professorCount"))
vb = num(prop(SCHOOL, "中国佛学院普陀山学院", "professorCount"))
assert va != vb
add("comparison", "en",
    "Does 浙江佛学院 have more full-time teachers (专职教师) than 中国佛学院普陀山学院?",
    ["yes" if va > vb else "no"])


# ---------------------------------------------------------------- described (5)
def described(rows, col, value):
    hits = [r for r in rows if r[col] == value]
    assert len(hits) == 1, (col, value, len(hits))
    return hits[0]


add("described", "zh", "统一社会信用代码为71330108768200632W的宗教场所叫什么名字？",
    [described(REL, "unifiedSocialCreditCode", "71330108768200632W")["name"]])
r = described(GAS, "legalRepresentative", "宓捷锋")
assert day(r["buildTime"])
add("described", "zh", "法定代表人是宓捷锋的加油站成立于哪一天？", [r["buildTime"]])
add("described", "zh", "登记证号为浙社证字第22347号的是哪个协会？",
    [described(ASSOC, "registrationCertificateNumber", "浙社证字第22347号")["name"]])
add("described", "zh", "电话号码是18072720318的那家医疗机构地址在哪里？",
    [described(MED, "phoneNumber", "18072720318")["address"]])
add("described", "en", "Which travel agency goes by the English name shaoxingdingchengtravelserviceco.ltd?",
    [described(TRAVEL, "englishName", "shaoxingdingchengtravelserviceco.ltd")["name"]])


# ---------------------------------------------------------------- time_window (4)
def in_window(s, n):
    d = day(s)
    return d is not None and years_before(n) < d <= AS_OF


def no_boundary(rows, col, n):
    lo = years_before(n)
    assert not any(day(r[col]) == lo for r in rows), (col, n)


no_boundary(ASSOC, "registrationTime", 5)
add("time_window", "zh", "截至2023年10月15日，近五年内登记的协会有多少个？",
    [sum(in_window(r["registrationTime"], 5) for r in ASSOC)])
no_boundary(REL, "approvalDate", 3)
add("time_window", "zh", "最近三年批准设立的宗教场所有哪些？",
    [r["name"] for r in REL if in_window(r["approvalDate"], 3)])
no_boundary(LIC, "invalidDate", 3)
add("time_window", "en", "As of 15 October 2023, how many licences expired within the past three years?",
    [sum(in_window(r["invalidDate"], 3) for r in LIC)])
no_boundary(GAS, "buildTime", 5)
add("time_window", "zh", "近五年新成立的加油站有哪些？",
    [r["name"] for r in GAS if in_window(r["buildTime"], 5)])

# ---------------------------------------------------------------- checks and output
assert len(Q) == 80, len(Q)
assert len({q["question"] for q in Q}) == 80
shapes = Counter(q["shape"] for q in Q)
assert shapes == Counter(property=18, aggregate=13, relation_hop=10, two_hop=8, superlative=8,
                         filter=8, comparison=6, described=5, time_window=4), shapes
assert Counter(q["lang"] for q in Q) == Counter(zh=65, en=15)
out = [dict(id="affairqa-r16-%02d" % (i + 1), **q) for i, q in enumerate(Q)]
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT, len(out), dict(shapes))
