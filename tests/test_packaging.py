"""The house: one import root in the wheel, package data inside it, and the code location loads
from a folder whose own modules would shadow generic top-level names."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO

# what the wheel must not carry: build outputs, caches, the environment
_IGNORE = shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info", "build", "dist", ".kagflow", ".pytest_cache", "tmp*")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    source = tmp_path_factory.mktemp("src") / "kagflow"
    shutil.copytree(REPO, source, ignore=_IGNORE, symlinks=True)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(source)],
        check=True, capture_output=True, text=True,
    )
    (path,) = out.glob("kagflow-*.whl")
    with zipfile.ZipFile(path) as archive:
        yield archive


def test_the_wheel_installs_one_import_root(wheel):
    names = wheel.namelist()
    (top_level,) = [n for n in names if n.endswith(".dist-info/top_level.txt")]
    assert wheel.read(top_level).decode().split() == ["kagflow"]
    assert {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")} == {"kagflow"}


def test_the_wheel_carries_the_package_data(wheel):
    names = set(wheel.namelist())
    assert "kagflow/pipelines/dagster.yaml" in names
    assert "kagflow/schema/kgdsl.lark" in names
    assert "kagflow/schema/general.schema" in names  # the built-in general schema of a project without schema/
    assert {"kagflow/solver/__init__.py", "kagflow/solver/execute.py", "kagflow/solver/validate.py"} <= names
    # kagflow serve's page and its vendored JavaScript (never fetched from a CDN at run time)
    assert {"kagflow/pipelines/web/index.html", "kagflow/pipelines/web/app.js", "kagflow/pipelines/web/app.css",
            "kagflow/pipelines/web/vendor/cytoscape.min.js", "kagflow/pipelines/web/vendor/swagger-ui-bundle.js",
            "kagflow/pipelines/web/vendor/swagger-ui.css"} <= names
    # the shipped instance settings are the repository's (the top-level dagster.yaml links to them)
    assert wheel.read("kagflow/pipelines/dagster.yaml") == (REPO / "dagster.yaml").read_bytes()
    assert b"max_concurrent_runs: 1" in wheel.read("kagflow/pipelines/dagster.yaml")


def test_the_code_location_loads_beside_shadowing_modules(tmp_path):
    cwd = tmp_path / "work"
    cwd.mkdir()
    for name in ("resources", "assets", "pipelines"):
        (cwd / f"{name}.py").write_text('raise ImportError("shadowed")\n', encoding="utf-8")
    project = tmp_path / "acme"
    shutil.copytree(REPO / "data" / "examples" / "acme-supply", project, ignore=_IGNORE)
    home = tmp_path / "home"
    home.mkdir()
    from kagflow.pipelines.build import instance_settings

    (home / "dagster.yaml").write_text(instance_settings(), encoding="utf-8")
    env = dict(os.environ, KAGFLOW_PROJECT=str(project), DAGSTER_HOME=str(home))
    # what `kagflow ui` asks `dagster dev` to load, validated the same way
    dagster = Path(sys.executable).with_name("dagster")
    done = subprocess.run(
        [str(dagster), "definitions", "validate", "-m", "kagflow.pipelines.definitions"],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "shadowed" not in done.stdout + done.stderr
