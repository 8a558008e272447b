"""The Dagster-instance side of a build: which runs are dead, which failed, and the error that
fails a run whose staging copy was not published (the store side is :mod:`kagflow.publish`)."""

from __future__ import annotations

import os
from pathlib import Path

import dagster as dg

from kagflow.publish import OWNER_TAG, owner_alive, owner_token


class PublishRefusedError(dg.DagsterError):
    """A run started from the UI, a schedule or the sensor finished its steps, but its staging copy
    was not published (a ``strict`` failure in :meth:`StagedRun.finish`, or the publish itself
    failed); the previous store is unchanged.

    A ``DagsterError`` on purpose: Dagster logs any other exception raised while a resource is
    torn down and still marks the run succeeded; this one fails the run.
    """


_IN_PROGRESS = (
    dg.DagsterRunStatus.NOT_STARTED, dg.DagsterRunStatus.QUEUED, dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED, dg.DagsterRunStatus.CANCELING,
)


def _in_process_run_alive(instance: dg.DagsterInstance, run_id: str) -> bool:
    """Whether the run ``run_id`` was executed in a process that still runs: Dagster's in-process
    executor records its process id in an engine event (metadata ``pid``: ``dg.materialize`` or
    ``execute_in_process`` from a script); that process must exist and have started no later than
    the run (a reused pid started after it). False without such an event or without ``/proc``."""
    pids = set()
    for record in instance.all_logs(run_id, of_type=dg.DagsterEventType.ENGINE_EVENT):
        data = record.dagster_event.event_specific_data if record.dagster_event else None
        pid = getattr(getattr(data, "metadata", {}).get("pid"), "value", None)
        if isinstance(pid, str) and pid.isdigit():
            pids.add(int(pid))
    if not pids:
        return False
    run = instance.get_run_record_by_id(run_id)
    started = run.start_time if run is not None and run.start_time else (run.create_timestamp.timestamp() if run else None)
    for pid in pids:
        token = owner_token(pid)
        if token is None:
            continue
        try:
            boot = next(float(line.split()[1]) for line in Path("/proc/stat").read_text(encoding="ascii").splitlines()
                        if line.startswith("btime "))
        except (OSError, StopIteration, ValueError):
            return True  # alive, start unknown: leave the run alone
        process_start = boot + int(token.rsplit(":", 1)[1]) / os.sysconf("SC_CLK_TCK")
        if started is None or process_start <= started + 1:  # the clock-tick start is rounded to the second's boot time
            return True
    return False


def reclaim_dead_runs(instance: dg.DagsterInstance, keep: str | None = None) -> list[str]:
    """Mark the runs of dead build processes failed and free the pool slots they hold.

    Call it with the build lock held (:func:`build_lock`). A build killed while a stage held its
    pool slot (pools have ``default_limit: 1``) leaves the run STARTED and the slot claimed, and
    every later run waits for that slot forever. A run counts as dead when it is in progress and
    either carries :data:`OWNER_TAG` naming a process that is gone, or carries no owner and was
    executed in process (no code location: a build of an older kagflow) by a process that is gone
    (:func:`_in_process_run_alive`: a ``dg.materialize`` from a live script is left alone). Runs
    launched from the Dagster UI or daemon are left alone. Slots and pending
    steps of runs that are finished, reclaimed or deleted are freed too (Dagster's
    ``free_concurrency_slots_for_run``).

    Args:
        keep: a run id never reclaimed (the run that calls it, from inside a run: a UI run's
            warehouse resource).

    Returns:
        the ids of the runs marked failed.
    """
    storage = instance.event_log_storage
    reclaimed = []
    live: set[str] = set()
    for run in instance.get_runs(filters=dg.RunsFilter(statuses=list(_IN_PROGRESS))):
        owner = run.tags.get(OWNER_TAG)
        if run.run_id == keep:
            live.add(run.run_id)
            continue
        dead = (not owner_alive(owner)) if owner else (run.remote_job_origin is None
                                                         and not _in_process_run_alive(instance, run.run_id))
        if not dead:
            live.add(run.run_id)
            continue
        instance.report_run_failed(run, message="kagflow: the process running this build is gone; run reclaimed by the next build")
        reclaimed.append(run.run_id)
    holders = set(storage.get_concurrency_run_ids()) if storage.supports_global_concurrency_limits else set()
    if storage.supports_global_concurrency_limits:
        for key in storage.get_concurrency_keys():
            info = storage.get_concurrency_info(key)
            holders |= {slot.run_id for slot in info.claimed_slots} | {step.run_id for step in info.pending_steps}
    for run_id in sorted((holders - live) | set(reclaimed)):
        storage.free_concurrency_slots_for_run(run_id)
    return reclaimed


def run_failures(instance: dg.DagsterInstance, run_id: str) -> list[str]:
    """Why the run ``run_id`` must not be published, from its event log: the steps that failed and
    the asset checks of severity ERROR that did not pass (empty when every step so far succeeded)."""
    reasons = []
    for record in instance.all_logs(run_id, of_type={dg.DagsterEventType.STEP_FAILURE, dg.DagsterEventType.ASSET_CHECK_EVALUATION}):
        event = record.dagster_event
        if event is None:
            continue
        if event.event_type == dg.DagsterEventType.STEP_FAILURE:
            reasons.append(f"step {event.step_key} failed")
        else:
            check = event.asset_check_evaluation_data
            if not check.passed and check.severity == dg.AssetCheckSeverity.ERROR:
                reasons.append(f"asset check {check.asset_key.to_user_string()}.{check.check_name} failed")
    return reasons
