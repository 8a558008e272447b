"""Hand-made stores for entity-resolution tests: mentions written as rows, resolved, read back as clusters."""

from __future__ import annotations

import duckdb

from kagflow.documents.entities import standardize_entities
from kagflow.documents.names import name_key, official_name
from kagflow.knowledge.resolution import resolve_entities
from kagflow.project import AlignmentConfig
from kagflow.store import warehouse


def empty_store() -> duckdb.DuckDBPyConnection:
    """An in-memory store with every kagflow table and view."""
    con = duckdb.connect(":memory:")
    warehouse.ensure_tables(con)
    return con


def add_mention(con, doc: str, chunk: str, text: str, label: str = "PERSON", schema_type: str | None = None, start: int = 0) -> None:
    """One mention of ``text`` in ``chunk`` of ``doc`` (the chunk row is made on first use; its
    ``seq`` is the chunk id's digits), standardised as the NER stage would."""
    if not con.execute("SELECT 1 FROM chunks WHERE chunk_id = ?", [chunk]).fetchone():
        seq = int("".join(ch for ch in chunk if ch.isdigit()) or 0)
        warehouse.insert_rows(con, "chunks", ["chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset"],
                              [(chunk, doc, doc, seq, "", 0, 0)])
    warehouse.insert_rows(
        con, "ner_mentions",
        ["mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset", "text", "label", "schema_type",
         "official_name", "name_key", "extractor"],
        [(f"{chunk}:{start}:{text}", chunk, doc, doc, start, start + len(text), text, label, schema_type,
          official_name(text, label), name_key(text), "test")])


def store_with(*mentions: tuple) -> duckdb.DuckDBPyConnection:
    """A fresh store holding ``mentions``, each the arguments of :func:`add_mention` as a tuple
    ``(doc, chunk, text[, label])``."""
    con = empty_store()
    for mention in mentions:
        add_mention(con, *mention)
    return con


def names_apart(*names, label: str = "PERSON") -> duckdb.DuckDBPyConnection:
    """A fresh store where each name is mentioned once in a document of its own (``d1``/``c1``,
    ``d2``/``c2``, ...); a name may be ``(text, label)`` to override ``label``."""
    return store_with(*((f"d{i}", f"c{i}", *((n, label) if isinstance(n, str) else n)) for i, n in enumerate(names, 1)))


def resolve(con, schema_types=(), **settings):
    """Standardise the store's mentions, then resolve them with ``AlignmentConfig(**settings)``."""
    standardize_entities(con, schema_types)
    return resolve_entities(con, schema_types, AlignmentConfig(**settings))


def clusters(con) -> dict[str, set[str]]:
    """canonical id -> the name keys of its rows."""
    out: dict[str, set[str]] = {}
    for entity_id, key in con.execute("SELECT entity_id, name_key FROM standardized_entities").fetchall():
        out.setdefault(entity_id, set()).add(key)
    return out
