"""Gold answers for the round-34 AffairQA held-out questions.

Every answer is computed from the raw CSV files of KAG's AffairQA tables with the csv module only.
Running this script (re)writes ../r34-affairqa.json.  As-of date for relative time expressions:
2023-10-15; "近N年"/"past N years" is read as date > as_of - N years (and <= as_of), the boundary day
itself excluded; no value in a window used here falls on a boundary (asserted).
"""
import csv
import datetime
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.environ.get(
    "AFFAIRQA_SOURCES",
    os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources")),
)
OUT = os.path.normpath(os.path.join(HERE, "..", "r34-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_travel():
    # 旅行社.csv repeats the header "licenseNumber"; read by position and keep the columns used here.
    with open(os.path.join(SRC, "旅行社.csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    assert head[9] == head[10] == "licenseNumber"
    keep = [i for i, h in enumerate(head) if h != "licenseNumber"]
    return [{head[i]: r[i] for i in keep} for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
RELIG = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
LIC = load("许可证")
REGION = load("行政区")
TRAVEL = load_travel()

PLACEHOLDER = re.compile(r"^(1899-12-30|1900/1/1|无|\d(\.\d+)?E\+\d+|)$")


def date(s):
    y, m, d = re.split(r"[/-]", s.strip())
    return datetime.date(int(y), int(m), int(d))


def one(table, name, col="name"):
    rows = [r for r in table if r[col] == name]
    assert len(rows) == 1, (name, len(rows))
    return rows[0]


def val(row, col):
    v = row[col].strip()
    assert v and not PLACEHOLDER.match(v), (row.get("name"), col, v)
    assert not (col == "county" and re.fullmatch(r"\d{6}", v)), (row.get("name"), v)
    return v


def num(s):
    return float(s)


def fmt_num(x):
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    return f"{x:.2f}"


def unique_best(rows, key, highest=True):
    """The one row with the highest (lowest) key; asserts no tie."""
    ranked = sorted(rows, key=key, reverse=highest)
    assert len(ranked) >= 2 and key(ranked[0]) != key(ranked[1]), [(r.get("name"), key(r)) for r in ranked[:3]]
    return ranked[0]


def region_code(county):
    codes = {r["id"] for r in REGION if r["name"] == county}
    assert len(codes) == 1 and next(iter(codes)), (county, codes)
    return next(iter(codes))


def licence_of(station_name):
    st = one(GAS, station_name)
    return one(LIC, val(st, "businessLicense"))


def window(values, years):
    """Dates d with AS_OF - years < d <= AS_OF; asserts none sits on either boundary."""
    start = AS_OF.replace(year=AS_OF.year - years)
    for d in values:
        assert d != start and d != AS_OF, d
    return [d for d in values if start < d <= AS_OF]


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), (question, answer)
    Q.append({"shape": shape, "lang": lang, "question": question, "answer": answer})


# ---------------------------------------------------------------- property (14)
add("property", "zh", "中海油浙江新能源有限公司集运加气站归谁负责？",
    val(one(GAS, "中海油浙江新能源有限公司集运加气站"), "manager"))
add("property", "zh", "杭州华燃燃气开发应用有限公司绍兴路加气站一共有多少名员工？",
    val(one(GAS, "杭州华燃燃气开发应用有限公司绍兴路加气站"), "employeeCount"))
add("property", "zh", "想了解一下，浙江神学院是哪天创办的？",
    val(one(SCHOOL, "浙江神学院"), "establishmentDate"))
add("property", "zh", "杭州灵隐寺占地多大（占地面积是多少）？",
    val(one(RELIG, "杭州灵隐寺"), "area"))
add("property", "zh", "请问浙江邮电旅行社有限公司的传真号是多少？",
    val(one(TRAVEL, "浙江邮电旅行社有限公司"), "faxNumber"))
add("property", "zh", "浙江省伊斯兰教协会在什么地址办公？",
    val(one(ASSOC, "浙江省伊斯兰教协会"), "address"))
add("property", "zh", "请告诉我浙江萧山医院的医院级别。",
    val(one(MED, "浙江萧山医院"), "level"))
add("property", "zh", "批准给浙江慈云佛学院的办学规模是多少？",
    val(one(SCHOOL, "浙江慈云佛学院"), "approvalScale"))
add("property", "zh", "编号201808030001J的许可证哪天作废？",
    val(one(LIC, "201808030001J"), "invalidDate"))
add("property", "zh", "江山最美碗窑景区评的是几A级？",
    val(one(ATTR, "江山最美碗窑景区"), "level"))
add("property", "zh", "寄信给宁波天童禅寺，邮政编码该填什么？",
    val(one(RELIG, "宁波天童禅寺"), "postalCode"))
add("property", "en", "Give me the phone number of 浙江省道教协会.",
    val(one(ASSOC, "浙江省道教协会"), "phoneNumber"))
add("property", "en", "Who is the operating entity (运营主体) behind 三门县道生加气站有限公司?",
    val(one(GAS, "三门县道生加气站有限公司"), "operationSubject"))
add("property", "en", "What is the street address of 龙泉凤羽旅行社有限公司?",
    val(one(TRAVEL, "龙泉凤羽旅行社有限公司"), "address"))

# ---------------------------------------------------------------- aggregate (13)
add("aggregate", "zh", "温州市一共有多少处道教活动场所？",
    str(sum(1 for r in RELIG if r["city"] == "温州市" and r["religion"] == "道教")))
_lq = [r for r in RELIG if r["county"] == "乐清市" and r["religion"] == "基督教"]
add("aggregate", "zh", "把乐清市所有基督教场所的建筑面积加起来是多少？（保留两位小数）",
    f"{sum(num(val(r, 'buildingArea')) for r in _lq):.2f}")
_bl = [r for r in GAS if r["county"] == "北仑区"]
assert all(int(val(r, "employeeCount")) > 0 for r in _bl)
add("aggregate", "zh", "北仑区的加油站平均每站有几名职工？结果保留两位小数。",
    f"{sum(int(r['employeeCount']) for r in _bl) / len(_bl):.2f}")
add("aggregate", "zh", "类别为省本级定点的医疗机构共有几家？",
    str(sum(1 for r in MED if r["category"] == "省本级定点")))
add("aggregate", "zh", "所有宗教院校的在校生合计有多少人？",
    str(sum(int(val(r, "studentCount")) for r in SCHOOL)))
_jt = [r for r in GAS if r["operationSubject"] == "嘉通新能源"]
assert len(_jt) == 3
add("aggregate", "zh", "由嘉通新能源运营的几座加气站，总设计储量加在一起是多少？",
    fmt_num(sum(num(val(r, "totalDesignStorage")) for r in _jt)))
add("aggregate", "zh", "台州市有几个佛教协会？",
    str(sum(1 for r in ASSOC if r["city"] == "台州市" and r["religion"] == "佛教")))
add("aggregate", "zh", "嘉兴市的旅行社里，业务范围包含出境业务的有多少家？",
    str(sum(1 for r in TRAVEL if r["city"] == "嘉兴市" and "出境" in r["businessScope"])))
add("aggregate", "zh", "政府机构中名称以“民政局”结尾的共有多少个？",
    str(sum(1 for r in GOV if r["name"].endswith("民政局"))))
_bud = [r for r in SCHOOL if r["religion"] == "佛教"]
add("aggregate", "zh", "佛教类的宗教院校，平均在校生人数是多少？请保留两位小数。",
    f"{sum(int(val(r, 'studentCount')) for r in _bud) / len(_bud):.2f}")
add("aggregate", "zh", "海盐县境内登记的宗教场所有多少处？",
    str(sum(1 for r in RELIG if r["county"] == "海盐县")))
add("aggregate", "en", "How many travel agencies are located in 舟山市?",
    str(sum(1 for r in TRAVEL if r["city"] == "舟山市")))
_tz = [r for r in SCHOOL if r["city"] == "台州市"]
add("aggregate", "en", "What is the combined teacher count (教师人数) of the religious schools in 台州市?",
    str(sum(int(val(r, "teacherCount")) for r in _tz)))

# ---------------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站持有的经营许可证哪天到期？",
    val(licence_of("宁波新奥燃气有限公司福庆南路CNG加气站"), "invalidDate"))
add("relation_hop", "zh", "嘉兴市加油加气站有限公司乍浦站那张经营许可证是从哪天开始生效的？",
    val(licence_of("嘉兴市加油加气站有限公司乍浦站"), "effectiveDate"))
add("relation_hop", "zh", "浙江慈云佛学院所在区县的行政区划代码是多少？",
    region_code(val(one(SCHOOL, "浙江慈云佛学院"), "county")))
add("relation_hop", "zh", "绍兴金帝天然气有限公司的经营许可证有效期截止到什么时候？",
    val(licence_of("绍兴金帝天然气有限公司"), "invalidDate"))
add("relation_hop", "zh", "天台华润燃气有限公司坐落的那个县，区划代码是什么？",
    region_code(val(one(GAS, "天台华润燃气有限公司"), "county")))
add("relation_hop", "zh", "新昌县普济寺所在县的行政区划代码？",
    region_code(val(one(RELIG, "新昌县普济寺"), "county")))
add("relation_hop", "zh", "建德中国旅行社有限公司注册地所属区县的行政区划代码是多少？",
    region_code(val(one(TRAVEL, "建德中国旅行社有限公司"), "county")))
add("relation_hop", "zh", "查一下苍南县佛教协会所在县对应的行政区划代码。",
    region_code(val(one(ASSOC, "苍南县佛教协会"), "county")))
add("relation_hop", "en", "On what date did the operating licence held by 宁波市汽车燃气有限公司梅墟加气站 take effect?",
    val(licence_of("宁波市汽车燃气有限公司梅墟加气站"), "effectiveDate"))
add("relation_hop", "en", "What is the administrative division code of the district where 浙江神学院 is located?",
    region_code(val(one(SCHOOL, "浙江神学院"), "county")))

# ---------------------------------------------------------------- two_hop (8)
_st = one(GAS, "丁道星", col="manager")
add("two_hop", "zh", "负责人叫丁道星的那座加气站，它的经营许可证什么时候失效？",
    val(licence_of(_st["name"]), "invalidDate"))
_st = one(GAS, "韩聂磊", col="legalRepresentative")
add("two_hop", "zh", "法人代表是韩聂磊的加油站，其经营许可证的生效日期是哪天？",
    val(licence_of(_st["name"]), "effectiveDate"))
_cty = val(one(SCHOOL, "浙江佛学院天台宗佛学院"), "county")
add("two_hop", "zh", "在浙江佛学院天台宗佛学院所在的那个县，一共有多少处佛教场所？",
    str(sum(1 for r in RELIG if r["county"] == _cty and r["religion"] == "佛教")))
_cty = val(one(SCHOOL, "浙江道教学院"), "county")
_other = [r for r in SCHOOL if r["county"] == _cty and r["name"] != "浙江道教学院"]
assert len(_other) == 1
add("two_hop", "zh", "和浙江道教学院在同一个区县的另一所学校，有多少在校生？",
    val(_other[0], "studentCount"))
_city = val(one(SCHOOL, "浙江慈云佛学院"), "city")
add("two_hop", "zh", "以浙江慈云佛学院所在的城市为范围，登记在册的宗教协会有多少个？",
    str(sum(1 for r in ASSOC if r["city"] == _city)))
_st = one(GAS, "冯美丽", col="manager")
add("two_hop", "zh", "冯美丽负责的那个加气站，所在区的行政区划代码是多少？",
    region_code(val(_st, "county")))
_st = one(GAS, "浙201702020005P", col="businessLicense")
add("two_hop", "zh", "持有经营许可证浙201702020005P的那家燃气公司，负责人是谁？",
    val(_st, "manager"))
_cty = val(one(SCHOOL, "浙江佛学院温州佛学院"), "county")
add("two_hop", "en", "How many Christian (基督教) places of worship are there in the county where 浙江佛学院温州佛学院 is located?",
    str(sum(1 for r in RELIG if r["county"] == _cty and r["religion"] == "基督教")))

# ---------------------------------------------------------------- superlative (8)
_g = [r for r in GAS if r["employeeCount"].strip()]
add("superlative", "zh", "哪家加油站的职工人数最多？",
    unique_best(_g, lambda r: int(r["employeeCount"]))["name"])
add("superlative", "zh", "在校生人数最多的宗教院校是哪所？",
    unique_best(SCHOOL, lambda r: int(val(r, "studentCount")))["name"])
add("superlative", "zh", "各宗教院校中，创办时间最早的是哪一所？",
    unique_best(SCHOOL, lambda r: date(val(r, "establishmentDate")), highest=False)["name"])
_g = [r for r in GAS if r["totalDesignStorage"].strip()]
add("superlative", "zh", "总设计储量最大的是哪座加油站？",
    unique_best(_g, lambda r: num(r["totalDesignStorage"]))["name"])
_fh = [r for r in RELIG if r["county"] == "奉化区"]
add("superlative", "zh", "奉化区占地面积最大的宗教场所叫什么？",
    unique_best(_fh, lambda r: num(val(r, "area")))["name"])
_cities = sorted({r["city"] for r in ATTR})
_c3 = [{"name": c, "n": sum(1 for r in ATTR if r["city"] == c and r["level"] == "AAA")} for c in _cities]
_best = unique_best(_c3, lambda r: r["n"])
_second = sorted(x["n"] for x in _c3)[-2]
assert _best["n"] - _second >= 10  # margin far above any near-duplicate rows
add("superlative", "zh", "3A级景区数量最多的是哪个城市？",
    _best["name"])
_a = [r for r in ASSOC if r["registrationTime"].strip() and not PLACEHOLDER.match(r["registrationTime"])]
add("superlative", "zh", "登记时间最晚的宗教协会是哪一个？",
    unique_best(_a, lambda r: date(r["registrationTime"]))["name"])
_s = [r for r in SCHOOL if r["professorCount"].strip()]
add("superlative", "en", "Among the religious schools, which one has the most full-time teachers (专职教师人数)?",
    unique_best(_s, lambda r: int(r["professorCount"]))["name"])

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "中海油运营、级别为二级、又位于北仑区的加气站有哪些？",
    [r["name"] for r in GAS if r["operationSubject"] == "中海油" and r["level"] == "二级" and r["county"] == "北仑区"])
add("filter", "zh", "萧山区有哪些加油站构成重大危险源？",
    [r["name"] for r in GAS if r["county"] == "萧山区" and r["isMajorDangerSource"] == "是"])
add("filter", "zh", "宁波市的宗教协会里，哪些留了网址？",
    [r["name"] for r in ASSOC if r["city"] == "宁波市" and r["website"].strip()])
add("filter", "zh", "学制一栏写着“本科四年”的学校是哪几所？",
    [r["name"] for r in SCHOOL if r["schoolSystem"] == "本科四年"])
add("filter", "zh", "郑善勇担任负责人的加气站分布在哪些区县？",
    sorted({val(r, "county") for r in GAS if r["manager"] == "郑善勇"}))
add("filter", "zh", "平阳县属于全真教派别的道教场所有多少处？",
    str(sum(1 for r in RELIG if r["county"] == "平阳县" and r["religion"] == "道教" and r["religiousType"] == "全真教")))
add("filter", "en", "In 镇海区, list the gas stations whose level is 三级.",
    [r["name"] for r in GAS if r["county"] == "镇海区" and r["level"] == "三级"])
add("filter", "en", "List the province-level (省团体) religious associations located in 上城区.",
    [r["name"] for r in ASSOC if r["county"] == "上城区" and r["category"] == "省团体"])

# ---------------------------------------------------------------- comparison (6)
_a, _b = one(SCHOOL, "浙江神学院"), one(SCHOOL, "浙江道教学院")
assert int(_a["studentCount"]) != int(_b["studentCount"])
add("comparison", "zh", "论在校生人数，浙江神学院和浙江道教学院哪所更多？",
    max((_a, _b), key=lambda r: int(r["studentCount"]))["name"])
_a, _b = one(GAS, "宁波新奥燃气有限公司"), one(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")
assert date(val(_a, "buildTime")) != date(val(_b, "buildTime"))
add("comparison", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站与宁波新奥燃气有限公司，谁成立得更早？",
    min((_a, _b), key=lambda r: date(r["buildTime"]))["name"])
_n = {c: sum(1 for r in RELIG if r["county"] == c and r["religion"] == "佛教") for c in ("瑞安市", "苍南县")}
assert _n["瑞安市"] != _n["苍南县"]
add("comparison", "zh", "瑞安市和苍南县比，哪边的佛教场所更多？",
    max(_n, key=_n.get))
_a, _b = one(RELIG, "杭州灵隐寺"), one(RELIG, "杭州净慈寺")
add("comparison", "zh", "杭州灵隐寺与杭州净慈寺的类别是否相同？",
    "是" if val(_a, "category") == val(_b, "category") else "否")
_a, _b = one(SCHOOL, "杭州佛学院"), one(SCHOOL, "浙江慈云佛学院")
assert int(_a["teacherCount"]) != int(_b["teacherCount"])
add("comparison", "en", "Which has more teachers (教师人数), 杭州佛学院 or 浙江慈云佛学院?",
    max((_a, _b), key=lambda r: int(r["teacherCount"]))["name"])
_a, _b = one(GAS, "浙江华油天然气有限公司"), one(GAS, "浙江华气能源开发有限公司")
add("comparison", "en", "Are 浙江华油天然气有限公司 and 浙江华气能源开发有限公司 at the same level (级别)?",
    "yes" if val(_a, "level") == val(_b, "level") else "no")

# ---------------------------------------------------------------- described (5)
add("described", "zh", "电话号码是0580-6036762的那所学校叫什么名字？",
    one(SCHOOL, "0580-6036762", col="phoneNumber")["name"])
_names = sorted({r["name"] for r in REGION if r["id"] == "331126"})
assert len(_names) == 1
add("described", "zh", "行政区划代码331126对应的是哪个县？", _names[0])
add("described", "zh", "地址在嘉兴市岗山路272号的那座加油站，法定代表人是谁？",
    val(one(GAS, "嘉兴市岗山路272号", col="address"), "legalRepresentative"))
add("described", "zh", "统一社会信用代码为91330424MA28AM2483的是哪家旅行社？",
    one(TRAVEL, "91330424MA28AM2483", col="unifiedSocialCreditCode")["name"])
add("described", "en", "A religious school was founded on 2016/11/9 - which one is it?",
    one(SCHOOL, "2016/11/9", col="establishmentDate")["name"])

# ---------------------------------------------------------------- time_window (4)
_inv = [date(r["invalidDate"]) for r in LIC if r["invalidDate"].strip()]
add("time_window", "zh", "截至2023年10月15日，近两年内失效的许可证有多少张？",
    str(len(window(_inv, 2))))
_reg = [date(r["registrationTime"]) for r in RELIG if r["registrationTime"].strip()]
add("time_window", "zh", "近三年里新登记的宗教场所有几处？（以2023-10-15为准）",
    str(len(window(_reg, 3))))
_h1 = [r for r in LIC if r["invalidDate"].strip()
       and datetime.date(2022, 1, 1) <= date(r["invalidDate"]) <= datetime.date(2022, 6, 30)]
add("time_window", "zh", "2022年上半年到期失效的许可证一共几张？",
    str(len(_h1)))
_areg = [date(r["registrationTime"]) for r in ASSOC
         if r["registrationTime"].strip() and not PLACEHOLDER.match(r["registrationTime"])]
add("time_window", "en", "As of 2023-10-15, how many religious associations were registered within the past five years?",
    str(len(window(_areg, 5))))

# ---------------------------------------------------------------- informal (4)
_hy = [r for r in GAS if "华油" in r["name"]]
assert len(_hy) == 1
add("informal", "zh", "华油天然气在哪个区？", val(_hy[0], "county"))
add("informal", "zh", "职工20到30人（两头都算）的加油站有几家？",
    str(sum(1 for r in GAS if r["employeeCount"].strip() and 20 <= int(r["employeeCount"]) <= 30)))
_s = one(SCHOOL, "浙江神学院")
add("informal", "zh", "浙江神学院在校生多少人、教师人数多少？两个数一起告诉我",
    [val(_s, "studentCount"), val(_s, "teacherCount")])
_tz = [r for r in ASSOC if r["city"] == "台州市"]
assert all(r["religion"].strip() for r in _tz)
add("informal", "zh", "台州市的宗教协会，除了基督教的，还剩几个？",
    str(sum(1 for r in _tz if r["religion"] != "基督教")))


def main():
    assert len(Q) == 80, len(Q)
    assert len({q["question"] for q in Q}) == 80
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": f"affairqa-r34-{i:02d}", "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return out


if __name__ == "__main__":
    for q in main():
        print(q["id"], q["shape"], q["lang"], q["question"], "=>", q["answer"])
