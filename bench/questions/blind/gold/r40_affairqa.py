"""Gold answers for the held-out AffairQA question set r40 (80 questions: 65 Chinese, 15 English).

Every answer is computed here from the raw CSV tables of KAG's AffairQA benchmark with nothing but
the standard library's csv module (no pandas, nothing of kagflow). The tables are read from
../../../../../shared/datasets/kag-affairqa/sources relative to this file's folder, and the set is
written to ../r40-affairqa.json (a JSON list of {"id", "question", "answer", "shape", "lang"}).

Run:  python3 bench/questions/blind/gold/r40_affairqa.py      (from /work/main, or from anywhere)

Readings used throughout (as kagflow's README promises them):
- the as-of date is 2023-10-15; "近N年" / "in the last N years" is the span (as_of - N years, as_of];
  every such window below is checked to have no row on its boundary day, so strict and inclusive
  readings give the same answer;
- "X年" / "in year X" is that calendar year; "X年到Y年之间" includes both years whole;
- superlatives keep ties; dates are compared as days (the CSV writes 2011/3/17, one row 1899-12-30);
- answers are the CSV cells as written; counts and sums are numbers written as strings;
- a question over a type counts rows; no table used here repeats a name (checked), except
  行政区.csv, where a name is counted once.

Data quirks relied on or avoided (checked by asserts where an answer depends on them):
- 旅行社.csv has two columns named licenseNumber (not used here);
- 加油站.csv: five stations have buildTime 1899-12-30 (Excel's zero date; no question ranks by
  founding date over all stations); one station's county is the typo 北仓区 (counted as written;
  北仑区 keeps the most stations either way); three stations appear twice under slightly different
  names (衢州佳豪…-航埠LNG加气站 / …航埠LNG加气站, 衢州市浙能…-航埠加气母站 / …航埠加气母站,
  浙江省交投…台州分公司 / 浙江交投…台州分公司); each twin of the first two holds the dates and
  counts the other lacks, so every question here counts such a station once (the window 2010–2015
  counts 衢州市浙能…航埠加气母站 by the one twin with a founding date); the licence question is asked
  of 鄞州区, where no twin is;
- 学校.csv: 中国佛学院普陀山学院's county is the code 310107, which 行政区.csv gives to 普陀区
  (the question asks the district and the gold is the region that code names);
- 行政区.csv repeats names (644 rows, 127 names; some cities as both 县级 and 地级): counted once;
- 旅游景点.csv holds near-duplicate 5A attractions (杭州西湖景区 / 杭州西湖风景名胜区, …): the
  one 5A question is asked of 丽水市, which has a single one;
- 宗教场所.csv: 天台山桐柏宫 and 天台山国清讲寺 have every column but the name empty, so they are in
  no county and of no religion (the count of 道教 sites in 天台县 leaves 天台山桐柏宫 out);
- 协会.csv: some city-level associations hold a code (330101, …) as county, and four (浙江省佛教协会,
  中国佛教协会, …) hold nothing but a name; registration dates 1900/1/1 are placeholders (no question
  ranks associations by the earliest date);
- 许可证.csv: only the 88 gas-station licences carry dates; 201501030002J runs to 2044/6/6, the one
  licence still valid on 2023-10-15;
- some addresses and English names begin with a stray double quote: not asked.
"""

import csv
import json
import os
from datetime import date
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "shared", "datasets",
                                    "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r40-affairqa.json"))
AS_OF = date(2023, 10, 15)


def load(name):
    """Rows of one table as dicts; a repeated header gets a numbered suffix."""
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        seen = {}
        cols = []
        for h in header:
            seen[h] = seen.get(h, 0) + 1
            cols.append(h if seen[h] == 1 else "%s_%d" % (h, seen[h]))
        rows = []
        for row in reader:
            assert len(row) == len(cols), (name, row)
            rows.append(dict(zip(cols, row)))
    return rows


def day(s):
    s = s.strip()
    if not s:
        return None
    for sep in ("/", "-"):
        parts = s.split(sep)
        if len(parts) == 3 and all(p.isdigit() for p in parts):
            return date(int(parts[0]), int(parts[1]), int(parts[2]))
    return None


def years_back(n):
    return date(AS_OF.year - n, AS_OF.month, AS_OF.day)


def num(s):
    return Decimal(s.strip())


def fmt(d):
    """A Decimal as the plain number it is (no trailing zeros, no exponent)."""
    d = d.normalize()
    if d == d.to_integral_value():
        return str(int(d))
    return format(d, "f")


G = load("加油站")
M = load("医疗机构")
A = load("协会")
S = load("学校")
R = load("宗教场所")
GV = load("政府机构")
T = load("旅游景点")
TA = load("旅行社")
AR = load("行政区")
L = load("许可证")

for table in (G, M, A, S, R, GV, T, TA, L):
    names = [r["name"] for r in table]
    assert len(names) == len(set(names)), "repeated name"

LIC = {r["name"]: r for r in L}


def one(rows, **eq):
    hit = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hit) == 1, (eq, len(hit))
    return hit[0]


def named(rows, name):
    return one(rows, name=name)


def only_name_containing(rows, part):
    """The one row whose name contains part (checks that a short name is unambiguous)."""
    hit = [r for r in rows if part in r["name"]]
    assert len(hit) == 1, (part, [r["name"] for r in hit])
    return hit[0]


def names(rows):
    return [r["name"] for r in rows]


def argmax_value(rows, col):
    counts = {}
    for r in rows:
        v = r[col]
        if v:
            counts[v] = counts.get(v, 0) + 1
    top = max(counts.values())
    return sorted(v for v, c in counts.items() if c == top)


def top_rows(rows, key, reverse=True, n=1):
    """Rows ranked by key (None left out); every row tied with the n-th is kept."""
    scored = [(key(r), r) for r in rows if key(r) is not None]
    scored.sort(key=lambda x: x[0], reverse=reverse)
    cut = scored[n - 1][0]
    return [r for k, r in scored if (k >= cut if reverse else k <= cut)]


def in_window(rows, col, start_excl, end_incl):
    for r in rows:
        d = day(r[col])
        assert d != start_excl, ("row on the window's boundary", r["name"], r[col])
    return [r for r in rows if day(r[col]) and start_excl < day(r[col]) <= end_incl]


def in_year(rows, col, y1, y2=None):
    y2 = y2 or y1
    return [r for r in rows if day(r[col]) and y1 <= day(r[col]).year <= y2]


def region_code(name):
    codes = {r["id"] for r in AR if r["name"] == name}
    assert len(codes) == 1, (name, codes)
    return codes.pop()


def region_by_code(code):
    found = {r["name"] for r in AR if r["id"] == code}
    assert len(found) == 1, (code, found)
    return found.pop()


def lic_of(station):
    return LIC[station["businessLicense"]]


Q = []


def q(question, answer, shape, lang="zh"):
    if isinstance(answer, (list, tuple, set)):
        ans = sorted(set(str(a) for a in answer), key=lambda x: (len(x), x)) if isinstance(answer, set) \
            else [str(a) for a in answer]
    else:
        ans = [str(answer)]
    assert ans and all(a != "" for a in ans), question
    Q.append({"question": question, "answer": ans, "shape": shape, "lang": lang})


YN_ZH = {True: "是", False: "否"}
YN_EN = {True: "yes", False: "no"}

# ---------------------------------------------------------------- 加油站 (gas stations)
cixi = only_name_containing(G, "慈溪市煤气")
q("麻烦问下，慈溪市煤气的负责人是谁", cixi["manager"], "property")

hgys = only_name_containing(G, "杭钢亚盛")
q("How many employees does the 杭钢亚盛 gas station have?", hgys["employeeCount"], "property", "en")

dongzha = only_name_containing(G, "东栅站")
q("东栅站是哪天成立的", dongzha["buildTime"], "property")

q("北仑区的三级加气站有哪些？",
  names([r for r in G if r["county"] == "北仑区" and r["level"] == "三级"]), "filter")

q("被认定为重大危险源的加油站有多少家？",
  len([r for r in G if r["isMajorDangerSource"] == "是"]), "count")

q("职工人数最多的加油站是哪一家",
  names(top_rows(G, lambda r: int(r["employeeCount"]) if r["employeeCount"] else None)), "superlative")

q("哪个区县的加油站数量最多？", argmax_value(G, "county"), "argmax")

meixu = only_name_containing(G, "梅墟加气站")
jiangnan = only_name_containing(G, "江南路加气站")
assert day(meixu["buildTime"]) != day(jiangnan["buildTime"])
q("宁波市汽车燃气公司的梅墟加气站和江南路加气站，哪个建得早？",
  min((meixu, jiangnan), key=lambda r: day(r["buildTime"]))["name"], "compare")

tthr = only_name_containing(G, "天台华润")
assert tthr["isMajorDangerSource"] in ("是", "否")
q("天台华润燃气算不算重大危险源？", YN_ZH[tthr["isMajorDangerSource"] == "是"], "yesno")

yz2 = [r for r in G if r["county"] == "鄞州区" and r["level"] == "二级"]
assert all(r["operationSubject"] for r in yz2)
q("鄞州区的二级加气站里，哪些不是中海油运营的？",
  names([r for r in yz2 if r["operationSubject"] != "中海油"]), "negation")

q("帮我列一下2018年成立的加油站", names(in_year(G, "buildTime", 2018)), "window")

q("加油站的所属行业一共有几种？",
  len({r["industry"] for r in G if r["industry"]}), "distinct")

zsy = [r for r in G if r["manager"] == "郑善勇"]
q("负责人为郑善勇的加气站，职工人数合计多少",
  fmt(sum(num(r["employeeCount"]) for r in zsy)), "sum")

bl = [r for r in G if r["county"] == "北仑区"]
avg_bl = sum(num(r["employeeCount"]) for r in bl) / len(bl)
q("What is the average number of employees of the gas stations in 北仑区? Round to 2 decimals.",
  fmt(avg_bl.quantize(Decimal("0.01"))), "avg", "en")

dynq = only_name_containing(G, "东阳南区分公司")
q("东阳南区分公司的经营许可证什么时候失效？", lic_of(dynq)["invalidDate"], "hop")

q("Which gas stations in 鄞州区 had their operating licences expire during 2022?",
  names([r for r in G if r["county"] == "鄞州区" and r["businessLicense"] in LIC and day(lic_of(r)["invalidDate"])
         and day(lic_of(r)["invalidDate"]).year == 2022]), "hop", "en")

q("杭钢亚盛天然气所在区的行政区划代码是多少？", region_code(hgys["county"]), "hop")

q("和慈溪市煤气有限公司在同一个区县的其他加油站有哪些？",
  names([r for r in G if r["county"] == cixi["county"] and r is not cixi]), "hop")

q("2010年到2015年之间成立的加油站有多少个？",
  len(in_year(G, "buildTime", 2010, 2015)), "window")

top_county = argmax_value(G, "county")
assert len(top_county) == 1
q("加油站最多的那个区县，它的行政区划代码是多少", region_code(top_county[0]), "hop")

q("Which gas station has the largest total design storage?",
  names(top_rows(G, lambda r: num(r["totalDesignStorage"]) if r["totalDesignStorage"] else None)),
  "superlative", "en")


def valid_on(station, d):
    lic = LIC.get(station["businessLicense"])
    if not lic or not lic["effectiveDate"]:
        return False
    return day(lic["effectiveDate"]) <= d <= day(lic["invalidDate"])


q("到2023年10月15日为止，经营许可证仍然有效的加油站有哪些",
  names([r for r in G if valid_on(r, AS_OF)]), "window")

q("职工人数不少于30人的加油站有哪些？",
  names([r for r in G if r["employeeCount"] and int(r["employeeCount"]) >= 30]), "filter")

# ---------------------------------------------------------------- 许可证 (licences)
q("近一年内失效的许可证有哪些？",
  names(in_window(L, "invalidDate", years_back(1), AS_OF)), "window")

q("有多少张许可证是在2021年到期的", len(in_year(L, "invalidDate", 2021)), "count")

q("Which licence has the latest expiry date?",
  names(top_rows(L, lambda r: day(r["invalidDate"]))), "superlative", "en")

lic5 = LIC["浙201702000005J"]
q("截至2023年10月15日，许可证浙201702000005J还有效吗？",
  YN_ZH[day(lic5["effectiveDate"]) <= AS_OF <= day(lic5["invalidDate"])], "yesno")

# ---------------------------------------------------------------- 医疗机构 (medical institutions)
q("请问浙江省肿瘤医院的联系电话是多少？", named(M, "浙江省肿瘤医院")["phoneNumber"], "property")

q("三级医院一共有多少家",
  len([r for r in M if r["category"] == "医院" and r["level"] == "三级"]), "count")

q("地址在滨江区的三级医院都有哪些？",
  names([r for r in M if r["category"] == "医院" and r["level"] == "三级" and "滨江区" in r["address"]]),
  "filter")

syf = only_name_containing(M, "邵逸夫医院")
q("Is 邵逸夫医院 a 三级 hospital?",
  YN_EN[syf["level"] == "三级" and syf["category"] == "医院"], "yesno", "en")


q("二级医疗机构中，哪些不属于医院类别？",
  names([r for r in M if r["level"] == "二级" and r["category"] and r["category"] != "医院"]), "negation")


# ---------------------------------------------------------------- 协会 (religious associations)
q("萧山区佛教协会的电话是多少", named(A, "萧山区佛教协会")["phoneNumber"], "property")

q("东阳天主教爱国会是哪天登记的？", only_name_containing(A, "东阳市天主教爱国会")["registrationTime"],
  "property")

q("台州市有多少个佛教类的协会？",
  len([r for r in A if r["city"] == "台州市" and r["religion"] == "佛教"]), "count")

q("How many different religions do the associations in 温州市 cover?",
  len({r["religion"] for r in A if r["city"] == "温州市" and r["religion"]}), "distinct", "en")

q("协会数量最多的是哪个宗教", argmax_value(A, "religion"), "argmax")

q("有网站的道教协会有哪些？",
  names([r for r in A if r["religion"] == "道教" and r["website"]]), "filter")

q("2019年登记的宗教团体有哪些", names(in_year(A, "registrationTime", 2019)), "window")

q("最近一次登记的协会是哪个？", names(top_rows(A, lambda r: day(r["registrationTime"]))), "superlative")

wz_dao = [r for r in A if r["city"] == "温州市" and r["religion"] == "道教"]
q("温州市的道教协会中，哪些没有登记网址？", names([r for r in wz_dao if not r["website"]]), "negation")

xs_fo = named(A, "萧山区佛教协会")
dy_tz = named(A, "东阳市天主教爱国会")
q("Which was registered first, 萧山区佛教协会 or 东阳市天主教爱国会?",
  min((xs_fo, dy_tz), key=lambda r: day(r["registrationTime"]))["name"], "compare", "en")


q("近五年登记的协会有多少个？", len(in_window(A, "registrationTime", years_back(5), AS_OF)), "window")

q("萧山区佛教协会所在区还有哪些基督教团体？",
  names([r for r in A if r["county"] == xs_fo["county"] and r["religion"] == "基督教"]), "hop")

# ---------------------------------------------------------------- 学校 (religious schools)
q("浙江神学院成立于哪一天？", named(S, "浙江神学院")["establishmentDate"], "property")

q("在校生最多的宗教院校是哪所", names(top_rows(S, lambda r: int(r["studentCount"]))), "superlative")

q("佛教院校的在校生一共有多少人？",
  fmt(sum(num(r["studentCount"]) for r in S if r["religion"] == "佛教")), "sum")

tc = [num(r["teacherCount"]) for r in S]
assert all(r["teacherCount"] for r in S)
q("On average, how many teachers do the religious schools have?", fmt(sum(tc) / len(tc)), "avg", "en")

q("不属于佛教的宗教院校有哪几所？", names([r for r in S if r["religion"] and r["religion"] != "佛教"]), "negation")

dj = named(S, "浙江道教学院")
sx = named(S, "浙江神学院")
assert dj["studentCount"] != sx["studentCount"]
q("浙江道教学院和浙江神学院，哪个在校生更多？",
  max((dj, sx), key=lambda r: int(r["studentCount"]))["name"], "compare")

cy = named(S, "浙江慈云佛学院")
q("浙江慈云佛学院在宁波市吗？", YN_ZH[cy["city"] == "宁波市"], "yesno")

pts = named(S, "中国佛学院普陀山学院")
assert pts["county"] == "310107"
q("中国佛学院普陀山学院位于哪个区县？", region_by_code(pts["county"]), "hop")

hzf = named(S, "杭州佛学院")
q("杭州佛学院同一个区里还有哪所宗教院校？",
  names([r for r in S if r["county"] == hzf["county"] and r is not hzf]), "hop")

q("2016年成立的宗教院校有哪几所？", names(in_year(S, "establishmentDate", 2016)), "window")

q("专职教师超过20人的学校有几所",
  len([r for r in S if r["professorCount"] and int(r["professorCount"]) > 20]), "count")

q("浙江道教学院所在县有多少处道教场所？",
  len([r for r in R if r["county"] == dj["county"] and r["religion"] == "道教"]), "hop")

q("What is the administrative division code of the county where 浙江道教学院 is located?",
  region_code(dj["county"]), "hop", "en")

# ---------------------------------------------------------------- 宗教场所 (religious sites)
ayw = only_name_containing(R, "阿育王寺")
q("阿育王寺的建筑面积是多少？", ayw["buildingArea"], "property")

q("占地面积最大的宗教场所是哪个？",
  names(top_rows(R, lambda r: num(r["area"]) if r["area"] else None)), "superlative")

q("list the Islamic religious sites", names([r for r in R if r["religion"] == "伊斯兰教"]), "filter", "en")

q("哪个区县的宗教场所最多？", argmax_value(R, "county"), "argmax")

n_ra = len([r for r in R if r["county"] == "瑞安市"])
n_cn = len([r for r in R if r["county"] == "苍南县"])
assert n_ra != n_cn
q("瑞安市和苍南县相比，谁的宗教场所更多", "瑞安市" if n_ra > n_cn else "苍南县", "compare")

q("过去两年里登记的宗教场所都有哪些？",
  names(in_window(R, "registrationTime", years_back(2), AS_OF)), "window")

q("道教场所分成几个派别？",
  len({r["religiousType"] for r in R if r["religion"] == "道教" and r["religiousType"]}), "distinct")


q("建筑面积排前三的宗教场所是哪些",
  names(top_rows(R, lambda r: num(r["buildingArea"]) if r["buildingArea"] else None, n=3)), "topn")

q("How many religious sites were registered in the last three years?",
  len(in_window(R, "registrationTime", years_back(3), AS_OF)), "window", "en")

szpa = named(R, "嵊州市普安寺")
q("宁波阿育王寺的建筑面积比嵊州市普安寺大吗？",
  YN_ZH[num(ayw["buildingArea"]) > num(szpa["buildingArea"])], "yesno")

q("舟山市佛教场所的建筑面积合计是多少平方米？",
  fmt(sum(num(r["buildingArea"]) for r in R if r["city"] == "舟山市" and r["religion"] == "佛教")), "sum")

# ---------------------------------------------------------------- 旅游景点 (attractions)
q("西塘古镇景区是几A级景区？", named(T, "西塘古镇景区")["level"], "property")

q("丽水市有多少家4A级景区？", len([r for r in T if r["city"] == "丽水市" and r["level"] == "AAAA"]), "count")

q("丽水的5A景区有哪些", names([r for r in T if r["city"] == "丽水市" and r["level"] == "AAAAA"]), "filter")

q("Which city has the most AAAA attractions?",
  argmax_value([r for r in T if r["level"] == "AAAA"], "city"), "argmax", "en")

n_sx = len([r for r in T if r["city"] == "绍兴市"])
n_jx = len([r for r in T if r["city"] == "嘉兴市"])
q("绍兴市的景区比嘉兴市多几个？", n_sx - n_jx, "count_diff")

# ---------------------------------------------------------------- 旅行社 (travel agencies)
yd = only_name_containing(TA, "邮电旅行社")
q("邮电旅行社在哪个区？", yd["county"], "property")

q("湖州和嘉兴两个市加起来有多少家旅行社",
  len([r for r in TA if r["city"] in ("湖州市", "嘉兴市")]), "count")

q("How many travel agencies offer outbound group tours (出境组团业务)?",
  len([r for r in TA if "出境组团业务" in r["businessScope"]]), "count", "en")


n_hz = len([r for r in TA if r["city"] == "杭州市"])
n_nb = len([r for r in TA if r["city"] == "宁波市"])
q("How many more travel agencies does 杭州市 have than 宁波市?", n_hz - n_nb, "count_diff", "en")


# ---------------------------------------------------------------- 政府机构 / 行政区
q("名称里带“民族宗教事务局”的政府机构有几个？",
  len([r for r in GV if "民族宗教事务局" in r["name"]]), "count")


q("代码为331181的是哪个县市", region_by_code("331181"), "property")

q("一共有多少个地级行政区？", len({r["name"] for r in AR if r["label"] == "地级行政区"}), "distinct")

# ----------------------------------------------------------------
assert len(Q) == 80, len(Q)
assert sum(1 for x in Q if x["lang"] == "en") == 15
assert len({x["question"] for x in Q}) == 80
for i, x in enumerate(Q, 1):
    x_id = "affairqa-r40-%02d" % i
    Q[i - 1] = {"id": x_id, "question": x["question"], "answer": x["answer"],
                "shape": x["shape"], "lang": x["lang"]}

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(Q, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(Q), OUT))
