#!/usr/bin/env python3
"""Round-20 held-out plan benchmark: questions, gold answers and KAG-style plans.

Gold answers are computed here with the csv module over the raw source tables in
/work/shared/datasets (exact cell strings; counts and sums as plain number strings).
Plans are written by hand, one string literal per planning attempt, imitating KAG's
planner: get_spo/get for AffairQA, Retrieval/Math/output for SupplyChain and RiskMining.

Run from anywhere:  python3 /work/main/bench/questions/blind/gold/r20_plans.py
Writes r20-{affairqa,supplychain,riskmining}-{questions,plans}.json into ../plans/.
"""
import collections
import csv
import json
import os

DATA = "/work/shared/datasets"
AQ = os.path.join(DATA, "kag-affairqa", "sources")
SC = os.path.join(DATA, "kag-supplychain", "sources")
RM = os.path.join(DATA, "kag-riskmining", "sources")
OUT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans"))


# ----------------------------------------------------------------------------- helpers
def load(path):
    """Header and rows via csv.reader (some headers repeat a column name)."""
    with open(path, encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, body = rows[0], rows[1:]
    for r in body:
        assert len(r) == len(header), (path, r)
    return header, body


class Table:
    def __init__(self, path, key="name"):
        self.path = path
        self.header, self.rows = load(path)
        self.key = self.header.index(key)

    def col(self, name, nth=0):
        idx = [i for i, h in enumerate(self.header) if h == name]
        return idx[nth]

    def find(self, value, column=None):
        c = self.key if column is None else self.col(column)
        return [r for r in self.rows if r[c] == value]

    def one(self, value, column=None):
        hits = self.find(value, column)
        assert len(hits) == 1, (self.path, value, len(hits))
        return hits[0]

    def cell(self, name, column, nth=0):
        return self.one(name)[self.col(column, nth)]


PLACEHOLDER_PREFIXES = ("ZJ-", "zj-")
PLACEHOLDER_VALUES = {"", "无", "9.13E+17", "3.30E+12", "3.30E+14", "1899-12-30", "UNKNOWN"}


def good(v):
    """A real, non-placeholder cell."""
    assert isinstance(v, str), v
    assert v.strip() == v and v not in PLACEHOLDER_VALUES, repr(v)
    assert not v.startswith(PLACEHOLDER_PREFIXES), v
    return v


def num(x):
    """Plain number string for counts/sums."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


# ----------------------------------------------------------------------------- AffairQA gold
gs = Table(os.path.join(AQ, "加油站.csv"))
med = Table(os.path.join(AQ, "医疗机构.csv"))
assoc = Table(os.path.join(AQ, "协会.csv"))
school = Table(os.path.join(AQ, "学校.csv"))
relig = Table(os.path.join(AQ, "宗教场所.csv"))
scenic = Table(os.path.join(AQ, "旅游景点.csv"))
travel = Table(os.path.join(AQ, "旅行社.csv"))
region = Table(os.path.join(AQ, "行政区.csv"))
lic = Table(os.path.join(AQ, "许可证.csv"))
gov = Table(os.path.join(AQ, "政府机构.csv"))
AQ_TABLES = [gs, med, assoc, school, relig, scenic, travel, region, lic, gov]


def aq_unique(name):
    """The named entity is one row in exactly one AffairQA table (name and id columns)."""
    hits = 0
    for t in AQ_TABLES:
        for r in t.rows:
            keys = {r[t.key]}
            if "id" in t.header and t is not region:
                keys.add(r[t.col("id")])
            if name in keys:
                hits += 1
    assert hits == 1, (name, hits)
    return name


def region_code(county):
    """行政区 rows for a name must agree on the code (the table repeats names)."""
    codes = {r[region.col("id")] for r in region.find(county)}
    labels = {r[region.col("label")] for r in region.find(county)}
    assert len(codes) == 1 and len(labels) == 1, (county, codes, labels)
    return good(codes.pop())


def licence_of(station):
    """Station -> its 经营许可证 row in 许可证; the licence must not be shared (case-insensitive)."""
    bl = good(gs.cell(station, "businessLicense"))
    holders = [r for r in gs.rows if r[gs.col("businessLicense")].lower() == bl.lower()]
    assert len(holders) == 1, (station, bl, len(holders))
    same = [r for r in lic.rows if r[0].lower() == bl.lower()]
    assert len(same) == 1, (bl, same)
    return same[0]


def stations_where(column, value):
    return [r[0] for r in gs.rows if r[gs.col(column)] == value]


def aq_gold():
    g = {}
    g["01"] = [good(gs.cell(aq_unique("中海油浙江新能源有限公司集运加气站"), "legalRepresentative"))]
    g["02"] = [good(gs.cell(aq_unique("杭州富阳润通新能源有限公司"), "liquidGasCanVolume"))]
    row = lic.one(aq_unique("201909040002J"))
    assert len([r for r in gs.rows if r[gs.col("businessLicense")].lower() == "201909040002j"]) == 1
    g["03"] = [good(row[lic.col("invalidDate")])]
    g["04"] = [good(school.cell(aq_unique("浙江道教学院"), "schoolSystem"))]
    g["05"] = [good(school.cell(aq_unique("中国佛学院普陀山学院"), "establishmentDate"))]
    g["06"] = [good(assoc.cell(aq_unique("慈溪市基督教协会"), "registrationCertificateNumber"))]
    g["07"] = [good(assoc.cell(aq_unique("浦江县佛教协会"), "postalCode"))]
    g["08"] = [good(scenic.cell(aq_unique("衢州江南儒城·水亭门景区"), "level"))]
    g["09"] = [good(travel.cell(aq_unique("杭州华悦旅行社有限公司"), "faxNumber"))]
    g["10"] = [good(relig.cell(aq_unique("宁波海曙梁桥基督教堂"), "buildingArea"))]
    g["11"] = [good(med.cell(aq_unique("杭州萧山微医门诊部"), "phoneNumber"))]
    g["12"] = [good(travel.cell(aq_unique("金华市众信旅行社有限公司"), "businessScope"))]
    # relation: licence -> station (reverse), manager -> station (reverse)
    holders = [r[0] for r in gs.rows if r[gs.col("businessLicense")].lower() == "浙201804050001j"]
    assert len(holders) == 1
    g["13"] = [aq_unique(holders[0])]
    mgr = stations_where("manager", "郦永夫")
    assert len(mgr) == 1
    g["14"] = [aq_unique(mgr[0])]
    # two-hop
    g["15"] = [region_code(good(gs.cell(aq_unique("三门县道生加气站有限公司"), "county")))]
    g["16"] = [good(licence_of(aq_unique("新昌县浙能万丰油气发展有限公司"))[lic.col("invalidDate")])]
    g["17"] = [good(licence_of(aq_unique("绍兴金帝天然气有限公司"))[lic.col("effectiveDate")])]
    g["18"] = [region_code(good(assoc.cell(aq_unique("东阳市天主教爱国会"), "county")))]
    # counts
    g["19"] = [num(len(stations_where("county", "南湖区")))]
    g["20"] = [num(len(stations_where("county", "鄞州区")))]
    # compare / sort
    a = int(good(school.cell(aq_unique("浙江神学院"), "studentCount")))
    b = int(good(school.cell(aq_unique("浙江慈云佛学院"), "studentCount")))
    assert a != b
    g["21"] = ["浙江神学院" if a > b else "浙江慈云佛学院"]
    emp = [(int(r[gs.col("employeeCount")]), r[0]) for r in gs.rows if r[gs.col("employeeCount")]]
    emp.sort(reverse=True)
    assert emp[0][0] > emp[1][0], emp[:2]
    g["22"] = [emp[0][1]]
    # absent: the named entity exists, the asked cell is empty
    assert gs.cell(aq_unique("杭州临安功臣加油加气站"), "manager") == ""
    g["23"] = []
    assert scenic.cell(aq_unique("江山最美碗窑景区"), "phoneNumber") == ""
    g["24"] = []
    return g


# ----------------------------------------------------------------------------- SupplyChain gold
sc_company = Table(os.path.join(SC, "Company.csv"))
sc_person = Table(os.path.join(SC, "Person.csv"))
sc_product = Table(os.path.join(SC, "Product.csv"), key="id")
sc_ft = Table(os.path.join(SC, "Company_fundTrans_Company.csv"), key="srcId")
sc_update = Table(os.path.join(SC, "CompanyUpdate.csv"))

MASKED_AMBIGUOUS = {"华**", "华*"}


def sc_cid(name):
    assert name not in MASKED_AMBIGUOUS
    assert not sc_update.find(name), name  # no later product update for this company
    return sc_company.one(name)[sc_company.col("id")]


def sc_cname(cid):
    return good(sc_company.one(cid, "id")[sc_company.col("name")])


def sc_pid(name):
    assert name not in MASKED_AMBIGUOUS
    return sc_person.one(name)


def split(cell):
    return [x for x in cell.split(",") if x]


def sc_gold():
    g = {}
    g["01"] = [good(sc_pid("禹**")[sc_person.col("age")])]
    prods = split(sc_company.one("深圳*元****份*公司")[sc_company.col("product")])
    sc_cid("深圳*元****份*公司")
    assert len(prods) == 1
    g["02"] = [good(prods[0])]
    g["03"] = [good(sc_product.one("商品化工-橡胶-合成橡胶-顺丁橡胶")[sc_product.col("belongToIndustry")])]
    # relation (fund transfers)
    src, dst = sc_cid("三角***份限公司"), sc_cid("传化****限公司")
    amts = [r[3] for r in sc_ft.rows if r[0] == src and r[1] == dst]
    assert len(amts) == 1
    g["04"] = [good(amts[0])]
    outs = [r[1] for r in sc_ft.rows if r[0] == sc_cid("中**油**有公司")]
    assert len(set(outs)) == 1
    g["05"] = [sc_cname(outs[0])]
    reps = split(sc_pid("尤**")[sc_person.col("legalRepresentative")])
    assert len(set(reps)) == 1
    g["06"] = [good(reps[0])]
    amts = [r[3] for r in sc_ft.rows if r[0] == sc_cid("传化****限公司") and r[1] == sc_cid("宝业集****公司")]
    assert len(amts) == 1
    g["07"] = [good(amts[0])]
    # two-hop
    outs = {r[1] for r in sc_ft.rows if r[0] == sc_cid("广东***通*份*公司")}
    assert len(outs) == 1
    target = sc_cname(outs.pop())
    people = sorted({r[sc_person.key] for r in sc_person.rows
                     if target in split(r[sc_person.col("legalRepresentative")])})
    assert len(people) == 1 and people[0] not in MASKED_AMBIGUOUS
    g["08"] = people
    prods = split(sc_company.one("建发***资**有公司")[sc_company.col("product")])
    sc_cid("建发***资**有公司")
    assert len(prods) == 1
    inds = {r[sc_product.col("belongToIndustry")] for r in sc_product.find(prods[0])}
    assert len(inds) == 1
    g["09"] = [good(inds.pop())]
    # aggregates
    dst = sc_cid("三角***份限公司")
    g["10"] = [num(sum(int(r[3]) for r in sc_ft.rows if r[1] == dst))]
    g["11"] = [num(len(set(split(sc_pid("袁*")[sc_person.col("legalRepresentative")]))))]
    # compare
    a, b = int(sc_pid("骆*")[sc_person.col("age")]), int(sc_pid("庞*")[sc_person.col("age")])
    assert a != b
    g["12"] = ["骆*" if a > b else "庞*"]
    # absent: the company exists, it has no outgoing transfer
    assert not [r for r in sc_ft.rows if r[0] == sc_cid("万威国**公司")]
    g["13"] = []
    return g


# ----------------------------------------------------------------------------- RiskMining gold
rm_person = Table(os.path.join(RM, "Person.csv"))
rm_company = Table(os.path.join(RM, "Company.csv"))
rm_app = Table(os.path.join(RM, "App.csv"), key="id")
rm_device = Table(os.path.join(RM, "Device.csv"), key="id")
rm_ft = Table(os.path.join(RM, "Person_fundTrans_Person.csv"), key="src")
rm_pcert = Table(os.path.join(RM, "Person_hasCert_Cert.csv"), key="src")
rm_pdev = Table(os.path.join(RM, "Person_hasDevice_Device.csv"), key="src")
rm_share = Table(os.path.join(RM, "Person_holdShare_Company.csv"), key="src")
rm_ccert = Table(os.path.join(RM, "Company_hasCert_Cert.csv"), key="src")
rm_cert = Table(os.path.join(RM, "Cert.csv"), key="id")
CERTNUMS = {r[1] for r in rm_cert.rows}


def rm_pid(name):
    return rm_person.one(name)[rm_person.col("id")]


def rm_pname(pid):
    return good(rm_person.one(pid, "id")[rm_person.key])


def rm_gold():
    g = {}
    g["01"] = [good(rm_person.cell("雷**", "age"))]
    g["02"] = [good(rm_app.cell("com.CYUwwpj.ceCCEm.LCtzt.NCrUKX", "riskMark"))]
    cert = good(rm_app.cell("com.Beze.rCOE.ugTRJN", "useCert"))
    assert cert in CERTNUMS
    g["03"] = [cert]
    # relation
    src, dst = rm_pid("柏*"), rm_pid("裘**")
    amts = [r[3] for r in rm_ft.rows if r[0] == src and r[1] == dst and r[2] == "20230918"]
    assert len(amts) == 1
    g["04"] = [good(amts[0])]
    g["05"] = sorted({rm_pname(r[1]) for r in rm_ft.rows if r[0] == rm_pid("柏*")})
    certs = [r[1] for r in rm_pcert.rows if r[0] == rm_pid("裘**")]
    assert len(certs) == 1 and certs[0] in CERTNUMS
    g["06"] = [good(certs[0])]
    owners = [r[0] for r in rm_pdev.rows if r[1] == "88"]
    assert len(owners) == 1
    rm_device.one("88")
    g["07"] = [rm_pname(owners[0])]
    # two-hop
    devs = [r[1] for r in rm_pdev.rows if r[0] == rm_pid("郝*")]
    assert len(devs) == 1
    assert len([r for r in rm_pdev.rows if r[1] == devs[0]]) == 1
    g["08"] = [good(rm_device.cell(devs[0], "umid"))]
    comps = {r[1] for r in rm_share.rows if r[0] == rm_pid("柏*")}
    certs = sorted({r[1] for r in rm_ccert.rows if r[0] in comps})
    assert certs and all(c in CERTNUMS for c in certs)
    g["09"] = certs
    # aggregates
    src, dst = rm_pid("柏*"), rm_pid("杜*")
    g["10"] = [num(sum(int(r[3]) for r in rm_ft.rows if r[0] == src and r[1] == dst))]
    cid = rm_company.one("航天彩**人*股*限公司")[rm_company.col("id")]
    pairs = [tuple(r) for r in rm_ccert.rows if r[0] == cid]
    assert len(pairs) == len(set(pairs))
    g["11"] = [num(len(pairs))]
    # compare
    a, b = int(rm_person.cell("穆**", "age")), int(rm_person.cell("祁**", "age"))
    assert a != b
    g["12"] = ["穆**" if a > b else "祁**"]
    # absent: the person exists and holds no shares
    assert not [r for r in rm_share.rows if r[0] == rm_pid("蓝*")]
    g["13"] = []
    return g


# ----------------------------------------------------------------------------- questions
# (num, question, shape, lang)
AQ_Q = [
    ("01", "中海油浙江新能源有限公司集运加气站的法定代表人是谁？", "property", "zh"),
    ("02", "杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？", "property", "zh"),
    ("03", "许可证201909040002J的失效日期是什么时候？", "property", "zh"),
    ("04", "浙江道教学院的学制是什么？", "property", "zh"),
    ("05", "中国佛学院普陀山学院是哪一天成立的？", "property", "zh"),
    ("06", "慈溪市基督教协会的登记证号是多少？", "property", "zh"),
    ("07", "浦江县佛教协会的邮政编码是多少？", "property", "zh"),
    ("08", "衢州江南儒城·水亭门景区是什么级别的旅游景点？", "property", "zh"),
    ("09", "杭州华悦旅行社有限公司的传真号是多少？", "property", "zh"),
    ("10", "宁波海曙梁桥基督教堂的建筑面积是多少？", "property", "zh"),
    ("11", "What is the phone number of 杭州萧山微医门诊部?", "property", "en"),
    ("12", "What is the business scope of the travel agency 金华市众信旅行社有限公司?", "property", "en"),
    ("13", "经营许可证号为浙201804050001J的是哪一座加油站？", "relation", "zh"),
    ("14", "负责人是郦永夫的加油站是哪一家？", "relation", "zh"),
    ("15", "三门县道生加气站有限公司所在区县的行政区划代码是多少？", "two_hop", "zh"),
    ("16", "新昌县浙能万丰油气发展有限公司的经营许可证什么时候失效？", "two_hop", "zh"),
    ("17", "When did the business license held by 绍兴金帝天然气有限公司 take effect?", "two_hop", "en"),
    ("18", "东阳市天主教爱国会所在区县的行政区划代码是多少？", "two_hop", "zh"),
    ("19", "南湖区一共有多少座加油站？", "aggregate", "zh"),
    ("20", "How many gas stations are located in 鄞州区?", "aggregate", "en"),
    ("21", "浙江神学院和浙江慈云佛学院，哪所学校的在校生更多？", "compare", "zh"),
    ("22", "所有加油站中，职工人数最多的是哪一家？", "compare", "zh"),
    ("23", "杭州临安功臣加油加气站的负责人是谁？", "absent", "zh"),
    ("24", "江山最美碗窑景区的联系电话是多少？", "absent", "zh"),
]

SC_Q = [
    ("01", "How old is 禹**?", "property", "en"),
    ("02", "深圳*元****份*公司经营的产品是什么？", "property", "zh"),
    ("03", "Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?", "property", "en"),
    ("04", "How much money did 三角***份限公司 transfer to 传化****限公司?", "relation", "en"),
    ("05", "中**油**有公司向哪家公司转过账？", "relation", "zh"),
    ("06", "Which company is 尤** the legal representative of?", "relation", "en"),
    ("07", "传化****限公司转给宝业集****公司的金额是多少？", "relation", "zh"),
    ("08", "Who is the legal representative of the company that 广东***通*份*公司 transferred money to?", "two_hop", "en"),
    ("09", "建发***资**有公司经营的产品属于哪个产业？", "two_hop", "zh"),
    ("10", "What is the total amount of money transferred into 三角***份限公司?", "aggregate", "en"),
    ("11", "袁*是多少家公司的法人代表？", "aggregate", "zh"),
    ("12", "Who is older, 骆* or 庞*?", "compare", "en"),
    ("13", "万威国**公司向哪些公司转过账？", "absent", "zh"),
]

RM_Q = [
    ("01", "How old is 雷**?", "property", "en"),
    ("02", "应用com.CYUwwpj.ceCCEm.LCtzt.NCrUKX的风险标记是什么？", "property", "zh"),
    ("03", "Which certificate does the app com.Beze.rCOE.ugTRJN use?", "property", "en"),
    ("04", "How much did 柏* transfer to 裘** on 20230918?", "relation", "en"),
    ("05", "柏*给哪些人转过账？", "relation", "zh"),
    ("06", "Which certificate does 裘** hold?", "relation", "en"),
    ("07", "设备88属于哪个人？", "relation", "zh"),
    ("08", "What is the umid of the device owned by 郝*?", "two_hop", "en"),
    ("09", "柏*持股的公司拥有哪些证书？", "two_hop", "zh"),
    ("10", "What is the total amount of money 柏* transferred to 杜*?", "aggregate", "en"),
    ("11", "航天彩**人*股*限公司拥有多少个证书？", "aggregate", "zh"),
    ("12", "穆**和祁**谁的年龄更大？", "compare", "zh"),
    ("13", "Which companies does 蓝* hold shares in?", "absent", "en"),
]


# ----------------------------------------------------------------------------- plans
# Each entry: list of (plan_text, is_last). Written as the planner's own attempts.
AQ_P = {
    "01": [
        ("Step1: 查询中海油浙江新能源有限公司集运加气站的法人信息\nAction1: get_spo(s=s1:Entity[中海油浙江新能源有限公司集运加气站] ,p=p1:法人,o=o1:Entity ,sub_query=查询中海油浙江新能源有限公司集运加气站的法人信息  )\nStep2: output `中海油浙江新能源有限公司集运加气站的法定代表人是谁？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中海油浙江新能源有限公司集运加气站的法定代表人是谁？` answer:)", False),
        ("Step1: 查询中海油浙江新能源有限公司集运加气站的法定代表人\nAction1: get_spo(s=s1:加油站[中海油浙江新能源有限公司集运加气站] ,p=p1:法定代表人,o=o1:Entity ,sub_query=查询中海油浙江新能源有限公司集运加气站的法定代表人  )\nStep2: output `中海油浙江新能源有限公司集运加气站的法定代表人是谁？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中海油浙江新能源有限公司集运加气站的法定代表人是谁？` answer:)", True),
    ],
    "02": [
        ("Step1: 查询杭州富阳润通新能源有限公司的液化天然气罐信息\nAction1: get_spo(s=s1:Entity[杭州富阳润通新能源有限公司] ,p=p1:液化天然气罐,o=o1:Entity ,sub_query=查询杭州富阳润通新能源有限公司的液化天然气罐信息)\nStep2: 查询液化天然气罐的总容积\nAction2: get_spo(s=o1:Entity ,p=p2:总容积,o=o2:Entity ,sub_query= 查询液化天然气罐的总容积)\nStep3: output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:)", False),
        ("Step1: 查询杭州富阳润通新能源有限公司的液化天然气罐容积\nAction1: get_spo(s=s1:Entity[杭州富阳润通新能源有限公司] ,p=p1:液化天然气罐容积,o=o1:Entity ,sub_query=查询杭州富阳润通新能源有限公司的液化天然气罐容积  )\nStep2: output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:)", False),
        ("Step1: 查询杭州富阳润通新能源有限公司的液化天然气罐总容积\nAction1: get_spo(s=s1:Entity[杭州富阳润通新能源有限公司] ,p=p1:液化天然气罐总容积,o=o1:Entity ,sub_query=查询杭州富阳润通新能源有限公司的液化天然气罐总容积  )\nStep2: output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州富阳润通新能源有限公司的液化天然气罐总容积是多少？` answer:)", True),
    ],
    "03": [
        ("Step1: 查询许可证201909040002J的有效期\nAction1: get_spo(s=s1:Entity[201909040002J] ,p=p1:有效期,o=o1:Entity ,sub_query=查询许可证201909040002J的有效期)\nStep2: output `许可证201909040002J的失效日期是什么时候？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201909040002J的失效日期是什么时候？` answer:)", False),
        ("Step1: 查询许可证201909040002J的失效日期\nAction1: get_spo(s=s1:许可证[201909040002J] ,p=p1:失效日期,o=o1:Entity ,sub_query=查询许可证201909040002J的失效日期  )\nStep2: output `许可证201909040002J的失效日期是什么时候？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201909040002J的失效日期是什么时候？` answer:)", True),
    ],
    "04": [
        ("Step1: 查询浙江道教学院的学制年限\nAction1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:学制年限,o=o1:Entity ,sub_query=查询浙江道教学院的学制年限  )\nStep2: output `浙江道教学院的学制是什么？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院的学制是什么？` answer:)", False),
        ("Step1: 查询浙江道教学院的学制\nAction1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:学制,o=o1:Entity ,sub_query=查询浙江道教学院的学制  )\nStep2: output `浙江道教学院的学制是什么？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院的学制是什么？` answer:)", True),
    ],
    "05": [
        ("Step1: 查询中国佛学院普陀山学院的创办时间\nAction1: get_spo(s=s1:Entity[中国佛学院普陀山学院] ,p=p1:创办时间,o=o1:Entity ,sub_query=查询中国佛学院普陀山学院的创办时间)\nStep2: output `中国佛学院普陀山学院是哪一天成立的？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中国佛学院普陀山学院是哪一天成立的？` answer:)", False),
        ("Step1: 查询中国佛学院普陀山学院的成立日期\nAction1: get_spo(s=s1:学校[中国佛学院普陀山学院] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询中国佛学院普陀山学院的成立日期  )\nStep2: output `中国佛学院普陀山学院是哪一天成立的？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中国佛学院普陀山学院是哪一天成立的？` answer:)", True),
    ],
    "06": [
        ("Step1: 查询慈溪市基督教协会的社会团体登记证书编号\nAction1: get_spo(s=s1:协会[慈溪市基督教协会] ,p=p1:社会团体登记证书编号,o=o1:Entity ,sub_query=查询慈溪市基督教协会的社会团体登记证书编号  )\nStep2: output `慈溪市基督教协会的登记证号是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `慈溪市基督教协会的登记证号是多少？` answer:)", False),
        ("Step1: 查询慈溪市基督教协会的登记证号\nAction1: get_spo(s=s1:Entity[慈溪市基督教协会] ,p=p1:登记证号,o=o1:Entity ,sub_query=查询慈溪市基督教协会的登记证号  )\nStep2: output `慈溪市基督教协会的登记证号是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `慈溪市基督教协会的登记证号是多少？` answer:)", True),
    ],
    "07": [
        ("Step1: 查询浦江县佛教协会的邮编\nAction1: get_spo(s=s1:Entity[浦江县佛教协会] ,p=p1:邮编,o=o1:Entity ,sub_query=查询浦江县佛教协会的邮编)\nStep2: output `浦江县佛教协会的邮政编码是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浦江县佛教协会的邮政编码是多少？` answer:)", False),
        ("Step1: 查询浦江县佛教协会的邮政编码\nAction1: get_spo(s=s1:协会[浦江县佛教协会] ,p=p1:邮政编码,o=o1:Entity ,sub_query=查询浦江县佛教协会的邮政编码  )\nStep2: output `浦江县佛教协会的邮政编码是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浦江县佛教协会的邮政编码是多少？` answer:)", True),
    ],
    "08": [
        ("Step1: 查询衢州江南儒城·水亭门景区的景区等级\nAction1: get_spo(s=s1:Entity[衢州江南儒城·水亭门景区] ,p=p1:景区等级,o=o1:Entity ,sub_query=查询衢州江南儒城·水亭门景区的景区等级  )\nStep2: output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:)", False),
        ("Step1: 查询水亭门景区的A级评定信息\nAction1: get_spo(s=s1:旅游景点[水亭门景区] ,p=p1:A级评定,o=o1:Entity ,sub_query= 查询水亭门景区的A级评定信息)\nStep2: output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:)", False),
        ("Step1: 查询衢州江南儒城·水亭门景区的级别\nAction1: get_spo(s=s1:旅游景点[衢州江南儒城·水亭门景区] ,p=p1:级别,o=o1:Entity ,sub_query=查询衢州江南儒城·水亭门景区的级别  )\nStep2: output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `衢州江南儒城·水亭门景区是什么级别的旅游景点？` answer:)", True),
    ],
    "09": [
        ("Step1: 查询杭州华悦旅行社有限公司的传真\nAction1: get_spo(s=s1:旅行社[杭州华悦旅行社有限公司] ,p=p1:传真,o=o1:Entity ,sub_query=查询杭州华悦旅行社有限公司的传真)\nStep2: output `杭州华悦旅行社有限公司的传真号是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州华悦旅行社有限公司的传真号是多少？` answer:)", False),
        ("Step1: 查询杭州华悦旅行社有限公司的传真号\nAction1: get_spo(s=s1:Entity[杭州华悦旅行社有限公司] ,p=p1:传真号,o=o1:Entity ,sub_query=查询杭州华悦旅行社有限公司的传真号  )\nStep2: output `杭州华悦旅行社有限公司的传真号是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州华悦旅行社有限公司的传真号是多少？` answer:)", True),
    ],
    "10": [
        ("Step1: 查询宁波海曙梁桥基督教堂的占地面积\nAction1: get_spo(s=s1:Entity[宁波海曙梁桥基督教堂] ,p=p1:占地面积,o=o1:Entity ,sub_query=查询宁波海曙梁桥基督教堂的占地面积  )\nStep2: output `宁波海曙梁桥基督教堂的建筑面积是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波海曙梁桥基督教堂的建筑面积是多少？` answer:)", False),
        ("Step1: 查询宁波海曙梁桥基督教堂的建筑面积\nAction1: get_spo(s=s1:宗教场所[宁波海曙梁桥基督教堂] ,p=p1:建筑面积,o=o1:Entity ,sub_query=查询宁波海曙梁桥基督教堂的建筑面积  )\nStep2: output `宁波海曙梁桥基督教堂的建筑面积是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波海曙梁桥基督教堂的建筑面积是多少？` answer:)", True),
    ],
    "11": [
        ("Step1: Query the contact number of 杭州萧山微医门诊部\nAction1: get_spo(s=s1:Entity[杭州萧山微医门诊部] ,p=p1:contactNumber,o=o1:Entity ,sub_query=Query the contact number of 杭州萧山微医门诊部)\nStep2: output `What is the phone number of 杭州萧山微医门诊部?` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the phone number of 杭州萧山微医门诊部?` answer:)", False),
        ("Step1: Query the phone number of 杭州萧山微医门诊部\nAction1: get_spo(s=s1:MedicalInstitution[杭州萧山微医门诊部] ,p=p1:phoneNumber,o=o1:Entity ,sub_query=Query the phone number of 杭州萧山微医门诊部  )\nStep2: output `What is the phone number of 杭州萧山微医门诊部?` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the phone number of 杭州萧山微医门诊部?` answer:)", True),
    ],
    "12": [
        ("Step1: 查询金华市众信旅行社有限公司的业务范围\nAction1: get_spo(s=s1:旅行社[金华市众信旅行社有限公司] ,p=p1:业务范围,o=o1:Entity ,sub_query=查询金华市众信旅行社有限公司的业务范围  )\nStep2: output `What is the business scope of the travel agency 金华市众信旅行社有限公司?` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the business scope of the travel agency 金华市众信旅行社有限公司?` answer:)", False),
        ("Step1: Query the business scope of the travel agency 金华市众信旅行社有限公司\nAction1: get_spo(s=s1:TravelAgency[金华市众信旅行社有限公司] ,p=p1:businessScope,o=o1:Entity ,sub_query=Query the business scope of the travel agency 金华市众信旅行社有限公司  )\nStep2: output `What is the business scope of the travel agency 金华市众信旅行社有限公司?` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the business scope of the travel agency 金华市众信旅行社有限公司?` answer:)", True),
    ],
    "13": [
        ("Step1: 查询许可证浙201804050001J的持证单位\nAction1: get_spo(s=s1:许可证[浙201804050001J] ,p=p1:持证单位,o=o1:Entity ,sub_query=查询许可证浙201804050001J的持证单位)\nStep2: output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:)", False),
        ("Step1: 查询持有经营许可证浙201804050001J的单位\nAction1: get_spo(s=s1:Entity ,p=p1:持有许可证,o=o1:Entity[浙201804050001J] ,sub_query= 查询持有经营许可证浙201804050001J的单位)\nStep2: output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:)", False),
        ("Step1: 查询经营许可证为浙201804050001J的加油站\nAction1: get_spo(s=s1:加油站 ,p=p1:经营许可证,o=o1:许可证[浙201804050001J] ,sub_query=查询经营许可证为浙201804050001J的加油站  )\nStep2: output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `经营许可证号为浙201804050001J的是哪一座加油站？` answer:)", True),
    ],
    "14": [
        ("Step1: 查询郦永夫负责的加油站\nAction1: get_spo(s=s1:人物[郦永夫] ,p=p1:负责,o=o1:加油站 ,sub_query=查询郦永夫负责的加油站)\nStep2: output `负责人是郦永夫的加油站是哪一家？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `负责人是郦永夫的加油站是哪一家？` answer:)", False),
        ("Step1: 查询负责人为郦永夫的加油站\nAction1: get_spo(s=s1:加油站 ,p=p1:负责人,o=o1:Entity[郦永夫] ,sub_query=查询负责人为郦永夫的加油站  )\nStep2: output `负责人是郦永夫的加油站是哪一家？` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `负责人是郦永夫的加油站是哪一家？` answer:)", True),
    ],
    "15": [
        ("Step1: 查询三门县道生加气站有限公司的位置\nAction1: get_spo(s=s1:Entity[三门县道生加气站有限公司] ,p=p1:位于,o=o1:Entity ,sub_query=查询三门县道生加气站有限公司的位置  )\nStep2: 查询该区县的编码\nAction2: get_spo(s=o1:Entity ,p=p2:编码,o=o2:Entity ,sub_query= 查询该区县的编码)\nStep3: output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:)", False),
        ("Step1: 查询三门县道生加气站有限公司所在的区县\nAction1: get_spo(s=s1:加油站[三门县道生加气站有限公司] ,p=p1:所在县区,o=o1:行政区 ,sub_query=查询三门县道生加气站有限公司所在的区县  )\nStep2: 查询该区县的行政区划代码\nAction2: get_spo(s=o1:行政区 ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该区县的行政区划代码  )\nStep3: output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:)", True),
    ],
    "16": [
        ("Step1: 查询新昌县浙能万丰油气发展有限公司经营许可证的有效期限\nAction1: get_spo(s=s1:Entity[新昌县浙能万丰油气发展有限公司] ,p=p1:经营许可证有效期,o=o1:Entity ,sub_query=查询新昌县浙能万丰油气发展有限公司经营许可证的有效期限)\nStep2: output `新昌县浙能万丰油气发展有限公司的经营许可证什么时候失效？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `新昌县浙能万丰油气发展有限公司的经营许可证什么时候失效？` answer:)", False),
        ("Step1: 查询新昌县浙能万丰油气发展有限公司的经营许可证\nAction1: get_spo(s=s1:加油站[新昌县浙能万丰油气发展有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询新昌县浙能万丰油气发展有限公司的经营许可证  )\nStep2: 查询该许可证的失效日期\nAction2: get_spo(s=o1:许可证 ,p=p2:失效日期,o=o2:Entity ,sub_query=查询该许可证的失效日期  )\nStep3: output `新昌县浙能万丰油气发展有限公司的经营许可证什么时候失效？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `新昌县浙能万丰油气发展有限公司的经营许可证什么时候失效？` answer:)", True),
    ],
    "17": [
        ("Step1: Query the license issue date of 绍兴金帝天然气有限公司\nAction1: get_spo(s=s1:Entity[绍兴金帝天然气有限公司] ,p=p1:licenseIssueDate,o=o1:Entity ,sub_query=Query the license issue date of 绍兴金帝天然气有限公司)\nStep2: output `When did the business license held by 绍兴金帝天然气有限公司 take effect?` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `When did the business license held by 绍兴金帝天然气有限公司 take effect?` answer:)", False),
        ("Step1: Find the business license held by 绍兴金帝天然气有限公司\nAction1: get_spo(s=s1:GasStation[绍兴金帝天然气有限公司] ,p=p1:businessLicense,o=o1:License ,sub_query=Find the business license held by 绍兴金帝天然气有限公司  )\nStep2: Find the effective date of that license\nAction2: get_spo(s=o1:License ,p=p2:effectiveDate,o=o2:Entity ,sub_query=Find the effective date of that license  )\nStep3: output `When did the business license held by 绍兴金帝天然气有限公司 take effect?` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `When did the business license held by 绍兴金帝天然气有限公司 take effect?` answer:)", True),
    ],
    "18": [
        ("Step1: 查询东阳市天主教爱国会的所在地\nAction1: get_spo(s=s1:Entity[东阳市天主教爱国会] ,p=p1:所在地,o=o1:Entity ,sub_query=查询东阳市天主教爱国会的所在地)\nStep2: 查询所在地的代码\nAction2: get_spo(s=o1:Entity ,p=p2:代码,o=o2:Entity ,sub_query= 查询所在地的代码)\nStep3: output `东阳市天主教爱国会所在区县的行政区划代码是多少？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `东阳市天主教爱国会所在区县的行政区划代码是多少？` answer:)", False),
        ("Step1: 查询东阳市天主教爱国会所在的区县\nAction1: get_spo(s=s1:协会[东阳市天主教爱国会] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询东阳市天主教爱国会所在的区县  )\nStep2: 查询该区县的行政区划代码\nAction2: get_spo(s=o1:行政区 ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该区县的行政区划代码  )\nStep3: output `东阳市天主教爱国会所在区县的行政区划代码是多少？` answer:\nAction3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `东阳市天主教爱国会所在区县的行政区划代码是多少？` answer:)", True),
    ],
    "19": [
        ("Step1: 查询南湖区的加油站\nAction1: get_spo(s=s1:行政区[南湖区] ,p=p1:加油站,o=o1:加油站 ,sub_query=查询南湖区的加油站)\nStep2: 统计加油站的数量\nAction2: count(alias_name=count1,set=o1,sub_query= 统计加油站的数量)\nStep3: output `南湖区一共有多少座加油站？` answer:\nAction3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `南湖区一共有多少座加油站？` answer:)", False),
        ("Step1: 查询所在县区为南湖区的加油站\nAction1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:Entity[南湖区] ,sub_query=查询所在县区为南湖区的加油站  )\nStep2: 统计南湖区加油站的数量\nAction2: count(alias_name=count1,set=s1,sub_query=统计南湖区加油站的数量  )\nStep3: output `南湖区一共有多少座加油站？` answer:\nAction3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `南湖区一共有多少座加油站？` answer:)", True),
    ],
    "20": [
        ("Step1: Find the gas stations located in 鄞州区\nAction1: get_spo(s=s1:Entity ,p=p1:locatedIn,o=o1:Entity[鄞州区] ,sub_query=Find the gas stations located in 鄞州区)\nStep2: output `How many gas stations are located in 鄞州区?` answer:\nAction2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `How many gas stations are located in 鄞州区?` answer:)", False),
        ("Step1: Find all gas stations whose county is 鄞州区\nAction1: get_spo(s=s1:GasStation ,p=p1:county,o=o1:AdministrativeRegion[鄞州区] ,sub_query=Find all gas stations whose county is 鄞州区  )\nStep2: Count the gas stations found in Step1\nAction2: count(alias_name=count1,set=s1,sub_query=Count the gas stations found in Step1  )\nStep3: output `How many gas stations are located in 鄞州区?` answer:\nAction3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `How many gas stations are located in 鄞州区?` answer:)", True),
    ],
    "21": [
        ("Step1: 查询浙江神学院的在校生数量\nAction1: get_spo(s=s1:Entity[浙江神学院] ,p=p1:在校生人数,o=o1:Entity ,sub_query=查询浙江神学院的在校生数量)\nStep2: 查询浙江慈云佛学院的在校生数量\nAction2: get_spo(s=s2:Entity[浙江慈云佛学院] ,p=p2:在校生人数,o=o2:Entity ,sub_query=查询浙江慈云佛学院的在校生数量)\nStep3: output `浙江神学院和浙江慈云佛学院，哪所学校的在校生更多？` answer:\nAction3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `浙江神学院和浙江慈云佛学院，哪所学校的在校生更多？` answer:)", False),
        ("Step1: 查询浙江神学院的在校生数量\nAction1: get_spo(s=s1:学校[浙江神学院] ,p=p1:在校生数量,o=o1:Entity ,sub_query=查询浙江神学院的在校生数量  )\nStep2: 查询浙江慈云佛学院的在校生数量\nAction2: get_spo(s=s2:学校[浙江慈云佛学院] ,p=p2:在校生数量,o=o2:Entity ,sub_query=查询浙江慈云佛学院的在校生数量  )\nStep3: 比较两所学校的在校生数量，找出更多的一所\nAction3: compare(set=[o1,o2], op=max)", True),
    ],
    "22": [
        ("Step1: 查询各加油站的职工人数\nAction1: get_spo(s=s1:加油站 ,p=p1:职工人数,o=o1:Entity ,sub_query=查询各加油站的职工人数)\nStep2: output `所有加油站中，职工人数最多的是哪一家？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `所有加油站中，职工人数最多的是哪一家？` answer:)", False),
        ("Step1: 查询所有加油站的职工人数\nAction1: get_spo(s=s1:加油站 ,p=p1:职工人数,o=o1:Entity ,sub_query=查询所有加油站的职工人数  )\nStep2: 按职工人数从大到小排序，取职工人数最多的加油站\nAction2: sort(set=s1, orderby=o1, direction=max, limit=1)\nStep3: output `所有加油站中，职工人数最多的是哪一家？` answer:\nAction3: get(alias_name=s1,alias_name_set=[s1],sub_query=output `所有加油站中，职工人数最多的是哪一家？` answer:)", True),
    ],
    "23": [
        ("Step1: 查询杭州临安功臣加油加气站的站长\nAction1: get_spo(s=s1:加油站[杭州临安功臣加油加气站] ,p=p1:站长,o=o1:Entity ,sub_query=查询杭州临安功臣加油加气站的站长)\nStep2: output `杭州临安功臣加油加气站的负责人是谁？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州临安功臣加油加气站的负责人是谁？` answer:)", False),
        ("Step1: 查询杭州临安功臣加油加气站的负责人\nAction1: get_spo(s=s1:Entity[杭州临安功臣加油加气站] ,p=p1:负责人,o=o1:Entity ,sub_query=查询杭州临安功臣加油加气站的负责人  )\nStep2: output `杭州临安功臣加油加气站的负责人是谁？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州临安功臣加油加气站的负责人是谁？` answer:)", True),
    ],
    "24": [
        ("Step1: 查询江山最美碗窑景区的电话号码\nAction1: get_spo(s=s1:Entity[江山最美碗窑景区] ,p=p1:电话号码,o=o1:Entity ,sub_query=查询江山最美碗窑景区的电话号码)\nStep2: output `江山最美碗窑景区的联系电话是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `江山最美碗窑景区的联系电话是多少？` answer:)", False),
        ("Step1: 查询江山最美碗窑景区的联系电话\nAction1: get_spo(s=s1:旅游景点[江山最美碗窑景区] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询江山最美碗窑景区的联系电话  )\nStep2: output `江山最美碗窑景区的联系电话是多少？` answer:\nAction2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `江山最美碗窑景区的联系电话是多少？` answer:)", True),
    ],
}

SC_P = {
    "01": [
        ("Step1:Query the basic information of 禹**\nAction1:Retrieval(s=s1:NaturalPerson[`禹**`], p=p1, o=o1)\nOutput:output s1\nAction2:output(s1)", False),
        ("Step1:What is the age of 禹**?\nAction1:Retrieval(s=s1:Person[`禹**`], p=p1:age, o=o1:Integer)\nStep2:Output the age retrieved in Step1\nAction2:output(o1)", True),
    ],
    "02": [
        ("Step1:查询深圳*元****份*公司的主营业务\nAction1:Retrieval(s=s1:Company[`深圳*元****份*公司`], p=p1:主营业务, o=o1:Product)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:查询深圳*元****份*公司的经营产品\nAction1:Retrieval(s=s1:企业[`深圳*元****份*公司`], p=p1:经营产品, o=o1:产品)\nStep2:输出o1\nAction2:output(o1)", True),
    ],
    "03": [
        ("Step1:Which industry does 顺丁橡胶 belong to?\nAction1:Retrieval(s=s1:Product[`顺丁橡胶`], p=p1:belongToIndustry, o=o1:Industry)\nStep2:Output the industry retrieved in Step1\nAction2:output(o1)", False),
        ("Step1:Which industry does the product 商品化工-橡胶-合成橡胶-顺丁橡胶 belong to?\nAction1:Retrieval(s=s1:Product[`商品化工-橡胶-合成橡胶-顺丁橡胶`], p=p1:industry, o=o1:Industry)\nStep2:Output o1\nAction2:output(o1)", True),
    ],
    "04": [
        ("Step1:How much money did 三角***份限公司 transfer to 传化****限公司?\nAction1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:transferAmount, o=o1:Number)\nStep2:Output o1\nAction2:output(o1)", False),
        ("Step1:Find the fund transfer from 三角***份限公司 to 传化****限公司\nAction1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:fundTrans, o=o1:Company[`传化****限公司`])\nStep2:What is the transaction amount of the transfer retrieved in Step1?\nAction2:Math(content=[`p1`], target=`What is the amount transferred from 三角***份限公司 to 传化****限公司?`)->math2\nStep3:Output math2\nAction3:output(math2)", True),
    ],
    "05": [
        ("Step1:查询中**油**有公司的转账对象\nAction1:Retrieval(s=s1:公司[`中**油**有公司`], p=p1:转账, o=o1:公司)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:中**油**有公司向哪家企业转出过资金？\nAction1:Retrieval(s=s1:企业[`中**油**有公司`], p=p1:资金往来, o=o1:企业)\nStep2:输出o1\nAction2:output(o1)", True),
    ],
    "06": [
        ("Step1:Which company has 尤** as its legal person?\nAction1:Retrieval(s=s1:Company, p=p1:legalPerson, o=o1:Person[`尤**`])\nStep2:Output s1\nAction2:output(s1)", False),
        ("Step1:Which companies is 尤** the legal representative of?\nAction1:Retrieval(s=s1:Person[`尤**`], p=p1:legalRepresentative, o=o1:Company)\nStep2:Output the companies retrieved in Step1\nAction2:output(o1)", True),
    ],
    "07": [
        ("Step1:查询传化****限公司转给宝业集****公司的转账金额\nAction1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:转账金额, o=o1:金额)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:查询传化****限公司与宝业集****公司之间的资金往来\nAction1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业[`宝业集****公司`])\nStep2:Step1中这笔资金往来的交易金额是多少？\nAction2:Math(content=[`p1`], target=`传化****限公司转给宝业集****公司的交易金额是多少`)->math2\nStep3:输出math2\nAction3:output(math2)", True),
    ],
    "08": [
        ("Step1:Which company did 广东***通*份*公司 transfer money to?\nAction1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:transferTo, o=o1:Company)\nStep2:Who is the legal person of the company retrieved in Step1?\nAction2:Retrieval(s=o1, p=p2:legalPerson, o=o2:Person)", False),
        ("Step1:Which company did 广东***通*份*公司 transfer money to?\nAction1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:fundTrans, o=o1:Company)\nStep2:Who is the legal representative of the company retrieved in Step1?\nAction2:Retrieval(s=s2:Person, p=p2:legalRepresentative, o=o1)\nStep3:Output s2\nAction3:output(s2)", False),
        ("Step1:Which company did 广东***通*份*公司 transfer money to?\nAction1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:fundTrans, o=o1:Company)\nStep2:Who is the legal representative of the company retrieved in Step1?\nAction2:Retrieval(s=o1, p=p2:legalRepresentative, o=o2:Person)\nStep3:Output o2\nAction3:output(o2)", True),
    ],
    "09": [
        ("Step1:查询建发***资**有公司所在的行业\nAction1:Retrieval(s=s1:企业[`建发***资**有公司`], p=p1:所在行业, o=o1:产业)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:建发***资**有公司经营哪些产品？\nAction1:Retrieval(s=s1:企业[`建发***资**有公司`], p=p1:经营产品, o=o1:产品)\nStep2:Step1中的产品属于哪个产业？\nAction2:Retrieval(s=o1, p=p2:所属产业, o=o2:产业)\nStep3:输出o2\nAction3:output(o2)", True),
    ],
    "10": [
        ("Step1:What is the total inflow amount of 三角***份限公司?\nAction1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:totalTransInAmt, o=o1:Float)\nStep2:Output o1\nAction2:output(o1)", False),
        ("Step1:Which companies transferred money into 三角***份限公司?\nAction1:Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`三角***份限公司`])\nStep2:Add up the amounts of all transfers retrieved in Step1\nAction2:Math(content=[`p1`], target=`What is the total amount of money transferred into 三角***份限公司?`)->math2\nStep3:Output math2\nAction3:output(math2)", True),
    ],
    "11": [
        ("Step1:查询袁*担任法人的公司\nAction1:Retrieval(s=s1:人物[`袁*`], p=p1:担任法人, o=o1:公司)\nStep2:统计Step1中公司的个数\nAction2:Math(content=[`o1`], target=`统计o1中公司的个数`)->math2", False),
        ("Step1:袁*是哪些企业的法人代表？\nAction1:Retrieval(s=s1:自然人[`袁*`], p=p1:法人代表, o=o1:企业)\nStep2:Step1中的企业一共有多少家？\nAction2:Math(content=[`o1`], target=`袁*担任法人代表的企业数量`)->math2\nStep3:输出math2\nAction3:output(math2)", True),
    ],
    "12": [
        ("Step1:How old is 骆*?\nAction1:Retrieval(s=s1:自然人[`骆*`], p=p1:年龄, o=o1:数字)\nStep2:How old is 庞*?\nAction2:Retrieval(s=s2:自然人[`庞*`], p=p2:年龄, o=o2:数字)\nStep3:Compare the ages of 骆* and 庞*, who is older?\nAction3:Math(content=[`o1`,`o2`], target=`Who is older?`)->math3", False),
        ("Step1:What is the age of 骆*?\nAction1:Retrieval(s=s1:Person[`骆*`], p=p1:age, o=o1:Integer)\nStep2:What is the age of 庞*?\nAction2:Retrieval(s=s2:Person[`庞*`], p=p2:age, o=o2:Integer)\nStep3:Comparing the ages retrieved in Step1 and Step2, who is older?\nAction3:Math(content=[`o1`,`o2`], target=`Who is older, 骆* or 庞*?`)->math3\nStep4:Output math3\nAction4:output(math3)", True),
    ],
    "13": [
        ("Step1:查询万威国**公司转出资金的对象\nAction1:Retrieval(s=s1:公司[`万威国**公司`], p=p1:转出资金, o=o1:公司)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:万威国**公司向哪些企业转过账？\nAction1:Retrieval(s=s1:企业[`万威国**公司`], p=p1:资金往来, o=o1:企业)\nStep2:输出o1\nAction2:output(o1)", True),
    ],
}

RM_P = {
    "01": [
        ("Step1:How old is 雷**?\nAction1:Retrieval(s=s1:NaturalPerson[`雷**`], p=p1:Age, o=o1:Number)\nStep2:Output o1\nAction2:output(o1)", False),
        ("Step1:What is the age of 雷**?\nAction1:Retrieval(s=s1:Person[`雷**`], p=p1:age, o=o1:Integer)\nStep2:Output the age retrieved in Step1\nAction2:output(o1)", True),
    ],
    "02": [
        ("Step1:查询应用com.CYUwwpj.ceCCEm.LCtzt.NCrUKX属于哪类风险应用\nAction1:Retrieval(s=s1:App[`com.CYUwwpj.ceCCEm.LCtzt.NCrUKX`], p=p1:属于, o=o1:风险应用)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:查询应用com.CYUwwpj.ceCCEm.LCtzt.NCrUKX的风险标记\nAction1:Retrieval(s=s1:应用[`com.CYUwwpj.ceCCEm.LCtzt.NCrUKX`], p=p1:风险标记, o=o1:文本)\nStep2:输出o1\nAction2:output(o1)", True),
    ],
    "03": [
        ("Step1:Which certificate is the application com.Beze.rCOE.ugTRJN signed with?\nAction1:Retrieval(s=s1:Application[`com.Beze.rCOE.ugTRJN`], p=p1:signedWithCertificate, o=o1:Certificate)\nStep2:Output o1\nAction2:output(o1)", False),
        ("Step1:Which certificate does the app com.Beze.rCOE.ugTRJN use?\nAction1:Retrieval(s=s1:App[`com.Beze.rCOE.ugTRJN`], p=p1:useCert, o=o1:Cert)\nStep2:Output the certificate retrieved in Step1\nAction2:output(o1)", True),
    ],
    "04": [
        ("Step1:查询柏*转给裘**的转账记录\nAction1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账, o=o1:自然人[`裘**`])\nStep2:找出交易日期为20230918的那笔转账金额\nAction2:Math(content=[`p1`], target=`交易日期为20230918的转账金额`)->math2\nStep3:输出math2\nAction3:output(math2)", False),
        ("Step1:Find the fund transfers from 柏* to 裘**\nAction1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person[`裘**`])\nStep2:What is the amount of the transfer retrieved in Step1 whose transDate is 20230918?\nAction2:Math(content=[`p1`], target=`How much did 柏* transfer to 裘** on 20230918?`)->math2\nStep3:Output math2\nAction3:output(math2)", True),
    ],
    "05": [
        ("Step1:查询柏*的转账对象\nAction1:Retrieval(s=s1:Person[`柏*`], p=p1:转账, o=o1:Person)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:柏*给哪些自然人转过账？\nAction1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人)\nStep2:输出o1\nAction2:output(o1)", True),
    ],
    "06": [
        ("Step1:Which certificate does 裘** own?\nAction1:Retrieval(s=s1:Person[`裘**`], p=p1:ownsCertificate, o=o1:Certificate)\nStep2:What is the number of the certificate retrieved in Step1?\nAction2:Retrieval(s=o1, p=p2:certNum, o=o2:Text)\nStep3:Output o2\nAction3:output(o2)", False),
        ("Step1:Which certificate does 裘** hold?\nAction1:Retrieval(s=s1:Person[`裘**`], p=p1:hasCert, o=o1:Cert)\nStep2:Output o1\nAction2:output(o1)", True),
    ],
    "07": [
        ("Step1:查询设备88的所有者\nAction1:Retrieval(s=s1:设备[`88`], p=p1:所有者, o=o1:自然人)\nStep2:输出o1\nAction2:output(o1)", False),
        ("Step1:哪个自然人拥有设备88？\nAction1:Retrieval(s=s1:自然人, p=p1:拥有设备, o=o1:设备[`88`])\nStep2:输出s1\nAction2:output(s1)", True),
    ],
    "08": [
        ("Step1:Which device does 郝* own?\nAction1:Retrieval(s=s1:Person[`郝*`], p=p1:ownDevice, o=o1:Device)\nStep2:What is the umid of the device retrieved in Step1?\nAction2:Retrieval(s=o1, p=p2:deviceUmid, o=o2)", False),
        ("Step1:Which device does 郝* own?\nAction1:Retrieval(s=s1:Person[`郝*`], p=p1:hasDevice, o=o1:Device)\nStep2:What is the umid of the device retrieved in Step1?\nAction2:Retrieval(s=o1, p=p2:umid, o=o2:Text)\nStep3:Output o2\nAction3:output(o2)", True),
    ],
    "09": [
        ("Step1:柏*持有哪些公司的股份？\nAction1:Retrieval(s=s1:自然人[`柏*`], p=p1:持股, o=o1:公司)\nStep2:这些公司拥有哪些证书？\nAction2:Retrieval(s=o1, p=p2:证书, o=o2:证书)\nStep3:这些证书的编号是什么？\nAction3:Retrieval(s=o2, p=p3:证书编号, o=o3:文本)\nStep4:输出o3\nAction4:output(o3)", False),
        ("Step1:柏*持股的企业有哪些？\nAction1:Retrieval(s=s1:自然人[`柏*`], p=p1:持股, o=o1:企业)\nStep2:Step1中的企业拥有哪些证书？\nAction2:Retrieval(s=o1, p=p2:拥有证书, o=o2:证书)\nStep3:输出o2\nAction3:output(o2)", True),
    ],
    "10": [
        ("Step1:What are the amounts 柏* transferred to 杜*?\nAction1:Retrieval(s=s1:Person[`柏*`], p=p1:transferAmount, o=o1:Number)\nStep2:Sum up the amounts retrieved in Step1\nAction2:Math(content=[`o1`], target=`sum of the amounts`)->math2\nStep3:Output math2\nAction3:output(math2)", False),
        ("Step1:Find all fund transfers from 柏* to 杜*\nAction1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person[`杜*`])\nStep2:Add up the transAmt of all transfers retrieved in Step1\nAction2:Math(content=[`p1`], target=`What is the total amount of money 柏* transferred to 杜*?`)->math2\nStep3:Output math2\nAction3:output(math2)", True),
    ],
    "11": [
        ("Step1:查询航天彩**人*股*限公司持有的证书\nAction1:Retrieval(s=s1:公司[`航天彩**人*股*限公司`], p=p1:持有证书, o=o1:证书)\nStep2:统计证书个数\nAction2:Math(content=[`o1`], target=`统计证书个数`)->math2\nStep3:输出math2\nAction3:output(math2)", False),
        ("Step1:航天彩**人*股*限公司拥有哪些证书？\nAction1:Retrieval(s=s1:企业[`航天彩**人*股*限公司`], p=p1:拥有证书, o=o1:证书)\nStep2:Step1中的证书一共有多少个？\nAction2:Math(content=[`o1`], target=`航天彩**人*股*限公司拥有的证书数量`)->math2\nStep3:输出math2\nAction3:output(math2)", True),
    ],
    "12": [
        ("Step1:穆**的年龄是多少？\nAction1:Retrieval(s=s1:人物[`穆**`], p=p1:年龄, o=o1:数字)\nStep2:祁**的年龄是多少？\nAction2:Retrieval(s=s2:人物[`祁**`], p=p2:年龄, o=o2:数字)\nStep3:比较两人的年龄\nAction3:Math(content=[`o1`,`o2`], target=`谁的年龄更大`)->math3\nStep4:输出math3\nAction4:output(math3)", False),
        ("Step1:穆**的年龄是多少？\nAction1:Retrieval(s=s1:自然人[`穆**`], p=p1:年龄, o=o1:数字)\nStep2:祁**的年龄是多少？\nAction2:Retrieval(s=s2:自然人[`祁**`], p=p2:年龄, o=o2:数字)\nStep3:根据Step1和Step2的结果，比较穆**和祁**谁的年龄更大\nAction3:Math(content=[`o1`,`o2`], target=`穆**和祁**中年龄更大的人`)->math3", True),
    ],
    "13": [
        ("Step1:Which companies is 蓝* a shareholder of?\nAction1:Retrieval(s=s1:Person[`蓝*`], p=p1:shareholderOf, o=o1:Company)\nStep2:Output o1\nAction2:output(o1)", False),
        ("Step1:Which companies does 蓝* hold shares in?\nAction1:Retrieval(s=s1:Person[`蓝*`], p=p1:holdShare, o=o1:Company)\nStep2:Output the companies retrieved in Step1\nAction2:output(o1)", True),
    ],
}


# ----------------------------------------------------------------------------- assemble and check
def build(tag, qs, gold, plans):
    questions, plan_rows = [], []
    assert set(gold) == {n for n, *_ in qs} == set(plans), tag
    for n, text, shape, lang in qs:
        qid = "plan-r20-%s-%s" % (tag, n)
        ans = gold[n]
        assert isinstance(ans, list) and all(isinstance(a, str) and a for a in ans)
        assert len(ans) == len(set(ans)), (qid, ans)
        if shape == "absent":
            assert ans == [], qid
        else:
            assert ans, qid
        questions.append({"id": qid, "question": text, "answer": ans, "shape": shape, "lang": lang})
        attempts = plans[n]
        assert 2 <= len(attempts) <= 3, qid
        assert sum(1 for _, last in attempts if last) == 1, qid
        assert len({p for p, _ in attempts}) == len(attempts), qid
        for i, (plan, last) in enumerate(attempts, 1):
            assert "Action1" in plan, (qid, i)
            plan_rows.append({"id": "%s#%d" % (qid, i), "qid": qid, "question": text,
                              "plan": plan, "last": last})
    return questions, plan_rows


ALLOWED_AQ = {"get_spo", "get", "count", "sort", "compare"}
ALLOWED_RM = {"Retrieval", "Math", "output", "Deduce"}


def check_actions(rows, allowed):
    import re
    for r in rows:
        acts = set(re.findall(r"Action\d+:\s*(\w+)\(", r["plan"]))
        assert acts and acts <= allowed, (r["id"], acts)


def main():
    os.makedirs(OUT, exist_ok=True)
    sets = [
        ("aq", "affairqa", AQ_Q, aq_gold(), AQ_P, ALLOWED_AQ),
        ("sc", "supplychain", SC_Q, sc_gold(), SC_P, ALLOWED_RM),
        ("rm", "riskmining", RM_Q, rm_gold(), RM_P, ALLOWED_RM),
    ]
    shapes, langs, nplans = collections.Counter(), collections.Counter(), 0
    for tag, name, qs, gold, plans, allowed in sets:
        questions, plan_rows = build(tag, qs, gold, plans)
        check_actions(plan_rows, allowed)
        for q in questions:
            shapes[q["shape"]] += 1
            langs[(name, q["lang"])] += 1
        nplans += len(plan_rows)
        for suffix, data in (("questions", questions), ("plans", plan_rows)):
            path = os.path.join(OUT, "r20-%s-%s.json" % (name, suffix))
            with open(path, "w", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
        print("%-12s %2d questions %3d plans" % (name, len(questions), len(plan_rows)))
    assert shapes == {"property": 18, "relation": 10, "two_hop": 8, "aggregate": 6,
                      "compare": 4, "absent": 4}, shapes
    assert langs == {("affairqa", "zh"): 20, ("affairqa", "en"): 4, ("supplychain", "en"): 7,
                     ("supplychain", "zh"): 6, ("riskmining", "en"): 7, ("riskmining", "zh"): 6}, langs
    print("shapes", dict(shapes))
    print("plans", nplans, "->", OUT)


if __name__ == "__main__":
    main()
