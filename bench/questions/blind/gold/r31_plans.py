#!/usr/bin/env python3
"""r31 held-out logical-form plans (KAG planner style) with gold computed from raw CSVs."""
import csv, json, os

DS = "/work/shared/datasets"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans")
AQ = DS + "/kag-affairqa/sources/"
SC = DS + "/kag-supplychain/sources/"
RM = DS + "/kag-riskmining/sources/"


def D(path):
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def fmt(x):
    x = round(float(x), 2)
    return str(int(x)) if x == int(x) else repr(x)


def one(rows, key, val):
    m = [r for r in rows if r[key] == val]
    assert len(m) == 1, (val, len(m))
    return m[0]


def uniq(seq):
    out = []
    for s in seq:
        if s not in out:
            out.append(s)
    return out


# ---------------- AffairQA ----------------
GS = D(AQ + "加油站.csv")
MED = D(AQ + "医疗机构.csv")
ASSOC = D(AQ + "协会.csv")
SCH = D(AQ + "学校.csv")
REL = D(AQ + "宗教场所.csv")
SCENE = D(AQ + "旅游景点.csv")
REG = D(AQ + "行政区.csv")
LIC = D(AQ + "许可证.csv")


def spo(i, s, p, o, sq):
    return f"Step{i}: {sq}\nAction{i}: get_spo(s={s} ,p={p},o={o} ,sub_query={sq}  )"


def out(i, q, var, vs=None):
    vs = vs or [var]
    return f"Step{i}: output `{q}` answer:\nAction{i}: get(alias_name={var},alias_name_set=[{',  '.join(vs)}],sub_query=output `{q}` answer:)"


def simple(q, ent, pred, typ="Entity"):
    return "\n".join([spo(1, f"s1:{typ}[{ent}]", f"p1:{pred}", "o1:Entity", f"查询{ent}的{pred}"), out(2, q, "o1")])


aq = []  # (question, lang, shape, gold_fn, [(plan, last)])


def lic_of(name):
    b = one(GS, "name", name)["businessLicense"]
    return one(LIC, "name", b)


def region_ids(county):
    return uniq([r["id"] for r in REG if r["name"] == county])


q = "宁波新奥燃气有限公司福庆南路CNG加气站的法定代表人是谁？"
aq.append((q, "zh", "lookup", lambda: [one(GS, "name", "宁波新奥燃气有限公司福庆南路CNG加气站")["legalRepresentative"]], [
    (simple(q, "宁波新奥燃气有限公司福庆南路CNG加气站", "法人"), False),
    (simple(q, "宁波新奥燃气有限公司福庆南路CNG加气站", "法定代表人", "加油站"), True)]))

q = "What is the phone number of 杭州茗芽口腔门诊部?"
aq.append((q, "en", "lookup", lambda: [one(MED, "name", "杭州茗芽口腔门诊部")["phoneNumber"]], [
    ("Step1: Find the contact phone of 杭州茗芽口腔门诊部\nAction1: get_spo(s=s1:Entity[杭州茗芽口腔门诊部] ,p=p1:contactPhone,o=o1:Entity ,sub_query=Find the contact phone of 杭州茗芽口腔门诊部  )", False),
    (simple(q, "杭州茗芽口腔门诊部", "联系电话", "医疗机构"), True)]))

q = "浙江佛学院目前有多少在校学生？"
aq.append((q, "zh", "lookup", lambda: [one(SCH, "name", "浙江佛学院")["studentCount"]], [
    (simple(q, "浙江佛学院", "学生人数", "学校"), False),
    (simple(q, "浙江佛学院", "在校生人数", "学校"), True)]))

q = "萧山区道教协会是什么时候登记的？"
aq.append((q, "zh", "lookup", lambda: [one(ASSOC, "name", "萧山区道教协会")["registrationTime"]], [
    (simple(q, "萧山区道教协会", "成立时间"), False),
    (simple(q, "萧山区道教协会", "登记日期", "协会"), True)]))

q = "乌镇景区是几A级景区？"
aq.append((q, "zh", "lookup", lambda: [one(SCENE, "name", "乌镇景区")["level"]], [
    (simple(q, "乌镇景区", "景区等级", "旅游景点"), True),
    (simple(q, "乌镇景区", "A级"), False)]))

q = "宁波新奥燃气有限公司福庆南路CNG加气站持有的经营许可证哪天失效？"
aq.append((q, "zh", "one-hop", lambda: [lic_of("宁波新奥燃气有限公司福庆南路CNG加气站")["invalidDate"]], [
    (simple(q, "宁波新奥燃气有限公司福庆南路CNG加气站", "许可证失效日期"), False),
    ("\n".join([spo(1, "s1:加油站[宁波新奥燃气有限公司福庆南路CNG加气站]", "p1:经营许可证", "o1:许可证", "查询宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证"),
               spo(2, "o1", "p2:失效日期", "o2:Entity", "查询该许可证的失效日期"), out(3, q, "o2")]), True)]))

q = "杭州杭钢亚盛天然气有限公司所在区县的行政区划代码是什么？"
aq.append((q, "zh", "two-hop", lambda: region_ids(one(GS, "name", "杭州杭钢亚盛天然气有限公司")["county"]), [
    (simple(q, "杭州杭钢亚盛天然气有限公司", "行政区划代码"), False),
    ("\n".join([spo(1, "s1:加油站[杭州杭钢亚盛天然气有限公司]", "p1:所在区县", "o1:行政区", "查询杭州杭钢亚盛天然气有限公司所在的区县"),
               spo(2, "o1", "p2:行政区划代码", "o2:Entity", "查询该区县的行政区划代码"), out(3, q, "o2")]), False),
    ("\n".join([spo(1, "s1:加油站[杭州杭钢亚盛天然气有限公司]", "p1:所在县区", "o1:行政区", "查询杭州杭钢亚盛天然气有限公司所在县区"),
               spo(2, "o1", "p2:编码", "o2:Entity", "查询该县区的编码"), out(3, q, "o2")]), True)]))

q = "北仑区一共有多少个加油站？"
aq.append((q, "zh", "count", lambda: [fmt(sum(1 for g in GS if g["county"] == "北仑区"))], [
    ("\n".join([spo(1, "s1:加油站", "p1:位于", "o1:Entity[北仑区]", "查询位于北仑区的加油站"), out(2, q, "s1")]), False),
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:行政区[北仑区]", "查询所在区县为北仑区的加油站"),
               "Step2: 统计北仑区加油站的数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计北仑区加油站的数量)", out(3, q, "count1")]), True)]))

q = "杭州市有几个5A级旅游景区？"
aq.append((q, "zh", "count", lambda: [fmt(sum(1 for t in SCENE if t["city"] == "杭州市" and t["level"] == "AAAAA"))], [
    ("\n".join([spo(1, "s1:旅游景点", "p1:所在城市", "o1:Entity[杭州市]", "查询杭州市的旅游景点"),
               spo(2, "s1", "p2:级别", "o2:Entity[AAAAA]", "筛选级别为AAAAA的景点"),
               "Step3: 统计5A级景点数量\nAction3: count(alias_name=count1,set=s1,sub_query= 统计5A级景点数量)", out(4, q, "count1")]), True),
    ("\n".join([spo(1, "s1:景区", "p1:等级", "o1:Entity[5A]", "查询杭州市的5A级景区"),
               "Step2: 统计数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计数量)", out(3, q, "count1")]), False)]))

q = "北仑区所有加油站的职工人数加起来是多少？"
aq.append((q, "zh", "sum", lambda: [fmt(sum(int(g["employeeCount"]) for g in GS if g["county"] == "北仑区"))], [
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:Entity[北仑区]", "查询北仑区的加油站"),
               spo(2, "s1", "p2:员工数", "o2:Entity", "查询这些加油站的员工数"), out(3, q, "o2")]), False),
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:Entity[北仑区]", "查询北仑区的加油站"),
               spo(2, "s1", "p2:职工人数", "o2:Entity", "查询这些加油站的职工人数"),
               "Step3: 计算职工人数总和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算职工人数总和)", out(4, q, "sum1")]), True)]))

q = "What is the total number of enrolled students across all schools whose religion is 佛教?"
aq.append((q, "en", "sum", lambda: [fmt(sum(int(s["studentCount"]) for s in SCH if s["religion"] == "佛教"))], [
    ("\n".join([spo(1, "s1:School", "p1:religion", "o1:Entity[佛教]", "Find the schools affiliated with 佛教"),
               spo(2, "s1", "p2:studentCount", "o2:Entity", "Find the number of enrolled students of each school"),
               "Step3: Add up the enrolled students\nAction3: sum(alias_name=sum1,set=o2,sub_query= Add up the enrolled students)", out(4, q, "sum1")]), True),
    ("\n".join([spo(1, "s1:学校", "p1:所属宗教", "o1:Entity[佛教]", "查询佛教学校"), out(2, q, "s1")]), False)]))

q = "浙江神学院和浙江道教学院，哪所学校的在校生更多？"
aq.append((q, "zh", "compare", lambda: [max(["浙江神学院", "浙江道教学院"], key=lambda n: int(one(SCH, "name", n)["studentCount"]))], [
    ("\n".join([spo(1, "s1:学校[浙江神学院]", "p1:在校生数量", "o1:Entity", "查询浙江神学院的在校生数量"),
               spo(2, "s2:学校[浙江道教学院]", "p2:在校生数量", "o2:Entity", "查询浙江道教学院的在校生数量"), out(3, q, "o1", ["o1", "o2"])]), False),
    ("\n".join([spo(1, "s1:学校[浙江神学院]", "p1:在校生数量", "o1:Entity", "查询浙江神学院的在校生数量"),
               spo(2, "s2:学校[浙江道教学院]", "p2:在校生数量", "o2:Entity", "查询浙江道教学院的在校生数量"),
               "Step3: 比较两所学校的在校生数量\nAction3: compare(set=[o1,o2], op=max)", out(4, q, "o1", ["o1", "o2"])]), True)]))

q = "宁波新捷公运天然气有限公司和杭州杭钢亚盛天然气有限公司哪家的职工更多？"
aq.append((q, "zh", "compare", lambda: [max(["宁波新捷公运天然气有限公司", "杭州杭钢亚盛天然气有限公司"], key=lambda n: int(one(GS, "name", n)["employeeCount"]))], [
    ("\n".join([spo(1, "s1:加油站[宁波新捷公运天然气有限公司]", "p1:职工人数", "o1:Entity", "查询宁波新捷公运天然气有限公司的职工人数"),
               spo(2, "s2:加油站[杭州杭钢亚盛天然气有限公司]", "p2:职工人数", "o2:Entity", "查询杭州杭钢亚盛天然气有限公司的职工人数"),
               "Step3: 比较两家的职工人数\nAction3: compare(set=[o1,o2], op=max)", out(4, q, "o1", ["o1", "o2"])]), True),
    (simple(q, "宁波新捷公运天然气有限公司", "员工规模"), False)]))

q = "萧山区有哪些加油站构成重大危险源？"
aq.append((q, "zh", "filter", lambda: [g["name"] for g in GS if g["county"] == "萧山区" and g["isMajorDangerSource"] == "是"], [
    ("\n".join([spo(1, "s1:加油站", "p1:重大危险源", "o1:Entity[是]", "查询构成重大危险源的加油站"), out(2, q, "s1")]), False),
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:Entity[萧山区]", "查询萧山区的加油站"),
               spo(2, "s1", "p2:是否构成重大危险源", "o2:Entity[是]", "筛选构成重大危险源的加油站"), out(3, q, "s1")]), True)]))

q = "萧山区有哪些基督教协会？"
aq.append((q, "zh", "filter", lambda: [a["name"] for a in ASSOC if a["county"] == "萧山区" and a["religion"] == "基督教"], [
    ("\n".join([spo(1, "s1:协会", "p1:所在区县", "o1:Entity[萧山区]", "查询萧山区的协会"),
               spo(2, "s1", "p2:所属宗教", "o2:Entity[基督教]", "筛选所属宗教为基督教的协会"), out(3, q, "s1")]), True),
    ("\n".join([spo(1, "s1:宗教团体", "p1:宗教", "o1:Entity[基督教]", "查询基督教团体"), out(2, q, "s1")]), False)]))

q = "Which gas stations in 南湖区 are operated by 中石化?"
aq.append((q, "en", "filter", lambda: [g["name"] for g in GS if g["county"] == "南湖区" and g["operationSubject"] == "中石化"], [
    ("\n".join([spo(1, "s1:GasStation", "p1:operator", "o1:Entity[中石化]", "Find gas stations operated by 中石化"), out(2, q, "s1")]), False),
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:Entity[南湖区]", "Find gas stations located in 南湖区"),
               spo(2, "s1", "p2:运营主体", "o2:Entity[中石化]", "Keep those whose operator is 中石化"), out(3, q, "s1")]), True)]))

q = "When does license 201702000041J expire?"
aq.append((q, "en", "lookup", lambda: [one(LIC, "name", "201702000041J")["invalidDate"]], [
    (simple(q, "201702000041J", "expiryDate", "License"), False),
    (simple(q, "201702000041J", "失效日期", "许可证"), True)]))

q = "中国佛学院普陀山学院所在的城市有几个AAAAA级景区？"
aq.append((q, "zh", "two-hop-count", lambda: [fmt(sum(1 for t in SCENE if t["city"] == one(SCH, "name", "中国佛学院普陀山学院")["city"] and t["level"] == "AAAAA"))], [
    ("\n".join([spo(1, "s1:学校[中国佛学院普陀山学院]", "p1:所在城市", "o1:城市", "查询中国佛学院普陀山学院所在城市"),
               spo(2, "s2:旅游景点", "p2:位于", "o1", "查询该城市的旅游景点"),
               "Step3: 统计景点数量\nAction3: count(alias_name=count1,set=s2,sub_query= 统计景点数量)", out(4, q, "count1")]), False),
    ("\n".join([spo(1, "s1:学校[中国佛学院普陀山学院]", "p1:所在城市", "o1:城市", "查询中国佛学院普陀山学院所在城市"),
               spo(2, "s2:旅游景点", "p2:所在城市", "o1", "查询位于该城市的旅游景点"),
               spo(3, "s2", "p3:景区级别", "o3:Entity[AAAAA]", "筛选级别为AAAAA的景区"),
               "Step4: 统计AAAAA级景区数量\nAction4: count(alias_name=count1,set=s2,sub_query= 统计AAAAA级景区数量)", out(5, q, "count1")]), True)]))

q = "乐清市的道教宗教场所有多少处？"
aq.append((q, "zh", "count", lambda: [fmt(sum(1 for r in REL if r["county"] == "乐清市" and r["religion"] == "道教"))], [
    ("\n".join([spo(1, "s1:宗教场所", "p1:所在区县", "o1:Entity[乐清市]", "查询乐清市的宗教场所"),
               spo(2, "s1", "p2:所属宗教", "o2:Entity[道教]", "筛选道教场所"),
               "Step3: 统计数量\nAction3: count(alias_name=count1,set=s1,sub_query= 统计道教场所数量)", out(4, q, "count1")]), True),
    ("\n".join([spo(1, "s1:道观", "p1:位于", "o1:Entity[乐清市]", "查询乐清市的道观"),
               "Step2: 统计数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计数量)", out(3, q, "count1")]), False)]))

q = "南湖区职工人数最多的加油站是哪一个？"
def _aq20():
    c = [g for g in GS if g["county"] == "南湖区"]
    m = max(int(g["employeeCount"]) for g in c)
    return [g["name"] for g in c if int(g["employeeCount"]) == m]
aq.append((q, "zh", "superlative", _aq20, [
    ("\n".join([spo(1, "s1:加油站", "p1:所在区县", "o1:Entity[南湖区]", "查询南湖区的加油站"),
               spo(2, "s1", "p2:职工人数", "o2:Entity", "查询这些加油站的职工人数"),
               "Step3: 找出职工人数最多的加油站\nAction3: sort(set=s1, orderby=o2, direction=max, limit=1)", out(4, q, "s1")]), True),
    ("\n".join([spo(1, "s1:加油站", "p1:位于", "o1:Entity[南湖区]", "查询南湖区的加油站"), out(2, q, "s1")]), False)]))

q = "杭州锦医堂中医门诊部面向哪些服务人群？"
aq.append((q, "zh", "no-answer", lambda: [], [
    (simple(q, "杭州锦医堂中医门诊部", "服务对象"), False),
    (simple(q, "杭州锦医堂中医门诊部", "服务人群", "医疗机构"), True)]))

q = "海盐县中国石化经营有限公司是几级加油站？"
aq.append((q, "zh", "no-answer", lambda: [], [
    (simple(q, "海盐县中国石化经营有限公司", "级别", "加油站"), False),
    (simple(q, "海盐县中国石化经营有限公司", "站点等级"), False),
    (simple(q, "海盐县中国石化经营有限公司", "级别"), True)]))

q = "运营主体为华润燃气的加油站，总设计储量合计是多少？"
aq.append((q, "zh", "sum", lambda: [fmt(sum(float(g["totalDesignStorage"]) for g in GS if g["operationSubject"] == "华润燃气"))], [
    ("\n".join([spo(1, "s1:加油站", "p1:运营主体", "o1:Entity[华润燃气]", "查询运营主体为华润燃气的加油站"),
               spo(2, "s1", "p2:总设计储量", "o2:Entity", "查询这些加油站的总设计储量"),
               "Step3: 求和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算总设计储量之和)", out(4, q, "sum1")]), True),
    ("\n".join([spo(1, "s1:燃气公司[华润燃气]", "p1:设计储量", "o1:Entity", "查询华润燃气的设计储量"), out(2, q, "o1")]), False)]))

q = "Who is the legal representative of 杭州杭钢亚盛天然气有限公司?"
aq.append((q, "en", "lookup", lambda: [one(GS, "name", "杭州杭钢亚盛天然气有限公司")["legalRepresentative"]], [
    (simple(q, "杭州杭钢亚盛天然气有限公司", "legalPerson"), False),
    (simple(q, "杭州杭钢亚盛天然气有限公司", "法定代表人", "加油站"), True)]))

# ---------------- SupplyChain ----------------
SCO = D(SC + "Company.csv")
SCP = D(SC + "Person.csv")
SPR = D(SC + "Product.csv")
SFT = D(SC + "Company_fundTrans_Company.csv")
SEV = D(SC + "ProductChainEvent.csv")
cname = {c["id"]: c["name"] for c in SCO}
cid = {c["name"]: c["id"] for c in SCO}
assert len(cid) == len(SCO)


def split(v):
    return [x.strip() for x in v.split(",") if x.strip()]


def R(i, s, p, o, sq):
    return f"Step{i}:{sq}\nAction{i}:Retrieval(s={s}, p={p}, o={o})"


def O(i, v):
    return f"Step{i}:输出{v}\nAction{i}:output({v})"


def Oe(i, v):
    return f"Step{i}:Output {v}\nAction{i}:output({v})"


def M(i, content, target, name, sq):
    c = ",".join(f"`{x}`" for x in content)
    return f"Step{i}:{sq}\nAction{i}:Math(content=[{c}], target=`{target}`)->{name}"


def prod_ind(p):
    return uniq([r["belongToIndustry"] for r in SPR if r["id"] == p])


sc = []
q = "三角***份限公司经营哪些产品？"
sc.append((q, "zh", "lookup", lambda: uniq(split(one(SCO, "name", "三角***份限公司")["product"])), [
    ("\n".join([R(1, "s1:企业[`三角***份限公司`]", "p1:主营产品", "o1:产品", "查询三角***份限公司的主营产品"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:企业[`三角***份限公司`]", "p1:经营产品", "o1:产品", "三角***份限公司经营哪些产品？"), O(2, "o1")]), True)]))

q = "产品“商品化工-橡胶-合成橡胶”属于哪个产业？"
sc.append((q, "zh", "lookup", lambda: prod_ind("商品化工-橡胶-合成橡胶"), [
    ("\n".join([R(1, "s1:产品[`商品化工-橡胶-合成橡胶`]", "p1:所属行业", "o1:产业", "查询商品化工-橡胶-合成橡胶所属的产业"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:产品[`合成橡胶`]", "p1:产业", "o1", "查询合成橡胶的产业"), O(2, "o1")]), False)]))

q = "臧*今年多少岁？"
sc.append((q, "zh", "lookup", lambda: [one(SCP, "name", "臧*")["age"]], [
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:年龄", "o1:数值", "查询臧*的年龄"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:人物[`臧*`]", "p1:岁数", "o1", "臧*多大了"), O(2, "o1")]), False)]))

q = "袁*担任哪些公司的法人代表？"
sc.append((q, "zh", "lookup", lambda: uniq(split(one(SCP, "name", "袁*")["legalRepresentative"])), [
    ("\n".join([R(1, "s1:自然人[`袁*`]", "p1:法定代表人", "o1:企业", "查询袁*担任法定代表人的企业"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:自然人[`袁*`]", "p1:法人代表", "o1:企业", "袁*担任哪些公司的法人代表？"), O(2, "o1")]), True)]))

q = "臧*一共是几家公司的法人代表？"
sc.append((q, "zh", "count", lambda: [fmt(len(uniq(split(one(SCP, "name", "臧*")["legalRepresentative"]))))], [
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:法人代表", "o1:企业", "查询臧*担任法人代表的公司"),
               M(2, ["o1"], "统计不重复的公司数量", "math2", "统计这些公司的数量"), O(3, "math2")]), True),
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:法人", "o1:公司", "查询臧*是哪些公司的法人"), O(2, "o1")]), False)]))

q = "传化****限公司总共收到了多少转入资金？"
sc.append((q, "zh", "sum", lambda: [fmt(sum(int(f["transAmt"]) for f in SFT if f["dstId"] == cid["传化****限公司"]))], [
    ("\n".join([R(1, "s1:企业[`传化****限公司`]", "p1:总共流入金额", "o1:金额", "查询传化****限公司的总共流入金额"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:企业", "p1:资金往来", "o1:企业[`传化****限公司`]", "查询向传化****限公司转账的企业及交易"),
               M(2, ["p1"], "计算所有转入交易金额之和", "math2", "计算转入金额总和"), O(3, "math2")]), True)]))

q = "臧*和夏**谁的年龄更大？"
sc.append((q, "zh", "compare", lambda: [max(["臧*", "夏**"], key=lambda n: int(one(SCP, "name", n)["age"]))], [
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:年龄", "o1:年龄", "臧*的年龄是多少？"),
               R(2, "s2:自然人[`夏**`]", "p2:年龄", "o2:年龄", "夏**的年龄是多少？"),
               M(3, ["o1", "o2"], "年龄更大的人", "math3", "比较两人的年龄"), O(4, "math3")]), True),
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:出生年份", "o1", "臧*出生于哪年？"),
               R(2, "s2:自然人[`夏**`]", "p2:出生年份", "o2", "夏**出生于哪年？"),
               M(3, ["o1", "o2"], "谁更早出生", "math3", "比较出生年份")]), False)]))

q = "浙江**摩托**限公司属于哪个行业？"
sc.append((q, "zh", "two-hop", lambda: uniq([i for p in split(one(SCO, "name", "浙江**摩托**限公司")["product"]) for i in prod_ind(p)]), [
    ("\n".join([R(1, "s1:企业[`浙江**摩托**限公司`]", "p1:所在行业", "o1:产业", "查询浙江**摩托**限公司所在行业"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:企业[`浙江**摩托**限公司`]", "p1:经营产品", "o1:产品", "查询浙江**摩托**限公司经营的产品"),
               R(2, "o1", "p2:所属产业", "o2:产业", "查询这些产品所属的产业"), O(3, "o2")]), True)]))

q = "Which company made the single largest transfer to 传化****限公司?"
def _sc09():
    c = [f for f in SFT if f["dstId"] == cid["传化****限公司"]]
    m = max(int(f["transAmt"]) for f in c)
    return uniq([cname[f["srcId"]] for f in c if int(f["transAmt"]) == m])
sc.append((q, "en", "superlative", _sc09, [
    ("\n".join([R(1, "s1:Company", "p1:fundTransfer", "o1:Company[`传化****限公司`]", "Which companies transferred funds to 传化****限公司?"),
               M(2, ["p1"], "the company with the largest single transfer amount", "math2", "Find the largest single transfer"), Oe(3, "math2")]), True),
    ("\n".join([R(1, "s1:Company[`传化****限公司`]", "p1:largestInvestor", "o1:Company", "Who is the largest investor of 传化****限公司?"), Oe(2, "o1")]), False)]))

q = "产业链事件“顺丁橡胶成本上涨”的主体是什么产品？"
sc.append((q, "zh", "lookup", lambda: [one(SEV, "name", "顺丁橡胶成本上涨")["subject"]], [
    ("\n".join([R(1, "s1:产业链事件[`顺丁橡胶成本上涨`]", "p1:主体", "o1:产品", "查询顺丁橡胶成本上涨事件的主体"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:事件[`顺丁橡胶成本上涨`]", "p1:涉及产品", "o1", "该事件涉及哪个产品"), O(2, "o1")]), False)]))

q = "臧*的证件号码是多少？"
sc.append((q, "zh", "no-answer", lambda: [], [
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:身份证号", "o1", "查询臧*的身份证号"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:自然人[`臧*`]", "p1:证件号码", "o1:证件号", "查询臧*的证件号码"), O(2, "o1")]), True)]))

q = "How many outgoing fund transfers did 三角***份限公司 make?"
sc.append((q, "en", "count", lambda: [fmt(sum(1 for f in SFT if f["srcId"] == cid["三角***份限公司"]))], [
    ("\n".join([R(1, "s1:Company[`三角***份限公司`]", "p1:transferTo", "o1:Company", "Which companies did 三角***份限公司 transfer funds to?"),
               M(2, ["p1"], "number of transfers", "math2", "Count the transfers"), Oe(3, "math2")]), True),
    ("\n".join([R(1, "s1:Company[`三角***份限公司`]", "p1:outflow", "o1", "What are the outflows of 三角***份限公司?"), Oe(2, "o1")]), False)]))

q = "谁是传化****限公司的法人代表？"
sc.append((q, "zh", "reverse-lookup", lambda: [p["name"] for p in SCP if "传化****限公司" in split(p["legalRepresentative"])], [
    ("\n".join([R(1, "s1:企业[`传化****限公司`]", "p1:法定代表人", "o1:自然人", "查询传化****限公司的法定代表人"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:自然人", "p1:法人代表", "o1:企业[`传化****限公司`]", "哪些自然人是传化****限公司的法人代表"), O(2, "s1")]), True)]))

# ---------------- RiskMining ----------------
RP = D(RM + "Person.csv")
RC = D(RM + "Company.csv")
RA = D(RM + "App.csv")
RD = D(RM + "Device.csv")
RPD = D(RM + "Person_hasDevice_Device.csv")
RFT = D(RM + "Person_fundTrans_Person.csv")
RHS = D(RM + "Person_holdShare_Company.csv")
RCC = D(RM + "Company_hasCert_Cert.csv")
pid = {p["name"]: p["id"] for p in RP}
pname = {p["id"]: p["name"] for p in RP}
assert len(pid) == len(RP)
dev = {d["id"]: d for d in RD}
gamb = {a["id"] for a in RA if "赌博" in a["riskMark"]}


def devices(p):
    return [r["dst"] for r in RPD if r["src"] == p]


def developed(p):
    cnt = {}
    for d in devices(p):
        for a in set(split(dev[d]["install"])):
            cnt[a] = cnt.get(a, 0) + 1
    return {a for a, c in cnt.items() if c > 5}


def released(p):
    comps = {r["dst"] for r in RHS if r["src"] == p}
    certs = {r["dst"] for r in RCC if r["src"] in comps}
    return {a["id"] for a in RA if a["useCert"] in certs}


def risk_classes(p):
    out_ = []
    if developed(p) & gamb:
        out_.append("赌博App开发者")
    devs = {r["dst"] for r in RFT if r["src"] == p}
    for a in released(p) & gamb:
        if any(a in developed(u) for u in devs):
            out_.append("赌博App老板")
            break
    return out_


rm = []
q = "裘**的手机号是多少？"
rm.append((q, "zh", "lookup", lambda: [one(RP, "name", "裘**")["hasPhone"]], [
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:手机号", "o1", "查询裘**的手机号"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:电话号码", "o1:电话", "查询裘**的电话号码"), O(2, "o1")]), True)]))

GAPP = sorted(gamb)[0]
q = f"应用{GAPP}的风险标记是什么？"
rm.append((q, "zh", "lookup", lambda: [one(RA, "id", GAPP)["riskMark"]], [
    ("\n".join([R(1, f"s1:应用[`{GAPP}`]", "p1:风险标记", "o1:风险类型", f"查询{GAPP}的风险标记"), O(2, "o1")]), True),
    ("\n".join([R(1, f"s1:App[`{GAPP}`]", "p1:属于", "o1:风险应用", f"查询{GAPP}属于哪类风险应用"), O(2, "o1")]), False)]))

q = f"Which certificate does the app {GAPP} use?"
rm.append((q, "en", "lookup", lambda: [one(RA, "id", GAPP)["useCert"]], [
    ("\n".join([R(1, f"s1:App[`{GAPP}`]", "p1:signingCertificate", "o1:Certificate", f"What certificate signs {GAPP}?"), Oe(2, "o1")]), False),
    ("\n".join([R(1, f"s1:App[`{GAPP}`]", "p1:useCert", "o1:Cert", f"Which certificate does {GAPP} use?"), Oe(2, "o1")]), True)]))

q = "**娱乐***公司的联系电话是什么？"
rm.append((q, "zh", "lookup", lambda: [one(RC, "name", "**娱乐***公司")["phone"]], [
    ("\n".join([R(1, "s1:企业[`**娱乐***公司`]", "p1:电话号码", "o1", "查询**娱乐***公司的电话号码"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:公司[`**娱乐***公司`]", "p1:联系方式", "o1", "查询联系方式"), O(2, "o1")]), False)]))

q = "裘**名下有几台设备？"
rm.append((q, "zh", "count", lambda: [fmt(len(set(devices(pid["裘**"]))))], [
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:拥有设备", "o1:设备", "查询裘**拥有的设备"),
               M(2, ["o1"], "设备数量", "math2", "统计设备数量"), O(3, "math2")]), True),
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:手机", "o1:设备", "查询裘**的手机"), O(2, "o1")]), False)]))

q = "席*使用的设备umid是什么？"
rm.append((q, "zh", "two-hop", lambda: uniq([dev[d]["umid"] for d in devices(pid["席*"])]), [
    ("\n".join([R(1, "s1:自然人[`席*`]", "p1:设备umid", "o1", "查询席*的设备umid"), O(2, "o1")]), False),
    ("\n".join([R(1, "s1:自然人[`席*`]", "p1:拥有设备", "o1:设备", "查询席*拥有的设备"),
               R(2, "o1", "p2:umid", "o2", "查询这些设备的umid"), O(3, "o2")]), True)]))

q = "柏*一共向裘**转账多少钱？"
rm.append((q, "zh", "sum", lambda: [fmt(sum(int(f["transAmt"]) for f in RFT if f["src"] == pid["柏*"] and f["dst"] == pid["裘**"]))], [
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:转账", "o1:自然人[`裘**`]", "查询柏*向裘**的转账记录"), O(2, "p1")]), False),
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`裘**`]", "查询柏*向裘**的转账关系"),
               M(2, ["p1"], "所有转账交易金额的总和", "math2", "计算转账总金额"), O(3, "math2")]), True)]))

q = "柏*持股了哪些公司？"
rm.append((q, "zh", "one-hop", lambda: [one(RC, "id", r["dst"])["name"] for r in RHS if r["src"] == pid["柏*"]], [
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:持股", "o1:企业", "查询柏*持股的企业"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:股东", "o1:公司", "柏*是哪些公司的股东"), O(2, "o1")]), False)]))

q = "风险标记为赌博的应用一共有多少个？"
rm.append((q, "zh", "count", lambda: [fmt(len(gamb))], [
    ("\n".join([R(1, "s1:应用", "p1:风险标记", "o1:风险标记[`赌博`]", "查询风险标记为赌博的应用"),
               M(2, ["s1"], "应用的数量", "math2", "统计应用数量"), O(3, "math2")]), True),
    ("\n".join([R(1, "s1:应用", "p1:属于", "o1:风险应用[`赌博应用`]", "查询赌博应用"), O(2, "s1")]), False)]))

q = "柏*属于哪类风险用户？"
rm.append((q, "zh", "deduce", lambda: risk_classes(pid["柏*"]), [
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:属于", "o1:风险用户", "查询柏*的风险用户分类"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:自然人[`柏*`]", "p1:持股", "o1:企业", "查询柏*持股的企业"),
               R(2, "o1", "p2:拥有证书", "o2:证书", "查询这些企业拥有的证书"),
               "Step3:根据以上信息判断柏*的风险类型\nAction3:Deduce(op=extract, content=[`o1`,`o2`], target=`柏*属于哪类风险用户`)->res", O(4, "res")]), False)]))

q = "Who is older, 邬** or 穆**?"
rm.append((q, "en", "compare", lambda: [max(["邬**", "穆**"], key=lambda n: int(one(RP, "name", n)["age"]))], [
    ("\n".join([R(1, "s1:Person[`邬**`]", "p1:age", "o1:Number", "How old is 邬**?"),
               R(2, "s2:Person[`穆**`]", "p2:age", "o2:Number", "How old is 穆**?"),
               M(3, ["o1", "o2"], "Who is older?", "math3", "Compare the two ages"), Oe(4, "math3")]), True),
    ("\n".join([R(1, "s1:Person[`邬**`]", "p1:birthYear", "o1:Year", "When was 邬** born?"),
               R(2, "s2:Person[`穆**`]", "p2:birthYear", "o2:Year", "When was 穆** born?")]), False)]))

q = "裘**持有哪些公司的股份？"
rm.append((q, "zh", "no-answer", lambda: [], [
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:持股", "o1:企业", "查询裘**持股的企业"), O(2, "o1")]), True),
    ("\n".join([R(1, "s1:自然人[`裘**`]", "p1:股东", "o1:企业", "查询裘**作为股东的公司"), O(2, "o1")]), False)]))

q = "设备19:85:70:ea:bd:dc上安装了多少种不同的应用？"
rm.append((q, "zh", "count", lambda: [fmt(len(set(split(one(RD, "umid", "19:85:70:ea:bd:dc")["install"]))))], [
    ("\n".join([R(1, "s1:设备[`19:85:70:ea:bd:dc`]", "p1:安装", "o1:应用", "查询该设备安装的应用"),
               M(2, ["o1"], "不同应用的数量", "math2", "统计去重后的应用数量"), O(3, "math2")]), True),
    ("\n".join([R(1, "s1:手机[`19:85:70:ea:bd:dc`]", "p1:应用", "o1", "查询手机上的应用"), O(2, "o1")]), False)]))


# a few questions keep the planner's answered round before a later, abandoned one
KEEP_ORDER = {"aq-05", "aq-13", "sc-03", "sc-10", "rm-04", "rm-11"}


def emit(tag, items, name):
    plans, qs = [], []
    for n, (qq, lang, shape, fn, atts) in enumerate(items, 1):
        qid = f"plan-r31-{tag}-{n:02d}"
        assert sum(1 for _, l in atts if l) == 1, qid
        assert 2 <= len(atts) <= 3, qid
        if f"{tag}-{n:02d}" not in KEEP_ORDER:
            atts = [a for a in atts if not a[1]] + [a for a in atts if a[1]]
        ans = fn()
        if shape != "no-answer":
            assert ans and all(a != "" for a in ans), (qid, ans)
        qs.append({"id": qid, "question": qq, "answer": [str(a) for a in ans], "shape": shape, "lang": lang})
        for k, (pl, last) in enumerate(atts, 1):
            plans.append({"id": f"{qid}#{k}", "qid": qid, "question": qq, "plan": pl, "last": last})
    os.makedirs(OUT, exist_ok=True)
    for suffix, data in (("plans", plans), ("questions", qs)):
        with open(os.path.join(OUT, f"r31-{name}-{suffix}.json"), "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
    return qs


if __name__ == "__main__":
    for tag, items, name in (("aq", aq, "affairqa"), ("sc", sc, "supplychain"), ("rm", rm, "riskmining")):
        for x in emit(tag, items, name):
            print(x["id"], x["lang"], x["shape"], x["question"], "=>", x["answer"])
