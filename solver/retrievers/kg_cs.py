"""KAG's ``kg_cs`` as a step retriever: the exact hop on the knowledge layer answers when it has rows.

The hop's SQL is the compiler's (:mod:`kagflow.solver.hop_sql`); by the time the merger asks, the
step's relation holds its rows. It answers (no fallback) when there are any, and also when the hop
had rows before the step's constraints and none after: the filters, not the graph, emptied it, and
text would only answer a different question. Otherwise it notes why the hop was empty — an input
with no rows, a name linked to nothing, or no such edge from the linked entities — and passes.
"""

from __future__ import annotations

import duckdb

from kagflow.schema.spg import Schema
from kagflow.solver.retrievers.step import MergerOptions, StepOutcome, StepQuery

__all__ = ["ExactHopRetriever"]


class ExactHopRetriever:
    """:class:`~kagflow.solver.retrievers.step.StepRetriever` ``kg_cs``."""

    name = "kg_cs"

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, options: MergerOptions):
        self.con = con

    def answer(self, query: StepQuery) -> StepOutcome | None:
        if query.count > 0:
            return StepOutcome(self.name, query.count)
        step, hop = query.step, query.hop
        if step.unconstrained is not None:
            sql, params = step.unconstrained
            before = self.con.execute(f"SELECT count(*) FROM ({sql})", params).fetchone()[0]
            if before:
                # the graph has the facts; the plan's filters exclude them all: an answer, not a gap
                shown = ", ".join(f"{c.alias}.{c.prop} {c.op} {c.value}" for c in hop.retrieval.action.constraints)
                return StepOutcome(self.name, 0, f"kg_cs: {before} row(s) before the constraints ({shown}), none after; "
                                                 "no fallback: the graph answers that nothing qualifies")
        query.notes.append(f"kg_cs: {self.miss(query)}")
        return None

    def miss(self, query: StepQuery) -> str:
        """Why the exact hop held no rows, in the trace's words."""
        hop = query.hop
        r = hop.retrieval
        empty = [rel for rel, _ in hop.inputs if self.con.execute(f"SELECT count(*) FROM {rel}").fetchone()[0] == 0]
        if empty:
            return f"its input {', '.join(empty)} holds no rows (an earlier step bound nothing)"
        for slot in (hop.s, hop.o):
            if slot.link and not query.linked.get(slot.link):
                link = query.links.get(slot.link)
                return f"{link.name or link.concept!s} linked to no {link.type or 'entity'}" if link else "a name linked to nothing"
        preds = r.predicates or (r.predicate,)
        kind = "property" if r.is_property else "edge"
        signature = " or ".join(f"{p.owner}-{p.name}->{p.range_type}" for p in preds[:3])
        subj, obj = (hop.o, hop.s) if r.reverse else (hop.s, hop.o)
        s_node, o_node = (r.o or r.action.o, r.s or r.action.s) if r.reverse else (r.s or r.action.s, r.o or r.action.o)
        where = []
        for slot, node, word in ((subj, s_node, "from"), (obj, o_node, "to")):
            if slot.link or slot.bound_in:
                where.append(f"{word} {query.end_text(slot, node, None)!r}")
        return f"no {signature} {kind}" + (" " + " ".join(where) if where else "")
