"""Blind held-out AffairQA questions, round 46: follow-up / report-request style.

Writes ../r46-affairqa.json (80 questions: 65 zh, 15 en) with gold answers computed
from the CSV tables in /work/shared/datasets/kag-affairqa/sources (located relative to
this file: ../../../../../shared/datasets/kag-affairqa/sources).  Standard library only.

Readings used for the gold answers
----------------------------------
* Entities are answered by their `name` exactly as the CSV spells it; property values
  are the cell text exactly as the CSV spells it (dates too, e.g. "2021/4/6").
* Empty cells are skipped: a row with an empty cell never matches a filter on that
  column and never counts in a sum / average / superlative on it.
* Text filters are exact cell equality (county == "北仑区", level == "AAAAA",
  religion == "佛教", operationSubject == "中石油", ...), except where a question says
  "含/包括/contains", which is a substring test on the cell.
* "三级医院" = category "医院" and level "三级".  "5A/4A/3A景区" = level
  "AAAAA"/"AAAA"/"AAA".  A city abbreviation ("宁波", "衢州") means the city cell
  "宁波市", "衢州市".
* Dates are parsed from "YYYY/M/D" (also "YYYY-MM-DD") and compared as dates.
  "YYYY年及以后" / "YYYY年起" / "in YYYY or later" = date >= YYYY-01-01;
  "YYYY年(内)" = within that calendar year; "近3年" is relative to the as-of date
  2023-10-15 and means 2020-10-15 <= date <= 2023-10-15 (both ends included);
  "截至2023年10月15日仍未失效" = invalidDate >= 2023-10-15.
* "经营许可证" of a gas station = the 许可证 row whose name equals the station's
  businessLicense cell.  "所在区县/县/区" of an entity = its county cell; "所在城市" =
  its city cell; "行政区划代码" = the id of the 行政区 row with that name (ids of a
  name agree across duplicate rows).  "同一个区/县的其他X" excludes the named entity.
* Counts per group are flattened as [group, count, group, count, ...] sorted by count
  descending, then group (Unicode order) ascending; groups with an empty key are left out.
* Top-N / rankings order by the value descending (ascending for "最早"); every
  superlative, top-N cut and "第二/第三" asked here was checked to have no tie at the
  boundary (the script asserts it).  A top-N answer lists the names in rank order.
* Numbers are plain decimal strings (exact Decimal arithmetic), without trailing zeros
  or a trailing ".0"; averages asked here are exact (no rounding needed).
* Yes/no answers are ["是"]/["否"] (zh) or ["yes"]/["no"] (en).
* The travel-agency table has two columns named licenseNumber; the second one
  (values "L-ZJ.....") is the one the 许可证 table names; it is read as licenseNumber2.
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared",
                                    "datasets", "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r46-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    seen = Counter()
    keys = []
    for h in head:
        seen[h] += 1
        keys.append(h if seen[h] == 1 else h + str(seen[h]))
    return [dict(zip(keys, r)) for r in rows[1:]]


GS = load("加油站")
MED = load("医疗机构")
ASC = load("协会")
SCH = load("学校")
RP = load("宗教场所")
GOV = load("政府机构")
TOUR = load("旅游景点")
TAG = load("旅行社")
AR = load("行政区")
LIC = load("许可证")


def num(s):
    return Decimal(s)


def fmt(d):
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(d.quantize(Decimal(1)))
    s = format(d.normalize(), "f")
    return s


def pdate(s):
    s = s.strip()
    if not s:
        return None
    s = s.replace("-", "/")
    y, m, d = s.split("/")
    return datetime.date(int(y), int(m), int(d))


def one(rows, **kw):
    hits = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hits) == 1, (kw, len(hits))
    return hits[0]


def where(rows, **kw):
    return [r for r in rows if all(r[k] == v for k, v in kw.items())]


def names(rows):
    return [r["name"] for r in rows]


def group_count(rows, key):
    c = Counter(r[key] for r in rows if r[key] != "")
    out = []
    for g, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [g, str(n)]
    return out


def ranked(rows, key, n, desc=True, conv=num):
    """Names of the top-n rows by key (empty skipped); asserts no tie at the cut."""
    rs = [r for r in rows if r[key] != ""]
    rs.sort(key=lambda r: conv(r[key]), reverse=desc)
    vals = [conv(r[key]) for r in rs]
    assert len(set(vals[:n])) == n, (key, vals[:n + 1])
    if len(vals) > n:
        assert vals[n - 1] != vals[n], (key, vals[:n + 1])
    return [r["name"] for r in rs[:n]]


def nth_group(rows, key, n):
    """The group that is n-th by row count; asserts no tie around it."""
    c = Counter(r[key] for r in rows if r[key] != "")
    items = sorted(c.items(), key=lambda kv: -kv[1])
    counts = [v for _, v in items]
    assert counts[n - 1] != counts[n] and (n == 1 or counts[n - 2] != counts[n - 1]), items[:n + 1]
    return items[n - 1][0]


def region_code(name):
    ids = {r["id"] for r in AR if r["name"] == name}
    assert len(ids) == 1, (name, ids)
    return ids.pop()


LIC_BY_NAME = {r["name"]: r for r in LIC}


def licence_of(station):
    return LIC_BY_NAME[station["businessLicense"]]


Q = []


def q(question, answer, shape, lang="zh"):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def yn(b, lang="zh"):
    if lang == "zh":
        return ["是"] if b else ["否"]
    return ["yes"] if b else ["no"]


# ---------------------------------------------------------------- 加油站 (gas stations)
r = one(GS, name="宁波新奥燃气有限公司福庆南路CNG加气站")
q("宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？", r["manager"], "property")

q("加油站按级别统计一下，各级别分别有多少座？", group_count(GS, "level"), "group_count")

q("鄞州区所有加油站的职工人数加起来是多少？",
  fmt(sum(num(r["employeeCount"]) for r in where(GS, county="鄞州区") if r["employeeCount"])),
  "sum")

q("总设计储量最大的加油站是哪一个？", ranked(GS, "totalDesignStorage", 1), "superlative")

q("哪些加油站构成重大危险源？", names(where(GS, isMajorDangerSource="是")), "list")

q("成立日期在2017年及以后的加油站有几座？",
  str(sum(1 for r in GS if pdate(r["buildTime"]) and pdate(r["buildTime"]) >= datetime.date(2017, 1, 1))),
  "count")

r = one(GS, name="宁波市汽车燃气有限公司梅墟加气站")
q("宁波市汽车燃气有限公司梅墟加气站的经营许可证哪天失效？", licence_of(r)["invalidDate"], "multihop")

valid = [g["name"] for g in GS if g["businessLicense"] in LIC_BY_NAME
         and pdate(LIC_BY_NAME[g["businessLicense"]]["invalidDate"])
         and pdate(LIC_BY_NAME[g["businessLicense"]]["invalidDate"]) >= AS_OF]
q("截至2023年10月15日，经营许可证还没失效的加油站有哪些？", valid, "multihop")

a = one(GS, name="中海油浙江新能源有限公司集运加气站")
b = one(GS, name="中海油浙江新能源有限公司集翔路加气站")
assert num(a["employeeCount"]) != num(b["employeeCount"])
q("中海油浙江新能源有限公司集运加气站和中海油浙江新能源有限公司集翔路加气站，哪个职工人数多？",
  a["name"] if num(a["employeeCount"]) > num(b["employeeCount"]) else b["name"], "compare")

q("职工人数最多的前3座加油站是哪些？", ranked(GS, "employeeCount", 3), "topn")

rs = [num(r["totalDesignStorage"]) for r in where(GS, operationSubject="中石油") if r["totalDesignStorage"]]
q("运营主体是中石油的加油站，平均总设计储量是多少？", fmt(sum(rs) / len(rs)), "avg")

q("镇海区的加油站里，运营主体不是中海油的有哪些？",
  [r["name"] for r in where(GS, county="镇海区") if r["operationSubject"] != "中海油"], "list")

r = one(GS, name="宁波兴光燃气集团有限公司永平加气站")
q("和宁波兴光燃气集团有限公司永平加气站在同一个区的其他加油站有哪些？",
  [g["name"] for g in where(GS, county=r["county"]) if g["name"] != r["name"]], "multihop")

r = one(GS, name="绍兴金帝天然气有限公司")
q("绍兴金帝天然气有限公司所在区县的行政区划代码是多少？", region_code(r["county"]), "multihop")

r = one(GS, name="天台华润燃气有限公司")
q("天台华润燃气有限公司所在的县一共有多少处宗教场所？", str(len(where(RP, county=r["county"]))), "multihop")

top_county = nth_group(GS, "county", 1)
q("加油站最多的那个区县，有多少处宗教场所？", str(len(where(RP, county=top_county))), "multihop")

n2021 = sum(1 for g in GS if g["businessLicense"] in LIC_BY_NAME
            and pdate(LIC_BY_NAME[g["businessLicense"]]["invalidDate"])
            and pdate(LIC_BY_NAME[g["businessLicense"]]["invalidDate"]).year == 2021)
q("经营许可证在2021年内失效的加油站有几座？", str(n2021), "multihop")

r = one(GS, name="杭州萧山环能实业有限公司")
q("Is 杭州萧山环能实业有限公司 classified as a major hazard source?",
  yn(r["isMajorDangerSource"] == "是", "en"), "yesno", "en")

rs = [num(r["employeeCount"]) for r in where(GS, operationSubject="华润燃气") if r["employeeCount"]]
q("What is the average number of employees of the gas stations operated by 华润燃气?",
  fmt(sum(rs) / len(rs)), "avg", "en")

# ---------------------------------------------------------------- 医疗机构 (medical)
q("浙江省肿瘤医院的电话是多少？", one(MED, name="浙江省肿瘤医院")["phoneNumber"], "property")

q("三级医院一共有多少家？", str(len(where(MED, category="医院", level="三级"))), "count")

q("医疗机构按类别分别有多少家？", group_count(MED, "category"), "group_count")

q("级别是二级的社区卫生服务中心是哪家？", names(where(MED, category="社区卫生服务中心", level="二级")), "list")

r = one(MED, name="浙江萧山医院")
q("Is 浙江萧山医院 a 三级 (tertiary-level) hospital?",
  yn(r["category"] == "医院" and r["level"] == "三级", "en"), "yesno", "en")

q("门诊部诊所医务室村卫生室这一类里，级别不是一级的有哪些？",
  [r["name"] for r in where(MED, category="门诊部诊所医务室村卫生室") if r["level"] != "一级"], "list")

# ---------------------------------------------------------------- 宗教场所 (religious places)
q("建德市慧华寺占地面积多大？", one(RP, name="建德市慧华寺")["area"], "property")

q("温州市的宗教场所按宗教分别有多少个？", group_count(where(RP, city="温州市"), "religion"), "group_count")

q("占地面积最大的宗教场所是哪个？", ranked(RP, "area", 1), "superlative")

q("建筑面积最大的前三个道教场所是哪几个？", ranked(where(RP, religion="道教"), "buildingArea", 3), "topn")

q("宗教场所数量第二多的区县是哪个？", nth_group(RP, "county", 2), "rank")

q("天主教场所数量排第三的城市是哪个？", nth_group(where(RP, religion="天主教"), "city", 3), "rank")

q("批准日期在2020年及以后的宗教场所有哪些？",
  [r["name"] for r in RP if pdate(r["approvalDate"]) and pdate(r["approvalDate"]) >= datetime.date(2020, 1, 1)],
  "list")

lo = datetime.date(2020, 10, 15)
q("近3年（截至2023年10月15日）登记的宗教场所有多少个？",
  str(sum(1 for r in RP if pdate(r["registrationTime"]) and lo <= pdate(r["registrationTime"]) <= AS_OF)),
  "count")

q("嵊泗县宗教场所的建筑面积合计是多少？",
  fmt(sum(num(r["buildingArea"]) for r in where(RP, county="嵊泗县") if r["buildingArea"])), "sum")

rs = [num(r["area"]) for r in where(RP, religion="伊斯兰教") if r["area"]]
q("伊斯兰教场所的平均占地面积是多少？", fmt(sum(rs) / len(rs)), "avg")

r = one(RP, name="宁波江北延生禅寺")
q("宁波江北延生禅寺属于寺观教堂类吗？", yn(r["category"] == "寺观教堂"), "yesno")

a = one(RP, name="建德市慧华寺")
b = one(RP, name="慈溪市海月寺")
assert num(a["area"]) != num(b["area"])
q("建德市慧华寺和慈溪市海月寺，哪个占地面积更大？",
  a["name"] if num(a["area"]) > num(b["area"]) else b["name"], "compare")

q("青田县既不是佛教也不是基督教的宗教场所有多少个？",
  str(sum(1 for r in where(RP, county="青田县") if r["religion"] not in ("佛教", "基督教"))), "count")

q("全真教场所在各城市的分布情况？", group_count(where(RP, religiousType="全真教"), "city"), "group_count")

r = one(RP, name="瑞安市芳庄乡九龙头基督教堂")
q("瑞安市芳庄乡九龙头基督教堂所在县的行政区划代码是什么？", region_code(r["county"]), "multihop")

r = one(SCH, name="浙江慈云佛学院")
q("浙江慈云佛学院所在的县有多少个佛教场所？", str(len(where(RP, county=r["county"], religion="佛教"))), "multihop")

r = one(ASC, name="萧山区佛教协会")
q("萧山区佛教协会所在的区有多少个佛教场所？", str(len(where(RP, county=r["county"], religion="佛教"))), "multihop")

r = one(ASC, name="东阳市天主教爱国会")
q("东阳市天主教爱国会所在城市一共有多少个天主教场所？", str(len(where(RP, city=r["city"], religion="天主教"))), "multihop")

r = one(SCH, name="浙江道教学院")
q("How many 道教 (Taoist) religious places are there in the county where 浙江道教学院 is located?",
  str(len(where(RP, county=r["county"], religion="道教"))), "multihop", "en")

q("Which 伊斯兰教 religious place has the largest building area?",
  ranked(where(RP, religion="伊斯兰教"), "buildingArea", 1), "superlative", "en")

q("How many religious places in 舟山市 were approved in 2016 or later?",
  str(sum(1 for r in where(RP, city="舟山市")
          if pdate(r["approvalDate"]) and pdate(r["approvalDate"]) >= datetime.date(2016, 1, 1))),
  "count", "en")

# ---------------------------------------------------------------- 协会 (associations)
q("东阳市天主教爱国会是什么时候登记的？", one(ASC, name="东阳市天主教爱国会")["registrationTime"], "property")

q("类别是省团体的协会有哪些？", names(where(ASC, category="省团体")), "list")

q("协会按所属宗教统计，各有多少个？", group_count(ASC, "religion"), "group_count")

q("所属宗教是道教的协会里，2010年及以后登记的有几个？",
  str(sum(1 for r in where(ASC, religion="道教")
          if pdate(r["registrationTime"]) and pdate(r["registrationTime"]) >= datetime.date(2010, 1, 1))),
  "count")

q("登记时间最早的伊斯兰教协会是哪个？",
  ranked(where(ASC, religion="伊斯兰教"), "registrationTime", 1, desc=False, conv=pdate), "superlative")

r = one(SCH, name="浙江神学院")
q("How many 基督教 (Christian) associations are there in the city where 浙江神学院 is located?",
  str(len(where(ASC, city=r["city"], religion="基督教"))), "multihop", "en")

r = one(ASC, name="萧山区佛教协会")
q("萧山区佛教协会所在的区有几家旅行社？", str(len(where(TAG, county=r["county"]))), "multihop")

r = one(ASC, name="浙江省伊斯兰教协会")
q("How many religious places are located in the same district as 浙江省伊斯兰教协会?",
  str(len(where(RP, county=r["county"]))), "multihop", "en")

# ---------------------------------------------------------------- 学校 (religious schools)
q("在校生最多的宗教院校是哪所？", ranked(SCH, "studentCount", 1), "superlative")

q("佛教院校的在校生一共有多少人？",
  fmt(sum(num(r["studentCount"]) for r in where(SCH, religion="佛教") if r["studentCount"])), "sum")

a = one(SCH, name="杭州佛学院")
b = one(SCH, name="浙江佛学院温州佛学院")
assert num(a["professorCount"]) != num(b["professorCount"])
q("杭州佛学院和温州佛学院，谁的专职教师多？",
  a["name"] if num(a["professorCount"]) > num(b["professorCount"]) else b["name"], "compare")

q("不属于佛教的学校有哪些？", [r["name"] for r in SCH if r["religion"] and r["religion"] != "佛教"], "list")

q("When was 杭州佛学院 established?", one(SCH, name="杭州佛学院")["establishmentDate"], "property", "en")

r = one(SCH, name="浙江道教学院")
q("和浙江道教学院在同一个县的另一所学校是哪所？",
  [s["name"] for s in where(SCH, county=r["county"]) if s["name"] != r["name"]], "multihop")

# ---------------------------------------------------------------- 旅游景点 (scenic spots)
q("宁波有哪些5A景区？", names(where(TOUR, city="宁波市", level="AAAAA")), "list")

q("5A景区按城市统计各有几个？", group_count(where(TOUR, level="AAAAA"), "city"), "group_count")

q("舟山市不是3A级的景区有多少个？",
  str(sum(1 for r in where(TOUR, city="舟山市") if r["level"] != "AAA")), "count")

q("How many AAAAA-rated scenic spots are there in the data in total?",
  str(len(where(TOUR, level="AAAAA"))), "count", "en")

q("4A景区数量第二多的城市是哪个？", nth_group(where(TOUR, level="AAAA"), "city", 2), "rank")

r = one(TOUR, name="江山最美碗窑景区")
q("江山最美碗窑景区所在的城市有多少家旅行社？", str(len(where(TAG, city=r["city"]))), "multihop")

top_city = nth_group(TAG, "city", 1)
q("旅行社最多的城市有几个4A景区？", str(len(where(TOUR, city=top_city, level="AAAA"))), "multihop")

r = one(TOUR, name="南湖旅游区")
q("南湖旅游区所在的城市一共有几个4A景区？", str(len(where(TOUR, city=r["city"], level="AAAA"))), "multihop")

# ---------------------------------------------------------------- 旅行社 (travel agencies)
q("浙江邮电旅行社有限公司的传真号是多少？", one(TAG, name="浙江邮电旅行社有限公司")["faxNumber"], "property")

q("What is the English name of 安吉乐途旅行社有限公司?",
  one(TAG, name="安吉乐途旅行社有限公司")["englishName"], "property", "en")

q("业务范围包含出境组团业务的旅行社有多少家？",
  str(sum(1 for r in TAG if "出境组团业务" in r["businessScope"])), "count")

r = one(TAG, name="建德中国旅行社有限公司")
q("建德中国旅行社有限公司的业务范围包括出境组团业务吗？", yn("出境组团业务" in r["businessScope"]), "yesno")

q("Which travel agency holds licence number L-ZJ00848?", names(where(TAG, licenseNumber2="L-ZJ00848")),
  "property", "en")

c = Counter(r["county"] for r in TAG if r["county"] and r["county"] != "市辖区")
items = sorted(c.items(), key=lambda kv: -kv[1])
assert len({v for _, v in items[:3]}) == 3 and items[2][1] != items[3][1], items[:4]
q("Which three districts or counties have the most travel agencies, not counting the 市辖区 entries? List them from most to fewest.",
  [k for k, _ in items[:3]], "topn", "en")

# ---------------------------------------------------------------- 政府机构 / 行政区 / 许可证
q("政府机构里名称含“民政局”的有多少个？", str(sum(1 for r in GOV if "民政局" in r["name"])), "count")

q("政府机构名单里有国务院吗？", yn(any(r["name"] == "国务院" for r in GOV)), "yesno")

r = one(SCH, name="杭州佛学院")
q("杭州佛学院所在区的行政区划代码是多少？", region_code(r["county"]), "multihop")

q("地级行政区都有哪些？", sorted({r["name"] for r in AR if r["label"] == "地级行政区"}), "list")

q("Which licence has the latest expiry (invalid) date?", ranked(LIC, "invalidDate", 1, conv=pdate),
  "superlative", "en")

q("Which administrative region has the code 330683?",
  sorted({r["name"] for r in AR if r["id"] == "330683"}), "property", "en")

# ---------------------------------------------------------------- finish
for i, x in enumerate(Q, 1):
    x_id = "affairqa-r46-%02d" % i
    Q[i - 1] = {"id": x_id, "question": x["question"], "answer": x["answer"],
                "shape": x["shape"], "lang": x["lang"]}

n_zh = sum(1 for x in Q if x["lang"] == "zh")
n_en = sum(1 for x in Q if x["lang"] == "en")
print("total", len(Q), "zh", n_zh, "en", n_en)
assert len(Q) == 80, len(Q)
assert n_zh == 65 and n_en == 15, (n_zh, n_en)
assert len({x["question"] for x in Q}) == 80
for x in Q:
    assert x["answer"] and all(a != "" for a in x["answer"]), x

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
    f.write("\n")

for x in Q:
    print(x["id"], x["lang"], x["shape"], "|", x["question"], "=>", x["answer"])
