"""Imported once by the forkserver of a multiprocess build (``build_executor``'s
``preload_modules``), before it forks any step process.

It imports the definitions and the modules that open the build's Dagster instance, and reads the
language identifier's model, so each step process starts with kagflow, Dagster and that model
loaded. It ties the lifetimes together with Linux's ``prctl(PR_SET_PDEATHSIG)``: the forkserver is
killed when the build process that started it dies, and every step process it forks is killed when
the forkserver dies (set right after the fork, in the child's main thread: the kernel keeps the
setting per thread and clears it on fork). So a build killed with SIGKILL leaves no process of its
own behind. Import it nowhere else: it would tie the importing process to its parent.
"""

import importlib
import os
import tempfile
from pathlib import Path

from dagster._core.instance.ref import InstanceRef
from dagster._serdes import ConfigurableClassData

from kagflow.documents.language import language_model
from kagflow.pipelines import definitions  # noqa: F401 - the point of the preload
from kagflow.pipelines.build import die_with_parent, instance_settings
from kagflow.pipelines.dagster_storage import pooled_storage_data


def _import_instance_classes() -> None:
    """Import the classes a step process's Dagster instance is made of (storage with SQLAlchemy and
    alembic, run launcher, coordinator, scheduler), named by an instance reference of kagflow's
    ``dagster.yaml``. Dagster imports them when the instance opens, which in a step process is
    after the fork: without this, every step process imported them again."""
    with tempfile.TemporaryDirectory() as home:
        Path(home, "dagster.yaml").write_text(instance_settings(), encoding="utf-8")
        ref = InstanceRef.from_dir(home)
    for data in [*ref, pooled_storage_data(ref.storage_data)]:
        if isinstance(data, ConfigurableClassData):
            getattr(importlib.import_module(data.module_name), data.class_name)


_import_instance_classes()
language_model()  # read once here, shared by the step processes that tag chunks' languages
die_with_parent()
os.register_at_fork(after_in_child=die_with_parent)
