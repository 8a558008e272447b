"""Dagster's SQLite instance storage with one pooled connection per database file.

Dagster's default storage (:class:`~dagster._core.storage.sqlite_storage.DagsterSqliteStorage`)
creates a SQLAlchemy engine and opens a new SQLite connection for every statement it runs
(``NullPool``), then closes it. A build stores about 120 events (two databases each for asset
events: the run's and the cross-run index), so a small build spends about a fifth of its CPU
opening and closing SQLite files. These subclasses keep one engine per database file with a small
connection pool; every statement still runs in its own short transaction, so other processes
reading or writing the same files (the Dagster UI, a multiprocess build's step processes, the
next build) see the same data as with Dagster's storage, which can open the same folder.

Used by :func:`kagflow.pipelines.build.dagster_instance` only: the project's ``dagster.yaml``
keeps Dagster's default storage, so ``dagster`` commands and the UI open the folder as before.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

import yaml
from dagster._core.storage.event_log.sqlite.sqlite_event_log import SqliteEventLogStorage
from dagster._core.storage.runs.sqlite.sqlite_run_storage import SqliteRunStorage
from dagster._core.storage.schedules.sqlite.sqlite_schedule_storage import SqliteScheduleStorage
from dagster._core.storage.sql import create_engine
from dagster._core.storage.sqlite import SQLITE_BUSY_TIMEOUT_SECONDS
from dagster._core.storage.sqlite_storage import DagsterSqliteStorage, _event_logs_directory, _runs_directory, _schedule_directory
from dagster._serdes import ConfigurableClassData
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.pool import QueuePool

__all__ = ["PooledSqliteStorage", "pooled_storage_data"]

#: per-run event databases whose engines stay open; older ones are disposed (a long-lived process
#: that starts many runs holds at most this many files open)
MAX_OPEN_SHARDS = 8


def _engine(conn_string: str) -> Engine:
    """An engine keeping one SQLite connection (up to four more while threads share it), with
    Dagster's busy timeout, and ``synchronous = NORMAL`` on its connections: Dagster's databases are
    in WAL mode, where a commit then writes the log without waiting for the disk (fsync at
    checkpoints only); a killed process loses nothing, a power cut at most the last events, and
    the files stay consistent (SQLite's documentation, "PRAGMA synchronous")."""
    engine = create_engine(conn_string, poolclass=QueuePool, pool_size=1, max_overflow=4,
                           connect_args={"timeout": SQLITE_BUSY_TIMEOUT_SECONDS})

    @event.listens_for(engine, "connect")
    def _normal_sync(dbapi_connection, _record) -> None:
        cursor = dbapi_connection.cursor()
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal":  # Dagster's; else keep SQLite's default
                cursor.execute("PRAGMA synchronous = NORMAL")
        finally:
            cursor.close()

    return engine


class PooledSqliteEventLogStorage(SqliteEventLogStorage):
    """:class:`SqliteEventLogStorage` whose ``_connect`` reuses an engine per shard (a run's
    database or the index) instead of creating and disposing one per statement."""

    def __init__(self, base_dir: str, inst_data: ConfigurableClassData | None = None):
        self._engines: OrderedDict[str, Engine] = OrderedDict()  # before Dagster's init, which connects
        self._engines_lock = threading.Lock()
        super().__init__(base_dir, inst_data)

    def _shard_engine(self, shard: str) -> Engine:
        with self._engines_lock:
            engine = self._engines.get(shard)
            if engine is not None:
                self._engines.move_to_end(shard)
                return engine
            engine = self._engines[shard] = _engine(self.conn_string_for_shard(shard))
            while len(self._engines) > MAX_OPEN_SHARDS:
                self._engines.popitem(last=False)[1].dispose()
            return engine

    @contextmanager
    def _connect(self, shard: str) -> Iterator[Connection]:  # Dagster's body, with the engine kept
        with self._db_lock:
            engine = self._shard_engine(shard)
            if shard not in self._initialized_dbs:
                self._initdb(engine)
                self._initialized_dbs.add(shard)
            with engine.connect() as conn:
                with conn.begin():
                    yield conn

    def _dispose_engines(self) -> None:
        with self._engines_lock:
            for engine in self._engines.values():
                engine.dispose()
            self._engines.clear()

    def wipe(self) -> None:
        self._dispose_engines()  # the files are deleted: no connection may keep one open
        super().wipe()

    def dispose(self) -> None:
        self._dispose_engines()
        super().dispose()


class PooledSqliteRunStorage(SqliteRunStorage):
    """:class:`SqliteRunStorage` whose ``connect`` reuses one engine."""

    _pooled: Engine | None = None

    @contextmanager
    def connect(self) -> Iterator[Connection]:
        if self._pooled is None:
            self._pooled = _engine(self._conn_string)
        with self._pooled.connect() as conn:
            with conn.begin():
                yield conn

    def dispose(self) -> None:
        if self._pooled is not None:
            self._pooled.dispose()
            self._pooled = None
        super().dispose()


class PooledSqliteStorage(DagsterSqliteStorage):
    """:class:`DagsterSqliteStorage` (the same folders and files) with the pooled run and event
    log storages above; schedules as Dagster's."""

    def __init__(self, base_dir: str, inst_data: ConfigurableClassData | None = None):  # noqa: D107 - as Dagster's
        self.base_dir = base_dir
        self._run_storage = PooledSqliteRunStorage.from_local(_runs_directory(base_dir))
        self._event_log_storage = PooledSqliteEventLogStorage(_event_logs_directory(base_dir))
        self._schedule_storage = SqliteScheduleStorage.from_local(_schedule_directory(base_dir))
        self._inst_data = inst_data
        super(DagsterSqliteStorage, self).__init__()

    @classmethod
    def from_config_value(cls, inst_data: ConfigurableClassData, config_value) -> PooledSqliteStorage:
        return cls.from_local(inst_data=inst_data, **config_value)


def pooled_storage_data(storage_data: ConfigurableClassData | None) -> ConfigurableClassData | None:
    """``storage_data`` of an instance reference with Dagster's default SQLite storage replaced by
    :class:`PooledSqliteStorage` on the same ``base_dir``; any other storage (a ``dagster.yaml``
    naming Postgres, say) unchanged."""
    if storage_data is None or (storage_data.module_name, storage_data.class_name) != (
            "dagster._core.storage.sqlite_storage", "DagsterSqliteStorage"):
        return storage_data
    config = yaml.safe_load(storage_data.config_yaml) or {}
    return ConfigurableClassData(__name__, PooledSqliteStorage.__name__, yaml.dump(config, default_flow_style=False))
