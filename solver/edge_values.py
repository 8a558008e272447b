"""A property of the edges an earlier step bound, retrieved from the edge variable itself.

KAG's planners write the amount of the transfers a step found as another Retrieval whose subject
is that step's edge variable: ``Retrieval(s=s1:企业, p=p1:资金往来, o=o1:企业[X])`` then
``Retrieval(s=p1, p=p2:交易金额, o=o2:金额)`` and ``Math(content=[o2], target=sum)``. KAG's executor
reads ``o2`` as the edges' ``transAmt``; kagflow's logical form names it ``p1.transAmt``, so the
second Retrieval is read as that property (the planner's word ranked against the relation's edge
properties, :func:`kagflow.solver.resolve.rank_predicates`) and the steps reading ``o2`` read
``p1.transAmt`` instead, each reading recorded on the step that uses it.
"""

from __future__ import annotations

from dataclasses import replace

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import predicates_named
from kagflow.solver.logical_form import Math, Normalisation, Output, Plan, Retrieval, Step
from kagflow.solver.resolve import choose, rank_predicates, sole_named
from kagflow.solver.validate import variables_read

__all__ = ["edge_value_steps"]


def edge_value_steps(plan: Plan, schema: Schema) -> Plan:
    """``plan`` with each Retrieval from an edge variable read as the edge property it names.

    Args:
        plan: a parsed plan whose predicates the resolver has read (:func:`kagflow.solver.resolve.resolve_plan`).
        schema: the project's schema.

    Returns:
        the plan without those Retrieval steps, the Math steps reading their objects reading
        ``<edge alias>.<property>`` instead (a ``edge property from its edge variable``
        normalisation on each); the same object when no step retrieves from an edge variable, or
        when its object is read by anything but a Math step's content (then validation says why).
    """
    relations: dict[str, PropertyDef] = {}  # edge alias -> its relation
    read_as: dict[str, str] = {}  # object alias -> "p1.transAmt"
    pending: list[Normalisation] = []
    steps: list[Step] = []
    for step in plan.steps:
        action = step.action
        if isinstance(action, Retrieval):
            s = action.s
            if s.alias in relations and s.type is None and s.name is None and not action.constraints and action.o.name is None:
                prop = _edge_property(relations[s.alias], action.p.predicate, step.text)
                if prop is None:
                    return plan
                read_as[action.o.alias] = f"{s.alias}.{prop.name}"
                pending.append(Normalisation(step.span, "edge property from its edge variable", step.action_text,
                                             f"{action.o.alias} = {s.alias}.{prop.name}"))
                continue
            relation = _relation(schema, action)
            if relation is not None:
                relations[action.p.alias] = relation
        if read_as and _reads(action, read_as):
            if not isinstance(action, Math) or action.expression is not None:
                return plan  # an Output or a Sort of the values: left to validation
            content = tuple(read_as.get(c, c) if isinstance(c, str) else c for c in action.content)
            step = replace(step, action=replace(action, content=content), normalisations=tuple(step.normalisations) + tuple(pending))
            pending = []
        steps.append(step)
    if not read_as or pending:
        return plan
    return replace(plan, steps=tuple(steps))


def _relation(schema: Schema, action: Retrieval) -> PropertyDef | None:
    word = action.p.predicate
    if not word:
        return None
    found = schema.predicate(action.s.type, word) if action.s.type in schema.types else None
    candidates = [found] if found is not None else predicates_named(schema, word)
    relations = [p for p in candidates if p is not None and not p.is_basic and p.properties]
    return relations[0] if len(relations) == 1 else None


def _edge_property(relation: PropertyDef, word: str | None, text: str | None) -> PropertyDef | None:
    """The edge property of ``relation`` the planner's ``word`` names (交易金额: transAmt), or None."""
    ranked = rank_predicates(word, relation.properties, [text])
    best = choose(ranked, False) or sole_named(ranked)
    return best.predicate if best is not None else None


def _reads(action, read_as: dict[str, str]) -> bool:
    """Whether ``action`` reads one of ``read_as``'s aliases (its nodes, content, sort or output)."""
    read = set(variables_read(action)) | (set(action.aliases) if isinstance(action, Output) else set())
    return bool(read & set(read_as))
