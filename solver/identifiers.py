"""Entities named by their row number alone, answered by the property that identifies them.

Risk mining's ``Cert.csv`` has no name column: its certificates are keyed ``0``, ``1``, … and named so,
and ``certNum`` (``bbeb59fa…``) is what names one to a reader. A plan whose answer is such entities
("应用X使用的是哪个证书？") answers with that property instead: the one property of the type every
entity holds, with values all distinct. Both the schema planner's plans
(:func:`kagflow.solver.schema_planner.by_identifier`) and KAG's (:func:`answered_by_identifier`) read it.
"""

from __future__ import annotations

from dataclasses import replace

import duckdb

from kagflow.schema.spg import Schema
from kagflow.schema.types import find_type, implicit_predicate
from kagflow.solver.logical_form import EdgeRef, NodeRef, Normalisation, Output, Plan, Retrieval, Search, Step

__all__ = ["numbered_identifier", "answered_by_identifier"]


def numbered_identifier(con: duckdb.DuckDBPyConnection, schema: Schema, t: str) -> str | None:
    """The property answering for type ``t``'s entities when every one is named by its row number
    (name = key, digits only): the one basic property each of them holds, with distinct values;
    None otherwise (one entity named otherwise settles it)."""
    if t not in schema.types:
        return None
    numbered, = con.execute("SELECT EXISTS (SELECT 1 FROM kg_entities WHERE type = $t) AND NOT EXISTS (SELECT 1 FROM kg_entities "
                            "WHERE type = $t AND NOT (regexp_full_match(name, '\\d+') AND name = key))", {"t": t}).fetchone()
    if not numbered:
        return None
    rows = con.execute(
        "SELECT p.predicate FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.type = $t AND p.value IS NOT NULL "
        "GROUP BY p.predicate HAVING count(DISTINCT p.entity_id) = (SELECT count(*) FROM kg_entities WHERE type = $t) "
        "AND count(DISTINCT p.value) = count(DISTINCT p.entity_id)", {"t": t}).fetchall()
    names = [p for (p,) in rows if any(q.name == p and q.is_basic and implicit_predicate(p) is None for q in schema.predicates(t))]
    return names[0] if len(names) == 1 else None


def _output_type(plan: Plan, schema: Schema, alias: str) -> str | None:
    """The schema type of the entities the (resolved) plan binds to ``alias``, or None: the type its
    node declares, else the range of the relation whose object it is."""
    for step in reversed(plan.steps):
        action = step.action
        if isinstance(action, Search) and action.s.alias == alias:
            found = find_type(schema, action.s.type) if action.s.type else None
            return found.name if found is not None else None
        if not isinstance(action, Retrieval):
            continue
        for node in (action.s, action.o):
            if node.alias == alias and node.type:
                found = find_type(schema, node.type)
                if found is not None:
                    return found.name
        if action.o.alias == alias and action.p.predicate and action.s.type in schema.types:
            relation = schema.predicate(action.s.type, action.p.predicate)
            if relation is not None and not relation.is_basic:
                return relation.range_type
    return None


def answered_by_identifier(plan: Plan, schema: Schema, con: duckdb.DuckDBPyConnection) -> Plan:
    """``plan`` whose last step outputs one variable of entities named by their row number, ending
    instead in a Retrieval of their identifying property (:func:`numbered_identifier`) and its
    Output (recorded as ``entities answered by their identifier``); the plan itself otherwise."""
    if not plan.steps or not isinstance(plan.steps[-1].action, Output) or len(plan.steps[-1].action.aliases) != 1:
        return plan
    last = plan.steps[-1]
    alias = last.action.aliases[0]
    t = _output_type(plan, schema, alias)
    prop = numbered_identifier(con, schema, t) if t is not None else None
    if prop is None:
        return plan
    hop = Retrieval(NodeRef(alias, None, None, None, last.span), EdgeRef("p_id", prop, last.span), NodeRef("o_id", None, None, None, last.span))
    note = Normalisation(last.span, "entities answered by their identifier", f"Output({alias})", f"{t}.{prop} of {alias}")
    step = Step(last.index, None, hop, f"Retrieval(s={alias}, p=p_id:{prop}, o=o_id)", last.span, (note,))
    output = replace(last, index=last.index + 1, action=Output(("o_id",)), action_text="Output(o_id)")
    return replace(plan, steps=tuple(plan.steps[:-1]) + (step, output))
