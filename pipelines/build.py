"""Run a whole build of one project in process (what ``kagflow build`` does).

The build writes into a staging copy of ``kg.duckdb`` and publishes it only when every asset and
blocking check succeeded, so a failed build leaves the previous tables intact. Partitions of
``source_documents`` are synchronised with the files under ``sources/`` first (new files added,
deleted ones removed) and the whole partition range runs in one Dagster run (single-run backfill
policy), together with the unpartitioned downstream stages.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import importlib
import logging
import os
import signal
import sys
import threading
import uuid
from importlib import resources
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import dagster as dg
import duckdb
from dagster._core.errors import DagsterExecutionInterruptedError  # a BaseException: Ctrl-C during a step

from kagflow.boundary import os_fault
from kagflow.incremental import build_inputs, check_text_inputs, pending_files, plan_partitions, source_hashes, write_build_stamp
from kagflow.sources import scan_sources
from kagflow.project import Project, ProjectError
from kagflow.knowledge.rule_sql import collect_rules, compile_rule
from kagflow.schema.spg import load_project_schema
from kagflow.store import warehouse
from kagflow.assets.indexes import embeddings as embeddings_asset
from kagflow.pipelines.build_progress import StageEvent, StageTracker, node_assets
from kagflow.pipelines.definitions import ALL_ASSETS, build_definitions, build_executor, build_job, llm_resource, source_files
from kagflow.pipelines.sensors import partition_range_tags, sync_partitions
from kagflow.publish import (  # noqa: F401 - re-exported: the build's errors and lock
    OWNER_TAG, BuildBusyError, BuildError, build_lock, owner_alive, owner_token, staged_run,
)
from kagflow.resources.runs import reclaim_dead_runs


#: run tag of one ``kagflow build`` call (the multiprocess build finds its run's events by it)
BUILD_TAG = "kagflow/build"


@dataclass
class BuildReport:
    """What a build produced: row counts per table, issues by severity, partition changes."""

    counts: dict[str, int]
    issues: list[tuple[str, str, str]]  # (severity, code, message), errors and warnings first
    dirty_files: list[str] = field(default_factory=list)  # new, changed or behind: processed by this build
    removed_files: list[str] = field(default_factory=list)
    as_of: str = ""
    run_id: str = ""
    schema: str = ""  # which schema the build used: the project's schema/ files or the built-in general schema
    # chunks per (language, extraction path) from chunk_languages, e.g. {("zh", "gazetteer"): 4}
    languages: dict[tuple[str, str], int] = field(default_factory=dict)
    snapshot: str = ""  # with store.uri: the object-store snapshot published, s3://.../snapshots/ID/


def instance_settings() -> str:
    """The text of kagflow's ``dagster.yaml`` (package data of ``kagflow.pipelines``)."""
    return resources.files("kagflow.pipelines").joinpath("dagster.yaml").read_text(encoding="utf-8")


def dagster_instance(project: Project) -> dg.DagsterInstance:
    """The project's Dagster instance in ``PROJECT/.kagflow/dagster`` (run history, partitions),
    its ``dagster.yaml`` (re)written from :func:`instance_settings` when missing or different. Its
    SQLite storage keeps a connection per database file open
    (:mod:`kagflow.pipelines.dagster_storage`) instead of opening one per event."""
    from dagster._core.instance.ref import InstanceRef

    from kagflow.pipelines.dagster_storage import pooled_storage_data

    home = project.dagster_home
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    settings = instance_settings()
    if not config.exists() or config.read_text(encoding="utf-8") != settings:
        config.write_text(settings, encoding="utf-8")
    ref = InstanceRef.from_dir(str(home))
    return dg.DagsterInstance.from_ref(ref._replace(storage_data=pooled_storage_data(ref.storage_data)))


#: Dagster instances kept open across builds by ``build_project(resident=True)``, by project folder
_RESIDENT: dict[Path, dg.DagsterInstance] = {}
_RESIDENT_LOCK = threading.Lock()


def _resident_instance(project: Project) -> dg.DagsterInstance:
    """The project's Dagster instance kept open in this process (:data:`_RESIDENT`), opened on first
    use; opened again when its run storage is gone (``.kagflow/`` deleted while a watch runs)."""
    root = project.root.resolve()
    with _RESIDENT_LOCK:
        kept = _RESIDENT.get(root)
        if kept is not None and not (project.dagster_home / "history" / "runs.db").exists():
            _RESIDENT.pop(root).dispose()
            kept = None
        if kept is None:
            kept = _RESIDENT[root] = dagster_instance(project)
        return kept


def close_resident(root: Path | str) -> None:
    """Dispose of the Dagster instance ``build_project(root, resident=True)`` kept open, if any
    (the resident builder calls it when it stops watching)."""
    with _RESIDENT_LOCK:
        kept = _RESIDENT.pop(Path(root).resolve(), None)
    if kept is not None:
        kept.dispose()


@contextmanager
def _in_run(instance: dg.DagsterInstance, keep: bool) -> Iterator[dg.DagsterInstance]:
    """The instance as the context of one run: Dagster's current definitions-state storage is
    its own; disposed after unless ``keep`` (a resident instance)."""
    if not keep:
        with instance:
            yield instance
        return
    from dagster._core.storage.defs_state.base import set_defs_state_storage

    with set_defs_state_storage(instance.defs_state_storage):
        yield instance


@contextmanager
def _sigterm_kept() -> Iterator[None]:
    """Keep SIGTERM's handler across a Dagster run. Dagster's interrupt contexts map SIGTERM to
    SIGINT's handler when they exit (``dagster/_utils/interrupts.py``), and a background job
    (``kagflow build --watch &``, a service) has SIGINT ignored: from the first rebuild on, SIGTERM
    would be ignored too and the resident builder could not be stopped. Signal handlers live in the
    main thread only; elsewhere this does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    handler = signal.getsignal(signal.SIGTERM)
    try:
        yield
    finally:
        if handler is not None:  # None: set outside Python, nothing to put back
            signal.signal(signal.SIGTERM, handler)


DUCKDB_INTERRUPTED = "Query interrupted"  # DuckDB's message when a signal handler raised during a query


def _was_interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` is an interruption in another library's words: DuckDB, running a query when
    a signal handler raises ``KeyboardInterrupt`` (kagflow's SIGTERM handler, Ctrl-C) or Dagster's
    ``DagsterExecutionInterruptedError``, raises its own ``RuntimeError("Query interrupted")``
    (1.5; ``duckdb.InterruptException`` for ``interrupt()``), with the handler's exception as its
    context, a context Dagster's step boundary does not keep; so the error itself counts, and
    any exception it is wrapped in (``__cause__``, ``__context__``, Dagster's ``user_exception``)."""
    seen: set[int] = set()
    todo = [exc]
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        if isinstance(e, (KeyboardInterrupt, DagsterExecutionInterruptedError, duckdb.InterruptException)):
            return True
        if type(e) is RuntimeError and str(e) == DUCKDB_INTERRUPTED:
            return True
        todo.extend((e.__cause__, e.__context__, getattr(e, "user_exception", None)))
    return False


def _unwrap(exc: BaseException) -> BaseException:
    seen = set()
    while id(exc) not in seen:
        seen.add(id(exc))
        inner = getattr(exc, "user_exception", None) or (exc.__cause__ if isinstance(exc, dg.DagsterError) else None)
        if inner is None:
            break
        exc = inner
    return exc


class _ProgressHandler(logging.Handler):
    """Turns Dagster's step starts and the assets' info messages into ``progress(text)`` calls,
    and the step events into stage lines (``tracker``, :mod:`kagflow.pipelines.build_progress`)."""

    def __init__(self, progress: Callable[[str], None] | None, tracker: StageTracker | None = None):
        super().__init__(logging.DEBUG)
        self.progress = progress
        self.tracker = tracker

    def emit(self, record: logging.LogRecord) -> None:
        meta = getattr(record, "dagster_meta", None) or {}
        dagster_event = meta.get("dagster_event")
        event = getattr(dagster_event, "event_type_value", None)
        step = meta.get("step_key")
        if self.tracker is not None:
            try:
                self.tracker.event(event, step, record.created, dagster_event)
            except Exception:  # noqa: BLE001 - progress is best effort; the build's outcome does not depend on it
                pass
        if self.progress is None:
            return
        if event == "STEP_START" and step:
            self.progress(str(step))
        elif event is None and step and record.levelno >= logging.INFO and meta.get("orig_message"):
            self.progress(f"{step}: {meta['orig_message']}")


def _progress_logger(progress: Callable[[str], None] | None, tracker: StageTracker | None = None) -> dg.LoggerDefinition:
    """A Dagster logger that feeds ``progress`` and ``tracker`` and prints nothing itself."""

    @dg.logger
    def kagflow_progress(_init_context) -> logging.Logger:
        log = logging.Logger("kagflow.build", logging.DEBUG)
        if progress is not None or tracker is not None:
            log.addHandler(_ProgressHandler(progress, tracker))
        return log

    return kagflow_progress


def build_project(
    root: Path | str,
    as_of: str | None = None,
    strict: bool | None = None,
    progress: Callable[[str], None] | None = None,
    substitutes: Mapping[str, dg.ConfigurableResource] | None = None,
    embeddings: bool = True,
    wait: float = 0.0,
    processes: int = 0,
    stages: Callable[[StageEvent], None] | None = None,
    threads: int | None = None,
    resident: bool = False,
) -> BuildReport:
    """Build the knowledge graph of the project at ``root``.

    Args:
        root: the project folder.
        as_of: ``YYYY-MM-DD`` for rules' ``now()``; ``None`` for kagflow.yaml's ``as_of`` or today.
        strict: warnings are errors; ``None`` defers to kagflow.yaml.
        progress: called with the name of each stage as it starts.
        substitutes: resources replacing the real ones by key (see
            :func:`~kagflow.pipelines.definitions.build_resources`); tests pass the fakes.
        embeddings: ``False`` leaves the embedding stage out of the run (its tables keep what they
            held); for builds whose embeddings nothing reads.
        wait: seconds to wait when another build of the project is running (:func:`build_lock`);
            0 refuses at once.
        processes: worker processes for document partitions (files parsed in parallel, spaCy
            workers); 0 defers to kagflow.yaml's ``build.processes``. The tables do not depend on it.
        stages: called with a :class:`~kagflow.pipelines.build_progress.StageEvent` as each asset
            starts and ends (rows, seconds), from Dagster's step events; ``kagflow build`` prints
            them when its output is not a terminal.
        threads: DuckDB worker threads for the build's writer connections
            (:func:`kagflow.store.warehouse.writer_threads`; this process's, not a multiprocess
            build's step processes); ``None``: DuckDB's default. The resident builder passes 1 for
            a small edit (:mod:`kagflow.pipelines.watch`). The tables do not depend on it.
        resident: keep the project's Dagster instance open in this process for the next build
            that asks the same (the resident builder's rebuilds; :func:`close_resident` closes it);
            ``False`` opens it for this build and closes it after. The tables do not depend on it.

    Returns:
        a :class:`BuildReport`.

    Raises:
        ProjectError, SchemaError, RuleCompileError: before anything is written.
        ValueError: a key of ``substitutes`` names no resource.
        BuildError: a stage failed (its message names the cause); the previous tables are intact.
        BuildBusyError: another build of the project is running (after ``wait`` seconds).
        KeyboardInterrupt: the build was interrupted (Ctrl-C); the previous tables are intact.
    """
    check_text_inputs(root)  # a kagflow.yaml or schema file that is not UTF-8: a located ProjectError
    project = Project(root)
    resolved_as_of = project.as_of(as_of).isoformat()  # one date for the whole build
    schema = load_project_schema(project.root)  # schema and rule errors surface before any write
    for spec in collect_rules(schema):
        compile_rule(schema, spec)
    disk = source_hashes(project.sources_dir)
    if not disk:
        raise ProjectError(f"{project.sources_dir}: no source files to build from")
    llm = llm_resource(str(project.root))  # an inconsistent llm: section fails here, before any write
    try:
        tracker = StageTracker(node_assets(ALL_ASSETS), stages) if stages is not None else None
        with warehouse.writer_threads(threads):
            return _build_locked(project, as_of, strict, progress, substitutes, embeddings, wait, processes,
                                 resolved_as_of, schema, disk, llm, tracker, resident)
    except (BuildError, BuildBusyError, ProjectError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a full disk, a read-only folder, .kagflow removed: one line, nothing published
        if _was_interrupted(exc):  # a signal inside a DuckDB query: "Query interrupted" is an interruption
            raise KeyboardInterrupt from None
        fault = os_fault(exc, project.state_dir)
        if fault is None:
            raise
        raise BuildError(fault) from exc


def _build_locked(project, as_of, strict, progress, substitutes, embeddings, wait, processes, resolved_as_of, schema, disk, llm,
                  tracker=None, resident=False):
    """The body of :func:`build_project` from the build lock on."""
    with build_lock(project, wait=wait):
        instance = _resident_instance(project) if resident else dagster_instance(project)
        reclaim_dead_runs(instance)
        try:
            dirty = pending_files(project, schema, disk, llm.document_model(project.config))
        except duckdb.IOException as exc:  # another writer (a run started in the UI) holds the store
            raise BuildError(f"{project.database_path}: the knowledge store is in use by another process: {exc}") from exc
        plan = plan_partitions(instance.get_dynamic_partitions(source_files.name), disk, dirty)
        sync_partitions(instance, plan)
        tags = {**partition_range_tags(*plan.range), OWNER_TAG: owner_token(os.getpid()) or ""}
        skipped = [f"{s.name}: {s.reason}" for s in scan_sources(project.sources_dir)[1]]
        inputs = build_inputs(project, disk, resolved_as_of, project.config.strict if strict is None else strict, skipped)
        # everything, the Parquet copy included, is written before the switch (staged_database)
        # the instance as a context: Dagster's current definitions-state storage is this instance's
        # for the run (a stale one left by other code in a long-lived process cannot break it)
        with staged_run(project, strict) as staged, _in_run(instance, keep=resident), _sigterm_kept():
            workers = processes or project.config.build.processes
            resource_args = dict(database_path=str(staged.database), as_of=resolved_as_of, strict=strict, processes=processes)
            selection = None if embeddings else [key for a in ALL_ASSETS for key in a.keys if key not in embeddings_asset.keys]
            try:
                if workers > 1:
                    result = _execute_multiprocess(instance, str(project.root), resource_args, substitutes, tags, selection, progress,
                                                   tracker)
                else:
                    defs = build_definitions(
                        str(project.root), loggers={"kagflow_progress": _progress_logger(progress, tracker)}, substitutes=substitutes,
                        **resource_args,
                    )
                    # every stage opens the staging copy: in one process they share one open database
                    with warehouse.held_open(staged.database):
                        result = defs.resolve_job_def(build_job.name).execute_in_process(
                            run_config={"loggers": {"kagflow_progress": {}}},
                            instance=instance,
                            tags=tags,
                            asset_selection=selection,
                            raise_on_error=True,
                        )
            except DagsterExecutionInterruptedError:  # Dagster's form of Ctrl-C inside a step
                raise KeyboardInterrupt from None
            except BuildError:
                raise
            except Exception as exc:  # noqa: BLE001 - re-raised as BuildError with the real cause
                cause = _unwrap(exc)
                if _was_interrupted(exc):  # Ctrl-C or SIGTERM, also inside a DuckDB query
                    raise KeyboardInterrupt from None
                message = (os_fault(cause, project.state_dir) or getattr(cause, "description", None) or str(cause)
                           or type(cause).__name__)
                raise BuildError(message) from cause
            failed_checks = [
                e.asset_check_evaluation_data for e in result.all_events
                if e.event_type_value == "ASSET_CHECK_EVALUATION" and not e.asset_check_evaluation_data.passed
                and e.asset_check_evaluation_data.severity == dg.AssetCheckSeverity.ERROR  # WARN checks: build warnings
            ]
            if failed_checks:
                names = ", ".join(f"{c.asset_key.to_user_string()}.{c.check_name}" for c in failed_checks)
                raise BuildError(f"asset checks failed: {names}")
            counts, issues = staged.finish()
        if substitutes is None and embeddings:  # a build with the real models, every stage: the next may skip
            write_build_stamp(project, inputs)
    return BuildReport(counts, issues, plan.dirty, plan.removed, resolved_as_of, result.run_id, project.schema_description,
                       staged.languages, _snapshot_uri(project, staged.snapshot))


def multiprocess_build_job(project_root: str, resource_args: dict, substitutes: dict | None = None) -> dg.JobDefinition:
    """The build job under :func:`~kagflow.pipelines.definitions.build_executor` (Dagster's
    multiprocess executor), rebuilt by name in each step process (``dg.build_reconstructable_job``).

    Args:
        project_root: the project folder.
        resource_args: :func:`~kagflow.pipelines.definitions.build_resources`'s keyword arguments
            (``database_path`` must name the staging copy).
        substitutes: ``substitutes`` of :func:`build_project` as :func:`_describe_resources` wrote
            them: ``{key: [module, class name, config]}``.
    """
    replaced = {key: getattr(importlib.import_module(module), name)(**config)
                for key, (module, name, config) in substitutes.items()} if substitutes else None
    defs = build_definitions(project_root, loggers={"kagflow_progress": _progress_logger(None)}, substitutes=replaced,
                             executor=build_executor(max(2, int(resource_args.get("processes") or 0))), **resource_args)
    return defs.resolve_job_def(build_job.name)


def _execute_multiprocess(instance: dg.DagsterInstance, root: str, resource_args: dict,
                          substitutes: Mapping[str, dg.ConfigurableResource] | None, tags: dict, selection,
                          progress: Callable[[str], None] | None, tracker: StageTracker | None = None) -> dg.ExecuteJobResult:
    """Run the build job with one process per step (:func:`multiprocess_build_job`), following its
    event log for ``progress``.

    Raises:
        BuildError: a step failed (the message of its error, as in the in-process build).
    """
    if not resource_args.get("processes"):
        resource_args = {**resource_args, "processes": Project(root).config.build.processes}
    token = uuid.uuid4().hex
    job = dg.build_reconstructable_job(
        "kagflow.pipelines.build", "multiprocess_build_job",
        reconstructable_kwargs={"project_root": root, "resource_args": resource_args,
                                "substitutes": _describe_resources(substitutes or {})},
    )
    done = threading.Event()
    follower = threading.Thread(target=_follow_progress, args=(instance, token, progress, done, tracker), daemon=True)
    if progress is not None or tracker is not None:
        follower.start()
    try:
        with _step_output_to(Project(root).state_dir / "logs" / "build-steps.log"):
            result = dg.execute_job(job, instance=instance, run_config={"loggers": {"kagflow_progress": {}}},
                                    tags={**tags, BUILD_TAG: token}, asset_selection=selection, raise_on_error=False)
    finally:
        done.set()
        if follower.is_alive():
            follower.join(timeout=5)
    if not result.success:
        if any(_interrupted(getattr(e.event_specific_data, "error", None)) for e in result.all_events):
            raise KeyboardInterrupt  # Ctrl-C or SIGTERM: the executor stopped the step processes
        failures = [(e.step_key, e.step_failure_data.error) for e in result.all_events
                    if e.event_type_value == "STEP_FAILURE" and e.step_failure_data and e.step_failure_data.error]
        if not failures:
            raise BuildError(f"the build run {result.run_id} failed")
        step, error = failures[0]
        if error.cls_name == "ChildProcessCrashException":  # no message of its own: say which stage and how
            raise BuildError(_crash_message(step, result.all_events))
        raise BuildError(_error_message(error))
    return result


def die_with_parent() -> None:
    """Ask Linux to SIGKILL the calling thread's process when its parent dies
    (``prctl(PR_SET_PDEATHSIG)``; call it from the main thread). Used by the forkserver of a
    multiprocess build and its step processes (:mod:`kagflow.pipelines.step_processes`), so they
    end with a killed build instead of running on as orphans. A no-op on other systems."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


@contextmanager
def _step_output_to(log: Path) -> Iterator[None]:
    """Within the block, standard error (file descriptor 2, which step processes inherit, and
    ``sys.stderr``) is ``log``: Dagster's console lines about starting steps and about the run, and
    a crashing step's traceback, go there, not to the user (kagflow's progress display is on
    standard output; its error lines are printed after the block)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    sys.stderr.flush()
    saved = os.dup(2)
    original = sys.stderr
    sink = open(log, "w", encoding="utf-8", errors="replace")  # the latest build's step output
    os.dup2(sink.fileno(), 2)
    sys.stderr = sink
    try:
        yield
    finally:
        sink.flush()
        sys.stderr = original
        os.dup2(saved, 2)
        os.close(saved)
        sink.close()


def _describe_resources(resources: Mapping[str, dg.ConfigurableResource]) -> dict:
    """``{key: [module, class name, config]}`` of resources, to rebuild them in a step process
    (their configuration, not their state, crosses the process boundary)."""
    return {key: [type(r).__module__, type(r).__qualname__, r.model_dump()] for key, r in resources.items()}


def _interrupted(info) -> bool:
    """Whether a ``SerializableErrorInfo`` (or its causes) is an interruption (Ctrl-C, SIGTERM)."""
    while info is not None:
        if info.cls_name in ("DagsterExecutionInterruptedError", "KeyboardInterrupt", "InterruptException"):
            return True
        if info.cls_name == "RuntimeError" and info.message.strip().endswith(DUCKDB_INTERRUPTED):  # in a step process's query
            return True
        info = info.cause
    return False


def _crash_message(step: str, events) -> str:
    """The user's line for a step process that died (a kill, the out-of-memory killer, a crash in a
    native library): the stage (step key) and how it ended, from the executor's engine event
    ("child process for step S was terminated by signal 9 (SIGKILL). ..."), whose first sentence
    is kept."""
    prefix = f"child process for step {step} "
    how = next((e.message.split(prefix, 1)[1].split(".")[0] for e in events
                if e.event_type_value == "ENGINE_EVENT" and e.message and prefix in e.message), "ended without a result")
    return f"stage {step}: its step process {how} (killed, out of memory, or crashed); nothing was published"


def _error_message(info) -> str:
    """The user's line of a step's ``SerializableErrorInfo``: the innermost cause's message
    without its ``module.Class:`` prefix (what the in-process build reports)."""
    while info.cause is not None:
        info = info.cause
    message = info.message.strip()
    prefix = f"{info.cls_name}: "
    head, sep, rest = message.partition(": ")
    if message.startswith(prefix):
        return message[len(prefix):].strip()
    if sep and head.rsplit(".", 1)[-1] == info.cls_name:
        return rest.strip()
    return message


def _follow_progress(instance: dg.DagsterInstance, token: str, progress: Callable[[str], None] | None, done: threading.Event,
                     tracker: StageTracker | None = None) -> None:
    """Call ``progress`` for the step starts and step log lines of the run tagged ``token``, and
    feed ``tracker`` its step events, as the in-process build's logger does, until ``done`` is set
    (then once more, for the last events)."""
    run_id, cursor = None, None
    while True:
        finished = done.wait(0.5)
        try:
            if run_id is None:
                runs = instance.get_runs(filters=dg.RunsFilter(tags={BUILD_TAG: token}), limit=1)
                run_id = runs[0].run_id if runs else None
            if run_id is not None:
                while True:
                    page = instance.get_records_for_run(run_id, cursor=cursor, limit=500)
                    cursor = page.cursor
                    for record in page.records:
                        entry = record.event_log_entry
                        event = entry.dagster_event
                        if tracker is not None and event is not None:
                            tracker.event(event.event_type_value, entry.step_key, entry.timestamp, event)
                        if progress is None:
                            continue
                        if event is not None and event.event_type_value == "STEP_START" and entry.step_key:
                            progress(entry.step_key)
                        elif event is None and entry.step_key and entry.level >= logging.INFO and entry.user_message:
                            progress(f"{entry.step_key}: {entry.user_message}")
                    if not page.has_more:
                        break
        except Exception:  # noqa: BLE001 - progress is best effort; the build's outcome does not depend on it
            pass
        if finished:
            return


def _snapshot_uri(project: Project, snapshot: str | None) -> str:
    """``s3://bucket/prefix/snapshots/ID/`` of the snapshot a build published; empty without one."""
    if not snapshot:
        return ""
    return f"{project.config.store.uri.rstrip('/')}/snapshots/{snapshot}/"


