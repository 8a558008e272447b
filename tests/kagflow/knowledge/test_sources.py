"""Structured source reading: duplicate header columns and text tables (KAG's Disease.csv)."""

from __future__ import annotations

import csv
import io
import json

import duckdb
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kagflow.documents.readers.text_table import read as text_table_documents
from kagflow.sources import read_source, write_source_rows
from kagflow.store import warehouse
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


# -- CSV files loaded by DuckDB (the set-based path of the source_documents stage) ---------------------
SUPPLY = dataset("kag-supplychain") / "sources"


def _stored(path, sources_dir, folder, *, bulk: bool, con: duckdb.DuckDBPyConnection | None = None):
    """``(source, source_records rows, source_documents row)`` of ``path`` written as the stage writes
    it: into a database file, inside a transaction (a temporary table's row ids start high there),
    rolled back after. ``con``: an open database with the store's tables to write into (its tables
    are as empty after as before); by default a new file in ``folder``."""
    own = con is None
    if own:
        con = duckdb.connect(str(folder / f"kg-{bulk}-{path.stem}.duckdb"))
        warehouse.ensure_tables(con)
    con.execute("BEGIN")
    try:
        source = read_source(path, sources_dir, bulk=bulk)
        write_source_rows(con, source, path.name)
        records = con.execute("SELECT doc_id, record_no, line, record FROM source_records ORDER BY record_no").fetchall()
        document = con.execute("SELECT * FROM source_documents").fetchall()
    finally:
        con.execute("ROLLBACK")
    if own:
        con.close()
    return source, records, document


def test_kag_supply_chain_tables_are_loaded_by_duckdb_as_the_csv_module_reads_them(tmp_path):
    for path in sorted(SUPPLY.glob("*.csv")):
        source, records, document = _stored(path, SUPPLY, tmp_path, bulk=True)
        assert source.bulk is not None and not source.records, path.name  # DuckDB read it, not Python
        with open(path, encoding="utf-8-sig", newline="") as f:  # independently: csv module, one record a line
            rows = list(csv.DictReader(f))
        expected = [(path.name, i, i + 1, json.dumps(row, ensure_ascii=False)) for i, row in enumerate(rows, start=1)]
        assert records == expected, path.name
        assert document[0][5] == len(rows)  # n_records


def test_company_csv_of_the_supply_chain_keeps_its_multi_value_cell_as_one_text(tmp_path):
    source, records, _ = _stored(SUPPLY / "Company.csv", SUPPLY, tmp_path, bulk=True)
    with open(SUPPLY / "Company.csv", encoding="utf-8", newline="") as f:
        multi = [row for row in csv.DictReader(f) if "," in row["product"]]
    assert multi  # the file has quoted cells with commas (MultiValue)
    stored = {json.loads(r[3])["id"]: json.loads(r[3]) for r in records}
    assert all(stored[row["id"]]["product"] == row["product"] for row in multi)


def test_a_cell_over_two_lines_is_read_by_the_csv_module_with_its_lines(tmp_path):
    path = tmp_path / "T.csv"
    path.write_text('id,note\r\nA,"one\r\ntwo"\r\nB,x\r\n', encoding="utf-8")
    source, records, _ = _stored(path, tmp_path, tmp_path, bulk=True)
    assert source.bulk is None  # left to the csv module
    assert [(r[1], r[2]) for r in records] == [(1, 2), (2, 4)]


_CELLS = st.text(alphabet='ab ,"\t\\\n\r\x01é', max_size=6)


@pytest.fixture(scope="module")
def stores(tmp_path_factory):
    """Two database files with the store's tables (one per reader), each example written into them
    and rolled back: creating the tables costs more than an example."""
    folder = tmp_path_factory.mktemp("stores")
    cons = {bulk: duckdb.connect(str(folder / f"kg-{bulk}.duckdb")) for bulk in (False, True)}
    for con in cons.values():
        warehouse.ensure_tables(con)
    yield cons
    for con in cons.values():
        con.close()


@settings(max_examples=120, deadline=None)
@given(header=st.lists(st.sampled_from(["id", "name", " x", "name", ""]), min_size=1, max_size=3),
       rows=st.lists(st.lists(_CELLS, min_size=0, max_size=4), max_size=5), raw=st.booleans(), crlf=st.booleans())
def test_duckdb_and_the_csv_module_store_the_same_records(tmp_path_factory, stores, header, rows, raw, crlf):
    end = "\r\n" if crlf else "\n"
    if raw:  # cells as typed: stray quotes, separators and line ends of any kind
        text = ",".join(header) + end + end.join(",".join(row) for row in rows) + end
    else:
        out = io.StringIO(newline="")
        csv.writer(out, lineterminator=end).writerows([header, *rows])
        text = out.getvalue()
    folder = tmp_path_factory.mktemp("csv")
    path = folder / "T.csv"
    path.write_bytes(text.encode("utf-8"))
    python_path = _stored(path, folder, folder, bulk=False, con=stores[False])
    duckdb_path = _stored(path, folder, folder, bulk=True, con=stores[True])
    assert duckdb_path[1:] == python_path[1:]
    assert (duckdb_path[0].format, duckdb_path[0].status, duckdb_path[0].issues) == \
           (python_path[0].format, python_path[0].status, python_path[0].issues)
