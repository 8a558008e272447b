"""A list asked in the order of one property ("列出杭州市的学校，按学生人数从多到少排序", "Which schools in 杭州市 have more
than 150 students? List them by student count, lowest first."): every entity the conditions keep, in the ranking's
order (``solver/rankings.py``). Before, the order's words were read as the answer's form and the property's values
were listed instead of the entities, unordered. Expected values from the raw CSV files."""

from __future__ import annotations

from decimal import Decimal

from kagflow.solver.rankings import sorted_asked
from tests.conftest import dataset, read_csv

AQ = dataset("kag-affairqa") / "sources"


def _schools(city: str) -> list[tuple[int, str]]:
    return [(int(r["studentCount"]), r["name"]) for r in read_csv(AQ / "学校.csv") if r["city"] == city and r["studentCount"].strip()]


def test_a_list_in_the_order_of_a_property_chinese(affairqa_asker):
    schools = _schools("杭州市")
    assert len(schools) >= 3 and len({n for n, _ in schools}) == len(schools)  # no ties: one order
    descending = [name for _, name in sorted(schools, reverse=True)]
    for question in ("列出杭州市的学校，按学生人数从多到少排序。", "按学生人数从多到少，列出杭州市的学校"):
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and result.values == descending, (question, result.values, result.notes)
    result = affairqa_asker.ask("杭州市有哪些学校？按学生人数从少到多排列")
    assert result.values == descending[::-1], (result.values, result.notes)


def test_a_list_in_the_order_of_a_property_english_with_a_bound(affairqa_asker):
    schools = _schools("杭州市")
    gold = [name for count, name in sorted(schools) if count > 150]
    assert 1 < len(gold) < len(schools)
    result = affairqa_asker.ask("Which schools in 杭州市 have more than 150 students? List them by student count, lowest first.")
    assert result.mode == "answer" and result.values == gold, (result.values, result.notes)
    result = affairqa_asker.ask("List the schools in 杭州市 sorted by student count, largest first.")
    assert result.values == [name for _, name in sorted(schools, reverse=True)], (result.values, result.notes)


def test_a_bounded_list_keeps_every_entity_in_order(affairqa_asker):
    rows = [r for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "宁波市" and r["area"].strip() and Decimal(r["area"]) > 10000]
    area = {r["name"]: Decimal(r["area"]) for r in rows}
    result = affairqa_asker.ask("宁波市有哪些宗教场所的占地面积超过10000平方米？按占地面积从大到小排列。")
    assert result.mode == "answer" and sorted(result.values) == sorted(area), (len(result.values), len(area))
    assert all(area[a] >= area[b] for a, b in zip(result.values, result.values[1:]))  # (ties may come in either order)
    assert not any("share the best value" in n for n in result.notes)


def test_an_order_beside_a_top_n_or_a_group_count_is_not_a_list():
    assert sorted_asked("List the 3 persons who own the most devices, most devices first.") is None
    assert sorted_asked("人数最多的三所学校，按人数从多到少排列") is None
    assert sorted_asked("各城市按旅行社数量从多到少排列") is None
    assert sorted_asked("请按数量从多到少列出宗教和数量。") is None
