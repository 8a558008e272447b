"""The tables on S3-compatible object storage, against a local moto server the tests start.

Offline: moto's server mode answers on 127.0.0.1 at a free port; credentials are dummies in the
standard AWS variables. Expected answers come from the raw CSV files (``read_csv``), never from
kagflow's own tables.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from kagflow.pipelines.cli import main
from kagflow.project import Project, ProjectError
from kagflow.store import object_store, warehouse
from tests.conftest import REPO, build_without_models, moto_s3, query_json, read_csv

EXAMPLE = REPO / "data" / "examples" / "acme-supply"
BUCKET = "kagflow-test"


@pytest.fixture(scope="module")
def s3_endpoint():
    """A moto S3 server on 127.0.0.1 (a free port) with one bucket; yields its ``http://host:port``."""
    with moto_s3(BUCKET) as endpoint:
        yield endpoint


def _project(tmp_path: Path, endpoint: str, prefix: str, keep: int = 2) -> Path:
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    config = root / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8") + (
        f"store:\n  uri: s3://{BUCKET}/{prefix}\n  endpoint: {endpoint}\n  region: us-east-1\n  keep: {keep}\n"
    ), encoding="utf-8")
    return root


INFLOW_PLAN = "Action1: Retrieval(s=s1:Company[`{name}`], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)\n"
LARGE_PLAN = ("Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:fundTrans, o=o1:Company, p1.transAmt>400000)\n"
              "Action2: Output(o1)\n")


def _inflow(root: Path, name: str) -> float:
    """Sum of the transfers into the company ``name``, from the raw CSV files."""
    ids = {r["name"]: r["id"] for r in read_csv(root / "sources" / "Company.csv")}
    return sum(int(r["transAmt"]) for r in read_csv(root / "sources" / "Company_fundTrans_Company.csv") if r["dstId"] == ids[name])


def _large_receivers(root: Path) -> set[str]:
    """Companies Acme Motors paid more than 400,000 in one transfer, from the raw CSV files."""
    names = {r["id"]: r["name"] for r in read_csv(root / "sources" / "Company.csv")}
    acme = next(i for i, n in names.items() if n == "Acme Motors")
    return {names[r["dstId"]] for r in read_csv(root / "sources" / "Company_fundTrans_Company.csv")
            if r["srcId"] == acme and int(r["transAmt"]) > 400000}


def _remove_local_store(root: Path) -> None:
    """Delete the local kg.duckdb and Parquet copy: a reader must answer from the object store."""
    state = root / ".kagflow"
    (state / "kg.duckdb").unlink()
    for path in state.glob("tables*"):
        path.unlink() if path.is_symlink() else shutil.rmtree(path)


def test_build_publishes_a_snapshot_and_query_answers_from_it(tmp_path, s3_endpoint, capsys, monkeypatch):
    for name in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)  # ask answers with the evidence only
    root = _project(tmp_path, s3_endpoint, "projects/acme", keep=2)
    report = build_without_models(root)
    location = object_store.location_of(Project(root).config)
    first = object_store.read_pointer(location)
    assert first is not None and object_store.list_snapshots(location) == [first.snapshot]
    assert report.snapshot == f"s3://{BUCKET}/projects/acme/snapshots/{first.snapshot}/"
    # the snapshot holds every table with the rows of the local build
    local = warehouse.duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        counts = warehouse.table_counts(local)
    finally:
        local.close()
    assert {name: entry.rows for name, entry in first.tables.items()} == counts
    s3 = location.filesystem()
    with s3.open_input_file(location.path("snapshots", first.snapshot, "edges.parquet")) as f:
        assert pq.read_table(f).num_rows == counts["edges"] > 0

    _remove_local_store(root)
    answer = query_json(root, INFLOW_PLAN.format(name="O'Hara, Lamb & Sons"), capsys)["answer"]
    assert answer == [_inflow(root, "O'Hara, Lamb & Sons")]
    assert set(query_json(root, LARGE_PLAN, capsys)["answer"]) == _large_receivers(root) != set()
    capsys.readouterr()
    assert main(["ask", str(root), "Who supplies Acme Motors?", "--json"]) == 0  # no model: the evidence
    assert json.loads(capsys.readouterr().out)["mode"] == "evidence"
    assert [p.name for p in (root / ".kagflow" / "remote").glob("*.duckdb")] == [f"{first.snapshot}.duckdb"]

    # a second build with one more transfer switches the pointer; the reader follows it
    transfers = root / "sources" / "Company_fundTrans_Company.csv"
    ids = {r["name"]: r["id"] for r in read_csv(root / "sources" / "Company.csv")}
    with transfers.open("a", encoding="utf-8") as f:
        f.write(",".join([ids["Acme Motors"], ids["O'Hara, Lamb & Sons"], "20240601", "12345"]) + "\n")
    build_without_models(root)
    second = object_store.read_pointer(location)
    assert second.snapshot > first.snapshot
    from kagflow.pipelines.mcp_server import _store_version

    assert _store_version(root) == second.snapshot  # kagflow mcp reloads when the pointer moves
    answer = query_json(root, INFLOW_PLAN.format(name="O'Hara, Lamb & Sons"), capsys)["answer"]
    assert answer == [_inflow(root, "O'Hara, Lamb & Sons")]
    assert [p.name for p in (root / ".kagflow" / "remote").glob("*.duckdb")] == [f"{second.snapshot}.duckdb"]

    # a third publication prunes the oldest snapshot (keep: 2), never the current one
    third = object_store.publish_snapshot(location, _parquet_copy(root, tmp_path / "copy"))
    assert object_store.list_snapshots(location) == [second.snapshot, third.snapshot]
    assert object_store.read_pointer(location).snapshot == third.snapshot


def _parquet_copy(root: Path, folder: Path) -> Path:
    con = warehouse.duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        warehouse.write_parquet(con, folder)
    finally:
        con.close()
    return folder


def test_a_failed_upload_leaves_the_pointer_on_the_previous_snapshot(tmp_path, s3_endpoint, supplychain, monkeypatch):
    from pyarrow import fs

    location = object_store.StoreLocation.parse(f"s3://{BUCKET}/failing", s3_endpoint, "us-east-1")
    good = object_store.publish_snapshot(location, _parquet_copy(supplychain, tmp_path / "good"))
    second = _parquet_copy(supplychain, tmp_path / "second")
    copy_files, calls = fs.copy_files, []

    def fail_on_the_fifth(*args, **kwargs):  # the connection drops half-way through the upload
        calls.append(args[1])
        if len(calls) == 5:
            raise OSError("connection reset by peer")
        return copy_files(*args, **kwargs)

    monkeypatch.setattr(fs, "copy_files", fail_on_the_fifth)
    with pytest.raises(object_store.ObjectStoreError, match="connection reset by peer"):
        object_store.publish_snapshot(location, second)
    monkeypatch.undo()
    assert len(calls) == 5
    assert object_store.read_pointer(location).snapshot == good.snapshot
    assert object_store.list_snapshots(location) == [good.snapshot]  # the unfinished one was removed
    (second / "triples.parquet").unlink()
    with pytest.raises(FileNotFoundError, match="triples.parquet"):  # checked before anything is uploaded
        object_store.publish_snapshot(location, second)
    assert object_store.list_snapshots(location) == [good.snapshot]
    con, manifest = object_store.open_snapshot(location, tmp_path / "cache")
    try:
        assert manifest.snapshot == good.snapshot
        entities = {row[0] for row in con.execute("SELECT key FROM entities WHERE type = 'Company' AND NOT is_stub").fetchall()}
    finally:
        con.close()
    # every company of the raw CSV is in the snapshot read back
    raw = {r["id"] for r in read_csv(supplychain / "sources" / "Company.csv")}
    assert raw and raw <= entities


def test_unreachable_store_is_a_one_line_error(tmp_path, capsys):
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    (root / "kagflow.yaml").write_text("store:\n  uri: s3://nowhere/x\n  endpoint: http://127.0.0.1:9\n  region: us-east-1\n",
                                       encoding="utf-8")
    (root / "plan.txt").write_text(LARGE_PLAN, encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(root), "--plan", str(root / "plan.txt")]) == 1
    err = capsys.readouterr().err
    assert "s3://nowhere/x" in err and "Traceback" not in err


@pytest.mark.parametrize("block, field", [
    ("store:\n  uri: /local/folder\n", "store.uri"),
    ("store:\n  uri: s3://b/p\n  endpoint: 127.0.0.1:9000\n", "store.endpoint"),
    ("store:\n  uri: s3://b/p\n  keep: 0\n", "store.keep"),
    ("store:\n  uri: s3://b/p\n  secret_key: x\n", "store.secret_key"),
])
def test_store_settings_are_checked(tmp_path, block, field):
    root = tmp_path / "p"
    (root / "sources").mkdir(parents=True)
    (root / "kagflow.yaml").write_text(block, encoding="utf-8")
    with pytest.raises(ProjectError, match=field.replace(".", r"\.")):
        Project(root)


def test_a_build_whose_upload_fails_publishes_nothing(tmp_path):
    from kagflow.pipelines.build import BuildError

    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    with (root / "kagflow.yaml").open("a", encoding="utf-8") as f:
        f.write("store:\n  uri: s3://nowhere/x\n  endpoint: http://127.0.0.1:9\n  region: us-east-1\n")
    with pytest.raises(BuildError, match="s3://nowhere/x"):
        build_without_models(root)
    assert not (root / ".kagflow" / "kg.duckdb").exists()
    assert not (root / ".kagflow" / "tables").exists()


def test_retention_counts_complete_snapshots_only_and_removes_partial_ones(tmp_path, s3_endpoint, example_store):
    """A publish killed mid-upload (no clean-up ran) leaves a snapshot without its manifest; the
    next publish deletes it and keeps ``keep`` complete ones, so the rollback survives (issue 19).
    The tables published are the session's example build's (read only)."""
    from pyarrow import fs

    tables = _parquet_copy(example_store, tmp_path / "copy")
    location = object_store.StoreLocation.parse(f"s3://{BUCKET}/partial", s3_endpoint, "us-east-1", keep=2)
    first = object_store.publish_snapshot(location, tables)
    second = object_store.publish_snapshot(location, tables)
    partial = object_store.new_snapshot_id()  # a killed build's upload: two tables, no manifest, no switch
    for name in ("entities.parquet", "triples.parquet"):
        fs.copy_files(str(tables / name), location.path(object_store.SNAPSHOTS, partial, name),
                      source_filesystem=fs.LocalFileSystem(), destination_filesystem=location.filesystem())
    assert object_store.list_snapshots(location) == [first.snapshot, second.snapshot, partial]
    assert object_store.complete_snapshots(location, [first.snapshot, second.snapshot, partial]) == {first.snapshot, second.snapshot}
    third = object_store.publish_snapshot(location, tables)
    # before: the partial one counted, so keep: 2 kept (partial, third) and pruned `second`, the rollback
    assert object_store.list_snapshots(location) == [second.snapshot, third.snapshot]
    assert object_store.read_pointer(location).snapshot == third.snapshot
    for name in ("entities.parquet", "triples.parquet"):  # the partial snapshot is gone, files and all
        assert location.filesystem().get_file_info(location.path(object_store.SNAPSHOTS, partial, name)).type == fs.FileType.NotFound


def test_a_pointer_to_a_missing_snapshot_is_one_line_naming_both(tmp_path, s3_endpoint, supplychain, capsys):
    """CURRENT naming a snapshot that is gone (deleted by hand) was retried three times and called
    "it kept changing"; the pointer has not moved, so the error names it and the snapshot."""
    location = object_store.StoreLocation.parse(f"s3://{BUCKET}/missing", s3_endpoint, "us-east-1")
    published = object_store.publish_snapshot(location, _parquet_copy(supplychain, tmp_path / "copy"))
    s3 = location.filesystem()
    s3.delete_file(location.path(object_store.SNAPSHOTS, published.snapshot, "edges.parquet"))
    with pytest.raises(object_store.ObjectStoreError) as caught:
        object_store.open_snapshot(location, tmp_path / "cache")
    assert str(caught.value) == (
        f"s3://{BUCKET}/missing/CURRENT names snapshot {published.snapshot}, whose "
        f"snapshots/{published.snapshot}/edges.parquet is missing; run `kagflow build` to publish a complete one")
    s3.delete_dir(location.path(object_store.SNAPSHOTS, published.snapshot))
    with pytest.raises(object_store.ObjectStoreError) as caught:
        object_store.open_snapshot(location, tmp_path / "cache")
    assert str(caught.value) == (
        f"s3://{BUCKET}/missing/CURRENT names snapshot {published.snapshot}, which is not in "
        f"s3://{BUCKET}/missing/snapshots/; run `kagflow build` to publish a complete one")
    assert "kept changing" not in str(caught.value)
    # the CLI: one line, exit 1
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    (root / "kagflow.yaml").write_text(f"store:\n  uri: s3://{BUCKET}/missing\n  endpoint: {s3_endpoint}\n  region: us-east-1\n",
                                       encoding="utf-8")
    (root / "plan.txt").write_text(LARGE_PLAN, encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(root), "--plan", str(root / "plan.txt")]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"CURRENT names snapshot {published.snapshot}" in err and "Traceback" not in err


def test_snapshot_ids_sort_by_time_within_one_second():
    """Ids made in one second sort in the order they were made (the random suffix never decides)."""
    import datetime as dt

    base = dt.datetime(2026, 12, 1, 12, 0, 0, tzinfo=dt.timezone.utc)
    ids = [object_store.new_snapshot_id(base + dt.timedelta(microseconds=n)) for n in range(0, 200, 7)]
    assert sorted(ids) == ids


def test_readers_answer_from_the_cached_snapshot_while_the_store_is_down(tmp_path, s3_endpoint, capsys, caplog):
    """A reader that cached the current snapshot keeps answering when the store stops answering
    (here: the endpoint moved to a closed port), with one line saying so; it was an error. With
    nothing cached it is still the one-line error. Expected answer from the raw CSV files."""
    root = _project(tmp_path, s3_endpoint, "projects/down")
    build_without_models(root)
    _remove_local_store(root)
    expected = _large_receivers(root)
    assert set(query_json(root, LARGE_PLAN, capsys)["answer"]) == expected  # downloads and caches it
    snapshot = object_store.read_pointer(object_store.location_of(Project(root).config)).snapshot
    config = root / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace(s3_endpoint, "http://127.0.0.1:9"), encoding="utf-8")
    plan = root / "plan.txt"
    capsys.readouterr()
    assert main(["query", str(root), "--plan", str(plan), "--json"]) == 0
    captured = capsys.readouterr()
    assert set(json.loads(captured.out)["answer"]) == expected
    # the note is a warning of logger kagflow.store (a console without logging set up prints it to stderr)
    (line,) = [r.getMessage() for r in caplog.records if r.name == "kagflow.store"]
    assert line.startswith(f"note: s3://{BUCKET}/projects/down: reading the pointer failed: ")
    assert f"answering from the cached snapshot {snapshot} (published " in line
    for path in (root / ".kagflow" / "remote").iterdir():
        path.unlink()
    assert main(["query", str(root), "--plan", str(plan)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: s3://{BUCKET}/projects/down: reading the pointer failed") and "Traceback" not in err


def test_a_build_that_started_before_a_newer_publication_does_not_move_the_pointer_back(tmp_path, s3_endpoint, supplychain):
    location = object_store.StoreLocation.parse(f"s3://{BUCKET}/stale", s3_endpoint, "us-east-1")
    first = object_store.publish_snapshot(location, _parquet_copy(supplychain, tmp_path / "first"))
    # build A starts from `first`; meanwhile build B (another machine) publishes `newer`
    newer = object_store.publish_snapshot(location, _parquet_copy(supplychain, tmp_path / "newer"), based_on=first.snapshot)
    with pytest.raises(object_store.StaleBuildError, match=f"{newer.snapshot} was published after this build started from {first.snapshot}"):
        object_store.publish_snapshot(location, _parquet_copy(supplychain, tmp_path / "stale"), based_on=first.snapshot)
    assert object_store.read_pointer(location).snapshot == newer.snapshot
    assert sorted(object_store.list_snapshots(location)) == sorted([first.snapshot, newer.snapshot])  # the refused one was removed
    # a first publication expects none, and the project-level helper reads what the pointer names
    empty = object_store.StoreLocation.parse(f"s3://{BUCKET}/stale-empty", s3_endpoint, "us-east-1")
    object_store.publish_snapshot(empty, _parquet_copy(supplychain, tmp_path / "only"), based_on=None)


def test_kagflow_build_reads_the_pointer_when_it_starts(tmp_path, s3_endpoint, fake_cli_build, monkeypatch, capsys):
    from kagflow import publish

    root = _project(tmp_path, s3_endpoint, "started")
    assert publish.current_snapshot(Project(root)) is None  # nothing published yet
    build_without_models(root)
    published = object_store.read_pointer(object_store.location_of(Project(root).config)).snapshot
    assert publish.current_snapshot(Project(root)) == published
    # another machine publishes while this build runs: this build is refused with one line, exit 1
    real = publish.current_snapshot
    monkeypatch.setattr(publish, "current_snapshot", lambda project: "20000101T000000000000Z-00000000")
    (root / "sources" / "notes" / "zz.txt").write_text("Acme Motors buys steel.\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["build", str(root)]) == 1
    err = capsys.readouterr().err
    assert "was published after this build started" in err and "Traceback" not in err
    assert real(Project(root)) == published
