"""Gold answers for the r50 AffairQA held-out question set.

Computes every answer from the raw CSV tables in
shared/datasets/kag-affairqa/sources (standard library only, utf-8-sig) and
writes ../r50-affairqa.json (80 questions: 65 zh, 15 en).

Readings used for the gold
--------------------------
* One CSV row = one record.  Cells are compared exactly after stripping
  surrounding whitespace; "contains X" questions use a literal substring test
  on the named column (e.g. the name).
* Empty cells never match a condition; they are never counted as 0 in
  averages (averages are over non-empty numeric cells only).
* Dates are Y/M/D (or Y-M-D) without leading zeros and are compared as
  calendar dates; "YYYY年" = that calendar year, 上半年 = Jan 1 - Jun 30,
  第N季度 = the usual calendar quarter, "以来/since" includes the start
  day, "A年至B年" includes both years.
* 旅行社.csv has two columns both named licenseNumber; the second is read
  as licenseNumber2 (neither is used by a question).
* Percentages are count*100/total, rounded half-up to the stated number of
  decimals; averages likewise.  Every rounded value is asserted to be the
  same under half-up and half-even rounding.

Every question is evaluated under several alternative readings of the data
("views") and the answer must be identical under all of them (asserted):
  - dedup: near-duplicate rows are merged.  旅游景点: rows of the same city
    whose names are equal after removing the 浙江省/city/county prefix,
    punctuation and suffixes such as 景区/旅游区/风景区 (kept: first row,
    or, in a second view, the last row of each group).  加油站: the two
    pairs of split rows ("X-航埠..." / "X航埠...") merged into one record,
    fields taken from whichever half is non-empty.
  - fill: rows with empty city/religion cells whose name implies the value
    are filled (宗教场所: 天台山国清讲寺 -> 台州市/天台县/佛教,
    天台山桐柏宫 -> 台州市/天台县/道教; 协会: 浙江省佛教协会,
    温州市佛教协会, 中国佛教协会, 浙江省基督教两会 get the religion, city
    and category implied by their names).
  - placeholder dates: 1899-12-30 (加油站.buildTime) and any date in year
    1900 (协会.registrationTime, 宗教场所.registrationTime) treated either
    as real dates or as missing.
Superlatives and rankings assert that there is no tie at the reported
position(s).  List answers have at most 12 items, in CSV row order (or by
descending count for threshold lists); group counts are listed as
group, count pairs by descending count.  Attraction levels are looked up
so that every near-duplicate row of the named attraction must agree.
"""
import csv
import json
import os
import re
import sys
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN
from itertools import product


# ----------------------------------------------------------------- locate data
def find_sources():
    here = os.path.dirname(os.path.abspath(__file__))
    d = here
    while True:
        cand = os.path.join(d, "shared", "datasets", "kag-affairqa")
        if os.path.isdir(cand):
            return os.path.join(cand, "sources")
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    # fallback: /work/main's parent
    main = os.path.abspath(os.path.join(here, "..", "..", "..", ".."))
    cand = os.path.join(os.path.dirname(main), "shared", "datasets", "kag-affairqa", "sources")
    if os.path.isdir(cand):
        return cand
    sys.exit("cannot find shared/datasets/kag-affairqa/sources")


SRC = find_sources()
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "r50-affairqa.json")


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    seen = Counter()
    cols = []
    for h in header:
        h = h.strip()
        seen[h] += 1
        cols.append(h if seen[h] == 1 else h + str(seen[h]))
    out = []
    for r in rows[1:]:
        r = r + [""] * (len(cols) - len(r))
        out.append({c: v.strip() for c, v in zip(cols, r)})
    return out


TABLES = ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点", "旅行社", "行政区", "许可证"]
RAW = {t: load(t) for t in TABLES}


# ----------------------------------------------------------------- views
CITIES = ["杭州", "宁波", "温州", "嘉兴", "湖州", "绍兴", "金华", "衢州", "舟山", "台州", "丽水"]
COUNTY_NAMES = sorted({r["name"] for r in RAW["行政区"] if r["label"] == "县级行政区"}
                      | {r["county"] for r in RAW["宗教场所"] if r["county"] and not r["county"].isdigit()},
                      key=len, reverse=True)


def _strip_suffix(n):
    n = re.sub(r"(有限公司|旅业发展有限公司|管理处)$", "", n)
    return re.sub(r"(风景名胜区|风景旅游区|旅游度假区|生态旅游区|风景区|旅游区|景区)$", "", n)


def core_name(n):
    n = re.sub(r"[\s\.·\(\)（）“”\"\-—]", "", n)
    n = re.sub(r"^浙江省?", "", n)
    n = re.sub(r"^(%s)市?" % "|".join(CITIES), "", n)
    base = _strip_suffix(n)
    for c in COUNTY_NAMES + ["市辖区"]:
        for cc in (c, c[:-1] if len(c) > 2 else None):
            if cc and n.startswith(cc):
                stripped = _strip_suffix(n[len(cc):])
                return stripped if len(stripped) >= 2 else base
    return base


def dedup_attractions(rows, keep_last):
    groups = defaultdict(list)
    order = []
    for r in rows:
        k = (r["city"], core_name(r["name"]))
        if k not in groups:
            order.append(k)
        groups[k].append(r)
    return [groups[k][-1] if keep_last else groups[k][0] for k in order]


def norm_simple(s):
    return re.sub(r"[\s\-—]", "", s)


def merge_gas(rows):
    groups = defaultdict(list)
    order = []
    for r in rows:
        k = norm_simple(r["name"])
        if k not in groups:
            order.append(k)
        groups[k].append(r)
    out = []
    for k in order:
        g = groups[k]
        m = dict(g[0])
        for other in g[1:]:
            for c, v in other.items():
                if not m.get(c):
                    m[c] = v
        out.append(m)
    return out


RELIGION_FILL = {
    "天台山国清讲寺": dict(city="台州市", county="天台县", province="浙江省", religion="佛教", category="寺观教堂"),
    "天台山桐柏宫": dict(city="台州市", county="天台县", province="浙江省", religion="道教", category="寺观教堂"),
}
ASSOC_FILL = {
    "浙江省佛教协会": dict(province="浙江省", religion="佛教", category="省团体"),
    "温州市佛教协会": dict(province="浙江省", city="温州市", religion="佛教", category="市团体"),
    "中国佛教协会": dict(religion="佛教"),
    "浙江省基督教两会": dict(province="浙江省", religion="基督教", category="省团体"),
}


def make_view(dedup, keep_last, fill, placeholder_missing):
    D = {t: [dict(r) for r in rows] for t, rows in RAW.items()}
    if dedup:
        D["旅游景点"] = dedup_attractions(D["旅游景点"], keep_last)
        D["加油站"] = merge_gas(D["加油站"])
    if fill:
        for r in D["宗教场所"]:
            if r["name"] in RELIGION_FILL and not r["city"]:
                r.update(RELIGION_FILL[r["name"]])
        for r in D["协会"]:
            if r["name"] in ASSOC_FILL and not r["religion"]:
                r.update(ASSOC_FILL[r["name"]])
    if placeholder_missing:
        for r in D["加油站"]:
            if r["buildTime"] == "1899-12-30":
                r["buildTime"] = ""
        for t, c in (("协会", "registrationTime"), ("宗教场所", "registrationTime"), ("宗教场所", "approvalDate")):
            for r in D[t]:
                if r[c].startswith("1900"):
                    r[c] = ""
    return D


VIEWS = []
for dedup, keep_last, fill, ph in product([False, True], [False, True], [False, True], [False, True]):
    if keep_last and not dedup:
        continue
    VIEWS.append(make_view(dedup, keep_last, fill, ph))


# ----------------------------------------------------------------- helpers
def pdate(s):
    if not s:
        return None
    m = re.fullmatch(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})", s)
    assert m, s
    return tuple(int(x) for x in m.groups())


def in_window(s, start, end):
    d = pdate(s)
    return d is not None and start <= d <= end


def year_of(s, y):
    return in_window(s, (y, 1, 1), (y, 12, 31))


def where(rows, **conds):
    out = rows
    for k, v in conds.items():
        out = [r for r in out if r[k] == v]
    return out


def cnt(rows, **conds):
    return len(where(rows, **conds))


def num(s):
    return Decimal(s) if s not in ("", None) else None


def fmt(x):
    if isinstance(x, int):
        return str(x)
    if isinstance(x, Decimal):
        if x == x.to_integral_value():
            return str(int(x))
        return format(x.normalize(), "f")
    return str(x)


def rnd(x, places):
    x = Decimal(x)
    q = Decimal(1).scaleb(-places)
    a = x.quantize(q, rounding=ROUND_HALF_UP)
    b = x.quantize(q, rounding=ROUND_HALF_EVEN)
    assert a == b, ("rounding-mode dependent", x)
    return format(a, "f")


def pct(part, total, places):
    return rnd(Decimal(part) * 100 / Decimal(total), places)


def avg(vals, places):
    vals = [v for v in vals if v is not None]
    return rnd(sum(vals) / Decimal(len(vals)), places)


def counter(rows, key, **conds):
    c = Counter()
    for r in where(rows, **conds):
        if r[key]:
            c[r[key]] += 1
    return c


def top(c, k=1, largest=True):
    """Top-k keys of a Counter/dict; asserts no tie at positions 1..k+... boundary."""
    items = sorted(c.items(), key=lambda kv: (-kv[1] if largest else kv[1], kv[0]))
    vals = [v for _, v in items]
    for i in range(min(k, len(items))):
        # strict ordering among the first k and at the k boundary
        if i + 1 < len(items):
            assert vals[i] != vals[i + 1], ("tie", items[: k + 1])
    return [kv[0] for kv in items[:k]]


def kth(c, k):
    items = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    assert items[k - 1][1] != items[k - 2][1] and (len(items) == k or items[k - 1][1] != items[k][1]), items[: k + 1]
    return items[k - 1][0]


def argmax_row(rows, key_fn, largest=True):
    vals = [(key_fn(r), r) for r in rows if key_fn(r) is not None]
    vals.sort(key=lambda t: t[0], reverse=largest)
    assert len(vals) >= 2 and vals[0][0] != vals[1][0], ("tie", vals[:2])
    return vals[0][1]


def group_list(c):
    items = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


def one(rows, **conds):
    m = where(rows, **conds)
    assert len(m) == 1, (conds, len(m))
    return m[0]


def attr_level(D, name):
    """Level of a named attraction; near-duplicate rows of it must agree."""
    city = one(RAW["旅游景点"], name=name)["city"]
    rows = [r for r in D["旅游景点"] if r["city"] == city and core_name(r["name"]) == core_name(name)]
    levels = {r["level"] for r in rows}
    assert len(levels) == 1, (name, levels)
    return sorted(levels)


# ----------------------------------------------------------------- questions
Q = []


def q(lang, shape, text):
    def deco(fn):
        Q.append((lang, shape, text, fn))
        return fn
    return deco


R = "宗教场所"

# ---- 宗教场所
@q("zh", "count", "温州市一共有多少处基督教宗教场所？")
def _(D):
    return [str(cnt(D[R], city="温州市", religion="基督教"))]


@q("zh", "count", "乐清市的宗教场所里，佛教场所有几处？")
def _(D):
    return [str(cnt(D[R], county="乐清市", religion="佛教"))]


@q("zh", "superlative", "哪个区县的宗教场所数量最多？")
def _(D):
    return top(counter(D[R], "county"))


@q("zh", "superlative", "宗教场所最少的地级市是哪个？")
def _(D):
    return top(counter(D[R], "city"), largest=False)


@q("zh", "count", "2007年登记的宗教场所一共有多少处？")
def _(D):
    return [str(sum(year_of(r["registrationTime"], 2007) for r in D[R]))]


@q("zh", "count", "2008年上半年批准的宗教场所有多少处？")
def _(D):
    return [str(sum(in_window(r["approvalDate"], (2008, 1, 1), (2008, 6, 30)) for r in D[R]))]


@q("zh", "count", "2011年第四季度登记的宗教场所有几处？")
def _(D):
    return [str(sum(in_window(r["registrationTime"], (2011, 10, 1), (2011, 12, 31)) for r in D[R]))]


@q("zh", "count", "2015年以来（含2015年）登记的宗教场所有多少处？")
def _(D):
    return [str(sum(in_window(r["registrationTime"], (2015, 1, 1), (9999, 12, 31)) for r in D[R]))]


@q("zh", "lookup", "建德市慧华寺属于什么宗教？")
def _(D):
    return [one(D[R], name="建德市慧华寺")["religion"]]


@q("zh", "superlative", "占地面积最大的宗教场所是哪一处？")
def _(D):
    return [argmax_row(D[R], lambda r: num(r["area"]))["name"]]


@q("zh", "group_count", "绍兴市各区县分别有多少处宗教场所？")
def _(D):
    return group_list(counter(D[R], "county", city="绍兴市"))


@q("zh", "group_count", "宁波市的宗教场所按宗教分，各有多少处？")
def _(D):
    return group_list(counter(D[R], "religion", city="宁波市"))


@q("zh", "threshold", "台州市哪些区县的宗教场所超过200处？")
def _(D):
    c = counter(D[R], "county", city="台州市")
    return [k for k, v in sorted(c.items(), key=lambda kv: -kv[1]) if v > 200]


@q("zh", "threshold", "温州市天主教场所超过20处的区县有哪些？")
def _(D):
    c = counter(D[R], "county", city="温州市", religion="天主教")
    return [k for k, v in sorted(c.items(), key=lambda kv: -kv[1]) if v > 20]


@q("zh", "share", "全省宗教场所中温州市占了百分之多少？（保留两位小数）")
def _(D):
    return [pct(cnt(D[R], city="温州市"), len(D[R]), 2)]


@q("zh", "compare", "温州市的道教场所中，正一派比全真教多多少处？")
def _(D):
    return [str(cnt(D[R], city="温州市", religiousType="正一派") - cnt(D[R], city="温州市", religiousType="全真教"))]


@q("zh", "exists", "湖州市有没有伊斯兰教的宗教场所？")
def _(D):
    return [yn(cnt(D[R], city="湖州市", religion="伊斯兰教") > 0, "zh")]


@q("zh", "list", "列出所有伊斯兰教宗教场所的名称。")
def _(D):
    return [r["name"] for r in where(D[R], religion="伊斯兰教")]


@q("zh", "top_k", "宗教场所数量排名前三的区县是哪几个？")
def _(D):
    return top(counter(D[R], "county"), 3)


@q("zh", "top_k", "天主教场所数量排第二的是哪个城市？")
def _(D):
    return [kth(counter(D[R], "city", religion="天主教"), 2)]


@q("zh", "aggregate", "舟山市宗教场所的平均建筑面积是多少？保留两位小数。")
def _(D):
    return [avg([num(r["buildingArea"]) for r in where(D[R], city="舟山市")], 2)]


@q("zh", "count", "青田那边佛教场所有多少个？")
def _(D):
    return [str(cnt(D[R], county="青田县", religion="佛教"))]


@q("zh", "count", "1990年至1999年（含首尾两年）批准的道教场所一共多少处？")
def _(D):
    return [str(sum(in_window(r["approvalDate"], (1990, 1, 1), (1999, 12, 31)) for r in where(D[R], religion="道教")))]


@q("zh", "superlative", "温州市批准日期最早的宗教场所是哪个？")
def _(D):
    return [argmax_row(where(D[R], city="温州市"), lambda r: pdate(r["approvalDate"]), largest=False)["name"]]


@q("en", "count", "How many Taoist venues of the 全真教 school are there in 台州市?")
def _(D):
    return [str(cnt(D[R], city="台州市", religion="道教", religiousType="全真教"))]


@q("en", "superlative", "Which city has the most Catholic (天主教) religious venues?")
def _(D):
    return top(counter(D[R], "city", religion="天主教"))


@q("en", "share", "Among Christian (基督教) religious venues, what percentage are in the 固定处所 category? Round to one decimal place.")
def _(D):
    ch = where(D[R], religion="基督教")
    return [pct(cnt(ch, category="固定处所"), len(ch), 1)]


@q("zh", "distinct", "苍南县的宗教场所一共涉及几种宗教？")
def _(D):
    return [str(len(counter(D[R], "religion", county="苍南县")))]


# ---- 旅游景点
A = "旅游景点"


@q("zh", "superlative", "哪个城市的5A级景区最多？")
def _(D):
    return top(counter(D[A], "city", level="AAAAA"))


@q("zh", "lookup", "南湖旅游区是几A级景区？")
def _(D):
    return attr_level(D, "南湖旅游区")


@q("zh", "superlative", "4A级景区最多的是哪个市？")
def _(D):
    return top(counter(D[A], "city", level="AAAA"))


@q("zh", "exists", "有没有哪个地级市一个5A级景区都没有？")
def _(D):
    cities = set(r["city"] for r in D[A])
    has5 = set(r["city"] for r in where(D[A], level="AAAAA"))
    return [yn(len(cities - has5) > 0, "zh")]


@q("zh", "compare", "舟山市和衢州市比，哪个市的旅游景点更多？")
def _(D):
    a, b = cnt(D[A], city="舟山市"), cnt(D[A], city="衢州市")
    assert a != b
    return ["舟山市" if a > b else "衢州市"]


@q("zh", "lookup", "宁波博物馆景区的等级是什么？")
def _(D):
    return attr_level(D, "宁波博物馆景区")


@q("zh", "count", "舟山市的A级（单A）景区有几个？")
def _(D):
    return [str(cnt(D[A], city="舟山市", level="A"))]


@q("zh", "superlative", "单A级景区最多的城市是哪个？")
def _(D):
    return top(counter(D[A], "city", level="A"))


@q("en", "lookup", "What rating level does 乌镇景区 have?")
def _(D):
    return attr_level(D, "乌镇景区")


@q("en", "superlative", "Which city has the fewest tourist attractions listed?")
def _(D):
    return top(counter(D[A], "city"), largest=False)


# ---- 旅行社
T = "旅行社"


@q("zh", "count", "杭州市有多少家旅行社？")
def _(D):
    return [str(cnt(D[T], city="杭州市"))]


@q("zh", "superlative", "旅行社数量最少的城市是？")
def _(D):
    return top(counter(D[T], "city"), largest=False)


@q("zh", "count", "名字里带“国际”两个字的旅行社有多少家？")
def _(D):
    return [str(sum("国际" in r["name"] for r in D[T]))]


@q("zh", "count", "宁波市业务范围中包含“出境”的旅行社有几家？")
def _(D):
    return [str(sum("出境" in r["businessScope"] for r in where(D[T], city="宁波市")))]


@q("zh", "top_k", "旅行社数量前三的城市依次是哪些？")
def _(D):
    return top(counter(D[T], "city"), 3)


@q("zh", "compare", "金华市的旅行社比台州市多几家？")
def _(D):
    return [str(cnt(D[T], city="金华市") - cnt(D[T], city="台州市"))]


@q("zh", "lookup", "建德中国旅行社有限公司的传真号是多少？")
def _(D):
    return [one(D[T], name="建德中国旅行社有限公司")["faxNumber"]]


@q("en", "count", "How many travel agencies have a business scope of exactly \"国内旅游业务\"?")
def _(D):
    return [str(cnt(D[T], businessScope="国内旅游业务"))]


@q("en", "share", "What percentage of all travel agencies are located in 杭州市? Round to two decimal places.")
def _(D):
    return [pct(cnt(D[T], city="杭州市"), len(D[T]), 2)]


# ---- 医疗机构
M = "医疗机构"


@q("zh", "count", "类别为医院、级别为三级的医疗机构有多少家？")
def _(D):
    return [str(cnt(D[M], category="医院", level="三级"))]


@q("zh", "group_count", "医疗机构按级别统计，各级别分别有多少家？")
def _(D):
    return group_list(counter(D[M], "level"))


@q("zh", "count", "名称里含“口腔”的医疗机构有几家？")
def _(D):
    return [str(sum("口腔" in r["name"] for r in D[M]))]


@q("zh", "share", "一级医疗机构占全部医疗机构的比例是多少？百分比保留两位小数。")
def _(D):
    return [pct(cnt(D[M], level="一级"), len(D[M]), 2)]


@q("zh", "list", "级别为二级的“门诊部诊所医务室村卫生室”类机构有哪些？")
def _(D):
    return [r["name"] for r in where(D[M], category="门诊部诊所医务室村卫生室", level="二级")]


@q("zh", "lookup", "类别是卫生院的那家医疗机构叫什么？")
def _(D):
    return [one(D[M], category="卫生院")["name"]]


@q("en", "count", "How many medical institutions are in the 省本级定点 category?")
def _(D):
    return [str(cnt(D[M], category="省本级定点"))]


@q("en", "count", "How many level-一级 medical institutions have 中医 in their name?")
def _(D):
    return [str(sum("中医" in r["name"] for r in where(D[M], level="一级")))]


# ---- 协会
S = "协会"


@q("zh", "count", "宁波市有多少个宗教协会？")
def _(D):
    return [str(cnt(D[S], city="宁波市"))]


@q("zh", "count", "1950年到1959年间登记的协会共有几个？")
def _(D):
    return [str(sum(in_window(r["registrationTime"], (1950, 1, 1), (1959, 12, 31)) for r in D[S]))]


@q("zh", "lookup", "萧山区佛教协会是什么时候登记的？")
def _(D):
    return [one(D[S], name="萧山区佛教协会")["registrationTime"]]


@q("zh", "list", "伊斯兰教的协会有哪些？")
def _(D):
    return [r["name"] for r in where(D[S], religion="伊斯兰教")]


@q("zh", "cross_table", "宗教协会数量最多的城市，一共有多少处宗教场所？")
def _(D):
    c = top(counter(D[S], "city"))[0]
    return [str(cnt(D[R], city=c))]


@q("en", "count", "How many Taoist (道教) associations are there in 台州市?")
def _(D):
    return [str(cnt(D[S], city="台州市", religion="道教"))]


@q("en", "threshold", "Which cities have more than 40 religious associations?")
def _(D):
    c = counter(D[S], "city")
    return [k for k, v in sorted(c.items(), key=lambda kv: -kv[1]) if v > 40]


# ---- 加油站
G = "加油站"


@q("zh", "aggregate", "北仑区的加油加气站职工人数加起来一共多少人？")
def _(D):
    rows = where(D[G], county="北仑区")
    assert rows and all(r["employeeCount"] for r in rows)  # no empty cells in the subset
    return [fmt(sum(num(r["employeeCount"]) for r in rows))]


@q("zh", "list", "哪些加油站被认定构成重大危险源？")
def _(D):
    return [r["name"] for r in where(D[G], isMajorDangerSource="是")]


@q("zh", "count", "运营主体是中石化的加油站有几个？")
def _(D):
    return [str(cnt(D[G], operationSubject="中石化"))]


@q("zh", "superlative", "职工人数最多的加油站是哪家？")
def _(D):
    return [argmax_row(D[G], lambda r: num(r["employeeCount"]))["name"]]


@q("zh", "count", "2017年成立的加油站有多少个？")
def _(D):
    return [str(sum(year_of(r["buildTime"], 2017) for r in D[G]))]


@q("en", "lookup", "Who is the legal representative of 嘉兴市加油加气站有限公司东栅站?")
def _(D):
    return [one(D[G], name="嘉兴市加油加气站有限公司东栅站")["legalRepresentative"]]


# ---- 学校
X = "学校"


@q("zh", "superlative", "在校生最多的宗教院校是哪所？")
def _(D):
    return [argmax_row(D[X], lambda r: num(r["studentCount"]))["name"]]


@q("zh", "lookup", "浙江道教学院在哪个县？")
def _(D):
    return [one(D[X], name="浙江道教学院")["county"]]


@q("zh", "superlative", "成立最早的宗教院校是哪一所？")
def _(D):
    return [argmax_row(D[X], lambda r: pdate(r["establishmentDate"]), largest=False)["name"]]


@q("zh", "aggregate", "佛教院校的平均在校生人数是多少？保留一位小数。")
def _(D):
    return [avg([num(r["studentCount"]) for r in where(D[X], religion="佛教")], 1)]


@q("en", "list", "Which religious schools are located in 台州市?")
def _(D):
    return [r["name"] for r in where(D[X], city="台州市")]


# ---- 许可证 / 政府机构 / 行政区
L = "许可证"


@q("en", "count", "How many licenses have an invalid (expiry) date in 2020?")
def _(D):
    return [str(sum(year_of(r["invalidDate"], 2020) for r in D[L]))]


@q("zh", "exists", "政府机构里有没有“国务院”这一条？")
def _(D):
    return [yn(cnt(D["政府机构"], name="国务院") > 0, "zh")]


@q("zh", "distinct", "行政区表里有多少个不同的地级行政区？")
def _(D):
    return [str(len({r["name"] for r in where(D["行政区"], label="地级行政区")}))]


@q("zh", "lookup", "行政区划代码330782对应的是哪个县级行政区？")
def _(D):
    names = {r["name"] for r in where(D["行政区"], id="330782", label="县级行政区")}
    assert len(names) == 1, names
    return sorted(names)


# ---- cross table
@q("zh", "cross_table", "5A级景区最多的那个城市有多少家旅行社？")
def _(D):
    c = top(counter(D[A], "city", level="AAAAA"))[0]
    return [str(cnt(D[T], city=c))]


@q("zh", "cross_table", "旅行社数量最多的城市，有多少处基督教场所？")
def _(D):
    c = top(counter(D[T], "city"))[0]
    return [str(cnt(D[R], city=c, religion="基督教"))]


@q("en", "cross_table", "How many religious associations are there in the city that has the fewest tourist attractions?")
def _(D):
    c = top(counter(D[A], "city"), largest=False)[0]
    return [str(cnt(D[S], city=c))]


# ----------------------------------------------------------------- run
def main():
    zh = sum(1 for x in Q if x[0] == "zh")
    en = sum(1 for x in Q if x[0] == "en")
    assert (zh, en) == (65, 15), (zh, en)
    out = []
    for i, (lang, shape, text, fn) in enumerate(Q, 1):
        answers = [fn(D) for D in VIEWS]
        for a in answers[1:]:
            assert a == answers[0], (i, text, answers)
        ans = answers[0]
        assert ans and all(isinstance(s, str) and s for s in ans), (i, text, ans)
        assert len(ans) <= 12, (i, text, len(ans))
        out.append({"id": "affairqa-r50-%02d" % i, "question": text, "answer": ans, "shape": shape, "lang": lang})
    assert len(out) == 80
    assert len({o["question"] for o in out}) == 80
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    for o in out:
        print(o["id"], o["shape"], o["lang"], o["question"], "=>", o["answer"])
    print("wrote", OUT)


if __name__ == "__main__":
    main()
