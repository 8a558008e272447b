#!/usr/bin/env python3
"""Gold builder for held-out question set r77 over KAG AffairQA tables.

Writes bench/questions/blind/r77-affairqa.json (80 questions: 65 zh, 15 en).
Every answer is computed from the CSV cells below; only the wording and the
literal condition values (names, years, thresholds) are typed by hand.

Data location: walk up from this script's folder to the first ancestor that
holds datasets/kag-affairqa/sources or shared/datasets/kag-affairqa/sources.

Personas: provincial emergency-management office (gas stations, licences),
tourism bureau planning team (scenic spots, travel agencies), and two data
journalists (religious venues, associations, religious schools, Hangzhou
medical institutions, administrative divisions).

Tables / columns used
---------------------
加油站   name, county, level, industry, buildTime, isMajorDangerSource,
         operationSubject, employeeCount, gasCanCount, totalDesignStorage,
         businessLicense (join key -> 许可证.name)
许可证   name, effectiveDate, invalidDate (only the 88 gas-licence rows carry
         dates; the L-ZJ / zj-L-ZJ travel-agency rows are never used)
旅游景点 name, level, city
旅行社   name, city, businessScope (substring 出境), englishName
宗教场所 name, county, city, religion, religiousType, category,
         area (asked as 占地面积), buildingArea (asked as 建筑面积),
         approvalDate, registrationTime
协会     name, city, religion, category (only 县团体/省团体),
         registrationTime
学校     name, studentCount, teacherCount, establishmentDate, religion, city
医疗机构 name, category, level
行政区   name, label, id (one code lookup, joined from 宗教场所.county)

Readings deliberately avoided
-----------------------------
* 加油站: buildTime placeholders 1899-12-30 and empty cells (every buildTime
  question is scoped to a county/station set without them); employeeCount 0
  (likely "unknown") -- averages only over 南湖区, whose 7 cells are all > 0,
  and top-N employee counts are > 0 by construction; businessLicenseNumber /
  organizationCode / unifiedSocialCreditCode (9.13E+17 and 无 placeholders);
  county 北仑区 vs the typo 北仓区 (no question scopes on 北仑区);
  operationSubject 中石化 vs 中石化杭燃 / 新奥中石化 (only 中石油 and
  华润燃气 are used as exact values); 中海油 scope (one row has empty
  numeric cells); licence 浙201601000003J vs 浙201601000003j are distinct
  许可证 rows -- the question names the upper-case J cell explicitly;
  licence invalidDate 2044-06-06 (odd) is never the subject of a superlative.
* 许可证: the travel-agency licence rows (no dates) and 旅行社's two
  licenseNumber columns are not used.
* 旅游景点: the same real place appears under several names (e.g. 杭州西湖景区
  / 杭州西湖风景名胜区); all such questions are phrased as counts of records.
* 旅行社: county mixes 市辖区 / city names / old names (富阳市, 奉化市 ...),
  so every agency count is by city; businessScope has many spellings
  (国内/境内, 、/；) -- only the literal substring 出境 is tested.
* 宗教场所: county mixes names and numeric codes (330101, 330953 ...); county
  questions use name-valued cells of places that have no code alias in the
  column (乐清市, 瑞安市, 永嘉县, 鄞州区); bare 面积 is never used (area is
  asked as 占地面积, buildingArea as 建筑面积); area/buildingArea zeros
  (placeholders) are outside every aggregated scope (sums/averages are over
  scopes with no zero/empty cell, thresholds only count values above them);
  2 rows are empty (e.g. 天台山国清讲寺) and are excluded by every condition;
  outliers such as 宁波阿育王寺 buildingArea 1470000 and 泰顺县西旸镇明山寺
  area 1534100 are taken as the cells say (the two-step question rests on
  the former).
* 协会: registrationTime 1900/1/1 placeholder (the earliest-date question is
  scoped to 金华市, which has none); two pseudo records 嘉兴市（节点） and
  丽水市（节点） (市团体, 道教/天主教) -- no question counts 市团体, 嘉兴/丽水,
  or those religion/city combos; county mixes codes (unused);
  mainDepartment / registrationAuthority / manager are dangling ids (unused);
  4 rows have an empty city (e.g. 浙江省佛教协会, 温州市佛教协会) -- the
  city top-3 question says "by their city column"; even if those were
  assigned by name, 温州/台州/杭州 vs 宁波 could shift, hence the wording.
* 学校: county holds a code 310107 for 普陀山 (unused); professorCount,
  employeeCount and approvalScale have empty cells (unused); teacherCount
  has a tie at 43 (no teacher superlative beyond the ratio question).
* 医疗机构: only Hangzhou institutions; address text is free-form (unused);
  category/level combos are odd in places (e.g. a 医院 company filed as
  社区卫生服务中心 / 一级) -- asked literally as table values.
* 行政区: many duplicate rows and variant names; only the single lookup of
  id 330953 (all rows carrying it share the name 普陀山管委会).
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
        for rel in ("datasets/kag-affairqa/sources",
                    "shared/datasets/kag-affairqa/sources"):
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa sources not found")
        d = parent


SRC = find_sources()


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig",
              newline="") as fh:
        return list(csv.DictReader(fh))


GAS = load("加油站")
LIC = load("许可证")
SPOT = load("旅游景点")
AGENCY = load("旅行社")
VENUE = load("宗教场所")
ASSOC = load("协会")
SCHOOL = load("学校")
MED = load("医疗机构")
DIV = load("行政区")

LIC_BY_NAME = {r["name"]: r for r in LIC}
assert len(LIC_BY_NAME) == len(LIC)


# ---------------------------------------------------------------- helpers
def D(v):
    return Decimal(str(v).strip())


def q(x, nd):
    exp = Decimal(1).scaleb(-nd) if nd > 0 else Decimal(1)
    return str(Decimal(x).quantize(exp, rounding=ROUND_HALF_UP))


def pdate(s):
    s = s.strip()
    assert s, "empty date"
    y, m, d = (int(t) for t in s.replace("-", "/").split("/"))
    dt = date(y, m, d)
    assert dt.year > 1900, s  # no placeholder dates
    return dt


def one(rows, pred, what):
    hits = [r for r in rows if pred(r)]
    assert len(hits) == 1, (what, [h["name"] for h in hits])
    return hits[0]


def by_name(rows, name):
    return one(rows, lambda r: r["name"] == name, name)


def by_frag(rows, frag):
    return one(rows, lambda r: frag in r["name"], frag)


def top(pairs, n):
    """pairs: (value, name). Largest first; asserts first n+1 strictly decrease."""
    s = sorted(pairs, key=lambda p: p[0], reverse=True)
    assert len(s) >= n
    for i in range(min(n, len(s) - 1)):
        assert s[i][0] > s[i + 1][0], ("tie", s[: n + 1])
    return s[:n]


def bottom(pairs, n):
    s = sorted(pairs, key=lambda p: p[0])
    for i in range(min(n, len(s) - 1)):
        assert s[i][0] < s[i + 1][0], ("tie", s[: n + 1])
    return s[:n]


def group_counts(values):
    c = Counter(values)
    items = sorted(c.items(), key=lambda kv: kv[1], reverse=True)
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), ("count tie", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def nonempty(rows, col):
    for r in rows:
        assert r[col].strip() != "", (col, r["name"])
    return rows


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


QS = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int)):
        answer = [str(answer)]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer)
    QS.append({"question": question, "answer": answer, "shape": shape,
               "lang": lang})


# ========================================================= 应急管理（加油站）
# Q01 count
n = sum(1 for r in GAS if r["isMajorDangerSource"] == "是")
add("加油站表中，isMajorDangerSource（是否重大危险源）标为“是”的站点共有几座？", n, "count")

# Q02 list, 2 conditions
names = [r["name"] for r in GAS
         if r["isMajorDangerSource"] == "是" and r["operationSubject"] == "华润燃气"]
assert 1 < len(names) < 8
add("我们在做重大危险源专项排查：请列出加油站表中被标为重大危险源（isMajorDangerSource为“是”）、"
    "且运营主体（operationSubject）为“华润燃气”的全部站点名称。", names, "list")

# Q03 group counts over non-empty level
lv = [r["level"] for r in GAS if r["level"].strip()]
add("加油站表中等级（level）有填写的站点，按等级分组各有几座？按数量从多到少列出。",
    group_counts(lv), "group_counts")

# Q04 count, 2 conditions
n = sum(1 for r in GAS if r["county"] == "鄞州区" and r["level"] == "二级")
add("鄞州区的加油站里，等级为二级的有几座？", n, "count")

# Q05 superlative (en)
rows = nonempty([r for r in GAS if r["totalDesignStorage"].strip()], "totalDesignStorage")
(best,) = top([(D(r["totalDesignStorage"]), r["name"]) for r in rows], 1)
add("In the gas-station table, which station has the largest totalDesignStorage value? "
    "Give its name.", best[1], "superlative", "en")

# Q06 top-3 employeeCount
rows = [r for r in GAS if r["employeeCount"].strip()]
t3 = top([(int(r["employeeCount"]), r["name"]) for r in rows], 3)
add("应急值守排班参考：员工人数（employeeCount）最多的前三座加油站是哪几座？按人数从多到少列出。",
    [p[1] for p in t3], "top_n")

# Q07 sum gasCanCount in 鄞州区
rows = nonempty([r for r in GAS if r["county"] == "鄞州区"], "gasCanCount")
add("鄞州区所有加油站的储气瓶数量（gasCanCount）加起来是多少？",
    sum(int(r["gasCanCount"]) for r in rows), "sum")

# Q08 average employeeCount in 南湖区 (all cells > 0)
rows = nonempty([r for r in GAS if r["county"] == "南湖区"], "employeeCount")
assert all(int(r["employeeCount"]) > 0 for r in rows)
avg = Decimal(sum(int(r["employeeCount"]) for r in rows)) / len(rows)
add("南湖区加油站的平均员工人数（employeeCount）是多少？保留2位小数。", q(avg, 2), "average")

# Q09 join: licence invalid date
st = by_name(GAS, "宁波市汽车燃气有限公司丽园北路加气站")
lic = LIC_BY_NAME[st["businessLicense"]]
add("宁波市汽车燃气有限公司丽园北路加气站的经营许可证（businessLicense，对应许可证表）"
    "失效日期是哪天？", pdate(lic["invalidDate"]).isoformat(), "join")

# Q10 join + days between
st = by_name(GAS, "杭州杭钢亚盛天然气有限公司")
lic = LIC_BY_NAME[st["businessLicense"]]
days = (pdate(lic["invalidDate"]) - pdate(lic["effectiveDate"])).days
add("杭州杭钢亚盛天然气有限公司所持经营许可证，从生效日期到失效日期相隔多少天？", days, "days_between")

# Q11 join count (en)
linked = [r for r in GAS if r["businessLicense"].strip()]
for r in linked:
    assert r["businessLicense"] in LIC_BY_NAME, r["name"]
n = sum(1 for r in linked
        if pdate(LIC_BY_NAME[r["businessLicense"]]["invalidDate"]) < date(2020, 1, 1))
add("For an audit of expired permits: among gas stations that list a businessLicense, how many "
    "have a licence (looked up in the licence table) whose invalidDate is strictly before "
    "2020-01-01?", n, "join", "en")

# Q12 join superlative: earliest effectiveDate
(first,) = bottom([(pdate(LIC_BY_NAME[r["businessLicense"]]["effectiveDate"]), r["name"])
                   for r in linked], 1)
add("在填写了经营许可证的加油站中，哪一座的许可证生效日期（许可证表effectiveDate）最早？",
    first[1], "join")

# Q13 yes/no
st = by_name(GAS, "天台华润燃气有限公司")
add("天台华润燃气有限公司的总设计储量（totalDesignStorage）是否超过100？",
    yn(D(st["totalDesignStorage"]) > 100, "zh"), "yes_no")

# Q14 compare
a = by_name(GAS, "宁波市汽车燃气有限公司丽园北路加气站")
b = by_name(GAS, "宁波新捷公运天然气有限公司")
assert int(a["employeeCount"]) != int(b["employeeCount"])
win = a if int(a["employeeCount"]) > int(b["employeeCount"]) else b
add("宁波市汽车燃气有限公司丽园北路加气站和宁波新捷公运天然气有限公司，哪一家的员工人数更多？",
    win["name"], "compare")

# Q15 difference
a = by_name(GAS, "宁波新捷公运天然气有限公司")
b = by_name(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")
add("宁波新捷公运天然气有限公司的总设计储量比宁波新奥燃气有限公司福庆南路CNG加气站多多少？"
    "保留1位小数。", q(D(a["totalDesignStorage"]) - D(b["totalDesignStorage"]), 1), "difference")

# Q16 days between buildTime
a = by_name(GAS, "嘉兴市加油加气站有限公司城东路站")
b = by_name(GAS, "嘉兴市国鸿石油天然气经营有限公司第一加油(气)站")
add("嘉兴市加油加气站有限公司城东路站与嘉兴市国鸿石油天然气经营有限公司第一加油(气)站的建站时间"
    "（buildTime）相差多少天？", abs((pdate(b["buildTime"]) - pdate(a["buildTime"])).days),
    "days_between")

# Q17 two-step: county of the largest-storage station -> stations in that county
rows = [r for r in GAS if r["totalDesignStorage"].strip()]
(best,) = top([(D(r["totalDesignStorage"]), r["name"]) for r in rows], 1)
cty = by_name(GAS, best[1])["county"]
assert cty.strip()
n = sum(1 for r in GAS if r["county"] == cty)
add("总设计储量（totalDesignStorage）最大的那座加油站所在的区县，加油站表里一共有几座站点"
    "（含它自己）？", n, "two_step")

# Q18 share
lv = [r["level"] for r in GAS if r["level"].strip()]
share = Decimal(lv.count("一级")) * 100 / len(lv)
add("在填写了等级的加油站中，一级站占百分之多少？保留2位小数。", q(share, 2), "share")

# Q19 count with buildTime window (en)
rows = nonempty([r for r in GAS if r["county"] == "镇海区"], "buildTime")
n = sum(1 for r in rows if pdate(r["buildTime"]) >= date(2016, 1, 1))
add("How many gas stations in 镇海区 have a buildTime on or after 2016-01-01?", n, "count", "en")

# Q20 licence table count
dated = [r for r in LIC if r["effectiveDate"].strip()]
n = sum(1 for r in dated if pdate(r["effectiveDate"]).year == 2018)
add("许可证表中，生效日期（effectiveDate）落在2018年（2018-01-01至2018-12-31，含两端）的许可证有多少张？",
    n, "count")

# Q21 join list: stations sharing one licence cell
names = [r["name"] for r in GAS if r["businessLicense"] == "浙201601000003J"]
assert "浙201601000003J" in LIC_BY_NAME and len(names) > 1
add("哪些加油站的businessLicense一栏恰好填的是“浙201601000003J”（大写J）？请列出站点名称。",
    names, "list")

# Q22 sum storage for 中石油 (no empty cells)
rows = nonempty([r for r in GAS if r["operationSubject"] == "中石油"], "totalDesignStorage")
add("运营主体为“中石油”的加油站，总设计储量（totalDesignStorage）合计是多少？保留2位小数。",
    q(sum(D(r["totalDesignStorage"]) for r in rows), 2), "sum")

# Q23 count, 3 conditions
n = sum(1 for r in GAS if r["industry"] == "天然气生产和供应业" and r["level"] == "三级"
        and r["isMajorDangerSource"] == "否")
add("行业为天然气生产和供应业、等级为三级、且未被列为重大危险源（isMajorDangerSource为“否”）"
    "的加油站有几座？", n, "count")

# Q24 join yes/no (en)
st = by_name(GAS, "绍兴金帝天然气有限公司")
inv = pdate(LIC_BY_NAME[st["businessLicense"]]["invalidDate"])
add("Did the operating licence of 绍兴金帝天然气有限公司 (per the licence table) expire "
    "before 2019-01-01, i.e. is its invalidDate earlier than that day?",
    yn(inv < date(2019, 1, 1), "en"), "yes_no", "en")

# ======================================================= 旅游局规划（景点/旅行社）
LEVELS = ["A", "AA", "AAA", "AAAA", "AAAAA"]
for r in SPOT:
    assert r["level"] in LEVELS and r["city"].strip()

# Q25 count
n = sum(1 for r in SPOT if r["city"] == "杭州市" and r["level"] == "AAAAA")
add("旅游景点表里，杭州市登记为AAAAA级的景点记录有几条？", n, "count")

# Q26 group counts
add("舟山市的景点记录按等级（level）分组各有多少条？按数量从多到少列出。",
    group_counts([r["level"] for r in SPOT if r["city"] == "舟山市"]), "group_counts")

# Q27 superlative city by AAAA
c = Counter(r["city"] for r in SPOT if r["level"] == "AAAA")
(best,) = top([(v, k) for k, v in c.items()], 1)
add("规划组想知道：AAAA级景点记录最多的是哪个城市？", best[1], "superlative")

# Q28 top-3 cities by records (en)
c = Counter(r["city"] for r in SPOT)
t3 = top([(v, k) for k, v in c.items()], 3)
add("Which three cities have the most records in the scenic-spot table? List them from most "
    "to fewest.", [p[1] for p in t3], "top_n", "en")

# Q29 share
nb = [r for r in SPOT if r["city"] == "宁波市"]
share = Decimal(sum(1 for r in nb if r["level"] == "AAAA")) * 100 / len(nb)
add("宁波市的景点记录中，AAAA级占百分之几？保留2位小数。", q(share, 2), "share")

# Q30 compare
a = sum(1 for r in SPOT if r["city"] == "嘉兴市" and r["level"] == "AA")
b = sum(1 for r in SPOT if r["city"] == "绍兴市" and r["level"] == "AA")
assert a != b
add("比较一下嘉兴市和绍兴市：哪个城市的AA级景点记录更多？", "嘉兴市" if a > b else "绍兴市", "compare")

# Q31 count name substring
n = sum(1 for r in SPOT if "古镇" in r["name"])
add("景点名称里带“古镇”二字的记录一共有多少条？", n, "count")

# Q32 yes/no
a = sum(1 for r in SPOT if r["city"] == "湖州市" and r["level"] == "AAA")
b = sum(1 for r in SPOT if r["city"] == "温州市" and r["level"] == "AAA")
add("湖州市的AAA级景点记录是否比温州市多？", yn(a > b, "zh"), "yes_no")

# Q33 list
names = [r["name"] for r in SPOT if r["city"] == "衢州市" and r["level"] == "AAAAA"]
add("请列出衢州市所有AAAAA级景点记录的名称。", names, "list")

# Q34 ratio
a = sum(1 for r in SPOT if r["city"] == "台州市" and r["level"] == "AAA")
b = sum(1 for r in SPOT if r["city"] == "台州市" and r["level"] == "AA")
add("台州市AAA级景点记录数是AA级的多少倍？保留2位小数。", q(Decimal(a) / b, 2), "ratio")

# Q35 list: A-level outside 舟山
names = [r["name"] for r in SPOT if r["level"] == "A" and r["city"] != "舟山市"]
add("除舟山市以外，还有哪些景点的等级是A级（单个A）？列出名称。", names, "list")

# Q36 top-3 agency cities
for r in AGENCY:
    assert r["city"].strip()
c = Counter(r["city"] for r in AGENCY)
t3 = top([(v, k) for k, v in c.items()], 3)
add("旅行社数量排前三的城市是哪三个？按数量从多到少。", [p[1] for p in t3], "top_n")

# Q37 count businessScope contains 出境
n = sum(1 for r in AGENCY if "出境" in r["businessScope"])
add("经营范围（businessScope）文字中包含“出境”二字的旅行社有多少家？", n, "count")

# Q38 share englishName (en)
share = Decimal(sum(1 for r in AGENCY if r["englishName"].strip())) * 100 / len(AGENCY)
add("What percentage of travel agencies in the table have a non-empty englishName? "
    "Round to 2 decimal places.", q(share, 2), "share", "en")

# Q39 difference
a = sum(1 for r in AGENCY if r["city"] == "温州市")
b = sum(1 for r in AGENCY if r["city"] == "金华市")
add("温州市的旅行社比金华市多几家？", a - b, "difference")

# Q40 two-step cross table
c = Counter(r["city"] for r in AGENCY)
(low,) = bottom([(v, k) for k, v in c.items()], 1)
n = sum(1 for r in SPOT if r["city"] == low[1] and r["level"] == "AAAA")
add("旅行社最少的那个城市，在旅游景点表里有多少条AAAA级景点记录？", n, "two_step")

# Q41 ratio (en)
a = sum(1 for r in AGENCY if r["city"] == "舟山市")
b = sum(1 for r in SPOT if r["city"] == "舟山市")
add("For 舟山市, what is the ratio of travel agencies to scenic-spot records "
    "(agencies divided by spots)? Round to 2 decimal places.", q(Decimal(a) / b, 2), "ratio", "en")

# Q42 count 3 conditions
n = sum(1 for r in AGENCY if r["city"] == "宁波市" and "出境" in r["businessScope"]
        and r["englishName"].strip())
add("宁波市的旅行社中，经营范围含“出境”且填写了英文名（englishName非空）的有几家？", n, "count")

# Q43 yes/no
n = sum(1 for r in AGENCY if r["city"] == "湖州市")
add("湖州市的旅行社是不是超过了100家？", yn(n > 100, "zh"), "yes_no")

# =========================================================== 数据新闻（宗教场所）
# Q44 group counts by religion
rel = [r["religion"] for r in VENUE if r["religion"].strip()]
add("做数据新闻用：宗教场所表中填写了宗教类别的记录，按宗教（religion）分组各有多少处？从多到少列出。",
    group_counts(rel), "group_counts")

# Q45 list
names = [r["name"] for r in VENUE if r["religion"] == "伊斯兰教"]
add("宗教场所表里属于伊斯兰教的场所都有哪些？请列出名称。", names, "list")

# Q46 superlative (en)
rows = nonempty([r for r in VENUE if r["city"] == "杭州市"], "area")
(best,) = top([(D(r["area"]), r["name"]) for r in rows], 1)
add("Among religious venues in 杭州市, which one has the largest site area (占地面积, the "
    "area column)?", best[1], "superlative", "en")

# Q47 top-3 建筑面积 in 温州市
rows = nonempty([r for r in VENUE if r["city"] == "温州市"], "buildingArea")
t3 = top([(D(r["buildingArea"]), r["name"]) for r in rows], 3)
add("温州市建筑面积（buildingArea）最大的三处宗教场所是哪三处？按建筑面积从大到小。",
    [p[1] for p in t3], "top_n")

# Q48 average 建筑面积 伊斯兰教
rows = nonempty([r for r in VENUE if r["religion"] == "伊斯兰教"], "buildingArea")
assert all(D(r["buildingArea"]) > 0 for r in rows)
avg = sum(D(r["buildingArea"]) for r in rows) / len(rows)
add("伊斯兰教场所的平均建筑面积（buildingArea）是多少？保留2位小数。", q(avg, 2), "average")

# Q49 sum 占地面积 全真教 in 瑞安市
rows = nonempty([r for r in VENUE if r["county"] == "瑞安市" and r["religiousType"] == "全真教"],
                "area")
assert all(D(r["area"]) > 0 for r in rows)
add("瑞安市的道教全真教（religiousType为全真教）场所，占地面积（area）合计是多少？保留1位小数。",
    q(sum(D(r["area"]) for r in rows), 1), "sum")

# Q50 count with date window + county
rows = nonempty([r for r in VENUE if r["county"] == "乐清市"], "approvalDate")
n = sum(1 for r in rows if pdate(r["approvalDate"]).year == 2005)
add("乐清市的宗教场所中，批准日期（approvalDate）在2005年内（2005-01-01至2005-12-31，含）的有几处？",
    n, "count")

# Q51 days between approval and registration
v = by_name(VENUE, "宁波市清真寺")
add("宁波市清真寺从批准日期到登记时间（registrationTime）隔了多少天？",
    (pdate(v["registrationTime"]) - pdate(v["approvalDate"])).days, "days_between")

# Q52 share
cat = [r for r in VENUE if r["religion"] == "天主教"]
nonempty(cat, "category")
share = Decimal(sum(1 for r in cat if r["category"] == "寺观教堂")) * 100 / len(cat)
add("天主教场所里，类别（category）为“寺观教堂”的占百分之多少？保留2位小数。", q(share, 2), "share")

# Q53 count 4 conditions
n = sum(1 for r in VENUE if r["religion"] == "佛教" and r["category"] == "寺观教堂"
        and r["city"] == "杭州市" and r["area"].strip() and D(r["area"]) >= 10000)
add("杭州市的佛教寺观教堂（category为寺观教堂）中，占地面积（area）不少于10000（≥10000）的有几处？",
    n, "count")

# Q54 yes/no
a = sum(1 for r in VENUE if r["county"] == "瑞安市" and r["religion"] == "基督教")
b = sum(1 for r in VENUE if r["county"] == "瑞安市" and r["religion"] == "佛教")
add("瑞安市的基督教场所数量是否多于佛教场所？", yn(a > b, "zh"), "yes_no")

# Q55 superlative earliest (en)
rows = nonempty([r for r in VENUE if r["county"] == "永嘉县"], "approvalDate")
(first,) = bottom([(pdate(r["approvalDate"]), r["name"]) for r in rows], 1)
add("Which religious venue in 永嘉县 has the earliest approvalDate?", first[1], "superlative", "en")

# Q56 two-step: largest 建筑面积 statewide -> count in its county
rows = [r for r in VENUE if r["buildingArea"].strip()]
(best,) = top([(D(r["buildingArea"]), r["name"]) for r in rows], 1)
cty = by_name(VENUE, best[1])["county"]
assert cty and not cty.isdigit()
n = sum(1 for r in VENUE if r["county"] == cty)
add("全表建筑面积最大的那处宗教场所所在区县（county），宗教场所表里一共登记了多少处场所？",
    n, "two_step")

# Q57 compare
a = sum(1 for r in VENUE if r["county"] == "永嘉县" and r["religion"] == "基督教")
b = sum(1 for r in VENUE if r["county"] == "乐清市" and r["religion"] == "基督教")
assert a != b
add("永嘉县和乐清市，哪一个县市的基督教场所更多？", "永嘉县" if a > b else "乐清市", "compare")

# Q58 count threshold (en)
n = sum(1 for r in VENUE if r["city"] == "舟山市" and r["buildingArea"].strip()
        and D(r["buildingArea"]) > 10000)
add("How many religious venues in 舟山市 have a building area (建筑面积, buildingArea) "
    "strictly greater than 10000?", n, "count", "en")

# Q59 difference
a = sum(1 for r in VENUE if r["city"] == "温州市" and r["religion"] == "佛教")
b = sum(1 for r in VENUE if r["city"] == "温州市" and r["religion"] == "基督教")
add("温州市的佛教场所比基督教场所多多少处？", a - b, "difference")

# Q60 superlative county by 道教
c = Counter(r["county"] for r in VENUE if r["religion"] == "道教")
(best,) = top([(v, k) for k, v in c.items()], 1)
assert not best[1].isdigit()
add("哪个区县（county一栏）的道教场所记录最多？", best[1], "superlative")

# Q61 count, 3 conditions with date
n = sum(1 for r in VENUE if r["city"] == "温州市" and r["religion"] == "天主教"
        and r["registrationTime"].strip() and pdate(r["registrationTime"]) >= date(2010, 1, 1))
add("温州市的天主教场所中，登记时间在2010-01-01当天或之后的有几处？", n, "count")

# Q62 join to 行政区
code = "330953"
assert any(r["county"] == code for r in VENUE)
hits = {r["name"] for r in DIV if r["id"] == code}
assert len(hits) == 1
add("宗教场所表有些记录的county一栏填的是编码330953。按行政区表，这个编码对应的行政区名称是什么？",
    hits.pop(), "join")

# Q63 name lookup (fragment must be unique)
v = by_frag(VENUE, "天童禅寺")
add("名称中含“天童禅寺”的那处宗教场所，占地面积（area）是多少？", str(D(v["area"])), "lookup")

# ================================================================ 协会
# Q64 count
n = sum(1 for r in ASSOC if r["category"] == "县团体" and r["religion"] == "基督教")
add("协会表里，类别为县团体的基督教协会有多少个？", n, "count")

# Q65 list
names = [r["name"] for r in ASSOC if r["category"] == "省团体"]
add("请列出协会表中类别（category）为“省团体”的所有协会名称。", names, "list")

# Q66 top-3 (en)
c = Counter(r["city"] for r in ASSOC if r["city"].strip())
t3 = top([(v, k) for k, v in c.items()], 3)
add("Counting association records by their city column, which three cities have the most? "
    "List from most to fewest.",
    [p[1] for p in t3], "top_n", "en")

# Q67 earliest in 金华市 (no placeholder dates there)
rows = nonempty([r for r in ASSOC if r["city"] == "金华市"], "registrationTime")
(first,) = bottom([(pdate(r["registrationTime"]), r["name"]) for r in rows], 1)
add("金华市登记时间最早的协会是哪一个？", first[1], "superlative")

# Q68 days between
a = by_name(ASSOC, "浙江省基督教协会")
b = by_name(ASSOC, "浙江省道教协会")
add("浙江省基督教协会和浙江省道教协会的登记时间相差多少天？",
    abs((pdate(b["registrationTime"]) - pdate(a["registrationTime"])).days), "days_between")

# ================================================================ 学校
assert len(SCHOOL) == 9
for r in SCHOOL:
    assert r["studentCount"].strip() and r["teacherCount"].strip()

# Q69 sum
add("学校表中9所宗教院校的在校学生数（studentCount）合计是多少？",
    sum(int(r["studentCount"]) for r in SCHOOL), "sum")

# Q70 superlative (en)
(best,) = top([(int(r["studentCount"]), r["name"]) for r in SCHOOL], 1)
add("Which religious school has the most students (studentCount)?", best[1], "superlative", "en")

# Q71 ratio
s = by_name(SCHOOL, "浙江神学院")
add("浙江神学院的学生数与教师数（teacherCount）之比是多少？保留2位小数。",
    q(Decimal(int(s["studentCount"])) / int(s["teacherCount"]), 2), "ratio")

# Q72 average over 佛教 schools
rows = [r for r in SCHOOL if r["religion"] == "佛教"]
avg = Decimal(sum(int(r["studentCount"]) for r in rows)) / len(rows)
add("佛教类院校的平均学生数是多少？保留2位小数。", q(avg, 2), "average")

# ================================================================ 医疗机构
# Q73 group counts (en? no -> zh)
add("医疗机构表按类别（category）分组各有多少家？从多到少列出。",
    group_counts([r["category"] for r in nonempty(MED, "category")]), "group_counts")

# Q74 count (en)
n = sum(1 for r in MED if "口腔" in r["name"] and r["level"] == "一级")
add("How many medical institutions whose name contains 口腔 are rated level 一级?", n, "count", "en")

# Q75 share
hosp = [r for r in MED if r["category"] == "医院"]
share = Decimal(sum(1 for r in hosp if r["level"] == "三级")) * 100 / len(hosp)
add("类别为“医院”的医疗机构里，三级医院占百分之几？保留2位小数。", q(share, 2), "share")

# Q76 list 2 conditions
names = [r["name"] for r in MED if r["category"] == "社区卫生服务中心" and r["level"] == "一级"]
add("类别是社区卫生服务中心、等级却标为一级的医疗机构有哪些？", names, "list")

# Q77 school days between (en)
a = by_name(SCHOOL, "浙江神学院")
b = by_name(SCHOOL, "浙江道教学院")
add("How many days passed between the establishmentDate of 浙江神学院 and that of 浙江道教学院?",
    abs((pdate(b["establishmentDate"]) - pdate(a["establishmentDate"])).days),
    "days_between", "en")

# Q78 list schools >180 students
names = [r["name"] for r in SCHOOL if int(r["studentCount"]) > 180]
add("学生数超过180人（不含180）的宗教院校有哪些？", names, "list")

# Q79 count 2 conditions (en)
n = sum(1 for r in SCHOOL if r["religion"] == "佛教" and r["city"] == "宁波市")
add("How many Buddhist (佛教) schools in the school table are located in 宁波市?", n, "count", "en")

# Q80 earliest school
(first,) = bottom([(pdate(r["establishmentDate"]), r["name"]) for r in SCHOOL], 1)
add("成立日期（establishmentDate）最早的宗教院校是哪一所？", first[1], "superlative")



# ---------------------------------------------------------------- output
OUT = os.path.join(os.path.dirname(HERE), "r77-affairqa.json")


def main():
    assert len(QS) == 80, len(QS)
    langs = Counter(x["lang"] for x in QS)
    assert langs == {"zh": 65, "en": 15}, langs
    assert len({x["question"] for x in QS}) == len(QS)
    out = []
    for i, x in enumerate(QS, 1):
        out.append({"id": "affairqa-r77-%02d" % i, "question": x["question"],
                    "answer": x["answer"], "shape": x["shape"], "lang": x["lang"]})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote", OUT, len(out), dict(langs))
    print(dict(Counter(x["shape"] for x in out)))


if __name__ == "__main__":
    main()
