"""The build's write path, as the pipelines know it: the store side (:mod:`kagflow.publish`: the lock,
the staged run, publish) and the Dagster-instance side (:mod:`kagflow.resources.runs`: dead runs,
run failures). Kept so that ``kagflow.pipelines.staging`` imports keep working."""

from kagflow.publish import (  # noqa: F401 - the package face
    LOCK_FILE, OWNER_TAG, SKIPPED_STAGE, BuildBusyError, BuildError, StagedRun, build_lock, owner_alive, owner_token,
    publish_to_object_store, staged_run,
)
from kagflow.resources.runs import PublishRefusedError, reclaim_dead_runs, run_failures  # noqa: F401
