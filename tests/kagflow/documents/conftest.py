"""A small knowledge store for the document stages, without Dagster: real passages and notes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.knowledge.sources import discover_sources, read_source
from kagflow.store import warehouse
from tests.conftest import REPO, dataset

N_PASSAGES = 30
SPLITTER = {"max_tokens": 256, "overlap_tokens": 32}


def hotpotqa_slice(n: int = N_PASSAGES) -> dict[str, list[str]]:
    """The first ``n`` passages of the shared HotpotQA corpus (title -> sentences), read with json."""
    data = json.loads((dataset("hotpotqa") / "corpus.json").read_text(encoding="utf-8"))
    return dict(list(data.items())[:n])


def make_sources(root: Path) -> Path:
    """``root/sources`` with a HotpotQA slice, the acme example's two notes and a file that is not UTF-8."""
    sources = root / "sources"
    sources.mkdir(parents=True)
    (sources / "corpus.json").write_text(json.dumps(hotpotqa_slice(), ensure_ascii=False), encoding="utf-8")
    for note in (REPO / "data" / "examples" / "acme-supply" / "sources" / "notes").iterdir():
        shutil.copy(note, sources / note.name)
    (sources / "broken.txt").write_bytes(b"fine line\nbad \xff byte\n")
    return sources


def register_sources(con: duckdb.DuckDBPyConnection, sources: Path) -> list[str]:
    """Fill ``source_documents`` as the source stage does; returns the file ids."""
    con.execute("DELETE FROM source_documents")
    rows = []
    for path in discover_sources(sources):
        source = read_source(path, sources)
        rows.append((source.doc_id, str(path), source.format, source.content_hash, source.size_bytes,
                     len(source.records), source.status, source.error))
    warehouse.insert_rows(con, "source_documents", ("doc_id", "path", "format", "content_hash", "size_bytes",
                                                    "n_records", "status", "error"), rows)
    return [row[0] for row in rows]


@pytest.fixture
def store(tmp_path):
    """``(connection, sources folder, file ids)`` of an empty store whose sources are registered."""
    sources = make_sources(tmp_path)
    con = duckdb.connect(str(tmp_path / "kg.duckdb"))
    warehouse.ensure_tables(con)
    file_ids = register_sources(con, sources)
    yield con, sources, file_ids
    con.close()
