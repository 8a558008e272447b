#!/usr/bin/env python3
"""r32 held-out logical-form plans (KAG planner style) with gold computed from the raw CSVs.

Writes six files under bench/questions/blind/plans/. Standard library only.
"""
import csv
import json
import os
from collections import OrderedDict

DS = "/work/shared/datasets"
AQ = os.path.join(DS, "kag-affairqa", "sources")
SC = os.path.join(DS, "kag-supplychain", "sources")
RM = os.path.join(DS, "kag-riskmining", "sources")
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "plans")


def rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def raw_rows(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f))


def uniq(xs):
    return list(OrderedDict.fromkeys(x for x in xs if x != ""))


def one(rs, key, val):
    hit = [r for r in rs if r[key] == val]
    assert len(hit) == 1, (key, val, len(hit))
    return hit[0]


def num(x):
    x = float(x)
    return str(int(x)) if x == int(x) else ("%.2f" % x).rstrip("0").rstrip(".")


def to_f(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


# ---------------------------------------------------------------- AffairQA
GAS = rows(os.path.join(AQ, "加油站.csv"))
LIC = rows(os.path.join(AQ, "许可证.csv"))
MED = rows(os.path.join(AQ, "医疗机构.csv"))
SIGHT = rows(os.path.join(AQ, "旅游景点.csv"))
ASSOC = rows(os.path.join(AQ, "协会.csv"))
SCHOOL = rows(os.path.join(AQ, "学校.csv"))
REGION = rows(os.path.join(AQ, "行政区.csv"))
VENUE = rows(os.path.join(AQ, "宗教场所.csv"))
AGENCY = raw_rows(os.path.join(AQ, "旅行社.csv"))  # duplicate licenseNumber header: read by position
AG_HEAD, AG = AGENCY[0], AGENCY[1:]
AG_COUNTY = AG_HEAD.index("county")


def aq_get(q, var="o1"):
    return "Step{n}: output `%s` answer:\nAction{n}: get(alias_name=%s,alias_name_set=[%s],sub_query=output `%s` answer:)" % (q, var, var, q)


def steps(*parts):
    """Join step/action pairs, numbering them."""
    out = []
    for i, p in enumerate(parts, 1):
        out.append(p.replace("{n}", str(i)))
    return "\n".join(out)


def spo(s, p, o, sub):
    return "Step{n}: %s\nAction{n}: get_spo(s=%s ,p=%s,o=%s ,sub_query=%s)" % (sub, s, p, o, sub)


def aq_lookup(ent, typ, pred, q, sub=None):
    sub = sub or "查询%s的%s" % (ent, pred)
    return steps(spo("s1:%s[%s]" % (typ, ent), "p1:%s" % pred, "o1:Entity", sub), aq_get(q))


AQ_Q = []


def aq(q, shape, lang, gold, plans):
    AQ_Q.append((q, shape, lang, gold, plans))


# 01 lookup
n = "宁波新奥燃气有限公司福庆南路CNG加气站"
q = n + "的负责人是谁？"
aq(q, "lookup", "zh", [one(GAS, "name", n)["manager"]], [
    (aq_lookup(n, "Entity", "法定代表人", q), False),
    (aq_lookup(n, "加油站", "负责人", q), True),
])

# 02 two-hop: station -> license -> invalid date
n = "宁波市汽车燃气有限公司丽园北路加气站"
q = n + "的燃气经营许可证什么时候到期？"
lic = one(GAS, "name", n)["businessLicense"]
aq(q, "two-hop", "zh", [one(LIC, "name", lic)["invalidDate"]], [
    (aq_lookup(n, "加油站", "许可证到期时间", q), False),
    (steps(spo("s1:加油站[%s]" % n, "p1:经营许可证", "o1:许可证", "查询%s的经营许可证" % n),
           spo("o1", "p2:失效日期", "o2:Entity", "查询该许可证的失效日期"),
           aq_get(q, "o2")), True),
])

# 03 two-hop EN: license effective date
n = "中海油浙江新能源有限公司集运加气站"
q = "When did the operating license of %s take effect?" % n
lic = one(GAS, "name", n)["businessLicense"]
aq(q, "two-hop", "en", [one(LIC, "name", lic)["effectiveDate"]], [
    (steps(spo("s1:GasStation[%s]" % n, "p1:businessLicense", "o1:License", "Find the operating license of %s" % n),
           spo("o1", "p2:effectiveDate", "o2:Date", "Find the effective date of that license"),
           aq_get(q, "o2")), True),
    (aq_lookup(n, "Entity", "licenseStartDate", q, "Find the license start date of %s" % n), False),
])

# 04 count
c = "北仑区"
q = c + "有多少个加油站？"
aq(q, "count", "zh", [str(sum(1 for r in GAS if r["county"] == c))], [
    (steps(spo("s1:Entity[%s]" % c, "p1:加油站", "o1:加油站", "查询%s的加油站" % c),
           "Step{n}: 统计加油站数量\nAction{n}: count(alias_name=count1,set=o1,sub_query=统计加油站数量)",
           aq_get(q, "count1")), False),
    (steps(spo("s1:加油站", "p1:所在县区", "o1:Entity[%s]" % c, "查询位于%s的加油站" % c),
           "Step{n}: 统计%s加油站的个数\nAction{n}: count(alias_name=count1,set=s1,sub_query=统计%s加油站的个数)" % (c, c),
           aq_get(q, "count1")), True),
])

# 05 sum
c = "鄞州区"
q = c + "所有加油站的职工人数加起来是多少？"
aq(q, "sum", "zh", [num(sum(to_f(r["employeeCount"]) or 0 for r in GAS if r["county"] == c))], [
    (steps(spo("s1:加油站", "p1:所在区县", "o1:Entity[%s]" % c, "查询%s的加油站" % c),
           spo("s1", "p2:职工人数", "o2:Entity", "查询这些加油站的职工人数"),
           "Step{n}: 计算职工人数总和\nAction{n}: sum(alias_name=sum1,set=o2,sub_query=计算职工人数总和)",
           aq_get(q, "sum1")), True),
    (steps(spo("s1:Entity[%s]" % c, "p1:员工总数", "o1:Entity", "查询%s加油站的员工总数" % c), aq_get(q)), False),
])

# 06 comparison
a, b = "宁波新奥燃气有限公司", "宁波市汽车燃气有限公司丽园北路加气站"
q = "%s和%s，哪个职工人数更多？" % (a, b)
ea, eb = to_f(one(GAS, "name", a)["employeeCount"]), to_f(one(GAS, "name", b)["employeeCount"])
aq(q, "compare", "zh", [a if ea > eb else b], [
    (steps(spo("s1:加油站[%s]" % a, "p1:职工人数", "o1:Entity", "查询%s的职工人数" % a),
           spo("s2:加油站[%s]" % b, "p2:职工人数", "o2:Entity", "查询%s的职工人数" % b),
           "Step{n}: 比较两者职工人数\nAction{n}: compare(set=[o1,o2], op=max)"), True),
    (steps(spo("s1:Entity[%s]" % a, "p1:员工数量", "o1:Entity", "查询%s的员工数量" % a),
           aq_get(q)), False),
])

# 07 filter: county + major danger source
c = "萧山区"
q = c + "有哪些加油站构成重大危险源？"
aq(q, "filter", "zh", [r["name"] for r in GAS if r["county"] == c and r["isMajorDangerSource"] == "是"], [
    (steps(spo("s1:加油站", "p1:所在县区", "o1:Entity[%s]" % c, "查询%s的加油站" % c),
           aq_get(q, "s1")), False),
    (steps(spo("s1:加油站", "p1:所在县区", "o1:Entity[%s]" % c, "查询%s的加油站" % c),
           spo("s1", "p2:是否构成重大危险源", "o2:Entity[是]", "筛选构成重大危险源的加油站"),
           aq_get(q, "s1")), True),
])

# 08 lookup medical
n = "杭州朱养心中医诊所"
q = n + "在什么地方？"
aq(q, "lookup", "zh", [one(MED, "name", n)["address"]], [
    (aq_lookup(n, "医疗机构", "地址", q), True),
])
AQ_Q[-1][4].insert(0, (aq_lookup(n, "Entity", "所在位置", q), False))

# 09 lookup EN
n = "杭州广慈中医门诊部"
q = "What is the phone number of %s?" % n
aq(q, "lookup", "en", [one(MED, "name", n)["phoneNumber"]], [
    (aq_lookup(n, "MedicalInstitution", "contactNumber", q, "Find the contact number of %s" % n), False),
    (aq_lookup(n, "MedicalInstitution", "phoneNumber", q, "Find the phone number of %s" % n), True),
])

# 10 count with two filters
q = "类别是医院、级别为三级的医疗机构一共有多少家？"
aq(q, "count", "zh", [str(sum(1 for r in MED if r["category"] == "医院" and r["level"] == "三级"))], [
    (steps(spo("s1:医疗机构", "p1:级别", "o1:Entity[三级]", "查询级别为三级的医疗机构"),
           "Step{n}: 统计数量\nAction{n}: count(alias_name=count1,set=s1,sub_query=统计数量)",
           aq_get(q, "count1")), False),
    (steps(spo("s1:医疗机构", "p1:类别", "o1:Entity[医院]", "查询类别为医院的医疗机构"),
           spo("s1", "p2:级别", "o2:Entity[三级]", "筛选级别为三级的医院"),
           "Step{n}: 统计三级医院的数量\nAction{n}: count(alias_name=count1,set=s1,sub_query=统计三级医院的数量)",
           aq_get(q, "count1")), True),
])

# 11 lookup sight level
n = "锦林佛手文化园"
q = n + "是几A级景区？"
aq(q, "lookup", "zh", [one(SIGHT, "name", n)["level"]], [
    (aq_lookup(n, "旅游景点", "景区等级", q), True),
    (aq_lookup(n, "Entity", "A级", q), False),
])

# 12 filter list
c = "衢州市"
q = c + "有哪些5A级旅游景区？"
aq(q, "filter", "zh", [r["name"] for r in SIGHT if r["city"] == c and r["level"] == "AAAAA"], [
    (steps(spo("s1:旅游景点", "p1:所在城市", "o1:Entity[%s]" % c, "查询%s的旅游景点" % c),
           spo("s1", "p2:等级", "o2:Entity[5A]", "筛选5A级景区"),
           aq_get(q, "s1")), False),
    (steps(spo("s1:旅游景点", "p1:所在城市", "o1:Entity[%s]" % c, "查询%s的旅游景点" % c),
           spo("s1", "p2:级别", "o2:Entity[AAAAA]", "筛选级别为AAAAA的景区"),
           aq_get(q, "s1")), True),
])

# 13 count
c = "嘉兴市"
q = c + "有多少个AAAA级景区？"
aq(q, "count", "zh", [str(sum(1 for r in SIGHT if r["city"] == c and r["level"] == "AAAA"))], [
    (steps(spo("s1:Entity[%s]" % c, "p1:4A景区数量", "o1:Entity", "查询%s的4A景区数量" % c), aq_get(q)), False),
    (steps(spo("s1:景区", "p1:所在市", "o1:Entity[%s]" % c, "查询%s的景区" % c),
           spo("s1", "p2:景区级别", "o2:Entity[AAAA]", "筛选4A级景区"),
           "Step{n}: 统计4A景区数量\nAction{n}: count(alias_name=count1,set=s1,sub_query=统计4A景区数量)",
           aq_get(q, "count1")), True),
])

# 14 lookup assoc
n = "椒江区基督教协会"
q = n + "是哪天登记成立的？"
aq(q, "lookup", "zh", [one(ASSOC, "name", n)["registrationTime"]], [
    (aq_lookup(n, "协会", "成立时间", q), False),
    (aq_lookup(n, "协会", "登记时间", q), True),
    (aq_lookup(n, "Entity", "登记日期", q), False),
])

# 15 lookup phone assoc
n = "平湖市天主教爱国会"
q = n + "的联系电话是多少？"
aq(q, "lookup", "zh", [one(ASSOC, "name", n)["phoneNumber"]], [
    (aq_lookup(n, "协会", "联系电话", q), True),
])
AQ_Q[-1][4].append((aq_lookup(n, "宗教团体", "电话", q), False))

# 16 count assoc by religion
q = "伊斯兰教的协会一共有几个？"
aq(q, "count", "zh", [str(sum(1 for r in ASSOC if r["religion"] == "伊斯兰教"))], [
    (steps(spo("s1:协会", "p1:所属宗教", "o1:Entity[伊斯兰教]", "查询所属宗教为伊斯兰教的协会"),
           "Step{n}: 统计协会个数\nAction{n}: count(alias_name=count1,set=s1,sub_query=统计协会个数)",
           aq_get(q, "count1")), True),
    (steps(spo("s1:Entity[伊斯兰教]", "p1:协会", "o1:协会", "查询伊斯兰教协会"),
           "Step{n}: 统计协会个数\nAction{n}: count(alias_name=count1,set=o1,sub_query=统计协会个数)",
           aq_get(q, "count1")), False),
])

# 17 EN lookup school students
n = "浙江神学院"
q = "How many students does %s have?" % n
aq(q, "lookup", "en", [one(SCHOOL, "name", n)["studentCount"]], [
    (aq_lookup(n, "School", "enrollment", q, "Find the enrollment of %s" % n), False),
    (aq_lookup(n, "School", "studentCount", q, "Find the number of students of %s" % n), True),
])

# 18 sum teachers by city
c = "杭州市"
q = "位于%s的宗教院校教师人数合计多少？" % c
aq(q, "sum", "zh", [num(sum(to_f(r["teacherCount"]) or 0 for r in SCHOOL if r["city"] == c))], [
    (steps(spo("s1:学校", "p1:所在城市", "o1:Entity[%s]" % c, "查询%s的宗教院校" % c),
           spo("s1", "p2:教师人数", "o2:Entity", "查询这些院校的教师人数"),
           "Step{n}: 求教师人数之和\nAction{n}: sum(alias_name=sum1,set=o2,sub_query=求教师人数之和)",
           aq_get(q, "sum1")), True),
    (steps(spo("s1:学校", "p1:所在城市", "o1:Entity[%s]" % c, "查询%s的宗教院校" % c),
           spo("s1", "p2:老师数量", "o2:Entity", "查询老师数量"),
           aq_get(q, "o2")), False),
])

# 19 two-hop: school county code -> region name
n = "中国佛学院普陀山学院"
q = n + "所在区县登记的行政区划代码对应哪个行政区？"
code = one(SCHOOL, "name", n)["county"]
aq(q, "two-hop", "zh", uniq(r["name"] for r in REGION if r["id"] == code), [
    (aq_lookup(n, "学校", "所在区县", q), False),
    (steps(spo("s1:学校[%s]" % n, "p1:所在区县", "o1:Entity", "查询%s所在区县的代码" % n),
           spo("s2:行政区", "p2:行政区划代码", "o1", "查询该代码对应的行政区"),
           aq_get(q, "s2")), True),
])

# 20 compare students
a, b = "浙江佛学院", "杭州佛学院"
q = "%s和%s哪个在校学生更多？" % (a, b)
sa, sb = to_f(one(SCHOOL, "name", a)["studentCount"]), to_f(one(SCHOOL, "name", b)["studentCount"])
aq(q, "compare", "zh", [a if sa > sb else b], [
    (steps(spo("s1:Entity[%s]" % a, "p1:规模", "o1:Entity", "查询%s的办学规模" % a),
           spo("s2:Entity[%s]" % b, "p2:规模", "o2:Entity", "查询%s的办学规模" % b),
           aq_get(q, "o1")), False),
    (steps(spo("s1:学校[%s]" % a, "p1:学生人数", "o1:Entity", "查询%s的学生人数" % a),
           spo("s2:学校[%s]" % b, "p2:学生人数", "o2:Entity", "查询%s的学生人数" % b),
           "Step{n}: 比较学生人数\nAction{n}: compare(set=[o1,o2], op=max)"), True),
])

# 21 lookup venue
n = "乐清市南岳镇大崧教堂"
q = n + "的建筑面积是多少？"
aq(q, "lookup", "zh", [one(VENUE, "name", n)["buildingArea"]], [
    (aq_lookup(n, "宗教场所", "占地面积", q), False),
    (aq_lookup(n, "宗教场所", "建筑面积", q), True),
])

# 22 EN count agencies
c = "建德市"
q = "How many travel agencies are located in %s?" % c
aq(q, "count", "en", [str(sum(1 for r in AG if r[AG_COUNTY] == c))], [
    (steps(spo("s1:TravelAgency", "p1:county", "o1:Entity[%s]" % c, "Find travel agencies located in %s" % c),
           "Step{n}: Count the travel agencies\nAction{n}: count(alias_name=count1,set=s1,sub_query=Count the travel agencies)",
           aq_get(q, "count1")), True),
    (steps(spo("s1:Entity[%s]" % c, "p1:hasTravelAgency", "o1:TravelAgency", "Find travel agencies of %s" % c),
           aq_get(q)), False),
])

# 23 no answer
n = "浙江神学院"
q = n + "的校训是什么？"
aq(q, "none", "zh", [], [
    (aq_lookup(n, "学校", "校训", q), False),
    (aq_lookup(n, "宗教院校", "办学理念", q), True),
])

# 24 no answer EN
n = "宁波新奥燃气有限公司"
q = "What is the official website of %s?" % n
aq(q, "none", "en", [], [
    (aq_lookup(n, "GasStation", "officialWebsite", q, "Find the official website of %s" % n), True),
    (aq_lookup(n, "Company", "website", q, "Find the website of %s" % n), False),
])

# ---------------------------------------------------------------- SupplyChain
COMP = rows(os.path.join(SC, "Company.csv"))
PROD = rows(os.path.join(SC, "Product.csv"))
FT = rows(os.path.join(SC, "Company_fundTrans_Company.csv"))
SPER = rows(os.path.join(SC, "Person.csv"))
PCE = rows(os.path.join(SC, "ProductChainEvent.csv"))
CID = {r["name"]: r["id"] for r in COMP}
CNAME = {r["id"]: r["name"] for r in COMP}
PIND = {}
PSUP = {}
for r in PROD:
    PIND.setdefault(r["id"], r["belongToIndustry"])
    PSUP.setdefault(r["id"], [x for x in r["hasSupplyChain"].split(",") if x])


def R(s, p, o):
    return "Retrieval(s=%s, p=%s, o=%s)" % (s, p, o)


def lf(*pairs):
    out = []
    for i, (step, action) in enumerate(pairs, 1):
        out.append("Step%d:%s\nAction%d:%s" % (i, step, i, action))
    return "\n".join(out)


SC_Q = []


def sc(q, shape, lang, gold, plans):
    SC_Q.append((q, shape, lang, gold, plans))


def products(name):
    return [x for x in one(COMP, "name", name)["product"].split(",") if x]


# 01 lookup product
n = "传化****限公司"
q = n + "主营什么产品？"
sc(q, "lookup", "zh", uniq(products(n)), [
    (lf(("查询%s的主营产品" % n, R("s1:企业[`%s`]" % n, "p1:主营产品", "o1:产品")),
        ("输出o1", "output(o1)")), True),
    (lf(("查询%s的业务" % n, R("s1:公司[`%s`]" % n, "p1:业务范围", "o1")),
        ("输出o1", "output(o1)")), False),
])

# 02 two-hop company -> product -> industry
n = "三角***份限公司"
q = n + "的产品属于哪个产业？"
sc(q, "two-hop", "zh", uniq(PIND.get(p, "") for p in products(n)), [
    (lf(("查询%s的所属行业" % n, R("s1:企业[`%s`]" % n, "p1:所在行业", "o1:行业")),
        ("输出o1", "output(o1)")), False),
    (lf(("查询%s经营的产品" % n, R("s1:企业[`%s`]" % n, "p1:经营产品", "o1:产品")),
        ("这些产品属于哪个产业？", R("o1", "p2:所属产业", "o2:产业")),
        ("输出o2", "output(o2)")), True),
])

# 03 sum inflow
n = "传化****限公司"
q = n + "总共收到了多少转入资金？"
sc(q, "sum", "zh", [num(sum(int(r["transAmt"]) for r in FT if r["dstId"] == CID[n]))], [
    (lf(("哪些公司向%s转账？" % n, R("s1:企业", "p1:资金往来", "o1:企业[`%s`]" % n)),
        ("计算转入金额总和", "Math(content=[`p1.交易金额`], target=`转入%s的金额总和`)->math1" % n),
        ("输出math1", "output(math1)")), True),
    (lf(("查询%s的总流入金额" % n, R("s1:企业[`%s`]" % n, "p1:总共流入金额", "o1:金额")),
        ("输出o1", "output(o1)")), False),
])

# 04 EN count outflow transfers
n = "传化****限公司"
q = "How many outgoing fund transfers did %s make?" % n
sc(q, "count", "en", [str(sum(1 for r in FT if r["srcId"] == CID[n]))], [
    (lf(("Which companies received transfers from %s?" % n, R("s1:Company[`%s`]" % n, "p1:transferFundsTo", "o1:Company")),
        ("Count the transfers", "Math(content=[`p1`], target=`number of outgoing transfers`)->math1"),
        ("output math1", "output(math1)")), True),
    (lf(("Find the transfer count of %s" % n, R("s1:Company[`%s`]" % n, "p1:transferCount", "o1:Number")),
        ("output o1", "output(o1)")), False),
])

# 05 argmax payer into company
n = "三角***份限公司"
q = "向%s单笔转账金额最大的是哪家公司？" % n
inc = [r for r in FT if r["dstId"] == CID[n]]
top = max(inc, key=lambda r: int(r["transAmt"]))
sc(q, "argmax", "zh", [CNAME[top["srcId"]]], [
    (lf(("查询向%s转账的公司" % n, R("s1:公司", "p1:转账给", "o1:公司[`%s`]" % n)),
        ("查询转账金额", R("s1", "p2:转账金额", "o2:金额")),
        ("找出金额最大的公司", "Math(content=[`o2`], target=`转账金额最大的公司`)->math3"),
        ("输出math3", "output(math3)")), False),
    (lf(("查询向%s转账的公司及交易金额" % n, R("s1:企业", "p1:资金往来", "o1:企业[`%s`]" % n)),
        ("比较每笔交易金额，找出单笔最大的转出方", "Math(content=[`s1`,`p1.交易金额`], target=`单笔转账金额最大的公司`)->math2"),
        ("输出math2", "output(math2)")), True),
])

# 06 person -> legal representative companies
n = "臧*"
q = n + "担任哪些公司的法定代表人？"
pr = one(SPER, "name", n)
sc(q, "lookup-list", "zh", uniq(pr["legalRepresentative"].split(",")), [
    (lf(("查询%s担任法人的公司" % n, R("s1:自然人[`%s`]" % n, "p1:法人代表", "o1:企业")),
        ("输出o1", "output(o1)")), True),
    (lf(("查询%s所任职的公司" % n, R("s1:人物[`%s`]" % n, "p1:任职", "o1:公司")),
        ("输出o1", "output(o1)")), False),
])

# 07 EN event subject
ev = "顺丁橡胶成本上涨"
q = "Which product is the subject of the industry-chain event %s?" % ev
sc(q, "lookup", "en", [one(PCE, "name", ev)["subject"]], [
    (lf(("What is the subject of %s?" % ev, R("s1:ProductChainEvent[`%s`]" % ev, "p1:subject", "o1:Product")),
        ("output o1", "output(o1)")), True),
    (lf(("What does %s involve?" % ev, R("s1:Event[`%s`]" % ev, "p1:involvedProduct", "o1")),
        ("output o1", "output(o1)")), False),
])

# 08 reverse lookup: companies selling a product
pname = "商品化工-橡胶-合成橡胶-顺丁橡胶"
q = "哪些企业经营%s？" % pname
sc(q, "reverse", "zh", [r["name"] for r in COMP if pname in r["product"].split(",")], [
    (lf(("查询经营%s的企业" % pname, R("s1:企业", "p1:经营产品", "o1:产品[`%s`]" % pname)),
        ("输出s1", "output(s1)")), True),
    (lf(("查询顺丁橡胶的生产商", R("s1:产品[`顺丁橡胶`]", "p1:生产企业", "o1:企业")),
        ("输出o1", "output(o1)")), False),
])

# 09 count downstream
pname = "商品化工-橡胶-合成橡胶-顺丁橡胶"
q = "%s的供应链下游有多少种产品？" % pname
sc(q, "count", "zh", [str(len(uniq(PSUP[pname])))], [
    (lf(("查询%s的供应链产品" % pname, R("s1:产品[`%s`]" % pname, "p1:供应链", "o1:产品")),
        ("统计产品数量", "Math(content=[`o1`], target=`下游产品的数量`)->math2"),
        ("输出math2", "output(math2)")), True),
    (lf(("查询%s的下游产品" % pname, R("s1:产品[`顺丁橡胶`]", "p1:下游产品", "o1:产品")),
        ("统计数量", "Math(content=[`o1`], target=`o1的个数`)->math2"),
        ("输出math2", "output(math2)")), False),
])

# 10 compare ages
a, b = "臧*", "夏**"
q = "%s和%s谁的年龄更大？" % (a, b)
aa, ab = int(one(SPER, "name", a)["age"]), int(one(SPER, "name", b)["age"])
sc(q, "compare", "zh", [a if aa > ab else b], [
    (lf(("比较%s和%s的年龄" % (a, b), "Deduce(op=judgement, content=[`%s`,`%s`], target=`谁的年龄更大`)->res" % (a, b)),
        ("输出res", "output(res)")), False),
    (lf(("查询%s的年龄" % a, R("s1:自然人[`%s`]" % a, "p1:年龄", "o1:年龄")),
        ("查询%s的年龄" % b, R("s2:自然人[`%s`]" % b, "p2:年龄", "o2:年龄")),
        ("比较两人年龄", "Math(content=[`o1`,`o2`], target=`年龄更大的人`)->math3"),
        ("输出math3", "output(math3)")), True),
])

# 11 transfer date
a, b = "浙江**摩托**限公司", "传化****限公司"
q = "%s是哪天向%s转账的？" % (a, b)
sc(q, "lookup", "zh", uniq(r["transDate"] for r in FT if r["srcId"] == CID[a] and r["dstId"] == CID[b]), [
    (lf(("查询%s与%s的资金往来" % (a, b), R("s1:企业[`%s`]" % a, "p1:资金往来", "o1:企业[`%s`]" % b)),
        ("查询交易日期", "output(p1.交易日期)")), False),
    (lf(("查询%s向%s转账的交易日期" % (a, b), R("s1:企业[`%s`]" % a, "p1:转账", "o1:企业[`%s`]" % b)),
        ("获取转账的交易日期", R("p1", "p2:交易日期", "o2:日期")),
        ("输出o2", "output(o2)")), True),
])

# 12 no answer
n = "传化****限公司"
q = n + "的注册资本是多少？"
sc(q, "none", "zh", [], [
    (lf(("查询%s的注册资本" % n, R("s1:企业[`%s`]" % n, "p1:注册资本", "o1:金额")),
        ("输出o1", "output(o1)")), True),
    (lf(("查询%s的注册资金" % n, R("s1:公司[`%s`]" % n, "p1:注册资金", "o1")),
        ("输出o1", "output(o1)")), False),
])

# 13 EN sum outflow in Aug 2023
n = "传化****限公司"
q = "How much did %s transfer out in total during August 2023?" % n
sc(q, "sum-filter", "en",
   [num(sum(int(r["transAmt"]) for r in FT if r["srcId"] == CID[n] and r["transDate"].startswith("202308")))], [
    (lf(("Which transfers did %s make?" % n, R("s1:Company[`%s`]" % n, "p1:fundTransfer", "o1:Company")),
        ("Keep the transfers dated in August 2023 and add their amounts",
         "Math(content=[`p1.transDate`,`p1.transAmt`], target=`total amount transferred out between 20230801 and 20230831`)->math2"),
        ("output math2", "output(math2)")), True),
    (lf(("What is the monthly outflow of %s?" % n, R("s1:Company[`%s`]" % n, "p1:outflowLastMonth", "o1:Amount")),
        ("output o1", "output(o1)")), False),
])

# ---------------------------------------------------------------- RiskMining
RP = rows(os.path.join(RM, "Person.csv"))
RC = rows(os.path.join(RM, "Company.csv"))
RAPP = rows(os.path.join(RM, "App.csv"))
RDEV = rows(os.path.join(RM, "Device.csv"))
RFT = rows(os.path.join(RM, "Person_fundTrans_Person.csv"))
RHD = rows(os.path.join(RM, "Person_hasDevice_Device.csv"))
RHS = rows(os.path.join(RM, "Person_holdShare_Company.csv"))
RCC = rows(os.path.join(RM, "Company_hasCert_Cert.csv"))
PID = {r["name"]: r["id"] for r in RP}
PNAME = {r["id"]: r["name"] for r in RP}
RCNAME = {r["id"]: r["name"] for r in RC}
assert len(PID) == len(RP)

RM_Q = []


def rm(q, shape, lang, gold, plans):
    RM_Q.append((q, shape, lang, gold, plans))


# 01 age
n = "裘**"
q = n + "今年多大？"
rm(q, "lookup", "zh", [one(RP, "name", n)["age"]], [
    (lf(("查询%s的出生年份" % n, R("s1:自然人[`%s`]" % n, "p1:出生年份", "o1:年份")),
        ("计算年龄", "Math(content=[`o1`], target=`今年的年龄`)->math2"), ("输出math2", "output(math2)")), False),
    (lf(("查询%s的年龄" % n, R("s1:自然人[`%s`]" % n, "p1:年龄", "o1:年龄")), ("输出o1", "output(o1)")), True),
])

# 02 phone
n = "柏*"
q = n + "的手机号是多少？"
rm(q, "lookup", "zh", [one(RP, "name", n)["hasPhone"]], [
    (lf(("查询%s的手机号" % n, R("s1:用户[`%s`]" % n, "p1:手机号", "o1")), ("输出o1", "output(o1)")), False),
    (lf(("查询%s的电话号码" % n, R("s1:自然人[`%s`]" % n, "p1:电话号码", "o1:电话")), ("输出o1", "output(o1)")), True),
])

# 03 holdShare
n = "柏*"
q = n + "持有哪些公司的股份？"
rm(q, "lookup-list", "zh", uniq(RCNAME[r["dst"]] for r in RHS if r["src"] == PID[n]), [
    (lf(("查询%s持股的公司" % n, R("s1:自然人[`%s`]" % n, "p1:持股", "o1:企业")), ("输出o1", "output(o1)")), True),
    (lf(("查询%s投资的企业" % n, R("s1:人[`%s`]" % n, "p1:投资", "o1:公司")), ("输出o1", "output(o1)")), False),
])

# 04 sum transfers out
n = "柏*"
q = n + "一共向别人转出了多少钱？"
rm(q, "sum", "zh", [num(sum(int(r["transAmt"]) for r in RFT if r["src"] == PID[n]))], [
    (lf(("查询%s的转账记录" % n, R("s1:自然人[`%s`]" % n, "p1:转账关系", "o1:自然人")),
        ("计算转账金额总和", "Math(content=[`p1.交易金额`], target=`所有转账金额之和`)->math1"),
        ("输出math1", "output(math1)")), True),
    (lf(("查询%s的转出总额" % n, R("s1:自然人[`%s`]" % n, "p1:转出总金额", "o1:金额")),
        ("输出o1", "output(o1)")), False),
])

# 05 count transfers to one person
a, b = "柏*", "杜*"
q = "%s给%s转过几次账？" % (a, b)
rm(q, "count", "zh", [str(sum(1 for r in RFT if r["src"] == PID[a] and r["dst"] == PID[b]))], [
    (lf(("查询%s给%s的转账次数" % (a, b), R("s1:自然人[`%s`]" % a, "p1:转账次数", "o1:次数")),
        ("输出o1", "output(o1)")), False),
    (lf(("查询%s向%s的转账" % (a, b), R("s1:自然人[`%s`]" % a, "p1:转账", "o1:自然人[`%s`]" % b)),
        ("统计转账次数", "Math(content=[`p1`], target=`转账的次数`)->math2"),
        ("输出math2", "output(math2)")), True),
])

# 06 EN argmax receiver of a single transfer
n = "柏*"
q = "Who received the largest single transfer from %s?" % n
outs = [r for r in RFT if r["src"] == PID[n]]
top = max(outs, key=lambda r: int(r["transAmt"]))
rm(q, "argmax", "en", [PNAME[top["dst"]]], [
    (lf(("Who did %s transfer money to?" % n, R("s1:Person[`%s`]" % n, "p1:transferTo", "o1:Person")),
        ("What are the amounts?", R("s1", "p2:transAmt", "o2:Amount")),
        ("Which receiver got the largest single amount?", "Math(content=[`o1`,`o2`], target=`receiver of the largest single transfer`)->math3"),
        ("output math3", "output(math3)")), True),
    (lf(("Who is the top payee of %s?" % n, R("s1:Person[`%s`]" % n, "p1:topPayee", "o1:Person")),
        ("output o1", "output(o1)")), False),
])

# 07 filter apps by risk mark
q = "哪些应用被标记为赌博风险？"
rm(q, "filter", "zh", [r["id"] for r in RAPP if "赌博" in r["riskMark"]], [
    (lf(("查询属于赌博应用的App", R("s1:应用", "p1:属于", "o1:风险应用[`赌博应用`]")), ("输出s1", "output(s1)")), False),
    (lf(("查询风险标记为赌博的应用", R("s1:应用", "p1:风险标记", "o1:风险类型[`赌博`]")), ("输出s1", "output(s1)")), True),
])

# 08 app cert
n = "com.qIu.VJbJ"
q = "应用%s使用的证书编号是什么？" % n
rm(q, "lookup", "zh", [one(RAPP, "id", n)["useCert"]], [
    (lf(("查询%s使用的证书" % n, R("s1:应用[`%s`]" % n, "p1:使用证书", "o1:证书")), ("输出o1", "output(o1)")), True),
    (lf(("查询%s的签名证书" % n, R("s1:App[`%s`]" % n, "p1:签名", "o1")), ("输出o1", "output(o1)")), False),
])

# 09 count devices
n = "裘**"
q = n + "名下有几台设备？"
rm(q, "count", "zh", [str(len(uniq(r["dst"] for r in RHD if r["src"] == PID[n])))], [
    (lf(("查询%s拥有的设备" % n, R("s1:自然人[`%s`]" % n, "p1:拥有设备", "o1:设备")),
        ("统计设备数量", "Math(content=[`o1`], target=`设备的数量`)->math2"),
        ("输出math2", "output(math2)")), True),
    (lf(("查询%s的手机" % n, R("s1:自然人[`%s`]" % n, "p1:使用手机", "o1:手机")),
        ("统计数量", "Math(content=[`o1`], target=`手机数量`)->math2"),
        ("输出math2", "output(math2)")), False),
])

# 10 two-hop app -> cert -> companies
n = "com.CYUwwpj.ceCCEm.LCtzt.NCrUKX"
q = "哪些公司拥有应用%s所用的证书？" % n
cert = one(RAPP, "id", n)["useCert"]
rm(q, "two-hop", "zh", uniq(RCNAME[r["src"]] for r in RCC if r["dst"] == cert), [
    (lf(("查询%s使用的证书" % n, R("s1:应用[`%s`]" % n, "p1:使用证书", "o1:证书")),
        ("查询拥有该证书的公司", R("s2:企业", "p2:拥有证书", "o1")),
        ("输出s2", "output(s2)")), True),
    (lf(("查询%s的开发公司" % n, R("s1:应用[`%s`]" % n, "p1:开发商", "o1:企业")),
        ("输出o1", "output(o1)")), False),
])

# 11 count people over 50
q = "年龄超过50岁的自然人有多少个？"
rm(q, "count", "zh", [str(sum(1 for r in RP if int(r["age"]) > 50))], [
    (lf(("查询年龄大于50岁的自然人", R("s1:自然人", "p1:年龄", "o1:年龄[`>50`]")),
        ("输出s1", "output(s1)")), False),
    (lf(("查询所有自然人的年龄", R("s1:自然人", "p1:年龄", "o1:年龄")),
        ("统计年龄大于50的人数", "Math(content=[`o1`], target=`年龄大于50岁的人数`)->math2"),
        ("输出math2", "output(math2)")), True),
])

# 12 no answer
n = "柏*"
q = n + "的职业是什么？"
rm(q, "none", "zh", [], [
    (lf(("查询%s的职业" % n, R("s1:自然人[`%s`]" % n, "p1:职业", "o1:职业")), ("输出o1", "output(o1)")), False),
    (lf(("查询%s的工作" % n, R("s1:自然人[`%s`]" % n, "p1:工作岗位", "o1")), ("输出o1", "output(o1)")), True),
])

# 13 EN compare ages
a, b = "左**", "席*"
q = "Who is older, %s or %s?" % (a, b)
aa, ab = int(one(RP, "name", a)["age"]), int(one(RP, "name", b)["age"])
rm(q, "compare", "en", [a if aa > ab else b], [
    (lf(("How old is %s?" % a, R("s1:Person[`%s`]" % a, "p1:age", "o1:Age")),
        ("How old is %s?" % b, R("s2:Person[`%s`]" % b, "p2:age", "o2:Age")),
        ("Compare the two ages", "Math(content=[`o1`,`o2`], target=`Who is older?`)->math3"),
        ("output math3", "output(math3)")), True),
    (lf(("Who is older between them?", "Deduce(op=judgement, content=[`%s`,`%s`], target=`Who is older?`)->res" % (a, b)),
        ("output res", "output(res)")), False),
])


# ---------------------------------------------------------------- write
# questions whose answered attempt is deliberately not the last one listed
KEEP_ORDER = {"aq-06", "aq-14", "sc-07", "rm-10"}


def write(tag, qs):
    plans, questions = [], []
    for i, (q, shape, lang, gold, ps) in enumerate(qs, 1):
        qid = "plan-r32-%s-%02d" % (tag, i)
        assert sum(1 for _, last in ps if last) == 1, qid
        assert 2 <= len(ps) <= 3, (qid, len(ps))
        if "%s-%02d" % (tag, i) not in KEEP_ORDER:
            # a retrying planner answers from its final round: put the marked attempt last
            ps = [x for x in ps if not x[1]] + [x for x in ps if x[1]]
        assert shape == "none" or gold, (qid, "empty gold")
        for k, (text, last) in enumerate(ps, 1):
            plans.append({"id": "%s#%d" % (qid, k), "qid": qid, "question": q, "plan": text, "last": last})
        questions.append({"id": qid, "question": q, "answer": [str(g) for g in gold], "shape": shape, "lang": lang})
    name = {"aq": "affairqa", "sc": "supplychain", "rm": "riskmining"}[tag]
    os.makedirs(OUT, exist_ok=True)
    for kind, data in (("plans", plans), ("questions", questions)):
        with open(os.path.join(OUT, "r32-%s-%s.json" % (name, kind)), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
    return len(questions), len(plans)


if __name__ == "__main__":
    for tag, qs in (("aq", AQ_Q), ("sc", SC_Q), ("rm", RM_Q)):
        print(tag, *write(tag, qs))
