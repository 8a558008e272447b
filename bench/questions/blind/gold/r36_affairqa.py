"""Gold answers for the blind AffairQA question set r36 (80 questions, as of 2023-10-15).

Every answer is computed here from the raw CSV files with the standard library's csv module only.
Run: python3 bench/questions/blind/gold/r36_affairqa.py  -> bench/questions/blind/r36-affairqa.json
"""
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r36-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def day(s):
    """A date cell (2016/7/1, 1899-12-30) as a date; None when empty or unreadable."""
    s = (s or "").strip()
    if not s:
        return None
    try:
        y, m, d = s.replace("-", "/").split("/")
        return datetime.date(int(y), int(m), int(d))
    except ValueError:
        return None


PLACEHOLDER_DAYS = {datetime.date(1899, 12, 30), datetime.date(1900, 1, 1)}


def real_day(s):
    d = day(s)
    return None if d is None or d in PLACEHOLDER_DAYS else d


def num(s):
    s = (s or "").strip()
    return float(s) if s else None


def fmt(x):
    """A computed number as a digit string (integers without .0)."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def one(rows, **eq):
    hits = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hits) == 1, (eq, len(hits))
    return hits[0]


def argmax(rows, key, reverse=False):
    """Every row holding the max (min with reverse=True) of key(row); rows with None are skipped."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = (min if reverse else max)(v for v, _ in vals)
    return [r for v, r in vals if v == best]


def top_n(rows, key, n):
    """The rows whose value ranks within the top n (rank() semantics: ties with the n-th kept)."""
    vals = sorted((key(r) for r in rows if key(r) is not None), reverse=True)
    cut = vals[n - 1]
    return [r for r in rows if key(r) is not None and key(r) >= cut]


def names(rows):
    return [r["name"] for r in rows]


GS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
REG = load("行政区")
LIC = load("许可证")
TA_HEAD, TA = load_raw("旅行社")  # two columns are both called licenseNumber: read by position
TA_I = {h: i for i, h in enumerate(TA_HEAD) if h != "licenseNumber"}
TA_LICENSE_1 = TA_HEAD.index("licenseNumber")            # 浙旅许可(2009)385号
TA_LICENSE_2 = TA_HEAD.index("licenseNumber", TA_LICENSE_1 + 1)  # L-ZJ00385
LIC_BY_NAME = {r["name"]: r for r in LIC}


def ta(name):
    hits = [r for r in TA if r[0] == name]
    assert len(hits) == 1, name
    return hits[0]


def region_code(name):
    ids = {r["id"] for r in REG if r["name"] == name}
    assert len(ids) == 1, (name, ids)
    return ids.pop()


def region_name(code):
    ns = {r["name"] for r in REG if r["id"] == code}
    assert len(ns) == 1, (code, ns)
    return ns.pop()


Q = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a for a in answer), (question, answer)
    assert len(set(answer)) == len(answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


yn = {True: "是", False: "否"}
yn_en = {True: "yes", False: "no"}

# ---------------------------------------------------------------- gas stations (加油站)
r = one(GS, name="绍兴金帝天然气有限公司")
add("绍兴金帝天然气有限公司的负责人是谁？", r["manager"], "property")

r = one(GS, name="桐乡运河加气站")
add("桐乡运河加气站是哪天成立的？", r["buildTime"], "property_date")

add("有多少个加油站被认定为重大危险源？",
    fmt(sum(1 for r in GS if r["isMajorDangerSource"] == "是")), "count_filter")

add("运营主体是中海油、级别为二级的加油站有哪些？",
    names([r for r in GS if r["operationSubject"] == "中海油" and r["level"] == "二级"]), "filter_list_2cond")

add("哪家加油站的职工人数最多？", names(argmax(GS, lambda r: num(r["employeeCount"]))), "superlative")

add("液化天然气罐个数最多的加油站是哪几家？并列的都列出来。",
    names(argmax(GS, lambda r: num(r["liquidGasCanCount"]))), "superlative_ties")

add("杨森负责的那些加油站，职工加起来一共多少人？",
    fmt(sum(num(r["employeeCount"]) for r in GS if r["manager"] == "杨森")), "sum")

r = one(GS, name="宁波新奥燃气有限公司福庆南路CNG加气站")
add("宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证哪天失效？",
    LIC_BY_NAME[r["businessLicense"]]["invalidDate"], "two_hop")

valid = []
for r in GS:
    lic = LIC_BY_NAME.get(r["businessLicense"])
    if lic and real_day(lic["effectiveDate"]) and real_day(lic["invalidDate"]):
        if real_day(lic["effectiveDate"]) <= AS_OF <= real_day(lic["invalidDate"]):
            valid.append(r)
add("截至2023年10月15日，哪家加油站的经营许可证还在有效期内？", names(valid), "validity_two_hop")

a = one(GS, name="杭州华燃燃气开发应用有限公司绍兴路加气站")
b = one(GS, name="慈溪市煤气有限公司")
assert real_day(a["buildTime"]) != real_day(b["buildTime"])
add("杭州华燃燃气开发应用有限公司绍兴路加气站和慈溪市煤气有限公司，哪家成立得更早？",
    (a if real_day(a["buildTime"]) < real_day(b["buildTime"]) else b)["name"], "comparison_date")

add("Which gas stations in 北仑区 is 郑善勇 the manager of?",
    names([r for r in GS if r["manager"] == "郑善勇" and r["county"] == "北仑区"]), "filter_list_2cond", "en")

r = one(GS, name="杭州杭钢亚盛天然气有限公司")
assert r["isMajorDangerSource"] in ("是", "否")
add("杭州杭钢亚盛天然气有限公司算不算重大危险源？", yn[r["isMajorDangerSource"] == "是"], "yes_no")

by_county = {}
for r in GS:
    if r["county"]:
        by_county[r["county"]] = by_county.get(r["county"], 0) + 1
best = max(by_county.values())
add("哪个区县的加油站数量最多？", [c for c, n in by_county.items() if n == best], "group_argmax")

add("嘉兴市加油加气站有限公司旗下的几个站，级别不是一级的有哪些？",
    names([r for r in GS if r["name"].startswith("嘉兴市加油加气站有限公司") and r["level"]
           and r["level"] != "一级"]), "negation")

r = one(GS, name="绍兴金帝天然气有限公司")
add("绍兴金帝天然气有限公司所在区的行政区划代码是多少？", region_code(r["county"]), "two_hop_region")

add("2018年成立的加油站有几个？",
    fmt(sum(1 for r in GS if real_day(r["buildTime"]) and real_day(r["buildTime"]).year == 2018)), "date_window_year")

a = one(GS, name="宁波市汽车燃气有限公司丽园北路加气站")
b = one(GS, name="宁波市汽车燃气有限公司镇海客运中心加气站")
add("宁波市汽车燃气有限公司丽园北路加气站的职工比宁波市汽车燃气有限公司镇海客运中心加气站多几个人？",
    fmt(num(a["employeeCount"]) - num(b["employeeCount"])), "difference")

add("Which gas station has the largest total design storage?",
    names(argmax(GS, lambda r: num(r["totalDesignStorage"]))), "superlative", "en")

r = one(GS, legalRepresentative="宋立军")
add("法定代表人是宋立军的那个加气站，它的经营许可证什么时候到期？",
    LIC_BY_NAME[r["businessLicense"]]["invalidDate"], "described_two_hop")

add("职工人数排前三的加油站是哪几家？", names(top_n(GS, lambda r: num(r["employeeCount"]), 3)), "top_n")

# ---------------------------------------------------------------- licences (许可证)
add("2022年上半年到期的许可证有几张？",
    fmt(sum(1 for r in LIC if real_day(r["invalidDate"])
            and datetime.date(2022, 1, 1) <= real_day(r["invalidDate"]) <= datetime.date(2022, 6, 30))),
    "date_window")

lo = AS_OF.replace(year=AS_OF.year - 2)
assert not any(real_day(r["invalidDate"]) == lo for r in LIC)
add("How many licences expired in the two years before 15 October 2023?",
    fmt(sum(1 for r in LIC if real_day(r["invalidDate"]) and lo < real_day(r["invalidDate"]) <= AS_OF)),
    "date_window_relative", "en")

# ---------------------------------------------------------------- medical institutions (医疗机构)
r = one(MED, name="浙江大学医学院附属儿童医院")
add("浙江大学医学院附属儿童医院的电话是多少？", r["phoneNumber"], "property")

add("地址在滨江区的三级医院有哪些？",
    names([r for r in MED if r["category"] == "医院" and r["level"] == "三级" and "滨江区" in r["address"]]),
    "filter_list_2cond")

r = one(MED, name="浙江萧山医院")
add("浙江萧山医院是三级医院吗？", yn[r["category"] == "医院" and r["level"] == "三级"], "yes_no")

r = one(MED, name="杭州西湖之江眼科医院")
assert r["category"] == "医院" and r["level"]
add("杭州西湖之江眼科医院是二级医院吗？", yn[r["level"] == "二级"], "yes_no")

add("How many medical institutions are classed as 社区卫生服务中心?",
    fmt(sum(1 for r in MED if r["category"] == "社区卫生服务中心")), "count_filter", "en")

add("二级医院里，名字带“康复”的有哪些？",
    names([r for r in MED if r["category"] == "医院" and r["level"] == "二级" and "康复" in r["name"]]),
    "filter_list_name")

add("级别为一级的医疗机构中，类别不是门诊部诊所医务室村卫生室的有多少家？",
    fmt(sum(1 for r in MED if r["level"] == "一级" and r["category"] and r["category"] != "门诊部诊所医务室村卫生室")),
    "negation_count")

add("Which medical institution has the phone number 0571-88122533?",
    names([r for r in MED if r["phoneNumber"] == "0571-88122533"]), "reverse_lookup", "en")

# ---------------------------------------------------------------- associations (协会)
r = one(ASSOC, name="苍南县佛教协会")
add("苍南县佛教协会的网址是什么？", r["website"], "property")

add("所属宗教为道教的宗教团体一共有多少个？", fmt(sum(1 for r in ASSOC if r["religion"] == "道教")), "count_filter")

add("类别登记为“省团体”的协会有哪些？", names([r for r in ASSOC if r["category"] == "省团体"]), "filter_list")

lo = AS_OF.replace(year=AS_OF.year - 5)
assert not any(real_day(r["registrationTime"]) == lo for r in ASSOC)
add("截至2023年10月15日，近五年新登记的协会有哪些？",
    names([r for r in ASSOC if real_day(r["registrationTime"]) and lo < real_day(r["registrationTime"]) <= AS_OF]),
    "date_window_relative")

add("最近一次登记的协会是哪个？", names(argmax(ASSOC, lambda r: real_day(r["registrationTime"]))), "superlative_date")


r = one(ASSOC, name="东阳市天主教爱国会")
add("When was 东阳市天主教爱国会 registered?", r["registrationTime"], "property_date", "en")

by_city = {}
for r in ASSOC:
    if r["city"]:
        by_city[r["city"]] = by_city.get(r["city"], 0) + 1
best = max(by_city.values())
add("哪个城市的宗教团体最多？", [c for c, n in by_city.items() if n == best], "group_argmax")

x = one(ASSOC, name="萧山区佛教协会")
add("和萧山区佛教协会在同一个区的其他协会还有哪些？",
    names([r for r in ASSOC if r["county"] == x["county"] and r["name"] != x["name"]]), "same_value")

# ---------------------------------------------------------------- religious schools (学校)
r = one(SCH, name="浙江佛学院")
add("浙江佛学院现在有多少在校生？", r["studentCount"], "property")

add("哪所宗教院校的专职教师最多？", names(argmax(SCH, lambda r: num(r["professorCount"]))), "superlative")


add("台州市的宗教院校在校生一共有多少人？",
    fmt(sum(num(r["studentCount"]) for r in SCH if r["city"] == "台州市")), "sum")

a = one(SCH, name="杭州佛学院")
b = one(SCH, name="浙江神学院")
add("杭州佛学院和浙江神学院，哪个成立得更早？",
    (a if real_day(a["establishmentDate"]) < real_day(b["establishmentDate"]) else b)["name"], "comparison_date")

a = one(SCH, name="浙江佛学院")
b = one(SCH, name="杭州佛学院")
add("浙江佛学院比杭州佛学院多多少在校生？", fmt(num(a["studentCount"]) - num(b["studentCount"])), "difference")

add("不属于佛教的宗教院校有哪些？", names([r for r in SCH if r["religion"] and r["religion"] != "佛教"]), "negation")


add("成立最早的宗教院校是哪所？",
    names(argmax(SCH, lambda r: real_day(r["establishmentDate"]), reverse=True)), "superlative_date")

x = one(SCH, name="浙江神学院")
add("Which other religious schools are in the same city as 浙江神学院?",
    names([r for r in SCH if r["city"] == x["city"] and r["name"] != x["name"]]), "same_value", "en")

r = one(SCH, name="杭州佛学院")
add("Was 杭州佛学院 founded before 2010?",
    yn_en[real_day(r["establishmentDate"]) < datetime.date(2010, 1, 1)], "yes_no", "en")

r = one(SCH, name="浙江神学院")
add("浙江神学院所在区县的行政区划代码是多少？", region_code(r["county"]), "two_hop_region")

tz = [num(r["studentCount"]) for r in SCH if r["city"] == "台州市"]
add("台州市的宗教院校平均每所有多少在校生？", fmt(sum(tz) / len(tz)), "average")

# ---------------------------------------------------------------- religious sites (宗教场所)
r = one(REL, name="宁波天童禅寺")
add("宁波天童禅寺的建筑面积是多少？", r["buildingArea"], "property")

add("伊斯兰教的宗教场所一共有几处？", fmt(sum(1 for r in REL if r["religion"] == "伊斯兰教")), "count_filter")

add("Which religious sites in 宁波市 are Islamic?",
    names([r for r in REL if r["city"] == "宁波市" and r["religion"] == "伊斯兰教"]), "filter_list_2cond", "en")

by_city = {}
for r in REL:
    if r["city"]:
        by_city[r["city"]] = by_city.get(r["city"], 0) + 1
best = max(by_city.values())
add("宗教场所最多的是哪个城市？", [c for c, n in by_city.items() if n == best], "group_argmax")

add("舟山市的天主教场所有多少处？",
    fmt(sum(1 for r in REL if r["city"] == "舟山市" and r["religion"] == "天主教")), "count_2cond")

lo = AS_OF.replace(year=AS_OF.year - 2)
assert not any(real_day(r["registrationTime"]) == lo for r in REL)
add("截至2023年10月15日，近两年新登记的宗教场所有哪些？",
    names([r for r in REL if real_day(r["registrationTime"]) and lo < real_day(r["registrationTime"]) <= AS_OF]),
    "date_window_relative")

add("占地面积最大的宗教场所是哪个？", names(argmax(REL, lambda r: num(r["area"]))), "superlative")

a = one(REL, name="杭州灵隐寺")
b = one(REL, name="杭州净慈寺")
assert num(a["area"]) != num(b["area"])
add("杭州灵隐寺和杭州净慈寺，哪个占地面积更大？",
    (a if num(a["area"]) > num(b["area"]) else b)["name"], "comparison")

x = one(SCH, name="浙江神学院")
add("浙江神学院所在的区有几处基督教场所？",
    fmt(sum(1 for r in REL if r["county"] == x["county"] and r["religion"] == "基督教")), "two_hop_count")

add("How many Taoist sites of the 全真教 school are there in 温州市?",
    fmt(sum(1 for r in REL if r["city"] == "温州市" and r["religion"] == "道教" and r["religiousType"] == "全真教")),
    "count_2cond", "en")

r = one(REL, name="宁波阿育王寺")
assert r["category"]
add("宁波阿育王寺属于寺观教堂吗？", yn[r["category"] == "寺观教堂"], "yes_no")

add("建筑面积排前三的宗教场所是哪些？", names(top_n(REL, lambda r: num(r["buildingArea"]), 3)), "top_n")

wz = sum(1 for r in REL if r["city"] == "温州市")
nb = sum(1 for r in REL if r["city"] == "宁波市")
add("温州市和宁波市的宗教场所数量相差多少处？", fmt(abs(wz - nb)), "difference_count")

# ---------------------------------------------------------------- travel agencies (旅行社)
add("舟山市有多少家旅行社？", fmt(sum(1 for r in TA if r[TA_I["city"]] == "舟山市")), "count_filter")

add("嘉兴和湖州的旅行社加起来有多少家？",
    fmt(sum(1 for r in TA if r[TA_I["city"]] in ("嘉兴市", "湖州市"))), "count_sum_groups")

add("许可证号是L-ZJ00385的旅行社是哪家？",
    [r[0] for r in TA if r[TA_LICENSE_2] == "L-ZJ00385"], "reverse_lookup")

add("What is the fax number of 浙江邮电旅行社有限公司?", ta("浙江邮电旅行社有限公司")[TA_I["faxNumber"]], "property", "en")

add("业务范围仅为出境组团业务的旅行社是哪家？",
    [r[0] for r in TA if r[TA_I["businessScope"]] == "出境组团业务"], "filter_list_exact")


add("杭州市的旅行社中，业务范围写明“出境组团业务”的有几家？",
    fmt(sum(1 for r in TA if r[TA_I["city"]] == "杭州市" and "出境组团业务" in r[TA_I["businessScope"]])),
    "count_contains")

# ---------------------------------------------------------------- tourist attractions (旅游景点)
add("丽水市的5A级景区是哪个？", names([r for r in ATTR if r["city"] == "丽水市" and r["level"] == "AAAAA"]),
    "filter_list_2cond")

by_city = {}
for r in ATTR:
    by_city[r["city"]] = by_city.get(r["city"], 0) + 1
best = max(by_city.values())
add("Which city has the most tourist attractions on the list?",
    [c for c, n in by_city.items() if n == best], "group_argmax", "en")


add("只有一个A的景区里，不在舟山市的是哪个？",
    names([r for r in ATTR if r["level"] == "A" and r["city"] != "舟山市"]), "negation")

# ---------------------------------------------------------------- government agencies (政府机构)
add("名称以“民政局”结尾的政府机构有多少个？", fmt(sum(1 for r in GOV if r["name"].endswith("民政局"))), "count_name")

add("名字里带“统战部”的政府机构有哪些？", names([r for r in GOV if "统战部" in r["name"]]), "filter_list_name")

# ---------------------------------------------------------------- regions (行政区)
add("永康市的行政区划代码是多少？", region_code("永康市"), "code_lookup")

add("Which district has the administrative division code 330108?", region_name("330108"), "code_reverse", "en")

# ---------------------------------------------------------------- more (filling the mix)
r = one(GS, name="天台华润燃气有限公司")
assert r["isMajorDangerSource"] in ("是", "否")
add("Is 天台华润燃气有限公司 a major hazard source?", yn_en[r["isMajorDangerSource"] == "是"], "yes_no", "en")

add("How many religious sites were registered in 2021?",
    fmt(sum(1 for r in REL if real_day(r["registrationTime"]) and real_day(r["registrationTime"]).year == 2021)),
    "date_window_year", "en")


add("有官方网站的基督教团体有哪些？",
    names([r for r in ASSOC if r["religion"] == "基督教" and r["website"].strip()]), "filter_list_2cond")

r = one(REL, name="杭州抱朴道院")
add("杭州抱朴道院是什么时候批准的？", r["approvalDate"], "property_date")



add("失效日期最晚的许可证是哪一张？", names(argmax(LIC, lambda r: real_day(r["invalidDate"]))), "superlative_date")



# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
assert sum(1 for q in Q if q["lang"] == "en") == 15, sum(1 for q in Q if q["lang"] == "en")
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r36-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT, len(out))
