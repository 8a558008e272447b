# r26 held-out plan set: gold answers computed from the source tables with csv only.
import csv, json, os

D = "/work/shared/datasets"
AQ = D + "/kag-affairqa/sources/"
SC = D + "/kag-supplychain/sources/"
RM = D + "/kag-riskmining/sources/"
OUT = "/work/main/bench/questions/blind/plans/"


def rows(p):
    with open(p, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def one(tab, key, val):
    r = [x for x in tab if x[key] == val]
    assert len(r) == 1, (val, len(r))
    return r[0]


def absent(tab, key, val):
    assert not any(val in x[key] for x in tab), val


def num(x):
    x = float(x)
    return str(int(x)) if x == int(x) else str(x)


# ---------------------------------------------------------------- AffairQA
school = rows(AQ + "学校.csv")
gas = rows(AQ + "加油站.csv")
med = rows(AQ + "医疗机构.csv")
assoc = rows(AQ + "协会.csv")
relig = rows(AQ + "宗教场所.csv")
spot = rows(AQ + "旅游景点.csv")
agency = rows(AQ + "旅行社.csv")
lic = rows(AQ + "许可证.csv")
region = rows(AQ + "行政区.csv")


def spo(typ, ent, pred, q, sub=None, alias="o1"):
    sub = sub or "查询%s的%s" % (ent, pred)
    return ("Step1: %s\nAction1: get_spo(s=s1:%s[%s] ,p=p1:%s,o=o1:Entity ,sub_query= %s)\n"
            "Step2: output `%s` answer:\nAction2: get(alias_name=%s,alias_name_set=[%s],sub_query=output `%s` answer:)"
            % (sub, typ, ent, pred, sub, q, alias, alias, q))


def spo_nooutput(typ, ent, pred, sub=None):
    sub = sub or "查询%s的%s" % (ent, pred)
    return "Step1: %s\nAction1: get_spo(s=s1:%s[%s] ,p=p1:%s,o=o1:Entity ,sub_query=%s  )" % (sub, typ, ent, pred, sub)


aq = []  # (question, answer, shape, [plans], last_index)


def add(store, q, ans, shape, plans, last=None, lang="zh"):
    store.append((q, ans, shape, plans, len(plans) - 1 if last is None else last, lang))


# 01 lookup
r = one(school, "name", "浙江佛学院天台宗佛学院")
q = "浙江佛学院天台宗佛学院有多少在校学生？"
add(aq, q, [r["studentCount"]], "lookup", [
    spo("Entity", "浙江佛学院天台宗佛学院", "学生人数", q),
    spo("学校", "浙江佛学院天台宗佛学院", "在校生数量", q),
])
# 02 lookup
r = one(gas, "name", "中海油浙江新能源有限公司集运加气站")
q = "中海油浙江新能源有限公司集运加气站的负责人是谁？"
add(aq, q, [r["manager"]], "lookup", [
    spo("加油站", "集运加气站", "负责人", q),
    spo("Entity", "中海油浙江新能源有限公司集运加气站", "负责人", q),
    spo("加油站", "中海油浙江新能源有限公司集运加气站", "负责人员", q),
], last=1)
# 03 lookup date
r = one(gas, "name", "宁波市汽车燃气有限公司丽园北路加气站")
q = "宁波市汽车燃气有限公司丽园北路加气站是什么时候成立的？"
add(aq, q, [r["buildTime"]], "lookup", [
    spo("Entity", "宁波市汽车燃气有限公司丽园北路加气站", "成立时间", q),
    spo("加油站", "宁波市汽车燃气有限公司丽园北路加气站", "成立日期", q),
])
# 04 lookup phone
r = one(med, "name", "杭州健齿贝口腔诊所")
q = "杭州健齿贝口腔诊所的联系电话是多少？"
add(aq, q, [r["phoneNumber"]], "lookup", [
    spo("医疗机构", "杭州健齿贝口腔诊所", "联系电话", q),
    spo_nooutput("Entity", "杭州健齿贝口腔诊所", "电话号码"),
])
# 05 lookup category
r = one(med, "name", "杭州市上城区紫阳街道社区卫生服务中心")
q = "杭州市上城区紫阳街道社区卫生服务中心属于哪一类医疗机构？"
add(aq, q, [r["category"]], "lookup", [
    spo("Entity", "杭州市上城区紫阳街道社区卫生服务中心", "类型", q),
    spo("医疗机构", "杭州市上城区紫阳街道社区卫生服务中心", "机构类别", q),
    spo("医疗机构", "杭州市上城区紫阳街道社区卫生服务中心", "类别", q),
])
# 06 lookup
r = one(assoc, "name", "萧山区佛教协会")
q = "萧山区佛教协会是哪一天登记的？"
add(aq, q, [r["registrationTime"]], "lookup", [
    spo("协会", "萧山区佛教协会", "登记日期", q),
    spo("Entity", "萧山区佛教协会", "登记时间", q),
])
# 07 lookup
r = one(assoc, "name", "东阳市天主教爱国会")
q = "东阳市天主教爱国会的邮编是什么？"
add(aq, q, [r["postalCode"]], "lookup", [
    spo("Entity", "东阳市天主教爱国会", "邮编", q),
    spo("协会", "东阳市天主教爱国会", "邮政编码", q),
])
# 08 filter
ans = sorted(x["name"] for x in assoc if x["city"] == "金华市" and x["religion"] == "天主教")
q = "金华市有哪些天主教协会？"
add(aq, q, ans, "filter", [
    "Step1: 查询金华市的天主教协会\nAction1: get_spo(s=s1:协会 ,p=p1:所在城市,o=o1:Entity[金华市] ,sub_query= 查询金华市的天主教协会)\n"
    "Step2: output `金华市有哪些天主教协会？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `金华市有哪些天主教协会？` answer:)",
    "Step1: 查询所在城市为金华市的协会\nAction1: get_spo(s=s1:协会 ,p=p1:所在城市,o=o1:Entity[金华市] ,sub_query= 查询所在城市为金华市的协会)\n"
    "Step2: 筛选所属宗教为天主教的协会\nAction2: get_spo(s=s1 ,p=p2:所属宗教,o=o2:Entity[天主教] ,sub_query= 筛选所属宗教为天主教的协会)\n"
    "Step3: output `金华市有哪些天主教协会？` answer:\nAction3: get(alias_name=s1,alias_name_set=[s1],sub_query=output `金华市有哪些天主教协会？` answer:)",
])
# 09 lookup
r = one(relig, "name", "建德市慧华寺")
q = "建德市慧华寺属于什么宗教？"
add(aq, q, [r["religion"]], "lookup", [
    spo("宗教场所", "建德市慧华寺", "宗教", q),
    spo("Entity", "建德市慧华寺", "所属宗教", q),
])
# 10 lookup
r = one(relig, "name", "乐清市清江镇福昌宫")
q = "乐清市清江镇福昌宫的建筑面积是多少？"
add(aq, q, [r["buildingArea"]], "lookup", [
    spo("Entity", "福昌宫", "建筑面积", q),
    spo("宗教场所", "乐清市清江镇福昌宫", "占地面积", q),
    spo("宗教场所", "乐清市清江镇福昌宫", "建筑面积", q),
])
# 11 lookup
r = one(spot, "name", "天一阁·月湖景区")
q = "天一阁·月湖景区的咨询电话是多少？"
add(aq, q, [r["phoneNumber"]], "lookup", [
    spo("旅游景点", "天一阁·月湖景区", "咨询电话", q),
    spo("旅游景点", "天一阁·月湖景区", "电话号码", q),
])
# 12 lookup
r = one(agency, "name", "建德中国旅行社有限公司")
q = "建德中国旅行社有限公司的传真号码是多少？"
add(aq, q, [r["faxNumber"]], "lookup", [
    spo("Entity", "建德中国旅行社有限公司", "传真", q),
    spo("旅行社", "建德中国旅行社有限公司", "传真号码", q),
])
# 13 lookup licence
r = one(lic, "name", "201702000041J")
q = "许可证201702000041J的有效期到什么时候？"
add(aq, q, [r["invalidDate"]], "lookup", [
    spo("许可证", "201702000041J", "有效期", q),
    spo("许可证", "201702000041J", "失效日期", q),
])
# 14 hop gas -> licence -> invalidDate
g = one(gas, "name", "宁波新奥燃气有限公司")
r = one(lic, "name", g["businessLicense"])
q = "宁波新奥燃气有限公司的经营许可证什么时候失效？"
add(aq, q, [r["invalidDate"]], "hop", [
    spo("加油站", "宁波新奥燃气有限公司", "经营许可证失效日期", q),
    "Step1: 查询宁波新奥燃气有限公司的经营许可证\nAction1: get_spo(s=s1:加油站[宁波新奥燃气有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query= 查询宁波新奥燃气有限公司的经营许可证)\n"
    "Step2: 查询该许可证的失效日期\nAction2: get_spo(s=o1 ,p=p2:失效日期,o=o2:Entity ,sub_query= 查询该许可证的失效日期)\n"
    "Step3: output `宁波新奥燃气有限公司的经营许可证什么时候失效？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波新奥燃气有限公司的经营许可证什么时候失效？` answer:)",
    "Step1: 查询宁波新奥燃气有限公司的经营许可证编号\nAction1: get_spo(s=s1:Entity[宁波新奥燃气有限公司] ,p=p1:经营许可证号,o=o1:Entity ,sub_query= 查询宁波新奥燃气有限公司的经营许可证编号)\n"
    "Step2: 查询许可证的有效期截止日期\nAction2: get_spo(s=o1:Entity ,p=p2:有效期截止日期,o=o2:Entity ,sub_query= 查询许可证的有效期截止日期)\n"
    "Step3: output `宁波新奥燃气有限公司的经营许可证什么时候失效？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波新奥燃气有限公司的经营许可证什么时候失效？` answer:)",
])
# 15 lookup region code (rows duplicated but consistent)
codes = {x["id"] for x in region if x["name"] == "桐庐县"}
assert len(codes) == 1
q = "桐庐县的行政区划代码是多少？"
add(aq, q, sorted(codes), "lookup", [
    spo("行政区", "桐庐县", "行政区划代码", q),
    spo("Entity", "桐庐县", "编码", q),
], last=0)
# 16 superlative
mx = max(int(x["studentCount"]) for x in school)
ans = sorted(x["name"] for x in school if int(x["studentCount"]) == mx)
q = "在校生人数最多的宗教院校是哪一所？"
add(aq, q, ans, "superlative", [
    "Step1: 查询所有学校的在校生数量\nAction1: get_spo(s=s1:学校 ,p=p1:在校生数量,o=o1:Entity ,sub_query= 查询所有学校的在校生数量)\n"
    "Step2: 找出在校生数量最多的学校\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)\n"
    "Step3: output `在校生人数最多的宗教院校是哪一所？` answer:\nAction3: get(alias_name=s1,alias_name_set=[s1],sub_query=output `在校生人数最多的宗教院校是哪一所？` answer:)",
    "Step1: 查询宗教院校的学生人数\nAction1: get_spo(s=s1:学校 ,p=p1:学生人数,o=o1:Entity ,sub_query= 查询宗教院校的学生人数)\n"
    "Step2: 比较学生人数，找出最多的院校\nAction2: Math(content=[`o1`], target=`在校生人数最多的学校`)->math2\n"
    "Step3: output `在校生人数最多的宗教院校是哪一所？` answer:\nAction3: get(alias_name=math2,alias_name_set=[math2],sub_query=output `在校生人数最多的宗教院校是哪一所？` answer:)",
])
# 17 comparison
a = one(school, "name", "浙江佛学院温州佛学院"); b = one(school, "name", "浙江慈云佛学院")
assert int(a["teacherCount"]) != int(b["teacherCount"])
win = a["name"] if int(a["teacherCount"]) > int(b["teacherCount"]) else b["name"]
q = "浙江佛学院温州佛学院和浙江慈云佛学院，哪所学校的教师更多？"
add(aq, q, [win], "comparison", [
    "Step1: 查询浙江佛学院温州佛学院的教师数量\nAction1: get_spo(s=s1:学校[浙江佛学院温州佛学院] ,p=p1:教师数量,o=o1:Entity ,sub_query= 查询浙江佛学院温州佛学院的教师数量)\n"
    "Step2: 查询浙江慈云佛学院的教师数量\nAction2: get_spo(s=s2:学校[浙江慈云佛学院] ,p=p2:教师数量,o=o2:Entity ,sub_query= 查询浙江慈云佛学院的教师数量)\n"
    "Step3: output `浙江佛学院温州佛学院和浙江慈云佛学院，哪所学校的教师更多？` answer:\nAction3: get(alias_name=o1,alias_name_set=[o1,o2],sub_query=output `浙江佛学院温州佛学院和浙江慈云佛学院，哪所学校的教师更多？` answer:)",
    "Step1: 查询浙江佛学院温州佛学院的教职工人数\nAction1: get_spo(s=s1:Entity[浙江佛学院温州佛学院] ,p=p1:教师人数,o=o1:Entity ,sub_query= 查询浙江佛学院温州佛学院的教职工人数)\n"
    "Step2: 查询浙江慈云佛学院的教职工人数\nAction2: get_spo(s=s2:Entity[浙江慈云佛学院] ,p=p2:教师人数,o=o2:Entity ,sub_query= 查询浙江慈云佛学院的教职工人数)\n"
    "Step3: 比较两所学校的教师人数\nAction3: Deduce(op=choice, content=[`o1`,`o2`], target=`哪所学校的教师更多`)->res\n"
    "Step4: 输出res\nAction4: output(res)",
])
# 18 count
ans = [str(sum(1 for x in school if x["city"] == "杭州市"))]
q = "杭州市共有几所宗教院校？"
add(aq, q, ans, "count", [
    "Step1: 查询位于杭州市的学校\nAction1: get_spo(s=s1:学校 ,p=p1:所在城市,o=o1:Entity[杭州市] ,sub_query= 查询位于杭州市的学校)\n"
    "Step2: output `杭州市共有几所宗教院校？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `杭州市共有几所宗教院校？` answer:)",
    "Step1: 查询所在城市为杭州市的宗教院校\nAction1: get_spo(s=s1:学校 ,p=p1:所在城市,o=o1:Entity[杭州市] ,sub_query= 查询所在城市为杭州市的宗教院校)\n"
    "Step2: 统计学校数量\nAction2: count(s1)->count2\n"
    "Step3: output `杭州市共有几所宗教院校？` answer:\nAction3: get(alias_name=count2,alias_name_set=[count2],sub_query=output `杭州市共有几所宗教院校？` answer:)",
])
# 19 sum
a = one(school, "name", "浙江道教学院"); b = one(school, "name", "浙江神学院")
q = "浙江道教学院和浙江神学院的在校生加起来一共有多少人？"
add(aq, q, [str(int(a["studentCount"]) + int(b["studentCount"]))], "sum", [
    "Step1: 查询浙江道教学院的在校生数量\nAction1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:在校生数量,o=o1:Entity ,sub_query= 查询浙江道教学院的在校生数量)\n"
    "Step2: 查询浙江神学院的在校生数量\nAction2: get_spo(s=s2:学校[浙江神学院] ,p=p2:在校生数量,o=o2:Entity ,sub_query= 查询浙江神学院的在校生数量)\n"
    "Step3: 计算两者之和\nAction3: sum(o1,o2)->sum3\n"
    "Step4: output `浙江道教学院和浙江神学院的在校生加起来一共有多少人？` answer:\nAction4: get(alias_name=sum3,alias_name_set=[sum3],sub_query=output `浙江道教学院和浙江神学院的在校生加起来一共有多少人？` answer:)",
    "Step1: 查询浙江道教学院的学生数量\nAction1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:学生数量,o=o1:Entity ,sub_query= 查询浙江道教学院的学生数量)\n"
    "Step2: 查询浙江神学院的学生数量\nAction2: get_spo(s=s2:Entity[浙江神学院] ,p=p2:学生数量,o=o2:Entity ,sub_query= 查询浙江神学院的学生数量)\n"
    "Step3: 计算总人数\nAction3: Math(content=[`o1`,`o2`], target=`两所学校在校生人数之和`)->math3\n"
    "Step4: 输出math3\nAction4: output(math3)",
])
# 20 filter
ans = sorted(x["name"] for x in school if x["city"] == "台州市")
q = "台州市有哪些宗教院校？"
add(aq, q, ans, "filter", [
    "Step1: 查询台州市的宗教院校\nAction1: get_spo(s=s1:学校 ,p=p1:所在城市,o=o1:Entity[台州市] ,sub_query= 查询台州市的宗教院校)\n"
    "Step2: output `台州市有哪些宗教院校？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `台州市有哪些宗教院校？` answer:)",
    "Step1: 查询位于台州市的学校\nAction1: get_spo(s=s1:Entity ,p=p1:位于,o=o1:行政区[台州市] ,sub_query= 查询位于台州市的学校)\n"
    "Step2: output `台州市有哪些宗教院校？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `台州市有哪些宗教院校？` answer:)",
], last=0)
# 21 comparison of dates
a = one(gas, "name", "嘉兴市加油加气站有限公司东栅站"); b = one(gas, "name", "宁波新奥燃气有限公司")
key = lambda d: tuple(int(t) for t in d.split("/"))
assert key(a["buildTime"]) != key(b["buildTime"])
win = a["name"] if key(a["buildTime"]) < key(b["buildTime"]) else b["name"]
q = "嘉兴市加油加气站有限公司东栅站和宁波新奥燃气有限公司，哪个成立得更早？"
add(aq, q, [win], "comparison", [
    "Step1: 查询嘉兴市加油加气站有限公司东栅站的成立日期\nAction1: get_spo(s=s1:加油站[嘉兴市加油加气站有限公司东栅站] ,p=p1:成立日期,o=o1:Entity ,sub_query= 查询嘉兴市加油加气站有限公司东栅站的成立日期)\n"
    "Step2: 查询宁波新奥燃气有限公司的成立日期\nAction2: get_spo(s=s2:加油站[宁波新奥燃气有限公司] ,p=p2:成立日期,o=o2:Entity ,sub_query= 查询宁波新奥燃气有限公司的成立日期)\n"
    "Step3: 比较两者成立时间\nAction3: Math(content=[`o1`,`o2`], target=`成立更早的加油站`)->math3\n"
    "Step4: 输出math3\nAction4: output(math3)",
    "Step1: 查询东栅站的成立时间\nAction1: get_spo(s=s1:Entity[东栅站] ,p=p1:成立时间,o=o1:Entity ,sub_query= 查询东栅站的成立时间)\n"
    "Step2: 查询宁波新奥燃气有限公司的成立时间\nAction2: get_spo(s=s2:Entity[宁波新奥燃气有限公司] ,p=p2:成立时间,o=o2:Entity ,sub_query= 查询宁波新奥燃气有限公司的成立时间)\n"
    "Step3: output `嘉兴市加油加气站有限公司东栅站和宁波新奥燃气有限公司，哪个成立得更早？` answer:\nAction3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `嘉兴市加油加气站有限公司东栅站和宁波新奥燃气有限公司，哪个成立得更早？` answer:)",
], last=0)
# 22 gold [] : entity absent
for t in (med, assoc, relig, spot, agency, school, gas):
    absent(t, "name", "温州医科大学附属第一医院")
q = "温州医科大学附属第一医院的联系电话是多少？"
add(aq, q, [], "lookup", [
    spo("医疗机构", "温州医科大学附属第一医院", "联系电话", q),
    spo("Entity", "温州医科大学附属第一医院", "电话号码", q),
])
# 23 gold [] : fact absent (no revenue field)
assert not any("营业" in k or "revenue" in k.lower() for k in gas[0].keys())
q = "宁波新奥燃气有限公司去年的营业收入是多少？"
add(aq, q, [], "lookup", [
    spo("加油站", "宁波新奥燃气有限公司", "营业收入", q),
    spo("Entity", "宁波新奥燃气有限公司", "年营业额", q),
])
# 24 lookup date
r = one(school, "name", "浙江神学院")
q = "浙江神学院是哪一年哪一天成立的？"
add(aq, q, [r["establishmentDate"]], "lookup", [
    spo("学校", "浙江神学院", "成立日期", q),
    spo("学校", "浙江神学院", "创办时间", q),
    spo("Entity", "浙江神学院", "成立时间", q),
], last=2)

# ---------------------------------------------------------------- SupplyChain
comp = rows(SC + "Company.csv")
ft = rows(SC + "Company_fundTrans_Company.csv")
sperson = rows(SC + "Person.csv")
prod = rows(SC + "Product.csv")
pce = rows(SC + "ProductChainEvent.csv")
cid = {x["id"]: x["name"] for x in comp}
cname = {}
for x in comp:
    assert x["name"] not in cname or x["name"] == "", x["name"]
    cname[x["name"]] = x["id"]
sc = []
CH, SJ, MT, GD = "传化****限公司", "三角***份限公司", "浙江**摩托**限公司", "广东***通*份*公司"


def ret(n, title, s, p, o):
    return "Step%d:%s\nAction%d:Retrieval(s=%s, p=%s, o=%s)" % (n, title, n, s, p, o)


def math(n, title, content, target):
    return "Step%d:%s\nAction%d:Math(content=[%s], target=`%s`)->math%d" % (n, title, n, ",".join("`%s`" % c for c in content), target, n)


def outp(n, var):
    return "Step%d:输出%s\nAction%d:output(%s)" % (n, var, n, var)


def J(*xs):
    return "\n".join(xs)


# 01
q = "传化****限公司经营的产品是什么？"
add(sc, q, [x.strip() for x in comp[[c["name"] for c in comp].index(CH)]["product"].split(",")], "lookup", [
    J(ret(1, "查询传化****限公司的产品", "s1:企业[`传化****限公司`]", "p1:产品", "o1:产品"), outp(2, "o1")),
    J(ret(1, "查询传化****限公司的经营产品", "s1:企业[`传化****限公司`]", "p1:经营产品", "o1:Product"), outp(2, "o1")),
])
# 02 sum out
out_ch = [x for x in ft if x["srcId"] == cname[CH]]
q = "传化****限公司一共向其他公司转出了多少资金？"
add(sc, q, [str(sum(int(x["transAmt"]) for x in out_ch))], "sum", [
    J(ret(1, "查询传化****限公司的资金往来", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
      math(2, "计算传化****限公司转出资金总额", ["o1"], "传化****限公司转出资金总额"), outp(3, "math2")),
    J(ret(1, "查询传化****限公司的转出交易", "s1:企业[`传化****限公司`]", "p1:转账", "o1:Entity"),
      math(2, "统计转出金额之和", ["o1"], "计算所有转出交易金额的总和"), outp(3, "math2")),
])
# 03 sum over period (since 2023-09-01)
q = "2023年9月1日以来，传化****限公司转出的资金总额是多少？"
add(sc, q, [str(sum(int(x["transAmt"]) for x in out_ch if x["transDate"] >= "20230901"))], "sum-period", [
    J(ret(1, "查询传化****限公司的近1月流出", "s1:企业[`传化****限公司`]", "p1:近1月流出", "o1:Float"), outp(2, "o1")),
    J(ret(1, "查询传化****限公司的资金往来", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
      math(2, "筛选2023年9月1日及以后的交易并求和", ["o1"], "2023年9月1日以来传化****限公司转出的资金总额"), outp(3, "math2")),
])
# 04 sum in
in_sj = [x for x in ft if x["dstId"] == cname[SJ]]
q = "三角***份限公司总共收到了多少转入资金？"
add(sc, q, [str(sum(int(x["transAmt"]) for x in in_sj))], "sum", [
    J(ret(1, "查询三角***份限公司的总共流入金额", "s1:企业[`三角***份限公司`]", "p1:总共流入金额", "o1:Float"), outp(2, "o1")),
    J(ret(1, "查询向三角***份限公司转账的公司", "s1:企业", "p1:资金往来", "o1:企业[`三角***份限公司`]"),
      math(2, "计算转入总额", ["s1"], "三角***份限公司收到的转入金额总和"), outp(3, "math2")),
    J(ret(1, "查询三角***份限公司的资金流入", "s1:Company[`三角***份限公司`]", "p1:资金流入", "o1:Company"),
      math(2, "计算资金流入总额", ["o1"], "资金流入金额总和"), outp(3, "math2")),
], last=1)
# 05 superlative
mx = max(int(x["transAmt"]) for x in in_sj)
q = "向三角***份限公司转账金额最大的一笔来自哪家公司？"
add(sc, q, sorted({cid[x["srcId"]] for x in in_sj if int(x["transAmt"]) == mx}), "superlative", [
    J(ret(1, "查询向三角***份限公司转账的企业", "s1:企业", "p1:资金往来", "o1:企业[`三角***份限公司`]"),
      math(2, "找出转账金额最大的企业", ["s1"], "转账金额最大的一笔交易的转出企业"), outp(3, "math2")),
    J(ret(1, "查询三角***份限公司的转入方", "s1:企业[`三角***份限公司`]", "p1:转入", "o1:企业"),
      math(2, "比较金额", ["o1"], "金额最大的转入方"), outp(3, "math2")),
], last=0)
# 06 count
q = "传化****限公司向多少家公司转出过资金？"
add(sc, q, [str(len({x["dstId"] for x in out_ch}))], "count", [
    J(ret(1, "查询传化****限公司转账的对象", "s1:企业[`传化****限公司`]", "p1:资金往来", "o1:企业"),
      math(2, "统计公司数量", ["o1"], "不同的转账对象公司有多少家"), outp(3, "math2")),
    J(ret(1, "查询传化****限公司的交易对手", "s1:Entity[`传化****限公司`]", "p1:交易对手", "o1:企业"),
      math(2, "计数", ["o1"], "交易对手企业的数量"), outp(3, "math2")),
])
# 07 lookup person age
p0 = [x for x in sperson if x["name"] == "臧*"]; assert len(p0) == 1
q = "臧*今年多大年纪？"
add(sc, q, [p0[0]["age"]], "lookup", [
    J(ret(1, "查询臧*的年龄", "s1:自然人[`臧*`]", "p1:年龄", "o1:Integer"), outp(2, "o1")),
    J(ret(1, "查询臧*的岁数", "s1:Person[`臧*`]", "p1:岁数", "o1"), outp(2, "o1")),
], last=0)
# 08 list (dedupe)
lr = []
for n in p0[0]["legalRepresentative"].split(","):
    if n not in lr:
        lr.append(n)
q = "臧*担任哪些公司的法人代表？"
add(sc, q, sorted(lr), "hop", [
    J(ret(1, "查询臧*担任法人代表的公司", "s1:自然人[`臧*`]", "p1:法人代表", "o1:企业"), outp(2, "o1")),
    J(ret(1, "查询臧*是哪些企业的法定代表人", "s1:Person[`臧*`]", "p1:法定代表人", "o1:Company"), outp(2, "o1")),
])
# 09 lookup product industry (Product.csv repeated rows: consistent)
inds = {x["belongToIndustry"] for x in prod if x["id"] == "商品化工-橡胶-合成橡胶-顺丁橡胶"}
assert len(inds) == 1
q = "顺丁橡胶属于哪个产业？"
add(sc, q, sorted(inds), "lookup", [
    J(ret(1, "查询顺丁橡胶所属产业", "s1:产品[`顺丁橡胶`]", "p1:所属产业", "o1:产业"), outp(2, "o1")),
    J(ret(1, "查询顺丁橡胶的行业", "s1:Product[`商品化工-橡胶-合成橡胶-顺丁橡胶`]", "p1:belongToIndustry", "o1:Industry"), outp(2, "o1")),
])
# 10 event property
e = one(pce, "name", "顺丁橡胶成本上涨")
q = "产业链事件“顺丁橡胶成本上涨”涉及的是哪个指标？"
add(sc, q, [e["index"]], "lookup", [
    J(ret(1, "查询顺丁橡胶成本上涨事件的指标", "s1:产业链事件[`顺丁橡胶成本上涨`]", "p1:指标", "o1:指标"), outp(2, "o1")),
    J(ret(1, "查询顺丁橡胶成本上涨的相关指标", "s1:Entity[`顺丁橡胶成本上涨`]", "p1:相关指标", "o1:Index"), outp(2, "o1")),
])
# 11 comparison
def amt(src, dst):
    return sum(int(x["transAmt"]) for x in ft if x["srcId"] == cname[src] and x["dstId"] == cname[dst])
a, b = amt(MT, CH), amt(GD, CH)
assert a != b
q = "浙江**摩托**限公司和广东***通*份*公司，谁向传化****限公司转账的金额更多？"
add(sc, q, [MT if a > b else GD], "comparison", [
    J(ret(1, "查询浙江**摩托**限公司向传化****限公司的转账", "s1:企业[`浙江**摩托**限公司`]", "p1:资金往来", "o1:企业[`传化****限公司`]"),
      ret(2, "查询广东***通*份*公司向传化****限公司的转账", "s2:企业[`广东***通*份*公司`]", "p2:资金往来", "o2:企业[`传化****限公司`]"),
      "Step3:比较两家公司的转账金额\nAction3:Deduce(op=choice, content=[`p1`,`p2`], target=`谁向传化****限公司转账的金额更多`)->res",
      outp(4, "res")),
    J(ret(1, "查询浙江**摩托**限公司的转账金额", "s1:企业[`浙江**摩托**限公司`]", "p1:转账", "o1:企业[`传化****限公司`]"),
      ret(2, "查询广东***通*份*公司的转账金额", "s2:企业[`广东***通*份*公司`]", "p2:转账", "o2:企业[`传化****限公司`]"),
      "Step3:比较p1和p2的交易金额\nAction3:Math(content=[`p1`,`p2`], target=`转账金额更多的公司`)->math3",
      outp(4, "math3")),
])
# 12 gold [] entity absent
absent(comp, "name", "比亚迪")
q = "What products does 比亚迪股份有限公司 deal in?"
add(sc, q, [], "lookup", [
    J(ret(1, "What products does 比亚迪股份有限公司 deal in?", "s1:Company[`比亚迪股份有限公司`]", "p1:product", "o1:Product"), "Step2:output o1\nAction2:output(o1)"),
    J(ret(1, "查询比亚迪股份有限公司的经营产品", "s1:企业[`比亚迪股份有限公司`]", "p1:经营产品", "o1:产品"), outp(2, "o1")),
], lang="en")
# 13 superlative over persons (ties kept)
mx = max(int(x["age"]) for x in sperson)
q = "Which legal representative is the oldest?"
add(sc, q, sorted(x["name"] for x in sperson if int(x["age"]) == mx), "superlative", [
    J(ret(1, "What are the ages of all persons?", "s1:Person", "p1:age", "o1:Integer"),
      math(2, "Which person is the oldest?", ["o1"], "the oldest person"), "Step3:output math2\nAction3:output(math2)"),
    J(ret(1, "查询所有自然人的年龄", "s1:自然人", "p1:年龄", "o1:Integer"),
      math(2, "找出年龄最大的自然人", ["o1"], "年龄最大的法人代表"), outp(3, "math2")),
], last=0, lang="en")

# ---------------------------------------------------------------- RiskMining
rp = rows(RM + "Person.csv")
rft = rows(RM + "Person_fundTrans_Person.csv")
rdev = rows(RM + "Person_hasDevice_Device.csv")
rdevice = rows(RM + "Device.csv")
rhold = rows(RM + "Person_holdShare_Company.csv")
rcomp = rows(RM + "Company.csv")
rapp = rows(RM + "App.csv")
rccert = rows(RM + "Company_hasCert_Cert.csv")
pid = {x["name"]: x["id"] for x in rp}
assert len(pid) == len(rp)
pname = {x["id"]: x["name"] for x in rp}
rcname = {x["id"]: x["name"] for x in rcomp}
rm = []
BO = "柏*"
# 01
r = one(rp, "name", BO)
q = "柏*的年龄是多少？"
add(rm, q, [r["age"]], "lookup", [
    J(ret(1, "查询柏*的年龄", "s1:自然人[`柏*`]", "p1:年龄", "o1:Integer"), outp(2, "o1")),
    J(ret(1, "查询柏*的岁数", "s1:Person[`柏*`]", "p1:岁数", "o1"), outp(2, "o1")),
], last=0)
# 02
q = "柏*的手机号是多少？"
add(rm, q, [r["hasPhone"]], "lookup", [
    J(ret(1, "查询柏*的手机号", "s1:自然人[`柏*`]", "p1:手机号", "o1:Text"), outp(2, "o1")),
    J(ret(1, "查询柏*的电话号码", "s1:自然人[`柏*`]", "p1:电话号码", "o1"), outp(2, "o1")),
])
# 03 hop
q = "柏*持有哪些公司的股份？"
add(rm, q, sorted(rcname[x["dst"]] for x in rhold if x["src"] == pid[BO]), "hop", [
    J(ret(1, "查询柏*持股的公司", "s1:自然人[`柏*`]", "p1:持股", "o1:企业"), outp(2, "o1")),
    J(ret(1, "查询柏*投资的企业", "s1:Person[`柏*`]", "p1:投资", "o1:Company"), outp(2, "o1")),
], last=0)
# 04 sum
def tr(src, dst):
    return [x for x in rft if x["src"] == pid[src] and x["dst"] == pid[dst]]
q = "柏*一共给裘**转了多少钱？"
add(rm, q, [str(sum(int(x["transAmt"]) for x in tr(BO, "裘**")))], "sum", [
    J(ret(1, "查询柏*向裘**的转账", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`裘**`]"),
      math(2, "计算转账金额总和", ["p1"], "柏*转给裘**的总金额"), outp(3, "math2")),
    J(ret(1, "查询柏*和裘**之间的资金往来", "s1:自然人[`柏*`]", "p1:资金往来", "o1:自然人[`裘**`]"),
      math(2, "对交易金额求和", ["p1"], "交易金额总和"), outp(3, "math2")),
])
# 05 sum over month
q = "2023年9月柏*转给杜*的钱一共有多少？"
add(rm, q, [str(sum(int(x["transAmt"]) for x in tr(BO, "杜*") if x["transDate"].startswith("202309")))], "sum-period", [
    J(ret(1, "查询柏*转账给杜*的记录", "s1:自然人[`柏*`]", "p1:转账", "o1:自然人[`杜*`]"),
      math(2, "计算2023年9月的转账总额", ["p1"], "2023年9月柏*转给杜*的总金额"), outp(3, "math2")),
    J(ret(1, "查询柏*转账给杜*的记录", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人[`杜*`]"),
      math(2, "计算全部转账总额", ["p1"], "柏*转给杜*的总金额"), outp(3, "math2")),
], last=0)
# 06 superlative by count
cnt = {}
for x in rft:
    if x["src"] == pid[BO]:
        cnt[x["dst"]] = cnt.get(x["dst"], 0) + 1
mx = max(cnt.values())
q = "柏*给谁转账的次数最多？"
add(rm, q, sorted(pname[k] for k, v in cnt.items() if v == mx), "superlative", [
    J(ret(1, "查询柏*的转账对象", "s1:自然人[`柏*`]", "p1:转账关系", "o1:自然人"),
      math(2, "统计每个转账对象的交易次数并找出最多的", ["o1"], "转账次数最多的对象"), outp(3, "math2")),
    J(ret(1, "查询柏*转账的人", "s1:Person[`柏*`]", "p1:fundTrans", "o1:Person"),
      math(2, "按对象统计次数", ["p1", "o1"], "柏*转账次数最多的人"), outp(3, "math2")),
])
# 07 count devices
q = "杜*名下有几台设备？"
add(rm, q, [str(len({x["dst"] for x in rdev if x["src"] == pid["杜*"]}))], "count", [
    J(ret(1, "查询杜*拥有的设备", "s1:自然人[`杜*`]", "p1:拥有设备", "o1:设备"),
      math(2, "统计设备数量", ["o1"], "杜*拥有的设备数量"), outp(3, "math2")),
    J(ret(1, "查询杜*的设备", "s1:Entity[`杜*`]", "p1:设备", "o1:Device"),
      math(2, "计数", ["o1"], "设备有几台"), outp(3, "math2")),
])
# 08 filter
q = "哪些应用被标记为赌博风险？"
add(rm, q, sorted(x["id"] for x in rapp if x["riskMark"] == "赌博"), "filter", [
    J(ret(1, "查询属于赌博应用的应用", "s1:应用", "p1:属于", "o1:风险应用[`赌博应用`]"), outp(2, "s1")),
    J(ret(1, "查询风险标记为赌博的应用", "s1:App", "p1:风险标记", "o1:Text[`赌博`]"), outp(2, "s1")),
])
# 09 comparison
a, b = int(one(rp, "name", "裘**")["age"]), int(one(rp, "name", "杜*")["age"])
assert a != b
q = "裘**和杜*谁的年龄更大？"
add(rm, q, ["裘**" if a > b else "杜*"], "comparison", [
    J(ret(1, "查询裘**的年龄", "s1:自然人[`裘**`]", "p1:年龄", "o1:Integer"),
      ret(2, "查询杜*的年龄", "s2:自然人[`杜*`]", "p2:年龄", "o2:Integer"),
      "Step3:比较两人年龄\nAction3:Deduce(op=choice, content=[`o1`,`o2`], target=`裘**和杜*谁的年龄更大`)->res",
      outp(4, "res")),
    J(ret(1, "查询裘**的年龄", "s1:Person[`裘**`]", "p1:age", "o1"),
      ret(2, "查询杜*的年龄", "s2:Person[`杜*`]", "p2:age", "o2"),
      math(3, "比较年龄大小", ["o1", "o2"], "年龄更大的人"), outp(4, "math3")),
], last=0)
# 10 company phone
r = one(rcomp, "name", "航天彩**人*股*限公司")
q = "航天彩**人*股*限公司的联系电话是什么？"
add(rm, q, [r["phone"]], "lookup", [
    J(ret(1, "查询航天彩**人*股*限公司的联系电话", "s1:企业[`航天彩**人*股*限公司`]", "p1:联系电话", "o1"), outp(2, "o1")),
    J(ret(1, "查询航天彩**人*股*限公司的电话号码", "s1:企业[`航天彩**人*股*限公司`]", "p1:电话号码", "o1:Text"), outp(2, "o1")),
])
# 11 count apps on device (distinct)
d = one(rdevice, "umid", "73:e8:91:b5:46:0a")
q = "How many distinct apps are installed on the device with umid 73:e8:91:b5:46:0a?"
add(rm, q, [str(len(set(a.strip() for a in d["install"].split(",") if a.strip())))], "count", [
    J(ret(1, "Which apps are installed on the device 73:e8:91:b5:46:0a?", "s1:Device[`73:e8:91:b5:46:0a`]", "p1:install", "o1:App"),
      math(2, "How many distinct apps?", ["o1"], "number of distinct apps installed"), "Step3:output math2\nAction3:output(math2)"),
    J(ret(1, "查询设备73:e8:91:b5:46:0a安装的应用", "s1:设备[`73:e8:91:b5:46:0a`]", "p1:安装", "o1:应用"),
      math(2, "统计应用数量", ["o1"], "安装的应用个数"), outp(3, "math2")),
], last=0, lang="en")
# 12 gold [] entity absent
assert "张*三" not in pid
q = "张*三属于哪一类风险用户？"
add(rm, q, [], "lookup", [
    "Step1:查询是否张*三的分类\nAction1:get_spo(s=s1:自然人[张*三], p=p1:属于, o=o1:风险用户)\nOutput:输出o1\nAction2:get(o1)",
    J(ret(1, "查询张*三的分类", "s1:自然人[`张*三`]", "p1:属于", "o1:风险用户"), outp(2, "o1")),
])
# 13 hop app -> cert -> companies
app = one(rapp, "id", "com.ucyDA.gNLGD.oQsbzPe.nQd")
hold = sorted({rcname[x["src"]] for x in rccert if x["dst"] == app["useCert"] and x["src"] in rcname})
q = "应用com.ucyDA.gNLGD.oQsbzPe.nQd所使用的证书被哪些公司拥有？"
add(rm, q, hold, "hop", [
    J(ret(1, "查询应用com.ucyDA.gNLGD.oQsbzPe.nQd使用的证书", "s1:应用[`com.ucyDA.gNLGD.oQsbzPe.nQd`]", "p1:使用证书", "o1:证书"),
      ret(2, "查询拥有该证书的公司", "s2:企业", "p2:拥有证书", "o1"), outp(3, "s2")),
    J(ret(1, "查询应用com.ucyDA.gNLGD.oQsbzPe.nQd的证书", "s1:App[`com.ucyDA.gNLGD.oQsbzPe.nQd`]", "p1:证书", "o1:Cert"),
      ret(2, "查询持有证书o1的企业", "s2:Company", "p2:hasCert", "o1"), outp(3, "s2")),
    J(ret(1, "查询使用证书", "s1:应用[`com.ucyDA.gNLGD.oQsbzPe.nQd`]", "p1:useCert", "o1:Cert"), outp(2, "o1")),
], last=0)


# ---------------------------------------------------------------- write
def emit(store, tag, name):
    qs, ps = [], []
    for i, (q, ans, shape, plans, last, lang) in enumerate(store, 1):
        qid = "plan-r26-%s-%02d" % (tag, i)
        qs.append({"id": qid, "question": q, "answer": ans, "shape": shape, "lang": lang})
        for k, p in enumerate(plans, 1):
            assert p
            ps.append({"id": "%s#%d" % (qid, k), "qid": qid, "question": q, "plan": p, "last": k - 1 == last})
    os.makedirs(OUT, exist_ok=True)
    with open(OUT + "r26-%s-questions.json" % name, "w", encoding="utf-8") as f:
        json.dump(qs, f, ensure_ascii=False, indent=1)
    with open(OUT + "r26-%s-plans.json" % name, "w", encoding="utf-8") as f:
        json.dump(ps, f, ensure_ascii=False, indent=1)
    return len(qs), len(ps), sum(1 for q in qs if not q["answer"])


for store, tag, name in ((aq, "aq", "affairqa"), (sc, "sc", "supplychain"), (rm, "rm", "riskmining")):
    print(name, emit(store, tag, name))
