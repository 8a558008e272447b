"""Gold answers for the held-out AffairQA question set r65 (80 questions: 65 zh, 15 en).

Run with plain Python 3 (standard library only):

    python bench/questions/blind/gold/r65_affairqa.py

It finds KAG's AffairQA tables by walking up from this file's folder to the first ancestor
holding `datasets/kag-affairqa` or `shared/datasets/kag-affairqa`, computes every gold answer
from the CSV files in its `sources/` folder and writes `../r65-affairqa.json` (next to this
`gold/` folder): a JSON list of {"id", "question", "answer": [str, ...], "shape", "lang"}.

Answer conventions
------------------
- Integers are written plainly ("43"); a Decimal result with an integral value is written as an
  integer too ("60", not "60.0" or "60.00"), even where the question states a precision.
- Non-integers are computed in decimal.Decimal on the cells' text and rounded half up
  (ROUND_HALF_UP) to the precision the question states.
- Percentages are numbers without "%" (8.1 means 8.1 %).
- Yes/no answers are 是/否 for Chinese questions and yes/no for English ones.
- Dates are ISO YYYY-MM-DD (the tables write 2011/3/17).
- Lists have one string per item, each the exact table cell (usually the `name` column),
  in table order unless the question asks for an order (top-N: rank order).
- Counts per group are flattened [group, count, group, count, ...], largest count first; the
  script asserts no two groups share a count.
- A superlative asserts a unique winner; a top-N asserts no tie across the cut (the N-th and
  the (N+1)-th values differ).
- Every count counts table rows whose cells satisfy the conditions; an empty cell never
  satisfies a condition (also not a negated one: "not 中石化" needs a non-empty cell that is
  not 中石化).
- English questions keep the Chinese table values (names, categories) where they name them;
  answers are always the exact Chinese cells.

Readings used
-------------
- Table files are `sources/<display name>.csv` (UTF-8 with BOM). A table's `name` column is
  the entity's name; a named entity is looked up by exact `name`. Where a question types a
  shortened name, the script asserts the fragment occurs in exactly one `name` of that table.
- 加油站 (gas stations): 负责人 = `manager`, 法定代表人 = `legalRepresentative`,
  级别 = `level`, 职工人数 = `employeeCount`, 所属行业 = `industry`, 所在县区 = `county`,
  运营主体 = `operationSubject`, 是否构成重大危险源 = `isMajorDangerSource` (是/否),
  总设计储量 = `totalDesignStorage`, 液化天然气罐总容积 = `liquidGasCanVolume`,
  成立日期 = `buildTime`. "Gas station"/加油站/加气站 all mean a row of this table.
- "2016年成立" means `buildTime` falls in calendar year 2016 (the placeholder 1899-12-30
  cells therefore never match).
- The share of major hazard sources is taken among stations whose `isMajorDangerSource`
  cell is filled (是 or 否), as the question says.
- A gas station's 经营许可证 is its `businessLicense` cell; it is joined to the 许可证 table
  on `许可证.name` (exact text). 到期/失效 = `invalidDate`, 生效 = `effectiveDate`.
  A count over stations counts station rows (several stations may share one license).
  "到期 between D1 and D2" includes both end dates.
- 医疗机构: 类别 = `category`, 级别 = `level`, 电话 = `phoneNumber`, 地址 = `address`,
  服务人群 = `servicePopulation`. "三级医院" is read strictly as category 医院 and level 三级
  (the question says so). "名称里带X" is a literal substring test on `name`.
- 宗教场所: 所在城市 = `city`, 所在县区 = `county` (the cell as written; rows whose county is
  a numeric code are not counted under a county name), 宗教 = `religion`,
  类别 = `category` (寺观教堂/固定处所), 宗教派别 = `religiousType`,
  占地面积 = `area`, 建筑面积 = `buildingArea`, 批准日期 = `approvalDate`,
  登记时间 = `registrationTime`.
- 旅游景点: 级别 = `level`, written AAAAA (5A) ... A (1A); "5A" = AAAAA, "4A" = AAAA;
  城市 = `city`; 电话 = `phoneNumber`. Counts are row counts (the table lists some sites
  under several names; each row counts).
- 旅行社: 所在城市 = `city`, 电话 = `phoneNumber`, 传真 = `faxNumber`. The duplicated
  `licenseNumber` header is never used.
- 协会: 类别 = `category` (省团体/市团体/县团体), 宗教 = `religion`, 城市 = `city`,
  登记时间 = `registrationTime`, 网址 = `website`, 电话 = `phoneNumber`.
- 学校: 在校生 = `studentCount`, 教师人数 = `teacherCount`, 成立日期 = `establishmentDate`,
  城市 = `city`.
- 许可证: 失效日期 = `invalidDate`.
"""

import csv
import json
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "r65-affairqa.json"


def find_data() -> Path:
    for folder in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            cand = folder / rel
            if (cand / "sources").is_dir():
                return cand
    raise SystemExit("kag-affairqa dataset not found above " + str(HERE))


SRC = find_data() / "sources"
_cache = {}


def table(name):
    if name not in _cache:
        with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.DictReader(fh))
        _cache[name] = rows
    return _cache[name]


# ---------------------------------------------------------------- helpers

def one(tab, name):
    hits = [r for r in table(tab) if r["name"] == name]
    assert len(hits) == 1, (tab, name, len(hits))
    return hits[0]


def by_fragment(tab, frag):
    hits = [r for r in table(tab) if frag in r["name"]]
    assert len(hits) == 1, (tab, frag, [h["name"] for h in hits])
    return hits[0]


def cell(row, col):
    v = row[col]
    assert v.strip() != "", (row["name"], col)
    return v


def parse_date(text):
    text = text.strip()
    sep = "/" if "/" in text else "-"
    y, m, d = (int(p) for p in text.split(sep))
    return date(y, m, d)


def iso(text):
    return parse_date(text).isoformat()


def dec(text):
    return Decimal(text.strip())


def fmt(x, places=None):
    """An int or Decimal as text: integral values plainly, others rounded half up."""
    if isinstance(x, int):
        return str(x)
    if x == x.to_integral_value():
        return str(int(x))
    assert places is not None, ("non-integer result needs a stated precision", x)
    q = Decimal(1).scaleb(-places)
    return str(x.quantize(q, rounding=ROUND_HALF_UP))


def rows_where(tab, **conds):
    """Rows whose cells equal every condition (empty cells never match)."""
    out = []
    for r in table(tab):
        if all(r[c] != "" and r[c] == v for c, v in conds.items()):
            out.append(r)
    return out


def count(tab, **conds):
    return len(rows_where(tab, **conds))


def per_group(rows, col):
    counts = {}
    for r in rows:
        v = r[col]
        if v == "":
            continue
        counts[v] = counts.get(v, 0) + 1
    ordered = sorted(counts.items(), key=lambda kv: -kv[1])
    vals = [c for _, c in ordered]
    assert len(set(vals)) == len(vals), ("tied group counts", ordered)
    flat = []
    for g, c in ordered:
        flat += [g, str(c)]
    return flat


def top_groups(rows, col, n):
    counts = {}
    for r in rows:
        v = r[col]
        if v:
            counts[v] = counts.get(v, 0) + 1
    ordered = sorted(counts.items(), key=lambda kv: -kv[1])
    vals = [c for _, c in ordered]
    assert len(set(vals[: n + 1])) == len(vals[: n + 1]), ("tie near cut", ordered[: n + 1])
    return [g for g, _ in ordered[:n]]


def top_rows(rows, col, n):
    vals = sorted(((dec(r[col]), r["name"]) for r in rows if r[col].strip()), key=lambda t: -t[0])
    assert len(vals) > n
    assert vals[n - 1][0] != vals[n][0], ("tie across cut", vals[: n + 1])
    # no tie inside the top-N either, so the rank order is defined
    assert len({v for v, _ in vals[:n]}) == n, vals[:n]
    return [name for _, name in vals[:n]]


def argmax(rows, col):
    return top_rows(rows, col, 1)[0]


def names(rows):
    return [r["name"] for r in rows]


def pct(num, den, places):
    return fmt(Decimal(num) * 100 / Decimal(den), places)


def yes_no(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def license_of(station_row):
    lic = station_row["businessLicense"]
    assert lic, station_row["name"]
    return one("许可证", lic)


# ---------------------------------------------------------------- questions

Q = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, str):
        answer = [answer]
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


GS = "加油站"
gs = table(GS)

# ---- gas stations: lookups
add("福庆南路CNG加气站的负责人是谁？",
    cell(by_fragment(GS, "福庆南路CNG加气站"), "manager"), "lookup")
add("绍兴金帝天然气有限公司 法定代表人",
    cell(one(GS, "绍兴金帝天然气有限公司"), "legalRepresentative"), "lookup")
add("What level (级别) is the gas station 桐乡运河加气站 rated?",
    cell(one(GS, "桐乡运河加气站"), "level"), "lookup", "en")

# ---- gas stations: counts
add("构成重大危险源的加油站一共有几个？",
    str(count(GS, isMajorDangerSource="是")), "count")
add("中海油运营的二级加气站有多少座",
    str(count(GS, operationSubject="中海油", level="二级")), "count")

# ---- gas stations: list
add("运营主体是华润燃气、并且构成重大危险源的加油站有哪些？",
    names(rows_where(GS, operationSubject="华润燃气", isMajorDangerSource="是")), "list")

# ---- gas stations: per group
add("按级别统计一下加油站的数量",
    per_group(gs, "level"), "count_per_group")
add("Break down the gas stations by industry (所属行业): how many stations in each?",
    per_group(gs, "industry"), "count_per_group", "en")

# ---- gas stations: superlatives / top-N
add("总设计储量最大的加油站是哪一个？",
    argmax(gs, "totalDesignStorage"), "superlative")
add("液化天然气罐总容积最大的是哪个加气站",
    argmax(gs, "liquidGasCanVolume"), "superlative")
add("职工人数排名前三的加油站（按人数从多到少）",
    top_rows(gs, "employeeCount", 3), "top_n")

# ---- gas stations: sum / average
_zh = rows_where(GS, county="镇海区")
add("镇海区所有加气站的职工人数合计是多少？",
    fmt(sum(dec(cell(r, "employeeCount")) for r in _zh)), "sum")
_nh = rows_where(GS, county="南湖区")
add("南湖区加油站的平均总设计储量是多少？保留两位小数",
    fmt(sum(dec(cell(r, "totalDesignStorage")) for r in _nh) / len(_nh), 2), "average")

# ---- gas stations: comparison / difference
_a = by_fragment(GS, "梅墟加气站")
_b = by_fragment(GS, "江南路加气站")
assert dec(_a["employeeCount"]) != dec(_b["employeeCount"])
add("梅墟加气站和江南路加气站，哪个职工人数更多？",
    max((_a, _b), key=lambda r: dec(r["employeeCount"]))["name"], "comparison")
add("天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多多少？",
    fmt(dec(cell(one(GS, "天台华润燃气有限公司"), "totalDesignStorage"))
        - dec(cell(one(GS, "慈溪市煤气有限公司"), "totalDesignStorage"))), "difference")

# ---- gas stations: joins with 许可证
add("集翔路加气站的经营许可证什么时候到期？",
    iso(cell(license_of(by_fragment(GS, "集翔路加气站")), "invalidDate")), "join")
add("When did the business license (经营许可证) of 绍兴上虞浙能汽运油品天然气有限公司 take effect?",
    iso(cell(license_of(one(GS, "绍兴上虞浙能汽运油品天然气有限公司")), "effectiveDate")),
    "join", "en")


def _lic_invalid(r):
    if not r["businessLicense"]:
        return None
    lic = one("许可证", r["businessLicense"])
    return parse_date(lic["invalidDate"]) if lic["invalidDate"] else None


add("经营许可证在2020年内失效的加油站有几座？",
    str(sum(1 for r in gs if _lic_invalid(r) and _lic_invalid(r).year == 2020)), "join")
add("哪些加气站的经营许可证在2022年7月1日到2022年7月10日之间到期？",
    [r["name"] for r in gs
     if _lic_invalid(r) and date(2022, 7, 1) <= _lic_invalid(r) <= date(2022, 7, 10)],
    "date_range")

# ---- gas stations: negation, date range, yes/no, percentage
_yz = rows_where(GS, county="鄞州区")
assert all(r["operationSubject"] for r in _yz)
add("鄞州区的加油站里，运营主体不是中石化的有几个？",
    str(sum(1 for r in _yz if r["operationSubject"] != "中石化")), "negation")
add("2016年成立的加油站有多少家",
    str(sum(1 for r in gs if r["buildTime"] and parse_date(r["buildTime"]).year == 2016)),
    "date_range")
add("天台华润燃气是不是重大危险源？",
    yes_no(cell(by_fragment(GS, "天台华润燃气"), "isMajorDangerSource") == "是", "zh"),
    "yes_no")
add("Is 宁波新奥燃气有限公司 classified as a major hazard source (重大危险源)?",
    yes_no(cell(one(GS, "宁波新奥燃气有限公司"), "isMajorDangerSource") == "是", "en"),
    "yes_no", "en")
_filled = [r for r in gs if r["isMajorDangerSource"]]
add("在填写了“是否构成重大危险源”的加油站中，构成重大危险源的占百分之多少？（保留一位小数）",
    pct(sum(1 for r in _filled if r["isMajorDangerSource"] == "是"), len(_filled), 1),
    "percentage")

# ---- medical institutions
MI = "医疗机构"
mi = table(MI)
add("浙江省肿瘤医院电话",
    cell(one(MI, "浙江省肿瘤医院"), "phoneNumber"), "lookup")
add("What is the level of 杭州绿城口腔医院?",
    cell(one(MI, "杭州绿城口腔医院"), "level"), "lookup", "en")
add("邵逸夫医院的地址在哪里？",
    cell(by_fragment(MI, "邵逸夫"), "address"), "lookup")
add("类别是医院、级别为三级的医疗机构有多少家？",
    str(count(MI, category="医院", level="三级")), "count")
add("医疗机构按类别分，每类各有多少家？",
    per_group(mi, "category"), "count_per_group")
add("级别为二级的门诊部诊所医务室村卫生室都有哪些",
    names(rows_where(MI, category="门诊部诊所医务室村卫生室", level="二级")), "list")
add("浙江医院是三级医院吗？",
    yes_no(cell(one(MI, "浙江医院"), "level") == "三级"
           and one(MI, "浙江医院")["category"] == "医院", "zh"), "yes_no")
add("名称里带“口腔”的医疗机构一共多少家",
    str(sum(1 for r in mi if "口腔" in r["name"])), "count")
add("类别为医院、但级别不是一级的医疗机构有几家？",
    str(sum(1 for r in rows_where(MI, category="医院") if r["level"] and r["level"] != "一级")),
    "negation")
add("How many medical institutions list 基本、离休、子女 as the population they serve?",
    str(count(MI, servicePopulation="基本、离休、子女")), "count", "en")
add("全部医疗机构中一级机构占比多少（百分数，保留两位小数）",
    pct(count(MI, level="一级"), len(mi), 2), "percentage")

# ---- religious sites
RP = "宗教场所"
rp = table(RP)
add("全省宗教场所按所在城市统计数量，从多到少列出",
    per_group(rp, "city"), "count_per_group")
add("各宗教的宗教场所分别有多少处？",
    per_group(rp, "religion"), "count_per_group")
add("伊斯兰教的宗教场所有哪些？",
    names(rows_where(RP, religion="伊斯兰教")), "list")
add("杭州市属于佛教、类别为寺观教堂的宗教场所有多少个",
    str(count(RP, city="杭州市", religion="佛教", category="寺观教堂")), "count")
add("乐清市有几处基督教场所？",
    str(count(RP, county="乐清市", religion="基督教")), "count")
add("杭州市建筑面积最大的宗教场所是哪个？",
    argmax(rows_where(RP, city="杭州市"), "buildingArea"), "superlative")
add("In 舟山市, which religious site has the largest land area (占地面积)?",
    argmax(rows_where(RP, city="舟山市"), "area"), "superlative", "en")
add("宁波阿育王寺是哪天批准的？",
    iso(cell(one(RP, "宁波阿育王寺"), "approvalDate")), "lookup")
add("批准日期在2020年1月1日至2021年12月31日之间的宗教场所有多少个？",
    str(sum(1 for r in rp if r["approvalDate"]
            and date(2020, 1, 1) <= parse_date(r["approvalDate"]) <= date(2021, 12, 31))),
    "date_range")
_ss = rows_where(RP, county="嵊泗县")
add("嵊泗县宗教场所的占地面积加起来一共多少？（保留两位小数）",
    fmt(sum(dec(cell(r, "area")) for r in _ss), 2), "sum")
_isl = rows_where(RP, religion="伊斯兰教")
add("伊斯兰教场所的平均占地面积是多少，保留两位小数",
    fmt(sum(dec(cell(r, "area")) for r in _isl) / len(_isl), 2), "average")
add("温州市宗教派别为全真教的道教场所数量",
    str(count(RP, city="温州市", religion="道教", religiousType="全真教")), "count")
_hz = rows_where(RP, city="湖州市")
assert all(r["religion"] for r in _hz)
add("湖州市不属于佛教的宗教场所有几处？",
    str(sum(1 for r in _hz if r["religion"] != "佛教")), "negation")
add("瑞安市的宗教场所比平阳县多几个？",
    str(count(RP, county="瑞安市") - count(RP, county="平阳县")), "difference")
_yj, _py = count(RP, county="永嘉县"), count(RP, county="平阳县")
assert _yj != _py
add("永嘉县和平阳县，哪个县的宗教场所更多？",
    "永嘉县" if _yj > _py else "平阳县", "comparison")
add("How many Catholic (天主教) religious sites are there in 宁波市?",
    str(count(RP, city="宁波市", religion="天主教")), "count", "en")
add("宗教场所数量最多的三个县区",
    top_groups(rp, "county", 3), "top_n")
add("How many religious sites in 台州市 were registered (登记时间) in 2012?",
    str(sum(1 for r in rows_where(RP, city="台州市")
            if r["registrationTime"] and parse_date(r["registrationTime"]).year == 2012)),
    "date_range", "en")

# ---- tourist attractions
TA = "旅游景点"
ta = table(TA)
add("各级别旅游景点分别有多少个？",
    per_group(ta, "level"), "count_per_group")
add("宁波市有多少个4A级（AAAA）景区",
    str(count(TA, city="宁波市", level="AAAA")), "count")
add("舟山市级别为A（1A）的景点有哪些？",
    names(rows_where(TA, city="舟山市", level="A")), "list")
add("宁波博物馆景区是几A级景区？",
    cell(one(TA, "宁波博物馆景区"), "level"), "lookup")
add("天一阁·月湖景区的联系电话",
    cell(one(TA, "天一阁·月湖景区"), "phoneNumber"), "lookup")
add("江山最美碗窑景区是5A景区吗",
    yes_no(cell(one(TA, "江山最美碗窑景区"), "level") == "AAAAA", "zh"), "yes_no")
add("Which two cities have the most AAAA-level tourist attractions?",
    top_groups(rows_where(TA, level="AAAA"), "city", 2), "top_n", "en")
add("旅游景点数量排前三的城市是哪几个？",
    top_groups(ta, "city", 3), "top_n")
_qz = rows_where(TA, city="衢州市")
assert all(r["level"] for r in _qz)
add("How many tourist attractions in 衢州市 are not rated AAA?",
    str(sum(1 for r in _qz if r["level"] != "AAA")), "negation", "en")

# ---- travel agencies
TV = "旅行社"
tv = table(TV)
add("衢州市一共有多少家旅行社？",
    str(count(TV, city="衢州市")), "count")
add("浙江邮电旅行社有限公司的联系电话是多少",
    cell(one(TV, "浙江邮电旅行社有限公司"), "phoneNumber"), "lookup")
add("What is the fax number of 建德中国旅行社有限公司?",
    cell(one(TV, "建德中国旅行社有限公司"), "faxNumber"), "lookup", "en")
add("旅行社数量最多的三个城市",
    top_groups(tv, "city", 3), "top_n")
add("杭州市的旅行社比宁波市多多少家？",
    str(count(TV, city="杭州市") - count(TV, city="宁波市")), "difference")

# ---- associations
AS = "协会"
asn = table(AS)
add("类别为省团体的宗教协会有哪些？",
    names(rows_where(AS, category="省团体")), "list")
add("温州市基督教的协会（团体）有多少个",
    str(count(AS, city="温州市", religion="基督教")), "count")
add("杭州市佛教协会的登记时间",
    iso(cell(one(AS, "杭州市佛教协会"), "registrationTime")), "lookup")
add("What is the website of 浙江省道教协会?",
    cell(one(AS, "浙江省道教协会"), "website"), "lookup", "en")
add("宗教协会按所属宗教分别有多少个？",
    per_group(asn, "religion"), "count_per_group")
add("2016年登记的协会有几个？",
    str(sum(1 for r in asn if r["registrationTime"]
            and parse_date(r["registrationTime"]).year == 2016)), "date_range")

# ---- schools
SC = "学校"
sc = table(SC)
add("在校生人数最多的宗教院校是哪所？",
    argmax(sc, "studentCount"), "superlative")
_hzs = rows_where(SC, city="杭州市")
add("位于杭州市的几所学校在校生总数是多少",
    fmt(sum(dec(cell(r, "studentCount")) for r in _hzs)), "sum")
add("浙江神学院是什么时候成立的？",
    iso(cell(one(SC, "浙江神学院"), "establishmentDate")), "lookup")
add("Which schools are located in 台州市?",
    names(rows_where(SC, city="台州市")), "list", "en")
_d, _c = one(SC, "浙江道教学院"), one(SC, "浙江慈云佛学院")
assert dec(cell(_d, "teacherCount")) != dec(cell(_c, "teacherCount"))
add("浙江道教学院和浙江慈云佛学院哪个教师人数多？",
    max((_d, _c), key=lambda r: dec(r["teacherCount"]))["name"], "comparison")
add("How many of the schools were established in 2016?",
    str(sum(1 for r in sc if r["establishmentDate"]
            and parse_date(r["establishmentDate"]).year == 2016)), "date_range", "en")

# ---- licenses
add("许可证浙201702000007J的失效日期是哪天？",
    iso(cell(one("许可证", "浙201702000007J"), "invalidDate")), "lookup")


def main():
    assert len(Q) == 80, len(Q)
    langs = [q["lang"] for q in Q]
    assert langs.count("zh") == 65 and langs.count("en") == 15, (langs.count("zh"), langs.count("en"))
    assert len({q["question"] for q in Q}) == len(Q)
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": f"affairqa-r65-{i:02d}", **q})
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} questions to {OUT}")


if __name__ == "__main__":
    main()
