"""General question words: numbers with magnitudes, time windows dated by as_of, the glossary.
Expected values are worked out by hand from the calendar and the words."""

from __future__ import annotations

import datetime as dt

import pytest

from kagflow.solver.question_words import bridge, chinese_number, gradable, numbers
from kagflow.solver.time_windows import stated_as_of, time_window

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


@pytest.mark.parametrize(("text", "start", "end", "exclusive"), [
    ("How much did X pay before May 2024?", None, dt.date(2024, 5, 1), (False, True)),  # up to April 30
    ("How much did X pay prior to Q2 2024?", None, dt.date(2024, 4, 1), (False, True)),
    ("until April 2024", None, dt.date(2024, 4, 30), (False, False)),
    ("after March 2024", dt.date(2024, 3, 31), None, (True, False)),  # from April 1
    ("since March 2024", dt.date(2024, 3, 1), None, (False, False)),
    ("between March and May 2024", dt.date(2024, 3, 1), dt.date(2024, 5, 31), (False, False)),
    ("from January to May 2024", dt.date(2024, 1, 1), dt.date(2024, 5, 31), (False, False)),
    ("between December and February 2024", dt.date(2023, 12, 1), dt.date(2024, 2, 29), (False, False)),
    ("between 2022 and 2023", dt.date(2022, 1, 1), dt.date(2023, 12, 31), (False, False)),
    ("from Q1 2023 to Q2 2024", dt.date(2023, 1, 1), dt.date(2024, 6, 30), (False, False)),
    ("between 1 and 10 September 2023", dt.date(2023, 9, 1), dt.date(2023, 9, 10), (False, False)),  # the first day by the second's month
    ("上世纪90年代（1990—1999年）登记的", dt.date(1990, 1, 1), dt.date(1999, 12, 31), (False, False)),  # a year before "—1999年"
    ("2018-2020年之间成立的", dt.date(2018, 1, 1), dt.date(2020, 12, 31), (False, False)),
    ("from the 3rd to the 28th February 2024", dt.date(2024, 2, 3), dt.date(2024, 2, 28), (False, False)),
    ("2024年3月到5月的转账", dt.date(2024, 3, 1), dt.date(2024, 5, 31), (False, False)),
    ("2024年3月之前", None, dt.date(2024, 3, 1), (False, True)),
    ("2024年3月以来", dt.date(2024, 3, 1), None, (False, False)),
    ("截至2024年3月", None, dt.date(2024, 3, 31), (False, False)),
    ("on 2024-05-10", dt.date(2024, 5, 10), dt.date(2024, 5, 10), (False, False)),
    ("after May 10, 2024", dt.date(2024, 5, 10), None, (True, False)),
    ("before 10 May 2024", None, dt.date(2024, 5, 10), (False, True)),
    ("2024年5月10日之后", dt.date(2024, 5, 10), None, (True, False)),
    ("Which companies paid X in June?", dt.date(2024, 6, 1), dt.date(2024, 6, 30), (False, False)),  # June up to as_of
    ("Which companies paid X in July?", dt.date(2023, 7, 1), dt.date(2023, 7, 31), (False, False)),  # the last July before it
    # a day written without its year takes the range's other side's
    ("How much did X send out between 1 April and 30 June 2024?", dt.date(2024, 4, 1), dt.date(2024, 6, 30), (False, False)),
    ("between April 1 and June 30, 2024", dt.date(2024, 4, 1), dt.date(2024, 6, 30), (False, False)),
    ("from 10 September 2023 onwards", dt.date(2023, 9, 10), None, (False, False)),
])
def test_open_and_ranged_windows(text, start, end, exclusive):
    """A side of a period and a range of two, worked out by hand from the calendar (as of
    2024-06-30): "before May" ends before May 1, "after March" starts after March 31."""
    window = time_window(text, AS_OF)
    assert window is not None
    assert (window.start, window.end, (window.exclusive_start, window.exclusive_end)) == (start, end, exclusive)


@pytest.mark.parametrize(("text", "start", "end"), [
    ("柏*在2023-09-01到2023-09-10之间转出了多少钱？", dt.date(2023, 9, 1), dt.date(2023, 9, 10)),  # digits against Chinese
    ("柏*在2023年9月1日到9月10日之间转出了多少钱？", dt.date(2023, 9, 1), dt.date(2023, 9, 10)),  # the second day takes the year
    ("How much did X pay this year?", dt.date(2024, 1, 1), AS_OF),
    ("How much did X pay last year?", dt.date(2023, 1, 1), dt.date(2023, 12, 31)),  # the calendar year before
    ("How many transfers were made in the previous year?", dt.date(2023, 1, 1), dt.date(2023, 12, 31)),
    ("in the last year", dt.date(2023, 7, 1), AS_OF),  # the 365 days before: a relative window
    ("last quarter", dt.date(2024, 1, 1), dt.date(2024, 3, 31)),
    ("去年", dt.date(2023, 1, 1), dt.date(2023, 12, 31)),
    ("上个月", dt.date(2024, 5, 1), dt.date(2024, 5, 31)),
])
def test_calendar_periods_named_from_the_as_of_date_and_days_against_chinese(text, start, end):
    window = time_window(text, AS_OF)
    assert window is not None and (window.start, window.end) == (start, end)


def test_words_that_only_look_like_dates_give_no_window():
    assert time_window("2024年2月30日之前", AS_OF) is None  # no such day: no window guessed in its place
    assert time_window("In what year was X founded?", AS_OF) is None
    assert time_window("Which companies may pay X?", AS_OF) is None  # "may" is a verb
    assert time_window("between March and May", None) is None  # no year and no as_of: not dated
    assert time_window("between 2024 and 2022", AS_OF) is None  # a range backwards is not guessed at


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


@pytest.mark.parametrize(("text", "day", "rest"), [
    ("截至2023年10月15日，近两年新登记的宗教场所有哪些？", dt.date(2023, 10, 15), "近两年新登记的宗教场所有哪些？"),
    ("As of 15 October 2023, how many licences expired within the past two years?", dt.date(2023, 10, 15),
     "how many licences expired within the past two years?"),
    ("As of 2024-06-30, who paid most?", dt.date(2024, 6, 30), "who paid most?"),
    ("以2023年10月15日为准，近五年内成立的加油站有哪些？", dt.date(2023, 10, 15), "近五年内成立的加油站有哪些？"),
    ("按2023年10月15日计，近两年到期的许可证有几张？", dt.date(2023, 10, 15), "近两年到期的许可证有几张？"),
    ("以2023年10月15日，X成立了几年？", None, None),  # 以 without 为准 or 计: no day stated
    ("截至2024年3月，X付了多少钱？", None, None),  # a month: the end of a window, not a day to count back from
    ("截至2023年10月15日有多少家", None, None),  # no comma: 截至 ends a window
    ("How many payments until 2024-05-10, by X?", None, None),
])
def test_a_question_may_state_the_day_its_windows_count_back_from(text, day, rest):
    stated = stated_as_of(text)
    if day is None:
        assert stated is None
    else:
        assert stated is not None and stated[0] == day and text[len(stated[1]):].strip() == rest


def test_a_day_stated_inside_the_question_is_no_as_of():
    """"How many, as of X, …" keeps its opening words: only a question that opens with the day states it."""
    assert stated_as_of("How many licences, as of 15 October 2023, expired in the past two years?") is None
