"""Gold answers for the round-17 blind AffairQA question set.

Reads only the raw CSV files of ../shared/datasets/kag-affairqa/sources with Python's csv
module (no pandas, nothing of kagflow) and writes bench/questions/blind/r17-affairqa.json:
a JSON list of {"id", "question", "answer", "shape", "lang"}.

Readings: the as-of date is 2023-10-15; "the last N years" are the days after the same day N
years before it (strictly), up to the as-of date; dates are compared as days, however they are
written (2011/3/17, 1899-12-30). Superlatives, comparisons and described entities are asserted
unique; every answer is asserted non-empty.
"""
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r17-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS = load("加油站")
MED = load("医疗机构")
ASSO = load("协会")
SCHOOL = load("学校")
RELIG = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def day(s):
    s = s.strip().replace("-", "/")
    y, m, d = s.split("/")
    return datetime.date(int(y), int(m), int(d))


def years_before(n):
    return AS_OF.replace(year=AS_OF.year - n)


def num(s):
    return float(s)


def fmt(x):
    if isinstance(x, float):
        x = round(x, 4)
        if x == int(x):
            return str(int(x))
        return ("%.4f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, **eq):
    """The single row whose columns equal the given values."""
    hits = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hits) == 1, (eq, len(hits))
    return hits[0]


def names(rows):
    out = sorted({r["name"] for r in rows})
    assert len(out) == len(rows), "a name repeats among the matching rows"
    return out


def unique_best(rows, key, largest=True):
    """The name of the row with the largest (or smallest) key; asserts no tie."""
    vals = [(key(r), r["name"]) for r in rows]
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    winners = [n for v, n in vals if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def region_code(name):
    """The one code 行政区.csv gives a name (every row of the name agrees)."""
    codes = {r["id"] for r in REGION if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def licence(name):
    return one(LIC, name=name)


def holder(lic_name):
    return one(GAS, businessLicense=lic_name)


def described(rows, **eq):
    hits = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hits) == 1, (eq, [r["name"] for r in hits])
    return hits[0]


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18; 3 en)
add("property", "zh", "宁波新捷公运天然气有限公司的负责人是谁？",
    one(GAS, name="宁波新捷公运天然气有限公司")["manager"])
add("property", "zh", "天台华润燃气有限公司的液化天然气罐总容积是多少？",
    one(GAS, name="天台华润燃气有限公司")["liquidGasCanVolume"])
add("property", "en", "How many employees does 宁波市汽车燃气有限公司丽园北路加气站 have?",
    one(GAS, name="宁波市汽车燃气有限公司丽园北路加气站")["employeeCount"])
add("property", "zh", "帮我查一下浙江省肿瘤医院的联系电话。",
    one(MED, name="浙江省肿瘤医院")["phoneNumber"])
add("property", "en", "What level is 杭州西湖之江眼科医院 rated at?",
    one(MED, name="杭州西湖之江眼科医院")["level"])
add("property", "zh", "浙江道教学院目前有多少名在校生？",
    one(SCHOOL, name="浙江道教学院")["studentCount"])
add("property", "zh", "浙江慈云佛学院是哪一天成立的？",
    one(SCHOOL, name="浙江慈云佛学院")["establishmentDate"])
add("property", "zh", "新昌县大佛寺的建筑面积是多少？",
    one(RELIG, name="新昌县大佛寺")["buildingArea"])
add("property", "zh", "杭州抱朴道院属于道教的哪个派别？",
    one(RELIG, name="杭州抱朴道院")["religiousType"])
add("property", "zh", "温州市江心寺是什么时候登记的？",
    one(RELIG, name="温州市江心寺")["registrationTime"])
add("property", "zh", "天台山道教协会的登记证号是多少？",
    one(ASSO, name="天台山道教协会")["registrationCertificateNumber"])
add("property", "zh", "我想知道浙江省伊斯兰教协会的网址。",
    one(ASSO, name="浙江省伊斯兰教协会")["website"])
add("property", "zh", "天一阁·月湖景区的联系电话是什么？",
    one(ATTR, name="天一阁·月湖景区")["phoneNumber"])
add("property", "en", "Which city is 神仙居景区 in?",
    one(ATTR, name="神仙居景区")["city"])
add("property", "zh", "浙江邮电旅行社有限公司的传真号码是多少？",
    one(TRAVEL, name="浙江邮电旅行社有限公司")["faxNumber"])
add("property", "zh", "许可证浙201709050002P的生效日期是哪天？",
    licence("浙201709050002P")["effectiveDate"])
add("property", "zh", "永康市的行政区划代码是多少？", region_code("永康市"))
add("property", "zh", "宁波天童禅寺的邮政编码是多少？",
    one(RELIG, name="宁波天童禅寺")["postalCode"])

# ---------------------------------------------------------------- aggregate (13; 2 en)
add("aggregate", "zh", "医疗机构里三级医院一共有几家？",
    len([r for r in MED if r["category"] == "医院" and r["level"] == "三级"]))
add("aggregate", "zh", "有几个加油站构成了重大危险源？",
    len([r for r in GAS if r["isMajorDangerSource"] == "是"]))
add("aggregate", "en", "How many of the medical institutions are community health service centres (社区卫生服务中心)?",
    len([r for r in MED if r["category"] == "社区卫生服务中心"]))
add("aggregate", "zh", "所属宗教为佛教的学校，在校生总共有多少人？",
    sum(int(r["studentCount"]) for r in SCHOOL if r["religion"] == "佛教"))
add("aggregate", "en", "What is the total number of teachers (教师人数) across all the religious schools?",
    sum(int(r["teacherCount"]) for r in SCHOOL))
add("aggregate", "zh", "镇海区的加油站职工人数加起来是多少？",
    sum(int(r["employeeCount"]) for r in GAS if r["county"] == "镇海区"))
zs = [r for r in ASSO if r["city"] == "舟山市" and r["religion"] == "天主教"]
assert all(r["name"].endswith("天主教爱国会") for r in zs)  # no diocese or placeholder rows
add("aggregate", "zh", "舟山市所属宗教为天主教的协会有几个？", len(zs))
add("aggregate", "zh", "湖州市一共有多少家旅行社？",
    len([r for r in TRAVEL if r["city"] == "湖州市"]))
add("aggregate", "zh", "绍兴市的道教场所有多少处？",
    len([r for r in RELIG if r["city"] == "绍兴市" and r["religion"] == "道教"]))
add("aggregate", "zh", "丽水市有几处天主教的宗教场所？",
    len([r for r in RELIG if r["city"] == "丽水市" and r["religion"] == "天主教"]))
add("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数合计多少？",
    sum(int(r["employeeCount"]) for r in GAS if r["operationSubject"] == "中石化杭燃"))
# 2019: no licence of that year differs from another only by letter case
lic2019 = [r for r in LIC if r["invalidDate"] and day(r["invalidDate"]).year == 2019]
assert len({r["name"].lower() for r in lic2019}) == len(lic2019)
add("aggregate", "zh", "失效日期在2019年的许可证有多少张？", len(lic2019))
add("aggregate", "zh", "宁海县登记在册的佛教场所有多少个？",
    len([r for r in RELIG if r["county"] == "宁海县" and r["religion"] == "佛教"]))

# ---------------------------------------------------------------- relation_hop (10; 2 en)
st = one(GAS, name="嘉兴市加油加气站有限公司乍浦站")
add("relation_hop", "zh", "嘉兴市加油加气站有限公司乍浦站持有的经营许可证什么时候到期？",
    licence(st["businessLicense"])["invalidDate"])
st = one(GAS, name="桐乡运河加气站")
add("relation_hop", "zh", "桐乡运河加气站的经营许可证是哪天生效的？",
    licence(st["businessLicense"])["effectiveDate"])
st = one(GAS, name="杭州富阳江润加气站有限公司")
add("relation_hop", "en", "When does the operating licence held by 杭州富阳江润加气站有限公司 expire?",
    licence(st["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "浙江道教学院所在区县的行政区划代码是什么？",
    region_code(one(SCHOOL, name="浙江道教学院")["county"]))
add("relation_hop", "zh", "三门县道生加气站有限公司所在的区县，行政区划代码是多少？",
    region_code(one(GAS, name="三门县道生加气站有限公司")["county"]))
add("relation_hop", "en", "What is the administrative division code of the city where 江郎山-廿八都旅游区 is located?",
    region_code(one(ATTR, name="江郎山-廿八都旅游区")["city"]))
add("relation_hop", "zh", "许可证浙201702020005P是哪家加油站持有的？",
    holder("浙201702020005P")["name"])
add("relation_hop", "zh", "持有浙201406000001J-2这张许可证的是哪个加油站？",
    holder("浙201406000001J-2")["name"])
st = one(GAS, name="余姚市甬石石油燃气有限公司")
licence(st["businessLicense"])
add("relation_hop", "zh", "余姚市甬石石油燃气有限公司持有哪张许可证？", st["businessLicense"])
add("relation_hop", "zh", "龙泉市佛教协会所在区县的行政区划代码是多少？",
    region_code(one(ASSO, name="龙泉市佛教协会")["county"]))

# ---------------------------------------------------------------- two_hop (8; 1 en)
cty = one(SCHOOL, name="浙江神学院")["county"]
add("two_hop", "zh", "和浙江神学院在同一个区县的加油站有哪些？",
    names([r for r in GAS if r["county"] == cty]))
cty = one(SCHOOL, name="浙江慈云佛学院")["county"]
add("two_hop", "zh", "浙江慈云佛学院所在的区县有几个加油站？",
    len([r for r in GAS if r["county"] == cty]))
add("two_hop", "zh", "持有许可证浙201604010001J的那家加油站，所在区县的行政区划代码是多少？",
    region_code(holder("浙201604010001J")["county"]))
# (not 天台县: 天台山国清讲寺 and 天台山桐柏宫 are rows with every cell but the name empty)
cty = one(SCHOOL, name="浙江佛学院温州佛学院")["county"]
# no 宗教场所 row of 温州市 hides its county behind a code that could be 文成县
assert cty == "文成县" and all(r["county"] != "330328" for r in RELIG)
add("two_hop", "zh", "浙江佛学院温州佛学院所在的区县一共有多少个宗教场所？",
    len([r for r in RELIG if r["county"] == cty]))
city = one(ATTR, name="天一阁·月湖景区")["city"]
add("two_hop", "zh", "天一阁·月湖景区所在的城市有多少家旅行社？",
    len([r for r in TRAVEL if r["city"] == city]))
st = described(GAS, legalRepresentative="钱向阳")
add("two_hop", "zh", "法定代表人为钱向阳的加油站，其经营许可证什么时候失效？",
    licence(st["businessLicense"])["invalidDate"])
sc = one(SCHOOL, name="杭州佛学院")
add("two_hop", "zh", "与杭州佛学院位于同一区县的学校还有哪所？",
    names([r for r in SCHOOL if r["county"] == sc["county"] and r["name"] != sc["name"]]))
city = one(SCHOOL, name="浙江慈云佛学院")["city"]
add("two_hop", "en", "How many Buddhist (佛教) religious places are there in the city where 浙江慈云佛学院 is located?",
    len([r for r in RELIG if r["city"] == city and r["religion"] == "佛教"]))

# ---------------------------------------------------------------- superlative (8; 2 en)
add("superlative", "zh", "在校生人数最多的宗教院校是哪一所？",
    unique_best(SCHOOL, lambda r: int(r["studentCount"])))
add("superlative", "en", "Which school was established earliest?",
    unique_best(SCHOOL, lambda r: day(r["establishmentDate"]), largest=False))
add("superlative", "zh", "总设计储量最大的加油站是哪个？",
    unique_best([r for r in GAS if r["totalDesignStorage"]], lambda r: num(r["totalDesignStorage"])))
add("superlative", "zh", "职工人数最多的是哪家加油站？",
    unique_best([r for r in GAS if r["employeeCount"]], lambda r: int(r["employeeCount"])))
add("superlative", "zh", "所有许可证里，失效日期最晚的是哪一张？",
    unique_best([r for r in LIC if r["invalidDate"]], lambda r: day(r["invalidDate"])))
add("superlative", "zh", "宁海县占地面积最大的宗教场所是哪个？",
    unique_best([r for r in RELIG if r["county"] == "宁海县"], lambda r: num(r["area"])))
jh = [r for r in ASSO if r["city"] == "金华市"]
assert all(r["registrationTime"] and day(r["registrationTime"]).year > 1900 for r in jh)
add("superlative", "zh", "金华市登记时间最早的协会是哪个？",
    unique_best(jh, lambda r: day(r["registrationTime"]), largest=False))
gs = [r for r in GAS if r["county"] == "拱墅区"]
assert all(r["buildTime"] and day(r["buildTime"]).year > 1900 for r in gs)
add("superlative", "en", "Which gas station in 拱墅区 was founded earliest?",
    unique_best(gs, lambda r: day(r["buildTime"]), largest=False))

# ---------------------------------------------------------------- filter (8; 2 en)
add("filter", "zh", "镇海区有哪些加油站？", names([r for r in GAS if r["county"] == "镇海区"]))
add("filter", "en", "List the schools located in 天台县.",
    names([r for r in SCHOOL if r["county"] == "天台县"]))
add("filter", "zh", "液化天然气罐有3个的加油站有哪些？",
    names([r for r in GAS if r["liquidGasCanCount"] == "3"]))
add("filter", "zh", "请列出类别为省团体的协会。",
    names([r for r in ASSO if r["category"] == "省团体"]))
add("filter", "zh", "名称里带“统战”二字的政府机构有哪些？",
    names([r for r in GOV if "统战" in r["name"]]))
add("filter", "en", "Which gas stations are run by 华润燃气 (operation subject)?",
    names([r for r in GAS if r["operationSubject"] == "华润燃气"]))
add("filter", "zh", "信仰伊斯兰教的宗教场所都有哪些？",
    names([r for r in RELIG if r["religion"] == "伊斯兰教"]))
add("filter", "zh", "2018年成立的加油站有哪些？",
    names([r for r in GAS if r["buildTime"] and day(r["buildTime"]).year == 2018]))

# ---------------------------------------------------------------- comparison (6; 2 en)
def pick(a, b, va, vb, larger=True):
    assert va != vb, (a, b)
    return a if (va > vb) == larger else b


a, b = one(SCHOOL, name="浙江神学院"), one(SCHOOL, name="浙江道教学院")
add("comparison", "zh", "浙江神学院和浙江道教学院，哪个在校生更多？",
    pick(a["name"], b["name"], int(a["studentCount"]), int(b["studentCount"])))
a, b = one(GAS, name="慈溪市煤气有限公司"), one(GAS, name="诸暨市赵家液化石油气贮罐站")
add("comparison", "zh", "慈溪市煤气有限公司与诸暨市赵家液化石油气贮罐站，哪个成立得更早？",
    pick(a["name"], b["name"], day(a["buildTime"]), day(b["buildTime"]), larger=False))
a, b = one(GAS, name="天台华润燃气有限公司"), one(GAS, name="慈溪市煤气有限公司")
diff = num(a["totalDesignStorage"]) - num(b["totalDesignStorage"])
assert diff > 0
add("comparison", "zh", "天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多多少？", diff)
a, b = licence("浙201702000007J"), licence("浙201802000004J")
add("comparison", "en", "Which licence expires later, 浙201702000007J or 浙201802000004J?",
    pick(a["name"], b["name"], day(a["invalidDate"]), day(b["invalidDate"])))
a, b = one(ASSO, name="萧山区佛教协会"), one(ASSO, name="临安区佛教协会")
add("comparison", "zh", "萧山区佛教协会和临安区佛教协会，谁先登记的？",
    pick(a["name"], b["name"], day(a["registrationTime"]), day(b["registrationTime"]), larger=False))
a, b = one(RELIG, name="宁波天童禅寺"), one(RELIG, name="新昌县大佛寺")
add("comparison", "en", "Which has the larger building area, 宁波天童禅寺 or 新昌县大佛寺?",
    pick(a["name"], b["name"], num(a["buildingArea"]), num(b["buildingArea"])))

# ---------------------------------------------------------------- described (5; 1 en)
add("described", "zh", "法定代表人是宋立军的加油站是哪一家？",
    described(GAS, legalRepresentative="宋立军")["name"])
add("described", "zh", "电话为13968579609的是哪所学校？",
    described(SCHOOL, phoneNumber="13968579609")["name"])
add("described", "zh", "登记证号为浙海社证字第210007号的协会叫什么名字？",
    described(ASSO, registrationCertificateNumber="浙海社证字第210007号")["name"])
add("described", "en", "Which religious place has the phone number 0571-87968665?",
    described(RELIG, phoneNumber="0571-87968665")["name"])
lishui5a = [r for r in ATTR if r["city"] == "丽水市" and r["level"] == "AAAAA"]
assert len(lishui5a) == 1
add("described", "zh", "丽水市唯一的那个5A级景区叫什么？", lishui5a[0]["name"])

# ---------------------------------------------------------------- time_window (4, as of 2023-10-15)
lo = years_before(5)
assert all(day(r["buildTime"]) != lo for r in GAS if r["buildTime"])
add("time_window", "zh", "截至2023年10月15日，近五年内成立的加油站有哪些？",
    names([r for r in GAS if r["buildTime"] and lo < day(r["buildTime"]) <= AS_OF]))
lo = years_before(4)
assert all(day(r["registrationTime"]) != lo for r in ASSO if r["registrationTime"])
add("time_window", "zh", "近四年新登记的协会有哪些？",
    names([r for r in ASSO if r["registrationTime"] and lo < day(r["registrationTime"]) <= AS_OF]))
lo = years_before(2)
assert all(day(r["invalidDate"]) != lo for r in LIC if r["invalidDate"])
exp = [r for r in LIC if r["invalidDate"] and lo < day(r["invalidDate"]) <= AS_OF]
assert len({r["name"].lower() for r in exp}) == len(exp)
add("time_window", "zh", "过去两年内失效的许可证有多少张？", len(exp))
add("time_window", "zh", "近两年新登记的宗教场所有哪些？",
    names([r for r in RELIG if r["registrationTime"] and lo < day(r["registrationTime"]) <= AS_OF]))

# ---------------------------------------------------------------- checks and output
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r17-%02d" % i
assert len(Q) == 80, len(Q)
assert len({q["question"] for q in Q}) == 80
want = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
for shape, n in want.items():
    assert sum(q["shape"] == shape for q in Q) == n, shape
assert sum(q["lang"] == "en" for q in Q) == 15
for q in Q:
    if q["shape"] == "filter" or len(q["answer"]) > 1:
        assert len(q["answer"]) <= 15, q
    if q["shape"] in ("superlative", "comparison", "described"):
        assert len(q["answer"]) == 1, q

with open(OUT, "w", encoding="utf-8") as f:
    json.dump([{k: q[k] for k in ("id", "question", "answer", "shape", "lang")} for q in Q],
              f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote %d questions to %s" % (len(Q), OUT))
