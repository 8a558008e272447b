"""One path for every write of the knowledge store: lock, stage, finish, publish.

``kagflow build`` (:func:`kagflow.pipelines.build.build_project`) and runs started from the Dagster
UI, a schedule or the sensor (:class:`kagflow.resources.knowledge.WarehouseResource` without an
explicit ``database_path``) both

1. take the project's one-writer lock (:func:`build_lock`); inside a Dagster run they also reclaim
   the pool slots of dead runs (:func:`kagflow.resources.runs.reclaim_dead_runs`);
2. build into a staging copy of ``kg.duckdb`` (:func:`staged_run`, over
   :func:`kagflow.store.warehouse.staged_database`);
3. finish it (:meth:`StagedRun.finish`: skipped-source warnings, ``strict`` checks, the Parquet
   copy) and publish it with one atomic rename, only when every step succeeded.

A reader therefore never sees a partial graph, and a UI run and a CLI build never write at once.
This module is the shared floor under both wings and the Dagster floors: it imports no Dagster.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import duckdb

from kagflow.sources import SkippedSource, scan_sources
from kagflow.project import Project
from kagflow.store import warehouse

class BuildError(RuntimeError):
    """The build failed; the message says where (file, line, rule, asset). Previous tables are intact."""


@dataclass
class StagedRun:
    """A build in progress (:func:`staged_run`).

    Attributes:
        project: the project being built.
        database: the staging DuckDB file the run writes.
        tables: the staging folder of the Parquet copy.
        skipped: source files the build leaves out (:func:`~kagflow.sources.scan_sources`).
        strict: whether source warnings fail the build.
        languages: after :meth:`finish`, chunks per ``(language, extraction path)``.
    """

    project: Project
    database: Path
    tables: Path
    skipped: list[SkippedSource]
    strict: bool
    languages: dict[tuple[str, str], int] = field(default_factory=dict)
    snapshot: str | None = None  # after finish: the object-store snapshot published (store.uri), else None
    based_on: str | None = "*"  # the object-store snapshot current when the run started ("*": not known)

    def finish(self) -> tuple[dict[str, int], list[tuple[str, str, str]]]:
        """Complete the staging copy before it is published: record the skipped sources, fail a
        strict build on source warnings, write the Parquet copy and, with ``store.uri`` in
        kagflow.yaml, publish it to the object store (:func:`publish_to_object_store`).

        Returns:
            ``(row counts per table, [(severity, code, message)] of build_issues, errors first)``;
            chunks per language and extraction path are left in :attr:`languages`.

        Raises:
            BuildError: ``strict`` and a source was skipped or a row dropped, or the object store
                could not be written (nothing is published locally).
        """
        with warehouse.connect(self.database) as con:
            _record_skipped_sources(con, self.skipped)
            if self.strict:
                _fail_on_source_warnings(con)
            warehouse.write_parquet(con, self.tables)
            counts = warehouse.table_counts(con)
            issues = con.execute(
                "SELECT severity, code, message FROM build_issues ORDER BY CASE severity WHEN 'error' THEN 0 "
                "WHEN 'warning' THEN 1 ELSE 2 END, doc_id, line, message"
            ).fetchall()
            # chunks per (language, extraction path), e.g. {("zh", "gazetteer"): 4}
            self.languages = {(language, path): n for language, path, n in con.execute(
                "SELECT language, path, count(*) FROM chunk_languages GROUP BY ALL ORDER BY ALL").fetchall()}
        self.snapshot = publish_to_object_store(self.project, self.tables, self.based_on)
        return counts, issues


def current_snapshot(project: Project) -> str | None:
    """The snapshot ``project``'s object-store pointer names now (None: none published yet);
    ``"*"`` (:data:`~kagflow.store.object_store.ANY_SNAPSHOT`) when the project has no store or it
    cannot be read (the publication then skips the staleness check)."""
    from kagflow.store import object_store

    location = object_store.location_of(project.config)
    if location is None:
        return object_store.ANY_SNAPSHOT
    try:
        current = object_store.read_pointer(location)
    except object_store.ObjectStoreError:
        return object_store.ANY_SNAPSHOT
    return current.snapshot if current else None


def publish_to_object_store(project: Project, tables: Path, based_on: str | None = "*") -> str | None:
    """Upload the staged Parquet copy ``tables`` to ``project``'s object store and switch its
    pointer (:func:`kagflow.store.object_store.publish_snapshot`); nothing without ``store.uri``.

    Runs before the local switch, under the build lock, so a failed upload publishes nothing anywhere.
    ``based_on``: the snapshot current when the build started (:func:`current_snapshot`); a build
    that finds a newer one at the switch is refused (``StaleBuildError``).

    Returns:
        the new snapshot id, or None when the project has no object store.

    Raises:
        BuildError: the upload or the switch failed (the pointer still names the previous snapshot).
    """
    from kagflow.store import object_store

    location = object_store.location_of(project.config)
    if location is None:
        return None
    try:
        return object_store.publish_snapshot(location, tables, based_on).snapshot
    except object_store.ObjectStoreError as exc:
        raise BuildError(str(exc)) from exc


@contextmanager
def staged_run(project: Project, strict: bool | None = None) -> Iterator[StagedRun]:
    """Stage a build of ``project``: the body writes :attr:`StagedRun.database`, calls
    :meth:`StagedRun.finish`, and the copy is published when the body returns; an exception
    (Ctrl-C included) discards it and leaves the published store as it was. Call it with
    :func:`build_lock` held.

    Args:
        strict: source warnings are errors; ``None`` defers to ``kagflow.yaml``.
    """
    skipped = scan_sources(project.sources_dir)[1]
    strict = project.config.strict if strict is None else strict
    based_on = current_snapshot(project)
    with warehouse.staged_database(project.database_path, project.tables_dir) as staged:
        yield StagedRun(project, staged.database, staged.tables, skipped, strict, based_on=based_on)


SKIPPED_STAGE = "source_files"  # build_issues.stage of the files the build leaves out (scan_sources)


def _record_skipped_sources(con: duckdb.DuckDBPyConnection, skipped: list[SkippedSource]) -> None:
    """Replace the ``skipped_source`` warnings in ``build_issues`` with this build's."""
    con.execute("DELETE FROM build_issues WHERE stage = ?", [SKIPPED_STAGE])
    warehouse.insert_rows(
        con, "build_issues", ("stage", "severity", "code", "message", "doc_id"),
        [(SKIPPED_STAGE, "warning", "skipped_source", f"sources/{s.name}: {s.reason}; skipped", None) for s in skipped],
    )


def _fail_on_source_warnings(con: duckdb.DuckDBPyConnection) -> None:
    """``--strict``: a file left out (``source_files``), a table row skipped (``source_documents``)
    or a document that could not be read (``parsed_chunks``: ``unreadable_document``) fails the
    build (the mapping stage already fails on its own warnings); raises BuildError naming the first."""
    rows = con.execute(
        "SELECT message FROM build_issues WHERE severity = 'warning' AND stage IN (?, 'source_documents', 'parsed_chunks') "
        "ORDER BY stage DESC, doc_id, line, message", [SKIPPED_STAGE],
    ).fetchall()
    if rows:
        raise BuildError(f"strict build: {len(rows)} source warning(s); first: {rows[0][0]}")


class BuildBusyError(BuildError):
    """Another build of the same project holds its build lock; the message is one line."""


LOCK_FILE = "build.lock"
OWNER_TAG = "kagflow/owner"  # "host:pid:start" of the process that runs a build (see owner_token)


@contextmanager
def build_lock(project: Project, wait: float = 0.0, interval: float = 0.2) -> Iterator[Path]:
    """Hold the project's one-writer lock, ``PROJECT/.kagflow/build.lock``, for a ``with`` block.

    An OS file lock (``fcntl.flock``): the kernel releases it when the holder exits, however it
    exits (SIGKILL and power loss included), so a dead build never blocks the next one. The file
    holds the holder's pid, for the message of the one that waits.

    Args:
        wait: seconds to wait for another build to finish; 0 refuses at once.

    Yields:
        the lock file's path.

    Raises:
        BuildBusyError: another process still held the lock after ``wait`` seconds.
    """
    path = project.state_dir / LOCK_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        deadline = time.monotonic() + max(wait, 0.0)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip() or "unknown"
                    waited = f"still running after {wait:g} s" if wait > 0 else "running"
                    raise BuildBusyError(
                        f"{project.root}: another build of this project is {waited} (pid {holder}); "
                        "nothing was changed (--wait SECONDS waits for it)"
                    ) from None
                time.sleep(interval)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
        yield path
    finally:
        os.close(fd)  # closing the descriptor releases the lock


def remove_stale_staging(project: Project) -> list[Path] | None:
    """Delete what a build killed outright left under ``.kagflow``: the staging database, its
    write-ahead log, the staging Parquet folder (:func:`kagflow.store.warehouse.staging_paths`) and
    the document shards' parts (:attr:`~kagflow.project.Project.parts_dir`). Only with the
    one-writer lock free (:func:`build_lock`, taken without waiting and held while it deletes): a
    live builder's staging is its own and is never touched.

    Returns:
        the paths removed (maybe none); ``None`` when a live builder holds the lock (nothing done).

    Raises:
        OSError: a leftover could not be deleted (the caller says so; the published store is intact).
    """
    parts = project.parts_dir
    if not (any(p.exists() for p in warehouse.staging_paths(project.database_path, project.tables_dir))
            or (parts.is_dir() and any(parts.iterdir()))):
        return []  # nothing left over: the lock is not even asked for (a read-only .kagflow stays untouched)
    try:
        with build_lock(project):
            removed = warehouse.remove_staging(project.database_path, project.tables_dir)
            for run in sorted(parts.iterdir()) if parts.is_dir() else []:
                if run.is_dir() and not run.is_symlink():
                    shutil.rmtree(run)
                else:
                    run.unlink()
                removed.append(run)
            return removed
    except BuildBusyError:
        return None


def owner_token(pid: int) -> str | None:
    """``host:pid:start`` naming a live process (start = its start time in clock ticks since boot,
    from ``/proc``, so a reused pid does not pass for the old process); None when ``pid`` is gone
    or there is no ``/proc``."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    start = stat.rsplit(")", 1)[-1].split()[19]
    return f"{socket.gethostname()}:{pid}:{start}"


def owner_alive(token: str) -> bool:
    """Whether the process named by an :data:`OWNER_TAG` value still runs (a token from another
    host cannot be checked: the build lock says it is gone, so it counts as dead)."""
    host, _, rest = token.partition(":")
    pid, _, _start = rest.partition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return False
    return owner_token(int(pid)) == token
