"""Blind held-out question set r45 over KAG's AffairQA tables (Zhejiang government-affairs data).

Writes ../r45-affairqa.json (80 questions: 65 Chinese, 15 English) with gold answers computed
here from the raw CSV files in ../../../../../shared/datasets/kag-affairqa/sources (relative to
this file), using only the standard library.

Readings used for the gold answers
----------------------------------
* Entities are answered by their ``name`` cell exactly as the CSV spells it; property values are
  the cell text as it stands (dates as written in the CSV, e.g. ``2016/11/9``).
* Cells are stripped of surrounding white space; an empty cell is "no value": it is skipped by
  counts, sums, averages, superlatives and rankings, and it is what "没有…"/"no … recorded" means.
* Numbers are compared and summed as ``decimal.Decimal``; answers are plain decimal strings
  without exponent and without trailing zeros or a trailing ``.0`` (``26.0057``, ``1524``).
  Averages are exact here (every average asked divides evenly); the script asserts it.
* Dates are parsed as days (``%Y/%m/%d`` or ``%Y-%m-%d``) and compared as days, never as text.
  "X年以后" / "after X" (year X) means a date in a later calendar year; the questions that use it
  are chosen so that no date falls in year X itself, so the inclusive reading gives the same
  answer (asserted). "X年及以后" is inclusive. "X年之前" means before 1 January of year X.
  "X年登记/失效/批准" means a date inside calendar year X.
* The as-of date is 2023-10-15. "近N年" (the last N years) is the rolling window of dates d with
  as_of - N years < d <= as_of (as_of - 2 years = 2021-10-15); "仍在有效期内"/"还没过期" as of the
  as-of date means invalidDate > as_of.
* A gas station's 经营许可证 (``businessLicense``) is joined to the licence table (许可证.csv)
  by exact equality of the licence ``name`` with the cell text; stations whose licence text
  matches no licence row take no part in licence questions.
* "所在区县/所在城市" of an entity is its ``county`` / ``city`` cell; entities of another
  table "in" that county or city are those whose ``county`` / ``city`` cell equals it exactly.
  The region table's code of a county is the ``id`` of the 行政区.csv rows with that name (one
  code for every name asked here, asserted).
* Counts per group are flattened as [group, count, group, count, ...], sorted by count
  descending, then by group name ascending (Python string order, i.e. Unicode code points).
* Superlatives and top-N keep ties (every entity equal to the last kept value is kept; the
  questions asked here have no tie at the cut unless the gold lists the tied entities).
  "第二多" is the entity (or group) whose value is the second-highest distinct value.
* Yes/no answers are ["是"]/["否"] for Chinese questions and ["yes"]/["no"] for English ones.
* Lists are answered as the set of entity names (the order of the gold list carries no meaning,
  except for the flattened group counts).
* "5A景区" is a scenic spot whose ``level`` is ``AAAAA``; "宗教院校" is the school table
  (学校.csv: all nine rows are religious schools); "加油站/加气站" is the gas-station table.
* A chain's own name spelled short ("杭钢亚盛", "慈云佛学院", "湖州") is used only where exactly
  one name of the table asked holds that text (asserted).
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets",
                                    "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r45-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        rows = []
        for rec in reader:
            row = {}
            for key, val in zip(header, rec):
                # 旅行社.csv repeats the header licenseNumber: keep the first non-empty value.
                if key in row and row[key]:
                    continue
                row[key] = val.strip()
            rows.append(row)
        return rows


GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
PLACE = load("宗教场所.csv")
GOV = load("政府机构.csv")
SPOT = load("旅游景点.csv")
AGENCY = load("旅行社.csv")
REGION = load("行政区.csv")
LICENCE = load("许可证.csv")


def dec(s):
    try:
        return Decimal(s)
    except (InvalidOperation, TypeError):
        return None


def fmt(d):
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(d.quantize(Decimal(1)))
    return format(d.normalize(), "f")


def day(s):
    for f in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(s, f).date()
        except (ValueError, TypeError):
            pass
    return None


def one(rows, **cond):
    hit = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hit) == 1, (cond, len(hit))
    return hit[0]


def by_name(rows, name):
    return one(rows, name=name)


def by_part(rows, part):
    """The one row whose name holds `part` (an abbreviation people use)."""
    hit = [r for r in rows if part in r["name"]]
    assert len(hit) == 1, (part, [r["name"] for r in hit])
    return hit[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def names(rows):
    return sorted({r["name"] for r in rows})


def count(rows, pred=lambda r: True):
    return str(sum(1 for r in rows if pred(r)))


def num_vals(rows, col):
    out = []
    for r in rows:
        v = dec(r[col])
        if v is not None and r[col] != "":
            out.append((v, r))
    return out


def top(rows, col, n=1, key=None, reverse=True):
    """Entities with the n highest (lowest) values, ties at the cut kept."""
    vals = []
    for r in rows:
        v = key(r) if key else dec(r[col])
        if v is not None and (key or r[col] != ""):
            vals.append((v, r))
    vals.sort(key=lambda x: x[0], reverse=reverse)
    assert len(vals) >= n
    cut = vals[n - 1][0]
    keep = [r for v, r in vals if (v >= cut if reverse else v <= cut)]
    return keep


def nth_distinct(pairs, n):
    """pairs: (value, label); the labels holding the n-th highest distinct value."""
    distinct = sorted({v for v, _ in pairs}, reverse=True)
    target = distinct[n - 1]
    return sorted({lab for v, lab in pairs if v == target})


def group_count(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    flat = []
    for g, k in sorted(c.items(), key=lambda x: (-x[1], x[0])):
        flat += [g, str(k)]
    return flat


def total(rows, col):
    vals = [v for v, _ in num_vals(rows, col)]
    return fmt(sum(vals, Decimal(0)))


def mean(rows, col):
    vals = [v for v, _ in num_vals(rows, col)]
    s = sum(vals, Decimal(0))
    m = s / len(vals)
    assert m * len(vals) == s, "average not exact"
    return fmt(m)


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


LIC = {r["name"]: r for r in LICENCE}


def licence_of(station):
    return LIC.get(station["businessLicense"])


def yn(flag, lang):
    if lang == "zh":
        return ["是"] if flag else ["否"]
    return ["yes"] if flag else ["no"]


def no_year(rows, col, year):
    """Assert that no date of `col` falls in `year` (so 以后 reads the same either way)."""
    assert not any(day(r[col]) and day(r[col]).year == year for r in rows), (col, year)


Q = []


def add(lang, shape, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    Q.append({"lang": lang, "shape": shape, "question": question, "answer": list(answer)})


# ------------------------------------------------------------------ property lookups
add("zh", "property", "宁波新奥燃气有限公司的法定代表人是谁？",
    by_name(GAS, "宁波新奥燃气有限公司")["legalRepresentative"])
add("zh", "property", "浙江道教学院是哪天成立的",
    by_name(SCHOOL, "浙江道教学院")["establishmentDate"])
add("zh", "property", "萧山区的行政区划代码是多少？", region_code("萧山区"))
codes = {r["name"] for r in REGION if r["id"] == "330382"}
assert len(codes) == 1
add("zh", "property", "区划代码330382是哪个县市", codes.pop())
add("zh", "property", "天一阁·月湖景区是几A级景区？",
    by_name(SPOT, "天一阁·月湖景区")["level"])
add("zh", "property", "浙江邮电旅行社在哪个区",
    by_part(AGENCY, "浙江邮电旅行社")["county"])
add("zh", "property", "许可证浙201801010002J什么时候失效？",
    by_name(LICENCE, "浙201801010002J")["invalidDate"])
add("zh", "property", "宁波阿育王寺的建筑面积是多少",
    by_name(PLACE, "宁波阿育王寺")["buildingArea"])
add("zh", "property", "萧山区佛教协会的联系电话",
    by_name(ASSOC, "萧山区佛教协会")["phoneNumber"])
add("en", "property", "How many students does 浙江慈云佛学院 have?",
    by_name(SCHOOL, "浙江慈云佛学院")["studentCount"])

# ------------------------------------------------------------------ counts
add("zh", "count", "三级医疗机构一共有多少家？", count(MED, lambda r: r["level"] == "三级"))
add("zh", "count", "全省一共有几个5A景区", count(SPOT, lambda r: r["level"] == "AAAAA"))
add("zh", "count", "温州市有多少个基督教活动场所？",
    count(PLACE, lambda r: r["city"] == "温州市" and r["religion"] == "基督教"))
add("zh", "count", "构成重大危险源的加油站有几个",
    count(GAS, lambda r: r["isMajorDangerSource"] == "是"))
add("en", "count", "How many community health service centres (社区卫生服务中心) are in the medical institution data?",
    count(MED, lambda r: r["category"] == "社区卫生服务中心"))

# ------------------------------------------------------------------ counts per group
add("zh", "group_count", "加油站按级别分，各有多少个？", group_count(GAS, "level"))
add("zh", "group_count", "舟山市的旅游景点按等级统计一下数量",
    group_count(where(SPOT, lambda r: r["city"] == "舟山市"), "level"))
add("en", "group_count", "Break down the religious venues in 舟山市 by religion: how many of each?",
    group_count(where(PLACE, lambda r: r["city"] == "舟山市"), "religion"))
add("zh", "group_count", "宗教院校按所属宗教分别有几所", group_count(SCHOOL, "religion"))

# ------------------------------------------------------------------ sums / averages
add("zh", "sum", "所有宗教院校的在校生加起来一共多少人？", total(SCHOOL, "studentCount"))
add("zh", "avg", "杭州的宗教院校平均每所有多少在校生",
    mean(where(SCHOOL, lambda r: r["city"] == "杭州市"), "studentCount"))
add("zh", "sum", "鄞州区的加油站总设计储量合计是多少？",
    total(where(GAS, lambda r: r["county"] == "鄞州区"), "totalDesignStorage"))
add("en", "avg", "What is the average number of teachers at the religious schools?",
    mean(SCHOOL, "teacherCount"))
add("zh", "sum", "天台县所有道教场所的建筑面积加起来是多少",
    total(where(PLACE, lambda r: r["county"] == "天台县" and r["religion"] == "道教"),
          "buildingArea"))

# ------------------------------------------------------------------ superlatives
add("zh", "superlative", "占地面积最大的宗教场所是哪个？", names(top(PLACE, "area")))
add("zh", "superlative", "总设计储量最大的是哪个加油站", names(top(GAS, "totalDesignStorage")))
add("zh", "superlative", "专职教师最多的宗教院校", names(top(SCHOOL, "professorCount")))
add("zh", "superlative", "哪家加油站的职工人数最多？", names(top(GAS, "employeeCount")))
add("en", "superlative", "Which religious school was founded earliest?",
    names(top(SCHOOL, None, key=lambda r: day(r["establishmentDate"]), reverse=False)))
add("zh", "superlative", "最晚成立的宗教院校是哪一所",
    names(top(SCHOOL, None, key=lambda r: day(r["establishmentDate"]))))

# ------------------------------------------------------------------ top-N
c = Counter(r["county"] for r in PLACE if r["county"])
ranked = c.most_common()
assert ranked[2][1] > ranked[3][1]
add("zh", "topn", "宗教场所最多的三个区县是哪几个？", sorted(k for k, _ in ranked[:3]))
c = Counter(r["city"] for r in AGENCY if r["city"])
ranked = c.most_common()
assert ranked[2][1] > ranked[3][1]
add("en", "topn", "Which three cities have the most travel agencies?", sorted(k for k, _ in ranked[:3]))
add("zh", "topn", "职工人数排前三的加油站", names(top(GAS, "employeeCount", 3)))
add("zh", "topn", "占地面积前五的佛教寺院有哪些",
    names(top(where(PLACE, lambda r: r["religion"] == "佛教"), "area", 5)))

# ------------------------------------------------------------------ dates
no_year(SCHOOL, "establishmentDate", 2015)
add("zh", "list", "2015年以后成立的宗教院校有哪些？",
    names(where(SCHOOL, lambda r: day(r["establishmentDate"]).year > 2015)))
add("zh", "count", "2018年及以后建成的加油站有几个",
    count(GAS, lambda r: day(r["buildTime"]) is not None and day(r["buildTime"]).year >= 2018))
lo = years_back(2)
assert not any(day(r["registrationTime"]) == lo for r in PLACE)
add("zh", "list", "截至2023年10月15日，近两年新登记的宗教场所有哪些",
    names(where(PLACE, lambda r: day(r["registrationTime"]) is not None
                and lo < day(r["registrationTime"]) <= AS_OF)))
add("zh", "count", "2022年失效的许可证有多少张",
    count(LICENCE, lambda r: day(r["invalidDate"]) is not None and day(r["invalidDate"]).year == 2022))
add("en", "count", "How many religious venues were approved in 2020?",
    count(PLACE, lambda r: day(r["approvalDate"]) is not None and day(r["approvalDate"]).year == 2020))
add("zh", "count", "1990年之前批准的天主教场所有多少个？",
    count(PLACE, lambda r: r["religion"] == "天主教" and day(r["approvalDate"]) is not None
          and day(r["approvalDate"]) < datetime.date(1990, 1, 1)))

# ------------------------------------------------------------------ negations
add("zh", "list", "哪所宗教院校没有登记电话号码？",
    names(where(SCHOOL, lambda r: r["phoneNumber"] == "")))
add("zh", "list", "不是佛教的宗教院校有哪些", names(where(SCHOOL, lambda r: r["religion"] != "佛教")))
ys = where(GAS, lambda r: r["county"] == "鄞州区")
assert all(r["operationSubject"] for r in ys)
add("zh", "count", "鄞州区有几个加油站不是中石化运营的？",
    count(ys, lambda r: r["operationSubject"] != "中石化"))
add("en", "list", "Which religious schools have no employee count recorded?",
    names(where(SCHOOL, lambda r: r["employeeCount"] == "")))

# ------------------------------------------------------------------ yes / no
add("zh", "yesno", "浙江神学院是2010年以后成立的吗？",
    yn(day(by_name(SCHOOL, "浙江神学院")["establishmentDate"]).year > 2010, "zh"))
add("zh", "yesno", "杭州佛学院的在校生超过150人吗",
    yn(dec(by_name(SCHOOL, "杭州佛学院")["studentCount"]) > 150, "zh"))
add("en", "yesno", "Is the approved enrolment scale of 浙江佛学院 above 500?",
    yn(dec(by_name(SCHOOL, "浙江佛学院")["approvalScale"]) > 500, "en"))
add("zh", "yesno", "天台华润燃气有限公司属于重大危险源吗？",
    yn(by_name(GAS, "天台华润燃气有限公司")["isMajorDangerSource"] == "是", "zh"))

# ------------------------------------------------------------------ lists
add("zh", "list", "丽水市的5A景区是哪个？",
    names(where(SPOT, lambda r: r["city"] == "丽水市" and r["level"] == "AAAAA")))
add("zh", "list", "有哪些伊斯兰教的宗教场所", names(where(PLACE, lambda r: r["religion"] == "伊斯兰教")))
add("zh", "list", "郑敏负责的加油站有哪些？", names(where(GAS, lambda r: r["manager"] == "郑敏")))

# ------------------------------------------------------------------ two tables / two steps
s = by_name(SCHOOL, "浙江道教学院")
add("zh", "multihop", "浙江道教学院所在的县有几个道教场所？",
    count(PLACE, lambda r: r["county"] == s["county"] and r["religion"] == "道教"))
g = by_name(GAS, "嘉兴市加油加气站有限公司岗山路站")
add("zh", "multihop", "嘉兴市加油加气站有限公司岗山路站的经营许可证哪天到期？",
    licence_of(g)["invalidDate"])
add("zh", "multihop", "有几个加油站的经营许可证是2021年失效的？",
    count(GAS, lambda r: licence_of(r) is not None and day(licence_of(r)["invalidDate"]) is not None
          and day(licence_of(r)["invalidDate"]).year == 2021))
add("zh", "multihop", "截至2023年10月15日，经营许可证还没过期的加油站是哪家",
    names(where(GAS, lambda r: licence_of(r) is not None and day(licence_of(r)["invalidDate"]) is not None
                and day(licence_of(r)["invalidDate"]) > AS_OF)))
g = one(GAS, legalRepresentative="丁道星")
add("zh", "multihop", "法人代表是丁道星的那个加气站，所在县一共有多少个宗教场所？",
    count(PLACE, lambda r: r["county"] == g["county"]))
s = by_name(SCHOOL, "浙江道教学院")
add("zh", "multihop", "和浙江道教学院在同一个县的另一所学校叫什么",
    names(where(SCHOOL, lambda r: r["county"] == s["county"] and r["name"] != s["name"])))
s = by_part(SCHOOL, "慈云佛学院")
add("zh", "multihop", "跟慈云佛学院同一个主办单位的还有哪些学校？",
    names(where(SCHOOL, lambda r: r["mainUnit"] == s["mainUnit"] and r["name"] != s["name"])))
s = by_name(SCHOOL, "浙江佛学院")
add("zh", "multihop", "浙江佛学院的院长还担任哪所学校的院长",
    names(where(SCHOOL, lambda r: r["principal"] == s["principal"] and r["name"] != s["name"])))
c = Counter(r["county"] for r in GAS if r["county"])
topc = [k for k, v in c.items() if v == max(c.values())]
assert len(topc) == 1
add("zh", "multihop", "加油站最多的那个区县有几家旅行社？",
    count(AGENCY, lambda r: r["county"] == topc[0]))
c = Counter(r["city"] for r in PLACE if r["city"])
add("zh", "superlative", "宗教场所数量排第二的城市是哪个？", nth_distinct([(v, k) for k, v in c.items()], 2))
add("zh", "superlative", "在校生人数第二多的宗教院校是哪所",
    nth_distinct([(dec(r["studentCount"]), r["name"]) for r in SCHOOL if r["studentCount"]], 2))
a, b = by_name(SCHOOL, "浙江佛学院"), by_name(SCHOOL, "杭州佛学院")
assert day(a["establishmentDate"]) != day(b["establishmentDate"])
add("zh", "compare", "浙江佛学院和杭州佛学院，哪个成立得更早？",
    a["name"] if day(a["establishmentDate"]) < day(b["establishmentDate"]) else b["name"])
a, b = by_name(PLACE, "宁波阿育王寺"), by_name(PLACE, "宁波天童禅寺")
add("zh", "compare", "宁波阿育王寺和宁波天童禅寺哪个占地面积大",
    a["name"] if dec(a["area"]) > dec(b["area"]) else b["name"])
na = sum(1 for r in GAS if r["county"] == "北仑区")
nb = sum(1 for r in GAS if r["county"] == "鄞州区")
assert na != nb
add("zh", "compare", "北仑区和鄞州区，哪个区的加油站多？", "北仑区" if na > nb else "鄞州区")
na = sum(1 for r in AGENCY if r["city"] == "杭州市")
nb = sum(1 for r in AGENCY if r["city"] == "宁波市")
add("zh", "compare", "杭州和宁波的旅行社数量差多少家", str(abs(na - nb)))
gas_counties = {r["county"] for r in GAS if r["county"]}
assert "普陀区" not in gas_counties  # 中国佛学院普陀山学院's county is written as a code (310107)
add("zh", "multihop", "哪些宗教院校所在的区县一个加油站都没有？",
    names(where(SCHOOL, lambda r: r["county"] not in gas_counties)))
school_counties = {r["county"] for r in SCHOOL}
add("zh", "multihop", "宗教院校所在的那些区县里，加起来一共有多少个加油站？",
    count(GAS, lambda r: r["county"] in school_counties))
sp = by_name(SPOT, "浙江省温州市乐清市雁荡山景区")
add("zh", "multihop", "浙江省温州市乐清市雁荡山景区所在的城市有多少个宗教场所？",
    count(PLACE, lambda r: r["city"] == sp["city"]))
a = by_name(ASSOC, "萧山区佛教协会")
add("zh", "multihop", "萧山区佛教协会所在区有多少家旅行社",
    count(AGENCY, lambda r: r["county"] == a["county"]))
g = by_part(GAS, "杭钢亚盛")
add("zh", "multihop", "杭钢亚盛所在区的行政区划代码？", region_code(g["county"]))
s = by_part(SCHOOL, "普陀山学院")
add("zh", "multihop", "普陀山学院所在城市有哪些5A景区？",
    names(where(SPOT, lambda r: r["city"] == s["city"] and r["level"] == "AAAAA")))
g = by_name(GAS, "宁波市汽车燃气有限公司镇海客运中心加气站")
add("zh", "multihop", "宁波市汽车燃气有限公司镇海客运中心加气站的经营许可证是哪天生效的？",
    licence_of(g)["effectiveDate"])
add("zh", "multihop", "在有宗教院校的区县里，哪个区县的宗教场所最多？",
    sorted(k for k, v in Counter(r["county"] for r in PLACE if r["county"] in school_counties).items()
           if v == max(Counter(r["county"] for r in PLACE if r["county"] in school_counties).values())))

# English two-step questions
s = by_name(SCHOOL, "浙江慈云佛学院")
add("en", "multihop", "How many Buddhist venues are there in the county where 浙江慈云佛学院 is located?",
    count(PLACE, lambda r: r["county"] == s["county"] and r["religion"] == "佛教"))
c = Counter(r["city"] for r in SPOT if r["level"] == "AAAA")
add("en", "superlative", "Which city has the second most AAAA scenic spots?",
    nth_distinct([(v, k) for k, v in c.items()], 2))
a = by_name(GAS, "宁波新捷公运天然气有限公司")
b = by_name(GAS, "宁波市汽车燃气有限公司丽园北路加气站")
assert dec(a["employeeCount"]) != dec(b["employeeCount"])
add("en", "compare", "Which has more employees, 宁波新捷公运天然气有限公司 or 宁波市汽车燃气有限公司丽园北路加气站?",
    a["name"] if dec(a["employeeCount"]) > dec(b["employeeCount"]) else b["name"])
add("en", "multihop", "When does the operating licence of 慈溪市煤气有限公司 expire?",
    licence_of(by_name(GAS, "慈溪市煤气有限公司"))["invalidDate"])
cities = {r["city"] for r in SCHOOL}
c = {k: sum(1 for r in SPOT if r["city"] == k and r["level"] == "AAAAA") for k in cities}
add("en", "multihop", "Among the cities that have a religious school, which one has the fewest 5A (AAAAA) scenic spots?",
    sorted(k for k, v in c.items() if v == min(c.values())))
g = by_name(GAS, "桐乡运河加气站")
add("en", "yesno", "Was the operating licence of 桐乡运河加气站 still valid on 1 January 2022?",
    yn(day(licence_of(g)["effectiveDate"]) <= datetime.date(2022, 1, 1) <= day(licence_of(g)["invalidDate"]), "en"))


def main():
    assert len(Q) == 80, len(Q)
    langs = Counter(q["lang"] for q in Q)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    questions = [q["question"] for q in Q]
    assert len(set(questions)) == len(questions)
    out = []
    for i, q in enumerate(Q, 1):
        assert q["answer"] and all(isinstance(a, str) and a != "" for a in q["answer"]), q
        out.append({"id": "affairqa-r45-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    for o in out:
        print("%s [%s/%s] %s\n    -> %s" % (o["id"], o["lang"], o["shape"], o["question"],
                                            json.dumps(o["answer"], ensure_ascii=False)))
    print(Counter(o["shape"] for o in out), Counter(o["lang"] for o in out))


if __name__ == "__main__":
    main()
