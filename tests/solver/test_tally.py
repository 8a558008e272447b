"""kagflow.solver.operators.tally (an aggregate Math step over relations held in memory) gives
what the compiled Math SQL gives, and kagflow.store.adjacency.distinct_rows what SELECT DISTINCT keeps, over the same relation in DuckDB: duplicates, NULL owners,
text values (no number), entities among numbers, both ways of finding distinct rows; on a relation
held as the index's codes, what it gives on the same relation as text."""

from __future__ import annotations

import duckdb
import pyarrow as pa
import pytest
from hypothesis import given, settings, strategies as st

from kagflow.solver.operators import tally
from kagflow.store import adjacency
from kagflow.store.adjacency import distinct_rows
from tests.property_index import property_index

ROW = st.tuples(st.sampled_from(["e1", "e2", "e3", None]), st.sampled_from(["10", "2.5", "x", None]))
TARGETS = ("count", "exists", "sum", "avg", "min", "max")


def _relation(rows):
    number = {"10": 10.0, "2.5": 2.5}
    return pa.table({"v1": pa.array([r[0] for r in rows], pa.string()),
                     "v2": pa.array([r[1] for r in rows], pa.string()),
                     "v2_n": pa.array([number.get(r[1]) for r in rows], pa.float64())})


def _sql(con, target, with_entity):
    # the statements kagflow.solver.compile writes for Math(content=[v2] or [v1, v2], target=...)
    value = "SELECT DISTINCT v1, v2, v2_n AS x FROM rel"
    entity = "SELECT DISTINCT v1 FROM rel"
    if target in ("count", "exists"):
        total = f"(SELECT count(*) FROM ({value}))" + (f" + (SELECT count(*) FROM ({entity}))" if with_entity else "")
        return con.execute(f"SELECT {total}" if target == "count" else f"SELECT ({total}) > 0").fetchone()[0], 0
    parts = [f"SELECT x FROM ({value})"] + ([f"SELECT NULL::DOUBLE AS x FROM ({entity})"] if with_entity else [])
    return tuple(con.execute(f"SELECT {target}(x), count(*) - count(x) FROM ({' UNION ALL '.join(parts)})").fetchone())


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(ROW, max_size=12), with_entity=st.booleans(), hashed=st.booleans())
def test_tally_equals_the_math_sql(rows, with_entity, hashed, monkeypatch_module):
    table = _relation(rows)
    monkeypatch_module.setattr(adjacency, "DISTINCT_KEY_LIMIT", 2 if hashed else 1 << 62)
    con = duckdb.connect()
    con.register("rel", table)
    parts = [("value", table, "v2", "v1")] + ([("entity", table, "v1", None)] if with_entity else [])
    for target in TARGETS:
        want = _sql(con, target, with_entity)
        got = tally(target, parts)
        assert got[1] == want[1], target
        assert got[0] == pytest.approx(want[0]) if want[0] is not None else got[0] is None, target


def test_distinct_rows_keeps_first_occurrences_and_nulls_once():
    table = _relation([("e1", "10"), (None, None), ("e1", "10"), (None, None), ("e2", "x"), ("e1", "2.5")])
    assert distinct_rows(table, ["v1", "v2", "v2_n"]).tolist() == [0, 1, 4, 5]
    assert distinct_rows(table, ["v1"]).tolist() == [0, 1, 4]


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        yield mp


def test_a_sum_in_memory_that_overflows_is_the_execution_error_the_sql_gives():
    from kagflow.solver.compile import MathStep
    from kagflow.solver.operators import Operators
    from kagflow.solver.trace import PlanExecutionError, StepTrace

    table = pa.table({"v1": ["e1", "e2"], "v2": ["1e308", "1.5e308"], "v2_n": [1e308, 1.5e308]})
    step = MathStep(1, 0, "sum", "m", "SELECT sum(x) AS x, count(*) - count(x) AS skipped FROM (...)", {},
                    tallies=(("value", "rel", "v2", "v1"),))
    ops = Operators(duckdb.connect(), in_memory={"rel": table})
    with pytest.raises(PlanExecutionError, match=r"Action1: Math sum overflows"):
        ops.run_math(step, None, {}, StepTrace(1, "Math"))
    scalars: dict = {}
    trace = StepTrace(1, "Math")
    ops.run_math(MathStep(1, 0, "max", "m", "...", {}, tallies=(("value", "rel", "v2", "v1"),)), None, scalars, trace)
    assert scalars == {"m": 1.5e308} and trace.engine == "index"


PROP = st.tuples(st.sampled_from(["e0", "e1", "e2"]), st.sampled_from(["10", "2.5", "x", "nan", None]))


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(PROP, max_size=10), wanted=st.lists(st.sampled_from(["e0", "e1", "e2"]), max_size=4),
       repeat=st.lists(st.integers(0, 30), max_size=12))
def test_tally_on_index_codes_equals_tally_on_the_text(rows, wanted, repeat):
    # a relation the index made (entity codes, property values as block rows, rows repeated as a
    # later hop repeats them) gives the tally its Arrow table (ids and values as text) gives
    import numpy as np

    from kagflow.solver.index_relation import IndexRelation, PropertyRows

    con, adj = property_index([(entity, value, "source", "d", i) for i, (entity, value) in enumerate(rows)], 3)
    codes = adj.codes(wanted)
    pos, block, found = adj.value_rows(con, codes, ("p", "T", ""))
    rel = IndexRelation(adj, len(pos), {"v1": codes[pos], "v2": PropertyRows(block, found, False),
                                        "v2_n": PropertyRows(block, found, True)})
    if len(pos):
        rel = rel.take(np.array([r % len(pos) for r in repeat], dtype=np.int64))
    parts = [("value", rel, "v2", "v1"), ("entity", rel, "v1", None)]
    text = rel.table()
    for target in TARGETS:
        for n in (1, 2):
            got, want = tally(target, parts[:n]), tally(target, [(k, text, c, o) for k, _, c, o in parts[:n]])
            assert got[1] == want[1], target
            assert got[0] == want[0] or (got[0] != got[0] and want[0] != want[0]), target  # NaN from a "nan" value
