"""Gold answers for the blind AffairQA question set r47 (80 questions: 65 zh, 15 en).

Standard library only. Data: <five folders above this file's folder>/shared/datasets/kag-affairqa/sources/*.csv.
Running the script writes ../r47-affairqa.json (next to this gold/ folder) and prints each question
with its answer.

Readings used for the gold
--------------------------
* Files are read with the csv module (encoding utf-8-sig, so the BOM in front of the first header is
  dropped). Cells are compared as the exact text of the cell, with no trimming or case folding.
  旅行社.csv has two columns both headed ``licenseNumber``; the loader keeps the first as
  ``licenseNumber`` and renames the second ``licenseNumber#2`` (no question uses either).
* An entity is a row; its name is the ``name`` cell, and answers give names exactly as that cell
  spells them. Counts count rows. Rows that look like duplicates of one real place (e.g. the
  several 5A rows for 乌镇 / 西湖) are still separate rows; questions were chosen so that such
  duplicates do not matter (no count of 5A scenic spots in a city that has duplicate 5A rows).
* Empty cells are never matched, counted as a value or used in a comparison: a row whose tested cell
  is empty is left out (e.g. gas stations without a level are left out of the "有级别记录" share;
  rows with an empty religion/city never match a religion/city condition).
* Place conditions use the table's own column: ``city`` (所在城市) for 宗教场所/协会/旅行社/旅游景点/学校,
  ``county`` (所在县区) for 宗教场所/协会/加油站/学校. A county condition matches the exact county
  cell; rows whose county cell is a numeric code (330371, 331001, 310107, ...) are not treated as a
  named county, and where a question asks "which counties" only named counties are candidates.
  The gas-station county cell "北仓区" (a typo of 北仑区) is kept as written; the two questions that
  depend on 北仑区's station count (北仑区 vs 鄞州区; "the county with most gas stations") have the
  same answer whether or not that row is merged into 北仑区 (11 or 12 vs 9), which the script asserts.
  医疗机构 has no district column; the one medical question about names uses a substring of ``name``.
* Association rows whose names are marked （未登记）/（已注销）/（已撤销）/（节点） are still rows; group
  questions over associations are asked only for cities that have no such rows (湖州市, 宁波市,
  温州市, 台州市, 乐清市's county) or where those rows cannot change the answer (the city with the
  most associations). Four association rows have an empty city (e.g. 温州市佛教协会); they are left
  out of city counts, and adding 温州市佛教协会 to 温州市 would not change any answer.
* Dates are the cells' Y/M/D text parsed as calendar dates. "Now" is 2023-10-15; "近N年" means
  from the same day N years earlier (2023-10-15 minus N years) to 2023-10-15, both ends included.
  A year condition ("2016年成立") tests the date's year. Registration date 1900/1/1 in 协会.csv and
  build time 1899-12-30 in 加油站.csv are placeholders; no question's window includes them.
  Licence validity: a gas station's licence is the 许可证 row whose ``name`` equals the station's
  ``businessLicense`` cell exactly; "still valid on 2023-10-15" means effectiveDate <= 2023-10-15 <=
  invalidDate; a licence "expires in 2022" when its invalidDate falls in 2022.
* Numbers: numeric cells are parsed as decimals for sums, differences, comparisons and maxima; a
  property answer returns the cell text unchanged. Computed numbers are plain decimal strings
  without trailing zeros. Shares/percentages are computed exactly and rounded half-up to the
  number of decimals the question states, then trailing zeros are dropped (e.g. 43.00 -> "43").
* Superlatives, top-N and "which of A and B" questions: the script asserts the winner is unique
  (no tie at the boundary) before writing the answer; the answer is the one name.
* Per-group counts are flattened as [group, count, group, count, ...], sorted by count descending
  then group ascending (Python string order); groups with an empty key are left out.
* yes/no: ["是"]/["否"] for Chinese questions, ["yes"]/["no"] for English ones.
* List answers list every item once (CSV row order, or sorted for county/city lists); order is
  not significant.
* "运营主体不是中海油" compares the whole cell: every operator cell containing 中海油 is exactly
  "中海油" (asserted), so no joint-venture spelling makes the negation ambiguous.
* Substring conditions are used only where the question says so: 旅行社 businessScope "包含出境组团业务"
  (in 宁波市 every such cell is exactly 国内旅游业务、入境旅游业务、出境组团业务, and no 宁波市 cell
  uses a variant such as 出境旅游业务), and 医疗机构 name "带口腔".
"""

import csv
import datetime as dt
import json
import os
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = HERE
for _ in range(5):
    ROOT = os.path.dirname(ROOT)
SRC = os.path.join(ROOT, "shared", "datasets", "kag-affairqa", "sources")
OUT = os.path.join(os.path.dirname(HERE), "r47-affairqa.json")
NOW = dt.date(2023, 10, 15)


def load(name):
    with open(os.path.join(SRC, name), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        keys, seen = [], Counter()
        for h in header:
            seen[h] += 1
            keys.append(h if seen[h] == 1 else "%s#%d" % (h, seen[h]))
        rows = []
        for rec in reader:
            assert len(rec) == len(keys), (name, rec)
            rows.append(dict(zip(keys, rec)))
        return rows


RP = load("宗教场所.csv")
AS = load("协会.csv")
SC = load("学校.csv")
GS = load("加油站.csv")
MED = load("医疗机构.csv")
TA = load("旅游景点.csv")
TR = load("旅行社.csv")
LIC = load("许可证.csv")
REG = load("行政区.csv")


def date(s):
    s = s.strip()
    sep = "/" if "/" in s else "-"
    y, m, d = (int(x) for x in s.split(sep))
    return dt.date(y, m, d)


def years_before(d, n):
    return d.replace(year=d.year - n)


def num(x):
    if isinstance(x, int):
        return str(x)
    x = Decimal(str(x)) if not isinstance(x, Decimal) else x
    s = format(x, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def pct(a, b, places=2):
    q = (Decimal(a) * 100 / Decimal(b)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return num(q)


def dec(s):
    return Decimal(s)


def one(rows, **cond):
    hit = [r for r in rows if all(r[k] == v for k, v in cond.items())]
    assert len(hit) == 1, (cond, len(hit))
    return hit[0]


def cell(rows, name, col):
    v = one(rows, name=name)[col]
    assert v != "", (name, col)
    return v


def count(rows, pred):
    return sum(1 for r in rows if pred(r))


def names(rows, pred):
    out = [r["name"] for r in rows if pred(r)]
    assert len(out) == len(set(out))
    return out


def argmax(items, key, smallest=False):
    """items: list; key: numeric. Asserts a unique winner."""
    items = list(items)
    vals = [key(i) for i in items]
    best = min(vals) if smallest else max(vals)
    win = [i for i, v in zip(items, vals) if v == best]
    assert len(win) == 1, ("tie", win, best)
    return win[0]


def which_of(a, va, b, vb, less=False):
    assert va != vb, ("tie", a, b, va)
    if less:
        return a if va < vb else b
    return a if va > vb else b


def group(rows, pred, key):
    c = Counter(r[key] for r in rows if pred(r) and r[key] != "")
    out = []
    for g, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        out += [g, str(n)]
    return out


def yn(b, lang):
    return ["是" if b else "否"] if lang == "zh" else ["yes" if b else "no"]


QS = []


def Q(question, answer, shape, lang="zh"):
    if isinstance(answer, (str, int, Decimal)):
        answer = [answer if isinstance(answer, str) else num(answer)]
    answer = [a if isinstance(a, str) else num(a) for a in answer]
    assert answer and all(a != "" for a in answer), question
    QS.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def is_code(s):
    return s.isdigit()


# ---------------------------------------------------------------- 宗教场所 (religious places)
Q("建德市慧华寺的占地面积是多少？", cell(RP, "建德市慧华寺", "area"), "property")

Q("普陀山普济禅寺是哪一天批准的？", cell(RP, "普陀山普济禅寺", "approvalDate"), "property")

Q("乐清市一共有多少个基督教的宗教场所？",
  count(RP, lambda r: r["county"] == "乐清市" and r["religion"] == "基督教"), "count")

ra = count(RP, lambda r: r["county"] == "瑞安市" and r["religion"] == "道教")
yj = count(RP, lambda r: r["county"] == "永嘉县" and r["religion"] == "道教")
Q("瑞安市和永嘉县，哪个地方的道教场所更多？", which_of("瑞安市", ra, "永嘉县", yj), "compare")

py = count(RP, lambda r: r["county"] == "平阳县" and r["religion"] == "佛教")
cn = count(RP, lambda r: r["county"] == "苍南县" and r["religion"] == "佛教")
assert py > cn
Q("平阳县的佛教场所比苍南县多几个？", py - cn, "compare")

Q("舟山市的宗教场所按所属宗教分，各有多少个？",
  group(RP, lambda r: r["city"] == "舟山市", "religion"), "group_count")

cath = [r for r in RP if r["religion"] == "天主教" and r["area"]]
Q("占地面积最大的天主教场所是哪一处？", argmax(cath, lambda r: dec(r["area"]))["name"], "superlative")

wz = [r for r in RP if r["city"] == "温州市"]
Q("温州市的宗教场所里，道教场所占百分之几？（保留两位小数）",
  pct(count(wz, lambda r: r["religion"] == "道教"), len(wz)), "ratio")

lo = years_before(NOW, 3)
Q("近三年登记的宗教场所有几个？",
  count(RP, lambda r: r["registrationTime"] and lo <= date(r["registrationTime"]) <= NOW), "date_window")

Q("洞头区的宗教场所中，不属于道教的有多少个？",
  count(RP, lambda r: r["county"] == "洞头区" and r["religion"] and r["religion"] != "道教"), "negation")

Q("洞头区有没有天主教的宗教场所？",
  yn(count(RP, lambda r: r["county"] == "洞头区" and r["religion"] == "天主教") > 0, "zh"), "yes_no")

qz = Counter(r["county"] for r in RP if r["religiousType"] == "全真教" and not is_code(r["county"]) and r["county"])
Q("全真教场所最多的县区是哪个？", argmax(qz.keys(), lambda k: qz[k]), "superlative")

Q("宁波市有多少个类别为寺观教堂的佛教场所？",
  count(RP, lambda r: r["city"] == "宁波市" and r["religion"] == "佛教" and r["category"] == "寺观教堂"), "count")

Q("台州市各县区分别有几个天主教场所？",
  group(RP, lambda r: r["city"] == "台州市" and r["religion"] == "天主教", "county"), "group_count")

dated = [r for r in RP if r["approvalDate"]]
Q("批准日期最早的宗教场所是哪个？", argmax(dated, lambda r: date(r["approvalDate"]).toordinal(), smallest=True)["name"],
  "superlative")

a1 = dec(cell(RP, "普陀山普济禅寺", "area"))
a2 = dec(cell(RP, "普陀山法雨禅寺", "area"))
assert a1 != a2
Q("普陀山普济禅寺的占地面积比普陀山法雨禅寺大吗？", yn(a1 > a2, "zh"), "yes_no")

Q("龙游县三门道院属于哪个宗教派别？", cell(RP, "龙游县三门道院", "religiousType"), "property")

# ---------------------------------------------------------------- cross-table: 宗教场所 x 学校 / 加油站 / 协会
dj = one(SC, name="浙江道教学院")["county"]
Q("浙江道教学院所在的县区一共有多少个道教场所？",
  count(RP, lambda r: r["county"] == dj and r["religion"] == "道教"), "cross_count")

sc_counties = sorted({r["county"] for r in SC if r["county"] and not is_code(r["county"])})
rp_cnt = Counter(r["county"] for r in RP)
Q("在有宗教院校的县区中，宗教场所数量最多的是哪个县区？", argmax(sc_counties, lambda k: rp_cnt[k]), "cross_superlative")

gsc = Counter(r["county"] for r in GS if r["county"])
top_gs = argmax(gsc.keys(), lambda k: gsc[k])
assert top_gs == "北仑区" and gsc["北仑区"] + gsc["北仓区"] > max(v for k, v in gsc.items() if k not in ("北仑区", "北仓区"))
Q("加油站最多的那个县区，有几个宗教场所？", rp_cnt[top_gs], "cross_count")

tz_cath = {r["county"] for r in RP if r["city"] == "台州市" and r["religion"] == "天主教"}
tz_cath_as = {r["county"] for r in AS if r["city"] == "台州市" and r["religion"] == "天主教"}
assert not any(is_code(c) for c in tz_cath)
Q("台州市有哪些县区有天主教场所，却没有天主教的协会？",
  sorted(tz_cath - tz_cath_as), "negation")

top_rp = argmax([k for k in rp_cnt if k and not is_code(k)], lambda k: rp_cnt[k])
Q("宗教场所数量最多的县区有几个宗教协会？", count(AS, lambda r: r["county"] == top_rp), "cross_count")

# ---------------------------------------------------------------- 协会 (associations)
Q("苍南县佛教协会的网址是什么？", cell(AS, "苍南县佛教协会", "website"), "property")

Q("类别是省团体的协会有哪些？", names(AS, lambda r: r["category"] == "省团体"), "list")

wzd = count(AS, lambda r: r["city"] == "温州市" and r["religion"] == "道教")
tzd = count(AS, lambda r: r["city"] == "台州市" and r["religion"] == "道教")
Q("温州市和台州市相比，哪个市的道教协会多一些？", which_of("温州市", wzd, "台州市", tzd), "compare")

Q("1950年到1959年之间登记的协会有几个？",
  count(AS, lambda r: r["registrationTime"] and 1950 <= date(r["registrationTime"]).year <= 1959), "date_window")

lo5 = years_before(NOW, 5)
Q("近五年里登记的宗教协会一共多少个？",
  count(AS, lambda r: r["registrationTime"] and lo5 <= date(r["registrationTime"]) <= NOW), "date_window")

Q("衢州市伊斯兰教协会属于市团体吗？", yn(cell(AS, "衢州市伊斯兰教协会", "category") == "市团体", "zh"), "yes_no")

asc = Counter(r["city"] for r in AS if r["city"])
Q("哪个城市的宗教协会数量最多？", argmax(asc.keys(), lambda k: asc[k]), "superlative")

Q("湖州市的协会按所属宗教统计，各有几个？", group(AS, lambda r: r["city"] == "湖州市", "religion"), "group_count")

Q("浙江省伊斯兰教协会的登记证号", cell(AS, "浙江省伊斯兰教协会", "registrationCertificateNumber"), "property")

# ---------------------------------------------------------------- 学校 (religious schools)
Q("浙江神学院现在有多少在校生？", cell(SC, "浙江神学院", "studentCount"), "property")

t1 = int(cell(SC, "浙江佛学院", "teacherCount"))
t2 = int(cell(SC, "杭州佛学院", "teacherCount"))
Q("浙江佛学院和杭州佛学院，哪个的教师人数更多？", which_of("浙江佛学院", t1, "杭州佛学院", t2), "compare")

Q("在校生数量最少的宗教院校是哪一所？", argmax(SC, lambda r: int(r["studentCount"]), smallest=True)["name"], "superlative")

Q("位于台州市的宗教院校，在校生加起来一共多少人？",
  sum(int(r["studentCount"]) for r in SC if r["city"] == "台州市"), "sum")

d1 = date(cell(SC, "杭州佛学院", "establishmentDate"))
d2 = date(cell(SC, "浙江佛学院", "establishmentDate"))
Q("杭州佛学院是不是比浙江佛学院成立得早？", yn(d1 < d2, "zh"), "yes_no")


# ---------------------------------------------------------------- 加油站 (gas stations)
Q("宁波新奥燃气有限公司的负责人是谁？", cell(GS, "宁波新奥燃气有限公司", "manager"), "property")

Q("运营主体为中海油的加油站有多少个？", count(GS, lambda r: r["operationSubject"] == "中海油"), "count")

bl = gsc["北仑区"]
yz = gsc["鄞州区"]
assert (bl > yz) == (bl + gsc["北仓区"] > yz)
Q("北仑区和鄞州区，哪个区的加油站数量更多？", which_of("北仑区", bl, "鄞州区", yz), "compare")

Q("天台华润燃气有限公司是否构成重大危险源？",
  yn(cell(GS, "天台华润燃气有限公司", "isMajorDangerSource") == "是", "zh"), "yes_no")

Q("构成重大危险源的加油站都有哪些？", names(GS, lambda r: r["isMajorDangerSource"] == "是"), "list")

Q("总设计储量最大的加油站是哪家？",
  argmax([r for r in GS if r["totalDesignStorage"]], lambda r: dec(r["totalDesignStorage"]))["name"], "superlative")

LICD = {r["name"]: r for r in LIC}


def gs_lic(r):
    b = r["businessLicense"]
    if b and b in LICD and LICD[b]["invalidDate"]:
        return LICD[b]
    return None


Q("经营许可证在2022年内到期的加油站有几个？",
  count(GS, lambda r: gs_lic(r) and date(gs_lic(r)["invalidDate"]).year == 2022), "cross_date_window")

assert all(r["operationSubject"] for r in GS if r["level"] == "二级")
assert not any("中海油" in r["operationSubject"] and r["operationSubject"] != "中海油" for r in GS)
Q("二级加油站里，运营主体不是中海油的有几个？",
  count(GS, lambda r: r["level"] == "二级" and r["operationSubject"] != "中海油"), "negation")

lv = [r for r in GS if r["level"]]
Q("有级别记录的加油站中，一级站占百分之几？（保留两位小数）",
  pct(count(lv, lambda r: r["level"] == "一级"), len(lv)), "ratio")

Q("截至2023年10月15日，哪些加油站的经营许可证还在有效期内？",
  names(GS, lambda r: gs_lic(r) and date(gs_lic(r)["effectiveDate"]) <= NOW <= date(gs_lic(r)["invalidDate"])),
  "cross_date_window")

e1 = date(gs_lic(one(GS, name="杭州富阳江润加气站有限公司"))["invalidDate"])
e2 = date(gs_lic(one(GS, name="杭州富阳润通新能源有限公司"))["invalidDate"])
Q("杭州富阳江润加气站有限公司和杭州富阳润通新能源有限公司，谁的经营许可证先到期？",
  which_of("杭州富阳江润加气站有限公司", e1, "杭州富阳润通新能源有限公司", e2, less=True), "compare")

Q("镇海区的加油站按运营主体分各有几个", group(GS, lambda r: r["county"] == "镇海区", "operationSubject"),
  "group_count")

Q("绍兴金帝天然气有限公司的法定代表人叫什么？", cell(GS, "绍兴金帝天然气有限公司", "legalRepresentative"), "property")

Q("2016年成立的加油站有几个？",
  count(GS, lambda r: r["buildTime"] and date(r["buildTime"]).year == 2016), "date_window")

# ---------------------------------------------------------------- 医疗机构 (medical institutions)
Q("浙江省肿瘤医院的联系电话是多少？", cell(MED, "浙江省肿瘤医院", "phoneNumber"), "property")

Q("三级医院一共有多少家？", count(MED, lambda r: r["category"] == "医院" and r["level"] == "三级"), "count")

c1 = count(MED, lambda r: r["category"] == "社区卫生服务中心")
c2 = count(MED, lambda r: r["category"] == "省本级定点")
assert c1 > c2
Q("类别为社区卫生服务中心的医疗机构比省本级定点的多几家？", c1 - c2, "compare")

Q("级别是二级、但类别不是医院的医疗机构有哪些？",
  names(MED, lambda r: r["level"] == "二级" and r["category"] != "医院"), "negation")

Q("名称里带“口腔”、级别为二级或三级的医疗机构有哪些？",
  names(MED, lambda r: "口腔" in r["name"] and r["level"] in ("二级", "三级")), "list")


# ---------------------------------------------------------------- 旅游景点 / 旅行社
Q("天一阁·月湖景区的电话号码？", cell(TA, "天一阁·月湖景区", "phoneNumber"), "property")

hz4 = count(TA, lambda r: r["city"] == "湖州市" and r["level"] == "AAAA")
qz4 = count(TA, lambda r: r["city"] == "衢州市" and r["level"] == "AAAA")
Q("湖州市和衢州市，哪个市的AAAA级景区更多？", which_of("湖州市", hz4, "衢州市", qz4), "compare")

hzta = [r for r in TA if r["city"] == "杭州市"]
Q("杭州市的旅游景点中，AAAA级的占百分之几？（保留两位小数）",
  pct(count(hzta, lambda r: r["level"] == "AAAA"), len(hzta)), "ratio")

c4 = Counter(r["city"] for r in TA if r["level"] == "AAAA")
top4 = argmax(c4.keys(), lambda k: c4[k])
Q("AAAA级景区最多的城市，一共有多少家旅行社？", count(TR, lambda r: r["city"] == top4), "cross_count")

Q("浙江邮电旅行社有限公司的传真号是多少", cell(TR, "浙江邮电旅行社有限公司", "faxNumber"), "property")

jh = count(TR, lambda r: r["city"] == "金华市")
zs = count(TR, lambda r: r["city"] == "舟山市")
assert jh > zs
Q("金华市的旅行社比舟山市多几家？", jh - zs, "compare")

assert all(r["businessScope"] == "国内旅游业务、入境旅游业务、出境组团业务"
           for r in TR if r["city"] == "宁波市" and "出境" in r["businessScope"])
Q("宁波市有多少家旅行社的业务范围包含出境组团业务？",
  count(TR, lambda r: r["city"] == "宁波市" and "出境组团业务" in r["businessScope"]), "count")

trc = Counter(r["city"] for r in TR)
tac = Counter(r["city"] for r in TA)
for c in trc:
    assert trc[c] != tac[c]
Q("哪些城市的旅行社数量多于旅游景点数量？", sorted(c for c in trc if trc[c] > tac[c]), "cross_compare")

# ---------------------------------------------------------------- 许可证 / 行政区
Q("许可证浙201801010002J的生效日期是哪天？", cell(LIC, "浙201801010002J", "effectiveDate"), "property")

zsr = {r["id"] for r in REG if r["name"] == "舟山市" and r["label"] == "地级行政区"}
assert len(zsr) == 1
Q("舟山市这个地级行政区的区划代码是多少？", zsr.pop(), "property")

# ---------------------------------------------------------------- English questions
Q("Which religious venues belong to Islam (伊斯兰教)?", names(RP, lambda r: r["religion"] == "伊斯兰教"), "list", "en")

Q("What is the English name recorded for 浙江邮电旅行社有限公司?",
  cell(TR, "浙江邮电旅行社有限公司", "englishName"), "property", "en")

Q("Is 杭州市儿童医院 a 三级 (level-3) institution?", yn(cell(MED, "杭州市儿童医院", "level") == "三级", "en"),
  "yes_no", "en")

Q("Which gas station has the largest number of employees?",
  argmax([r for r in GS if r["employeeCount"]], lambda r: int(r["employeeCount"]))["name"], "superlative", "en")

qt = rp_cnt["青田县"]
jy = rp_cnt["缙云县"]
Q("Which has more religious venues, 青田县 or 缙云县?", which_of("青田县", qt, "缙云县", jy), "compare", "en")

Q("How many AAAAA-level scenic spots are listed for 丽水市?",
  count(TA, lambda r: r["city"] == "丽水市" and r["level"] == "AAAAA"), "count", "en")

Q("Which religious schools were established in 2016?",
  names(SC, lambda r: date(r["establishmentDate"]).year == 2016), "date_window", "en")

allcath = [r for r in RP if r["religion"] == "天主教"]
Q("What percentage of all Catholic (天主教) venues are in 温州市? Round to two decimals.",
  pct(count(allcath, lambda r: r["city"] == "温州市"), len(allcath)), "ratio", "en")

Q("How many associations in 宁波市 are not Christian (基督教)?",
  count(AS, lambda r: r["city"] == "宁波市" and r["religion"] and r["religion"] != "基督教"), "negation", "en")

Q("In 鄞州区, how many gas stations does each operator (运营主体) run?",
  group(GS, lambda r: r["county"] == "鄞州区", "operationSubject"), "group_count", "en")

cy = one(SC, name="浙江慈云佛学院")["county"]
Q("How many Buddhist venues are there in the county where 浙江慈云佛学院 is located?",
  count(RP, lambda r: r["county"] == cy and r["religion"] == "佛教"), "cross_count", "en")

s1 = int(cell(SC, "浙江佛学院", "studentCount"))
s2 = int(cell(SC, "中国佛学院普陀山学院", "studentCount"))
assert s1 > s2
Q("How many more students does 浙江佛学院 have than 中国佛学院普陀山学院?", s1 - s2, "compare", "en")

Q("When does licence 浙201601000003J expire?", cell(LIC, "浙201601000003J", "invalidDate"), "property", "en")

Q("Which city has the fewest travel agencies?", argmax(trc.keys(), lambda k: trc[k], smallest=True),
  "superlative", "en")

Q("Which associations were registered in 2020 or later?",
  names(AS, lambda r: r["registrationTime"] and date(r["registrationTime"]) >= dt.date(2020, 1, 1)),
  "date_window", "en")


# ---------------------------------------------------------------- output
def main():
    assert len(QS) == 80, len(QS)
    langs = Counter(q["lang"] for q in QS)
    assert langs["zh"] == 65 and langs["en"] == 15, langs
    assert len({q["question"] for q in QS}) == len(QS)
    out = []
    for i, q in enumerate(QS, 1):
        out.append({"id": "affairqa-r47-%02d" % i, "question": q["question"], "answer": q["answer"],
                    "shape": q["shape"], "lang": q["lang"]})
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    for o in out:
        print("%s [%s/%s] %s\n    -> %s" % (o["id"], o["shape"], o["lang"], o["question"], o["answer"]))
    print("wrote", OUT, len(out))


if __name__ == "__main__":
    main()
