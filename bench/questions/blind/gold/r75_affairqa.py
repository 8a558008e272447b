#!/usr/bin/env python3
"""Blind gold question set r75 over KAG's AffairQA tables (80 questions: 65 zh, 15 en).

Audience: citizens and local-government clerks typing into a public data portal
(colloquial Chinese, place-name abbreviations where unambiguous, requests such as
"帮我查一下…", numbers sometimes written in Chinese), plus precise analyst questions.

The script finds the tables by walking up from its own folder to the first ancestor
holding `datasets/kag-affairqa/sources` or `shared/datasets/kag-affairqa/sources`,
computes every gold answer from the CSV cells (only the question wording and the
literal condition values the questions name are typed by hand), asserts the
assumptions each question relies on, and writes `../r75-affairqa.json`:
a list of {"id", "question", "answer": [str, ...], "shape", "lang"}.

Answer conventions
------------------
* Integers are written plainly ("38").
* Non-integers are computed with decimal.Decimal from the cell text and rounded
  ROUND_HALF_UP to the number of decimals the question states (every question
  whose answer is not an integer states the number of decimals).
* Percentages are a number without "%", rounded as the question states.
* Yes/no answers are 是/否 (zh) or yes/no (en).
* Dates are ISO YYYY-MM-DD (cells are written Y/M/D).
* Day differences are absolute calendar-day differences between the two dates.
* Lists give one string per item, each the exact `name` cell; list order is not
  significant (written in table order).
* Counts per group are flattened [group, count, group, count, ...], largest first,
  with all counts distinct (asserted).
* Top-N answers are ordered largest first; code asserts the first N+1 values
  strictly decrease, and superlatives assert a unique winner.
* Comparatives: 超过 / more than = strictly greater; 不少于 / at least = greater or
  equal; 之前 / before = strictly earlier; 及以后 = on or after. Where a strict
  comparative is used, the code asserts no value in scope sits exactly on the
  threshold.
* Where a question names a record by its name, the name is the exact `name` cell
  and the code asserts it matches exactly one row.

Tables and columns used, and readings avoided
--------------------------------------------
宗教场所.csv (religious venues)
  name, county, city, religion, religiousType, category (固定处所/寺观教堂),
  approvalDate (批准日期), registrationTime (登记时间), area (占地面积),
  buildingArea (建筑面积), postalCode.
  - area/buildingArea contain 0 placeholders and a few implausible outliers
    (e.g. 1,534,100 / 1,470,000 m2, probably unit errors), so area questions are
    scoped to single counties whose values were inspected (滨江区, 嵊泗县, 镇海区,
    平湖市, 拱墅区, 海盐县, 宁波江北区) and code asserts there is no 0 or empty cell
    in scope. Questions always say 占地面积 or 建筑面积.
  - county holds numeric codes for some development zones (330953 普陀山管委会,
    330155 钱塘新区, 331151 …); questions only use counties written as names whose
    scope is not split by such a code (乐清市, 瑞安市, 永嘉县, 温岭市, …). 普陀区 and
    钱塘 are avoided.
  - registrationTime has one 1900/1/1 placeholder and registration sometimes
    precedes approval; date questions are scoped away from the placeholder
    (asserted) and a "days between" question uses one named venue.
  - unifiedSocialCreditCode holds 713000000000000000 placeholders: not used.
  - mainDepartment/approvalUnit/registrationAuthority/manager are opaque codes: not used.
协会.csv (religious associations)
  name, city, county, religion, category, registrationTime, phoneNumber, website.
  - county holds region codes (330101, 330283, 330682, …) for many rows, even for
    counties that also appear by name (上虞区 vs 330682); county is only used for
    萧山区佛教协会 (its own cell) in a join.
  - four rows (浙江省佛教协会, 温州市佛教协会, 中国佛教协会, 浙江省基督教两会) have every
    field empty except name, so category-based lists/counts (省团体, 市团体) are
    avoided; city-based counts are used only where those rows cannot belong to the
    answer (asserted religion / placeholder checks).
  - registrationTime has 1900/1/1 placeholders: date questions assert none in scope.
  - unifiedSocialCreditCode has 513000000000000000 placeholders: not used.
旅行社.csv (travel agencies)
  name, city, businessScope, faxNumber.  Two columns are both headed licenseNumber:
  never asked. county is mostly 市辖区: not used. businessScope has 33 variant
  spellings; outbound business is read as "businessScope contains 出境" (covers
  出境组团业务 / 出境旅游业务 / 出境旅游服务), asked only for cities with no empty
  businessScope cell (杭州市, 嘉兴市; 宁波市 has an empty one and is avoided).
  englishName / legalRepresentative / investor (codes) are not used.
医疗机构.csv (medical institutions, all in Hangzhou)
  name, category, level, phoneNumber.  There is no district column and addresses
  are inconsistent, so no district questions. Name-keyword counts are literal
  substring counts stated as such ("名字里带…").
加油站.csv (gas stations)
  name, county, buildTime, manager, gasCanCount, totalDesignStorage,
  isMajorDangerSource, level, employeeCount, operationSubject, businessLicense.
  - buildTime has 1899-12-30 placeholders and empty cells: the earliest-date
    question is scoped to 拱墅区 (asserted no placeholder there).
  - employeeCount uses 0 for unknown (30 rows): the average is scoped to 镇海区 and
    the comparison to two stations, both asserted free of zeros; no maximum of
    employeeCount is asked.
  - five placeholder rows (buildTime 1899-12-30, manager/level empty) carry 0 in
    every numeric column. Whole-table numeric questions are chosen so that these
    rows cannot be the answer: the largest totalDesignStorage (178.8) is far above
    every other row, and "gasCanCount >= 4" counts rows recorded as having at
    least four tanks (a 0 placeholder is never counted, and no real-looking row
    has an empty cell). 0.0 storage is a real value for LPG stations.
  - isMajorDangerSource: the list of danger sources is the rows marked 是; the 7
    empty cells are the placeholder rows and the two duplicate copies.
  - one row spells 北仑区 as 北仓区, so 北仑区 is never a condition.
  - two stations appear twice (with/without a hyphen in the name, one copy mostly
    empty); conditions used never match those four rows (asserted where relevant).
  - gasCanVolume / liquidGasCanVolume mix units (2400 vs 12): not used.
  - businessLicenseNumber / organizationCode / unifiedSocialCreditCode contain
    9.13E+17 and 无 placeholders: not used.
  - level and isMajorDangerSource are empty for 7 rows; the level breakdown counts
    only the named levels, the danger-source list only rows marked 是.
许可证.csv (licences)
  name, effectiveDate, invalidDate.  Joined with 加油站.businessLicense by exact
  name (case-sensitive: 浙201601000003j and 浙201601000003J are distinct rows).
  Join questions assert every station in scope has a matching dated licence.
学校.csv (religious colleges, 9 rows)
  name, city, county, religion, studentCount, teacherCount, establishmentDate.
  county of 中国佛学院普陀山学院 is a code (310107), so county is used only for
  浙江道教学院 (天台县). professorCount / employeeCount / approvalScale have empty
  cells and schoolSystem has variant spellings: not used.
行政区.csv (administrative regions)
  name, id.  Many ids repeat under several names (331127 = 景宁畲族自治县/景宁县);
  the one code used (330782) is asserted to map to exactly one name.
旅游景点.csv (tourist attractions)
  name, city, level.  Most attractions are listed twice under different names
  (e.g. 宁波博物馆 / 宁波博物馆景区), so no counts or lists over this table; only
  lookups of one named row.
政府机构.csv: not used (misspelt and duplicate agency names).
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


VEN = load("宗教场所")
ASSOC = load("协会")
TRAV = load("旅行社")
MED = load("医疗机构")
GAS = load("加油站")
LIC = load("许可证")
SCH = load("学校")
REG = load("行政区")
ATTR = load("旅游景点")

# ---------------------------------------------------------------- helpers


def D(s):
    return Decimal(s.strip())


def q(x, places):
    return str(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def intstr(x):
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def dt(s):
    y, m, d = s.strip().split("/")
    return date(int(y), int(m), int(d))


def one(rows, name):
    hit = [r for r in rows if r["name"] == name]
    assert len(hit) == 1, (name, len(hit))
    return hit[0]


def uniq_best(rows, key, largest=True):
    vals = sorted(rows, key=key, reverse=largest)
    assert len(vals) >= 2 and key(vals[0]) != key(vals[1]), "tie at the top"
    return vals[0]


def top_n(rows, key, n):
    vals = sorted(rows, key=key, reverse=True)
    ks = [key(r) for r in vals[: n + 1]]
    assert len(ks) == n + 1 and all(ks[i] > ks[i + 1] for i in range(n)), ks
    return vals[:n]


def group_flat(rows, field):
    c = Counter(r[field] for r in rows)
    assert "" not in c, "empty group value"
    items = c.most_common()
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), items
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def no_placeholder_num(rows, field):
    for r in rows:
        assert r[field].strip() not in ("", "0", "0.0"), (r["name"], field, r[field])


def off_threshold(rows, field, thr):
    for r in rows:
        assert D(r[field]) != Decimal(thr), (r["name"], field, r[field])


def ven(county=None, city=None, religion=None):
    out = VEN
    if county is not None:
        out = [r for r in out if r["county"] == county]
    if city is not None:
        out = [r for r in out if r["city"] == city]
    if religion is not None:
        out = [r for r in out if r["religion"] == religion]
    assert out
    return out


QS = []


def add(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    QS.append({"id": "affairqa-r75-%02d" % (len(QS) + 1), "question": question,
               "answer": answer, "shape": shape, "lang": lang})


# ================================================================ 宗教场所

# 1 count, two conditions
add("请问乐清有多少个佛教的宗教活动场所？",
    len(ven(county="乐清市", religion="佛教")), "count")

# 2 count, three conditions
rows = [r for r in ven(county="瑞安市", religion="基督教") if r["category"] == "寺观教堂"]
add("帮我查一下瑞安市类别是“寺观教堂”的基督教场所一共有几个？", len(rows), "count")

# 3 count with a date condition
rows = ven(county="永嘉县", religion="道教")
for r in rows:
    assert r["approvalDate"] and dt(r["approvalDate"]).year > 1900
add("永嘉县的道教场所里，批准日期在2000年1月1日之前的有多少个？",
    sum(dt(r["approvalDate"]) < date(2000, 1, 1) for r in rows), "count")

# 4 count with a numeric threshold written in Chinese
rows = ven(county="镇海区")
no_placeholder_num(rows, "buildingArea")
off_threshold(rows, "buildingArea", 2000)
add("宁波镇海区建筑面积超过两千平方米的宗教场所有几个？",
    sum(D(r["buildingArea"]) > 2000 for r in rows), "count")

# 5 sum
rows = ven(county="嵊泗县")
no_placeholder_num(rows, "buildingArea")
add("嵊泗县所有宗教场所的建筑面积加起来一共是多少平方米？",
    intstr(sum(D(r["buildingArea"]) for r in rows)), "sum")

# 6 average
rows = ven(county="滨江区")
no_placeholder_num(rows, "area")
avg = sum(D(r["area"]) for r in rows) / len(rows)
add("我想知道杭州滨江区宗教场所的平均占地面积是多少平方米？结果保留两位小数。",
    q(avg, 2), "average")

# 7 argmax
rows = ven(county="平湖市")
no_placeholder_num(rows, "area")
add("平湖市占地面积最大的宗教场所是哪一个？",
    uniq_best(rows, lambda r: D(r["area"]))["name"], "argmax")

# 8 argmin (en)
rows = ven(county="拱墅区")
no_placeholder_num(rows, "buildingArea")
add("Which religious venue in Gongshu District (拱墅区), Hangzhou, has the smallest building area (建筑面积)?",
    uniq_best(rows, lambda r: D(r["buildingArea"]), largest=False)["name"], "argmin", "en")

# 9 top-3
rows = ven(county="镇海区")
add("宁波镇海区建筑面积排前三的宗教场所是哪三个？按从大到小列出。",
    [r["name"] for r in top_n(rows, lambda r: D(r["buildingArea"]), 3)], "top_n")

# 10 counts per group
rows = ven(county="秀洲区")
add("嘉兴秀洲区的宗教场所按宗教分，各有多少个？",
    group_flat(rows, "religion"), "group_count")

# 11 count on religiousType
rows = [r for r in ven(city="温州市") if r["religiousType"] == "全真教"]
assert all(r["religion"] == "道教" for r in rows)
add("温州市属于全真教派的道教场所有多少个？", len(rows), "count")

# 12 share
rows = ven(city="温州市", religion="道教")
assert all(r["religiousType"] in ("全真教", "正一派") for r in rows)
share = Decimal(sum(r["religiousType"] == "全真教" for r in rows)) * 100 / len(rows)
add("温州的道教场所中，全真教派的占百分之多少？请保留两位小数。", q(share, 2), "share")

# 13 earliest date
rows = ven(county="江北区", city="宁波市")
assert len(ven(county="江北区")) == len(rows)
best = uniq_best(rows, lambda r: dt(r["approvalDate"]), largest=False)
add("宁波江北区批准日期最早的宗教场所是哪个？", best["name"], "argmin")

# 14 days between two dates of one record
r = one(VEN, "宁波江北妙音精舍")
add("宁波江北妙音精舍从批准日期到登记时间一共隔了多少天？",
    abs((dt(r["registrationTime"]) - dt(r["approvalDate"])).days), "days_between")

# 15 compare two named records
a, b = one(VEN, "杭州香积寺"), one(VEN, "杭州法华寺")
assert D(a["buildingArea"]) != D(b["buildingArea"])
add("杭州香积寺和杭州法华寺，哪个的建筑面积更大？",
    (a if D(a["buildingArea"]) > D(b["buildingArea"]) else b)["name"], "compare")

# 16 yes/no with a threshold
r = one(VEN, "滨江区冠山禅寺")
assert D(r["area"]) != 10000
add("滨江区冠山禅寺的占地面积超过一万平方米了吗？",
    "是" if D(r["area"]) > 10000 else "否", "yes_no")

# 17 two-step
rows = ven(county="海盐县")
no_placeholder_num(rows, "area")
best = uniq_best(rows, lambda r: D(r["area"]))
add("海盐县占地面积最大的那个宗教场所，是哪一天批准的？",
    dt(best["approvalDate"]).isoformat(), "two_step")

# 18 lookup (en)
add("What is the postal code of the religious venue 宁波江北龙华寺?",
    one(VEN, "宁波江北龙华寺")["postalCode"], "lookup", "en")

# 19 count (en)
add("How many Catholic (天主教) religious venues are there in Wenzhou (温州市)?",
    len(ven(city="温州市", religion="天主教")), "count", "en")

# 20 difference of two numbers of one record
r = one(VEN, "杭州香积寺")
add("杭州香积寺的占地面积比建筑面积多出多少平方米？",
    intstr(D(r["area"]) - D(r["buildingArea"])), "difference")

# 21 group argmax
rows = ven(city="丽水市")
cnt = Counter(r["county"] for r in rows)
(top, n1), (_, n2) = cnt.most_common(2)
assert n1 > n2 and not top.isdigit()
add("丽水市哪个区县的宗教场所最多？", top, "argmax")

# 22 count with date condition, three conditions
rows = ven(county="瑞安市", religion="佛教")
for r in rows:
    assert r["registrationTime"] and dt(r["registrationTime"]).year > 1900
add("瑞安登记时间在2010年1月1日及以后的佛教场所有几个？",
    sum(dt(r["registrationTime"]) >= date(2010, 1, 1) for r in rows), "count")

# 23 list
rows = [r for r in ven(county="嵊泗县") if r["religion"] in ("基督教", "天主教")]
add("嵊泗县有哪些基督教或天主教的场所？", [r["name"] for r in rows], "list")

# 24 ratio (en)
rows = ven(city="台州市")
nb = sum(r["religion"] == "佛教" for r in rows)
nt = sum(r["religion"] == "道教" for r in rows)
add("In Taizhou (台州市), what is the ratio of Buddhist (佛教) venues to Taoist (道教) venues? Round to 2 decimal places.",
    q(Decimal(nb) / Decimal(nt), 2), "ratio", "en")

# ================================================================ 协会

EMPTY_ASSOC = [r for r in ASSOC if r["city"] == ""]
assert all(r["religion"] == "" and r["category"] == "" for r in EMPTY_ASSOC)

# 25 count
add("台州有几个基督教的协会（宗教团体）？",
    sum(r["city"] == "台州市" and r["religion"] == "基督教" for r in ASSOC), "count")

# 26 list
rows = [r for r in ASSOC if r["religion"] == "伊斯兰教"]
assert {r["name"] for r in rows} == {r["name"] for r in ASSOC if "伊斯兰" in r["name"]}
add("请问伊斯兰教的协会都有哪些？", [r["name"] for r in rows], "list")

# 27 lookup
add("萧山区佛教协会的联系电话是多少？", one(ASSOC, "萧山区佛教协会")["phoneNumber"], "lookup")

# 28 lookup (en)
add("What is the website of 瓯海区佛教协会?", one(ASSOC, "瓯海区佛教协会")["website"], "lookup", "en")

# 29 days between two records
a, b = one(ASSOC, "宁波市佛教协会"), one(ASSOC, "宁波市伊斯兰教协会")
add("宁波市佛教协会和宁波市伊斯兰教协会的登记时间相差多少天？",
    abs((dt(a["registrationTime"]) - dt(b["registrationTime"])).days), "days_between")

# 30 yes/no (en)
r = one(ASSOC, "临海市基督教三自爱国运动委员会")
add("Is 临海市基督教三自爱国运动委员会 registered in the category 县团体 (county-level group)?",
    "yes" if r["category"] == "县团体" else "no", "yes_no", "en")

# 31 two-step: city with most associations, then its Christian ones
cnt = Counter(r["city"] for r in ASSOC if r["city"])
(topc, n1), (_, n2) = cnt.most_common(2)
assert n1 - n2 > len(EMPTY_ASSOC)
add("协会数量最多的那个城市，有几个基督教协会？",
    sum(r["city"] == topc and r["religion"] == "基督教" for r in ASSOC), "two_step")

# 32 join: association's county -> religious venues
r = one(ASSOC, "萧山区佛教协会")
add("萧山区佛教协会所在的区县，一共有多少个佛教场所？",
    len(ven(county=r["county"], religion="佛教")), "join")

# 33 count with a date condition
rows = [r for r in ASSOC if r["city"] == "金华市"]
for r in rows:
    assert r["registrationTime"] and dt(r["registrationTime"]).year > 1900, r["name"]
add("金华的协会里，登记时间在2000年12月31日之后的有几个？",
    sum(dt(r["registrationTime"]) > date(2000, 12, 31) for r in rows), "count")

# ================================================================ 旅行社

cnt_city = Counter(r["city"] for r in TRAV)
assert "" not in cnt_city

# 34 count
add("舟山一共有多少家旅行社？", cnt_city["舟山市"], "count")

# 35 top-3
add("旅行社数量最多的前三个城市是哪几个？按数量从多到少。",
    [k for k, _ in top_n(list(cnt_city.items()), lambda kv: kv[1], 3)], "top_n")

# 36 count with substring condition
rows = [r for r in TRAV if r["city"] == "嘉兴市"]
assert all(r["businessScope"] for r in rows)
add("嘉兴有几家旅行社的业务范围里包含出境业务？",
    sum("出境" in r["businessScope"] for r in rows), "count")

# 37 share (en)
add("What percentage of all travel agencies are located in Hangzhou (杭州市)? Give the number rounded to 2 decimal places.",
    q(Decimal(cnt_city["杭州市"]) * 100 / len(TRAV), 2), "share", "en")

# 38 lookup
add("帮我查一下浙江邮电旅行社有限公司的传真号码。",
    one(TRAV, "浙江邮电旅行社有限公司")["faxNumber"], "lookup")

# 39 count with name keyword
add("温州的旅行社里，名字带“国际”两个字的有几家？",
    sum(r["city"] == "温州市" and "国际" in r["name"] for r in TRAV), "count")

# 40 yes/no
r = one(TRAV, "建德中国旅行社有限公司")
add("建德中国旅行社有限公司能做入境旅游业务吗？",
    "是" if "入境" in r["businessScope"] else "否", "yes_no")

# 41 compare (en)
assert cnt_city["嘉兴市"] != cnt_city["台州市"]
add("Which city has more travel agencies, Jiaxing (嘉兴市) or Taizhou (台州市)?",
    "嘉兴市" if cnt_city["嘉兴市"] > cnt_city["台州市"] else "台州市", "compare", "en")

# 42 two-step
topc = top_n(list(cnt_city.items()), lambda kv: kv[1], 1)[0][0]
rows = [r for r in TRAV if r["city"] == topc]
assert all(r["businessScope"] for r in rows)
add("旅行社最多的那个城市，有多少家旅行社的业务范围包含出境业务？",
    sum("出境" in r["businessScope"] for r in rows), "two_step")

# ================================================================ 医疗机构

# 43 count
add("一共有多少家三级医院？",
    sum(r["category"] == "医院" and r["level"] == "三级" for r in MED), "count")

# 44 count with name keyword and a level
add("名字里带“口腔”、级别是一级的医疗机构有多少家？",
    sum("口腔" in r["name"] and r["level"] == "一级" for r in MED), "count")

# 45 list
rows = [r for r in MED if r["level"] == "二级" and "康复" in r["name"]]
add("二级医疗机构里，名称含“康复”的有哪些？", [r["name"] for r in rows], "list")

# 46 lookup
add("请问浙江省肿瘤医院的电话是多少？", one(MED, "浙江省肿瘤医院")["phoneNumber"], "lookup")

# 47 yes/no
add("杭州口腔医院是三级医院吗？",
    "是" if one(MED, "杭州口腔医院")["level"] == "三级" else "否", "yes_no")

# 48 share
n = sum(r["category"] == "社区卫生服务中心" for r in MED)
add("类别为“社区卫生服务中心”的医疗机构占全部医疗机构的百分之几？保留两位小数。",
    q(Decimal(n) * 100 / len(MED), 2), "share")

# 49 counts per group (en)
add("How many medical institutions are there in each category (类别)? List each category with its count, largest first.",
    group_flat(MED, "category"), "group_count", "en")

# 50 count with name keyword (en)
add("How many medical institutions have 眼科 (ophthalmology) in their name?",
    sum("眼科" in r["name"] for r in MED), "count", "en")

# ================================================================ 加油站

DUP_GAS = ["衢州佳豪天然气利用有限公司-航埠LNG加气站", "衢州佳豪天然气利用有限公司航埠LNG加气站",
           "衢州市浙能油气发展有限公司-航埠加气母站", "衢州市浙能油气发展有限公司航埠加气母站"]
for nm in DUP_GAS:
    one(GAS, nm)

# 51 count with two conditions
rows = [r for r in GAS if r["county"] == "鄞州区"]
add("鄞州区由中海油运营的加气站有几个？",
    sum(r["operationSubject"] == "中海油" for r in rows), "count")

# 52 list
rows = [r for r in GAS if r["isMajorDangerSource"] == "是"]
assert not any(r["name"] in DUP_GAS for r in rows)
add("哪些加油加气站构成重大危险源？", [r["name"] for r in rows], "list")

# 53 sum
rows = [r for r in GAS if r["county"] == "镇海区"]
no_placeholder_num(rows, "totalDesignStorage")
add("镇海区所有加油站的总设计储量加起来是多少？保留两位小数。",
    q(sum(D(r["totalDesignStorage"]) for r in rows), 2), "sum")

# 54 average
no_placeholder_num(rows, "employeeCount")
add("镇海区的加油站平均有多少名职工？保留一位小数。",
    q(sum(D(r["employeeCount"]) for r in rows) / len(rows), 1), "average")

# 55 argmax
rows = [r for r in GAS if r["totalDesignStorage"].strip()]
add("总设计储量最大的加油站是哪一家？",
    uniq_best(rows, lambda r: D(r["totalDesignStorage"]))["name"], "argmax")

# 56 earliest date, scoped
rows = [r for r in GAS if r["county"] == "拱墅区"]
for r in rows:
    assert "/" in r["buildTime"] and dt(r["buildTime"]).year > 1900
add("拱墅区成立最早的加油站是哪家？",
    uniq_best(rows, lambda r: dt(r["buildTime"]), largest=False)["name"], "argmin")

# 57 yes/no
add("慈溪市煤气有限公司是不是重大危险源？",
    one(GAS, "慈溪市煤气有限公司")["isMajorDangerSource"], "yes_no")

# 58 compare (en)
a, b = one(GAS, "杭州杭钢亚盛天然气有限公司"), one(GAS, "杭州华燃燃气开发应用有限公司绍兴路加气站")
assert int(a["employeeCount"]) != int(b["employeeCount"]) and min(int(a["employeeCount"]), int(b["employeeCount"])) > 0
add("Which gas station has more employees: 杭州杭钢亚盛天然气有限公司 or 杭州华燃燃气开发应用有限公司绍兴路加气站?",
    (a if int(a["employeeCount"]) > int(b["employeeCount"]) else b)["name"], "compare", "en")

# 59 count, threshold written in Chinese (at least = >=)
rows = [r for r in GAS if r["gasCanCount"].strip()]
assert not any(r["name"] in DUP_GAS and int(r["gasCanCount"]) >= 4 for r in rows)
add("压缩天然气罐不少于四个的加油站有多少个？",
    sum(int(r["gasCanCount"]) >= 4 for r in rows), "count")

# 60 counts per group
rows = [r for r in GAS if r["level"]]
add("加油站按级别（一级、二级、三级）分，各有多少个？", group_flat(rows, "level"), "group_count")

# 61 two-step: a named station's legal representative, then that person's other stations
lr = one(GAS, "嘉兴市加油加气站有限公司东栅站")["legalRepresentative"]
assert lr
rows = [r for r in GAS if r["legalRepresentative"] == lr and r["name"] != "嘉兴市加油加气站有限公司东栅站"]
add("嘉兴市加油加气站有限公司东栅站的法定代表人，除了这个站以外还是哪些加油站的法定代表人？",
    [r["name"] for r in rows], "two_step")

# 62 argmax within a filter
rows = [r for r in GAS if r["operationSubject"] == "中石化杭燃"]
no_placeholder_num(rows, "totalDesignStorage")
add("运营主体是中石化杭燃的加气站里，总设计储量最大的是哪一个？",
    uniq_best(rows, lambda r: D(r["totalDesignStorage"]))["name"], "argmax")

# ================================================================ 加油站 x 许可证 (join)

LIC_BY = {}
for r in LIC:
    assert r["name"] not in LIC_BY
    LIC_BY[r["name"]] = r


def lic_of(station):
    l = LIC_BY[station["businessLicense"]]
    assert l["effectiveDate"] and l["invalidDate"]
    return l


# 63 join lookup
add("宁波新奥燃气有限公司的经营许可证哪天到期？",
    dt(lic_of(one(GAS, "宁波新奥燃气有限公司"))["invalidDate"]).isoformat(), "join")

# 64 join + days between
l = lic_of(one(GAS, "嘉兴市加油加气站有限公司岗山路站"))
add("嘉兴市加油加气站有限公司岗山路站的经营许可证，从生效日期到失效日期一共多少天？",
    (dt(l["invalidDate"]) - dt(l["effectiveDate"])).days, "join")

# 65 join + count (en)
rows = [r for r in GAS if r["county"] == "鄞州区"]
add("Among the gas stations in Yinzhou District (鄞州区), how many hold a business licence (经营许可证) whose expiry date (失效日期) is before 2021-01-01?",
    sum(dt(lic_of(r)["invalidDate"]) < date(2021, 1, 1) for r in rows), "join", "en")

# 66 join + argmin
rows = [r for r in GAS if r["businessLicense"] in LIC_BY and LIC_BY[r["businessLicense"]]["effectiveDate"]]
add("哪个加油站的经营许可证生效日期最早？",
    uniq_best(rows, lambda r: dt(lic_of(r)["effectiveDate"]), largest=False)["name"], "join")

# 67 join + argmax, scoped
rows = [r for r in GAS if r["county"] == "越城区" and r["businessLicense"]]
assert all(r["buildTime"] != "1899-12-30" for r in rows)
assert [r["name"] for r in GAS if r["county"] == "越城区" and not r["businessLicense"]] == ["绍兴众能油气发展有限公司"]
add("越城区的加油站里，经营许可证到期最晚的是哪一家？",
    uniq_best(rows, lambda r: dt(lic_of(r)["invalidDate"]))["name"], "join")

# ================================================================ 学校

for r in SCH:
    assert r["studentCount"] and r["teacherCount"] and r["establishmentDate"]

# 68 sum
add("浙江这几所宗教院校的在校生加起来一共有多少人？",
    sum(int(r["studentCount"]) for r in SCH), "sum")

# 69 argmax
add("在校生最多的宗教院校是哪所？",
    uniq_best(SCH, lambda r: int(r["studentCount"]))["name"], "argmax")

# 70 average (en)
rows = [r for r in SCH if r["religion"] == "佛教"]
add("What is the average number of teachers (教师人数) across the Buddhist (佛教) religious colleges? Round to 1 decimal place.",
    q(Decimal(sum(int(r["teacherCount"]) for r in rows)) / len(rows), 1), "average", "en")

# 71 ratio
r = one(SCH, "浙江神学院")
add("浙江神学院的在校生人数是教师人数的几倍？保留两位小数。",
    q(D(r["studentCount"]) / D(r["teacherCount"]), 2), "ratio")

# 72 earliest
add("成立最早的宗教院校是哪一所？",
    uniq_best(SCH, lambda r: dt(r["establishmentDate"]), largest=False)["name"], "argmin")

# 73 count
add("杭州有几所宗教院校？", sum(r["city"] == "杭州市" for r in SCH), "count")

# 74 compare
a, b = one(SCH, "浙江佛学院天台宗佛学院"), one(SCH, "浙江道教学院")
assert int(a["studentCount"]) != int(b["studentCount"])
add("浙江佛学院天台宗佛学院和浙江道教学院，哪个在校生更多？",
    (a if int(a["studentCount"]) > int(b["studentCount"]) else b)["name"], "compare")

# 75 join: college county -> religious venues of the same religion
r = one(SCH, "浙江道教学院")
assert not r["county"].isdigit()
add("浙江道教学院所在的那个县，一共有多少个道教场所？",
    len(ven(county=r["county"], religion=r["religion"])), "join")

# 76 count (en)
add("How many of the religious colleges are Buddhist (佛教)?",
    sum(r["religion"] == "佛教" for r in SCH), "count", "en")

# 77 two-step
best = uniq_best(SCH, lambda r: int(r["studentCount"]))
add("在校生人数最多的那所宗教院校是哪天成立的？",
    dt(best["establishmentDate"]).isoformat(), "two_step")

# ================================================================ 行政区 x 宗教场所 (join)

names = {r["name"] for r in REG if r["id"] == "330782"}
assert len(names) == 1
add("行政区划代码为330782的那个县市，有多少个宗教场所？",
    len(ven(county=names.pop())), "join")

# ================================================================ 旅游景点

# 79 lookup
add("宁波博物馆景区是几A级景区？", one(ATTR, "宁波博物馆景区")["level"], "lookup")

# 80 lookup (en)
add("Which city is the tourist attraction 古堰画乡 in?", one(ATTR, "古堰画乡")["city"], "lookup", "en")

# ---------------------------------------------------------------- checks & write

assert len(QS) == 80, len(QS)
assert sum(x["lang"] == "en" for x in QS) == 15
assert sum(x["lang"] == "zh" for x in QS) == 65
assert len({x["question"] for x in QS}) == 80
for x in QS:
    assert x["answer"] and all(a != "" for a in x["answer"]), x

out = os.path.join(os.path.dirname(HERE), "r75-affairqa.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(QS, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", out, len(QS))
