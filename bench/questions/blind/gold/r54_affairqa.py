"""Gold answers for the r54 AffairQA blind set (80 questions: 65 zh, 15 en).

Computed with the standard library ``csv`` module over the raw CSV tables of
datasets/kag-affairqa/sources/ (found by walking up from this file's folder until a
directory holds ``datasets/kag-affairqa`` or ``shared/datasets/kag-affairqa``).

Readings used:
- Cells are compared as written (stripped of surrounding blanks); answers that are cells
  are the exact cell text (dates as the table writes them, e.g. ``2022/4/16``).
- Numbers: cells are parsed as decimals; sums/averages/percentages are rounded with
  half-up rounding (halves round up) to the precision the question states; a value with no
  fractional part prints without ``.0`` unless the question asks for decimals.
- Percentages are a number without ``%`` (e.g. ``33.9``).
- Yes/no: 是/否 for Chinese questions, yes/no for English ones.
- "Have no X" / "have X at all" means the cell is empty / non-empty.
- Multi-value cells (旅行社.businessScope, joined with 、) are split on 、; a scope
  "contains 出境组团业务" when one of its parts equals it.
- Dates in the form YYYY/M/D are compared as calendar dates.
- Superlatives: the script asserts a unique winner (and strict order down to the rank
  asked for). Lists give every item (any order). Group counts are flattened pairs
  [group, count, group, count, ...], ordered by count descending then group name.
- Gas-station questions avoid the near-duplicate rows (航埠 stations written with and
  without '-', the two 台州分公司 rows) and the rows with placeholder date 1899-12-30;
  the script asserts that no counted/ranked station is one of them.
- Attraction questions are lookups of single named records only (the 旅游景点 table has
  many near-duplicate attractions, so no counts over it).
- 协会.county and other code-bearing columns (ZJ-..., 330401) are not used.
"""
import csv
import json
import os
from collections import Counter
from datetime import date
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


DATA = find_data()
SRC = os.path.join(DATA, "sources")


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    out = []
    for r in rows[1:]:
        rec = {}
        for i, c in enumerate(head):
            if c not in rec:  # first occurrence of a repeated header
                rec[c] = r[i].strip() if i < len(r) else ""
        out.append(rec)
    return out


GS = load("加油站.csv")
MED = load("医疗机构.csv")
ASSOC = load("协会.csv")
SCH = load("学校.csv")
REL = load("宗教场所.csv")
ATT = load("旅游景点.csv")
TA = load("旅行社.csv")
LIC = load("许可证.csv")


def one(rows, name):
    m = [r for r in rows if r["name"] == name]
    assert len(m) == 1, (name, len(m))
    return m[0]


def D(s):
    return Decimal(s)


def rnd(x, places):
    q = Decimal(1).scaleb(-places) if places else Decimal(1)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def plain(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def pct(n, d, places):
    return rnd(Decimal(n) * 100 / Decimal(d), places)


def pdate(s):
    y, m, d = s.split("/")
    return date(int(y), int(m), int(d))


def ranked(rows, key, n, reverse=True):
    """The names at rank 1..n by key; asserts strict order through rank n+1 where it exists."""
    s = sorted(rows, key=key, reverse=reverse)
    vals = [key(r) for r in s[: n + 1]]
    for i in range(min(n, len(vals) - 1)):
        assert vals[i] != vals[i + 1], ("tie", [r["name"] for r in s[: n + 1]], vals)
    return [r["name"] for r in s[:n]]


def top_group(counter, rank=1, reverse=True):
    items = sorted(counter.items(), key=lambda kv: kv[1], reverse=reverse)
    vals = [v for _, v in items]
    for i in range(min(rank, len(vals) - 1)):
        assert vals[i] != vals[i + 1], ("tie", items[: rank + 1])
    return items[rank - 1][0]


def pairs(counter):
    out = []
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [k, str(v)]
    return out


# --- messy gas-station rows -------------------------------------------------
GS_MESSY = {r["name"] for r in GS if r["buildTime"] == "1899-12-30"}
GS_MESSY |= {r["name"] for r in GS if "航埠" in r["name"]}
GS_MESSY |= {r["name"] for r in GS if r["name"].endswith("台州分公司")}


def clean_gs(rows):
    names = {r["name"] for r in rows}
    assert not (names & GS_MESSY), names & GS_MESSY
    return rows


LICMAP = {}
for r in LIC:
    assert r["name"] not in LICMAP
    LICMAP[r["name"]] = r

Q = []


def add(q, ans, shape, lang="zh"):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    assert ans and all(a != "" for a in ans), (q, ans)
    Q.append({"question": q, "answer": ans, "shape": shape, "lang": lang})


yn = lambda b: "是" if b else "否"
yne = lambda b: "yes" if b else "no"

# ============================ 加油站 ========================================
add("桐乡运河加气站的负责人是谁？", one(GS, "桐乡运河加气站")["manager"], "lookup")
add("慈溪市煤气有限公司 成立日期", one(GS, "慈溪市煤气有限公司")["buildTime"], "lookup")
add("Which district is the gas station 杭州杭钢亚盛天然气有限公司 located in?",
    one(GS, "杭州杭钢亚盛天然气有限公司")["county"], "lookup", "en")
rows = clean_gs([r for r in GS if r["county"] == "镇海区"])
add("镇海区有几个加油站", len(rows), "count")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区" and r["level"] == "二级"])
add("鄞州区的二级加油站有多少个？", len(rows), "count")
rows = clean_gs([r for r in GS if r["isMajorDangerSource"] == "是"])
add("构成重大危险源的加油站一共有几家？", len(rows), "count")
add("天台华润燃气有限公司是不是重大危险源", yn(one(GS, "天台华润燃气有限公司")["isMajorDangerSource"] == "是"), "exists")
gsn = [r for r in GS if r["employeeCount"]]
w = ranked(gsn, lambda r: D(r["employeeCount"]), 1)
clean_gs([one(GS, w[0])])
add("职工人数最多的加油站是哪个？", w, "superlative")
gsn = [r for r in GS if r["totalDesignStorage"]]
w = ranked(gsn, lambda r: D(r["totalDesignStorage"]), 2)
clean_gs([one(GS, w[1])])
add("总设计储量排第二的加油站是哪一家？", w[1], "superlative")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区"])
add("鄞州区所有加油站的职工人数加起来是多少？", plain(sum(D(r["employeeCount"]) for r in rows)), "aggregate")
rows = clean_gs([r for r in GS if r["operationSubject"] == "中石化杭燃"])
avg = sum(D(r["totalDesignStorage"]) for r in rows) / len(rows)
add("运营主体是中石化杭燃的加气站，总设计储量平均是多少？（保留两位小数）", rnd(avg, 2), "average")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区"])
add("鄞州区加油站按级别分各有几个", pairs(Counter(r["level"] for r in rows)), "group")
a, b = one(GS, "宁波新奥燃气有限公司"), one(GS, "宁波新奥燃气有限公司福庆南路CNG加气站")
add("宁波新奥燃气有限公司比宁波新奥燃气有限公司福庆南路CNG加气站多几个压缩天然气罐？",
    plain(D(a["gasCanCount"]) - D(b["gasCanCount"])), "difference")
add("桐乡运河加气站的经营许可证什么时候到期？",
    LICMAP[one(GS, "桐乡运河加气站")["businessLicense"]]["invalidDate"], "two-table")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区"])
for r in rows:
    assert r["businessLicense"] in LICMAP and LICMAP[r["businessLicense"]]["invalidDate"], r["name"]
n = sum(1 for r in rows if pdate(LICMAP[r["businessLicense"]]["invalidDate"]) < date(2021, 1, 1))
add("鄞州区的加油站里，经营许可证在2021年1月1日之前就失效的有几个？", n, "two-table")
rows = clean_gs([r for r in GS if r["county"] == "萧山区"])
add("萧山区有哪些加油站？", [r["name"] for r in rows], "list")
rows = clean_gs([r for r in GS if r["legalRepresentative"] == "时恩哲"])
add("How many gas stations have 时恩哲 as their legal representative?", len(rows), "count", "en")
add("宁波新奥燃气有限公司和宁波新奥燃气有限公司福庆南路CNG加气站在同一个区吗？",
    yn(a["county"] == b["county"] and a["county"] != ""), "difference")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区"])
add("鄞州区的加油站中二级的占百分之几？保留一位小数",
    pct(sum(1 for r in rows if r["level"] == "二级"), len(rows), 1), "share")
rows = clean_gs([r for r in GS if r["county"] == "鄞州区"])
add("鄞州区有多少个加油站没有液化天然气罐？", sum(1 for r in rows if r["liquidGasCanCount"] == "0"), "count")
rows = clean_gs([r for r in GS if r["county"] == "镇海区"])
w = ranked(rows, lambda r: pdate(r["buildTime"]), 1, reverse=False)
add("镇海区成立最早的加油站是哪个", w, "superlative")
add("What is the total design storage of 杭州余杭中石化交通能源有限公司?",
    one(GS, "杭州余杭中石化交通能源有限公司")["totalDesignStorage"], "lookup", "en")

# ============================ 医疗机构 ======================================
add("三级医院有几家？", sum(1 for r in MED if r["level"] == "三级"), "count")
add("医疗机构里社区卫生服务中心有多少家", sum(1 for r in MED if r["category"] == "社区卫生服务中心"), "count")
add("医疗机构按类别统计各有多少家？", pairs(Counter(r["category"] for r in MED)), "group")
add("一级医疗机构占全部医疗机构的百分比是多少？（保留两位小数）",
    pct(sum(1 for r in MED if r["level"] == "一级"), len(MED), 2), "share")
add("有服务人群信息的医疗机构有几家？", sum(1 for r in MED if r["servicePopulation"]), "count")
add("杭州锦医堂中医门诊部电话", one(MED, "杭州锦医堂中医门诊部")["phoneNumber"], "lookup")
add("What level is the medical institution 浙江医院?", one(MED, "浙江医院")["level"], "lookup", "en")
add("杭州整形医院是三级医院吗？", yn(one(MED, "杭州整形医院")["level"] == "三级"), "exists")
add("类别是门诊部诊所医务室村卫生室、级别为二级的医疗机构有哪些？",
    [r["name"] for r in MED if r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"], "list")
m = [r for r in MED if r["phoneNumber"] == "13003631830"]
assert len(m) == 1
add("电话13003631830是哪家医疗机构的？", m[0]["name"], "lookup")
add("How many hospitals (category 医院) are rated 二级?",
    sum(1 for r in MED if r["category"] == "医院" and r["level"] == "二级"), "count", "en")

# ============================ 旅游景点 ======================================
add("宁波博物馆景区是几A级景区？", one(ATT, "宁波博物馆景区")["level"], "lookup")
add("What is the address of 瓯海生命健康小镇景区?", one(ATT, "瓯海生命健康小镇景区")["address"], "lookup", "en")
a, b = one(ATT, "宁波博物馆景区"), one(ATT, "浙江舟山跨海大桥展览馆景区")
add("宁波博物馆景区和浙江舟山跨海大桥展览馆景区的级别一样吗？", yn(a["level"] == b["level"]), "difference")
m = [r["name"] for r in ATT if r["city"] == "绍兴市" and r["level"] == "A"]
add("绍兴市有哪些A级（一A）景区？", m, "list")
add("Is 杭州西湖景区 a 5A (AAAAA) attraction?", yne(one(ATT, "杭州西湖景区")["level"] == "AAAAA"), "exists", "en")

# ============================ 旅行社 ========================================
tac = Counter(r["city"] for r in TA)
assert "" not in tac
add("舟山市有多少家旅行社？", tac["舟山市"], "count")
add("旅行社数量第二多的城市是哪个", top_group(tac, 2), "superlative")
add("各地市旅行社数量分别是多少？", pairs(tac), "group")
add("杭州市的旅行社比宁波市多多少家？", tac["杭州市"] - tac["宁波市"], "difference")
add("业务范围包含出境组团业务的旅行社有几家？",
    sum(1 for r in TA if "出境组团业务" in r["businessScope"].split("、")), "count")
add("没有传真号的旅行社有多少家", sum(1 for r in TA if not r["faxNumber"]), "count")
add("浙江邮电旅行社有限公司的地址在哪里？", one(TA, "浙江邮电旅行社有限公司")["address"], "lookup")
add("What's the English name of 安吉乐途旅行社有限公司?", one(TA, "安吉乐途旅行社有限公司")["englishName"], "lookup", "en")
add("建德中国旅行社有限公司有英文名吗？", yn(bool(one(TA, "建德中国旅行社有限公司")["englishName"])), "exists")
add("杭州市的旅行社占全省旅行社总数的百分之多少？（保留一位小数）", pct(tac["杭州市"], len(TA), 1), "share")
add("温州市业务范围只有国内旅游业务一项的旅行社有几家？",
    sum(1 for r in TA if r["city"] == "温州市" and r["businessScope"] == "国内旅游业务"), "count")
add("How many travel agencies are there in 金华市?", tac["金华市"], "count", "en")

# ============================ 跨表 ==========================================
isl_cities = {r["city"] for r in ASSOC if r["religion"] == "伊斯兰教"}
assert "" not in isl_cities
add("有伊斯兰教协会的城市里，一共有多少处伊斯兰教宗教场所？",
    sum(1 for r in REL if r["religion"] == "伊斯兰教" and r["city"] in isl_cities), "two-table")
cty = one(SCH, "浙江道教学院")["county"]
add("浙江道教学院所在的县有几处道教场所？",
    sum(1 for r in REL if r["religion"] == "道教" and r["county"] == cty), "two-table")
fewest = top_group(tac, 1, reverse=False)
add("How many religious venues are there in the city with the fewest travel agencies?",
    sum(1 for r in REL if r["city"] == fewest), "two-table", "en")

# ============================ 宗教场所 ======================================
isl = [r for r in REL if r["religion"] == "伊斯兰教"]
add("伊斯兰教的宗教场所有几处？", len(isl), "count")
add("伊斯兰教场所都有哪些", [r["name"] for r in isl], "list")
add("伊斯兰教场所的占地面积合计是多少？（保留一位小数）", rnd(sum(D(r["area"]) for r in isl), 1), "aggregate")
add("伊斯兰教场所的平均建筑面积是多少？保留两位小数",
    rnd(sum(D(r["buildingArea"]) for r in isl) / len(isl), 2), "average")
add("伊斯兰教场所里建筑面积最大的是哪个？", ranked(isl, lambda r: D(r["buildingArea"]), 1), "superlative")
add("Among the Islamic (伊斯兰教) religious venues, which has the third largest site area (占地面积)?",
    ranked(isl, lambda r: D(r["area"]), 3)[2], "superlative", "en")
add("建德市慧华寺占地面积多少", one(REL, "建德市慧华寺")["area"], "lookup")
add("道教场所中全真教的有几处？",
    sum(1 for r in REL if r["religion"] == "道教" and r["religiousType"] == "全真教"), "count")
add("舟山市的宗教场所按宗教分各有多少处？",
    pairs(Counter(r["religion"] for r in REL if r["city"] == "舟山市")), "group")
bud = [r for r in REL if r["religion"] == "佛教"]
add("佛教场所中类别为寺观教堂的占比是多少？（百分比，保留两位小数）",
    pct(sum(1 for r in bud if r["category"] == "寺观教堂"), len(bud), 2), "share")
add("乐清市的基督教场所有几个",
    sum(1 for r in REL if r["county"] == "乐清市" and r["religion"] == "基督教"), "count")
a, b = one(REL, "建德市慧华寺"), one(REL, "宁波江北延生禅寺")
assert D(a["area"]) != D(b["area"])
add("建德市慧华寺和宁波江北延生禅寺，哪个占地面积大？",
    a["name"] if D(a["area"]) > D(b["area"]) else b["name"], "difference")
add("How many Catholic (天主教) religious venues are there in 杭州市?",
    sum(1 for r in REL if r["religion"] == "天主教" and r["city"] == "杭州市"), "count", "en")
add("天主教场所最多的是哪个城市？",
    top_group(Counter(r["city"] for r in REL if r["religion"] == "天主教")), "superlative")

# ============================ 协会 ==========================================
add("萧山区佛教协会是什么时候登记的？", one(ASSOC, "萧山区佛教协会")["registrationTime"], "lookup")
add("有网址的协会有几个", sum(1 for r in ASSOC if r["website"]), "count")
add("基督教的省团体有哪些？",
    [r["name"] for r in ASSOC if r["religion"] == "基督教" and r["category"] == "省团体"], "list")
add("How many associations are located in 舟山市?", sum(1 for r in ASSOC if r["city"] == "舟山市"), "count", "en")
add("协会数量最多的城市是哪个？", top_group(Counter(r["city"] for r in ASSOC if r["city"])), "superlative")

# ============================ 学校 ==========================================
add("在校生最多的宗教院校是哪所？", ranked(SCH, lambda r: D(r["studentCount"]), 1), "superlative")
add("学校表里所有宗教院校的在校生加起来一共多少人？", plain(sum(D(r["studentCount"]) for r in SCH)), "aggregate")
add("What is the average number of students (在校生数量) across the religious schools, rounded to one decimal place?",
    rnd(sum(D(r["studentCount"]) for r in SCH) / len(SCH), 1), "average", "en")
add("杭州市有哪些宗教院校？", [r["name"] for r in SCH if r["city"] == "杭州市"], "list")
a, b = one(SCH, "浙江神学院"), one(SCH, "杭州佛学院")
add("浙江神学院比杭州佛学院多多少在校生？", plain(D(a["studentCount"]) - D(b["studentCount"])), "difference")
add("Is 浙江神学院 a Christian (基督教) school?", yne(one(SCH, "浙江神学院")["religion"] == "基督教"), "exists", "en")

# ============================ 许可证 ========================================
add("许可证浙201709050002P的失效日期是哪天？", one(LIC, "浙201709050002P")["invalidDate"], "lookup")
add("有生效日期的许可证有几个？", sum(1 for r in LIC if r["effectiveDate"]), "count")

# ============================ write ==========================================
assert len(Q) == 80, len(Q)
assert sum(1 for q in Q if q["lang"] == "en") == 15
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": f"affairqa-r54-{i:02d}", **q})
here = os.path.dirname(os.path.abspath(__file__))
dest = os.path.join(os.path.dirname(here), "r54-affairqa.json")
with open(dest, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} questions to {dest}")
