#!/usr/bin/env python3
"""Gold computation for the r29 AffairQA held-out question set.

Reads the raw CSV tables of kag-affairqa and computes every answer; only the
question texts and the selection logic are written here.  Standard library only.
Output: ../r29-affairqa.json (relative to this script).
"""
import csv
import datetime
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    cands = [
        os.path.join(HERE, "../../../../../shared/datasets/kag-affairqa/sources"),
        "/work/shared/datasets/kag-affairqa/sources",
    ]
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared/datasets/kag-affairqa/sources"))
        d = os.path.dirname(d)
    for c in cands:
        if os.path.isfile(os.path.join(c, "加油站.csv")):
            return os.path.abspath(c)
    sys.exit("cannot find kag-affairqa sources")


SRC = find_sources()
OUT = os.path.abspath(os.path.join(HERE, "..", "r29-affairqa.json"))
ASOF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return [r for r in csv.DictReader(f) if any((v or "").strip() for v in r.values())]


def load_raw(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], [r for r in rows[1:] if any(c.strip() for c in r)]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
SIGHT = load("旅游景点")
AGENCY = load("旅行社")  # duplicated header 'licenseNumber': DictReader keeps the last; not used
REGION = load("行政区")
LIC = load("许可证")


def parse_date(s):
    s = (s or "").strip()
    for sep in ("/", "-"):
        parts = s.split(sep)
        if len(parts) == 3 and all(p.isdigit() for p in parts):
            try:
                return datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))
            except ValueError:
                return None
    return None


def num(s):
    try:
        return float((s or "").strip())
    except ValueError:
        return None


def fmt(x):
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, **cond):
    hit = [r for r in rows if all(r.get(k) == v for k, v in cond.items())]
    assert len(hit) == 1, (cond, len(hit))
    return hit[0]


def where(rows, pred):
    return [r for r in rows if pred(r)]


def names(rows):
    out = []
    for r in rows:
        if r["name"] not in out:
            out.append(r["name"])
    return out


def region_code(name):
    codes = sorted({r["id"] for r in REGION if r["name"] == name and r["id"]})
    assert len(codes) == 1, (name, codes)
    return codes[0]


def region_name(code):
    ns = sorted({r["name"] for r in REGION if r["id"] == code})
    assert len(ns) == 1, (code, ns)
    return ns[0]


def region_label(name):
    ls = sorted({r["label"] for r in REGION if r["name"] == name})
    assert len(ls) == 1, (name, ls)
    return ls[0]


def licence(name):
    return one(LIC, name=name)


def argmax(rows, key, reverse=False):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = (min if reverse else max)(v for v, _ in vals)
    return [r for v, r in vals if v == best]


Q = []


def add(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("杭州中石化杭燃能源有限公司古荡加气站的负责人是谁？",
    one(GAS, name="杭州中石化杭燃能源有限公司古荡加气站")["manager"], "property")
add("慈溪市煤气有限公司一共有几个液化天然气罐？",
    one(GAS, name="慈溪市煤气有限公司")["liquidGasCanCount"], "property")
add("天台华润燃气有限公司的总设计储量是多少？",
    one(GAS, name="天台华润燃气有限公司")["totalDesignStorage"], "property")
add("宁波市汽车燃气有限公司丽园北路加气站有多少名职工？",
    one(GAS, name="宁波市汽车燃气有限公司丽园北路加气站")["employeeCount"], "property")
add("浙江佛学院雪窦山弥勒佛学院现在有多少在校学生？",
    one(SCHOOL, name="浙江佛学院雪窦山弥勒佛学院")["studentCount"], "property")
add("浙江道教学院是哪一天成立的？",
    one(SCHOOL, name="浙江道教学院")["establishmentDate"], "property")
add("浙江慈云佛学院批准的办学规模是多少人？",
    one(SCHOOL, name="浙江慈云佛学院")["approvalScale"], "property")
add("建德市慧华寺占地多大面积？",
    one(PLACE, name="建德市慧华寺")["area"], "property")
add("黄岩新前东林寺是什么时候批准设立的？",
    one(PLACE, name="黄岩新前东林寺")["approvalDate"], "property")
add("瓯海生命健康小镇景区是几A级景区？",
    one(SIGHT, name="瓯海生命健康小镇景区")["level"], "property")
add("浙江省肿瘤医院的联系电话是多少？",
    one(MED, name="浙江省肿瘤医院")["phoneNumber"], "property")
add("东阳市天主教爱国会的登记证号是什么？",
    one(ASSOC, name="东阳市天主教爱国会")["registrationCertificateNumber"], "property")
add("浙江邮电旅行社有限公司的传真号码是多少？",
    one(AGENCY, name="浙江邮电旅行社有限公司")["faxNumber"], "property")
add("安吉乐途旅行社有限公司的英文名叫什么？",
    one(AGENCY, name="安吉乐途旅行社有限公司")["englishName"], "property")
add("许可证浙201804050001J什么时候到期？",
    licence("浙201804050001J")["invalidDate"], "property")
add("What level (级别) is the gas station 杭州萧山环能实业有限公司 rated?",
    one(GAS, name="杭州萧山环能实业有限公司")["level"], "property", "en")
add("What is the phone number of 杭州佛学院?",
    one(SCHOOL, name="杭州佛学院")["phoneNumber"], "property", "en")
add("Who is the legal representative of 绍兴金帝天然气有限公司?",
    one(GAS, name="绍兴金帝天然气有限公司")["legalRepresentative"], "property", "en")

# ---------------------------------------------------------------- aggregate (13)
add("乐清市有多少个基督教的宗教场所？",
    len(where(PLACE, lambda r: r["county"] == "乐清市" and r["religion"] == "基督教")), "aggregate")
add("嘉兴市一共有几处天主教的宗教活动场所？",
    len(where(PLACE, lambda r: r["city"] == "嘉兴市" and r["religion"] == "天主教")), "aggregate")
add("类别为医院、级别为三级的医疗机构有多少家？",
    len(where(MED, lambda r: r["category"] == "医院" and r["level"] == "三级")), "aggregate")
add("构成重大危险源的加油站有几个？",
    len(where(GAS, lambda r: r["isMajorDangerSource"] == "是")), "aggregate")
add("所有宗教院校的在校生加起来一共有多少人？",
    sum(int(r["studentCount"]) for r in SCHOOL if r["studentCount"].strip()), "aggregate")
add("所属宗教为道教的协会有多少个？",
    len(where(ASSOC, lambda r: r["religion"] == "道教")), "aggregate")
add("温州市的旅行社有多少家？",
    len(where(AGENCY, lambda r: r["city"] == "温州市")), "aggregate")
_zhy = [num(r["employeeCount"]) for r in GAS if r["operationSubject"] == "中海油" and num(r["employeeCount"]) is not None]
add("运营主体是中海油的加油站职工人数合计是多少？", sum(_zhy), "aggregate")
_bd = [num(r["buildingArea"]) for r in PLACE
       if r["city"] == "舟山市" and r["religion"] == "佛教" and num(r["buildingArea"]) is not None]
add("舟山市佛教场所的平均建筑面积是多少（保留两位小数）？", round(sum(_bd) / len(_bd), 2), "aggregate")
_hr = [num(r["employeeCount"]) for r in GAS if r["operationSubject"] == "中石化杭燃" and num(r["employeeCount"]) is not None]
add("运营主体为中石化杭燃的加气站平均每站有多少职工（保留两位小数）？", round(sum(_hr) / len(_hr), 2), "aggregate")
add("业务范围里包含出境组团业务的旅行社有几家？",
    len(where(AGENCY, lambda r: "出境组团业务" in r["businessScope"])), "aggregate")
add("How many medical institutions are classified in the category 社区卫生服务中心?",
    len(where(MED, lambda r: r["category"] == "社区卫生服务中心")), "aggregate", "en")
add("What is the total building area of all religious sites in 嵊泗县?",
    sum(num(r["buildingArea"]) for r in PLACE if r["county"] == "嵊泗县" and num(r["buildingArea"]) is not None),
    "aggregate", "en")

# ---------------------------------------------------------------- relation_hop (10)
add("宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证什么时候失效？",
    licence(one(GAS, name="宁波新奥燃气有限公司福庆南路CNG加气站")["businessLicense"])["invalidDate"], "relation_hop")
add("慈溪市煤气有限公司持有的经营许可证是哪天生效的？",
    licence(one(GAS, name="慈溪市煤气有限公司")["businessLicense"])["effectiveDate"], "relation_hop")
add("中国佛学院普陀山学院在哪个区？",
    region_name(one(SCHOOL, name="中国佛学院普陀山学院")["county"]), "relation_hop")
add("建德市慧华寺所在区县的行政区划代码是多少？",
    region_code(one(PLACE, name="建德市慧华寺")["county"]), "relation_hop")
add("三门县道生加气站有限公司所在县的行政区划代码是什么？",
    region_code(one(GAS, name="三门县道生加气站有限公司")["county"]), "relation_hop")
add("安吉乐途旅行社有限公司所在区县的行政区代码是多少？",
    region_code(one(AGENCY, name="安吉乐途旅行社有限公司")["county"]), "relation_hop")
add("浙江道教学院所在的区县属于哪一级行政区？",
    region_label(one(SCHOOL, name="浙江道教学院")["county"]), "relation_hop")
add("嘉兴市加油加气站有限公司乍浦站的经营许可证有效期到哪天？",
    licence(one(GAS, name="嘉兴市加油加气站有限公司乍浦站")["businessLicense"])["invalidDate"], "relation_hop")
add("When does the operating licence held by 杭州富阳江润加气站有限公司 expire?",
    licence(one(GAS, name="杭州富阳江润加气站有限公司")["businessLicense"])["invalidDate"], "relation_hop", "en")
add("On what date did the operating licence of 桐乡运河加气站 take effect?",
    licence(one(GAS, name="桐乡运河加气站")["businessLicense"])["effectiveDate"], "relation_hop", "en")

# ---------------------------------------------------------------- two_hop (8)
_c = one(GAS, name="宁波新奥燃气有限公司")["county"]
add("宁波新奥燃气有限公司所在的区县一共有多少个宗教场所？",
    len(where(PLACE, lambda r: r["county"] == _c)), "two_hop")
_c = one(SCHOOL, name="浙江道教学院")["county"]
add("浙江道教学院所在区县的道教协会叫什么名字？",
    names(where(ASSOC, lambda r: r["county"] == _c and r["religion"] == "道教")), "two_hop")
_c = one(GAS, name="慈溪市煤气有限公司")["county"]
add("慈溪市煤气有限公司所在区县的佛教协会是什么时候登记的？",
    [r["registrationTime"] for r in where(ASSOC, lambda r: r["county"] == _c and r["religion"] == "佛教")], "two_hop")
_c = one(GAS, name="宁波市汽车燃气有限公司镇海客运中心加气站")["county"]
add("宁波市汽车燃气有限公司镇海客运中心加气站所在的区有几处基督教场所？",
    len(where(PLACE, lambda r: r["county"] == _c and r["religion"] == "基督教")), "two_hop")
_c = one(SCHOOL, name="浙江慈云佛学院")["county"]
add("浙江慈云佛学院所在县有多少座佛教场所？",
    len(where(PLACE, lambda r: r["county"] == _c and r["religion"] == "佛教")), "two_hop")
_c = one(SCHOOL, name="浙江神学院")["county"]
add("浙江神学院所在区县有哪些基督教协会或团体？",
    names(where(ASSOC, lambda r: r["county"] == _c and r["religion"] == "基督教")), "two_hop")
_g = [r for r in GAS if r["businessLicense"] == "浙201709070005P"]
assert len(_g) == 1
add("持有许可证浙201709070005P的加油站，所在区县的行政区划代码是多少？",
    region_code(_g[0]["county"]), "two_hop")
_c = one(SCHOOL, name="杭州佛学院")["county"]
add("How many Buddhist sites are there in the same district as the school 杭州佛学院?",
    len(where(PLACE, lambda r: r["county"] == _c and r["religion"] == "佛教")), "two_hop", "en")

# ---------------------------------------------------------------- superlative (8)
add("占地面积最大的宗教场所是哪个？",
    names(argmax(PLACE, lambda r: num(r["area"]))), "superlative")
add("在校生最多的宗教院校是哪所？",
    names(argmax(SCHOOL, lambda r: num(r["studentCount"]))), "superlative")
add("哪个加油站的总设计储量最大？",
    names(argmax(GAS, lambda r: num(r["totalDesignStorage"]))), "superlative")
add("登记时间最晚（最近登记）的协会是哪个？",
    names(argmax(ASSOC, lambda r: parse_date(r["registrationTime"]))), "superlative")
add("职工人数最多的加油站是哪家？",
    names(argmax(GAS, lambda r: num(r["employeeCount"]))), "superlative")
_cnt = Counter(r["county"] for r in PLACE if r["county"].strip())
_m = max(_cnt.values())
add("哪个区县的宗教场所数量最多？", sorted(k for k, v in _cnt.items() if v == _m), "superlative")
_cnt = Counter(r["city"] for r in PLACE if r["religion"] == "佛教" and r["city"].strip())
_m = max(_cnt.values())
add("Which city has the most Buddhist (佛教) religious sites?",
    sorted(k for k, v in _cnt.items() if v == _m), "superlative", "en")
add("Among the religious schools with a recorded figure, which one has the fewest full-time teachers (专职教师)?",
    names(argmax(SCHOOL, lambda r: num(r["professorCount"]), reverse=True)), "superlative", "en")

# ---------------------------------------------------------------- filter (8)
add("哪些加油站构成重大危险源？",
    names(where(GAS, lambda r: r["isMajorDangerSource"] == "是")), "filter")
add("信仰伊斯兰教的宗教场所都有哪些？",
    names(where(PLACE, lambda r: r["religion"] == "伊斯兰教")), "filter")
add("哪些协会属于省团体？",
    names(where(ASSOC, lambda r: r["category"] == "省团体")), "filter")
add("鄞州区有哪些一级加油站？",
    names(where(GAS, lambda r: r["county"] == "鄞州区" and r["level"] == "一级")), "filter")
add("天台县有哪些宗教院校？",
    names(where(SCHOOL, lambda r: r["county"] == "天台县")), "filter")
add("温州市有哪些协会登记了网址？",
    names(where(ASSOC, lambda r: r["city"] == "温州市" and r["website"].strip())), "filter")
add("Which gas stations list 中石油 as their operating entity (运营主体)?",
    names(where(GAS, lambda r: r["operationSubject"] == "中石油")), "filter", "en")
add("Which religious schools are located in 宁波市?",
    names(where(SCHOOL, lambda r: r["city"] == "宁波市")), "filter", "en")


# ---------------------------------------------------------------- comparison (6)
def pick(rows, a, b, key, larger=True):
    ra, rb = one(rows, name=a), one(rows, name=b)
    ka, kb = key(ra), key(rb)
    assert ka is not None and kb is not None and ka != kb, (a, b, ka, kb)
    return a if (ka > kb) == larger else b


add("浙江神学院和浙江慈云佛学院，哪个在校生更多？",
    pick(SCHOOL, "浙江神学院", "浙江慈云佛学院", lambda r: num(r["studentCount"])), "comparison")
add("绍兴金帝天然气有限公司和慈溪市煤气有限公司哪家成立得更早？",
    pick(GAS, "绍兴金帝天然气有限公司", "慈溪市煤气有限公司", lambda r: parse_date(r["buildTime"]), larger=False),
    "comparison")
add("建德市慧华寺和富阳区广利庙相比，谁的建筑面积更大？",
    pick(PLACE, "建德市慧华寺", "富阳区广利庙", lambda r: num(r["buildingArea"])), "comparison")
_cnt = Counter(r["county"] for r in PLACE)
assert _cnt["永嘉县"] != _cnt["平阳县"]
add("永嘉县和平阳县，哪个县的宗教场所更多？",
    "永嘉县" if _cnt["永嘉县"] > _cnt["平阳县"] else "平阳县", "comparison")
add("萧山区佛教协会和普陀区佛教协会，哪个登记得更早？",
    pick(ASSOC, "萧山区佛教协会", "普陀区佛教协会", lambda r: parse_date(r["registrationTime"]), larger=False),
    "comparison")
add("Which has more employees: 杭州华燃燃气开发应用有限公司绍兴路加气站 or 杭州杭钢亚盛天然气有限公司?",
    pick(GAS, "杭州华燃燃气开发应用有限公司绍兴路加气站", "杭州杭钢亚盛天然气有限公司",
         lambda r: num(r["employeeCount"])), "comparison", "en")

# ---------------------------------------------------------------- described (5)
add("在校生有183人的那所佛学院叫什么？",
    names([one(SCHOOL, studentCount="183")]), "described")
add("总设计储量为110.0的那个加油站是哪家？",
    names([one(GAS, totalDesignStorage="110.0")]), "described")
add("统一社会信用代码是91330104762022003J的旅行社是哪一家？",
    names([one(AGENCY, unifiedSocialCreditCode="91330104762022003J")]), "described")
add("Which gas station holds the operating licence 浙201709050002P?",
    names([one(GAS, businessLicense="浙201709050002P")]), "described", "en")
add("联系电话是0571-87910935的宗教院校是哪所？",
    names([one(SCHOOL, phoneNumber="0571-87910935")]), "described")

# ---------------------------------------------------------------- time_window (4)
_lo = ASOF.replace(year=ASOF.year - 3)
add("截至2023年10月15日，最近三年内获批设立的宗教场所有哪些？",
    names(where(PLACE, lambda r: parse_date(r["approvalDate"]) is not None
                and _lo < parse_date(r["approvalDate"]) <= ASOF)), "time_window")
_licd = {r["name"]: r for r in LIC}


def _valid(g):
    L = _licd.get(g["businessLicense"])
    if not L:
        return False
    e, i = parse_date(L["effectiveDate"]), parse_date(L["invalidDate"])
    return e is not None and i is not None and e <= ASOF <= i


add("截至2023年10月15日，哪些加油站的经营许可证还在有效期内？",
    names(where(GAS, _valid)), "time_window")
add("2015年1月1日到2015年12月31日之间成立的加油站有哪些？",
    names(where(GAS, lambda r: parse_date(r["buildTime"]) is not None
                and datetime.date(2015, 1, 1) <= parse_date(r["buildTime"]) <= datetime.date(2015, 12, 31))),
    "time_window")
add("Which associations were registered between 2011-01-01 and 2011-12-31?",
    names(where(ASSOC, lambda r: parse_date(r["registrationTime"]) is not None
                and datetime.date(2011, 1, 1) <= parse_date(r["registrationTime"]) <= datetime.date(2011, 12, 31))),
    "time_window", "en")

# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r29-%02d" % i
out = [{"id": q["id"], "question": q["question"], "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]}
       for q in Q]
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("wrote", OUT, len(out), Counter(q["shape"] for q in out), Counter(q["lang"] for q in out))
