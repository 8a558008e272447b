"""Property test of the text boundary (issue 19), on a built project: arbitrary bytes into a plan on standard input,
a plan file, a question argument (as argv decodes it) and the MCP argument checks give an answer
or a documented error (one line, exit 1 or 2), never an exception a user would see. The probe's
stdin case is among the examples (it reached DuckDB's ``Unable to cast`` before)."""

from __future__ import annotations

import io
import os
import sys

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from kagflow.boundary import InputError, check_question, check_text
from kagflow.pipelines.cli import main
from tests.conftest import built_example

#: Bytes that look like a plan now and then: plan tokens mixed with arbitrary bytes.
TOKENS = [b"Action1: ", b"Retrieval(", b"s=s1:Company[`", b"Acme Motors", b"`]", b", p=p1:country", b", o=o1:Text)",
          b"\nAction2: Output(o1)\n", b"\xe9", b"\xed\xa0\x80", b"\xff", b"\x00", "三角".encode(), b"\\u", b"9" * 50]
PLAN_BYTES = st.lists(st.one_of(st.sampled_from(TOKENS), st.binary(max_size=8)), max_size=12).map(b"".join)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    return built_example(tmp_path_factory, "boundary")  # built: a plan that parses reaches DuckDB


def _one_line_error(code: int, err: str) -> None:
    """Exit 1 or 2 with the documented form: ``error: ...`` (a syntax error may add the line and
    a caret under it), no traceback, no Python exception name."""
    assert code in (1, 2), err
    assert err.startswith("error: ") and len(err.strip().splitlines()) <= 3, err
    assert not any(word in err for word in ("Traceback", "UnicodeEncodeError", "UnicodeDecodeError", "Unable to cast")), err


@SETTINGS
@given(data=PLAN_BYTES)
@example(data=b"Action1: Retrieval(s=s1:Company[`Acme \xe9`], p=p1:country, o=o1:Text)\nAction2: Output(o1)\n")
def test_any_bytes_on_stdin(project, capsys, monkeypatch, data):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape"))
    code = main(["query", str(project), "--plan", "-"])
    if code != 0:
        _one_line_error(code, capsys.readouterr().err)


@SETTINGS
@given(data=PLAN_BYTES)
def test_any_bytes_in_a_plan_file(project, tmp_path_factory, capsys, data):
    plan = tmp_path_factory.mktemp("plan") / "plan.txt"
    plan.write_bytes(data)
    code = main(["query", str(project), "--plan", str(plan)])
    if code != 0:
        _one_line_error(code, capsys.readouterr().err)


@SETTINGS
@given(data=st.binary(max_size=40).filter(lambda b: b"\x00" not in b))  # argv cannot hold NUL
def test_any_bytes_as_a_question(project, capsys, data):
    code = main(["ask", str(project), "--", os.fsdecode(data)])  # "--": a question may start with "-"
    if code != 0:
        _one_line_error(code, capsys.readouterr().err)


@SETTINGS
@given(value=st.one_of(st.text(), st.binary().map(os.fsdecode), st.integers(), st.none(), st.lists(st.text(max_size=3))))
def test_any_mcp_argument_is_text_or_one_line(value):
    try:
        assert check_question(value, 4096) == value
        assert check_text(value, "the plan", 4096) == value
    except InputError as exc:
        assert "\n" not in str(exc)
