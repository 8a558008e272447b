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
