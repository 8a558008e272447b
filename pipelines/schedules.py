"""Schedule: rebuild the project on a cron (``kagflow.yaml``'s ``schedule:``, default nightly).

Each tick applies the dirty-file protocol of ``kagflow build`` and the sensor
(:mod:`kagflow.incremental`): the files under ``sources/`` are hashed, the published store says
which are dirty, the ``source_files`` partitions are brought in step (dirty files last), and one
run is requested over the dirty range; when nothing is dirty the run covers the last partition
only (cheap), so that the whole-graph stages still run: rules with ``now()`` see the new date.
The run's as-of date is the tick's scheduled date (run tag ``kagflow/as_of``, read by
:class:`~kagflow.resources.knowledge.KnowledgeProjectResource`). The run writes through the build
lock and a staging copy like every build (:mod:`kagflow.publish`).
The dirty files are planned and the partitions moved while the tick holds the build lock (not
waited for: while a build runs the tick skips), as the sensor does, so the two never interleave.
"""

from __future__ import annotations

import datetime as dt

import dagster as dg
import duckdb
from dagster._utils.schedules import is_valid_cron_string

from kagflow.incremental import pending_files, plan_partitions, source_hashes
from kagflow.pipelines.sensors import partition_range_tags, sync_partitions
from kagflow.publish import BuildBusyError, build_lock
from kagflow.assets.source_documents import source_files
from kagflow.project import Project, ProjectError, ScheduleConfig
from kagflow.resources.knowledge import AS_OF_TAG, KnowledgeProjectResource
from kagflow.resources.llm import LLMResource
from kagflow.schema.spg import SchemaError

SCHEDULE_NAME = "build_schedule"


def make_build_schedule(config: ScheduleConfig | None = None) -> dg.ScheduleDefinition:
    """The build schedule for ``config`` (defaults: ``0 2 * * *`` UTC, switched on).

    Raises:
        ProjectError: ``config.cron`` is not a cron expression (located at ``schedule.cron``).
    """
    config = config or ScheduleConfig()
    if not is_valid_cron_string(config.cron):
        raise ProjectError(f"{Project.CONFIG_FILE}: schedule.cron: {config.cron!r} is not a cron expression (e.g. \"0 2 * * *\")")

    @dg.schedule(
        name=SCHEDULE_NAME,
        cron_schedule=config.cron,
        execution_timezone=config.timezone,
        target=dg.AssetSelection.all(),
        default_status=dg.DefaultScheduleStatus.RUNNING if config.enabled else dg.DefaultScheduleStatus.STOPPED,
        description=f"Builds the dirty source files and reruns the whole-graph stages ({config.cron}, {config.timezone}); "
                    "the run date is the as-of date.",
    )
    def build_schedule(
        context: dg.ScheduleEvaluationContext, project: KnowledgeProjectResource, llm: LLMResource
    ) -> dg.RunRequest | dg.SkipReason:
        """One run over the dirty files, as of the tick's date."""
        when = context.scheduled_execution_time or dt.datetime.now(dt.timezone.utc)
        as_of = when.date().isoformat()
        try:
            proj = project.project
            disk = source_hashes(proj.sources_dir)
            # planned and moved under the build lock, not waited for: a build plans the same partitions
            with build_lock(proj, wait=0):
                dirty = pending_files(proj, project.knowledge_schema(), disk, llm.document_model(proj.config))
                plan = plan_partitions(context.instance.get_dynamic_partitions(source_files.name), disk, dirty)
                if plan.range is not None:
                    sync_partitions(context.instance, plan)
        except BuildBusyError:
            return dg.SkipReason(f"{proj.root}: a build of this project is running; the next tick builds what it leaves")
        except (ProjectError, OSError, SchemaError) as exc:  # the build would refuse too: say why, try next tick
            return dg.SkipReason(f"project not buildable: {exc}")
        except duckdb.IOException as exc:
            return dg.SkipReason(f"knowledge store busy: {exc}")
        if plan.range is None:
            return dg.SkipReason(f"{proj.sources_dir}: no source files to build from")
        return dg.RunRequest(
            run_key=f"schedule-{when.isoformat()}",
            tags={**partition_range_tags(*plan.range), AS_OF_TAG: as_of, "kagflow/dirty": str(len(plan.dirty)),
                  "kagflow/removed": str(len(plan.removed))},
        )

    return build_schedule


build_schedule = make_build_schedule()

__all__ = ["SCHEDULE_NAME", "build_schedule", "make_build_schedule"]
