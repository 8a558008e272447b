"""Gold answers for the r23 AffairQA held-out questions.

Computes every answer with the csv module only, straight from the raw tables in
/work/shared/datasets/kag-affairqa/sources/, and writes
bench/questions/blind/r23-affairqa.json (relative to this file).

As-of date: 2023-10-15.  "The last N days" = dates fewer than N days before the
as-of date (and not after it); "the last N years" are chosen so that N*365 days and
the calendar reading give the same set (no date lies between the two cut-offs).
Placeholder dates (1899-12-30, 1900/1/1) are never dates.
"""
import csv
import datetime
import json
import os

SRC = "/work/shared/datasets/kag-affairqa/sources"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "r23-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)
PLACEHOLDER_DATES = {"1899-12-30", "1900/1/1"}


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GAS = load("加油站")
LIC = load("许可证")
REG = load("行政区")
ASSOC = load("协会")
VENUE = load("宗教场所")
SCHOOL = load("学校")
GOV = load("政府机构")
SIGHT = load("旅游景点")
MED = load("医疗机构")
TA_HEAD, TA_ROWS = load_raw("旅行社")
# 旅行社 has two columns both called licenseNumber: the first is the approval document
# (浙旅许可(2009)385号), the second the licence number L-ZJxxxxx.
TA = []
for r in TA_ROWS:
    TA.append({
        "name": r[0], "businessScope": r[2], "county": r[4], "city": r[13],
        "approval": r[9], "licenseNumber": r[10], "faxNumber": r[11],
        "address": r[12], "phoneNumber": r[14], "englishName": r[16],
    })


def date(s):
    s = (s or "").strip()
    if not s or s in PLACEHOLDER_DATES:
        return None
    parts = s.replace("-", "/").split("/")
    try:
        y, m, d = (int(p) for p in parts)
        return datetime.date(y, m, d)
    except ValueError:
        return None


def num(s):
    try:
        return float(s)
    except (TypeError, ValueError):
        return None


def fmt(x):
    if isinstance(x, float):
        x = round(x, 2)
        if x == int(x):
            return str(int(x))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, **cond):
    hits = [r for r in rows if all(r.get(k) == v for k, v in cond.items())]
    assert len(hits) == 1, (cond, len(hits))
    return hits[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def uniq(values):
    out = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def days_ago(d):
    return (AS_OF - d).days


def lic(name):
    return one(LIC, name=name)


def region_code(name):
    codes = uniq(r["id"] for r in REG if r["name"] == name)
    assert len(codes) == 1 and codes[0], (name, codes)
    return codes[0]


def argmax(rows, key, reverse=False):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = (min if reverse else max)(v for v, _ in vals)
    return [r["name"] for v, r in vals if v == best]


Q = []


def q(shape, lang, question, fn):
    Q.append((shape, lang, question, fn))


# ---------------------------------------------------------------- property (18)
q("property", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
  lambda: [one(GAS, name="宁波新奥燃气有限公司福庆南路CNG加气站")["manager"]])
q("property", "zh", "中海油浙江新能源有限公司集运加气站有多少名职工？",
  lambda: [one(GAS, name="中海油浙江新能源有限公司集运加气站")["employeeCount"]])
q("property", "zh", "天台华润燃气有限公司的总设计储量是多少？",
  lambda: [one(GAS, name="天台华润燃气有限公司")["totalDesignStorage"]])
q("property", "zh", "建德市慧华寺的占地面积有多大？",
  lambda: [one(VENUE, name="建德市慧华寺")["area"]])
q("property", "zh", "萧山区佛教协会是哪天登记成立的？",
  lambda: [one(ASSOC, name="萧山区佛教协会")["registrationTime"]])
q("property", "zh", "东阳市天主教爱国会的登记证号是多少？",
  lambda: [one(ASSOC, name="东阳市天主教爱国会")["registrationCertificateNumber"]])
q("property", "zh", "浙江神学院现在有多少在校生？",
  lambda: [one(SCHOOL, name="浙江神学院")["studentCount"]])
q("property", "zh", "浙江邮电旅行社有限公司的传真号是多少？",
  lambda: [one(TA, name="浙江邮电旅行社有限公司")["faxNumber"]])
q("property", "zh", "宁波博物馆景区是几A级景区？",
  lambda: [one(SIGHT, name="宁波博物馆景区")["level"]])
q("property", "zh", "浙江省肿瘤医院的联系电话是多少？",
  lambda: [one(MED, name="浙江省肿瘤医院")["phoneNumber"]])
q("property", "zh", "许可证浙201709050002P什么时候失效？",
  lambda: [lic("浙201709050002P")["invalidDate"]])
q("property", "zh", "鄞州区的行政区划代码是多少？",
  lambda: [region_code("鄞州区")])
q("property", "zh", "苍南县佛教协会的官网网址是什么？",
  lambda: [one(ASSOC, name="苍南县佛教协会")["website"]])
q("property", "zh", "浙江道教学院的学制是怎样的？",
  lambda: [one(SCHOOL, name="浙江道教学院")["schoolSystem"]])
q("property", "zh", "宁波市汽车燃气有限公司丽园北路加气站的法人代表是哪位？",
  lambda: [one(GAS, name="宁波市汽车燃气有限公司丽园北路加气站")["legalRepresentative"]])
q("property", "en", "Which religious sect (宗教派别) does 德清县庆云观 belong to?",
  lambda: [one(VENUE, name="德清县庆云观")["religiousType"]])
q("property", "en", "Who is the legal representative of 绍兴金帝天然气有限公司?",
  lambda: [one(GAS, name="绍兴金帝天然气有限公司")["legalRepresentative"]])
q("property", "en", "What is the postal code of 浙江省伊斯兰教协会?",
  lambda: [one(ASSOC, name="浙江省伊斯兰教协会")["postalCode"]])

# --------------------------------------------------------------- aggregate (13)
q("aggregate", "zh", "学校表里这些宗教院校的在校生加起来一共有多少人？",
  lambda: [fmt(sum(num(r["studentCount"]) for r in SCHOOL))])
q("aggregate", "zh", "位于杭州市的宗教院校，平均每所有多少名在校生？",
  lambda: [fmt(sum(num(r["studentCount"]) for r in where(SCHOOL, lambda r: r["city"] == "杭州市"))
               / len(where(SCHOOL, lambda r: r["city"] == "杭州市")))])
q("aggregate", "zh", "运营主体是“中石化杭燃”的加气站一共有几座？",
  lambda: [str(len(where(GAS, lambda r: r["operationSubject"] == "中石化杭燃")))])
q("aggregate", "zh", "镇海区一共有多少座加油站？",
  lambda: [str(len(where(GAS, lambda r: r["county"] == "镇海区")))])
q("aggregate", "zh", "温州市有多少个道教协会？",
  lambda: [str(len(where(ASSOC, lambda r: r["city"] == "温州市" and r["religion"] == "道教")))])
q("aggregate", "zh", "庆元县有几处佛教场所？",
  lambda: [str(len(where(VENUE, lambda r: r["county"] == "庆元县" and r["religion"] == "佛教")))])
q("aggregate", "zh", "医疗机构里，类别为医院、级别为三级的一共有多少家？",
  lambda: [str(len(where(MED, lambda r: r["category"] == "医院" and r["level"] == "三级")))])
q("aggregate", "zh", "类别是社区卫生服务中心、级别标为“社区”的医疗机构有多少家？",
  lambda: [str(len(where(MED, lambda r: r["category"] == "社区卫生服务中心" and r["level"] == "社区")))])
q("aggregate", "zh", "舟山市的旅行社里，业务范围包含出境组团业务的有几家？",
  lambda: [str(len(where(TA, lambda r: r["city"] == "舟山市" and "出境组团业务" in r["businessScope"])))])
q("aggregate", "zh", "滨江区所有宗教场所的占地面积加起来是多少？",
  lambda: [fmt(sum(num(r["area"]) for r in where(VENUE, lambda r: r["county"] == "滨江区")))])
q("aggregate", "zh", "慈溪市的加油站，总设计储量合计是多少？",
  lambda: [fmt(sum(num(r["totalDesignStorage"]) for r in where(GAS, lambda r: r["county"] == "慈溪市")))])
q("aggregate", "en", "How many travel agencies are based in 湖州市?",
  lambda: [str(len(where(TA, lambda r: r["city"] == "湖州市")))])
q("aggregate", "en", "What is the total number of full-time teachers (专职教师人数) at the schools located in 天台县?",
  lambda: [fmt(sum(num(r["professorCount"]) for r in where(SCHOOL, lambda r: r["county"] == "天台县")))])

# ------------------------------------------------------------ relation_hop (10)
q("relation_hop", "zh", "宁波新奥燃气有限公司持有的经营许可证什么时候到期？",
  lambda: [lic(one(GAS, name="宁波新奥燃气有限公司")["businessLicense"])["invalidDate"]])
q("relation_hop", "zh", "绍兴众能油气发展有限公司裕民路天然气注气站所持经营许可证的生效日期是哪天？",
  lambda: [lic(one(GAS, name="绍兴众能油气发展有限公司裕民路天然气注气站")["businessLicense"])["effectiveDate"]])
q("relation_hop", "zh", "三门县道生加气站有限公司所在县的行政区划代码是多少？",
  lambda: [region_code(one(GAS, name="三门县道生加气站有限公司")["county"])])
q("relation_hop", "zh", "浙江慈云佛学院所在区县的行政区划代码是什么？",
  lambda: [region_code(one(SCHOOL, name="浙江慈云佛学院")["county"])])
q("relation_hop", "zh", "建德市慧华寺所在县级行政区的区划代码是多少？",
  lambda: [region_code(one(VENUE, name="建德市慧华寺")["county"])])
q("relation_hop", "zh", "嘉兴市加油加气站有限公司乍浦站的燃气经营许可证哪天失效？",
  lambda: [lic(one(GAS, name="嘉兴市加油加气站有限公司乍浦站")["businessLicense"])["invalidDate"]])
q("relation_hop", "zh", "临海市远洲江南加油站有限公司的经营许可证从哪天开始生效？",
  lambda: [lic(one(GAS, name="临海市远洲江南加油站有限公司")["businessLicense"])["effectiveDate"]])
q("relation_hop", "zh", "遂昌县佛教协会所在县的行政区划代码是多少？",
  lambda: [region_code(one(ASSOC, name="遂昌县佛教协会")["county"])])
q("relation_hop", "en", "When did the operating licence of 宁波市汽车燃气有限公司通途路加气站 expire?",
  lambda: [lic(one(GAS, name="宁波市汽车燃气有限公司通途路加气站")["businessLicense"])["invalidDate"]])
q("relation_hop", "en", "What is the administrative division code of the district where 浙江神学院 is located?",
  lambda: [region_code(one(SCHOOL, name="浙江神学院")["county"])])


# ----------------------------------------------------------------- two_hop (8)
def assoc_of(county, name_suffix):
    hits = where(ASSOC, lambda r: r["county"] == county and r["name"].endswith(name_suffix))
    assert len(hits) == 1, (county, name_suffix, [h["name"] for h in hits])
    return hits[0]


def same_manager_licence_expiry(station):
    m = one(GAS, name=station)["manager"]
    others = where(GAS, lambda r: r["manager"] == m and r["name"] != station)
    return uniq(lic(r["businessLicense"])["invalidDate"] for r in others)


def same_unit_students(school):
    u = one(SCHOOL, name=school)["mainUnit"]
    return fmt(sum(num(r["studentCount"]) for r in SCHOOL if r["mainUnit"] == u and r["name"] != school))


q("two_hop", "zh", "宁海县浙能油气发展有限公司冠庄加气站所在县的天主教爱国会是什么时候登记的？",
  lambda: [assoc_of(one(GAS, name="宁海县浙能油气发展有限公司冠庄加气站")["county"], "天主教爱国会")["registrationTime"]])
q("two_hop", "zh", "浙江神学院所在的区一共有多少处基督教场所？",
  lambda: [str(len(where(VENUE, lambda r: r["county"] == one(SCHOOL, name="浙江神学院")["county"]
                         and r["religion"] == "基督教")))])
q("two_hop", "zh", "浙江交投新能源投资有限公司海宁分公司所在县市的佛教协会，联系电话是多少？",
  lambda: [assoc_of(one(GAS, name="浙江交投新能源投资有限公司海宁分公司")["county"], "佛教协会")["phoneNumber"]])
q("two_hop", "zh", "和杭州佛学院由同一家主办单位主办的其他学校，在校生合计有多少人？",
  lambda: [same_unit_students("杭州佛学院")])
q("two_hop", "zh", "跟嘉兴市嘉通新能源股份有限公司公交东场加气站分公司同一个负责人的其他加气站，它们的经营许可证什么时候失效？",
  lambda: same_manager_licence_expiry("嘉兴市嘉通新能源股份有限公司公交东场加气站分公司"))
q("two_hop", "zh", "萧山区佛教协会所在区的天主教爱国会是哪天登记的？",
  lambda: [assoc_of(one(ASSOC, name="萧山区佛教协会")["county"], "天主教爱国会")["registrationTime"]])
q("two_hop", "zh", "浙江佛学院温州佛学院所在县的佛教协会，登记证号是多少？",
  lambda: [assoc_of(one(SCHOOL, name="浙江佛学院温州佛学院")["county"], "佛教协会")["registrationCertificateNumber"]])
q("two_hop", "en", "In the county where 桐乡运河加气站 is located, when was the 基督教三自爱国运动委员会 registered?",
  lambda: [assoc_of(one(GAS, name="桐乡运河加气站")["county"], "基督教三自爱国运动委员会")["registrationTime"]])

# ------------------------------------------------------------- superlative (8)
q("superlative", "zh", "哪所宗教院校的在校生最多？",
  lambda: argmax(SCHOOL, lambda r: num(r["studentCount"])))
q("superlative", "zh", "成立时间最早的宗教院校是哪一所？",
  lambda: argmax(SCHOOL, lambda r: date(r["establishmentDate"]), reverse=True))
q("superlative", "zh", "总设计储量最大的是哪家加油站？",
  lambda: argmax(GAS, lambda r: num(r["totalDesignStorage"])))
q("superlative", "zh", "职工人数最多的加气站是哪个？",
  lambda: argmax(GAS, lambda r: num(r["employeeCount"])))
q("superlative", "zh", "全省伊斯兰教场所里，占地面积最大的是哪一处？",
  lambda: argmax(where(VENUE, lambda r: r["religion"] == "伊斯兰教"), lambda r: num(r["area"])))
q("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪个？",
  lambda: argmax(where(VENUE, lambda r: r["county"] == "嵊泗县"), lambda r: num(r["area"])))
q("superlative", "en", "Which gas station holds the operating licence (经营许可证) with the latest expiry date?",
  lambda: argmax(where(GAS, lambda r: r["businessLicense"] in {l["name"] for l in LIC}),
                 lambda r: date(lic(r["businessLicense"])["invalidDate"])))
q("superlative", "en", "Which religious association in 舟山市 was registered the earliest?",
  lambda: argmax(where(ASSOC, lambda r: r["city"] == "舟山市"),
                 lambda r: date(r["registrationTime"]), reverse=True))

# ------------------------------------------------------------------ filter (8)
q("filter", "zh", "天台县有哪些宗教院校？",
  lambda: [r["name"] for r in SCHOOL if r["county"] == "天台县"])
q("filter", "zh", "浙江有哪些伊斯兰教的宗教活动场所？",
  lambda: [r["name"] for r in VENUE if r["religion"] == "伊斯兰教"])
q("filter", "zh", "哪些政府机构的名称里带“统战部”？",
  lambda: [r["name"] for r in GOV if "统战部" in r["name"]])
q("filter", "zh", "哪些加油站构成重大危险源？",
  lambda: [r["name"] for r in GAS if r["isMajorDangerSource"] == "是"])
q("filter", "zh", "类别是门诊部诊所医务室村卫生室、但级别为二级的医疗机构有哪几家？",
  lambda: [r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"])
q("filter", "zh", "温州市有官方网站的宗教协会有哪些？",
  lambda: [r["name"] for r in ASSOC if r["city"] == "温州市" and r["website"].strip()])
q("filter", "zh", "运营主体是中石油的加油站都有哪些？",
  lambda: [r["name"] for r in GAS if r["operationSubject"] == "中石油"])
q("filter", "en", "Which Taoist (道教) associations are there in 丽水市?",
  lambda: [r["name"] for r in ASSOC if r["city"] == "丽水市" and r["religion"] == "道教"])


# -------------------------------------------------------------- comparison (6)
def pick(a, b, va, vb, larger=True):
    assert va != vb, (a, b, va, vb)
    return [a if (va > vb) == larger else b]


LEVEL_RANK = {"A": 1, "AA": 2, "AAA": 3, "AAAA": 4, "AAAAA": 5}

q("comparison", "zh", "浙江神学院和浙江道教学院，哪所的教师人数更多？",
  lambda: pick("浙江神学院", "浙江道教学院",
               num(one(SCHOOL, name="浙江神学院")["teacherCount"]),
               num(one(SCHOOL, name="浙江道教学院")["teacherCount"])))
q("comparison", "zh", "杭州清真寺和宁波市清真寺，哪个占地面积更大？",
  lambda: pick("杭州清真寺", "宁波市清真寺",
               num(one(VENUE, name="杭州清真寺")["area"]),
               num(one(VENUE, name="宁波市清真寺")["area"])))
q("comparison", "zh", "乌镇景区和宁波博物馆景区，哪个景区等级更高？",
  lambda: pick("乌镇景区", "宁波博物馆景区",
               LEVEL_RANK[one(SIGHT, name="乌镇景区")["level"]],
               LEVEL_RANK[one(SIGHT, name="宁波博物馆景区")["level"]]))
q("comparison", "zh", "宁波市汽车燃气有限公司梅墟加气站和宁波市汽车燃气有限公司江南路加气站，哪个成立得更早？",
  lambda: pick("宁波市汽车燃气有限公司梅墟加气站", "宁波市汽车燃气有限公司江南路加气站",
               date(one(GAS, name="宁波市汽车燃气有限公司梅墟加气站")["buildTime"]),
               date(one(GAS, name="宁波市汽车燃气有限公司江南路加气站")["buildTime"]), larger=False))
q("comparison", "en", "Which was registered earlier: 杭州市佛教协会 or 杭州市道教协会?",
  lambda: pick("杭州市佛教协会", "杭州市道教协会",
               date(one(ASSOC, name="杭州市佛教协会")["registrationTime"]),
               date(one(ASSOC, name="杭州市道教协会")["registrationTime"]), larger=False))
q("comparison", "en", "Which licence expires later, 浙201702000005J or 浙201702000025J?",
  lambda: pick("浙201702000005J", "浙201702000025J",
               date(lic("浙201702000005J")["invalidDate"]),
               date(lic("浙201702000025J")["invalidDate"])))

# --------------------------------------------------------------- described (5)
q("described", "zh", "联系电话是0571-86888005的那所宗教院校有多少名专职教师？",
  lambda: [one(SCHOOL, phoneNumber="0571-86888005")["professorCount"]])
q("described", "zh", "登记证号为浙嵊民社证字第030号的协会，邮政编码是多少？",
  lambda: [one(ASSOC, registrationCertificateNumber="浙嵊民社证字第030号")["postalCode"]])
q("described", "zh", "地址在宁波江北风华路172号的那座加气站是哪天成立的？",
  lambda: [one(GAS, address="宁波江北风华路172号")["buildTime"]])
q("described", "zh", "负责人叫宓捷锋的那座加油站，它的经营许可证哪天失效？",
  lambda: [lic(one(GAS, manager="宓捷锋")["businessLicense"])["invalidDate"]])
q("described", "en", "The travel agency whose licence number is L-ZJ00385: what is its fax number?",
  lambda: [one(TA, licenseNumber="L-ZJ00385")["faxNumber"]])


# ------------------------------------------------------------- time_window (4)
def within_days(s, n):
    d = date(s)
    return d is not None and 0 <= days_ago(d) < n


q("time_window", "zh", "过去五年内成立的加油站有哪些？",
  lambda: [r["name"] for r in GAS if within_days(r["buildTime"], 5 * 365)])
q("time_window", "zh", "近十年内成立的宗教院校有几所？",
  lambda: [str(len([r for r in SCHOOL if within_days(r["establishmentDate"], 10 * 365)]))])
q("time_window", "zh", "最近1000天里登记的宗教协会有哪些？",
  lambda: [r["name"] for r in ASSOC if within_days(r["registrationTime"], 1000)])
q("time_window", "en", "How many religious venues in 湖州市 were registered within the last four years?",
  lambda: [str(len([r for r in VENUE if r["city"] == "湖州市" and within_days(r["registrationTime"], 4 * 365)]))])


def calendar_check():
    """The year windows read the same with N*365 days and with calendar years."""
    def cal(s, years):
        d = date(s)
        return d is not None and datetime.date(AS_OF.year - years, AS_OF.month, AS_OF.day) < d <= AS_OF

    def cal_incl(s, years):
        d = date(s)
        return d is not None and datetime.date(AS_OF.year - years, AS_OF.month, AS_OF.day) <= d <= AS_OF

    for rows, col, n, pred in ((GAS, "buildTime", 5, lambda r: True),
                               (SCHOOL, "establishmentDate", 10, lambda r: True),
                               (VENUE, "registrationTime", 4, lambda r: r["city"] == "湖州市")):
        a = [r["name"] for r in rows if pred(r) and within_days(r[col], n * 365)]
        b = [r["name"] for r in rows if pred(r) and cal(r[col], n)]
        c = [r["name"] for r in rows if pred(r) and cal_incl(r[col], n)]
        assert a == b == c, (col, n, a, b, c)


def main():
    calendar_check()
    counts = {}
    out = []
    for i, (shape, lang, question, fn) in enumerate(Q, 1):
        ans = fn()
        assert ans and all(isinstance(a, str) and a for a in ans), (question, ans)
        assert len(ans) <= 8, (question, ans)
        out.append({"id": "affairqa-r23-%02d" % i, "question": question,
                    "answer": ans, "shape": shape, "lang": lang})
        counts[(shape, lang)] = counts.get((shape, lang), 0) + 1
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return out, counts


if __name__ == "__main__":
    items, counts = main()
    for it in items:
        print(it["id"], it["shape"], it["lang"], it["question"], "=>", it["answer"])
    print(len(items), "questions ->", OUT)
    for k in sorted(counts):
        print(k, counts[k])
