"""Which of two values, or two described sets, has more entities: "In 缙云县, are there more Buddhist (佛教) or Christian
(基督教) religious sites?", "Among gas stations, are there more graded 二级 or 三级?", "名称带“口腔”的医疗机构和名称带“中医”的
医疗机构，哪一类更多？回答“口腔”或“中医”。", "缙云县的宗教场所中，佛教和基督教哪个多？".

Each side is asked as a count of its own ("How many Buddhist (佛教) religious sites are there in 缙云县?") and planned,
run and traced as any schema answer; the answer is the side with the larger count (the smaller for "fewer", 少), written
as the question offers it ("回答“口腔”或“中医”"), else as the value the table holds (the Chinese in brackets after an
English value), else as the side's own words. Two equal counts answer both, said so. KAG writes the same as two
Retrieval steps, a count of each and a Math comparison (Liang et al. 2024, section 3.2).

Used by :meth:`kagflow.solver.ask.Asker.schema_answer` where the schema planner finds no reading of the whole question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.answer import plain_number
from kagflow.solver.two_numbers import answer_from_two, two_numbers

if TYPE_CHECKING:
    from kagflow.solver.ask import AskResult

__all__ = ["value_choice_answer", "value_choice_questions"]

# "In X, are there more A or B nouns?", "Among gas stations, are there more graded A or B?"
_MORE_OR_EN = re.compile(r"^\s*(?:(?P<lead>in|among|within|for|of)\s+(?P<scope>[^,?]+?)\s*,\s*)?(?:are|were|is|was)\s+there\s+"
                         r"(?P<way>more|fewer|less)\s+(?P<a>.+?)\s+or\s+(?P<b>[^?]+?)\s*\?", re.I)
# one value as a table holds it or glossed: "Buddhist (佛教)", "二级", "AAAA"
_VALUE = r"[^\s()（）]+(?:\s*[(（][^()（）]*[)）])?"
# "(X中，)A和B哪个更多", "A还是B更多", "A与B相比，哪一类多"
_MORE_OF_TWO_ZH = re.compile(r"^(?P<scope>[^，,。？?]*?(?:中|里|当中|之中)[，,]?)?\s*(?P<a>[^，,。？?]+?)(?:和|与|跟|还是)(?P<b>[^，,。？?]+?)"
                             r"[，,]?\s*(?:相比[，,]?\s*)?(?:哪(?:个|一个|类|一类|种|一种|边|方|样|派|一派)|谁)(?:的)?(?:[\u4e00-\u9fff]{1,4}?)?(?:数量|个数)?(?:更|比较|要)?"
                             r"(?P<way>多|少)(?:一些|一点|些)?\s*[？?。]")
# the answer's words offered: "回答“口腔”或“中医”"
_OFFERED = re.compile(r"(?:回答|答)\s*[“\"「](?P<l1>[^”\"」]+)[”\"」]\s*(?:或|或者|还是)\s*[“\"「](?P<l2>[^”\"」]+)[”\"」]")


def _label(value: str) -> str:
    """A side's value as the table holds it: the Chinese in brackets after an English word ("Buddhist (佛教)"), else itself."""
    inner = re.search(r"[(（]\s*([^()（）]+?)\s*[)）]", value)
    if inner and re.search(r"[\u4e00-\u9fff]", inner.group(1)):
        return inner.group(1)
    quoted = re.fullmatch(r"\s*[“\"「]([^”\"」]+)[”\"」]\s*(?:类|种|派)?\s*", value)  # ("“医院”类": 医院)
    return quoted.group(1) if quoted else value.strip()


def value_choice_questions(question: str) -> tuple[tuple[str, str], tuple[str, str], bool] | None:
    """``((label, count question), (label, count question), True for more / False for fewer)`` of a question asking
    which of two values or described sets has more entities (see the module); None otherwise.

    >>> value_choice_questions("Among gas stations, are there more graded 二级 or 三级?")
    (('二级', 'How many gas stations are graded 二级?'), ('三级', 'How many gas stations are graded 三级?'), True)
    """
    if (m := _MORE_OR_EN.match(question)) is not None:
        a, b, more = m.group("a").strip(), m.group("b").strip(), m.group("way").casefold() == "more"
        scope, lead = (m.group("scope") or "").strip(), (m.group("lead") or "").casefold()
        bare_a, bare_b = re.fullmatch(_VALUE, a), re.fullmatch(_VALUE, b)
        if bare_a and not bare_b and (vb := re.match(_VALUE, b)) is not None:  # "Buddhist (佛教) or Christian (基督教) religious sites"
            noun = b[vb.end():].strip()
            where = f" {lead} {scope}" if scope and lead in ("in", "within") else ""
            if not noun or lead in ("among", "of"):
                return None
            return ((_label(a), f"How many {a} {noun} are there{where}?"), (_label(vb.group(0)), f"How many {vb.group(0)} {noun} are there{where}?"),
                    more)
        if bare_b and scope and lead in ("among", "of"):  # "Among gas stations, … more graded 二级 or 三级"
            va = re.search(_VALUE + r"$", a)
            prefix = a[:va.start()] if va else ""
            return ((_label(va.group(0) if va else a), f"How many {scope} are {a}?"), (_label(b), f"How many {scope} are {prefix}{b}?"), more)
        return None
    if (m := _MORE_OF_TWO_ZH.match(question.strip())) is None:
        return None
    a, b, more, scope = m.group("a").strip(), m.group("b").strip(), m.group("way") == "多", (m.group("scope") or "").strip(" ，,")
    unit = "笔" if "笔" in question else "个"  # ("哪个月笔数更多": the transfers counted, not who made them)
    if scope:
        sides = [(x, f"{scope}{x}的有多少{unit}？") for x in (a, b)]
    else:
        sides = [(x, f"{x}有多少{unit}？") for x in (a, b)]
    if re.search(r"YYYY-MM(?!-)", question, re.I):  # ("回答格式 YYYY-MM": a month as the form asks)
        sides = [(f"{m.group(1)}-{int(m.group(2)):02d}" if (m := re.fullmatch(r"((?:19|20)\d\d)年(\d{1,2})月", x)) else x, q) for x, q in sides]
    sides = [(_label(x), q) for x, q in sides]  # ("“医院”类": 医院)
    if (offered := _OFFERED.search(question)) is not None:  # "回答“口腔”或“中医”": each side's word as offered
        labels = [next((o for o in (offered.group("l1"), offered.group("l2")) if o in side), side) for side, _q in sides]
        sides = [(label, q) for label, (_s, q) in zip(labels, sides)]
    return sides[0], sides[1], more


def value_choice_answer(asker, question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as the side with more (fewer) entities (see the module): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with ``result`` as it was
    (no such question, a side naming a linked entity, or a side that does not read as one count)."""
    if (asked := value_choice_questions(question)) is None:
        return False
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    if any(n in label for n in names for label, _q in asked[:2]):
        return False  # (two named entities' numbers compared: the difference and choice readings')
    (label_a, first_q), (label_b, second_q), more = asked
    if (both := two_numbers(asker, first_q, second_q)) is None or both[0].plan.shape != "count":
        return False
    a, b = both[0].value, both[1].value
    chosen = [label_a, label_b] if a == b else [label_a] if (a > b) == more else [label_b]
    answer_from_two(asker, result, hits, k, both, a, f"{', '.join(chosen)} ({label_a}: {plain_number(a)}, {label_b}: {plain_number(b)}"
                    f"{'; a tie' if a == b else ''})", "choice",
                    [f"which has {'more' if more else 'fewer'}: {first_q!r} ({plain_number(a)}; plan: {both[0].plan.text.strip()!r}) "
                     f"and {second_q!r} ({plain_number(b)}; plan: {both[1].plan.text.strip()!r})"])
    result.values = chosen
    return True
