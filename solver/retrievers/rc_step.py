"""KAG's ``rc`` as a step retriever: chunk search for the step's sub-question, the last resort.

The chunks (:class:`~kagflow.solver.retrievers.hybrid.ChunkSearch`) become the step's evidence;
the step's new variables stay unbound (its relation stays empty) and the note says so, so an
answer writer can read the chunks instead. Without a chunk search (a project with no documents,
or a caller that gave none) it says rc was not available.
"""

from __future__ import annotations

import duckdb

from kagflow.schema.spg import Schema
from kagflow.solver.retrievers.step import MergerOptions, StepOutcome, StepQuery

__all__ = ["ChunkStepRetriever"]


class ChunkStepRetriever:
    """:class:`~kagflow.solver.retrievers.step.StepRetriever` ``rc``."""

    name = "rc"

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, options: MergerOptions):
        self.chunk_search = options.chunk_search
        self.k = options.k

    def answer(self, query: StepQuery) -> StepOutcome | None:
        new = query.new_variables()
        unbound = f"{', '.join(new)} {'stays' if len(new) == 1 else 'stay'}" if new else "nothing new is"
        if self.chunk_search is None:
            query.notes.append(f"rc not available (no chunk search); {unbound} unbound")
            return None
        text = query.sub_question()
        hits = self.chunk_search.search(text, self.k)
        if not hits:
            query.notes.append(f"rc: no chunk found for {text!r}; {unbound} unbound")
            return None
        query.notes.append(f"answered by rc: {len(hits)} chunk(s) for {text!r}, best {hits[0].citation()}; "
                           f"{unbound} unbound, the chunks are the evidence")
        return StepOutcome(self.name, 0, query.fallback(), hits)
