#!/usr/bin/env python3
"""Round 18 (held-out): AffairQA questions with KAG-style run-time plans.

Gold answers are computed here with the csv module over
/work/shared/datasets/kag-affairqa/sources/*.csv (exact cell strings; counts as
number strings; [] where the tables do not hold the asked value for the named
entity).  The plans are written by hand, as KAG's planner writes them at run
time (get_spo / get / count / sum / sort / compare / Math), one plan per
question marked "last" (the plan the planner finally answers from).

Running it from any directory writes
  /work/main/bench/questions/blind/plans/r18-questions.json
  /work/main/bench/questions/blind/plans/r18-plans.json
"""
import csv
import json
import os
from collections import Counter, defaultdict

SRC = "/work/shared/datasets/kag-affairqa/sources"
QUESTIONS_JSON = "/work/shared/datasets/kag-affairqa/questions.json"
OUT_DIR = "/work/main/bench/questions/blind/plans"
TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构",
          "旅游景点", "旅行社", "行政区", "许可证"]


def _load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


T = {t: _load(t) for t in TABLES}

# every row of every table, by its name (and by id where it differs)
NAME_INDEX = defaultdict(list)
for _t, _rows in T.items():
    for _r in _rows:
        NAME_INDEX[_r["name"]].append((_t, _r))
        if _r.get("id") and _r["id"] != _r["name"]:
            NAME_INDEX[_r["id"]].append((_t, _r))

BAD_VALUES = {"市辖区", "市属", "9.13E+17"}


def _check_value(v):
    assert v is not None and v.strip() != "", "empty cell"
    assert v not in BAD_VALUES, "placeholder cell %r" % v
    assert not v.lower().startswith("zj-"), "code cell %r" % v
    return v


def ent(table, name):
    """The one row named `name`; it must be the only row of that name in all tables."""
    rows = NAME_INDEX.get(name, [])
    assert len(rows) == 1, "%s: %d rows" % (name, len(rows))
    assert rows[0][0] == table, "%s is in %s, not %s" % (name, rows[0][0], table)
    return rows[0][1]


def val(table, name, col):
    return [_check_value(ent(table, name)[col])]


def absent(table, name, col=None):
    """The named entity exists, but the asked value is not in the tables."""
    r = ent(table, name)
    if col is not None:
        assert col in r and r[col].strip() == "", "%s.%s is %r" % (name, col, r.get(col))
    return []


def rows_where(table, **cond):
    return [r for r in T[table] if all(r[k] == v for k, v in cond.items())]


def rows_in_place(table, col, place, stem=None, **cond):
    """Rows whose `col` cell is `place` (and match cond).  No other row of the
    table may name the place in its name or address while its `col` cell says
    something else (a placeholder such as 市辖区, a code, a blank), so that the
    count / ranking over the cell is also the count over the place."""
    if stem is None:
        stem = place[:-1] if len(place) > 2 else place
    hidden = [r["name"] for r in T[table] if r[col] != place
              and (stem in r["name"] or stem in r.get("address", ""))]
    assert not hidden, "%s rows elsewhere name %s: %s" % (table, place, hidden[:5])
    for k in cond:
        blanks = [r["name"] for r in T[table] if r[col] == place and not r[k].strip()]
        assert not blanks, "blank %s in %s" % (k, blanks)
    return rows_where(table, **{col: place}, **cond)


def license_holder(lic):
    """The one gas station whose businessLicense cell is exactly `lic`."""
    ent("许可证", lic)
    rows = rows_where("加油站", businessLicense=lic)
    assert len(rows) == 1, "%s held by %d stations" % (lic, len(rows))
    assert len(NAME_INDEX[rows[0]["name"]]) == 1
    return rows[0]


def station_license(station):
    lic = _check_value(ent("加油站", station)["businessLicense"])
    ent("许可证", lic)  # the licence is itself an entity of the 许可证 table
    holders = rows_where("加油站", businessLicense=lic)
    assert len(holders) == 1, "%s shared by %d stations" % (lic, len(holders))
    return lic


def region_type(name):
    labels = {r["label"] for r in rows_where("行政区", name=name)}
    assert len(labels) == 1, "%s has labels %s" % (name, labels)
    return _check_value(labels.pop())


def count(rows):
    assert rows
    return [str(len(rows))]


def num(v):
    _check_value(v)
    return float(v)


def date_key(v):
    _check_value(v)
    y, m, d = v.split("/")
    return (int(y), int(m), int(d))


def argbest(rows, key, best=max):
    keys = [key(r) for r in rows]
    b = best(keys)
    winners = [r for r, k in zip(rows, keys) if k == b]
    assert len(winners) == 1, "tie: %s" % [w["name"] for w in winners]
    return [winners[0]["name"]]


def compare_two(table, a, b, col):
    va, vb = num(ent(table, a)[col]), num(ent(table, b)[col])
    assert va != vb
    return [a if va > vb else b]


# ---------------------------------------------------------------------------
# questions: (lang, shape, question, gold function, [(plan, last), ...])
# ---------------------------------------------------------------------------
Q = []


def q(lang, shape, question, gold, plans):
    Q.append((lang, shape, question, gold, plans))


# ============================ one-hop property ==============================

q("zh", "one-hop-property", "三门县道生加气站有限公司的负责人是谁？",
  lambda: val("加油站", "三门县道生加气站有限公司", "manager"), [
("""Step1: 查询三门县道生加气站的负责人
Action1: get_spo(s=s1:加油站[三门县道生加气站] ,p=p1:负责人,o=o1:Entity ,sub_query= 查询三门县道生加气站的负责人)
Step2: 输出负责人信息
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= 输出负责人信息)""", False),
("""Step1: 查询三门县道生加气站有限公司的负责人
Action1: get_spo(s=s1:Entity[三门县道生加气站有限公司] ,p=p1:负责人,o=o1:Entity ,sub_query=查询三门县道生加气站有限公司的负责人  )
Step2: output `三门县道生加气站有限公司的负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `三门县道生加气站有限公司的负责人是谁？` answer:)""", True),
])

q("zh", "one-hop-property", "桐乡运河加气站有多少名职工？",
  lambda: val("加油站", "桐乡运河加气站", "employeeCount"), [
("""Step1: 查询桐乡运河加气站的员工数量
Action1: get_spo(s=s1:企业[桐乡运河加气站] ,p=p1:员工数量,o=o1:Entity ,sub_query= 查询桐乡运河加气站的员工数量  )
Step2: output `桐乡运河加气站有多少名职工？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡运河加气站有多少名职工？` answer:)""", False),
("""Step1: 查询桐乡运河加气站的工商注册信息
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:工商注册信息,o=o1:Entity ,sub_query= 查询桐乡运河加气站的工商注册信息)
Step2: output `为了确定桐乡运河加气站的职工人数，我需要先查到该加气站的工商注册信息或企业年报，其中通常会披露从业人数。因此，下一步的检索问题是： "桐乡运河加气站的工商注册信息中登记的从业人数是多少？"` answer:
Action2: get_spo(s=o1:Entity ,p=p2:从业人数,o=o2:Entity ,sub_query=output `为了确定桐乡运河加气站的职工人数，我需要先查到该加气站的工商注册信息或企业年报，其中通常会披露从业人数。因此，下一步的检索问题是：
"桐乡运河加气站的工商注册信息中登记的从业人数是多少？"` answer:)
Step3: 输出从业人数
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出从业人数)""", False),
("""Step1: 查询桐乡运河加气站的职工人数
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询桐乡运河加气站的职工人数  )
Step2: output `桐乡运河加气站有多少名职工？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡运河加气站有多少名职工？` answer:)""", True),
])

q("en", "one-hop-property", "What is the total design storage of 浙江交投新能源投资有限公司东阳南区分公司?",
  lambda: val("加油站", "浙江交投新能源投资有限公司东阳南区分公司", "totalDesignStorage"), [
("""Step1: Query the design storage of 浙江交投新能源投资有限公司东阳南区分公司
Action1: get_spo(s=s1:GasStation[浙江交投新能源投资有限公司东阳南区分公司] ,p=p1:design storage,o=o1:Entity ,sub_query= Query the design storage of 浙江交投新能源投资有限公司东阳南区分公司)
Step2: output `What is the total design storage of 浙江交投新能源投资有限公司东阳南区分公司?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the total design storage of 浙江交投新能源投资有限公司东阳南区分公司?` answer:)""", False),
("""Step1: Query the total design storage of 浙江交投新能源投资有限公司东阳南区分公司
Action1: get_spo(s=s1:加油站[浙江交投新能源投资有限公司东阳南区分公司] ,p=p1:总设计储量,o=o1:Entity ,sub_query=Query the total design storage of 浙江交投新能源投资有限公司东阳南区分公司  )
Step2: output the total design storage
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= output the total design storage)""", False),
("""Step1: Query the total design storage of 浙江交投新能源投资有限公司东阳南区分公司
Action1: get_spo(s=s1:Entity[浙江交投新能源投资有限公司东阳南区分公司] ,p=p1:total design storage,o=o1:Entity ,sub_query=Query the total design storage of 浙江交投新能源投资有限公司东阳南区分公司  )
Step2: output `What is the total design storage of 浙江交投新能源投资有限公司东阳南区分公司?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the total design storage of 浙江交投新能源投资有限公司东阳南区分公司?` answer:)""", True),
])

q("zh", "one-hop-property", "天台华润燃气有限公司是否构成重大危险源？",
  lambda: val("加油站", "天台华润燃气有限公司", "isMajorDangerSource"), [
("""Step1: 查询天台华润燃气有限公司是否构成重大危险源
Action1: get_spo(s=s1:Entity[天台华润燃气有限公司] ,p=p1:是否构成,o=o1:Entity ,sub_query= 查询天台华润燃气有限公司是否构成重大危险源  )
Step2: output `天台华润燃气有限公司是否构成重大危险源？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `天台华润燃气有限公司是否构成重大危险源？` answer:)""", False),
("""Step1: 查询天台华润燃气有限公司储存的燃气类型和储量
Action1: get_spo(s=s1:加油站[天台华润燃气有限公司] ,p=p1:设计储量,o=o1:Entity ,sub_query= 查询天台华润燃气有限公司储存的燃气类型和储量)
Step2: output `为了判断天台华润燃气有限公司是否构成重大危险源，需要先了解其储存的燃气种类和总设计储量，再对照《危险化学品重大危险源辨识》标准中的临界量进行判断。思考问题：天台华润燃气有限公司的总设计储量是多少，是否超过临界量？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `为了判断天台华润燃气有限公司是否构成重大危险源，需要先了解其储存的燃气种类和总设计储量，再对照《危险化学品重大危险源辨识》标准中的临界量进行判断。思考问题：天台华润燃气有限公司的总设计储量是多少，是否超过临界量？` answer:)""", False),
("""Step1: 查询天台华润燃气有限公司是否构成重大危险源
Action1: get_spo(s=s1:Entity[天台华润燃气有限公司] ,p=p1:是否构成重大危险源,o=o1:Entity ,sub_query=查询天台华润燃气有限公司是否构成重大危险源  )
Step2: output `天台华润燃气有限公司是否构成重大危险源？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `天台华润燃气有限公司是否构成重大危险源？` answer:)""", True),
])

q("zh", "one-hop-property", "绍兴金帝天然气有限公司的运营主体是哪家？",
  lambda: val("加油站", "绍兴金帝天然气有限公司", "operationSubject"), [
("""Step1: 访问绍兴金帝天然气有限公司的官方网站
Action1: get_spo(s=s1:Entity[绍兴金帝天然气有限公司] ,p=p1:官方网站,o=o1:Entity ,sub_query= 访问绍兴金帝天然气有限公司的官方网站)
Step2: 在官网查找母公司或主要股东信息
Action2: get_spo(s=o1:Entity ,p=p2:母公司或主要股东,o=o2:Entity ,sub_query= 在官网查找母公司或主要股东信息)
Step3: 输出母公司或主要股东信息
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出母公司或主要股东信息)""", False),
("""Step1: 查询绍兴金帝天然气有限公司的运营单位
Action1: get_spo(s=s1:企业[绍兴金帝天然气有限公司] ,p=p1:运营单位,o=o1:企业 ,sub_query=查询绍兴金帝天然气有限公司的运营单位  )
Step2: output `绍兴金帝天然气有限公司的运营主体是哪家？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `绍兴金帝天然气有限公司的运营主体是哪家？` answer:)""", False),
("""Step1: 查询绍兴金帝天然气有限公司的运营主体
Action1: get_spo(s=s1:Entity[绍兴金帝天然气有限公司] ,p=p1:运营主体,o=o1:Entity ,sub_query=查询绍兴金帝天然气有限公司的运营主体  )
Step2: output `绍兴金帝天然气有限公司的运营主体是哪家？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `绍兴金帝天然气有限公司的运营主体是哪家？` answer:)""", True),
])

q("zh", "one-hop-property", "浙江省肿瘤医院的联系电话是多少？",
  lambda: val("医疗机构", "浙江省肿瘤医院", "phoneNumber"), [
("""Step1: 查询浙江省肿瘤医院的联系方式
Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:联系方式,o=o1:Entity ,sub_query= 查询浙江省肿瘤医院的联系方式  )
Step2: output `浙江省肿瘤医院的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省肿瘤医院的联系电话是多少？` answer:)""", False),
("""Step1: 查询浙江省肿瘤医院的联系电话
Action1: get_spo(s=s1:Entity[浙江省肿瘤医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的联系电话  )
Step2: output `浙江省肿瘤医院的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省肿瘤医院的联系电话是多少？` answer:)""", True),
])

q("en", "one-hop-property", "What level is 杭州西湖之江眼科医院 rated at?",
  lambda: val("医疗机构", "杭州西湖之江眼科医院", "level"), [
("""Step1: Query the hospital grade of 杭州西湖之江眼科医院
Action1: get_spo(s=s1:MedicalInstitution[杭州西湖之江眼科医院] ,p=p1:hospital grade,o=o1:Entity ,sub_query= Query the hospital grade of 杭州西湖之江眼科医院  )
Step2: output `What level is 杭州西湖之江眼科医院 rated at?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What level is 杭州西湖之江眼科医院 rated at?` answer:)""", False),
("""Step1: Query the evaluation standard of eye hospitals in Zhejiang
Action1: get_spo(s=s1:医疗机构[眼科医院] ,p=p1:评定标准,o=o1:Entity ,sub_query= Query the evaluation standard of eye hospitals in Zhejiang)
Step2: Query the level of 杭州西湖之江眼科医院
Action2: get_spo(s=s2:医疗机构[杭州西湖之江眼科医院] ,p=p2:level,o=o2:Entity ,sub_query= Query the level of 杭州西湖之江眼科医院)
Step3: output the level
Action3: get(alias_name=o2,alias_name_set=[o1,  o2],sub_query= output the level)""", False),
("""Step1: Query the level of 杭州西湖之江眼科医院
Action1: get_spo(s=s1:医疗机构[杭州西湖之江眼科医院] ,p=p1:level,o=o1:Entity ,sub_query=Query the level of 杭州西湖之江眼科医院  )
Step2: output `What level is 杭州西湖之江眼科医院 rated at?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What level is 杭州西湖之江眼科医院 rated at?` answer:)""", True),
])

q("zh", "one-hop-property", "杭州萧山区前进街道社区卫生服务中心的地址在哪里？",
  lambda: val("医疗机构", "杭州萧山区前进街道社区卫生服务中心", "address"), [
("""Step1: 查询杭州萧山区前进街道社区卫生服务中心的位置
Action1: get_spo(s=s1:医疗机构[杭州萧山区前进街道社区卫生服务中心] ,p=p1:位置,o=o1:Entity ,sub_query= 查询杭州萧山区前进街道社区卫生服务中心的位置)
Step2: 获取位置信息
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= 获取位置信息)""", False),
("""Step1: 查询杭州萧山区前进街道社区卫生服务中心的具体地址
Action1: get_spo(s=s1:Entity[杭州萧山区前进街道社区卫生服务中心] ,p=p1:具体地址,o=o1:Entity ,sub_query= 查询杭州萧山区前进街道社区卫生服务中心的具体地址  )
Step2: output `杭州萧山区前进街道社区卫生服务中心的地址在哪里？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州萧山区前进街道社区卫生服务中心的地址在哪里？` answer:)""", False),
("""Step1: 查询杭州萧山区前进街道社区卫生服务中心的具体地址
Action1: get_spo(s=s1:Entity[杭州萧山区前进街道社区卫生服务中心] ,p=p1:地址,o=o1:Entity ,sub_query=查询杭州萧山区前进街道社区卫生服务中心的具体地址  )
Step2: output `杭州萧山区前进街道社区卫生服务中心的地址在哪里？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州萧山区前进街道社区卫生服务中心的地址在哪里？` answer:)""", True),
])

q("zh", "one-hop-property", "龙泉市佛教协会的登记证号是什么？",
  lambda: val("协会", "龙泉市佛教协会", "registrationCertificateNumber"), [
("""Step1: 查询龙泉市佛教协会的社会团体登记证号
Action1: get_spo(s=s1:协会[龙泉市佛教协会] ,p=p1:社会团体登记证号,o=o1:Entity ,sub_query=查询龙泉市佛教协会的社会团体登记证号  )
Step2: output `龙泉市佛教协会的登记证号是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `龙泉市佛教协会的登记证号是什么？` answer:)""", False),
("""Step1: 查询龙泉市佛教协会的登记证号
Action1: get_spo(s=s1:Entity[龙泉市佛教协会] ,p=p1:登记证号,o=o1:Entity ,sub_query=查询龙泉市佛教协会的登记证号  )
Step2: output `龙泉市佛教协会的登记证号是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `龙泉市佛教协会的登记证号是什么？` answer:)""", True),
])

q("zh", "one-hop-property", "金东区基督教协会是什么时候登记的？",
  lambda: val("协会", "金东区基督教协会", "registrationTime"), [
("""Step1: 查询金东区基督教协会的成立时间
Action1: get_spo(s=s1:协会[金东区基督教协会] ,p=p1:成立时间,o=o1:Entity ,sub_query= 查询金东区基督教协会的成立时间  )
Step2: output `金东区基督教协会是什么时候登记的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `金东区基督教协会是什么时候登记的？` answer:)""", False),
("""Step1: 查询金东区基督教协会的登记机关
Action1: get_spo(s=s1:Entity[金东区基督教协会] ,p=p1:登记机关,o=o1:Entity ,sub_query= 查询金东区基督教协会的登记机关)
Step2: 查询登记机关对金东区基督教协会的登记时间
Action2: get_spo(s=o1:Entity ,p=p2:登记时间,o=o2:Entity ,sub_query= 查询登记机关对金东区基督教协会的登记时间)
Step3: 输出登记时间
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出登记时间)""", False),
("""Step1: 查询金东区基督教协会的登记时间
Action1: get_spo(s=s1:Entity[金东区基督教协会] ,p=p1:登记时间,o=o1:Entity ,sub_query=查询金东区基督教协会的登记时间  )
Step2: output `金东区基督教协会是什么时候登记的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `金东区基督教协会是什么时候登记的？` answer:)""", True),
])

q("en", "one-hop-property", "What is the postal code of 嘉善县佛教协会?",
  lambda: val("协会", "嘉善县佛教协会", "postalCode"), [
("""Step1: Query the address of 嘉善县佛教协会
Action1: get_spo(s=s1:Entity[嘉善县佛教协会] ,p=p1:address,o=o1:Entity ,sub_query= Query the address of 嘉善县佛教协会)
Step2: Query the postcode of the address
Action2: get_spo(s=o1:Entity ,p=p2:postcode,o=o2:Entity ,sub_query= Query the postcode of the address)
Step3: output the postcode
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= output the postcode)""", False),
("""Step1: Query the postal code of 嘉善县佛教协会
Action1: get_spo(s=s1:Association[嘉善县佛教协会] ,p=p1:postalCode,o=o1:Entity ,sub_query= Query the postal code of 嘉善县佛教协会  )
Step2: output `What is the postal code of 嘉善县佛教协会?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the postal code of 嘉善县佛教协会?` answer:)""", False),
("""Step1: Query the postal code of 嘉善县佛教协会
Action1: get_spo(s=s1:协会[嘉善县佛教协会] ,p=p1:postal code,o=o1:Entity ,sub_query=Query the postal code of 嘉善县佛教协会  )
Step2: output `What is the postal code of 嘉善县佛教协会?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the postal code of 嘉善县佛教协会?` answer:)""", True),
])

q("zh", "one-hop-property", "浙江佛学院雪窦山弥勒佛学院目前有多少在校生？",
  lambda: val("学校", "浙江佛学院雪窦山弥勒佛学院", "studentCount"), [
("""Step1: 查询浙江佛学院雪窦山弥勒佛学院的在校学生人数
Action1: get_spo(s=s1:学校[浙江佛学院雪窦山弥勒佛学院] ,p=p1:在校学生人数,o=o1:Entity ,sub_query= 查询浙江佛学院雪窦山弥勒佛学院的在校学生人数  )
Step2: output `浙江佛学院雪窦山弥勒佛学院目前有多少在校生？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江佛学院雪窦山弥勒佛学院目前有多少在校生？` answer:)""", False),
("""Step1: 查询浙江佛学院雪窦山弥勒佛学院的在校生数量
Action1: get_spo(s=s1:Entity[浙江佛学院雪窦山弥勒佛学院] ,p=p1:在校生数量,o=o1:Entity ,sub_query=查询浙江佛学院雪窦山弥勒佛学院的在校生数量  )
Step2: output `浙江佛学院雪窦山弥勒佛学院目前有多少在校生？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江佛学院雪窦山弥勒佛学院目前有多少在校生？` answer:)""", True),
])

q("zh", "one-hop-property", "杭州佛学院的成立日期是哪一天？",
  lambda: val("学校", "杭州佛学院", "establishmentDate"), [
("""Step1: 查询杭州佛学院的创办时间
Action1: get_spo(s=s1:Entity[杭州佛学院] ,p=p1:创办时间,o=o1:Entity ,sub_query= 查询杭州佛学院的创办时间)
Step2: output `杭州佛学院的成立日期是哪一天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州佛学院的成立日期是哪一天？` answer:)""", False),
("""Step1: 查询杭州佛学院的历史沿革
Action1: get_spo(s=s1:学校[杭州佛学院] ,p=p1:历史沿革,o=o1:Entity ,sub_query= 查询杭州佛学院的历史沿革  )
Step2: output `为了确定杭州佛学院的成立日期，我需要先了解杭州佛学院的历史沿革，包括其创办背景和批准成立的时间。因此，下一步的检索问题是： "杭州佛学院是何时经批准正式成立的？"` answer:
Action2: get_spo(s=s1:学校[杭州佛学院] ,p=p2:批准成立时间,o=o2:Entity ,sub_query=output `为了确定杭州佛学院的成立日期，我需要先了解杭州佛学院的历史沿革，包括其创办背景和批准成立的时间。因此，下一步的检索问题是：
"杭州佛学院是何时经批准正式成立的？"` answer:)
Step3: 查询杭州佛学院批准成立的时间
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 查询杭州佛学院批准成立的时间  )""", False),
("""Step1: 查询杭州佛学院的成立日期
Action1: get_spo(s=s1:学校[杭州佛学院] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询杭州佛学院的成立日期  )
Step2: output `杭州佛学院的成立日期是哪一天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州佛学院的成立日期是哪一天？` answer:)""", True),
])

q("zh", "one-hop-property", "新昌县天主堂的建筑面积是多少？",
  lambda: val("宗教场所", "新昌县天主堂", "buildingArea"), [
("""Step1: 查询新昌县天主堂的占地面积
Action1: get_spo(s=s1:宗教场所[新昌县天主堂] ,p=p1:占地面积,o=o1:Entity ,sub_query= 查询新昌县天主堂的占地面积  )
Step2: output `新昌县天主堂的建筑面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `新昌县天主堂的建筑面积是多少？` answer:)""", False),
("""Step1: 查询新昌县天主堂的建筑面积
Action1: get_spo(s=s1:Entity[新昌县天主堂] ,p=p1:建筑面积,o=o1:Entity ,sub_query=查询新昌县天主堂的建筑面积  )
Step2: output `新昌县天主堂的建筑面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `新昌县天主堂的建筑面积是多少？` answer:)""", True),
])

q("zh", "one-hop-property", "温岭市温峤镇上街东岳宫属于哪个宗教派别？",
  lambda: val("宗教场所", "温岭市温峤镇上街东岳宫", "religiousType"), [
("""Step1: 查询温岭市温峤镇上街东岳宫的所属宗教
Action1: get_spo(s=s1:宗教场所[温岭市温峤镇上街东岳宫] ,p=p1:所属宗教,o=o1:Entity ,sub_query= 查询温岭市温峤镇上街东岳宫的所属宗教)
Step2: output `温岭市温峤镇上街东岳宫属于哪个宗教派别？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `温岭市温峤镇上街东岳宫属于哪个宗教派别？` answer:)""", False),
("""Step1: 查询温岭市温峤镇上街东岳宫的派别
Action1: get_spo(s=s1:寺庙[东岳宫] ,p=p1:派别,o=o1:Entity ,sub_query= 查询温岭市温峤镇上街东岳宫的派别  )
Step2: 输出派别
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出派别)""", False),
("""Step1: 查询温岭市温峤镇上街东岳宫的宗教派别
Action1: get_spo(s=s1:Entity[温岭市温峤镇上街东岳宫] ,p=p1:宗教派别,o=o1:Entity ,sub_query=查询温岭市温峤镇上街东岳宫的宗教派别  )
Step2: output `温岭市温峤镇上街东岳宫属于哪个宗教派别？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `温岭市温峤镇上街东岳宫属于哪个宗教派别？` answer:)""", True),
])

q("zh", "one-hop-property", "神仙居景区是几A级旅游景区？",
  lambda: val("旅游景点", "神仙居景区", "level"), [
("""Step1: 查询神仙居景区的景区等级
Action1: get_spo(s=s1:旅游景点[神仙居景区] ,p=p1:景区等级,o=o1:Entity ,sub_query= 查询神仙居景区的景区等级  )
Step2: output `神仙居景区是几A级旅游景区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `神仙居景区是几A级旅游景区？` answer:)""", False),
("""Step1: 查询神仙居景区的级别
Action1: get_spo(s=s1:Entity[神仙居景区] ,p=p1:级别,o=o1:Entity ,sub_query=查询神仙居景区的级别  )
Step2: output `神仙居景区是几A级旅游景区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `神仙居景区是几A级旅游景区？` answer:)""", True),
])

q("en", "one-hop-property", "What is the address of 江郎山-廿八都旅游区?",
  lambda: val("旅游景点", "江郎山-廿八都旅游区", "address"), [
("""Step1: Query the location of 江郎山-廿八都旅游区
Action1: get_spo(s=s1:TouristAttraction[江郎山-廿八都旅游区] ,p=p1:location,o=o1:Entity ,sub_query= Query the location of 江郎山-廿八都旅游区)
Step2: output `What is the address of 江郎山-廿八都旅游区?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the address of 江郎山-廿八都旅游区?` answer:)""", False),
("""Step1: Query the address of 江郎山-廿八都旅游区
Action1: get_spo(s=s1:Entity[江郎山-廿八都旅游区] ,p=p1:address,o=o1:Entity ,sub_query=Query the address of 江郎山-廿八都旅游区  )
Step2: output `What is the address of 江郎山-廿八都旅游区?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the address of 江郎山-廿八都旅游区?` answer:)""", True),
])

q("zh", "one-hop-property", "嘉兴光大旅行社有限公司的传真号码是多少？",
  lambda: val("旅行社", "嘉兴光大旅行社有限公司", "faxNumber"), [
("""Step1: 查询嘉兴光大旅行社有限公司的联系电话
Action1: get_spo(s=s1:旅行社[嘉兴光大旅行社有限公司] ,p=p1:联系电话,o=o1:Entity ,sub_query= 查询嘉兴光大旅行社有限公司的联系电话  )
Step2: output `嘉兴光大旅行社有限公司的传真号码是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `嘉兴光大旅行社有限公司的传真号码是多少？` answer:)""", False),
("""Step1: 查询嘉兴光大旅行社有限公司的传真号
Action1: get_spo(s=s1:Entity[嘉兴光大旅行社有限公司] ,p=p1:传真号,o=o1:Entity ,sub_query=查询嘉兴光大旅行社有限公司的传真号  )
Step2: output `嘉兴光大旅行社有限公司的传真号码是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `嘉兴光大旅行社有限公司的传真号码是多少？` answer:)""", True),
])

q("zh", "one-hop-property", "宁波前程旅游有限公司的联系电话是什么？",
  lambda: val("旅行社", "宁波前程旅游有限公司", "phoneNumber"), [
("""Step1: 查询宁波前程旅游有限公司的官方网站或官方联系方式
Action1: get_spo(s=s1:Entity[宁波前程旅游有限公司] ,p=p1:官方网站或官方联系方式,o=o1:Entity ,sub_query= 查询宁波前程旅游有限公司的官方网站或官方联系方式)
Step2: output `宁波前程旅游有限公司的联系电话可以通过其官方网站、旅游主管部门公布的旅行社名录或企业信用信息公示系统查找。思考问题：宁波前程旅游有限公司在官方渠道公布的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波前程旅游有限公司的联系电话可以通过其官方网站、旅游主管部门公布的旅行社名录或企业信用信息公示系统查找。思考问题：宁波前程旅游有限公司在官方渠道公布的联系电话是多少？` answer:)""", False),
("""Step1: 查询宁波前程旅游有限公司的电话
Action1: get_spo(s=s1:旅行社[宁波前程旅游有限公司] ,p=p1:电话,o=o1:Entity ,sub_query= 查询宁波前程旅游有限公司的电话  )
Step2: output `宁波前程旅游有限公司的联系电话是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波前程旅游有限公司的联系电话是什么？` answer:)""", False),
("""Step1: 查询宁波前程旅游有限公司的联系电话
Action1: get_spo(s=s1:Entity[宁波前程旅游有限公司] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询宁波前程旅游有限公司的联系电话  )
Step2: output `宁波前程旅游有限公司的联系电话是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波前程旅游有限公司的联系电话是什么？` answer:)""", True),
])

q("zh", "one-hop-property", "许可证浙201702000021J是从哪一天开始生效的？",
  lambda: val("许可证", "浙201702000021J", "effectiveDate"), [
("""Step1: 查询许可证浙201702000021J的有效期
Action1: get_spo(s=s1:Entity[浙201702000021J] ,p=p1:有效期,o=o1:Entity ,sub_query= 查询许可证浙201702000021J的有效期  )
Step2: output `许可证浙201702000021J是从哪一天开始生效的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证浙201702000021J是从哪一天开始生效的？` answer:)""", False),
("""Step1: 查询许可证浙201702000021J的生效日期
Action1: get_spo(s=s1:许可证[浙201702000021J] ,p=p1:生效日期,o=o1:Entity ,sub_query=查询许可证浙201702000021J的生效日期  )""", True),
])

# ============================ one-hop relation ==============================

q("zh", "one-hop-relation", "宁波市汽车燃气有限公司梅墟加气站持有的经营许可证是哪一张？",
  lambda: [station_license("宁波市汽车燃气有限公司梅墟加气站")], [
("""Step1: 查询宁波市汽车燃气有限公司梅墟加气站的许可证编号
Action1: get_spo(s=s1:Entity[宁波市汽车燃气有限公司梅墟加气站] ,p=p1:许可证编号,o=o1:Entity ,sub_query= 查询宁波市汽车燃气有限公司梅墟加气站的许可证编号  )
Step2: output `宁波市汽车燃气有限公司梅墟加气站持有的经营许可证是哪一张？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波市汽车燃气有限公司梅墟加气站持有的经营许可证是哪一张？` answer:)""", False),
("""Step1: 查询宁波市汽车燃气有限公司的燃气经营许可证
Action1: get_spo(s=s1:企业[宁波市汽车燃气有限公司] ,p=p1:燃气经营许可证,o=o1:许可证 ,sub_query= 查询宁波市汽车燃气有限公司的燃气经营许可证)
Step2: 筛选梅墟加气站对应的许可证
Action2: get_spo(s=s2:加油站[梅墟加气站] ,p=p2:经营许可证,o=o2:许可证 ,sub_query= 筛选梅墟加气站对应的许可证)
Step3: 输出许可证
Action3: get(alias_name=o2,alias_name_set=[o1,  o2],sub_query= 输出许可证)""", False),
("""Step1: 查询宁波市汽车燃气有限公司梅墟加气站的经营许可证
Action1: get_spo(s=s1:加油站[宁波市汽车燃气有限公司梅墟加气站] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询宁波市汽车燃气有限公司梅墟加气站的经营许可证  )
Step2: output `宁波市汽车燃气有限公司梅墟加气站持有的经营许可证是哪一张？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波市汽车燃气有限公司梅墟加气站持有的经营许可证是哪一张？` answer:)""", True),
])

q("en", "one-hop-relation", "Which business license does 中海油浙江新能源有限公司集翔路加气站 hold?",
  lambda: [station_license("中海油浙江新能源有限公司集翔路加气站")], [
("""Step1: Query the business license number of 中海油浙江新能源有限公司集翔路加气站
Action1: get_spo(s=s1:GasStation[中海油浙江新能源有限公司集翔路加气站] ,p=p1:businessLicenseNumber,o=o1:Entity ,sub_query= Query the business license number of 中海油浙江新能源有限公司集翔路加气站  )
Step2: output `Which business license does 中海油浙江新能源有限公司集翔路加气站 hold?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which business license does 中海油浙江新能源有限公司集翔路加气站 hold?` answer:)""", False),
("""Step1: Query the business license held by 中海油浙江新能源有限公司集翔路加气站
Action1: get_spo(s=s1:加油站[中海油浙江新能源有限公司集翔路加气站] ,p=p1:business license,o=o1:许可证 ,sub_query=Query the business license held by 中海油浙江新能源有限公司集翔路加气站  )
Step2: output `Which business license does 中海油浙江新能源有限公司集翔路加气站 hold?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which business license does 中海油浙江新能源有限公司集翔路加气站 hold?` answer:)""", True),
])

q("zh", "one-hop-relation", "经营许可证浙201604010001J是颁发给哪个加气站的？",
  lambda: [license_holder("浙201604010001J")["name"]], [
("""Step1: 查询许可证浙201604010001J的持证单位
Action1: get_spo(s=s1:许可证[浙201604010001J] ,p=p1:持证单位,o=o1:加油站 ,sub_query= 查询许可证浙201604010001J的持证单位  )
Step2: output `经营许可证浙201604010001J是颁发给哪个加气站的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `经营许可证浙201604010001J是颁发给哪个加气站的？` answer:)""", False),
("""Step1: 查询许可证浙201604010001J的颁发对象
Action1: get_spo(s=s1:Entity[浙201604010001J] ,p=p1:颁发对象,o=o1:Entity ,sub_query= 查询许可证浙201604010001J的颁发对象)
Step2: 输出颁发对象
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出颁发对象)""", False),
("""Step1: 查询经营许可证为浙201604010001J的加气站
Action1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[浙201604010001J] ,sub_query=查询经营许可证为浙201604010001J的加气站  )
Step2: output `经营许可证浙201604010001J是颁发给哪个加气站的？` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `经营许可证浙201604010001J是颁发给哪个加气站的？` answer:)""", True),
])

q("zh", "one-hop-relation", "哪个加气站持有许可证201609030003J？",
  lambda: [license_holder("201609030003J")["name"]], [
("""Step1: 查询持有许可证201609030003J的加气站
Action1: get_spo(s=s1:Entity ,p=p1:经营许可证,o=o1:许可证[201609030003J] ,sub_query= 查询持有许可证201609030003J的加气站  )
Step2: output `哪个加气站持有许可证201609030003J？` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `哪个加气站持有许可证201609030003J？` answer:)""", True),
("""Step1: 查询许可证201609030003J的发证机关
Action1: get_spo(s=s1:许可证[201609030003J] ,p=p1:发证机关,o=o1:Entity ,sub_query= 查询许可证201609030003J的发证机关)
Step2: output `为了确定哪个加气站持有许可证201609030003J，我需要先确认该许可证的发证机关，再到发证机关公布的燃气经营许可名单中查找持证单位。思考问题：许可证201609030003J是由哪个机关核发的，持证单位是谁？` answer:
Action2: get_spo(s=o1:Entity ,p=p2:持证单位,o=o2:加油站 ,sub_query=output `为了确定哪个加气站持有许可证201609030003J，我需要先确认该许可证的发证机关，再到发证机关公布的燃气经营许可名单中查找持证单位。思考问题：许可证201609030003J是由哪个机关核发的，持证单位是谁？` answer:)
Step3: 输出持证单位
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出持证单位)""", False),
])

q("zh", "one-hop-relation", "宁波雪窦山中峰禅寺位于哪个区县？",
  lambda: val("宗教场所", "宁波雪窦山中峰禅寺", "county"), [
("""Step1: 查询宁波雪窦山中峰禅寺的地址
Action1: get_spo(s=s1:Entity[宁波雪窦山中峰禅寺] ,p=p1:地址,o=o1:Entity ,sub_query= 查询宁波雪窦山中峰禅寺的地址  )
Step2: output `宁波雪窦山中峰禅寺位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波雪窦山中峰禅寺位于哪个区县？` answer:)""", False),
("""Step1: 查询宁波雪窦山中峰禅寺的区县信息
Action1: get_spo(s=s1:Entity[宁波雪窦山中峰禅寺] ,p=p1:位于,o=o1:Entity ,sub_query=查询宁波雪窦山中峰禅寺的区县信息  )
Step2: output `宁波雪窦山中峰禅寺位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波雪窦山中峰禅寺位于哪个区县？` answer:)""", False),
("""Step1: 查询宁波雪窦山中峰禅寺所在的区县
Action1: get_spo(s=s1:宗教场所[宁波雪窦山中峰禅寺] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询宁波雪窦山中峰禅寺所在的区县  )
Step2: output `宁波雪窦山中峰禅寺位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波雪窦山中峰禅寺位于哪个区县？` answer:)""", True),
])

q("zh", "one-hop-relation", "岱山县基督教三自爱国运动委员会属于哪个城市？",
  lambda: val("协会", "岱山县基督教三自爱国运动委员会", "city"), [
("""Step1: 查询岱山县基督教三自爱国运动委员会的所在地
Action1: get_spo(s=s1:Entity[岱山县基督教三自爱国运动委员会] ,p=p1:所在地,o=o1:Entity ,sub_query= 查询岱山县基督教三自爱国运动委员会的所在地)
Step2: output `岱山县基督教三自爱国运动委员会属于哪个城市？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `岱山县基督教三自爱国运动委员会属于哪个城市？` answer:)""", False),
("""Step1: 查询岱山县所属的地级市
Action1: get_spo(s=s1:行政区[岱山县] ,p=p1:所属上级行政区划,o=o1:行政区 ,sub_query= 查询岱山县所属的地级市  )
Step2: 输出地级市
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出地级市)""", False),
("""Step1: 查询岱山县基督教三自爱国运动委员会所在的城市
Action1: get_spo(s=s1:协会[岱山县基督教三自爱国运动委员会] ,p=p1:所在城市,o=o1:行政区 ,sub_query=查询岱山县基督教三自爱国运动委员会所在的城市  )
Step2: output `岱山县基督教三自爱国运动委员会属于哪个城市？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `岱山县基督教三自爱国运动委员会属于哪个城市？` answer:)""", True),
])

q("en", "one-hop-relation", "Which city is 白沙景区 located in?",
  lambda: val("旅游景点", "白沙景区", "city"), [
("""Step1: Query the city where 白沙景区 is located
Action1: get_spo(s=s1:旅游景点[白沙景区] ,p=p1:located in city,o=o1:行政区 ,sub_query=Query the city where 白沙景区 is located  )
Step2: output `Which city is 白沙景区 located in?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which city is 白沙景区 located in?` answer:)""", True),
("""Step1: Query the address of 白沙景区
Action1: get_spo(s=s1:Entity[白沙景区] ,p=p1:address,o=o1:Entity ,sub_query= Query the address of 白沙景区)
Step2: Query the city of the address
Action2: get_spo(s=o1:Entity ,p=p2:city,o=o2:Entity ,sub_query= Query the city of the address)
Step3: output the city
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= output the city)""", False),
("""Step1: Query the city of 白沙景区
Action1: get_spo(s=s1:Entity[白沙景区] ,p=p1:所在城市,o=o1:Entity ,sub_query= Query the city of 白沙景区  )
Step2: output `Which city is 白沙景区 located in?` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `Which city is 白沙景区 located in?` answer:)""", False),
])

q("zh", "one-hop-relation", "浙江道教学院坐落在哪个区县？",
  lambda: val("学校", "浙江道教学院", "county"), [
("""Step1: 查询浙江道教学院的地址
Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:地址,o=o1:Entity ,sub_query= 查询浙江道教学院的地址  )
Step2: 从地址中确定所在区县
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 从地址中确定所在区县  )""", False),
("""Step1: 查询浙江道教学院所在的区县
Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询浙江道教学院所在的区县  )
Step2: output `浙江道教学院坐落在哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院坐落在哪个区县？` answer:)""", True),
])

# ================================ two-hop ===================================

q("zh", "two-hop", "杭州萧山环能实业有限公司的经营许可证什么时候失效？",
  lambda: val("许可证", station_license("杭州萧山环能实业有限公司"), "invalidDate"), [
("""Step1: 查询杭州萧山环能实业有限公司的许可证失效日期
Action1: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p1:许可证失效日期,o=o1:Entity ,sub_query= 查询杭州萧山环能实业有限公司的许可证失效日期  )
Step2: output `杭州萧山环能实业有限公司的经营许可证什么时候失效？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州萧山环能实业有限公司的经营许可证什么时候失效？` answer:)""", False),
("""Step1: 查询杭州萧山环能实业有限公司的经营许可证
Action1: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p1:经营许可证,o=o1:Entity ,sub_query=查询杭州萧山环能实业有限公司的经营许可证)
Step2: 查询该经营许可证的有效期
Action2: get_spo(s=o1:Entity ,p=p2:有效期,o=o2:Entity ,sub_query=查询该经营许可证的有效期)
Step3: 输出有效期
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=输出有效期)""", False),
("""Step1: 查询杭州萧山环能实业有限公司的经营许可证
Action1: get_spo(s=s1:加油站[杭州萧山环能实业有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询杭州萧山环能实业有限公司的经营许可证  )
Step2: 查询该经营许可证的失效日期
Action2: get_spo(s=o1:许可证 ,p=p2:失效日期,o=o2:Entity ,sub_query=查询该经营许可证的失效日期  )
Step3: output `杭州萧山环能实业有限公司的经营许可证什么时候失效？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `杭州萧山环能实业有限公司的经营许可证什么时候失效？` answer:)""", True),
])

q("en", "two-hop", "When did the business license held by 中国石化销售有限公司浙江绍兴客运西站加气站 take effect?",
  lambda: val("许可证", station_license("中国石化销售有限公司浙江绍兴客运西站加气站"), "effectiveDate"), [
("""Step1: Query the license effective date of 中国石化销售有限公司浙江绍兴客运西站加气站
Action1: get_spo(s=s1:Entity[中国石化销售有限公司浙江绍兴客运西站加气站] ,p=p1:license effective date,o=o1:Entity ,sub_query= Query the license effective date of 中国石化销售有限公司浙江绍兴客运西站加气站  )
Step2: output `When did the business license held by 中国石化销售有限公司浙江绍兴客运西站加气站 take effect?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `When did the business license held by 中国石化销售有限公司浙江绍兴客运西站加气站 take effect?` answer:)""", False),
("""Step1: Which business license does 中国石化销售有限公司浙江绍兴客运西站加气站 hold?
Action1: get_spo(s=s1:加油站[中国石化销售有限公司浙江绍兴客运西站加气站] ,p=p1:business license,o=o1:许可证 ,sub_query=Which business license does 中国石化销售有限公司浙江绍兴客运西站加气站 hold?  )
Step2: When did the license retrieved in Step1 take effect?
Action2: get_spo(s=o1:许可证 ,p=p2:effective date,o=o2:Entity ,sub_query=When did the license retrieved in Step1 take effect?  )
Step3: output `When did the business license held by 中国石化销售有限公司浙江绍兴客运西站加气站 take effect?` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `When did the business license held by 中国石化销售有限公司浙江绍兴客运西站加气站 take effect?` answer:)""", True),
("""Step1: Query the business license of 中国石化销售有限公司浙江绍兴客运西站加气站
Action1: get_spo(s=s1:GasStation[中国石化销售有限公司浙江绍兴客运西站加气站] ,p=p1:businessLicense,o=o1:License ,sub_query= Query the business license of 中国石化销售有限公司浙江绍兴客运西站加气站)
Step2: Query the issue date of the license
Action2: get_spo(s=o1:License ,p=p2:issue date,o=o2:Date ,sub_query= Query the issue date of the license)""", False),
])

q("zh", "two-hop", "临海市远洲江南加油站有限公司所持经营许可证的生效日期是什么？",
  lambda: val("许可证", station_license("临海市远洲江南加油站有限公司"), "effectiveDate"), [
("""Step1: 查询临海市远洲江南加油站有限公司所持的经营许可证
Action1: get_spo(s=s1:Entity[临海市远洲江南加油站有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询临海市远洲江南加油站有限公司所持的经营许可证  )
Step2: 查询该许可证的生效日期
Action2: get_spo(s=o1:许可证 ,p=p2:生效日期,o=o2:Entity ,sub_query=查询该许可证的生效日期  )
Step3: output `临海市远洲江南加油站有限公司所持经营许可证的生效日期是什么？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `临海市远洲江南加油站有限公司所持经营许可证的生效日期是什么？` answer:)""", True),
("""Step1: 查询临海市远洲江南加油站有限公司的成立日期
Action1: get_spo(s=s1:加油站[临海市远洲江南加油站有限公司] ,p=p1:成立日期,o=o1:Entity ,sub_query= 查询临海市远洲江南加油站有限公司的成立日期)
Step2: output `临海市远洲江南加油站有限公司所持经营许可证的生效日期是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `临海市远洲江南加油站有限公司所持经营许可证的生效日期是什么？` answer:)""", False),
])

q("zh", "two-hop", "持有许可证浙201502010029J的加油站，其负责人是谁？",
  lambda: [_check_value(license_holder("浙201502010029J")["manager"])], [
("""Step1: 查询许可证浙201502010029J的负责人
Action1: get_spo(s=s1:许可证[浙201502010029J] ,p=p1:负责人,o=o1:Entity ,sub_query= 查询许可证浙201502010029J的负责人  )
Step2: output `持有许可证浙201502010029J的加油站，其负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `持有许可证浙201502010029J的加油站，其负责人是谁？` answer:)""", False),
("""Step1: 查询许可证浙201502010029J的持证单位
Action1: get_spo(s=s1:许可证[浙201502010029J] ,p=p1:持证单位,o=o1:加油站 ,sub_query= 查询许可证浙201502010029J的持证单位)
Step2: 查询持证单位的法定代表人
Action2: get_spo(s=o1:加油站 ,p=p2:法定代表人,o=o2:人物 ,sub_query= 查询持证单位的法定代表人)
Step3: 输出法定代表人
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出法定代表人)""", False),
("""Step1: 查询持有许可证浙201502010029J的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[浙201502010029J] ,sub_query=查询持有许可证浙201502010029J的加油站  )
Step2: 查询该加油站的负责人
Action2: get_spo(s=s1:加油站 ,p=p2:负责人,o=o2:Entity ,sub_query=查询该加油站的负责人  )
Step3: output `持有许可证浙201502010029J的加油站，其负责人是谁？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `持有许可证浙201502010029J的加油站，其负责人是谁？` answer:)""", True),
])

q("zh", "two-hop", "许可证201808030003J对应的加气站位于哪个区县？",
  lambda: [_check_value(license_holder("201808030003J")["county"])], [
("""Step1: 查询许可证201808030003J对应的加气站
Action1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[201808030003J] ,sub_query=查询许可证201808030003J对应的加气站  )
Step2: 查询该加气站所在的区县
Action2: get_spo(s=s1:加油站 ,p=p2:所在县区,o=o2:行政区 ,sub_query=查询该加气站所在的区县  )
Step3: output `许可证201808030003J对应的加气站位于哪个区县？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `许可证201808030003J对应的加气站位于哪个区县？` answer:)""", True),
("""Step1: 查询许可证201808030003J的发证地
Action1: get_spo(s=s1:许可证[201808030003J] ,p=p1:发证地,o=o1:行政区 ,sub_query= 查询许可证201808030003J的发证地  )
Step2: output `许可证201808030003J对应的加气站位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201808030003J对应的加气站位于哪个区县？` answer:)""", False),
("""Step1: 查询持有许可证201808030003J的加气站
Action1: get_spo(s=s1:Entity ,p=p1:许可证,o=o1:Entity[201808030003J] ,sub_query= 查询持有许可证201808030003J的加气站)
Step2: 查询加气站的地址
Action2: get_spo(s=s1:Entity ,p=p2:地址,o=o2:Entity ,sub_query= 查询加气站的地址)
Step3: 输出地址
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出地址)""", False),
])

q("zh", "two-hop", "宁波市基督教望春堂所在的区县属于哪一类行政区？",
  lambda: [region_type(_check_value(ent("宗教场所", "宁波市基督教望春堂")["county"]))], [
("""Step1: 查询宁波市基督教望春堂的行政级别
Action1: get_spo(s=s1:宗教场所[宁波市基督教望春堂] ,p=p1:行政级别,o=o1:Entity ,sub_query= 查询宁波市基督教望春堂的行政级别  )
Step2: output `宁波市基督教望春堂所在的区县属于哪一类行政区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波市基督教望春堂所在的区县属于哪一类行政区？` answer:)""", False),
("""Step1: 查询宁波市基督教望春堂所在的区县
Action1: get_spo(s=s1:宗教场所[宁波市基督教望春堂] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询宁波市基督教望春堂所在的区县  )
Step2: 查询该区县的行政区类型
Action2: get_spo(s=o1:行政区 ,p=p2:类型,o=o2:Entity ,sub_query=查询该区县的行政区类型  )
Step3: output `宁波市基督教望春堂所在的区县属于哪一类行政区？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波市基督教望春堂所在的区县属于哪一类行政区？` answer:)""", True),
("""Step1: 查询宁波市基督教望春堂所在的城市
Action1: get_spo(s=s1:Entity[宁波市基督教望春堂] ,p=p1:所在城市,o=o1:Entity ,sub_query= 查询宁波市基督教望春堂所在的城市)
Step2: 查询该城市的行政区划类型
Action2: get_spo(s=o1:Entity ,p=p2:行政区划类型,o=o2:Entity ,sub_query= 查询该城市的行政区划类型)
Step3: 输出行政区划类型
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出行政区划类型)""", False),
])

q("en", "two-hop", "What type of administrative region is the city where 月老山景区 is located?",
  lambda: [region_type(_check_value(ent("旅游景点", "月老山景区")["city"]))], [
("""Step1: Which city is 月老山景区 located in?
Action1: get_spo(s=s1:旅游景点[月老山景区] ,p=p1:city,o=o1:行政区 ,sub_query=Which city is 月老山景区 located in?  )
Step2: What type of administrative region is the city retrieved in Step1?
Action2: get_spo(s=o1:行政区 ,p=p2:type,o=o2:Entity ,sub_query=What type of administrative region is the city retrieved in Step1?  )
Step3: output `What type of administrative region is the city where 月老山景区 is located?` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `What type of administrative region is the city where 月老山景区 is located?` answer:)""", True),
("""Step1: Query the administrative region of 月老山景区
Action1: get_spo(s=s1:Entity[月老山景区] ,p=p1:administrative region,o=o1:Entity ,sub_query= Query the administrative region of 月老山景区  )
Step2: output `What type of administrative region is the city where 月老山景区 is located?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What type of administrative region is the city where 月老山景区 is located?` answer:)""", False),
])

q("zh", "two-hop", "持有燃气经营许可证-浙201804003004J的加气站，法定代表人是谁？",
  lambda: [_check_value(license_holder("燃气经营许可证-浙201804003004J")["legalRepresentative"])], [
("""Step1: 查询持有燃气经营许可证-浙201804003004J的加气站
Action1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[燃气经营许可证-浙201804003004J] ,sub_query=查询持有燃气经营许可证-浙201804003004J的加气站  )
Step2: 查询该加气站的负责人
Action2: get_spo(s=s1:加油站 ,p=p2:负责人,o=o2:人物 ,sub_query=查询该加气站的负责人  )
Step3: output `持有燃气经营许可证-浙201804003004J的加气站，法定代表人是谁？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `持有燃气经营许可证-浙201804003004J的加气站，法定代表人是谁？` answer:)""", False),
("""Step1: 查询持有燃气经营许可证-浙201804003004J的加气站
Action1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[燃气经营许可证-浙201804003004J] ,sub_query=查询持有燃气经营许可证-浙201804003004J的加气站  )
Step2: 查询该加气站的法定代表人
Action2: get_spo(s=s1:加油站 ,p=p2:法定代表人,o=o2:人物 ,sub_query=查询该加气站的法定代表人  )
Step3: output `持有燃气经营许可证-浙201804003004J的加气站，法定代表人是谁？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `持有燃气经营许可证-浙201804003004J的加气站，法定代表人是谁？` answer:)""", True),
("""Step1: 访问国家企业信用信息公示系统
Action1: get_spo(s=s1:Entity[国家企业信用信息公示系统] ,p=p1:访问,o=o1:Entity ,sub_query= 访问国家企业信用信息公示系统)
Step2: 在系统中搜索许可证浙201804003004J的持证企业
Action2: get_spo(s=o1:Entity ,p=p2:搜索,o=o2:Entity[浙201804003004J] ,sub_query= 在系统中搜索许可证浙201804003004J的持证企业)
Step3: 查看企业信息以获取法定代表人详情
Action3: get_spo(s=o2:Entity ,p=p3:法定代表人,o=o3:Entity ,sub_query= 查看企业信息以获取法定代表人详情)
Step4: 输出法定代表人信息
Action4: get(alias_name=o3,alias_name_set=[o3],sub_query= 输出法定代表人信息)""", False),
])

# ============================ count / aggregate =============================

q("zh", "count-aggregate", "运营主体为中海油的加油站一共有多少座？",
  lambda: count(rows_where("加油站", operationSubject="中海油")), [
("""Step1: 查询中海油运营的加气站
Action1: get_spo(s=s1:企业[中海油] ,p=p1:运营加油站,o=o1:加油站 ,sub_query= 查询中海油运营的加气站  )
Step2: 统计加气站的数量
Action2: count(alias_name=count1,set=o1,sub_query= 统计加气站的数量  )
Step3: output `运营主体为中海油的加油站一共有多少座？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `运营主体为中海油的加油站一共有多少座？` answer:)""", False),
("""Step1: 查询运营主体为中海油的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:运营主体,o=o1:Entity[中海油] ,sub_query=查询运营主体为中海油的加油站  )
Step2: 统计这些加油站的数量
Action2: count(alias_name=count1,set=s1,sub_query=统计这些加油站的数量  )
Step3: output `运营主体为中海油的加油站一共有多少座？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `运营主体为中海油的加油站一共有多少座？` answer:)""", True),
("""Step1: 查询中海油浙江新能源有限公司下属的加气站
Action1: get_spo(s=s1:Entity[中海油浙江新能源有限公司] ,p=p1:下属机构,o=o1:Entity ,sub_query= 查询中海油浙江新能源有限公司下属的加气站)
Step2: 查询中海油浙江天然气利用有限责任公司下属的加气站
Action2: get_spo(s=s2:Entity[中海油浙江天然气利用有限责任公司] ,p=p2:下属机构,o=o2:Entity ,sub_query= 查询中海油浙江天然气利用有限责任公司下属的加气站)
Step3: 统计加气站总数
Action3: count(alias_name=count1,set=o1, o2,sub_query= 统计加气站总数)
Step4: 输出统计结果
Action4: get(alias_name=count1,alias_name_set=[o1,  o2,  count1],sub_query= 输出统计结果)""", False),
])

q("zh", "count-aggregate", "鄞州区共有多少个加油站？",
  lambda: count(rows_in_place("加油站", "county", "鄞州区")), [
("""Step1: 查询鄞州区的加油站
Action1: get_spo(s=s1:行政区[鄞州区] ,p=p1:加油站,o=o1:加油站 ,sub_query= 查询鄞州区的加油站)
Step2: 统计加油站数量
Action2: count(alias_name=count1,set=o1,sub_query= 统计加油站数量)
Step3: 输出统计结果
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query= 输出统计结果)""", False),
("""Step1: 查询位于鄞州区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:行政区[鄞州区] ,sub_query=查询位于鄞州区的加油站  )
Step2: 统计鄞州区加油站的数量
Action2: count(alias_name=count1,set=s1,sub_query=统计鄞州区加油站的数量  )
Step3: output `鄞州区共有多少个加油站？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `鄞州区共有多少个加油站？` answer:)""", True),
])

q("zh", "count-aggregate", "宁波新捷公运天然气有限公司的压缩天然气罐和液化天然气罐加起来一共有多少个？",
  lambda: [str(int(ent("加油站", "宁波新捷公运天然气有限公司")["gasCanCount"])
               + int(ent("加油站", "宁波新捷公运天然气有限公司")["liquidGasCanCount"]))], [
("""Step1: 查询宁波新捷公运天然气有限公司的储罐数量
Action1: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p1:储罐数量,o=o1:Entity ,sub_query= 查询宁波新捷公运天然气有限公司的储罐数量  )
Step2: output `宁波新捷公运天然气有限公司的压缩天然气罐和液化天然气罐加起来一共有多少个？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波新捷公运天然气有限公司的压缩天然气罐和液化天然气罐加起来一共有多少个？` answer:)""", False),
("""Step1: 查询宁波新捷公运天然气有限公司的压缩天然气罐个数
Action1: get_spo(s=s1:加油站[宁波新捷公运天然气有限公司] ,p=p1:压缩天然气罐个数,o=o1:Entity ,sub_query=查询宁波新捷公运天然气有限公司的压缩天然气罐个数  )
Step2: 查询宁波新捷公运天然气有限公司的液化天然气罐个数
Action2: get_spo(s=s1:加油站[宁波新捷公运天然气有限公司] ,p=p2:液化天然气罐个数,o=o2:Entity ,sub_query=查询宁波新捷公运天然气有限公司的液化天然气罐个数  )
Step3: 计算两类储罐的总数
Action3: sum(o1,o2)->sum1
Step4: output `宁波新捷公运天然气有限公司的压缩天然气罐和液化天然气罐加起来一共有多少个？` answer:
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `宁波新捷公运天然气有限公司的压缩天然气罐和液化天然气罐加起来一共有多少个？` answer:)""", True),
("""Step1: 宁波新捷公运天然气有限公司有几个压缩天然气罐？
Action1: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p1:压缩天然气罐,o=o1:Entity ,sub_query= 宁波新捷公运天然气有限公司有几个压缩天然气罐？)
Step2: 宁波新捷公运天然气有限公司有几个液化天然气罐？
Action2: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p2:液化天然气罐,o=o2:Entity ,sub_query= 宁波新捷公运天然气有限公司有几个液化天然气罐？)
Step3: 两类储罐一共有多少个？
Action3: Math(content=[`o1`,`o2`], target=`两类储罐一共有多少个？`)->math3
Step4: 输出math3
Action4: get(alias_name=math3,alias_name_set=[math3],sub_query= 输出math3)""", False),
])

q("zh", "count-aggregate", "嵊泗县有多少处佛教宗教场所？",
  lambda: count(rows_in_place("宗教场所", "county", "嵊泗县", religion="佛教")), [
("""Step1: 查询位于嵊泗县的宗教场所
Action1: get_spo(s=s1:宗教场所 ,p=p1:所在区县,o=o1:行政区[嵊泗县] ,sub_query= 查询位于嵊泗县的宗教场所)
Step2: 统计宗教场所数量
Action2: count(alias_name=count1,set=s1,sub_query= 统计宗教场所数量)
Step3: output `嵊泗县有多少处佛教宗教场所？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `嵊泗县有多少处佛教宗教场所？` answer:)""", False),
("""Step1: 查询位于嵊泗县的宗教场所
Action1: get_spo(s=s1:宗教场所 ,p=p1:所在区县,o=o1:行政区[嵊泗县] ,sub_query=查询位于嵊泗县的宗教场所  )
Step2: 查询其中所属宗教为佛教的宗教场所
Action2: get_spo(s=s1:宗教场所 ,p=p2:所属宗教,o=o2:Entity[佛教] ,sub_query=查询其中所属宗教为佛教的宗教场所  )
Step3: 统计符合条件的宗教场所数量
Action3: count(alias_name=count1,set=s1,sub_query=统计符合条件的宗教场所数量  )
Step4: output `嵊泗县有多少处佛教宗教场所？` answer:
Action4: get(alias_name=count1,alias_name_set=[count1],sub_query=output `嵊泗县有多少处佛教宗教场所？` answer:)""", True),
("""Step1: 查询嵊泗县佛教协会管理的寺院
Action1: get_spo(s=s1:协会[嵊泗县佛教协会] ,p=p1:管理寺院,o=o1:宗教场所 ,sub_query= 查询嵊泗县佛教协会管理的寺院  )
Step2: 统计寺院数量
Action2: count(alias_name=count1,set=o1,sub_query= 统计寺院数量  )""", False),
])

q("en", "count-aggregate", "How many travel agencies are located in 云和县?",
  lambda: count(rows_in_place("旅行社", "county", "云和县")), [
("""Step1: Query the travel agencies located in 云和县
Action1: get_spo(s=s1:旅行社 ,p=p1:county,o=o1:行政区[云和县] ,sub_query=Query the travel agencies located in 云和县  )
Step2: Count the travel agencies retrieved in Step1
Action2: count(alias_name=count1,set=s1,sub_query=Count the travel agencies retrieved in Step1  )
Step3: output `How many travel agencies are located in 云和县?` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `How many travel agencies are located in 云和县?` answer:)""", True),
("""Step1: Query the travel agencies of 云和县
Action1: get_spo(s=s1:AdministrativeRegion[云和县] ,p=p1:has travel agency,o=o1:TravelAgency ,sub_query= Query the travel agencies of 云和县)
Step2: Count the number of travel agencies
Action2: count(alias_name=count1,set=o1,sub_query= Count the number of travel agencies)
Step3: output the count
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query= output the count)""", False),
])

q("zh", "count-aggregate", "舟山市有多少个AAAA级旅游景点？",
  lambda: count(rows_in_place("旅游景点", "city", "舟山市", stem="舟山市", level="AAAA")), [
("""Step1: 查询级别为AAAA的旅游景点
Action1: get_spo(s=s1:旅游景点 ,p=p1:级别,o=o1:Entity[AAAA] ,sub_query= 查询级别为AAAA的旅游景点  )
Step2: 统计景点数量
Action2: count(alias_name=count1,set=s1,sub_query= 统计景点数量  )
Step3: output `舟山市有多少个AAAA级旅游景点？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `舟山市有多少个AAAA级旅游景点？` answer:)""", False),
("""Step1: 查询位于舟山市的旅游景点
Action1: get_spo(s=s1:旅游景点 ,p=p1:所在城市,o=o1:行政区[舟山市] ,sub_query=查询位于舟山市的旅游景点  )
Step2: 查询其中级别为AAAA的旅游景点
Action2: get_spo(s=s1:旅游景点 ,p=p2:级别,o=o2:Entity[AAAA] ,sub_query=查询其中级别为AAAA的旅游景点  )
Step3: 统计AAAA级旅游景点的数量
Action3: count(alias_name=count1,set=s1,sub_query=统计AAAA级旅游景点的数量  )
Step4: output `舟山市有多少个AAAA级旅游景点？` answer:
Action4: get(alias_name=count1,alias_name_set=[count1],sub_query=output `舟山市有多少个AAAA级旅游景点？` answer:)""", True),
])

# ============================ compare / sort ================================

q("zh", "compare-sort", "湖州市南浔区石淙太君庙和湖州市吴兴区上金禅寺，哪一个占地面积更大？",
  lambda: compare_two("宗教场所", "湖州市南浔区石淙太君庙", "湖州市吴兴区上金禅寺", "area"), [
("""Step1: 查询湖州市南浔区石淙太君庙的面积
Action1: get_spo(s=s1:Entity[湖州市南浔区石淙太君庙] ,p=p1:面积,o=o1:Entity ,sub_query= 查询湖州市南浔区石淙太君庙的面积)
Step2: 查询湖州市吴兴区上金禅寺的面积
Action2: get_spo(s=s2:Entity[湖州市吴兴区上金禅寺] ,p=p2:面积,o=o2:Entity ,sub_query= 查询湖州市吴兴区上金禅寺的面积)
Step3: 比较两处宗教场所的面积
Action3: Math(content=[`o1`,`o2`], target=`占地面积更大的宗教场所`)->math3""", False),
("""Step1: 查询湖州市南浔区石淙太君庙的占地面积
Action1: get_spo(s=s1:宗教场所[湖州市南浔区石淙太君庙] ,p=p1:占地面积,o=o1:Entity ,sub_query=查询湖州市南浔区石淙太君庙的占地面积  )
Step2: 查询湖州市吴兴区上金禅寺的占地面积
Action2: get_spo(s=s2:宗教场所[湖州市吴兴区上金禅寺] ,p=p2:占地面积,o=o2:Entity ,sub_query=查询湖州市吴兴区上金禅寺的占地面积  )
Step3: 比较两处宗教场所的占地面积，确定哪一个更大
Action3: compare(set=[o1,o2], op=max)""", True),
("""Step1: 查询湖州市南浔区石淙太君庙的建筑面积
Action1: get_spo(s=s1:宗教场所[湖州市南浔区石淙太君庙] ,p=p1:建筑面积,o=o1:Entity ,sub_query= 查询湖州市南浔区石淙太君庙的建筑面积  )
Step2: 查询湖州市吴兴区上金禅寺的建筑面积
Action2: get_spo(s=s2:宗教场所[湖州市吴兴区上金禅寺] ,p=p2:建筑面积,o=o2:Entity ,sub_query= 查询湖州市吴兴区上金禅寺的建筑面积  )
Step3: 比较两者的建筑面积
Action3: compare(set=[o1,o2], op=max)
Step4: output `湖州市南浔区石淙太君庙和湖州市吴兴区上金禅寺，哪一个占地面积更大？` answer:
Action4: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `湖州市南浔区石淙太君庙和湖州市吴兴区上金禅寺，哪一个占地面积更大？` answer:)""", False),
])

q("en", "compare-sort", "Which school has more students enrolled, 浙江神学院 or 浙江慈云佛学院?",
  lambda: compare_two("学校", "浙江神学院", "浙江慈云佛学院", "studentCount"), [
("""Step1: How many students are enrolled in 浙江神学院?
Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:student count,o=o1:Entity ,sub_query=How many students are enrolled in 浙江神学院?  )
Step2: How many students are enrolled in 浙江慈云佛学院?
Action2: get_spo(s=s2:学校[浙江慈云佛学院] ,p=p2:student count,o=o2:Entity ,sub_query=How many students are enrolled in 浙江慈云佛学院?  )
Step3: Compare the numbers of students retrieved in Step1 and Step2 to determine which school has more students.
Action3: compare(set=[o1,o2], op=max)""", True),
("""Step1: Query the number of teachers of 浙江神学院
Action1: get_spo(s=s1:School[浙江神学院] ,p=p1:teacherCount,o=o1:Number ,sub_query= Query the number of teachers of 浙江神学院)
Step2: Query the number of teachers of 浙江慈云佛学院
Action2: get_spo(s=s2:School[浙江慈云佛学院] ,p=p2:teacherCount,o=o2:Number ,sub_query= Query the number of teachers of 浙江慈云佛学院)
Step3: Which school is larger?
Action3: Math(content=[`o1`,`o2`], target=`Which school is larger?`)->math3""", False),
("""Step1: Query the approved enrollment scale of 浙江神学院
Action1: get_spo(s=s1:Entity[浙江神学院] ,p=p1:approved scale,o=o1:Entity ,sub_query= Query the approved enrollment scale of 浙江神学院  )
Step2: Query the approved enrollment scale of 浙江慈云佛学院
Action2: get_spo(s=s2:Entity[浙江慈云佛学院] ,p=p2:approved scale,o=o2:Entity ,sub_query= Query the approved enrollment scale of 浙江慈云佛学院  )
Step3: output `Which school has more students enrolled, 浙江神学院 or 浙江慈云佛学院?` answer:
Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `Which school has more students enrolled, 浙江神学院 or 浙江慈云佛学院?` answer:)""", False),
])

q("zh", "compare-sort", "拱墅区的加油站中，职工人数最多的是哪一家？",
  lambda: argbest(rows_in_place("加油站", "county", "拱墅区"), lambda r: num(r["employeeCount"]), max), [
("""Step1: 查询拱墅区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:行政区[拱墅区] ,sub_query=查询拱墅区的加油站  )
Step2: 查询这些加油站的职工人数
Action2: get_spo(s=s1 ,p=p2:职工人数,o=o2:Entity ,sub_query=查询这些加油站的职工人数  )
Step3: 按职工人数排序，找出人数最多的加油站
Action3: sort(set=s1, orderby=o2, direction=max, limit=1)""", True),
("""Step1: 查询拱墅区的加油站
Action1: get_spo(s=s1:Entity[拱墅区] ,p=p1:加油站,o=o1:加油站 ,sub_query= 查询拱墅区的加油站)
Step2: 查询各加油站的员工数量
Action2: get_spo(s=o1:加油站 ,p=p2:员工数量,o=o2:Entity ,sub_query= 查询各加油站的员工数量)
Step3: 统计员工数量
Action3: count(alias_name=count1,set=o2,sub_query= 统计员工数量)
Step4: 对员工数量进行排序。
Action4: sort：count1 count1 max top1""", False),
("""Step1: 查询杭州市拱墅区的加气站名单
Action1: get_spo(s=s1:加油站 ,p=p1:位于,o=o1:Entity[杭州市拱墅区] ,sub_query= 查询杭州市拱墅区的加气站名单  )
Step2: 查询各加气站的职工人数
Action2: get_spo(s=s1 ,p=p2:职工人数,o=o2:Entity ,sub_query= 查询各加气站的职工人数  )
Step3: output `拱墅区的加油站中，职工人数最多的是哪一家？` answer:
Action3: get(alias_name=s1,alias_name_set=[s1,  o2],sub_query=output `拱墅区的加油站中，职工人数最多的是哪一家？` answer:)""", False),
])

q("zh", "compare-sort", "慈溪市的加油站里，哪一家成立得最早？",
  lambda: argbest(rows_in_place("加油站", "county", "慈溪市"), lambda r: date_key(r["buildTime"]), min), [
("""Step1: 查询位于慈溪市的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:行政区[慈溪市] ,sub_query=查询位于慈溪市的加油站  )
Step2: 查询这些加油站的成立日期
Action2: get_spo(s=s1 ,p=p2:成立日期,o=o2:Entity ,sub_query=查询这些加油站的成立日期  )
Step3: 按成立日期排序，找出成立最早的加油站
Action3: sort(set=s1, orderby=o2, direction=min, limit=1)
Step4: output `慈溪市的加油站里，哪一家成立得最早？` answer:
Action4: get(alias_name=s1,alias_name_set=[s1],sub_query=output `慈溪市的加油站里，哪一家成立得最早？` answer:)""", True),
("""Step1: 查询慈溪市的加油站
Action1: get_spo(s=s1:Entity[慈溪市] ,p=p1:加油站,o=o1:加油站 ,sub_query= 查询慈溪市的加油站)
Step2: 查询这些加油站的成立时间
Action2: get_spo(s=o1:加油站 ,p=p2:成立时间,o=o2:Entity ,sub_query= 查询这些加油站的成立时间)
Step3: 找出成立时间最早的加油站
Action3: sort(set=o1, orderby=o2, direction=max, limit=1)""", False),
])

# ============================ not in the tables =============================

q("zh", "absent", "杭州临安功臣加油加气站的负责人是谁？",
  lambda: absent("加油站", "杭州临安功臣加油加气站", "manager"), [
("""Step1: 查询杭州临安功臣加油加气站的法定代表人
Action1: get_spo(s=s1:加油站[杭州临安功臣加油加气站] ,p=p1:法定代表人,o=o1:Entity ,sub_query= 查询杭州临安功臣加油加气站的法定代表人  )
Step2: output `杭州临安功臣加油加气站的负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州临安功臣加油加气站的负责人是谁？` answer:)""", False),
("""Step1: 查询杭州临安功臣加油加气站的负责人
Action1: get_spo(s=s1:Entity[杭州临安功臣加油加气站] ,p=p1:负责人,o=o1:Entity ,sub_query=查询杭州临安功臣加油加气站的负责人  )
Step2: output `杭州临安功臣加油加气站的负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州临安功臣加油加气站的负责人是谁？` answer:)""", True),
])

q("zh", "absent", "沈家门渔港小镇景区的门票价格是多少？",
  lambda: absent("旅游景点", "沈家门渔港小镇景区"), [
("""Step1: 查询沈家门渔港小镇景区的票价
Action1: get_spo(s=s1:旅游景点[沈家门渔港小镇景区] ,p=p1:票价,o=o1:Entity ,sub_query= 查询沈家门渔港小镇景区的票价  )
Step2: 输出票价
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出票价)""", False),
("""Step1: 查询沈家门渔港小镇景区的官方网站
Action1: get_spo(s=s1:Entity[沈家门渔港小镇景区] ,p=p1:官方网站,o=o1:Entity ,sub_query= 查询沈家门渔港小镇景区的官方网站)
Step2: output `沈家门渔港小镇景区的门票价格一般可以在景区官方网站、官方公众号或主流旅游平台上查到。思考问题：沈家门渔港小镇景区是否收取门票？如果收取，官方公布的门票价格是多少？` answer:
Action2: get_spo(s=o1:Entity ,p=p2:门票价格,o=o2:Entity ,sub_query=output `沈家门渔港小镇景区的门票价格一般可以在景区官方网站、官方公众号或主流旅游平台上查到。思考问题：沈家门渔港小镇景区是否收取门票？如果收取，官方公布的门票价格是多少？` answer:)
Step3: 输出门票价格
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出门票价格)""", False),
("""Step1: 查询沈家门渔港小镇景区的门票价格
Action1: get_spo(s=s1:Entity[沈家门渔港小镇景区] ,p=p1:门票价格,o=o1:Entity ,sub_query=查询沈家门渔港小镇景区的门票价格  )
Step2: output `沈家门渔港小镇景区的门票价格是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `沈家门渔港小镇景区的门票价格是多少？` answer:)""", True),
])

q("zh", "absent", "杭州菁华妇儿医院的联系电话是多少？",
  lambda: absent("医疗机构", "杭州菁华妇儿医院", "phoneNumber"), [
("""Step1: 查询杭州菁华妇儿医院的电话
Action1: get_spo(s=s1:医疗机构[杭州菁华妇儿医院] ,p=p1:电话,o=o1:Entity ,sub_query= 查询杭州菁华妇儿医院的电话  )
Step2: output `杭州菁华妇儿医院的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州菁华妇儿医院的联系电话是多少？` answer:)""", False),
("""Step1: 查询杭州菁华妇儿医院的联系电话
Action1: get_spo(s=s1:Entity[杭州菁华妇儿医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询杭州菁华妇儿医院的联系电话  )
Step2: output `杭州菁华妇儿医院的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州菁华妇儿医院的联系电话是多少？` answer:)""", True),
])

q("zh", "absent", "浙江佛学院温州佛学院有多少名职工？",
  lambda: absent("学校", "浙江佛学院温州佛学院", "employeeCount"), [
("""Step1: 查询浙江佛学院温州佛学院的教职工人数
Action1: get_spo(s=s1:学校[浙江佛学院温州佛学院] ,p=p1:教职工人数,o=o1:Entity ,sub_query= 查询浙江佛学院温州佛学院的教职工人数  )
Step2: output `浙江佛学院温州佛学院有多少名职工？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江佛学院温州佛学院有多少名职工？` answer:)""", False),
("""Step1: 查询浙江佛学院温州佛学院的职工人数
Action1: get_spo(s=s1:学校[浙江佛学院温州佛学院] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询浙江佛学院温州佛学院的职工人数  )
Step2: output `浙江佛学院温州佛学院有多少名职工？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江佛学院温州佛学院有多少名职工？` answer:)""", True),
("""Step1: 查询浙江佛学院温州佛学院的办学规模
Action1: get_spo(s=s1:Entity[浙江佛学院温州佛学院] ,p=p1:办学规模,o=o1:Entity ,sub_query= 查询浙江佛学院温州佛学院的办学规模)
Step2: output `为了回答浙江佛学院温州佛学院有多少名职工，我需要先了解该学院的办学规模和人员构成，包括专职教师、兼职教师和行政后勤人员。思考问题：浙江佛学院温州佛学院的人员构成是怎样的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `为了回答浙江佛学院温州佛学院有多少名职工，我需要先了解该学院的办学规模和人员构成，包括专职教师、兼职教师和行政后勤人员。思考问题：浙江佛学院温州佛学院的人员构成是怎样的？` answer:)""", False),
])


# ---------------------------------------------------------------------------

EXPECTED_SHAPES = {"one-hop-property": 20, "one-hop-relation": 8, "two-hop": 8,
                   "count-aggregate": 6, "compare-sort": 4, "absent": 4}


def main():
    with open(QUESTIONS_JSON, encoding="utf-8") as f:
        dev_text = f.read()

    questions, plans = [], []
    for i, (lang, shape, question, gold, qplans) in enumerate(Q, 1):
        qid = "plan-r18-%02d" % i
        answer = gold()
        assert isinstance(answer, list)
        if shape == "absent":
            assert answer == [], (qid, answer)
        else:
            assert len(answer) == 1 and answer[0].strip(), (qid, answer)
            _check_value(answer[0])
            assert answer[0] == answer[0].strip(), qid
        if shape == "one-hop-relation":
            assert answer[0] in NAME_INDEX, (qid, answer)  # the answer is an entity
        assert 2 <= len(qplans) <= 4, qid
        assert sum(1 for _, last in qplans if last) == 1, qid
        assert len({p for p, _ in qplans}) == len(qplans), qid
        questions.append({"id": qid, "question": question, "answer": answer,
                          "shape": shape, "lang": lang})
        for j, (plan, last) in enumerate(qplans, 1):
            assert plan.startswith("Step1:") and "Action1:" in plan, (qid, j)
            plans.append({"id": "%s#%d" % (qid, j), "qid": qid, "question": question,
                          "plan": plan, "last": last})

    # the named entities are not the dev questions' entities
    for qd in questions:
        for name in NAME_INDEX:
            if len(name) >= 6 and name in qd["question"]:
                assert name not in dev_text, (qd["id"], name)

    shapes = Counter(qd["shape"] for qd in questions)
    langs = Counter(qd["lang"] for qd in questions)
    assert dict(shapes) == EXPECTED_SHAPES, shapes
    assert langs == Counter({"zh": 40, "en": 10}), langs
    assert len({qd["question"] for qd in questions}) == len(questions)

    os.makedirs(OUT_DIR, exist_ok=True)
    with open(os.path.join(OUT_DIR, "r18-questions.json"), "w", encoding="utf-8") as f:
        json.dump(questions, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(OUT_DIR, "r18-plans.json"), "w", encoding="utf-8") as f:
        json.dump(plans, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("questions: %d %s %s" % (len(questions), dict(shapes), dict(langs)))
    print("plans: %d (last: %d)" % (len(plans), sum(p["last"] for p in plans)))


if __name__ == "__main__":
    main()
