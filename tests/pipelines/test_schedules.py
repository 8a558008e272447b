"""The build schedule: cron and default status from kagflow.yaml, the dirty-file rule of the build,
the run date as as-of."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import dagster as dg
import pytest

from kagflow.pipelines.build import dagster_instance
from kagflow.pipelines.definitions import build_definitions
from kagflow.pipelines.schedules import make_build_schedule
from kagflow.pipelines.staging import build_lock
from kagflow.project import Project, ProjectError, ScheduleConfig
from kagflow.resources.knowledge import AS_OF_TAG
from tests.conftest import EXAMPLE_NOTES as NOTES
from tests.conftest import built_example, copy_example, tick_resources


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return built_example(tmp_path_factory, "scheduled")


def _tick(root: Path, instance: dg.DagsterInstance, when: dt.datetime):
    # as a context manager: the instance the context opens is closed again (left open, it stays
    # the process's current Dagster state storage after it is gone, and later builds fail)
    with dg.build_schedule_context(instance=instance, scheduled_execution_time=when, resources=tick_resources(root)) as context:
        return make_build_schedule().evaluate_tick(context)


def test_schedule_builds_the_dirty_files_as_of_its_run_date(built):
    instance = dagster_instance(Project(built))
    keys = list(instance.get_dynamic_partitions("source_files"))
    when = dt.datetime(2025, 3, 4, 2, 0, tzinfo=dt.timezone.utc)

    # nothing changed: one cheap run of the last partition, so rules see the new date
    (request,) = _tick(built, instance, when).run_requests
    assert request.tags[AS_OF_TAG] == "2025-03-04"
    assert (request.tags["dagster/asset_partition_range_start"], request.tags["dagster/asset_partition_range_end"]) == (keys[-1], keys[-1])
    assert request.tags["kagflow/dirty"] == "0"

    # a document edited and a new one added: both are dirty, move to the end, and the run covers them
    with (built / "sources" / NOTES[0]).open("a", encoding="utf-8") as f:
        f.write("\nA new line about Acme Motors.\n")
    (built / "sources" / "notes" / "zz-new.txt").write_text("Helix Chemicals ships to Acme Motors.\n", encoding="utf-8")
    (request,) = _tick(built, instance, when + dt.timedelta(days=1)).run_requests
    order = list(instance.get_dynamic_partitions("source_files"))
    assert order[-2:] == [NOTES[0], "notes/zz-new.txt"]
    assert (request.tags["dagster/asset_partition_range_start"], request.tags["dagster/asset_partition_range_end"]) == (NOTES[0], "notes/zz-new.txt")
    assert request.tags["kagflow/dirty"] == "2" and request.tags[AS_OF_TAG] == "2025-03-05"

    # while a build holds the lock, the tick skips and moves no partition
    (built / "sources" / "notes" / "zz-later.txt").write_text("Delta Cells GmbH.\n", encoding="utf-8")
    with build_lock(Project(built)):
        skipped = _tick(built, instance, when + dt.timedelta(days=2))
    assert not skipped.run_requests and "a build of this project is running" in skipped.skip_message
    assert list(instance.get_dynamic_partitions("source_files")) == order


def test_schedule_and_sensor_follow_kagflow_yaml(tmp_path):
    root = copy_example(tmp_path / "acme")
    defaults = build_definitions(str(root))
    schedule = defaults.get_schedule_def("build_schedule")
    assert schedule.cron_schedule == "0 2 * * *" and schedule.default_status == dg.DefaultScheduleStatus.RUNNING
    assert defaults.get_sensor_def("source_files_sensor").default_status == dg.DefaultSensorStatus.STOPPED

    config = root / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8")
                      + "schedule:\n  cron: \"30 3 * * 1\"\n  enabled: false\nsensor:\n  enabled: true\n", encoding="utf-8")
    defs = build_definitions(str(root))
    schedule = defs.get_schedule_def("build_schedule")
    assert schedule.cron_schedule == "30 3 * * 1" and schedule.default_status == dg.DefaultScheduleStatus.STOPPED
    assert defs.get_sensor_def("source_files_sensor").default_status == dg.DefaultSensorStatus.RUNNING


def test_a_bad_cron_is_a_located_project_error():
    with pytest.raises(ProjectError, match=r"kagflow.yaml: schedule.cron: 'every night'"):
        make_build_schedule(ScheduleConfig(cron="every night"))
