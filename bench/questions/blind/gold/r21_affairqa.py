#!/usr/bin/env python3
"""Gold answers for the r21 AffairQA blind questions.

Every answer is computed from the raw CSV tables of
/work/shared/datasets/kag-affairqa/sources with the csv module only, and the
script asserts that each answer is non-empty and unambiguous (unique entity
names, no ties for superlatives, no placeholder values, no dates on a window
boundary).  Running it writes ../r21-affairqa.json next to this gold folder.
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal

SRC = "/work/shared/datasets/kag-affairqa/sources"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "r21-affairqa.json")
TODAY = datetime.date(2023, 10, 15)
PLACEHOLDER_DATES = {"1900/1/1", "1899-12-30"}


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    # 旅行社.csv has two columns both called licenseNumber: keep both apart.
    seen = Counter()
    keys = []
    for h in header:
        seen[h] += 1
        keys.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    out = []
    for r in rows[1:]:
        assert len(r) == len(keys), (table, r)
        out.append(dict(zip(keys, r)))
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
SIGHT = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LICENCE = load("许可证")


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def val(rows, name, col):
    v = one(rows, name)[col].strip()
    assert v, (name, col)
    assert v not in PLACEHOLDER_DATES and v != "市辖区", (name, col, v)
    assert not v.lower().startswith("zj-"), (name, col, v)
    return v


def pdate(s):
    s = s.strip()
    if not s or s in PLACEHOLDER_DATES:
        return None
    sep = "/" if "/" in s else "-"
    y, m, d = (int(x) for x in s.split(sep))
    return datetime.date(y, m, d)


def years_back(n):
    return TODAY.replace(year=TODAY.year - n)


def region_name_by_code(code):
    names = {(r["name"], r["label"]) for r in REGION if r["id"] == code}
    assert len(names) == 1, (code, names)
    return next(iter(names))[0]


def region_code_by_name(name):
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return next(iter(codes))


def licence_of(station):
    lic = val(GAS, station, "businessLicense")
    return one(LICENCE, lic)


def only(values):
    values = list(values)
    assert len(values) == 1, values
    return values[0]


def argbest(rows, key, largest=True):
    scored = [(key(r), r) for r in rows if key(r) is not None]
    best = max(s for s, _ in scored) if largest else min(s for s, _ in scored)
    winners = [r for s, r in scored if s == best]
    assert len(winners) == 1, [w["name"] for w in winners]
    return winners[0]


def num(s):
    s = s.strip()
    return Decimal(s) if s else None


def dstr(d):
    d = d.normalize()
    s = format(d, "f")
    return s


QUESTIONS = []


def add(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), question
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "中海油浙江新能源有限公司集翔路加气站的具体地址是什么？",
    val(GAS, "中海油浙江新能源有限公司集翔路加气站", "address"))
add("property", "zh", "杭州富阳润通新能源有限公司这个加气站的负责人叫什么名字？",
    val(GAS, "杭州富阳润通新能源有限公司", "manager"))
add("property", "zh", "杭州杭钢亚盛天然气有限公司一共有多少名职工？",
    val(GAS, "杭州杭钢亚盛天然气有限公司", "employeeCount"))
add("property", "zh", "浙江神学院目前在校生有多少人？",
    val(SCHOOL, "浙江神学院", "studentCount"))
add("property", "en", "When was 中国佛学院普陀山学院 established?",
    val(SCHOOL, "中国佛学院普陀山学院", "establishmentDate"))
add("property", "zh", "杭州灵隐寺占地面积多大？",
    val(PLACE, "杭州灵隐寺", "area"))
add("property", "zh", "宁波天童禅寺的登记时间是哪天？",
    val(PLACE, "宁波天童禅寺", "registrationTime"))
add("property", "en", "Which Taoist school (religious sect) does 杭州抱朴道院 belong to?",
    val(PLACE, "杭州抱朴道院", "religiousType"))
add("property", "zh", "浙江省伊斯兰教协会有官方网站吗？网址是多少",
    val(ASSOC, "浙江省伊斯兰教协会", "website"))
add("property", "zh", "苍南县佛教协会的社团登记证号是多少？",
    val(ASSOC, "苍南县佛教协会", "registrationCertificateNumber"))
add("property", "zh", "杭州西溪国家湿地公园是几A级景区？",
    val(SIGHT, "杭州西溪国家湿地公园", "level"))
add("property", "zh", "想打电话问问浙江省宁波市江北区慈城古县城景区，号码是多少？",
    val(SIGHT, "浙江省宁波市江北区慈城古县城景区", "phoneNumber"))
add("property", "en", "What is the phone number of 浙江省肿瘤医院?",
    val(MED, "浙江省肿瘤医院", "phoneNumber"))
add("property", "zh", "杭州消防医院是几级医院",
    val(MED, "杭州消防医院", "level"))
add("property", "zh", "建德中国旅行社有限公司的传真号码？",
    val(AGENCY, "建德中国旅行社有限公司", "faxNumber"))
add("property", "en", "What English name is registered for the travel agency 余姚中青旅太平洋国际旅游有限公司?",
    val(AGENCY, "余姚中青旅太平洋国际旅游有限公司", "englishName"))
add("property", "zh", "余姚市的行政区划代码是多少？",
    region_code_by_name("余姚市"))
add("property", "zh", "请问安吉乐途旅行社有限公司开在什么地方？",
    val(AGENCY, "安吉乐途旅行社有限公司", "address"))

# ---------------------------------------------------------------- aggregate (13)
hr = [g for g in GAS if g["operationSubject"] == "中石化杭燃"]
assert len(hr) == 7
add("aggregate", "zh", "运营主体是“中石化杭燃”的加气站一共有几座？", str(len(hr)))
assert all(g["employeeCount"].strip() for g in hr)
add("aggregate", "zh", "中石化杭燃运营的那些加气站，职工人数加起来是多少？",
    str(sum(int(g["employeeCount"]) for g in hr)))
assert all(s["studentCount"].strip() for s in SCHOOL)
add("aggregate", "en", "How many students are enrolled in total across all the religious colleges in the school table?",
    str(sum(int(s["studentCount"]) for s in SCHOOL)))
add("aggregate", "zh", "所属宗教为佛教的宗教院校共有几所？",
    str(sum(1 for s in SCHOOL if s["religion"] == "佛教")))
add("aggregate", "zh", "湖州市有几个道教协会（所属宗教为道教的协会）？",
    str(sum(1 for a in ASSOC if a["city"] == "湖州市" and a["religion"] == "道教")))
add("aggregate", "zh", "舟山市登记在册的天主教宗教场所有多少处？",
    str(sum(1 for p in PLACE if p["city"] == "舟山市" and p["religion"] == "天主教")))
add("aggregate", "en", "How many hospitals (category 医院) are rated 三级?",
    str(sum(1 for m in MED if m["category"] == "医院" and m["level"] == "三级")))
add("aggregate", "zh", "类别为“省本级定点”的医疗机构有多少家？",
    str(sum(1 for m in MED if m["category"] == "省本级定点")))
add("aggregate", "zh", "舟山市的旅行社里，业务范围是“国内旅游业务、入境旅游业务、出境组团业务”的有几家？",
    str(sum(1 for t in AGENCY if t["city"] == "舟山市"
            and t["businessScope"] == "国内旅游业务、入境旅游业务、出境组团业务")))
islam = [p for p in PLACE if p["religion"] == "伊斯兰教"]
assert all(num(p["area"]) is not None for p in islam)
add("aggregate", "zh", "全省伊斯兰教宗教场所的占地面积合计是多少？",
    dstr(sum(num(p["area"]) for p in islam)))
add("aggregate", "zh", "全省一共有几处伊斯兰教的宗教场所？", str(len(islam)))
add("aggregate", "zh", "所属行业登记为“其它综合零售”的加油站有多少个？",
    str(sum(1 for g in GAS if g["industry"] == "其它综合零售")))
assert all(s["teacherCount"].strip() for s in SCHOOL)
add("aggregate", "zh", "全部宗教院校的教师人数加起来一共多少人？",
    str(sum(int(s["teacherCount"]) for s in SCHOOL)))

# ---------------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "嘉兴市加油加气站有限公司岗山路站持有的经营许可证什么时候失效？",
    licence_of("嘉兴市加油加气站有限公司岗山路站")["invalidDate"])
add("relation_hop", "zh", "杭州富阳江润加气站有限公司的燃气经营许可证是哪天生效的？",
    licence_of("杭州富阳江润加气站有限公司")["effectiveDate"])
add("relation_hop", "en", "When does the operating licence held by 绍兴金帝天然气有限公司 expire?",
    licence_of("绍兴金帝天然气有限公司")["invalidDate"])
add("relation_hop", "zh", "三门县道生加气站有限公司的经营许可证生效日期是？",
    licence_of("三门县道生加气站有限公司")["effectiveDate"])
add("relation_hop", "zh", "中国佛学院普陀山学院位于哪个区县？（给出区县名称）",
    region_name_by_code(val(SCHOOL, "中国佛学院普陀山学院", "county")))
add("relation_hop", "zh", "临安区佛教协会登记的所在区县代码对应的是哪个行政区？",
    region_name_by_code(val(ASSOC, "临安区佛教协会", "county")))
add("relation_hop", "zh", "东钱湖旅游度假区佛教协会所在区县的名称是什么？",
    region_name_by_code(val(ASSOC, "东钱湖旅游度假区佛教协会", "county")))
add("relation_hop", "en", "What is the administrative division code of the city where 宁波天童禅寺 is located?",
    region_code_by_name(val(PLACE, "宁波天童禅寺", "city")))
add("relation_hop", "zh", "浙江道教学院所在区县的行政区划代码是什么？",
    region_code_by_name(val(SCHOOL, "浙江道教学院", "county")))
add("relation_hop", "zh", "柯桥区佛教协会的所在区县字段是个代码，它对应哪个区县？",
    region_name_by_code(val(ASSOC, "柯桥区佛教协会", "county")))


# ---------------------------------------------------------------- two_hop (8)
def assoc_in(county, religion, name_has=None):
    hits = [a for a in ASSOC if a["county"] == county and a["religion"] == religion
            and (name_has is None or name_has in a["name"])]
    return only(hits)


lic = val(GAS, "嘉兴市加油加气站有限公司城东路站", "businessLicense")
others = [g["name"] for g in GAS if g["businessLicense"] == lic
          and g["name"] != "嘉兴市加油加气站有限公司城东路站"]
assert len(others) == 2
add("two_hop", "zh", "嘉兴市加油加气站有限公司城东路站用的那张经营许可证，还有哪些加气站也在用？", others)

a = assoc_in(val(SCHOOL, "浙江道教学院", "county"), "道教")
add("two_hop", "zh", "浙江道教学院所在县的道教协会，联系电话是多少？", val(ASSOC, a["name"], "phoneNumber"))

a = assoc_in(val(SCHOOL, "浙江佛学院雪窦山弥勒佛学院", "county"), "天主教")
assert not [x for x in ASSOC if x["religion"] == "天主教" and "奉化" in x["name"] and x is not a]
add("two_hop", "zh", "浙江佛学院雪窦山弥勒佛学院所在区的天主教爱国会电话是多少？",
    val(ASSOC, a["name"], "phoneNumber"))

a = assoc_in(val(GAS, "新昌县浙能万丰油气发展有限公司", "county"), "佛教")
add("two_hop", "zh", "新昌县浙能万丰油气发展有限公司所在县的佛教协会设在哪里？",
    val(ASSOC, a["name"], "address"))

a = assoc_in(val(GAS, "温岭市建设燃气有限公司", "county"), "天主教")
add("two_hop", "zh", "温岭市建设燃气有限公司所在地的天主教爱国会是什么时候登记的？",
    val(ASSOC, a["name"], "registrationTime"))

county = region_name_by_code(val(SCHOOL, "中国佛学院普陀山学院", "county"))
a = assoc_in(county, "天主教")
add("two_hop", "en", "What is the phone number of the Catholic patriotic association in the district where 中国佛学院普陀山学院 is located?",
    val(ASSOC, a["name"], "phoneNumber"))

a = assoc_in(val(PLACE, "义乌市双林禅寺", "county"), "佛教")
add("two_hop", "zh", "义乌市双林禅寺所在地的佛教协会，登记证号是什么？",
    val(ASSOC, a["name"], "registrationCertificateNumber"))

a = assoc_in(val(GAS, "三门县道生加气站有限公司", "county"), "道教")
add("two_hop", "zh", "三门县道生加气站有限公司所在县的道教协会在哪一天登记？",
    val(ASSOC, a["name"], "registrationTime"))

# ---------------------------------------------------------------- superlative (8)
add("superlative", "zh", "哪所宗教院校的在校生人数最多？",
    argbest(SCHOOL, lambda s: int(s["studentCount"]))["name"])
add("superlative", "zh", "成立时间最早的宗教院校是哪一所？",
    argbest(SCHOOL, lambda s: pdate(s["establishmentDate"]), largest=False)["name"])
add("superlative", "zh", "宗教院校里，在校生最少的是哪一所？",
    argbest(SCHOOL, lambda s: int(s["studentCount"]), largest=False)["name"])
add("superlative", "zh", "职工人数最多的加油站是哪家？",
    argbest(GAS, lambda g: int(g["employeeCount"]) if g["employeeCount"].strip() else None)["name"])
add("superlative", "en", "Which gas station has the largest total design storage?",
    argbest(GAS, lambda g: num(g["totalDesignStorage"]))["name"])
jh = [a for a in ASSOC if a["city"] == "金华市"]
assert not [a for a in jh if a["registrationTime"].strip() in PLACEHOLDER_DATES or not a["registrationTime"].strip()]
add("superlative", "zh", "金华市的宗教协会里，哪个登记得最早？",
    argbest(jh, lambda a: pdate(a["registrationTime"]), largest=False)["name"])
zs = [p for p in PLACE if p["city"] == "舟山市" and p["religion"] == "天主教"]
add("superlative", "zh", "舟山市的天主教场所中建筑面积最大的是哪一处？",
    argbest(zs, lambda p: num(p["buildingArea"]))["name"])
add("superlative", "en", "Which gas station lies furthest south (smallest latitude)?",
    argbest(GAS, lambda g: num(g["latitude"]), largest=False)["name"])

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "类别是省团体的协会有哪些？",
    [a["name"] for a in ASSOC if a["category"] == "省团体"])
add("filter", "zh", "类别为门诊部诊所医务室村卫生室、但级别是二级的医疗机构有哪些？",
    [m["name"] for m in MED if m["category"] == "门诊部诊所医务室村卫生室" and m["level"] == "二级"])
add("filter", "zh", "列出构成重大危险源的加油站。",
    [g["name"] for g in GAS if g["isMajorDangerSource"] == "是"])
add("filter", "zh", "温州市有哪些协会登记了网址？",
    [a["name"] for a in ASSOC if a["city"] == "温州市" and a["website"].strip()])
add("filter", "en", "Which religious colleges are located in 天台县?",
    [s["name"] for s in SCHOOL if s["county"] == "天台县"])
add("filter", "zh", "嘉通新能源运营的加气站都有哪几个？",
    [g["name"] for g in GAS if g["operationSubject"] == "嘉通新能源"])
add("filter", "zh", "门诊部诊所医务室村卫生室这一类里，级别标为“社区”的是哪几家？",
    [m["name"] for m in MED if m["category"] == "门诊部诊所医务室村卫生室" and m["level"] == "社区"])
add("filter", "zh", "舟山市的协会中属于市团体的有哪些？",
    [a["name"] for a in ASSOC if a["city"] == "舟山市" and a["category"] == "市团体"])

# ---------------------------------------------------------------- comparison (6)
s1, s2 = "浙江神学院", "浙江道教学院"
n1, n2 = int(val(SCHOOL, s1, "studentCount")), int(val(SCHOOL, s2, "studentCount"))
assert n1 != n2
add("comparison", "zh", "浙江神学院和浙江道教学院，哪个在校生更多？", s1 if n1 > n2 else s2)
a1, a2 = num(val(PLACE, "杭州灵隐寺", "area")), num(val(PLACE, "杭州永福寺", "area"))
add("comparison", "zh", "杭州灵隐寺的占地面积比杭州永福寺大多少？", dstr(a1 - a2))
assert a1 > a2
d1, d2 = pdate(val(ASSOC, "萧山区佛教协会", "registrationTime")), pdate(val(ASSOC, "萧山区道教协会", "registrationTime"))
assert d1 != d2
add("comparison", "zh", "萧山区佛教协会和萧山区道教协会，哪个登记得更早？",
    "萧山区佛教协会" if d1 < d2 else "萧山区道教协会")
e1 = int(val(GAS, "嘉兴市加油加气站有限公司东栅站", "employeeCount"))
e2 = int(val(GAS, "嘉兴市加油加气站有限公司城东路站", "employeeCount"))
add("comparison", "zh", "嘉兴市加油加气站有限公司东栅站比城东路站多几名职工？", str(e1 - e2))
assert e1 > e2
RANK = {"A": 1, "AA": 2, "AAA": 3, "AAAA": 4, "AAAAA": 5}
l1, l2 = RANK[val(SIGHT, "神仙居景区", "level")], RANK[val(SIGHT, "柯岩风景区", "level")]
assert l1 != l2
add("comparison", "en", "Which attraction has the higher rating, 神仙居景区 or 柯岩风景区?",
    "神仙居景区" if l1 > l2 else "柯岩风景区")
x1 = pdate(licence_of("宁波新奥燃气有限公司")["invalidDate"])
x2 = pdate(licence_of("宁波新奥燃气有限公司福庆南路CNG加气站")["invalidDate"])
assert x1 != x2
add("comparison", "zh", "宁波新奥燃气有限公司和它的福庆南路CNG加气站，谁的经营许可证到期更晚？",
    "宁波新奥燃气有限公司" if x1 > x2 else "宁波新奥燃气有限公司福庆南路CNG加气站")

# ---------------------------------------------------------------- described (5)
g = only(x for x in GAS if x["manager"] == "廖兆良")
add("described", "zh", "负责人是廖兆良的那家加气站，地址在哪？", val(GAS, g["name"], "address"))
s = only(x for x in SCHOOL if x["establishmentDate"] == "2011/11/16")
add("described", "zh", "2011年11月16日成立的那所宗教院校，位于哪个区县？", val(SCHOOL, s["name"], "county"))
a = only(x for x in ASSOC if x["registrationCertificateNumber"] == "浙社证字第22347号")
add("described", "zh", "登记证号为浙社证字第22347号的协会，办公地址是？", val(ASSOC, a["name"], "address"))
m = only(x for x in MED if x["address"] == "杭州市灵隐路14号")
add("described", "en", "The hospital at 杭州市灵隐路14号 — what is its phone number?", val(MED, m["name"], "phoneNumber"))
p = only(x for x in PLACE if x["phoneNumber"] == "0571-87981489")
add("described", "zh", "电话是0571-87981489的那个宗教场所，建筑面积是多少？", val(PLACE, p["name"], "buildingArea"))


# ---------------------------------------------------------------- time_window (4)
def in_window(rows, col, years):
    start = years_back(years)
    assert not [r for r in rows if pdate(r[col]) == start], (col, years)
    return [r for r in rows if pdate(r[col]) and start < pdate(r[col]) <= TODAY]


add("time_window", "en", "Counting back five years from 2023-10-15, how many gas stations were founded in that period?",
    str(len(in_window(GAS, "buildTime", 5))))
add("time_window", "zh", "截至2023年10月15日，近三年里获批的宗教场所有哪些？",
    [p["name"] for p in in_window(PLACE, "approvalDate", 3)])
add("time_window", "zh", "以2023-10-15为基准，过去四年内登记的宗教协会有几个？",
    str(len(in_window(ASSOC, "registrationTime", 4))))
add("time_window", "zh", "从2023年10月15日往前推三年，衢州市新登记了多少处宗教场所？",
    str(len([p for p in in_window(PLACE, "registrationTime", 3) if p["city"] == "衢州市"])))

# ---------------------------------------------------------------- checks and output
want = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
got = Counter(q["shape"] for q in QUESTIONS)
assert got == Counter(want), got
langs = Counter(q["lang"] for q in QUESTIONS)
assert langs == Counter({"zh": 65, "en": 15}), langs
assert len({q["question"] for q in QUESTIONS}) == len(QUESTIONS)
for q in QUESTIONS:
    if q["shape"] == "filter":
        assert 1 <= len(q["answer"]) <= 10, q

out = []
for i, q in enumerate(QUESTIONS, 1):
    out.append({"id": "affairqa-r21-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote %d questions to %s" % (len(out), OUT))
