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
