"""Structured source reading: duplicate header columns and text tables (KAG's Disease.csv)."""

from __future__ import annotations

import csv

from kagflow.documents.readers.text_table import read as text_table_documents
from kagflow.sources import read_source
from tests.conftest import dataset

MEDICINE = dataset("kag-medicine") / "sources"


def test_duplicate_header_column_is_renamed_with_a_located_warning(tmp_path):
    path = tmp_path / "Company.csv"
    path.write_text("id,name,name,city,name\nC1,甲,乙,杭州,丙\n", encoding="utf-8")
    source = read_source(path, tmp_path)
    assert source.status == "ok"
    assert source.records[0].values == {"id": "C1", "name": "甲", "name_2": "乙", "city": "杭州", "name_3": "丙"}
    assert [(i.line, i.code, i.column, i.skipped) for i in source.issues] == [
        (1, "duplicate_column", "name", False), (1, "duplicate_column", "name", False)]
    assert "column 3" in source.issues[0].message and "'name_2'" in source.issues[0].message


def test_table_without_id_but_with_text_is_a_text_table():
    # read independently with the csv module: Disease.csv is idx, title, text, alias
    with open(MEDICINE / "Disease.csv", encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert "id" not in rows[0] and "text" in rows[0]
    source = read_source(MEDICINE / "Disease.csv", MEDICINE)
    assert source.format == "text_table"
    docs = text_table_documents(MEDICINE / "Disease.csv", "Disease.csv")
    assert [d.doc_id for d in docs] == [f"Disease.csv#row-{i}" for i in range(1, len(rows) + 1)]
    assert [d.title for d in docs] == [r["title"] for r in rows]
    assert [d.text for d in docs] == [r["text"].strip() for r in rows]


def test_tables_with_keys_stay_records():
    for name in ("HospitalDepartment.csv", "SPO.csv"):
        assert read_source(MEDICINE / name, MEDICINE).format == "csv", name
