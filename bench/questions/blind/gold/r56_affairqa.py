"""Gold answers for the blind AffairQA set r56 (everyday wording).

Computed with the standard library ``csv`` module over the raw CSV tables of
``kag-affairqa/sources`` (nothing hard-coded but the names and values the
questions themselves write).

Readings used:
- Rounding: halves round up (ROUND_HALF_UP on exact decimal arithmetic), to the
  number of decimals the question states; a whole number prints without ".0".
- Percentages are written as a number without "%" at the precision asked.
- Ties: every superlative is asserted to have a unique winner (and the runner-up
  to be unique for "second" questions); no question asks for tied items.
- Yes/no answers: 是/否 for Chinese questions, yes/no for English ones.
- Counts count table rows; "有/没有 X" means the cell is non-empty / empty.
- Conditions match whole cell values exactly (no substring matching), and no
  multi-value cell is split (none of the questions uses one).
- Group questions: gold is the flattened list group, count, group, count ...,
  ordered by count descending then group name; rows whose group cell is empty
  are left out.
- Dates in answers are written YYYY-MM-DD (the table writes 2021/5/4); a year
  alone is written as four digits.
- Lists give every matching record name, in table order.
- Avoided: gas-station near-duplicate rows and the 1899-12-30 placeholder, the
  "北仓区" typo (no 北仑区 counts), county cells holding region codes (county
  counts of religious venues only in 台州市/绍兴市 or via unaffected winners),
  tourist-attraction near-duplicates (no 5A counts or lists), association dates
  (1900/1/1 placeholders) and association county codes, travel-agency county
  "市辖区" and the duplicated licenseNumber column.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction


def find_data():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for sub in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            p = os.path.join(d, sub)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa not found")
        d = parent


SRC = os.path.join(find_data(), "sources")


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GS = load("加油站")
MD = load("医疗机构")
AS = load("协会")
SC = load("学校")
RV = load("宗教场所")
TA = load("旅游景点")
TR = load("旅行社")
AD = load("行政区")
LC = load("许可证")


def one(rows, name):
    hit = [r for r in rows if r["name"] == name]
    assert len(hit) == 1, (name, len(hit))
    others = [r["name"] for r in rows if name in r["name"] and r["name"] != name]
    assert not others, (name, others)
    return hit[0]


def cnt(rows, **cond):
    return sum(1 for r in rows if all(r[k] == v for k, v in cond.items()))


def where(rows, **cond):
    return [r for r in rows if all(r[k] == v for k, v in cond.items())]


def num(s):
    return Fraction(Decimal(s.strip()))


def fmt(x, nd=None):
    x = Fraction(x)
    if nd is None:
        assert x.denominator == 1, x
        return str(x.numerator)
    from decimal import localcontext
    with localcontext() as ctx:
        ctx.prec = 50
        d = Decimal(x.numerator) / Decimal(x.denominator)
        q = d.quantize(Decimal(1).scaleb(-nd), rounding=ROUND_HALF_UP)
    s = format(q, "f")
    return s


def pct(a, b, nd):
    return fmt(Fraction(a * 100, b), nd)


def top(items, key, rank=1, largest=True):
    """items: list; returns the item at `rank` after asserting that ranks 1..rank are unique."""
    s = sorted(items, key=key, reverse=largest)
    for i in range(rank):
        kv = key(s[i])
        assert sum(1 for x in s if key(x) == kv) == 1, ("tie", kv)
    return s[rank - 1]


def date(s):
    y, m, d = s.split("/")
    return "%04d-%02d-%02d" % (int(y), int(m), int(d))


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


def group(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    out = []
    for g, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [g, str(v)]
    return out


def county_count(rows):
    return Counter(r["county"] for r in rows if r["county"])


Q = []


def add(q, ans, shape, lang="zh"):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != "" for a in ans), q
    Q.append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ---------------- lookups ----------------
add("杭州佛学院电话", one(SC, "杭州佛学院")["phoneNumber"], "lookup")
add("宁波新奥燃气有限公司福庆南路CNG加气站在哪个区", one(GS, "宁波新奥燃气有限公司福庆南路CNG加气站")["county"], "lookup")
add("浙江省肿瘤医院是几级医院", one(MD, "浙江省肿瘤医院")["level"], "lookup")
add("天一阁·月湖景区是几A级景区", one(TA, "天一阁·月湖景区")["level"], "lookup")
add("浙江邮电旅行社有限公司的传真号码是多少", one(TR, "浙江邮电旅行社有限公司")["faxNumber"], "lookup")
add("浙江神学院有多少学生", one(SC, "浙江神学院")["studentCount"], "lookup")
add("建德市慧华寺属于什么宗教", one(RV, "建德市慧华寺")["religion"], "lookup")
add("慈溪市煤气有限公司的法定代表人是谁", one(GS, "慈溪市煤气有限公司")["legalRepresentative"], "lookup")
add("What is the postal code of 柯桥区佛教协会?", one(AS, "柯桥区佛教协会")["postalCode"], "lookup", "en")
add("杭州清真寺在哪个区", one(RV, "杭州清真寺")["county"], "lookup")
add("许可证浙201709050002P的有效期到哪天", date(one(LC, "浙201709050002P")["invalidDate"]), "lookup")

# ---------------- records named by a property ----------------
r = [x["name"] for x in SC if x["phoneNumber"] == "0571-87910935"]
assert len(r) == 1
add("电话0571-87910935是哪所宗教学校的", r, "lookup")
r = [x["name"] for x in GS if x["unifiedSocialCreditCode"] == "91330402089454841G"]
assert len(r) == 1
add("统一社会信用代码91330402089454841G对应的是哪个加气站", r, "lookup")
r = [x["name"] for x in MD if x["phoneNumber"] == "0571-88122533"]
assert len(r) == 1
add("Which medical institution has the phone number 0571-88122533?", r, "lookup", "en")

# ---------------- yes / no ----------------
add("慈溪市煤气有限公司是否构成重大危险源", yn(one(GS, "慈溪市煤气有限公司")["isMajorDangerSource"] == "是", "zh"), "exists")
add("舟山市有伊斯兰教的宗教场所吗", yn(cnt(RV, city="舟山市", religion="伊斯兰教") > 0, "zh"), "exists")
add("浙江道教学院是在台州市吗", yn(one(SC, "浙江道教学院")["city"] == "台州市", "zh"), "exists")
add("湖州市有没有A级（一个A）的旅游景点", yn(cnt(TA, city="湖州市", level="A") > 0, "zh"), "exists")
add("Does 浙江神学院 have more students than 杭州佛学院?",
    yn(int(one(SC, "浙江神学院")["studentCount"]) > int(one(SC, "杭州佛学院")["studentCount"]), "en"), "exists", "en")

# ---------------- counts ----------------
add("台州市的佛教场所有几个", cnt(RV, city="台州市", religion="佛教"), "count")
add("绍兴市基督教的固定处所有多少个", cnt(RV, city="绍兴市", religion="基督教", category="固定处所"), "count")
add("类别为医院的三级医疗机构有多少家", cnt(MD, category="医院", level="三级"), "count")
add("杭州市有几家旅行社", cnt(TR, city="杭州市"), "count")
add("天主教协会有多少个", cnt(AS, religion="天主教"), "count")
add("How many Taoist (道教) religious venues are there in 诸暨市?", cnt(RV, county="诸暨市", religion="道教"), "count", "en")
add("一级加气站中运营主体是中海油的有几个", cnt(GS, level="一级", operationSubject="中海油"), "count")

# ---------------- have / have no ----------------
add("旅游景点里有电话号码的有多少个", sum(1 for x in TA if x["phoneNumber"]), "count")
add("多少家旅行社没有传真号码", sum(1 for x in TR if not x["faxNumber"]), "count")
add("有网址的协会有几个", sum(1 for x in AS if x["website"]), "count")
add("How many medical institutions have no phone number listed?", sum(1 for x in MD if not x["phoneNumber"]), "count", "en")
add("台州市的旅行社里没有英文名的有几家", sum(1 for x in TR if x["city"] == "台州市" and not x["englishName"]), "count")

# ---------------- sums / averages ----------------
rows = where(GS, county="鄞州区")
assert all(x["employeeCount"] for x in rows)
add("鄞州区加气站的职工人数加起来是多少", fmt(sum(num(x["employeeCount"]) for x in rows)), "aggregate")
add("宗教学校平均有多少名教师（保留一位小数）", fmt(sum(num(x["teacherCount"]) for x in SC) / len(SC), 1), "average")
rows = where(RV, county="天台县")
assert all(x["buildingArea"] for x in rows)
add("What is the average building area of the religious venues in 天台县? Round to 2 decimals.",
    fmt(sum(num(x["buildingArea"]) for x in rows) / len(rows), 2), "average", "en")
rows = where(RV, county="仙居县")
assert all(x["area"] for x in rows)
add("仙居县宗教场所的占地面积总共是多少（保留两位小数）", fmt(sum(num(x["area"]) for x in rows), 2), "aggregate")
rows = where(RV, county="椒江区")
add("椒江区宗教场所的平均占地面积是多少？四舍五入到整数", fmt(sum(num(x["area"]) for x in rows) / len(rows), 0), "average")

# ---------------- superlatives ----------------
add("学生最多的宗教学校是哪所", top(SC, lambda x: int(x["studentCount"]))["name"], "superlative")
rows = [x for x in GS if x["employeeCount"]]
add("职工人数最多的加气站是哪个", top(rows, lambda x: int(x["employeeCount"]))["name"], "superlative")
c = Counter(x["city"] for x in RV if x["city"])
add("哪个城市的宗教场所最多", top(list(c), lambda k: c[k]), "superlative")
c = county_count(RV)
add("宗教场所数量排第二的县市区是哪个", top(list(c), lambda k: c[k], rank=2), "superlative")
c = Counter(x["city"] for x in TR)
add("Which city has the most travel agencies?", top(list(c), lambda k: c[k]), "superlative", "en")
c = Counter(x["city"] for x in TA)
add("旅游景点最少的是哪个城市", top(list(c), lambda k: c[k], largest=False), "superlative")
add("教师人数最少的宗教学校", top(SC, lambda x: int(x["teacherCount"]), largest=False)["name"], "superlative")
rows = where(RV, county="仙居县")
add("仙居县占地面积最大的宗教场所是哪个", top(rows, lambda x: num(x["area"]))["name"], "superlative")
c = Counter(x["religion"] for x in AS if x["religion"])
add("Which religion has the fewest associations?", top(list(c), lambda k: c[k], largest=False), "superlative", "en")
rows = where(RV, county="临海市")
add("临海市建筑面积第二大的宗教场所是哪一个", top(rows, lambda x: num(x["buildingArea"]), rank=2)["name"], "superlative")

# ---------------- lists ----------------
add("哪些加气站构成重大危险源", [x["name"] for x in GS if x["isMajorDangerSource"] == "是"], "list")
add("伊斯兰教的宗教场所有哪些", [x["name"] for x in RV if x["religion"] == "伊斯兰教"], "list")
add("宁波市有哪些宗教学校", [x["name"] for x in SC if x["city"] == "宁波市"], "list")
add("List the AAAAA tourist attractions in 丽水市.", [x["name"] for x in TA if x["city"] == "丽水市" and x["level"] == "AAAAA"], "list", "en")
add("有哪些省团体的协会", [x["name"] for x in AS if x["category"] == "省团体"], "list")
add("负责人是郑善勇的加气站有哪些", [x["name"] for x in GS if x["manager"] == "郑善勇"], "list")

# ---------------- shares ----------------
add("宗教场所里佛教的占百分之多少？保留两位小数", pct(cnt(RV, religion="佛教"), len(RV), 2), "share")
add("医疗机构中一级的比例是多少（百分比，保留一位小数）", pct(cnt(MD, level="一级"), len(MD), 1), "share")
rows = where(TR, city="宁波市")
add("What percentage of travel agencies in 宁波市 have an English name? Give one decimal.",
    pct(sum(1 for x in rows if x["englishName"]), len(rows), 1), "share", "en")
add("基督教协会占全部协会的百分之几（保留一位小数）", pct(cnt(AS, religion="基督教"), len(AS), 1), "share")

# ---------------- differences / comparisons ----------------
add("杭州市和宁波市的旅行社数量相差多少", cnt(TR, city="杭州市") - cnt(TR, city="宁波市"), "difference")
a, b = one(SC, "浙江神学院"), one(SC, "杭州佛学院")
da, db = date(a["establishmentDate"]), date(b["establishmentDate"])
assert da != db
add("浙江神学院和杭州佛学院哪个成立得早", a["name"] if da < db else b["name"], "difference")
add("How many more Buddhist venues than Christian venues are there?", cnt(RV, religion="佛教") - cnt(RV, religion="基督教"), "difference", "en")
a, b = cnt(RV, county="乐清市"), cnt(RV, county="瑞安市")
assert a != b
add("乐清市和瑞安市哪个宗教场所更多", "乐清市" if a > b else "瑞安市", "difference")
add("浙江道教学院比浙江神学院少多少名学生",
    int(one(SC, "浙江神学院")["studentCount"]) - int(one(SC, "浙江道教学院")["studentCount"]), "difference")

# ---------------- groups ----------------
add("各个宗教的协会分别有多少个", group(AS, "religion"), "group")
add("医疗机构按级别分各有多少家", group(MD, "level"), "group")
add("How many religious schools are there in each city?", group(SC, "city"), "group", "en")
add("加气站按级别统计各有几个", group(GS, "level"), "group")

# ---------------- two tables ----------------
def lic(num_):
    hit = [x for x in LC if x["name"] == num_]
    assert len(hit) == 1, num_
    return hit[0]


add("中海油浙江新能源有限公司集运加气站的经营许可证什么时候到期",
    date(lic(one(GS, "中海油浙江新能源有限公司集运加气站")["businessLicense"])["invalidDate"]), "two-table")
add("绍兴金帝天然气有限公司的经营许可证是哪天生效的",
    date(lic(one(GS, "绍兴金帝天然气有限公司")["businessLicense"])["effectiveDate"]), "two-table")


def code_of(name):
    ids = {x["id"] for x in AD if x["name"] == name and x["id"]}
    assert len(ids) == 1, (name, ids)
    return ids.pop()


def name_of_code(code):
    ns = {x["name"] for x in AD if x["id"] == code}
    assert len(ns) == 1, (code, ns)
    return ns.pop()


# ---------------- chains ----------------
cty = one(SC, "浙江道教学院")["county"]
add("浙江道教学院所在的县有多少宗教场所", cnt(RV, county=cty), "chain")
cty = one(GS, "温岭市建设燃气有限公司")["county"]
add("温岭市建设燃气有限公司所在县市的道教场所有几个", cnt(RV, county=cty, religion="道教"), "chain")
cty = one(GS, "临海市远洲江南加油站有限公司")["county"]
add("临海市远洲江南加油站有限公司所在地有多少佛教场所", cnt(RV, county=cty, religion="佛教"), "chain")
c = Counter(x["city"] for x in RV if x["city"])
add("宗教场所最多的城市有几家旅行社", cnt(TR, city=top(list(c), lambda k: c[k])), "chain")
c = Counter(x["city"] for x in TR)
add("旅行社最多的城市有几所宗教学校", cnt(SC, city=top(list(c), lambda k: c[k])), "chain")
cty = one(GS, "三门县道生加气站有限公司")["county"]
add("The county where 三门县道生加气站有限公司 is located: how many religious venues does it have?", cnt(RV, county=cty), "chain", "en")
w = top(SC, lambda x: int(x["studentCount"]))
add("学生最多的宗教学校所在城市有多少家旅行社", cnt(TR, city=w["city"]), "chain")
add("行政区划代码为331081的县级市有多少座宗教场所", cnt(RV, county=name_of_code("331081")), "chain")
add("What is the administrative division code of the county where 浙江道教学院 is located?",
    code_of(one(SC, "浙江道教学院")["county"]), "chain", "en")
add("学生最少的宗教学校电话是多少", top(SC, lambda x: int(x["studentCount"]), largest=False)["phoneNumber"], "chain")
w = top(SC, lambda x: int(x["teacherCount"]))
add("教师最多的宗教学校是哪一年成立的", date(w["establishmentDate"])[:4], "chain")
c = Counter(x["city"] for x in TA)
w = top(list(c), lambda k: c[k], largest=False)
add("In the city with the fewest tourist attractions, how many religious venues are there?", cnt(RV, city=w), "chain", "en")
cty = one(SC, "浙江佛学院天台宗佛学院")["county"]
add("浙江佛学院天台宗佛学院所在县的基督教场所有几处", cnt(RV, county=cty, religion="基督教"), "chain")


assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r56-%02d" % i, **q})
assert sum(1 for q in out if q["lang"] == "en") == 15, sum(1 for q in out if q["lang"] == "en")
dst = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "r56-affairqa.json")
with open(dst, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", dst, len(out))
