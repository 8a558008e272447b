"""Hops answered from the store's adjacency index (:mod:`kagflow.store.adjacency`) instead of
their SQL, for :class:`~kagflow.solver.execute.PlanExecutor`.

A hop that starts from bound or linked ids and needs nothing the index lacks (no constraints,
edge variable unused: :func:`kagflow.solver.hop_sql.index_hop`) is answered from its CSR arrays:
the input relation's rows repeated per neighbour, the same rows the SQL gives, held as the index's
integer codes (:class:`~kagflow.solver.index_relation.IndexRelation`: entity ids and property
values become text only when a statement or an Output reads them); the trace's ``sources`` of
single-predicate steps are read from the same arrays.
numpy and pyarrow are imported inside the functions: a reader that never uses the index never
imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import duckdb

from kagflow.solver.hop_sql import IndexHop, provenance_signature

if TYPE_CHECKING:
    from kagflow.solver.index_relation import IndexRelation


def index_hop_relation(con: duckdb.DuckDBPyConnection, adj, step, plan: IndexHop, linked: dict[str, list[str]],
                       arrows: dict[str, IndexRelation]) -> IndexRelation:
    """``step.relation`` from the adjacency index: the input relation's rows, each repeated per
    neighbour (or property value) of its source id, plus the new columns: the rows ``step.sql``
    gives (input relations are distinct, so are (row, neighbour) pairs), held as codes
    (:class:`~kagflow.solver.index_relation.IndexRelation`).

    Args:
        con: the plan's connection (input relations that are temporary tables are read from it).
        adj: the store's adjacency index (:func:`kagflow.store.adjacency.adjacency_for`).
        step: the compiled step (its ``hop``); plan: its :func:`~kagflow.solver.hop_sql.index_hop` plan.
        linked: link table -> entity ids; arrows: relations the index made before.

    Returns:
        the relation; ``.table()`` gives it as Arrow.
    """
    import numpy as np

    from kagflow.solver.index_relation import IndexRelation, PropertyRows
    from kagflow.store.adjacency import arrow_of

    if plan.source.bound_in:
        relation = step.hop.inputs[0][0]
        source = arrows.get(relation)
        if source is None:
            source = IndexRelation.of_table(adj, arrow_of(con.execute(f"SELECT * FROM {relation}")))  # a name made by the compiler
        codes = source.codes(plan.source.column)
    else:
        source = None
        codes = adj.codes(sorted(set(linked.get(plan.source.link, ()))))  # ids in text order, as the SQL's input
    prop_rows = value = value_num = nbr = None
    if plan.kind == "props" and len(plan.signatures) == 1:
        row, block, prop_rows = adj.value_rows(con, codes, plan.signatures[0])
    elif plan.kind == "props":
        row, value, value_num = adj.values(con, codes, plan.signatures)
    else:
        row, nbr = adj.expand(con, codes, plan.signatures, plan.reverse)
        if plan.target.link:
            allowed = adj.codes(linked.get(plan.target.link, ()))
            keep = np.isin(nbr, allowed[allowed >= 0])
            row, nbr = row[keep], nbr[keep]
    out = source.take(row) if source is not None else IndexRelation(adj, len(row))
    if plan.kind == "props":
        if not plan.source.bound_in:
            out.columns[plan.source.column] = codes[row]
        if prop_rows is not None:
            out.columns[plan.object.column] = PropertyRows(block, prop_rows, False)
            out.columns[plan.object.column + "_n"] = PropertyRows(block, prop_rows, True)
        else:
            out.columns[plan.object.column], out.columns[plan.object.column + "_n"] = value, value_num
    else:
        for slot in (plan.subject, plan.object):  # the new columns in stored order, as the SQL has them
            if not slot.bound_in:
                out.columns[slot.column] = codes[row] if slot is plan.source else nbr
    return out


def index_sources(con: duckdb.DuckDBPyConnection, adj, step, arrows: dict[str, IndexRelation]) -> list[tuple] | None:
    """The rows ``step.provenance_sql`` gives (distinct ``(origin, doc_id, line)`` of the facts
    behind the final bindings, ordered, at most 200), read from the adjacency index ``adj``
    (``arrows`` as for :func:`index_hop_relation`); ``None`` when there is no index (``adj`` is
    ``None``) or the step has several predicates (then the SQL runs)."""
    hop = step.hop
    sig = provenance_signature(hop.retrieval) if adj is not None and hop is not None else None
    if sig is None:
        return None
    import numpy as np
    import pyarrow as pa

    from kagflow.solver.index_relation import IndexRelation, PropertyRows
    from kagflow.store.adjacency import arrow_of, distinct_rows

    r = hop.retrieval
    subj, obj = (hop.o, hop.s) if r.reverse and not r.is_property else (hop.s, hop.o)
    relation = arrows.get(step.final_relation)
    if relation is None:
        relation = IndexRelation.of_table(adj, arrow_of(con.execute(
            f"SELECT DISTINCT {subj.column}, {obj.column} FROM {step.final_relation}")))
    s_codes = relation.codes(subj.column)
    if r.is_property:
        values = relation.columns[obj.column]
        if isinstance(values, PropertyRows) and values.block is adj.block(con, "props", sig):
            key, keys = values.block.value_keys()[:2]
            width = np.int64(max(1, keys))
            pairs = np.unique((s_codes + 1) * width + key[values.rows])  # +1: an unknown id (-1) stays apart
            rows = adj.keyed_property_sources(con, sig, pairs // width - 1, pairs % width)
        else:
            pairs = pa.table({"s": pa.array(s_codes, pa.int64()), "v": relation.arrow(obj.column)})
            first = distinct_rows(pairs, ["s", "v"])
            rows = adj.property_sources(con, sig, np.asarray(s_codes, dtype=np.int64)[first],
                                        pairs.column("v").take(pa.array(first, pa.int64())).to_pylist())
    else:
        o_codes = relation.codes(obj.column)
        width = np.int64(adj.size + 1)
        pairs = np.unique((s_codes + 1) * width + (o_codes + 1))  # +1: an unknown id (-1) stays apart
        rows = adj.edge_sources(con, sig, pairs // width - 1, pairs % width - 1)
    return rows[:200]
