"""Imported once by the forkserver of a multiprocess build (``build_executor``'s
``preload_modules``), before it forks any step process.

It imports the definitions (so each step process starts with kagflow and Dagster loaded) and
asks Linux to kill the forkserver when the build process that started it dies
(``prctl(PR_SET_PDEATHSIG)``). Step processes ask the same about the forkserver
(:func:`kagflow.pipelines.build.multiprocess_build_job`), so a build killed with SIGKILL leaves no
process of its own behind. Import it nowhere else: it would tie the importing process to its parent.
"""

from kagflow.pipelines import definitions  # noqa: F401 - the point of the preload
from kagflow.pipelines.build import die_with_parent

die_with_parent()
