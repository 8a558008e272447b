#!/usr/bin/env python3
"""Gold answers for the r19 AffairQA held-out questions.

Reads only the raw CSV tables of the AffairQA dataset with the csv module and
writes ../r19-affairqa.json (relative to this file). Every answer is computed
from the cells and checked to be non-empty and unambiguous.
"""
import csv
import datetime
import json
import os

SRC = "/work/shared/datasets/kag-affairqa/sources"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "r19-affairqa.json"))
REF = datetime.date(2023, 10, 15)  # "today" for the time-window questions


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_rows(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
SITE = load("宗教场所.csv")
GOV = load("政府机构.csv")
ATTR = load("旅游景点.csv")
REGION = load("行政区.csv")
LIC = load("许可证.csv")
TA_HEAD, TA_ROWS = load_rows("旅行社.csv")
# 旅行社.csv has two columns named licenseNumber; keep positions explicit.
assert TA_HEAD[0] == "name" and TA_HEAD[2] == "businessScope" and TA_HEAD[11] == "faxNumber"
assert TA_HEAD[13] == "city"
TA = [{"name": r[0], "businessScope": r[2], "county": r[4], "licenceDoc": r[9],
       "licenceNo": r[10], "faxNumber": r[11], "address": r[12], "city": r[13],
       "phoneNumber": r[14]} for r in TA_ROWS]

PLACEHOLDERS = {"", "市辖区", "1900/1/1", "1899-12-30"}


def only(rows, what="row"):
    assert len(rows) == 1, (what, len(rows), [r.get("name") for r in rows][:5])
    return rows[0]


def named(table, name):
    return only([r for r in table if r["name"] == name], name)


def val(row, col):
    v = row[col].strip()
    assert v and v not in PLACEHOLDERS, (row.get("name"), col, v)
    return v


def D(s):
    try:
        y, m, d = (int(p) for p in s.strip().split("/"))
        return datetime.date(y, m, d)
    except (ValueError, AttributeError):
        return None


def num(s):
    return float(s)


def fmt(x):
    x = round(x, 6)
    return str(int(x)) if x == int(x) else str(x)


def years_back(n):
    return REF.replace(year=REF.year - n)


def in_window(s, n):
    """True when date cell s lies in [REF - n years, REF]; asserts no boundary hit."""
    d = D(s)
    if d is None:
        return False
    start = years_back(n)
    assert d != start, ("boundary date", s)
    assert d <= REF, ("date after reference", s)
    return d >= start


def licence(name):
    return only([l for l in LIC if l["name"] == name], name)


def gas_licence(station):
    return licence(val(named(GAS, station), "businessLicense"))


def region_code(county):
    codes = {r["id"] for r in REGION if r["name"] == county}
    assert len(codes) == 1 and "" not in codes, (county, codes)
    return codes.pop()


def county_assoc(county, religion):
    code = region_code(county)
    rows = [a for a in ASSOC if a["religion"] == religion and a["county"] in (county, code)]
    return only(rows, (county, religion))


def unique_list(names):
    assert names, "empty list"
    assert len(names) == len(set(names)), names
    for n in names:
        assert n.strip()
    return names


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), (question, answer)
    assert len(answer) == len(set(answer)), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "绍兴上虞城北客运加油站有限公司的法人代表是谁？",
    val(named(GAS, "绍兴上虞城北客运加油站有限公司"), "legalRepresentative"))
add("property", "en", "What grade (级别) is the gas station 浙江华气能源开发有限公司 rated?",
    val(named(GAS, "浙江华气能源开发有限公司"), "level"))
add("property", "zh", "绍兴金帝天然气有限公司的运营主体是哪家",
    val(named(GAS, "绍兴金帝天然气有限公司"), "operationSubject"))
add("property", "zh", "浙江省肿瘤医院的联系方式是多少？",
    val(named(MED, "浙江省肿瘤医院"), "phoneNumber"))
add("property", "en", "What level is 杭州西湖之江眼科医院 as a medical institution?",
    val(named(MED, "杭州西湖之江眼科医院"), "level"))
add("property", "zh", "温州市道教协会在哪儿办公？给个地址",
    val(named(ASSOC, "温州市道教协会"), "address"))
add("property", "zh", "杭州市佛教协会邮编",
    val(named(ASSOC, "杭州市佛教协会"), "postalCode"))
add("property", "zh", "建德市慧华寺占地面积有多大？",
    val(named(SITE, "建德市慧华寺"), "area"))
add("property", "zh", "请问普陀山普济禅寺的建筑面积是多少",
    val(named(SITE, "普陀山普济禅寺"), "buildingArea"))
add("property", "zh", "浙江邮电旅行社有限公司的传真号码是多少？",
    val(named(TA, "浙江邮电旅行社有限公司"), "faxNumber"))
add("property", "en", "What business scope is 建德中国旅行社有限公司 licensed for?",
    val(named(TA, "建德中国旅行社有限公司"), "businessScope"))
add("property", "zh", "天一阁·月湖景区的电话是多少啊",
    val(named(ATTR, "天一阁·月湖景区"), "phoneNumber"))
add("property", "zh", "江山最美碗窑景区是几A级景区？",
    val(named(ATTR, "江山最美碗窑景区"), "level"))
add("property", "zh", "中国佛学院普陀山学院有多少名职工？",
    val(named(SCHOOL, "中国佛学院普陀山学院"), "employeeCount"))
add("property", "en", "When was 浙江佛学院 (Zhejiang Buddhist College) established?",
    val(named(SCHOOL, "浙江佛学院"), "establishmentDate"))
add("property", "zh", "景宁畲族自治县的行政区划代码是多少？", region_code("景宁畲族自治县"))
add("property", "zh", "宁波新捷公运天然气有限公司总设计储量是多少",
    val(named(GAS, "宁波新捷公运天然气有限公司"), "totalDesignStorage"))
add("property", "zh", "许可证浙201801010002J哪天失效？",
    val(licence("浙201801010002J"), "invalidDate"))

# --------------------------------------------------------------- aggregate (13)
add("aggregate", "zh", "运营主体是中海油的加气站一共有几座？",
    str(sum(1 for g in GAS if g["operationSubject"] == "中海油")))
yang = [g for g in GAS if g["manager"] == "杨森"]
assert len(yang) >= 2 and all(g["employeeCount"].strip() for g in yang)
add("aggregate", "zh", "杨森当负责人的那几个加气站，职工人数加起来一共多少？",
    str(sum(int(g["employeeCount"]) for g in yang)))
add("aggregate", "en", "How many gas stations in the table are located in 鄞州区 (Yinzhou District)?",
    str(sum(1 for g in GAS if g["county"] == "鄞州区")))
add("aggregate", "zh", "级别为一级的加油加气站有多少个",
    str(sum(1 for g in GAS if g["level"] == "一级")))
add("aggregate", "zh", "三级医院一共有几家？",
    str(sum(1 for m in MED if m["category"] == "医院" and m["level"] == "三级")))
add("aggregate", "en", "How many medical institutions fall in the 省本级定点 (provincial-level designated) category?",
    str(sum(1 for m in MED if m["category"] == "省本级定点")))
add("aggregate", "zh", "温州市的基督教团体总共有多少个？",
    str(sum(1 for a in ASSOC if a["city"] == "温州市" and a["religion"] == "基督教")))
add("aggregate", "zh", "类别是市团体的宗教团体一共几个",
    str(sum(1 for a in ASSOC if a["category"] == "市团体")))
add("aggregate", "zh", "舟山市有多少处天主教的宗教活动场所？",
    str(sum(1 for s in SITE if s["city"] == "舟山市" and s["religion"] == "天主教")))
add("aggregate", "zh", "湖州的天主教场所有几个",
    str(sum(1 for s in SITE if s["city"] == "湖州市" and s["religion"] == "天主教")))
add("aggregate", "zh", "衢州市一共有多少家旅行社？",
    str(sum(1 for t in TA if t["city"] == "衢州市")))
add("aggregate", "zh", "湖州市能做出境游业务的旅行社有几家？",
    str(sum(1 for t in TA if t["city"] == "湖州市" and "出境" in t["businessScope"])))
assert all(s["studentCount"].strip() for s in SCHOOL)
add("aggregate", "en", "Adding up all the religious schools listed, how many students are enrolled in total?",
    str(sum(int(s["studentCount"]) for s in SCHOOL)))

# ----------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "三门县道生加气站有限公司的经营许可证什么时候到期？",
    val(gas_licence("三门县道生加气站有限公司"), "invalidDate"))
add("relation_hop", "en", "On what date did the operating licence held by 桐乡市绿能天然气有限责任公司 take effect?",
    val(gas_licence("桐乡市绿能天然气有限责任公司"), "effectiveDate"))
add("relation_hop", "zh", "浙江佛学院温州佛学院所在县的行政区划代码是？",
    region_code(val(named(SCHOOL, "浙江佛学院温州佛学院"), "county")))
unit = val(named(SCHOOL, "杭州佛学院"), "mainUnit")
add("relation_hop", "zh", "跟杭州佛学院是同一个主办单位的，还有哪几所学校？",
    unique_list([s["name"] for s in SCHOOL if s["mainUnit"] == unit and s["name"] != "杭州佛学院"]))
mgr = val(named(GAS, "宁波新捷中油天然气有限公司梅山保税港区加气站"), "manager")
add("relation_hop", "zh", "宁波新捷中油天然气有限公司梅山保税港区加气站的负责人还管着哪些站？",
    unique_list([g["name"] for g in GAS if g["manager"] == mgr
                 and g["name"] != "宁波新捷中油天然气有限公司梅山保税港区加气站"]))
add("relation_hop", "zh", "许可证号浙201709050002P对应的是哪家加气站？",
    only([g for g in GAS if g["businessLicense"] == licence("浙201709050002P")["name"]])["name"])
add("relation_hop", "zh", "新昌县浙能万丰油气发展有限公司所在县的行政区划代码",
    region_code(val(named(GAS, "新昌县浙能万丰油气发展有限公司"), "county")))
add("relation_hop", "zh", "临海市天宁寺所在县市的行政区划代码是多少？",
    region_code(val(named(SITE, "临海市天宁寺"), "county")))
add("relation_hop", "zh", "中海油浙江新能源有限公司集运加气站的许可证是哪天生效的？",
    val(gas_licence("中海油浙江新能源有限公司集运加气站"), "effectiveDate"))
lic = val(named(GAS, "杭州华燃燃气开发应用有限公司绍兴路加气站"), "businessLicense")
add("relation_hop", "zh", "和杭州华燃燃气开发应用有限公司绍兴路加气站共用同一张经营许可证的是哪个站？",
    only([g for g in GAS if g["businessLicense"] == lic
          and g["name"] != "杭州华燃燃气开发应用有限公司绍兴路加气站"])["name"])

# ---------------------------------------------------------------- two_hop (8)
mgr = val(named(GAS, "宁波新奥燃气有限公司"), "manager")
other = only([g for g in GAS if g["manager"] == mgr and g["name"] != "宁波新奥燃气有限公司"])
add("two_hop", "zh", "宁波新奥燃气有限公司的负责人名下还有另一个加气站，那个站的经营许可证哪天到期？",
    val(licence(val(other, "businessLicense")), "invalidDate"))
lic = val(named(GAS, "嘉兴市加油加气站有限公司东栅站"), "businessLicense")
licence(lic)
add("two_hop", "zh", "跟嘉兴市加油加气站有限公司东栅站持同一张经营许可证的其他站点，负责人分别是谁？",
    unique_list([val(g, "manager") for g in GAS if g["businessLicense"] == lic
                 and g["name"] != "嘉兴市加油加气站有限公司东栅站"]))
st = only([g for g in GAS if g["businessLicense"] == licence("201802000009J")["name"]])
add("two_hop", "zh", "持有许可证201802000009J的那个加气站，所在区县的行政区划代码是多少？",
    region_code(val(st, "county")))
sch = named(SCHOOL, "浙江道教学院")
add("two_hop", "zh", "浙江道教学院所在县的道教协会，联系电话是多少？",
    val(county_assoc(val(sch, "county"), val(sch, "religion")), "phoneNumber"))
site = named(SITE, "新昌县大佛寺")
assert site["religion"] == "佛教"
add("two_hop", "en", "What is the postal code of the Buddhist association of the county where 新昌县大佛寺 is located?",
    val(county_assoc(val(site, "county"), "佛教"), "postalCode"))
st = only([g for g in GAS if g["businessLicense"] == licence("浙201802000003J")["name"]])
add("two_hop", "zh", "许可证浙201802000003J归属的那个加气站，它的负责人一共负责几个站？",
    str(sum(1 for g in GAS if g["manager"] == val(st, "manager"))))
cty = val(named(SCHOOL, "浙江慈云佛学院"), "county")
add("two_hop", "zh", "浙江慈云佛学院所在的那个县，有哪些加油加气站？",
    unique_list([g["name"] for g in GAS if g["county"] == cty]))
site = named(SITE, "武义县延福寺")
add("two_hop", "zh", "武义县延福寺所在县的佛教协会是什么时候登记的？",
    val(county_assoc(val(site, "county"), val(site, "religion")), "registrationTime"))


# ------------------------------------------------------------ superlative (8)
def top(rows, key, reverse=True):
    rows = sorted(rows, key=key, reverse=reverse)
    assert len(rows) >= 2 and key(rows[0]) != key(rows[1]), "tie"
    return rows[0]


emp = [g for g in GAS if g["employeeCount"].strip()]
add("superlative", "zh", "哪个加气站的职工人数最多？",
    top(emp, lambda g: int(g["employeeCount"]))["name"])
bt = [g for g in GAS if D(g["buildTime"])]
add("superlative", "en", "Which gas station was founded most recently?",
    top(bt, lambda g: D(g["buildTime"]))["name"])
tds = [g for g in GAS if g["totalDesignStorage"].strip()]
add("superlative", "zh", "总设计储量最大的是哪个站",
    top(tds, lambda g: num(g["totalDesignStorage"]))["name"])
add("superlative", "en", "Which religious school has the most students enrolled?",
    top(SCHOOL, lambda s: int(s["studentCount"]))["name"])
pc = [s for s in SCHOOL if s["professorCount"].strip()]
add("superlative", "zh", "专职教师最少的宗教院校是哪所？",
    top(pc, lambda s: int(s["professorCount"]), reverse=False)["name"])
rt = [a for a in ASSOC if D(a["registrationTime"])]
add("superlative", "zh", "登记时间最晚的宗教团体是哪个",
    top(rt, lambda a: D(a["registrationTime"]))["name"])
jx = [s for s in SITE if s["city"] == "嘉兴市" and s["area"].strip()]
add("superlative", "zh", "嘉兴市占地面积最大的宗教场所是哪个？",
    top(jx, lambda s: num(s["area"]))["name"])
lic_names = {l["name"] for l in LIC}
held = [g for g in GAS if g["businessLicense"] in lic_names and D(licence(g["businessLicense"])["invalidDate"])]
add("superlative", "zh", "哪个加气站的经营许可证最先到期？",
    top(held, lambda g: D(licence(g["businessLicense"])["invalidDate"]), reverse=False)["name"])

# ----------------------------------------------------------------- filter (8)
add("filter", "zh", "哪些加气站构成重大危险源？",
    unique_list([g["name"] for g in GAS if g["isMajorDangerSource"] == "是"]))
add("filter", "zh", "运营主体是华润燃气的站点都有哪些",
    unique_list([g["name"] for g in GAS if g["operationSubject"] == "华润燃气"]))
add("filter", "en", "Which of the religious schools are not Buddhist (佛教)?",
    unique_list([s["name"] for s in SCHOOL if val(s, "religion") != "佛教"]))
add("filter", "zh", "把伊斯兰教的宗教团体都列出来",
    unique_list([a["name"] for a in ASSOC if a["religion"] == "伊斯兰教"]))
add("filter", "zh", "类别属于门诊部诊所医务室村卫生室、级别却是二级的医疗机构有哪些？",
    unique_list([m["name"] for m in MED if m["category"] == "门诊部诊所医务室村卫生室" and m["level"] == "二级"]))
add("filter", "zh", "舟山市有出境游业务的旅行社有哪些？",
    unique_list([t["name"] for t in TA if t["city"] == "舟山市" and "出境" in t["businessScope"]]))
add("filter", "zh", "政府机构里名字以“民宗局”结尾的有哪些",
    unique_list([g["name"] for g in GOV if g["name"].endswith("民宗局")]))
add("filter", "zh", "液化天然气罐有3个的站是哪几个？",
    unique_list([g["name"] for g in GAS if g["liquidGasCanCount"] == "3"]))

# ------------------------------------------------------------- comparison (6)
a, b = named(SCHOOL, "浙江神学院"), named(SCHOOL, "浙江道教学院")
add("comparison", "zh", "浙江神学院和浙江道教学院，在校生差多少人？",
    str(abs(int(val(a, "studentCount")) - int(val(b, "studentCount")))))
a, b = named(GAS, "慈溪市煤气有限公司"), named(GAS, "天台华润燃气有限公司")
va, vb = num(val(a, "totalDesignStorage")), num(val(b, "totalDesignStorage"))
assert va != vb
add("comparison", "zh", "慈溪市煤气有限公司和天台华润燃气有限公司，哪个总设计储量更大？",
    a["name"] if va > vb else b["name"])
a, b = named(SITE, "杭州灵隐寺"), named(SITE, "杭州净慈寺")
va, vb = num(val(a, "area")), num(val(b, "area"))
assert va != vb
add("comparison", "zh", "杭州灵隐寺跟杭州净慈寺比，谁的占地面积大？",
    a["name"] if va > vb else b["name"])
a, b = named(ASSOC, "宁波市佛教协会"), named(ASSOC, "杭州市佛教协会")
va, vb = D(val(a, "registrationTime")), D(val(b, "registrationTime"))
assert va and vb and va != vb
add("comparison", "zh", "宁波市佛教协会和杭州市佛教协会哪个先登记的？",
    a["name"] if va < vb else b["name"])
a = named(GAS, "宁波市汽车燃气有限公司丽园北路加气站")
b = named(GAS, "嘉兴市加油加气站有限公司东栅站")
diff = int(val(a, "employeeCount")) - int(val(b, "employeeCount"))
assert diff > 0
add("comparison", "zh", "宁波市汽车燃气有限公司丽园北路加气站比嘉兴市加油加气站有限公司东栅站多几个职工？",
    str(diff))
va = D(val(gas_licence("宁波新奥燃气有限公司"), "invalidDate"))
vb = D(val(gas_licence("慈溪市煤气有限公司"), "invalidDate"))
assert va and vb and va != vb
add("comparison", "en", "Whose operating licence expires later: 宁波新奥燃气有限公司 or 慈溪市煤气有限公司?",
    "宁波新奥燃气有限公司" if va > vb else "慈溪市煤气有限公司")

# -------------------------------------------------------------- described (5)
st = only([g for g in GAS if g["manager"] == "钱向阳" and g["legalRepresentative"] == "钱向阳"])
assert sum(1 for g in GAS if g["manager"] == "钱向阳") == 1
add("described", "zh", "负责人和法定代表人都是钱向阳的那个站，地址在哪？", val(st, "address"))
sc = only([s for s in SCHOOL if s["county"] == "文成县"])
add("described", "zh", "位于文成县的那所佛学院，现在有多少在校生？", val(sc, "studentCount"))
st = only([g for g in GAS if g["operationSubject"] == "远洲石化"])
add("described", "zh", "运营主体写的是远洲石化的那个加油站，负责人是谁？", val(st, "manager"))
asc = only([a for a in ASSOC if a["website"].strip() == "www.zjislam.org"])
add("described", "en", "The religious association whose website is www.zjislam.org — what is its phone number?",
    val(asc, "phoneNumber"))
site = only([s for s in SITE if s["city"] == "金华市" and s["religion"] == "伊斯兰教"])
add("described", "zh", "金华市唯一一处伊斯兰教活动场所在什么地址？", val(site, "address"))

# ----------------------------------------------------------- time_window (4)
add("time_window", "zh", "近两年有哪些宗教场所新办了登记？",
    unique_list([s["name"] for s in SITE if in_window(s["registrationTime"], 2)]))
add("time_window", "en", "As of 15 October 2023, how many religious venues were approved within the past three years?",
    str(sum(1 for s in SITE if in_window(s["approvalDate"], 3))))
add("time_window", "zh", "以2023年10月15日算，衢州市过去三年内登记的宗教场所有几处？",
    str(sum(1 for s in SITE if s["city"] == "衢州市" and in_window(s["registrationTime"], 3))))
add("time_window", "zh", "过去四年里新登记的宗教团体有哪些？",
    unique_list([a["name"] for a in ASSOC if in_window(a["registrationTime"], 4)]))

# ------------------------------------------------------------------- checks
WANT = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
counts = {}
for q in Q:
    counts[q["shape"]] = counts.get(q["shape"], 0) + 1
assert counts == WANT, counts
assert len(Q) == 80
assert sum(1 for q in Q if q["lang"] == "en") == 15
assert len({q["question"] for q in Q}) == 80
for q in Q:
    assert len(q["answer"]) <= 10, q

out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r19-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
os.makedirs(os.path.dirname(OUT), exist_ok=True)
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote %d questions to %s" % (len(out), OUT))
