#!/usr/bin/env python3
"""Round 19 held-out plan benchmark: questions, gold answers and planner-style plans.

Three sets:
  (A) kag-affairqa   24 questions (20 zh, 4 en), plans in KAG's get_spo/get dialect
  (B) kag-supplychain 13 questions (7 en, 6 zh), plans in Retrieval/Math/Output dialect
  (C) kag-riskmining  13 questions (7 en, 6 zh), plans in Retrieval/Math/Output dialect

Every gold answer is computed here with the csv module over the raw source tables and
checked for being non-empty, exact (cell strings) and unambiguous; absent questions
(gold []) are checked to really have no value in the tables.

Run:  python3 /work/main/bench/questions/blind/gold/r19_plans.py
Writes six JSON files into ../plans/ (relative to this file).
"""
import csv
import json
import os
import re
from collections import Counter

DATA = "/work/shared/datasets"
AQ = os.path.join(DATA, "kag-affairqa", "sources")
SC = os.path.join(DATA, "kag-supplychain", "sources")
RM = os.path.join(DATA, "kag-riskmining", "sources")
OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "plans"))

_cache = {}


def rows(path):
    if path not in _cache:
        with open(path, encoding="utf-8-sig", newline="") as f:
            _cache[path] = list(csv.DictReader(f))
    return _cache[path]


def aq(name):
    return rows(os.path.join(AQ, name + ".csv"))


def sc(name):
    return rows(os.path.join(SC, name + ".csv"))


def rm(name):
    return rows(os.path.join(RM, name + ".csv"))


PLACEHOLDER = re.compile(r"^(zj-|ZJ-)|E\+\d+$|^1899-12-30$|^1900/1/1$|^[57]13000000000000000$|^UNKNOWN$")
AMBIGUOUS_NAMES = {"华**", "华*"}


def good(v):
    """A gold cell: non-empty, no surrounding blanks, no placeholder."""
    assert isinstance(v, str) and v != "", v
    assert v == v.strip(), repr(v)
    assert not PLACEHOLDER.search(v), v
    assert not v.startswith('"'), v
    return v


def name_ok(n):
    assert n not in AMBIGUOUS_NAMES and "娱乐" not in n, n
    return n


def only(rs, col, key):
    """The single row whose col == key (several rows allowed only when identical)."""
    m = [r for r in rs if r[col] == key]
    assert m, (col, key)
    assert all(r == m[0] for r in m), (col, key, m)
    return m[0]


def no_near_dup(rs, key, col="name"):
    """No other row of the table names a near-duplicate of key."""
    norm = lambda s: re.sub(r"[\s\-—·.()（）?]", "", s)
    hits = [r[col] for r in rs if r[col] != key and (key in r[col] or r[col] in key or norm(r[col]) == norm(key))]
    assert not hits, (key, hits)


def aq_prop(table, entity, col):
    rs = aq(table)
    no_near_dup(rs, entity)
    return [good(only(rs, "name", entity)[col])]


def aq_absent(table, entity, col):
    rs = aq(table)
    no_near_dup(rs, entity)
    v = only(rs, "name", entity)[col]
    assert v.strip() == "", (entity, col, v)
    return []


# ---------------------------------------------------------------- (A) AffairQA gold


def g_aq_two_hop_license(station, col):
    st = aq("加油站")
    no_near_dup(st, station)
    lic = good(only(st, "name", station)["businessLicense"])
    assert sum(1 for r in st if r["businessLicense"] == lic) == 1, lic
    return [good(only(aq("许可证"), "name", lic)[col])]


def g_aq_two_hop_region_code(table, entity):
    rs = aq(table)
    no_near_dup(rs, entity)
    county = good(only(rs, "name", entity)["county"])
    return [good(only(aq("行政区"), "name", county)["id"])]


def g_aq_count_county(county):
    n = sum(1 for r in aq("加油站") if r["county"] == county)
    assert n > 0
    return [str(n)]


def g_aq_count_school_religion(rel):
    n = sum(1 for r in aq("学校") if r["religion"] == rel)
    assert n > 0
    return [str(n)]


def g_aq_sum_students(a, b):
    s = aq("学校")
    return [str(int(good(only(s, "name", a)["studentCount"])) + int(good(only(s, "name", b)["studentCount"])))]


def g_aq_compare_employees(a, b):
    st = aq("加油站")
    x, y = int(good(only(st, "name", a)["employeeCount"])), int(good(only(st, "name", b)["employeeCount"]))
    assert x != y
    return [a if x > y else b]


def g_aq_max_students():
    s = aq("学校")
    vals = [(int(r["studentCount"]), r["name"]) for r in s]
    top = max(vals)
    assert sum(1 for v in vals if v[0] == top[0]) == 1
    return [top[1]]


# ---------------------------------------------------------------- (B) SupplyChain gold


def sc_company_id(name):
    name_ok(name)
    return good(only(sc("Company"), "name", name)["id"])


def sc_company_name(cid):
    return name_ok(good(only(sc("Company"), "id", cid)["name"]))


def g_sc_age(person):
    name_ok(person)
    return [good(only(sc("Person"), "name", person)["age"])]


def g_sc_event_prop(event, col):
    return [good(only(sc("ProductChainEvent"), "name", event)[col])]


def g_sc_trans_targets(src):
    sid = sc_company_id(src)
    dst = [r["dstId"] for r in sc("Company_fundTrans_Company") if r["srcId"] == sid]
    assert dst
    return sorted({sc_company_name(d) for d in dst})


def g_sc_trans_sources(dst):
    did = sc_company_id(dst)
    return sorted({sc_company_name(r["srcId"]) for r in sc("Company_fundTrans_Company") if r["dstId"] == did})


def g_sc_trans_edge(src, dst, col):
    sid, did = sc_company_id(src), sc_company_id(dst)
    m = [r for r in sc("Company_fundTrans_Company") if r["srcId"] == sid and r["dstId"] == did]
    assert len(m) == 1, m
    return [good(m[0][col])]


def g_sc_legal_rep_of(person):
    name_ok(person)
    v = good(only(sc("Person"), "name", person)["legalRepresentative"])
    assert "," not in v
    sc_company_id(v)
    return [v]


def g_sc_product(company):
    sc_company_id(company)
    v = good(only(sc("Company"), "name", company)["product"])
    assert "," not in v
    return [v]


def g_sc_product_industry(company):
    prod = g_sc_product(company)[0]
    return [good(only(sc("Product"), "id", prod)["belongToIndustry"])]


def g_sc_rep_age(company):
    sc_company_id(company)
    reps = [r for r in sc("Person") if company in r["legalRepresentative"].split(",")]
    assert len(reps) == 1, reps
    name_ok(reps[0]["name"])
    return [good(reps[0]["age"])]


def g_sc_count_targets(src):
    sid = sc_company_id(src)
    return [str(len({r["dstId"] for r in sc("Company_fundTrans_Company") if r["srcId"] == sid}))]


def g_sc_sum_in(dst):
    did = sc_company_id(dst)
    amts = [int(good(r["transAmt"])) for r in sc("Company_fundTrans_Company") if r["dstId"] == did]
    assert amts
    return [str(sum(amts))]


def g_sc_max_target(src):
    sid = sc_company_id(src)
    m = [(int(r["transAmt"]), r["dstId"]) for r in sc("Company_fundTrans_Company") if r["srcId"] == sid]
    top = max(m)
    assert sum(1 for x in m if x[0] == top[0]) == 1
    return [sc_company_name(top[1])]


# ---------------------------------------------------------------- (C) RiskMining gold


def rm_pid(name):
    name_ok(name)
    return good(only(rm("Person"), "name", name)["id"])


def rm_pname(pid):
    return name_ok(good(only(rm("Person"), "id", pid)["name"]))


def g_rm_app_prop(app, col):
    return [good(only(rm("App"), "id", app)[col])]


def g_rm_company_phone(company):
    name_ok(company)
    return [good(only(rm("Company"), "name", company)["phone"])]


def g_rm_person_certs(person):
    pid = rm_pid(person)
    return sorted({good(r["dst"]) for r in rm("Person_hasCert_Cert") if r["src"] == pid})


def g_rm_trans_targets(person):
    pid = rm_pid(person)
    out = sorted({rm_pname(r["dst"]) for r in rm("Person_fundTrans_Person") if r["src"] == pid})
    assert out
    return out


def g_rm_trans_sources(person):
    pid = rm_pid(person)
    out = sorted({rm_pname(r["src"]) for r in rm("Person_fundTrans_Person") if r["dst"] == pid})
    assert out
    return out


def g_rm_trans_amount_on(src, dst, date):
    s, d = rm_pid(src), rm_pid(dst)
    m = [r for r in rm("Person_fundTrans_Person") if r["src"] == s and r["dst"] == d and r["transDate"] == date]
    assert len(m) == 1, m
    return [good(m[0]["transAmt"])]


def g_rm_device_umid(person):
    pid = rm_pid(person)
    devs = [r["dst"] for r in rm("Person_hasDevice_Device") if r["src"] == pid]
    assert len(devs) == 1, devs
    return [good(only(rm("Device"), "id", devs[0])["umid"])]


def g_rm_owner_age_by_umid(umid):
    dev = good(only(rm("Device"), "umid", umid)["id"])
    owners = [r["src"] for r in rm("Person_hasDevice_Device") if r["dst"] == dev]
    assert len(owners) == 1, owners
    return [good(only(rm("Person"), "id", owners[0])["age"])]


def g_rm_receiver_age(src, amt, date):
    s = rm_pid(src)
    m = [r for r in rm("Person_fundTrans_Person") if r["src"] == s and r["transAmt"] == amt and r["transDate"] == date]
    assert len(m) == 1, m
    rm_pname(m[0]["dst"])
    return [good(only(rm("Person"), "id", m[0]["dst"])["age"])]


def g_rm_count_devices(person):
    pid = rm_pid(person)
    devs = [r["dst"] for r in rm("Person_hasDevice_Device") if r["src"] == pid]
    assert len(devs) == len(set(devs))
    return [str(len(devs))]


def g_rm_older(a, b):
    x, y = int(only(rm("Person"), "name", a)["age"]), int(only(rm("Person"), "name", b)["age"])
    rm_pid(a), rm_pid(b)
    assert x != y
    return [a if x > y else b]


def g_rm_absent_cert(person):
    assert rm_pid(person)
    assert g_rm_person_certs(person) == []
    return []


# =====================================================================================
# (A) AffairQA: questions and plans (get_spo / get dialect)
# =====================================================================================

AQ_QUESTIONS = [
    # ---------------- one-hop property lookups (14)
    dict(n=1, q="三门县道生加气站有限公司的负责人是谁？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("加油站", "三门县道生加气站有限公司", "manager"),
         plans=[
             ("Step1: 查询三门县道生加气站有限公司的站长\n"
              "Action1: get_spo(s=s1:Entity[三门县道生加气站有限公司] ,p=p1:站长,o=o1:Entity ,sub_query= 查询三门县道生加气站有限公司的站长)\n"
              "Step2: 输出负责人姓名\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出负责人姓名)", False),
             ("Step1: 查询三门县道生加气站有限公司的负责人\n"
              "Action1: get_spo(s=s1:加油站[三门县道生加气站有限公司] ,p=p1:负责人,o=o1:Entity ,sub_query=查询三门县道生加气站有限公司的负责人  )\n"
              "Step2: output `三门县道生加气站有限公司的负责人是谁？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `三门县道生加气站有限公司的负责人是谁？` answer:)", True),
         ]),
    dict(n=2, q="杭州萧山环能实业有限公司的职工人数是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("加油站", "杭州萧山环能实业有限公司", "employeeCount"),
         plans=[
             ("Step1: 查询杭州萧山环能实业有限公司的企业规模\n"
              "Action1: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p1:企业规模,o=o1:Entity ,sub_query= 查询杭州萧山环能实业有限公司的企业规模)\n"
              "Step2: output `为了确定杭州萧山环能实业有限公司的职工人数，首先需要了解该公司的企业规模和人员构成。因此，下一步的检索问题可以是： “杭州萧山环能实业有限公司的员工总数是多少？”` answer:\n"
              "Action2: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p2:员工总数,o=o2:Entity ,sub_query=output `为了确定杭州萧山环能实业有限公司的职工人数，首先需要了解该公司的企业规模和人员构成。因此，下一步的检索问题可以是：\n"
              "“杭州萧山环能实业有限公司的员工总数是多少？”` answer:)\n"
              "Step3: 获取员工总数\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 获取员工总数)", False),
             ("Step1: 查询杭州萧山环能实业有限公司的员工数量\n"
              "Action1: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p1:员工数量,o=o1:Entity ,sub_query=查询杭州萧山环能实业有限公司的员工数量)", False),
             ("Step1: 查询杭州萧山环能实业有限公司的职工人数\n"
              "Action1: get_spo(s=s1:Entity[杭州萧山环能实业有限公司] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询杭州萧山环能实业有限公司的职工人数  )\n"
              "Step2: output `杭州萧山环能实业有限公司的职工人数是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州萧山环能实业有限公司的职工人数是多少？` answer:)", True),
         ]),
    dict(n=3, q="浙江省肿瘤医院的联系电话是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("医疗机构", "浙江省肿瘤医院", "phoneNumber"),
         plans=[
             ("Step1: 查询浙江省肿瘤医院的官方网站或官方联系方式\n"
              "Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:官方联系方式,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的官方网站或官方联系方式)\n"
              "Step2: output `“浙江省肿瘤医院的官方网站或官方联系方式是什么？”` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `“浙江省肿瘤医院的官方网站或官方联系方式是什么？”` answer:)", False),
             ("Step1: 查询浙江省肿瘤医院的联系电话\n"
              "Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的联系电话)\n"
              "Step2: output `浙江省肿瘤医院的联系电话是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省肿瘤医院的联系电话是多少？` answer:)", True),
         ]),
    dict(n=4, q="杭州西湖之江眼科医院的级别是什么？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("医疗机构", "杭州西湖之江眼科医院", "level"),
         plans=[
             ("Step1: 查询杭州西湖之江眼科医院的医院等级\n"
              "Action1: get_spo(s=s1:医疗机构[杭州西湖之江眼科医院] ,p=p1:医院等级,o=o1:Entity ,sub_query= 查询杭州西湖之江眼科医院的医院等级)\n"
              "Step2: output `杭州西湖之江眼科医院的级别是什么？` answer:\n"
              "Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `杭州西湖之江眼科医院的级别是什么？` answer:)", False),
             ("Step1: 查询杭州西湖之江眼科医院的级别\n"
              "Action1: get_spo(s=s1:Entity[杭州西湖之江眼科医院] ,p=p1:级别,o=o1:Entity ,sub_query=查询杭州西湖之江眼科医院的级别  )\n"
              "Step2: output `杭州西湖之江眼科医院的级别是什么？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州西湖之江眼科医院的级别是什么？` answer:)", True),
         ]),
    dict(n=5, q="苍南县佛教协会的网址是什么？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("协会", "苍南县佛教协会", "website"),
         plans=[
             ("Step1: 查询苍南县佛教协会的官方网站\n"
              "Action1: get_spo(s=s1:Entity[苍南县佛教协会] ,p=p1:官方网站,o=o1:Entity ,sub_query=查询苍南县佛教协会的官方网站)\n"
              "Step2: output `苍南县佛教协会的网址是什么？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `苍南县佛教协会的网址是什么？` answer:)", False),
             ("Step1: 查询苍南县佛教协会的网址\n"
              "Action1: get_spo(s=s1:协会[苍南县佛教协会] ,p=p1:网址,o=o1:Entity ,sub_query=查询苍南县佛教协会的网址  )\n"
              "Step2: output `苍南县佛教协会的网址是什么？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `苍南县佛教协会的网址是什么？` answer:)", True),
         ]),
    dict(n=6, q="瓯海区佛教协会的登记证号是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("协会", "瓯海区佛教协会", "registrationCertificateNumber"),
         plans=[
             ("Step1: 查询瓯海区佛教协会的登记机关\n"
              "Action1: get_spo(s=s1:Entity[瓯海区佛教协会] ,p=p1:登记机关,o=o1:Entity ,sub_query= 查询瓯海区佛教协会的登记机关)\n"
              "Step2: 查询登记机关颁发的登记证书编号\n"
              "Action2: get_spo(s=o1:Entity ,p=p2:登记证书编号,o=o2:Entity ,sub_query= 查询登记机关颁发的登记证书编号)\n"
              "Step3: 输出登记证号\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出登记证号)", False),
             ("Step1: 查询瓯海区佛教协会的登记证书编号\n"
              "Action1: get_spo(s=s1:协会[瓯海区佛教协会] ,p=p1:登记证书编号,o=o1:Entity ,sub_query=查询瓯海区佛教协会的登记证书编号)\n"
              "Step2: output `瓯海区佛教协会的登记证号是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `瓯海区佛教协会的登记证号是多少？` answer:)", False),
             ("Step1: 查询瓯海区佛教协会的登记证号\n"
              "Action1: get_spo(s=s1:Entity[瓯海区佛教协会] ,p=p1:登记证号,o=o1:Entity ,sub_query=查询瓯海区佛教协会的登记证号  )\n"
              "Step2: output `瓯海区佛教协会的登记证号是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `瓯海区佛教协会的登记证号是多少？` answer:)", True),
         ]),
    dict(n=7, q="中国佛学院普陀山学院是在哪一天成立的？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("学校", "中国佛学院普陀山学院", "establishmentDate"),
         plans=[
             ("Step1: 查询中国佛学院普陀山学院的成立日期\n"
              "Action1: get_spo(s=s1:Entity[中国佛学院普陀山学院] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询中国佛学院普陀山学院的成立日期)\n"
              "Step2: output `中国佛学院普陀山学院是在哪一天成立的？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中国佛学院普陀山学院是在哪一天成立的？` answer:)", True),
             ("Step1: 查询中国佛学院普陀山学院的创办时间\n"
              "Action1: get_spo(s=s1:学校[中国佛学院普陀山学院] ,p=p1:创办时间,o=o1:Entity ,sub_query= 查询中国佛学院普陀山学院的创办时间)\n"
              "Step2: 获取成立日期\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 获取成立日期)", False),
         ]),
    dict(n=8, q="建德市慧华寺的建筑面积是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("宗教场所", "建德市慧华寺", "buildingArea"),
         plans=[
             ("Step1: 查询建德市慧华寺的占地面积\n"
              "Action1: get_spo(s=s1:Entity[建德市慧华寺] ,p=p1:占地面积,o=o1:Entity ,sub_query= 查询建德市慧华寺的占地面积)\n"
              "Step2: output `建德市慧华寺的建筑面积是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `建德市慧华寺的建筑面积是多少？` answer:)", False),
             ("Step1: 查询建德市慧华寺的建筑面积\n"
              "Action1: get_spo(s=s1:宗教场所[建德市慧华寺] ,p=p1:建筑面积,o=o1:Entity ,sub_query=查询建德市慧华寺的建筑面积  )\n"
              "Step2: output `建德市慧华寺的建筑面积是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `建德市慧华寺的建筑面积是多少？` answer:)", True),
         ]),
    dict(n=9, q="浙江邮电旅行社有限公司的传真号是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("旅行社", "浙江邮电旅行社有限公司", "faxNumber"),
         plans=[
             ("Step1: 查询浙江邮电旅行社有限公司的传真号\n"
              "Action1: get_spo(s=s1:Entity[浙江邮电旅行社有限公司] ,p=p1:传真号,o=o1:Entity ,sub_query=查询浙江邮电旅行社有限公司的传真号  )\n"
              "Step2: output `浙江邮电旅行社有限公司的传真号是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江邮电旅行社有限公司的传真号是多少？` answer:)", True),
             ("Step1: 查询浙江邮电旅行社有限公司的联系方式\n"
              "Action1: get_spo(s=s1:企业[浙江邮电旅行社有限公司] ,p=p1:联系方式,o=o1:Entity ,sub_query= 查询浙江邮电旅行社有限公司的联系方式)\n"
              "Step2: 从联系方式中获取传真号码\n"
              "Action2: get_spo(s=o1:Entity ,p=p2:传真号码,o=o2:Entity ,sub_query= 从联系方式中获取传真号码)\n"
              "Step3: 输出传真号码\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出传真号码)", False),
         ]),
    dict(n=10, q="衢州市属于哪一级行政区？", shape="one_hop_property", lang="zh",
         gold=lambda: [good(only(aq("行政区"), "name", "衢州市")["label"])],
         plans=[
             ("Step1: 查询衢州市的行政级别\n"
              "Action1: get_spo(s=s1:行政区[衢州市] ,p=p1:行政级别,o=o1:Entity ,sub_query= 查询衢州市的行政级别)\n"
              "Step2: output `衢州市属于哪一级行政区？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `衢州市属于哪一级行政区？` answer:)", False),
             ("Step1: 查询衢州市的类型\n"
              "Action1: get_spo(s=s1:Entity[衢州市] ,p=p1:类型,o=o1:Entity ,sub_query=查询衢州市的类型)\n"
              "Step2: output `衢州市属于哪一级行政区？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `衢州市属于哪一级行政区？` answer:)", True),
         ]),
    dict(n=11, q="许可证浙201602040001J的生效日期是什么时候？", shape="one_hop_property", lang="zh",
         gold=lambda: aq_prop("许可证", "浙201602040001J", "effectiveDate"),
         plans=[
             ("Step1: 查询许可证浙201602040001J的生效日期\n"
              "Action1: get_spo(s=s1:许可证[浙201602040001J] ,p=p1:生效日期,o=o1:Entity ,sub_query=查询许可证浙201602040001J的生效日期  )\n"
              "Step2: output `许可证浙201602040001J的生效日期是什么时候？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `许可证浙201602040001J的生效日期是什么时候？` answer:)", True),
             ("Step1: 查询许可证浙201602040001J的有效期起始日期\n"
              "Action1: get_spo(s=s1:Entity[浙201602040001J] ,p=p1:有效期起始日期,o=o1:Entity ,sub_query= 查询许可证浙201602040001J的有效期起始日期)\n"
              "Step2: 输出生效日期\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出生效日期)", False),
         ]),
    dict(n=12, q="What is the total design storage of 桐乡运河加气站?", shape="one_hop_property", lang="en",
         gold=lambda: aq_prop("加油站", "桐乡运河加气站", "totalDesignStorage"),
         plans=[
             ("Step1: Query the storage capacity of 桐乡运河加气站\n"
              "Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:storage capacity,o=o1:Entity ,sub_query= Query the storage capacity of 桐乡运河加气站)\n"
              "Step2: output `What is the total design storage of 桐乡运河加气站?` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the total design storage of 桐乡运河加气站?` answer:)", False),
             ("Step1: Query the total design storage of 桐乡运河加气站\n"
              "Action1: get_spo(s=s1:加油站[桐乡运河加气站] ,p=p1:总设计储量,o=o1:Entity ,sub_query=Query the total design storage of 桐乡运河加气站  )\n"
              "Step2: output `What is the total design storage of 桐乡运河加气站?` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the total design storage of 桐乡运河加气站?` answer:)", True),
             ("Step1: Find the total design storage of 桐乡运河加气站\n"
              "Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:totalDesignStorage,o=o1:Entity ,sub_query=Find the total design storage of 桐乡运河加气站)", False),
         ]),
    dict(n=13, q="What is the level of the tourist attraction 天一阁·月湖景区?", shape="one_hop_property", lang="en",
         gold=lambda: aq_prop("旅游景点", "天一阁·月湖景区", "level"),
         plans=[
             ("Step1: Query the level of 天一阁·月湖景区\n"
              "Action1: get_spo(s=s1:旅游景点[天一阁·月湖景区] ,p=p1:级别,o=o1:Entity ,sub_query=Query the level of 天一阁·月湖景区)\n"
              "Step2: output `What is the level of the tourist attraction 天一阁·月湖景区?` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the level of the tourist attraction 天一阁·月湖景区?` answer:)", True),
             ("Step1: Query the scenic area rating of 天一阁·月湖景区\n"
              "Action1: get_spo(s=s1:Entity[天一阁·月湖景区] ,p=p1:rating,o=o1:Entity ,sub_query= Query the scenic area rating of 天一阁·月湖景区)\n"
              "Step2: Output the rating\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= Output the rating)", False),
         ]),
    dict(n=14, q="What is the postal code of 鹿城区道教协会?", shape="one_hop_property", lang="en",
         gold=lambda: aq_prop("协会", "鹿城区道教协会", "postalCode"),
         plans=[
             ("Step1: Query the postal code of 鹿城区道教协会\n"
              "Action1: get_spo(s=s1:Entity[鹿城区道教协会] ,p=p1:postal code,o=o1:Entity ,sub_query= Query the postal code of 鹿城区道教协会)\n"
              "Step2: Output the postal code\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= Output the postal code)", False),
             ("Step1: 查询鹿城区道教协会的邮政编码\n"
              "Action1: get_spo(s=s1:协会[鹿城区道教协会] ,p=p1:邮政编码,o=o1:Entity ,sub_query=查询鹿城区道教协会的邮政编码  )\n"
              "Step2: output `What is the postal code of 鹿城区道教协会?` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the postal code of 鹿城区道教协会?` answer:)", True),
         ]),
    # ---------------- two-hop chains (3)
    dict(n=15, q="台州中润加气站有限公司的经营许可证什么时候失效？", shape="two_hop", lang="zh",
         gold=lambda: g_aq_two_hop_license("台州中润加气站有限公司", "invalidDate"),
         plans=[
             ("Step1: 查询台州中润加气站有限公司经营许可证的失效日期\n"
              "Action1: get_spo(s=s1:Entity[台州中润加气站有限公司] ,p=p1:经营许可证失效日期,o=o1:Entity ,sub_query=查询台州中润加气站有限公司经营许可证的失效日期)\n"
              "Step2: output `台州中润加气站有限公司的经营许可证什么时候失效？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `台州中润加气站有限公司的经营许可证什么时候失效？` answer:)", False),
             ("Step1: 查询台州中润加气站有限公司的经营许可证\n"
              "Action1: get_spo(s=s1:Entity[台州中润加气站有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询台州中润加气站有限公司的经营许可证)\n"
              "Step2: 查询该经营许可证的失效日期\n"
              "Action2: get_spo(s=o1:许可证 ,p=p2:失效日期,o=o2:Entity ,sub_query=查询该经营许可证的失效日期)\n"
              "Step3: output `台州中润加气站有限公司的经营许可证什么时候失效？` answer:\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `台州中润加气站有限公司的经营许可证什么时候失效？` answer:)", True),
         ]),
    dict(n=16, q="三门县道生加气站有限公司所在区县的行政区划代码是多少？", shape="two_hop", lang="zh",
         gold=lambda: g_aq_two_hop_region_code("加油站", "三门县道生加气站有限公司"),
         plans=[
             ("Step1: 查询三门县道生加气站有限公司所在的县区\n"
              "Action1: get_spo(s=s1:Entity[三门县道生加气站有限公司] ,p=p1:所在县区,o=o1:行政区 ,sub_query=查询三门县道生加气站有限公司所在的县区)\n"
              "Step2: 查询该县区的行政区划代码\n"
              "Action2: get_spo(s=o1:行政区 ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该县区的行政区划代码)\n"
              "Step3: output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `三门县道生加气站有限公司所在区县的行政区划代码是多少？` answer:)", True),
             ("Step1: 查询三门县道生加气站有限公司的行政区划代码\n"
              "Action1: get_spo(s=s1:加油站[三门县道生加气站有限公司] ,p=p1:行政区划代码,o=o1:Entity ,sub_query= 查询三门县道生加气站有限公司的行政区划代码)\n"
              "Step2: 输出行政区划代码\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出行政区划代码)", False),
         ]),
    dict(n=17, q="浙江慈云佛学院所在区县的行政区划代码是多少？", shape="two_hop", lang="zh",
         gold=lambda: g_aq_two_hop_region_code("学校", "浙江慈云佛学院"),
         plans=[
             ("Step1: 查询浙江慈云佛学院的地址\n"
              "Action1: get_spo(s=s1:Entity[浙江慈云佛学院] ,p=p1:地址,o=o1:Entity ,sub_query= 查询浙江慈云佛学院的地址)\n"
              "Step2: output `为了找到浙江慈云佛学院所在区县的行政区划代码，首先需要确定该学院位于哪个区县。因此，下一步的检索问题可以是： “浙江慈云佛学院位于哪个区县？”` answer:\n"
              "Action2: get_spo(s=s1:Entity[浙江慈云佛学院] ,p=p2:所在区县,o=o2:Entity ,sub_query=output `为了找到浙江慈云佛学院所在区县的行政区划代码，首先需要确定该学院位于哪个区县。因此，下一步的检索问题可以是：\n"
              "“浙江慈云佛学院位于哪个区县？”` answer:)\n"
              "Step3: 输出区县\n"
              "Action3: get(alias_name=o2,alias_name_set=[o1,  o2],sub_query= 输出区县)", False),
             ("Step1: 查询浙江慈云佛学院所在区县\n"
              "Action1: get_spo(s=s1:学校[浙江慈云佛学院] ,p=p1:所在区县,o=o1:Entity ,sub_query=查询浙江慈云佛学院所在区县  )\n"
              "Step2: 查询该区县的行政区划代码\n"
              "Action2: get_spo(s=o1:Entity ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该区县的行政区划代码  )\n"
              "Step3: output `浙江慈云佛学院所在区县的行政区划代码是多少？` answer:\n"
              "Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `浙江慈云佛学院所在区县的行政区划代码是多少？` answer:)", True),
         ]),
    # ---------------- counts / sums (3)
    dict(n=18, q="How many gas stations are located in 鄞州区?", shape="aggregate", lang="en",
         gold=lambda: g_aq_count_county("鄞州区"),
         plans=[
             ("Step1: Find the gas stations located in 鄞州区\n"
              "Action1: get_spo(s=s1:Entity[鄞州区] ,p=p1:包含加油站,o=o1:加油站 ,sub_query= Find the gas stations located in 鄞州区)\n"
              "Step2: Count the gas stations\n"
              "Action2: count(alias_name=count1,set=o1,sub_query= Count the gas stations)", False),
             ("Step1: Find gas stations whose county is 鄞州区\n"
              "Action1: get_spo(s=s1:加油站 ,p=p1:所在县区,o=o1:Entity[鄞州区] ,sub_query=Find gas stations whose county is 鄞州区)\n"
              "Step2: Count the gas stations found in Step1\n"
              "Action2: count(alias_name=count1,set=s1,sub_query=Count the gas stations found in Step1)\n"
              "Step3: output `How many gas stations are located in 鄞州区?` answer:\n"
              "Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `How many gas stations are located in 鄞州区?` answer:)", True),
         ]),
    dict(n=19, q="所属宗教为佛教的学校有多少所？", shape="aggregate", lang="zh",
         gold=lambda: g_aq_count_school_religion("佛教"),
         plans=[
             ("Step1: 查询所属宗教为佛教的学校\n"
              "Action1: get_spo(s=s1:学校 ,p=p1:所属宗教,o=o1:Entity[佛教] ,sub_query=查询所属宗教为佛教的学校)\n"
              "Step2: 统计学校的数量\n"
              "Action2: count(alias_name=count1,set=s1,sub_query=统计学校的数量)\n"
              "Step3: output `所属宗教为佛教的学校有多少所？` answer:\n"
              "Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `所属宗教为佛教的学校有多少所？` answer:)", True),
             ("Step1: 查询佛教开办的佛学院\n"
              "Action1: get_spo(s=s1:Entity[佛教] ,p=p1:佛学院,o=o1:学校 ,sub_query= 查询佛教开办的佛学院)\n"
              "Step2: 统计佛学院的数量\n"
              "Action2: count(alias_name=count1,set=o1,sub_query= 统计佛学院的数量)\n"
              "Step3: 输出统计结果\n"
              "Action3: get(alias_name=count1,alias_name_set=[count1],sub_query= 输出统计结果)", False),
         ]),
    dict(n=20, q="浙江道教学院和浙江佛学院天台宗佛学院的在校生人数加起来是多少？", shape="aggregate", lang="zh",
         gold=lambda: g_aq_sum_students("浙江道教学院", "浙江佛学院天台宗佛学院"),
         plans=[
             ("Step1: 查询浙江道教学院的学生人数\n"
              "Action1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:学生人数,o=o1:Entity ,sub_query= 查询浙江道教学院的学生人数)\n"
              "Step2: 查询浙江佛学院天台宗佛学院的学生人数\n"
              "Action2: get_spo(s=s2:Entity[浙江佛学院天台宗佛学院] ,p=p2:学生人数,o=o2:Entity ,sub_query= 查询浙江佛学院天台宗佛学院的学生人数)\n"
              "Step3: 输出两所学校的学生人数\n"
              "Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query= 输出两所学校的学生人数)", False),
             ("Step1: 查询浙江道教学院的在校生数量\n"
              "Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:在校生数量,o=o1:Entity ,sub_query=查询浙江道教学院的在校生数量)\n"
              "Step2: 查询浙江佛学院天台宗佛学院的在校生数量\n"
              "Action2: get_spo(s=s2:学校[浙江佛学院天台宗佛学院] ,p=p2:在校生数量,o=o2:Entity ,sub_query=查询浙江佛学院天台宗佛学院的在校生数量)\n"
              "Step3: 计算两所学校在校生数量之和\n"
              "Action3: sum(o1,o2)->sum3\n"
              "Step4: output `浙江道教学院和浙江佛学院天台宗佛学院的在校生人数加起来是多少？` answer:\n"
              "Action4: get(alias_name=sum3,alias_name_set=[sum3],sub_query=output `浙江道教学院和浙江佛学院天台宗佛学院的在校生人数加起来是多少？` answer:)", True),
         ]),
    # ---------------- comparison / sort (2)
    dict(n=21, q="杭州杭钢亚盛天然气有限公司和杭州华燃燃气开发应用有限公司绍兴路加气站，哪个职工人数更多？", shape="compare_sort", lang="zh",
         gold=lambda: g_aq_compare_employees("杭州杭钢亚盛天然气有限公司", "杭州华燃燃气开发应用有限公司绍兴路加气站"),
         plans=[
             ("Step1: 查询杭州杭钢亚盛天然气有限公司的职工人数\n"
              "Action1: get_spo(s=s1:Entity[杭州杭钢亚盛天然气有限公司] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询杭州杭钢亚盛天然气有限公司的职工人数)\n"
              "Step2: 查询杭州华燃燃气开发应用有限公司绍兴路加气站的职工人数\n"
              "Action2: get_spo(s=s2:Entity[杭州华燃燃气开发应用有限公司绍兴路加气站] ,p=p2:职工人数,o=o2:Entity ,sub_query=查询杭州华燃燃气开发应用有限公司绍兴路加气站的职工人数)\n"
              "Step3: 比较两者的职工人数，找出人数更多的一方\n"
              "Action3: compare(set=[o1,o2], op=max)", True),
             ("Step1: 查询杭州杭钢亚盛天然气有限公司的员工人数\n"
              "Action1: get_spo(s=s1:加油站[杭州杭钢亚盛天然气有限公司] ,p=p1:员工人数,o=o1:Entity ,sub_query= 查询杭州杭钢亚盛天然气有限公司的员工人数)\n"
              "Step2: 查询绍兴路加气站的员工人数\n"
              "Action2: get_spo(s=s2:加油站[绍兴路加气站] ,p=p2:员工人数,o=o2:Entity ,sub_query= 查询绍兴路加气站的员工人数)\n"
              "Step3: 输出两者的员工人数\n"
              "Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query= 输出两者的员工人数)", False),
         ]),
    dict(n=22, q="所有宗教院校中，在校生数量最多的是哪一所？", shape="compare_sort", lang="zh",
         gold=lambda: g_aq_max_students(),
         plans=[
             ("Step1: 查询宗教院校的名单\n"
              "Action1: get_spo(s=s1:学校 ,p=p1:类型,o=o1:Entity[学校] ,sub_query= 查询宗教院校的名单)\n"
              "Step2: 统计院校数量\n"
              "Action2: count(alias_name=count1,set=s1,sub_query= 统计院校数量)\n"
              "Step3: 对院校进行排序\n"
              "Action3: sort：count1 count1 max top1", False),
             ("Step1: 查询所有学校的在校生数量\n"
              "Action1: get_spo(s=s1:学校 ,p=p1:在校生数量,o=o1:Entity ,sub_query=查询所有学校的在校生数量)\n"
              "Step2: 按在校生数量从高到低排序，取在校生最多的学校\n"
              "Action2: sort(set=s1, orderby=o1, direction=max, limit=1)", True),
         ]),
    # ---------------- absent (2)
    dict(n=23, q="浙江神学院的职工人数是多少？", shape="absent", lang="zh",
         gold=lambda: aq_absent("学校", "浙江神学院", "employeeCount"),
         plans=[
             ("Step1: 查询浙江神学院的职工人数\n"
              "Action1: get_spo(s=s1:学校[浙江神学院] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询浙江神学院的职工人数  )\n"
              "Step2: output `浙江神学院的职工人数是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江神学院的职工人数是多少？` answer:)", True),
             ("Step1: 查询浙江神学院的教职工人数\n"
              "Action1: get_spo(s=s1:Entity[浙江神学院] ,p=p1:教职工人数,o=o1:Entity ,sub_query= 查询浙江神学院的教职工人数)\n"
              "Step2: 输出职工人数\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出职工人数)", False),
         ]),
    dict(n=24, q="杭州菁华妇儿医院的联系电话是多少？", shape="absent", lang="zh",
         gold=lambda: aq_absent("医疗机构", "杭州菁华妇儿医院", "phoneNumber"),
         plans=[
             ("Step1: 查询杭州菁华妇儿医院的官方网站\n"
              "Action1: get_spo(s=s1:医疗机构[杭州菁华妇儿医院] ,p=p1:官方网站,o=o1:Entity ,sub_query=查询杭州菁华妇儿医院的官方网站)\n"
              "Step2: output `为了找到杭州菁华妇儿医院的联系电话，可以先查找该医院的官方网站，通常官网的“联系我们”页面会提供电话号码。因此，下一步的检索问题可以是： “杭州菁华妇儿医院的官方网站上公布的联系电话是什么？”` answer:\n"
              "Action2: get_spo(s=o1:Entity ,p=p2:联系电话,o=o2:Entity ,sub_query=output `为了找到杭州菁华妇儿医院的联系电话，可以先查找该医院的官方网站，通常官网的“联系我们”页面会提供电话号码。因此，下一步的检索问题可以是：\n"
              "“杭州菁华妇儿医院的官方网站上公布的联系电话是什么？”` answer:)", False),
             ("Step1: 查询杭州菁华妇儿医院的联系电话\n"
              "Action1: get_spo(s=s1:医疗机构[杭州菁华妇儿医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询杭州菁华妇儿医院的联系电话)\n"
              "Step2: output `杭州菁华妇儿医院的联系电话是多少？` answer:\n"
              "Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州菁华妇儿医院的联系电话是多少？` answer:)", True),
         ]),
]

# =====================================================================================
# (B) SupplyChain: questions and plans (Retrieval / Math / output dialect)
# =====================================================================================

SC_QUESTIONS = [
    # ---------------- one-hop property (2)
    dict(n=1, q="How old is 禹**?", shape="one_hop_property", lang="en",
         gold=lambda: g_sc_age("禹**"),
         plans=[
             ("Step1:What is the age of 禹**?\n"
              "Action1:Retrieval(s=s1:Person[`禹**`], p=p1:age, o=o1:Integer)\n"
              "Step2:Output the age retrieved in Step1\n"
              "Action2:output(o1)", True),
             ("Step1:查询禹**的年龄\n"
              "Action1:Retrieval(s=s1:自然人[`禹**`], p=p1:年龄, o=o1)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
    dict(n=2, q="产业链事件“顺丁橡胶成本上涨”的指标是什么？", shape="one_hop_property", lang="zh",
         gold=lambda: g_sc_event_prop("顺丁橡胶成本上涨", "index"),
         plans=[
             ("Step1:顺丁橡胶成本上涨事件涉及哪个指标？\n"
              "Action1:Retrieval(s=s1:事件[`顺丁橡胶成本上涨`], p=p1:涉及指标, o=o1)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", False),
             ("Step1:产业链事件“顺丁橡胶成本上涨”的指标是什么？\n"
              "Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:指标, o=o1:指标)\n"
              "Step2:输出Step1检索到的指标\n"
              "Action2:output(o1)", True),
             ("Step1:What is the index of the product chain event 顺丁橡胶成本上涨?\n"
              "Action1:Retrieval(s=s1:ProductChainEvent[`顺丁橡胶成本上涨`], p=p1:index, o=o1:Index)", False),
         ]),
    # ---------------- one-hop relation (5)
    dict(n=3, q="Which company did 三角***份限公司 transfer funds to?", shape="one_hop_relation", lang="en",
         gold=lambda: g_sc_trans_targets("三角***份限公司"),
         plans=[
             ("Step1:Which companies received fund transfers from 三角***份限公司?\n"
              "Action1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:fundTrans, o=o1:Company)\n"
              "Step2:Output the companies retrieved in Step1\n"
              "Action2:output(o1)", True),
             ("Step1:Which company did 三角***份限公司 transfer funds to?\n"
              "Action1:Retrieval(s=s1:Enterprise[`三角***份限公司`], p=p1:transferFundsTo, o=o1:Enterprise)", False),
         ]),
    dict(n=4, q="中国***份*公司向三角***份限公司转账的金额是多少？", shape="one_hop_relation", lang="zh",
         gold=lambda: g_sc_trans_edge("中国***份*公司", "三角***份限公司", "transAmt"),
         plans=[
             ("Step1:中国***份*公司向三角***份限公司的转账金额是多少？\n"
              "Action1:Retrieval(s=s1:企业[`中国***份*公司`], p=p1:转账金额, o=o1:企业[`三角***份限公司`])\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
             ("Step1:查询中国***份*公司与三角***份限公司之间的资金往来\n"
              "Action1:Retrieval(s=s1:企业[`中国***份*公司`], p=p1:资金往来, o=o1:企业[`三角***份限公司`])\n"
              "Step2:Step1检索到的资金往来的交易金额是多少？\n"
              "Action2:Math(content=[`p1`], target=`中国***份*公司向三角***份限公司转账的交易金额`)->math2\n"
              "Step3:输出math2\n"
              "Action3:output(math2)", False),
             ("Step1:查询中国***份*公司向三角***份限公司的转账\n"
              "Action1:Retrieval(s=s1:Company[`中国***份*公司`], p=p1:fundTrans, o=o1:Company[`三角***份限公司`])\n"
              "Step2:输出Step1中转账关系的交易金额\n"
              "Action2:output(p1)", True),
         ]),
    dict(n=5, q="Which company is 平** the legal representative of?", shape="one_hop_relation", lang="en",
         gold=lambda: g_sc_legal_rep_of("平**"),
         plans=[
             ("Step1:Which company is 平** the legal representative of?\n"
              "Action1:Retrieval(s=s1:Person[`平**`], p=p1:legalRepresentative, o=o1:Company)\n"
              "Step2:Output the company retrieved in Step1\n"
              "Action2:output(o1)", True),
             ("Step1:查询平**担任法人代表的企业\n"
              "Action1:Retrieval(s=s1:自然人[`平**`], p=p1:法人代表, o=o1:企业)", False),
         ]),
    dict(n=6, q="建发***资**有公司经营什么产品？", shape="one_hop_relation", lang="zh",
         gold=lambda: g_sc_product("建发***资**有公司"),
         plans=[
             ("Step1:建发***资**有公司经营哪些产品？\n"
              "Action1:Retrieval(s=s1:企业[`建发***资**有公司`], p=p1:经营产品, o=o1:产品)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", True),
             ("Step1:What products does 建发***资**有公司 operate?\n"
              "Action1:Retrieval(s=s1:Company[`建发***资**有公司`], p=p1:product, o=o1:Product)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
    dict(n=7, q="On what date did 广东***通*份*公司 transfer money to 传化****限公司?", shape="one_hop_relation", lang="en",
         gold=lambda: g_sc_trans_edge("广东***通*份*公司", "传化****限公司", "transDate"),
         plans=[
             ("Step1:When did 广东***通*份*公司 transfer money to 传化****限公司?\n"
              "Action1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:transDate, o=o1:Date)\n"
              "Step2:Output o1\n"
              "Action2:output(o1)", False),
             ("Step1:Retrieve the fund transfer from 广东***通*份*公司 to 传化****限公司\n"
              "Action1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:fundTrans, o=o1:Company[`传化****限公司`])\n"
              "Step2:What is the transaction date of the fund transfer retrieved in Step1?\n"
              "Action2:output(p1)", True),
         ]),
    # ---------------- two-hop (2)
    dict(n=8, q="Which industry does the product of 中**天国**股*公司 belong to?", shape="two_hop", lang="en",
         gold=lambda: g_sc_product_industry("中**天国**股*公司"),
         plans=[
             ("Step1:Which industry does 中**天国**股*公司 belong to?\n"
              "Action1:Retrieval(s=s1:Company[`中**天国**股*公司`], p=p1:belongToIndustry, o=o1:Industry)\n"
              "Step2:Output o1\n"
              "Action2:output(o1)", False),
             ("Step1:What product does 中**天国**股*公司 operate?\n"
              "Action1:Retrieval(s=s1:Company[`中**天国**股*公司`], p=p1:product, o=o1:Product)\n"
              "Step2:Which industry does the product retrieved in Step1 belong to?\n"
              "Action2:Retrieval(s=o1, p=p2:belongToIndustry, o=o2:Industry)\n"
              "Step3:Output the industry retrieved in Step2\n"
              "Action3:output(o2)", True),
             ("Step1:查询中**天国**股*公司的经营产品\n"
              "Action1:Retrieval(s=s1:企业[`中**天国**股*公司`], p=p1:经营产品, o=o1:产品)\n"
              "Step2:查询该产品所属产业\n"
              "Action2:Retrieval(s=o1, p=p2:所属产业, o=o2:产业)", False),
         ]),
    dict(n=9, q="吉林奇*化****公司的法人代表的年龄是多少？", shape="two_hop", lang="zh",
         gold=lambda: g_sc_rep_age("吉林奇*化****公司"),
         plans=[
             ("Step1:吉林奇*化****公司的法人代表是谁？\n"
              "Action1:Retrieval(s=s1:企业[`吉林奇*化****公司`], p=p1:法人代表, o=o1:自然人)\n"
              "Step2:该法人代表的年龄是多少？\n"
              "Action2:Retrieval(s=o1, p=p2:年龄, o=o2)\n"
              "Step3:输出o2\n"
              "Action3:output(o2)", False),
             ("Step1:查询担任吉林奇*化****公司法人代表的自然人\n"
              "Action1:Retrieval(s=s1:自然人, p=p1:legalRepresentative, o=o1:企业[`吉林奇*化****公司`])\n"
              "Step2:Step1中检索到的自然人的年龄是多少？\n"
              "Action2:Retrieval(s=s1, p=p2:age, o=o2:Integer)\n"
              "Step3:输出o2\n"
              "Action3:output(o2)", True),
         ]),
    # ---------------- counts / sums (2)
    dict(n=10, q="传化****限公司一共向多少家公司转过账？", shape="aggregate", lang="zh",
         gold=lambda: g_sc_count_targets("传化****限公司"),
         plans=[
             ("Step1:查询传化****限公司转账的对象公司\n"
              "Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业)\n"
              "Step2:统计Step1中转账对象公司的数量\n"
              "Action2:Math(content=[`o1`], target=`传化****限公司转账对象公司的数量`)->math2\n"
              "Step3:输出math2\n"
              "Action3:output(math2)", True),
             ("Step1:Which companies did 传化****限公司 transfer funds to?\n"
              "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company)\n"
              "Step2:How many companies are retrieved in Step1?\n"
              "Action2:Math(content=[`o1`], target=`How many companies did 传化****限公司 transfer funds to?`)->math2", False),
         ]),
    dict(n=11, q="What is the total amount of funds that 三角***份限公司 received from other companies?", shape="aggregate", lang="en",
         gold=lambda: g_sc_sum_in("三角***份限公司"),
         plans=[
             ("Step1:What is the total inflow amount of 三角***份限公司?\n"
              "Action1:Retrieval(s=s1:Company[`三角***份限公司`], p=p1:totalTransInAmt, o=o1:Float)\n"
              "Step2:Output o1\n"
              "Action2:output(o1)", False),
             ("Step1:Which companies transferred funds to 三角***份限公司?\n"
              "Action1:Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`三角***份限公司`])\n"
              "Step2:What is the sum of the transaction amounts of the transfers retrieved in Step1?\n"
              "Action2:Math(content=[`p1`], target=`Sum of all transfer amounts received by 三角***份限公司`)->math2\n"
              "Step3:Output math2\n"
              "Action3:output(math2)", True),
         ]),
    # ---------------- comparison (1)
    dict(n=12, q="Which company received the largest single transfer from 传化****限公司?", shape="compare_sort", lang="en",
         gold=lambda: g_sc_max_target("传化****限公司"),
         plans=[
             ("Step1:Which companies received transfers from 传化****限公司?\n"
              "Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company)\n"
              "Step2:Which company received the largest single transfer amount among the transfers retrieved in Step1?\n"
              "Action2:Math(content=[`p1`,`o1`], target=`The company that received the largest single transfer from 传化****限公司`)->math2\n"
              "Step3:Output math2\n"
              "Action3:output(math2)", True),
             ("Step1:查询传化****限公司的转账记录\n"
              "Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:转账, o=o1:企业)\n"
              "Step2:比较转账金额，找出金额最大的一笔\n"
              "Action2:Math(content=[`o1`], target=`金额最大的一笔转账的收款公司`)->math2", False),
         ]),
    # ---------------- absent (1)
    dict(n=13, q="哪些公司向广东***通*份*公司转过账？", shape="absent", lang="zh",
         gold=lambda: g_sc_trans_sources("广东***通*份*公司"),
         plans=[
             ("Step1:查询向广东***通*份*公司转账的企业\n"
              "Action1:Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[`广东***通*份*公司`])\n"
              "Step2:输出s1\n"
              "Action2:output(s1)", True),
             ("Step1:Which companies transferred money to 广东***通*份*公司?\n"
              "Action1:Retrieval(s=s1:Company[`广东***通*份*公司`], p=p1:receiveFundFrom, o=o1:Company)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
]

# =====================================================================================
# (C) RiskMining: questions and plans (Retrieval / Math / Deduce / output dialect)
# =====================================================================================

RM_QUESTIONS = [
    # ---------------- one-hop property (2)
    dict(n=1, q="What is the risk mark of the app com.qIu.VJbJ?", shape="one_hop_property", lang="en",
         gold=lambda: g_rm_app_prop("com.qIu.VJbJ", "riskMark"),
         plans=[
             ("Step1:What is the risk mark of the app com.qIu.VJbJ?\n"
              "Action1:Retrieval(s=s1:App[`com.qIu.VJbJ`], p=p1:riskMark, o=o1:Text)\n"
              "Step2:Output the risk mark retrieved in Step1\n"
              "Action2:output(o1)", True),
             ("Step1:查询应用com.qIu.VJbJ的风险标记\n"
              "Action1:Retrieval(s=s1:应用[`com.qIu.VJbJ`], p=p1:风险标记, o=o1)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
    dict(n=2, q="中信*投证***限公司的电话号码是多少？", shape="one_hop_property", lang="zh",
         gold=lambda: g_rm_company_phone("中信*投证***限公司"),
         plans=[
             ("Step1:What is the phone number of 中信*投证***限公司?\n"
              "Action1:Retrieval(s=s1:Company[`中信*投证***限公司`], p=p1:hasPhone, o=o1:Text)", False),
             ("Step1:查询中信*投证***限公司的电话号码\n"
              "Action1:Retrieval(s=s1:企业[`中信*投证***限公司`], p=p1:电话号码, o=o1)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", True),
         ]),
    # ---------------- one-hop relation (5)
    dict(n=3, q="What is the certificate number of the certificate held by 裘**?", shape="one_hop_relation", lang="en",
         gold=lambda: g_rm_person_certs("裘**"),
         plans=[
             ("Step1:Which certificate does 裘** hold?\n"
              "Action1:Retrieval(s=s1:Person[`裘**`], p=p1:hasCert, o=o1:Cert)\n"
              "Step2:What is the certificate number of the certificate retrieved in Step1?\n"
              "Action2:Retrieval(s=o1, p=p2:certNum, o=o2:Text)\n"
              "Step3:Output o2\n"
              "Action3:output(o2)", False),
             ("Step1:查询裘**拥有的证书\n"
              "Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:拥有证书, o=o1:证书)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", True),
         ]),
    dict(n=4, q="柏*向哪些人转过账？", shape="one_hop_relation", lang="zh",
         gold=lambda: g_rm_trans_targets("柏*"),
         plans=[
             ("Step1:柏*向哪些人转过账？\n"
              "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", True),
             ("Step1:Who did 柏* transfer money to?\n"
              "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
    dict(n=5, q="Which certificate does the app com.ziNtg.tSIuhlG use?", shape="one_hop_relation", lang="en",
         gold=lambda: g_rm_app_prop("com.ziNtg.tSIuhlG", "useCert"),
         plans=[
             ("Step1:Which certificate does the app com.ziNtg.tSIuhlG use?\n"
              "Action1:Retrieval(s=s1:Application[`com.ziNtg.tSIuhlG`], p=p1:usesCertificate, o=o1:Certificate)", False),
             ("Step1:Which certificate is used by the app com.ziNtg.tSIuhlG?\n"
              "Action1:Retrieval(s=s1:App[`com.ziNtg.tSIuhlG`], p=p1:useCert, o=o1:Cert)\n"
              "Step2:Output the certificate retrieved in Step1\n"
              "Action2:output(o1)", True),
         ]),
    dict(n=6, q="柏*在20230918向裘**转账的金额是多少？", shape="one_hop_relation", lang="zh",
         gold=lambda: g_rm_trans_amount_on("柏*", "裘**", "20230918"),
         plans=[
             ("Step1:查询柏*向裘**的转账记录\n"
              "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person[`裘**`])\n"
              "Step2:输出转账金额\n"
              "Action2:output(p1)", False),
             ("Step1:查询柏*与裘**之间的转账关系\n"
              "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人[`裘**`])\n"
              "Step2:在Step1的转账中找出交易日期为20230918的那一笔，其交易金额是多少？\n"
              "Action2:Math(content=[`p1`], target=`交易日期为20230918的转账金额`)->math2\n"
              "Step3:输出math2\n"
              "Action3:output(math2)", True),
         ]),
    dict(n=7, q="Who transferred money to 邬**?", shape="one_hop_relation", lang="en",
         gold=lambda: g_rm_trans_sources("邬**"),
         plans=[
             ("Step1:Who received money from whom? Find the persons that transferred money to 邬**\n"
              "Action1:Retrieval(s=s1:Person[`邬**`], p=p1:receivedTransferFrom, o=o1:Person)\n"
              "Step2:Output o1\n"
              "Action2:output(o1)", False),
             ("Step1:Which persons transferred money to 邬**?\n"
              "Action1:Retrieval(s=s1:Person, p=p1:fundTrans, o=o1:Person[`邬**`])\n"
              "Step2:Output the persons retrieved in Step1\n"
              "Action2:output(s1)", True),
         ]),
    # ---------------- two-hop (3)
    dict(n=8, q="What is the umid of the device owned by 左**?", shape="two_hop", lang="en",
         gold=lambda: g_rm_device_umid("左**"),
         plans=[
             ("Step1:Which device does 左** own?\n"
              "Action1:Retrieval(s=s1:Person[`左**`], p=p1:hasDevice, o=o1:Device)\n"
              "Step2:What is the umid of the device retrieved in Step1?\n"
              "Action2:Retrieval(s=o1, p=p2:umid, o=o2:Text)\n"
              "Step3:Output o2\n"
              "Action3:output(o2)", True),
             ("Step1:What is the device umid of 左**?\n"
              "Action1:Retrieval(s=s1:Person[`左**`], p=p1:deviceUmid, o=o1)\n"
              "Output:输出o1\n"
              "Action2:output(o1)", False),
         ]),
    dict(n=9, q="拥有umid为6a:cc:9a:6c:d9:36的设备的人多大年龄？", shape="two_hop", lang="zh",
         gold=lambda: g_rm_owner_age_by_umid("6a:cc:9a:6c:d9:36"),
         plans=[
             ("Step1:查询umid为6a:cc:9a:6c:d9:36的设备\n"
              "Action1:Retrieval(s=s1:设备, p=p1:设备umid, o=o1[`6a:cc:9a:6c:d9:36`])\n"
              "Step2:查询拥有该设备的自然人\n"
              "Action2:Retrieval(s=s2:自然人, p=p2:拥有设备, o=s1)\n"
              "Step3:该自然人的年龄是多少？\n"
              "Action3:Retrieval(s=s2, p=p3:年龄, o=o3)\n"
              "Step4:输出o3\n"
              "Action4:output(o3)", False),
             ("Step1:哪个自然人拥有umid为6a:cc:9a:6c:d9:36的设备？\n"
              "Action1:Retrieval(s=s1:自然人, p=p1:拥有设备, o=o1:设备[`6a:cc:9a:6c:d9:36`])\n"
              "Step2:Step1中检索到的自然人的年龄是多少？\n"
              "Action2:Retrieval(s=s1, p=p2:年龄, o=o2)\n"
              "Step3:输出o2\n"
              "Action3:output(o2)", True),
         ]),
    dict(n=10, q="How old is the person to whom 柏* transferred 29720 on 20230908?", shape="two_hop", lang="en",
         gold=lambda: g_rm_receiver_age("柏*", "29720", "20230908"),
         plans=[
             ("Step1:Who did 柏* transfer money to?\n"
              "Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
              "Step2:How old are the persons retrieved in Step1?\n"
              "Action2:Retrieval(s=o1, p=p2:age, o=o2:Integer)\n"
              "Step3:Which of them received 29720 on 20230908, and how old is that person?\n"
              "Action3:Math(content=[`p1`,`o1`,`o2`], target=`Age of the person who received 29720 from 柏* on 20230908`)->math3\n"
              "Step4:Output math3\n"
              "Action4:output(math3)", True),
             ("Step1:查询柏*转账的对象\n"
              "Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账, o=o1:自然人)\n"
              "Step2:查询转账对象的年龄\n"
              "Action2:Retrieval(s=o1, p=p2:年龄, o=o2)\n"
              "Step3:输出o2\n"
              "Action3:output(o2)", False),
         ]),
    # ---------------- count (1)
    dict(n=11, q="裘**拥有多少台设备？", shape="aggregate", lang="zh",
         gold=lambda: g_rm_count_devices("裘**"),
         plans=[
             ("Step1:查询裘**拥有的设备\n"
              "Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:拥有设备, o=o1:设备)\n"
              "Step2:统计Step1中设备的数量\n"
              "Action2:Math(content=[`o1`], target=`裘**拥有的设备数量`)->math2\n"
              "Step3:输出math2\n"
              "Action3:output(math2)", True),
             ("Step1:Which devices does 裘** own?\n"
              "Action1:Retrieval(s=s1:Person[`裘**`], p=p1:hasDevice, o=o1:Device)\n"
              "Step2:How many devices are retrieved in Step1?\n"
              "Action2:Math(content=[`o1`], target=`count of devices`)->math2", False),
         ]),
    # ---------------- comparison (1)
    dict(n=12, q="Who is older, 穆** or 祁**?", shape="compare_sort", lang="en",
         gold=lambda: g_rm_older("穆**", "祁**"),
         plans=[
             ("Step1:How old is 穆**?\n"
              "Action1:Retrieval(s=s1:Person[`穆**`], p=p1:age, o=o1:Integer)\n"
              "Step2:How old is 祁**?\n"
              "Action2:Retrieval(s=s2:Person[`祁**`], p=p2:age, o=o2:Integer)\n"
              "Step3:Compare the ages retrieved in Step1 and Step2, who is older?\n"
              "Action3:Math(content=[`o1`,`o2`], target=`Who is older, 穆** or 祁**?`)->math3\n"
              "Step4:Output math3\n"
              "Action4:output(math3)", True),
             ("Step1:What is the age of 穆**?\n"
              "Action1:Retrieval(s=s1:自然人[`穆**`], p=p1:年龄, o=o1)\n"
              "Step2:What is the age of 祁**?\n"
              "Action2:Retrieval(s=s2:自然人[`祁**`], p=p2:年龄, o=o2)\n"
              "Step3:Judge who is older based on Step1 and Step2\n"
              "Action3:Deduce(op=judgement, content=[`o1`,`o2`], target=`Who is older, 穆** or 祁**?`)->res\n"
              "Step4:Output res\n"
              "Action4:output(res)", False),
         ]),
    # ---------------- absent (1)
    dict(n=13, q="杜*持有哪些证书？", shape="absent", lang="zh",
         gold=lambda: g_rm_absent_cert("杜*"),
         plans=[
             ("Step1:查询杜*拥有的证书\n"
              "Action1:Retrieval(s=s1:自然人[`杜*`], p=p1:拥有证书, o=o1:证书)\n"
              "Step2:输出o1\n"
              "Action2:output(o1)", True),
             ("Step1:Which certificates does 杜* hold?\n"
              "Action1:Retrieval(s=s1:Person[`杜*`], p=p1:hasCert, o=o1:Cert)\n"
              "Step2:What are the certificate numbers of the certificates retrieved in Step1?\n"
              "Action2:Retrieval(s=o1, p=p2:certNum, o=o2)\n"
              "Step3:Output o2\n"
              "Action3:output(o2)", False),
         ]),
]


# =====================================================================================

SETS = [
    ("affairqa", "aq", AQ_QUESTIONS, dict(n=24, zh=20, en=4)),
    ("supplychain", "sc", SC_QUESTIONS, dict(n=13, zh=6, en=7)),
    ("riskmining", "rm", RM_QUESTIONS, dict(n=13, zh=6, en=7)),
]

EXPECTED_SHAPES = {"one_hop_property": 18, "one_hop_relation": 10, "two_hop": 8,
                   "aggregate": 6, "compare_sort": 4, "absent": 4}

GET_SPO_FORMS = re.compile(r"^(get_spo|get|count|sum|sort|compare)[(：]")
RETRIEVAL_FORMS = re.compile(r"^(Retrieval|Math|Deduce|output)\(")


def check_plan(style, plan):
    actions = re.findall(r"^Action\d+:\s*(.*)$", plan, flags=re.M)
    assert actions, plan
    for a in actions:
        if style == "get_spo":
            assert GET_SPO_FORMS.match(a), a
        else:
            assert RETRIEVAL_FORMS.match(a), a
    steps = re.findall(r"^Step(\d+):", plan, flags=re.M)
    acts = re.findall(r"^Action(\d+):", plan, flags=re.M)
    assert steps and [int(x) for x in acts] == sorted(int(x) for x in acts), plan


def build():
    os.makedirs(OUT, exist_ok=True)
    shapes = Counter()
    report = []
    for set_name, tag, qs, exp in SETS:
        questions, plans = [], []
        assert len(qs) == exp["n"], (set_name, len(qs))
        langs = Counter(q["lang"] for q in qs)
        assert langs["zh"] == exp["zh"] and langs["en"] == exp["en"], (set_name, langs)
        seen_q = set()
        for q in qs:
            qid = "plan-r19-%s-%02d" % (tag, q["n"])
            assert q["q"] not in seen_q
            seen_q.add(q["q"])
            ans = q["gold"]()
            assert isinstance(ans, list) and all(isinstance(a, str) for a in ans)
            if q["shape"] == "absent":
                assert ans == [], (qid, ans)
            else:
                assert ans, qid
                assert len(ans) == len(set(ans)), (qid, ans)
                for a in ans:
                    good(a)
            shapes[q["shape"]] += 1
            questions.append(dict(id=qid, question=q["q"], answer=ans, shape=q["shape"], lang=q["lang"]))
            assert 2 <= len(q["plans"]) <= 3, qid
            assert sum(1 for _, last in q["plans"] if last) == 1, qid
            style = "get_spo" if tag == "aq" else "retrieval"
            for i, (text, last) in enumerate(q["plans"], 1):
                check_plan(style, text)
                plans.append({"id": "%s#%d" % (qid, i), "qid": qid, "question": q["q"], "plan": text, "last": bool(last)})
        for kind, obj in (("questions", questions), ("plans", plans)):
            path = os.path.join(OUT, "r19-%s-%s.json" % (set_name, kind))
            with open(path, "w", encoding="utf-8") as f:
                json.dump(obj, f, ensure_ascii=False, indent=1)
                f.write("\n")
        report.append((set_name, len(questions), len(plans), dict(langs)))
    assert dict(shapes) == EXPECTED_SHAPES, dict(shapes)
    for r in report:
        print("%-12s questions=%d plans=%d langs=%s" % r)
    print("shapes:", dict(shapes))
    print("written to", OUT)


if __name__ == "__main__":
    build()
