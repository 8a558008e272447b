"""Document shards on a Dask cluster whose workers share only object storage with the build (issue 23).

A real Dask scheduler and two worker processes are started here (``python -m distributed.cli...``),
each worker in a scratch folder of its own; the object store is moto's S3 server on 127.0.0.1.
The project is 20 MuSiQue passages written as ``.txt`` files plus one file that is not a PDF, as
in test_processes. Both builds run the real spaCy model (the cluster's workers load it themselves),
so the one-process build is the reference the cluster build must equal row for row.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import duckdb
import pytest

from kagflow.store.warehouse import TABLES
from tests.conftest import moto_s3, table_rows
from tests.pipelines.test_processes import _write_project

distributed = pytest.importorskip("distributed")

BUCKET = "kagflow-cluster-test"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def s3():
    """A moto S3 server with one bucket; yields its endpoint. The AWS variables it sets reach the
    workers started after it (they inherit this process's environment)."""
    with moto_s3(BUCKET) as endpoint:
        yield endpoint


class Cluster:
    """A Dask scheduler and ``workers`` single-threaded worker processes, each in its own scratch folder."""

    def __init__(self, scratch: Path, workers: int = 2):
        self.port = _free_port()
        self.address = f"tcp://127.0.0.1:{self.port}"
        self.scratch = scratch
        scratch.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "DASK_DISTRIBUTED__WORKER__DAEMON": "False"}
        self.scheduler = subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port", str(self.port),
             "--no-dashboard"], cwd=scratch, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.workers = []
        for i in range(workers):
            folder = scratch / f"worker{i}"
            folder.mkdir()
            self.workers.append(subprocess.Popen(
                [sys.executable, "-m", "distributed.cli.dask_worker", self.address, "--nthreads", "1", "--no-nanny",
                 "--no-dashboard", "--local-directory", str(folder), "--name", f"w{i}"],
                cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        with distributed.Client(self.address, timeout=60) as client:
            client.wait_for_workers(workers, timeout=120)

    def client(self):
        return distributed.Client(self.address, timeout=30, set_as_default=False)

    def stop(self) -> None:
        for proc in (*self.workers, self.scheduler):
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=30)


def _configure(root: Path, endpoint: str, prefix: str, address: str) -> None:
    (root / "kagflow.yaml").write_text(
        f"as_of: '2024-01-01'\nstore:\n  uri: s3://{BUCKET}/{prefix}\n  endpoint: {endpoint}\n  region: us-east-1\n"
        f"  read: local\nbuild:\n  cluster: {address}\n  cluster_timeout_s: 3\n", encoding="utf-8")


def _build(root: Path):
    """A build with the real spaCy model and the fake encoder (deterministic per text), the
    reference and the cluster alike: the workers load both themselves."""
    from kagflow.pipelines.build import build_project
    from kagflow.resources.models import FakeEmbedderResource

    return build_project(root, substitutes={"embedder": FakeEmbedderResource()})


def _put(endpoint: str, key: str, body: bytes) -> None:
    from pyarrow import fs

    s3 = fs.S3FileSystem(endpoint_override=endpoint.removeprefix("http://"), scheme="http", region="us-east-1")
    with s3.open_output_stream(f"{BUCKET}/{key}") as out:
        out.write(body)


def _pointer(endpoint: str, prefix: str) -> str | None:
    from kagflow.store import object_store

    manifest = object_store.read_pointer(object_store.StoreLocation.parse(f"s3://{BUCKET}/{prefix}", endpoint, "us-east-1"))
    return manifest.snapshot if manifest else None


def _run_keys(endpoint: str, prefix: str) -> list[str]:
    from pyarrow import fs

    s3 = fs.S3FileSystem(endpoint_override=endpoint.removeprefix("http://"), scheme="http", region="us-east-1")
    found = s3.get_file_info(fs.FileSelector(f"{BUCKET}/{prefix}/runs", recursive=True, allow_not_found=True))
    return [info.path for info in found if info.type == fs.FileType.File]


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    """The project built in one process, without a cluster."""
    root = tmp_path_factory.mktemp("one") / "docs"
    _write_project(root)
    (root / "kagflow.yaml").write_text("as_of: '2024-01-01'\n", encoding="utf-8")
    _build(root)
    return root


@pytest.fixture(scope="module")
def cluster(tmp_path_factory, s3):
    c = Cluster(tmp_path_factory.mktemp("cluster"))
    yield c
    c.stop()


def test_a_cluster_build_equals_the_one_process_build(reference, cluster, s3, tmp_path):
    root = tmp_path / "docs"
    _write_project(root)
    _configure(root, s3, "equal", cluster.address)
    _put(s3, "equal/runs/a-killed-run/inputs/shard_0.zip", b"left by a run killed mid-way")
    report = _build(root)
    a, b = table_rows(reference), table_rows(root)
    assert {name: len(rows) for name, rows in a.items()} == {name: len(rows) for name, rows in b.items()}
    for name in TABLES:
        assert a[name] == b[name], name
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        assert con.execute("SELECT count(*) FROM documents").fetchone()[0] == 20
    finally:
        con.close()
    # the shards ran on the cluster (two workers: two shards), NER included, and left nothing on the store
    from kagflow.pipelines.build import dagster_instance
    from kagflow.project import Project

    with dagster_instance(Project(root)) as instance:
        lines = [e.user_message for e in instance.all_logs(report.run_id) if e.dagster_event is None]
    assert any("2 shard(s) on" in line and "NER on" in line for line in lines), lines
    n_chunks = len(b["chunks"])
    assert n_chunks >= 20 and len(b["chunk_embeddings"]) == n_chunks  # equal to the reference's, checked above
    assert any(f"embedded {n_chunks};" in line for line in lines), lines  # every chunk embedded on a worker ...
    assert f"{n_chunks} chunk vector(s) computed by the cluster's workers" in lines  # ... and taken by the writer
    assert any("removed what 1 earlier run(s) left" in line for line in lines), lines
    assert _run_keys(s3, "equal") == []  # neither this run's inputs and parts nor the killed run's are left


def test_a_worker_killed_during_a_shard_is_retried_and_the_tables_are_equal(reference, s3, tmp_path):
    c = Cluster(tmp_path / "cluster")
    try:
        root = tmp_path / "docs"
        _write_project(root)
        _configure(root, s3, "killed", c.address)
        killed: list[str] = []
        monitor = c.client()
        pids = monitor.run(os.getpid)  # worker address -> its process id
        done = threading.Event()

        def kill_one_busy_worker():
            while not done.is_set():
                busy = [address for address, keys in monitor.processing().items() if any("kagflow-" in str(k) for k in keys)]
                if busy:
                    os.kill(pids[busy[0]], signal.SIGKILL)
                    killed.append(busy[0])
                    return
                time.sleep(0.02)

        watcher = threading.Thread(target=kill_one_busy_worker)
        watcher.start()
        try:
            _build(root)
        finally:
            done.set()
            watcher.join()
            monitor.close()
        assert len(killed) == 1  # a worker died holding a shard
        assert sum(p.poll() is not None for p in c.workers) == 1
        a, b = table_rows(reference), table_rows(root)
        for name in TABLES:
            assert a[name] == b[name], name
    finally:
        c.stop()


def test_a_lost_scheduler_fails_the_build_and_the_previous_snapshot_still_answers(reference, s3, tmp_path, capsys):
    from kagflow.pipelines.cli import main

    c = Cluster(tmp_path / "cluster", workers=1)
    try:
        root = tmp_path / "docs"
        _write_project(root)
        _configure(root, s3, "lost", c.address)
        _build(root)
        before, published = table_rows(root), _pointer(s3, "lost")
        assert published is not None
        (root / "sources" / "99_new.txt").write_text("Hank Snow\n\nA new passage about Hank Snow.\n", encoding="utf-8")
        monitor = c.client()
        done = threading.Event()

        def kill_the_scheduler():
            while not done.is_set():
                try:
                    if any(any("kagflow-" in str(k) for k in keys) for keys in monitor.processing().values()):
                        c.scheduler.kill()
                        return
                except Exception:
                    return
                time.sleep(0.02)

        watcher = threading.Thread(target=kill_the_scheduler)
        watcher.start()
        capsys.readouterr()
        try:
            code = main(["build", str(root)])
        finally:
            done.set()
            watcher.join()
            monitor.close()
        err = capsys.readouterr().err
        assert code == 1
        assert "Dask" in err and "Traceback" not in err
        assert table_rows(root) == before  # nothing published: the previous snapshot answers as before
        assert _pointer(s3, "lost") == published
    finally:
        c.stop()


def test_an_unreachable_scheduler_is_a_one_line_error(s3, tmp_path, capsys):
    from kagflow.pipelines.cli import main

    root = tmp_path / "docs"
    _write_project(root)
    _configure(root, s3, "unreachable", f"tcp://127.0.0.1:{_free_port()}")
    capsys.readouterr()
    assert main(["build", str(root)]) == 1
    err = capsys.readouterr().err
    assert "did not answer" in err and "Traceback" not in err
    assert not (root / ".kagflow" / "kg.duckdb").exists()


def test_a_cluster_without_a_store_is_a_located_config_error(tmp_path, capsys):
    from kagflow.pipelines.cli import main

    (tmp_path / "sources").mkdir()
    (tmp_path / "kagflow.yaml").write_text("build:\n  cluster: tcp://127.0.0.1:8786\n", encoding="utf-8")
    assert main(["build", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "build.cluster needs store.uri" in err and "kagflow.yaml" in err


def test_a_scheduled_run_uses_the_cluster_and_publishes_once(reference, cluster, s3, tmp_path):
    """What the schedule's or sensor's run does (``dg.materialize`` with the definitions' resources,
    the in-process executor, the schedule's as-of tag): the shards go to the cluster all the same,
    and the run publishes one snapshot."""
    import dagster as dg

    from kagflow.pipelines.definitions import ALL_ASSETS, build_resources, source_files
    from kagflow.pipelines.sensors import partition_range_tags
    from kagflow.resources.knowledge import AS_OF_TAG
    from kagflow.resources.models import FakeEmbedderResource
    from kagflow.store import object_store

    root = tmp_path / "docs"
    _write_project(root)
    _configure(root, s3, "scheduled", cluster.address)
    keys = sorted(p.relative_to(root / "sources").as_posix() for p in (root / "sources").rglob("*") if p.is_file())
    instance = dg.DagsterInstance.ephemeral()
    instance.add_dynamic_partitions(source_files.name, keys)
    result = dg.materialize(
        ALL_ASSETS, instance=instance, raise_on_error=False,
        resources=build_resources(str(root), as_of="", substitutes={"embedder": FakeEmbedderResource()}),
        tags={**partition_range_tags(keys[0], keys[-1]), AS_OF_TAG: "2024-01-01"})
    assert result.success
    lines = [e.user_message for e in instance.all_logs(result.run_id) if e.dagster_event is None and "shard(s) on" in e.user_message]
    assert lines and "NER on" in lines[0]
    location = object_store.StoreLocation.parse(f"s3://{BUCKET}/scheduled", s3, "us-east-1")
    assert len(object_store.list_snapshots(location)) == 1
    a, b = table_rows(reference), table_rows(root)
    for name in TABLES:
        assert a[name] == b[name], name
