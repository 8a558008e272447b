#!/usr/bin/env python3
"""Held-out question set r63 over KAG's AffairQA tables (Zhejiang government affairs).

Writes ../r63-affairqa.json (relative to this file): a JSON list of
{"id", "question", "answer": [str, ...], "shape", "lang"}, 80 questions (65 zh, 15 en).
Every gold answer is computed here from the CSV cells; nothing is typed by hand except the
question text and the entity / place / category names the questions mention.

Data: the folder datasets/kag-affairqa (or shared/datasets/kag-affairqa) found by walking up
from this file's folder; its sources/*.csv are read with the csv module (UTF-8, BOM stripped).
Standard library only.

Answer conventions
------------------
* numbers as plain strings: integers without decimals; non-integers rounded half up
  (decimal.ROUND_HALF_UP) to the precision the question states; arithmetic in Decimal on the
  cell text, never floats.
* percentages as plain numbers without "%".
* yes/no as 是/否 (zh) or yes/no (en).
* dates ISO YYYY-MM-DD (cells are written YYYY/M/D).
* lists: one string per item (order not significant) - the exact `name` cells.
* counts per group: [group, count, group, count, ...], largest first, ties asserted absent.
* a lookup of a text cell answers the exact cell.

Readings used
-------------
* "X市" (city) means the table's `city` column equal to X市. "X县/区/市" at county level means
  the `county` column equal to that name.  A place is only asked about where no
  administrative-code cell could stand for it (see quirks).
* 宗教场所: religion = `religion`, 类别 = `category` (固定处所 / 寺观教堂), 宗教派别 =
  `religiousType`, 占地面积 = `area`, 建筑面积 = `buildingArea`, 批准日期 = `approvalDate`.
* 加油站: 级别 = `level`, 运营主体 = `operationSubject` (exact cell, e.g. 中石化 is not
  中石化杭燃), 重大危险源 = `isMajorDangerSource` == 是, 成立 = `buildTime`.
* 医疗机构: "三级医院" = level 三级 (all of them are category 医院; asserted).
* 旅游景点: 4A = level AAAA, 3A = AAA, etc.; "4A及以上" = AAAA or AAAAA.  Counts are of the
  table's records (the table has several records for one real site, mostly at 5A, e.g. 杭州西湖景区 /
  杭州西湖风景名胜区; no question here counts 5A records or depends on de-duplicating them).
* 旅行社: counts per city use `city` (the `county` column says 市辖区 for 622 agencies, so no
  question counts travel agencies per county). "业务范围有出境组团业务" = `businessScope`
  contains 出境组团.
* 许可证: a licence "expires in year Y" = `invalidDate` in Y; rows without dates never count.
  A gas station's licence is the 许可证 row whose `name` equals the station's `businessLicense`.
* 行政区: the table repeats rows (杭州市 x9, 市属 x16 ...); "how many 地级行政区" counts
  distinct names labelled 地级行政区.  A county's code is its `id`, asserted to be one value.
* 学校 (nine religious colleges): 在校生 = `studentCount`, 教师人数 = `teacherCount`.
* 医疗机构 "名字里带口腔" = `name` contains 口腔; 政府机构 "名称以民政局结尾" = `name` ends
  with 民政局 (the table's agency names are free text with typos; only literal tests are asked).
* A ratio "A和B之比" is A / B; a difference "A比B多多少" is A - B.

Data quirks handled
-------------------
* Placeholder rows: 宗教场所 天台山桐柏宫 / 天台山国清讲寺 have every column empty; 协会
  浙江省佛教协会 / 温州市佛教协会 / 中国佛教协会 / 浙江省基督教两会 likewise.  A share of all
  宗教场所 is asserted to round to the same value whether or not these rows (and the one
  "已经注销登记" row, 衢州市衢江区九仙岩寺) are in the denominator.
* Node rows in 协会: 嘉兴市（节点） (道教, 市团体) and 丽水市（节点） (天主教, 市团体) with
  registrationTime 1900/1/1; deregistered 金东区佛教居士林（已注销） / 金东区道教居士林（已注销）.
  No question counts a group these rows fall into (asserted for the ones that could).
* Placeholder dates: 加油站 buildTime 1899-12-30 (Excel's day zero, 5 rows whose other cells are
  empty); 协会 registrationTime 1900/1/1 (11 rows).  Both read as missing; the questions that filter
  on those dates use ranges the placeholders cannot fall into, and no earliest-date question is
  asked of those columns.
* Duplicate header: 旅行社 has two `licenseNumber` columns (浙旅许可... and L-ZJ...); the second
  is read as licenseNumber_2.  No question asks for a licence number of a travel agency.
* Administrative codes written instead of county names: 协会.county (330101, 330801, ...),
  宗教场所.county (330371, 330953, 330501, ...), 学校.county (310107 for 中国佛学院普陀山学院,
  which is Shanghai's 普陀区 code), 行政区 普陀区 -> 310107.  Counties asked about here
  (乐清市, 瑞安市, 平阳县, 宁海县, 三门县, 温岭市, 嵊泗县, and the first four by count) are
  asserted to appear in the address of no row whose county cell is a code (the code rows lie in
  龙湾区, 洞头区, 普陀山, 钱塘新区, 东钱湖, development zones, ...).
* Typos: 加油站 county 北仓区 (for 北仑区, one row); the question on the county with most gas
  stations is asserted to have the same winner either way.  Licence names differ only by case
  (浙201601000003J / 浙201601000003j) are not asked about.
* Scientific-notation codes (9.13E+17) in 加油站 / 旅行社 credit codes: not asked about.
* Stray leading '"' in some 医疗机构 addresses: no address is asked.
* Outliers (宁波阿育王寺 buildingArea 1470000) are taken as written.
"""
from __future__ import annotations

import csv
import json
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent


def find_data() -> Path:
    for p in [HERE, *HERE.parents]:
        for cand in (p / "datasets" / "kag-affairqa", p / "shared" / "datasets" / "kag-affairqa"):
            if (cand / "sources").is_dir():
                return cand
    raise SystemExit("datasets/kag-affairqa not found above " + str(HERE))


DATA = find_data()
OUT = HERE.parent / "r63-affairqa.json"


def load(table: str) -> list[dict]:
    with open(DATA / "sources" / f"{table}.csv", encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    header, seen = [], Counter()
    for h in rows[0]:
        h = h.strip()
        seen[h] += 1
        header.append(h if seen[h] == 1 else f"{h}_{seen[h]}")
    out = []
    for r in rows[1:]:
        r = r + [""] * (len(header) - len(r))
        out.append({h: v.strip() for h, v in zip(header, r)})
    return out


GS = load("加油站")
MI = load("医疗机构")
AS = load("协会")
SC = load("学校")
RP = load("宗教场所")
GA = load("政府机构")
TA = load("旅游景点")
TR = load("旅行社")
AR = load("行政区")
LI = load("许可证")

assert "licenseNumber_2" in TR[0], "duplicate licenseNumber header expected in 旅行社"

PLACEHOLDER_DATES = {"1899-12-30", "1900/1/1"}


def date(cell: str):
    """YYYY/M/D or YYYY-MM-DD -> (y, m, d); None for empty or placeholder."""
    if not cell or cell in PLACEHOLDER_DATES:
        return None
    sep = "/" if "/" in cell else "-"
    y, m, d = (int(x) for x in cell.split(sep))
    return (y, m, d)


def iso(cell: str) -> str:
    y, m, d = date(cell)
    return f"{y:04d}-{m:02d}-{d:02d}"


def num(cell: str) -> Decimal:
    return Decimal(cell)


def fmt(x, places: int | None = None) -> str:
    x = Decimal(x)
    if places is None:
        assert x == x.to_integral_value(), x
        return str(int(x))
    q = Decimal(1).scaleb(-places)
    return str(x.quantize(q, rounding=ROUND_HALF_UP))


def pct(a, b, places=1) -> str:
    return fmt(Decimal(a) * 100 / Decimal(b), places)


def norm(s: str) -> str:
    return s.replace("·", "").replace(".", "").replace(" ", "")


def row(rows, name: str, short: str | None = None) -> dict:
    """The row named exactly `name`; `short` (how the question writes it) must pick it alone."""
    hits = [r for r in rows if r["name"] == name]
    assert len(hits) == 1, (name, len(hits))
    if short is not None:
        sh = [r for r in rows if norm(short) in norm(r["name"])]
        assert len(sh) == 1 and sh[0] is hits[0], (short, [r["name"] for r in sh])
    return hits[0]


def count(rows, pred) -> int:
    return sum(1 for r in rows if pred(r))


def _unique(pairs, pick):
    pairs = list(pairs)
    best = pick(v for _, v in pairs)
    winners = [k for k, v in pairs if v == best]
    assert len(winners) == 1, winners
    return winners[0]


def unique_max(pairs):
    """pairs: [(key, value)] -> key of the unique maximum value (asserted unique)."""
    return _unique(pairs, max)


def unique_min(pairs):
    """pairs: [(key, value)] -> key of the unique minimum value (asserted unique)."""
    return _unique(pairs, min)


def top_n(counter: Counter, n: int) -> list[str]:
    ranked = counter.most_common()
    assert len(ranked) > n and ranked[n - 1][1] > ranked[n][1], ranked[: n + 1]
    return [k for k, _ in ranked[:n]]


def group_flat(counter: Counter) -> list[str]:
    ranked = counter.most_common()
    vals = [v for _, v in ranked]
    assert len(set(vals)) == len(vals), ranked
    out = []
    for k, v in ranked:
        out += [k, str(v)]
    return out


def yes(b: bool, lang: str) -> str:
    return ("是" if b else "否") if lang == "zh" else ("yes" if b else "no")


Q: list[dict] = []


def add(question: str, answer, shape: str, lang: str = "zh"):
    if isinstance(answer, (str, int)):
        answer = [str(answer)]
    answer = [str(a) for a in answer]
    assert answer and all(a != "" for a in answer), (question, answer)
    Q.append({"id": f"affairqa-r63-{len(Q) + 1:02d}", "question": question,
              "answer": answer, "shape": shape, "lang": lang})


# ----------------------------------------------------------------------------- 加油站
r = row(GS, "宁波新捷公运天然气有限公司", "新捷公运")
add("新捷公运那个加气站的法定代表人是谁？", r["legalRepresentative"], "lookup")

add("运营主体是中海油的加气站一共有几座？",
    count(GS, lambda r: r["operationSubject"] == "中海油"), "count")

add("级别为二级、运营主体又是中石化的加油加气站有多少个？",
    count(GS, lambda r: r["level"] == "二级" and r["operationSubject"] == "中石化"), "count")

add("哪些加油加气站被认定构成重大危险源？把名称列出来。",
    [r["name"] for r in GS if r["isMajorDangerSource"] == "是"], "list")

add("请统计一下加油站按级别（一级、二级、三级）各有多少个。",
    group_flat(Counter(r["level"] for r in GS if r["level"])), "group_count")

add("总设计储量最大的是哪一家加油加气站？",
    unique_max((r["name"], num(r["totalDesignStorage"])) for r in GS if r["totalDesignStorage"]),
    "superlative")

hrs = [r for r in GS if r["operationSubject"] == "中石化杭燃"]
assert all(r["gasCanDesignStorage"] and num(r["gasCanDesignStorage"]) > 0 for r in hrs)
add("中石化杭燃旗下各加气站的压缩天然气罐设计储量平均是多少？保留两位小数。",
    fmt(sum(num(r["gasCanDesignStorage"]) for r in hrs) / len(hrs), 2), "average")

r = row(GS, "慈溪市煤气有限公司")
lic = row(LI, r["businessLicense"])
add("慈溪市煤气有限公司的经营许可证哪天到期？", iso(lic["invalidDate"]), "multi_table")

r = row(GS, "诸暨市赵家液化石油气贮罐站", "赵家液化石油气")
codes = {a["id"] for a in AR if a["name"] == r["county"]}
assert len(codes) == 1, codes
add("赵家液化石油气贮罐站所在县市的行政区划代码是多少？", codes.pop(), "multi_table")

add("2016年成立的加油加气站有几个？",
    count(GS, lambda r: date(r["buildTime"]) and date(r["buildTime"])[0] == 2016), "count")

a = row(GS, "杭州杭钢亚盛天然气有限公司", "杭钢亚盛")
b = row(GS, "宁海县浙能油气发展有限公司加气母站", "宁海县浙能油气发展有限公司加气母站")
add("杭钢亚盛和宁海县浙能油气发展有限公司加气母站，职工人数差多少人？",
    fmt(abs(num(a["employeeCount"]) - num(b["employeeCount"]))), "difference")

nh = [r for r in GS if r["county"] == "南湖区"]
assert all(r["level"] for r in nh)
add("南湖区的加气站里，级别不是一级的有几个？", count(nh, lambda r: r["level"] != "一级"), "negation")

yz = [r for r in GS if r["county"] == "鄞州区"]
assert all(r["liquidGasCanCount"] for r in yz)
add("鄞州区所有加气站的液化天然气罐加起来一共多少个？",
    fmt(sum(num(r["liquidGasCanCount"]) for r in yz)), "sum")

add("纬度最低、也就是最靠南的加油站是哪家？",
    unique_min((r["name"], num(r["latitude"])) for r in GS if r["latitude"]), "superlative")

add("所有加油站中，液化天然气罐总容积的最大值是多少？",
    fmt(max(num(r["liquidGasCanVolume"]) for r in GS if r["liquidGasCanVolume"])), "max")

# ----------------------------------------------------------------------------- 医疗机构
r = row(MI, "浙江省肿瘤医院", "浙江省肿瘤医院")
add("帮我查一下浙江省肿瘤医院的联系电话。", r["phoneNumber"], "lookup")

l3 = [r for r in MI if r["level"] == "三级"]
assert all(r["category"] == "医院" for r in l3)
add("三级医院一共有多少家？", len(l3), "count")

add("省本级定点的医疗机构占全部医疗机构的百分之几？保留一位小数。",
    pct(count(MI, lambda r: r["category"] == "省本级定点"), len(MI)), "percentage")

add("名字里带“口腔”两个字的医疗机构有几家？", count(MI, lambda r: "口腔" in r["name"]), "count")

r = row(MI, "桐庐县富春江中心卫生院", "富春江中心卫生院")
add("富春江中心卫生院是什么级别？", r["level"], "lookup")

add("类别是医院、但级别不是一级的医疗机构有多少家？",
    count(MI, lambda r: r["category"] == "医院" and r["level"] != "一级"), "negation")

r = row(MI, "杭州枫上医院", "枫上医院")
add("枫上医院是不是省本级定点机构？", yes(r["category"] == "省本级定点", "zh"), "yesno")

# ----------------------------------------------------------------------------- 协会
wz = [r for r in AS if r["city"] == "温州市" and r["religion"] == "基督教"]
assert not any("节点" in r["name"] or "注销" in r["name"] for r in wz)
add("温州市有多少个基督教方面的协会团体？", len(wz), "count")

add("省一级的宗教团体（类别为省团体）有哪些？",
    [r["name"] for r in AS if r["category"] == "省团体"], "list")

r = row(AS, "浙江省伊斯兰教协会", "省伊斯兰教协会")
add("省伊斯兰教协会的网址是什么？", r["website"], "lookup")

# ----------------------------------------------------------------------------- 学校
assert all(r["studentCount"] for r in SC) and all(r["teacherCount"] for r in SC)
add("请统计全部宗教院校的在校生总人数。", fmt(sum(num(r["studentCount"]) for r in SC)), "sum")

add("在校生最多的宗教院校是哪一所？",
    unique_max((r["name"], num(r["studentCount"])) for r in SC), "superlative")

r = row(SC, "浙江佛学院")
add("浙江佛学院（总院）平均每位教师对应多少名在校生？保留两位小数。",
    fmt(num(r["studentCount"]) / num(r["teacherCount"]), 2), "ratio")

add("天台县有哪几所宗教院校？", [r["name"] for r in SC if r["county"] == "天台县"], "list")

r = row(SC, "浙江神学院")
add("浙江神学院是什么时候成立的？", iso(r["establishmentDate"]), "lookup")

r = row(SC, "浙江慈云佛学院", "慈云佛学院")
assert r["county"] == "宁海县"
add("慈云佛学院所在的那个县，一共登记了多少处宗教活动场所？",
    count(RP, lambda x: x["county"] == r["county"]), "multi_table")

add("宗教院校里在校生最少的那所有多少学生？",
    fmt(min(num(r["studentCount"]) for r in SC)), "min")

# ----------------------------------------------------------------------------- 宗教场所
CODE_ROWS = [r for r in RP if r["county"].isdigit()]


def county_clean(name: str) -> str:
    """A county asked about: no row whose county cell is a code has an address in it."""
    assert not any(name in r["address"] for r in CODE_ROWS), name
    return name


for _c in ("乐清市", "瑞安市", "平阳县", "宁海县", "三门县", "温岭市", "嵊泗县"):
    county_clean(_c)
add("乐清有多少处宗教场所？", count(RP, lambda r: r["county"] == "乐清市"), "count")

add("杭州市属于佛教、类别是寺观教堂的场所有多少处？",
    count(RP, lambda r: r["city"] == "杭州市" and r["religion"] == "佛教" and r["category"] == "寺观教堂"),
    "count")

add("请按宗教分别统计嘉兴市的宗教场所数量。",
    group_flat(Counter(r["religion"] for r in RP if r["city"] == "嘉兴市")), "group_count")

cc = Counter(r["county"] for r in RP if r["county"] and not r["county"].isdigit())
top3 = top_n(cc, 3)
# the code rows' addresses name none of the first four counties
for _c, _ in cc.most_common(4):
    county_clean(_c)
add("宗教场所数量排前三的区县是哪几个？", top3, "topn")

sq = [r for r in RP if r["county"] == "嵊泗县"]
add("嵊泗县宗教场所的建筑面积加起来是多少平方米？", fmt(sum(num(r["buildingArea"]) for r in sq)), "sum")

ls = [r for r in RP if r["city"] == "丽水市" and r["religion"] == "道教"]
add("丽水市道教场所的平均占地面积是多少？保留两位小数。",
    fmt(sum(num(r["area"]) for r in ls) / len(ls), 2), "average")

add("建筑面积最大的宗教场所是哪一处？",
    unique_max((r["name"], num(r["buildingArea"])) for r in RP if r["buildingArea"]), "superlative")

wzn = count(RP, lambda r: r["city"] == "温州市")
shares = {pct(wzn, d) for d in (len(RP), count(RP, lambda r: r["city"]),
                                 count(RP, lambda r: r["city"] and "注销" not in r["name"]))}
assert len(shares) == 1, shares
add("温州市的宗教场所占全省总数的比重是多少（百分比，保留一位小数）？", shares.pop(), "percentage")

r = row(RP, "建德市慧华寺", "慧华寺")
add("慧华寺属于哪个宗教派别？", r["religiousType"], "lookup")

zs = [r for r in RP if r["city"] == "舟山市"]
assert all(r["religion"] for r in zs)
add("舟山市不属于佛教的宗教场所有多少处？", count(zs, lambda r: r["religion"] != "佛教"), "negation")

add("2020年以来（含2020年）批准设立的宗教场所有几处？",
    count(RP, lambda r: date(r["approvalDate"]) and date(r["approvalDate"]) >= (2020, 1, 1)), "count")

ra, py = count(RP, lambda r: r["county"] == "瑞安市"), count(RP, lambda r: r["county"] == "平阳县")
add("瑞安市的宗教场所比平阳县多多少处？", fmt(ra - py), "difference")

wj = count(RP, lambda r: r["city"] == "温州市" and r["religion"] == "基督教")
wt = count(RP, lambda r: r["city"] == "温州市" and r["religion"] == "天主教")
add("温州市基督教场所的数量是天主教场所的多少倍？保留两位小数。", fmt(Decimal(wj) / wt, 2), "ratio")

add("伊斯兰教的活动场所有哪些？", [r["name"] for r in RP if r["religion"] == "伊斯兰教"], "list")

r = row(GS, "三门县道生加气站有限公司", "道生加气站")
add("道生加气站所在的县有多少处佛教场所？",
    count(RP, lambda x: x["county"] == r["county"] and x["religion"] == "佛教"), "multi_table")

wl = count(RP, lambda r: r["county"] == "温岭市")
add("温岭市的宗教场所有没有超过300处？", yes(wl > 300, "zh"), "yesno")

add("表里批准日期最早的宗教场所是哪一个？",
    unique_min((r["name"], date(r["approvalDate"])) for r in RP if date(r["approvalDate"])),
    "superlative")

# ----------------------------------------------------------------------------- 旅游景点
add("杭州的4A景区数我已经有了，那宁波市的4A级景区有几个？",
    count(TA, lambda r: r["city"] == "宁波市" and r["level"] == "AAAA"), "count")

add("全省景区按等级分布是怎样的？每个等级各多少个。",
    group_flat(Counter(r["level"] for r in TA)), "group_count")

add("景区数量最多的三个地市是哪三个？", top_n(Counter(r["city"] for r in TA), 3), "topn")

nb = [r for r in TA if r["city"] == "宁波市"]
add("宁波市的景区里，4A及以上的占多大比例？百分比保留一位小数。",
    pct(count(nb, lambda r: r["level"] in ("AAAA", "AAAAA")), len(nb)), "percentage")

add("湖州市有多少个景区不是3A级的？",
    count(TA, lambda r: r["city"] == "湖州市" and r["level"] != "AAA"), "negation")

r = row(TA, "乌镇景区")
add("乌镇景区是5A级吗？", yes(r["level"] == "AAAAA", "zh"), "yesno")

r = row(TA, "江山最美碗窑景区", "江山最美碗窑")
add("江山最美碗窑景区评的是几A？", r["level"], "lookup")

# ----------------------------------------------------------------------------- 旅行社
add("业务范围里有出境组团业务的旅行社有几家？",
    count(TR, lambda r: "出境组团" in r["businessScope"]), "count")

r = row(TR, "浙江邮电旅行社有限公司", "邮电旅行社")
add("邮电旅行社的传真号码是多少？", r["faxNumber"], "lookup")

hz, nbt = count(TR, lambda r: r["city"] == "杭州市"), count(TR, lambda r: r["city"] == "宁波市")
add("杭州和宁波两市旅行社数量之比是多少？保留两位小数。", fmt(Decimal(hz) / nbt, 2), "ratio")

sx_ta, sx_tr = count(TA, lambda r: r["city"] == "绍兴市"), count(TR, lambda r: r["city"] == "绍兴市")
add("绍兴市的景区数量比旅行社数量多多少个？", fmt(sx_ta - sx_tr), "multi_table")

# ----------------------------------------------------------------------------- 行政区 / 许可证 / 政府机构
add("浙江一共有几个地级行政区？",
    len({a["name"] for a in AR if a["label"] == "地级行政区"}), "count")

add("2022年到期的许可证有多少张？",
    count(LI, lambda r: date(r["invalidDate"]) and date(r["invalidDate"])[0] == 2022), "count")

r = row(LI, "浙201709070005P")
add("许可证浙201709070005P是哪天生效的？", iso(r["effectiveDate"]), "lookup")

add("政府机构名单里，名称以“民政局”结尾的有多少个？",
    count(GA, lambda r: r["name"].endswith("民政局")), "count")

add("机构名录里有没有浙江省旅游局？", yes(any(r["name"] == "浙江省旅游局" for r in GA), "zh"), "yesno")

# ----------------------------------------------------------------------------- English
add("How many travel agencies are registered in 金华市?",
    count(TR, lambda r: r["city"] == "金华市"), "count", "en")

gc = Counter(r["county"] for r in GS if r["county"])
w1 = unique_max(gc.items())
gc2 = Counter(("北仑区" if r["county"] == "北仓区" else r["county"]) for r in GS if r["county"])
assert unique_max(gc2.items()) == w1
add("Which county has the most gas stations?", w1, "superlative", "en")

r = row(MI, "浙江医院", "浙江医院")
add("What level is 浙江医院 rated at?", r["level"], "lookup", "en")

add("List the religious schools located in 杭州市.",
    [r["name"] for r in SC if r["city"] == "杭州市"], "list", "en")

r = row(SC, "中国佛学院普陀山学院", "普陀山学院")
add("Was the 普陀山学院 founded before 2000?",
    yes(date(r["establishmentDate"]) < (2000, 1, 1), "en"), "yesno", "en")

add("What percentage of all scenic spots are rated AAAA? Round to one decimal.",
    pct(count(TA, lambda r: r["level"] == "AAAA"), len(TA)), "percentage", "en")

add("Give me the top 3 cities by number of travel agencies.",
    top_n(Counter(r["city"] for r in TR), 3), "topn", "en")

nbc = [r for r in RP if r["city"] == "宁波市" and r["religion"] == "天主教"]
add("What is the average building area of Catholic venues in 宁波市? Round to a whole number.",
    fmt(sum(num(r["buildingArea"]) for r in nbc) / len(nbc), 0), "average", "en")

tzb = count(RP, lambda r: r["city"] == "台州市" and r["religion"] == "佛教")
tzd = count(RP, lambda r: r["city"] == "台州市" and r["religion"] == "道教")
add("How many more Buddhist venues than Taoist venues does 台州市 have?", fmt(tzb - tzd), "difference", "en")

r = row(AS, "浙江省道教协会", "浙江省道教协会")
add("Give me the registration date of the Zhejiang Taoist Association (浙江省道教协会).",
    iso(r["registrationTime"]), "lookup", "en")

add("How many licences expired before 2020?",
    count(LI, lambda r: date(r["invalidDate"]) and date(r["invalidDate"]) < (2020, 1, 1)), "count", "en")

r = row(SC, "浙江神学院")
add("How many scenic spots are there in the city where 浙江神学院 is located?",
    count(TA, lambda x: x["city"] == r["city"]), "multi_table", "en")

add("Which scenic-spot grade has the fewest entries?",
    unique_min(Counter(r["level"] for r in TA).items()), "superlative", "en")

add("Which city has the most religious associations?",
    unique_max(Counter(r["city"] for r in AS if r["city"]).items()), "superlative", "en")

hr = [r for r in GS if r["operationSubject"] == "华润燃气"]
assert all(r["liquidGasCanVolume"] for r in hr)
add("What's the combined LNG tank volume of the stations operated by 华润燃气?",
    fmt(sum(num(r["liquidGasCanVolume"]) for r in hr)), "sum", "en")


# ----------------------------------------------------------------------------- checks + write
def main():
    assert len(Q) == 80, len(Q)
    langs = Counter(q["lang"] for q in Q)
    assert langs == Counter({"zh": 65, "en": 15}), langs
    assert len({q["question"] for q in Q}) == len(Q)
    OUT.write_text(json.dumps(Q, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(Q)} questions to {OUT}")
    print(dict(Counter(q["shape"] for q in Q)))


if __name__ == "__main__":
    main()
