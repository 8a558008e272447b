"""Run a whole build of one project in process (what ``kagflow build`` does).

The build writes into a staging copy of ``kg.duckdb`` and publishes it only when every asset and
blocking check succeeded, so a failed build leaves the previous tables intact. Partitions of
``source_documents`` are synchronised with the files under ``sources/`` first (new files added,
deleted ones removed) and the whole partition range runs in one Dagster run (single-run backfill
policy), together with the unpartitioned downstream stages.
"""

from __future__ import annotations

import datetime as dt
import logging
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import dagster as dg
import duckdb
from dagster._core.storage.tags import ASSET_PARTITION_RANGE_END_TAG, ASSET_PARTITION_RANGE_START_TAG

from kagflow.store import warehouse
from kagflow.store.ids import doc_id_for, file_content_hash
from kagflow.incremental import dirty_files
from kagflow.project import Project, ProjectError
from kagflow.knowledge.rule_sql import collect_rules, compile_rule
from kagflow.schema.spg import load_project_schema
from kagflow.knowledge.sources import discover_sources
from kagflow.pipelines.definitions import build_definitions, build_job, llm_resource, source_files

DAGSTER_YAML = Path(__file__).resolve().parents[1] / "dagster.yaml"
_DEFAULT_INSTANCE_YAML = "telemetry:\n  enabled: false\nconcurrency:\n  runs:\n    max_concurrent_runs: 1\n"


class BuildError(RuntimeError):
    """The build failed; the message says where (file, line, rule, asset). Previous tables are intact."""


@dataclass
class BuildReport:
    """What a build produced: row counts per table, issues by severity, partition changes."""

    counts: dict[str, int]
    issues: list[tuple[str, str, str]]  # (severity, code, message), errors and warnings first
    dirty_files: list[str] = field(default_factory=list)  # new, changed or behind: processed by this build
    removed_files: list[str] = field(default_factory=list)
    as_of: str = ""
    run_id: str = ""


def dagster_instance(project: Project) -> dg.DagsterInstance:
    """The project's Dagster instance in ``PROJECT/.kagflow/dagster`` (run history, partitions)."""
    home = project.dagster_home
    home.mkdir(parents=True, exist_ok=True)
    config = home / "dagster.yaml"
    if not config.exists():
        if DAGSTER_YAML.exists():
            shutil.copyfile(DAGSTER_YAML, config)
        else:
            config.write_text(_DEFAULT_INSTANCE_YAML, encoding="utf-8")
    return dg.DagsterInstance.from_config(str(home))


def sync_partitions(instance: dg.DagsterInstance, keys: list[str], dirty: list[str]) -> tuple[list[str], list[str]]:
    """Make the ``source_files`` partitions equal ``keys``, with the ``dirty`` ones last.

    Deleted files lose their partition. Dirty files (new, changed, or behind) are (re-)added at the
    end of the partition order, so one contiguous partition range covers exactly them: the run
    touches only their partitions, however many unchanged files there are (Dagster records events
    per partition in the range, which would otherwise cost ~10 ms per unchanged file).

    Returns:
        ``(partition keys in order, removed keys)``.
    """
    existing = list(instance.get_dynamic_partitions(source_files.name))
    removed = sorted(set(existing) - set(keys))
    moved = [k for k in dirty if k in set(existing)]
    for key in removed + moved:
        instance.delete_dynamic_partition(source_files.name, key)
    present = set(instance.get_dynamic_partitions(source_files.name))
    to_add = [k for k in keys if k not in present and k not in set(dirty)] + list(dirty)
    if to_add:
        instance.add_dynamic_partitions(source_files.name, to_add)
    return list(instance.get_dynamic_partitions(source_files.name)), removed


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
    """Turns Dagster's step starts and the assets' info messages into ``progress(text)`` calls."""

    def __init__(self, progress: Callable[[str], None]):
        super().__init__(logging.DEBUG)
        self.progress = progress

    def emit(self, record: logging.LogRecord) -> None:
        meta = getattr(record, "dagster_meta", None) or {}
        event = getattr(meta.get("dagster_event"), "event_type_value", None)
        step = meta.get("step_key")
        if event == "STEP_START" and step:
            self.progress(str(step))
        elif event is None and step and record.levelno >= logging.INFO and meta.get("orig_message"):
            self.progress(f"{step}: {meta['orig_message']}")


def _progress_logger(progress: Callable[[str], None] | None) -> dg.LoggerDefinition:
    """A Dagster logger that feeds ``progress`` and prints nothing itself."""

    @dg.logger
    def kagflow_progress(_init_context) -> logging.Logger:
        log = logging.Logger("kagflow.build", logging.DEBUG)
        if progress is not None:
            log.addHandler(_ProgressHandler(progress))
        return log

    return kagflow_progress


def build_project(
    root: Path | str,
    as_of: str | None = None,
    strict: bool | None = None,
    progress: Callable[[str], None] | None = None,
) -> BuildReport:
    """Build the knowledge graph of the project at ``root``.

    Args:
        root: the project folder.
        as_of: ``YYYY-MM-DD`` for rules' ``now()``; ``None`` for kagflow.yaml's ``as_of`` or today.
        strict: warnings are errors; ``None`` defers to kagflow.yaml.
        progress: called with the name of each stage as it starts.

    Returns:
        a :class:`BuildReport`.

    Raises:
        ProjectError, SchemaError, RuleCompileError: before anything is written.
        BuildError: a stage failed (its message names the cause); the previous tables are intact.
    """
    project = Project(root)
    if as_of:
        try:
            dt.date.fromisoformat(as_of)
        except ValueError:
            raise ProjectError(f"--as-of {as_of!r} is not a date YYYY-MM-DD") from None
    schema = load_project_schema(project.root)  # schema and rule errors surface before any write
    for spec in collect_rules(schema):
        compile_rule(schema, spec)
    instance = dagster_instance(project)
    disk = {doc_id_for(p, project.sources_dir): file_content_hash(p) for p in discover_sources(project.sources_dir)}
    if not disk:
        raise ProjectError(f"{project.sources_dir}: no source files to build from")
    llm = llm_resource(str(project.root))  # an inconsistent llm: section fails here, before any write
    llm_model = llm.model_for("extract") if project.config.extraction.mode == "llm" and llm.available else None
    dirty = sorted(disk)
    if project.database_path.exists():
        with warehouse.connect(project.database_path, read_only=True) as con:
            try:
                dirty = dirty_files(con, disk, project.config, schema, llm_model)
            except duckdb.CatalogException:  # a store from an older kagflow: rebuild everything
                pass
    keys, removed = sync_partitions(instance, sorted(disk), dirty)
    # the run's partition range: the dirty files (at the end of the order); with only deletions, the
    # last partition alone (cheap: unchanged) so the stages retract what was deleted
    if dirty:
        partition_tags = {ASSET_PARTITION_RANGE_START_TAG: dirty[0], ASSET_PARTITION_RANGE_END_TAG: keys[-1]}
    else:
        partition_tags = {ASSET_PARTITION_RANGE_START_TAG: keys[-1], ASSET_PARTITION_RANGE_END_TAG: keys[-1]}
    with warehouse.staged_database(project.database_path) as staging:
        defs = build_definitions(
            str(project.root), loggers={"kagflow_progress": _progress_logger(progress)},
            database_path=str(staging), as_of=as_of or "", strict=strict,
        )
        job = defs.resolve_job_def(build_job.name)
        try:
            result = job.execute_in_process(
                run_config={"loggers": {"kagflow_progress": {}}},
                instance=instance,
                tags=partition_tags,
                raise_on_error=True,
            )
        except Exception as exc:  # noqa: BLE001 - re-raised as BuildError with the real cause
            cause = _unwrap(exc)
            message = getattr(cause, "description", None) or str(cause) or type(cause).__name__
            raise BuildError(message) from cause
        failed_checks = [
            e.asset_check_evaluation_data for e in result.all_events
            if e.event_type_value == "ASSET_CHECK_EVALUATION" and not e.asset_check_evaluation_data.passed
            and e.asset_check_evaluation_data.severity == dg.AssetCheckSeverity.ERROR  # WARN checks: build warnings
        ]
        if failed_checks:
            names = ", ".join(f"{c.asset_key.to_user_string()}.{c.check_name}" for c in failed_checks)
            raise BuildError(f"asset checks failed: {names}")
    with warehouse.connect(project.database_path) as con:
        warehouse.export_parquet(con, project.tables_dir)
        counts = warehouse.table_counts(con)
        issues = con.execute(
            "SELECT severity, code, message FROM build_issues ORDER BY CASE severity WHEN 'error' THEN 0 "
            "WHEN 'warning' THEN 1 ELSE 2 END, doc_id, line, message"
        ).fetchall()
    resolved_as_of = as_of or project.config.as_of or dt.datetime.now(dt.timezone.utc).date().isoformat()
    return BuildReport(counts, issues, dirty, removed, resolved_as_of, result.run_id)
