"""The build's assets run by Dagster in process on a temporary project."""

from __future__ import annotations

import json
import shutil

import dagster as dg
import duckdb
import pytest

from kagflow.pipelines.definitions import ALL_ASSETS, build_resources, source_files
from kagflow.pipelines.sensors import partition_range_tags
from tests.conftest import REPO, fake_models

EXAMPLE = REPO / "data" / "examples" / "acme-supply"


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    return root


def _materialize(root, instance, keys, selection=None):
    instance.add_dynamic_partitions(source_files.name, [k for k in keys if k not in instance.get_dynamic_partitions(source_files.name)])
    return dg.materialize(
        ALL_ASSETS,
        selection=selection,
        instance=instance,
        resources=build_resources(str(root), as_of="2024-06-30", substitutes=fake_models()),
        tags=partition_range_tags(keys[0], keys[-1]),
    )


def _metadata(result, key):
    events = [e for e in result.get_asset_materialization_events() if e.asset_key == dg.AssetKey(key)]
    return events[-1].materialization.metadata


def _keys(root):
    return sorted(p.relative_to(root / "sources").as_posix() for p in (root / "sources").rglob("*") if p.is_file())


def test_all_assets_materialise_with_row_counts_previews_and_passing_checks(project):
    instance = dg.DagsterInstance.ephemeral()
    result = _materialize(project, instance, _keys(project))
    assert result.success
    for key in ("entities", "properties", "edges", "aligned_concepts", "derived_properties"):
        metadata = _metadata(result, key)
        assert metadata["num_rows"].value > 0, key
        assert "preview" in metadata
    checks = [e.asset_check_evaluation_data for e in result.all_events if e.event_type_value == "ASSET_CHECK_EVALUATION"]
    assert checks and all(c.passed for c in checks)
    # one materialisation per source file partition, in a single run
    partitions = {e.partition for e in result.get_asset_materialization_events() if e.asset_key == dg.AssetKey("source_documents")}
    assert partitions == set(_keys(project))


def test_unchanged_partitions_are_skipped_and_changed_ones_replaced(project):
    instance = dg.DagsterInstance.ephemeral()
    keys = _keys(project)
    _materialize(project, instance, keys)
    second = _materialize(project, instance, keys, selection=["source_documents"])
    assert _metadata(second, "source_documents")["changed"].value == 0
    assert _metadata(second, "source_documents")["unchanged"].value == len(keys)
    (project / "sources" / "Person.csv").write_text("id,name,age\nP09,Zed Quill,30\n", encoding="utf-8")
    third = _materialize(project, instance, keys, selection=["source_documents"])
    assert _metadata(third, "source_documents")["changed"].value == 1
    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        records = con.execute("SELECT record FROM source_records WHERE doc_id = 'Person.csv'").fetchall()
    finally:
        con.close()
    assert [json.loads(r[0])["name"] for r in records] == ["Zed Quill"]


def test_broken_files_are_recorded_and_do_not_stop_the_build(project):
    sources = project / "sources"
    (sources / "Trend.csv").write_bytes(b"id\n\xff\xfe broken\n")  # not UTF-8
    (sources / "slides.pptx").write_bytes(b"PK\x03\x04 not a format kagflow reads")
    (sources / "binary.txt").write_bytes(bytes(range(256)) * 4)
    (sources / "broken.pdf").write_bytes(b"%PDF-1.4 garbage")
    (sources / "Company_fundTrans_Company.csv").write_text(
        (sources / "Company_fundTrans_Company.csv").read_text(encoding="utf-8") + "C001,C002\n", encoding="utf-8"
    )
    instance = dg.DagsterInstance.ephemeral()
    result = _materialize(project, instance, _keys(project))
    assert result.success
    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        issues = con.execute("SELECT code, doc_id, line FROM build_issues ORDER BY doc_id").fetchall()
        status = dict(con.execute("SELECT doc_id, status FROM source_documents").fetchall())
    finally:
        con.close()
    assert ("unreadable_source", "Trend.csv", None) in issues
    assert ("unsupported_source", "slides.pptx", None) in issues
    assert ("unreadable_document", "binary.txt", None) in issues
    assert ("unreadable_document", "broken.pdf", None) in issues
    bad_line = len((sources / "Company_fundTrans_Company.csv").read_text(encoding="utf-8").splitlines())
    assert ("bad_row", "Company_fundTrans_Company.csv", bad_line) in issues
    assert status["Trend.csv"] == "error" and status["Company.csv"] == "ok"


def test_json_records_map_like_csv_rows(project):
    sources = project / "sources"
    (sources / "Person.csv").unlink()
    people = [{"id": "P10", "name": "Iris Vale", "age": 41, "legalRepresentative": ["Acme Motors", "Helix Chemicals"]}]
    (sources / "Person.json").write_text(json.dumps(people), encoding="utf-8")
    instance = dg.DagsterInstance.ephemeral()
    assert _materialize(project, instance, _keys(project)).success
    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        reps = con.execute(
            "SELECT o.name FROM edges e JOIN entities s ON s.entity_id = e.subject_id JOIN entities o ON o.entity_id = e.object_id "
            "WHERE e.predicate = 'legalRepresentative' AND s.key = 'P10' ORDER BY 1").fetchall()
        age = con.execute("SELECT p.value_num FROM properties p JOIN entities e USING (entity_id) WHERE e.key = 'P10' AND p.predicate = 'age'").fetchone()
    finally:
        con.close()
    assert [r[0] for r in reps] == ["Acme Motors", "Helix Chemicals"]
    assert age == (41.0,)


def test_definitions_load_for_the_ui():
    from kagflow.pipelines.definitions import defs

    job = defs.resolve_job_def("build_knowledge_graph")
    keys = {k.to_user_string() for k in defs.resolve_asset_graph().get_all_asset_keys()}
    assert {"source_documents", "entities", "properties", "edges", "aligned_concepts", "derived_properties"} <= keys
    assert job is not None


def test_nul_bytes_in_a_csv_cell_are_a_located_bad_value_and_the_row_is_kept(project):
    sources = project / "sources"
    rows = (sources / "Person.csv").read_text(encoding="utf-8").split("\n")
    name = rows[2].split(",")[1]
    rows[2] = rows[2].replace(name, name[:1] + "\x00" + name[1:], 1)  # line 3: the name column
    (sources / "Person.csv").write_text("\n".join(rows), encoding="utf-8")
    instance = dg.DagsterInstance.ephemeral()
    assert _materialize(project, instance, _keys(project), selection=["source_documents"]).success
    con = duckdb.connect(str(project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        issues = con.execute("SELECT severity, code, line, field, message FROM build_issues WHERE doc_id = 'Person.csv'").fetchall()
        names = [json.loads(r)["name"] for (r,) in con.execute(
            "SELECT record FROM source_records WHERE doc_id = 'Person.csv' ORDER BY record_no").fetchall()]
    finally:
        con.close()
    assert [i[:4] for i in issues] == [("warning", "bad_value", 3, "name")]
    assert issues[0][4] == "Person.csv: line 3: column 'name': 1 NUL character removed from the cell"
    assert names[1] == name and len(names) == len([r for r in rows[1:] if r.strip()])
