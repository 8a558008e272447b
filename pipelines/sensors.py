"""Sensor: keep the ``source_files`` partitions in step with the files under ``PROJECT/sources/``.

Each tick hashes the files and compares them with the cursor (a JSON map ``doc_id -> sha256``):
new files become partitions, deleted files' partitions are removed, changed files' partitions
move to the end of the order, and when anything changed it requests ONE run whose partition range
(single-run backfill policy) covers exactly the new and changed files.
"""

from __future__ import annotations

import json

import dagster as dg
from dagster._core.storage.tags import ASSET_PARTITION_RANGE_END_TAG, ASSET_PARTITION_RANGE_START_TAG

from kagflow.assets.source_documents import source_files
from kagflow.store.ids import doc_id_for, file_content_hash, stable_hash
from kagflow.knowledge.sources import discover_sources
from kagflow.resources.knowledge import KnowledgeProjectResource


def diff_sources(previous: dict[str, str], current: dict[str, str]) -> tuple[list[str], list[str], list[str]]:
    """``(added, changed, removed)`` doc ids between two ``doc_id -> hash`` maps, each sorted."""
    added = sorted(set(current) - set(previous))
    removed = sorted(set(previous) - set(current))
    changed = sorted(k for k in set(current) & set(previous) if current[k] != previous[k])
    return added, changed, removed


@dg.sensor(
    name="source_files_sensor",
    minimum_interval_seconds=30,
    default_status=dg.DefaultSensorStatus.STOPPED,
    asset_selection=dg.AssetSelection.all(),
    description="Adds/removes source-file partitions and requests one build run when files under sources/ change.",
)
def source_files_sensor(context: dg.SensorEvaluationContext, project: KnowledgeProjectResource) -> dg.SensorResult | dg.SkipReason:
    """Compare content hashes of ``sources/`` with the cursor and request a build when they differ."""
    proj = project.project
    current = {doc_id_for(p, proj.sources_dir): file_content_hash(p) for p in discover_sources(proj.sources_dir)}
    previous = json.loads(context.cursor) if context.cursor else {}
    added, changed, removed = diff_sources(previous, current)
    if not (added or changed or removed):
        return dg.SkipReason(f"{len(current)} source files unchanged")
    # as in `kagflow build`: dirty files go (back) to the end of the partition order, so one
    # contiguous range covers exactly them
    dirty = sorted(added + changed)
    existing = [k for k in context.instance.get_dynamic_partitions(source_files.name) if k not in set(removed + changed)]
    keys = existing + dirty
    requests = []
    if removed or changed:
        requests.append(source_files.build_delete_request(sorted(removed + changed)))
    if dirty:
        requests.append(source_files.build_add_request(dirty))
    run_requests = []
    if keys:
        start = dirty[0] if dirty else keys[-1]
        run_requests.append(dg.RunRequest(
            run_key=f"sources-{stable_hash(json.dumps(current, sort_keys=True))}",
            tags={ASSET_PARTITION_RANGE_START_TAG: start, ASSET_PARTITION_RANGE_END_TAG: keys[-1],
                  "kagflow/added": str(len(added)), "kagflow/changed": str(len(changed)), "kagflow/removed": str(len(removed))},
        ))
    return dg.SensorResult(run_requests=run_requests, dynamic_partitions_requests=requests, cursor=json.dumps(current, sort_keys=True))
