"""Operating a project: readers during a build, one writer, a multiprocess build that loses a
step process, a script's run left alone (builds killed at a stage or interrupted:
``test_operate_kills.py``; the two files run on both test workers).

Builds run as separate processes (``python -m tests.pipelines.build_driver``: the CLI with the
fake models), because what is tested is what the operating system does to them: locks, signals,
a process that dies holding its Dagster pool slot.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from kagflow.store.warehouse import StoreBusyError, open_reader
from tests.conftest import REPO
from tests.pipelines import operating
from tests.pipelines.operating import (BUILD_TIMEOUT, alive, answer, copy_example, inflow, run_build, stall_env, start_build,
                                       table_digest, wait_for)


@pytest.fixture(scope="module")
def clean_build(tmp_path_factory) -> tuple[Path, dict]:
    """The example built once, uninterrupted: ``(project, table digests)`` (see :func:`operating.clean_build`)."""
    return operating.clean_build(tmp_path_factory)


def test_queries_during_a_rebuild_answer_from_the_old_or_the_new_graph(clean_build, tmp_path):
    from kagflow.schema.spg import load_project_schema

    root = tmp_path / "acme"
    shutil.copytree(clean_build[0], root)
    schema = load_project_schema(root)
    before = inflow(root, "O'Hara, Lamb & Sons")
    assert answer(root, schema) == [before]
    with (root / "sources" / "Company_fundTrans_Company.csv").open("a", encoding="utf-8") as handle:
        handle.write("C002,C003,20240601,100000\n")  # C003 is O'Hara, Lamb & Sons
    after = inflow(root, "O'Hara, Lamb & Sons")
    assert after == before + 100000

    answers, errors, stop = [], [], threading.Event()

    def read_in_a_loop() -> None:
        while not stop.is_set():
            try:
                answers.append(answer(root, schema))
            except Exception as exc:  # noqa: BLE001 - every failure is what the test reports
                errors.append(repr(exc))
            if building.is_set() and not done.is_set():
                during.append(answers[-1] if answers else None)

    building, done, during = threading.Event(), threading.Event(), []

    reader = threading.Thread(target=read_in_a_loop)
    reader.start()
    try:
        building.set()
        build = run_build(root)
        done.set()
        time.sleep(0.5)  # a few reads of the published graph
    finally:
        stop.set()
        reader.join()
    assert build.returncode == 0, build.stderr
    assert not errors, errors[:3]
    assert {tuple(a) for a in answers} <= {(before,), (after,)}
    assert answers[-1] == [after]
    assert len(answers) > 10, len(answers)
    # the reads overlapped the build: the old graph was answered while it ran, the new one once published
    assert [before] in during and len(during) > 5, during[:3]
    first_new = answers.index([after])
    assert all(a == [after] for a in answers[first_new:])  # once switched, never back to the old graph
    # the Parquet copy is the published graph's
    import pyarrow.parquet as pq
    properties = pq.read_table(root / ".kagflow" / "tables" / "derived_properties.parquet").to_pylist()
    assert after in {row["value_num"] for row in properties if row["predicate"] == "totalTransInAmt"}


def test_two_builds_at_once_never_publish_a_partial_graph(clean_build, tmp_path):
    root = copy_example(tmp_path / "acme")
    first, second = start_build(root), start_build(root)
    outs = [p.communicate(timeout=BUILD_TIMEOUT) for p in (first, second)]
    codes = [first.returncode, second.returncode]
    assert 0 in codes, outs
    assert set(codes) <= {0, 1}, outs
    refused = [err for code, (_, err) in zip(codes, outs) if code != 0]
    for err in refused:  # the one that lost the lock says so in one line
        assert "another build of this project is running" in err
        assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert table_digest(root) == clean_build[1]  # complete (see clean_build), never an empty publish
    assert not list((root / ".kagflow").glob("*.staging.duckdb*"))


def test_a_second_build_can_wait_for_the_first(clean_build, tmp_path):
    root = copy_example(tmp_path / "acme")
    first = start_build(root)
    marker = root / ".kagflow" / "build.lock"
    deadline = time.monotonic() + BUILD_TIMEOUT
    while not (marker.exists() and marker.read_text().strip()):  # the first holds the lock
        assert time.monotonic() < deadline and first.poll() is None
        time.sleep(0.1)
    second = run_build(root, "--wait", str(BUILD_TIMEOUT))
    first.communicate(timeout=BUILD_TIMEOUT)
    assert (first.returncode, second.returncode) == (0, 0), second.stderr
    assert "0 new or changed" in second.stdout  # it ran after the first, on its published graph
    assert table_digest(root) == clean_build[1]


def test_a_multiprocess_build_killed_in_its_shards_leaves_no_step_process_behind(clean_build, tmp_path):
    """``--processes 2``: the fake NLP resource stalls inside a document shard's step process (the
    shards run spaCy there); the build process is killed; the stalled step process must end too,
    and the next build (multiprocess again) must equal an uninterrupted one-process build."""
    root = copy_example(tmp_path / "acme")
    marker = tmp_path / "stalled"
    killed = start_build(root, "--processes", "2", env=stall_env(marker))
    wait_for(marker, killed)
    step_pid = int(marker.read_text(encoding="ascii"))
    assert step_pid != killed.pid  # the stall is in a step process of its own
    killed.kill()
    killed.wait()
    killed.stdout.close()  # not communicate(): a surviving step process would hold the pipes open
    killed.stderr.close()
    deadline = time.monotonic() + 30
    while alive(step_pid):
        assert time.monotonic() < deadline, f"step process {step_pid} outlived the killed build"
        time.sleep(0.2)
    assert not (root / ".kagflow" / "kg.duckdb").exists()

    rerun = run_build(root, "--processes", "2")

    assert rerun.returncode == 0, rerun.stderr
    assert table_digest(root) == clean_build[1]
    assert not list((root / ".kagflow" / "parts").glob("*"))  # the killed run's parts were cleaned up


def test_a_dead_step_process_is_one_line_naming_its_stage(tmp_path):
    """``--processes 2``: the step process of a document shard is killed (as the out-of-memory
    killer would); the build said only ``ChildProcessCrashException``; now one line names the stage
    and the signal, exit 1, nothing published."""
    root = copy_example(tmp_path / "acme")
    marker = tmp_path / "stalled"
    build = start_build(root, "--processes", "2", env=stall_env(marker))
    wait_for(marker, build)
    step_pid = int(marker.read_text(encoding="ascii"))
    assert step_pid != build.pid
    os.kill(step_pid, signal.SIGKILL)
    out, err = build.communicate(timeout=BUILD_TIMEOUT)
    assert build.returncode == 1, (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 2 and "Exception" not in err, err
    assert lines[0].startswith("build failed: stage document_parts"), err
    assert lines[0].endswith(": its step process was terminated by signal 9 (SIGKILL) (killed, out of memory, or crashed); "
                             "nothing was published"), err
    assert lines[1] == "The project has no published tables yet (never built)."
    assert not (root / ".kagflow" / "kg.duckdb").exists()


def test_open_reader_retries_then_says_in_one_line_that_a_writer_holds_the_store(tmp_path):
    path = tmp_path / "kg.duckdb"
    duckdb.connect(str(path)).close()
    holder = subprocess.Popen([sys.executable, "-c", "import duckdb, sys, time; con = duckdb.connect(sys.argv[1]); "
                               "print('held', flush=True); time.sleep(60)", str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(StoreBusyError) as caught:
            open_reader(path, wait=0.3)
        assert str(path) in str(caught.value) and "\n" not in str(caught.value)
    finally:
        holder.kill()
        holder.wait()
    open_reader(path).close()  # the writer is gone: it opens
    with pytest.raises(FileNotFoundError):
        open_reader(tmp_path / "missing.duckdb")


_SCRIPT_RUN = """
import sys, time
from pathlib import Path
import dagster as dg

@dg.asset
def slow_asset():
    Path(sys.argv[2]).write_text("started", encoding="ascii")
    time.sleep(600)

dg.materialize([slow_asset], instance=dg.DagsterInstance.from_config(sys.argv[1]))
"""


def test_a_build_leaves_a_live_in_process_run_of_a_script_alone(tmp_path):
    """A ``dg.materialize`` from a script, on the project's instance, carries no owner tag; the
    build's reclaim marked it FAILURE while it ran. It is left alone while its process lives, and
    reclaimed once that process is gone."""
    from kagflow.pipelines.build import dagster_instance
    from kagflow.pipelines.staging import reclaim_dead_runs
    from kagflow.project import Project

    root = copy_example(tmp_path / "acme")
    instance = dagster_instance(Project(root))
    marker = tmp_path / "started"
    script = subprocess.Popen([sys.executable, "-c", _SCRIPT_RUN, str(Project(root).dagster_home), str(marker)], cwd=REPO,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + BUILD_TIMEOUT
        while not marker.exists():
            assert script.poll() is None and time.monotonic() < deadline
            time.sleep(0.1)
        (run,) = instance.get_runs()
        assert reclaim_dead_runs(instance) == []
        assert instance.get_run_by_id(run.run_id).status == dg.DagsterRunStatus.STARTED
        build = run_build(root)  # a whole CLI build too
        assert build.returncode == 0, build.stderr
        assert instance.get_run_by_id(run.run_id).status == dg.DagsterRunStatus.STARTED
    finally:
        script.kill()
        script.wait()
    assert reclaim_dead_runs(instance) == [run.run_id]
    assert instance.get_run_by_id(run.run_id).status == dg.DagsterRunStatus.FAILURE
