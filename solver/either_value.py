"""Which of two values a named entity holds: "温岭市大溪镇山市普济寺的类别是“寺观教堂”还是“固定处所”？", "X属于佛教还是道教？",
"Is X's level 二级 or 三级?", "Is X classified as a 寺观教堂 or a 固定处所? Give the category.". The question is asked without its two offers ("…的类别是什么？", "What is X's level?"),
planned, run and traced as any schema answer; the answer stands where the entity holds exactly one of the two
values, and is that value. A value held that is neither offer, or both, answers nothing here: the question's
premise fails and the caller gives evidence (KAG writes the same as a Retrieval and a Deduce step choosing between
the options, Liang et al. 2024, section 3.2).

Used by :meth:`kagflow.solver.ask.Asker.schema_answer` where the schema planner finds no reading of the whole question.
"""

from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING

from kagflow.solver.schema_shapes import _fold

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["either_value_answer", "either_value_question"]

_OFFER = r"[“\"「'‘]?\s*(?P<{}>[^“”\"「」'‘’，,。？?\s]{{1,20}}?)\s*[”\"」'’]?"
# "X的类别是“寺观教堂”还是“固定处所”？", "X属于佛教还是道教？" (the verb kept: what it asks of X)
_EITHER_ZH = re.compile(r"^(?P<head>[^，,。？?]+?(?P<verb>是|为|属于))\s*" + _OFFER.format("a") + r"\s*还是\s*" + _OFFER.format("b")
                        + r"\s*(?:呢|啊)?\s*[？?]?\s*$")
# "Is X's level 二级 or 三级?", "Is the category of X 寺观教堂 or 固定处所?"
_EITHER_EN = re.compile(r"^\s*(?P<verb>is|was)\s+(?P<head>(?:\S+['’]s\s+[a-z][a-z ]{1,30}?|the\s+[a-z][a-z ]{1,30}?\s+of\s+.+?))\s+"
                        + _OFFER.format("a") + r"\s+or\s+" + _OFFER.format("b") + r"\s*\?\s*$", re.I)
# "Is X classified as a 寺观教堂 or a 固定处所? Give the category." (the property named after, or by the verb alone)
_CLASSED_EN = re.compile(r"^\s*(?:is|was)\s+(?P<x>.+?)\s+(?P<verb>classified|classed|categori[sz]ed|listed|registered|graded|rated|recorded)(?:\s+as)?\s+"
                         r"(?:an?\s+)?" + _OFFER.format("a") + r"\s+or\s+(?:an?\s+)?" + _OFFER.format("b") + r"\s*\?\s*"
                         r"(?:(?:please\s+)?(?:give|name|state|tell\s+me)\s+(?:the|its)\s+(?P<noun>[a-z][a-z ]{1,20}?)\s*[.。]?)?\s*$", re.I)


def either_value_question(question: str) -> tuple[str, str, str] | None:
    """``(the question asked without its offers, first offer, second offer)`` for a question offering two values of
    one entity's property, else None.

    >>> either_value_question("X的类别是“寺观教堂”还是“固定处所”？")
    ('X的类别是什么？', '寺观教堂', '固定处所')
    """
    if (m := _EITHER_ZH.match(question.strip())) is not None:
        head = m.group("head")
        asked = f"{head}什么？" if m.group("verb") != "属于" else f"{head}哪个？"
        return asked, m.group("a"), m.group("b")
    if (m := _EITHER_EN.match(question)) is not None:
        return f"What {m.group('verb').lower()} {m.group('head')}?", m.group("a"), m.group("b")
    if (m := _CLASSED_EN.match(question)) is not None:
        noun = m.group("noun") or {"graded": "grade", "rated": "rating"}.get(m.group("verb").casefold())
        asked = f"What is the {noun} of {m.group('x')}?" if noun else f"What is {m.group('x')} classified as?"
        return asked, m.group("a"), m.group("b")
    return None


def either_value_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int, depth: int = 0) -> bool:
    """Answer ``question`` as the one of its two offered values the entity holds (see the module): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with ``result`` as it was
    but for a note (no such question, no answer to the plain question, or a value held that is not exactly one offer)."""
    if (asked := either_value_question(question)) is None:
        return False
    plain, a, b = asked
    before = copy.deepcopy(result)
    if not asker.schema_answer(plain, result, hits, k, depth + 1):
        result.__dict__.update(before.__dict__)  # (the plain question's reasons are no reasons of this one)
        return False
    held = {_fold(str(v)) for v in result.values or [] if v is not None}
    chosen = [x for x in (a, b) if _fold(x) in held]
    if len(chosen) != 1 or len(held) != 1:
        said = ", ".join(str(v) for v in result.values or [])
        result.__dict__.update(before.__dict__)
        result.notes.append(f"schema planner: asked {plain!r}: {said or 'no value'}, not exactly one of {a!r} and {b!r}; no choice made")
        return False
    result.notes.append(f"schema planner: read {question!r} as {plain!r}, its answer one of the two offered ({a!r}, {b!r})")
    result.values = chosen
    return True
