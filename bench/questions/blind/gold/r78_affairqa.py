#!/usr/bin/env python3
"""Gold-answer generator for held-out question set r78 over KAG AffairQA tables.

Writes bench/questions/blind/r78-affairqa.json (80 questions: 65 zh, 15 en).
Standard library only; every answer is computed from the CSV cells; only the
question wording and literal condition values are typed by hand.

Personas: a city council member's research aide (加油站 / 许可证 / 旅行社 /
旅游景点 / 行政区), a hospital-network planner (医疗机构) and a retired teacher
curious about local religious sites (宗教场所 / 协会 / 学校).

Tables and columns used
-----------------------
加油站: name, level, operationSubject, county, isMajorDangerSource,
        totalDesignStorage, employeeCount, buildTime,
        businessLicense (joined to 许可证.name)
许可证: name, effectiveDate, invalidDate
医疗机构: name, category, level
宗教场所: name, county, city, religion, religiousType, category, area (占地面积),
          buildingArea (建筑面积), approvalDate, registrationTime, mainDepartment
协会: name, city, religion, category, registrationTime, mainDepartment
      (joined to 宗教场所.mainDepartment)
学校: name, studentCount, teacherCount, professorCount, establishmentDate,
      religion, approvalLevel, county (joined to 行政区.id)
行政区 is also joined from 宗教场所.county (code 330953).
旅行社: name, city, businessScope
旅游景点: name, city, level
行政区: name, id

Readings avoided
----------------
* Placeholders: 加油站.buildTime 1899-12-30, businessLicenseNumber /
  organizationCode / unifiedSocialCreditCode '9.13E+17' and '无',
  employeeCount / totalDesignStorage 0 (no sum/average/min over scopes that
  contain a 0 or an empty cell; asserted); 协会.registrationTime 1900/1/1
  (scopes asserted free of it); 宗教场所 area/buildingArea 0 (scopes asserted
  free of 0 / empty); 医疗机构.address '0'.
* The two empty rows of 宗教场所 (天台山国清讲寺, 天台山桐柏宫 have no county,
  city or religion): no question is scoped to 天台县 or to a whole-table
  total where they would matter.
* County columns mixing codes with names (宗教场所/协会 county such as 330101,
  330953; 旅行社 county '市辖区'): county-scoped questions use only counties
  of cities whose county cells are all names (台州/绍兴 ... ) or counties that
  no code entry could plausibly cover (青田县, 宁海县, 嵊泗县, 缙云县 ...).
  The only uses of codes are explicit join questions to 行政区.
* Variant spellings: 加油站 county 北仓区 vs 北仑区 (no 北仑区 question);
  许可证 names 浙201601000003J / 浙201601000003j (not used); 旅游景点 holds the
  same real place under several names, so scenic-spot counts are phrased as
  counts of records in the table.
* 旅行社 has two columns both named licenseNumber: never used. Its
  businessScope text varies, so questions either test the literal substring
  '出境' or the exact cell '国内旅游业务'.
* Bare 面积 is never used: 占地面积 = area, 建筑面积 = buildingArea.
* Superlatives / top-N assert a strict order for the first N+1 values; name
  fragments assert exactly one matching name cell.
* 许可证 201501030002J runs to 2044-06-06 (odd); not used as an extreme.
* 协会 has 4 near-blank rows (浙江省佛教协会, 温州市佛教协会, 中国佛教协会,
  浙江省基督教两会: no religion/category/city): questions name the column
  value ("宗教一栏为", "类别一栏填的是") and avoid whole-religion totals
  (e.g. all 佛教 groups) that these rows would make disputable.
* Operator labels overlap (中石化 vs 中石化杭燃 vs 新奥中石化): no question
  counts "Sinopec" stations as a brand; 中石化杭燃 is used as an exact cell,
  and 中石化 only inside a per-county group count of exact cells.
* 加油站 has near-duplicate 衢州佳豪 / 衢州市浙能 rows and 2 rows with an
  empty industry/county: no table-wide share over those columns.
* 学校 teacherCount averages would be integral (45); the average question
  uses studentCount instead so the stated one decimal is meaningful.
"""
import csv
import datetime
import json
import os
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
            raise SystemExit("kag-affairqa sources not found")
        d = parent


SRC = find_sources()


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


G = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
REL = load("宗教场所")
SPOT = load("旅游景点")
TRAV = load("旅行社")
DIST = load("行政区")

LIC_BY = {r["name"]: r for r in LIC}


# ---------------------------------------------------------------- helpers
def dec(s):
    s = s.strip()
    assert s != "", "empty numeric cell"
    return Decimal(s)


def fmt(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def fmt_int(x):
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def pdate(s):
    s = s.strip()
    assert s and s not in ("1899-12-30", "1900/1/1"), "placeholder/empty date: %r" % s
    y, m, d = (int(t) for t in s.replace("-", "/").split("/"))
    return datetime.date(y, m, d)


def iso(s):
    return pdate(s).isoformat()


def one(rows, frag, field="name"):
    hits = [r for r in rows if frag in r[field]]
    assert len(hits) == 1, (frag, [h[field] for h in hits])
    return hits[0]


def exact(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def ranked(rows, key, n, reverse=True):
    """Top-n rows by key; asserts the first n+1 values are strictly ordered."""
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s[: n + 1]]
    for a, b in zip(vals, vals[1:]):
        assert (a > b) if reverse else (a < b), ("tie in ranking", vals)
    return s[:n]


def group_counts(rows, field):
    c = Counter(r[field] for r in rows)
    assert "" not in c, ("empty group", field)
    items = c.most_common()
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), ("tied group counts", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def pct(a, b, places):
    return fmt(Decimal(a) * 100 / Decimal(b), places)


def ratio(a, b, places):
    return fmt(Decimal(a) / Decimal(b), places)


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def no_zero(rows, field):
    for r in rows:
        assert r[field].strip() != "" and dec(r[field]) != 0, (r["name"], field, r[field])
    return rows


QS = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, str):
        answer = [answer]
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def rel(**conds):
    return [r for r in REL if all(r[k] == v for k, v in conds.items())]


# =========================================================== council aide
# --- 加油站 / 许可证 ---------------------------------------------------
add("帮议员准备燃气安全的材料：加油站表里等级标为“一级”的站点一共有多少个？",
    str(sum(1 for r in G if r["level"] == "一级")), "count")


top = ranked([r for r in G if r["totalDesignStorage"]], lambda r: dec(r["totalDesignStorage"]), 1)
add("哪个加油站的总设计储量（totalDesignStorage）最大？", top[0]["name"], "superlative")

top = ranked([r for r in G if r["employeeCount"]], lambda r: int(r["employeeCount"]), 3)
add("按员工人数排，人数最多的前三个加油站分别是哪几个？请从多到少列出。",
    [r["name"] for r in top], "top-n")

rows = [r for r in G if r["isMajorDangerSource"] == "是"]
add("为了准备安全检查的议题，请列出加油站表中被标记为重大危险源的全部站点名称。",
    [r["name"] for r in rows], "list")

rows = no_zero([r for r in G if r["county"] == "鄞州区"], "totalDesignStorage")
add("鄞州区所有加油站的总设计储量加起来是多少？保留两位小数。",
    fmt(sum(dec(r["totalDesignStorage"]) for r in rows), 2), "sum")

rows = no_zero([r for r in G if r["operationSubject"] == "中石化杭燃"], "totalDesignStorage")
add("运营主体为“中石化杭燃”的加油站，平均总设计储量是多少？结果保留两位小数。",
    fmt(sum(dec(r["totalDesignStorage"]) for r in rows) / len(rows), 2), "average")

rows = [r for r in G if r["operationSubject"] == "中石化杭燃"]
first = ranked(rows, lambda r: pdate(r["buildTime"]), 1, reverse=False)
add("中石化杭燃名下的加油站中，建站时间最早的是哪一座？", first[0]["name"], "superlative")

st = exact(G, "宁波新奥燃气有限公司福庆南路CNG加气站")
add("宁波新奥燃气有限公司福庆南路CNG加气站所持经营许可证的失效日期是哪天？",
    iso(LIC_BY[st["businessLicense"]]["invalidDate"]), "join")

st = exact(G, "浙江交投新能源投资有限公司绍兴燃气经营分公司")
lic = LIC_BY[st["businessLicense"]]
add("浙江交投新能源投资有限公司绍兴燃气经营分公司的许可证，从生效日到失效日相隔多少天？",
    str((pdate(lic["invalidDate"]) - pdate(lic["effectiveDate"])).days), "days-between")

st = exact(G, "桐乡运河加气站")
lic = LIC_BY[st["businessLicense"]]
add("截至2022年5月1日，桐乡运河加气站的经营许可证是否仍在有效期内？",
    yn(pdate(lic["effectiveDate"]) <= datetime.date(2022, 5, 1) <= pdate(lic["invalidDate"]), "zh"),
    "yes/no")

top = ranked([r for r in G if r["employeeCount"]], lambda r: int(r["employeeCount"]), 1)
lic = LIC_BY[top[0]["businessLicense"]]
add("员工人数最多的那个加油站，它的许可证是哪天生效的？", iso(lic["effectiveDate"]), "two-step")


first = ranked([r for r in LIC if r["effectiveDate"]], lambda r: pdate(r["effectiveDate"]), 1, reverse=False)
add("Which permit in the 许可证 table has the earliest effective date? Give its name.",
    first[0]["name"], "superlative", "en")

rows = [r for r in G if r["county"] == "鄞州区"]
add("鄞州区的加油站按运营主体分组，每组各有几座？",
    group_counts(rows, "operationSubject"), "group-counts")

a = sum(1 for r in G if r["level"] == "二级")
b = sum(1 for r in G if r["level"] == "三级")
add("Among gas stations, are there more graded 二级 or 三级? Answer with the level.",
    "二级" if a > b else "三级", "compare", "en")
assert a != b



names = ["慈溪市煤气有限公司", "天台华润燃气有限公司", "绍兴金帝天然气有限公司"]
rows = [exact(G, n) for n in names]
top = ranked(rows, lambda r: pdate(r["buildTime"]), 1, reverse=False)
add("慈溪市煤气有限公司、天台华润燃气有限公司、绍兴金帝天然气有限公司这三家里，哪家建站最早？",
    top[0]["name"], "superlative")

st = exact(G, "杭州华燃燃气开发应用有限公司绍兴路加气站")
add("Is 杭州华燃燃气开发应用有限公司绍兴路加气站 flagged as a major danger source (重大危险源)?",
    yn(st["isMajorDangerSource"] == "是", "en"), "yes/no", "en")
assert st["isMajorDangerSource"] in ("是", "否")

# --- 旅行社 ------------------------------------------------------------
rows = [r for r in TRAV if r["city"] == "宁波市" and "出境" in r["businessScope"]]
add("宁波市的旅行社里，经营范围文字中写有“出境”二字的有多少家？", str(len(rows)), "count")


a = sum(1 for r in TRAV if r["city"] == "金华市")
b = sum(1 for r in TRAV if r["city"] == "温州市")
assert a != b
add("Quick check for the council briefing: which city has more travel agencies on file, 金华市 or 温州市?",
    "金华市" if a > b else "温州市", "compare", "en")


t = exact(TRAV, "浙江邮电旅行社有限公司")
add("浙江邮电旅行社有限公司的经营范围里有没有“出境”相关业务？",
    yn("出境" in t["businessScope"], "zh"), "yes/no")

# --- 旅游景点 ----------------------------------------------------------

rows = [r for r in SPOT if r["city"] == "舟山市"]
add("舟山市的旅游景点记录按等级分组计数，各等级分别有多少条？",
    group_counts(rows, "level"), "group-counts")

rows = [r for r in SPOT if r["city"] == "嘉兴市" and r["level"] == "AAAAA"]
add("请列出嘉兴市所有等级为AAAAA的旅游景点记录名称。", [r["name"] for r in rows], "list")

a = sum(1 for r in SPOT if r["level"] == "AAAA")
b = sum(1 for r in SPOT if r["level"] == "AAAAA")
add("In the scenic-spot table, what is the ratio of AAAA records to AAAAA records? Round to 2 decimal places.",
    ratio(a, b, 2), "ratio", "en")

rows = [r for r in SPOT if r["city"] == "杭州市"]
add("杭州市的景点记录里，AAAA级的占比是多少？用百分数表示，保留一位小数。",
    pct(sum(1 for r in rows if r["level"] == "AAAA"), len(rows), 1), "share")

c = Counter(r["city"] for r in SPOT if r["level"] == "AA")
top = ranked(list(c.items()), lambda kv: kv[1], 3)
add("AA级景点记录数量排名前三的城市依次是哪三个？", [k for k, _ in top], "top-n")

# --- 行政区 joins --------------------------------------------------------
codes = {r["name"] for r in DIST if r["id"] == "330953"}
assert len(codes) == 1
assert any(r["county"] == "330953" for r in REL)
add("宗教场所表里有些场所的区县一栏填的是代码330953，这个代码在行政区表中对应的名称是什么？",
    codes.pop(), "join")

# ============================================================ hospital planner

rows = [r for r in MED if r["category"] == "医院"]
add("规划医院网络前想先摸个底，请把类别为“医院”的医疗机构按等级分组，给出每个等级的家数。",
    group_counts(rows, "level"), "group-counts")

add("How many medical institutions are in the 社区卫生服务中心 category?",
    str(sum(1 for r in MED if r["category"] == "社区卫生服务中心")), "count", "en")

add("做网络规划要用：类别为“医院”的机构占医疗机构表全部记录的百分比是多少？保留一位小数。",
    pct(sum(1 for r in MED if r["category"] == "医院"), len(MED), 1), "share")


rows = [r for r in MED if r["category"] == "医院" and r["level"] == "三级" and "儿童" in r["name"]]
add("列出名称里带“儿童”的三级医院（类别为医院）。", [r["name"] for r in rows], "list")


h = exact(MED, "浙江萧山医院")
add("浙江萧山医院是三级医院吗？", yn(h["level"] == "三级", "zh"), "yes/no")

a = sum(1 for r in MED if "口腔" in r["name"])
b = sum(1 for r in MED if "中医" in r["name"])
assert a != b
add("名称带“口腔”的医疗机构和名称带“中医”的医疗机构，哪一类更多？回答“口腔”或“中医”。",
    "口腔" if a > b else "中医", "compare")


a = sum(1 for r in MED if r["category"] == "门诊部诊所医务室村卫生室")
b = sum(1 for r in MED if r["category"] == "医院")
add("“门诊部诊所医务室村卫生室”类的机构比“医院”类多多少家？", str(a - b), "difference")


rows = [r for r in MED if r["category"] == "医院" and r["level"] == "三级" and "中医院" in r["name"]]
add("I'm mapping traditional-medicine capacity for our hospital network. Please list the 三级 institutions in the 医院 category whose names contain 中医院.",
    [r["name"] for r in rows], "list", "en")

names = ["浙江省人民医院", "浙江医院", "浙江省肿瘤医院", "杭州整形医院"]
add("浙江省人民医院、浙江医院、浙江省肿瘤医院、杭州整形医院这四家里，等级为三级的有几家？",
    str(sum(1 for n in names if exact(MED, n)["level"] == "三级")), "count")



rows = [r for r in MED if r["level"] == "社区"]
add("等级一栏标为“社区”的医疗机构中，类别是“社区卫生服务中心”的占百分之多少？保留一位小数。",
    pct(sum(1 for r in rows if r["category"] == "社区卫生服务中心"), len(rows), 1), "share")

rows = [r for r in MED if r["category"] == "医院" and r["level"] == "三级" and "眼" in r["name"]]
add("三级医院（类别为医院）里，名字中带“眼”字的有几家？", str(len(rows)), "count")

# ============================================================ retired teacher
# --- 宗教场所 ------------------------------------------------------------
rows = rel(county="嵊泗县", religion="佛教", category="寺观教堂")
add("退休了想去嵊泗岛上看看寺庙——嵊泗县登记的佛教场所里，类别属于“寺观教堂”的有几处？", str(len(rows)), "count")

add("青田县的宗教场所按宗教分类，各有多少处？",
    group_counts(rel(county="青田县"), "religion"), "group-counts")

add("我想了解宁海县：那里的佛教场所中，类别为“固定处所”的有多少处？",
    str(len(rel(county="宁海县", religion="佛教", category="固定处所"))), "count")

rows = no_zero(rel(city="温州市", religion="天主教"), "area")
top = ranked(rows, lambda r: dec(r["area"]), 1)
add("温州市的天主教场所中，占地面积最大的是哪一处？", top[0]["name"], "superlative")

rows = no_zero(rel(city="金华市", religion="道教"), "buildingArea")
top = ranked(rows, lambda r: dec(r["buildingArea"]), 3)
add("金华市道教场所建筑面积前三名，从大到小。", [r["name"] for r in top], "top-n")

rows = rel(religion="伊斯兰教")
s = ranked(rows, lambda r: pdate(r["approvalDate"]), len(rows) - 1, reverse=False)
assert len({r["approvalDate"] for r in rows}) == len(rows)
add("请把所有伊斯兰教场所按批准日期从早到晚排列。", [r["name"] for r in s], "sorted-list")

rows = no_zero(rel(religion="伊斯兰教"), "buildingArea")
add("伊斯兰教场所的平均建筑面积是多少平方米？保留两位小数。",
    fmt(sum(dec(r["buildingArea"]) for r in rows) / len(rows), 2), "average")

rows = no_zero(rel(county="嵊泗县"), "area")
add("嵊泗县全部宗教场所的占地面积合计是多少？保留两位小数。",
    fmt(sum(dec(r["area"]) for r in rows), 2), "sum")

r0 = exact(REL, "宁波市清真寺")
add("我年轻时常路过宁波市清真寺，好奇它从批准日期到登记时间中间隔了多久，算下来是多少天？",
    str((pdate(r0["registrationTime"]) - pdate(r0["approvalDate"])).days), "days-between")

r0 = exact(REL, "普陀山正法讲寺")
add("普陀山正法讲寺的占地面积是否超过20万平方米？",
    yn(dec(r0["area"]) > 200000, "zh"), "yes/no")

rows = rel(city="温州市", religion="道教")
assert all(r["religiousType"] for r in rows)
add("温州市的道教场所里，教派为全真教的占多少百分比？保留一位小数。",
    pct(sum(1 for r in rows if r["religiousType"] == "全真教"), len(rows), 1), "share")

a = len(rel(county="缙云县", religion="佛教"))
b = len(rel(county="缙云县", religion="基督教"))
assert a != b
add("In 缙云县, are there more Buddhist (佛教) or Christian (基督教) religious sites on record? Answer with the religion as written in the table.",
    "佛教" if a > b else "基督教", "compare", "en")

a = len(rel(county="乐清市", religion="道教"))
b = len(rel(county="乐清市", religion="佛教"))
add("乐清市的道教场所比佛教场所多多少处？", str(a - b), "difference")
assert a > b

rows = [r for r in rel(city="台州市") if pdate(r["approvalDate"]).year == 2005]
add("请统计一下：城市为台州市、批准日期在2005年内的宗教场所有多少处？", str(len(rows)), "count")

rows = no_zero(rel(city="衢州市"), "buildingArea")
top = ranked(rows, lambda r: dec(r["buildingArea"]), 1)
add("衢州市建筑面积最大的宗教场所属于哪个宗教？", top[0]["religion"], "two-step")

rows = no_zero(rel(city="湖州市", religion="道教"), "buildingArea")
top = ranked(rows, lambda r: dec(r["buildingArea"]), 1)
add("湖州市的道教场所中建筑面积最大的那一处，它的批准日期是哪天？",
    iso(top[0]["approvalDate"]), "two-step")

a = len(rel(city="台州市", religion="佛教"))
b = len(rel(city="台州市", religion="道教"))
add("What is the ratio of Buddhist (佛教) to Taoist (道教) religious sites in 台州市? Round to 2 decimal places.",
    ratio(a, b, 2), "ratio", "en")


rows = no_zero(rel(county="嵊州市", religion="基督教", category="寺观教堂"), "area")
add("嵊州市的基督教场所中，类别为“寺观教堂”的平均占地面积是多少？保留两位小数。",
    fmt(sum(dec(r["area"]) for r in rows) / len(rows), 2), "average")



rows = no_zero(rel(county="新昌县", religion="佛教"), "area")
a = sum(1 for r in rows if dec(r["area"]) >= 1000)
add("新昌县的佛教场所里，占地面积不少于1000平方米（含1000）的有几处？", str(a), "count")

rows = rel(county="安吉县", religion="道教")
s = sorted(rows, key=lambda r: pdate(r["registrationTime"]))
assert len({r["registrationTime"] for r in rows}) == len(rows)
add("Which 道教 sites are recorded in 安吉县? List them by registration date, earliest first.",
    [r["name"] for r in s], "sorted-list", "en")

rows = rel(county="云和县", category="寺观教堂")
add("云和县类别为“寺观教堂”的宗教场所有哪些？请列出名称。", [r["name"] for r in rows], "list")

rows = no_zero(rel(county="岱山县", religion="天主教"), "buildingArea")
add("岱山县天主教场所的建筑面积总和是多少平方米？",
    fmt_int(sum(dec(r["buildingArea"]) for r in rows)), "sum")

a = exact(REL, "杭州清真寺")
b = exact(REL, "衢州清真寺")
add("衢州清真寺和杭州清真寺的批准日期相差多少天？",
    str(abs((pdate(a["approvalDate"]) - pdate(b["approvalDate"])).days)), "days-between")

rows = [r for r in rel(county="仙居县", religion="佛教")]
first = ranked(rows, lambda r: pdate(r["registrationTime"]), 1, reverse=False)
add("仙居县的佛教场所里，登记时间最早的是哪一处？", first[0]["name"], "superlative")

# --- 协会 ------------------------------------------------------------
rows = [r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "基督教"]
add("温州市的基督教团体（协会表）有多少个？", str(len(rows)), "count")

rows = [r for r in ASSOC if r["religion"] == "道教" and r["category"] == "县团体"]
for r in rows:
    pdate(r["registrationTime"])  # asserts no 1900/1/1 placeholder in scope
first = ranked(rows, lambda r: pdate(r["registrationTime"]), 1, reverse=False)
add("Among the 道教 associations whose category is 县团体, which one was registered earliest?",
    first[0]["name"], "superlative", "en")

rows = [r for r in ASSOC if r["category"] == "省团体"]
add("协会表中类别一栏填的是“省团体”的有哪些团体？", [r["name"] for r in rows], "list")

rows = [r for r in ASSOC if r["city"] == "丽水市"]
add("Break down the 丽水市 religious associations by category (县团体/市团体): how many of each?",
    group_counts(rows, "category"), "group-counts", "en")

rows = [r for r in ASSOC if r["religion"] == "伊斯兰教"]
for r in rows:
    pdate(r["registrationTime"])
s = sorted(rows, key=lambda r: pdate(r["registrationTime"]))
assert len({r["registrationTime"] for r in rows}) == len(rows)
add("把伊斯兰教的几个团体按登记时间从早到晚排一下。", [r["name"] for r in s], "sorted-list")

a0 = exact(ASSOC, "萧山区佛教协会")
dept = a0["mainDepartment"]
assert dept
add("萧山区佛教协会的主管部门，在宗教场所表中也作为主管部门出现。该部门主管的宗教场所有多少处？",
    str(sum(1 for r in REL if r["mainDepartment"] == dept)), "join")

a = sum(1 for r in ASSOC if r["category"] == "县团体" and r["religion"] == "基督教")
b = sum(1 for r in ASSOC if r["category"] == "县团体" and r["religion"] == "天主教")
add("类别为“县团体”的宗教团体里，宗教一栏为基督教的比天主教的多几个？", str(a - b), "difference")
assert a > b

r0 = exact(ASSOC, "宁波市佛教协会")
r1 = exact(ASSOC, "杭州市天主教爱国会")
add("宁波市佛教协会与杭州市天主教爱国会，哪个登记得更早？",
    r0["name"] if pdate(r0["registrationTime"]) < pdate(r1["registrationTime"]) else r1["name"], "compare")
assert r0["registrationTime"] != r1["registrationTime"]

# --- 学校 ------------------------------------------------------------
top = ranked(SCH, lambda r: int(r["studentCount"]), 1)
add("宗教院校里，在校学生人数最多的是哪所学校？", top[0]["name"], "superlative")

r0 = exact(SCH, "浙江神学院")
add("浙江神学院的生师比（学生人数除以教师人数）是多少？保留两位小数。",
    ratio(int(r0["studentCount"]), int(r0["teacherCount"]), 2), "ratio")

rows = [r for r in SCH if pdate(r["establishmentDate"]) >= datetime.date(2016, 1, 1)]
s = sorted(rows, key=lambda r: pdate(r["establishmentDate"]))
assert len({r["establishmentDate"] for r in rows}) == len(rows)
add("List the religious schools founded on or after 2016-01-01, in order of founding date (earliest first).",
    [r["name"] for r in s], "sorted-list", "en")

rows = [r for r in SCH if r["religion"] == "佛教"]
add("所有佛教院校的学生人数加起来一共多少人？",
    str(sum(int(r["studentCount"]) for r in rows)), "sum")

a = exact(SCH, "杭州佛学院")
b = exact(SCH, "浙江佛学院")
add("杭州佛学院成立到浙江佛学院成立，中间相隔多少天？",
    str((pdate(b["establishmentDate"]) - pdate(a["establishmentDate"])).days), "days-between")

add("How many religious schools have the approval level 高等(本科及以上)?",
    str(sum(1 for r in SCH if r["approvalLevel"] == "高等(本科及以上)")), "count", "en")

r0 = exact(SCH, "中国佛学院普陀山学院")
names = {d["name"] for d in DIST if d["id"] == r0["county"]}
assert len(names) == 1
add("中国佛学院普陀山学院在学校表里的区县一栏填的是代码，按行政区表，这个代码对应哪个区？",
    names.pop(), "join")

rows = [exact(SCH, n) for n in ["浙江神学院", "浙江道教学院", "杭州佛学院"]]
add("浙江神学院、浙江道教学院、杭州佛学院这三所学校的教师人数合计是多少？",
    str(sum(int(r["teacherCount"]) for r in rows)), "sum")

assert len(SCH) == 9
rows = [r for r in SCH if r["studentCount"]]
add("学校表里9所宗教院校的平均在校学生数是多少？保留一位小数。",
    fmt(Decimal(sum(int(r["studentCount"]) for r in rows)) / len(rows), 1), "average")
assert len(rows) == len(SCH)

r0 = exact(SCH, "浙江慈云佛学院")
add("浙江慈云佛学院的教授人数有没有超过25人？",
    yn(int(r0["professorCount"]) > 25, "zh"), "yes/no")

top = ranked(SCH, lambda r: int(r["studentCount"]), 1)
add("学生最多的那所宗教院校是哪一天成立的？", iso(top[0]["establishmentDate"]), "two-step")

rows = [r for r in SCH if r["religion"] == "佛教"]
add("What share of the religious schools are Buddhist (佛教)? Give a percentage rounded to 1 decimal place.",
    pct(len(rows), len(SCH), 1), "share", "en")

# ---------------------------------------------------------------- output
OUT = os.path.normpath(os.path.join(HERE, "..", "r78-affairqa.json"))
assert len(QS) == 80, len(QS)
assert sum(1 for q in QS if q["lang"] == "en") == 15, sum(1 for q in QS if q["lang"] == "en")
assert len({q["question"] for q in QS}) == 80
out = []
for i, q in enumerate(QS, 1):
    out.append({"id": "affairqa-r78-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT, len(out))
