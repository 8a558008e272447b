"""Gold answers for the held-out AffairQA question set r42 (80 questions: 65 Chinese, 15 English).

Every answer is computed here from the raw CSV tables of KAG's AffairQA dataset with nothing but
the standard library's ``csv`` module (no pandas, nothing of kagflow). The tables are read from
``../../../../../shared/datasets/kag-affairqa/sources`` relative to this file's folder, and the
question set is written to ``../r42-affairqa.json`` (a JSON list of
``{"id", "question", "answer", "shape", "lang"}``; ensure_ascii=False, indent 1).

Run it from anywhere:

    python3 bench/questions/blind/gold/r42_affairqa.py

It prints each question with its gold answer, checks that the file it wrote loads, holds 80
entries, 65 in Chinese and 15 in English, and that no answer is empty.

Readings used throughout (the ones kagflow's README promises where it states one):

- Relative time counts back from the as-of date 2023-10-15. "近N年" / "the last N years" is the
  window (as-of minus N years, as-of]; every relative question here was checked to give the same
  answer whether years are calendar years, 365-day blocks or 12 months of 30 days, and whether
  the window's first day is in or out (``stable_window`` below asserts it).
- Dates are compared as days, however the CSV writes them (``2016/11/9``, ``1899-12-30``), never
  as text; answers keep the CSV's spelling.
- Superlatives keep every entity tied for first. Count-per-group answers are flattened
  ``[group, count, ...]`` sorted by count (descending), then group; empty cells form no group.
- "The value held by the most entities" keeps every tied value.
- An entity without the property a question filters or negates on is not listed (a negation
  "不是X" keeps the entities holding some other value).
- Names repeated in one table count once (行政区.csv repeats most names, one row per source);
  rows of different names are different entities even where they look like near-duplicates
  (旅游景点.csv lists e.g. 桃花岛旅游景区 and 舟山桃花岛风景旅游区 separately; 加油站.csv lists
  衢州佳豪天然气利用有限公司-航埠LNG加气站 and ...公司航埠LNG加气站). No question below depends
  on merging such rows except where the note on the question says how it counts them.
"""

import csv
import datetime
import json
import os
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources")
)
OUT = os.path.normpath(os.path.join(HERE, "..", "r42-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


# ---------------------------------------------------------------- loading and parsing


def load(table):
    """Rows of sources/<table>.csv as dicts. A repeated header (旅行社.csv has two
    ``licenseNumber`` columns) gets ``_2`` on its second occurrence."""
    path = os.path.join(SOURCES, table + ".csv")
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, seen = [], Counter()
    for h in rows[0]:
        seen[h] += 1
        header.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    out = []
    for r in rows[1:]:
        r = r + [""] * (len(header) - len(r))
        out.append(dict(zip(header, r)))
    return out


def day(text):
    """A CSV date (``2016/11/9`` or ``1899-12-30``) as a date; None when empty."""
    text = (text or "").strip()
    if not text:
        return None
    y, m, d = text.replace("-", "/").split("/")
    return datetime.date(int(y), int(m), int(d))


def num(text):
    try:
        return Decimal(text.strip())
    except (InvalidOperation, AttributeError):
        return None


def fmt(value):
    """A number as the gold string: integers without a decimal point."""
    if isinstance(value, int):
        return str(value)
    value = Decimal(value)
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def one(rows, **eq):
    """The one row whose fields equal ``eq`` (asserts exactly one)."""
    hit = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hit) == 1, (eq, len(hit))
    return hit[0]


def by_part(rows, part):
    """The one row whose name contains ``part`` (a short name a user types)."""
    hit = [r for r in rows if part in r["name"]]
    assert len(hit) == 1, (part, [r["name"] for r in hit])
    return hit[0]


def top(rows, key):
    """Rows with the largest key (ties kept); rows whose key is None are left out."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = max(v for v, _ in vals)
    return [r for v, r in vals if v == best]


def group_counts(values):
    c = Counter(v for v in values if v)
    out = []
    for g, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [g, str(n)]
    return out


def most_held(values):
    c = Counter(v for v in values if v)
    best = max(c.values())
    return sorted(g for g, n in c.items() if n == best)


def years_back(n):
    """The first days a window "the last n years" before AS_OF may start at, by reading."""
    cal = AS_OF.replace(year=AS_OF.year - n)
    return [cal, AS_OF - datetime.timedelta(days=365 * n), AS_OF - datetime.timedelta(days=360 * n)]


def stable_window(rows, field, n_years):
    """Rows whose date lies in the last n years up to AS_OF; asserts every reading agrees."""
    results = set()
    for start in years_back(n_years):
        for inclusive in (True, False):
            hit = []
            for r in rows:
                d = day(r[field])
                if d is None or d > AS_OF:
                    continue
                if d > start or (inclusive and d == start):
                    hit.append(r["name"])
            results.add(tuple(sorted(hit)))
    assert len(results) == 1, (field, n_years, results)
    return list(results.pop())


def names(rows):
    return [r["name"] for r in rows]


# ---------------------------------------------------------------- the tables

GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
GOV = load("政府机构")
SIGHT = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LICENCE = load("许可证")
LIC_BY_NAME = {r["name"]: r for r in LICENCE}

QUESTIONS = []  # (lang, shape, question, answer list)


def q(lang, shape, question, answer):
    answer = [a if isinstance(a, str) else fmt(a) for a in answer]
    QUESTIONS.append((lang, shape, question, answer))


# ================================================================ 加油站 (gas stations)

# property of a station named short (诸暨市赵家液化石油气贮罐站)
r = by_part(GAS, "诸暨市赵家")
q("zh", "property", "诸暨赵家那个液化气贮罐站是哪天成立的？", [r["buildTime"]])

# filter by two properties
q("zh", "filter", "鄞州区有哪些一级的加气站？",
  names(r for r in GAS if r["county"] == "鄞州区" and r["level"] == "一级"))

# count by one value
q("zh", "count", "运营主体是中海油的加油站一共有几个？",
  [len([r for r in GAS if r["operationSubject"] == "中海油"])])

# count per group (stations with no level form no group)
q("zh", "group_count", "一级、二级、三级的加油站各有多少个？", group_counts(r["level"] for r in GAS))

# superlative
q("zh", "superlative", "职工人数最多的加油站是哪家？",
  names(top(GAS, lambda r: num(r["employeeCount"]))))

# superlative with a tie (four stations hold 3 LNG tanks)
q("zh", "superlative", "液化天然气罐个数最多的是哪几个加油站？",
  names(top(GAS, lambda r: num(r["liquidGasCanCount"]))))

# the value held by the most entities (邱建国 and 郑善勇 tie at 8)
q("zh", "most_common", "哪位法定代表人名下的加油站最多？", most_held(r["legalRepresentative"] for r in GAS))

# comparison of two stations named short
a, b = by_part(GAS, "梅墟加气站"), by_part(GAS, "江南路加气站")
assert num(a["employeeCount"]) != num(b["employeeCount"])
q("zh", "comparison", "梅墟加气站和江南路加气站，哪个职工更多？",
  [max((a, b), key=lambda r: num(r["employeeCount"]))["name"]])

# negation of one value, restricted by another
q("zh", "negation", "鄞州区的加油站里，运营主体不是中海油的有哪些？",
  names(r for r in GAS if r["county"] == "鄞州区" and r["operationSubject"] and r["operationSubject"] != "中海油"))

# hop: station -> its 经营许可证 -> the licence's 失效日期
r = by_part(GAS, "绍兴金帝天然气")
q("zh", "hop", "绍兴金帝天然气的经营许可证哪天失效？", [LIC_BY_NAME[r["businessLicense"]]["invalidDate"]])

# hop + validity on the as-of day (every station's licence value names a 许可证 row)
assert all(r["businessLicense"] in LIC_BY_NAME for r in GAS if r["businessLicense"])
valid = []
for r in GAS:
    lic = LIC_BY_NAME.get(r["businessLicense"])
    if lic and day(lic["effectiveDate"]) and day(lic["invalidDate"]):
        if day(lic["effectiveDate"]) <= AS_OF <= day(lic["invalidDate"]):
            valid.append(r["name"])
q("zh", "hop", "目前经营许可证还在有效期内的加油站有哪几个？", valid)

# sum over the stations one person manages
q("zh", "sum", "苗国英负责的那些加气站一共有多少职工？",
  [sum(num(r["employeeCount"]) for r in GAS if r["manager"] == "苗国英")])

# average over an operator's stations (55 / 5)
vals = [num(r["employeeCount"]) for r in GAS if r["operationSubject"] == "华润燃气"]
q("zh", "average", "华润燃气运营的加油站平均有多少名职工？", [sum(vals) / len(vals)])

# shared value: the other stations with the same legal representative as 冠庄加气站
r = by_part(GAS, "冠庄加气站")
q("zh", "shared_value", "和冠庄加气站是同一个法定代表人的其他加油站还有哪些？",
  names(s for s in GAS if s["legalRepresentative"] == r["legalRepresentative"] and s["name"] != r["name"]))

# English
q("en", "count", "How many gas stations have 孙连清 as their legal representative?",
  [len([r for r in GAS if r["legalRepresentative"] == "孙连清"])])
vals = [num(r["employeeCount"]) for r in GAS if r["county"] == "桐乡市"]
q("en", "average", "What is the average number of employees at the gas stations in 桐乡市?", [sum(vals) / len(vals)])
r = one(GAS, name="慈溪市煤气有限公司")
q("en", "yesno", "Is 慈溪市煤气有限公司 a major hazard source?", ["yes" if r["isMajorDangerSource"] == "是" else "no"])

# ================================================================ 医疗机构 (medical institutions)

r = by_part(MED, "省人民医院")
q("zh", "property", "省人民医院的电话是多少？", [r["phoneNumber"]])

# filter on grade and on a part of the address (the table has no district column)
q("zh", "filter", "地址在上城区的三级医院有哪些？",
  names(r for r in MED if r["level"] == "三级" and "上城区" in r["address"]))

q("zh", "group_count", "医疗机构按类别分，每一类各有多少家？", group_counts(r["category"] for r in MED))

r = one(MED, name="杭州口腔医院")
q("zh", "yesno", "杭州口腔医院是三级医院吗？", ["是" if r["level"] == "三级" else "否"])

q("zh", "count", "电话号码是88081352的医疗机构有几家？", [len([r for r in MED if r["phoneNumber"] == "88081352"])])

q("zh", "negation", "级别是社区、但类别不是社区卫生服务中心的医疗机构有哪些？",
  names(r for r in MED if r["level"] == "社区" and r["category"] and r["category"] != "社区卫生服务中心"))

q("en", "filter", "Which medical institution is in the 卫生院 category?", names(r for r in MED if r["category"] == "卫生院"))
q("en", "property", "What is the address of 浙江省肿瘤医院?", [one(MED, name="浙江省肿瘤医院")["address"]])

# ================================================================ 协会 (religious associations)

r = by_part(ASSOC, "萧山区佛教协会")
q("zh", "property", "萧山佛教协会的联系电话是多少？", [r["phoneNumber"]])

q("zh", "count", "宁波市所属宗教为基督教的协会有多少个？",
  [len([r for r in ASSOC if r["city"] == "宁波市" and r["religion"] == "基督教"])])

q("zh", "filter", "哪些协会属于省团体？", names(r for r in ASSOC if r["category"] == "省团体"))

q("zh", "superlative", "最近一次登记的协会是哪个？", names(top(ASSOC, lambda r: day(r["registrationTime"]))))

q("zh", "date_window", "2020年登记的协会有哪些？",
  names(r for r in ASSOC if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2020))

q("zh", "distinct_count", "湖州市的协会一共涉及几种宗教？",
  [len({r["religion"] for r in ASSOC if r["city"] == "湖州市" and r["religion"]})])

# hop through a code: the association's 所在区县 cell holds 330283, a 行政区 id
r = one(ASSOC, name="奉化区佛教协会")
regs = sorted({g["name"] for g in REGION if g["id"] == r["county"]})
assert len(regs) == 1, regs
q("zh", "hop", "奉化区佛教协会登记的所在区县是个代码，这个代码在行政区表里对应哪个名字？", regs)

q("zh", "negation", "温州市的道教协会里，哪些不是县团体？",
  names(r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "道教" and r["category"] and r["category"] != "县团体"))

q("en", "count", "How many Taoist (道教) associations are there in 温州市?",
  [len([r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "道教"])])

# ================================================================ 学校 (religious schools)

r = by_part(SCHOOL, "雪窦山")
q("zh", "property", "雪窦山弥勒佛学院现在有多少在校生？", [r["studentCount"]])

q("zh", "superlative", "专职教师人数最多的是哪所学院？", names(top(SCHOOL, lambda r: num(r["professorCount"]))))

q("zh", "sum", "天台县的几所学校在校生加起来一共多少人？",
  [sum(num(r["studentCount"]) for r in SCHOOL if r["county"] == "天台县")])

a, b = one(SCHOOL, name="杭州佛学院"), one(SCHOOL, name="浙江神学院")
q("zh", "comparison", "杭州佛学院和浙江神学院，哪个成立得更早？",
  [min((a, b), key=lambda r: day(r["establishmentDate"]))["name"]])

# hop through a code: 所在区县 310107 -> 行政区 普陀区 (a Shanghai code in the source, kept)
r = by_part(SCHOOL, "普陀山学院")
regs = sorted({g["name"] for g in REGION if g["id"] == r["county"]})
assert len(regs) == 1, regs
q("zh", "hop", "中国佛学院普陀山学院的所在区县填的是代码，它在行政区表里对应哪个区？", regs)

q("zh", "negation", "不在杭州市的佛教院校有几所？",
  [len([r for r in SCHOOL if r["religion"] == "佛教" and r["city"] and r["city"] != "杭州市"])])

vals = [num(r["teacherCount"]) for r in SCHOOL if num(r["teacherCount"]) is not None]
assert len(vals) == len(SCHOOL)
q("zh", "average", "各宗教院校的教师人数平均是多少？", [sum(vals) / len(vals)])

r = one(SCHOOL, name="浙江慈云佛学院")
q("zh", "shared_value", "和浙江慈云佛学院主办单位相同的学校还有哪些？",
  names(s for s in SCHOOL if s["mainUnit"] == r["mainUnit"] and s["name"] != r["name"]))

q("en", "superlative", "Which religious school was established most recently?",
  names(top(SCHOOL, lambda r: day(r["establishmentDate"]))))
a, b = one(SCHOOL, name="杭州佛学院"), one(SCHOOL, name="浙江慈云佛学院")
assert num(a["studentCount"]) != num(b["studentCount"])
q("en", "comparison", "Which has more students, 杭州佛学院 or 浙江慈云佛学院?",
  [max((a, b), key=lambda r: num(r["studentCount"]))["name"]])
q("en", "negation", "Which schools in 杭州市 are not Buddhist?",
  names(r for r in SCHOOL if r["city"] == "杭州市" and r["religion"] and r["religion"] != "佛教"))

# ================================================================ 宗教场所 (religious places)

r = by_part(PLACE, "阿育王寺")
q("zh", "property", "阿育王寺的建筑面积是多少？", [r["buildingArea"]])

q("zh", "most_common", "哪个区县的天主教场所最多？", most_held(r["county"] for r in PLACE if r["religion"] == "天主教"))

q("zh", "superlative", "占地面积最大的道教场所是哪个？",
  names(top([r for r in PLACE if r["religion"] == "道教"], lambda r: num(r["area"]))))

q("zh", "date_window", "近三年新登记的宗教场所有多少处？", [len(stable_window(PLACE, "registrationTime", 3))])

# shared value across tables: the school's county, then the places of that county
r = one(SCHOOL, name="浙江道教学院")
q("zh", "shared_value", "浙江道教学院所在的县有几处道教场所？",
  [len([p for p in PLACE if p["county"] == r["county"] and p["religion"] == "道教"])])

# hop from a region's name to its code, which the places' 所在区县 cells hold
codes = {g["id"] for g in REGION if g["name"] == "瓯江口产业集聚区"}
assert len(codes) == 1 and not any(p["county"] == "瓯江口产业集聚区" for p in PLACE)
q("zh", "hop", "瓯江口产业集聚区有多少处宗教场所？", [len([p for p in PLACE if p["county"] in codes])])

# distinct count (台州市's county cells are all names, no codes)
counties = {p["county"] for p in PLACE if p["city"] == "台州市" and p["county"]}
assert not any(c.isdigit() for c in counties)
q("zh", "distinct_count", "台州市的宗教场所分布在几个不同的区县？", [len(counties)])

a = len([p for p in PLACE if p["county"] == "乐清市" and p["religion"] == "基督教"])
b = len([p for p in PLACE if p["county"] == "瑞安市" and p["religion"] == "基督教"])
assert a != b
q("zh", "comparison", "乐清市和瑞安市，哪个的基督教场所更多？", ["乐清市" if a > b else "瑞安市"])

q("zh", "sum", "所有伊斯兰教场所的建筑面积加起来是多少？",
  [sum(num(p["buildingArea"]) for p in PLACE if p["religion"] == "伊斯兰教")])

r = by_part(PLACE, "阿育王寺")
q("zh", "yesno", "宁波阿育王寺的类别是寺观教堂吗？", ["是" if r["category"] == "寺观教堂" else "否"])

q("en", "date_window", "Which religious sites in 衢州市 were registered in 2021?",
  names(p for p in PLACE if p["city"] == "衢州市" and day(p["registrationTime"]) and day(p["registrationTime"]).year == 2021))

# ================================================================ 旅游景点 (attractions)

r = one(SIGHT, name="南北湖风景区")
q("zh", "property", "南北湖风景区是几A级景区？", [r["level"]])

q("zh", "count", "舟山市评级只有一个A的景点有几个？",
  [len([s for s in SIGHT if s["city"] == "舟山市" and s["level"] == "A"])])

q("zh", "group_count", "各个城市分别有多少个4A级景区？", group_counts(s["city"] for s in SIGHT if s["level"] == "AAAA"))

q("zh", "most_common", "3A景区最多的是哪个城市？", most_held(s["city"] for s in SIGHT if s["level"] == "AAA"))

q("zh", "yesno", "嘉兴市有单A级的景点吗？",
  ["是" if any(s["city"] == "嘉兴市" and s["level"] == "A" for s in SIGHT) else "否"])

q("en", "filter", "Which attractions in 舟山市 are rated AAAAA?",
  names(s for s in SIGHT if s["city"] == "舟山市" and s["level"] == "AAAAA"))

# ================================================================ 旅行社 (travel agencies)

q("zh", "group_count", "每个城市各有多少家旅行社？", group_counts(t["city"] for t in TRAVEL))

q("zh", "filter", "舟山市能做出境组团业务的旅行社有哪些？",
  names(t for t in TRAVEL if t["city"] == "舟山市" and "出境组团业务" in t["businessScope"]))

r = by_part(TRAVEL, "建德中国旅行社")
q("zh", "property", "建德中国旅行社的传真号是多少？", [r["faxNumber"]])

q("zh", "sum", "温州和台州两个市一共有多少家旅行社？",
  [len([t for t in TRAVEL if t["city"] in ("温州市", "台州市")])])

a = len([t for t in TRAVEL if t["city"] == "金华市"])
b = len([t for t in TRAVEL if t["city"] == "嘉兴市"])
q("zh", "difference", "金华市的旅行社比嘉兴市多几家？", [a - b])

q("zh", "count", "业务范围只有国内旅游业务这一项的旅行社有多少家？",
  [len([t for t in TRAVEL if t["businessScope"] == "国内旅游业务"])])

q("en", "count", "How many travel agencies in 湖州市 offer 出境组团业务 (outbound group tours)?",
  [len([t for t in TRAVEL if t["city"] == "湖州市" and "出境组团业务" in t["businessScope"]])])

# ================================================================ 政府机构 (government bodies)

q("zh", "count", "名字以“民政局”结尾的政府机构有几个？", [len([g for g in GOV if g["name"].endswith("民政局")])])
q("zh", "filter", "名称里带“统战部”的政府机构有哪些？", names(g for g in GOV if "统战部" in g["name"]))
q("en", "count", "How many government agencies have a name ending in 人民政府?",
  [len([g for g in GOV if g["name"].endswith("人民政府")])])

# ================================================================ 行政区 (administrative regions)

ids = sorted({g["id"] for g in REGION if g["name"] == "永康市"})
assert len(ids) == 1
q("zh", "property", "永康市的行政区划代码是多少？", ids)

nm = sorted({g["name"] for g in REGION if g["id"] == "330881"})
assert len(nm) == 1
q("zh", "property", "行政区划代码330881对应的是哪个行政区？", nm)

# distinct names: every 地级 name is repeated on several rows
q("zh", "count", "地级行政区一共有几个？", [len({g["name"] for g in REGION if g["label"] == "地级行政区"})])

ids = sorted({g["id"] for g in REGION if g["name"] == "普陀区"})
assert len(ids) == 1
q("en", "property", "What is the administrative division code of 普陀区?", ids)

# ================================================================ 许可证 (licences)

r = one(LICENCE, name="浙201804050001J")
q("zh", "property", "许可证浙201804050001J是哪天生效的？", [r["effectiveDate"]])

q("zh", "date_window", "2021年上半年失效的许可证有多少张？",
  [len([l for l in LICENCE if day(l["invalidDate"])
        and datetime.date(2021, 1, 1) <= day(l["invalidDate"]) <= datetime.date(2021, 6, 30)])])

q("zh", "date_window", "近五年内生效的许可证有几张？", [len(stable_window(LICENCE, "effectiveDate", 5))])

q("en", "date_window", "How many licences expired in 2020?",
  [len([l for l in LICENCE if day(l["invalidDate"]) and day(l["invalidDate"]).year == 2020])])


# ---------------------------------------------------------------- write and check


def main():
    zh = [x for x in QUESTIONS if x[0] == "zh"]
    en = [x for x in QUESTIONS if x[0] == "en"]
    ordered = zh + en
    items = []
    for i, (lang, shape, question, answer) in enumerate(ordered, 1):
        items.append({"id": "affairqa-r42-%02d" % i, "question": question, "answer": answer,
                      "shape": shape, "lang": lang})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(items, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    with open(OUT, encoding="utf-8") as fh:
        back = json.load(fh)
    assert len(back) == 80, len(back)
    assert sum(1 for x in back if x["lang"] == "zh") == 65
    assert sum(1 for x in back if x["lang"] == "en") == 15
    assert len({x["id"] for x in back}) == 80 and len({x["question"] for x in back}) == 80
    for x in back:
        assert x["answer"] and all(isinstance(a, str) and a for a in x["answer"]), x
    for x in back:
        print(x["id"], x["lang"], x["shape"], x["question"], "->", x["answer"])
    print("shapes:", dict(sorted(Counter(x["shape"] for x in back).items())))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
