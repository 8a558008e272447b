#!/usr/bin/env python3
"""Held-out AffairQA question set r74 (80 questions: 65 zh, 15 en), gold computed from the CSVs.

Run:  python3 r74_affairqa.py   -> writes ../r74-affairqa.json
The tables are found by walking up from this file's folder to the first ancestor that holds
`datasets/kag-affairqa/sources` or `shared/datasets/kag-affairqa/sources`.
Standard library only.  Every gold answer is computed from CSV cells; only the question wording
and the literal condition values a question names are typed here.

Output: JSON list of {"id": "affairqa-r74-NN", "question", "answer": [str, ...], "shape", "lang"}.

General answer conventions
--------------------------
* Integers (counts, sums of integer cells, day differences) are written plainly: "9".
* Non-integers are computed with decimal.Decimal from the cell text and rounded ROUND_HALF_UP to
  the number of decimals that the question states (every non-integer question states it).
* Percentages are a number without "%" (e.g. "38.9").
* Yes/no answers: 是/否 (zh), yes/no (en).
* Dates are ISO YYYY-MM-DD (cells are Y/M/D without zero padding, e.g. 2017/2/1 -> 2017-02-01).
  Day differences are plain calendar-day differences (later date minus earlier date).
* Lists: one string per item, the exact `name` cell; when the question asks for an order the list
  is in that order, otherwise it is in table order (order is not meant to matter).
* Counts per group are flattened [group, count, group, count, ...], largest count first; the code
  asserts that the counts are pairwise distinct.
* Top-N / superlatives: the code asserts that the first N+1 values strictly decrease (so the top N
  set and its order are unique) or that the winner is unique.
* Comparatives: 超过 / more than = strictly greater; 及以后 / 含 = inclusive.  Where a threshold is
  used the code asserts that no value in scope sits exactly on it.
* A record named by part of its name: the code asserts the fragment matches exactly one name.
* Named records are looked up by exact `name` cell and asserted unique.

Tables and columns used, and readings avoided
---------------------------------------------
加油站.csv (GasStation, 106 rows; names unique)
  name, county, isMajorDangerSource (是/否, 7 empty), employeeCount (integer text; 0 is a
  placeholder for 30 rows, 2 empty), level (一级/二级/三级, 7 empty), operationSubject
  (中海油/中石化/嘉通新能源/..., 8 empty), buildTime (Y/M/D; 5 rows 1899-12-30 placeholder, 2 empty),
  totalDesignStorage (decimal text, 2 empty), manager, legalRepresentative, businessLicense.
  Avoided: county 北仑区 (one row spells it 北仓区 - a misspelling), so no question is scoped to
  北仑区; gas stations have no city column, so no city-level gas-station question; businessLicenseNumber,
  organizationCode, unifiedSocialCreditCode (9.13E+17 / 无 placeholders); employee sums/averages
  are only asked over groups that contain no 0 / empty employeeCount (asserted); buildTime only
  for named rows with real dates (asserted not 1899-12-30).  No unit is stated for
  totalDesignStorage (the table gives none), the question only asks for the difference.
许可证.csv (License, 4258 rows) joined from 加油站.businessLicense == 许可证.name
  effectiveDate / invalidDate (Y/M/D; filled only for the gas-station licences).  Every gas
  station used in a join has a non-empty businessLicense that names exactly one licence row
  (asserted).  A licence may be shared by several stations; the 2021 question counts stations.
  Avoided: the travel-agency licences (L-ZJ... / zj-L-...), which have no dates.
宗教场所.csv (ReligiousPlace, 9766 rows; names unique)
  name, city, county, religion, category (寺观教堂/固定处所), religiousType (道教: 正一派/全真教),
  area (= 占地面积), buildingArea (= 建筑面积), approvalDate (批准日期), registrationTime (登记时间).
  Questions always say 占地面积 or 建筑面积 explicitly; the values are reported as the cells are,
  no unit conversion (no unit is given in the table).  Avoided: county-level counts where a city
  writes some counties as codes (330101 etc.) - only named counties are counted, no top-N is
  asked over 温州 counties (a coded group could matter there), and the one county superlative
  (丽水市) is checked to be far from its coded group; area/buildingArea 0 placeholders (39 / 33
  rows) - sums/averages only over scopes with no 0 (asserted); the two rows with empty religion /
  city / county (天台山桐柏宫, 天台山国清讲寺) - so no question counts 天台县 venues by religion;
  registrationTime 1900/1/1 placeholder (1 row) - not in any scope used; 宁波阿育王寺's
  buildingArea 1470000 (implausible) is not asked about.
学校.csv (School, 9 rows)
  name, city, studentCount, teacherCount, professorCount (专职教师人数, 1 empty), establishmentDate.
  Avoided: county (one row is the code 310107), approvalScale (1 empty), employeeCount (4 empty).
  Note: '浙江佛学院' is itself an exact name and also a prefix of other names; questions about
  it use the exact name and are looked up by exact match.
协会.csv (Association, 365 rows)
  name, city, religion, category (县团体/市团体/省团体), registrationTime, website, postalCode.
  Avoided: four stub rows with every field empty (浙江省佛教协会, 温州市佛教协会, 中国佛教协会,
  浙江省基督教两会) - so no question counts 温州市 佛教 团体 or lists all 省团体 (only the 天主教
  ones, which have no stub); registrationTime 1900/1/1 placeholders (11 rows, incl. the '(节点)' rows) - the
  earliest-registration scope (金华市 市团体) contains none (asserted); county (mixed names and
  codes), mainDepartment / manager (codes in place of names); group counts only for a city whose
  per-religion counts are distinct (宁波市).
旅游景点.csv (TouristAttraction, 1289 rows)
  name, city, level (A/AA/AAA/AAAA/AAAAA).  Counts are of rows (records) as listed; some real
  sites appear under two names (e.g. 乌镇), so no question lists 5A sites of a city that has such
  duplicates except 丽水市 (one 5A row).
医疗机构.csv (MedicalInstitution, 1169 rows, all in Hangzhou)
  name, category, level, phoneNumber, servicePopulation.  Avoided: address (leading quote
  characters, empty / '0' cells).
旅行社.csv (TravelAgency, 2084 rows)
  name, city, county, businessScope, faxNumber.  Never used: the two columns both headed
  licenseNumber.  businessScope has variant spellings (国内/境内, 出境组团业务/出境旅游业务, free
  text); the 出境组团业务 question is asked for 宁波市 where every scope that mentions 出境 is the
  exact cell '国内旅游业务、入境旅游业务、出境组团业务' (asserted).  county uses the placeholder
  市辖区 for 622 rows; county questions are asked only for 舟山市, which has no 市辖区 row
  (asserted).
Not used: 政府机构.csv, 行政区.csv (duplicate names with several ids, labels only).
"""
import csv
import json
import os
import datetime
from collections import Counter
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
            raise SystemExit("kag-affairqa sources not found above " + HERE)
        d = parent


SRC = find_sources()


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    head = rows[0]
    out = []
    for r in rows[1:]:
        assert len(r) == len(head), (table, r)
        d = {}
        for k, v in zip(head, r):
            if k not in d:  # keep first of duplicate headers (never used)
                d[k] = v
        out.append(d)
    return out


GS = load("加油站")
LIC = load("许可证")
RV = load("宗教场所")
SC = load("学校")
AS = load("协会")
TA = load("旅游景点")
MI = load("医疗机构")
TR = load("旅行社")


# ---------------------------------------------------------------- helpers
def one(rows, **conds):
    m = [r for r in rows if all(r[k] == v for k, v in conds.items())]
    assert len(m) == 1, (conds, len(m))
    return m[0]


def by_name(rows, name):
    return one(rows, name=name)


def by_fragment(rows, frag):
    m = [r for r in rows if frag in r["name"]]
    assert len(m) == 1, (frag, [r["name"] for r in m])
    return m[0]


def where(rows, **conds):
    return [r for r in rows if all(r[k] == v for k, v in conds.items())]


def D(s):
    assert s.strip() != "", "empty numeric cell"
    return Decimal(s.strip())


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(x.quantize(q, rounding=ROUND_HALF_UP))


def intstr(x):
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def pdate(s):
    y, m, d = s.strip().split("/")
    dt = datetime.date(int(y), int(m), int(d))
    assert dt.year > 1900, s  # no 1899-12-30 / 1900/1/1 placeholders
    return dt


def iso(s):
    return pdate(s).isoformat()


def days(a, b):
    return abs((pdate(b) - pdate(a)).days)


def unique_max(rows, key):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0], reverse=True)
    assert len(vals) >= 2 and vals[0][0] > vals[1][0], "superlative not unique"
    return vals[0][1]


def unique_min(rows, key):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0])
    assert len(vals) >= 2 and vals[0][0] < vals[1][0], "superlative not unique"
    return vals[0][1]


def top_n(rows, key, n):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0], reverse=True)
    assert len(vals) > n
    for i in range(n):
        assert vals[i][0] > vals[i + 1][0], "top-N not strictly decreasing"
    return [v[1] for v in vals[:n]]


def group_flat(rows, col):
    c = Counter(r[col] for r in rows)
    assert "" not in c, "empty group value in scope"
    items = c.most_common()
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), ("tied group counts", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out, items


def top_group(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    items = c.most_common()
    assert items[0][1] > items[1][1], "tied top group"
    return items[0][0], items


def no_threshold(values, t):
    assert all(v != t for v in values), "value sits on threshold"


def lic_of(station):
    code = station["businessLicense"]
    assert code != ""
    return by_name(LIC, code)


Q = []


def add(q, ans, shape, lang="zh"):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != "" for a in ans), (q, ans)
    Q.append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ================================================================ 加油站 / 许可证
# 1 count
add("鄞州区有几座加油加气站？", str(len(where(GS, county="鄞州区"))), "count")

# 2 list
add("哪些加油站被标记为构成重大危险源？",
    [r["name"] for r in where(GS, isMajorDangerSource="是")], "list")

# 3 superlative
w = unique_max([r for r in GS if r["employeeCount"]], lambda r: int(r["employeeCount"]))
add("职工人数最多的加油站是哪一家？", w["name"], "superlative")

# 4 join lookup (加油站.businessLicense -> 许可证.name)
s = by_name(GS, "宁波新奥燃气有限公司福庆南路CNG加气站")
add("宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证哪天失效？", iso(lic_of(s)["invalidDate"]), "join")

# 5 join + days
s = by_name(GS, "嘉兴市加油加气站有限公司岗山路站")
l = lic_of(s)
add("嘉兴市加油加气站有限公司岗山路站的经营许可证，从生效日到失效日一共相隔多少天？",
    str(days(l["effectiveDate"], l["invalidDate"])), "derived_days")

# 6 count with two conditions
add("运营主体是中海油、级别又是二级的加油站一共有几座？",
    str(len(where(GS, operationSubject="中海油", level="二级"))), "count")

# 7 sum over a named manager (no 0 / empty employeeCount in scope)
rows = where(GS, manager="杨森")
assert rows and all(r["employeeCount"] not in ("", "0") for r in rows)
add("负责人是杨森的那些加气站，职工人数加起来是多少？",
    str(sum(int(r["employeeCount"]) for r in rows)), "aggregate")

# 8 compare two named records by buildTime
a = by_name(GS, "宁波市汽车燃气有限公司梅墟加气站")
b = by_name(GS, "宁波市汽车燃气有限公司江南路加气站")
assert pdate(a["buildTime"]) != pdate(b["buildTime"])
add("宁波市汽车燃气有限公司梅墟加气站和宁波市汽车燃气有限公司江南路加气站，哪个成立得更早？",
    min((a, b), key=lambda r: pdate(r["buildTime"]))["name"], "compare")

# 9 share
base = where(GS, operationSubject="中海油")
part = [r for r in base if r["level"] == "二级"]
add("运营主体为中海油的加油站里，二级站占多大比例？（百分比，保留一位小数）",
    rnd(Decimal(len(part)) * 100 / Decimal(len(base)), 1), "derived_share")

# 10 chain: largest totalDesignStorage -> legal representative
w = unique_max([r for r in GS if r["totalDesignStorage"]], lambda r: D(r["totalDesignStorage"]))
assert w["legalRepresentative"]
add("总设计储量最大的那座加油站，法定代表人是谁？", w["legalRepresentative"], "chain")

# 11 yes/no
r = by_name(GS, "慈溪市煤气有限公司")
assert r["isMajorDangerSource"] in ("是", "否")
add("慈溪市煤气有限公司是否构成重大危险源？", r["isMajorDangerSource"], "yesno")

# 12 top-3 within a county
rows = [r for r in where(GS, county="鄞州区") if r["employeeCount"]]
add("鄞州区的加气站里，职工人数排名前三的是哪几家？按人数从多到少列出。",
    [r["name"] for r in top_n(rows, lambda r: int(r["employeeCount"]), 3)], "topn")

# 13 join count: licences expiring in 2021
cnt = 0
for r in GS:
    if r["businessLicense"]:
        l = lic_of(r)
        if l["invalidDate"] and pdate(l["invalidDate"]).year == 2021:
            cnt += 1
add("有多少座加油站的经营许可证是在2021年内失效的？", str(cnt), "join")

# 14 difference of two named values
a = by_name(GS, "天台华润燃气有限公司")
b = by_name(GS, "慈溪市煤气有限公司")
diff = D(a["totalDesignStorage"]) - D(b["totalDesignStorage"])
assert diff > 0
add("天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多多少？（保留一位小数）", rnd(diff, 1), "derived_diff")

# 15 average
rows = where(GS, operationSubject="嘉通新能源")
assert rows and all(r["employeeCount"] not in ("", "0") for r in rows)
avg = sum(D(r["employeeCount"]) for r in rows) / Decimal(len(rows))
add("运营主体是嘉通新能源的加气站，平均每座有多少名职工？（保留两位小数）", rnd(avg, 2), "aggregate")

# E1 count (en)
add("How many gas stations are listed in 镇海区?", str(len(where(GS, county="镇海区"))), "count", "en")

# E2 join (en)
s = by_name(GS, "宁波新奥燃气有限公司")
add("On what date does the operating licence of 宁波新奥燃气有限公司 (the gas station) expire? Give YYYY-MM-DD.",
    iso(lic_of(s)["invalidDate"]), "join", "en")

# ================================================================ 宗教场所
# 16
add("乐清市有多少处基督教场所？", str(len(where(RV, county="乐清市", religion="基督教"))), "count")

# 17 three conditions
add("瑞安市的道教场所中，类别登记为寺观教堂的有几处？",
    str(len(where(RV, county="瑞安市", religion="道教", category="寺观教堂"))), "count")

# 18 group counts
flat, _ = group_flat(where(RV, city="舟山市"), "religion")
add("舟山市的宗教场所按宗教分别有多少处？请按数量从多到少列出宗教和数量。", flat, "group_count")

# 19 top-3 cities (2 rows with empty city cannot change the order, asserted)
c = Counter(r["city"] for r in RV if r["city"])
items = c.most_common()
n_empty = sum(1 for r in RV if not r["city"])
for i in range(3):
    assert items[i][1] > items[i + 1][1] + n_empty
add("全省宗教场所数量排名前三的城市是哪几个？按数量从多到少。", [k for k, _ in items[:3]], "topn")

# 20 superlative 占地面积 in 嘉兴市
w = unique_max(where(RV, city="嘉兴市"), lambda r: D(r["area"]))
add("嘉兴市占地面积最大的宗教场所是哪一处？", w["name"], "superlative")

# 21 lookup 建筑面积
add("杭州灵隐寺的建筑面积是多少？", by_name(RV, "杭州灵隐寺")["buildingArea"], "lookup")

# 22 ratio
r = by_name(RV, "宁波天童禅寺")
add("宁波天童禅寺的占地面积是其建筑面积的几倍？（保留两位小数）",
    rnd(D(r["area"]) / D(r["buildingArea"]), 2), "derived_ratio")

# 23 days between approval and registration
r = by_name(RV, "杭州灵隐寺")
add("杭州灵隐寺从批准日期到登记时间隔了多少天？", str(days(r["approvalDate"], r["registrationTime"])), "derived_days")

# 24 compare 建筑面积
a = by_name(RV, "金华市黄大仙祖宫")
b = by_name(RV, "兰溪市黄大仙宫")
assert D(a["buildingArea"]) != D(b["buildingArea"])
add("金华市黄大仙祖宫和兰溪市黄大仙宫，哪一处的建筑面积更大？",
    max((a, b), key=lambda r: D(r["buildingArea"]))["name"], "compare")

# 25 sorted list
rows = where(RV, religion="伊斯兰教")
srt = sorted(rows, key=lambda r: D(r["area"]), reverse=True)
for i in range(len(srt) - 1):
    assert D(srt[i]["area"]) > D(srt[i + 1]["area"])
add("列出所有伊斯兰教场所，按占地面积从大到小排序。", [r["name"] for r in srt], "sorted_list")

# 26 average 建筑面积 (no 0 in scope)
assert all(D(r["buildingArea"]) > 0 for r in rows)
avg = sum(D(r["buildingArea"]) for r in rows) / Decimal(len(rows))
add("伊斯兰教场所的平均建筑面积是多少？（保留两位小数）", rnd(avg, 2), "aggregate")

# 27 yes/no existence
n = len(where(RV, city="舟山市", religion="伊斯兰教"))
add("舟山市有没有伊斯兰教场所？", "是" if n > 0 else "否", "yesno")

# 28 share of 全真教 among 台州 道教 venues (all have a religiousType, asserted)
base = where(RV, city="台州市", religion="道教")
assert all(r["religiousType"] in ("正一派", "全真教") for r in base)
part = [r for r in base if r["religiousType"] == "全真教"]
add("台州市的道教场所中，属于全真教的占百分之多少？（保留两位小数）",
    rnd(Decimal(len(part)) * 100 / Decimal(len(base)), 2), "derived_share")

# 29 threshold count
base = where(RV, city="绍兴市", religion="佛教")
no_threshold([D(r["area"]) for r in base], Decimal(30000))
add("绍兴市占地面积超过30000的佛教场所有几处？",
    str(sum(1 for r in base if D(r["area"]) > 30000)), "count")

# 30 earliest approval in 杭州市
w = unique_min(where(RV, city="杭州市"), lambda r: pdate(r["approvalDate"]))
add("杭州市批准日期最早的宗教场所是哪一处？", w["name"], "superlative")

# 31 partial name lookup
r = by_fragment(RV, "阿育王寺")
add("名字里带“阿育王寺”的那座寺院，登记时间是哪一天？", iso(r["registrationTime"]), "lookup")

# 32 chain + join: school with most students -> its city -> Buddhist venues there
s = unique_max(SC, lambda r: int(r["studentCount"]))
assert s["religion"] == "佛教"
add("在校生人数最多的那所宗教院校，所在城市一共有多少处佛教场所？",
    str(len(where(RV, city=s["city"], religion="佛教"))), "chain")

# 33 join: association -> its county -> venues of the same religion
a = by_name(AS, "瓯海区佛教协会")
add("瓯海区佛教协会所在的区县，共有多少处佛教场所？",
    str(len(where(RV, county=a["county"], religion=a["religion"]))), "join")

# 34 difference of two counts
x = len(where(RV, county="余杭区", religion="基督教"))
y = len(where(RV, county="余杭区", religion="佛教"))
assert x > y
add("余杭区的基督教场所比佛教场所多几处？", str(x - y), "derived_diff")

# E3
add("How many Catholic (天主教) religious venues are there in 温州市?",
    str(len(where(RV, city="温州市", religion="天主教"))), "count", "en")

# E4 (coded county groups of 丽水 are far smaller, asserted)
k, items = top_group(where(RV, city="丽水市"), "county")
assert max(v for kk, v in items if kk.isdigit()) + items[1][1] < items[0][1]
add("Which county (区县) of 丽水市 has the most religious venues?", k, "superlative", "en")

# E5
add("What is the building area (建筑面积) of 杭州清真寺?", by_name(RV, "杭州清真寺")["buildingArea"], "lookup", "en")

# E6
r = by_name(RV, "宁波市清真寺")
add("How many days passed between the approval date and the registration date of 宁波市清真寺?",
    str(days(r["approvalDate"], r["registrationTime"])), "derived_days", "en")

# E7 join: school -> its county -> Christian venues
s = by_name(SC, "浙江神学院")
add("浙江神学院 is located in a district (区县). How many Christian (基督教) venues are in that district?",
    str(len(where(RV, county=s["county"], religion="基督教"))), "join", "en")

# ================================================================ 旅游景点
# 35
add("宁波市有几个AAAA级景区？", str(len(where(TA, city="宁波市", level="AAAA"))), "count")

# 36
flat, _ = group_flat(where(TA, city="舟山市"), "level")
add("舟山市各等级的景区分别有多少个？按数量从多到少列出等级和数量。", flat, "group_count")

# 37
add("绍兴市唯一的A级景区叫什么名字？", one(TA, city="绍兴市", level="A")["name"], "lookup")

# 38
k, _ = top_group(where(TA, level="AAAA"), "city")
add("哪个城市的AAAA级景区最多？", k, "superlative")

# 39
base = where(TA, city="杭州市")
part = [r for r in base if r["level"] == "AAAAA"]
add("杭州市登记的景区中，AAAAA级的占比是多少？（百分比，保留两位小数）",
    rnd(Decimal(len(part)) * 100 / Decimal(len(base)), 2), "derived_share")

# 40
add("南浔古镇景区是不是AAAAA级景区？", "是" if by_name(TA, "南浔古镇景区")["level"] == "AAAAA" else "否", "yesno")

# 41
x = len(where(TA, city="嘉兴市", level="AAA"))
y = len(where(TA, city="湖州市", level="AAA"))
assert x != y
add("嘉兴市和湖州市相比，哪个城市的AAA级景区更多？", "嘉兴市" if x > y else "湖州市", "compare")

# E8
add("How many AA-level scenic spots are listed for 嘉兴市?", str(len(where(TA, city="嘉兴市", level="AA"))), "count", "en")

# E9
x = len(where(TA, city="台州市", level="AAAA"))
y = len(where(TA, city="温州市", level="AAAA"))
assert x != y
add("Which city has fewer AAAA-level scenic spots: 台州市 or 温州市?", "台州市" if x < y else "温州市", "compare", "en")

# ================================================================ 医疗机构
# 42 (every 三级 row is category 医院, asserted)
assert all(r["category"] == "医院" for r in where(MI, level="三级"))
add("三级医院一共有多少家？", str(len(where(MI, category="医院", level="三级"))), "count")

# 43
add("类别属于门诊部诊所医务室村卫生室、但级别是二级的医疗机构有哪些？",
    [r["name"] for r in where(MI, category="门诊部诊所医务室村卫生室", level="二级")], "list")

# 44
add("浙江省肿瘤医院的联系电话是多少？", by_name(MI, "浙江省肿瘤医院")["phoneNumber"], "lookup")

# 45
add("杭州口腔医院是三级医院吗？", "是" if by_name(MI, "杭州口腔医院")["level"] == "三级" else "否", "yesno")

# 46
add("类别为省本级定点的医疗机构有多少家？", str(len(where(MI, category="省本级定点"))), "count")

# 47
add("名称中带“口腔”的二级医疗机构有几家？",
    str(sum(1 for r in where(MI, level="二级") if "口腔" in r["name"])), "count")

# 48
add("服务人群为“基本、离休、子女”的医疗机构中，名称里有“护理院”的是哪几家？",
    [r["name"] for r in where(MI, servicePopulation="基本、离休、子女") if "护理院" in r["name"]], "list")

# E10
add("How many institutions of category 社区卫生服务中心 have the level 社区?",
    str(len(where(MI, category="社区卫生服务中心", level="社区"))), "count", "en")

# E11
add("What level (级别) is 浙江医院?", by_name(MI, "浙江医院")["level"], "lookup", "en")

# ================================================================ 协会
# 49
add("宁波市的佛教团体有多少个？", str(len(where(AS, city="宁波市", religion="佛教"))), "count")

# 50
# (stub rows 浙江省佛教协会 / 浙江省基督教两会 have every field empty; the scope 天主教 avoids them)
assert not [r for r in AS if r["category"] == "" and "天主教" in r["name"]]
add("类别为省团体的天主教团体有哪些？", [r["name"] for r in where(AS, category="省团体", religion="天主教")], "list")

# 51
add("浙江省道教协会的网址是什么？", by_name(AS, "浙江省道教协会")["website"], "lookup")

# 52 earliest registration, scope without 1900/1/1 placeholders (pdate asserts year > 1900)
w = unique_min(where(AS, city="金华市", category="市团体"), lambda r: pdate(r["registrationTime"]))
add("金华市的市团体里，哪个登记时间最早？", w["name"], "superlative")

# 53 days between two named registrations
a = by_name(AS, "杭州市佛教协会")
b = by_name(AS, "杭州市道教协会")
add("杭州市佛教协会和杭州市道教协会的登记时间相差多少天？",
    str(days(a["registrationTime"], b["registrationTime"])), "derived_days")

# 55 group counts for 宁波市
flat, _ = group_flat(where(AS, city="宁波市"), "religion")
add("宁波市的宗教团体按所属宗教各有几个？从多到少列出。", flat, "group_count")

# E12
add("How many city-level religious associations (市团体) are registered in 舟山市?",
    str(len(where(AS, city="舟山市", category="市团体"))), "count", "en")

# E13
add("What is the postal code of 宁波市伊斯兰教协会?", by_name(AS, "宁波市伊斯兰教协会")["postalCode"], "lookup", "en")

# ================================================================ 学校
# 56 terse
add("台州有几所学校？", str(len(where(SC, city="台州市"))), "count")

# 57 ratio
r = by_name(SC, "浙江佛学院")
add("浙江佛学院的在校生人数是教师人数的多少倍？（保留两位小数）",
    rnd(D(r["studentCount"]) / D(r["teacherCount"]), 2), "derived_ratio")

# 58 top-3
add("在校生人数排名前三的学校是哪几所？按人数从多到少。",
    [r["name"] for r in top_n(SC, lambda r: int(r["studentCount"]), 3)], "topn")

# 59 sum
add("杭州市几所学校的在校生合计有多少人？",
    str(sum(int(r["studentCount"]) for r in where(SC, city="杭州市"))), "aggregate")

# 60 earliest founded
add("成立时间最早的学校是哪一所？", unique_min(SC, lambda r: pdate(r["establishmentDate"]))["name"], "superlative")

# 61 compare
a = by_name(SC, "浙江神学院")
b = by_name(SC, "浙江道教学院")
assert a["professorCount"] and b["professorCount"] and int(a["professorCount"]) != int(b["professorCount"])
add("浙江神学院和浙江道教学院，哪所的专职教师人数更多？",
    max((a, b), key=lambda r: int(r["professorCount"]))["name"], "compare")

# E14
add("How many students in total are enrolled at the schools located in 宁波市?",
    str(sum(int(r["studentCount"]) for r in where(SC, city="宁波市"))), "aggregate", "en")

# E15
tot = sum(D(r["studentCount"]) for r in SC)
r = by_name(SC, "浙江佛学院")
add("What percentage of all students across the listed schools are enrolled at 浙江佛学院 (exact name)? Give the percentage with one decimal.",
    rnd(D(r["studentCount"]) * 100 / tot, 1), "derived_share", "en")

# ================================================================ 旅行社
# 63 出境组团业务 in 宁波市 (no variant scopes there, asserted)
nb = where(TR, city="宁波市")
exact = "国内旅游业务、入境旅游业务、出境组团业务"
assert all(r["businessScope"] == exact for r in nb if "出境" in r["businessScope"])
add("宁波市有几家旅行社可以经营出境组团业务？", str(sum(1 for r in nb if r["businessScope"] == exact)), "count")

# 64 group by county in 舟山市 (no 市辖区 placeholder there, asserted)
zs = where(TR, city="舟山市")
assert all(r["county"] not in ("", "市辖区") for r in zs)
flat, _ = group_flat(zs, "county")
add("舟山市的旅行社在各区县（含普陀山管委会）分别有多少家？从多到少列出。", flat, "group_count")

# 65
add("浙江邮电旅行社有限公司的传真号码是多少？", by_name(TR, "浙江邮电旅行社有限公司")["faxNumber"], "lookup")

# 66
k, _ = top_group(TR, "city")
add("哪个城市的旅行社数量最多？", k, "superlative")

# 67
part = len(where(TR, city="杭州市"))
add("杭州市的旅行社占全部旅行社的比例是多少？（百分比，保留一位小数）",
    rnd(Decimal(part) * 100 / Decimal(len(TR)), 1), "derived_share")

# ================================================================ finish
ZH_ORDER = [q for q in Q if q["lang"] == "zh"]
EN_ORDER = [q for q in Q if q["lang"] == "en"]
assert len(ZH_ORDER) == 65, len(ZH_ORDER)
assert len(EN_ORDER) == 15, len(EN_ORDER)
assert len(Q) == 80
assert len(set(q["question"] for q in Q)) == 80

out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r74-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})

dest = os.path.normpath(os.path.join(HERE, "..", "r74-affairqa.json"))
with open(dest, "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote", dest, len(out), "questions")
print(Counter(q["shape"] for q in out))
