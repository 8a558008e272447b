#!/usr/bin/env python3
"""Round 27: held-out logical-form plans (KAG planner style) with gold answers.

Gold is computed here ONLY with the csv module over the raw dataset files:
  /work/shared/datasets/kag-affairqa/sources/*.csv
  /work/shared/datasets/kag-supplychain/sources/*.csv
  /work/shared/datasets/kag-riskmining/sources/*.csv
As-of date for relative windows: 2023-10-15.

Writes six files into ../plans/:
  r27-{affairqa,supplychain,riskmining}-{plans,questions}.json
"""
import csv
import datetime as dt
import json
import os
import re
from collections import defaultdict

DS = "/work/shared/datasets"
AQ = os.path.join(DS, "kag-affairqa", "sources")
SC = os.path.join(DS, "kag-supplychain", "sources")
RM = os.path.join(DS, "kag-riskmining", "sources")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans")
ASOF = dt.date(2023, 10, 15)


def rows(path):
    """Rows as dicts; for duplicated header names the FIRST column wins
    (旅行社.csv has licenseNumber twice; not used for gold here)."""
    with open(path, encoding="utf-8-sig", newline="") as fh:
        r = list(csv.reader(fh))
    head = r[0]
    out = []
    for x in r[1:]:
        if not any(c.strip() for c in x):
            continue
        d = {}
        for i, h in enumerate(head):
            if h not in d:
                d[h] = x[i] if i < len(x) else ""
        out.append(d)
    return out


def one(rs, key, val):
    hit = [r for r in rs if r[key] == val]
    assert len(hit) == 1, (key, val, len(hit))
    return hit[0]


def num(s):
    return float(s)


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def d8(s):
    return dt.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


def dslash(s):
    y, m, d = s.split("/")
    return dt.date(int(y), int(m), int(d))


# ---------------------------------------------------------------- AffairQA
gas = rows(os.path.join(AQ, "加油站.csv"))
lic = rows(os.path.join(AQ, "许可证.csv"))
sch = rows(os.path.join(AQ, "学校.csv"))
xzq = rows(os.path.join(AQ, "行政区.csv"))
med = rows(os.path.join(AQ, "医疗机构.csv"))
tour = rows(os.path.join(AQ, "旅游景点.csv"))
rel = rows(os.path.join(AQ, "宗教场所.csv"))

aq_q = []
aq_p = []


def OUTSTEP(n, alias, q):
    return (f"Step{n}: output `{q}` answer:\n"
            f"Action{n}: get(alias_name={alias},alias_name_set=[{alias}],sub_query=output `{q}` answer:)")


def SPO(n, s, p, o, sq):
    return f"Step{n}: {sq}\nAction{n}: get_spo(s={s} ,p={p},o={o} ,sub_query={sq})"


def add(qs, ps, qid, question, answer, shape, lang, plans):
    assert isinstance(answer, list) and all(isinstance(a, str) for a in answer)
    qs.append({"id": qid, "question": question, "answer": answer, "shape": shape, "lang": lang})
    nlast = sum(1 for _, last in plans if last)
    assert nlast == 1, qid
    assert 2 <= len(plans) <= 3, qid
    for k, (text, last) in enumerate(plans, 1):
        ps.append({"id": f"{qid}#{k}", "qid": qid, "question": question, "plan": text, "last": last})


def J(*parts):
    return "\n".join(parts)


# aq-01 lookup: manager (legal representative differs: distractor)
g = one(gas, "name", "宁波新捷公运天然气有限公司")
assert g["manager"] and g["manager"] != g["legalRepresentative"]
q = "宁波新捷公运天然气有限公司的负责人是谁？"
add(aq_q, aq_p, "plan-r27-aq-01", q, [g["manager"]], "lookup", "zh", [
    (J(SPO(1, "s1:Entity[宁波新捷公运天然气有限公司]", "p1:法定代表人", "o1:Entity", "查询宁波新捷公运天然气有限公司的法定代表人"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[宁波新捷公运天然气有限公司]", "p1:负责人", "o1:Entity", "查询宁波新捷公运天然气有限公司的负责人"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-02 lookup: legal representative, worded 法人
g = one(gas, "name", "杭州富阳江润加气站有限公司")
assert g["legalRepresentative"] != g["manager"]
q = "杭州富阳江润加气站有限公司的法人是谁？"
add(aq_q, aq_p, "plan-r27-aq-02", q, [g["legalRepresentative"]], "lookup", "zh", [
    (J(SPO(1, "s1:加油站[杭州富阳江润加气站有限公司]", "p1:负责人", "o1:人物", "查询杭州富阳江润加气站有限公司的负责人"),
       "Step2: 输出负责人信息\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出负责人信息)"), False),
    (J(SPO(1, "s1:Entity[杭州富阳江润加气站有限公司]", "p1:法人代表", "o1:Entity", "查询杭州富阳江润加气站有限公司的法人代表"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-03 lookup: employee count
g = one(gas, "name", "三门县道生加气站有限公司")
q = "三门县道生加气站有限公司有多少名职工？"
add(aq_q, aq_p, "plan-r27-aq-03", q, [g["employeeCount"]], "lookup", "zh", [
    (SPO(1, "s1:Entity[三门县道生加气站有限公司]", "p1:员工规模", "o1:Entity", "查询三门县道生加气站有限公司的员工规模"), False),
    (J(SPO(1, "s1:Entity[三门县道生加气站有限公司]", "p1:职工数量", "o1:Entity", "查询三门县道生加气站有限公司的职工数量"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-04 hop: gas station -> licence -> invalid date
g = one(gas, "name", "宁波新奥燃气有限公司福庆南路CNG加气站")
L = one(lic, "name", g["businessLicense"])
assert L["invalidDate"]
q = "宁波新奥燃气有限公司福庆南路CNG加气站的燃气经营许可证什么时候到期？"
add(aq_q, aq_p, "plan-r27-aq-04", q, [L["invalidDate"]], "hop", "zh", [
    (J(SPO(1, "s1:Entity[宁波新奥燃气有限公司福庆南路CNG加气站]", "p1:许可证到期时间", "o1:Entity",
           "查询宁波新奥燃气有限公司福庆南路CNG加气站的许可证到期时间"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[宁波新奥燃气有限公司福庆南路CNG加气站]", "p1:经营许可证", "o1:许可证",
           "查询宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[宁波新奥燃气有限公司福庆南路CNG加气站]", "p1:经营许可证", "o1:许可证",
           "查询宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证"),
       SPO(2, "o1:许可证", "p2:失效日期", "o2:Entity", "查询该许可证的失效日期"),
       OUTSTEP(3, "o2", q)), True),
])

# aq-05 hop: licence effective date
g = one(gas, "name", "桐乡运河加气站")
L = one(lic, "name", g["businessLicense"])
assert L["effectiveDate"]
q = "桐乡运河加气站持有的经营许可证是哪天生效的？"
add(aq_q, aq_p, "plan-r27-aq-05", q, [L["effectiveDate"]], "hop", "zh", [
    (J(SPO(1, "s1:加油站[桐乡运河加气站]", "p1:许可证生效日期", "o1:Entity", "查询桐乡运河加气站的许可证生效日期"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:加油站[桐乡运河加气站]", "p1:持有许可证", "o1:许可证", "查询桐乡运河加气站持有的许可证"),
       SPO(2, "o1:Entity", "p2:生效时间", "o2:Entity", "查询许可证的生效时间"),
       OUTSTEP(3, "o2", q)), True),
])

# aq-06 lookup: licence number
g = one(gas, "name", "慈溪市煤气有限公司")
q = "慈溪市煤气有限公司的燃气经营许可证编号是什么？"
add(aq_q, aq_p, "plan-r27-aq-06", q, [g["businessLicense"]], "lookup", "zh", [
    (J(SPO(1, "s1:企业[慈溪市煤气有限公司]", "p1:燃气经营许可证编号", "o1:Entity", "查询慈溪市煤气有限公司的燃气经营许可证编号"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[慈溪市煤气有限公司]", "p1:经营许可证号", "o1:Entity", "查询慈溪市煤气有限公司的经营许可证号"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-07 hop: school's district
s = one(sch, "name", "浙江神学院")
q = "浙江神学院位于哪个区？"
add(aq_q, aq_p, "plan-r27-aq-07", q, [s["county"]], "hop", "zh", [
    (J(SPO(1, "s1:Entity[浙江神学院]", "p1:地址", "o1:Entity", "查询浙江神学院的地址"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:学校[浙江神学院]", "p1:所在区县", "o1:行政区", "查询浙江神学院所在的区县"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-08 two-hop: school -> district -> district label
s = one(sch, "name", "浙江慈云佛学院")
labels = {r["label"] for r in xzq if r["name"] == s["county"]}
assert len(labels) == 1, labels
q = "浙江慈云佛学院所在的区县属于哪一级行政区？"
add(aq_q, aq_p, "plan-r27-aq-08", q, sorted(labels), "two-hop", "zh", [
    (J(SPO(1, "s1:Entity[浙江慈云佛学院]", "p1:行政级别", "o1:Entity", "查询浙江慈云佛学院的行政级别"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:学校[浙江慈云佛学院]", "p1:所在区县", "o1:行政区", "查询浙江慈云佛学院所在的区县"),
       SPO(2, "o1:行政区", "p2:类型", "o2:Entity", "查询该区县属于哪种类型的行政区"),
       OUTSTEP(3, "o2", q)), True),
])

# aq-09 count: gas stations in 北仑区 (exact cell match; one row spells 北仓区)
n = sum(1 for r in gas if r["county"] == "北仑区")
q = "北仑区一共有几座加气站？"
add(aq_q, aq_p, "plan-r27-aq-09", q, [str(n)], "count", "zh", [
    (J(SPO(1, "s1:Entity[北仑区]", "p1:加气站", "o1:加油站", "查询北仑区的加气站"),
       "Step2: 统计加气站的数量\nAction2: count(alias_name=count1,set=o1,sub_query= 统计加气站的数量)"), False),
    (J(SPO(1, "s1:加油站", "p1:所在县区", "o1:Entity[北仑区]", "查询位于北仑区的加油站"),
       "Step2: 统计加油站的数量\nAction2: count(alias_name=count1,set=s1,sub_query=统计加油站的数量)",
       OUTSTEP(3, "count1", q)), True),
])

# aq-10 count: major danger sources
n = sum(1 for r in gas if r["isMajorDangerSource"] == "是")
q = "构成重大危险源的加油站一共有多少个？"
add(aq_q, aq_p, "plan-r27-aq-10", q, [str(n)], "count", "zh", [
    (J(SPO(1, "s1:Entity[重大危险源]", "p1:包含", "o1:加油站", "查询构成重大危险源的加油站"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:加油站", "p1:是否构成重大危险源", "o1:Entity[是]", "查询构成重大危险源的加油站"),
       "Step2: 统计数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计数量)",
       OUTSTEP(3, "count1", q)), True),
])

# aq-11 sum: student count of schools in 西湖区
sel = [r for r in sch if r["county"] == "西湖区"]
assert sel and all(r["studentCount"] for r in sel)
tot = sum(num(r["studentCount"]) for r in sel)
q = "位于西湖区的宗教院校在校生一共有多少人？"
add(aq_q, aq_p, "plan-r27-aq-11", q, [fmt(tot)], "sum", "zh", [
    (J(SPO(1, "s1:学校", "p1:所在区县", "o1:Entity[西湖区]", "查询位于西湖区的学校"),
       OUTSTEP(2, "s1", q)), False),
    (J(SPO(1, "s1:学校", "p1:所在区县", "o1:行政区[西湖区]", "查询位于西湖区的学校"),
       SPO(2, "s1", "p2:在校生人数", "o2:Entity", "查询这些学校的在校生人数"),
       "Step3: 计算在校生总数\nAction3: sum(alias_name=sum1,set=o2,sub_query=计算在校生总数)",
       OUTSTEP(4, "sum1", q)), True),
])

# aq-12 sum: CNG tank count of gas stations in 鄞州区
sel = [r for r in gas if r["county"] == "鄞州区"]
tot = sum(num(r["gasCanCount"]) for r in sel if r["gasCanCount"])
q = "鄞州区所有加油站的压缩天然气罐个数加起来是多少？"
add(aq_q, aq_p, "plan-r27-aq-12", q, [fmt(tot)], "sum", "zh", [
    (J(SPO(1, "s1:加油站", "p1:所在县区", "o1:Entity[鄞州区]", "查询鄞州区的加油站"),
       SPO(2, "s1", "p2:储气罐数量", "o2:Entity", "查询储气罐数量"),
       "Step3: 统计储气罐数量\nAction3: count(alias_name=count1,set=o2,sub_query= 统计储气罐数量)",
       OUTSTEP(4, "count1", q)), False),
    (J(SPO(1, "s1:加油站", "p1:所在县区", "o1:Entity[鄞州区]", "查询鄞州区的加油站"),
       SPO(2, "s1:加油站", "p2:压缩天然气罐个数", "o2:Entity", "查询这些加油站的压缩天然气罐个数"),
       "Step3: 求和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 求和)",
       OUTSTEP(4, "sum1", q)), True),
])

# aq-13 compare: student counts
a = one(sch, "name", "浙江佛学院温州佛学院")
b = one(sch, "name", "浙江神学院")
assert num(a["studentCount"]) != num(b["studentCount"])
win = a if num(a["studentCount"]) > num(b["studentCount"]) else b
q = "浙江佛学院温州佛学院和浙江神学院，哪所学校的在校生更多？"
add(aq_q, aq_p, "plan-r27-aq-13", q, [win["name"]], "compare", "zh", [
    (J(SPO(1, "s1:学校[浙江佛学院温州佛学院]", "p1:学生人数", "o1:Entity", "查询浙江佛学院温州佛学院的学生人数"),
       SPO(2, "s2:学校[浙江神学院]", "p2:学生人数", "o2:Entity", "查询浙江神学院的学生人数"),
       "Step3: 比较两所学校的在校生人数\nAction3: compare(set=[o1,o2], op=max)"), True),
    (J(SPO(1, "s1:Entity[浙江佛学院温州佛学院]", "p1:招生规模", "o1:Entity", "查询浙江佛学院温州佛学院的招生规模"),
       SPO(2, "s2:Entity[浙江神学院]", "p2:招生规模", "o2:Entity", "查询浙江神学院的招生规模"),
       "Step3: 输出结果\nAction3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query= 输出结果)"), False),
])

# aq-14 compare: founding dates (no placeholder dates involved)
a = one(gas, "name", "绍兴金帝天然气有限公司")
b = one(gas, "name", "诸暨市赵家液化石油气贮罐站")
da, db = dslash(a["buildTime"]), dslash(b["buildTime"])
assert da != db and min(da, db).year > 1900
win = a if da < db else b
q = "绍兴金帝天然气有限公司与诸暨市赵家液化石油气贮罐站，哪家成立得更早？"
add(aq_q, aq_p, "plan-r27-aq-14", q, [win["name"]], "compare", "zh", [
    (J(SPO(1, "s1:Entity[绍兴金帝天然气有限公司]", "p1:成立时间", "o1:Entity", "查询绍兴金帝天然气有限公司的成立时间"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[绍兴金帝天然气有限公司]", "p1:成立日期", "o1:Entity", "查询绍兴金帝天然气有限公司的成立日期"),
       SPO(2, "s2:Entity[诸暨市赵家液化石油气贮罐站]", "p2:成立日期", "o2:Entity", "查询诸暨市赵家液化石油气贮罐站的成立日期"),
       "Step3: 比较成立日期，取较早者\nAction3: compare(set=[o1,o2], op=min)",
       "Step4: 输出成立更早的一家\nAction4: get(alias_name=s1,alias_name_set=[s1,  s2],sub_query= 输出成立更早的一家)"), True),
])

# aq-15 superlative: most full-time professors among schools
vals = [(num(r["professorCount"]), r["name"]) for r in sch if r["professorCount"]]
mx = max(v for v, _ in vals)
top = sorted(n for v, n in vals if v == mx)
q = "专职教师人数最多的是哪所学校？"
add(aq_q, aq_p, "plan-r27-aq-15", q, top, "superlative", "zh", [
    (J(SPO(1, "s1:学校", "p1:教师人数", "o1:Entity", "查询各学校的教师人数"),
       "Step2: 按教师人数排序取最大\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
       OUTSTEP(3, "s1", q)), False),
    (J(SPO(1, "s1:学校", "p1:专职教师人数", "o1:Entity", "查询各学校的专职教师人数"),
       "Step2: 按专职教师人数排序取最多的学校\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
       OUTSTEP(3, "s1", q)), True),
])

# aq-16 superlative: largest total design storage
vals = [(num(r["totalDesignStorage"]), r["name"]) for r in gas if r["totalDesignStorage"]]
mx = max(v for v, _ in vals)
top = sorted(n for v, n in vals if v == mx)
assert len(top) == 1
q = "总设计储量最大的加油站是哪一个？"
add(aq_q, aq_p, "plan-r27-aq-16", q, top, "superlative", "zh", [
    (J(SPO(1, "s1:加油站", "p1:储量", "o1:Entity", "查询加油站的储量"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:加油站", "p1:总设计储量", "o1:Entity", "查询所有加油站的总设计储量"),
       "Step2: 按总设计储量降序排列取第一\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
       OUTSTEP(3, "s1", q)), True),
])

# aq-17 lookup: hospital phone
m = one(med, "name", "浙江省肿瘤医院")
q = "浙江省肿瘤医院的联系电话是多少？"
add(aq_q, aq_p, "plan-r27-aq-17", q, [m["phoneNumber"]], "lookup", "zh", [
    (SPO(1, "s1:医疗机构[浙江省肿瘤医院]", "p1:官方网站", "o1:Entity", "查询浙江省肿瘤医院的官方网站"), False),
    (J(SPO(1, "s1:医疗机构[浙江省肿瘤医院]", "p1:联系电话", "o1:Entity", "查询浙江省肿瘤医院的联系电话"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-18 count: level-3 medical institutions
n = sum(1 for r in med if r["level"] == "三级")
q = "级别为三级的医疗机构有多少家？"
add(aq_q, aq_p, "plan-r27-aq-18", q, [str(n)], "count", "zh", [
    (J(SPO(1, "s1:医疗机构", "p1:等级", "o1:Entity[三级甲等]", "查询三级甲等医疗机构"),
       "Step2: 统计数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计数量)",
       OUTSTEP(3, "count1", q)), False),
    (J(SPO(1, "s1:医疗机构", "p1:级别", "o1:Entity[三级]", "查询级别为三级的医疗机构"),
       "Step2: 统计三级医疗机构的数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计三级医疗机构的数量)",
       OUTSTEP(3, "count1", q)), True),
])

# aq-19 lookup (en): attraction level
t = one(tour, "name", "云和梯田景区")
assert not [r for r in tour if "云和梯田" in r["name"] and r["name"] != t["name"]]
q = "What is the A-level rating of the tourist attraction 云和梯田景区?"
add(aq_q, aq_p, "plan-r27-aq-19", q, [t["level"]], "lookup", "en", [
    (J("Step1: Find the rating of 云和梯田景区\n"
       "Action1: get_spo(s=s1:Entity[云和梯田景区] ,p=p1:rating,o=o1:Entity ,sub_query=Find the rating of 云和梯田景区)",
       OUTSTEP(2, "o1", q)), False),
    (J("Step1: Query the level of the tourist attraction 云和梯田景区\n"
       "Action1: get_spo(s=s1:旅游景点[云和梯田景区] ,p=p1:级别,o=o1:Entity ,sub_query=Query the level of the tourist attraction 云和梯田景区)",
       OUTSTEP(2, "o1", q)), True),
])

# aq-20 count (en): AAAAA attractions in 杭州市
n = sum(1 for r in tour if r["city"] == "杭州市" and r["level"] == "AAAAA")
q = "How many AAAAA-level tourist attractions are there in 杭州市?"
add(aq_q, aq_p, "plan-r27-aq-20", q, [str(n)], "count", "en", [
    (J("Step1: Find the 5A scenic spots located in Hangzhou\n"
       "Action1: get_spo(s=s1:TouristAttraction ,p=p1:locatedIn,o=o1:Entity[杭州市] ,sub_query=Find the 5A scenic spots located in Hangzhou)",
       "Step2: Count them\nAction2: count(alias_name=count1,set=s1,sub_query=Count them)",
       OUTSTEP(3, "count1", q)), False),
    (J("Step1: Find tourist attractions in 杭州市 whose level is AAAAA\n"
       "Action1: get_spo(s=s1:旅游景点 ,p=p1:所在城市,o=o1:Entity[杭州市] ,s.级别=AAAAA ,sub_query=Find tourist attractions in 杭州市 whose level is AAAAA)",
       "Step2: Count the attractions\nAction2: count(alias_name=count1,set=s1,sub_query=Count the attractions)",
       OUTSTEP(3, "count1", q)), True),
])

# aq-21 lookup: religious place registration time (approval date differs: distractor)
r_ = one(rel, "name", "宁波江北延生禅寺")
assert r_["registrationTime"] != r_["approvalDate"]
q = "宁波江北延生禅寺是什么时候登记的？"
add(aq_q, aq_p, "plan-r27-aq-21", q, [r_["registrationTime"]], "lookup", "zh", [
    (J(SPO(1, "s1:宗教场所[宁波江北延生禅寺]", "p1:批准日期", "o1:Entity", "查询宁波江北延生禅寺的批准日期"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:宗教场所[宁波江北延生禅寺]", "p1:登记日期", "o1:Entity", "查询宁波江北延生禅寺的登记日期"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-22 empty: attraction without phone
t = one(tour, "name", "潘家浜景区")
assert t["phoneNumber"] == ""
assert not [r for r in tour if "潘家浜" in r["name"] and r["name"] != t["name"]]
q = "潘家浜景区的联系电话是多少？"
add(aq_q, aq_p, "plan-r27-aq-22", q, [], "empty", "zh", [
    (J(SPO(1, "s1:旅游景点[潘家浜景区]", "p1:官方联系方式", "o1:Entity", "查询潘家浜景区的官方联系方式"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:Entity[潘家浜景区]", "p1:电话号码", "o1:Entity", "查询潘家浜景区的电话号码"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-23 empty: gas station without a licence
g = one(gas, "name", "嘉兴中国石化新奥燃气有限公司")
assert g["businessLicense"] == ""
q = "嘉兴中国石化新奥燃气有限公司的经营许可证号是什么？"
add(aq_q, aq_p, "plan-r27-aq-23", q, [], "empty", "zh", [
    (J(SPO(1, "s1:Entity[嘉兴中国石化新奥燃气有限公司]", "p1:营业执照", "o1:Entity", "查询嘉兴中国石化新奥燃气有限公司的营业执照"),
       OUTSTEP(2, "o1", q)), False),
    (J(SPO(1, "s1:加油站[嘉兴中国石化新奥燃气有限公司]", "p1:经营许可证", "o1:许可证", "查询嘉兴中国石化新奥燃气有限公司的经营许可证"),
       OUTSTEP(2, "o1", q)), True),
])

# aq-24 lookup (en): county of a gas station
g = one(gas, "name", "浙江华气能源开发有限公司")
q = "Which county is the gas station 浙江华气能源开发有限公司 located in?"
add(aq_q, aq_p, "plan-r27-aq-24", q, [g["county"]], "lookup", "en", [
    (J("Step1: Query the address of 浙江华气能源开发有限公司\n"
       "Action1: get_spo(s=s1:Entity[浙江华气能源开发有限公司] ,p=p1:address,o=o1:Entity ,sub_query=Query the address of 浙江华气能源开发有限公司)",
       OUTSTEP(2, "o1", q)), False),
    (J("Step1: Query the county where 浙江华气能源开发有限公司 is located\n"
       "Action1: get_spo(s=s1:GasStation[浙江华气能源开发有限公司] ,p=p1:county,o=o1:AdministrativeRegion ,sub_query=Query the county where 浙江华气能源开发有限公司 is located)",
       OUTSTEP(2, "o1", q)), True),
])

# ---------------------------------------------------------------- SupplyChain
comp = rows(os.path.join(SC, "Company.csv"))
prod = rows(os.path.join(SC, "Product.csv"))
sper = rows(os.path.join(SC, "Person.csv"))
sft = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
pce = rows(os.path.join(SC, "ProductChainEvent.csv"))
cupd = rows(os.path.join(SC, "CompanyUpdate.csv"))

cid2name = {c["id"]: c["name"] for c in comp}
cname2id = {c["name"]: c["id"] for c in comp}
assert len(cid2name) == len(cname2id) == len(comp)
cprod = {c["id"]: [p for p in c["product"].split(",") if p] for c in comp}
updated = {c["id"] for c in cupd}
P = {}
for p in prod:  # duplicate product rows are identical (checked)
    key = (p["belongToIndustry"], p["hasSupplyChain"])
    assert P.get(p["id"], key) == key
    P[p["id"]] = key
chain = {k: [x for x in v[1].split(",") if x] for k, v in P.items()}
industry = {k: v[0] for k, v in P.items()}
legal = defaultdict(set)  # company name -> person names
perslegal = {}
for p in sper:
    cs = [c for c in p["legalRepresentative"].split(",") if c]
    perslegal[p["name"]] = set(cs)
    for c in cs:
        legal[c].add(p["name"])
assert len(perslegal) == len(sper)


def inflow(cid, days=None):
    t = 0
    for r in sft:
        if r["dstId"] == cid and (days is None or 0 <= (ASOF - d8(r["transDate"])).days < days):
            t += int(r["transAmt"])
    return t


def outflow(cid, days=None):
    t = 0
    for r in sft:
        if r["srcId"] == cid and (days is None or 0 <= (ASOF - d8(r["transDate"])).days < days):
            t += int(r["transAmt"])
    return t


def main_supply(s, o):
    """mainSupply(s -> o): s's product chains down to a product of o, and
    o's transfers to s exceed 50% of s's total inflow."""
    down = set()
    for p in cprod[s]:
        down |= set(chain.get(p, []))
    if not (down & set(cprod[o])):
        return False
    amt = sum(int(r["transAmt"]) for r in sft if r["srcId"] == o and r["dstId"] == s)
    tot = inflow(s)
    return amt > 0 and tot > 0 and amt / tot > 0.5


sc_q, sc_p = [], []
CH = "传化****限公司"
SJ = "三角***份限公司"
assert CH in cname2id and SJ in cname2id
assert cname2id[CH] not in updated and cname2id[SJ] not in updated


def R(n, sq, s, p, o, extra=""):
    return f"Step{n}:{sq}\nAction{n}:Retrieval(s={s}, p={p}, o={o}{extra})"


def OUTR(n, alias):
    return f"Step{n}:输出{alias}\nAction{n}:output({alias})"


# sc-01 products of a company
ans = sorted(set(cprod[cname2id[SJ]]))
q = "三角***份限公司经营哪些产品？"
add(sc_q, sc_p, "plan-r27-sc-01", q, ans, "lookup-multi", "zh", [
    (J(R(1, "查询三角***份限公司的主营业务", "s1:企业[`三角***份限公司`]", "p1:主营业务", "o1"),
       OUTR(2, "o1")), False),
    (J(R(1, "查询三角***份限公司的经营产品", "s1:企业[`三角***份限公司`]", "p1:经营产品", "o1:产品"),
       OUTR(2, "o1")), True),
])

# sc-02 legal representative of a company (edge stored on Person by company name)
cn = "吉林奇*化****公司"
ans = sorted(legal[cn])
assert len(ans) == 1
q = "吉林奇*化****公司的法人代表是谁？"
add(sc_q, sc_p, "plan-r27-sc-02", q, ans, "inverse-lookup", "zh", [
    (J(R(1, "查询吉林奇*化****公司的法定代表人", "s1:企业[`吉林奇*化****公司`]", "p1:法定代表人", "o1:自然人"),
       OUTR(2, "o1")), False),
    (J(R(1, "哪个自然人是吉林奇*化****公司的法人代表？", "s1:自然人", "p1:法人代表", "o1:企业[`吉林奇*化****公司`]"),
       OUTR(2, "s1")), True),
])

# sc-03 count distinct companies a person represents (list has duplicates)
ans = [str(len(perslegal["臧*"]))]
q = "臧*是多少家公司的法人代表？"
add(sc_q, sc_p, "plan-r27-sc-03", q, ans, "count", "zh", [
    (J(R(1, "查询臧*担任法人代表的公司", "s1:自然人[`臧*`]", "p1:法人代表", "o1:企业"),
       "Step2:统计公司数量\nAction2:Math(content=[`o1`], target=`臧*担任法人代表的公司有多少家`)->math2",
       OUTR(3, "math2")), True),
    (J(R(1, "查询臧*名下的企业", "s1:人物[`臧*`]", "p1:名下企业", "o1:企业"),
       OUTR(2, "o1")), False),
])

# sc-04 other companies sharing the legal representative (excluding itself)
cn = "新晨*国***股*公司"
reps = legal[cn]
ans = sorted({c for p in reps for c in perslegal[p]} - {cn})
q = "与新晨*国***股*公司拥有同一个法人代表的其他公司有哪些？"
add(sc_q, sc_p, "plan-r27-sc-04", q, ans, "rule-derived", "zh", [
    (J(R(1, "查询新晨*国***股*公司的法人代表", "s1:自然人", "p1:法人代表", "o1:企业[`新晨*国***股*公司`]"),
       R(2, "查询该法人代表担任法人的其他公司", "s1", "p2:法人代表", "o2:企业"),
       OUTR(3, "o2")), False),
    (J(R(1, "查询与新晨*国***股*公司共同法人的公司", "s1:企业[`新晨*国***股*公司`]", "p1:共同法人", "o1:企业"),
       OUTR(2, "o1")), True),
])

# sc-05 total inflow (rule property totalTransInAmt)
ans = [str(inflow(cname2id[CH]))]
q = "传化****限公司总共流入的资金是多少？"
add(sc_q, sc_p, "plan-r27-sc-05", q, ans, "sum", "zh", [
    (J(R(1, "查询向传化****限公司转入资金的公司及交易", "s1:企业", "p1:资金往来", "o1:企业[`传化****限公司`]"),
       "Step2:计算转入金额总和\nAction2:Math(content=[`p1`], target=`计算所有转入传化****限公司的交易金额之和`)->math2",
       OUTR(3, "math2")), False),
    (J(R(1, "查询传化****限公司的总共流入金额", "s1:企业[`传化****限公司`]", "p1:总共流入金额", "o1:金额"),
       OUTR(2, "o1")), True),
])

# sc-06 outflow in the last month (as of 2023-10-15) (en)
ans = [str(outflow(cname2id[CH], 30))]
q = "As of 2023-10-15, how much money did 传化****限公司 transfer out in the last month?"
add(sc_q, sc_p, "plan-r27-sc-06", q, ans, "sum-window", "en", [
    (J("Step1:What is the total outflow of 传化****限公司?\n"
       "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:totalOutflow, o=o1:Amount)",
       "Step2:output o1\nAction2:output(o1)"), False),
    (J("Step1:What is the fund outflow of 传化****限公司 in the last 1 month?\n"
       "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:近1月流出, o=o1:Float)",
       "Step2:output o1\nAction2:output(o1)"), True),
])

# sc-07 inflow in the last 3 months
ans = [str(inflow(cname2id[SJ], 90))]
q = "截至2023年10月15日，三角***份限公司近3个月流入了多少资金？"
add(sc_q, sc_p, "plan-r27-sc-07", q, ans, "sum-window", "zh", [
    (J(R(1, "查询三角***份限公司近三个月的资金流入", "s1:企业[`三角***份限公司`]", "p1:近3月流入", "o1:金额"),
       OUTR(2, "o1")), True),
    (J(R(1, "查询三角***份限公司收到的转账", "s1:企业", "p1:转账", "o1:企业[`三角***份限公司`]"),
       "Step2:计算近三个月流入金额\nAction2:Math(content=[`p1`], target=`2023-07-17至2023-10-15期间转入金额之和`)->math2",
       OUTR(3, "math2")), False),
])

# sc-08 who transferred to a company (edges by id, answer by name)
ans = sorted({cid2name[r["srcId"]] for r in sft if r["dstId"] == cname2id[CH]})
q = "哪些公司给传化****限公司转过账？"
add(sc_q, sc_p, "plan-r27-sc-08", q, ans, "inverse-edge", "zh", [
    (J(R(1, "查询传化****限公司的资金往来公司", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
       OUTR(2, "o1")), False),
    (J(R(1, "查询向传化****限公司转账的公司", "s1:企业", "p1:资金往来", "o1:企业[`传化****限公司`]"),
       OUTR(2, "s1")), True),
])

# sc-09 superlative over outgoing transfers
amt = defaultdict(int)
for r in sft:
    if r["srcId"] == cname2id[CH]:
        amt[r["dstId"]] += int(r["transAmt"])
mx = max(amt.values())
ans = sorted(cid2name[k] for k, v in amt.items() if v == mx)
assert len(ans) == 1
q = "传化****限公司向哪家公司转出的金额最多？"
add(sc_q, sc_p, "plan-r27-sc-09", q, ans, "superlative", "zh", [
    (J(R(1, "查询传化****限公司转账的对象公司", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
       "Step2:找出转账金额最大的公司\nAction2:Math(content=[`o1`,`p1`], target=`传化****限公司转出金额最多的公司是哪家`)->math2",
       OUTR(3, "math2")), True),
    (J(R(1, "查询传化****限公司最大的交易对手", "s1:企业[`传化****限公司`]", "p1:最大交易对手", "o1:企业"),
       OUTR(2, "o1")), False),
])

# sc-10 rule-derived: main supplier of 三角 (mainSupply(s, 三角))
sj = cname2id[SJ]
ans = sorted(cid2name[s] for s in cid2name if s != sj and main_supply(s, sj))
assert ans
q = "三角***份限公司的主要供应商是哪家公司？"
add(sc_q, sc_p, "plan-r27-sc-10", q, ans, "rule-derived", "zh", [
    (J(R(1, "查询三角***份限公司的供应商", "s1:企业[`三角***份限公司`]", "p1:供应商", "o1:企业"),
       OUTR(2, "o1")), False),
    (J(R(1, "查询把三角***份限公司作为主要客户的公司", "s1:企业", "p1:主要客户", "o1:企业[`三角***份限公司`]"),
       OUTR(2, "s1")), True),
])

# sc-11 rule-derived event chain: companies whose cost rises due to the product-chain event
ev = one(pce, "name", "顺丁橡胶成本上涨")
assert ev["index"] == "价格" and ev["trend"] == "上涨"
down = set(chain[ev["subject"]])
hit = sorted(cid2name[c] for c in cid2name if set(cprod[c]) & down)
# the only updated company (浙江**摩托**限公司) has no tyre products either way
for c in updated:
    assert not (set(cprod[c]) & down)
ans = [str(len(hit))]
q = "顺丁橡胶成本上涨事件会导致多少家公司出现成本上涨？"
add(sc_q, sc_p, "plan-r27-sc-11", q, ans, "rule-derived-count", "zh", [
    (J(R(1, "查询顺丁橡胶成本上涨事件导致的公司事件", "s1:产业链事件[`顺丁橡胶成本上涨`]", "p1:导致", "o1:公司事件"),
       R(2, "查询这些公司事件的主体公司", "o1", "p2:主体", "o2:企业"),
       "Step3:统计公司数量\nAction3:Math(content=[`o2`], target=`受影响成本上涨的公司有多少家`)->math3",
       OUTR(4, "math3")), True),
    (J(R(1, "查询顺丁橡胶的下游产品", "s1:产品[`商品化工-橡胶-合成橡胶-顺丁橡胶`]", "p1:供应链", "o1:产品"),
       R(2, "查询经营这些下游产品的公司", "s2:企业", "p2:经营产品", "o1"),
       OUTR(3, "s2")), False),
])

# sc-12 empty: a company no person represents
cn = "耀*集*有公司"
assert cn in cname2id and not legal.get(cn)
q = "耀*集*有公司的法人代表是谁？"
add(sc_q, sc_p, "plan-r27-sc-12", q, [], "empty", "zh", [
    (J(R(1, "查询耀*集*有公司的法人", "s1:企业[`耀*集*有公司`]", "p1:法人", "o1:自然人"),
       OUTR(2, "o1")), False),
    (J(R(1, "哪个自然人是耀*集*有公司的法人代表？", "s1:自然人", "p1:法人代表", "o1:企业[`耀*集*有公司`]"),
       OUTR(2, "s1")), True),
])

# sc-13 rule-derived industry of a company (en)
cn = "北京***能源*保****股**公司"
ans = sorted({industry[p] for p in cprod[cname2id[cn]] if p in industry})
q = "Which industries does 北京***能源*保****股**公司 belong to?"
add(sc_q, sc_p, "plan-r27-sc-13", q, ans, "rule-derived", "en", [
    (J("Step1:What products does 北京***能源*保****股**公司 operate?\n"
       "Action1:Retrieval(s=s1:Company[`北京***能源*保****股**公司`], p=p1:product, o=o1:Product)",
       "Step2:Which industry does each product belong to?\n"
       "Action2:Retrieval(s=o1, p=p2:belongToIndustry, o=o2:Industry)",
       "Step3:output o2\nAction3:output(o2)"), False),
    (J("Step1:Which industry is 北京***能源*保****股**公司 in?\n"
       "Action1:Retrieval(s=s1:企业[`北京***能源*保****股**公司`], p=p1:所在行业, o=o1:产业)",
       "Step2:output o1\nAction2:output(o1)"), True),
])

# ---------------------------------------------------------------- RiskMining
app = rows(os.path.join(RM, "App.csv"))
rcomp = rows(os.path.join(RM, "Company.csv"))
chc = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
dev = rows(os.path.join(RM, "Device.csv"))
rper = rows(os.path.join(RM, "Person.csv"))
pft = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
phc = rows(os.path.join(RM, "Person_hasCert_Cert.csv"))
phd = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
phs = rows(os.path.join(RM, "Person_holdShare_Company.csv"))

pid2name = {p["id"]: p["name"] for p in rper}
pname2id = {p["name"]: p["id"] for p in rper}
assert len(pname2id) == len(rper)
rcid2name = {c["id"]: c["name"] for c in rcomp}
inst = {d["id"]: set(a for a in d["install"].split(",") if a) for d in dev}
pdev = defaultdict(set)
for r in phd:
    pdev[r["src"]].add(r["dst"])
ccert = defaultdict(set)
for r in chc:
    ccert[r["src"]].add(r["dst"])
pshare = defaultdict(set)
for r in phs:
    pshare[r["src"]].add(r["dst"])
appcert = {a["id"]: a["useCert"] for a in app}
gamb = sorted(a["id"] for a in app if "赌博" in a["riskMark"])
fraud = sorted(a["id"] for a in app if a["riskMark"] == "诈骗")


def developed(pid):
    out = set()
    for a in appcert:
        if sum(1 for d in pdev[pid] if a in inst.get(d, ())) > 5:
            out.add(a)
    return out


def released(pid):
    certs = set()
    for c in pshare[pid]:
        certs |= ccert[c]
    return {a for a, c in appcert.items() if c in certs}


rm_q, rm_p = [], []

# rm-01 count devices
pid = pname2id["裘**"]
q = "裘**拥有几台设备？"
add(rm_q, rm_p, "plan-r27-rm-01", q, [str(len(pdev[pid]))], "count", "zh", [
    (J(R(1, "查询裘**拥有的设备", "s1:自然人[`裘**`]", "p1:拥有设备", "o1:设备"),
       "Step2:统计设备数量\nAction2:Math(content=[`o1`], target=`裘**拥有的设备数量`)->math2",
       OUTR(3, "math2")), True),
    (J(R(1, "查询裘**的手机", "s1:自然人[`裘**`]", "p1:手机", "o1:设备"),
       OUTR(2, "o1")), False),
])

# rm-02 two-hop: apps installed on a person's devices
pid = pname2id["左**"]
ans = sorted(set().union(*[inst[d] for d in pdev[pid]]))
assert ans
q = "左**的设备上安装了哪些应用？"
add(rm_q, rm_p, "plan-r27-rm-02", q, ans, "two-hop", "zh", [
    (J(R(1, "查询左**安装的App", "s1:自然人[`左**`]", "p1:安装", "o1:应用"),
       OUTR(2, "o1")), False),
    (J(R(1, "查询左**拥有的设备", "s1:自然人[`左**`]", "p1:拥有设备", "o1:设备"),
       R(2, "查询这些设备安装的应用", "o1", "p2:安装", "o2:应用"),
       OUTR(3, "o2")), True),
])

# rm-03 concept membership: gambling apps
q = "哪些应用属于赌博应用？"
add(rm_q, rm_p, "plan-r27-rm-03", q, gamb, "concept", "zh", [
    (J(R(1, "查询属于赌博应用的App", "s1:应用", "p1:属于", "o1:风险应用[`赌博应用`]"),
       OUTR(2, "s1")), True),
    (J(R(1, "查询风险标记为赌博的应用", "s1:App", "p1:风险标记", "o1:Entity[`赌博`]"),
       OUTR(2, "o1")), False),
])

# rm-04 count (en): fraud apps
q = "How many apps are marked as fraud (诈骗)?"
add(rm_q, rm_p, "plan-r27-rm-04", q, [str(len(fraud))], "count", "en", [
    (J("Step1:Which apps have the risk mark 诈骗?\n"
       "Action1:Retrieval(s=s1:App, p=p1:riskMark, o=o1:Text[`诈骗`])",
       "Step2:How many such apps are there?\n"
       "Action2:Math(content=[`s1`], target=`count the apps marked as fraud`)->math2",
       "Step3:output math2\nAction3:output(math2)"), True),
    (J("Step1:Which apps are fraud apps?\n"
       "Action1:Retrieval(s=s1:App, p=p1:belongTo, o=o1:TaxOfRiskApp[`诈骗应用`])",
       "Step2:output s1\nAction2:output(s1)"), False),
])

# rm-05 count shareholdings
pid = pname2id["柏*"]
q = "柏*持股了几家公司？"
add(rm_q, rm_p, "plan-r27-rm-05", q, [str(len(pshare[pid]))], "count", "zh", [
    (J(R(1, "查询柏*投资的公司", "s1:自然人[`柏*`]", "p1:投资", "o1:企业"),
       OUTR(2, "o1")), False),
    (J(R(1, "查询柏*持股的公司", "s1:自然人[`柏*`]", "p1:持股", "o1:企业"),
       "Step2:统计公司数量\nAction2:Math(content=[`o1`], target=`柏*持股的公司数量`)->math2",
       OUTR(3, "math2")), True),
])

# rm-06 sum of transfers between two persons
a_, b_ = pname2id["柏*"], pname2id["邬**"]
tot = sum(int(r["transAmt"]) for r in pft if r["src"] == a_ and r["dst"] == b_)
q = "柏*一共给邬**转了多少钱？"
add(rm_q, rm_p, "plan-r27-rm-06", q, [str(tot)], "sum", "zh", [
    (J(R(1, "查询柏*向邬**的转账", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`邬**`]"),
       "Step2:计算转账总金额\nAction2:Math(content=[`p1`], target=`柏*向邬**转账的交易金额之和`)->math2",
       OUTR(3, "math2")), True),
    (J(R(1, "查询柏*的转账金额", "s1:自然人[`柏*`]", "p1:转账金额", "o1"),
       OUTR(2, "o1")), False),
])

# rm-07 transfer targets
ans = sorted({pid2name[r["dst"]] for r in pft if r["src"] == pname2id["柏*"]})
q = "柏*给哪些人转过账？"
add(rm_q, rm_p, "plan-r27-rm-07", q, ans, "edge", "zh", [
    (J(R(1, "查询柏*转账的对象", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人"),
       OUTR(2, "o1")), True),
    (J(R(1, "查询给柏*转账的人", "s1:自然人", "p1:转账", "o1:自然人[`柏*`]"),
       OUTR(2, "s1")), False),
])

# rm-08 count with an edge-date filter
a_, b_ = pname2id["柏*"], pname2id["杜*"]
n = sum(1 for r in pft if r["src"] == a_ and r["dst"] == b_ and r["transDate"].startswith("202309"))
q = "2023年9月，柏*给杜*转了几笔账？"
add(rm_q, rm_p, "plan-r27-rm-08", q, [str(n)], "count-filter", "zh", [
    (J(R(1, "查询柏*向杜*的转账记录", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`杜*`]"),
       OUTR(2, "p1")), False),
    (J(R(1, "查询柏*在2023年9月向杜*的转账", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`杜*`]",
         ", p.交易日期>=20230901, p.交易日期<=20230930"),
       "Step2:统计转账笔数\nAction2:Math(content=[`p1`], target=`2023年9月的转账笔数`)->math2",
       OUTR(3, "math2")), True),
])

# rm-09 rule-derived developers of an app
target = "com.qIu.VJbJ"
ans = sorted(pid2name[p] for p in pid2name if target in developed(p))
assert ans
q = "应用com.qIu.VJbJ是谁开发的？"
add(rm_q, rm_p, "plan-r27-rm-09", q, ans, "rule-derived", "zh", [
    (J(R(1, "查询开发了com.qIu.VJbJ的人", "s1:自然人", "p1:开发", "o1:应用[`com.qIu.VJbJ`]"),
       OUTR(2, "s1")), True),
    (J(R(1, "查询安装了com.qIu.VJbJ的设备", "s1:设备", "p1:安装", "o1:应用[`com.qIu.VJbJ`]"),
       R(2, "查询设备的拥有者", "s2:自然人", "p2:拥有设备", "s1"),
       OUTR(3, "s2")), False),
])

# rm-10 rule-derived concept: gambling app bosses
devs_of = defaultdict(set)
for p in pid2name:
    for a in developed(p):
        devs_of[a].add(p)
ftgt = defaultdict(set)
for r in pft:
    ftgt[r["src"]].add(r["dst"])
boss = sorted(pid2name[s] for s in pid2name
              if any(a in gamb and (devs_of[a] & ftgt[s]) for a in released(s)))
assert boss
q = "谁是赌博App老板？"
add(rm_q, rm_p, "plan-r27-rm-10", q, boss, "rule-derived", "zh", [
    (J(R(1, "查询赌博应用的发布者", "s1:自然人", "p1:发布", "o1:风险应用[`赌博应用`]"),
       R(2, "查询这些赌博应用的开发者", "s2:自然人", "p2:开发", "o1"),
       R(3, "查询发布者是否向开发者转账", "s1", "p3:转账关系", "s2"),
       "Step4:根据发布、开发和转账关系推断谁是赌博App老板\n"
       "Action4:Deduce(op=entailment, content=[`s1`,`s2`,`p3`], target=`发布赌博应用并向其开发者转账的人是赌博App老板，谁是赌博App老板？`)->res",
       OUTR(5, "res")), False),
    (J(R(1, "查询属于赌博App老板的自然人", "s1:自然人", "p1:属于", "o1:风险用户[`赌博App老板`]"),
       OUTR(2, "s1")), True),
])

# rm-11 certificate number held by a person (edge targets the certNum, not Cert.id)
pid = pname2id["裘**"]
ans = sorted(r["dst"] for r in phc if r["src"] == pid)
assert len(ans) == 1
q = "裘**拥有的证书编号是什么？"
add(rm_q, rm_p, "plan-r27-rm-11", q, ans, "hop", "zh", [
    (J(R(1, "查询裘**拥有的证书", "s1:自然人[`裘**`]", "p1:拥有证书", "o1:证书"),
       R(2, "查询证书编号", "o1", "p2:证书编号", "o2"),
       OUTR(3, "o2")), True),
    (J(R(1, "查询裘**的证件号码", "s1:自然人[`裘**`]", "p1:证件号码", "o1"),
       OUTR(2, "o1")), False),
])

# rm-12 empty: person with no shareholdings
pid = pname2id["明**"]
assert not pshare[pid]
q = "明**持有哪些公司的股份？"
add(rm_q, rm_p, "plan-r27-rm-12", q, [], "empty", "zh", [
    (J(R(1, "查询明**持股的公司", "s1:自然人[`明**`]", "p1:持股", "o1:企业"),
       OUTR(2, "o1")), True),
    (J(R(1, "查询明**的股东身份", "s1:自然人[`明**`]", "p1:股东", "o1:Entity"),
       OUTR(2, "o1")), False),
])

# rm-13 two-hop: companies holding the certificate an app uses
cert = appcert["com.qIu.VJbJ"]
owners = sorted(rcid2name[c] for c in ccert if cert in ccert[c])
assert owners
# masked names must not collide after collapsing asterisks
assert len({re.sub(r"\*+", "*", n) for n in owners}) == len(owners)
q = "应用com.qIu.VJbJ所使用的证书被哪些公司拥有？"
add(rm_q, rm_p, "plan-r27-rm-13", q, owners, "two-hop", "zh", [
    (J(R(1, "查询应用com.qIu.VJbJ使用的证书", "s1:应用[`com.qIu.VJbJ`]", "p1:使用证书", "o1:证书"),
       R(2, "查询拥有该证书的公司", "s2:企业", "p2:拥有证书", "o1"),
       OUTR(3, "s2")), True),
    (J(R(1, "查询com.qIu.VJbJ的开发公司", "s1:应用[`com.qIu.VJbJ`]", "p1:开发商", "o1:企业"),
       OUTR(2, "o1")), False),
])

# ---------------------------------------------------------------- write
assert len(aq_q) == 24 and len(sc_q) == 13 and len(rm_q) == 13
allq = aq_q + sc_q + rm_q
assert sum(1 for x in allq if x["answer"] == []) == 4
os.makedirs(OUT, exist_ok=True)
for tag, qs, ps in (("affairqa", aq_q, aq_p), ("supplychain", sc_q, sc_p), ("riskmining", rm_q, rm_p)):
    with open(os.path.join(OUT, f"r27-{tag}-questions.json"), "w", encoding="utf-8") as fh:
        json.dump(qs, fh, ensure_ascii=False, indent=1)
    with open(os.path.join(OUT, f"r27-{tag}-plans.json"), "w", encoding="utf-8") as fh:
        json.dump(ps, fh, ensure_ascii=False, indent=1)
    print(tag, len(qs), "questions", len(ps), "plans")
