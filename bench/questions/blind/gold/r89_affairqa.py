"""Blind held-out question set r89 for the AffairQA (Zhejiang government-affairs) tables.

Personas (round 89):
  1. 一位人大代表的助理 -- preparing a proposal on religious venues (宗教场所) and religious
     associations (协会) by city.
  2. 一位城市燃气公司的调度员 -- gas stations (加油站): level, design storage, operators, licences
     (joined to 许可证 through 加油站.businessLicense == 许可证.name).
  3. A Korean exchange student (English) -- scenic spots (旅游景点) and travel agencies (旅行社).
  4. 一位社区卫生服务中心的主任 -- medical institutions (医疗机构) by category/level/service
     population, plus administrative-region codes (行政区).

Tables / columns used:
  加油站: name, county, level, operationSubject, totalDesignStorage, liquidGasCanCount,
          employeeCount (only non-zero values of named rows), isMajorDangerSource, manager,
          buildTime, businessLicense
  许可证: name, effectiveDate, invalidDate
  宗教场所: name, city, religion, category, religiousType, area, buildingArea, approvalDate,
          registrationTime
  协会: name, city, religion, category, registrationTime, website
  医疗机构: name, category, level, servicePopulation, phoneNumber (only rows whose address is not
          quote-mangled)
  旅游景点: name, level, city, phoneNumber (only names without a near-duplicate row)
  旅行社: name, city, county, businessScope (exact cell value), phoneNumber, faxNumber
  行政区: name, label, id (only names with a single (label, id) reading)

Readings avoided and why:
  - 加油站 placeholder rows (buildTime 1899-12-30, everything else empty/0) are excluded; the two
    near-duplicate pairs 衢州佳豪...(-)航埠LNG加气站 and 衢州市浙能...(-)航埠加气母站 are excluded
    from every aggregate; 北仑区 is never counted because one row spells it 北仓区; employeeCount
    0 looks unfilled so employee counts are never summed/averaged; totalDesignStorage 0.0 looks
    unfilled so averages use a group without zeros; businessLicenseNumber / organizationCode /
    unifiedSocialCreditCode are mangled into scientific notation (9.13E+17) and not used.
  - 宗教场所.county and 协会.county mix names and numeric codes (330101 ...): counties are never
    used for those tables, only city; 协会 registrationTime 1900/1/1 placeholders and the
    "(节点)" pseudo rows are excluded; unifiedSocialCreditCode placeholders (513000000000000000,
    713000000000000000) not used.
  - 旅游景点 has many near-duplicate spots (宁波博物馆 / 宁波博物馆景区, several AAAAA duplicates),
    so no counts/lists over it; only single-row lookups of names without a near-duplicate.
  - 旅行社 has two columns both named licenseNumber (not used), county value 市辖区 (not used),
    englishName free text (not used); business scope matched on the exact cell value only.
  - 医疗机构 rows whose address begins with a stray quote have mangled address/phone; not used.
  - 行政区 has many duplicate rows and names with two labels (e.g. 丽水市 as 县级 and 地级) or
    odd codes (普陀区 310107); only unambiguous names are asked.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        cand = os.path.join(d, "shared", "datasets", "kag-affairqa", "sources")
        if os.path.isdir(cand):
            return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("cannot find shared/datasets/kag-affairqa/sources")
        d = parent


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS_ALL = load("加油站")
LIC = {r["name"]: r for r in load("许可证")}
VEN = [r for r in load("宗教场所") if r["city"]]
ASSOC = load("协会")
MED = load("医疗机构")
SPOT = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")

NEAR_DUP_GAS = {
    "衢州佳豪天然气利用有限公司-航埠LNG加气站", "衢州佳豪天然气利用有限公司航埠LNG加气站",
    "衢州市浙能油气发展有限公司-航埠加气母站", "衢州市浙能油气发展有限公司航埠加气母站",
}
GAS = [r for r in GAS_ALL if r["buildTime"] not in ("1899-12-30", "") and r["name"] not in NEAR_DUP_GAS]
ASSOC_OK = [r for r in ASSOC if r["registrationTime"] not in ("", "1900/1/1") and "节点" not in r["name"]]


def D(s):
    return Decimal(s.strip())


def num(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def date(s):
    y, m, d = s.strip().replace("-", "/").split("/")
    return "%04d-%02d-%02d" % (int(y), int(m), int(d))


def row(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def top(rows, key, largest=True):
    vals = sorted(rows, key=key, reverse=largest)
    assert len(vals) >= 2 and key(vals[0]) != key(vals[1]), "tie at top"
    return vals[0]


def in_window(s, lo, hi):
    return lo <= date(s) <= hi


def avg(vals):
    vals = list(vals)
    return sum(vals) / Decimal(len(vals))


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- persona 2: gas dispatcher (zh)
g = lambda n: row(GAS_ALL, n)
add("property", "zh", "宁波新捷公运天然气有限公司这个加油站的总设计储量是多少？",
    num(D(g("宁波新捷公运天然气有限公司")["totalDesignStorage"])))
add("property", "zh", "天台华润燃气有限公司（加油站）的运营主体是谁",
    g("天台华润燃气有限公司")["operationSubject"])
add("property", "zh", "绍兴金帝天然气有限公司 加油站 级别",
    g("绍兴金帝天然气有限公司")["level"])
add("count", "zh", "级别为“一级”的加油站一共有多少个？",
    sum(1 for r in GAS if r["level"] == "一级"))
add("count", "zh", "鄞州区的加油站里，级别是“二级”的有几个？",
    sum(1 for r in GAS if r["county"] == "鄞州区" and r["level"] == "二级"))
add("list", "zh", "运营主体为“华润燃气”的加油站有哪些？请列出全部名称。",
    sorted(r["name"] for r in GAS if r["operationSubject"] == "华润燃气"))
add("sum", "zh", "我在排镇海区的调度计划，想知道所在县区为镇海区的所有加油站总设计储量加起来是多少？",
    num(sum(D(r["totalDesignStorage"]) for r in GAS if r["county"] == "镇海区")))
add("average", "zh", "运营主体是“中石油”的加油站，平均总设计储量是多少？结果保留两位小数。",
    num(avg(D(r["totalDesignStorage"]) for r in GAS if r["operationSubject"] == "中石油")))
add("superlative", "zh", "总设计储量最大的加油站是哪一个？",
    top(GAS, lambda r: D(r["totalDesignStorage"]))["name"])
add("two_hop", "zh", "越城区总设计储量最大的那个加油站，负责人是谁？",
    top([r for r in GAS if r["county"] == "越城区"], lambda r: D(r["totalDesignStorage"]))["manager"])
add("two_hop", "zh", "宁波市汽车燃气有限公司丽园北路加气站的经营许可证什么时候失效？日期按YYYY-MM-DD格式给出。",
    date(LIC[g("宁波市汽车燃气有限公司丽园北路加气站")["businessLicense"]]["invalidDate"]))
add("two_hop", "zh", "慈溪市煤气有限公司这个加油站所持经营许可证的生效日期是哪天？请用YYYY-MM-DD格式回答。",
    date(LIC[g("慈溪市煤气有限公司")["businessLicense"]]["effectiveDate"]))
add("yes_no", "zh", "天台华润燃气有限公司这个加油站是否构成重大危险源？",
    "是" if g("天台华润燃气有限公司")["isMajorDangerSource"] == "是" else "否")
add("date_window", "zh", "成立日期在2018-01-01到2018-12-31之间（含首尾）的加油站有哪些？",
    sorted(r["name"] for r in GAS if in_window(r["buildTime"], "2018-01-01", "2018-12-31")))
a, b = "杭州华燃燃气开发应用有限公司绍兴路加气站", "杭州萧山环能实业有限公司"
add("comparison", "zh", f"{a}和{b}这两个加油站，哪个职工人数更多？",
    a if int(g(a)["employeeCount"]) > int(g(b)["employeeCount"]) else b)
add("difference", "zh", "天台华润燃气有限公司的总设计储量比慈溪市煤气有限公司多多少？（两者都是加油站）",
    num(D(g("天台华润燃气有限公司")["totalDesignStorage"]) - D(g("慈溪市煤气有限公司")["totalDesignStorage"])))
add("group_count", "zh", "负责人是杨森的加油站有几个",
    sum(1 for r in GAS if r["manager"] == "杨森"))
add("count", "zh", "构成重大危险源（是否构成重大危险源为“是”）的加油站有多少个？",
    sum(1 for r in GAS if r["isMajorDangerSource"] == "是"))
add("count", "zh", "运营主体为“中海油”、级别为“二级”的加油站共有几个？",
    sum(1 for r in GAS if r["operationSubject"] == "中海油" and r["level"] == "二级"))
add("sum", "zh", "运营主体为“中海油”的加油站，液化天然气罐个数合计是多少？",
    sum(int(r["liquidGasCanCount"]) for r in GAS if r["operationSubject"] == "中海油"))

# ------------------------------------------------- persona 1: 人大代表助理, religion (zh)
v = lambda n: row(VEN, n)
add("count", "zh", "舟山市所属宗教为天主教的宗教场所有多少处？",
    sum(1 for r in VEN if r["city"] == "舟山市" and r["religion"] == "天主教"))
add("count", "zh", "嘉兴市的佛教宗教场所中，类别为“寺观教堂”的有几处？",
    sum(1 for r in VEN if r["city"] == "嘉兴市" and r["religion"] == "佛教" and r["category"] == "寺观教堂"))
add("list", "zh", "所属宗教为伊斯兰教的宗教场所都有哪些？请列出全部名称。",
    sorted(r["name"] for r in VEN if r["religion"] == "伊斯兰教"))
add("sum", "zh", "我在准备一份关于宗教场所的建议，需要数据：嘉兴市所有天主教宗教场所的建筑面积合计是多少？结果保留两位小数。",
    num(sum(D(r["buildingArea"]) for r in VEN if r["city"] == "嘉兴市" and r["religion"] == "天主教")))
add("average", "zh", "嘉兴市天主教宗教场所的平均占地面积是多少？保留两位小数。",
    num(avg(D(r["area"]) for r in VEN if r["city"] == "嘉兴市" and r["religion"] == "天主教")))
add("superlative", "zh", "嘉兴市占地面积最大的宗教场所是哪一处？",
    top([r for r in VEN if r["city"] == "嘉兴市"], lambda r: D(r["area"]))["name"])
add("two_hop", "zh", "舟山市建筑面积最大的宗教场所是哪年哪天登记的？请给出其登记时间（YYYY-MM-DD）。",
    date(top([r for r in VEN if r["city"] == "舟山市"], lambda r: D(r["buildingArea"]))["registrationTime"]))
add("property", "zh", "义乌市伊斯兰教活动场所的批准日期是什么时候？按YYYY-MM-DD格式。",
    date(v("义乌市伊斯兰教活动场所")["approvalDate"]))
add("property", "zh", "杭州清真寺 建筑面积",
    num(D(v("杭州清真寺")["buildingArea"])))
add("date_window", "zh", "湖州市的道教宗教场所中，登记时间在2015-01-01至2018-12-31（含）之间的有几处？",
    sum(1 for r in VEN if r["city"] == "湖州市" and r["religion"] == "道教"
        and in_window(r["registrationTime"], "2015-01-01", "2018-12-31")))
a, b = "海宁市硖石天主教堂", "嘉兴市天主堂"
add("comparison", "zh", f"宗教场所{a}和{b}，哪个占地面积更大？",
    a if D(v(a)["area"]) > D(v(b)["area"]) else b)
add("yes_no", "zh", "宁波市清真寺这个宗教场所的类别是“寺观教堂”吗？",
    "是" if v("宁波市清真寺")["category"] == "寺观教堂" else "否")
add("group_count", "zh", "温州市宗教派别为“全真教”的宗教场所有多少处？",
    sum(1 for r in VEN if r["city"] == "温州市" and r["religiousType"] == "全真教"))
add("difference", "zh", "普陀山正法讲寺的占地面积比普陀山观音法界大多少？结果保留两位小数。",
    num(D(v("普陀山正法讲寺")["area"]) - D(v("普陀山观音法界")["area"])))
add("count", "zh", "台州市基督教的宗教场所里，类别为“固定处所”的有多少处？",
    sum(1 for r in VEN if r["city"] == "台州市" and r["religion"] == "基督教" and r["category"] == "固定处所"))
add("group_count", "zh", "丽水市一共有多少处宗教场所？",
    sum(1 for r in VEN if r["city"] == "丽水市"))
add("superlative", "zh", "衢州市建筑面积最大的宗教场所叫什么？",
    top([r for r in VEN if r["city"] == "衢州市"], lambda r: D(r["buildingArea"]))["name"])
add("average", "zh", "舟山市天主教宗教场所的平均建筑面积是多少？请保留两位小数。",
    num(avg(D(r["buildingArea"]) for r in VEN if r["city"] == "舟山市" and r["religion"] == "天主教")))
add("date_window", "zh", "衢州市的天主教宗教场所中，批准日期在2000-01-01到2010-12-31之间（含首尾）的有哪些？",
    sorted(r["name"] for r in VEN if r["city"] == "衢州市" and r["religion"] == "天主教"
           and in_window(r["approvalDate"], "2000-01-01", "2010-12-31")))
# associations
s = lambda n: row(ASSOC, n)
add("list", "zh", "类别为“省团体”的宗教协会有哪些？列出所有名称。",
    sorted(r["name"] for r in ASSOC if r["category"] == "省团体"))
add("count", "zh", "衢州市所属宗教为佛教、类别为“县团体”的协会有几个？",
    sum(1 for r in ASSOC if r["city"] == "衢州市" and r["religion"] == "佛教" and r["category"] == "县团体"))
add("property", "zh", "普陀山佛教协会的登记时间是哪天？（格式YYYY-MM-DD）",
    date(s("普陀山佛教协会")["registrationTime"]))
add("superlative", "zh", "舟山市登记时间最早的宗教协会是哪个？",
    top([r for r in ASSOC_OK if r["city"] == "舟山市"], lambda r: date(r["registrationTime"]), largest=False)["name"])
add("date_window", "zh", "温州市的协会中，登记时间在1990-01-01到1995-12-31之间（含）的有多少个？",
    sum(1 for r in ASSOC_OK if r["city"] == "温州市" and in_window(r["registrationTime"], "1990-01-01", "1995-12-31")))
add("property", "zh", "浙江省伊斯兰教协会的网址是什么",
    s("浙江省伊斯兰教协会")["website"])

# ------------------------------------------- persona 4: 社区卫生服务中心主任, medical (zh)
m = lambda n: row(MED, n)
add("count", "zh", "类别为“医院”、级别为“三级”的医疗机构有多少家？",
    sum(1 for r in MED if r["category"] == "医院" and r["level"] == "三级"))
add("count", "zh", "类别是社区卫生服务中心、级别为“社区”的医疗机构共有几家？",
    sum(1 for r in MED if r["category"] == "社区卫生服务中心" and r["level"] == "社区"))
add("list", "zh", "类别为“门诊部诊所医务室村卫生室”且级别为“二级”的医疗机构有哪些？",
    sorted(r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"))
add("property", "zh", "浙江省肿瘤医院是几级医疗机构？",
    m("浙江省肿瘤医院")["level"])
add("property", "zh", "我们中心有转诊需求，想确认一下：杭州中兴医院的服务人群是哪些？",
    m("杭州中兴医院")["servicePopulation"])
add("yes_no", "zh", "杭州口腔医院的级别是三级吗？",
    "是" if m("杭州口腔医院")["level"] == "三级" else "否")
add("property", "zh", "桐庐县富春江中心卫生院 类别",
    m("桐庐县富春江中心卫生院")["category"])
add("group_count", "zh", "类别为“省本级定点”的医疗机构有多少家？",
    sum(1 for r in MED if r["category"] == "省本级定点"))
add("count", "zh", "类别为“医院”的医疗机构中，名称里含“口腔”二字的有几家？",
    sum(1 for r in MED if r["category"] == "医院" and "口腔" in r["name"]))
add("list", "zh", "级别为“二级”、类别为“医院”且名称中带“康复”的医疗机构有哪些？",
    sorted(r["name"] for r in MED if r["category"] == "医院" and r["level"] == "二级" and "康复" in r["name"]))
add("property", "zh", "杭州市萧山区第一人民医院的电话号码是多少？",
    m("杭州市萧山区第一人民医院")["phoneNumber"])
a, b = "浙江康复医院", "浙江萧山医院"
rank = {"三级": 3, "二级": 2, "一级": 1}
assert rank[m(a)["level"]] != rank[m(b)["level"]]
add("comparison", "zh", f"{a}和{b}这两家医疗机构，哪一家级别更高？",
    a if rank[m(a)["level"]] > rank[m(b)["level"]] else b)
add("list", "zh", "级别为“三级”、类别为“医院”的医疗机构中，名称包含“中医”的有哪些？",
    sorted(r["name"] for r in MED if r["category"] == "医院" and r["level"] == "三级" and "中医" in r["name"]))
add("list", "zh", "类别是“门诊部诊所医务室村卫生室”但级别标为“社区”的医疗机构有哪几家？",
    sorted(r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "社区"))
add("property", "zh", "杭州市计划生育宣传技术指导站在医疗机构表里的类别是什么？",
    m("杭州市计划生育宣传技术指导站")["category"])
# administrative regions


def region(name):
    readings = {(r["label"], r["id"]) for r in REGION if r["name"] == name}
    assert len(readings) == 1, (name, readings)
    return next(iter(readings))


add("property", "zh", "义乌市的行政区划代码是多少？", region("义乌市")[1])
add("property", "zh", "杭州市属于哪一级行政区？", region("杭州市")[0])
add("count", "zh", "行政区表中，标为“地级行政区”的行政区（按名称去重）有几个？",
    len({r["name"] for r in REGION if r["label"] == "地级行政区"}))
add("yes_no", "zh", "龙港市的行政区划代码是330383吗？", "是" if region("龙港市")[1] == "330383" else "否")
add("two_hop", "zh", "慈溪市煤气有限公司这个加油站所在县区的行政区划代码是多少？",
    region(g("慈溪市煤气有限公司")["county"])[1])

# ------------------------------------------------ persona 3: Korean exchange student (en)
sp = lambda n: row(SPOT, n)
t = lambda n: row(AGENCY, n)
add("property", "en", "What A-level rating does the scenic spot 江山最美碗窑景区 have?",
    sp("江山最美碗窑景区")["level"])
add("property", "en", "Which city is the scenic spot 仙都景区 in?", sp("仙都景区")["city"])
add("yes_no", "en", "I'm planning a weekend trip from Hangzhou - is the scenic spot 神仙居景区 rated AAAAA?",
    "yes" if sp("神仙居景区")["level"] == "AAAAA" else "no")
srank = {"A": 1, "AA": 2, "AAA": 3, "AAAA": 4, "AAAAA": 5}
a, b = "天一阁·月湖景区", "江山最美碗窑景区"
assert srank[sp(a)["level"]] != srank[sp(b)["level"]]
add("comparison", "en", f"Which scenic spot has the higher A-level rating: {a} or {b}?",
    a if srank[sp(a)["level"]] > srank[sp(b)["level"]] else b)
add("property", "en", "phone number of scenic spot 天一阁·月湖景区", sp("天一阁·月湖景区")["phoneNumber"])
add("property", "en", "What is the phone number of the travel agency 衢州欢乐国际旅行社有限公司?",
    t("衢州欢乐国际旅行社有限公司")["phoneNumber"])
add("property", "en", "What is the business scope of the travel agency 丽水市旅游集散中心有限公司?",
    t("丽水市旅游集散中心有限公司")["businessScope"])
OUT = "国内旅游业务、入境旅游业务、出境组团业务"
add("count", "en", f"How many travel agencies in 湖州市 have the business scope exactly \"{OUT}\"?",
    sum(1 for r in AGENCY if r["city"] == "湖州市" and r["businessScope"] == OUT))
add("list", "en", f"I want to book an outbound tour from Zhoushan. Which travel agencies in 舟山市 have the business scope \"{OUT}\"? List all of them.",
    sorted(r["name"] for r in AGENCY if r["city"] == "舟山市" and r["businessScope"] == OUT))
add("group_count", "en", "How many travel agencies are located in 衢州市?",
    sum(1 for r in AGENCY if r["city"] == "衢州市"))
add("count", "en", "travel agencies in 丽水市 whose business scope is exactly \"国内旅游业务\" - how many?",
    sum(1 for r in AGENCY if r["city"] == "丽水市" and r["businessScope"] == "国内旅游业务"))
add("yes_no", "en", "Is the travel agency 湖州中青旅旅游有限公司 located in 吴兴区?",
    "yes" if t("湖州中青旅旅游有限公司")["county"] == "吴兴区" else "no")
add("property", "en", "What is the fax number of the travel agency 舟山金秋国际旅行社有限公司?",
    t("舟山金秋国际旅行社有限公司")["faxNumber"])
add("two_hop", "en", "What is the administrative division code of the county/district where the travel agency 衢州新世纪国际旅游有限公司 is located?",
    region(t("衢州新世纪国际旅游有限公司")["county"])[1])
add("property", "en", "Which county is the travel agency 浙江美都旅游有限公司 in?",
    t("浙江美都旅游有限公司")["county"])

assert len(Q) == 80, len(Q)
assert Counter(q["lang"] for q in Q) == Counter({"zh": 65, "en": 15}), Counter(q["lang"] for q in Q)
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r89-%02d" % i
Q = [{"id": q["id"], "question": q["question"], "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]} for q in Q]

out = os.path.join(os.path.dirname(HERE), "r89-affairqa.json")
with open(out, "w", encoding="utf-8") as f:
    json.dump(Q, f, ensure_ascii=False, indent=2)
print("wrote", out, len(Q), Counter(q["shape"] for q in Q), Counter(q["lang"] for q in Q))
