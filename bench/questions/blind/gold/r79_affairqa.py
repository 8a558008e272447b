#!/usr/bin/env python3
"""Gold builder for blind question set r79 (KAG AffairQA tables).

Personas: a provincial audit office's inspectors (加油站, 许可证, 医疗机构, 旅行社),
a travel blogger planning routes (旅游景点, 旅行社), and a graduate student writing a
thesis on religious education (学校, 宗教场所, 协会, 行政区).

Tables / columns used
- 加油站: name, county, level, employeeCount, totalDesignStorage, operationSubject,
  isMajorDangerSource, businessLicense (join -> 许可证.name)
- 许可证: name, effectiveDate, invalidDate
- 医疗机构: name, category, level, servicePopulation
- 旅行社: name, city, businessScope
- 旅游景点: name, city, level
- 宗教场所: name, city, religion, religiousType, category, area (占地面积),
  buildingArea (建筑面积), approvalDate, registrationTime
- 学校: name, city, religion, studentCount, teacherCount, establishmentDate
- 协会: name, city, religion, category, registrationTime, website
- 行政区: name, label, id (only the 地级行政区 row of 杭州市)

Readings avoided
- 加油站 placeholders: buildTime 1899-12-30, businessLicenseNumber / organizationCode /
  unifiedSocialCreditCode "9.13E+17" and "无"; employeeCount 0 and empty cells are never
  inside a scope that is summed or averaged (scopes asserted clean); totalDesignStorage 0.0
  is never inside an averaged scope. The county 北仓区 (typo of 北仑区) only touches a
  中石油 station and no question scoped on 北仑区 counts 中石油 stations.
- 许可证: only the 88 rows with dates are used for date questions; questions say
  "登记了失效日期的". 旅行社's two licenseNumber columns are never used.
- 宗教场所: two fully blank rows (天台山桐柏宫, 天台山国清讲寺; 台州 道教/佛教 by name)
  -> no whole-table 佛教/道教 counts, no 台州市 佛教/道教 scopes, no whole-table
  area superlative. county column mixes codes (330371 ...) with names -> city only.
  area / buildingArea zeros (39/33) never inside summed/averaged scopes (asserted).
  area is always called 占地面积, buildingArea 建筑面积. registrationTime 1900/1/1 and the
  1950/1/1 approvalDate are never used as superlatives.
- 协会: four blank rows (浙江省佛教协会, 温州市佛教协会, 中国佛教协会, 浙江省基督教两会)
  -> no 佛教/基督教 whole-table counts, no category group counts, no 温州市/杭州市 scopes.
  Two placeholder "node" rows (嘉兴市（节点） 道教 市团体, 丽水市（节点） 天主教 市团体, both
  registered 1900/1/1) -> no whole-table 道教/天主教 市团体 counts, no 嘉兴/丽水 scopes.
  Rows annotated in the name as （未登记）/（已注销）/（已撤销） (丽水, 衢州, 金华, 舟山, 嘉兴)
  -> 协会 scopes used are 台州市, 宁波市, 绍兴市, 伊斯兰教 and single named bodies only.
  宗教场所 has two annotated rows (衢州 佛教 已经注销登记, 嘉兴 道教 暂时关闭), outside every scope.
  county column mixes codes with names -> not used. registrationTime 1900/1/1 not used.
- 学校: county column has a code (310107) -> city only; professorCount / approvalScale /
  employeeCount have blanks -> not aggregated; schoolSystem variants not used.
- 旅行社: county column (市辖区, 普陀山管委会, old names) not used; businessScope variants
  -> only exact-cell or explicit substring conditions.
- 旅游景点: the same real place appears under variant names (e.g. 南浔古镇景区 /
  湖州市南浔古镇景区) -> questions count/list "records (条记录)" in the table.
- 行政区: repeated names (市辖区 etc.) -> only a single lookup on 杭州市 (地级行政区).
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP


def find_src():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for rel in ("datasets/kag-affairqa/sources", "shared/datasets/kag-affairqa/sources"):
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        nd = os.path.dirname(d)
        if nd == d:
            raise SystemExit("kag-affairqa sources not found")
        d = nd


SRC = find_src()
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "r79-affairqa.json")


def load(t):
    with open(os.path.join(SRC, t + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS = load("加油站")
LIC = load("许可证")
MED = load("医疗机构")
AGY = load("旅行社")
SPOT = load("旅游景点")
REL = load("宗教场所")
SCH = load("学校")
ASSO = load("协会")
DIV = load("行政区")

LICD = {}
for r in LIC:
    assert r["name"] not in LICD
    LICD[r["name"]] = r


def D(s):
    y, m, d = (int(x) for x in s.split("/"))
    return datetime.date(y, m, d)


def iso(s):
    return D(s).isoformat()


def rnd(x, n):
    return str(Decimal(x).quantize(Decimal(1).scaleb(-n), rounding=ROUND_HALF_UP))


def num(s):
    assert s.strip() != "", "empty numeric cell in scope"
    return Decimal(s)


def intstr(x):
    x = Decimal(x)
    assert x == x.to_integral_value()
    return str(int(x))


def one(rows, frag):
    hits = [r for r in rows if frag in r["name"]]
    assert len(hits) == 1, (frag, [h["name"] for h in hits])
    return hits[0]


def exact(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, name
    return hits[0]


def topn(rows, key, n, reverse=True):
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s[: n + 1]]
    for a, b in zip(vals, vals[1:]):
        assert (a > b) if reverse else (a < b), ("tie", vals)
    return [r["name"] for r in s[:n]]


def full_sorted(rows, key, reverse=False):
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s]
    assert len(set(vals)) == len(vals), "tie in sorted list"
    return [r["name"] for r in s]


def groups(counter):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    cnts = [c for _, c in items]
    assert len(set(cnts)) == len(cnts), ("group tie", items)
    out = []
    for k, c in items:
        out += [k, str(c)]
    return out


def clean_num(rows, col):
    for r in rows:
        assert r[col].strip() != "" and Decimal(r[col]) != 0, (r["name"], col, r[col])
    return rows


Q = []


def add(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- audit: 加油站 / 许可证
n = sum(1 for r in GAS if r["isMajorDangerSource"] == "是")
add("请统计：加油站表中 isMajorDangerSource 标为“是”（重大危险源）的站点数量。", str(n), "count")

sc = [r for r in GAS if r["county"] == "北仑区" and r["operationSubject"] == "中海油" and r["level"] == "三级"]
add("审计核查：加油站表中所在区县为北仑区、运营主体为中海油、等级为三级的站点一共有几座？", str(len(sc)), "count")

top = topn([r for r in GAS if r["operationSubject"] == "中石化"], lambda r: num(r["totalDesignStorage"]), 1)
add("运营主体为中石化的站点里，总设计储量（totalDesignStorage）最大的是哪一座？", top, "superlative")

emp = [r for r in GAS if r["employeeCount"].strip()]
top3 = topn(emp, lambda r: int(r["employeeCount"]), 3)
add("在登记了员工人数的加油站中，员工最多的前三座是哪几座？请按人数从多到少列出。", top3, "top-N")

r = exact(GAS, "嘉兴市嘉通新能源股份有限公司公交东场加气站分公司")
add("嘉兴市嘉通新能源股份有限公司公交东场加气站分公司所持的经营许可证，失效日期是哪一天？",
    iso(LICD[r["businessLicense"]]["invalidDate"]), "join")

r = exact(GAS, "浙江交投新能源投资有限公司绍兴燃气经营分公司")
l = LICD[r["businessLicense"]]
add("浙江交投新能源投资有限公司绍兴燃气经营分公司的许可证，从生效日期到失效日期相隔多少天？",
    str((D(l["invalidDate"]) - D(l["effectiveDate"])).days), "days between")

big = topn(emp, lambda r: int(r["employeeCount"]), 1)[0]
l = LICD[exact(GAS, big)["businessLicense"]]
add("审计需要：登记了员工人数的加油站里员工最多的那一座，它的经营许可证哪天失效？", iso(l["invalidDate"]), "two-step")

r = exact(GAS, "慈溪市煤气有限公司")
assert r["isMajorDangerSource"] in ("是", "否")
add("慈溪市煤气有限公司在加油站表中是否被列为重大危险源？", r["isMajorDangerSource"], "yes/no")

c = Counter(r["level"] for r in GAS if r["level"].strip())
assert set(c) == {"一级", "二级", "三级"}
add("按等级（一级、二级、三级）分别统计加油站数量，不计等级为空的记录，从多到少给出。", groups(c), "group counts")

dated = [r for r in LIC if r["invalidDate"].strip()]
assert all(r["effectiveDate"].strip() for r in dated)
n = sum(1 for r in dated if D(r["invalidDate"]) < datetime.date(2020, 1, 1))
add("许可证表中登记了失效日期的许可证里，失效日期早于2020年1月1日的有多少张？", str(n), "count")

sc = clean_num([r for r in GAS if r["operationSubject"] == "嘉通新能源"], "employeeCount")
add("加油站表里运营主体为“嘉通新能源”的站点，员工人数加起来是多少？", intstr(sum(num(r["employeeCount"]) for r in sc)), "sum")

sc = clean_num([r for r in GAS if r["operationSubject"] == "中石油"], "totalDesignStorage")
add("运营主体为中石油的站点，总设计储量（totalDesignStorage）的平均值是多少？保留两位小数。",
    rnd(sum(num(r["totalDesignStorage"]) for r in sc) / len(sc), 2), "average")

a = exact(GAS, "慈溪市煤气有限公司")
b = exact(GAS, "浙江交投新能源投资有限公司东阳南区分公司")
assert Decimal(a["totalDesignStorage"]) != Decimal(b["totalDesignStorage"])
add("慈溪市煤气有限公司和浙江交投新能源投资有限公司东阳南区分公司，哪家的总设计储量更大？",
    max((a, b), key=lambda r: Decimal(r["totalDesignStorage"]))["name"], "which-of-two")

n = sum(1 for r in GAS if r["operationSubject"] == "中石化" and r["county"] == "鄞州区")
add("How many stations in the gas-station table are operated by 中石化 (operationSubject) and located in 鄞州区 (county)?",
    str(n), "count", "en")

lst = [r["name"] for r in GAS if r["county"] == "柯城区" and r["operationSubject"] == "新奥中石化"]
add("加油站表中，柯城区有哪些站点的运营主体是新奥中石化？列出站名。", lst, "list")

n = sum(1 for r in dated if datetime.date(2021, 1, 1) <= D(r["invalidDate"]) <= datetime.date(2021, 12, 31))
add("许可证表里登记了失效日期的许可证中，失效日期落在2021年（1月1日至12月31日，含首尾）的有几张？", str(n), "count")

sc = clean_num([r for r in GAS if r["county"] == "北仑区" and r["operationSubject"] == "中海油"], "employeeCount")
add("What is the average employee count of the 中海油-operated stations in 北仑区? Round to 2 decimal places.",
    rnd(sum(num(r["employeeCount"]) for r in sc) / len(sc), 2), "average", "en")

# ---------------------------------------------------------------- audit: 医疗机构
n = sum(1 for r in MED if r["category"] == "医院" and r["level"] == "三级")
add("医疗机构表中，类别为“医院”且等级为“三级”的有几家？", str(n), "count")

c = Counter(r["level"] for r in MED)
assert all(k.strip() for k in c)
add("医疗机构按等级（level）分组各有多少家？从多到少列出。", groups(c), "group counts")

n = sum(1 for r in MED if r["category"] == "社区卫生服务中心")
add("社区卫生服务中心类别的记录占医疗机构表全部记录的百分之几？保留两位小数。",
    rnd(Decimal(n) * 100 / len(MED), 2), "share")

r = exact(MED, "浙江萧山医院")
add("Is 浙江萧山医院 recorded at level 三级 in the medical-institution table?",
    "yes" if r["level"] == "三级" else "no", "yes/no", "en")

n = sum(1 for r in MED if "口腔" in r["name"])
add("名称里带“口腔”两个字的医疗机构有多少家？", str(n), "count")

h = sum(1 for r in MED if r["category"] == "医院")
s = sum(1 for r in MED if r["category"] == "社区卫生服务中心")
add("In the medical-institution table, what is the ratio of 医院 records to 社区卫生服务中心 records (category)? Round to 2 decimal places.",
    rnd(Decimal(h) / s, 2), "ratio", "en")

# ---------------------------------------------------------------- 旅行社
n = sum(1 for r in AGY if r["city"] == "舟山市")
add("舟山市登记的旅行社有多少家？", str(n), "count")

add("请按所在城市统计旅行社数量，从多到少列出。", groups(Counter(r["city"] for r in AGY)), "group counts")

n = sum(1 for r in AGY if r["city"] == "杭州市")
add("杭州市的旅行社占全部旅行社记录的百分比是多少？保留一位小数。", rnd(Decimal(n) * 100 / len(AGY), 1), "share")

n = sum(1 for r in AGY if r["city"] == "宁波市" and r["businessScope"] == "国内旅游业务、入境旅游业务、出境组团业务")
add("How many travel agencies in 宁波市 have a businessScope cell that reads exactly “国内旅游业务、入境旅游业务、出境组团业务”?",
    str(n), "count", "en")

w = sum(1 for r in AGY if r["city"] == "温州市")
j = sum(1 for r in AGY if r["city"] == "金华市")
add("温州市的旅行社比金华市多几家？", str(w - j), "difference")

n = sum(1 for r in AGY if r["city"] == "杭州市" and "出境组团业务" in r["businessScope"])
add("杭州市的旅行社中，经营范围（businessScope）一栏含有“出境组团业务”字样的有多少家？", str(n), "count")

# ---------------------------------------------------------------- travel blogger: 旅游景点
n = sum(1 for r in SPOT if r["city"] == "嘉兴市" and r["level"] == "AAAAA")
add("嘉兴市在景点表里有几条AAAAA级的记录？", str(n), "count")

add("景点表中各城市分别有多少条景点记录？从多到少列出。", groups(Counter(r["city"] for r in SPOT)), "group counts")

lst = [r["name"] for r in SPOT if r["city"] == "宁波市" and r["level"] == "AAAAA"]
add("打算做一期宁波5A打卡路线，景点表里宁波市等级为AAAAA的记录有哪些？", lst, "list")

w = sum(1 for r in SPOT if r["city"] == "温州市" and r["level"] == "AAAA")
j = sum(1 for r in SPOT if r["city"] == "金华市" and r["level"] == "AAAA")
assert w != j
add("温州市和金华市，哪个城市的AAAA级景点记录更多？", "温州市" if w > j else "金华市", "which-of-two")

a3 = sum(1 for r in SPOT if r["city"] == "嘉兴市" and r["level"] == "AAA")
a2 = sum(1 for r in SPOT if r["city"] == "嘉兴市" and r["level"] == "AA")
add("For 嘉兴市, what is the ratio of AAA-level scenic-spot records to AA-level ones? Round to 2 decimal places.",
    rnd(Decimal(a3) / a2, 2), "ratio", "en")

lst = [r["name"] for r in SPOT if r["city"] == "绍兴市" and r["level"] == "A"]
assert len(lst) == 1
add("路线里想顺便收一个小众点：绍兴市唯一一个A级（单A）景点记录叫什么名字？", lst, "lookup")

r = exact(SPOT, "仙都景区")
add("仙都景区是不是AAAAA级景区？", "是" if r["level"] == "AAAAA" else "否", "yes/no")

a3 = sum(1 for r in SPOT if r["city"] == "台州市" and r["level"] == "AAA")
a2 = sum(1 for r in SPOT if r["city"] == "台州市" and r["level"] == "AA")
add("台州市AAA级景点记录比AA级多多少条？", str(a3 - a2), "difference")

a4 = sum(1 for r in SPOT if r["city"] == "杭州市" and r["level"] == "AAAA")
tot = sum(1 for r in SPOT if r["city"] == "杭州市")
add("杭州市的景点记录中，AAAA级占百分之几？保留一位小数。", rnd(Decimal(a4) * 100 / tot, 1), "share")

c = Counter(r["city"] for r in SPOT if r["level"] == "AAAA")
items = sorted(c.items(), key=lambda kv: -kv[1])
assert items[0][1] > items[1][1] > items[2][1] > items[3][1]
add("AAAA级景点记录最多的前三个城市是哪几个？按数量从多到少。", [k for k, _ in items[:3]], "top-N")

lst = [r["name"] for r in SPOT if r["city"] == "温州市" and r["level"] == "AAAAA"]
add("List the names of all AAAAA-level scenic-spot records in 温州市.", lst, "list", "en")

c = Counter(r["city"] for r in SPOT)
items = sorted(c.items(), key=lambda kv: -kv[1])
assert items[0][1] > items[1][1]
n = sum(1 for r in AGY if r["city"] == items[0][0])
add("景点记录最多的那个城市，一共登记了多少家旅行社？", str(n), "two-step")

n = sum(1 for r in SPOT if "古镇" in r["name"] and r["level"] == "AAAA")
add("名字里带“古镇”、等级为AAAA的景点记录有几条？", str(n), "count")

# ---------------------------------------------------------------- thesis: 宗教场所
n = sum(1 for r in REL if r["religion"] == "伊斯兰教")
add("宗教场所表中，宗教为伊斯兰教的场所有几处？", str(n), "count")

lst = [r["name"] for r in REL if r["religion"] == "伊斯兰教" and r["category"] == "寺观教堂"]
add("为撰写论文需要梳理：类别为“寺观教堂”的伊斯兰教场所都有哪些？请列出名称。", lst, "list")

n = sum(1 for r in REL if r["city"] == "杭州市" and r["religion"] == "佛教" and r["category"] == "寺观教堂")
add("杭州市的佛教场所中，类别为“寺观教堂”的有几处？", str(n), "count")

top = topn([r for r in REL if r["city"] == "宁波市"], lambda r: num(r["buildingArea"]), 1)
add("宁波市建筑面积（buildingArea）最大的宗教场所是哪一处？", top, "superlative")

top3 = topn([r for r in REL if r["city"] == "舟山市"], lambda r: num(r["area"]), 3)
add("舟山市占地面积（area）排名前三的宗教场所，按占地面积从大到小列出。", top3, "top-N")

sc = clean_num([r for r in REL if r["religion"] == "伊斯兰教"], "buildingArea")
add("伊斯兰教场所的平均建筑面积是多少？保留两位小数。",
    rnd(sum(num(r["buildingArea"]) for r in sc) / len(sc), 2), "average")

sc = clean_num([r for r in REL if r["religion"] == "天主教" and r["city"] == "嘉兴市"], "area")
add("What is the total 占地面积 (area column) of all 天主教 venues in 嘉兴市? Round to 2 decimal places.",
    rnd(sum(num(r["area"]) for r in sc), 2), "sum", "en")

r = exact(REL, "嘉兴市清真寺")
add("嘉兴市清真寺从批准日期到登记时间隔了多少天？", str((D(r["registrationTime"]) - D(r["approvalDate"])).days),
    "days between")

n = sum(1 for r in REL if r["city"] == "温州市" and r["registrationTime"].startswith("2008/"))
add("温州市有多少处宗教场所的登记时间在2008年？", str(n), "count")

w = sum(1 for r in REL if r["religion"] == "基督教" and r["city"] == "温州市")
t = sum(1 for r in REL if r["religion"] == "基督教")
add("全部基督教场所中，位于温州市的占百分之几？保留一位小数。", rnd(Decimal(w) * 100 / t, 1), "share")

c = Counter(r["city"] for r in REL if r["city"].strip())
items = sorted(c.items(), key=lambda kv: -kv[1])
assert items[0][1] > items[1][1] + 2  # robust even to the two blank rows
n = sum(1 for r in REL if r["city"] == items[0][0] and r["religion"] == "道教")
add("宗教场所数量最多的城市里，道教场所有几处？", str(n), "two-step")

s = exact(SCH, "浙江神学院")
n = sum(1 for r in REL if r["city"] == s["city"] and r["religion"] == s["religion"])
add("浙江神学院所在城市里，和它同一宗教的宗教场所有多少处？", str(n), "two-step")

dv = [r for r in DIV if r["name"] == s["city"] and r["label"] == "地级行政区"]
assert len({r["id"] for r in dv}) == 1
add("Which administrative-division code (行政区 id, 地级行政区) belongs to the city where 浙江神学院 is located?",
    dv[0]["id"], "join", "en")

a = exact(REL, "宁波阿育王寺")
b = exact(REL, "嵊州市普安寺")
add("宁波阿育王寺和嵊州市普安寺的建筑面积（buildingArea）相差多少？",
    intstr(abs(num(a["buildingArea"]) - num(b["buildingArea"]))), "difference")

r = exact(REL, "杭州清真寺")
add("杭州清真寺的建筑面积有没有超过它的占地面积？", "是" if num(r["buildingArea"]) > num(r["area"]) else "否", "yes/no")

# ---------------------------------------------------------------- thesis: 学校
n = sum(1 for r in SCH if r["religion"] == "佛教")
add("学校表里佛教院校一共有几所？", str(n), "count")

add("所有宗教院校的在校生人数（studentCount）合计是多少？", intstr(sum(num(r["studentCount"]) for r in SCH)), "sum")

top = topn(SCH, lambda r: int(r["studentCount"]), 1)
add("学生人数最多的宗教院校是哪一所？", top, "superlative")

r = exact(SCH, "浙江神学院")
add("浙江神学院的学生人数与教师人数之比是多少？保留两位小数。",
    rnd(num(r["studentCount"]) / num(r["teacherCount"]), 2), "ratio")

add("请把全部宗教院校按成立日期从早到晚排序。", full_sorted(SCH, lambda r: D(r["establishmentDate"])), "sorted list")

a = exact(SCH, "杭州佛学院")
b = exact(SCH, "浙江神学院")
add("杭州佛学院成立后过了多少天浙江神学院才成立？", str((D(b["establishmentDate"]) - D(a["establishmentDate"])).days),
    "days between")

sc = [r for r in SCH if r["city"] == "杭州市"]
add("杭州市几所宗教院校的教师人数平均是多少？保留两位小数。",
    rnd(sum(num(r["teacherCount"]) for r in sc) / len(sc), 2), "average")

a = exact(SCH, "浙江神学院")
b = exact(SCH, "浙江道教学院")
assert int(a["teacherCount"]) != int(b["teacherCount"])
add("浙江神学院和浙江道教学院，哪所学校的教师更多？",
    max((a, b), key=lambda r: int(r["teacherCount"]))["name"], "which-of-two")

n = sum(1 for r in SCH if D(r["establishmentDate"]).year == 2016)
add("有几所宗教院校是在2016年成立的？", str(n), "count")

add("Which three religious schools have the most teachers (teacherCount)? List them from most to fewest.",
    topn(SCH, lambda r: int(r["teacherCount"]), 3), "top-N", "en")

add("What is the combined studentCount of the religious schools located in 台州市?",
    intstr(sum(num(r["studentCount"]) for r in SCH if r["city"] == "台州市")), "sum", "en")

names = ["浙江佛学院", "杭州佛学院", "浙江神学院"]
add("浙江佛学院、杭州佛学院、浙江神学院这三所学校的学生人数一共多少？",
    intstr(sum(num(exact(SCH, x)["studentCount"]) for x in names)), "sum")

# ---------------------------------------------------------------- thesis: 协会
n = sum(1 for r in ASSO if r["city"] == "台州市" and r["religion"] == "基督教" and r["category"] == "县团体")
add("台州市的基督教县级团体（category为县团体）有几个？", str(n), "count")

r = exact(ASSO, "浙江省道教协会")
add("What website is listed for 浙江省道教协会?", r["website"], "lookup", "en")

a = exact(ASSO, "萧山区佛教协会")
b = exact(ASSO, "东阳市天主教爱国会")
assert D(a["registrationTime"]) != D(b["registrationTime"])
add("Which was registered earlier: 萧山区佛教协会 or 东阳市天主教爱国会?",
    min((a, b), key=lambda r: D(r["registrationTime"]))["name"], "which-of-two", "en")

a = exact(ASSO, "浙江省伊斯兰教协会")
b = exact(ASSO, "浙江省道教协会")
add("浙江省伊斯兰教协会与浙江省道教协会的登记时间相差多少天？",
    str(abs((D(b["registrationTime"]) - D(a["registrationTime"])).days)), "days between")

lst = [r["name"] for r in ASSO if r["religion"] == "伊斯兰教"]
add("协会表里的伊斯兰教团体有哪些？", lst, "list")

r = exact(ASSO, "浙江省天主教爱国会")
add("浙江省天主教爱国会是哪天登记的？", iso(r["registrationTime"]), "lookup")

c = Counter(r["religion"] for r in ASSO if r["city"] == "宁波市")
assert all(k.strip() for k in c)
# 宁波 has no blank-row association (blank rows are 省/全国/温州 bodies)
add("宁波市的宗教团体（协会表）按宗教分类各有几个？从多到少列出。", groups(c), "group counts")

sc = [r for r in ASSO if r["city"] == "绍兴市"]
assert all(r["registrationTime"].strip() and D(r["registrationTime"]).year > 1900 for r in sc)
assert not any("（" in r["name"] for r in sc)  # no 未登记/已注销/节点 annotated rows in scope
n = sum(1 for r in sc if D(r["registrationTime"]) >= datetime.date(2010, 1, 1))
add("绍兴市的宗教团体（协会表）中，登记时间在2010年1月1日及以后（含当天）的有几个？", str(n), "count")

# ---------------------------------------------------------------- extra mixed
r = exact(GAS, "杭州杭钢亚盛天然气有限公司")
l = LICD[r["businessLicense"]]
add("Audit check: on what date did the licence held by 杭州杭钢亚盛天然气有限公司 take effect?",
    iso(l["effectiveDate"]), "join", "en")

n = sum(1 for r in SPOT if r["city"] == "丽水市" and r["level"] in ("AAAA", "AAAAA"))
add("丽水市4A及以上（AAAA和AAAAA）的景点记录共有几条？", str(n), "count")

n = sum(1 for r in REL if r["city"] == "湖州市" and r["religion"] == "基督教" and r["category"] == "固定处所")
add("How many 基督教 venues in 湖州市 are in the 固定处所 category?", str(n), "count", "en")

# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
zh = sum(1 for q in Q if q["lang"] == "zh")
assert zh == 65, zh
assert len({q["question"] for q in Q}) == 80
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r79-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT, len(out))
