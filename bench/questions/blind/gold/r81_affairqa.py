#!/usr/bin/env python3
"""Round r81 held-out AffairQA question set (80 questions: 65 zh, 15 en).

Written blind: only the CSV tables under datasets/kag-affairqa/sources/ were read. Every gold
answer below is computed from the CSV cells at run time; only the question wording and the
literal condition values (names, county names, dates, thresholds) are typed by hand.

Personas (phrasing varied per persona)
  * 城市规划局分析员 / city planning bureau analyst: 加油站, 许可证 (licence dates via the
    station's 经营许可证), 旅行社, 行政区, 政府机构.
  * 跑教育与卫生口的报社记者 / newspaper reporter (education & health): 医疗机构, 学校.
  * 寺庙与文化遗产徒步导览志愿者 / temple-and-heritage walking-tour volunteer: 宗教场所,
    协会, 旅游景点 (plus one school->venue link).

Tables / columns used
  加油站: name, businessLicense, buildTime, county, level, isMajorDangerSource,
          totalDesignStorage, liquidGasCanCount, employeeCount, operationSubject.
  许可证: name, effectiveDate, invalidDate (joined from 加油站.businessLicense == 许可证.name).
  医疗机构: name, category, level, address, phoneNumber, servicePopulation.
  学校: name, studentCount, teacherCount, professorCount, city, county, religion,
        approvalLevel, establishmentDate.
  宗教场所: name, county, city, religion, category, area, buildingArea, approvalDate,
            registrationTime, postalCode.
  协会: name, category, city, religion, website, registrationTime, postalCode, county.
  旅游景点: name, level, city, phoneNumber.
  旅行社: name, city, county, faxNumber, englishName, the *second* licenseNumber column
          (L-ZJxxxxx; the header name licenseNumber occurs twice, so rows are read by
          position), businessScope.
  行政区: name, label, id.   政府机构: name.

Data oddities found, and the readings avoided because of them
  * 加油站: 5 placeholder rows (buildTime 1899-12-30, empty manager/level/licence, all tank
    fields 0): no "before date X" question that would sweep them in; the date question uses a
    closed range 2000-2009.  Two near-duplicate station pairs
    (衢州佳豪…-航埠LNG加气站 / …航埠LNG加气站, 衢州市浙能…-航埠加气母站 / …航埠加气母站, the
    second of each pair nearly empty): questions filter on level/licence/date so the empty twin
    never counts, and no question names these stations.  County typo 北仓区 (for 北仑区):
    no 北仑区 question.  gasCanVolume mixes units (12 vs 2400): never used.
    businessLicenseNumber / organizationCode / unifiedSocialCreditCode hold Excel-mangled
    9.13E+17 and 无: never used.  7 rows with empty level: the level group-count lists only the
    three named levels.  浙江交投新能源投资有限公司台州分公司 and 浙江省交投新能源有限公司台州分公司
    share licence 浙201709040001J (invalid 2021/10/31): the licence-year questions use 2020 and a
    中海油 subset, which neither touches.
  * 许可证: only 88 rows carry dates (gas licences); the other ~4170 are travel-agency licences
    (L-ZJ… and a zj-L-ZJ… twin of each) with no dates.  Licence 浙201601000003J also appears
    as 浙201601000003j with identical dates (join is exact on the station's cell).  201501030002J
    has an implausible invalidDate 2044/6/6: not asked about, and outside every date window used.
  * 医疗机构: category and level disagree for some rows (社区卫生服务中心-named rows filed under
    门诊部诊所医务室村卫生室): questions name the column and literal value.  Some addresses start
    with a stray double quote: address lookups use rows without it.
  * 学校: schoolSystem has three spellings of one meaning (四年制本科/四年/本科四年): not used.
    county of 中国佛学院普陀山学院 is a code (310107, actually Shanghai's 普陀区 code): its
    county is not used; city is.  Three schools share one unifiedSocialCreditCode: not used.
    professorCount empty for one school: the professor superlative is still unique (93).
  * 宗教场所: county sometimes holds a code (e.g. 330101 for the West Lake temples, 330953 for
    普陀山): county conditions quote the literal cell; one question asks for the 330101 rows
    explicitly.  Two all-empty placeholder rows (天台山桐柏宫, 天台山国清讲寺): never counted
    (every condition needs a non-empty field).  Note 天台山桐柏宫 is really a Taoist site in
    天台县, but its row is empty, so the school->venue link question (道教 venues in 浙江道教学院's
    county) counts only rows whose religion cell says 道教.  area/buildingArea have implausible outliers
    (宁波阿育王寺 buildingArea 1,470,000): buildingArea of 阿育王寺 is not asked; the
    comparison uses area.  Many registration dates repeat (batch registration): sorted lists use
    area, whose values are distinct in the chosen county; top-N/superlatives checked unique.
  * 协会: placeholder rows with all fields empty (浙江省佛教协会, 温州市佛教协会, 中国佛教协会,
    浙江省基督教两会) and dummy registrationTime 1900/1/1 (11 rows, incl. (节点) rows): the date
    question uses a 1950-1959 window.  county mixes names and codes: only the literal code
    330682 is asked.  unifiedSocialCreditCode placeholder 513000000000000000: not used.
  * 旅游景点: many near-duplicate attractions (乌镇景区 / 浙江省嘉兴市桐乡市乌镇景区, two 南湖,
    two 西湖, two 横店, two 溪口滕头, …): no counts by level; only lookups of attractions with
    no twin, and 丽水市's single AAAAA row.  (江山最美碗窑景区 has a look-alike,
    浙江省衢州市江山市醉美碗窑景区, also AAA: the question names the exact row.)
  * 医疗机构 names nest (杭州口腔医院 vs 杭州口腔医院城北分院/城西分院/集团…): lookups use the
    exact full name, which is unique.
  * 旅行社: county '市辖区' for 622 rows and old county names (江东区, 绍兴县, 富阳市…): no
    county question; only the city column is grouped.  businessScope has many spellings of the
    same scope (国内/境内, 出境组团/出境旅游, different separators): only an exact-string count is
    asked and the question says "恰好是".
    Duplicate header licenseNumber: read by position, question says "L-ZJ 开头的编号".
    许可证 L-ZJ00401 exists but no travel agency carries it (yes/no question).
  * 行政区: 644 rows with 510 exact duplicate rows; 宁波市 etc. appear as both 县级 and 地级;
    331127 has two names (景宁畲族自治县/景宁县), 330901 two (市辖区/市属): lookups use
    unambiguous codes/names only.
  * 政府机构: typo rows (…县人政府, …人民振幅): only a suffix count on '民族宗教事务局'.
"""

import csv
import json
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path


def find_data_dir():
    here = Path(__file__).resolve().parent
    for d in [here] + list(here.parents):
        for cand in (d / "shared" / "datasets" / "kag-affairqa", d / "datasets" / "kag-affairqa"):
            if cand.is_dir():
                return cand
    raise SystemExit("kag-affairqa data folder not found above " + str(here))


DATA = find_data_dir()
SRC = DATA / "sources" if (DATA / "sources").is_dir() else DATA


def load(name):
    with open(SRC / (name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(name):
    with open(SRC / (name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
SCH = load("学校")
REL = load("宗教场所")
ASSOC = load("协会")
SPOT = load("旅游景点")
ADMIN = load("行政区")
GOV = load("政府机构")
TA_HEAD, TA_ROWS = load_raw("旅行社")
TA_IDX = {}
for i, h in enumerate(TA_HEAD):
    TA_IDX.setdefault(h, []).append(i)
TA_LZJ = TA_IDX["licenseNumber"][1]  # second licenseNumber column: L-ZJxxxxx

LIC_BY_NAME = {r["name"]: r for r in LIC}


# ---------------------------------------------------------------- helpers
def d(s):
    """Parse 'YYYY/M/D' (or YYYY-MM-DD) into a date; None when empty/unparseable."""
    s = (s or "").strip()
    if not s:
        return None
    parts = s.replace("-", "/").split("/")
    try:
        return date(int(parts[0]), int(parts[1]), int(parts[2]))
    except (ValueError, IndexError):
        return None


def num(s):
    s = (s or "").strip()
    if s == "":
        return None
    return Decimal(s)


def fmt(x, places=0):
    x = Decimal(x)
    if places == 0:
        return str(x.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    return str(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def one(rows, **cond):
    hits = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hits) == 1, (cond, len(hits))
    return hits[0]


def unique_top(pairs, reverse=True):
    """pairs: [(value, name)]; return name of the unique max (or min)."""
    pairs = sorted(pairs, key=lambda p: p[0], reverse=reverse)
    assert len(pairs) >= 1
    if len(pairs) > 1:
        assert pairs[0][0] != pairs[1][0], ("tie at top", pairs[:3])
    return pairs[0][1]


def top_n(pairs, n):
    pairs = sorted(pairs, key=lambda p: p[0], reverse=True)
    if len(pairs) > n:
        assert pairs[n - 1][0] != pairs[n][0], ("tie at cut", pairs[: n + 1])
    return [p[1] for p in pairs[:n]]


def sorted_names(pairs, reverse=False):
    vals = [p[0] for p in pairs]
    assert len(set(vals)) == len(vals), ("ties in sort key", pairs)
    return [p[1] for p in sorted(pairs, key=lambda p: p[0], reverse=reverse)]


def group_counts(values, order=None):
    c = Counter(values)
    keys = order if order else sorted(c, key=lambda k: (-c[k], k))
    return ["%s:%d" % (k, c[k]) for k in keys]


def gas_lic(row):
    return LIC_BY_NAME.get(row["businessLicense"]) if row["businessLicense"] else None


Q = []


def add(lang, shape, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


YN_ZH = {True: "是", False: "否"}
YN_EN = {True: "yes", False: "no"}

# ================================================================ 加油站 / 许可证 (planning analyst)
r = one(GAS, name="宁波新捷公运天然气有限公司")
add("zh", "lookup", "我在做燃气站点的用工摸底：宁波新捷公运天然气有限公司登记的职工人数是多少？",
    fmt(num(r["employeeCount"])))

add("zh", "count", "加油站表里，运营主体为“中海油”且级别为“二级”的站点一共有几座？",
    len([g for g in GAS if g["operationSubject"] == "中海油" and g["level"] == "二级"]))

add("zh", "list", "做安全布局评估用：哪些加油站的“是否构成重大危险源”一栏填的是“是”？请列出全部站名。",
    [g["name"] for g in GAS if g["isMajorDangerSource"] == "是"])

add("zh", "sum", "运营主体为“中石化杭燃”的各加油站，职工人数加起来一共是多少人？",
    fmt(sum(num(g["employeeCount"]) for g in GAS if g["operationSubject"] == "中石化杭燃")))

vals = [num(g["totalDesignStorage"]) for g in GAS if g["county"] == "鄞州区"]
add("zh", "average", "所在县区为鄞州区的加油站，总设计储量（totalDesignStorage）的平均值是多少？结果保留两位小数。",
    fmt(sum(vals) / len(vals), 2))

add("zh", "superlative", "全表中总设计储量（totalDesignStorage）最大的加油站是哪一座？",
    unique_top([(num(g["totalDesignStorage"]), g["name"]) for g in GAS if g["totalDesignStorage"]]))

lo, hi = date(2000, 1, 1), date(2009, 12, 31)
add("zh", "date", "成立日期在2000年1月1日至2009年12月31日之间（含两端）的加油站有哪些？",
    [g["name"] for g in GAS if d(g["buildTime"]) and lo <= d(g["buildTime"]) <= hi])

r = one(GAS, name="杭州杭钢亚盛天然气有限公司")
add("zh", "lookup", "杭州杭钢亚盛天然气有限公司所持经营许可证，在许可证表中的失效日期是哪天？（按表中“年/月/日”写法作答）",
    gas_lic(r)["invalidDate"])

add("zh", "count", "把加油站的经营许可证和许可证表对上后，许可证失效日期落在2020年（2020年1月1日至12月31日）的加油站有多少座？",
    len([g for g in GAS if gas_lic(g) and d(gas_lic(g)["invalidDate"]) and d(gas_lic(g)["invalidDate"]).year == 2020]))

a = one(GAS, name="宁波新奥燃气有限公司")
b = one(GAS, name="宁波新奥燃气有限公司福庆南路CNG加气站")
da, db = d(gas_lic(a)["effectiveDate"]), d(gas_lic(b)["effectiveDate"])
assert da != db
add("zh", "comparison", "宁波新奥燃气有限公司 和 宁波新奥燃气有限公司福庆南路CNG加气站，哪一家的经营许可证生效日期更早？",
    a["name"] if da < db else b["name"])

add("zh", "group_counts", "按级别统计加油站数量：一级、二级、三级各有多少座？（级别为空的不计，按“级别:数量”列出）",
    group_counts([g["level"] for g in GAS if g["level"]], order=["一级", "二级", "三级"]))

add("zh", "top_n", "职工人数最多的前三座加油站是哪几座？按人数从多到少排列。",
    top_n([(num(g["employeeCount"]), g["name"]) for g in GAS if g["employeeCount"]], 3))

r = one(GAS, name="天台华润燃气有限公司")
add("zh", "yes_no", "天台华润燃气有限公司是否构成重大危险源？", YN_ZH[r["isMajorDangerSource"] == "是"])

add("en", "count", "How many gas stations in the 加油站 table have operationSubject 中石化 and county 鄞州区?",
    len([g for g in GAS if g["operationSubject"] == "中石化" and g["county"] == "鄞州区"]))

add("zh", "sorted_list", "镇海区的加油站按成立日期从早到晚排个序。",
    sorted_names([(d(g["buildTime"]), g["name"]) for g in GAS if g["county"] == "镇海区"]))

r = one(GAS, name="杭州余杭中石化交通能源有限公司")
add("en", "lookup", "How many liquefied natural gas tanks (液化天然气罐个数) does 杭州余杭中石化交通能源有限公司 have?",
    fmt(num(r["liquidGasCanCount"])))

r = one(GAS, name="绍兴金帝天然气有限公司")
add("zh", "yes_no", "绍兴金帝天然气有限公司的经营许可证，按许可证表的失效日期，是否在2018年12月31日之前（含当天）就已失效？",
    YN_ZH[d(gas_lic(r)["invalidDate"]) <= date(2018, 12, 31)])

# 许可证 table on its own
add("zh", "count", "许可证表中，生效日期在2018年内（2018年1月1日至12月31日）的许可证有多少个？",
    len([l for l in LIC if d(l["effectiveDate"]) and d(l["effectiveDate"]).year == 2018]))

add("zh", "superlative", "许可证表里生效日期最早的是哪一个许可证（给出许可证编号）？",
    unique_top([(d(l["effectiveDate"]), l["name"]) for l in LIC if d(l["effectiveDate"])], reverse=False))

add("en", "count", "In the licence table (许可证), how many licences have an invalid date (invalidDate) earlier than 2019-01-01?",
    len([l for l in LIC if d(l["invalidDate"]) and d(l["invalidDate"]) < date(2019, 1, 1)]))

# ================================================================ 医疗机构 (reporter, health)
add("zh", "count", "写三甲专题要先摸个底：医疗机构表中类别为“医院”、级别为“三级”的机构有多少家？",
    len([m for m in MED if m["category"] == "医院" and m["level"] == "三级"]))

add("zh", "lookup", "医疗机构表里类别填“社区卫生服务中心”、级别却是“二级”的是哪家机构？",
    [m["name"] for m in MED if m["category"] == "社区卫生服务中心" and m["level"] == "二级"])

r = one(MED, name="浙江省肿瘤医院")
add("zh", "lookup", "采访要联系浙江省肿瘤医院，表里登记的电话号码是多少？", r["phoneNumber"])

r = one(MED, name="杭州口腔医院")
add("zh", "yes_no", "杭州口腔医院的级别是三级吗？", YN_ZH[r["level"] == "三级"])

add("zh", "list", "名称中含有“妇产”二字的医疗机构有哪些？",
    [m["name"] for m in MED if "妇产" in m["name"]])

add("zh", "group_counts", "按级别统计医疗机构数量（一级、二级、三级、社区各多少家，按“级别:数量”列出）。",
    group_counts([m["level"] for m in MED], order=["一级", "二级", "三级", "社区"]))

n = len([m for m in MED if m["category"] == "省本级定点"])
add("zh", "ratio", "类别为“省本级定点”的机构占医疗机构表全部机构的百分之多少？结果以百分数数值表示，保留两位小数。",
    fmt(Decimal(n) * 100 / Decimal(len(MED)), 2))

add("en", "count", "How many medical institutions list the service population (servicePopulation) 基本、离休、子女?",
    len([m for m in MED if m["servicePopulation"] == "基本、离休、子女"]))

r = one(MED, name="浙江大学医学院附属儿童医院")
assert not r["address"].startswith('"')
add("zh", "lookup", "浙江大学医学院附属儿童医院的地址是什么？", r["address"])

add("zh", "list", "类别为“医院”、级别为“二级”、名称中含“康复”的医疗机构有哪些？",
    [m["name"] for m in MED if m["category"] == "医院" and m["level"] == "二级" and "康复" in m["name"]])

add("en", "list", "Which medical institutions of category 医院 have 眼科 in their name? List them all.",
    [m["name"] for m in MED if m["category"] == "医院" and "眼科" in m["name"]])

rank = {"一级": 1, "二级": 2, "三级": 3}
a, b = one(MED, name="浙江康复医院"), one(MED, name="浙江医院")
assert rank[a["level"]] != rank[b["level"]]
add("zh", "comparison", "浙江康复医院和浙江医院，哪一家的级别更高？",
    a["name"] if rank[a["level"]] > rank[b["level"]] else b["name"])

# ================================================================ 学校 (reporter, education)
r = one(SCH, name="浙江神学院")
add("zh", "lookup", "浙江神学院是哪天成立的？（按表中“年/月/日”写法作答）", r["establishmentDate"])

add("zh", "sum", "学校表里所有宗教院校的在校学生人数（studentCount）加起来是多少？",
    fmt(sum(num(s["studentCount"]) for s in SCH)))

add("zh", "superlative", "哪所学校的在校学生人数最多？",
    unique_top([(num(s["studentCount"]), s["name"]) for s in SCH]))

vals = [num(s["teacherCount"]) for s in SCH if s["religion"] == "佛教"]
assert all(v is not None for v in vals)
avg = sum(vals) / len(vals)
assert avg != avg.to_integral_value()  # keep the stated two decimals meaningful
add("zh", "average", "所属宗教为佛教的学校，教师人数（teacherCount）平均每校多少人？保留两位小数。",
    fmt(avg, 2))

a, b = one(SCH, name="浙江道教学院"), one(SCH, name="浙江慈云佛学院")
assert num(a["studentCount"]) != num(b["studentCount"])
add("zh", "comparison", "浙江道教学院和浙江慈云佛学院，哪所学校的学生人数更多？",
    a["name"] if num(a["studentCount"]) > num(b["studentCount"]) else b["name"])

add("zh", "date", "成立日期在2016年内的学校有哪些？",
    [s["name"] for s in SCH if d(s["establishmentDate"]).year == 2016])

add("zh", "sorted_list", "所在城市为杭州市的学校，按学生人数从多到少排列。",
    sorted_names([(num(s["studentCount"]), s["name"]) for s in SCH if s["city"] == "杭州市"], reverse=True))

r = one(SCH, name="浙江佛学院")
add("zh", "ratio", "浙江佛学院的学生人数与教师人数之比（学生数÷教师数）是多少？保留两位小数。",
    fmt(num(r["studentCount"]) / num(r["teacherCount"]), 2))

add("en", "superlative", "Which school in the 学校 table has the largest professor count (professorCount)?",
    unique_top([(num(s["professorCount"]), s["name"]) for s in SCH if s["professorCount"]]))

add("en", "count", "How many schools in the 学校 table belong to the religion 佛教?",
    len([s for s in SCH if s["religion"] == "佛教"]))

sch = one(SCH, name="浙江道教学院")
add("zh", "count", "浙江道教学院所在的县（以学校表的所在县区为准），在宗教场所表里有多少处所属宗教为道教的场所？",
    len([v for v in REL if v["county"] == sch["county"] and v["religion"] == "道教"]))

r = one(SCH, name="浙江神学院")
add("zh", "yes_no", "浙江神学院的批准层次是“高等(本科及以上)”吗？", YN_ZH[r["approvalLevel"] == "高等(本科及以上)"])

add("en", "superlative", "Which school in the 学校 table was established earliest (establishmentDate)?",
    unique_top([(d(s["establishmentDate"]), s["name"]) for s in SCH], reverse=False))

# ================================================================ 宗教场所 (walking-tour volunteer)
add("zh", "list", "打算带队走一趟滨江区：宗教场所表里所在县区为滨江区的场所都有哪些？",
    [v["name"] for v in REL if v["county"] == "滨江区"])

add("zh", "group_counts", "嵊泗县的宗教场所按所属宗教分别有多少处？（按“宗教:数量”列出，数量多的在前）",
    group_counts([v["religion"] for v in REL if v["county"] == "嵊泗县"]))

add("zh", "superlative", "所在县区为上城区的宗教场所里，占地面积（area）最大的是哪一处？",
    unique_top([(num(v["area"]), v["name"]) for v in REL if v["county"] == "上城区"]))

add("zh", "sum", "所在县区为拱墅区的全部宗教场所，建筑面积（buildingArea）合计是多少？保留两位小数。",
    fmt(sum(num(v["buildingArea"]) for v in REL if v["county"] == "拱墅区"), 2))

vals = [num(v["area"]) for v in REL if v["county"] == "普陀区" and v["religion"] == "佛教"]
add("zh", "average", "所在县区为普陀区的佛教场所，占地面积（area）平均是多少？保留一位小数。",
    fmt(sum(vals) / len(vals), 1))

r = one(REL, name="杭州灵隐寺")
add("zh", "lookup", "杭州灵隐寺登记的建筑面积（buildingArea）是多少？", fmt(num(r["buildingArea"])))

add("zh", "date", "所在县区为上城区的宗教场所中，批准日期（approvalDate）在2011年1月1日及以后的有哪些？",
    [v["name"] for v in REL if v["county"] == "上城区" and d(v["approvalDate"]) >= date(2011, 1, 1)])

r = one(REL, name="宁波阿育王寺")
add("zh", "yes_no", "宁波阿育王寺在宗教场所表中的类别是“寺观教堂”吗？", YN_ZH[r["category"] == "寺观教堂"])

add("zh", "top_n", "乐清市的道教场所里，占地面积（area）最大的三处是哪些？按面积从大到小排列。",
    top_n([(num(v["area"]), v["name"]) for v in REL if v["county"] == "乐清市" and v["religion"] == "道教"], 3))

a, b = one(REL, name="宁波阿育王寺"), one(REL, name="宁波天童禅寺")
assert num(a["area"]) != num(b["area"])
add("zh", "comparison", "宁波阿育王寺和宁波天童禅寺，哪一座的占地面积（area）更大？",
    a["name"] if num(a["area"]) > num(b["area"]) else b["name"])

r = one(REL, name="杭州净慈寺")
add("en", "lookup", "What postal code is recorded for 杭州净慈寺 in the religious venues table?", r["postalCode"])

add("zh", "sorted_list", "所在县区为滨江区的宗教场所，按占地面积（area）从大到小排列。",
    sorted_names([(num(v["area"]), v["name"]) for v in REL if v["county"] == "滨江区"], reverse=True))

zs = [v for v in REL if v["city"] == "舟山市"]
add("zh", "ratio", "所在城市为舟山市的宗教场所中，所属宗教为佛教的占多少百分比？结果以百分数数值表示，保留两位小数。",
    fmt(Decimal(len([v for v in zs if v["religion"] == "佛教"])) * 100 / Decimal(len(zs)), 2))

add("zh", "list", "宗教场所表中所属宗教为伊斯兰教的场所有哪些？", [v["name"] for v in REL if v["religion"] == "伊斯兰教"])

add("en", "count", "How many religious venues in 温州市 (city) have religion 天主教?",
    len([v for v in REL if v["city"] == "温州市" and v["religion"] == "天主教"]))

add("zh", "list", "宗教场所表里所在县区一栏填的是代码“330101”的场所有哪些？",
    [v["name"] for v in REL if v["county"] == "330101"])

add("zh", "superlative", "所在县区填“330101”的这些宗教场所中，占地面积（area）最大的是哪一处？",
    unique_top([(num(v["area"]), v["name"]) for v in REL if v["county"] == "330101"]))

# ================================================================ 协会 (walking-tour volunteer)
add("zh", "list", "协会表中类别为“省团体”的协会有哪些？", [x["name"] for x in ASSOC if x["category"] == "省团体"])

add("zh", "count", "所在城市为温州市、所属宗教为道教的协会有几个？",
    len([x for x in ASSOC if x["city"] == "温州市" and x["religion"] == "道教"]))

r = one(ASSOC, name="浙江省伊斯兰教协会")
add("zh", "lookup", "浙江省伊斯兰教协会登记的网址是什么？", r["website"])

lo, hi = date(1950, 1, 1), date(1959, 12, 31)
add("zh", "date", "登记时间在1950年1月1日到1959年12月31日之间的协会有哪些？",
    [x["name"] for x in ASSOC if d(x["registrationTime"]) and lo <= d(x["registrationTime"]) <= hi])

r = one(ASSOC, name="绍兴市道教协会")
add("en", "lookup", "What is the postal code of 绍兴市道教协会?", r["postalCode"])

assert [x for x in ASSOC if x["county"] == "330682"]
names = {row["name"] for row in ADMIN if row["id"] == "330682"}
assert len(names) == 1
add("zh", "lookup", "协会表里有些协会的所在区县一栏写的是代码“330682”。对照行政区表，这个代码对应的是哪个行政区？",
    names.pop())

# ================================================================ 旅游景点 (walking-tour volunteer)
add("zh", "lookup", "旅游景点表中，所在城市为丽水市、等级为AAAAA的景区是哪一个？",
    [s["name"] for s in SPOT if s["city"] == "丽水市" and s["level"] == "AAAAA"])

r = one(SPOT, name="天一阁·月湖景区")
add("en", "lookup", "What phone number is listed for 天一阁·月湖景区 in the tourist attractions table?", r["phoneNumber"])

r = one(SPOT, name="江山最美碗窑景区")
add("zh", "lookup", "江山最美碗窑景区是几A级景区？（按表中等级写法作答）", r["level"])

# ================================================================ 旅行社 (planning analyst)
add("zh", "group_counts", "按所在城市统计旅行社数量（按“城市:数量”列出，数量多的在前）。",
    group_counts([t[TA_IDX["city"][0]] for t in TA_ROWS]))

t = [t for t in TA_ROWS if t[0] == "浙江邮电旅行社有限公司"]
assert len(t) == 1
add("zh", "lookup", "浙江邮电旅行社有限公司的传真号码是多少？", t[0][TA_IDX["faxNumber"][0]])

hits = [t[0] for t in TA_ROWS if t[TA_LZJ] == "L-ZJ00848"]
add("en", "lookup", "Which travel agency holds the licence number L-ZJ00848?", hits)

assert "L-ZJ00401" in LIC_BY_NAME
add("zh", "yes_no", "许可证表里有编号 L-ZJ00401 的许可证，旅行社表中是否有哪家旅行社的 L-ZJ 开头许可证编号正是它？",
    YN_ZH[any(t[TA_LZJ] == "L-ZJ00401" for t in TA_ROWS)])

t = [t for t in TA_ROWS if t[0] == "安吉乐途旅行社有限公司"]
assert len(t) == 1
add("en", "lookup", "What English name (englishName) is recorded for 安吉乐途旅行社有限公司?", t[0][TA_IDX["englishName"][0]])

add("zh", "count", "经营范围字段恰好是“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有多少家？",
    len([t for t in TA_ROWS if t[TA_IDX["businessScope"][0]] == "国内旅游业务、入境旅游业务、出境组团业务"]))

# ================================================================ 行政区 / 政府机构 (planning analyst)
ids = {row["id"] for row in ADMIN if row["name"] == "东阳市"}
assert len(ids) == 1
add("zh", "lookup", "行政区表里东阳市的行政区划代码是多少？", ids.pop())

names = {row["name"] for row in ADMIN if row["id"] == "330683"}
assert len(names) == 1
add("en", "lookup", "Which administrative division has the code 330683 in the 行政区 table?", names.pop())

add("zh", "count", "政府机构表中，名称以“民族宗教事务局”结尾的机构有多少个？",
    len([g for g in GOV if g["name"].endswith("民族宗教事务局")]))


# ---------------------------------------------------------------- output + checks
def main():
    assert len(Q) == 80, len(Q)
    out = []
    for i, q in enumerate(Q, 1):
        assert q["answer"] and all(a.strip() for a in q["answer"]), q
        out.append({"id": "affairqa-r81-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    langs = Counter(q["lang"] for q in out)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    assert len({q["id"] for q in out}) == 80
    dest = Path(__file__).resolve().parent.parent / "r81-affairqa.json"
    dest.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print("wrote", dest, len(out), dict(langs), dict(Counter(q["shape"] for q in out)))


if __name__ == "__main__":
    main()
