"""Readings blind round 34 answered wrongly or left unanswered: a licence that "作废" (expires; it was answered
with its start), an aggregate's word before a glossed term ("the combined teacher count (教师人数)": it was
answered with each school's count, "more teachers (教师人数)"), two questions joined by 、 ("在校生多少人、教师人数
多少": it was answered with one), "几座" that points ("X运营的几座加气站") rather than asks, and an as-of day stated
in brackets after 以 ("（以2023-10-15为准）"), "哪些留了网址" (which of them have one), a range of a count without 之间 ("职工20到30人"). Every expected value is read from the raw CSV files with the csv module."""

from __future__ import annotations

import datetime as dt

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"


def _day(text: str) -> dt.date:
    return dt.datetime.strptime(text.strip(), "%Y/%m/%d").date()


def test_a_licence_that_zuofei_and_aggregates_before_a_glossed_term(affairqa_asker):
    (licence,) = [r for r in read_csv(AQ / "许可证.csv") if r["name"] == "201808030001J"]
    result = affairqa_asker.ask("编号201808030001J的许可证哪天作废？")
    assert right(result, [licence["invalidDate"]]), (result.values, result.notes)
    schools = read_csv(AQ / "学校.csv")
    result = affairqa_asker.ask("What is the combined teacher count (教师人数) of the religious schools in 台州市?")
    assert right(result, [str(sum(int(r["teacherCount"]) for r in schools if r["city"] == "台州市"))]), (result.values, result.notes)
    teachers = {r["name"]: int(r["teacherCount"]) for r in schools if r["teacherCount"].strip()}
    pair = ("杭州佛学院", "浙江慈云佛学院")
    assert teachers[pair[0]] != teachers[pair[1]]
    result = affairqa_asker.ask("Which has more teachers (教师人数), 杭州佛学院 or 浙江慈云佛学院?")
    assert right(result, [max(pair, key=teachers.get)]), (result.values, result.notes)


def test_two_questions_joined_by_a_list_comma_and_a_jizuo_that_points(affairqa_asker):
    result = affairqa_asker.ask("浙江神学院在校生多少人、教师人数多少？两个数一起告诉我")
    assert result.mode != "answer" and any("two questions" in n for n in result.notes), result.values
    result = affairqa_asker.ask("由嘉通新能源运营的几座加气站，总设计储量加在一起是多少？")
    assert not any("two questions" in n for n in result.notes), result.notes


def test_a_range_of_a_count_written_with_its_unit(affairqa_asker):
    stations = read_csv(AQ / "加油站.csv")
    expected = sum(1 for r in stations if r["employeeCount"].strip() and 20 <= int(r["employeeCount"]) <= 30)
    result = affairqa_asker.ask("职工20到30人（两头都算）的加油站有几家？")
    assert right(result, [str(expected)]), (result.values, result.notes)


def test_which_of_them_left_a_value(affairqa_asker):
    """"宁波市的宗教协会里，哪些留了网址？": 留了网址 says they have a 网址; it was taken for the value asked."""
    expected = sorted(r["name"] for r in read_csv(AQ / "协会.csv") if r["city"] == "宁波市" and r["website"].strip())
    assert expected
    result = affairqa_asker.ask("宁波市的宗教协会里，哪些留了网址？")
    assert right(result, expected), (result.values, result.notes)


def test_an_as_of_day_in_brackets_after_yi(affairqa_asker):
    day = dt.date(2023, 10, 15)
    start = dt.date(2020, 10, 15)
    places = [r for r in read_csv(AQ / "宗教场所.csv") if r["registrationTime"].strip()
              and start < _day(r["registrationTime"]) <= day]
    result = affairqa_asker.ask("近三年里新登记的宗教场所有几处？（以2023-10-15为准）")
    assert right(result, [str(len(places))]), (result.values, result.notes)
