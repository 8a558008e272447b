"""Readings round 29 found unanswered or answered wrongly.

"X在哪个区" where X's 所在区县 cell holds a 行政区 code (the region's name is asked), "total building
area" (a property named whole beside a shorter one it holds), "哪个市的佛教场所最多" and "the most
Buddhist temples" (a value held by the most entities of a faith), "最晚（最近登记）" (most recently, no
window), "总设计储量为110.0的那个加油站" (a value stated before 的), "永嘉县和平阳县，哪个县的宗教场所更多"
(which of two values more entities hold), "登记了网址的协会" (entities holding any value of a property),
"2024年3月1日（含）以后", "之后（不含当天）", "dated … or later" (the day itself in or out of a window),
"2023年7月（20230701至20230731）" (the window's days written again as numbers), "总流入金额" (total
inflow), "年龄最小的那位法人代表，担任哪家公司的法人" (a role's other end from the one ranked first)
and "full-time teachers" (专职教师, not 教师). Every expected value is read from the raw CSV files
with the csv module."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RISK = dataset("kag-riskmining") / "sources"


def _day(text: str) -> dt.date:
    return dt.datetime.strptime(text.strip(), "%Y/%m/%d").date()


def test_which_district_names_the_region_whose_code_the_cell_holds(affairqa_asker):
    regions: dict[str, set[str]] = {}
    for r in read_csv(AQ / "行政区.csv"):
        if r["id"].strip():
            regions.setdefault(r["id"].strip(), set()).add(r["name"])
    schools = read_csv(AQ / "学校.csv")
    coded = [s for s in schools if s["county"].strip().isdigit() and len(regions.get(s["county"].strip(), ())) == 1]
    named = next(s for s in schools if not s["county"].strip().isdigit() and s["county"].strip())
    assert coded
    for school in coded:
        result = affairqa_asker.ask(f"{school['name']}在哪个区？")
        assert right(result, sorted(regions[school["county"].strip()])), (result.values, result.notes)
    result = affairqa_asker.ask(f"Which county is {named['name']} in?")
    assert right(result, [named["county"]]), (result.values, result.notes)


def test_a_property_named_whole_beside_a_shorter_one(affairqa_asker):
    rows = [r for r in read_csv(AQ / "宗教场所.csv") if r["county"] == "岱山县"]
    assert rows and all(r["buildingArea"].replace(".", "", 1).isdigit() for r in rows)
    total = sum(float(r["buildingArea"]) for r in rows)
    assert total != sum(float(r["area"]) for r in rows)  # the shorter name, area, gives another number
    result = affairqa_asker.ask("What is the total building area of all religious sites in 岱山县?")
    assert [float(v) for v in result.values] == [total], (result.values, result.notes)


def test_the_city_holding_the_most_places_of_a_faith(affairqa_asker):
    for faith, zh, en in (("佛教", "哪个市的佛教场所最多？", "Which city has the most Buddhist temples?"),
                          ("基督教", "哪个城市的基督教场所最少？", None)):
        counts = Counter(r["city"] for r in read_csv(AQ / "宗教场所.csv") if r["religion"] == faith and r["city"].strip())
        pick = max(counts.values()) if "最多" in zh else min(counts.values())
        expected = sorted(c for c, n in counts.items() if n == pick)
        for question in filter(None, (zh, en)):
            result = affairqa_asker.ask(question)
            assert right(result, expected), (question, result.values, result.notes)


def test_most_recently_beside_a_superlative_is_no_window(affairqa_asker):
    rows = [r for r in read_csv(AQ / "协会.csv") if r["registrationTime"].strip()]
    latest = max(_day(r["registrationTime"]) for r in rows)
    expected = sorted(r["name"] for r in rows if _day(r["registrationTime"]) == latest)
    result = affairqa_asker.ask("登记时间最晚（最近登记）的协会是哪个？")
    assert right(result, expected), (result.values, result.notes)


def test_a_value_stated_before_de(affairqa_asker):
    rows = read_csv(AQ / "加油站.csv")
    for label, column, value in (("总设计储量", "totalDesignStorage", "110.0"), ("职工人数", "employeeCount", "29")):
        expected = sorted(r["name"] for r in rows if r[column].strip() and float(r[column]) == float(value))
        assert expected
        result = affairqa_asker.ask(f"{label}为{value}的那个加油站是哪家？")
        assert right(result, expected), (label, result.values, result.notes)


def test_which_of_two_values_more_entities_hold(affairqa_asker):
    places = Counter(r["county"] for r in read_csv(AQ / "宗教场所.csv"))
    assert places["永嘉县"] != places["平阳县"]
    result = affairqa_asker.ask("永嘉县和平阳县，哪个县的宗教场所更多？")
    assert right(result, [max(("永嘉县", "平阳县"), key=places.__getitem__)]), (result.values, result.notes)
    agencies = Counter(r["city"] for r in read_csv(AQ / "旅行社.csv"))
    assert agencies["温州市"] != agencies["台州市"]
    result = affairqa_asker.ask("温州市和台州市，哪个市的旅行社少一些？")
    assert right(result, [min(("温州市", "台州市"), key=agencies.__getitem__)]), (result.values, result.notes)


def test_entities_that_registered_a_value_of_a_property(affairqa_asker):
    rows = [r for r in read_csv(AQ / "协会.csv") if r["city"] == "温州市"]
    expected = sorted(r["name"] for r in rows if r["website"].strip())
    assert 0 < len(expected) < len(rows)
    for question in ("温州市有哪些协会登记了网址？", "Which associations in 温州市 list a website?"):
        result = affairqa_asker.ask(question)
        assert right(result, expected), (question, result.values, result.notes)


def test_the_day_itself_in_or_out_of_a_window(acme, riskmining_asker):
    companies = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    payer = next(i for i, n in companies.items() if n == "O'Hara, Lamb & Sons")
    transfers = [t for t in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv") if t["srcId"] == payer]
    expected = sum(int(t["transAmt"]) for t in transfers if t["transDate"] >= "20240301")
    assert expected
    result = acme.ask("2024年3月1日（含）以后，O'Hara, Lamb & Sons 一共转出了多少钱？")
    assert [float(v) for v in result.values] == [float(expected)], (result.values, result.notes)

    people = {r["id"]: r["name"] for r in read_csv(RISK / "Person.csv")}
    ids = {n: i for i, n in people.items()}
    risk = read_csv(RISK / "Person_fundTrans_Person.csv")
    between = [t for t in risk if t["src"] == ids["柏*"] and t["dst"] == ids["杜*"]]
    after = sum(1 for t in between if t["transDate"] > "20230910")
    assert after != sum(1 for t in between if t["transDate"] >= "20230910")  # the day itself holds one
    result = riskmining_asker.ask("2023年9月10日之后（不含当天），柏*给杜*转了几笔账？")
    assert right(result, [str(after)]), (result.values, result.notes)
    total = sum(int(t["transAmt"]) for t in risk if t["src"] == ids["柏*"] and t["dst"] == ids["裘**"] and t["transDate"] >= "20230901")
    result = riskmining_asker.ask("What is the total of the transfers from 柏* to 裘** dated 2023-09-01 or later?")
    assert [float(v) for v in result.values] == [float(total)], (result.values, result.notes)


def test_a_window_whose_days_are_written_again_as_numbers(supplychain_asker):
    total = sum(int(t["transAmt"]) for t in read_csv(SC / "Company_fundTrans_Company.csv") if "20230701" <= t["transDate"] <= "20230731")
    assert total
    result = supplychain_asker.ask("交易日期在2023年7月（20230701至20230731）的资金往来总金额是多少？")
    assert [float(v) for v in result.values] == [float(total)], (result.values, result.notes)


def test_total_inflow_and_the_company_of_the_youngest_representative(acme):
    companies = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    inflow = Counter()
    for t in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv"):
        inflow[companies[t["dstId"]]] += int(t["transAmt"])
    pair = ("Fjord Steel AS", "Eastwind Logistics")
    assert inflow[pair[0]] != inflow[pair[1]]
    result = acme.ask(f"{pair[0]} 和 {pair[1]}，哪家公司的总流入金额更高？")
    assert right(result, [max(pair, key=inflow.__getitem__)]), (result.values, result.notes)

    people = [p for p in read_csv(EXAMPLE / "sources" / "Person.csv") if p["legalRepresentative"].strip()]
    youngest = min(int(p["age"]) for p in people)
    expected = sorted({c.strip() for p in people if int(p["age"]) == youngest for c in p["legalRepresentative"].split(";")})
    result = acme.ask("年龄最小的那位法人代表，担任哪家公司的法人？")
    assert right(result, expected), (result.values, result.notes)


def test_full_time_teachers_are_not_all_teachers(affairqa_asker):
    schools = [s for s in read_csv(AQ / "学校.csv") if s["professorCount"].strip()]
    fewest = min(int(s["professorCount"]) for s in schools)
    expected = sorted(s["name"] for s in schools if int(s["professorCount"]) == fewest)
    result = affairqa_asker.ask("Which religious school has the fewest full-time teachers?")
    assert right(result, expected), (result.values, result.notes)
    school = next(s for s in schools if s["professorCount"] != s["teacherCount"])
    result = affairqa_asker.ask(f"{school['name']}有多少教师？")
    assert right(result, [school["teacherCount"]]), (result.values, result.notes)


def test_an_exact_count_no_reading_restricts_by_is_no_answer(supplychain_asker):
    people = [p for p in read_csv(SC / "Person.csv") if p["age"] == "22"]
    companies = {c.strip() for p in people for c in p["legalRepresentative"].split(",") if c.strip()}
    assert len(companies) > 1  # every company of every 22-year-old would be a wrong answer
    # (refused until round 48's count bounds read "exactly one company": the one company of the one who has one)
    known = {r["name"] for r in read_csv(SC / "Company.csv")}
    held = [{c.strip() for c in p["legalRepresentative"].split(",")} & known for p in people]
    result = supplychain_asker.ask("There is a 22-year-old person who is legal representative of exactly one company. Which company is it?")
    assert right(result, sorted(c for h in held if len(h) == 1 for c in h)), (result.values, result.notes)


def test_which_of_two_payers_sent_more_and_who_paid_both(supplychain_asker):
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    ids = {n: i for i, n in names.items()}
    transfers = read_csv(SC / "Company_fundTrans_Company.csv")
    to = ids["三角***份限公司"]
    sent = Counter()
    for t in transfers:
        if t["dstId"] == to:
            sent[names[t["srcId"]]] += int(t["transAmt"])
    a, b = "中国***份*公司", "北*控股*公司"
    assert sent[a] != sent[b]
    result = supplychain_asker.ask(f"Who sent more money to 三角***份限公司: {a} or {b}?")
    assert right(result, [max((a, b), key=sent.__getitem__)]), (result.values, result.notes)
    payers = {x: {names[t["srcId"]] for t in transfers if t["dstId"] == ids[x]} for x in ("传化****限公司", "三角***份限公司")}
    both = sorted(payers["传化****限公司"] & payers["三角***份限公司"])
    assert both
    result = supplychain_asker.ask("哪家公司同时给传化****限公司和三角***份限公司转过账？")
    assert right(result, both), (result.values, result.notes)


def test_the_receiver_of_the_least_among_those_one_company_paid(supplychain_asker):
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    payer = next(i for i, n in names.items() if n == "传化****限公司")
    received = Counter()
    for t in read_csv(SC / "Company_fundTrans_Company.csv"):
        if t["srcId"] == payer:
            received[names[t["dstId"]]] += int(t["transAmt"])
    least = min(received.values())
    result = supplychain_asker.ask("在收到传化****限公司转账的公司中，收到金额最少的是哪家？")
    assert right(result, sorted(n for n, v in received.items() if v == least)), (result.values, result.notes)


def test_holders_of_any_certificate_and_apps_on_the_most_distinct_devices(riskmining_asker):
    people = {r["id"]: r["name"] for r in read_csv(RISK / "Person.csv")}
    holders = sorted({people[r["src"]] for r in read_csv(RISK / "Person_hasCert_Cert.csv")})
    assert 0 < len(holders) < len(people)
    result = riskmining_asker.ask("Which persons hold a certificate?")
    assert right(result, holders), (result.values, result.notes)
    devices = Counter()
    for d in read_csv(RISK / "Device.csv"):
        for app in {x.strip() for x in d["install"].split(",") if x.strip()}:
            devices[app] += 1
    top = max(devices.values())
    result = riskmining_asker.ask("Which app is installed on the largest number of distinct devices?")
    assert right(result, sorted(a for a, n in devices.items() if n == top)), (result.values, result.notes)


def test_the_product_with_the_most_upstream_products_and_ends_without_rows(acme, supplychain_asker):
    feeds: dict[str, set[str]] = {}
    for r in read_csv(EXAMPLE / "sources" / "Product.csv"):
        for down in (x.strip() for x in r["hasSupplyChain"].split(";") if x.strip()):
            feeds.setdefault(down, set()).add(r["id"])
    top = max(len(v) for v in feeds.values())
    result = acme.ask("哪个产品的上游产品最多？")
    assert right(result, sorted(p for p, v in feeds.items() if len(v) == top)), (result.values, result.notes)
    # the supply chain's cells name products Product.csv has no row for: counted as listed, or as
    # known? The two give different winners, so no answer
    rows = read_csv(SC / "Product.csv")
    known = {r["id"] for r in rows}
    listed = {r["id"]: {x.strip() for x in r["hasSupplyChain"].split(",") if x.strip()} for r in rows}
    assert max(listed, key=lambda p: len(listed[p])) != max(listed, key=lambda p: len(listed[p] & known))
    assert supplychain_asker.ask("哪个产品的下游产品最多？").mode != "answer"


def test_what_is_valid_on_a_day_by_its_own_dates_or_a_licence_it_names(affairqa_asker):
    day = dt.date(2023, 10, 15)
    licences = [r for r in read_csv(AQ / "许可证.csv") if r["effectiveDate"].strip() and r["invalidDate"].strip()]
    valid = {r["name"] for r in licences if _day(r["effectiveDate"]) <= day <= _day(r["invalidDate"])}
    assert valid and len(valid) < len(licences)
    result = affairqa_asker.ask("截至2023年10月15日，哪些许可证还在有效期内？")
    assert right(result, sorted(valid)), (result.values, result.notes)
    stations = sorted(r["name"] for r in read_csv(AQ / "加油站.csv") if r["businessLicense"].strip() in valid)
    assert stations
    result = affairqa_asker.ask("截至2023年10月15日，哪些加油站的经营许可证还在有效期内？")
    assert right(result, stations), (result.values, result.notes)


def test_the_companies_a_company_is_the_main_customer_of_asked_for_which(acme):
    companies = {r["id"]: r for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    makes = {c["name"]: {p.strip() for p in c["product"].split(";") if p.strip()} for c in companies.values()}
    feeds = {r["id"]: {p.strip() for p in r["hasSupplyChain"].split(";") if p.strip()} for r in read_csv(EXAMPLE / "sources" / "Product.csv")}
    inflow, paid = Counter(), Counter()
    for t in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv"):
        s, o = companies[t["dstId"]]["name"], companies[t["srcId"]]["name"]
        inflow[s] += int(t["transAmt"])
        paid[s, o] += int(t["transAmt"])
    customer = "Acme Motors"
    expected = sorted(s for (s, o), amount in paid.items() if o == customer and amount / inflow[s] > 0.5
                      and any(down in makes[o] for up in makes[s] for down in feeds.get(up, ())))
    assert expected
    for question in (f"For which companies is {customer} the main customer?", f"{customer} is the main customer of which companies?"):
        result = acme.ask(question)
        assert right(result, expected), (question, result.values, result.notes)
    people = {p["name"]: {c.strip() for c in p["legalRepresentative"].split(";") if c.strip()} for p in read_csv(EXAMPLE / "sources" / "Person.csv")}
    total = sum(inflow[c] for c in people["Bram de Vries"])
    result = acme.ask("Bram de Vries 担任法人的所有公司加起来一共收到了多少资金？")
    assert [float(v) for v in result.values] == [float(total)], (result.values, result.notes)
