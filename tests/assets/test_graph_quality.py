"""Graph-quality asset checks: clean on KAG's real projects, failing on a corrupted copy.

The corruptions are rows inserted here, so the expected counts are known by construction; the
clean counts (0) hold because every reference in the supply chain tables resolves to an entity or
a stub (the mapper's unresolved references become stubs) and every relation the tables fill is
declared in SupplyChain.schema.
"""

from __future__ import annotations

import json
import shutil

import dagster as dg
import duckdb
import pytest

from kagflow.assets.graph_quality import dangling_edges, graph_quality, schema_violations
from kagflow.pipelines.definitions import ALL_ASSETS, build_resources
from kagflow.schema.spg import load_project_schema
from kagflow.store import warehouse
from kagflow.store.ids import entity_id_for
from tests.conftest import build_without_models, copy_example, dataset, fake_models

SC = dataset("kag-supplychain")


def _checks(root, database):
    """Run only the graph-quality checks against ``database``; ``{check name: evaluation}``."""
    job = dg.define_asset_job("graph_checks", selection=dg.AssetSelection.checks(graph_quality))
    defs = dg.Definitions(assets=ALL_ASSETS, jobs=[job],
                          resources=build_resources(str(root), database_path=str(database), substitutes=fake_models()))
    result = defs.resolve_job_def("graph_checks").execute_in_process(raise_on_error=False)
    return {e.check_name: e for e in result.get_asset_check_evaluations()}


def test_supply_chain_graph_is_clean(supplychain):
    con = duckdb.connect(str(supplychain / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        assert dangling_edges(con)[0] == 0
        assert schema_violations(con, load_project_schema(SC))[:2] == (0, {})
    finally:
        con.close()


@pytest.fixture()
def corrupted(supplychain, tmp_path):
    """A copy of the built supply-chain store with one edge of each kind of fault."""
    db = tmp_path / "kg.duckdb"
    shutil.copy(supplychain / ".kagflow" / "kg.duckdb", db)
    # opened as a build opens it: the published store's materialized kg_* tables become views again
    with warehouse.connect(db) as con:
        _corrupt(con)
    return db


def _corrupt(con):
    """Insert one dangling edge, one edge to the wrong type, one undeclared relation and one undeclared property."""
    company = con.execute("SELECT entity_id FROM entities WHERE type = 'Company' ORDER BY entity_id LIMIT 1").fetchone()[0]
    person = con.execute("SELECT entity_id FROM entities WHERE type = 'Person' ORDER BY entity_id LIMIT 1").fetchone()[0]
    rows = [("x1", company, "product", entity_id_for("Product", "no-such-product")),  # dangling object
            ("x2", company, "product", person),  # Company.product ranges over Product, not Person
            ("x3", company, "likes", person)]  # Company declares no 'likes'
    con.executemany("INSERT INTO edges VALUES (?, ?, ?, ?, 'test', NULL)", rows)
    con.execute("INSERT INTO properties VALUES (?, 'shoeSize', '42', 42, true, 'test', NULL)", [person])


def test_checks_count_each_fault_of_a_corrupted_store(corrupted):
    con = duckdb.connect(str(corrupted), read_only=True)
    try:
        n, by_origin, preview = dangling_edges(con)
        assert (n, by_origin) == (1, {"source": 1}) and "product" in preview
        n, by_kind, preview = schema_violations(con, load_project_schema(SC))
        assert (n, by_kind) == (3, {"undeclared_predicate": 1, "undeclared_property": 1, "wrong_object_type": 1})
        assert "shoeSize" in preview
    finally:
        con.close()


def test_asset_checks_fail_on_a_corrupted_store_and_pass_on_the_real_one(supplychain, corrupted, tmp_path):
    bad = _checks(supplychain, corrupted)
    assert not bad["no_dangling_edges"].passed and bad["no_dangling_edges"].severity == dg.AssetCheckSeverity.ERROR
    assert bad["no_dangling_edges"].metadata["dangling"].value == 1
    assert not bad["edges_conform_to_schema"].passed and bad["edges_conform_to_schema"].severity == dg.AssetCheckSeverity.WARN
    assert bad["edges_conform_to_schema"].metadata["violations"].value == 3
    # the warning check's violations are located build_issues rows, one per predicate here
    con = duckdb.connect(str(corrupted), read_only=True)
    try:
        issues = con.execute("SELECT severity, code, field, value, doc_id, line FROM build_issues "
                             "WHERE stage = 'graph_quality' ORDER BY field").fetchall()
    finally:
        con.close()
    assert issues == [("warning", "undeclared_predicate", "likes", "1", "test", None),
                      ("warning", "wrong_object_type", "product", "1", "test", None),
                      ("warning", "undeclared_property", "shoeSize", "1", "test", None)]
    clean = tmp_path / "clean.duckdb"
    shutil.copy(supplychain / ".kagflow" / "kg.duckdb", clean)
    good = _checks(supplychain, clean)
    assert good["no_dangling_edges"].passed and good["edges_conform_to_schema"].passed


def test_the_build_job_runs_the_graph_checks(supplychain):
    from kagflow.pipelines.build import build_definitions

    job = build_definitions(str(supplychain)).resolve_job_def("build_knowledge_graph")
    checks = {k.name for k in job.asset_layer.asset_graph.asset_check_keys}
    assert {"no_dangling_edges", "edges_conform_to_schema"} <= checks


def _acme_with_undeclared_edges(target):
    """A copy of the shipped acme-supply example plus an expert edges file: two ``likes`` edges
    (Company declares no such predicate) and one ``fundTrans`` edge into a Person (its range is
    Company), between new nodes (ids no table has). The expert loader keeps such edges with only
    info issues."""
    copy_example(target)
    edges = [{"from": "XC1", "to": "XP1", "label": "likes", "fromType": "Company", "toType": "Person"},
             {"from": "XC2", "to": "XP1", "label": "likes", "fromType": "Company", "toType": "Person"},
             {"from": "XC1", "to": "XP2", "label": "fundTrans", "fromType": "Company", "toType": "Person"}]
    (target / "sources" / "edges.json").write_text(json.dumps(edges, indent=1), encoding="utf-8")
    return target


def test_schema_violations_are_located_build_warnings_and_strict_fails_on_them(tmp_path, fake_cli_build, capsys):
    from kagflow.pipelines.cli import main

    root = _acme_with_undeclared_edges(tmp_path / "acme")
    report = build_without_models(root)
    warnings = {code: message for severity, code, message in report.issues if severity == "warning"}
    assert sorted(warnings) == ["undeclared_predicate", "wrong_object_type"]
    assert warnings["undeclared_predicate"].startswith("edges.json: line ")
    assert "2 Company -[likes]-> Person edge(s)" in warnings["undeclared_predicate"]
    assert warnings["wrong_object_type"].startswith("edges.json: line ")
    assert "1 Company -[fundTrans]-> Person edge(s)" in warnings["wrong_object_type"]
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        rows = con.execute("SELECT field, value, doc_id FROM build_issues WHERE stage = 'graph_quality' ORDER BY field").fetchall()
    finally:
        con.close()
    assert rows == [("fundTrans", "1", "edges.json"), ("likes", "2", "edges.json")]
    capsys.readouterr()
    assert main(["build", str(root), "--strict", "--force"]) == 1
    err = capsys.readouterr().err
    assert "strict build: 2 schema warning(s)" in err and "edges_conform_to_schema" in err


def test_a_clean_example_builds_strict(tmp_path):
    report = build_without_models(copy_example(tmp_path / "acme"), strict=True)
    assert not [i for i in report.issues if i[0] == "warning"]


def _wide_schema(n_types: int):
    """A schema of ``n_types`` subtypes ``T0..`` of one root ``Thing``; ``Thing`` has a relation
    ``near`` to ``Thing`` that every subtype inherits, and ``T{i}`` a relation ``r{i}`` to ``T{i+1}``."""
    from kagflow.schema.spg import parse_schema_text

    lines = ["namespace Wide", "", "Thing(Thing): EntityType", "    relations:", "        near(Near): Thing", ""]
    for i in range(n_types):
        lines += [f"T{i}(T{i})->Thing:", "    relations:", f"        r{i}(R{i}): T{(i + 1) % n_types}", ""]
    return parse_schema_text("\n".join(lines), "wide.schema")


def _graph_store(entities, edges):
    """An in-memory store with only the relations the checks read, filled with ``entities``
    ``[(entity_id, type)]`` and ``edges`` ``[(subject_id, predicate, object_id)]``."""
    import pyarrow as pa

    con = duckdb.connect()
    ent = pa.table({"entity_id": [e for e, _ in entities], "type": [t for _, t in entities]})
    edge = pa.table({"edge_id": [f"x{k}" for k in range(len(edges))], "subject_id": [e[0] for e in edges],
                     "predicate": [e[1] for e in edges], "object_id": [e[2] for e in edges], "origin": ["test"] * len(edges),
                     "doc_id": ["e.csv"] * len(edges), "line": pa.array(range(2, len(edges) + 2), pa.int64())})
    con.execute("CREATE TABLE kg_entities AS SELECT * FROM ent")
    con.execute("CREATE TABLE kg_edges AS SELECT * FROM edge")
    con.execute("CREATE TABLE kg_properties (entity_id VARCHAR, predicate VARCHAR, origin VARCHAR, doc_id VARCHAR, line BIGINT)")
    con.execute("CREATE TABLE properties (entity_id VARCHAR, predicate VARCHAR, in_schema BOOLEAN)")
    return con


def test_a_range_covers_its_subtypes_and_not_its_supertypes():
    from kagflow.assets.graph_quality import schema_violation_groups

    schema = _wide_schema(3)  # T0 -r0-> T1, T1 -r1-> T2, T2 -r2-> T0; near: any Thing
    con = _graph_store([("a", "T0"), ("b", "T1"), ("c", "T2"), ("t", "Thing")],
                       [("a", "r0", "b"),  # in range
                        ("a", "near", "c"), ("t", "near", "a"),  # a T2 and a T0 are Things: in range
                        ("a", "r0", "c"),  # T2 is no T1
                        ("a", "r0", "t"),  # a Thing is not (necessarily) a T1: the supertype is out of range
                        ("b", "r0", "c")])  # T1 declares no r0
    rows = schema_violation_groups(con, schema).to_pylist()
    got = sorted((r["kind"], r["subject_type"], r["predicate"], r["object_type"], r["n"]) for r in rows)
    assert got == [("undeclared_predicate", "T1", "r0", "T2", 1),
                   ("wrong_object_type", "T0", "r0", "T2", 1), ("wrong_object_type", "T0", "r0", "Thing", 1)]


def test_the_schema_relations_grow_linearly_with_the_types():
    """Expanding every range to its subtypes made ``types x types`` rows (4,006,001 here: every type
    inherits ``near: Thing``); the check's relations hold a few rows per type."""
    from kagflow.assets.graph_quality import _declared

    n = 2000
    total = sum(t.num_rows for t in _declared(_wide_schema(n)))
    # per subtype: id, name, near, r_i (4 predicates), near and r_i ranges (2), itself and Thing (2)
    assert total == 8 * n + 5  # Thing: id, name, near; range of near; itself


def test_checks_over_a_schema_of_ten_thousand_types_count_what_was_planted():
    from kagflow.assets.graph_quality import schema_violation_groups, summarize_violations

    n = 10_000
    schema = _wide_schema(n)
    entities = [(f"e{i}", f"T{i}") for i in range(n)]
    good = [(f"e{i}", f"r{i}", f"e{(i + 1) % n}") for i in range(n)] + [(f"e{i}", "near", f"e{(i * 7) % n}") for i in range(n)]
    wrong = [(f"e{i}", f"r{i}", f"e{(i + 2) % n}") for i in range(0, n, 100)]  # 100 edges to the type after next
    undeclared = [(f"e{i}", f"r{(i + 1) % n}", f"e{(i + 2) % n}") for i in range(0, n, 250)]  # 40 of the next type's relation
    con = _graph_store(entities, good + wrong + undeclared)
    count, by_kind, _ = summarize_violations(con, schema_violation_groups(con, schema))
    assert (count, by_kind) == (140, {"undeclared_predicate": 40, "wrong_object_type": 100})
