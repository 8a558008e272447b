"""The build's text checks that read whole documents: the chunk slice check of ``parsed_chunks``
and the chunk start lines of ``text_edges``. Both run in one pass per document (linear in its
size; bench/operate_checks.py), and still catch a corrupt chunk."""

from __future__ import annotations

import shutil
from pathlib import Path

import pyarrow as pa
import pytest

from kagflow.assets.parsed_chunks import count_bad_chunks
from kagflow.documents.triples import chunk_start_lines
from kagflow.pipelines.build import BuildError
from kagflow.store import warehouse
from tests.conftest import REPO, build_without_models

# 4 lines, non-ASCII: "Zürich" is 0-5 (newline 6), "Москва" 7-12 (13), "東京" 14-15 (16), "end" 17-19
TEXT = "Zürich\nМосква\n東京\nend"
CHUNKS = [("c0", 0, 7), ("c1", 7, 14), ("c2", 14, 17), ("c3", 17, 20)]


def _store(path: Path, chunks: list[tuple[str, int, int, str]]) -> None:
    with warehouse.connect(path) as con:
        warehouse.insert_arrow(con, "documents", pa.table({"doc_id": ["d"], "file_id": ["f"], "format": ["txt"],
                                                          "text": [TEXT], "n_chunks": [len(chunks)]}))
        warehouse.insert_arrow(con, "chunks", pa.table({
            "chunk_id": [c[0] for c in chunks], "doc_id": ["d"] * len(chunks), "file_id": ["f"] * len(chunks),
            "seq": list(range(len(chunks))), "start_offset": [c[1] for c in chunks], "end_offset": [c[2] for c in chunks],
            "text": [c[3] for c in chunks],
        }))


def _count(tmp_path: Path, chunks) -> int:
    path = tmp_path / "kg.duckdb"
    _store(path, chunks)
    with warehouse.connect(path) as con:
        return count_bad_chunks(con)


def test_chunks_that_are_their_document_slices_pass(tmp_path):
    assert _count(tmp_path, [(cid, s, e, TEXT[s:e]) for cid, s, e in CHUNKS]) == 0


def test_a_table_header_may_precede_the_slice(tmp_path):
    assert _count(tmp_path, [("c0", 7, 14, "| h |\nМосква\n")]) == 0


@pytest.mark.parametrize("chunk", [
    ("c1", 8, 15, "Москва\n"),   # offsets shifted by one code point: the slice is "осква\n東"
    ("c1", 7, 14, "Москвa\n"),   # a Latin "a" for the Cyrillic "а"
    ("c1", 7, 14, "   "),        # whitespace only
    ("c1", 7, 14, "\n\t"),       # whitespace only
    ("c3", 17, 25, "end"),       # offsets beyond the document
], ids=["shifted", "changed-letter", "spaces", "newline-tab", "beyond-end"])
def test_a_corrupt_chunk_fails_the_check(tmp_path, chunk):
    good = [(cid, s, e, TEXT[s:e]) for cid, s, e in CHUNKS if cid != chunk[0]]
    assert _count(tmp_path, good + [chunk]) == 1


@pytest.mark.parametrize("lines,bad", [((2, 2), 0), ((2, 5), 0), ((5, 2), 1), ((0, 3), 1), ((2, None), 1)],
                         ids=["one-line", "range", "inverted", "line-0", "one-end"])
def test_a_chunk_whose_lines_are_no_range_fails_the_check(tmp_path, lines, bad):
    path = tmp_path / "kg.duckdb"
    _store(path, [(cid, s, e, TEXT[s:e]) for cid, s, e in CHUNKS])
    with warehouse.connect(path) as con:
        con.execute("UPDATE chunks SET line_start = ?, line_end = ? WHERE chunk_id = 'c1'", list(lines))
        assert count_bad_chunks(con) == bad


def test_chunk_start_lines_take_the_source_line_where_the_reader_knew_it(tmp_path):
    path = tmp_path / "kg.duckdb"
    _store(path, [(cid, s, e, TEXT[s:e]) for cid, s, e in CHUNKS])
    with warehouse.connect(path) as con:
        con.execute("UPDATE chunks SET line_start = 40, line_end = 41 WHERE chunk_id = 'c1'")
        lines = chunk_start_lines(con, "SELECT chunk_id FROM chunks")
    # c1's source line; the others' lines in the document text (TEXT, by hand)
    assert dict(zip(*(c.to_pylist() for c in lines.columns))) == {"c0": 1, "c1": 40, "c2": 3, "c3": 4}


def test_chunk_start_lines_count_the_newlines_before_each_chunk(tmp_path):
    path = tmp_path / "kg.duckdb"
    _store(path, [(cid, s, e, TEXT[s:e]) for cid, s, e in CHUNKS])
    with warehouse.connect(path) as con:
        con.execute("INSERT INTO chunks (chunk_id, doc_id, file_id, seq, text, start_offset, end_offset) "
                    "VALUES ('orphan', 'gone', 'f', 0, 'x', 0, 1)")
        lines = chunk_start_lines(con, "SELECT chunk_id FROM chunks WHERE chunk_id <> 'c2'")
    assert dict(zip(*(c.to_pylist() for c in lines.columns))) == {"c0": 1, "c1": 2, "c3": 4}  # by hand, see TEXT


def test_a_build_with_a_corrupt_chunk_fails_and_publishes_nothing(tmp_path, monkeypatch):
    from kagflow.assets import parsed_chunks

    root = tmp_path / "acme"
    shutil.copytree(REPO / "data" / "examples" / "acme-supply", root, ignore=shutil.ignore_patterns(".kagflow"))
    parse = parsed_chunks.parse_files

    def parse_then_corrupt(con, *args, **kwargs):
        run = parse(con, *args, **kwargs)
        con.execute("UPDATE chunks SET start_offset = start_offset + 1, end_offset = end_offset + 1 WHERE seq = 0")
        return run

    monkeypatch.setattr(parsed_chunks, "parse_files", parse_then_corrupt)
    with pytest.raises(BuildError, match="parsed_chunks: no_empty_chunks"):
        build_without_models(root)
    assert not (root / ".kagflow" / "kg.duckdb").exists()
