"""The composition root: the one ``Definitions`` of kagflow.

``dagster dev`` / ``kagflow ui`` load ``defs``, whose resources read the project folder from the
``KAGFLOW_PROJECT`` environment variable. ``kagflow build`` calls :func:`build_definitions` with
explicit paths (a staging database) instead.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import dagster as dg

from kagflow.assets.aligned_concepts import aligned_concepts, concept_placements
from kagflow.assets.derived_properties import derived_properties
from kagflow.assets.document_parts import document_parts
from kagflow.assets.graph_quality import graph_quality
from kagflow.assets.indexes import embeddings
from kagflow.assets.ner_mentions import ner_mentions
from kagflow.assets.parsed_chunks import parsed_chunks
from kagflow.assets.source_documents import source_documents, source_files
from kagflow.assets.standardized_entities import standardized_entities_and_index
from kagflow.assets.structured_mapping import structured_mapping
from kagflow.assets.triples import triples
from kagflow.pipelines.schedules import make_build_schedule
from kagflow.pipelines.sensors import make_source_files_sensor
from kagflow.resources.knowledge import SHARD_STEP, STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.project import Project, ProjectError
from kagflow.resources.llm import LLMResource, resolve_llm_settings
from kagflow.resources.models import EmbedderResource, NlpResource

ALL_ASSETS = [
    source_documents,
    structured_mapping, aligned_concepts, derived_properties,  # tables -> schema layer
    document_parts, parsed_chunks, ner_mentions, standardized_entities_and_index, triples,  # documents -> information layer
    concept_placements,  # text entities -> concepts (after the embeddings it reads, before the concept rules)
    embeddings,  # indexes
    graph_quality,  # graph-wide asset checks, after every stage that adds edges
]

build_job = dg.define_asset_job(
    "build_knowledge_graph",
    selection=dg.AssetSelection.all(),
    description="Every stage of the build, sources to derived properties, in one run.",
)


def build_resources(project_root: str | dg.EnvVar, database_path: str = "", as_of: str = "", strict: bool | None = None,
                    substitutes: Mapping[str, dg.ConfigurableResource] | None = None, processes: int = 0) -> dict:
    """Resources for one project.

    Args:
        project_root: the project folder (or an ``EnvVar`` naming it).
        database_path: DuckDB file to write; empty for ``PROJECT/.kagflow/kg.duckdb``.
        as_of: ``YYYY-MM-DD`` for rules' ``now()``; empty for kagflow.yaml's or today.
        strict: build warnings are errors; ``None`` defers to kagflow.yaml.
        substitutes: resources that replace the real ones of the same key (tests pass the fakes
            of :mod:`kagflow.resources.models` as ``{"nlp": ..., "embedder": ...}``).
        processes: worker processes for document partitions; 0 for kagflow.yaml's ``build.processes``.

    Raises:
        ValueError: a substitute's key is not one of the resources.
    """
    project = KnowledgeProjectResource(root=project_root, as_of=as_of, strict=strict, processes=processes)
    resources = {
        "project": project,
        "warehouse_db": WarehouseResource(project=project, database_path=database_path),
        "nlp": NlpResource(),
        "embedder": EmbedderResource(),
        "llm": llm_resource(project_root),
    }
    unknown = sorted(set(substitutes or {}) - set(resources))
    if unknown:
        raise ValueError(f"no resource named {', '.join(unknown)} to substitute (known: {', '.join(resources)})")
    return resources | dict(substitutes or {})


def _project_root(project_root: str | dg.EnvVar) -> str:
    """The folder ``project_root`` names (an ``EnvVar`` read now; empty when unset)."""
    return os.environ.get(project_root.env_var_name, "") if isinstance(project_root, dg.EnvVar) else str(project_root)


def automation(project_root: str | dg.EnvVar) -> tuple[dg.ScheduleDefinition, dg.SensorDefinition]:
    """The build schedule and the source-file sensor, with the cron, interval and default status
    (on/off, switchable in the UI) from the project's ``schedule:`` and ``sensor:`` settings;
    the defaults when there is no project (yet).

    Raises:
        ProjectError: ``kagflow.yaml`` does not parse, or ``schedule.cron`` is not a cron expression.
    """
    root = _project_root(project_root)
    if root and Path(root, "sources").is_dir():
        config = Project(root).config
        return make_build_schedule(config.schedule), make_source_files_sensor(config.sensor.enabled, config.sensor.interval_s)
    return make_build_schedule(), make_source_files_sensor()


def llm_resource(project_root: str | dg.EnvVar) -> LLMResource:
    """The model endpoint from the project's ``llm:`` settings and the environment (read here, in
    the composition root, never inside assets); an unconfigured resource when there is none.

    Raises:
        ProjectError: the ``llm:`` settings are inconsistent (e.g. a base URL without a model).
    """
    root = _project_root(project_root)
    config = None
    cache_dir = ""
    if root and Path(root, "sources").is_dir():  # schema/ is optional (the built-in general schema)
        project = Project(root)
        config = project.config.llm.model_dump()
        cache_dir = str(project.state_dir / "llm_cache")
    try:
        settings = resolve_llm_settings(config, os.environ)
    except ValueError as exc:
        raise ProjectError(f"{Path(root or '.') / Project.CONFIG_FILE}: {exc}") from exc
    return LLMResource.from_settings(settings, cache_dir) if settings else LLMResource(cache_dir=cache_dir)


def build_executor(processes: int) -> dg.ExecutorDefinition:
    """The executor of a build with ``processes`` worker processes.

    1 (or less): Dagster's in-process executor, every step in the run's process. More: Dagster's
    multiprocess executor, each step in a process of its own: at most ``processes`` document shards
    (op tag :data:`~kagflow.resources.knowledge.SHARD_STEP`, :mod:`kagflow.assets.document_parts`)
    at once, beside at most one step that opens the knowledge store (op tag
    :data:`~kagflow.resources.knowledge.STORE_STEP`; DuckDB allows one writing process per file).
    Step processes are forked from a server that has imported kagflow once (``forkserver``,
    :mod:`kagflow.pipelines.step_processes`).

    Only for runs with an explicit ``database_path`` (``kagflow build``): a run that stages its own
    copy (the UI, schedule and sensor) must stay in one process (see
    :class:`~kagflow.resources.knowledge.WarehouseResource`).
    """
    if processes <= 1:
        return dg.in_process_executor
    limits = [{"key": key, "value": value, "limit": limit}
              for tags, limit in ((STORE_STEP, 1), (SHARD_STEP, processes)) for key, value in tags.items()]
    return dg.multiprocess_executor.configured({
        "max_concurrent": processes + 1,
        "tag_concurrency_limits": limits,
        "start_method": {"forkserver": {"preload_modules": ["kagflow.pipelines.step_processes"]}},
    }, name="kagflow_multiprocess")


def build_definitions(
    project_root: str | dg.EnvVar = dg.EnvVar("KAGFLOW_PROJECT"),
    loggers: dict[str, dg.LoggerDefinition] | None = None,
    executor: dg.ExecutorDefinition = dg.in_process_executor,
    **resource_args,
) -> dg.Definitions:
    """The kagflow ``Definitions`` for ``project_root`` (assets, checks, the build job, the build
    schedule and the source-file sensor (:func:`automation`), resources).

    Args:
        project_root: the project folder, or an ``EnvVar`` naming it (the default, for the UI).
        loggers: extra Dagster loggers (the CLI's progress display).
        executor: the run's executor (:func:`build_executor`); in-process unless the caller
            passes an explicit ``database_path`` (see there).
        resource_args: passed to :func:`build_resources`.
    """
    schedule, sensor = automation(project_root)
    return dg.Definitions(
        assets=ALL_ASSETS,
        jobs=[build_job],
        schedules=[schedule],
        sensors=[sensor],
        resources=build_resources(project_root, **resource_args),
        executor=executor,
        loggers=loggers,
    )


defs = build_definitions()

__all__ = ["ALL_ASSETS", "build_definitions", "build_executor", "build_resources", "defs", "source_files"]
