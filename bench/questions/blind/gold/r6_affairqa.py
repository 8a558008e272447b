"""Gold answers for the r6 AffairQA held-out question set.

Computed only from the raw CSV tables under kag-affairqa/sources/ with the csv module.
Writes r6-affairqa.json next to this script.
"""
import csv
import datetime
import json
import os

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "r6-affairqa.json")
AS_OF = datetime.date(2023, 10, 15)


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


GAS = load("加油站")
MED = load("医疗机构")
ASSOC = load("协会")
SCHOOL = load("学校")
REL = load("宗教场所")
GOV = load("政府机构")
SIGHT = load("旅游景点")
TRAVEL = load("旅行社")
REGION = load("行政区")
LIC = load("许可证")


def one(rows, name, col="name"):
    hits = [r for r in rows if r[col] == name]
    assert len(hits) == 1, (name, col, len(hits))
    return hits[0]


def where(rows, **conds):
    return [r for r in rows if all(r[k] == v for k, v in conds.items())]


def num(s):
    return float(s.strip())


def fmt(x):
    if isinstance(x, int):
        return str(x)
    if float(x).is_integer():
        return str(int(x))
    s = ("%.2f" % x).rstrip("0").rstrip(".")
    return s


def day(s):
    s = s.strip()
    p = s.replace("-", "/").split("/")
    assert len(p) == 3, s
    return datetime.date(int(p[0]), int(p[1]), int(p[2]))


def names(rows):
    out = [r["name"] for r in rows]
    assert len(out) == len(set(out)), out
    return out


def argbest(rows, key, largest=True):
    """Rows with the best key; asserts a unique winner."""
    vals = [(key(r), r) for r in rows]
    best = max(v for v, _ in vals) if largest else min(v for v, _ in vals)
    win = [r for v, r in vals if v == best]
    assert len(win) == 1, [r["name"] for r in win]
    return win[0]


def window(rows, col, days=None, start=None, end=None):
    """Rows whose date in col lies in the window; asserts no date within 3 days of an edge."""
    if days is not None:
        start = AS_OF - datetime.timedelta(days=days)  # exclusive: fewer than N days before as_of
        end = AS_OF
        lo_incl = False
    else:
        lo_incl = True
    out = []
    for r in rows:
        if not r[col].strip():
            continue
        d = day(r[col])
        for edge in (start, end):
            assert abs((d - edge).days) > 3, (r["name"], d, edge)
        ok = (d > start if not lo_incl else d >= start) and d <= end
        if ok:
            out.append(r)
    return out


def years_back(n):
    """Days between as_of and the same calendar day n years earlier."""
    return (AS_OF - AS_OF.replace(year=AS_OF.year - n)).days


Q = []


def add(question, answer, shape, lang, as_of=False):
    if not isinstance(answer, list):
        answer = [answer]
    answer = [a if isinstance(a, str) else fmt(a) for a in answer]
    assert answer and all(a.strip() for a in answer), (question, answer)
    item = {
        "id": "affairqa-r6-%02d" % (len(Q) + 1),
        "question": question,
        "answer": answer,
        "shape": shape,
        "lang": lang,
    }
    if as_of:
        item["as_of"] = AS_OF.isoformat()
    Q.append(item)


# ---------------------------------------------------------------- property (18)
add("杭州余杭中石化交通能源有限公司的总设计储量有多大？",
    one(GAS, "杭州余杭中石化交通能源有限公司")["totalDesignStorage"], "property", "zh")
add("请问三门县道生加气站有限公司一共有多少名员工？",
    one(GAS, "三门县道生加气站有限公司")["employeeCount"], "property", "zh")
add("我想给浙江省肿瘤医院打个电话，他们的号码是多少？",
    one(MED, "浙江省肿瘤医院")["phoneNumber"], "property", "zh")
add("浙江医院是几级医院？", one(MED, "浙江医院")["level"], "property", "zh")
add("萧山区佛教协会的办公地址在哪儿？", one(ASSOC, "萧山区佛教协会")["address"], "property", "zh")
add("帮我查一下杭州市基督教协会的邮编。", one(ASSOC, "杭州市基督教协会")["postalCode"], "property", "zh")
add("浙江神学院现在有多少在校学生？", one(SCHOOL, "浙江神学院")["studentCount"], "property", "zh")
add("杭州佛学院是哪一天成立的？", one(SCHOOL, "杭州佛学院")["establishmentDate"], "property", "zh")
add("宁波天童禅寺占地面积有多大？", one(REL, "宁波天童禅寺")["area"], "property", "zh")
add("杭州抱朴道院属于道教里的哪个派别？", one(REL, "杭州抱朴道院")["religiousType"], "property", "zh")
add("天一阁·月湖景区是几A级景区？", one(SIGHT, "天一阁·月湖景区")["level"], "property", "zh")
add("安吉乐途旅行社有限公司的联系电话是多少？", one(TRAVEL, "安吉乐途旅行社有限公司")["phoneNumber"], "property", "zh")
add("建德中国旅行社有限公司能做哪些旅游业务？",
    one(TRAVEL, "建德中国旅行社有限公司")["businessScope"], "property", "zh")
add("编号为浙201709070005P的许可证是从哪天开始生效的？",
    one(LIC, "浙201709070005P")["effectiveDate"], "property", "zh")
tx = {r["id"] for r in REGION if r["name"] == "桐乡市"}
assert len(tx) == 1 and "" not in tx
add("我想知道桐乡市的行政区划代码是多少。", tx.pop(), "property", "zh")
add("Who is the legal representative of 绍兴金帝天然气有限公司?",
    one(GAS, "绍兴金帝天然气有限公司")["legalRepresentative"], "property", "en")
add("What is the postal code of 建德市慧华寺?", one(REL, "建德市慧华寺")["postalCode"], "property", "en")
add("What English name is on file for 奉化市嘉友国际旅行社有限公司?",
    one(TRAVEL, "奉化市嘉友国际旅行社有限公司")["englishName"], "property", "en")

# ---------------------------------------------------------------- type (5)
r = one(GOV, "浙江省旅游局")
add("浙江省旅游局在这套数据里算是什么类型的单位？", r["type"], "type", "zh")
lab = {x["label"] for x in REGION if x["name"] == "龙港市"}
assert len(lab) == 1
add("龙港市属于哪一级行政区？", lab.pop(), "type", "zh")
add("桐庐县富春江中心卫生院属于哪一类医疗机构？",
    one(MED, "桐庐县富春江中心卫生院")["category"], "type", "zh")
add("What category of religious venue is 宁波阿育王寺 registered as?",
    one(REL, "宁波阿育王寺")["category"], "type", "en")
add("东阳市天主教爱国会属于哪一类社会团体？", one(ASSOC, "东阳市天主教爱国会")["category"], "type", "zh")

# ---------------------------------------------------------------- aggregate (12)
# not 北仑区: one of its stations is spelled 北仓区 in the county column
zh_ = where(GAS, county="镇海区")
assert all(day(x["buildTime"]).year > 1900 for x in zh_)  # no placeholder rows
add("镇海区一共有几座加气站？", len(zh_), "aggregate", "zh")
hr = where(GAS, operationSubject="中石化杭燃")
add("运营主体是中石化杭燃的那些加气站，职工加起来一共多少人？",
    sum(int(x["employeeCount"]) for x in hr), "aggregate", "zh")
add("数据里一共有多少家三级医院？", len(where(MED, level="三级")), "aggregate", "zh")
add("永嘉县有多少处道教活动场所？", len(where(REL, county="永嘉县", religion="道教")), "aggregate", "zh")
add("温州市的天主教协会有几个？", len(where(ASSOC, city="温州市", religion="天主教")), "aggregate", "zh")
add("湖州市有多少家旅行社？", len(where(TRAVEL, city="湖州市")), "aggregate", "zh")
add("舟山市评级只有一个A（单A级）的景区有几个？", len(where(SIGHT, city="舟山市", level="A")), "aggregate", "zh")
bs = where(SCHOOL, religion="佛教")
add("佛教类的宗教院校在校生总共有多少人？", sum(int(x["studentCount"]) for x in bs), "aggregate", "zh")
# 2019: no expiry date within 3 days of either end of the year (2020 and 2021 have 2020/12/31)
y19 = window(LIC, "invalidDate", start=datetime.date(2019, 1, 1), end=datetime.date(2019, 12, 31))
add("2019年到期失效的许可证有几张？", len(y19), "aggregate", "zh")
mz = [x for x in GOV if "民政局" in x["name"]]
add("政府机构里名字带“民政局”的有多少个？", len(mz), "aggregate", "zh")
add("How many Christian venues are there in 乐清市?",
    len(where(REL, county="乐清市", religion="基督教")), "aggregate", "en")
# 西湖区: every station there has a non-zero employee count (0 looks like a placeholder elsewhere)
yz = where(GAS, county="西湖区")
assert all(x["employeeCount"].strip() and int(x["employeeCount"]) > 0 for x in yz)
add("What is the average number of employees at the gas stations in 西湖区?",
    sum(int(x["employeeCount"]) for x in yz) / len(yz), "aggregate", "en")

# ---------------------------------------------------------------- superlative (8)
g = argbest([x for x in GAS if x["employeeCount"].strip()], lambda x: int(x["employeeCount"]))
add("职工人数最多的加油站是哪家？", g["name"], "superlative", "zh")
s = argbest(SCHOOL, lambda x: day(x["establishmentDate"]), largest=False)
add("这些宗教院校里哪一所建校最早？", s["name"], "superlative", "zh")
a = argbest([x for x in ASSOC if x["registrationTime"].strip()], lambda x: day(x["registrationTime"]))
add("最晚登记的宗教协会是哪一个？", a["name"], "superlative", "zh")
l = argbest([x for x in LIC if x["invalidDate"].strip()], lambda x: day(x["invalidDate"]))
add("哪张许可证的有效期截止得最晚？", l["name"], "superlative", "zh")
fh = where(REL, county="奉化区", religion="佛教")
f = argbest(fh, lambda x: num(x["area"]))
add("奉化区占地面积最大的佛教场所是哪一座？", f["name"], "superlative", "zh")
s = argbest(SCHOOL, lambda x: int(x["studentCount"]))
add("Which school has the most students?", s["name"], "superlative", "en")
isl = where(REL, religion="伊斯兰教")
m = argbest(isl, lambda x: num(x["buildingArea"]))
add("Which mosque or Islamic venue has the largest building area?", m["name"], "superlative", "en")
nh = [x for x in where(GAS, county="南湖区")]
assert all(day(x["buildTime"]).year > 1900 for x in nh)
e = argbest(nh, lambda x: day(x["buildTime"]), largest=False)
add("嘉兴南湖区的加气站里，哪一座成立最早？", e["name"], "superlative", "zh")

# ---------------------------------------------------------------- comparison (6)
x1, x2 = one(GAS, "绍兴金帝天然气有限公司"), one(GAS, "慈溪市煤气有限公司")
assert day(x1["buildTime"]) != day(x2["buildTime"])
add("绍兴金帝天然气有限公司和慈溪市煤气有限公司，哪个成立得更早？",
    min((x1, x2), key=lambda x: day(x["buildTime"]))["name"], "comparison", "zh")
x1, x2 = one(SCHOOL, "浙江道教学院"), one(SCHOOL, "浙江神学院")
assert x1["studentCount"] != x2["studentCount"]
add("浙江道教学院和浙江神学院比，哪个在校生多一些？",
    max((x1, x2), key=lambda x: int(x["studentCount"]))["name"], "comparison", "zh")
x1, x2 = one(REL, "杭州净慈寺"), one(REL, "杭州灵隐寺")
assert num(x1["buildingArea"]) != num(x2["buildingArea"])
add("杭州净慈寺和杭州灵隐寺，谁的建筑面积更大？",
    max((x1, x2), key=lambda x: num(x["buildingArea"]))["name"], "comparison", "zh")
x1, x2 = one(GAS, "杭州萧山环能实业有限公司"), one(GAS, "宁波新捷公运天然气有限公司")
add("Does 杭州萧山环能实业有限公司 have more employees than 宁波新捷公运天然气有限公司?",
    "yes" if int(x1["employeeCount"]) > int(x2["employeeCount"]) else "no", "comparison", "en")
x1, x2 = one(LIC, "浙201702000005J"), one(LIC, "浙201802000003J")
assert day(x1["invalidDate"]) != day(x2["invalidDate"])
add("许可证浙201702000005J和浙201802000003J，哪一张先失效？",
    min((x1, x2), key=lambda x: day(x["invalidDate"]))["name"], "comparison", "zh")
x1, x2 = one(ASSOC, "萧山区佛教协会"), one(ASSOC, "普陀区佛教协会")
assert day(x1["registrationTime"]) != day(x2["registrationTime"])
add("萧山区佛教协会跟普陀区佛教协会相比，哪个登记得早？",
    min((x1, x2), key=lambda x: day(x["registrationTime"]))["name"], "comparison", "zh")

# ---------------------------------------------------------------- filter / list (8)
add("哪些加油站被认定构成重大危险源？", names(where(GAS, isMajorDangerSource="是")), "filter", "zh")
add("丽水市有哪些5A级景区？", names(where(SIGHT, city="丽水市", level="AAAAA")), "list", "zh")
add("级别是二级的门诊部、诊所有哪些？",
    names(where(MED, category="门诊部诊所医务室村卫生室", level="二级")), "filter", "zh")
add("天台县有哪些宗教院校？", names(where(SCHOOL, county="天台县")), "list", "zh")
zs = [x for x in TRAVEL if x["city"] == "舟山市" and "出境" in x["businessScope"]]
add("舟山市能办出境组团业务的旅行社有哪些？", names(zs), "filter", "zh")
big = [x for x in GAS if x["totalDesignStorage"].strip() and num(x["totalDesignStorage"]) > 100]
add("总设计储量超过100的加气站有哪几家？", names(big), "filter", "zh")
add("Which Taoist associations are there in 丽水市?",
    names(where(ASSOC, city="丽水市", religion="道教")), "list", "en")
add("List all the Islamic religious venues.", names(isl), "list", "en")

# ---------------------------------------------------------------- described (6)
add("电话0571-85893056是哪家医院的？", one(MED, "0571-85893056", "phoneNumber")["name"], "described", "zh")
add("负责人叫宓捷锋的那个加气站叫什么名字？", one(GAS, "宓捷锋", "manager")["name"], "described", "zh")
add("统一社会信用代码为52330100662314498C的是哪所学校？",
    one(SCHOOL, "52330100662314498C", "unifiedSocialCreditCode")["name"], "described", "zh")
eff = [x for x in LIC if x["effectiveDate"].strip() and day(x["effectiveDate"]) == datetime.date(2009, 8, 6)]
assert len(eff) == 1
add("哪张许可证是2009年8月6日生效的？", eff[0]["name"], "described", "zh")
add("Which travel agency has the fax number 0571-88321549?",
    one(TRAVEL, "0571-88321549", "faxNumber")["name"], "described", "en")
add("网址是www.wzohfj.org的是哪个协会？", one(ASSOC, "www.wzohfj.org", "website")["name"], "described", "zh")

# ---------------------------------------------------------------- two hop / relation hop (12)
def licence_of(station):
    return one(LIC, one(GAS, station)["businessLicense"])


add("宁波新奥燃气有限公司福庆南路CNG加气站的经营许可证什么时候到期？",
    licence_of("宁波新奥燃气有限公司福庆南路CNG加气站")["invalidDate"], "two_hop", "zh")
add("慈溪市煤气有限公司持有的经营许可证是哪天生效的？",
    licence_of("慈溪市煤气有限公司")["effectiveDate"], "two_hop", "zh")
add("When does the business licence of 桐乡运河加气站 expire?",
    licence_of("桐乡运河加气站")["invalidDate"], "two_hop", "en")
c = one(SCHOOL, "浙江道教学院")["county"]
add("浙江道教学院所在的县里有多少个道教场所？", len(where(REL, county=c, religion="道教")),
    "relation_hop", "zh")
c = one(SCHOOL, "浙江道教学院")["county"]
add("和浙江道教学院在同一个县的学院还有哪一所？",
    names([x for x in where(SCHOOL, county=c) if x["name"] != "浙江道教学院"]), "relation_hop", "zh")
cy = one(SCHOOL, "中国佛学院普陀山学院")["city"]
add("中国佛学院普陀山学院所在的城市有几个佛教协会？", len(where(ASSOC, city=cy, religion="佛教")),
    "relation_hop", "zh")
cy = one(SCHOOL, "浙江慈云佛学院")["city"]
add("浙江慈云佛学院所在的城市一共有多少家旅行社？", len(where(TRAVEL, city=cy)), "relation_hop", "zh")
mg = one(GAS, "中海油浙江新能源有限公司集运加气站")["manager"]
add("跟中海油浙江新能源有限公司集运加气站是同一个负责人的加气站还有哪些？",
    names([x for x in where(GAS, manager=mg) if x["name"] != "中海油浙江新能源有限公司集运加气站"]),
    "relation_hop", "zh")
c = one(GAS, "临海市远洲江南加油站有限公司")["county"]
add("How many religious venues are there in the county where 临海市远洲江南加油站有限公司 is located?",
    len(where(REL, county=c)), "relation_hop", "en")
c = one(ASSOC, "萧山区佛教协会")["county"]
add("萧山区佛教协会所在的区里有多少座佛教寺庙和活动场所？", len(where(REL, county=c, religion="佛教")),
    "relation_hop", "zh")
cy = one(SCHOOL, "浙江佛学院天台宗佛学院")["city"]
add("浙江佛学院天台宗佛学院所在的城市有几个基督教方面的协会？",
    len(where(ASSOC, city=cy, religion="基督教")), "relation_hop", "zh")
cy = one(SCHOOL, "浙江慈云佛学院")["city"]
add("和浙江慈云佛学院在同一个城市的学校还有哪所？",
    names([x for x in where(SCHOOL, city=cy) if x["name"] != "浙江慈云佛学院"]), "relation_hop", "zh")

# ---------------------------------------------------------------- time window (5), as of 2023-10-15
w = window(REL, "registrationTime", days=years_back(2))
add("过去两年里有哪些宗教场所完成了登记？", names(w), "time_window", "zh", as_of=True)
w = window(GAS, "buildTime", days=years_back(5))
add("近五年新成立的加油站有哪些？", names(w), "time_window", "zh", as_of=True)
w = window(ASSOC, "registrationTime", days=years_back(4))
add("截至2023年10月15日，最近四年内登记的协会有多少个？", len(w), "time_window", "zh", as_of=True)
w = window(LIC, "effectiveDate", days=years_back(5))
add("Which licences took effect within the last five years?", names(w), "time_window", "en", as_of=True)
last_year = AS_OF.year - 1
w = window(LIC, "invalidDate", start=datetime.date(last_year, 1, 1), end=datetime.date(last_year, 12, 31))
add("去年失效的许可证一共有几张？", len(w), "time_window", "zh", as_of=True)


# ---------------------------------------------------------------- checks and output
assert len(Q) == 80, len(Q)
assert sum(q["lang"] == "en" for q in Q) == 15
assert len({q["question"] for q in Q}) == 80
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(Q, f, ensure_ascii=False, indent=1)
    f.write("\n")

if __name__ == "__main__":
    for q in Q:
        print(q["id"], q["shape"], q["lang"], q["question"], "=>", q["answer"])
