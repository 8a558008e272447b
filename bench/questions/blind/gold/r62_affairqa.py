#!/usr/bin/env python3
"""Held-out AffairQA question set r62: 80 questions (65 zh, 15 en) with gold answers.

Standalone, standard library only. Finds the data by walking up from this file's folder to a
folder holding ``datasets/kag-affairqa`` (or ``shared/datasets/kag-affairqa``), reads the ten
CSV tables under ``sources/`` with the csv module, computes every gold answer from the cells, and
writes ``../r62-affairqa.json`` (``bench/questions/blind/r62-affairqa.json``): a JSON list of
``{"id", "question", "answer", "shape", "lang"}``.

Answer conventions
------------------
* numbers as plain strings; integral values without decimals (a cell ``50.0`` prints ``50``);
  non-integers rounded half up (decimal.ROUND_HALF_UP) to the precision the question states
  (2 decimals where the question asks for rounding without a precision). Arithmetic is done in
  Decimal on the cell text, never in float. Rounded results are asserted not to end in a
  trailing zero, so "12.5" vs "12.50" cannot arise.
* percentages as plain numbers (no ``%``), i.e. 100 * part / whole.
* yes/no as 是/否 (zh) or yes/no (en).
* dates ISO ``YYYY-MM-DD`` (cells are written ``2011/3/17``).
* lists: one string per item, order not significant.
* counts per group: flattened ``[group, count, group, count, ...]``, largest first; the script
  asserts that no two groups share a count.
* superlative winners are asserted unique; top-N cuts are asserted to have no tie across the cut.

Shapes (``shape`` field): lookup, count, sum, average, superlative, top_n, list, yes_no,
negation, group_count, percentage, comparison (difference or ratio of two named things),
multi_hop (two tables or two steps), terse (search-box wording; the computation is a lookup or a
count as noted at each question).

Readings and data quirks handled
--------------------------------
* Every file starts with a UTF-8 BOM (``utf-8-sig``), except 行政区.csv.
* 旅行社.csv has a duplicate column header ``licenseNumber``: the first column holds the
  permit document number (``浙旅许可(2009)385号``), the second the permit code (``L-ZJ00385``).
  The second is renamed ``licenseNumber_2`` here; no question asks for "the" license number of
  a travel agency. The ``operationStatus`` column (all 正常) is the schema's businessStatus.
* Placeholder rows: 宗教场所.csv has two rows with only a name (天台山桐柏宫, 天台山国清讲寺);
  协会.csv has name-only rows (浙江省佛教协会, 温州市佛教协会, 中国佛教协会, 浙江省基督教两会) and two
  "node" rows ``嘉兴市（节点）``/``丽水市（节点）`` (registrationTime 1900/1/1, no address).
  Conditions on religion/city/county/category leave the empty rows out by themselves.
  registrationTime 1900/1/1 (on 11 协会 rows: the two node rows and real bodies such as
  天主教杭州教区, 安吉县基督教协会) is a "date unknown" placeholder, not a date: the "earliest
  registered association" question skips it (gold 缙云县佛教协会, 1950/1/1) -- flagged as
  disputable, since a literal reading returns eleven 1900/1/1 rows.
* 加油站.csv: ``buildTime`` 1899-12-30 (Excel's day zero) on five rows with no other data is a
  placeholder, not a founding date; it is excluded from date questions. Some credit codes are
  mangled into ``9.13E+17`` (not asked). Two stations appear twice under near-identical names
  (``衢州市浙能油气发展有限公司航埠加气母站`` vs ``...有限公司-航埠加气母站``, likewise 衢州佳豪), each pair
  with different cells; no question depends on them. County ``北仓区`` on
  宁波新捷中油天然气有限公司北二集司加气站 is a typo for 北仑区 (its address is 宁波市北仑港区...); the
  北仑区 count question counts it as 北仑区 (12, not 11) -- flagged as disputable.
* Administrative codes written instead of county names: 协会.csv ``county`` holds codes for
  many rows (``330682``), 学校.csv for one (``310107``), 宗教场所.csv for development zones
  (``330953`` etc.). Codes are resolved through 行政区.csv (``id`` -> ``name``); 行政区.csv repeats
  rows many times and lists 310107 as 普陀区 (really Shanghai's code; Zhejiang's 普陀区 is 330903),
  and 330682 as 上虞区. Where a question names a county, a row counts when its county cell is
  that name or a code whose unique 行政区 name is that name (city-level codes such as 330601 name
  no county and do not count).
* 旅行社.csv county ``市辖区`` (622 rows) names no county; county questions only count rows whose
  county cell is the named county.
* 旅游景点.csv lists some scenic areas twice under different names (杭州西湖景区 and
  杭州西湖风景名胜区, ...). Counts count rows (listed entries), as the table presents them; no
  question ranks cities by their 5A count, where de-duplication would change the order.
* 旅游景点 ``level`` is AAAAA..A; "A级（单A）" means exactly ``A``.
* Travel-agency "outbound" business: ``businessScope`` contains ``出境``.
* 许可证.csv rows join to 加油站.csv on ``businessLicense`` == 许可证 ``name`` (exact text).
* Averages are over rows whose cell is a number (empty cells left out); sums likewise.
* Percentages: "在填写了...的" states the denominator where blanks exist.
* 宗教场所 areas carry no unit in the data; questions give none either.

Readings a user could dispute (ids in the written file)
-------------------------------------------------------
* 18 北仑区 count includes the 北仓区 typo row (12, literal 11).
* 34 earliest-registered association skips the 1900/1/1 placeholder.
* 44 "省团体" list follows the category cell; the name-only rows 浙江省佛教协会 and 浙江省基督教两会
  have no category and are not listed.
* 07 / 17 resolve county codes through 行政区.csv (310107 -> 普陀区, 330682 -> 上虞区).
* 41 lists both 5A rows of 舟山市, which describe the same 普陀山 area.
* 46 "address in 滨江区" is a substring test on the address (``滨江``).
* 20 / 64 "outbound business" is ``出境`` in businessScope.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_dataset():
    d = HERE
    while True:
        for rel in (("datasets", "kag-affairqa"), ("shared", "datasets", "kag-affairqa")):
            cand = os.path.join(d, *rel)
            if os.path.isdir(os.path.join(cand, "sources")):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("datasets/kag-affairqa not found above " + HERE)
        d = parent


DATA = find_dataset()


def load(name):
    path = os.path.join(DATA, "sources", name + ".csv")
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = []
    for h in rows[0]:
        h = h.strip()
        k, n = h, 2
        while k in header:
            k = "%s_%d" % (h, n)
            n += 1
        header.append(k)
    out = []
    for r in rows[1:]:
        assert len(r) == len(header), (name, r)
        out.append({k: v.strip() for k, v in zip(header, r)})
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
SCENIC = load("旅游景点")
TRAVEL = load("旅行社")
ADMIN = load("行政区")
LIC = load("许可证")

# ---------------------------------------------------------------- helpers


def num(s):
    """Decimal of a numeric cell, or None."""
    try:
        d = Decimal(s)
    except Exception:
        return None
    return d if d.is_finite() else None


def fmt(d, places=None):
    """Plain-string number: integral -> no decimals; else rounded half up to `places`."""
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    if places is None:
        s = format(d.normalize(), "f")
        return s
    q = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if q == q.to_integral_value():
        return str(int(q))
    s = format(q, "f")
    assert not s.endswith("0"), ("trailing zero after rounding", s)
    return s


def iso(s):
    y, m, d = s.split("/")
    return "%04d-%02d-%02d" % (int(y), int(m), int(d))


def one(rows, pred, what):
    hits = [r for r in rows if pred(r)]
    assert len(hits) == 1, (what, [r.get("name") for r in hits])
    return hits[0]


def by_name(rows, name):
    return one(rows, lambda r: r["name"] == name, name)


def contains_all(rows, *parts):
    return one(rows, lambda r: all(p in r["name"] for p in parts), parts)


def unique_max(items, key, what):
    """items: list; returns the single item with the largest key (asserted unique)."""
    items = list(items)
    best = max(key(x) for x in items)
    winners = [x for x in items if key(x) == best]
    assert len(winners) == 1, (what, winners)
    return winners[0]


def unique_min(items, key, what):
    items = list(items)
    best = min(key(x) for x in items)
    winners = [x for x in items if key(x) == best]
    assert len(winners) == 1, (what, winners)
    return winners[0]


def top_n(pairs, n, what):
    """pairs: [(label, value)], returns the n labels of largest value, no tie across the cut."""
    s = sorted(pairs, key=lambda p: p[1], reverse=True)
    assert len(s) > n, what
    assert s[n - 1][1] > s[n][1], (what, s[n - 1], s[n])
    return [p[0] for p in s[:n]]


def group_counts(values, what):
    c = Counter(v for v in values if v != "")
    items = c.most_common()
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), (what, items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def pct(part, whole, places=2):
    return fmt(Decimal(part) * 100 / Decimal(whole), places)


ADMIN_BY_ID = {}
for _r in ADMIN:
    if _r["id"]:
        ADMIN_BY_ID.setdefault(_r["id"], set()).add(_r["name"])


def county_is(cell, name):
    """County cell equals the name, or is an administrative code naming exactly that county."""
    if cell == name:
        return True
    names = ADMIN_BY_ID.get(cell)
    return names is not None and names == {name}


def code_name(code):
    names = ADMIN_BY_ID[code]
    assert len(names) == 1, (code, names)
    return next(iter(names))


def placeholder_gas_date(r):
    return r["buildTime"] in ("", "1899-12-30")


LIC_BY_NAME = {r["name"]: r for r in LIC}

Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), (question, answer)
    assert len(answer) == len(set(answer)) or shape == "group_count", (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- lookup (10)

r = contains_all(GAS, "温岭", "建设燃气")
add("lookup", "zh", "温岭建设燃气的法人是谁？", r["legalRepresentative"])

r = by_name(SCHOOL, "杭州佛学院")
add("lookup", "zh", "杭州佛学院现在有多少在校生？", fmt(num(r["studentCount"])))

r = by_name(ASSOC, "浙江省道教协会")
add("lookup", "zh", "浙江省道教协会的官网网址是什么？", r["website"])

r = by_name(SCENIC, "天一阁·月湖景区")
add("lookup", "zh", "天一阁·月湖景区的景区等级是什么？", r["level"])

r = contains_all(TRAVEL, "浙江邮电旅行社")
add("lookup", "zh", "浙江邮电旅行社的英文名叫什么？", r["englishName"])

add("lookup", "zh", "行政区划代码330383对应的是哪个县级行政区？", code_name("330383"))

r = by_name(SCHOOL, "中国佛学院普陀山学院")
add("lookup", "zh", "中国佛学院普陀山学院位于哪个区县？", code_name(r["county"]))

r = contains_all(REL, "天童禅寺")
add("lookup", "zh", "天童禅寺的占地面积是多少？", fmt(num(r["area"])))

r = by_name(SCHOOL, "浙江佛学院")
add("lookup", "en", "When was 浙江佛学院 founded?", iso(r["establishmentDate"]))

r = by_name(GAS, "宁波市汽车燃气有限公司江南路加气站")
add("lookup", "en",
    "What is the gas operating permit number (经营许可证) of 宁波市汽车燃气有限公司江南路加气站?",
    r["businessLicense"])

# ---------------------------------------------------------------- count (10)

n = sum(1 for r in SCENIC if r["city"] == "舟山市" and r["level"] == "A")
add("count", "zh", "舟山市等级只有一个A（单A级）的景区有多少个？", str(n))

n = sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "天主教")
add("count", "zh", "温州市的天主教活动场所有多少处？", str(n))

n = sum(1 for r in REL if r["city"] == "丽水市" and r["religion"] == "道教"
        and "2000-01-01" <= iso(r["approvalDate"]) <= "2009-12-31")
add("count", "zh", "丽水市在2000年到2009年之间批准的道教场所有几处？", str(n))

n = sum(1 for r in SCENIC if r["city"] == "杭州市" and r["level"] == "AAAA")
add("count", "zh", "杭州市有多少个4A级景区？", str(n))

n = sum(1 for r in MED if r["category"] == "医院" and r["level"] == "一级")
add("count", "zh", "类别是医院、级别为一级的医疗机构一共有几家？", str(n))

n = sum(1 for r in REL if r["religion"] == "佛教"
        and num(r["buildingArea"]) is not None and num(r["buildingArea"]) > 10000)
add("count", "zh", "建筑面积超过10000的佛教场所有多少处？", str(n))

n = sum(1 for r in ASSOC if county_is(r["county"], "上虞区"))
add("count", "zh", "上虞区有几个宗教团体？", str(n))

# 北仓区 is a typo of 北仑区 (see docstring)
n = sum(1 for r in GAS if r["county"] in ("北仑区", "北仓区"))
add("count", "zh", "北仑区有几座加气站？", str(n))

n = sum(1 for r in GAS if r["isMajorDangerSource"] == "是")
add("count", "en", "How many gas stations are classified as a major hazard source?", str(n))

n = sum(1 for r in TRAVEL if r["city"] == "宁波市" and "出境" in r["businessScope"])
add("count", "en",
    "How many travel agencies in 宁波市 have outbound travel (出境) in their business scope?",
    str(n))

# ---------------------------------------------------------------- sum (4)

s = sum(num(r["employeeCount"]) for r in GAS
        if r["county"] == "鄞州区" and num(r["employeeCount"]) is not None)
add("sum", "zh", "鄞州区所有加气站的职工人数加起来是多少？", fmt(s))

s = sum(num(r["studentCount"]) for r in SCHOOL if num(r["studentCount"]) is not None)
add("sum", "zh", "全省宗教院校的在校生总数是多少？", fmt(s))

s = sum(num(r["totalDesignStorage"]) for r in GAS
        if r["operationSubject"] == "中海油" and num(r["totalDesignStorage"]) is not None)
add("sum", "zh", "运营主体为中海油的加气站，总设计储量合计是多少？", fmt(s, 2))

s = sum(num(r["liquidGasCanCount"]) for r in GAS
        if r["county"] == "鄞州区" and num(r["liquidGasCanCount"]) is not None)
add("sum", "en", "What is the total number of LNG tanks (液化天然气罐) at the gas stations in 鄞州区?",
    fmt(s))

# ---------------------------------------------------------------- average (4)

v = [num(r["professorCount"]) for r in SCHOOL if num(r["professorCount"]) is not None]
add("average", "zh", "宗教院校平均每所有多少名专职教师？保留两位小数。",
    fmt(sum(v) / len(v), 2))

v = [num(r["area"]) for r in REL if r["county"] == "平阳县" and num(r["area"]) is not None]
add("average", "zh", "平阳县宗教场所的平均占地面积是多少？保留一位小数。", fmt(sum(v) / len(v), 1))

v = [num(r["employeeCount"]) for r in GAS if r["level"] == "二级" and num(r["employeeCount"]) is not None]
add("average", "zh", "二级加油站的职工人数平均是多少（保留一位小数）？", fmt(sum(v) / len(v), 1))

v = [num(r["buildingArea"]) for r in REL
     if r["city"] == "宁波市" and r["religion"] == "天主教" and num(r["buildingArea"]) is not None]
add("average", "en",
    "What is the average building area of Catholic (天主教) venues in 宁波市? Round to 1 decimal place.",
    fmt(sum(v) / len(v), 1))

# ---------------------------------------------------------------- superlative (7)

w = unique_min([r for r in GAS if not placeholder_gas_date(r)], lambda r: iso(r["buildTime"]),
               "earliest gas station")
add("superlative", "zh", "成立最早的加油站是哪一家？", w["name"])

w = unique_max([r for r in REL if r["religion"] == "道教" and num(r["area"]) is not None],
               lambda r: num(r["area"]), "largest taoist area")
add("superlative", "zh", "占地面积最大的道教场所是哪个？", w["name"])

w = unique_max(SCHOOL, lambda r: num(r["studentCount"]), "most students")
add("superlative", "zh", "在校生最多的宗教院校是哪所？", w["name"])

w = unique_max([r for r in GAS if num(r["employeeCount"]) is not None],
               lambda r: num(r["employeeCount"]), "most employees")
add("superlative", "zh", "职工人数最多的加气站是哪个？", w["name"])
MOST_EMPLOYEES_GAS = w

c = Counter(r["city"] for r in TRAVEL if r["city"])
w = unique_max(c.items(), lambda kv: kv[1], "city with most travel agencies")
add("superlative", "zh", "哪个地级市的旅行社最多？", w[0])

w = unique_min([r for r in ASSOC if r["registrationTime"] not in ("", "1900/1/1")],
               lambda r: iso(r["registrationTime"]), "earliest association")
add("superlative", "zh", "登记时间最早的宗教团体是哪个？", w["name"])

c = Counter(r["county"] for r in REL if r["county"])
w = unique_max(c.items(), lambda kv: kv[1], "county with most venues")
add("superlative", "en", "Which county or county-level city has the most religious venues?", w[0])
TOP_VENUE_COUNTY = w[0]

# ---------------------------------------------------------------- top_n (5)

c = Counter(r["city"] for r in TRAVEL if r["city"])
add("top_n", "zh", "旅行社数量排名前三的城市是哪几个？", top_n(list(c.items()), 3, "travel top3"))

pairs = [(r["name"], num(r["buildingArea"])) for r in REL
         if r["religion"] == "基督教" and num(r["buildingArea"]) is not None]
add("top_n", "zh", "建筑面积最大的5处基督教场所是哪些？", top_n(pairs, 5, "christian top5"))

c = Counter(r["city"] for r in SCENIC if r["level"] == "AAAA")
add("top_n", "zh", "4A景区最多的三个城市", top_n(list(c.items()), 3, "4A top3"))

pairs = [(r["name"], num(r["liquidGasCanVolume"])) for r in GAS
         if num(r["liquidGasCanVolume"]) is not None]
add("top_n", "zh", "液化天然气罐总容积最大的三座加气站是哪些？", top_n(pairs, 3, "lng volume top3"))

c = Counter(r["county"] for r in REL if r["city"] == "台州市" and r["county"])
add("top_n", "en", "Top 3 counties in 台州市 by number of religious venues?",
    top_n(list(c.items()), 3, "taizhou top3"))

# ---------------------------------------------------------------- list (6)

add("list", "zh", "舟山市有哪些5A级景区？",
    [r["name"] for r in SCENIC if r["city"] == "舟山市" and r["level"] == "AAAAA"])

add("list", "zh", "台州市的宗教院校有哪些？", [r["name"] for r in SCHOOL if r["city"] == "台州市"])

add("list", "zh", "运营主体是中石油的加气站有哪些？",
    [r["name"] for r in GAS if r["operationSubject"] == "中石油"])

add("list", "zh", "类别登记为省团体的宗教团体有哪些？",
    [r["name"] for r in ASSOC if r["category"] == "省团体"])

add("list", "zh", "2018年成立的加油站都有哪些？",
    [r["name"] for r in GAS if not placeholder_gas_date(r) and r["buildTime"].startswith("2018/")])

add("list", "en", "List the level-3 (三级) hospitals whose address is in 滨江区.",
    [r["name"] for r in MED if r["level"] == "三级" and "滨江" in r["address"]])

# ---------------------------------------------------------------- yes_no (5)

r = by_name(GAS, "慈溪市煤气有限公司")
assert r["isMajorDangerSource"] in ("是", "否")
add("yes_no", "zh", "慈溪市煤气有限公司算不算重大危险源？", r["isMajorDangerSource"])

yes = any(r["city"] == "湖州市" and r["level"] == "A" for r in SCENIC)
add("yes_no", "zh", "湖州有没有单A级的景区？", "是" if yes else "否")

yes = any(r["religion"] == "伊斯兰教" for r in SCHOOL)
add("yes_no", "zh", "有没有伊斯兰教的宗教院校？", "是" if yes else "否")

yes = any(r["city"] == "舟山市" and r["religion"] == "天主教" for r in REL)
add("yes_no", "zh", "舟山市有天主教的活动场所吗？", "是" if yes else "否")

yes = any(r["county"] == "嵊泗县" for r in TRAVEL)
add("yes_no", "zh", "嵊泗县有没有旅行社？", "是" if yes else "否")

# ---------------------------------------------------------------- negation (4)

add("negation", "zh", "哪些宗教院校没有填写职工人数？",
    [r["name"] for r in SCHOOL if num(r["employeeCount"]) is None])

n = sum(1 for r in REL if r["city"] == "舟山市" and r["religion"] not in ("", "佛教"))
add("negation", "zh", "舟山市除了佛教以外的宗教场所一共有多少处？", str(n))

cities = sorted({r["city"] for r in SCENIC if r["city"]})
with_a = {r["city"] for r in SCENIC if r["level"] == "A"}
add("negation", "zh", "哪些地级市一个单A级景区都没有？", [c for c in cities if c not in with_a])

n = sum(1 for r in GAS if r["county"] == "鄞州区" and num(r["gasCanCount"]) == 0)
add("negation", "en",
    "How many gas stations in 鄞州区 have no compressed natural gas tanks (压缩天然气罐个数 is 0)?",
    str(n))

# ---------------------------------------------------------------- group_count (5)

add("group_count", "zh", "全省宗教场所按宗教分各有多少处？",
    group_counts([r["religion"] for r in REL], "religion groups"))

add("group_count", "zh", "加油站按级别统计，各级别分别有几座？",
    group_counts([r["level"] for r in GAS], "gas levels"))

add("group_count", "zh", "舟山市景区按等级分布各有几个？",
    group_counts([r["level"] for r in SCENIC if r["city"] == "舟山市"], "zhoushan levels"))

add("group_count", "zh", "医疗机构各类别分别有多少家？",
    group_counts([r["category"] for r in MED], "med categories"))

add("group_count", "en", "Count the travel agencies in 舟山市 by county.",
    group_counts([r["county"] for r in TRAVEL if r["city"] == "舟山市"], "zhoushan agencies"))

# ---------------------------------------------------------------- percentage (4)

wz = [r for r in REL if r["city"] == "温州市"]
add("percentage", "zh", "温州市的宗教场所中基督教占百分之几？保留两位小数。",
    pct(sum(1 for r in wz if r["religion"] == "基督教"), len(wz)))

filled = [r for r in GAS if r["isMajorDangerSource"] in ("是", "否")]
add("percentage", "zh", "在填写了是否构成重大危险源的加油站里，构成重大危险源的占比是多少？（百分比，保留两位小数）",
    pct(sum(1 for r in filled if r["isMajorDangerSource"] == "是"), len(filled)))

add("percentage", "zh", "所有医疗机构里三级的占多大比例？按百分比保留两位小数。",
    pct(sum(1 for r in MED if r["level"] == "三级"), len(MED)))

hz = [r for r in TRAVEL if r["city"] == "杭州市"]
add("percentage", "en",
    "What percentage of travel agencies in 杭州市 have outbound (出境) business in their scope? Round to 2 decimals.",
    pct(sum(1 for r in hz if "出境" in r["businessScope"]), len(hz)))

# ---------------------------------------------------------------- comparison (5)

a = sum(1 for r in REL if r["county"] == "乐清市")
b = sum(1 for r in REL if r["county"] == "瑞安市")
assert a > b
add("comparison", "zh", "乐清市的宗教场所比瑞安市多几处？", str(a - b))

a = sum(1 for r in TRAVEL if r["city"] == "宁波市")
b = sum(1 for r in TRAVEL if r["city"] == "舟山市")
add("comparison", "zh", "宁波市的旅行社数量是舟山市的多少倍？保留两位小数。", fmt(Decimal(a) / Decimal(b), 2))

a = num(by_name(SCHOOL, "浙江佛学院")["studentCount"])
b = num(by_name(SCHOOL, "杭州佛学院")["studentCount"])
assert a > b
add("comparison", "zh", "浙江佛学院比杭州佛学院多多少在校生？", fmt(a - b))

a = num(by_name(REL, "杭州灵隐寺")["area"])
b = num(contains_all(REL, "天童禅寺")["area"])
assert a > b
add("comparison", "zh", "杭州灵隐寺的占地面积比天童禅寺大多少？", fmt(a - b))

a = sum(1 for r in SCENIC if r["city"] == "宁波市" and r["level"] == "AAAA")
b = sum(1 for r in SCENIC if r["city"] == "温州市" and r["level"] == "AAAA")
assert a > b
add("comparison", "en", "How many more AAAA scenic spots does 宁波市 have than 温州市?", str(a - b))

# ---------------------------------------------------------------- multi_hop (6)

g = by_name(GAS, "桐乡运河加气站")
add("multi_hop", "zh", "桐乡运河加气站的经营许可证什么时候到期？",
    iso(LIC_BY_NAME[g["businessLicense"]]["invalidDate"]))

names = [g["name"] for g in GAS if g["businessLicense"] in LIC_BY_NAME
         and LIC_BY_NAME[g["businessLicense"]]["invalidDate"].startswith("2019/")]
add("multi_hop", "zh", "经营许可证在2019年内失效的加气站有哪些？", names)

n = sum(1 for r in TRAVEL if r["county"] == TOP_VENUE_COUNTY)
add("multi_hop", "zh", "宗教场所数量最多的那个县市，登记了多少家旅行社？", str(n))

lic = LIC_BY_NAME[MOST_EMPLOYEES_GAS["businessLicense"]]
add("multi_hop", "zh", "职工人数最多的那座加气站，它的经营许可证是哪天生效的？", iso(lic["effectiveDate"]))

# (not 天台县: the name-only rows 天台山国清讲寺/天台山桐柏宫 lie there but carry no county)
g = contains_all(GAS, "三门", "道生")
n = sum(1 for r in REL if r["county"] == g["county"])
add("multi_hop", "zh", "三门道生加气站所在的县有几处宗教场所？", str(n))

w = unique_max([r for r in GAS if num(r["totalDesignStorage"]) is not None],
               lambda r: num(r["totalDesignStorage"]), "largest storage")
add("multi_hop", "en",
    "Who is the legal representative of the gas station with the largest total design storage?",
    w["legalRepresentative"])

# ---------------------------------------------------------------- terse (5)

r = contains_all(GAS, "天台", "华润燃气")
add("terse", "zh", "天台华润燃气 负责人", r["manager"])  # lookup

n = sum(1 for r in TRAVEL if r["county"] == "安吉县")
add("terse", "zh", "安吉县旅行社数量", str(n))  # count

r = by_name(MED, "浙江省肿瘤医院")
add("terse", "zh", "浙江省肿瘤医院 电话", r["phoneNumber"])  # lookup

r = contains_all(SCHOOL, "雪窦山")
add("terse", "zh", "雪窦山佛学院 学制", r["schoolSystem"])  # lookup, shortened name

r = contains_all(MED, "刘长贵口腔")
add("terse", "en", "刘长贵口腔诊所 phone", r["phoneNumber"])  # lookup, shortened name

# ---------------------------------------------------------------- write

assert len(Q) == 80, len(Q)
langs = Counter(q["lang"] for q in Q)
assert langs == {"zh": 65, "en": 15}, langs
assert len({q["question"] for q in Q}) == 80
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r62-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
dest = os.path.join(os.path.dirname(HERE), "r62-affairqa.json")
with open(dest, "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(out), dest))
print(dict(Counter(q["shape"] for q in out)), dict(langs))
