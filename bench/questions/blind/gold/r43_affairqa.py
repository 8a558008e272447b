"""Gold answers for the blind AffairQA question set r43 (80 questions: 65 zh, 15 en).

Computed with the standard library only (csv, datetime, decimal) from the ten CSV tables of
KAG's AffairQA copy in shared/datasets/kag-affairqa/sources; writes ../r43-affairqa.json.

Readings used:
- As-of date 2023-10-15.  "近N年" / "the last N years" is the span (2023-10-15 minus N years,
  2023-10-15]: the start day excluded, the as-of day included.  No value used by a window lies on
  a boundary day (asserted), so the inclusive/exclusive choice does not change any answer.
  "YYYY年以来" / "since YYYY" includes 1 January of that year; "before YYYY" excludes it;
  "YYYY年上半年" is 1 January to 30 June inclusive.
- Dates are compared as calendar days however the CSV writes them (2016/6/27, 1899-12-30) and are
  answered as the CSV writes them.  Empty cells are no value: they never match a filter, are
  left out of counts per group, sums and averages, and never win a superlative.
- Superlatives ("最多/最大/最早/最晚", "the most") keep every tied entity.
- Every table's rows are one entity per row (no table except 行政区 repeats a name); 行政区.csv
  repeats rows heavily, so its names are counted once (distinct names), and a code that names
  several rows answers every distinct name.
- Counts per group are answered flattened as [group, count, group, count, ...], ordered by count
  descending, then by group name (code-point order); empty groups (blank cells) are left out.
- Numbers are answered as plain decimal strings (no trailing ".0"); an average is rounded to two
  decimals only where the question asks so.
- A text filter "地址在X" / "名字里带X" / "业务范围里有X" is a substring match on that one cell;
  every other filter is an exact match of the cell.
- 旅行社.csv has two columns named licenseNumber; no question uses them.
- Joins: a cell holding a 行政区 code (协会/学校/宗教场所 所在区县 sometimes does) names the 行政区
  rows with that id; a 加油站's 经营许可证 (businessLicense) names the 许可证 row of that name
  (exact, case-sensitive); a county name names the 行政区 rows of that name (its id is the code).
- Yes/no questions answer ["是"]/["否"] (zh) or ["yes"]/["no"] (en).
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r43-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    """Rows of a table as dicts; a repeated header gets a suffix (_2) instead of overwriting."""
    with open(os.path.join(SOURCES, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, seen = [], Counter()
    for h in rows[0]:
        seen[h] += 1
        header.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    return [dict(zip(header, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
TOUR = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LICENSE = load("许可证")


def day(s):
    s = s.strip()
    if not s:
        return None
    y, m, d = (int(x) for x in s.replace("-", "/").split("/"))
    return datetime.date(y, m, d)


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def in_last_years(s, n):
    d = day(s)
    if d is None:
        return False
    assert d != years_back(n), ("boundary day hit", s)
    return years_back(n) < d <= AS_OF


def dec(s):
    return Decimal(s.strip())


def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def one(rows, **eq):
    hit = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hit) == 1, (eq, len(hit))
    return hit[0]


def named(rows, name):
    return one(rows, name=name)


def where(rows, pred):
    return [r for r in rows if pred(r)]


def names(rows):
    out = []
    for r in rows:
        if r["name"] not in out:
            out.append(r["name"])
    return out


def count(rows):
    return [str(len(names(rows)))]


def best(rows, key, largest=True):
    """Names of the rows whose key is the extreme; rows with key None are left out; ties kept."""
    scored = [(key(r), r) for r in rows]
    scored = [(k, r) for k, r in scored if k is not None]
    top = max(k for k, _ in scored) if largest else min(k for k, _ in scored)
    return names([r for k, r in scored if k == top])


def num_or_none(col):
    return lambda r: dec(r[col]) if r[col].strip() else None


def day_or_none(col):
    return lambda r: day(r[col])


def group_count(rows, col, top=None):
    c = Counter(r[col] for r in rows if r[col].strip())
    items = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    if top is not None:
        assert len(items) <= top or items[top - 1][1] != items[top][1], "tie at the cut"
        items = items[:top]
    out = []
    for g, n in items:
        out += [g, str(n)]
    return out


def region_names_of_code(code):
    return names([r for r in REGION if r["id"] == code])


def region_code_of_name(name):
    ids = sorted({r["id"] for r in REGION if r["name"] == name and r["id"]})
    assert len(ids) == 1, (name, ids)
    return ids[0]


def yes(flag, lang="zh"):
    if lang == "zh":
        return ["是"] if flag else ["否"]
    return ["yes"] if flag else ["no"]


def gas_license(station):
    lic = named(LICENSE, named(GAS, station)["businessLicense"])
    return lic


Q = []


def q(question, shape, lang, answer):
    Q.append({"question": question, "shape": shape, "lang": lang, "answer": answer})


# ---------------------------------------------------------------- 加油站 (gas stations)
q("宁波新奥燃气福庆南路CNG加气站的负责人是谁？", "property", "zh",
  [named(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")["manager"]])
q("哪些加油站属于重大危险源？", "filter", "zh",
  names(where(GAS, lambda r: r["isMajorDangerSource"] == "是")))
q("鄞州区一共有几个加油站？", "count", "zh",
  count(where(GAS, lambda r: r["county"] == "鄞州区")))
q("总设计储量最大的是哪个加气站", "superlative", "zh",
  best(GAS, num_or_none("totalDesignStorage")))
q("加油站的运营主体一共有多少种？空着的不算", "count_distinct", "zh",
  [str(len({r["operationSubject"] for r in GAS if r["operationSubject"].strip()}))])
q("按级别统计一下加油站的数量", "group_count", "zh", group_count(GAS, "level"))
q("苗国英负责的那几个加气站，职工人数加起来是多少？", "aggregate", "zh",
  [fmt(sum(dec(r["employeeCount"]) for r in where(GAS, lambda r: r["manager"] == "苗国英")))])
_hr = where(GAS, lambda r: r["operationSubject"] == "中石化杭燃")
assert all(r["employeeCount"].strip() for r in _hr)
q("运营主体是中石化杭燃的加气站，平均职工人数是多少？保留两位小数", "aggregate", "zh",
  [fmt((sum(dec(r["employeeCount"]) for r in _hr) / len(_hr)).quantize(Decimal("0.01"), ROUND_HALF_UP))])
_a, _b = "嘉兴市加油加气站有限公司东栅站", "嘉兴市加油加气站有限公司岗山路站"
_ea, _eb = dec(named(GAS, _a)["employeeCount"]), dec(named(GAS, _b)["employeeCount"])
assert _ea != _eb
q("嘉兴加油加气站的东栅站和岗山路站，哪个职工更多？", "compare", "zh", [_a if _ea > _eb else _b])
q("法人代表是曹纪文的加油站中，不在宁海县的有哪些？", "negation", "zh",
  names(where(GAS, lambda r: r["legalRepresentative"] == "曹纪文" and r["county"] != "宁海县")))
q("宁波汽车燃气人民路加气站的经营许可证什么时候失效？", "join", "zh",
  [gas_license("宁波市汽车燃气有限公司人民路加气站")["invalidDate"]])
q("天台华润燃气算不算重大危险源？", "yesno", "zh",
  yes(named(GAS, "天台华润燃气有限公司")["isMajorDangerSource"] == "是"))
q("慈溪市煤气公司所在区县的行政区划代码是多少？", "join", "zh",
  [region_code_of_name(named(GAS, "慈溪市煤气有限公司")["county"])])
_lic_by_station = [(r, LICENSE_ROW) for r in GAS
                   for LICENSE_ROW in [next((l for l in LICENSE if l["name"] == r["businessLicense"]), None)]
                   if r["businessLicense"].strip() and LICENSE_ROW is not None and LICENSE_ROW["invalidDate"].strip()]
_first = min(day(l["invalidDate"]) for _, l in _lic_by_station)
q("哪个加油站的经营许可证最早到期？", "superlative", "zh",
  names([r for r, l in _lic_by_station if day(l["invalidDate"]) == _first]))
q("郦永夫当法人的那个加气站，经营许可证是哪天生效的？", "join", "zh",
  [named(LICENSE, one(GAS, legalRepresentative="郦永夫")["businessLicense"])["effectiveDate"]])
q("北仑区的加气站里有没有构成重大危险源的？", "yesno", "zh",
  yes(any(r["isMajorDangerSource"] == "是" for r in GAS if r["county"] == "北仑区")))
q("How many employees does 桐乡运河加气站 have?", "property", "en",
  [named(GAS, "桐乡运河加气站")["employeeCount"]])
q("Which gas stations have the most LNG tanks (液化天然气罐个数)? List all if tied.", "superlative", "en",
  best(GAS, num_or_none("liquidGasCanCount")))
q("How many level 二级 gas stations are there in 越城区?", "count", "en",
  count(where(GAS, lambda r: r["county"] == "越城区" and r["level"] == "二级")))

# ---------------------------------------------------------------- 许可证 (licences)
q("失效日期在2023年10月15日以后的许可证有哪些？", "window", "zh",
  names(where(LICENSE, lambda r: r["invalidDate"].strip() and day(r["invalidDate"]) > AS_OF)))
q("2021年上半年到期的许可证有几张？", "window", "zh",
  count(where(LICENSE, lambda r: r["invalidDate"].strip()
              and datetime.date(2021, 1, 1) <= day(r["invalidDate"]) <= datetime.date(2021, 6, 30))))
q("近5年生效的许可证有哪些？", "window", "zh",
  names(where(LICENSE, lambda r: in_last_years(r["effectiveDate"], 5))))
q("How many licences took effect in 2017?", "window", "en",
  count(where(LICENSE, lambda r: r["effectiveDate"].strip() and day(r["effectiveDate"]).year == 2017)))

# ---------------------------------------------------------------- 医疗机构 (medical institutions)
q("浙江省肿瘤医院电话多少？", "property", "zh", [named(MED, "浙江省肿瘤医院")["phoneNumber"]])
q("医疗机构按级别分，各有多少家？", "group_count", "zh", group_count(MED, "level"))
q("地址在萧山区的三级医院有哪些？", "filter", "zh",
  names(where(MED, lambda r: r["level"] == "三级" and "萧山区" in r["address"])))
q("二级医疗机构里，类别不是医院的有哪几家？", "negation", "zh",
  names(where(MED, lambda r: r["level"] == "二级" and r["category"] != "医院")))
q("浙江医院是不是三级医院？", "yesno", "zh", yes(named(MED, "浙江医院")["level"] == "三级"))
_rank = {"三级": 3, "二级": 2, "一级": 1}
_x, _y = named(MED, "浙江省人民医院"), named(MED, "杭州消防医院")
assert _rank[_x["level"]] != _rank[_y["level"]]
q("浙江省人民医院跟杭州消防医院比，哪家级别更高？", "compare", "zh",
  [_x["name"] if _rank[_x["level"]] > _rank[_y["level"]] else _y["name"]])
q("Is 杭州整形医院 a level 二级 institution?", "yesno", "en",
  yes(named(MED, "杭州整形医院")["level"] == "二级", "en"))

# ---------------------------------------------------------------- 协会 (associations)
q("萧山区佛教协会是哪天登记的？", "property", "zh", [named(ASSOC, "萧山区佛教协会")["registrationTime"]])
q("2020年以来登记的协会有多少个？", "window", "zh",
  count(where(ASSOC, lambda r: r["registrationTime"].strip()
              and day(r["registrationTime"]) >= datetime.date(2020, 1, 1))))
q("最近一次登记的协会是哪个？", "superlative", "zh", best(ASSOC, day_or_none("registrationTime")))
q("协会按所属宗教统计，各有多少个？", "group_count", "zh", group_count(ASSOC, "religion"))
q("东钱湖旅游度假区佛教协会所在的区县，在行政区表里叫什么名字？", "join", "zh",
  region_names_of_code(named(ASSOC, "东钱湖旅游度假区佛教协会")["county"]))
q("萧山区佛教协会所在的那个区，一共有多少个宗教场所？", "join", "zh",
  count(where(REL, lambda r: r["county"] == named(ASSOC, "萧山区佛教协会")["county"])))
q("台州市的协会里，不是基督教的有多少个？", "negation", "zh",
  count(where(ASSOC, lambda r: r["city"] == "台州市" and r["religion"].strip() and r["religion"] != "基督教")))
q("Which associations belong to Islam (伊斯兰教)?", "filter", "en",
  names(where(ASSOC, lambda r: r["religion"] == "伊斯兰教")))

# ---------------------------------------------------------------- 学校 (religious schools)
q("哪所宗教院校在校生最多？", "superlative", "zh", best(SCHOOL, num_or_none("studentCount")))
q("成立最早的宗教学校是哪一所", "superlative", "zh", best(SCHOOL, day_or_none("establishmentDate"), largest=False))
q("台州市的宗教院校学生一共有多少人？", "aggregate", "zh",
  [fmt(sum(dec(r["studentCount"]) for r in where(SCHOOL, lambda r: r["city"] == "台州市")))])
_p, _s = named(SCHOOL, "杭州佛学院"), named(SCHOOL, "浙江神学院")
assert dec(_p["teacherCount"]) != dec(_s["teacherCount"])
q("杭州佛学院和浙江神学院，哪个的教师人数更多？", "compare", "zh",
  [_p["name"] if dec(_p["teacherCount"]) > dec(_s["teacherCount"]) else _s["name"]])
q("各个宗教分别有几所学校？", "group_count", "zh", group_count(SCHOOL, "religion"))
q("中国佛学院普陀山学院所在的区县，在行政区表里叫什么？", "join", "zh",
  region_names_of_code(named(SCHOOL, "中国佛学院普陀山学院")["county"]))
q("2015年以后成立的学校有几所？", "window", "zh",
  count(where(SCHOOL, lambda r: day(r["establishmentDate"]) > datetime.date(2015, 12, 31))))
assert not any(day(r["establishmentDate"]).year == 2015 for r in SCHOOL)
_unit = named(SCHOOL, "浙江佛学院")["mainUnit"]
q("跟浙江佛学院主办单位一样的其他学校有哪些？", "filter", "zh",
  names(where(SCHOOL, lambda r: r["mainUnit"] == _unit and r["name"] != "浙江佛学院")))
q("Is 浙江道教学院 located in 天台县?", "yesno", "en", yes(named(SCHOOL, "浙江道教学院")["county"] == "天台县", "en"))
q("How many full-time teachers (专职教师) does 浙江慈云佛学院 have?", "property", "en",
  [named(SCHOOL, "浙江慈云佛学院")["professorCount"]])
q("How many more students does 浙江佛学院 have than 杭州佛学院?", "compare", "en",
  [fmt(dec(named(SCHOOL, "浙江佛学院")["studentCount"]) - dec(named(SCHOOL, "杭州佛学院")["studentCount"]))])

# ---------------------------------------------------------------- 宗教场所 (religious sites)
q("建德慧华寺占地面积多大？", "property", "zh", [named(REL, "建德市慧华寺")["area"]])
q("占地面积最大的宗教场所是哪个？", "superlative", "zh", best(REL, num_or_none("area")))
_cy = Counter(r["county"] for r in REL)
assert _cy["永嘉县"] != _cy["瑞安市"]
q("永嘉县和瑞安市，哪个的宗教场所更多？", "compare", "zh",
  ["永嘉县" if _cy["永嘉县"] > _cy["瑞安市"] else "瑞安市"])
q("天主教场所在各个地市分别有多少处？", "group_count", "zh",
  group_count(where(REL, lambda r: r["religion"] == "天主教"), "city"))
q("近3年新登记的宗教场所有多少个？", "window", "zh",
  count(where(REL, lambda r: in_last_years(r["registrationTime"], 3))))
q("伊斯兰教场所的建筑面积加起来一共多少？", "aggregate", "zh",
  [fmt(sum(dec(r["buildingArea"]) for r in where(REL, lambda r: r["religion"] == "伊斯兰教")))])
q("舟山市的天主教场所中，类别不是寺观教堂的有哪些？", "negation", "zh",
  names(where(REL, lambda r: r["city"] == "舟山市" and r["religion"] == "天主教"
              and r["category"].strip() and r["category"] != "寺观教堂")))
q("宁波江北延生禅寺属于道教吗？", "yesno", "zh", yes(named(REL, "宁波江北延生禅寺")["religion"] == "道教"))
q("行政区划代码为330881的那个县市，有多少个佛教场所？", "join", "zh",
  count(where(REL, lambda r: r["county"] in region_names_of_code("330881") and r["religion"] == "佛教")))
q("道教场所最多的区县是哪个？", "superlative", "zh",
  [group_count(where(REL, lambda r: r["religion"] == "道教"), "county")[0]])
assert group_count(where(REL, lambda r: r["religion"] == "道教"), "county")[1] != \
    group_count(where(REL, lambda r: r["religion"] == "道教"), "county")[3]
q("How many Christian (基督教) religious sites are there in 乐清市?", "count", "en",
  count(where(REL, lambda r: r["county"] == "乐清市" and r["religion"] == "基督教")))
q("Which religious site in 嵊泗县 has the largest building area?", "superlative", "en",
  best(where(REL, lambda r: r["county"] == "嵊泗县"), num_or_none("buildingArea")))
q("Which religious site in 龙泉市 was approved before 1995?", "window", "en",
  names(where(REL, lambda r: r["county"] == "龙泉市" and day(r["approvalDate"]) < datetime.date(1995, 1, 1))))

# ---------------------------------------------------------------- 旅游景点 (scenic spots)
q("天一阁·月湖景区的电话是多少？", "property", "zh", [named(TOUR, "天一阁·月湖景区")["phoneNumber"]])
q("绍兴有哪些1A级景区？", "filter", "zh", names(where(TOUR, lambda r: r["city"] == "绍兴市" and r["level"] == "A")))
q("哪个城市的AA级景区最多？", "superlative", "zh",
  [group_count(where(TOUR, lambda r: r["level"] == "AA"), "city")[0]])
q("哪个地市的旅游景点数量最少？", "superlative", "zh", [group_count(TOUR, "city")[-2]])
assert group_count(TOUR, "city")[-1] != group_count(TOUR, "city")[-3]
q("Which city is 神仙居景区 in?", "property", "en", [named(TOUR, "神仙居景区")["city"]])

# ---------------------------------------------------------------- 旅行社 (travel agencies)
q("浙江邮电旅行社的传真号码是多少？", "property", "zh", [named(TRAVEL, "浙江邮电旅行社有限公司")["faxNumber"]])
_tc = Counter(r["city"] for r in TRAVEL)
assert _tc["湖州市"] != _tc["丽水市"]
q("湖州和丽水，哪个市的旅行社更多？", "compare", "zh", ["湖州市" if _tc["湖州市"] > _tc["丽水市"] else "丽水市"])
q("杭州市的旅行社比温州市多几家？", "aggregate", "zh", [str(_tc["杭州市"] - _tc["温州市"])])
q("舟山市业务范围里有出境组团业务的旅行社有哪些？", "filter", "zh",
  names(where(TRAVEL, lambda r: r["city"] == "舟山市" and "出境组团业务" in r["businessScope"])))
q("旅行社数量排前三的城市，各有多少家？", "group_count", "zh", group_count(TRAVEL, "city", top=3))
q("西湖区的旅行社里，没有英文名的有几家？", "negation", "zh",
  count(where(TRAVEL, lambda r: r["county"] == "西湖区" and not r["englishName"].strip())))
q("Is 安吉乐途旅行社 located in 德清县?", "yesno", "en",
  yes(named(TRAVEL, "安吉乐途旅行社有限公司")["county"] == "德清县", "en"))

# ---------------------------------------------------------------- 政府机构 (government agencies)
q("名称以“人民政府”结尾的政府机构有多少个？", "count", "zh",
  count(where(GOV, lambda r: r["name"].endswith("人民政府"))))
q("政府机构表里label一栏是空的有哪些？", "filter", "zh", names(where(GOV, lambda r: not r["label"].strip())))
q("名字里带“统战部”的政府机构有哪些？", "filter", "zh", names(where(GOV, lambda r: "统战部" in r["name"])))

# ---------------------------------------------------------------- 行政区 (administrative regions)
q("地级行政区有几个？同名的只算一次", "count_distinct", "zh",
  [str(len({r["name"] for r in REGION if r["label"] == "地级行政区"}))])
q("行政区划代码是330901的行政区有哪些名字？", "filter", "zh", region_names_of_code("330901"))
q("How many travel agencies are registered in the county whose administrative code is 330783?", "join", "en",
  count(where(TRAVEL, lambda r: r["county"] in region_names_of_code("330783"))))


def main():
    out = []
    for i, item in enumerate(Q, 1):
        assert item["answer"] and all(isinstance(a, str) and a.strip() for a in item["answer"]), item
        out.append({"id": "affairqa-r43-%02d" % i, "question": item["question"], "answer": item["answer"],
                    "shape": item["shape"], "lang": item["lang"]})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for item in out:
        print("%s [%s/%s] %s\n    -> %s" % (item["id"], item["lang"], item["shape"], item["question"],
                                           json.dumps(item["answer"], ensure_ascii=False)))
    langs = Counter(item["lang"] for item in out)
    print("total", len(out), dict(langs), dict(Counter(item["shape"] for item in out)))
    assert len(out) == 80, len(out)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    assert len({item["question"] for item in out}) == 80


if __name__ == "__main__":
    main()
