"""The project's Dagster instance as builds open it (:mod:`kagflow.pipelines.dagster_storage`):
pooled SQLite connections over the same files that Dagster's own storage reads."""

from __future__ import annotations

import shutil

import dagster as dg

from kagflow.pipelines.build import dagster_instance
from kagflow.pipelines.dagster_storage import MAX_OPEN_SHARDS, PooledSqliteEventLogStorage, PooledSqliteRunStorage
from kagflow.project import Project
from tests.conftest import example_template


def _plain(root) -> dg.DagsterInstance:
    """The instance as the Dagster UI or ``dagster`` commands open the folder (Dagster's storage)."""
    return dg.DagsterInstance.from_config(str(root / ".kagflow" / "dagster"))


def test_a_build_instance_pools_and_dagsters_own_storage_reads_what_it_writes(tmp_path_factory, tmp_path):
    root = tmp_path / "acme"
    shutil.copytree(example_template(tmp_path_factory), root, symlinks=True)
    with dagster_instance(Project(root)) as pooled, _plain(root) as plain:
        assert isinstance(pooled.run_storage, PooledSqliteRunStorage)
        assert isinstance(pooled.event_log_storage, PooledSqliteEventLogStorage)
        assert type(plain.event_log_storage).__name__ == "SqliteEventLogStorage"
        built = [r.run_id for r in plain.get_runs()]
        assert built and [r.run_id for r in pooled.get_runs()] == built  # the example's build run

        # runs and events written through the pooled storage are read at once by Dagster's own,
        # and the reverse (each statement commits; no connection holds a transaction open)
        runs = [pooled.create_run_for_job(dg.GraphDefinition(name="noop").to_job(), run_id=None) for _ in range(MAX_OPEN_SHARDS + 3)]
        for i, run in enumerate(runs):
            pooled.report_engine_event(f"pooled event {i}", run)
        for i, run in enumerate(runs):
            assert [e.message for e in plain.all_logs(run.run_id)] == [f"pooled event {i}"]
        plain.report_engine_event("plain event", runs[0])
        assert [e.message for e in pooled.all_logs(runs[0].run_id)] == ["pooled event 0", "plain event"]
        assert {r.run_id for r in plain.get_runs()} == set(built) | {r.run_id for r in runs}
        # one engine per run database, at most MAX_OPEN_SHARDS of them (and the index) kept open
        assert len(pooled.event_log_storage._engines) <= MAX_OPEN_SHARDS
