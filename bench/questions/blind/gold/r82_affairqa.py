#!/usr/bin/env python3
"""Round 82 held-out gold questions over KAG AffairQA government-affairs tables.

Written blind (only the CSV tables and the dataset schema were read).  Every
answer is computed from the CSV cells at run time; only question wording and
literal condition values (names, dates, codes, thresholds) are typed by hand.

Output: <this folder>/../r82-affairqa.json  -- 80 items, 65 zh + 15 en.

Personas
--------
* T  - a provincial tourism bureau statistician (旅游景点, 旅行社, 行政区,
       plus licences / refuelling stations for self-drive tourism).
* P  - a parent who has just moved to Zhejiang and is choosing a school and a
       hospital (医疗机构, 学校, 加油站 on the commute).
* R  - a religious-affairs office archivist checking registration records
       (宗教场所, 协会, 学校, 政府机构, 行政区, 许可证 cross-checks).

Tables / columns used
---------------------
宗教场所: name, county(所在区县), religion(所属宗教), approvalDate(批准日期),
          registrationTime(登记时间), category(类别), area(占地面积),
          buildingArea(建筑面积), city(所在城市), religiousType(宗教派别)
协会:     name, religion, registrationTime, category(县/市/省团体), city,
          postalCode(邮政编码), website(网址)
学校:     name, studentCount(在校生数量), teacherCount(教师人数),
          professorCount(专职教师人数), approvalScale(批准办学规模),
          establishmentDate(成立日期), city, county, religion
医疗机构: name, category(类别), level(级别), phoneNumber, servicePopulation
加油站:   name, buildTime(成立日期), isMajorDangerSource(是否构成重大危险源),
          totalDesignStorage(总设计储量), level, operationSubject(运营主体),
          manager(负责人), employeeCount(职工人数), businessLicense(经营许可证)
许可证:   name, effectiveDate(生效日期), invalidDate(失效日期)
旅行社:   name, businessScope(业务范围), county, city, faxNumber,
          licenseNumber (the SECOND column of that name, the L-ZJ... code)
旅游景点: name, level(A..AAAAA), city
政府机构: name, label
行政区:   name, label, id (code)

Readings avoided and why
------------------------
* 宗教场所 has two area columns (area = 占地面积, buildingArea = 建筑面积);
  every area question names which one.  Two placeholder rows (天台山桐柏宫,
  天台山国清讲寺) have only a name; they are excluded by every condition used
  and no question is about 天台县 (where a reader might expect them counted).
  Its county column mixes county names with numeric codes (330155, 330901, ...),
  so county conditions only use names whose counts cannot be flipped by codes,
  or ask explicitly about a code (two-hop via 行政区).  One registrationTime is
  1900/1/1 (dummy); date ranges start at 1950.  One 道教 row (义乌市东岳殿) has an
  empty 宗教派别 - asked about explicitly, never silently counted.
* 协会: four placeholder rows with empty fields (浙江省佛教协会, 温州市佛教协会,
  中国佛教协会, 浙江省基督教两会); 11 dummy registration dates 1900/1/1; the county
  column mixes codes and names (not used); rows named "(节点)" and "(已注销)"
  avoided.  Questions say "类别登记为..." so that the empty-category
  浙江省佛教协会 row is clearly outside.  A date tie (two rows 2020/10/15) means
  the post-2020 question is an unsorted list; the sorted list uses the 1950s
  where all dates differ.
* 学校 holds 9 religious colleges; schoolSystem mixes '四年'/'四年制本科'/
  '本科四年' (not grouped); one county cell is the code 310107 (not used);
  employeeCount / approvalScale have blanks (approvalScale only looked up for a
  filled row); teacherCount 43 is tied (no superlative on it).
* 医疗机构: some addresses start with a stray quote (no address answers);
  category and level are separate columns - questions name both.
* 加油站: five rows with buildTime 1899-12-30 (dummy) and empty level/flags,
  two near-duplicate pairs (衢州佳豪...(-)航埠LNG加气站, 衢州市浙能...(-)航埠加气母站)
  where one copy is blank; 北仑区 also spelled 北仓区 (no 北仑 counts);
  employeeCount 0 / blank looks like "unknown" (no sums, only a top-3 whose
  members are far from zero); organisation/credit codes corrupted to 9.13E+17
  (not used).
* 许可证: only 88 of 4258 rows carry dates; one invalidDate 2044/6/6 looks
  wrong, so no "latest expiry" superlative.
* 旅行社: the header has TWO columns named licenseNumber (a document number
  like 浙旅许可(2009)848号 and a code like L-ZJ00848); questions say which one.
  county contains the catch-all '市辖区' (622 rows) - the top-N excludes it
  explicitly (the column also holds city names such as 绍兴市/宁波市 and old
  names 富阳市/临安市/奉化市, none of which reach the top three).  businessScope has free-text variants ('国内' vs '境内'), so only
  an exact-string count is asked.  unifiedSocialCreditCode corrupted (9.13E+17).
* 旅游景点: many near-duplicate records for one attraction (e.g. 西湖 x2,
  南浔古镇 x2, 桃花岛 x2, 安昌古镇 with two different levels), so every count
  asks for the number of *records* (条记录) in the table, lookups use names
  without a conflicting twin, and no 5A-per-city counts are asked.
* 政府机构 names contain typos (瑞安是..., 民资...), so no substring counts.
* 行政区 repeats rows many times and maps 330901 to both 市辖区 and 市属; lookups
  use codes with a single name, counts use distinct names.
"""
import csv
import json
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_data():
    for anc in [HERE] + list(HERE.parents):
        for rel in ("shared/datasets/kag-affairqa", "datasets/kag-affairqa"):
            p = anc / rel
            if p.is_dir():
                return p / "sources"
    raise SystemExit("kag-affairqa dataset not found above " + str(HERE))


SRC = find_data()


def rows(table):
    with open(SRC / (table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def raw_rows(table):
    with open(SRC / (table + ".csv"), encoding="utf-8-sig", newline="") as f:
        r = list(csv.reader(f))
    return r[0], r[1:]


def d(s):
    """'YYYY/M/D' -> (Y, M, D); None for blanks or other formats."""
    parts = s.strip().split("/")
    if len(parts) != 3:
        return None
    try:
        return tuple(int(p) for p in parts)
    except ValueError:
        return None


def num(s):
    return Decimal(s.strip())


def rnd(x, places):
    q = Decimal(1).scaleb(-places)
    return str(Decimal(x).quantize(q, rounding=ROUND_HALF_UP))


def intstr(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return str(int(x))
    return str(x.normalize())


def one(seq):
    seq = list(seq)
    assert len(seq) == 1, seq
    return seq[0]


def by_name(tab, name):
    return one(r for r in tab if r["name"] == name)


def unique_max(items, key):
    items = list(items)
    best = max(key(i) for i in items)
    top = [i for i in items if key(i) == best]
    assert len(top) == 1, top
    return top[0]


def top_n(items, key, n):
    items = sorted(items, key=key, reverse=True)
    assert key(items[n - 1]) != key(items[n]), "tie at cut-off"
    assert len({key(i) for i in items[:n]}) == n, "tie inside top-n"
    return items[:n]


def group(items, key, order):
    c = Counter(key(i) for i in items)
    return ["%s: %d" % (k, c[k]) for k in order]


# ---------------------------------------------------------------- tables
REL = [r for r in rows("宗教场所") if r["religion"]]  # drop 2 name-only placeholders
ASSOC = rows("协会")
SCH = rows("学校")
MED = rows("医疗机构")
GAS = rows("加油站")
LIC = rows("许可证")
TA_H, TA_RAW = raw_rows("旅行社")
ATTR = rows("旅游景点")
GOV = rows("政府机构")
ADM = rows("行政区")

# 旅行社 has two columns called licenseNumber: index them by position.
assert TA_H.count("licenseNumber") == 2
_LN = [i for i, h in enumerate(TA_H) if h == "licenseNumber"]
TA = []
for r in TA_RAW:
    rec = dict(zip(TA_H, r))
    rec["licenseDoc"] = r[_LN[0]]
    rec["licenseCode"] = r[_LN[1]]
    TA.append(rec)

Q = []


def add(lang, shape, question, answer):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ================================================================ 宗教场所 (R)
isl = [r for r in REL if r["religion"] == "伊斯兰教"]
add("zh", "count",
    "我在核对宗教场所登记档案：宗教场所表里所属宗教为伊斯兰教的场所一共有几处？",
    len(isl))
add("zh", "list",
    "请列出所属宗教为伊斯兰教、且类别为“寺观教堂”的全部宗教场所名称。",
    [r["name"] for r in isl if r["category"] == "寺观教堂"])
add("zh", "superlative",
    "在所有伊斯兰教宗教场所中，建筑面积（buildingArea）最大的是哪一处？",
    unique_max(isl, lambda r: num(r["buildingArea"]))["name"])
add("zh", "sum",
    "把全部伊斯兰教宗教场所的建筑面积（buildingArea，不是占地面积）加起来是多少？结果保留两位小数。",
    rnd(sum(num(r["buildingArea"]) for r in isl), 2))
zs = [r for r in REL if r["city"] == "舟山市"]
add("zh", "group_counts",
    "档案室要做舟山市的分宗教统计：所在城市为舟山市的宗教场所中，佛教、基督教、天主教各有多少处？",
    group(zs, lambda r: r["religion"], ["佛教", "基督教", "天主教"]))
add("zh", "count",
    "台州市有多少处道教宗教场所的宗教派别登记为“全真教”？",
    sum(1 for r in REL if r["city"] == "台州市" and r["religion"] == "道教"
        and r["religiousType"] == "全真教"))
cat_cty = Counter(r["county"] for r in REL if r["religion"] == "天主教")
(top_c, top_v), (_, second_v) = cat_cty.most_common(2)
assert top_v > second_v
add("zh", "superlative",
    "按所在区县统计天主教宗教场所，哪个区县的数量最多？",
    top_c)
add("zh", "lookup",
    "建德市慧华寺的批准日期是哪一天？",
    by_name(REL, "建德市慧华寺")["approvalDate"])
early = [r for r in REL if d(r["registrationTime"]) and
         (1950, 1, 1) <= d(r["registrationTime"]) <= (1979, 12, 31)]
add("zh", "list",
    "查老档案：登记时间在1950年1月1日至1979年12月31日之间（含首尾）的宗教场所有哪些？",
    [r["name"] for r in early])
add("zh", "count",
    "登记时间在2020年1月1日当天或之后的宗教场所有多少处？",
    sum(1 for r in REL if d(r["registrationTime"]) and d(r["registrationTime"]) >= (2020, 1, 1)))
add("en", "count",
    "For my registration audit: how many Catholic (天主教) religious venues in 宁波市 are in the category 寺观教堂?",
    sum(1 for r in REL if r["city"] == "宁波市" and r["religion"] == "天主教"
        and r["category"] == "寺观教堂"))
hz_cath = [r for r in REL if r["city"] == "湖州市" and r["religion"] == "天主教"]
add("zh", "average",
    "湖州市的天主教宗教场所平均占地面积（area列，不是建筑面积）是多少？保留两位小数。",
    rnd(sum(num(r["area"]) for r in hz_cath) / len(hz_cath), 2))
jx_chr = [r for r in REL if r["city"] == "嘉兴市" and r["religion"] == "基督教"]
add("zh", "top_n",
    "嘉兴市的基督教宗教场所中，占地面积（area）最大的前三处依次是哪几处？",
    [r["name"] for r in top_n(jx_chr, lambda r: num(r["area"]), 3)])
a, b = by_name(REL, "建德市慧华寺"), by_name(REL, "慈溪市海月寺")
assert num(a["buildingArea"]) != num(b["buildingArea"])
add("zh", "comparison",
    "建德市慧华寺和慈溪市海月寺，哪一处的建筑面积更大？",
    a["name"] if num(a["buildingArea"]) > num(b["buildingArea"]) else b["name"])
bp = by_name(REL, "杭州抱朴道院")
add("zh", "yes_no",
    "杭州抱朴道院在表里登记的宗教派别是全真教吗？",
    "是" if bp["religiousType"] == "全真教" else "否")
zs_bud = [r for r in zs if r["religion"] == "佛教"]
add("zh", "ratio",
    "舟山市的佛教宗教场所里，类别为“寺观教堂”的占百分之多少？按百分数给出，保留两位小数（不带%号）。",
    rnd(Decimal(sum(1 for r in zs_bud if r["category"] == "寺观教堂")) * 100 / len(zs_bud), 2))
qt_code = one({r["id"] for r in ADM if r["name"] == "钱塘新区"})
add("zh", "two_hop",
    "宗教场所表的所在区县一栏有时直接写了行政区代码。先在行政区表里查到“钱塘新区”的代码，再数一数宗教场所表中所在区县恰好写成这个代码的场所有多少处？",
    sum(1 for r in REL if r["county"] == qt_code))
add("zh", "lookup",
    "核查数据完整性：所属宗教为道教、但宗教派别一栏为空的宗教场所是哪一处？",
    one(r["name"] for r in REL if r["religion"] == "道教" and not r["religiousType"]))
wz = Counter(r["religion"] for r in REL if r["city"] == "温州市")
add("en", "difference",
    "In 温州市, how many more Buddhist (佛教) religious venues are registered than Christian (基督教) ones?",
    wz["佛教"] - wz["基督教"])
ci = by_name(SCH, "浙江慈云佛学院")
add("zh", "two_hop",
    "浙江慈云佛学院所在的区县里，所属宗教为佛教的宗教场所一共登记了多少处？",
    sum(1 for r in REL if r["county"] == ci["county"] and r["religion"] == ci["religion"]))

# ================================================================ 协会 (R)
add("zh", "list",
    "协会表中所属宗教为伊斯兰教的协会有哪些？",
    [r["name"] for r in ASSOC if r["religion"] == "伊斯兰教"])
add("zh", "list",
    "类别登记为“省团体”的宗教协会有哪些？请全部列出。",
    [r["name"] for r in ASSOC if r["category"] == "省团体"])
fifties = sorted([r for r in ASSOC if d(r["registrationTime"]) and
                  (1950, 1, 1) <= d(r["registrationTime"]) <= (1959, 12, 31)],
                 key=lambda r: d(r["registrationTime"]))
assert len({r["registrationTime"] for r in fifties}) == len(fifties)
add("zh", "sorted_list",
    "登记时间在1950年到1959年之间的协会有哪些？请按登记时间从早到晚排列。",
    [r["name"] for r in fifties])
add("zh", "superlative",
    "协会表里登记时间最晚的是哪个协会？",
    unique_max([r for r in ASSOC if d(r["registrationTime"])],
               lambda r: d(r["registrationTime"]))["name"])
add("zh", "lookup",
    "浙江省伊斯兰教协会登记的网址是什么？",
    by_name(ASSOC, "浙江省伊斯兰教协会")["website"])
add("zh", "group_counts",
    "温州市的宗教协会按所属宗教分，基督教、佛教、道教、天主教各有几个？",
    group([r for r in ASSOC if r["city"] == "温州市"], lambda r: r["religion"],
          ["基督教", "佛教", "道教", "天主教"]))
add("en", "count",
    "Checking the association register: how many Taoist (道教) associations in the association table are registered in the category 县团体 (county-level group)?",
    sum(1 for r in ASSOC if r["religion"] == "道教" and r["category"] == "县团体"))
add("zh", "list",
    "登记时间在2020年1月1日或之后的协会有哪些？",
    [r["name"] for r in ASSOC if d(r["registrationTime"]) and d(r["registrationTime"]) >= (2020, 1, 1)])
hzd = by_name(ASSOC, "湖州市道教协会")
add("zh", "two_hop",
    "湖州市道教协会所在的城市里，一共登记了多少处道教宗教场所？",
    sum(1 for r in REL if r["city"] == hzd["city"] and r["religion"] == hzd["religion"]))
nb = by_name(ASSOC, "宁波市佛教协会")
add("zh", "yes_no",
    "宁波市佛教协会的登记时间早于1960年1月1日吗？",
    "是" if d(nb["registrationTime"]) < (1960, 1, 1) else "否")

# ================================================================ 学校 (P / R)
add("zh", "sum",
    "刚搬来浙江，孩子对宗教学院感兴趣，想先了解规模：学校表里所有学校的在校生数量加起来一共多少人？",
    sum(int(r["studentCount"]) for r in SCH))
add("zh", "superlative",
    "学校表中在校生数量最多的是哪所学校？",
    unique_max(SCH, lambda r: int(r["studentCount"]))["name"])
add("zh", "average",
    "学校表中各校教师人数（teacherCount）的平均值是多少？保留两位小数。",
    rnd(Decimal(sum(int(r["teacherCount"]) for r in SCH)) / len(SCH), 2))
s16 = sorted([r for r in SCH if d(r["establishmentDate"])[0] == 2016],
             key=lambda r: d(r["establishmentDate"]))
assert len({r["establishmentDate"] for r in s16}) == len(s16)
add("zh", "sorted_list",
    "成立日期在2016年的学校有哪些？请按成立日期从早到晚排序。",
    [r["name"] for r in s16])
add("zh", "lookup",
    "浙江神学院的成立日期是哪天？",
    by_name(SCH, "浙江神学院")["establishmentDate"])
a, b = by_name(SCH, "浙江神学院"), by_name(SCH, "浙江慈云佛学院")
assert a["studentCount"] != b["studentCount"]
add("zh", "comparison",
    "浙江神学院和浙江慈云佛学院相比，哪所的在校生更多？",
    a["name"] if int(a["studentCount"]) > int(b["studentCount"]) else b["name"])
zf = by_name(SCH, "浙江佛学院")
add("en", "ratio",
    "We're comparing class sizes: at 浙江佛学院, how many enrolled students (studentCount) are there per teacher (teacherCount)? Round to 2 decimal places.",
    rnd(Decimal(zf["studentCount"]) / Decimal(zf["teacherCount"]), 2))
add("zh", "list",
    "所在城市是杭州市的学校有哪几所？",
    [r["name"] for r in SCH if r["city"] == "杭州市"])
add("en", "lookup",
    "What is the approved enrolment scale (approvalScale, 批准办学规模) of 中国佛学院普陀山学院?",
    by_name(SCH, "中国佛学院普陀山学院")["approvalScale"])
add("zh", "difference",
    "浙江佛学院的教师人数比专职教师人数多几人？",
    int(zf["teacherCount"]) - int(zf["professorCount"]))

# ================================================================ 医疗机构 (P)
h3 = [r for r in MED if r["category"] == "医院" and r["level"] == "三级"]
add("zh", "count",
    "我们家刚搬到浙江，想找大医院：医疗机构表里类别为“医院”且级别为“三级”的有多少家？",
    len(h3))
add("zh", "list",
    "类别为医院、级别为三级、名称里带“儿童”二字的医疗机构有哪些？",
    [r["name"] for r in h3 if "儿童" in r["name"]])
add("zh", "lookup",
    "浙江大学医学院附属儿童医院登记的电话号码是多少？",
    by_name(MED, "浙江大学医学院附属儿童医院")["phoneNumber"])
add("zh", "group_counts",
    "类别为“医院”的医疗机构中，一级、二级、三级各有多少家？",
    group([r for r in MED if r["category"] == "医院"], lambda r: r["level"], ["一级", "二级", "三级"]))
add("zh", "yes_no",
    "孩子要看牙，杭州口腔医院是三级医院吗？",
    "是" if by_name(MED, "杭州口腔医院")["level"] == "三级" else "否")
add("en", "count",
    "How many medical institutions have the category 省本级定点 (provincial-level designated)?",
    sum(1 for r in MED if r["category"] == "省本级定点"))
LV = {"一级": 1, "二级": 2, "三级": 3}
a, b = by_name(MED, "杭州市第九人民医院"), by_name(MED, "杭州市第一人民医院")
assert LV[a["level"]] != LV[b["level"]]
add("en", "comparison",
    "Between 杭州市第九人民医院 and 杭州市第一人民医院, which one has the higher level (级别) in the medical-institution table?",
    a["name"] if LV[a["level"]] > LV[b["level"]] else b["name"])
add("zh", "lookup",
    "杭州枫上医院的服务人群（servicePopulation）写的是什么？",
    by_name(MED, "杭州枫上医院")["servicePopulation"])
add("zh", "list",
    "类别为医院、级别为二级、名称里含“康复”的医疗机构有哪些？",
    [r["name"] for r in MED if r["category"] == "医院" and r["level"] == "二级" and "康复" in r["name"]])

# ================================================================ 加油站 (P / T)
add("zh", "list",
    "为了上下班路上安全，我想知道：加油站表里“是否构成重大危险源”为“是”的站点有哪些？",
    [r["name"] for r in GAS if r["isMajorDangerSource"] == "是"])
add("zh", "superlative",
    "总设计储量（totalDesignStorage）最大的加油站是哪一家？",
    unique_max([r for r in GAS if r["totalDesignStorage"]], lambda r: num(r["totalDesignStorage"]))["name"])
add("zh", "group_counts",
    "加油站按级别统计，一级、二级、三级各有多少个？",
    group(GAS, lambda r: r["level"], ["一级", "二级", "三级"]))
wl = by_name(GAS, "温岭市建设燃气有限公司")
add("zh", "two_hop",
    "温岭市建设燃气有限公司的经营许可证，在许可证表里的失效日期是哪天？",
    by_name(LIC, wl["businessLicense"])["invalidDate"])
add("en", "count",
    "How many refuelling stations list 中海油 as their operating entity (operationSubject)?",
    sum(1 for r in GAS if r["operationSubject"] == "中海油"))
add("zh", "lookup",
    "桐乡运河加气站的负责人是谁？",
    by_name(GAS, "桐乡运河加气站")["manager"])
old = [r for r in GAS if d(r["buildTime"]) and (1990, 1, 1) <= d(r["buildTime"]) <= (2009, 12, 31)]
add("zh", "list",
    "成立日期在1990年1月1日到2009年12月31日之间的加油站有哪些？",
    [r["name"] for r in old])
add("zh", "top_n",
    "职工人数最多的前三个加油站依次是哪三个？",
    [r["name"] for r in top_n([r for r in GAS if r["employeeCount"]],
                              lambda r: int(r["employeeCount"]), 3)])

# ================================================================ 许可证 (R / T)
add("zh", "count",
    "许可证表中生效日期在2018年内（2018年1月1日至2018年12月31日）的许可证有多少张？",
    sum(1 for r in LIC if d(r["effectiveDate"]) and d(r["effectiveDate"])[0] == 2018))
add("en", "lookup",
    "What is the effective date (effectiveDate) of licence 浙201709070005P in the licence table?",
    by_name(LIC, "浙201709070005P")["effectiveDate"])
add("zh", "count",
    "失效日期早于2020年1月1日的许可证有多少张？",
    sum(1 for r in LIC if d(r["invalidDate"]) and d(r["invalidDate"]) < (2020, 1, 1)))

# ================================================================ 旅行社 (T)
add("zh", "group_counts",
    "我在做全省旅行社分布统计。舟山市的旅行社按所在区县分：普陀山管委会、普陀区、嵊泗县、定海区、岱山县各有几家？",
    group([r for r in TA if r["city"] == "舟山市"], lambda r: r["county"],
          ["普陀山管委会", "普陀区", "嵊泗县", "定海区", "岱山县"]))
add("zh", "top_n",
    "不算所在区县写成“市辖区”的记录，旅行社数量最多的前三个区县依次是？",
    [k for k, _ in top_n(list(Counter(r["county"] for r in TA if r["county"] != "市辖区").items()),
                         lambda kv: kv[1], 3)])
add("en", "count",
    "How many travel agencies have a business scope (businessScope) of exactly 国内旅游业务 and nothing else?",
    sum(1 for r in TA if r["businessScope"] == "国内旅游业务"))
add("zh", "lookup",
    "旅行社表有两列许可证号，请给出浙江邮电旅行社有限公司以“L-ZJ”开头的那个许可证号。",
    one(r["licenseCode"] for r in TA if r["name"] == "浙江邮电旅行社有限公司"))
add("zh", "count",
    "旅行社表中，以“L-ZJ”格式书写的那一列许可证号里，以“L-ZJ-CJ”开头的旅行社有多少家？",
    sum(1 for r in TA if r["licenseCode"].startswith("L-ZJ-CJ")))
add("en", "ratio",
    "What percentage of all travel agencies in the table are in 杭州市 (city column)? Give the percentage number rounded to 2 decimal places, without the % sign.",
    rnd(Decimal(sum(1 for r in TA if r["city"] == "杭州市")) * 100 / len(TA), 2))
robo = by_name(ATTR, "浙江省绍兴市诸暨市乐聚·星原力机器人主题馆")
add("zh", "two_hop",
    "“浙江省绍兴市诸暨市乐聚·星原力机器人主题馆”这个景点所在的城市，旅行社表里一共有多少家旅行社？",
    sum(1 for r in TA if r["city"] == robo["city"]))
add("zh", "lookup",
    "杭州国泰旅行社有限公司的传真号是多少？",
    by_name(TA, "杭州国泰旅行社有限公司")["faxNumber"])

# ================================================================ 旅游景点 (T)
add("zh", "count",
    "旅游景点表中，所在城市为宁波市、级别为AAAA的记录有多少条？",
    sum(1 for r in ATTR if r["city"] == "宁波市" and r["level"] == "AAAA"))
add("zh", "group_counts",
    "按表中记录条数统计，舟山市的旅游景点记录里A、AA、AAA、AAAA、AAAAA级各有多少条？",
    group([r for r in ATTR if r["city"] == "舟山市"], lambda r: r["level"],
          ["A", "AA", "AAA", "AAAA", "AAAAA"]))
c4 = Counter(r["city"] for r in ATTR if r["level"] == "AAAA")
(t4, v4), (_, v4b) = c4.most_common(2)
assert v4 > v4b
add("zh", "superlative",
    "按旅游景点表的记录条数算，哪个城市的AAAA级景点记录最多？",
    t4)
add("zh", "lookup",
    "级别为A的景点记录里，只有一条不在舟山市，它是哪个景点？",
    one(r["name"] for r in ATTR if r["level"] == "A" and r["city"] != "舟山市"))
c3 = Counter(r["city"] for r in ATTR if r["level"] == "AAA")
assert c3["台州市"] != c3["温州市"]
add("en", "comparison",
    "Counting records in the tourist-attraction table, which city has more AAA-level records: 台州市 or 温州市?",
    "台州市" if c3["台州市"] > c3["温州市"] else "温州市")
add("zh", "difference",
    "按记录条数算，杭州市AAA级景点记录比绍兴市AAA级景点记录多几条？",
    c3["杭州市"] - c3["绍兴市"])
add("en", "lookup",
    "What level (级别) is 嵊泗东海五渔村 listed at in the tourist-attraction table?",
    by_name(ATTR, "嵊泗东海五渔村")["level"])
add("zh", "yes_no",
    "宁波博物馆景区在旅游景点表里的级别是AAAA吗？",
    "是" if by_name(ATTR, "宁波博物馆景区")["level"] == "AAAA" else "否")

# ================================================================ 政府机构 / 行政区
add("zh", "list",
    "政府机构表中 label 字段为空的机构有哪些？",
    [r["name"] for r in GOV if not r["label"]])
add("zh", "lookup",
    "行政区表中代码为330783的行政区叫什么名字？",
    one({r["name"] for r in ADM if r["id"] == "330783"}))
add("en", "count",
    "How many distinct names in the administrative-region table carry the label 地级行政区 (prefecture-level region)?",
    len({r["name"] for r in ADM if r["label"] == "地级行政区"}))

# ================================================================ extra mix
add("en", "lookup",
    "On which date was 杭州清真寺 registered (registrationTime) according to the religious-venue table?",
    by_name(REL, "杭州清真寺")["registrationTime"])

# ---------------------------------------------------------------- write
for i, q in enumerate(Q, 1):
    q["id"] = "affairqa-r82-%02d" % i
OUT = [{"id": q["id"], "question": q["question"], "answer": q["answer"],
        "shape": q["shape"], "lang": q["lang"]} for q in Q]

if __name__ == "__main__":
    langs = Counter(q["lang"] for q in OUT)
    assert len(OUT) == 80, len(OUT)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    assert len({q["id"] for q in OUT}) == 80
    for q in OUT:
        assert q["answer"] and all(a.strip() for a in q["answer"]), q
    dest = HERE.parent / "r82-affairqa.json"
    dest.write_text(json.dumps(OUT, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print("wrote", dest, len(OUT), dict(langs))
