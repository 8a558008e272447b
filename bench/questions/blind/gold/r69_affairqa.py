"""Gold answers for the r69 AffairQA question set (80 questions: 65 zh, 15 en).

Reads KAG's AffairQA tables (Zhejiang government open data) and writes
``r69-affairqa.json`` into this folder's parent (bench/questions/blind/): a
JSON list of
``{"id", "question", "answer": [str, ...], "shape", "lang"}``.  Standard
library only.  The data folder is found by walking up from this file's folder
to the first ancestor that holds ``datasets/kag-affairqa`` or
``shared/datasets/kag-affairqa``; the tables are ``sources/<display name>.csv``.

Every answer is computed here from the CSV cells; none is typed by hand.  Each
question asserts what would make it disputable (a shortened name that is not a
substring of exactly one record's name, a tie at the top or across a top-N
cut, tied group counts, a placeholder date or a suspect row inside the rows a
question reads), so a change in the data fails loudly instead of writing a
wrong gold answer.

Answer conventions
------------------
* Integers are written plainly ("9"); a result that is a whole number is
  written as an integer even when computed from cells such as "110.0".
* Non-integers are computed with ``decimal.Decimal`` on the cell text and
  rounded with ``ROUND_HALF_UP`` to the precision the question states.
* Percentages are numbers without "%" ("85.71").
* Yes/no answers are 是/否 for Chinese questions and yes/no for English ones.
* Dates are ISO ``YYYY-MM-DD`` (cells are written ``YYYY/M/D``).
* Lists give one string per item, each an exact table cell (usually a name),
  in table order (a top-N list is largest first).
* Counts per group are flattened ``[group, count, group, count, ...]``,
  largest first; the script asserts that no two groups tie.
* Superlatives assert a unique winner; top-N asserts no tie across the cut and
  lists the N names largest first.
* Counts count table rows whose cells satisfy every condition.  An empty cell
  never satisfies a condition (not even a negated one: "not 佛教" means a
  non-empty religion other than 佛教) and is never a group.

Readings used
-------------
加油站.csv (GasStation, 106 rows, keyed by ``name``)
  name: the station; questions quote it in full or by a substring asserted to
    occur in exactly one name (运河加气站, 古荡加气站, 江南路加气站, 集翔路加气站,
    江润加气站).
  county (所在县区): compared as exact text ("嘉兴南湖区" is county 南湖区).  The
    row spelled 北仓区 (a typo of 北仑区) is a suspect row, and no question is
    asked about 北仑区.  The 越城区 sum includes 绍兴众能油气发展有限公司, a
    sparse row (build date 1899-12-30) whose liquidGasCanCount is 0, which
    adds nothing.
  buildTime (成立日期): ``YYYY/M/D``; the placeholder 1899-12-30 (5 rows) and
    empty cells are no date.  Date questions use ranges that cannot reach a
    placeholder, and "latest" rather than "earliest".
  isMajorDangerSource (是否构成重大危险源): 是 / 否 as written.
  legalRepresentative (法定代表人), manager (负责人): exact text.
  level (级别): 一级 / 二级 / 三级 as written.
  operationSubject (运营主体): exact text (中石化, 中海油, 中石化杭燃, 其它, ...);
    "其它" is a value like any other, empty is no group.
  employeeCount (职工人数): integer cell; used only for a top-3 (its many 0
    cells look like "unknown", so it is never summed or averaged).
  gasCanCount / liquidGasCanCount (压缩/液化天然气罐个数): integer cells.
  gasCanDesignStorage / liquidGasCanDesignStorage / totalDesignStorage
    (设计储量): decimal cells, compared and combined as Decimal; no unit is
    assumed.  gasCanVolume and liquidGasCanVolume are not used (mixed units).
  businessLicense (经营许可证): joined by exact text to 许可证.csv ``name`` to
    read that licence's effectiveDate (生效日期) and invalidDate (失效日期).
    A licence is "in force" on day D when effectiveDate <= D <= invalidDate;
    "expired before D" means invalidDate < D; "最先到期" is the earliest
    invalidDate among stations whose licence joins; "从生效日期到失效日期相差几天"
    is invalidDate minus effectiveDate in days (not counting both ends).
    Several stations share one licence; each station row counts once.
  "2018年及以后成立" is buildTime >= 2018-01-01; "2000年到2009年之间（含首尾两
    年）" is 2000-01-01..2009-12-31.  "不少于6个" is >= 6.  A percentage is
    part / population * 100 where the question names both.
  Suspect rows (likely duplicates or typos): 衢州佳豪天然气利用有限公司-航埠LNG加气站
    and 衢州佳豪天然气利用有限公司航埠LNG加气站; 衢州市浙能油气发展有限公司-航埠加气母站
    and 衢州市浙能油气发展有限公司航埠加气母站; 浙江省交投新能源有限公司台州分公司 and
    浙江交投新能源投资有限公司台州分公司 (same licence and credit code); and
    宁波新捷中油天然气有限公司北二集司加气站 (county 北仓区).  Every gas-station
    question asserts that none of these rows is among the rows it counts,
    lists, groups or averages.
许可证.csv (License): used only through the gas-station join above; the
  licence rows with dates all belong to gas stations.
医疗机构.csv (MedicalInstitution, 1169 rows)
  category (类别): exact text (医院, 门诊部诊所医务室村卫生室, 社区卫生服务中心,
    省本级定点, 卫生院).  "三级医院" means category 医院 and level 三级 (so
    "是不是三级医院" is 是 only when both hold); "二级 hospitals" likewise means
    category 医院 and level 二级.  Shortened names 邵逸夫医院 and
    杭州口腔医院城西分院 are asserted to occur in exactly one name.
  level (级别): exact text (一级, 二级, 三级, 社区).
  phoneNumber (电话号码), address (地址): exact text, asked only where the cell
    is clean.
  Name conditions ("名称里带“监狱”", "names contain 康复") are substring
    tests on ``name``.
宗教场所.csv (ReligiousPlace, 9766 rows)
  religion (所属宗教), category (类别: 固定处所 / 寺观教堂), city (所在城市),
    religiousType (宗教派别: 汉语系 / 正一派 / 全真教): exact text.
  county (所在区县): exact text; some rows hold a numeric code (330371, ...)
    instead of a name.  A code is a group like any other, and it is used only
    where the winner leads by far (乐清市 for 道教).
  area (占地面积), buildingArea (建筑面积): decimal cells (square metres as the
    question says), Decimal arithmetic; "超过" is strictly greater.
  approvalDate (批准日期), registrationTime (登记时间): ``YYYY/M/D``; 1900-01-01
    and 1899-12-30 are placeholders, never a date; ranges asked cannot reach
    them.  "上世纪90年代" is 1990-01-01..1999-12-31; "1980年之前" is
    approvalDate <= 1979-12-31; "1950年批准" compares the year.
  "A是B的几倍" divides the two row counts; "多几处" subtracts them.  A county
    comparison (乐清市, 永嘉县) uses the county column, a city one the city
    column.
协会.csv (Association, 365 rows)
  category (类别: 县团体 / 市团体 / 省团体), religion, city, website (网址),
    postalCode (邮政编码): exact text.
  registrationTime (登记时间): as for religious places; 11 rows hold the
    placeholder 1900/1/1 and are never a date; the question about the earliest
    registration asserts none of its rows holds a placeholder.
  "市级团体" / "县团体" / "省团体" are category values.  "温州市的市团体里登记
    最早" is the earliest registrationTime among city 温州市, category 市团体.
  The two "（节点）" rows (嘉兴市（节点）, 丽水市（节点）) are placeholders: every
    association question asserts they are not among the rows it counts.
  county is not used (it mixes names and codes).
学校.csv (School, 9 rows)
  studentCount (在校生数量), teacherCount (教师人数), professorCount (专职教师人数):
    integer cells, read as named; "教师人数" is teacherCount, "专职教师" is
    professorCount ("超过20人" is > 20; the empty professorCount never
    matches).  "在校生人数与教师人数之比" is studentCount / teacherCount.
    establishmentDate (成立日期) as a date ("founded first" is the earliest;
    "2016年成立" is 2016-01-01..2016-12-31).  religion, city: exact text.
旅行社.csv (TravelAgency, 2084 rows)
  Read by column position because the header repeats ``licenseNumber``
  (neither licence column is used).  city (所在城市), businessScope (业务范围),
  faxNumber (传真号): exact text; "包含“出境”" and "写了“出境组团业务”" are
  substring tests on businessScope.  "舟山" is city 舟山市; "数量最多的三个城市"
  ranks cities by row count.  county is not used (622 rows read 市辖区).
旅游景点.csv (TouristAttraction, 1289 rows)
  Many spots appear twice under two names, so no count is asked of this
  table; only 杭州梦想小镇景区, whose name core (梦想小镇) and address occur
  once, is looked up (level, phoneNumber as written).
"""

import csv
import datetime
import json
import pathlib
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "r69-affairqa.json"
PLACEHOLDER_DATES = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def find_data():
    for folder in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            cand = folder / rel
            if cand.is_dir():
                return cand / "sources"
    raise SystemExit("datasets/kag-affairqa not found above " + str(HERE))


SRC = find_data()


def load(table):
    with open(SRC / (table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def load_travel():
    with open(SRC / "旅行社.csv", encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        assert header.count("licenseNumber") == 2, header
        names = list(header)
        names[names.index("licenseNumber")] = "licenseNumber_a"
        names[names.index("licenseNumber")] = "licenseNumber_b"
        rows = []
        for rec in reader:
            assert len(rec) == len(names), rec
            rows.append(dict(zip(names, rec)))
        return rows


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
REL = load("宗教场所")
ASSOC = load("协会")
SCHOOL = load("学校")
TRAVEL = load_travel()
SPOT = load("旅游景点")

for _tab in (GAS, LIC, MED, REL, ASSOC, SCHOOL, TRAVEL, SPOT):
    _names = [r["name"] for r in _tab]
    assert len(_names) == len(set(_names)), "duplicate names"


# ---------------------------------------------------------------- helpers

def num(cell):
    """Decimal of a numeric cell, None for an empty or non-numeric one."""
    if cell is None or cell.strip() == "":
        return None
    try:
        return Decimal(cell.strip())
    except InvalidOperation:
        return None


def day(cell):
    """date of a YYYY/M/D or YYYY-MM-DD cell; None when empty or a placeholder."""
    if not cell or not cell.strip():
        return None
    text = cell.strip().replace("-", "/")
    y, m, d = (int(p) for p in text.split("/"))
    value = datetime.date(y, m, d)
    if value in PLACEHOLDER_DATES:
        return None
    return value


def is_placeholder(cell):
    if not cell or not cell.strip():
        return False
    y, m, d = (int(p) for p in cell.strip().replace("-", "/").split("/"))
    return datetime.date(y, m, d) in PLACEHOLDER_DATES


def fmt(value, places=None):
    """Integers plainly; otherwise ROUND_HALF_UP to `places` decimals."""
    value = Decimal(value)
    if value == value.to_integral_value() and places is None:
        return str(int(value))
    assert places is not None, "non-integer result needs a stated precision: %s" % value
    q = Decimal(1).scaleb(-places)
    return str(value.quantize(q, rounding=ROUND_HALF_UP))


def one(rows, sub):
    """The single row whose name contains `sub` (asserts exactly one)."""
    hits = [r for r in rows if sub in r["name"]]
    assert len(hits) == 1, (sub, [r["name"] for r in hits])
    return hits[0]


def exact(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, name
    return hits[0]


def where(rows, *preds):
    return [r for r in rows if all(p(r) for p in preds)]


def eq(col, value):
    return lambda r: r[col] != "" and r[col] == value


def ne(col, value):
    return lambda r: r[col] != "" and r[col] != value


def has(col, sub):
    return lambda r: r[col] != "" and sub in r[col]


def gt(col, bound):
    return lambda r: num(r[col]) is not None and num(r[col]) > Decimal(bound)


def ge(col, bound):
    return lambda r: num(r[col]) is not None and num(r[col]) >= Decimal(bound)


def in_dates(col, lo=None, hi=None):
    """lo <= date <= hi (either bound optional); empty/placeholder never match."""
    def pred(r):
        d = day(r[col])
        if d is None:
            return False
        return (lo is None or d >= lo) and (hi is None or d <= hi)
    return pred


def group_counts(rows, col, all_distinct=True):
    """Counts per non-empty value of `col`, largest first; with all_distinct the
    counts must all differ (a superlative checks only its own cut)."""
    counts = {}
    for r in rows:
        if r[col] == "":
            continue
        counts[r[col]] = counts.get(r[col], 0) + 1
    ordered = sorted(counts.items(), key=lambda kv: -kv[1])
    values = [c for _, c in ordered]
    if all_distinct:
        assert len(values) == len(set(values)), ("tied group counts", ordered)
    flat = []
    for g, c in ordered:
        flat += [g, str(c)]
    return flat, ordered


def ranked(rows, key):
    """Rows with a non-None key, largest first."""
    scored = [(key(r), r) for r in rows if key(r) is not None]
    scored.sort(key=lambda kr: kr[0], reverse=True)
    return scored


def top(rows, key, n=1, smallest=False):
    scored = [(key(r), r) for r in rows if key(r) is not None]
    scored.sort(key=lambda kr: kr[0], reverse=not smallest)
    assert len(scored) > n, "too few rows"
    assert scored[n - 1][0] != scored[n][0], ("tie across the cut", scored[n - 1][0])
    return [r for _, r in scored[:n]]


def names(rows):
    return [r["name"] for r in rows]


GAS_SUSPECT = {
    "衢州佳豪天然气利用有限公司-航埠LNG加气站",
    "衢州佳豪天然气利用有限公司航埠LNG加气站",
    "衢州市浙能油气发展有限公司-航埠加气母站",
    "衢州市浙能油气发展有限公司航埠加气母站",
    "浙江省交投新能源有限公司台州分公司",
    "浙江交投新能源投资有限公司台州分公司",
    "宁波新捷中油天然气有限公司北二集司加气站",
}
for _n in GAS_SUSPECT:
    exact(GAS, _n)


def gas_clean(rows):
    bad = [r["name"] for r in rows if r["name"] in GAS_SUSPECT]
    assert not bad, ("suspect gas rows involved", bad)
    return rows


ASSOC_NODES = [r for r in ASSOC if "（节点）" in r["name"]]
assert len(ASSOC_NODES) == 2


def assoc_clean(rows):
    bad = [r["name"] for r in rows if "（节点）" in r["name"]]
    assert not bad, ("placeholder association rows involved", bad)
    return rows


LIC_BY_NAME = {r["name"]: r for r in LIC}


def licence(station):
    lic = LIC_BY_NAME.get(station["businessLicense"])
    if lic is None or station["businessLicense"] == "":
        return None
    return lic


def lic_day(station, col):
    lic = licence(station)
    return None if lic is None else day(lic[col])


QUESTIONS = []


def add(lang, shape, question, answer):
    assert lang in ("zh", "en")
    assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer)
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ================================================================ 加油站 (gas)

r = gas_clean([exact(GAS, "宁波新捷公运天然气有限公司")])[0]
add("zh", "lookup", "宁波新捷公运天然气有限公司的法定代表人是谁？", [r["legalRepresentative"]])

r = gas_clean([one(GAS, "运河加气站")])[0]
add("zh", "lookup", "运河加气站是几级站", [r["level"]])

r = gas_clean([exact(GAS, "慈溪市煤气有限公司")])[0]
assert r["isMajorDangerSource"] in ("是", "否")
add("zh", "yes_no", "慈溪市煤气有限公司算不算重大危险源？", [r["isMajorDangerSource"]])

rows = gas_clean(where(GAS, eq("isMajorDangerSource", "是")))
add("zh", "list", "列出所有被认定为构成重大危险源的加油站。", names(rows))

rows = gas_clean(where(GAS, eq("county", "鄞州区")))
add("zh", "count", "鄞州区一共登记了多少个加油站？", [fmt(len(rows))])

pop = gas_clean(where(GAS, eq("county", "鄞州区")))
flat, _ = group_counts(pop, "operationSubject")
add("zh", "count_per_group", "鄞州区的加油站按运营主体分，各有几个？", flat)

w = gas_clean(top(list(GAS), lambda r: num(r["totalDesignStorage"]), n=1))
add("zh", "superlative", "哪家加油站的总设计储量最大？", names(w))

rows = gas_clean(where(GAS, in_dates("buildTime", datetime.date(2000, 1, 1), datetime.date(2009, 12, 31))))
add("zh", "decade", "成立于2000年到2009年之间（含首尾两年）的加油站有哪些", names(rows))

pop = gas_clean(where(GAS, eq("operationSubject", "中石化杭燃")))
part = where(pop, eq("level", "二级"))
assert all(r["level"] for r in pop)
add("zh", "percentage",
    "运营主体为中石化杭燃的那些加气站里，二级站占百分之几？（百分数，保留两位小数）",
    [fmt(Decimal(len(part)) * 100 / Decimal(len(pop)), 2)])

pop = gas_clean(where(GAS, eq("county", "越城区")))
total = sum(num(r["liquidGasCanCount"]) for r in pop if num(r["liquidGasCanCount"]) is not None)
add("zh", "sum", "越城区全部加油站的液化天然气罐加起来一共多少个？", [fmt(total)])

a = gas_clean([exact(GAS, "天台华润燃气有限公司")])[0]
b = gas_clean([exact(GAS, "慈溪市煤气有限公司")])[0]
diff = num(a["totalDesignStorage"]) - num(b["totalDesignStorage"])
assert diff > 0
add("zh", "difference", "天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多出多少？", [fmt(diff)])

pop = gas_clean(where(GAS, eq("county", "南湖区")))
rows = where(pop, ne("operationSubject", "中石化"))
assert all(r["operationSubject"] for r in pop)
add("zh", "negation", "嘉兴南湖区的加油站中，运营主体不是中石化的是哪几家？", names(rows))

r = gas_clean([one(GAS, "运河加气站")])[0]
add("zh", "join_lookup", "桐乡运河加气站那张经营许可证是哪天开始生效的？",
    [lic_day(r, "effectiveDate").isoformat()])

rows = gas_clean(where(GAS, lambda r: lic_day(r, "invalidDate") is not None
                       and lic_day(r, "invalidDate") < datetime.date(2020, 1, 1)))
add("zh", "join_count", "有多少个加油站的经营许可证失效日期早于2020年1月1日？", [fmt(len(rows))])

w = gas_clean(top(list(GAS),
              lambda r: (lambda d: None if d is None else -d.toordinal())(lic_day(r, "invalidDate"))))
add("zh", "join_superlative", "哪个加油站的经营许可证最先到期", names(w))

r = gas_clean([one(GAS, "古荡加气站")])[0]
d = datetime.date(2020, 4, 1)
ok = lic_day(r, "effectiveDate") <= d <= lic_day(r, "invalidDate")
add("zh", "join_yes_no", "古荡加气站的许可证在2020年4月1日那天还在有效期内吗？", ["是" if ok else "否"])

r = gas_clean([exact(GAS, "浙江交投新能源投资有限公司绍兴燃气经营分公司")])[0]
span = (lic_day(r, "invalidDate") - lic_day(r, "effectiveDate")).days
add("zh", "join_difference",
    "浙江交投新能源投资有限公司绍兴燃气经营分公司的经营许可证，从生效日期到失效日期相差几天？",
    [fmt(span)])

w = gas_clean(top(list(GAS), lambda r: num(r["employeeCount"]), n=3))
add("zh", "top_n", "职工人数排前三的加油站分别是哪几家？按人数从多到少", names(w))

rows = gas_clean(where(GAS, eq("level", "三级"), in_dates("buildTime", datetime.date(2018, 1, 1))))
add("zh", "date_after", "2018年及以后成立的三级加油站有几个", [fmt(len(rows))])

rows = gas_clean(where(GAS, ge("gasCanCount", 6)))
add("zh", "threshold", "压缩天然气罐不少于6个的加油站有多少家？", [fmt(len(rows))])

pop = gas_clean(where(GAS, eq("county", "海曙区")))
vals = [num(r["totalDesignStorage"]) for r in pop]
assert all(v is not None for v in vals)
mean = sum(vals) / Decimal(len(vals))
assert mean != mean.to_integral_value()
add("zh", "average", "海曙区的加油站，总设计储量平均下来是多少？（保留一位小数）",
    [fmt(mean, 1)])

# English, gas
r = gas_clean([one(GAS, "集翔路加气站")])[0]
add("en", "lookup", "who's the manager (负责人) of the 集翔路加气站?", [r["manager"]])

r = gas_clean([one(GAS, "江南路加气站")])[0]
add("en", "join_lookup",
    "When does the gas business licence of 宁波市汽车燃气有限公司江南路加气站 expire?",
    [lic_day(r, "invalidDate").isoformat()])

rows = gas_clean(where(GAS, eq("county", "鄞州区"), eq("level", "二级")))
add("en", "count", "How many level-2 (二级) gas stations are there in 鄞州区?", [fmt(len(rows))])

r = gas_clean([one(GAS, "江润加气站")])[0]
assert r["isMajorDangerSource"] in ("是", "否")
add("en", "yes_no", "Is 杭州富阳江润加气站有限公司 classed as a major hazard source?",
    ["yes" if r["isMajorDangerSource"] == "是" else "no"])

# ================================================================ 医疗机构 (medical)

rows = where(MED, eq("category", "医院"), eq("level", "三级"))
add("zh", "count", "三级医院有几家", [fmt(len(rows))])

r = exact(MED, "浙江省肿瘤医院")
add("zh", "lookup", "浙江省肿瘤医院的联系电话是多少？", [r["phoneNumber"]])

r = one(MED, "邵逸夫医院")
add("zh", "lookup", "邵逸夫医院属于哪一级？", [r["level"]])

r = exact(MED, "杭州消防医院")
add("zh", "yes_no", "杭州消防医院是不是三级医院？",
    ["是" if (r["category"] == "医院" and r["level"] == "三级") else "否"])

rows = where(MED, has("name", "监狱"))
add("zh", "list", "名称里带“监狱”两个字的医疗机构有哪些？", names(rows))

rows = where(MED, eq("category", "门诊部诊所医务室村卫生室"), eq("level", "二级"))
add("zh", "list", "类别属于门诊部诊所医务室村卫生室、级别却是二级的机构，列一下", names(rows))

pop = where(MED, eq("category", "医院"))
part = where(pop, eq("level", "一级"))
add("zh", "percentage", "类别为“医院”的机构当中，一级的比例是多少？以百分数表示，保留两位小数",
    [fmt(Decimal(len(part)) * 100 / Decimal(len(pop)), 2)])

pop = where(MED, eq("level", "社区"))
flat, _ = group_counts(pop, "category")
add("zh", "count_per_group", "级别标为“社区”的医疗机构，按类别统计各有多少家？", flat)

rows = where(MED, eq("category", "医院"), ne("level", "一级"))
add("zh", "negation", "类别是医院但级别不是一级的，一共有几家？", [fmt(len(rows))])

rows = where(MED, eq("category", "社区卫生服务中心"))
add("en", "count", "How many medical institutions are in the category 社区卫生服务中心?", [fmt(len(rows))])

r = one(MED, "杭州口腔医院城西分院")
add("en", "lookup", "what level is 杭州口腔医院城西分院", [r["level"]])

rows = where(MED, eq("category", "医院"), eq("level", "二级"), has("name", "康复"))
add("en", "list", "List the level-2 (二级) hospitals whose names contain 康复.", names(rows))

# ================================================================ 宗教场所 (religious places)

rows = where(REL, eq("city", "舟山市"), eq("religion", "佛教"))
add("zh", "count", "舟山市的佛教活动场所有多少处？", [fmt(len(rows))])

pop = where(REL, eq("city", "嘉兴市"))
flat, _ = group_counts(pop, "religion")
add("zh", "count_per_group", "嘉兴市的宗教场所按所属宗教分，各多少个", flat)

rows = where(REL, eq("religion", "伊斯兰教"))
add("zh", "list", "所属宗教为伊斯兰教的宗教场所都有哪些？", names(rows))

rows = where(REL, eq("city", "温州市"), eq("religiousType", "正一派"), eq("category", "寺观教堂"))
add("zh", "count", "温州市正一派的道教场所中，类别为寺观教堂的有几处？", [fmt(len(rows))])

w = top(where(REL, eq("religion", "天主教")), lambda r: num(r["buildingArea"]))
add("zh", "superlative", "天主教场所里建筑面积最大的是哪一个？", names(w))

pop = where(REL, eq("religion", "伊斯兰教"))
vals = [num(r["area"]) for r in pop]
assert all(v is not None for v in vals)
add("zh", "sum", "把所有伊斯兰教场所的占地面积加起来是多少平方米？保留一位小数",
    [fmt(sum(vals), 1)])

vals = [num(r["buildingArea"]) for r in pop]
assert all(v is not None and v > 0 for v in vals)
add("zh", "average", "伊斯兰教场所的平均建筑面积是多少平方米（四舍五入到两位小数）",
    [fmt(sum(vals) / Decimal(len(vals)), 2)])

rows = where(REL, in_dates("approvalDate", hi=datetime.date(1979, 12, 31)))
add("zh", "date_before", "批准日期在1980年之前的宗教场所有多少处", [fmt(len(rows))])

rows = where(REL, eq("religion", "天主教"),
             in_dates("registrationTime", datetime.date(1990, 1, 1), datetime.date(1999, 12, 31)))
add("zh", "decade", "上世纪90年代登记的天主教场所一共几处？", [fmt(len(rows))])

rows = where(REL, eq("city", "杭州市"), eq("religion", "佛教"), gt("area", 10000))
add("zh", "threshold", "杭州市占地面积超过10000平方米的佛教场所有多少个？", [fmt(len(rows))])

r = exact(REL, "普陀山普济禅寺")
add("zh", "lookup", "普陀山普济禅寺占地多少平方米", [r["area"]])

r = one(REL, "天主教杭州天主堂")
add("zh", "lookup", "天主教杭州天主堂的批准日期是哪天？", [day(r["approvalDate"]).isoformat()])

w = top(where(REL, eq("religion", "道教")), lambda r: num(r["buildingArea"]), n=5)
add("zh", "top_n", "建筑面积排名前五的道教场所，从大到小列出来", names(w))

christ = where(REL, eq("county", "乐清市"), eq("religion", "基督教"))
budd = where(REL, eq("county", "乐清市"), eq("religion", "佛教"))
assert len(budd) > len(christ)
add("zh", "ratio", "乐清市的佛教场所数量是基督教场所的几倍？结果保留两位小数",
    [fmt(Decimal(len(budd)) / Decimal(len(christ)), 2)])

rows = where(REL, eq("city", "丽水市"), ne("religion", "佛教"))
add("zh", "negation", "丽水市不属于佛教的宗教场所有几个？", [fmt(len(rows))])

r = exact(REL, "温州市基督教花园巷教堂")
add("zh", "yes_no", "温州市基督教花园巷教堂是1950年批准的吗？",
    ["是" if day(r["approvalDate"]).year == 1950 else "否"])

christ = where(REL, eq("county", "永嘉县"), eq("religion", "基督教"))
budd = where(REL, eq("county", "永嘉县"), eq("religion", "佛教"))
assert len(christ) > len(budd)
add("zh", "difference", "永嘉县的基督教场所比佛教场所多几处？", [fmt(len(christ) - len(budd))])

rows = where(REL, eq("city", "台州市"), eq("religion", "天主教"))
add("en", "count", "How many Catholic (天主教) venues are listed in 台州市?", [fmt(len(rows))])

pop = where(REL, eq("religion", "道教"))
_, ordered = group_counts(pop, "county", all_distinct=False)
assert ordered[0][1] > 1.5 * ordered[1][1]
add("en", "superlative", "Which county (所在区县) has the most Taoist (道教) venues?", [ordered[0][0]])

pop = where(REL, eq("city", "温州市"), eq("religion", "道教"))
part = where(pop, eq("religiousType", "全真教"))
assert all(r["religiousType"] for r in pop)
add("en", "percentage",
    "Among the Taoist (道教) venues in 温州市, what percentage belong to the 全真教 school? One decimal place.",
    [fmt(Decimal(len(part)) * 100 / Decimal(len(pop)), 1)])

# ================================================================ 协会 (associations)

rows = assoc_clean(where(ASSOC, eq("category", "省团体")))
add("zh", "list", "类别为省团体的宗教协会有哪些？", names(rows))

r = exact(ASSOC, "浙江省伊斯兰教协会")
add("zh", "lookup", "浙江省伊斯兰教协会的网址", [r["website"]])

rows = assoc_clean(where(ASSOC, eq("category", "市团体"), eq("religion", "基督教")))
add("zh", "count", "属于基督教的市级团体（类别为市团体）有几个？", [fmt(len(rows))])

rows = assoc_clean(where(ASSOC, in_dates("registrationTime", datetime.date(1990, 1, 1),
                                        datetime.date(1999, 12, 31))))
add("zh", "decade", "1990年至1999年间登记的宗教协会一共有多少个？", [fmt(len(rows))])

pop = assoc_clean(where(ASSOC, eq("city", "温州市"), eq("category", "县团体")))
flat, _ = group_counts(pop, "religion")
add("zh", "count_per_group", "温州市的县团体协会按所属宗教分别有多少？", flat)

r = exact(ASSOC, "舟山市佛教协会")
add("zh", "lookup", "舟山市佛教协会邮编是多少", [r["postalCode"]])

pop = assoc_clean(where(ASSOC, eq("city", "温州市"), eq("category", "市团体")))
assert not any(is_placeholder(r["registrationTime"]) or not r["registrationTime"] for r in pop)
w = top(pop, lambda r: -day(r["registrationTime"]).toordinal())
add("zh", "superlative", "温州市的市团体里哪个协会登记得最早？", names(w))

rows = assoc_clean(where(ASSOC, eq("city", "金华市"), eq("religion", "天主教")))
add("en", "count", "How many Catholic (天主教) associations are there in 金华市?", [fmt(len(rows))])

pop = assoc_clean(where(ASSOC, eq("city", "台州市"), eq("category", "县团体")))
_, ordered = group_counts(pop, "religion", all_distinct=False)
assert ordered[0][1] != ordered[1][1]
add("en", "superlative",
    "In 台州市, which religion has the most county-level associations (category 县团体)?",
    [ordered[0][0]])

# ================================================================ 学校 (schools)

w = top(list(SCHOOL), lambda r: num(r["studentCount"]))
add("zh", "superlative", "哪所宗教院校在校生最多？", names(w))

vals = [num(r["studentCount"]) for r in SCHOOL]
assert all(v is not None for v in vals)
add("zh", "sum", "所有宗教院校的在校生加起来有多少人", [fmt(sum(vals))])

r = exact(SCHOOL, "浙江神学院")
add("zh", "ratio", "浙江神学院的在校生人数与教师人数之比是多少？保留两位小数",
    [fmt(num(r["studentCount"]) / num(r["teacherCount"]), 2)])

rows = where(SCHOOL, in_dates("establishmentDate", datetime.date(2016, 1, 1), datetime.date(2016, 12, 31)))
add("zh", "date_range", "2016年成立的学校有哪几所？", names(rows))

rows = where(SCHOOL, gt("professorCount", 20))
add("zh", "threshold", "专职教师人数超过20人的学校有几所", [fmt(len(rows))])

pop = where(SCHOOL, eq("religion", "佛教"))
vals = [num(r["studentCount"]) for r in pop]
assert all(v is not None for v in vals)
add("en", "average",
    "What is the average student count of the Buddhist (佛教) schools? Round to one decimal.",
    [fmt(sum(vals) / Decimal(len(vals)), 1)])

w = top(list(SCHOOL), lambda r: (lambda d: None if d is None else -d.toordinal())(day(r["establishmentDate"])))
add("en", "superlative", "Which of the religious schools was founded first?", names(w))

# ================================================================ 旅行社 (travel agencies)

rows = where(TRAVEL, eq("city", "舟山市"))
add("zh", "count", "舟山有多少家旅行社？（所在城市为舟山市）", [fmt(len(rows))])

_, ordered = group_counts(TRAVEL, "city", all_distinct=False)
assert ordered[2][1] != ordered[3][1]
add("zh", "top_n", "旅行社数量最多的三个城市是哪几个？从多到少", [g for g, _ in ordered[:3]])

rows = where(TRAVEL, has("businessScope", "出境组团业务"))
add("zh", "count", "业务范围里写了“出境组团业务”的旅行社有几家？", [fmt(len(rows))])

r = exact(TRAVEL, "浙江邮电旅行社有限公司")
add("zh", "lookup", "浙江邮电旅行社有限公司的传真号码", [r["faxNumber"]])

pop = where(TRAVEL, eq("city", "杭州市"))
part = where(pop, has("businessScope", "出境"))
add("zh", "percentage", "杭州市的旅行社中，业务范围包含“出境”的占多大比例？按百分数保留一位小数",
    [fmt(Decimal(len(part)) * 100 / Decimal(len(pop)), 1)])

# ================================================================ 旅游景点 (tourist spots)

r = one(SPOT, "梦想小镇")
assert len([s for s in SPOT if "梦想小镇" in s["address"] or "良睦路1399号" in s["address"]]) <= 1
add("zh", "lookup", "梦想小镇景区是几A级景区？", [r["level"]])
add("en", "lookup", "What phone number is listed for 杭州梦想小镇景区?", [r["phoneNumber"]])


# ---------------------------------------------------------------- write

assert len(QUESTIONS) == 80, len(QUESTIONS)
assert sum(q["lang"] == "zh" for q in QUESTIONS) == 65
assert sum(q["lang"] == "en" for q in QUESTIONS) == 15
assert len({q["question"] for q in QUESTIONS}) == 80
out = []
for i, q in enumerate(QUESTIONS, 1):
    out.append({"id": "affairqa-r69-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
OUT.write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")

if __name__ == "__main__":
    print("wrote %d questions to %s" % (len(out), OUT))
