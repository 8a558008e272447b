"""Gold answers for the blind AffairQA question set r11 (80 questions, 65 zh / 15 en).

Every answer is computed here from the raw CSV tables of the AffairQA dataset with the csv
module alone; running this file writes ``bench/questions/blind/r11-affairqa.json``.

Data pitfalls the questions steer clear of (each checked by an assertion where it matters):
placeholder dates (1899-12-30 on gas stations, 1900/1/1 on associations), placeholder
coordinates (30.2/120.8), codes spoiled by spreadsheets (9.13E+17), placeholder credit codes
(513000000000000000, 713000000000000000), county cells holding division codes (330101),
a misspelt county (北仓区), a wrong division code (普陀区 310107), near-duplicate rows of the
same station or attraction, licences differing only by letter case (…J / …j), a duplicated
``licenseNumber`` header in the travel agencies, and ties on superlatives and comparisons.
"""

from __future__ import annotations

import csv
import json
import os
import re
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve()
OUT = HERE.parents[1] / "r11-affairqa.json"
AS_OF = (2023, 10, 15)


def _sources() -> Path:
    env = os.environ.get("AFFAIRQA_SOURCES")
    candidates = [Path(env)] if env else []
    candidates += [
        HERE.parents[4] / "shared" / "datasets" / "kag-affairqa" / "sources",
        HERE.parents[5] / "shared" / "datasets" / "kag-affairqa" / "sources",
    ]
    for c in candidates:
        if (c / "加油站.csv").exists():
            return c
    raise SystemExit("AffairQA sources not found; set AFFAIRQA_SOURCES")


SRC = _sources()


def load(name: str) -> list[dict]:
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, body = rows[0], rows[1:]
    out = []
    for r in body:
        assert len(r) == len(header), (name, r)
        d: dict = {}
        for k, v in zip(header, r):
            d.setdefault(k, v)  # a repeated header keeps its first column
        out.append(d)
    return out


GS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")

TABLES = {
    "加油站": GS, "医疗机构": MED, "协会": ASSOC, "学校": SCHOOL, "宗教场所": PLACE,
    "政府机构": GOV, "旅游景点": ATTR, "旅行社": AGENCY, "许可证": LIC,
}

# every name across the entity tables (行政区 is keyed by its code and checked apart)
NAME_INDEX: dict[str, list[str]] = defaultdict(list)
for _t, _rows in TABLES.items():
    for _r in _rows:
        NAME_INDEX[_r["name"]].append(_t)


FOLDED = Counter(n.casefold() for n in NAME_INDEX for _ in NAME_INDEX[n])


def row(table: list[dict], name: str) -> dict:
    """The one row named ``name``; the name must be unique across all tables."""
    assert NAME_INDEX.get(name) and len(NAME_INDEX[name]) == 1, (name, NAME_INDEX.get(name))
    assert FOLDED[name.casefold()] == 1, ("a name differing only by letter case", name)
    hits = [r for r in table if r["name"] == name]
    assert len(hits) == 1, name
    return hits[0]


def val(table, name, col) -> str:
    v = row(table, name)[col]
    assert v.strip() != "", (name, col)
    return v


def day(s: str):
    m = re.fullmatch(r"(\d{4})/(\d{1,2})/(\d{1,2})", s.strip())
    return tuple(int(x) for x in m.groups()) if m else None


def num(s: str):
    try:
        return float(s)
    except ValueError:
        return None


def fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(x)


def unique_max(pairs, *, reverse=True):
    """The name of the single best (value, name) pair; asserts the best value is not tied."""
    pairs = sorted(pairs, key=lambda p: p[0], reverse=reverse)
    assert len(pairs) >= 2 and pairs[0][0] != pairs[1][0], pairs[:3]
    return pairs[0][1]


def shared(table, name, col, *, others=True):
    """Entities of ``table`` holding the same ``col`` value as ``name`` (it left out)."""
    v = val(table, name, col)
    return [r["name"] for r in table if r[col] == v and (r["name"] != name or not others)]


Q: list[dict] = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property lookups (18)

add("property", "zh", "三门县道生加气站有限公司的液化天然气罐设计储量是多少？",
    val(GS, "三门县道生加气站有限公司", "liquidGasCanDesignStorage"))

add("property", "zh", "请问慈溪市煤气有限公司是否构成重大危险源？",
    val(GS, "慈溪市煤气有限公司", "isMajorDangerSource"))

_lic = val(GS, "台州中润加气站有限公司", "businessLicense")
assert sum(r["businessLicense"] == _lic for r in GS) == 1
add("property", "en", "Which operating licence (经营许可证) does 台州中润加气站有限公司 hold?", _lic)

add("property", "zh", "桐乡运河加气站的运营主体是哪家？",
    val(GS, "桐乡运河加气站", "operationSubject"))

add("property", "zh", "帮我查一下浙江省肿瘤医院的联系电话。",
    val(MED, "浙江省肿瘤医院", "phoneNumber"))

add("property", "zh", "杭州消防医院是几级医疗机构？", val(MED, "杭州消防医院", "level"))

add("property", "en", "According to the records, which service population does 杭州茗芽口腔门诊部 cover?",
    val(MED, "杭州茗芽口腔门诊部", "servicePopulation"))

add("property", "zh", "浙江神学院被批准的办学层次是什么？",
    val(SCHOOL, "浙江神学院", "approvalLevel"))

add("property", "zh", "中国佛学院普陀山学院是哪一天成立的？",
    val(SCHOOL, "中国佛学院普陀山学院", "establishmentDate"))

add("property", "zh", "天一阁·月湖景区的咨询电话是多少？",
    val(ATTR, "天一阁·月湖景区", "phoneNumber"))

add("property", "zh", "浙江邮电旅行社有限公司登记的英文名称是什么？",
    val(AGENCY, "浙江邮电旅行社有限公司", "englishName"))

add("property", "zh", "建德中国旅行社有限公司的传真号码是多少？",
    val(AGENCY, "建德中国旅行社有限公司", "faxNumber"))

add("property", "en", "Which Taoist sect does 杭州抱朴道院 belong to?",
    val(PLACE, "杭州抱朴道院", "religiousType"))

add("property", "zh", "杭州灵隐寺占地面积有多大？", val(PLACE, "杭州灵隐寺", "area"))

add("property", "zh", "浙江省道教协会的官方网址是什么？",
    val(ASSOC, "浙江省道教协会", "website"))

add("property", "zh", "温州市道教协会的社团登记证号是多少？",
    val(ASSOC, "温州市道教协会", "registrationCertificateNumber"))

add("property", "zh", "许可证浙201806070001J是从哪天开始生效的？",
    val(LIC, "浙201806070001J", "effectiveDate"))


def region_code(name: str) -> str:
    ids = {r["id"] for r in REGION if r["name"] == name}
    assert len(ids) == 1 and "" not in ids, (name, ids)
    code = ids.pop()
    assert {r["name"] for r in REGION if r["id"] == code} == {name}, code
    return code


add("property", "zh", "缙云县的行政区划代码是什么？", region_code("缙云县"))

# ---------------------------------------------------------------- aggregates (13)

_hr = [num(r["employeeCount"]) for r in GS if r["operationSubject"] == "中石化杭燃"]
assert len(_hr) == 7 and None not in _hr
add("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数加起来一共多少人？", fmt(sum(_hr)))

add("aggregate", "zh", "加油站数据里一共涉及几种不同的所属行业？",
    str(len({r["industry"] for r in GS if r["industry"]})))

add("aggregate", "zh", "类别为社区卫生服务中心的医疗机构有多少家？",
    str(sum(r["category"] == "社区卫生服务中心" for r in MED)))

add("aggregate", "en", "How many medical institutions are designated provincial-level insurance points (省本级定点)?",
    str(sum(r["category"] == "省本级定点" for r in MED)))

_tc = [num(r["teacherCount"]) for r in SCHOOL if r["religion"] == "佛教"]
assert len(_tc) == 7 and None not in _tc  # professorCount would leave one school blank
add("aggregate", "zh", "佛教院校的教师人数一共有多少？", fmt(sum(_tc)))

add("aggregate", "zh", "温州市一共有多少个天主教宗教场所？",
    str(sum(r["city"] == "温州市" and r["religion"] == "天主教" for r in PLACE)))

add("aggregate", "zh", "全省登记的伊斯兰教宗教场所有几处？",
    str(sum(r["religion"] == "伊斯兰教" for r in PLACE)))

add("aggregate", "zh", "杭州市所属宗教为基督教的协会有多少个？",
    str(sum(r["city"] == "杭州市" and r["religion"] == "基督教" for r in ASSOC)))

add("aggregate", "zh", "舟山市嵊泗县有几家旅行社？",
    str(sum(r["city"] == "舟山市" and r["county"] == "嵊泗县" for r in AGENCY)))

add("aggregate", "zh", "业务范围里包含出境组团业务的旅行社一共有多少家？",
    str(sum("出境组团业务" in r["businessScope"] for r in AGENCY)))

add("aggregate", "zh", "名称以“民政局”结尾的政府机构有多少个？",
    str(sum(r["name"].endswith("民政局") for r in GOV)))

add("aggregate", "en", "How many licences in the records were issued by the authority zj-gov-00248249-6?",
    str(sum(r["issuingAuthority"] == "zj-gov-00248249-6" for r in LIC)))

_st = [num(r["studentCount"]) for r in SCHOOL]
assert None not in _st
add("aggregate", "en", "What is the combined number of enrolled students across all the religious schools?",
    fmt(sum(_st)))

# ---------------------------------------------------------------- relation hops (10)

_holders = [r["name"] for r in GS if r["businessLicense"] == "燃气经营许可证-浙2017040000003J"]
row(LIC, "燃气经营许可证-浙2017040000003J")
add("relation_hop", "zh", "持有燃气经营许可证-浙2017040000003J的加油站有哪些？", _holders)

add("relation_hop", "zh", "和浙江道教学院在同一个区县的另一所宗教院校是哪所？",
    shared(SCHOOL, "浙江道教学院", "county"))

add("relation_hop", "zh", "浙江佛学院的院长还兼任哪所学校的院长？",
    shared(SCHOOL, "浙江佛学院", "principal"))

add("relation_hop", "zh", "和杭州佛学院主办单位相同的学校还有哪些？",
    shared(SCHOOL, "杭州佛学院", "mainUnit"))

add("relation_hop", "zh", "与绍兴上虞城北客运加油站有限公司负责人相同的另一家加油站是哪家？",
    shared(GS, "绍兴上虞城北客运加油站有限公司", "manager"))

add("relation_hop", "zh", "跟杭州光大旅游有限公司是同一个法定代表人的旅行社还有哪几家？",
    shared(AGENCY, "杭州光大旅游有限公司", "legalRepresentative"))

add("relation_hop", "en", "Which other gas station holds the same operating licence as 杭州华燃燃气开发应用有限公司绍兴路加气站?",
    shared(GS, "杭州华燃燃气开发应用有限公司绍兴路加气站", "businessLicense"))

add("relation_hop", "zh", "哪家医疗机构和杭州江城骨科医院留的是同一个联系电话？",
    shared(MED, "杭州江城骨科医院", "phoneNumber"))

add("relation_hop", "zh", "与宁波阿育王寺登记机关相同的其他宗教场所有多少个？",
    str(len(shared(PLACE, "宁波阿育王寺", "registrationAuthority"))))

add("relation_hop", "en", "Which gas stations share a legal representative with 宁波新奥燃气有限公司?",
    shared(GS, "宁波新奥燃气有限公司", "legalRepresentative"))

# ---------------------------------------------------------------- two-hop questions (8)

_l = val(GS, "嘉兴市嘉通新能源股份有限公司客运中心加气站分公司", "businessLicense")
add("two_hop", "zh", "嘉兴市嘉通新能源股份有限公司客运中心加气站分公司所持经营许可证的失效日期是哪天？",
    val(LIC, _l, "invalidDate"))

add("two_hop", "zh", "浙江慈云佛学院所在区县的行政区划代码是多少？",
    region_code(val(SCHOOL, "浙江慈云佛学院", "county")))

add("two_hop", "en", "What is the administrative division code of the county where 新昌县浙能万丰油气发展有限公司 is located?",
    region_code(val(GS, "新昌县浙能万丰油气发展有限公司", "county")))

_dep = val(ASSOC, "苍南县佛教协会", "mainDepartment")
add("two_hop", "zh", "苍南县佛教协会的主管部门一共主管着多少个宗教场所？",
    str(sum(r["mainDepartment"] == _dep for r in PLACE)))

_c = val(ASSOC, "瓯海区佛教协会", "county")
add("two_hop", "zh", "瓯海区佛教协会所在的区县共有多少处佛教场所？",
    str(sum(r["county"] == _c and r["religion"] == "佛教" for r in PLACE)))

_city = val(SCHOOL, "浙江道教学院", "city")
add("two_hop", "zh", "浙江道教学院所在的城市有多少家旅行社？",
    str(sum(r["city"] == _city for r in AGENCY)))

_h = [r for r in GS if r["businessLicense"] == "浙201804050001J"]
assert len(_h) == 1
row(LIC, "浙201804050001J")
add("two_hop", "zh", "持有许可证浙201804050001J的加气站位于哪个区县？", _h[0]["county"])

_cities = sorted({row(AGENCY, n)["city"] for n in shared(AGENCY, "诸暨万达国际旅行社有限公司", "legalRepresentative")})
add("two_hop", "zh", "诸暨万达国际旅行社有限公司的法定代表人名下的其他旅行社都在哪个城市？", _cities)

# ---------------------------------------------------------------- superlatives (8)

add("superlative", "zh", "职工人数最多的加油站是哪一家？",
    unique_max([(num(r["employeeCount"]), r["name"]) for r in GS if num(r["employeeCount"]) is not None]))

add("superlative", "en", "Which gas station has the largest total design storage?",
    unique_max([(num(r["totalDesignStorage"]), r["name"]) for r in GS if num(r["totalDesignStorage"]) is not None]))

# buildTime: only real dates (the 1899-12-30 placeholder is not of the Y/M/D form)
add("superlative", "zh", "成立时间最晚的加油站是哪个？",
    unique_max([(day(r["buildTime"]), r["name"]) for r in GS if day(r["buildTime"])]))

add("superlative", "en", "Which religious school has the most teachers?",
    unique_max([(num(r["teacherCount"]), r["name"]) for r in SCHOOL]))

add("superlative", "zh", "全省占地面积最大的宗教场所是哪一个？",
    unique_max([(num(r["area"]), r["name"]) for r in PLACE if r["area"]]))

add("superlative", "zh", "嘉兴市建筑面积最大的宗教场所是哪座？",
    unique_max([(num(r["buildingArea"]), r["name"]) for r in PLACE if r["city"] == "嘉兴市"]))

_cat = Counter(r["county"] for r in PLACE if r["religion"] == "天主教")
add("superlative", "zh", "天主教宗教场所数量最多的是哪个区县？",
    unique_max([(v, k) for k, v in _cat.items()]))

_ac = Counter(r["city"] for r in ATTR)
add("superlative", "zh", "旅游景点数量最少的是哪个城市？",
    unique_max([(v, k) for k, v in _ac.items()], reverse=False))

# ---------------------------------------------------------------- filters (8)

add("filter", "zh", "萧山区有哪些加油站构成重大危险源？",
    [r["name"] for r in GS if r["county"] == "萧山区" and r["isMajorDangerSource"] == "是"])

add("filter", "zh", "职工人数不少于30人的加油站有哪些？",
    [r["name"] for r in GS if num(r["employeeCount"]) is not None and num(r["employeeCount"]) >= 30])

add("filter", "zh", "在校生超过180人的宗教院校有哪些？",
    [r["name"] for r in SCHOOL if num(r["studentCount"]) > 180])

_aa = [r["name"] for r in ATTR if r["city"] == "宁波市" and r["level"] == "AA"]
assert len(_aa) == 1
add("filter", "zh", "宁波市的AA级旅游景点是哪一个？", _aa)

add("filter", "zh", "占地面积超过50万平方米的宗教场所有哪些？",
    [r["name"] for r in PLACE if r["area"] and num(r["area"]) > 500000])

add("filter", "en", "Which associations have 省团体 (provincial-level body) recorded as their category?",
    [r["name"] for r in ASSOC if r["category"] == "省团体"])

_ls = [r["name"] for r in AGENCY if r["city"] == "丽水市" and "出境" in r["businessScope"]]
assert len(_ls) == 1 and "出境组团业务" in row(AGENCY, _ls[0])["businessScope"]
add("filter", "zh", "丽水市哪家旅行社的业务范围包括出境组团业务？", _ls)

add("filter", "zh", "名称中带有“统战部”的政府机构有哪些？",
    [r["name"] for r in GOV if "统战部" in r["name"]])

# ---------------------------------------------------------------- comparisons (6)


def pick(a, b, va, vb, *, higher=True):
    assert va is not None and vb is not None and va != vb, (a, b, va, vb)
    return a if (va > vb) == higher else b


add("comparison", "zh", "浙江神学院和杭州佛学院，哪个成立得更早？",
    pick("浙江神学院", "杭州佛学院",
         day(val(SCHOOL, "浙江神学院", "establishmentDate")),
         day(val(SCHOOL, "杭州佛学院", "establishmentDate")), higher=False))

add("comparison", "zh", "普陀山普济禅寺和宁波天童禅寺相比，哪座的建筑面积更大？",
    pick("普陀山普济禅寺", "宁波天童禅寺",
         num(val(PLACE, "普陀山普济禅寺", "buildingArea")),
         num(val(PLACE, "宁波天童禅寺", "buildingArea"))))

add("comparison", "en", "Which licence expires later, 浙201801010002J or 201802000009J?",
    pick("浙201801010002J", "201802000009J",
         day(val(LIC, "浙201801010002J", "invalidDate")),
         day(val(LIC, "201802000009J", "invalidDate"))))

add("comparison", "zh", "宁波市佛教协会和杭州市佛教协会，哪个登记得更早？",
    pick("宁波市佛教协会", "杭州市佛教协会",
         day(val(ASSOC, "宁波市佛教协会", "registrationTime")),
         day(val(ASSOC, "杭州市佛教协会", "registrationTime")), higher=False))

_grade = {"一级": 1, "二级": 2, "三级": 3}
add("comparison", "zh", "杭州华厦眼科医院和杭州爱尔眼科医院，哪家的级别更高？",
    pick("杭州华厦眼科医院", "杭州爱尔眼科医院",
         _grade[val(MED, "杭州华厦眼科医院", "level")],
         _grade[val(MED, "杭州爱尔眼科医院", "level")]))

add("comparison", "zh", "天一阁·月湖景区与舟山市天鹅山庄相比，哪个景区等级更高？",
    pick("天一阁·月湖景区", "舟山市天鹅山庄",
         len(val(ATTR, "天一阁·月湖景区", "level")),
         len(val(ATTR, "舟山市天鹅山庄", "level"))))

# ---------------------------------------------------------------- described (5)


def by_value(table, col, value):
    hits = [r["name"] for r in table if r[col] == value]
    assert len(hits) == 1, (col, value, hits)
    return hits[0]


add("described", "zh", "联系电话为0580-6036762的宗教院校是哪一所？",
    by_value(SCHOOL, "phoneNumber", "0580-6036762"))

add("described", "en", "Which travel agency is registered with the English name JiaXingEverbrightTravelAgency?",
    by_value(AGENCY, "englishName", "JiaXingEverbrightTravelAgency"))

add("described", "zh", "网址是www.zjislam.org的是哪个宗教团体？",
    by_value(ASSOC, "website", "www.zjislam.org"))

_n = by_value(GS, "businessLicenseNumber", "91330783MA28P6R53D")
add("described", "zh", "工商营业执照编号为91330783MA28P6R53D的加气站位于哪个区县？", val(GS, _n, "county"))

add("described", "zh", "电话0580-8277555是哪个旅游景点的？",
    by_value(ATTR, "phoneNumber", "0580-8277555"))

# ---------------------------------------------------------------- time windows (4), as of 2023-10-15


def years_back(n: int):
    return (AS_OF[0] - n, AS_OF[1], AS_OF[2])


def in_window(d, lo, hi=AS_OF):
    assert d != lo and d != hi, ("a date on the window's edge", d)
    return lo < d <= hi


_lo = years_back(2)
add("time_window", "zh", "截至2023年10月15日，近两年新登记的宗教场所有哪些？",
    [r["name"] for r in PLACE if day(r["registrationTime"]) and in_window(day(r["registrationTime"]), _lo)])

add("time_window", "zh", "以2023年10月15日为准，过去两年内失效的许可证有多少张？",
    str(sum(1 for r in LIC if day(r["invalidDate"]) and in_window(day(r["invalidDate"]), _lo))))

_valid = [r["name"] for r in LIC if day(r["invalidDate"]) and day(r["invalidDate"]) > AS_OF]
add("time_window", "en", "As of 15 October 2023, which licences on record have not yet expired?", _valid)

add("time_window", "zh", "截至2023年10月15日，近五年新登记的佛教协会有哪些？",
    [r["name"] for r in ASSOC if r["religion"] == "佛教" and day(r["registrationTime"])
     and in_window(day(r["registrationTime"]), years_back(5))])

# ---------------------------------------------------------------- checks and output

_expect = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
           "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
assert Counter(q["shape"] for q in Q) == Counter(_expect), Counter(q["shape"] for q in Q)
assert Counter(q["lang"] for q in Q) == Counter({"zh": 65, "en": 15}), Counter(q["lang"] for q in Q)
assert len({q["question"] for q in Q}) == len(Q)

for i, q in enumerate(Q, 1):
    q["id"] = f"affairqa-r11-{i:02d}"

OUT.write_text(json.dumps(
    [{"id": q["id"], "question": q["question"], "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]}
     for q in Q], ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(f"wrote {len(Q)} questions to {OUT}")
