"""Dagster resources: the project being built and its knowledge store."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg
import duckdb
from pydantic import PrivateAttr

from kagflow import publish
from kagflow.resources import runs
from kagflow.store import warehouse
from kagflow.project import Project
from kagflow.schema.spg import Schema, load_project_schema


AS_OF_TAG = "kagflow/as_of"  # run tag: the as-of date of a run (set by the schedule to its run date)


#: op tag of every step that opens the knowledge store: the multiprocess executor runs at most one
#: of them at a time (DuckDB allows one writing process per file), with the document shards, which
#: open no database, beside it (:func:`kagflow.pipelines.definitions.build_executor`)
STORE_STEP = {"kagflow/store": "write"}
#: op tag of the document shards (``document_parts``): ``build.processes`` of them run at once
SHARD_STEP = {"kagflow/shard": "document"}


class KnowledgeProjectResource(dg.ConfigurableResource):
    """The kagflow project folder: its ``kagflow.yaml``, its schema and the build's as-of date.

    Attributes:
        root: path of the project folder (``schema/``, ``sources/``, optional ``kagflow.yaml``).
        as_of: ``YYYY-MM-DD`` that rules' ``now()`` stands for; empty means the run's
            ``kagflow/as_of`` tag (:data:`AS_OF_TAG`, what the schedule sets), else
            ``kagflow.yaml``'s ``as_of``, else today (UTC).
        strict: treat build warnings (unmapped files, unresolved references...) as errors;
            ``None`` defers to ``kagflow.yaml``.
        processes: document shards, and step processes of `kagflow build --processes` (a multiprocess run);
            0 defers to ``kagflow.yaml``'s ``build.processes``.
    """

    root: str
    as_of: str = ""
    strict: bool | None = None
    processes: int = 0

    _kg_schema: Schema | None = PrivateAttr(default=None)
    _kg_project: Project | None = PrivateAttr(default=None)
    _run_as_of: str = PrivateAttr(default="")

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        """Read the run's :data:`AS_OF_TAG` (a scheduled run's date)."""
        run = context.run
        self._run_as_of = (run.tags.get(AS_OF_TAG, "") if run is not None else "") or ""

    @property
    def project(self) -> Project:
        """The :class:`~kagflow.project.Project` (``kagflow.yaml`` parsed once)."""
        if self._kg_project is None:
            self._kg_project = Project(self.root)
        return self._kg_project

    @property
    def build_processes(self) -> int:
        """Worker processes for document partitions: :attr:`processes`, else ``build.processes``."""
        return self.processes if self.processes > 0 else self.project.config.build.processes

    def knowledge_schema(self) -> Schema:
        """The parsed schema (``schema/*.schema`` + ``schema/*.rule``), loaded once per run.

        Raises:
            SchemaError: with file, line and column of the first problem.
        """
        if self._kg_schema is None:
            self._kg_schema = load_project_schema(self.project.root)
        return self._kg_schema

    def as_of_date(self) -> dt.date:
        """The as-of date (:meth:`kagflow.project.Project.as_of`). Raises ProjectError (a
        ValueError) when ``as_of`` is not ``YYYY-MM-DD``."""
        return self.project.as_of(self.as_of or self._run_as_of or None)

    def is_strict(self) -> bool:
        return self.project.config.strict if self.strict is None else self.strict


class WarehouseResource(dg.ConfigurableResource):
    """The DuckDB file the build writes (and Parquet copies of its tables).

    Attributes:
        project: the project resource (gives the default paths).
        database_path: DuckDB file to write, managed by the caller: ``kagflow build`` points it at
            the staging copy it publishes itself. Empty (runs from the Dagster UI, the schedule or
            the sensor): the run goes through the same path as ``kagflow build``
            (:mod:`kagflow.publish`): it takes the project's build lock, writes a staging
            copy of ``PROJECT/.kagflow/kg.duckdb``, and publishes it (Parquet copy included) when
            every step and blocking check of the run succeeded; otherwise the previous store stays.
            A publish refused after the steps succeeded (``strict`` and a source warning, or the
            publish failing) fails the run (:class:`~kagflow.resources.runs.PublishRefusedError`).
            This holds the whole run in one process: the definitions' in-process executor (a
            multiprocess executor would initialise the resource, and stage, once per step).
        lock_wait: seconds such a run waits for another build of the project to finish before it
            fails with one line (:class:`~kagflow.publish.BuildBusyError`).
    """

    project: KnowledgeProjectResource
    database_path: str = ""
    lock_wait: float = 600.0

    _staged_path: str = PrivateAttr(default="")

    def path(self) -> Path:
        """The file assets write: the caller's ``database_path``, the run's staging copy, or
        (outside a run) the published store."""
        if self.database_path:
            return Path(self.database_path)
        if self._staged_path:
            return Path(self._staged_path)
        return self.project.project.database_path

    @contextmanager
    def yield_for_execution(self, context: dg.InitResourceContext) -> Iterator["WarehouseResource"]:
        """For a run without ``database_path``: lock, stage, and publish on success (see the class)."""
        if self.database_path or context.run is None or context.instance is None:
            yield self
            return
        project = self.project.project
        run_id = context.run.run_id
        with publish.build_lock(project, wait=self.lock_wait):
            runs.reclaim_dead_runs(context.instance, keep=run_id)
            try:
                with publish.staged_run(project, self.project.strict) as staged:
                    self._staged_path = str(staged.database)
                    try:
                        yield self
                    finally:
                        self._staged_path = ""
                    failures = runs.run_failures(context.instance, run_id)
                    if failures:
                        raise _NotPublished("; ".join(failures))
                    staged.finish()
            except _NotPublished as exc:
                context.log.warning(f"knowledge store not published ({exc}); {project.database_path} is unchanged")
                return
            except Exception as exc:  # noqa: BLE001 - a strict failure or a failed publish: the run fails
                message = f"knowledge store not published: {exc}; {project.database_path} is unchanged"
                context.log.error(message)
                raise runs.PublishRefusedError(message) from exc
        context.log.info(f"published {project.database_path}")

    @contextmanager
    def connect(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A writable connection with every kagflow table present; closed (checkpointed) on exit."""
        with warehouse.connect(self.path()) as con:
            yield con

    @contextmanager
    def transaction(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """A connection inside ``BEGIN``/``COMMIT``: an asset's writes land whole or not at all."""
        with self.connect() as con:
            con.execute("BEGIN TRANSACTION")
            try:
                yield con
            except BaseException:
                con.execute("ROLLBACK")
                raise
            con.execute("COMMIT")


class _NotPublished(Exception):
    """A run whose steps or blocking checks failed: its staging copy is discarded."""
