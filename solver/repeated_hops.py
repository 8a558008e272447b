"""A relation of a type to itself followed more than once: "what products are two steps upstream of
electric motorcycles?" asks the inputs of its inputs, "上游的上游" the same in Chinese, and a relation said
twice, "who paid the company that paid X?", the payers of its payers. A relation reading
that walks one such relation into or out of a named entity (``Product-[hasSupplyChain]->Product``)
becomes a chain of the same hop, as many times as the question says (two or three), each hop
starting from the entities the one before reached."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["repeated_hop", "steps_asked", "with_repeated_hops"]

# how many hops the question asks: "two steps upstream", "3 levels downstream", "两级上游", "上游的上游"
_STEPS_EN = re.compile(r"\b(two|three|2|3)\s+(?:steps?|hops?|levels?|tiers?|stages?|links?)\s+(?:further\s+)?(?:up|down)(?:stream)?\b", re.I)
_STEPS_ZH = re.compile(r"(两|二|三|2|3)\s*(?:级|层|步|跳|阶)\s*的?\s*(?:上游|下游)|(上游|下游)(?:的\2)+")
# the same relation said twice: "who paid the company that paid X?", "the main suppliers of X's main suppliers"
_TWICE_EN = re.compile(r"\b((?!(?:is|are|was|were|be|been|has|have|had|do|does|did)\b)[a-z]+(?:\s+[a-z]+)?)\s+(?:the|a|an)\s+(?:[a-z]+\s+)?[a-z]+\s+(?:that|who|which)\s+(?:also\s+)?\1\b"
                       r"|\b((?:[a-z]+\s+){0,2}[a-z]+)\s+of\s+[^?]+?'s?\s+\2\b", re.I)
# a level past the first, said after it: "X的直接下游产品，其再下一级（直接下游）的产品", "下游产品的下一级"
_NEXT_LEVEL_ZH = re.compile(r"(?:上游|下游)[^，,。？?]{0,8}?(?:[，,]\s*(?:其|它的?|它们的?)?|的)\s*再?(?:往)?(?:下|上)一(?:级|层)")
_NUMBERS = {"two": 2, "2": 2, "两": 2, "二": 2, "three": 3, "3": 3, "三": 3}
# the one-hop relation reading: into a named entity (its upstream) or out of it (its downstream)
_INTO = re.compile(r"Action1: Retrieval\(s=s1:(\w+), p=p1:(\w+), o=o1:(\w+)\[(`[^`]+`)\]\)\nAction2: Output\(s1\)\n")
_OUT_OF = re.compile(r"Action1: Retrieval\(s=s1:(\w+)\[(`[^`]+`)\], p=p1:(\w+), o=o1:(\w+)\)\nAction2: Output\(o1\)\n")


def steps_asked(question: str) -> tuple[int, str] | None:
    """``(hops, phrase)`` where ``question`` asks a relation followed ``hops`` times (2 or 3), with the
    words that say so; None where it asks no such thing."""
    m = _STEPS_EN.search(question)
    if m:
        return _NUMBERS[m.group(1).casefold()], m.group(0)
    m = _STEPS_ZH.search(question)
    if m:
        hops = _NUMBERS[m.group(1)] if m.group(1) else m.group(0).count(m.group(2))
        return (hops, m.group(0)) if hops in (2, 3) else None
    m = _NEXT_LEVEL_ZH.search(question)
    if m:  # "X的直接下游产品，其再下一级（直接下游）的产品": one level more
        return 2, m.group(0)
    m = _TWICE_EN.search(question)
    return (2, m.group(0)) if m else None


def repeated_hop(r: SchemaPlan, question: str) -> SchemaPlan | None:
    """The chain reading made from one-hop relation reading ``r`` (see the module), or None where the
    question asks one hop, or ``r`` walks no relation of a type to itself from a named entity."""
    asked = steps_asked(question)
    if asked is None or r.shape != "relation":
        return None
    hops, phrase = asked
    words = set(re.findall(r"[A-Za-z0-9]+", phrase)) if phrase.isascii() else {phrase}
    if (m := _INTO.fullmatch(r.text or "")) and m.group(1) == m.group(3):
        t, p, name = m.group(1), m.group(2), m.group(4)
        lines = [f"Action1: Retrieval(s=s1:{t}, p=p1:{p}, o=o1:{t}[{name}])"]
        lines += [f"Action{k}: Retrieval(s=s{k}:{t}, p=p{k}:{p}, o=s{k - 1})" for k in range(2, hops + 1)]
        answer, way = f"s{hops}", "into"
    elif (m := _OUT_OF.fullmatch(r.text or "")) and m.group(1) == m.group(4):
        t, name, p = m.group(1), m.group(2), m.group(3)
        lines = [f"Action1: Retrieval(s=s1:{t}[{name}], p=p1:{p}, o=o1:{t})"]
        lines += [f"Action{k}: Retrieval(s=o{k - 1}, p=p{k}:{p}, o=o{k}:{t})" for k in range(2, hops + 1)]
        answer, way = f"o{hops}", "out of"
    else:
        return None
    text = "\n".join(lines + [f"Action{hops + 1}: Output({answer})"]) + "\n"
    return dataclasses.replace(r, text=text, notes=[f"{t}-[{p}]->{t} followed {hops} times {way} {name} ({phrase!r})"]
                               + r.notes[1:], describe=r.describe.replace("{value}", f"{{value}} ({hops} hops)", 1),
                               explains=r.explains | frozenset(words), parts=r.parts + hops - 1)


def with_repeated_hops(readings: list[SchemaPlan], question: str, notes: list[str]) -> list[SchemaPlan]:
    """``readings`` and the chain readings made from their relation readings (:func:`repeated_hop`); where the
    question asks a relation followed more than once, only the readings that follow one predicate as many
    times (a reading over two different relations reads the question's one relation once: "who are the
    main suppliers of X's main suppliers?" is no legal representative of X's main suppliers), noted."""
    out = readings + [v for r in readings if r.shape == "relation" and (v := repeated_hop(r, question))]
    if (asked := steps_asked(question)) is None:
        return out
    kept = [r for r in out if any(n >= asked[0] for n in Counter(re.findall(r"p=p\d+:(\w+)", r.text)).values())]
    if len(kept) < len(out):
        notes.append(f"the question follows one relation {asked[0]} times ({asked[1]!r}); a reading that does not is not written")
    return kept
