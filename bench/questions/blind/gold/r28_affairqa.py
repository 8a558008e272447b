#!/usr/bin/env python3
"""Gold answers for the blind AffairQA question set, round 28.

Every answer is computed here with the csv module over the raw source tables in
../shared/datasets/kag-affairqa/sources/ (nothing else is read). Writes
bench/questions/blind/r28-affairqa.json: [{"id", "question", "answer", "shape", "lang"}].

As-of date for the time-window questions: 2023-10-15.
"""
import csv
import datetime as dt
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.abspath(os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r28-affairqa.json")
AS_OF = dt.date(2023, 10, 15)


def load(table):
    """Rows of a table as dicts; a header named twice (旅行社.licenseNumber) gets #2."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head, seen = [], {}
    for h in rows[0]:
        seen[h] = seen.get(h, 0) + 1
        head.append(h if seen[h] == 1 else f"{h}#{seen[h]}")
    out = []
    for r in rows[1:]:
        if not any(c.strip() for c in r):
            continue  # empty row
        out.append(dict(zip(head, r)))
    return out


SCHOOL = load("学校")
GAS = load("加油站")
MED = load("医疗机构")
REL = load("宗教场所")
ASSOC = load("协会")
TRAVEL = load("旅行社")
ATTR = load("旅游景点")
LIC = load("许可证")
REGION = load("行政区")


def one(rows, **cond):
    hits = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hits) == 1, (cond, len(hits))
    return hits[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def date(s):
    s = s.strip()
    for sep in ("/", "-"):
        if sep in s:
            y, m, d = s.split(sep)
            return dt.date(int(y), int(m), int(d))
    raise ValueError(s)


def num(s):
    return float(s)


def region_code(name):
    """行政区 code of a name; the name may repeat across rows but must map to one code."""
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def region_name_of_code(code):
    names = {r["name"] for r in REGION if r["id"] == code}
    assert len(names) == 1, (code, names)
    return names.pop()


def licence(name):
    """The 许可证 row of a licence string; refuses names that differ only by letter case."""
    same = [r for r in LIC if r["name"].lower() == name.lower()]
    assert len(same) == 1, (name, [r["name"] for r in same])
    return same[0]


def licence_dates(name):
    """(effective, invalid) of a licence; copies differing only by letter case must agree."""
    same = [r for r in LIC if r["name"].lower() == name.lower()]
    assert same and len({(r["effectiveDate"], r["invalidDate"]) for r in same}) == 1, name
    return same[0]["effectiveDate"], same[0]["invalidDate"]


def argbest(rows, key, best=max):
    """All rows tied for the best key (ties listed)."""
    vals = [key(r) for r in rows]
    b = best(vals)
    return [r for r, v in zip(rows, vals) if v == b]


def fmt_avg(x):
    return f"{x:.2f}"


def names(rows):
    return [r["name"] for r in rows]


def check_no_placeholder(rows, col):
    for r in rows:
        assert r[col] not in ("", "1899-12-30", "1900/1/1"), (r["name"], r[col])


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "浙江神学院现在有多少在校生？", one(SCHOOL, name="浙江神学院")["studentCount"])
add("property", "zh", "浙江佛学院的专职教师有几个人？", one(SCHOOL, name="浙江佛学院")["professorCount"])
add("property", "en", "When was 杭州佛学院 established?", one(SCHOOL, name="杭州佛学院")["establishmentDate"])
add("property", "zh", "杭州杭钢亚盛天然气有限公司一共有多少职工？",
    one(GAS, name="杭州杭钢亚盛天然气有限公司")["employeeCount"])
add("property", "zh", "浙江省肿瘤医院的联系电话多少？", one(MED, name="浙江省肿瘤医院")["phoneNumber"])
add("property", "zh", "杭州西湖之江眼科医院是几级医院？", one(MED, name="杭州西湖之江眼科医院")["level"])
add("property", "zh", "兰溪市正观教寺占地多大？", one(REL, name="兰溪市正观教寺")["area"])
add("property", "en", "What is the building area of 宁海明智寺?", one(REL, name="宁海明智寺")["buildingArea"])
add("property", "zh", "浙江省道教协会的官网网址是什么？", one(ASSOC, name="浙江省道教协会")["website"])
add("property", "zh", "瓯海区佛教协会的登记证号是多少？", one(ASSOC, name="瓯海区佛教协会")["registrationCertificateNumber"])
add("property", "zh", "浙江邮电旅行社有限公司的英文名叫什么？", one(TRAVEL, name="浙江邮电旅行社有限公司")["englishName"])
add("property", "zh", "嵊泗阳光旅行社有限公司的传真号码是多少？", one(TRAVEL, name="嵊泗阳光旅行社有限公司")["faxNumber"])
add("property", "zh", "天一阁·月湖景区的联系电话是多少？", one(ATTR, name="天一阁·月湖景区")["phoneNumber"])
add("property", "zh", "许可证浙201709070005P什么时候到期？", licence("浙201709070005P")["invalidDate"])
add("property", "en", "What is the administrative division code of 龙港市?", region_code("龙港市"))
add("property", "zh", "浙江佛学院温州佛学院的学制是怎样的？", one(SCHOOL, name="浙江佛学院温州佛学院")["schoolSystem"])
add("property", "zh", "慈溪市煤气有限公司的液化天然气罐总容积是多少？",
    one(GAS, name="慈溪市煤气有限公司")["liquidGasCanVolume"])
r = one(GAS, name="三门县道生加气站有限公司")
assert r["legalRepresentative"] == r["manager"]  # 老板: legal representative and manager agree
add("property", "zh", "三门县道生加气站有限公司的老板是谁？", r["legalRepresentative"])

# ---------------------------------------------------------------- aggregate (13)
assert all(r["studentCount"].strip() for r in SCHOOL)
add("aggregate", "zh", "所有宗教院校的在校生加起来一共有多少人？", sum(int(r["studentCount"]) for r in SCHOOL))
bud = where(SCHOOL, lambda r: r["religion"] == "佛教")
assert all(r["teacherCount"].strip() for r in bud)
add("aggregate", "zh", "佛教类的学校平均每所有多少名教师（教师人数）？",
    fmt_avg(sum(int(r["teacherCount"]) for r in bud) / len(bud)))
yz = where(GAS, lambda r: r["county"] == "鄞州区")
add("aggregate", "zh", "鄞州区一共有几个加气站？", len(yz))
cnooc = where(GAS, lambda r: r["operationSubject"] == "中海油")
add("aggregate", "en", "How many gas stations have 中海油 as their operating entity (运营主体)?", len(cnooc))
add("aggregate", "zh", "三级医院一共有多少家？",
    len(where(MED, lambda r: r["category"] == "医院" and r["level"] == "三级")))
add("aggregate", "zh", "属于省本级定点的医疗机构有多少家？", len(where(MED, lambda r: r["category"] == "省本级定点")))
add("aggregate", "zh", "乐清市有多少处天主教活动场所？",
    len(where(REL, lambda r: r["county"] == "乐清市" and r["religion"] == "天主教")))
add("aggregate", "zh", "青田县登记在册的道教场所有几处？",
    len(where(REL, lambda r: r["county"] == "青田县" and r["religion"] == "道教")))
add("aggregate", "zh", "温州市的基督教团体（协会）有几个？",
    len(where(ASSOC, lambda r: r["city"] == "温州市" and r["religion"] == "基督教")))
add("aggregate", "zh", "衢州市一共有多少家旅行社？", len(where(TRAVEL, lambda r: r["city"] == "衢州市")))
jt = where(GAS, lambda r: r["operationSubject"] == "嘉通新能源")
add("aggregate", "en", "On average, how many employees do the gas stations run by 嘉通新能源 have?",
    fmt_avg(sum(int(r["employeeCount"]) for r in jt) / len(jt)))
add("aggregate", "zh", "省级宗教团体（省团体）一共有几个？", len(where(ASSOC, lambda r: r["category"] == "省团体")))
big = where(GAS, lambda r: r["totalDesignStorage"].strip() and num(r["totalDesignStorage"]) > 45)
add("aggregate", "zh", "总设计储量超过45的加油站有几个？", len(big))

# ---------------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "浙江道教学院所在县的行政区划代码是多少？",
    region_code(one(SCHOOL, name="浙江道教学院")["county"]))
add("relation_hop", "zh", "新昌县浙能万丰油气发展有限公司的经营许可证是哪天生效的？",
    licence(one(GAS, name="新昌县浙能万丰油气发展有限公司")["businessLicense"])["effectiveDate"])
add("relation_hop", "en", "When did the operating licence of 桐乡运河加气站 expire?",
    licence(one(GAS, name="桐乡运河加气站")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "建德中国旅行社有限公司所在县市的区划代码是多少？",
    region_code(one(TRAVEL, name="建德中国旅行社有限公司")["county"]))
add("relation_hop", "zh", "开化县天道山药王观所在县的行政区划代码是什么？",
    region_code(one(REL, name="开化县天道山药王观")["county"]))
c = one(REL, name="普陀山观音法界")["county"]
assert c.isdigit()
add("relation_hop", "zh", "普陀山观音法界的所在区县一栏填的是代码，这个代码在行政区表里对应哪个行政区？",
    region_name_of_code(c))
add("relation_hop", "zh", "天一阁·月湖景区所在城市的行政区划代码是多少？",
    region_code(one(ATTR, name="天一阁·月湖景区")["city"]))
add("relation_hop", "en", "What is the administrative division code of the district where 萧山区佛教协会 is located?",
    region_code(one(ASSOC, name="萧山区佛教协会")["county"]))
add("relation_hop", "zh", "杭州富阳润通新能源有限公司的许可证什么时候失效？",
    licence(one(GAS, name="杭州富阳润通新能源有限公司")["businessLicense"])["invalidDate"])
L = licence(one(GAS, name="中国石化销售有限公司浙江嘉兴海盐石油支公司")["businessLicense"])
add("relation_hop", "zh", "中国石化销售有限公司浙江嘉兴海盐石油支公司的经营许可证有效期从哪天到哪天？",
    [L["effectiveDate"], L["invalidDate"]])

# ---------------------------------------------------------------- two_hop (8)
cty = one(SCHOOL, name="浙江道教学院")["county"]
add("two_hop", "zh", "和浙江道教学院在同一个县的加油站有哪些？", names(where(GAS, lambda r: r["county"] == cty)))
mgr = one(GAS, name="宁波市汽车燃气有限公司梅墟加气站")["manager"]
same = where(GAS, lambda r: r["manager"] == mgr)
check_no_placeholder(same, "buildTime")
add("two_hop", "zh", "跟宁波市汽车燃气有限公司梅墟加气站是同一个负责人的加气站里，哪个开业最早？",
    names(argbest(same, lambda r: date(r["buildTime"]), min)))
cty = one(SCHOOL, name="浙江慈云佛学院")["county"]
st = where(GAS, lambda r: r["county"] == cty)
add("two_hop", "zh", "和浙江慈云佛学院在同一个县的加气站，它们的经营许可证分别是哪天生效的？",
    sorted({licence(r["businessLicense"])["effectiveDate"] for r in st}, key=date))
cty = one(SCHOOL, name="浙江神学院")["county"]
st = where(GAS, lambda r: r["county"] == cty)
add("two_hop", "en", "Who is the manager (负责人) of the gas station located in the same district as 浙江神学院?",
    sorted({r["manager"] for r in st}))
lic = one(GAS, name="嘉兴市加油加气站有限公司城东路站")["businessLicense"]
add("two_hop", "zh", "和嘉兴市加油加气站有限公司城东路站用同一张经营许可证的还有哪些站？",
    names(where(GAS, lambda r: r["businessLicense"] == lic and r["name"] != "嘉兴市加油加气站有限公司城东路站")))
cty = one(SCHOOL, name="浙江佛学院温州佛学院")["county"]
assert region_code(cty) not in {r["county"] for r in REL}  # no place filed under the county's code
add("two_hop", "zh", "浙江佛学院温州佛学院所在的县有多少处基督教场所？",
    len(where(REL, lambda r: r["county"] == cty and r["religion"] == "基督教")))
cty = one(GAS, name="慈溪市煤气有限公司")["county"]
assert region_code(cty) not in {r["county"] for r in ASSOC}  # no association filed under the code
add("two_hop", "en", "Which religious associations (协会) are in the same county as the gas station 慈溪市煤气有限公司?",
    names(where(ASSOC, lambda r: r["county"] == cty)))
lr = one(GAS, name="绍兴上虞浙能汽运油品天然气有限公司")["legalRepresentative"]
cs = []
for r in where(GAS, lambda r: r["legalRepresentative"] == lr):
    if r["county"] not in cs:
        cs.append(r["county"])
add("two_hop", "zh", "法定代表人和绍兴上虞浙能汽运油品天然气有限公司是同一个人的加油站，分布在哪些区县？", cs)

# ---------------------------------------------------------------- superlative (8)
add("superlative", "zh", "哪所学校的在校生最多？", names(argbest(SCHOOL, lambda r: int(r["studentCount"]))))
check_no_placeholder(SCHOOL, "establishmentDate")
add("superlative", "en", "Which school was established the earliest?",
    names(argbest(SCHOOL, lambda r: date(r["establishmentDate"]), min)))
add("superlative", "zh", "总设计储量最大的是哪个加油站？",
    names(argbest(where(GAS, lambda r: r["totalDesignStorage"].strip()), lambda r: num(r["totalDesignStorage"]))))
check_no_placeholder(yz, "buildTime")
add("superlative", "zh", "鄞州区哪个加气站成立得最晚？", names(argbest(yz, lambda r: date(r["buildTime"]))))
sm = where(REL, lambda r: r["county"] == "三门县")
add("superlative", "zh", "三门县占地面积最大的宗教场所是哪个？", names(argbest(sm, lambda r: num(r["area"]))))
ss = where(REL, lambda r: r["county"] == "嵊泗县")
add("superlative", "zh", "嵊泗县建筑面积最小的宗教场所是哪家？", names(argbest(ss, lambda r: num(r["buildingArea"]), min)))
dated = where(LIC, lambda r: r["effectiveDate"].strip())
add("superlative", "zh", "生效日期最早的许可证是哪一张？", names(argbest(dated, lambda r: date(r["effectiveDate"]), min)))
zs = where(ASSOC, lambda r: r["city"] == "舟山市")
check_no_placeholder(zs, "registrationTime")
add("superlative", "en", "Which association in 舟山市 was registered the earliest?",
    names(argbest(zs, lambda r: date(r["registrationTime"]), min)))

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "哪些加油站构成重大危险源？", names(where(GAS, lambda r: r["isMajorDangerSource"] == "是")))
add("filter", "zh", "在校生超过150人的佛教院校有哪些？",
    names(where(SCHOOL, lambda r: r["religion"] == "佛教" and int(r["studentCount"]) > 150)))
add("filter", "zh", "名字里带“口腔”、级别在二级及以上的医疗机构有哪些？",
    names(where(MED, lambda r: "口腔" in r["name"] and r["level"] in ("二级", "三级"))))
add("filter", "en", "Which gas stations have three or more LNG tanks (液化天然气罐个数)?",
    names(where(GAS, lambda r: r["liquidGasCanCount"].strip() and int(r["liquidGasCanCount"]) >= 3)))
add("filter", "zh", "南湖区的一级加油站有哪些？", names(where(GAS, lambda r: r["county"] == "南湖区" and r["level"] == "一级")))
add("filter", "zh", "占地面积超过50万平方米的宗教场所有哪些？",
    names(where(REL, lambda r: r["area"].strip() and num(r["area"]) > 500000)))
add("filter", "zh", "温州市的宗教团体里，有自己网站的是哪几个？",
    names(where(ASSOC, lambda r: r["city"] == "温州市" and r["website"].strip())))
add("filter", "zh", "舟山的旅行社里能做出境业务的有哪几家？",
    names(where(TRAVEL, lambda r: r["city"] == "舟山市" and "出境" in r["businessScope"])))

# ---------------------------------------------------------------- comparison (6)


def more(rows, a, b, key, best=max):
    ra, rb = one(rows, name=a), one(rows, name=b)
    ka, kb = key(ra), key(rb)
    assert ka != kb, (a, b)
    return a if (best(ka, kb) == ka) else b


add("comparison", "zh", "浙江神学院和浙江道教学院，哪个学生多？",
    more(SCHOOL, "浙江神学院", "浙江道教学院", lambda r: int(r["studentCount"])))
add("comparison", "en", "Which was founded earlier, 杭州佛学院 or 浙江佛学院?",
    more(SCHOOL, "杭州佛学院", "浙江佛学院", lambda r: date(r["establishmentDate"]), min))
add("comparison", "zh", "余姚市甬石石油燃气有限公司和嘉善县中国石化经营有限公司站前路加气站，谁的经营许可证到期更晚？",
    more(GAS, "余姚市甬石石油燃气有限公司", "嘉善县中国石化经营有限公司站前路加气站",
         lambda r: date(licence(r["businessLicense"])["invalidDate"])))
add("comparison", "zh", "海宁市惠泉禅寺和安吉崇福宫，哪个建筑面积更大？",
    more(REL, "海宁市惠泉禅寺", "安吉崇福宫", lambda r: num(r["buildingArea"])))
add("comparison", "zh", "鹿城区佛教协会和龙湾区佛教协会，哪个登记得早？",
    more(ASSOC, "鹿城区佛教协会", "龙湾区佛教协会", lambda r: date(r["registrationTime"]), min))
add("comparison", "zh", "浙江慈云佛学院和浙江佛学院雪窦山弥勒佛学院，哪个教师人数多？",
    more(SCHOOL, "浙江慈云佛学院", "浙江佛学院雪窦山弥勒佛学院", lambda r: int(r["teacherCount"])))

# ---------------------------------------------------------------- described (5)
add("described", "zh", "电话是0571-85267148的那家医院叫什么？", one(MED, phoneNumber="0571-85267148")["name"])
add("described", "zh", "统一社会信用代码为72110102MCU100368G的是哪所学校？",
    one(SCHOOL, unifiedSocialCreditCode="72110102MCU100368G")["name"])
add("described", "en", "Which travel agency is located at 嵊泗县菜园镇东海路166号?",
    one(TRAVEL, address="嵊泗县菜园镇东海路166号")["name"])
add("described", "zh", "登记证号是温社证字第188号的是哪个协会？", one(ASSOC, registrationCertificateNumber="温社证字第188号")["name"])
add("described", "zh", "负责人叫项志勇的加气站是哪家？", one(GAS, manager="项志勇")["name"])

# ---------------------------------------------------------------- time_window (4), as of 2023-10-15


def years_before(d, n):
    return d.replace(year=d.year - n)


since3 = years_before(AS_OF, 3)
tw = where(REL, lambda r: r["religion"] == "道教" and r["registrationTime"].strip()
           and since3 <= date(r["registrationTime"]) <= AS_OF)
add("time_window", "zh", "近三年新登记的道教场所有哪些？", names(tw))
valid = []
for r in GAS:
    if r["businessLicense"].strip():
        eff, inv = licence_dates(r["businessLicense"])
        if inv.strip() and date(eff) <= AS_OF < date(inv):
            valid.append(r["name"])
add("time_window", "zh", "到今天为止，哪家加油站的经营许可证还在有效期内？", valid)
since5 = years_before(AS_OF, 5)
new = where(GAS, lambda r: r["buildTime"].strip() and r["buildTime"] != "1899-12-30"
            and since5 <= date(r["buildTime"]) <= AS_OF)
add("time_window", "en", "Which gas stations were set up within the last five years?", names(new))
nb = where(ASSOC, lambda r: r["religion"] == "佛教" and r["registrationTime"].strip()
           and since5 <= date(r["registrationTime"]) <= AS_OF)
add("time_window", "zh", "最近五年新登记的佛教协会有哪些？", names(nb))

# ---------------------------------------------------------------- write
want = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
got = {}
for q in Q:
    got[q["shape"]] = got.get(q["shape"], 0) + 1
assert got == want, got
assert len(Q) == 80 and sum(q["lang"] == "en" for q in Q) == 15, sum(q["lang"] == "en" for q in Q)
assert len({q["question"] for q in Q}) == 80
out = [{"id": f"affairqa-r28-{i:02d}", **q} for i, q in enumerate(Q, 1)]
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
if "-v" in sys.argv:
    for q in out:
        print(q["id"], q["shape"], q["lang"], q["question"], "=>", q["answer"])
print(f"wrote {len(out)} questions to {OUT}")
