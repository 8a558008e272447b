"""Gold answers for the blind AffairQA question set r7 (80 questions, 65 zh / 15 en).

Every answer is computed here from the raw CSV files of
/work/shared/datasets/kag-affairqa/sources/ with the csv module only; running this
script rewrites ../r7-affairqa.json exactly.

Conventions:
- values are given as the CSV writes them; computed numbers: integers as integers,
  floats rounded to 2 decimals;
- "how many" counts distinct entities by name;
- time windows are counted back from the as-of date 2023-10-15; the script asserts
  that no row lies on a window's boundary day, so strict/inclusive readings agree;
- every named entity is asserted to occur exactly once, every superlative to have
  a single winner (or all tied winners listed), every list to have at most 8 items.
"""

import csv
import datetime as dt
import json
import os
import re
from collections import Counter

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r7-affairqa.json")
AS_OF = dt.date(2023, 10, 15)


def load(table):
    """Rows of sources/<table>.csv as dicts. A repeated header (旅行社.csv has two
    `licenseNumber` columns) gets a suffix: licenseNumber, licenseNumber_2."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, seen = [], Counter()
    for h in rows[0]:
        seen[h] += 1
        header.append(h if seen[h] == 1 else f"{h}_{seen[h]}")
    out = []
    for r in rows[1:]:
        assert len(r) == len(header), (table, r)
        out.append(dict(zip(header, r)))
    return out


GS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCH = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
TOUR = load("旅游景点")
TA = load("旅行社")
REG = load("行政区")
LIC = load("许可证")


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def where(rows, **eq):
    return [r for r in rows if all(r[k] == v for k, v in eq.items())]


def names(rows):
    ns = sorted({r["name"] for r in rows})
    return ns


def pdate(s):
    s = s.strip()
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", s)
    return dt.date(int(m[1]), int(m[2]), int(m[3])) if m else None


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def num(s):
    return float(s)


def fmt(x):
    if isinstance(x, int):
        return str(x)
    if float(x).is_integer():
        return str(int(x))
    return str(round(x, 2))


def argbest(rows, key, best=max):
    vals = [key(r) for r in rows]
    b = best(vals)
    return sorted({r["name"] for r, v in zip(rows, vals) if v == b})


def unique_value(rows, col, value):
    hits = [r for r in rows if r[col] == value]
    assert len(hits) == 1, (col, value, len(hits))
    return hits[0]


def window(rows, col, start, end=AS_OF):
    """Rows whose date column lies in (start, end]; asserts none sits on a boundary."""
    out = []
    for r in rows:
        d = pdate(r[col])
        if d is None:
            continue
        assert d != start and d != end, ("boundary", r["name"], d)
        if start < d <= end:
            out.append(r)
    return out


Q = []


def q(question, answer, shape, lang):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(answer) <= 8, (question, answer)
    assert len(set(answer)) == len(answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- 加油站 GasStation
q("杭州杭钢亚盛天然气有限公司有多少名职工？",
  one(GS, "杭州杭钢亚盛天然气有限公司")["employeeCount"], "property", "zh")

q("When was the gas station 诸暨市赵家液化石油气贮罐站 established?",
  one(GS, "诸暨市赵家液化石油气贮罐站")["buildTime"], "property", "en")

q("桐乡运河加气站持有的经营许可证编号是什么？",
  one(GS, "桐乡运河加气站")["businessLicense"], "relation_hop", "zh")

q("戚海波是哪些加气站的负责人？",
  names(where(GS, manager="戚海波")), "relation_hop", "zh")

q("郦永夫担任法定代表人的是哪家加油站？",
  names(where(GS, legalRepresentative="郦永夫")), "relation_hop", "zh")

_lic = one(GS, "桐乡运河加气站")["businessLicense"]
q("桐乡运河加气站那张经营许可证是哪天失效的？",
  one(LIC, _lic)["invalidDate"], "two_hop", "zh")

_county = one(GS, "三门县道生加气站有限公司")["county"]
_codes = {r["id"] for r in where(REG, name=_county)}
assert len(_codes) == 1, _codes
q("三门县道生加气站有限公司所在区县的行政区划代码是多少？",
  _codes.pop(), "two_hop", "zh")

_mgr = one(GS, "衢州新奥中石化车用燃气有限公司南环CNG加气站")["manager"]
q("Which other gas stations have the same manager as 衢州新奥中石化车用燃气有限公司南环CNG加气站?",
  [n for n in names(where(GS, manager=_mgr)) if n != "衢州新奥中石化车用燃气有限公司南环CNG加气站"],
  "two_hop", "en")

q("被认定构成重大危险源的加油站一共有几座？",
  len(names(where(GS, isMajorDangerSource="是"))), "aggregate", "zh")

q("总设计储量最大的加油站是哪一家？",
  argbest([r for r in GS if r["totalDesignStorage"].strip()], lambda r: num(r["totalDesignStorage"])),
  "superlative", "zh")

_a, _b = one(GS, "宁波市汽车燃气有限公司丽园北路加气站"), one(GS, "宁波新捷公运天然气有限公司")
assert int(_a["employeeCount"]) != int(_b["employeeCount"])
q("宁波市汽车燃气有限公司丽园北路加气站和宁波新捷公运天然气有限公司相比，哪家的职工人数多一些？",
  max((_a, _b), key=lambda r: int(r["employeeCount"]))["name"], "comparison", "zh")

q("越城区有哪些一级加油站？",
  names(where(GS, county="越城区", level="一级")), "filter", "zh")

q("以2023年10月15日为准，近五年内成立的加油站有哪些？",
  names(window(GS, "buildTime", years_back(5))), "time_window", "zh")

# ---------------------------------------------------------------- 许可证 License
q("许可证201909040002J是从哪天开始生效的？",
  one(LIC, "201909040002J")["effectiveDate"], "property", "zh")

q("When does the licence 浙201702020005P expire?",
  one(LIC, "浙201702020005P")["invalidDate"], "property", "en")

q("Which gas station holds the operating licence 201909040002J?",
  names(where(GS, businessLicense="201909040002J")), "relation_hop", "en")

_holder = where(GS, businessLicense="浙201709070005P")
assert len(_holder) == 1
q("持有许可证浙201709070005P的那家加油站在哪个区县？",
  _holder[0]["county"], "two_hop", "zh")

_eff2018 = [r for r in LIC if pdate(r["effectiveDate"]) and pdate(r["effectiveDate"]).year == 2018]
q("生效日期在2018年的许可证一共有多少张？",
  len(names(_eff2018)), "aggregate", "zh")

q("在有生效日期记录的许可证里，哪一张生效得最早？",
  argbest([r for r in LIC if pdate(r["effectiveDate"])], lambda r: pdate(r["effectiveDate"]), min),
  "superlative", "zh")

_a, _b = one(LIC, "浙201601000001J"), one(LIC, "浙201601010001J")
assert pdate(_a["invalidDate"]) != pdate(_b["invalidDate"])
q("浙201601000001J和浙201601010001J这两张许可证，哪张先失效？",
  min((_a, _b), key=lambda r: pdate(r["invalidDate"]))["name"], "comparison", "zh")

q("截至2023年10月15日，过去两年里失效的许可证有多少张？",
  len(names(window(LIC, "invalidDate", years_back(2)))), "time_window", "zh")

# ---------------------------------------------------------------- 医疗机构 MedicalInstitution
q("麻烦查一下浙江省肿瘤医院的联系电话。",
  one(MED, "浙江省肿瘤医院")["phoneNumber"], "property", "zh")

q("What level is 杭州西湖之江眼科医院 rated at?",
  one(MED, "杭州西湖之江眼科医院")["level"], "property", "en")

q("请问杭州锦医堂中医门诊部属于哪个类别的医疗机构？",
  one(MED, "杭州锦医堂中医门诊部")["category"], "property", "zh")

q("级别为三级的医疗机构有几家？",
  len(names(where(MED, level="三级"))), "aggregate", "zh")

q("How many medical institutions fall in the category 社区卫生服务中心?",
  len(names(where(MED, category="社区卫生服务中心"))), "aggregate", "en")

_a, _b = one(MED, "杭州口腔医院"), one(MED, "浙江大学医学院附属口腔医院")
_rank = {"三级": 3, "二级": 2, "一级": 1}
assert _rank[_a["level"]] != _rank[_b["level"]]
q("杭州口腔医院和浙江大学医学院附属口腔医院，哪家的级别更高？",
  max((_a, _b), key=lambda r: _rank[r["level"]])["name"], "comparison", "zh")

q("门诊部诊所这一类里，级别是二级的有哪几家？",
  names(where(MED, category="门诊部诊所医务室村卫生室", level="二级")), "filter", "zh")

q("杭州市灵隐路14号是哪家医院？",
  unique_value(MED, "address", "杭州市灵隐路14号")["name"], "described", "zh")

q("Which medical institution has the phone number 0571-89991190?",
  unique_value(MED, "phoneNumber", "0571-89991190")["name"], "described", "en")

# ---------------------------------------------------------------- 协会 Association
q("宁波市佛教协会是什么时候登记的？",
  one(ASSOC, "宁波市佛教协会")["registrationTime"], "property", "zh")

q("浙江省道教协会的网址是多少？",
  one(ASSOC, "浙江省道教协会")["website"], "property", "zh")

q("What is the registration certificate number of 萧山区佛教协会?",
  one(ASSOC, "萧山区佛教协会")["registrationCertificateNumber"], "property", "en")

q("东阳市天主教爱国会位于哪个城市？",
  one(ASSOC, "东阳市天主教爱国会")["city"], "relation_hop", "zh")

_city = one(ASSOC, "萧山区佛教协会")["city"]
q("萧山区佛教协会所在的那个城市，一共有多少处佛教场所？",
  len(names(where(REL, city=_city, religion="佛教"))), "two_hop", "zh")

_rows = where(ASSOC, city="温州市", religion="道教")
assert not any("节点" in r["name"] for r in _rows)
q("温州市的道教协会有几个？",
  len(names(_rows)), "aggregate", "zh")

q("伊斯兰教协会里，哪一个登记得最早？",
  argbest([r for r in where(ASSOC, religion="伊斯兰教") if pdate(r["registrationTime"])],
          lambda r: pdate(r["registrationTime"]), min),
  "superlative", "zh")

q("类别为市团体的协会中，登记时间最晚的是哪个？",
  argbest([r for r in where(ASSOC, category="市团体") if pdate(r["registrationTime"])],
          lambda r: pdate(r["registrationTime"])),
  "superlative", "zh")

_a, _b = one(ASSOC, "杭州市天主教爱国会"), one(ASSOC, "杭州市基督教三自爱国运动委员会")
q("杭州市天主教爱国会的登记时间是不是早于杭州市基督教三自爱国运动委员会？",
  "是" if pdate(_a["registrationTime"]) < pdate(_b["registrationTime"]) else "否", "comparison", "zh")

q("哪些协会的类别是省团体？",
  names(where(ASSOC, category="省团体")), "filter", "zh")

q("截至2023年10月15日，近五年内登记的协会有多少个？",
  len(names(window(ASSOC, "registrationTime", years_back(5)))), "time_window", "zh")

# ---------------------------------------------------------------- 学校 School
q("浙江佛学院温州佛学院现在有多少在校生？",
  one(SCH, "浙江佛学院温州佛学院")["studentCount"], "property", "zh")

q("浙江道教学院在哪个城市？",
  one(SCH, "浙江道教学院")["city"], "relation_hop", "zh")

q("Which county is 浙江佛学院温州佛学院 located in?",
  one(SCH, "浙江佛学院温州佛学院")["county"], "relation_hop", "en")

_county = one(SCH, "浙江慈云佛学院")["county"]
q("浙江慈云佛学院所在的县里有几处天主教场所？",
  len(names(where(REL, county=_county, religion="天主教"))), "two_hop", "zh")

_county = one(SCH, "浙江佛学院雪窦山弥勒佛学院")["county"]
_codes = {r["id"] for r in where(REG, name=_county)}
assert len(_codes) == 1, _codes
q("浙江佛学院雪窦山弥勒佛学院所在区的行政区划代码是什么？",
  _codes.pop(), "two_hop", "zh")

assert all(r["studentCount"].strip() for r in SCH)
q("所有宗教院校加在一起，在校生总共有多少人？",
  fmt(sum(int(r["studentCount"]) for r in SCH)), "aggregate", "zh")

q("在校生人数最多的是哪所学校？",
  argbest(SCH, lambda r: int(r["studentCount"])), "superlative", "zh")

q("Which of the schools was established earliest?",
  argbest(SCH, lambda r: pdate(r["establishmentDate"]), min), "superlative", "en")

_a, _b = one(SCH, "浙江神学院"), one(SCH, "浙江慈云佛学院")
assert int(_a["studentCount"]) != int(_b["studentCount"])
q("浙江神学院跟浙江慈云佛学院比，谁的在校生更多？",
  max((_a, _b), key=lambda r: int(r["studentCount"]))["name"], "comparison", "zh")

q("杭州市有哪几所宗教院校？",
  names(where(SCH, city="杭州市")), "filter", "zh")

# ---------------------------------------------------------------- 宗教场所 ReligiousPlace
q("建德市慧华寺占地面积有多大？",
  one(REL, "建德市慧华寺")["area"], "property", "zh")

q("瑞安市芳庄乡九龙头基督教堂邮编多少啊？",
  one(REL, "瑞安市芳庄乡九龙头基督教堂")["postalCode"], "property", "zh")

q("宁波江北延生禅寺是哪天批准的？",
  one(REL, "宁波江北延生禅寺")["approvalDate"], "property", "zh")

q("乐清市南岳镇大崧教堂属于哪个市？",
  one(REL, "乐清市南岳镇大崧教堂")["city"], "relation_hop", "zh")

_county = one(TA, "建德中国旅行社有限公司")["county"]
q("建德中国旅行社有限公司所在的县市里登记了多少处宗教场所？",
  len(names(where(REL, county=_county))), "two_hop", "zh")

q("新昌县一共有多少个佛教场所？",
  len(names(where(REL, county="新昌县", religion="佛教"))), "aggregate", "zh")

_rows = where(REL, religion="伊斯兰教")
q("所有伊斯兰教活动场所的建筑面积合计是多少？",
  fmt(sum(num(r["buildingArea"]) for r in _rows)), "aggregate", "zh")

q("新昌县哪个宗教场所的占地面积最大？",
  argbest(where(REL, county="新昌县"), lambda r: num(r["area"])), "superlative", "zh")

q("Which Catholic place of worship in 嘉兴市 has the largest building area?",
  argbest(where(REL, city="嘉兴市", religion="天主教"), lambda r: num(r["buildingArea"])),
  "superlative", "en")

_a, _b = one(REL, "建德市慧华寺"), one(REL, "宁波江北延生禅寺")
assert num(_a["buildingArea"]) != num(_b["buildingArea"])
q("建德市慧华寺和宁波江北延生禅寺，哪个建筑面积更大？",
  max((_a, _b), key=lambda r: num(r["buildingArea"]))["name"], "comparison", "zh")

q("越城区有哪些道教场所？",
  names(where(REL, county="越城区", religion="道教")), "filter", "zh")

q("截至2023年10月15日，过去三年里新登记的宗教场所有多少个？",
  len(names(window(REL, "registrationTime", years_back(3)))), "time_window", "zh")

# ---------------------------------------------------------------- 旅游景点 TouristAttraction
q("想打电话问问天一阁·月湖景区，号码是多少？",
  one(TOUR, "天一阁·月湖景区")["phoneNumber"], "property", "zh")

q("江山最美碗窑景区是几A级景区？",
  one(TOUR, "江山最美碗窑景区")["level"], "property", "zh")

q("神仙居景区在哪个城市？",
  one(TOUR, "神仙居景区")["city"], "relation_hop", "zh")

q("Which tourist attractions in 绍兴市 are rated single A (level A)?",
  names(where(TOUR, city="绍兴市", level="A")), "filter", "en")

q("地址为浙江省温州市瓯海区南白象街道学府北路的景区是哪个？",
  unique_value(TOUR, "address", "浙江省温州市瓯海区南白象街道学府北路")["name"], "described", "zh")

# ---------------------------------------------------------------- 旅行社 TravelAgency
q("浙江邮电旅行社有限公司的传真号是多少？",
  one(TA, "浙江邮电旅行社有限公司")["faxNumber"], "property", "zh")

q("建德中国旅行社有限公司能做哪些业务？",
  one(TA, "建德中国旅行社有限公司")["businessScope"], "property", "zh")

q("安吉乐途旅行社有限公司注册在哪个县？",
  one(TA, "安吉乐途旅行社有限公司")["county"], "relation_hop", "zh")

q("丽水市一共有多少家旅行社？",
  len(names(where(TA, city="丽水市"))), "aggregate", "zh")

q("How many travel agencies in 宁波市 list 出境组团业务 (outbound group tours) in their business scope?",
  len(names([r for r in where(TA, city="宁波市") if "出境组团业务" in r["businessScope"]])),
  "aggregate", "en")

_rows = where(TA, county="云和县")
assert not [r for r in TA if "云和" in r["address"] + r["name"] and r["county"] != "云和县"]
q("云和县的旅行社有哪几家？",
  names(_rows), "filter", "zh")

# ---------------------------------------------------------------- 政府机构 GovernmentAgency
q("国家宗教事务局属于哪一类机构？",
  one(GOV, "国家宗教事务局")["type"], "property", "zh")

q("How many government agencies in the table have a name ending in 民政局?",
  len(names([r for r in GOV if r["name"].endswith("民政局")])), "aggregate", "en")

q("名称里带“管委会”的政府机构有哪些？",
  names([r for r in GOV if "管委会" in r["name"]]), "filter", "zh")

# ---------------------------------------------------------------- 行政区 AdministrativeRegion
_codes = {r["id"] for r in where(REG, name="义乌市")}
assert len(_codes) == 1
q("我想知道义乌市的行政区划代码。", _codes.pop(), "property", "zh")

q("How many prefecture-level administrative regions (地级行政区) are listed?",
  len(names(where(REG, label="地级行政区"))), "aggregate", "en")

_rows = where(REG, id="330881")
assert len({r["name"] for r in _rows}) == 1
q("行政区划代码330881是哪个行政区？", _rows[0]["name"], "described", "zh")


# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
assert len({x["question"] for x in Q}) == 80
assert Counter(x["lang"] for x in Q) == {"zh": 65, "en": 15}
out = []
for i, item in enumerate(Q, 1):
    out.append({"id": f"affairqa-r7-{i:02d}", **item})
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")

if __name__ == "__main__":
    print(Counter(x["shape"] for x in out))
    print(Counter(x["lang"] for x in out))
