#!/usr/bin/env python3
"""Round r22 blind plan benchmark: questions, gold answers and planner-style plans.

Gold answers are computed here with the csv module over the raw source tables of
kag-affairqa, kag-supplychain and kag-riskmining (exact cell strings; counts and sums as
plain number strings; [] where the tables do not hold the asked fact for the named entity).
Every non-empty answer is checked to be non-empty, not a placeholder and unambiguous.

Plans imitate KAG's planner at run time: the get_spo/get dialect of kag-affairqa/plans.json
for AffairQA, the Retrieval/Math/Output dialect of kag-plans for SupplyChain and RiskMining,
with the planner's own words for types and predicates, 2 or 3 attempts per question and
exactly one attempt marked "last".

Run from any directory; writes six JSON files into ../plans/ (relative to this file).
"""
import csv
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[3]
OUT = HERE.parent / "plans"


def _data_root():
    for cand in (REPO / "shared" / "datasets", Path("/work/shared/datasets")):
        if (cand / "kag-affairqa" / "sources").is_dir():
            return cand
    raise SystemExit("datasets not found (looked in <repo>/shared/datasets and /work/shared/datasets)")


DATA = _data_root()
AQ = DATA / "kag-affairqa" / "sources"
SC = DATA / "kag-supplychain" / "sources"
RM = DATA / "kag-riskmining" / "sources"

PLACEHOLDER = re.compile(r"^(ZJ-|zj-)|null|^UNKNOWN$|E\+\d+$")


# ----------------------------------------------------------------------------- loading
_cache = {}


def table(path):
    """Rows as lists plus header -> column index (first occurrence); duplicated headers noted."""
    if path not in _cache:
        with open(path, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.reader(fh))
        header = rows[0]
        idx = {}
        for i, h in enumerate(header):
            idx.setdefault(h, i)
        dups = {h for h, c in Counter(header).items() if c > 1}
        _cache[path] = (header, idx, dups, rows[1:])
    return _cache[path]


def col(path, name):
    header, idx, dups, rows = table(path)
    assert name in idx, (path.name, name)
    assert name not in dups, f"column {name} is duplicated in {path.name}"
    return idx[name]


def rows_where(path, key_col, key):
    _, _, _, rows = table(path)
    k = col(path, key_col)
    return [r for r in rows if r[k] == key]


def good(v):
    return v != "" and not PLACEHOLDER.search(v)


def one(values):
    """Values from the matching rows must agree and be real cells."""
    s = set(values)
    assert len(s) == 1, f"ambiguous or missing: {sorted(s)}"
    v = s.pop()
    assert good(v), f"empty/placeholder cell: {v!r}"
    return v


def cell(path, key, attr, key_col=None):
    key_col = key_col or table(path)[0][0]
    rows = rows_where(path, key_col, key)
    assert len(rows) >= 1, (path.name, key)
    c = col(path, attr)
    return one(r[c] for r in rows)


def empty_cell(path, key, attr, key_col=None):
    key_col = key_col or table(path)[0][0]
    rows = rows_where(path, key_col, key)
    assert len(rows) == 1, (path.name, key)
    c = col(path, attr)
    assert rows[0][c] == "", (path.name, key, attr, rows[0][c])
    return []


# --- AffairQA helpers: the entity name must name exactly one row in all the tables
AQ_TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点", "旅行社", "行政区", "许可证"]


def aq_path(t):
    return AQ / f"{t}.csv"


def aq_unique(t, name, near_ok=False):
    hits = []
    for other in AQ_TABLES:
        _, _, _, rows = table(aq_path(other))
        hits += [(other, r) for r in rows if r[0] == name]
    assert len(hits) == 1 and hits[0][0] == t, f"{name}: {[(h[0]) for h in hits]}"
    if near_ok:  # an answer string: exact cell, only needs to be unique
        return name
    # no near-duplicate row in the same table (a name containing the other)
    _, _, _, rows = table(aq_path(t))
    near = [r[0] for r in rows if r[0] != name and (name in r[0] or (r[0] in name and len(r[0]) >= 4))]
    assert not near, f"{name}: near duplicates {near}"
    return name


def aq(t, name, attr):
    aq_unique(t, name)
    return [cell(aq_path(t), name, attr)]


def aq_licence(station):
    """Gas station -> its licence, only if no other station shares the licence."""
    aq_unique("加油站", station)
    lic = cell(aq_path("加油站"), station, "businessLicense")
    holders = rows_where(aq_path("加油站"), "name", lic)  # (name column never holds licences)
    assert not holders
    c = col(aq_path("加油站"), "businessLicense")
    sharing = [r[0] for r in table(aq_path("加油站"))[3] if r[c].lower() == lic.lower()]
    assert sharing == [station], f"licence {lic} shared by {sharing}"
    aq_unique("许可证", lic)
    return lic


# ----------------------------------------------------------------------------- gold: AffairQA
def g_aq_county_code(place):
    county = aq("宗教场所", place, "county")[0]
    rows = rows_where(aq_path("行政区"), "name", county)
    assert rows, county
    lab = one(r[col(aq_path("行政区"), "label")] for r in rows)
    assert lab == "县级行政区"
    return [one(r[col(aq_path("行政区"), "id")] for r in rows)]


def g_aq_count_county(county):
    c = col(aq_path("加油站"), "county")
    rows = [r for r in table(aq_path("加油站"))[3] if r[c] == county]
    names = [r[0] for r in rows]
    assert len(names) == len(set(names)) and names
    return [str(len(rows))]


def g_aq_sum(t, names, attr):
    total = 0
    for n in names:
        v = aq(t, n, attr)[0]
        assert re.fullmatch(r"\d+", v), v
        total += int(v)
    return [str(total)]


def g_aq_compare(t, names, attr):
    vals = {}
    for n in names:
        v = aq(t, n, attr)[0]
        vals[n] = float(v)
    best = max(vals.values())
    win = [n for n, v in vals.items() if v == best]
    assert len(win) == 1, vals
    return win


def g_aq_sort_county(t, county, attr):
    cc, ca = col(aq_path(t), "county"), col(aq_path(t), attr)
    rows = [r for r in table(aq_path(t))[3] if r[cc] == county]
    assert len(rows) >= 2
    vals = {r[0]: float(r[ca]) for r in rows}
    best = max(vals.values())
    win = [n for n, v in vals.items() if v == best]
    assert len(win) == 1, vals
    for n in win:
        aq_unique(t, n, near_ok=True)
    return win


def g_aq_no_phone(name):
    aq_unique("旅游景点", name)
    # nothing close by that would hold a phone for it either
    cp = col(aq_path("旅游景点"), "phoneNumber")
    core = name.replace("景区", "")
    near = [r[0] for r in table(aq_path("旅游景点"))[3] if core in r[0] and r[cp]]
    assert not near, near
    return empty_cell(aq_path("旅游景点"), name, "phoneNumber")


def g_aq_no_licence(station):
    aq_unique("加油站", station)
    return empty_cell(aq_path("加油站"), station, "businessLicense")


# ----------------------------------------------------------------------------- gold: SupplyChain
def sc_company_by_name(name):
    rows = rows_where(SC / "Company.csv", "name", name)
    assert len(rows) == 1, name
    assert "娱乐" not in name
    upd = rows_where(SC / "CompanyUpdate.csv", "name", name)
    assert not upd, f"{name} is rewritten by CompanyUpdate.csv"
    return rows[0]


def sc_person(name):
    assert name not in ("华**", "华*")
    rows = rows_where(SC / "Person.csv", "name", name)
    assert len(rows) == 1, name
    return rows[0]


def sc_products(company):
    r = sc_company_by_name(company)
    return r[col(SC / "Company.csv", "product")].split(",")


def sc_single_product(company):
    ps = sc_products(company)
    assert len(ps) == 1 and good(ps[0]), ps
    return ps[0]


def sc_industry(product):
    rows = rows_where(SC / "Product.csv", "id", product)
    assert rows, product
    return one(r[col(SC / "Product.csv", "belongToIndustry")] for r in rows)


def sc_company_name(cid):
    rows = rows_where(SC / "Company.csv", "id", cid)
    assert len(rows) == 1
    return rows[0][col(SC / "Company.csv", "name")]


def sc_company_id(name):
    return sc_company_by_name(name)[col(SC / "Company.csv", "id")]


def sc_trans():
    _, _, _, rows = table(SC / "Company_fundTrans_Company.csv")
    return rows  # srcId,dstId,transDate,transAmt


def g_sc_age(name):
    return [one([sc_person(name)[col(SC / "Person.csv", "age")]])]


def g_sc_event(name, attr):
    return [cell(SC / "ProductChainEvent.csv", name, attr, key_col="name")]


def g_sc_legal_single(name):
    reps = sc_person(name)[col(SC / "Person.csv", "legalRepresentative")].split(",")
    assert len(set(reps)) == 1, reps
    sc_company_by_name(reps[0])
    return [reps[0]]


def g_sc_trans_to(company):
    cid = sc_company_id(company)
    dst = {r[1] for r in sc_trans() if r[0] == cid}
    assert len(dst) == 1, dst
    return [sc_company_name(dst.pop())]


def g_sc_legal_product(name):
    comp = g_sc_legal_single(name)[0]
    return [sc_single_product(comp)]


def g_sc_company_industry(company):
    return [sc_industry(sc_single_product(company))]


def g_sc_event_industry(event):
    subj = g_sc_event(event, "subject")[0]
    return [sc_industry(subj)]


def g_sc_total_in(company):
    cid = sc_company_id(company)
    return [str(sum(int(r[3]) for r in sc_trans() if r[1] == cid))]


def g_sc_count_out(company):
    cid = sc_company_id(company)
    return [str(len({r[1] for r in sc_trans() if r[0] == cid}))]


def g_sc_max_out(company):
    cid = sc_company_id(company)
    tot = defaultdict(int)
    for r in sc_trans():
        if r[0] == cid:
            tot[r[1]] += int(r[3])
    best = max(tot.values())
    win = [d for d, v in tot.items() if v == best]
    assert len(win) == 1
    return [sc_company_name(win[0])]


def g_sc_no_certno(name):
    sc_person(name)
    header = table(SC / "Person.csv")[0]
    assert "certNo" not in header
    return []


# ----------------------------------------------------------------------------- gold: RiskMining
def rm_person_id(name):
    rows = rows_where(RM / "Person.csv", "name", name)
    assert len(rows) == 1, name
    return rows[0][0]


def rm_person_name(pid):
    rows = rows_where(RM / "Person.csv", "id", pid)
    assert len(rows) == 1
    return rows[0][col(RM / "Person.csv", "name")]


def rm_company_name(cid):
    rows = rows_where(RM / "Company.csv", "id", cid)
    assert len(rows) == 1
    n = rows[0][col(RM / "Company.csv", "name")]
    assert "娱乐" not in n, n
    return n


def g_rm_person(name, attr):
    return [cell(RM / "Person.csv", name, attr, key_col="name")]


def g_rm_app(app, attr):
    return [cell(RM / "App.csv", app, attr, key_col="id")]


def g_rm_company(name, attr):
    assert "娱乐" not in name
    return [cell(RM / "Company.csv", name, attr, key_col="name")]


def g_rm_person_cert(name):
    pid = rm_person_id(name)
    certs = [r[1] for r in table(RM / "Person_hasCert_Cert.csv")[3] if r[0] == pid]
    assert len(certs) == 1
    assert rows_where(RM / "Cert.csv", "certNum", certs[0])
    return certs


def g_rm_devices(name):
    pid = rm_person_id(name)
    return [r[1] for r in table(RM / "Person_hasDevice_Device.csv")[3] if r[0] == pid]


def g_rm_single_device(name):
    d = g_rm_devices(name)
    assert len(d) == 1 and rows_where(RM / "Device.csv", "id", d[0])
    return d


def g_rm_device_umid(name):
    d = g_rm_single_device(name)[0]
    return [cell(RM / "Device.csv", d, "umid", key_col="id")]


def g_rm_count_devices(name):
    d = g_rm_devices(name)
    assert len(d) == len(set(d)) and d
    return [str(len(d))]


def rm_trans():
    return table(RM / "Person_fundTrans_Person.csv")[3]  # src,dst,transDate,transAmt


def g_rm_trans_targets(name):
    pid = rm_person_id(name)
    out = sorted({r[1] for r in rm_trans() if r[0] == pid}, key=int)
    names = [rm_person_name(p) for p in out]
    assert len(names) == len(set(names)) and names
    return names


def g_rm_trans_sum(src, dst):
    s, d = rm_person_id(src), rm_person_id(dst)
    return [str(sum(int(r[3]) for r in rm_trans() if r[0] == s and r[1] == d))]


def g_rm_trans_max(src):
    s = rm_person_id(src)
    tot = defaultdict(int)
    for r in rm_trans():
        if r[0] == s:
            tot[r[1]] += int(r[3])
    best = max(tot.values())
    win = [d for d, v in tot.items() if v == best]
    assert len(win) == 1
    return [rm_person_name(win[0])]


def g_rm_app_cert_holders(app):
    cert = g_rm_app(app, "useCert")[0]
    assert rows_where(RM / "Cert.csv", "certNum", cert)
    holders = sorted({r[0] for r in table(RM / "Company_hasCert_Cert.csv")[3] if r[1] == cert}, key=int)
    return [rm_company_name(h) for h in holders]


def g_rm_no_share(name):
    pid = rm_person_id(name)
    assert not [r for r in table(RM / "Person_holdShare_Company.csv")[3] if r[0] == pid]
    return []


# ============================================================================= questions + plans
# Each entry: (lang, shape, question, gold thunk, [plan, ...]); the final plan listed is "last".


def Q(lang, shape, question, gold, plans):
    assert 2 <= len(plans) <= 3
    return {"lang": lang, "shape": shape, "question": question, "gold": gold, "plans": plans}


# ----------------------------------------------------------------------------- AffairQA (get_spo)
AFFAIRQA = [
    # 01
    Q("zh", "property", "浙江省伊斯兰教协会的网址是什么？",
      lambda: aq("协会", "浙江省伊斯兰教协会", "website"), [
"""Step1: 查询浙江省伊斯兰教协会的官方网站
Action1: get_spo(s=s1:Entity[浙江省伊斯兰教协会] ,p=p1:官方网站,o=o1:Entity ,sub_query= 查询浙江省伊斯兰教协会的官方网站)
Step2: 输出官方网站
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出官方网站)""",
"""Step1: 查询浙江省伊斯兰教协会的网址
Action1: get_spo(s=s1:协会[浙江省伊斯兰教协会] ,p=p1:网址,o=o1:Entity ,sub_query=查询浙江省伊斯兰教协会的网址  )
Step2: output `浙江省伊斯兰教协会的网址是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省伊斯兰教协会的网址是什么？` answer:)""",
    ]),
    # 02
    Q("zh", "property", "瓯海区佛教协会的登记证号是多少？",
      lambda: aq("协会", "瓯海区佛教协会", "registrationCertificateNumber"), [
"""Step1: 查询瓯海区佛教协会的登记信息
Action1: get_spo(s=s1:Entity[瓯海区佛教协会] ,p=p1:登记信息,o=o1:Entity ,sub_query= 查询瓯海区佛教协会的登记信息)
Step2: output `为了找到瓯海区佛教协会的登记证号，需要先查询该协会的登记信息。因此，下一步的检索问题可以是： “瓯海区佛教协会的登记信息中登记证号是什么？”` answer:
Action2: get_spo(s=o1:Entity ,p=p2:登记证号,o=o2:Entity ,sub_query=output `为了找到瓯海区佛教协会的登记证号，需要先查询该协会的登记信息。因此，下一步的检索问题可以是：
“瓯海区佛教协会的登记信息中登记证号是什么？”` answer:)""",
"""Step1: 查询瓯海区佛教协会的登记证号
Action1: get_spo(s=s1:协会[瓯海区佛教协会] ,p=p1:登记证号,o=o1:Entity ,sub_query=查询瓯海区佛教协会的登记证号  )
Step2: output `瓯海区佛教协会的登记证号是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `瓯海区佛教协会的登记证号是多少？` answer:)""",
    ]),
    # 03
    Q("zh", "property", "浙江道教学院是在哪一天成立的？",
      lambda: aq("学校", "浙江道教学院", "establishmentDate"), [
"""Step1: 查询浙江道教学院的创办时间
Action1: get_spo(s=s1:学校[浙江道教学院] ,p=p1:创办时间,o=o1:Entity ,sub_query= 查询浙江道教学院的创办时间)
Step2: output `浙江道教学院是在哪一天成立的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院是在哪一天成立的？` answer:)""",
"""Step1: 确认浙江道教学院的办学批准情况
Action1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:批准单位,o=o1:Entity ,sub_query= 确认浙江道教学院的办学批准情况)
Step2: 查询浙江道教学院的成立日期
Action2: get_spo(s=s1:Entity[浙江道教学院] ,p=p2:成立日期,o=o2:Entity ,sub_query= 查询浙江道教学院的成立日期)
Step3: 输出成立日期
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出成立日期)""",
"""Step1: 查询浙江道教学院的成立日期
Action1: get_spo(s=s1:Entity[浙江道教学院] ,p=p1:成立日期,o=o1:Entity ,sub_query=查询浙江道教学院的成立日期  )
Step2: output `浙江道教学院是在哪一天成立的？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江道教学院是在哪一天成立的？` answer:)""",
    ]),
    # 04
    Q("zh", "property", "中国港口博物馆是几A级旅游景区？",
      lambda: aq("旅游景点", "中国港口博物馆", "level"), [
"""Step1: 查询中国港口博物馆的景区评定等级
Action1: get_spo(s=s1:Entity[中国港口博物馆] ,p=p1:景区评定等级,o=o1:Entity ,sub_query= 查询中国港口博物馆的景区评定等级)
Step2: output `中国港口博物馆是几A级旅游景区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中国港口博物馆是几A级旅游景区？` answer:)""",
"""Step1: 查询中国港口博物馆的景区等级
Action1: get_spo(s=s1:旅游景点[中国港口博物馆] ,p=p1:等级,o=o1:Entity ,sub_query=查询中国港口博物馆的景区等级  )
Step2: output `中国港口博物馆是几A级旅游景区？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `中国港口博物馆是几A级旅游景区？` answer:)""",
    ]),
    # 05
    Q("zh", "property", "三衢石林风景区的联系电话是多少？",
      lambda: aq("旅游景点", "三衢石林风景区", "phoneNumber"), [
"""Step1: 查询三衢石林风景区的官方网站或官方联系方式
Action1: get_spo(s=s1:Entity[三衢石林风景区] ,p=p1:官方网站或官方联系方式,o=o1:Entity ,sub_query=查询三衢石林风景区的官方网站或官方联系方式)
Step2: output `“三衢石林风景区的官方网站或官方联系方式是什么？”` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `“三衢石林风景区的官方网站或官方联系方式是什么？”` answer:)""",
"""Step1: 查询三衢石林风景区的联系电话
Action1: get_spo(s=s1:Entity[三衢石林风景区] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询三衢石林风景区的联系电话  )
Step2: output `三衢石林风景区的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `三衢石林风景区的联系电话是多少？` answer:)""",
    ]),
    # 06
    Q("zh", "property", "浙江省肿瘤医院的联系电话是多少？",
      lambda: aq("医疗机构", "浙江省肿瘤医院", "phoneNumber"), [
"""Step1: 查询浙江省肿瘤医院的详细地址
Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:详细地址,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的详细地址)""",
"""Step1: 查询浙江省肿瘤医院的电话
Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:电话,o=o1:Entity ,sub_query= 查询浙江省肿瘤医院的电话)
Step2: 获取联系电话
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 获取联系电话)""",
"""Step1: 查询浙江省肿瘤医院的联系电话
Action1: get_spo(s=s1:医疗机构[浙江省肿瘤医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的联系电话  )
Step2: output `浙江省肿瘤医院的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `浙江省肿瘤医院的联系电话是多少？` answer:)""",
    ]),
    # 07
    Q("zh", "property", "杭州西湖之江眼科医院的医院等级是什么？",
      lambda: aq("医疗机构", "杭州西湖之江眼科医院", "level"), [
"""Step1: 查询中国医疗机构等级评定的标准信息。
Action1: get_spo(s=s1:医疗机构[杭州西湖之江眼科医院] ,p=p1:评定标准,o=o1:Entity ,sub_query= 查询中国医疗机构等级评定的标准信息。)
Step2: 查询杭州西湖之江眼科医院的等级
Action2: get_spo(s=s1:医疗机构[杭州西湖之江眼科医院] ,p=p2:医院等级,o=o2:Entity ,sub_query= 查询杭州西湖之江眼科医院的等级)
Step3: 输出医院等级
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出医院等级)""",
"""Step1: 查询杭州西湖之江眼科医院的级别
Action1: get_spo(s=s1:医疗机构[杭州西湖之江眼科医院] ,p=p1:级别,o=o1:Entity ,sub_query=查询杭州西湖之江眼科医院的级别  )
Step2: output `杭州西湖之江眼科医院的医院等级是什么？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州西湖之江眼科医院的医院等级是什么？` answer:)""",
    ]),
    # 08
    Q("zh", "property", "乐清市盐盆街道盛岙汉济寺的占地面积是多少？",
      lambda: aq("宗教场所", "乐清市盐盆街道盛岙汉济寺", "area"), [
"""Step1: 查询乐清市盐盆街道盛岙汉济寺的面积
Action1: get_spo(s=s1:Entity[乐清市盐盆街道盛岙汉济寺] ,p=p1:面积,o=o1:Entity ,sub_query= 查询乐清市盐盆街道盛岙汉济寺的面积)
Step2: output `乐清市盐盆街道盛岙汉济寺的占地面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `乐清市盐盆街道盛岙汉济寺的占地面积是多少？` answer:)""",
"""Step1: 查询乐清市盐盆街道盛岙汉济寺的占地面积
Action1: get_spo(s=s1:宗教场所[乐清市盐盆街道盛岙汉济寺] ,p=p1:占地面积,o=o1:Entity ,sub_query=查询乐清市盐盆街道盛岙汉济寺的占地面积  )
Step2: output `乐清市盐盆街道盛岙汉济寺的占地面积是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `乐清市盐盆街道盛岙汉济寺的占地面积是多少？` answer:)""",
    ]),
    # 09
    Q("zh", "property", "乐清市石帆街道竹屿杨府殿属于哪个宗教派别？",
      lambda: aq("宗教场所", "乐清市石帆街道竹屿杨府殿", "religiousType"), [
"""Step1: 查询乐清市石帆街道竹屿杨府殿所属的宗教
Action1: get_spo(s=s1:宗教场所[乐清市石帆街道竹屿杨府殿] ,p=p1:所属宗教,o=o1:Entity ,sub_query= 查询乐清市石帆街道竹屿杨府殿所属的宗教)
Step2: output `为了确定乐清市石帆街道竹屿杨府殿的宗教派别，首先需要确认其所属宗教。` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `为了确定乐清市石帆街道竹屿杨府殿的宗教派别，首先需要确认其所属宗教。` answer:)""",
"""Step1: 查询乐清市石帆街道竹屿杨府殿的派别
Action1: get_spo(s=s1:Entity[乐清市石帆街道竹屿杨府殿] ,p=p1:派别,o=o1:Entity ,sub_query=查询乐清市石帆街道竹屿杨府殿的派别  )
Step2: output `乐清市石帆街道竹屿杨府殿属于哪个宗教派别？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `乐清市石帆街道竹屿杨府殿属于哪个宗教派别？` answer:)""",
    ]),
    # 10
    Q("zh", "property", "宁海君临天下旅行社有限公司的传真号码是多少？",
      lambda: aq("旅行社", "宁海君临天下旅行社有限公司", "faxNumber"), [
"""Step1: 查询宁海君临天下旅行社有限公司的联系方式
Action1: get_spo(s=s1:Entity[宁海君临天下旅行社有限公司] ,p=p1:联系方式,o=o1:Entity ,sub_query= 查询宁海君临天下旅行社有限公司的联系方式)
Step2: 查询传真号码
Action2: get_spo(s=o1:Entity ,p=p2:传真号码,o=o2:Entity ,sub_query= 查询传真号码)
Step3: 输出传真号码
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出传真号码)""",
"""Step1: 查询宁海君临天下旅行社有限公司的传真
Action1: get_spo(s=s1:旅行社[宁海君临天下旅行社有限公司] ,p=p1:传真,o=o1:Entity ,sub_query=查询宁海君临天下旅行社有限公司的传真  )
Step2: output `宁海君临天下旅行社有限公司的传真号码是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁海君临天下旅行社有限公司的传真号码是多少？` answer:)""",
    ]),
    # 11
    Q("zh", "property", "杭州杭钢亚盛天然气有限公司有多少名职工？",
      lambda: aq("加油站", "杭州杭钢亚盛天然气有限公司", "employeeCount"), [
"""Step1: 查询杭州杭钢亚盛天然气有限公司的员工
Action1: get_spo(s=s1:Entity[杭州杭钢亚盛天然气有限公司] ,p=p1:员工,o=o1:Entity ,sub_query= 查询杭州杭钢亚盛天然气有限公司的员工)
Step2: 统计员工数量
Action2: count(alias_name=count1,set=o1,sub_query= 统计员工数量)
Step3: 输出员工数量
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query= 输出员工数量)""",
"""Step1: 查询杭州杭钢亚盛天然气有限公司的职工人数
Action1: get_spo(s=s1:加油站[杭州杭钢亚盛天然气有限公司] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询杭州杭钢亚盛天然气有限公司的职工人数  )
Step2: output `杭州杭钢亚盛天然气有限公司有多少名职工？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `杭州杭钢亚盛天然气有限公司有多少名职工？` answer:)""",
    ]),
    # 12
    Q("en", "property", "What is the English name of the travel agency 杭州鼓楼旅行社?",
      lambda: aq("旅行社", "杭州鼓楼旅行社", "englishName"), [
"""Step1: Look up the official English name of 杭州鼓楼旅行社
Action1: get_spo(s=s1:TravelAgency[杭州鼓楼旅行社] ,p=p1:officialEnglishName,o=o1:Entity ,sub_query= Look up the official English name of 杭州鼓楼旅行社)
Step2: output `What is the English name of the travel agency 杭州鼓楼旅行社?` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `What is the English name of the travel agency 杭州鼓楼旅行社?` answer:)""",
"""Step1: Query the English name of 杭州鼓楼旅行社
Action1: get_spo(s=s1:TravelAgency[杭州鼓楼旅行社] ,p=p1:englishName,o=o1:Entity ,sub_query=Query the English name of 杭州鼓楼旅行社  )
Step2: output `What is the English name of the travel agency 杭州鼓楼旅行社?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `What is the English name of the travel agency 杭州鼓楼旅行社?` answer:)""",
    ]),
    # 13
    Q("zh", "relation", "绍兴金帝天然气有限公司持有哪一张经营许可证？",
      lambda: [aq_licence("绍兴金帝天然气有限公司")], [
"""Step1: 查询绍兴金帝天然气有限公司的工商注册信息
Action1: get_spo(s=s1:Entity[绍兴金帝天然气有限公司] ,p=p1:工商注册信息,o=o1:Entity ,sub_query= 查询绍兴金帝天然气有限公司的工商注册信息)
Step2: 查询经营许可证
Action2: get_spo(s=o1:Entity ,p=p2:经营许可证,o=o2:许可证 ,sub_query= 查询经营许可证)
Step3: 获取经营许可证
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 获取经营许可证)""",
"""Step1: 查询绍兴金帝天然气有限公司持有的经营许可证
Action1: get_spo(s=s1:加油站[绍兴金帝天然气有限公司] ,p=p1:持有许可证,o=o1:许可证 ,sub_query=查询绍兴金帝天然气有限公司持有的经营许可证  )
Step2: output `绍兴金帝天然气有限公司持有哪一张经营许可证？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `绍兴金帝天然气有限公司持有哪一张经营许可证？` answer:)""",
    ]),
    # 14
    Q("zh", "relation", "宁波雪窦山金竹庵位于哪个区县？",
      lambda: aq("宗教场所", "宁波雪窦山金竹庵", "county"), [
"""Step1: 查询宁波雪窦山金竹庵的地理位置
Action1: get_spo(s=s1:Entity[宁波雪窦山金竹庵] ,p=p1:地理位置,o=o1:Entity ,sub_query=查询宁波雪窦山金竹庵的地理位置)
Step2: output `宁波雪窦山金竹庵位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波雪窦山金竹庵位于哪个区县？` answer:)""",
"""Step1: 确认宁波雪窦山金竹庵是否位于宁波市
Action1: get_spo(s=s1:Entity[宁波雪窦山金竹庵] ,p=p1:位于,o=o1:Entity[宁波市] ,sub_query=确认宁波雪窦山金竹庵是否位于宁波市)
Step2: 查询宁波雪窦山金竹庵所在的区县
Action2: get_spo(s=s1:Entity[宁波雪窦山金竹庵] ,p=p2:位于,o=o2:行政区 ,sub_query= 查询宁波雪窦山金竹庵所在的区县)
Step3: 输出区县
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query= 输出区县)""",
"""Step1: 查询宁波雪窦山金竹庵所在的区县
Action1: get_spo(s=s1:宗教场所[宁波雪窦山金竹庵] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询宁波雪窦山金竹庵所在的区县  )
Step2: output `宁波雪窦山金竹庵位于哪个区县？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `宁波雪窦山金竹庵位于哪个区县？` answer:)""",
    ]),
    # 15
    Q("en", "relation", "Which district is the travel agency 杭州马可波罗国际旅行社有限公司 located in?",
      lambda: aq("旅行社", "杭州马可波罗国际旅行社有限公司", "county"), [
"""Step1: Find the address of 杭州马可波罗国际旅行社有限公司
Action1: get_spo(s=s1:Entity[杭州马可波罗国际旅行社有限公司] ,p=p1:address,o=o1:Entity ,sub_query= Find the address of 杭州马可波罗国际旅行社有限公司)
Step2: output `Which district is the travel agency 杭州马可波罗国际旅行社有限公司 located in?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which district is the travel agency 杭州马可波罗国际旅行社有限公司 located in?` answer:)""",
"""Step1: Find the district where 杭州马可波罗国际旅行社有限公司 is located
Action1: get_spo(s=s1:TravelAgency[杭州马可波罗国际旅行社有限公司] ,p=p1:locatedInDistrict,o=o1:AdministrativeRegion ,sub_query=Find the district where 杭州马可波罗国际旅行社有限公司 is located  )
Step2: output `Which district is the travel agency 杭州马可波罗国际旅行社有限公司 located in?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which district is the travel agency 杭州马可波罗国际旅行社有限公司 located in?` answer:)""",
    ]),
    # 16
    Q("zh", "two-hop", "桐乡运河加气站持有的经营许可证什么时候失效？",
      lambda: [cell(aq_path("许可证"), aq_licence("桐乡运河加气站"), "invalidDate")], [
"""Step1: 查询桐乡运河加气站的经营许可证有效期
Action1: get_spo(s=s1:Entity[桐乡运河加气站] ,p=p1:许可证有效期,o=o1:Entity ,sub_query= 查询桐乡运河加气站的经营许可证有效期)
Step2: output `桐乡运河加气站持有的经营许可证什么时候失效？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `桐乡运河加气站持有的经营许可证什么时候失效？` answer:)""",
"""Step1: 查询桐乡运河加气站的经营许可证
Action1: get_spo(s=s1:加油站[桐乡运河加气站] ,p=p1:经营许可证,o=o1:许可证 ,sub_query=查询桐乡运河加气站的经营许可证  )
Step2: 查询该经营许可证的失效日期
Action2: get_spo(s=o1:许可证 ,p=p2:失效日期,o=o2:Entity ,sub_query=查询该经营许可证的失效日期  )
Step3: output `桐乡运河加气站持有的经营许可证什么时候失效？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `桐乡运河加气站持有的经营许可证什么时候失效？` answer:)""",
    ]),
    # 17
    Q("zh", "two-hop", "慈溪市煤气有限公司的经营许可证是从哪一天开始生效的？",
      lambda: [cell(aq_path("许可证"), aq_licence("慈溪市煤气有限公司"), "effectiveDate")], [
"""Step1: 查询慈溪市煤气有限公司的经营许可证号
Action1: get_spo(s=s1:Entity[慈溪市煤气有限公司] ,p=p1:经营许可证号,o=o1:Entity ,sub_query= 查询慈溪市煤气有限公司的经营许可证号)
Step2: 输出经营许可证号
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出经营许可证号)""",
"""Step1: 查询慈溪市煤气有限公司的经营许可证
Action1: get_spo(s=s1:Entity[慈溪市煤气有限公司] ,p=p1:经营许可证,o=o1:许可证 ,sub_query= 查询慈溪市煤气有限公司的经营许可证)
Step2: 查询许可证的生效时间
Action2: get_spo(s=o1:许可证 ,p=p2:生效时间,o=o2:Entity ,sub_query= 查询许可证的生效时间)
Step3: output `慈溪市煤气有限公司的经营许可证是从哪一天开始生效的？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `慈溪市煤气有限公司的经营许可证是从哪一天开始生效的？` answer:)""",
    ]),
    # 18
    Q("zh", "two-hop", "象山大悲禅寺所在区县的行政区划代码是多少？",
      lambda: g_aq_county_code("象山大悲禅寺"), [
"""Step1: 查询象山大悲禅寺所在的区县
Action1: get_spo(s=s1:宗教场所[象山大悲禅寺] ,p=p1:所在区县,o=o1:行政区 ,sub_query= 查询象山大悲禅寺所在的区县)
Step2: 查询象山县的行政区划代码
Action2: get_spo(s=s2:行政区[象山县] ,p=p2:行政区划代码,o=o2:Entity ,sub_query= 查询象山县的行政区划代码)
Step3: output `象山大悲禅寺所在区县的行政区划代码是多少？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `象山大悲禅寺所在区县的行政区划代码是多少？` answer:)""",
"""Step1: 查询象山大悲禅寺所在区县
Action1: get_spo(s=s1:Entity[象山大悲禅寺] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询象山大悲禅寺所在区县  )
Step2: 查询该区县的行政区划代码
Action2: get_spo(s=o1:行政区 ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该区县的行政区划代码  )
Step3: output `象山大悲禅寺所在区县的行政区划代码是多少？` answer:
Action3: get(alias_name=o2,alias_name_set=[o2],sub_query=output `象山大悲禅寺所在区县的行政区划代码是多少？` answer:)""",
    ]),
    # 19
    Q("en", "aggregate", "How many gas stations are located in 萧山区?",
      lambda: g_aq_count_county("萧山区"), [
"""Step1: Find the gas stations in 萧山区
Action1: get_spo(s=s1:GasStation ,p=p1:locatedIn,o=o1:Entity[萧山区] ,sub_query= Find the gas stations in 萧山区)
Step2: output `How many gas stations are located in 萧山区?` answer:
Action2: get(alias_name=s1,alias_name_set=[s1],sub_query=output `How many gas stations are located in 萧山区?` answer:)""",
"""Step1: Find all gas stations whose district is 萧山区
Action1: get_spo(s=s1:GasStation ,p=p1:district,o=o1:AdministrativeRegion[萧山区] ,sub_query=Find all gas stations whose district is 萧山区  )
Step2: Count the gas stations found in Step1
Action2: count(alias_name=count1,set=s1,sub_query=Count the gas stations found in Step1)
Step3: output `How many gas stations are located in 萧山区?` answer:
Action3: get(alias_name=count1,alias_name_set=[count1],sub_query=output `How many gas stations are located in 萧山区?` answer:)""",
    ]),
    # 20
    Q("zh", "aggregate",
      "嘉兴市嘉通新能源股份有限公司公交经开北加气站分公司、嘉兴市嘉通新能源股份有限公司客运中心加气站分公司和嘉兴市嘉通新能源股份有限公司公交东场加气站分公司的职工人数一共是多少？",
      lambda: g_aq_sum("加油站", ["嘉兴市嘉通新能源股份有限公司公交经开北加气站分公司",
                                 "嘉兴市嘉通新能源股份有限公司客运中心加气站分公司",
                                 "嘉兴市嘉通新能源股份有限公司公交东场加气站分公司"], "employeeCount"), [
"""Step1: 查询嘉兴市嘉通新能源股份有限公司下属的加气站分公司
Action1: get_spo(s=s1:Entity[嘉兴市嘉通新能源股份有限公司] ,p=p1:下属分公司,o=o1:加油站 ,sub_query= 查询嘉兴市嘉通新能源股份有限公司下属的加气站分公司)
Step2: 查询各分公司的职工人数
Action2: get_spo(s=o1:加油站 ,p=p2:职工人数,o=o2:Entity ,sub_query= 查询各分公司的职工人数)
Step3: 统计职工人数
Action3: count(alias_name=count1,set=o2,sub_query= 统计职工人数)""",
"""Step1: 查询嘉兴市嘉通新能源股份有限公司公交经开北加气站分公司的职工人数
Action1: get_spo(s=s1:加油站[嘉兴市嘉通新能源股份有限公司公交经开北加气站分公司] ,p=p1:职工人数,o=o1:Entity ,sub_query=查询嘉兴市嘉通新能源股份有限公司公交经开北加气站分公司的职工人数)
Step2: 查询嘉兴市嘉通新能源股份有限公司客运中心加气站分公司的职工人数
Action2: get_spo(s=s2:加油站[嘉兴市嘉通新能源股份有限公司客运中心加气站分公司] ,p=p2:职工人数,o=o2:Entity ,sub_query=查询嘉兴市嘉通新能源股份有限公司客运中心加气站分公司的职工人数)
Step3: 查询嘉兴市嘉通新能源股份有限公司公交东场加气站分公司的职工人数
Action3: get_spo(s=s3:加油站[嘉兴市嘉通新能源股份有限公司公交东场加气站分公司] ,p=p3:职工人数,o=o3:Entity ,sub_query=查询嘉兴市嘉通新能源股份有限公司公交东场加气站分公司的职工人数)
Step4: 计算三个分公司职工人数之和
Action4: sum(o1,o2,o3)->sum1
Step5: output `三个分公司的职工人数一共是多少？` answer:
Action5: get(alias_name=sum1,alias_name_set=[sum1],sub_query=output `三个分公司的职工人数一共是多少？` answer:)""",
    ]),
    # 21
    Q("zh", "comparison", "临海市永福寺和三门县妙莲寺，哪一个的建筑面积更大？",
      lambda: g_aq_compare("宗教场所", ["临海市永福寺", "三门县妙莲寺"], "buildingArea"), [
"""Step1: 查询临海市永福寺的面积
Action1: get_spo(s=s1:Entity[临海市永福寺] ,p=p1:面积,o=o1:Entity ,sub_query= 查询临海市永福寺的面积)
Step2: 查询三门县妙莲寺的面积
Action2: get_spo(s=s2:Entity[三门县妙莲寺] ,p=p2:面积,o=o2:Entity ,sub_query= 查询三门县妙莲寺的面积)
Step3: 输出两处宗教场所的面积
Action3: get(alias_name=o1,alias_name_set=[o1,  o2],sub_query= 输出两处宗教场所的面积)""",
"""Step1: 查询临海市永福寺的建筑面积
Action1: get_spo(s=s1:宗教场所[临海市永福寺] ,p=p1:建筑面积,o=o1:Entity ,sub_query=查询临海市永福寺的建筑面积)
Step2: 查询三门县妙莲寺的建筑面积
Action2: get_spo(s=s2:宗教场所[三门县妙莲寺] ,p=p2:建筑面积,o=o2:Entity ,sub_query=查询三门县妙莲寺的建筑面积)
Step3: 比较两者的建筑面积，找出更大的一个
Action3: compare(set=[o1,o2], op=max)""",
    ]),
    # 22
    Q("zh", "comparison", "位于天台县的学校中，在校生数量最多的是哪一所？",
      lambda: g_aq_sort_county("学校", "天台县", "studentCount"), [
"""Step1: 查询位于天台县的学校
Action1: get_spo(s=s1:学校 ,p=p1:位于,o=o1:Entity[天台县] ,sub_query= 查询位于天台县的学校)
Step2: 统计学校数量
Action2: count(alias_name=count1,set=s1,sub_query= 统计学校数量)
Step3: 输出学校和统计结果
Action3: get(alias_name=s1,alias_name_set=[s1,  count1],sub_query= 输出学校和统计结果)""",
"""Step1: 查询所在区县为天台县的学校
Action1: get_spo(s=s1:学校 ,p=p1:所在区县,o=o1:行政区[天台县] ,sub_query=查询所在区县为天台县的学校  )
Step2: 查询这些学校的在校生人数
Action2: get_spo(s=s1 ,p=p2:在校生人数,o=o2:Entity ,sub_query=查询这些学校的在校生人数  )
Step3: 按在校生人数排序，取最多的一所
Action3: sort(set=s1, orderby=o2, direction=max, limit=1)""",
    ]),
    # 23
    Q("zh", "no-answer", "神仙居景区的联系电话是多少？",
      lambda: g_aq_no_phone("神仙居景区"), [
"""Step1: 查询神仙居景区的联系电话
Action1: get_spo(s=s1:Entity[神仙居景区] ,p=p1:联系电话,o=o1:Entity ,sub_query= 查询神仙居景区的联系电话)
Step2: 输出联系电话
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query= 输出联系电话)""",
"""Step1: 查询神仙居景区的电话号码
Action1: get_spo(s=s1:旅游景点[神仙居景区] ,p=p1:电话号码,o=o1:Entity ,sub_query=查询神仙居景区的电话号码  )
Step2: output `神仙居景区的联系电话是多少？` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `神仙居景区的联系电话是多少？` answer:)""",
    ]),
    # 24
    Q("en", "no-answer", "Which business license does the gas station 磐安县义磐液化气有限公司 hold?",
      lambda: g_aq_no_licence("磐安县义磐液化气有限公司"), [
"""Step1: Identify the registration information of 磐安县义磐液化气有限公司
Action1: get_spo(s=s1:Entity[磐安县义磐液化气有限公司] ,p=p1:registrationInfo,o=o1:Entity ,sub_query= Identify the registration information of 磐安县义磐液化气有限公司)
Step2: Find the business license in the registration information
Action2: get_spo(s=o1:Entity ,p=p2:businessLicense,o=o2:License ,sub_query= Find the business license in the registration information)""",
"""Step1: Find the business license held by 磐安县义磐液化气有限公司
Action1: get_spo(s=s1:GasStation[磐安县义磐液化气有限公司] ,p=p1:holdsLicense,o=o1:License ,sub_query=Find the business license held by 磐安县义磐液化气有限公司  )
Step2: output `Which business license does the gas station 磐安县义磐液化气有限公司 hold?` answer:
Action2: get(alias_name=o1,alias_name_set=[o1],sub_query=output `Which business license does the gas station 磐安县义磐液化气有限公司 hold?` answer:)""",
    ]),
]

# ----------------------------------------------------------------------------- SupplyChain (Retrieval)
SUPPLYCHAIN = [
    # 01
    Q("en", "property", "How old is 樊**?",
      lambda: g_sc_age("樊**"), [
"""Step1:What is the age of 樊**?
Action1:Retrieval(s=s1:Person[`樊**`], p=p1:Age, o=o1:Number)
Step2:Output the age retrieved in Step1
Action2:output(o1)""",
"""Step1:Who is 樊**?
Action1:Retrieval(s=s1:NaturalPerson[`樊**`], p=p1, o=o1)
Step2:How old is 樊** according to the retrieved information?
Action2:Retrieval(s=s1, p=p2:age, o=o2:Integer)
Step3:Output the age
Action3:output(o2)""",
    ]),
    # 02
    Q("zh", "property", "骆*的年龄是多少？",
      lambda: g_sc_age("骆*"), [
"""Step1:查询骆*
Action1:Retrieval(s=s1:自然人[`骆*`], p=p1, o=o1)
Output:输出s1
Action2:output(s1)""",
"""Step1:骆*的年龄是多少？
Action1:Retrieval(s=s1:自然人[`骆*`], p=p1:年龄, o=o1:数值)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 03
    Q("en", "property", "Which index does the product chain event 顺丁橡胶成本上涨 refer to?",
      lambda: g_sc_event("顺丁橡胶成本上涨", "index"), [
"""Step1:What is the trend of the event 顺丁橡胶成本上涨?
Action1:Retrieval(s=s1:ProductChainEvent[`顺丁橡胶成本上涨`], p=p1:trend, o=o1:Trend)
Step2:Output the trend
Action2:output(o1)""",
"""Step1:Which index does the industrial chain event 顺丁橡胶成本上涨 concern?
Action1:Retrieval(s=s1:IndustryChainEvent[`顺丁橡胶成本上涨`], p=p1:concernsIndex, o=o1:Index)
Step2:Output the index retrieved in Step1
Action2:output(o1)""",
    ]),
    # 04
    Q("en", "relation", "Which product does the company 建发***资**有公司 operate?",
      lambda: [sc_single_product("建发***资**有公司")], [
"""Step1:Which industry is 建发***资**有公司 in?
Action1:Retrieval(s=s1:Company[`建发***资**有公司`], p=p1:belongToIndustry, o=o1:Industry)
Step2:Output the industry
Action2:output(o1)""",
"""Step1:What products does 建发***资**有公司 operate?
Action1:Retrieval(s=s1:Enterprise[`建发***资**有公司`], p=p1:operatesProduct, o=o1:Product)
Step2:Output the products retrieved in Step1
Action2:output(o1)""",
    ]),
    # 05
    Q("zh", "relation", "尤**是哪家公司的法人代表？",
      lambda: g_sc_legal_single("尤**"), [
"""Step1:查询尤**担任法人的企业
Action1:Retrieval(s=s1:企业, p=p1:法定代表人, o=o1:自然人[`尤**`])
Step2:输出s1
Action2:output(s1)""",
"""Step1:尤**是哪家公司的法人代表？
Action1:Retrieval(s=s1:自然人[`尤**`], p=p1:法人代表, o=o1:企业)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 06
    Q("en", "relation", "Which company did 中**油**有公司 transfer funds to?",
      lambda: g_sc_trans_to("中**油**有公司"), [
"""Step1:Which companies have fund transactions with 中**油**有公司?
Action1:Retrieval(s=s1:Company, p=p1:fundTransaction, o=o1:Company[`中**油**有公司`])
Step2:Output the companies
Action2:output(s1)""",
"""Step1:Which company received a fund transfer from 中**油**有公司?
Action1:Retrieval(s=s1:Company[`中**油**有公司`], p=p1:transferFundsTo, o=o1:Company)
Step2:Output the company retrieved in Step1
Action2:output(o1)""",
    ]),
    # 07
    Q("zh", "two-hop", "平**担任法人代表的公司经营什么产品？",
      lambda: g_sc_legal_product("平**"), [
"""Step1:平**担任法人代表的是哪家公司？
Action1:Retrieval(s=s1:自然人[`平**`], p=p1:法人代表, o=o1:企业)
Step2:输出o1
Action2:output(o1)""",
"""Step1:平**是哪家公司的法人代表？
Action1:Retrieval(s=s1:自然人[`平**`], p=p1:担任法人代表, o=o1:企业)
Step2:该公司经营什么产品？
Action2:Retrieval(s=o1, p=p2:经营产品, o=o2:产品)
Step3:输出o2
Action3:output(o2)""",
    ]),
    # 08
    Q("en", "two-hop", "Which industry does the product operated by 鹰君集**公司 belong to?",
      lambda: g_sc_company_industry("鹰君集**公司"), [
"""Step1:Which industry does 鹰君集**公司 belong to?
Action1:Retrieval(s=s1:Company[`鹰君集**公司`], p=p1:industry, o=o1:Industry)
Step2:Output the industry retrieved in Step1
Action2:output(o1)""",
"""Step1:What product does 鹰君集**公司 operate?
Action1:Retrieval(s=s1:Company[`鹰君集**公司`], p=p1:product, o=o1:Product)
Step2:Which industry does the product retrieved in Step1 belong to?
Action2:Retrieval(s=o1, p=p2:belongsToIndustry, o=o2:Industry)
Step3:Output the industry
Action3:output(o2)""",
"""Step1:What products does 鹰君集**公司 sell?
Action1:Retrieval(s=s1:Enterprise[`鹰君集**公司`], p=p1:mainProduct, o=o1:Product)
Step2:To which industry does the product from Step1 belong?
Action2:Retrieval(s=o1, p=p2:industryOfProduct, o=o2:Industry)
Step3:What is the final answer?
Action3:output(o2)""",
    ]),
    # 09
    Q("zh", "two-hop", "顺丁橡胶成本上涨这一产业链事件的主体产品属于哪个产业？",
      lambda: g_sc_event_industry("顺丁橡胶成本上涨"), [
"""Step1:顺丁橡胶成本上涨事件导致了哪些公司事件？
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:导致, o=o1:公司事件)
Step2:输出o1
Action2:output(o1)""",
"""Step1:顺丁橡胶成本上涨事件的主体产品是什么？
Action1:Retrieval(s=s1:产业链事件[`顺丁橡胶成本上涨`], p=p1:主体, o=o1:产品)
Step2:该产品属于哪个产业？
Action2:Retrieval(s=o1, p=p2:所属产业, o=o2:产业)
Step3:输出o2
Action3:output(o2)""",
    ]),
    # 10
    Q("en", "aggregate", "What is the total amount of funds transferred into 传化****限公司?",
      lambda: g_sc_total_in("传化****限公司"), [
"""Step1:What is the total inflow amount of 传化****限公司?
Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:totalInflowAmount, o=o1:Amount)
Step2:Output the amount
Action2:output(o1)""",
"""Step1:Which companies transferred funds to 传化****限公司, and with what amounts?
Action1:Retrieval(s=s1:Company, p=p1:transferFundsTo, o=o1:Company[`传化****限公司`])
Step2:What is the sum of the transfer amounts retrieved in Step1?
Action2:Math(content=[`p1`], target=`What is the total amount of funds transferred into 传化****限公司?`)->math2
Step3:Output the total
Action3:output(math2)""",
    ]),
    # 11
    Q("zh", "aggregate", "传化****限公司一共向多少家公司转出过资金？",
      lambda: g_sc_count_out("传化****限公司"), [
"""Step1:传化****限公司近3个月流出了多少资金？
Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:近3月流出, o=o1:金额)
Step2:输出o1
Action2:output(o1)""",
"""Step1:传化****限公司向哪些公司转出过资金？
Action1:Retrieval(s=s1:企业[`传化****限公司`], p=p1:资金往来, o=o1:企业)
Step2:这些公司一共有多少家？
Action2:Math(content=[`o1`], target=`统计传化****限公司转出资金的公司数量`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 12
    Q("en", "comparison", "Among the companies that received funds from 传化****限公司, which one received the largest amount?",
      lambda: g_sc_max_out("传化****限公司"), [
"""Step1:Which companies received funds from 传化****限公司?
Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:fundTrans, o=o1:Company)
Step2:Output the companies
Action2:output(o1)""",
"""Step1:Which companies received fund transfers from 传化****限公司?
Action1:Retrieval(s=s1:Company[`传化****限公司`], p=p1:transferredFundsTo, o=o1:Company)
Step2:Which of the companies retrieved in Step1 received the largest transfer amount?
Action2:Math(content=[`o1`,`p1`], target=`Which company received the largest amount from 传化****限公司?`)->math2
Step3:Output the company
Action3:output(math2)""",
    ]),
    # 13
    Q("zh", "no-answer", "臧*的证件号码是多少？",
      lambda: g_sc_no_certno("臧*"), [
"""Step1:查询臧*
Action1:Retrieval(s=s1:自然人[`臧*`], p=p1, o=o1)
Step2:臧*的身份证号是多少？
Action2:Retrieval(s=s1, p=p2:身份证号, o=o2:号码)
Step3:输出o2
Action3:output(o2)""",
"""Step1:臧*的证件号码是多少？
Action1:Retrieval(s=s1:自然人[`臧*`], p=p1:证件号码, o=o1:文本)
Step2:输出o1
Action2:output(o1)""",
    ]),
]

# ----------------------------------------------------------------------------- RiskMining (Retrieval)
RISKMINING = [
    # 01
    Q("en", "property", "How old is 穆**?",
      lambda: g_rm_person("穆**", "age"), [
"""Step1:Query the natural person 穆**
Action1:Retrieval(s=s1:NaturalPerson[`穆**`], p=p1, o=o1)
Output:output s1
Action2:output(s1)""",
"""Step1:What is the age of 穆**?
Action1:Retrieval(s=s1:Person[`穆**`], p=p1:age, o=o1:Integer)
Step2:Output the age retrieved in Step1
Action2:output(o1)""",
    ]),
    # 02
    Q("zh", "property", "应用com.oStEmG.may的风险标记是什么？",
      lambda: g_rm_app("com.oStEmG.may", "riskMark"), [
"""Step1:查询应用com.oStEmG.may属于哪种风险应用
Action1:Retrieval(s=s1:应用[`com.oStEmG.may`], p=p1:属于, o=o1:风险应用)
Output:输出o1
Action2:output(o1)""",
"""Step1:应用com.oStEmG.may的风险标记是什么？
Action1:Retrieval(s=s1:应用[`com.oStEmG.may`], p=p1:风险标记, o=o1:文本)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 03
    Q("en", "property", "What is the phone number of the company 航天彩**人*股*限公司?",
      lambda: g_rm_company("航天彩**人*股*限公司", "phone"), [
"""Step1:What is the contact information of 航天彩**人*股*限公司?
Action1:Retrieval(s=s1:Enterprise[`航天彩**人*股*限公司`], p=p1:contactInformation, o=o1:Text)
Step2:Output the contact information
Action2:output(o1)""",
"""Step1:What is the phone number of 航天彩**人*股*限公司?
Action1:Retrieval(s=s1:Company[`航天彩**人*股*限公司`], p=p1:phoneNumber, o=o1:PhoneNumber)
Step2:Output the phone number retrieved in Step1
Action2:output(o1)""",
    ]),
    # 04
    Q("en", "relation", "Which certificate does 裘** hold?",
      lambda: g_rm_person_cert("裘**"), [
"""Step1:Which company does 裘** hold shares in?
Action1:Retrieval(s=s1:Person[`裘**`], p=p1:holdShare, o=o1:Company)
Step2:Which certificates does that company hold?
Action2:Retrieval(s=o1, p=p2:hasCert, o=o2:Cert)
Step3:Output the certificates
Action3:output(o2)""",
"""Step1:Which certificate does 裘** hold?
Action1:Retrieval(s=s1:Person[`裘**`], p=p1:holdsCertificate, o=o1:Certificate)
Step2:Output the certificate retrieved in Step1
Action2:output(o1)""",
    ]),
    # 05
    Q("zh", "relation", "应用com.Yirmf.MZx.NKC.Xqp使用的是哪个证书？",
      lambda: g_rm_app("com.Yirmf.MZx.NKC.Xqp", "useCert"), [
"""Step1:应用com.Yirmf.MZx.NKC.Xqp使用的证书是什么？
Action1:Retrieval(s=s1:应用[`com.Yirmf.MZx.NKC.Xqp`], p=p1:使用证书, o=o1:证书)
Step2:输出o1
Action2:output(o1)""",
"""Step1:应用com.Yirmf.MZx.NKC.Xqp用的是哪个证书？
Action1:Retrieval(s=s1:App[`com.Yirmf.MZx.NKC.Xqp`], p=p1:签名证书, o=o1:证书)
Step2:该证书的证书编号是什么？
Action2:Retrieval(s=o1, p=p2:证书编号, o=o2:文本)
Step3:输出o2
Action3:output(o2)""",
    ]),
    # 06
    Q("en", "relation", "Which device does 左** own?",
      lambda: g_rm_single_device("左**"), [
"""Step1:Which apps has 左** installed?
Action1:Retrieval(s=s1:Person[`左**`], p=p1:installedApp, o=o1:App)
Step2:Output the apps
Action2:output(o1)""",
"""Step1:Which device does 左** own?
Action1:Retrieval(s=s1:NaturalPerson[`左**`], p=p1:ownsDevice, o=o1:Device)
Step2:Output the device retrieved in Step1
Action2:output(o1)""",
    ]),
    # 07
    Q("zh", "relation", "柏*给哪些人转过账？",
      lambda: g_rm_trans_targets("柏*"), [
"""Step1:柏*的转账记录有哪些？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账记录, o=o1:交易)
Step2:输出o1
Action2:output(o1)""",
"""Step1:查询柏*
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1, o=o1)
Step2:柏*向哪些人转过账？
Action2:Retrieval(s=s1, p=p2:转账, o=o2:自然人)
Step3:输出o2
Action3:output(o2)""",
"""Step1:柏*给哪些人转过账？
Action1:Retrieval(s=s1:自然人[`柏*`], p=p1:转账关系, o=o1:自然人)
Step2:输出o1
Action2:output(o1)""",
    ]),
    # 08
    Q("en", "two-hop", "What is the umid of the device owned by 郝*?",
      lambda: g_rm_device_umid("郝*"), [
"""Step1:Which device does 郝* own?
Action1:Retrieval(s=s1:Person[`郝*`], p=p1:hasDevice, o=o1:Device)
Step2:What is the umid of the device retrieved in Step1?
Action2:Retrieval(s=o1, p=p2:umid, o=o2:Text)
Step3:Output the umid
Action3:output(o2)""",
"""Step1:Which device belongs to 郝*?
Action1:Retrieval(s=s1:NaturalPerson[`郝*`], p=p1:ownsDevice, o=o1:Device)
Step2:What is the device identifier (umid) of that device?
Action2:Retrieval(s=o1, p=p2:deviceUmid, o=o2:Identifier)
Step3:Output the umid retrieved in Step2
Action3:output(o2)""",
    ]),
    # 09
    Q("zh", "two-hop", "应用com.aCl.toMv所使用的证书被哪些公司持有？",
      lambda: g_rm_app_cert_holders("com.aCl.toMv"), [
"""Step1:应用com.aCl.toMv是由谁发布的？
Action1:Retrieval(s=s1:自然人, p=p1:发布, o=o1:应用[`com.aCl.toMv`])
Step2:输出s1
Action2:output(s1)""",
"""Step1:应用com.aCl.toMv使用了哪个证书？
Action1:Retrieval(s=s1:应用[`com.aCl.toMv`], p=p1:使用证书, o=o1:证书)
Step2:哪些公司拥有该证书？
Action2:Retrieval(s=s2:企业, p=p2:拥有证书, o=o1)
Step3:输出s2
Action3:output(s2)""",
    ]),
    # 10
    Q("en", "aggregate", "What is the total amount 柏* transferred to 裘**?",
      lambda: g_rm_trans_sum("柏*", "裘**"), [
"""Step1:What transfers did 柏* make to 裘**?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTransfer, o=o1:Person[`裘**`])
Step2:Output the transfers
Action2:output(p1)""",
"""Step1:What transfers did 柏* make to 裘**?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:transferMoneyTo, o=o1:Person[`裘**`])
Step2:What is the sum of the transaction amounts of the transfers retrieved in Step1?
Action2:Math(content=[`p1`], target=`What is the total amount 柏* transferred to 裘**?`)->math2
Step3:Output the total amount
Action3:output(math2)""",
    ]),
    # 11
    Q("zh", "aggregate", "裘**拥有多少台设备？",
      lambda: g_rm_count_devices("裘**"), [
"""Step1:裘**开发了哪些应用？
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:开发, o=o1:应用)
Step2:统计应用数量
Action2:Math(content=[`o1`], target=`裘**开发的应用数量`)->math2""",
"""Step1:裘**拥有哪些设备？
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:拥有设备, o=o1:设备)
Step2:这些设备一共有多少台？
Action2:Math(content=[`o1`], target=`裘**拥有多少台设备？`)->math2
Step3:输出math2
Action3:output(math2)""",
    ]),
    # 12
    Q("en", "comparison", "Among the people 柏* transferred money to, who received the largest total amount?",
      lambda: g_rm_trans_max("柏*"), [
"""Step1:Who did 柏* transfer money to?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:transfer, o=o1:Person)
Step2:Output the recipients
Action2:output(o1)""",
"""Step1:Who did 柏* transfer money to, and with which amounts?
Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTransfer, o=o1:Person)
Step2:For each recipient retrieved in Step1, sum the transfer amounts and find the recipient with the largest total
Action2:Math(content=[`o1`,`p1`], target=`Who received the largest total amount from 柏*?`)->math2
Step3:Output the recipient
Action3:output(math2)""",
    ]),
    # 13
    Q("zh", "no-answer", "裘**持有哪家公司的股份？",
      lambda: g_rm_no_share("裘**"), [
"""Step1:裘**是哪家公司的股东？
Action1:Retrieval(s=s1:公司, p=p1:股东, o=o1:自然人[`裘**`])
Step2:输出s1
Action2:output(s1)""",
"""Step1:裘**持有哪家公司的股份？
Action1:Retrieval(s=s1:自然人[`裘**`], p=p1:持股, o=o1:企业)
Step2:输出o1
Action2:output(o1)""",
    ]),
]


# ============================================================================= build + checks
ALLOWED_ACTIONS = {
    "affairqa": {"get_spo", "get", "count", "sum", "sort", "compare"},
    "retrieval": {"Retrieval", "Math", "Deduce", "output"},
}
EXPECTED_SHAPES = {"property": 18, "relation": 10, "two-hop": 8, "aggregate": 6, "comparison": 4, "no-answer": 4}


def check_gold(qid, gold):
    assert isinstance(gold, list), qid
    for v in gold:
        assert isinstance(v, str) and v.strip() and v == v.strip(), (qid, v)
        assert good(v), (qid, v)
        assert "娱乐" not in v and v not in ("华**", "华*"), (qid, v)
    assert len(gold) == len(set(gold)), (qid, gold)


def check_plan(qid, plan, style):
    acts = re.findall(r"Action\d+\s*:\s*([A-Za-z_]+)\(", plan)
    assert acts, (qid, plan)
    bad = set(acts) - ALLOWED_ACTIONS[style]
    assert not bad, (qid, bad)
    if style == "retrieval":
        assert "get_spo" not in plan
    else:
        assert "Retrieval(" not in plan


def build(prefix, tag, items, style, n_zh, n_en):
    questions, plans = [], []
    for i, q in enumerate(items, 1):
        qid = f"plan-r22-{tag}-{i:02d}"
        gold = q["gold"]()
        check_gold(qid, gold)
        if q["shape"] == "no-answer":
            assert gold == [], qid
        else:
            assert gold, qid
        questions.append({"id": qid, "question": q["question"], "answer": gold,
                          "shape": q["shape"], "lang": q["lang"]})
        for j, p in enumerate(q["plans"], 1):
            check_plan(qid, p, style)
            plans.append({"id": f"{qid}#{j}", "qid": qid, "question": q["question"], "plan": p,
                          "last": j == len(q["plans"])})
    langs = Counter(q["lang"] for q in questions)
    assert langs == Counter({"zh": n_zh, "en": n_en}), (tag, langs)
    per_q = Counter(p["qid"] for p in plans if p["last"])
    assert all(per_q[q["id"]] == 1 for q in questions)
    assert len({q["question"] for q in questions}) == len(questions)
    return questions, plans


def main():
    sets = [
        ("affairqa", "aq", AFFAIRQA, "affairqa", 20, 4),
        ("supplychain", "sc", SUPPLYCHAIN, "retrieval", 6, 7),
        ("riskmining", "rm", RISKMINING, "retrieval", 6, 7),
    ]
    OUT.mkdir(parents=True, exist_ok=True)
    shapes = Counter()
    total_q = total_p = 0
    for name, tag, items, style, n_zh, n_en in sets:
        qs, ps = build(name, tag, items, style, n_zh, n_en)
        shapes.update(q["shape"] for q in qs)
        total_q += len(qs)
        total_p += len(ps)
        for kind, data in (("questions", qs), ("plans", ps)):
            path = OUT / f"r22-{name}-{kind}.json"
            with open(path, "w", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
        print(f"{name}: {len(qs)} questions, {len(ps)} plans")
    assert dict(shapes) == EXPECTED_SHAPES, shapes
    print(f"total: {total_q} questions, {total_p} plans; shapes {dict(shapes)}")
    print(f"written to {OUT}")


if __name__ == "__main__":
    main()
