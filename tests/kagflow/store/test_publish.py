"""Staging and publishing: the published database and Parquet folder change in one step each, or not at all."""

from __future__ import annotations

import duckdb
import pytest

from kagflow.store import warehouse


def _write(path, value: int) -> None:
    con = duckdb.connect(str(path))
    try:
        con.execute("CREATE OR REPLACE TABLE t AS SELECT ? AS v", [value])
    finally:
        con.close()


def _read(path) -> int:
    con = warehouse.open_reader(path)
    try:
        return con.execute("SELECT v FROM t").fetchone()[0]
    finally:
        con.close()


def test_a_build_publishes_database_and_parquet_together_and_a_failed_one_neither(tmp_path):
    db, tables = tmp_path / "kg.duckdb", tmp_path / "tables"
    for value in (1, 2):
        with warehouse.staged_database(db, tables) as staged:
            _write(staged.database, value)
            staged.tables.mkdir()
            (staged.tables / "t.txt").write_text(str(value))
        assert _read(db) == value and (tables / "t.txt").read_text() == str(value)
    assert tables.is_symlink()  # switched atomically: the link is replaced, not the folder
    assert [p.name for p in tmp_path.glob("tables.v*")] == [tables.resolve().name]  # older versions removed
    with pytest.raises(RuntimeError):
        with warehouse.staged_database(db, tables) as staged:
            _write(staged.database, 3)
            staged.tables.mkdir()
            raise RuntimeError("a stage failed")
    assert _read(db) == 2 and (tables / "t.txt").read_text() == "2"
    assert sorted(p.name for p in tmp_path.iterdir() if "staging" in p.name or p.name.endswith(".new")) == []
    assert not (tmp_path / "kg.duckdb.wal").exists()


def test_a_parquet_folder_of_an_older_build_is_replaced_by_the_link(tmp_path):
    tables = tmp_path / "tables"
    tables.mkdir()
    (tables / "old.parquet").write_text("old")
    new = tmp_path / "tables.new"
    new.mkdir()
    (new / "t.parquet").write_text("new")
    warehouse.publish_folder(new, tables)
    assert tables.is_symlink() and sorted(p.name for p in tables.iterdir()) == ["t.parquet"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tables", tables.resolve().name]


def test_a_reader_opened_after_a_publish_reads_it_while_a_reader_of_the_previous_one_is_open(tmp_path):
    """A long-running server keeps askers on the previous build while it opens one on the new
    build: the new reader must not be handed DuckDB's cached instance of the replaced file."""
    db = tmp_path / "kg.duckdb"
    with warehouse.staged_database(db) as staged:
        _write(staged.database, 1)
    before = warehouse.open_reader(db)
    try:
        with warehouse.staged_database(db) as staged:
            _write(staged.database, 2)
        assert _read(db) == 2  # opened after the publish
        after = warehouse.open_reader(db)
        try:
            before.close()  # the previous build's last reader goes: the new one is not on it
            assert after.execute("SELECT v FROM t").fetchone()[0] == 2
        finally:
            after.close()
    finally:
        before.close()
    assert _read(db) == 2


def test_a_reader_meets_a_writable_handle_of_this_process_as_a_busy_store(tmp_path):
    db = tmp_path / "kg.duckdb"
    _write(db, 1)
    writer = duckdb.connect(str(db))
    try:
        with pytest.raises(warehouse.StoreBusyError) as caught:
            warehouse.open_reader(db, wait=0.2)
        assert str(db) in str(caught.value) and "\n" not in str(caught.value)
    finally:
        writer.close()
    assert _read(db) == 1
