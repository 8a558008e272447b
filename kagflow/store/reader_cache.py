"""What a reader of a published store looks up before it needs the adjacency index's arrays.

Split from :mod:`kagflow.store.adjacency` (which re-exports every name here) so that a one-shot
reader — ``kagflow query`` on a small store — can cache per-store facts, check for the index and
decide whether loading it pays off without importing numpy or pyarrow (together about twice the
CPU of ``import duckdb``). Pure Python over a DuckDB connection.
"""

from __future__ import annotations

import os
import threading
import weakref
from collections.abc import Callable

import duckdb

NODES = "kg_adj_nodes"
EDGES = "kg_adj_edges"
PROPS = "kg_adj_props"
PUBLISH = "kg_adj_publish"  # one row: a random id of this publish (the reader caches' key)

# A one-shot reader loads the index (all entity ids, each used signature's rows) only for a store
# with at least this many indexed edges and property rows; below it every hop runs as SQL, whose
# answers are the same (kagflow.solver.execute) and which costs less than importing numpy and pyarrow.
# At 10^5 edges the index loads in ~11 ms and a 5-hop SQL plan runs ~20 statements (bench/results/scale.md).
ONE_SHOT_INDEX_MIN_ROWS = 100_000

_CACHE: dict[tuple, object] = {}
_CACHE_LOCK = threading.Lock()
_BY_CONNECTION: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_KEY = " store_key"  # the per-connection entry holding store_key(con) (no value's name starts with a space)


def store_key(con: duckdb.DuckDBPyConnection) -> tuple | None:
    """``(path, publish id)`` of the published store a read-only ``con`` reads; ``None`` for a
    writable or in-memory store, or one without a publish id (nothing is cached for those).

    The publish id is read through ``con`` itself, so it always names the data ``con`` sees: a
    reader that opened the previous file just before a publish replaced it gets the previous id
    (a key from ``os.stat`` of the path would name the new file and cache the old data under it).
    """
    try:
        row = con.execute("SELECT path, readonly FROM duckdb_databases() WHERE database_name = current_database()").fetchone()
    except duckdb.Error:  # a DuckDB without the readonly column: nothing is cached
        return None
    if not row or not row[0] or not row[1]:
        return None
    try:
        found = con.execute(f"SELECT publish_id FROM {PUBLISH}").fetchone()  # name of this module
    except duckdb.Error:  # a store published before the id existed
        return None
    if not found or not found[0]:
        return None
    return (os.path.realpath(row[0]), found[0])


def cached(con: duckdb.DuckDBPyConnection, name: str, compute: Callable[[], object], per_file: bool = True) -> object:
    """``compute()`` once per read-only connection and, across connections, once per process per
    published store (:func:`store_key`: its path and publish id, read through the connection; a
    publish replaces the file, and a connection keeps reading the file it opened). A writable or
    in-memory store is never cached.

    Used for the adjacency index and for per-store facts every plan reads (``observed_predicates``).
    ``per_file=False``: once per connection only (for what lives in the connection, e.g. its
    temporary views).
    """
    per_connection = _BY_CONNECTION.get(con)
    if per_connection is not None and name in per_connection:
        return per_connection[name]
    if per_connection is not None and _KEY in per_connection:
        key = per_connection[_KEY]  # a connection reads one file: its key is read once
    else:
        key = store_key(con)
        try:
            _BY_CONNECTION.setdefault(con, {})[_KEY] = key
        except TypeError:  # a connection that cannot be weakly referenced: looked up each time
            pass
    if key is None:
        return compute()
    if not per_file:
        value = compute()
        _BY_CONNECTION.setdefault(con, {})[name] = value
        return value
    key = (name, *key)
    with _CACHE_LOCK:
        found = key in _CACHE
        value = _CACHE.get(key)
    if not found:
        value = compute()
        with _CACHE_LOCK:
            for stale in [k for k in _CACHE if k[0] == name and k[1] == key[1] and k != key]:
                del _CACHE[stale]  # an earlier build at the same path
            _CACHE[key] = value
    _BY_CONNECTION.setdefault(con, {})[name] = value
    return value


def connection_memo(con: duckdb.DuckDBPyConnection, name: str, limit: int = 4096) -> dict | None:
    """A dict that lives as long as ``con``, for look-ups that depend only on the store ``con``
    reads (a reader of a published store: :func:`store_key`); ``None`` for a writable or in-memory
    store, whose rows may change. Emptied when it holds ``limit`` entries (a long-lived server
    connection stays bounded)."""
    memo = cached(con, " memo " + name, dict, per_file=False)
    if not isinstance(memo, dict) or store_key_of(con) is None:
        return None
    if len(memo) >= limit:
        memo.clear()
    return memo


def store_key_of(con: duckdb.DuckDBPyConnection) -> tuple | None:
    """:func:`store_key` of ``con`` as :func:`cached` read it (once per connection)."""
    per_connection = _BY_CONNECTION.get(con)
    if per_connection is not None and _KEY in per_connection:
        return per_connection[_KEY]
    return store_key(con)


def has_adjacency(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether the store holds the adjacency tables (a published store built by this kagflow)."""
    (n,) = con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary AND list_contains($n, table_name)",
        {"n": [NODES, EDGES, PROPS]}).fetchone()
    return n == 3


def indexed_rows(con: duckdb.DuckDBPyConnection) -> int:
    """Rows of the adjacency index's edge and property tables (DuckDB's ``estimated_size``, from
    the catalog: no scan); 0 when the store has no index (an older build, a writable store)."""
    (n,) = con.execute(
        "SELECT coalesce(sum(estimated_size), 0) FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary "
        "AND list_contains($n, table_name)", {"n": [EDGES, PROPS]}).fetchone()
    return int(n)


def one_shot_index_pays(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether a process that answers one plan should load the adjacency index
    (:data:`ONE_SHOT_INDEX_MIN_ROWS`); a loaded reader (``kagflow mcp``, ``serve``) always does."""
    return indexed_rows(con) >= ONE_SHOT_INDEX_MIN_ROWS


def filled_predicates(con) -> dict[str, list[str]]:
    """Declared properties that hold values in the store, per entity type (``properties`` rows with
    ``in_schema``), for :meth:`kagflow.schema.spg.Schema.with_observed`'s stand-ins.

    Returns:
        ``{type: [predicate, ...]}`` sorted by type and predicate.
    """
    return _predicates_by_type(con, in_schema=True)


def observed_predicates(con) -> dict[str, list[str]]:
    """Columns of structured sources the schema lacks, per entity type (``properties`` rows with
    ``in_schema = false``), for :meth:`kagflow.schema.spg.Schema.with_observed`.

    Args:
        con: a DuckDB connection to a built knowledge store.

    Returns:
        ``{type: [predicate, ...]}`` sorted by type and predicate.
    """
    return _predicates_by_type(con, in_schema=False)


def _predicates_by_type(con, in_schema: bool) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for type_name, predicate in con.execute(
        "SELECT DISTINCT e.type, p.predicate FROM properties p JOIN entities e USING (entity_id) "
        "WHERE p.in_schema = ? ORDER BY 1, 2", [in_schema]
    ).fetchall():
        out.setdefault(type_name, []).append(predicate)
    return out
