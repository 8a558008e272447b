"""Keep a project built while its files change: the resident builder of ``kagflow build --watch``.

A rebuild in a fresh process pays the same start-up whatever changed: importing Dagster and the
build, loading spaCy's pipeline and the ONNX encoder, opening the Dagster instance. A resident
builder pays it once; after that an edit costs what its files need. It watches ``sources/`` with
watchfiles (the OS's change notifications; polling where there are none, e.g.
``WATCHFILES_FORCE_POLLING=1`` on a network share) and looks at ``kagflow.yaml`` and ``schema/``
each second (:func:`settings_signature`), groups the changes of one save, and runs an ordinary
:func:`~kagflow.pipelines.build.build_project` in process: the same lock, staging copy and publish, so readers keep answering from the previous publish while it runs,
a failed rebuild leaves that publish intact, and the next change tries again. Changes made while a
rebuild runs are kept by the watcher and start the next one.
"""

from __future__ import annotations

import argparse
import resource
import signal
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import watchfiles

#: milliseconds without a new change after which the changes seen are built (one editor save or a
#: copied folder writes several events), and the most a batch waits while changes keep coming
SETTLE_MS, DEBOUNCE_MS = 300, 3000

WATCHED_FOLDERS = ("sources", "schema")
WATCHED_FILES = ("kagflow.yaml",)
#: milliseconds between two looks at kagflow.yaml and schema/ (:func:`settings_signature`)
SETTINGS_POLL_MS = 1000


class ProjectFilter(watchfiles.DefaultFilter):
    """Changes a build reads: files under ``sources/`` and ``schema/`` and ``kagflow.yaml``, less
    what watchfiles' default filter drops (editor swap and backup files, ``.git``, caches).
    ``.kagflow/``, which the build itself writes, is never watched."""

    def __init__(self, root: Path):
        super().__init__()
        self.root = root

    def __call__(self, change: watchfiles.Change, path: str) -> bool:
        parts = Path(path).relative_to(self.root).parts if Path(path).is_relative_to(self.root) else ()
        if not parts or not super().__call__(change, path):
            return False
        return parts[0] in WATCHED_FOLDERS or (len(parts) == 1 and parts[0] in WATCHED_FILES)


def settings_signature(root: Path) -> dict[str, tuple[int, int]]:
    """``{relative path: (mtime in ns, size)}`` of ``kagflow.yaml`` and the files under ``schema/``:
    what :func:`watch_project` compares each second instead of watching them (an editor that saves
    by writing a new file and renaming it over the old one ends an OS watch on the file)."""
    found = [root / WATCHED_FILES[0]] + (sorted((root / "schema").rglob("*")) if (root / "schema").is_dir() else [])
    out = {}
    for path in found:
        try:
            info = path.stat()
        except OSError:  # gone between listing and stat: absent
            continue
        if path.is_file():
            out[path.relative_to(root).as_posix()] = (info.st_mtime_ns, info.st_size)
    return out


@dataclass
class Rebuild:
    """What one batch of changes led to.

    Attributes:
        changed: the changed paths, relative to the project and sorted (``sources/a.txt``).
        report: the build's :class:`~kagflow.pipelines.build.BuildReport`; ``None`` when it failed
            or when nothing a build reads had changed (``up_to_date``).
        error: one line when the build failed, was refused or raised anything else (a resident builder
            outlives one bad rebuild); the previous publish is unchanged.
        cpu_s: CPU seconds (user + system) of this process and the processes it waited for,
            during the rebuild.
        wall_s: seconds the rebuild took.
    """

    changed: list[str]
    report: object | None = None
    error: str | None = None
    cpu_s: float = 0.0
    wall_s: float = 0.0
    skipped: bool = field(default=False)  # the sources, settings and as-of date equal the last build's


def cpu_seconds() -> float:
    """CPU seconds (user + system) of this process and of the children it has waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


#: a change of at most this many source files (and no schema or settings file) is a small edit: its
#: rebuild runs DuckDB on one thread, which costs less CPU than the default one per core (the
#: statements of an incremental build are small; workers waiting on them spend CPU)
SMALL_EDIT_FILES = 8


def small_edit(changed: list[str]) -> bool:
    """Whether ``changed`` (relative paths) is a small edit (:data:`SMALL_EDIT_FILES`)."""
    return len(changed) <= SMALL_EDIT_FILES and all(path.startswith(WATCHED_FOLDERS[0] + "/") for path in changed)


def rebuild(root: Path, changed: list[str], build: Callable[..., object], build_args: Mapping) -> Rebuild:
    """Build ``root`` once after ``changed``, unless a build now would redo the last one exactly.

    Args:
        root: the project folder.
        changed: the changed paths (relative); a small edit (:func:`small_edit`) builds with
            ``threads=1`` unless ``build_args`` say otherwise.
        build: :func:`~kagflow.pipelines.build.build_project` or a stand-in with its signature.
        build_args: its keyword arguments (``as_of``, ``strict``, ``wait``, ``substitutes`` ...).

    Returns:
        a :class:`Rebuild`. A failed or refused build is its ``error``, never an exception.

    Raises:
        KeyboardInterrupt: Ctrl-C or SIGTERM during the build (nothing was published).
    """
    from kagflow.boundary import os_fault
    from kagflow.incremental import up_to_date
    from kagflow.project import ProjectError
    from kagflow.publish import BuildError
    from kagflow.schema.spg import SchemaError

    if up_to_date(root, as_of=build_args.get("as_of"), strict=build_args.get("strict")) is not None:
        return Rebuild(changed, skipped=True)
    if "threads" not in build_args and small_edit(changed):
        build_args = {**build_args, "threads": 1}
    cpu, start = cpu_seconds(), time.monotonic()
    try:
        report, error = build(root, **build_args), None
    except (BuildError, ProjectError, SchemaError) as exc:  # BuildBusyError is a BuildError
        report, error = None, str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    except Exception as exc:  # noqa: BLE001 - a resident builder outlives one bad rebuild: one line, and it watches on
        report, error = None, os_fault(exc, root) or f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    return Rebuild(changed, report, error, cpu_seconds() - cpu, time.monotonic() - start)


def watch_project(root: Path | str, on_rebuild: Callable[[Rebuild], None], *, stop: threading.Event | None = None,
                  build: Callable[..., object] | None = None, settle_ms: int = SETTLE_MS, debounce_ms: int = DEBOUNCE_MS,
                  **build_args) -> None:
    """Rebuild the project at ``root`` after each batch of changes to what a build reads, until
    ``stop`` is set or Ctrl-C (SIGTERM, with a handler that raises ``KeyboardInterrupt``) arrives
    while waiting; call ``on_rebuild`` with each :class:`Rebuild`. The first build is the caller's.

    Args:
        root: the project folder.
        on_rebuild: called after each batch (in this thread).
        stop: set from another thread to stop watching (checked while waiting, not during a build).
        build: the build function; default :func:`~kagflow.pipelines.build.build_project`.
        settle_ms / debounce_ms: see :data:`SETTLE_MS`, :data:`DEBOUNCE_MS`.
        build_args: keyword arguments of the build.

    Raises:
        RebuildInterrupted: Ctrl-C or SIGTERM during a rebuild (that build published nothing).
        KeyboardInterrupt: Ctrl-C or SIGTERM while waiting for a change.
    """
    from kagflow.pipelines.build import close_resident

    if build is None:
        from kagflow.pipelines.build import build_project as build
    root = Path(root).resolve()
    # the project's Dagster instance stays open from one rebuild to the next (opening it runs
    # Dagster's storage checks each time); closed when watching stops
    build_args = {"resident": True, **build_args}
    sources = root / WATCHED_FOLDERS[0]
    settings = settings_signature(root)
    try:
        # OS events for sources/ only, never the project folder: every build writes .kagflow/ thousands of
        # times, each write an event the watcher would take in and filter out
        for changes in watchfiles.watch(sources if sources.is_dir() else root, watch_filter=ProjectFilter(root), step=settle_ms,
                                        debounce=debounce_ms, stop_event=stop, raise_interrupt=True, rust_timeout=SETTINGS_POLL_MS,
                                        yield_on_timeout=True):
            now = settings_signature(root)
            changed = sorted({Path(path).relative_to(root).as_posix() for _, path in changes}
                             | {name for name in set(now) | set(settings) if now.get(name) != settings.get(name)})
            settings = now
            if not changed:
                continue
            try:
                result = rebuild(root, changed, build, build_args)
            except KeyboardInterrupt:
                raise RebuildInterrupted from None
            on_rebuild(result)
    finally:
        close_resident(root)


class RebuildInterrupted(Exception):
    """Ctrl-C or SIGTERM arrived during a rebuild (nothing was published), not while waiting."""


def rebuild_line(result: Rebuild, before: Mapping[str, int] | None) -> str:
    """One line saying what a :class:`Rebuild` did: the changed files, the seconds and CPU it took,
    the files it processed, and the tables whose row counts changed against ``before``."""
    shown = ", ".join(result.changed[:3]) + (f" and {len(result.changed) - 3} more" if len(result.changed) > 3 else "")
    head = f"{time.strftime('%H:%M:%S')} {shown} changed:"
    if result.skipped:
        return f"{head} nothing a build reads is different from the last build; not rebuilt"
    if result.error is not None:
        return f"{head} build failed: {result.error}; the previous tables are unchanged (the next change retries)"
    report = result.report
    line = (f"{head} rebuilt in {result.wall_s:.1f} s ({result.cpu_s:.1f} s CPU): {len(report.dirty_files)} file(s) new "
            f"or changed, {len(report.removed_files)} removed")
    if before is not None:
        moved = [f"{name} {before.get(name, 0):,} → {count:,}" for name, count in report.counts.items()
                 if before.get(name, 0) != count]
        line += "; " + ("; ".join(moved[:6]) + (f"; {len(moved) - 6} more tables" if len(moved) > 6 else "")
                        if moved else "no table's row count changed")
    problems = sum(1 for severity, *_ in report.issues if severity in ("error", "warning"))
    if problems:
        line += f"; {problems} warning(s) in build_issues"
    return line


#: seconds a rebuild waits for another build of the project (a ``kagflow build`` or a run started in
#: the UI) to finish, unless ``--wait`` asks for longer: the change would be lost if it refused
WATCH_WAIT_S = 600.0


def watch_build(args: argparse.Namespace, console, err, first: Callable[[list], int]) -> int:
    """``kagflow build PROJECT --watch``: ``first(keep)`` (the ordinary build, its report appended
    to ``keep``), then a line per rebuild (:func:`rebuild_line`) until Ctrl-C or SIGTERM.

    Returns:
        the exit code: the first build's when the project cannot be watched (no such folder, bad
        input); 1 when the OS refuses the watch; 130 when a rebuild was interrupted; 0 when watching was
        stopped between rebuilds.
    """
    from kagflow.pipelines.cli import EXIT_FAILED, EXIT_INTERRUPTED, _interrupt, _previous_tables

    root = Path(args.project)
    reports: list = []
    code = first(reports)
    if code == EXIT_INTERRUPTED or not root.is_dir():
        return code
    before = [reports[-1].counts if reports else None]

    def show(result: Rebuild) -> None:
        console.print(rebuild_line(result, before[0]))
        if result.report is not None:
            before[0] = result.report.counts

    in_main_thread = threading.current_thread() is threading.main_thread()
    previous_term = signal.signal(signal.SIGTERM, _interrupt) if in_main_thread else None
    console.print(f"watching {root.resolve()}: sources/, schema/ and kagflow.yaml; a change rebuilds in this process "
                  "(Ctrl-C stops)")
    try:
        watch_project(root, show, as_of=args.as_of, strict=True if args.strict else None,
                      wait=max(args.wait, WATCH_WAIT_S), processes=args.processes or 0)
    except RebuildInterrupted:
        err.print(f"build interrupted: nothing was published; {_previous_tables(args.project)}.")
        return EXIT_INTERRUPTED
    except KeyboardInterrupt:
        pass
    except OSError as exc:  # the OS refused the watch (inotify's limit on watches or instances)
        err.print(f"error: cannot watch {root}: {exc}; WATCHFILES_FORCE_POLLING=1 watches by polling instead")
        return EXIT_FAILED
    finally:
        if in_main_thread:
            signal.signal(signal.SIGTERM, previous_term)
    console.print("stopped watching")
    return 0
