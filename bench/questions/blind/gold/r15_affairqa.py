"""Gold answers for blind round 15 on AffairQA (kag-affairqa, all ten tables).

Reads only the raw CSV files of ../shared/datasets/kag-affairqa/sources with Python's csv module
(no pandas, nothing of kagflow) and writes bench/questions/blind/r15-affairqa.json: a JSON list of
{"id", "question", "answer", "shape", "lang"}. Readings: the as-of date is 2023-10-15; "the last N
years" are the days after the same calendar day N years earlier (the boundary day itself is
excluded, and every window was chosen so that no row falls on it); dates are compared as days.

Superlatives, comparisons and described entities are asserted unique; every answer is asserted
non-empty; every entity a question names is asserted to be the name of exactly one row in the
tables (and of no row of another table).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r15-affairqa.json")

AS_OF = date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def load_rows(name):
    """Rows as lists (旅行社.csv has two columns named licenseNumber)."""
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
REGION = load("行政区")
LIC = load("许可证")
TA_HEAD, TA_ROWS = load_rows("旅行社")
TA_IDX = {h: i for i, h in enumerate(TA_HEAD) if h != "licenseNumber"}
TA = [{h: r[i] for h, i in TA_IDX.items()} for r in TA_ROWS]

TABLES = {
    "加油站": GAS, "医疗机构": MED, "协会": ASSOC, "学校": SCHOOL, "宗教场所": REL,
    "政府机构": GOV, "旅游景点": ATTR, "旅行社": TA, "许可证": LIC,
}
NAME_COUNT = Counter(r["name"] for rows in TABLES.values() for r in rows)
LIC_LOWER = Counter(r["name"].lower() for r in LIC)


def d(s):
    """A table date (2016/11/9 or 2016-11-09) as a date; None when empty."""
    s = s.strip()
    if not s:
        return None
    y, m, dd = s.replace("-", "/").split("/")
    return date(int(y), int(m), int(dd))


def years_before(n):
    return date(AS_OF.year - n, AS_OF.month, AS_OF.day)


def num(s):
    return float(s)


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    if isinstance(x, float):
        return ("%.6f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, name):
    """The one row of `rows` named `name`; the name must be the name of no other row anywhere."""
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    assert NAME_COUNT[name] == 1, (name, NAME_COUNT[name])
    if rows is LIC:  # no licence listed again under another letter case
        assert LIC_LOWER[name.lower()] == 1, name
    return hits[0]


def unique_max(rows, key, reverse=False):
    """The row with the largest (or, reverse=True, smallest) key; asserts no tie."""
    rows = [r for r in rows if key(r) is not None]
    vals = sorted((key(r) for r in rows), reverse=not reverse)
    best = vals[0]
    winners = [r for r in rows if key(r) == best]
    assert len(winners) == 1, [w["name"] for w in winners]
    if len(vals) > 1:
        assert vals[1] != best
    return winners[0]


def unique_group_max(counter):
    (k1, v1), (k2, v2) = counter.most_common(2)
    assert v1 > v2, (k1, v1, k2, v2)
    return k1


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def no_window_boundary(values, bound):
    assert all(v != bound for v in values if v is not None), bound


QUESTIONS = []


def q(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) == len(set(answer)), question
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (15 zh, 3 en)
r = one(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")
q("宁波新奥燃气有限公司福庆南路CNG加气站的法定代表人是谁？", r["legalRepresentative"], "property")

r = one(GAS, "三门县道生加气站有限公司")
q("三门县道生加气站有限公司是哪一天成立的？", r["buildTime"], "property")

r = one(GAS, "杭州萧山环能实业有限公司")
q("帮我查一下杭州萧山环能实业有限公司有多少名职工。", r["employeeCount"], "property")

r = one(SCHOOL, "浙江慈云佛学院")
q("浙江慈云佛学院目前的在校生数量是多少？", r["studentCount"], "property")

r = one(SCHOOL, "浙江道教学院")
q("浙江道教学院有几位专职教师？", r["professorCount"], "property")

r = one(MED, "浙江省肿瘤医院")
q("浙江省肿瘤医院的联系电话是多少？", r["phoneNumber"], "property")

r = one(MED, "杭州华厦眼科医院")
q("我想知道杭州华厦眼科医院是几级医院。", r["level"], "property")

r = one(ASSOC, "东阳市天主教爱国会")
q("东阳市天主教爱国会的登记证号是什么？", r["registrationCertificateNumber"], "property")

r = one(REL, "杭州灵隐寺")
q("杭州灵隐寺的占地面积有多大？", r["area"], "property")

r = one(ATTR, "中国港口博物馆")
assert sum("港口博物馆" in a["name"] for a in ATTR) == 1
q("中国港口博物馆是几A级旅游景区？", r["level"], "property")

r = one(TA, "浙江邮电旅行社有限公司")
q("浙江邮电旅行社有限公司的传真号码是多少？", r["faxNumber"], "property")

r = one(LIC, "浙201604010001J")
q("编号为浙201604010001J的许可证是从哪天开始生效的？", r["effectiveDate"], "property")

r = one(GAS, "天台华润燃气有限公司")
assert r["isMajorDangerSource"] == "是"
q("天台华润燃气有限公司是否构成重大危险源？", "是", "property")

r = one(ASSOC, "浙江省伊斯兰教协会")
q("浙江省伊斯兰教协会的网址是什么？", r["website"], "property")

r = one(REL, "温岭市泽国镇牧屿白云宫")
q("温岭市泽国镇牧屿白云宫属于哪个宗教派别？", r["religiousType"], "property")

r = one(SCHOOL, "浙江佛学院")
q("When was 浙江佛学院 established?", r["establishmentDate"], "property", "en")

r = one(ATTR, "杭州梦想小镇景区")
assert sum("梦想小镇" in a["name"] for a in ATTR) == 1
q("What is the phone number listed for the attraction 杭州梦想小镇景区?", r["phoneNumber"], "property", "en")

r = one(GAS, "桐乡运河加气站")
q("Who is the legal representative of 桐乡运河加气站?", r["legalRepresentative"], "property", "en")

# ---------------------------------------------------------------- aggregate (11 zh, 2 en)
n = sum(1 for r in MED if r["category"] == "医院" and r["level"] == "二级")
q("二级医院一共有几家？", n, "aggregate")

n = sum(1 for r in TA if r["city"] == "丽水市")
q("丽水市有多少家旅行社？", n, "aggregate")

codes_in_rel = {r["county"] for r in REL if r["county"][:1].isdigit()}
assert region_code("嵊泗县") not in codes_in_rel
n = sum(1 for r in REL if r["county"] == "嵊泗县")
q("嵊泗县一共有多少个宗教场所？", n, "aggregate")

rows = [r for r in GAS if r["operationSubject"] == "中石化杭燃"]
assert len(rows) == 7
n = sum(int(r["employeeCount"]) for r in rows)
q("运营主体为中石化杭燃的加油站，职工人数加起来一共多少人？", n, "aggregate")

rows = [r for r in SCHOOL if r["county"] == "天台县"]
assert len(rows) == 2
q("位于天台县的宗教院校平均有多少名在校生？", sum(num(r["studentCount"]) for r in rows) / len(rows), "aggregate")

rows = [r for r in SCHOOL if r["religion"] == "佛教"]
assert all(r["teacherCount"] for r in rows)
q("所有佛教院校的教师人数合计是多少？", sum(int(r["teacherCount"]) for r in rows), "aggregate")

rows = [r for r in ASSOC if r["city"] == "台州市" and r["religion"] == "道教"]
assert all("协会" in r["name"] for r in rows), [r["name"] for r in rows]
q("台州市有几个道教协会？", len(rows), "aggregate")

n = sum(1 for r in ASSOC if r["category"] == "省团体")
q("类别为省团体的宗教团体有多少个？", n, "aggregate")

n = sum(1 for r in MED if r["servicePopulation"] == "基本、离休、子女")
q("服务人群是“基本、离休、子女”的医疗机构有多少家？", n, "aggregate")

expired_2019 = [r for r in LIC if r["invalidDate"] and d(r["invalidDate"]).year == 2019]
assert not any(r["name"].lower() == "浙201601000003j" for r in expired_2019)
q("2019年失效的许可证有多少张？", len(expired_2019), "aggregate")

n = sum(1 for r in GAS if r["level"] == "二级")
q("级别为二级的加油站有多少座？", n, "aggregate")

rows = [r for r in TA if r["city"] == "湖州市" and "出境组团业务" in r["businessScope"]]
assert not any("出境" in r["businessScope"] and "出境组团业务" not in r["businessScope"]
               for r in TA if r["city"] == "湖州市")
q("How many travel agencies in 湖州市 have 出境组团业务 in their business scope?", len(rows), "aggregate", "en")

q("What is the total number of students enrolled across all the religious schools?",
  sum(int(r["studentCount"]) for r in SCHOOL), "aggregate", "en")

# ---------------------------------------------------------------- relation_hop (8 zh, 2 en)
r = one(GAS, "浙江华气能源开发有限公司")
q("浙江华气能源开发有限公司持有的经营许可证编号是什么？", r["businessLicense"], "relation_hop")

r = one(REL, "宁波天童禅寺")
q("宁波天童禅寺位于哪个区县？", r["county"], "relation_hop")

r = one(SCHOOL, "浙江慈云佛学院")
q("浙江慈云佛学院坐落在哪个区县？", r["county"], "relation_hop")

r = one(ASSOC, "龙泉市佛教协会")
q("龙泉市佛教协会属于哪个城市？", r["city"], "relation_hop")

holders = [g for g in GAS if g["businessLicense"] == "浙201709090022J"]
assert len(holders) == 1
one(LIC, "浙201709090022J")
q("持有许可证浙201709090022J的是哪家加油站？", holders[0]["name"], "relation_hop")

rows = [r["name"] for r in SCHOOL if r["county"] == "天台县"]
q("天台县有哪些宗教院校？", rows, "relation_hop")

r = one(ATTR, "黄公望隐居地景区")
assert sum("黄公望" in a["name"] for a in ATTR) == 1
q("黄公望隐居地景区在哪个城市？", r["city"], "relation_hop")

r = one(GAS, "杭州杭钢亚盛天然气有限公司")
q("杭州杭钢亚盛天然气有限公司所在的区县是哪个？", r["county"], "relation_hop")

r = one(SCHOOL, "浙江神学院")
q("Which county is 浙江神学院 located in?", r["county"], "relation_hop", "en")

r = one(GAS, "慈溪市公路运输有限公司")
q("Which licence does the gas station 慈溪市公路运输有限公司 hold?", r["businessLicense"], "relation_hop", "en")

# ---------------------------------------------------------------- two_hop (7 zh, 1 en)
LIC_BY_NAME = {r["name"]: r for r in LIC if LIC_LOWER[r["name"].lower()] == 1}

g = one(GAS, "宁波市汽车燃气有限公司梅墟加气站")
lic = LIC_BY_NAME[g["businessLicense"]]
assert NAME_COUNT[lic["name"]] == 1
q("宁波市汽车燃气有限公司梅墟加气站持有的经营许可证什么时候失效？", lic["invalidDate"], "two_hop")

s = one(SCHOOL, "浙江慈云佛学院")
q("浙江慈云佛学院所在区县的行政区划代码是多少？", region_code(s["county"]), "two_hop")

g = one(GAS, "杭州杭钢亚盛天然气有限公司")
q("杭州杭钢亚盛天然气有限公司所在区县的行政区划代码是什么？", region_code(g["county"]), "two_hop")

s = one(SCHOOL, "浙江佛学院雪窦山弥勒佛学院")
assert region_code(s["county"]) not in codes_in_rel
assert not any(r["county"] == "奉化市" for r in REL)
n = sum(1 for r in REL if r["county"] == s["county"])
q("浙江佛学院雪窦山弥勒佛学院所在的区县一共有多少个宗教场所？", n, "two_hop")

g = one(GAS, "桐乡市绿能天然气有限责任公司")
lic = LIC_BY_NAME[g["businessLicense"]]
q("桐乡市绿能天然气有限责任公司所持许可证的生效日期是哪天？", lic["effectiveDate"], "two_hop")

s = one(SCHOOL, "浙江道教学院")
n = sum(1 for r in GAS if r["county"] == s["county"])
q("浙江道教学院所在的区县有几家加油站？", n, "two_hop")

p = one(REL, "杭州清真寺")
rows = [r["name"] for r in GAS if r["county"] == p["county"]]
assert 1 <= len(rows) <= 15
q("杭州清真寺所在区县有哪些加油站？", rows, "two_hop")

g = one(GAS, "桐乡运河加气站")
lic = LIC_BY_NAME[g["businessLicense"]]
q("When does the licence held by 桐乡运河加气站 expire?", lic["invalidDate"], "two_hop", "en")

# ---------------------------------------------------------------- superlative (6 zh, 2 en)
r = unique_max(SCHOOL, lambda r: int(r["studentCount"]))
q("哪所宗教院校的在校生最多？", r["name"], "superlative")

r = unique_max(SCHOOL, lambda r: d(r["establishmentDate"]), reverse=True)
q("哪所宗教院校创办的时间最早？", r["name"], "superlative")

r = unique_max(GAS, lambda r: int(r["employeeCount"]) if r["employeeCount"] else None)
q("职工人数最多的加油站是哪一家？", r["name"], "superlative")

c = Counter(r["county"] for r in REL if r["religion"] == "基督教")
q("基督教场所最多的是哪个区县？", unique_group_max(c), "superlative")

rows = [r for r in REL if r["county"] == "乐清市" and r["religion"] == "基督教"]
r = unique_max(rows, lambda r: num(r["area"]))
assert NAME_COUNT[r["name"]] == 1
q("乐清市占地面积最大的基督教场所是哪个？", r["name"], "superlative")

r = unique_max(LIC, lambda r: d(r["effectiveDate"]), reverse=True)
q("生效日期最早的许可证是哪一张？", r["name"], "superlative")

r = unique_max(GAS, lambda r: num(r["totalDesignStorage"]) if r["totalDesignStorage"] else None)
q("Which gas station has the largest total design storage?", r["name"], "superlative", "en")

c = Counter(r["city"] for r in TA)
q("Which city has the most travel agencies?", unique_group_max(c), "superlative", "en")

# ---------------------------------------------------------------- filter (6 zh, 2 en)
rows = [r["name"] for r in GAS if r["level"] == "一级" and r["isMajorDangerSource"] == "是"]
q("有哪些一级加油站构成了重大危险源？", rows, "filter")

rows = [r["name"] for r in GAS if r["employeeCount"] and int(r["employeeCount"]) > 25]
assert not any(r["employeeCount"] == "25" for r in GAS)
q("请列出职工人数超过25人的加油站。", rows, "filter")

rows = [r["name"] for r in REL if r["religion"] == "伊斯兰教"]
q("浙江有哪些伊斯兰教的宗教场所？", rows, "filter")

rows = [r["name"] for r in MED if r["category"] == "医院" and r["level"] == "二级" and "康复" in r["name"]]
q("名称里带“康复”二字的二级医院有哪些？", rows, "filter")

rows = [r["name"] for r in ASSOC if r["city"] == "舟山市" and r["religion"] == "天主教"]
q("舟山市的天主教协会有哪些？", rows, "filter")

rows = [r["name"] for r in SCHOOL if r["religion"] == "佛教" and r["approvalScale"] == "200"]
q("批准办学规模为200人的佛教院校有哪些？", rows, "filter")

rows = [r["name"] for r in GAS if r["operationSubject"] == "华润燃气"]
q("List the gas stations operated by 华润燃气.", rows, "filter", "en")

rows = [r["name"] for r in SCHOOL if int(r["teacherCount"]) > 40]
assert any(r["teacherCount"] == "40" for r in SCHOOL)  # the bound is strict: 40 is left out
q("Which religious schools have more than 40 teachers?", rows, "filter", "en")

# ---------------------------------------------------------------- comparison (5 zh, 1 en)
a, b = one(SCHOOL, "浙江道教学院"), one(SCHOOL, "浙江神学院")
assert d(a["establishmentDate"]) != d(b["establishmentDate"])
q("浙江道教学院和浙江神学院，哪个成立得更早？",
  min((a, b), key=lambda r: d(r["establishmentDate"]))["name"], "comparison")

a, b = one(REL, "杭州灵隐寺"), one(REL, "杭州净慈寺")
assert num(a["area"]) != num(b["area"])
q("杭州灵隐寺和杭州净慈寺，谁的占地面积更大？", max((a, b), key=lambda r: num(r["area"]))["name"], "comparison")

a, b = one(GAS, "宁波市汽车燃气有限公司梅墟加气站"), one(GAS, "宁波市汽车燃气有限公司通途路加气站")
diff = int(a["employeeCount"]) - int(b["employeeCount"])
assert diff > 0
q("宁波市汽车燃气有限公司梅墟加气站比宁波市汽车燃气有限公司通途路加气站多几名职工？", diff, "comparison")

a, b = one(ASSOC, "萧山区佛教协会"), one(ASSOC, "临安区佛教协会")
assert d(a["registrationTime"]) != d(b["registrationTime"])
q("萧山区佛教协会和临安区佛教协会，哪个登记得更早？",
  min((a, b), key=lambda r: d(r["registrationTime"]))["name"], "comparison")

LEVEL_RANK = {"一级": 1, "二级": 2, "三级": 3}
a, b = one(MED, "浙江省中医院"), one(MED, "杭州消防医院")
assert LEVEL_RANK[a["level"]] != LEVEL_RANK[b["level"]]
q("浙江省中医院和杭州消防医院相比，哪家的级别更高？",
  max((a, b), key=lambda r: LEVEL_RANK[r["level"]])["name"], "comparison")

a, b = one(SCHOOL, "杭州佛学院"), one(SCHOOL, "浙江神学院")
assert int(a["studentCount"]) != int(b["studentCount"])
q("Which has more students, 杭州佛学院 or 浙江神学院?",
  max((a, b), key=lambda r: int(r["studentCount"]))["name"], "comparison", "en")

# ---------------------------------------------------------------- described (4 zh, 1 en)
hits = [r for r in SCHOOL if r["phoneNumber"] == "13968579609"]
assert len(hits) == 1
assert sum(r.get("phoneNumber") == "13968579609" for rows in TABLES.values() for r in rows) == 1
q("电话号码是13968579609的是哪所学校？", hits[0]["name"], "described")

hits = [r for r in GAS if r["legalRepresentative"] == "宓捷锋"]
assert len(hits) == 1
q("法定代表人为宓捷锋的那家加油站是哪天成立的？", hits[0]["buildTime"], "described")

hits = [r for r in TA if r["businessScope"] == "出境组团业务"]
assert len(hits) == 1
q("业务范围仅为出境组团业务的是哪家旅行社？", hits[0]["name"], "described")

hits = [r for r in ASSOC if r["registrationCertificateNumber"] == "永社证字第047号"]
assert len(hits) == 1
q("登记证号为永社证字第047号的协会叫什么名字？", hits[0]["name"], "described")

hits = [r for r in ATTR if r["phoneNumber"] == "0577-88509369"]
assert len(hits) == 1
assert sum(r.get("phoneNumber") == "0577-88509369" for rows in TABLES.values() for r in rows) == 1
assert sum("熊世界" in a["name"] for a in ATTR) == 1
q("Which tourist attraction has the phone number 0577-88509369?", hits[0]["name"], "described", "en")

# ---------------------------------------------------------------- time_window (3 zh, 1 en)
bound = years_before(3)
no_window_boundary([d(r["registrationTime"]) for r in REL], bound)
rows = [r["name"] for r in REL if r["religion"] == "道教" and r["registrationTime"]
        and bound < d(r["registrationTime"]) <= AS_OF]
assert 1 <= len(rows) <= 15
q("近三年新登记的道教场所有哪些？", rows, "time_window")

bound = years_before(5)
no_window_boundary([d(r["buildTime"]) for r in GAS], bound)
rows = [r["name"] for r in GAS if r["buildTime"] and bound < d(r["buildTime"]) <= AS_OF]
q("过去五年里成立的加油站有哪些？", rows, "time_window")

bound = years_before(5)
no_window_boundary([d(r["registrationTime"]) for r in ASSOC], bound)
n = sum(1 for r in ASSOC if r["registrationTime"] and bound < d(r["registrationTime"]) <= AS_OF)
q("截至2023年10月15日，近五年内登记的协会有多少个？", n, "time_window")

bound = years_before(5)
no_window_boundary([d(r["effectiveDate"]) for r in LIC], bound)
eff = [r for r in LIC if r["effectiveDate"] and bound < d(r["effectiveDate"]) <= AS_OF]
low = Counter(r["name"].lower() for r in LIC)
assert all(low[r["name"].lower()] == 1 for r in eff)
q("How many licences took effect within the last five years?", len(eff), "time_window", "en")

# ---------------------------------------------------------------- checks and output
for i, item in enumerate(QUESTIONS, 1):
    item["id"] = "affairqa-r15-%02d" % i
OUTPUT = [{k: item[k] for k in ("id", "question", "answer", "shape", "lang")} for item in QUESTIONS]

shapes = Counter(item["shape"] for item in OUTPUT)
assert shapes == Counter(property=18, aggregate=13, relation_hop=10, two_hop=8, superlative=8,
                         filter=8, comparison=6, described=5, time_window=4), shapes
langs = Counter(item["lang"] for item in OUTPUT)
assert langs == Counter(zh=65, en=15), langs
assert len({item["question"] for item in OUTPUT}) == len(OUTPUT)
for item in OUTPUT:
    assert item["answer"] and all(a.strip() for a in item["answer"]), item
    if item["shape"] == "filter":
        assert len(item["answer"]) <= 15, item

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(OUTPUT, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(OUTPUT), OUT))
print(dict(shapes), dict(langs))
