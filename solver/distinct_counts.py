"""How many different values a described set of entities holds: "宁波市的宗教团体一共涉及几种宗教？" is the
number of distinct religions of Ningbo's associations (``count_distinct``), not the number of
associations. A count reading over a type whose counted noun names a property of that type that is no
number (:func:`~kagflow.solver.schema_planner.counted_property`), in a question that asks for kinds or
different ones (几种, 多少种, 几个不同的, "how many different"), becomes the count reading's Search, the
property, and ``Math(content=[o1], target=count_distinct)``."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from kagflow.schema.types import is_numeric_type
from kagflow.solver.question_words import synonyms
from kagflow.solver.schema_shapes import SchemaPlan, _label, noun_forms, spaced

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["counted_distinct", "different_property", "written_property"]

# the most characters between a property's label and the words asking how many different ones ("一共有")
_LABEL_GAP = 6

# how many kinds or different ones ("几种宗教", "多少种类型", "几个不同的区县", "分成几个派别", "how many different religions")
DISTINCT_ASKED = re.compile(r"(?:几|多少)种|(?:几|多少)个?不同的?|分(?:成|为)(?:几|多少)(?:个|种|类)?|\bhow many (?:different|distinct)\b"
                            r"|\bnumber of (?:different|distinct)\b"  # ("道教场所分成几个派别")
                            r"|分布(?:在|于)(?:几|多少)个?|(?:覆盖|涉及|遍布)了?(?:几|多少)个?|\b(?:in|across|over)\s+how many\b",
                            re.I)  # ("分布在几个区县", "覆盖了几个城市", "across how many counties")
# the English noun counted as different ones ("how many different countries")
_DIFFERENT_EN = re.compile(r"\b(?:how many|number of)\s+(?:different|distinct)\s+([a-z]+(?:\s+[a-z]+)?)", re.I)  # ("legal representatives")
# the count reading: a Search of one type (values restrict it, or none), its entities counted
_COUNT = re.compile(r"(Action1: Search\(s=s1:\w+(?:, [^\n]*)?\)\n|)Action(\d): Math\(content=\[s1\], target=count\)->n\nAction\d: Output\(n\)\n")


def counted_distinct(planner: "SchemaPlanner", r: SchemaPlan, question: str, held: tuple[str, str] | None) -> SchemaPlan | None:
    """The distinct-values reading made from count reading ``r`` (see the module), or None where the
    question asks no kinds, ``r`` is no count of one type's entities, or what it counts (``held``:
    ``(noun, "Type.property")`` from :func:`~kagflow.solver.schema_planner.counted_property`) is a number."""
    m = _COUNT.fullmatch(r.text or "")
    if m is None or not DISTINCT_ASKED.search(question):
        return None
    if held is None or "." not in held[1]:
        held = written_property(planner, r, question)  # "加油站的法定代表人一共有多少个不同的人"
    if held is None:
        return None
    t, name = held[1].split(".", 1)
    p = planner.schema.predicate(t, name)
    if p is None or not p.is_basic or is_numeric_type(planner.schema, p.range_type) or planner.mostly_numbers(t, name, 0.9):
        return None
    search = m.group(1) or f"Action1: Search(s=s1:{t})\n"
    text = search + (f"Action2: Retrieval(s=s1, p=p1:{name}, o=o1)\nAction3: Math(content=[o1], target=count_distinct)->n\n"
                     "Action4: Output(n)\n")
    described = r.notes[0].replace("count of ", "", 1) if r.notes else t
    return dataclasses.replace(r, text=text, notes=[f"distinct {held[1]} of {described} ({held[0]!r} names it)"] + r.notes[1:],
                               describe=f"{{value}} (different {_label(p)} of {described})", labels=r.labels + (name,))


def different_property(planner: "SchemaPlanner", r: SchemaPlan, question: str) -> tuple[str, str] | None:
    """``(noun, "Type.property")`` where an English question counts different ones of a noun
    ("how many different countries") that a property of a type reading ``r`` counts names (country),
    by its name, display name or a glossary word of either; else None."""
    for m in _DIFFERENT_EN.finditer(question):
        words = m.group(1).casefold().split()
        for noun in ([" ".join(words)] if len(words) > 1 else []) + words[:1]:  # the two words, else the first
            for t in sorted(r.types & set(planner.schema.types)):
                for p in planner.schema.predicates(t):
                    labels = {x.casefold() for x in (p.display_name, spaced(p.name)) if x}
                    labels |= {w.casefold() for x in list(labels) for w in synonyms(x) if w.isascii()}
                    if p.is_basic and p.name not in r.labels and any(noun in noun_forms(label) for label in labels):
                        return noun, f"{t}.{p.name}"
    return None


def written_property(planner: "SchemaPlanner", r: SchemaPlan, question: str) -> tuple[str, str] | None:
    """``(label, "Type.property")`` where ``question`` writes the display name of a property of the
    type reading ``r`` counts right before the words that ask how many different ones, the counted
    noun a general one ("加油站的法定代表人一共有多少个不同的人": 法定代表人 of GasStation, not people);
    the longest such label; None where none is written so."""
    asked = DISTINCT_ASKED.search(question)
    found = []
    for t in sorted(r.types & set(planner.schema.types)):
        for p in planner.schema.predicates(t):
            label = p.display_name or ""
            if p.is_basic and len(label) >= 2 and p.name not in r.labels:
                at = question.rfind(label, 0, asked.start())
                if at >= 0 and asked.start() - (at + len(label)) <= _LABEL_GAP:
                    found.append((-len(label), t, p.name, label))
    if not found:
        return None
    _n, t, name, label = min(found)
    return label, f"{t}.{name}"
