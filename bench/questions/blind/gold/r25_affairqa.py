"""Gold answers for the AffairQA held-out round r25.

Reads the raw CSV tables of /work/shared/datasets/kag-affairqa/sources with the csv module only
and writes bench/questions/blind/r25-affairqa.json. Every answer is computed from the cells here;
the asserts pin the facts each question relies on (a unique entity, no tie, no placeholder date),
so a changed table fails loudly instead of silently changing a gold answer.

Reading conventions (as the project README states them): the as-of date is 2023-10-15; "the
last N days" are days fewer than N before the as-of date; ties keep every value; a name repeated
in one cell counts once.
"""
import csv
import datetime
import json
import os
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.normpath(os.path.join(HERE, "..", "r25-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)
PLACEHOLDER_DATES = {"1899-12-30", "1900/1/1"}


def load(table):
    """Rows of a table as dicts; a repeated header gets a _2 suffix (旅行社 has two licenseNumber)."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, seen = [], {}
    for h in rows[0]:
        seen[h] = seen.get(h, 0) + 1
        header.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    out = []
    for r in rows[1:]:
        r = r + [""] * (len(header) - len(r))
        out.append(dict(zip(header, r)))
    return out


T = {name: load(name) for name in
     ["行政区", "旅行社", "加油站", "宗教场所", "协会", "学校", "旅游景点", "政府机构", "许可证", "医疗机构"]}


def one(table, name):
    """The single row of `table` whose name is `name` (fails if absent or repeated)."""
    hits = [r for r in T[table] if r["name"] == name]
    assert len(hits) == 1, (table, name, len(hits))
    return hits[0]


def rows(table, **eq):
    return [r for r in T[table] if all(r[k] == v for k, v in eq.items())]


def date(s):
    s = s.strip()
    assert s and s not in PLACEHOLDER_DATES, s
    for fmt in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    raise ValueError(s)


def within_last(d, n):
    """d lies in the last n days: fewer than n days before the as-of date (and not after it)."""
    return 0 <= (AS_OF - d).days < n


def num(s):
    return Decimal(s.strip())


def fmt(d):
    """A computed number as a plain decimal: no exponent, no trailing zeros."""
    d = Decimal(d)
    if d == d.to_integral_value():
        return str(int(d))
    return format(d.normalize(), "f")


def names(rs):
    """Distinct names in table order (a name repeated counts once)."""
    out = []
    for r in rs:
        if r["name"] not in out:
            out.append(r["name"])
    return out


def only_max(rs, key):
    """Rows holding the maximum of key; asserts there is no tie."""
    best = max(key(r) for r in rs)
    top = [r for r in rs if key(r) == best]
    assert len(top) == 1, [r["name"] for r in top]
    return top[0]


def only_min(rs, key):
    best = min(key(r) for r in rs)
    top = [r for r in rs if key(r) == best]
    assert len(top) == 1, [r["name"] for r in top]
    return top[0]


def county_code(name):
    """The 行政区 code of a county name: every row of the name must agree on one code."""
    codes = {r["id"] for r in rows("行政区", name=name)}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def licence_of(station):
    lic = one("加油站", station)["businessLicense"]
    assert lic, station
    return one("许可证", lic)


def station_of_licence(lic):
    hits = rows("加油站", businessLicense=lic)
    assert len(hits) == 1, (lic, [h["name"] for h in hits])
    return hits[0]


Q = []


def q(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) == len(set(answer)), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
q("property", "zh", "浙江神学院是哪天成立的？", one("学校", "浙江神学院")["establishmentDate"])
q("property", "zh", "杭州佛学院现在有多少在校学生？", one("学校", "杭州佛学院")["studentCount"])
q("property", "zh", "萧山区佛教协会的社团登记证号是多少？",
  one("协会", "萧山区佛教协会")["registrationCertificateNumber"])
q("property", "en", "What is the postal code of 东阳市天主教爱国会?",
  one("协会", "东阳市天主教爱国会")["postalCode"])
q("property", "zh", "建德市慧华寺占地面积有多大？", one("宗教场所", "建德市慧华寺")["area"])
q("property", "zh", "椒江区妙严宫属于道教的哪个派别？", one("宗教场所", "椒江区妙严宫")["religiousType"])
q("property", "zh", "中海油浙江新能源有限公司集运加气站的液化天然气罐总容积是多少？",
  one("加油站", "中海油浙江新能源有限公司集运加气站")["liquidGasCanVolume"])
q("property", "zh", "绍兴金帝天然气有限公司是由谁运营的？",
  one("加油站", "绍兴金帝天然气有限公司")["operationSubject"])
q("property", "en", "Who is the legal representative of 杭州萧山环能实业有限公司?",
  one("加油站", "杭州萧山环能实业有限公司")["legalRepresentative"])
# 宁波市天一阁博物馆 is a separate (AAAA) row without a phone; the question names the AAAAA area exactly
q("property", "zh", "天一阁·月湖景区的咨询电话是多少？", one("旅游景点", "天一阁·月湖景区")["phoneNumber"])
# its near-duplicate 浙江省衢州市江山市醉美碗窑景区 has the same level
assert one("旅游景点", "浙江省衢州市江山市醉美碗窑景区")["level"] == one("旅游景点", "江山最美碗窑景区")["level"]
q("property", "zh", "江山最美碗窑景区是几A级景区？", one("旅游景点", "江山最美碗窑景区")["level"])
q("property", "en", "What is the contact phone number of 浙江省肿瘤医院?",
  one("医疗机构", "浙江省肿瘤医院")["phoneNumber"])
q("property", "zh", "杭州消防医院的地址在哪？", one("医疗机构", "杭州消防医院")["address"])
q("property", "zh", "台州市开心旅行社有限公司的传真号码是多少？",
  one("旅行社", "台州市开心旅行社有限公司")["faxNumber"])
q("property", "zh", "常山山水旅游有限公司的经营范围是什么？",
  one("旅行社", "常山山水旅游有限公司")["businessScope"])
q("property", "zh", "许可证浙201702000005J什么时候失效？", one("许可证", "浙201702000005J")["invalidDate"])
q("property", "en", "What is the administrative division code of 景宁畲族自治县?", county_code("景宁畲族自治县"))
q("property", "zh", "杭州茗芽口腔门诊部面向哪些服务人群？",
  one("医疗机构", "杭州茗芽口腔门诊部")["servicePopulation"])

# ---------------------------------------------------------------- aggregate (13)
q("aggregate", "zh", "温岭市一共有多少处基督教活动场所？",
  str(len(rows("宗教场所", county="温岭市", religion="基督教"))))
q("aggregate", "zh", "绍兴市的佛教场所里，类别是寺观教堂的有几处？",
  str(len(rows("宗教场所", city="绍兴市", religion="佛教", category="寺观教堂"))))
hr = rows("加油站", operationSubject="中石化杭燃")
assert all(r["employeeCount"].strip() for r in hr)
q("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数加起来一共多少人？",
  fmt(sum(num(r["employeeCount"]) for r in hr)))
q("aggregate", "en", "How many medical institutions are hospitals (医院) of level 三级?",
  str(len(rows("医疗机构", category="医院", level="三级"))))
q("aggregate", "zh", "类别为社区卫生服务中心的医疗机构有多少家？",
  str(len(rows("医疗机构", category="社区卫生服务中心"))))
q("aggregate", "zh", "台州市有多少个道教方面的宗教团体？",
  str(len(rows("协会", city="台州市", religion="道教"))))
bs = rows("学校", religion="佛教")
q("aggregate", "zh", "所有佛教院校的在校生加起来有多少人？",
  fmt(sum(num(r["studentCount"]) for r in bs)))
sch = [r for r in T["学校"]]
assert all(r["teacherCount"].strip() for r in sch)
q("aggregate", "en", "What is the average number of teachers (教师人数) across all the religious schools?",
  fmt(sum(num(r["teacherCount"]) for r in sch) / len(sch)))
q("aggregate", "zh", "舟山市的旅行社里，业务范围包含出境业务的有几家？",
  str(len([r for r in rows("旅行社", city="舟山市") if "出境" in r["businessScope"]])))
q("aggregate", "zh", "政府机构里名称以“民政局”结尾的有多少个？",
  str(len(names([r for r in T["政府机构"] if r["name"].endswith("民政局")]))))
lic2017 = names([r for r in T["许可证"] if r["effectiveDate"] and date(r["effectiveDate"]).year == 2017])
# no licence of the set differs from another only in letter case
assert len({n.upper() for n in lic2017}) == len(lic2017)
q("aggregate", "zh", "生效日期在2017年的燃气经营许可证一共有几张？", str(len(lic2017)))
cj = rows("加油站", legalRepresentative="曹纪文")
q("aggregate", "zh", "曹纪文担任法定代表人的加气站，总设计储量合计是多少？",
  fmt(sum(num(r["totalDesignStorage"]) for r in cj)))
q("aggregate", "zh", "属于市团体的基督教组织有多少个？",
  str(len(rows("协会", category="市团体", religion="基督教"))))

# ---------------------------------------------------------------- relation_hop (10)
q("relation_hop", "zh", "嘉兴市加油加气站有限公司岗山路站的经营许可证哪天到期？",
  licence_of("嘉兴市加油加气站有限公司岗山路站")["invalidDate"])
q("relation_hop", "en", "On what date did the operating licence of 三门县道生加气站有限公司 take effect?",
  licence_of("三门县道生加气站有限公司")["effectiveDate"])
q("relation_hop", "zh", "持有许可证201206000001P的那家加气站在哪个区县？",
  station_of_licence("201206000001P")["county"])
q("relation_hop", "zh", "新昌县浙能万丰油气发展有限公司所在区县的行政区划代码是多少？",
  county_code(one("加油站", "新昌县浙能万丰油气发展有限公司")["county"]))
q("relation_hop", "zh", "浙江道教学院所在县的行政区划代码是什么？",
  county_code(one("学校", "浙江道教学院")["county"]))
q("relation_hop", "en", "What is the administrative division code of the county where 温岭市建设燃气有限公司 is located?",
  county_code(one("加油站", "温岭市建设燃气有限公司")["county"]))
q("relation_hop", "zh", "天台华润燃气有限公司的燃气经营许可证失效日期是哪天？",
  licence_of("天台华润燃气有限公司")["invalidDate"])
q("relation_hop", "zh", "宁波市清真寺所在区的行政区划代码是多少？",
  county_code(one("宗教场所", "宁波市清真寺")["county"]))
q("relation_hop", "zh", "持有许可证浙201806070001J的那座加气站，负责人是谁？",
  station_of_licence("浙201806070001J")["manager"])
q("relation_hop", "zh", "乌镇景区所在城市的行政区划代码是多少？",
  county_code(one("旅游景点", "乌镇景区")["city"]))

# ---------------------------------------------------------------- two_hop (8)
mgr = one("加油站", "宁海县浙能油气发展有限公司冠庄加气站")["manager"]
other = [r for r in rows("加油站", manager=mgr) if r["name"] != "宁海县浙能油气发展有限公司冠庄加气站"]
assert len(other) == 1
q("two_hop", "zh", "和宁海县浙能油气发展有限公司冠庄加气站同一个负责人的另一座加气站，它的经营许可证什么时候失效？",
  one("许可证", other[0]["businessLicense"])["invalidDate"])
q("two_hop", "zh", "温岭市建设燃气有限公司所在的县市一共有多少处道教场所？",
  str(len(rows("宗教场所", county=one("加油站", "温岭市建设燃气有限公司")["county"], religion="道教"))))
tt = one("学校", "浙江道教学院")["county"]
q("two_hop", "zh", "浙江道教学院所在的县有哪些宗教团体？", names(rows("协会", county=tt)))
lr = one("加油站", "绍兴上虞浙能汽运油品天然气有限公司")["legalRepresentative"]
q("two_hop", "zh", "绍兴上虞浙能汽运油品天然气有限公司的法定代表人名下一共有几座加气站（含这一座）？",
  str(len(rows("加油站", legalRepresentative=lr))))
xc = one("协会", "新昌县佛教协会")["county"]
q("two_hop", "en", "Which gas stations are in the same county as 新昌县佛教协会?",
  names(rows("加油站", county=xc)))
st = station_of_licence("201702000040J")
q("two_hop", "zh", "持有许可证201702000040J的加气站，其负责人另外还负责几座加气站？",
  str(len([r for r in rows("加油站", manager=st["manager"]) if r["name"] != st["name"]])))
mu = one("学校", "浙江慈云佛学院")["mainUnit"]
sib = [r for r in rows("学校", mainUnit=mu) if r["name"] != "浙江慈云佛学院"]
q("two_hop", "zh", "和浙江慈云佛学院同一个主办单位的其他学校里，哪一所在校生最多？",
  only_max(sib, lambda r: int(r["studentCount"]))["name"])
bj = one("加油站", "杭州中石化杭燃能源有限公司滨江加气站")["county"]
q("two_hop", "zh", "杭州中石化杭燃能源有限公司滨江加气站所在的区有几个宗教团体？",
  str(len(rows("协会", county=bj))))

# ---------------------------------------------------------------- superlative (8)
q("superlative", "zh", "哪所宗教院校的在校生最多？",
  only_max(T["学校"], lambda r: int(r["studentCount"]))["name"])
q("superlative", "en", "Which religious school was founded earliest?",
  only_min(T["学校"], lambda r: date(r["establishmentDate"]))["name"])
q("superlative", "zh", "总设计储量最大的加气站是哪一座？",
  only_max([r for r in T["加油站"] if r["totalDesignStorage"]], lambda r: num(r["totalDesignStorage"]))["name"])
q("superlative", "zh", "哪座加气站的职工人数最多？",
  only_max([r for r in T["加油站"] if r["employeeCount"]], lambda r: int(r["employeeCount"]))["name"])
q("superlative", "zh", "温岭市的道教场所中，哪一处最早获得批准？",
  only_min(rows("宗教场所", county="温岭市", religion="道教"), lambda r: date(r["approvalDate"]))["name"])
jh = [r for r in rows("协会", city="金华市") if r["registrationTime"]]
q("superlative", "en", "Which religious association in 金华市 was registered earliest?",
  only_min(jh, lambda r: date(r["registrationTime"]))["name"])
q("superlative", "zh", "燃气经营许可证里，生效日期最晚的是哪一张？",
  only_max([r for r in T["许可证"] if r["effectiveDate"]], lambda r: date(r["effectiveDate"]))["name"])
yz = rows("加油站", county="鄞州区")
q("superlative", "zh", "鄞州区哪座加气站成立得最早？", only_min(yz, lambda r: date(r["buildTime"]))["name"])

# ---------------------------------------------------------------- filter (8)
q("filter", "zh", "类别登记为省团体的宗教团体有哪些？", names(rows("协会", category="省团体")))
q("filter", "en", "Which religious venues are Islamic (伊斯兰教)?", names(rows("宗教场所", religion="伊斯兰教")))
q("filter", "zh", "萧山区有哪些加气站构成重大危险源？",
  names(rows("加油站", county="萧山区", isMajorDangerSource="是")))
q("filter", "zh", "级别为二级的门诊部诊所医务室村卫生室有哪些？",
  names(rows("医疗机构", category="门诊部诊所医务室村卫生室", level="二级")))
q("filter", "zh", "华润燃气运营的加气站都有哪些？", names(rows("加油站", operationSubject="华润燃气")))
q("filter", "zh", "绍兴市有哪些A级（一A）景区？", names(rows("旅游景点", city="绍兴市", level="A")))
q("filter", "zh", "批准办学规模不少于300人的宗教院校有哪些？",
  names([r for r in T["学校"] if r["approvalScale"] and int(r["approvalScale"]) >= 300]))
q("filter", "zh", "名称里带“旅游”二字的政府机构有哪些？", names([r for r in T["政府机构"] if "旅游" in r["name"]]))

# ---------------------------------------------------------------- comparison (6)
a, b = one("学校", "浙江神学院"), one("学校", "浙江道教学院")
assert int(a["studentCount"]) != int(b["studentCount"])
q("comparison", "zh", "浙江神学院和浙江道教学院，哪个在校生多？",
  max((a, b), key=lambda r: int(r["studentCount"]))["name"])
na, nb = len(rows("宗教场所", county="温岭市")), len(rows("宗教场所", county="临海市"))
assert na != nb
q("comparison", "zh", "温岭市和临海市，哪边的宗教场所更多？", "温岭市" if na > nb else "临海市")
a, b = one("加油站", "宁波新捷公运天然气有限公司"), one("加油站", "杭州华燃燃气开发应用有限公司绍兴路加气站")
assert int(a["employeeCount"]) != int(b["employeeCount"])
q("comparison", "en",
  "Which has more employees: 宁波新捷公运天然气有限公司 or 杭州华燃燃气开发应用有限公司绍兴路加气站?",
  max((a, b), key=lambda r: int(r["employeeCount"]))["name"])
a, b = one("协会", "萧山区佛教协会"), one("协会", "萧山区道教协会")
assert date(a["registrationTime"]) != date(b["registrationTime"])
q("comparison", "zh", "萧山区佛教协会和萧山区道教协会，哪个登记得更早？",
  min((a, b), key=lambda r: date(r["registrationTime"]))["name"])
a, b = one("加油站", "宁波新奥燃气有限公司"), one("加油站", "宁波新奥燃气有限公司福庆南路CNG加气站")
la, lb = one("许可证", a["businessLicense"]), one("许可证", b["businessLicense"])
assert date(la["invalidDate"]) != date(lb["invalidDate"])
q("comparison", "zh", "宁波新奥燃气有限公司和它的福庆南路CNG加气站，哪一家的经营许可证到期更晚？",
  (a if date(la["invalidDate"]) > date(lb["invalidDate"]) else b)["name"])
a, b = one("宗教场所", "建德市慧华寺"), one("宗教场所", "瑞安市芳庄乡九龙头基督教堂")
assert date(a["registrationTime"]) != date(b["registrationTime"])
q("comparison", "zh", "建德市慧华寺和瑞安市芳庄乡九龙头基督教堂，哪个登记时间更早？",
  min((a, b), key=lambda r: date(r["registrationTime"]))["name"])

# ---------------------------------------------------------------- described (5)
wc = [r for r in rows("学校", county="文成县")]
assert len(wc) == 1
q("described", "zh", "位于文成县的那所佛学院是哪天成立的？", wc[0]["establishmentDate"])
late = [r for r in T["许可证"] if r["invalidDate"] and date(r["invalidDate"]).year == 2044]
assert len(late) == 1
q("described", "zh", "有一张燃气经营许可证要到2044年才失效，持有它的加气站负责人是谁？",
  station_of_licence(late[0]["name"])["manager"])
g12 = rows("加油站", gasCanCount="12")
assert len(g12) == 1
q("described", "en", "One gas station has 12 compressed natural gas tanks. Who is its legal representative?",
  g12[0]["legalRepresentative"])
isl = rows("协会", category="省团体", religion="伊斯兰教")
assert len(isl) == 1
q("described", "zh", "全省唯一一个伊斯兰教省级团体的网址是什么？", isl[0]["website"])
hz = rows("宗教场所", city="杭州市", religion="伊斯兰教")
assert len(hz) == 1
q("described", "zh", "杭州市那座伊斯兰教场所是哪天登记的？", hz[0]["registrationTime"])

# ---------------------------------------------------------------- time_window (4)
q("time_window", "zh", "最近1000天内登记的宗教团体有哪些？",
  names([r for r in T["协会"] if r["registrationTime"] and r["registrationTime"] not in PLACEHOLDER_DATES
         and within_last(date(r["registrationTime"]), 1000)]))
q("time_window", "en", "How many religious schools were founded in the last 3000 days?",
  str(len([r for r in T["学校"] if within_last(date(r["establishmentDate"]), 3000)])))
q("time_window", "zh", "过去800天里新登记的宗教场所有几处？",
  str(len([r for r in T["宗教场所"] if r["registrationTime"] and r["registrationTime"] not in PLACEHOLDER_DATES
           and within_last(date(r["registrationTime"]), 800)])))
exp = [r for r in T["许可证"] if r["invalidDate"] and within_last(date(r["invalidDate"]), 365)]
q("time_window", "zh", "最近一年（365天）内经营许可证到期的加气站有哪些？",
  names([station_of_licence(r["name"]) for r in exp]))


# ---------------------------------------------------------------- checks and output
WANT = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
got = {}
for x in Q:
    got[x["shape"]] = got.get(x["shape"], 0) + 1
assert got == WANT, got
assert len(Q) == 80 and sum(x["lang"] == "en" for x in Q) == 15
assert len({x["question"] for x in Q}) == 80
for x in Q:
    if x["shape"] == "filter":
        assert len(x["answer"]) <= 8, x

out = [dict({"id": "affairqa-r25-%02d" % (i + 1)}, **x) for i, x in enumerate(Q)]
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote %d questions to %s" % (len(out), OUT))
