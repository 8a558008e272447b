"""The published store's graph layout (kagflow.store.warehouse.materialize_views): the kg_* views
become sorted tables with the same rows, and a writer gets the views back."""

from __future__ import annotations

import shutil

import duckdb

from kagflow.store import warehouse


def _rows(con, name: str) -> list:
    return sorted(con.execute(f"SELECT * FROM {name}").fetchall(), key=repr)


def test_a_published_store_holds_the_views_as_tables_with_the_same_rows(supplychain, tmp_path):
    # the session's supply-chain build went through staged_database: its kg_* are tables
    published = supplychain / ".kagflow" / "kg.duckdb"
    con = duckdb.connect(str(published), read_only=True)
    kinds = dict(con.execute("SELECT table_name, 'table' FROM duckdb_tables() UNION ALL "
                             "SELECT view_name, 'view' FROM duckdb_views() WHERE NOT internal").fetchall())
    materialized = {name: _rows(con, name) for name in warehouse.MATERIALIZED_ORDER}
    con.close()
    assert {kinds[name] for name in warehouse.MATERIALIZED_ORDER} == {"table"}

    # the same store opened for writing (as a build opens its staging copy): views again, same rows
    copy = tmp_path / "kg.duckdb"
    shutil.copy(published, copy)
    with warehouse.connect(copy) as writer:
        kinds = dict(writer.execute("SELECT view_name, 'view' FROM duckdb_views() WHERE NOT internal").fetchall())
        assert all(kinds.get(name) == "view" for name in warehouse.MATERIALIZED_ORDER)
        for name, rows in materialized.items():
            assert _rows(writer, name) == rows, name
        # an edge added by a writer is seen through the views (the tables were dropped, not stale)
        writer.execute("INSERT INTO edges SELECT 'e-new', subject_id, predicate, object_id, doc_id, line FROM edges LIMIT 1")
        assert writer.execute("SELECT count(*) FROM kg_hops WHERE edge_id = 'e-new'").fetchone()[0] == 1
        # and materializing again gives tables holding it
        writer.execute("BEGIN")
        counts = warehouse.materialize_views(writer)
        writer.execute("COMMIT")
        assert counts["kg_edges"] == len(materialized["kg_edges"]) + 1
        assert writer.execute("SELECT count(*) FROM kg_hops WHERE edge_id = 'e-new'").fetchone()[0] == 1


def test_a_reader_of_a_store_without_hop_views_gets_them_as_temporary_views(supplychain, tmp_path):
    # a store written before kg_hops existed: the hop views are missing, the others are views
    copy = tmp_path / "old.duckdb"
    shutil.copy(supplychain / ".kagflow" / "kg.duckdb", copy)
    with warehouse.connect(copy) as writer:
        writer.execute("DROP VIEW kg_hops")
        writer.execute("DROP VIEW kg_property_hops")
    con = duckdb.connect(str(copy), read_only=True)
    try:
        warehouse.ensure_reader_views(con)
        warehouse.ensure_reader_views(con)  # idempotent
        expected = con.execute("SELECT count(*) FROM kg_edges e JOIN kg_entities s ON s.entity_id = e.subject_id "
                               "JOIN kg_entities o ON o.entity_id = e.object_id").fetchone()[0]
        assert con.execute("SELECT count(*) FROM kg_hops").fetchone()[0] == expected > 0
    finally:
        con.close()


def test_a_store_opened_again_is_checked_without_ddl_and_a_stale_view_or_column_is_repaired(supplychain, tmp_path):
    copy = tmp_path / "kg.duckdb"
    shutil.copy(supplychain / ".kagflow" / "kg.duckdb", copy)
    with warehouse.connect(copy) as writer:
        edges = writer.execute("SELECT count(*) FROM kg_edges").fetchone()[0]
    # a store in this kagflow's shape: no statement but the two catalog reads
    seen: list[str] = []
    con = duckdb.connect(str(copy))
    try:
        class Recording:
            def execute(self, sql, *args):
                seen.append(sql)
                return con.execute(sql, *args)

        warehouse.ensure_tables(Recording())
        assert len(seen) == 2 and all("duckdb_" in sql for sql in seen), seen
        # a view another kagflow wrote (a different body, no digest) and a table missing a column
        con.execute("CREATE OR REPLACE VIEW kg_edges AS SELECT 1 AS x")
        con.execute("ALTER TABLE edges DROP COLUMN line")
        warehouse.ensure_tables(con)
        assert con.execute("SELECT count(*) FROM kg_edges").fetchone()[0] == edges
        assert "line" in {c for (c,) in con.execute("SELECT column_name FROM duckdb_columns() WHERE table_name = 'edges'").fetchall()}
    finally:
        con.close()
