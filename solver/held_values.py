"""Whether a named entity has a value of a property at all: "浙江省道教协会有网址吗？", "X有没有联系电话？",
"Does X have a website?".

The words after 有/有没有/"have a" are ranked against the basic properties of the named entity's type as the
property reading ranks them; with one clear, the plan is that property's hop from the entity and
``Math(content=[o1], target=exists)``: yes where the entity holds a value, no where its cell is empty (so an entity
without the value is answered too, where "X的网址是什么" has nothing to rank). Read only where the schema planner
finds no reading of the whole question, and only where the words before the property are the entity's name alone.

Used by :meth:`kagflow.solver.ask.Asker.schema_answer`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["held_value"]

_ZH = re.compile(r"^(?P<x>.+?)(?:有没有|是否有|有无|有)(?P<p>[^？?吗，,]{1,12}?)(?:记录|登记)?(?:吗|呢)?[？?。]?\s*$")
_EN = re.compile(r"^\s*(?:does|do|did|has)\s+(?P<x>.+?)\s+(?:have|has|got)\s+(?:a|an|any)\s+(?P<p>[a-z][a-z -]{1,30}?)"
                 r"(?:\s+(?:on record|recorded|listed|registered))?\s*[?.]?\s*$", re.I)


def held_value(planner: "SchemaPlanner", question: str) -> "SchemaPlan | None":
    """The yes/no plan of whether the entity ``question`` names holds the property it names (see the
    module), or None where the question is not so asked, names no one entity whole before the
    property's words, or those words name no property of its type clearly (the glossary's words
    beside them, as the property reading ranks them)."""
    from kagflow.solver.question_words import bridge
    from kagflow.solver.resolve import choose, rank_predicates
    from kagflow.solver.schema_shapes import MIN_CONFIDENCE, SchemaPlan, _bt, _fold, _label

    m = _ZH.match(question.strip()) or _EN.match(question)
    if m is None:
        return None
    said, words = m.group("x").strip(), m.group("p").strip()
    links = [l for l in planner.link(question) if l.get("entity_id") and l.get("type") in planner.schema.types]
    if len(links) != 1 or _fold(links[0]["text"]) != _fold(said):
        return None  # (the words before the property are the one name, nothing else)
    entity, t = links[0], links[0]["type"]
    basic = [p for p in planner.schema.predicates(t) if p.is_basic]
    best = choose(rank_predicates(None, basic, [f"{words} {bridge(words)}"], None, None), True)
    if best is None or best.score < MIN_CONFIDENCE:
        return None
    p = best.predicate
    text = (f"Action1: Retrieval(s=s1:{t}[{_bt(entity['name'])}], p=p1:{p.name}, o=o1)\n"
            "Action2: Math(content=[o1], target=exists)->b\nAction3: Output(b)\n")
    note = f"whether {entity['name']!r} holds a value of {t}.{p.name} ({words!r}, score {best.score:.2f})"
    return SchemaPlan(text, "comparison", min(best.score, 1.0), [note], f"{{value}} ({entity['name']}: {_label(p)} held)",
                      kind="boolean", explains=frozenset({entity["entity_id"]}), types=frozenset({t}), labels=(p.name,))
