"""`kagflow.lark_runtime`: Lark loaded without the optional `regex` module, which stays importable
for every other library (each case in a fresh interpreter: the hiding acts on the first import)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import REPO


def _run(code: str) -> dict:
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_lark_loads_without_regex_and_regex_still_imports():
    pytest.importorskip("regex")  # installed with the project's dependencies (transformers); the case needs it
    report = _run("""
import json, sys
import kagflow.lark_runtime, lark.utils
before = "regex" in sys.modules
import regex
print(json.dumps({"loaded_by_lark": before, "lark_has_regex": lark.utils._has_regex,
                  "regex_works": regex.match(r"\\p{Lu}", "Ä") is not None}))
""")
    assert report == {"loaded_by_lark": False, "lark_has_regex": False, "regex_works": True}


def test_regex_imported_first_is_left_in_place():
    pytest.importorskip("regex")
    report = _run("""
import json, sys
import regex
import kagflow.lark_runtime
print(json.dumps({"same": sys.modules["regex"] is regex}))
""")
    assert report == {"same": True}


def test_both_grammars_parse_after_the_lenient_import():
    # the plan grammar and the KGDSL rule grammar, each through its public parser, in a fresh process
    report = _run("""
import json
from kagflow.solver.logical_form import parse_plan
from kagflow.schema.kgdsl import parse_rule
plan = parse_plan("Step1: Which companies supply Acme?\\nAction1: get_spo(s=s1:Company[`Acme`], p=p1:suppliesTo, o=o1:Company)\\nOutput: o1")
rule = parse_rule("Define (s:A)-[p:x]->(o:B) {\\n STRUCTURE {\\n  (s)-[:y]->(o)\\n }\\n}")
print(json.dumps({"steps": len(plan.steps), "rule": type(rule).__name__}))
""")
    assert report == {"steps": 1, "rule": "Rule"}
