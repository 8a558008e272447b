#!/usr/bin/env python3
"""Held-out AffairQA question set r72 (80 questions: 65 zh, 15 en), gold computed from the CSVs.

Standalone, standard library only.  Finds the tables by walking up from this file's folder to
the first ancestor holding ``datasets/kag-affairqa/sources`` or
``shared/datasets/kag-affairqa/sources``, computes every answer from the CSV cells and writes
``../r72-affairqa.json`` (i.e. bench/questions/blind/r72-affairqa.json) as a JSON list of
``{"id", "question", "answer": [str, ...], "shape", "lang"}``.

Nothing in the answers is typed by hand: only the question wording and the literal condition
values a question names (a county, a city, a level, a year, a threshold...) are written here.

Answer conventions
------------------
* Integers plainly ("8").  Non-integers are computed with decimal.Decimal on the cell text and
  rounded ROUND_HALF_UP to the number of decimals the question states (every non-integer
  question states it); the answer then always shows exactly that many decimals.
* Percentages (shape ``share``): part / whole * 100 as a number without "%", rounded as stated.
  The whole is the set of rows the question scopes; every share question is chosen so that the
  column it conditions on has no empty cell inside that scope (so the denominator is undisputed).
* Yes/no: 是/否 (zh), yes/no (en).  Dates: ISO YYYY-MM-DD.  Day differences: integer days.
* Lists: one string per item, exact table cells (the ``name`` column), in table order (order is
  not meant to matter).  Top-N: the N names largest first; the first N+1 values are asserted
  strictly decreasing (so the N-th and (N+1)-th differ and the order is unambiguous).
  Counts per group: flattened [group, count, ...], largest first; counts asserted all distinct.
  Superlatives: a unique winner is asserted.
* An empty cell (after stripping) never satisfies a condition, not even a negated one, and is
  never a group; sums and averages run over the rows whose cell is non-empty, and every numeric
  question is chosen so that no cell in its scope is empty unless said below.
* Where a question names a record by part of its name, the fragment is asserted to be a
  substring of exactly one ``name`` in that table; full names are matched exactly (unique).
* Comparatives: 超过/more than/over = strictly greater; 不少于/不低于/at least = greater or equal.
* "N年成立/生效/失效/批准" (in year N) = the date cell falls in N-01-01..N-12-31 inclusive;
  "A至B之间" = inclusive on both ends.

Readings per table / column
---------------------------
加油站.csv (gas stations): name; county = 所在县区 (only counties other than 北仑区 are asked,
  because 北仑区 also appears misspelt 北仓区); level = 级别 (一级/二级/三级; 7 empty cells, which
  are in no group and satisfy no condition); operationSubject = 运营主体 (only the exact values
  中海油, 中石油 and 华润燃气 are asked: 中石化 has variants 中石化杭燃/新奥中石化 and is avoided);
  isMajorDangerSource = 是否构成重大危险源 (是/否); buildTime = 成立日期 (Y/M/D or Y-M-D; the
  1899-12-30 placeholder rows lie outside every range asked); totalDesignStorage = 总设计储量 (2 empty cells, never
  the maximum and never over a threshold; the 鄞州区 and 中石油 scopes have none);
  liquidGasCanCount = 液化天然气罐个数; employeeCount = 职工人数 (0 is used as a placeholder in
  this column, so only ">= 20" thresholds and an average over rows that are all non-zero are
  asked); manager = 负责人; businessLicense = 经营许可证, joined to 许可证.csv by exact equality
  with 许可证.name.  gasCanVolume, latitude/longitude and businessLicenseNumber are not used
  (mixed units / placeholders such as 9.13E+17).
许可证.csv (licences): name = 许可证号; effectiveDate = 生效日期; invalidDate = 失效日期 (失效/到期;
  Y/M/D; 4170 rows have both empty, they satisfy no date condition).
医疗机构.csv (medical institutions): name; category = 类别 (门诊部诊所医务室村卫生室, 医院,
  社区卫生服务中心, 省本级定点, 卫生院); level = 级别 (一级, 二级, 三级, 社区); "三级医院" questions
  always say 级别.  No empty cells in category/level.
宗教场所.csv (religious venues): name; county = 所在区县 (only counties of 台州市 and 绍兴市 are
  asked, because elsewhere some rows carry a numeric code instead of a county name);
  city = 所在城市; religion = 所属宗教 (佛教/基督教/道教/天主教/伊斯兰教; 2 empty cells);
  religiousType = 宗教派别 (asked only for religion 道教, values 正一派/全真教; one 道教 row is
  empty); area = 占地面积; buildingArea = 建筑面积 (numbers without unit; compared/summed as
  Decimal); approvalDate = 批准日期; "佛教场所/佛教活动场所" = rows with religion 佛教.
学校.csv ("宗教院校"/religious schools, 9 rows): name; studentCount = 在校生数量;
  teacherCount = 教师人数; professorCount = 专职教师人数 (one empty cell, never the maximum);
  religion = 所属宗教; city = 所在城市; county = 所在区县 (only names, not the 310107 code, are
  joined); establishmentDate = 成立日期.  schoolSystem is not used (inconsistent spellings).
旅游景点.csv (scenic spots): name; level = 级别 with 5A = AAAAA, 4A = AAAA, 3A = AAA;
  city = 所在城市.  Counts are of rows (records) in the table.
旅行社.csv (travel agencies): name; city = 所在城市 (no empty cells); licenseNumber = 许可证号.
  county (市辖区 placeholder) and businessScope (国内/境内 spellings) are not used.
协会.csv (associations): name; city = 所在城市; religion = 所属宗教; category = 类别
  (县团体/市团体/省团体; 5 empty cells).  county (mixes codes and names) and registrationTime
  (1900/1/1 placeholder) are not used.
"""
import csv
import datetime
import json
import pathlib
from decimal import Decimal, ROUND_HALF_UP

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "r72-affairqa.json"


def find_sources():
    for d in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa/sources", "shared/datasets/kag-affairqa/sources"):
            p = d / rel
            if p.is_dir():
                return p
    raise SystemExit("kag-affairqa/sources not found above " + str(HERE))


SRC = find_sources()
_cache = {}


def T(name):
    if name not in _cache:
        with open(SRC / (name + ".csv"), encoding="utf-8-sig", newline="") as f:
            _cache[name] = list(csv.DictReader(f))
    return _cache[name]


# ---------------------------------------------------------------- helpers
def v(row, col):
    return (row.get(col) or "").strip()


def has(row, col):
    return v(row, col) != ""


def eq(row, col, val):
    return has(row, col) and v(row, col) == val


def ne(row, col, val):
    return has(row, col) and v(row, col) != val


def D(row, col):
    s = v(row, col)
    assert s != "", (col, row.get("name"))
    return Decimal(s)


def date(row, col):
    s = v(row, col)
    assert s != "", (col, row.get("name"))
    sep = "/" if "/" in s else "-"
    y, m, d = (int(x) for x in s.split(sep))
    return datetime.date(y, m, d)


def in_range(row, col, lo, hi):
    if not has(row, col):
        return False
    return lo <= date(row, col) <= hi


def exact(table, name):
    rows = [r for r in T(table) if v(r, "name") == name]
    assert len(rows) == 1, (table, name, len(rows))
    return rows[0]


def frag(table, fragment):
    rows = [r for r in T(table) if fragment in v(r, "name")]
    assert len(rows) == 1, (table, fragment, [v(r, "name") for r in rows])
    return rows[0]


def fint(n):
    assert int(n) == n, n
    return str(int(n))


def fdec(x, places):
    x = Decimal(x)
    return str(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def pct(part, whole, places):
    assert whole > 0
    return fdec(Decimal(part) * 100 / Decimal(whole), places)


def ratio(a, b, places):
    assert b != 0
    return fdec(Decimal(a) / Decimal(b), places)


def names(rows):
    out = [v(r, "name") for r in rows]
    assert out and len(out) == len(set(out)), out
    return out


def groups(rows, col):
    counts = {}
    for r in rows:
        if has(r, col):
            counts[v(r, col)] = counts.get(v(r, col), 0) + 1
    items = sorted(counts.items(), key=lambda kv: -kv[1])
    cs = [c for _, c in items]
    assert len(cs) == len(set(cs)), ("tie in group counts", items)
    flat = []
    for g, c in items:
        flat += [g, str(c)]
    return flat


def topn(pairs, n):
    """pairs: [(label, value)], returns N labels largest first; asserts first N+1 strictly decreasing."""
    s = sorted(pairs, key=lambda p: -p[1])
    assert len(s) > n, (len(s), n)
    vals = [p[1] for p in s[: n + 1]]
    assert all(vals[i] > vals[i + 1] for i in range(n)), ("tie in top-n", s[: n + 1])
    labels = [p[0] for p in s[:n]]
    assert len(labels) == len(set(labels))
    return labels


def argmax(rows, keyfn, label=lambda r: v(r, "name")):
    s = sorted(rows, key=lambda r: -keyfn(r))
    assert len(s) >= 1
    if len(s) > 1:
        assert keyfn(s[0]) > keyfn(s[1]), ("no unique winner", label(s[0]), label(s[1]))
    return label(s[0])


def argmin(rows, keyfn, label=lambda r: v(r, "name")):
    s = sorted(rows, key=keyfn)
    if len(s) > 1:
        assert keyfn(s[0]) < keyfn(s[1]), ("no unique winner", label(s[0]), label(s[1]))
    return label(s[0])


def count_by(rows, col):
    c = {}
    for r in rows:
        if has(r, col):
            c[v(r, col)] = c.get(v(r, col), 0) + 1
    return c


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def Y(y):
    return datetime.date(y, 1, 1), datetime.date(y, 12, 31)


def licence_of(station_name):
    st = exact("加油站", station_name)
    lic = v(st, "businessLicense")
    assert lic, station_name
    return exact("许可证", lic)


QS = []


def q(shape, lang, question, answer):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ------------------------------------------------------------- tables
GAS, LIC, MED, REL, SCH, SPOT, TRV, ASSO = "加油站", "许可证", "医疗机构", "宗教场所", "学校", "旅游景点", "旅行社", "协会"
gas, lic, med, rel, sch, spot, trv, asso = (T(t) for t in (GAS, LIC, MED, REL, SCH, SPOT, TRV, ASSO))


def schools_numeric(col):
    for r in sch:
        assert has(r, col), (col, v(r, "name"))
    return sch


# ================================================================ field
q("field", "zh", "桐乡运河加气站的负责人是谁？", [v(exact(GAS, "桐乡运河加气站"), "manager")])
q("field", "zh", "邵逸夫医院是几级医院？", [v(frag(MED, "邵逸夫"), "level")])
q("field", "zh", "浙江神学院是哪天成立的？", [date(exact(SCH, "浙江神学院"), "establishmentDate").isoformat()])
q("field", "zh", "许可证浙201802000004J的失效日期是哪天？", [date(exact(LIC, "浙201802000004J"), "invalidDate").isoformat()])
q("field", "en", "What is the licence number (许可证号) of the travel agency 浙江邮电旅行社有限公司?",
  [v(exact(TRV, "浙江邮电旅行社有限公司"), "licenseNumber")])

# ================================================================ count
q("count", "zh", "温岭市有多少处佛教活动场所？",
  [fint(sum(1 for r in rel if eq(r, "county", "温岭市") and eq(r, "religion", "佛教")))])
q("count", "zh", "类别是社区卫生服务中心的医疗机构一共有多少家？",
  [fint(sum(1 for r in med if eq(r, "category", "社区卫生服务中心")))])
q("count", "zh", "舟山的旅行社有几家？", [fint(sum(1 for r in trv if eq(r, "city", "舟山市")))])
q("count", "zh", "运营主体为中海油、级别为一级的加油站有几个？",
  [fint(sum(1 for r in gas if eq(r, "operationSubject", "中海油") and eq(r, "level", "一级")))])
q("count", "en", "How many medical institutions have the level (级别) 二级?",
  [fint(sum(1 for r in med if eq(r, "level", "二级")))])

# ================================================================ yesno
_r = exact(SCH, "杭州佛学院")
q("yesno", "zh", "杭州佛学院的在校生超过100人了吗？", [yn(D(_r, "studentCount") > 100, "zh")])
q("yesno", "zh", "浙江道教学院是在台州市吗？", [yn(eq(exact(SCH, "浙江道教学院"), "city", "台州市"), "zh")])
q("yesno", "zh", "温州市的旅行社有没有超过200家？",
  [yn(sum(1 for r in trv if eq(r, "city", "温州市")) > 200, "zh")])
q("yesno", "zh", "省肿瘤医院是二级医院吗？", [yn(eq(frag(MED, "省肿瘤医院"), "level", "二级"), "zh")])
q("yesno", "en", "Is 慈溪市煤气有限公司 recorded as a major hazard source (重大危险源)?",
  [yn(eq(exact(GAS, "慈溪市煤气有限公司"), "isMajorDangerSource", "是"), "en")])

# ================================================================ date_range
q("date_range", "zh", "2016年成立的加油站有多少家？",
  [fint(sum(1 for r in gas if in_range(r, "buildTime", *Y(2016))))])
q("date_range", "zh", "2016年10月1日到2016年11月30日之间成立的宗教院校有哪些？",
  names([r for r in sch if in_range(r, "establishmentDate", datetime.date(2016, 10, 1), datetime.date(2016, 11, 30))]))
q("date_range", "zh", "生效日期在2017年的许可证有几张？",
  [fint(sum(1 for r in lic if in_range(r, "effectiveDate", *Y(2017))))])
q("date_range", "zh", "黄岩区在2000年至2001年间批准的宗教场所有多少处？",
  [fint(sum(1 for r in rel if eq(r, "county", "黄岩区")
            and in_range(r, "approvalDate", datetime.date(2000, 1, 1), datetime.date(2001, 12, 31))))])
q("date_range", "en", "How many licences have an expiry date (失效日期) in 2021?",
  [fint(sum(1 for r in lic if in_range(r, "invalidDate", *Y(2021))))])

# ================================================================ negation
q("negation", "zh", "哪些宗教院校不是佛教的？", names([r for r in sch if ne(r, "religion", "佛教")]))
q("negation", "zh", "嘉兴市的协会里，不属于基督教的有几个？",
  [fint(sum(1 for r in asso if eq(r, "city", "嘉兴市") and ne(r, "religion", "基督教")))])
q("negation", "zh", "鄞州区的加油站中，级别不是二级的有哪些？",
  names([r for r in gas if eq(r, "county", "鄞州区") and ne(r, "level", "二级")]))
q("negation", "zh", "类别为医院的医疗机构里，级别不是一级的有多少家？",
  [fint(sum(1 for r in med if eq(r, "category", "医院") and ne(r, "level", "一级")))])
q("negation", "en", "How many gas stations in 越城区 are not rated 三级?",
  [fint(sum(1 for r in gas if eq(r, "county", "越城区") and ne(r, "level", "三级")))])

# ================================================================ list
q("list", "zh", "运营主体是华润燃气的加油站有哪些？", names([r for r in gas if eq(r, "operationSubject", "华润燃气")]))
q("list", "zh", "哪些加油站构成重大危险源？", names([r for r in gas if eq(r, "isMajorDangerSource", "是")]))
q("list", "zh", "舟山市的5A级景区有哪些？", names([r for r in spot if eq(r, "city", "舟山市") and eq(r, "level", "AAAAA")]))
q("list", "zh", "杭州市有哪些宗教院校？", names([r for r in sch if eq(r, "city", "杭州市")]))
q("list", "en", "Which religious associations are in the 省团体 category?", names([r for r in asso if eq(r, "category", "省团体")]))

# ================================================================ superlative
q("superlative", "zh", "哪所宗教院校的在校生最多？", [argmax(schools_numeric("studentCount"), lambda r: D(r, "studentCount"))])
q("superlative", "zh", "总设计储量最大的加油站是哪家？",
  [argmax([r for r in gas if has(r, "totalDesignStorage")], lambda r: D(r, "totalDesignStorage"))])
q("superlative", "zh", "天台县占地面积最大的宗教场所是哪个？",
  [argmax([r for r in rel if eq(r, "county", "天台县") and has(r, "area")], lambda r: D(r, "area"))])
q("superlative", "zh", "成立最早的宗教院校是哪一所？",
  [argmin([r for r in sch if has(r, "establishmentDate")], lambda r: date(r, "establishmentDate"))])
q("superlative", "en", "Which religious school has the most full-time teachers (专职教师人数)?",
  [argmax([r for r in sch if has(r, "professorCount")], lambda r: D(r, "professorCount"))])

# ================================================================ group_count
q("group_count", "zh", "加油站按级别分，一级、二级、三级各有多少个？", groups(gas, "level"))
q("group_count", "zh", "医疗机构按类别统计，各类分别有多少家？", groups(med, "category"))
q("group_count", "zh", "台州市的宗教场所按所属宗教分，各有多少处？", groups([r for r in rel if eq(r, "city", "台州市")], "religion"))
q("group_count", "zh", "道教场所里，各宗教派别分别有多少处？", groups([r for r in rel if eq(r, "religion", "道教")], "religiousType"))
q("group_count", "en", "How many religious associations are there in each category (类别)?", groups(asso, "category"))

# ================================================================ join
_c = v(frag(GAS, "天台华润燃气"), "county")
q("join", "zh", "天台华润燃气所在的区县有几处道教场所？",
  [fint(sum(1 for r in rel if eq(r, "county", _c) and eq(r, "religion", "道教")))])
_c = v(exact(SCH, "浙江慈云佛学院"), "city")
q("join", "zh", "浙江慈云佛学院所在的城市有多少家旅行社？", [fint(sum(1 for r in trv if eq(r, "city", _c)))])
q("join", "zh", "桐乡运河加气站的经营许可证是哪天生效的？",
  [date(licence_of("桐乡运河加气站"), "effectiveDate").isoformat()])
_c = v(exact(SCH, "浙江道教学院"), "county")
q("join", "zh", "浙江道教学院所在区县登记了多少处佛教场所？",
  [fint(sum(1 for r in rel if eq(r, "county", _c) and eq(r, "religion", "佛教")))])
_c = v(exact(GAS, "诸暨市赵家液化石油气贮罐站"), "county")
q("join", "en", "How many Christian (基督教) venues are there in the county where 诸暨市赵家液化石油气贮罐站 is located?",
  [fint(sum(1 for r in rel if eq(r, "county", _c) and eq(r, "religion", "基督教")))])

# ================================================================ threshold
q("threshold", "zh", "温岭市占地面积超过10000的宗教场所有几处？",
  [fint(sum(1 for r in rel if eq(r, "county", "温岭市") and has(r, "area") and D(r, "area") > 10000))])
q("threshold", "zh", "职工人数不少于20人的加油站有多少个？",
  [fint(sum(1 for r in gas if has(r, "employeeCount") and D(r, "employeeCount") >= 20))])
q("threshold", "zh", "在校生超过150人的宗教院校有几所？",
  [fint(sum(1 for r in schools_numeric("studentCount") if D(r, "studentCount") > 150))])
q("threshold", "zh", "总设计储量不低于46.44的加油站有几个？",
  [fint(sum(1 for r in gas if has(r, "totalDesignStorage") and D(r, "totalDesignStorage") >= Decimal("46.44")))])
q("threshold", "en", "How many religious schools have at least 40 teachers (教师人数)?",
  [fint(sum(1 for r in schools_numeric("teacherCount") if D(r, "teacherCount") >= 40))])

# ================================================================ share
assert all(has(r, "level") and has(r, "category") for r in med)
q("share", "zh", "医疗机构中级别为三级的占百分之多少？保留两位小数。",
  [pct(sum(1 for r in med if eq(r, "level", "三级")), len(med), 2)])
_s = [r for r in rel if eq(r, "city", "台州市")]
assert all(has(r, "religion") for r in _s)
q("share", "zh", "台州市的宗教场所里基督教的占比是百分之几？保留一位小数。",
  [pct(sum(1 for r in _s if eq(r, "religion", "基督教")), len(_s), 1)])
assert all(has(r, "level") for r in spot)
q("share", "zh", "4A级景区占全部旅游景点的百分比是多少？保留两位小数。",
  [pct(sum(1 for r in spot if eq(r, "level", "AAAA")), len(spot), 2)])
assert all(has(r, "city") for r in trv)
q("share", "zh", "杭州市的旅行社占全部旅行社的百分比是多少？保留两位小数。",
  [pct(sum(1 for r in trv if eq(r, "city", "杭州市")), len(trv), 2)])
q("share", "en", "What percentage of medical institutions are in the 医院 category? Round to 1 decimal place.",
  [pct(sum(1 for r in med if eq(r, "category", "医院")), len(med), 1)])

# ================================================================ topn
q("topn", "zh", "在校生最多的前三所宗教院校是哪几所？",
  topn([(v(r, "name"), D(r, "studentCount")) for r in schools_numeric("studentCount")], 3))
q("topn", "zh", "旅行社数量排前三的是哪三个城市？", topn(list(count_by(trv, "city").items()), 3))
q("topn", "zh", "宗教场所数量最多的五个区县是哪些？", topn(list(count_by(rel, "county").items()), 5))
q("topn", "zh", "台州市宗教场所最多的三个区县是哪几个？",
  topn(list(count_by([r for r in rel if eq(r, "city", "台州市")], "county").items()), 3))
q("topn", "en", "Which 3 cities have the most 4A (AAAA) scenic spots?",
  topn(list(count_by([r for r in spot if eq(r, "level", "AAAA")], "city").items()), 3))

# ================================================================ sum
q("sum", "zh", "所有宗教院校的在校生加起来一共多少人？",
  [fint(sum(D(r, "studentCount") for r in schools_numeric("studentCount")))])
_s = [r for r in gas if eq(r, "county", "鄞州区")]
q("sum", "zh", "鄞州区的加油站总设计储量合计是多少？保留两位小数。",
  [fdec(sum(D(r, "totalDesignStorage") for r in _s), 2)])
_s = [r for r in rel if eq(r, "county", "天台县")]
q("sum", "zh", "天台县宗教场所的建筑面积加起来是多少？保留两位小数。",
  [fdec(sum(D(r, "buildingArea") for r in _s), 2)])
q("sum", "zh", "宗教院校的教师人数总共是多少？",
  [fint(sum(D(r, "teacherCount") for r in schools_numeric("teacherCount")))])
_s = [r for r in gas if eq(r, "county", "鄞州区")]
q("sum", "en", "What is the total number of LNG tanks (液化天然气罐个数) at the gas stations in 鄞州区?",
  [fint(sum(D(r, "liquidGasCanCount") for r in _s))])

# ================================================================ average
_s = schools_numeric("studentCount")
q("average", "zh", "宗教院校平均每所有多少在校生？保留两位小数。",
  [fdec(sum(D(r, "studentCount") for r in _s) / len(_s), 2)])
_s = [r for r in gas if eq(r, "operationSubject", "中石油")]
q("average", "zh", "中石油运营的加油站，平均总设计储量是多少？保留两位小数。",
  [fdec(sum(D(r, "totalDesignStorage") for r in _s) / len(_s), 2)])
_s = [r for r in rel if eq(r, "county", "温岭市")]
q("average", "zh", "温岭市宗教场所的平均占地面积是多少？保留两位小数。",
  [fdec(sum(D(r, "area") for r in _s) / len(_s), 2)])
_s = [r for r in gas if v(r, "name").startswith("嘉兴市加油加气站有限公司")]
assert len(_s) >= 2 and all(D(r, "employeeCount") > 0 for r in _s), [v(r, "name") for r in _s]
q("average", "zh", "名称以“嘉兴市加油加气站有限公司”开头的那几个加油站，平均职工人数是多少？保留一位小数。",
  [fdec(sum(D(r, "employeeCount") for r in _s) / len(_s), 1)])
_s = [r for r in rel if eq(r, "county", "临海市")]
q("average", "en", "What is the average building area (建筑面积) of the religious venues in 临海市? Round to 2 decimal places.",
  [fdec(sum(D(r, "buildingArea") for r in _s) / len(_s), 2)])

# ================================================================ difference
q("difference", "zh", "浙江佛学院比杭州佛学院多多少在校生？",
  [fint(D(exact(SCH, "浙江佛学院"), "studentCount") - D(exact(SCH, "杭州佛学院"), "studentCount"))])
_c = count_by(trv, "city")
q("difference", "zh", "杭州和宁波的旅行社数量差多少家？", [fint(abs(_c["杭州市"] - _c["宁波市"]))])
_c = count_by(rel, "religion")
q("difference", "zh", "全省佛教场所比基督教场所多几处？", [fint(_c["佛教"] - _c["基督教"])])
q("difference", "zh", "浙江神学院和浙江道教学院的成立日期相差多少天？",
  [fint(abs((date(exact(SCH, "浙江道教学院"), "establishmentDate") - date(exact(SCH, "浙江神学院"), "establishmentDate")).days))])
_c = count_by(gas, "level")
q("difference", "en", "How many more 三级 gas stations are there than 一级 ones?", [fint(_c["三级"] - _c["一级"])])

# ================================================================ ratio
q("ratio", "zh", "浙江佛学院的教师人数是浙江道教学院的几倍？保留两位小数。",
  [ratio(D(exact(SCH, "浙江佛学院"), "teacherCount"), D(exact(SCH, "浙江道教学院"), "teacherCount"), 2)])
_c = count_by(rel, "religion")
q("ratio", "zh", "佛教场所的数量是天主教场所的多少倍？保留两位小数。", [ratio(_c["佛教"], _c["天主教"], 2)])
_c = count_by(trv, "city")
q("ratio", "zh", "杭州的旅行社数量是舟山的几倍？保留一位小数。", [ratio(_c["杭州市"], _c["舟山市"], 1)])
_r = exact(SCH, "浙江神学院")
q("ratio", "zh", "浙江神学院在校生人数与教师人数之比是多少？保留两位小数。",
  [ratio(D(_r, "studentCount"), D(_r, "teacherCount"), 2)])
_c = count_by(spot, "level")
q("ratio", "zh", "3A级景区的数量是4A级的多少倍？保留两位小数。", [ratio(_c["AAA"], _c["AAAA"], 2)])


# ---------------------------------------------------------------- order, ids, checks
def main():
    # interleave shapes so that neighbouring ids differ in shape
    by_shape = {}
    for item in QS:
        by_shape.setdefault(item["shape"], []).append(item)
    # spread the English questions: in the k-th shape, move its English item to position k % 5
    for k, s in enumerate(by_shape):
        items = by_shape[s]
        en = [it for it in items if it["lang"] == "en"]
        zh = [it for it in items if it["lang"] != "en"]
        pos = k % max(1, len(items))
        by_shape[s] = zh[:pos] + en + zh[pos:]
    ordered = []
    while any(by_shape.values()):
        for s in list(by_shape):
            if by_shape[s]:
                ordered.append(by_shape[s].pop(0))
    out = []
    for i, item in enumerate(ordered, 1):
        out.append({"id": "affairqa-r72-%02d" % i, "question": item["question"], "answer": item["answer"],
                    "shape": item["shape"], "lang": item["lang"]})
    assert len(out) == 80, len(out)
    assert sum(1 for o in out if o["lang"] == "zh") == 65
    assert sum(1 for o in out if o["lang"] == "en") == 15
    assert len({o["question"] for o in out}) == 80
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    counts = {}
    for o in out:
        counts[(o["shape"], o["lang"])] = counts.get((o["shape"], o["lang"]), 0) + 1
    print("wrote", OUT, len(out))
    print(json.dumps({"%s/%s" % k: n for k, n in sorted(counts.items())}, ensure_ascii=False))


if __name__ == "__main__":
    main()
