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


def doc_id_for(path: Path, sources_dir: Path) -> str:
    """Stable document id of a source file: its POSIX path relative to ``sources_dir``.

    The id is readable (``Company.csv``, ``reports/2024/q1.pdf``) so that the build's issue table
    and the Dagster partition list name files the way a user sees them.

    Raises:
        ValueError: if ``path`` is not inside ``sources_dir``.
    """
    return path.resolve().relative_to(sources_dir.resolve()).as_posix()


def entity_id_for(schema_type: str, key: str) -> str:
    """Entity id: a hash of ``(schema_type, key)``; ``key`` is the source id or official name."""
    return stable_hash("entity", schema_type, key)


def file_content_hash(path: Path) -> str:
    """SHA-256 of a file's bytes (64 hex characters), read in 1 MiB blocks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
