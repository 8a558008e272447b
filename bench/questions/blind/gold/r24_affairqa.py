"""Gold answers for bench/questions/blind/r24-affairqa.json (round 24, AffairQA tables).

Every answer is computed here from the raw CSV files of
/work/shared/datasets/kag-affairqa/sources with the csv module only, and every
question checks the assumptions it rests on (a name names exactly one row, a
superlative has no tie, a window's edge is not near a value, ...), so a change
in the data fails loudly instead of writing a wrong gold.

As-of date: 2023-10-15.  "The last N days" are the days fewer than N before it.

Run:  python bench/questions/blind/gold/r24_affairqa.py
"""

import csv
import datetime
import json
import os
from collections import Counter
from decimal import Decimal

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "r24-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)

# --------------------------------------------------------------------------- loading

_cache = {}


def rows(table):
    """Rows of a table as dicts.  旅行社.csv has two columns named licenseNumber:
    they are read by position as licenseNumber1 (浙旅许可...) and licenseNumber2 (L-ZJ...)."""
    if table in _cache:
        return _cache[table]
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        seen = Counter()
        keys = []
        for h in header:
            seen[h] += 1
            keys.append(h + str(seen[h]) if header.count(h) > 1 else h)
        out = []
        for rec in reader:
            if not any(c.strip() for c in rec):
                continue  # empty line
            rec = rec + [""] * (len(keys) - len(rec))
            out.append(dict(zip(keys, rec)))
    _cache[table] = out
    return out


def one(table, name, col="name"):
    hits = [r for r in rows(table) if r[col] == name]
    assert len(hits) == 1, (table, name, len(hits))
    return hits[0]


def where(table, pred):
    return [r for r in rows(table) if pred(r)]


def pdate(s):
    s = s.strip()
    parts = s.replace("-", "/").split("/")
    assert len(parts) == 3, s
    return datetime.date(int(parts[0]), int(parts[1]), int(parts[2]))


def dec(s):
    return Decimal(s.strip())


def fmt(d):
    """A Decimal as a plain decimal string, no exponent, no trailing zeros."""
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def top(items, key, largest=True):
    """The single best item by key; refuses a tie."""
    items = list(items)
    vals = [key(i) for i in items]
    best = max(vals) if largest else min(vals)
    winners = [i for i, v in zip(items, vals) if v == best]
    assert len(winners) == 1, ("tie", [w.get("name") for w in winners])
    return winners[0]


def region_codes(name):
    codes = {r["id"] for r in rows("行政区") if r["name"] == name}
    assert len(codes) == 1 and "" not in codes, (name, codes)
    return codes.pop()


def region_names(code):
    names = {r["name"] for r in rows("行政区") if r["id"] == code}
    assert len(names) == 1, (code, names)
    return names.pop()


def licence(name):
    """The 许可证 row a gas station's businessLicense cell names (exact, case-sensitive),
    checked to have no case-variant twin (浙201601000003J / ...j) with other dates."""
    lic = one("许可证", name)
    twins = [r for r in rows("许可证") if r["name"].lower() == name.lower() and r["name"] != name]
    assert all((t["invalidDate"], t["effectiveDate"]) == (lic["invalidDate"], lic["effectiveDate"])
               for t in twins), (name, twins)
    return lic


def days_before(d):
    return (AS_OF - d).days


# --------------------------------------------------------------------------- questions

Q = []


def add(shape, lang, question, answer):
    if isinstance(answer, str):
        answer = [answer]
    answer = [str(a) for a in answer]
    assert answer and all(a.strip() for a in answer), question
    assert len(set(answer)) == len(answer), question
    Q.append({"question": question, "answer": answer, "shape": shape, "lang": lang})


def gas(name):
    return one("加油站", name)


def venue(name):
    return one("宗教场所", name)


def assoc(name):
    return one("协会", name)


def school(name):
    return one("学校", name)


def agency(name):
    return one("旅行社", name)


# ---- property (18) ----------------------------------------------------------------

add("property", "zh", "泰顺县雅阳镇开明寺的占地面积是多少？", venue("泰顺县雅阳镇开明寺")["area"])
add("property", "zh", "宁海种福寺的建筑面积有多大？", venue("宁海种福寺")["buildingArea"])
add("property", "zh", "黄岩沙埠东岳庙是哪天批准的？", venue("黄岩沙埠东岳庙")["approvalDate"])
add("property", "zh", "洞头区道教协会的登记证号是多少？", assoc("洞头区道教协会")["registrationCertificateNumber"])
add("property", "en", "What is the postal code of 椒江区佛教协会?", assoc("椒江区佛教协会")["postalCode"])
add("property", "en", "How many students are enrolled at 浙江神学院?", school("浙江神学院")["studentCount"])
add("property", "zh", "浙江慈云佛学院实行几年学制？", school("浙江慈云佛学院")["schoolSystem"])
add("property", "zh", "中国佛学院普陀山学院是什么时候成立的？", school("中国佛学院普陀山学院")["establishmentDate"])
add("property", "zh", "缙云县神州旅行社有限公司的传真是多少？", agency("缙云县神州旅行社有限公司")["faxNumber"])
add("property", "zh", "杭州完美国际旅行社有限公司在哪儿办公？地址给一下", agency("杭州完美国际旅行社有限公司")["address"])
add("property", "en", "What A-level rating does the attraction 婺州古城景区 hold?", one("旅游景点", "婺州古城景区")["level"])
add("property", "zh", "浙江省湖州市南浔区善琏湖笔文化旅游景区的联系电话是多少？",
    one("旅游景点", "浙江省湖州市南浔区善琏湖笔文化旅游景区")["phoneNumber"])
add("property", "zh", "杭州迪安医学检验中心属于哪一类医疗机构？", one("医疗机构", "杭州迪安医学检验中心")["category"])
add("property", "zh", "浙江明州康复医院是几级医院？", one("医疗机构", "浙江明州康复医院")["level"])
add("property", "zh", "慈溪市煤气有限公司有几个液化天然气罐？", gas("慈溪市煤气有限公司")["liquidGasCanCount"])
add("property", "en", "How many employees does the gas station 三门县道生加气站有限公司 have?",
    gas("三门县道生加气站有限公司")["employeeCount"])
add("property", "zh", "编号为浙201709090022J的许可证从哪天开始生效？", licence("浙201709090022J")["effectiveDate"])
add("property", "zh", "龙港市的行政区划代码是什么？", region_codes("龙港市"))

# ---- aggregate (13) ---------------------------------------------------------------

assert not where("宗教场所", lambda r: r["county"] in ("330328", "330683", "331125"))  # no coded twins
add("aggregate", "zh", "云和县一共有多少处基督教活动场所？",
    str(len(where("宗教场所", lambda r: r["county"] == "云和县" and r["religion"] == "基督教"))))
add("aggregate", "zh", "嵊州市的基督教场所有几处？",
    str(len(where("宗教场所", lambda r: r["county"] == "嵊州市" and r["religion"] == "基督教"))))
_qy = where("宗教场所", lambda r: r["county"] == "庆元县" and r["religion"] == "道教")
assert len(_qy) == 2
add("aggregate", "zh", "庆元县的道教场所建筑面积加起来一共是多少？", fmt(sum(dec(r["buildingArea"]) for r in _qy)))
_yh = where("宗教场所", lambda r: r["county"] == "云和县" and r["religion"] == "佛教")
_avg = sum(dec(r["buildingArea"]) for r in _yh) / len(_yh)
assert _avg == _avg.quantize(Decimal("0.01")), _avg  # terminates: an exact answer
add("aggregate", "zh", "云和县佛教场所的平均建筑面积是多少？", fmt(_avg))
add("aggregate", "en", "How many gas stations in the table are recorded as a major hazard source (是否构成重大危险源 = 是)?",
    str(len(where("加油站", lambda r: r["isMajorDangerSource"] == "是"))))
_hr = where("加油站", lambda r: r["operationSubject"] == "中石化杭燃")
assert all(r["employeeCount"].isdigit() for r in _hr)
add("aggregate", "zh", "中石化杭燃运营的那些加气站，职工人数一共有多少？", str(sum(int(r["employeeCount"]) for r in _hr)))
_sez = where("加油站", lambda r: r["legalRepresentative"] == "时恩哲")
add("aggregate", "zh", "法定代表人是时恩哲的加气站，总设计储量合计是多少？",
    fmt(sum(dec(r["totalDesignStorage"]) for r in _sez)))
add("aggregate", "zh", "舟山市有多少家旅行社？", str(len(where("旅行社", lambda r: r["city"] == "舟山市"))))
add("aggregate", "zh", "级别为三级的医疗机构一共有几家？", str(len(where("医疗机构", lambda r: r["level"] == "三级"))))
add("aggregate", "en", "How many Christian (基督教) religious associations are there in 丽水市?",
    str(len(where("协会", lambda r: r["city"] == "丽水市" and r["religion"] == "基督教"))))
_bs = where("学校", lambda r: r["religion"] == "佛教")
add("aggregate", "zh", "佛教类的宗教院校在校生总共有多少人？", str(sum(int(r["studentCount"]) for r in _bs)))
add("aggregate", "zh", "政府机构里名称以“民族宗教事务局”结尾的有多少个？",
    str(len(where("政府机构", lambda r: r["name"].endswith("民族宗教事务局")))))
add("aggregate", "zh", "曹纪文担任法定代表人的加油站有几个？",
    str(len(where("加油站", lambda r: r["legalRepresentative"] == "曹纪文"))))

# ---- relation_hop (10) --------------------------------------------------------------

add("relation_hop", "zh", "宁波市汽车燃气有限公司梅墟加气站的经营许可证什么时候到期？",
    licence(gas("宁波市汽车燃气有限公司梅墟加气站")["businessLicense"])["invalidDate"])
add("relation_hop", "en", "When did the operating licence (经营许可证) of 桐乡运河加气站 take effect?",
    licence(gas("桐乡运河加气站")["businessLicense"])["effectiveDate"])
add("relation_hop", "zh", "绍兴金帝天然气有限公司所在区县的行政区划代码是多少？",
    region_codes(gas("绍兴金帝天然气有限公司")["county"]))
add("relation_hop", "zh", "象山安乐庵所在县的区划代码是什么？", region_codes(venue("象山安乐庵")["county"]))
add("relation_hop", "zh", "普陀山正法讲寺所在的区县，在行政区表里叫什么名字？",
    region_names(venue("普陀山正法讲寺")["county"]))
_inv = agency("湖州新国际旅行社有限公司")["investor"]
add("relation_hop", "zh", "湖州新国际旅行社有限公司的出资人还投资了哪些旅行社？",
    [r["name"] for r in where("旅行社", lambda r: r["investor"] == _inv and r["name"] != "湖州新国际旅行社有限公司")])
add("relation_hop", "en", "What is the administrative division code of the county where 浙江慈云佛学院 is located?",
    region_codes(school("浙江慈云佛学院")["county"]))
add("relation_hop", "zh", "嵊泗县畅游旅行社所在县的行政区代码是多少？", region_codes(agency("嵊泗县畅游旅行社")["county"]))
add("relation_hop", "zh", "宁波新捷公运天然气有限公司的许可证有效期到哪一天？",
    licence(gas("宁波新捷公运天然气有限公司")["businessLicense"])["invalidDate"])
_lr = agency("浙江光大丽阳国际旅行社有限公司")["legalRepresentative"]
_same_lr = [r["name"] for r in where("旅行社", lambda r: r["legalRepresentative"] == _lr
                                        and r["name"] != "浙江光大丽阳国际旅行社有限公司")]
assert len(_same_lr) <= 8
add("relation_hop", "zh", "浙江光大丽阳国际旅行社有限公司的法定代表人还是哪些旅行社的法人？", _same_lr)

# ---- two_hop (8) ------------------------------------------------------------------

_m = gas("绍兴上虞浙能汽运油品天然气有限公司")["manager"]
_other = [r for r in where("加油站", lambda r: r["manager"] == _m) if r["name"] != "绍兴上虞浙能汽运油品天然气有限公司"]
assert len(_other) == 1
add("two_hop", "zh", "和绍兴上虞浙能汽运油品天然气有限公司同一个负责人的另一个加油站，它的经营许可证哪天失效？",
    licence(_other[0]["businessLicense"])["invalidDate"])
# (not 天台县: its empty rows 天台山桐柏宫 / 天台山国清讲寺 would make a 天台县 count ambiguous)
_c = school("浙江佛学院雪窦山弥勒佛学院")["county"]
assert not where("宗教场所", lambda r: r["county"] in ("330283", "330213") or (not r["county"] and "奉化" in r["name"]))
add("two_hop", "zh", "浙江佛学院雪窦山弥勒佛学院所在的区有多少处佛教场所？",
    str(len(where("宗教场所", lambda r: r["county"] == _c and r["religion"] == "佛教"))))
_p = school("浙江佛学院")["principal"]
_o = [r for r in where("学校", lambda r: r["principal"] == _p) if r["name"] != "浙江佛学院"]
assert len(_o) == 1
add("two_hop", "zh", "和浙江佛学院是同一位院长的另一所学校，在校生有多少人？", _o[0]["studentCount"])
_lr2 = gas("中国石化销售有限公司浙江绍兴客运西站加气站")["legalRepresentative"]
_mg = where("加油站", lambda r: r["manager"] == _lr2)
assert len(_mg) == 1 and _mg[0]["name"] != "中国石化销售有限公司浙江绍兴客运西站加气站"
add("two_hop", "en", "The legal representative of 中国石化销售有限公司浙江绍兴客运西站加气站 is also the person in charge "
    "(负责人) of another gas station. What is that station's total design storage?", _mg[0]["totalDesignStorage"])
_c2 = venue("宁海种福寺")["county"]
_fa = where("协会", lambda r: r["county"] == _c2 and r["religion"] == "佛教")
assert len(_fa) == 1
add("two_hop", "zh", "宁海种福寺所在县的佛教协会是哪天登记的？", _fa[0]["registrationTime"])
_lr3 = agency("诸暨万达国际旅行社有限公司")["legalRepresentative"]
_gs = where("旅行社", lambda r: r["legalRepresentative"] == _lr3 and r["county"] == "拱墅区")
assert len(_gs) == 1
add("two_hop", "zh", "和诸暨万达国际旅行社有限公司同一个法定代表人的旅行社里，在拱墅区的那家传真号是多少？",
    _gs[0]["faxNumber"])
_dep = venue("嵊泗县天主教堂")["mainDepartment"]
add("two_hop", "zh", "和嵊泗县天主教堂归同一个主管部门管的宗教团体（协会）有哪些？",
    [r["name"] for r in where("协会", lambda r: r["mainDepartment"] == _dep)])
_c3 = school("浙江佛学院温州佛学院")["county"]
assert not where("宗教场所", lambda r: r["county"] == region_codes(_c3))
add("two_hop", "zh", "浙江佛学院温州佛学院所在的县有几处基督教场所？",
    str(len(where("宗教场所", lambda r: r["county"] == _c3 and r["religion"] == "基督教"))))

# ---- superlative (8) ----------------------------------------------------------------

add("superlative", "zh", "哪所宗教院校的在校生最多？", top(rows("学校"), lambda r: int(r["studentCount"]))["name"])
add("superlative", "en", "Which of the religious schools was founded earliest?",
    top(rows("学校"), lambda r: pdate(r["establishmentDate"]), largest=False)["name"])
_gs_store = [r for r in rows("加油站") if r["totalDesignStorage"]]
add("superlative", "zh", "总设计储量最大的是哪个加油站？", top(_gs_store, lambda r: dec(r["totalDesignStorage"]))["name"])
add("superlative", "zh", "嵊泗县占地面积最大的宗教场所是哪一个？",
    top(where("宗教场所", lambda r: r["county"] == "嵊泗县"), lambda r: dec(r["area"]))["name"])
add("superlative", "zh", "云和县最早获批的宗教场所是哪个？",
    top(where("宗教场所", lambda r: r["county"] == "云和县"), lambda r: pdate(r["approvalDate"]), largest=False)["name"])
_zs = where("协会", lambda r: r["city"] == "舟山市" and r["registrationTime"])
assert all(pdate(r["registrationTime"]).year > 1950 for r in _zs)  # no 1900/1/1 placeholder in the set
add("superlative", "zh", "舟山市的宗教团体里，谁登记得最早？",
    top(_zs, lambda r: pdate(r["registrationTime"]), largest=False)["name"])
_cnooc = where("加油站", lambda r: r["operationSubject"] == "中海油" and r["buildTime"])
assert all(pdate(r["buildTime"]).year > 1950 for r in _cnooc)  # no 1899-12-30 placeholder in the set
add("superlative", "en", "Among the gas stations operated by 中海油, which one was established earliest?",
    top(_cnooc, lambda r: pdate(r["buildTime"]), largest=False)["name"])
add("superlative", "zh", "职工人数最多的加油站是哪家？",
    top([r for r in rows("加油站") if r["employeeCount"]], lambda r: int(r["employeeCount"]))["name"])

# ---- filter (8) -------------------------------------------------------------------

def flist(table, pred):
    out = [r["name"] for r in where(table, pred)]
    assert 1 <= len(out) <= 8, (table, len(out))
    return out


add("filter", "zh", "类别是门诊部诊所医务室村卫生室、级别却是二级的医疗机构有哪些？",
    flist("医疗机构", lambda r: r["category"] == "门诊部诊所医务室村卫生室" and r["level"] == "二级"))
add("filter", "zh", "舟山市的天主教团体有哪些？", flist("协会", lambda r: r["city"] == "舟山市" and r["religion"] == "天主教"))
add("filter", "en", "Which associations in the table belong to Islam (伊斯兰教)?", flist("协会", lambda r: r["religion"] == "伊斯兰教"))
add("filter", "zh", "舟山市哪些旅行社可以做出境游业务？",
    flist("旅行社", lambda r: r["city"] == "舟山市" and "出境" in r["businessScope"]))
add("filter", "zh", "哪些加油站既构成重大危险源、级别又是一级？",
    flist("加油站", lambda r: r["isMajorDangerSource"] == "是" and r["level"] == "一级"))
add("filter", "zh", "宁波市有哪些宗教院校？", flist("学校", lambda r: r["city"] == "宁波市"))
add("filter", "zh", "三级医疗机构里，名字带“眼”字的有哪些？", flist("医疗机构", lambda r: r["level"] == "三级" and "眼" in r["name"]))
add("filter", "zh", "绍兴市评为A级（一个A）的旅游景点有哪些？", flist("旅游景点", lambda r: r["city"] == "绍兴市" and r["level"] == "A"))

# ---- comparison (6) ---------------------------------------------------------------

def pick(a, b, key, larger=True):
    ka, kb = key(a), key(b)
    assert ka != kb, (a["name"], b["name"])
    return a["name"] if (ka > kb) == larger else b["name"]


add("comparison", "zh", "浙江神学院和浙江道教学院，哪个的教师人数更多？",
    pick(school("浙江神学院"), school("浙江道教学院"), lambda r: int(r["teacherCount"])))
add("comparison", "en", "Which has the larger building area: 庆元县基督教堂 or 松阳县基督教西屏教堂?",
    pick(venue("庆元县基督教堂"), venue("松阳县基督教西屏教堂"), lambda r: dec(r["buildingArea"])))
add("comparison", "zh", "普陀区基督教协会和普陀区基督教三自爱国运动委员会，哪个登记得更早？",
    pick(assoc("普陀区基督教协会"), assoc("普陀区基督教三自爱国运动委员会"), lambda r: pdate(r["registrationTime"]), larger=False))
assert not where("宗教场所", lambda r: r["county"] in (region_codes("乐清市"), region_codes("瑞安市")))
_cnt = {c: len(where("宗教场所", lambda r, c=c: r["county"] == c)) for c in ("乐清市", "瑞安市")}
assert _cnt["乐清市"] != _cnt["瑞安市"]
add("comparison", "zh", "乐清市和瑞安市比，哪边的宗教活动场所更多？", max(_cnt, key=_cnt.get))
add("comparison", "zh", "中海油浙江新能源有限公司集运加气站和宁波新奥燃气有限公司福庆南路CNG加气站，哪个成立得早？",
    pick(gas("中海油浙江新能源有限公司集运加气站"), gas("宁波新奥燃气有限公司福庆南路CNG加气站"),
         lambda r: pdate(r["buildTime"]), larger=False))
_lv = {"A": 1, "AA": 2, "AAA": 3, "AAAA": 4, "AAAAA": 5}
# (not 千岛湖龙川湾景区: it is filed again as 浙江省杭州市淳安县姜家镇龙川湾景区 with another level)
add("comparison", "zh", "大横港祝家庄景区和喻斯生态旅游景区，哪个景区等级更高？",
    pick(one("旅游景点", "大横港祝家庄景区"), one("旅游景点", "喻斯生态旅游景区"), lambda r: _lv[r["level"]]))

# ---- described (5) ----------------------------------------------------------------

_d1 = where("加油站", lambda r: "91330483693612076Q" in (r["unifiedSocialCreditCode"],))
assert len(_d1) == 1
add("described", "zh", "统一社会信用代码为91330483693612076Q的那个加油站，负责人是谁？", _d1[0]["manager"])
_d2 = where("学校", lambda r: r["address"] == "浙江省杭州市滨江区江陵路1425号")
assert len(_d2) == 1
add("described", "zh", "地址在浙江省杭州市滨江区江陵路1425号的那所学校是哪天成立的？", _d2[0]["establishmentDate"])
_d3 = where("加油站", lambda r: r["latitude"] == "28.63158" and r["longitude"] == "121.2443")
assert len(_d3) == 1
add("described", "en", "Who is the legal representative of the gas station located at latitude 28.63158, longitude 121.2443?",
    _d3[0]["legalRepresentative"])
_d4 = where("宗教场所", lambda r: r["county"] == "嵊泗县" and r["religion"] == "天主教")
assert len(_d4) == 1
add("described", "zh", "嵊泗县唯一的一处天主教场所，建筑面积是多少？", _d4[0]["buildingArea"])
_d5 = where("学校", lambda r: r["phoneNumber"] == "0580-6036762")
assert len(_d5) == 1
add("described", "zh", "电话是0580-6036762的那所佛学院，批准的办学规模是多少？", _d5[0]["approvalScale"])

# ---- time_window (4) --------------------------------------------------------------

def window(table, col, n, margin=10):
    """Rows whose date in col lies in the last n days before AS_OF; refuses a date within
    `margin` days of either edge of the window (so the reading of the edge cannot matter)."""
    out = []
    for r in rows(table):
        if not r[col]:
            continue
        k = days_before(pdate(r[col]))
        assert not (n - margin <= k <= n + margin), (r["name"], r[col])
        assert k >= 0, (r["name"], r[col])
        if k < n:
            out.append(r["name"])
    return out


add("time_window", "zh", "最近两年（730天）内登记的宗教活动场所有哪些？", window("宗教场所", "registrationTime", 730))
# licences: the gas station whose licence ran out in the last 365 days
_exp = []
for g in rows("加油站"):
    if not g["businessLicense"]:
        continue
    lic = licence(g["businessLicense"])
    if lic["invalidDate"]:
        k = days_before(pdate(lic["invalidDate"]))
        assert not (345 <= k <= 385), g["name"]
        if 0 <= k < 365:
            _exp.append(g["name"])
assert len(_exp) == 1
add("time_window", "en", "Whose operating licence expired within the last 365 days (as of 2023-10-15)? Name the gas station.", _exp)
_valid = []
for g in rows("加油站"):
    if g["businessLicense"]:
        lic = licence(g["businessLicense"])
        assert lic["invalidDate"], g["name"]
        if pdate(lic["invalidDate"]) >= AS_OF:
            _valid.append(g["name"])
assert len(_valid) == 1
add("time_window", "zh", "截至今天，经营许可证还在有效期内的加油站是哪家？", _valid)
_recent = window("协会", "registrationTime", 1825)
add("time_window", "zh", "近五年（1825天）里登记的宗教团体一共有多少个？", str(len(_recent)))

# --------------------------------------------------------------------------- checks & output

WANT = {"property": 18, "aggregate": 13, "relation_hop": 10, "two_hop": 8, "superlative": 8,
        "filter": 8, "comparison": 6, "described": 5, "time_window": 4}
shapes = Counter(q["shape"] for q in Q)
assert shapes == Counter(WANT), shapes
langs = Counter(q["lang"] for q in Q)
assert langs == Counter({"zh": 65, "en": 15}), langs
assert len({q["question"] for q in Q}) == len(Q)

out = []
for i, q in enumerate(Q, 1):
    out.append({"id": "affairqa-r24-%02d" % i, "question": q["question"], "answer": q["answer"],
                "shape": q["shape"], "lang": q["lang"]})

if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print("wrote", os.path.normpath(OUT), len(out), dict(shapes), dict(langs))
