#!/usr/bin/env python3
"""Gold generator for held-out question set r80 over KAG AffairQA CSV tables.

Writes ../r80-affairqa.json (80 questions: 65 zh, 15 en). Standard library only.
Every answer is computed from CSV cells; only question wording and literal
condition values are typed by hand.

Personas: a county civil-affairs clerk (协会, 宗教场所, 行政区), a fire-safety
inspector (加油站, 许可证, 医疗机构), a high-school teacher preparing a civics
lesson (学校, 旅游景点, 旅行社).

Tables / columns used
- 加油站: name, county, buildTime, level, isMajorDangerSource, totalDesignStorage,
  employeeCount, manager, operationSubject, businessLicense (join -> 许可证.name)
- 许可证: name, effectiveDate, invalidDate
- 医疗机构: name, category, level, address
- 旅游景点: city, level
- 旅行社: city, businessScope
- 协会: name, city, religion, category, registrationTime
- 学校: name, studentCount, teacherCount, approvalScale, religion, city, county,
  establishmentDate
- 行政区: name, id (join from 学校.county)
- 宗教场所: name, county, city, religion, religiousType, category, area (占地面积),
  buildingArea (建筑面积), approvalDate

Readings avoided
- 加油站: placeholder rows (buildTime 1899-12-30 with empty/zero fields: 嘉兴中国石化
  新奥燃气, 海盐县中国石化经营, 杭州临安功臣, 磐安县义磐, 绍兴众能油气发展有限公司);
  near-duplicate variant rows for the 衢州 航埠 stations (柯城区 / empty county), so no
  aggregate over 柯城区 or over all numeric columns; county typo 北仓区 vs 北仑区, so no
  北仑区 counts; businessLicenseNumber / organizationCode / unifiedSocialCreditCode
  (9.13E+17, 无); employeeCount 0 (only used in a scope with no zeros, 南湖区);
  越城区 (contains a placeholder row); level / isMajorDangerSource blanks are excluded
  explicitly in wording; operationSubject variants (中石化 vs 中石化杭燃) are stated.
- 许可证: only the 88 rows with dates (all referenced by 加油站); the lower-case
  variant 浙201601000003j vs 浙201601000003J is not used; the odd 2044 end date is not used.
- 医疗机构: address used only as a literal substring test.
- 旅游景点: the same real place appears under variant names (e.g. 西湖, 西溪, 千岛湖),
  so every count is phrased as records (记录条数) in the table.
- 旅行社: the two licenseNumber columns, county (市辖区 / city names / codes mixed),
  unifiedSocialCreditCode (9.13E+17), englishName are not used; scope tests on
  businessScope are literal substring/exact tests.
- 协会: county column (codes mixed with names), placeholder rows (嘉兴市（节点）,
  丽水市（节点）), deregistered rows (（已注销）/（已撤销）, in 金华/嘉兴), 1900/1/1
  registration dates, the misfiled church 新城基督教岙山教堂 (舟山), and empty-field rows
  (浙江省佛教协会, 温州市佛教协会 ...) are kept out of every scope used.
- 学校: county 310107 (a code) is never used; professorCount / employeeCount have
  blanks so are not aggregated.
- 行政区: duplicated rows; only a name whose rows all carry one id is joined (天台县).
- 宗教场所: county codes mixed with names -> county-level questions only in 台州市 and
  绍兴市 (no codes there); 0 / empty area cells -> area questions only in counties
  with none; the deregistered 衢江区 row and two empty rows are outside every scope.
"""
import csv
import json
import os
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        for rel in ("datasets/kag-affairqa/sources", "shared/datasets/kag-affairqa/sources"):
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa sources not found")
        d = parent


SRC = find_sources()


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
VEN = load("宗教场所")
SCEN = load("旅游景点")
TA = load("旅行社")
DIV = load("行政区")


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def dec(s):
    assert s not in ("", None), s
    return Decimal(s)


def pdate(s):
    y, m, d = s.split("/")
    return date(int(y), int(m), int(d))


def iso(s):
    return pdate(s).isoformat()


def one(rows, name):
    hit = [r for r in rows if r["name"] == name]
    assert len(hit) == 1, (name, len(hit))
    return hit[0]


def frag(rows, fragment):
    hit = [r for r in rows if fragment in r["name"]]
    assert len(hit) == 1, (fragment, len(hit))
    return hit[0]


def top(rows, key, n, reverse=True):
    """Top-n names by key; asserts the first n+1 values strictly ordered (no ties)."""
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s[: n + 1]]
    for a, b in zip(vals, vals[1:]):
        assert (a > b) if reverse else (a < b), vals
    return [r["name"] for r in s[:n]]


def full_sorted(rows, key, reverse=False):
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s]
    assert len(set(vals)) == len(vals), vals
    return [r["name"] for r in s]


def group_counts(values):
    c = Counter(values)
    items = c.most_common()
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), items
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def top_groups(values, n):
    items = Counter(values).most_common()
    counts = [v for _, v in items[: n + 1]]
    for a, b in zip(counts, counts[1:]):
        assert a > b, items[: n + 1]
    return [k for k, _ in items[:n]]


def lic_of(station_name):
    st = one(GS, station_name)
    ln = st["businessLicense"]
    assert ln
    lic = one(LIC, ln)
    assert lic["effectiveDate"] and lic["invalidDate"]
    return lic


Q = []


def add(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- 加油站 / 许可证
placeholder_gs = [r for r in GS if r["buildTime"] == "1899-12-30"]
assert len(placeholder_gs) == 5

# 01
n = sum(1 for r in GS if r["isMajorDangerSource"] == "是")
add("加油站表里“是否重大危险源”一栏标为“是”的站点一共有几座？", n, "count")

# 02
xs = [r for r in GS if r["county"] == "萧山区"]
assert all(r["isMajorDangerSource"] in ("是", "否") for r in xs)
add("消防检查要排期：萧山区有哪些加油站被标为重大危险源？请列出站名。",
    [r["name"] for r in xs if r["isMajorDangerSource"] == "是"], "list")

# 03
gs_ts = [r for r in GS if r["totalDesignStorage"] != ""]
add("For a fire-safety inspection plan: which gas station in the table has the largest total design storage (totalDesignStorage)?",
    top(gs_ts, lambda r: dec(r["totalDesignStorage"]), 1), "superlative", "en")

# 04
xs = [r for r in GS if r["county"] == "鄞州区"]
assert xs and all(r["totalDesignStorage"] != "" for r in xs)
add("鄞州区所有加油站的总设计储量（totalDesignStorage）加起来是多少？保留两位小数。",
    rnd(sum(dec(r["totalDesignStorage"]) for r in xs), 2), "sum")

# 05
yz = [r for r in GS if r["county"] == "鄞州区"]
assert all(r["level"] in ("一级", "二级", "三级") for r in yz)
add("鄞州区等级为二级的加油站有几座？", sum(1 for r in yz if r["level"] == "二级"), "count")

# 06
add("请按站点等级（一级、二级、三级）统计加油站数量，未填写等级的记录不计，从多到少列出。",
    group_counts([r["level"] for r in GS if r["level"] in ("一级", "二级", "三级")]), "group_counts")

# 07
add("宁波市汽车燃气有限公司通途路加气站登记的经营许可证（businessLicense），在许可证表里的失效日期是哪天？",
    iso(lic_of("宁波市汽车燃气有限公司通途路加气站")["invalidDate"]), "join")

# 08
lic = lic_of("浙江交投新能源投资有限公司绍兴燃气经营分公司")
add("Look up the business license of 浙江交投新能源投资有限公司绍兴燃气经营分公司 in the license table: how many days are there from its effectiveDate to its invalidDate?",
    (pdate(lic["invalidDate"]) - pdate(lic["effectiveDate"])).days, "days_between", "en")

# 09
xs = [r for r in GS if r["county"] == "镇海区" and r["operationSubject"] == "中海油"]
assert len(xs) >= 2
add("镇海区运营主体为“中海油”的加气站，总设计储量（totalDesignStorage）合计多少？保留两位小数。",
    rnd(sum(dec(r["totalDesignStorage"]) for r in xs), 2), "sum")

# 10
a, b = one(GS, "绍兴金帝天然气有限公司"), one(GS, "新昌县浙能万丰油气发展有限公司")
assert pdate(a["buildTime"]) != pdate(b["buildTime"])
add("绍兴金帝天然气有限公司和新昌县浙能万丰油气发展有限公司，哪一家的站点建成时间（buildTime）更早？",
    min((a, b), key=lambda r: pdate(r["buildTime"]))["name"], "which_of_two")

# 11
xs = [r for r in GS if r["county"] == "南湖区"]
assert all(r["employeeCount"] not in ("", "0") for r in xs)
add("南湖区的加油站平均每站有多少名员工（employeeCount）？结果保留两位小数。",
    rnd(sum(dec(r["employeeCount"]) for r in xs) / len(xs), 2), "average")

# 12
xs = [r for r in GS if r["manager"] == "杨森"]
add("负责人（manager）为杨森的加油站有哪些？请按建成时间从早到晚排列，全部列出。",
    full_sorted(xs, lambda r: pdate(r["buildTime"])), "sorted_list")

# 13
add("运营主体一栏恰好填写为“中石化”的加油站有几座？（“中石化杭燃”等其他写法不算）",
    sum(1 for r in GS if r["operationSubject"] == "中石化"), "count")

# 14
add("鄞州区的加油站里，二级站占全部站点的百分比是多少？保留一位小数。",
    rnd(Decimal(sum(1 for r in yz if r["level"] == "二级")) * 100 / len(yz), 1), "share")

# 15
add("How many gas stations does the table list in 镇海区?",
    sum(1 for r in GS if r["county"] == "镇海区"), "count", "en")

# 16
a, b = one(GS, "桐乡运河加气站"), one(GS, "桐乡市绿能天然气有限责任公司")
add("桐乡运河加气站的总设计储量（totalDesignStorage）比桐乡市绿能天然气有限责任公司多多少？保留两位小数。",
    rnd(dec(a["totalDesignStorage"]) - dec(b["totalDesignStorage"]), 2), "difference")

# 17
names = ["嘉兴市加油加气站有限公司东栅站", "嘉兴市加油加气站有限公司城东路站", "嘉兴市加油加气站有限公司中环西路站"]
add("嘉兴市加油加气站有限公司的东栅站、城东路站、中环西路站三个站，员工人数（employeeCount）加起来一共多少人？",
    sum(int(one(GS, nm)["employeeCount"]) for nm in names), "sum")

# 18
one(LIC, "燃气经营许可证-浙2017040000003J")
add("哪些加油站登记的经营许可证是“燃气经营许可证-浙2017040000003J”？请列出站名。",
    [r["name"] for r in GS if r["businessLicense"] == "燃气经营许可证-浙2017040000003J"], "join")

# 19
add("许可证表中，生效日期（effectiveDate）落在2017年1月1日至2017年12月31日（含两端）的许可证有几张？",
    sum(1 for r in LIC if r["effectiveDate"] and pdate(r["effectiveDate"]).year == 2017), "count")

# 20
lic = one(LIC, "201802000007J")
add("许可证201802000007J从生效日期到失效日期相隔多少天？",
    (pdate(lic["invalidDate"]) - pdate(lic["effectiveDate"])).days, "days_between")

# 21
first = top(yz, lambda r: pdate(r["buildTime"]), 1, reverse=False)[0]
add("鄞州区建成最早的那座加油站，它的经营许可证在许可证表里哪天失效？",
    iso(lic_of(first)["invalidDate"]), "two_step")

# 22
lic = lic_of("绍兴金帝天然气有限公司")
add("绍兴金帝天然气有限公司的经营许可证，到2018年12月31日时是否已经过了失效日期？",
    "是" if pdate(lic["invalidDate"]) < date(2018, 12, 31) else "否", "yes_no")

# ---------------------------------------------------------------- 医疗机构
# 23
add("等级为三级的医疗机构，几家？", sum(1 for r in MED if r["level"] == "三级"), "count")

# 24
add("按等级（level）统计医疗机构表里各有多少家，从多到少列出。",
    group_counts([r["level"] for r in MED]), "group_counts")

# 25
add("类别为“省本级定点”的医疗机构占医疗机构表全部记录的百分比是多少？保留一位小数。",
    rnd(Decimal(sum(1 for r in MED if r["category"] == "省本级定点")) * 100 / len(MED), 1), "share")

# 26
add("How many medical institutions have category 医院 and level 二级?",
    sum(1 for r in MED if r["category"] == "医院" and r["level"] == "二级"), "count", "en")

# 27
add("名称以“浙江大学医学院附属”开头的医疗机构有哪些？",
    [r["name"] for r in MED if r["name"].startswith("浙江大学医学院附属")], "list")

# 28
add("地址里含有“滨江区”字样、且等级为一级的医疗机构有几家？",
    sum(1 for r in MED if "滨江区" in r["address"] and r["level"] == "一级"), "count")

# ---------------------------------------------------------------- 旅游景点
# 29
add("旅游景点表中，城市为杭州市、等级为AAAAA的记录有几条？",
    sum(1 for r in SCEN if r["city"] == "杭州市" and r["level"] == "AAAAA"), "count")

# 30
add("备课用：舟山市的旅游景点记录按等级（A到AAAAA）各有几条？按条数从多到少列出。",
    group_counts([r["level"] for r in SCEN if r["city"] == "舟山市"]), "group_counts")

# 31
add("等级为AAAA的旅游景点记录条数最多的前三个城市依次是哪几个？",
    top_groups([r["city"] for r in SCEN if r["level"] == "AAAA"], 3), "top_n")

# 32
nb = [r for r in SCEN if r["city"] == "宁波市"]
add("Among the scenic-spot records for 宁波市, what percentage are rated AAAA? Give the number rounded to one decimal place.",
    rnd(Decimal(sum(1 for r in nb if r["level"] == "AAAA")) * 100 / len(nb), 1), "share", "en")

# 33
ca = sum(1 for r in SCEN if r["city"] == "绍兴市")
cb = sum(1 for r in SCEN if r["city"] == "嘉兴市")
assert ca != cb
add("旅游景点表里，绍兴市和嘉兴市哪个城市的景点记录条数更多？", "绍兴市" if ca > cb else "嘉兴市", "compare")

# 34
add("Which city has the most scenic-spot records rated AA?",
    top_groups([r["city"] for r in SCEN if r["level"] == "AA"], 1), "superlative", "en")

# 35
add("台州市等级为AAA的景点记录比温州市多几条？",
    sum(1 for r in SCEN if r["city"] == "台州市" and r["level"] == "AAA")
    - sum(1 for r in SCEN if r["city"] == "温州市" and r["level"] == "AAA"), "difference")

# ---------------------------------------------------------------- 旅行社
# 36
add("衢州市的旅行社，表里有几家？", sum(1 for r in TA if r["city"] == "衢州市"), "count")

# 37
add("按城市统计旅行社数量，排前三的城市依次是？", top_groups([r["city"] for r in TA], 3), "top_n")

# 38
add("经营范围（businessScope）里出现“出境”二字的旅行社一共有多少家？",
    sum(1 for r in TA if "出境" in r["businessScope"]), "count")

# 39
add("How many travel agencies in 舟山市 have a business scope that is exactly 国内旅游业务 (nothing else)?",
    sum(1 for r in TA if r["city"] == "舟山市" and r["businessScope"] == "国内旅游业务"), "count", "en")

# 40
hz = [r for r in TA if r["city"] == "杭州市"]
add("杭州市的旅行社中，经营范围含“出境”字样的占百分之几？保留一位小数。",
    rnd(Decimal(sum(1 for r in hz if "出境" in r["businessScope"])) * 100 / len(hz), 1), "share")

# 41
add("给学生举例用：舟山市哪些旅行社的经营范围里写了“出境”？请列出名称。",
    [r["name"] for r in TA if r["city"] == "舟山市" and "出境" in r["businessScope"]], "list")

# 42
add("杭州市旅行社数量是宁波市的多少倍？保留两位小数。",
    rnd(Decimal(len(hz)) / sum(1 for r in TA if r["city"] == "宁波市"), 2), "ratio")

# ---------------------------------------------------------------- 协会
prov = [r for r in ASSOC if r["category"] == "省团体"]
assert all(r["registrationTime"] and r["registrationTime"] != "1900/1/1" for r in prov)

# 43
add("协会表中类别一栏标为“省团体”的有哪些？请列出全称。", [r["name"] for r in prov], "list")

# 44
add("类别为“省团体”的协会中，哪一个的登记时间最早？",
    top(prov, lambda r: pdate(r["registrationTime"]), 1, reverse=False), "superlative")

# 45
a, b = one(ASSOC, "宁波市佛教协会"), one(ASSOC, "宁波市天主教爱国会")
assert pdate(a["registrationTime"]) != pdate(b["registrationTime"])
add("Which registered earlier: 宁波市佛教协会 or 宁波市天主教爱国会?",
    min((a, b), key=lambda r: pdate(r["registrationTime"]))["name"], "which_of_two", "en")

# 46
xs = [r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "基督教"]
assert not any(("节点" in r["name"] or "注销" in r["name"] or "撤销" in r["name"]) for r in xs)
add("温州市宗教为基督教的协会，表里一共登记了多少个？", len(xs), "count")

# 47
xs = [r for r in ASSOC if r["city"] == "宁波市"]
assert not any(("节点" in r["name"] or "注销" in r["name"] or "撤销" in r["name"]) for r in xs)
assert all(r["religion"] for r in xs)
add("请按宗教统计宁波市的协会数量，从多到少列出。", group_counts([r["religion"] for r in xs]), "group_counts")

# 48
a, b = one(ASSOC, "浙江省道教协会"), one(ASSOC, "浙江省伊斯兰教协会")
add("浙江省伊斯兰教协会与浙江省道教协会的登记时间相差多少天？",
    abs((pdate(a["registrationTime"]) - pdate(b["registrationTime"])).days), "days_between")

# 49
xs = [r for r in ASSOC if r["city"] == "杭州市" and r["category"] == "市团体"]
add("我在核对市级团体名单，想知道杭州市类别为“市团体”的协会一共有几个？", len(xs), "count")

# 50
xs = [r for r in ASSOC if r["city"] == "湖州市" and r["religion"] == "佛教"]
assert not any(("节点" in r["name"] or "注销" in r["name"] or "撤销" in r["name"]) for r in ASSOC if r["city"] == "湖州市")
add("How many associations in 湖州市 are listed with religion 佛教 (Buddhism)?", len(xs), "count", "en")

# 51
xs = [r for r in ASSOC if r["city"] == "台州市" and r["category"] == "县团体" and r["religion"] == "基督教"]
assert not any(("节点" in r["name"] or "注销" in r["name"] or "撤销" in r["name"]) for r in ASSOC if r["city"] == "台州市")
add("台州市的协会里，类别为“县团体”且宗教为基督教的有几个？", len(xs), "count")

# ---------------------------------------------------------------- 学校
assert all(r["studentCount"] for r in SCH) and all(r["teacherCount"] for r in SCH)

# 52
add("学校表里这几所宗教院校的在校学生人数（studentCount）加起来一共多少？",
    sum(int(r["studentCount"]) for r in SCH), "sum")

# 53
add("为公民课准备材料：请把学校表中所有院校按学生人数从多到少排列，全部列出。",
    full_sorted(SCH, lambda r: int(r["studentCount"]), reverse=True), "sorted_list")

# 54
r = one(SCH, "浙江佛学院")
add("浙江佛学院的学生人数与教师人数之比是多少？保留两位小数。",
    rnd(Decimal(r["studentCount"]) / Decimal(r["teacherCount"]), 2), "ratio")

# 55
add("Which school in the school table was established earliest?",
    top(SCH, lambda r: pdate(r["establishmentDate"]), 1, reverse=False), "superlative", "en")

# 56
a, b = one(SCH, "浙江神学院"), one(SCH, "浙江道教学院")
add("浙江神学院和浙江道教学院的成立日期相隔多少天？",
    abs((pdate(a["establishmentDate"]) - pdate(b["establishmentDate"])).days), "days_between")

# 57
add("学校表中宗教为佛教的院校有几所？", sum(1 for r in SCH if r["religion"] == "佛教"), "count")

# 58
xs = [r for r in SCH if r["religion"] == "佛教"]
add("学校表中宗教为佛教的院校，平均每所有多少名教师（teacherCount）？保留两位小数。",
    rnd(Decimal(sum(int(r["teacherCount"]) for r in xs)) / len(xs), 2), "average")

# 59
a, b = one(SCH, "浙江神学院"), one(SCH, "浙江道教学院")
assert a["teacherCount"] != b["teacherCount"]
add("浙江神学院与浙江道教学院相比，哪所的教师人数更多？",
    max((a, b), key=lambda r: int(r["teacherCount"]))["name"], "which_of_two")

# 60
r = one(SCH, "浙江佛学院温州佛学院")
add("浙江佛学院温州佛学院目前的学生人数是否没有超过它的批准规模（approvalScale）？",
    "是" if int(r["studentCount"]) <= int(r["approvalScale"]) else "否", "yes_no")

# 61
add("Which school has the largest number of students?",
    top(SCH, lambda r: int(r["studentCount"]), 1), "superlative", "en")

# 62
cty = one(SCH, "浙江道教学院")["county"]
ids = {d["id"] for d in DIV if d["name"] == cty}
assert len(ids) == 1 and "" not in ids, ids
add("浙江道教学院所在的县（学校表的county），在行政区表中对应的行政区划代码是多少？", ids.pop(), "join")

# 63
add("学校表中城市为杭州市的院校有哪些？", [r["name"] for r in SCH if r["city"] == "杭州市"], "list")

# ---------------------------------------------------------------- 宗教场所
TZ_SX = {"温岭市", "临海市", "黄岩区", "椒江区", "路桥区", "玉环市", "三门县", "天台县", "仙居县",
         "诸暨市", "柯桥区", "越城区", "上虞区", "嵊州市", "新昌县"}


def county(c, need_area=False):
    assert c in TZ_SX
    xs = [r for r in VEN if r["county"] == c]
    assert xs
    if need_area:
        assert all(r["area"] not in ("", "0") and r["buildingArea"] not in ("", "0") for r in xs), c
    return xs


# 64
add("请按宗教统计温岭市的宗教场所数量，从多到少列出。",
    group_counts([r["religion"] for r in county("温岭市")]), "group_counts")

# 65
add("请统计临海市类别为“寺观教堂”的宗教场所数量。",
    sum(1 for r in county("临海市") if r["category"] == "寺观教堂"), "count")

# 66
xs = [r for r in county("越城区", True) if r["religion"] == "佛教"]
add("越城区佛教场所的占地面积（area）合计是多少平方米？保留两位小数。",
    rnd(sum(dec(r["area"]) for r in xs), 2), "sum")

# 67
xs = [r for r in county("新昌县", True) if r["religion"] == "基督教"]
add("What is the average building area (建筑面积, buildingArea) of the 基督教 venues in 新昌县? Round to two decimal places.",
    rnd(sum(dec(r["buildingArea"]) for r in xs) / len(xs), 2), "average", "en")

# 68
add("路桥区建筑面积（buildingArea）最大的三处宗教场所依次是哪些？",
    top(county("路桥区", True), lambda r: dec(r["buildingArea"]), 3), "top_n")

# 69
add("柯桥区占地面积（area）最大的宗教场所是哪一处？",
    top(county("柯桥区", True), lambda r: dec(r["area"]), 1), "superlative")

# 70
xs = county("嵊州市")
add("嵊州市的宗教场所中，基督教场所所占的百分比是多少？保留一位小数。",
    rnd(Decimal(sum(1 for r in xs if r["religion"] == "基督教")) * 100 / len(xs), 1), "share")

# 71
xs = county("诸暨市")
add("In 诸暨市, are there more 佛教 venues than 基督教 venues?",
    "yes" if sum(r["religion"] == "佛教" for r in xs) > sum(r["religion"] == "基督教" for r in xs) else "no",
    "yes_no", "en")

# 72
xs = county("黄岩区")
add("黄岩区的道教场所中，正一派比全真教多几处？",
    sum(r["religiousType"] == "正一派" for r in xs) - sum(r["religiousType"] == "全真教" for r in xs), "difference")

# 73
add("路桥区批准日期（approvalDate）最早的宗教场所是哪一处？",
    top(county("路桥区"), lambda r: pdate(r["approvalDate"]), 1, reverse=False), "superlative")

# 74
add("台州市宗教为佛教、类别为“寺观教堂”的宗教场所一共有多少处？",
    sum(1 for r in VEN if r["city"] == "台州市" and r["religion"] == "佛教" and r["category"] == "寺观教堂"), "count")

# 75
add("How many religious venues does the table list for 三门县?", len(county("三门县")), "count", "en")

# 76
xs = [r for r in county("路桥区", True) if r["religion"] == "天主教"]
assert all(dec(r["buildingArea"]) == int(dec(r["buildingArea"])) for r in xs)
add("What is the combined building area (buildingArea, in square metres) of the 天主教 venues in 路桥区?",
    int(sum(dec(r["buildingArea"]) for r in xs)), "sum", "en")

# 77
add("越城区有哪些道教场所？请列出名称。", [r["name"] for r in county("越城区") if r["religion"] == "道教"], "list")

# 78
xs = [r for r in county("越城区", True) if dec(r["buildingArea"]) >= 4000]
add("越城区建筑面积（buildingArea）不小于4000平方米（含4000）的宗教场所，按建筑面积从大到小全部列出。",
    full_sorted(xs, lambda r: dec(r["buildingArea"]), reverse=True), "sorted_list")

# 79
ca = sum(1 for r in county("仙居县") if r["religion"] == "基督教")
cb = sum(1 for r in county("三门县") if r["religion"] == "基督教")
assert ca != cb
add("仙居县和三门县相比，哪个县的基督教场所更多？", "仙居县" if ca > cb else "三门县", "compare")

# 80
xs = county("椒江区")
add("椒江区佛教场所数量是道教场所数量的多少倍？保留两位小数。",
    rnd(Decimal(sum(r["religion"] == "佛教" for r in xs)) / sum(r["religion"] == "道教" for r in xs), 2), "ratio")

# ---------------------------------------------------------------- output
assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    assert q["answer"] and all(a != "" for a in q["answer"])
    out.append({"id": "affairqa-r80-%02d" % i, **q})
langs = Counter(q["lang"] for q in out)
assert langs["zh"] == 65 and langs["en"] == 15, langs
dst = os.path.join(os.path.dirname(HERE), "r80-affairqa.json")
with open(dst, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("wrote", dst, len(out), dict(langs))
