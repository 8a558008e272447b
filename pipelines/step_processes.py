"""Imported once by the forkserver of a multiprocess build (``build_executor``'s
``preload_modules``), before it forks any step process.

It imports the definitions (so each step process starts with kagflow and Dagster loaded) and ties
the lifetimes together with Linux's ``prctl(PR_SET_PDEATHSIG)``: the forkserver is killed when the
build process that started it dies, and every step process it forks is killed when the forkserver
dies (set right after the fork, in the child's main thread: the kernel keeps the setting per
thread and clears it on fork). So a build killed with SIGKILL leaves no process of its own behind.
Import it nowhere else: it would tie the importing process to its parent.
"""

import os

from kagflow.pipelines import definitions  # noqa: F401 - the point of the preload
from kagflow.pipelines.build import die_with_parent

die_with_parent()
os.register_at_fork(after_in_child=die_with_parent)
