"""Readings blind round 18 answered wrongly or left unanswered: a span of days counted back from a
stated day ("in the 30 days before 2023-10-15"), "the combined value of the transfers", a
derived total not followed as a hop over the relation it sums ("paid out over the last 90 days"
gave each payee's own total), a derived sameness relation ("share a legal representative with"),
money moving into the entities a first hop reaches ("江*担任法人代表的公司收到过哪些公司的转账"), a
level of a kind ("哪一级的宗教团体"), the difference of two counts ("杭州市的旅行社比宁波市多多少家",
"相差多少"), and by how much asked of one name only (answered with that name's value). Every
expected value is read from the raw CSV files with the csv module."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from tests.conftest import REPO, dataset, read_csv
from tests.solver.helpers import compact_day as _day, right

ACME = REPO / "data" / "examples" / "acme-supply" / "sources"
RISK = dataset("kag-riskmining") / "sources"
SUPPLY = dataset("kag-supplychain") / "sources"
AQ = dataset("kag-affairqa") / "sources"


def test_spans_counted_back_from_a_stated_day(riskmining_asker, supplychain_asker):
    day = dt.date(2023, 10, 15)
    transfers = read_csv(RISK / "Person_fundTrans_Person.csv")
    before = sum(int(r["transAmt"]) for r in transfers if day - dt.timedelta(days=30) <= _day(r["transDate"]) < day)
    result = riskmining_asker.ask("What was the total amount transferred between people in the 30 days before 2023-10-15?")
    assert right(result, [str(before)]), (result.values, result.notes)
    companies = {r["id"]: r["name"] for r in read_csv(SUPPLY / "Company.csv")}
    paid = sum(int(r["transAmt"]) for r in read_csv(SUPPLY / "Company_fundTrans_Company.csv")
               if companies[r["srcId"]] == "传化****限公司" and day - dt.timedelta(days=30) < _day(r["transDate"]) <= day)
    assert paid
    result = supplychain_asker.ask("How much did 传化****限公司 pay out in the 30 days up to 2023-10-15?")
    assert right(result, [str(paid)]), (result.values, result.notes)


def test_the_combined_value_of_transfers(riskmining_asker):
    people = {r["id"]: r["name"] for r in read_csv(RISK / "Person.csv")}
    total = sum(int(r["transAmt"]) for r in read_csv(RISK / "Person_fundTrans_Person.csv")
                if people[r["src"]] == "柏*" and r["transDate"].startswith("202308"))
    assert total
    result = riskmining_asker.ask("What is the combined value of the transfers 柏* made in August 2023?")
    assert right(result, [str(total)]), (result.values, result.notes)


def test_a_derived_total_is_not_followed_over_the_relation_it_sums(acme):
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    as_of = dt.date(2024, 6, 30)  # the example's kagflow.yaml
    paid = sum(int(r["transAmt"]) for r in read_csv(ACME / "Company_fundTrans_Company.csv")
               if names[r["srcId"]] == "Acme Motors" and (as_of - _day(r["transDate"])).days < 90)
    result = acme.ask("How much has Acme Motors paid out over the last 90 days?")
    assert right(result, [str(paid)]), (result.values, result.notes)


def test_a_derived_sameness_relation_and_money_into_the_first_hop(supplychain_asker):
    represents: dict[str, set[str]] = {}
    for r in read_csv(SUPPLY / "Person.csv"):
        represents[r["name"]] = {c for c in r["legalRepresentative"].split(",") if c}
    company = "无锡农**业**股**公司"
    sharing = sorted({c for cs in represents.values() if company in cs for c in cs} - {company})
    assert sharing
    for question in (f"Which companies share a legal representative with {company}?", f"哪些公司和{company}的法人代表是同一个人？"):
        result = supplychain_asker.ask(question)
        assert right(result, sharing), (question, result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SUPPLY / "Company.csv")}
    edges = read_csv(SUPPLY / "Company_fundTrans_Company.csv")
    payers = sorted({names[r["srcId"]] for r in edges if names[r["dstId"]] in represents["江*"]})
    assert payers
    for question in ("江*担任法人代表的公司收到过哪些公司的转账？", "Which companies sent money to the companies 江* legally represents?"):
        result = supplychain_asker.ask(question)
        assert right(result, payers), (question, result.values, result.notes)
    assert not any(names[r["srcId"]] in represents["江*"] for r in edges)  # they paid no one: no answer to give
    assert supplychain_asker.ask("江*担任法人代表的公司向哪些公司转过账？").mode != "answer"


def test_a_level_of_a_kind_and_differences_of_counts(affairqa_asker):
    (row,) = [r for r in read_csv(AQ / "协会.csv") if r["name"] == "丽水市佛教协会"]
    result = affairqa_asker.ask("丽水市佛教协会是哪一级的宗教团体？")
    assert right(result, [row["category"]]), (result.values, result.notes)
    places = Counter(r["city"] for r in read_csv(AQ / "宗教场所.csv") if r["religion"] == "佛教")
    result = affairqa_asker.ask("温州市和台州市的佛教场所数量相差多少处？")
    assert right(result, [str(abs(places["温州市"] - places["台州市"]))]), (result.values, result.notes)
    agencies = Counter(r["city"] for r in read_csv(AQ / "旅行社.csv"))
    for question in ("杭州市的旅行社比宁波市多多少家？", "宁波市的旅行社比杭州市少多少家？",
                     "What is the difference between the number of travel agencies in 杭州市 and 宁波市?"):
        result = affairqa_asker.ask(question)
        assert right(result, [str(agencies["杭州市"] - agencies["宁波市"])]), (question, result.values, result.notes)


def test_by_how_much_of_a_name_written_short_after_bi_is_the_difference(affairqa_asker):
    """"岗山路站" after 比 is the same company's 岗山路站 written short: the reading of the one station it
    named once gave that station's own count of employees as the difference; now both are read, and
    the difference is the first's employees less the second's."""
    employees = {r["name"]: int(r["employeeCount"]) for r in read_csv(AQ / "加油站.csv") if r["employeeCount"]}
    assert "岗山路站" not in employees  # (only its full name is a station's)
    result = affairqa_asker.ask("嘉兴市加油加气站有限公司东栅站比岗山路站多几名职工？")
    assert right(result, [str(employees["嘉兴市加油加气站有限公司东栅站"] - employees["嘉兴市加油加气站有限公司岗山路站"])]), (result.values, result.notes)
