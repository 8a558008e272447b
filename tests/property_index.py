"""A tiny hand-made store of one property signature for the adjacency index's property tests."""

from __future__ import annotations

import duckdb

from kagflow.store import adjacency


def property_index(rows: list[tuple[str, str, str, str | None, int]], entities: int) -> tuple[duckdb.DuckDBPyConnection, adjacency.Adjacency]:
    """An in-memory store with entities ``e0 .. e{entities-1}`` (type ``T``), no edges, and the
    property ``p`` of ``T`` given as ``(entity_id, value, origin, doc_id, line)`` rows (the number:
    the value read as a number, else NULL); its adjacency index built and opened.

    Returns:
        ``(connection, index)``; the caller closes the connection.
    """
    con = duckdb.connect()
    con.execute("CREATE TABLE kg_entities AS SELECT 'e' || i AS entity_id, 'n' || i AS name, 'n' || i AS key, 'T' AS type "
                "FROM range(?) t(i)", [entities])
    con.execute("CREATE TABLE kg_hops (predicate VARCHAR, subject_type VARCHAR, object_type VARCHAR, subject_id VARCHAR, "
                "object_id VARCHAR, origin VARCHAR, doc_id VARCHAR, line INTEGER)")
    con.execute("CREATE TABLE kg_property_hops (predicate VARCHAR, subject_type VARCHAR, entity_id VARCHAR, value VARCHAR, "
                "value_num DOUBLE, origin VARCHAR, doc_id VARCHAR, line INTEGER)")
    for entity, value, origin, doc, line in rows:
        con.execute("INSERT INTO kg_property_hops VALUES ('p', 'T', ?, ?, TRY_CAST(? AS DOUBLE), ?, ?, ?)",
                    [entity, value, value, origin, doc, line])
    adjacency.build_adjacency(con)
    return con, adjacency.Adjacency(con)
