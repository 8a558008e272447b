"""Round r84 gold questions over KAG AffairQA government-affairs tables (Zhejiang).

Personas:
  * 城市应急管理规划员 (city emergency-management planner): 加油站, 医疗机构, 许可证, 宗教场所 (crowd sites).
  * 高中地理老师筹备研学 (high-school geography teacher preparing a field trip): 旅游景点, 宗教场所, 旅行社, 行政区.
  * 基金会项目官员审核申请方 (foundation officer reviewing associations and schools): 协会, 学校.

Tables / columns used:
  加油站: name, county, buildTime(成立日期), manager(负责人), isMajorDangerSource(是否构成重大危险源),
          level(级别), employeeCount(职工人数), totalDesignStorage(总设计储量), liquidGasCanCount/Volume,
          gasCanCount, operationSubject(运营主体), businessLicense(经营许可证), legalRepresentative.
  许可证: name, effectiveDate, invalidDate (joined from 加油站.businessLicense).
  医疗机构: name, category(类别), level(级别), phoneNumber, servicePopulation(服务人群).
  宗教场所: name, city, religion, category, religiousType, area(占地面积), buildingArea(建筑面积), approvalDate.
  旅游景点: name, level, city.
  旅行社: name, city, businessScope, licenseNumber (second header = L-ZJ code), englishName.
  行政区: name, label, id (distinct rows only).
  协会: name, city, religion, category(类别), registrationTime(登记时间), registrationCertificateNumber,
        phoneNumber, website, postalCode.
  学校: name, city, religion, studentCount, teacherCount, professorCount, approvalScale, establishmentDate.

Readings avoided and why:
  * 加油站: five rows have dummy buildTime 1899-12-30 (plus two empty), two near-duplicate pairs
    (衢州市浙能油气发展有限公司-航埠加气母站 / …航埠加气母站, 衢州佳豪…-航埠LNG加气站 / …航埠LNG加气站),
    county typo 北仓区 vs 北仑区 -> no questions on 北仑区 / 柯城区 counts, no whole-table level/operator
    counts, no year questions touching 1899; employeeCount 0 is frequent (likely unfilled) -> no averages
    of employees; businessLicenseNumber / codes show scientific-notation damage (9.13E+17) -> unused.
  * 协会: county mixes names and numeric codes; placeholder rows 嘉兴市（节点）/丽水市（节点） with
    1900/1/1; 11 rows with registrationTime 1900/1/1 and 4 fully empty rows; two 已注销 rows in 金华市;
    credit code placeholder 513000000000000000 -> no county / credit-code questions, no 嘉兴/丽水/金华
    counts, date questions start after 1900; the 节点 rows carry category 市团体, so 市团体 is only
    counted inside 温州市.
  * 学校: county has a code 310107 (a Shanghai code) for 普陀; schoolSystem written 3 ways; employeeCount
    mostly empty; unifiedSocialCreditCode repeated -> unused. professorCount empty for one school ->
    avoided in sums/averages.
  * 宗教场所: county mixes codes (330371 …) -> city only; two fully empty rows (天台山桐柏宫, 天台山国清讲寺);
    area/buildingArea 0 in ~35 rows -> only superlatives/sums over small verified subsets.
  * 旅游景点: many near-duplicate spots (e.g. 杭州西湖景区 / 杭州西湖风景名胜区, 桃花岛 twice) -> only
    lookups of named spots and a level lookup comparison; no counts of spots.
  * 旅行社: county '市辖区' for 622 rows; duplicated 'licenseNumber' header (two meanings); businessScope
    written many ways -> city counts, substring count with literal wording, lookups by name only.
  * 许可证: travel-agency licences appear twice (with and without 'zj-' prefix) -> only used via the gas
    station join; 行政区: 510 exact duplicate rows and name variants -> distinct-row lookups only.
"""
import csv
import json
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path
from collections import Counter


def find_data():
    here = Path(__file__).resolve().parent
    for p in [here] + list(here.parents):
        for sub in ("shared/datasets/kag-affairqa", "datasets/kag-affairqa"):
            if (p / sub / "sources").is_dir():
                return p / sub / "sources"
    raise SystemExit("kag-affairqa data not found")


SRC = find_data()


def load(name):
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def load_raw(name):
    with open(SRC / f"{name}.csv", encoding="utf-8-sig", newline="") as f:
        r = list(csv.reader(f))
    return r[0], r[1:]


def rnd(x, places=0):
    q = Decimal(1) if places == 0 else Decimal(1).scaleb(-places)
    v = Decimal(str(x)).quantize(q, rounding=ROUND_HALF_UP)
    return str(v)


def num(s):
    s = s.strip()
    v = Decimal(s)
    return v


def fmt(d):
    """format a Decimal without trailing zeros / exponent."""
    d = Decimal(d)
    if d == d.to_integral():
        return str(d.quantize(Decimal(1)))
    return format(d.normalize(), "f")


def one(rows, pred, what=""):
    m = [r for r in rows if pred(r)]
    assert len(m) == 1, (what, len(m))
    return m[0]


def unique_max(rows, key, what="", minimum=False):
    vals = [(key(r), r) for r in rows]
    best = (min if minimum else max)(v for v, _ in vals)
    hits = [r for v, r in vals if v == best]
    assert len(hits) == 1, (what, best, [h["name"] for h in hits])
    return hits[0], best


def ymd(s):
    y, m, d = s.replace("-", "/").split("/")
    return (int(y), int(m), int(d))


gas = load("加油站")
med = load("医疗机构")
ass = load("协会")
sch = load("学校")
ven = load("宗教场所")
spot = load("旅游景点")
gov = load("政府机构")
dist = load("行政区")
perm = load("许可证")
ta_head, ta_rows = load_raw("旅行社")

G = {r["name"]: r for r in gas}
M = {r["name"]: r for r in med}
A = {r["name"]: r for r in ass}
S = {r["name"]: r for r in sch}
V = {r["name"]: r for r in ven}
T = {r["name"]: r for r in spot}
P = {r["name"]: r for r in perm}
TA = {r[0]: r for r in ta_rows}
ven_ok = [r for r in ven if r["city"]]

Q = []


def add(q, ans, shape, lang="zh"):
    if not isinstance(ans, list):
        ans = [ans]
    ans = [str(a) for a in ans]
    Q.append({"question": q, "answer": ans, "shape": shape, "lang": lang})


# ---------------------------------------------------------------- 加油站 (emergency planner)
mds = [r for r in gas if r["isMajorDangerSource"] == "是"]
add("我在做全市危化品应急预案，想先摸个底：加油站表里“是否构成重大危险源”填“是”的站点一共有几座？", len(mds), "count")
add("在构成重大危险源的加油站中，级别为“一级”的是哪几座？请列出站名。",
    [r["name"] for r in mds if r["level"] == "一级"], "list")
add("宁波新奥燃气有限公司这座站的负责人是谁？", G["宁波新奥燃气有限公司"]["manager"], "lookup")
add("天台华润燃气有限公司是否构成重大危险源？", G["天台华润燃气有限公司"]["isMajorDangerSource"], "yes_no")
yz = [r for r in gas if r["county"] == "鄞州区"]
add("鄞州区的加油站一共有多少名职工？把各站职工人数加起来告诉我。", sum(int(r["employeeCount"]) for r in yz), "sum")
top, _ = unique_max([r for r in gas if r["employeeCount"]], lambda r: int(r["employeeCount"]), "emp")
add("哪座加油站的职工人数最多？", top["name"], "superlative")
top, _ = unique_max([r for r in gas if r["totalDesignStorage"]], lambda r: num(r["totalDesignStorage"]), "tds")
add("从应急角度看储量最大的站最需要关注：总设计储量最大的是哪座加油站？", top["name"], "superlative")
y18 = [r["name"] for r in gas if r["buildTime"].startswith("2018/")]
add("成立日期在2018年的加油站有哪些？", y18, "date")
pm = P[G["慈溪市煤气有限公司"]["businessLicense"]]
add("慈溪市煤气有限公司所持经营许可证，在许可证表里的失效日期是哪天？", pm["invalidDate"], "two_hop")
pm2 = P[G["杭州萧山环能实业有限公司"]["businessLicense"]]
add("杭州萧山环能实业有限公司的经营许可证是哪天生效的？（按许可证表）", pm2["effectiveDate"], "two_hop")
a, b = G["慈溪市煤气有限公司"], G["温岭市建设燃气有限公司"]
assert int(a["employeeCount"]) != int(b["employeeCount"])
add("慈溪市煤气有限公司和温岭市建设燃气有限公司，哪家的职工人数更多？",
    a["name"] if int(a["employeeCount"]) > int(b["employeeCount"]) else b["name"], "comparison")
zh = [r for r in gas if r["county"] == "镇海区"]
add("镇海区各加油站的液化天然气罐总容积加起来是多少？", fmt(sum(num(r["liquidGasCanVolume"]) for r in zh)), "sum")
nh = [r for r in gas if r["county"] == "南湖区"]
c = Counter(r["level"] for r in nh)
assert "" not in c
add("南湖区的加油站按级别分，一级、二级、三级各有几座？（按“级别：数量”格式，按一级、二级、三级顺序）",
    [f"{k}：{c.get(k, 0)}" for k in ("一级", "二级", "三级")], "group_counts")
lg3 = sorted([r for r in gas if r["liquidGasCanCount"] and int(r["liquidGasCanCount"]) >= 3], key=lambda r: r["name"])
add("液化天然气罐个数不少于3个的加油站有哪些？", [r["name"] for r in lg3], "list")
sx = [r for r in gas if r["county"] == "越城区"]
add("越城区加油站里，构成重大危险源的占几座？", sum(1 for r in sx if r["isMajorDangerSource"] == "是"), "count")
mds_sum = sum(num(r["totalDesignStorage"]) for r in mds)
add("For our hazard register: what is the combined total design storage (总设计储量) of all stations flagged as a major danger source? Give the number as written in the table's units, rounded to 1 decimal place.",
    rnd(mds_sum, 1), "sum", "en")

# ---------------------------------------------------------------- 医疗机构 (emergency planner)
h3 = [r for r in med if r["category"] == "医院" and r["level"] == "三级"]
add("为了做重大突发事件的伤员分流方案：医疗机构表里类别为“医院”、级别为“三级”的有多少家？", len(h3), "count")
add("How many institutions in the medical-institutions table have the category 社区卫生服务中心?",
    sum(1 for r in med if r["category"] == "社区卫生服务中心"), "count", "en")
add("类别为“卫生院”的医疗机构是哪一家？", [r["name"] for r in med if r["category"] == "卫生院"], "lookup")
add("服务人群一栏填了“基本、离休、子女”的医疗机构有几家？", sum(1 for r in med if r["servicePopulation"] == "基本、离休、子女"), "count")
lv2 = [r for r in med if r["level"] == "二级"]
c = Counter(r["category"] for r in lv2)
add("级别为“二级”的医疗机构按类别统计各有多少家？（按“类别：数量”列出，数量从多到少）",
    [f"{k}：{v}" for k, v in sorted(c.items(), key=lambda kv: -kv[1])], "group_counts")
assert len(set(c.values())) == len(c)
add("Is 杭州市儿童医院 recorded at level 三级? Answer yes or no.",
    "yes" if M["杭州市儿童医院"]["level"] == "三级" else "no", "yes_no", "en")
add("浙江省人民医院登记的电话号码是多少？", M["浙江省人民医院"]["phoneNumber"], "lookup")
kq = [r for r in med if "口腔" in r["name"] and r["category"] == "门诊部诊所医务室村卫生室"]
add("类别为“门诊部诊所医务室村卫生室”、名称里带“口腔”二字的机构有多少家？", len(kq), "count")
h2 = sorted(r["name"] for r in med if r["category"] == "医院" and r["level"] == "二级")
add("How many hospitals (category 医院) are rated level 二级?", len(h2), "count", "en")
ratio = Decimal(len(h3)) / Decimal(sum(1 for r in med if r["category"] == "医院")) * 100
add("在类别为“医院”的机构中，三级医院占百分之多少？（保留两位小数，只写数字）", rnd(ratio, 2), "ratio")

# ---------------------------------------------------------------- 宗教场所
isl = [r for r in ven if r["religion"] == "伊斯兰教"]
add("宗教场所表中所属宗教为伊斯兰教的场所，建筑面积合计是多少？（保留两位小数）",
    rnd(sum(num(r["buildingArea"]) for r in isl), 2), "sum")
add("What is the average site area (area column) of the Islamic (伊斯兰教) religious venues, rounded to 1 decimal place?",
    rnd(sum(num(r["area"]) for r in isl) / len(isl), 1), "average", "en")
zs = [r for r in ven_ok if r["city"] == "舟山市"]
c = Counter(r["religion"] for r in zs)
add("舟山市的宗教场所按所属宗教分各有多少处？（按“宗教：数量”列出，数量从多到少）",
    [f"{k}：{v}" for k, v in sorted(c.items(), key=lambda kv: -kv[1])], "group_counts")
assert len(set(c.values())) == len(c)
hz_dao = [r for r in ven_ok if r["city"] == "湖州市" and r["religion"] == "道教"]
add("带学生去湖州考察前想了解一下：湖州市登记的道教场所有多少处？", len(hz_dao), "count")
add("所属宗教为天主教、类别为“寺观教堂”的场所一共有多少处？",
    sum(1 for r in ven_ok if r["religion"] == "天主教" and r["category"] == "寺观教堂"), "count")
wz_qz = [r for r in ven_ok if r["city"] == "温州市" and r["religiousType"] == "全真教"]
add("温州市的道教场所里，教派类型为“全真教”的有几处？", len(wz_qz), "count")
fo = Counter(r["city"] for r in ven_ok if r["religion"] == "佛教")
top3 = fo.most_common(4)
assert top3[2][1] > top3[3][1]
add("佛教场所数量排前三的是哪三个城市？（从多到少）", [k for k, _ in top3[:3]], "top_n")
zs_nz = [r for r in zs if num(r["area"]) > 0]
top, _ = unique_max(zs_nz, lambda r: num(r["area"]), "zs area")
add("舟山市的宗教场所中，占地面积最大的是哪一处？", top["name"], "superlative")
first, _ = unique_max(ven_ok, lambda r: ymd(r["approvalDate"]), "earliest approval", minimum=True)
add("宗教场所表里批准日期最早的场所是哪一处？", first["name"], "superlative")
add("宗教场所表里批准日期最早的那一处场所，批准日期是哪天？", first["approvalDate"], "date")
tz = [r for r in ven_ok if r["city"] == "台州市"]
bud = sum(1 for r in tz if r["religion"] == "佛教")
chr_ = sum(1 for r in tz if r["religion"] == "基督教")
add("台州市佛教场所数量是基督教场所数量的多少倍？（保留两位小数）", rnd(Decimal(bud) / Decimal(chr_), 2), "ratio")
add("How many Catholic (天主教) religious venues are recorded in 温州市?",
    sum(1 for r in ven_ok if r["city"] == "温州市" and r["religion"] == "天主教"), "count", "en")
add("杭州清真寺的地址是什么？", V["杭州清真寺"]["address"], "lookup")
a, b = V["宁波市清真寺"], V["衢州清真寺"]
add("宁波市清真寺和衢州清真寺，哪一处的建筑面积更大？",
    a["name"] if num(a["buildingArea"]) > num(b["buildingArea"]) else b["name"], "comparison")
add("嘉兴市清真寺的占地面积比建筑面积多多少？", fmt(num(V["嘉兴市清真寺"]["area"]) - num(V["嘉兴市清真寺"]["buildingArea"])), "difference")

# ---------------------------------------------------------------- 旅游景点 / 旅行社 / 行政区 (geography teacher)
add("我在准备高二地理研学，想确认一下：神仙居景区在旅游景点表里属于哪个城市？", T["神仙居景区"]["city"], "lookup")
add("仙都景区的景区等级是什么？", T["仙都景区"]["level"], "lookup")
a, b = T["安吉竹子博览园"], T["江山最美碗窑景区"]
add("安吉竹子博览园和江山最美碗窑景区，哪个的等级更高？", a["name"] if len(a["level"]) > len(b["level"]) else b["name"], "comparison")
assert len(a["level"]) != len(b["level"])
add("What A-level rating does 乌镇景区 have in the scenic-spots table?", T["乌镇景区"]["level"], "lookup", "en")
add("Is 南浔古镇景区 rated AAAAA? Answer yes or no.", "yes" if T["南浔古镇景区"]["level"] == "AAAAA" else "no", "yes_no", "en")
ta_city = Counter(r[13] for r in ta_rows)
add("旅行社表中，所在城市为衢州市的旅行社有多少家？", ta_city["衢州市"], "count")
add("How many travel agencies in the travel-agency table are located in 舟山市?", ta_city["舟山市"], "count", "en")
add("经营范围里写有“出境”二字的旅行社一共有多少家？", sum(1 for r in ta_rows if "出境" in r[2]), "count")
tc = ta_city.most_common(4)
assert tc[2][1] > tc[3][1]
add("旅行社数量最多的三个城市依次是？", [k for k, _ in tc[:3]], "top_n")
add("浙江邮电旅行社有限公司的英文名称一栏写的是什么？", TA["浙江邮电旅行社有限公司"][16], "lookup")
add("建德中国旅行社有限公司的旅行社业务经营许可证编号（L-ZJ开头的那个）是多少？", TA["建德中国旅行社有限公司"][10], "lookup")
add("What is the administrative division code (id) of 桐庐县 in the administrative-division table?",
    sorted({r["id"] for r in dist if r["name"] == "桐庐县"}), "lookup", "en")
assert len({r["id"] for r in dist if r["name"] == "桐庐县"}) == 1
pref = sorted({r["name"] for r in dist if r["label"] == "地级行政区"})
add("行政区表里标为“地级行政区”的有哪些？（去重后列出）", pref, "list")
add("旅游景点表里，丽水市的AAAAA级景区是哪一个？", [r["name"] for r in spot if r["city"] == "丽水市" and r["level"] == "AAAAA"], "lookup")

# ---------------------------------------------------------------- 协会 (foundation officer)
ass_ok = [r for r in ass if r["city"]]
add("我们基金会正在审核宗教团体的资助申请：温州市的基督教类协会有多少家？",
    sum(1 for r in ass_ok if r["city"] == "温州市" and r["religion"] == "基督教"), "count")
add("协会表中类别为“省团体”的有哪些？", [r["name"] for r in ass if r["category"] == "省团体"], "list")
add("How many associations located in 温州市 are categorised as 市团体 (city-level groups)?", sum(1 for r in ass_ok if r["city"] == "温州市" and r["category"] == "市团体"), "count", "en")
add("萧山区佛教协会的登记证号是什么？", A["萧山区佛教协会"]["registrationCertificateNumber"], "lookup")
fifties = sorted([r for r in ass if r["registrationTime"] and 1950 <= ymd(r["registrationTime"])[0] <= 1959],
                 key=lambda r: ymd(r["registrationTime"]))
assert len({ymd(r["registrationTime"]) for r in fifties}) == len(fifties)
add("登记时间在1950年到1959年之间的协会有哪些？请按登记时间从早到晚排列。", [r["name"] for r in fifties], "sorted_list")
add("协会表里填写了网址的协会有多少家？", sum(1 for r in ass if r["website"]), "count")
add("浙江省道教协会有没有登记网址？", "是" if A["浙江省道教协会"]["website"] else "否", "yes_no")
hz = [r for r in ass_ok if r["city"] == "杭州市"]
c = Counter(r["religion"] for r in hz)
assert len(set(c.values())) == len(c)
add("杭州市的协会按所属宗教统计各有几家？（按“宗教：数量”列出，数量从多到少）",
    [f"{k}：{v}" for k, v in sorted(c.items(), key=lambda kv: -kv[1])], "group_counts")
add("What is the phone number of 东阳市天主教爱国会?", A["东阳市天主教爱国会"]["phoneNumber"], "lookup", "en")
tzc = [r for r in ass_ok if r["city"] == "台州市"]
add("台州市的协会里，所属宗教是道教的有几家？", sum(1 for r in tzc if r["religion"] == "道教"), "count")
nb = [r for r in ass_ok if r["city"] == "宁波市"]
add("宁波市的佛教协会类机构和基督教类机构相差几家？（用多的减少的）",
    abs(sum(1 for r in nb if r["religion"] == "佛教") - sum(1 for r in nb if r["religion"] == "基督教")), "difference")

# ---------------------------------------------------------------- 学校 (foundation officer)
add("这批学校申请方的在校学生人数一共多少人？（学校表里所有学校的学生人数合计）", sum(int(r["studentCount"]) for r in sch), "sum")
top, _ = unique_max(sch, lambda r: int(r["studentCount"]), "stu")
add("学生人数最多的是哪所学校？", top["name"], "superlative")
add("学校表中各校教师人数的平均值是多少？（保留一位小数）", rnd(Decimal(sum(int(r["teacherCount"]) for r in sch)) / len(sch), 1), "average")
add("位于台州市的学校有哪些？", sorted(r["name"] for r in sch if r["city"] == "台州市"), "list")
add("浙江神学院是哪天成立的？", S["浙江神学院"]["establishmentDate"], "lookup")
first, _ = unique_max(sch, lambda r: ymd(r["establishmentDate"]), "est", minimum=True)
add("学校里成立最早的是哪一所？", first["name"], "superlative")
add("按学生人数从多到少，排在前三位的学校依次是？",
    [r["name"] for r in sorted(sch, key=lambda r: -int(r["studentCount"]))[:3]], "top_n")
assert sorted(int(r["studentCount"]) for r in sch)[-3] > sorted(int(r["studentCount"]) for r in sch)[-4]
z = S["浙江佛学院"]
add("浙江佛学院平均每名教师对应多少名学生？（学生人数÷教师人数，保留两位小数）",
    rnd(Decimal(z["studentCount"]) / Decimal(z["teacherCount"]), 2), "ratio")
a, b = S["杭州佛学院"], S["浙江神学院"]
add("杭州佛学院和浙江神学院，哪所学校的教授人数更多？",
    a["name"] if int(a["professorCount"]) > int(b["professorCount"]) else b["name"], "comparison")
add("所属宗教不是佛教的学校有哪些？", sorted(r["name"] for r in sch if r["religion"] != "佛教"), "list")
add("浙江佛学院的批准规模比它现有学生人数多多少人？", int(z["approvalScale"]) - int(z["studentCount"]), "difference")
top, _ = unique_max(sch, lambda r: int(r["teacherCount"]), "teach")
add("Which school has the largest number of teachers (teacherCount)?", top["name"], "superlative", "en")
e16 = sorted([r for r in sch if r["establishmentDate"].startswith("2016/")], key=lambda r: ymd(r["establishmentDate"]))
add("List the schools established in 2016, ordered from earliest to latest establishment date.",
    [r["name"] for r in e16], "sorted_list", "en")
add("Does 浙江道教学院 have more students than 浙江佛学院天台宗佛学院? Answer yes or no.",
    "yes" if int(S["浙江道教学院"]["studentCount"]) > int(S["浙江佛学院天台宗佛学院"]["studentCount"]) else "no",
    "yes_no", "en")

# ---------------------------------------------------------------- finalize
for i, q in enumerate(Q, 1):
    q["id"] = f"affairqa-r84-{i:02d}"
Q = [{"id": q["id"], "question": q["question"], "answer": q["answer"], "shape": q["shape"], "lang": q["lang"]} for q in Q]
langs = Counter(q["lang"] for q in Q)
assert all(q["answer"] and all(a != "" for a in q["answer"]) for q in Q), [q for q in Q if not q["answer"] or "" in q["answer"]]
assert len({q["id"] for q in Q}) == len(Q)
out = Path(__file__).resolve().parent.parent / "r84-affairqa.json"
out.write_text(json.dumps(Q, ensure_ascii=False, indent=2), encoding="utf-8")
print(len(Q), dict(langs), dict(Counter(q["shape"] for q in Q)))
assert len(Q) == 80 and langs["zh"] == 65 and langs["en"] == 15, (len(Q), langs)
