"""Days between two dates of one thing: "X的经营许可证，从生效日期到失效日期相隔多少天？", "宁波江北延生禅寺的批准日期和登记时间
之间相隔多少天？", "How many days passed between the first and the last payment from A to B?", "X的许可证有效期一共多少天？".

Each date is asked as a question of its own in canonical words ("X的经营许可证的生效日期是哪天？", "When was the first
payment from A to B?") and planned, run and traced as any schema answer; the answer is the whole days from the
earlier to the later. KAG writes the same as two Retrieval steps and a Math step over their outputs (Liang et
al. 2024, section 3.2). A validity period ("有效期", "How many days is X valid") names no dates: its two are the
opening and the closing date of one schema type's period (its 生效日期 and 失效日期, as the validity readings find
them), tried type by type until both read as one date each. A question in one of these forms (:func:`span_asked`) is
read so before the schema planner plans it whole, which counts no days ("A第一次和最后一次给B转账之间相隔多少天" would
sum the dates); where either date does not read it is planned as usual. Two entities' dates ("A和B的成立日期相差多少天")
have readings of their own. Each side must be one date.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, NamedTuple

from kagflow.solver.schema_shapes import spaced
from kagflow.solver.scoring import calendar_date
from kagflow.solver.two_numbers import answer_from_two, planned_values

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult
    from kagflow.solver.execute import Answer
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["Day", "day_of", "span_answer", "span_asked", "span_questions"]

_DAYS = re.compile(r"多少天|几天|多少日|天数|\bhow\s+many\s+days\b|\bnumber\s+of\s+days\b", re.I)
_TAIL_ZH = r"(?:之间|中间)?\s*[，,]?\s*(?:中间|之间)?(?:一共|总共|共|相隔|相差|间隔|隔了|差了|相距|差|有|是|了)*\s*(?:多少|几)(?:天|日)"
# "X，从A到B相隔多少天" (X: the thing both dates are of)
_FROM_TO_ZH = re.compile(r"^(?P<x>.+?)[，,]?\s*(?:从|自|由)(?P<a>[^，,。？?]+?)(?:到|至|起到)(?P<b>[^，,。？?]+?)" + _TAIL_ZH)
# "X的A和B之间相隔多少天", "X收到的第一笔转账和最后一笔转账相隔多少天"
_BOTH_ZH = re.compile(r"^(?P<x>.+?)的(?P<a>[^，,。？?的]+?)(?:和|与|跟|同|到|至)(?P<b>[^，,。？?]+?)(?:之间)?\s*(?:相隔|相差|间隔|隔了|差了|相距|差)(?:了)?"
                      r"\s*(?:多少|几)(?:天|日)")
# "柏*第一次和最后一次给邬**转账之间相隔多少天": the first and the last of one kind of event
_FIRST_LAST_ZH = re.compile(r"^(?P<x>.+?)(?P<a>第一次|首次|第一笔|最早一次|最早一笔)(?:和|与|跟|到|至)(?P<b>最后一次|最后一笔|最近一次|最近一笔|最晚一次|最晚一笔)"
                            r"(?P<rest>[^，,。？?]*?)" + _TAIL_ZH)
# "X的许可证有效期一共多少天"
_VALID_ZH = re.compile(r"^(?P<x>.+?)的?(?:有效期|有效期限|有效时长)(?:一共|总共|共|有|是|为|长达)*\s*(?:多少|几)(?:天|日)")
# "How many days (lie|passed) between the first and the last payment from A to B?"
_BETWEEN_EN = re.compile(r"^\s*how\s+many\s+days\s+(?:\w+\s+){0,2}?between\s+(?:the\s+)?(?P<a>.+?)\s+and\s+(?:the\s+)?(?P<b>.+?)\s*[?.]?\s*$", re.I)
# "How many days is the operating licence of X valid(, counting from its effective date to its expiry date …)?"
_VALID_EN = re.compile(r"^\s*how\s+many\s+days\s+(?:is|was|are|were)\s+(?P<x>.+?)\s+valid\b(?P<rest>.*)$", re.I)
_FROM_TO_EN = re.compile(r"\bfrom\s+(?:its|their|the)\s+(?P<a>[a-z ]+?)\s+(?:to|until|till)\s+(?:its|their|the)\s+(?P<b>[a-z ]+?)\b(?=\s*[,(?.]|\s*$)", re.I)
_OF_EN = re.compile(r"^(?P<head>.+?)\s+of\s+(?P<x>.+)$", re.I)
_PRONOUN = re.compile(r"\b(?:its|their)\b", re.I)
_DATE_WORDS = ("日期", "时间", "日", "date", "day", "time")


class Day(NamedTuple):
    """One date a question reads: its ``plan``, the executed ``answer`` (steps for the trace) and ``value``."""

    plan: "SchemaPlan"
    answer: "Answer"
    value: dt.date


def span_questions(question: str, names: list[str]) -> tuple[str, str] | None:
    """``(question of the first date, question of the second)`` for a question asking how many days lie between
    two dates of one thing it names (see the module), ``names`` the names it links; None otherwise (a validity
    period, which names no dates, is read apart).

    >>> span_questions("X的批准日期和登记时间之间相隔多少天？", ["X"])
    ('X的批准日期是哪天？', 'X的登记时间是哪天？')
    """
    from kagflow.solver.question_words import rounding_asked

    if not _DAYS.search(question):
        return None
    if (rounding := rounding_asked(question)) is not None:
        question = question.replace(rounding[1], " ")
    text = question.strip()
    if (m := _FIRST_LAST_ZH.match(text)) is not None:
        x, rest = m.group("x").strip(), m.group("rest").strip().removesuffix("之间").strip()
        return f"{x}{m.group('a')}{rest}是哪天？", f"{x}{m.group('b')}{rest}是哪天？"
    if (m := _FROM_TO_ZH.match(text)) is not None and any(n in m.group("x") for n in names):
        x = m.group("x").strip().removesuffix("的")
        a, b = (_dated_zh(m.group(g).strip().removesuffix("的")) for g in ("a", "b"))
        return None if _names_any((a, b), names) else (f"{x}的{a}是哪天？", f"{x}的{b}是哪天？")
    if (m := _BOTH_ZH.match(text)) is not None and any(n in m.group("x") for n in names):
        x, a, b = (m.group(g).strip() for g in ("x", "a", "b"))
        b = b.removesuffix("的")
        return None if _names_any((a, b), names) else (f"{x}的{a}是哪天？", f"{x}的{b}是哪天？")
    if (m := _BETWEEN_EN.match(text)) is not None:
        return _between_en(m.group("a"), m.group("b"), names)
    return None


def _dated_zh(said: str) -> str:
    """``said`` as a date's name: "生效" → "生效日期", "生效日" → "生效日期"; a name with a date word kept."""
    if said.endswith("日") and not said.endswith(("日期", "时日")):
        return said + "期"
    return said if said.endswith(_DATE_WORDS) else said + "日期"


def _names_any(sides: tuple[str, str], names: list[str]) -> bool:
    """Whether either side names an entity: two entities' dates are their own readings'."""
    return any(n in side for side in sides for n in names)


def _between_en(a: str, b: str, names: list[str]) -> tuple[str, str] | None:
    """The two questions of "between the A and the B": "the first and the last payment from X to Y" (the first
    side shares the second's noun), "X's first and last payment to Y" (both X's), "the effective date and the expiry date of licence X" (both of X), "X's
    approval date and its registration date" (a pronoun standing for X)."""
    a, b = a.strip(), b.strip()
    owned = [n for n in names if n in a]
    owner = re.fullmatch(r"(.+?(?:'s|’s|'|’))\s+(first|earliest|last|latest|most\s+recent)", a, re.I)
    if owner is not None and owned and not any(n in b for n in owned) and len(b.split()) > 1 and not _PRONOUN.match(b):
        # "A's first and last payment to B", "A's earliest and latest outgoing transfer": both A's, one noun
        return f"When was {owner.group(0)} {' '.join(b.split()[1:])}?", f"When was {owner.group(1)} {b}?"
    if len(owned) == 1 and _PRONOUN.search(b):  # "X's approval date and its registration date"
        b = _PRONOUN.sub(f"{owned[0]}'s", b, count=1)
        # "A's first and its last payment to B": the first side shares the second's noun
        if (first := re.fullmatch(r"(.+?(?:'s|’s|'|’))\s+(\w+)", a)) and (last := re.fullmatch(r".+?(?:'s|’s|'|’)\s+\w+\s+(.+)", b)):
            a = f"{first.group(1)} {first.group(2)} {last.group(1)}"
    elif not any(n in a for n in names):
        words = b.split()
        if len(a.split()) == 1 and len(words) > 1:  # "the first and the last payment from X to Y": one noun
            a = " ".join([a, *words[1:]])
        elif (m := _OF_EN.match(b)) is not None and any(n in m.group("x") for n in names):
            a = f"{a} of {m.group('x')}"  # "the effective date and the expiry date of licence X"
    if a == b or names and not (any(n in a for n in names) and any(n in b for n in names)):
        return None  # (a question naming nothing: the graph's own first and last, "the earliest and the latest transfer")
    return _when_en(a), _when_en(b)


def _when_en(side: str) -> str:
    """A question asking the one date ``side`` names: "What is the effective date of X?", "When was the first payment…?"."""
    return f"What is the {side}?" if re.search(r"\b(?:date|day)\b", side, re.I) else f"When was the {side}?"


def _words(name: str) -> str:
    """A property's name as lower-case English words (``effectiveDate`` -> ``effective date``)."""
    return spaced(name).casefold()


def _periods(asker: "Asker") -> list[tuple[str, str, str, str]]:
    """``(opening label, closing label, opening words, closing words)`` of each schema type with a period of two
    dates (:meth:`~kagflow.solver.validity_readings.ValidityReadings.period_of`: 生效日期 and 失效日期); "words" are
    the properties' names as English words."""
    planner, out = asker.schema_planner(), []
    for t in sorted(asker.schema.types):
        if (period := planner.period_of(t)) is not None:
            (s, e) = period
            out.append((s.display_name or _words(s.name), e.display_name or _words(e.name), _words(s.name), _words(e.name)))
    return out


def _validity_questions(asker: "Asker", question: str, names: list[str]) -> list[tuple[str, str]]:
    """The question pairs of a validity period ("X的许可证有效期一共多少天", "How many days is the licence of X valid"),
    one per type's period (:func:`_periods`; or the dates an English question names after "from its … to its …");
    empty where not so asked."""
    if not _DAYS.search(question):
        return []
    if (m := _VALID_ZH.match(question.strip())) is not None and any(n in m.group("x") for n in names):
        x = m.group("x").strip().removesuffix("的")
        return [(f"{x}的{s}是哪天？", f"{x}的{e}是哪天？") for s, e, _sw, _ew in _periods(asker)]
    if (m := _VALID_EN.match(question)) is not None and any(n in m.group("x") for n in names):
        x = re.sub(r"^(?:the|a|an)\s+", "", m.group("x").strip(), flags=re.I)
        if (said := _FROM_TO_EN.search(m.group("rest"))) is not None:
            return [(f"What is the {said.group('a')} of the {x}?", f"What is the {said.group('b')} of the {x}?")]
        return [(f"What is the {sw} of the {x}?", f"What is the {ew} of the {x}?") for _s, _e, sw, ew in _periods(asker)]
    return []


def day_of(asker: "Asker", question: str) -> Day | None:
    """The one date ``question`` asks, where the schema planner reads it as one value (a property of one entity,
    the first or last of its transfers) that is a calendar day (``2018/12/26``, ``2023-05-28``, ``20230528``);
    else None."""
    if (ran := planned_values(asker, question, ("value",))) is None:
        return None
    planned, answer, values = ran
    if len(values) != 1 or isinstance(values[0], (bool, float)):
        return None
    day = _calendar_day(str(values[0]).strip())
    return None if day is None else Day(planned, answer, day)


def _calendar_day(text: str) -> dt.date | None:
    """A day written as a date, or as eight digits ``YYYYMMDD`` (the transfers' dates); None otherwise."""
    if (day := calendar_date(text)) is not None:
        return day
    if re.fullmatch(r"(?:18|19|20|21)\d{6}", text):
        try:
            return dt.date(int(text[:4]), int(text[4:6]), int(text[6:]))
        except ValueError:
            return None
    return None


def span_asked(question: str) -> bool:
    """Whether ``question`` asks the days between two dates in one of the forms :func:`span_questions` reads or as a
    validity period: such a question is never answered by a plan of the whole (no reading counts days)."""
    from kagflow.solver.question_words import rounding_asked

    if not _DAYS.search(question):
        return False
    text = question.replace(rounding[1], " ").strip() if (rounding := rounding_asked(question)) is not None else question.strip()
    return any(p.match(text) for p in (_FIRST_LAST_ZH, _FROM_TO_ZH, _BOTH_ZH, _BETWEEN_EN, _VALID_ZH, _VALID_EN))


def span_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as the days between two dates of one thing (see the module): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with ``result`` as it
    was (not so asked; either date not read as one day; both read by one plan).

    Args:
        asker: the open project.
        question: a question the schema planner found no reading of.
        result: the answer being written.
        hits: the question's chunks (for citations); k: how many chunks were asked for.
    """
    if not _DAYS.search(question):
        return False
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    asked = span_questions(question, names)
    for first_q, second_q in [asked] if asked is not None else _validity_questions(asker, question, names):
        first = day_of(asker, first_q)
        second = day_of(asker, second_q) if first is not None else None
        if first is None or second is None or first.plan.text == second.plan.text:
            continue
        days = abs((second.value - first.value).days)
        answer_from_two(asker, result, hits, k, (first, second), days,
                        f"{days} days (from {min(first.value, second.value)} to {max(first.value, second.value)})", "span",
                        [f"days between two dates: {first_q!r} ({first.value}; plan: {first.plan.text.strip()!r}) "
                         f"and {second_q!r} ({second.value}; plan: {second.plan.text.strip()!r})"])
        return True
    return False
