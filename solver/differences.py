"""By how much one number of an entity exceeds another of its own: "O'Hara, Lamb & Sons 的总流入比总流出多多少？",
"By how much does the total amount 传化****限公司 paid out exceed the total it received?".

The two numbers are asked as questions of their own ("O'Hara, Lamb & Sons 的总流入是多少？", "…的总流出是多少？"; in
English "What is the total amount X paid out?", "What is the total X received?", a pronoun standing for the
one name the first names), each planned, run and traced, and the answer is the first minus the second (the
second minus the first where the question asks 少). KAG writes the same as two steps and a Math step
subtracting them (Liang et al. 2024, section 3.2). Read only where the schema planner finds no reading of
the whole question (a difference between two named entities has readings of its own), both are one
number, and both are amounts or both counts.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.answer import plain_number
from kagflow.solver.two_numbers import answer_from_two, number_of

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["difference_questions", "difference_answer"]

# "X的总流入比总流出多多少", "…比…少几个"; the second side names no entity of its own
_ZH = re.compile(r"^(?P<x>.+?)比(?P<y>[^，,。？?]+?)(?:要|还)?(?P<way>多|少)(?:出|了)?(?:多少|几)[^，,。？?]{0,3}[？?。]?\s*$")
# "By how much does the total amount X paid out exceed the total it received?"
_EN = re.compile(r"^\s*by how (?:much|many) (?:does|do|did|is|was|are|were) (?P<x>.+?) (?P<way>exceeds?|surpass(?:es)?|fall short of|trail) "
                 r"(?P<y>.+?)\s*[?.]?\s*$", re.I)
# "How much more money did X receive than it paid out, over all transfers?": one entity's two flows of money
_EN_MORE = re.compile(r"^\s*how (?:much|many) (?P<way>more|less|fewer)\s+(?:money\s+|in\s+\w+\s+)?(?:did|does|do|has|have) (?P<x>.+?) "
                      r"(?P<v1>receive|get|take in|pay out|pay|send out|send|spend|transfer)(?:d|ed)?\b(?:\s+(?:in total|overall))?\s+than\s+"
                      r"(?:it|they|he|she)?\s*(?:did\s+)?(?P<v2>receive|received|get|got|take in|took in|pay out|paid out|pay|paid|send out|sent out|"
                      r"send|sent|spend|spent|transfer|transferred)\b(?:\s*,?\s*(?:over|across|in)\s+all\s+(?:the\s+|its\s+|their\s+)?"
                      r"(?:transfers|payments|transactions))?\s*[?.]?\s*$", re.I)
_BASE = {"received": "receive", "got": "get", "took in": "take in", "paid out": "pay out", "paid": "pay", "sent out": "send out",
         "sent": "send", "spent": "spend", "transferred": "transfer"}
_PRONOUN = re.compile(r"\b(?:it|its|they|their|them)\b", re.I)


def difference_questions(question: str, names: list[str]) -> tuple[str, str, bool] | None:
    """``(first question, second question, the first minus the second)`` for a question asking by
    how much one number of an entity exceeds another; ``names``: the names the question links (a
    pronoun in the second side stands for the one the first side names). None otherwise.

    >>> difference_questions("X 的总流入比总流出多多少？", ["X"])
    ('X 的总流入是多少？', 'X 的总流出是多少？', True)
    """
    if (m := _ZH.match(question.strip())) is not None:
        x, y = m.group("x").strip(), m.group("y").strip()
        owner, _, _own = x.rpartition("的")
        if not owner or any(n in y for n in names):
            return None  # (two entities compared: their own readings)
        return f"{x}是多少？", f"{owner}的{y}是多少？", m.group("way") == "多"
    if (m := _EN.match(question)) is not None:
        x, y = m.group("x").strip(), m.group("y").strip()
        named = [n for n in names if n in x]
        if len(named) != 1 or any(n in y for n in names):
            return None
        y = _PRONOUN.sub(lambda p: named[0] + ("'s" if p.group(0).casefold() in ("its", "their") else ""), y)
        more = m.group("way").casefold().startswith(("exceed", "surpass"))
        return f"What is {x}?", f"What is {y}?", more
    if (m := _EN_MORE.match(question)) is not None:
        x, v1, v2 = m.group("x").strip(), m.group("v1").casefold(), m.group("v2").casefold()
        v2 = _BASE.get(v2, v2)
        if sum(n in x for n in names) != 1 or x.casefold() == v1 or v1 == v2:
            return None
        return f"How much money did {x} {v1}?", f"How much money did {x} {v2}?", m.group("way").casefold() == "more"
    return None


def difference_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as the difference of two numbers of one entity (see the module): fill
    ``result`` as :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return
    False with ``result`` as it was.

    Args:
        asker: the open project.
        question: a question the schema planner found no reading of.
        result: the answer being written.
        hits: the question's chunks (for citations); k: how many chunks were asked for.
    """
    names = [link["text"] for link in asker.schema_planner().link(question) if link.get("text")]
    if (asked := difference_questions(question, names)) is None:
        return False
    first_q, second_q, first_minus_second = asked
    first = number_of(asker, first_q)
    second = number_of(asker, second_q) if first is not None else None
    if first is None or second is None or first.plan.text == second.plan.text \
            or (first.plan.shape == "count") != (second.plan.shape == "count"):
        return False
    a, b = first.value, second.value
    d = a - b if first_minus_second else b - a
    answer_from_two(asker, result, hits, k, (first, second), d,
                    f"{plain_number(d)} ({plain_number(a)} {'minus' if first_minus_second else 'subtracted from'} {plain_number(b)})", "difference",
                    [f"a difference of two numbers of one entity: {first_q!r} ({plain_number(a)}; plan: {first.plan.text.strip()!r}) "
                     f"and {second_q!r} ({plain_number(b)}; plan: {second.plan.text.strip()!r})"])
    return True
