"""Sentence embeddings of chunks and entity names, stored in DuckDB, incremental by content.

Only chunks (entity names) without an embedding from the current model are encoded; embeddings of
chunks and names that no longer exist, or of another model, are dropped. The encoder is a plain
callable ``encode(texts) -> float32 array (len(texts), dim)``; the vectors are expected
unit-normalised, so cosine similarity is a dot product (``list_cosine_similarity`` in DuckDB).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import duckdb
import numpy as np
import pyarrow as pa

from kagflow.store import warehouse

Encode = Callable[[list[str]], np.ndarray]

# Entities whose names are embedded: everything but dates and times, which are values (spaCy's
# DATE/TIME mentions), not things a question would link to; on MuSiQue they are a large share of names.
EMBEDDED_ENTITIES = "SELECT entity_id, name FROM kg_entities WHERE type NOT IN ('DATE', 'TIME')"


def encode_sorted(texts: Sequence[str], encode: Encode, batch: int = 1024,
                  log: Callable[[str], None] | None = None) -> np.ndarray:
    """Encode ``texts`` shortest first, ``batch`` texts per ``encode`` call; rows in input order.

    Sorting by length keeps the padding inside each batch small (sentence-transformers sorts only
    within one ``encode`` call).

    Returns:
        float32 array ``(len(texts), dim)``; ``(0, 0)`` for no texts.
    """
    if not texts:
        return np.zeros((0, 0), dtype=np.float32)
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors: np.ndarray | None = None
    for start in range(0, len(order), batch):
        part = order[start:start + batch]
        encoded = encode([texts[i] for i in part])
        if vectors is None:
            vectors = np.zeros((len(texts), encoded.shape[1]), dtype=np.float32)
        vectors[part] = encoded
        if log is not None:
            log(f"embedded {min(start + batch, len(order))}/{len(order)}")
    return vectors


def insert_vectors(con: duckdb.DuckDBPyConnection, table: str, keys: dict[str, list], vectors: np.ndarray, model: str) -> None:
    """Append ``vectors`` to ``table`` with the key columns ``keys`` (lists aligned with the rows).

    The vectors travel to DuckDB as one Arrow list column, without a Python list per vector.
    Goes through the store's one insert path (:func:`kagflow.store.warehouse.insert_arrow`).
    """
    if len(vectors) == 0:
        return
    dim = vectors.shape[1]
    offsets = pa.array(np.arange(0, (len(vectors) + 1) * dim, dim, dtype=np.int32))
    column = pa.ListArray.from_arrays(offsets, pa.array(vectors.reshape(-1)))
    arrow = pa.table({**{k: pa.array(v) for k, v in keys.items()}, "model": pa.array([model] * len(vectors)), "embedding": column})
    warehouse.insert_arrow(con, table, arrow)


@dataclass(frozen=True)
class EmbeddingRun:
    """Rows encoded by :func:`update_embeddings` and the table sizes after it."""

    new_chunks: int
    new_entities: int
    chunks: int
    entities: int


def update_embeddings(con: duckdb.DuckDBPyConnection, encode: Encode, model: str, enabled: bool = True,
                      log: Callable[[str], None] | None = None) -> EmbeddingRun:
    """Bring ``chunk_embeddings`` and ``entity_embeddings`` up to date with ``chunks`` and ``kg_entities``.

    Args:
        con: the knowledge store, inside the caller's transaction.
        encode: ``texts -> float32 array``, one unit-length row per text.
        model: the encoder's name; rows of another model are dropped and re-encoded.
        enabled: ``False`` only drops what no longer exists and encodes nothing.
        log: progress lines.

    Returns:
        an :class:`EmbeddingRun`.
    """
    con.execute("DELETE FROM chunk_embeddings WHERE model <> ? OR chunk_id NOT IN (SELECT chunk_id FROM chunks)", [model])
    con.execute(
        f"DELETE FROM entity_embeddings WHERE model <> ? OR (entity_id, text) NOT IN (SELECT entity_id, name FROM ({EMBEDDED_ENTITIES}))",
        [model],
    )
    new_chunks = new_entities = 0
    if enabled:
        missing = con.execute(
            "SELECT chunk_id, text FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings) ORDER BY chunk_id"
        ).fetchall()
        texts = [t for _, t in missing]
        insert_vectors(con, "chunk_embeddings", {"chunk_id": [c for c, _ in missing]},
                       encode_sorted(texts, encode, log=_prefixed(log, "chunk_embeddings")), model)
        missing_entities = con.execute(
            f"SELECT DISTINCT entity_id, name FROM ({EMBEDDED_ENTITIES}) WHERE (entity_id, name) NOT IN "
            f"(SELECT entity_id, text FROM entity_embeddings) ORDER BY 1"
        ).fetchall()
        names = [n for _, n in missing_entities]
        insert_vectors(con, "entity_embeddings", {"entity_id": [e for e, _ in missing_entities], "text": names},
                       encode_sorted(names, encode, log=_prefixed(log, "entity_embeddings")), model)
        new_chunks, new_entities = len(missing), len(missing_entities)
    n_chunks, n_entities = con.execute("SELECT (SELECT count(*) FROM chunk_embeddings), (SELECT count(*) FROM entity_embeddings)").fetchone()
    return EmbeddingRun(new_chunks, new_entities, n_chunks, n_entities)


def _prefixed(log: Callable[[str], None] | None, prefix: str) -> Callable[[str], None] | None:
    return None if log is None else (lambda line: log(f"{prefix}: {line}"))
