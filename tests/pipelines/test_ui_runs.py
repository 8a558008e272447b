"""Runs started from the Dagster UI, the schedule or the sensor (``dg.materialize`` here) take the
same lock, staging and publish path as ``kagflow build`` (kagflow.pipelines.staging)."""

from __future__ import annotations

import shutil
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from kagflow.pipelines.definitions import ALL_ASSETS, build_resources, source_files
from kagflow.pipelines.sensors import partition_range_tags
from kagflow.pipelines.staging import build_lock
from kagflow.project import Project
from kagflow.resources.knowledge import AS_OF_TAG, WarehouseResource
from tests.conftest import REPO, fake_models, read_csv

EXAMPLE = REPO / "data" / "examples" / "acme-supply"


@pytest.fixture
def project(tmp_path) -> Path:
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    return root


def _keys(root: Path) -> list[str]:
    return sorted(p.relative_to(root / "sources").as_posix() for p in (root / "sources").rglob("*") if p.is_file())


def _ui_run(root: Path, instance: dg.DagsterInstance, extra_assets=(), lock_wait: float | None = None, tags=None,
            strict: bool | None = None):
    """What a UI run does: the definitions' resources with no database path (as in ``defs``)."""
    keys = _keys(root)
    known = set(instance.get_dynamic_partitions(source_files.name))
    instance.add_dynamic_partitions(source_files.name, [k for k in keys if k not in known])
    resources = build_resources(str(root), as_of="", strict=strict, substitutes=fake_models())
    if lock_wait is not None:
        resources["warehouse_db"] = WarehouseResource(project=resources["project"], lock_wait=lock_wait)
    return dg.materialize(
        [*ALL_ASSETS, *extra_assets], instance=instance, resources=resources, raise_on_error=False,
        tags={**partition_range_tags(keys[0], keys[-1]), **(tags or {})},
        selection=[k for a in ALL_ASSETS for k in a.keys if k.path[-1] not in ("chunk_embeddings", "entity_embeddings")]
        + [k for a in extra_assets for k in a.keys],
    )


def _rows(root: Path, sql: str) -> list:
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def _leftovers(root: Path) -> list[str]:
    state = Project(root).state_dir
    return sorted(p.name for p in state.iterdir() if "staging" in p.name or p.name.endswith(".new"))


def test_a_ui_run_publishes_staged_tables_and_parquet(project):
    instance = dg.DagsterInstance.ephemeral()
    writes: list[str] = []

    @dg.asset(deps=["derived_properties"])
    def spy(warehouse_db: WarehouseResource) -> None:  # where the run's assets write
        writes.append(str(warehouse_db.path()))

    assert _ui_run(project, instance, extra_assets=[spy]).success
    database = Project(project).database_path
    assert writes and writes[0] != str(database) and "staging" in writes[0]  # the run never wrote the published file
    companies = read_csv(project / "sources" / "Company.csv")
    assert _rows(project, "SELECT count(*) FROM entities WHERE type = 'Company' AND NOT is_stub") == [(len(companies),)]
    parquet = duckdb.sql(f"SELECT count(*) FROM '{Project(project).tables_dir / 'entities.parquet'}' WHERE type = 'Company' AND NOT is_stub").fetchall()
    assert parquet == [(len(companies),)]
    assert _leftovers(project) == []


def test_a_failed_ui_run_leaves_the_published_store_unchanged(project):
    instance = dg.DagsterInstance.ephemeral()
    assert _ui_run(project, instance).success
    before = _rows(project, "SELECT count(*) FROM entities")
    (project / "sources" / "Person.csv").write_text("id,name,age\nP09,Zed Quill,30\n", encoding="utf-8")

    @dg.asset(deps=["derived_properties"])
    def boom() -> None:
        raise RuntimeError("a stage failed")

    result = _ui_run(project, instance, extra_assets=[boom])
    assert not result.success
    assert _rows(project, "SELECT count(*) FROM entities") == before  # Zed Quill was staged, never published
    assert _rows(project, "SELECT count(*) FROM entities WHERE name = 'Zed Quill'") == [(0,)]
    assert _leftovers(project) == []


def test_a_strict_ui_run_with_a_source_warning_fails_and_publishes_nothing(project):
    instance = dg.DagsterInstance.ephemeral()
    assert _ui_run(project, instance).success
    database = Project(project).database_path
    before = database.read_bytes(), (Project(project).tables_dir / "source_records.parquet").read_bytes()
    transfers = project / "sources" / "Company_fundTrans_Company.csv"
    with transfers.open("a", encoding="utf-8") as handle:
        handle.write('C001,"C002,20240301,5\n')  # an unterminated quote: a located warning, row skipped

    result = _ui_run(project, instance, strict=True)

    assert not result.success  # every step succeeded; the refused publish fails the run
    run = instance.get_run_by_id(result.run_id)
    assert run.status == dg.DagsterRunStatus.FAILURE
    assert all(e.event_type_value != "STEP_FAILURE" for e in result.all_events)
    failure = [e for e in result.all_events if e.event_type_value == "PIPELINE_FAILURE"]
    assert failure and "knowledge store not published: strict build: 1 source warning(s); first: " \
        "Company_fundTrans_Company.csv: line" in str(failure[0].event_specific_data.error)
    assert (database.read_bytes(), (Project(project).tables_dir / "source_records.parquet").read_bytes()) == before
    assert _leftovers(project) == []
    assert _ui_run(project, instance).success  # not strict: the same sources publish, with the warning
    assert _rows(project, "SELECT count(*) FROM build_issues WHERE code = 'bad_csv_row'") == [(1,)]


def test_a_ui_run_whose_publish_fails_is_a_failed_run(project, monkeypatch):
    from kagflow.store import warehouse

    instance = dg.DagsterInstance.ephemeral()
    assert _ui_run(project, instance).success
    before = Project(project).database_path.read_bytes()

    def full_disk(con, tables):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(warehouse, "write_parquet", full_disk)  # the Parquet copy, written before the switch
    result = _ui_run(project, instance)
    assert not result.success
    assert instance.get_run_by_id(result.run_id).status == dg.DagsterRunStatus.FAILURE
    assert Project(project).database_path.read_bytes() == before
    assert _leftovers(project) == []


def test_a_ui_run_does_not_write_while_a_build_holds_the_lock(project):
    instance = dg.DagsterInstance.ephemeral()
    with build_lock(Project(project)):
        result = _ui_run(project, instance, lock_wait=0)
    assert not result.success
    assert not Project(project).database_path.exists()
    assert _ui_run(project, instance, lock_wait=0).success  # lock released: the next run builds


def test_a_scheduled_run_uses_its_run_tag_as_as_of(project):
    instance = dg.DagsterInstance.ephemeral()
    result = _ui_run(project, instance, tags={AS_OF_TAG: "2031-01-15"})
    assert result.success
    events = [e for e in result.get_asset_materialization_events() if e.asset_key == dg.AssetKey("derived_properties")]
    assert events[-1].materialization.metadata["as_of"].value == "2031-01-15"


def test_a_ui_run_makes_the_next_cli_build_run(project):
    from kagflow.incremental import build_inputs, source_hashes, up_to_date, write_build_stamp

    instance = dg.DagsterInstance.ephemeral()
    assert _ui_run(project, instance).success
    proj = Project(project)
    write_build_stamp(proj, build_inputs(proj, source_hashes(proj.sources_dir), proj.as_of().isoformat(), False, []))
    assert up_to_date(project) is not None  # as if `kagflow build` had published this store
    assert _ui_run(project, instance).success
    assert up_to_date(project) is None  # another store is published now: the stamp no longer names it


def test_each_asset_shows_only_the_partitions_it_materialised(project):
    """A run over every file (four tables and two notes): ``source_documents`` has one partition per
    file, and no document stage is labelled with a table's partition (``Person.csv`` ending the
    range): those stages are not partitioned, their files are their stage state."""
    instance = dg.DagsterInstance.ephemeral()
    assert _ui_run(project, instance).success
    files = {p.relative_to(project / "sources").as_posix() for p in (project / "sources").rglob("*") if p.is_file()}
    assert {f for f in files if f.endswith(".csv")} and {f for f in files if f.endswith((".txt", ".md"))}
    for spec in (key for a in ALL_ASSETS for key in a.keys):
        materialised = instance.get_materialized_partitions(spec)
        if spec.path[-1] == "source_documents":
            assert materialised == files
        else:
            assert materialised == set(), spec
    for stage in ("document_parts", "parsed_chunks", "ner_mentions"):
        latest = instance.get_latest_materialization_event(dg.AssetKey(stage))
        assert latest is not None and latest.asset_materialization.partition is None, stage
