#!/usr/bin/env python3
"""Gold answers for the blind AffairQA question set r8 (80 questions).

Every answer is computed here from the raw CSV files of
/work/shared/datasets/kag-affairqa/sources/ with the csv module only, and the
question set is written to ../r8-affairqa.json (rerunning regenerates it exactly).

Conventions
- Property values are returned exactly as the CSV cell writes them.
- Computed numbers: integers as integers, floats rounded to 2 decimals.
- Lists hold every element; ties keep every tied entity.
- Counts count distinct entities by name.
- Time windows are relative to the as-of date 2023-10-15 (stated in the question).
- Dates are compared as days (the CSV writes them 2016/11/9 or 1899-12-30).

Data problems avoided (see the report): near-duplicate rows (gas stations
"衢州佳豪…-航埠LNG加气站" / "…航埠LNG加气站", "衢州市浙能…-航埠加气母站" /
"…航埠加气母站"; many tourist attractions listed twice under two names;
licences 浙201601000003J / 浙201601000003j; travel-agency licences L-ZJxxxxx and
zj-L-ZJxxxxx; 行政区 rows repeated, 丽水市 etc. labelled both 县级 and 地级,
市辖区/市属 sharing 330901, 普陀区 carrying Shanghai's 310107), placeholder dates
(加油站 buildTime 1899-12-30, 协会 registrationTime 1900/1/1), codes in place of
names (mainDepartment, registrationAuthority, approvalUnit, manager, investor,
legalRepresentative of 旅行社, school principal/mainUnit, county codes such as
330101 in 协会 and 宗教场所), lists in one cell (旅行社 businessScope), a header
that names licenseNumber twice (旅行社), stray quotes in 医疗机构 addresses,
stub rows (宗教场所 天台山桐柏宫, 天台山国清讲寺; 协会 嘉兴市（节点）, 丽水市（节点）;
加油站 rows such as 绍兴众能油气发展有限公司 with only a county and a 1899 date), an
outlier expiry date (201501030002J: 2044/6/6), scientific-notation credit codes
(9.13E+17), a county typo (北仓区 for 北仑区) and mixed units in gasCanVolume.
"""

import csv
import datetime
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(HERE), "r8-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


# ---------------------------------------------------------------- loading

def load(table):
    """Rows of sources/<table>.csv as dicts; a repeated header name gets '#2'."""
    path = os.path.join(SOURCES, table + ".csv")
    with open(path, encoding="utf-8-sig", newline="") as f:
        reader = csv.reader(f)
        header = next(reader)
        seen = Counter()
        keys = []
        for h in header:
            seen[h] += 1
            keys.append(h if seen[h] == 1 else "%s#%d" % (h, seen[h]))
        rows = []
        for line in reader:
            rows.append({k: (line[i] if i < len(line) else "") for i, k in enumerate(keys)})
    return rows


T = {name: load(name) for name in (
    "加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构",
    "旅游景点", "旅行社", "行政区", "许可证")}


def one(table, name):
    """The single row of `table` named `name` (asserts it is unique)."""
    hits = [r for r in T[table] if r["name"] == name]
    assert len(hits) == 1, (table, name, len(hits))
    return hits[0]


def cell(table, name, col):
    v = one(table, name)[col]
    assert v.strip() != "", (table, name, col)
    return v


def where(table, pred):
    return [r for r in T[table] if pred(r)]


def names(rows):
    out = sorted({r["name"] for r in rows})
    return out


def unique_by(table, col, value):
    """The one entity whose `col` equals value (asserts uniqueness)."""
    hits = names(where(table, lambda r: r[col] == value))
    assert len(hits) == 1, (table, col, value, hits)
    return hits[0]


def day(s):
    s = s.strip()
    for fmt in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    return None


def num(s):
    s = s.strip()
    return float(s) if s else None


def fmt(x):
    if isinstance(x, bool):
        raise TypeError(x)
    if isinstance(x, int):
        return str(x)
    x = round(float(x), 2)
    if x.is_integer():
        return str(int(x))
    return repr(x)


def count(rows):
    return str(len({r["name"] for r in rows}))


def argbest(rows, key, largest=True):
    """Names of the rows with the largest (or smallest) key; ties all kept."""
    vals = [(key(r), r["name"]) for r in rows if key(r) is not None]
    assert vals
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    return sorted({n for v, n in vals if v == best})


def yes(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def level_rank(s):
    return len(s) if s and set(s) == {"A"} else None


# ---------------------------------------------------------------- questions

Q = []


def q(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = list(answer)
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


GS, MED, ASSOC, SCH, REL, GOV, TOUR, TRAV, REG, LIC = (
    "加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构",
    "旅游景点", "旅行社", "行政区", "许可证")

# ---------------- property (one fact of a named entity)
q("property", "zh", "宁海县浙能油气发展有限公司冠庄加气站的负责人叫什么名字？",
  cell(GS, "宁海县浙能油气发展有限公司冠庄加气站", "manager"))
q("property", "zh", "请问三门县道生加气站有限公司是哪天成立的？",
  cell(GS, "三门县道生加气站有限公司", "buildTime"))
q("property", "zh", "天一阁·月湖景区的联系电话是多少？",
  cell(TOUR, "天一阁·月湖景区", "phoneNumber"))
q("property", "en", "What grade (级别) is the gas station 杭州杭钢亚盛天然气有限公司 rated?",
  cell(GS, "杭州杭钢亚盛天然气有限公司", "level"))
q("property", "zh", "浙江省肿瘤医院的联系电话是多少",
  cell(MED, "浙江省肿瘤医院", "phoneNumber"))
q("property", "zh", "杭州消防医院是几级医院？",
  cell(MED, "杭州消防医院", "level"))
q("property", "zh", "浙江大学医学院附属儿童医院的地址在哪儿？",
  cell(MED, "浙江大学医学院附属儿童医院", "address"))
q("property", "zh", "浙江省道教协会的官网网址是什么？",
  cell(ASSOC, "浙江省道教协会", "website"))
q("property", "zh", "宁波市佛教协会是什么时候登记的？",
  cell(ASSOC, "宁波市佛教协会", "registrationTime"))
q("property", "zh", "杭州市属于哪一级行政区？",
  sorted({r["label"] for r in where(REG, lambda r: r["name"] == "杭州市")}))
q("property", "zh", "浙江神学院成立于哪一天？",
  cell(SCH, "浙江神学院", "establishmentDate"))
q("property", "en", "What is the building area of 杭州清真寺?",
  cell(REL, "杭州清真寺", "buildingArea"))
q("property", "zh", "嘉兴市清真寺的批准日期是哪天？",
  cell(REL, "嘉兴市清真寺", "approvalDate"))
q("property", "zh", "宁波博物馆景区是几A级景区？",
  cell(TOUR, "宁波博物馆景区", "level"))
q("property", "zh", "浙江邮电旅行社有限公司的传真号码是多少？",
  cell(TRAV, "浙江邮电旅行社有限公司", "faxNumber"))
q("property", "en", "What is the administrative division code of 西湖区?",
  sorted({r["id"] for r in where(REG, lambda r: r["name"] == "西湖区")}))
q("property", "zh", "许可证浙201702000007J的失效日期是哪天？",
  cell(LIC, "浙201702000007J", "invalidDate"))
q("property", "en", "What kind of entity is 国家宗教事务局 in the data?",
  cell(GOV, "国家宗教事务局", "type"))

# ---------------- relation_hop (an entity linked to a named one)
q("relation_hop", "zh", "桐乡运河加气站在哪个区县？",
  cell(GS, "桐乡运河加气站", "county"))
q("relation_hop", "zh", "宁波新奥燃气有限公司持有的经营许可证是哪一张？",
  cell(GS, "宁波新奥燃气有限公司", "businessLicense"))
q("relation_hop", "zh", "哪些加油站使用的是经营许可证浙201601000001J？",
  names(where(GS, lambda r: r["businessLicense"] == "浙201601000001J")))
q("relation_hop", "zh", "经营许可证“燃气经营许可证-浙2017040000003J”对应的是哪几座加气站？",
  names(where(GS, lambda r: r["businessLicense"] == "燃气经营许可证-浙2017040000003J")))
q("relation_hop", "en", "Which county is the religious school 浙江道教学院 located in?",
  cell(SCH, "浙江道教学院", "county"))
q("relation_hop", "en", "In which city is the scenic area 南北湖风景区?",
  cell(TOUR, "南北湖风景区", "city"))
q("relation_hop", "zh", "安吉乐途旅行社有限公司位于哪个城市？",
  cell(TRAV, "安吉乐途旅行社有限公司", "city"))
q("relation_hop", "zh", "萧山区佛教协会属于哪个市？",
  cell(ASSOC, "萧山区佛教协会", "city"))
q("relation_hop", "zh", "宁波雪窦山资圣禅寺坐落在哪个区县？",
  cell(REL, "宁波雪窦山资圣禅寺", "county"))
q("relation_hop", "zh", "浙江慈云佛学院在哪个城市？",
  cell(SCH, "浙江慈云佛学院", "city"))

# ---------------- two_hop
lic = cell(GS, "三门县道生加气站有限公司", "businessLicense")
q("two_hop", "en", "When did the operating licence held by 三门县道生加气站有限公司 expire?",
  cell(LIC, lic, "invalidDate"))
lic = cell(GS, "慈溪市煤气有限公司", "businessLicense")
q("two_hop", "zh", "慈溪市煤气有限公司所持经营许可证的生效日期是什么时候？",
  cell(LIC, lic, "effectiveDate"))
holders = where(GS, lambda r: r["businessLicense"] == "浙201709050002P")
q("two_hop", "zh", "持有许可证浙201709050002P的那家加油站位于哪个区县？",
  sorted({r["county"] for r in holders}))
county = cell(GS, "桐乡市绿能天然气有限责任公司", "county")
q("two_hop", "zh", "桐乡市绿能天然气有限责任公司所在区县的行政区划代码是多少？",
  sorted({r["id"] for r in where(REG, lambda r: r["name"] == county)}))
county = cell(SCH, "浙江道教学院", "county")
q("two_hop", "en", "Which other school is in the same county as 浙江道教学院?",
  names(where(SCH, lambda r: r["county"] == county and r["name"] != "浙江道教学院")))
county = cell(SCH, "浙江慈云佛学院", "county")
q("two_hop", "zh", "浙江慈云佛学院所在的县里一共有多少座佛教场所？",
  count(where(REL, lambda r: r["county"] == county and r["religion"] == "佛教")))
county = cell(REL, "宁海尚云寺", "county")
q("two_hop", "zh", "宁海尚云寺所在的区县有几座加油站？",
  count(where(GS, lambda r: r["county"] == county)))
city = cell(TRAV, "安吉乐途旅行社有限公司", "city")
q("two_hop", "zh", "安吉乐途旅行社有限公司所在城市有多少个基督教协会？",
  count(where(ASSOC, lambda r: r["city"] == city and r["religion"] == "基督教")))

# ---------------- aggregate
q("aggregate", "zh", "南湖区一共有多少座加油站？",
  count(where(GS, lambda r: r["county"] == "南湖区")))
q("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数加起来有多少？",
  fmt(sum(int(r["employeeCount"]) for r in where(GS, lambda r: r["operationSubject"] == "中石化杭燃"))))
vals = [num(r["totalDesignStorage"]) for r in where(GS, lambda r: r["county"] == "鄞州区")]
assert all(v is not None for v in vals)
q("aggregate", "zh", "鄞州区加油站的总设计储量平均是多少？",
  fmt(sum(vals) / len(vals)))
q("aggregate", "zh", "三级医院有多少家？",
  count(where(MED, lambda r: r["category"] == "医院" and r["level"] == "三级")))
q("aggregate", "zh", "类别为省本级定点的医疗机构共有几家？",
  count(where(MED, lambda r: r["category"] == "省本级定点")))
q("aggregate", "zh", "温州市有多少个基督教协会？",
  count(where(ASSOC, lambda r: r["city"] == "温州市" and r["religion"] == "基督教")))
q("aggregate", "zh", "台州市的市级宗教团体（类别为市团体）有几个？",
  count(where(ASSOC, lambda r: r["city"] == "台州市" and r["category"] == "市团体")))
q("aggregate", "zh", "天台县有多少处道教活动场所？",
  count(where(REL, lambda r: r["county"] == "天台县" and r["religion"] == "道教")))
vals = [num(r["buildingArea"]) for r in where(REL, lambda r: r["county"] == "淳安县")]
assert all(v is not None for v in vals)
q("aggregate", "zh", "淳安县所有宗教场所的建筑面积合计是多少？",
  fmt(sum(vals)))
q("aggregate", "en", "How many travel agencies are there in 舟山市?",
  count(where(TRAV, lambda r: r["city"] == "舟山市")))
q("aggregate", "en", "How many students are enrolled across all the religious schools combined?",
  fmt(sum(int(r["studentCount"]) for r in T[SCH])))
q("aggregate", "zh", "政府机构里名称以“民政局”结尾的有多少个？",
  count(where(GOV, lambda r: r["name"].endswith("民政局"))))
q("aggregate", "zh", "2019年内到期失效的许可证有几张？",
  count(where(LIC, lambda r: day(r["invalidDate"]) is not None and day(r["invalidDate"]).year == 2019)))

# ---------------- superlative
q("superlative", "zh", "鄞州区成立最早的加油站是哪一家？",
  argbest(where(GS, lambda r: r["county"] == "鄞州区"), lambda r: day(r["buildTime"]), largest=False))
q("superlative", "en", "Which gas station has the largest total design storage?",
  argbest(T[GS], lambda r: num(r["totalDesignStorage"])))
q("superlative", "zh", "职工人数最多的加油站是哪个？",
  argbest(T[GS], lambda r: num(r["employeeCount"])))
q("superlative", "zh", "在校生人数最少的宗教院校是哪所？",
  argbest(T[SCH], lambda r: num(r["studentCount"]), largest=False))
q("superlative", "zh", "天台县占地面积最大的宗教场所是哪个？",
  argbest(where(REL, lambda r: r["county"] == "天台县"), lambda r: num(r["area"])))
by_city = Counter(r["city"] for r in T[TRAV] if r["city"])
top = max(by_city.values())
q("superlative", "zh", "哪个城市的旅行社数量最多？",
  sorted(c for c, n in by_city.items() if n == top))
q("superlative", "zh", "舟山市登记时间最早的宗教协会是哪个？",
  argbest(where(ASSOC, lambda r: r["city"] == "舟山市"), lambda r: day(r["registrationTime"]), largest=False))
q("superlative", "zh", "哪张许可证的生效日期最早？",
  argbest(T[LIC], lambda r: day(r["effectiveDate"]), largest=False))

# ---------------- comparison
a, b = "浙江佛学院温州佛学院", "浙江佛学院天台宗佛学院"
da, db = day(cell(SCH, a, "establishmentDate")), day(cell(SCH, b, "establishmentDate"))
assert da != db
q("comparison", "zh", "浙江佛学院温州佛学院和浙江佛学院天台宗佛学院，哪个成立得早一些？",
  a if da < db else b)
a, b = "杭州佛学院", "浙江神学院"
na, nb = int(cell(SCH, a, "studentCount")), int(cell(SCH, b, "studentCount"))
assert na != nb
q("comparison", "en", "Which has more students, 杭州佛学院 or 浙江神学院?",
  a if na > nb else b)
a, b = "浙201806070001J", "浙201808010001J"
da, db = day(cell(LIC, a, "invalidDate")), day(cell(LIC, b, "invalidDate"))
assert da != db
q("comparison", "zh", "许可证浙201806070001J和浙201808010001J，哪张先失效？",
  a if da < db else b)
na = len(names(where(TRAV, lambda r: r["city"] == "湖州市")))
nb = len(names(where(TRAV, lambda r: r["city"] == "嘉兴市")))
assert na != nb
q("comparison", "zh", "湖州市的旅行社数量比嘉兴市多吗？",
  yes(na > nb, "zh"))
a, b = "宁波博物馆景区", "天一阁·月湖景区"
la, lb = level_rank(cell(TOUR, a, "level")), level_rank(cell(TOUR, b, "level"))
assert la and lb and la != lb
q("comparison", "zh", "宁波博物馆景区和天一阁·月湖景区比，哪个景区的等级更高？",
  a if la > lb else b)
a, b = "浙江省道教协会", "浙江省基督教协会"
da, db = day(cell(ASSOC, a, "registrationTime")), day(cell(ASSOC, b, "registrationTime"))
assert da != db
q("comparison", "zh", "浙江省道教协会与浙江省基督教协会，谁先登记？",
  a if da < db else b)

# ---------------- filter / list
q("filter", "zh", "级别为一级、并且构成重大危险源的加油站有哪些？",
  names(where(GS, lambda r: r["level"] == "一级" and r["isMajorDangerSource"] == "是")))
q("filter", "zh", "由中石油运营的加气站都有哪些？",
  names(where(GS, lambda r: r["operationSubject"] == "中石油")))
q("filter", "zh", "门诊部诊所医务室村卫生室这一类里，评为二级的有哪几家？",
  names(where(MED, lambda r: r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级")))
q("filter", "zh", "列出所有省级宗教团体（类别为省团体）。",
  names(where(ASSOC, lambda r: r["category"] == "省团体")))
q("filter", "en", "Which religious venues in the data are Islamic (伊斯兰教)?",
  names(where(REL, lambda r: r["religion"] == "伊斯兰教")))
q("filter", "zh", "湖州市有哪些AA级旅游景点？",
  names(where(TOUR, lambda r: r["city"] == "湖州市" and r["level"] == "AA")))
q("filter", "zh", "哪些政府机构的名称里带有“人民政府办公室”？",
  names(where(GOV, lambda r: "人民政府办公室" in r["name"])))
q("filter", "zh", "不属于佛教的宗教院校有哪些？",
  names(where(SCH, lambda r: r["religion"] and r["religion"] != "佛教")))

# ---------------- time_window (as of 2023-10-15)
start = datetime.date(AS_OF.year - 3, AS_OF.month, AS_OF.day)
q("time_window", "zh", "截至2023年10月15日，近三年内新登记的宗教场所有多少个？",
  count(where(REL, lambda r: day(r["registrationTime"]) is not None
              and start < day(r["registrationTime"]) <= AS_OF)))
q("time_window", "zh", "2010年以前就已成立的宗教院校有哪些？",
  names(where(SCH, lambda r: day(r["establishmentDate"]) < datetime.date(2010, 1, 1))))
start5 = datetime.date(AS_OF.year - 5, AS_OF.month, AS_OF.day)
q("time_window", "zh", "以2023年10月15日为准，最近五年里登记成立的宗教协会有几个？",
  count(where(ASSOC, lambda r: day(r["registrationTime"]) is not None
              and start5 < day(r["registrationTime"]) <= AS_OF)))
q("time_window", "en", "As of 15 October 2023, how many licences expired within the past three years?",
  count(where(LIC, lambda r: day(r["invalidDate"]) is not None
              and start < day(r["invalidDate"]) <= AS_OF)))

# ---------------- described (entity referred to by a description)
station = unique_by(GS, "legalRepresentative", "丁道星")
q("described", "zh", "法定代表人叫丁道星的那座加气站在哪个县？",
  cell(GS, station, "county"))
q("described", "zh", "电话号码是13968579609的是哪所学校？",
  unique_by(SCH, "phoneNumber", "13968579609"))
q("described", "zh", "联系电话为0571-85267148的医疗机构叫什么？",
  unique_by(MED, "phoneNumber", "0571-85267148"))
q("described", "en", "Which association runs the website www.zjislam.org?",
  unique_by(ASSOC, "website", "www.zjislam.org"))
q("described", "zh", "行政区划代码330784对应的是哪个行政区？",
  sorted({r["name"] for r in where(REG, lambda r: r["id"] == "330784")}))


# ---------------------------------------------------------------- checks, output

assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x["lang"] == "zh") == 65
assert sum(1 for x in Q if x["lang"] == "en") == 15
assert len({x["question"] for x in Q}) == len(Q)
for x in Q:
    if x["shape"] == "filter":
        assert 1 <= len(x["answer"]) <= 8, x

out = []
for i, x in enumerate(Q, 1):
    out.append({"id": "affairqa-r8-%02d" % i, "question": x["question"],
                "answer": x["answer"], "shape": x["shape"], "lang": x["lang"]})

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")

if __name__ == "__main__":
    shapes = Counter(x["shape"] for x in out)
    print("wrote", OUT, len(out), dict(shapes))
