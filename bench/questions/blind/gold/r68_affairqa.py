#!/usr/bin/env python3
"""Gold answers for the blind AffairQA question set r68 (auditor style).

Writes ``bench/questions/blind/r68-affairqa.json``: a JSON list of 80 objects
``{"id", "question", "answer": [str, ...], "shape", "lang"}`` (65 questions in
Chinese, 15 in English).  Every answer is computed here from KAG's AffairQA CSV
tables; nothing is typed by hand.  Standard library only.

The data is found by walking up from this file's folder to the first ancestor
that holds ``datasets/kag-affairqa`` or ``shared/datasets/kag-affairqa``; the
tables are ``sources/*.csv`` there (UTF-8 with a byte-order mark).

Answer conventions
------------------
* Integers are written plainly ("38").
* Non-integers are rounded half up (``decimal.ROUND_HALF_UP``), with Decimal
  arithmetic on the cell text, to the precision the question states.
* Percentages are numbers without "%" (``62 / 707`` -> "8.8").
* Yes/no is 是/否 in Chinese questions, yes/no in English ones.
* Dates are ISO ``YYYY-MM-DD``.
* Lists give one string per item, each an exact table cell (names), sorted by
  code point unless the question asks for an order (top-N: largest first).
* Counts per group are flattened ``[group, count, group, count, ...]``, largest
  count first; the script asserts that no two groups tie.
* Superlatives assert a unique winner; top-N asserts no tie across the cut.
* A count counts table rows whose cells satisfy every condition.  An empty cell
  never satisfies a condition (a negated one included: "不是中海油" does not hold
  for an empty 运营主体) and is never a group.  Where a question negates a
  condition the script asserts that no row of the population has that cell
  empty, so the reading cannot matter.  "除去…以外" (all but) reads like
  "不是": the population minus the rows whose cell equals the named value.
* Comparisons between two records or two groups assert that they differ and
  answer with the winner's name as written (a city, a county, a record name).
* Numeric bounds: 以上/不少于/at least include the bound, 不超过 includes it
  too (each question also says 含); a date bound written 之前/之后 excludes
  that day, 期间/之间 with two dates includes both ends.
* Text conditions are exact cell equality unless the question says the text is
  contained in the cell ("含有", "contains"), which is substring containment.

Readings used
-------------
Table by table, column by column (only the columns the questions use).

加油站.csv (GasStation), one row per station, keyed by ``name`` (unique):
  name                 exact text; a shortened name in a question is asserted
                       to be a substring of exactly one row's name.
  county               所在县区, exact text.  The table spells one Beilun
                       station "北仓区" (typo), so no question counts 北仑区.
  buildTime            成立日期, parsed as a date (``YYYY/M/D``).  Five rows
                       hold the placeholder 1899-12-30 and two are empty; every
                       date condition on this column has a lower bound after
                       1900, asserted, so placeholders never fall inside.
  manager              负责人, exact text.
  legalRepresentative  法定代表人, exact text.
  employeeCount        职工人数, integer.
  totalDesignStorage   总设计储量, decimal number (no unit in the table).
  liquidGasCanCount    液化天然气罐个数, integer.
  liquidGasCanVolume   液化天然气罐总容积, decimal number.
  isMajorDangerSource  是否构成重大危险源, the cell 是 or 否.
  level                级别, exact text (一级/二级/三级).
  operationSubject     运营主体, exact text (中石化, 中海油, 中石化杭燃, ...).
  businessLicense      经营许可证: the station's licence is the row of
                       许可证.csv whose ``name`` equals this cell exactly
                       (several stations share one licence; each station row
                       counts once).
  The table lists three stations twice under two names (衢州佳豪...-航埠LNG加气站
  / ...航埠LNG加气站, 衢州市浙能...-航埠加气母站 / ...航埠加气母站, and
  浙江省交投新能源有限公司台州分公司 / 浙江交投新能源投资有限公司台州分公司).
  Every gas-station count, list, sum, average and share asserts that its rows
  hold at most one member of each pair.

许可证.csv (License), keyed by ``name`` (unique):
  effectiveDate  生效日期, date ``YYYY/M/D`` (88 rows have one).
  invalidDate    失效日期, date ``YYYY/M/D``.
  issuingAuthority  发证机关, exact text (an identifier such as
                 ``zj-gov-00248249-6``; the answer is the cell as written).
  "相隔多少天" is invalidDate minus effectiveDate in calendar days.

医疗机构.csv (MedicalInstitution), keyed by ``name`` (unique):
  category  类别, exact text (医院, 门诊部诊所医务室村卫生室, 社区卫生服务中心,
            省本级定点, 卫生院).
  level     级别, exact text (一级, 二级, 三级, 社区).
  address   地址; a district condition is substring containment in the
            address text ("地址中含有'西湖区'"), never an inferred location.
  phoneNumber  电话号码, the cell as written.
  servicePopulation  服务人群, exact text.

学校.csv (School), 9 rows keyed by ``name``:
  studentCount    在校生数量, integer.
  teacherCount    教师人数, integer (not professorCount).
  professorCount  专职教师人数, integer.
  religion        所属宗教, exact text.
  establishmentDate  成立日期, date ``YYYY/M/D``.

协会.csv (Association), keyed by ``name`` (unique):
  city       所在城市, exact text.
  religion   所属宗教, exact text.
  category   类别, exact text (县团体, 市团体, 省团体).
  registrationTime  登记时间, date ``YYYY/M/D``; 11 rows hold the placeholder
             1900/1/1, so date conditions are bounded after 1900 and the
             earliest-date question uses a city with no placeholder (asserted).
  registrationCertificateNumber  登记证号, the cell as written.
  website    网址; "有网址记录" means the cell is not empty.
  Two rows are nodes rather than associations (嘉兴市（节点）, 丽水市（节点）);
  no question's population contains them (asserted).

宗教场所.csv (ReligiousPlace), keyed by ``name`` (unique):
  city, county  所在城市 / 所在区县, exact text (some rows hold a numeric
             code in county; questions only name counties spelled out).
  religion   所属宗教, exact text.
  category   类别, exact text (固定处所, 寺观教堂).
  religiousType  宗教派别, exact text.
  area       占地面积, decimal number (no unit in the table).
  buildingArea  建筑面积, decimal number.
  approvalDate  批准日期, date ``YYYY/M/D`` (no placeholder dates).

旅行社.csv (TravelAgency), keyed by ``name`` (unique).  The header repeats
``licenseNumber`` (two different columns), so no question uses it; columns are
read by position:
  city           所在城市, exact text.
  businessScope  业务范围; "含'出境'" is substring containment.
  faxNumber      传真号, the cell as written.
  address        地址, the cell as written.

旅游景点.csv (TouristAttraction), keyed by ``name``.  Several attractions are
listed twice under two names (e.g. 杭州西湖景区 / 杭州西湖风景名胜区), so the
questions here are single-record lookups and sets asserted to be small and
free of such repeats:
  level    级别, exact text (A, AA, AAA, AAAA, AAAAA; "A级" means the cell "A").
  city     所在城市, exact text.
  phoneNumber  电话号码, the cell as written.
"""

import csv
import datetime
import json
import pathlib
from decimal import Decimal, ROUND_HALF_UP

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "r68-affairqa.json"


def find_data():
    for folder in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            cand = folder / rel
            if cand.is_dir():
                return cand / "sources"
    raise SystemExit("kag-affairqa dataset not found above " + str(HERE))


SRC = find_data()


def load(filename):
    with open(SRC / filename, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    seen = {}
    keys = []
    for col in header:  # a repeated header gets a suffix: licenseNumber#2
        seen[col] = seen.get(col, 0) + 1
        keys.append(col if seen[col] == 1 else f"{col}#{seen[col]}")
    out = [dict(zip(keys, r)) for r in rows[1:]]
    names = [r["name"] for r in out]
    assert len(names) == len(set(names)), filename + ": duplicate names"
    return out


GS = load("加油站.csv")
LIC = load("许可证.csv")
MED = load("医疗机构.csv")
SCH = load("学校.csv")
ASSOC = load("协会.csv")
REL = load("宗教场所.csv")
TA = load("旅行社.csv")
SCN = load("旅游景点.csv")
LIC_BY_NAME = {r["name"]: r for r in LIC}

# --- helpers -------------------------------------------------------------

PLACEHOLDER_DATES = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def date(cell):
    """A date cell (YYYY/M/D or YYYY-MM-DD); None for an empty cell."""
    if cell == "":
        return None
    sep = "/" if "/" in cell else "-"
    y, m, d = (int(p) for p in cell.split(sep))
    return datetime.date(y, m, d)


def iso(cell):
    d = date(cell)
    assert d is not None and d not in PLACEHOLDER_DATES, cell
    return d.isoformat()


def num(cell):
    """A number cell as Decimal; None for an empty cell."""
    return None if cell == "" else Decimal(cell)


def fmt_int(x):
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def fmt_dec(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def pct(part, whole, places):
    return fmt_dec(Decimal(part) * 100 / Decimal(whole), places)


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def by_part(rows, part):
    """The one row whose name contains ``part`` (a shortened name)."""
    hits = [r for r in rows if part in r["name"]]
    assert len(hits) == 1, (part, [h["name"] for h in hits])
    return hits[0]


def field(rows, name, col):
    v = one(rows, name)[col]
    assert v != "", (name, col)
    return v


def where(rows, *conds):
    return [r for r in rows if all(c(r) for c in conds)]


def eq(col, val):
    return lambda r: r[col] != "" and r[col] == val


def ne(col, val):
    return lambda r: r[col] != "" and r[col] != val


def has(col, text):
    return lambda r: r[col] != "" and text in r[col]


def nonempty(col):
    return lambda r: r[col] != ""


def num_ge(col, val):
    return lambda r: r[col] != "" and num(r[col]) >= Decimal(val)


def num_gt(col, val):
    return lambda r: r[col] != "" and num(r[col]) > Decimal(val)


def date_between(col, lo, hi):
    lo, hi = datetime.date.fromisoformat(lo), datetime.date.fromisoformat(hi)
    assert lo > datetime.date(1900, 1, 1)
    return lambda r: r[col] != "" and lo <= date(r[col]) <= hi


def date_before(col, hi):
    hi = datetime.date.fromisoformat(hi)
    return lambda r: r[col] != "" and date(r[col]) < hi


def date_after(col, lo):
    lo = datetime.date.fromisoformat(lo)
    assert lo > datetime.date(1900, 1, 1)
    return lambda r: r[col] != "" and date(r[col]) > lo


def no_placeholder_dates(rows, col):
    for r in rows:
        d = date(r[col])
        assert d is None or d not in PLACEHOLDER_DATES, (r["name"], r[col])


def no_empty(rows, col):
    for r in rows:
        assert r[col] != "", (r["name"], col)


def names(rows):
    assert rows
    return sorted(r["name"] for r in rows)


def group_counts(rows, col):
    counts = {}
    for r in rows:
        if r[col] != "":
            counts[r[col]] = counts.get(r[col], 0) + 1
    vals = list(counts.values())
    assert len(vals) == len(set(vals)), ("tied group counts", counts)
    flat = []
    for g, c in sorted(counts.items(), key=lambda kv: -kv[1]):
        flat += [g, str(c)]
    return flat


def argbest(rows, key, largest=True):
    """The one row with the largest (or smallest) key; asserts uniqueness."""
    rows = [r for r in rows if key(r) is not None]
    best = max(key(r) for r in rows) if largest else min(key(r) for r in rows)
    hits = [r for r in rows if key(r) == best]
    assert len(hits) == 1, ("tied superlative", [h["name"] for h in hits])
    return hits[0]


def top_n(rows, key, n):
    rows = sorted((r for r in rows if key(r) is not None), key=key, reverse=True)
    assert len(rows) > n and key(rows[n - 1]) > key(rows[n]), "tie at the cut"
    assert len({key(r) for r in rows[:n]}) == n, "tie inside the top"
    return [r["name"] for r in rows[:n]]


# Gas stations listed twice under two names.
GS_DUP_PAIRS = [
    ("衢州佳豪天然气利用有限公司-航埠LNG加气站", "衢州佳豪天然气利用有限公司航埠LNG加气站"),
    ("衢州市浙能油气发展有限公司-航埠加气母站", "衢州市浙能油气发展有限公司航埠加气母站"),
    ("浙江省交投新能源有限公司台州分公司", "浙江交投新能源投资有限公司台州分公司"),
]
for _a, _b in GS_DUP_PAIRS:
    one(GS, _a), one(GS, _b)


def gs_clean(rows):
    got = {r["name"] for r in rows}
    for a, b in GS_DUP_PAIRS:
        assert not (a in got and b in got), ("both names of one station", a, b)
    return rows


ASSOC_NODES = {"嘉兴市（节点）", "丽水市（节点）"}
for _n in ASSOC_NODES:
    one(ASSOC, _n)


def assoc_clean(rows):
    assert not ({r["name"] for r in rows} & ASSOC_NODES), "node rows counted"
    return rows


def count(rows):
    return [str(len(rows))]


def lic_of(station):
    return LIC_BY_NAME[field(GS, station, "businessLicense")]


Q = []


def add(lang, shape, question, answer):
    assert lang in ("zh", "en")
    assert isinstance(answer, list) and answer and all(isinstance(a, str) for a in answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# --- gas stations (加油站) ----------------------------------------------------

add("zh", "field",
    "加油站表中，宁波新奥燃气有限公司福庆南路CNG加气站登记的负责人是谁？",
    [field(GS, "宁波新奥燃气有限公司福庆南路CNG加气站", "manager")])

add("zh", "field",
    "名称里带“东阳南区分公司”的那座加气站，法定代表人登记的是谁？",
    [by_part(GS, "东阳南区分公司")["legalRepresentative"]])

add("zh", "count",
    "运营主体为“中海油”且级别为“二级”的加油站共有几座？",
    count(gs_clean(where(GS, eq("operationSubject", "中海油"), eq("level", "二级")))))

add("zh", "count",
    "职工人数在20人以上（含20人）的加油站有多少座？",
    count(gs_clean(where(GS, num_ge("employeeCount", 20)))))

_rows = gs_clean(where(GS, date_between("buildTime", "2016-01-01", "2016-12-31")))
no_placeholder_dates(_rows, "buildTime")
add("zh", "count",
    "成立日期在2016年1月1日至2016年12月31日期间（含首尾两日）的加油站一共有多少座？",
    count(_rows))

add("zh", "yesno",
    "核对一下：天台华润燃气有限公司在表中是否登记为构成重大危险源？",
    ["是" if field(GS, "天台华润燃气有限公司", "isMajorDangerSource") == "是" else "否"])

add("zh", "list",
    "请列出“是否构成重大危险源”一栏为“是”的全部加油站名称。",
    names(gs_clean(where(GS, eq("isMajorDangerSource", "是")))))

add("zh", "superlative",
    "在所有加油站中，总设计储量数值最大的是哪一座？",
    [argbest(GS, lambda r: num(r["totalDesignStorage"]))["name"]])

add("en", "topn",
    "Which three gas stations have the largest total LNG tank volume "
    "(液化天然气罐总容积)? List them from largest to smallest.",
    top_n(GS, lambda r: num(r["liquidGasCanVolume"]), 3))

_rows = gs_clean(where(GS, eq("county", "鄞州区")))
no_empty(_rows, "liquidGasCanCount")
add("zh", "sum",
    "所在县区为“鄞州区”的加油站，液化天然气罐个数加起来一共是多少个？",
    [fmt_int(sum(num(r["liquidGasCanCount"]) for r in _rows))])

_rows = gs_clean(where(GS, eq("county", "南湖区")))
no_empty(_rows, "employeeCount")
add("zh", "average",
    "所在县区为“南湖区”的各加油站，平均职工人数是多少？（保留两位小数）",
    [fmt_dec(sum(num(r["employeeCount"]) for r in _rows) / len(_rows), 2)])

add("zh", "join",
    "绍兴金帝天然气有限公司所持经营许可证，在许可证表里登记的失效日期是哪一天？",
    [iso(lic_of("绍兴金帝天然气有限公司")["invalidDate"])])

_rows = gs_clean([
    r for r in GS
    if r["businessLicense"] in LIC_BY_NAME
    and date_between("effectiveDate", "2018-01-01", "2018-12-31")(LIC_BY_NAME[r["businessLicense"]])
])
add("zh", "join",
    "以加油站表“经营许可证”一栏对应到许可证表，许可证生效日期落在2018年内的加油站有几座？",
    count(_rows))

add("en", "join",
    "On what date did the business licence held by the gas station "
    "宁波市汽车燃气有限公司镇海加气母站 take effect?",
    [iso(lic_of("宁波市汽车燃气有限公司镇海加气母站")["effectiveDate"])])

_pop = gs_clean(where(GS, eq("county", "鄞州区")))
no_empty(_pop, "operationSubject")
add("zh", "negation",
    "所在县区为“鄞州区”的加油站，除去运营主体为“中海油”的以外，还剩几座？",
    count(where(_pop, ne("operationSubject", "中海油"))))

_a = one(GS, "杭州杭钢亚盛天然气有限公司")
_b = one(GS, "杭州华燃燃气开发应用有限公司绍兴路加气站")
assert num(_a["employeeCount"]) != num(_b["employeeCount"])
add("zh", "comparison",
    "杭州杭钢亚盛天然气有限公司和杭州华燃燃气开发应用有限公司绍兴路加气站，哪一家职工人数更多？",
    [max((_a, _b), key=lambda r: num(r["employeeCount"]))["name"]])

add("zh", "difference",
    "桐乡运河加气站的总设计储量比嘉善县中国石化经营有限公司站前路加气站多出多少？（保留一位小数）",
    [fmt_dec(num(field(GS, "桐乡运河加气站", "totalDesignStorage"))
             - num(field(GS, "嘉善县中国石化经营有限公司站前路加气站", "totalDesignStorage")), 1)])

_pop = gs_clean(where(GS, eq("operationSubject", "中石化杭燃")))
no_empty(_pop, "level")
add("zh", "share",
    "运营主体为“中石化杭燃”的加油站里，级别为“二级”的占百分之多少？（保留两位小数）",
    [pct(len(where(_pop, eq("level", "二级"))), len(_pop), 2)])

add("zh", "group_count",
    "把运营主体为“中海油”的加油站按级别分组，各级别分别有几座？",
    group_counts(gs_clean(where(GS, eq("operationSubject", "中海油"))), "level"))

add("en", "count",
    "How many gas stations in county 越城区 have a total design storage "
    "(总设计储量) of at least 20?",
    count(gs_clean(where(GS, eq("county", "越城区"), num_ge("totalDesignStorage", 20)))))

# --- licences (许可证) --------------------------------------------------------

add("zh", "field",
    "许可证“201501030002J”的失效日期登记为哪一天？",
    [iso(field(LIC, "201501030002J", "invalidDate"))])

add("zh", "field",
    "编号为“zj-L-ZJ00385”的许可证，发证机关一栏填的是什么？",
    [field(LIC, "zj-L-ZJ00385", "issuingAuthority")])

add("zh", "count",
    "许可证表中，发证机关为“zj-gov-00248249-6”的许可证共有多少张？",
    count(where(LIC, eq("issuingAuthority", "zj-gov-00248249-6"))))

add("zh", "count",
    "生效日期在2017年1月1日之后（不含当日）、且失效日期在2021年12月31日之前（不含当日）的许可证有多少张？",
    count(where(LIC, date_after("effectiveDate", "2017-01-01"),
                date_before("invalidDate", "2021-12-31"))))

add("en", "superlative",
    "Which licence in the licence table has the earliest effective date (生效日期)?",
    [argbest(LIC, lambda r: date(r["effectiveDate"]), largest=False)["name"]])

_r = one(LIC, "浙201709040001J")
add("zh", "difference",
    "许可证“浙201709040001J”从生效日期到失效日期，中间相隔多少天？",
    [str((date(_r["invalidDate"]) - date(_r["effectiveDate"])).days)])

add("en", "yesno",
    "Does licence 浙201806070001J have an invalid date (失效日期) earlier than 2020-01-01?",
    ["yes" if date(field(LIC, "浙201806070001J", "invalidDate")) < datetime.date(2020, 1, 1) else "no"])

# --- medical institutions (医疗机构) -----------------------------------------

add("zh", "field",
    "浙江省肿瘤医院登记的电话号码是多少？",
    [field(MED, "浙江省肿瘤医院", "phoneNumber")])

add("en", "field",
    "What level (级别) is the medical institution 杭州明州医院 recorded at?",
    [field(MED, "杭州明州医院", "level")])

add("zh", "count",
    "类别为“医院”且级别为“三级”的医疗机构共有多少家？",
    count(where(MED, eq("category", "医院"), eq("level", "三级"))))

add("zh", "group_count",
    "类别为“医院”的医疗机构按级别统计，各级别各有多少家？",
    group_counts(where(MED, eq("category", "医院")), "level"))

add("zh", "list",
    "类别是“门诊部诊所医务室村卫生室”、级别却登记为“二级”的医疗机构有哪些？",
    names(where(MED, eq("category", "门诊部诊所医务室村卫生室"), eq("level", "二级"))))

add("zh", "yesno",
    "杭州整形医院的级别是不是“三级”？",
    ["是" if field(MED, "杭州整形医院", "level") == "三级" else "否"])

_pop = where(MED, eq("category", "医院"))
add("zh", "share",
    "在类别为“医院”的医疗机构中，级别为“三级”的占比是多少？（百分数，保留一位小数）",
    [pct(len(where(_pop, eq("level", "三级"))), len(_pop), 1)])

no_empty(_pop, "level")
add("zh", "negation",
    "类别为“医院”、但级别不是“一级”的医疗机构有多少家？",
    count(where(_pop, ne("level", "一级"))))

_x = len(where(MED, has("address", "西湖区")))
_y = len(where(MED, has("address", "拱墅区")))
assert _x != _y
add("zh", "comparison",
    "地址中含“西湖区”的医疗机构和地址中含“拱墅区”的医疗机构，哪一边家数更多？请回答“西湖区”或“拱墅区”。",
    ["西湖区" if _x > _y else "拱墅区"])

add("en", "count",
    "How many medical institutions whose address contains 滨江区 are in the category "
    "门诊部诊所医务室村卫生室?",
    count(where(MED, has("address", "滨江区"), eq("category", "门诊部诊所医务室村卫生室"))))

add("zh", "count",
    "服务人群为“基本、离休、子女”且地址中含有“拱墅区”的医疗机构有几家？",
    count(where(MED, eq("servicePopulation", "基本、离休、子女"), has("address", "拱墅区"))))

_pop = where(MED, eq("category", "社区卫生服务中心"))
no_empty(_pop, "level")
add("zh", "negation",
    "类别为“社区卫生服务中心”的机构里，级别没有登记为“社区”的是哪几家？",
    names(where(_pop, ne("level", "社区"))))


# --- schools (学校) -----------------------------------------------------------

add("zh", "field",
    "浙江道教学院的成立日期是哪天？",
    [iso(field(SCH, "浙江道教学院", "establishmentDate"))])

add("zh", "count",
    "所属宗教为佛教的学校中，在校生数量不超过100人（含100人）的有几所？",
    count(where(SCH, eq("religion", "佛教"),
                lambda r: r["studentCount"] != "" and num(r["studentCount"]) <= 100)))

add("en", "superlative",
    "Which school has the largest number of students enrolled (在校生数量)?",
    [argbest(SCH, lambda r: num(r["studentCount"]))["name"]])

_pop = where(SCH, eq("religion", "佛教"))
no_empty(_pop, "teacherCount")
add("zh", "average",
    "所属宗教为“佛教”的学校，教师人数的平均值是多少？（保留一位小数）",
    [fmt_dec(sum(num(r["teacherCount"]) for r in _pop) / len(_pop), 1)])

add("zh", "list",
    "成立日期在2016年（2016-01-01至2016-12-31）的学校有哪些？",
    names(where(SCH, date_between("establishmentDate", "2016-01-01", "2016-12-31"))))

add("zh", "ratio",
    "浙江神学院的在校生数量是其教师人数的多少倍？（保留两位小数）",
    [fmt_dec(num(field(SCH, "浙江神学院", "studentCount"))
             / num(field(SCH, "浙江神学院", "teacherCount")), 2)])

_a = one(SCH, "杭州佛学院")
_b = one(SCH, "浙江慈云佛学院")
assert num(_a["professorCount"]) != num(_b["professorCount"])
add("en", "comparison",
    "Which has more full-time teachers (专职教师人数): 杭州佛学院 or 浙江慈云佛学院?",
    [max((_a, _b), key=lambda r: num(r["professorCount"]))["name"]])

# --- associations (协会) ------------------------------------------------------

add("zh", "field",
    "萧山区佛教协会的登记证号是什么？",
    [field(ASSOC, "萧山区佛教协会", "registrationCertificateNumber")])

add("zh", "count",
    "所在城市为温州市、所属宗教为基督教的协会有多少个？",
    count(assoc_clean(where(ASSOC, eq("city", "温州市"), eq("religion", "基督教")))))

add("zh", "group_count",
    "宁波市的协会按所属宗教分组计数，各宗教分别有几个？",
    group_counts(assoc_clean(where(ASSOC, eq("city", "宁波市"))), "religion"))

add("zh", "count",
    "登记时间在2016年1月1日到2016年12月31日之间的协会一共有几个？",
    count(assoc_clean(where(ASSOC, date_between("registrationTime", "2016-01-01", "2016-12-31")))))

_x = len(assoc_clean(where(ASSOC, eq("city", "台州市"))))
_y = len(assoc_clean(where(ASSOC, eq("city", "宁波市"))))
assert _x != _y
add("zh", "comparison",
    "按所在城市统计，台州市和宁波市哪个城市的协会数量更多？",
    ["台州市" if _x > _y else "宁波市"])

add("en", "count",
    "How many associations belonging to 基督教 have a website (网址) recorded?",
    count(assoc_clean(where(ASSOC, eq("religion", "基督教"), nonempty("website")))))

add("zh", "list",
    "所属宗教为伊斯兰教的协会有哪些？",
    names(assoc_clean(where(ASSOC, eq("religion", "伊斯兰教")))))

_pop = assoc_clean(where(ASSOC, eq("city", "舟山市")))
no_placeholder_dates(_pop, "registrationTime")
add("zh", "superlative",
    "所在城市为舟山市的协会中，登记时间最早的是哪一个？",
    [argbest(_pop, lambda r: date(r["registrationTime"]), largest=False)["name"]])


def _city_counts(religion):
    counts = {}
    for r in assoc_clean(where(ASSOC, eq("religion", religion), nonempty("city"))):
        counts[r["city"]] = counts.get(r["city"], 0) + 1
    return counts


_c = _city_counts("佛教")
_ranked = sorted(_c.items(), key=lambda kv: -kv[1])
assert _ranked[2][1] > _ranked[3][1] and len({v for _, v in _ranked[:3]}) == 3
add("zh", "topn",
    "所属宗教为佛教的协会，按所在城市计数，数量排前三的是哪三个城市？（从多到少）",
    [k for k, _ in _ranked[:3]])

# --- religious places (宗教场所) ---------------------------------------------

add("zh", "field",
    "杭州清真寺的建筑面积登记为多少？",
    [field(REL, "杭州清真寺", "buildingArea")])

add("zh", "count",
    "所在城市为温州市、所属宗教为佛教、类别为“寺观教堂”的宗教场所有多少处？",
    count(where(REL, eq("city", "温州市"), eq("religion", "佛教"), eq("category", "寺观教堂"))))

add("zh", "count",
    "舟山市的佛教场所中，占地面积不少于10000的有多少处？",
    count(where(REL, eq("city", "舟山市"), eq("religion", "佛教"), num_ge("area", 10000))))

add("zh", "group_count",
    "嘉兴市的宗教场所按所属宗教统计数量，结果如何？",
    group_counts(where(REL, eq("city", "嘉兴市")), "religion"))

_pop = where(REL, eq("religion", "伊斯兰教"))
no_empty(_pop, "buildingArea")
add("zh", "sum",
    "所属宗教为伊斯兰教的全部宗教场所，建筑面积合计是多少？（保留两位小数）",
    [fmt_dec(sum(num(r["buildingArea"]) for r in _pop), 2)])

no_empty(_pop, "area")
add("en", "average",
    "What is the average land area (占地面积) of the religious places whose religion is "
    "伊斯兰教? Round to two decimal places.",
    [fmt_dec(sum(num(r["area"]) for r in _pop) / len(_pop), 2)])

add("zh", "count",
    "所在城市为杭州市、批准日期在2010年1月1日至2013年12月31日之间（含首尾）的宗教场所有几处？",
    count(where(REL, eq("city", "杭州市"), date_between("approvalDate", "2010-01-01", "2013-12-31"))))

add("zh", "list",
    "伊斯兰教的宗教场所里，类别登记为“固定处所”的是哪些？",
    names(where(REL, eq("religion", "伊斯兰教"), eq("category", "固定处所"))))

_pop = where(REL, eq("county", "青田县"))
no_empty(_pop, "religion")
add("zh", "negation",
    "所在区县为青田县的宗教场所中，所属宗教不是佛教的有多少处？",
    count(where(_pop, ne("religion", "佛教"))))

_x = len(where(REL, eq("county", "乐清市")))
_y = len(where(REL, eq("county", "瑞安市")))
assert _x != _y
add("zh", "comparison",
    "按所在区县统计，乐清市和瑞安市哪一个登记的宗教场所更多？",
    ["乐清市" if _x > _y else "瑞安市"])

_pop = where(REL, eq("city", "舟山市"))
no_empty(_pop, "religion")
add("zh", "share",
    "舟山市的宗教场所中，所属宗教为佛教的占百分之几？（保留一位小数）",
    [pct(len(where(_pop, eq("religion", "佛教"))), len(_pop), 1)])

add("zh", "superlative",
    "所在城市为嘉兴市的宗教场所中，建筑面积最大的是哪一处？",
    [argbest(where(REL, eq("city", "嘉兴市")), lambda r: num(r["buildingArea"]))["name"]])

add("en", "yesno",
    "Is 宁波市清真寺 recorded in the category (类别) 寺观教堂?",
    ["yes" if field(REL, "宁波市清真寺", "category") == "寺观教堂" else "no"])

add("zh", "count",
    "所属宗教为天主教、批准日期在1990年1月1日之前的宗教场所有多少处？",
    count(where(REL, eq("religion", "天主教"), date_before("approvalDate", "1990-01-01"))))

add("zh", "yesno",
    "丽水市有没有宗教派别登记为“全真教”的道教场所？",
    ["是" if where(REL, eq("city", "丽水市"), eq("religion", "道教"),
                  eq("religiousType", "全真教")) else "否"])

# --- travel agencies (旅行社) -------------------------------------------------

add("zh", "count",
    "宁波市的旅行社里，业务范围中含有“出境”二字的有几家？",
    count(where(TA, eq("city", "宁波市"), has("businessScope", "出境"))))

add("en", "group_count",
    "Count the travel agencies per city (所在城市), largest first.",
    group_counts(TA, "city"))

add("zh", "field",
    "浙江邮电旅行社有限公司的传真号是多少？",
    [field(TA, "浙江邮电旅行社有限公司", "faxNumber")])

add("zh", "list",
    "所在城市为丽水市、业务范围中含“出境”的旅行社是哪一家？",
    names(where(TA, eq("city", "丽水市"), has("businessScope", "出境"))))

_pop = where(TA, eq("city", "杭州市"))
add("en", "share",
    "What percentage of the travel agencies in 杭州市 have a business scope (业务范围) "
    "containing 出境? Round to one decimal place.",
    [pct(len(where(_pop, has("businessScope", "出境"))), len(_pop), 1)])

add("zh", "field",
    "名称里有“听风旅游”的那家旅行社，登记地址是哪里？",
    [by_part(TA, "听风旅游")["address"]])

# --- tourist attractions (旅游景点) ------------------------------------------

add("zh", "field",
    "天一阁·月湖景区登记的联系电话是多少？",
    [field(SCN, "天一阁·月湖景区", "phoneNumber")])

add("zh", "field",
    "“生命健康小镇”那个景区在表中是几A级？请按级别一栏原样回答。",
    [by_part(SCN, "生命健康小镇")["level"]])

_rows = where(SCN, eq("city", "宁波市"), eq("level", "AA"))
assert len(_rows) == 1
add("zh", "list",
    "宁波市级别为“AA”的旅游景点是哪一个？",
    names(_rows))

_rows = where(SCN, eq("city", "绍兴市"), eq("level", "A"))
assert len(_rows) == 1
add("en", "list",
    "Which tourist attraction in 绍兴市 has the level exactly \"A\" (a single A)?",
    names(_rows))

# --- write ---------------------------------------------------------------



def main():
    assert len(Q) == 80, len(Q)
    assert sum(q["lang"] == "zh" for q in Q) == 65, sum(q["lang"] == "zh" for q in Q)
    assert len({q["question"] for q in Q}) == len(Q)
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": f"affairqa-r68-{i:02d}", "question": q["question"],
                    "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]})
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} questions to {OUT}")


if __name__ == "__main__":
    main()
