"""``limits.max_document_bytes`` (issue 19): a document over the limit is not read (reading and
splitting costs many times its size in memory) but warned about, and the build goes on."""

from __future__ import annotations

import duckdb

from tests.conftest import build_without_models, copy_example


def test_a_document_over_the_limit_is_skipped_with_a_warning(tmp_path):
    root = copy_example(tmp_path / "acme")
    big = root / "sources" / "notes" / "big.txt"
    big.write_text("Acme Motors makes cars. " * 100, encoding="utf-8")  # 2,400 bytes
    config = root / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "limits:\n  max_document_bytes: 2000\n", encoding="utf-8")
    report = build_without_models(root)
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        issues = con.execute("SELECT severity, code, message FROM build_issues WHERE doc_id = 'notes/big.txt'").fetchall()
        files = {row[0] for row in con.execute("SELECT DISTINCT file_id FROM documents").fetchall()}
    finally:
        con.close()
    assert issues == [("warning", "unreadable_document", "notes/big.txt: 2,400 bytes, more than limits.max_document_bytes (2,000) "
                       "in kagflow.yaml; skipped (split the document, or raise the limit)")]
    assert files == {"notes/logistics.txt", "notes/supplier-review-2024.md"}  # the other documents are read
    assert any(code == "unreadable_document" for _, code, _ in report.issues)
