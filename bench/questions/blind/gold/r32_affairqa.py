#!/usr/bin/env python3
"""Gold generator for blind question set r32 over kag-affairqa (standard library only)."""
import csv
import datetime
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    cands = []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "datasets", "kag-affairqa", "sources"))
        cands.append(os.path.join(d, "datasets", "kag-affairqa", "sources"))
        d = os.path.dirname(d)
    cands.append("/work/shared/datasets/kag-affairqa/sources")
    for c in cands:
        if os.path.isdir(c):
            return c
    raise SystemExit("kag-affairqa sources not found")


SRC = find_sources()
OUT = os.path.normpath(os.path.join(HERE, "..", "r32-affairqa.json"))


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head, body = rows[0], rows[1:]
    out = []
    for r in body:
        if not any(c.strip() for c in r):
            continue
        d = {}
        for i, h in enumerate(head):
            if h in d:  # duplicated header (旅行社 licenseNumber): keep second under a new key
                d[h + "_2"] = r[i] if i < len(r) else ""
            else:
                d[h] = r[i] if i < len(r) else ""
        out.append(d)
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
SPOT = load("旅游景点")
TRAVEL = load("旅行社")
DIST = load("行政区")
LIC = load("许可证")

ASOF = datetime.date(2023, 10, 15)


def pdate(s):
    s = (s or "").strip().replace("-", "/")
    try:
        y, m, d = (int(x) for x in s.split("/"))
        dt = datetime.date(y, m, d)
    except Exception:
        return None
    if dt.year < 1901:  # placeholder dates 1899-12-30, 1900/1/1
        return None
    return dt


def num(s):
    try:
        return float(str(s).strip())
    except Exception:
        return None


def fmt(x):
    x = round(float(x), 2)
    if x == int(x):
        return str(int(x))
    return ("%.2f" % x).rstrip("0").rstrip(".")


def one(rows, **kw):
    hit = [r for r in rows if all(r.get(k) == v for k, v in kw.items())]
    assert len(hit) == 1, (kw, len(hit))
    return hit[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def names(rows):
    seen = []
    for r in rows:
        if r["name"] not in seen:
            seen.append(r["name"])
    return seen


def argbest(rows, key, largest=True):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    return [r for v, r in vals if v == best]


def dist_code(name):
    codes = sorted({d["id"] for d in DIST if d["name"] == name and d["id"]})
    assert len(codes) == 1, (name, codes)
    return codes[0]


def dist_name(code):
    ns = sorted({d["name"] for d in DIST if d["id"] == code and d["label"] == "县级行政区"})
    assert len(ns) == 1, (code, ns)
    return ns[0]


def lic(name):
    return one(LIC, name=name)


Q = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "宁波新捷公运天然气有限公司的负责人是谁？",
    one(GAS, name="宁波新捷公运天然气有限公司")["manager"])
add("property", "zh", "绍兴金帝天然气有限公司有多少名职工？",
    one(GAS, name="绍兴金帝天然气有限公司")["employeeCount"])
add("property", "zh", "天台华润燃气有限公司算不算重大危险源？",
    one(GAS, name="天台华润燃气有限公司")["isMajorDangerSource"])
add("property", "zh", "桐乡运河加气站是哪家在运营的？",
    one(GAS, name="桐乡运河加气站")["operationSubject"])
add("property", "en", "What is the total design storage of 杭州余杭中石化交通能源有限公司?",
    one(GAS, name="杭州余杭中石化交通能源有限公司")["totalDesignStorage"])
add("property", "zh", "浙江神学院现在有多少在校学生？",
    one(SCHOOL, name="浙江神学院")["studentCount"])
add("property", "zh", "浙江道教学院是哪天成立的？",
    one(SCHOOL, name="浙江道教学院")["establishmentDate"])
add("property", "en", "What level of education is 浙江慈云佛学院 approved to offer?",
    one(SCHOOL, name="浙江慈云佛学院")["approvalLevel"])
add("property", "zh", "杭州西溪国家湿地公园是几A级景区？",
    one(SPOT, name="杭州西溪国家湿地公园")["level"])
add("property", "zh", "浙江大学医学院附属儿童医院的联系电话是多少？",
    one(MED, name="浙江大学医学院附属儿童医院")["phoneNumber"])
add("property", "zh", "许可证“嘉桐安监经字(2018)Y007号”从哪天开始生效？",
    lic("嘉桐安监经字(2018)Y007号")["effectiveDate"])
add("property", "zh", "浙江邮电旅行社有限公司的传真号码是多少？",
    one(TRAVEL, name="浙江邮电旅行社有限公司")["faxNumber"])
add("property", "en", "What is the English name of 安吉乐途旅行社有限公司?",
    one(TRAVEL, name="安吉乐途旅行社有限公司")["englishName"])
add("property", "zh", "萧山区佛教协会的登记证号是什么？",
    one(ASSOC, name="萧山区佛教协会")["registrationCertificateNumber"])
add("property", "zh", "东阳市天主教爱国会的邮编是多少？",
    one(ASSOC, name="东阳市天主教爱国会")["postalCode"])
add("property", "zh", "建德市慧华寺占地多大（占地面积）？",
    one(REL, name="建德市慧华寺")["area"])
add("property", "zh", "杭州抱朴道院属于道教的哪个派别？",
    one(REL, name="杭州抱朴道院")["religiousType"])
add("property", "en", "Which groups of people does 杭州中兴医院 serve (service population)?",
    one(MED, name="杭州中兴医院")["servicePopulation"])

# ---------------------------------------------------------------- aggregate (13)
add("aggregate", "zh", "鄞州区一共有几个加油加气站？",
    str(len(where(GAS, lambda r: r["county"] == "鄞州区"))))
add("aggregate", "zh", "运营主体是中海油的加油站，液化天然气罐加起来一共有多少个？",
    fmt(sum(num(r["liquidGasCanCount"]) or 0 for r in GAS if r["operationSubject"] == "中海油")))
add("aggregate", "zh", "有多少个加油站构成了重大危险源？",
    str(len(where(GAS, lambda r: r["isMajorDangerSource"] == "是"))))
add("aggregate", "en", "How many employees in total work at the gas stations whose operator is 中石化杭燃?",
    fmt(sum(num(r["employeeCount"]) or 0 for r in GAS if r["operationSubject"] == "中石化杭燃")))
add("aggregate", "zh", "乐清市有几处天主教的宗教活动场所？",
    str(len(where(REL, lambda r: r["county"] == "乐清市" and r["religion"] == "天主教"))))
add("aggregate", "zh", "道教场所里属于全真教派的有多少个？",
    str(len(where(REL, lambda r: r["religion"] == "道教" and r["religiousType"] == "全真教"))))
add("aggregate", "zh", "温州市一共有多少个基督教的协会团体？",
    str(len(where(ASSOC, lambda r: r["city"] == "温州市" and r["religion"] == "基督教"))))
add("aggregate", "zh", "类别为医院、级别为三级的医疗机构有多少家？",
    str(len(where(MED, lambda r: r["category"] == "医院" and r["level"] == "三级"))))
add("aggregate", "zh", "舟山市的A级（一A）旅游景点有几个？",
    str(len(where(SPOT, lambda r: r["city"] == "舟山市" and r["level"] == "A"))))
add("aggregate", "zh", "舟山市有多少家旅行社的所在区县登记为普陀山管委会？",
    str(len(where(TRAVEL, lambda r: r["city"] == "舟山市" and r["county"] == "普陀山管委会"))))
add("aggregate", "en", "How many travel agencies in 湖州市 list outbound tourism (出境) in their business scope?",
    str(len(where(TRAVEL, lambda r: r["city"] == "湖州市" and "出境" in r["businessScope"]))))
add("aggregate", "zh", "佛教院校的在校生加起来一共多少人？",
    fmt(sum(num(r["studentCount"]) or 0 for r in SCHOOL if r["religion"] == "佛教")))
add("aggregate", "zh", "杭州市的几所宗教院校，教师人数加起来是多少？",
    fmt(sum(num(r["teacherCount"]) or 0 for r in SCHOOL if r["city"] == "杭州市")))

# ---------------------------------------------------------------- relation_hop (10)
_s = one(SCHOOL, name="中国佛学院普陀山学院")
add("relation_hop", "zh", "中国佛学院普陀山学院在哪个区县？请给出区县名称。", dist_name(_s["county"]))
add("relation_hop", "zh", "三门县道生加气站有限公司所在区县的行政区划代码是多少？",
    dist_code(one(GAS, name="三门县道生加气站有限公司")["county"]))
add("relation_hop", "zh", "桐乡运河加气站的经营许可证什么时候到期？",
    lic(one(GAS, name="桐乡运河加气站")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "绍兴金帝天然气有限公司持有的经营许可证是哪天生效的？",
    lic(one(GAS, name="绍兴金帝天然气有限公司")["businessLicense"])["effectiveDate"])
add("relation_hop", "zh", "东钱湖旅游度假区佛教协会登记的所在区县代码对应哪个区县？",
    dist_name(one(ASSOC, name="东钱湖旅游度假区佛教协会")["county"]))
add("relation_hop", "en", "What is the administrative division code of the district where 浙江神学院 is located?",
    dist_code(one(SCHOOL, name="浙江神学院")["county"]))
add("relation_hop", "zh", "建德市慧华寺所在县市的行政区划代码是什么？",
    dist_code(one(REL, name="建德市慧华寺")["county"]))
add("relation_hop", "zh", "安吉乐途旅行社有限公司所在的区县，它的区划代码是多少？",
    dist_code(one(TRAVEL, name="安吉乐途旅行社有限公司")["county"]))
add("relation_hop", "en", "When did the business licence held by 慈溪市煤气有限公司 expire?",
    lic(one(GAS, name="慈溪市煤气有限公司")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "中海油浙江新能源有限公司集运加气站的许可证有效期从哪天开始？",
    lic(one(GAS, name="中海油浙江新能源有限公司集运加气站")["businessLicense"])["effectiveDate"])

# ---------------------------------------------------------------- two_hop (8)
_c = one(REL, name="建德市慧华寺")["county"]
add("two_hop", "zh", "建德市慧华寺所在的县市，当地的佛教协会叫什么名字？",
    names(where(ASSOC, lambda r: r["county"] == _c and r["religion"] == "佛教")))
_c = one(SCHOOL, name="浙江道教学院")["county"]
add("two_hop", "zh", "浙江道教学院所在的区县一共有多少个道教场所？",
    str(len(where(REL, lambda r: r["county"] == _c and r["religion"] == "道教"))))
_c = one(GAS, name="温岭市建设燃气有限公司")["county"]
add("two_hop", "zh", "和温岭市建设燃气有限公司在同一个区县的其他加油站还有哪些？",
    names(where(GAS, lambda r: r["county"] == _c and r["name"] != "温岭市建设燃气有限公司")))
_c = dist_name(one(SCHOOL, name="中国佛学院普陀山学院")["county"])
add("two_hop", "zh", "中国佛学院普陀山学院所在区县有哪些佛教协会？",
    names(where(ASSOC, lambda r: r["county"] == _c and r["religion"] == "佛教")))
_g = where(GAS, lambda r: r["legalRepresentative"] == "宋伟")
assert len(_g) == 1
add("two_hop", "zh", "法定代表人是宋伟的那个加气站，它的经营许可证哪天失效？",
    lic(_g[0]["businessLicense"])["invalidDate"])
_c = one(SCHOOL, name="浙江神学院")["county"]
add("two_hop", "en", "How many travel agencies are registered in the same district as 浙江神学院?",
    str(len(where(TRAVEL, lambda r: r["county"] == _c))))
_c = one(GAS, name="天台华润燃气有限公司")["county"]
add("two_hop", "zh", "天台华润燃气有限公司所在的县里有哪些宗教院校？",
    names(where(SCHOOL, lambda r: r["county"] == _c)))
_c = one(GAS, name="杭州富阳江润加气站有限公司")["county"]
add("two_hop", "zh", "杭州富阳江润加气站有限公司所在区县有几个基督教场所？",
    str(len(where(REL, lambda r: r["county"] == _c and r["religion"] == "基督教"))))

# ---------------------------------------------------------------- superlative (8)
add("superlative", "zh", "哪所宗教院校的在校生人数最多？",
    names(argbest(SCHOOL, lambda r: num(r["studentCount"]))))
add("superlative", "zh", "成立时间最早的宗教院校是哪一所？",
    names(argbest(SCHOOL, lambda r: pdate(r["establishmentDate"]), largest=False)))
add("superlative", "zh", "职工人数最多的加油站是哪家？",
    names(argbest(GAS, lambda r: num(r["employeeCount"]))))
add("superlative", "zh", "液化天然气罐数量最多的加油站有哪些？（并列的都列出来）",
    names(argbest(GAS, lambda r: num(r["liquidGasCanCount"]))))
add("superlative", "zh", "批准日期最早的宗教场所是哪个？",
    names(argbest(REL, lambda r: pdate(r["approvalDate"]), largest=False)))
add("superlative", "en", "Which city has the fewest travel agencies?",
    [k for k, v in Counter(r["city"] for r in TRAVEL if r["city"]).items()
     if v == min(Counter(r["city"] for r in TRAVEL if r["city"]).values())])
add("superlative", "en", "Which religious venue in 天台县 covers the largest land area?",
    names(argbest(where(REL, lambda r: r["county"] == "天台县"), lambda r: num(r["area"]))))
_zc = Counter(r["county"] for r in TRAVEL if r["city"] == "舟山市")
add("superlative", "zh", "舟山市哪个区县的旅行社数量最多？",
    [k for k, v in _zc.items() if v == max(_zc.values())])

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "位于西湖区的宗教院校有哪些？",
    names(where(SCHOOL, lambda r: r["county"] == "西湖区")))
add("filter", "zh", "柯城区有哪些加油加气站？",
    names(where(GAS, lambda r: r["county"] == "柯城区")))
add("filter", "zh", "列出级别为一级、运营主体是中石化的加油站。",
    names(where(GAS, lambda r: r["level"] == "一级" and r["operationSubject"] == "中石化")))
add("filter", "zh", "哪些宗教院校不是佛教的？",
    names(where(SCHOOL, lambda r: r["religion"] and r["religion"] != "佛教")))
add("filter", "zh", "舟山市的宗教协会中，不属于基督教的有哪些？",
    names(where(ASSOC, lambda r: r["city"] == "舟山市" and r["religion"] and r["religion"] != "基督教")))
add("filter", "zh", "哪些社区卫生服务中心的级别是二级？",
    names(where(MED, lambda r: r["category"] == "社区卫生服务中心" and r["level"] == "二级")))
add("filter", "en", "Which gas stations are operated by 中石油?",
    names(where(GAS, lambda r: r["operationSubject"] == "中石油")))
add("filter", "zh", "镇海区的加气站里，运营主体不是中海油的有哪些？",
    names(where(GAS, lambda r: r["county"] == "镇海区" and r["operationSubject"] != "中海油")))

# ---------------------------------------------------------------- comparison (6)
def cmp2(a, b, va, vb, larger=True):
    assert va != vb, (a, b, va, vb)
    return a if (va > vb) == larger else b


add("comparison", "zh", "浙江神学院和浙江道教学院，哪个的教师人数更多？",
    cmp2("浙江神学院", "浙江道教学院", num(one(SCHOOL, name="浙江神学院")["teacherCount"]),
         num(one(SCHOOL, name="浙江道教学院")["teacherCount"])))
add("comparison", "zh", "乐清市和瑞安市比，哪边的宗教场所更多？",
    cmp2("乐清市", "瑞安市", len(where(REL, lambda r: r["county"] == "乐清市")),
         len(where(REL, lambda r: r["county"] == "瑞安市"))))
add("comparison", "zh", "温州市和金华市，哪个城市的旅行社多一些？",
    cmp2("温州市", "金华市", len(where(TRAVEL, lambda r: r["city"] == "温州市")),
         len(where(TRAVEL, lambda r: r["city"] == "金华市"))))
add("comparison", "en", "Which was established earlier: 宁波新奥燃气有限公司 or 宁波新奥燃气有限公司福庆南路CNG加气站?",
    cmp2("宁波新奥燃气有限公司", "宁波新奥燃气有限公司福庆南路CNG加气站",
         pdate(one(GAS, name="宁波新奥燃气有限公司")["buildTime"]),
         pdate(one(GAS, name="宁波新奥燃气有限公司福庆南路CNG加气站")["buildTime"]), larger=False))
add("comparison", "zh", "萧山区佛教协会和杭州市余杭区佛教协会，哪个登记得更早？",
    cmp2("萧山区佛教协会", "杭州市余杭区佛教协会",
         pdate(one(ASSOC, name="萧山区佛教协会")["registrationTime"]),
         pdate(one(ASSOC, name="杭州市余杭区佛教协会")["registrationTime"]), larger=False))
add("comparison", "zh", "台州市和温州市相比，哪个城市的宗教协会数量更多？",
    cmp2("台州市", "温州市", len(where(ASSOC, lambda r: r["city"] == "台州市")),
         len(where(ASSOC, lambda r: r["city"] == "温州市"))))

# ---------------------------------------------------------------- described (5)
add("described", "zh", "负责人叫钱向阳的那个天然气注气站，全称是什么？",
    names(where(GAS, lambda r: r["manager"] == "钱向阳")))
add("described", "zh", "地址在文成县西坑畲族镇安福寺的那所佛学院叫什么？",
    names(where(SCHOOL, lambda r: "文成县西坑畲族镇安福寺" in r["address"])))
add("described", "zh", "电话是0571-87910935的宗教院校是哪所？",
    names(where(SCHOOL, lambda r: r["phoneNumber"] == "0571-87910935")))
add("described", "en", "Which scenic area has the phone number 0574-55883721?",
    names(where(SPOT, lambda r: r["phoneNumber"] == "0574-55883721")))
add("described", "zh", "登记证号是“浙东社证字第62号”的是哪个协会？",
    names(where(ASSOC, lambda r: r["registrationCertificateNumber"] == "浙东社证字第62号")))

# ---------------------------------------------------------------- time_window (4)
add("time_window", "zh", "截至2023年10月15日，近三年内（2020年10月15日之后）获批的宗教场所有哪些？",
    names(where(REL, lambda r: pdate(r["approvalDate"]) and
                datetime.date(2020, 10, 15) < pdate(r["approvalDate"]) <= ASOF)))
add("time_window", "zh", "2016年（2016年1月1日到12月31日之间）成立的宗教院校有哪些？",
    names(where(SCHOOL, lambda r: pdate(r["establishmentDate"]) and
                datetime.date(2016, 1, 1) <= pdate(r["establishmentDate"]) <= datetime.date(2016, 12, 31))))
add("time_window", "zh", "以2023年10月15日为准，哪些许可证还在有效期内？",
    names(where(LIC, lambda r: pdate(r["effectiveDate"]) and pdate(r["invalidDate"]) and
                pdate(r["effectiveDate"]) <= ASOF <= pdate(r["invalidDate"]))))
add("time_window", "en", "Which gas stations were established between 2018-01-01 and 2018-12-31?",
    names(where(GAS, lambda r: pdate(r["buildTime"]) and
                datetime.date(2018, 1, 1) <= pdate(r["buildTime"]) <= datetime.date(2018, 12, 31))))

# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    assert q["answer"] and all(a.strip() for a in q["answer"]), q
    out.append({"id": "affairqa-r32-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("wrote", OUT, len(out), dict(Counter(q["shape"] for q in out)), dict(Counter(q["lang"] for q in out)))
