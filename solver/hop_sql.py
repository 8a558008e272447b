"""The SQL of KAG's ``kg_cs`` retriever: one exact hop on the knowledge layer, as a SQL relation.

The compiler's own builders (it lives beside :mod:`kagflow.solver.compile`); the step retriever
that decides whether the hop answered is :class:`kagflow.solver.retrievers.kg_cs.ExactHopRetriever`.

The compiler hands each Retrieval step its input relations (the bindings so far of the variables
the step shares with earlier steps) and gets back one ``SELECT`` that extends those bindings with
the step's new variables. Entity names were linked beforehand; their ids arrive as a registered
relation with one ``entity_id`` column (``IN (SELECT entity_id FROM <link table>)``). Every value
from the plan is a bound parameter made by ``bind``; table and column names are the compiler's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kagflow.schema.spg import Schema
from kagflow.schema.types import implicit_predicate, is_basic_type, predicates_named
from kagflow.solver.logical_form import Constraint
from kagflow.solver.validate import ResolvedRetrieval

Bind = Callable[[object], str]


@dataclass(frozen=True)
class Slot:
    """One end of a hop: its binding column, the input relation alias holding it (``None`` for a
    new variable) and the link table restricting it (``None`` when the node has no name)."""

    column: str
    bound_in: str | None = None
    link: str | None = None


def _signature_filter(r: ResolvedRetrieval, pred_col: str, owner_col: str, range_col: str | None, bind: Bind) -> list[str]:
    preds = r.predicates or (r.predicate,)
    if len(preds) == 1:
        p = preds[0]
        out = [f"{pred_col} = {bind(p.name)}", f"{owner_col} = {bind(p.owner)}"]
        if range_col is not None:
            out.append(f"{range_col} = {bind(p.range_type)}")
        return out
    if range_col is None:
        return [f"list_contains({bind(sorted([p.name, p.owner] for p in preds))}, [{pred_col}, {owner_col}])"]
    sigs = sorted([p.name, p.owner, p.range_type] for p in preds)
    return [f"list_contains({bind(sigs)}, [{pred_col}, {owner_col}, {range_col}])"]


def hop_sql(
    r: ResolvedRetrieval,
    schema: Schema,
    inputs: list[tuple[str, str]],
    s: Slot,
    o: Slot,
    bind: Bind,
    edge_column: str | None = None,
) -> str:
    """The SELECT of one Retrieval step over its input bindings.

    Args:
        r: the validated step.
        schema: the project's schema (constraints on properties look up their type).
        inputs: ``(relation, alias)`` of each input relation; their columns are carried over.
        s, o: the plan's subject and object ends (for a property hop ``o.column`` names the
            value column; its number goes to ``o.column + "_n"``).
        bind: makes a bound parameter of a value and returns its placeholder.
        edge_column: when the edge variable is used later, the column for its edge ids.

    Returns:
        SQL text; the relation has the input columns plus the new variables' columns, distinct.
    """
    action = r.action
    carried = [f"{alias}.*" for _, alias in inputs]
    joins: list[str] = []
    where: list[str] = []
    if r.is_property:
        implicit = implicit_predicate(r.predicate.name) is not None and len(r.predicates or (r.predicate,)) == 1
        new = [] if s.bound_in else [f"sn.entity_id AS {s.column}"]
        if implicit:
            column = "sn.name" if r.predicate.name == "name" else "sn.key"
            new += [f"{column} AS {o.column}", f"TRY_CAST({column} AS DOUBLE) AS {o.column}_n"]
            source = "kg_entities sn"
            where.append(f"sn.type = {bind(r.predicate.owner)}")
        else:
            # kg_property_hops carries the subject's type: kg_entities is joined only for constraints
            subject_constraints = any(c.alias == action.s.alias for c in action.constraints)
            new = [] if s.bound_in else [f"p.entity_id AS {s.column}"]
            new += [f"p.value AS {o.column}", f"p.value_num AS {o.column}_n"]
            source = "kg_property_hops p" + (" JOIN kg_entities sn ON sn.entity_id = p.entity_id" if subject_constraints else "")
            where += _signature_filter(r, "p.predicate", "p.subject_type", None, bind)
        id_column = "sn.entity_id" if implicit else "p.entity_id"
        for rel, alias in inputs:
            joins.append(f"JOIN {rel} {alias} ON {alias}.{s.column} = {id_column}")
        if s.link:
            where.append(f"{id_column} IN (SELECT entity_id FROM {s.link})")
        where += [node_constraint(c, "sn", schema, bind) for c in action.constraints if c.alias == action.s.alias]
        select = ", ".join(carried + new)
        return f"SELECT DISTINCT {select} FROM {source} {' '.join(joins)} WHERE {' AND '.join(where)}".replace("  ", " ")
    # stored direction: (subject)-[predicate]->(object); a reverse hop swaps the plan's ends
    subj, obj = (o, s) if r.reverse else (s, o)
    subj_alias, obj_alias = (action.o.alias, action.s.alias) if r.reverse else (action.s.alias, action.o.alias)
    new = []
    if not subj.bound_in:
        new.append(f"e.subject_id AS {subj.column}")
    if not obj.bound_in:
        new.append(f"e.object_id AS {obj.column}")
    if edge_column:
        new.append(f"e.edge_id AS {edge_column}")
    # kg_hops carries the types of both ends (a sorted table in a published store): kg_entities is
    # joined only for an end that a constraint reads
    where += _signature_filter(r, "e.predicate", "e.subject_type", "e.object_type", bind)
    endpoint_joins(inputs, subj, obj, "e", joins, where)
    ends: list[str] = []
    for c in action.constraints:
        if c.alias == action.p.alias:
            where.append(edge_constraint(c, r, bind))
        elif c.alias == subj_alias:
            where.append(node_constraint(c, "sn", schema, bind))
            ends.append("JOIN kg_entities sn ON sn.entity_id = e.subject_id")
        elif c.alias == obj_alias:
            where.append(node_constraint(c, "obn", schema, bind))
            ends.append("JOIN kg_entities obn ON obn.entity_id = e.object_id")
    select = ", ".join(carried + new)
    return (
        f"SELECT DISTINCT {select} FROM kg_hops e {' '.join(dict.fromkeys(ends))} {' '.join(joins)} WHERE {' AND '.join(where)}"
    ).replace("  ", " ")


def endpoint_joins(inputs: list[tuple[str, str]] | tuple[tuple[str, str], ...], subj: Slot, obj: Slot, edge: str,
                   joins: list[str], where: list[str]) -> None:
    """Join the input relations to the stored ends of edge rows ``edge`` (``subject_id``,
    ``object_id``) and restrict linked ends to their link tables; appends to ``joins``/``where``.
    Shared by the kg_cs hop over ``kg_edges`` and the kg_fr hop over ``triples``."""
    for rel, alias in inputs:
        on = []
        if subj.bound_in == alias:
            on.append(f"{alias}.{subj.column} = {edge}.subject_id")
        if obj.bound_in == alias:
            on.append(f"{alias}.{obj.column} = {edge}.object_id")
        joins.append(f"JOIN {rel} {alias} ON {' AND '.join(on)}")
    for slot, column in ((subj, f"{edge}.subject_id"), (obj, f"{edge}.object_id")):
        if slot.link:
            where.append(f"{column} IN (SELECT entity_id FROM {slot.link})")


def provenance_sql(r: ResolvedRetrieval, relation: str, s_column: str, o_column: str, bind: Bind) -> str:
    """Sources (origin, doc_id, line) of the facts a Retrieval step contributed to the final bindings."""
    names = sorted({p.name for p in (r.predicates or (r.predicate,))})
    # one predicate as an equality, so the sorted tables of a published store prune by zonemap
    predicate_filter = (lambda column: f"{column} = {bind(names[0])}") if len(names) == 1 else (
        lambda column: f"list_contains({bind(names)}, {column})")
    if r.is_property:
        if implicit_predicate(r.predicate.name) is not None and len(names) == 1:
            return f"SELECT DISTINCT 'entity' AS origin, NULL AS doc_id, NULL AS line FROM {relation} LIMIT 1"
        return (
            f"SELECT DISTINCT p.origin, p.doc_id, p.line FROM kg_properties p JOIN {relation} b "
            f"ON p.entity_id = b.{s_column} AND p.value IS NOT DISTINCT FROM b.{o_column} "
            f"WHERE {predicate_filter('p.predicate')} ORDER BY 2, 3, 1 LIMIT 200"
        )
    subj, obj = (o_column, s_column) if r.reverse else (s_column, o_column)
    return (
        f"SELECT DISTINCT e.origin, e.doc_id, e.line FROM kg_edges e JOIN {relation} b "
        f"ON e.subject_id = b.{subj} AND e.object_id = b.{obj} "
        f"WHERE {predicate_filter('e.predicate')} ORDER BY 2, 3, 1 LIMIT 200"
    )


#: a value written as a calendar date ("2016/11/9", "2016-11-09", "20161109") as days since 1970, for a
#: Sort by a property whose values are text (``value_num`` is NULL for them) and for a bound by a date;
#: NULL for anything else, and for the days a spreadsheet writes for an empty date cell (day 0 of its
#: 1900 calendar, 1899-12-30 or 1899-12-31, and 1900-01-01): no date is known, so none is the earliest
#: or falls in a window
DATE_DAYS = ("date_diff('day', DATE '1970-01-01', nullif(nullif(nullif(CAST(try_strptime(CAST({} AS VARCHAR), "
             "['%Y/%m/%d', '%Y-%m-%d', '%Y%m%d']) AS DATE), DATE '1899-12-30'), DATE '1899-12-31'), DATE '1900-01-01'))")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def edge_constraint(c: Constraint, r: ResolvedRetrieval, bind: Bind) -> str:
    """``p1.transAmt > 400000``: an EXISTS over the edge's properties."""
    prop = r.predicate.edge_property(c.prop)
    key = bind(prop.name if prop else c.prop)
    if c.op in ("<", "<=", ">", ">=") and isinstance(c.value, str) and _ISO_DAY.fullmatch(c.value.strip()):
        # "p1.transDate > `2023-09-15`": the stored dates ("20230920") as days, however written
        return (f"EXISTS (SELECT 1 FROM edge_properties ep WHERE ep.edge_id = e.edge_id AND ep.key = {key} "
                f"AND {DATE_DAYS.format('ep.value')} {sql_op(c.op)} {DATE_DAYS.format(bind(c.value.strip()))})")
    column, value = compare_column(c)
    return f"EXISTS (SELECT 1 FROM edge_properties ep WHERE ep.edge_id = e.edge_id AND ep.key = {key} AND ep.{column} {sql_op(c.op)} {bind(value)})"


def node_constraint(c: Constraint, alias: str, schema: Schema, bind: Bind) -> str:
    """``s1.name = "x"``, ``o1.age > 30``, ``s1.industry = "Battery"`` on the entity row ``alias``."""
    op = sql_op(c.op)
    implicit = implicit_predicate(c.prop)
    if implicit is not None:
        column = "name" if implicit == "name" else "key"
        return f"{alias}.{column} {op} {bind(str(c.value))}"
    candidates = predicates_named(schema, c.prop)
    prop = candidates[0] if candidates else None
    if prop is not None and not is_basic_type(schema, prop.range_type):
        return (f"EXISTS (SELECT 1 FROM kg_edges ce JOIN kg_entities ct ON ct.entity_id = ce.object_id "
                f"WHERE ce.subject_id = {alias}.entity_id AND ce.predicate = {bind(prop.name)} "
                f"AND (ct.name {op} {bind(str(c.value))} OR ct.key {op} {bind(str(c.value))}))")
    if c.op in ("<", "<=", ">", ">=") and isinstance(c.value, str) and _ISO_DAY.fullmatch(c.value.strip()):
        # a bound by a date ("s1.invalidDate >= `2022-10-15`"): the stored dates as days, however written
        return (f"EXISTS (SELECT 1 FROM kg_properties cp WHERE cp.entity_id = {alias}.entity_id "
                f"AND cp.predicate = {bind(prop.name if prop else c.prop)} "
                f"AND {DATE_DAYS.format('cp.value')} {op} {DATE_DAYS.format(bind(c.value.strip()))})")
    column, value = compare_column(c)
    if c.op == "==" and column == "value":
        # a value some rows write as the key of the entity it names ("330682" for 上虞区, a region's code; a code of
        # four characters or more, never a row number a table keys its entities by)
        named = bind(value)
        return (f"EXISTS (SELECT 1 FROM kg_properties cp WHERE cp.entity_id = {alias}.entity_id "
                f"AND cp.predicate = {bind(prop.name if prop else c.prop)} AND (cp.value = {named} "
                f"OR cp.value IN (SELECT k.key FROM kg_entities k WHERE k.name = {named} AND k.key <> k.name AND length(k.key) >= 4)))")
    return (f"EXISTS (SELECT 1 FROM kg_properties cp WHERE cp.entity_id = {alias}.entity_id "
            f"AND cp.predicate = {bind(prop.name if prop else c.prop)} AND cp.{column} {op} {bind(value)})")


def compare_column(c: Constraint) -> tuple[str, object]:
    """Numbers compare with ``value_num``, everything else with the text ``value``."""
    if isinstance(c.value, (int, float)) and not isinstance(c.value, bool) and c.op != "like":
        return "value_num", float(c.value)
    return "value", str(c.value)


def sql_op(op: str) -> str:
    """The SQL spelling of a constraint operator (from a fixed set, never plan text)."""
    return {"==": "=", "!=": "<>", "like": "LIKE", "<": "<", "<=": "<=", ">": ">", ">=": ">="}[op]


@dataclass(frozen=True)
class IndexHop:
    """How a hop runs on the adjacency index (:mod:`kagflow.store.adjacency`): start from the
    ``source`` slot's ids (its input relation's column, or its link table's ids when unbound),
    follow ``signatures`` (stored direction, or object to subject when ``reverse``) and bind the
    ``subject``/``object`` slots (stored direction) that were not bound. ``kind`` is ``"edges"``
    or ``"props"`` (a property hop: ``object.column`` gets the value, ``+ "_n"`` its number)."""

    kind: str
    source: Slot
    target: Slot
    reverse: bool
    subject: Slot
    object: Slot
    signatures: tuple[tuple[str, str, str], ...]


def index_hop(r: ResolvedRetrieval, inputs: list[tuple[str, str]] | tuple[tuple[str, str], ...], s: Slot, o: Slot,
              edge_column: str | None) -> IndexHop | None:
    """The :class:`IndexHop` of a hop that the adjacency index answers exactly as :func:`hop_sql`
    does, or ``None`` when it must run as SQL: a hop with constraints or whose edge variable is
    used later (the index holds no edge ids nor edge properties), an implicit property (``name``,
    ``id``), a relation hop with both ends bound, or a hop with no bound or linked end to start from."""
    if r.action.constraints or edge_column is not None:
        return None
    preds = r.predicates or (r.predicate,)
    if r.is_property:
        if implicit_predicate(r.predicate.name) is not None and len(preds) == 1:
            return None
        if o.bound_in or not (s.bound_in or s.link) or len(inputs) > (1 if s.bound_in else 0):
            return None
        sigs = tuple(sorted({(p.name, p.owner, "") for p in preds}))
        return IndexHop("props", s, o, False, s, o, sigs)
    subj, obj = (o, s) if r.reverse else (s, o)
    if subj.bound_in and obj.bound_in:
        return None
    if subj.bound_in or (not obj.bound_in and subj.link):
        source, target, reverse = subj, obj, False
    elif obj.bound_in or obj.link:
        source, target, reverse = obj, subj, True
    else:
        return None
    if len(inputs) > (1 if source.bound_in else 0):
        return None
    sigs = tuple(sorted({(p.name, p.owner, p.range_type) for p in preds}))
    return IndexHop("edges", source, target, reverse, subj, obj, sigs)


def provenance_signature(r: ResolvedRetrieval) -> tuple[str, str, str] | None:
    """The one signature whose rows in the adjacency index hold exactly the sources
    :func:`provenance_sql` finds for the step's bindings (one predicate, not implicit), else ``None``."""
    preds = r.predicates or (r.predicate,)
    if len({p.name for p in preds}) != 1 or len(preds) != 1:
        return None
    p = preds[0]
    if r.is_property:
        return None if implicit_predicate(p.name) is not None else (p.name, p.owner, "")
    return (p.name, p.owner, p.range_type)
