"""The form a question asks its answer in, applied to the values a plan found: a number rounded
as asked ("保留两位小数", "round to 1 decimal place"), a date's year where the year is what is asked
("哪一年成立的", "In what year was it registered?"). Nothing here reads the store: it reshapes
values, and says so in a note the trace keeps."""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal

from kagflow.solver.question_words import rounding_asked

__all__ = ["as_asked", "half_up", "year_asked"]

# asking for a year, not a day: "哪一年", "哪年", "什么年份", "which year", "what year", "in what year"
_YEAR_ASKED = re.compile(r"哪一?年(?![0-9一二三四五六七八九十]|哪|几月|.{0,3}哪一?天)|什么年份|(?:哪|什么)个?年份"
                         r"|\b(?:which|what)\s+year\b(?!.{0,20}\b(?:date|day|month)\b)", re.I)
# a month asked ("哪个月", "几月份", "in which month", "（格式 YYYY-MM）"), not a day of it
_MONTH_ASKED = re.compile(r"哪一?个?月(?!.{0,3}哪一?[天日号])|几月份?(?!.{0,2}几[号日])|\b(?:in\s+)?(?:which|what)\s+month\b(?!.{0,20}\b(?:date|day)\b)"
                          r"|YYYY-MM(?!-)", re.I)
# a stored date, in the spellings the tables hold: 1988/1/13, 1988-01-13, 1988.1.13, 1988年1月13日, 19880113
_DATE_VALUE = re.compile(r"\s*((?:1[89]|20)\d\d)(?:[-/.](?:0?[1-9]|1[0-2])(?:[-/.](?:0?[1-9]|[12]\d|3[01]))?"
                         r"|年(?:0?[1-9]|1[0-2])月(?:(?:0?[1-9]|[12]\d|3[01])[日号])?|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))"
                         r"(?:[ T]\d{1,2}:\d\d(?::\d\d)?)?\s*")


def half_up(value: float, decimals: int) -> float | int:
    """``value`` rounded to ``decimals`` places, halves away from zero (四舍五入; Python's ``round``
    rounds halves to even); an int for ``decimals`` 0. The float's shortest decimal form is rounded,
    so 2.675 rounds to 2.68, as written. NaN and infinities are returned as they are."""
    if not math.isfinite(value):
        return value  # (nan, inf: no decimal places to round)
    rounded = Decimal(repr(value)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    return int(rounded) if decimals == 0 else float(rounded)


def year_asked(question: str) -> bool:
    """Whether ``question`` asks for a year ("是哪一年成立的", "What year was X founded?"), not a
    day or a month ("哪一年哪一天", "which year and month")."""
    return _YEAR_ASKED.search(question) is not None


def as_asked(question: str, values: list) -> tuple[list, list[str]]:
    """``values`` in the form ``question`` asks for, and a note for each change made.

    Args:
        question: the question as the user wrote it.
        values: the plan's answer values (str, int, float, bool or None).

    Returns:
        ``(values, notes)``: floats rounded to the decimals asked (:func:`rounding_asked`); when the
        question asks for a year and every value is a stored date, each date's year (``"1988"``
        for ``"1988/1/13"``), and for a month each date's ``YYYY-MM`` (``"2024-05"`` for ``"20240520"``).
        Values of any other kind are returned as they are.
    """
    notes: list[str] = []
    if (rounding := rounding_asked(question)) is not None and any(isinstance(v, float) for v in values):
        values = [half_up(v, rounding[0]) if isinstance(v, float) else v for v in values]  # "保留两位小数"
        notes.append(f"rounded to {rounding[0]} decimals, as the question asks" if rounding[0] else "rounded to a whole number, as the question asks")
    dates = [m for v in values if isinstance(v, str) and (m := _DATE_VALUE.fullmatch(v))]
    if values and len(dates) == len(values) and year_asked(question):
        years = list(dict.fromkeys(m.group(1) for m in dates))
        notes.append(f"the question asks for a year: {', '.join(values)} read as {', '.join(years)}")
        values = years
    elif values and len(dates) == len(values) and _MONTH_ASKED.search(question) and all(_year_month(v) for v in values):
        months = list(dict.fromkeys(_year_month(v) for v in values))
        notes.append(f"the question asks for a month: {', '.join(values)} read as {', '.join(months)}")
        values = months
    return values, notes


def _year_month(text: str) -> str | None:
    """``YYYY-MM`` of a stored date that writes its month ("2024/5/20", "2024年5月", "20240520"), or None."""
    m = re.fullmatch(r"\s*((?:1[89]|20)\d\d)(?:[-/.年](0?[1-9]|1[0-2])(?:月|[-/.]\d{1,2}|月\d{1,2}[日号])?|(0[1-9]|1[0-2])\d\d)\s*", text)
    return f"{m.group(1)}-{int(m.group(2) or m.group(3)):02d}" if m else None
