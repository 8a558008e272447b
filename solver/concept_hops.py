"""A named entity's hop kept to the members of a named concept: "柏*发布了哪些赌博应用？" (the apps 柏* released
that belong to the concept 赌博应用), "How many 赌博应用 did 柏* release?". The question links two names, an entity
and a concept; one relation of the entity's type (either way) reaches a type that has a relation into the
concept's type (``belongTo``). The plan hops from the entity, then keeps the ends that belong to the concept or a
narrower one (the concept node ``c1:`TaxOfRiskApp`/`赌博应用```).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kagflow.solver.plan_nodes import NodeRef
from kagflow.solver.plan_printer import format_node
from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import choose, rank_predicates
from kagflow.solver.schema_shapes import SchemaPlan, _bt, _label

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["hop_into_concept"]


def hop_into_concept(planner: "SchemaPlanner", links: list[dict], rest: str, aggregate: str | None) -> list[SchemaPlan]:
    """The reading of a question naming an entity and a concept (see the module): a list (or, with
    ``aggregate`` ``"count"``, a count) of the entity's hop's ends that belong to the concept; [] where
    the links are not one entity and one concept, or no relation the question's words (``rest``, the
    question without its names) name joins them so.

    Args:
        planner: the schema planner (its schema).
        links: the question's two entity links.
    """
    schema = planner.schema
    concepts = [l for l in links if schema.types[l["type"]].is_concept]
    named = [l for l in links if not schema.types[l["type"]].is_concept]
    if len(concepts) != 1 or len(named) != 1 or aggregate not in (None, "count"):
        return []
    c, e = concepts[0], named[0]
    hops = [(p, True, p.range_type) for p in schema.predicates(e["type"]) if not p.is_basic] + [
        (p, False, owner) for owner in schema.types for p in schema.predicates(owner) if not p.is_basic and p.range_type == e["type"]]
    hops = [(p, forward, far) for p, forward, far in hops if far in schema.types and far != c["type"]
            and any(not q.is_basic and q.range_type == c["type"] for q in schema.predicates(far))]
    if not hops:
        return []
    best = choose(rank_predicates(None, [p for p, _f, _t in hops], [f"{rest} {bridge(rest)}"], None, None), True)
    if best is None:
        return []
    p, forward, far = next(h for h in hops if h[0] is best.predicate)
    member = next(q for q in schema.predicates(far) if not q.is_basic and q.range_type == c["type"])
    node = f"{e['type']}[{_bt(e['name'])}]"
    hop = f"s=s1:{node}, p=p1:{p.name}, o=o1:{far}" if forward else f"s=o1:{far}, p=p1:{p.name}, o=s1:{node}"
    text = (f"Action1: Retrieval({hop})\n"
            f"Action2: Retrieval(s=o1, p=p2:{member.name}, o={format_node(NodeRef('c1', c['type'], c['name']))})\n")
    said = f"{far} by {_label(p)} of {e['name']}, belonging to {c['name']}"
    count = aggregate == "count"
    text += "Action3: Math(content=[o1], target=count)->n\nAction4: Output(n)\n" if count else "Action3: Output(o1)\n"
    return [SchemaPlan(text, "count" if count else "relation", best.score, [f"{'count of ' if count else ''}{said} (score {best.score:.2f})"],
                       f"{{value}} ({said})", kind="number" if count else "entity", answer_type=None if count else far,
                       explains=frozenset({e["entity_id"], c["entity_id"]}), types=frozenset({e["type"], far, c["type"]}),
                       labels=(p.name, member.name))]
