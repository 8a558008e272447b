"""A type the question names twice: the English noun of a type said a second time names the set a
chain of two hops passes through ("Which companies received money from the companies Acme Motors
paid?"), unless it is the other end of one hop of a relation of the type to itself ("Which companies
paid another company?")."""

from __future__ import annotations

import functools
import re

from kagflow.schema.spg import Schema
from kagflow.solver.schema_shapes import _fold, noun_forms, spaced

__all__ = ["other_end", "type_named_twice"]


def type_named_twice(schema: Schema, question: str) -> str | None:
    """The English type noun a question says twice ("Which companies received money from the
    companies Acme Motors paid?": the second names the set the chain passes through), or None."""
    folded = _fold(question)
    for t in schema.types:
        kind, noun = _type_noun_patterns(t)
        # a kind of the type, not a second set: "gambling-app", "Which apps are gambling apps?"
        if len(noun.findall(kind.sub(" ", folded))) >= 2:
            return t
    return None


def other_end(text: str, t: str, question: str) -> bool:
    """Whether a type said twice is the two ends of one hop of a relation of ``t`` to itself, the second
    said as the other one ("Which companies paid another company?") or described (``s2`` searched first:
    "… received money from a company founded before 1960", :mod:`kagflow.solver.far_ends`), not a chain
    through a second set."""
    if re.match(rf"Action1: Search\(s=s2:{re.escape(t)}, [^\n]+\)\nAction2: Retrieval\((?:s=s1:{re.escape(t)}, p=p1:\w+, o=s2|"
                rf"s=s2, p=p1:\w+, o=s1:{re.escape(t)})\)\n", text or ""):
        return True
    hop = re.fullmatch(rf"Action1: Retrieval\(s=s1:{re.escape(t)}, p=p1:\w+, o=o1:{re.escape(t)}\)\nAction2: Output\((?:s1|o1)\)\n", text or "")
    return hop is not None and re.search(r"\b(?:another|other|different)\s+" + _type_noun_patterns(t)[1].pattern, _fold(question)) is not None


def type_noun(t: str) -> re.Pattern:
    """Type ``t``'s English noun in any form ("company", "companies"), as a pattern over a folded question."""
    return _type_noun_patterns(t)[1]


@functools.lru_cache(maxsize=1024)
def _type_noun_patterns(t: str) -> tuple[re.Pattern, re.Pattern]:
    """(a kind of type ``t`` written as one: "gambling-app", "are gambling apps"; its English noun, any form)."""
    forms = "(?:" + "|".join(map(re.escape, sorted(noun_forms(_fold(spaced(t))), key=len, reverse=True))) + r")(?![a-z])"
    return (re.compile(r"(?<![a-z])[a-z]+-" + forms + r"|\b(?:are|is|as)\s+(?:an?\s+)?[a-z]+\s+" + forms),
            re.compile(r"(?<![a-z])" + forms))
