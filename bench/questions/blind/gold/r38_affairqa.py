"""Gold answers for the blind AffairQA question set r38 (80 questions, as of 2023-10-15). Every answer is computed here from the raw CSV files with the standard library's csv module only. Run: python3 bench/questions/blind/gold/r38_affairqa.py -> bench/questions/blind/r38-affairqa.json"""
import csv
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(HERE, "..", "r38-affairqa.json")
ASOF = datetime.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(name):
    """Rows as lists (the travel-agency table has two columns both named licenseNumber)."""
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
RELIG = load("宗教场所.csv")
GOV = load("政府机构.csv")
SIGHT = load("旅游景点.csv")
REGION = load("行政区.csv")
LIC = load("许可证.csv")
TA_HEAD, TA_ROWS = load_raw("旅行社.csv")
TA_IDX = {}
for _i, _c in enumerate(TA_HEAD):
    TA_IDX.setdefault(_c, _i)  # first occurrence
TA = [dict((c, r[TA_IDX[c]]) for c in TA_IDX) for r in TA_ROWS]

LIC_BY_NAME = {r["name"]: r for r in LIC}


def d(s):
    """Parse a 'Y/M/D' cell; None for empty or placeholder values."""
    s = (s or "").strip()
    if not s or "/" not in s:
        return None
    y, m, dd = s.split("/")
    return datetime.date(int(y), int(m), int(dd))


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def names(rows):
    return [r["name"] for r in rows]


def fmt(x):
    if isinstance(x, float):
        if abs(x - round(x)) < 1e-9:
            return str(int(round(x)))
        return str(round(x, 2))
    return str(x)


def fnum(s):
    return float(s)


def unique_max(rows, key, reverse=True):
    vals = sorted(rows, key=key, reverse=reverse)
    assert key(vals[0]) != key(vals[1]), ("tie", vals[0]["name"], vals[1]["name"])
    return vals[0]


def years_between(start, end=ASOF):
    n = end.year - start.year
    if (end.month, end.day) < (start.month, start.day):
        n -= 1
    return n


def station_licence(name):
    g = one(GAS, name)
    return LIC_BY_NAME[g["businessLicense"]]


Q = []


def add(question, answer, shape, lang):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ------------------------------------------------------------------ gas stations
add("宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
    one(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")["manager"], "single_property", "zh")
add("桐乡运河加气站是什么时候成立的？",
    one(GAS, "桐乡运河加气站")["buildTime"], "single_property", "zh")
add("慈溪市煤气有限公司的经营许可证哪天失效？",
    station_licence("慈溪市煤气有限公司")["invalidDate"], "relation", "zh")
_lic = station_licence("杭州富阳江润加气站有限公司")
add("江润加气站的经营许可证到现在还在有效期内吗？",
    "是" if d(_lic["effectiveDate"]) <= ASOF <= d(_lic["invalidDate"]) else "否", "relation_yes_no", "zh")
_valid = [g for g in GAS if g["businessLicense"] in LIC_BY_NAME
          and d(LIC_BY_NAME[g["businessLicense"]]["invalidDate"])
          and d(LIC_BY_NAME[g["businessLicense"]]["invalidDate"]) >= ASOF]
add("Which gas stations still hold a business licence that has not expired as of 2023-10-15?",
    names(_valid), "relation_list", "en")
add("鄞州区一共有几个加油加气站？",
    len([g for g in GAS if g["county"] == "鄞州区"]), "count", "zh")
add("运营主体是中海油、级别为三级的加气站有多少个？",
    len([g for g in GAS if g["operationSubject"] == "中海油" and g["level"] == "三级"]), "count_2filters", "zh")
add("运营主体为华润燃气的站点里，哪些构成重大危险源？",
    names([g for g in GAS if g["operationSubject"] == "华润燃气" and g["isMajorDangerSource"] == "是"]),
    "list_2filters", "zh")
add("柯城区有哪些加气站不属于重大危险源？",
    names([g for g in GAS if g["county"] == "柯城区" and g["isMajorDangerSource"] == "否"]), "negation_list", "zh")
add("职工人数最多的加油站是哪家？",
    unique_max([g for g in GAS if g["employeeCount"]], lambda g: int(g["employeeCount"]))["name"],
    "superlative", "zh")
_top = sorted([g for g in GAS if g["totalDesignStorage"]], key=lambda g: -fnum(g["totalDesignStorage"]))
assert fnum(_top[1]["totalDesignStorage"]) > fnum(_top[2]["totalDesignStorage"])
add("总设计储量排前两名的加油站分别是哪两个？", names(_top[:2]), "top_n", "zh")
_nb = [g for g in GAS if g["name"].startswith("宁波市汽车燃气有限公司")]
assert all(g["employeeCount"] and int(g["employeeCount"]) > 0 for g in _nb)
add("宁波市汽车燃气有限公司旗下各个加气站的职工加起来一共多少人？",
    sum(int(g["employeeCount"]) for g in _nb), "aggregate_sum", "zh")
assert all(fnum(g["totalDesignStorage"]) > 0 for g in _nb)
add("宁波市汽车燃气有限公司下属加气站的总设计储量平均是多少？",
    sum(fnum(g["totalDesignStorage"]) for g in _nb) / len(_nb), "aggregate_avg", "zh")
add("Is 绍兴金帝天然气有限公司 classified as a major hazard source?",
    "yes" if one(GAS, "绍兴金帝天然气有限公司")["isMajorDangerSource"] == "是" else "no", "yes_no", "en")
_a, _b = one(GAS, "宁波新捷公运天然气有限公司"), one(GAS, "杭州杭钢亚盛天然气有限公司")
assert fnum(_a["totalDesignStorage"]) != fnum(_b["totalDesignStorage"])
add("宁波新捷公运天然气有限公司跟杭钢亚盛天然气比，谁的总设计储量大？",
    max([_a, _b], key=lambda g: fnum(g["totalDesignStorage"]))["name"], "comparison", "zh")
add("2016年成立的加油加气站有多少家？",
    len([g for g in GAS if d(g["buildTime"]) and d(g["buildTime"]).year == 2016]), "date_range_count", "zh")
add("嘉兴东栅站的经营许可证是从哪天开始生效的？",
    station_licence("嘉兴市加油加气站有限公司东栅站")["effectiveDate"], "relation_shortname", "zh")
add("哪些加气站用的是“燃气经营许可证-浙2017040000003J”这张许可证？",
    names([g for g in GAS if g["businessLicense"] == "燃气经营许可证-浙2017040000003J"]), "relation_list", "zh")
add("How many gas stations have 郑善勇 as their legal representative?",
    len([g for g in GAS if g["legalRepresentative"] == "郑善勇"]), "count", "en")
add("法人代表是曹纪文的加气站有哪些？",
    names([g for g in GAS if g["legalRepresentative"] == "曹纪文"]), "list", "zh")
add("经营许可证在2021年到期的加气站一共有几个？",
    len([g for g in GAS if g["businessLicense"] in LIC_BY_NAME
         and d(LIC_BY_NAME[g["businessLicense"]]["invalidDate"])
         and d(LIC_BY_NAME[g["businessLicense"]]["invalidDate"]).year == 2021]), "relation_date_range_count", "zh")
_yz = [g for g in GAS if g["county"] == "鄞州区"]
assert all(d(g["buildTime"]) for g in _yz)
add("鄞州区的加气站里哪一个成立得最早？",
    unique_max(_yz, lambda g: d(g["buildTime"]), reverse=False)["name"], "superlative_filtered", "zh")
add("嘉兴南湖区的加油站中，有哪些级别是一级的？",
    names([g for g in GAS if g["county"] == "南湖区" and g["level"] == "一级"]), "list_2filters", "zh")

# ------------------------------------------------------------------ medical institutions
add("浙江省肿瘤医院的联系电话是多少？", one(MED, "浙江省肿瘤医院")["phoneNumber"], "single_property", "zh")
add("数据里三级医院一共有多少家？",
    len([m for m in MED if m["category"] == "医院" and m["level"] == "三级"]), "count_2filters", "zh")
add("类别是门诊部诊所医务室村卫生室、但级别为二级的机构有哪些？",
    names([m for m in MED if m["category"] == "门诊部诊所医务室村卫生室" and m["level"] == "二级"]),
    "list_2filters", "zh")
add("省本级定点的医疗机构里，地址在滨江区的有几家？",
    len([m for m in MED if m["category"] == "省本级定点" and "滨江区" in m["address"]]), "count_2filters", "zh")
add("What level is 杭州口腔医院?", one(MED, "杭州口腔医院")["level"], "single_property", "en")
add("浙江医院是不是三级医院？",
    "是" if one(MED, "浙江医院")["level"] == "三级" else "否", "yes_no", "zh")
add("服务人群是“基本、离休、子女”的医疗机构共有多少个？",
    len([m for m in MED if m["servicePopulation"] == "基本、离休、子女"]), "count", "zh")
add("How many medical institutions are community health service centres (社区卫生服务中心)?",
    len([m for m in MED if m["category"] == "社区卫生服务中心"]), "count", "en")
_syf = [m for m in MED if "邵逸夫" in m["name"]]
assert len(_syf) == 1
add("邵逸夫医院是几级医院？", _syf[0]["level"], "single_property_shortname", "zh")
add("浙江大学医学院附属的医院都有哪些？",
    names([m for m in MED if m["name"].startswith("浙江大学医学院附属")]), "list", "zh")

# ------------------------------------------------------------------ associations
add("宁波市佛教协会是哪一天登记的？", one(ASSOC, "宁波市佛教协会")["registrationTime"], "single_property", "zh")
_isl = [a for a in ASSOC if a["religion"] == "伊斯兰教"]
assert all(d(a["registrationTime"]) and d(a["registrationTime"]).year > 1900 for a in _isl)
add("几个伊斯兰教协会里，哪个登记得最早？",
    unique_max(_isl, lambda a: d(a["registrationTime"]), reverse=False)["name"], "superlative_filtered", "zh")
add("温州市的基督教团体有多少个？",
    len([a for a in ASSOC if a["city"] == "温州市" and a["religion"] == "基督教"]), "count_2filters", "zh")
add("属于省团体的协会有哪些？", names([a for a in ASSOC if a["category"] == "省团体"]), "list", "zh")
add("What is the website of 浙江省伊斯兰教协会?", one(ASSOC, "浙江省伊斯兰教协会")["website"], "single_property", "en")
add("这些宗教协会分布在多少个不同的城市？",
    len({a["city"] for a in ASSOC if a["city"]}), "count_distinct", "zh")
add("瑞安市佛教协会有没有官方网站？",
    "是" if one(ASSOC, "瑞安市佛教协会")["website"] else "否", "yes_no", "zh")
add("上世纪90年代（1990—1999年）登记的道教协会有几个？",
    len([a for a in ASSOC if a["religion"] == "道教" and d(a["registrationTime"])
         and 1990 <= d(a["registrationTime"]).year <= 1999]), "date_range_count", "zh")
_a, _b = one(ASSOC, "象山县基督教协会"), one(ASSOC, "龙湾区基督教协会")
assert d(_a["registrationTime"]) != d(_b["registrationTime"])
add("象山县基督教协会和龙湾区基督教协会，哪个登记得更早？",
    min([_a, _b], key=lambda a: d(a["registrationTime"]))["name"], "comparison", "zh")
add("Which associations belong to Islam (伊斯兰教)?",
    names([a for a in ASSOC if a["religion"] == "伊斯兰教"]), "list", "en")

# ------------------------------------------------------------------ religious schools
add("哪所宗教院校的在校生最多？",
    unique_max(SCHOOL, lambda s: int(s["studentCount"]))["name"], "superlative", "zh")
add("浙江神学院是哪年哪月哪日成立的？", one(SCHOOL, "浙江神学院")["establishmentDate"], "single_property", "zh")
add("所有佛教院校的在校生加起来有多少人？",
    sum(int(s["studentCount"]) for s in SCHOOL if s["religion"] == "佛教"), "aggregate_sum", "zh")
_tz = [s for s in SCHOOL if s["city"] == "台州市"]
add("What is the average number of teachers (教师人数) at the religious schools located in 台州市?",
    sum(int(s["teacherCount"]) for s in _tz) / len(_tz), "aggregate_avg", "en")
add("天台县有哪几所宗教院校？", names([s for s in SCHOOL if s["county"] == "天台县"]), "list", "zh")
add("2016年成立的宗教院校有几所？",
    len([s for s in SCHOOL if d(s["establishmentDate"]).year == 2016]), "date_range_count", "zh")
_a, _b = one(SCHOOL, "浙江慈云佛学院"), one(SCHOOL, "浙江神学院")
assert int(_a["studentCount"]) != int(_b["studentCount"])
add("Which has more students, 浙江慈云佛学院 or 浙江神学院?",
    max([_a, _b], key=lambda s: int(s["studentCount"]))["name"], "comparison", "en")
add("不属于佛教的院校有哪些？", names([s for s in SCHOOL if s["religion"] != "佛教"]), "negation_list", "zh")
add("普陀山学院的学制是怎样的？",
    [s for s in SCHOOL if "普陀山学院" in s["name"]][0]["schoolSystem"], "single_property_shortname", "zh")
add("中国佛学院普陀山学院成立到现在满多少年了？",
    years_between(d(one(SCHOOL, "中国佛学院普陀山学院")["establishmentDate"])), "age", "zh")

# ------------------------------------------------------------------ religious venues
add("乐清市登记的宗教活动场所有多少处？",
    len([r for r in RELIG if r["county"] == "乐清市"]), "count", "zh")
add("杭州市有几个道教场所？",
    len([r for r in RELIG if r["city"] == "杭州市" and r["religion"] == "道教"]), "count_2filters", "zh")
add("占地面积最大的宗教场所是哪一个？",
    unique_max([r for r in RELIG if r["area"]], lambda r: fnum(r["area"]))["name"], "superlative", "zh")
add("杭州灵隐寺的登记时间是什么时候？", one(RELIG, "杭州灵隐寺")["registrationTime"], "single_property", "zh")
add("伊斯兰教的活动场所有哪几个？", names([r for r in RELIG if r["religion"] == "伊斯兰教"]), "list", "zh")
add("How many Catholic (天主教) venues are there in 温州市?",
    len([r for r in RELIG if r["city"] == "温州市" and r["religion"] == "天主教"]), "count_2filters", "en")
add("宁波阿育王寺的建筑面积是多少？", one(RELIG, "宁波阿育王寺")["buildingArea"], "single_property", "zh")
add("宗教场所的宗教派别一共有几种？",
    len({r["religiousType"] for r in RELIG if r["religiousType"]}), "count_distinct", "zh")
add("嵊泗县的宗教场所里，不是佛教的有几处？",
    len([r for r in RELIG if r["county"] == "嵊泗县" and r["religion"] and r["religion"] != "佛教"]),
    "negation_count", "zh")
add("Is 宁波镇海香山教寺 a Buddhist site?",
    "yes" if one(RELIG, "宁波镇海香山教寺")["religion"] == "佛教" else "no", "yes_no", "en")

# ------------------------------------------------------------------ tourist attractions
add("丽水市的4A级景区有几个？",
    len([s for s in SIGHT if s["city"] == "丽水市" and s["level"] == "AAAA"]), "count_2filters", "zh")
add("江山最美碗窑景区是几A级的？", one(SIGHT, "江山最美碗窑景区")["level"], "single_property", "zh")
add("How many AAAAA-level attractions are listed in 嘉兴市?",
    len([s for s in SIGHT if s["city"] == "嘉兴市" and s["level"] == "AAAAA"]), "count_2filters", "en")
_c = {}
for s in SIGHT:
    if s["level"] == "AAAA":
        _c[s["city"]] = _c.get(s["city"], 0) + 1
_cs = sorted(_c.items(), key=lambda kv: -kv[1])
assert _cs[0][1] > _cs[1][1]
add("哪个城市的4A景区数量最多？", _cs[0][0], "superlative_group", "zh")

# ------------------------------------------------------------------ travel agencies
add("舟山市有多少家旅行社？", len([t for t in TA if t["city"] == "舟山市"]), "count", "zh")
add("宁波市经营范围里包括出境组团业务的旅行社有几家？",
    len([t for t in TA if t["city"] == "宁波市" and "出境组团" in t["businessScope"]]), "count_2filters", "zh")
add("建德中国旅行社有限公司的传真号码是多少？", one(TA, "建德中国旅行社有限公司")["faxNumber"], "single_property", "zh")
add("What is the English name of 浙江邮电旅行社有限公司?",
    one(TA, "浙江邮电旅行社有限公司")["englishName"], "single_property", "en")
add("安吉乐途旅行社是湖州市的吗？",
    "是" if one(TA, "安吉乐途旅行社有限公司")["city"] == "湖州市" else "否", "yes_no_shortname", "zh")
add("How many travel agencies in 杭州市 list only 国内旅游业务 as their business scope?",
    len([t for t in TA if t["city"] == "杭州市" and t["businessScope"] == "国内旅游业务"]), "count_2filters", "en")

# ------------------------------------------------------------------ administrative regions


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"]}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


add("桐庐县的行政区划代码是多少？", region_code("桐庐县"), "single_property", "zh")
add("What is the administrative division code of 景宁畲族自治县?", region_code("景宁畲族自治县"), "single_property", "en")
add("天台华润燃气有限公司所在县的行政区划代码是什么？",
    region_code(one(GAS, "天台华润燃气有限公司")["county"]), "relation", "zh")
_n = {r["name"] for r in REGION if r["id"] == "330782"}
assert len(_n) == 1
add("行政区划代码330782对应的是哪个县市？", _n.pop(), "single_property_reverse", "zh")
add("表里有多少个不同的地级行政区？",
    len({r["name"] for r in REGION if r["label"] == "地级行政区"}), "count_distinct", "zh")

# ------------------------------------------------------------------ government agencies
add("名称里带“民政局”的政府机构有多少个？",
    len([g for g in GOV if "民政局" in g["name"]]), "count", "zh")
add("政府机构里有没有浙江省民政厅？",
    "是" if any(g["name"] == "浙江省民政厅" for g in GOV) else "否", "yes_no", "zh")

# ------------------------------------------------------------------ extra cross-table / mixed


def main():
    assert len(Q) == 80, len(Q)
    zh = sum(1 for q in Q if q["lang"] == "zh")
    assert zh == 65, zh
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": "affairqa-r38-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %d questions to %s" % (len(out), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
