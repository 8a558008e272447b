"""Gold answers for blind set r57 over KAG AffairQA (Zhejiang public-affairs tables).

Computed with the standard library `csv` module over the raw CSV files in
datasets/kag-affairqa/sources/ (nothing hard-coded but names and conditions taken
from the questions).  Writes ../r57-affairqa.json (relative to this folder).

Readings used
-------------
* Rounding: decimal arithmetic on the cell text, halves round up (ROUND_HALF_UP) at
  the precision the question states; a result with no stated precision is exact
  (integers plain, decimals without trailing zeros).
* Shares are percentages written as a plain number without "%", at the precision
  asked; the denominator is every row of the table (or of the group named).
* Blank cells are left out of counts, sums, averages, groups and superlatives
  (questions over fields with blanks say "有数据的" / "with a value" where it matters).
* Superlatives: the script asserts a unique winner; no question here has a tie.
* Yes/no answers: 是/否 for Chinese questions, yes/no for English ones.
* Lists: every item, in table (file) order; the order is not significant.
* Counts per group: gold is flattened pairs [group, value, group, value, ...],
  groups ordered by value descending (then by name); blank groups are left out.
* Multi-value cells: 旅行社.businessScope is read as text and tested for the exact
  substring the question quotes; no other multi-value cell is split.
* Dates: the sources write Y/M/D without zero padding (2012/10/8); answers give full
  dates as YYYY-MM-DD (2012-10-08) and years as four digits.  Placeholder dates
  (1899-12-30, 1900/1/1) are never the subject of a question.
* 加油站.csv rows are gas/filling stations (mostly 加气站); its `businessLicense` cell
  joins 许可证.csv `name` exactly.
* Data oddities avoided: near-duplicate attraction rows (5A scenic areas listed twice
  under variant names), 行政区.csv (repeated rows), code-valued cells (county codes,
  ZJ-... person ids), travel-agency `county` (市辖区), the misspelt 北仓区 station,
  the two 航埠 gas-station near-duplicates, outlier venue areas, 9.13E+17 credit codes,
  the licence valid until 2044.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP


def find_data():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for sub in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            p = os.path.join(d, sub)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa data not found")
        d = parent


DATA = os.path.join(find_data(), "sources")


def load(name):
    with open(os.path.join(DATA, name), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCHOOL = load("学校.csv")
VENUE = load("宗教场所.csv")
SIGHT = load("旅游景点.csv")
AGENCY = load("旅行社.csv")
LICENCE = load("许可证.csv")
GOV = load("政府机构.csv")


def one(rows, name):
    hit = [r for r in rows if r["name"] == name]
    assert len(hit) == 1, (name, len(hit))
    return hit[0]


def D(s):
    return Decimal(s.strip())


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def plain(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def iso(s):
    y, m, d = s.strip().split("/")
    assert y not in ("1899", "1900"), s
    return "%04d-%02d-%02d" % (int(y), int(m), int(d))


def top(rows, key, lowest=False):
    """Unique arg-max (or arg-min) over rows with a non-blank key."""
    vals = [(key(r), r) for r in rows]
    vals = [(v, r) for v, r in vals if v is not None]
    best = min(v for v, _ in vals) if lowest else max(v for v, _ in vals)
    win = [r for v, r in vals if v == best]
    assert len(win) == 1, ("tie", best, [r.get("name") for r in win])
    return win[0]


def top_group(counter, rank=1):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    assert items[rank - 1][1] != items[rank][1], ("tie", items[:rank + 1])
    if rank > 1:
        assert items[rank - 2][1] != items[rank - 1][1]
    return items[rank - 1][0]


def num(field):
    def k(r):
        v = r[field].strip()
        return D(v) if v else None
    return k


def pct(n, d, places):
    return rnd(Decimal(n) * 100 / Decimal(d), places)


def pairs(counter):
    out = []
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        if k == "":
            continue
        out += [k, str(v)]
    return out


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


def lic(name):
    return one(LICENCE, one(GAS, name)["businessLicense"])


Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, (str, int)):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------- lookups ----------------
add("lookup", "zh", "宁波新奥燃气有限公司福庆南路CNG加气站的负责人是谁？",
    one(GAS, "宁波新奥燃气有限公司福庆南路CNG加气站")["manager"])
add("lookup", "zh", "浙江邮电旅行社有限公司传真号多少",
    one(AGENCY, "浙江邮电旅行社有限公司")["faxNumber"])
add("lookup", "en", "What is the postal code of 杭州市基督教协会?",
    one(ASSOC, "杭州市基督教协会")["postalCode"])
add("lookup", "zh", "请问南北湖风景区是几A级旅游景区？",
    one(SIGHT, "南北湖风景区")["level"])
add("lookup", "zh", "建德市慧华寺 占地面积",
    one(VENUE, "建德市慧华寺")["area"])
add("lookup", "zh", "杭州市上城区紫阳街道社区卫生服务中心的联系电话是多少？",
    one(MED, "杭州市上城区紫阳街道社区卫生服务中心")["phoneNumber"])
add("lookup", "en", "Who is the legal representative of the gas company 慈溪市煤气有限公司?",
    one(GAS, "慈溪市煤气有限公司")["legalRepresentative"])
add("lookup", "zh", "浙江神学院的地址在哪儿？",
    one(SCHOOL, "浙江神学院")["address"])

# ---------------- counts ----------------
add("count", "zh", "鄞州区的加油加气站一共几家？",
    sum(1 for r in GAS if r["county"] == "鄞州区"))
add("count", "zh", "全省登记的三级医疗机构有多少家？",
    sum(1 for r in MED if r["level"] == "三级"))
add("count", "zh", "乐清市有多少处道教活动场所？",
    sum(1 for r in VENUE if r["county"] == "乐清市" and r["religion"] == "道教"))
add("count", "zh", "基督教的协会有几个",
    sum(1 for r in ASSOC if r["religion"] == "基督教"))
add("count", "en", "How many travel agencies are based in 温州市 (Wenzhou)?",
    sum(1 for r in AGENCY if r["city"] == "温州市"))
add("count", "zh", "名字里带“口腔”两个字的医疗机构有多少家？",
    sum(1 for r in MED if "口腔" in r["name"]))
add("count", "zh", "2018年建成的加气站有几座",
    sum(1 for r in GAS if r["buildTime"].startswith("2018/")))
add("count", "zh", "经营范围里写明“出境组团业务”的旅行社有多少家？",
    sum(1 for r in AGENCY if "出境组团业务" in r["businessScope"]))

# ---------------- sums ----------------
add("aggregate", "zh", "运营主体为中石化杭燃的加气站，职工人数加起来一共多少人？",
    plain(sum(D(r["employeeCount"]) for r in GAS
              if r["operationSubject"] == "中石化杭燃" and r["employeeCount"].strip())))
add("aggregate", "zh", "浙江省所有宗教院校的在校学生总数是多少？",
    plain(sum(D(r["studentCount"]) for r in SCHOOL)))
add("aggregate", "zh", "镇海区各加气站的液化天然气罐合计有多少个",
    plain(sum(D(r["liquidGasCanCount"]) for r in GAS if r["county"] == "镇海区")))
add("aggregate", "zh", "全部伊斯兰教宗教场所的建筑面积合计是多少平方米？",
    plain(sum(D(r["buildingArea"]) for r in VENUE if r["religion"] == "伊斯兰教")))
add("aggregate", "zh", "台州市的宗教院校一共有多少名教师？",
    plain(sum(D(r["teacherCount"]) for r in SCHOOL if r["city"] == "台州市")))

# ---------------- averages ----------------
_nh = [D(r["employeeCount"]) for r in GAS if r["county"] == "南湖区"]
add("average", "zh", "南湖区加气站平均职工人数是多少？保留两位小数",
    rnd(sum(_nh) / len(_nh), 2))
_st = [D(r["studentCount"]) for r in SCHOOL]
add("average", "en", "What is the average number of students per religious school? Round to one decimal place.",
    rnd(sum(_st) / len(_st), 1))
_is = [D(r["area"]) for r in VENUE if r["religion"] == "伊斯兰教"]
add("average", "zh", "伊斯兰教场所的平均占地面积是多少（保留一位小数，四舍五入）？",
    rnd(sum(_is) / len(_is), 1))
_yz = [D(r["totalDesignStorage"]) for r in GAS if r["county"] == "鄞州区"]
add("average", "zh", "鄞州区加气站总设计储量的平均值，保留2位小数",
    rnd(sum(_yz) / len(_yz), 2))
_tt = [D(r["buildingArea"]) for r in VENUE if r["county"] == "天台县" and r["religion"] == "道教"]
add("average", "zh", "天台县道教场所平均建筑面积多少？精确到小数点后两位",
    rnd(sum(_tt) / len(_tt), 2))

# ---------------- superlatives ----------------
_big = top(GAS, num("totalDesignStorage"))
add("superlative", "zh", "哪座加气站的总设计储量最大？", _big["name"])
_most_st = top(SCHOOL, num("studentCount"))
add("superlative", "zh", "在校学生最多的宗教院校是哪所", _most_st["name"])
add("superlative", "en", "Which city has the most travel agencies?",
    top_group(Counter(r["city"] for r in AGENCY)))
_emp = sorted((D(r["employeeCount"]) for r in GAS if r["employeeCount"].strip()), reverse=True)
assert _emp[0] != _emp[1] != _emp[2]
add("superlative", "zh", "职工人数排第二的加气站是哪家？",
    [r["name"] for r in GAS if r["employeeCount"].strip() and D(r["employeeCount"]) == _emp[1]])
add("superlative", "zh", "天主教场所数量排在第二位的是哪个地市？",
    top_group(Counter(r["city"] for r in VENUE if r["religion"] == "天主教"), rank=2))
add("superlative", "zh", "伊斯兰教的宗教场所里，占地面积最大的是哪一处？",
    top([r for r in VENUE if r["religion"] == "伊斯兰教"], num("area"))["name"])
add("superlative", "zh", "有教授人数数据的宗教院校中，教授最少的是哪所？",
    top(SCHOOL, num("professorCount"), lowest=True)["name"])

# ---------------- lists ----------------
add("list", "zh", "运营主体是中石油的加气站有哪些？",
    [r["name"] for r in GAS if r["operationSubject"] == "中石油"])
add("list", "zh", "列出全部伊斯兰教宗教场所",
    [r["name"] for r in VENUE if r["religion"] == "伊斯兰教"])
add("list", "en", "List all associations whose category is 省团体 (provincial-level groups).",
    [r["name"] for r in ASSOC if r["category"] == "省团体"])
add("list", "zh", "台州市有哪几所宗教院校",
    [r["name"] for r in SCHOOL if r["city"] == "台州市"])
add("list", "zh", "哪些加气站被认定为重大危险源？请全部列出。",
    [r["name"] for r in GAS if r["isMajorDangerSource"] == "是"])
add("list", "zh", "杭州市属于全真教的宗教场所都有哪些",
    [r["name"] for r in VENUE if r["city"] == "杭州市" and r["religiousType"] == "全真教"])

# ---------------- yes/no ----------------
add("exists", "zh", "天台华润燃气有限公司是否构成重大危险源？",
    yn(one(GAS, "天台华润燃气有限公司")["isMajorDangerSource"] == "是", "zh"))
add("exists", "zh", "杭州西湖刘长贵口腔诊所是三级医疗机构吗？",
    yn(one(MED, "杭州西湖刘长贵口腔诊所")["level"] == "三级", "zh"))
add("exists", "en", "Is 慈溪市海月寺 in the 寺观教堂 (temples and churches) category?",
    yn(one(VENUE, "慈溪市海月寺")["category"] == "寺观教堂", "en"))
add("exists", "zh", "浙江神学院属于基督教吗",
    yn(one(SCHOOL, "浙江神学院")["religion"] == "基督教", "zh"))
add("exists", "zh", "嘉兴市有没有宗教院校？",
    yn(any(r["city"] == "嘉兴市" for r in SCHOOL), "zh"))
add("exists", "en", "Does the business scope of 浙江邮电旅行社有限公司 include outbound group tours (出境组团业务)?",
    yn("出境组团业务" in one(AGENCY, "浙江邮电旅行社有限公司")["businessScope"], "en"))

# ---------------- shares ----------------
add("share", "zh", "一级医疗机构占全部医疗机构的百分比是多少？保留两位小数",
    pct(sum(1 for r in MED if r["level"] == "一级"), len(MED), 2))
add("share", "zh", "温州市的宗教场所占全省宗教场所总数的百分之几（保留1位小数）",
    pct(sum(1 for r in VENUE if r["city"] == "温州市"), len(VENUE), 1))
add("share", "en", "What percentage of all travel agencies are in 杭州市? Give it to two decimal places.",
    pct(sum(1 for r in AGENCY if r["city"] == "杭州市"), len(AGENCY), 2))
add("share", "zh", "加油站表里运营主体为中海油的站点占多大比例？按百分比保留一位小数",
    pct(sum(1 for r in GAS if r["operationSubject"] == "中海油"), len(GAS), 1))
add("share", "zh", "佛教协会在全部宗教协会中占百分之多少，保留两位小数",
    pct(sum(1 for r in ASSOC if r["religion"] == "佛教"), len(ASSOC), 2))

# ---------------- differences ----------------
add("difference", "zh", "浙江佛学院比杭州佛学院多多少名学生？",
    plain(D(one(SCHOOL, "浙江佛学院")["studentCount"]) - D(one(SCHOOL, "杭州佛学院")["studentCount"])))
_yq = sum(1 for r in VENUE if r["county"] == "乐清市")
_ra = sum(1 for r in VENUE if r["county"] == "瑞安市")
add("difference", "zh", "乐清市和瑞安市的宗教场所数量差多少", str(abs(_yq - _ra)))
add("difference", "en", "How much larger is the total design storage of 杭州余杭中石化交通能源有限公司 than that of 天台华润燃气有限公司?",
    plain(D(one(GAS, "杭州余杭中石化交通能源有限公司")["totalDesignStorage"])
          - D(one(GAS, "天台华润燃气有限公司")["totalDesignStorage"])))
add("difference", "zh", "杭州市的旅行社比宁波市多几家？",
    str(sum(1 for r in AGENCY if r["city"] == "杭州市") - sum(1 for r in AGENCY if r["city"] == "宁波市")))
add("difference", "zh", "基督教协会的数量比佛教协会多多少个？",
    str(sum(1 for r in ASSOC if r["religion"] == "基督教") - sum(1 for r in ASSOC if r["religion"] == "佛教")))

# ---------------- groups ----------------
add("group", "zh", "医疗机构按级别分，各级别分别有多少家？",
    pairs(Counter(r["level"] for r in MED)))
add("group", "zh", "加气站一级、二级、三级各多少座",
    pairs(Counter(r["level"] for r in GAS)))
add("group", "en", "How many religious venues are there for each religion?",
    pairs(Counter(r["religion"] for r in VENUE)))
add("group", "zh", "统计一下每个地市的旅行社数量",
    pairs(Counter(r["city"] for r in AGENCY)))
add("group", "zh", "杭州市的宗教协会按所属宗教分类，各有几个？",
    pairs(Counter(r["religion"] for r in ASSOC if r["city"] == "杭州市")))

# ---------------- two tables ----------------
add("two-table", "zh", "杭州萧山环能实业有限公司的经营许可证什么时候到期？",
    iso(lic("杭州萧山环能实业有限公司")["invalidDate"]))
_dj = one(SCHOOL, "浙江道教学院")
add("two-table", "zh", "浙江道教学院所在的县一共有多少处道教场所？",
    sum(1 for r in VENUE if r["county"] == _dj["county"] and r["religion"] == "道教"))
add("two-table", "zh", "浙江神学院所在的城市有多少家旅行社",
    sum(1 for r in AGENCY if r["city"] == one(SCHOOL, "浙江神学院")["city"]))
add("two-table", "en", "On what date did the operating licence held by 慈溪市煤气有限公司 become effective?",
    iso(lic("慈溪市煤气有限公司")["effectiveDate"]))
_top_assoc_city = top_group(Counter(r["city"] for r in ASSOC))
add("two-table", "zh", "宗教协会最多的那个城市，有多少处宗教场所？",
    sum(1 for r in VENUE if r["city"] == _top_assoc_city))
add("two-table", "zh", "浙江慈云佛学院所在地市登记了多少个宗教协会？",
    sum(1 for r in ASSOC if r["city"] == one(SCHOOL, "浙江慈云佛学院")["city"]))

# ---------------- chains ----------------
_nh_mother = one(GAS, "宁海县浙能油气发展有限公司加气母站")
_same = [r["name"] for r in GAS if r["manager"] == _nh_mother["manager"] and r["name"] != _nh_mother["name"]]
assert len(_same) == 1
add("chain", "zh", "和宁海县浙能油气发展有限公司加气母站是同一个负责人的另一座加气站叫什么？", _same)
add("chain", "zh", "学生人数最多的那所宗教院校是哪一年成立的？",
    iso(_most_st["establishmentDate"])[:4])
add("chain", "zh", "郑善勇负责的加气站里，成立最早的是哪一座？",
    top([r for r in GAS if r["manager"] == "郑善勇"],
        lambda r: iso(r["buildTime"]), lowest=True)["name"])
add("chain", "en", "How many religious venues are in the county where 浙江慈云佛学院 is located?",
    sum(1 for r in VENUE if r["county"] == one(SCHOOL, "浙江慈云佛学院")["county"]))
add("chain", "zh", "总设计储量最大的加气站，法定代表人是谁？", _big["legalRepresentative"])

# ---------------- dates ----------------
add("date", "zh", "宁波市汽车燃气有限公司梅墟加气站是哪天成立的？",
    iso(one(GAS, "宁波市汽车燃气有限公司梅墟加气站")["buildTime"]))
add("date", "zh", "萧山区佛教协会登记时间",
    iso(one(ASSOC, "萧山区佛教协会")["registrationTime"]))
add("date", "en", "When was 浙江道教学院 established?",
    iso(one(SCHOOL, "浙江道教学院")["establishmentDate"]))
add("date", "zh", "成立时间最晚的宗教院校是哪所？",
    top(SCHOOL, lambda r: iso(r["establishmentDate"]))["name"])
add("date", "zh", "许可证浙201709050002P哪天失效",
    iso(one(LICENCE, "浙201709050002P")["invalidDate"]))

# ---------------- other ----------------
add("other", "zh", "宗教院校里，教师人数与学生人数之比最高的是哪一所？",
    top(SCHOOL, lambda r: D(r["teacherCount"]) / D(r["studentCount"]))["name"])
add("other", "zh", "职工人数在10到20人之间（含10和20）的加气站有几座？",
    sum(1 for r in GAS if r["employeeCount"].strip() and 10 <= int(r["employeeCount"]) <= 20))
add("other", "en", "How many licences in the licence table took effect in 2017?",
    sum(1 for r in LICENCE if r["effectiveDate"].startswith("2017/")))
_sp = {r["category"] for r in MED if r["servicePopulation"] == "基本、离休、子女"}
assert len(_sp) == 1
add("other", "zh", "服务人群是“基本、离休、子女”的那些医疗机构属于什么类别？", sorted(_sp))

assert len(Q) == 80, len(Q)
assert sum(q["lang"] == "en" for q in Q) == 15
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r57-%02d" % i
OUT = [{"id": q["id"], "question": q["question"], "answer": q["answer"],
        "shape": q["shape"], "lang": q["lang"]} for q in Q]
dest = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r57-affairqa.json")
with open(dest, "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", len(OUT), "questions to", os.path.normpath(dest))
