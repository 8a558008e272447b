"""Gold answers for the blind AffairQA question set r37 (80 questions, as of 2023-10-15).

Every answer is computed here from the raw CSV files with the standard library's csv module only.

Run: python3 bench/questions/blind/gold/r37_affairqa.py -> bench/questions/blind/r37-affairqa.json
"""

import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(HERE, "..", "r37-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(name):
    """Rows as lists (the travel-agency table repeats the header licenseNumber)."""
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
VENUE = load("宗教场所.csv")
SCENIC = load("旅游景点.csv")
REGION = load("行政区.csv")
LICENCE = load("许可证.csv")
TA_HDR, TA_ROWS = load_raw("旅行社.csv")
TA = [dict(zip(TA_HDR, r)) for r in TA_ROWS]  # duplicate key: the last licenseNumber (L-ZJ...) wins


def day(s):
    """A date cell as a date ('2016/11/9' or '1899-12-30'); None when empty."""
    s = s.strip()
    if not s:
        return None
    y, m, d = (int(p) for p in s.replace("-", "/").split("/"))
    return datetime.date(y, m, d)


def num(s):
    return float(s)


def fmt(x):
    """A number as a string: integral without decimals, else rounded to 2 decimals."""
    if abs(x - round(x)) < 1e-9:
        return str(int(round(x)))
    frac = abs(x * 100 - int(x * 100))
    assert abs(frac - 0.5) > 1e-6, ("rounding tie", x)
    return ("%.2f" % round(x, 2)).rstrip("0").rstrip(".")


def one(rows, **eq):
    hits = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hits) == 1, (eq, len(hits))
    return hits[0]


def names(rows):
    return [r["name"] for r in rows]


def unique_max(rows, key, reverse=True):
    """The single row with the largest (smallest) key; asserts no tie at the top."""
    rows = [r for r in rows if key(r) is not None]
    rows.sort(key=key, reverse=reverse)
    assert len(rows) == 1 or key(rows[0]) != key(rows[1]), "tie at the top"
    return rows[0]


def top_n(rows, key, n):
    rows = sorted((r for r in rows if key(r) is not None), key=key, reverse=True)
    assert len(rows) == n or key(rows[n - 1]) != key(rows[n]), "tie at the cut"
    return rows[:n]


def emp(r):
    return int(r["employeeCount"]) if r["employeeCount"].strip() else None


LIC_BY_NAME = {r["name"]: r for r in LICENCE}


def licence_of(station_name):
    return LIC_BY_NAME[one(GS, name=station_name)["businessLicense"]]


QUESTIONS = []


def q(question, answer, shape, lang="zh"):
    if isinstance(answer, (list, tuple)):
        ans = [str(a) for a in answer]
    else:
        ans = [str(answer)]
    assert ans and all(a != "" for a in ans), question
    assert len(set(ans)) == len(ans), question
    QUESTIONS.append({"question": question, "answer": ans, "shape": shape, "lang": lang})


def yes_no(b, lang="zh"):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


# ---------------------------------------------------------------- gas stations (加油站)
q("宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
  one(GS, name="宁波新奥燃气有限公司福庆南路CNG加气站")["manager"], "property")

q("杭钢亚盛那个加气站在哪个区？",
  one([r for r in GS if "杭钢亚盛" in r["name"]])["county"], "short_name")

q("优洁能的经营许可证编号是多少？",
  one([r for r in GS if "优洁能" in r["name"]])["businessLicense"], "short_name")

q("鄞州区一共有几座加气站？",
  len([r for r in GS if r["county"] == "鄞州区"]), "count")

q("中海油运营的三级站有多少个？",
  len([r for r in GS if r["operationSubject"] == "中海油" and r["level"] == "三级"]), "count_2")

q("有几家加气站构成了重大危险源？",
  len([r for r in GS if r["isMajorDangerSource"] == "是"]), "count")

q("越城区有哪些二级加气站？",
  names([r for r in GS if r["county"] == "越城区" and r["level"] == "二级"]), "list_2")

q("华润燃气运营的站点里，哪些被认定为重大危险源？",
  names([r for r in GS if r["operationSubject"] == "华润燃气" and r["isMajorDangerSource"] == "是"]), "list_2")

q("职工最多的加气站是哪家？",
  unique_max(GS, emp)["name"], "superlative")

q("职工人数排前三的加气站分别是哪几家？",
  names(top_n(GS, emp, 3)), "top_n")

q("负责人是郑善勇的那些加气站，职工加起来一共多少人？",
  sum(emp(r) for r in GS if r["manager"] == "郑善勇"), "aggregate_sum")

_cnpc = [r for r in GS if r["operationSubject"] == "中石油"]
assert all(emp(r) is not None for r in _cnpc)
q("中石油运营的加气站平均每个站有多少职工？",
  fmt(sum(emp(r) for r in _cnpc) / len(_cnpc)), "aggregate_avg")

q("曹纪文是哪些加气站的法定代表人？",
  names([r for r in GS if r["legalRepresentative"] == "曹纪文"]), "relation")

_liu = []
for r in GS:
    if r["legalRepresentative"] == "刘长文" and r["county"] not in _liu:
        _liu.append(r["county"])
q("法定代表人刘长文名下的加气站分布在哪几个县市？", _liu, "two_hop")

q("桐乡运河加气站的经营许可证哪天失效？",
  licence_of("桐乡运河加气站")["invalidDate"], "two_hop")

q("负责人为丁道星的加气站，它的经营许可证是哪天生效的？",
  licence_of(one(GS, manager="丁道星")["name"])["effectiveDate"], "two_hop")

_a, _b = "慈溪市煤气有限公司", "天台华润燃气有限公司"
_da, _db = day(licence_of(_a)["invalidDate"]), day(licence_of(_b)["invalidDate"])
assert _da != _db
q("慈溪市煤气有限公司和天台华润燃气有限公司，谁的经营许可证先到期？",
  _a if _da < _db else _b, "comparison")

q("鄞州区有哪些加气站没有液化天然气罐？",
  names([r for r in GS if r["county"] == "鄞州区" and r["liquidGasCanCount"] == "0"]), "negation")

q("镇海区的加气站里，哪些不是中海油运营的？",
  names([r for r in GS if r["county"] == "镇海区" and r["operationSubject"] != "中海油"]), "negation")

q("慈溪市煤气有限公司算不算重大危险源？",
  one(GS, name="慈溪市煤气有限公司")["isMajorDangerSource"], "yes_no")

_a, _b = day(one(GS, name="三门县道生加气站有限公司")["buildTime"]), day(one(GS, name="桐乡运河加气站")["buildTime"])
q("三门县道生加气站有限公司是不是比桐乡运河加气站成立得早？", yes_no(_a < _b), "yes_no")

q("2016年里成立的加气站有多少家？",
  len([r for r in GS if day(r["buildTime"]) and day(r["buildTime"]).year == 2016]), "date_range")

q("中海油运营的站点分布在几个不同的区县？",
  len({r["county"] for r in GS if r["operationSubject"] == "中海油" and r["county"]}), "distinct")

_a = one([r for r in GS if r["name"].endswith("东栅站")])
_b = one([r for r in GS if r["name"].endswith("岗山路站")])
assert emp(_a) != emp(_b)
q("东栅站和岗山路站，哪个职工多？", (_a if emp(_a) > emp(_b) else _b)["name"], "comparison")

q("Who is the legal representative of 绍兴金帝天然气有限公司?",
  one(GS, name="绍兴金帝天然气有限公司")["legalRepresentative"], "property", "en")

q("How many first-level (一级) gas stations are there in 南湖区?",
  len([r for r in GS if r["county"] == "南湖区" and r["level"] == "一级"]), "count_2", "en")

q("What is the total design storage of all the gas stations operated by 中石油?",
  fmt(sum(num(r["totalDesignStorage"]) for r in _cnpc)), "aggregate_sum", "en")

q("When does the operating licence of 杭州富阳江润加气站有限公司 expire?",
  licence_of("杭州富阳江润加气站有限公司")["invalidDate"], "two_hop", "en")

# ---------------------------------------------------------------- licences (许可证)
q("2022年到期失效的许可证一共有几张？",
  len([r for r in LICENCE if day(r["invalidDate"]) and day(r["invalidDate"]).year == 2022]), "date_range")

q("目前还在有效期内的许可证有哪些？",
  names([r for r in LICENCE if day(r["effectiveDate"]) and day(r["invalidDate"])
         and day(r["effectiveDate"]) <= AS_OF <= day(r["invalidDate"])]), "date_range")

q("Which licence has the latest expiry date?",
  unique_max(LICENCE, lambda r: day(r["invalidDate"]))["name"], "superlative", "en")

# ---------------------------------------------------------------- administrative regions (行政区)
def region_code(n):
    codes = {r["id"] for r in REGION if r["name"] == n and r["id"]}
    assert len(codes) == 1, (n, codes)
    return codes.pop()


def region_name(code):
    ns = {r["name"] for r in REGION if r["id"] == code}
    assert len(ns) == 1, (code, ns)
    return ns.pop()


q("义乌市的行政区划代码是多少？", region_code("义乌市"), "property")
q("行政区划代码330784对应的是哪个县市？", region_name("330784"), "lookup_by_value")
q("What is the administrative division code of 嘉兴市?", region_code("嘉兴市"), "property", "en")

# ---------------------------------------------------------------- religious schools (学校)
def sint(r, k):
    return int(r[k]) if r[k].strip() else None


q("浙江神学院现在有多少在校生？", one(SCHOOL, name="浙江神学院")["studentCount"], "property")

q("在校生人数最多的宗教院校是哪所？",
  unique_max(SCHOOL, lambda r: sint(r, "studentCount"))["name"], "superlative")

q("哪所学校成立得最早？",
  unique_max(SCHOOL, lambda r: day(r["establishmentDate"]), reverse=False)["name"], "superlative")

q("佛教类的院校在校生加起来有多少人？",
  sum(sint(r, "studentCount") for r in SCHOOL if r["religion"] == "佛教"), "aggregate_sum")

assert all(sint(r, "teacherCount") is not None for r in SCHOOL)
q("各宗教院校的教师人数平均是多少？",
  fmt(sum(sint(r, "teacherCount") for r in SCHOOL) / len(SCHOOL)), "aggregate_avg")

_a, _b = one(SCHOOL, name="杭州佛学院"), one(SCHOOL, name="浙江慈云佛学院")
assert sint(_a, "teacherCount") != sint(_b, "teacherCount")
# 专职教师人数 (professorCount) gives the same winner, so either reading of "教师" agrees
assert (sint(_a, "teacherCount") > sint(_b, "teacherCount")) == (sint(_a, "professorCount") > sint(_b, "professorCount"))
q("杭州佛学院和浙江慈云佛学院，哪个教师更多？",
  (_a if sint(_a, "teacherCount") > sint(_b, "teacherCount") else _b)["name"], "comparison")

q("不属于佛教的宗教院校有哪几所？",
  names([r for r in SCHOOL if r["religion"] != "佛教"]), "negation")

_c = one(SCHOOL, name="浙江道教学院")["county"]
q("和浙江道教学院在同一个县的另一所学校叫什么？",
  one([r for r in SCHOOL if r["county"] == _c and r["name"] != "浙江道教学院"])["name"], "same_value")

q("浙江佛学院批准的办学规模超过500人了吗？",
  yes_no(sint(one(SCHOOL, name="浙江佛学院"), "approvalScale") > 500), "yes_no")


def full_years(start, end):
    return end.year - start.year - ((end.month, end.day) < (start.month, start.day))


q("How many full years old is 浙江神学院 now?",
  full_years(day(one(SCHOOL, name="浙江神学院")["establishmentDate"]), AS_OF), "years_since", "en")

_p = unique_max(SCHOOL, lambda r: sint(r, "professorCount"))
assert _p is unique_max(SCHOOL, lambda r: sint(r, "teacherCount"))  # either reading of "teachers" agrees
q("Which religious school has the most full-time teachers?", _p["name"], "superlative", "en")

q("How many more students does 浙江佛学院 have than 杭州佛学院?",
  sint(one(SCHOOL, name="浙江佛学院"), "studentCount") - sint(one(SCHOOL, name="杭州佛学院"), "studentCount"),
  "difference", "en")

# ---------------------------------------------------------------- associations (协会)
q("萧山区佛教协会是哪天登记的？", one(ASSOC, name="萧山区佛教协会")["registrationTime"], "property")

q("浙江省伊斯兰教协会的官网地址是什么？", one(ASSOC, name="浙江省伊斯兰教协会")["website"], "property")

q("温州市有多少个基督教团体？",
  len([r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "基督教"]), "count_2")

q("有自己网站的道教协会有哪些？",
  names([r for r in ASSOC if r["religion"] == "道教" and r["website"].strip()]), "list_2")

q("省团体里属于基督教的是哪几个？",
  names([r for r in ASSOC if r["category"] == "省团体" and r["religion"] == "基督教"]), "list_2")

q("宁波市的宗教团体一共涉及几种宗教？",
  len({r["religion"] for r in ASSOC if r["city"] == "宁波市" and r["religion"]}), "distinct")

_wz = [r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "道教"]
assert all(day(r["registrationTime"]).year > 1900 for r in _wz)  # no 1900/1/1 placeholder among them
q("温州市的道教协会里，哪个登记得最早？",
  unique_max(_wz, lambda r: day(r["registrationTime"]), reverse=False)["name"], "superlative")

_ph = "0571-87130125"
_hits = [r for t in (GS, MED, ASSOC, SCHOOL, VENUE, SCENIC, TA) for r in t if r.get("phoneNumber") == _ph]
assert all(r["type"] == "协会" for r in _hits)
q("电话是0571-87130125的是哪个协会？", names(_hits), "lookup_by_value")

q("How many Taoist associations are there in 台州市?",
  len([r for r in ASSOC if r["city"] == "台州市" and r["religion"] == "道教"]), "count_2", "en")

# ---------------------------------------------------------------- religious venues (宗教场所)
q("建德市慧华寺的占地面积是多少？", one(VENUE, name="建德市慧华寺")["area"], "property")

q("乐清市有多少个基督教活动场所？",
  len([r for r in VENUE if r["county"] == "乐清市" and r["religion"] == "基督教"]), "count_2")

q("属于寺观教堂类的伊斯兰教场所有哪些？",
  names([r for r in VENUE if r["religion"] == "伊斯兰教" and r["category"] == "寺观教堂"]), "list_2")

q("舟山市占地面积最大的宗教场所是哪个？",
  unique_max([r for r in VENUE if r["city"] == "舟山市"], lambda r: num(r["area"]))["name"], "superlative")

q("温州市建筑面积排前三的宗教场所是哪些？",
  names(top_n([r for r in VENUE if r["city"] == "温州市"], lambda r: num(r["buildingArea"]), 3)), "top_n")

q("嵊泗县所有宗教场所的建筑面积合计多少？",
  fmt(sum(num(r["buildingArea"]) for r in VENUE if r["county"] == "嵊泗县")), "aggregate_sum")

_bj = [r for r in VENUE if r["county"] == "滨江区"]
q("滨江区宗教场所的平均占地面积是多少？",
  fmt(sum(num(r["area"]) for r in _bj) / len(_bj)), "aggregate_avg")

q("2021年登记的宗教场所有几个？",
  len([r for r in VENUE if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2021]), "date_range")

_since = datetime.date(AS_OF.year - 3, AS_OF.month, AS_OF.day)
_recent = [r for r in VENUE if r["religion"] == "道教" and day(r["registrationTime"])
           and day(r["registrationTime"]) > _since]
assert not [r for r in VENUE if day(r["registrationTime"]) == _since]  # the boundary day decides nothing
q("近三年新登记的道教场所有哪些？", names(_recent), "date_range")

q("嵊泗县有哪些宗教场所不是佛教的？",
  names([r for r in VENUE if r["county"] == "嵊泗县" and r["religion"] != "佛教"]), "negation")

q("杭州抱朴道院属于全真教吗？",
  yes_no(one(VENUE, name="杭州抱朴道院")["religiousType"] == "全真教"), "yes_no")

_a, _b = one(VENUE, name="宁波阿育王寺"), one(VENUE, name="宁波天童禅寺")
assert num(_a["area"]) != num(_b["area"])
q("宁波阿育王寺和宁波天童禅寺，哪个占地面积更大？",
  (_a if num(_a["area"]) > num(_b["area"]) else _b)["name"], "comparison")

q("What is the postal code of 杭州灵隐寺?", one(VENUE, name="杭州灵隐寺")["postalCode"], "property", "en")

q("Which religious venue has the earliest approval date?",
  unique_max(VENUE, lambda r: day(r["approvalDate"]), reverse=False)["name"], "superlative", "en")

# ---------------------------------------------------------------- scenic spots (旅游景点)
q("杭州市有几个5A级景区？",
  len([r for r in SCENIC if r["city"] == "杭州市" and r["level"] == "AAAAA"]), "count_2")

q("舟山市的AAAAA景区有哪些？",
  names([r for r in SCENIC if r["city"] == "舟山市" and r["level"] == "AAAAA"]), "list_2")

q("Which single-A (A) scenic spots are outside 舟山市?",
  names([r for r in SCENIC if r["level"] == "A" and r["city"] != "舟山市"]), "negation", "en")

q("Is 杭州西湖景区 rated AAAAA?",
  yes_no(one(SCENIC, name="杭州西湖景区")["level"] == "AAAAA", "en"), "yes_no", "en")

# ---------------------------------------------------------------- medical institutions (医疗机构)
q("浙江省肿瘤医院电话多少？", one(MED, name="浙江省肿瘤医院")["phoneNumber"], "property")

q("三级医院中地址在滨江区的有哪些？",
  names([r for r in MED if r["level"] == "三级" and r["category"] == "医院" and "滨江区" in r["address"]]), "list_2")

q("名称里带“口腔”的二级医疗机构有几家？",
  len([r for r in MED if "口腔" in r["name"] and r["level"] == "二级"]), "count_2")

q("What level is 杭州市萧山区中医院?", one(MED, name="杭州市萧山区中医院")["level"], "property", "en")

# ---------------------------------------------------------------- travel agencies (旅行社)
q("浙江邮电旅行社有限公司的英文名叫什么？", one(TA, name="浙江邮电旅行社有限公司")["englishName"], "property")

q("宁波市能做出境组团业务的旅行社有几家？",
  len([r for r in TA if r["city"] == "宁波市" and "出境组团业务" in r["businessScope"]]), "count_2")

q("邮电旅行社在哪个区？",
  one([r for r in TA if "邮电旅行社" in r["name"]])["county"], "short_name")


def main():
    assert len(QUESTIONS) == 80, len(QUESTIONS)
    assert sum(1 for x in QUESTIONS if x["lang"] == "zh") == 65
    assert len({x["question"] for x in QUESTIONS}) == 80
    out = []
    for i, x in enumerate(QUESTIONS, 1):
        out.append({"id": "affairqa-r37-%02d" % i, "question": x["question"], "answer": x["answer"],
                    "shape": x["shape"], "lang": x["lang"]})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %d questions to %s" % (len(out), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
