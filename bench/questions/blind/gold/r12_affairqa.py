"""Gold answers for the blind AffairQA question set r12 (80 questions).

Reads only the raw CSV tables of ../shared/datasets/kag-affairqa/sources with the csv module
and writes bench/questions/blind/r12-affairqa.json. Every answer is computed here; questions
whose answer depends on a choice (superlatives, comparisons, described entities) assert that
the choice is unique. As-of date for time windows: 2023-10-15.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
SRC = os.path.abspath(os.path.join(MAIN, "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.join(MAIN, "bench", "questions", "blind", "r12-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


T = {name: load(name) for name in
     ["加油站", "医疗机构", "学校", "旅游景点", "旅行社", "宗教场所", "协会", "政府机构", "行政区", "许可证"]}


def one(table, name):
    rows = [r for r in T[table] if r["name"] == name]
    assert len(rows) == 1, (table, name, len(rows))
    return rows[0]


def only(rows, what):
    assert len(rows) == 1, (what, [r.get("name") for r in rows])
    return rows[0]


def num(x):
    x = (x or "").strip()
    if not re.fullmatch(r"[+-]?\d+(\.\d+)?", x):
        return None
    return float(x)


def day(x):
    x = (x or "").strip()
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", x)
    if not m:
        return None
    return datetime.date(*map(int, m.groups()))


PLACEHOLDER_DAYS = {datetime.date(1900, 1, 1), datetime.date(1899, 12, 30)}


def real_day(x):
    d = day(x)
    return None if d is None or d in PLACEHOLDER_DAYS else d


def fmt(n):
    return str(int(n)) if float(n).is_integer() else str(n)


def argbest(rows, key, largest=True):
    """The one row with the largest (smallest) key; asserts there is no tie."""
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    hit = [r for v, r in vals if v == best]
    assert len(hit) == 1, ("tie", best, [r["name"] for r in hit])
    return hit[0]


def pick(a, b, key, larger=True):
    """Name of the one of two rows whose key is larger (smaller); asserts no tie."""
    ka, kb = key(a), key(b)
    assert ka is not None and kb is not None and ka != kb, (a["name"], b["name"], ka, kb)
    return a["name"] if (ka > kb) == larger else b["name"]


Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, (str, int, float)):
        answer = [answer]
    answer = [a if isinstance(a, str) else fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), question
    Q.append({"id": "affairqa-r12-%02d" % (len(Q) + 1), "question": question,
              "answer": answer, "shape": shape, "lang": lang})


gas, med, sch, att, agy, rel, asc, gov, reg, lic = (T[k] for k in
    ["加油站", "医疗机构", "学校", "旅游景点", "旅行社", "宗教场所", "协会", "政府机构", "行政区", "许可证"])

# ------------------------------------------------------------------ property lookups (18)
add("property", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
    one("加油站", "宁波新奥燃气有限公司福庆南路CNG加气站")["manager"])
add("property", "zh", "中海油浙江新能源有限公司集运加气站液化天然气罐的总容积是多少",
    one("加油站", "中海油浙江新能源有限公司集运加气站")["liquidGasCanVolume"])
add("property", "zh", "查一下杭州杭钢亚盛天然气有限公司有多少职工",
    one("加油站", "杭州杭钢亚盛天然气有限公司")["employeeCount"])
add("property", "en", "Which operating entity (运营主体) runs 三门县道生加气站有限公司?",
    one("加油站", "三门县道生加气站有限公司")["operationSubject"])
add("property", "zh", "浙江佛学院批准的办学规模是多少人？",
    one("学校", "浙江佛学院")["approvalScale"])
add("property", "zh", "浙江神学院实行什么学制",
    one("学校", "浙江神学院")["schoolSystem"])
add("property", "en", "What is the unified social credit code of 浙江道教学院?",
    one("学校", "浙江道教学院")["unifiedSocialCreditCode"])
add("property", "zh", "浙江省肿瘤医院的联系电话是多少？",
    one("医疗机构", "浙江省肿瘤医院")["phoneNumber"])
add("property", "zh", "杭州茗芽口腔门诊部的服务人群有哪些",
    one("医疗机构", "杭州茗芽口腔门诊部")["servicePopulation"])
add("property", "zh", "苍南县佛教协会有官方网站吗？网址是什么",
    one("协会", "苍南县佛教协会")["website"])
add("property", "zh", "萧山区佛教协会的登记证号",
    one("协会", "萧山区佛教协会")["registrationCertificateNumber"])
add("property", "zh", "德清县庆云观属于道教的哪个派别？",
    one("宗教场所", "德清县庆云观")["religiousType"])
add("property", "zh", "宁波阿育王寺是哪一天获批的？",
    one("宗教场所", "宁波阿育王寺")["approvalDate"])
add("property", "en", "What is the English name registered for 浙江邮电旅行社有限公司?",
    one("旅行社", "浙江邮电旅行社有限公司")["englishName"])
add("property", "zh", "建德中国旅行社有限公司的传真号码是多少",
    one("旅行社", "建德中国旅行社有限公司")["faxNumber"])
add("property", "zh", "天一阁·月湖景区的咨询电话？",
    one("旅游景点", "天一阁·月湖景区")["phoneNumber"])
r = [x for x in reg if x["name"] == "三门县"]
assert len({x["id"] for x in r}) == 1 and r[0]["id"]
add("property", "zh", "三门县的行政区划代码是多少？", r[0]["id"])
add("property", "zh", "许可证浙201702000007J是从哪天开始生效的",
    one("许可证", "浙201702000007J")["effectiveDate"])

# ------------------------------------------------------------------ aggregates (13)
add("aggregate", "zh", "表里一共有多少家三级医院？",
    len([x for x in med if x["category"] == "医院" and x["level"] == "三级"]))
add("aggregate", "zh", "省本级定点的医疗机构有几家",
    len([x for x in med if x["category"] == "省本级定点"]))
add("aggregate", "zh", "构成重大危险源的加油站一共有几座？",
    len([x for x in gas if x["isMajorDangerSource"] == "是"]))
add("aggregate", "en", "How many gas stations list 中海油 as their operating entity?",
    len([x for x in gas if x["operationSubject"] == "中海油"]))
add("aggregate", "zh", "伊斯兰教的宗教活动场所全省有多少处？",
    len([x for x in rel if x["religion"] == "伊斯兰教"]))
add("aggregate", "zh", "舟山市属于寺观教堂类别的宗教场所有多少个",
    len([x for x in rel if x["city"] == "舟山市" and x["category"] == "寺观教堂"]))
add("aggregate", "en", "How many religious associations are registered as 省团体 (provincial-level bodies)?",
    len([x for x in asc if x["category"] == "省团体"]))
add("aggregate", "zh", "杭州市的基督教团体里，类别为县团体的有几个？",
    len([x for x in asc if x["city"] == "杭州市" and x["religion"] == "基督教" and x["category"] == "县团体"]))
add("aggregate", "zh", "温州市的旅行社数量是多少",
    len([x for x in agy if x["city"] == "温州市"]))
add("aggregate", "zh", "杭州市业务范围包含出境组团业务的旅行社有多少家？",
    len([x for x in agy if x["city"] == "杭州市" and "出境组团业务" in x["businessScope"]]))
add("aggregate", "zh", "所有宗教院校的在校生加起来一共有多少人",
    sum(int(x["studentCount"]) for x in sch))
ids = {x["id"] for x in reg if x["label"] == "地级行政区"}
names = {x["name"] for x in reg if x["label"] == "地级行政区"}
assert len(ids) == len(names) and "" not in ids
add("aggregate", "zh", "地级行政区一共有几个？", len(names))
add("aggregate", "zh", "名称以“民政局”结尾的政府机构有多少个",
    len([x for x in gov if x["name"].endswith("民政局")]))

# ------------------------------------------------------------------ relation hops (10)
s = one("学校", "浙江道教学院")
add("relation_hop", "zh", "和浙江道教学院在同一个区县的学校还有哪所？",
    [x["name"] for x in sch if x["county"] == s["county"] and x["name"] != s["name"]])
s = one("学校", "浙江神学院")
add("relation_hop", "zh", "浙江神学院所在的区县有哪些宗教协会",
    [x["name"] for x in asc if x["county"] == s["county"]])
s = one("学校", "浙江慈云佛学院")
add("relation_hop", "en", "Which religious associations are based in the same county as 浙江慈云佛学院?",
    [x["name"] for x in asc if x["county"] == s["county"]])
s = one("加油站", "杭州华燃燃气开发应用有限公司绍兴路加气站")
add("relation_hop", "zh", "跟杭州华燃燃气开发应用有限公司绍兴路加气站同一个区的其他加油站有哪些？",
    [x["name"] for x in gas if x["county"] == s["county"] and x["name"] != s["name"]])
s = one("旅行社", "温州市华通国际旅游有限公司")
add("relation_hop", "zh", "温州市华通国际旅游有限公司所在区县还有别的旅行社吗？是哪家",
    [x["name"] for x in agy if x["county"] == s["county"] and x["name"] != s["name"]])
lic_no = "燃气经营许可证-浙2017040000003J"
one("许可证", lic_no)
add("relation_hop", "zh", "持有经营许可证“燃气经营许可证-浙2017040000003J”的加油站有哪些？",
    [x["name"] for x in gas if x["businessLicense"] == lic_no])
add("relation_hop", "zh", "桐乡运河加气站持有的是哪张经营许可证",
    one("许可证", one("加油站", "桐乡运河加气站")["businessLicense"])["name"])
s = one("加油站", "宁波新奥燃气有限公司")
add("relation_hop", "zh", "宁波新奥燃气有限公司的负责人还负责哪个加油站",
    [x["name"] for x in gas if x["manager"] == s["manager"] and x["name"] != s["name"]])
s = one("宗教场所", "杭州海潮寺")
add("relation_hop", "en", "Which gas stations are located in the same district as the temple 杭州海潮寺?",
    [x["name"] for x in gas if x["county"] == s["county"]])
s = one("协会", "龙港市道教协会")
add("relation_hop", "zh", "与龙港市道教协会同在一个县市的其他宗教团体有哪些",
    [x["name"] for x in asc if x["county"] == s["county"] and x["name"] != s["name"]])

# ------------------------------------------------------------------ two hops (8)
add("two_hop", "zh", "宁波新奥燃气有限公司的燃气经营许可证什么时候到期？",
    one("许可证", one("加油站", "宁波新奥燃气有限公司")["businessLicense"])["invalidDate"])
add("two_hop", "en", "When did the operating licence held by 中海油浙江天然气利用有限责任公司宁波永昌天然气加气站 take effect?",
    one("许可证", one("加油站", "中海油浙江天然气利用有限责任公司宁波永昌天然气加气站")["businessLicense"])["effectiveDate"])
s = one("学校", "浙江佛学院温州佛学院")
add("two_hop", "zh", "浙江佛学院温州佛学院所在的县一共有多少个宗教场所？",
    len([x for x in rel if x["county"] == s["county"]]))
s = one("学校", "浙江道教学院")
add("two_hop", "zh", "浙江道教学院所在的县里有几座道教活动场所",
    len([x for x in rel if x["county"] == s["county"] and x["religion"] == "道教"]))
s = one("加油站", "宁波新捷中油天然气有限公司穿山港区加气站")
add("two_hop", "zh", "宁波新捷中油天然气有限公司穿山港区加气站所在区县的行政区划代码",
    sorted({x["id"] for x in reg if x["name"] == s["county"]}))
s = one("学校", "浙江慈云佛学院")
add("two_hop", "en", "What kind of administrative region (its level) is the county where 浙江慈云佛学院 is located?",
    sorted({x["label"] for x in reg if x["name"] == s["county"]}))
s = one("学校", "浙江佛学院天台宗佛学院")
a = only([x for x in asc if x["county"] == s["county"] and x["religion"] == "佛教"], "天台佛协")
add("two_hop", "zh", "浙江佛学院天台宗佛学院所在县的佛教协会，负责人是谁", a["manager"])
s = one("旅行社", "宁波东钱湖旅行社有限公司")
add("two_hop", "zh", "宁波东钱湖旅行社有限公司所在城市有几所宗教院校？",
    len([x for x in sch if x["city"] == s["city"]]))

# ------------------------------------------------------------------ superlatives (8)
add("superlative", "zh", "在校生人数最多的宗教院校是哪所？",
    argbest(sch, lambda x: num(x["studentCount"]))["name"])
add("superlative", "zh", "专职教师最少的是哪个学院",
    argbest(sch, lambda x: num(x["professorCount"]), largest=False)["name"])
add("superlative", "zh", "哪座加油站的职工人数最多？",
    argbest(gas, lambda x: num(x["employeeCount"]))["name"])
add("superlative", "en", "Which gas station has the largest LNG tank design storage (液化天然气罐设计储量)?",
    argbest(gas, lambda x: num(x["liquidGasCanDesignStorage"]))["name"])
add("superlative", "zh", "成立最早的宗教学校是哪一所？",
    argbest(sch, lambda x: real_day(x["establishmentDate"]), largest=False)["name"])
add("superlative", "zh", "最近一次登记成立的宗教团体（协会）是哪个",
    argbest(asc, lambda x: real_day(x["registrationTime"]))["name"])
add("superlative", "zh", "失效日期最早的许可证是哪一张？",
    argbest(lic, lambda x: day(x["invalidDate"]), largest=False)["name"])
c = Counter(x["city"] for x in rel if x["city"])
top = c.most_common(2)
assert top[0][1] > top[1][1]
add("superlative", "zh", "宗教场所数量最多的是哪个城市？", top[0][0])

# ------------------------------------------------------------------ filters (8)
add("filter", "zh", "职工人数超过30人的加油站有哪些？",
    [x["name"] for x in gas if (num(x["employeeCount"]) or 0) > 30])
add("filter", "en", "List the gas stations whose total design storage is at least 100.",
    [x["name"] for x in gas if (num(x["totalDesignStorage"]) or 0) >= 100])
add("filter", "zh", "在校生不到100人的宗教院校",
    [x["name"] for x in sch if num(x["studentCount"]) < 100])
add("filter", "zh", "建筑面积超过10万平方米的宗教场所都有哪些",
    [x["name"] for x in rel if (num(x["buildingArea"]) or 0) > 100000])
add("filter", "zh", "类别是门诊部诊所医务室村卫生室、但级别为二级的医疗机构有哪些？",
    [x["name"] for x in med if x["category"] == "门诊部诊所医务室村卫生室" and x["level"] == "二级"])
add("filter", "zh", "丽水市有哪些5A级旅游景区",
    [x["name"] for x in att if x["city"] == "丽水市" and x["level"] == "AAAAA"])
add("filter", "zh", "名字里带“统战部”的政府机构有哪几个？",
    [x["name"] for x in gov if "统战部" in x["name"]])
add("filter", "zh", "液化天然气罐有3个的加油站是哪些",
    [x["name"] for x in gas if x["liquidGasCanCount"] == "3"])

# ------------------------------------------------------------------ comparisons (6)
add("comparison", "zh", "浙江佛学院和杭州佛学院，哪个成立得更早？",
    pick(one("学校", "浙江佛学院"), one("学校", "杭州佛学院"),
         lambda x: real_day(x["establishmentDate"]), larger=False))
add("comparison", "en", "Which has more students enrolled, 浙江神学院 or 浙江慈云佛学院?",
    pick(one("学校", "浙江神学院"), one("学校", "浙江慈云佛学院"), lambda x: num(x["studentCount"])))
a, b = one("加油站", "天台华润燃气有限公司"), one("加油站", "慈溪市煤气有限公司")
assert num(a["totalDesignStorage"]) != num(b["totalDesignStorage"])
add("comparison", "en", "Is the total design storage of 天台华润燃气有限公司 larger than that of 慈溪市煤气有限公司?",
    "True" if num(a["totalDesignStorage"]) > num(b["totalDesignStorage"]) else "False")
add("comparison", "zh", "浙江省天主教爱国会和浙江省天主教教务委员会谁先登记的？",
    pick(one("协会", "浙江省天主教爱国会"), one("协会", "浙江省天主教教务委员会"),
         lambda x: real_day(x["registrationTime"]), larger=False))
add("comparison", "zh", "许可证浙201802000004J和浙201804050001J哪张先失效",
    pick(one("许可证", "浙201802000004J"), one("许可证", "浙201804050001J"),
         lambda x: day(x["invalidDate"]), larger=False))
add("comparison", "zh", "宁波阿育王寺和普陀山正法讲寺相比，哪个占地面积更大？",
    pick(one("宗教场所", "宁波阿育王寺"), one("宗教场所", "普陀山正法讲寺"), lambda x: num(x["area"])))

# ------------------------------------------------------------------ described (5)
add("described", "zh", "电话是0580-6036762的是哪所学校？",
    only([x for x in sch if x["phoneNumber"] == "0580-6036762"], "school phone")["name"])
add("described", "zh", "英文名为anjilotourtavelco.ltd.的旅行社叫什么",
    only([x for x in agy if x["englishName"] == "anjilotourtavelco.ltd."], "english name")["name"])
add("described", "en", "Which travel agency holds the licence number L-ZJ00848?",
    only([x for x in agy if x["licenseNumber"] == "L-ZJ00848"], "licence")["name"])
add("described", "zh", "网址是www.zjislam.org的宗教团体是哪个？",
    only([x for x in asc if x["website"] == "www.zjislam.org"], "website")["name"])
hit = {x["name"] for x in reg if x["id"] == "330825"}
assert len(hit) == 1, hit
add("described", "zh", "行政区划代码330825对应的是哪个区县", hit.pop())

# ------------------------------------------------------------------ time windows (4), as of 2023-10-15


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


w = [x for x in rel if real_day(x["registrationTime"]) and years_back(3) < real_day(x["registrationTime"]) <= AS_OF]
assert not [x for x in rel if real_day(x["registrationTime"]) == years_back(3)]
add("time_window", "zh", "截至2023年10月15日，近三年新登记的宗教场所有多少个？", len(w))
w = [x for x in asc if real_day(x["registrationTime"]) and years_back(5) < real_day(x["registrationTime"]) <= AS_OF]
assert not [x for x in asc if real_day(x["registrationTime"]) == years_back(5)]
add("time_window", "zh", "以2023年10月15日为准，过去五年里登记的宗教团体有几个", len(w))
w = [x for x in lic if day(x["invalidDate"]) and years_back(2) < day(x["invalidDate"]) <= AS_OF]
assert not [x for x in lic if day(x["invalidDate"]) == years_back(2)]
add("time_window", "en", "As of 15 October 2023, how many licences expired within the past two years?", len(w))
w = [x for x in lic if day(x["invalidDate"]) and day(x["invalidDate"]) < years_back(5)]
assert not [x for x in lic if day(x["invalidDate"]) == years_back(5)]
add("time_window", "zh", "截至2023年10月15日，哪些许可证已经失效超过五年了？", [x["name"] for x in w])

# ------------------------------------------------------------------ checks and output
assert len(Q) == 80, len(Q)
assert len({q["question"] for q in Q}) == 80
with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(Q, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(Q), OUT))
print(Counter(q["shape"] for q in Q), Counter(q["lang"] for q in Q))
