"""`kagflow ask` and `kagflow query` without a model configured load no machine-learning stack,
no Dagster and no LLM client (issue 20): each runs in its own process, and the test reads that
process's ``sys.modules`` after the command returned. A behaviour test, not a timing test."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import REPO

HEAVY = ("torch", "sentence_transformers", "transformers", "dagster", "openai", "kagflow.resources.llm", "numba")

# runs the CLI's main in this interpreter, then reports which of HEAVY it imported (on stderr's last line)
_PROBE = """
import json, sys
from kagflow.pipelines.cli import main
code = main(sys.argv[2:])
heavy = json.loads(sys.argv[1])
print(json.dumps({"exit": code, "loaded": [m for m in heavy if m in sys.modules],
                  "onnx": "onnxruntime" in sys.modules}), file=sys.stderr)
"""


def run_cli(*argv: str) -> tuple[dict, str]:
    """``kagflow ARGV`` in a fresh interpreter without model settings; (the probe's report, stdout)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "KAGFLOW_EXTRACT_", "OPENAI_"))}
    done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(HEAVY), *argv], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    return report, done.stdout


@pytest.mark.parametrize("question", ["Which companies supply Acme Motors?", "Who signed the framework agreement?"])
def test_ask_embeds_the_question_without_torch_dagster_or_openai(minilm_example, question):
    report, out = run_cli("ask", str(minilm_example), question, "--json")
    assert report["exit"] == 0
    assert report["loaded"] == []
    assert report["onnx"]  # the question was embedded, on ONNX Runtime
    result = json.loads(out)
    assert result["chunks"] and not any("sentence-transformers" in n for n in result["notes"])


def test_query_loads_no_model_stack(minilm_example):
    report, out = run_cli("query", str(minilm_example), "--plan", str(minilm_example / "plans" / "supplier_inflow.txt"), "--json")
    assert report["exit"] == 0
    assert report["loaded"] == []
    assert json.loads(out)["answer"]


def test_ask_with_a_model_uses_the_llm_client_without_dagster(minilm_example):
    """Issue 22: the solver's model is :class:`kagflow.llm.LLMClient`, so a configured model loads openai, never Dagster."""
    from tests.llm_server import RecordingLLMServer, sequence

    with RecordingLLMServer(sequence("The framework agreement was signed by Acme Motors.")) as server:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "KAGFLOW_EXTRACT_", "OPENAI_"))}
        env.update(KAGFLOW_LLM_BASE_URL=server.base_url, KAGFLOW_LLM_MODEL="test-model")
        done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(HEAVY), "ask", str(minilm_example),
                               "Who signed the framework agreement?", "--json"],
                              cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
        calls = server.calls
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert calls >= 1, done.stdout  # the model was asked
    assert "openai" in report["loaded"] and "dagster" not in report["loaded"] and "kagflow.resources.llm" not in report["loaded"]


# issue 20, item 1: `kagflow query` on a small store imports only what its plan needs
LIGHT = ("numpy", "pyarrow", "pydantic", "scipy", "rapidfuzz", "yaml", "rich", "kagflow.knowledge.mapping", "kagflow.incremental",
         "regex")  # regex: lark imports it unless kagflow.lark_runtime hides it


def test_query_on_a_small_store_imports_no_numpy_pyarrow_or_pydantic(minilm_example):
    plan = str(minilm_example / "plans" / "supplier_inflow.txt")
    run_cli("query", str(minilm_example), "--plan", plan)  # the first reader validates kagflow.yaml (pydantic) and caches it
    done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(LIGHT), "query", str(minilm_example), "--plan", plan],
                          cwd=REPO, capture_output=True, text=True, timeout=300,
                          env={k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "OPENAI_"))})
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report["exit"] == 0
    assert report["loaded"] == []
    # the answer the shipped plan has, counted by hand in the example's CSV files (README's example)
    assert "answer: [\"Delta Cells GmbH\", \"Fjord Steel AS\", \"O'Hara, Lamb & Sons\", 1834000]" in done.stdout


def test_ask_without_a_model_imports_no_pydantic_or_scipy(minilm_example):
    report, out = run_cli("ask", str(minilm_example), "Which companies supply Acme Motors?")
    assert report["exit"] == 0
    done = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(["pydantic", "kagflow.project", "scipy"]), "ask",
                           str(minilm_example), "Which companies supply Acme Motors?"], cwd=REPO, capture_output=True,
                          text=True, timeout=300,
                          env={k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "OPENAI_"))})
    assert json.loads(done.stderr.strip().splitlines()[-1])["loaded"] == []
    assert done.stdout == out  # the same answer, evidence and chunks as the first (validating) process printed


def test_one_shot_sql_hops_give_the_index_path_s_answer_and_trace(minilm_example, capsys):
    """A one-shot `kagflow query` on a store below the index threshold runs its hops as SQL; the
    answer, bindings, rows, row counts and sources equal those of the adjacency index's path."""
    from kagflow.pipelines.cli import main
    from kagflow.project import Project
    from kagflow.schema.spg import load_project_schema
    from kagflow.solver.compile import compile_plan
    from kagflow.solver.execute import PlanExecutor
    from kagflow.solver.logical_form import parse_plan
    from kagflow.solver.resolve import resolve_plan
    from kagflow.solver.validate import validate_plan
    from kagflow.store.reader_cache import observed_predicates, one_shot_index_pays
    from kagflow.store.warehouse import open_reader

    plan_file = minilm_example / "plans" / "supplier_inflow.txt"
    assert main(["query", str(minilm_example), "--plan", str(plan_file), "--json"]) == 0
    one_shot = json.loads(capsys.readouterr().out)
    project = Project(minilm_example)
    con = open_reader(project.database_path)
    try:
        assert not one_shot_index_pays(con)  # a small store: the one-shot reader skips the index
        schema = load_project_schema(project.root).with_observed(observed_predicates(con))
        plan = resolve_plan(parse_plan(plan_file.read_text(encoding="utf-8"), "p"), schema, con)
        indexed = PlanExecutor(con, schema, use_index=True).execute(compile_plan(validate_plan(plan, schema, "p"), schema, "p"))
    finally:
        con.close()
    assert {s["engine"] for s in one_shot["steps"] if s["retriever"]} == {"sql"}
    assert {s.engine for s in indexed.steps if s.retriever} == {"index"}
    other = indexed.as_dict()
    for key in ("answer", "bindings", "pairs", "rows", "columns", "evidence"):
        assert one_shot.get(key) == other.get(key), key
    for a, b in zip(one_shot["steps"], other["steps"]):
        assert (a["rows"], a["sources"], a["links"], a["citations"]) == (b["rows"], b["sources"], b["links"], b["citations"])
