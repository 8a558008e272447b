"""Gold answers for the held-out AffairQA question set r41 (80 questions: 65 Chinese, 15 English).

Each question below is paired with a small function that computes its gold answer from the raw
AffairQA CSV tables (Zhejiang government open data, as KAG ships it) with the standard library's
csv module only; nothing of kagflow is imported.

Run from anywhere:

    python3 bench/questions/blind/gold/r41_affairqa.py

It reads ../../../../../shared/datasets/kag-affairqa/sources/*.csv (relative to this file's folder)
and writes ../r41-affairqa.json (relative to this file's folder): a JSON list of
{"id", "question", "answer": [str, ...], "shape", "lang"}.

Readings used throughout:
- as-of date 2023-10-15 for relative time; "近N年" / "the last N years" is the window
  (as-of minus N years, as-of]; every window below is checked to have no value on its boundary.
- dates are compared as days (the CSV writes them as 2016/11/10); answers keep the CSV spelling.
- an entity is a row, named by its `name` cell (every table except 行政区 has unique names);
  行政区.csv repeats rows many times, it is only used to map a name to its code or back.
- counts per group exclude rows whose group cell is empty; lists of names are sets.
- ties keep every tied entity.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets",
                                    "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r41-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    """Rows of a table as dicts; a repeated header (旅行社's two licenseNumber columns) gets _2."""
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header, seen = [], Counter()
    for col in rows[0]:
        seen[col] += 1
        header.append(col if seen[col] == 1 else "%s_%d" % (col, seen[col]))
    return [dict(zip(header, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def day(s):
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", s.strip())
    return datetime.date(*map(int, m.groups())) if m else None


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def window(rows, col, n_years):
    """Rows whose date in col lies in (as_of - n years, as_of]; asserts nothing sits on the edge."""
    lo = years_back(n_years)
    assert not any(day(r[col]) == lo for r in rows if r[col]), (col, lo)
    return [r for r in rows if r[col] and lo < day(r[col]) <= AS_OF]


def one(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def names(rows):
    out = sorted({r["name"] for r in rows})
    assert out, "empty list"
    return out


def num(s):
    return float(s) if "." in s else int(s)


def fmt(x):
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    return str(x)


def count(rows):
    return [str(len(rows))]


def per_group(rows, col):
    c = Counter(r[col] for r in rows if r[col])
    flat = []
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        flat += [k, str(v)]
    return flat


def best(rows, key, largest=True):
    """Names of the rows with the largest (smallest) key; rows without a value are left out; ties kept."""
    vals = [(key(r), r["name"]) for r in rows]
    vals = [(v, n) for v, n in vals if v is not None]
    top = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    return sorted({n for v, n in vals if v == top})


def mode(rows, col):
    c = Counter(r[col] for r in rows if r[col])
    top = max(c.values())
    return sorted(k for k, v in c.items() if v == top)


def intval(col):
    return lambda r: int(r[col]) if r[col].strip() else None


def numval(col):
    return lambda r: float(r[col]) if r[col].strip() else None


def dateval(col):
    return lambda r: day(r[col]) if r[col].strip() else None


def region_name(code):
    got = {r["name"] for r in REGION if r["id"] == code}
    assert len(got) == 1, (code, got)
    return got.pop()


def region_code(name):
    got = {r["id"] for r in REGION if r["name"] == name and r["id"]}
    assert len(got) == 1, (name, got)
    return got.pop()


def licence_of(station):
    return one(LIC, one(GAS, station)["businessLicense"])


def yn(flag, lang):
    return [("是" if flag else "否")] if lang == "zh" else [("yes" if flag else "no")]


Q = []  # (shape, lang, question, thunk)


def q(shape, lang, question):
    def deco(fn):
        Q.append((shape, lang, question, fn))
        return fn
    return deco


# ---------------------------------------------------------------- single property (lookup)

@q("lookup", "zh", "浙江神学院现在有多少在校生？")
def _():
    return [one(SCHOOL, "浙江神学院")["studentCount"]]


@q("lookup", "zh", "天台宗佛学院的成立日期是哪天")
def _():  # short for 浙江佛学院天台宗佛学院
    return [one(SCHOOL, "浙江佛学院天台宗佛学院")["establishmentDate"]]


@q("lookup", "zh", "岗山路站有几个职工？")
def _():  # the one station whose name holds 岗山路: 嘉兴市加油加气站有限公司岗山路站
    rows = [r for r in GAS if "岗山路" in r["name"]]
    assert len(rows) == 1
    return [rows[0]["employeeCount"]]


@q("lookup", "zh", "麻烦查一下杭州杭钢亚盛天然气有限公司的法人代表是谁")
def _():
    return [one(GAS, "杭州杭钢亚盛天然气有限公司")["legalRepresentative"]]


@q("lookup", "zh", "请问萧山区佛教协会的联系电话是多少？")
def _():
    return [one(ASSOC, "萧山区佛教协会")["phoneNumber"]]


@q("lookup", "zh", "乌镇景区是几A级景区")
def _():
    return [one(ATTR, "乌镇景区")["level"]]


@q("lookup", "zh", "浙江邮电旅行社的传真号码是多少")
def _():  # 浙江邮电旅行社有限公司
    return [one(AGENCY, "浙江邮电旅行社有限公司")["faxNumber"]]


@q("lookup", "zh", "许可证浙201709040001J是哪天生效的？")
def _():
    return [one(LIC, "浙201709040001J")["effectiveDate"]]


@q("lookup", "zh", "义乌市的行政区划代码是多少？")
def _():
    return [region_code("义乌市")]


@q("lookup", "zh", "宁波天童禅寺位于哪个区县")
def _():
    return [one(PLACE, "宁波天童禅寺")["county"]]


@q("lookup", "en", "What is the phone number of 杭州佛学院?")
def _():
    return [one(SCHOOL, "杭州佛学院")["phoneNumber"]]


@q("lookup", "en", "Who is the manager of 绍兴金帝天然气有限公司?")
def _():
    return [one(GAS, "绍兴金帝天然气有限公司")["manager"]]


# ---------------------------------------------------------------- filters (lists)

@q("filter", "zh", "伊斯兰教协会有哪些？")
def _():
    return names(r for r in ASSOC if r["religion"] == "伊斯兰教")


@q("filter", "zh", "天台县有哪些宗教院校")
def _():
    return names(r for r in SCHOOL if r["county"] == "天台县")


@q("filter", "zh", "哪些加气站构成了重大危险源？")
def _():
    return names(r for r in GAS if r["isMajorDangerSource"] == "是")


@q("filter", "zh", "运营主体是中石油的加油站有哪些")
def _():
    return names(r for r in GAS if r["operationSubject"] == "中石油")


@q("filter", "zh", "鄞州区的一级加油站有哪几个？")
def _():
    return names(r for r in GAS if r["county"] == "鄞州区" and r["level"] == "一级")


@q("filter", "zh", "单A级的旅游景点list一下")
def _():
    return names(r for r in ATTR if r["level"] == "A")


@q("filter", "zh", "地址在滨江区的三级医院有哪些？")
def _():
    return names(r for r in MED if r["level"] == "三级" and r["category"] == "医院"
                 and "滨江区" in r["address"])


@q("filter", "en", "Which travel agencies in 舟山市 offer outbound group tours (出境组团业务)?")
def _():
    return names(r for r in AGENCY if r["city"] == "舟山市" and "出境组团业务" in r["businessScope"])


# ---------------------------------------------------------------- counts

@q("count", "zh", "杭州市的旅行社total有多少家")
def _():
    return count([r for r in AGENCY if r["city"] == "杭州市"])


@q("count", "zh", "社区卫生服务中心一共有几家？")
def _():
    return count([r for r in MED if r["category"] == "社区卫生服务中心"])


@q("count", "zh", "名称以“民政局”结尾的政府机构有多少个？")
def _():
    return count([r for r in GOV if r["name"].endswith("民政局")])


@q("count", "zh", "舟山市的天主教场所有几处")
def _():
    return count([r for r in PLACE if r["city"] == "舟山市" and r["religion"] == "天主教"])


@q("count", "en", "How many of the religious schools are Buddhist?")
def _():
    return count([r for r in SCHOOL if r["religion"] == "佛教"])


# ---------------------------------------------------------------- counts per group

@q("group_count", "zh", "加油站按级别group一下，各级别分别有多少个？")
def _():  # 7 stations have no level and are left out
    return per_group(GAS, "level")


@q("group_count", "zh", "医疗机构按类别统计，每类各有多少家")
def _():
    return per_group(MED, "category")


@q("group_count", "zh", "绍兴市各个区县分别有多少个天主教活动场所？")
def _():
    return per_group([r for r in PLACE if r["city"] == "绍兴市" and r["religion"] == "天主教"], "county")


@q("group_count", "zh", "宗教院校按所属宗教分，各有几所")
def _():
    return per_group(SCHOOL, "religion")


@q("group_count", "en", "How many associations are there for each religion?")
def _():  # 4 associations have no religion and are left out
    return per_group(ASSOC, "religion")


# ---------------------------------------------------------------- superlatives

@q("superlative", "zh", "在校生最多的宗教院校是哪所？")
def _():
    return best(SCHOOL, intval("studentCount"))


@q("superlative", "zh", "职工人数Top1的加油站是哪个")
def _():
    return best(GAS, intval("employeeCount"))


@q("superlative", "zh", "成立最早的学校是哪一所？")
def _():
    return best(SCHOOL, dateval("establishmentDate"), largest=False)


@q("superlative", "zh", "哪个宗教场所的建筑面积最大")
def _():  # 宁波阿育王寺 holds 1470000, far above the rest (a likely data error, taken as written)
    return best(PLACE, numval("buildingArea"))


@q("superlative", "zh", "最近一次登记的协会是哪个？")
def _():
    return best(ASSOC, dateval("registrationTime"))


@q("superlative", "zh", "总设计储量最大的加气站是哪家")
def _():
    return best(GAS, numval("totalDesignStorage"))


@q("superlative", "en", "Which licence expires last?")
def _():
    return best(LIC, dateval("invalidDate"))


# ---------------------------------------------------------------- the value held by the most

@q("mode", "zh", "哪个区县的加油站最多？")
def _():
    return mode(GAS, "county")


@q("mode", "zh", "旅游景点数量最多的是哪个城市")
def _():
    return mode(ATTR, "city")


@q("mode", "zh", "宗教场所最多的区县是哪个？")
def _():
    return mode(PLACE, "county")


@q("mode", "zh", "旅行社最常见的业务范围是什么")
def _():
    return mode(AGENCY, "businessScope")


@q("mode", "en", "Which city has the most travel agencies?")
def _():
    return mode(AGENCY, "city")


# ---------------------------------------------------------------- comparisons of two named entities

@q("compare", "zh", "浙江神学院和杭州佛学院，哪个在校生多？")
def _():
    a, b = one(SCHOOL, "浙江神学院"), one(SCHOOL, "杭州佛学院")
    return best([a, b], intval("studentCount"))


@q("compare", "zh", "东栅站和岗山路站谁成立得早")
def _():  # both 嘉兴市加油加气站有限公司 stations were founded 2011/3/17: a tie, both are the answer
    a = one(GAS, "嘉兴市加油加气站有限公司东栅站")
    b = one(GAS, "嘉兴市加油加气站有限公司岗山路站")
    return best([a, b], dateval("buildTime"), largest=False)


@q("compare", "zh", "温州佛学院跟天台宗佛学院比，哪个的专职教师更多")
def _():
    a, b = one(SCHOOL, "浙江佛学院温州佛学院"), one(SCHOOL, "浙江佛学院天台宗佛学院")
    return best([a, b], intval("professorCount"))


@q("compare", "zh", "萧山区佛教协会和东阳市天主教爱国会哪个先登记")
def _():
    a, b = one(ASSOC, "萧山区佛教协会"), one(ASSOC, "东阳市天主教爱国会")
    return best([a, b], dateval("registrationTime"), largest=False)


@q("compare", "zh", "浙江佛学院比浙江神学院多多少名在校生？")
def _():
    return [fmt(int(one(SCHOOL, "浙江佛学院")["studentCount"]) - int(one(SCHOOL, "浙江神学院")["studentCount"]))]


@q("compare", "en", "Which has more employees, 温岭市建设燃气有限公司 or 杭州萧山环能实业有限公司?")
def _():
    a, b = one(GAS, "温岭市建设燃气有限公司"), one(GAS, "杭州萧山环能实业有限公司")
    return best([a, b], intval("employeeCount"))


# ---------------------------------------------------------------- yes / no

@q("yesno", "zh", "慈溪市煤气有限公司算不算重大危险源？")
def _():
    return yn(one(GAS, "慈溪市煤气有限公司")["isMajorDangerSource"] == "是", "zh")


@q("yesno", "zh", "浙江道教学院是在天台县吗")
def _():
    return yn(one(SCHOOL, "浙江道教学院")["county"] == "天台县", "zh")


@q("yesno", "zh", "舟山市有没有伊斯兰教协会？")
def _():
    return yn(any(r["city"] == "舟山市" and r["religion"] == "伊斯兰教" for r in ASSOC), "zh")


@q("yesno", "zh", "截至2023年10月15日，许可证浙201601000003J还在有效期内吗")
def _():
    r = one(LIC, "浙201601000003J")
    return yn(day(r["effectiveDate"]) <= AS_OF <= day(r["invalidDate"]), "zh")


@q("yesno", "en", "Is 浙江神学院 a Christian school?")
def _():
    return yn(one(SCHOOL, "浙江神学院")["religion"] == "基督教", "en")


# ---------------------------------------------------------------- negations

@q("negation", "zh", "哪些学校没有职工人数的记录？")
def _():
    return names(r for r in SCHOOL if not r["employeeCount"].strip())


@q("negation", "zh", "杭州市的市团体里，哪些不是基督教的")
def _():
    rows = [r for r in ASSOC if r["city"] == "杭州市" and r["category"] == "市团体"]
    assert all(r["religion"] for r in rows)
    return names(r for r in rows if r["religion"] != "基督教")


@q("negation", "zh", "北仑区的加油站中，哪些不是中海油运营的？")
def _():
    rows = [r for r in GAS if r["county"] == "北仑区"]
    assert all(r["operationSubject"] for r in rows)
    return names(r for r in rows if r["operationSubject"] != "中海油")


@q("negation", "zh", "天台县的宗教场所里既不是佛教也不是道教的有几个")
def _():
    rows = [r for r in PLACE if r["county"] == "天台县"]
    assert all(r["religion"] for r in rows)
    return count([r for r in rows if r["religion"] not in ("佛教", "道教")])


@q("negation", "en", "Which schools in 杭州市 are not Buddhist?")
def _():
    return names(r for r in SCHOOL if r["city"] == "杭州市" and r["religion"] != "佛教")


# ---------------------------------------------------------------- date windows (as of 2023-10-15)

@q("window", "zh", "近三年登记的宗教场所有多少个？")
def _():
    return count(window(PLACE, "registrationTime", 3))


@q("window", "zh", "2022年失效的许可证有几张")
def _():
    return count([r for r in LIC if r["invalidDate"] and day(r["invalidDate"]).year == 2022])


@q("window", "zh", "过去五年里新登记的协会有哪些？")
def _():
    return names(window(ASSOC, "registrationTime", 5))


@q("window", "zh", "失效日期在2023年10月15日之后的许可证是哪张")
def _():
    return names(r for r in LIC if r["invalidDate"] and day(r["invalidDate"]) > AS_OF)


@q("window", "en", "How many licences expired within the past two years?")
def _():
    return count(window(LIC, "invalidDate", 2))


@q("window", "en", "Which religious places were approved in the last three years?")
def _():
    return names(window(PLACE, "approvalDate", 3))


# ---------------------------------------------------------------- distinct counts

@q("distinct_count", "zh", "加油站的运营主体一共有多少种")
def _():
    return [str(len({r["operationSubject"] for r in GAS if r["operationSubject"]}))]


@q("distinct_count", "zh", "宗教场所的宗教派别有几种？")
def _():
    return [str(len({r["religiousType"] for r in PLACE if r["religiousType"]}))]


@q("distinct_count", "en", "How many different cities are the tourist attractions located in?")
def _():
    return [str(len({r["city"] for r in ATTR if r["city"]}))]


# ---------------------------------------------------------------- sums and averages

@q("sum", "zh", "所有宗教院校的在校生加起来一共多少人")
def _():
    return [fmt(sum(int(r["studentCount"]) for r in SCHOOL))]


@q("sum", "zh", "北仑区的加油站职工总数是多少？")
def _():
    return [fmt(sum(int(r["employeeCount"]) for r in GAS if r["county"] == "北仑区"))]


@q("average", "zh", "宗教院校的教师人数平均是多少")
def _():
    vals = [int(r["teacherCount"]) for r in SCHOOL]
    assert len(vals) == 9 and sum(vals) % len(vals) == 0
    return [fmt(sum(vals) // len(vals))]


@q("sum", "en", "What is the total number of students at the Buddhist schools in 杭州市?")
def _():
    return [fmt(sum(int(r["studentCount"]) for r in SCHOOL
                    if r["city"] == "杭州市" and r["religion"] == "佛教"))]


# ---------------------------------------------------------------- relations and shared values

@q("relation", "zh", "杭钢亚盛的经营许可证什么时候失效？")
def _():  # 杭州杭钢亚盛天然气有限公司 -> businessLicense 浙201601000002JT -> 许可证.invalidDate
    return [licence_of("杭州杭钢亚盛天然气有限公司")["invalidDate"]]


@q("relation", "zh", "浙江神学院所在的区县有多少个宗教场所")
def _():
    county = one(SCHOOL, "浙江神学院")["county"]
    return count([r for r in PLACE if r["county"] == county])


@q("relation", "zh", "和浙江道教学院在同一个县的协会有哪些？")
def _():
    county = one(SCHOOL, "浙江道教学院")["county"]
    return names(r for r in ASSOC if r["county"] == county)


@q("relation", "zh", "普陀山学院所在区县的代码对应的是哪个行政区")
def _():  # 中国佛学院普陀山学院's county cell is the code 310107, a 行政区 id
    return [region_name(one(SCHOOL, "中国佛学院普陀山学院")["county"])]


@q("relation", "zh", "哪家加油站的经营许可证是2019年才生效的？")
def _():  # station -> businessLicense -> 许可证.effectiveDate in 2019
    lic = {r["name"]: r for r in LIC}
    return names(r for r in GAS if r["businessLicense"] in lic and lic[r["businessLicense"]]["effectiveDate"]
                 and day(lic[r["businessLicense"]]["effectiveDate"]).year == 2019)


@q("relation", "zh", "和东栅站用同一张经营许可证的还有哪些站")
def _():
    me = one(GAS, "嘉兴市加油加气站有限公司东栅站")
    return names(r for r in GAS if r["businessLicense"] == me["businessLicense"] and r is not me)


@q("relation", "zh", "跟浙江光大银河国际旅行社是同一个法定代表人的旅行社还有哪些？")
def _():
    me = one(AGENCY, "浙江光大银河国际旅行社有限公司")
    return names(r for r in AGENCY if r["legalRepresentative"] == me["legalRepresentative"] and r is not me)


@q("relation", "zh", "萧山区佛教协会所在的区有哪些加油站")
def _():
    county = one(ASSOC, "萧山区佛教协会")["county"]
    return names(r for r in GAS if r["county"] == county)


@q("relation", "en", "When does the operating licence of 慈溪市煤气有限公司 expire?")
def _():
    return [licence_of("慈溪市煤气有限公司")["invalidDate"]]


def main():
    out = []
    for i, (shape, lang, question, fn) in enumerate(Q, 1):
        answer = fn()
        assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
        out.append({"id": "affairqa-r41-%02d" % i, "question": question, "answer": answer,
                    "shape": shape, "lang": lang})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    langs = Counter(o["lang"] for o in out)
    print("wrote %d questions (%s) to %s" % (len(out), dict(langs), OUT))


if __name__ == "__main__":
    main()
