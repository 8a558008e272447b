"""The sensor applies the build's dirty-file protocol (kagflow.incremental), settings included."""

from __future__ import annotations

from pathlib import Path

import dagster as dg
import pytest

from kagflow.pipelines.build import build_project, dagster_instance
from kagflow.pipelines.definitions import defs
from kagflow.pipelines.staging import build_lock
from kagflow.project import Project
from tests.conftest import EXAMPLE_NOTES as NOTES
from tests.conftest import built_example, copy_example, tick_resources


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return built_example(tmp_path_factory, "sensed", build=build_project)  # with the real models, as this test always built


def _tick(root: Path, instance: dg.DagsterInstance, cursor: str | None):
    # as a context manager, so the instance the context opens is closed again (see test_schedules)
    with dg.build_sensor_context(instance=instance, cursor=cursor, resources=tick_resources(root)) as context:
        return defs.get_sensor_def("source_files_sensor")(context)


def test_sensor_follows_settings_and_file_changes(built):
    instance = dagster_instance(Project(built))  # the partitions the build left
    keys = list(instance.get_dynamic_partitions("source_files"))
    assert sorted(keys) == sorted(p.relative_to(built / "sources").as_posix() for p in (built / "sources").rglob("*") if p.is_file())

    # first tick: nothing dirty; no previous settings, so one cheap run of the last partition
    first = _tick(built, instance, None)
    assert not first.dynamic_partitions_requests and len(first.run_requests) == 1
    assert list(instance.get_dynamic_partitions("source_files")) == keys
    tags = first.run_requests[0].tags
    assert (tags["dagster/asset_partition_range_start"], tags["dagster/asset_partition_range_end"]) == (keys[-1], keys[-1])
    # nothing changed: skip
    assert isinstance(_tick(built, instance, first.cursor), dg.SkipReason)

    # kagflow.yaml changed (as_of only: no per-file stage is behind): a run, no partition moves
    config = built / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace('as_of: "2024-06-30"', 'as_of: "2024-07-31"'), encoding="utf-8")
    second = _tick(built, instance, first.cursor)
    assert len(second.run_requests) == 1 and not second.dynamic_partitions_requests
    assert second.run_requests[0].tags["kagflow/settings_changed"] == "true"
    assert second.run_requests[0].tags["kagflow/dirty"] == "0"

    # a splitter setting changed: every document is behind, moves to the end, and the run covers them
    config.write_text(config.read_text(encoding="utf-8") + "splitter:\n  max_tokens: 64\n", encoding="utf-8")
    third = _tick(built, instance, second.cursor)
    assert not third.dynamic_partitions_requests  # the tick moved them itself, under the build lock
    order = list(instance.get_dynamic_partitions("source_files"))
    assert order == [k for k in keys if k not in NOTES] + NOTES
    tags = third.run_requests[0].tags
    assert (tags["dagster/asset_partition_range_start"], tags["dagster/asset_partition_range_end"]) == (NOTES[0], NOTES[1])

    # a table edited and one deleted: the edited one is dirty, the deleted one loses its partition
    (built / "sources" / "Person.csv").unlink()
    with (built / "sources" / "Product.csv").open("a", encoding="utf-8") as f:
        f.write("\n")
    fourth = _tick(built, instance, third.cursor)
    assert not fourth.dynamic_partitions_requests
    order = list(instance.get_dynamic_partitions("source_files"))
    # no build ran since the splitter change: the documents are still dirty, and go last with Product.csv
    assert "Person.csv" not in order and order[-3:] == ["Product.csv", *NOTES] and len(order) == len(keys) - 1
    assert fourth.run_requests[0].tags["kagflow/removed"] == "1"


def test_a_tick_during_a_build_moves_no_partition_and_tries_again(tmp_path):
    root = copy_example(tmp_path / "acme")
    instance = dg.DagsterInstance.ephemeral()
    with build_lock(Project(root)):  # what a running `kagflow build` (or a UI run) holds
        busy = _tick(root, instance, None)
    assert isinstance(busy, dg.SkipReason) and "a build of this project is running" in busy.skip_message
    assert list(instance.get_dynamic_partitions("source_files")) == []  # nothing applied behind the build's back
    after = _tick(root, instance, None)  # the lock is free: the same tick now plans, applies and requests
    expected = sorted(p.relative_to(root / "sources").as_posix() for p in (root / "sources").rglob("*") if p.is_file())
    assert sorted(instance.get_dynamic_partitions("source_files")) == expected
    assert not after.dynamic_partitions_requests and len(after.run_requests) == 1
    assert after.run_requests[0].tags["kagflow/dirty"] == str(len(expected))
