#!/usr/bin/env python3
"""Round 21 held-out plan benchmark: questions + KAG-planner-style logical forms.

Writes six files into ../plans/ (relative to this script), whatever the cwd:
  r21-affairqa-questions.json    r21-affairqa-plans.json      (get_spo / get style)
  r21-supplychain-questions.json r21-supplychain-plans.json   (Retrieval / Math / Deduce / output style)
  r21-riskmining-questions.json  r21-riskmining-plans.json    (Retrieval / Math / Deduce / output style)

Gold answers are computed here with the csv module over the raw source tables
(exact cell strings; counts/sums as plain number strings).  Every lookup asserts
that the named entity is present, unique (or that all its rows agree), has no
near-duplicate name in its table, and that the answer cell is neither empty nor
a placeholder.  Questions of shape "no-answer" assert that the entity exists but
the tables hold no value for it (gold: []).

Plans imitate what KAG's planner emits at run time: own-word predicates and type
names, variation between attempts, and exactly one plan per question with
"last": true (the one KAG would answer from).  Plans are plain string literals.
"""
import csv
import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "plans"


def _datasets_root():
    cands = []
    if os.environ.get("KAG_DATASETS"):
        cands.append(Path(os.environ["KAG_DATASETS"]))
    cands.append(Path("/work/shared/datasets"))
    cands.append(HERE.parents[3] / "shared" / "datasets")
    for c in cands:
        if (c / "kag-affairqa" / "sources").is_dir():
            return c
    sys.exit("r21_plans.py: cannot find the kag datasets (tried %s)" % ", ".join(map(str, cands)))


DS = _datasets_root()
AQ = "kag-affairqa/sources/"
SC = "kag-supplychain/sources/"
RM = "kag-riskmining/sources/"

# ----------------------------------------------------------------------------
# gold helpers
# ----------------------------------------------------------------------------
_cache = {}
PLACEHOLDERS = {"", "无", "1899-12-30", "9.13E+17", "UNKNOWN", "null", "NULL", "None", "nan", "-"}


def table(rel):
    if rel not in _cache:
        with open(DS / rel, encoding="utf-8-sig", newline="") as f:
            rows = list(csv.reader(f))
        _cache[rel] = (rows[0], rows[1:])
    return _cache[rel]


def ci(rel, colname):
    """Index of the first column with that header (旅行社.csv repeats licenseNumber)."""
    return table(rel)[0].index(colname)


def norm(s):
    return re.sub(r"[\s\-—–·.()（）【】\[\]?？,，、\"'“”]", "", s).lower()


AQ_TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点", "旅行社", "行政区", "许可证"]


# Hierarchical ids ("商品化工-橡胶" under "商品化工") and numeric ids ("0" in "10")
# contain one another by design: there only a key equal after normalisation counts
# as a near-duplicate; names are also checked for containment either way.
HIERARCHICAL = {"kag-supplychain/sources/Product.csv"}


def entity_rows(rel, keycol, key):
    """Rows whose keycol equals key; asserts presence and no near-duplicate names."""
    h, rows = table(rel)
    i = h.index(keycol)
    hit = [r for r in rows if r[i] == key]
    assert hit, (rel, key, "entity not found")
    nk = norm(key)
    if rel in HIERARCHICAL or keycol != "name":
        near = sorted({r[i] for r in rows if r[i] != key and norm(r[i]) == nk})
    else:
        near = sorted({r[i] for r in rows if r[i] != key and norm(r[i])
                       and (nk in norm(r[i]) or norm(r[i]) in nk)})
    assert not near, (rel, key, "near-duplicate names", near[:5])
    if rel.startswith(AQ):  # the same name must not also name a row of another AffairQA table
        for t in AQ_TABLES:
            other = AQ + t + ".csv"
            if other != rel:
                assert not any(r[0] == key for r in table(other)[1]), (rel, key, "also in", other)
    return hit


def cell(rel, keycol, key, colname, empty=False):
    hit = entity_rows(rel, keycol, key)
    j = ci(rel, colname)
    vals = {r[j] for r in hit}
    assert len(vals) == 1, (rel, key, colname, "rows disagree", vals)
    v = vals.pop()
    if empty:
        assert v.strip() == "", (rel, key, colname, "expected empty", v)
        return None
    assert v.strip() and v.strip() not in PLACEHOLDERS, (rel, key, colname, "empty/placeholder", v)
    return v


def multi(rel, keycol, key, colname):
    """A comma-separated multi-value cell, split; asserts no repeated values."""
    vals = cell(rel, keycol, key, colname).split(",")
    assert len(vals) == len(set(vals)), (rel, key, colname, "repeated values", vals)
    assert all(v.strip() for v in vals)
    return vals


def where(rel, **eq):
    h, rows = table(rel)
    idx = {k: h.index(k) for k in eq}
    return [r for r in rows if all(r[idx[k]] == v for k, v in eq.items())]


def num(s):
    f = float(s)
    return str(int(f)) if f == int(f) else repr(f)


def argmax(pairs):
    """pairs: [(name, value)], returns [name] of the unique maximum."""
    best = max(v for _, v in pairs)
    names = [n for n, v in pairs if v == best]
    assert len(names) == 1, ("tie", pairs)
    return names


# ---- AffairQA golds ---------------------------------------------------------
GS = AQ + "加油站.csv"
LIC = AQ + "许可证.csv"
REG = AQ + "行政区.csv"
SCH = AQ + "学校.csv"


def station_licence(name):
    lic = cell(GS, "name", name, "businessLicense")
    assert len(where(GS, businessLicense=lic)) == 1, (name, lic, "licence shared by several stations")
    entity_rows(LIC, "name", lic)
    return lic


def aq_licence_date(station, col):
    return [cell(LIC, "name", station_licence(station), col)]


def aq_county_level(station):
    county = cell(GS, "name", station, "county")
    return [cell(REG, "name", county, "label")]


def aq_count_stations_in(county):
    h, rows = table(GS)
    j = h.index("county")
    near = {r[j] for r in rows if r[j] != county and norm(county[:-1]) in norm(r[j])}
    assert not near, ("county spelled differently", near)
    n = len(where(GS, county=county))
    assert n > 0
    return [str(n)]


def aq_sum(rel, pairs):
    return [num(sum(float(cell(rel, "name", k, c)) for k, c in pairs))]


def aq_max(rel, names, col):
    return argmax([(n, float(cell(rel, "name", n, col))) for n in names])


# ---- SupplyChain golds -----------------------------------------------------
SCC = SC + "Company.csv"
SCP = SC + "Person.csv"
SCPR = SC + "Product.csv"
SCE = SC + "ProductChainEvent.csv"
SCF = SC + "Company_fundTrans_Company.csv"


def sc_company_id(name):
    cid = cell(SCC, "name", name, "id")
    assert cid not in {r[0] for r in table(SC + "CompanyUpdate.csv")[1]}, (name, "has a CompanyUpdate row")
    return cid


def sc_products(company):
    sc_company_id(company)
    return multi(SCC, "name", company, "product")


def sc_product_industry(product):
    return [cell(SCPR, "id", product, "belongToIndustry")]


def sc_one(vals):
    assert len(vals) == 1, vals
    return vals[0]


def sc_fund_sum_out(company):
    cid = sc_company_id(company)
    rows = where(SCF, srcId=cid)
    assert rows
    return [str(sum(int(r[ci(SCF, "transAmt")]) for r in rows))]


def sc_fund_count_in(company):
    cid = sc_company_id(company)
    rows = where(SCF, dstId=cid)
    assert rows
    return [str(len(rows))]


def sc_older(a, b):
    return argmax([(a, int(cell(SCP, "name", a, "age"))), (b, int(cell(SCP, "name", b, "age")))])


def sc_no_certno(person):
    entity_rows(SCP, "name", person)
    assert "certNo" not in table(SCP)[0]
    return []


# ---- RiskMining golds -----------------------------------------------------
RP = RM + "Person.csv"
RA = RM + "App.csv"
RC = RM + "Company.csv"
RT = RM + "Person_fundTrans_Person.csv"
RHC = RM + "Person_hasCert_Cert.csv"
RHD = RM + "Person_hasDevice_Device.csv"
RD = RM + "Device.csv"


def rm_pid(name):
    return cell(RP, "name", name, "id")


def rm_name(pid):
    return cell(RP, "id", pid, "name")


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def rm_recipients(name):
    pid = rm_pid(name)
    return uniq(r[1] for r in where(RT, src=pid))


def rm_certs(name):
    pid = rm_pid(name)
    return uniq(r[1] for r in where(RHC, src=pid))


def rm_cert_exists(cert):
    assert where(RM + "Cert.csv", certNum=cert), cert
    return cert


def rm_device_umid(name):
    devs = uniq(r[1] for r in where(RHD, src=rm_pid(name)))
    assert len(devs) == 1, devs
    return [cell(RD, "id", devs[0], "umid")]


def rm_apps_using_certs_of(name):
    certs = rm_certs(name)
    assert certs
    apps = [r[0] for r in table(RA)[1] if r[ci(RA, "useCert")] in certs]
    assert apps and len(apps) == len(set(apps))
    return apps


def rm_age_of_senders_to(name):
    pid = rm_pid(name)
    senders = uniq(r[0] for r in where(RT, dst=pid))
    assert len(senders) == 1, senders
    return [cell(RP, "id", senders[0], "age")]


def rm_avg_age_of_recipients(name):
    ages = [int(cell(RP, "id", p, "age")) for p in rm_recipients(name)]
    return [num(sum(ages) / len(ages))]


def rm_older(a, b):
    return argmax([(a, int(cell(RP, "name", a, "age"))), (b, int(cell(RP, "name", b, "age")))])


def rm_no_cert(name):
    assert rm_certs(name) == []
    return []


# ----------------------------------------------------------------------------
# questions and plans
# ----------------------------------------------------------------------------
AFFAIRQA = [
    dict(q="What is the phone number of 杭州真好中医诊所?", shape="property", lang="en",
         gold=lambda: [cell(AQ + "医疗机构.csv", "name", "杭州真好中医诊所", "phoneNumber")],
         plans=[
             ("""Step1: Find the contact number of 杭州真好中医诊所
Action1: get_spo(s=s1:Entity[杭州真好中医诊所] ,p=p1:contact number,o=o1:Entity ,sub_query=Find the contact number of 杭州真好中医诊所)
Step2: output `What is the phone number of 杭州真好中医诊所?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the phone number of 杭州真好中医诊所?` answer:)""", False),
             ("""Step1: 查询杭州真好中医诊所的联系电话
Action1: get_spo(s=s1:医疗机构[杭州真好中医诊所] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询杭州真好中医诊所的联系电话  )
Step2: output `What is the phone number of 杭州真好中医诊所?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the phone number of 杭州真好中医诊所?` answer:)""", True),
         ]),
    dict(q="三门县道教协会的登记证号是什么？", shape="property", lang="zh",
         gold=lambda: [cell(AQ + "协会.csv", "name", "三门县道教协会", "registrationCertificateNumber")],
         plans=[
             ("""Step1: 查询三门县道教协会的登记证号
Action1: get_spo(s=s1:协会[三门县道教协会] ,p=p1:登记证号,o=o1:Entity ,sub_query=查询三门县道教协会的登记证号)
Step2: output `三门县道教协会的登记证号是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `三门县道教协会的登记证号是什么？` answer:)""", True),
             ("""Step1: 查询三门县道教协会的社团登记证书编号
Action1: get_spo(s=s1:Entity[三门县道教协会] ,p=p1:社团登记证书编号,o=o1:Entity ,sub_query= 查询三门县道教协会的社团登记证书编号  )
Step2: output `三门县道教协会的登记证号是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `三门县道教协会的登记证号是什么？` answer:)""", False),
             ("""Step1: 查询三门县道教协会的登记机关
Action1: get_spo(s=s1:Entity[三门县道教协会] ,p=p1:登记机关,o=o1:Entity ,sub_query=查询三门县道教协会的登记机关)
Step2: 在登记机关处查询该协会的登记证号
Action2: get_spo(s=o1:Entity ,p=p2:登记证号,o=o2:Entity ,sub_query=在登记机关处查询该协会的登记证号)
Step3: 输出登记证号
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=输出登记证号)""", False),
         ]),
    dict(q="浙江道教学院是在哪一天成立的？", shape="property", lang="zh",
         gold=lambda: [cell(SCH, "name", "浙江道教学院", "establishmentDate")],
         plans=[
             ("""Step1: 查询浙江道教学院的创办时间
Action1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:创办时间,o=o1:Entity ,sub_query=查询浙江道教学院的创办时间  )
Step2: output `浙江道教学院是在哪一天成立的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院是在哪一天成立的？` answer:)""", False),
             ("""Step1: 查询浙江道教学院的成立日期
Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询浙江道教学院的成立日期)
Step2: output `浙江道教学院是在哪一天成立的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院是在哪一天成立的？` answer:)""", True),
         ]),
    dict(q="台州市椒江区万兴寺的建筑面积是多少？", shape="property", lang="zh",
         gold=lambda: [cell(AQ + "宗教场所.csv", "name", "台州市椒江区万兴寺", "buildingArea")],
         plans=[
             ("""Step1: 查询台州市椒江区万兴寺的占地面积
Action1: get_spo(s=s1:宗教场所[台州市椒江区万兴寺] ,p=p1:占地面积,o=o1:Entity ,sub_query=查询台州市椒江区万兴寺的占地面积  )
Step2: output `台州市椒江区万兴寺的建筑面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `台州市椒江区万兴寺的建筑面积是多少？` answer:)""", False),
             ("""Step1: 查询台州市椒江区万兴寺的建筑面积
Action1: get_spo(s=s1:Entity[台州市椒江区万兴寺] ,p=p1:建筑面积,o=o1:Entity ,sub_query=查询台州市椒江区万兴寺的建筑面积  )
Step2: output `台州市椒江区万兴寺的建筑面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `台州市椒江区万兴寺的建筑面积是多少？` answer:)""", True),
         ]),
    dict(q="What rating level does the scenic spot 龙坞茶镇景区 have?", shape="property", lang="en",
         gold=lambda: [cell(AQ + "旅游景点.csv", "name", "龙坞茶镇景区", "level")],
         plans=[
             ("""Step1: Query the rating of 龙坞茶镇景区
Action1: get_spo(s=s1:Entity[龙坞茶镇景区] ,p=p1:rating,o=o1:Entity ,sub_query=Query the rating of 龙坞茶镇景区)
Step2: output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:)""", False),
             ("""Step1: 查询龙坞茶镇景区的A级景区等级
Action1: get_spo(s=s1:TouristAttraction[龙坞茶镇景区] ,p=p1:A级景区等级,o=o1:Entity ,sub_query=查询龙坞茶镇景区的A级景区等级  )
Step2: output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:)""", False),
             ("""Step1: 查询龙坞茶镇景区的级别
Action1: get_spo(s=s1:旅游景点[龙坞茶镇景区] ,p=p1:级别,o=o1:Entity ,sub_query=查询龙坞茶镇景区的级别)
Step2: output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What rating level does the scenic spot 龙坞茶镇景区 have?` answer:)""", True),
         ]),
    dict(q="温州市绿洲旅行社有限公司的传真号码是多少？", shape="property", lang="zh",
         gold=lambda: [cell(AQ + "旅行社.csv", "name", "温州市绿洲旅行社有限公司", "faxNumber")],
         plans=[
             ("""Step1: 查询温州市绿洲旅行社有限公司的传真号码
Action1: get_spo(s=s1:Entity[温州市绿洲旅行社有限公司] ,p=p1:传真号码,o=o1:Entity ,sub_query=查询温州市绿洲旅行社有限公司的传真号码)
Step2: output `温州市绿洲旅行社有限公司的传真号码是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `温州市绿洲旅行社有限公司的传真号码是多少？` answer:)""", True),
             ("""Step1: 查询温州市绿洲旅行社有限公司的传真
Action1: get_spo(s=s1:旅行社[温州市绿洲旅行社有限公司] ,p=p1:传真,o=o1:Entity ,sub_query= 查询温州市绿洲旅行社有限公司的传真  )
Step2: output `温州市绿洲旅行社有限公司的传真号码是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `温州市绿洲旅行社有限公司的传真号码是多少？` answer:)""", False),
         ]),
    dict(q="许可证201609020001J的失效日期是哪天？", shape="property", lang="zh",
         gold=lambda: [cell(LIC, "name", "201609020001J", "invalidDate")],
         plans=[
             ("""Step1: 查询许可证201609020001J的有效期截止日期
Action1: get_spo(s=s1:Entity[201609020001J] ,p=p1:有效期至,o=o1:Entity ,sub_query=查询许可证201609020001J的有效期截止日期  )
Step2: output `许可证201609020001J的失效日期是哪天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201609020001J的失效日期是哪天？` answer:)""", False),
             ("""Step1: 查询许可证201609020001J的失效日期
Action1: get_spo(s=s1:许可证[201609020001J] ,p=p1:失效日期,o=o1:Entity ,sub_query=查询许可证201609020001J的失效日期  )
Step2: output `许可证201609020001J的失效日期是哪天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证201609020001J的失效日期是哪天？` answer:)""", True),
         ]),
    dict(q="宁波新捷公运天然气有限公司的负责人是谁？", shape="property", lang="zh",
         gold=lambda: [cell(GS, "name", "宁波新捷公运天然气有限公司", "manager")],
         plans=[
             ("""Step1: 查询宁波新捷公运天然气有限公司的站长
Action1: get_spo(s=s1:加油站[宁波新捷公运天然气有限公司] ,p=p1:站长,o=o1:Entity ,sub_query=查询宁波新捷公运天然气有限公司的站长)
Step2: output `宁波新捷公运天然气有限公司的负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波新捷公运天然气有限公司的负责人是谁？` answer:)""", False),
             ("""Step1: 查询宁波新捷公运天然气有限公司的负责人
Action1: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p1:负责人,o=o1:Entity ,sub_query=查询宁波新捷公运天然气有限公司的负责人  )
Step2: output `宁波新捷公运天然气有限公司的负责人是谁？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波新捷公运天然气有限公司的负责人是谁？` answer:)""", True),
             ("""Step1: 查询宁波新捷公运天然气有限公司的官方网站
Action1: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p1:官方网站,o=o1:Entity ,sub_query= 查询宁波新捷公运天然气有限公司的官方网站)
Step2: 在官网查找负责人信息
Action2: get_spo(s=o1:Entity ,p=p2:负责人,o=o2:Entity ,sub_query= 在官网查找负责人信息)
Step3: 输出负责人
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出负责人)""", False),
         ]),
    dict(q="舟山市属于哪一级行政区？", shape="property", lang="zh",
         gold=lambda: [cell(REG, "name", "舟山市", "label")],
         plans=[
             ("""Step1: 查询舟山市的行政层级
Action1: get_spo(s=s1:Entity[舟山市] ,p=p1:行政层级,o=o1:Entity ,sub_query=查询舟山市的行政层级)
Step2: output `舟山市属于哪一级行政区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `舟山市属于哪一级行政区？` answer:)""", False),
             ("""Step1: 查询舟山市的行政区划级别
Action1: get_spo(s=s1:行政区[舟山市] ,p=p1:行政区划级别,o=o1:Entity ,sub_query=查询舟山市的行政区划级别  )
Step2: output `舟山市属于哪一级行政区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `舟山市属于哪一级行政区？` answer:)""", True),
         ]),
    dict(q="桐乡市中国石化经营有限公司西浜加油加气站的成立日期是哪一天？", shape="property", lang="zh",
         gold=lambda: [cell(GS, "name", "桐乡市中国石化经营有限公司西浜加油加气站", "buildTime")],
         plans=[
             ("""Step1: 查询桐乡市中国石化经营有限公司西浜加油加气站的成立日期
Action1: get_spo(s=s1:Entity[桐乡市中国石化经营有限公司西浜加油加气站] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询桐乡市中国石化经营有限公司西浜加油加气站的成立日期  )
Step2: output `桐乡市中国石化经营有限公司西浜加油加气站的成立日期是哪一天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡市中国石化经营有限公司西浜加油加气站的成立日期是哪一天？` answer:)""", True),
             ("""Step1: 查询桐乡市中国石化经营有限公司西浜加油加气站的建站时间
Action1: get_spo(s=s1:加油站[桐乡市中国石化经营有限公司西浜加油加气站] ,p=p1:建站时间,o=o1:Entity ,sub_query=查询桐乡市中国石化经营有限公司西浜加油加气站的建站时间)
Step2: output `桐乡市中国石化经营有限公司西浜加油加气站的成立日期是哪一天？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡市中国石化经营有限公司西浜加油加气站的成立日期是哪一天？` answer:)""", False),
         ]),
    dict(q="浙江工业大学之江学院医务室的服务人群是什么？", shape="property", lang="zh",
         gold=lambda: [cell(AQ + "医疗机构.csv", "name", "浙江工业大学之江学院医务室", "servicePopulation")],
         plans=[
             ("""Step1: 查询浙江工业大学之江学院医务室的服务对象
Action1: get_spo(s=s1:Entity[浙江工业大学之江学院医务室] ,p=p1:服务对象,o=o1:Entity ,sub_query=查询浙江工业大学之江学院医务室的服务对象  )
Step2: output `浙江工业大学之江学院医务室的服务人群是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江工业大学之江学院医务室的服务人群是什么？` answer:)""", False),
             ("""Step1: 查询浙江工业大学之江学院医务室的服务人群
Action1: get_spo(s=s1:医疗机构[浙江工业大学之江学院医务室] ,p=p1:服务人群,o=o1:Entity ,sub_query=查询浙江工业大学之江学院医务室的服务人群)
Step2: output `浙江工业大学之江学院医务室的服务人群是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江工业大学之江学院医务室的服务人群是什么？` answer:)""", True),
         ]),
    dict(q="浙江交投新能源投资有限公司海宁分公司持有的经营许可证是哪一张？", shape="relation", lang="zh",
         gold=lambda: [station_licence("浙江交投新能源投资有限公司海宁分公司")],
         plans=[
             ("""Step1: 查询浙江交投新能源投资有限公司海宁分公司持有的经营许可证
Action1: get_spo(s=s1:加油站[浙江交投新能源投资有限公司海宁分公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询浙江交投新能源投资有限公司海宁分公司持有的经营许可证)
Step2: output `浙江交投新能源投资有限公司海宁分公司持有的经营许可证是哪一张？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江交投新能源投资有限公司海宁分公司持有的经营许可证是哪一张？` answer:)""", True),
             ("""Step1: 查询浙江交投新能源投资有限公司海宁分公司的许可证
Action1: get_spo(s=s1:Entity[浙江交投新能源投资有限公司海宁分公司] ,p=p1:持有许可证,o=o1:Entity ,sub_query= 查询浙江交投新能源投资有限公司海宁分公司的许可证  )
Step2: output `浙江交投新能源投资有限公司海宁分公司持有的经营许可证是哪一张？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江交投新能源投资有限公司海宁分公司持有的经营许可证是哪一张？` answer:)""", False),
         ]),
    dict(q="黄岩西城锡祚宫位于哪个区县？", shape="relation", lang="zh",
         gold=lambda: [cell(AQ + "宗教场所.csv", "name", "黄岩西城锡祚宫", "county")],
         plans=[
             ("""Step1: 查询黄岩西城锡祚宫所在的行政区
Action1: get_spo(s=s1:Entity[黄岩西城锡祚宫] ,p=p1:位于,o=o1:行政区 ,sub_query=查询黄岩西城锡祚宫所在的行政区  )
Step2: output `黄岩西城锡祚宫位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `黄岩西城锡祚宫位于哪个区县？` answer:)""", False),
             ("""Step1: 查询黄岩西城锡祚宫的所在区县
Action1: get_spo(s=s1:宗教场所[黄岩西城锡祚宫] ,p=p1:所在区县,o=o1:Entity ,sub_query=查询黄岩西城锡祚宫的所在区县)
Step2: output `黄岩西城锡祚宫位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `黄岩西城锡祚宫位于哪个区县？` answer:)""", True),
         ]),
    dict(q="洞头景区位于哪个城市？", shape="relation", lang="zh",
         gold=lambda: [cell(AQ + "旅游景点.csv", "name", "洞头景区", "city")],
         plans=[
             ("""Step1: 查询洞头景区所在的城市
Action1: get_spo(s=s1:Entity[洞头景区] ,p=p1:所在城市,o=o1:Entity ,sub_query=查询洞头景区所在的城市  )
Step2: output `洞头景区位于哪个城市？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `洞头景区位于哪个城市？` answer:)""", True),
             ("""Step1: 查询洞头景区所属的地级市
Action1: get_spo(s=s1:旅游景点[洞头景区] ,p=p1:所属地级市,o=o1:行政区 ,sub_query=查询洞头景区所属的地级市)
Step2: output `洞头景区位于哪个城市？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `洞头景区位于哪个城市？` answer:)""", False),
             ("""Step1: 查询洞头景区的地址
Action1: get_spo(s=s1:Entity[洞头景区] ,p=p1:地址,o=o1:Entity ,sub_query= 查询洞头景区的地址)
Step2: 根据地址确定所在城市
Action2: get_spo(s=o1:Entity ,p=p2:所在城市,o=o2:Entity ,sub_query= 根据地址确定所在城市)
Step3: 输出所在城市
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出所在城市)""", False),
         ]),
    dict(q="桐乡运河加气站所持经营许可证的失效日期是什么时候？", shape="two-hop", lang="zh",
         gold=lambda: aq_licence_date("桐乡运河加气站", "invalidDate"),
         plans=[
             ("""Step1: 查询桐乡运河加气站的经营许可证
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:经营许可证,o=o1:Entity ,sub_query=查询桐乡运河加气站的经营许可证)
Step2: output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:)""", False),
             ("""Step1: 查询桐乡运河加气站持有的经营许可证
Action1: get_spo(s=s1:加油站[桐乡运河加气站] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询桐乡运河加气站持有的经营许可证)
Step2: 查询该经营许可证的失效日期
Action2: get_spo(s=o1:许可证 ,p=p2:失效日期,o=o2:Entity ,sub_query=查询该经营许可证的失效日期)
Step3: output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:)""", True),
             ("""Step1: 查询桐乡运河加气站的许可证编号
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:许可证编号,o=o1:Entity ,sub_query= 查询桐乡运河加气站的许可证编号  )
Step2: 查询该许可证的有效期截止日期
Action2: get_spo(s=o1:Entity ,p=p2:有效期截止日期,o=o2:Entity ,sub_query= 查询该许可证的有效期截止日期  )
Step3: output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `桐乡运河加气站所持经营许可证的失效日期是什么时候？` answer:)""", False),
         ]),
    dict(q="When did the business licence held by 台州中润加气站有限公司 take effect?", shape="two-hop", lang="en",
         gold=lambda: aq_licence_date("台州中润加气站有限公司", "effectiveDate"),
         plans=[
             ("""Step1: Find the business licence held by 台州中润加气站有限公司
Action1: get_spo(s=s1:GasStation[台州中润加气站有限公司] ,p=p1:business licence,o=o1:License ,sub_query=Find the business licence held by 台州中润加气站有限公司)
Step2: Find the effective date of that licence
Action2: get_spo(s=o1:License ,p=p2:effective date,o=o2:Entity ,sub_query=Find the effective date of that licence)
Step3: output `When did the business licence held by 台州中润加气站有限公司 take effect?` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `When did the business licence held by 台州中润加气站有限公司 take effect?` answer:)""", True),
             ("""Step1: 查询台州中润加气站有限公司的经营许可证
Action1: get_spo(s=s1:Entity[台州中润加气站有限公司] ,p=p1:经营许可证,o=o1:Entity ,sub_query= 查询台州中润加气站有限公司的经营许可证  )
Step2: 查询该许可证的生效日期
Action2: get_spo(s=o1:Entity ,p=p2:生效日期,o=o2:Entity ,sub_query= 查询该许可证的生效日期  )
Step3: 输出生效日期
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出生效日期)""", False),
         ]),
    dict(q="宁波新捷公运天然气有限公司所在的区县是哪一级行政区？", shape="two-hop", lang="zh",
         gold=lambda: aq_county_level("宁波新捷公运天然气有限公司"),
         plans=[
             ("""Step1: 查询宁波新捷公运天然气有限公司所在的区县
Action1: get_spo(s=s1:Entity[宁波新捷公运天然气有限公司] ,p=p1:所在区县,o=o1:Entity ,sub_query=查询宁波新捷公运天然气有限公司所在的区县)
Step2: 查询该区县的行政区级别
Action2: get_spo(s=o1:Entity ,p=p2:行政区级别,o=o2:Entity ,sub_query=查询该区县的行政区级别)
Step3: output `宁波新捷公运天然气有限公司所在的区县是哪一级行政区？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波新捷公运天然气有限公司所在的区县是哪一级行政区？` answer:)""", False),
             ("""Step1: 查询宁波新捷公运天然气有限公司位于哪个县区
Action1: get_spo(s=s1:加油站[宁波新捷公运天然气有限公司] ,p=p1:所在县区,o=o1:行政区 ,sub_query=查询宁波新捷公运天然气有限公司位于哪个县区  )
Step2: 查询该县区属于哪种类型的行政区
Action2: get_spo(s=o1:行政区 ,p=p2:类型,o=o2:Entity ,sub_query=查询该县区属于哪种类型的行政区  )
Step3: output `宁波新捷公运天然气有限公司所在的区县是哪一级行政区？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `宁波新捷公运天然气有限公司所在的区县是哪一级行政区？` answer:)""", True),
         ]),
    dict(q="位于江北区的加油站一共有几家？", shape="aggregate", lang="zh",
         gold=lambda: aq_count_stations_in("江北区"),
         plans=[
             ("""Step1: 查询所在县区为江北区的加油站
Action1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:Entity[江北区] ,sub_query=查询所在县区为江北区的加油站)
Step2: 统计这些加油站的数量
Action2: count(alias_name=count1,set=s1,sub_query=统计这些加油站的数量)
Step3: output `位于江北区的加油站一共有几家？` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `位于江北区的加油站一共有几家？` answer:)""", True),
             ("""Step1: 查询江北区辖区内的加油站
Action1: get_spo(s=s1:行政区[江北区] ,p=p1:辖区内加油站,o=o1:加油站 ,sub_query= 查询江北区辖区内的加油站  )
Step2: 统计加油站数量
Action2: count(alias_name=count1,set=o1,sub_query= 统计加油站数量)
Step3: 输出统计结果
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query= 输出统计结果)""", False),
         ]),
    dict(q="嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐和液化天然气罐一共有多少个？", shape="aggregate", lang="zh",
         gold=lambda: aq_sum(GS, [("嘉善县中国石化经营有限公司站前路加气站", "gasCanCount"),
                                 ("嘉善县中国石化经营有限公司站前路加气站", "liquidGasCanCount")]),
         plans=[
             ("""Step1: 查询嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐个数
Action1: get_spo(s=s1:Entity[嘉善县中国石化经营有限公司站前路加气站] ,p=p1:压缩天然气罐个数,o=o1:Entity ,sub_query=查询嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐个数)
Step2: 查询嘉善县中国石化经营有限公司站前路加气站的液化天然气罐个数
Action2: get_spo(s=s1:Entity[嘉善县中国石化经营有限公司站前路加气站] ,p=p2:液化天然气罐个数,o=o2:Entity ,sub_query=查询嘉善县中国石化经营有限公司站前路加气站的液化天然气罐个数)
Step3: output `嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐和液化天然气罐一共有多少个？` answer:
Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐和液化天然气罐一共有多少个？` answer:)""", False),
             ("""Step1: 查询嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐数量
Action1: get_spo(s=s1:加油站[嘉善县中国石化经营有限公司站前路加气站] ,p=p1:压缩天然气罐数量,o=o1:Entity ,sub_query=查询嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐数量  )
Step2: 查询嘉善县中国石化经营有限公司站前路加气站的液化天然气罐数量
Action2: get_spo(s=s1:加油站[嘉善县中国石化经营有限公司站前路加气站] ,p=p2:液化天然气罐数量,o=o2:Entity ,sub_query=查询嘉善县中国石化经营有限公司站前路加气站的液化天然气罐数量  )
Step3: 计算两类储气罐的总个数
Action3: sum(o1,o2)->sum1
Step4: output `嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐和液化天然气罐一共有多少个？` answer:
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `嘉善县中国石化经营有限公司站前路加气站的压缩天然气罐和液化天然气罐一共有多少个？` answer:)""", True),
         ]),
    dict(q="杭州佛学院和中国佛学院普陀山学院的在校生数量加起来是多少？", shape="aggregate", lang="zh",
         gold=lambda: aq_sum(SCH, [("杭州佛学院", "studentCount"), ("中国佛学院普陀山学院", "studentCount")]),
         plans=[
             ("""Step1: 查询杭州佛学院的在校生数量
Action1: get_spo(s=s1:学校[杭州佛学院] ,p=p1:在校生数量,o=o1:Entity ,sub_query=查询杭州佛学院的在校生数量)
Step2: 查询中国佛学院普陀山学院的在校生数量
Action2: get_spo(s=s2:学校[中国佛学院普陀山学院] ,p=p2:在校生数量,o=o2:Entity ,sub_query=查询中国佛学院普陀山学院的在校生数量)
Step3: 计算两所学校在校生数量之和
Action3: sum(o1,o2)->sum1
Step4: output `杭州佛学院和中国佛学院普陀山学院的在校生数量加起来是多少？` answer:
Action4: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `杭州佛学院和中国佛学院普陀山学院的在校生数量加起来是多少？` answer:)""", True),
             ("""Step1: 查询杭州佛学院的学生人数
Action1: get_spo(s=s1:Entity[杭州佛学院] ,p=p1:学生人数,o=o1:Entity ,sub_query= 查询杭州佛学院的学生人数  )
Step2: 查询中国佛学院普陀山学院的学生人数
Action2: get_spo(s=s2:Entity[中国佛学院普陀山学院] ,p=p2:学生人数,o=o2:Entity ,sub_query= 查询中国佛学院普陀山学院的学生人数  )
Step3: output `杭州佛学院和中国佛学院普陀山学院的在校生数量加起来是多少？` answer:
Action3: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `杭州佛学院和中国佛学院普陀山学院的在校生数量加起来是多少？` answer:)""", False),
         ]),
    dict(q="Which has the larger total design storage, 桐乡运河加气站 or 台州中润加气站有限公司?", shape="compare", lang="en",
         gold=lambda: aq_max(GS, ["桐乡运河加气站", "台州中润加气站有限公司"], "totalDesignStorage"),
         plans=[
             ("""Step1: Query the total design storage of 桐乡运河加气站
Action1: get_spo(s=s1:GasStation[桐乡运河加气站] ,p=p1:total design storage,o=o1:Entity ,sub_query=Query the total design storage of 桐乡运河加气站)
Step2: Query the total design storage of 台州中润加气站有限公司
Action2: get_spo(s=s2:GasStation[台州中润加气站有限公司] ,p=p2:total design storage,o=o2:Entity ,sub_query=Query the total design storage of 台州中润加气站有限公司)
Step3: Compare the two total design storages to find which station is larger
Action3: compare(set=[o1,o2], op=max)""", True),
             ("""Step1: 查询桐乡运河加气站的总设计储量
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:总设计储量,o=o1:Entity ,sub_query= 查询桐乡运河加气站的总设计储量  )
Step2: 查询台州中润加气站有限公司的总设计储量
Action2: get_spo(s=s2:Entity[台州中润加气站有限公司] ,p=p2:总设计储量,o=o2:Entity ,sub_query= 查询台州中润加气站有限公司的总设计储量  )
Step3: output `Which has the larger total design storage, 桐乡运河加气站 or 台州中润加气站有限公司?` answer:
Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query=output `Which has the larger total design storage, 桐乡运河加气站 or 台州中润加气站有限公司?` answer:)""", False),
         ]),
    dict(q="浙江道教学院、杭州佛学院和浙江神学院中，哪所学校的教师人数最多？", shape="compare", lang="zh",
         gold=lambda: aq_max(SCH, ["浙江道教学院", "杭州佛学院", "浙江神学院"], "teacherCount"),
         plans=[
             ("""Step1: 查询所有宗教院校的教师人数
Action1: get_spo(s=s1:学校 ,p=p1:教师人数,o=o1:Entity ,sub_query=查询所有宗教院校的教师人数)
Step2: 按教师人数排序取最多的学校
Action2: sort(set=s1, orderby=o1, direction=max, limit=1)""", False),
             ("""Step1: 查询浙江道教学院的教师人数
Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:教师人数,o=o1:Entity ,sub_query=查询浙江道教学院的教师人数)
Step2: 查询杭州佛学院的教师人数
Action2: get_spo(s=s2:学校[杭州佛学院] ,p=p2:教师人数,o=o2:Entity ,sub_query=查询杭州佛学院的教师人数)
Step3: 查询浙江神学院的教师人数
Action3: get_spo(s=s3:学校[浙江神学院] ,p=p3:教师人数,o=o3:Entity ,sub_query=查询浙江神学院的教师人数)
Step4: 比较三所学校的教师人数，找出最多的一所
Action4: compare(set=[o1,o2,o3], op=max)""", True),
             ("""Step1: 查询浙江道教学院的专任教师数
Action1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:专任教师数,o=o1:Entity ,sub_query= 查询浙江道教学院的专任教师数  )
Step2: 查询杭州佛学院的专任教师数
Action2: get_spo(s=s2:Entity[杭州佛学院] ,p=p2:专任教师数,o=o2:Entity ,sub_query= 查询杭州佛学院的专任教师数  )
Step3: 查询浙江神学院的专任教师数
Action3: get_spo(s=s3:Entity[浙江神学院] ,p=p3:专任教师数,o=o3:Entity ,sub_query= 查询浙江神学院的专任教师数  )
Step4: 比较专任教师数
Action4: compare(set=[o1,o2,o3], op=max)""", False),
         ]),
    dict(q="杭州余杭中石化交通能源有限公司的经营许可证号是什么？", shape="no-answer", lang="zh",
         gold=lambda: cell(GS, "name", "杭州余杭中石化交通能源有限公司", "businessLicense", empty=True) or [],
         plans=[
             ("""Step1: 查询杭州余杭中石化交通能源有限公司的经营许可证号
Action1: get_spo(s=s1:Entity[杭州余杭中石化交通能源有限公司] ,p=p1:经营许可证号,o=o1:Entity ,sub_query=查询杭州余杭中石化交通能源有限公司的经营许可证号  )
Step2: output `杭州余杭中石化交通能源有限公司的经营许可证号是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州余杭中石化交通能源有限公司的经营许可证号是什么？` answer:)""", True),
             ("""Step1: 查询持证单位为杭州余杭中石化交通能源有限公司的许可证
Action1: get_spo(s=s1:许可证 ,p=p1:持证单位,o=o1:Entity[杭州余杭中石化交通能源有限公司] ,sub_query= 查询持证单位为杭州余杭中石化交通能源有限公司的许可证)
Step2: 输出许可证编号
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query= 输出许可证编号)""", False),
         ]),
    dict(q="杭州吴佳口腔门诊部有限公司的服务人群是什么？", shape="no-answer", lang="zh",
         gold=lambda: cell(AQ + "医疗机构.csv", "name", "杭州吴佳口腔门诊部有限公司", "servicePopulation", empty=True) or [],
         plans=[
             ("""Step1: 查询杭州吴佳口腔门诊部有限公司的服务人群
Action1: get_spo(s=s1:Entity[杭州吴佳口腔门诊部有限公司] ,p=p1:服务人群,o=o1:Entity ,sub_query=查询杭州吴佳口腔门诊部有限公司的服务人群)
Step2: output `杭州吴佳口腔门诊部有限公司的服务人群是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州吴佳口腔门诊部有限公司的服务人群是什么？` answer:)""", False),
             ("""Step1: 查询杭州吴佳口腔门诊部有限公司的服务对象
Action1: get_spo(s=s1:医疗机构[杭州吴佳口腔门诊部有限公司] ,p=p1:服务对象,o=o1:Entity ,sub_query=查询杭州吴佳口腔门诊部有限公司的服务对象  )
Step2: output `杭州吴佳口腔门诊部有限公司的服务人群是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州吴佳口腔门诊部有限公司的服务人群是什么？` answer:)""", True),
         ]),
]

SUPPLYCHAIN = [
    dict(q="How old is 尤**?", shape="property", lang="en",
         gold=lambda: [cell(SCP, "name", "尤**", "age")],
         plans=[
             ("""Step1:How old is 尤**?
Action1:Retrieval(s=s1:Person[`尤**`], p=p1:age, o=o1:Integer)
Step2:Output the age of 尤**
Action2:output(o1)""", False),
             ("""Step1:What is the age of the natural person 尤**?
Action1:Retrieval(s=s1:NaturalPerson[`尤**`], p=p1:Age, o=o1:Number)
Step2:What is the final answer from Step1?
Action2:output(o1)""", True),
         ]),
    dict(q="禹**的年龄是多少？", shape="property", lang="zh",
         gold=lambda: [cell(SCP, "name", "禹**", "age")],
         plans=[
             ("""Step1:查询禹**的年龄
Action1:Retrieval(s=s1:自然人[`禹**`], p=p1:年龄, o=o1:数字)
Output:输出o1
Action2:output(o1)""", True),
             ("""Step1:禹**今年多少岁？
Action1:Retrieval(s=s1:人物[`禹**`], p=p1:岁数, o=o1)
Step2:输出o1
Action2:output(o1)""", False),
         ]),
    dict(q="产业链事件“顺丁橡胶成本上涨”的指标是什么？", shape="property", lang="zh",
         gold=lambda: [cell(SCE, "name", "顺丁橡胶成本上涨", "index")],
         plans=[
             ("""Step1:查询产业链事件顺丁橡胶成本上涨的指标
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:指标, o=o1:指标)
Step2:输出o1
Action2:output(o1)""", True),
             ("""Step1:顺丁橡胶成本上涨这个事件涉及哪个指标？
Action1:Retrieval(s=s1:事件[`顺丁橡胶成本上涨`], p=p1:涉及指标, o=o1)
Output:输出o1
Action2:output(o1)""", False),
             ("""Step1:顺丁橡胶成本上涨事件的趋势是什么？
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:趋势, o=o1:趋势)
Step2:顺丁橡胶成本上涨事件对应的指标是什么？
Action2:Retrieval(s=s1, p=p2:指标, o=o2:指标)
Step3:输出o2
Action3:output(o2)""", False),
         ]),
    dict(q="What product does 建发***资**有公司 operate?", shape="relation", lang="en",
         gold=lambda: sc_products("建发***资**有公司"),
         plans=[
             ("""Step1:What is the main product of 建发***资**有公司?
Action1:Retrieval(s=s1:Company[`建发***资**有公司`], p=p1:mainProduct, o=o1:Product)
Step2:Output o1
Action2:output(o1)""", False),
             ("""Step1:Which products does the enterprise 建发***资**有公司 operate?
Action1:Retrieval(s=s1:Enterprise[`建发***资**有公司`], p=p1:operatesProduct, o=o1:Product)
Step2:What is the final answer from Step1?
Action2:output(o1)""", True),
         ]),
    dict(q="产品“商品化工-橡胶”属于哪个产业？", shape="relation", lang="zh",
         gold=lambda: sc_product_industry("商品化工-橡胶"),
         plans=[
             ("""Step1:查询产品商品化工-橡胶所属的产业
Action1:Retrieval(s=s1:产品[`商品化工-橡胶`], p=p1:所属产业, o=o1:产业)
Step2:输出o1
Action2:output(o1)""", True),
             ("""Step1:商品化工-橡胶的上位产品是什么？
Action1:Retrieval(s=s1:产品[`商品化工-橡胶`], p=p1:上位产品, o=o1:产品)
Step2:该上位产品属于哪个行业？
Action2:Retrieval(s=o1, p=p2:所属行业, o=o2:产业)
Step3:输出o2
Action3:output(o2)""", False),
         ]),
    dict(q="Which company is 尤** the legal representative of?", shape="relation", lang="en",
         gold=lambda: multi(SCP, "name", "尤**", "legalRepresentative"),
         plans=[
             ("""Step1:Which companies is 尤** the legal representative of?
Action1:Retrieval(s=s1:Person[`尤**`], p=p1:legalRepresentativeOf, o=o1:Company)
Step2:Output o1
Action2:output(o1)""", True),
             ("""Step1:Which company has 尤** as its legal person?
Action1:Retrieval(s=s1:Company, p=p1:LegalPerson, o=o1:Person[`尤**`])
Step2:Output the company found in Step1
Action2:output(s1)""", False),
         ]),
    dict(q="顺丁橡胶成本上涨这一产业链事件的主体是哪个产品？", shape="relation", lang="zh",
         gold=lambda: [cell(SCE, "name", "顺丁橡胶成本上涨", "subject")],
         plans=[
             ("""Step1:查询顺丁橡胶成本上涨事件涉及的产品
Action1:Retrieval(s=s1:事件[`顺丁橡胶成本上涨`], p=p1:涉事产品, o=o1:产品)
Output:输出o1
Action2:output(o1)""", False),
             ("""Step1:产业链事件顺丁橡胶成本上涨的主体是什么？
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:主体, o=o1:产品)
Step2:输出o1
Action2:output(o1)""", True),
         ]),
    dict(q="Which industry does the product operated by 建发***资**有公司 belong to?", shape="two-hop", lang="en",
         gold=lambda: sc_product_industry(sc_one(sc_products("建发***资**有公司"))),
         plans=[
             ("""Step1:Which product does 建发***资**有公司 operate?
Action1:Retrieval(s=s1:Company[`建发***资**有公司`], p=p1:product, o=o1:Product)
Step2:Which industry does the product retrieved in Step1 belong to?
Action2:Retrieval(s=o1, p=p2:belongToIndustry, o=o2:Industry)
Step3:Output the industry from Step2
Action3:output(o2)""", True),
             ("""Step1:Which industry is 建发***资**有公司 in?
Action1:Retrieval(s=s1:Company[`建发***资**有公司`], p=p1:industry, o=o1:Industry)
Step2:Output o1
Action2:output(o1)""", False),
             ("""Step1:What does 建发***资**有公司 sell?
Action1:Retrieval(s=s1:Enterprise[`建发***资**有公司`], p=p1:sellsProduct, o=o1:Product)
Step2:What sector is the product retrieved in Step1 classified under?
Action2:Retrieval(s=o1, p=p2:sector, o=o2:Industry)
Step3:What is the final answer from Step2?
Action3:output(o2)""", False),
         ]),
    dict(q="平**担任法人代表的公司经营什么产品？", shape="two-hop", lang="zh",
         gold=lambda: sc_products(sc_one(multi(SCP, "name", "平**", "legalRepresentative"))),
         plans=[
             ("""Step1:平**担任哪家公司的法人代表？
Action1:Retrieval(s=s1:自然人[`平**`], p=p1:法人代表, o=o1:企业)
Step2:该公司经营什么产品？
Action2:Retrieval(s=o1, p=p2:经营产品, o=o2:产品)
Step3:输出o2
Action3:output(o2)""", True),
             ("""Step1:查询平**担任法人的公司
Action1:Retrieval(s=s1:人物[`平**`], p=p1:担任法人的公司, o=o1:公司)
Step2:查询该公司的主营产品
Action2:Retrieval(s=o1, p=p2:主营产品, o=o2)
Output:输出o2
Action3:output(o2)""", False),
         ]),
    dict(q="What is the total amount of money 传化****限公司 transferred out to other companies?", shape="aggregate", lang="en",
         gold=lambda: sc_fund_sum_out("传化****限公司"),
         plans=[
             ("""Step1:Which companies did 传化****限公司 transfer funds to, and with what amounts?
Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company)
Step2:What is the sum of the transfer amounts retrieved in Step1?
Action2:Math(content=[`o1`], target=`Sum of all amounts 传化****限公司 transferred out to other companies`)->math2
Step3:Output math2
Action3:output(math2)""", True),
             ("""Step1:What is the total outflow amount of 传化****限公司?
Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:totalOutflowAmount, o=o1:Number)
Step2:Output o1
Action2:output(o1)""", False),
         ]),
    dict(q="三角***份限公司一共收到了多少笔资金转入？", shape="aggregate", lang="zh",
         gold=lambda: sc_fund_count_in("三角***份限公司"),
         plans=[
             ("""Step1:查询向三角***份限公司转账的企业及交易
Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`三角***份限公司`])
Step2:统计三角***份限公司收到的转入交易笔数
Action2:Math(content=[`s1`], target=`统计向三角***份限公司转账的交易笔数`)->math2
Step3:输出math2
Action3:output(math2)""", True),
             ("""Step1:三角***份限公司有哪些资金流入？
Action1:Retrieval(s=s1:企业[`三角***份限公司`], p=p1:资金流入, o=o1:企业)
Step2:资金转入一共多少笔？
Action2:Math(content=[`o1`], target=`资金转入的笔数`)->math2
Step3:输出math2
Action3:output(math2)""", False),
         ]),
    dict(q="Who is older, 樊** or 骆*?", shape="compare", lang="en",
         gold=lambda: sc_older("樊**", "骆*"),
         plans=[
             ("""Step1:How old is 樊**?
Action1:Retrieval(s=s1:Person[`樊**`], p=p1:age, o=o1:Integer)
Step2:How old is 骆*?
Action2:Retrieval(s=s2:Person[`骆*`], p=p2:age, o=o2:Integer)
Step3:Comparing the ages of 樊** and 骆*, who is older?
Action3:Math(content=[`o1`,`o2`], target=`Comparing the ages of 樊** and 骆*, who is older?`)->math3
Step4:Output math3
Action4:output(math3)""", False),
             ("""Step1:What is the age of 樊**?
Action1:Retrieval(s=s1:NaturalPerson[`樊**`], p=p1:Age, o=o1:Number)
Step2:What is the age of 骆*?
Action2:Retrieval(s=s2:NaturalPerson[`骆*`], p=p2:Age, o=o2:Number)
Step3:Based on the ages retrieved in Step1 and Step2, decide who is older
Action3:Deduce(op=entailment, content=[`o1`,`o2`], target=`Who is older, 樊** or 骆*?`)->res
Step4:What is the final answer from Step3?
Action4:output(res)""", True),
         ]),
    dict(q="What is the ID certificate number of 任**?", shape="no-answer", lang="en",
         gold=lambda: sc_no_certno("任**"),
         plans=[
             ("""Step1:What is the certificate number of 任**?
Action1:Retrieval(s=s1:Person[`任**`], p=p1:certNo, o=o1:Text)
Step2:Output o1
Action2:output(o1)""", True),
             ("""Step1:What is the identity card number of the natural person 任**?
Action1:Retrieval(s=s1:NaturalPerson[`任**`], p=p1:IdentityCardNumber, o=o1)
Step2:What is the final answer from Step1?
Action2:output(o1)""", False),
         ]),
]

RISKMINING = [
    dict(q="裘**的年龄是多少？", shape="property", lang="zh",
         gold=lambda: [cell(RP, "name", "裘**", "age")],
         plans=[
             ("""Step1:查询裘**的年龄
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:年龄, o=o1:整数)
Step2:输出o1
Action2:output(o1)""", True),
             ("""Step1:裘**多少岁？
Action1:Retrieval(s=s1:用户[`裘**`], p=p1:岁数, o=o1)
Output:输出o1
Action2:output(o1)""", False),
         ]),
    dict(q="What is the phone number of 郎**?", shape="property", lang="en",
         gold=lambda: [cell(RP, "name", "郎**", "hasPhone")],
         plans=[
             ("""Step1:What is the mobile number of 郎**?
Action1:Retrieval(s=s1:User[`郎**`], p=p1:mobileNumber, o=o1:Text)
Step2:Output o1
Action2:output(o1)""", False),
             ("""Step1:What is the phone number of the person 郎**?
Action1:Retrieval(s=s1:Person[`郎**`], p=p1:hasPhone, o=o1:PhoneNumber)
Step2:What is the final answer from Step1?
Action2:output(o1)""", True),
         ]),
    dict(q="What is the risk mark of the app com.qIu.VJbJ?", shape="property", lang="en",
         gold=lambda: [cell(RA, "id", "com.qIu.VJbJ", "riskMark")],
         plans=[
             ("""Step1:What is the risk mark of the app com.qIu.VJbJ?
Action1:Retrieval(s=s1:App[`com.qIu.VJbJ`], p=p1:riskMark, o=o1:Text)
Step2:Output o1
Action2:output(o1)""", True),
             ("""Step1:Which risk category does the app com.qIu.VJbJ belong to?
Action1:Retrieval(s=s1:App[`com.qIu.VJbJ`], p=p1:belongTo, o=o1:RiskAppCategory)
Step2:Output o1
Action2:output(o1)""", False),
             ("""Step1:What risk label does the application com.qIu.VJbJ carry?
Action1:Retrieval(s=s1:Application[`com.qIu.VJbJ`], p=p1:riskLabel, o=o1)
Step2:What is the final answer from Step1?
Action2:output(o1)""", False),
         ]),
    dict(q="中国**业建*股*限公司的电话号码是多少？", shape="property", lang="zh",
         gold=lambda: [cell(RC, "name", "中国**业建*股*限公司", "phone")],
         plans=[
             ("""Step1:查询中国**业建*股*限公司的联系电话
Action1:Retrieval(s=s1:公司[`中国**业建*股*限公司`], p=p1:联系电话, o=o1)
Output:输出o1
Action2:output(o1)""", False),
             ("""Step1:查询中国**业建*股*限公司的电话号码
Action1:Retrieval(s=s1:企业[`中国**业建*股*限公司`], p=p1:电话号码, o=o1:文本)
Step2:输出o1
Action2:output(o1)""", True),
         ]),
    dict(q="Who did 柏* transfer money to?", shape="relation", lang="en",
         gold=lambda: [rm_name(p) for p in rm_recipients("柏*")],
         plans=[
             ("""Step1:Who received money transfers from 柏*?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)
Step2:Output o1
Action2:output(o1)""", True),
             ("""Step1:Which people did 柏* send money to?
Action1:Retrieval(s=s1:User[`柏*`], p=p1:transferTo, o=o1:User)
Step2:What is the final answer from Step1?
Action2:output(o1)""", False),
         ]),
    dict(q="应用com.aCl.toMv使用的证书编号是什么？", shape="relation", lang="zh",
         gold=lambda: [rm_cert_exists(cell(RA, "id", "com.aCl.toMv", "useCert"))],
         plans=[
             ("""Step1:查询应用com.aCl.toMv使用的证书
Action1:Retrieval(s=s1:应用[`com.aCl.toMv`], p=p1:使用证书, o=o1:证书)
Step2:输出o1
Action2:output(o1)""", True),
             ("""Step1:应用com.aCl.toMv使用了哪个证书？
Action1:Retrieval(s=s1:应用[`com.aCl.toMv`], p=p1:使用证书, o=o1:证书)
Step2:该证书的证书编号是什么？
Action2:Retrieval(s=o1, p=p2:证书编号, o=o2:文本)
Step3:输出o2
Action3:output(o2)""", False),
         ]),
    dict(q="裘**拥有的证书编号是什么？", shape="relation", lang="zh",
         gold=lambda: [rm_cert_exists(c) for c in rm_certs("裘**")],
         plans=[
             ("""Step1:查询裘**拥有的证书
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:拥有证书, o=o1:证书)
Output:输出o1
Action2:output(o1)""", True),
             ("""Step1:裘**持有哪些证书？
Action1:Retrieval(s=s1:用户[`裘**`], p=p1:持有证书, o=o1:证书)
Step2:这些证书的编号是什么？
Action2:Retrieval(s=o1, p=p2:证书编号, o=o2)
Step3:输出o2
Action3:output(o2)""", False),
         ]),
    dict(q="What is the umid of the device owned by 郎**?", shape="two-hop", lang="en",
         gold=lambda: rm_device_umid("郎**"),
         plans=[
             ("""Step1:Which device does 郎** own?
Action1:Retrieval(s=s1:Person[`郎**`], p=p1:hasDevice, o=o1:Device)
Step2:What is the umid of the device retrieved in Step1?
Action2:Retrieval(s=o1, p=p2:umid, o=o2:Text)
Step3:Output o2
Action3:output(o2)""", True),
             ("""Step1:What is the device identifier of 郎**'s phone?
Action1:Retrieval(s=s1:User[`郎**`], p=p1:deviceId, o=o1)
Step2:Output o1
Action2:output(o1)""", False),
         ]),
    dict(q="裘**拥有的证书被哪些应用使用？", shape="two-hop", lang="zh",
         gold=lambda: rm_apps_using_certs_of("裘**"),
         plans=[
             ("""Step1:裘**拥有哪个证书？
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:拥有证书, o=o1:证书)
Step2:哪些应用使用了该证书？
Action2:Retrieval(s=s2:应用, p=p2:使用证书, o=o1)
Step3:输出s2
Action3:output(s2)""", True),
             ("""Step1:查询裘**持有的证书
Action1:Retrieval(s=s1:用户[`裘**`], p=p1:持有证书, o=o1:证书)
Step2:查询使用这些证书签名的App
Action2:Retrieval(s=o1, p=p2:被使用于, o=o2:应用)
Output:输出o2
Action3:output(o2)""", False),
             ("""Step1:裘**开发了哪些应用？
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:开发, o=o1:应用)
Step2:输出o1
Action2:output(o1)""", False),
         ]),
    dict(q="How old is the person who transferred money to 杜*?", shape="two-hop", lang="en",
         gold=lambda: rm_age_of_senders_to("杜*"),
         plans=[
             ("""Step1:Who transferred money to 杜*?
Action1:Retrieval(s=s1:Person, p=p1:fundTrans, o=o1:Person[`杜*`])
Step2:How old is the person retrieved in Step1?
Action2:Retrieval(s=s1, p=p2:age, o=o2:Integer)
Step3:Output o2
Action3:output(o2)""", True),
             ("""Step1:Who sent money to 杜*?
Action1:Retrieval(s=s1:User, p=p1:transferTo, o=o1:User[`杜*`])
Step2:What is the age of that sender?
Action2:Retrieval(s=s1, p=p2:Age, o=o2:Number)
Step3:What is the final answer from Step2?
Action3:output(o2)""", False),
         ]),
    dict(q="What is the average age of the people 柏* transferred money to?", shape="aggregate", lang="en",
         gold=lambda: rm_avg_age_of_recipients("柏*"),
         plans=[
             ("""Step1:Who did 柏* transfer money to?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)
Step2:How old are the people retrieved in Step1?
Action2:Retrieval(s=o1, p=p2:age, o=o2:Integer)
Step3:What is the average of the ages retrieved in Step2?
Action3:Math(content=[`o2`], target=`Average age of the people 柏* transferred money to`)->math3
Step4:Output math3
Action4:output(math3)""", True),
             ("""Step1:Which users received transfers from 柏*?
Action1:Retrieval(s=s1:User[`柏*`], p=p1:transferTo, o=o1:User)
Step2:What are their ages?
Action2:Retrieval(s=o1, p=p2:Age, o=o2)
Step3:Output o2
Action3:output(o2)""", False),
         ]),
    dict(q="Who is older, 席* or 彭*?", shape="compare", lang="en",
         gold=lambda: rm_older("席*", "彭*"),
         plans=[
             ("""Step1:How old is 席*?
Action1:Retrieval(s=s1:Person[`席*`], p=p1:age, o=o1:Integer)
Step2:How old is 彭*?
Action2:Retrieval(s=s2:Person[`彭*`], p=p2:age, o=o2:Integer)
Step3:Comparing the ages of 席* and 彭*, who is older?
Action3:Math(content=[`o1`,`o2`], target=`Comparing the ages of 席* and 彭*, who is older?`)->math3
Step4:Output math3
Action4:output(math3)""", True),
             ("""Step1:What is the age of 席*?
Action1:Retrieval(s=s1:User[`席*`], p=p1:Age, o=o1:Number)
Step2:What is the age of 彭*?
Action2:Retrieval(s=s2:User[`彭*`], p=p2:Age, o=o2:Number)
Step3:Which of the two is older?
Action3:Deduce(op=entailment, content=[`o1`,`o2`], target=`Who is older, 席* or 彭*?`)->res
Step4:Output res
Action4:output(res)""", False),
         ]),
    dict(q="郝*拥有的证书编号是什么？", shape="no-answer", lang="zh",
         gold=lambda: rm_no_cert("郝*"),
         plans=[
             ("""Step1:查询郝*拥有的证书
Action1:Retrieval(s=s1:自然人[`郝*`], p=p1:拥有证书, o=o1:证书)
Step2:查询证书的编号
Action2:Retrieval(s=o1, p=p2:证书编号, o=o2:文本)
Step3:输出o2
Action3:output(o2)""", False),
             ("""Step1:郝*持有哪个证书？
Action1:Retrieval(s=s1:自然人[`郝*`], p=p1:持有证书, o=o1:证书)
Output:输出o1
Action2:output(o1)""", True),
         ]),
]

DATASETS = [
    ("affairqa", "aq", AFFAIRQA, {"get_spo", "get", "count", "sum", "compare", "sort"}),
    ("supplychain", "sc", SUPPLYCHAIN, {"Retrieval", "Math", "Deduce", "output"}),
    ("riskmining", "rm", RISKMINING, {"Retrieval", "Math", "Deduce", "output"}),
]

EXPECT_SHAPES = {"property": 18, "relation": 10, "two-hop": 8, "aggregate": 6, "compare": 4, "no-answer": 4}
EXPECT_LANG = {"affairqa": {"zh": 20, "en": 4}, "supplychain": {"en": 7, "zh": 6}, "riskmining": {"en": 7, "zh": 6}}
ACTION_RE = re.compile(r"Action\d+:\s*(\w+)\(")


def build():
    OUT.mkdir(parents=True, exist_ok=True)
    shapes = Counter()
    report = []
    for ds, tag, items, allowed in DATASETS:
        questions, plans = [], []
        for n, it in enumerate(items, 1):
            qid = "plan-r21-%s-%02d" % (tag, n)
            gold = it["gold"]()
            assert isinstance(gold, list), (qid, gold)
            if it["shape"] == "no-answer":
                assert gold == [], (qid, gold)
            else:
                assert gold, (qid, "empty gold")
                assert all(isinstance(g, str) and g.strip() and g.strip() not in PLACEHOLDERS for g in gold), (qid, gold)
                assert len(gold) == len(set(gold)), (qid, "repeated gold values", gold)
            assert it["lang"] in ("zh", "en")
            questions.append({"id": qid, "question": it["q"], "answer": gold,
                              "shape": it["shape"], "lang": it["lang"]})
            shapes[it["shape"]] += 1
            ps = it["plans"]
            assert 2 <= len(ps) <= 3, (qid, len(ps))
            assert sum(1 for _, last in ps if last) == 1, (qid, "exactly one last plan")
            assert len({p for p, _ in ps}) == len(ps), (qid, "duplicate plans")
            for k, (plan, last) in enumerate(ps, 1):
                acts = ACTION_RE.findall(plan)
                assert acts, (qid, k, "no actions")
                bad = set(acts) - allowed
                assert not bad, (qid, k, "actions not in this style", bad)
                plans.append({"id": "%s#%d" % (qid, k), "qid": qid, "question": it["q"],
                              "plan": plan, "last": bool(last)})
            report.append("%s  %-9s %s  %s -> %s" % (qid, it["shape"], it["lang"], it["q"], gold))
        langs = Counter(q["lang"] for q in questions)
        assert dict(langs) == EXPECT_LANG[ds], (ds, dict(langs))
        for kind, obj in (("questions", questions), ("plans", plans)):
            path = OUT / ("r21-%s-%s.json" % (ds, kind))
            with open(path, "w", encoding="utf-8") as f:
                json.dump(obj, f, ensure_ascii=False, indent=1)
                f.write("\n")
        report.append("  -> %d questions, %d plans written for %s" % (len(questions), len(plans), ds))
    assert dict(shapes) == EXPECT_SHAPES, dict(shapes)
    return report


if __name__ == "__main__":
    for line in build():
        print(line)
    print("datasets:", DS)
    print("output:", OUT)
