"""Sensor: keep the ``source_files`` partitions in step with the project and request builds.

Each tick applies the same dirty-file protocol as ``kagflow build`` (:mod:`kagflow.incremental`):
the files under ``sources/`` are hashed, the published store says which are dirty (new, changed,
failed, or behind because a stage's settings changed), dirty files move to the end of the partition
order, deleted files lose their partition, and ONE run is requested whose partition range
(single-run backfill policy) covers exactly the dirty files. A change of ``kagflow.yaml`` or the
schema requests a run too (of the last partition only when no file is dirty), so the whole-graph
stages see it. The cursor holds the file hashes and the settings fingerprint of the last tick.

The partition changes are applied by the tick itself, holding the project's build lock
(:func:`kagflow.publish.build_lock`), not returned as ``dynamic_partitions_requests`` for
the daemon to apply later: a ``kagflow build`` plans and syncs the same partitions under that lock,
and the two must never interleave. While a build holds the lock the tick skips (cursor unchanged)
and plans again on the next one.
"""

from __future__ import annotations

import json

import dagster as dg
import duckdb

from kagflow.assets.source_documents import source_files
from kagflow.incremental import PartitionPlan, pending_files, plan_partitions, settings_fingerprint, source_hashes
from kagflow.publish import BuildBusyError, build_lock
from kagflow.project import ProjectError
from kagflow.resources.knowledge import KnowledgeProjectResource
from kagflow.resources.llm import LLMResource
from kagflow.schema.spg import SchemaError
from kagflow.store.ids import stable_hash

# Run tags that make one run cover a partition range (what ``RunRequest.partition_key_range``
# reads); dagster 1.13 exports no public constant for them.
PARTITION_RANGE_START_TAG = "dagster/asset_partition_range_start"
PARTITION_RANGE_END_TAG = "dagster/asset_partition_range_end"


def partition_range_tags(first: str, last: str) -> dict[str, str]:
    """Run tags for one run over the partitions ``first`` .. ``last`` (inclusive)."""
    return {PARTITION_RANGE_START_TAG: first, PARTITION_RANGE_END_TAG: last}


def sync_partitions(instance: dg.DagsterInstance, plan: PartitionPlan) -> list[str]:
    """Apply ``plan`` (:func:`kagflow.incremental.plan_partitions`) to the ``source_files``
    partitions of ``instance``; returns the partition keys in their new order."""
    for key in plan.delete:
        instance.delete_dynamic_partition(source_files.name, key)
    if plan.add:
        instance.add_dynamic_partitions(source_files.name, plan.add)
    return list(instance.get_dynamic_partitions(source_files.name))


SENSOR_NAME = "source_files_sensor"
SENSOR_DESCRIPTION = "Adds/removes source-file partitions and requests one build run when sources/, kagflow.yaml or the schema change."


def _evaluate(
    context: dg.SensorEvaluationContext, project: KnowledgeProjectResource, llm: LLMResource
) -> dg.SensorResult | dg.SkipReason:
    """Request a build of the dirty files when the files or the settings differ from the cursor."""
    try:
        proj = project.project
        disk = source_hashes(proj.sources_dir)
        fingerprint = settings_fingerprint(proj)
    except (ProjectError, OSError) as exc:  # a bad kagflow.yaml or a missing folder: say so, retry next tick
        return dg.SkipReason(f"project not readable: {exc}")
    cursor = json.dumps({"files": disk, "settings": fingerprint}, sort_keys=True)
    if context.cursor == cursor:
        return dg.SkipReason(f"{len(disk)} source files and the settings unchanged")
    previous = json.loads(context.cursor) if context.cursor else {}
    settings_changed = previous.get("settings") != fingerprint
    try:
        # the build lock, not waited for: partitions are planned and moved by one process at a time
        with build_lock(proj, wait=0):
            dirty = pending_files(proj, project.knowledge_schema(), disk, llm.document_model(proj.config))
            plan = plan_partitions(context.instance.get_dynamic_partitions(source_files.name), disk, dirty)
            sync_partitions(context.instance, plan)
    except BuildBusyError:  # a build (CLI or a run) is running: plan again after it
        return dg.SkipReason("a build of this project is running; sources are compared again on the next tick")
    except duckdb.IOException as exc:  # another process holds the store: look again next tick
        return dg.SkipReason(f"knowledge store busy: {exc}")
    except SchemaError as exc:  # the build would refuse it too; the UI shows why nothing runs
        return dg.SkipReason(f"schema does not load: {exc}")
    if plan.delete or plan.add:
        context.log.info(f"source_files partitions: {len(plan.delete)} removed, {len(plan.add)} added (at the end)")
    run_requests = []
    if plan.range is not None and (plan.dirty or plan.removed or settings_changed):
        run_requests.append(dg.RunRequest(
            run_key=f"sources-{stable_hash(cursor)}",
            tags={**partition_range_tags(*plan.range), "kagflow/dirty": str(len(plan.dirty)),
                  "kagflow/removed": str(len(plan.removed)), "kagflow/settings_changed": str(settings_changed).lower()},
        ))
    if not run_requests:
        return dg.SensorResult(skip_reason=f"{len(disk)} source files built and current", cursor=cursor)
    return dg.SensorResult(run_requests=run_requests, cursor=cursor)


def make_source_files_sensor(enabled: bool = False, interval_s: int = 30) -> dg.SensorDefinition:
    """The sensor, switched on or off by default (``kagflow.yaml``'s ``sensor:``; switchable in the UI)."""

    @dg.sensor(
        name=SENSOR_NAME,
        minimum_interval_seconds=interval_s,
        default_status=dg.DefaultSensorStatus.RUNNING if enabled else dg.DefaultSensorStatus.STOPPED,
        asset_selection=dg.AssetSelection.all(),
        description=SENSOR_DESCRIPTION,
    )
    def source_files_sensor(
        context: dg.SensorEvaluationContext, project: KnowledgeProjectResource, llm: LLMResource
    ) -> dg.SensorResult | dg.SkipReason:
        return _evaluate(context, project, llm)

    return source_files_sensor


source_files_sensor = make_source_files_sensor()
