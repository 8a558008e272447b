"""Round 70 held-out questions for KAG's AffairQA tables, with gold answers.

Reads the CSV tables of KAG's AffairQA benchmark (Zhejiang government open
data) and writes ``bench/questions/blind/r70-affairqa.json``: a JSON list of 80
objects ``{"id", "question", "answer", "shape", "lang"}`` (65 questions in
Chinese, 15 in English).  Every gold answer is computed here from the tables;
none is typed by hand.  Standard library only; run with ``python3 r70_affairqa.py``.

The data folder is found by walking up from this file's folder to the first
ancestor holding ``datasets/kag-affairqa`` or ``shared/datasets/kag-affairqa``.

Answer conventions
------------------
* Integers are written plainly ("38").
* Non-integers are computed with ``decimal.Decimal`` on the cell text and
  rounded half up (``ROUND_HALF_UP``) to the precision the question states.
* Percentages are numbers without "%" ("21.35").
* Yes/no answers are 是/否 in Chinese questions, yes/no in English ones.
* Dates are ISO ``YYYY-MM-DD``.
* A list answer is one string per item, each an exact table cell (a name).
* Counts per group are flattened ``[group, count, group, count, ...]``,
  largest count first; the script asserts no two groups tie.
* A superlative asserts a unique winner; a top-N asserts that no value ties
  across the cut.
* A count counts table rows whose cells satisfy every condition.  An empty
  cell never satisfies a condition (also not a negated one such as "not
  中石化") and is never a group.
* A shortened name in a question is asserted to be a substring of exactly one
  name of its table.

Readings used
-------------
General
  "几个 / 多少家 / 有几处 / how many": the number of rows meeting the conditions.
  "占比 / 百分之几 / percentage": rows meeting the extra condition * 100 / rows
    of the stated population, rounded as stated.
  "A是B的几倍 / 多少倍": count (or value) A divided by B, rounded as stated.
  "相差多少": the absolute difference of the two values.
  "平均": the arithmetic mean over the rows meeting the conditions.
  "X年内 / 在X年 / in X": the date falls in calendar year X.  "D以前 / 之前 /
    before D": strictly earlier than D.  "D及以后": on or after D.  "A至B /
    A到B之间": A <= date <= B, both ends included.
  "超过N": strictly greater than N; "不少于N": N or more.
  "不是X / 不属于X": the cell is not empty and differs from X.

加油站.csv (gas and filling stations; one row per station, names unique)
  name: the station; matched exactly, or as a shortened name asserted to be
    a substring of exactly one station name (杭钢亚盛, 道生).  "名称以X开头":
    the name begins with X.
  county (所在县区): the district, the whole cell.  Questions use 鄞州区 and
    越城区 only, avoiding 北仑区 (one row spells it 北仓区), 临海市 (two rows
    that may be one station written twice) and 柯城区 (rows near-duplicated by
    two county-less rows).
  buildTime (成立日期): founding date, ``Y/M/D``; ``1899-12-30`` is a
    spreadsheet placeholder and is read as no date.
  employeeCount (职工人数), totalDesignStorage (总设计储量): numbers as written.
  isMajorDangerSource (是否构成重大危险源): 是 / 否; "构成重大危险源" means 是.
  level (级别): 一级 / 二级 / 三级, whole cell ("二级站" means level 二级).
  operationSubject (运营主体: "由X运营"), legalRepresentative (法定代表人),
    industry (所属行业): whole cell.
  businessLicense (经营许可证 / licence): the licence number as written; joined
    to 许可证.csv by exact equality with that table's ``name`` (case kept).  A
    station whose cell is empty or names no licence row has no licence dates
    and meets no licence condition.  "生效 / take effect" is the licence's
    effectiveDate; "失效 / 过期" its invalidDate.
许可证.csv (licences; names unique)
  effectiveDate (生效日期), invalidDate (失效日期 / expiry date): ``Y/M/D``.
    Licence-table counts avoid the years (2016 effective, 2020 expiry) where
    the case-variant rows 浙201601000003J / 浙201601000003j would both count.
医疗机构.csv (medical institutions in Hangzhou; names unique)
  category (类别): 医院 / 门诊部诊所医务室村卫生室 / 社区卫生服务中心 /
    省本级定点 / 卫生院, whole cell.  "三级医院" is category 医院 and level 三级;
    "X类" is category X.
  level (级别): 一级 / 二级 / 三级 / 社区, whole cell; grouping by level keeps
    社区 as its own group.
  phoneNumber (电话号码), address (地址): the cell as written.
宗教场所.csv (religious venues; names unique)
  city (所在城市), religion (所属宗教: "佛教场所" is religion 佛教), category
    (类别: 寺观教堂 / 固定处所): whole cell.  county (所在区县): whole cell,
    used only for 嵊州市 (绍兴市 has no coded county cells).
  area (占地面积 / land area), buildingArea (建筑面积): square metres as
    written.  Superlatives and top-N are taken within one city.
  approvalDate (批准日期), registrationTime (登记时间): ``Y/M/D``.
旅行社.csv (travel agencies; names unique)
  city (所在城市; 地级市): whole cell.  businessScope (业务范围 / 经营范围 /
    business scope): the whole cell equals the quoted text, never a substring
    ("只有境内旅游业务一项" means the cell is exactly 境内旅游业务).
  faxNumber (传真号), phoneNumber (电话号码): as written; 安吉乐途 is a
    shortened name.  The two columns both headed licenseNumber are not used.
协会.csv (religious associations; names unique)
  religion (所属宗教), city (所在城市), category (类别: 县团体 / 市团体 /
    省团体): whole cell.  registrationTime (登记时间): ``Y/M/D``; ``1900/1/1``
    is a placeholder read as no date.
学校.csv (religious colleges; "学校" is every row of this table)
  studentCount (在校生数量 / 在校生), professorCount (专职教师人数),
    teacherCount (教师人数): numbers.  "在校生人数与教师人数之比" is
    studentCount / teacherCount.  religion (所属宗教), city (所在城市): whole
    cell.  establishmentDate (成立日期 / founded): ``Y/M/D``.
旅游景点.csv (scenic spots)
  Used only for one spot's phoneNumber (电话号码) and for a list that holds a
  single row (city 宁波市, level AA), since some spots are listed twice under
  two names.  level (级别): A ... AAAAA, whole cell.
"""

import csv
import datetime
import json
import pathlib
from decimal import ROUND_HALF_UP, Decimal

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE.parent / "r70-affairqa.json"
PLACEHOLDER_DATES = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def data_dir():
    for folder in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            if (folder / rel).is_dir():
                return folder / rel
    raise SystemExit("kag-affairqa not found above " + str(HERE))


SRC = data_dir() / "sources"


def load(stem):
    """Rows as dicts; a header repeated in the file keeps its first column."""
    with open(SRC / (stem + ".csv"), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        rows = []
        for cells in reader:
            assert len(cells) == len(header), (stem, cells)
            row = {}
            for key, cell in zip(header, cells):
                row.setdefault(key, cell)
            rows.append(row)
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names)), stem + ": repeated names"
    return rows


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
REL = load("宗教场所")
TRA = load("旅行社")
ASSOC = load("协会")
SCH = load("学校")
SPOT = load("旅游景点")
LIC_BY_NAME = {r["name"]: r for r in LIC}


# ---------------------------------------------------------------- readings
def num(cell):
    """Decimal of a plain number cell, else None."""
    text = cell.strip()
    if not text:
        return None
    body = text[1:] if text[0] == "-" else text
    if not body or body.count(".") > 1 or not body.replace(".", "").isdigit():
        return None
    return Decimal(text)


def day(cell):
    """date of a Y/M/D or Y-M-D cell, else None; placeholders are None."""
    text = cell.strip().replace("-", "/")
    parts = text.split("/")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    value = datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))
    return None if value in PLACEHOLDER_DATES else value


def iso(cell):
    value = day(cell)
    assert value is not None, cell
    return value.isoformat()


def rnd(value, places):
    quantum = Decimal(1).scaleb(-places)
    return str(Decimal(value).quantize(quantum, rounding=ROUND_HALF_UP))


def plain(value):
    """An integral Decimal or int written plainly."""
    value = Decimal(value)
    assert value == value.to_integral_value(), value
    return str(int(value))


def ratio(a, b, places):
    return rnd(Decimal(a) / Decimal(b), places)


def pct(part, whole, places):
    return rnd(Decimal(part) * 100 / Decimal(whole), places)


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, name
    return hits[0]


def frag(rows, piece):
    """The one row whose name contains the shortened name ``piece``."""
    hits = [r for r in rows if piece in r["name"]]
    assert len(hits) == 1, (piece, [r["name"] for r in hits])
    return hits[0]


def eq(col, value):
    return lambda r: r[col] != "" and r[col] == value


def ne(col, value):
    return lambda r: r[col] != "" and r[col] != value


def year_is(col, year):
    return lambda r: day(r[col]) is not None and day(r[col]).year == year


def between(col, lo, hi):
    """lo <= date <= hi (inclusive)."""
    return lambda r: day(r[col]) is not None and lo <= day(r[col]) <= hi


def before(col, limit):
    return lambda r: day(r[col]) is not None and day(r[col]) < limit


def num_at_least(col, limit):
    return lambda r: num(r[col]) is not None and num(r[col]) >= Decimal(limit)


def num_over(col, limit):
    return lambda r: num(r[col]) is not None and num(r[col]) > Decimal(limit)


def where(rows, *preds):
    return [r for r in rows if all(p(r) for p in preds)]


def count(rows, *preds):
    return str(len(where(rows, *preds)))


def names(rows, *preds):
    hits = [r["name"] for r in where(rows, *preds)]
    assert hits, "empty list answer"
    return hits


def groups(rows, col, *preds):
    tally = {}
    for r in where(rows, *preds):
        if r[col] != "":
            tally[r[col]] = tally.get(r[col], 0) + 1
    counts = sorted(tally.values(), reverse=True)
    assert len(counts) == len(set(counts)), ("tied groups", tally)
    flat = []
    for key, n in sorted(tally.items(), key=lambda kv: -kv[1]):
        flat += [key, str(n)]
    return flat


def top(rows, col, n, *preds):
    """Names of the n rows with the largest number in col; no tie at the cut."""
    scored = [(num(r[col]), r["name"]) for r in where(rows, *preds)
              if num(r[col]) is not None]
    scored.sort(key=lambda t: t[0], reverse=True)
    assert len(scored) > n and scored[n - 1][0] > scored[n][0], scored[:n + 1]
    return [name for _, name in scored[:n]]


def total(rows, col, *preds):
    values = [num(r[col]) for r in where(rows, *preds)]
    assert values and all(v is not None for v in values), col
    return sum(values, Decimal(0))


def mean(rows, col, places, *preds):
    values = [num(r[col]) for r in where(rows, *preds)]
    assert values and all(v is not None for v in values), col
    return rnd(sum(values, Decimal(0)) / len(values), places)


def licence(station):
    """The licence row joined to a gas station, or None."""
    return LIC_BY_NAME.get(station["businessLicense"])


def lic_date(col, year):
    """Station predicate: its joined licence's date column falls in year."""
    def pred(r):
        row = licence(r)
        return row is not None and day(row[col]) is not None \
            and day(row[col]).year == year
    return pred


def lic_before(col, limit):
    def pred(r):
        row = licence(r)
        return row is not None and day(row[col]) is not None \
            and day(row[col]) < limit
    return pred


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


# ---------------------------------------------------------------- questions
QUESTIONS = []


def q(lang, shape, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    assert answer and all(isinstance(a, str) and a for a in answer), question
    QUESTIONS.append({"question": question, "answer": answer,
                      "shape": shape, "lang": lang})


D = datetime.date

# --- 加油站 -----------------------------------------------------------------
q("zh", "field", "宁波新捷公运天然气有限公司的法定代表人叫什么？",
  one(GAS, "宁波新捷公运天然气有限公司")["legalRepresentative"])
q("zh", "field", "杭钢亚盛那个加气站有多少职工",
  frag(GAS, "杭钢亚盛")["employeeCount"])
q("en", "field", "What is the 经营许可证 number recorded for 桐乡运河加气站?",
  one(GAS, "桐乡运河加气站")["businessLicense"])
q("zh", "field", "慈溪市煤气有限公司成立于哪一天？",
  iso(one(GAS, "慈溪市煤气有限公司")["buildTime"]))
q("zh", "join", "宁波市汽车燃气有限公司梅墟加气站的经营许可证哪天失效？",
  iso(licence(one(GAS, "宁波市汽车燃气有限公司梅墟加气站"))["invalidDate"]))
q("zh", "join", "道生加气站的许可证是啥时候开始生效的",
  iso(licence(frag(GAS, "道生"))["effectiveDate"]))
q("en", "join",
  "On what date did the gas operating licence of 杭州富阳江润加气站有限公司 take effect?",
  iso(licence(one(GAS, "杭州富阳江润加气站有限公司"))["effectiveDate"]))
q("zh", "join", "经营许可证失效日期落在2020年的加油站一共有几家？",
  count(GAS, lic_date("invalidDate", 2020)))
q("zh", "join", "哪些加油站的经营许可证在2019年1月1日之前就已经失效了？",
  names(GAS, lic_before("invalidDate", D(2019, 1, 1))))
_jd = licence(one(GAS, "绍兴金帝天然气有限公司"))
q("zh", "join", "绍兴金帝天然气有限公司的经营许可证是不是在2019年以前就过期了？",
  yn(day(_jd["invalidDate"]) < D(2019, 1, 1), "zh"))
q("zh", "yes_no", "天台华润燃气有限公司构成重大危险源吗",
  yn(one(GAS, "天台华润燃气有限公司")["isMajorDangerSource"] == "是", "zh"))
_bj = one(GAS, "杭州中石化杭燃能源有限公司滨江加气站")["isMajorDangerSource"]
assert _bj in ("是", "否")
q("en", "yes_no", "Is 杭州中石化杭燃能源有限公司滨江加气站 classed as a major hazard source?",
  yn(_bj == "是", "en"))
q("zh", "list", "列出所有构成重大危险源的加油站。",
  names(GAS, eq("isMajorDangerSource", "是")))
q("zh", "count", "鄞州区由中海油运营的加气站有几个？",
  count(GAS, eq("county", "鄞州区"), eq("operationSubject", "中海油")))
q("zh", "count", "越城区级别为二级、所属行业是天然气生产和供应业的加油站有多少家",
  count(GAS, eq("county", "越城区"), eq("level", "二级"),
        eq("industry", "天然气生产和供应业")))
q("zh", "group_count", "鄞州区的加气站按运营主体分，各有几家？",
  groups(GAS, "operationSubject", eq("county", "鄞州区")))
q("zh", "superlative", "总设计储量最大的加油站是哪家",
  top(GAS, "totalDesignStorage", 1))
q("zh", "top_n", "职工人数最多的三家加油站分别是？",
  top(GAS, "employeeCount", 3))
q("zh", "sum", "名称以“嘉兴市加油加气站有限公司”开头的各站，职工人数加起来一共多少人？",
  plain(total(GAS, "employeeCount",
              lambda r: r["name"].startswith("嘉兴市加油加气站有限公司"))))
q("zh", "average", "鄞州区加气站的平均职工人数是多少？保留1位小数",
  mean(GAS, "employeeCount", 1, eq("county", "鄞州区")))
_cs = one(GAS, "宁波新捷中油天然气有限公司穿山港区加气站")
_ms = one(GAS, "宁波新捷中油天然气有限公司梅山保税港区加气站")
q("zh", "difference",
  "宁波新捷中油天然气有限公司的穿山港区加气站和梅山保税港区加气站，总设计储量相差多少？保留2位小数",
  rnd(abs(num(_cs["totalDesignStorage"]) - num(_ms["totalDesignStorage"])), 2))
q("zh", "threshold", "职工人数不少于20人的加油站有几家",
  count(GAS, num_at_least("employeeCount", 20)))
q("zh", "negation", "鄞州区运营主体不是中石化的加气站有几个？",
  count(GAS, eq("county", "鄞州区"), ne("operationSubject", "中石化")))
q("zh", "date_range", "2016年内成立的加油站一共多少家？",
  count(GAS, year_is("buildTime", 2016)))
_zsh = where(GAS, eq("operationSubject", "中石化"))
q("zh", "share", "运营主体为中石化的加油站里，二级站占百分之几？（保留1位小数）",
  pct(len(where(_zsh, eq("level", "二级"))), len(_zsh), 1))
q("zh", "list", "法定代表人为金盛通的加气站都有哪些？",
  names(GAS, eq("legalRepresentative", "金盛通")))

# --- 许可证 -----------------------------------------------------------------
q("zh", "date_range", "生效日期在2018年的许可证有多少个？",
  count(LIC, year_is("effectiveDate", 2018)))
q("en", "date_range", "How many licences have an expiry date (失效日期) in 2022?",
  count(LIC, year_is("invalidDate", 2022)))

# --- 医疗机构 ---------------------------------------------------------------
q("zh", "count", "三级医院有多少家？（类别为医院、级别为三级）",
  count(MED, eq("category", "医院"), eq("level", "三级")))
q("zh", "group_count", "医疗机构按级别分别有多少家",
  groups(MED, "level"))
q("zh", "field", "浙江省肿瘤医院的联系电话是多少",
  one(MED, "浙江省肿瘤医院")["phoneNumber"])
q("en", "field", "What level is 杭州明州医院?",
  one(MED, "杭州明州医院")["level"])
q("zh", "yes_no", "杭州口腔医院是三级医院吗？",
  yn(one(MED, "杭州口腔医院")["level"] == "三级", "zh"))
_hosp = where(MED, eq("category", "医院"))
q("zh", "share", "类别为医院的医疗机构中，三级的占多大比例？用百分数表示，保留两位小数",
  pct(len(where(_hosp, eq("level", "三级"))), len(_hosp), 2))
q("zh", "negation", "类别是医院、但级别不是一级的医疗机构有几家",
  count(MED, eq("category", "医院"), ne("level", "一级")))
q("en", "count", "How many medical institutions fall in the 社区卫生服务中心 category?",
  count(MED, eq("category", "社区卫生服务中心")))
q("zh", "field", "杭州市富阳区第一人民医院在什么地址",
  one(MED, "杭州市富阳区第一人民医院")["address"])
q("zh", "ratio", "一级医疗机构的数量是二级的多少倍？保留两位小数",
  ratio(len(where(MED, eq("level", "一级"))), len(where(MED, eq("level", "二级"))), 2))
q("zh", "difference", "门诊部诊所医务室村卫生室类的机构比医院类多多少家？",
  str(len(where(MED, eq("category", "门诊部诊所医务室村卫生室")))
      - len(where(MED, eq("category", "医院")))))
q("en", "list", "Which medical institution is in the 卫生院 category?",
  names(MED, eq("category", "卫生院")))

# --- 宗教场所 ---------------------------------------------------------------
q("zh", "count", "台州市有多少处佛教场所",
  count(REL, eq("city", "台州市"), eq("religion", "佛教")))
q("zh", "count", "温州市属于寺观教堂类的基督教场所有几处？",
  count(REL, eq("city", "温州市"), eq("religion", "基督教"), eq("category", "寺观教堂")))
q("zh", "group_count", "绍兴市的宗教场所按宗教分各有多少处？",
  groups(REL, "religion", eq("city", "绍兴市")))
q("zh", "list", "伊斯兰教的宗教场所有哪些",
  names(REL, eq("religion", "伊斯兰教")))
q("en", "field", "What is the building area (建筑面积) of 杭州清真寺, in square metres?",
  one(REL, "杭州清真寺")["buildingArea"])
q("zh", "superlative", "丽水市占地面积最大的宗教场所是哪个？",
  top(REL, "area", 1, eq("city", "丽水市")))
q("zh", "top_n", "丽水市建筑面积排前三的宗教场所",
  top(REL, "buildingArea", 3, eq("city", "丽水市")))
q("zh", "sum", "全部伊斯兰教场所的建筑面积合计多少平方米？保留两位小数",
  rnd(total(REL, "buildingArea", eq("religion", "伊斯兰教")), 2))
q("zh", "average", "宁波市天主教场所的平均占地面积是多少平方米（保留2位小数）",
  mean(REL, "area", 2, eq("city", "宁波市"), eq("religion", "天主教")))
q("zh", "list", "批准日期在2020年1月1日及以后的宗教场所有哪些？",
  names(REL, lambda r: day(r["approvalDate"]) is not None
        and day(r["approvalDate"]) >= D(2020, 1, 1)))
q("zh", "date_range", "台州市1990年1月1日以前就已登记的佛教场所有几处",
  count(REL, eq("city", "台州市"), eq("religion", "佛教"),
        before("registrationTime", D(1990, 1, 1))))
q("zh", "ratio", "温州市宗教场所的数量是嘉兴市的几倍？保留两位小数",
  ratio(len(where(REL, eq("city", "温州市"))), len(where(REL, eq("city", "嘉兴市"))), 2))
q("en", "count", "How many Catholic (天主教) venues are there in 宁波市?",
  count(REL, eq("city", "宁波市"), eq("religion", "天主教")))
q("zh", "threshold", "衢州市占地面积超过5万平方米的宗教场所有几处",
  count(REL, eq("city", "衢州市"), num_over("area", 50000)))
q("zh", "negation", "嵊州市的宗教场所里不是佛教的有多少处？",
  count(REL, eq("county", "嵊州市"), ne("religion", "佛教")))
_ls = where(REL, eq("city", "丽水市"))
q("zh", "share", "丽水市宗教场所中，类别为固定处所的占比是多少？百分数保留1位小数",
  pct(len(where(_ls, eq("category", "固定处所"))), len(_ls), 1))
q("zh", "yes_no", "建德市慧华寺是道教场所吗？",
  yn(one(REL, "建德市慧华寺")["religion"] == "道教", "zh"))
q("en", "sum",
  "What is the combined land area (占地面积) of all 伊斯兰教 venues, in square metres, to one decimal place?",
  rnd(total(REL, "area", eq("religion", "伊斯兰教")), 1))
q("zh", "date_range", "绍兴市在2000年到2005年之间（含首尾两天：2000-01-01至2005-12-31）登记的基督教场所有几处？",
  count(REL, eq("city", "绍兴市"), eq("religion", "基督教"),
        between("registrationTime", D(2000, 1, 1), D(2005, 12, 31))))

# --- 旅行社 -----------------------------------------------------------------
q("zh", "group_count", "各地级市的旅行社分别有多少家？从多到少列出",
  groups(TRA, "city"))
q("zh", "count", "杭州市经营范围为“国内旅游业务、入境旅游业务、出境组团业务”的旅行社有几家？",
  count(TRA, eq("city", "杭州市"),
        eq("businessScope", "国内旅游业务、入境旅游业务、出境组团业务")))
q("zh", "field", "浙江邮电旅行社有限公司的传真号码是多少？",
  one(TRA, "浙江邮电旅行社有限公司")["faxNumber"])
q("zh", "list", "金华市业务范围只有“境内旅游业务”一项的旅行社是哪些？",
  names(TRA, eq("city", "金华市"), eq("businessScope", "境内旅游业务")))
q("zh", "superlative", "哪个地级市的旅行社数量最少？",
  groups(TRA, "city")[-2])
_nb = where(TRA, eq("city", "宁波市"))
q("en", "share",
  "Among travel agencies in 宁波市, what percentage have a business scope of exactly 国内旅游业务? Round to 2 decimals.",
  pct(len(where(_nb, eq("businessScope", "国内旅游业务"))), len(_nb), 2))
q("zh", "field", "安吉乐途旅行社的电话多少",
  frag(TRA, "安吉乐途")["phoneNumber"])

# --- 协会 -------------------------------------------------------------------
q("zh", "group_count", "协会按所属宗教统计，各有多少个？",
  groups(ASSOC, "religion"))
q("en", "count", "How many 市团体 (city-level) associations are based in 杭州市?",
  count(ASSOC, eq("city", "杭州市"), eq("category", "市团体")))
q("zh", "date_range", "1950年至1959年间登记的协会都有哪些？",
  names(ASSOC, between("registrationTime", D(1950, 1, 1), D(1959, 12, 31))))
q("zh", "negation", "台州市的协会里，类别不是县团体的有几个",
  count(ASSOC, eq("city", "台州市"), ne("category", "县团体")))

# --- 学校 -------------------------------------------------------------------
q("zh", "superlative", "专职教师人数最多的是哪所学校",
  top(SCH, "professorCount", 1))
q("zh", "sum", "所有学校的在校生人数加起来是多少？",
  plain(total(SCH, "studentCount")))
q("zh", "average", "台州市的学校平均在校生人数是多少？保留一位小数",
  mean(SCH, "studentCount", 1, eq("city", "台州市")))
q("zh", "list", "2010年以前成立的学校有哪几所？",
  names(SCH, before("establishmentDate", D(2010, 1, 1))))
_sx = one(SCH, "浙江神学院")
q("zh", "ratio", "浙江神学院在校生人数与教师人数之比是多少？保留两位小数",
  ratio(num(_sx["studentCount"]), num(_sx["teacherCount"]), 2))
q("en", "list", "Which school is affiliated with 道教?",
  names(SCH, eq("religion", "道教")))
q("en", "yes_no", "Was 杭州佛学院 founded before 2010?",
  yn(day(one(SCH, "杭州佛学院")["establishmentDate"]) < D(2010, 1, 1), "en"))
q("en", "top_n", "Which two schools have the most enrolled students (在校生数量)?",
  top(SCH, "studentCount", 2))

# --- 旅游景点 ---------------------------------------------------------------
q("zh", "field", "天一阁·月湖景区的电话号码是多少？",
  one(SPOT, "天一阁·月湖景区")["phoneNumber"])
q("zh", "list", "宁波市的AA级景区是哪个？",
  names(SPOT, eq("city", "宁波市"), eq("level", "AA")))


def main():
    assert len(QUESTIONS) == 80, len(QUESTIONS)
    langs = [x["lang"] for x in QUESTIONS]
    assert langs.count("zh") == 65 and langs.count("en") == 15, langs.count("en")
    texts = [x["question"] for x in QUESTIONS]
    assert len(texts) == len(set(texts))
    out = []
    for i, item in enumerate(QUESTIONS, 1):
        out.append({"id": "affairqa-r70-%02d" % i, **item})
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n",
                   encoding="utf-8")
    print("wrote", OUT, len(out))


if __name__ == "__main__":
    main()
