"""The adjacency index a publish builds (kagflow.store.adjacency): dense codes, the rows of the hop
tables, lookups and neighbours as a separate SQL computation over kg_hops gives them."""

from __future__ import annotations

import os
import shutil

import duckdb
import numpy as np
from hypothesis import given, settings, strategies as st

from kagflow.store import adjacency, warehouse
from tests.property_index import property_index


def test_published_store_holds_the_index_and_it_matches_kg_hops(supplychain):
    con = duckdb.connect(str(supplychain / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        assert adjacency.has_adjacency(con)
        n_entities = con.execute("SELECT count(DISTINCT entity_id) FROM kg_entities").fetchone()[0]
        adj = adjacency.adjacency_for(con)
        assert adj.size == n_entities
        assert adjacency.adjacency_for(con) is adj  # loaded once per connection and file
        ids = [r[0] for r in con.execute("SELECT entity_id FROM kg_entities ORDER BY random() LIMIT 50").fetchall()]
        codes = adj.codes(ids + ["no-such-id"])
        assert codes[-1] == -1
        assert adj.ids.take(codes[:-1]).to_pylist() == ids
        # every (predicate, types) signature: neighbours of some subjects, forward and reverse
        sigs = con.execute("SELECT DISTINCT predicate, subject_type, object_type FROM kg_hops ORDER BY ALL").fetchall()
        assert sigs
        for sig in sigs:
            pairs = con.execute("SELECT DISTINCT subject_id, object_id FROM kg_hops WHERE predicate = ? AND subject_type = ? "
                                "AND object_type = ?", list(sig)).fetchall()
            subjects = sorted({s for s, _ in pairs})[:20]
            pos, nbr = adj.expand(con, adj.codes(subjects), [sig], reverse=False)
            got = {(subjects[p], adj.ids[int(n)].as_py()) for p, n in zip(pos, nbr)}
            assert got == {(s, o) for s, o in pairs if s in set(subjects)}, sig
            objects = sorted({o for _, o in pairs})[:20]
            pos, nbr = adj.expand(con, adj.codes(objects), [sig], reverse=True)
            got = {(adj.ids[int(n)].as_py(), objects[p]) for p, n in zip(pos, nbr)}
            assert got == {(s, o) for s, o in pairs if o in set(objects)}, sig
    finally:
        con.close()


def test_a_writer_drops_the_index_and_a_publish_rebuilds_it(supplychain, tmp_path):
    copy = tmp_path / "kg.duckdb"
    shutil.copy(supplychain / ".kagflow" / "kg.duckdb", copy)
    with warehouse.connect(copy) as writer:
        assert not adjacency.has_adjacency(writer)  # ensure_tables: the index would go stale
        assert adjacency.adjacency_for(writer) is None
        writer.execute("BEGIN")
        counts = warehouse.materialize_views(writer)
        writer.execute("COMMIT")
        assert adjacency.has_adjacency(writer)
        expected = writer.execute("SELECT count(*) FROM (SELECT DISTINCT predicate, subject_type, object_type, subject_id, "
                                  "object_id, origin, doc_id, line FROM kg_hops)").fetchone()[0]
        assert counts[adjacency.EDGES] == expected


def test_codes_of_no_ids_and_unknown_ids(supplychain):
    con = duckdb.connect(str(supplychain / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        adj = adjacency.adjacency_for(con)
        assert adj.codes([]).tolist() == []
        assert adj.codes(["", "zzz"]).tolist() == [-1, -1]
        pos, nbr = adj.expand(con, np.array([-1], dtype=np.int64), [("fundTrans", "Company", "Company")], False)
        assert len(pos) == len(nbr) == 0
    finally:
        con.close()


def test_the_index_is_shared_per_file_and_reloaded_after_a_publish(supplychain, tmp_path):
    published = supplychain / ".kagflow" / "kg.duckdb"
    target = tmp_path / "kg.duckdb"
    shutil.copy(published, target)
    first, second = (duckdb.connect(str(target), read_only=True) for _ in range(2))
    try:
        adj = adjacency.adjacency_for(first)
        assert adj is not None and adjacency.adjacency_for(second) is adj  # one load per process and file
        calls = []
        assert adjacency.cached(first, "x", lambda: calls.append(1) or 7) == 7
        assert adjacency.cached(second, "x", lambda: calls.append(1) or 8) == 7 and calls == [1]
    finally:
        first.close()
        second.close()
    # a publish replaces the file (os.replace) with one whose index was built anew: a reader of the
    # new file gets a new index, also when its connection to the old file asked last (the race of
    # a reader that opened the old file just before the switch)
    old_reader = duckdb.connect(str(target), read_only=True)
    try:
        os.replace(_republished(published, tmp_path / "staged.duckdb"), target)
        assert adjacency.cached(old_reader, "z", lambda: "old") == "old"
    finally:
        old_reader.close()  # DuckDB shares one open instance per path within a process
    third = duckdb.connect(str(target), read_only=True)
    try:
        assert adjacency.cached(third, "z", lambda: "new") == "new"
        assert adjacency.adjacency_for(third) is not adj
    finally:
        third.close()
    # a writable connection caches nothing
    with warehouse.connect(target) as writer:
        values = iter([1, 2])
        assert adjacency.cached(writer, "y", lambda: next(values)) == 1
        assert adjacency.cached(writer, "y", lambda: next(values)) == 2


def _republished(published, staged):
    """A copy of ``published`` written and published again (its index, and publish id, rebuilt)."""
    shutil.copy(published, staged)
    with warehouse.connect(staged) as writer:
        writer.execute("BEGIN")
        warehouse.materialize_views(writer)
        writer.execute("COMMIT")
    return staged


PROP_ROW = st.tuples(st.sampled_from(["e0", "e1", "e2", "e3"]), st.sampled_from(["1", "2.5", "x", "nan", None]),
                     st.sampled_from(["source", "rule:r"]), st.sampled_from(["d1", "d2", None]), st.integers(1, 4))


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(PROP_ROW, max_size=14), wanted=st.lists(st.sampled_from(["e0", "e1", "e2", "e3", "nope"]), max_size=6),
       pick=st.lists(st.integers(0, 50), min_size=1, max_size=2))
def test_property_values_as_block_rows_equal_the_values_read_as_text(rows, wanted, pick):
    # value_rows (the values of one signature as rows of its block, distinct by their value keys)
    # gives the positions and values that values() reads as text; keyed_property_sources the
    # sources property_sources finds by text; several rows per (entity, value) with other sources
    con, adj = property_index(rows, 4)
    sig = ("p", "T", "")
    codes = adj.codes(wanted)
    pos, block, found = adj.value_rows(con, codes, sig)
    want_pos, value, value_num = adj.values(con, codes, [sig])
    _key, _keys, texts, numbers, _n, _valid = block.value_keys()
    assert pos.tolist() == want_pos.tolist()
    assert texts.take(found).to_pylist() == value.to_pylist()
    assert np.array_equal(np.asarray(numbers.take(found).to_numpy(zero_copy_only=False), dtype=float),
                          np.asarray(value_num.to_numpy(zero_copy_only=False), dtype=float), equal_nan=True)
    if len(found):
        chosen = sorted({p % len(found) for p in pick})
        subjects = codes[pos[chosen]]
        by_key = adj.keyed_property_sources(con, sig, subjects, block.value_keys()[0][found[chosen]])
        by_text = adj.property_sources(con, sig, subjects, texts.take(found[chosen]).to_pylist())
        assert by_key == by_text
