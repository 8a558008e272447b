#!/usr/bin/env python3
"""Round 29 held-out logical-form plans (KAG planner style) with gold computed from the raw CSVs.

Standard library only. Writes six JSON files into ../plans/:
  r29-{affairqa,supplychain,riskmining}-{plans,questions}.json
"""
import csv
import json
import os
from datetime import date

DS = "/work/shared/datasets"
AQ = os.path.join(DS, "kag-affairqa", "sources")
SC = os.path.join(DS, "kag-supplychain", "sources")
RM = os.path.join(DS, "kag-riskmining", "sources")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans")


def load(d, name):
    with open(os.path.join(d, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def num(x):
    x = (x or "").strip()
    if x == "":
        return None
    v = float(x)
    return int(v) if v == int(v) else round(v, 2)


def fmt(v):
    if isinstance(v, float):
        v = round(v, 2)
        if v == int(v):
            v = int(v)
    return str(v)


def uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


def parse_date(s):
    y, m, d = s.split("/")
    return date(int(y), int(m), int(d))


# ---------------------------------------------------------------- plan text helpers
# AffairQA runtime style (get_spo / count / get, sub_query, output step)
def spo(i, s, p, o, sq):
    return (f"Step{i}: {sq}\n"
            f"Action{i}: get_spo(s={s} ,p=p{i}:{p},o={o} ,sub_query={sq})")


def out(i, q, alias, aset):
    return (f"Step{i}: output `{q}` answer:\n"
            f"Action{i}: get(alias_name={alias},alias_name_set=[{aset}],sub_query=output `{q}` answer:)")


def cnt(i, alias, aset, sq):
    return f"Step{i}: {sq}\nAction{i}: count(alias_name={alias},set={aset},sub_query={sq})"


def sm(i, alias, aset, sq):
    return f"Step{i}: {sq}\nAction{i}: sum(alias_name={alias},set={aset},sub_query={sq})"


def cmp(i, aset, op, sq):
    return f"Step{i}: {sq}\nAction{i}: compare(set=[{aset}], op={op},sub_query={sq})"


def J(*parts):
    return "\n".join(parts)


# Retrieval style (kag-plans static planner)
def R(i, sq, s, p, o):
    return f"Step{i}:{sq}\nAction{i}:Retrieval(s={s}, p={p}, o={o})"


def M(i, sq, content, target):
    c = ",".join(f"`{x}`" for x in content)
    return f"Step{i}:{sq}\nAction{i}:Math(content=[{c}], target=`{target}`)->math{i}"


def O(i, v):
    return f"Step{i}:输出{v}\nAction{i}:output({v})"


def Oen(i, v):
    return f"Step{i}:Output {v}\nAction{i}:output({v})"


# =================================================================== AffairQA
gas = load(AQ, "加油站.csv")
gas_by = {r["name"]: r for r in gas}
lic = {r["name"]: r for r in load(AQ, "许可证.csv")}
sch = {r["name"]: r for r in load(AQ, "学校.csv")}
scenic = load(AQ, "旅游景点.csv")
med = {r["name"]: r for r in load(AQ, "医疗机构.csv")}
assoc = {r["name"]: r for r in load(AQ, "协会.csv")}
with open(os.path.join(AQ, "旅行社.csv"), encoding="utf-8-sig", newline="") as f:
    rd = csv.reader(f)
    hdr = next(rd)
    agency = [dict(zip(hdr, row)) for row in rd]  # duplicate 'licenseNumber' header: last wins
agency_by = {r["name"]: r for r in agency}
venue = {r["name"]: r for r in load(AQ, "宗教场所.csv")}
xzq = load(AQ, "行政区.csv")


def gas_lic(name, field):
    lk = gas_by[name]["businessLicense"]
    if not lk or lk not in lic or not lic[lk][field]:
        return []
    return [lic[lk][field]]


def aq_gold():
    g = {}
    g[1] = [gas_by["宁波市汽车燃气有限公司丽园北路加气站"]["manager"]]
    g[2] = [gas_by["杭州杭钢亚盛天然气有限公司"]["employeeCount"]]
    g[3] = gas_lic("中海油浙江新能源有限公司宁波北仑穿好连接线加气站", "invalidDate")
    g[4] = gas_lic("绍兴众能油气发展有限公司绍大线天然气注气站", "effectiveDate")
    g[5] = [fmt(sum(1 for r in gas if r["county"] == "北仑区"))]
    g[6] = [fmt(sum(num(r["employeeCount"]) or 0 for r in gas if r["county"] == "鄞州区"))]
    g[7] = [r["name"] for r in gas if r["isMajorDangerSource"] == "是"]
    g[8] = [sch["浙江佛学院"]["studentCount"]]
    a, b = "浙江神学院", "浙江道教学院"
    ta, tb = num(sch[a]["teacherCount"]), num(sch[b]["teacherCount"])
    g[9] = [a if ta > tb else b]
    g[10] = [r["name"] for r in sch.values() if r["city"] == "宁波市"]
    g[11] = [r["name"] for r in scenic if r["city"] == "湖州市" and r["level"] == "AAAAA"]
    g[12] = [fmt(sum(1 for r in scenic if r["city"] == "杭州市" and r["level"] == "AAAAA"))]
    g[13] = [med["杭州素问中医诊所"]["phoneNumber"]]
    g[14] = [med["杭州市拱墅区和睦街道社区卫生服务中心（杭州和睦医院）"]["address"]]
    g[15] = [assoc["萧山区佛教协会"]["registrationTime"]]
    g[16] = [assoc["东阳市天主教爱国会"]["postalCode"]]
    g[17] = [agency_by["浙江邮电旅行社有限公司"]["englishName"]]
    g[18] = [fmt(sum(1 for r in agency if r["county"] == "建德市"))]
    g[19] = [venue["乐清市南岳镇大崧教堂"]["buildingArea"]]
    county = gas_by["中海油浙江新能源有限公司集运加气站"]["county"]
    g[20] = uniq([r["id"] for r in xzq if r["name"] == county and r["id"]])
    g[21] = [fmt(sum(1 for r in med.values() if r["level"] == "二级"))]
    g[22] = []  # 学校 table has no website column
    g[23] = gas_lic("嘉兴中国石化新奥燃气有限公司", "invalidDate")  # empty licence cell -> []
    a, b = "宁波新奥燃气有限公司", "宁波新奥燃气有限公司福庆南路CNG加气站"
    g[24] = [a if parse_date(gas_by[a]["buildTime"]) < parse_date(gas_by[b]["buildTime"]) else b]
    return g


def E(n):
    return f"s1:Entity[{n}]"


AQ_QS = []  # (n, question, shape, lang, [(plan, last), ...])


def aq(n, q, shape, lang, plans):
    AQ_QS.append((n, q, shape, lang, plans))


q = "宁波市汽车燃气有限公司丽园北路加气站的负责人是谁？"
aq(1, q, "lookup", "zh", [
    (J(spo(1, "s1:加油站[宁波市汽车燃气有限公司丽园北路加气站]", "负责人", "o1:人物", "查询宁波市汽车燃气有限公司丽园北路加气站的负责人"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("宁波市汽车燃气有限公司丽园北路加气站"), "管理者", "o1:Entity", "查询丽园北路加气站的管理者是谁"),
       out(2, q, "o1", "o1")), False),
])

q = "杭州杭钢亚盛天然气有限公司有多少名职工？"
aq(2, q, "lookup", "zh", [
    (J(spo(1, E("杭州杭钢亚盛天然气有限公司"), "员工数量", "o1:Entity", "查询杭州杭钢亚盛天然气有限公司的员工数量"),
       spo(2, E("杭州杭钢亚盛天然气有限公司"), "员工名单", "o2:人物", "查询杭州杭钢亚盛天然气有限公司的员工名单"),
       cnt(3, "count1", "o2", "统计员工人数")), False),
    (J(spo(1, E("杭州杭钢亚盛天然气有限公司"), "职工人数", "o1:Entity", "查询杭州杭钢亚盛天然气有限公司的职工人数"),
       out(2, q, "o1", "o1")), True),
])

q = "中海油浙江新能源有限公司宁波北仑穿好连接线加气站的经营许可证什么时候到期？"
aq(3, q, "two-hop", "zh", [
    (J(spo(1, E("中海油浙江新能源有限公司宁波北仑穿好连接线加气站"), "到期时间", "o1:Entity", "查询该加气站的到期时间"),
       out(2, q, "o1", "o1")), False),
    (J(spo(1, "s1:加油站[中海油浙江新能源有限公司宁波北仑穿好连接线加气站]", "经营许可证", "o1:许可证", "查询该加气站的经营许可证"),
       spo(2, "o1:许可证", "失效日期", "o2:Entity", "查询该经营许可证的失效日期"),
       out(3, q, "o2", "o2")), True),
    (J(spo(1, E("中海油浙江新能源有限公司宁波北仑穿好连接线加气站"), "许可证", "o1:Entity", "查询该加气站持有的许可证"),
       spo(2, "o1:Entity", "有效期至", "o2:Entity", "查询许可证的有效期"),
       out(3, q, "o2", "o1,  o2")), False),
])

q = "绍兴众能油气发展有限公司绍大线天然气注气站的经营许可证是哪天生效的？"
aq(4, q, "two-hop", "zh", [
    (J(spo(1, "s1:加油站[绍兴众能油气发展有限公司绍大线天然气注气站]", "燃气经营许可证", "o1:许可证", "查询绍大线天然气注气站的燃气经营许可证"),
       spo(2, "o1:许可证", "生效日期", "o2:Entity", "查询该许可证的生效日期"),
       out(3, q, "o2", "o2")), True),
    (J(spo(1, E("绍兴众能油气发展有限公司绍大线天然气注气站"), "成立日期", "o1:Entity", "查询绍大线天然气注气站的成立日期"),
       out(2, q, "o1", "o1")), False),
])

q = "How many gas stations are located in 北仑区?"
aq(5, q, "count", "en", [
    (J(spo(1, "s1:GasStation", "locatedIn", "o1:District[北仑区]", "Find gas stations located in 北仑区"),
       cnt(2, "count1", "s1", "Count the gas stations found in Step1"),
       out(3, q, "count1", "count1")), True),
    (J(spo(1, "s1:加油站", "所在区县", "o1:行政区[北仑区]", "查找位于北仑区的加油站"),
       out(2, q, "s1", "s1")), False),
])

q = "鄞州区所有加油站的职工人数加起来是多少？"
aq(6, q, "sum", "zh", [
    (J(spo(1, "s1:加油站", "所在县区", "o1:Entity[鄞州区]", "查找鄞州区的所有加油站"),
       spo(2, "s1", "职工人数", "o2:Entity", "查询这些加油站的职工人数"),
       sm(3, "sum1", "o2", "计算鄞州区加油站职工人数之和"),
       out(4, q, "sum1", "sum1")), True),
    (J(spo(1, "s1:加油站", "地区", "o1:Entity[鄞州区]", "查找鄞州区的加油站"),
       spo(2, "s1", "员工人数", "o2:Entity", "查询加油站员工人数"),
       cnt(3, "count1", "o2", "统计员工人数")), False),
])

q = "Which gas stations are classified as major hazard sources (重大危险源)?"
aq(7, q, "filter", "en", [
    (J(spo(1, "s1:GasStation", "isMajorHazardSource", "o1:Entity[是]", "Find gas stations that constitute a major hazard source"),
       out(2, q, "s1", "s1")), True),
    (J(spo(1, "s1:加油站", "重大危险源", "o1:Entity", "查询所有加油站是否构成重大危险源"),
       out(2, q, "o1", "o1")), False),
    (J(spo(1, "s1:Entity", "riskLevel", "o1:Entity[重大危险源]", "Find entities whose risk level is major hazard source"),
       out(2, q, "s1", "s1")), False),
])

q = "浙江佛学院有多少名学生？"
aq(8, q, "lookup", "zh", [
    (J(spo(1, "s1:学校[浙江佛学院]", "学生人数", "o1:Entity", "查询浙江佛学院的学生人数"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("浙江佛学院"), "学生", "o1:人物", "查询浙江佛学院的学生"),
       cnt(2, "count1", "o1", "统计浙江佛学院学生数量"),
       out(3, q, "count1", "count1")), False),
])

q = "浙江神学院和浙江道教学院哪个教师人数更多？"
aq(9, q, "compare", "zh", [
    (J(spo(1, "s1:学校[浙江神学院]", "教师人数", "o1:Entity", "查询浙江神学院的教师人数"),
       spo(2, "s2:学校[浙江道教学院]", "教师人数", "o2:Entity", "查询浙江道教学院的教师人数"),
       cmp(3, "o1,o2", "max", "比较两所学院的教师人数，找出更多的一方"),
       out(4, q, "o1", "o1,  o2")), True),
    (J(spo(1, E("浙江神学院"), "教职工人数", "o1:Entity", "查询浙江神学院的教职工人数"),
       spo(2, "s2:Entity[浙江道教学院]", "教职工人数", "o2:Entity", "查询浙江道教学院的教职工人数"),
       out(3, q, "o1", "o1,  o2")), False),
])

q = "宁波市有哪些宗教院校？"
aq(10, q, "filter", "zh", [
    (J(spo(1, "s1:学校", "所在城市", "o1:Entity[宁波市]", "查找位于宁波市的宗教院校"),
       out(2, q, "s1", "s1")), True),
    (J(spo(1, "s1:Entity[宁波市]", "宗教院校", "o1:学校", "查询宁波市的宗教院校"),
       out(2, q, "o1", "o1")), False),
])

q = "湖州市有哪些5A级旅游景区？"
aq(11, q, "filter", "zh", [
    (J(spo(1, "s1:旅游景点", "所在城市", "o1:Entity[湖州市]", "查找湖州市的旅游景点"),
       spo(2, "s1", "景区等级", "o2:Entity[AAAAA]", "筛选等级为AAAAA的景区"),
       out(3, q, "s1", "s1")), True),
    (J(spo(1, "s1:景区", "等级", "o1:Entity[5A]", "查找5A级景区"),
       spo(2, "s1", "城市", "o2:Entity[湖州市]", "筛选位于湖州市的景区"),
       out(3, q, "s1", "s1")), False),
])

q = "How many AAAAA-level scenic spots are there in 杭州市?"
aq(12, q, "count", "en", [
    (J(spo(1, "s1:ScenicSpot", "city", "o1:City[杭州市]", "Find scenic spots in 杭州市"),
       spo(2, "s1", "level", "o2:Entity[AAAAA]", "Keep the scenic spots rated AAAAA"),
       cnt(3, "count1", "s1", "Count the AAAAA scenic spots"),
       out(4, q, "count1", "count1")), True),
    (J(spo(1, "s1:旅游景点", "级别", "o1:Entity[AAAAA]", "查找5A级景点"),
       cnt(2, "count1", "s1", "统计5A级景点数量"),
       out(3, q, "count1", "count1")), False),
])

q = "杭州素问中医诊所的联系电话是多少？"
aq(13, q, "lookup", "zh", [
    (J(spo(1, "s1:医疗机构[杭州素问中医诊所]", "联系电话", "o1:Entity", "查询杭州素问中医诊所的联系电话"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("杭州素问中医诊所"), "电话", "o1:Entity", "查找杭州素问中医诊所官网上的电话"),
       spo(2, "s2:医疗机构[杭州素问中医诊所]", "座机", "o2:Entity", "查找杭州素问中医诊所的座机号码"),
       out(3, q, "o1", "o1,  o2")), False),
])

q = "杭州市拱墅区和睦街道社区卫生服务中心（杭州和睦医院）的地址在哪里？"
aq(14, q, "lookup", "zh", [
    (J(spo(1, E("杭州和睦医院"), "地址", "o1:Entity", "查询杭州和睦医院的地址"),
       out(2, q, "o1", "o1")), False),
    (J(spo(1, "s1:医疗机构[杭州市拱墅区和睦街道社区卫生服务中心（杭州和睦医院）]", "具体地址", "o1:Entity", "查询和睦街道社区卫生服务中心的具体地址"),
       out(2, q, "o1", "o1")), True),
])

q = "萧山区佛教协会是什么时候登记的？"
aq(15, q, "lookup", "zh", [
    (J(spo(1, "s1:协会[萧山区佛教协会]", "登记日期", "o1:Entity", "查询萧山区佛教协会的登记日期"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("萧山区佛教协会"), "成立时间", "o1:Entity", "查询萧山区佛教协会的成立时间"),
       out(2, q, "o1", "o1")), False),
])

q = "东阳市天主教爱国会的邮政编码是多少？"
aq(16, q, "lookup", "zh", [
    (J(spo(1, E("东阳市天主教爱国会"), "地址", "o1:Entity", "查询东阳市天主教爱国会的地址"),
       spo(2, "o1", "邮编", "o2:Entity", "根据地址查询邮编"),
       out(3, q, "o2", "o2")), False),
    (J(spo(1, "s1:协会[东阳市天主教爱国会]", "邮编", "o1:Entity", "查询东阳市天主教爱国会的邮编"),
       out(2, q, "o1", "o1")), True),
])

q = "What is the English name of 浙江邮电旅行社有限公司?"
aq(17, q, "lookup", "en", [
    (J(spo(1, "s1:TravelAgency[浙江邮电旅行社有限公司]", "englishName", "o1:Entity", "Find the English name of 浙江邮电旅行社有限公司"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("浙江邮电旅行社有限公司"), "英文名称", "o1:Entity", "查询浙江邮电旅行社有限公司的英文名称"),
       out(2, q, "o1", "o1")), False),
])

q = "建德市有多少家旅行社？"
aq(18, q, "count", "zh", [
    (J(spo(1, "s1:旅行社", "所在区县", "o1:Entity[建德市]", "查找建德市的旅行社"),
       cnt(2, "count1", "s1", "统计建德市旅行社数量"),
       out(3, q, "count1", "count1")), True),
    (J(spo(1, "s1:旅行社", "地址", "o1:Entity[建德市]", "查找地址在建德市的旅行社"),
       out(2, q, "s1", "s1")), False),
    (J(spo(1, "s1:Entity[建德市]", "旅行社", "o1:旅行社", "查询建德市有哪些旅行社"),
       cnt(2, "count1", "o1", "统计旅行社数量"),
       out(3, q, "count1", "count1")), False),
])

q = "乐清市南岳镇大崧教堂的建筑面积是多少？"
aq(19, q, "lookup", "zh", [
    (J(spo(1, "s1:宗教场所[乐清市南岳镇大崧教堂]", "建筑面积", "o1:Entity", "查询乐清市南岳镇大崧教堂的建筑面积"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("乐清市南岳镇大崧教堂"), "面积", "o1:Entity", "查询大崧教堂的面积"),
       out(2, q, "o1", "o1")), False),
])

q = "中海油浙江新能源有限公司集运加气站所在区县的行政区划代码是多少？"
aq(20, q, "two-hop", "zh", [
    (J(spo(1, "s1:加油站[中海油浙江新能源有限公司集运加气站]", "所在区县", "o1:行政区", "查询集运加气站所在的区县"),
       spo(2, "o1:行政区", "行政区划代码", "o2:Entity", "查询该区县的行政区划代码"),
       out(3, q, "o2", "o2")), True),
    (J(spo(1, E("中海油浙江新能源有限公司集运加气站"), "地址", "o1:Entity", "查询集运加气站的地址"),
       spo(2, "o1:Entity", "邮政编码", "o2:Entity", "查询该地址的邮政编码"),
       out(3, q, "o2", "o1,  o2")), False),
])

q = "有多少家二级医疗机构？"
aq(21, q, "count", "zh", [
    (J(spo(1, "s1:医疗机构", "医院等级", "o1:Entity[二级]", "查找等级为二级的医疗机构"),
       cnt(2, "count1", "s1", "统计二级医疗机构数量"),
       out(3, q, "count1", "count1")), True),
    (J(spo(1, "s1:医院", "级别", "o1:Entity[二级甲等]", "查找二级甲等医院"),
       cnt(2, "count1", "s1", "统计数量"),
       out(3, q, "count1", "count1")), False),
])

q = "浙江佛学院的网址是什么？"
aq(22, q, "no-answer", "zh", [
    (J(spo(1, "s1:学校[浙江佛学院]", "官方网站", "o1:Entity", "查询浙江佛学院的官方网站"),
       out(2, q, "o1", "o1")), True),
    (J(spo(1, E("浙江佛学院"), "网址", "o1:Entity", "查询浙江佛学院的网址"),
       spo(2, E("浙江佛学院"), "联系方式", "o2:Entity", "查询浙江佛学院的联系方式"),
       out(3, q, "o1", "o1,  o2")), False),
])

q = "嘉兴中国石化新奥燃气有限公司的经营许可证什么时候到期？"
aq(23, q, "no-answer", "zh", [
    (J(spo(1, E("嘉兴中国石化新奥燃气有限公司"), "许可证到期日", "o1:Entity", "查询嘉兴中国石化新奥燃气有限公司许可证到期日"),
       out(2, q, "o1", "o1")), False),
    (J(spo(1, "s1:加油站[嘉兴中国石化新奥燃气有限公司]", "经营许可证", "o1:许可证", "查询嘉兴中国石化新奥燃气有限公司的经营许可证"),
       spo(2, "o1:许可证", "失效日期", "o2:Entity", "查询该许可证的失效日期"),
       out(3, q, "o2", "o2")), True),
])

q = "Which was established earlier: 宁波新奥燃气有限公司 or 宁波新奥燃气有限公司福庆南路CNG加气站?"
aq(24, q, "compare", "en", [
    (J(spo(1, "s1:GasStation[宁波新奥燃气有限公司]", "establishmentDate", "o1:Date", "When was 宁波新奥燃气有限公司 established?"),
       spo(2, "s2:GasStation[宁波新奥燃气有限公司福庆南路CNG加气站]", "establishmentDate", "o2:Date", "When was 宁波新奥燃气有限公司福庆南路CNG加气站 established?"),
       cmp(3, "o1,o2", "min", "Compare the two establishment dates and keep the earlier one"),
       out(4, q, "o1", "o1,  o2")), True),
    (J(spo(1, E("宁波新奥燃气有限公司"), "成立时间", "o1:Entity", "查询宁波新奥燃气有限公司的成立时间"),
       out(2, q, "o1", "o1")), False),
])


# =================================================================== SupplyChain
sc_co = load(SC, "Company.csv")
sc_co_by_name = {r["name"]: r for r in sc_co}
sc_co_by_id = {r["id"]: r for r in sc_co}
sc_person = {r["name"]: r for r in load(SC, "Person.csv")}
sc_prod = load(SC, "Product.csv")
sc_trans = load(SC, "Company_fundTrans_Company.csv")
sc_pce = {r["name"]: r for r in load(SC, "ProductChainEvent.csv")}


def prods(name):
    return uniq([p.strip() for p in sc_co_by_name[name]["product"].split(",") if p.strip()])


def sc_gold():
    g = {}
    g[1] = prods("传化****限公司")
    g[2] = prods("三角***份限公司")
    g[3] = [sc_person["臧*"]["age"]]
    g[4] = uniq([c.strip() for c in sc_person["袁*"]["legalRepresentative"].split(",")])
    g[5] = uniq([r["belongToIndustry"] for r in sc_prod if r["id"] == "轮胎与橡胶-轮胎-斜交轮胎"])
    cid = sc_co_by_name["传化****限公司"]["id"]
    g[6] = [fmt(sum(int(r["transAmt"]) for r in sc_trans if r["dstId"] == cid))]
    g[7] = [fmt(len(set(r["dstId"] for r in sc_trans if r["srcId"] == cid)))]
    g[8] = [p["name"] for p in sc_person.values()
            if "三角***份限公司" in [c.strip() for c in p["legalRepresentative"].split(",")]]
    tid = sc_co_by_name["三角***份限公司"]["id"]
    g[9] = uniq([sc_co_by_id[r["srcId"]]["name"] for r in sc_trans if r["dstId"] == tid])
    g[10] = [sc_pce["顺丁橡胶成本上涨"]["index"]]
    a, b = "禹**", "樊**"
    g[11] = [a if int(sc_person[a]["age"]) > int(sc_person[b]["age"]) else b]
    g[12] = [r["name"] for r in sc_co if "消闲用品" in prods(r["name"])]
    g[13] = []  # Person table carries no certNo column
    return g


SC_QS = []


def sc(n, q, shape, lang, plans):
    SC_QS.append((n, q, shape, lang, plans))


q = "传化****限公司经营什么产品？"
sc(1, q, "lookup", "zh", [
    (J(R(1, "查询传化****限公司的经营产品", "s1:企业[`传化****限公司`]", "p1:经营产品", "o1:产品"),
       O(2, "o1")), True),
    (J(R(1, "查询传化****限公司的主营业务", "s1:公司[`传化****限公司`]", "p1:主营业务", "o1"),
       O(2, "o1")), False),
])

q = "三角***份限公司的主营产品有哪些？"
sc(2, q, "one-hop", "zh", [
    (J(R(1, "查询三角***份限公司生产的产品", "s1:企业[`三角***份限公司`]", "p1:生产", "o1:产品"),
       O(2, "o1")), False),
    (J(R(1, "查询三角***份限公司的经营产品", "s1:企业[`三角***份限公司`]", "p1:经营产品", "o1:产品"),
       O(2, "o1")), True),
])

q = "臧*今年多大？"
sc(3, q, "lookup", "zh", [
    (J(R(1, "查询臧*的年龄", "s1:自然人[`臧*`]", "p1:年龄", "o1:数字"),
       O(2, "o1")), True),
    (J(R(1, "查询臧*的出生年份", "s1:人物[`臧*`]", "p1:出生年份", "o1:年份"),
       M(2, "根据出生年份计算年龄", ["o1"], "臧*今年多少岁"),
       O(3, "math2")), False),
])

q = "袁*担任哪些公司的法人代表？"
sc(4, q, "one-hop", "zh", [
    (J(R(1, "查询袁*担任法人的企业", "s1:自然人[`袁*`]", "p1:法人代表", "o1:企业"),
       O(2, "o1")), True),
    (J(R(1, "查询袁*任职的公司", "s1:自然人[`袁*`]", "p1:任职", "o1:公司"),
       O(2, "o1")), False),
    (J(R(1, "查询法人是袁*的公司", "s1:企业", "p1:法定代表人", "o1:自然人[`袁*`]"),
       O(2, "s1")), False),
])

q = "斜交轮胎属于哪个产业？"
sc(5, q, "lookup", "zh", [
    (J(R(1, "查询产品轮胎与橡胶-轮胎-斜交轮胎所属的产业", "s1:产品[`轮胎与橡胶-轮胎-斜交轮胎`]", "p1:所属产业", "o1:产业"),
       O(2, "o1")), True),
    (J(R(1, "查询斜交轮胎的行业", "s1:产品[`斜交轮胎`]", "p1:行业", "o1:行业"),
       O(2, "o1")), False),
])

q = "传化****限公司一共收到了多少资金转入？"
sc(6, q, "sum", "zh", [
    (J(R(1, "查询向传化****限公司转账的资金往来", "s1:企业", "p1:资金往来", "o1:企业[`传化****限公司`]"),
       R(2, "查询这些资金往来的交易金额", "p1", "p2:交易金额", "o2:金额"),
       M(3, "计算转入金额总和", ["o2"], "传化****限公司收到的转入金额合计"),
       O(4, "math3")), True),
    (J(R(1, "查询传化****限公司的总共流入金额", "s1:企业[`传化****限公司`]", "p1:总共流入金额", "o1:金额"),
       O(2, "o1")), False),
])

q = "传化****限公司向多少家公司转出过资金？"
sc(7, q, "count", "zh", [
    (J(R(1, "查询传化****限公司转账的对象公司", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
       M(2, "统计收款公司的数量", ["o1"], "传化****限公司转账给了多少家不同的公司"),
       O(3, "math2")), True),
    (J(R(1, "查询传化****限公司的转出记录", "s1:企业[`传化****限公司`]", "p1:转账", "o1:交易"),
       M(2, "统计转出记录条数", ["o1"], "转出交易共有多少笔"),
       O(3, "math2")), False),
])

q = "三角***份限公司的法人代表是谁？"
sc(8, q, "reverse-lookup", "zh", [
    (J(R(1, "查询三角***份限公司的法定代表人", "s1:企业[`三角***份限公司`]", "p1:法定代表人", "o1:自然人"),
       O(2, "o1")), False),
    (J(R(1, "查询担任三角***份限公司法人代表的自然人", "s1:自然人", "p1:法人代表", "o1:企业[`三角***份限公司`]"),
       O(2, "s1")), True),
])

q = "Which companies have transferred funds to 三角***份限公司?"
sc(9, q, "one-hop", "en", [
    (J(R(1, "Which companies transferred money to 三角***份限公司?", "s1:Company", "p1:fundTransfer", "o1:Company[`三角***份限公司`]"),
       Oen(2, "s1")), True),
    (J(R(1, "Who are the main customers of 三角***份限公司?", "s1:Company[`三角***份限公司`]", "p1:mainCustomer", "o1:Company"),
       Oen(2, "o1")), False),
])

q = "顺丁橡胶成本上涨这个产业链事件涉及的指标是什么？"
sc(10, q, "lookup", "zh", [
    (J(R(1, "查询顺丁橡胶成本上涨事件的指标", "s1:产业链事件[`顺丁橡胶成本上涨`]", "p1:指标", "o1:指标"),
       O(2, "o1")), True),
    (J(R(1, "查询顺丁橡胶成本上涨事件的趋势", "s1:产业链事件[`顺丁橡胶成本上涨`]", "p1:趋势", "o1:趋势"),
       O(2, "o1")), False),
])

q = "Who is older, 禹** or 樊**?"
sc(11, q, "compare", "en", [
    (J(R(1, "How old is 禹**?", "s1:Person[`禹**`]", "p1:age", "o1:Number"),
       R(2, "How old is 樊**?", "s2:Person[`樊**`]", "p2:age", "o2:Number"),
       M(3, "Compare the two ages", ["o1", "o2"], "Who is older, 禹** or 樊**?"),
       Oen(4, "math3")), True),
    (J(R(1, "How old is 禹**?", "s1:NaturalPerson[`禹**`]", "p1:age", "o1"),
       Oen(2, "o1")), False),
])

q = "哪些公司经营消闲用品？"
sc(12, q, "filter", "zh", [
    (J(R(1, "查询经营产品为消闲用品的企业", "s1:企业", "p1:经营产品", "o1:产品[`消闲用品`]"),
       O(2, "s1")), True),
    (J(R(1, "查询消闲用品所属产业", "s1:产品[`消闲用品`]", "p1:所属产业", "o1:产业"),
       R(2, "查询该产业下的公司", "s2:企业", "p2:所在行业", "o1"),
       O(3, "s2")), False),
])

q = "臧*的身份证号码是多少？"
sc(13, q, "no-answer", "zh", [
    (J(R(1, "查询臧*的证件号码", "s1:自然人[`臧*`]", "p1:证件号码", "o1"),
       O(2, "o1")), True),
    (J(R(1, "查询臧*的身份证号", "s1:人物[`臧*`]", "p1:身份证号", "o1:证件"),
       O(2, "o1")), False),
])


# =================================================================== RiskMining
rm_person = load(RM, "Person.csv")
rm_p_by_name = {r["name"]: r for r in rm_person}
rm_p_by_id = {r["id"]: r for r in rm_person}
rm_co = load(RM, "Company.csv")
rm_co_by_id = {r["id"]: r for r in rm_co}
rm_app = load(RM, "App.csv")
rm_app_by = {r["id"]: r for r in rm_app}
rm_dev = load(RM, "Device.csv")
rm_pdev = load(RM, "Person_hasDevice_Device.csv")
rm_trans = load(RM, "Person_fundTrans_Person.csv")
rm_share = load(RM, "Person_holdShare_Company.csv")
rm_pcert = load(RM, "Person_hasCert_Cert.csv")


def pid(name):
    return rm_p_by_name[name]["id"]


def rm_gold():
    g = {}
    g[1] = [rm_p_by_name["柏*"]["age"]]
    g[2] = [r["name"] for r in rm_co if r["phone"] == "133****4755"]
    g[3] = uniq([rm_co_by_id[r["dst"]]["name"] for r in rm_share if r["src"] == pid("柏*")])
    g[4] = [fmt(sum(int(r["transAmt"]) for r in rm_trans if r["src"] == pid("柏*") and r["dst"] == pid("杜*")))]
    g[5] = [fmt(sum(1 for r in rm_trans if r["src"] == pid("柏*") and r["dst"] == pid("裘**")))]
    g[6] = [rm_app_by["com.qIu.VJbJ"]["riskMark"]]
    g[7] = [rm_app_by["com.ziNtg.tSIuhlG"]["useCert"]]
    g[8] = [r["id"] for r in rm_app if "赌博" in r["riskMark"]]
    g[9] = [fmt(len(set(r["dst"] for r in rm_pdev if r["src"] == pid("邬**"))))]
    certs = [r["dst"] for r in rm_pcert if r["src"] == pid("裘**")]
    g[10] = [a["id"] for a in rm_app if a["useCert"] in certs]
    a, b = "裘**", "杜*"
    g[11] = [a if int(rm_p_by_name[a]["age"]) > int(rm_p_by_name[b]["age"]) else b]
    g[12] = uniq([rm_co_by_id[r["dst"]]["name"] for r in rm_share if r["src"] == pid("雷**")])  # -> []
    g[13] = [fmt(sum(1 for r in rm_app if r["riskMark"] == "诈骗"))]
    return g


RM_QS = []


def rm(n, q, shape, lang, plans):
    RM_QS.append((n, q, shape, lang, plans))


q = "柏*多少岁？"
rm(1, q, "lookup", "zh", [
    (J(R(1, "查询柏*的年龄", "s1:自然人[`柏*`]", "p1:年龄", "o1:数字"), O(2, "o1")), True),
    (J(R(1, "查询柏*的基本信息", "s1:自然人[`柏*`]", "p1", "o1"), O(2, "s1")), False),
])

q = "电话号码为133****4755的是哪家公司？"
rm(2, q, "reverse-lookup", "zh", [
    (J(R(1, "查询电话号码为133****4755的企业", "s1:企业", "p1:电话号码", "o1:号码[`133****4755`]"), O(2, "s1")), True),
    (J(R(1, "查询使用133****4755号码的自然人", "s1:自然人", "p1:手机号", "o1:号码[`133****4755`]"), O(2, "s1")), False),
])

q = "柏*持有哪些公司的股份？"
rm(3, q, "one-hop", "zh", [
    (J(R(1, "查询柏*持股的企业", "s1:自然人[`柏*`]", "p1:持股", "o1:企业"), O(2, "o1")), True),
    (J(R(1, "查询柏*投资的公司", "s1:自然人[`柏*`]", "p1:投资", "o1:公司"), O(2, "o1")), False),
])

q = "柏*一共给杜*转了多少钱？"
rm(4, q, "sum", "zh", [
    (J(R(1, "查询柏*向杜*的转账记录", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`杜*`]"),
       R(2, "查询这些转账的交易金额", "p1", "p2:交易金额", "o2:金额"),
       M(3, "计算转账总金额", ["o2"], "柏*转给杜*的金额合计"),
       O(4, "math3")), True),
    (J(R(1, "查询柏*的转账金额", "s1:自然人[`柏*`]", "p1:转账金额", "o1:金额"),
       M(2, "求和", ["o1"], "柏*转出金额合计"),
       O(3, "math2")), False),
])

q = "柏*向裘**转账了几次？"
rm(5, q, "count", "zh", [
    (J(R(1, "查询柏*向裘**的转账", "s1:自然人[`柏*`]", "p1:转账", "o1:自然人[`裘**`]"),
       M(2, "统计转账次数", ["p1"], "柏*向裘**转账的次数"),
       O(3, "math2")), True),
    (J(R(1, "查询裘**收到的转账", "s1:自然人", "p1:转账", "o1:自然人[`裘**`]"),
       M(2, "统计转账人数", ["s1"], "向裘**转账的人数"),
       O(3, "math2")), False),
])

q = "应用com.qIu.VJbJ的风险标记是什么？"
rm(6, q, "lookup", "zh", [
    (J(R(1, "查询com.qIu.VJbJ的风险类型", "s1:应用[`com.qIu.VJbJ`]", "p1:风险类型", "o1:风险应用"), O(2, "o1")), False),
    (J(R(1, "查询com.qIu.VJbJ的风险标记", "s1:App[`com.qIu.VJbJ`]", "p1:风险标记", "o1"), O(2, "o1")), True),
])

q = "Which certificate does the app com.ziNtg.tSIuhlG use?"
rm(7, q, "lookup", "en", [
    (J(R(1, "Which certificate does com.ziNtg.tSIuhlG use?", "s1:App[`com.ziNtg.tSIuhlG`]", "p1:usesCertificate", "o1:Certificate"),
       Oen(2, "o1")), True),
    (J(R(1, "Who developed com.ziNtg.tSIuhlG?", "s1:Person", "p1:developed", "o1:App[`com.ziNtg.tSIuhlG`]"),
       Oen(2, "s1")), False),
])

q = "哪些应用被标记为赌博？"
rm(8, q, "filter", "zh", [
    (J(R(1, "查询风险标记为赌博的应用", "s1:应用", "p1:风险标记", "o1:标记[`赌博`]"), O(2, "s1")), True),
    (J(R(1, "查询属于赌博应用的App", "s1:App", "p1:属于", "o1:风险应用[`赌博应用`]"), O(2, "s1")), False),
    (J(R(1, "查询赌博App开发者", "s1:自然人", "p1:属于", "o1:风险用户[`赌博App开发者`]"),
       R(2, "查询其开发的应用", "s1", "p2:开发", "o2:应用"), O(3, "o2")), False),
])

q = "邬**名下有几台设备？"
rm(9, q, "count", "zh", [
    (J(R(1, "查询邬**拥有的设备", "s1:自然人[`邬**`]", "p1:拥有设备", "o1:设备"),
       M(2, "统计设备数量", ["o1"], "邬**拥有的设备数量"),
       O(3, "math2")), True),
    (J(R(1, "查询邬**的手机", "s1:自然人[`邬**`]", "p1:手机", "o1:设备"), O(2, "o1")), False),
])

q = "裘**持有的证书被哪些应用使用？"
rm(10, q, "two-hop", "zh", [
    (J(R(1, "查询裘**拥有的证书", "s1:自然人[`裘**`]", "p1:拥有证书", "o1:证书"),
       R(2, "查询使用该证书的应用", "s2:应用", "p2:使用证书", "o1"),
       O(3, "s2")), True),
    (J(R(1, "查询裘**开发的应用", "s1:自然人[`裘**`]", "p1:开发", "o1:应用"), O(2, "o1")), False),
])

q = "Who is older, 裘** or 杜*?"
rm(11, q, "compare", "en", [
    (J(R(1, "How old is 裘**?", "s1:Person[`裘**`]", "p1:age", "o1:Number"),
       R(2, "How old is 杜*?", "s2:Person[`杜*`]", "p2:age", "o2:Number"),
       M(3, "Compare the ages of 裘** and 杜*", ["o1", "o2"], "Who is older?"),
       Oen(4, "math3")), True),
    (J(R(1, "How old is 裘**?", "s1:Person[`裘**`]", "p1:age", "o1:Number"),
       R(2, "How old is 杜*?", "s2:Person[`杜*`]", "p2:age", "o2:Number"),
       Oen(3, "o1")), False),
])

q = "雷**持有哪些公司的股份？"
rm(12, q, "no-answer", "zh", [
    (J(R(1, "查询雷**投资的企业", "s1:自然人[`雷**`]", "p1:投资", "o1:企业"), O(2, "o1")), False),
    (J(R(1, "查询雷**持股的企业", "s1:自然人[`雷**`]", "p1:持股", "o1:企业"), O(2, "o1")), True),
])

q = "How many apps are flagged as 诈骗 (fraud)?"
rm(13, q, "count", "en", [
    (J(R(1, "Which apps carry the risk mark 诈骗?", "s1:App", "p1:riskMark", "o1:RiskMark[`诈骗`]"),
       M(2, "Count the apps found in Step1", ["s1"], "How many apps are flagged as fraud?"),
       Oen(3, "math2")), True),
    (J(R(1, "Which apps are fraud apps?", "s1:App", "p1:belongTo", "o1:RiskApp[`诈骗应用`]"),
       Oen(2, "s1")), False),
])


# =================================================================== write
def emit(tag, key, qs, gold):
    plans, questions = [], []
    k = 0
    for n, q, shape, lang, ps in qs:
        qid = f"plan-r29-{key}-{n:02d}"
        assert sum(1 for _, last in ps if last) == 1, qid
        assert 2 <= len(ps) <= 3, qid
        for plan, last in ps:
            k += 1
            plans.append({"id": f"{qid}#{k}", "qid": qid, "question": q, "plan": plan, "last": last})
        ans = [str(a) for a in gold[n]]
        if shape == "no-answer":
            assert ans == [], (qid, ans)
        else:
            assert ans, qid
        questions.append({"id": qid, "question": q, "answer": ans, "shape": shape, "lang": lang})
    os.makedirs(OUT, exist_ok=True)
    for suffix, data in (("plans", plans), ("questions", questions)):
        with open(os.path.join(OUT, f"r29-{tag}-{suffix}.json"), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
    return questions


if __name__ == "__main__":
    for tag, key, qs, gold in (("affairqa", "aq", AQ_QS, aq_gold()),
                               ("supplychain", "sc", SC_QS, sc_gold()),
                               ("riskmining", "rm", RM_QS, rm_gold())):
        for qq in emit(tag, key, qs, gold):
            print(qq["id"], qq["lang"], qq["shape"], qq["question"], "=>", qq["answer"])
