"""Questions that name what they ask about by a description first: "法人代表是丁道星的那个加气站，
所在县一共有多少个宗教场所？", "加油站最多的那个区县有几家旅行社？". The description (up to "那个区县",
"那家旅行社") is asked as a question of its own ("…的那个区县是哪个？"); where its plan answers exactly one
name or value, the question is asked again with that answer in the description's place ("北仑区有几家
旅行社？"). KAG's planner writes such a question as two steps, the first step's answer a name in the
second (KAG, Liang et al. 2024, section 3.2, logical-form solving); here each step is a plan of its
own, run one after the other, and both are in the answer's trace. In English the description closes the
question: "Who is the legal representative of the company that received the most money?" asks "Which company
received the most money?" first (a singular noun, and a superlative in its clause: one thing).

Used by :meth:`kagflow.solver.ask.Asker.schema_answer` only where the schema planner finds no reading
of the whole question, so no question it answers today is read differently.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["chained_answer", "referring_phrases"]

# "…的那个区县", "那家旅行社", "那所学校", "那一位": a description pointing at one thing; or a superlative
# naming one ("宗教场所数量最多的县区有几个宗教协会？", "AAAA级景区最多的城市，一共有多少家旅行社？")
_POINTER = re.compile(r"那(?:一)?(?:个|家|所|位|座|条|笔|台|款|处|间)|(?:最多|最少|最大|最小|最高|最低|最早|最晚|最长|最短|最年轻|最年长)"
                      r"(?:成立|登记|注册|批准|设立|开业|建成|创建|颁发|发证|生效|到期|失效)?的")  # ("最早成立的宗教院校")
# what may follow the description's noun: a pause or the rest of the question's own words
_AFTER_NOUN = frozenset("，,的有在里一共是所哪")
_VERBS_AFTER = ("位于", "坐落", "地处", "属于", "隶属")  # ("最早成立的宗教院校位于哪个城市")
# a pause after the set a description picks from, inside the description ("…的加油站中，建成最早的那一座")
# (and an aside in brackets there: "…的加油站中（不计建成时间缺失的），建成最早的那一座")
_SCOPE_PAUSE = re.compile(r"(?<=[\u4e00-\u9fff”])(当中|之中|中|里)\s*(?:[（(][^（）()]{1,30}[)）])?\s*[，,]")
# a pronoun standing for the description in the rest ("…的那个加气站，它所在的县")
_PRONOUN = re.compile(r"^\s*[，,]?\s*(?:它们|它|其|该)?")
_MAX_NOUN = 8  # ("登记时间最早的基督教市级团体")
# where the answer of the description goes in the question asked again (a private-use character no question holds)
_HOLE = "\uE000"


# an English description of one thing closing the question: "… of the company that got the largest single transfer?",
# "… in the city with the most travel agencies?"
_DESCRIBED_EN = re.compile(r"\bthe\s+((?:[a-z]+\s+)?[a-z]+)\s+(?:that|which|who|with|having)\s+([^?]*?\b(?:most|least|largest|smallest|biggest|highest|"
                           r"lowest|fewest|greatest|newest|oldest|youngest|earliest|latest|first|last)\b[^?]*?)\s*\??\s*$", re.I)


# the same opening the question, then a comma or colon and the rest ("In the city with the fewest …, how many …")
_LEADING_EN = re.compile(r"^\s*(in\s+)?the\s+((?:[a-z]+\s+)?[a-z]+)\s+(that|which|who|with|having)\s+([^,:?]*?\b(?:most|least|largest|smallest|"
                         r"biggest|highest|lowest|fewest|greatest|newest|oldest|youngest|earliest|latest)\b[^,:?]*?)\s*[,:]\s*(.+)$", re.I)


def referring_phrases(question: str, typed: Callable[[str], list] | None = None) -> Iterator[tuple[str, str, str]]:
    """The descriptions of one thing in ``question``: ``(description, its own question, the question
    with a hole where the description stood)`` for each cut after a pointer word (那个, 那家, …; a superlative,
    "最早成立的", which may open the question) and one
    to eight characters of noun, where no punctuation comes before the pointer and the noun ends the
    question or a pause, a particle or a verb of the rest follows, the shortest noun first
    (``("加油站最多的那个区县", "加油站最多的那个区县是哪个？", HOLE + "有几家旅行社？")``); a noun ``typed`` says names
    a type may be followed by anything ("学生最少的宗教学校电话是多少": its 电话); then an English description closing the
    question ("the company that received the most money")."""
    for m in _POINTER.finditer(question):
        if m.start() < 2 and m.group(0).startswith("那") or re.search(r"[，,。；;？?！!]", _SCOPE_PAUSE.sub(r"\1", question[:m.start()])):
            continue  # (a description is one noun phrase; "…另一所学院的院长，那所学院" points back across a clause)
        for k in range(1, _MAX_NOUN + 1):
            end = m.end() + k
            noun = question[m.end():end]
            if end > len(question) or not re.fullmatch(r"[\u4e00-\u9fff]+", noun) or \
                    noun[-1] in _AFTER_NOUN and not (typed is not None and typed(noun)):
                break  # (a particle or verb ends the noun: "那家旅行社在…" is no noun 旅行社在; 宗教场所 is one)
            if end < len(question) and question[end] not in _AFTER_NOUN and not question.startswith(_VERBS_AFTER, end) \
                    and not (typed is not None and typed(noun)):
                continue
            if m.group(0).endswith("笔") and not question.startswith("的", end):
                continue  # (a transfer is no entity to name: "那笔公司间转账，付款方…"; "收到…那笔转账的公司" names one)
            rest = _PRONOUN.sub("", question[end:], count=1)
            if rest.strip(" ？?。"):
                yield question[:end], question[:end] + "是哪个？", _HOLE + rest
    # the description first ("In the city with the fewest X, how many Y are there?", "the company that received the
    # most money in total: who is its legal representative?"): the rest asked of its answer (in it; its: the answer's)
    if (m := _LEADING_EN.match(question)) and not m.group(2).lower().endswith("s"):
        held = m.group(3).lower() in ("with", "having")
        asked = f"Which {m.group(2)} {'has ' if held else ''}{m.group(4)}?"
        rest = m.group(5).strip()
        if m.group(1):  # ("In the city …, how many … are there?": in it)
            yield m.group(0)[:m.start(5)].strip(" ,:"), asked, rest.rstrip(" ?") + " in " + _HOLE + "?"
        elif re.search(r"\bits\b", rest, re.I):
            yield m.group(0)[:m.start(5)].strip(" ,:"), asked, re.sub(r"\bits\b", _HOLE + "'s", rest, count=1, flags=re.I)
    # "Who is the legal representative of the company that received the most money?": which company, then its
    # legal representative; the description closes the question, its noun one thing (no plural)
    if (m := _DESCRIBED_EN.search(question)) and m.start() > 0 and not m.group(1).lower().endswith("s"):
        held = re.match(r"the\s+(?:[a-z]+\s+)?[a-z]+\s+(?:with|having)\b", m.group(0), re.I)  # ("the city with the most X": has)
        yield m.group(0).rstrip(" ?"), f"Which {m.group(1)} {'has ' if held else ''}{m.group(2)}?", question[:m.start()] + _HOLE + "?"


def _named_types(asker: "Asker", described: str) -> list[str]:
    """The schema types the noun after the pointer word of ``described`` names ("那家旅行社": TravelAgency;
    "那个区县": none, a value's word), or in English the noun after "the" ("the company that …": Company)."""
    from kagflow.solver.schema_shapes import type_labels

    if (english := _DESCRIBED_EN.match(described + "?")) is not None:
        noun = english.group(1).split()[-1].casefold()
        return [t for t in asker.schema.types if any(noun == label.casefold() for label in type_labels(asker.schema, t) if label)]
    return _noun_types(asker, _POINTER.split(described)[-1])


def _noun_types(asker: "Asker", noun: str) -> list[str]:
    """The schema types a Chinese noun names by a label it ends or that ends it, or by a kind word ("宗教学校": School)."""
    from kagflow.solver.schema_shapes import type_labels

    return [t for t in asker.schema.types if any(label and label.endswith(noun) or noun.endswith(label)
                                                  for label in type_labels(asker.schema, t) if label)] + _kinds_named(asker, noun)


def _kinds_named(asker: "Asker", noun: str) -> list[str]:
    """The types whose kind word (:func:`kagflow.solver.kind_words.kind_words`, "加气站") the noun is."""
    return sorted({k.type_name for k in asker.kind_words() if k.word == noun})


def chained_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int, depth: int = 0) -> bool:
    """Answer ``question`` in two steps (see the module docstring): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with
    ``result`` as it was but for notes saying which descriptions were tried.

    Args:
        asker: the open project.
        question: the question the schema planner found no reading of.
        result: the answer being written.
        hits: the question's chunks (for citations); k: how many chunks were asked for.
        depth: descriptions already replaced (at most two in one question).
    """
    from kagflow.solver.answer import render_value
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    if depth >= 2:
        return False
    # (rest: the question with a hole; a noun naming a type, "宗教学校", may be followed by anything)
    for described, asked, rest in referring_phrases(question, functools.partial(_noun_types, asker)):
        planned, _notes = asker.schema_planner().plan(asked)
        named_types = _named_types(asker, described)
        if planned is None or planned.kind not in ("entity", "value") or (named_types and planned.answer_type not in named_types):
            continue  # (the description's noun names a type: its answer is an entity of it, "那家旅行社": a TravelAgency)
        try:
            first = asker.query(planned.text, "<schema plan>", question=asked)
        except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError):
            continue
        values = first.bindings.get(planned.answer_var, first.answer) if planned.answer_var else first.answer
        distinct = list(dict.fromkeys(v for v in values if v is not None))
        if len(distinct) != 1 or not isinstance(distinct[0], str) or not distinct[0].strip():
            result.notes.append(f"schema planner: {described!r} asked alone gives {len(distinct)} answers, not one name; not read")
            continue
        named = [render_value(distinct[0]).strip('"')]
        again = rest.replace(_HOLE, named[0])
        notes_before = len(result.notes)
        if asker.schema_answer(again, result, hits, k, depth=depth + 1):
            result.notes[notes_before:notes_before] = [
                f"schema planner: read {described!r} as {named[0]!r}, the answer of {asked!r} (first plan: {planned.text.strip()!r})",
                f"schema planner: then asked {again!r}"]
            result.steps = asker._steps(first.steps) + result.steps
            result.answer = f"{result.answer}; {described}: {named[0]}"
            return True
        del result.notes[notes_before:]
    return False
