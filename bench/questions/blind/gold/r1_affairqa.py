"""Blind question set over KAG AffairQA's raw CSV files: every gold answer is computed here with
Python's csv module (no kagflow, no DuckDB). Writes affairqa-blind.json next to this file.

Run: python3 gold.py
"""
import csv
import json
import os
from collections import defaultdict

SRC = "/work/shared/datasets/kag-affairqa/sources"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "affairqa-blind.json")


def load(table):
    with open(os.path.join(SRC, table + ".csv"), encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


T = {t: load(t) for t in ["加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构", "旅游景点",
                          "旅行社", "行政区", "许可证"]}


def row(table, name):
    hits = [r for r in T[table] if r["name"] == name]
    assert len(hits) == 1, (table, name, len(hits))
    # the name must occur in no other table (type questions and linking must be unambiguous)
    others = [t for t in T if t != table and any(r["name"] == name for r in T[t])]
    assert not others, (name, others)
    return hits[0]


def prop(table, name, col):
    v = row(table, name)[col].strip()
    assert v, (table, name, col)
    return [v]


def typ(table, name):
    return prop(table, name, "type")


def region_label(name):
    labels = {r["label"] for r in T["行政区"] if r["name"] == name}
    assert len(labels) == 1, (name, labels)
    return [labels.pop()]


def where(table, **cond):
    return [r for r in T[table] if all(r[k] == v for k, v in cond.items())]


def count(table, **cond):
    n = len(where(table, **cond))
    assert n > 0
    return [str(n)]


def names(table, **cond):
    out = [r["name"] for r in where(table, **cond)]
    assert out
    return out


def by_value(table, col, value):
    """Entities whose cell col equals value (reverse lookup)."""
    return names(table, **{col: value})


def num(v):
    return float(v)


def arg_extreme(table, col, largest=True):
    rs = [r for r in T[table] if r[col].strip()]
    vals = [num(r[col]) for r in rs]
    best = max(vals) if largest else min(vals)
    return [r["name"] for r, v in zip(rs, vals) if v == best]


def ymd(v):
    y, m, d = (int(x) for x in v.split("/"))
    return (y, m, d)


def earlier(table, a, b, col):
    va, vb = ymd(prop(table, a, col)[0]), ymd(prop(table, b, col)[0])
    assert va != vb
    return [a if va < vb else b]


def greater(table, a, b, col):
    va, vb = num(prop(table, a, col)[0]), num(prop(table, b, col)[0])
    return ["是" if va > vb else "否"]


def only_person_column(name):
    """A name found only in person columns (manager / legalRepresentative): the dev set answers
    such a name's type with 人物 (ZJGasStation003, 陆文耿)."""
    hits = []
    for t, rs in T.items():
        for r in rs:
            for k, v in r.items():
                if v == name:
                    hits.append((t, k))
    assert hits and all(k in ("manager", "legalRepresentative") for _, k in hits), hits
    return ["人物"]


Q = []


def q(shape, lang, question, answer, note=None):
    d = {"question": question, "answer": answer, "shape": shape, "lang": lang}
    if note:
        d["note"] = note
    Q.append(d)


GS, MI, AS, SC, RP, GA, TA, TR, AR, LI = ("加油站", "医疗机构", "协会", "学校", "宗教场所", "政府机构",
                                          "旅游景点", "旅行社", "行政区", "许可证")

# ---------------------------------------------------------------- property, zh (45)
q("property", "zh", "杭州中石化杭燃能源有限公司清泰门加气站的负责人是谁？",
  prop(GS, "杭州中石化杭燃能源有限公司清泰门加气站", "manager"))
q("property", "zh", "衢州新奥中石化车用燃气有限公司白沙溪东加气站在哪个区？",
  prop(GS, "衢州新奥中石化车用燃气有限公司白沙溪东加气站", "county"))
q("property", "zh", "绍兴众能油气发展有限公司裕民路天然气注气站是什么时候成立的？",
  prop(GS, "绍兴众能油气发展有限公司裕民路天然气注气站", "buildTime"))
q("property", "zh", "中海油浙江新能源有限公司北仑二期码头加气站有多少名职工？",
  prop(GS, "中海油浙江新能源有限公司北仑二期码头加气站", "employeeCount"))
q("property", "zh", "绍兴上虞城北客运加油站有限公司的地址是什么",
  prop(GS, "绍兴上虞城北客运加油站有限公司", "address"))
q("property", "zh", "绍兴上虞城北客运加油站有限公司的法人是谁？",
  prop(GS, "绍兴上虞城北客运加油站有限公司", "legalRepresentative"))
q("property", "zh", "衢州新奥中石化车用燃气有限公司白沙溪东加气站是不是重大危险源？",
  prop(GS, "衢州新奥中石化车用燃气有限公司白沙溪东加气站", "isMajorDangerSource"))
q("property", "zh", "绍兴众能油气发展有限公司裕民路天然气注气站有几个液化天然气罐？",
  prop(GS, "绍兴众能油气发展有限公司裕民路天然气注气站", "liquidGasCanCount"))
q("property", "zh", "桐乡运河加气站的运营主体是哪家？",
  prop(GS, "桐乡运河加气站", "operationSubject"))

q("property", "zh", "杭州市临安区第一人民医院的电话是多少？",
  prop(MI, "杭州市临安区第一人民医院", "phoneNumber"))
q("property", "zh", "杭州易康堂中医诊所在什么地方？",
  prop(MI, "杭州易康堂中医诊所", "address"))
q("property", "zh", "请问杭州丽致口腔门诊部的联系方式",
  prop(MI, "杭州丽致口腔门诊部", "phoneNumber"))
q("property", "zh", "杭州市临安区第一人民医院是几级医院？",
  prop(MI, "杭州市临安区第一人民医院", "level"))

q("property", "zh", "东阳市道教协会的电话号码是多少？",
  prop(AS, "东阳市道教协会", "phoneNumber"))
q("property", "zh", "黄岩区道教协会是哪天登记的？",
  prop(AS, "黄岩区道教协会", "registrationTime"))
q("property", "zh", "莲都区佛教协会的登记证号是什么？",
  prop(AS, "莲都区佛教协会", "registrationCertificateNumber"))
q("property", "zh", "义乌市佛教协会的邮编是多少",
  prop(AS, "义乌市佛教协会", "postalCode"))
q("property", "zh", "浙江省伊斯兰教协会的网址是什么？",
  prop(AS, "浙江省伊斯兰教协会", "website"))
q("property", "zh", "黄岩区道教协会的统一社会信用代码是多少？",
  prop(AS, "黄岩区道教协会", "unifiedSocialCreditCode"))
q("property", "zh", "莲都区佛教协会属于哪一类团体？",
  prop(AS, "莲都区佛教协会", "category"))

q("property", "zh", "浙江道教学院成立于哪一天？",
  prop(SC, "浙江道教学院", "establishmentDate"))
q("property", "zh", "浙江神学院有多少在校生？",
  prop(SC, "浙江神学院", "studentCount"))
q("property", "zh", "浙江慈云佛学院的学制是几年？",
  prop(SC, "浙江慈云佛学院", "schoolSystem"))
q("property", "zh", "浙江佛学院温州佛学院有多少专职教师？",
  prop(SC, "浙江佛学院温州佛学院", "professorCount"))
q("property", "zh", "浙江神学院批准的办学层次是什么？",
  prop(SC, "浙江神学院", "approvalLevel"))

q("property", "zh", "宁海仁济寺的建筑面积是多少？",
  prop(RP, "宁海仁济寺", "buildingArea"))
q("property", "zh", "平阳县南雁镇三台道院属于哪个宗教派别？",
  prop(RP, "平阳县南雁镇三台道院", "religiousType"))
q("property", "zh", "黄岩宁溪觉慈寺是什么时候批准的？",
  prop(RP, "黄岩宁溪觉慈寺", "approvalDate"))
q("property", "zh", "舟山市定海区复喜禅寺占地多大？",
  prop(RP, "舟山市定海区复喜禅寺", "area"))
q("property", "zh", "宁波奉化封山禅寺在哪个区县？",
  prop(RP, "宁波奉化封山禅寺", "county"))
q("property", "zh", "杭州市余杭区瓶窑基督教堂的联系电话是多少？",
  prop(RP, "杭州市余杭区瓶窑基督教堂", "phoneNumber"))
q("property", "zh", "三门县丹邱讲寺的邮政编码是多少？",
  prop(RP, "三门县丹邱讲寺", "postalCode"))
q("property", "zh", "临安区大山坞聚会点信仰什么宗教？",
  prop(RP, "临安区大山坞聚会点", "religion"))
q("property", "zh", "瑞安市湖岭镇元坦庙的登记时间是什么时候？",
  prop(RP, "瑞安市湖岭镇元坦庙", "registrationTime"))

q("property", "zh", "浙江省宁波市余姚市王阳明故居是几A级景区？",
  prop(TA, "浙江省宁波市余姚市王阳明故居", "level"))
q("property", "zh", "同康酱酒园景区在哪里？",
  prop(TA, "同康酱酒园景区", "address"))
q("property", "zh", "龙游花海景区位于哪个城市？",
  prop(TA, "龙游花海景区", "city"))
q("property", "zh", "浙江省杭州市西湖区灵山景区的电话是多少",
  prop(TA, "浙江省杭州市西湖区灵山景区", "phoneNumber"))

q("property", "zh", "桐庐桐城国际旅行社有限公司的传真号码是多少？",
  prop(TR, "桐庐桐城国际旅行社有限公司", "faxNumber"))
q("property", "zh", "浦江达众旅行社有限公司能做哪些业务？",
  prop(TR, "浦江达众旅行社有限公司", "businessScope"))
q("property", "zh", "浙江远诚国际旅行社在哪个县？",
  prop(TR, "浙江远诚国际旅行社", "county"))
q("property", "zh", "浙江邮电旅行社有限公司的英文名叫什么？",
  prop(TR, "浙江邮电旅行社有限公司", "englishName"))

q("property", "zh", "许可证浙201802000003J什么时候到期？",
  prop(LI, "浙201802000003J", "invalidDate"))
q("property", "zh", "浙201804003005J这个许可证是从哪天开始生效的？",
  prop(LI, "浙201804003005J", "effectiveDate"))

# ---------------------------------------------------------------- type, zh (10)
q("type", "zh", "浙江佛学院雪窦山弥勒佛学院是哪一种类型的信息条目？",
  typ(SC, "浙江佛学院雪窦山弥勒佛学院"))
q("type", "zh", "泰顺县民族宗教事务局是什么类型的机构？",
  typ(GA, "泰顺县民族宗教事务局"))
q("type", "zh", "L-ZJ30719是哪一种类型的信息条目？",
  typ(LI, "L-ZJ30719"))
q("type", "zh", "嵊泗县属于哪种类型的行政区？", region_label("嵊泗县"))
q("type", "zh", "舟山市是哪一级行政区？", region_label("舟山市"))
q("type", "zh", "浙江省属于什么类型的行政区？", region_label("浙江省"))
q("type", "zh", "杭州富阳颐乐医院属于哪种类型的医疗机构？",
  prop(MI, "杭州富阳颐乐医院", "category"))
q("type", "zh", "宁海仁济寺是哪一种类型的信息条目？", typ(RP, "宁海仁济寺"))
q("type", "zh", "黄岩宁溪觉慈寺属于哪种类别的宗教场所？",
  prop(RP, "黄岩宁溪觉慈寺", "category"))
q("type", "zh", "宋伟是哪一种类型的信息条目？", only_person_column("宋伟"),
  note="宋伟 occurs only as a gas station's manager and legal representative; the dev set answers such a name 人物 (ZJGasStation003)")

# ---------------------------------------------------------------- aggregate / list, zh (10)
q("aggregate", "zh", "鄞州区有多少家加油站？", count(GS, county="鄞州区"))
q("aggregate", "zh", "杭州市有多少个AAAAA级旅游景点？", count(TA, city="杭州市", level="AAAAA"))
q("aggregate", "zh", "级别为三级的医疗机构有多少家？", count(MI, level="三级"))
q("aggregate", "zh", "所属宗教为天主教的协会有几个？", count(AS, religion="天主教"))
q("aggregate", "zh", "运营主体是中海油的加油站有几座？", count(GS, operationSubject="中海油"))
q("aggregate", "zh", "湖州市有多少家旅行社？", count(TR, city="湖州市"))
q("list", "zh", "哪些学校属于道教？", names(SC, religion="道教"))
q("list", "zh", "构成重大危险源的加油站有哪些？", names(GS, isMajorDangerSource="是"))
q("list", "zh", "舟山市有哪些AAAAA级景区？", names(TA, city="舟山市", level="AAAAA"))
q("list", "zh", "嵊泗县有哪些宗教场所？", names(RP, county="嵊泗县"))

# ---------------------------------------------------------------- relation / two-hop, zh (10)
q("relation", "zh", "许可证号为L-ZJ00848的旅行社是哪一家？", by_value(TR, "licenseNumber", "L-ZJ00848"))
q("relation", "zh", "地址在杭州市德胜路289号的旅行社叫什么名字？", by_value(TR, "address", "杭州市德胜路289号"))
q("relation", "zh", "负责人是虞其波的加油站是哪个？", by_value(GS, "manager", "虞其波"))
q("relation", "zh", "统一社会信用代码为91330206079205788D的加油站有哪些？",
  by_value(GS, "unifiedSocialCreditCode", "91330206079205788D"))
q("two_hop", "zh", "衢州新奥中石化车用燃气有限公司白沙溪东加气站所在的区县属于哪种类型的行政区？",
  region_label(prop(GS, "衢州新奥中石化车用燃气有限公司白沙溪东加气站", "county")[0]))


def other_in_same_county(table, name):
    c = prop(table, name, "county")[0]
    return [r["name"] for r in T[table] if r["county"] == c and r["name"] != name]


q("two_hop", "zh", "和浙江道教学院在同一个区县的学校还有哪所？", other_in_same_county(SC, "浙江道教学院"))
q("two_hop", "zh", "浙江神学院所在的区县有多少个宗教场所？",
  count(RP, county=prop(SC, "浙江神学院", "county")[0]))
q("two_hop", "zh", "宁波奉化封山禅寺所在区县有几家加油站？",
  count(GS, county=prop(RP, "宁波奉化封山禅寺", "county")[0]))
q("two_hop", "zh", "法定代表人是钱向阳的加油站位于哪个区县？",
  [prop(GS, n, "county")[0] for n in by_value(GS, "legalRepresentative", "钱向阳")])
q("two_hop", "zh", "经营许可证为201708030002J的加油站的负责人是谁？",
  [prop(GS, n, "manager")[0] for n in by_value(GS, "businessLicense", "201708030002J")])
q("two_hop", "zh", "嘉兴市国鸿石油天然气经营有限公司汽车客运中心加油(气)站的经营许可证什么时候失效？",
  prop(LI, prop(GS, "嘉兴市国鸿石油天然气经营有限公司汽车客运中心加油(气)站", "businessLicense")[0], "invalidDate"))

# ---------------------------------------------------------------- comparison / superlative, zh (5)
q("comparison", "zh", "浙江神学院和杭州佛学院哪个成立得更早？",
  earlier(SC, "浙江神学院", "杭州佛学院", "establishmentDate"))
q("comparison", "zh", "浙江道教学院的教师人数比浙江神学院多吗？",
  greater(SC, "浙江道教学院", "浙江神学院", "teacherCount"))
q("superlative", "zh", "在校生最多的学校是哪所？", arg_extreme(SC, "studentCount"))
q("superlative", "zh", "职工人数最多的加油站是哪家？", arg_extreme(GS, "employeeCount"))
q("superlative", "zh", "总设计储量最大的加油站是哪个？", arg_extreme(GS, "totalDesignStorage"))

# ---------------------------------------------------------------- English (15)
q("property", "en", "What is the phone number of 杭州蕙昕堂中医诊所?",
  prop(MI, "杭州蕙昕堂中医诊所", "phoneNumber"))
q("property", "en", "Where is 杭州博悦口腔门诊部 located?",
  prop(MI, "杭州博悦口腔门诊部", "address"))
q("property", "en", "Which county is 平阳县万全镇宋桥普门寺 in?",
  prop(RP, "平阳县万全镇宋桥普门寺", "county"))
q("property", "en", "When was 浙江慈云佛学院 established?",
  prop(SC, "浙江慈云佛学院", "establishmentDate"))
q("property", "en", "Who is the person in charge of 中海油浙江新能源有限公司集运加气站?",
  prop(GS, "中海油浙江新能源有限公司集运加气站", "manager"))
q("property", "en", "What level is the scenic spot 龙游花海景区?",
  prop(TA, "龙游花海景区", "level"))
q("property", "en", "What is the website of 苍南县佛教协会?",
  prop(AS, "苍南县佛教协会", "website"))
q("property", "en", "What is the fax number of 杭州诚达商务旅游有限公司?",
  prop(TR, "杭州诚达商务旅游有限公司", "faxNumber"))
q("property", "en", "When does license 201702000041J expire?",
  prop(LI, "201702000041J", "invalidDate"))
q("type", "en", "What type of administrative region is 长兴县?", region_label("长兴县"))
q("type", "en", "What kind of entity is 钱塘区民族宗教事务局?", typ(GA, "钱塘区民族宗教事务局"))
q("aggregate", "en", "How many gas stations are there in 南湖区?", count(GS, county="南湖区"))
q("aggregate", "en", "How many travel agencies are in 舟山市?", count(TR, city="舟山市"))
q("superlative", "en", "Which school has the most full-time teachers?", arg_extreme(SC, "professorCount"))
q("two_hop", "en", "What type of administrative region is the county where 浙江佛学院温州佛学院 is located?",
  region_label(prop(SC, "浙江佛学院温州佛学院", "county")[0]))

for i, d in enumerate(Q, 1):
    d["id"] = f"blind-{i:03d}"

ordered = [{"id": d["id"], "question": d["question"], "answer": d["answer"], "shape": d["shape"],
            "lang": d["lang"], **({"note": d["note"]} if "note" in d else {})} for d in Q]

# no question of the dev set is reused
dev = {x["question"] for x in json.load(open("/work/shared/datasets/kag-affairqa/questions.json"))}
assert not dev & {d["question"] for d in ordered}
assert len({d["question"] for d in ordered}) == len(ordered)

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(ordered, f, ensure_ascii=False, indent=1)

from collections import Counter
print(len(ordered), Counter(d["shape"] for d in ordered), Counter(d["lang"] for d in ordered))
for d in ordered:
    print(d["id"], d["shape"], d["question"], d["answer"])
