#!/usr/bin/env python3
"""Held-out AffairQA question set r73: 80 questions (65 zh, 15 en) with gold answers
computed from the CSV cells of KAG's AffairQA tables.

The script finds the tables by walking up from its own folder to the first ancestor that
holds `datasets/kag-affairqa/sources` or `shared/datasets/kag-affairqa/sources`, computes
every answer from the cells, and writes `../r73-affairqa.json` (a list of
{"id", "question", "answer": [str, ...], "shape", "lang"}). Standard library only.

Answer conventions
------------------
* Integers are written plainly ("9", "785").
* Non-integers are computed with decimal.Decimal from the cell text and rounded
  ROUND_HALF_UP to the number of decimals the question states (every non-integer question
  states it). Percentages are numbers without "%" (e.g. "21.35").
* Yes/no answers: 是/否 for Chinese questions, yes/no for English ones.
* Dates are ISO YYYY-MM-DD (cells are YYYY/M/D). "How many days between" = the plain
  difference of the two dates (end - start), not counting both ends.
* Lists give one string per item, using the exact name cell. Top-N lists are ordered
  largest first; other lists are in table order (order-free).
* Counts per group are flattened [group, count, group, count, ...], largest count first;
  the counts are asserted to be distinct.
* Top-N / superlatives: asserted unique (the first N+1 values strictly decrease).
* Comparatives: 超过/大于/more than = strictly greater; 不少于/at least = greater or equal;
  the code asserts that no value sits exactly on a threshold that is used.
* Year / date-range filters are inclusive of both ends; only cells in YYYY/M/D form are used
  (asserted for every row in scope).
* Where a question names a record by part of its name, the fragment is asserted to match
  exactly one name.

Tables and columns used, and readings avoided
----------------------------------------------
加油站.csv (gas stations, 106 rows, names unique)
  name, county, buildTime, industry, manager, legalRepresentative, businessLicense, level,
  isMajorDangerSource, operationSubject, employeeCount, totalDesignStorage,
  liquidGasCanCount, liquidGasCanDesignStorage.
  - buildTime has placeholders 1899-12-30 (5 rows) and 2 empty cells: year / range filters
    only count real YYYY/M/D dates, placeholders never fall in the ranges asked.
  - county has the misspelling 北仓区 (one Beilun station) and 2 empty cells: no question is
    scoped to 北仑区/北仓区.
  - gasCanVolume mixes units (6, 12 vs 1840, 2400, 3200): not asked.
  - businessLicenseNumber / organizationCode / unifiedSocialCreditCode contain 9.13E+17 and
    无 placeholders: not asked.
  - employeeCount has many 0 cells (possibly "unknown"): only used in sums (0 adds nothing),
    in the top-3 (values 60/37/32/30) and in one pairwise comparison of two non-zero cells;
    never averaged.
  - level / isMajorDangerSource / operationSubject have empty cells: group counts skip empty
    level; counts of 是 or of a named subject do not depend on them. operationSubject has
    look-alike values (中石化 / 中石化杭燃 / 新奥中石化): only 中海油 is counted, which has none.
  - Two rows with empty county (衢州市浙能油气发展有限公司航埠加气母站, 衢州佳豪天然气利用有限公司
    航埠LNG加气站) look like near-duplicates of the 柯城区 rows with a hyphen in the name; and
    5 placeholder rows (1899-12-30, all zeros). No question's answer depends on them (the
    fragment 航埠LNG is not used because it matches two names).
许可证.csv (licences, 4258 rows) joined on 加油站.businessLicense == 许可证.name
  (effectiveDate, invalidDate). Travel-agency licences (L-ZJ..., zj-L-ZJ...) have no dates
  and are not used. Several stations share one licence (counts are of stations).
  The 2044/6/6 invalid date of 201501030002J looks like an outlier: no question asks for the
  latest expiry overall or covers 2044.
医疗机构.csv (medical institutions, 1169 rows, names unique)
  name, category, level, phoneNumber, servicePopulation. address is not used (district often
  missing, stray quote characters). Phone lookups only for clean, non-empty cells.
宗教场所.csv (religious venues, 9766 rows, names unique)
  name, county, city, religion, category, religiousType, area (面积), buildingArea
  (建筑面积), approvalDate (批准日期), registrationTime (登记时间), postalCode.
  - county holds numeric codes for development zones / city-run areas (330371 hides
    龙湾区 venues, 330953 普陀区, 330256 鄞州区, 330751 婺城区, 330501 吴兴区, 330101
    西湖区/上城区, 330451/330452, 330155, 331151, 330801, 330901/330952, 330252, 330355):
    county-scoped questions only use counties whose venues are not hidden under a code
    (台州市 and 绍兴市 counties, 宁海县, 象山县, 乐清市, 瑞安市, 永嘉县, 诸暨市 ...).
    苍南县/龙港市 (split in 2019) are not used.
  - area / buildingArea: 2 empty cells, some 0 cells; every sum/avg/max scope is asserted to
    have only positive numeric cells. 仙居县凝真宫 area 100005 looks like a typo: 仙居县 is not
    used for area questions.
  - religiousType is empty for non-Buddhist/Taoist venues and for one 道教 venue (金华市): the
    share question is scoped to 温州市, where every 道教 venue has a religiousType (asserted).
  - Two rows (天台山桐柏宫, 天台山国清讲寺) have every attribute empty although they are in
    天台县/台州市: no question is scoped to 天台县, and no 台州市 question depends on religion
    or religiousType of those two rows (温岭市/三门县/临海市 scopes exclude them anyway).
  - 龙港市 was split from 苍南县 (2019): the "county with most venues of a religion" step uses
    道教, where 乐清市 (302) leads the next county by far more than any merge could change.
行政区.csv (admin divisions, 644 rows, names repeat): only used to map one code to its
  county name, asserted to map to exactly one name.
协会.csv (religious associations, 365 rows)
  name, city, religion, category (县团体/市团体/省团体), registrationTime, phoneNumber.
  - registrationTime has the placeholder 1900/1/1 (11 rows) and 4 empty cells: year filters
    only use 1991; comparisons only use real dates.
  - county mixes names and codes (330101 ...): not used; city is used instead.
  - placeholder rows like 嘉兴市（节点）/丽水市（节点）, and 4 rows with every attribute
    empty (浙江省佛教协会, 温州市佛教协会, 中国佛教协会, 浙江省基督教两会): no question is
    scoped so that one of them could arguably belong (温州 佛教 and 省团体 are not asked; the
    city with most associations, 温州市 59 vs 45, is asked about 基督教).
学校.csv (religious schools, 9 rows)
  name, studentCount, teacherCount, city, establishmentDate. professorCount / employeeCount /
  approvalScale have empty cells and county holds a code (310107): not used.
旅行社.csv (travel agencies, 2084 rows, names unique)
  name, city, county, businessScope, faxNumber. The file has two columns both named
  licenseNumber: not asked. county uses the placeholder 市辖区 for 622 rows: only the
  explicit 普陀山管委会 value is counted. businessScope has variant spellings (国内/境内,
  出境组团/出境旅游): questions use the exact cell value or a literal substring named in
  the question, in cities where the variant does not occur (台州市 has no 境内旅游业务 cell;
  in 宁波市 every scope with 出境 contains 出境组团业务). englishName / address have stray quote characters: not used.
旅游景点.csv (scenic spots, 1289 rows)
  name, city, level, phoneNumber. The same real spot often appears under two names
  (杭州西湖景区 / 杭州西湖风景名胜区, 桃花岛 x2 ...), so no count of scenic spots is asked;
  only lookups of a named record and lists of exact names.
政府机构.csv: names with misspellings and no attributes: not used.
"""
import csv
import datetime
import json
import os
import sys
from collections import Counter, OrderedDict
from decimal import Decimal, ROUND_HALF_UP

# --------------------------------------------------------------------------- loading

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        for rel in (("datasets", "kag-affairqa", "sources"),
                    ("shared", "datasets", "kag-affairqa", "sources")):
            p = os.path.join(d, *rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            sys.exit("kag-affairqa sources not found above " + HERE)
        d = parent


SRC = find_sources()
_CACHE = {}


def T(name):
    """Rows of a table as dicts (first occurrence of a duplicated header wins)."""
    if name not in _CACHE:
        with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
            rows = list(csv.reader(f))
        head = rows[0]
        out = []
        for r in rows[1:]:
            assert len(r) == len(head), (name, r)
            d = {}
            for k, v in zip(head, r):
                d.setdefault(k, v)
            out.append(d)
        _CACHE[name] = out
    return _CACHE[name]


# --------------------------------------------------------------------------- helpers

def one(table, name):
    rows = [r for r in T(table) if r["name"] == name]
    assert len(rows) == 1, (table, name, len(rows))
    return rows[0]


def frag(table, fragment):
    rows = [r for r in T(table) if fragment in r["name"]]
    assert len(rows) == 1, (table, fragment, [r["name"] for r in rows])
    return rows[0]


def where(table, **conds):
    return [r for r in T(table) if all(r[k] == v for k, v in conds.items())]


def D(s):
    s = s.strip()
    assert s != "", "empty numeric cell"
    return Decimal(s)


def I(s):
    s = s.strip()
    assert s.isdigit(), ("not an integer cell", s)
    return int(s)


def q(d, places):
    return str(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def num(d):
    """Exact number that must be an integer."""
    d = Decimal(d)
    assert d == d.to_integral_value(), d
    return str(int(d))


def pdate(s):
    parts = s.split("/")
    assert len(parts) == 3 and all(p.isdigit() for p in parts), ("bad date", s)
    return datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))


def is_date(s):
    parts = s.split("/")
    return len(parts) == 3 and all(p.isdigit() for p in parts)


def iso(s):
    return pdate(s).isoformat()


def argmax(rows, key):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0], reverse=True)
    assert len(vals) >= 2 and vals[0][0] > vals[1][0], "superlative not unique"
    return vals[0][1]


def argmin(rows, key):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0])
    assert len(vals) >= 2 and vals[0][0] < vals[1][0], "superlative not unique"
    return vals[0][1]


def topn(rows, key, n):
    vals = sorted(((key(r), r) for r in rows), key=lambda t: t[0], reverse=True)
    assert len(vals) > n
    for i in range(n):
        assert vals[i][0] > vals[i + 1][0], ("top-n not strict", i, vals[i][0], vals[i + 1][0])
    return [r for _, r in vals[:n]]


def group_counts(values):
    c = Counter(values)
    assert "" not in c, "empty group"
    counts = list(c.values())
    assert len(set(counts)) == len(counts), ("group counts not distinct", c)
    out = []
    for k, v in sorted(c.items(), key=lambda t: -t[1]):
        out += [k, str(v)]
    return out


def no_tie(values, threshold):
    assert all(v != threshold for v in values), ("value on threshold", threshold)


def pct(part, whole, places=2):
    return q(Decimal(part) * 100 / Decimal(whole), places)


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


LIC = {r["name"]: r for r in T("许可证")}


def licence(station_row):
    r = LIC[station_row["businessLicense"]]
    assert is_date(r["effectiveDate"]) and is_date(r["invalidDate"])
    return r


# --------------------------------------------------------------------------- questions

QS = []


def add(question, answer, shape, lang="zh"):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer)
    QS.append(OrderedDict([("id", "affairqa-r73-%02d" % (len(QS) + 1)),
                           ("question", question), ("answer", answer),
                           ("shape", shape), ("lang", lang)]))


GS = "加油站"

# ---- gas stations: lookups
add("宁波新奥燃气有限公司的负责人是谁？",
    [one(GS, "宁波新奥燃气有限公司")["manager"]], "lookup")

add("What is the operating licence (经营许可证) number of the gas station 桐乡运河加气站?",
    [one(GS, "桐乡运河加气站")["businessLicense"]], "lookup", "en")

add("绍兴金帝天然气有限公司是哪一天成立的？",
    [iso(one(GS, "绍兴金帝天然气有限公司")["buildTime"])], "lookup")

add("杭州余杭中石化交通能源有限公司的总设计储量是多少？（保留一位小数）",
    [q(D(one(GS, "杭州余杭中石化交通能源有限公司")["totalDesignStorage"]), 1)], "lookup")

r = frag(GS, "穿好连接线")
add("名称里带有“穿好连接线”的那个加气站有几个液化天然气罐？",
    [num(I(r["liquidGasCanCount"]))], "lookup")

# ---- gas stations: counts
add("鄞州区一共有多少个加油站？", [str(len(where(GS, county="鄞州区")))], "count")

add("级别为二级、运营主体为中海油的加油站有几个？",
    [str(len(where(GS, level="二级", operationSubject="中海油")))], "count")

add("构成重大危险源的加油站共有多少座？",
    [str(len(where(GS, isMajorDangerSource="是")))], "count")

# ---- gas stations: aggregates
rows = where(GS, county="南湖区")
add("南湖区全部加油站的职工人数加起来是多少？",
    [num(sum(I(r["employeeCount"]) for r in rows))], "aggregate")

rows = where(GS, county="鄞州区")
add("鄞州区加油站的液化天然气罐设计储量平均是多少？（保留两位小数）",
    [q(sum(D(r["liquidGasCanDesignStorage"]) for r in rows) / len(rows), 2)], "aggregate")

# ---- gas stations: superlatives / top-n
rows = where(GS, county="越城区")
add("越城区哪个加油站的总设计储量最大？",
    [argmax(rows, lambda r: D(r["totalDesignStorage"]))["name"]], "superlative")

rows = [r for r in T(GS) if r["employeeCount"] != ""]
add("职工人数排名前三的加油站是哪三个？（按人数从多到少）",
    [r["name"] for r in topn(rows, lambda r: I(r["employeeCount"]), 3)], "top_n")

# ---- gas stations: yes/no, ratio
a = one(GS, "宁波市汽车燃气有限公司丽园北路加气站")
b = one(GS, "宁波新捷公运天然气有限公司")
assert I(a["employeeCount"]) > 0 and I(b["employeeCount"]) > 0
add("宁波市汽车燃气有限公司丽园北路加气站的职工人数是不是比宁波新捷公运天然气有限公司多？",
    [yn(I(a["employeeCount"]) > I(b["employeeCount"]), "zh")], "yes_no")

a = one(GS, "天台华润燃气有限公司")
b = one(GS, "慈溪市煤气有限公司")
add("What is the ratio of the total design storage of 天台华润燃气有限公司 to that of "
    "慈溪市煤气有限公司? Round to 2 decimal places.",
    [q(D(a["totalDesignStorage"]) / D(b["totalDesignStorage"]), 2)], "ratio", "en")

# ---- gas stations: dates
rows = [r for r in T(GS) if is_date(r["buildTime"]) and pdate(r["buildTime"]).year == 2016]
add("2016年成立的加油站有几家？", [str(len(rows))], "date_filter")

lo, hi = datetime.date(2012, 6, 1), datetime.date(2012, 12, 31)
rows = [r for r in T(GS) if is_date(r["buildTime"]) and lo <= pdate(r["buildTime"]) <= hi]
add("How many gas stations were established between 2012-06-01 and 2012-12-31 (both dates "
    "inclusive)?", [str(len(rows))], "date_filter", "en")

# ---- gas stations: share, groups, list
rows = where(GS, industry="机动车燃油销售")
add("所属行业为“机动车燃油销售”的加油站里，运营主体是中海油的占百分之多少？（保留两位小数）",
    [pct(sum(r["operationSubject"] == "中海油" for r in rows), len(rows))], "percentage")

add("按级别统计，一级、二级、三级加油站各有多少个？（级别为空的不计）",
    group_counts([r["level"] for r in T(GS) if r["level"] != ""]), "group_count")

add("慈溪市有哪些加油站？", [r["name"] for r in where(GS, county="慈溪市")], "list")

# ---- gas stations: multi-step
top = argmax([r for r in T(GS) if r["employeeCount"] != ""], lambda r: I(r["employeeCount"]))
add("职工人数最多的那个加油站所在的县区，总共有几个加油站？",
    [str(len(where(GS, county=top["county"])))], "multi_step")

# ---- gas stations joined with licences (许可证)
add("宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证哪天失效？",
    [iso(licence(one(GS, "宁波新奥燃气有限公司福庆南路CNG加气站"))["invalidDate"])], "join")

L = licence(one(GS, "浙江交投新能源投资有限公司绍兴燃气经营分公司"))
add("浙江交投新能源投资有限公司绍兴燃气经营分公司的经营许可证，从生效日期到失效日期相隔多少天？",
    [str((pdate(L["invalidDate"]) - pdate(L["effectiveDate"])).days)], "date_diff")

rows = [r for r in T(GS) if r["businessLicense"] in LIC and is_date(LIC[r["businessLicense"]]["invalidDate"])
        and pdate(LIC[r["businessLicense"]]["invalidDate"]).year == 2022]
add("经营许可证在2022年到期失效的加油站一共有多少个？", [str(len(rows))], "join")

rows = [r for r in where(GS, county="鄞州区")]
add("Among the gas stations in 鄞州区, whose operating licence has the latest expiry date?",
    [argmax(rows, lambda r: pdate(licence(r)["invalidDate"]))["name"]], "join", "en")

rows = [r for r in T(GS) if r["businessLicense"] in LIC and is_date(LIC[r["businessLicense"]]["effectiveDate"])]
add("哪个加油站的经营许可证生效日期最早？",
    [argmin(rows, lambda r: pdate(licence(r)["effectiveDate"]))["name"]], "join")

L = licence(one(GS, "慈溪市煤气有限公司"))
d = datetime.date(2021, 6, 1)
assert d != pdate(L["invalidDate"]) and d != pdate(L["effectiveDate"])
add("Was the operating licence of 慈溪市煤气有限公司 still within its validity period on 2021-06-01?",
    [yn(pdate(L["effectiveDate"]) <= d <= pdate(L["invalidDate"]), "en")], "yes_no", "en")

# ---- medical institutions
MI = "医疗机构"
add("浙江萧山医院的联系电话是多少？", [one(MI, "浙江萧山医院")["phoneNumber"]], "lookup")

add("What level is the medical institution 杭州明州医院?",
    [one(MI, "杭州明州医院")["level"]], "lookup", "en")

add("杭州智格诊所的服务人群是什么？", [one(MI, "杭州智格诊所")["servicePopulation"]], "lookup")

add("类别为医院、级别为三级的医疗机构有多少家？",
    [str(len(where(MI, category="医院", level="三级")))], "count")

add("名称中含有“口腔”二字的一级医疗机构共有几家？",
    [str(sum("口腔" in r["name"] for r in where(MI, level="一级")))], "count")

rows = where(MI, category="医院")
add("在类别为医院的医疗机构中，三级医院占多大比例？（百分比，保留两位小数）",
    [pct(sum(r["level"] == "三级" for r in rows), len(rows))], "percentage")

add("For medical institutions of category 医院, how many are there at each level? "
    "Give each level with its count, largest first.",
    group_counts([r["level"] for r in where(MI, category="医院")]), "group_count", "en")

add("级别是二级、但类别不是医院的医疗机构有哪些？",
    [r["name"] for r in T(MI) if r["level"] == "二级" and r["category"] != "医院"], "list")

a, b = one(MI, "浙江省人民医院"), one(MI, "浙江医院")
add("浙江省人民医院和浙江医院的级别一样吗？", [yn(a["level"] == b["level"], "zh")], "yes_no")

add("类别为“门诊部诊所医务室村卫生室”的机构数量是类别为医院的多少倍？（保留两位小数）",
    [q(Decimal(len(where(MI, category="门诊部诊所医务室村卫生室"))) / len(where(MI, category="医院")), 2)],
    "ratio")

# ---- religious venues
RV = "宗教场所"
add("乐清市有多少处基督教宗教场所？",
    [str(len(where(RV, county="乐清市", religion="基督教")))], "count")

add("How many religious venues in 温岭市 are of category 寺观教堂?",
    [str(len(where(RV, county="温岭市", category="寺观教堂")))], "count", "en")

add("丽水市属于固定处所类别的佛教场所有几个？",
    [str(len(where(RV, city="丽水市", category="固定处所", religion="佛教")))], "count")

add("绍兴市的宗教场所按宗教分，各有多少个？",
    group_counts([r["religion"] for r in where(RV, city="绍兴市")]), "group_count")

rows = where(RV, county="临海市", religion="道教")
assert len(rows) > 1 and all(D(r["area"]) > 0 for r in rows)
add("临海市所有道教场所的面积合计是多少？（保留两位小数）",
    [q(sum(D(r["area"]) for r in rows), 2)], "aggregate")

rows = where(RV, county="嵊州市", religion="基督教")
assert rows and all(D(r["buildingArea"]) > 0 for r in rows)
add("嵊州市基督教场所的平均建筑面积是多少？（保留两位小数）",
    [q(sum(D(r["buildingArea"]) for r in rows) / len(rows), 2)], "aggregate")

rows = where(RV, county="三门县")
assert all(D(r["area"]) >= 0 for r in rows)
add("三门县面积最大的宗教场所是哪一个？",
    [argmax(rows, lambda r: D(r["area"]))["name"]], "superlative")

rows = where(RV, county="临海市", religion="佛教")
add("临海市建筑面积最大的三个佛教场所依次是哪些？",
    [r["name"] for r in topn(rows, lambda r: D(r["buildingArea"]), 3)], "top_n")

rows = where(RV, city="温州市")
assert all(is_date(r["approvalDate"]) for r in rows)
add("温州市批准日期在2013年的宗教场所有多少个？",
    [str(sum(pdate(r["approvalDate"]).year == 2013 for r in rows))], "date_filter")

rows = where(RV, county="诸暨市")
assert all(is_date(r["registrationTime"]) for r in rows)
lo, hi = datetime.date(2006, 7, 1), datetime.date(2008, 6, 30)
add("诸暨市登记时间在2006年7月1日至2008年6月30日之间（含首尾）的宗教场所有几个？",
    [str(sum(lo <= pdate(r["registrationTime"]) <= hi for r in rows))], "date_filter")

add("On what date was 建德市慧华寺 registered?",
    [iso(one(RV, "建德市慧华寺")["registrationTime"])], "lookup", "en")

r = one(RV, "宁波江北延生禅寺")
add("宁波江北延生禅寺的批准日期和登记时间之间相隔多少天？",
    [str(abs((pdate(r["registrationTime"]) - pdate(r["approvalDate"])).days))], "date_diff")

rows = where(RV, city="温州市", religion="道教")
assert all(r["religiousType"] in ("正一派", "全真教") for r in rows)
add("温州市的道教场所中，全真教的占比是多少？（百分比，保留两位小数）",
    [pct(sum(r["religiousType"] == "全真教" for r in rows), len(rows))], "percentage")

codes = [r for r in T("行政区") if r["id"] == "330226"]
names = set(r["name"] for r in codes)
assert len(names) == 1, names
add("行政区划代码为330226的那个县，有多少处宗教场所？",
    [str(len(where(RV, county=names.pop())))], "join")

rows = [r for r in where(RV, religion="道教") if r["county"] != ""]
cnt = Counter(r["county"] for r in rows)
(c1, n1), (c2, n2) = cnt.most_common(2)
assert n1 > 1.5 * n2 and not c1.isdigit()
add("道教场所最多的县区，寺观教堂类别的宗教场所一共有多少个？",
    [str(len(where(RV, county=c1, category="寺观教堂")))], "multi_step")

a = len(where(RV, county="宁海县", religion="佛教"))
b = len(where(RV, county="宁海县", religion="基督教"))
add("宁海县佛教场所数量是基督教场所数量的几倍？（保留两位小数）",
    [q(Decimal(a) / b, 2)], "ratio")

add("List all religious venues whose religion is 伊斯兰教.",
    [r["name"] for r in where(RV, religion="伊斯兰教")], "list", "en")

a, b = one(RV, "瑞安市芳庄乡九龙头基督教堂"), one(RV, "乐清市南岳镇大崧教堂")
add("瑞安市芳庄乡九龙头基督教堂的建筑面积是否大于乐清市南岳镇大崧教堂？",
    [yn(D(a["buildingArea"]) > D(b["buildingArea"]), "zh")], "yes_no")

rows = where(RV, county="象山县")
vals = [D(r["area"]) for r in rows]
no_tie(vals, Decimal(10000))
add("象山县面积超过10000的宗教场所有几个？", [str(sum(v > 10000 for v in vals))], "count")

add("慈溪市海月寺的邮政编码是多少？", [one(RV, "慈溪市海月寺")["postalCode"]], "lookup")

# ---- associations
AS = "协会"
add("衢州市类别为市团体的宗教协会有哪些？",
    [r["name"] for r in where(AS, city="衢州市", category="市团体")], "list")

add("宁波市佛教协会是哪天登记的？", [iso(one(AS, "宁波市佛教协会")["registrationTime"])], "lookup")

add("宁波市的宗教协会按所属宗教统计各有几个？",
    group_counts([r["religion"] for r in where(AS, city="宁波市")]), "group_count")

add("登记时间在1991年的宗教协会有多少个？",
    [str(sum(is_date(r["registrationTime"]) and pdate(r["registrationTime"]).year == 1991
             for r in T(AS)))], "date_filter")

add("杭州市道教协会的联系电话是什么？", [one(AS, "杭州市道教协会")["phoneNumber"]], "lookup")

cnt = Counter(r["city"] for r in T(AS) if r["city"] != "")
(c1, n1), (c2, n2) = cnt.most_common(2)
assert n1 > n2
add("In the city with the most religious associations, how many associations belong to 基督教?",
    [str(len(where(AS, city=c1, religion="基督教")))], "multi_step", "en")

a, b = one(AS, "杭州市天主教爱国会"), one(AS, "宁波市天主教爱国会")
add("杭州市天主教爱国会的登记时间是否早于宁波市天主教爱国会？",
    [yn(pdate(a["registrationTime"]) < pdate(b["registrationTime"]), "zh")], "yes_no")

add("台州市有几个基督教协会？", [str(len(where(AS, city="台州市", religion="基督教")))], "count")

# ---- religious schools
SC = "学校"
add("浙江神学院有多少名学生？", [num(I(one(SC, "浙江神学院")["studentCount"]))], "lookup")

add("哪所宗教院校的教师人数最多？",
    [argmax(T(SC), lambda r: I(r["teacherCount"]))["name"]], "superlative")

add("2016年成立的宗教院校有几所？",
    [str(sum(pdate(r["establishmentDate"]).year == 2016 for r in T(SC)))], "date_filter")

rows = where(SC, city="杭州市")
add("What is the average number of students of the religious schools located in 杭州市? "
    "Round to 2 decimal places.",
    [q(Decimal(sum(I(r["studentCount"]) for r in rows)) / len(rows), 2)], "aggregate", "en")

a, b = one(SC, "浙江佛学院"), one(SC, "浙江道教学院")
add("浙江佛学院的学生人数是浙江道教学院的多少倍？（保留两位小数）",
    [q(Decimal(I(a["studentCount"])) / I(b["studentCount"]), 2)], "ratio")

a, b = one(SC, "中国佛学院普陀山学院"), one(SC, "浙江佛学院")
add("中国佛学院普陀山学院和浙江佛学院的成立日期相差多少天？",
    [str(abs((pdate(b["establishmentDate"]) - pdate(a["establishmentDate"])).days))], "date_diff")

# ---- travel agencies
TA = "旅行社"
add("舟山市共有多少家旅行社？", [str(len(where(TA, city="舟山市")))], "count")

add("台州市经营范围为“国内旅游业务”的旅行社有多少家？",
    [str(len(where(TA, city="台州市", businessScope="国内旅游业务")))], "count")

add("浙江邮电旅行社有限公司的传真号码是多少？",
    [one(TA, "浙江邮电旅行社有限公司")["faxNumber"]], "lookup")

cnt = Counter(r["city"] for r in T(TA))
add("Which three cities have the most travel agencies, from most to fewest?",
    topn(list(cnt), lambda c: cnt[c], 3), "top_n", "en")

add("杭州市的旅行社占全部旅行社的百分之多少？（保留两位小数）",
    [pct(len(where(TA, city="杭州市")), len(T(TA)))], "percentage")

add("所在县区登记为普陀山管委会的旅行社有几家？",
    [str(len(where(TA, county="普陀山管委会")))], "count")

add("How many travel agencies in 宁波市 have the text 出境组团业务 in their business scope?",
    [str(sum("出境组团业务" in r["businessScope"] for r in where(TA, city="宁波市")))],
    "count", "en")

# ---- scenic spots (lookups and lists of exact names only)
TS = "旅游景点"
add("神仙居景区是几A级景区？", [one(TS, "神仙居景区")["level"]], "lookup")

add("What is the phone number of the scenic spot 天一阁·月湖景区?",
    [one(TS, "天一阁·月湖景区")["phoneNumber"]], "lookup", "en")

add("衢州市等级为AAAAA的旅游景点有哪些（按表中名称列出）？",
    [r["name"] for r in where(TS, city="衢州市", level="AAAAA")], "list")

# --------------------------------------------------------------------------- output

def main():
    assert len(QS) == 80, len(QS)
    langs = Counter(x["lang"] for x in QS)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    assert len(set(x["question"] for x in QS)) == len(QS)
    out = os.path.normpath(os.path.join(HERE, "..", "r73-affairqa.json"))
    with open(out, "w", encoding="utf-8") as f:
        json.dump(QS, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(out, len(QS), dict(Counter(x["shape"] for x in QS)), dict(langs))


if __name__ == "__main__":
    main()
