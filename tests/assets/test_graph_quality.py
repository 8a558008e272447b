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


def test_schema_violations_are_located_build_warnings_and_strict_fails_on_them(tmp_path, capsys):
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
