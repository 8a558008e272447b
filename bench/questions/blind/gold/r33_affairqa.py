#!/usr/bin/env python3
"""Gold answers for the held-out AffairQA question set, round 33.

Computes every answer from the raw CSV tables of KAG's AffairQA copy with the csv
module only, and writes /work/main/bench/questions/blind/r33-affairqa.json.
As-of date for relative time expressions: 2023-10-15.  A window "the last N years"
counts back from the as-of date with the start day excluded (date > as_of - N years)
and the as-of day included.
"""
import csv
import datetime
import json
import os
import re

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = "/work/main/bench/questions/blind/r33-affairqa.json"
AS_OF = datetime.date(2023, 10, 15)


# ---------------------------------------------------------------- loading
def load(table):
    """Rows of sources/<table>.csv as dicts; a repeated header gets a suffix (#2)."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, seen = [], {}
    for col in rows[0]:
        seen[col] = seen.get(col, 0) + 1
        header.append(col if seen[col] == 1 else "%s#%d" % (col, seen[col]))
    out = []
    for r in rows[1:]:
        r = r + [""] * (len(header) - len(r))
        out.append(dict(zip(header, r)))
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


# ---------------------------------------------------------------- checks
SCI = re.compile(r"^\d+(\.\d+)?E\+\d+$", re.I)
ZERO_CODE = re.compile(r"^[57]130{15}$")  # 513000000000000000 / 713000000000000000


def is_placeholder(v):
    v = v.strip()
    return (v == "" or v in ("无", "1899-12-30", "1900/1/1") or bool(SCI.match(v))
            or bool(ZERO_CODE.match(v)))


def ok(v, what=""):
    assert not is_placeholder(v), "placeholder or empty value %r %s" % (v, what)
    return v


def one(rows, name, col="name"):
    hits = [r for r in rows if r[col] == name]
    assert len(hits) == 1, "%r matches %d rows" % (name, len(hits))
    return hits[0]


def get(rows, name, col):
    return ok(one(rows, name)[col], "%s.%s" % (name, col))


def pdate(s):
    s = s.strip()
    for fmt in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    return None


def date_of(row, col):
    v = ok(row[col], "%s.%s" % (row["name"], col))
    d = pdate(v)
    assert d is not None and d.year > 1900, "not a real date: %r" % v
    return d


def num(v):
    return float(ok(v))


def unique_best(rows, key, largest=True):
    """The one row with the largest (or smallest) key; asserts no tie."""
    keyed = [(key(r), r) for r in rows]
    best = max(k for k, _ in keyed) if largest else min(k for k, _ in keyed)
    hits = [r for k, r in keyed if k == best]
    assert len(hits) == 1, "tie at %r: %r" % (best, [r["name"] for r in hits])
    return hits[0]


def region_code(name):
    """The 行政区 code of a county name; every row of that name must agree."""
    ids = {r["id"] for r in REGION if r["name"] == name}
    assert len(ids) == 1 and ok(list(ids)[0]), "%s: codes %r" % (name, ids)
    return list(ids)[0]


def region_label(name):
    labels = {r["label"] for r in REGION if r["name"] == name}
    assert len(labels) == 1, "%s: labels %r" % (name, labels)
    return list(labels)[0]


def station_of_licence(lic):
    ok(one(LIC, lic)["name"])
    return one(GAS, lic, col="businessLicense")


def names(rows):
    out = [r["name"] for r in rows]
    assert len(out) == len(set(out)) and out, out
    return out


def years_before(d, n):
    return d.replace(year=d.year - n)


def county_is_clean(county, table_rows):
    """No row of the table holds a code in its county cell for this county's area."""
    code = region_code(county)
    assert not any(r["county"] == code for r in table_rows), county


# ---------------------------------------------------------------- questions
Q = []


def add(question, answer, shape, lang):
    if isinstance(answer, (list, tuple)):
        answer = [str(a) for a in answer]
    else:
        answer = [str(answer)]
    assert answer and all(a.strip() for a in answer), (question, answer)
    assert len(answer) == len(set(answer)), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def avg2(values):
    return "%.2f" % (sum(values) / len(values))


def count(n):
    assert isinstance(n, int)
    return str(n)


# ===== property (14)
add("浙江神学院目前有多少名在校生？", get(SCHOOL, "浙江神学院", "studentCount"), "property", "zh")
add("浙江道教学院是哪一天成立的？", get(SCHOOL, "浙江道教学院", "establishmentDate"), "property", "zh")
add("桐乡市绿能天然气有限责任公司一共有多少名职工？",
    get(GAS, "桐乡市绿能天然气有限责任公司", "employeeCount"), "property", "zh")
add("绍兴金帝天然气有限公司的运营主体是谁？", get(GAS, "绍兴金帝天然气有限公司", "operationSubject"),
    "property", "zh")
add("杭州市千岛湖景区的联系电话是多少？", get(ATTR, "杭州市千岛湖景区", "phoneNumber"), "property", "zh")
add("What is the website of 浙江省伊斯兰教协会?", get(ASSOC, "浙江省伊斯兰教协会", "website"),
    "property", "en")
add("慈溪市海月寺占地多大面积？", get(PLACE, "慈溪市海月寺", "area"), "property", "zh")
add("安吉乐途旅行社有限公司的联系电话是多少？", get(TRAVEL, "安吉乐途旅行社有限公司", "phoneNumber"),
    "property", "zh")
add("龙泉市的行政区划代码是多少？", region_code("龙泉市"), "property", "zh")
add("When did licence 浙201502010029J come into effect?",
    ok(one(LIC, "浙201502010029J")["effectiveDate"]), "property", "en")
add("普陀区佛教协会的邮政编码是什么？", get(ASSOC, "普陀区佛教协会", "postalCode"), "property", "zh")
add("杭州佛学院被批准的办学层次是什么？", get(SCHOOL, "杭州佛学院", "approvalLevel"), "property", "zh")
add("浙江慈云佛学院位于哪个城市？", get(SCHOOL, "浙江慈云佛学院", "city"), "property", "zh")
add("浙江省肿瘤医院是几级医疗机构？", get(MED, "浙江省肿瘤医院", "level"), "property", "zh")

# ===== aggregate (12)
add("宁波市一共有多少处佛教宗教场所？",
    count(sum(1 for r in PLACE if r["city"] == "宁波市" and r["religion"] == "佛教")), "aggregate", "zh")
add("由中海油运营的加油站里，二级站有几座？",
    count(sum(1 for r in GAS if r["operationSubject"] == "中海油" and r["level"] == "二级")),
    "aggregate", "zh")
_students = [int(ok(r["studentCount"])) for r in SCHOOL]
assert len(_students) == 9
add("全部宗教院校的平均在校生人数是多少？（保留两位小数）", avg2(_students), "aggregate", "zh")
add("What is the total number of students enrolled at the Buddhist (佛教) schools?",
    count(sum(int(ok(r["studentCount"])) for r in SCHOOL if r["religion"] == "佛教")),
    "aggregate", "en")
add("级别为二级的医疗机构一共有多少家？", count(sum(1 for r in MED if r["level"] == "二级")),
    "aggregate", "zh")
_yc = [r for r in GAS if r["county"] == "越城区"]
add("越城区各加油站的职工人数加起来是多少？", count(sum(int(ok(r["employeeCount"])) for r in _yc)),
    "aggregate", "zh")
add("温州市属于道教正一派的宗教场所有多少处？",
    count(sum(1 for r in PLACE if r["city"] == "温州市" and r["religion"] == "道教"
              and r["religiousType"] == "正一派")), "aggregate", "zh")
add("华润燃气运营的加油站，液化天然气罐总容积合计是多少？",
    count(sum(int(ok(r["liquidGasCanVolume"])) for r in GAS if r["operationSubject"] == "华润燃气")),
    "aggregate", "zh")
add("台州市类别为县团体的宗教协会有几个？",
    count(sum(1 for r in ASSOC if r["city"] == "台州市" and r["category"] == "县团体")),
    "aggregate", "zh")
add("How many religious associations have a website on record?",
    count(sum(1 for r in ASSOC if r["website"].strip())), "aggregate", "en")
_zsy = [int(r["employeeCount"]) for r in GAS if r["manager"] == "郑善勇"]
assert all(r["employeeCount"].strip() for r in GAS if r["manager"] == "郑善勇")
add("郑善勇负责的加油站平均每座有多少名职工？（保留两位小数）", avg2(_zsy), "aggregate", "zh")
add("类别为社区卫生服务中心的医疗机构有多少家？",
    count(sum(1 for r in MED if r["category"] == "社区卫生服务中心")), "aggregate", "zh")

# ===== relation_hop (10)
add("宁波新捷公运天然气有限公司的经营许可证什么时候失效？",
    ok(one(LIC, get(GAS, "宁波新捷公运天然气有限公司", "businessLicense"))["invalidDate"]),
    "relation_hop", "zh")
add("许可证浙201804050001J是哪座加油站持有的？", station_of_licence("浙201804050001J")["name"],
    "relation_hop", "zh")
add("浙江华油天然气有限公司所在区县的行政区划代码是多少？",
    region_code(get(GAS, "浙江华油天然气有限公司", "county")), "relation_hop", "zh")
add("What is the administrative division code of the district where 浙江神学院 is located?",
    region_code(get(SCHOOL, "浙江神学院", "county")), "relation_hop", "en")
add("When did the operating licence of 三门县道生加气站有限公司 take effect?",
    ok(one(LIC, get(GAS, "三门县道生加气站有限公司", "businessLicense"))["effectiveDate"]),
    "relation_hop", "en")
add("婺城区佛教协会所在的区县，在行政区表里是哪一级行政区？",
    region_label(get(ASSOC, "婺城区佛教协会", "county")), "relation_hop", "zh")
add("天台华润燃气有限公司持有的经营许可证是哪天生效的？",
    ok(one(LIC, get(GAS, "天台华润燃气有限公司", "businessLicense"))["effectiveDate"]),
    "relation_hop", "zh")
_mjf = one(GAS, "宓捷锋", col="manager")
add("负责人为宓捷锋的那座加油站，它的经营许可证哪天到期？",
    ok(one(LIC, ok(_mjf["businessLicense"]))["invalidDate"]), "relation_hop", "zh")
add("持有许可证201609030003J的加油站，法定代表人是谁？",
    ok(station_of_licence("201609030003J")["legalRepresentative"]), "relation_hop", "zh")
add("许可证201909040002J的持证加油站位于哪个区县？",
    ok(station_of_licence("201909040002J")["county"]), "relation_hop", "zh")

# ===== two_hop (8)
_fy = get(GAS, "杭州富阳江润加气站有限公司", "county")
county_is_clean(_fy, PLACE)
add("杭州富阳江润加气站有限公司所在的区县一共有多少处佛教场所？",
    count(sum(1 for r in PLACE if r["county"] == _fy and r["religion"] == "佛教")), "two_hop", "zh")
_lw = get(GAS, "宁海县浙能油气发展有限公司加气母站", "manager")
_other = [r for r in GAS if r["manager"] == _lw and r["name"] != "宁海县浙能油气发展有限公司加气母站"]
assert len(_other) == 1
add("和宁海县浙能油气发展有限公司加气母站同一个负责人的另一座加气站，它的经营许可证哪天失效？",
    ok(one(LIC, ok(_other[0]["businessLicense"]))["invalidDate"]), "two_hop", "zh")
_tt = get(SCHOOL, "浙江道教学院", "county")
county_is_clean(_tt, PLACE)
add("浙江道教学院所在的区县有多少处道教宗教场所？",
    count(sum(1 for r in PLACE if r["county"] == _tt and r["religion"] == "道教")), "two_hop", "zh")
add("The gas station holding licence 浙201702000021J: what is the administrative division code of "
    "its district?", region_code(ok(station_of_licence("浙201702000021J")["county"])), "two_hop", "en")
_md = get(ASSOC, "遂昌县佛教协会", "mainDepartment")
add("与遂昌县佛教协会主管部门相同的宗教场所中，基督教场所有几处？",
    count(sum(1 for r in PLACE if r["mainDepartment"] == _md and r["religion"] == "基督教")),
    "two_hop", "zh")
_bj = get(SCHOOL, "浙江神学院", "county")
county_is_clean(_bj, PLACE)
add("How many Christian (基督教) religious venues are there in the same district as 浙江神学院?",
    count(sum(1 for r in PLACE if r["county"] == _bj and r["religion"] == "基督教")), "two_hop", "en")
_yang = ok(station_of_licence("浙201702000005J")["manager"])
add("持有许可证浙201702000005J的加油站，其负责人一共负责几座加油站？",
    count(sum(1 for r in GAS if r["manager"] == _yang)), "two_hop", "zh")
_cjw = get(GAS, "新昌县浙能万丰油气发展有限公司", "legalRepresentative")
add("和新昌县浙能万丰油气发展有限公司是同一个法定代表人的其他加油站有哪些？",
    names([r for r in GAS if r["legalRepresentative"] == _cjw
           and r["name"] != "新昌县浙能万丰油气发展有限公司"]), "two_hop", "zh")

# ===== superlative (8)
add("在校生人数最多的宗教院校是哪一所？",
    unique_best(SCHOOL, lambda r: int(ok(r["studentCount"])))["name"], "superlative", "zh")
add("Which religious school was established earliest?",
    unique_best(SCHOOL, lambda r: date_of(r, "establishmentDate"), largest=False)["name"],
    "superlative", "en")
add("哪一座加油站的总设计储量最大？",
    unique_best([r for r in GAS if r["totalDesignStorage"].strip()],
                lambda r: float(r["totalDesignStorage"]))["name"], "superlative", "zh")
add("金华市的佛教协会里，哪个登记得最早？",
    unique_best([r for r in ASSOC if r["city"] == "金华市" and r["religion"] == "佛教"],
                lambda r: date_of(r, "registrationTime"), largest=False)["name"], "superlative", "zh")
add("鄞州区职工最多的加油站是哪家？",
    unique_best([r for r in GAS if r["county"] == "鄞州区"], lambda r: int(ok(r["employeeCount"])))["name"],
    "superlative", "zh")
add("乐清市建筑面积最大的宗教场所是哪一处？",
    unique_best([r for r in PLACE if r["county"] == "乐清市"], lambda r: num(r["buildingArea"]))["name"],
    "superlative", "zh")
add("南湖区成立时间最早的加油站是哪座？",
    unique_best([r for r in GAS if r["county"] == "南湖区"], lambda r: date_of(r, "buildTime"),
                largest=False)["name"], "superlative", "zh")
add("Which licence came into effect earliest?",
    unique_best([r for r in LIC if r["effectiveDate"].strip()], lambda r: date_of(r, "effectiveDate"),
                largest=False)["name"], "superlative", "en")

# ===== filter (8)
add("运营主体是中石油的加油站有哪些？", names([r for r in GAS if r["operationSubject"] == "中石油"]),
    "filter", "zh")
_isl = [r for r in PLACE if r["religion"] == "伊斯兰教"]
_cities = sorted({ok(r["city"]) for r in _isl})
add("伊斯兰教的宗教场所分布在哪些城市？", _cities, "filter", "zh")
add("构成重大危险源的一级加油站有哪些？",
    names([r for r in GAS if r["isMajorDangerSource"] == "是" and r["level"] == "一级"]), "filter", "zh")
add("Which religious associations are provincial-level bodies (category 省团体)?",
    names([r for r in ASSOC if r["category"] == "省团体"]), "filter", "en")
add("位于天台县的宗教院校有哪几所？", names([r for r in SCHOOL if r["county"] == "天台县"]), "filter", "zh")
add("液化天然气罐有3个的加油站是哪些？", names([r for r in GAS if r["liquidGasCanCount"] == "3"]),
    "filter", "zh")
add("名称中注明“已注销”的协会有哪些？", names([r for r in ASSOC if "已注销" in r["name"]]), "filter", "zh")
add("丽水市有哪些AAAAA级景区？", names([r for r in ATTR if r["city"] == "丽水市" and r["level"] == "AAAAA"]),
    "filter", "zh")


# ===== comparison (6)
def pick(a, b, key, larger=True):
    ka, kb = key(a), key(b)
    assert ka != kb, (a["name"], b["name"], ka)
    return a["name"] if (ka > kb) == larger else b["name"]


add("浙江神学院和浙江道教学院，哪个在校生更多？",
    pick(one(SCHOOL, "浙江神学院"), one(SCHOOL, "浙江道教学院"), lambda r: int(ok(r["studentCount"]))),
    "comparison", "zh")
add("杭州佛学院与浙江慈云佛学院，哪一所成立得更早？",
    pick(one(SCHOOL, "杭州佛学院"), one(SCHOOL, "浙江慈云佛学院"), lambda r: date_of(r, "establishmentDate"),
         larger=False), "comparison", "zh")
_a = get(GAS, "宁波市汽车燃气有限公司梅墟加气站", "level")
_b = get(GAS, "宁波市汽车燃气有限公司江南路加气站", "level")
add("宁波市汽车燃气有限公司梅墟加气站和江南路加气站的级别相同吗？", "是" if _a == _b else "否",
    "comparison", "zh")
add("Which licence expires later: 浙201702000025J or 浙201702000021J?",
    pick(one(LIC, "浙201702000025J"), one(LIC, "浙201702000021J"), lambda r: date_of(r, "invalidDate")),
    "comparison", "en")
_wz = sum(1 for r in PLACE if r["city"] == "温州市")
_tz = sum(1 for r in PLACE if r["city"] == "台州市")
add("温州市和台州市的宗教场所数量相差多少处？", count(abs(_wz - _tz)), "comparison", "zh")
add("杭州灵隐寺和杭州永福寺，哪个占地面积更大？",
    pick(one(PLACE, "杭州灵隐寺"), one(PLACE, "杭州永福寺"), lambda r: num(r["area"])), "comparison", "zh")


# ===== described (5)
def described(rows, col, value):
    hits = [r for r in rows if r[col] == value]
    assert len(hits) == 1, (col, value, len(hits))
    return hits[0]["name"]


add("地址是“半山路386号”的那家加油站叫什么名字？", described(GAS, "address", "半山路386号"), "described", "zh")
add("联系电话为0574-55883721的景区是哪个？", described(ATTR, "phoneNumber", "0574-55883721"), "described", "zh")
add("Which travel agency has the English name zhejiangyoudianlvxingsheyouxiangongsi?",
    described(TRAVEL, "englishName", "zhejiangyoudianlvxingsheyouxiangongsi"), "described", "en")
add("2016年11月9日成立的那所宗教院校叫什么？", described(SCHOOL, "establishmentDate", "2016/11/9"),
    "described", "zh")
add("地址在浙江省杭州市上城区运河东路301号的宗教场所是哪一处？",
    described(PLACE, "address", "浙江省杭州市上城区运河东路301号"), "described", "zh")

# ===== time_window (4)
_lo3 = years_before(AS_OF, 3)
_reg = [(date_of(r, "registrationTime"), r) for r in PLACE if r["registrationTime"].strip()
        and r["registrationTime"] != "1900/1/1"]
assert not any(d in (_lo3,) for d, _ in _reg)
add("截至2023年10月15日，近三年内登记的宗教场所有多少处？",
    count(sum(1 for d, _ in _reg if _lo3 < d <= AS_OF)), "time_window", "zh")
_inv = [(date_of(r, "invalidDate"), r) for r in LIC if r["invalidDate"].strip()]
add("2019年内失效的许可证一共有几张？", count(sum(1 for d, _ in _inv if d.year == 2019)), "time_window", "zh")
_eff = [(date_of(r, "effectiveDate"), r) for r in LIC if r["effectiveDate"].strip()]
add("How many licences came into effect during 2018?", count(sum(1 for d, _ in _eff if d.year == 2018)),
    "time_window", "en")
_lo5 = years_before(AS_OF, 5)
_built = [(pdate(r["buildTime"]), r) for r in GAS if r["buildTime"].strip() and r["buildTime"] != "1899-12-30"]
assert all(d for d, _ in _built) and not any(d == _lo5 for d, _ in _built)
add("截至2023-10-15，近五年内成立的加油站有哪些？", names([r for d, r in _built if _lo5 < d <= AS_OF]),
    "time_window", "zh")

# ===== negation / exactly one / informal name / range / several values (5)
add("Which religious schools have no staff (职工人数) figure on record?",
    names([r for r in SCHOOL if not r["employeeCount"].strip()]), "negation", "en")
_city = {}
for r in SCHOOL:
    _city[ok(r["city"])] = _city.get(r["city"], 0) + 1
add("哪些城市恰好只有一所宗教院校？", sorted(c for c, n in _city.items() if n == 1), "exactly_one", "zh")
add("温州有几家旅行社？", count(sum(1 for r in TRAVEL if r["city"] == "温州市")), "informal_name", "zh")
add("在校生人数在100到200人之间（含两端）的宗教院校有几所？",
    count(sum(1 for r in SCHOOL if 100 <= int(ok(r["studentCount"])) <= 200)), "range", "zh")
add("南湖区或秀洲区一共有几座加油站？",
    count(sum(1 for r in GAS if r["county"] in ("南湖区", "秀洲区"))), "multi_value", "zh")

# ---------------------------------------------------------------- write
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r33-%02d" % i
items = [{"id": q["id"], "question": q["question"], "answer": q["answer"], "shape": q["shape"],
          "lang": q["lang"]} for q in Q]
with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(items, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(items), OUT))
