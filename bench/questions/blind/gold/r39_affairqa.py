"""Gold answers for the held-out AffairQA question set r39 (80 questions: 65 zh, 15 en).

What it is: every question of bench/questions/blind/r39-affairqa.json together with the code
that computes its gold answer from the raw AffairQA tables
(shared/datasets/kag-affairqa/sources/*.csv). Only the standard library's csv module reads the
tables; nothing of kagflow is imported or run. Relative time ("近3年", "the last N years") is read
against the as-of date 2023-10-15: the last N years are the days after 2023-10-15 minus N years,
up to and including 2023-10-15. Superlatives keep every tied entity. Answers keep the CSV's own
spelling (dates as the CSV writes them, e.g. "2016/11/10").

How to run (from the repository root; the script finds its files relative to its own folder,
so any working directory works):

    python3 bench/questions/blind/gold/r39_affairqa.py

It reads the tables at ../../../../../shared/datasets/kag-affairqa/sources relative to this
file's folder, checks each answer is non-empty (and that every named entity, and every shortened
name a question uses, picks exactly one row), and writes ../r39-affairqa.json (a JSON list of
{"id", "question", "answer", "shape", "lang"}).

Data quirks the questions rely on or steer around (see also the notes beside each question):
- 行政区.csv repeats most rows many times (644 rows, 134 distinct rows); a region is read by
  name once. 普陀区 carries the code 310107 there (Shanghai's code, not Zhoushan's).
- 加油站.csv: five stations have the placeholder build date 1899-12-30 (Excel's zero day) and two
  have none; two near-duplicate pairs differ only by a hyphen (衢州佳豪...-航埠LNG加气站 /
  衢州佳豪...航埠LNG加气站, 衢州市浙能...-航埠加气母站 / ...航埠加气母站); one row writes 北仓区 for
  北仑区. No question counts, ranks or dates over those rows' differing fields.
- 旅行社.csv has two columns both named licenseNumber; no question asks it.
- 旅游景点.csv lists some attractions twice under different spellings (杭州西湖景区 /
  杭州西湖风景名胜区); questions over it are counted by distinct name as written.
- 宗教场所.csv: two rows (天台山桐柏宫, 天台山国清讲寺) hold nothing but a name, and a few rows hold
  a region code instead of a county name (e.g. 330953, 330371); counts by county/city compare the
  cell text, and the counties the questions use (萧山区, 宁海县) are never written as codes.
- 协会.csv: 66 rows hold a region code in county; four rows (温州市佛教协会 among them) have no
  city; two associations were registered on 2020/10/15, exactly three years before the as-of
  date, so no question puts a "last 3 years" window over associations.
- 许可证.csv: only 88 licences (the gas stations') carry dates; one is valid until 2044/6/6. Two
  stations share 浙201709040001J; 浙201601000003J and 浙201601000003j are separate rows.
- 医疗机构.csv: some addresses begin with a stray double quote; no question returns an address.
"""

import csv
import datetime
import json
import os
import re
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "../../../../../shared/datasets/kag-affairqa/sources"))
OUT = os.path.normpath(os.path.join(HERE, "../r39-affairqa.json"))
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
ATTR = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def day(text):
    text = text.strip()
    if not text:
        return None
    y, m, d = re.split(r"[/-]", text)
    return datetime.date(int(y), int(m), int(d))


def years_back(n):
    return AS_OF.replace(year=AS_OF.year - n)


def num(text):
    text = text.strip()
    return float(text) if text else None


def fmt(x):
    """A number as an answer string: integers without a decimal point."""
    if isinstance(x, float) and x.is_integer():
        x = int(x)
    if isinstance(x, float):
        return ("%.2f" % x).rstrip("0").rstrip(".")
    return str(x)


def row(rows, name):
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    return hits[0]


def short(rows, part):
    """The one row whose name contains `part` (a shortened name a user would type)."""
    hits = [r for r in rows if part in r["name"]]
    assert len(hits) == 1, (part, [h["name"] for h in hits])
    return hits[0]


def names(rows):
    out = []
    for r in rows:
        if r["name"] not in out:  # one name repeated counts once
            out.append(r["name"])
    return out


def top(rows, key, largest=True):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    return names([r for v, r in vals if v == best])


def region_code(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"]}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def region_name(code):
    ns = {r["name"] for r in REGION if r["id"] == code}
    assert len(ns) == 1, (code, ns)
    return ns.pop()


LIC_BY_NAME = {r["name"]: r for r in LIC}


def licence(station):
    return LIC_BY_NAME[station["businessLicense"]]


def yn(flag, lang):
    if lang == "zh":
        return "是" if flag else "否"
    return "yes" if flag else "no"


Q = []


def q(question, shape, lang, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) if isinstance(a, (int, float)) else a for a in answer]
    assert answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- lookups (one property)
q("浙江神学院现在有多少在校生？", "lookup", "zh", row(SCHOOL, "浙江神学院")["studentCount"])
q("杭州佛学院是哪天成立的？", "lookup", "zh", row(SCHOOL, "杭州佛学院")["establishmentDate"])
# shortened: 慈溪市煤气 for 慈溪市煤气有限公司
q("慈溪市煤气的负责人是谁", "lookup", "zh", short(GAS, "慈溪市煤气")["manager"])
q("桐乡运河加气站有多少职工？", "lookup", "zh", row(GAS, "桐乡运河加气站")["employeeCount"])
q("浙江省肿瘤医院的联系电话是多少", "lookup", "zh", row(MED, "浙江省肿瘤医院")["phoneNumber"])
# shortened: 阿育王寺 for 宁波阿育王寺
q("阿育王寺的建筑面积是多少？", "lookup", "zh", short(REL, "阿育王寺")["buildingArea"])
# shortened: 邮电旅行社 for 浙江邮电旅行社有限公司
q("浙江邮电旅行社的传真号码是多少？", "lookup", "zh", short(AGENCY, "浙江邮电旅行社")["faxNumber"])
q("西湖区的行政区划代码是多少？", "lookup", "zh", region_code("西湖区"))
q("浙江道教学院的学制是什么", "lookup", "zh", row(SCHOOL, "浙江道教学院")["schoolSystem"])
q("许可证浙201709040001J是哪天生效的？", "lookup", "zh", row(LIC, "浙201709040001J")["effectiveDate"])
q("What is the English name of 嘉兴光大旅行社有限公司?", "lookup", "en",
  row(AGENCY, "嘉兴光大旅行社有限公司")["englishName"])
q("What level is the hospital 浙江萧山医院?", "lookup", "en", row(MED, "浙江萧山医院")["level"])
q("Who is the legal representative of 嘉兴市加油加气站有限公司岗山路站?", "lookup", "en",
  row(GAS, "嘉兴市加油加气站有限公司岗山路站")["legalRepresentative"])

# ---------------------------------------------------------------- filters (list the entities that ...)
# 旅游景点 level "A": every row a distinct name (小沙旅游区 and 浙江省舟山市定海区小沙文化旅游 are two rows, two names)
q("级别是A级的旅游景点有哪些？", "filter", "zh", names([r for r in ATTR if r["level"] == "A"]))
q("哪些协会属于省团体", "filter", "zh", names([r for r in ASSOC if r["category"] == "省团体"]))
q("天台县有哪些宗教院校？", "filter", "zh", names([r for r in SCHOOL if r["county"] == "天台县"]))
q("伊斯兰教的宗教场所有哪些", "filter", "zh", names([r for r in REL if r["religion"] == "伊斯兰教"]))
q("级别为二级的社区卫生服务中心是哪家？", "filter", "zh",
  names([r for r in MED if r["category"] == "社区卫生服务中心" and r["level"] == "二级"]))
q("运营主体是中石油的加气站有哪些？", "filter", "zh",
  names([r for r in GAS if r["operationSubject"] == "中石油"]))
# address mentions 萧山 (two write 萧山区..., two 杭州市萧山区...)
q("地址在萧山的三级医院有哪些", "filter", "zh",
  names([r for r in MED if r["level"] == "三级" and "萧山" in r["address"]]))
q("象山县有哪些宗教协会？", "filter", "zh", names([r for r in ASSOC if r["county"] == "象山县"]))
q("Which gas stations run by 中海油 are rated 一级?", "filter", "en",
  names([r for r in GAS if r["operationSubject"] == "中海油" and r["level"] == "一级"]))
q("List the travel agencies in 舟山市 whose business scope includes outbound travel (出境).", "filter", "en",
  names([r for r in AGENCY if r["city"] == "舟山市" and "出境" in r["businessScope"]]))

# ---------------------------------------------------------------- counts
q("温州市一共有多少处佛教场所？", "count", "zh",
  len(names([r for r in REL if r["city"] == "温州市" and r["religion"] == "佛教"])))
q("属于全真教的宗教场所有几个？", "count", "zh",
  len(names([r for r in REL if r["religiousType"] == "全真教"])))
q("鄞州区有几个加油站？", "count", "zh", len(names([r for r in GAS if r["county"] == "鄞州区"])))
q("丽水市的宗教团体有多少个", "count", "zh", len(names([r for r in ASSOC if r["city"] == "丽水市"])))
q("How many medical institutions are community health service centres (社区卫生服务中心)?", "count", "en",
  len(names([r for r in MED if r["category"] == "社区卫生服务中心"])))


# ---------------------------------------------------------------- counts by group
def most(rows, field, largest=True, skip=("",)):
    c = Counter(r[field] for r in rows if r[field] not in skip)
    best = max(c.values()) if largest else min(c.values())
    return [k for k, v in c.items() if v == best]


q("哪个城市的宗教场所最少？", "group", "zh", most(REL, "city", largest=False))
q("旅游景点最多的是哪个城市", "group", "zh", most(ATTR, "city"))
q("哪种宗教的协会数量最多？", "group", "zh", most(ASSOC, "religion"))
# 北仑区 11 (a 12th station is written 北仓区), 鄞州区 9: the answer holds either way
q("加油站最多的区县是哪个？", "group", "zh", most(GAS, "county"))
q("In 台州市, which religion has the most religious sites?", "group", "en",
  most([r for r in REL if r["city"] == "台州市"], "religion"))

# ---------------------------------------------------------------- superlatives (ties keep all)
q("在校生最多的宗教院校是哪所？", "superlative", "zh", top(SCHOOL, lambda r: num(r["studentCount"])))
q("成立最早的学校是哪一所", "superlative", "zh", top(SCHOOL, lambda r: day(r["establishmentDate"]), largest=False))
q("职工人数最多的加油站是哪家？", "superlative", "zh", top(GAS, lambda r: num(r["employeeCount"])))
q("总设计储量最大的加气站是哪个？", "superlative", "zh", top(GAS, lambda r: num(r["totalDesignStorage"])))
q("占地面积最大的宗教场所是哪个", "superlative", "zh", top(REL, lambda r: num(r["area"])))
# 1899-12-30 placeholders are the earliest, never the latest
q("最近成立的加油站是哪一个？", "superlative", "zh", top(GAS, lambda r: day(r["buildTime"])))
q("Which school has the most full-time teachers (专职教师人数)?", "superlative", "en",
  top(SCHOOL, lambda r: num(r["professorCount"])))
q("Which religious site has the largest building area?", "superlative", "en",
  top(REL, lambda r: num(r["buildingArea"])))


# ---------------------------------------------------------------- comparisons of two named entities
def pick(a, b, key, larger=True):
    va, vb = key(a), key(b)
    assert va != vb
    return a["name"] if (va > vb) == larger else b["name"]


q("浙江佛学院和杭州佛学院，哪个教师人数多？", "compare", "zh",
  pick(row(SCHOOL, "浙江佛学院"), row(SCHOOL, "杭州佛学院"), lambda r: num(r["teacherCount"])))
q("浙江神学院比浙江道教学院多多少在校生？", "compare", "zh",
  num(row(SCHOOL, "浙江神学院")["studentCount"]) - num(row(SCHOOL, "浙江道教学院")["studentCount"]))
# shortened: 慈溪市煤气, 天台华润燃气 (…有限公司)
q("慈溪市煤气和天台华润燃气，哪家总设计储量更大？", "compare", "zh",
  pick(short(GAS, "慈溪市煤气"), short(GAS, "天台华润燃气"), lambda r: num(r["totalDesignStorage"])))
# shortened: 阿育王寺, 雪窦山资圣禅寺 (宁波…)
q("阿育王寺和雪窦山资圣禅寺，哪个占地面积更大", "compare", "zh",
  pick(short(REL, "阿育王寺"), short(REL, "雪窦山资圣禅寺"), lambda r: num(r["area"])))
q("温州市的旅行社比金华市多几家？", "compare", "zh",
  len(names([r for r in AGENCY if r["city"] == "温州市"])) - len(names([r for r in AGENCY if r["city"] == "金华市"])))
q("Which was established earlier, 浙江神学院 or 浙江慈云佛学院?", "compare", "en",
  pick(row(SCHOOL, "浙江神学院"), row(SCHOOL, "浙江慈云佛学院"), lambda r: day(r["establishmentDate"]), larger=False))

# ---------------------------------------------------------------- yes / no
q("浙江医院是三级医院吗？", "yesno", "zh", yn(row(MED, "浙江医院")["level"] == "三级", "zh"))
q("慈溪市煤气构成重大危险源吗", "yesno", "zh", yn(short(GAS, "慈溪市煤气")["isMajorDangerSource"] == "是", "zh"))
q("桐乡运河加气站是中石化运营的吗？", "yesno", "zh", yn(row(GAS, "桐乡运河加气站")["operationSubject"] == "中石化", "zh"))
q("杭州佛学院和浙江佛学院在同一个区县吗？", "yesno", "zh",
  yn(row(SCHOOL, "杭州佛学院")["county"] == row(SCHOOL, "浙江佛学院")["county"], "zh"))
q("浙江道教学院在温州市吗", "yesno", "zh", yn(row(SCHOOL, "浙江道教学院")["city"] == "温州市", "zh"))
q("Is 南湖旅游区 a 5A (AAAAA) attraction?", "yesno", "en", yn(row(ATTR, "南湖旅游区")["level"] == "AAAAA", "en"))

# ---------------------------------------------------------------- negations
q("哪些学校没有职工人数的记录？", "negation", "zh", names([r for r in SCHOOL if not r["employeeCount"].strip()]))
q("不属于佛教的宗教院校有哪些", "negation", "zh", names([r for r in SCHOOL if r["religion"] != "佛教"]))
q("象山县的宗教协会里，哪些没有网站？", "negation", "zh",
  names([r for r in ASSOC if r["county"] == "象山县" and not r["website"].strip()]))
q("一级加油站中，哪些不属于天然气生产和供应业？", "negation", "zh",
  names([r for r in GAS if r["level"] == "一级" and r["industry"] != "天然气生产和供应业"]))

# ---------------------------------------------------------------- date windows
q("2016年成立的学校有哪些？", "window", "zh",
  names([r for r in SCHOOL if day(r["establishmentDate"]).year == 2016]))
# (2020-10-15, 2023-10-15]: 16 sites; nothing falls on the boundary days (the nearest is 2020/10/13)
q("近3年新登记的宗教场所有多少个？", "window", "zh",
  len(names([r for r in REL if day(r["registrationTime"]) and years_back(3) < day(r["registrationTime"]) <= AS_OF])))
q("2010年到2015年之间成立的加油站有几个", "window", "zh",
  len(names([r for r in GAS if day(r["buildTime"]) and 2010 <= day(r["buildTime"]).year <= 2015])))
q("2021年失效的许可证有多少张？", "window", "zh",
  len(names([r for r in LIC if day(r["invalidDate"]) and day(r["invalidDate"]).year == 2021])))
q("2020年登记的宗教协会有哪些？", "window", "zh",
  names([r for r in ASSOC if day(r["registrationTime"]) and day(r["registrationTime"]).year == 2020]))
q("How many religious sites were approved in 2020?", "window", "en",
  len(names([r for r in REL if day(r["approvalDate"]) and day(r["approvalDate"]).year == 2020])))
q("Which gas stations were founded in 2018?", "window", "en",
  names([r for r in GAS if day(r["buildTime"]) and day(r["buildTime"]).year == 2018]))


# ---------------------------------------------------------------- distinct counts
def distinct(rows, field):
    return len({r[field] for r in rows if r[field].strip()})


q("加油站的法定代表人一共有多少个不同的人？", "distinct", "zh", distinct(GAS, "legalRepresentative"))
q("旅游景点分布在几个不同的城市", "distinct", "zh", distinct(ATTR, "city"))
q("宗教场所有几种宗教派别？", "distinct", "zh", distinct(REL, "religiousType"))
q("宗教协会一共涉及几种宗教？", "distinct", "zh", distinct(ASSOC, "religion"))

# ---------------------------------------------------------------- sums and averages
q("所有宗教院校的在校生加起来一共多少人？", "aggregate", "zh", sum(num(r["studentCount"]) for r in SCHOOL))
q("宗教院校的平均教师人数是多少", "aggregate", "zh",
  sum(num(r["teacherCount"]) for r in SCHOOL) / len(SCHOOL))
# 鄞州区 rather than 北仑区: one 北仑 station is written 北仓区, which would make a 北仑区 sum ambiguous
q("鄞州区的加油站一共有多少职工？", "aggregate", "zh",
  sum(num(r["employeeCount"]) for r in GAS if r["county"] == "鄞州区"))
q("What is the average approved enrolment scale (批准办学规模) of the schools that state one?", "aggregate", "en",
  (lambda v: sum(v) / len(v))([num(r["approvalScale"]) for r in SCHOOL if r["approvalScale"].strip()]))

# ---------------------------------------------------------------- following a relation to another table
q("浙江神学院所在区县的行政区划代码是多少？", "multihop", "zh", region_code(row(SCHOOL, "浙江神学院")["county"]))
q("宁波新奥燃气有限公司的经营许可证什么时候到期？", "multihop", "zh",
  licence(row(GAS, "宁波新奥燃气有限公司"))["invalidDate"])
# 宁海县: 245 sites; no site of 宁海县 is written by its code
q("浙江慈云佛学院所在的县有多少个宗教场所？", "multihop", "zh",
  len(names([r for r in REL if r["county"] == row(SCHOOL, "浙江慈云佛学院")["county"]])))
# the school's county cell holds a code (310107); 行政区 names it 普陀区
q("中国佛学院普陀山学院登记的区县代码对应哪个行政区？", "multihop", "zh",
  region_name(row(SCHOOL, "中国佛学院普陀山学院")["county"]))
def managed_by(person):
    hits = [r for r in GAS if r["manager"] == person]
    assert len(hits) == 1, (person, len(hits))
    return hits[0]


q("负责人为宓捷锋的加气站，它的经营许可证哪天失效？", "multihop", "zh", licence(managed_by("宓捷锋"))["invalidDate"])
q("萧山区佛教协会所在的区县一共有多少个宗教场所", "multihop", "zh",
  len(names([r for r in REL if r["county"] == row(ASSOC, "萧山区佛教协会")["county"]])))
q("What is the administrative division code of the county where 嘉兴市加油加气站有限公司乍浦站 is located?",
  "multihop", "en", region_code(row(GAS, "嘉兴市加油加气站有限公司乍浦站")["county"]))
q("哪个加油站的经营许可证生效日期最早？", "multihop", "zh",
  top([r for r in GAS if r["businessLicense"] in LIC_BY_NAME and licence(r)["effectiveDate"]],
      lambda r: day(licence(r)["effectiveDate"]), largest=False))


def main():
    assert len(Q) == 80, len(Q)
    assert sum(1 for x in Q if x["lang"] == "en") == 15
    out = []
    for i, x in enumerate(Q, 1):
        out.append({"id": "affairqa-r39-%02d" % i, "question": x["question"], "answer": x["answer"],
                    "shape": x["shape"], "lang": x["lang"]})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote %d questions to %s" % (len(out), OUT))
    print(dict(Counter(x["shape"] for x in out)))


if __name__ == "__main__":
    main()
