"""Readings blind round 84 (asked of the code after round 83's readings, before any look) found unread: a yes/no
question closed by "Answer yes or no.", a list closed by "(any order)", "For X, what is total paid out minus total
received?", "categorised as X", "Rank all transfer recipients by total amount received, highest first". Expected values
from the raw CSV files."""

from __future__ import annotations

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def test_yes_or_no_asked_in_so_many_words(affairqa_asker):
    level = next(r["level"] for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "杭州市儿童医院")
    result = affairqa_asker.ask("Is 杭州市儿童医院 recorded at level 三级? Answer yes or no.")
    assert right(result, ["yes" if level == "三级" else "no"]), (result.values, result.notes)
    students = {r["name"]: int(r["studentCount"]) for r in read_csv(AQ / "学校.csv") if r["studentCount"].strip()}
    more = students["浙江道教学院"] > students["浙江佛学院天台宗佛学院"]
    result = affairqa_asker.ask("Does 浙江道教学院 have more students than 浙江佛学院天台宗佛学院? Answer yes or no.")
    assert right(result, ["yes" if more else "no"]), (result.values, result.notes)
    gold = sum(r["city"] == "温州市" and r["category"] == "市团体" for r in read_csv(AQ / "协会.csv"))
    result = affairqa_asker.ask("How many associations located in 温州市 are categorised as 市团体 (city-level groups)?")
    assert gold and right(result, [str(gold)]), (result.values, result.notes)


def test_any_order_and_a_difference_of_the_scopes_own_totals(riskmining_asker, supplychain_asker):
    people = {r["name"]: r["id"] for r in read_csv(RM / "Person.csv")}
    companies = {r["id"]: r["name"] for r in read_csv(RM / "Company.csv")}
    held = sorted({companies[r["dst"]] for r in read_csv(RM / "Person_holdShare_Company.csv") if r["src"] == people["柏*"]})
    result = riskmining_asker.ask("List the companies in which 柏* holds shares (any order).")
    assert held and right(result, held), (result.values, result.notes)
    ids = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    transfers = read_csv(SC / "Company_fundTrans_Company.csv")
    me = ids["传化****限公司"]
    gap = sum(int(r["transAmt"]) for r in transfers if r["srcId"] == me) - sum(int(r["transAmt"]) for r in transfers if r["dstId"] == me)
    result = supplychain_asker.ask("For 传化****限公司, what is total paid out minus total received?")
    assert right(result, [str(gap)]), (result.values, result.notes)


def test_records_asked_in_a_sequence_are_refused(riskmining_asker):
    result = riskmining_asker.ask("请按日期先后列出柏* 转给裘** 的每笔金额。")
    assert result.mode != "answer", (result.values, result.notes)  # (before: dates and amounts, in no date order)


def test_a_ranking_verb_opening_the_question_and_its_order_closing_it(riskmining_asker):
    from collections import Counter

    names = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    received = Counter()
    for r in read_csv(RM / "Person_fundTrans_Person.csv"):
        received[names[r["dst"]]] += int(r["transAmt"])
    ranked = [name for name, _ in received.most_common()]
    assert len(set(received.values())) == len(received)
    result = riskmining_asker.ask("Rank all transfer recipients by total amount received, highest first.")
    assert right(result, ranked), (result.values, result.notes)
    result = riskmining_asker.ask("Rank every person who received transfers by the total amount received, highest first.")
    assert right(result, ranked), (result.values, result.notes)
