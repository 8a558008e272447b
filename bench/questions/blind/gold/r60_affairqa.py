"""Gold answers for the r60 held-out AffairQA question set (80 questions: 65 zh, 15 en).

Reads datasets/kag-affairqa/sources/*.csv (found by walking up from this file's folder to a
folder holding datasets/kag-affairqa/sources or shared/datasets/kag-affairqa/sources) and writes
../r60-affairqa.json (a JSON list of {id, question, answer, shape, lang}).

Readings used
- Rounding: decimal ROUND_HALF_UP to the precision the question states; sums of decimal cells
  are exact Decimal sums of the cell text. Integer results are written without decimals.
- Percentages: a plain number without the % sign, at the stated precision.
- Yes/no: 是/否 for Chinese questions, yes/no for English ones.
- Dates: cells are written Y/M/D (e.g. 2016/3/30); answers are ISO YYYY-MM-DD; a "which year"
  question answers the four-digit year.
- Lists: every matching item, one string each (table order unless the question asks for a
  ranking, in which case rank order); a "top N" answer lists the N names best first.
- Counts per group: flattened pairs [group, count, group, count, ...], largest first; every
  group question asserts that no two groups tie.
- A multi-value cell (旅行社.businessScope) is split on 、 and each part is one item; a scope
  "offers X" when one of its parts equals X exactly.
- Superlatives assert that the winner (and for top N, the N-th vs N+1-th) is unique.
- Answers are exact table cells where the question asks for a cell (names, phones, addresses,
  area cells as written, e.g. 95262).
- A 宗教场所 "in county X" is a row whose county cell equals X; "in city Y" a row whose city cell
  equals Y. Only counties whose rows never use a numeric code for the county and whose addresses
  agree with the county cell were chosen (e.g. 慈溪市 was avoided: some 慈溪 addresses carry 330252).
- 旅行社.csv has two columns named licenseNumber; they are read by position (col 9: the
  浙旅许可 number, col 10: the L-ZJ number). Its county column is unreliable for some counties
  (宁海 agencies filed under 市辖区), so only 义乌市 (clean) is used by county; cities otherwise.
- 加油站 -> 许可证: a gas station's businessLicense cell equals a 许可证 name (exact match).

Data quirks handled (avoided, not interpreted)
- 加油站: five placeholder rows (buildTime 1899-12-30, blank manager/level), two near-duplicate
  pairs (衢州佳豪...航埠LNG加气站 with/without '-', 衢州市浙能...航埠加气母站 with/without '-',
  the second of each with blank county), 浙江交投...台州分公司 vs 浙江省交投...台州分公司 (临海市),
  北仓区 (typo of 北仑区), gasCanVolume in mixed units (2400 vs 12), identifiers written 9.13E+17.
  No question depends on these rows: 北仑区 and 临海市 are not asked about, gasCanVolume is not used,
  and date questions on buildTime use ranges that the 1899-12-30 placeholder cannot fall into.
- 宗教场所: two all-blank rows (天台山桐柏宫, 天台山国清讲寺; really a Taoist and a Buddhist
  temple of 天台县) carry no county, city or religion, so the only 天台县 place question counts
  基督教 places (which neither blank row could be) and city-level questions exclude them by the
  city condition; some county cells are codes (330101, 330953, ...); some area
  values are implausible (1,000,000 m2) so area questions are restricted to counties whose values
  are plausible (嵊泗县) or to single named places.
- 协会: placeholder registration dates 1900/1/1 (教区 and （节点） rows); date questions use
  subsets that contain none. ZJ-...-PEOPLE-n codes in manager columns are never asked.
- 旅游景点: many places are listed twice under different names (乌镇景区 / 浙江省嘉兴市桐乡市乌镇景区,
  several 4A/5A duplicates), so the scenic table is used only for single-row lookups, an
  existence question and the city of a named spot, never for counts or lists.
- 学校: blank cells (professorCount of 雪窦山弥勒佛学院, employeeCount of several) are not used.
- 行政区: duplicated rows; only the unique code 330782 -> 义乌市 is used.
"""
import csv
import json
import os
from collections import Counter
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction


# ---------------------------------------------------------------- data location and loading

def find_sources():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for rel in (("datasets", "kag-affairqa", "sources"),
                    ("shared", "datasets", "kag-affairqa", "sources")):
            p = os.path.join(d, *rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa sources not found above " + __file__)
        d = parent


SRC = find_sources()


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_travel():
    with open(os.path.join(SRC, "旅行社.csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = list(rows[0])
    assert head[9] == "licenseNumber" and head[10] == "licenseNumber"
    head[10] = "licenseNumberL"
    return [dict(zip(head, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
SCENIC = load("旅游景点")
TRAVEL = load_travel()
REGION = load("行政区")
LICENSE = load("许可证")


# ---------------------------------------------------------------- helpers

def one(rows, **cond):
    hit = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hit) == 1, (cond, len(hit))
    return hit[0]


def where(rows, **cond):
    return [r for r in rows if all(r[k] == v for k, v in cond.items())]


def dec(s):
    return Decimal(s.strip())


def num(x, places=None):
    """Format a Decimal/Fraction/int; places=None means it must be an integer."""
    if isinstance(x, Fraction):
        x = Decimal(x.numerator) / Decimal(x.denominator) if places is not None else x
    if places is None:
        if isinstance(x, Fraction):
            assert x.denominator == 1, x
            return str(x.numerator)
        x = Decimal(x)
        assert x == x.to_integral_value(), x
        return str(int(x))
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def frac_round(fr, places):
    """Round a Fraction half-up to `places` decimals exactly."""
    scaled = fr * (10 ** places)
    n, d = scaled.numerator, scaled.denominator
    q, r = divmod(n, d)
    if 2 * r >= d:
        q += 1
    s = str(Decimal(q).scaleb(-places).quantize(Decimal(1).scaleb(-places)))
    return s


def pct(part, whole, places):
    return frac_round(Fraction(part * 100, whole), places)


def pdate(s):
    y, m, d = s.strip().split("/")
    return date(int(y), int(m), int(d))


def iso(s):
    return pdate(s).isoformat()


def argmax(rows, key, n=1, reverse=True):
    """Top-n rows by key (numbers); asserts the n-th is strictly separated from the (n+1)-th."""
    vals = sorted(rows, key=key, reverse=reverse)
    assert len(vals) >= n
    if len(vals) > n:
        assert key(vals[n - 1]) != key(vals[n]), "tie at rank %d" % n
    # also the top-n among themselves must be strictly ordered for rank answers
    for i in range(n - 1):
        assert key(vals[i]) != key(vals[i + 1]), "tie inside top %d" % n
    return vals[:n]


def nth(rows, key, k, reverse=True):
    vals = sorted(rows, key=key, reverse=reverse)
    assert key(vals[k - 1]) != key(vals[k - 2]) and key(vals[k - 1]) != key(vals[k]), "tie at %d" % k
    return vals[k - 1]


def group(values):
    c = Counter(values)
    items = sorted(c.items(), key=lambda kv: -kv[1])
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), ("tie in groups", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def scope_parts(r):
    return [p for p in r["businessScope"].split("、")]


def lic_of(station_name):
    s = one(GAS, name=station_name)
    return one(LICENSE, name=s["businessLicense"])


# gas-station rows known to be placeholders or near duplicates (see docstring)
GAS_PLACEHOLDER = {r["name"] for r in GAS if r["buildTime"] == "1899-12-30"}
GAS_NEARDUP = {r["name"] for r in GAS if r["county"] == "" and r["buildTime"] != "1899-12-30"}
assert len(GAS_PLACEHOLDER) == 5 and len(GAS_NEARDUP) == 2, (GAS_PLACEHOLDER, GAS_NEARDUP)


def gas_clean_only(names):
    """Assert no gold item is a placeholder / near-duplicate gas row."""
    for n in names:
        assert n not in GAS_PLACEHOLDER and n not in GAS_NEARDUP, n
    return names


# ---------------------------------------------------------------- questions

Q = []


def add(shape, lang, question, answer):
    assert isinstance(answer, list) and answer and all(isinstance(a, str) and a for a in answer), (question, answer)
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ===== lookup
add("lookup", "zh", "杭州灵隐寺的占地面积是多少？",
    [one(PLACE, name="杭州灵隐寺")["area"]])
add("lookup", "zh", "浙江神学院 地址",
    [one(SCHOOL, name="浙江神学院")["address"]])
add("lookup", "en", "What is the phone number of 浙江省肿瘤医院?",
    [one(MED, name="浙江省肿瘤医院")["phoneNumber"]])
add("lookup", "zh", "天一阁·月湖景区的联系电话是多少",
    [one(SCENIC, name="天一阁·月湖景区")["phoneNumber"]])
add("lookup", "zh", "浙江华油天然气有限公司的法人是谁？",
    [one(GAS, name="浙江华油天然气有限公司")["legalRepresentative"]])

# ===== count
add("count", "zh", "嵊泗县一共有几处宗教活动场所？",
    [str(len(where(PLACE, county="嵊泗县")))])
add("count", "zh", "温州市天主教场所数量",
    [str(len(where(PLACE, city="温州市", religion="天主教")))])
n = [r for r in GAS if r["isMajorDangerSource"] == "是"]
add("count", "en", "How many gas stations are recorded as a major hazard source (构成重大危险源)?",
    [str(len(gas_clean_only([r["name"] for r in n])))])
add("count", "zh", "医疗机构中三级医院（类别为医院、级别三级）有几家？",
    [str(len(where(MED, category="医院", level="三级")))])
add("count", "zh", "新昌县的佛教场所中，类别是寺观教堂的有几个？",
    [str(len(where(PLACE, county="新昌县", religion="佛教", category="寺观教堂")))])
n = [r for r in TRAVEL if r["city"] == "湖州市" and "出境组团业务" in scope_parts(r)]
assert not any("出境旅游" in r["businessScope"] for r in TRAVEL if r["city"] == "湖州市")
add("count", "zh", "湖州能做出境组团业务的旅行社有几家？", [str(len(n))])

# ===== aggregate (sum)
s = sum(dec(r["totalDesignStorage"]) for r in where(GAS, county="鄞州区"))
add("aggregate", "zh", "鄞州区所有加气站的总设计储量加起来是多少？结果保留两位小数。", [num(s, 2)])
s = sum(int(r["studentCount"]) for r in SCHOOL)
add("aggregate", "zh", "全部宗教院校的在校生一共有多少人", [str(s)])
rows = where(GAS, county="越城区")
s = sum(int(r["employeeCount"]) for r in rows)
add("aggregate", "en", "What is the total number of employees (职工人数) across the gas stations in 越城区?", [str(s)])
rows = where(PLACE, county="嵊泗县")
assert all(dec(r["buildingArea"]) < 20000 for r in rows)
s = sum(dec(r["buildingArea"]) for r in rows)
add("aggregate", "zh", "嵊泗县宗教场所的建筑面积总和是多少平方米？保留两位小数", [num(s, 2)])
s = sum(int(r["teacherCount"]) for r in where(SCHOOL, religion="佛教"))
add("aggregate", "zh", "佛教类宗教院校的教师人数合计", [str(s)])
rows = where(GAS, operationSubject="中石化杭燃")
s = sum(int(r["gasCanCount"]) for r in rows)
add("aggregate", "zh", "运营主体是中石化杭燃的那些加气站，压缩天然气罐总共有多少个？", [str(s)])

# ===== average
fr = Fraction(sum(int(r["studentCount"]) for r in SCHOOL), len(SCHOOL))
add("average", "zh", "宗教院校平均每所有多少在校生？保留一位小数。", [frac_round(fr, 1)])
rows = [r for r in GAS if r["level"] == "二级"]
gas_clean_only([r["name"] for r in rows])
fr = Fraction(sum(Fraction(r["totalDesignStorage"]) for r in rows), len(rows))
add("average", "en", "What is the average total design storage (总设计储量) of the second-level (二级) gas stations? Round to 2 decimal places.",
    [frac_round(fr, 2)])
rows = where(PLACE, county="嵊泗县")
fr = Fraction(sum(Fraction(r["area"]) for r in rows), len(rows))
add("average", "zh", "嵊泗县的宗教场所平均占地面积多大（平方米，保留两位小数）？", [frac_round(fr, 2)])
rows = where(GAS, operationSubject="中石化杭燃")
fr = Fraction(sum(int(r["employeeCount"]) for r in rows), len(rows))
add("average", "zh", "中石化杭燃旗下加气站平均职工人数，保留1位小数", [frac_round(fr, 1)])
rows = where(SCHOOL, city="台州市")
fr = Fraction(sum(int(r["teacherCount"]) for r in rows), len(rows))
add("average", "zh", "台州市的宗教院校平均有多少名教师？请保留一位小数", [frac_round(fr, 1)])

# ===== superlative
w = argmax(SCHOOL, key=lambda r: int(r["studentCount"]))[0]
add("superlative", "zh", "在校生最多的宗教院校是哪一所？", [w["name"]])
w = argmax([r for r in GAS if r["totalDesignStorage"]], key=lambda r: dec(r["totalDesignStorage"]))[0]
add("superlative", "zh", "总设计储量最大的加气站", gas_clean_only([w["name"]]))
w = argmax(SCHOOL, key=lambda r: pdate(r["establishmentDate"]), reverse=False)[0]
add("superlative", "en", "Which religious school was founded earliest?", [w["name"]])
top = argmax(where(PLACE, county="嵊泗县"), key=lambda r: dec(r["buildingArea"]), n=3)
add("superlative", "zh", "嵊泗县建筑面积排名前三的宗教场所，按从大到小列出", [r["name"] for r in top])
w = nth([r for r in GAS if r["employeeCount"]], key=lambda r: int(r["employeeCount"]), k=2)
add("superlative", "zh", "职工人数第二多的加气站是哪家？", gas_clean_only([w["name"]]))
c = Counter(r["city"] for r in PLACE if r["city"])
least = sorted(c.items(), key=lambda kv: kv[1])
assert least[0][1] != least[1][1]
add("superlative", "zh", "哪个地级市的宗教场所数量最少？", [least[0][0]])

# ===== list
add("list", "zh", "天台县有哪些宗教院校？", [r["name"] for r in where(SCHOOL, county="天台县")])
rows = [r["name"] for r in GAS if r["level"] == "一级" and r["isMajorDangerSource"] == "是"]
add("list", "zh", "既是一级站又构成重大危险源的加气站有哪些", gas_clean_only(rows))
add("list", "en", "List the gas stations located in 萧山区.",
    gas_clean_only([r["name"] for r in where(GAS, county="萧山区")]))
add("list", "zh", "全省伊斯兰教的宗教场所都有哪些？", [r["name"] for r in where(PLACE, religion="伊斯兰教")])
add("list", "zh", "类别为省团体的宗教协会有哪些", [r["name"] for r in where(ASSOC, category="省团体")])
add("list", "zh", "法定代表人是曹纪文的加气站有哪几个？",
    gas_clean_only([r["name"] for r in where(GAS, legalRepresentative="曹纪文")]))

# ===== exists
add("exists", "zh", "嵊泗县有没有天主教的宗教场所？",
    [yn(bool(where(PLACE, county="嵊泗县", religion="天主教")), "zh")])
add("exists", "en", "Is there any religious school located in 绍兴市?",
    [yn(bool(where(SCHOOL, city="绍兴市")), "en")])
add("exists", "zh", "丽水市有5A级景区吗",
    [yn(bool(where(SCENIC, city="丽水市", level="AAAAA")), "zh")])
add("exists", "zh", "湖州市有伊斯兰教协会吗？",
    [yn(bool(where(ASSOC, city="湖州市", religion="伊斯兰教")), "zh")])
add("exists", "zh", "宁波市汽车燃气有限公司通途路加气站是否构成重大危险源？",
    [yn(one(GAS, name="宁波市汽车燃气有限公司通途路加气站")["isMajorDangerSource"] == "是", "zh")])

# ===== share
rows = where(PLACE, city="温州市")
add("share", "zh", "温州市的宗教场所里基督教占百分之多少？保留一位小数",
    [pct(len(where(rows, religion="基督教")), len(rows), 1)])
add("share", "en", "What percentage of the medical institutions fall in the category 社区卫生服务中心? Give the percentage to 2 decimal places.",
    [pct(len(where(MED, category="社区卫生服务中心")), len(MED), 2)])
rows = where(GAS, county="鄞州区")
add("share", "zh", "鄞州区的加气站中，中海油运营的占比是多少（百分比，保留两位小数）？",
    [pct(len(where(rows, operationSubject="中海油")), len(rows), 2)])
rows = where(ASSOC, city="台州市")
add("share", "zh", "台州市的宗教团体中，佛教团体所占的比例是多少？以百分比表示，保留两位小数",
    [pct(len(where(rows, religion="佛教")), len(rows), 2)])
add("share", "zh", "宗教院校里佛教院校占比（%，保留2位小数）",
    [pct(len(where(SCHOOL, religion="佛教")), len(SCHOOL), 2)])

# ===== difference
a = int(one(SCHOOL, name="浙江佛学院")["studentCount"])
b = int(one(SCHOOL, name="杭州佛学院")["studentCount"])
add("difference", "zh", "浙江佛学院比杭州佛学院多多少名在校生？", [str(a - b)])
a = len(where(PLACE, county="乐清市"))
b = len(where(PLACE, county="瑞安市"))
add("difference", "en", "How many more religious places does 乐清市 have than 瑞安市?", [str(a - b)])
r = one(PLACE, name="杭州灵隐寺")
add("difference", "zh", "杭州灵隐寺的占地面积比建筑面积大多少平方米",
    [num(dec(r["area"]) - dec(r["buildingArea"]))])
a = len(where(PLACE, city="台州市", religion="佛教"))
b = len(where(PLACE, city="台州市", religion="基督教"))
assert a > b
add("difference", "zh", "台州市佛教场所比基督教场所多几个？", [str(a - b)])
r = one(SCHOOL, name="浙江佛学院")
add("difference", "zh", "浙江佛学院的批准办学规模和实际在校生人数差多少人？",
    [str(int(r["approvalScale"]) - int(r["studentCount"]))])

# ===== group
add("group", "zh", "各地市分别有多少家旅行社？", group(r["city"] for r in TRAVEL))
add("group", "zh", "萧山区宗教场所按宗教分别统计数量", group(r["religion"] for r in where(PLACE, county="萧山区")))
add("group", "en", "Count the religious associations in 杭州市 by religion.",
    group(r["religion"] for r in where(ASSOC, city="杭州市")))
add("group", "zh", "鄞州区的加气站按运营主体统计各有几座", group(r["operationSubject"] for r in where(GAS, county="鄞州区")))
add("group", "zh", "医疗机构按级别统计各有多少家", group(r["level"] for r in MED))

# ===== two-table
add("two-table", "zh", "杭州杭钢亚盛天然气有限公司的经营许可证什么时候失效？",
    [iso(lic_of("杭州杭钢亚盛天然气有限公司")["invalidDate"])])
add("two-table", "en", "On what date did the operating license (经营许可证) of 桐乡运河加气站 take effect?",
    [iso(lic_of("桐乡运河加气站")["effectiveDate"])])
cty = one(SCHOOL, name="浙江佛学院温州佛学院")["county"]
add("two-table", "zh", "浙江佛学院温州佛学院所在的县一共有多少个宗教场所？",
    [str(len(where(PLACE, county=cty)))])
cty = one(SCENIC, name="乌镇景区")["city"]
add("two-table", "zh", "乌镇景区所在城市一共有几家旅行社", [str(len(where(TRAVEL, city=cty)))])
names = {r["name"] for r in REGION if r["id"] == "330782"}
assert names == {"义乌市"}, names
add("two-table", "zh", "行政区划代码为330782的县级行政区有多少家旅行社？",
    [str(len([r for r in TRAVEL if r["county"] in names]))])
cty = one(SCHOOL, name="杭州佛学院")["city"]
assoc = [r for r in ASSOC if r["city"] == cty and r["religion"] == "佛教" and r["category"] == "市团体"]
assert len(assoc) == 1
add("two-table", "zh", "杭州佛学院所在城市的市级佛教协会，电话是多少？", [assoc[0]["phoneNumber"]])
cty = one(GAS, name="天台华润燃气有限公司")["county"]
add("two-table", "zh", "天台华润燃气有限公司所在的县有多少处基督教场所？",
    [str(len(where(PLACE, county=cty, religion="基督教")))])
cty = one(GAS, name="台州中润加气站有限公司")["county"]
assert not [r for r in PLACE if cty in r["address"] and r["county"] != cty]
add("two-table", "en", "How many religious places are there in the district where 台州中润加气站有限公司 is located?",
    [str(len(where(PLACE, county=cty)))])
lic = lic_of("慈溪市煤气有限公司")
add("two-table", "zh", "慈溪市煤气有限公司持有的经营许可证，从生效到失效一共多少天？",
    [str((pdate(lic["invalidDate"]) - pdate(lic["effectiveDate"])).days)])

# ===== chain
w = argmax(SCHOOL, key=lambda r: int(r["studentCount"]))[0]
add("chain", "zh", "在校生人数最多的那所宗教院校是哪天成立的？", [iso(w["establishmentDate"])])
w = argmax([r for r in GAS if r["totalDesignStorage"]], key=lambda r: dec(r["totalDesignStorage"]))[0]
add("chain", "zh", "总设计储量最大的那个加气站，法定代表人叫什么", [w["legalRepresentative"]])
w = argmax([r for r in GAS if r["employeeCount"]], key=lambda r: int(r["employeeCount"]))[0]
add("chain", "en", "Who is the legal representative of the gas station with the most employees?", [w["legalRepresentative"]])
w = argmax(where(PLACE, county="嵊泗县"), key=lambda r: dec(r["area"]))[0]
add("chain", "zh", "嵊泗县占地面积最大的宗教场所，联系电话是多少？", [w["phoneNumber"]])
w = argmax(SCHOOL, key=lambda r: pdate(r["establishmentDate"]), reverse=False)[0]
add("chain", "zh", "最早成立的宗教院校位于哪个城市？", [w["city"]])
w = argmax(SCHOOL, key=lambda r: int(r["teacherCount"]), reverse=False)[0]
add("chain", "zh", "教师人数最少的宗教院校，它的联系电话？", [w["phoneNumber"]])

# ===== date
add("date", "zh", "哪些宗教院校是2016年成立的？",
    [r["name"] for r in SCHOOL if pdate(r["establishmentDate"]).year == 2016])
add("date", "en", "How many licenses in the license table expire (失效日期) in 2019?",
    [str(sum(1 for r in LICENSE if r["invalidDate"] and pdate(r["invalidDate"]).year == 2019))])
rows = [r for r in GAS if r["buildTime"] and r["buildTime"] != "1899-12-30"
        and date(2012, 1, 1) <= pdate(r["buildTime"]) <= date(2013, 12, 31)]
add("date", "zh", "成立日期在2012年1月1日到2013年12月31日之间（含）的加气站有几个？",
    [str(len(gas_clean_only([r["name"] for r in rows])))])
add("date", "zh", "宁波市天主教爱国会是哪一年登记的？",
    [str(pdate(one(ASSOC, name="宁波市天主教爱国会")["registrationTime"]).year)])
rows = where(ASSOC, city="温州市", category="市团体")
assert all(pdate(r["registrationTime"]).year > 1900 for r in rows)
w = argmax(rows, key=lambda r: pdate(r["registrationTime"]))[0]
add("date", "zh", "温州市的市级宗教团体里，哪个登记时间最晚？", [w["name"]])
rows = where(ASSOC, religion="佛教", category="市团体")
assert all(pdate(r["registrationTime"]).year > 1900 for r in rows)
w = argmax(rows, key=lambda r: pdate(r["registrationTime"]), reverse=False)[0]
add("date", "zh", "市级佛教协会中登记最早的是哪一个", [w["name"]])

# ===== other
add("other", "zh", "宗教场所数据覆盖了几个地级市？", [str(len({r["city"] for r in PLACE if r["city"]}))])
vals = sorted(int(r["studentCount"]) for r in SCHOOL)
assert len(vals) % 2 == 1
add("other", "zh", "宗教院校在校生人数的中位数是多少", [str(vals[len(vals) // 2])])
r = one(SCHOOL, name="浙江佛学院")
add("other", "zh", "浙江佛学院的在校生人数是教师人数的多少倍？保留两位小数",
    [frac_round(Fraction(int(r["studentCount"]), int(r["teacherCount"])), 2)])
rows = where(GAS, county="越城区")
add("other", "en", "How many distinct legal representatives are there among the gas stations in 越城区 that list one?",
    [str(len({r["legalRepresentative"] for r in rows if r["legalRepresentative"]}))])
add("other", "zh", "那浙江神学院呢，它的学生数是批准办学规模的百分之几？保留一位小数",
    [pct(int(one(SCHOOL, name="浙江神学院")["studentCount"]),
         int(one(SCHOOL, name="浙江神学院")["approvalScale"]), 1)])


# ---------------------------------------------------------------- write

def main():
    out = []
    for i, q in enumerate(Q, 1):
        out.append({"id": "affairqa-r60-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    assert len(out) == 80, len(out)
    langs = Counter(q["lang"] for q in out)
    assert langs == Counter({"zh": 65, "en": 15}), langs
    assert len({q["question"] for q in out}) == 80
    dest = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "r60-affairqa.json")
    with open(dest, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote", dest, len(out), dict(langs), dict(Counter(q["shape"] for q in out)))


if __name__ == "__main__":
    main()
