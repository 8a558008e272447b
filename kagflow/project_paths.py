"""A project folder's paths, and a reader's view of its validated ``kagflow.yaml`` without pydantic.

:class:`kagflow.project.Project` (the folder plus its configuration validated by pydantic) builds on
:class:`ProjectPaths`. Importing pydantic and creating the configuration's models costs a one-shot
reader (``kagflow query``) about 1.5× the CPU of ``import duckdb`` (issue 20), more than the rest
of answering a small plan, so :func:`reader_project` serves a reader the configuration as it was
last validated: pydantic's own JSON dump of :class:`kagflow.project.ProjectConfig`, kept in the
user's cache folder (``$XDG_CACHE_HOME/kagflow``, like the plan grammar's cache) under a key of the
``kagflow.yaml`` bytes and of the module that defines the configuration. An edited
``kagflow.yaml``, or another kagflow, misses the cache and is validated by pydantic again (then
its errors are reported exactly as before). Standard library only (and kagflow's schema file list).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from kagflow.boundary import NotUtf8Error, decode_utf8
from kagflow.schema.spg import project_schema_files

CONFIG_FILE = "kagflow.yaml"
_CACHE_FORMAT = 1  # the layout of a cached configuration file


class ProjectError(ValueError):
    """A project folder or its ``kagflow.yaml`` is unusable; the message names the file and field."""


class ProjectPaths:
    """A project folder and the paths of its parts.

    Args:
        root: the project folder.

    Raises:
        ProjectError: the folder or its ``sources/`` is missing.
    """

    CONFIG_FILE = CONFIG_FILE

    def __init__(self, root: Path | str):
        self.root = Path(root).resolve()
        if not self.root.is_dir():
            raise ProjectError(f"{self.root}: project folder does not exist")
        if not (self.root / "sources").is_dir():
            raise ProjectError(f"{self.root}: a kagflow project needs a 'sources/' folder")

    @property
    def schema_dir(self) -> Path:
        return self.root / "schema"

    @property
    def sources_dir(self) -> Path:
        return self.root / "sources"

    @property
    def state_dir(self) -> Path:
        """``PROJECT/.kagflow``: the build's output (DuckDB file, Parquet tables, Dagster history)."""
        return self.root / ".kagflow"

    @property
    def database_path(self) -> Path:
        return self.state_dir / "kg.duckdb"

    @property
    def tables_dir(self) -> Path:
        return self.state_dir / "tables"

    @property
    def parts_dir(self) -> Path:
        """``PROJECT/.kagflow/parts``: the document shards' parts, one folder per run."""
        return self.state_dir / "parts"

    @property
    def dagster_home(self) -> Path:
        return self.state_dir / "dagster"


class ConfigView:
    """Read-only view of a validated configuration's JSON dump: ``view.store.uri`` reads as
    ``ProjectConfig.store.uri`` does, and a mapping field (``sources``, ``references``) reads as a
    mapping (``view.sources["a.csv"].type``, ``.items()``, ``in``); nested objects are views too."""

    __slots__ = ("_data",)

    def __init__(self, data: dict):
        object.__setattr__(self, "_data", data)

    @staticmethod
    def _wrap(value):
        return ConfigView(value) if isinstance(value, dict) else value

    def __getattr__(self, name: str):
        try:
            return self._wrap(self._data[name])
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError("a project's configuration is read-only")

    def __getitem__(self, key: str):
        return self._wrap(self._data[key])

    def get(self, key: str, default=None):
        return self._wrap(self._data[key]) if key in self._data else default

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __iter__(self):
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def keys(self):
        return self._data.keys()

    def items(self):
        return [(k, self._wrap(v)) for k, v in self._data.items()]

    def values(self):
        return [self._wrap(v) for v in self._data.values()]

    def model_dump(self) -> dict:
        """The values as plain data (a copy), as pydantic's ``model_dump`` gives them."""
        return json.loads(json.dumps(self._data))


class ReaderProject(ProjectPaths):
    """A project as a reader sees it: its paths and :class:`ConfigView` of the validated
    configuration (:func:`reader_project`). :meth:`full` gives the :class:`kagflow.project.Project`
    (pydantic models) for what needs more than reading settings (a model client)."""

    def __init__(self, root: Path | str, config: ConfigView):
        super().__init__(root)
        self.config = config

    def full(self):
        """The :class:`kagflow.project.Project` of this folder (imports pydantic)."""
        from kagflow.project import Project

        return Project(self.root)


def check_text_inputs(root: Path | str) -> None:
    """``kagflow.yaml`` and the schema files must be UTF-8 text: checked before they are parsed,
    so that a file in another encoding is a located error, not a decoding traceback.

    Raises:
        ProjectError: ``"{file}:{line}:{column}: byte N (0xNN) is not valid UTF-8; ..."``.
    """
    root = Path(root).resolve()
    for path in [root / CONFIG_FILE, *project_schema_files(root)]:
        try:
            if path.is_file():
                decode_utf8(path.read_bytes(), str(path))
        except NotUtf8Error as exc:
            raise ProjectError(str(exc)) from None


def user_cache_dir() -> str | None:
    """The kagflow folder of the user's cache, ``$XDG_CACHE_HOME/kagflow`` (default
    ``~/.cache/kagflow``), made if missing (mode 0700: only this user writes it); ``None`` when
    there is no home folder or it cannot be made or written. Holds the validated ``kagflow.yaml``
    forms and the plan grammar's analysed tables."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):  # no home folder
        return None
    folder = os.path.join(base, "kagflow")
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
    except OSError:
        return None
    return folder if os.access(folder, os.W_OK) else None


def _cache_file(config_bytes: bytes | None) -> Path | None:
    """Where the validated configuration of these ``kagflow.yaml`` bytes (``None``: no file) is
    cached, or ``None`` when there is no cache folder this user alone writes."""
    folder = user_cache_dir()
    if folder is None:
        return None
    model = Path(__file__).with_name("project.py").stat()  # the models that validate it
    digest = hashlib.sha256()
    digest.update(f"{_CACHE_FORMAT}\0{model.st_size}\0{model.st_mtime_ns}\0".encode())
    digest.update(b"\0absent" if config_bytes is None else b"\0" + config_bytes)
    return Path(folder) / f"config-{digest.hexdigest()[:32]}.json"


def reader_project(root: Path | str) -> ReaderProject:
    """The project at ``root`` for a reader: its configuration from the cache when these exact
    ``kagflow.yaml`` bytes were validated before (by this kagflow), else validated now by
    :class:`kagflow.project.Project` and cached (a cache that cannot be written is skipped).

    Raises:
        ProjectError: as :class:`kagflow.project.Project` raises it (folder, ``sources/``,
            ``kagflow.yaml`` syntax or fields, located).
    """
    paths = ProjectPaths(root)
    config_path = paths.root / CONFIG_FILE
    try:
        config_bytes = config_path.read_bytes() if config_path.is_file() else None
    except OSError:
        config_bytes = None  # Project reports it
    cache = _cache_file(config_bytes)
    if cache is not None:
        try:
            return ReaderProject(paths.root, ConfigView(json.loads(cache.read_text(encoding="utf-8"))))
        except (OSError, ValueError):
            pass  # not cached yet, or unreadable: validate
    from kagflow.project import Project

    project = Project(paths.root)
    if cache is not None:
        try:
            tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
            tmp.write_text(project.config.model_dump_json(), encoding="utf-8")
            os.replace(tmp, cache)
        except OSError:
            pass  # a read-only cache folder: the next reader validates again
    return ReaderProject(paths.root, ConfigView(json.loads(project.config.model_dump_json())))
