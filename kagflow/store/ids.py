"""Stable identifiers.

``doc_id`` is derived from a source file's path relative to the project's ``sources/`` folder, so
an edited file keeps its identity and its new content replaces the old rows. Entity ids hash
``(schema type, key)``; edge ids hash their content. The same input therefore gives the same ids on
every build.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

_SEP = "\x1f"  # unit separator: cannot occur in a CSV cell we split on, keeps hash inputs unambiguous


def stable_hash(*parts: object, length: int = 16) -> str:
    """Hash ``parts`` to a hex string.

    Args:
        parts: values joined with an ASCII unit separator after ``str()``; ``None`` hashes as "".
        length: number of hex characters kept (16 = 64 bits).

    Returns:
        ``length`` lowercase hex characters of the SHA-256 of the joined parts.
    """
    joined = _SEP.join("" if p is None else str(p) for p in parts)
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()[:length]


def stable_hash_sql(*parts: str, length: int = 16) -> str:
    """The DuckDB expression that computes :func:`stable_hash` of text columns, row by row.

    Args:
        parts: SQL expressions (column names, string literals such as ``"'entity'"``) written
            into the expression as they are: pass only SQL text of your own, never data values.
        length: number of hex characters kept.

    Returns:
        SQL text; for text values it equals ``stable_hash`` of the same values (NULL hashes as "",
        as ``None`` does in Python).
    """
    joined = ", ".join(f"coalesce(CAST({part} AS VARCHAR), '')" for part in parts)
    return f"substr(sha256(concat_ws(chr(31), {joined})), 1, {length})"


def doc_id_for(path: Path, sources_dir: Path) -> str:
    """Stable document id of a source file: its POSIX path relative to ``sources_dir``.

    The id is readable (``Company.csv``, ``reports/2024/q1.pdf``) so that the build's issue table
    and the Dagster partition list name files the way a user sees them. The folders of ``path``
    are resolved, its own name is not: a symbolic link is named by where it lies, not by its target.

    Raises:
        ValueError: if ``path`` is not inside ``sources_dir``.
    """
    return (path.parent.resolve() / path.name).relative_to(sources_dir.resolve()).as_posix()


def chunk_id_for(doc_id: str, text: str, occurrence: int) -> str:
    """Chunk id: a hash of its document, its text and which occurrence of that text it is (1, 2...)."""
    return stable_hash("chunk", doc_id, text, occurrence)


def text_hash(text: str) -> str:
    """The hash of a cited text (a chunk's, a source record's): the first 16 hex digits of the
    SHA-256 of its UTF-8 bytes, so anyone can check a citation's ``#hash`` against the text."""
    return stable_hash(text)


def entity_id_for(schema_type: str, key: str) -> str:
    """Entity id: a hash of ``(schema_type, key)``; ``key`` is the source id or the name key."""
    return stable_hash("entity", schema_type, key)


def entity_id_sql(schema_type: str, key: str) -> str:
    """SQL twin of :func:`entity_id_for` over two SQL expressions (see :func:`stable_hash_sql`)."""
    return stable_hash_sql("'entity'", schema_type, key)


def edge_id_for(*parts: str) -> str:
    """Edge id of the knowledge layer: ``stable_hash("edge", *parts)`` for parts that are all
    ``str`` (subject id, predicate, object id, and for an edge-file row its properties as JSON
    text), without ``stable_hash``'s per-part ``None`` test and ``str()`` call (one per edge, so
    it counts at 10^6 edges). The set-based mapping computes the same digest in SQL
    (``sha256(concat_ws(chr(31), 'edge', ...))``)."""
    return hashlib.sha256(("edge" + _SEP + _SEP.join(parts)).encode("utf-8")).hexdigest()[:16]


def triple_id_for(subject_id: str, predicate: str, object_id: str, chunk_id: str) -> str:
    """Id of an information-layer triple: a hash of its endpoints, predicate and chunk."""
    return stable_hash("triple", subject_id, predicate, object_id, chunk_id)


def triple_id_sql(subject_id: str, predicate: str, object_id: str, chunk_id: str) -> str:
    """SQL twin of :func:`triple_id_for` over four SQL expressions (see :func:`stable_hash_sql`)."""
    return stable_hash_sql("'triple'", subject_id, predicate, object_id, chunk_id)


def file_content_hash(path: Path) -> str:
    """SHA-256 of a file's bytes (64 hex characters), read in 1 MiB blocks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
