#!/usr/bin/env python3
"""Round 83 held-out questions over KAG AffairQA tables (blind gold set).

Writes ../r83-affairqa.json (80 items: 65 zh, 15 en).  Standard library only.
Every answer is computed from the CSV cells; only question wording and literal
condition values (names, cities, dates, codes) are typed by hand.

Personas
--------
A. 省发改委研究员 (provincial development-and-reform commission researcher):
   gas stations, travel agencies, licences, administrative codes, government
   agencies, province-wide shares and rankings.
B. 社区中心志愿者、退休工程师 (retired engineer helping neighbours find
   services): medical institutions, phone numbers/addresses, scenic spots.
C. 宗教遗产与旅游方向研究生 (graduate student, thesis on religious heritage and
   tourism): religious sites, religious associations, religious schools,
   scenic spots.

Tables / columns used
---------------------
宗教场所.csv : name, county, city, religion, religiousType, category, area
              (占地面积), buildingArea (建筑面积), approvalDate (批准日期),
              registrationTime (登记时间)
协会.csv     : name, city, religion, registrationTime, postalCode, phoneNumber,
              website
学校.csv     : name, county, city, religion, studentCount, teacherCount,
              establishmentDate
旅游景点.csv : name, level, city, phoneNumber
旅行社.csv   : name, city, county, businessScope, legalRepresentative,
              licenseNumber (the SECOND column of that name, "L-ZJ..." values)
医疗机构.csv : name, category, level, address, phoneNumber
加油站.csv   : name, county, level, buildTime, employeeCount,
              totalDesignStorage, isMajorDangerSource, operationSubject,
              manager, businessLicense
许可证.csv   : name, effectiveDate, invalidDate
行政区.csv   : name, label, id
政府机构.csv : name

Readings avoided and why
------------------------
* 旅游景点: the same attraction often appears 2-3 times (short name and a
  "浙江省X市X区..." long name, e.g. 根宫佛国文化旅游区 / 衢州开化根宫佛国文化
  旅游区, 3 rows for 鲁迅故里·沈园).  No counts/sums over this table; only
  lookups of single uniquely named rows, or (city, level) cells with one row.
* 宗教场所: county mixes names and numeric codes (330953, 330371, ...), so
  counts are by city or by a county name whose rows are all names; the two
  all-empty rows (天台山桐柏宫, 天台山国清讲寺, both really in 天台县) make any
  天台县 count ambiguous -> avoided.  area/buildingArea contain 0 placeholders
  and extreme outliers (宁波阿育王寺 buildingArea 1470000 > area 50000,
  金东区曹宅大佛寺 area 1000000) -> no province-wide area superlatives; area
  questions stay in subsets without zeros.  "面积" always says which column
  (占地面积 = area, 建筑面积 = buildingArea).  舟山市 has no 道教 rows.
* 协会: county mixes names and codes -> use city only; placeholder rows
  (嘉兴市（节点）, 丽水市（节点）, all-empty rows 浙江省佛教协会, 温州市佛教协会,
  中国佛教协会, 浙江省基督教两会) and dummy registration dates 1900/1/1 -> no
  whole-table category counts, no 温州市/嘉兴市/丽水市 per-religion counts
  (温州市佛教协会 exists only as an empty row), no earliest-date
  superlatives; date questions use ranges that exclude 1900.
* 学校: schoolSystem has three spellings of the same thing (四年制本科 / 四年 /
  本科四年); professorCount, approvalScale, employeeCount have blanks -> not
  used.  County of 中国佛学院普陀山学院 is the code 310107 (a Shanghai code in
  行政区.csv labelled 普陀区) -> used only as an explicit code lookup.
* 旅行社: two columns are both headed licenseNumber (approval document no. vs
  "L-ZJ..." licence no.) -> question names the L-ZJ one explicitly.
  businessScope has variants (国内/境内, 出境组团/出境旅游) -> only the literal
  substring "出境" is used.  county has 622 "市辖区" -> only 舟山市/嵊泗县 used.
  unifiedSocialCreditCode Excel-mangled (9.13E+17) and englishName/address
  have stray quotes -> not used.
* 医疗机构: many addresses start with a stray '"', one address is "0" -> only
  a clean address is asked; districts are not parsed from addresses.
* 加油站: placeholder rows (buildTime 1899-12-30, level/danger blank,
  employeeCount 0), near-duplicate pairs (衢州佳豪...-航埠LNG加气站 vs without
  the hyphen; 衢州市浙能...-航埠加气母站 vs without), county typo 北仓区 for
  北仑区, lat/long placeholders 30.2/120.8, licence/credit codes 9.13E+17 or
  无 -> no 北仑区/柯城区 counts, no coordinates/codes; date questions exclude
  1899-12-30 explicitly; level group counts only over the three real levels.
* Rounding: averages/ratios were checked not to fall exactly on a half at
  the stated precision (e.g. the mean buildingArea of the 伊斯兰教 sites is
  exactly 3900.415, so the area mean is asked instead).
* 许可证: one invalidDate is 2044/6/6 (outlier) -> no latest-date question.
* 行政区: many duplicate rows and rows with empty id; code 331127 has two
  names -> only single-name code lookups and code joins.
* 政府机构: many typos (瑞安是..., 民资宗教...) -> only an exact-name
  presence check and an exact-suffix count.
"""
import csv
import json
import re
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_data():
    for p in [HERE] + list(HERE.parents):
        for rel in ("shared/datasets/kag-affairqa", "datasets/kag-affairqa"):
            cand = p / rel
            if cand.is_dir():
                return cand / "sources"
    raise SystemExit("kag-affairqa dataset not found")


SRC = find_data()


def load(name):
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = list(rows[0])
    seen = Counter()
    for i, h in enumerate(header):
        seen[h] += 1
        if seen[h] > 1:
            header[i] = f"{h}_{seen[h]}"
    return [dict(zip(header, r)) for r in rows[1:]]


R = load("宗教场所")
S = load("协会")
E = load("学校")
P = load("旅游景点")
T = load("旅行社")
M = load("医疗机构")
G = load("加油站")
L = load("许可证")
X = load("行政区")
GOV = load("政府机构")


def D(s):
    return Decimal(s.strip())


def fmt(x, places=0):
    q = Decimal(1).scaleb(-places)
    v = Decimal(x).quantize(q, rounding=ROUND_HALF_UP)
    return str(v)


def pdate(s):
    m = re.fullmatch(r"(\d{4})/(\d{1,2})/(\d{1,2})", s.strip())
    if not m:
        return None
    return tuple(int(g) for g in m.groups())


def one(rows, **cond):
    hit = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hit) == 1, (cond, len(hit))
    return hit[0]


def unique_max(rows, key, name="name"):
    best = max(key(r) for r in rows)
    top = [r for r in rows if key(r) == best]
    assert len(top) == 1, [t[name] for t in top]
    return top[0]


def top_n(counter, n):
    items = counter.most_common()
    assert len(items) > n and items[n - 1][1] > items[n][1], items[: n + 1]
    return [k for k, _ in items[:n]]


def pct(a, b, places=2):
    return fmt(Decimal(a) * 100 / Decimal(b), places)


Q = []


def add(question, answer, shape, lang="zh"):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- 宗教场所
islam = [r for r in R if r["religion"] == "伊斯兰教"]
add("我在写宗教遗产与旅游方面的论文，想先摸个底：宗教场所表里所属宗教为伊斯兰教的场所一共有几处？",
    len(islam), "count")

islam_sorted = sorted(islam, key=lambda r: D(r["area"]), reverse=True)
assert len({D(r["area"]) for r in islam}) == len(islam)
add("宗教场所表中所属宗教为伊斯兰教的场所，请按占地面积（area）从大到小依次列出名称。",
    [r["name"] for r in islam_sorted], "sorted_list")

add("宗教场所表中所属宗教为伊斯兰教的场所，占地面积（area）的平均值是多少平方米？结果保留两位小数。",
    fmt(sum(D(r["area"]) for r in islam) / len(islam), 2), "average")

a = one(R, name="普陀山普济禅寺")
b = one(R, name="普陀山法雨禅寺")
add("For my thesis on Putuoshan pilgrimage sites: between 普陀山普济禅寺 and 普陀山法雨禅寺, "
    "which one has the larger land area (占地面积, the area column)?",
    a["name"] if D(a["area"]) > D(b["area"]) else b["name"], "comparison", "en")

add("杭州抱朴道院在宗教场所表中登记的宗教派别是什么？",
    one(R, name="杭州抱朴道院")["religiousType"], "lookup")

zs = Counter(r["religion"] for r in R if r["city"] == "舟山市")
add("舟山市的宗教场所按所属宗教分组，各有多少处？请按“宗教:数量”给出。",
    [f"{k}:{v}" for k, v in sorted(zs.items(), key=lambda kv: (-kv[1], kv[0]))], "group_counts")

add("杭州市的宗教场所里，所属宗教为道教、宗教派别为全真教的有几处？",
    sum(1 for r in R if r["city"] == "杭州市" and r["religion"] == "道教" and r["religiousType"] == "全真教"),
    "count")

zb = [r for r in R if r["city"] == "舟山市" and r["religion"] == "佛教"]
add("舟山市的佛教场所中，类别为“寺观教堂”的占多大比例？请给出百分比数值（不带%号），保留两位小数。",
    pct(sum(1 for r in zb if r["category"] == "寺观教堂"), len(zb)), "ratio")

wzb = Counter(r["county"] for r in R if r["city"] == "温州市" and r["religion"] == "佛教")
add("温州市各区县里，佛教场所数量排名前三的是哪三个区县？按数量从多到少列出。",
    top_n(wzb, 3), "top_n")

nb = sum(1 for r in R if r["city"] == "宁波市" and r["religion"] == "佛教")
sx = sum(1 for r in R if r["city"] == "绍兴市" and r["religion"] == "佛教")
add("比较一下：宁波市的佛教场所比绍兴市的佛教场所多几处？", nb - sx, "difference")

add("湖州市的宗教场所中，批准日期在2010/1/1到2015/12/31之间（含首尾两天）的有多少处？",
    sum(1 for r in R if r["city"] == "湖州市" and pdate(r["approvalDate"])
        and (2010, 1, 1) <= pdate(r["approvalDate"]) <= (2015, 12, 31)), "date")

ssx = [r for r in R if r["county"] == "嵊泗县"]
add("嵊泗县的宗教场所里，占地面积（area）最大的是哪一处？",
    unique_max(ssx, lambda r: D(r["area"]))["name"], "superlative")

jxc = [r for r in R if r["city"] == "嘉兴市" and r["religion"] == "天主教"]
add("嘉兴市所有天主教场所的建筑面积（buildingArea）加起来是多少平方米？结果保留两位小数。",
    fmt(sum(D(r["buildingArea"]) for r in jxc), 2), "sum")

add("Quick check for a field trip: does the religious-sites table list any site in 温州市 whose religion is 伊斯兰教? Answer yes or no.",
    "yes" if any(r["city"] == "温州市" and r["religion"] == "伊斯兰教" for r in R) else "no",
    "yes_no", "en")

pts_codes = {r["id"] for r in X if r["name"] == "普陀山管委会"}
assert len(pts_codes) == 1
code_pts = pts_codes.pop()
add("行政区表里名称为“普陀山管委会”的县级行政区有一个代码；宗教场所表的“所在区县”一栏里直接填写这个代码的场所有多少处？",
    sum(1 for r in R if r["county"] == code_pts), "two_hop")

cy = one(E, name="浙江慈云佛学院")
add("浙江慈云佛学院所在的区县里，宗教场所表中所属宗教为佛教的场所有多少处？",
    sum(1 for r in R if r["county"] == cy["county"] and r["religion"] == "佛教"), "two_hop")

qzi = one(S, name="衢州市伊斯兰教协会")
hit = [r["name"] for r in R if r["city"] == qzi["city"] and r["religion"] == "伊斯兰教"]
assert len(hit) == 1
add("衢州市伊斯兰教协会所在的城市里，宗教场所表中所属宗教为伊斯兰教的场所叫什么名字？", hit, "two_hop")

add("How many Buddhist (佛教) religious sites in 舟山市 have an approval date (批准日期) earlier than 1990/1/1?",
    sum(1 for r in R if r["city"] == "舟山市" and r["religion"] == "佛教" and pdate(r["approvalDate"])
        and pdate(r["approvalDate"]) < (1990, 1, 1)), "date", "en")

add("宗教场所表里，登记时间在2020/1/1当天或之后的场所一共有几处？",
    sum(1 for r in R if pdate(r["registrationTime"]) and pdate(r["registrationTime"]) >= (2020, 1, 1)),
    "date")

xd = [r["name"] for r in R if r["name"].startswith("宁波雪窦山") and r["category"] == "寺观教堂"]
add("名称以“宁波雪窦山”开头的宗教场所中，类别为“寺观教堂”的有哪些？请全部列出。", xd, "list")

zsb = [r for r in R if r["city"] == "舟山市" and r["religion"] == "佛教"]
add("舟山市的佛教场所中，建筑面积（buildingArea）最大的是哪一处？",
    unique_max(zsb, lambda r: D(r["buildingArea"]))["name"], "superlative")

lsc = [r for r in R if r["city"] == "丽水市" and r["religion"] == "天主教"]
assert all(D(r["area"]) > 0 for r in lsc)
add("What is the average land area (占地面积, the area column) of the Catholic (天主教) sites in 丽水市? Round to 2 decimal places.",
    fmt(sum(D(r["area"]) for r in lsc) / len(lsc), 2), "average", "en")

a = one(R, name="宁波天童禅寺")
b = one(R, name="宁波阿育王寺")
assert D(a["area"]) != D(b["area"])
add("宁波天童禅寺和宁波阿育王寺相比，哪一处的占地面积（area）更大？",
    a["name"] if D(a["area"]) > D(b["area"]) else b["name"], "comparison")

add("金华市的天主教场所中，类别为“寺观教堂”的有几处？",
    sum(1 for r in R if r["city"] == "金华市" and r["religion"] == "天主教" and r["category"] == "寺观教堂"),
    "count")

# ---------------------------------------------------------------- 协会
add("论文里要介绍伊斯兰教团体：协会表中所属宗教为伊斯兰教的协会有哪些？请全部列出。",
    [r["name"] for r in S if r["religion"] == "伊斯兰教"], "list")

add("协会表里，登记时间在2020/1/1当天或之后的协会有哪些？请全部列出。",
    [r["name"] for r in S if pdate(r["registrationTime"]) and pdate(r["registrationTime"]) >= (2020, 1, 1)],
    "date")

hzs = Counter(r["religion"] for r in S if r["city"] == "湖州市")
add("湖州市的宗教协会（协会表中所在城市为湖州市）按所属宗教分组，各有几个？请按“宗教:数量”给出。",
    [f"{k}:{v}" for k, v in sorted(hzs.items(), key=lambda kv: (-kv[1], kv[0]))], "group_counts")

add("I need to mail a letter to 浙江省道教协会 — what postal code (邮政编码) does the associations table give for it?",
    one(S, name="浙江省道教协会")["postalCode"], "lookup", "en")

nbj = [r for r in S if r["city"] == "宁波市" and r["religion"] == "基督教"]
add("宁波市所属宗教为基督教的协会有几个？", len(nbj), "count")

add("协会表中“网址”一栏不为空的协会有多少个？", sum(1 for r in S if r["website"].strip()), "count")

add("想联系一下省里的伊斯兰教团体：浙江省伊斯兰教协会的电话号码是多少？",
    one(S, name="浙江省伊斯兰教协会")["phoneNumber"], "lookup")

add("所属宗教为佛教、登记时间在1980/1/1到1989/12/31之间（含首尾）的协会有几个？",
    sum(1 for r in S if r["religion"] == "佛教" and pdate(r["registrationTime"])
        and (1980, 1, 1) <= pdate(r["registrationTime"]) <= (1989, 12, 31)), "date")

# ---------------------------------------------------------------- 学校
add("学校表中列出的宗教院校，在校生数量加起来一共多少人？",
    sum(int(r["studentCount"]) for r in E), "sum")

add("学校表里哪所宗教院校的在校生数量最多？",
    unique_max(E, lambda r: int(r["studentCount"]))["name"], "superlative")

e16 = [r for r in E if pdate(r["establishmentDate"])[0] == 2016]
assert len({pdate(r["establishmentDate"]) for r in e16}) == len(e16)
add("成立日期在2016年的宗教院校有哪些？请按成立日期从早到晚排列。",
    [r["name"] for r in sorted(e16, key=lambda r: pdate(r["establishmentDate"]))], "sorted_list")

eb = [r for r in E if r["religion"] == "佛教"]
add("What is the average number of enrolled students (在校生数量) across the Buddhist (佛教) schools in the schools table? Round to 2 decimal places.",
    fmt(Decimal(sum(int(r["studentCount"]) for r in eb)) / len(eb), 2), "average", "en")

pt = one(E, name="中国佛学院普陀山学院")
names = {r["name"] for r in X if r["id"] == pt["county"]}
assert len(names) == 1
add("中国佛学院普陀山学院在学校表里的“所在区县”填的是一个代码，这个代码在行政区表中对应的名称是什么？",
    names.pop(), "two_hop")

sx_ = one(E, name="浙江神学院")
add("浙江神学院的在校生数量与教师人数之比是多少？（在校生÷教师，保留两位小数）",
    fmt(Decimal(sx_["studentCount"]) / Decimal(sx_["teacherCount"]), 2), "ratio")

add("浙江佛学院的教师人数比杭州佛学院多多少人？",
    int(one(E, name="浙江佛学院")["teacherCount"]) - int(one(E, name="杭州佛学院")["teacherCount"]),
    "difference")

add("浙江道教学院的成立日期是哪天？", one(E, name="浙江道教学院")["establishmentDate"], "lookup")

add("Which religious schools in the schools table are located in 杭州市 (city column)? List them all.",
    [r["name"] for r in E if r["city"] == "杭州市"], "list", "en")

# ---------------------------------------------------------------- 旅游景点
ls5 = [r["name"] for r in P if r["city"] == "丽水市" and r["level"] == "AAAAA"]
assert len(ls5) == 1
add("帮邻居规划丽水出游：旅游景点表里丽水市级别为AAAAA的景点是哪一个？", ls5, "lookup")

add("天一阁·月湖景区在旅游景点表里登记的联系电话是多少？",
    one(P, name="天一阁·月湖景区")["phoneNumber"], "lookup")

add("What level (级别) does the attractions table give for 重阳宫?", one(P, name="重阳宫")["level"], "lookup", "en")

add("福严寺景区在旅游景点表中的级别是AAAA吗？",
    "是" if one(P, name="福严寺景区")["level"] == "AAAA" else "否", "yes_no")

nb2 = [r["name"] for r in P if r["city"] == "宁波市" and r["level"] == "AA"]
assert len(nb2) == 1
add("旅游景点表中，宁波市级别为AA的景点是哪一个？", nb2, "lookup")

sxa = [r["name"] for r in P if r["city"] == "绍兴市" and r["level"] == "A"]
assert len(sxa) == 1
add("旅游景点表里绍兴市级别只有一个A的景点叫什么？", sxa, "lookup")

# ---------------------------------------------------------------- 旅行社
tc = Counter(r["city"] for r in T)
add("做全省旅游市场分析用：旅行社表中各城市分别有多少家旅行社？请按“城市:数量”给出。",
    [f"{k}:{v}" for k, v in sorted(tc.items(), key=lambda kv: (-kv[1], kv[0]))], "group_counts")

add("旅行社表中，业务范围里包含“出境”二字的旅行社有多少家？",
    sum(1 for r in T if "出境" in r["businessScope"]), "count")

add("杭州市的旅行社数量占旅行社表全部旅行社的百分之多少？请给出百分比数值（不带%号），保留两位小数。",
    pct(tc["杭州市"], len(T)), "ratio")

add("法定代表人一栏为 ZJ-TRAVELAGENCY-PEOPLE-316 的旅行社有哪些？请全部列出。",
    [r["name"] for r in T if r["legalRepresentative"] == "ZJ-TRAVELAGENCY-PEOPLE-316"], "list")

add("For a regional tourism brief: how many travel agencies in 舟山市 have 嵊泗县 as their county (所在区县)?",
    sum(1 for r in T if r["city"] == "舟山市" and r["county"] == "嵊泗县"), "count", "en")

add("邻居想核实一家旅行社的资质：浙江邮电旅行社有限公司的许可证号（以L-ZJ开头的那一列）是什么？",
    one(T, name="浙江邮电旅行社有限公司")["licenseNumber_2"], "lookup")

add("旅行社数量最多的前三个城市是哪几个？按数量从多到少列出。", top_n(tc, 3), "top_n")

add("金华市的旅行社比台州市多几家？", tc["金华市"] - tc["台州市"], "difference")

add("Which travel agencies in 衢州市 have the characters 出境 in their business scope (业务范围)? List them all.",
    [r["name"] for r in T if r["city"] == "衢州市" and "出境" in r["businessScope"]], "list", "en")

# ---------------------------------------------------------------- 医疗机构
add("社区里有老人想打电话预约：杭州市上城区紫阳街道社区卫生服务中心的电话号码是多少？",
    one(M, name="杭州市上城区紫阳街道社区卫生服务中心")["phoneNumber"], "lookup")

add("医疗机构表中，类别为“医院”且级别为“三级”的机构有多少家？",
    sum(1 for r in M if r["category"] == "医院" and r["level"] == "三级"), "count")

add("好多邻居问看牙的地方：医疗机构表里名称中含有“口腔”二字的机构一共有多少家？",
    sum(1 for r in M if "口腔" in r["name"]), "count")

add("What level (级别) is 杭州怡宁医院 listed as in the medical institutions table?",
    one(M, name="杭州怡宁医院")["level"], "lookup", "en")

add("浙江萧山医院的地址是什么？", one(M, name="浙江萧山医院")["address"], "lookup")

add("浙江省人民医院在医疗机构表里的级别是三级吗？",
    "是" if one(M, name="浙江省人民医院")["level"] == "三级" else "否", "yes_no")

ml = Counter(r["level"] for r in M)
add("医疗机构表按“级别”分组，各级别分别有多少家机构？请按“级别:数量”给出。",
    [f"{k}:{v}" for k, v in sorted(ml.items(), key=lambda kv: (-kv[1], kv[0]))], "group_counts")

add("医疗机构表中类别为“省本级定点”的机构占全部机构的百分之多少？请给出百分比数值（不带%号），保留两位小数。",
    pct(sum(1 for r in M if r["category"] == "省本级定点"), len(M)), "ratio")

add("桐庐县富春江中心卫生院的电话号码是多少？", one(M, name="桐庐县富春江中心卫生院")["phoneNumber"], "lookup")

add("How many institutions in the medical institutions table have the category 社区卫生服务中心?",
    sum(1 for r in M if r["category"] == "社区卫生服务中心"), "count", "en")

# ---------------------------------------------------------------- 加油站
add("加油站表中职工人数最多的是哪一家？",
    unique_max([r for r in G if r["employeeCount"].strip()], lambda r: int(r["employeeCount"]))["name"],
    "superlative")

add("安全监管方面想了解：加油站表中“是否构成重大危险源”一栏为“是”的有哪些？请全部列出。",
    [r["name"] for r in G if r["isMajorDangerSource"] == "是"], "list")

gl = Counter(r["level"] for r in G if r["level"] in ("一级", "二级", "三级"))
add("加油站按级别（一级、二级、三级）分组，各有多少座？请按“级别:数量”给出。",
    [f"{k}:{gl[k]}" for k in ("一级", "二级", "三级")], "group_counts")

old = [r for r in G if pdate(r["buildTime"]) and pdate(r["buildTime"]) < (2005, 1, 1)]
add("加油站表中成立日期在2005/1/1之前的有哪些（不算填成1899-12-30这种占位日期的记录）？请按成立日期从早到晚排列。",
    [r["name"] for r in sorted(old, key=lambda r: pdate(r["buildTime"]))], "sorted_list")

nh = [r for r in G if r["county"] == "南湖区"]
add("所在县区为南湖区的加油站，职工人数合计是多少？", sum(int(r["employeeCount"]) for r in nh), "sum")

add("How many gas stations in the gas-station table have 中海油 as their operating entity (运营主体)?",
    sum(1 for r in G if r["operationSubject"] == "中海油"), "count", "en")

lic = {r["name"]: r for r in L}
xdz = one(G, name="宁波市汽车燃气有限公司兴达加气站")
add("宁波市汽车燃气有限公司兴达加气站的经营许可证，在许可证表里的失效日期是哪天？",
    lic[xdz["businessLicense"]]["invalidDate"], "two_hop")

cx = one(G, name="慈溪市煤气有限公司")
add("慈溪市煤气有限公司所持经营许可证在许可证表中的生效日期是哪天？",
    lic[cx["businessLicense"]]["effectiveDate"], "two_hop")

add("加油站表中总设计储量最大的是哪一家？",
    unique_max([r for r in G if r["totalDesignStorage"].strip()], lambda r: D(r["totalDesignStorage"]))["name"],
    "superlative")

add("Which gas stations list 杨森 as their person in charge (负责人)? List them all.",
    [r["name"] for r in G if r["manager"] == "杨森"], "list", "en")

# ---------------------------------------------------------------- 许可证 / 行政区 / 政府机构
yw = {r["name"] for r in X if r["id"] == "330782"}
assert len(yw) == 1
add("行政区表中代码为330782的县级行政区是哪个？", yw.pop(), "lookup")

add("许可证表中生效日期在2018年（2018/1/1至2018/12/31）的许可证有多少个？",
    sum(1 for r in L if pdate(r["effectiveDate"]) and pdate(r["effectiveDate"])[0] == 2018), "date")

add("政府机构表中，名称以“民政局”结尾的机构有多少个？",
    sum(1 for r in GOV if r["name"].endswith("民政局")), "count")

add("Is 国家宗教事务局 listed in the government agencies table? Answer yes or no.",
    "yes" if any(r["name"] == "国家宗教事务局" for r in GOV) else "no", "yes_no", "en")

# ---------------------------------------------------------------- output
assert len(Q) == 80, len(Q)
for i, q in enumerate(Q, 1):
    q_id = f"affairqa-r83-{i:02d}"
    Q[i - 1] = {"id": q_id, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]}
langs = Counter(q["lang"] for q in Q)
assert langs["zh"] == 65 and langs["en"] == 15, langs
assert len({q["id"] for q in Q}) == 80

out = HERE.parent / "r83-affairqa.json"
out.write_text(json.dumps(Q, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
print(f"wrote {out}: {len(Q)} items, {dict(langs)}")
