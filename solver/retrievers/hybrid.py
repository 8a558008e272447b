"""Chunk search over a built project: the entry point the solver, ``kagflow ask``, eval and MCP use.

PROVISIONAL: dense retrieval only, until the rc (dense + BM25) and kg_fr (personalised PageRank)
retrievers land behind this same interface.
"""

from __future__ import annotations

from collections.abc import Callable

import duckdb
import numpy as np

from kagflow.solver.retrievers.base import Hit, with_provenance

Encode = Callable[[list[str]], np.ndarray]


class ChunkSearch:
    """Retrieves chunks for a question from one project's store.

    Args:
        con: an open connection to the project's ``kg.duckdb`` (read-only is enough).
        encode: ``texts -> unit float32 array``; must be the encoder that embedded the chunks
            (``chunk_embeddings.model``). ``None``: no dense retrieval.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, encode: Encode | None = None):
        self.con = con
        self.encode = encode

    def search_each(self, question: str, k: int = 5) -> dict[str, list[Hit]]:
        """Top ``k`` hits of each retriever and of the fused result: keys ``dense``, ``hybrid``, ..."""
        dense = self._dense(question, k)
        return {"dense": dense, "hybrid": [Hit(**{**h.__dict__, "retriever": "hybrid"}) for h in dense]}

    def search(self, question: str, k: int = 5) -> list[Hit]:
        """The fused top ``k`` chunks for ``question``, best first."""
        return self.search_each(question, k)["hybrid"]

    def _dense(self, question: str, k: int) -> list[Hit]:
        if self.encode is None:
            return []
        vector = self.encode([question])[0].astype(np.float32).tolist()
        rows = self.con.execute(
            "SELECT chunk_id, list_dot_product(embedding, ?::FLOAT[]) AS s FROM chunk_embeddings ORDER BY s DESC, chunk_id LIMIT ?",
            [vector, k],
        ).fetchall()
        return with_provenance(self.con, [(c, s) for c, s in rows], "dense")
