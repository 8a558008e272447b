"""Gold answers for the blind AffairQA set r55 (report writer's questions).

Computed with the standard library `csv` module over the raw CSV tables of
kag-affairqa/sources; nothing is hard-coded except the names the questions use.

Readings used:
- Counts are counts of table rows (records) that satisfy every condition by
  exact cell equality (after stripping surrounding spaces); empty cells never
  match a condition and are left out of groups.
- Shares are percentages: 100 * part / whole, where the whole is every row of
  the table (or of the named subset), rounded half up (decimal.ROUND_HALF_UP)
  to the precision the question asks, written without the % sign.
- Averages are rounded half up to two decimals unless the question says
  otherwise; integral sums are written without a decimal part.
- Superlatives (most, fewest, earliest, latest, second) are asserted to have a
  unique winner; "second" means the second-ranked record or group in a strict
  order (asserted unique too).
- Yes/no answers: 是/否 for Chinese questions, yes/no for English ones.
- Multi-value cells (travel agency 业务范围 businessScope, medical institution
  服务人群 servicePopulation) are split on 、 ， , ； ; and each item stripped;
  "contains X" means one of the items equals X.
- Dates are compared as (year, month, day) parsed from the source cell
  (YYYY/M/D); a date in an answer is written exactly as the source cell writes
  it (e.g. 2021/5/4). Placeholder dates (1899-12-30, 1900/1/1) are never the
  answer or the condition of any question.
- Group answers are flattened pairs [group, value, group, value, ...] ordered
  by value descending, then group name.
- Lists give every item; order does not matter (sorted here).
- Travel agency table has two columns named licenseNumber; the second is read
  as licenseNumber2 (no question uses either).
- Gas station -> licence join: 加油站.businessLicense equals 许可证.name exactly.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_data():
    d = HERE
    while True:
        for sub in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            p = os.path.join(d, sub)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa not found")
        d = parent


DATA = os.path.join(find_data(), "sources")


def read(name):
    with open(os.path.join(DATA, name), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, out = [], []
    seen = Counter()
    for h in rows[0]:
        seen[h] += 1
        header.append(h if seen[h] == 1 else f"{h}{seen[h]}")
    for r in rows[1:]:
        out.append({h: (r[i].strip() if i < len(r) else "") for i, h in enumerate(header)})
    return out


GS = read("加油站.csv")
MED = read("医疗机构.csv")
ASSOC = read("协会.csv")
SCH = read("学校.csv")
REL = read("宗教场所.csv")
ATT = read("旅游景点.csv")
TA = read("旅行社.csv")
LIC = {r["name"]: r for r in read("许可证.csv")}


def where(rows, **cond):
    return [r for r in rows if all(r.get(k) == v and v != "" for k, v in cond.items())]


def count(rows, **cond):
    return len(where(rows, **cond))


def by_name(rows, name):
    m = [r for r in rows if r["name"] == name]
    assert len(m) == 1, name
    return m[0]


def date_key(s):
    y, m, d = s.split("/")
    return (int(y), int(m), int(d))


def is_date(s):
    parts = s.split("/")
    return len(parts) == 3 and all(p.isdigit() for p in parts)


def num(s):
    return Decimal(s)


def fmt(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def share(part, whole, places):
    return rnd(Decimal(part) * 100 / Decimal(whole), places)


def ranked(items, key, reverse=True):
    """items: list of (label, value); returns sorted list, asserting strict order at top 2."""
    s = sorted(items, key=lambda t: t[1], reverse=reverse)
    return s


def top(items, n=1, reverse=True):
    s = ranked(items, None, reverse)
    assert len(s) > n - 1
    # the n-th ranked value must differ from its neighbours
    v = s[n - 1][1]
    assert sum(1 for t in s if t[1] == v) == 1, ("tie", s[: n + 1])
    return s[n - 1][0]


def group(rows, col):
    c = Counter(r[col] for r in rows if r[col] != "")
    return c


def flat(counter):
    out = []
    for k, v in sorted(counter.items(), key=lambda t: (-t[1], t[0])):
        out += [k, fmt(v)]
    return out


def split_multi(s):
    for sep in "、，,；;":
        s = s.replace(sep, "|")
    return [p.strip() for p in s.split("|") if p.strip()]


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


Q = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int, Decimal)):
        answer = [answer]
    answer = [a if isinstance(a, str) else fmt(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------- gas stations (加油站) ----------------
add("越城区有多少个加油站？", count(GS, county="越城区"), "count")
add("级别为二级、运营主体是中石化的加油站有几个？", count(GS, level="二级", operationSubject="中石化"), "count")
add("哪些加油站构成重大危险源？", sorted(r["name"] for r in where(GS, isMajorDangerSource="是")), "list")
add("职工人数最多的加油站是哪家？",
    top([(r["name"], int(r["employeeCount"])) for r in GS if r["employeeCount"]]), "superlative")
add("总设计储量排名第二的加油站是哪个？",
    top([(r["name"], num(r["totalDesignStorage"])) for r in GS if r["totalDesignStorage"]], n=2), "superlative")
add("各级别的加油站分别有多少个？", flat(group(GS, "level")), "group")
add("鄞州区的加油站比镇海区多几个？", count(GS, county="鄞州区") - count(GS, county="镇海区"), "difference")
add("所属行业为天然气生产和供应业的加油站占全部加油站的百分比是多少（保留两位小数）？",
    share(count(GS, industry="天然气生产和供应业"), len(GS), 2), "share")
add("南湖区加油站的职工人数合计是多少？", sum(int(r["employeeCount"]) for r in where(GS, county="南湖区")), "aggregate")
gs_dates = [(r["name"], date_key(r["buildTime"])) for r in GS if is_date(r["buildTime"])]
latest_gs = top(gs_dates)
add("成立日期最晚的加油站是哪一家？", latest_gs, "date")
add("2016年成立的加油站有几个？", sum(1 for _, d in gs_dates if d[0] == 2016), "date")
add("桐乡运河加气站的负责人是谁", by_name(GS, "桐乡运河加气站")["manager"], "lookup")
add("宁波新奥燃气有限公司的经营许可证什么时候失效？",
    LIC[by_name(GS, "宁波新奥燃气有限公司")["businessLicense"]]["invalidDate"], "two-table")
gs_lic = [(r, LIC[r["businessLicense"]]) for r in GS if r["businessLicense"] in LIC]
add("经营许可证在2018年生效的加油站有多少个？",
    sum(1 for r, l in gs_lic if is_date(l["effectiveDate"]) and date_key(l["effectiveDate"])[0] == 2018), "two-table")
add("经营许可证失效日期最早的加油站是哪个？",
    top([(r["name"], date_key(l["invalidDate"])) for r, l in gs_lic if is_date(l["invalidDate"])], reverse=False),
    "two-table")
add("慈溪市煤气有限公司是否构成重大危险源？", yn(by_name(GS, "慈溪市煤气有限公司")["isMajorDangerSource"] == "是", "zh"), "exists")
a1 = by_name(GS, "宁波新捷中油天然气有限公司穿山港区加气站")["manager"]
a2 = by_name(GS, "宁波新捷中油天然气有限公司梅山保税港区加气站")["manager"]
add("宁波新捷中油天然气有限公司穿山港区加气站和梅山保税港区加气站的负责人是同一个人吗？", yn(a1 == a2, "zh"), "other")
lv1 = [int(r["employeeCount"]) for r in where(GS, level="一级")]
assert all(r["employeeCount"] for r in where(GS, level="一级"))
add("一级加油站平均有多少名职工（保留两位小数）？", rnd(Decimal(sum(lv1)) / len(lv1), 2), "average")
add("How many gas stations list 中海油 as their operator (运营主体)?", count(GS, operationSubject="中海油"), "count", "en")
add("What is the total design storage of 杭州余杭中石化交通能源有限公司?",
    by_name(GS, "杭州余杭中石化交通能源有限公司")["totalDesignStorage"], "lookup", "en")
add("Is 天台华润燃气有限公司 a level 三级 gas station?",
    yn(by_name(GS, "天台华润燃气有限公司")["level"] == "三级", "en"), "exists", "en")

# ---------------- medical institutions (医疗机构) ----------------
add("三级医院有多少家？（类别为医院、级别为三级）", count(MED, category="医院", level="三级"), "count")
add("医院类医疗机构在全部医疗机构中占比多少？百分比保留一位小数", share(count(MED, category="医院"), len(MED), 1), "share")
add("按类别统计医疗机构数量", flat(group(MED, "category")), "group")
m = where(MED, category="社区卫生服务中心", level="二级")
assert len(m) == 1
add("级别为二级的社区卫生服务中心是哪家？", m[0]["name"], "lookup")
add("服务人群包括离休人员（离休）的医疗机构有几家？",
    sum(1 for r in MED if "离休" in split_multi(r["servicePopulation"])), "count")
add("是否有级别为三级的社区卫生服务中心？", yn(count(MED, category="社区卫生服务中心", level="三级") > 0, "zh"), "exists")
add("Which medical institutions of category 门诊部诊所医务室村卫生室 are rated level 二级?",
    sorted(r["name"] for r in where(MED, category="门诊部诊所医务室村卫生室", level="二级")), "list", "en")

# ---------------- religious venues (宗教场所) ----------------
add("各宗教的宗教场所分别有多少个？", flat(group(REL, "religion")), "group")
add("宗教场所最多的县区是哪个", top(list(group(REL, "county").items())), "superlative")
add("宗教场所数量排第二的城市是哪个？", top(list(group(REL, "city").items()), n=2), "superlative")
add("温州市的佛教场所有多少个？", count(REL, city="温州市", religion="佛教"), "count")
add("台州市属于道教全真教的寺观教堂有几处？",
    count(REL, city="台州市", religion="道教", religiousType="全真教", category="寺观教堂"), "count")
add("基督教场所占全部宗教场所的比例是多少（百分比，保留两位小数）？", share(count(REL, religion="基督教"), len(REL), 2), "share")
add("伊斯兰教的宗教场所有哪些？", sorted(r["name"] for r in where(REL, religion="伊斯兰教")), "list")
rel_appr = [(r["name"], date_key(r["approvalDate"])) for r in REL if is_date(r["approvalDate"])]
add("2020年批准的宗教场所有哪些？", sorted(n for n, d in rel_appr if d[0] == 2020), "date")
add("批准日期最晚的宗教场所是哪个？", top(rel_appr), "date")
add("建德市慧华寺的登记时间", by_name(REL, "建德市慧华寺")["registrationTime"], "lookup")
add("瑞安市的宗教场所比永嘉县多几个？", count(REL, county="瑞安市") - count(REL, county="永嘉县"), "difference")
c1, c2 = count(REL, city="丽水市"), count(REL, city="衢州市")
assert c1 != c2
add("丽水市和衢州市，哪个城市的宗教场所更多？", "丽水市" if c1 > c2 else "衢州市", "other")
add("How many Taoist (道教) venues belong to each sect (宗教派别)?",
    flat(group(where(REL, religion="道教"), "religiousType")), "group", "en")
add("In which county is 宁波阿育王寺?", by_name(REL, "宁波阿育王寺")["county"], "lookup", "en")
add("Is 杭州清真寺 located in 上城区?", yn(by_name(REL, "杭州清真寺")["county"] == "上城区", "en"), "exists", "en")

# ---------------- associations (协会) ----------------
add("杭州市所属宗教为基督教的协会有多少个？", count(ASSOC, city="杭州市", religion="基督教"), "count")
add("类别为省团体的协会有哪些？", sorted(r["name"] for r in where(ASSOC, category="省团体")), "list")
add("协会数量第二多的城市", top(list(group(ASSOC, "city").items()), n=2), "superlative")
as_dates = [(r["name"], date_key(r["registrationTime"])) for r in ASSOC if is_date(r["registrationTime"])]
add("登记时间最晚的协会是哪个？", top(as_dates), "date")
add("萧山区佛教协会是什么时候登记的？", by_name(ASSOC, "萧山区佛教协会")["registrationTime"], "lookup")
add("2020年登记的协会有几个？", sum(1 for _, d in as_dates if d[0] == 2020), "date")
add("佛教协会占所有协会的百分比（保留两位小数）", share(count(ASSOC, religion="佛教"), len(ASSOC), 2), "share")
add("各宗教分别有多少个协会？", flat(group(ASSOC, "religion")), "group")
add("What is the postal code of 东阳市天主教爱国会?", by_name(ASSOC, "东阳市天主教爱国会")["postalCode"], "lookup", "en")
add("How many more Buddhist (佛教) associations are there than Taoist (道教) ones?",
    count(ASSOC, religion="佛教") - count(ASSOC, religion="道教"), "difference", "en")
d1 = date_key(by_name(ASSOC, "浙江省伊斯兰教协会")["registrationTime"])
d2 = date_key(by_name(ASSOC, "浙江省道教协会")["registrationTime"])
add("浙江省伊斯兰教协会的登记时间是否早于浙江省道教协会？", yn(d1 < d2, "zh"), "exists")

# ---------------- religious schools (学校) ----------------
stud = [(r["name"], int(r["studentCount"])) for r in SCH]
add("在校生最多的宗教院校是哪所？", top(stud), "superlative")
add("在校生数量第二多的学校是哪个", top(stud, n=2), "superlative")
add("所有宗教院校的在校生一共有多少人？", sum(v for _, v in stud), "aggregate")
add("成立最早的学校是哪所？", top([(r["name"], date_key(r["establishmentDate"])) for r in SCH], reverse=False), "date")
add("2016年成立的学校有哪些？",
    sorted(r["name"] for r in SCH if date_key(r["establishmentDate"])[0] == 2016), "date")
t1 = int(by_name(SCH, "浙江道教学院")["teacherCount"])
t2 = int(by_name(SCH, "浙江神学院")["teacherCount"])
assert t1 != t2
add("浙江道教学院和浙江神学院哪个教师人数多？", "浙江道教学院" if t1 > t2 else "浙江神学院", "other")
add("浙江慈云佛学院所在县区有多少个佛教场所？",
    count(REL, county=by_name(SCH, "浙江慈云佛学院")["county"], religion="佛教"), "two-table")
add("浙江道教学院所在城市有几个道教协会（所属宗教为道教）？",
    count(ASSOC, city=by_name(SCH, "浙江道教学院")["city"], religion="道教"), "two-table")
add("What is the average number of enrolled students (在校生数量) per religious school, to two decimals?",
    rnd(Decimal(sum(v for _, v in stud)) / len(stud), 2), "average", "en")
add("How many travel agencies are in the county where 杭州佛学院 is located?",
    count(TA, county=by_name(SCH, "杭州佛学院")["county"]), "two-table", "en")

# ---------------- tourist attractions (旅游景点) ----------------
add("宁波市的AAAA级景区有多少个？", count(ATT, city="宁波市", level="AAAA"), "count")
add("AAAA级景区最多的城市是哪个？", top(list(group(where(ATT, level="AAAA"), "city").items())), "superlative")
add("哪些城市有A级（单A）景区？", sorted(set(r["city"] for r in where(ATT, level="A"))), "list")
add("江山最美碗窑景区是几A级景区", by_name(ATT, "江山最美碗窑景区")["level"], "lookup")
add("AAA级景区占全部旅游景点的百分比（保留两位小数）", share(count(ATT, level="AAA"), len(ATT), 2), "share")
add("How many travel agencies are there in each city?", flat(group(TA, "city")), "group", "en")
add("Which city has the fewest tourist attractions?", top(list(group(ATT, "city").items()), reverse=False),
    "superlative", "en")

# ---------------- travel agencies (旅行社) ----------------
add("舟山市有多少家旅行社？", count(TA, city="舟山市"), "count")
add("杭州市的旅行社占全省旅行社的比例是多少（百分比，保留两位小数）？", share(count(TA, city="杭州市"), len(TA), 2), "share")
add("业务范围包含出境组团业务的旅行社有多少家？",
    sum(1 for r in TA if "出境组团业务" in split_multi(r["businessScope"])), "count")
add("浙江邮电旅行社有限公司的传真号", by_name(TA, "浙江邮电旅行社有限公司")["faxNumber"], "lookup")
add("旅行社数量排第二的城市是哪个？", top(list(group(TA, "city").items()), n=2), "superlative")
add("温州市的旅行社比金华市多几家？", count(TA, city="温州市") - count(TA, city="金华市"), "difference")
add("What is the English name of 浙江邮电旅行社有限公司?", by_name(TA, "浙江邮电旅行社有限公司")["englishName"], "lookup", "en")
ta_top = top(list(group(TA, "city").items()))
add("How many tourist attractions are there in the city with the most travel agencies?",
    count(ATT, city=ta_top), "two-table", "en")
add("旅行社最多的城市有多少个宗教场所？", count(REL, city=ta_top), "two-table")

assert len(Q) == 80, len(Q)
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": f"affairqa-r55-{i:02d}", **q})
assert sum(q["lang"] == "en" for q in out) == 15, sum(q["lang"] == "en" for q in out)
dest = os.path.join(os.path.dirname(HERE), "r55-affairqa.json")
with open(dest, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} questions to {dest}")
