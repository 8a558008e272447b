"""Readings blind rounds 32 and 33 left unanswered or answered wrongly: a negated value with nothing
else restricting the type ("哪些宗教院校不是佛教的？", "哪些加气站不是中石化运营的？"), a count compared with
its noun 数量 ("哪个城市的宗教协会数量更多"), the entity asked by its full name ("…的那个加气站，全称是什么？"),
the value held by the most entities within a place the question names ("舟山市哪个区县的旅行社最多"), a
person-label's verb ("郑善勇负责的加油站": 负责人), a value glossed with its label in brackets ("(category
省团体)"), a name "注明" a text, a half-year ("the first half of 2024", "2024年上半年"); and two refusals
that were wrong answers: by how much an outflow exceeds an inflow ("比转入的多出多少", answered with the
outflow) and two questions in one ("Where is X based, and in what year was it founded?", answered
with the year), and one found on the way: "more than 2 transfers" read as an amount. Every expected value is read from the raw CSV files with the csv module."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from kagflow.solver.time_windows import time_window
from tests.conftest import REPO, dataset, read_csv
from tests.solver.helpers import compact_day as _day, right

ACME = REPO / "data" / "examples" / "acme-supply" / "sources"
SUPPLY = dataset("kag-supplychain") / "sources"
AQ = dataset("kag-affairqa") / "sources"


def test_a_negated_value_restricts_every_entity_of_the_type(affairqa_asker):
    schools = read_csv(AQ / "学校.csv")
    result = affairqa_asker.ask("哪些宗教院校不是佛教的？")
    assert right(result, sorted(r["name"] for r in schools if r["religion"] != "佛教")), (result.values, result.notes)
    stations = read_csv(AQ / "加油站.csv")
    # a station whose operator is not written is not said to be run by someone else
    expected = sorted(r["name"] for r in stations if r["operationSubject"].strip() and r["operationSubject"] != "中石化")
    result = affairqa_asker.ask("哪些加气站不是中石化运营的？")
    assert right(result, expected), (result.values, result.notes)
    assert not affairqa_asker.ask("哪些宗教院校？").values  # no restriction at all: still no reading


def test_counts_compared_the_entity_named_by_its_full_name_and_the_most_within_a_city(affairqa_asker):
    per_city = Counter(r["city"] for r in read_csv(AQ / "协会.csv"))
    assert per_city["台州市"] != per_city["温州市"]
    result = affairqa_asker.ask("台州市和温州市相比，哪个城市的宗教协会数量更多？")
    assert right(result, [max(("台州市", "温州市"), key=per_city.get)]), (result.values, result.notes)
    stations = read_csv(AQ / "加油站.csv")
    managed = sorted(r["name"] for r in stations if r["manager"] == "钱向阳")
    assert len(managed) == 1
    for question in ("负责人是钱向阳的那个加气站，全称是什么？", "What is the full name of the gas station whose manager is 钱向阳?"):
        result = affairqa_asker.ask(question)
        assert right(result, managed), (question, result.values, result.notes)
    counties = Counter(r["county"] for r in read_csv(AQ / "旅行社.csv") if r["city"] == "舟山市")
    (top, n), (_, second) = counties.most_common(2)
    assert n > second
    result = affairqa_asker.ask("舟山市哪个区县的旅行社数量最多？")
    assert right(result, [top]), (result.values, result.notes)


def test_a_label_s_verb_a_glossed_value_and_a_name_that_notes_a_text(affairqa_asker):
    employees = [int(r["employeeCount"]) for r in read_csv(AQ / "加油站.csv") if r["manager"] == "郑善勇"]
    result = affairqa_asker.ask("郑善勇负责的加油站平均每座有多少名职工？（保留两位小数）")
    assert right(result, [f"{sum(employees) / len(employees):.2f}"]), (result.values, result.notes)
    associations = read_csv(AQ / "协会.csv")
    result = affairqa_asker.ask("Which religious associations are provincial-level bodies (category 省团体)?")
    assert right(result, sorted(r["name"] for r in associations if r["category"] == "省团体")), (result.values, result.notes)
    result = affairqa_asker.ask("名称中注明“已注销”的协会有哪些？")
    assert right(result, sorted(r["name"] for r in associations if "已注销" in r["name"])), (result.values, result.notes)


def test_a_half_year_is_a_window():
    day = dt.date(2024, 6, 30)
    assert (time_window("transfers made in the first half of 2024?", day).start,
            time_window("transfers made in the first half of 2024?", day).end) == (dt.date(2024, 1, 1), day)
    for text in ("2023年下半年的转账", "H2 2023", "the second half of 2023"):
        window = time_window(text, day)
        assert (window.start, window.end) == (dt.date(2023, 7, 1), dt.date(2023, 12, 31)), text


def test_all_transfers_in_a_half_year(acme):
    paid = sum(int(r["transAmt"]) for r in read_csv(ACME / "Company_fundTrans_Company.csv")
               if dt.date(2024, 1, 1) <= _day(r["transDate"]) <= dt.date(2024, 6, 30))
    result = acme.ask("What was the combined amount of all fund transfers made in the first half of 2024?")
    assert right(result, [str(paid)]), (result.values, result.notes)


def test_two_questions_in_one_and_a_difference_of_two_flows_get_no_answer(acme, supplychain_asker):
    for question in ("Where is Fjord Steel AS based, and in what year was it founded?", "Fjord Steel AS 总部在哪，哪一年成立的？"):
        result = acme.ask(question)
        assert result.mode != "answer" and any("two questions" in n for n in result.notes), (question, result.values)
    # found on the way: "more than 2 transfers" counts transfers; it was read as transAmt > 2 (refused until round 48's
    # count bounds read it)
    big = {r["dstId"] for r in read_csv(ACME / "Company_fundTrans_Company.csv") if int(r["transAmt"]) > 300000}
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    made = Counter(r["srcId"] for r in read_csv(ACME / "Company_fundTrans_Company.csv"))
    result = acme.ask("Which companies made more than 2 transfers?")
    assert right(result, [names[c] for c, n in made.items() if n > 2]), (result.values, result.notes)
    result = acme.ask("Which companies received more than 300,000 in a single transfer?")
    assert right(result, sorted(names[i] for i in big)), (result.values, result.notes)
    # the outflow alone was answered; then refused; since round 61 the two flows are asked apart ("…转入的资金")
    result = supplychain_asker.ask("传化****限公司最近三个月转出的资金比转入的多出多少？")
    names = {r["id"]: r["name"] for r in read_csv(SUPPLY / "Company.csv")}
    recent = [r for r in read_csv(SUPPLY / "Company_fundTrans_Company.csv") if "20230717" < r["transDate"] <= "20231015"]
    out = sum(int(r["transAmt"]) for r in recent if names.get(r["srcId"]) == "传化****限公司")
    into = sum(int(r["transAmt"]) for r in recent if names.get(r["dstId"]) == "传化****限公司")
    assert right(result, [str(out - into)]), (result.values, result.notes)


def test_a_second_name_written_without_the_part_it_shares_with_the_first(affairqa_asker):
    """"宁波市汽车燃气有限公司梅墟加气站和江南路加气站": the second is the company's 江南路加气站."""
    stations = {r["name"]: r for r in read_csv(AQ / "加油站.csv")}
    first, second = (stations[f"宁波市汽车燃气有限公司{s}加气站"] for s in ("梅墟", "江南路"))
    assert "江南路加气站" not in stations  # only the full name is a name
    result = affairqa_asker.ask("宁波市汽车燃气有限公司梅墟加气站和江南路加气站的级别相同吗？")
    assert right(result, ["是" if first["level"] == second["level"] else "否"]), (result.values, result.notes)
    links = affairqa_asker.link("宁波市汽车燃气有限公司梅墟加气站和江南路加气站的级别相同吗？")
    assert [(l["name"], l["method"]) for l in links][-1] == (second["name"], "elided")
    more = max((first, second), key=lambda r: int(r["employeeCount"]))
    assert first["employeeCount"] != second["employeeCount"]
    result = affairqa_asker.ask("宁波市汽车燃气有限公司梅墟加气站和江南路加气站，哪个职工多？")
    assert right(result, [more["name"]]), (result.values, result.notes)


def test_both_ends_of_a_span_are_two_questions_and_a_pointing_jige_is_none(affairqa_asker):
    result = affairqa_asker.ask("中国石化销售有限公司浙江嘉兴海盐石油支公司的经营许可证有效期从哪天到哪天？")
    assert result.mode != "answer" and any("two questions" in n for n in result.notes), result.values  # the start alone was answered
    employees = sum(int(r["employeeCount"]) for r in read_csv(AQ / "加油站.csv") if r["manager"] == "杨森")
    result = affairqa_asker.ask("杨森当负责人的那几个加气站，职工人数加起来一共多少？")  # "那几个" points: one question
    assert right(result, [str(employees)]), (result.values, result.notes)


def test_a_name_written_by_its_first_words(acme):
    """r33: "what country is Borealis Rubber in?" (Borealis Rubber Works): two or more capitalised words that begin
    exactly one entity's name link it."""
    companies = {r["name"]: r for r in read_csv(ACME / "Company.csv")}
    (full,) = [n for n in companies if n.startswith("Borealis Rubber ")]
    result = acme.ask("what country is Borealis Rubber in?")
    assert right(result, [companies[full]["country"]]), (result.values, result.notes)
    assert [(l["name"], l["method"]) for l in acme.link("what country is Borealis Rubber in?")] == [(full, "prefix")]
    # (one word links since round 35 where it begins one source-table name alone, test_schema_planner_round35.py;
    # never the question's first word, nor a word of a longer capitalised run that begins no name: "Acme Motor")
    assert not [l for l in acme.link("Acme makes what?") if l["method"] == "prefix"]
    assert not [l for l in acme.link("Which country is Acme Motor in?") if l["method"] == "prefix"]
