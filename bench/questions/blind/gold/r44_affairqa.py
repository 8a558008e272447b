"""Gold answers for the blind AffairQA question set r44 (80 questions: 65 zh, 15 en).

Written from the CSV tables of ../shared/datasets/kag-affairqa/sources alone, with the
standard library only (csv, decimal, datetime); nothing of kagflow is read or run.

Readings used:
- As-of date: 2023-10-15.  "近N年" / "in the last N years" is the half-open span
  (as_of - N years, as_of]: a date strictly after 2021-10-15 and not after 2023-10-15 for N=2.
  "YYYY年" / "in YYYY" is that calendar year; "YYYY年以后/之后" / "after YYYY" starts on
  1 January of the next year; "YYYY年以前/之前" / "before YYYY" ends on 31 December of the
  year before.  "还没过期/still valid" means an invalidDate later than the as-of date.
  No question's answer depends on a date that falls on a window boundary.
- Dates are compared as calendar days however the CSV writes them (2011/3/17, 1899-12-30);
  answers give dates exactly as the CSV spells them.  1899-12-30 (Excel's zero date, five gas
  stations) is a placeholder: no question ranks gas stations by earliest buildTime.
- Entities are the rows of a table, identified by their name; every table used here has
  unique names except 行政区.csv, whose repeated rows are counted once per distinct name.
  Empty cells hold no value: they are left out of counts, groups, sums, averages and rankings.
- Superlatives and top-N keep every entity tied with the last place kept.
- Counts per group are flattened as [group, count, group, count, ...], sorted by count
  descending, then by group (code-point order); empty group values are left out.
- Numbers (counts, sums, averages, differences) are plain decimal strings computed with
  Decimal: no trailing ".0" for integral values, no thousands separators.
- Yes/no questions answer ["是"]/["否"] (zh) or ["yes"]/["no"] (en).
- A county cell that holds a division code (e.g. 学校 中国佛学院普陀山学院: 310107) is read
  through 行政区.csv's id column only where a question asks for that join; a county filter
  by name matches the cell exactly (a code cell is not the name).
- A text filter on an address ("地址在萧山区") is a substring match on the address cell; a
  name-suffix filter ("以民政局结尾") is a suffix match on the name.
- Abbreviated entity names in questions (东栅站, 杭钢亚盛, 金帝, 建德中国旅行社 ...) each
  occur in exactly one name of their table (checked below).

Data quirks noticed (not relied on): 旅行社.csv has two columns both named licenseNumber;
many unifiedSocialCreditCode cells are in scientific notation (9.13E+17); 行政区.csv repeats
rows, lists cities as both 地级 and 县级, gives 普陀区 the code 310107, gives 市辖区 and 市属 the
same code 330901 and leaves some ids empty; 加油站 has a typo county 北仓区 and near-duplicate
stations (衢州佳豪…航埠LNG加气站 with and without a hyphen); 旅游景点 has near-duplicate scenic
spots (杭州西湖景区 / 杭州西湖风景名胜区 ...); 协会 and 宗教场所 write some counties as codes;
许可证 has dates for only 88 of its 4258 rows.
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r44-affairqa.json"))

AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SOURCES, name), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
RELIG = load("宗教场所.csv")
SPOT = load("旅游景点.csv")
TRAVEL = load("旅行社.csv")  # two licenseNumber columns: DictReader keeps the last; not used
LIC = load("许可证.csv")
GOV = load("政府机构.csv")
ADMIN = load("行政区.csv")


def day(s):
    s = (s or "").strip()
    if not s:
        return None
    for fmt in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    raise ValueError("not a date: %r" % s)


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def num(s):
    return Decimal(s.strip())


def fmt(d):
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    return format(d.normalize(), "f")


def one(rows, name):
    hit = [r for r in rows if r["name"] == name]
    assert len(hit) == 1, (name, len(hit))
    return hit[0]


def abbrev(rows, part):
    """The one row whose name contains `part` (the abbreviation a question writes)."""
    hit = [r for r in rows if part in r["name"]]
    assert len(hit) == 1, (part, [r["name"] for r in hit])
    return hit[0]


def names(rows):
    return sorted({r["name"] for r in rows})


def count(rows):
    return [str(len({r["name"] for r in rows}))]


def best(rows, key, largest=True, n=1):
    """Top n rows by key (None keys left out), keeping ties with the last place kept."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    vals.sort(key=lambda kv: kv[0], reverse=largest)
    if not vals:
        return []
    cut = vals[min(n, len(vals)) - 1][0]
    kept = [r for k, r in vals if (k >= cut if largest else k <= cut)]
    return names(kept)


def group_count(rows, col):
    c = Counter(r[col] for r in rows if r[col].strip())
    out = []
    for g, k in sorted(c.items(), key=lambda gk: (-gk[1], gk[0])):
        out += [g, str(k)]
    return out


def total(rows, col):
    return fmt(sum((num(r[col]) for r in rows if r[col].strip()), Decimal(0)))


def mean(rows, col):
    vals = [num(r[col]) for r in rows if r[col].strip()]
    return fmt(sum(vals, Decimal(0)) / len(vals))


def yn(flag, lang):
    if lang == "zh":
        return ["是"] if flag else ["否"]
    return ["yes"] if flag else ["no"]


def admin_code(name):
    codes = {r["id"] for r in ADMIN if r["name"] == name and r["id"]}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def admin_names_of_code(code):
    return sorted({r["name"] for r in ADMIN if r["id"] == code})


Q = []


def q(question, answer, shape, lang="zh"):
    if isinstance(answer, str):
        answer = [answer]
    Q.append({"question": question, "answer": list(answer), "shape": shape, "lang": lang})


# ---------------------------------------------------------------- 加油站 (gas stations)
r = abbrev(GAS, "东栅")
q("东栅站的法人代表是谁", r["legalRepresentative"], "property")

q("哪些加油站构成重大危险源？", names([r for r in GAS if r["isMajorDangerSource"] == "是"]), "filter")

q("加油站按级别分一下，每个级别各几个", group_count(GAS, "level"), "group_count")

q("南湖区里面级别是一级的加油站有哪些", names([r for r in GAS if r["county"] == "南湖区" and r["level"] == "一级"]), "filter")

q("郑善勇负责的加油站有多少个", count([r for r in GAS if r["manager"] == "郑善勇"]), "count")

a = one(GAS, "宁波新奥燃气有限公司")
b = abbrev(GAS, "新捷公运")
q("宁波新奥燃气有限公司和新捷公运，哪家成立得早？", names([min((a, b), key=lambda r: day(r["buildTime"]))]), "compare")

q("柯城区有哪些加油站不是新奥中石化运营的", names([r for r in GAS if r["county"] == "柯城区" and r["operationSubject"] != "新奥中石化"]), "negation")

kept = [r for r in GAS if day(r["buildTime"]) and day(r["buildTime"]) >= datetime.date(2018, 1, 1)]
q("2018年及以后建成的加油站有几个", count(kept), "window")

r = one(GAS, "慈溪市煤气有限公司")
q("慈溪市煤气有限公司算重大危险源吗", yn(r["isMajorDangerSource"] == "是", "zh"), "yesno")

q("总设计储量排前三的加油站是哪几个", best(GAS, lambda r: num(r["totalDesignStorage"]) if r["totalDesignStorage"].strip() else None, n=3), "topn")

q("中海油运营的加油站，职工加起来一共多少人", total([r for r in GAS if r["operationSubject"] == "中海油"], "employeeCount"), "aggregate")

q("加油站的所属行业一共有几种", [str(len({r["industry"] for r in GAS if r["industry"].strip()}))], "distinct_count")

# ---------------------------------------------------------------- 医疗机构 (medical institutions)
q("浙江省肿瘤医院电话多少", one(MED, "浙江省肿瘤医院")["phoneNumber"], "property")

q("三级医院一共有几家", count([r for r in MED if r["level"] == "三级" and r["category"] == "医院"]), "count")

q("二级医疗机构里不是医院的有哪些", names([r for r in MED if r["level"] == "二级" and r["category"] != "医院"]), "negation")

q("医疗机构各个级别分别有多少家", group_count(MED, "level"), "group_count")

q("地址在萧山区的三级医院有哪些", names([r for r in MED if r["level"] == "三级" and "萧山区" in r["address"]]), "filter")

# ---------------------------------------------------------------- 协会 (associations)
q("省团体的协会有哪些", names([r for r in ASSOC if r["category"] == "省团体"]), "filter")

c = Counter(r["religion"] for r in ASSOC if r["city"] == "杭州市" and r["religion"].strip())
top = max(c.values())
q("杭州市的协会里哪个宗教的最多", sorted(g for g, k in c.items() if k == top), "superlative")

q("有网站的协会有几个", count([r for r in ASSOC if r["website"].strip()]), "count")

kept = [r for r in ASSOC if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2018]
q("2018年登记的协会有几个", count(kept), "window")

q("舟山市的协会里，不是基督教的有几个", count([r for r in ASSOC if r["city"] == "舟山市" and r["religion"].strip() and r["religion"] != "基督教"]), "negation")

r = one(ASSOC, "萧山区佛教协会")
q("萧山区佛教协会所在的区有多少个佛教场所", count([x for x in RELIG if x["county"] == r["county"] and x["religion"] == "佛教"]), "join")

lo = years_back(2)
q("近两年有新登记的协会吗", yn(any(day(r["registrationTime"]) and lo < day(r["registrationTime"]) <= AS_OF for r in ASSOC), "zh"), "yesno")

# ---------------------------------------------------------------- 学校 (religious schools)
q("杭州佛学院成立日期是哪天", one(SCHOOL, "杭州佛学院")["establishmentDate"], "property")

q("所有学校的在校生加起来有多少人", total(SCHOOL, "studentCount"), "aggregate")

q("天台县有哪些学校", names([r for r in SCHOOL if r["county"] == "天台县"]), "filter")

a = abbrev(SCHOOL, "慈云")
b = one(SCHOOL, "杭州佛学院")
assert int(a["teacherCount"]) != int(b["teacherCount"])
assert (int(a["teacherCount"]) > int(b["teacherCount"])) == (int(a["professorCount"]) > int(b["professorCount"]))
q("慈云佛学院和杭州佛学院，哪个老师多", names([max((a, b), key=lambda r: int(r["teacherCount"]))]), "compare")

kept = [r for r in SCHOOL if day(r["establishmentDate"]) >= datetime.date(2011, 1, 1)]
q("2010年之后成立的学校有几所", count(kept), "window")

r = one(SCHOOL, "浙江道教学院")
q("浙江道教学院所在的县有几个道教场所", count([x for x in RELIG if x["county"] == r["county"] and x["religion"] == "道教"]), "join")

r = abbrev(SCHOOL, "普陀山学院")
q("普陀山学院的区县一栏填的是代码，对应哪个行政区", admin_names_of_code(r["county"]), "join")

r = one(SCHOOL, "浙江神学院")
q("浙江神学院所在的区有哪些协会", names([x for x in ASSOC if x["county"] == r["county"]]), "join")

q("专职教师最少的学校是哪所", best(SCHOOL, lambda r: int(r["professorCount"]) if r["professorCount"].strip() else None, largest=False), "superlative")

# ---------------------------------------------------------------- 宗教场所 (religious sites)
q("杭州灵隐寺哪天登记的", one(RELIG, "杭州灵隐寺")["registrationTime"], "property")

q("天童禅寺在哪个区", abbrev(RELIG, "天童禅寺")["county"], "property")

islam = [r for r in RELIG if r["religion"] == "伊斯兰教"]
q("伊斯兰教场所里建筑面积最大的是哪个", best(islam, lambda r: num(r["buildingArea"]) if r["buildingArea"].strip() else None), "superlative")

q("伊斯兰教的宗教场所建筑面积总共多少", total(islam, "buildingArea"), "aggregate")

q("嵊泗县的宗教场所按宗教分，各有几个", group_count([r for r in RELIG if r["county"] == "嵊泗县"], "religion"), "group_count")

lo = years_back(2)
kept = [r for r in RELIG if day(r["registrationTime"]) and lo < day(r["registrationTime"]) <= AS_OF]
q("最近两年登记的宗教场所是哪几个", names(kept), "window")

c = Counter(r["county"] for r in RELIG if r["religiousType"] == "全真教" and r["county"].strip())
top = max(c.values())
q("全真教场所最多的是哪个区县", sorted(g for g, k in c.items() if k == top), "superlative")

q("占地面积最大的三个宗教场所", best(RELIG, lambda r: num(r["area"]) if r["area"].strip() else None, n=3), "topn")

q("滨江区不是基督教的宗教场所有哪些", names([r for r in RELIG if r["county"] == "滨江区" and r["religion"].strip() and r["religion"] != "基督教"]), "negation")

a = abbrev(RELIG, "灵音寺")
b = abbrev(RELIG, "福圆禅寺")
q("嵊泗的灵音寺和福圆禅寺，哪个建筑面积大", names([max((a, b), key=lambda r: num(r["buildingArea"]))]), "compare")

q("滨江区有没有伊斯兰教的宗教场所", yn(any(r["county"] == "滨江区" and r["religion"] == "伊斯兰教" for r in RELIG), "zh"), "yesno")

r = one(RELIG, "杭州清真寺")
q("杭州清真寺所在区县有哪些加油站", names([x for x in GAS if x["county"] == r["county"]]), "join")

# ---------------------------------------------------------------- 旅游景点 (scenic spots)
q("宁波博物馆景区是几A", one(SPOT, "宁波博物馆景区")["level"], "property")

q("嘉兴有多少个旅游景点", count([r for r in SPOT if r["city"] == "嘉兴市"]), "count")

c = Counter(r["city"] for r in SPOT if r["city"].strip())
top = max(c.values())
q("哪个城市的景点最多", sorted(g for g, k in c.items() if k == top), "superlative")

q("等级只有一个A的景区，各城市分别几个", group_count([r for r in SPOT if r["level"] == "A"], "city"), "group_count")

# ---------------------------------------------------------------- 旅行社 (travel agencies)
q("建德中国旅行社的传真号是多少", abbrev(TRAVEL, "建德中国旅行社")["faxNumber"], "property")

q("浙江邮电旅行社在哪个区", abbrev(TRAVEL, "邮电旅行社")["county"], "property")

q("各市旅行社数量分别是多少", group_count(TRAVEL, "city"), "group_count")

n1 = len([r for r in TRAVEL if r["city"] == "舟山市"])
n2 = len([r for r in TRAVEL if r["city"] == "衢州市"])
q("舟山的旅行社比衢州多几家", str(n1 - n2), "compare")

# ---------------------------------------------------------------- 许可证 (licences)
def valid_until(r):
    return day(r["invalidDate"])


q("2020年到期的许可证有多少张", count([r for r in LIC if valid_until(r) and valid_until(r).year == 2020]), "window")

q("现在还没过期的许可证是哪张", names([r for r in LIC if valid_until(r) and valid_until(r) > AS_OF]), "filter")

q("生效日期最早的许可证", best(LIC, lambda r: day(r["effectiveDate"]), largest=False), "superlative")

r = abbrev(GAS, "金帝")
q("绍兴金帝天然气的经营许可证哪天到期", one(LIC, r["businessLicense"])["invalidDate"], "join")

q("持有许可证浙201702020005P的是哪个加油站", names([r for r in GAS if r["businessLicense"] == "浙201702020005P"]), "join")

# ---------------------------------------------------------------- 行政区 (administrative divisions)
q("330922是哪个县的代码", admin_names_of_code("330922"), "property")

q("地级行政区有几个", [str(len({r["name"] for r in ADMIN if r["label"] == "地级行政区"}))], "count")

q("景宁县和景宁畲族自治县的代码一样吗", yn(admin_code("景宁县") == admin_code("景宁畲族自治县"), "zh"), "yesno")

q("代码330901对应哪些行政区", admin_names_of_code("330901"), "filter")

r = abbrev(GAS, "天台华润")
q("天台华润燃气所在县的行政区划代码是多少", admin_code(r["county"]), "join")

# ---------------------------------------------------------------- 政府机构 (government agencies)
q("政府机构里有没有国家宗教事务局", yn(any(r["name"] == "国家宗教事务局" for r in GOV), "zh"), "yesno")

q("名字以民政局结尾的政府机构有几个", count([r for r in GOV if r["name"].endswith("民政局")]), "count")

# ---------------------------------------------------------------- English
q("How many gas stations are in 北仑区?", count([r for r in GAS if r["county"] == "北仑区"]), "count", "en")

q("which gas station has the largest workforce", best(GAS, lambda r: int(r["employeeCount"]) if r["employeeCount"].strip() else None), "superlative", "en")

q("What level is 杭州整形医院?", one(MED, "杭州整形医院")["level"], "property", "en")

q("How many institutions in the 医院 category are rated 二级?", count([r for r in MED if r["level"] == "二级" and r["category"] == "医院"]), "count", "en")

q("website of 浙江省伊斯兰教协会?", one(ASSOC, "浙江省伊斯兰教协会")["website"], "property", "en")

a = one(ASSOC, "浙江省道教协会")
b = one(ASSOC, "浙江省基督教协会")
q("Which registered first, 浙江省道教协会 or 浙江省基督教协会?", names([min((a, b), key=lambda r: day(r["registrationTime"]))]), "compare", "en")

q("Which school has the most students enrolled?", best(SCHOOL, lambda r: int(r["studentCount"]) if r["studentCount"].strip() else None), "superlative", "en")

q("average number of teachers per school", mean(SCHOOL, "teacherCount"), "aggregate", "en")

q("List the Islamic (伊斯兰教) religious sites.", names(islam), "filter", "en")

q("How many religious sites were registered in 2021?", count([r for r in RELIG if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2021]), "window", "en")

q("Is 江山最美碗窑景区 an AAAA scenic spot?", yn(one(SPOT, "江山最美碗窑景区")["level"] == "AAAA", "en"), "yesno", "en")

q("How many travel agencies are based in 杭州市?", count([r for r in TRAVEL if r["city"] == "杭州市"]), "count", "en")

q("When does licence 浙201801010002J expire?", one(LIC, "浙201801010002J")["invalidDate"], "property", "en")

lo = years_back(2)
q("In the last two years, how many licences have expired?", count([r for r in LIC if valid_until(r) and lo < valid_until(r) <= AS_OF]), "window", "en")

q("what's the division code of 桐庐县", admin_code("桐庐县"), "property", "en")


# ---------------------------------------------------------------- checks and output
def boundary_checks():
    """No window answer depends on a date equal to its bound."""
    for rows, col in ((RELIG, "registrationTime"), (LIC, "invalidDate")):
        for r in rows:
            assert day(r[col]) != years_back(2), (r["name"], col)
    for r in ASSOC:
        assert day(r["registrationTime"]) != years_back(2), r["name"]
    # a county filter by name never meets a code cell standing for that county
    for code in ("330109", "331023", "330102", "330108", "330106"):
        for rows in (RELIG, ASSOC, GAS, SCHOOL):
            assert all(r["county"] != code for r in rows), code


boundary_checks()

for i, item in enumerate(Q, 1):
    item["id"] = "affairqa-r44-%02d" % i
Q = [{"id": x["id"], "question": x["question"], "answer": x["answer"], "shape": x["shape"], "lang": x["lang"]} for x in Q]

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(Q, fh, ensure_ascii=False, indent=1)
    fh.write("\n")

for x in Q:
    print("%s [%s/%s] %s -> %s" % (x["id"], x["lang"], x["shape"], x["question"], x["answer"]))

with open(OUT, encoding="utf-8") as fh:
    data = json.load(fh)
assert len(data) == 80, len(data)
assert sum(1 for x in data if x["lang"] == "zh") == 65
assert sum(1 for x in data if x["lang"] == "en") == 15
assert len({x["id"] for x in data}) == 80
assert len({x["question"] for x in data}) == 80
for x in data:
    assert x["answer"] and all(isinstance(v, str) and v.strip() for v in x["answer"]), x
print("ok: %d questions (%s)" % (len(data), dict(Counter(x["shape"] for x in data))))
