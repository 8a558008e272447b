"""Round 14 blind AffairQA questions: gold answers computed from the raw tables.

This script reads only the raw CSV files of the AffairQA dataset
(../shared/datasets/kag-affairqa/sources/*.csv, relative to the repository root) with Python's
csv module (no pandas, nothing of kagflow), computes the gold answer of every question, checks
that superlatives, comparisons and described entities are unique and that no answer is empty,
and writes bench/questions/blind/r14-affairqa.json (a JSON list of
{"id", "question", "answer", "shape", "lang"}).

As-of date for time windows: 2023-10-15. "The last N years" means a date after the as-of date
minus N years and not after the as-of date.
"""
import csv
import datetime
import json
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve()
MAIN = HERE.parents[4]
SRC = MAIN / ".." / "shared" / "datasets" / "kag-affairqa" / "sources"
OUT = MAIN / "bench" / "questions" / "blind" / "r14-affairqa.json"
AS_OF = datetime.date(2023, 10, 15)


def read(name):
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def read_raw(name):
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    return rows[0], rows[1:]


GAS = read("加油站")
MED = read("医疗机构")
ASSOC = read("协会")
SCHOOL = read("学校")
REL = read("宗教场所")
ATTR = read("旅游景点")
TA_HEAD, TA = read_raw("旅行社")
DIV = read("行政区")
LIC = read("许可证")


def date(s):
    s = (s or "").strip()
    if not s:
        return None
    try:
        d = datetime.datetime.strptime(s, "%Y/%m/%d").date()
    except ValueError:
        return None
    if d.year < 1901:  # placeholders such as 1900/1/1 (and 1899-12-30, which does not parse)
        return None
    return d


def num(s):
    s = (s or "").strip()
    if not s:
        return None
    try:
        return float(s)
    except ValueError:
        return None


def fmt(x):
    if isinstance(x, float):
        x = round(x, 6)
        if x == int(x):
            return str(int(x))
        return ("%.6f" % x).rstrip("0").rstrip(".")
    return str(x)


def one(rows, key, value):
    hits = [r for r in rows if r[key] == value]
    assert len(hits) == 1, (value, len(hits))
    return hits[0]


def unique_max(rows, keyfn, label, minimum=False):
    vals = [(keyfn(r), r) for r in rows if keyfn(r) is not None]
    assert vals, label
    best = (min if minimum else max)(v for v, _ in vals)
    winners = [r for v, r in vals if v == best]
    assert len(winners) == 1, (label, best, [w.get("name") for w in winners])
    return winners[0]


def only(rows, label):
    assert len(rows) == 1, (label, [r.get("name") for r in rows])
    return rows[0]


def div_code(county):
    codes = {r["id"] for r in DIV if r["name"] == county}
    assert len(codes) == 1 and "" not in codes, (county, codes)
    return codes.pop()


def licence(name):
    return one(LIC, "name", name)


def in_last_years(d, n):
    if d is None:
        return False
    start = AS_OF.replace(year=AS_OF.year - n)
    return start < d <= AS_OF


QUESTIONS = []


def add(shape, lang, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    QUESTIONS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- property (18)
add("property", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
    one(GAS, "name", "宁波新奥燃气有限公司福庆南路CNG加气站")["manager"])
add("property", "zh", "桐乡运河加气站有多少名职工？",
    one(GAS, "name", "桐乡运河加气站")["employeeCount"])
add("property", "zh", "慈溪市煤气有限公司是否构成重大危险源？",
    one(GAS, "name", "慈溪市煤气有限公司")["isMajorDangerSource"])
add("property", "zh", "浙江神学院目前的在校生数量是多少？",
    one(SCHOOL, "name", "浙江神学院")["studentCount"])
add("property", "en", "When was 中国佛学院普陀山学院 established?",
    one(SCHOOL, "name", "中国佛学院普陀山学院")["establishmentDate"])
add("property", "zh", "帮我查一下浙江省肿瘤医院的联系电话。",
    one(MED, "name", "浙江省肿瘤医院")["phoneNumber"])
add("property", "zh", "天一阁·月湖景区的景区等级是什么？",
    one(ATTR, "name", "天一阁·月湖景区")["level"])
_ta = [r for r in TA if r[0] == "浙江邮电旅行社有限公司"]
assert len(_ta) == 1 and TA_HEAD[16] == "englishName"
add("property", "en", "What English name is registered for the travel agency 浙江邮电旅行社有限公司?",
    _ta[0][16])
add("property", "zh", "杭州清真寺的建筑面积有多大？",
    one(REL, "name", "杭州清真寺")["buildingArea"])
add("property", "zh", "萧山区佛教协会的登记证号是多少？",
    one(ASSOC, "name", "萧山区佛教协会")["registrationCertificateNumber"])
add("property", "en", "What is the website of 浙江省伊斯兰教协会?",
    one(ASSOC, "name", "浙江省伊斯兰教协会")["website"])
add("property", "zh", "许可证浙201702000007J是从哪天开始生效的？",
    licence("浙201702000007J")["effectiveDate"])
add("property", "zh", "北仑区的行政区划代码是多少？", div_code("北仑区"))
add("property", "en", "How many full-time teachers (专职教师) does 浙江佛学院 have?",
    one(SCHOOL, "name", "浙江佛学院")["professorCount"])
add("property", "zh", "中海油浙江新能源有限公司集运加气站的液化天然气罐总容积是多少？",
    one(GAS, "name", "中海油浙江新能源有限公司集运加气站")["liquidGasCanVolume"])
add("property", "zh", "余姚市甬石石油燃气有限公司的运营主体是哪家？",
    one(GAS, "name", "余姚市甬石石油燃气有限公司")["operationSubject"])
add("property", "zh", "建德市慧华寺占地面积是多少？",
    one(REL, "name", "建德市慧华寺")["area"])
add("property", "zh", "杭州市公安局安康医院是几级医疗机构？",
    one(MED, "name", "杭州市公安局安康医院")["level"])

# ---------------------------------------------------------------- aggregate (13)
add("aggregate", "zh", "全部加油站里，有几个构成重大危险源？",
    len([r for r in GAS if r["isMajorDangerSource"] == "是"]))
add("aggregate", "zh", "运营主体为“中石化杭燃”的加油站，职工人数加起来一共多少人？",
    sum(int(r["employeeCount"]) for r in GAS if r["operationSubject"] == "中石化杭燃"))
_nh = [r for r in GAS if r["county"] == "南湖区"]
assert all(num(r["totalDesignStorage"]) is not None for r in _nh)
add("aggregate", "zh", "南湖区各加油站的总设计储量合计是多少？",
    sum(num(r["totalDesignStorage"]) for r in _nh))
add("aggregate", "zh", "医疗机构中，类别为医院且级别为三级的一共有多少家？",
    len([r for r in MED if r["category"] == "医院" and r["level"] == "三级"]))
add("aggregate", "en", "How many travel agencies are there in 舟山市?",
    len([r for r in TA if r[13] == "舟山市"]))
add("aggregate", "zh", "舟山市有多少处天主教宗教场所？",
    len([r for r in REL if r["city"] == "舟山市" and r["religion"] == "天主教"]))
add("aggregate", "zh", "温州市的道教协会有几个？",
    len([r for r in ASSOC if r["city"] == "温州市" and r["religion"] == "道教"]))
add("aggregate", "en", "What is the total number of students enrolled across all the schools?",
    sum(int(r["studentCount"]) for r in SCHOOL))
add("aggregate", "zh", "台州市属于全真教派的道教场所有多少处？",
    len([r for r in REL if r["city"] == "台州市" and r["religiousType"] == "全真教"]))
add("aggregate", "zh", "医疗机构里社区卫生服务中心这一类共有几家？",
    len([r for r in MED if r["category"] == "社区卫生服务中心"]))
_tz = [int(r["studentCount"]) for r in SCHOOL if r["city"] == "台州市"]
add("aggregate", "zh", "台州市的学校平均在校生人数是多少？", sum(_tz) / len(_tz))
add("aggregate", "zh", "级别为一级的加油站有多少个？",
    len([r for r in GAS if r["level"] == "一级"]))
add("aggregate", "zh", "舟山市一共有几个天主教的协会团体？",
    len([r for r in ASSOC if r["city"] == "舟山市" and r["religion"] == "天主教"]))

# ---------------------------------------------------------------- relation_hop (10)
add("relation_hop", "zh", "温岭市建设燃气有限公司持有的经营许可证什么时候失效？",
    licence(one(GAS, "name", "温岭市建设燃气有限公司")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "桐乡市绿能天然气有限责任公司的经营许可证生效日期是哪天？",
    licence(one(GAS, "name", "桐乡市绿能天然气有限责任公司")["businessLicense"])["effectiveDate"])
add("relation_hop", "zh", "绍兴金帝天然气有限公司所在县区的行政区划代码是多少？",
    div_code(one(GAS, "name", "绍兴金帝天然气有限公司")["county"]))
add("relation_hop", "en",
    "What is the administrative division code of the county where 浙江道教学院 is located?",
    div_code(one(SCHOOL, "name", "浙江道教学院")["county"]))
add("relation_hop", "zh", "临海市远洲江南加油站有限公司的许可证有效期截止到哪天？",
    licence(one(GAS, "name", "临海市远洲江南加油站有限公司")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "嘉善县中国石化经营有限公司站前路加气站所持许可证是哪天生效的？",
    licence(one(GAS, "name", "嘉善县中国石化经营有限公司站前路加气站")["businessLicense"])["effectiveDate"])
add("relation_hop", "zh", "衢州新奥中石化车用燃气有限公司白沙溪东LNG加气站的许可证到哪天失效？",
    licence(one(GAS, "name", "衢州新奥中石化车用燃气有限公司白沙溪东LNG加气站")["businessLicense"])["invalidDate"])
add("relation_hop", "zh", "浙江神学院所在区县对应的行政区划代码是什么？",
    div_code(one(SCHOOL, "name", "浙江神学院")["county"]))
_h = [r["name"] for r in GAS if r["businessLicense"] == "201702000041J"]
assert len(_h) == 1
licence("201702000041J")
add("relation_hop", "zh", "许可证201702000041J是哪座加油站持有的？", _h)
_h = [r["name"] for r in GAS if r["businessLicense"] == "燃气经营许可证-浙201804003003J"]
assert len(_h) == 1
licence("燃气经营许可证-浙201804003003J")
add("relation_hop", "zh", "燃气经营许可证-浙201804003003J发给了哪家加气站？", _h)

# ---------------------------------------------------------------- two_hop (8)
_lic = one(GAS, "name", "嘉兴市加油加气站有限公司东栅站")["businessLicense"]
_h = sorted(r["name"] for r in GAS if r["businessLicense"] == _lic and r["name"] != "嘉兴市加油加气站有限公司东栅站")
add("two_hop", "zh", "和嘉兴市加油加气站有限公司东栅站持有同一张经营许可证的还有哪些加油站？", _h)
_h = sorted({r["county"] for r in GAS if r["businessLicense"] == "浙201601000001J"})
assert len([r for r in GAS if r["businessLicense"] == "浙201601000001J"]) == 2
add("two_hop", "zh", "持有许可证浙201601000001J的加油站分别位于哪些县区？", _h)
_st = only([r for r in GAS if r["manager"] == "郦永夫"], "郦永夫")
add("two_hop", "zh", "负责人为郦永夫的加油站，它的经营许可证什么时候失效？",
    licence(_st["businessLicense"])["invalidDate"])
_st = only([r for r in GAS if r["businessLicense"] == "201602000006J"], "201602000006J")
add("two_hop", "en",
    "What is the administrative division code of the county where the gas station holding licence 201602000006J is located?",
    div_code(_st["county"]))
_st = only([r for r in GAS if r["legalRepresentative"] == "叶敏丹"], "叶敏丹")
add("two_hop", "zh", "法定代表人是叶敏丹的那家加油站，所在县区的行政区划代码是多少？",
    div_code(_st["county"]))
_cty = one(SCHOOL, "name", "浙江道教学院")["county"]
_h = [r["name"] for r in SCHOOL if r["county"] == _cty and r["name"] != "浙江道教学院"]
assert len(_h) == 1
add("two_hop", "zh", "和浙江道教学院位于同一个区县的另一所学校叫什么？", _h)
_st = only([r for r in GAS if r["businessLicense"] == "201501030002J"], "201501030002J")
_h = [r["name"] for r in GAS if r["manager"] == _st["legalRepresentative"] and r["name"] != _st["name"]]
assert len(_h) == 1
add("two_hop", "zh", "持有许可证201501030002J的加油站，其法定代表人还担任哪家加油站的负责人？", _h)
_cty = one(SCHOOL, "name", "浙江神学院")["county"]
_h = sorted(r["name"] for r in GAS if r["county"] == _cty)
add("two_hop", "zh", "浙江神学院所在的区县里有哪些加油站？", _h)

# ---------------------------------------------------------------- superlative (8)
add("superlative", "zh", "伊斯兰教的宗教场所里，建筑面积最大的是哪一个？",
    unique_max([r for r in REL if r["religion"] == "伊斯兰教"], lambda r: num(r["buildingArea"]), "mosque")["name"])
add("superlative", "en", "Which school has the most enrolled students?",
    unique_max(SCHOOL, lambda r: num(r["studentCount"]), "students")["name"])
add("superlative", "zh", "职工人数最多的加油站是哪家？",
    unique_max(GAS, lambda r: num(r["employeeCount"]), "employees")["name"])
add("superlative", "zh", "成立日期最晚的加油站是哪一家？",
    unique_max(GAS, lambda r: date(r["buildTime"]), "buildTime")["name"])
add("superlative", "zh", "登记时间最晚的协会是哪个？",
    unique_max(ASSOC, lambda r: date(r["registrationTime"]), "assoc reg")["name"])
add("superlative", "zh", "所有许可证中，生效日期最早的是哪一张？",
    unique_max(LIC, lambda r: date(r["effectiveDate"]), "lic eff", minimum=True)["name"])
add("superlative", "zh", "衢州市占地面积最大的宗教场所是哪个？",
    unique_max([r for r in REL if r["city"] == "衢州市"], lambda r: num(r["area"]), "quzhou area")["name"])
add("superlative", "en", "Which gas station has the largest total design storage (总设计储量)?",
    unique_max(GAS, lambda r: num(r["totalDesignStorage"]), "storage")["name"])

# ---------------------------------------------------------------- filter (8)
add("filter", "zh", "请列出所有伊斯兰教协会。",
    sorted(r["name"] for r in ASSOC if r["religion"] == "伊斯兰教"))
add("filter", "zh", "哪些加油站的液化天然气罐有3个？",
    sorted(r["name"] for r in GAS if r["liquidGasCanCount"] == "3"))
add("filter", "zh", "列出职工人数超过30人的加油站。",
    sorted(r["name"] for r in GAS if (num(r["employeeCount"]) or 0) > 30))
add("filter", "en", "List the Buddhist (佛教) schools located in 杭州市.",
    sorted(r["name"] for r in SCHOOL if r["religion"] == "佛教" and r["city"] == "杭州市"))
add("filter", "zh", "省团体级别的协会有哪些？",
    sorted(r["name"] for r in ASSOC if r["category"] == "省团体"))
add("filter", "zh", "湖州市有哪些天主教宗教场所？",
    sorted(r["name"] for r in REL if r["city"] == "湖州市" and r["religion"] == "天主教"))
add("filter", "zh", "帮我列一下台州市的道教协会。",
    sorted(r["name"] for r in ASSOC if r["city"] == "台州市" and r["religion"] == "道教"))
add("filter", "en", "Which Islamic (伊斯兰教) religious venues are classified as 固定处所?",
    sorted(r["name"] for r in REL if r["religion"] == "伊斯兰教" and r["category"] == "固定处所"))

# ---------------------------------------------------------------- comparison (6)
_a, _b = one(SCHOOL, "name", "浙江神学院"), one(SCHOOL, "name", "浙江道教学院")
_da, _db = date(_a["establishmentDate"]), date(_b["establishmentDate"])
assert _da != _db
add("comparison", "zh", "浙江神学院和浙江道教学院，哪所成立得更早？",
    _a["name"] if _da < _db else _b["name"])
_a, _b = num(one(REL, "name", "杭州清真寺")["area"]), num(one(REL, "name", "宁波市清真寺")["area"])
assert _a > _b
add("comparison", "zh", "杭州清真寺的占地面积比宁波市清真寺大多少？", _a - _b)
_a, _b = one(GAS, "name", "慈溪市煤气有限公司"), one(GAS, "name", "诸暨市赵家液化石油气贮罐站")
assert num(_a["liquidGasCanVolume"]) != num(_b["liquidGasCanVolume"])
add("comparison", "en",
    "Which has the larger total LNG tank volume (液化天然气罐总容积): 慈溪市煤气有限公司 or 诸暨市赵家液化石油气贮罐站?",
    _a["name"] if num(_a["liquidGasCanVolume"]) > num(_b["liquidGasCanVolume"]) else _b["name"])
_a, _b = one(ASSOC, "name", "萧山区佛教协会"), one(ASSOC, "name", "普陀区佛教协会")
_da, _db = date(_a["registrationTime"]), date(_b["registrationTime"])
assert _da and _db and _da != _db
add("comparison", "zh", "萧山区佛教协会和普陀区佛教协会，哪个登记得更早？",
    _a["name"] if _da < _db else _b["name"])
_a, _b = int(one(SCHOOL, "name", "浙江佛学院")["teacherCount"]), int(one(SCHOOL, "name", "杭州佛学院")["teacherCount"])
assert _a > _b
add("comparison", "zh", "浙江佛学院的教师人数比杭州佛学院多几个？", _a - _b)
_a = int(one(GAS, "name", "杭州萧山环能实业有限公司")["employeeCount"])
_b = int(one(GAS, "name", "宁海县浙能油气发展有限公司加气母站")["employeeCount"])
assert _a > _b
add("comparison", "zh", "杭州萧山环能实业有限公司比宁海县浙能油气发展有限公司加气母站多几名职工？", _a - _b)

# ---------------------------------------------------------------- described (5)
add("described", "zh", "天台县那所道教学院叫什么名字？",
    only([r for r in SCHOOL if r["county"] == "天台县" and r["religion"] == "道教"], "daoist school")["name"])
add("described", "zh", "慈溪市有一家构成重大危险源的燃气企业登记在加油站名录里，是哪家？",
    only([r for r in GAS if r["county"] == "慈溪市" and r["isMajorDangerSource"] == "是"], "cixi")["name"])
add("described", "en", "What is the name of the only Islamic (伊斯兰教) religious venue in 丽水市?",
    only([r for r in REL if r["city"] == "丽水市" and r["religion"] == "伊斯兰教"], "lishui mosque")["name"])
add("described", "zh", "1988年成立的那所佛学院是哪一所？",
    only([r for r in SCHOOL if r["establishmentDate"].startswith("1988/")], "1988 school")["name"])
add("described", "zh", "丽水市唯一一个5A级旅游景区是哪个？",
    only([r for r in ATTR if r["city"] == "丽水市" and r["level"] == "AAAAA"], "lishui 5A")["name"])

# ---------------------------------------------------------------- time_window (4)
add("time_window", "zh", "近两年内登记的宗教场所有哪些？",
    sorted(r["name"] for r in REL if in_last_years(date(r["registrationTime"]), 2)))
add("time_window", "en", "Which gas stations were founded within the last five years?",
    sorted(r["name"] for r in GAS if in_last_years(date(r["buildTime"]), 5)))
add("time_window", "zh", "过去两年里失效的许可证有多少张？",
    len([r for r in LIC if in_last_years(date(r["invalidDate"]), 2)]))
add("time_window", "zh", "最近8年内成立的学校有几所？",
    len([r for r in SCHOOL if in_last_years(date(r["establishmentDate"]), 8)]))

# ---------------------------------------------------------------- checks and output
for i, q in enumerate(QUESTIONS, 1):
    q["id"] = "affairqa-r14-%02d" % i
QUESTIONS = [{"id": q["id"], "question": q["question"], "answer": q["answer"],
              "shape": q["shape"], "lang": q["lang"]} for q in QUESTIONS]
shapes = Counter(q["shape"] for q in QUESTIONS)
assert shapes == {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8,
                  "superlative": 8, "filter": 8, "comparison": 6, "described": 5,
                  "time_window": 4}, shapes
langs = Counter(q["lang"] for q in QUESTIONS)
assert langs == {"zh": 65, "en": 15}, langs
assert len({q["question"] for q in QUESTIONS}) == len(QUESTIONS)
for q in QUESTIONS:
    assert q["answer"] and all(a.strip() for a in q["answer"]), q
    if q["shape"] == "filter":
        assert len(q["answer"]) <= 15, q
with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(QUESTIONS, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print(f"wrote {len(QUESTIONS)} questions to {OUT}")
print(dict(shapes), dict(langs))
