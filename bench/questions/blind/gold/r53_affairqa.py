"""Gold answers for blind set r53 over KAG's AffairQA tables (kag-affairqa/sources/*.csv).

Every answer is computed here from the raw CSV files with the standard library `csv` module;
the script writes ../r53-affairqa.json (80 questions: 65 Chinese, 15 English).

Readings used:
- Tables are read as UTF-8 with the byte order mark dropped (encoding 'utf-8-sig'); cells are
  compared exactly as written (no trimming beyond what the file holds).
- Numbers: a cell is a number when float() reads it; sums and averages are computed with
  decimal.Decimal over the cells' text, so no binary rounding creeps in. Rounding is to the
  precision the question states, halves rounded up (ROUND_HALF_UP); a result with no fractional
  part is written without decimals. Averages are over the records that hold a number (the
  questions picked have no empty cells in the averaged column).
- Percentages/shares: count / total * 100, rounded half up to the precision asked, written as a
  number without '%'.
- Ties: every superlative and "second/third largest" question was picked so that its winner is
  unique (the script asserts it); ranks are over distinct records, ordered by value.
- Dates are compared as (year, month, day) parsed from 'Y/M/D'; answers quote the cell as written.
- Yes/no: 是/否 for Chinese questions, yes/no for English ones.
- Multi-value cells: a travel agency's 业务范围 (businessScope) is split on 、 ， , ； ; 。 and
  whitespace into items, and an item matches when it equals the named business exactly.
- Counts per group are given as flattened pairs: group, count, group, count, ... ordered by
  count descending then group name.
- Lists give every matching record's name (order does not matter).
- Travel agencies are counted per 所在区县 only in a county-level city (义乌市), whose agencies
  the table does not also file under 市辖区.
- Two-table questions join a record's 所在县区 (county) to 行政区.csv by name; only names
  with exactly one distinct non-empty code in 行政区.csv are used.
- Records named in questions are named by their exact name cell, or by a property whose value
  the script asserts is held by exactly one record.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP


def find_data():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for sub in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            p = os.path.join(d, sub)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa not found above " + os.path.dirname(os.path.abspath(__file__)))
        d = parent


DATA = os.path.join(find_data(), "sources")


def load(name):
    with open(os.path.join(DATA, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    out = []
    for r in rows[1:]:
        d = {}
        for i, h in enumerate(head):
            if h not in d:  # 旅行社.csv repeats licenseNumber: keep the first
                d[h] = r[i] if i < len(r) else ""
        out.append(d)
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
TOUR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LICENSE = load("许可证")


def isnum(s):
    try:
        float(s)
        return True
    except ValueError:
        return False


def D(s):
    return Decimal(s.strip())


def fmt(x, places=None):
    x = Decimal(x)
    if places is not None:
        x = x.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
        return str(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def pct(n, total, places=1):
    return fmt(Decimal(n) * 100 / Decimal(total), places)


def one(rows, **cond):
    m = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(m) == 1, (cond, len(m))
    return m[0]


def where(rows, **cond):
    return [r for r in rows if all(r[k] == v for k, v in cond.items())]


def names(rows):
    return [r["name"] for r in rows]


def ranked(rows, key, n=1, reverse=True):
    """The n-th (1-based) record by numeric key; asserts it is unique at that rank."""
    vals = [(D(r[key]), r) for r in rows if isnum(r[key])]
    vals.sort(key=lambda t: t[0], reverse=reverse)
    v = vals[n - 1][0]
    assert sum(1 for t in vals if t[0] == v) == 1, (key, n, v)
    if n > 1:
        assert vals[n - 2][0] != v
    return vals[n - 1][1]


def date_key(s):
    y, m, d = s.split("/")
    return (int(y), int(m), int(d))


def unique_best(items, key):
    """items: list of (label, value); the unique label with the highest value."""
    items = sorted(items, key=lambda t: t[1], reverse=True)
    assert len(items) == 1 or items[0][1] != items[1][1], items[:3]
    return items[0][0]


def nth_best(items, n):
    items = sorted(items, key=lambda t: t[1], reverse=True)
    v = items[n - 1][1]
    assert sum(1 for t in items if t[1] == v) == 1, items[: n + 1]
    return items[n - 1][0]


def group_pairs(rows, key):
    c = Counter(r[key] for r in rows if r[key] != "")
    out = []
    for g, n in sorted(c.items(), key=lambda t: (-t[1], t[0])):
        out += [g, str(n)]
    return out


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"] != ""}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def license_row(no):
    return one(LICENSE, name=no)


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def scope_items(s):
    for sep in "，,；;。 \t":
        s = s.replace(sep, "、")
    return [t for t in s.split("、") if t]


Q = []


def q(lang, shape, text, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), text
    Q.append({"question": text, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- gas stations (加油站)
r = one(GAS, name="宁波新奥燃气有限公司福庆南路CNG加气站")
q("zh", "lookup", "宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？", r["manager"])

r = one(GAS, name="慈溪市煤气有限公司")
q("zh", "lookup", "慈溪市煤气有限公司液化天然气罐总容积多少", r["liquidGasCanVolume"])

r = one(GAS, manager="钱向阳")
q("zh", "lookup", "负责人是钱向阳的那个加气站叫什么？", r["name"])

r = one(GAS, legalRepresentative="丁道星")
q("zh", "lookup", "法定代表人为丁道星的加油站位于哪个县区？", r["county"])

r = one(GAS, businessLicense="浙201709070005P")
q("zh", "lookup", "经营许可证号是浙201709070005P的是哪家加油站", r["name"])

q("zh", "list", "列出所有构成重大危险源的加油站",
  names(where(GAS, isMajorDangerSource="是")))

rows = where(GAS, county="北仑区")
assert all(isnum(x["employeeCount"]) for x in rows)
q("zh", "aggregate", "北仑区所有加油站的职工人数加起来是多少？",
  fmt(sum(D(x["employeeCount"]) for x in rows)))

rows = where(GAS, county="鄞州区")
assert all(isnum(x["employeeCount"]) for x in rows)
q("zh", "average", "鄞州区的加油站平均有多少名职工？（保留两位小数）",
  fmt(sum(D(x["employeeCount"]) for x in rows) / len(rows), 2))

q("zh", "superlative", "总设计储量最大的加油站是哪个？", ranked(GAS, "totalDesignStorage", 1)["name"])

q("zh", "superlative", "总设计储量排第二的加油站是哪一家", ranked(GAS, "totalDesignStorage", 2)["name"])

q("zh", "superlative", "职工人数最多的加油站", ranked(GAS, "employeeCount", 1)["name"])

rows = where(GAS, county="温岭市")
q("zh", "exists", "温岭市有构成重大危险源的加气站吗",
  yn(any(x["isMajorDangerSource"] == "是" for x in rows), "zh"))

rows = where(GAS, county="鄞州区")
q("zh", "share", "鄞州区的加油站中，二级站占百分之多少？（保留一位小数）",
  pct(sum(1 for x in rows if x["level"] == "二级"), len(rows)))

a = one(GAS, name="中海油浙江新能源有限公司宁波北仑穿好连接线加气站")
b = one(GAS, name="中海油浙江新能源有限公司集运加气站")
q("zh", "difference",
  "中海油浙江新能源有限公司宁波北仑穿好连接线加气站的总设计储量比中海油浙江新能源有限公司集运加气站多多少？",
  fmt(D(a["totalDesignStorage"]) - D(b["totalDesignStorage"])))

q("zh", "group", "北仑区的加油站按级别分，各有几个？", group_pairs(where(GAS, county="北仑区"), "level"))

q("zh", "list", "负责人是郑敏的加油站有哪些？", names(where(GAS, manager="郑敏")))

rows = where(GAS, operationSubject="中石化杭燃")
assert all(isnum(x["totalDesignStorage"]) for x in rows)
q("zh", "average", "运营主体为中石化杭燃的加气站，总设计储量平均是多少？保留两位小数",
  fmt(sum(D(x["totalDesignStorage"]) for x in rows) / len(rows), 2))

q("zh", "list", "液化天然气罐有3个的加油站有哪些", names(where(GAS, liquidGasCanCount="3")))

rows = where(GAS, county="鄞州区")
best = min(rows, key=lambda x: date_key(x["buildTime"]))
assert sum(1 for x in rows if x["buildTime"] == best["buildTime"]) == 1
q("zh", "superlative", "鄞州区成立最早的加油站是哪个？", best["name"])

rows = [x for x in where(GAS, county="南湖区") if date_key(x["buildTime"]) >= (2015, 1, 1)]
q("zh", "count", "南湖区2015年及以后成立的加油站有几个？", str(len(rows)))

r = one(GAS, name="桐乡运河加气站")
q("zh", "two-table", "桐乡运河加气站所在县区的行政区划代码是多少？", region_code(r["county"]))

r = one(GAS, name="温岭市建设燃气有限公司")
q("zh", "two-table", "温岭市建设燃气有限公司的经营许可证什么时候失效？",
  license_row(r["businessLicense"])["invalidDate"])

r = one(GAS, name="慈溪市煤气有限公司")
q("zh", "two-table", "慈溪市煤气有限公司的经营许可证生效日期是哪天", license_row(r["businessLicense"])["effectiveDate"])

a = one(GAS, name="宁海县浙能油气发展有限公司冠庄加气站")
b = one(GAS, name="宁海县浙能油气发展有限公司加气母站")
q("zh", "other", "宁海县浙能油气发展有限公司冠庄加气站和宁海县浙能油气发展有限公司加气母站的法定代表人是同一个人吗？",
  yn(a["legalRepresentative"] == b["legalRepresentative"], "zh"))

# English, gas stations
r = one(GAS, name="桐乡运河加气站")
q("en", "lookup", "Who is the legal representative of 桐乡运河加气站?", r["legalRepresentative"])

q("en", "count", "How many gas stations in 南湖区 are operated by 中石化?",
  str(len(where(GAS, county="南湖区", operationSubject="中石化"))))

r = one(GAS, name="三门县道生加气站有限公司")
q("en", "two-table", "What is the administrative division code of the county where 三门县道生加气站有限公司 is located?",
  region_code(r["county"]))

rows = where(GAS, county="越城区")
q("en", "exists", "Is any gas station in 越城区 a major hazard source?",
  yn(any(x["isMajorDangerSource"] == "是" for x in rows), "en"))

# ---------------------------------------------------------------- schools (学校)
r = one(SCHOOL, name="浙江神学院")
q("zh", "lookup", "浙江神学院有多少在校生", r["studentCount"])

q("zh", "superlative", "哪所宗教院校的在校生最多？", ranked(SCHOOL, "studentCount", 1)["name"])

q("zh", "superlative", "在校学生数第二多的宗教学校是哪所？", ranked(SCHOOL, "studentCount", 2)["name"])

q("zh", "aggregate", "全部宗教院校的在校生总数是多少？", fmt(sum(D(x["studentCount"]) for x in SCHOOL)))

assert all(isnum(x["teacherCount"]) for x in SCHOOL)
q("zh", "average", "宗教院校的教师人数平均是多少？保留一位小数",
  fmt(sum(D(x["teacherCount"]) for x in SCHOOL) / len(SCHOOL), 1))

r = one(SCHOOL, phoneNumber="0571-86888005")
q("zh", "lookup", "联系电话0571-86888005是哪所学校的", r["name"])

a = one(SCHOOL, name="浙江佛学院")
b = one(SCHOOL, name="杭州佛学院")
q("zh", "difference", "浙江佛学院比杭州佛学院多多少在校生？", fmt(D(a["studentCount"]) - D(b["studentCount"])))

r = one(SCHOOL, name="浙江慈云佛学院")
q("zh", "two-table", "浙江慈云佛学院所在区县的行政区划代码", region_code(r["county"]))

q("zh", "list", "学制写的是“本科四年”的学校有哪些？", names(where(SCHOOL, schoolSystem="本科四年")))

best = min(SCHOOL, key=lambda x: date_key(x["establishmentDate"]))
assert sum(1 for x in SCHOOL if x["establishmentDate"] == best["establishmentDate"]) == 1
q("en", "superlative", "Which religious school was established earliest?", best["name"])

r = one(SCHOOL, name="浙江慈云佛学院")
q("en", "lookup", "When was 浙江慈云佛学院 founded?", r["establishmentDate"])

# ---------------------------------------------------------------- associations (协会)
r = one(ASSOC, name="浙江省道教协会")
q("zh", "lookup", "浙江省道教协会登记时间", r["registrationTime"])

q("zh", "list", "有网址的天主教协会有哪些？",
  names([x for x in ASSOC if x["religion"] == "天主教" and x["website"] != ""]))

q("zh", "group", "各个宗教分别有多少个协会？", group_pairs(ASSOC, "religion"))

r = one(ASSOC, website="www.wzcnfj.cn")
q("zh", "lookup", "网址是www.wzcnfj.cn的协会是哪个？", r["name"])

rows = [x for x in ASSOC if x["religion"] != ""]
q("zh", "share", "在登记了所属宗教的协会里，基督教协会占比多少（百分比，保留一位小数）？",
  pct(sum(1 for x in rows if x["religion"] == "基督教"), len(rows)))

r = one(ASSOC, name="湖州市道教协会")
q("zh", "exists", "湖州市道教协会有官方网站吗？", yn(r["website"] != "", "zh"))

r = one(ASSOC, name="萧山区佛教协会")
q("en", "lookup", "What is the phone number of 萧山区佛教协会?", r["phoneNumber"])

q("en", "count", "How many associations in 台州市 belong to Buddhism (佛教)?",
  str(len(where(ASSOC, city="台州市", religion="佛教"))))

# ---------------------------------------------------------------- religious venues (宗教场所)
q("zh", "count", "乐清市有多少个宗教场所？", str(len(where(REL, county="乐清市"))))

q("zh", "group", "舟山市的宗教场所按宗教统计各有多少？", group_pairs(where(REL, city="舟山市"), "religion"))

county_counts = Counter(x["county"] for x in REL if x["county"] != "")
q("zh", "superlative", "哪个县区的宗教场所最多？", unique_best(list(county_counts.items()), None))

q("zh", "superlative", "宗教场所数量排第二的县区是哪个", nth_best(list(county_counts.items()), 2))

r = one(REL, name="建德市慧华寺")
q("zh", "lookup", "建德市慧华寺占地多大？", r["area"])

q("zh", "difference", "永嘉县和平阳县的宗教场所数量相差多少？",
  str(abs(county_counts["永嘉县"] - county_counts["平阳县"])))

rows = where(REL, city="温州市")
q("zh", "share", "温州市的宗教场所里基督教的占百分之几？保留一位小数",
  pct(sum(1 for x in rows if x["religion"] == "基督教"), len(rows)))

rows = where(REL, county="云和县")
assert all(isnum(x["buildingArea"]) for x in rows)
q("zh", "average", "云和县宗教场所的平均建筑面积是多少？（保留两位小数）",
  fmt(sum(D(x["buildingArea"]) for x in rows) / len(rows), 2))

q("zh", "superlative", "云和县占地面积最大的宗教场所是哪个？", ranked(where(REL, county="云和县"), "area", 1)["name"])

q("zh", "superlative", "嵊泗县建筑面积第三大的宗教场所", ranked(where(REL, county="嵊泗县"), "buildingArea", 3)["name"])

r = one(REL, name="建德市慧华寺")
q("zh", "two-table", "建德市慧华寺所在县市的行政区划代码是什么？", region_code(r["county"]))

q("zh", "exists", "嵊泗县有伊斯兰教的宗教场所吗？",
  yn(any(x["religion"] == "伊斯兰教" for x in where(REL, county="嵊泗县")), "zh"))

q("zh", "list", "伊斯兰教的宗教场所都有哪些？", names(where(REL, religion="伊斯兰教")))

qz = Counter(x["county"] for x in REL if x["religiousType"] == "全真教" and x["county"] != "")
q("zh", "superlative", "全真教场所最多的是哪个县区？", unique_best(list(qz.items()), None))

q("zh", "list", "滨江区有哪些宗教场所属于佛教？", names(where(REL, county="滨江区", religion="佛教")))

q("en", "count", "How many Catholic (天主教) religious venues are there in 温州市?",
  str(len(where(REL, city="温州市", religion="天主教"))))

r = one(REL, name="杭州清真寺")
q("en", "lookup", "What is the building area of 杭州清真寺?", r["buildingArea"])

rows = where(REL, county="滨江区")
q("en", "aggregate", "What is the total land area (占地面积) of all religious venues in 滨江区?",
  fmt(sum(D(x["area"]) for x in rows)))

# ---------------------------------------------------------------- tourist attractions (旅游景点)
r = one(TOUR, name="天一阁·月湖景区")
q("zh", "lookup", "天一阁·月湖景区是几A级景区？", r["level"])

c4 = Counter(x["city"] for x in TOUR if x["level"] == "AAAA")
q("zh", "superlative", "哪个城市的AAAA级景区最多？", unique_best(list(c4.items()), None))

q("zh", "list", "绍兴市有哪些A级（一A）景点？", names(where(TOUR, city="绍兴市", level="A")))

r = one(TOUR, name="江山最美碗窑景区")
q("en", "lookup", "What level is 江山最美碗窑景区?", r["level"])

# ---------------------------------------------------------------- travel agencies (旅行社)
r = one(TRAVEL, name="建德中国旅行社有限公司")
q("zh", "lookup", "建德中国旅行社有限公司的传真号码是多少？", r["faxNumber"])

q("zh", "count", "业务范围包括出境组团业务的旅行社有多少家？",
  str(sum(1 for x in TRAVEL if "出境组团业务" in scope_items(x["businessScope"]))))

q("zh", "count", "义乌市旅行社有几家", str(len(where(TRAVEL, county="义乌市"))))

rows = where(TRAVEL, county="义乌市")
q("zh", "share", "义乌市的旅行社中有英文名的占多少百分比？保留一位小数",
  pct(sum(1 for x in rows if x["englishName"] != ""), len(rows)))

r = one(TRAVEL, name="浙江邮电旅行社有限公司")
q("en", "lookup", "What is the English name of 浙江邮电旅行社有限公司?", r["englishName"])

# ---------------------------------------------------------------- medical institutions (医疗机构)
q("zh", "count", "三级医院一共有多少家？", str(len(where(MED, category="医院", level="三级"))))

q("zh", "group", "医疗机构按类别统计数量", group_pairs(MED, "category"))

rows = MED
q("zh", "share", "医疗机构里一级机构占比是多少？（百分比，保留两位小数）",
  pct(sum(1 for x in rows if x["level"] == "一级"), len(rows), 2))

q("en", "count", "How many medical institutions are second-level (二级) hospitals (医院)?",
  str(len(where(MED, category="医院", level="二级"))))

# ---------------------------------------------------------------- licences, divisions

codes = [x for x in REGION if x["id"] == "330783"]
assert len({x["name"] for x in codes}) == 1
q("zh", "lookup", "行政区划代码330783对应哪个行政区？", codes[0]["name"])

r = one(LICENSE, name="浙201804050001J")
q("en", "lookup", "When does licence 浙201804050001J expire?", r["invalidDate"])


# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
for i, item in enumerate(Q, 1):
    item["id"] = "affairqa-r53-%02d" % i
out = [{"id": x["id"], "question": x["question"], "answer": x["answer"], "shape": x["shape"],
        "lang": x["lang"]} for x in Q]
assert len({x["id"] for x in out}) == 80
assert sum(1 for x in out if x["lang"] == "zh") == 65, sum(1 for x in out if x["lang"] == "zh")
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "r53-affairqa.json")
with open(path, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", os.path.normpath(path), len(out))
