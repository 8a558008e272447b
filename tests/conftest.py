"""Shared fixtures: the real datasets in ../shared/datasets and projects built from them once per session."""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DATASETS = REPO.parent / "shared" / "datasets"
AS_OF = "2023-10-15"  # a date inside the supply-chain transfers (2023-05 .. 2023-10), so month windows matter

warnings.filterwarnings("ignore", message=".*is currently in beta.*")


def _scratch_in_memory() -> None:
    """Put pytest's temporary folders (``tmp_path``) on ``/dev/shm`` when it is a roomy RAM disk
    and ``TMPDIR`` is not set. Every build stores each Dagster event with its own SQLite commit,
    and on a disk shared with other jobs those fsyncs take a large share of a small build's time."""
    shm = Path("/dev/shm")
    if os.environ.get("TMPDIR") or not shm.is_dir() or not os.access(shm, os.W_OK):
        return
    if shutil.disk_usage(shm).free >= 2 * 2**30:
        tempfile.tempdir = str(shm)


_scratch_in_memory()


def _write_bytecode() -> None:
    """Let the suite cache compiled modules (``__pycache__``) where the environment says not to
    (``PYTHONDONTWRITEBYTECODE``, set on the machines this project is built on): the suite starts
    a few hundred Python processes (xdist workers, builds, servers, step processes), and without a
    cache each one compiles Dagster's, torch's and kagflow's modules from source again. This
    process and the ones it starts write the cache; each module is compiled once per run."""
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


_write_bytecode()


def dataset(name: str) -> Path:
    """Path of a shared dataset folder; fails loudly (never skips) when it is missing."""
    path = DATASETS / name
    assert path.is_dir(), f"dataset {path} is missing: tests need ../shared/datasets next to the repository"
    return path


def copy_project(name: str, target: Path) -> Path:
    """Copy a shared dataset project to ``target`` (writable) and return it."""
    shutil.copytree(dataset(name), target, ignore=shutil.ignore_patterns(".kagflow"))
    for path in [target, *target.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)
    return target


def fake_models() -> dict:
    """The fake NLP and embedder resources, as ``substitutes`` for ``build_project``/``build_resources``."""
    from kagflow.resources.models import FakeEmbedderResource, FakeNlpResource

    return {"nlp": FakeNlpResource(), "embedder": FakeEmbedderResource()}


def build_without_models(root: Path, **kwargs):
    """``build_project`` with the fake models and no embedding stage: for tests about the build's
    tables (mapping, rules, incremental rebuilds, the solver), not about NER or embeddings."""
    from kagflow.pipelines.build import build_project

    return build_project(root, substitutes=fake_models(), embeddings=False, **kwargs)


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An exclusive ``flock`` on ``path`` (created) for the block: one test worker at a time."""
    import fcntl

    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def shared_build(tmp_path_factory, name: str, make: Callable[[Path], Path]) -> Path:
    """This worker's own copy of a project built once per test run: ``make(folder)`` builds it
    inside the empty ``folder`` and returns it; it runs in the worker that asks first, while the
    other pytest-xdist worker waits for it (a lock file), instead of building it again. The copy
    (``.kagflow`` included; the Dagster instance's settings use relative paths) is what a build
    there writes, so tests may write beside it as into a build of their own."""
    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "shared-builds"  # the run's basetemp
    folder, done = shared / name, shared / f"{name}.done"
    with _locked(shared / f"{name}.lock"):
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)  # what a failed attempt left
            folder.mkdir(parents=True)
            project = make(folder)
            done.write_text(project.relative_to(folder).as_posix(), encoding="utf-8")
        project = folder / done.read_text(encoding="utf-8")
    copy = tmp_path_factory.mktemp(name) / project.name
    shutil.copytree(project, copy, symlinks=True)
    return copy


@pytest.fixture
def fake_cli_build(monkeypatch):
    """``kagflow build`` (``main(["build", ...])``) in process with the fake models and no
    embedding stage: for tests of what the command says and exits with, not of the models (the
    real models' CLI build of the example is ``tests/pipelines/test_cli.py``'s module build)."""
    import functools

    from kagflow.pipelines import build

    monkeypatch.setattr(build, "build_project", functools.partial(build.build_project, substitutes=fake_models(), embeddings=False))


@pytest.fixture(scope="session")
def supplychain(tmp_path_factory) -> Path:
    """The KAG supply-chain project, built once (as of 2023-10-15; tables only, no embeddings)."""
    def make(folder: Path) -> Path:
        build_without_models(root := copy_project("kag-supplychain", folder / "supplychain"), as_of=AS_OF)
        return root

    return shared_build(tmp_path_factory, "sc", make)


@pytest.fixture(scope="session")
def riskmining(tmp_path_factory) -> Path:
    """The KAG risk-mining project, built once (tables only, no embeddings)."""
    def make(folder: Path) -> Path:
        build_without_models(root := copy_project("kag-riskmining", folder / "riskmining"), as_of=AS_OF)
        return root

    return shared_build(tmp_path_factory, "rm", make)


@pytest.fixture(scope="session")
def affairqa(tmp_path_factory) -> Path:
    """KAG's AffairQA dev split (``kag-affairqa``), built once as KAG ships it (tables only)."""
    def make(folder: Path) -> Path:
        build_without_models(root := copy_project("kag-affairqa", folder / "affairqa"))
        return root

    return shared_build(tmp_path_factory, "aq", make)


@pytest.fixture(scope="session")
def medicine(tmp_path_factory) -> Path:
    """KAG's medicine example (``kag-medicine``, no kagflow.yaml) built once by ``kagflow build``
    as shipped (the real models): shared read only by the modules that read its tables."""
    from kagflow.pipelines.cli import main

    def make(folder: Path) -> Path:
        root = copy_project("kag-medicine", folder / "medicine")
        assert not (root / "kagflow.yaml").exists()
        assert main(["build", str(root)]) == 0
        return root

    return shared_build(tmp_path_factory, "med", make)


@pytest.fixture(scope="session")
def supplychain_schema():
    """The parsed KAG supply-chain schema (with concept rules)."""
    from kagflow.schema.spg import load_project_schema

    return load_project_schema(dataset("kag-supplychain"))


@pytest.fixture(scope="session")
def riskmining_schema():
    """The parsed KAG risk-mining schema (with concept rules)."""
    from kagflow.schema.spg import load_project_schema

    return load_project_schema(dataset("kag-riskmining"))


@contextmanager
def moto_s3(bucket: str) -> Iterator[str]:
    """A moto S3 server on 127.0.0.1 (a free port) holding an empty ``bucket``; yields its
    ``http://host:port``. Dummy credentials go into the standard AWS variables for the block (and
    reach processes started in it, which inherit the environment); offline."""
    from moto.server import ThreadedMotoServer
    from pyarrow import fs

    patch = pytest.MonkeyPatch()
    for name, value in {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing",
                        "AWS_DEFAULT_REGION": "us-east-1", "AWS_EC2_METADATA_DISABLED": "true"}.items():
        patch.setenv(name, value)
    for name in ("AWS_SESSION_TOKEN", "AWS_PROFILE", "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3"):
        patch.delenv(name, raising=False)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        host, port = server.get_host_and_port()
        fs.S3FileSystem(endpoint_override=f"{host}:{port}", scheme="http", region="us-east-1",
                        allow_bucket_creation=True).create_dir(bucket)
        yield f"http://{host}:{port}"
    finally:
        server.stop()
        patch.undo()


def read_csv(path: Path) -> list[dict[str, str]]:
    """Raw CSV rows with the standard library: the independent reading the tests compare against."""
    import csv

    with path.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle))


def table_rows(root: Path) -> dict[str, list[tuple]]:
    """Every kagflow table of ``root``'s published store, rows sorted: for comparing two builds."""
    import duckdb

    from kagflow.store.warehouse import TABLES

    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return {name: con.execute(f"SELECT * FROM {name} ORDER BY ALL").fetchall() for name in TABLES}
    finally:
        con.close()


def store_rows(root: Path, sql: str, params=None) -> list[tuple]:
    """``sql`` (with bound ``params``) over ``root``'s published store, read-only: its rows."""
    import duckdb

    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return con.execute(sql, params or []).fetchall()
    finally:
        con.close()


def query_json(root: Path, plan: str, capsys) -> dict:
    """``kagflow query ROOT --plan FILE --json`` in process (exit 0 asserted); the printed object."""
    import json

    from kagflow.pipelines.cli import main

    plan_file = root / "plan.txt"
    plan_file.write_text(plan, encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(root), "--plan", str(plan_file), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


#: The shipped example project (four tables and two notes), and its documents as listed in the
#: repository (the rest of its sources/ are CSV tables).
EXAMPLE = REPO / "data" / "examples" / "acme-supply"
EXAMPLE_NOTES = ["notes/logistics.txt", "notes/supplier-review-2024.md"]


def copy_example(target: Path) -> Path:
    """A writable copy of the shipped example :data:`EXAMPLE` at ``target``, without build output."""
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns(".kagflow"))
    return target


#: The shipped example built once per session by :func:`build_without_models`, by the
#: ``tmp_path_factory`` it was built under: the template :func:`built_example` copies.
_EXAMPLE_TEMPLATES: dict[int, Path] = {}


def example_template(tmp_path_factory) -> Path:
    """The shipped example built once per session with :func:`build_without_models` (a Dagster
    build, as a user runs it): **read-only** for callers; :func:`built_example` hands out copies."""
    key = id(tmp_path_factory)
    if key not in _EXAMPLE_TEMPLATES:
        def make(folder: Path) -> Path:
            build_without_models(root := copy_example(folder / "acme"))
            return root

        _EXAMPLE_TEMPLATES[key] = shared_build(tmp_path_factory, "example-template", make)
    return _EXAMPLE_TEMPLATES[key]


def built_example(tmp_path_factory, name: str, build=None) -> Path:
    """A fresh copy of the shipped example, built (``build(root)``; default
    :func:`build_without_models`): for a module fixture whose tests change the project.

    With the default build the copy is taken of :func:`example_template` (sources, published store,
    per-file state and the project's Dagster instance, whose settings use relative paths), which
    is what a build of a fresh copy writes, without a Dagster run per module. A custom ``build``
    still runs on a fresh copy."""
    if build is not None:
        root = copy_example(tmp_path_factory.mktemp(name) / "acme")
        build(root)
        return root
    root = tmp_path_factory.mktemp(name) / "acme"
    shutil.copytree(example_template(tmp_path_factory), root, symlinks=True)
    return root


@pytest.fixture(scope="session")
def example_store(tmp_path_factory) -> Path:
    """The shipped example built once per session (tables only, no embeddings), shared by every
    module that only reads it: never write into it (use :func:`built_example` for a copy)."""
    return example_template(tmp_path_factory)


def tick_resources(root: Path) -> dict:
    """The resources a schedule or sensor tick over ``root`` reads: the project and an
    unconfigured language model (``build_schedule_context``/``build_sensor_context`` ``resources``)."""
    from kagflow.resources.knowledge import KnowledgeProjectResource
    from kagflow.resources.llm import LLMResource

    return {"project": KnowledgeProjectResource(root=str(root)), "llm": LLMResource()}


@pytest.fixture(scope="session")
def minilm_example(tmp_path_factory) -> Path:
    """The shipped example built with the real MiniLM (chunk and name embeddings, the ONNX query
    encoder under ``.kagflow/encoders/``) and the fake NER: for tests about embedding questions."""
    from kagflow.pipelines.build import build_project

    def make(folder: Path) -> Path:
        build_project(root := copy_example(folder / "acme"), substitutes={"nlp": fake_models()["nlp"]})
        return root

    return shared_build(tmp_path_factory, "minilm", make)
