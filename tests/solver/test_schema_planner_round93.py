"""Readings blind round 93 (asked of 5a370a1, before any look) found wrong or unread: a place pointed at after a preface
naming it ("For the Wenzhou (温州市) segment, which religious associations there …", before: every association with a
website, a wrong answer; "… in that city"), 站 after 的 as the gas stations, a yes/no column's noun alone ("重大危险源的站"),
shares with "不带%号" and "百分数四舍五入保留两位小数", "Where is X based?", "Our researcher needs the website of X. What is it?",
"during the year 2016", "currently enrolled", "加油（气）站", "登记在X的", "X那边现场负责人", a trailing "我要…" sentence, group
counts "各有几处", and the round's form words. Expected values from the raw CSV files."""

from __future__ import annotations

from collections import Counter
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"


def _pct(part: int, whole: int) -> str:
    return str((Decimal(100 * part) / whole).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def test_a_place_pointed_at_after_a_preface(affairqa_asker):
    bodies = sorted(r["name"] for r in read_csv(AQ / "协会.csv") if r["city"] == "温州市" and r["website"].strip())
    result = affairqa_asker.ask("For the Wenzhou (温州市) segment, which religious associations there have a website listed? Give all names.")
    assert bodies and right(result, bodies), (result.values, result.notes)  # (before: every association with a website)
    schools = sorted(r["name"] for r in read_csv(AQ / "学校.csv") if r["city"] == "台州市")
    result = affairqa_asker.ask("We will be filming in Taizhou (台州市). Which religious schools are located in that city?")
    assert right(result, schools), (result.values, result.notes)


def test_stations_said_as_站_and_a_yes_no_column_s_noun(affairqa_asker):
    stations = read_csv(AQ / "加油站.csv")
    danger = [r for r in stations if r["isMajorDangerSource"] == "是"]
    result = affairqa_asker.ask("构成重大危险源的站里，在萧山区的是哪几个？")
    assert right(result, sorted(r["name"] for r in danger if r["county"] == "萧山区")), (result.values, result.notes)
    result = affairqa_asker.ask("我们车队要排线路，先问下：表里哪些加油（气）站构成重大危险源？全部列出来。")
    assert right(result, sorted(r["name"] for r in danger)), (result.values, result.notes)
    staffed = [(int(r["employeeCount"]), r["name"]) for r in danger if r["employeeCount"].strip()]
    assert sorted(staffed)[-1][0] > sorted(staffed)[-2][0]
    result = affairqa_asker.ask("重大危险源的站里，职工人数最多的是哪个站？")
    assert right(result, [max(staffed)[1]]), (result.values, result.notes)
    total = sum(Decimal(r["totalDesignStorage"]) for r in danger if r["totalDesignStorage"].strip())
    result = affairqa_asker.ask("把构成重大危险源的站的总设计储量加起来是多少？四舍五入保留两位小数。")
    assert right(result, [str(total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))]), (result.values, result.notes)
    result = affairqa_asker.ask("法定代表人是曹纪文的站都有哪些？麻烦给全名单。")
    assert right(result, sorted(r["name"] for r in stations if r["legalRepresentative"] == "曹纪文")), (result.values, result.notes)
    result = affairqa_asker.ask("天台华润燃气有限公司那边现场负责人是谁？我要打电话对接。")
    assert right(result, [next(r["manager"] for r in stations if r["name"] == "天台华润燃气有限公司")]), (result.values, result.notes)


def test_shares_said_without_the_percent_sign(affairqa_asker):
    sites = [r for r in read_csv(AQ / "宗教场所.csv") if r["county"] == "新昌县" and r["religion"] == "佛教"]
    part = sum(r["category"] == "寺观教堂" for r in sites)
    result = affairqa_asker.ask('新昌县佛教场所里，类别为"寺观教堂"的占百分之几？百分数四舍五入保留两位小数，不带%号。')
    assert right(result, [_pct(part, len(sites))]), (result.values, result.notes)
    hospitals = [r for r in read_csv(AQ / "医疗机构.csv") if r["category"] == "医院"]
    result = affairqa_asker.ask('类别为"医院"的机构里，三级的占百分之几？四舍五入保留两位小数，不带%号。')
    assert right(result, [_pct(sum(r["level"] == "三级" for r in hospitals), len(hospitals))]), (result.values, result.notes)


def test_the_round_s_wordings(affairqa_asker, acme, supplychain_asker):
    sites = [r for r in read_csv(AQ / "宗教场所.csv") if r["county"] == "新昌县"]
    result = affairqa_asker.ask("我刚调到新昌县民宗局，想先摸个底：表里登记在新昌县的宗教场所一共有多少处？给个数字就行。")
    assert right(result, [str(len(sites))]), (result.values, result.notes)
    per = Counter(r["religion"] for r in sites if r["religion"].strip())
    result = affairqa_asker.ask('麻烦帮我按宗教分一下新昌县的宗教场所，各有几处？按"宗教: 数量"的格式列出来。')
    assert right(result, [f"{k}: {v}" for k, v in per.items()]), (result.values, result.notes)
    schools = read_csv(AQ / "学校.csv")
    enrolled = sorted((int(r["studentCount"]), r["name"]) for r in schools if r["studentCount"].strip())
    result = affairqa_asker.ask("Which religious school in the table has the largest number of students currently enrolled?")
    assert right(result, [enrolled[-1][1]]), (result.values, result.notes)
    result = affairqa_asker.ask("Which religious schools were established during the year 2016? List all of them.")
    assert right(result, sorted(r["name"] for r in schools if r["establishmentDate"].startswith("2016"))), (result.values, result.notes)
    site = next(r["website"] for r in read_csv(AQ / "协会.csv") if r["name"] == "浙江省伊斯兰教协会")
    result = affairqa_asker.ask("Our researcher needs the website of 浙江省伊斯兰教协会 (Zhejiang Islamic Association). What is it?")
    assert right(result, [site]), (result.values, result.notes)
    country = next(r["country"] for r in read_csv(EXAMPLE / "sources" / "Company.csv") if r["name"] == "Fjord Steel AS")
    result = acme.ask("Quick one while I'm scouting steel suppliers — where is Fjord Steel AS based? Just the country code is fine.")
    assert right(result, [country]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    paid = sum(int(r["transAmt"]) for r in read_csv(SC / "Company_fundTrans_Company.csv") if names[r["srcId"]] == "浙江**摩托**限公司")
    result = supplychain_asker.ask("Adding up every transfer 浙江**摩托**限公司 sent as payer, how much did 浙江**摩托**限公司 pay out in total?")
    assert right(result, [str(paid)]), (result.values, result.notes)
    represented = {c for r in read_csv(SC / "Person.csv") if r["name"] == "臧*" for c in r["legalRepresentative"].split(",")}
    result = supplychain_asker.ask("How many distinct companies is 臧* the legal representative of? (Count each company once even if it is listed twice.)")
    assert right(result, [str(len(represented))]), (result.values, result.notes)
