"""Hits and their citations (kagflow.solver.retrievers.base): every place a passage can be in."""

from __future__ import annotations

import hashlib

import duckdb

from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.store import warehouse


def _h8(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def test_citations_name_lines_page_section_or_row_and_the_text_hash():
    text = "Delta Cells GmbH supplies the lithium cells."
    base = {"chunk_id": "c1", "score": 1.0, "retriever": "bm25", "text": text, "chunk_hash": _h8(text) + "00000000",
            "content_hash": "f" * 16}
    txt = Hit(**base, doc_id="notes.txt", file_id="notes.txt", path="sources/notes.txt", line_start=12, line_end=18)
    one = Hit(**base, doc_id="notes.txt", file_id="notes.txt", path="sources/notes.txt", line_start=4, line_end=4)
    md = Hit(**base, doc_id="g.md", file_id="g.md", path="sources/g.md", line_start=3, line_end=9, title="Guide",
             section=("Guide", "Install"))
    pdf = Hit(**base, doc_id="r.pdf", file_id="r.pdf", path="sources/r.pdf", page=4, page_end=5, section=("2. Results",))
    passage = Hit(**base, doc_id="c.json#Delta", file_id="c.json", path="sources/c.json", title="Delta")
    assert txt.citation() == f"sources/notes.txt:12-18 #{_h8(text)}"
    assert one.citation() == f"sources/notes.txt:4 #{_h8(text)}"
    assert md.citation() == f"sources/g.md:3-9 § Guide > Install #{_h8(text)}"  # a file's title is not printed
    assert pdf.citation() == f"sources/r.pdf p.4-5 § 2. Results #{_h8(text)}"
    assert passage.citation() == f"sources/c.json (Delta) #{_h8(text)}"  # a passage's title says which one
    # JSON: the parts as fields, and back
    data = md.as_dict()
    assert (data["line_start"], data["line_end"], data["section"], data["chunk_hash"][:8]) == (3, 9, ["Guide", "Install"], _h8(text))
    assert Hit.from_dict(data) == md and data["citation"] == md.citation()


def test_a_store_without_the_place_columns_still_cites_with_the_file_hash(tmp_path):
    """A store of an older kagflow, read-only (it cannot gain columns): no lines, the file's hash."""
    path = tmp_path / "kg.duckdb"
    con = duckdb.connect(str(path))
    warehouse.ensure_tables(con)
    for column in ("line_start", "line_end", "chunk_hash"):
        con.execute(f"ALTER TABLE chunks DROP COLUMN {column}")
    con.execute("INSERT INTO source_documents (doc_id, path, format, content_hash, size_bytes, n_records, status) VALUES "
                "('notes.txt', 'sources/notes.txt', 'txt', 'abcdef0123456789', 10, 0, 'ok')")
    con.execute("INSERT INTO chunks (chunk_id, doc_id, file_id, seq, text, start_offset, end_offset) "
                "VALUES ('c1', 'notes.txt', 'notes.txt', 0, 'Some text.', 0, 10)")
    con.close()
    reader = warehouse.open_reader(path)
    try:
        [hit] = with_provenance(reader, [("c1", 0.5)], "bm25")
    finally:
        reader.close()
    assert (hit.line_start, hit.chunk_hash, hit.text) == (None, "", "Some text.")
    assert hit.citation() == "sources/notes.txt #abcdef01"
