#!/usr/bin/env python3
"""Held-out AffairQA question set r76 (statistics-bureau analysts and newspaper fact-checkers).

Writes ../r76-affairqa.json (next to this script's folder): a JSON list of 80 objects
{"id": "affairqa-r76-NN", "question", "answer": [str, ...], "shape", "lang": "zh"|"en"}.
65 questions are in Chinese, 15 in English.  Standard library only.

Data: the CSV tables of KAG's AffairQA benchmark, found by walking up from this file's folder to
the first ancestor holding `datasets/kag-affairqa/sources` or `shared/datasets/kag-affairqa/sources`.
Every gold answer is computed here from the CSV cells; only question wording and the literal
condition values a question names are typed by hand.

Answer conventions
------------------
* Integers (counts, integer sums/differences, day counts) are written plainly: "18".
* Non-integers are computed with decimal.Decimal from the cell text and rounded ROUND_HALF_UP to
  the number of decimals the question states (every such question states it): "7.50".
* Percentages / shares are a number without "%", rounded as the question states.
* Yes/no answers are 是/否 (Chinese questions) or yes/no (English questions).
* Dates are ISO YYYY-MM-DD (cells are written Y/M/D in the tables).
* Lists give one string per item, the exact `name` cell of each record (order is not meaningful
  unless the question asks for a ranking; top-N answers are listed largest first).
* Counts per group are flattened [group, count, group, count, ...], largest count first; the
  code asserts that the counts are distinct.
* Top-N / superlatives are asserted unique: the first N+1 sorted values strictly decrease.
* Name fragments used to pick a record are asserted to match exactly one name cell.
* Comparatives: 超过 / more than = strictly greater; 不少于 / at least = greater or equal;
  早于 / before = strictly earlier; 及以后 / on or after = inclusive.  Where a threshold is used,
  the code asserts no value sits exactly on it unless the comparative is unambiguous.

Tables and columns used, and the readings avoided
-------------------------------------------------
加油站.csv (gas/LNG stations; no city column, only `county`)
  name (unique); level 一级/二级/三级 (7 empty: only equality tests, group counts exclude empty);
  isMajorDangerSource 是/否 (7 empty: equality only); operationSubject (8 empty; equality only);
  buildTime Y/M/D with placeholder 1899-12-30 (5 rows) and 2 empty: only "between" / "on or
  after" windows that exclude 1899, and "latest"; never "earliest" or "before";
  employeeCount: 0 is used as a placeholder (30 rows) and 2 are empty, so averages are only taken
  over scopes without 0/empty cells, the maximum is unique and non-zero;
  totalDesignStorage (decimal text; 0.0 in 15 rows and 2 empty: sums are over scopes with no
  0.0/empty cell); businessLicense -> 许可证.name (join; 9 empty).
  Avoided: county counts for 北仑区 (one row is misspelt 北仓区); gasCanVolume (mixed units,
  e.g. 12 vs 2400); businessLicenseNumber / organizationCode / unifiedSocialCreditCode
  (9.13E+17 and 无 placeholders).
许可证.csv (licences): name, effectiveDate, invalidDate (Y/M/D; only 88 of 4258 rows carry dates,
  only those reached from 加油站.businessLicense are used; the travel-agency licences, keyed by
  旅行社's duplicated licenseNumber header, are never touched).
医疗机构.csv (medical institutions, Hangzhou): name, category, level (社区 is a level value);
  no empty cells in these columns.  Address is not used (leading quotes, free text).
协会.csv (religious associations): name, city (4 empty), religion (4 empty; group counts exclude
  empty), category (5 empty; 浙江省佛教协会 has an empty category, so no "list all 省团体"
  question), registrationTime (placeholder 1900/1/1 in 11 rows, 4 empty: only "on or after"
  windows starting after 1900, no "earliest").  county is not used (mix of names and codes).
学校.csv (religious colleges, 9 rows): name, city, religion, studentCount, teacherCount,
  professorCount (1 empty: top-N over it excludes the empty cell and states so),
  establishmentDate, county (one cell is the code 310107, used as a join key into 行政区.id).
  mainUnit / principal / approvalUnit are opaque codes and not used.
行政区.csv (administrative regions): name, label, id.  Rows are duplicated; the join keys used
  (310107, 330953, 天台县) are asserted to map to exactly one distinct name / id.
旅游景点.csv (scenic spots): name, city, level (AAAAA..A).  The table holds several records for
  the same real attraction under variant names (e.g. 乌镇景区 / 浙江省嘉兴市桐乡市乌镇景区), so
  counts and lists are phrased as counts of *records* (景点记录) in the table.
旅行社.csv (travel agencies): name, city.  The header has two columns named licenseNumber: that
  field is never asked about.  businessScope has many variant spellings (国内/境内, 出境组团/
  出境旅游) and is not used; county (市辖区 placeholder) is not used.
宗教场所.csv (religious venues): name, city (2 empty rows), county (mostly names, some rows
  carry codes such as 330953: county-name filters only use counties without such a code),
  religion, category, religiousType, area = 占地面积, buildingArea = 建筑面积 (decimal text;
  0 appears as a placeholder in ~35 rows each, so sums/averages are over scopes without 0/empty),
  approvalDate (批准日期) and registrationTime (登记时间), Y/M/D.
  Every question on area names 占地面积 or 建筑面积 explicitly.  Name fragments in questions
  (e.g. 七塔禅寺) are asserted to match exactly one name cell.

Shapes: count, sum, average, superlative, topn, yesno, compare, difference, ratio, share, days,
list, group_count, join (a column of one table names a record of another: 加油站.businessLicense ->
许可证.name, county name/code <-> 行政区), two_step (a superlative or lookup feeding a second query).
"""
import csv
import datetime as dt
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    p = HERE
    while True:
        for sub in ("datasets/kag-affairqa/sources", "shared/datasets/kag-affairqa/sources"):
            cand = os.path.join(p, sub)
            if os.path.isdir(cand):
                return cand
        parent = os.path.dirname(p)
        if parent == p:
            raise SystemExit("cannot find datasets/kag-affairqa/sources above " + HERE)
        p = parent


SRC = find_sources()


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    dup = {h for h, c in Counter(head).items() if c > 1}
    out = []
    for r in rows[1:]:
        assert len(r) == len(head), (table, r)
        d = {}
        for h, v in zip(head, r):
            if h in dup:
                continue  # duplicated header (旅行社.licenseNumber): never used
            d[h] = v
        out.append(d)
    return out


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
REG = load("行政区")
SPOT = load("旅游景点")
TRAV = load("旅行社")
REL = load("宗教场所")

for _t in (GAS, LIC, MED, ASSOC, SCH, SPOT, TRAV, REL):
    _names = [r["name"] for r in _t]
    assert len(_names) == len(set(_names)), "duplicate names"


# ---------------------------------------------------------------- helpers
def by_name(table, name):
    hits = [r for r in table if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def by_fragment(table, frag):
    hits = [r for r in table if frag in r["name"]]
    assert len(hits) == 1, (frag, [h["name"] for h in hits])
    return hits[0]


def date(cell):
    assert cell, "empty date"
    y, m, d = (int(x) for x in cell.replace("-", "/").split("/"))
    v = dt.date(y, m, d)
    assert v.year > 1900, ("placeholder date", cell)
    return v


def iso(cell):
    return date(cell).isoformat()


def dec(cell):
    assert cell not in ("", None), "empty number"
    return Decimal(cell)


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def num(x):
    """Exact integer-valued Decimal/int -> plain string."""
    x = Decimal(x)
    assert x == x.to_integral_value(), x
    return str(int(x))


def pct(part, whole, places):
    return rnd(Decimal(part) * 100 / Decimal(whole), places)


def top(rows, key, n):
    """Top-n by key (largest first); asserts the first n+1 values strictly decrease."""
    s = sorted(rows, key=key, reverse=True)
    vals = [key(r) for r in s[: n + 1]]
    assert all(vals[i] > vals[i + 1] for i in range(len(vals) - 1)), vals
    assert len(s) > n or len(set(vals)) == len(vals)
    return s[:n]


def argmax(rows, key):
    return top(rows, key, 1)[0]


def argmin(rows, key):
    s = sorted(rows, key=key)
    assert key(s[0]) < key(s[1]), (key(s[0]), key(s[1]))
    return s[0]


def groups(rows, key):
    c = Counter(key(r) for r in rows)
    assert "" not in c
    items = sorted(c.items(), key=lambda kv: -kv[1])
    counts = [v for _, v in items]
    assert len(counts) == len(set(counts)), items
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def no_threshold(values, thr):
    assert all(v != thr for v in values), ("value on threshold", thr)


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


def lic_of(station):
    return by_name(LIC, station["businessLicense"])


def region_name_of_id(code):
    names = {r["name"] for r in REG if r["id"] == code}
    assert len(names) == 1, (code, names)
    return names.pop()


def region_id_of_name(name):
    ids = {r["id"] for r in REG if r["name"] == name}
    assert len(ids) == 1 and "" not in ids, (name, ids)
    return ids.pop()


QS = []


def Q(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int)):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ================================================================= 加油站 / 许可证
# 1 count, two conditions
rows = [r for r in GAS if r["level"] == "三级" and r["isMajorDangerSource"] == "是"]
Q("级别为三级、并且构成重大危险源的加油站一共有几家？", len(rows), "count")

# 2 count, date window (inclusive); 1899-12-30 placeholders and empties fall outside
def built_in(r, lo, hi):
    if not r["buildTime"] or r["buildTime"].startswith("1899"):
        return False
    return lo <= date(r["buildTime"]) <= hi

rows = [r for r in GAS if built_in(r, dt.date(2014, 1, 1), dt.date(2014, 12, 31))]
Q("成立日期在2014年1月1日至2014年12月31日之间（含首尾两天）的加油站有多少家？", len(rows), "count")

# 3 count EN, two conditions
rows = [r for r in GAS if r["operationSubject"] == "中海油" and r["level"] == "二级"]
Q("How many gas stations whose operating entity (运营主体) is 中海油 (CNOOC) are rated level 二级?",
  len(rows), "count", "en")

# 4 count, date on/after + condition
rows = [r for r in GAS if built_in(r, dt.date(2016, 1, 1), dt.date(2100, 1, 1))
        and r["industry"] == "天然气生产和供应业"]
Q("所属行业为“天然气生产和供应业”的加油站里，2016年1月1日及以后成立的有几家？", len(rows), "count")

# 5 sum of decimals
rows = [r for r in GAS if r["operationSubject"] == "中石化杭燃"]
assert rows and all(r["totalDesignStorage"] not in ("", "0", "0.0") for r in rows)
Q("运营主体为“中石化杭燃”的各加气站，总设计储量加起来是多少？（保留两位小数）",
  rnd(sum(dec(r["totalDesignStorage"]) for r in rows), 2), "sum")

# 6 average over a placeholder-free scope
rows = [r for r in GAS if r["operationSubject"] == "中石油"]
assert rows and all(r["employeeCount"] not in ("", "0") for r in rows)
Q("运营主体是中石油的加油站，平均每家有多少名职工？请保留两位小数。",
  rnd(sum(dec(r["employeeCount"]) for r in rows) / len(rows), 2), "average")

# 7 superlative
emp = [r for r in GAS if r["employeeCount"]]
w = argmax(emp, lambda r: int(r["employeeCount"]))
Q("所有加油站中，职工人数最多的是哪一家？", w["name"], "superlative")

# 8 superlative EN (latest date; the placeholder 1899-12-30 cannot win a "latest")
dated = [r for r in GAS if r["buildTime"] and not r["buildTime"].startswith("1899")]
w = argmax(dated, lambda r: date(r["buildTime"]))
Q("Which gas station has the most recent establishment date (成立日期) in the table?", w["name"],
  "superlative", "en")

# 9 top-2
rows = [r for r in GAS if r["totalDesignStorage"]]
t = top(rows, lambda r: dec(r["totalDesignStorage"]), 2)
Q("总设计储量排名前两位的加油站分别是哪两家？（按储量从大到小）", [r["name"] for r in t], "topn")

# 10 yes/no
r = by_name(GAS, "慈溪市煤气有限公司")
Q("慈溪市煤气有限公司构成重大危险源吗？", yn(r["isMajorDangerSource"] == "是", "zh"), "yesno")

# 11 yes/no EN
r = by_name(GAS, "宁波新奥燃气有限公司")
assert r["level"]
Q("Fact check: is 宁波新奥燃气有限公司 (Ningbo ENN Gas) rated as a level-one (一级) station?",
  yn(r["level"] == "一级", "en"), "yesno", "en")

# 12 compare two records by date
a = by_name(GAS, "杭州中石化杭燃能源有限公司三墩加气站")
b = by_name(GAS, "杭州中石化杭燃能源有限公司古荡加气站")
assert date(a["buildTime"]) != date(b["buildTime"])
Q("杭州中石化杭燃能源有限公司三墩加气站和杭州中石化杭燃能源有限公司古荡加气站，哪个成立得更早？",
  (a if date(a["buildTime"]) < date(b["buildTime"]) else b)["name"], "compare")

# 13 difference of two records
a = by_name(GAS, "宁波新捷公运天然气有限公司")
b = by_name(GAS, "桐乡市绿能天然气有限责任公司")
assert a["employeeCount"] not in ("", "0") and b["employeeCount"] not in ("", "0")
Q("宁波新捷公运天然气有限公司比桐乡市绿能天然气有限责任公司多多少名职工？",
  num(int(a["employeeCount"]) - int(b["employeeCount"])), "difference")

# 14 join: station -> licence expiry
r = by_name(GAS, "中海油浙江新能源有限公司集运加气站")
Q("中海油浙江新能源有限公司集运加气站持有的经营许可证，在许可证表里登记的失效日期是哪天？",
  iso(lic_of(r)["invalidDate"]), "join")

# 15 join + count
rows = [r for r in GAS if r["operationSubject"] == "中海油"]
assert all(r["businessLicense"] for r in rows)
n = sum(1 for r in rows if date(lic_of(r)["invalidDate"]) < dt.date(2021, 1, 1))
Q("运营主体为中海油的加油站中，有几家的经营许可证（按许可证表的失效日期）在2021年1月1日之前就失效了？",
  n, "join")

# 16 days between two dates of one record (licence) via the station
r = by_name(GAS, "宁波新奥燃气有限公司")
l = lic_of(r)
Q("宁波新奥燃气有限公司的经营许可证从生效日期到失效日期相隔多少天？",
  (date(l["invalidDate"]) - date(l["effectiveDate"])).days, "days")

# 17 group counts (empty level excluded)
rows = [r for r in GAS if r["level"]]
Q("按级别（一级、二级、三级）统计加油站数量，各有多少家？（级别为空的不计，按数量从多到少列出）",
  groups(rows, lambda r: r["level"]), "group_count")

# 18 list with two conditions
rows = [r for r in GAS if r["operationSubject"] == "华润燃气" and r["isMajorDangerSource"] == "是"]
Q("请列出运营主体为华润燃气、且构成重大危险源的全部加油站名称。", [r["name"] for r in rows], "list")

# 19 join into 行政区 (county name -> region code)
r = by_name(GAS, "天台华润燃气有限公司")
Q("天台华润燃气有限公司所在的区县，在行政区表里对应的行政区代码是多少？",
  region_id_of_name(r["county"]), "join")

# 20 two-step: superlative then join
w = argmax(emp, lambda r: int(r["employeeCount"]))
Q("职工人数最多的那家加油站，它的经营许可证是哪天生效的？", iso(lic_of(w)["effectiveDate"]), "two_step")

# 21 days between two dates of a record (station build date -> licence effective date) EN
r = by_name(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")
l = lic_of(r)
assert date(l["effectiveDate"]) > date(r["buildTime"])
Q("For 宁波新奥燃气有限公司福庆南路CNG加气站 (Ningbo ENN Gas, Fuqing South Road CNG station), how many days passed "
  "between its establishment date and the effective date of its operating licence in the licence table?",
  (date(l["effectiveDate"]) - date(r["buildTime"])).days, "days", "en")

# ================================================================= 医疗机构
rows = [r for r in MED if r["category"] == "医院" and r["level"] == "三级"]
Q("医疗机构表中，类别为“医院”且级别为三级的机构有多少家？", len(rows), "count")

rows = [r for r in MED if r["category"] == "省本级定点"]
Q("类别是“省本级定点”的医疗机构一共几家？", len(rows), "count")

rows = [r for r in MED if "中医" in r["name"] and r["level"] in ("二级", "三级")]
Q("How many medical institutions have 中医 (traditional Chinese medicine) in their name and are rated "
  "level 二级 or 三级?", len(rows), "count", "en")

r = by_name(MED, "杭州市儿童医院")
Q("杭州市儿童医院是三级医院吗？", yn(r["level"] == "三级" and r["category"] == "医院", "zh"), "yesno")

r = by_name(MED, "浙江康复医院")
Q("有报道称浙江康复医院是一家三级医院，这个说法对吗？", yn(r["level"] == "三级", "zh"), "yesno")

rows = [r for r in MED if "浙江大学医学院附属" in r["name"] and r["level"] == "三级"]
Q("名称中含有“浙江大学医学院附属”的三级医疗机构有哪些？", [r["name"] for r in rows], "list")

rows = [r for r in MED if r["level"] == "三级"]
Q("在全部医疗机构中，三级机构所占比例是百分之多少？（百分数数值保留两位小数）",
  pct(len(rows), len(MED), 2), "share")

Q("医疗机构按级别分组各有多少家？请按数量从多到少列出。", groups(MED, lambda r: r["level"]), "group_count")

a = by_name(MED, "杭州市第一人民医院")
b = by_name(MED, "杭州市第九人民医院")
rank = {"一级": 1, "二级": 2, "三级": 3}
assert a["level"] in rank and b["level"] in rank and a["level"] != b["level"]
Q("Between 杭州市第一人民医院 (Hangzhou First People's Hospital) and 杭州市第九人民医院 (Hangzhou Ninth "
  "People's Hospital), which one has the higher level?",
  (a if rank[a["level"]] > rank[b["level"]] else b)["name"], "compare", "en")


# ================================================================= 协会
rows = [r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "基督教"]
Q("温州市有多少个基督教方面的协会（所属宗教为基督教）？", len(rows), "count")


def reg_on_or_after(r, d0):
    if not r["registrationTime"] or r["registrationTime"].startswith("1900"):
        return False
    return date(r["registrationTime"]) >= d0


rows = [r for r in ASSOC if reg_on_or_after(r, dt.date(2016, 1, 1))]
Q("登记时间在2016年1月1日及以后的宗教协会共有多少个？", len(rows), "count")

rows = [r for r in ASSOC if r["category"] == "市团体" and r["religion"] == "天主教"
        and reg_on_or_after(r, dt.date(2001, 1, 1))]
Q("How many city-level (市团体) Catholic (天主教) associations were registered on or after 2001-01-01?",
  len(rows), "count", "en")

rows = [r for r in ASSOC if r["religion"]]
Q("按所属宗教统计协会数量（所属宗教为空的不计），从多到少各是多少个？",
  groups(rows, lambda r: r["religion"]), "group_count")

r = by_name(ASSOC, "浙江省道教协会")
assert r["city"]
Q("浙江省道教协会在杭州市吗？", yn(r["city"] == "杭州市", "zh"), "yesno")

rows = [r for r in ASSOC if r["religion"] == "伊斯兰教" and r["category"] == "市团体"]
Q("类别为市团体、所属宗教是伊斯兰教的协会，请列出名称。", [r["name"] for r in rows], "list")

a = by_name(ASSOC, "浙江省基督教协会")
b = by_name(ASSOC, "浙江省天主教爱国会")
Q("浙江省基督教协会与浙江省天主教爱国会的登记时间相差多少天？",
  abs((date(a["registrationTime"]) - date(b["registrationTime"])).days), "days")

# two-step: school -> city -> associations
s = by_name(SCH, "浙江神学院")
rows = [r for r in ASSOC if r["city"] == s["city"] and r["religion"] == "基督教"]
Q("浙江神学院所在的城市里，所属宗教为基督教的协会有几个？", len(rows), "two_step")

# ================================================================= 学校
w = argmax(SCH, lambda r: int(r["studentCount"]))
Q("宗教院校里在校生最多的是哪一所？", w["name"], "superlative")

rows = [r for r in SCH if r["religion"] == "佛教"]
Q("所属宗教为佛教的院校，在校生数量合计多少人？", sum(int(r["studentCount"]) for r in rows), "sum")

Q("全部宗教院校的教师人数平均是多少？（保留两位小数）",
  rnd(sum(dec(r["teacherCount"]) for r in SCH) / len(SCH), 2), "average")

r = by_name(SCH, "浙江佛学院")
Q("浙江佛学院的在校生数量是其教师人数的多少倍？（保留两位小数）",
  rnd(dec(r["studentCount"]) / dec(r["teacherCount"]), 2), "ratio")

a = by_name(SCH, "浙江神学院")
b = by_name(SCH, "杭州佛学院")
assert date(a["establishmentDate"]) != date(b["establishmentDate"])
Q("Which was founded earlier: 浙江神学院 (Zhejiang Theological Seminary) or 杭州佛学院 (Hangzhou "
  "Buddhist Academy)?",
  (a if date(a["establishmentDate"]) < date(b["establishmentDate"]) else b)["name"], "compare", "en")

r = by_name(SCH, "中国佛学院普陀山学院")
Q("中国佛学院普陀山学院的“所在区县”一栏填的是行政区代码，这个代码在行政区表中对应哪个行政区？",
  region_name_of_id(r["county"]), "join")

rows = [r for r in SCH if date(r["establishmentDate"]) >= dt.date(2016, 1, 1)]
Q("2016年1月1日及以后成立的宗教院校有几所？", len(rows), "count")

w = argmax(SCH, lambda r: int(r["studentCount"]))
rows = [r for r in REL if r["city"] == w["city"] and r["religion"] == "佛教"]
Q("在校生数量最多的那所宗教院校所在的城市，一共登记了多少处佛教宗教场所？", len(rows), "two_step")

rows = [r for r in SCH if r["professorCount"]]
t = top(rows, lambda r: int(r["professorCount"]), 3)
Q("Among the religious colleges with a recorded number of full-time teachers (专职教师人数), which "
  "three have the most? List them from most to fewest.", [r["name"] for r in t], "topn", "en")

a = by_name(SCH, "浙江道教学院")
b = by_name(SCH, "浙江慈云佛学院")
Q("浙江道教学院和浙江慈云佛学院，哪一所的在校生更多？",
  (a if int(a["studentCount"]) > int(b["studentCount"]) else b)["name"], "compare")
assert int(a["studentCount"]) != int(b["studentCount"])

# ================================================================= 旅游景点
rows = [r for r in SPOT if r["city"] == "舟山市"]
Q("旅游景点表中舟山市的景点记录，按级别分组各有多少条？请按条数从多到少列出。",
  groups(rows, lambda r: r["level"]), "group_count")

rows = [r for r in SPOT if r["city"] == "丽水市" and r["level"] == "AAAA"]
Q("旅游景点表里，丽水市级别为AAAA的景点记录有多少条？", len(rows), "count")

r = by_name(SPOT, "神仙居景区")
Q("神仙居景区是不是在台州市？", yn(r["city"] == "台州市", "zh"), "yesno")

r = by_name(SPOT, "乌镇景区")
Q("Is the scenic spot 乌镇景区 (Wuzhen) located in 湖州市 (Huzhou)?", yn(r["city"] == "湖州市", "en"),
  "yesno", "en")

rows = [r for r in SPOT if r["city"] == "湖州市" and r["level"] == "AAAAA"]
Q("湖州市级别为AAAAA的景点记录有哪些？请给出景点名称。", [r["name"] for r in rows], "list")

c = Counter(r["city"] for r in SPOT if r["level"] == "AAAA")
t = top(list(c.items()), lambda kv: kv[1], 3)
Q("哪三个城市的AAAA级景点记录最多？按记录数从多到少列出城市。", [k for k, _ in t], "topn")

rows = [r for r in SPOT if r["city"] == "嘉兴市"]
Q("What percentage of the scenic-spot records in 嘉兴市 (Jiaxing) are rated AA? Give the percentage "
  "rounded to two decimals.", pct(sum(1 for r in rows if r["level"] == "AA"), len(rows), 2), "share", "en")

c = Counter(r["city"] for r in REL if r["city"])
wc = top(list(c.items()), lambda kv: kv[1], 1)[0][0]
Q("宗教场所数量最多的那个城市，一共有多少家旅行社？",
  sum(1 for r in TRAV if r["city"] == wc), "two_step")

# ================================================================= 旅行社
Q("嘉兴市共有多少家旅行社？", sum(1 for r in TRAV if r["city"] == "嘉兴市"), "count")

c = Counter(r["city"] for r in TRAV)
assert "" not in c
t = top(list(c.items()), lambda kv: kv[1], 3)
Q("Which three cities have the most travel agencies? List them from most to fewest.",
  [k for k, _ in t], "topn", "en")

r = by_name(TRAV, "浙江邮电旅行社有限公司")
Q("浙江邮电旅行社有限公司是杭州市的旅行社吗？", yn(r["city"] == "杭州市", "zh"), "yesno")

Q("杭州市的旅行社占全部旅行社的百分比是多少？（保留两位小数）",
  pct(c["杭州市"], len(TRAV), 2), "share")

Q("杭州市旅行社数量是宁波市的多少倍？结果保留两位小数。",
  rnd(Decimal(c["杭州市"]) / Decimal(c["宁波市"]), 2), "ratio")

Q("How many more travel agencies does 金华市 (Jinhua) have than 台州市 (Taizhou)?",
  num(c["金华市"] - c["台州市"]), "difference", "en")

rows = [r for r in TRAV if r["city"] == "丽水市" and "国际" in r["name"]]
Q("丽水市名称中含“国际”的旅行社有哪些？", [r["name"] for r in rows], "list")

# ================================================================= 宗教场所
rows = [r for r in REL if r["city"] == "台州市" and r["religion"] == "道教" and r["category"] == "寺观教堂"]
Q("台州市的道教场所中，类别为“寺观教堂”的有多少处？", len(rows), "count")

rows = [r for r in REL if r["county"] == "乐清市"
        and dt.date(2000, 1, 1) <= date(r["approvalDate"]) <= dt.date(2005, 12, 31)]
Q("乐清市的宗教场所里，批准日期在2000年1月1日到2005年12月31日之间（含两端）的有多少处？",
  len(rows), "count")

rows = [r for r in REL if r["city"] == "舟山市" and r["religion"] == "天主教"]
assert rows and all(r["buildingArea"] not in ("", "0") and dec(r["buildingArea"]) > 0 for r in rows)
Q("舟山市所有天主教场所的建筑面积合计是多少平方米？（保留两位小数）",
  rnd(sum(dec(r["buildingArea"]) for r in rows), 2), "sum")

rows = [r for r in REL if r["city"] == "湖州市" and r["religion"] == "天主教"]
assert rows and all(dec(r["area"]) > 0 for r in rows)
Q("湖州市天主教场所的平均占地面积是多少平方米？请保留两位小数。",
  rnd(sum(dec(r["area"]) for r in rows) / len(rows), 2), "average")

rows = [r for r in REL if r["city"] == "杭州市"]
w = argmax(rows, lambda r: dec(r["area"]))
Q("杭州市占地面积最大的宗教场所是哪一处？", w["name"], "superlative")

rows = [r for r in REL if r["city"] == "台州市"]
t = top(rows, lambda r: dec(r["buildingArea"]), 3)
Q("台州市建筑面积排前三的宗教场所是哪几处？按建筑面积从大到小列出。", [r["name"] for r in t], "topn")

r = by_name(REL, "普陀山正法讲寺")
no_threshold([dec(r["area"])], Decimal(200000))
Q("普陀山正法讲寺的占地面积超过20万平方米了吗？", yn(dec(r["area"]) > 200000, "zh"), "yesno")

r = by_name(REL, "宁波阿育王寺")
Q("Is 宁波阿育王寺 (King Ashoka Temple, Ningbo) located in 杭州市?", yn(r["city"] == "杭州市", "en"),
  "yesno", "en")

a = by_name(REL, "新昌县大佛寺")
b = by_name(REL, "宁海福泉寺")
assert dec(a["buildingArea"]) != dec(b["buildingArea"])
Q("新昌县大佛寺和宁海福泉寺相比，哪个的建筑面积更大？",
  (a if dec(a["buildingArea"]) > dec(b["buildingArea"]) else b)["name"], "compare")

r = by_name(REL, "桐庐县华林寺")
Q("桐庐县华林寺的占地面积比建筑面积多出多少平方米？", num(dec(r["area"]) - dec(r["buildingArea"])),
  "difference")

r = by_fragment(REL, "七塔禅寺")
assert date(r["registrationTime"]) > date(r["approvalDate"])
Q("七塔禅寺从批准日期到登记时间，中间隔了多少天？",
  (date(r["registrationTime"]) - date(r["approvalDate"])).days, "days")

rows = [r for r in REL if r["city"] == "舟山市"]
Q("舟山市的宗教场所按所属宗教分组，各有多少处？按数量从多到少列出。",
  groups(rows, lambda r: r["religion"]), "group_count")

code = [r["id"] for r in REG if r["name"] == "普陀山管委会"]
assert len(set(code)) == 1
rows = [r for r in REL if r["county"] == code[0]]
assert region_name_of_id(code[0]) == "普陀山管委会"
Q("宗教场所表里有些场所的“所在区县”填的是行政区代码。按行政区表换算后，所在区县为“普陀山管委会”的宗教场所有多少处？",
  len(rows), "join")

rows = [r for r in REL if r["city"] == "嘉兴市" and r["religion"] == "道教"]
Q("嘉兴市有哪些道教场所？请列出名称。", [r["name"] for r in rows], "list")

dao = [r for r in REL if r["religion"] == "道教"]
w = argmax(dao, lambda r: dec(r["area"]))
assert not w["county"].isdigit()
Q("占地面积最大的那处道教场所所在的区县，一共有多少处道教场所？",
  sum(1 for r in dao if r["county"] == w["county"]), "two_step")

rows = [r for r in REL if r["city"] == "舟山市" and r["religion"] == "佛教"]
Q("How many Buddhist (佛教) venues in 舟山市 (Zhoushan) have a building area (建筑面积) of at least "
  "10000 square metres?", sum(1 for r in rows if dec(r["buildingArea"]) >= 10000), "count", "en")

rows = [r for r in REL if r["city"]]
Q("宗教场所中位于温州市的占全部宗教场所（所在城市不为空）的百分之几？保留一位小数。",
  pct(sum(1 for r in rows if r["city"] == "温州市"), len(rows), 1), "share")

# ================================================================= write
assert len(QS) == 80, len(QS)
for i, q in enumerate(QS, 1):
    q_out = {"id": "affairqa-r76-%02d" % i}
    q_out.update(q)
    QS[i - 1] = q_out
langs = Counter(q["lang"] for q in QS)
assert langs == {"zh": 65, "en": 15}, langs
OUT = os.path.normpath(os.path.join(HERE, "..", "r76-affairqa.json"))
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(QS, f, ensure_ascii=False, indent=1)
print(OUT, len(QS), dict(Counter(q["shape"] for q in QS)))
