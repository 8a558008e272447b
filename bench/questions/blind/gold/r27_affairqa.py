"""Gold answers for the blind round-27 AffairQA question set.

Reads the raw CSVs of ../shared/datasets/kag-affairqa/sources with the csv module only and writes
bench/questions/blind/r27-affairqa.json. Every answer is computed here from the tables; lookups by
name or by a describing value assert that exactly one row matches, superlatives list every tie.
As-of date for the relative time windows: 2023-10-15.
"""

import csv
import datetime
import json
import os
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.abspath(os.path.join(REPO, "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.join(REPO, "bench", "questions", "blind", "r27-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = rows[0]
    keys = []
    for i, h in enumerate(header):
        # 旅行社.csv names two columns licenseNumber: keep the first as licenseNumber_1,
        # the second (L-ZJ..., the one 许可证.csv is keyed by) as licenseNumber.
        keys.append(h + "_1" if h in header[i + 1:] else h)
    out = []
    for r in rows[1:]:
        if not any(c.strip() for c in r):
            continue
        out.append(dict(zip(keys, r)))
    return out


T = {name: load(name) for name in
     ["学校", "加油站", "医疗机构", "协会", "宗教场所", "旅游景点", "旅行社", "行政区", "许可证"]}


def one(table, **cond):
    hits = [r for r in T[table] if all(r[k] == v for k, v in cond.items())]
    assert len(hits) == 1, (table, cond, len(hits))
    return hits[0]


def where(table, pred):
    return [r for r in T[table] if pred(r)]


def date(s):
    s = s.strip()
    if not s:
        return None
    y, m, d = s.replace("-", "/").split("/")
    dt = datetime.date(int(y), int(m), int(d))
    if dt.year < 1901:  # 1899-12-30 / 1900/1/1 placeholders
        return None
    return dt


def years_ago(n):
    return AS_OF.replace(year=AS_OF.year - n)


def num(s):
    return Decimal(s)


def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.quantize(Decimal("0.01")))


def avg(vals):
    vals = list(vals)
    return str((sum(vals) / Decimal(len(vals))).quantize(Decimal("0.01")))


def region(name):
    """行政区 row of a county name; the name must map to one (label, id)."""
    rows = [r for r in T["行政区"] if r["name"] == name]
    assert rows and len({(r["label"], r["id"]) for r in rows}) == 1, (name, rows)
    return rows[0]


def licence(name):
    return one("许可证", name=name)


def argbest(rows, key, best=max):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    b = best(v for v, _ in vals)
    return [r["name"] for v, r in vals if v == b]


def names(rows):
    return [r["name"] for r in rows]


Q = []


def q(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
q("property", "zh", "浙江神学院现在有多少在读学生？", one("学校", name="浙江神学院")["studentCount"])
q("property", "zh", "浙江慈云佛学院是哪一年哪一天建校的？", one("学校", name="浙江慈云佛学院")["establishmentDate"])
q("property", "en", "What is the phone number of 杭州佛学院?", one("学校", name="杭州佛学院")["phoneNumber"])
r = one("加油站", name="绍兴金帝天然气有限公司")
assert r["manager"] == r["legalRepresentative"]  # 老板 reads either way
q("property", "zh", "绍兴金帝天然气有限公司的老板是谁？", r["manager"])
q("property", "zh", "天台华润燃气有限公司的总设计储量是多少？", one("加油站", name="天台华润燃气有限公司")["totalDesignStorage"])
q("property", "zh", "杭州华燃燃气开发应用有限公司绍兴路加气站有多少名职工？",
  one("加油站", name="杭州华燃燃气开发应用有限公司绍兴路加气站")["employeeCount"])
q("property", "zh", "桐乡运河加气站的运营主体是哪家？", one("加油站", name="桐乡运河加气站")["operationSubject"])
q("property", "zh", "浙江大学医学院附属邵逸夫医院是几级医院？", one("医疗机构", name="浙江大学医学院附属邵逸夫医院")["level"])
q("property", "zh", "帮我查一下浙江省人民医院的联系电话", one("医疗机构", name="浙江省人民医院")["phoneNumber"])
q("property", "en", "What is the address of 杭州绿城口腔医院?", one("医疗机构", name="杭州绿城口腔医院")["address"])
q("property", "zh", "天一阁·月湖景区的咨询电话是多少？", one("旅游景点", name="天一阁·月湖景区")["phoneNumber"])
q("property", "zh", "浙江邮电旅行社有限公司的传真号码是多少？", one("旅行社", name="浙江邮电旅行社有限公司")["faxNumber"])
q("property", "zh", "安吉乐途旅行社有限公司能做哪些业务？", one("旅行社", name="安吉乐途旅行社有限公司")["businessScope"])
q("property", "zh", "慈溪市海月寺占地多大面积？", one("宗教场所", name="慈溪市海月寺")["area"])
q("property", "zh", "宁波江北延生禅寺是什么时候登记的？", one("宗教场所", name="宁波江北延生禅寺")["registrationTime"])
q("property", "en", "What is the postal code of 义乌市净居禅寺?", one("宗教场所", name="义乌市净居禅寺")["postalCode"])
q("property", "zh", "萧山区佛教协会的登记证号是多少？", one("协会", name="萧山区佛教协会")["registrationCertificateNumber"])
q("property", "zh", "宁波市佛教协会有官网吗？网址是什么？", one("协会", name="宁波市佛教协会")["website"])

# ---------------------------------------------------------------- aggregate (13)
q("aggregate", "zh", "这些宗教院校的在校生加起来一共有多少人？",
  fmt(sum(num(r["studentCount"]) for r in T["学校"])))
q("aggregate", "zh", "佛教类的院校平均每所有多少学生？",
  avg(num(r["studentCount"]) for r in where("学校", lambda r: r["religion"] == "佛教")))
q("aggregate", "zh", "构成重大危险源的加油站有几家？",
  str(len(where("加油站", lambda r: r["isMajorDangerSource"] == "是"))))
q("aggregate", "zh", "运营主体是中海油的加油站一共有多少个？",
  str(len(where("加油站", lambda r: r["operationSubject"] == "中海油"))))
q("aggregate", "zh", "杨森负责的那几个加气站，职工人数加起来一共多少人？",
  fmt(sum(num(r["employeeCount"]) for r in where("加油站", lambda r: r["manager"] == "杨森"))))
q("aggregate", "en", "How many medical institutions are rated 三级?",
  str(len(where("医疗机构", lambda r: r["level"] == "三级"))))
q("aggregate", "zh", "省本级定点的医疗机构有多少家？",
  str(len(where("医疗机构", lambda r: r["category"] == "省本级定点"))))
q("aggregate", "zh", "全省一共有几处伊斯兰教的宗教活动场所？",
  str(len(where("宗教场所", lambda r: r["religion"] == "伊斯兰教"))))
q("aggregate", "zh", "嵊州市有多少个基督教场所？",
  str(len(where("宗教场所", lambda r: r["county"] == "嵊州市" and r["religion"] == "基督教"))))
q("aggregate", "zh", "新昌县的佛教场所平均占地面积是多少？",
  avg(num(r["area"]) for r in where("宗教场所", lambda r: r["county"] == "新昌县" and r["religion"] == "佛教")))
q("aggregate", "en", "What is the total building area of all religious sites in 嵊泗县?",
  fmt(sum(num(r["buildingArea"]) for r in where("宗教场所", lambda r: r["county"] == "嵊泗县"))))
q("aggregate", "zh", "舟山市一共有多少家旅行社？",
  str(len(where("旅行社", lambda r: r["city"] == "舟山市"))))
q("aggregate", "zh", "类别是社区卫生服务中心的医疗机构有多少家？",
  str(len(where("医疗机构", lambda r: r["category"] == "社区卫生服务中心"))))

# ---------------------------------------------------------------- relation_hop (10)
q("relation_hop", "zh", "浙江神学院所在区县的行政区划代码是多少？",
  region(one("学校", name="浙江神学院")["county"])["id"])
q("relation_hop", "zh", "浙江慈云佛学院所在的县属于哪一级行政区？",
  region(one("学校", name="浙江慈云佛学院")["county"])["label"])
q("relation_hop", "zh", "宁波新奥燃气有限公司的经营许可证什么时候到期？",
  licence(one("加油站", name="宁波新奥燃气有限公司")["businessLicense"])["invalidDate"])
q("relation_hop", "zh", "桐乡运河加气站持有的许可证是哪天生效的？",
  licence(one("加油站", name="桐乡运河加气站")["businessLicense"])["effectiveDate"])
q("relation_hop", "en", "When does the operating licence of 慈溪市煤气有限公司 expire?",
  licence(one("加油站", name="慈溪市煤气有限公司")["businessLicense"])["invalidDate"])
q("relation_hop", "zh", "东阳市天主教爱国会所在地的行政区划代码是多少？",
  region(one("协会", name="东阳市天主教爱国会")["county"])["id"])
q("relation_hop", "zh", "慈溪市海月寺所在区县的行政区划代码是什么？",
  region(one("宗教场所", name="慈溪市海月寺")["county"])["id"])
q("relation_hop", "zh", "绍兴金帝天然气有限公司所在的区，行政区代码是多少？",
  region(one("加油站", name="绍兴金帝天然气有限公司")["county"])["id"])
q("relation_hop", "en", "What is the administrative division code of the county where 浙江道教学院 is located?",
  region(one("学校", name="浙江道教学院")["county"])["id"])
q("relation_hop", "zh", "诸暨市赵家液化石油气贮罐站的经营许可证是从哪天开始生效的？",
  licence(one("加油站", name="诸暨市赵家液化石油气贮罐站")["businessLicense"])["effectiveDate"])

# ---------------------------------------------------------------- two_hop (8)
s = one("学校", name="浙江道教学院")
q("two_hop", "zh", "和浙江道教学院在同一个县的学校还有哪些？",
  names(where("学校", lambda r: r["county"] == s["county"] and r["name"] != s["name"])))
s = one("学校", name="浙江佛学院")
q("two_hop", "zh", "浙江佛学院所在的那个区有哪些加油站？",
  names(where("加油站", lambda r: r["county"] == s["county"])))
s = one("学校", name="浙江神学院")
q("two_hop", "zh", "浙江神学院所在区县里有哪些宗教活动场所？",
  names(where("宗教场所", lambda r: r["county"] == s["county"])))
g = one("加油站", name="嘉兴市加油加气站有限公司东栅站")
q("two_hop", "zh", "跟嘉兴市加油加气站有限公司东栅站用同一张经营许可证的还有哪些站？",
  names(where("加油站", lambda r: r["businessLicense"] == g["businessLicense"] and r["name"] != g["name"])))
g = one("加油站", name="宁海县浙能油气发展有限公司加气母站")
q("two_hop", "zh", "和宁海县浙能油气发展有限公司加气母站是同一个法定代表人的其他加油站有哪些？",
  names(where("加油站", lambda r: r["legalRepresentative"] == g["legalRepresentative"] and r["name"] != g["name"])))
s = one("学校", name="浙江慈云佛学院")
q("two_hop", "zh", "浙江慈云佛学院所在的县一共有多少处天主教场所？",
  str(len(where("宗教场所", lambda r: r["county"] == s["county"] and r["religion"] == "天主教"))))
g = one("加油站", manager="宋立军")
q("two_hop", "en", "When does the licence of the gas station whose manager is 宋立军 expire?",
  licence(g["businessLicense"])["invalidDate"])
g = one("加油站", manager="钱向阳")
q("two_hop", "zh", "负责人是钱向阳的那个注气站，所在区的行政区划代码是多少？", region(g["county"])["id"])

# ---------------------------------------------------------------- superlative (8)
q("superlative", "zh", "哪所宗教院校在校学生最多？", argbest(T["学校"], lambda r: int(r["studentCount"])))
q("superlative", "zh", "成立最早的宗教院校是哪所？", argbest(T["学校"], lambda r: date(r["establishmentDate"]), min))
q("superlative", "zh", "总设计储量最大的是哪家加油站？",
  argbest(T["加油站"], lambda r: num(r["totalDesignStorage"]) if r["totalDesignStorage"] else None))
q("superlative", "en", "Which gas station has the most employees?",
  argbest(T["加油站"], lambda r: int(r["employeeCount"]) if r["employeeCount"] else None))
q("superlative", "zh", "专职教师最少的是哪所学校？",
  argbest(T["学校"], lambda r: int(r["professorCount"]) if r["professorCount"] else None, min))
q("superlative", "zh", "伊斯兰教场所里面哪一处占地面积最大？",
  argbest(where("宗教场所", lambda r: r["religion"] == "伊斯兰教"), lambda r: num(r["area"])))
q("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪个？",
  argbest(where("宗教场所", lambda r: r["county"] == "嵊泗县"), lambda r: num(r["area"])))
q("superlative", "en", "Which religious association registered most recently?",
  argbest(T["协会"], lambda r: date(r["registrationTime"])))

# ---------------------------------------------------------------- filter (8)
q("filter", "zh", "哪些加油站构成重大危险源？", names(where("加油站", lambda r: r["isMajorDangerSource"] == "是")))
q("filter", "zh", "运营主体是华润燃气的加油站有哪些？", names(where("加油站", lambda r: r["operationSubject"] == "华润燃气")))
q("filter", "zh", "学制写的是本科四年的学校有哪些？", names(where("学校", lambda r: r["schoolSystem"] == "本科四年")))
q("filter", "zh", "省团体级别的宗教协会有哪些？", names(where("协会", lambda r: r["category"] == "省团体")))
q("filter", "en", "Which schools have an approved enrollment scale (批准办学规模) of at least 300?",
  names(where("学校", lambda r: r["approvalScale"] and int(r["approvalScale"]) >= 300)))
q("filter", "zh", "中石油运营的加油站都有哪些？", names(where("加油站", lambda r: r["operationSubject"] == "中石油")))
q("filter", "zh", "丽水市有哪些旅行社能做出境游业务？",
  names(where("旅行社", lambda r: r["city"] == "丽水市" and "出境" in r["businessScope"])))
q("filter", "en", "Which associations belong to 伊斯兰教?", names(where("协会", lambda r: r["religion"] == "伊斯兰教")))

# ---------------------------------------------------------------- comparison (6)
a, b = one("学校", name="浙江佛学院温州佛学院"), one("学校", name="浙江慈云佛学院")
assert int(a["studentCount"]) != int(b["studentCount"])
q("comparison", "zh", "浙江佛学院温州佛学院和浙江慈云佛学院，哪个学生多？",
  max((a, b), key=lambda r: int(r["studentCount"]))["name"])
a, b = one("学校", name="杭州佛学院"), one("学校", name="浙江神学院")
q("comparison", "zh", "杭州佛学院和浙江神学院哪个成立得早？",
  min((a, b), key=lambda r: date(r["establishmentDate"]))["name"])
a, b = one("加油站", name="宁波新奥燃气有限公司"), one("加油站", name="宁波新捷公运天然气有限公司")
assert int(a["employeeCount"]) != int(b["employeeCount"])
q("comparison", "zh", "宁波新奥燃气有限公司和宁波新捷公运天然气有限公司，哪家职工人数多？",
  max((a, b), key=lambda r: int(r["employeeCount"]))["name"])
a, b = one("宗教场所", name="慈溪市海月寺"), one("宗教场所", name="宁波江北延生禅寺")
q("comparison", "en", "Which has the larger land area, 慈溪市海月寺 or 宁波江北延生禅寺?",
  max((a, b), key=lambda r: num(r["area"]))["name"])
a, b = one("协会", name="萧山区佛教协会"), one("协会", name="东阳市天主教爱国会")
q("comparison", "zh", "萧山区佛教协会和东阳市天主教爱国会，谁登记得更早？",
  min((a, b), key=lambda r: date(r["registrationTime"]))["name"])
a, b = one("加油站", name="中海油浙江新能源有限公司集运加气站"), one("加油站", name="桐乡运河加气站")
la, lb = date(licence(a["businessLicense"])["invalidDate"]), date(licence(b["businessLicense"])["invalidDate"])
assert la != lb
q("comparison", "zh", "中海油浙江新能源有限公司集运加气站和桐乡运河加气站，谁的经营许可证先到期？",
  a["name"] if la < lb else b["name"])

# ---------------------------------------------------------------- described (5)
q("described", "zh", "电话是0571-86888005的那所学校叫什么？", one("学校", phoneNumber="0571-86888005")["name"])
q("described", "zh", "许可证号是L-ZJ00385的旅行社是哪家？", one("旅行社", licenseNumber="L-ZJ00385")["name"])
q("described", "zh", "地址在半山路386号的那个加气站是哪家公司？", one("加油站", address="半山路386号")["name"])
q("described", "en", "Which association has the unified social credit code 51330109502098626T?",
  one("协会", unifiedSocialCreditCode="51330109502098626T")["name"])
q("described", "zh", "联系电话是0571-87217221的医疗机构是哪家？", one("医疗机构", phoneNumber="0571-87217221")["name"])

# ---------------------------------------------------------------- time_window (4)
q("time_window", "zh", "近五年新成立的加油站有哪些？",
  names(where("加油站", lambda r: date(r["buildTime"]) and years_ago(5) <= date(r["buildTime"]) <= AS_OF)))
q("time_window", "zh", "最近十年里成立的宗教院校有哪些？",
  names(where("学校", lambda r: years_ago(10) <= date(r["establishmentDate"]) <= AS_OF)))
q("time_window", "en", "Which gas stations hold an operating licence that is still valid today?",
  names(where("加油站", lambda r: r["businessLicense"]
              and date(licence(r["businessLicense"])["effectiveDate"]) <= AS_OF
              <= date(licence(r["businessLicense"])["invalidDate"]))))
q("time_window", "zh", "近五年登记的道教协会有哪些？",
  names(where("协会", lambda r: r["religion"] == "道教" and date(r["registrationTime"])
              and years_ago(5) <= date(r["registrationTime"]) <= AS_OF)))

# ---------------------------------------------------------------- write
want = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
got = {}
for x in Q:
    got[x["shape"]] = got.get(x["shape"], 0) + 1
assert got == want, got
assert sum(x["lang"] == "en" for x in Q) == 15
assert len({x["question"] for x in Q}) == len(Q) == 80

out = [{"id": "affairqa-r27-%02d" % (i + 1), **x} for i, x in enumerate(Q)]
out = [{"id": x["id"], "question": x["question"], "answer": x["answer"], "shape": x["shape"],
        "lang": x["lang"]} for x in out]
with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote", OUT, len(out))
