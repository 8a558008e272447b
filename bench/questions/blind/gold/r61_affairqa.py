"""Gold answers for the r61 AffairQA held-out question set (80 questions: 65 zh, 15 en).

Computes every answer from datasets/kag-affairqa/sources/*.csv (found by walking up from this
file's folder) and writes ../r61-affairqa.json.  Standard library only.

Readings used
-------------
* Numbers: computed with decimal.Decimal from the cell text; a non-integer result is rounded
  half up (ROUND_HALF_UP) to the precision the question states.  Integer results are written
  without decimals.  Cells quoted as they are written when a question asks for one value.
* Percentages: 100 * part / whole, as a plain number without "%", rounded half up to the stated
  number of decimals.
* Yes/no: 是/否 for Chinese questions, yes/no for English ones.
* Dates: cells written YYYY/M/D (or YYYY-MM-DD) are answered as ISO YYYY-MM-DD.  "Before year Y"
  means strictly before Y-01-01; "in year Y" means the cell's year is Y; day spans are plain
  calendar-day differences (end minus start).
* Lists: every matching item, one string each (order of the answer list is not significant).
  Top-N lists are asserted to have no tie across the cut.
* Counts per group: flattened [group, count, group, count, ...] largest first; rows with an empty
  group cell are left out; every group question is asserted tie-free so the order is fixed.
* Superlatives: the winner is asserted unique.
* A multi-value cell (travel agencies' businessScope) is split on 、, one item per part.
* Counts are counts of table rows matching the stated conditions.
* Sums skip empty numeric cells (one 中海油 station, 衢州佳豪...-航埠LNG加气站, has no figures);
  averages are only asked over groups whose cells are all filled (asserted).

Data quirks handled
-------------------
* 旅行社.csv has two columns both headed "licenseNumber": the first holds the 浙旅许可 permit text,
  the second the L-ZJ##### licence code.  The file is read positionally; the second is called
  licenseCode here and is what the L-ZJ question asks for.
* 加油站.csv has placeholder rows (buildTime 1899-12-30, all other cells empty/0): they are
  treated as having no date and never satisfy a date condition.  The 2044/6/6 licence expiry is
  implausible and no question reaches it.
* 协会.csv has placeholder registration dates 1900/1/1 and pseudo-rows such as "嘉兴市（节点）";
  questions over association dates are restricted to 基督教 市团体 rows, none of which has one.
* 宗教场所.csv / 协会.csv sometimes write a county as an administrative code (e.g. 330953);
  行政区.csv maps codes to names (330953 -> 普陀山管委会, 330624 -> 新昌县).  The two-table
  questions resolve a code through 行政区.csv and count rows written either way; each code used
  is asserted to map to exactly one name there.
* Two 宗教场所 rows (天台山桐柏宫, 天台山国清讲寺) are empty apart from their name; they match no
  condition on county, city or religion.
* Name-like cells that hold codes (ZJ-...-PEOPLE-n managers, 9.13E+17 credit codes) are never
  asked for.
* Licence names are matched to 加油站.businessLicense exactly (case-sensitive).
"""
import csv
import json
import os
from collections import Counter, defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))


def find_sources():
    d = HERE
    while True:
        for rel in (("datasets", "kag-affairqa", "sources"),
                    ("shared", "datasets", "kag-affairqa", "sources")):
            p = os.path.join(d, *rel)
            if os.path.isdir(p):
                return p
        parent = os.path.dirname(d)
        if parent == d:
            raise SystemExit("kag-affairqa sources not found above " + HERE)
        d = parent


SRC = find_sources()


def load(table, rename=None):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    header = list(rows[0])
    if rename:
        for idx, name in rename.items():
            header[idx] = name
    assert len(set(header)) == len(header), (table, header)
    out = []
    for r in rows[1:]:
        assert len(r) == len(header), (table, r)
        out.append({h: v.strip() for h, v in zip(header, r)})
    return out


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
PLACE = load("宗教场所")
SPOT = load("旅游景点")
AGENCY = load("旅行社", rename={10: "licenseCode"})
REGION = load("行政区")
LICENCE = load("许可证")

PLACEHOLDER_DATES = {"1899-12-30", "1900/1/1", "1900-01-01"}


def D(s):
    return Decimal(s)


def num(s):
    """Decimal of a numeric cell, None when empty/non-numeric."""
    try:
        return Decimal(s)
    except Exception:
        return None


def fmt(x, places=None):
    x = Decimal(x)
    if places is None:
        assert x == x.to_integral_value(), x
        return str(int(x))
    q = Decimal(1).scaleb(-places)
    return str(x.quantize(q, rounding=ROUND_HALF_UP))


def pct(part, whole, places):
    return fmt(Decimal(part) * 100 / Decimal(whole), places)


def pdate(s):
    s = (s or "").strip()
    if not s or s in PLACEHOLDER_DATES:
        return None
    sep = "/" if "/" in s else "-"
    y, m, d = (int(p) for p in s.split(sep))
    return date(y, m, d)


def iso(s):
    d = pdate(s)
    assert d is not None, s
    return d.isoformat()


def one(rows, **cond):
    hits = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hits) == 1, (cond, len(hits))
    return hits[0]


def where(rows, **cond):
    return [r for r in rows if all(r[k] == v for k, v in cond.items())]


def unique_max(rows, key, reverse=False):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    vals.sort(key=lambda t: t[0], reverse=not reverse)
    assert len(vals) >= 2 and vals[0][0] != vals[1][0], "tie for winner"
    return vals[0][1]


def ranked(rows, key, n):
    vals = [(key(r), r) for r in rows if key(r) is not None]
    vals.sort(key=lambda t: t[0], reverse=True)
    assert len(vals) > n and vals[n - 1][0] != vals[n][0], "tie across top-N cut"
    # also no ties inside the top-N order so the ranking itself is well defined
    return [r for _, r in vals[:n]], [v for v, _ in vals[:n + 1]]


def group_pairs(counter):
    items = [(k, v) for k, v in counter.items() if k != ""]
    items.sort(key=lambda t: -t[1])
    counts = [v for _, v in items]
    assert len(set(counts)) == len(counts), ("tie in group counts", items)
    out = []
    for k, v in items:
        out += [k, str(v)]
    return out


def yn(b, lang):
    if lang == "zh":
        return "是" if b else "否"
    return "yes" if b else "no"


def region_name(code):
    names = {r["name"] for r in REGION if r["id"] == code}
    assert len(names) == 1, (code, names)
    return names.pop()


def region_codes(name):
    codes = {r["id"] for r in REGION if r["name"] == name and r["id"]}
    for c in codes:
        assert region_name(c) == name, (name, c)
    return codes


def scope_items(r):
    return [p.strip() for p in r["businessScope"].split("、") if p.strip()]


def licence_of(station):
    lic = [l for l in LICENCE if l["name"] == station["businessLicense"]]
    assert len(lic) <= 1, station["name"]
    return lic[0] if lic else None


Q = []


def add(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int)):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- lookup
add("浙江道教学院现在有多少在校生？",
    one(SCHOOL, name="浙江道教学院")["studentCount"], "lookup")

add("天一阁·月湖景区 电话",
    one(SPOT, name="天一阁·月湖景区")["phoneNumber"], "lookup")

add("浙江省肿瘤医院是几级医院？",
    one(MED, name="浙江省肿瘤医院")["level"], "lookup")

add("What is the L-ZJ licence code of the travel agency 浙江邮电旅行社有限公司?",
    one(AGENCY, name="浙江邮电旅行社有限公司")["licenseCode"], "lookup", "en")

add("浙江邮电旅行社有限公司能做哪些旅游业务？",
    scope_items(one(AGENCY, name="浙江邮电旅行社有限公司")), "lookup")

add("杭州清真寺建筑面积多少平米",
    one(PLACE, name="杭州清真寺")["buildingArea"], "lookup")

add("Who is the legal representative of the gas station 宁波新捷公运天然气有限公司?",
    one(GAS, name="宁波新捷公运天然气有限公司")["legalRepresentative"], "lookup", "en")

# ---------------------------------------------------------------- count
add("乐清市有多少处基督教活动场所？",
    len(where(PLACE, county="乐清市", religion="基督教")), "count")

add("杭州市的4A级景区有几个",
    len(where(SPOT, city="杭州市", level="AAAA")), "count")

add("经营范围里有出境组团业务的旅行社一共多少家？",
    sum(1 for r in AGENCY if "出境组团业务" in scope_items(r)), "count")

add("构成重大危险源的加油站有几座？",
    len(where(GAS, isMajorDangerSource="是")), "count")

add("How many hospitals (category 医院) in the medical institution list are rated 三级?",
    len(where(MED, category="医院", level="三级")), "count", "en")

add("那舟山市的天主教场所里，类别是固定处所的有几处？",
    len(where(PLACE, city="舟山市", religion="天主教", category="固定处所")), "count")

add("温州市一共登记了多少个县级宗教团体？",
    len(where(ASSOC, city="温州市", category="县团体")), "count")

# ---------------------------------------------------------------- aggregate / average
add("中海油运营的加油站，职工人数加起来一共多少人？",
    fmt(sum(num(r["employeeCount"]) or 0 for r in where(GAS, operationSubject="中海油"))), "aggregate")

add("What is the total number of students enrolled across all the religious schools?",
    fmt(sum(D(r["studentCount"]) for r in SCHOOL)), "aggregate", "en")

add("镇海区各加油站的液化天然气罐总容积合计是多少？",
    fmt(sum(D(r["liquidGasCanVolume"]) for r in where(GAS, county="镇海区"))), "aggregate")

_bud = where(SCHOOL, religion="佛教")
add("佛教类宗教院校平均每所有多少在校生？保留一位小数",
    fmt(sum(D(r["studentCount"]) for r in _bud) / len(_bud), 1), "average")

_zs = where(PLACE, city="舟山市", religion="天主教")
add("舟山市天主教场所的平均建筑面积是多少平方米（保留两位小数）？",
    fmt(sum(D(r["buildingArea"]) for r in _zs) / len(_zs), 2), "average")

_cnooc = where(GAS, operationSubject="中石化杭燃")
assert all(num(r["totalDesignStorage"]) is not None for r in _cnooc)
add("中石化杭燃运营的那些加油站，总设计储量平均是多少？结果保留两位小数",
    fmt(sum(D(r["totalDesignStorage"]) for r in _cnooc) / len(_cnooc), 2), "average")

# ---------------------------------------------------------------- superlative
add("在校生最多的宗教院校是哪一所？",
    unique_max(SCHOOL, lambda r: num(r["studentCount"]))["name"], "superlative")

add("哪个加油站的总设计储量最大",
    unique_max(GAS, lambda r: num(r["totalDesignStorage"]))["name"], "superlative")

_cty = Counter(r["county"] for r in PLACE if r["county"])
_top = _cty.most_common(2)
assert _top[0][1] != _top[1][1]
add("宗教场所数量最多的是哪个县（市、区）？", _top[0][0], "superlative")

_ac = Counter(r["city"] for r in AGENCY).most_common(2)
assert _ac[0][1] != _ac[1][1]
add("Which city has the most travel agencies?", _ac[0][0], "superlative", "en")

_isl, _v = ranked(where(PLACE, religion="伊斯兰教"), lambda r: num(r["buildingArea"]), 2)
assert _v[0] != _v[1]
add("伊斯兰教场所里建筑面积排第二的是哪个？", _isl[1]["name"], "superlative")

_top3, _v = ranked(GAS, lambda r: num(r["employeeCount"]), 3)
assert len(set(_v[:3])) == 3
add("职工人数排前三的加油站是哪几家", [r["name"] for r in _top3], "superlative")

_assoc_city = Counter(r["city"] for r in ASSOC if r["city"]).most_common(2)
assert _assoc_city[0][1] != _assoc_city[1][1]
add("哪个城市的宗教团体（协会）数量最多？", _assoc_city[0][0], "superlative")

# ---------------------------------------------------------------- list
add("舟山市有哪些5A级景区？",
    [r["name"] for r in where(SPOT, city="舟山市", level="AAAAA")], "list")

add("类别为省团体的宗教协会都有哪些",
    [r["name"] for r in where(ASSOC, category="省团体")], "list")

add("列出运营主体是中石油的加油站",
    [r["name"] for r in where(GAS, operationSubject="中石油")], "list")

add("List the religious schools located in 天台县.",
    [r["name"] for r in where(SCHOOL, county="天台县")], "list", "en")

add("伊斯兰教场所 列表",
    [r["name"] for r in where(PLACE, religion="伊斯兰教")], "list")

add("衢州市的市级宗教团体（市团体）有哪些？",
    [r["name"] for r in where(ASSOC, city="衢州市", category="市团体")], "list")

add("属于液化石油气生产和供应业、级别为三级的加油站有哪些？",
    [r["name"] for r in where(GAS, industry="液化石油气生产和供应业", level="三级")], "list")

# ---------------------------------------------------------------- exists
add("湖州市有没有5A景区？",
    yn(len(where(SPOT, city="湖州市", level="AAAAA")) > 0, "zh"), "exists")

add("那丽水市呢，有没有伊斯兰教的宗教场所？",
    yn(len(where(PLACE, city="丽水市", religion="伊斯兰教")) > 0, "zh"), "exists")

add("Is there any 伊斯兰教 religious place in 温州市?",
    yn(len(where(PLACE, city="温州市", religion="伊斯兰教")) > 0, "en"), "exists", "en")

add("天台华润燃气有限公司算不算重大危险源？",
    yn(one(GAS, name="天台华润燃气有限公司")["isMajorDangerSource"] == "是", "zh"), "exists")

add("嘉兴市有宗教院校吗",
    yn(len(where(SCHOOL, city="嘉兴市")) > 0, "zh"), "exists")

_cnpc = where(GAS, operationSubject="中石油")
assert all(num(r["employeeCount"]) is not None for r in _cnpc)
add("Does any gas station operated by 中石油 have more than 10 employees?",
    yn(any(D(r["employeeCount"]) > 10 for r in _cnpc), "en"), "exists", "en")

# ---------------------------------------------------------------- share
_yq = where(PLACE, county="乐清市")
add("乐清市的宗教场所里基督教占百分之多少？保留一位小数",
    pct(len(where(_yq, religion="基督教")), len(_yq), 1), "share")

add("医疗机构中，类别为医院且级别为三级的占全部医疗机构的百分比是多少？保留两位小数",
    pct(len(where(MED, category="医院", level="三级")), len(MED), 2), "share")

add("What percentage of all travel agencies are located in 杭州市? Give the percentage to 2 decimal places.",
    pct(len(where(AGENCY, city="杭州市")), len(AGENCY), 2), "share", "en")

_hz = where(SPOT, city="杭州市")
add("杭州市的景区中4A级占多大比例？按百分比保留一位小数",
    pct(len(where(_hz, level="AAAA")), len(_hz), 1), "share")

_wz = where(ASSOC, city="温州市")
add("温州市宗教协会中佛教协会所占的百分比（保留两位小数）",
    pct(len(where(_wz, religion="佛教")), len(_wz), 2), "share")

add("宗教院校里佛教院校占几成？用百分比表示，保留一位小数",
    pct(len(where(SCHOOL, religion="佛教")), len(SCHOOL), 1), "share")

# ---------------------------------------------------------------- difference
add("乐清市和瑞安市的宗教场所数量差多少？",
    abs(len(where(PLACE, county="乐清市")) - len(where(PLACE, county="瑞安市"))), "difference")

add("浙江佛学院比杭州佛学院多多少名在校生",
    fmt(D(one(SCHOOL, name="浙江佛学院")["studentCount"]) - D(one(SCHOOL, name="杭州佛学院")["studentCount"])),
    "difference")

add("How many more AAAA scenic spots does 宁波市 have than 温州市?",
    len(where(SPOT, city="宁波市", level="AAAA")) - len(where(SPOT, city="温州市", level="AAAA")),
    "difference", "en")

add("杭州的旅行社比宁波多几家？",
    len(where(AGENCY, city="杭州市")) - len(where(AGENCY, city="宁波市")), "difference")

_xd = one(PLACE, name="宁波雪窦山资圣禅寺")
add("宁波雪窦山资圣禅寺的占地面积比建筑面积多出多少平方米？保留两位小数",
    fmt(D(_xd["area"]) - D(_xd["buildingArea"]), 2), "difference")

add("医院类的医疗机构里，三级医院比二级医院多几家？",
    len(where(MED, category="医院", level="三级")) - len(where(MED, category="医院", level="二级")),
    "difference")

# ---------------------------------------------------------------- group
add("给我一份舟山市宗教场所按宗教分类的数量统计",
    group_pairs(Counter(r["religion"] for r in where(PLACE, city="舟山市"))), "group")

add("Break down the medical institutions by level: how many are there at each level?",
    group_pairs(Counter(r["level"] for r in MED)), "group", "en")

add("舟山景区按A级等级分别有多少个",
    group_pairs(Counter(r["level"] for r in where(SPOT, city="舟山市"))), "group")

add("宗教协会按类别（省团体、市团体、县团体）各有多少个？",
    group_pairs(Counter(r["category"] for r in ASSOC)), "group")

add("加油站 级别 分布",
    group_pairs(Counter(r["level"] for r in GAS)), "group")

add("温州市的宗教场所，按所属宗教统计各有多少处？",
    group_pairs(Counter(r["religion"] for r in where(PLACE, city="温州市"))), "group")

# ---------------------------------------------------------------- two-table
_nx = one(GAS, name="宁波新奥燃气有限公司")
add("宁波新奥燃气有限公司的燃气经营许可证哪天到期？",
    iso(licence_of(_nx)["invalidDate"]), "two-table")

_pts_codes = region_codes("普陀山管委会")
assert len(_pts_codes) == 1, _pts_codes
add("普陀山管委会管辖的宗教场所有多少处？",
    sum(1 for r in PLACE if r["county"] == "普陀山管委会" or r["county"] in _pts_codes), "two-table")

_nh = one(SPOT, name="南湖旅游区")
add("How many travel agencies are there in the city where the scenic spot 南湖旅游区 is located?",
    len(where(AGENCY, city=_nh["city"])), "two-table", "en")

_xc = region_name("330624")
add("行政区划代码330624对应的县有几个加油站？",
    sum(1 for r in GAS if r["county"] == _xc or r["county"] == "330624"), "two-table")

_ptsch = one(SCHOOL, name="中国佛学院普陀山学院")
add("中国佛学院普陀山学院所在城市的市级佛教协会，电话是多少？",
    one(ASSOC, city=_ptsch["city"], religion="佛教", category="市团体")["phoneNumber"], "two-table")

_n2022 = 0
for _g in GAS:
    _l = licence_of(_g)
    if _l and pdate(_l["invalidDate"]) and pdate(_l["invalidDate"]).year == 2022:
        _n2022 += 1
add("有几个加油站的经营许可证是在2022年到期的？", _n2022, "two-table")

_dj = one(SCHOOL, name="浙江道教学院")
add("浙江道教学院所在的县，有多少处道教场所？",
    len(where(PLACE, county=_dj["county"], religion="道教")), "two-table")

# ---------------------------------------------------------------- chain
_big = unique_max(SCHOOL, lambda r: num(r["studentCount"]))
add("在校生最多的那所宗教院校是哪天成立的？", iso(_big["establishmentDate"]), "chain")

add("总设计储量最大的加油站负责人是谁",
    unique_max(GAS, lambda r: num(r["totalDesignStorage"]))["manager"], "chain")

add("接着问：宗教场所最多的那个县，佛教场所有多少处？",
    len(where(PLACE, county=_top[0][0], religion="佛教")), "chain")

_pc = Counter(r["city"] for r in PLACE if r["city"]).most_common(2)
assert _pc[0][1] != _pc[1][1]
add("How many religious associations are registered in the city that has the most religious places?",
    len(where(ASSOC, city=_pc[0][0])), "chain", "en")

_emp = unique_max(GAS, lambda r: num(r["employeeCount"]))
add("职工人数最多的那个加油站是哪一年成立的？", str(pdate(_emp["buildTime"]).year), "chain")

_aa = Counter(r["city"] for r in SPOT if r["level"] == "AA").most_common(2)
assert _aa[0][1] != _aa[1][1]
add("AA级景区最多的那个城市，有多少个宗教协会？",
    len(where(ASSOC, city=_aa[0][0])), "chain")

_chr = where(ASSOC, religion="基督教", category="市团体")
assert all(pdate(r["registrationTime"]) for r in _chr)
add("登记时间最早的基督教市级团体，地址在哪里？",
    unique_max(_chr, lambda r: pdate(r["registrationTime"]), reverse=True)["address"], "chain")

# ---------------------------------------------------------------- date
add("浙江道教学院是什么时候成立的？", iso(_dj["establishmentDate"]), "date")

add("2016年成立的宗教院校有几所",
    sum(1 for r in SCHOOL if pdate(r["establishmentDate"]).year == 2016), "date")

add("生效日期在2018年的许可证有多少张？",
    sum(1 for r in LICENCE if pdate(r["effectiveDate"]) and pdate(r["effectiveDate"]).year == 2018), "date")

add("Which gas stations were founded in 2011? List them all.",
    [r["name"] for r in GAS if pdate(r["buildTime"]) and pdate(r["buildTime"]).year == 2011], "date", "en")

add("1960年以前批准设立的宗教场所有哪些？",
    [r["name"] for r in PLACE if pdate(r["approvalDate"]) and pdate(r["approvalDate"]) < date(1960, 1, 1)],
    "date")

add("宁波市天主教爱国会是哪天登记的",
    iso(one(ASSOC, name="宁波市天主教爱国会")["registrationTime"]), "date")

_qt = licence_of(one(GAS, name="杭州中石化杭燃能源有限公司清泰门加气站"))
add("杭州中石化杭燃能源有限公司清泰门加气站的经营许可证，从生效到失效一共多少天？",
    (pdate(_qt["invalidDate"]) - pdate(_qt["effectiveDate"])).days, "date")

add("When was 嵊泗县天主教堂 approved?",
    iso(one(PLACE, name="嵊泗县天主教堂")["approvalDate"]), "date", "en")

# ---------------------------------------------------------------- write
assert len(Q) == 80, len(Q)
assert sum(q["lang"] == "zh" for q in Q) == 65
assert sum(q["lang"] == "en" for q in Q) == 15
assert len({q["question"] for q in Q}) == 80
out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r61-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})
dest = os.path.join(os.path.dirname(HERE), "r61-affairqa.json")
with open(dest, "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
    fh.write("\n")
print("wrote %d questions to %s" % (len(out), dest))
