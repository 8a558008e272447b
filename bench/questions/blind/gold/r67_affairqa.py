"""Gold answers for the r67 AffairQA blind question set.

Reads KAG's AffairQA tables (Zhejiang government open data) and writes
../r67-affairqa.json (in this folder's parent, bench/questions/blind/): a JSON list of 80 objects
{"id": "affairqa-r67-NN", "question", "answer": [str, ...], "shape", "lang"},
65 questions in Chinese ("zh") and 15 in English ("en").  Standard library only.

The data folder is found by walking up from this file's folder to the first
ancestor holding datasets/kag-affairqa or shared/datasets/kag-affairqa; the
tables are its sources/*.csv (UTF-8 with BOM; every cell is stripped).

Answer conventions
------------------
* Every answer is computed here from the CSV cells; nothing is typed by hand.
* Integers are written plainly ("38").  Non-integers are rounded half up
  (decimal.ROUND_HALF_UP, Decimal arithmetic on the cell text) to the precision
  the question states ("保留一位小数" = 1 place, "两位" = 2 places).
* Percentages are numbers without "%": 100 * part / whole, rounded as stated.
* Yes/no: 是/否 for Chinese questions, yes/no for English ones.
* Dates are ISO YYYY-MM-DD (cells are Y/M/D without zero padding).
* Lists are one string per item, each an exact table cell (names), in table
  order; top-N lists are in rank order, largest first unless the question says
  otherwise.
* Counts per group are flattened [group, count, group, count, ...], largest
  first; the script asserts that no two groups tie.
* Superlatives assert a unique winner; top-N asserts no tie across the cut.
* Counts count table rows whose cells satisfy every condition.  An empty cell
  never satisfies a condition (not even a negated one: "不是X" means a
  non-empty cell different from X) and is never a group.
* A shortened name in a question ("梅墟加气站", "邵逸夫医院", "西溪医院",
  "邮电旅行社", "福庆南路CNG加气站", "神仙居") is asserted to be a substring of
  exactly one record's name in that table; full names must match exactly.
* Placeholder dates (year < 1901: 1899-12-30 in 加油站.buildTime, 1900/1/1 in
  协会.registrationTime and one 宗教场所.registrationTime) are read as no
  date; no question is asked whose answer they could change (only "after",
  closed ranges and single-record lookups on those columns).

Readings used (column by column)
--------------------------------
加油站.csv (gas stations; 106 rows, name unique)
  name                  the station; answers give this cell.
  manager               负责人 (Q: 福庆南路CNG加气站's 负责人).
  legalRepresentative   法定代表人.
  isMajorDangerSource   是否构成重大危险源: "是" = is a major hazard source,
                        "否" = is not; empty = unknown (never matches).
  level                 级别: 一级/二级/三级 exactly.
  county                所在县区, exact cell (鄞州区, 南湖区); no question asks
                        about 北仑区 (one row has the typo "北仓区") or 柯城区.
  (duplicates)          "衢州佳豪天然气利用有限公司-航埠LNG加气站" /
                        "...航埠LNG加气站" and "衢州市浙能油气发展有限公司-航埠加气母站"
                        / "...航埠加气母站" are one station each, written twice;
                        in each pair one row has empty 级别/所属行业/运营主体,
                        and no question's conditions are met by both rows of a
                        pair, so no station is counted twice.
  (placeholders)        five rows dated 1899-12-30 carry zeros and an empty
                        级别; their date and zeros meet no condition asked, but
                        their filled 所属行业 cell counts them in the industry
                        breakdown, as for any row.
  industry              所属行业, exact cell.  "不是天然气生产和供应业" = non-empty
                        and different.
  employeeCount         职工人数, a number; "超过10人" = > 10.  Sums and averages
                        are only asked over groups where every cell is filled
                        (asserted); a 0 is read as 0.
  totalDesignStorage    总设计储量, a number (largest = max of the cell).
  liquidGasCanDesignStorage  液化天然气罐设计储量; "超过四十" = > 40.
  operationSubject      运营主体, exact cell ("中海油", "中石化杭燃"; "中石化杭燃"
                        is not "中石化" and vice versa).
  buildTime             成立日期; "2000年至2009年之间" = 2000-01-01..2009-12-31
                        inclusive; "2017年7月1日之后" = strictly after (no row
                        falls on that day, asserted).
  businessLicense       经营许可证 (the licence number); joined by exact cell
                        equality to 许可证.csv name.  Stations whose cell is
                        empty or has no licence row drop out of join questions.
许可证.csv (licences)
  name                  licence number (join key).
  effectiveDate         生效日期; "took effect in 2015" = a date in 2015.
  invalidDate           失效日期 = the expiry ("到期", "失效", "expire").
                        "2020年内失效" = a date in 2020; "2018年就到期了" = a
                        date in 2018; "2020年底前就到期" = on or before
                        2020-12-31.  "从生效日到失效日相隔多少天" =
                        invalidDate - effectiveDate in days.  The licence-table
                        count ("2022年到期的许可证有几张") counts licence rows.
  Join counts count gas-station rows (several stations share one licence).
医疗机构.csv (medical institutions; all in Hangzhou)
  category              类别, exact cell.  "三级医院" = 类别 医院 and 级别 三级
                        (every 三级 row is a 医院, asserted, so the reading is
                        unambiguous).  The share of 三级 is over 类别=医院 rows.
  level                 级别: 一级/二级/三级/社区 exactly; "不是一级" =
                        non-empty and different.
  name                  "名称里带“口腔”/“中医”" = substring of the name.
  phoneNumber           电话号码, cell as written.
宗教场所.csv (religious sites; 9766 rows)
  city                  所在城市 (温州市, 宁波市, ...); "温州那边" = city 温州市.
  county                所在区县; 乐清市 counts rows whose county cell is 乐清市.
  religion              所属宗教; the two rows with no religion are in no
                        group.  "不是基督教" = non-empty and not 基督教.
  religiousType         宗教派别 (正一派 / 全真教), read within 道教.
  category              类别: 寺观教堂 / 固定处所 exactly.
  approvalDate          批准日期; "2005年及以后" = on/after 2005-01-01;
                        "上世纪八十年代" = 1980-01-01..1989-12-31.
  registrationTime      登记时间; "2020年以来" = on/after 2020-01-01.
  area                  占地面积 (m²), a number; "超过5千" = > 5000.
  buildingArea          建筑面积 (m²), a number; "超过一万" = > 10000.
                        Sums/averages are asked only where every cell of the
                        group is filled (asserted).
  "台州市佛教场所是道教的多少倍" = count(佛教) / count(道教) in 台州市.
协会.csv (religious associations)
  category              类别: 县团体/市团体/省团体; "省级宗教团体（省团体）" =
                        category 省团体.
  religion              所属宗教, exact cell.
  city                  所在城市.
  registrationTime      登记时间; "上世纪80年代" = 1980-01-01..1989-12-31
                        (the 1900/1/1 placeholders fall outside); "最早登记" =
                        the earliest date among the rows asked about.
  website               网址, cell as written.
学校.csv (religious colleges; 9 rows)
  studentCount          在校生数量 ("在校生").
  teacherCount          教师人数 ("教师人数"); average over all 9 rows (all
                        filled, asserted).
  professorCount        专职教师人数 ("专职教师"); one empty row is left out.
  approvalScale         批准办学规模.
  establishmentDate     成立日期.
  religion              所属宗教; "不属于佛教" = non-empty and not 佛教.
  "在校生人数与教师人数之比" = studentCount / teacherCount.
旅游景点.csv (scenic spots; many spots appear under several names, so only
  lookups and one small list are asked)
  level                 级别 (A..AAAAA); "4A" = AAAA, "几A" answers the cell.
  city                  所在城市.
旅行社.csv (travel agencies; the CSV repeats the licenseNumber header, which is
  never used)
  city                  所在城市; "全省" = all rows (all have a city, asserted);
                        "数量最多的三个城市" = top 3 cities by row count.
  name                  "名字里带“国际”" = substring of the name.
  businessScope         业务范围; "有出境组团业务" = the cell contains
                        "出境组团业务".
  address               地址, cell as written.

Shapes: lookup, count, list, yes_no, superlative, top_n, group_count, sum,
average, difference, ratio, percentage, and join_lookup / join_count /
join_list / join_superlative / join_yes_no / join_difference for the
加油站 x 许可证 questions.
"""
import csv
import datetime
import json
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "r67-affairqa.json"


def find_data():
    for p in [HERE, *HERE.parents]:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            if (p / rel / "sources").is_dir():
                return p / rel
    raise SystemExit("kag-affairqa not found above " + str(HERE))


DATA = find_data()


def load(name):
    with open(DATA / "sources" / f"{name}.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for k in list(r):
            r[k] = (r[k] or "").strip()
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names)), name
    return rows


GS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
REL = load("宗教场所")
TOUR = load("旅游景点")
TRAV = load("旅行社")
LIC = load("许可证")
LIC_BY_NAME = {r["name"]: r for r in LIC}


# ---------------------------------------------------------------- helpers
def dec(s):
    assert s != "", "empty numeric cell"
    return Decimal(s)


def day(s):
    """ISO date of a 'Y/M/D' or 'Y-M-D' cell; None when empty or a placeholder (year < 1901)."""
    if not s:
        return None
    y, m, d = (int(x) for x in s.replace("-", "/").split("/"))
    if y < 1901:
        return None
    return datetime.date(y, m, d)


def D(y, m, d):
    return datetime.date(y, m, d)


def fmt(x, places=None):
    x = Decimal(x)
    if places is None:
        assert x == x.to_integral_value(), x
        return str(int(x))
    return str(x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def named(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def short(rows, frag):
    """A shortened name: must be a substring of exactly one record's name."""
    hits = [r for r in rows if frag in r["name"]]
    assert len(hits) == 1, (frag, [h["name"] for h in hits])
    return hits[0]


def where(rows, *conds):
    return [r for r in rows if all(c(r) for c in conds)]


def eq(col, val):
    return lambda r: r[col] != "" and r[col] == val


def ne(col, val):
    return lambda r: r[col] != "" and r[col] != val


def has(col, frag):
    return lambda r: r[col] != "" and frag in r[col]


def gt(col, x):
    return lambda r: r[col] != "" and dec(r[col]) > Decimal(x)


def ge(col, x):
    return lambda r: r[col] != "" and dec(r[col]) >= Decimal(x)


def no_value_equal(rows, col, x):
    assert all(r[col] == "" or dec(r[col]) != Decimal(x) for r in rows), (col, x)


def between(col, lo, hi):
    def f(r):
        d = day(r[col])
        return d is not None and lo <= d <= hi
    return f


def year_in(col, y0, y1=None):
    return between(col, D(y0, 1, 1), D(y1 if y1 else y0, 12, 31))


def names(rows):
    return [r["name"] for r in rows]


def count(rows):
    return [str(len(rows))]


def group(rows, col):
    c = {}
    for r in rows:
        if r[col] != "":
            c[r[col]] = c.get(r[col], 0) + 1
    items = sorted(c.items(), key=lambda kv: -kv[1])
    vals = [v for _, v in items]
    assert len(vals) == len(set(vals)), ("tied group counts", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out, items


def top(rows, col, n, largest=True, key=None):
    key = key or (lambda r: dec(r[col]))
    cand = [r for r in rows if r[col] != ""]
    cand.sort(key=key, reverse=largest)
    assert len(cand) > n
    assert key(cand[n - 1]) != key(cand[n]), ("tie across the cut", col, n)
    return cand[:n]


def pct(a, b, places):
    return fmt(Decimal(a) * 100 / Decimal(b), places)


def lic_of(station):
    return LIC_BY_NAME[station["businessLicense"]]


# ---------------------------------------------------------------- questions
Q = []


def q(lang, shape, question, answer):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"lang": lang, "shape": shape, "question": question, "answer": answer})


# ===== 加油站 (GasStation)
q("zh", "lookup", "福庆南路CNG加气站的负责人是谁？",
  [short(GS, "福庆南路CNG加气站")["manager"]])
q("en", "lookup", "Who is the legal representative of 天台华润燃气有限公司?",
  [named(GS, "天台华润燃气有限公司")["legalRepresentative"]])
q("zh", "yes_no", "诸暨市赵家液化石油气贮罐站算重大危险源吗？",
  ["是" if named(GS, "诸暨市赵家液化石油气贮罐站")["isMajorDangerSource"] == "是" else "否"])
q("zh", "count", "鄞州区 二级加油站 几座",
  count(where(GS, eq("county", "鄞州区"), eq("level", "二级"))))
q("zh", "count", "所属行业为天然气生产和供应业的三级站中，职工人数超过10人的有几个？",
  count(where(GS, eq("industry", "天然气生产和供应业"), eq("level", "三级"), gt("employeeCount", 10))))
q("zh", "list", "一级加油站里头，哪些被认定为重大危险源？",
  names(where(GS, eq("level", "一级"), eq("isMajorDangerSource", "是"))))
q("zh", "group_count", "加油站按级别统计，各级别分别有多少个？",
  group(GS, "level")[0])
q("en", "group_count", "Number of gas stations per industry (所属行业), largest group first.",
  group(GS, "industry")[0])
q("zh", "top_n", "职工人数排前三的加油站",
  names(top(GS, "employeeCount", 3)))
q("zh", "superlative", "哪个加油站的总设计储量最大？",
  names(top(GS, "totalDesignStorage", 1)))
_hr = where(GS, eq("operationSubject", "中石化杭燃"))
assert all(r["employeeCount"] for r in _hr)
q("zh", "sum", "运营主体是“中石化杭燃”的那几个加气站，职工加起来一共多少人？",
  [fmt(sum(dec(r["employeeCount"]) for r in _hr))])
_nh = where(GS, eq("county", "南湖区"))
assert all(r["employeeCount"] for r in _nh)
q("zh", "average", "南湖区加油站的平均职工人数是多少？保留一位小数。",
  [fmt(sum(dec(r["employeeCount"]) for r in _nh) / len(_nh), 1)])
q("zh", "list", "成立日期在2000年至2009年之间的加油站都有哪些？",
  names(where(GS, year_in("buildTime", 2000, 2009))))
assert not where(GS, between("buildTime", D(2017, 7, 1), D(2017, 7, 1)))
q("zh", "count", "2017年7月1日之后成立的三级加油站有几家",
  count(where(GS, eq("level", "三级"), lambda r: day(r["buildTime"]) is not None and day(r["buildTime"]) > D(2017, 7, 1))))
_yz = where(GS, eq("county", "鄞州区"))
assert all(r["level"] for r in _yz)
q("zh", "percentage", "鄞州区的加油站中，二级站占百分之多少？（保留一位小数）",
  [pct(len(where(_yz, eq("level", "二级"))), len(_yz), 1)])
q("zh", "difference", "二级加油站比一级加油站多多少个？",
  [str(len(where(GS, eq("level", "二级"))) - len(where(GS, eq("level", "一级"))))])
q("zh", "list", "级别为一级、但所属行业不是天然气生产和供应业的加油站",
  names(where(GS, eq("level", "一级"), ne("industry", "天然气生产和供应业"))))
q("zh", "count", "液化天然气罐设计储量超过四十的加油站有几个？",
  count(where(GS, gt("liquidGasCanDesignStorage", 40))))
q("en", "count", "How many gas stations run by 中海油 are graded 三级?",
  count(where(GS, eq("operationSubject", "中海油"), eq("level", "三级"))))

# ===== 加油站 x 许可证 (join on 经营许可证 = 许可证.name)
q("zh", "join_lookup", "梅墟加气站的经营许可证哪天到期？",
  [day(lic_of(short(GS, "梅墟加气站"))["invalidDate"]).isoformat()])
q("en", "join_lookup", "When does the operating licence of 桐乡运河加气站 expire?",
  [day(lic_of(named(GS, "桐乡运河加气站"))["invalidDate"]).isoformat()])
_gl = [r for r in GS if r["businessLicense"] in LIC_BY_NAME]
q("zh", "join_count", "经营许可证在2020年内失效的加油站有几个？",
  count([r for r in _gl if year_in("invalidDate", 2020)(lic_of(r))]))
q("zh", "join_list", "许可证2018年就到期了的加油站有哪些",
  names([r for r in _gl if year_in("invalidDate", 2018)(lic_of(r))]))
q("en", "join_list", "Which gas stations hold a licence that took effect in 2015?",
  names([r for r in _gl if year_in("effectiveDate", 2015)(lic_of(r))]))
_first = top(_gl, "businessLicense", 1, largest=False, key=lambda r: day(lic_of(r)["effectiveDate"]))
q("zh", "join_superlative", "哪个加油站的经营许可证生效日期最早？",
  names(_first))
q("zh", "join_yes_no", "慈溪市公路运输有限公司的许可证是不是2020年底前就到期了？",
  ["是" if day(lic_of(named(GS, "慈溪市公路运输有限公司"))["invalidDate"]) <= D(2020, 12, 31) else "否"])
_l = lic_of(named(GS, "宁波新捷公运天然气有限公司"))
q("zh", "join_difference", "宁波新捷公运天然气有限公司的经营许可证，从生效日到失效日相隔多少天？",
  [str((day(_l["invalidDate"]) - day(_l["effectiveDate"])).days)])

# ===== 医疗机构 (MedicalInstitution)
# every 级别=三级 row is also 类别=医院, so "三级医院" reads the same either way
assert where(MED, eq("level", "三级")) == where(MED, eq("category", "医院"), eq("level", "三级"))
q("zh", "count", "三级医院 数量",
  count(where(MED, eq("category", "医院"), eq("level", "三级"))))
q("zh", "group_count", "医疗机构按类别统计各有多少家",
  group(MED, "category")[0])
q("zh", "lookup", "邵逸夫医院电话多少",
  [short(MED, "邵逸夫医院")["phoneNumber"]])
q("en", "lookup", "What grade (级别) does 西溪医院 have?",
  [short(MED, "西溪医院")["level"]])
_zj = named(MED, "浙江医院")
q("zh", "yes_no", "浙江医院是不是三级医院？",
  ["是" if _zj["level"] == "三级" and _zj["category"] == "医院" else "否"])
q("zh", "percentage", "在类别为“医院”的医疗机构中，三级医院所占比例为多少？（百分比，保留一位小数）",
  [pct(len(where(MED, eq("category", "医院"), eq("level", "三级"))), len(where(MED, eq("category", "医院"))), 1)])
q("zh", "count", "名称里带“口腔”两个字的医疗机构有多少家？",
  count(where(MED, has("name", "口腔"))))
q("zh", "list", "名字里有“中医”、级别又不是一级的医疗机构",
  names(where(MED, has("name", "中医"), ne("level", "一级"))))
q("en", "count", "How many medical institutions are in the 社区卫生服务中心 category with level 社区?",
  count(where(MED, eq("category", "社区卫生服务中心"), eq("level", "社区"))))

# ===== 宗教场所 (ReligiousPlace)
q("zh", "count", "乐清市一共有多少宗教场所？",
  count(where(REL, eq("county", "乐清市"))))
q("zh", "count", "温州市天主教的寺观教堂有几处",
  count(where(REL, eq("city", "温州市"), eq("religion", "天主教"), eq("category", "寺观教堂"))))
q("zh", "count", "宁波市佛教固定处所中，批准日期在2005年及以后的有多少个？",
  count(where(REL, eq("city", "宁波市"), eq("religion", "佛教"), eq("category", "固定处所"),
              between("approvalDate", D(2005, 1, 1), D(9999, 12, 31)))))
q("zh", "group_count", "请按所属宗教分类，统计全省宗教场所的数量。",
  group(REL, "religion")[0])
q("en", "group_count", "Break down the religious sites in 舟山市 by religion, largest first.",
  group(where(REL, eq("city", "舟山市")), "religion")[0])
q("zh", "list", "伊斯兰教的宗教场所有哪些",
  names(where(REL, eq("religion", "伊斯兰教"))))
q("zh", "superlative", "嘉兴市建筑面积最大的宗教场所是哪个？",
  names(top(where(REL, eq("city", "嘉兴市")), "buildingArea", 1)))
q("zh", "top_n", "舟山市占地面积最大的三处宗教场所",
  names(top(where(REL, eq("city", "舟山市")), "area", 3)))
_hz_dao = where(REL, eq("city", "湖州市"), eq("religion", "道教"))
assert all(r["buildingArea"] for r in _hz_dao)
_s = sum(dec(r["buildingArea"]) for r in _hz_dao)
q("zh", "sum", "湖州市道教场所的建筑面积加起来一共多少平方米？精确到小数点后两位",
  [fmt(_s, 2)])
_ls = where(REL, eq("city", "丽水市"), eq("religion", "天主教"))
assert all(r["area"] for r in _ls)
q("zh", "average", "丽水市天主教场所的平均占地面积是多少？保留一位小数",
  [fmt(sum(dec(r["area"]) for r in _ls) / len(_ls), 1)])
q("zh", "ratio", "台州市佛教场所的数量是道教场所的多少倍？保留两位小数",
  [fmt(Decimal(len(where(REL, eq("city", "台州市"), eq("religion", "佛教"))))
       / Decimal(len(where(REL, eq("city", "台州市"), eq("religion", "道教")))), 2)])
q("zh", "count", "杭州市上世纪八十年代批准的宗教场所有多少处？",
  count(where(REL, eq("city", "杭州市"), year_in("approvalDate", 1980, 1989))))
q("zh", "yes_no", "杭州清真寺的建筑面积有没有超过一万平方米？",
  ["是" if dec(named(REL, "杭州清真寺")["buildingArea"]) > 10000 else "否"])
q("en", "lookup", "When was 宁波阿育王寺 registered (登记时间)?",
  [day(named(REL, "宁波阿育王寺")["registrationTime"]).isoformat()])
q("zh", "count", "温州那边不是基督教的宗教场所一共多少处啊",
  count(where(REL, eq("city", "温州市"), ne("religion", "基督教"))))
q("zh", "count", "2020年以来登记的宗教场所有几个？",
  count(where(REL, between("registrationTime", D(2020, 1, 1), D(9999, 12, 31)))))
q("zh", "difference", "道教场所中，正一派比全真教多多少处？",
  [str(len(where(REL, eq("religion", "道教"), eq("religiousType", "正一派")))
       - len(where(REL, eq("religion", "道教"), eq("religiousType", "全真教"))))])
q("zh", "count", "衢州市占地面积超过5千平方米的佛教场所有几处",
  count(where(REL, eq("city", "衢州市"), eq("religion", "佛教"), gt("area", 5000))))
_wz = where(REL, eq("city", "温州市"))
assert all(r["religion"] for r in _wz)
q("en", "percentage", "What percentage of the religious sites in 温州市 are 基督教? Give one decimal place.",
  [pct(len(where(_wz, eq("religion", "基督教"))), len(_wz), 1)])

# ===== 协会 (Association)
q("zh", "list", "省级宗教团体（省团体）有哪些？",
  names(where(ASSOC, eq("category", "省团体"))))
q("zh", "lookup", "宁波市佛教协会网址",
  [named(ASSOC, "宁波市佛教协会")["website"]])
q("zh", "count", "所属宗教为天主教、上世纪80年代登记的宗教团体（协会）有几个？",
  count(where(ASSOC, eq("religion", "天主教"), year_in("registrationTime", 1980, 1989))))
q("zh", "superlative", "省团体里最早登记的是哪一个",
  names(top(where(ASSOC, eq("category", "省团体")), "registrationTime", 1, largest=False,
            key=lambda r: day(r["registrationTime"]))))
q("en", "count", "How many associations in 杭州市 are classified as 市团体?",
  count(where(ASSOC, eq("city", "杭州市"), eq("category", "市团体"))))

# ===== 学校 (School)
assert all(r["studentCount"] for r in SCH) and all(r["teacherCount"] for r in SCH)
q("zh", "sum", "这几所宗教院校的在校生加一块儿有多少人？",
  [fmt(sum(dec(r["studentCount"]) for r in SCH))])
q("zh", "average", "学校的教师人数平均是多少？保留一位小数",
  [fmt(sum(dec(r["teacherCount"]) for r in SCH) / len(SCH), 1)])
q("zh", "superlative", "在校生最多的学校是哪所",
  names(top(SCH, "studentCount", 1)))
q("en", "superlative", "Which school has the fewest students enrolled?",
  names(top(SCH, "studentCount", 1, largest=False)))
_zf = named(SCH, "浙江佛学院")
q("zh", "ratio", "浙江佛学院在校生人数与教师人数之比是多少？保留两位小数",
  [fmt(dec(_zf["studentCount"]) / dec(_zf["teacherCount"]), 2)])
q("zh", "list", "哪些学校不属于佛教？",
  names(where(SCH, ne("religion", "佛教"))))
q("zh", "lookup", "浙江神学院成立日期",
  [day(named(SCH, "浙江神学院")["establishmentDate"]).isoformat()])
q("zh", "top_n", "专职教师人数最多的三所学校",
  names(top(SCH, "professorCount", 3)))
q("en", "lookup", "What is the approved enrolment scale (批准办学规模) of 浙江佛学院?",
  [fmt(dec(_zf["approvalScale"]))])

# ===== 旅游景点 (TouristAttraction)
q("zh", "lookup", "神仙居是几A景区",
  [short(TOUR, "神仙居")["level"]])
q("en", "lookup", "Which city is 中国港口博物馆 in?",
  [short(TOUR, "中国港口博物馆")["city"]])
q("zh", "list", "宁波市的AA级景区有哪些",
  names(where(TOUR, eq("city", "宁波市"), eq("level", "AA"))))
q("zh", "yes_no", "江山最美碗窑景区是不是4A景区",
  ["是" if named(TOUR, "江山最美碗窑景区")["level"] == "AAAA" else "否"])

# ===== 旅行社 (TravelAgency)
_g, _items = group(TRAV, "city")
q("zh", "top_n", "旅行社数量最多的三个城市",
  [k for k, _ in _items[:3]])
q("zh", "count", "宁波市名字里带“国际”的旅行社有几家？",
  count(where(TRAV, eq("city", "宁波市"), has("name", "国际"))))
q("zh", "count", "温州市业务范围里有出境组团业务的旅行社有几家",
  count(where(TRAV, eq("city", "温州市"), has("businessScope", "出境组团业务"))))
q("zh", "lookup", "邮电旅行社在哪儿，地址给一下",
  [short(TRAV, "邮电旅行社")["address"]])
q("en", "yes_no", "Is 安吉乐途旅行社有限公司 located in 湖州市?",
  ["yes" if named(TRAV, "安吉乐途旅行社有限公司")["city"] == "湖州市" else "no"])
assert all(r["city"] for r in TRAV)
q("zh", "percentage", "杭州的旅行社占全省旅行社的百分之几（保留一位小数）",
  [pct(len(where(TRAV, eq("city", "杭州市"))), len(TRAV), 1)])

# ===== 许可证 (License)
q("zh", "count", "2022年到期的许可证有几张？",
  count(where(LIC, year_in("invalidDate", 2022))))


def main():
    assert len(Q) == 80, len(Q)
    assert sum(x["lang"] == "zh" for x in Q) == 65 and sum(x["lang"] == "en" for x in Q) == 15
    texts = [x["question"] for x in Q]
    assert len(texts) == len(set(texts))
    for x in Q:
        if x["shape"].endswith("yes_no"):
            assert x["answer"] in (["是"], ["否"]) if x["lang"] == "zh" else x["answer"] in (["yes"], ["no"])
    out = [{"id": f"affairqa-r67-{i:02d}", "question": x["question"], "answer": x["answer"],
            "shape": x["shape"], "lang": x["lang"]} for i, x in enumerate(Q, 1)]
    OUT.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} questions to {OUT}")


if __name__ == "__main__":
    main()
