"""Gold answers for the blind AffairQA set r58 (80 questions: 65 Chinese, 15 English).

Every answer is computed here with the standard library (`csv` to read the raw tables under
kag-affairqa/sources/, `decimal` and `datetime` for arithmetic) -- nothing is hard-coded.

Readings used:
- Rounding: halves round up (decimal ROUND_HALF_UP), to the precision the question asks;
  the answer keeps exactly that many decimals (10.6, 21.35). Sums and differences of cells are
  exact decimals printed without trailing zeros (68.8, 74); no thousands separators.
- Percentages: a number without the % sign, at the precision asked.
- Ties: every superlative (and runner-up) is asserted to have a unique winner; no question
  asks for tied items.
- Yes/no: 是/否 for Chinese questions, yes/no for English ones.
- Multi-value cells: a travel agency's 业务范围 (businessScope) is split on 、 ； ; and an item
  counts only when it equals the asked scope exactly (出境组团业务).
- Dates: table cells are written Y/M/D (2021/5/4); answers write them ISO, YYYY-MM-DD
  (2021-05-04). Year conditions read the year of the cell.
- Counts per group: flattened pairs [group, value, group, value, ...] in the order the
  question names the groups (or, when it names none, by descending count).
- Lists: every item, in table order (order does not matter).
- Cities/counties: a religious venue's or association's city is its 所在城市 column; a county
  its 所在区县 column (county questions were chosen where no row of that area writes a code
  or leaves the county empty). 医院 means 类别 == 医院.
- Gas station -> licence: the station's 经营许可证 cell equals the licence's name (许可证.csv).
- 旅行社.csv has two columns named licenseNumber; no question uses either.
Avoided: near-duplicate gas stations (衢州…航埠 pairs), the 北仓区 typo, 1899-12-30 and
1900/1/1 placeholder dates, code-valued cells (ZJ-…, 3301xx counties), the messy 行政区 table,
tourist-attraction counts (many near-duplicate 5A rows), the two empty religious-venue rows.
"""
import csv
import datetime
import json
import os
from decimal import Decimal, ROUND_HALF_UP


def find_data():
    d = os.path.dirname(os.path.abspath(__file__))
    while True:
        for rel in ("datasets/kag-affairqa", "shared/datasets/kag-affairqa"):
            p = os.path.join(d, rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa not found")
        d = parent


DATA = os.path.join(find_data(), "sources")


def load(name):
    with open(os.path.join(DATA, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    seen = {}
    cols = []
    for h in head:
        seen[h] = seen.get(h, 0) + 1
        cols.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
    return [dict(zip(cols, r)) for r in rows[1:]]


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
TOUR = load("旅游景点")
TRAVEL = load("旅行社")
LIC = load("许可证")


def one(rows, **kw):
    hits = [r for r in rows if all(r[k] == v for k, v in kw.items())]
    assert len(hits) == 1, (kw, len(hits))
    return hits[0]


def D(s):
    return Decimal(s)


def plain(x):
    """Exact decimal without trailing zeros."""
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return format(x.normalize(), "f")


def rnd(x, nd):
    q = Decimal(1).scaleb(-nd)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, nd):
    return rnd(Decimal(a) * 100 / Decimal(b), nd)


def iso(s):
    y, m, d = s.split("/")
    return "%04d-%02d-%02d" % (int(y), int(m), int(d))


def top(rows, key, label, n=1, reverse=True):
    """Name of the n-th ranked row; asserts the n-th value is held by exactly one row and
    strictly differs from its neighbours."""
    vals = sorted(((key(r), label(r)) for r in rows), key=lambda t: t[0], reverse=reverse)
    v = vals[n - 1][0]
    assert sum(1 for t in vals if t[0] == v) == 1, ("tie", v)
    return vals[n - 1][1]


def scopes(r):
    s = r["businessScope"]
    for sep in ("；", ";"):
        s = s.replace(sep, "、")
    return [p.strip() for p in s.split("、") if p.strip()]


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def licence_of(station):
    g = one(GAS, name=station)
    return one(LIC, name=g["businessLicense"])


Q = []


def q(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------- lookups ----------------
q("宁波新奥燃气有限公司的负责人是谁？", one(GAS, name="宁波新奥燃气有限公司")["manager"], "lookup")
q("请问浙江邮电旅行社有限公司的地址在哪里？", one(TRAVEL, name="浙江邮电旅行社有限公司")["address"], "lookup")
q("杭州锦医堂中医门诊部电话多少", one(MED, name="杭州锦医堂中医门诊部")["phoneNumber"], "lookup")
q("东阳市天主教爱国会的登记证号是什么？", one(ASSOC, name="东阳市天主教爱国会")["registrationCertificateNumber"], "lookup")
q("宁波天童禅寺 邮编", one(REL, name="宁波天童禅寺")["postalCode"], "lookup")
q("What A-level rating does 宁波博物馆景区 hold?", one(TOUR, name="宁波博物馆景区")["level"], "lookup", "en")
q("浙江慈云佛学院实行的是几年学制？", one(SCHOOL, name="浙江慈云佛学院")["schoolSystem"], "lookup")
q("Who is the legal representative of 浙江华油天然气有限公司?", one(GAS, name="浙江华油天然气有限公司")["legalRepresentative"], "lookup", "en")
q("三门县道生加气站有限公司的运营主体是哪家？", one(GAS, name="三门县道生加气站有限公司")["operationSubject"], "lookup")

# records named by a property
r = [x["name"] for x in TRAVEL if x["englishName"] == "zhejiangyoudianlvxingsheyouxiangongsi"]
assert len(r) == 1
q("英文名是zhejiangyoudianlvxingsheyouxiangongsi的旅行社叫什么名字？", r, "lookup")

# ---------------- counts ----------------
q("医疗机构里三级医院一共有多少家？",
  sum(1 for x in MED if x["category"] == "医院" and x["level"] == "三级"), "count")
q("嘉兴市的旅行社有几家", sum(1 for x in TRAVEL if x["city"] == "嘉兴市"), "count")
q("温州市登记在册的基督教宗教场所有多少处？",
  sum(1 for x in REL if x["city"] == "温州市" and x["religion"] == "基督教"), "count")
q("鄞州区一共有多少个加油站？", sum(1 for x in GAS if x["county"] == "鄞州区"), "count")
q("How many religious associations are based in 温州市?", sum(1 for x in ASSOC if x["city"] == "温州市"), "count", "en")
q("杭州市业务范围包含出境组团业务的旅行社有多少家？",
  sum(1 for x in TRAVEL if x["city"] == "杭州市" and "出境组团业务" in scopes(x)), "count")
q("麻烦统计一下：级别为一级的加油站有几座？", sum(1 for x in GAS if x["level"] == "一级"), "count")

# ---------------- sums ----------------
q("所有宗教院校的在校生加起来一共多少人？", plain(sum(D(x["studentCount"]) for x in SCHOOL)), "aggregate")
q("鄞州区各加油站的液化天然气罐个数合计是多少？",
  plain(sum(D(x["liquidGasCanCount"]) for x in GAS if x["county"] == "鄞州区")), "aggregate")
hz_cath = [x for x in REL if x["city"] == "湖州市" and x["religion"] == "天主教"]
q("湖州市天主教场所的建筑面积总共有多少平方米？", plain(sum(D(x["buildingArea"]) for x in hz_cath)), "aggregate")
sh = [x for x in GAS if x["operationSubject"] == "中石化杭燃"]
assert all(x["employeeCount"] for x in sh)
q("运营主体是中石化杭燃的那些加气站，职工人数总和是多少？", plain(sum(D(x["employeeCount"]) for x in sh)), "aggregate")

# ---------------- averages ----------------
hzs = [x for x in SCHOOL if x["city"] == "杭州市"]
q("杭州市的宗教院校平均每所有多少在校生？（四舍五入取整）",
  rnd(sum(D(x["studentCount"]) for x in hzs) / len(hzs), 0), "average")
q("中石化杭燃旗下加气站的平均职工人数是多少？保留一位小数",
  rnd(sum(D(x["employeeCount"]) for x in sh) / len(sh), 1), "average")
yz = [x for x in GAS if x["county"] == "鄞州区"]
q("What is the average total design storage (总设计储量) of the gas stations in 鄞州区, rounded to two decimal places?",
  rnd(sum(D(x["totalDesignStorage"]) for x in yz) / len(yz), 2), "average", "en")
bud = [x for x in SCHOOL if x["religion"] == "佛教"]
q("佛教院校的教师人数平均是多少（保留两位小数）？",
  rnd(sum(D(x["teacherCount"]) for x in bud) / len(bud), 2), "average")
q("湖州市天主教场所平均占地面积多大，保留1位小数",
  rnd(sum(D(x["area"]) for x in hz_cath) / len(hz_cath), 1), "average")

# ---------------- superlatives ----------------
q("在校生最多的宗教院校是哪所？", top(SCHOOL, lambda x: int(x["studentCount"]), lambda x: x["name"]), "superlative")
gas_emp = [x for x in GAS if x["employeeCount"]]
q("职工人数最多的加油站是哪家", top(gas_emp, lambda x: int(x["employeeCount"]), lambda x: x["name"]), "superlative")
gas_tds = [x for x in GAS if x["totalDesignStorage"]]
q("Which gas station has the largest total design storage?",
  top(gas_tds, lambda x: D(x["totalDesignStorage"]), lambda x: x["name"]), "superlative", "en")
hzrel = [x for x in REL if x["city"] == "杭州市"]
q("杭州市占地面积最大的宗教场所是哪一个？", top(hzrel, lambda x: D(x["area"]), lambda x: x["name"]), "superlative")


def group_counts(rows, key):
    c = {}
    for x in rows:
        k = key(x)
        if k:
            c[k] = c.get(k, 0) + 1
    return c


cath_city = group_counts([x for x in REL if x["religion"] == "天主教"], lambda x: x["city"])
q("哪个城市的天主教场所最多？", top(list(cath_city.items()), lambda t: t[1], lambda t: t[0]), "superlative")
prov = [x for x in ASSOC if x["category"] == "省团体"]
assert all(x["registrationTime"] and not x["registrationTime"].startswith("1900") for x in prov)
q("省团体里面登记时间最早的是哪个协会？",
  top(prov, lambda x: datetime.date(*map(int, x["registrationTime"].split("/"))), lambda x: x["name"], reverse=False),
  "superlative")
# runners-up
q("总设计储量排第二的加油站是哪家？", top(gas_tds, lambda x: D(x["totalDesignStorage"]), lambda x: x["name"], n=2), "superlative")
tr_city = group_counts(TRAVEL, lambda x: x["city"])
q("旅行社数量排名第二的城市是？", top(list(tr_city.items()), lambda t: t[1], lambda t: t[0], n=2), "superlative")

# ---------------- lists ----------------
q("法定代表人是曹纪文的加油站有哪些？", [x["name"] for x in GAS if x["legalRepresentative"] == "曹纪文"], "list")
q("列出所有类别为省团体的协会", [x["name"] for x in prov], "list")
q("台州市有哪些宗教院校？", [x["name"] for x in SCHOOL if x["city"] == "台州市"], "list")
q("List the associations whose religion is Islam (伊斯兰教).", [x["name"] for x in ASSOC if x["religion"] == "伊斯兰教"], "list", "en")
q("运营主体为华润燃气的加油站都有哪些", [x["name"] for x in GAS if x["operationSubject"] == "华润燃气"], "list")
q("全省伊斯兰教的宗教场所都有哪些？", [x["name"] for x in REL if x["religion"] == "伊斯兰教"], "list")

# ---------------- yes/no ----------------
q("慈溪市煤气有限公司是不是重大危险源？", one(GAS, name="慈溪市煤气有限公司")["isMajorDangerSource"], "exists")
q("舟山市有伊斯兰教的宗教场所吗？",
  yn(any(x["city"] == "舟山市" and x["religion"] == "伊斯兰教" for x in REL), "zh"), "exists")
q("浙江神学院属于佛教院校吗", yn(one(SCHOOL, name="浙江神学院")["religion"] == "佛教", "zh"), "exists")
q("Is there any travel agency in 衢州市 whose business scope includes 出境组团业务?",
  yn(any(x["city"] == "衢州市" and "出境组团业务" in scopes(x) for x in TRAVEL), "en"), "exists", "en")

# ---------------- shares ----------------
hosp = [x for x in MED if x["category"] == "医院"]
q("医院中三级医院占多大比例？（百分比，保留两位小数）",
  pct(sum(1 for x in hosp if x["level"] == "三级"), len(hosp), 2), "share")
nb = [x for x in REL if x["city"] == "宁波市"]
q("宁波市的宗教场所里佛教的占百分之几？保留一位小数",
  pct(sum(1 for x in nb if x["religion"] == "佛教"), len(nb), 1), "share")
cath = [x for x in REL if x["religion"] == "天主教"]
q("What percentage of Catholic (天主教) venues are in the category 寺观教堂? Give one decimal place.",
  pct(sum(1 for x in cath if x["category"] == "寺观教堂"), len(cath), 1), "share", "en")
hzt = [x for x in TRAVEL if x["city"] == "杭州市"]
q("杭州市的旅行社中，能做出境组团业务的比例是多少（%，两位小数）",
  pct(sum(1 for x in hzt if "出境组团业务" in scopes(x)), len(hzt), 2), "share")
q("宗教院校里佛教学校占比多少？百分数保留两位小数",
  pct(sum(1 for x in SCHOOL if x["religion"] == "佛教"), len(SCHOOL), 2), "share")

# ---------------- differences ----------------
q("浙江佛学院比浙江神学院多多少名在校生？",
  plain(D(one(SCHOOL, name="浙江佛学院")["studentCount"]) - D(one(SCHOOL, name="浙江神学院")["studentCount"])), "difference")
hz_chr = sum(1 for x in REL if x["city"] == "杭州市" and x["religion"] == "基督教")
hz_bud = sum(1 for x in REL if x["city"] == "杭州市" and x["religion"] == "佛教")
q("杭州市的基督教场所比佛教场所多几个？", plain(hz_chr - hz_bud), "difference")
q("How many more travel agencies does 宁波市 have than 温州市?", plain(tr_city["宁波市"] - tr_city["温州市"]), "difference", "en")
q("杭州余杭中石化交通能源有限公司的总设计储量比天台华润燃气有限公司多多少？",
  plain(D(one(GAS, name="杭州余杭中石化交通能源有限公司")["totalDesignStorage"])
        - D(one(GAS, name="天台华润燃气有限公司")["totalDesignStorage"])), "difference")
q("宁波天童禅寺的占地面积比宁波阿育王寺大多少平方米？",
  plain(D(one(REL, name="宁波天童禅寺")["area"]) - D(one(REL, name="宁波阿育王寺")["area"])), "difference")

# ---------------- counts per group ----------------
ac = group_counts(ASSOC, lambda x: x["category"])
q("各类别（县团体、市团体、省团体）的协会分别有多少个？",
  [v for k in ("县团体", "市团体", "省团体") for v in (k, ac[k])], "group")
sr = group_counts(SCHOOL, lambda x: x["religion"])
q("按所属宗教统计宗教院校的数量",
  [v for k, n in sorted(sr.items(), key=lambda t: -t[1]) for v in (k, n)], "group")
ml = group_counts(MED, lambda x: x["level"])
assert len(set(ml.values())) == len(ml)
q("Count the medical institutions by level.",
  [v for k, n in sorted(ml.items(), key=lambda t: -t[1]) for v in (k, n)], "group", "en")
q("舟山、衢州、丽水三个市各有多少家旅行社？",
  [v for k in ("舟山市", "衢州市", "丽水市") for v in (k, tr_city[k])], "group")
tzd = [x for x in REL if x["city"] == "台州市" and x["religion"] == "道教"]
assert all(x["religiousType"] in ("正一派", "全真教") for x in tzd)
td = group_counts(tzd, lambda x: x["religiousType"])
q("台州市道教场所里正一派和全真教各有多少处？", [v for k in ("正一派", "全真教") for v in (k, td[k])], "group")
yl = group_counts(yz, lambda x: x["level"])
assert all(x["level"] for x in yz) and len(set(yl.values())) == len(yl)
q("鄞州区的加油站按级别分，每个级别几座？",
  [v for k, n in sorted(yl.items(), key=lambda t: -t[1]) for v in (k, n)], "group")

# ---------------- two tables ----------------
q("宁波新奥燃气有限公司的经营许可证什么时候失效？", iso(licence_of("宁波新奥燃气有限公司")["invalidDate"]), "two-table")
q("杭州华润燃气开发应用有限公司莫干山路加气站所持经营许可证的生效日期是哪天？",
  iso(licence_of("杭州华润燃气开发应用有限公司莫干山路加气站")["effectiveDate"]), "two-table")
lic_names = {x["name"]: x for x in LIC}
n2021 = 0
for x in yz:
    l = lic_names.get(x["businessLicense"])
    assert l is not None and l["invalidDate"]
    if l["invalidDate"].startswith("2021/"):
        n2021 += 1
q("How many gas stations in 鄞州区 hold an operating licence that expires in 2021?", n2021, "two-table", "en")
cy = one(SCHOOL, name="浙江慈云佛学院")
q("浙江慈云佛学院所在的县一共有多少处佛教活动场所？",
  sum(1 for x in REL if x["county"] == cy["county"] and x["religion"] == "佛教"), "two-table")
sx = one(SCHOOL, name="浙江神学院")
q("浙江神学院所属的宗教，在杭州市有几个相关协会？",
  sum(1 for x in ASSOC if x["city"] == sx["city"] and x["religion"] == sx["religion"]), "two-table")
xs = one(ASSOC, name="萧山区佛教协会")
q("萧山区佛教协会所在区县，有多少座佛教场所？",
  sum(1 for x in REL if x["county"] == xs["county"] and x["religion"] == xs["religion"]), "two-table")

# ---------------- chains ----------------
best = top(SCHOOL, lambda x: int(x["studentCount"]), lambda x: x)
q("在校生最多的那所学校是哪天成立的？", iso(best["establishmentDate"]), "chain")
q("负责人叫钱向阳的那个加气站在哪个区？", [x["county"] for x in GAS if x["manager"] == "钱向阳"], "chain")
first = top(SCHOOL, lambda x: datetime.date(*map(int, x["establishmentDate"].split("/"))), lambda x: x, reverse=False)
q("In which city is the earliest-founded school located?", first["city"], "chain", "en")
maxemp = top(gas_emp, lambda x: int(x["employeeCount"]), lambda x: x)
q("职工人数最多的加油站，其法定代表人是谁？", maxemp["legalRepresentative"], "chain")
q("电话是0571-86888005的学校有多少在校生", [x["studentCount"] for x in SCHOOL if x["phoneNumber"] == "0571-86888005"], "chain")

# ---------------- dates ----------------
q("浙江神学院是什么时候成立的？", iso(one(SCHOOL, name="浙江神学院")["establishmentDate"]), "date")
q("浙江省道教协会的登记时间", iso(one(ASSOC, name="浙江省道教协会")["registrationTime"]), "date")
q("When was 宁波江北延生禅寺 registered?", iso(one(REL, name="宁波江北延生禅寺")["registrationTime"]), "date", "en")
q("2016年成立的宗教院校有几所？", sum(1 for x in SCHOOL if x["establishmentDate"].startswith("2016/")), "date")
q("许可证里生效日期在2018年的有多少个？", sum(1 for x in LIC if x["effectiveDate"].startswith("2018/")), "date")
q("How many days is the operating licence of 宁波新奥燃气有限公司 valid, counting from its effective date to its expiry date (expiry minus effective)?",
  (lambda l: (datetime.date(*map(int, l["invalidDate"].split("/")))
              - datetime.date(*map(int, l["effectiveDate"].split("/")))).days)(licence_of("宁波新奥燃气有限公司")),
  "date", "en")

# ---------------- other ----------------
q("丽水市的5A级景区叫什么？", [x["name"] for x in TOUR if x["city"] == "丽水市" and x["level"] == "AAAAA"], "other")
q("Which of 浙江佛学院 and 杭州佛学院 was founded earlier?",
  top([one(SCHOOL, name="浙江佛学院"), one(SCHOOL, name="杭州佛学院")],
      lambda x: datetime.date(*map(int, x["establishmentDate"].split("/"))), lambda x: x["name"], reverse=False),
  "other", "en")
q("浙江神学院和杭州佛学院，哪个在校生多？",
  top([one(SCHOOL, name="浙江神学院"), one(SCHOOL, name="杭州佛学院")],
      lambda x: int(x["studentCount"]), lambda x: x["name"]), "other")

# ---------------- write ----------------
assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x["lang"] == "en") == 15, sum(1 for x in Q if x["lang"] == "en")
out = []
for i, x in enumerate(Q, 1):
    assert x["answer"] and all(a != "" for a in x["answer"]), x
    out.append({"id": "affairqa-r58-%02d" % i, "question": x["question"], "answer": x["answer"],
                "shape": x["shape"], "lang": x["lang"]})
dest = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "r58-affairqa.json")
with open(dest, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", dest, len(out))
