"""Gold answers for the blind AffairQA question set r35.

Every answer is computed here from the raw CSV files of the AffairQA benchmark
(/work/shared/datasets/kag-affairqa/sources/) with the standard library's csv
module only. Run it to write ../r35-affairqa.json.

As-of date for every question: 2023-10-15. A relative window ("最近三年",
"the last three years") counts back from it in days: the last three years are
the days after 2020-10-15 up to 2023-10-15.

Data quirks avoided on purpose (see the report that came with this file):
  - 加油站: placeholder 成立日期 1899-12-30 (no min over buildTime); near-duplicate
    stations ("衢州市浙能油气发展有限公司-航埠加气母站" / "...航埠加气母站",
    "衢州佳豪...-航埠LNG加气站" / "...航埠LNG加气站", "浙江交投...台州分公司" /
    "浙江省交投...台州分公司"); county typo 北仓区.
  - 许可证: "浙201601000003J" and "浙201601000003j" are one licence written twice.
  - 协会: placeholder 登记时间 1900/1/1; rows with only a name (浙江省佛教协会 ...);
    county held as codes (330101 ...); two registrations exactly on 2020/10/15.
  - 宗教场所: two empty rows (天台山国清讲寺, 天台山桐柏宫); county held as codes
    for Hangzhou's and other city-level districts (杭州灵隐寺: 330101).
  - 旅游景点: the same attraction under several names (西湖, 乌镇, 横店 ...).
  - 行政区: names repeated with several labels / ids.
  - 旅行社: two columns named licenseNumber; county 市辖区 for 622 agencies;
    people as codes (ZJ-TRAVELAGENCY-PEOPLE-...); English names cut at a quote.
"""

import csv
import json
import os
import re
from collections import Counter
from datetime import date

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r35-affairqa.json")
AS_OF = date(2023, 10, 15)


# ---------------------------------------------------------------- loading

def load(table):
    """Rows of one table as dicts (a repeated header keeps its last column)."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LICENCE = load("许可证")


# ---------------------------------------------------------------- helpers

def day(text):
    """A cell such as 2016/11/9 or 1899-12-30 as a date; None when empty."""
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", text.strip())
    return date(int(m[1]), int(m[2]), int(m[3])) if m else None


def num(text):
    return float(text) if text.strip() else None


def years_before(n):
    """The as-of day n years earlier (the window's open lower end)."""
    return AS_OF.replace(year=AS_OF.year - n)


def one(rows, **where):
    """The one row whose columns equal the given values (fails otherwise)."""
    hits = [r for r in rows if all(r[k] == v for k, v in where.items())]
    assert len(hits) == 1, (where, len(hits))
    return hits[0]


def names(rows):
    return [r["name"] for r in rows]


def count(rows):
    return [str(len(rows))]


def best(rows, key, highest=True):
    """Names of every row holding the highest (lowest) key; rows without a key left out."""
    keyed = [(key(r), r) for r in rows if key(r) is not None]
    top = max(k for k, _ in keyed) if highest else min(k for k, _ in keyed)
    return [r["name"] for k, r in keyed if k == top]


def top_n(rows, key, n):
    """Names of the n rows with the highest key; fails when a tie straddles the cut."""
    keyed = sorted(((key(r), r) for r in rows if key(r) is not None), key=lambda x: -x[0])
    assert keyed[n - 1][0] > keyed[n][0], "tie at the cut"
    return [r["name"] for _, r in keyed[:n]]


def most_common_value(rows, column):
    """Every value of column held by the most rows (ties kept)."""
    c = Counter(r[column] for r in rows if r[column])
    top = max(c.values())
    return [v for v, n in c.items() if n == top]


def least_common_value(rows, column):
    c = Counter(r[column] for r in rows if r[column])
    low = min(c.values())
    return [v for v, n in c.items() if n == low]


def in_window(text, after, until=AS_OF):
    """after < day <= until; asserts that no row sits on the boundary day."""
    d = day(text)
    assert d != after, ("a row on the window's boundary", text)
    return d is not None and after < d <= until


def intval(text):
    return int(text) if text.strip() else None


def yes_no(truth, lang):
    if lang == "zh":
        return ["是" if truth else "否"]
    return ["yes" if truth else "no"]


def licence_of(station_name):
    """The 许可证 row that a station's 经营许可证 cell names."""
    station = one(GAS, name=station_name)
    return one(LICENCE, name=station["businessLicense"])


def region_code(region_name):
    ids = {r["id"] for r in REGION if r["name"] == region_name}
    assert len(ids) == 1, (region_name, ids)
    return ids.pop()


# ---------------------------------------------------------------- questions

QUESTIONS = []


def q(question, answer, shape, lang="zh"):
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def build():
    three_years = years_before(3)   # 2020-10-15
    two_years = years_before(2)     # 2021-10-15

    # ---------------- property of one named entity
    q("嘉兴市加油加气站有限公司东栅站有多少名职工？",
      [one(GAS, name="嘉兴市加油加气站有限公司东栅站")["employeeCount"]], "property")
    q("杭钢亚盛那家加气站的法人代表是谁？",
      [one(GAS, name="杭州杭钢亚盛天然气有限公司")["legalRepresentative"]], "property")
    q("杭州灵隐寺的占地面积是多少？",
      [one(PLACE, name="杭州灵隐寺")["area"]], "property")
    q("抱朴道院属于道教的哪个派别？",
      [one(PLACE, name="杭州抱朴道院")["religiousType"]], "property")
    q("浙江医院的联系电话是多少？",
      [one(MED, name="浙江医院")["phoneNumber"]], "property")
    q("神仙居景区是几A级景区？",
      [one(ATTR, name="神仙居景区")["level"]], "property")
    q("宁波市佛教协会是哪天登记的？",
      [one(ASSOC, name="宁波市佛教协会")["registrationTime"]], "property")
    q("临海市的行政区划代码是多少？",
      [region_code("临海市")], "property")
    q("杭州市属于哪一级行政区？",
      sorted({r["label"] for r in REGION if r["name"] == "杭州市"}), "property")

    # ---------------- an entity found by one of its values
    q("行政区划代码330784对应的是哪个县市？",
      sorted({r["name"] for r in REGION if r["id"] == "330784"}), "reverse_lookup")
    q("电话0571-85893056是哪家医院的？",
      names(r for r in MED if r["phoneNumber"] == "0571-85893056"), "reverse_lookup")

    # ---------------- entities filtered by one or two conditions
    q("液化天然气储罐有3个的加气站有哪些？",
      names(r for r in GAS if r["liquidGasCanCount"] == "3"), "filter_list")
    q("中石化杭燃运营的加气站都有哪些？",
      names(r for r in GAS if r["operationSubject"] == "中石化杭燃"), "filter_list")
    q("天台县有哪些宗教院校？",
      names(r for r in SCHOOL if r["county"] == "天台县"), "filter_list")
    q("地址在萧山区的三级医院有哪些？",
      names(r for r in MED if r["category"] == "医院" and r["level"] == "三级"
            and "萧山区" in r["address"]), "filter_list")
    q("温州市有哪些宗教团体开通了自己的网站？",
      names(r for r in ASSOC if r["city"] == "温州市" and r["website"]), "filter_list")
    q("二级医院里名字带“康复”的有哪几家？",
      names(r for r in MED if r["category"] == "医院" and r["level"] == "二级"
            and "康复" in r["name"]), "filter_list")
    q("宁波市的2A级景区是哪一个？",
      names(r for r in ATTR if r["city"] == "宁波市" and r["level"] == "AA"), "filter_list")
    q("萧山区有哪些加气站属于重大危险源？",
      names(r for r in GAS if r["county"] == "萧山区" and r["isMajorDangerSource"] == "是"),
      "filter_list")

    # ---------------- counts
    q("三级医院一共有多少家？",
      count([r for r in MED if r["category"] == "医院" and r["level"] == "三级"]), "count")
    q("杭州市有多少家旅行社？",
      count([r for r in AGENCY if r["city"] == "杭州市"]), "count")
    q("乐清市有多少处基督教活动场所？",
      count([r for r in PLACE if r["county"] == "乐清市" and r["religion"] == "基督教"]), "count")
    q("名称以“民政局”结尾的政府机构有多少个？",
      count([r for r in GOV if r["name"].endswith("民政局")]), "count")
    q("杨森负责的加气站有几座？",
      count([r for r in GAS if r["manager"] == "杨森"]), "count")
    q("宁波市经营范围里包含出境组团业务的旅行社有几家？",
      count([r for r in AGENCY if r["city"] == "宁波市" and "出境组团业务" in r["businessScope"]]),
      "count")

    # ---------------- which group holds the most / fewest
    q("哪个区县的宗教场所数量最多？",
      most_common_value(PLACE, "county"), "group_superlative")
    q("哪个城市的道教团体最多？",
      most_common_value([r for r in ASSOC if r["religion"] == "道教"], "city"), "group_superlative")
    q("旅行社数量最少的是哪个城市？",
      least_common_value(AGENCY, "city"), "group_superlative")
    q("2A级景区最多的是哪个城市？",
      most_common_value([r for r in ATTR if r["level"] == "AA"], "city"), "group_superlative")

    # ---------------- max / min / top-N
    q("在校生最多的宗教院校是哪所？",
      best(SCHOOL, lambda r: intval(r["studentCount"])), "superlative")
    q("职工人数最多的加气站是哪家？",
      best(GAS, lambda r: intval(r["employeeCount"])), "superlative")
    q("占地面积最大的宗教场所是哪个？",
      best(PLACE, lambda r: num(r["area"])), "superlative")
    q("哪张许可证的失效日期最晚？",
      best(LICENCE, lambda r: day(r["invalidDate"])), "superlative")
    q("建筑面积排前三的宗教场所是哪几个？",
      top_n(PLACE, lambda r: num(r["buildingArea"]), 3), "top_n")

    # ---------------- two named entities compared
    def more(rows, a, b, key, lower_wins=False):
        ka, kb = key(one(rows, name=a)), key(one(rows, name=b))
        assert ka != kb, (a, b)
        return [a if (ka < kb) == lower_wins else b]

    q("杭州佛学院和浙江神学院，哪个在校生多？",
      more(SCHOOL, "杭州佛学院", "浙江神学院", lambda r: int(r["studentCount"])), "comparison")
    q("天童禅寺和阿育王寺，哪个占地面积更大？",
      more(PLACE, "宁波天童禅寺", "宁波阿育王寺", lambda r: float(r["area"])), "comparison")
    q("浙江省道教协会和浙江省伊斯兰教协会，哪个登记得更早？",
      more(ASSOC, "浙江省道教协会", "浙江省伊斯兰教协会", lambda r: day(r["registrationTime"]),
           lower_wins=True), "comparison")
    q("东栅站和岗山路站，哪个站的职工多？",
      more(GAS, "嘉兴市加油加气站有限公司东栅站", "嘉兴市加油加气站有限公司岗山路站",
           lambda r: int(r["employeeCount"])), "comparison")

    # ---------------- by how much
    q("浙江佛学院比杭州佛学院多多少名在校生？",
      [str(int(one(SCHOOL, name="浙江佛学院")["studentCount"])
           - int(one(SCHOOL, name="杭州佛学院")["studentCount"]))], "difference")
    q("杭州市的旅行社比宁波市多几家？",
      [str(sum(r["city"] == "杭州市" for r in AGENCY) - sum(r["city"] == "宁波市" for r in AGENCY))],
      "difference")

    # ---------------- date windows (as of 2023-10-15)
    q("最近三年新登记的宗教场所有多少处？",
      count([r for r in PLACE if in_window(r["registrationTime"], three_years)]), "date_window")
    q("衢江区近三年登记的宗教场所有哪些？",
      names(r for r in PLACE if r["county"] == "衢江区"
            and in_window(r["registrationTime"], three_years)), "date_window")
    q("2021年登记的宗教团体有哪些？",
      names(r for r in ASSOC if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2021),
      "date_window")
    q("2016年及以后成立的宗教院校有几所？",
      count([r for r in SCHOOL if day(r["establishmentDate"]).year >= 2016]), "date_window")
    q("截至2023年10月15日，近两年内失效的许可证有多少张？",
      count([r for r in LICENCE if in_window(r["invalidDate"], two_years)]), "date_window")
    q("2018年成立的加气站有哪些？",
      names(r for r in GAS if day(r["buildTime"]) and day(r["buildTime"]).year == 2018), "date_window")

    # ---------------- yes / no
    q("杭州萧山环能实业有限公司是不是重大危险源？",
      yes_no(one(GAS, name="杭州萧山环能实业有限公司")["isMajorDangerSource"] == "是", "zh"), "yes_no")
    q("浙江省肿瘤医院是三级医院吗？",
      yes_no(one(MED, name="浙江省肿瘤医院")["level"] == "三级", "zh"), "yes_no")
    q("天童禅寺的占地面积超过100000吗？",
      yes_no(float(one(PLACE, name="宁波天童禅寺")["area"]) > 100000, "zh"), "yes_no")
    q("绍兴金帝天然气有限公司的经营许可证现在还在有效期内吗？",
      yes_no(day(licence_of("绍兴金帝天然气有限公司")["invalidDate"]) >= AS_OF, "zh"), "yes_no")

    # ---------------- two hops across tables
    q("绍兴金帝天然气有限公司的经营许可证哪天失效？",
      [licence_of("绍兴金帝天然气有限公司")["invalidDate"]], "two_hop")
    q("持有许可证浙201802000004J的是哪个加气站？",
      names(r for r in GAS if r["businessLicense"] == "浙201802000004J"), "two_hop")
    ciyun = one(SCHOOL, name="浙江慈云佛学院")
    q("浙江慈云佛学院所在的县有多少处宗教活动场所？",
      count([r for r in PLACE if r["county"] == ciyun["county"]]), "two_hop")
    taoist_school = one(SCHOOL, name="浙江道教学院")
    q("浙江道教学院所在的城市有多少家旅行社？",
      count([r for r in AGENCY if r["city"] == taoist_school["city"]]), "two_hop")
    q("慈溪市煤气有限公司所在县市的行政区划代码是多少？",
      [region_code(one(GAS, name="慈溪市煤气有限公司")["county"])], "two_hop")
    youjie = one(GAS, name="浙江优洁能汽车能源有限公司")
    q("浙江优洁能汽车能源有限公司所在的县市有几处天主教场所？",
      count([r for r in PLACE if r["county"] == youjie["county"] and r["religion"] == "天主教"]),
      "two_hop")
    q("和浙江道教学院在同一个县的另一所宗教院校是哪所？",
      names(r for r in SCHOOL if r["county"] == taoist_school["county"]
            and r["name"] != taoist_school["name"]), "two_hop")
    xinao = day(licence_of("宁波新奥燃气有限公司")["invalidDate"])
    jindi = day(licence_of("绍兴金帝天然气有限公司")["invalidDate"])
    assert xinao != jindi
    q("宁波新奥燃气有限公司和绍兴金帝天然气有限公司，谁的经营许可证先到期？",
      ["宁波新奥燃气有限公司" if xinao < jindi else "绍兴金帝天然气有限公司"], "two_hop")

    # ---------------- negation
    q("不属于佛教的宗教院校有哪几所？",
      names(r for r in SCHOOL if r["religion"] != "佛教"), "negation")
    q("中石化杭燃运营的加气站里，不在西湖区的有哪些？",
      names(r for r in GAS if r["operationSubject"] == "中石化杭燃" and r["county"] != "西湖区"),
      "negation")
    q("法定代表人是曹纪文的加气站中，哪些不在宁海县？",
      names(r for r in GAS if r["legalRepresentative"] == "曹纪文" and r["county"] != "宁海县"),
      "negation")
    q("舟山市的宗教场所中，不是佛教的有多少处？",
      count([r for r in PLACE if r["city"] == "舟山市" and r["religion"] != "佛教"]), "negation")
    q("哪所宗教院校没有登记联系电话？",
      names(r for r in SCHOOL if not r["phoneNumber"]), "negation")

    # ---------------- totals
    q("佛教院校的在校生加起来一共多少人？",
      [str(sum(int(r["studentCount"]) for r in SCHOOL if r["religion"] == "佛教"))], "sum")
    q("郑善勇负责的那几个加气站一共有多少职工？",
      [str(sum(int(r["employeeCount"]) for r in GAS if r["manager"] == "郑善勇"))], "sum")

    # ================================================================ English
    q("How many travel agencies are based in 衢州市?",
      count([r for r in AGENCY if r["city"] == "衢州市"]), "count", "en")
    q("Which religious school has the fewest teachers?",
      best(SCHOOL, lambda r: intval(r["teacherCount"]), highest=False), "superlative", "en")
    q("What is the phone number of 浙江省肿瘤医院?",
      [one(MED, name="浙江省肿瘤医院")["phoneNumber"]], "property", "en")
    q("When does the operating licence of 宁波新奥燃气有限公司 expire?",
      [licence_of("宁波新奥燃气有限公司")["invalidDate"]], "two_hop", "en")
    q("Is 浙江神学院 a Christian school?",
      yes_no(one(SCHOOL, name="浙江神学院")["religion"] == "基督教", "en"), "yes_no", "en")
    q("How many Islamic religious sites are there?",
      count([r for r in PLACE if r["religion"] == "伊斯兰教"]), "count", "en")
    q("Which city has the most Catholic associations?",
      most_common_value([r for r in ASSOC if r["religion"] == "天主教"], "city"),
      "group_superlative", "en")
    q("What is the English name of 嘉兴光大旅行社有限公司?",
      [one(AGENCY, name="嘉兴光大旅行社有限公司")["englishName"]], "property", "en")
    q("How many religious associations were registered in 2019?",
      count([r for r in ASSOC if day(r["registrationTime"])
             and day(r["registrationTime"]).year == 2019]), "date_window", "en")
    q("Which has more students, 浙江佛学院温州佛学院 or 浙江慈云佛学院?",
      more(SCHOOL, "浙江佛学院温州佛学院", "浙江慈云佛学院", lambda r: int(r["studentCount"])),
      "comparison", "en")
    q("Which religious schools were not founded in 2016?",
      names(r for r in SCHOOL if day(r["establishmentDate"]).year != 2016), "negation", "en")
    q("How many employees do the gas stations whose legal representative is 曹纪文 have in total?",
      [str(sum(int(r["employeeCount"]) for r in GAS if r["legalRepresentative"] == "曹纪文"))],
      "sum", "en")
    wenzhou_school = one(SCHOOL, name="浙江佛学院温州佛学院")
    q("How many religious sites are there in the county where 浙江佛学院温州佛学院 is located?",
      count([r for r in PLACE if r["county"] == wenzhou_school["county"]]), "two_hop", "en")
    q("Which Buddhist sites in 宁波市 were registered in the last three years?",
      names(r for r in PLACE if r["city"] == "宁波市" and r["religion"] == "佛教"
            and in_window(r["registrationTime"], three_years)), "date_window", "en")
    q("Which gas stations run by 中海油 are in 镇海区?",
      names(r for r in GAS if r["operationSubject"] == "中海油" and r["county"] == "镇海区"),
      "filter_list", "en")


def main():
    build()
    assert len(QUESTIONS) == 80, len(QUESTIONS)
    assert sum(x["lang"] == "zh" for x in QUESTIONS) == 65
    out = []
    for i, x in enumerate(QUESTIONS, 1):
        out.append({"id": "affairqa-r35-%02d" % i, **x})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote %d questions to %s" % (len(out), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
