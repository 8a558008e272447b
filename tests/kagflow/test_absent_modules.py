"""``kagflow/absent_modules.py``: DuckDB's per-parameter import of a pandas that is not installed
fails at once, without a search of ``sys.path``; asking whether a module exists still gets ``None``;
an installed module is never refused. Each check runs in a fresh interpreter (the finder is
installed once per process, by ``import kagflow``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from tests.conftest import REPO


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.skipif(importlib.util.find_spec("pandas") is not None, reason="pandas is installed here: nothing is refused")
def test_duckdb_parameters_search_for_no_missing_pandas_once_kagflow_is_imported():
    code = """
import collections, sys, duckdb
searched = collections.Counter()
class Counting:  # behind every finder kagflow puts first: sees what reaches the path search
    def find_spec(self, name, path=None, target=None):
        searched[name] += 1
        return None
sys.meta_path.insert(0, Counting())
con = duckdb.connect()
con.execute("SELECT ?, ?", [1, "a"]).fetchall()
before = searched["pandas"]
import kagflow
searched.clear()
sys.meta_path.remove(next(f for f in sys.meta_path if isinstance(f, Counting)))
sys.meta_path.insert(1, Counting())
con.execute("SELECT ?, ?", [1, "a"]).fetchall()
try:
    import pandas
    imported = "imported"
except ModuleNotFoundError as e:
    imported = e.name
import importlib.util
print(before, searched["pandas"], imported, importlib.util.find_spec("pandas"))
"""
    before, after, imported, spec = _run(code).split()
    assert int(before) >= 2  # DuckDB's own behaviour: a search per parameter, without the finder
    assert (after, imported, spec) == ("0", "pandas", "None")


def test_an_installed_module_is_never_refused():
    code = """
import sys
from kagflow.absent_modules import AbsentModules, refuse_missing
sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, AbsentModules)]
refused = refuse_missing(("json", "kagflow_no_such_module"))
import json
try:
    import kagflow_no_such_module
    print("imported")
except ModuleNotFoundError as e:
    print(sorted(refused), e.name)
"""
    assert _run(code) == "['kagflow_no_such_module'] kagflow_no_such_module"
