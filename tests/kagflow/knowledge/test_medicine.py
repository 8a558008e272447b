"""KAG's medicine example builds as shipped: no kagflow.yaml, nothing refused (issue 8, part 6)."""

from __future__ import annotations

import csv

import duckdb
import pytest


@pytest.fixture(scope="module")
def built(medicine):
    """The session's ``kagflow build`` of kag-medicine as shipped (tests/conftest.py)."""
    con = duckdb.connect(str(medicine / ".kagflow" / "kg.duckdb"), read_only=True)
    yield medicine, con
    con.close()


def test_every_spo_row_lands_by_its_predicate(built):
    root, con = built
    with open(root / "sources" / "SPO.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    edges = con.execute("SELECT count(*) FROM edges WHERE doc_id = 'SPO.csv'").fetchone()[0]
    props = con.execute("SELECT count(*) FROM properties WHERE doc_id = 'SPO.csv'").fetchone()[0]
    info = con.execute("SELECT predicate, line FROM table_triples WHERE doc_id = 'SPO.csv' AND kind = 'table_spo' ORDER BY line").fetchall()
    assert edges + props + len(info) == len(rows)
    # the schema has neither has_symptom nor possible_disease: all in the information layer,
    # one per row, with the row's line (header is line 1, no multi-line cells)
    assert info == [(r["P"], i) for i, r in enumerate(rows, start=2)]
    assert con.execute("SELECT count(*) FROM triples WHERE kind = 'table_spo'").fetchone()[0] == len(rows)
    names = {n for (n,) in con.execute(
        "SELECT e.name FROM table_triples t JOIN entities e ON e.entity_id IN (t.subject_id, t.object_id)").fetchall()}
    assert names == {r["S"] for r in rows} | {r["O"] for r in rows}


def test_text_table_became_documents_and_nothing_was_refused(built):
    root, con = built
    with open(root / "sources" / "Disease.csv", encoding="utf-8", newline="") as f:
        titles = [r["title"] for r in csv.DictReader(f)]
    docs = con.execute("SELECT doc_id, title FROM documents WHERE file_id = 'Disease.csv' ORDER BY doc_id").fetchall()
    assert docs == [(f"Disease.csv#row-{i}", t) for i, t in enumerate(titles, start=1)]
    assert con.execute("SELECT count(*) FROM chunks WHERE file_id = 'Disease.csv'").fetchone()[0] >= len(titles)
    refused = con.execute(
        "SELECT code, message FROM build_issues WHERE code IN ('unmapped_source', 'unreadable_source', "
        "'unsupported_source', 'unreadable_document', 'bad_row')").fetchall()
    assert refused == []
    statuses = dict(con.execute("SELECT doc_id, status FROM source_documents").fetchall())
    assert statuses == {n: "ok" for n in ("Disease.csv", "HospitalDepartment.csv", "HumanBodyPart.csv", "SPO.csv")}
    with open(root / "sources" / "HospitalDepartment.csv", encoding="utf-8", newline="") as f:
        departments = {r["id"] for r in csv.DictReader(f)}
    got = {k for (k,) in con.execute("SELECT key FROM entities WHERE type = 'HospitalDepartment' AND NOT is_stub").fetchall()}
    assert got == departments
