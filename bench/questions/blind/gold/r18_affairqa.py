#!/usr/bin/env python3
"""Gold answers for blind AffairQA questions, round 18.

Computes every answer with the csv module over the raw source tables in
/work/shared/datasets/kag-affairqa/sources/ and writes
/work/main/bench/questions/blind/r18-affairqa.json.

Reference date for time windows: 2023-10-15.
"""
import csv
import datetime
import json
import os
from collections import Counter, defaultdict

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = "/work/main/bench/questions/blind/r18-affairqa.json"
TODAY = datetime.date(2023, 10, 15)


# ---------------------------------------------------------------- loading
def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    seen = Counter()
    keys = []
    for h in header:
        seen[h] += 1
        # 旅行社.csv has two columns called licenseNumber
        keys.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    return [dict(zip(keys, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
ATTR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


# ---------------------------------------------------------------- helpers
def one(rows, name, key="name"):
    hits = [r for r in rows if r[key] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def cell(row, col):
    v = row[col].strip()
    assert v, (row.get("name"), col)
    assert not v.startswith('"'), (row.get("name"), col, v)
    return v


def num(s):
    return float(s)


def fmt(x, nd=2):
    if isinstance(x, int):
        return str(x)
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return ("%." + str(nd) + "f") % x


def pdate(s):
    y, m, d = s.split("/")
    return datetime.date(int(y), int(m), int(d))


def years_back(n):
    return TODAY.replace(year=TODAY.year - n)


def window(rows, col, n_years, margin_days=7):
    """Rows whose date in col lies within [TODAY - n years, TODAY]; asserts no
    date sits within margin_days of the window start (inclusive/exclusive
    ambiguity) and none lies after TODAY."""
    start = years_back(n_years)
    out = []
    for r in rows:
        v = r[col].strip()
        if not v or v.startswith("1899") or v.startswith("1900"):
            continue
        d = pdate(v)
        assert d <= TODAY, (r["name"], v)
        assert abs((d - start).days) > margin_days, ("boundary", r["name"], v)
        if d >= start:
            out.append(r)
    assert out
    return out


def top_unique(rows, keyf, highest=True):
    vals = sorted(rows, key=keyf, reverse=highest)
    assert len(vals) >= 2
    assert keyf(vals[0]) != keyf(vals[1]), ("tie", keyf(vals[0]))
    return vals[0]


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"].strip()}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def licence(no):
    hits = [r for r in LIC if r["name"] == no]
    assert len(hits) == 1, no
    return hits[0]


def names(rows):
    out = [r["name"] for r in rows]
    assert len(out) == len(set(out))
    assert all(out)
    return out


QUESTIONS = []


def add(question, answer, shape, lang):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) == len(set(answer)), question
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ======================================================== property (18)
add("杭州佛学院现在有多少名在校生？",
    cell(one(SCHOOL, "杭州佛学院"), "studentCount"), "property", "zh")

add("浙江神学院是哪一天成立的？",
    cell(one(SCHOOL, "浙江神学院"), "establishmentDate"), "property", "zh")

add("帮我查一下浙江邮电旅行社有限公司的传真号码。",
    cell(one(TRAVEL, "浙江邮电旅行社有限公司"), "faxNumber"), "property", "zh")

add("安吉乐途旅行社有限公司的业务范围包括什么？",
    cell(one(TRAVEL, "安吉乐途旅行社有限公司"), "businessScope"), "property", "zh")

add("新昌县平顶寺的占地面积有多大？",
    cell(one(REL, "新昌县平顶寺"), "area"), "property", "zh")

r = one(REL, "椒江区妙严宫")
assert r["religion"] == "道教"
add("椒江区妙严宫属于道教里的哪一个派别？",
    cell(r, "religiousType"), "property", "zh")

add("萧山区佛教协会是什么时候登记的？",
    cell(one(ASSOC, "萧山区佛教协会"), "registrationTime"), "property", "zh")

add("东阳市天主教爱国会的办公地址在哪儿",
    cell(one(ASSOC, "东阳市天主教爱国会"), "address"), "property", "zh")

add("江山最美碗窑景区是几A级景区？",
    cell(one(ATTR, "江山最美碗窑景区"), "level"), "property", "zh")

add("想给浙江省肿瘤医院打电话，号码是多少？",
    cell(one(MED, "浙江省肿瘤医院"), "phoneNumber"), "property", "zh")

add("杭州杭钢亚盛天然气有限公司一共有多少职工？",
    cell(one(GAS, "杭州杭钢亚盛天然气有限公司"), "employeeCount"), "property", "zh")

add("三门县的行政区划代码是什么？",
    region_code("三门县"), "property", "zh")

add("What is the postal code of 普陀区佛教协会?",
    cell(one(ASSOC, "普陀区佛教协会"), "postalCode"), "property", "en")

add("How many full-time teachers (专职教师) does 浙江佛学院 have?",
    cell(one(SCHOOL, "浙江佛学院"), "professorCount"), "property", "en")

add("浙江佛学院获批的办学规模是多少人？",
    cell(one(SCHOOL, "浙江佛学院"), "approvalScale"), "property", "zh")

add("丽水市佛教协会是哪一级的宗教团体？",
    cell(one(ASSOC, "丽水市佛教协会"), "category"), "property", "zh")

add("What English name is registered for the travel agency 金华汇丰旅行社有限公司?",
    cell(one(TRAVEL, "金华汇丰旅行社有限公司"), "englishName"), "property", "en")

add("慈溪市东海天主堂的批准日期是哪天？",
    cell(one(REL, "慈溪市东海天主堂"), "approvalDate"), "property", "zh")

# ======================================================== aggregate (13)
add("杭州市一共有多少家旅行社？",
    str(sum(1 for r in TRAVEL if r["city"] == "杭州市")), "aggregate", "zh")

add("业务范围里写了出境业务的旅行社总共有几家？",
    str(sum(1 for r in TRAVEL if "出境" in r["businessScope"])), "aggregate", "zh")

add("温州市的道教活动场所有多少处？",
    str(sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "道教")), "aggregate", "zh")

add("How many Catholic (天主教) religious venues are there in 舟山市?",
    str(sum(1 for r in REL if r["city"] == "舟山市" and r["religion"] == "天主教")), "aggregate", "en")

add("宁波市的宗教场所里，类别登记为“寺观教堂”的有多少个？",
    str(sum(1 for r in REL if r["city"] == "宁波市" and r["category"] == "寺观教堂")), "aggregate", "zh")

add("温州市的基督教团体（协会）一共有几个？",
    str(sum(1 for r in ASSOC if r["city"] == "温州市" and r["religion"] == "基督教")), "aggregate", "zh")

rows = [r for r in GAS if r["operationSubject"] == "中石化杭燃"]
assert len(rows) == 7
add("运营主体是中石化杭燃的那些加气站，职工人数加起来是多少？",
    fmt(sum(int(cell(r, "employeeCount")) for r in rows)), "aggregate", "zh")

rows = [r for r in GAS if r["county"] == "镇海区"]
assert len(rows) == 5
add("镇海区各加气站的液化天然气罐总容积合计是多少？",
    fmt(sum(num(cell(r, "liquidGasCanVolume")) for r in rows)), "aggregate", "zh")

assert len(SCHOOL) == 9
add("所有宗教院校的在校生人数加在一起是多少？",
    fmt(sum(int(cell(r, "studentCount")) for r in SCHOOL)), "aggregate", "zh")

add("How many hospitals in the medical-institution list are rated 三级?",
    str(sum(1 for r in MED if r["category"] == "医院" and r["level"] == "三级")), "aggregate", "en")

rows = [r for r in REL if r["city"] == "衢州市" and r["religion"] == "道教"]
assert len(rows) == 5
add("衢州市所有道教场所的建筑面积总和是多少平方米？",
    fmt(sum(num(cell(r, "buildingArea")) for r in rows)), "aggregate", "zh")

rows = [r for r in SCHOOL if r["religion"] == "佛教"]
assert len(rows) == 7
add("佛教类院校平均每所有多少在校生？（保留两位小数）",
    fmt(sum(int(cell(r, "studentCount")) for r in rows) / len(rows)), "aggregate", "zh")

add("医疗机构名录里类别为社区卫生服务中心的一共有多少家？",
    str(sum(1 for r in MED if r["category"] == "社区卫生服务中心")), "aggregate", "zh")

# ======================================================== relation_hop (10)
lic = cell(one(GAS, "嘉兴市加油加气站有限公司岗山路站"), "businessLicense")
add("嘉兴市加油加气站有限公司岗山路站持有的经营许可证什么时候失效？",
    cell(licence(lic), "invalidDate"), "relation_hop", "zh")

lic = cell(one(GAS, "杭州杭钢亚盛天然气有限公司"), "businessLicense")
add("杭州杭钢亚盛天然气有限公司那张燃气经营许可证是从哪天开始生效的？",
    cell(licence(lic), "effectiveDate"), "relation_hop", "zh")

add("桐乡运河加气站所在县市的行政区划代码是多少？",
    region_code(cell(one(GAS, "桐乡运河加气站"), "county")), "relation_hop", "zh")

inv = cell(one(TRAVEL, "建德中国旅行社有限公司"), "investor")
rows = [r for r in TRAVEL if r["investor"] == inv and r["name"] != "建德中国旅行社有限公司"]
assert len(rows) == 2
add("建德中国旅行社有限公司的出资人还投资了哪几家旅行社？",
    names(rows), "relation_hop", "zh")

mu = cell(one(SCHOOL, "浙江慈云佛学院"), "mainUnit")
rows = [r for r in SCHOOL if r["mainUnit"] == mu and r["name"] != "浙江慈云佛学院"]
assert len(rows) == 3
add("和浙江慈云佛学院同属一个主办单位的还有哪些院校？",
    names(rows), "relation_hop", "zh")

inv = cell(one(TRAVEL, "杭州蓝天假期旅行社有限公司"), "investor")
rows = [r for r in TRAVEL if r["investor"] == inv and r["name"] != "杭州蓝天假期旅行社有限公司"]
assert len(rows) == 1
add("Which other travel agency has the same investor as 杭州蓝天假期旅行社有限公司?",
    names(rows), "relation_hop", "en")

lic = cell(one(GAS, "嘉兴市加油加气站有限公司城东路站"), "businessLicense")
rows = [r for r in GAS if r["businessLicense"] == lic and r["name"] != "嘉兴市加油加气站有限公司城东路站"]
assert len(rows) == 2
add("跟嘉兴市加油加气站有限公司城东路站用的是同一张经营许可证的，还有哪些站？",
    names(rows), "relation_hop", "zh")

lr = cell(one(GAS, "嘉兴市加油加气站有限公司东栅站"), "legalRepresentative")
rows = [r for r in GAS if r["legalRepresentative"] == lr and r["name"] != "嘉兴市加油加气站有限公司东栅站"]
assert len(rows) == 4
add("嘉兴市加油加气站有限公司东栅站的法定代表人，还是哪些加油加气站的法定代表人？",
    names(rows), "relation_hop", "zh")

add("What is the administrative division code of the county-level unit where 瑞安市芳庄乡九龙头基督教堂 is located?",
    region_code(cell(one(REL, "瑞安市芳庄乡九龙头基督教堂"), "county")), "relation_hop", "en")

lr = cell(one(TRAVEL, "温州交运集团国际旅游有限公司"), "legalRepresentative")
rows = [r for r in TRAVEL if r["legalRepresentative"] == lr and r["name"] != "温州交运集团国际旅游有限公司"]
assert len(rows) == 1
add("温州交运集团国际旅游有限公司的法人代表还担任哪家旅行社的法定代表人？",
    names(rows), "relation_hop", "zh")

# ======================================================== two_hop (8)
city = cell(one(SCHOOL, "浙江道教学院"), "city")
add("浙江道教学院所在的那个地级市，一共有多少家旅行社？",
    str(sum(1 for r in TRAVEL if r["city"] == city)), "two_hop", "zh")

lr = cell(one(GAS, "嘉兴市加油加气站有限公司东栅站"), "legalRepresentative")
rows = [r for r in GAS if r["legalRepresentative"] == lr]
assert len(rows) == 5
add("东栅站（嘉兴市加油加气站有限公司东栅站）的法定代表人名下所有站点的职工人数合计是多少？",
    fmt(sum(int(cell(r, "employeeCount")) for r in rows)), "two_hop", "zh")

dept = cell(one(ASSOC, "萧山区佛教协会"), "mainDepartment")
rows = [r for r in REL if r["mainDepartment"] == dept]
# the department is the 萧山区 bureau: all its venues sit in 萧山区 and no other 萧山区 venue has another department
assert {r["county"] for r in rows} == {"萧山区"}
assert len(rows) == sum(1 for r in REL if r["county"] == "萧山区")
add("萧山区佛教协会的主管部门，一共主管着多少处宗教场所？",
    str(len(rows)), "two_hop", "zh")

mu = cell(one(SCHOOL, "浙江慈云佛学院"), "mainUnit")
rows = [r for r in SCHOOL if r["mainUnit"] == mu]
assert len(rows) == 4
add("与浙江慈云佛学院主办单位相同的所有院校（包括它自己），在校生一共多少人？",
    fmt(sum(int(cell(r, "studentCount")) for r in rows)), "two_hop", "zh")

inv = cell(one(TRAVEL, "永康市神州旅行社有限公司"), "investor")
rows = [r for r in TRAVEL if r["investor"] == inv and r["name"] != "永康市神州旅行社有限公司"]
assert len(rows) == 1
add("永康市神州旅行社有限公司的出资人投资的另一家旅行社在哪个城市？",
    cell(rows[0], "city"), "two_hop", "zh")

county = cell(one(SCHOOL, "浙江慈云佛学院"), "county")
rows = [r for r in GAS if r["county"] == county]
assert len(rows) == 2
add("浙江慈云佛学院所在的县里有哪些加气站？",
    names(rows), "two_hop", "zh")

pr = cell(one(SCHOOL, "浙江佛学院"), "principal")
rows = [r for r in SCHOOL if r["principal"] == pr and r["name"] != "浙江佛学院"]
assert len(rows) == 1
add("The principal of 浙江佛学院 also heads another school. In which city is that other school located?",
    cell(rows[0], "city"), "two_hop", "en")

dept = cell(one(ASSOC, "婺城区佛教协会"), "mainDepartment")
rows = [r for r in REL if r["mainDepartment"] == dept and r["buildingArea"].strip()]
best = top_unique(rows, lambda r: num(r["buildingArea"]))
# guard against outlier cells: the winner's building area must not exceed its site area
assert num(best["buildingArea"]) <= num(best["area"])
add("婺城区佛教协会的主管部门所管的宗教场所里，建筑面积最大的是哪一处？",
    best["name"], "two_hop", "zh")

# ======================================================== superlative (8)
add("哪所宗教院校的在校生人数最多？",
    top_unique(SCHOOL, lambda r: int(r["studentCount"]))["name"], "superlative", "zh")

rows = [r for r in GAS if r["totalDesignStorage"].strip()]
add("Which gas station has the largest total design storage capacity?",
    top_unique(rows, lambda r: num(r["totalDesignStorage"]))["name"], "superlative", "en")

rows = [r for r in REL if r["city"] == "舟山市" and r["area"].strip()]
add("舟山市占地面积最大的宗教场所是哪个？",
    top_unique(rows, lambda r: num(r["area"]))["name"], "superlative", "zh")

cnt = Counter(r["city"] for r in TRAVEL)
(c1, n1), (c2, n2) = cnt.most_common(2)
assert n1 != n2
add("全省哪个城市的旅行社数量最多？", c1, "superlative", "zh")

rows = [r for r in REL if r["city"] == "衢州市" and r["religion"] == "道教"]
add("衢州市的道观里，建筑面积最大的是哪一座？",
    top_unique(rows, lambda r: num(r["buildingArea"]))["name"], "superlative", "zh")

rows = [r for r in REL if r["religion"] == "天主教" and r["buildingArea"].strip()]
add("在所有天主教场所中，建筑面积最大的是哪座教堂？",
    top_unique(rows, lambda r: num(r["buildingArea"]))["name"], "superlative", "zh")

add("省内的宗教院校中，哪一所成立得最早？",
    top_unique(SCHOOL, lambda r: pdate(r["establishmentDate"]), highest=False)["name"], "superlative", "zh")

cnt = Counter(r["city"] for r in ASSOC if r["religion"] == "基督教")
(c1, n1), (c2, n2) = cnt.most_common(2)
assert n1 != n2
add("Which city has the largest number of Christian (基督教) associations?", c1, "superlative", "en")

# ======================================================== filter (8)
rows = [r for r in REL if r["religion"] == "伊斯兰教"]
assert len(rows) == 6
add("浙江有哪些伊斯兰教的宗教活动场所？", names(rows), "filter", "zh")

rows = [r for r in GAS if r["isMajorDangerSource"] == "是"]
assert len(rows) == 8
add("列出构成重大危险源的加油加气站。", names(rows), "filter", "zh")

rows = [r for r in ASSOC if r["category"] == "省团体"]
assert len(rows) == 6
add("省一级的宗教团体都有哪些？", names(rows), "filter", "zh")

rows = [r for r in SCHOOL if int(r["studentCount"]) > 180]
assert len(rows) == 4 and all(int(r["studentCount"]) != 180 for r in SCHOOL)
add("Which religious schools have more than 180 students enrolled?", names(rows), "filter", "en")

rows = [r for r in REL if r["city"] == "衢州市" and r["religion"] == "道教"]
add("衢州市有哪些道教场所？", names(rows), "filter", "zh")

rows = [r for r in ASSOC if r["city"] == "温州市" and r["website"].strip()]
assert len(rows) == 7
add("温州市哪些宗教团体登记了网站？", names(rows), "filter", "zh")

rows = [r for r in GAS if r["operationSubject"] == "华润燃气"]
assert len(rows) == 5
add("Which gas stations list 华润燃气 as their operating entity?", names(rows), "filter", "en")

rows = [r for r in GAS if r["employeeCount"].strip() and int(r["employeeCount"]) >= 30]
assert len(rows) <= 10
add("职工人数不少于30人的加油加气站有哪些？", names(rows), "filter", "zh")

# ======================================================== comparison (6)
a, b = one(SCHOOL, "浙江神学院"), one(SCHOOL, "浙江道教学院")
assert int(a["studentCount"]) != int(b["studentCount"])
add("浙江神学院和浙江道教学院，哪所学校的在校生更多？",
    max((a, b), key=lambda r: int(r["studentCount"]))["name"], "comparison", "zh")

a, b = one(GAS, "嘉兴市加油加气站有限公司东栅站"), one(GAS, "嘉兴市加油加气站有限公司岗山路站")
add("嘉兴市加油加气站有限公司东栅站比岗山路站多几名职工？",
    str(int(a["employeeCount"]) - int(b["employeeCount"])), "comparison", "zh")

a, b = one(ASSOC, "萧山区佛教协会"), one(ASSOC, "普陀区佛教协会")
assert pdate(a["registrationTime"]) != pdate(b["registrationTime"])
add("萧山区佛教协会和普陀区佛教协会，谁登记得更早？",
    min((a, b), key=lambda r: pdate(r["registrationTime"]))["name"], "comparison", "zh")

n_hz = sum(1 for r in TRAVEL if r["city"] == "杭州市")
n_nb = sum(1 for r in TRAVEL if r["city"] == "宁波市")
add("杭州市的旅行社比宁波市多多少家？", str(n_hz - n_nb), "comparison", "zh")

a, b = one(REL, "诸暨市大雄寺"), one(REL, "新昌县大佛寺")
assert num(a["area"]) != num(b["area"])
add("Which covers a larger site area: 诸暨市大雄寺 or 新昌县大佛寺?",
    max((a, b), key=lambda r: num(r["area"]))["name"], "comparison", "en")

n_wz = sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "佛教")
n_tz = sum(1 for r in REL if r["city"] == "台州市" and r["religion"] == "佛教")
add("温州市和台州市的佛教场所数量相差多少处？", str(abs(n_wz - n_tz)), "comparison", "zh")

# ======================================================== described (5)
rows = [r for r in SCHOOL if r["religion"] == "道教"]
assert len(rows) == 1
add("全省唯一一所道教院校的校址在哪里？", cell(rows[0], "address"), "described", "zh")

rows = [r for r in SCHOOL if r["county"] == "天台县" and r["establishmentDate"] == "2016/11/10"]
assert len(rows) == 1
add("2016年11月10日在天台县成立的那所佛学院，有多少在校生？",
    cell(rows[0], "studentCount"), "described", "zh")

rows = [r for r in GAS if r["operationSubject"] == "远洲石化"]
assert len(rows) == 1
add("运营主体是远洲石化的那个加油站，负责人叫什么？", cell(rows[0], "manager"), "described", "zh")

rows = [r for r in GAS if r["industry"] == "其它金属加工机械制造"]
assert len(rows) == 1
add("One station in the gas-station list is classified under the industry 其它金属加工机械制造. When was it established?",
    cell(rows[0], "buildTime"), "described", "en")

rows = [r for r in GAS if r["totalDesignStorage"].strip() and num(r["totalDesignStorage"]) == 110]
assert len(rows) == 1
add("总设计储量是110的那家燃气站，法定代表人是谁？", cell(rows[0], "legalRepresentative"), "described", "zh")

# ======================================================== time_window (4)
rows = window(REL, "registrationTime", 2)
assert len(rows) == 2
add("过去两年里新登记的宗教场所有哪些？", names(rows), "time_window", "zh")

rows = window(GAS, "buildTime", 5)
add("近五年成立的加油加气站有几家？", str(len(rows)), "time_window", "zh")

rows = window(ASSOC, "registrationTime", 5)
add("How many religious associations were registered in the last five years?",
    str(len(rows)), "time_window", "en")

rows = window([r for r in REL if r["city"] == "衢州市"], "approvalDate", 5)
add("衢州市最近五年批准设立的宗教场所有几处？", str(len(rows)), "time_window", "zh")


# ---------------------------------------------------------------- output
def main():
    want = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8,
            "superlative": 8, "filter": 8, "comparison": 6, "described": 5,
            "time_window": 4}
    got = Counter(q["shape"] for q in QUESTIONS)
    assert got == Counter(want), got
    langs = Counter(q["lang"] for q in QUESTIONS)
    assert langs == Counter({"zh": 65, "en": 15}), langs
    qs = [q["question"] for q in QUESTIONS]
    assert len(qs) == len(set(qs))
    out = []
    for i, q in enumerate(QUESTIONS, 1):
        out.append({"id": "affairqa-r18-%02d" % i, "question": q["question"],
                    "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]})
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %d questions to %s" % (len(out), OUT))


if __name__ == "__main__":
    main()
