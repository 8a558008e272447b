"""The knowledge store's tables on S3-compatible object storage (``store:`` in kagflow.yaml).

A build that has a ``store.uri`` publishes the Parquet copy of its tables (the files
:func:`kagflow.store.warehouse.write_parquet` writes) as one immutable *snapshot* and then switches
one small *pointer* object to it::

    s3://bucket/prefix/CURRENT                          pointer: {"snapshot": ID, "tables": {...}}
    s3://bucket/prefix/snapshots/ID/<table>.parquet     one file per table (TABLES)
    s3://bucket/prefix/snapshots/ID/_manifest.json      the same manifest as the pointer's

Every file of a snapshot is uploaded before the pointer is written, and an S3 PUT of one object
is atomic (a reader GETs the whole old object or the whole new one), so a reader that starts from
the pointer never sees a partial snapshot. Snapshot ids sort by publication time; the newest
``store.keep`` snapshots are kept (the current one always), so a reader still downloading the
previous snapshot finds it for at least one more publication; a reader that loses the race
re-reads the pointer and retries (:func:`open_snapshot`).

Readers (``kagflow query``, ``ask``) answer from the current snapshot: it is downloaded once per
snapshot id into ``PROJECT/.kagflow/remote/ID.duckdb`` (the tables loaded from Parquet into a
DuckDB file with kagflow's DDL and views, :func:`kagflow.store.warehouse.ensure_tables`), which
later readers open read-only after one GET of the pointer.

The transport is pyarrow's ``S3FileSystem`` (part of the pyarrow wheel kagflow already depends on;
no DuckDB extension, nothing installed at run time): see docs/scale-out.md for why not DuckDB's
``httpfs`` or DuckLake. Credentials come from the standard AWS sources (``AWS_ACCESS_KEY_ID``,
``AWS_SECRET_ACCESS_KEY``, ``AWS_SESSION_TOKEN``, ``AWS_PROFILE``, instance roles), never from
kagflow.yaml.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import duckdb

from kagflow.store import warehouse

if TYPE_CHECKING:
    from kagflow.store.snapshot_manifest import Manifest

POINTER = "CURRENT"
SNAPSHOTS = "snapshots"
MANIFEST = "_manifest.json"
CACHE_DIR = "remote"  # under PROJECT/.kagflow
FORMAT = 1  # version of the pointer's layout


def _parquet():
    """``pyarrow.parquet``, imported when a snapshot is written or read (a local reader never needs it)."""
    import pyarrow.parquet as pq

    return pq


class ObjectStoreError(RuntimeError):
    """The object store could not be read or written; the message is one line naming the URI."""


class StaleBuildError(ObjectStoreError):
    """Another build published a snapshot after this build started from an older one: the pointer
    does not move back to a graph built from staler state (:func:`publish_snapshot`)."""


#: ``publish_snapshot(based_on=ANY_SNAPSHOT)``: publish whatever the pointer names now (no check)
ANY_SNAPSHOT = "*"


class StoreUnreachableError(ObjectStoreError):
    """The object store did not answer (connection refused, timed out, a network error): readers
    may answer from the snapshot they cached (:func:`open_snapshot`)."""


#: warnings of the readers (answering from a cached snapshot while the store is down); with no
#: handler configured, Python's last-resort handler prints them to standard error, one line each
log = logging.getLogger("kagflow.store")


def __getattr__(name: str):  # the manifest's models: pydantic is imported only when a snapshot is read or written
    if name in ("Manifest", "TableEntry"):
        from kagflow.store import snapshot_manifest

        return getattr(snapshot_manifest, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class StoreLocation:
    """Where a project's snapshots live, parsed from the ``store:`` block.

    Attributes:
        uri: ``s3://bucket/prefix`` as configured (no trailing slash).
        base: ``bucket/prefix`` (the path pyarrow's S3FileSystem takes).
        endpoint: ``http(s)://host:port`` of an S3-compatible server, or None for AWS.
        region: the bucket's region, or None for the SDK's default.
        keep: how many snapshots are kept (the current one included).
    """

    uri: str
    base: str
    endpoint: str | None = None
    region: str | None = None
    keep: int = 2

    @classmethod
    def parse(cls, uri: str, endpoint: str | None = None, region: str | None = None, keep: int = 2) -> StoreLocation:
        """Check and split ``uri``.

        Raises:
            ValueError: ``uri`` is not ``s3://bucket[/prefix]`` or ``endpoint`` is not ``http(s)://host[:port]``.
        """
        parts = urlsplit(uri)
        if parts.scheme != "s3" or not parts.netloc or parts.query or parts.fragment:
            raise ValueError(f"{uri!r} is not an object-store URI s3://bucket/prefix")
        if endpoint is not None:
            ep = urlsplit(endpoint)
            if ep.scheme not in ("http", "https") or not ep.netloc or ep.path.strip("/"):
                raise ValueError(f"{endpoint!r} is not an endpoint http(s)://host[:port]")
        prefix = parts.path.strip("/")
        base = f"{parts.netloc}/{prefix}" if prefix else parts.netloc
        return cls(f"s3://{base}", base, endpoint, region, keep)

    def filesystem(self):
        """A pyarrow ``S3FileSystem`` for this location; credentials from the AWS environment.

        Returns:
            ``pyarrow.fs.S3FileSystem``.
        """
        from pyarrow import fs

        options: dict = {}
        if self.endpoint:
            ep = urlsplit(self.endpoint)
            options |= {"endpoint_override": ep.netloc, "scheme": ep.scheme}
        if self.region:
            options["region"] = self.region
        return fs.S3FileSystem(**options)

    def path(self, *parts: str) -> str:
        """``bucket/prefix/part/...``: a key for :meth:`filesystem`."""
        return "/".join((self.base, *parts))


def location_of(config) -> StoreLocation | None:
    """The :class:`StoreLocation` of a project's ``store:`` block (``ProjectConfig.store``), or
    None when it has no ``uri`` (the tables stay local only)."""
    store = getattr(config, "store", None)
    if store is None or not store.uri:
        return None
    return StoreLocation.parse(store.uri, store.endpoint, store.region, store.keep)


def new_snapshot_id(now: dt.datetime | None = None) -> str:
    """A snapshot id that sorts by publication time: ``YYYYMMDDTHHMMSSffffffZ-<8 hex>``
    (microseconds: two publishes within one second still sort in order, so retention never takes
    the newer one for the older)."""
    now = now or dt.datetime.now(dt.timezone.utc)
    return f"{now.strftime('%Y%m%dT%H%M%S%f')}Z-{uuid.uuid4().hex[:8]}"


def _error(location: StoreLocation, doing: str, exc: BaseException) -> ObjectStoreError:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return ObjectStoreError(f"{location.uri}: {doing} failed: {text}")


def publish_snapshot(location: StoreLocation, tables: Path, based_on: str | None = ANY_SNAPSHOT) -> Manifest:
    """Upload the Parquet files in ``tables`` as a new snapshot, then switch the pointer to it,
    then delete snapshots beyond ``location.keep``.

    Args:
        location: where to publish.
        tables: a folder holding ``<table>.parquet`` for every table in
            :data:`kagflow.store.warehouse.TABLES` (the build's staging copy).
        based_on: the snapshot the pointer named when the build started (None: nothing was
            published then). Just before the switch the pointer is read again; when it names
            another snapshot, a build that started later published first, and this one is
            refused (:class:`StaleBuildError`) rather than move the pointer back to a graph built
            from older state. :data:`ANY_SNAPSHOT`: no check. The read and the switch are two
            requests, not a compare-and-swap (pyarrow exposes no conditional PUT): two builds
            finishing within that gap are not told apart; serialise runs (docs/scale-out.md).

    Returns:
        the new :class:`Manifest` (what the pointer now holds).

    Raises:
        ObjectStoreError: an upload or the switch failed (one line); until the switch the pointer
            still names the previous snapshot, so readers are unaffected. A failed clean-up of old
            snapshots is not an error (the next publication retries it).
        FileNotFoundError: a table's Parquet file is missing from ``tables``.
    """
    from kagflow.store.snapshot_manifest import Manifest, TableEntry


    from pyarrow import fs as pafs

    files = [tables / f"{name}.parquet" for name in warehouse.TABLES]
    missing = [f.name for f in files if not f.is_file()]
    if missing:
        raise FileNotFoundError(f"{tables}: no {', '.join(missing)}; nothing was uploaded")
    s3 = location.filesystem()
    snapshot = new_snapshot_id()
    entries = {}
    try:
        for local in files:
            entries[local.stem] = TableEntry(rows=_parquet().ParquetFile(local).metadata.num_rows, bytes=local.stat().st_size)
            pafs.copy_files(str(local), location.path(SNAPSHOTS, snapshot, local.name),
                            source_filesystem=pafs.LocalFileSystem(), destination_filesystem=s3)
        manifest = Manifest(format=FORMAT, snapshot=snapshot, tables=entries,
                            published_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"))
        body = manifest.model_dump_json(indent=1).encode("utf-8")
        with s3.open_output_stream(location.path(SNAPSHOTS, snapshot, MANIFEST)) as out:
            out.write(body)
        if based_on != ANY_SNAPSHOT:
            current = read_pointer(location)
            if (current.snapshot if current else None) != based_on:
                raise StaleBuildError(
                    f"{location.uri}: snapshot {current.snapshot if current else None} was published after this build "
                    f"started from {based_on or 'no snapshot'}; this build's tables are not published (build again)")
        with s3.open_output_stream(location.path(POINTER)) as out:  # the switch: one PUT
            out.write(body)
    except StaleBuildError:
        try:
            s3.delete_dir(location.path(SNAPSHOTS, snapshot))
        except OSError:
            pass  # left for prune_snapshots
        raise
    except (OSError, KeyboardInterrupt) as exc:
        try:  # the pointer still names the previous snapshot: remove the unfinished one
            s3.delete_dir(location.path(SNAPSHOTS, snapshot))
        except OSError:
            pass  # left for prune_snapshots
        if isinstance(exc, KeyboardInterrupt):
            raise
        raise _error(location, f"publishing snapshot {snapshot}", exc) from exc
    prune_snapshots(location, keep_also=snapshot)
    return manifest


def list_snapshots(location: StoreLocation) -> list[str]:
    """The snapshot ids under ``snapshots/``, oldest first.

    Raises:
        ObjectStoreError: the listing failed.
    """
    from pyarrow import fs as pafs

    try:
        infos = location.filesystem().get_file_info(pafs.FileSelector(location.path(SNAPSHOTS), allow_not_found=True))
    except OSError as exc:
        raise _error(location, "listing snapshots", exc) from exc
    return sorted(info.base_name for info in infos if info.type == pafs.FileType.Directory)


def complete_snapshots(location: StoreLocation, ids: list[str]) -> set[str]:
    """The ids among ``ids`` whose upload finished: their ``_manifest.json`` exists (it is written
    after every table and before the pointer switch).

    Raises:
        ObjectStoreError: the store could not be read.
    """
    from pyarrow import fs as pafs

    try:
        infos = location.filesystem().get_file_info([location.path(SNAPSHOTS, i, MANIFEST) for i in ids])
    except OSError as exc:
        raise _error(location, "listing snapshots", exc) from exc
    return {i for i, info in zip(ids, infos) if info.type == pafs.FileType.File}


def prune_snapshots(location: StoreLocation, keep_also: str | None = None) -> list[str]:
    """Delete all but the newest ``location.keep`` complete snapshots (:func:`complete_snapshots`),
    and every partial one (a publish that died mid-upload), so that a partial snapshot never takes
    the place of a complete one that rollback needs. The current one and ``keep_also`` are never
    deleted. Run under the build lock (one publisher per project), so a partial snapshot is never
    one still being uploaded. Errors are swallowed: a snapshot left behind is retried next time.

    Returns:
        the ids deleted.
    """
    try:
        ids = list_snapshots(location)
        current = read_pointer(location)
        complete = [i for i in ids if i in complete_snapshots(location, ids)]
    except ObjectStoreError:
        return []
    keep = set(complete[-max(location.keep, 1):]) | {keep_also} | ({current.snapshot} if current else set())
    s3 = location.filesystem()
    deleted = []
    for old in ids:
        if old in keep:
            continue
        try:
            s3.delete_dir(location.path(SNAPSHOTS, old))
            deleted.append(old)
        except OSError:
            continue
    return deleted


def read_pointer(location: StoreLocation) -> Manifest | None:
    """The current snapshot's manifest, or None when nothing was published yet.

    Raises:
        ObjectStoreError: the store could not be read, or the pointer is not a valid manifest.
    """
    from pydantic import ValidationError

    from kagflow.store.snapshot_manifest import Manifest

    s3 = location.filesystem()
    try:
        with s3.open_input_stream(location.path(POINTER)) as stream:
            raw = stream.read()
    except FileNotFoundError:
        return None
    except OSError as exc:
        error = _error(location, "reading the pointer", exc)
        raise StoreUnreachableError(str(error)) from exc
    try:
        return Manifest.model_validate_json(raw)
    except ValidationError as exc:
        raise ObjectStoreError(f"{location.uri}/{POINTER}: not a kagflow snapshot pointer "
                               f"({exc.errors()[0]['msg']})") from exc


def _download(location: StoreLocation, manifest: Manifest, target: Path) -> None:
    """Load the snapshot's tables into a new DuckDB file at ``target`` (written beside it, then
    renamed into place, so a concurrent reader never opens a half-loaded file).

    Raises:
        FileNotFoundError: a table of the snapshot is not in the store; the message is its path
            under the store's prefix (``snapshots/ID/NAME.parquet``).
        ObjectStoreError: a table's size differs from the manifest's.
        OSError: the store or the local folder could not be read or written.
    """
    from pyarrow import fs as pafs

    s3 = location.filesystem()
    partial = target.with_name(f"{target.stem}.{uuid.uuid4().hex[:8]}.partial")
    folder = partial.with_suffix(".parquet.d")
    folder.mkdir(parents=True)
    try:
        for name, entry in manifest.tables.items():
            if name not in warehouse.TABLE_DDL:  # a table of a newer kagflow: not read by this one
                continue
            local = folder / f"{name}.parquet"
            try:
                pafs.copy_files(location.path(SNAPSHOTS, manifest.snapshot, f"{name}.parquet"), str(local),
                                source_filesystem=s3, destination_filesystem=pafs.LocalFileSystem())
            except FileNotFoundError as exc:  # named for open_snapshot's message
                raise FileNotFoundError(f"{SNAPSHOTS}/{manifest.snapshot}/{name}.parquet") from exc
            if local.stat().st_size != entry.bytes:
                raise ObjectStoreError(f"{location.uri}: snapshot {manifest.snapshot}: {name}.parquet has "
                                       f"{local.stat().st_size} bytes, the manifest says {entry.bytes}")
        with warehouse.connect(partial) as con:  # kagflow's DDL and views; tables missing from the snapshot stay empty
            for name in manifest.tables:
                if name in warehouse.TABLE_DDL:
                    warehouse.insert_arrow(con, name, _parquet().read_table(folder / f"{name}.parquet"))
            con.execute("CHECKPOINT")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
        partial.with_name(partial.name + ".wal").unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)


def open_snapshot(location: StoreLocation, cache: Path, attempts: int = 3) -> tuple[duckdb.DuckDBPyConnection, Manifest]:
    """A read-only DuckDB connection to the current snapshot, downloaded into ``cache`` once.

    Reads the pointer, then opens ``cache/ID.duckdb``, loading it from the snapshot's Parquet
    when it is not there yet; other cached snapshots are deleted. When a snapshot file vanishes
    during the download (a publication pruned it), the pointer is read again, up to ``attempts``
    times; when the pointer still names the same snapshot, that snapshot is missing from the store
    (deleted by hand, or a pointer copied from elsewhere) and the error says so.

    Returns:
        ``(connection, manifest)``; the caller closes the connection.

    When the store does not answer (:class:`StoreUnreachableError`) and a snapshot was cached
    here before (with its manifest), that snapshot is opened and a warning says so (``log``):
    readers keep answering, from a graph that may be older than the current one.

    Raises:
        FileNotFoundError: nothing was published at ``location`` yet (one line).
        ObjectStoreError: the store could not be read (and nothing was cached), or the pointer names a snapshot that is not
            (or not wholly) in the store (one line naming the pointer and the snapshot).
    """
    last: BaseException | None = None
    for _ in range(max(attempts, 1)):
        try:
            manifest = read_pointer(location)
        except StoreUnreachableError as exc:
            cached = _cached_snapshot(cache)
            if cached is None:
                raise
            target, manifest = cached
            log.warning(f"note: {exc}; answering from the cached snapshot {manifest.snapshot} "
                        f"(published {manifest.published_at}), which may be older than the current one")
            return warehouse.open_reader(target), manifest
        if manifest is None:
            raise FileNotFoundError(f"{location.uri}: no snapshot published there; run `kagflow build` first")
        target = cache / f"{manifest.snapshot}.duckdb"
        if not target.exists():
            try:
                cache.mkdir(parents=True, exist_ok=True)
                _download(location, manifest, target)
            except FileNotFoundError as exc:  # pruned under us (the pointer has moved on), or never there
                last = exc
                now = read_pointer(location)
                if now is not None and now.snapshot == manifest.snapshot:  # publish switches before it prunes
                    raise _missing_snapshot(location, manifest.snapshot, str(exc)) from exc
                continue
            except OSError as exc:  # the store, or the local cache folder (not writable, full)
                raise _error(location, f"downloading snapshot {manifest.snapshot} into {cache}", exc) from exc
            target.with_suffix(MANIFEST_SUFFIX).write_text(manifest.model_dump_json(), encoding="utf-8")
            for stale in cache.glob("*.duckdb"):
                if stale != target:
                    stale.unlink(missing_ok=True)
                    stale.with_suffix(MANIFEST_SUFFIX).unlink(missing_ok=True)
        return warehouse.open_reader(target), manifest
    raise _error(location, "downloading the current snapshot (it kept changing)", last or RuntimeError("no attempt"))


MANIFEST_SUFFIX = ".manifest.json"  # beside a cached ID.duckdb: the manifest it was loaded from


def _cached_snapshot(cache: Path) -> tuple[Path, Manifest] | None:
    """The newest snapshot cached in ``cache`` whose manifest was stored beside it (written after
    the download completed: a file without one is not used), or None."""
    from pydantic import ValidationError

    from kagflow.store.snapshot_manifest import Manifest

    for target in sorted(cache.glob("*.duckdb"), reverse=True):  # ids sort by time
        try:
            manifest = Manifest.model_validate_json(target.with_suffix(MANIFEST_SUFFIX).read_text(encoding="utf-8"))
        except (OSError, ValidationError):
            continue
        if manifest.snapshot == target.stem:
            return target, manifest
    return None


def _missing_snapshot(location: StoreLocation, snapshot: str, missing: str) -> ObjectStoreError:
    """The error for a pointer naming a snapshot the store lacks (``missing``: the file not found)."""
    try:
        whole = snapshot not in list_snapshots(location)
    except ObjectStoreError:
        whole = False
    what = f"which is not in {location.uri}/{SNAPSHOTS}/" if whole else f"whose {missing} is missing"
    return ObjectStoreError(f"{location.uri}/{POINTER} names snapshot {snapshot}, {what}; "
                            "run `kagflow build` to publish a complete one")


def reads_object_store(project) -> bool:
    """Whether readers of ``project`` (a :class:`kagflow.project.Project`) answer from the object
    store: it has a ``store.uri`` and ``store.read`` is ``object_store`` (the default)."""
    store = project.config.store
    return bool(store.uri) and store.read == "object_store"


def is_built(project) -> bool:
    """Whether ``project`` has something to read: a store configured for reading (its pointer is
    checked when opened) or the local ``kg.duckdb``."""
    return reads_object_store(project) or project.database_path.exists()


def open_project_reader(project) -> duckdb.DuckDBPyConnection:
    """A read-only connection to what ``project``'s readers answer from: the current snapshot of
    its object store (:func:`open_snapshot`, cached under ``.kagflow/remote/``) when
    :func:`reads_object_store`, else the local store (:func:`kagflow.store.warehouse.open_reader`).

    Raises:
        FileNotFoundError: nothing built or published yet.
        ObjectStoreError, kagflow.store.warehouse.StoreBusyError: one-line messages.
    """
    location = location_of(project.config)
    if location is None or not reads_object_store(project):
        return warehouse.open_reader(project.database_path)
    return open_snapshot(location, project.state_dir / CACHE_DIR)[0]
