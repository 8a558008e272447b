"""Dagster resources: the project being built and its knowledge store."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg
import duckdb
from pydantic import PrivateAttr

from kagflow.store import warehouse
from kagflow.project import Project
from kagflow.schema.spg import Schema, load_project_schema


class KnowledgeProjectResource(dg.ConfigurableResource):
    """The kagflow project folder: its ``kagflow.yaml``, its schema and the build's as-of date.

    Attributes:
        root: path of the project folder (``schema/``, ``sources/``, optional ``kagflow.yaml``).
        as_of: ``YYYY-MM-DD`` that rules' ``now()`` stands for; empty means ``kagflow.yaml``'s
            ``as_of``, else today (UTC).
        strict: treat build warnings (unmapped files, unresolved references...) as errors;
            ``None`` defers to ``kagflow.yaml``.
    """

    root: str
    as_of: str = ""
    strict: bool | None = None

    _kg_schema: Schema | None = PrivateAttr(default=None)
    _kg_project: Project | None = PrivateAttr(default=None)

    @property
    def project(self) -> Project:
        """The :class:`~kagflow.project.Project` (``kagflow.yaml`` parsed once)."""
        if self._kg_project is None:
            self._kg_project = Project(self.root)
        return self._kg_project

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
        return self.project.as_of(self.as_of)

    def is_strict(self) -> bool:
        return self.project.config.strict if self.strict is None else self.strict


class WarehouseResource(dg.ConfigurableResource):
    """The DuckDB file the build writes (and Parquet copies of its tables).

    Attributes:
        project: the project resource (gives the default paths).
        database_path: DuckDB file to write; empty means ``PROJECT/.kagflow/kg.duckdb``. The CLI
            points this at a staging copy and publishes it only when the whole build succeeded.
    """

    project: KnowledgeProjectResource
    database_path: str = ""

    def path(self) -> Path:
        return Path(self.database_path) if self.database_path else self.project.project.database_path

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
