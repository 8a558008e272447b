"""Operating a project: builds killed (SIGKILL) at a known stage, or interrupted (Ctrl-C,
SIGTERM), leave the previous tables and are followed by a build equal to a clean one (readers,
locks and multiprocess step processes: ``test_operate.py``).

Builds run as separate processes (``python -m tests.pipelines.build_driver``: the CLI with the
fake models), because what is tested is what the operating system does to them: signals, a
process that dies holding its Dagster pool slot.
"""

from __future__ import annotations

import shutil
import signal
from pathlib import Path

import dagster as dg
import pytest

from tests.pipelines import operating
from tests.pipelines.operating import BUILD_TIMEOUT, copy_example, run_build, stall_env, start_build, steps, table_digest, wait_for


@pytest.fixture(scope="module")
def clean_build(tmp_path_factory) -> tuple[Path, dict]:
    """The example built once, uninterrupted: ``(project, table digests)`` (see :func:`operating.clean_build`)."""
    return operating.clean_build(tmp_path_factory)


@pytest.mark.parametrize("stage", ["after_chunks", "ner_mentions", "derived_properties"])
def test_a_killed_build_is_followed_by_a_build_equal_to_a_clean_one(clean_build, tmp_path, stage):
    root = copy_example(tmp_path / "acme")
    marker = tmp_path / "stalled"
    killed = start_build(root, env=stall_env(marker, stage))
    wait_for(marker, killed)  # ner_mentions: holding the one slot of pool "llm"
    instance = dg.DagsterInstance.from_config(str(root / ".kagflow" / "dagster"))
    if stage == "after_chunks":  # chunks written to the staging copy; the next step's body not started
        done = steps(instance, dg.DagsterEventType.STEP_SUCCESS)
        assert "parsed_chunks" in done and "ner_mentions" not in done
    elif stage == "derived_properties":  # the rules ran, the stage's transaction is open
        assert steps(instance, dg.DagsterEventType.STEP_START)[-1] == "derived_properties"
    if stage == "ner_mentions":
        assert [s.step_key for s in instance.event_log_storage.get_concurrency_info("llm").claimed_slots] == ["ner_mentions"]
    killed.kill()  # SIGKILL: no handler runs
    killed.communicate()
    assert not (root / ".kagflow" / "kg.duckdb").exists()  # nothing was published

    rerun = run_build(root)  # before the fix, after a kill in ner_mentions: hung forever at 100 % CPU

    assert rerun.returncode == 0, rerun.stderr
    assert table_digest(root) == clean_build[1]
    runs = {run.run_id: run.status for run in instance.get_runs()}
    assert sorted(s.value for s in runs.values()) == ["FAILURE", "SUCCESS"]
    assert instance.event_log_storage.get_concurrency_info("llm").claimed_slots == []
    assert not list((root / ".kagflow").glob("*.staging.duckdb*"))


@pytest.mark.parametrize("signum,extra", [(signal.SIGINT, ()), (signal.SIGTERM, ()), (signal.SIGTERM, ("--processes", "2"))],
                         ids=["ctrl-c", "sigterm", "sigterm-multiprocess"])
def test_ctrl_c_ends_a_build_with_one_line_and_keeps_the_previous_tables(clean_build, tmp_path, signum, extra):
    root = tmp_path / "acme"
    shutil.copytree(clean_build[0], root)
    (root / "sources" / "notes" / "new.txt").write_text("Acme Motors buys rubber from Borealis Rubber Works.\n", encoding="utf-8")
    marker = tmp_path / "stalled"
    interrupted = start_build(root, *extra, env=stall_env(marker))  # multiprocess: stalled in a shard's step process
    wait_for(marker, interrupted)
    interrupted.send_signal(signum)
    out, err = interrupted.communicate(timeout=BUILD_TIMEOUT)
    assert interrupted.returncode == 130, (out, err)
    assert err.strip() == "build interrupted: nothing was published; the previous tables are unchanged."
    assert table_digest(root) == clean_build[1]
    assert not list((root / ".kagflow").glob("*.staging.duckdb*"))
    rerun = run_build(root)  # and the interrupted run blocks nothing
    assert rerun.returncode == 0, rerun.stderr
