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
- ``kg_adj_edges(predicate, subject_type, object_type, s, o, origin, doc_id, line)``: the rows
  of ``kg_hops`` per signature (predicate and the types of both ends) with their ends as codes
  and their sources, sorted by signature then ``s``, ``o``.
- ``kg_adj_props(predicate, subject_type, s, value, value_num, origin, doc_id, line)``: the rows
  of ``kg_property_hops`` the same way.

A reader loads it once per store file (:func:`adjacency_for`, cached per process by path, size
and modification time: a publish replaces the file, so a new build gets a new index) and builds
each signature's CSR arrays (both directions; numpy) on first use. Provenance (the trace's
sources) of a step's final bindings is read from the same arrays, not by a scan of the predicate.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

# the table names, the per-store cache and the look-ups a reader makes before it needs numpy live in
# kagflow.store.reader_cache (a one-shot `kagflow query` imports no numpy or pyarrow); re-exported here
from kagflow.store.reader_cache import (  # noqa: F401 (re-exported)
    EDGES, NODES, PROPS, PUBLISH, cached, has_adjacency, store_key)

Signature = tuple[str, str, str]  # (predicate, subject type, object type); a property's object type is ""


def arrow_of(result) -> pa.Table:
    """A DuckDB result as an Arrow table (``to_arrow_table`` in DuckDB 1.4+, else ``fetch_arrow_table``)."""
    return result.to_arrow_table() if hasattr(result, "to_arrow_table") else result.fetch_arrow_table()


def build_adjacency(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """(Re)build the adjacency tables from ``kg_entities``, ``kg_hops`` and ``kg_property_hops``
    on a writable connection (after :func:`kagflow.store.warehouse.materialize_views`).

    Returns:
        rows per table: ``{"kg_adj_nodes": n, "kg_adj_edges": n, "kg_adj_props": n}``.
    """
    drop_adjacency(con)
    (nodes,) = con.execute(
        f"CREATE TABLE {NODES} AS SELECT (row_number() OVER (ORDER BY entity_id) - 1)::INTEGER AS code, entity_id "
        "FROM (SELECT DISTINCT entity_id FROM kg_entities) ORDER BY code").fetchone()
    (edges,) = con.execute(
        f"CREATE TABLE {EDGES} AS SELECT DISTINCT h.predicate, h.subject_type, h.object_type, sn.code AS s, obn.code AS o, "
        f"h.origin, h.doc_id, h.line FROM kg_hops h JOIN {NODES} sn ON sn.entity_id = h.subject_id "
        f"JOIN {NODES} obn ON obn.entity_id = h.object_id ORDER BY ALL").fetchone()
    (props,) = con.execute(
        f"CREATE TABLE {PROPS} AS SELECT DISTINCT p.predicate, p.subject_type, sn.code AS s, p.value, p.value_num, "
        f"p.origin, p.doc_id, p.line FROM kg_property_hops p JOIN {NODES} sn ON sn.entity_id = p.entity_id "
        "ORDER BY ALL").fetchone()
    con.execute(f"CREATE TABLE {PUBLISH} AS SELECT uuid()::VARCHAR AS publish_id")
    return {NODES: nodes, EDGES: edges, PROPS: props}


def drop_adjacency(con: duckdb.DuckDBPyConnection) -> None:
    """Drop the adjacency tables (a store opened for writing changes under them)."""
    for name in (EDGES, PROPS, NODES, PUBLISH):
        con.execute(f"DROP TABLE IF EXISTS {name}")  # names of this module only


def _csr(keys: np.ndarray, size: int) -> np.ndarray:
    indptr = np.zeros(size + 1, dtype=np.int64)
    np.cumsum(np.bincount(keys, minlength=size), out=indptr[1:])
    return indptr


class Block:
    """The rows of one signature (edges: ``s``, ``o``; properties: ``s``, ``value``,
    ``value_num``; both: ``origin``, ``doc_id``, ``line``), sorted by ``s``, with CSR row
    pointers by subject code (``indptr``) and, for edges, by object code (``rindptr`` over the
    row order ``rorder``)."""

    def __init__(self, table: pa.Table, size: int, edges: bool):
        self.table = table
        self.s = np.asarray(table.column("s").to_numpy(zero_copy_only=False), dtype=np.int64)
        self.indptr = _csr(self.s, size)
        self.o = np.asarray(table.column("o").to_numpy(zero_copy_only=False), dtype=np.int64) if edges else None
        if edges:
            self.rorder = np.lexsort((self.s, self.o))
            self.rindptr = _csr(self.o, size)

    def sources(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list, list]:
        """``(origin, doc_id, line)`` of every row as integer keys whose order is the order of
        ``ORDER BY doc_id, line, origin`` (NULLs last), with the sorted origin and doc_id texts
        indexed by those keys (each list ends with ``None``, NULL's key); computed on first use."""
        found = getattr(self, "_sources", None)
        if found is None:
            origin, origins = _sorted_codes(self.table.column("origin"))
            doc, docs = _sorted_codes(self.table.column("doc_id"))
            line = self.table.column("line").cast(pa.int64())
            big = np.iinfo(np.int64).max
            line = np.asarray(pc.fill_null(line, big).to_numpy(zero_copy_only=False), dtype=np.int64)
            found = self._sources = (origin, doc, line, [*origins, None], [*docs, None])  # the last key is NULL's
        return found

    def value_keys(self) -> tuple[np.ndarray, int, pa.Array, pa.Array, np.ndarray, np.ndarray]:
        """A property block's values: ``(key, keys, value, value_num, number, valid)``: per row
        one integer ``0..keys-1`` per distinct ``(value, value_num)`` (NULLs equal one another, as
        ``SELECT DISTINCT`` has it), the values as text and as numbers (Arrow), the numbers as
        float64 (0 where NULL) and whether each is not NULL; computed on first use."""
        found = getattr(self, "_values", None)
        if found is None:
            value = self.table.column("value").cast(pa.string()).combine_chunks()
            value_num = self.table.column("value_num").cast(pa.float64()).combine_chunks()
            # two columns of fewer than 2^31 rows: at most 2^62 combinations, the key fits an int64
            key = distinct_key(pa.table({"v": value, "n": value_num}), ["v", "n"], limit=None)
            _, key = np.unique(key, return_inverse=True)  # dense
            number = np.asarray(pc.fill_null(value_num, 0.0).to_numpy(zero_copy_only=False), dtype=np.float64)
            valid = np.asarray(value_num.is_valid().to_numpy(zero_copy_only=False), dtype=bool)
            found = self._values = (key.astype(np.int64), int(key.max()) + 1 if len(key) else 0, value, value_num, number, valid)
        return found

    def rows(self, codes: np.ndarray, reverse: bool = False) -> tuple[np.ndarray, np.ndarray]:
        """``(positions, rows)``: every row whose subject (``reverse``: object) is ``codes[i]``,
        as ``i`` and the row's index in this block, in order of ``i``; ``-1`` codes match none."""
        valid = np.flatnonzero(codes >= 0)
        c = codes[valid]
        indptr = self.rindptr if reverse else self.indptr
        starts = indptr[c]
        counts = indptr[c + 1] - starts
        total = int(counts.sum())
        if total == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        offsets = np.repeat(starts - (np.cumsum(counts) - counts), counts) + np.arange(total)
        return np.repeat(valid, counts), (self.rorder[offsets] if reverse else offsets)


class Adjacency:
    """The adjacency index of one store file.

    Entity ids map to codes by binary search over the ids sorted as UTF-8 bytes (numpy; no Python
    dict, so memory stays ~bytes of the ids). Each signature's :class:`Block` is read on first use
    through the connection a call passes (any reader of the same file).
    """

    def __init__(self, con: duckdb.DuckDBPyConnection):
        ids = arrow_of(con.execute(f"SELECT entity_id FROM {NODES} ORDER BY code")).column(0).combine_chunks()
        self.ids: pa.Array = ids.cast(pa.string())
        keys = np.array([s.encode("utf-8") for s in self.ids.to_pylist()], dtype=object)
        keys = keys.astype(bytes) if len(keys) else np.array([], dtype="S1")
        order = np.argsort(keys, kind="stable")
        self._sorted = keys[order]
        self._order = order.astype(np.int64)
        self._blocks: dict[tuple[str, Signature], Block] = {}
        self._names: tuple | None = None
        self._lock = threading.Lock()

    def exact_names(self, con: duckdb.DuckDBPyConnection, text: str, type_name: str | None) -> list[tuple[str, str]]:
        """``(entity_id, name)`` of the ``kg_entities`` rows whose ``name`` or ``key`` is ``text``
        (of ``type_name`` unless ``None``), by entity id: the rows of
        :func:`kagflow.solver.linking.link_entity`'s exact step, by binary search over the names
        and keys (read through ``con`` on first use) instead of a scan."""
        names = self._names
        if names is None:
            with self._lock:
                if self._names is None:
                    table = arrow_of(con.execute("SELECT entity_id, name, key, type FROM kg_entities"))
                    rows = np.arange(table.num_rows, dtype=np.int64)
                    texts = table.column("name").to_pylist() + table.column("key").to_pylist()
                    both = np.concatenate([rows, rows])
                    keep = np.array([x is not None for x in texts], dtype=bool)
                    keys = np.array([x.encode("utf-8") for x in texts if x is not None], dtype=object)
                    keys = keys.astype(bytes) if len(keys) else np.array([], dtype="S1")
                    order = np.argsort(keys, kind="stable")
                    self._names = (keys[order], both[keep][order], table)
                names = self._names
        keys, rows, table = names
        q = np.array([text.encode("utf-8")], dtype=object).astype(bytes)
        lo, hi = np.searchsorted(keys, q, "left")[0], np.searchsorted(keys, q, "right")[0]
        hits = np.unique(rows[lo:hi])
        out = []
        ids, found_names, types = (table.column(c).take(pa.array(hits, pa.int64())).to_pylist() for c in ("entity_id", "name", "type"))
        for entity_id, name, type_ in zip(ids, found_names, types):
            if type_name is None or type_ == type_name:
                out.append((entity_id, name))
        return sorted(out, key=lambda r: r[0])

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
        pos = np.minimum(np.searchsorted(self._sorted, q), len(self._sorted) - 1)
        return np.where(self._sorted[pos] == q, self._order[pos], -1)

    def block(self, con: duckdb.DuckDBPyConnection, kind: str, signature: Signature) -> Block:
        """The :class:`Block` of ``kind`` (``"edges"`` | ``"props"``) and ``signature``, read
        through ``con`` on first use and kept."""
        key = (kind, signature)
        found = self._blocks.get(key)
        if found is not None:
            return found
        with self._lock:
            found = self._blocks.get(key)
            if found is None:
                if kind == "edges":
                    table = arrow_of(con.execute(
                        f"SELECT s, o, origin, doc_id, line FROM {EDGES} WHERE predicate = $p AND subject_type = $st "
                        "AND object_type = $ot ORDER BY s, o", {"p": signature[0], "st": signature[1], "ot": signature[2]}))
                else:
                    table = arrow_of(con.execute(
                        f"SELECT s, value, value_num, origin, doc_id, line FROM {PROPS} WHERE predicate = $p "
                        "AND subject_type = $st ORDER BY s, value", {"p": signature[0], "st": signature[1]}))
                found = Block(table.combine_chunks(), self.size, kind == "edges")
                self._blocks[key] = found
        return found

    def expand(self, con: duckdb.DuckDBPyConnection, codes: np.ndarray, signatures: Sequence[Signature],
               reverse: bool) -> tuple[np.ndarray, np.ndarray]:
        """Neighbours of each code over the union of edge ``signatures``.

        Args:
            con: a reader of this store file.
            codes: int64 codes (``-1``: unknown id, no neighbours).
            signatures: hop signatures ``(predicate, subject type, object type)``.
            reverse: follow edges from object to subject.

        Returns:
            ``(positions, neighbours)``: distinct pairs, ``positions`` indexing ``codes``, sorted by
            position then neighbour code.
        """
        rows, nbrs = [], []
        for sig in dict.fromkeys(signatures):
            b = self.block(con, "edges", sig)
            pos, idx = b.rows(codes, reverse)
            rows.append(pos)
            nbrs.append((b.s if reverse else b.o)[idx])
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        row, nbr = np.concatenate(rows), np.concatenate(nbrs)
        pairs = np.unique(row * np.int64(self.size + 1) + nbr)  # a pair with several sources, or signatures
        return pairs // np.int64(self.size + 1), pairs % np.int64(self.size + 1)

    def values(self, con: duckdb.DuckDBPyConnection, codes: np.ndarray, signatures: Sequence[Signature]
               ) -> tuple[np.ndarray, pa.Array, pa.Array]:
        """Property values of each code over the union of property ``signatures``.

        Returns:
            ``(positions, value, value_num)``: distinct (position, value, value_num) triples.
        """
        parts = []
        for sig in dict.fromkeys(signatures):
            b = self.block(con, "props", sig)
            pos, idx = b.rows(codes)
            take = pa.array(idx, pa.int64())
            parts.append(pa.table({"pos": pa.array(pos, pa.int64()), "value": b.table.column("value").take(take).cast(pa.string()),
                                   "value_num": b.table.column("value_num").take(take).cast(pa.float64())}))
        if not parts:
            return np.zeros(0, dtype=np.int64), pa.array([], pa.string()), pa.array([], pa.float64())
        t = pa.concat_tables(parts)
        first = distinct_rows(t, ["pos", "value", "value_num"])  # in order of first occurrence
        take = pa.array(first, pa.int64())
        return (np.asarray(t.column("pos").to_numpy(), dtype=np.int64)[first],
                t.column("value").take(take).combine_chunks(), t.column("value_num").take(take).combine_chunks())

    def value_rows(self, con: duckdb.DuckDBPyConnection, codes: np.ndarray, signature: Signature
                   ) -> tuple[np.ndarray, Block, np.ndarray]:
        """Property values of each code for one property ``signature``, as rows of its block:
        what :meth:`values` gives for that one signature, without reading the values.

        Returns:
            ``(positions, block, rows)``: ``positions`` indexing ``codes`` and the block's ``rows``
            (int64) of the distinct (position, value, value_num) triples, each at its first
            occurrence, in the order :meth:`values` gives.
        """
        b = self.block(con, "props", signature)
        pos, idx = b.rows(codes)
        key, keys = b.value_keys()[:2]
        _, first = np.unique(pos * np.int64(max(1, keys)) + key[idx], return_index=True)
        first.sort()
        return pos[first], b, idx[first]

    def keyed_property_sources(self, con, signature: Signature, subjects: np.ndarray, keys: np.ndarray) -> list[tuple]:
        """:meth:`property_sources` with the values given as the block's value keys
        (:meth:`Block.value_keys`) instead of texts."""
        b = self.block(con, "props", signature)
        pos, idx = b.rows(subjects)
        keep = idx[b.value_keys()[0][idx] == keys[pos]]
        return _distinct_sources(b, keep)

    def edge_sources(self, con, signature: Signature, subjects: np.ndarray, objects: np.ndarray) -> list[tuple]:
        """``(origin, doc_id, line)`` of the edges of ``signature`` between ``subjects[i]`` and
        ``objects[i]`` (codes), distinct."""
        b = self.block(con, "edges", signature)
        pos, idx = b.rows(subjects)
        keep = idx[b.o[idx] == objects[pos]]
        return _distinct_sources(b, keep)

    def property_sources(self, con, signature: Signature, subjects: np.ndarray, values: list) -> list[tuple]:
        """``(origin, doc_id, line)`` of the property rows of ``signature`` of ``subjects[i]``
        whose value is ``values[i]`` (``None`` matches ``None``), distinct."""
        b = self.block(con, "props", signature)
        pos, idx = b.rows(subjects)
        stored = b.table.column("value").take(pa.array(idx, pa.int64())).cast(pa.string())
        wanted = pa.array(values, pa.string()).take(pa.array(pos, pa.int64()))
        same = pc.or_(pc.fill_null(pc.equal(stored, wanted), False), pc.and_(pc.is_null(stored), pc.is_null(wanted)))
        keep = idx[np.asarray(same.to_numpy(zero_copy_only=False), dtype=bool)]
        return _distinct_sources(b, keep)


DISTINCT_KEY_LIMIT = 1 << 62  # distinct_rows: combined codes up to this fit an int64; past it, a hash aggregation


def distinct_rows(table, columns: list[str]):
    """Row indices (int64 numpy array, ascending) of the first occurrence of each distinct tuple
    of ``columns`` of an Arrow ``table``; NULLs equal one another, as ``SELECT DISTINCT`` has it.

    Each column is dictionary-encoded and the codes combined into one integer per row (mixed
    radix); past :data:`DISTINCT_KEY_LIMIT` combinations, Arrow's hash aggregation instead.
    """
    key = distinct_key(table, columns, DISTINCT_KEY_LIMIT)
    if key is None:
        marked = table.select(columns).append_column("kf_row", pa.array(np.arange(table.num_rows), pa.int64()))
        first = marked.group_by(columns, use_threads=False).aggregate([("kf_row", "min")]).column("kf_row_min")
        return np.sort(np.asarray(first.to_numpy(), dtype=np.int64))
    _, first = np.unique(key, return_index=True)
    return np.sort(first).astype(np.int64)


def distinct_key(table, columns: list[str], limit: int | None) -> np.ndarray | None:
    """One int64 per row of an Arrow ``table``, equal where the rows' ``columns`` are equal
    (NULLs equal one another): each column dictionary-encoded, the codes combined in mixed radix;
    ``None`` when the combinations reach ``limit`` (``None``: no limit; the caller knows the key fits)."""
    key = np.zeros(table.num_rows, dtype=np.int64)
    span = 1
    for name in columns:
        encoded = pc.dictionary_encode(table.column(name).combine_chunks(), null_encoding="encode")
        radix = max(1, len(encoded.dictionary))
        span *= radix
        if limit is not None and span >= limit:
            return None
        key = key * radix + np.asarray(encoded.indices.to_numpy(zero_copy_only=False), dtype=np.int64)
    return key


def _sorted_codes(column) -> tuple[np.ndarray, list]:
    """Integer keys of a text column whose order is the texts' order (NULL last), and the texts."""
    values = sorted(v for v in pc.unique(column).to_pylist() if v is not None)
    codes = pc.index_in(column, value_set=pa.array(values, pa.string())) if values else pa.nulls(len(column), pa.int32())
    return np.asarray(pc.fill_null(codes, len(values)).to_numpy(zero_copy_only=False), dtype=np.int64), values


def _distinct_sources(block: Block, rows: np.ndarray, limit: int = 200) -> list[tuple]:
    """Distinct ``(origin, doc_id, line)`` of ``rows`` of ``block``, ordered as ``ORDER BY doc_id,
    line, origin`` (NULLs last), the first ``limit``."""
    origin, doc, line, origins, docs = block.sources()
    o, d, ln = origin[rows], doc[rows], line[rows]
    order = np.lexsort((o, ln, d))
    o, d, ln = o[order], d[order], ln[order]
    if len(order):
        first = np.ones(len(order), dtype=bool)
        first[1:] = (o[1:] != o[:-1]) | (d[1:] != d[:-1]) | (ln[1:] != ln[:-1])
        o, d, ln = o[first][:limit], d[first][:limit], ln[first][:limit]
    big = np.iinfo(np.int64).max
    return [(origins[a], docs[b], None if c == big else c)
            for a, b, c in zip(o.tolist(), d.tolist(), ln.tolist())]


def adjacency_for(con: duckdb.DuckDBPyConnection) -> Adjacency | None:
    """The store's :class:`Adjacency`, loaded once per process per store file (:func:`cached`);
    ``None`` when the store has no adjacency tables (an older build, or a store open for writing)."""
    def load() -> Adjacency | None:
        return Adjacency(con) if has_adjacency(con) else None

    return cached(con, "adjacency", load)
