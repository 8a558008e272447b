#!/usr/bin/env python3
"""Round 25 held-out benchmark: logical-form plans in the style KAG's planner writes at run time.

50 questions (24 AffairQA, 13 supply chain, 13 risk mining), each with 2-3 plan attempts, exactly
one attempt per question marked "last" (the plan KAG would finally answer from).

* AffairQA plans use the run-time dialect of kag-affairqa/plans.json: ``get_spo(s=..., p=...,
  o=..., sub_query=...)``, ``get(alias_name=..., alias_name_set=[...])``, ``count(alias_name=...,
  set=...)``, Chinese step texts, predicates in the planner's own words, ``Entity`` or a Chinese
  type name (sometimes wrong), ``output `...` answer:`` steps.
* Supply-chain and risk-mining plans use the Retrieval / Math / Deduce / output dialect of
  kag-plans/plans.json (backticked names, free-text Math targets, ``Output:`` lines).

Gold answers are computed here with the csv module over the raw CSVs in shared/datasets
(as-of date 2023-10-15 for anything relative; "the last N days" = dates fewer than N days before
it).  Four questions have gold [] (the tables do not hold the answer): aq-23, aq-24, sc-13, rm-13.

Writes six files to ../plans/:
  r25-affairqa-{plans,questions}.json, r25-supplychain-{plans,questions}.json,
  r25-riskmining-{plans,questions}.json
"""
import collections
import csv
import datetime
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]                       # /work/main
DATASETS = ROOT.parent / "shared" / "datasets"
OUT = HERE.parent / "plans"
AS_OF = datetime.date(2023, 10, 15)

if not DATASETS.is_dir():
    sys.exit(f"datasets folder missing: {DATASETS}")


def load(path):
    p = DATASETS / path
    if not p.is_file():
        sys.exit(f"missing table: {p}")
    with open(p, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def header(path):
    with open(DATASETS / path, encoding="utf-8-sig", newline="") as fh:
        return next(csv.reader(fh))


def num(s):
    v = float(s)
    return str(int(v)) if v == int(v) else str(v)


def ymd(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def slash_date(s):
    y, m, d = (int(x) for x in s.split("/"))
    return datetime.date(y, m, d)


def one(rows, **kw):
    hit = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hit) == 1, (kw, len(hit))
    return hit[0]


def J(*lines):
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# AffairQA dialect helpers
# --------------------------------------------------------------------------------------------

def spo(n, step, s, p, o, sq=None, lead=""):
    sq = step if sq is None else sq
    return J(f"Step{n}: {step}",
             f"Action{n}: get_spo(s={s} ,p={p},o={o} ,sub_query={lead}{sq})")


def out(n, var, q, vars_=None):
    vars_ = vars_ or [var]
    return J(f"Step{n}: output `{q}` answer:",
             f"Action{n}: get(alias_name={var},alias_name_set=[{',  '.join(vars_)}],"
             f"sub_query=output `{q}` answer:)")


def getv(n, step, var, vars_=None, lead=" "):
    vars_ = vars_ or [var]
    return J(f"Step{n}: {step}",
             f"Action{n}: get(alias_name={var},alias_name_set=[{',  '.join(vars_)}],"
             f"sub_query={lead}{step})")


def cnt(n, step, alias, set_, lead=" "):
    return J(f"Step{n}: {step}",
             f"Action{n}: count(alias_name={alias},set={set_},sub_query={lead}{step})")


def sm(n, step, alias, set_, lead=" "):
    return J(f"Step{n}: {step}",
             f"Action{n}: sum(alias_name={alias},set={set_},sub_query={lead}{step})")


# --------------------------------------------------------------------------------------------
# AffairQA questions and gold
# --------------------------------------------------------------------------------------------
AQ = "kag-affairqa/sources/"
gas = load(AQ + "加油站.csv")
med = load(AQ + "医疗机构.csv")
assoc = load(AQ + "协会.csv")
school = load(AQ + "学校.csv")
relig = load(AQ + "宗教场所.csv")
travel = load(AQ + "旅行社.csv")
scenic = load(AQ + "旅游景点.csv")
region = load(AQ + "行政区.csv")
lic = load(AQ + "许可证.csv")


def license_of(station):
    return one(lic, name=one(gas, name=station)["businessLicense"])


def region_code(name):
    codes = {r["id"] for r in region if r["name"] == name}
    assert len(codes) == 1, (name, codes)   # duplicate rows exist, but they agree
    return codes.pop()


MEIXU = "宁波市汽车燃气有限公司梅墟加气站"
RENMIN = "宁波市汽车燃气有限公司人民路加气站"
HUANNENG = "杭州萧山环能实业有限公司"
YONGSHI = "余姚市甬石石油燃气有限公司"
XINGDA = "宁波市汽车燃气有限公司兴达加气站"


def aq_max(rows, col):
    vals = [(float(r[col]), r["name"]) for r in rows if r[col]]
    top = max(v for v, _ in vals)
    names = [n for v, n in vals if v == top]
    assert len(names) == 1, names
    return names


def aq_cmp(rows, a, b, col, key, want):
    va, vb = key(one(rows, name=a)[col]), key(one(rows, name=b)[col])
    assert va != vb
    return [a if (va > vb) == (want == "max") else b]


aq_items = []


def aq(shape, lang, question, answer, plans):
    aq_items.append((shape, lang, question, answer, plans))


# 01 property
q = "浙江道教学院的在校生数量是多少？"
aq("property", "zh", q, [one(school, name="浙江道教学院")["studentCount"]], [
    (J(spo(1, "查询浙江道教学院的招生规模", "s1:Entity[浙江道教学院]", "p1:招生规模", "o1:Entity"),
       out(2, "o1", "浙江道教学院的招生规模是多少？")), False),
    (J(spo(1, "查询浙江道教学院的在校生数量", "s1:学校[浙江道教学院]", "p1:在校生数量", "o1:Entity", lead=" "),
       out(2, "o1", q)), True),
])

# 02 property
q = "嵊泗县佛教协会的登记证号是什么？"
aq("property", "zh", q, [one(assoc, name="嵊泗县佛教协会")["registrationCertificateNumber"]], [
    (J(spo(1, "查询嵊泗县佛教协会的登记机关", "s1:Entity[嵊泗县佛教协会]", "p1:登记机关", "o1:Entity"),
       spo(2, "查询登记机关颁发的证号", "s2:Entity", "p2:颁发", "o2:Entity", lead=" "),
       getv(3, "输出登记证号", "o2")), False),
    (J(spo(1, "查询嵊泗县佛教协会的类型", "s1:协会[嵊泗县佛教协会]", "p1:类型", "o1:Entity"),
       spo(2, "查询嵊泗县佛教协会的登记证号", "s1:协会[嵊泗县佛教协会]", "p2:登记证号", "o2:Entity"),
       out(3, "o2", q)), True),
])

# 03 property
q = "乐清市南岳镇大崧教堂的建筑面积是多少？"
aq("property", "zh", q, [one(relig, name="乐清市南岳镇大崧教堂")["buildingArea"]], [
    (J(spo(1, "查询乐清市南岳镇大崧教堂的面积", "s1:Entity[乐清市南岳镇大崧教堂]", "p1:面积", "o1:Entity", lead=" "),
       out(2, "o1", "乐清市南岳镇大崧教堂的面积是多少？")), False),
    (J(spo(1, "查询乐清市南岳镇大崧教堂的建筑面积", "s1:宗教场所[乐清市南岳镇大崧教堂]", "p1:建筑面积", "o1:Entity"),
       out(2, "o1", q)), True),
])

# 04 property (en)
q = "What is the license number of 浙江邮电旅行社有限公司?"
aq("property", "en", q, [one(travel, name="浙江邮电旅行社有限公司")["licenseNumber"]], [
    (J(spo(1, "查询浙江邮电旅行社有限公司的经营许可证", "s1:Entity[浙江邮电旅行社有限公司]", "p1:经营许可证", "o1:许可证"),
       spo(2, "查询该许可证的生效日期", "o1:许可证", "p2:生效日期", "o2:Entity", lead=" "),
       out(3, "o2", q)), False),
    (J(spo(1, "查询浙江邮电旅行社有限公司的许可证号", "s1:旅行社[浙江邮电旅行社有限公司]", "p1:许可证号", "o1:Entity"),
       out(2, "o1", q)), True),
])

# 05 property
q = "乌镇景区的级别是什么？"
aq("property", "zh", q, [one(scenic, name="乌镇景区")["level"]], [
    (J(spo(1, "查询乌镇景区所在的城市", "s1:Entity[乌镇景区]", "p1:所在城市", "o1:Entity"),
       spo(2, "查询乌镇景区的景区等级", "s1:Entity[乌镇景区]", "p2:景区等级", "o2:Entity"),
       out(3, "o1", q)), False),
    (J(spo(1, "查询乌镇景区的级别", "s1:旅游景点[乌镇景区]", "p1:级别", "o1:Entity", lead=" "),
       out(2, "o1", q)), True),
    (J(spo(1, "查询乌镇景区的A级评定", "s1:景区[乌镇景区]", "p1:A级", "o1:Entity"),
       getv(2, "输出乌镇景区的级别", "o1")), False),
])

# 06 relation hop: station -> licence -> invalid date
q = f"{HUANNENG}的经营许可证什么时候失效？"
aq("relation-hop", "zh", q, [license_of(HUANNENG)["invalidDate"]], [
    (J(spo(1, f"查询{HUANNENG}的失效日期", f"s1:Entity[{HUANNENG}]", "p1:失效日期", "o1:Entity"),
       out(2, "o1", q)), False),
    (J(spo(1, f"查询{HUANNENG}的经营许可证", f"s1:加油站[{HUANNENG}]", "p1:经营许可证", "o1:许可证", lead=" "),
       out(2, "o1", f"{HUANNENG}的经营许可证是什么？")), False),
    (J(spo(1, f"查询{HUANNENG}的经营许可证", f"s1:加油站[{HUANNENG}]", "p1:经营许可证", "o1:许可证"),
       spo(2, "查询该经营许可证的失效日期", "o1:许可证", "p2:失效日期", "o2:Entity"),
       out(3, "o2", q)), True),
])

# 07 relation hop: station -> licence -> effective date
q = f"{YONGSHI}所持经营许可证的生效日期是哪天？"
aq("relation-hop", "zh", q, [license_of(YONGSHI)["effectiveDate"]], [
    (J(spo(1, f"查询{YONGSHI}持有的经营许可证", f"s1:Entity[{YONGSHI}]", "p1:经营许可证号", "o1:Entity", lead=" "),
       spo(2, "查询该许可证的生效日期", "o1:许可证", "p2:生效日期", "o2:Entity", lead=" "),
       out(3, "o2", q)), True),
    (J(spo(1, f"查询{YONGSHI}的成立日期", f"s1:Entity[{YONGSHI}]", "p1:成立日期", "o1:Entity"),
       out(2, "o1", q)), False),
])

# 08 two-hop: station -> county -> region code
q = f"{MEIXU}所在区县的行政区划代码是多少？"
aq("two-hop", "zh", q, [region_code(one(gas, name=MEIXU)["county"])], [
    (J(spo(1, f"查询{MEIXU}所在的区县", f"s1:加油站[{MEIXU}]", "p1:所在县区", "o1:行政区"),
       out(2, "o1", f"{MEIXU}位于哪个区县？")), False),
    (J(spo(1, f"查询{MEIXU}所在的区县", f"s1:加油站[{MEIXU}]", "p1:所在县区", "o1:行政区", lead=" "),
       spo(2, "查询该区县的行政区划代码", "o1:行政区", "p2:行政区划代码", "o2:Entity", lead=" "),
       out(3, "o2", q)), True),
])

# 09 count
q = "南湖区有多少个加油站？"
aq("count", "zh", q, [str(sum(1 for r in gas if r["county"] == "南湖区"))], [
    (J(spo(1, "查询南湖区包含的加油站", "s1:Entity[南湖区]", "p1:包含", "o1:加油站"),
       cnt(2, "统计加油站数量", "count1", "o1"),
       out(3, "o1", q)), False),
    (J(spo(1, "查询所在区县为南湖区的加油站", "s1:加油站", "p1:所在县区", "o1:Entity[南湖区]"),
       cnt(2, "统计南湖区加油站的数量", "count1", "s1"),
       out(3, "count1", q)), True),
])

# 10 count
q = "构成重大危险源的加油站有几个？"
aq("count", "zh", q, [str(sum(1 for r in gas if r["isMajorDangerSource"] == "是"))], [
    (J(spo(1, "查询构成重大危险源的加油站", "s1:加油站", "p1:是否构成重大危险源", "o1:Entity[是]", lead=" "),
       cnt(2, "统计构成重大危险源的加油站数量", "count1", "s1"),
       out(3, "count1", q)), True),
    (J(spo(1, "查询重大危险源包括哪些加油站", "s1:Entity[重大危险源]", "p1:包括", "o1:加油站"),
       out(2, "o1", q)), False),
])

# 11 count
q = "所属宗教为佛教的学校有几所？"
aq("count", "zh", q, [str(sum(1 for r in school if r["religion"] == "佛教"))], [
    (J(spo(1, "查询佛教开办的学校", "s1:Entity[佛教]", "p1:开办", "o1:学校"),
       cnt(2, "统计佛教学校的数量", "count1", "o1")), False),
    (J(spo(1, "查询所属宗教为佛教的学校", "s1:学校", "p1:所属宗教", "o1:Entity[佛教]"),
       cnt(2, "统计学校数量", "count1", "s1"),
       out(3, "count1", q)), True),
])

# 12 count
q = "类别为省本级定点的医疗机构有多少家？"
aq("count", "zh", q, [str(sum(1 for r in med if r["category"] == "省本级定点"))], [
    (J(spo(1, "查询类别为省本级定点的医疗机构", "s1:医疗机构", "p1:类别", "o1:Entity[省本级定点]", lead=" "),
       cnt(2, "统计医疗机构的数量", "count1", "s1"),
       out(3, "count1", q)), True),
    (J(spo(1, "查询级别为省本级的医疗机构", "s1:医疗机构", "p1:级别", "o1:Entity[省本级]"),
       cnt(2, "统计医疗机构的数量", "count1", "s1"),
       out(3, "count1", q)), False),
])

# 13 sum (employeeCount of the stations in 镇海区)
q = "镇海区所有加油站的职工人数加起来是多少？"
aq("sum", "zh", q, [num(sum(float(r["employeeCount"]) for r in gas if r["county"] == "镇海区"))], [
    (getv(1, "输出职工人数总和", "sum1"), False),
    (J(spo(1, "查询镇海区的加油站", "s1:加油站", "p1:所在县区", "o1:行政区[镇海区]"),
       spo(2, "查询这些加油站的员工数量", "s1", "p2:员工数量", "o2:Entity", lead=" "),
       cnt(3, "统计员工数量", "count1", "o2"),
       out(4, "count1", q)), False),
    (J(spo(1, "查询位于镇海区的加油站", "s1:加油站", "p1:所在县区", "o1:行政区[镇海区]"),
       spo(2, "查询这些加油站的职工人数", "s1:加油站", "p2:职工人数", "o2:Entity"),
       sm(3, "计算职工人数之和", "sum1", "o2"),
       out(4, "sum1", q)), True),
])

# 14 sum (students of the schools in 台州市)
q = "位于台州市的学校在校生总数是多少？"
aq("sum", "zh", q, [num(sum(float(r["studentCount"]) for r in school if r["city"] == "台州市"))], [
    (J(spo(1, "查询位于台州市的学校", "s1:学校", "p1:所在城市", "o1:Entity[台州市]"),
       spo(2, "查询这些学校的在校生数量", "s1", "p2:在校生数量", "o2:Entity"),
       sm(3, "计算在校生数量总和", "sum1", "o2"),
       out(4, "sum1", q)), True),
    (J(spo(1, "查询台州市的学校", "s1:Entity[台州市]", "p1:学校", "o1:学校", lead=" "),
       cnt(2, "统计学校的数量", "count1", "o1"),
       out(3, "count1", q)), False),
])

# 15 comparison of two named stations (earlier founding)
q = f"{MEIXU}和{RENMIN}，哪个成立得更早？"
aq("comparison", "zh", q, aq_cmp(gas, MEIXU, RENMIN, "buildTime", slash_date, "min"), [
    (J(spo(1, f"查询{MEIXU}的成立日期", f"s1:加油站[{MEIXU}]", "p1:成立日期", "o1:Entity"),
       out(2, "o1", q)), False),
    (J(spo(1, f"查询{MEIXU}的成立日期", f"s1:加油站[{MEIXU}]", "p1:成立日期", "o1:Entity"),
       spo(2, f"查询{RENMIN}的成立日期", f"s2:加油站[{RENMIN}]", "p2:成立日期", "o2:Entity"),
       J("Step3: 比较两个加气站的成立日期，找出成立更早的", "Action3: compare(set=[o1,o2], op=min)")), True),
])

# 16 comparison of two named schools (more students)
A, B = "浙江神学院", "浙江慈云佛学院"
q = f"{A}和{B}，哪所学校的在校生更多？"
aq("comparison", "zh", q, aq_cmp(school, A, B, "studentCount", float, "max"), [
    (J(spo(1, f"查询{A}的在校生人数", f"s1:学校[{A}]", "p1:在校生人数", "o1:Entity", lead=" "),
       spo(2, f"查询{B}的在校生人数", f"s2:学校[{B}]", "p2:在校生人数", "o2:Entity", lead=" "),
       J("Step3: 比较两所学校的在校生人数", "Action3: compare(set=[o1,o2], op=max)")), True),
    (J(spo(1, f"查询{A}的招生规模", f"s1:Entity[{A}]", "p1:批准办学规模", "o1:Entity"),
       spo(2, f"查询{B}的招生规模", f"s2:Entity[{B}]", "p2:批准办学规模", "o2:Entity"),
       out(3, "o1", q, ["o1", "o2"])), False),
])

# 17 comparison (en), earlier registration
A, B = "岱山县佛教协会", "嵊泗县佛教协会"
q = f"Which was registered earlier, {A} or {B}?"
aq("comparison", "en", q, aq_cmp(assoc, A, B, "registrationTime", slash_date, "min"), [
    (J(spo(1, f"查询{A}的成立时间", f"s1:Entity[{A}]", "p1:成立时间", "o1:Entity"),
       out(2, "o1", q)), False),
    (J(spo(1, f"查询{A}的登记时间", f"s1:协会[{A}]", "p1:登记时间", "o1:Entity"),
       spo(2, f"查询{B}的登记时间", f"s2:协会[{B}]", "p2:登记时间", "o2:Entity"),
       J("Step3: 比较两个协会的登记时间，找出更早登记的协会", "Action3: compare(set=[o1,o2], op=min)")), True),
])

# 18 superlative (gas station with most employees)
q = "职工人数最多的加油站是哪一个？"
aq("superlative", "zh", q, aq_max(gas, "employeeCount"), [
    (J(spo(1, "查询所有加油站的职工人数", "s1:加油站", "p1:职工人数", "o1:Entity"),
       out(2, "o1", q)), False),
    (J(spo(1, "查询所有加油站的职工人数", "s1:加油站", "p1:职工人数", "o1:Entity", lead=" "),
       J("Step2: 按职工人数从高到低排序取第一", "Action2: sort(set=s1, orderby=o1, direction=max, limit=1)"),
       out(3, "s1", q)), True),
])

# 19 superlative (school with most teachers)
q = "教师人数最多的学校是哪所？"
aq("superlative", "zh", q, aq_max(school, "teacherCount"), [
    (J(spo(1, "查询各学校的教师人数", "s1:学校", "p1:教师人数", "o1:Entity"),
       J("Step2: 找出教师人数最多的学校", "Action2: sort(set=s1, orderby=o1, direction=max, limit=1)"),
       out(3, "s1", q)), True),
    (J(spo(1, "查询各学校的教职工人数", "s1:Entity", "p1:职工人数", "o1:Entity", lead=" "),
       J("Step2: 找出人数最多的学校", "Action2: sort(set=s1, orderby=o1, direction=max, limit=1)"),
       out(3, "s1", q)), False),
])

# 20 filter
q = "运营主体为中石油的加油站有哪些？"
aq("filter", "zh", q, [r["name"] for r in gas if r["operationSubject"] == "中石油"], [
    (J(spo(1, "查询运营主体为中国石油的加油站", "s1:加油站", "p1:运营主体", "o1:Entity[中国石油]"),
       out(2, "s1", q)), False),
    (J(spo(1, "查询运营主体为中石油的加油站", "s1:加油站", "p1:运营主体", "o1:Entity[中石油]", lead=" "),
       out(2, "s1", q)), True),
])

# 21 filter (single answer)
q = "类别为卫生院的医疗机构是哪家？"
aq("filter", "zh", q, [r["name"] for r in med if r["category"] == "卫生院"], [
    (J(spo(1, "查询级别为卫生院的医疗机构", "s1:医疗机构", "p1:级别", "o1:Entity[卫生院]"),
       out(2, "s1", q)), False),
    (J(spo(1, "查询类别为卫生院的医疗机构", "s1:医疗机构", "p1:类别", "o1:Entity[卫生院]"),
       out(2, "s1", q)), True),
])

# 22 filter (en)
q = "Which schools are located in 天台县?"
aq("filter", "en", q, [r["name"] for r in school if r["county"] == "天台县"], [
    (J(spo(1, "查询所在区县为天台县的学校", "s1:学校", "p1:所在区县", "o1:行政区[天台县]"),
       out(2, "s1", q)), True),
    (J(spo(1, "查询天台县的学校", "s1:Entity[天台县]", "p1:学校", "o1:Entity", lead=" "),
       spo(2, "查询这些学校的类型", "o1", "p2:类型", "o2:Entity", lead=" "),
       out(3, "o2", q)), False),
])

# 23 missing: gas stations carry no phone column
assert "phoneNumber" not in header(AQ + "加油站.csv")
q = f"{XINGDA}的联系电话是多少？"
aq("missing", "zh", q, [], [
    (J(spo(1, f"查询{XINGDA}的电话号码", f"s1:Entity[{XINGDA}]", "p1:电话号码", "o1:Entity"),
       out(2, "o1", f"{XINGDA}的电话号码是多少？")), False),
    (J(spo(1, f"查询{XINGDA}的联系电话", f"s1:加油站[{XINGDA}]", "p1:联系电话", "o1:Entity", lead=" "),
       out(2, "o1", q)), True),
])

# 24 missing: the scenic spot's phone cell is empty
_row = one(scenic, name="江山最美碗窑景区")
q = "江山最美碗窑景区的联系电话是多少？"
aq("missing", "zh", q, [_row["phoneNumber"]] if _row["phoneNumber"] else [], [
    (J(spo(1, "查询江山最美碗窑景区的电话号码", "s1:旅游景点[江山最美碗窑景区]", "p1:电话号码", "o1:Entity"),
       out(2, "o1", q)), True),
    (J(spo(1, "查询江山最美碗窑景区所在城市", "s1:Entity[江山最美碗窑景区]", "p1:所在城市", "o1:Entity", lead=" "),
       spo(2, "查询该城市旅游咨询电话", "o1", "p2:旅游咨询电话", "o2:Entity", lead=" "),
       out(3, "o2", q)), False),
])

# --------------------------------------------------------------------------------------------
# Supply chain
# --------------------------------------------------------------------------------------------
SC = "kag-supplychain/sources/"
company = load(SC + "Company.csv")
cname = {r["id"]: r["name"] for r in company}
cid = {r["name"]: r["id"] for r in company}
assert len(cid) == len(company)
ftrans = load(SC + "Company_fundTrans_Company.csv")
sc_person = load(SC + "Person.csv")
product = load(SC + "Product.csv")
prod_ind = {}
prod_down = {}
for r in product:          # 34 duplicate ids, all identical rows
    assert prod_ind.setdefault(r["id"], r["belongToIndustry"]) == r["belongToIndustry"]
    assert prod_down.setdefault(r["id"], r["hasSupplyChain"]) == r["hasSupplyChain"]
pce = load(SC + "ProductChainEvent.csv")

CH = "传化****限公司"
SJ = "三角***份限公司"


def outflow(name, pred=lambda d: True):
    return [r for r in ftrans if r["srcId"] == cid[name] and pred(ymd(r["transDate"]))]


def inflow(name, pred=lambda d: True):
    return [r for r in ftrans if r["dstId"] == cid[name] and pred(ymd(r["transDate"]))]


def amt(rows):
    return sum(int(r["transAmt"]) for r in rows)


def within(n):
    return lambda d: (AS_OF - d).days < n


def products(name):
    return [p for p in one(company, name=name)["product"].split(",") if p]


def main_supply(s):
    """mainSupply rule: o shares a supply-chain product link with s and sent > 50% of s's inflow."""
    total_in = amt(inflow(s))
    downs = set()
    for p in products(s):
        downs |= set(x for x in prod_down.get(p, "").split(",") if x)
    res = []
    for o in company:
        if o["name"] == s or not (set(products(o["name"])) & downs):
            continue
        got = amt([r for r in inflow(s) if r["srcId"] == o["id"]])
        if total_in and got * 1.0 / total_in > 0.5:
            res.append(o["name"])
    return res


def same_legal(name):
    res = []
    for p in sc_person:
        cos = p["legalRepresentative"].split(",")
        if name in cos:
            res += [c for c in cos if c != name and c not in res]
    return res


def prod_event_class(ev):
    # concept rule TaxOfProdEvent/价格上涨: index == 价格 and trend == 上涨
    return ["价格上涨"] if ev["index"] == "价格" and ev["trend"] == "上涨" else []


sc_items = []


def sc(shape, lang, question, answer, plans):
    sc_items.append((shape, lang, question, answer, plans))


def R(n, step, action):
    lines = [f"Step{n}:{step}", f"Action{n}:{action}"]
    return J(*lines)


# 01 period sum (July 2023 outflow of 传化)
q = f"2023年7月，{CH}一共向其他公司转出了多少资金？"
sc("period-sum", "zh", q, [str(amt(outflow(CH, lambda d: (d.year, d.month) == (2023, 7))))], [
    (J(R(1, f"查询{CH}的资金往来", f"Retrieval(s=s1:企业[`{CH}`], p=p1:资金往来, o=o1:企业)"),
       R(2, "计算转出资金总额", f"Math(content=[`o1`], target=`{CH}转出的资金总额`)->math2"),
       R(3, "输出math2", "output(math2)")), False),
    (J(R(1, f"查询{CH}向其他公司的转账记录", f"Retrieval(s=s1:企业[`{CH}`], p=p1:资金往来, o=o1:企业)"),
       R(2, "筛选交易日期在2023年7月的转账并求和",
         "Math(content=[`p1`], target=`交易日期在20230701到20230731之间的交易金额之和`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
])

# 02 derived fundTrans1Month (近1月流出)
q = f"As of 2023-10-15, how much money did {CH} transfer out in the last 30 days?"
sc("derived-window", "en", q, [str(amt(outflow(CH, within(30))))], [
    (J(R(1, f"What is the fund inflow of {CH} in the last month?",
         f"Retrieval(s=s1:Company[`{CH}`], p=p1:近1月流入, o=o1:Float)"),
       "Output:输出o1", "Action2:output(o1)"), False),
    (J(R(1, f"What is the fund outflow of {CH} in the last month?",
         f"Retrieval(s=s1:Company[`{CH}`], p=p1:近1月流出, o=o1:Float)"),
       R(2, "Output o1", "output(o1)")), True),
])

# 03 derived totalTransInAmt
q = f"{SJ}的总共流入金额是多少？"
sc("derived-sum", "zh", q, [str(amt(inflow(SJ)))], [
    (J(R(1, f"查询{SJ}的总共流入金额", f"Retrieval(s=s1:企业[`{SJ}`], p=p1:总共流入金额, o=o1:Float)"),
       "Output:输出o1", "Action2:output(o1)"), True),
    (J(R(1, f"查询{SJ}的资金往来", f"Retrieval(s=s1:企业[`{SJ}`], p=p1:资金往来, o=o1:企业)"),
       R(2, "计算资金往来金额之和", f"Math(content=[`o1`], target=`{SJ}转出的金额之和`)->math2"),
       R(3, "输出math2", "output(math2)")), False),
])

# 04 derived cashflowDiff3Month
o3, i3 = amt(outflow(CH, within(90))), amt(inflow(CH, within(90)))
q = f"截至2023年10月15日，{CH}近3个月资金流水差是多少？"
sc("derived-window", "zh", q, [str(o3 - i3)], [
    (J(R(1, f"查询{CH}近3个月的流出资金", f"Retrieval(s=s1:企业[`{CH}`], p=p1:近3月流出, o=o1:Float)"),
       R(2, "输出o1", "output(o1)")), False),
    (J(R(1, f"查询{CH}近3个月的流出资金", f"Retrieval(s=s1:企业[`{CH}`], p=p1:近3月流出, o=o1:Float)"),
       R(2, f"查询{CH}近3个月的流入资金", f"Retrieval(s=s1, p=p2:近3月流入, o=o2:Float)"),
       R(3, "计算近3个月资金流水差", "Math(content=[`o1`,`o2`], target=`近3个月流入资金减去流出资金`)->math3"),
       R(4, "输出math3", "output(math3)")), False),
    (J(R(1, f"查询{CH}近3个月资金流水差", f"Retrieval(s=s1:企业[`{CH}`], p=p1:近3个月资金流水差, o=o1:Float)"),
       "Output:输出o1", "Action2:output(o1)"), True),
])

# 05 derived mainSupply
q = f"{CH}的主要客户是哪家公司？"
ans = main_supply(CH)
assert len(ans) == 1
sc("derived-rule", "zh", q, ans, [
    (J(R(1, f"查询{CH}的经营产品", f"Retrieval(s=s1:企业[`{CH}`], p=p1:经营产品, o=o1:产品)"),
       R(2, "查询该产品的下游产品", "Retrieval(s=o1, p=p2:供应链, o=o2:产品)"),
       R(3, "输出o2", "output(o2)")), False),
    (J(R(1, f"查询{CH}的主要客户", f"Retrieval(s=s1:企业[`{CH}`], p=p1:主要客户, o=o1:企业)"),
       R(2, "输出o1", "output(o1)")), True),
])

# 06 derived sameLegalRepresentative (en)
KANG = "康**股有公司"
q = f"Which companies share a legal representative with {KANG}?"
sc("derived-rule", "en", q, same_legal(KANG), [
    (J(R(1, f"Who is the legal representative of {KANG}?",
         f"Retrieval(s=s1:自然人, p=p1:法人代表, o=o1:企业[`{KANG}`])"),
       R(2, "Output s1", "output(s1)")), False),
    (J(R(1, f"Who is the legal representative of {KANG}?",
         f"Retrieval(s=s1:Person, p=p1:legalRepresentative, o=o1:Company[`{KANG}`])"),
       R(2, "Which companies does this person represent?",
         "Retrieval(s=s1, p=p2:legalRepresentative, o=o2:Company)"),
       R(3, "Output o2", "output(o2)")), False),
    (J(R(1, f"Which companies have the same legal representative as {KANG}?",
         f"Retrieval(s=s1:Company[`{KANG}`], p=p1:共同法人, o=o1:Company)"),
       R(2, "Output o1", "output(o1)")), True),
])

# 07 derived belongToIndustry
FENG = "丰**控*有公司"
q = f"{FENG}所在行业有哪些？"
sc("derived-rule", "zh", q, sorted({prod_ind[p] for p in products(FENG) if p in prod_ind}), [
    (J(R(1, f"查询{FENG}的经营产品", f"Retrieval(s=s1:企业[`{FENG}`], p=p1:经营产品, o=o1:产品)"),
       "Output:输出o1", "Action2:output(o1)"), False),
    (J(R(1, f"查询{FENG}的经营产品", f"Retrieval(s=s1:企业[`{FENG}`], p=p1:经营产品, o=o1:产品)"),
       R(2, "查询这些产品所属的产业", "Retrieval(s=o1, p=p2:所属产业, o=o2:产业)"),
       R(3, "输出o2", "output(o2)")), True),
])

# 08 count (en): distinct recipients of 传化's transfers
q = f"How many different companies received fund transfers from {CH}?"
sc("count", "en", q, [str(len({r["dstId"] for r in outflow(CH)}))], [
    (J(R(1, f"Which companies transferred funds to {CH}?",
         f"Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`{CH}`])"),
       R(2, "How many companies are there?", "Math(content=[`s1`], target=`count of s1`)->math2"),
       R(3, "Output math2", "output(math2)")), False),
    (J(R(1, f"Which companies did {CH} transfer funds to?",
         f"Retrieval(s=s1:Company[`{CH}`], p=p1:fundTrans, o=o1:Company)"),
       R(2, "How many different companies are in o1?",
         f"Math(content=[`o1`], target=`{q}`)->math2"),
       R(3, "Output math2", "output(math2)")), True),
])

# 09 comparison (en)
BAOYE = "宝业集****公司"
ka = amt([r for r in outflow(CH) if r["dstId"] == cid[KANG]])
kb = amt([r for r in outflow(CH) if r["dstId"] == cid[BAOYE]])
assert ka != kb
q = f"Which company received more money from {CH}, {KANG} or {BAOYE}?"
sc("comparison", "en", q, [KANG if ka > kb else BAOYE], [
    (J(R(1, f"How much did {CH} transfer to {KANG}?",
         f"Retrieval(s=s1:Company[`{CH}`], p=p1:fundTrans, o=o1:Company[`{KANG}`])"),
       R(2, "Output p1", "output(p1)")), False),
    (J(R(1, f"How much did {CH} transfer to {KANG}?",
         f"Retrieval(s=s1:Company[`{CH}`], p=p1:fundTrans, o=o1:Company[`{KANG}`])"),
       R(2, f"How much did {CH} transfer to {BAOYE}?",
         f"Retrieval(s=s1, p=p2:fundTrans, o=o2:Company[`{BAOYE}`])"),
       R(3, "Compare the two totals to find which company received more",
         f"Math(content=[`p1`,`p2`], target=`Which company received more money from {CH}?`)->math3"),
       R(4, "Output math3", "output(math3)")), True),
])

# 10 period sum (June 2023 inflow of 三角)
q = f"2023年6月{SJ}共收到多少转入资金？"
sc("period-sum", "zh", q, [str(amt(inflow(SJ, lambda d: (d.year, d.month) == (2023, 6))))], [
    (J(R(1, f"查询向{SJ}转账的公司及转账记录", f"Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`{SJ}`])"),
       R(2, "计算2023年6月的转入金额之和",
         "Math(content=[`p1`], target=`交易日期在2023年6月的交易金额之和`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
    (J(R(1, f"查询{SJ}近1个月的流入资金", f"Retrieval(s=s1:企业[`{SJ}`], p=p1:近1月流入, o=o1:Float)"),
       "Output:输出o1", "Action2:output(o1)"), False),
])

# 11 count of companies a person represents
JIANG = "江*"
_jr = one(sc_person, name=JIANG)["legalRepresentative"].split(",")
assert len(_jr) == len(set(_jr))
q = f"{JIANG}是几家公司的法人代表？"
sc("count", "zh", q, [str(len(_jr))], [
    (J(R(1, f"查询{JIANG}担任法人代表的公司", f"Retrieval(s=s1:自然人[`{JIANG}`], p=p1:法人代表, o=o1:企业)"),
       R(2, "统计公司数量", "Math(content=[`o1`], target=`o1中公司的数量`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
    (J(R(1, f"查询{JIANG}担任法人代表的公司", f"Retrieval(s=s1:自然人[`{JIANG}`], p=p1:法人代表, o=o1:企业)"),
       "Output:输出o1", "Action2:output(o1)"), False),
])

# 12 concept rule TaxOfProdEvent/价格上涨 (en)
EV = "顺丁橡胶成本上涨"
q = f"Which event category does the product-chain event {EV} belong to?"
sc("derived-concept", "en", q, prod_event_class(one(pce, name=EV)), [
    (J(R(1, f"What does {EV} lead to?",
         f"Retrieval(s=s1:产业链事件[`{EV}`], p=p1:导致, o=o1:公司事件)"),
       R(2, "Output o1", "output(o1)")), False),
    (J(R(1, f"What is the index of {EV}?",
         f"Retrieval(s=s1:ProductChainEvent[`{EV}`], p=p1:index, o=o1:Index)"),
       R(2, f"What is the trend of {EV}?", "Retrieval(s=s1, p=p2:trend, o=o2:Trend)"),
       R(3, "Infer the event category from index and trend",
         f"Deduce(op=entailment, content=[`o1`,`o2`], target=`{q}`)->res"),
       R(4, "Output res", "output(res)")), False),
    (J(R(1, f"Which category does {EV} belong to?",
         f"Retrieval(s=s1:产业链事件[`{EV}`], p=p1:属于, o=o1:产业链事件分类)"),
       R(2, "Output o1", "output(o1)")), True),
])

# 13 missing: Person.csv has no certNo column
assert "certNo" not in header(SC + "Person.csv")
ZANG = "臧*"
q = f"{ZANG}的证件号码是多少？"
sc("missing", "zh", q, [], [
    (J(R(1, f"查询{ZANG}的证件号码", f"Retrieval(s=s1:自然人[`{ZANG}`], p=p1:证件号码, o=o1)"),
       "Output:输出o1", "Action2:output(o1)"), True),
    (J(R(1, f"查询{ZANG}担任法人代表的公司", f"Retrieval(s=s1:自然人[`{ZANG}`], p=p1:法人代表, o=o1:企业)"),
       R(2, "查询公司登记的证件号码", "Retrieval(s=o1, p=p2:证件号码, o=o2)"),
       R(3, "输出o2", "output(o2)")), False),
])

# --------------------------------------------------------------------------------------------
# Risk mining
# --------------------------------------------------------------------------------------------
RM = "kag-riskmining/sources/"
app = load(RM + "App.csv")
cert = load(RM + "Cert.csv")
rm_company = load(RM + "Company.csv")
c_cert = load(RM + "Company_hasCert_Cert.csv")
device = load(RM + "Device.csv")
rm_person = load(RM + "Person.csv")
p_trans = load(RM + "Person_fundTrans_Person.csv")
p_cert = load(RM + "Person_hasCert_Cert.csv")
p_dev = load(RM + "Person_hasDevice_Device.csv")
p_share = load(RM + "Person_holdShare_Company.csv")
pid = {r["name"]: r["id"] for r in rm_person}
pname = {r["id"]: r["name"] for r in rm_person}
assert len(pid) == len(rm_person)
rm_cid = {r["name"]: r["id"] for r in rm_company}
assert len(rm_cid) == len(rm_company)
app_by = {r["id"]: r for r in app}
dev_apps = {r["id"]: [a for a in r["install"].split(",") if a] for r in device}
gambling = {a["id"] for a in app if "赌博" in a["riskMark"]}


def developed(person_id):
    devs = {r["dst"] for r in p_dev if r["src"] == person_id}
    c = collections.Counter(a for d in devs for a in set(dev_apps[d]))
    return {a for a, k in c.items() if k > 5}


def released(person_id):
    certs = {r["dst"] for r in c_cert
             for s in p_share if s["src"] == person_id and s["dst"] == r["src"]}
    return {a["id"] for a in app if a["useCert"] in certs}


def trans(src=None, dst=None, pred=lambda d: True):
    return [r for r in p_trans
            if (src is None or r["src"] == pid[src]) and (dst is None or r["dst"] == pid[dst])
            and pred(ymd(r["transDate"]))]


def bosses():
    res = []
    for p in rm_person:
        for a in released(p["id"]) & gambling:
            devs = [u for u in rm_person if a in developed(u["id"])]
            if any(r["src"] == p["id"] and r["dst"] == u["id"] for u in devs for r in p_trans):
                res.append(p["name"])
                break
    return res


rm_items = []


def rm(shape, lang, question, answer, plans):
    rm_items.append((shape, lang, question, answer, plans))


BAI, QIU, DU, WU = "柏*", "裘**", "杜*", "邬**"

# 01 period sum
q = f"2023年8月，{BAI}一共给{DU}转了多少钱？"
rm("period-sum", "zh", q, [str(amt(trans(BAI, DU, lambda d: (d.year, d.month) == (2023, 8))))], [
    (J(R(1, f"查询{BAI}给{DU}的转账记录", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:转账关系, o=o1:自然人[`{DU}`])"),
       R(2, "筛选2023年8月的转账并求和",
         "Math(content=[`p1`], target=`交易日期在20230801至20230831之间的交易金额之和`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
    (J(R(1, f"查询{BAI}给{DU}的转账记录", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:转账关系, o=o1:自然人[`{DU}`])"),
       R(2, "计算转账总金额", f"Math(content=[`p1`], target=`{BAI}给{DU}转账的总金额`)->math2"),
       R(3, "输出math2", "output(math2)")), False),
])

# 02 relative window (last 30 days before 2023-10-15)
q = f"截至2023年10月15日，{BAI}最近30天内一共转出了多少钱？"
rm("relative-window", "zh", q, [str(amt(trans(BAI, None, within(30))))], [
    (J(R(1, f"查询{BAI}的转账记录", f"Retrieval(s=s1:Person[`{BAI}`], p=p1:fundTrans, o=o1:Person)"),
       R(2, "计算最近一个月的转账金额", "Math(content=[`p1`], target=`最近一个月的转账金额之和`)->math2")), False),
    (J(R(1, f"查询{BAI}转出的所有转账", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:转账关系, o=o1:自然人)"),
       R(2, "筛选交易日期距2023年10月15日不足30天的转账并求和",
         "Math(content=[`p1`], target=`交易日期在20230916至20231015之间的交易金额之和`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
])

# 03 count (en)
q = f"How many transfers did {BAI} make to {WU}?"
rm("count", "en", q, [str(len(trans(BAI, WU)))], [
    (J(R(1, f"What transfers did {BAI} make to {WU}?",
         f"Retrieval(s=s1:Person[`{BAI}`], p=p1:fundTrans, o=o1:Person[`{WU}`])"),
       R(2, "How many transfer records are there?", "Math(content=[`p1`], target=`How many transfer records are there?`)->math2"),
       R(3, "Output math2", "output(math2)")), True),
    (J(R(1, f"What transfers did {BAI} make to {WU}?",
         f"Retrieval(s=s1:Person[`{BAI}`], p=p1:fundTrans, o=o1:Person[`{WU}`])"),
       R(2, "What is the total amount?", "Math(content=[`p1`], target=`total transAmt`)->math2"),
       R(3, "Output math2", "output(math2)")), False),
])

# 04 comparison (en) ages
QI, MU = "祁**", "穆**"
aqi, amu = int(one(rm_person, name=QI)["age"]), int(one(rm_person, name=MU)["age"])
assert aqi != amu
q = f"Who is older, {QI} or {MU}?"
rm("comparison", "en", q, [QI if aqi > amu else MU], [
    (J(R(1, f"How old is {QI}?", f"Retrieval(s=s1:Person[`{QI}`], p=p1:age, o=o1:Integer)"),
       R(2, f"Is {QI} older than {MU}?", f"Deduce(op=judgement, content=[`o1`], target=`{q}`)->res"),
       R(3, "Output res", "output(res)")), False),
    (J(R(1, f"How old is {QI}?", f"Retrieval(s=s1:Person[`{QI}`], p=p1:age, o=o1:Integer)"),
       R(2, f"How old is {MU}?", f"Retrieval(s=s2:Person[`{MU}`], p=p2:age, o=o2:Integer)"),
       R(3, "Compare the two ages", f"Math(content=[`o1`,`o2`], target=`{q}`)->math3"),
       R(4, "Output math3", "output(math3)")), True),
])

# 05 derived developed (en)
q = f"Which gambling apps did {DU} develop?"
rm("derived-rule", "en", q, sorted(developed(pid[DU]) & gambling), [
    (J(R(1, f"Which devices does {DU} own?", f"Retrieval(s=s1:Person[`{DU}`], p=p1:hasDevice, o=o1:Device)"),
       R(2, "Which apps are installed on these devices?", "Retrieval(s=o1, p=p2:install, o=o2:App)"),
       R(3, "Output o2", "output(o2)")), False),
    (J(R(1, f"Which apps did {DU} develop?", f"Retrieval(s=s1:自然人[`{DU}`], p=p1:开发, o=o1:应用)"),
       R(2, "Which of them are gambling apps?", "Retrieval(s=o1, p=p2:属于, o=o2:风险应用[`赌博应用`])"),
       R(3, "Output o1", "output(o1)")), True),
])

# 06 derived concept 赌博App老板
q = "哪些人属于赌博App老板？"
rm("derived-concept", "zh", q, bosses(), [
    (J(R(1, "查询属于赌博App老板的自然人", "Retrieval(s=s1:自然人, p=p1:属于, o=o1:风险用户[`赌博App老板`])"),
       "Output:输出s1", "Action2:output(s1)"), True),
    (J(R(1, "查询持有公司股份的人", "Retrieval(s=s1:自然人, p=p1:持股, o=o1:企业)"),
       R(2, "输出s1", "output(s1)")), False),
])

# 07 derived release + gambling filter
q = f"{BAI}发布了哪些赌博应用？"
rm("derived-rule", "zh", q, sorted(released(pid[BAI]) & gambling), [
    (J(R(1, f"查询{BAI}发布的应用", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:发布, o=o1:应用)"),
       R(2, "输出o1", "output(o1)")), False),
    (J(R(1, f"查询{BAI}发布的应用", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:发布, o=o1:应用)"),
       R(2, "查询这些应用的风险标记", "Retrieval(s=o1, p=p2:风险标记, o=o2)"),
       R(3, "筛选风险标记为赌博的应用", "Math(content=[`o1`,`o2`], target=`风险标记为赌博的应用`)->math3"),
       R(4, "输出math3", "output(math3)")), True),
])

# 08 count of fraud-marked apps
q = "风险标记为诈骗的应用有多少个？"
rm("count", "zh", q, [str(sum(1 for a in app if a["riskMark"] == "诈骗"))], [
    (J(R(1, "查询属于诈骗应用的应用", "Retrieval(s=s1:应用, p=p1:属于, o=o1:风险应用[`诈骗应用`])"),
       R(2, "统计数量", "Math(content=[`s1`], target=`s1的数量`)->math2"),
       R(3, "输出math2", "output(math2)")), False),
    (J(R(1, "查询风险标记为诈骗的应用", "Retrieval(s=s1:应用, p=p1:风险标记, o=o1:Text[`诈骗`])"),
       R(2, "统计应用数量", f"Math(content=[`s1`], target=`{q}`)->math2"),
       R(3, "输出math2", "output(math2)")), True),
])

# 09 property (en): certificate number used by an app
APPQ = "com.qIu.VJbJ"
q = f"Which certificate number does the app {APPQ} use?"
rm("property", "en", q, [app_by[APPQ]["useCert"]], [
    (J(R(1, f"What is the risk mark of {APPQ}?", f"Retrieval(s=s1:App[`{APPQ}`], p=p1:riskMark, o=o1:Text)"),
       R(2, "Output o1", "output(o1)")), False),
    (J(R(1, f"Which certificate does {APPQ} use?", f"Retrieval(s=s1:App[`{APPQ}`], p=p1:useCert, o=o1:Cert)"),
       R(2, "What is the number of this certificate?", "Retrieval(s=o1, p=p2:certNum, o=o2:Text)"),
       R(3, "Output o2", "output(o2)")), True),
])

# 10 relation hop + count: apps using the cert held by 裘**
_qc = {r["dst"] for r in p_cert if r["src"] == pid[QIU]}
q = f"{QIU}持有的证书一共被多少个应用使用？"
rm("relation-hop-count", "zh", q, [str(sum(1 for a in app if a["useCert"] in _qc))], [
    (J(R(1, f"查询{QIU}开发的应用", f"Retrieval(s=s1:自然人[`{QIU}`], p=p1:开发, o=o1:应用)"),
       R(2, "统计应用数量", "Math(content=[`o1`], target=`o1的数量`)->math2"),
       R(3, "输出math2", "output(math2)")), False),
    (J(R(1, f"查询{QIU}拥有的证书", f"Retrieval(s=s1:自然人[`{QIU}`], p=p1:拥有证书, o=o1:证书)"),
       R(2, "查询使用该证书的应用", "Retrieval(s=s2:应用, p=p2:使用证书, o=o1)"),
       R(3, "统计应用数量", "Math(content=[`s2`], target=`使用该证书的应用数量`)->math3"),
       R(4, "输出math3", "output(math3)")), True),
])

# 11 relation: companies 柏* holds shares in
q = f"{BAI}持股的公司有哪些？"
_cn = {r["id"]: r["name"] for r in rm_company}
rm("relation", "zh", q, [_cn[r["dst"]] for r in p_share if r["src"] == pid[BAI]], [
    (J(R(1, f"查询{BAI}持股的公司", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:持股, o=o1:企业)"),
       "Output:输出o1", "Action2:output(o1)"), True),
    (J(R(1, f"查询{BAI}拥有的证书", f"Retrieval(s=s1:自然人[`{BAI}`], p=p1:拥有证书, o=o1:证书)"),
       R(2, "查询拥有该证书的公司", "Retrieval(s=s2:企业, p=p2:拥有证书, o=o1)"),
       R(3, "输出s2", "output(s2)")), False),
])

# 12 superlative (en): largest single transfer 柏* -> 裘**
_tq = [int(r["transAmt"]) for r in trans(BAI, QIU)]
assert _tq.count(max(_tq)) == 1
q = f"What was the largest single transfer {BAI} made to {QIU}?"
rm("superlative", "en", q, [str(max(_tq))], [
    (J(R(1, f"What transfers did {BAI} make to {QIU}?",
         f"Retrieval(s=s1:Person[`{BAI}`], p=p1:fundTrans, o=o1:Person[`{QIU}`])"),
       R(2, "Sum the amounts", "Math(content=[`p1`], target=`total amount transferred`)->math2"),
       R(3, "Output math2", "output(math2)")), False),
    (J(R(1, f"What transfers did {BAI} make to {QIU}?",
         f"Retrieval(s=s1:Person[`{BAI}`], p=p1:fundTrans, o=o1:Person[`{QIU}`])"),
       R(2, "What is the largest single transAmt?", "Math(content=[`p1`], target=`the largest single transAmt`)->math2"),
       R(3, "Output math2", "output(math2)")), True),
])

# 13 missing: nobody holds shares of this company
ZX = "中信*投证***限公司"
q = f"哪些人持有{ZX}的股份？"
rm("missing", "zh", q, [pname[r["src"]] for r in p_share if r["dst"] == rm_cid[ZX]], [
    (J(R(1, f"查询持有{ZX}股份的自然人", f"Retrieval(s=s1:自然人, p=p1:持股, o=o1:企业[`{ZX}`])"),
       "Output:输出s1", "Action2:output(s1)"), True),
    (J(R(1, f"查询{ZX}持股的企业", f"Retrieval(s=s1:企业[`{ZX}`], p=p1:持股, o=o1:企业)"),
       R(2, "输出o1", "output(o1)")), False),
])


# --------------------------------------------------------------------------------------------
# write
# --------------------------------------------------------------------------------------------
EXPECTED = {  # counts and sanity checks on the shapes of the set
    "aq": 24, "sc": 13, "rm": 13,
}


def build(prefix, items):
    plans, questions = [], []
    for i, (shape, lang, question, answer, attempts) in enumerate(items, 1):
        qid = f"plan-r25-{prefix}-{i:02d}"
        assert 2 <= len(attempts) <= 3, qid
        assert sum(1 for _, last in attempts if last) == 1, qid
        assert all(isinstance(a, str) and a for a in answer), (qid, answer)
        assert len(answer) == len(set(answer)), (qid, answer)
        for j, (plan, last) in enumerate(attempts, 1):
            plans.append({"id": f"{qid}#{j}", "qid": qid, "question": question,
                          "plan": plan, "last": last})
        questions.append({"id": qid, "question": question, "answer": answer,
                          "shape": shape, "lang": lang})
    assert len(questions) == EXPECTED[prefix], (prefix, len(questions))
    return plans, questions


def dump(name, obj):
    OUT.mkdir(parents=True, exist_ok=True)
    with open(OUT / name, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


def main():
    total_empty = 0
    for prefix, items, tag in (("aq", aq_items, "affairqa"), ("sc", sc_items, "supplychain"),
                               ("rm", rm_items, "riskmining")):
        plans, questions = build(prefix, items)
        dump(f"r25-{tag}-plans.json", plans)
        dump(f"r25-{tag}-questions.json", questions)
        empty = [q["id"] for q in questions if not q["answer"]]
        total_empty += len(empty)
        print(f"{tag}: {len(questions)} questions, {len(plans)} plans, gold [] = {empty}")
        for qq in questions:
            print(f"  {qq['id']} [{qq['shape']}/{qq['lang']}] {qq['question']} -> {qq['answer']}")
    assert total_empty == 4, total_empty


if __name__ == "__main__":
    main()
