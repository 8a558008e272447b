"""Gold answers for the r71 AffairQA question set (80 questions: 65 zh, 15 en).

Reads KAG's AffairQA tables (Zhejiang government open data) from
``datasets/kag-affairqa/sources/*.csv`` (or ``shared/datasets/kag-affairqa``), found by
walking up from this file's folder to the first ancestor that holds one of them, and writes
``../r71-affairqa.json`` (next to this script's ``gold/`` folder): a JSON list of
``{"id", "question", "answer": [str, ...], "shape", "lang"}``.

Standard library only (csv, decimal, datetime, json, pathlib). Every answer below is computed
from the CSV cells; nothing is typed by hand except the question wording and the literal
condition values a question names (a county, a religion, a level ...).

Answer conventions
------------------
* Integers (counts, integer cells) are written plainly: ``"8"``.
* Non-integers are computed with ``decimal.Decimal`` on the cell text and rounded half up
  (``ROUND_HALF_UP``) to the number of decimals the question states.
* Percentages are numbers without ``%`` (``"33.3"``), rounded as the question states.
* Yes/no: ``是``/``否`` for Chinese questions, ``yes``/``no`` for English ones.
* Dates are ISO ``YYYY-MM-DD``.
* Lists: one string per item, each an exact table cell (usually a ``name``), in table order
  (order is not meant to matter for list questions).
* Top-N: the N names, largest first; the script asserts the N-th and (N+1)-th values differ.
* Counts per group: flattened ``[group, count, group, count, ...]``, largest count first; the
  script asserts no two groups share a count.
* Superlatives: the script asserts a unique winner.
* Counts count table rows whose cells satisfy every condition. An empty cell never satisfies a
  condition (not even a negated one such as "not 二级") and is never a group.
* Shortened names: where a question names a record by part of its name, the script asserts
  that the fragment is a substring of exactly one ``name`` in that table.

Readings used
-------------
General
  - Cells are compared exactly as written (no trimming needed: no cell of the columns used has
    surrounding blanks). Numbers are read with ``Decimal(cell)``; dates ``YYYY/M/D`` or
    ``YYYY-MM-DD`` are read as calendar dates.
  - Placeholder dates ``1899-12-30`` and ``1900-01-01`` (spreadsheet zero dates) are read as
    empty. No question's date range reaches back to them, and every date superlative asserts
    that none of the rows it ranks holds one.
  - "在 X 年" / "in year X" means X-01-01 to X-12-31 inclusive; "A 年到 B 年之间" means
    A-01-01 to B-12-31 inclusive; "以后（含）" / "on or after" is inclusive; "之前" / "before"
    is strict.
  - A share is 100 x (rows meeting the condition) / (rows of the stated base set); a ratio is
    the first quantity divided by the second.

加油站.csv (GasStation; 106 rows, keyed by name)
  - name: the station. Two stations appear twice (``衢州佳豪天然气利用有限公司-航埠LNG加气站`` /
    ``...航埠LNG加气站`` and ``衢州市浙能油气发展有限公司-航埠加气母站`` / ``...航埠加气母站``);
    no question names them, and in each pair one row has empty level, operator and county, so
    conditions on those columns count the pair once.
  - manager (负责人), legalRepresentative (法定代表人): read as written.
  - isMajorDangerSource (是否构成重大危险源): ``是`` / ``否``; empty = unknown (never counted).
  - level (级别): ``一级`` / ``二级`` / ``三级``.
  - county (所在县区): exact cell. ``北仑区`` is avoided (one row spells it ``北仓区``).
  - operationSubject (运营主体): exact cell (``中海油``, ``中石油``, ``中石化``, ``中石化杭燃``,
    ``华润燃气`` ...; ``中石化`` and ``中石化杭燃`` are different cells). The storage sum is asked
    for ``中石油`` (every such row has a storage cell), not ``中海油`` (the 佳豪 航埠 station is
    ``中海油`` on one row and has its storage only on its twin row, whose operator is empty).
  - totalDesignStorage (总设计储量): Decimal; sums and averages keep the cell's decimals.
  - liquidGasCanCount (液化天然气罐个数): integer.
  - employeeCount (职工人数): integer; used only for a top-3 (``0`` cells never reach the top).
  - buildTime (成立日期): date; ``1899-12-30`` is a placeholder (read as empty).
  - businessLicense (经营许可证): joined to 许可证.csv ``name`` by exact cell equality; the
    script asserts at most one licence row matches. A station whose cell is empty, or matches
    no licence, has no licence dates. Case counts (``浙201601000003J`` and ``浙201601000003j``
    are two licence rows). Stations sharing one licence each count: "加油站有几个" counts
    station rows, not licences.
许可证.csv (License; 4,258 rows, 88 with dates)
  - name: the licence number. effectiveDate (生效日期), invalidDate (失效日期): dates.
    "licences expiring in 2022" counts licence rows of this table (rows without dates never
    match). issuingAuthority is an opaque code: not used.
医疗机构.csv (MedicalInstitution; 1,169 rows)
  - category (类别): exact cell (``医院``, ``社区卫生服务中心``, ``门诊部诊所医务室村卫生室``,
    ``省本级定点``, ``卫生院``). "三级医院" = category ``医院`` and level ``三级`` (every
    ``三级`` row is a ``医院``); the 二级/三级 difference is asked within category ``医院``
    (four non-hospital rows are also ``二级``). A "社区卫生服务中心" condition is on the
    category cell, not on the name.
  - level (级别): ``一级`` / ``二级`` / ``三级`` / ``社区``.
  - phoneNumber, address: read as written (only clean cells are asked for).
  - servicePopulation: not used.
宗教场所.csv (ReligiousPlace; 9,766 rows)
  - religion (所属宗教): exact cell; the 2 rows with empty religion are never counted.
  - category (类别): ``固定处所`` / ``寺观教堂``.
  - religiousType (宗教派别): ``汉语系`` / ``正一派`` / ``全真教``.
  - city (所在城市), county (所在区县): exact cells (some counties are numeric codes; the
    counties asked about are named ones).
  - area (占地面积), buildingArea (建筑面积): Decimal, unit as the table gives it (questions
    say "数值" and state no unit).
  - approvalDate (批准日期), registrationTime (登记时间): dates (one ``1900/1/1`` registration
    is a placeholder; no question's range reaches it).
  - manager, approvalUnit etc. are opaque codes: not used.
协会.csv (Association; 365 rows)
  - category (类别): ``县团体`` / ``市团体`` / ``省团体``.
  - religion, city: exact cells. registrationTime (登记时间): date; eleven ``1900/1/1``
    placeholders read as empty. Only the latest registration is asked as a superlative (the
    earliest would hinge on the placeholders), and a date range from 2019 on.
  - phoneNumber, postalCode: as written. "宗教团体" / "协会" = a row of this table.
学校.csv (School; 9 rows, all religious colleges)
  - studentCount (在校生数量), professorCount (专职教师人数), teacherCount (教师人数),
    approvalScale (批准办学规模): integers; empty cells are left out of sums and averages
    ("平均" = mean over the schools whose cell is filled, as the question says). "专职教师" is
    professorCount; "教师人数" is teacherCount (a different column).
  - establishmentDate (成立日期): date.
旅行社.csv (TravelAgency; 2,084 rows)
  - businessScope (业务范围): free text; "能做/包含 X 业务" is read as the cell containing the
    substring X (``出境`` for outbound, ``入境`` for inbound); empty scope = unknown.
  - city (所在城市), county (所在区县): exact cells. faxNumber: as written.
  - the header repeats ``licenseNumber`` (two different columns): not used.
旅游景点.csv (TouristAttraction; 1,289 rows)
  - Many spots appear twice under two names, so only single-record facts are asked, about
    spots whose core name occurs in exactly one row (asserted). level (级别): ``A`` .. ``AAAAA``.
政府机构.csv and 行政区.csv are not used (repeated names, mixed codes).
"""

import csv
import datetime
import json
import pathlib
from decimal import Decimal, ROUND_HALF_UP

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "r71-affairqa.json"
PLACEHOLDER_DATES = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def find_data():
    for p in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            if (p / rel / "sources").is_dir():
                return p / rel / "sources"
    raise SystemExit("kag-affairqa not found above " + str(HERE))


SRC = find_data()


def load(stem):
    with open(SRC / (stem + ".csv"), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        seen, cols = set(), []
        for h in header:  # 旅行社.csv repeats licenseNumber
            name = h
            while name in seen:
                name += "_2"
            seen.add(name)
            cols.append(name)
        rows = []
        for rec in reader:
            assert len(rec) == len(cols), (stem, rec[:1])
            rows.append(dict(zip(cols, rec)))
    names = [r["name"] for r in rows]
    assert len(set(names)) == len(names), stem
    return rows


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
REL = load("宗教场所")
ASSOC = load("协会")
SCH = load("学校")
TRAV = load("旅行社")
SCENIC = load("旅游景点")
LIC_BY_NAME = {r["name"]: r for r in LIC}


# ---------------------------------------------------------------- helpers
def num(cell):
    return Decimal(cell) if cell != "" else None


def date(cell):
    if cell == "":
        return None
    sep = "/" if "/" in cell else "-"
    y, m, d = (int(x) for x in cell.split(sep))
    v = datetime.date(y, m, d)
    return None if v in PLACEHOLDER_DATES else v


def raw_is_placeholder(cell):
    if cell == "":
        return False
    sep = "/" if "/" in cell else "-"
    y, m, d = (int(x) for x in cell.split(sep))
    return datetime.date(y, m, d) in PLACEHOLDER_DATES


def iso(v):
    return v.isoformat()


def rnd(v, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(v).quantize(q, rounding=ROUND_HALF_UP))


def share(part, whole, places):
    return rnd(Decimal(part) * 100 / Decimal(whole), places)


def one(rows, **eq):
    hit = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hit) == 1, (eq, len(hit))
    return hit[0]


def by_sub(rows, fragment):
    hit = [r for r in rows if fragment in r["name"]]
    assert len(hit) == 1, (fragment, [r["name"] for r in hit])
    return hit[0]


def where(rows, *preds):
    out = []
    for r in rows:
        if all(p(r) for p in preds):
            out.append(r)
    return out


def eq(col, val):
    return lambda r: r[col] != "" and r[col] == val


def ne(col, val):
    return lambda r: r[col] != "" and r[col] != val


def has(col, sub):
    return lambda r: r[col] != "" and sub in r[col]


def lacks(col, sub):
    return lambda r: r[col] != "" and sub not in r[col]


def in_dates(col, lo=None, hi=None):
    def p(r):
        v = date(r[col])
        if v is None:
            return False
        return (lo is None or v >= lo) and (hi is None or v <= hi)
    return p


def num_gt(col, x):
    return lambda r: r[col] != "" and Decimal(r[col]) > Decimal(x)


def num_ge(col, x):
    return lambda r: r[col] != "" and Decimal(r[col]) >= Decimal(x)


def top(rows, key, n, reverse=True):
    """Top-n rows by key (None keys dropped); asserts no tie across the cut and, for n == 1,
    a unique winner."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    vals.sort(key=lambda t: t[0], reverse=reverse)
    assert len(vals) > n or n == len(vals)
    if len(vals) > n:
        assert vals[n - 1][0] != vals[n][0], ("tie across cut", vals[n - 1][0])
    return [r for _, r in vals[:n]]


def group_counts(rows, col):
    counts = {}
    for r in rows:
        if r[col] == "":
            continue
        counts[r[col]] = counts.get(r[col], 0) + 1
    items = sorted(counts.items(), key=lambda t: -t[1])
    cs = [c for _, c in items]
    assert len(set(cs)) == len(cs), ("tied group counts", items)
    out = []
    for g, c in items:
        out += [g, str(c)]
    return out, items


def names(rows):
    return [r["name"] for r in rows]


def no_placeholder(rows, col):
    bad = [r["name"] for r in rows if raw_is_placeholder(r[col])]
    assert not bad, (col, bad)


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def licence_of(station):
    if station["businessLicense"] == "":
        return None
    return LIC_BY_NAME.get(station["businessLicense"])  # names are unique (asserted in load)


D = datetime.date
QS = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int)):
        answer = [str(answer)]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ================================================================ 加油站 (gas stations)
r = one(GAS, name="宁波新捷公运天然气有限公司")
add("宁波新捷公运天然气有限公司的负责人是谁？", r["manager"], "field")

r = by_sub(GAS, "东栅站")
add("东栅站法人叫什么", r["legalRepresentative"], "field")

add("构成重大危险源的加油站一共有几家？",
    len(where(GAS, eq("isMajorDangerSource", "是"))), "count")

add("运营主体是中海油、级别又是二级的加气站有多少个？",
    len(where(GAS, eq("operationSubject", "中海油"), eq("level", "二级"))), "count")

add("请列出运营主体为华润燃气的全部加油站。",
    names(where(GAS, eq("operationSubject", "华润燃气"))), "list")

r = one(GAS, name="慈溪市煤气有限公司")
add("慈溪市煤气有限公司算不算重大危险源？", yn(r["isMajorDangerSource"] == "是", "zh"), "yesno")

w = top(GAS, lambda r: num(r["totalDesignStorage"]), 1)
add("哪个加油站的总设计储量最大？", names(w), "superlative")

w = top(GAS, lambda r: int(r["employeeCount"]) if r["employeeCount"] else None, 3)
add("职工人数排前三的加油站是哪几个？按人数从多到少", names(w), "topn")

ans, _ = group_counts(GAS, "level")
add("按级别统计，一级、二级、三级加油站各有多少个？", ans, "group_count")

# 中石油, not 中海油: a 中海油 station's twin row carries its storage under an empty operator
rows = where(GAS, eq("operationSubject", "中石油"))
assert all(r["totalDesignStorage"] != "" for r in rows)
total = sum((Decimal(r["totalDesignStorage"]) for r in rows), Decimal(0))
add("中石油运营的那些加气站，总设计储量加在一起是多少？结果保留两位小数。", rnd(total, 2), "sum")

rows = where(GAS, eq("operationSubject", "中石化杭燃"), lambda r: r["totalDesignStorage"] != "")
avg = sum((Decimal(r["totalDesignStorage"]) for r in rows), Decimal(0)) / len(rows)
add("运营主体为“中石化杭燃”的加气站，总设计储量平均是多少（保留两位小数）？", rnd(avg, 2), "average")

r = one(GAS, name="宁波新捷公运天然气有限公司")
lic = licence_of(r)
add("宁波新捷公运天然气有限公司的经营许可证哪天失效？", iso(date(lic["invalidDate"])), "join")

cnt = 0
for g in GAS:
    lic = licence_of(g)
    if lic and in_dates("invalidDate", D(2021, 1, 1), D(2021, 12, 31))(lic):
        cnt += 1
add("经营许可证在2021年内到期的加油站有几个？", cnt, "join")

cands = []
for g in GAS:
    lic = licence_of(g)
    if lic and lic["effectiveDate"] != "":
        cands.append((g, lic))
no_placeholder([l for _, l in cands], "effectiveDate")
best = top(cands, lambda t: date(t[1]["effectiveDate"]), 1, reverse=False)
add("所有加油站里，谁的经营许可证生效日期最早？", [best[0][0]["name"]], "join")

add("成立日期在2000年到2009年之间的加油站有哪些？",
    names(where(GAS, in_dates("buildTime", D(2000, 1, 1), D(2009, 12, 31)))), "date_range")

add("鄞州区的加油站里，级别不是二级的有几个？",
    len(where(GAS, eq("county", "鄞州区"), ne("level", "二级"))), "negation")

add("液化天然气罐个数在2个及以上的加油站有几家？",
    len(where(GAS, num_ge("liquidGasCanCount", 2))), "threshold")

base = where(GAS, eq("county", "鄞州区"), lambda r: r["operationSubject"] != "")
part = where(base, eq("operationSubject", "中海油"))
add("在所在县区为鄞州区的加油站中，运营主体是中海油的占百分之几？保留一位小数",
    share(len(part), len(base), 1), "share")

r = by_sub(GAS, "桐乡运河加气站")
add("Who is the legal representative of 桐乡运河加气站?", r["legalRepresentative"], "field", "en")

add("How many gas stations in 越城区 are recorded as NOT being a major hazard source (是否构成重大危险源 = 否)?",
    len(where(GAS, eq("county", "越城区"), eq("isMajorDangerSource", "否"))), "negation", "en")

r = one(GAS, name="杭州华燃燃气开发应用有限公司绍兴路加气站")
lic = licence_of(r)
add("On what date did the operating licence of 杭州华燃燃气开发应用有限公司绍兴路加气站 take effect?",
    iso(date(lic["effectiveDate"])), "join", "en")

# ================================================================ 医疗机构 (medical)
ans, _ = group_counts(MED, "category")
add("医疗机构按类别分，各类分别有多少家？", ans, "group_count")

add("三级医院一共几家", len(where(MED, eq("category", "医院"), eq("level", "三级"))), "count")

r = one(MED, name="浙江省肿瘤医院")
add("浙江省肿瘤医院的联系电话是多少？", r["phoneNumber"], "field")

r = by_sub(MED, "锦医堂")
add("锦医堂那家门诊部地址在哪儿", r["address"], "field")

r = one(MED, name="杭州萧山盈丰中医骨伤科医院")
add("杭州萧山盈丰中医骨伤科医院是三级医院吗？", yn(r["level"] == "三级", "zh"), "yesno")

base = where(MED, eq("category", "医院"))
part = where(base, eq("level", "三级"))
add("类别为“医院”的医疗机构中，三级的占比是多少？以百分数表示，保留两位小数。",
    share(len(part), len(base), 2), "share")

add("级别标为“社区”、但类别并非社区卫生服务中心的医疗机构有哪些？",
    names(where(MED, eq("level", "社区"), ne("category", "社区卫生服务中心"))), "negation")

a = len(where(MED, eq("category", "医院"), eq("level", "三级")))
b = len(where(MED, eq("category", "医院"), eq("level", "二级")))
add("类别为医院的机构里，三级的比二级的多几家？", a - b, "difference")

add("类别登记为社区卫生服务中心、级别却是二级的医疗机构是哪家？",
    names(where(MED, eq("category", "社区卫生服务中心"), eq("level", "二级"))), "list")

r = by_sub(MED, "怡宁医院")
add("What level (级别) is 怡宁医院 rated?", r["level"], "field", "en")

add("How many medical institutions are in the 社区卫生服务中心 category?",
    len(where(MED, eq("category", "社区卫生服务中心"))), "count", "en")

# ================================================================ 宗教场所 (religious places)
ans, _ = group_counts(REL, "religion")
add("全省宗教活动场所按所属宗教分，各有多少处？", ans, "group_count")

add("温州市属于基督教、类别为固定处所的宗教场所有多少个？",
    len(where(REL, eq("city", "温州市"), eq("religion", "基督教"), eq("category", "固定处所"))), "count")

add("伊斯兰教的宗教活动场所有哪几处？", names(where(REL, eq("religion", "伊斯兰教"))), "list")

w = top(where(REL, eq("religion", "伊斯兰教")), lambda r: num(r["buildingArea"]), 1)
add("伊斯兰教场所里，建筑面积数值最大的是哪一个？", names(w), "superlative")

w = top(where(REL, eq("city", "舟山市")), lambda r: num(r["buildingArea"]), 3)
add("舟山市建筑面积数值排名前三的宗教场所，从大到小列出。", names(w), "topn")

rows = where(REL, eq("county", "嵊泗县"), lambda r: r["area"] != "")
total = sum((Decimal(r["area"]) for r in rows), Decimal(0))
add("嵊泗县全部宗教场所的占地面积数值加总是多少？保留两位小数", rnd(total, 2), "sum")

rows = where(REL, eq("religion", "伊斯兰教"), lambda r: r["area"] != "")
avg = sum((Decimal(r["area"]) for r in rows), Decimal(0)) / len(rows)
add("伊斯兰教场所的平均占地面积数值是多少？保留一位小数。", rnd(avg, 1), "average")

add("批准日期在2020年1月1日或以后的宗教场所有哪些？",
    names(where(REL, in_dates("approvalDate", D(2020, 1, 1)))), "date_range")

r = by_sub(REL, "慧华寺")
add("慧华寺哪天批准的", iso(date(r["approvalDate"])), "field")

r = one(REL, name="建德市慧华寺")
add("建德市慧华寺属于“寺观教堂”这一类别吗？", yn(r["category"] == "寺观教堂", "zh"), "yesno")

a = len(where(REL, eq("religiousType", "正一派")))
b = len(where(REL, eq("religiousType", "全真教")))
add("宗教派别为正一派的场所比全真教的多多少处？", a - b, "difference")

add("占地面积数值超过100000的宗教场所有几个？", len(where(REL, num_gt("area", 100000))), "threshold")

base = where(REL, eq("religion", "天主教"))
part = where(base, eq("category", "寺观教堂"))
add("天主教场所中，类别为寺观教堂的占百分之多少（保留一位小数）？",
    share(len(part), len(base), 1), "share")

add("丽水市除佛教以外的宗教场所一共多少处？",
    len(where(REL, eq("city", "丽水市"), ne("religion", "佛教"))), "negation")

add("1980年到1984年之间登记的宗教场所有多少个？",
    len(where(REL, in_dates("registrationTime", D(1980, 1, 1), D(1984, 12, 31)))), "date_range")

add("How many Buddhist (佛教) religious sites are there in 乐清市 (所在区县)?",
    len(where(REL, eq("county", "乐清市"), eq("religion", "佛教"))), "count", "en")

r = one(REL, name="杭州清真寺")
add("When was 杭州清真寺 registered (登记时间)?", iso(date(r["registrationTime"])), "field", "en")

a = len(where(REL, eq("city", "温州市"), eq("religion", "基督教")))
b = len(where(REL, eq("city", "温州市"), eq("religion", "佛教")))
add("In 温州市, what is the ratio of Christian (基督教) sites to Buddhist (佛教) sites? Round to two decimal places.",
    rnd(Decimal(a) / Decimal(b), 2), "ratio", "en")

# ================================================================ 协会 (associations)
ans, _ = group_counts(ASSOC, "category")
add("宗教团体协会按类别（省团体、市团体、县团体）各有几个？", ans, "group_count")

add("类别是省团体的协会都有哪些", names(where(ASSOC, eq("category", "省团体"))), "list")

add("所在城市为温州市、所属宗教为基督教的宗教团体有几个？",
    len(where(ASSOC, eq("city", "温州市"), eq("religion", "基督教"))), "count")

r = one(ASSOC, name="萧山区佛教协会")
add("萧山区佛教协会电话多少", r["phoneNumber"], "field")

r = by_sub(ASSOC, "东阳市天主教")
add("东阳市天主教那个协会的邮政编码是多少？", r["postalCode"], "field")

# latest, not earliest: placeholder 1900/1/1 cells can only sit at the early end
w = top(ASSOC, lambda r: date(r["registrationTime"]), 1)
add("登记时间最晚（最近）的协会是哪个？", names(w), "superlative")

add("2019年1月1日以后（含当天）登记的协会有多少个？",
    len(where(ASSOC, in_dates("registrationTime", D(2019, 1, 1)))), "date_range")

base = where(ASSOC, eq("category", "市团体"), lambda r: r["religion"] != "")
part = where(base, eq("religion", "基督教"))
add("市团体当中基督教团体占比多少？百分比保留两位小数", share(len(part), len(base), 2), "share")

add("How many Taoist (道教) associations are classed as 县团体?",
    len(where(ASSOC, eq("religion", "道教"), eq("category", "县团体"))), "count", "en")

r = one(ASSOC, name="普陀区佛教协会")
add("Is 普陀区佛教协会 a city-level body (市团体)?", yn(r["category"] == "市团体", "en"), "yesno", "en")

# ================================================================ 学校 (religious colleges)
w = top(SCH, lambda r: int(r["studentCount"]) if r["studentCount"] else None, 1)
add("哪所宗教院校的在校生最多？", names(w), "superlative")

rows = where(SCH, lambda r: r["studentCount"] != "")
assert len(rows) == len(SCH)
add("浙江各宗教院校（佛学院、道教学院、神学院）的在校生总数是多少？", sum(int(r["studentCount"]) for r in rows), "sum")

rows = where(SCH, lambda r: r["professorCount"] != "")
avg = Decimal(sum(int(r["professorCount"]) for r in rows)) / len(rows)
add("在填写了专职教师人数的院校中，平均每所有多少名专职教师？保留两位小数。", rnd(avg, 2), "average")

r = one(SCH, name="浙江神学院")
add("浙江神学院的在校生数量与教师人数之比是多少？保留两位小数",
    rnd(Decimal(r["studentCount"]) / Decimal(r["teacherCount"]), 2), "ratio")

r = one(SCH, name="浙江道教学院")
add("浙江道教学院是哪天成立的？", iso(date(r["establishmentDate"])), "field")

add("教师人数超过40人的学校有哪些？", names(where(SCH, num_gt("teacherCount", 40))), "threshold")

r = one(SCH, name="浙江慈云佛学院")
add("How many full-time teachers (专职教师人数) does 浙江慈云佛学院 have?", r["professorCount"], "field", "en")

add("Which schools have an approved enrolment scale (批准办学规模) greater than 200?",
    names(where(SCH, num_gt("approvalScale", 200))), "threshold", "en")

# ================================================================ 旅行社 (travel agencies)
add("业务范围里写有出境业务的旅行社有多少家？", len(where(TRAV, has("businessScope", "出境"))), "count")

_, items = group_counts(TRAV, "city")
assert items[2][1] != items[3][1]
add("哪三个城市的旅行社最多？按数量从多到少", [g for g, _ in items[:3]], "topn")

r = one(TRAV, name="建德中国旅行社有限公司")
add("建德中国旅行社有限公司传真号是多少", r["faxNumber"], "field")

r = by_sub(TRAV, "邮电旅行社")
add("邮电旅行社能做出境游业务吗？", yn("出境" in r["businessScope"], "zh"), "yesno")

add("舟山市的旅行社中，业务范围不含入境旅游业务的有几家？",
    len(where(TRAV, eq("city", "舟山市"), lacks("businessScope", "入境"))), "negation")

add("How many travel agencies are located in 舟山市?", len(where(TRAV, eq("city", "舟山市"))), "count", "en")

# ================================================================ 旅游景点 (scenic spots)
r = by_sub(SCENIC, "神仙居")
add("神仙居是几A级景区？", r["level"], "field")

r = by_sub(SCENIC, "跨海大桥")
add("浙江舟山跨海大桥展览馆景区是不是3A级（AAA）景区？", yn(r["level"] == "AAA", "zh"), "yesno")

r = by_sub(SCENIC, "海华武术馆")
add("嘉兴市海华武术馆的地址", r["address"], "field")

r = by_sub(SCENIC, "生命健康小镇")
add("What A-level rating does 瓯海生命健康小镇景区 hold?", r["level"], "field", "en")

# ================================================================ 许可证 (licences)
r = one(LIC, name="浙201709050002P")
add("许可证浙201709050002P的失效日期是？", iso(date(r["invalidDate"])), "field")

add("How many licences have an expiry date (失效日期) falling in 2022?",
    len(where(LIC, in_dates("invalidDate", D(2022, 1, 1), D(2022, 12, 31)))), "date_range", "en")


# ---------------------------------------------------------------- write
def main():
    assert len(QS) == 80, len(QS)
    qtexts = [q["question"] for q in QS]
    assert len(set(qtexts)) == len(qtexts)
    out = []
    for i, q in enumerate(QS, 1):
        out.append({"id": "affairqa-r71-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    langs = {}
    for q in out:
        langs[q["lang"]] = langs.get(q["lang"], 0) + 1
    assert langs == {"zh": 65, "en": 15}, langs
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print("wrote", OUT, len(out), langs)


if __name__ == "__main__":
    main()
