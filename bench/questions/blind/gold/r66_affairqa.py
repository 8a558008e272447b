#!/usr/bin/env python3
"""Gold answers for the held-out AffairQA question set r66.

Reads KAG's AffairQA tables (Zhejiang government open data) from
``datasets/kag-affairqa/sources/*.csv`` (found by walking up from this file's
folder to the first ancestor that holds ``datasets/kag-affairqa`` or
``shared/datasets/kag-affairqa``) and writes ``../r66-affairqa.json`` (that is,
``bench/questions/blind/r66-affairqa.json``): a JSON list of 80 objects
``{"id", "question", "answer": [str, ...], "shape", "lang"}``; 65 questions in
Chinese ("zh") and 15 in English ("en").  Standard library only.  Every gold
answer below is computed from the CSV cells; none is typed by hand.

Answer conventions
------------------
* Integers are written plainly ("38").
* Non-integers are computed in ``decimal.Decimal`` from the cell text and
  rounded half up (``ROUND_HALF_UP``) to the precision the question states
  ("保留两位小数" / "to two decimal places"); the answer keeps exactly that many
  decimals.
* Percentages are numbers without "%".
* Yes/no answers are 是/否 (Chinese questions) or yes/no (English questions).
* Dates are ISO ``YYYY-MM-DD``.
* Lists give one string per item, each an exact table cell (the ``name`` cell
  for entities); order is not significant (the script sorts them).
* Counts per group are flattened ``[group, count, group, count, ...]``, largest
  count first; the script asserts that no two groups tie.
* Superlatives assert a unique winner; top-N asserts no tie across the cut.
* Every count counts table rows whose cells satisfy all the conditions.  An
  empty cell never satisfies a condition (not even a negated one) and is never
  a group.
* Every name a question types (full or shortened) is asserted to match exactly
  one record of its table as a substring of the ``name`` column.

Readings used
-------------
Cells are compared after stripping surrounding blanks; answers are the cells
themselves.  Dates in the tables are written ``YYYY/M/D`` (or ``YYYY-MM-DD``)
and are read as calendar dates; the placeholder dates ``1899-12-30`` and
``1900-01-01`` are read as "no date" (they never satisfy a date condition).
"Before D" is strictly earlier than D; "in year Y" is Y-01-01..Y-12-31
inclusive; "from A to B" is inclusive at both ends.  "More than N" is strictly
greater; "at least N" is greater or equal.

加油站.csv (GasStation; every row a gas/LNG/CNG filling station; 加油站 and 加气站
both mean a row of this table):
  name = the station; manager (负责人); legalRepresentative (法定代表人);
  county (所在县区) exact cell; buildTime (成立日期) a date;
  industry (所属行业) exact cell; level (级别: 一级/二级/三级) exact cell;
  employeeCount (职工人数) an integer, "0" is the number 0 (questions that
  average it use only groups with no 0 and no empty cell, asserted);
  operationSubject (运营主体) exact cell (中海油, 中石化, 中石化杭燃, 嘉通新能源
  ... are distinct values: "中石化" does not include "中石化杭燃");
  isMajorDangerSource (是否构成重大危险源) 是/否;
  liquidGasCanCount (液化天然气罐个数) an integer;
  totalDesignStorage (总设计储量) a decimal number;
  businessLicense (经营许可证) the licence number, joined to 许可证.csv ``name``
  by exact cell equality (a station whose cell is empty or names no licence
  row has no licence).
  Two stations appear twice (衢州市浙能油气发展有限公司航埠加气母站 with and
  without a "-", 衢州佳豪天然气利用有限公司航埠LNG加气站 likewise), one row full
  and one mostly empty; the questions are chosen so that no answer depends on
  the mostly empty twin (e.g. the 中海油 employee sum was not asked, since the
  8 employees sit on the twin whose 运营主体 is empty).
  Not used: county 北仑区 counts (one row is typed 北仓区), names of the twins
  above, manager/legalRepresentative "most stations" (tied), averages over
  groups containing 0.
许可证.csv (License): name = licence number; effectiveDate (生效日期) and
  invalidDate (失效日期) dates ("expires"/"到期"/"失效" = invalidDate).
  A licence "has expired before D" when invalidDate < D.
医疗机构.csv (MedicalInstitution, all in Hangzhou): category (类别) exact cell
  (医院 = hospital; 社区卫生服务中心; 门诊部诊所医务室村卫生室; 省本级定点; 卫生院);
  level (级别: 一级/二级/三级/社区) exact cell; "三级医院" = category 医院 and
  level 三级 (likewise "二级医院" in a yes/no question); "一级/三级医疗机构" =
  level only; "类别不是医院" = category non-empty and not 医院 (a name holding
  医院 does not matter); phoneNumber (电话号码) exact cell.
  Names: "名字里带X" = X is a substring of name.  Addresses are not used
  (some carry a stray quote).
宗教场所.csv (ReligiousPlace): religion (所属宗教) exact cell
  (佛教/基督教/道教/天主教/伊斯兰教); city (所在城市) and county (所在区县) exact
  cells; category (类别: 寺观教堂/固定处所); religiousType (宗教派别);
  approvalDate (批准日期) a date; area (占地面积) and buildingArea (建筑面积)
  decimal numbers in the table's unit (square metres).
  "不属于佛教" = religion cell non-empty and not 佛教.  Two rows
  (天台山桐柏宫, 天台山国清讲寺) have every cell but the name empty: they are in
  no group and satisfy no condition (the per-religion count is of the
  所属宗教 cells, not of what a name suggests).  "县（市、区）" groups are the
  county cells as written.
旅游景点.csv (TouristAttraction): only single-record look-ups (level 级别 written
  A..AAAAA, "5A" = AAAAA, "4A" = AAAA; phoneNumber).  The table lists many
  attractions twice under different names, so no count, list or group question
  is asked of it.
旅行社.csv (TravelAgency): city (所在城市) exact cell; businessScope (业务范围)
  text: "does X / 写了X" = X is a substring, "only 国内旅游业务" = the cell equals
  国内旅游业务; unifiedSocialCreditCode (统一社会信用代码).  The two licenseNumber
  columns, englishName and address are not used (duplicated header, stray
  quotes).  county is not used (622 rows say 市辖区).
协会.csv (Association): category (类别: 县团体/市团体/省团体), asked by its cell
  value ("类别为省团体"), since 浙江省佛教协会 and 浙江省基督教两会 have an empty
  category; religion; city; registrationTime (登记时间) a date (1900-01-01 rows
  are no date); website (网址) exact cell.  No question groups associations
  by religion or category: four rows with religious names (浙江省佛教协会,
  温州市佛教协会, 中国佛教协会, 浙江省基督教两会) have religion, category, city and
  registration date empty; the questions that filter on religion or category
  also filter on a city or a date, which those rows lack either way.
学校.csv (School, religious colleges): studentCount (在校生数量), teacherCount
  (教师人数), professorCount (专职教师人数) integers (empty = unknown, left out of
  sums; "在40人及以上" = at least 40); religion; establishmentDate (成立日期) a
  date.  宗教院校 / religious colleges = all rows of 学校.csv.
"""

import csv
import datetime
import decimal
import json
import pathlib
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = pathlib.Path(__file__).resolve().parent


def find_data():
    for base in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            cand = base / rel
            if (cand / "sources").is_dir():
                return cand / "sources"
    raise SystemExit("datasets/kag-affairqa not found above " + str(HERE))


SRC = find_data()


def load(fname):
    with open(SRC / fname, encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        seen = Counter()
        cols = []
        for h in header:
            seen[h] += 1
            cols.append(h if seen[h] == 1 else f"{h}#{seen[h]}")
        rows = []
        for rec in reader:
            assert len(rec) == len(cols), (fname, rec)
            rows.append({c: v.strip() for c, v in zip(cols, rec)})
    return rows


GAS = load("加油站.csv")
LIC = load("许可证.csv")
MED = load("医疗机构.csv")
REL = load("宗教场所.csv")
SPOT = load("旅游景点.csv")
AGENCY = load("旅行社.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")

LIC_BY_NAME = {}
for _r in LIC:
    assert _r["name"] not in LIC_BY_NAME
    LIC_BY_NAME[_r["name"]] = _r

PLACEHOLDER_DATES = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def D(cell):
    """Decimal of a cell, or None when empty / not a number."""
    if cell == "":
        return None
    try:
        d = Decimal(cell)
    except decimal.InvalidOperation:
        return None
    return d if d.is_finite() else None


def I(cell):
    d = D(cell)
    if d is None:
        return None
    assert d == d.to_integral_value(), cell
    return int(d)


def date(cell):
    if not cell:
        return None
    sep = "/" if "/" in cell else "-"
    y, m, d = (int(p) for p in cell.split(sep))
    dt = datetime.date(y, m, d)
    return None if dt in PLACEHOLDER_DATES else dt


def iso(cell):
    dt = date(cell)
    assert dt is not None, cell
    return dt.isoformat()


def rnd(value, places):
    q = Decimal(1).scaleb(-places)
    out = value.quantize(q, rounding=ROUND_HALF_UP)
    assert value != value.to_integral_value(), value  # question asks for decimals
    return str(out)


def one(rows, typed):
    """The single row whose name contains the typed name."""
    hits = [r for r in rows if typed in r["name"]]
    assert len(hits) == 1, (typed, [r["name"] for r in hits])
    return hits[0]


def field(rows, typed, col):
    v = one(rows, typed)[col]
    assert v != "", (typed, col)
    return v


def names(rows):
    out = sorted(r["name"] for r in rows)
    assert out and len(set(out)) == len(out)
    return out


def count(rows, pred):
    return str(sum(1 for r in rows if pred(r)))


def group_counts(rows, col, pred=lambda r: True):
    c = Counter(r[col] for r in rows if pred(r) and r[col] != "")
    ranked = c.most_common()
    vals = [n for _, n in ranked]
    assert len(set(vals)) == len(vals), ranked
    out = []
    for g, n in ranked:
        out += [g, str(n)]
    return out


def top(rows, keyf, n=1):
    """Names of the n rows with the largest key (None keys left out)."""
    scored = [(keyf(r), r) for r in rows if keyf(r) is not None]
    scored.sort(key=lambda t: t[0], reverse=True)
    assert len(scored) > n
    assert scored[n - 1][0] != scored[n][0], [(k, r["name"]) for k, r in scored[: n + 2]]
    return [r["name"] for _, r in scored[:n]]


def bottom(rows, keyf):
    scored = [(keyf(r), r) for r in rows if keyf(r) is not None]
    scored.sort(key=lambda t: t[0])
    assert scored[0][0] != scored[1][0]
    return scored[0][1]["name"]


def licence(station):
    return LIC_BY_NAME.get(station["businessLicense"]) if station["businessLicense"] else None


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


Q = []


def add(lang, shape, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def in_year(cell, y):
    dt = date(cell)
    return dt is not None and dt.year == y


def between(cell, a, b):
    dt = date(cell)
    return dt is not None and a <= dt <= b


# --------------------------------------------------------------------------
# 加油站 / 许可证
# --------------------------------------------------------------------------
add("zh", "lookup", "福庆南路CNG加气站的负责人是谁？",
    field(GAS, "福庆南路CNG加气站", "manager"))

add("zh", "list", "请列出所有被认定为重大危险源的加气站名称。",
    names([r for r in GAS if r["isMajorDangerSource"] == "是"]))

add("zh", "count", "运营主体是中海油、级别为二级的加气站有多少个",
    count(GAS, lambda r: r["operationSubject"] == "中海油" and r["level"] == "二级"))

add("zh", "count",
    "所属行业为天然气生产和供应业、级别三级、并且不构成重大危险源的加油站数量是多少？",
    count(GAS, lambda r: r["industry"] == "天然气生产和供应业" and r["level"] == "三级"
          and r["isMajorDangerSource"] == "否"))

add("zh", "superlative", "哪家加油站的职工人数最多？",
    top(GAS, lambda r: I(r["employeeCount"])))

add("zh", "top_n", "总设计储量排名前两位的加气站是哪两家",
    sorted(top(GAS, lambda r: D(r["totalDesignStorage"]), 2)))

add("zh", "group_count", "按级别统计一下加油站的数量",
    group_counts(GAS, "level"))

add("zh", "sum", "运营主体是中石化的加气站，职工人数加起来是多少？",
    str(sum(I(r["employeeCount"]) for r in GAS
            if r["operationSubject"] == "中石化" and r["employeeCount"] != "")))

add("zh", "group_count", "加油站按所属行业分，各有多少家？",
    group_counts(GAS, "industry"))


def _avg_employees(subject):
    grp = [r for r in GAS if r["operationSubject"] == subject]
    vals = [I(r["employeeCount"]) for r in grp]
    assert grp and all(v is not None and v > 0 for v in vals), (subject, vals)
    return sum(Decimal(v) for v in vals) / Decimal(len(vals))


add("zh", "average", "运营主体为嘉通新能源的加气站平均有多少名职工？结果保留两位小数。",
    rnd(_avg_employees("嘉通新能源"), 2))

add("zh", "join", "丽园北路加气站的经营许可证什么时候到期？",
    iso(licence(one(GAS, "丽园北路加气站"))["invalidDate"]))

add("zh", "join", "想查一下宁波新捷公运天然气有限公司的经营许可证是哪天生效的",
    iso(licence(one(GAS, "宁波新捷公运天然气有限公司"))["effectiveDate"]))

add("zh", "join",
    "经营许可证的失效日期早于2020年1月1日的加气站有几个？",
    count(GAS, lambda r: licence(r) is not None and date(licence(r)["invalidDate"]) is not None
          and date(licence(r)["invalidDate"]) < datetime.date(2020, 1, 1)))

add("en", "superlative",
    "Which gas station holds the operating licence with the earliest effective date?",
    bottom([r for r in GAS if licence(r) is not None],
           lambda r: date(licence(r)["effectiveDate"])))

add("zh", "date_range", "2016年成立的加气站有几家？",
    count(GAS, lambda r: in_year(r["buildTime"], 2016)))

add("zh", "date_range", "成立日期在2000年到2009年之间的加油站有哪些",
    names([r for r in GAS if between(r["buildTime"], datetime.date(2000, 1, 1),
                                     datetime.date(2009, 12, 31))]))

add("zh", "negation", "级别为一级、但一个液化天然气罐都没有的加气站有哪些？",
    names([r for r in GAS if r["level"] == "一级" and I(r["liquidGasCanCount"]) == 0]))

add("zh", "yes_no", "天台华润燃气有限公司构成重大危险源吗？",
    yn(field(GAS, "天台华润燃气有限公司", "isMajorDangerSource") == "是", "zh"))

add("zh", "difference", "杭钢亚盛比丽园北路加气站多多少名职工？",
    str(I(field(GAS, "杭钢亚盛", "employeeCount"))
        - I(field(GAS, "丽园北路加气站", "employeeCount"))))

add("zh", "ratio",
    "余杭中石化交通能源的总设计储量是天台华润燃气有限公司的多少倍？保留两位小数",
    rnd(D(field(GAS, "余杭中石化交通能源", "totalDesignStorage"))
        / D(field(GAS, "天台华润燃气有限公司", "totalDesignStorage")), 2))

add("zh", "threshold", "职工人数超过20人的加气站有多少个？",
    count(GAS, lambda r: I(r["employeeCount"]) is not None and I(r["employeeCount"]) > 20))

add("zh", "sum", "郑善勇当负责人的那些加气站，一共多少职工",
    str(sum(I(r["employeeCount"]) for r in GAS
            if r["manager"] == "郑善勇" and r["employeeCount"] != "")))

add("zh", "count", "嘉兴市加油加气站有限公司下面有几个站点？",
    count(GAS, lambda r: "嘉兴市加油加气站有限公司" in r["name"]))

add("zh", "join", "经营许可证在2022年到期的加气站有多少家",
    count(GAS, lambda r: licence(r) is not None and in_year(licence(r)["invalidDate"], 2022)))

add("en", "lookup", "Who is the legal representative of 绍兴金帝天然气有限公司?",
    field(GAS, "绍兴金帝天然气有限公司", "legalRepresentative"))

add("en", "count", "How many gas stations in 越城区 have more than 10 employees?",
    count(GAS, lambda r: r["county"] == "越城区" and I(r["employeeCount"]) is not None
          and I(r["employeeCount"]) > 10))

add("en", "join", "When does the operating licence of 桐乡运河加气站 expire?",
    iso(licence(one(GAS, "桐乡运河加气站"))["invalidDate"]))

add("zh", "lookup", "许可证 浙201709050002P 失效日期",
    iso(LIC_BY_NAME["浙201709050002P"]["invalidDate"]))

add("zh", "date_range", "生效日期在2018年的许可证有多少个？",
    count(LIC, lambda r: in_year(r["effectiveDate"], 2018)))

add("en", "negation",
    "Which gas stations run by 中石化杭燃 are not in 西湖区?",
    names([r for r in GAS if r["operationSubject"] == "中石化杭燃"
           and r["county"] != "" and r["county"] != "西湖区"]))

# --------------------------------------------------------------------------
# 医疗机构
# --------------------------------------------------------------------------
add("zh", "count", "三级医院有多少家？",
    count(MED, lambda r: r["category"] == "医院" and r["level"] == "三级"))

add("zh", "group_count", "医疗机构按类别分别有多少个",
    group_counts(MED, "category"))

add("zh", "lookup", "浙江萧山医院的联系电话是多少",
    field(MED, "浙江萧山医院", "phoneNumber"))

add("zh", "lookup", "邵逸夫医院是几级医院？",
    field(MED, "邵逸夫", "level"))

add("zh", "yes_no", "杭州整形医院是三级医院吗？",
    yn(one(MED, "杭州整形医院")["level"] == "三级"
       and one(MED, "杭州整形医院")["category"] == "医院", "zh"))

add("zh", "count", "名字里带“口腔”的医疗机构有多少家",
    count(MED, lambda r: "口腔" in r["name"]))

add("zh", "negation", "类别不是“医院”、但级别为二级的医疗机构有哪些？",
    names([r for r in MED if r["level"] == "二级" and r["category"] != ""
           and r["category"] != "医院"]))

add("zh", "ratio", "一级医疗机构的数量是三级医疗机构的几倍？保留一位小数。",
    rnd(Decimal(sum(1 for r in MED if r["level"] == "一级"))
        / Decimal(sum(1 for r in MED if r["level"] == "三级")), 1))

add("en", "count", "How many 社区卫生服务中心 are rated at the 社区 level?",
    count(MED, lambda r: r["category"] == "社区卫生服务中心" and r["level"] == "社区"))

add("en", "list", "List the 三级 hospitals whose names contain 中医.",
    names([r for r in MED if r["category"] == "医院" and r["level"] == "三级"
           and "中医" in r["name"]]))

add("zh", "yes_no", "杭州市儿童医院属于二级医院吗",
    yn(one(MED, "杭州市儿童医院")["level"] == "二级"
       and one(MED, "杭州市儿童医院")["category"] == "医院", "zh"))

# --------------------------------------------------------------------------
# 宗教场所
# --------------------------------------------------------------------------
add("zh", "group_count", "全省宗教场所按所属宗教统计各有多少处",
    group_counts(REL, "religion"))

add("zh", "list", "伊斯兰教的活动场所都有哪些？",
    names([r for r in REL if r["religion"] == "伊斯兰教"]))

add("zh", "sum", "所有伊斯兰教场所的建筑面积加起来是多少平方米？保留两位小数",
    rnd(sum(D(r["buildingArea"]) for r in REL if r["religion"] == "伊斯兰教"), 2))

add("zh", "lookup", "建德市慧华寺批准日期",
    iso(field(REL, "建德市慧华寺", "approvalDate")))

add("en", "top_n", "Which three counties (县/市/区) have the most religious sites?",
    top([{"name": g, "n": n} for g, n in Counter(r["county"] for r in REL
                                                  if r["county"]).items()],
        lambda r: r["n"], 3))

add("zh", "ratio", "温州市基督教场所数量和佛教场所数量之比是多少？保留两位小数",
    rnd(Decimal(sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "基督教"))
        / Decimal(sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "佛教")), 2))

add("zh", "count", "道教场所里属于全真教的有多少？",
    count(REL, lambda r: r["religion"] == "道教" and r["religiousType"] == "全真教"))

add("zh", "threshold", "建筑面积超过一万平方米的宗教场所有几处",
    count(REL, lambda r: D(r["buildingArea"]) is not None
          and D(r["buildingArea"]) > Decimal(10000)))

add("zh", "negation", "丽水市的宗教场所中，不属于佛教的有多少处？",
    count(REL, lambda r: r["city"] == "丽水市" and r["religion"] != ""
          and r["religion"] != "佛教"))

add("zh", "date_range", "舟山市批准日期在2010年及以后的宗教场所有多少个",
    count(REL, lambda r: r["city"] == "舟山市" and date(r["approvalDate"]) is not None
          and date(r["approvalDate"]) >= datetime.date(2010, 1, 1)))

add("zh", "group_count", "宁波市的宗教场所按类别（寺观教堂、固定处所）各有多少？",
    group_counts(REL, "category", lambda r: r["city"] == "宁波市"))

add("en", "lookup", "What is the 占地面积 of 杭州清真寺?",
    field(REL, "杭州清真寺", "area"))

add("zh", "average", "伊斯兰教场所的平均占地面积是多少？保留两位小数",
    rnd(sum(D(r["area"]) for r in REL if r["religion"] == "伊斯兰教")
        / Decimal(sum(1 for r in REL if r["religion"] == "伊斯兰教")), 2))

add("zh", "difference", "乐清市的宗教场所比瑞安市多几个？",
    str(sum(1 for r in REL if r["county"] == "乐清市")
        - sum(1 for r in REL if r["county"] == "瑞安市")))

add("zh", "count", "金华市1990年之前批准的天主教场所有几处？",
    count(REL, lambda r: r["city"] == "金华市" and r["religion"] == "天主教"
          and date(r["approvalDate"]) is not None
          and date(r["approvalDate"]) < datetime.date(1990, 1, 1)))

# --------------------------------------------------------------------------
# 旅游景点 (look-ups only)
# --------------------------------------------------------------------------
add("zh", "lookup", "浙江舟山跨海大桥展览馆景区是几A级景区",
    field(SPOT, "浙江舟山跨海大桥展览馆景区", "level"))

add("zh", "yes_no", "神仙居景区是5A级景区吗？",
    yn(field(SPOT, "神仙居景区", "level") == "AAAAA", "zh"))

add("zh", "lookup", "天一阁·月湖景区电话",
    field(SPOT, "天一阁·月湖景区", "phoneNumber"))

# --------------------------------------------------------------------------
# 旅行社
# --------------------------------------------------------------------------
add("zh", "group_count", "各地市的旅行社数量分别是多少",
    group_counts(AGENCY, "city"))

add("zh", "count", "业务范围里写了出境组团业务的旅行社有多少家？",
    count(AGENCY, lambda r: "出境组团业务" in r["businessScope"]))

add("zh", "lookup", "建德中国旅行社的统一社会信用代码是什么",
    field(AGENCY, "建德中国旅行社", "unifiedSocialCreditCode"))

add("zh", "yes_no", "浙江邮电旅行社有限公司可以做入境旅游业务吗？",
    yn("入境旅游业务" in field(AGENCY, "浙江邮电旅行社有限公司", "businessScope"), "zh"))

add("zh", "count", "宁波市名字里带“国际”的旅行社有多少家",
    count(AGENCY, lambda r: r["city"] == "宁波市" and "国际" in r["name"]))

add("en", "list",
    "Which travel agencies in 舟山市 have only 国内旅游业务 as their business scope?",
    names([r for r in AGENCY if r["city"] == "舟山市" and r["businessScope"] == "国内旅游业务"]))

add("zh", "difference", "杭州市的旅行社比宁波市多多少家？",
    str(sum(1 for r in AGENCY if r["city"] == "杭州市")
        - sum(1 for r in AGENCY if r["city"] == "宁波市")))

add("en", "ratio",
    "What percentage of all travel agencies are in 杭州市? Round to one decimal place.",
    rnd(Decimal(sum(1 for r in AGENCY if r["city"] == "杭州市")) * 100
        / Decimal(sum(1 for r in AGENCY if r["city"] != "")), 1))

# --------------------------------------------------------------------------
# 协会
# --------------------------------------------------------------------------
add("zh", "list", "类别为省团体的协会有哪些？",
    names([r for r in ASSOC if r["category"] == "省团体"]))

add("zh", "lookup", "萧山区佛教协会是什么时候登记的",
    iso(field(ASSOC, "萧山区佛教协会", "registrationTime")))

add("en", "date_range", "How many associations were registered in the 1980s (1980 to 1989)?",
    count(ASSOC, lambda r: between(r["registrationTime"], datetime.date(1980, 1, 1),
                                   datetime.date(1989, 12, 31))))

add("zh", "lookup", "浙江省道教协会的网址",
    field(ASSOC, "浙江省道教协会", "website"))

add("zh", "negation", "杭州市的协会里，既不是基督教也不是佛教的有几个？",
    count(ASSOC, lambda r: r["city"] == "杭州市" and r["religion"] != ""
          and r["religion"] not in ("基督教", "佛教")))

add("zh", "date_range", "2016年以后（2016年1月1日起）登记的市团体有多少个",
    count(ASSOC, lambda r: r["category"] == "市团体" and date(r["registrationTime"]) is not None
          and date(r["registrationTime"]) >= datetime.date(2016, 1, 1)))

# --------------------------------------------------------------------------
# 学校
# --------------------------------------------------------------------------
add("zh", "superlative", "在校生最多的宗教院校是哪所？",
    top(SCHOOL, lambda r: I(r["studentCount"])))

add("zh", "date_range", "2016年成立的宗教院校有哪些？",
    names([r for r in SCHOOL if in_year(r["establishmentDate"], 2016)]))


def _avg_students():
    vals = [I(r["studentCount"]) for r in SCHOOL]
    assert all(v is not None for v in vals)
    return Decimal(sum(vals)) / Decimal(len(vals))


add("zh", "average", "宗教院校的平均在校生人数是多少？保留一位小数",
    rnd(_avg_students(), 1))

add("en", "list", "Which religious college is a Taoist (道教) one?",
    names([r for r in SCHOOL if r["religion"] == "道教"]))

add("en", "sum", "What is the total 专职教师人数 across all the religious colleges that report it?",
    str(sum(I(r["professorCount"]) for r in SCHOOL if r["professorCount"] != "")))

add("zh", "threshold", "教师人数在40人及以上的宗教院校有几所",
    count(SCHOOL, lambda r: I(r["teacherCount"]) is not None and I(r["teacherCount"]) >= 40))

add("en", "difference",
    "How many more students does 浙江佛学院雪窦山弥勒佛学院 have than 浙江道教学院?",
    str(I(field(SCHOOL, "浙江佛学院雪窦山弥勒佛学院", "studentCount"))
        - I(field(SCHOOL, "浙江道教学院", "studentCount"))))


# --------------------------------------------------------------------------
def main():
    assert len(Q) == 80, len(Q)
    langs = Counter(q["lang"] for q in Q)
    assert langs == {"zh": 65, "en": 15}, langs
    assert len({q["question"] for q in Q}) == len(Q)
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": f"affairqa-r66-{i:02d}", "question": q["question"],
                    "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]})
    dest = HERE.parent / "r66-affairqa.json"
    dest.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {dest} ({len(out)} questions: {dict(langs)})")


if __name__ == "__main__":
    main()
