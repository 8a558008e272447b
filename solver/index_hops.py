"""Hops answered from the store's adjacency index (:mod:`kagflow.store.adjacency`) instead of
their SQL, for :class:`~kagflow.solver.execute.PlanExecutor`.

A hop that starts from bound or linked ids and needs nothing the index lacks (no constraints,
edge variable unused: :func:`kagflow.solver.hop_sql.index_hop`) is answered from its CSR arrays:
the input relation's rows repeated per neighbour, held as an Arrow table, the same rows the SQL
gives; the trace's ``sources`` of single-predicate steps are read from the same arrays.
numpy and pyarrow are imported inside the functions: a reader that never uses the index never
imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import duckdb

from kagflow.solver.hop_sql import IndexHop, provenance_signature

if TYPE_CHECKING:
    import numpy as np
    import pyarrow as pa


def index_hop_relation(con: duckdb.DuckDBPyConnection, adj, step, plan: IndexHop, linked: dict[str, list[str]],
                       arrows: dict[str, tuple[pa.Table, dict[str, np.ndarray]]]) -> tuple[pa.Table, dict[str, np.ndarray]]:
    """``step.relation`` from the adjacency index: the input relation's rows, each repeated per
    neighbour (or property value) of its source id, plus the new columns: the rows ``step.sql``
    gives (input relations are distinct, so are (row, neighbour) pairs).

    Args:
        con: the plan's connection (input relations that are temporary tables are read from it).
        adj: the store's adjacency index (:func:`kagflow.store.adjacency.adjacency_for`).
        step: the compiled step (its ``hop``); plan: its :func:`~kagflow.solver.hop_sql.index_hop` plan.
        linked: link table -> entity ids; arrows: relations the index made before, with their entity codes.

    Returns:
        the relation as an Arrow table, and the entity codes of its entity columns that the index knows.
    """
    import numpy as np
    import pyarrow as pa

    from kagflow.store.adjacency import arrow_of

    known: dict[str, np.ndarray] = {}
    if plan.source.bound_in:
        relation = step.hop.inputs[0][0]
        table, known = arrows.get(relation, (None, {}))
        if table is None:
            table = arrow_of(con.execute(f"SELECT * FROM {relation}"))  # a name made by the compiler
        ids = table.column(plan.source.column).combine_chunks()
    else:
        table = None
        ids = pa.array(sorted(set(linked.get(plan.source.link, ()))), pa.string())
    codes = known.get(plan.source.column)
    if codes is None:
        codes = adj.codes(ids)
    if plan.kind == "props":
        row, value, value_num = adj.values(con, codes, plan.signatures)
        nbr = None
    else:
        row, nbr = adj.expand(con, codes, plan.signatures, plan.reverse)
        if plan.target.link:
            allowed = adj.codes(linked.get(plan.target.link, ()))
            keep = np.isin(nbr, allowed[allowed >= 0])
            row, nbr = row[keep], nbr[keep]
    take_rows = pa.array(row, pa.int64())
    columns: dict[str, pa.Array] = {}
    out_codes = {name: c[row] for name, c in known.items()}
    if table is not None and table.num_columns:
        taken = table.take(take_rows)  # one call for every input column
        columns.update(zip(taken.column_names, taken.columns))
    if plan.kind == "props":
        if not plan.source.bound_in:
            columns[plan.source.column] = ids.take(take_rows).cast(pa.string())
        out_codes[plan.source.column] = codes[row]
        columns[plan.object.column] = value
        columns[plan.object.column + "_n"] = value_num
    else:
        for slot in (plan.subject, plan.object):
            if not slot.bound_in:
                if slot is plan.source:
                    columns[slot.column] = ids.take(take_rows).cast(pa.string())
                else:
                    columns[slot.column] = adj.ids.take(pa.array(nbr, pa.int64())).cast(pa.string())
        out_codes[plan.source.column] = codes[row]
        out_codes[plan.target.column] = nbr
    return pa.table(columns), out_codes

def index_sources(con: duckdb.DuckDBPyConnection, adj, step,
                  arrows: dict[str, tuple[pa.Table, dict[str, np.ndarray]]]) -> list[tuple] | None:
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

    from kagflow.store.adjacency import arrow_of, distinct_rows

    r = hop.retrieval
    subj, obj = (hop.o, hop.s) if r.reverse and not r.is_property else (hop.s, hop.o)
    table, known = arrows.get(step.final_relation, (None, {}))
    if table is None:
        table = arrow_of(con.execute(f"SELECT DISTINCT {subj.column}, {obj.column} FROM {step.final_relation}"))
        known = {}
    s_codes = known.get(subj.column)
    if s_codes is None:
        s_codes = adj.codes(table.column(subj.column))
    if r.is_property:
        pairs = pa.table({"s": pa.array(s_codes, pa.int64()), "v": table.column(obj.column)})
        first = distinct_rows(pairs, ["s", "v"])
        rows = adj.property_sources(con, sig, np.asarray(s_codes, dtype=np.int64)[first],
                                    pairs.column("v").take(pa.array(first, pa.int64())).to_pylist())
    else:
        o_codes = known.get(obj.column)
        if o_codes is None:
            o_codes = adj.codes(table.column(obj.column))
        width = np.int64(adj.size + 1)
        pairs = np.unique((s_codes + 1) * width + (o_codes + 1))  # +1: an unknown id (-1) stays apart
        rows = adj.edge_sources(con, sig, pairs // width - 1, pairs % width - 1)
    return rows[:200]
