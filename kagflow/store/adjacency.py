"""The published store's adjacency index: dense integer entity ids and CSR arrays per hop signature.

Why: a hop over bound ids in SQL scans every row of its predicate in ``kg_hops`` (entity ids are
hashes, so a join on a handful of bound ids cannot prune, and DuckDB uses its ART indexes only for
constant look-ups). A 5-hop plan at 10^6 edges spent ~850 ms that way against 2 ms for a Python
dict traversal (bench/results/scale.md). With dense ids a hop is a slice of a CSR row per bound
id: the cost follows the bindings, not the size of the graph.

Layout (built by :func:`build_adjacency` when a build publishes, right after
:func:`kagflow.store.warehouse.materialize_views`; dropped by ``ensure_tables`` when the store is
next opened for writing, like the materialized views — the base tables stay the one source of
truth):

- ``kg_adj_nodes(code INTEGER, entity_id VARCHAR)``: one dense code per entity id, ``0..n-1``.
- ``kg_adj_edges(predicate, subject_type, object_type VARCHAR, s INTEGER, o INTEGER)``: the
  distinct ``(subject, object)`` pairs of ``kg_hops`` per signature (predicate and the types of
  both ends), as codes, sorted by signature then ``s``, ``o``.

A reader loads it once per store file (:func:`adjacency_for`, cached per process by path, size
and modification time: a publish replaces the file, so a new build gets a new index) and builds
each signature's CSR arrays (both directions; numpy) on first use.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Sequence

import duckdb
import numpy as np
import pyarrow as pa

NODES = "kg_adj_nodes"
EDGES = "kg_adj_edges"

Signature = tuple[str, str, str]  # (predicate, subject type, object type)


def arrow_of(result) -> pa.Table:
    """A DuckDB result as an Arrow table (``to_arrow_table`` in DuckDB 1.4+, else ``fetch_arrow_table``)."""
    return result.to_arrow_table() if hasattr(result, "to_arrow_table") else result.fetch_arrow_table()


def build_adjacency(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """(Re)build the adjacency tables from ``kg_entities`` and ``kg_hops`` on a writable connection.

    Returns:
        ``{"kg_adj_nodes": rows, "kg_adj_edges": rows}``.
    """
    drop_adjacency(con)
    (nodes,) = con.execute(
        f"CREATE TABLE {NODES} AS SELECT (row_number() OVER (ORDER BY entity_id) - 1)::INTEGER AS code, entity_id "
        "FROM (SELECT DISTINCT entity_id FROM kg_entities) ORDER BY code").fetchone()
    (edges,) = con.execute(
        f"CREATE TABLE {EDGES} AS SELECT DISTINCT h.predicate, h.subject_type, h.object_type, sn.code AS s, obn.code AS o "
        f"FROM kg_hops h JOIN {NODES} sn ON sn.entity_id = h.subject_id JOIN {NODES} obn ON obn.entity_id = h.object_id "
        "ORDER BY ALL").fetchone()
    return {NODES: nodes, EDGES: edges}


def drop_adjacency(con: duckdb.DuckDBPyConnection) -> None:
    """Drop the adjacency tables (a store opened for writing changes under them)."""
    for name in (EDGES, NODES):
        con.execute(f"DROP TABLE IF EXISTS {name}")  # names of this module only


class Adjacency:
    """The adjacency index of one store, read through ``con``.

    Entity ids map to codes by binary search over the ids sorted as UTF-8 bytes (numpy; no Python
    dict, so memory stays ~bytes of the ids). Each signature's CSR arrays are read on first use.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection):
        ids = arrow_of(con.execute(f"SELECT entity_id FROM {NODES} ORDER BY code")).column(0).combine_chunks()
        self.ids: pa.Array = ids.cast(pa.string()) if ids.type != pa.string() else ids
        raw = np.array([s.encode("utf-8") for s in self.ids.to_pylist()], dtype=object)
        keys = raw.astype(bytes) if len(raw) else np.array([], dtype="S1")
        order = np.argsort(keys, kind="stable")
        self._sorted = keys[order]
        self._order = order.astype(np.int64)
        self._csr: dict[tuple[Signature, bool], tuple[np.ndarray, np.ndarray]] = {}
        self._lock = threading.Lock()

    @property
    def size(self) -> int:
        """Number of entities (codes are ``0..size-1``)."""
        return len(self.ids)

    def codes(self, ids: Iterable[str] | pa.Array) -> np.ndarray:
        """Codes of entity ids (int64), ``-1`` for an id the index does not hold."""
        values = ids.to_pylist() if isinstance(ids, (pa.Array, pa.ChunkedArray)) else list(ids)
        if not values or not len(self._sorted):
            return np.full(len(values), -1, dtype=np.int64)
        q = np.array([v.encode("utf-8") if v is not None else b"" for v in values], dtype=object).astype(bytes)
        pos = np.searchsorted(self._sorted, q)
        pos = np.minimum(pos, len(self._sorted) - 1)
        found = self._sorted[pos] == q
        return np.where(found, self._order[pos], -1)

    def csr(self, con: duckdb.DuckDBPyConnection, signature: Signature, reverse: bool) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, indices)`` of one signature, read through ``con`` (any reader of this store
        file) on first use: row ``code`` lists the objects of subject ``code`` (``reverse``: the
        subjects of object ``code``), sorted."""
        key = (signature, reverse)
        found = self._csr.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._csr.get(key)
            if found is None:
                data = con.execute(
                    f"SELECT s, o FROM {EDGES} WHERE predicate = $p AND subject_type = $st AND object_type = $ot",
                    {"p": signature[0], "st": signature[1], "ot": signature[2]}).fetchnumpy()
                s, o = np.asarray(data["s"], dtype=np.int64), np.asarray(data["o"], dtype=np.int64)
                src, dst = (o, s) if reverse else (s, o)
                order = np.lexsort((dst, src))
                indptr = np.zeros(self.size + 1, dtype=np.int64)
                np.cumsum(np.bincount(src, minlength=self.size), out=indptr[1:])
                found = (indptr, dst[order].astype(np.int32))
                self._csr[key] = found
        return found

    def expand(self, con: duckdb.DuckDBPyConnection, codes: np.ndarray, signatures: Sequence[Signature],
               reverse: bool) -> tuple[np.ndarray, np.ndarray]:
        """Neighbours of each code over the union of ``signatures``.

        Args:
            con: a reader of this store file (CSR arrays not read yet are read through it).
            codes: int64 codes (``-1``: unknown id, no neighbours).
            signatures: hop signatures ``(predicate, subject type, object type)``.
            reverse: follow edges from object to subject.

        Returns:
            ``(positions, neighbours)``: distinct pairs, ``positions`` indexing ``codes``, sorted by
            position then neighbour code.
        """
        rows, nbrs = [], []
        valid = np.flatnonzero(codes >= 0)
        for sig in dict.fromkeys(signatures):
            indptr, indices = self.csr(con, sig, reverse)
            c = codes[valid]
            starts, ends = indptr[c], indptr[c + 1]
            counts = ends - starts
            total = int(counts.sum())
            if total == 0:
                continue
            offsets = np.repeat(starts - (np.cumsum(counts) - counts), counts) + np.arange(total)
            rows.append(np.repeat(valid, counts))
            nbrs.append(indices[offsets].astype(np.int64))
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        row, nbr = np.concatenate(rows), np.concatenate(nbrs)
        if len(rows) > 1 or len(np.unique(codes[valid])) != len(valid):
            pairs = np.unique(row * np.int64(self.size + 1) + nbr)
            row, nbr = pairs // np.int64(self.size + 1), pairs % np.int64(self.size + 1)
        return row, nbr


_CACHE: dict[tuple, object] = {}
_CACHE_LOCK = threading.Lock()


def store_key(con: duckdb.DuckDBPyConnection) -> tuple | None:
    """``(path, size, mtime_ns, inode)`` of the file ``con`` reads; ``None`` for an in-memory store."""
    (path,) = con.execute("SELECT path FROM duckdb_databases() WHERE database_name = current_database()").fetchone()
    if not path:
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (os.path.realpath(path), st.st_size, st.st_mtime_ns, st.st_ino)


def cached(con: duckdb.DuckDBPyConnection, name: str, compute: Callable[[], object]) -> object:
    """``compute()`` once per process per store file and ``name`` (e.g. ``observed_predicates``);
    an in-memory store is not cached (it can change under the reader)."""
    key = store_key(con)
    if key is None:
        return compute()
    key = (name, *key)
    with _CACHE_LOCK:
        if key in _CACHE:
            return _CACHE[key]
    value = compute()
    with _CACHE_LOCK:
        for stale in [k for k in _CACHE if k[0] == name and k[1] == key[1] and k != key]:
            del _CACHE[stale]  # an earlier build of the same path
        _CACHE[key] = value
    return value


def has_adjacency(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether the store holds the adjacency tables (a published store built by this kagflow)."""
    (n,) = con.execute(
        "SELECT count(*) FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary AND list_contains($n, table_name)",
        {"n": [NODES, EDGES]}).fetchone()
    return n == 2


def adjacency_for(con: duckdb.DuckDBPyConnection) -> Adjacency | None:
    """The store's :class:`Adjacency`, loaded once per process per store file; ``None`` when the
    store has no adjacency tables (an older build, or a store open for writing)."""
    def load() -> Adjacency | None:
        return Adjacency(con) if has_adjacency(con) else None

    return cached(con, "adjacency", load)
