"""Gold answers for the r48 blind AffairQA question set (report-style questions).

Data: <repo>/../shared/datasets/kag-affairqa/sources/*.csv, found relative to this file
(five folders up from this script, then shared/datasets).  Standard library only.

Readings used for the gold
--------------------------
* Tables are read with csv (utf-8-sig, BOM stripped).  旅行社.csv has two columns both headed
  `licenseNumber`; it is read positionally and the second one is never asked about.
* Entities are named exactly as the table's `name` cell spells them; property values are the
  exact cell text (dates keep the CSV spelling such as "2011/6/7"; codes such as 330681 as
  written).
* Empty cells are skipped: a row with an empty grouping/filter cell is not counted in any group
  (e.g. the two empty 宗教场所 rows 天台山桐柏宫 / 天台山国清讲寺, the gas-station rows with an
  empty county or level, the empty 协会 rows).  Shares whose denominator could depend on those
  rows were chosen so the rounded answer is the same either way (asserted), or the question
  names the denominator ("在标注了…的…中").
* "县区" for 宗教场所 is the `county` cell.  Some rows carry a numeric code instead of a county
  name (e.g. 330371, 330953); such code groups are never part of an answer: every threshold /
  superlative over counties asserts that no code-valued group would reach the threshold or
  the top, and per-county breakdowns are only asked for cities (台州市, 绍兴市) whose rows have
  no code values.  "城市"/"地级市" is the `city` cell.
* Gas stations: county `北仓区` (one row, an apparent typo of 北仑区) is kept as written;
  questions touching 北仑区 are chosen so the answer is the same whether or not it is merged.
  The five placeholder rows (buildTime 1899-12-30, empty manager/level) have no parsable
  date, so date windows skip them; the county threshold asserts the same answer with them
  dropped.  The two near-duplicate "航埠" rows without a hyphen have empty county/level/
  operationSubject, so no count by those columns sees them twice.
* 医疗机构: "地址在萧山区" means the address cell contains "萧山区"; 医院 share/counts use the
  `category` cell = 医院 and the `level` cell.
* 许可证: only the 88 rows with dates are used for date questions; the year 2021 is avoided
  because it holds the look-alike pair 201602000041J / 201702000041J.
* 道教 share: the whole is every 道教 row (1665, one of which has an empty 宗教派别).
* Travel agencies: `city` is used for city groups; "包括出境业务" means the businessScope
  cell contains the substring "出境".
* 协会: placeholder rows "嘉兴市（节点）", "丽水市（节点）" and "（未登记）" rows are avoided
  (no question's answer depends on them).
* Tourist attractions contain many near-duplicate rows; only look-ups whose answer is the same
  for every duplicate, and one superlative with a wide margin (AA级 by city, 68 vs 52), are asked.
* Dates: cells "YYYY/M/D" are parsed as dates.  Year = calendar year; 上半年 = Jan 1-Jun 30;
  第四季度 = Oct 1-Dec 31; "since X"/"以来" includes X; "近三年" = 2020-10-15..2023-10-15
  inclusive (as-of date 2023-10-15); "still valid now" = invalidDate >= 2023-10-15.
* Counts per group are flattened [group, count, ...] sorted by count descending, then group
  name ascending; every superlative / top-N boundary asserts there is no tie.
* Percentages: 100 * part / whole, rounded half-up to the number of decimals the question
  states, written without trailing zeros (e.g. "40.44", "33").
* Numbers are plain decimal strings (area cells as written in the CSV, differences as ints).
* Yes/no: ["是"]/["否"] for Chinese questions, ["yes"]/["no"] for English ones.
* List answers list every item: threshold lists by count descending then name; other lists
  in CSV row order (the order carries no meaning).
"""

import csv
import json
import os
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets",
                                     "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r48-affairqa.json"))
ASOF = date(2023, 10, 15)


def load(name):
    with open(os.path.join(DATA, name), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def load_positional(name):
    with open(os.path.join(DATA, name), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    seen = Counter()
    keys = []
    for h in header:
        seen[h] += 1
        keys.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    return [dict(zip(keys, r)) for r in rows[1:]]


def pdate(s):
    y, m, d = s.split("/")
    return date(int(y), int(m), int(d))


def pct(part, whole, nd):
    q = Decimal(1).scaleb(-nd)
    v = (Decimal(part) * 100 / Decimal(whole)).quantize(q, rounding=ROUND_HALF_UP)
    s = format(v, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def num(x):
    if isinstance(x, int):
        return str(x)
    s = format(Decimal(str(x)), "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def counts(rows, key):
    return Counter(r[key] for r in rows if r[key].strip())


def flat(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def top1(counter_or_pairs):
    items = sorted(counter_or_pairs.items(), key=lambda kv: -kv[1])
    assert len(items) >= 2 and items[0][1] != items[1][1], items[:3]
    return items[0][0]


def bottom1(counter):
    items = sorted(counter.items(), key=lambda kv: kv[1])
    assert items[0][1] != items[1][1], items[:3]
    return items[0][0]


def is_code(s):
    return s.isdigit()


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


REL = load("宗教场所.csv")
GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCH = load("学校.csv")
LIC = load("许可证.csv")
REG = load("行政区.csv")
ATT = load("旅游景点.csv")
TRA = load_positional("旅行社.csv")

RELc = [r for r in REL if r["county"].strip()]  # drops the 2 empty rows

Q = []


def add(question, answer, shape, lang):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def county_threshold(counter, pred):
    """Counties passing pred; asserts no numeric-code group passes."""
    passing = [k for k, v in counter.items() if pred(v)]
    assert not any(is_code(k) for k in passing), passing
    return sorted(passing, key=lambda k: (-counter[k], k))


# ---------------------------------------------------------------- 宗教场所
by_city = counts(RELc, "city")
# share of 温州市: same rounded value with 9764 (non-empty) or 9766 (all rows) as whole
a = pct(by_city["温州市"], len(RELc), 2)
assert a == pct(by_city["温州市"], len(REL), 2)
add("温州市的宗教场所占全省宗教场所总数的百分之多少？（保留两位小数）", [a], "share", "zh")

add("按所属宗教统计一下宗教场所各有多少个。", flat(counts(RELc, "religion")), "group_count", "zh")

by_county = counts(RELc, "county")
add("宗教场所数量超过500个的县区有哪些？",
    county_threshold(by_county, lambda v: v > 500), "threshold", "zh")

cath = counts([r for r in RELc if r["religion"] == "天主教"], "county")
add("天主教场所在20个及以上的县区有几个？",
    [str(len(county_threshold(cath, lambda v: v >= 20)))], "threshold", "zh")

tao = counts([r for r in RELc if r["religion"] == "道教"], "county")
add("道教场所最多的是哪个县区？", [top1(tao)], "superlative", "zh")

chr_ = counts([r for r in RELc if r["religion"] == "基督教"], "county")
assert chr_["瑞安市"] != chr_["乐清市"]
add("乐清市和瑞安市比，哪边的基督教场所更多？",
    ["瑞安市" if chr_["瑞安市"] > chr_["乐清市"] else "乐清市"], "compare", "zh")
add("永嘉县的基督教场所比青田县多几个？",
    [str(chr_["永嘉县"] - chr_["青田县"])], "compare", "zh")

add("2005年批准的宗教场所一共有多少个？",
    [str(sum(1 for r in RELc if pdate(r["approvalDate"]).year == 2005))], "date_window", "zh")

add("近三年（截至2023年10月15日）批准的宗教场所有哪些？",
    [r["name"] for r in RELc
     if date(2020, 10, 15) <= pdate(r["approvalDate"]) <= ASOF], "date_window", "zh")

add("2021年登记的宗教场所有几个？",
    [str(sum(1 for r in RELc if pdate(r["registrationTime"]).year == 2021))], "date_window", "zh")

add("2013年第四季度批准的宗教场所有多少个？",
    [str(sum(1 for r in RELc
             if date(2013, 10, 1) <= pdate(r["approvalDate"]) <= date(2013, 12, 31)))],
    "date_window", "zh")

add("2012年上半年登记的宗教场所数量是多少？",
    [str(sum(1 for r in RELc
             if date(2012, 1, 1) <= pdate(r["registrationTime"]) <= date(2012, 6, 30)))],
    "date_window", "zh")

add("建德市慧华寺的占地面积是多少？", [one(REL, "建德市慧华寺")["area"]], "property", "zh")



def argmax_float(rows, key):
    s = sorted(rows, key=lambda r: -float(r[key]))
    assert float(s[0][key]) != float(s[1][key])
    return s[0]["name"]


add("建筑面积最大的宗教场所是哪一个？", [argmax_float(RELc, "buildingArea")], "superlative", "zh")
add("占地面积最大的宗教场所是哪个？", [argmax_float(RELc, "area")], "superlative", "zh")

add("列出所有伊斯兰教的宗教场所。",
    [r["name"] for r in RELc if r["religion"] == "伊斯兰教"], "list", "zh")

tz = [r for r in RELc if r["city"] == "台州市"]
assert not any(is_code(r["county"]) for r in tz)
add("帮我统计一下台州市各县区的宗教场所数量。", flat(counts(tz, "county")), "group_count", "zh")

taoist = [r for r in RELc if r["religion"] == "道教"]
add("所有道教场所中，宗教派别为全真教的占百分之多少？保留两位小数。",
    [pct(sum(r["religiousType"] == "全真教" for r in taoist), len(taoist), 2)], "share", "zh")

assert by_county["龙港市"] != by_county["苍南县"]
add("龙港市的宗教场所数量比苍南县多吗？",
    ["是" if by_county["龙港市"] > by_county["苍南县"] else "否"], "yes_no", "zh")

add("宗教场所不足300个的地级市有哪些？",
    sorted([k for k, v in by_city.items() if v < 300], key=lambda k: (-by_city[k], k)),
    "threshold", "zh")

sx = [r for r in RELc if r["city"] == "绍兴市"]
add("绍兴市的宗教场所里，类别为寺观教堂的占多大比例？（百分比，保留两位小数）",
    [pct(sum(r["category"] == "寺观教堂" for r in sx), len(sx), 2)], "share", "zh")


sx_c = counts(sx, "county")
assert not any(is_code(k) for k in sx_c)
add("那绍兴市呢，宗教场所最多的是哪个县区？", [top1(sx_c)], "superlative", "zh")

bud_cnt = counts([r for r in RELc if r["religion"] == "佛教"], "county")
add("How many Buddhist religious venues are there in 宁海县?", [str(bud_cnt["宁海县"])],
    "count", "en")

assert not is_code(top1(cath))
add("Which county has the most Catholic religious venues?", [top1(cath)], "superlative", "en")

add("How many religious venues were registered in 2020 or later?",
    [str(sum(1 for r in RELc if pdate(r["registrationTime"]) >= date(2020, 1, 1)))],
    "date_window", "en")

add("Was 杭州清真寺 approved before 2010?",
    ["yes" if pdate(one(REL, "杭州清真寺")["approvalDate"]) < date(2010, 1, 1) else "no"],
    "yes_no", "en")

# ---------------------------------------------------------------- 加油站
gas_flag = [r for r in GAS if r["isMajorDangerSource"].strip()]
major = [r for r in GAS if r["isMajorDangerSource"] == "是"]
add("在标注了是否构成重大危险源的加油站中，构成重大危险源的占百分之几？保留两位小数。",
    [pct(len(major), len(gas_flag), 2)], "share", "zh")
add("List the gas stations that constitute a major hazard source (是否构成重大危险源 = 是).",
    [r["name"] for r in major], "list", "en")

add("加油站按级别分别有多少座？", flat(counts(GAS, "level")), "group_count", "zh")

gas_cty = counts(GAS, "county")
# answer must not change if 北仓区 is merged into 北仑区, or if placeholder rows are dropped
placeholder = [r for r in GAS if r["buildTime"] == "1899-12-30"]
gas_cty2 = gas_cty.copy()
gas_cty2["北仑区"] += gas_cty2.pop("北仓区")
for r in placeholder:
    if r["county"]:
        gas_cty2[r["county"]] -= 1
t1 = county_threshold(gas_cty, lambda v: v > 5)
t2 = county_threshold(gas_cty2, lambda v: v > 5)
assert set(t1) == set(t2)
add("加油站数量超过5座的县区有哪些？", t1, "threshold", "zh")

add("总设计储量最大的加油站是哪个？", [argmax_float([r for r in GAS if r["totalDesignStorage"]],
                                               "totalDesignStorage")], "superlative", "zh")
add("哪座加油站的职工人数最多？", [argmax_float([r for r in GAS if r["employeeCount"]],
                                          "employeeCount")], "superlative", "zh")

add("宁波新奥燃气有限公司的负责人是谁？", [one(GAS, "宁波新奥燃气有限公司")["manager"]],
    "property", "zh")
add("绍兴金帝天然气有限公司是哪天成立的？", [one(GAS, "绍兴金帝天然气有限公司")["buildTime"]],
    "property", "zh")

add("负责人是杨森的加油站有几个？", [str(sum(r["manager"] == "杨森" for r in GAS))], "count", "zh")

assert gas_cty["北仑区"] > gas_cty["鄞州区"] and gas_cty2["北仑区"] > gas_cty2["鄞州区"]
add("北仑区和鄞州区，哪个区的加油站多一些？", ["北仑区"], "compare", "zh")


def gas_date(r):
    return pdate(r["buildTime"]) if "/" in r["buildTime"] else None


add("2016年成立的加油站有多少座？",
    [str(sum(1 for r in GAS if gas_date(r) and gas_date(r).year == 2016))], "date_window", "zh")
add("列出2018年以来成立的加油站。",
    [r["name"] for r in GAS if gas_date(r) and gas_date(r) >= date(2018, 1, 1)],
    "date_window", "zh")

add("天台华润燃气有限公司是一级加油站吗？",
    ["是" if one(GAS, "天台华润燃气有限公司")["level"] == "一级" else "否"], "yes_no", "zh")

add("Who is the legal representative of 慈溪市煤气有限公司?",
    [one(GAS, "慈溪市煤气有限公司")["legalRepresentative"]], "property", "en")
add("How many gas stations have 中海油 as their operating entity?",
    [str(sum(r["operationSubject"] == "中海油" for r in GAS))], "count", "en")
add("Which gas stations in 鄞州区 are rated 一级?",
    [r["name"] for r in GAS if r["county"] == "鄞州区" and r["level"] == "一级"], "list", "en")

# ---------------------------------------------------------------- 医疗机构
add("医疗机构按类别统计，各类分别有多少家？", flat(counts(MED, "category")), "group_count", "zh")

hosp = [r for r in MED if r["category"] == "医院"]
add("在类别为医院的机构里，三级医院占比多少？（保留两位小数）",
    [pct(sum(r["level"] == "三级" for r in hosp), len(hosp), 2)], "share", "zh")
add("类别是医院、级别为二级的医疗机构有多少家？",
    [str(sum(r["level"] == "二级" for r in hosp))], "count", "zh")

add("浙江省人民医院的联系电话是多少？", [one(MED, "浙江省人民医院")["phoneNumber"]],
    "property", "zh")
add("浙江萧山医院是三级医院吗？",
    ["是" if one(MED, "浙江萧山医院")["level"] == "三级" else "否"], "yes_no", "zh")
add("地址在萧山区的三级医疗机构有哪些？",
    [r["name"] for r in MED if r["level"] == "三级" and "萧山区" in r["address"]], "list", "zh")

add("How many medical institutions are in the 省本级定点 category?",
    [str(sum(r["category"] == "省本级定点" for r in MED))], "count", "en")
mc = counts(MED, "category")
assert mc["社区卫生服务中心"] != mc["省本级定点"]
add("Which category has more medical institutions: 社区卫生服务中心 or 省本级定点?",
    ["社区卫生服务中心" if mc["社区卫生服务中心"] > mc["省本级定点"] else "省本级定点"],
    "compare", "en")

# ---------------------------------------------------------------- 旅行社
tra_city = counts(TRA, "city")
add("各城市的旅行社数量分别是多少？", flat(tra_city), "group_count", "zh")
add("杭州市的旅行社占全部旅行社的比例是多少？保留两位小数。",
    [pct(tra_city["杭州市"], len(TRA), 2)], "share", "zh")
add("旅行社超过150家的城市有哪些？",
    sorted([k for k, v in tra_city.items() if v > 150], key=lambda k: (-tra_city[k], k)),
    "threshold", "zh")
add("旅行社最少的是哪个城市？", [bottom1(tra_city)], "superlative", "zh")

zs = [r for r in TRA if r["city"] == "舟山市"]
assert "市辖区" not in counts(zs, "county")
add("舟山市各区县分别有多少家旅行社？", flat(counts(zs, "county")), "group_count", "zh")

add("经营范围里包括出境业务的旅行社有几家？",
    [str(sum("出境" in r["businessScope"] for r in TRA))], "count", "zh")
add("浙江邮电旅行社有限公司在哪个区？", [one(TRA, "浙江邮电旅行社有限公司")["county"]],
    "property", "zh")
add("湖州市的旅行社比丽水市多几家？", [str(tra_city["湖州市"] - tra_city["丽水市"])],
    "compare", "zh")

add("What is the English name of 浙江邮电旅行社有限公司?",
    [one(TRA, "浙江邮电旅行社有限公司")["englishName"]], "property", "en")
add("Which cities have fewer than 100 travel agencies?",
    sorted([k for k, v in tra_city.items() if v < 100], key=lambda k: (-tra_city[k], k)),
    "threshold", "en")

# ---------------------------------------------------------------- 协会
add("类别为省团体的协会有哪些？", [r["name"] for r in ASSOC if r["category"] == "省团体"],
    "list", "zh")
xt = counts([r for r in ASSOC if r["religion"] == "基督教"], "city")
add("所属宗教为基督教的协会，哪个城市最多？", [top1(xt)], "superlative", "zh")
add("萧山区佛教协会是什么时候登记的？", [one(ASSOC, "萧山区佛教协会")["registrationTime"]],
    "property", "zh")
add("浙江省道教协会有网址吗？", ["是" if one(ASSOC, "浙江省道教协会")["website"].strip() else "否"],
    "yes_no", "zh")
add("台州市所属宗教为道教的协会有几个？",
    [str(sum(1 for r in ASSOC if r["city"] == "台州市" and r["religion"] == "道教"))],
    "count", "zh")
add("How many county-level (县团体) associations have 天主教 as their religion?",
    [str(sum(1 for r in ASSOC if r["category"] == "县团体" and r["religion"] == "天主教"))],
    "count", "en")
since19 = [r for r in ASSOC if r["registrationTime"] and pdate(r["registrationTime"]) >= date(2019, 1, 1)]
assert not any("未登记" in r["name"] or "节点" in r["name"] for r in since19)
add("How many associations were registered since the start of 2019?", [str(len(since19))],
    "date_window", "en")

# ---------------------------------------------------------------- 学校
stu = {r["name"]: int(r["studentCount"]) for r in SCH}
add("在校生最多的宗教院校是哪一所？", [top1(stu)], "superlative", "zh")
assert stu["浙江神学院"] != stu["浙江道教学院"]
add("浙江神学院和浙江道教学院，哪所的在校生更多？",
    ["浙江神学院" if stu["浙江神学院"] > stu["浙江道教学院"] else "浙江道教学院"], "compare", "zh")
add("2016年成立的学校有哪些？",
    [r["name"] for r in SCH if pdate(r["establishmentDate"]).year == 2016], "date_window", "zh")
add("浙江慈云佛学院的学制是？", [one(SCH, "浙江慈云佛学院")["schoolSystem"]], "property", "zh")

# ---------------------------------------------------------------- 许可证
LICd = [r for r in LIC if r["invalidDate"].strip()]
# 2021 is avoided: it holds the look-alike pair 201602000041J / 201702000041J (same dates)
add("失效日期在2022年的许可证有多少个？",
    [str(sum(pdate(r["invalidDate"]).year == 2022 for r in LICd))], "date_window", "zh")
add("失效日期最晚的许可证是哪个？",
    [max(LICd, key=lambda r: pdate(r["invalidDate"]))["name"]], "superlative", "zh")
srt = sorted(LICd, key=lambda r: pdate(r["invalidDate"]), reverse=True)
assert srt[0]["invalidDate"] != srt[1]["invalidDate"]
lic = one(LIC, "201909040002J")
add("许可证201909040002J截至现在还有效吗？",
    ["是" if pdate(lic["invalidDate"]) >= ASOF else "否"], "yes_no", "zh")
add("2018年第三季度生效的许可证有几个？",
    [str(sum(1 for r in LIC if r["effectiveDate"].strip()
             and date(2018, 7, 1) <= pdate(r["effectiveDate"]) <= date(2018, 9, 30)))],
    "date_window", "zh")
add("What is the effective date of licence 浙201709050002P?",
    [one(LIC, "浙201709050002P")["effectiveDate"]], "property", "en")

# ---------------------------------------------------------------- 行政区
zj = {r["id"] for r in REG if r["name"] == "诸暨市"}
assert len(zj) == 1
add("诸暨市的行政区划代码是多少？", [zj.pop()], "property", "zh")

# ---------------------------------------------------------------- 旅游景点
add("天一阁·月湖景区的电话是多少？", [one(ATT, "天一阁·月湖景区")["phoneNumber"]], "property", "zh")
jxy = {r["level"] for r in ATT if "江心屿" in r["name"]}
assert len(jxy) == 1
add("江心屿景区是5A级景区吗？", ["是" if one(ATT, "江心屿景区")["level"] == "AAAAA" else "否"],
    "yes_no", "zh")
aa = counts([r for r in ATT if r["level"] == "AA"], "city")
s = sorted(aa.values(), reverse=True)
assert s[0] - s[1] >= 10
add("AA级景区最多的是哪个城市？", [top1(aa)], "superlative", "zh")


# ---------------------------------------------------------------- write
def main():
    assert len(Q) == 80, len(Q)
    assert sum(q["lang"] == "en" for q in Q) == 15
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": "affairqa-r48-%02d" % i, "question": q["question"],
                    "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    for o in out:
        print("%s [%s/%s] %s\n    -> %s" % (o["id"], o["shape"], o["lang"], o["question"],
                                           " | ".join(o["answer"])))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
