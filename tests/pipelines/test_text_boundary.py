"""Text entering through argv and standard input (issue 19, items 1 and 5): a byte that is not
UTF-8, or a question over ``limits.max_question_chars``, is one located line and exit 2 before
any work starts, never a ``UnicodeEncodeError`` or a DuckDB cast error."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time

import pytest

from kagflow.pipelines.cli import main
from tests.conftest import copy_example

PLAN = b"Action1: Retrieval(s=s1:Company[`Acme \xe9`], p=p1:country, o=o1:Text)\nAction2: Output(o1)\n"


class _Stdin(io.TextIOWrapper):
    """Standard input as the C locale gives it: bytes that are not UTF-8 become surrogate escapes."""

    def __init__(self, data: bytes):
        super().__init__(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")


@pytest.fixture
def project(tmp_path):
    return copy_example(tmp_path / "acme")


def test_a_plan_on_stdin_that_is_not_utf8_is_a_located_exit_2(project, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", _Stdin(PLAN))
    assert main(["query", str(project), "--plan", "-"]) == 2
    # 0xe9 follows 38 bytes of line 1: column 39, byte 38
    assert capsys.readouterr().err.strip() == "error: <stdin>:1:39: byte 38 (0xe9) is not valid UTF-8; send the plan as UTF-8"


def test_a_replaced_stdin_holding_surrogate_escapes_is_located_too(project, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(PLAN.decode("utf-8", "surrogateescape")))
    assert main(["query", str(project), "--plan", "-"]) == 2
    assert capsys.readouterr().err.strip() == "error: <stdin>:1:39: byte 38 (0xe9) is not valid UTF-8; send the plan as UTF-8"


def test_a_question_argument_that_is_not_utf8_is_a_located_exit_2(project, capsys):
    question = os.fsdecode(b"Where is Acme \xe9?")  # as argv gives it: a surrogate escape
    assert main(["ask", str(project), question]) == 2
    assert capsys.readouterr().err.strip() == "error: <question>:1:15: byte 14 (0xe9) is not valid UTF-8; pass the text as UTF-8"
    assert main(["query", str(project), "--plan", "-", "--question", question]) == 2
    assert "error: --question:1:15: byte 14 (0xe9)" in capsys.readouterr().err


def test_a_question_over_the_limit_is_refused_at_once(project, capsys):
    started = time.monotonic()
    assert main(["ask", str(project), "x" * 100_000]) == 2
    assert time.monotonic() - started < 1
    assert capsys.readouterr().err.strip() == (
        "error: the question is 100,000 characters long; the limit is 4,096 (limits.max_question_chars in kagflow.yaml)")
    (project / "kagflow.yaml").write_text("limits: {max_question_chars: 10}\n", encoding="utf-8")
    assert main(["ask", str(project), "eleven char"]) == 2
    assert "the limit is 10 " in capsys.readouterr().err


def test_the_probe_repros_as_processes_give_one_line(project):
    """The issue's commands, as a user runs them: real argv bytes, real standard input."""
    env = dict(os.environ, LC_ALL="C", PYTHONUTF8="0")
    cli = [sys.executable, "-m", "kagflow.pipelines.cli"]
    done = subprocess.run([*cli, "query", str(project), "--plan", "-"], input=PLAN, capture_output=True, env=env, timeout=120)
    assert done.returncode == 2 and done.stderr.decode().strip() == \
        "error: <stdin>:1:39: byte 38 (0xe9) is not valid UTF-8; send the plan as UTF-8"
    done = subprocess.run([*map(os.fsencode, cli), b"ask", os.fsencode(project), b"Acme \xe9"],
                          capture_output=True, env=env, timeout=120)
    assert done.returncode == 2 and b"Traceback" not in done.stderr
    assert done.stderr.decode().strip() == "error: <question>:1:6: byte 5 (0xe9) is not valid UTF-8; pass the text as UTF-8"
