#!/usr/bin/env python3
"""Held-out AffairQA question set r64: 80 questions (65 zh, 15 en) with gold answers
computed from KAG's AffairQA tables (Zhejiang government affairs).

Standalone: standard library only (csv, decimal, datetime, json). The data folder is found by
walking up from this file's folder to the first folder that holds datasets/kag-affairqa or
shared/datasets/kag-affairqa. Writes ../r64-affairqa.json (bench/questions/blind/r64-affairqa.json):
a JSON list of {"id", "question", "answer": [str, ...], "shape", "lang"}.

Answer conventions
- Numbers as plain strings: integers without decimals; other values rounded half up
  (decimal.ROUND_HALF_UP) to the precision the question states. Arithmetic is done in Decimal
  on the cell text, never in binary floats.
- Percentages as plain numbers without "%".
- Yes/no as 是/否 (zh) or yes/no (en).
- Dates in ISO form YYYY-MM-DD (the tables write them 2011/3/17).
- Lists: one string per item (order not significant), items are exact table cells (names).
- Counts per group: flattened [group, count, group, count, ...] largest first; the script asserts
  that no two groups share a count.
- Superlatives assert a unique winner; top-N asserts no tie across the cut.

Readings used
- Every count counts table rows (entities) whose cells satisfy the conditions; an empty cell
  never satisfies a condition and is never a group.
- 加油站 (GasStation): "X 级" reads column level; 重大危险源 reads isMajorDangerSource (是/否);
  运营主体 reads operationSubject with exact value (中海油 is not 中海油 + something else);
  职工 reads employeeCount; 总设计储量 totalDesignStorage; 经营许可证 reads businessLicense, whose
  cell is the name of a 许可证 row (exact string match; every non-empty businessLicense matches
  exactly one 许可证 row, asserted), whose invalidDate is the expiry date.
- 医疗机构: "三级医院" = category 医院 and level 三级 (every level-三级 row is category 医院,
  asserted, so the reading "level 三级" alone gives the same number). "地址在萧山区" = address
  contains 萧山区.
- 协会 (宗教团体): 所属宗教 = religion; 市团体 / 县团体 = category; 登记时间 = registrationTime.
- 学校 (宗教院校): 9 schools; 在校生 = studentCount; 教师人数 = teacherCount; 成立日期 =
  establishmentDate.
- 宗教场所: 所在区县 = county, 所在城市 = city, 所属宗教 = religion, 类别 = category,
  占地面积 = area, 建筑面积 = buildingArea, 宗教派别 = religiousType.
- 旅游景点: 4A / AAAA are the cell AAAA, 3A = AAA, 2A = AA; city = city column.
- 旅行社: city column (the county column is messy: 622 rows say 市辖区); 业务范围 = businessScope;
  "写了出境组团业务" = businessScope contains 出境组团业务; "只有国内旅游业务" = businessScope equals
  国内旅游业务 exactly (no 杭州市 agency writes 出境 business another way, asserted, so
  q68's containment reading is the only one); 英文名 = englishName (empty cell = no English name); 传真 = faxNumber.
- 许可证: effectiveDate / invalidDate; "2022年失效" = invalidDate in calendar year 2022.
- 行政区: 行政区划代码 = id; the table repeats rows (510 exact duplicates) and gives some names two
  labels, so "地级行政区有几个" counts distinct names labelled 地级行政区.
- 政府机构: names only; "名称以X结尾" is a suffix test on name.

Data quirks handled (questions were chosen so that none of them changes a gold answer)
- 旅行社.csv has two columns named licenseNumber (the 浙旅许可 number and the L-ZJ number); the
  loader renames the second licenseNumber_2. No question uses either.
- 加油站.csv: five rows have the Excel zero date 1899-12-30 as buildTime (placeholder), so no
  question asks for the earliest station; the latest is unaffected. One station's county is the
  typo 北仓区 (for 北仑区); it is 二级, so the 北仑区 三级 count (q18) is unaffected. Two stations
  appear twice under near-identical names (with/without a dash: 衢州佳豪…航埠LNG加气站,
  衢州市浙能油气…航埠加气母站); the second copies have empty county/level and touch no question's
  conditions except the 总设计储量 ranking, where they rank far below the top 2.
  Codes like 9.13E+17 (Excel-mangled credit codes) are not asked about.
- 许可证.csv: only 88 of 4258 rows have dates; one licence (201501030002J) expires 2044/6/6,
  an evident typo, so no question asks for the latest expiry. Licence names differing only in
  case (浙201601000003J / 浙201601000003j) are two rows; they expire in 2020, outside the year q75 asks (2022).
- 协会.csv: four stub rows hold a name only (浙江省佛教协会, 温州市佛教协会, 中国佛教协会,
  浙江省基督教两会); questions avoid counts their names could be argued into (温州/佛教,
  province-level, whole-table religion counts). Eleven rows have registrationTime 1900/1/1
  (placeholder), so no question asks for the earliest registration.
- 宗教场所.csv: two stub rows (天台山桐柏宫, 天台山国清讲寺) hold a name only; no question counts
  places of 天台县/台州市 by religion or school. One 道教 row (义乌市东岳殿, 金华市) has no
  宗教派别; the negation question (q56) is asked of 温州市, where every 道教 row has one.
- 旅游景点.csv: the same scenic area often appears under two names (杭州西湖景区 /
  杭州西湖风景名胜区), most visibly among the 33 AAAAA rows, so no question counts AAAAA rows;
  counts are of rows.
- 宗教场所 area / buildingArea hold outliers (泰顺县西旸镇明山寺 area 1534100); q47 answers the
  cell as written.
- 医疗机构.csv: some address cells begin with a stray double quote; no question asks an address.
- 学校.csv: one county cell is a code (310107) and some employee/professor cells are empty; the
  questions use studentCount, teacherCount, city, religion and establishmentDate, which are full.
- 行政区.csv: 普陀区 carries Shanghai's code 310107 and several names have empty ids; the code
  lookups asked (永嘉县, 乐清市) have one distinct id each (asserted).
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP


# ---------------------------------------------------------------- data

def find_data_dir():
    here = os.path.dirname(os.path.abspath(__file__))
    d = here
    while True:
        for rel in (("datasets", "kag-affairqa"), ("shared", "datasets", "kag-affairqa")):
            cand = os.path.join(d, *rel)
            if os.path.isdir(os.path.join(cand, "sources")):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa dataset not found above " + here)
        d = parent


DATA = find_data_dir()


def load(table):
    path = os.path.join(DATA, "sources", table + ".csv")
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = []
    seen = Counter()
    for h in rows[0]:
        seen[h] += 1
        header.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    out = []
    for r in rows[1:]:
        assert len(r) == len(header), (table, r)
        out.append({h: c.strip() for h, c in zip(header, r)})
    return out


GS = load("加油站")
MI = load("医疗机构")
AS = load("协会")
SC = load("学校")
RP = load("宗教场所")
GA = load("政府机构")
TA = load("旅游景点")
TR = load("旅行社")
AR = load("行政区")
LC = load("许可证")


# ---------------------------------------------------------------- helpers

def dec(s):
    assert s != "", "empty numeric cell"
    return Decimal(s)


def day(s):
    s = s.replace("-", "/")
    y, m, d = (int(x) for x in s.split("/"))
    return datetime.date(y, m, d)


def iso(s):
    return day(s).isoformat()


def fmt_int(x):
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def fmt_round(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def ratio(a, b, places):
    return fmt_round(Decimal(a) / Decimal(b), places)


def pct(a, b, places):
    return fmt_round(Decimal(a) * 100 / Decimal(b), places)


def one(rows, **eq):
    hit = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hit) == 1, (eq, len(hit))
    return hit[0]


def by_part(rows, *parts):
    """The one row whose name holds every part (a shortened name as people write it)."""
    hit = [r for r in rows if all(p in r["name"] for p in parts)]
    assert len(hit) == 1, (parts, [r["name"] for r in hit])
    return hit[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def unique_max(rows, key, lowest=False):
    vals = [(key(r), r) for r in rows]
    best = min(v for v, _ in vals) if lowest else max(v for v, _ in vals)
    win = [r for v, r in vals if v == best]
    assert len(win) == 1, ("tie for the top", best, [r["name"] for r in win])
    return win[0]


def top_n(items, n, key):
    """items: list; returns the first n by key descending, asserting no tie across the cut."""
    s = sorted(items, key=key, reverse=True)
    assert len(s) > n
    assert key(s[n - 1]) > key(s[n]), ("tie at the cut", key(s[n - 1]), key(s[n]))
    return s[:n]


def group_counts(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    counts = list(c.values())
    assert len(counts) == len(set(counts)), ("tied groups", c)
    out = []
    for g, k in sorted(c.items(), key=lambda kv: -kv[1]):
        out += [g, str(k)]
    return out, c


def unique_group_max(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    (g1, k1), (g2, k2) = c.most_common(2)
    assert k1 > k2, ("tie", g1, g2)
    return g1, c


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


# ---------------------------------------------------------------- questions

Q = []


def add(question, answer, shape, lang="zh"):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ===== 加油站 (gas stations) =====

# 1 lookup, shortened name
r = by_part(GS, "绍兴金帝天然气")
add("绍兴金帝天然气的法人代表是谁？", [r["legalRepresentative"]], "lookup")

# 2 lookup of a date, shortened name
r = by_part(GS, "公交东场")
add("嘉通新能源公交东场那个加气站是哪天成立的？", [iso(r["buildTime"])], "lookup")

# 3 count, two conditions
n = len(where(GS, lambda r: r["county"] == "鄞州区" and r["level"] == "二级"))
add("鄞州区有几座二级加油站？", [str(n)], "count")

# 4 count, one condition (yes/no property)
n = len(where(GS, lambda r: r["isMajorDangerSource"] == "是"))
add("构成重大危险源的加油站一共几个", [str(n)], "count")

# 5 sum
rows = where(GS, lambda r: r["operationSubject"] == "中石油")
s = sum(dec(r["employeeCount"]) for r in rows)
add("运营主体是中石油的加油站，职工人数加起来是多少？", [fmt_int(s)], "sum")

# 6 average
rows = where(GS, lambda r: r["level"] == "一级")
assert all(r["employeeCount"] != "" for r in rows)
avg = sum(dec(r["employeeCount"]) for r in rows) / len(rows)
add("一级加油站平均每站有多少名职工？保留一位小数。", [fmt_round(avg, 1)], "average")

# 7 superlative
w = unique_max(where(GS, lambda r: r["employeeCount"] != ""), lambda r: dec(r["employeeCount"]))
add("哪个加油站的职工人数最多？", [w["name"]], "superlative")

# 8 top-N
rows = where(GS, lambda r: r["totalDesignStorage"] != "")
t = top_n(rows, 2, lambda r: dec(r["totalDesignStorage"]))
add("总设计储量最大的两座加油站分别是哪两座？", [r["name"] for r in t], "top_n")

# 9 list
rows = where(GS, lambda r: r["legalRepresentative"] == "曹纪文")
assert 2 <= len(rows) <= 8
add("曹纪文担任法定代表人的加油站有哪些？", [r["name"] for r in rows], "list")

# 10 yes/no, shortened name
r = by_part(GS, "天台华润燃气")
add("天台华润燃气算不算重大危险源？", [yn(r["isMajorDangerSource"] == "是", "zh")], "yes_no")

# 11 negation
rows = where(GS, lambda r: r["county"] == "鄞州区")
assert all(r["operationSubject"] != "" for r in rows)
n = len([r for r in rows if r["operationSubject"] != "中石化"])
add("鄞州区的加油站里，运营主体不是中石化的有几家？", [str(n)], "negation")

# 12 counts per group (English)
ans, _ = group_counts(GS, "level")
add("Break down the gas stations by level (一级/二级/三级): how many stations at each level?",
    ans, "group_count", "en")

# 13 percentage
known = where(GS, lambda r: r["isMajorDangerSource"] in ("是", "否"))
yes = where(known, lambda r: r["isMajorDangerSource"] == "是")
add("在填了“是否构成重大危险源”的加油站中，构成重大危险源的占百分之几？（保留两位小数）",
    [pct(len(yes), len(known), 2)], "percentage")

# licence join: every non-empty businessLicense names exactly one 许可证 row with dates
LIC = {}
for r in LC:
    assert r["name"] not in LIC
    LIC[r["name"]] = r
for g in GS:
    if g["businessLicense"]:
        lic = LIC[g["businessLicense"]]
        assert lic["invalidDate"] and lic["effectiveDate"], g["name"]

# 14 two tables: station -> licence -> expiry
r = one(GS, name="慈溪市煤气有限公司")
add("慈溪市煤气有限公司的经营许可证哪天失效？", [iso(LIC[r["businessLicense"]]["invalidDate"])],
    "two_table")

# 15 two tables: count of stations whose licence expires in 2021
n = len([g for g in GS if g["businessLicense"]
         and day(LIC[g["businessLicense"]]["invalidDate"]).year == 2021])
add("经营许可证在2021年内到期的加油站有多少座？", [str(n)], "two_table")

# 16 difference between two places
a = len(where(GS, lambda r: r["county"] == "越城区"))
b = len(where(GS, lambda r: r["county"] == "柯城区"))
assert a != b
add("越城区的加油站比柯城区多几个？", [str(a - b)], "difference")

# 17 lookup (English)
r = one(GS, name="宁波市汽车燃气有限公司梅墟加气站")
add("Who is the person in charge (负责人) of 宁波市汽车燃气有限公司梅墟加气站?", [r["manager"]],
    "lookup", "en")

# 18 count, two conditions (English)
n = len(where(GS, lambda r: r["county"] == "北仑区" and r["level"] == "三级"))
typo = where(GS, lambda r: r["county"] == "北仓区")
assert all(r["level"] != "三级" for r in typo)  # the 北仓区 typo row does not change this count
add("How many 三级 gas stations are there in 北仑区?", [str(n)], "count", "en")

# 19 ratio between two named entities
a = one(GS, name="杭州杭钢亚盛天然气有限公司")
b = one(GS, name="宁波新捷公运天然气有限公司")
add("杭钢亚盛天然气的职工人数是宁波新捷公运天然气的几倍？（保留两位小数）",
    [ratio(dec(a["employeeCount"]), dec(b["employeeCount"]), 2)], "ratio")
assert by_part(GS, "杭钢亚盛") is a and by_part(GS, "新捷公运") is b

# 20 superlative by date (latest; the 1899-12-30 placeholders sit at the other end)
w = unique_max(where(GS, lambda r: r["buildTime"] != ""), lambda r: day(r["buildTime"]))
add("成立日期最晚的加油站是哪一家？", [w["name"]], "superlative")

# 21 yes/no (English), negative answer
r = one(GS, name="桐乡运河加气站")
add("Is 桐乡运河加气站 operated by 中石化?", [yn(r["operationSubject"] == "中石化", "en")],
    "yes_no", "en")

# ===== 医疗机构 (medical institutions) =====

# 22 terse lookup
r = one(MI, name="浙江省肿瘤医院")
add("浙江省肿瘤医院电话？", [r["phoneNumber"]], "lookup")

# 23 count
lvl3 = where(MI, lambda r: r["level"] == "三级")
assert all(r["category"] == "医院" for r in lvl3)
add("级别为三级的医院一共多少家？", [str(len(lvl3))], "count")

# 24 counts per group, report style
ans, _ = group_counts(MI, "category")
add("请按类别统计医疗机构的数量，列出每个类别各有多少家。", ans, "group_count")

# 25 percentage
n1 = len(where(MI, lambda r: r["level"] == "一级"))
add("一级医疗机构占全部医疗机构的百分比是多少？保留一位小数", [pct(n1, len(MI), 1)], "percentage")

# 26 list with a part of the address
rows = where(MI, lambda r: r["category"] == "医院" and r["level"] == "三级" and "萧山区" in r["address"])
assert 2 <= len(rows) <= 8
add("地址在萧山区的三级医院有哪些？", [r["name"] for r in rows], "list")

# 27 yes/no
r = one(MI, name="浙江医院")
add("浙江医院是不是三级医院？", [yn(r["category"] == "医院" and r["level"] == "三级", "zh")], "yes_no")

# 28 negation
n = len(where(MI, lambda r: r["category"] == "医院" and r["level"] != "一级"))
add("类别为医院的机构中，级别不是一级的有几家？", [str(n)], "negation")

# 29 count (English)
n = len(where(MI, lambda r: r["category"] == "社区卫生服务中心"))
add("How many community health service centres (社区卫生服务中心) are in the medical institutions table?",
    [str(n)], "count", "en")

# 30 difference between two categories
a = len(where(MI, lambda r: r["category"] == "医院"))
b = len(where(MI, lambda r: r["category"] == "社区卫生服务中心"))
add("医院类的医疗机构比社区卫生服务中心多多少家？", [str(a - b)], "difference")

# ===== 协会 (religious associations) =====

# 31 lookup of a date
r = one(AS, name="东阳市天主教爱国会")
add("东阳市天主教爱国会什么时候登记的？", [iso(r["registrationTime"])], "lookup")

# 32 count, two conditions
n = len(where(AS, lambda r: r["city"] == "宁波市" and r["religion"] == "佛教"))
add("宁波市所属宗教为佛教的宗教团体有几个？", [str(n)], "count")

# 33 list
rows = where(AS, lambda r: r["category"] == "市团体" and r["website"] != "")
assert 2 <= len(rows) <= 8
add("有网站的市团体有哪些？", [r["name"] for r in rows], "list")

# 34 superlative by date
w = unique_max(where(AS, lambda r: r["registrationTime"] != ""), lambda r: day(r["registrationTime"]))
add("登记时间最晚的宗教团体是哪个？", [w["name"]], "superlative")

# 35 counts per group, report style
ans, _ = group_counts(where(AS, lambda r: r["city"] == "宁波市"), "religion")
add("宁波市宗教团体按所属宗教分布：各宗教分别有多少个？", ans, "group_count")

# 36 lookup (English)
r = one(AS, name="萧山区佛教协会")
add("What's the phone number of 萧山区佛教协会?", [r["phoneNumber"]], "lookup", "en")

# 37 yes/no
r = one(AS, name="临海市基督教三自爱国运动委员会")
add("临海市基督教三自爱国运动委员会属于县团体吗", [yn(r["category"] == "县团体", "zh")], "yes_no")

# ===== 学校 (religious schools) =====

# 38 sum
assert all(r["studentCount"] != "" for r in SC)
s = sum(dec(r["studentCount"]) for r in SC)
add("全部宗教院校的在校生合计多少人？", [fmt_int(s)], "sum")

# 39 superlative by date (English)
w = unique_max(SC, lambda r: day(r["establishmentDate"]), lowest=True)
add("Which religious school was established earliest?", [w["name"]], "superlative", "en")

# 40 ratio
a = one(SC, name="浙江佛学院")
b = one(SC, name="浙江神学院")
add("浙江佛学院的在校生人数是浙江神学院的几倍？保留两位小数。",
    [ratio(dec(a["studentCount"]), dec(b["studentCount"]), 2)], "ratio")

# 41 average
rows = where(SC, lambda r: r["religion"] == "佛教")
assert all(r["teacherCount"] != "" for r in rows)
avg = sum(dec(r["teacherCount"]) for r in rows) / len(rows)
add("佛教院校的教师人数平均是多少？（保留一位小数）", [fmt_round(avg, 1)], "average")

# 42 difference between two named entities
a = one(SC, name="浙江佛学院")
b = one(SC, name="杭州佛学院")
add("浙江佛学院和杭州佛学院在校生差多少人？",
    [fmt_int(abs(dec(a["studentCount"]) - dec(b["studentCount"])))], "difference")

# 43 list
rows = where(SC, lambda r: r["city"] == "台州市")
add("台州市有哪些宗教院校？", [r["name"] for r in rows], "list")

# 44 top-N (English, terse)
t = top_n(SC, 3, lambda r: dec(r["studentCount"]))
add("Top 3 religious schools by number of students?", [r["name"] for r in t], "top_n", "en")

# ===== 宗教场所 (religious venues) =====

# 45 count, terse
n = len(where(RP, lambda r: r["county"] == "乐清市" and r["religion"] == "基督教"))
add("乐清 基督教场所 几处", [str(n)], "count")

# 46 count, three conditions
n = len(where(RP, lambda r: r["city"] == "温州市" and r["religion"] == "佛教" and r["category"] == "寺观教堂"))
add("温州市类别为寺观教堂的佛教场所有几处？", [str(n)], "count")

# 47 superlative
w = unique_max(where(RP, lambda r: r["area"] != ""), lambda r: dec(r["area"]))
add("占地面积最大的宗教场所是哪个？", [w["name"]], "superlative")

# 48 top-N over groups
c = Counter(r["county"] for r in RP if r["county"])
t = top_n(list(c.items()), 3, lambda kv: kv[1])
add("宗教场所数量排名前三的区县是哪几个？", [g for g, _ in t], "top_n")

# 49 average
rows = where(RP, lambda r: r["city"] == "杭州市" and r["religion"] == "基督教")
avg = sum(dec(r["buildingArea"]) for r in rows) / len(rows)
add("杭州市基督教场所的平均建筑面积是多少平方米？（保留两位小数）", [fmt_round(avg, 2)], "average")

# 50 sum
rows = where(RP, lambda r: r["county"] == "永康市")
s = sum(dec(r["buildingArea"]) for r in rows)
add("永康市宗教场所的建筑面积总和是多少？", [fmt_int(s)], "sum")

# 51 counts per group
ans, _ = group_counts(where(RP, lambda r: r["city"] == "舟山市"), "religion")
add("舟山市的宗教场所，各宗教分别有多少处？", ans, "group_count")

# 52 percentage
rows = where(RP, lambda r: r["city"] == "温州市")
k = len(where(rows, lambda r: r["religion"] == "基督教"))
add("温州市的宗教场所中基督教的占比是多少？（百分比，保留一位小数）", [pct(k, len(rows), 1)],
    "percentage")

# 53 difference between two places (English)
a = len(where(RP, lambda r: r["county"] == "瑞安市"))
b = len(where(RP, lambda r: r["county"] == "平阳县"))
add("How many more religious venues does 瑞安市 have than 平阳县?", [str(a - b)], "difference", "en")

# 54 lookup of a date
r = one(RP, name="慈溪市海月寺")
add("慈溪市海月寺的批准日期？", [iso(r["approvalDate"])], "lookup")

# 55 yes/no
r = one(RP, name="苍南县灵溪镇罗溪天主堂")
add("苍南县灵溪镇罗溪天主堂是固定处所吗？", [yn(r["category"] == "固定处所", "zh")], "yes_no")

# 56 negation
rows = where(RP, lambda r: r["city"] == "温州市" and r["religion"] == "道教")
assert all(r["religiousType"] != "" for r in rows)
n = len([r for r in rows if r["religiousType"] != "正一派"])
add("温州市的道教场所中，不属于正一派的有几处？", [str(n)], "negation")

# 57 average (English)
rows = where(RP, lambda r: r["city"] == "宁波市" and r["religion"] == "天主教")
avg = sum(dec(r["buildingArea"]) for r in rows) / len(rows)
add("What is the average building area (建筑面积) of the Catholic venues in 宁波市? Round to one decimal place.",
    [fmt_round(avg, 1)], "average", "en")

# 58 two tables: school -> its county -> venues
s = one(SC, name="浙江慈云佛学院")
n = len(where(RP, lambda r: r["county"] == s["county"] and r["religion"] == "佛教"))
add("浙江慈云佛学院所在的县有多少处佛教场所？", [str(n)], "two_table")

# 59 two tables: venues' top county -> its administrative code
g, _ = unique_group_max(RP, "county")
ids = {r["id"] for r in AR if r["name"] == g and r["id"]}
assert len(ids) == 1, ids
add("宗教场所最多的那个县级行政区，行政区划代码是多少？", [ids.pop()], "two_table")

# 60 ratio (English)
rows = where(RP, lambda r: r["city"] == "杭州市")
a = len(where(rows, lambda r: r["religion"] == "佛教"))
b = len(where(rows, lambda r: r["religion"] == "天主教"))
add("In 杭州市, how many times as many Buddhist venues as Catholic venues are there? Round to two decimals.",
    [ratio(a, b, 2)], "ratio", "en")

# ===== 旅游景点 (tourist attractions) =====

# 61 lookup
r = one(TA, name="宁波博物馆景区")
add("宁波博物馆景区的级别是什么？", [r["level"]], "lookup")

# 62 count
n = len(where(TA, lambda r: r["city"] == "宁波市" and r["level"] == "AAAA"))
add("宁波市4A级景区有多少个？", [str(n)], "count")

# 63 counts per group
ans, _ = group_counts(where(TA, lambda r: r["level"] == "AAAA"), "city")
add("各地市的AAAA级旅游景点数量分别是多少？", ans, "group_count")

# 64 percentage
rows = where(TA, lambda r: r["city"] == "台州市")
k = len(where(rows, lambda r: r["level"] == "AAA"))
add("台州市的旅游景点中AAA级占百分之几？保留一位小数", [pct(k, len(rows), 1)], "percentage")

# 65 superlative over groups
g, _ = unique_group_max(TA, "city")
add("旅游景点数量最多的是哪个地市？", [g], "superlative")

# 66 count (English)
n = len(where(TA, lambda r: r["city"] == "金华市" and r["level"] == "AAA"))
add("How many AAA-rated tourist attractions does 金华市 have?", [str(n)], "count", "en")

# 67 two tables: city with the most attractions -> travel agencies there
g, _ = unique_group_max(TA, "city")
n = len(where(TR, lambda r: r["city"] == g))
add("景点数量最多的那个城市，有多少家旅行社？", [str(n)], "two_table")

# ===== 旅行社 (travel agencies) =====

# 68 count with a part of a list-valued cell
n = len(where(TR, lambda r: r["city"] == "杭州市" and "出境组团业务" in r["businessScope"]))
assert not where(TR, lambda r: r["city"] == "杭州市" and "出境" in r["businessScope"]
                 and "出境组团业务" not in r["businessScope"])
add("业务范围里写了“出境组团业务”的杭州市旅行社有多少家？", [str(n)], "count")

# 69 negation
n = len(where(TR, lambda r: r["city"] == "宁波市" and r["englishName"] == ""))
add("宁波市的旅行社里没有英文名的有几家？", [str(n)], "negation")

# 70 lookup (English)
r = one(TR, name="建德中国旅行社有限公司")
add("What is the fax number of 建德中国旅行社有限公司?", [r["faxNumber"]], "lookup", "en")

# 71 top-N over groups
c = Counter(r["city"] for r in TR if r["city"])
t = top_n(list(c.items()), 3, lambda kv: kv[1])
add("旅行社数量最多的三个城市是哪几个？", [g for g, _ in t], "top_n")

# 72 percentage
n = len(where(TR, lambda r: r["businessScope"] == "国内旅游业务"))
add("业务范围只有国内旅游业务的旅行社占全部旅行社的比例是多少？（百分比，保留两位小数）",
    [pct(n, len(TR), 2)], "percentage")

# 73 lookup, shortened name
r = by_part(TR, "浙江邮电旅行社")
add("浙江邮电旅行社电话多少", [r["phoneNumber"]], "lookup")

# ===== 许可证 (licences) =====

# 74 lookup of a date
r = one(LC, name="浙201801010002J")
add("浙201801010002J这张许可证从哪天开始生效？", [iso(r["effectiveDate"])], "lookup")

# 75 count by year
rows = where(LC, lambda r: r["invalidDate"] and day(r["invalidDate"]).year == 2022)
assert len({r["name"].upper() for r in rows}) == len(rows)  # no case-twin licences in the set
add("2022年失效的许可证一共有多少张？", [str(len(rows))], "count")

# 76 difference of dates in days (English)
r = one(LC, name="201802000006J")
days = (day(r["invalidDate"]) - day(r["effectiveDate"])).days
add("How many days lie between the effective date and the expiry date of licence 201802000006J?",
    [str(days)], "difference", "en")

# ===== 政府机构 / 行政区 =====

# 77 count by name suffix
n = len(where(GA, lambda r: r["name"].endswith("民政局")))
add("名称以“民政局”结尾的政府机构有多少个？", [str(n)], "count")

# 78 count by name suffix (English)
n = len(where(GA, lambda r: r["name"].endswith("人民政府")))
add("How many government agencies in the table have a name ending in 人民政府?", [str(n)], "count", "en")

# 79 lookup of a code
ids = {r["id"] for r in AR if r["name"] == "永嘉县" and r["id"]}
assert len(ids) == 1
add("永嘉县的行政区划代码是多少？", [ids.pop()], "lookup")

# 80 count of distinct names
names = {r["name"] for r in AR if r["label"] == "地级行政区"}
add("行政区表里地级行政区有几个？", [str(len(names))], "count")


# ---------------------------------------------------------------- write

def main():
    zh = [q for q in Q if q["lang"] == "zh"]
    en = [q for q in Q if q["lang"] == "en"]
    assert len(Q) == 80, len(Q)
    assert len(zh) == 65 and len(en) == 15, (len(zh), len(en))
    assert len({q["question"] for q in Q}) == len(Q)
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": "affairqa-r64-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.normpath(os.path.join(here, "..", "r64-affairqa.json"))
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %d questions to %s" % (len(out), path))
    print(dict(Counter(q["shape"] for q in out)))


if __name__ == "__main__":
    main()
