"""Gold answers for the blind AffairQA question set r59 (80 questions: 65 zh, 15 en).

Computed with the standard library `csv` module over the raw CSV tables of
datasets/kag-affairqa/sources (found by walking up from this file's folder).
Nothing is hard-coded except the names and values the questions themselves mention.

Readings used:
- Rounding: halves round up (ROUND_HALF_UP on the exact fraction), to the number of decimals
  the question asks for; trailing zeros are kept at that precision ("12.50").
- Percentages (shares) are written as a plain number without "%", at the precision asked.
- Counts count table rows (records); the tables have one row per name.
- Averages, sums and superlatives over a numeric column leave out empty cells.
- Superlatives and runners-up: the script asserts the winner is unique (no ties).
- Yes/no answers: 是/否 for Chinese questions, yes/no for English ones.
- Multi-value cells: 旅行社.businessScope is split on "、"; each part is one answer item.
- Lists give every matching item, one answer string each (order does not matter).
- Counts per group are flattened pairs: group, value, group, value, ... (largest count first;
  empty group cells are left out, and the question says so where it matters).
- Dates are written in answers as ISO YYYY-MM-DD (the tables write 2016/11/10);
  a span in days is the difference of the two calendar dates.
- 旅行社.csv has two columns named licenseNumber: the first (浙旅许可...) is read as
  licenseNumber, the second (L-ZJ...) as licenseNumber2 (the 旅行社经营许可证编号).
- Avoided: placeholder dates (1899-12-30, 1900/1/1), cells holding codes (ZJ-...-PEOPLE-n,
  330101 in county columns), 行政区 rows repeated many times, near-duplicate 5A scenic spots,
  gas-station identifiers written as 9.13E+17, implausible religious-venue areas.
"""
import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))


def find_data():
    d = HERE
    while True:
        for cand in (os.path.join(d, "datasets", "kag-affairqa"),
                     os.path.join(d, "shared", "datasets", "kag-affairqa")):
            if os.path.isdir(os.path.join(cand, "sources")):
                return cand
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa data not found")
        d = parent


DATA = find_data()


def load(name):
    with open(os.path.join(DATA, "sources", name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header = list(rows[0])
    seen = Counter()
    for i, h in enumerate(header):
        seen[h] += 1
        if seen[h] > 1:
            header[i] = h + str(seen[h])
    return [dict(zip(header, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
VENUE = load("宗教场所")
ATTR = load("旅游景点")
AGENCY = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def one(rows, **kw):
    hits = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hits) == 1, (kw, len(hits))
    return hits[0]


def num(s):
    return Fraction(Decimal(s.strip()))


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    from decimal import localcontext
    with localcontext() as ctx:
        ctx.prec = 60
        d = Decimal(x.numerator) / Decimal(x.denominator) if isinstance(x, Fraction) else Decimal(str(x))
        return str(d.quantize(q, rounding=ROUND_HALF_UP))


def plain(x):
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    return rnd(x, 10).rstrip("0").rstrip(".")


def pct(part, whole, places):
    return rnd(Fraction(part * 100, whole), places)


def day(s):
    y, m, d = (int(p) for p in s.split("/"))
    return datetime.date(y, m, d)


def iso(s):
    return day(s).isoformat()


def top(pairs, k=1):
    """pairs: list of (item, value); return the k-th (1-based) item by value desc, unique."""
    srt = sorted(pairs, key=lambda p: p[1], reverse=True)
    vals = [p[1] for p in srt]
    assert vals.count(vals[k - 1]) == 1, ("tie", srt[:k + 2])
    return srt[k - 1]


def bottom(pairs):
    srt = sorted(pairs, key=lambda p: p[1])
    assert srt[0][1] != srt[1][1], ("tie", srt[:3])
    return srt[0]


def group_pairs(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


QS = []


def Q(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


lic_by_name = {r["name"]: r for r in LIC}
scopes = lambda r: [p for p in r["businessScope"].split("、") if p]

# ---------------------------------------------------------------- lookups
Q("浙江神学院现在有多少在校生？", one(SCHOOL, name="浙江神学院")["studentCount"], "lookup")
Q("浙江省道教协会的登记证号是什么？", one(ASSOC, name="浙江省道教协会")["registrationCertificateNumber"], "lookup")
Q("What is the postal code of 东阳市天主教爱国会?", one(ASSOC, name="东阳市天主教爱国会")["postalCode"], "lookup", "en")
Q("宁波新奥燃气有限公司的负责人是谁", one(GAS, name="宁波新奥燃气有限公司")["manager"], "lookup")
Q("浙江邮电旅行社有限公司可以经营哪些旅游业务？", scopes(one(AGENCY, name="浙江邮电旅行社有限公司")), "lookup")
Q("杭州市的行政区划代码是多少？",
  sorted({r["id"] for r in REGION if r["name"] == "杭州市" and r["label"] == "地级行政区"}), "lookup")

# ------------------------------------------------ records named by a property
r = [s for s in SCHOOL if s["phoneNumber"] == "0571-86888005"]
assert len(r) == 1
Q("电话号码是0571-86888005的是哪所宗教院校？", r[0]["name"], "lookup")
r = [a for a in AGENCY if a["licenseNumber2"] == "L-ZJ00848"]
assert len(r) == 1
Q("Which travel agency holds licence number L-ZJ00848?", r[0]["name"], "lookup", "en")
r = [g for g in GAS if g["businessLicense"] == "浙201802000004J"]
assert len(r) == 1
Q("经营许可证编号为浙201802000004J的是哪个加气站", r[0]["name"], "lookup")

# ---------------------------------------------------------------- counts
Q("三级医院一共有多少家？", sum(1 for m in MED if m["category"] == "医院" and m["level"] == "三级"), "count")
Q("类别为医院、级别为二级的医疗机构有几家", sum(1 for m in MED if m["category"] == "医院" and m["level"] == "二级"), "count")
Q("全省登记的伊斯兰教宗教活动场所有几处？", sum(1 for v in VENUE if v["religion"] == "伊斯兰教"), "count")
Q("道教方面的协会有多少个", sum(1 for a in ASSOC if a["religion"] == "道教"), "count")
Q("业务范围里含出境组团业务的旅行社共有多少家？",
  sum(1 for a in AGENCY if "出境组团业务" in scopes(a)), "count")
Q("有几个加油站被认定为构成重大危险源？", sum(1 for g in GAS if g["isMajorDangerSource"] == "是"), "count")
Q("How many travel agencies are located in 舟山市?", sum(1 for a in AGENCY if a["city"] == "舟山市"), "count", "en")
Q("丽水市的天主教场所有几个", sum(1 for v in VENUE if v["city"] == "丽水市" and v["religion"] == "天主教"), "count")

# ---------------------------------------------------------------- sums
Q("表里所有宗教院校的在校生加起来一共多少人？", plain(sum(num(s["studentCount"]) for s in SCHOOL)), "aggregate")
Q("北仑区各加油站的职工人数合计是多少", plain(sum(num(g["employeeCount"]) for g in GAS if g["county"] == "北仑区")),
  "aggregate")
Q("嵊泗县全部宗教场所的建筑面积总和是多少（平方米）？",
  plain(sum(num(v["buildingArea"]) for v in VENUE if v["county"] == "嵊泗县")), "aggregate")
Q("What is the total number of liquefied natural gas tanks at gas stations in 北仑区?",
  plain(sum(num(g["liquidGasCanCount"]) for g in GAS if g["county"] == "北仑区")), "aggregate", "en")
Q("所有一级加油站的总设计储量加起来是多少？",
  plain(sum(num(g["totalDesignStorage"]) for g in GAS if g["level"] == "一级")), "aggregate")

# ---------------------------------------------------------------- averages
vals = [num(s["professorCount"]) for s in SCHOOL if s["professorCount"]]
Q("学校的平均专职教师人数是多少？（不计空值，保留两位小数）", rnd(sum(vals) / len(vals), 2), "average")
vals = [num(v["area"]) for v in VENUE if v["county"] == "嵊泗县"]
Q("嵊泗县宗教场所的平均占地面积，保留一位小数", rnd(sum(vals) / len(vals), 1), "average")
vals = [num(g["employeeCount"]) for g in GAS if g["level"] == "三级" and g["employeeCount"]]
Q("三级加油站平均有多少名职工？四舍五入到小数点后两位", rnd(sum(vals) / len(vals), 2), "average")
vals = [num(s["studentCount"]) for s in SCHOOL if s["religion"] == "佛教"]
Q("What is the average enrolment of the Buddhist schools? Round to one decimal place.",
  rnd(sum(vals) / len(vals), 1), "average", "en")
vals = [num(g["employeeCount"]) for g in GAS if g["county"] == "北仑区"]
Q("北仑区加油站平均职工人数（取整）", rnd(sum(vals) / len(vals), 0), "average")

# ---------------------------------------------------------------- superlatives
w = top([(s["name"], num(s["studentCount"])) for s in SCHOOL])
Q("在校生最多的是哪所学校？", w[0], "superlative")
w = top([(g["name"], num(g["employeeCount"])) for g in GAS if g["employeeCount"]])
Q("职工人数最多的加油站叫什么", w[0], "superlative")
w = bottom([(s["name"], day(s["establishmentDate"])) for s in SCHOOL])
Q("成立时间最早的宗教院校是哪一所？", w[0], "superlative")
w = top(list(Counter(a["city"] for a in ATTR).items()))
Q("哪个城市的旅游景点最多", w[0], "superlative")
w = top(list(Counter(v["city"] for v in VENUE if v["city"]).items()))
Q("Which city has the most religious venues?", w[0], "superlative", "en")
w = top(list(Counter(v["county"] for v in VENUE if v["county"]).items()))
# runners-up
w = top([(s["name"], num(s["studentCount"])) for s in SCHOOL], 2)
Q("在校生人数排第二的学校", w[0], "superlative")
w = top(list(Counter(v["city"] for v in VENUE if v["city"]).items()), 2)
Q("宗教场所数量排名第二的城市是哪个？", w[0], "superlative")
w = top(list(Counter(a["city"] for a in AGENCY).items()), 3)
Q("Which city ranks third by number of travel agencies?", w[0], "superlative", "en")
w = bottom(list(Counter(a["city"] for a in ATTR).items()))

# ---------------------------------------------------------------- lists
Q("省团体一级的宗教协会都有哪些？", [a["name"] for a in ASSOC if a["category"] == "省团体"], "list")
Q("天台县有哪些学校", [s["name"] for s in SCHOOL if s["county"] == "天台县"], "list")
Q("鄞州区的一级加油站有哪些？", [g["name"] for g in GAS if g["county"] == "鄞州区" and g["level"] == "一级"], "list")
Q("List the schools located in 杭州市.", [s["name"] for s in SCHOOL if s["city"] == "杭州市"], "list", "en")
Q("请列出绍兴市所有的A级（一A）景区", [a["name"] for a in ATTR if a["city"] == "绍兴市" and a["level"] == "A"], "list")
Q("哪些加油站的运营主体是中石油？", [g["name"] for g in GAS if g["operationSubject"] == "中石油"], "list")

# ---------------------------------------------------------------- yes / no
Q("有没有伊斯兰教的宗教院校？", yn(any(s["religion"] == "伊斯兰教" for s in SCHOOL), "zh"), "exists")
Q("湖州市有A级（一A）景区吗", yn(any(a["city"] == "湖州市" and a["level"] == "A" for a in ATTR), "zh"), "exists")
Q("嵊泗县有天主教的宗教场所吗？",
  yn(any(v["county"] == "嵊泗县" and v["religion"] == "天主教" for v in VENUE), "zh"), "exists")
Q("Is there any first-level (一级) gas station in 北仑区?",
  yn(any(g["county"] == "北仑区" and g["level"] == "一级" for g in GAS), "en"), "exists", "en")
Q("宁波新奥燃气有限公司是否构成重大危险源", one(GAS, name="宁波新奥燃气有限公司")["isMajorDangerSource"], "exists")
Q("舟山市有没有伊斯兰教协会？",
  yn(any(a["city"] == "舟山市" and a["religion"] == "伊斯兰教" for a in ASSOC), "zh"), "exists")

# ---------------------------------------------------------------- shares
Q("医疗机构里类别为医院的占多大比例？（百分比，保留一位小数）",
  pct(sum(1 for m in MED if m["category"] == "医院"), len(MED), 1), "share")
Q("在全部宗教场所中，佛教场所所占百分比是多少，保留两位小数",
  pct(sum(1 for v in VENUE if v["religion"] == "佛教"), len(VENUE), 2), "share")
Q("What percentage of all travel agencies are based in 杭州市? Give one decimal place.",
  pct(sum(1 for a in AGENCY if a["city"] == "杭州市"), len(AGENCY), 1), "share", "en")
Q("基督教协会在全部协会里占百分之几？保留一位小数",
  pct(sum(1 for a in ASSOC if a["religion"] == "基督教"), len(ASSOC), 1), "share")
Q("所有加油站中运营主体为中海油的比例（%，保留一位小数）",
  pct(sum(1 for g in GAS if g["operationSubject"] == "中海油"), len(GAS), 1), "share")

# ---------------------------------------------------------------- differences / comparisons
Q("浙江佛学院和杭州佛学院的在校生人数相差多少？",
  plain(num(one(SCHOOL, name="浙江佛学院")["studentCount"]) - num(one(SCHOOL, name="杭州佛学院")["studentCount"])),
  "difference")
cv = Counter(v["city"] for v in VENUE)
Q("温州市的宗教场所比台州市多多少处", plain(cv["温州市"] - cv["台州市"]), "difference")
e1 = num(one(GAS, name="杭州杭钢亚盛天然气有限公司")["employeeCount"])
e2 = num(one(GAS, name="杭州萧山环能实业有限公司")["employeeCount"])
Q("How many more employees does 杭州杭钢亚盛天然气有限公司 have than 杭州萧山环能实业有限公司?",
  plain(e1 - e2), "difference", "en")
s1, s2 = one(SCHOOL, name="浙江道教学院"), one(SCHOOL, name="浙江神学院")
Q("浙江道教学院和浙江神学院，哪所的在校生更多？",
  s1["name"] if num(s1["studentCount"]) > num(s2["studentCount"]) else s2["name"], "difference")
ct = Counter(a["city"] for a in AGENCY)
Q("宁波市和温州市的旅行社数量差多少", plain(abs(ct["宁波市"] - ct["温州市"])), "difference")

# ---------------------------------------------------------------- counts per group
Q("按所属宗教统计，各宗教分别有多少个协会？（不含宗教为空的）",
  group_pairs(Counter(a["religion"] for a in ASSOC if a["religion"])), "group")
Q("宗教协会按类别（县团体、市团体、省团体）各有多少个？类别为空的不计", group_pairs(Counter(a["category"] for a in ASSOC if a["category"])),
  "group")
Q("医疗机构按类别各有多少家？", group_pairs(Counter(m["category"] for m in MED)), "group")
Q("How many schools are there for each religion?", group_pairs(Counter(s["religion"] for s in SCHOOL)),
  "group", "en")
Q("加油站按级别统计数量（级别为空的不算）", group_pairs(Counter(g["level"] for g in GAS if g["level"])), "group")

# ---------------------------------------------------------------- two tables
g = one(GAS, name="嘉兴市加油加气站有限公司东栅站")
Q("嘉兴市加油加气站有限公司东栅站的经营许可证哪天失效？", iso(lic_by_name[g["businessLicense"]]["invalidDate"]),
  "two-table")
g = one(GAS, name="宁波市汽车燃气有限公司梅墟加气站")
Q("When did the operating licence of 宁波市汽车燃气有限公司梅墟加气站 take effect?",
  iso(lic_by_name[g["businessLicense"]]["effectiveDate"]), "two-table", "en")
n = sum(1 for g in GAS if g["businessLicense"] in lic_by_name
        and lic_by_name[g["businessLicense"]]["invalidDate"]
        and day(lic_by_name[g["businessLicense"]]["invalidDate"]).year == 2019)
Q("有几个加油站的经营许可证是在2019年到期失效的？", n, "two-table")
s = one(SCHOOL, name="浙江神学院")
codes = sorted({r["id"] for r in REGION if r["name"] == s["county"]})
assert len(codes) == 1
Q("浙江神学院所在区县的行政区划代码是多少", codes, "two-table")
s = one(SCHOOL, name="杭州佛学院")
Q("杭州佛学院所在的区县里，登记的宗教场所有多少处？", sum(1 for v in VENUE if v["county"] == s["county"]),
  "two-table")
g = one(GAS, name="中海油浙江新能源有限公司集运加气站")
L = lic_by_name[g["businessLicense"]]
Q("中海油浙江新能源有限公司集运加气站的许可证有效期一共多少天？",
  (day(L["invalidDate"]) - day(L["effectiveDate"])).days, "two-table")

# ---------------------------------------------------------------- chains
w = top([(s, num(s["studentCount"])) for s in SCHOOL])[0]
Q("在校生最多的那所学校所在的城市，一共有多少家旅行社？", sum(1 for a in AGENCY if a["city"] == w["city"]), "chain")
w = top([(g, num(g["employeeCount"])) for g in GAS if g["employeeCount"]])[0]
Q("职工最多的那个加油站，负责人是谁？", w["manager"], "chain")
wc = top(list(Counter(v["county"] for v in VENUE if v["county"]).items()))[0]
Q("宗教场所最多的那个县区里，佛教场所有几处", sum(1 for v in VENUE if v["county"] == wc and v["religion"] == "佛教"),
  "chain")
w = bottom([(s, day(s["establishmentDate"])) for s in SCHOOL])[0]
Q("How many religious associations are there in the city where the earliest-founded school is located?",
  sum(1 for a in ASSOC if a["city"] == w["city"]), "chain", "en")
s = one(SCHOOL, name="浙江道教学院")
Q("浙江道教学院所在县有几处道教场所？", sum(1 for v in VENUE if v["county"] == s["county"] and v["religion"] == s["religion"]),
  "chain")

# ---------------------------------------------------------------- dates
Q("浙江神学院是哪天成立的？", iso(one(SCHOOL, name="浙江神学院")["establishmentDate"]), "date")
Q("On what date was 浙江道教学院 established?", iso(one(SCHOOL, name="浙江道教学院")["establishmentDate"]),
  "date", "en")
Q("2016年成立的学校有几所", sum(1 for s in SCHOOL if day(s["establishmentDate"]).year == 2016), "date")
w = bottom([(a["name"], day(a["registrationTime"])) for a in ASSOC if a["category"] == "省团体"])
Q("省团体协会里，哪个登记得最早？", w[0], "date")
Q("浙江省天主教爱国会是什么时候登记的", iso(one(ASSOC, name="浙江省天主教爱国会")["registrationTime"]), "date")
L = lic_by_name["浙201801010002J"]
Q("许可证浙201801010002J的有效期从哪天到哪天？", [iso(L["effectiveDate"]), iso(L["invalidDate"])], "date")

# ---------------------------------------------------------------- other
s = one(SCHOOL, name="浙江佛学院")
Q("浙江佛学院的在校生与教师人数之比是多少？（保留两位小数）",
  rnd(num(s["studentCount"]) / num(s["teacherCount"]), 2), "other")

# ---------------------------------------------------------------- write
assert len(QS) == 80, len(QS)
assert sum(q["lang"] == "en" for q in QS) == 15, sum(q["lang"] == "en" for q in QS)
out = []
for i, q in enumerate(QS, 1):
    assert q["answer"] and all(a.strip() for a in q["answer"]), q
    out.append({"id": "affairqa-r59-%02d" % i, **q})
dest = os.path.join(HERE, "..", "r59-affairqa.json")
with open(dest, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", os.path.normpath(dest), len(out))
