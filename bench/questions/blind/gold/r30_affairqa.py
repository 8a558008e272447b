#!/usr/bin/env python3
"""Gold answers for affairqa round 30 (held-out). Computes every answer from the raw CSVs."""
import csv, json, os, datetime
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def find_src():
    cands = [os.environ.get("AFFAIRQA_SOURCES", "")]
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "datasets", "kag-affairqa", "sources"))
        cands.append(os.path.join(d, "datasets", "kag-affairqa", "sources"))
        d = os.path.dirname(d)
    cands.append("/work/shared/datasets/kag-affairqa/sources")
    for c in cands:
        if c and os.path.isfile(os.path.join(c, "加油站.csv")):
            return c
    raise SystemExit("cannot find kag-affairqa sources")


SRC = find_src()
OUT = os.path.normpath(os.path.join(HERE, "..", "r30-affairqa.json"))


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_travel():
    # header has licenseNumber twice: the 2nd is the L-ZJ travel-agency licence
    with open(os.path.join(SRC, "旅行社.csv"), encoding="utf-8-sig", newline="") as f:
        rd = csv.reader(f)
        h = next(rd)
        idx = [i for i, c in enumerate(h) if c == "licenseNumber"]
        out = []
        for r in rd:
            d = {c: r[i] for i, c in enumerate(h) if c != "licenseNumber"}
            d["approvalDoc"] = r[idx[0]]
            d["licence"] = r[idx[1]]
            out.append(d)
        return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
SPOT = load("旅游景点")
TRAVEL = load_travel()
REGION = load("行政区")
LIC = load("许可证")
ASOF = datetime.date(2023, 10, 15)


def one(rows, **kw):
    m = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(m) == 1, (kw, len(m))
    return m[0]


def pdate(s):
    s = s.strip()
    if not s:
        return None
    for fmt in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            d = datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            continue
        if d.year < 1901:  # placeholder dates 1899-12-30 / 1900/1/1
            return None
        return d
    return None


def num(s):
    try:
        return float(s)
    except (ValueError, TypeError):
        return None


def fmt(x):
    if isinstance(x, float):
        x = round(x, 2)
        if x == int(x):
            return str(int(x))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"]}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def region_by_code(code):
    names = {r["name"] for r in REGION if r["id"] == code}
    assert len(names) == 1, (code, names)
    return names.pop()


def lic(name):
    return one(LIC, name=name)


def argmax_all(rows, key, val, lowest=False):
    vals = [(val(r), r) for r in rows if val(r) is not None]
    best = (min if lowest else max)(v for v, _ in vals)
    return [r[key] for v, r in vals if v == best]


def count_max(counter, lowest=False):
    best = (min if lowest else max)(counter.values())
    return [k for k, v in counter.items() if v == best]


Q = []


def add(shape, lang, q, ans):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [fmt(a) for a in ans]
    Q.append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ---------------- property (18) ----------------
add("property", "zh", "宁波新捷公运天然气有限公司的负责人叫什么名字？", one(GAS, name="宁波新捷公运天然气有限公司")["manager"])
add("property", "zh", "慈溪市煤气有限公司算不算重大危险源？", one(GAS, name="慈溪市煤气有限公司")["isMajorDangerSource"])
add("property", "zh", "杭州余杭中石化交通能源有限公司的总设计储量是多少？", one(GAS, name="杭州余杭中石化交通能源有限公司")["totalDesignStorage"])
add("property", "zh", "浙江神学院现在有多少在校学生？", one(SCHOOL, name="浙江神学院")["studentCount"])
add("property", "zh", "中国佛学院普陀山学院是哪天成立的？", one(SCHOOL, name="中国佛学院普陀山学院")["establishmentDate"])
add("property", "zh", "宁波博物馆景区是几A级景区？", one(SPOT, name="宁波博物馆景区")["level"])
add("property", "zh", "杭州怡宁医院的联系电话是多少？", one(MED, name="杭州怡宁医院")["phoneNumber"])
add("property", "zh", "萧山区佛教协会的登记证号是什么？", one(ASSOC, name="萧山区佛教协会")["registrationCertificateNumber"])
add("property", "zh", "建德市慧华寺占地面积有多大？", one(REL, name="建德市慧华寺")["area"])
add("property", "zh", "建德中国旅行社有限公司的传真号码是多少？", one(TRAVEL, name="建德中国旅行社有限公司")["faxNumber"])
add("property", "zh", "安吉乐途旅行社有限公司可以经营哪些业务？", one(TRAVEL, name="安吉乐途旅行社有限公司")["businessScope"])
add("property", "zh", "许可证浙201806070001J的失效日期是哪天？", lic("浙201806070001J")["invalidDate"])
add("property", "zh", "富阳区的行政区划代码是多少？", region_code("富阳区"))
add("property", "zh", "东阳市天主教爱国会属于哪一类社会团体（县团体、市团体还是省团体）？", one(ASSOC, name="东阳市天主教爱国会")["category"])
add("property", "zh", "瑞安市芳庄乡九龙头基督教堂的邮编是多少？", one(REL, name="瑞安市芳庄乡九龙头基督教堂")["postalCode"])
add("property", "en", "What approved enrolment scale (批准办学规模) does 浙江佛学院 have?", one(SCHOOL, name="浙江佛学院")["approvalScale"])
add("property", "en", "Who is the legal representative of 中海油浙江新能源有限公司集运加气站?", one(GAS, name="中海油浙江新能源有限公司集运加气站")["legalRepresentative"])
add("property", "en", "What English name is recorded for the travel agency 浙江邮电旅行社有限公司?", one(TRAVEL, name="浙江邮电旅行社有限公司")["englishName"])

# ---------------- aggregate (13) ----------------
add("aggregate", "zh", "表里有几家三级医院？", len([r for r in MED if r["level"] == "三级"]))
add("aggregate", "zh", "省本级定点的医疗机构一共有多少家？", len([r for r in MED if r["category"] == "省本级定点"]))
add("aggregate", "zh", "温州市一共有多少家旅行社？", len([r for r in TRAVEL if r["city"] == "温州市"]))
add("aggregate", "zh", "业务范围里提到出境业务（出境组团或出境旅游）的旅行社有几家？", len([r for r in TRAVEL if "出境" in r["businessScope"]]))
add("aggregate", "zh", "乐清市登记的佛教宗教场所有多少个？", len([r for r in REL if r["county"] == "乐清市" and r["religion"] == "佛教"]))
add("aggregate", "zh", "嘉兴市有多少个基督教的宗教团体（协会）？", len([r for r in ASSOC if r["city"] == "嘉兴市" and r["religion"] == "基督教"]))
add("aggregate", "zh", "运营主体是中海油的加油加气站有几个？", len([r for r in GAS if r["operationSubject"] == "中海油"]))
add("aggregate", "zh", "越城区的加气站液化天然气罐加起来一共有多少个？", sum(int(r["liquidGasCanCount"]) for r in GAS if r["county"] == "越城区" and r["liquidGasCanCount"].strip()))
add("aggregate", "zh", "湖州市评为AA级的旅游景点在表中有多少条记录？", len([r for r in SPOT if r["city"] == "湖州市" and r["level"] == "AA"]))
add("aggregate", "zh", "表中有专职教师人数记录的宗教院校，专职教师加起来一共多少人？", sum(int(r["professorCount"]) for r in SCHOOL if r["professorCount"].strip()))
add("aggregate", "en", "How many religious schools in the data belong to Buddhism?", len([r for r in SCHOOL if r["religion"] == "佛教"]))
add("aggregate", "en", "What is the average number of enrolled students across all the religious schools? (round to 2 decimals)",
    sum(int(r["studentCount"]) for r in SCHOOL) / len(SCHOOL))
add("aggregate", "en", "How many Islamic religious venues are listed?", len([r for r in REL if r["religion"] == "伊斯兰教"]))

# ---------------- relation_hop (10) ----------------
g = one(GAS, name="宁波新奥燃气有限公司")
add("relation_hop", "zh", "宁波新奥燃气有限公司的经营许可证什么时候到期？", lic(g["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "三门县道生加气站有限公司所在区县的行政区划代码是多少？", region_code(one(GAS, name="三门县道生加气站有限公司")["county"]))
add("relation_hop", "zh", "浙江神学院所在的区县，行政区划代码是多少？", region_code(one(SCHOOL, name="浙江神学院")["county"]))
add("relation_hop", "zh", "绍兴金帝天然气有限公司持有的经营许可证是从哪天开始生效的？", lic(one(GAS, name="绍兴金帝天然气有限公司")["businessLicense"])["effectiveDate"])
add("relation_hop", "zh", "行政区划代码为330783的那个县市有多少个宗教场所？", len([r for r in REL if r["county"] == region_by_code("330783")]))
add("relation_hop", "zh", "行政区划代码是331023的区县里有哪些宗教院校？", [r["name"] for r in SCHOOL if r["county"] == region_by_code("331023")])
add("relation_hop", "zh", "萧山区佛教协会所在区县的区划代码是什么？", region_code(one(ASSOC, name="萧山区佛教协会")["county"]))
add("relation_hop", "zh", "许可证浙201709040001J是哪些加气站在用的？", [r["name"] for r in GAS if r["businessLicense"] == "浙201709040001J"])
add("relation_hop", "en", "When did the operating licence of 桐乡运河加气站 take effect?", lic(one(GAS, name="桐乡运河加气站")["businessLicense"])["effectiveDate"])
add("relation_hop", "en", "What is the administrative division code of the county where 慈溪市煤气有限公司 is located?", region_code(one(GAS, name="慈溪市煤气有限公司")["county"]))

# ---------------- two_hop (8) ----------------
cty = region_by_code("330212")
add("two_hop", "zh", "行政区划代码为330212的区县里，有哪些加气站的经营许可证是在2022年失效的？",
    [r["name"] for r in GAS if r["county"] == cty and r["businessLicense"]
     and any(l["name"] == r["businessLicense"] and l["invalidDate"].startswith("2022/") for l in LIC)])
add("two_hop", "zh", "浙江神学院所在的区县一共有几个宗教场所？", len([r for r in REL if r["county"] == one(SCHOOL, name="浙江神学院")["county"]]))
add("two_hop", "zh", "浙江慈云佛学院所在区县一共有多少个宗教场所？", len([r for r in REL if r["county"] == one(SCHOOL, name="浙江慈云佛学院")["county"]]))
add("two_hop", "zh", "三门县道生加气站有限公司所在的区县有哪些宗教团体（协会）？", [r["name"] for r in ASSOC if r["county"] == one(GAS, name="三门县道生加气站有限公司")["county"]])
add("two_hop", "zh", "持有许可证201501030002J的那家加气站，所在区县的行政区划代码是多少？",
    [region_code(r["county"]) for r in GAS if r["businessLicense"] == "201501030002J"])
add("two_hop", "zh", "杭州佛学院所在区县的宗教协会叫什么？", [r["name"] for r in ASSOC if r["county"] == one(SCHOOL, name="杭州佛学院")["county"]])
add("two_hop", "zh", "负责人是郑敏的那几个加气站，它们的经营许可证分别在哪天失效？",
    [lic(r["businessLicense"])["invalidDate"] for r in GAS if r["manager"] == "郑敏"])
add("two_hop", "en", "How many religious venues are there in the district where 宁波新捷公运天然气有限公司 is located?",
    len([r for r in REL if r["county"] == one(GAS, name="宁波新捷公运天然气有限公司")["county"]]))

# ---------------- superlative (8) ----------------
add("superlative", "zh", "哪个加气站的总设计储量最大？", argmax_all(GAS, "name", lambda r: num(r["totalDesignStorage"])))
add("superlative", "zh", "成立最早的宗教院校是哪所？", argmax_all(SCHOOL, "name", lambda r: pdate(r["establishmentDate"]), lowest=True))
add("superlative", "zh", "职工人数最多的加油加气站是哪家？", argmax_all(GAS, "name", lambda r: num(r["employeeCount"])))
add("superlative", "zh", "瑞安市占地面积最大的宗教场所是哪个？", argmax_all([r for r in REL if r["county"] == "瑞安市"], "name", lambda r: num(r["area"])))
add("superlative", "zh", "宗教场所数量最多的是哪个区县？", count_max(Counter(r["county"] for r in REL if r["county"])))
add("superlative", "zh", "在填写了专职教师人数的宗教院校里，专职教师最少的是哪一所？", argmax_all(SCHOOL, "name", lambda r: num(r["professorCount"]), lowest=True))
add("superlative", "en", "Which city has the most travel agencies?", count_max(Counter(r["city"] for r in TRAVEL if r["city"])))
add("superlative", "en", "Which religious school has the largest number of enrolled students?", argmax_all(SCHOOL, "name", lambda r: num(r["studentCount"])))

# ---------------- filter (8) ----------------
add("filter", "zh", "哪些加气站构成重大危险源？", [r["name"] for r in GAS if r["isMajorDangerSource"] == "是"])
add("filter", "zh", "舟山市有哪些市一级的宗教团体（类别为市团体）？", [r["name"] for r in ASSOC if r["city"] == "舟山市" and r["category"] == "市团体"])
add("filter", "zh", "批准办学层次是“大专、本科、研究生”的宗教院校有哪些？", [r["name"] for r in SCHOOL if r["approvalLevel"] == "大专、本科、研究生"])
add("filter", "zh", "有登记网址的道教协会有哪些？", [r["name"] for r in ASSOC if r["religion"] == "道教" and r["website"].strip()])
add("filter", "zh", "液化天然气罐有3个的加气站都有哪些？", [r["name"] for r in GAS if r["liquidGasCanCount"] == "3"])
add("filter", "zh", "一级的社区卫生服务中心有哪几家？", [r["name"] for r in MED if r["category"] == "社区卫生服务中心" and r["level"] == "一级"])
add("filter", "zh", "属于基督教的宗教院校有哪些？", [r["name"] for r in SCHOOL if r["religion"] == "基督教"])
add("filter", "en", "Which gas stations in 柯城区 are operated by 新奥中石化?", [r["name"] for r in GAS if r["county"] == "柯城区" and r["operationSubject"] == "新奥中石化"])

# ---------------- comparison (6) ----------------
def more(a, b, va, vb, earlier=False):
    if va == vb:
        return [a, b]
    if earlier:
        return [a if va < vb else b]
    return [a if va > vb else b]

s1, s2 = one(SCHOOL, name="浙江神学院"), one(SCHOOL, name="浙江道教学院")
add("comparison", "zh", "浙江神学院和浙江道教学院，哪个在校生更多？", more(s1["name"], s2["name"], int(s1["studentCount"]), int(s2["studentCount"])))
add("comparison", "zh", "杭州市和宁波市比，哪个城市的旅行社多？",
    more("杭州市", "宁波市", len([r for r in TRAVEL if r["city"] == "杭州市"]), len([r for r in TRAVEL if r["city"] == "宁波市"])))
g1, g2 = one(GAS, name="宁海县浙能油气发展有限公司加气母站"), one(GAS, name="宁海县浙能油气发展有限公司冠庄加气站")
add("comparison", "zh", "宁海县浙能油气发展有限公司加气母站和宁海县浙能油气发展有限公司冠庄加气站，哪个成立得更早？",
    more(g1["name"], g2["name"], pdate(g1["buildTime"]), pdate(g2["buildTime"]), earlier=True))
add("comparison", "zh", "温州市和台州市相比，哪个城市的AAAA级旅游景点记录更多？",
    more("温州市", "台州市", len([r for r in SPOT if r["city"] == "温州市" and r["level"] == "AAAA"]), len([r for r in SPOT if r["city"] == "台州市" and r["level"] == "AAAA"])))
g1, g2 = one(GAS, name="天台华润燃气有限公司"), one(GAS, name="慈溪市煤气有限公司")
add("comparison", "zh", "天台华润燃气有限公司和慈溪市煤气有限公司，谁的总设计储量更大？",
    more(g1["name"], g2["name"], num(g1["totalDesignStorage"]), num(g2["totalDesignStorage"])))
add("comparison", "en", "Which county has more religious venues, 瑞安市 or 永嘉县?",
    more("瑞安市", "永嘉县", len([r for r in REL if r["county"] == "瑞安市"]), len([r for r in REL if r["county"] == "永嘉县"])))

# ---------------- described (5) ----------------
add("described", "zh", "地址在浙江省杭州市滨江区江陵路1425号的那所宗教院校叫什么？", [r["name"] for r in SCHOOL if r["address"] == "浙江省杭州市滨江区江陵路1425号"])
add("described", "zh", "地址是天童南路1601号的加气站是哪一家？", [r["name"] for r in GAS if r["address"] == "天童南路1601号"])
add("described", "zh", "英文名写作anjilotourtavelco.ltd.的是哪家旅行社？", [r["name"] for r in TRAVEL if r["englishName"] == "anjilotourtavelco.ltd."])
add("described", "zh", "旅行社业务经营许可证编号为L-ZJ00848的是哪家旅行社？", [r["name"] for r in TRAVEL if r["licence"] == "L-ZJ00848"])
add("described", "en", "Which religious venue has the unified social credit code 71330182MCU020819C?", [r["name"] for r in REL if r["unifiedSocialCreditCode"] == "71330182MCU020819C"])

# ---------------- time_window (4) ----------------
add("time_window", "zh", "截至2023年10月15日，哪些加气站的经营许可证还在有效期内（失效日期不早于当天）？",
    [r["name"] for r in GAS if r["businessLicense"] and pdate(lic(r["businessLicense"])["invalidDate"]) and pdate(lic(r["businessLicense"])["invalidDate"]) >= ASOF])
add("time_window", "zh", "许可证表里有多少张许可证是在2018年内（2018年1月1日至12月31日）生效的？",
    len([l for l in LIC if pdate(l["effectiveDate"]) and pdate(l["effectiveDate"]).year == 2018]))
add("time_window", "zh", "2016年1月1日到2016年12月31日之间成立的加气站有哪些？",
    [r["name"] for r in GAS if pdate(r["buildTime"]) and datetime.date(2016, 1, 1) <= pdate(r["buildTime"]) <= datetime.date(2016, 12, 31)])
add("time_window", "en", "Which religious schools were established in the ten years before 2023-10-15 (on or after 2013-10-15)?",
    [r["name"] for r in SCHOOL if pdate(r["establishmentDate"]) and datetime.date(2013, 10, 15) <= pdate(r["establishmentDate"]) <= ASOF])

# ---------------- write ----------------
assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    assert q["answer"] and all(a.strip() for a in q["answer"]), q
    out.append({"id": "affairqa-r30-%02d" % i, **q})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("wrote", OUT, len(out), Counter(q["shape"] for q in out), Counter(q["lang"] for q in out))
