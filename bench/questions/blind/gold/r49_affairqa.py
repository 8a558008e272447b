"""Gold answers for the r49 AffairQA held-out question set.

Data: ../../../../../shared/datasets/kag-affairqa/sources/*.csv (read with the
csv module, encoding utf-8-sig).  Every answer is computed from the CSVs.

Readings used for the gold
--------------------------
* One CSV row = one entity.  Names are unique in every table used; no question
  relies on the 行政区 table (it is full of duplicate rows) or on counts over
  旅游景点 levels (that table has near-duplicate scenic spots, e.g. the same 5A
  area listed under several names); 旅游景点 only feeds look-ups and
  single-item / set-valued answers, and the known near-duplicate pair
  小营江南红巷景区 / 小营·江南红巷景区 is dropped in the second reading.
* Equality filters compare the whole (stripped) cell, e.g. city == '温州市',
  county == '乐清市', religion == '佛教'.  County cells holding a numeric code
  (e.g. '330371', development zones) are not equal to any named county.
* "Contains" filters (经营范围含"出境", 名称含"口腔") are substring tests on
  the stated column.
* Dates are cells 'YYYY/M/D' or 'YYYY-MM-DD'.  Empty cells and placeholder
  dates with year <= 1900 (1900/1/1, 1899-12-30) are *unknown*.  A date window
  is inclusive on both ends: a year, a half-year (H1 = Jan-Jun), a quarter
  (Q3 = Jul-Sep); "since Y" = on/after Y-01-01; "before Y" = strictly before
  Y-01-01.  religious venues: 登记 = registrationTime, 批准/获批 = approvalDate;
  associations: registrationTime; schools: establishmentDate; gas stations:
  buildTime; licences: effectiveDate / invalidDate.
* 许可证 "有有效期记录" = both effectiveDate and invalidDate non-empty.
* "县区" / "county" = the county cell; "城市" / "city" = the city cell
  (the 11 prefecture-level cities).  Year look-ups return the year of the
  date cell.
* Percentages are count/denominator*100 rounded half-up to the stated number
  of decimals (the script asserts half-up and half-even agree).
* Group counts are listed group, count, group, count ... ordered by count
  descending then by name; groups with zero rows are not listed.
* 协会 rows whose names carry a status mark （未登记）/（已注销）/（已撤销）, and
  the placeholder rows "嘉兴市（节点）"/"丽水市（节点）", are kept in reading A
  and dropped in reading B, so no answer depends on whether they count.
* 加油站 contains two split records per station for two Quzhou stations
  (names with and without '-'); reading A keeps the rows, reading B merges
  them, so no answer may depend on that.
* 旅行社 has two columns named licenseNumber; the second one (L-ZJxxxxx) is the
  licence number used in questions.

Ambiguity checks
----------------
Every answer is computed twice and the two results must be identical:
  A. lenient reading: the raw tables; an empty cell simply never matches.
  B. strict reading: rows whose cells are empty are filled with their evident
     values (e.g. 天台山国清讲寺 -> 佛教/天台县/台州市, 温州市佛教协会 ->
     佛教/市团体/温州市, 中国佛教协会 -> outside Zhejiang), the near-duplicate
     scenic spot is removed, and *any* test that reaches a still-empty or
     unknown cell (a row not already excluded by an earlier condition) raises
     an error, i.e. an answer may not depend on how an unknown value is read.
Superlatives assert a unique winner; top-k asserts no tie at the cut.
"""
import csv
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, *[".."] * 5, "shared", "datasets", "kag-affairqa", "sources"))
OUT = os.path.normpath(os.path.join(HERE, "..", "r49-affairqa.json"))


class Ambiguous(Exception):
    pass


STRICT = False


def load(name):
    with open(os.path.join(SRC, name + ".csv"), encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    out = []
    for r in rows[1:]:
        assert len(r) == len(head), (name, r)
        d = {}
        for i, h in enumerate(head):
            if h in d:  # duplicated column name (旅行社.licenseNumber)
                d[h + "2"] = r[i]
            else:
                d[h] = r[i]
        out.append(d)
    names = [d["name"] for d in out]
    assert len(names) == len(set(names)), name
    return out


RAW = {n: load(n) for n in ["宗教场所", "旅行社", "旅游景点", "医疗机构", "协会", "学校", "加油站", "许可证", "政府机构"]}

FILL = {
    "宗教场所": {
        "天台山国清讲寺": dict(religion="佛教", county="天台县", city="台州市", province="浙江省"),
        "天台山桐柏宫": dict(religion="道教", county="天台县", city="台州市", province="浙江省"),
    },
    "协会": {
        "浙江省佛教协会": dict(religion="佛教", category="省团体", city="杭州市", province="浙江省"),
        "温州市佛教协会": dict(religion="佛教", category="市团体", city="温州市", province="浙江省"),
        "中国佛教协会": dict(religion="佛教", category="全国性团体", city="北京市", province="北京市"),
        "浙江省基督教两会": dict(religion="基督教", category="省团体", city="杭州市", province="浙江省"),
    },
}

# 加油站 holds two split records per Quzhou station: "X-航埠..." (county, level,
# manager ...) and "X航埠..." (dates, storage ...).  Reading B merges each pair.
MERGE = {
    "衢州市浙能油气发展有限公司-航埠加气母站": "衢州市浙能油气发展有限公司航埠加气母站",
    "衢州佳豪天然气利用有限公司-航埠LNG加气站": "衢州佳豪天然气利用有限公司航埠LNG加气站",
}


STATUS_MARKS = ("（未登记）", "（已注销）", "（已撤销）", "（节点）")


def variant_b():
    T = {}
    for n, rows in RAW.items():
        new = []
        for r in rows:
            if n == "旅游景点" and r["name"] == "小营·江南红巷景区":
                continue
            if n == "协会" and any(m in r["name"] for m in STATUS_MARKS):
                continue
            r = dict(r)
            for k, v in FILL.get(n, {}).get(r["name"], {}).items():
                assert r[k].strip() == "", (n, r["name"], k)
                r[k] = v
            new.append(r)
        if n == "加油站":
            idx = {r["name"]: r for r in new}
            for keep, drop in MERGE.items():
                a, b = idx[keep], idx[drop]
                for k in a:
                    x, y = a[k].strip(), b[k].strip()
                    assert not (x and y and k not in ("name", "id", "type")) or x == y, (k, x, y)
                    if not x:
                        a[k] = y
            new = [r for r in new if r["name"] not in MERGE.values()]
        T[n] = new
    for n, fills in FILL.items():
        assert all(any(r["name"] == k for r in RAW[n]) for k in fills), n
    return T


# ---------------------------------------------------------------- cell helpers
def v(r, c):
    x = r[c].strip()
    if x == "":
        if STRICT:
            raise Ambiguous("empty %s in %s" % (c, r["name"]))
        return None
    return x


def eq(r, c, x):
    return v(r, c) == x


def has(r, c, s):
    x = v(r, c)
    return x is not None and s in x


def num(r, c):
    x = v(r, c)
    return None if x is None else float(x)


def dt(r, c):
    x = r[c].strip()
    y = None
    if x:
        sep = "/" if "/" in x else "-"
        p = x.split(sep)
        assert len(p) == 3, (c, x)
        y = tuple(int(t) for t in p)
        if y[0] <= 1900:
            y = None
    if y is None and STRICT:
        raise Ambiguous("unknown date %s in %s" % (c, r["name"]))
    return y


def in_win(r, c, lo, hi):
    """lo/hi inclusive (y, m, d) tuples; evaluate after the other conditions."""
    d = dt(r, c)
    return d is not None and lo <= d <= hi


def year(r, c, y):
    return in_win(r, c, (y, 1, 1), (y, 12, 31))


def cnt(rows, pred):
    return sum(1 for r in rows if pred(r))


def sel(rows, pred):
    return [r for r in rows if pred(r)]


def groups(rows, pred, key):
    c = Counter()
    for r in rows:
        if pred(r):
            c[v(r, key)] += 1
    assert None not in c or not STRICT
    c.pop(None, None)
    return c


def glist(c):
    items = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
    out = []
    for k, n in items:
        out += [k, str(n)]
    return out


def argmax(pairs, mode="max"):
    """pairs: list of (name, value); unique winner asserted."""
    pairs = [(k, x) for k, x in pairs if x is not None]  # lenient: unknown skipped
    best = max(x for _, x in pairs) if mode == "max" else min(x for _, x in pairs)
    win = [k for k, x in pairs if x == best]
    assert len(win) == 1, win
    return win[0]


def topk(c, k=3):
    items = sorted(c.items(), key=lambda kv: -kv[1])
    assert len(items) > k and items[k - 1][1] > items[k][1], items[: k + 1]
    return [x for x, _ in items[:k]]


def pct(a, b, nd):
    q = Decimal(1).scaleb(-nd)
    x = Decimal(a) * 100 / Decimal(b)
    u = x.quantize(q, rounding=ROUND_HALF_UP)
    assert u == x.quantize(q, rounding=ROUND_HALF_EVEN)
    return str(u)


def one(rows, pred):
    m = sel(rows, pred)
    assert len(m) == 1, [r["name"] for r in m]
    return m[0]


def byname(rows, name):
    return one(rows, lambda r: r["name"] == name)


def yn(b, lang):
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


def s(x):
    if isinstance(x, float):
        assert x == int(x)
        x = int(x)
    return str(x)


CITIES = ["杭州市", "宁波市", "温州市", "嘉兴市", "湖州市", "绍兴市", "金华市", "衢州市", "舟山市", "台州市", "丽水市"]

# ---------------------------------------------------------------- questions
Q = []


def q(shape, lang, text):
    def deco(fn):
        Q.append((shape, lang, text, fn))
        return fn
    return deco


# ---- look-ups
@q("lookup", "zh", "浙江佛学院现在有多少名学生？")
def _(T):
    return [v(byname(T["学校"], "浙江佛学院"), "studentCount")]


@q("lookup", "zh", "中国佛学院普陀山学院是哪一年成立的？")
def _(T):
    return [s(dt(byname(T["学校"], "中国佛学院普陀山学院"), "establishmentDate")[0])]


@q("lookup", "zh", "乐清市南岳镇大崧教堂属于哪个宗教？")
def _(T):
    return [v(byname(T["宗教场所"], "乐清市南岳镇大崧教堂"), "religion")]


@q("lookup", "zh", "浙江省天台山广济庙是道教的哪一派？")
def _(T):
    return [v(byname(T["宗教场所"], "浙江省天台山广济庙"), "religiousType")]


@q("lookup", "zh", "旅行社许可证号L-ZJ00385是哪家旅行社的？")
def _(T):
    return [one(T["旅行社"], lambda r: r["licenseNumber2"].strip() == "L-ZJ00385")["name"]]


@q("lookup", "zh", "杭州诚达商务旅游有限公司登记在哪个区县？")
def _(T):
    return [v(byname(T["旅行社"], "杭州诚达商务旅游有限公司"), "county")]


@q("lookup", "zh", "中海油浙江新能源有限公司集运加气站的法定代表人是谁？")
def _(T):
    return [v(byname(T["加油站"], "中海油浙江新能源有限公司集运加气站"), "legalRepresentative")]


@q("lookup", "zh", "浙江省肿瘤医院是几级医院？")
def _(T):
    return [v(byname(T["医疗机构"], "浙江省肿瘤医院"), "level")]


@q("lookup", "zh", "杭州市道教协会是哪一年登记成立的？")
def _(T):
    return [s(dt(byname(T["协会"], "杭州市道教协会"), "registrationTime")[0])]


@q("lookup", "zh", "江山最美碗窑景区是几A级景区？")
def _(T):
    return [v(byname(T["旅游景点"], "江山最美碗窑景区"), "level")]


# ---- counts
@q("count", "zh", "温州市一共有多少个基督教活动场所？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "温州市") and eq(r, "religion", "基督教")))]


@q("count", "zh", "宁波市类别为“寺观教堂”的佛教场所有几处？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "宁波市") and eq(r, "religion", "佛教") and eq(r, "category", "寺观教堂")))]


@q("count", "zh", "2012年登记的丽水市宗教场所有几个？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "丽水市") and year(r, "registrationTime", 2012)))]


@q("count", "zh", "2015年以来（含2015年）登记的基督教场所有多少个？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "religion", "基督教") and in_win(r, "registrationTime", (2015, 1, 1), (9999, 12, 31))))]


@q("count", "zh", "1990年以前登记的天主教场所有几个？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "religion", "天主教") and in_win(r, "registrationTime", (1, 1, 1), (1989, 12, 31))))]


@q("count", "zh", "温州市有多少个基督教协会（团体）？")
def _(T):
    return [s(cnt(T["协会"], lambda r: eq(r, "city", "温州市") and eq(r, "religion", "基督教")))]


@q("count", "zh", "杭州市经营范围里包含出境业务的旅行社有几家？")
def _(T):
    return [s(cnt(T["旅行社"], lambda r: eq(r, "city", "杭州市") and has(r, "businessScope", "出境")))]


@q("count", "zh", "杭州市在2007年第三季度登记的宗教场所数量是多少？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "杭州市") and in_win(r, "registrationTime", (2007, 7, 1), (2007, 9, 30))))]


@q("count", "zh", "名称里带“口腔”两个字的医疗机构一共多少家？")
def _(T):
    return [s(cnt(T["医疗机构"], lambda r: "口腔" in r["name"]))]


@q("count", "zh", "北仑区运营主体是中海油的加气站有几座？")
def _(T):
    a = cnt(T["加油站"], lambda r: eq(r, "county", "北仑区") and eq(r, "operationSubject", "中海油"))
    b = cnt(T["加油站"], lambda r: eq(r, "county", "北仑区") and has(r, "operationSubject", "中海油"))
    assert a == b
    return [s(a)]


@q("count", "zh", "在有有效期记录的许可证中，失效日期在2021年的有多少个？")
def _(T):
    return [s(cnt(T["许可证"], lambda r: r["effectiveDate"].strip() != "" and r["invalidDate"].strip() != "" and year(r, "invalidDate", 2021)))]


@q("count", "zh", "绍兴市2016年登记的协会有多少个？")
def _(T):
    return [s(cnt(T["协会"], lambda r: eq(r, "city", "绍兴市") and year(r, "registrationTime", 2016)))]


@q("count", "zh", "2007年下半年登记的台州市基督教场所有多少个？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "台州市") and eq(r, "religion", "基督教") and in_win(r, "registrationTime", (2007, 7, 1), (2007, 12, 31))))]


@q("count", "zh", "温州市的道教场所里，正一派的有多少个？")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "温州市") and eq(r, "religion", "道教") and eq(r, "religiousType", "正一派")))]


# ---- group counts
@q("group_count", "zh", "绍兴市各县（市、区）分别有多少个宗教场所？")
def _(T):
    return glist(groups(T["宗教场所"], lambda r: eq(r, "city", "绍兴市"), "county"))


@q("group_count", "zh", "湖州市的宗教场所按宗教分，各有多少个？")
def _(T):
    return glist(groups(T["宗教场所"], lambda r: eq(r, "city", "湖州市"), "religion"))


@q("group_count", "zh", "台州市的协会中，县团体、市团体、省团体各有几个？")
def _(T):
    return glist(groups(T["协会"], lambda r: eq(r, "city", "台州市"), "category"))


@q("group_count", "zh", "北仑区的加油站按级别统计，每个级别几座？")
def _(T):
    return glist(groups(T["加油站"], lambda r: eq(r, "county", "北仑区"), "level"))


@q("group_count", "zh", "医院类医疗机构按级别分各有多少家？")
def _(T):
    return glist(groups(T["医疗机构"], lambda r: eq(r, "category", "医院"), "level"))


# ---- superlatives
@q("superlative", "zh", "佛教场所最多的是哪个县区？")
def _(T):
    c = groups(T["宗教场所"], lambda r: eq(r, "religion", "佛教"), "county")
    return [argmax(c.items())]


@q("superlative", "zh", "哪个地级市的旅行社数量最少？")
def _(T):
    c = groups(T["旅行社"], lambda r: True, "city")
    assert set(c) == set(CITIES)
    return [argmax(c.items(), "min")]


@q("superlative", "zh", "成立时间最早的宗教院校是哪一所？")
def _(T):
    return [argmax([(r["name"], dt(r, "establishmentDate")) for r in T["学校"]], "min")]


@q("superlative", "zh", "舟山市哪个天主教场所登记得最早？")
def _(T):
    rows = sel(T["宗教场所"], lambda r: eq(r, "city", "舟山市") and eq(r, "religion", "天主教"))
    return [argmax([(r["name"], dt(r, "registrationTime")) for r in rows], "min")]


@q("superlative", "zh", "温州市占地面积最大的宗教场所是哪个？")
def _(T):
    rows = sel(T["宗教场所"], lambda r: eq(r, "city", "温州市"))
    return [argmax([(r["name"], num(r, "area")) for r in rows])]


@q("superlative", "zh", "在有有效期记录的许可证中，失效日期最早的是哪一个？")
def _(T):
    rows = sel(T["许可证"], lambda r: r["effectiveDate"].strip() != "" and r["invalidDate"].strip() != "")
    return [argmax([(r["name"], dt(r, "invalidDate")) for r in rows], "min")]


@q("superlative", "zh", "总设计储量最大的加气站是哪一座？")
def _(T):
    rows = T["加油站"] if STRICT else [r for r in T["加油站"] if r["totalDesignStorage"].strip()]
    return [argmax([(r["name"], num(r, "totalDesignStorage")) for r in rows])]


# ---- thresholds
@q("threshold", "zh", "台州市哪些县区的宗教场所超过200个？")
def _(T):
    c = groups(T["宗教场所"], lambda r: eq(r, "city", "台州市"), "county")
    return sorted(k for k, n in c.items() if n > 200)


@q("threshold", "zh", "旅行社数量超过150家的城市有哪些？")
def _(T):
    c = groups(T["旅行社"], lambda r: True, "city")
    return sorted(k for k, n in c.items() if n > 150)


@q("threshold", "zh", "温州市有哪些县区的道教场所超过100个？")
def _(T):
    c = groups(T["宗教场所"], lambda r: eq(r, "city", "温州市") and eq(r, "religion", "道教"), "county")
    return sorted(k for k, n in c.items() if n > 100)


# ---- shares
@q("share", "zh", "温州市的宗教场所占全省宗教场所总数的百分之多少？（保留两位小数）")
def _(T):
    rows = T["宗教场所"]
    return [pct(cnt(rows, lambda r: eq(r, "city", "温州市")), len(rows), 2)]


@q("share", "zh", "杭州市的旅行社里，经营范围包含出境业务的占比是多少？百分比保留一位小数")
def _(T):
    rows = sel(T["旅行社"], lambda r: eq(r, "city", "杭州市"))
    return [pct(cnt(rows, lambda r: has(r, "businessScope", "出境")), len(rows), 1)]


@q("share", "zh", "医院类医疗机构中三级医院所占的百分比是多少（保留两位小数）？")
def _(T):
    rows = sel(T["医疗机构"], lambda r: eq(r, "category", "医院"))
    return [pct(cnt(rows, lambda r: eq(r, "level", "三级")), len(rows), 2)]


# ---- comparisons
@q("compare", "zh", "丽水市的道教场所比衢州市多吗？")
def _(T):
    a = cnt(T["宗教场所"], lambda r: eq(r, "city", "丽水市") and eq(r, "religion", "道教"))
    b = cnt(T["宗教场所"], lambda r: eq(r, "city", "衢州市") and eq(r, "religion", "道教"))
    assert a != b
    return [yn(a > b, "zh")]


@q("compare", "zh", "宁波市的佛教场所比基督教场所多几个？")
def _(T):
    a = cnt(T["宗教场所"], lambda r: eq(r, "city", "宁波市") and eq(r, "religion", "佛教"))
    b = cnt(T["宗教场所"], lambda r: eq(r, "city", "宁波市") and eq(r, "religion", "基督教"))
    assert a > b
    return [s(a - b)]


@q("compare", "zh", "杭州市的旅行社数量是否超过宁波、温州、金华三市旅行社数量之和？")
def _(T):
    c = groups(T["旅行社"], lambda r: True, "city")
    return [yn(c["杭州市"] > c["宁波市"] + c["温州市"] + c["金华市"], "zh")]


@q("compare", "zh", "浙江神学院和杭州佛学院，哪个学生多？")
def _(T):
    a = num(byname(T["学校"], "浙江神学院"), "studentCount")
    b = num(byname(T["学校"], "杭州佛学院"), "studentCount")
    assert a != b
    return ["浙江神学院" if a > b else "杭州佛学院"]


@q("compare", "zh", "2007年登记的宗教场所是不是比2008年登记的多？只看温州市。")
def _(T):
    a = cnt(T["宗教场所"], lambda r: eq(r, "city", "温州市") and year(r, "registrationTime", 2007))
    b = cnt(T["宗教场所"], lambda r: eq(r, "city", "温州市") and year(r, "registrationTime", 2008))
    assert a != b
    return [yn(a > b, "zh")]


# ---- lists
@q("list", "zh", "位于台州市的宗教院校有哪些？")
def _(T):
    return sorted(r["name"] for r in sel(T["学校"], lambda r: eq(r, "city", "台州市")))


@q("list", "zh", "丽水市的5A级景区是哪个？")
def _(T):
    return sorted(r["name"] for r in sel(T["旅游景点"], lambda r: eq(r, "city", "丽水市") and eq(r, "level", "AAAAA")))


@q("list", "zh", "伊斯兰教场所分布在哪些城市？")
def _(T):
    return sorted(set(v(r, "city") for r in sel(T["宗教场所"], lambda r: eq(r, "religion", "伊斯兰教"))))


@q("list", "zh", "级别为A级（一个A）的景区分布在哪几个城市？")
def _(T):
    return sorted(set(v(r, "city") for r in sel(T["旅游景点"], lambda r: eq(r, "level", "A"))))


@q("list", "zh", "社区卫生服务中心里级别是二级的是哪家机构？")
def _(T):
    return sorted(r["name"] for r in sel(T["医疗机构"], lambda r: eq(r, "category", "社区卫生服务中心") and eq(r, "level", "二级")))


# ---- existence
@q("exists", "zh", "嘉兴市有没有伊斯兰教场所？")
def _(T):
    return [yn(cnt(T["宗教场所"], lambda r: eq(r, "city", "嘉兴市") and eq(r, "religion", "伊斯兰教")) > 0, "zh")]


@q("exists", "zh", "舟山市有天主教协会吗？")
def _(T):
    return [yn(cnt(T["协会"], lambda r: eq(r, "city", "舟山市") and eq(r, "religion", "天主教")) > 0, "zh")]


@q("exists", "zh", "温州市有没有道教类的宗教院校？")
def _(T):
    return [yn(cnt(T["学校"], lambda r: eq(r, "city", "温州市") and eq(r, "religion", "道教")) > 0, "zh")]


# ---- distinct
@q("distinct", "zh", "台州市的宗教场所分布在多少个不同的县区？")
def _(T):
    return [s(len(groups(T["宗教场所"], lambda r: eq(r, "city", "台州市"), "county")))]


@q("distinct", "zh", "协会一共涉及几种宗教？")
def _(T):
    return [s(len(groups(T["协会"], lambda r: True, "religion")))]


# ---- cross-table
@q("cross_table", "zh", "浙江神学院所在的城市有多少家旅行社？")
def _(T):
    c = v(byname(T["学校"], "浙江神学院"), "city")
    return [s(cnt(T["旅行社"], lambda r: eq(r, "city", c)))]


@q("cross_table", "zh", "旅行社最多的那个城市，有多少个天主教场所？")
def _(T):
    c = argmax(groups(T["旅行社"], lambda r: True, "city").items())
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", c) and eq(r, "religion", "天主教")))]


@q("cross_table", "zh", "浙江慈云佛学院所在县有多少个佛教场所？")
def _(T):
    c = v(byname(T["学校"], "浙江慈云佛学院"), "county")
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "county", c) and eq(r, "religion", "佛教")))]


@q("cross_table", "zh", "在设有宗教院校的城市中，哪个城市的宗教场所最少？")
def _(T):
    cs = set(v(r, "city") for r in T["学校"])
    c = groups(T["宗教场所"], lambda r: v(r, "city") in cs, "city")
    return [argmax(c.items(), "min")]


@q("cross_table", "zh", "道教协会最多的城市一共有多少家旅行社？")
def _(T):
    c = argmax(groups(T["协会"], lambda r: eq(r, "religion", "道教"), "city").items())
    return [s(cnt(T["旅行社"], lambda r: eq(r, "city", c)))]


# ---- top-k
@q("top_k", "zh", "宗教场所数量排名前三的县区是哪几个？")
def _(T):
    return topk(groups(T["宗教场所"], lambda r: True, "county"))


@q("top_k", "zh", "旅行社最多的前三个城市")
def _(T):
    return topk(groups(T["旅行社"], lambda r: True, "city"))


@q("top_k", "zh", "基督教场所最多的前三个城市是？")
def _(T):
    return topk(groups(T["宗教场所"], lambda r: eq(r, "religion", "基督教"), "city"))


# ---- English
@q("lookup", "en", "Which county is 浙江神学院 located in?")
def _(T):
    return [v(byname(T["学校"], "浙江神学院"), "county")]


@q("count", "en", "How many Taoist (道教) religious venues are there in 丽水市?")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "丽水市") and eq(r, "religion", "道教")))]


@q("count", "en", "How many travel agencies in 温州市 list outbound (出境) business in their business scope?")
def _(T):
    return [s(cnt(T["旅行社"], lambda r: eq(r, "city", "温州市") and has(r, "businessScope", "出境")))]


@q("group_count", "en", "Break down the religious venues in 舟山市 by religion.")
def _(T):
    return glist(groups(T["宗教场所"], lambda r: eq(r, "city", "舟山市"), "religion"))


@q("superlative", "en", "Which city has the most Catholic (天主教) venues?")
def _(T):
    return [argmax(groups(T["宗教场所"], lambda r: eq(r, "religion", "天主教"), "city").items())]


@q("top_k", "en", "top 3 counties by number of Christian (基督教) venues")
def _(T):
    return topk(groups(T["宗教场所"], lambda r: eq(r, "religion", "基督教"), "county"))


@q("share", "en", "What percentage of the medical institutions are in the category 社区卫生服务中心? Round to two decimals.")
def _(T):
    rows = T["医疗机构"]
    return [pct(cnt(rows, lambda r: eq(r, "category", "社区卫生服务中心")), len(rows), 2)]


@q("compare", "en", "Are there more Catholic (天主教) associations than Taoist (道教) associations?")
def _(T):
    a = cnt(T["协会"], lambda r: eq(r, "religion", "天主教"))
    b = cnt(T["协会"], lambda r: eq(r, "religion", "道教"))
    assert a != b
    return [yn(a > b, "en")]


@q("list", "en", "Which religious schools have more than 150 students?")
def _(T):
    return sorted(r["name"] for r in T["学校"] if num(r, "studentCount") > 150)


@q("exists", "en", "Is any gas station in 鄞州区 classified as a major hazard source?")
def _(T):
    return [yn(cnt(T["加油站"], lambda r: eq(r, "county", "鄞州区") and eq(r, "isMajorDangerSource", "是")) > 0, "en")]


@q("distinct", "en", "How many distinct religions are represented among the religious venues in 温州市?")
def _(T):
    return [s(len(groups(T["宗教场所"], lambda r: eq(r, "city", "温州市"), "religion")))]


@q("cross_table", "en", "How many travel agencies are there in the city where 浙江道教学院 is located?")
def _(T):
    c = v(byname(T["学校"], "浙江道教学院"), "city")
    return [s(cnt(T["旅行社"], lambda r: eq(r, "city", c)))]


@q("count", "en", "How many religious venues in 湖州市 were registered in 2008?")
def _(T):
    return [s(cnt(T["宗教场所"], lambda r: eq(r, "city", "湖州市") and year(r, "registrationTime", 2008)))]


@q("threshold", "en", "Which cities have fewer than 100 travel agencies?")
def _(T):
    c = groups(T["旅行社"], lambda r: True, "city")
    assert set(c) == set(CITIES)
    return sorted(k for k, n in c.items() if n < 100)


@q("superlative", "en", "which association in 绍兴市 was registered earliest?")
def _(T):
    rows = sel(T["协会"], lambda r: eq(r, "city", "绍兴市"))
    return [argmax([(r["name"], dt(r, "registrationTime")) for r in rows], "min")]


# ---------------------------------------------------------------- run
def main():
    global STRICT
    TB = variant_b()
    out = []
    errors = []
    for i, (shape, lang, text, fn) in enumerate(Q, 1):
        STRICT = False
        try:
            a = fn(RAW)
        except AssertionError as e:
            errors.append("Q%d reading A failed: %s (%r)" % (i, text, e))
            continue
        STRICT = True
        try:
            b = fn(TB)
        except (Ambiguous, AssertionError) as e:
            errors.append("Q%d ambiguous: %s (%r)" % (i, text, e))
            continue
        finally:
            STRICT = False
        if a != b:
            errors.append("Q%d readings differ: %s %s %s" % (i, text, a, b))
            continue
        if not (a and all(isinstance(x, str) and x for x in a)):
            errors.append("Q%d empty answer: %s %s" % (i, text, a))
            continue
        assert len(a) <= 12, (i, len(a))
        out.append({"id": "affairqa-r49-%02d" % i, "question": text, "answer": a, "shape": shape, "lang": lang})
        print("%02d [%s/%s] %s\n    -> %s" % (i, shape, lang, text, a))
    if errors:
        raise SystemExit("\n".join(errors))
    assert len(out) == 80, len(out)
    assert sum(1 for o in out if o["lang"] == "zh") == 65
    assert len(set(o["question"] for o in out)) == 80
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print("wrote", OUT, len(out))


if __name__ == "__main__":
    main()
