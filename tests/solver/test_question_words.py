"""General question words: numbers with magnitudes, time windows dated by as_of, the glossary.
Expected values are worked out by hand from the calendar and the words."""

from __future__ import annotations

import datetime as dt

import pytest

from kagflow.solver.question_words import bridge, chinese_number, gradable, numbers, time_window

AS_OF = dt.date(2024, 6, 30)


@pytest.mark.parametrize(("text", "expected"), [
    ("单笔金额超过100万的转账", [1_000_000]),
    ("所有超过 100000 的转账", [100_000]),
    ("over 1.5 million and 400,000", [1_500_000, 400_000]),
    ("certificate 33fdf452aa and app com.a1.b", []),  # digits inside a word are no number
    ("超过3亿", [300_000_000]),
])
def test_numbers_with_their_magnitude(text, expected):
    assert [v for v, _span in numbers(text)] == expected


@pytest.mark.parametrize(("text", "start", "end"), [
    ("How much did X pay out over the last 90 days?", dt.date(2024, 4, 1), AS_OF),
    ("Which companies paid X in the past three months?", dt.date(2024, 4, 1), AS_OF),
    ("近3个月三角收到了多少钱？", dt.date(2024, 4, 1), AS_OF),
    ("近一个月流出了多少资金？", dt.date(2024, 5, 31), AS_OF),
    ("How much did X pay out in July 2023?", dt.date(2023, 7, 1), dt.date(2023, 7, 31)),
    ("2023年8月所有转账的总金额是多少？", dt.date(2023, 8, 1), dt.date(2023, 8, 31)),
    ("How much money changed hands in the first quarter of 2024?", dt.date(2024, 1, 1), dt.date(2024, 3, 31)),
    ("2024年第二季度", dt.date(2024, 4, 1), dt.date(2024, 6, 30)),
    ("in Feb 2024", dt.date(2024, 2, 1), dt.date(2024, 2, 29)),  # a leap year
])
def test_time_windows(text, start, end):
    window = time_window(text, AS_OF)
    assert window is not None and (window.start, window.end) == (start, end)


def test_a_relative_window_needs_the_as_of_date_and_a_question_without_one_has_none():
    assert time_window("the last 90 days", None) is None
    assert time_window("Which country is Delta Cells GmbH based in?", AS_OF) is None
    assert time_window("in the week after Easter", AS_OF) is None


def test_chinese_numerals():
    assert [chinese_number(t) for t in ("三", "十", "十二", "二十", "两", "百")] == [3, 10, 12, 20, 2, None]


def test_the_glossary_bridges_languages_and_inflections():
    assert "country" in bridge("在同一个国家吗").split()
    assert "公司" in bridge("Which companies paid").split()
    assert bridge("What is the weather in Paris?") == ""
    assert (gradable("Who is older, A or B?"), gradable("年龄最小的自然人"), gradable("the largest transfer")) == ("old", "young", None)
