#!/usr/bin/env python3
"""Round 28: held-out logical-form plans (KAG planner style) with gold answers.

Gold answers are computed ONLY with the csv module over the raw source files in
/work/shared/datasets/{kag-affairqa,kag-supplychain,kag-riskmining}/sources.
As-of date for time-window rules ("near 1/3 months"): 2023-10-15.

Writes six files into ../plans/:
  r28-affairqa-{plans,questions}.json
  r28-supplychain-{plans,questions}.json
  r28-riskmining-{plans,questions}.json
"""
import csv
import datetime
import json
import os
from collections import OrderedDict, defaultdict

DS = "/work/shared/datasets"
AQ = os.path.join(DS, "kag-affairqa", "sources")
SC = os.path.join(DS, "kag-supplychain", "sources")
RM = os.path.join(DS, "kag-riskmining", "sources")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans")
AS_OF = datetime.date(2023, 10, 15)


def rd(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def uniq(seq):
    return list(OrderedDict.fromkeys(x for x in seq if x != ""))


def one(rows, **kw):
    hit = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hit) == 1, (kw, len(hit))
    return hit[0]


def num(x):
    """Render a count/sum as a plain number string."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def ymd_slash(s):
    y, m, d = (int(t) for t in s.split("/"))
    return datetime.date(y, m, d)


def ymd8(s):
    return datetime.date(int(s[:4]), int(s[4:6]), int(s[6:8]))


# ---------------------------------------------------------------- plan text helpers
def spo(i, s, p, o, sq, pad=""):
    """AffairQA runtime serialisation of a get_spo step."""
    return (f"Step{i}: {sq}\n"
            f"Action{i}: get_spo(s={s} ,p=p{i}:{p},o={o} ,sub_query={sq}{pad})")


def out(i, alias, q, aliases=None):
    aliases = aliases or [alias]
    return (f"Step{i}: output `{q}` answer:\n"
            f"Action{i}: get(alias_name={alias},alias_name_set=[{',  '.join(aliases)}],"
            f"sub_query=output `{q}` answer:)")


def lines(*parts):
    return "\n".join(parts)


# ================================================================ AffairQA
gas = rd(os.path.join(AQ, "加油站.csv"))
lic = rd(os.path.join(AQ, "许可证.csv"))
reg = rd(os.path.join(AQ, "行政区.csv"))
sch = rd(os.path.join(AQ, "学校.csv"))
med = rd(os.path.join(AQ, "医疗机构.csv"))
ass = rd(os.path.join(AQ, "协会.csv"))
rel = rd(os.path.join(AQ, "宗教场所.csv"))
tour = rd(os.path.join(AQ, "旅游景点.csv"))

reg_code = defaultdict(set)
for r in reg:
    reg_code[r["name"]].add(r["id"])


def code_of(name):
    codes = sorted(c for c in reg_code[name] if c)
    assert len(codes) == 1, (name, codes)
    return codes[0]


def lic_of(station):
    L = [r for r in lic if r["name"] == one(gas, name=station)["businessLicense"]]
    assert len(L) == 1, station
    return L[0]


AQQ = []  # (qid, question, answer, shape, lang, [plans])


def aq(n, question, answer, shape, lang, plans):
    AQQ.append((f"plan-r28-aq-{n:02d}", question, answer, shape, lang, plans))


# 01 single property
st = "宁波市汽车燃气有限公司丽园北路加气站"
q = f"{st}的负责人是谁？"
aq(1, q, [one(gas, name=st)["manager"]], "single-property", "zh", [
    lines(spo(1, f"s1:Entity[{st}]", "站长", "o1:Entity", f"查询{st}的站长"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{st}]", "负责人", "o1:Entity", f"查询{st}的负责人", "  "),
          out(2, "o1", q)),
])

# 02 single property (date)
st = "桐乡运河加气站"
q = f"{st}是什么时候成立的？"
aq(2, q, [one(gas, name=st)["buildTime"]], "single-property", "zh", [
    lines(spo(1, f"s1:加油站[{st}]", "成立时间", "o1:Entity", f"查询{st}的成立时间"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{st}]", "成立日期", "o1:Entity", f"查询{st}的成立日期", "  "),
          out(2, "o1", q)),
])

# 03 English single property (school)
sn = "浙江道教学院"
q = f"What is the unified social credit code of {sn}?"
aq(3, q, [one(sch, name=sn)["unifiedSocialCreditCode"]], "single-property", "en", [
    lines(spo(1, f"s1:School[{sn}]", "creditCode", "o1:Entity", f"Query the credit code of {sn}"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{sn}]", "统一社会信用代码", "o1:Entity",
              f"Query the unified social credit code of {sn}"),
          out(2, "o1", q)),
])

# 04 medical institution phone
mn = "浙江省肿瘤医院"
q = f"{mn}的联系电话是多少？"
aq(4, q, [one(med, name=mn)["phoneNumber"]], "single-property", "zh", [
    lines(spo(1, f"s1:医院[{mn}]", "电话", "o1:Entity", f"查询{mn}的电话"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:医疗机构[{mn}]", "联系电话", "o1:Entity", f"查询{mn}的联系电话", "  "),
          out(2, "o1", q)),
])

# 05 association registration certificate number
an = "萧山区佛教协会"
q = f"{an}的登记证号是什么？"
aq(5, q, [one(ass, name=an)["registrationCertificateNumber"]], "single-property", "zh", [
    lines(spo(1, f"s1:Entity[{an}]", "登记证号", "o1:Entity", f"查询{an}的登记证号", "  "),
          out(2, "o1", q)),
    lines(spo(1, f"s1:协会[{an}]", "社团登记证编号", "o1:Entity", f"查询{an}的社团登记证编号"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:协会[{an}]", "登记证号", "o1:Entity", f"查询{an}的登记证号"),
          out(2, "o1", q)),
])

# 06 school -> district and its code
sn = "浙江神学院"
cty = one(sch, name=sn)["county"]
q = f"{sn}位于哪个区县？该区县的行政区划代码是多少？"
aq(6, q, [cty, code_of(cty)], "relation-hop", "zh", [
    lines(spo(1, f"s1:学校[{sn}]", "地址", "o1:Entity", f"查询{sn}的地址"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:学校[{sn}]", "所在区县", "o1:行政区", f"查询{sn}所在的区县"),
          spo(2, "o1", "行政区划代码", "o2:Entity", "查询该区县的行政区划代码"),
          out(3, "o1", q, ["o1", "o2"])),
])

# 07 school -> district code
sn = "浙江慈云佛学院"
cty = one(sch, name=sn)["county"]
q = f"{sn}所在区县的行政区划代码是多少？"
aq(7, q, [code_of(cty)], "relation-hop", "zh", [
    lines(spo(1, f"s1:Entity[{sn}]", "区划代码", "o1:Entity", f"查询{sn}的区划代码"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{sn}]", "位于", "o1:行政区", f"查询{sn}位于哪个区县", "  "),
          spo(2, "o1:行政区", "编码", "o2:Entity", "查询o1的行政区划编码"),
          out(3, "o2", q)),
])

# 08 gas station -> licence -> invalid date
st = "桐乡运河加气站"
q = f"{st}的经营许可证什么时候失效？"
aq(8, q, [lic_of(st)["invalidDate"]], "relation-hop", "zh", [
    lines(spo(1, f"s1:加油站[{st}]", "许可证失效日期", "o1:Entity", f"查询{st}的许可证失效日期"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:加油站[{st}]", "经营许可证", "o1:许可证", f"查询{st}的经营许可证"),
          spo(2, "o1", "失效日期", "o2:Entity", "查询该许可证的失效日期"),
          out(3, "o2", q)),
])

# 09 gas station -> licence -> both dates
st = "慈溪市煤气有限公司"
L = lic_of(st)
q = f"{st}的经营许可证的生效日期和失效日期分别是什么？"
aq(9, q, [L["effectiveDate"], L["invalidDate"]], "relation-hop", "zh", [
    lines(spo(1, f"s1:Entity[{st}]", "经营许可证号", "o1:许可证", f"查询{st}的经营许可证号"),
          spo(2, "o1", "有效期", "o2:Entity", "查询该许可证的有效期"),
          out(3, "o2", q)),
    lines(spo(1, f"s1:Entity[{st}]", "经营许可证号", "o1:许可证", f"查询{st}的经营许可证号", "  "),
          spo(2, "o1", "生效日期", "o2:Entity", "查询该许可证的生效日期"),
          spo(3, "o1", "失效日期", "o3:Entity", "查询该许可证的失效日期"),
          out(4, "o2", q, ["o2", "o3"])),
])

# 10 count with two filters
cnt = sum(1 for r in gas if r["county"] == "鄞州区" and r["operationSubject"] == "中石化")
q = "鄞州区由中石化运营的加油站有几个？"
aq(10, q, [num(cnt)], "count-filter", "zh", [
    lines(spo(1, "s1:加油站", "位于", "o1:Entity[鄞州区]", "查询位于鄞州区的加油站"),
          "Step2: 统计加油站数量\nAction2: count(alias_name=count1,set=s1,sub_query= 统计加油站数量)",
          out(3, "count1", q)),
    lines(spo(1, "s1:加油站", "所在县区", "o1:Entity[鄞州区]", "查询所在县区为鄞州区的加油站"),
          spo(2, "s1", "运营主体", "o2:Entity[中石化]", "筛选运营主体为中石化的加油站"),
          "Step3: 统计符合条件的加油站数量\n"
          "Action3: count(alias_name=count1,set=s1,sub_query= 统计符合条件的加油站数量)",
          out(4, "count1", q)),
])

# 11 English count over associations
cnt = sum(1 for r in ass if r["city"] == "舟山市" and r["religion"] == "天主教")
q = "How many Catholic (天主教) associations are there in 舟山市?"
aq(11, q, [num(cnt)], "count-filter", "en", [
    lines(spo(1, "s1:Association", "city", "o1:Entity[舟山市]", "Find associations located in 舟山市"),
          spo(2, "s1", "religion", "o2:Entity[天主教]", "Keep the associations whose religion is 天主教"),
          "Step3: Count the associations\n"
          "Action3: count(alias_name=count1,set=s1,sub_query= Count the associations)",
          out(4, "count1", q)),
    lines(spo(1, "s1:协会", "所在城市", "o1:Entity[舟山市]", "Find associations located in 舟山市"),
          spo(2, "s1", "所属宗教", "o2:Entity[天主教]", "Keep the associations whose religion is 天主教"),
          "Step3: Count the associations\n"
          "Action3: count(alias_name=count1,set=s1,sub_query= Count the associations)",
          out(4, "count1", q)),
])

# 12 sum with filter (legal representative)
tot = sum(int(r["employeeCount"]) for r in gas if r["legalRepresentative"] == "邱建国")
q = "法定代表人为邱建国的加气站职工人数合计是多少？"
aq(12, q, [num(tot)], "sum-filter", "zh", [
    lines(spo(1, "s1:加油站", "法人", "o1:Entity[邱建国]", "查询法人为邱建国的加气站"),
          spo(2, "s1", "员工数", "o2:Entity", "查询这些加气站的员工数"),
          "Step3: 计算员工数之和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算员工数之和)",
          out(4, "sum1", q)),
    lines(spo(1, "s1:加油站", "法定代表人", "o1:Entity[邱建国]", "查询法定代表人为邱建国的加气站"),
          spo(2, "s1", "职工人数", "o2:Entity", "查询这些加气站的职工人数"),
          "Step3: 对职工人数求和\nAction3: sum(set=o2)->sum1",
          out(4, "sum1", q)),
])

# 13 sum with filter (operator)
tot = sum(int(r["employeeCount"] or 0) for r in gas if r["operationSubject"] == "华润燃气")
q = "运营主体是华润燃气的加气站一共有多少名职工？"
aq(13, q, [num(tot)], "sum-filter", "zh", [
    lines(spo(1, "s1:Entity", "运营主体", "o1:Entity[华润燃气]", "查询运营主体为华润燃气的加气站", "  "),
          spo(2, "s1", "职工人数", "o2:Entity", "查询这些加气站的职工人数"),
          "Step3: 计算职工人数总和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算职工人数总和)",
          out(4, "sum1", q)),
    lines(spo(1, "s1:加油站", "运营方", "o1:Entity[华润燃气]", "查询运营方为华润燃气的加气站"),
          spo(2, "s1", "职工人数", "o2:Entity", "查询这些加气站的职工人数"),
          "Step3: 计算职工人数总和\nAction3: sum(alias_name=sum1,set=o2,sub_query= 计算职工人数总和)",
          out(4, "sum1", q)),
])

# 14 compare two entities (employees)
a, b = "宁波市汽车燃气有限公司梅墟加气站", "宁波市汽车燃气有限公司人民路加气站"
ea, eb = int(one(gas, name=a)["employeeCount"]), int(one(gas, name=b)["employeeCount"])
assert ea != eb
q = f"{a}和{b}，哪个加气站的职工人数更多？"
aq(14, q, [a if ea > eb else b], "compare", "zh", [
    lines(spo(1, f"s1:Entity[{a}]", "员工人数", "o1:Entity", f"查询{a}的员工人数"),
          spo(2, f"s2:Entity[{b}]", "员工人数", "o2:Entity", f"查询{b}的员工人数"),
          "Step3: 比较两者的员工人数\nAction3: compare(set=[o1,o2], op=max)",
          out(4, "o1", q, ["o1", "o2"])),
    lines(spo(1, f"s1:加油站[{a}]", "职工人数", "o1:Entity", f"查询{a}的职工人数"),
          spo(2, f"s2:加油站[{b}]", "职工人数", "o2:Entity", f"查询{b}的职工人数"),
          "Step3: 比较两个加气站的职工人数，输出较多的一个\n"
          "Action3: compare(alias_name=compare1,set=[o1,o2],op=max,sub_query= 比较两个加气站的职工人数，输出较多的一个)",
          out(4, "compare1", q)),
])

# 15 compare two entities (dates, earlier)
a, b = "宁波新奥燃气有限公司", "中海油浙江新能源有限公司集运加气站"
da, db = ymd_slash(one(gas, name=a)["buildTime"]), ymd_slash(one(gas, name=b)["buildTime"])
assert da != db
q = f"{a}与{b}相比，哪一个成立得更早？"
aq(15, q, [a if da < db else b], "compare", "zh", [
    lines(spo(1, f"s1:Entity[{a}]", "成立日期", "o1:Entity", f"查询{a}的成立日期"),
          spo(2, f"s2:Entity[{b}]", "成立日期", "o2:Entity", f"查询{b}的成立日期"),
          "Step3: 比较两者成立日期，找出更早的\nAction3: compare(set=[o1,o2], op=min)",
          out(4, "o1", q, ["o1", "o2"])),
    lines(spo(1, f"s1:加油站[{a}]", "成立时间", "o1:Entity", f"查询{a}的成立时间"),
          spo(2, f"s2:加油站[{b}]", "成立时间", "o2:Entity", f"查询{b}的成立时间"),
          "Step3: 比较两者成立时间，找出更早的\n"
          "Action3: compare(alias_name=compare1,set=[o1,o2],op=min,sub_query= 比较两者成立时间，找出更早的)",
          out(4, "compare1", q)),
])

# 16 superlative (max total design storage)
vals = [(float(r["totalDesignStorage"]), r["name"]) for r in gas if r["totalDesignStorage"] != ""]
mx = max(v for v, _ in vals)
q = "哪个加油站的总设计储量最大？"
aq(16, q, [n for v, n in vals if v == mx], "superlative", "zh", [
    lines(spo(1, "s1:加油站", "储量", "o1:Entity", "查询所有加油站的储量"),
          "Step2: 按储量排序取最大\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)"),
    lines(spo(1, "s1:加油站", "总设计储量", "o1:Entity", "查询所有加油站的总设计储量"),
          "Step2: 按总设计储量降序取第一个\n"
          "Action2: sort(alias_name=sort1,set=s1,orderby=o1,direction=max,limit=1,sub_query= 按总设计储量降序取第一个)",
          out(3, "sort1", q)),
])

# 17 superlative (school with most students)
vals = [(int(r["studentCount"]), r["name"]) for r in sch if r["studentCount"] != ""]
mx = max(v for v, _ in vals)
q = "在校生数量最多的学校是哪一所？"
aq(17, q, [n for v, n in vals if v == mx], "superlative", "zh", [
    lines(spo(1, "s1:学校", "学生人数", "o1:Entity", "查询每所学校的学生人数"),
          "Step2: 找出学生人数最多的学校\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)",
          out(3, "o1", q)),
    lines(spo(1, "s1:学校", "在校生数量", "o1:Entity", "查询所有学校的在校生数量", "  "),
          "Step2: 按在校生数量排序取最大\n"
          "Action2: sort(alias_name=sort1,set=s1,orderby=o1,direction=max,limit=1,sub_query= 按在校生数量排序取最大)",
          out(3, "sort1", q)),
])

# 18 two-hop gas station -> county -> code
st = "三门县道生加气站有限公司"
cty = one(gas, name=st)["county"]
q = f"{st}所在区县的行政区划代码是多少？"
aq(18, q, [code_of(cty)], "two-hop", "zh", [
    lines(spo(1, f"s1:Entity[{st}]", "所在区县", "o1:Entity", f"查询{st}所在区县"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{st}]", "所在县区", "o1:行政区", f"查询{st}所在县区", "  "),
          spo(2, "o1", "行政区划代码", "o2:Entity", "查询o1的行政区划代码"),
          out(3, "o2", q)),
])

# 19 English filter list (AAAAA in 丽水市)
q = "Which AAAAA-level tourist attraction is located in 丽水市?"
aq(19, q, [r["name"] for r in tour if r["city"] == "丽水市" and r["level"] == "AAAAA"], "list-filter", "en", [
    lines(spo(1, "s1:TouristAttraction", "level", "o1:Entity[AAAAA]", "Find AAAAA-level tourist attractions"),
          out(2, "s1", q)),
    lines(spo(1, "s1:旅游景点", "所在城市", "o1:Entity[丽水市]", "Find tourist attractions in 丽水市"),
          spo(2, "s1", "级别", "o2:Entity[AAAAA]", "Keep the attractions whose level is AAAAA"),
          out(3, "s1", q)),
])

# 20 empty: major danger sources in 鄞州区
q = "鄞州区有哪些构成重大危险源的加油站？"
aq(20, q, [r["name"] for r in gas if r["county"] == "鄞州区" and r["isMajorDangerSource"] == "是"],
   "empty-filter", "zh", [
    lines(spo(1, "s1:加油站", "所在县区", "o1:Entity[鄞州区]", "查询鄞州区的加油站"),
          spo(2, "s1", "是否构成重大危险源", "o2:Entity[是]", "筛选构成重大危险源的加油站"),
          out(3, "s1", q)),
    lines(spo(1, "s1:加油站", "位于", "o1:行政区[鄞州区]", "查询位于鄞州区的加油站"),
          spo(2, "s1", "重大危险源", "o2:Entity[是]", "筛选属于重大危险源的加油站", "  "),
          out(3, "s1", q)),
])

# 21 count over religious places
cnt = sum(1 for r in rel if r["county"] == "北仑区" and r["religion"] == "天主教")
q = "北仑区有几处天主教宗教场所？"
aq(21, q, [num(cnt)], "count-filter", "zh", [
    lines(spo(1, "s1:宗教场所", "所在区县", "o1:Entity[北仑区]", "查询北仑区的宗教场所"),
          spo(2, "s1", "宗教", "o2:Entity[天主教]", "筛选天主教的宗教场所"),
          "Step3: 统计数量\nAction3: count(s1)->count1",
          out(4, "count1", q)),
    lines(spo(1, "s1:宗教场所", "所在区县", "o1:Entity[北仑区]", "查询北仑区的宗教场所"),
          spo(2, "s1", "所属宗教", "o2:Entity[天主教]", "筛选所属宗教为天主教的场所"),
          "Step3: 统计宗教场所数量\n"
          "Action3: count(alias_name=count1,set=s1,sub_query= 统计宗教场所数量)",
          out(4, "count1", q)),
])

# 22 list by legal representative
q = "法定代表人是周月琴的加气站有哪些？"
aq(22, q, [r["name"] for r in gas if r["legalRepresentative"] == "周月琴"], "list-filter", "zh", [
    lines(spo(1, "s1:Entity[周月琴]", "担任法人", "o1:加油站", "查询周月琴担任法人的加气站"),
          out(2, "o1", q)),
    lines(spo(1, "s1:加油站", "法定代表人", "o1:Entity[周月琴]", "查询法定代表人为周月琴的加气站", "  "),
          out(2, "s1", q)),
])

# 23 English single property
st = "中海油浙江新能源有限公司集运加气站"
q = f"Who is the legal representative of {st}?"
aq(23, q, [one(gas, name=st)["legalRepresentative"]], "single-property", "en", [
    lines(spo(1, f"s1:GasStation[{st}]", "legalPerson", "o1:Person", f"Query the legal person of {st}"),
          out(2, "o1", q)),
    lines(spo(1, f"s1:Entity[{st}]", "法定代表人", "o1:Entity", f"Query the legal representative of {st}"),
          out(2, "o1", q)),
])

# 24 superlative min (earliest established school)
vals = [(ymd_slash(r["establishmentDate"]), r["name"]) for r in sch if r["establishmentDate"] != ""]
mn_ = min(v for v, _ in vals)
q = "成立时间最早的学校是哪一所？"
aq(24, q, [n for v, n in vals if v == mn_], "superlative", "zh", [
    lines(spo(1, "s1:学校", "建校时间", "o1:Entity", "查询各学校的建校时间"),
          "Step2: 找出建校时间最早的学校\nAction2: sort(set=s1, orderby=o1, direction=min, limit=1)",
          out(3, "o1", q)),
    lines(spo(1, "s1:学校", "成立日期", "o1:Entity", "查询所有学校的成立日期"),
          "Step2: 按成立日期升序取第一个\n"
          "Action2: sort(alias_name=sort1,set=s1,orderby=o1,direction=min,limit=1,sub_query= 按成立日期升序取第一个)",
          out(3, "sort1", q)),
])


# ================================================================ SupplyChain
sc_comp = rd(os.path.join(SC, "Company.csv"))
sc_per = rd(os.path.join(SC, "Person.csv"))
sc_prod = rd(os.path.join(SC, "Product.csv"))
sc_ft = rd(os.path.join(SC, "Company_fundTrans_Company.csv"))
sc_pce = rd(os.path.join(SC, "ProductChainEvent.csv"))

cid2name = {r["id"]: r["name"] for r in sc_comp}
cname2id = {r["name"]: r["id"] for r in sc_comp}
assert len(cname2id) == len(sc_comp)
c_products = {r["id"]: uniq(r["product"].split(",")) for r in sc_comp}
p_chain = defaultdict(set)
p_industry = defaultdict(set)
for r in sc_prod:
    p_chain[r["id"]].update(x for x in r["hasSupplyChain"].split(",") if x)
    if r["belongToIndustry"]:
        p_industry[r["id"]].add(r["belongToIndustry"])
p_legal = {r["name"]: uniq(r["legalRepresentative"].split(",")) for r in sc_per}


def trans_in(cid, days=None):
    return sum(int(r["transAmt"]) for r in sc_ft if r["dstId"] == cid and
               (days is None or (AS_OF - ymd8(r["transDate"])).days < days))


def trans_out(cid, days=None):
    return sum(int(r["transAmt"]) for r in sc_ft if r["srcId"] == cid and
               (days is None or (AS_OF - ymd8(r["transDate"])).days < days))


def main_supply(s):
    """Schema rule mainSupply(主要客户): s's products supply o's products and o pays s > 50% of s's inflow."""
    res = []
    total = trans_in(s)
    for o in cid2name:
        if o == s:
            continue
        chain = any(dp in p_chain.get(up, ()) for up in c_products[s] for dp in c_products[o])
        amt = sum(int(r["transAmt"]) for r in sc_ft if r["srcId"] == o and r["dstId"] == s)
        if chain and total and amt * 1.0 / total > 0.5:
            res.append(o)
    return res


SCQ = []


def scq(n, question, answer, shape, lang, plans):
    SCQ.append((f"plan-r28-sc-{n:02d}", question, answer, shape, lang, plans))


# 01 products of a company
cn = "三角***份限公司"
q = f"{cn}经营哪些产品？"
scq(1, q, c_products[cname2id[cn]], "single-property-multi", "zh", [
    f"Step1:查询{cn}的主营产品\nAction1:Retrieval(s=s1:公司[`{cn}`], p=p1:主营产品, o=o1:产品)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询{cn}的经营产品\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:经营产品, o=o1:产品)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 02 legal representative of a company (reverse edge)
cn = "广东***通*份*公司"
q = f"{cn}的法人代表是谁？"
scq(2, q, [p for p, cs in p_legal.items() if cn in cs], "reverse-relation", "zh", [
    f"Step1:查询{cn}的法定代表人\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:法定代表人, o=o1:自然人)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询担任{cn}法人代表的自然人\nAction1:Retrieval(s=s1:自然人, p=p1:法人代表, o=o1:企业[`{cn}`])\n"
    "Step2:输出s1\nAction2:output(s1)",
])

# 03 count distinct companies a person represents (CSV list has repeats)
pn = "臧*"
q = f"{pn}担任了几家公司的法人代表？"
scq(3, q, [num(len(p_legal[pn]))], "count-relation", "zh", [
    f"Step1:查询{pn}担任法人代表的公司\nAction1:Retrieval(s=s1:自然人[`{pn}`], p=p1:法人代表, o=o1:企业)\n"
    "Step2:统计公司数量\nAction2:Math(content=[`o1`], target=`统计o1中不同公司的数量`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
    f"Step1:查询{pn}是哪些企业的法定代表人\nAction1:Retrieval(s=s1:Person[`{pn}`], p=p1:legalRepresentative, o=o1:Company)\n"
    "Step2:计算企业数量\nAction2:Math(content=[`o1`], target=`一共有多少家企业？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
])

# 04 total inflow (rule property totalTransInAmt)
cn = "三角***份限公司"
q = f"{cn}总共收到了多少转入资金？"
scq(4, q, [num(trans_in(cname2id[cn]))], "sum-rule", "zh", [
    f"Step1:查询向{cn}转账的公司\nAction1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`{cn}`])\n"
    "Step2:查询这些转账的交易金额\nAction2:Retrieval(s=s1, p=p2:交易金额, o=o2)\n"
    "Step3:计算转入金额总和\nAction3:Math(content=[`o2`], target=`计算所有转入金额之和`)->math3\n"
    "Step4:输出math3\nAction4:output(math3)",
    f"Step1:查询{cn}的转入资金总额\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:转入总金额, o=o1:金额)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询{cn}的总共流入金额\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:总共流入金额, o=o1)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 05 outflow within 1 month (rule property fundTrans1Month, as of AS_OF)
cn = "传化****限公司"
q = f"截至2023年10月15日，{cn}近1个月流出的资金是多少？"
scq(5, q, [num(trans_out(cname2id[cn], 30))], "sum-window-rule", "zh", [
    f"Step1:查询{cn}近一个月的转出资金\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:近一个月转出金额, o=o1:金额)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询{cn}近1月流出金额\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:近1月流出, o=o1)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 06 inflow within 3 months
q = f"{cn}近3个月流入了多少资金（以2023-10-15为准）？"
scq(6, q, [num(trans_in(cname2id[cn], 90))], "sum-window-rule", "zh", [
    f"Step1:查询转账给{cn}的企业及交易日期\nAction1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`{cn}`])\n"
    "Step2:计算近3个月流入总额\nAction2:Math(content=[`p1`], target=`2023-10-15之前90天内的交易金额之和`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
    f"Step1:查询{cn}近3月流入\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:近3月流入, o=o1)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 07 main customer (rule relation mainSupply)
cn = "传化****限公司"
q = f"{cn}的主要客户是哪家公司？"
scq(7, q, [cid2name[o] for o in main_supply(cname2id[cn])], "rule-relation", "zh", [
    f"Step1:查询{cn}的下游客户\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:客户, o=o1:企业)\n"
    "Step2:输出o1\nAction2:output(o1)",
    f"Step1:查询{cn}的主要客户\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:主要客户, o=o1:企业)\n"
    "Output:输出o1\nAction2:output(o1)",
])

# 08 suppliers: companies whose main customer is X (reverse rule relation)
cn = "三角***份限公司"
cid = cname2id[cn]
q = f"哪些公司把{cn}作为主要客户？"
scq(8, q, [cid2name[s] for s in cid2name if cid in main_supply(s)], "rule-relation-reverse", "zh", [
    f"Step1:查询{cn}的供应商\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:供应商, o=o1:企业)\n"
    "Step2:输出o1\nAction2:output(o1)",
    f"Step1:查询主要客户为{cn}的企业\nAction1:Retrieval(s=s1:企业, p=p1:主要客户, o=o1:企业[`{cn}`])\n"
    "Step2:输出s1\nAction2:output(s1)",
])

# 09 same legal representative (rule relation), excluding itself
cn = "广东***通*份*公司"
same = uniq(c for p, cs in p_legal.items() if cn in cs for c in cs if c != cn)
q = f"与{cn}拥有共同法人的其他公司有哪些？"
scq(9, q, same, "rule-relation", "zh", [
    f"Step1:查询{cn}的法人代表\nAction1:Retrieval(s=s1:自然人, p=p1:法人代表, o=o1:企业[`{cn}`])\n"
    "Step2:查询该法人代表担任法人的其他企业\nAction2:Retrieval(s=s1, p=p2:法人代表, o=o2:企业)\n"
    f"Step3:排除{cn}本身\nAction3:Deduce(op=extract, content=[`o2`], target=`除{cn}以外的企业`)->deduce3\n"
    "Step4:输出deduce3\nAction4:output(deduce3)",
    f"Step1:查询与{cn}共同法人的企业\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:共同法人, o=o1:企业)\n"
    f"Step2:排除{cn}本身\nAction2:Deduce(op=extract, content=[`o1`], target=`o1中除{cn}以外的企业`)->deduce2\n"
    "Step3:输出deduce2\nAction3:output(deduce2)",
])

# 10 industry of a company (rule relation belongToIndustry)
cn = "建发***资**有公司"
ind = uniq(i for p in c_products[cname2id[cn]] for i in sorted(p_industry.get(p, ())))
q = f"{cn}属于什么行业？"
scq(10, q, ind, "rule-relation-two-hop", "zh", [
    f"Step1:查询{cn}的经营产品\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:经营产品, o=o1:产品)\n"
    "Step2:查询这些产品所属的产业\nAction2:Retrieval(s=o1, p=p2:所属产业, o=o2:产业)\n"
    "Step3:输出o2\nAction3:output(o2)",
    f"Step1:查询{cn}所在行业\nAction1:Retrieval(s=s1:企业[`{cn}`], p=p1:所在行业, o=o1:产业)\n"
    "Output:输出o1\nAction2:output(o1)",
])

# 11 event classification (concept rule on index/trend)
ev = one(sc_pce, name="顺丁橡胶成本上涨")
cls = ["价格上涨"] if (ev["index"] == "价格" and ev["trend"] == "上涨") else []
q = "产业链事件“顺丁橡胶成本上涨”属于哪一类产业链事件？"
scq(11, q, cls, "event-concept-rule", "zh", [
    "Step1:查询顺丁橡胶成本上涨事件的指标和趋势\n"
    "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:指标, o=o1:指标)\n"
    "Action2:Retrieval(s=s1, p=p2:趋势, o=o2:趋势)\n"
    "Step2:根据指标和趋势判断事件类别\n"
    "Action3:Deduce(op=choice, content=[`o1`,`o2`], target=`该事件属于哪一类产业链事件？`)->deduce3",
    "Step1:查询顺丁橡胶成本上涨事件所属的产业链事件分类\n"
    "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:属于, o=o1:产业链事件分类)\n"
    "Output:输出o1\nAction2:output(o1)",
])

# 12 event propagation restricted to companies making bias tyres
sub = ev["subject"]
target = "轮胎与橡胶-轮胎-斜交轮胎"
affected = [cid2name[c] for c, ps in c_products.items()
            if target in ps and target in p_chain.get(sub, ())] if cls else []
q = "顺丁橡胶价格上涨事件会导致哪些经营斜交轮胎的公司出现成本上涨？"
scq(12, q, affected, "event-rule-propagation", "zh", [
    "Step1:查询顺丁橡胶成本上涨事件导致的公司事件\n"
    "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:导致, o=o1:公司事件)\n"
    "Step2:查询这些公司事件的主体\nAction2:Retrieval(s=o1, p=p2:主体, o=o2:企业)\n"
    "Step3:输出o2\nAction3:output(o2)",
    "Step1:查询顺丁橡胶成本上涨事件导致的公司事件\n"
    "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:导致, o=o1:公司事件)\n"
    "Step2:查询这些公司事件的主体企业\nAction2:Retrieval(s=o1, p=p2:主体, o=o2:企业)\n"
    "Step3:筛选经营斜交轮胎的企业\n"
    "Action3:Retrieval(s=o2, p=p3:经营产品, o=o3:产品[`轮胎与橡胶-轮胎-斜交轮胎`])\n"
    "Step4:输出o2\nAction4:output(o2)",
])

# 13 English, empty: transfers into a company that receives none
cn = "建发***资**有公司"
cid = cname2id[cn]
q = f"Which companies have transferred funds to {cn}?"
scq(13, q, uniq(cid2name.get(r["srcId"], r["srcId"]) for r in sc_ft if r["dstId"] == cid), "empty-relation", "en", [
    f"Step1:Which companies transferred money to {cn}?\n"
    f"Action1:Retrieval(s=s1:Company, p=p1:fundTransfer, o=o1:Company[`{cn}`])\n"
    "Step2:output s1\nAction2:output(s1)",
    f"Step1:Which companies have fund transfers to {cn}?\n"
    f"Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`{cn}`])\n"
    "Step2:output s1\nAction2:output(s1)",
])


# ================================================================ RiskMining
rm_app = rd(os.path.join(RM, "App.csv"))
rm_dev = rd(os.path.join(RM, "Device.csv"))
rm_per = rd(os.path.join(RM, "Person.csv"))
rm_comp = rd(os.path.join(RM, "Company.csv"))
rm_phd = rd(os.path.join(RM, "Person_hasDevice_Device.csv"))
rm_phc = rd(os.path.join(RM, "Person_hasCert_Cert.csv"))
rm_chc = rd(os.path.join(RM, "Company_hasCert_Cert.csv"))
rm_share = rd(os.path.join(RM, "Person_holdShare_Company.csv"))
rm_ft = rd(os.path.join(RM, "Person_fundTrans_Person.csv"))

pid2name = {r["id"]: r["name"] for r in rm_per}
pname2id = {r["name"]: r["id"] for r in rm_per}
assert len(pname2id) == len(rm_per)
dev_install = {r["id"]: uniq(r["install"].split(",")) for r in rm_dev}
umid2dev = {r["umid"]: r["id"] for r in rm_dev}
p_devs = defaultdict(list)
for r in rm_phd:
    if r["dst"] not in p_devs[r["src"]]:
        p_devs[r["src"]].append(r["dst"])
app_by_id = {r["id"]: r for r in rm_app}
comp_certs = defaultdict(set)
for r in rm_chc:
    comp_certs[r["src"]].add(r["dst"])
gambling = [a["id"] for a in rm_app if "赌博" in a["riskMark"]]


def developed(pid):
    """Rule developed: person has > 5 distinct devices that install the app."""
    cnt = defaultdict(int)
    for d in p_devs[pid]:
        for a in dev_install[d]:
            cnt[a] += 1
    return [a for a in uniq(a for d in p_devs[pid] for a in dev_install[d]) if cnt[a] > 5]


def released(pid):
    """Rule release: person holds shares in a company having the cert the app uses."""
    certs = set()
    for r in rm_share:
        if r["src"] == pid:
            certs |= comp_certs[r["dst"]]
    return [a["id"] for a in rm_app if a["useCert"] in certs]


def transfers(src, dst):
    return [int(r["transAmt"]) for r in rm_ft if r["src"] == src and r["dst"] == dst]


RMQ = []


def rmq(n, question, answer, shape, lang, plans):
    RMQ.append((f"plan-r28-rm-{n:02d}", question, answer, shape, lang, plans))


# 01 apps on a device
dev_id = "3"
umid = one(rm_dev, id=dev_id)["umid"]
q = f"设备{umid}上安装了哪些应用？"
rmq(1, q, dev_install[dev_id], "single-property-multi", "zh", [
    f"Step1:查询设备{umid}安装的应用\nAction1:Retrieval(s=s1:设备[`{umid}`], p=p1:安装, o=o1:应用)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询umid为{umid}的设备上安装的App\nAction1:Retrieval(s=s1:设备[`{umid}`], p=p1:安装应用, o=o1:App)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 02 owners of a device (shared device)
dev_id = "45"
umid = one(rm_dev, id=dev_id)["umid"]
q = f"设备{umid}的拥有者是谁？"
rmq(2, q, uniq(pid2name[r["src"]] for r in rm_phd if r["dst"] == dev_id), "reverse-relation", "zh", [
    f"Step1:查询设备{umid}的所有者\nAction1:Retrieval(s=s1:设备[`{umid}`], p=p1:所有者, o=o1:自然人)\n"
    "Step2:输出o1\nAction2:output(o1)",
    f"Step1:查询拥有设备{umid}的自然人\nAction1:Retrieval(s=s1:自然人, p=p1:拥有设备, o=o1:设备[`{umid}`])\n"
    "Output:输出s1\nAction2:output(s1)",
])

# 03 certificate used by an app
an = "com.oStEmG.may"
q = f"应用{an}使用的证书编号是什么？"
rmq(3, q, [app_by_id[an]["useCert"]], "single-property", "zh", [
    f"Step1:查询{an}的证书\nAction1:Retrieval(s=s1:Entity[`{an}`], p=p1:证书, o=o1:证书)\n"
    "Step2:查询证书编号\nAction2:Retrieval(s=o1, p=p2:证书编号, o=o2)\n"
    "Step3:输出o2\nAction3:output(o2)",
    f"Step1:查询应用{an}使用的证书\nAction1:Retrieval(s=s1:应用[`{an}`], p=p1:使用证书, o=o1:证书)\n"
    "Output:输出o1\nAction2:output(o1)",
])

# 04 gambling apps (concept rule)
q = "哪些应用属于赌博应用？"
rmq(4, q, gambling, "concept-rule", "zh", [
    "Step1:查询风险标记为赌博的应用\nAction1:Retrieval(s=s1:应用, p=p1:风险标记, o=o1:Entity[`赌博`])\n"
    "Step2:输出s1\nAction2:output(s1)",
    "Step1:查询属于赌博应用的App\nAction1:Retrieval(s=s1:应用, p=p1:属于, o=o1:风险应用[`赌博应用`])\n"
    "Output:输出s1\nAction2:output(s1)",
])

# 05 count fraud apps
cnt = sum(1 for a in rm_app if "诈骗" in a["riskMark"])
q = "风险标记为诈骗的应用有多少个？"
rmq(5, q, [num(cnt)], "count-filter", "zh", [
    "Step1:查询诈骗类应用\nAction1:Retrieval(s=s1:应用, p=p1:属于, o=o1:风险应用[`诈骗应用`])\n"
    "Step2:统计数量\nAction2:Math(content=[`s1`], target=`诈骗应用有多少个？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
    "Step1:查询风险标记为诈骗的应用\nAction1:Retrieval(s=s1:App, p=p1:风险标记, o=o1:Entity[`诈骗`])\n"
    "Step2:统计应用个数\nAction2:Math(content=[`s1`], target=`统计应用的个数`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
])

# 06 sum of transfers between two persons
a, b = "柏*", "邬**"
q = f"{a}一共向{b}转账了多少钱？"
rmq(6, q, [num(sum(transfers(pname2id[a], pname2id[b])))], "sum-edge", "zh", [
    f"Step1:查询{a}向{b}的转账记录\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:转账, o=o1:自然人[`{b}`])\n"
    "Step2:输出p1\nAction2:output(p1)",
    f"Step1:查询{a}向{b}的转账关系\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:转账关系, o=o1:自然人[`{b}`])\n"
    "Step2:计算转账总金额\nAction2:Math(content=[`p1`], target=`所有交易金额之和是多少？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
])

# 07 count of transfers between two persons
a, b = "柏*", "杜*"
q = f"{a}给{b}转了几笔账？"
rmq(7, q, [num(len(transfers(pname2id[a], pname2id[b])))], "count-edge", "zh", [
    f"Step1:查询{a}和{b}之间的资金往来\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:资金往来, o=o1:自然人[`{b}`])\n"
    "Step2:统计交易笔数\nAction2:Math(content=[`p1`], target=`一共有几笔交易？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
    f"Step1:查询{a}转账给{b}的记录\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:转账关系, o=o1:自然人[`{b}`])\n"
    "Step2:统计转账笔数\nAction2:Math(content=[`p1`], target=`转账记录一共有多少笔？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
])

# 08 count shareholdings
a = "柏*"
q = f"{a}持有几家公司的股份？"
rmq(8, q, [num(len(uniq(r["dst"] for r in rm_share if r["src"] == pname2id[a])))], "count-relation", "zh", [
    f"Step1:查询{a}投资的公司\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:投资, o=o1:企业)\n"
    "Step2:输出o1\nAction2:output(o1)",
    f"Step1:查询{a}持股的企业\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:持股, o=o1:企业)\n"
    "Step2:统计企业数量\nAction2:Math(content=[`o1`], target=`一共有几家企业？`)->math2\n"
    "Step3:输出math2\nAction3:output(math2)",
])

# 09 developers of an app (rule developed)
an = "com.qIu.VJbJ"
q = f"应用{an}是谁开发的？"
rmq(9, q, [pid2name[p] for p in pid2name if an in developed(p)], "rule-relation", "zh", [
    f"Step1:查询应用{an}的开发者\nAction1:Retrieval(s=s1:应用[`{an}`], p=p1:开发者, o=o1:自然人)\n"
    "Output:输出o1\nAction2:output(o1)",
    f"Step1:查询设备上安装了{an}的自然人\nAction1:Retrieval(s=s1:设备, p=p1:安装, o=o1:应用[`{an}`])\n"
    "Action2:Retrieval(s=s2:自然人, p=p2:拥有设备, o=s1)\n"
    "Step2:输出s2\nAction3:output(s2)",
    f"Step1:查询开发了应用{an}的自然人\nAction1:Retrieval(s=s1:自然人, p=p1:开发, o=o1:应用[`{an}`])\n"
    "Step2:输出s1\nAction2:output(s1)",
])

# 10 gambling app bosses (concept rule over release/developed/fundTrans)
bosses = []
for s in pid2name:
    for a_ in released(s):
        if a_ not in gambling:
            continue
        devs = [u for u in pid2name if a_ in developed(u)]
        if any(transfers(s, u) for u in devs):
            bosses.append(pid2name[s])
            break
q = "哪些人是赌博App的老板？"
rmq(10, q, bosses, "concept-rule", "zh", [
    "Step1:查询发布赌博应用的自然人\nAction1:Retrieval(s=s1:自然人, p=p1:发布, o=o1:风险应用[`赌博应用`])\n"
    "Step2:输出s1\nAction2:output(s1)",
    "Step1:查询属于赌博App老板的自然人\nAction1:Retrieval(s=s1:自然人, p=p1:属于, o=o1:风险用户[`赌博App老板`])\n"
    "Output:输出s1\nAction2:output(s1)",
])

# 11 empty: apps developed by a one-device person
a = "柏*"
q = f"{a}开发了哪些应用？"
rmq(11, q, developed(pname2id[a]), "empty-rule-relation", "zh", [
    f"Step1:查询{a}的设备上安装的应用\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:拥有设备, o=o1:设备)\n"
    "Action2:Retrieval(s=o1, p=p2:安装, o=o2:应用)\n"
    "Step2:输出o2\nAction3:output(o2)",
    f"Step1:查询{a}开发的应用\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:开发, o=o1:应用)\n"
    "Step2:输出o1\nAction2:output(o1)",
])

# 12 empty: certificates of a person who has none
a = "郝*"
q = f"{a}拥有哪些证书？"
rmq(12, q, [r["dst"] for r in rm_phc if r["src"] == pname2id[a]], "empty-relation", "zh", [
    f"Step1:查询{a}的证书\nAction1:Retrieval(s=s1:Person[`{a}`], p=p1:证书, o=o1:Cert)\n"
    "Step2:输出o1\nAction2:output(o1)",
    f"Step1:查询{a}拥有的证书\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:拥有证书, o=o1:证书)\n"
    "Output:输出o1\nAction2:output(o1)",
])

# 13 English: gambling apps released by a person (rule release + concept)
a = "柏*"
q = f"Which gambling apps were released by {a}?"
rmq(13, q, [x for x in released(pname2id[a]) if x in gambling], "rule-relation-filter", "en", [
    f"Step1:Which apps did {a} release?\nAction1:Retrieval(s=s1:Person[`{a}`], p=p1:release, o=o1:App)\n"
    "Step2:output o1\nAction2:output(o1)",
    f"Step1:Which apps did {a} release?\nAction1:Retrieval(s=s1:自然人[`{a}`], p=p1:发布, o=o1:应用)\n"
    "Step2:Which of these apps are gambling apps?\n"
    "Action2:Retrieval(s=o1, p=p2:属于, o=o2:风险应用[`赌博应用`])\n"
    "Step3:output o1\nAction3:output(o1)",
])


# ================================================================ write
def emit(prefix, qs):
    questions, plans = [], []
    for qid, question, answer, shape, lang, pl in qs:
        assert 2 <= len(pl) <= 3, qid
        assert all(isinstance(x, str) for x in answer), qid
        questions.append({"id": qid, "question": question, "answer": answer, "shape": shape, "lang": lang})
        for k, text in enumerate(pl, 1):
            plans.append({"id": f"{qid}#{k}", "qid": qid, "question": question, "plan": text,
                          "last": k == len(pl)})
    os.makedirs(OUT, exist_ok=True)
    for kind, data in (("questions", questions), ("plans", plans)):
        with open(os.path.join(OUT, f"r28-{prefix}-{kind}.json"), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
    return questions


if __name__ == "__main__":
    assert len(AQQ) == 24 and len(SCQ) == 13 and len(RMQ) == 13
    allq = emit("affairqa", AQQ) + emit("supplychain", SCQ) + emit("riskmining", RMQ)
    empties = [q["id"] for q in allq if q["answer"] == []]
    assert len(empties) == 4, empties
    for q in allq:
        print(q["id"], q["shape"], q["answer"][:6], "..." if len(q["answer"]) > 6 else "")
