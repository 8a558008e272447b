"""``kagflow mcp`` bounds (issue 19): text arguments checked at the boundary, a question's length
capped, a long call never holding up a short one, a per-call timeout, a bounded request line.

In process (``mcp.Client`` on the server object) with a fake asker, so that the timing is the
server's and not a model's; the stdio transport itself: tests/pipelines/test_mcp_server.py and
:func:`test_an_oversized_request_line_is_answered_unread`.
"""

from __future__ import annotations

import io
import json
import threading
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client

from kagflow.pipelines.mcp_server import _BoundedLines, _WireOut, make_server
from kagflow.project import LimitsConfig


class FakeAnswer:
    def __init__(self, data):
        self.data = data

    def as_dict(self):
        return self.data


class FakeAsker:
    """``ask("slow ...")`` sleeps ``slow_s`` seconds; every other call answers at once."""

    made: list = []
    slow_started = threading.Event()  # set once a slow call holds its worker

    def __init__(self, slow_s: float = 3.0):
        self.slow_s, self.closed = slow_s, False
        FakeAsker.made.append(self)

    def ask(self, question, **kwargs):
        if question.startswith("slow"):
            FakeAsker.slow_started.set()
            time.sleep(self.slow_s)
        return FakeAnswer({"question": question, "thread": threading.get_ident(), "after": kwargs.get("after")})

    def query(self, plan):
        return FakeAnswer({"plan": plan})

    def search(self, question, k):
        return []

    def close(self):
        self.closed = True


def server(**limits):
    return make_server(Path("."), lambda _root: FakeAsker(), limits=LimitsConfig(**limits))


async def _call(srv, name, arguments):
    async with Client(srv) as client:
        return await client.call_tool(name, arguments)


def call(srv, name, arguments):
    return anyio.run(_call, srv, name, arguments)


@pytest.mark.parametrize(("arguments", "message"), [
    ({"question": "Where is Acme \udce9?"}, "<question>:1:15: byte 14 (0xe9) is not valid UTF-8"),
    ({"question": "x\ud800"}, "<question>:1:2: U+D800 is a lone surrogate, not a character"),
    ({"question": "   "}, "the question is empty"),
    ({"question": "x" * 1_000_000}, "the question is 1,000,000 characters long; the limit is 4,096"),
])
def test_bad_questions_are_refused_before_any_work(arguments, message):
    for tool in ("ask", "search"):
        started = time.monotonic()
        result = call(server(), tool, arguments)
        assert result.is_error and message in result.content[0].text, result.content[0].text
        assert time.monotonic() - started < 1


def test_the_questions_a_follow_up_follows_reach_the_asker_checked():
    result = call(server(), "ask", {"question": "And when was it founded?", "after": ["Which country is Fjord Steel AS in?"]})
    assert not result.is_error and result.structured_content["after"] == ["Which country is Fjord Steel AS in?"]
    result = call(server(), "ask", {"question": "And when?", "after": ["   "]})
    assert result.is_error and "the question is empty" in result.content[0].text
    result = call(server(), "ask", {"question": "And when?", "after": ["Acme?"] * 11})
    assert result.is_error and "at most 10" in result.content[0].text


def test_a_plan_is_checked_like_a_file():
    result = call(server(max_plan_chars=100), "query", {"plan": "Output(o1)\n\udcff"})
    assert result.is_error and "<plan>:2:1: byte 11 (0xff) is not valid UTF-8" in result.content[0].text
    result = call(server(max_plan_chars=100), "query", {"plan": "x" * 101})
    assert result.is_error and "the plan is 101 characters long; the limit is 100" in result.content[0].text


def test_a_long_call_does_not_hold_up_a_short_one():
    srv = server(workers=2)
    done: dict[str, float] = {}

    async def both():
        async with Client(srv) as client:
            started = time.monotonic()

            async def one(question):
                result = await client.call_tool("ask", {"question": question})
                assert not result.is_error, result.content[0].text
                done[question] = time.monotonic() - started

            async with anyio.create_task_group() as tg:
                tg.start_soon(one, "slow question")
                await anyio.sleep(0.2)  # the slow one holds its worker
                tg.start_soon(one, "quick question")

    anyio.run(both)
    assert done["quick question"] < 1.5 < done["slow question"]


def test_a_call_past_the_timeout_is_stopped_and_the_server_goes_on():
    srv = server(call_timeout_s=0.5, workers=1)

    async def calls():
        async with Client(srv) as client:
            started = time.monotonic()
            slow = await client.call_tool("ask", {"question": "slow question"})
            took = time.monotonic() - started
            await anyio.sleep(3)  # the abandoned call gives its worker back when it ends
            quick = await client.call_tool("ask", {"question": "quick"})
            return slow, took, quick

    slow, took, quick = anyio.run(calls)
    assert slow.is_error and "took longer than 0.5 s (limits.call_timeout_s in kagflow.yaml)" in slow.content[0].text
    assert took < 1.5
    assert not quick.is_error


def test_all_workers_busy_is_one_line_not_a_hang():
    srv = server(call_timeout_s=1, workers=1)

    async def calls():
        async with Client(srv) as client:
            results = {}

            async def one(question):
                results[question] = await client.call_tool("ask", {"question": question})

            async with anyio.create_task_group() as tg:
                tg.start_soon(one, "slow a")
                # the quick call comes only once the slow one holds the one worker (a loaded machine
                # may take longer than any fixed sleep to start it)
                await anyio.to_thread.run_sync(FakeAsker.slow_started.wait, 10)
                tg.start_soon(one, "quick b")
            return results

    FakeAsker.slow_started.clear()
    results = anyio.run(calls)
    assert results["quick b"].is_error
    assert "busy: all 1 workers are answering other calls" in results["quick b"].content[0].text \
        or "took longer than" in results["quick b"].content[0].text


def test_an_oversized_request_line_is_answered_unread():
    wire = io.BytesIO()
    big = b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"ask","arguments":{"question":"' + b"x" * 5000 + b'"}}}\n'
    small = b'{"jsonrpc":"2.0","id":8,"method":"ping"}\n'
    lines = _BoundedLines(io.BufferedReader(io.BytesIO(big + small), buffer_size=256), _WireOut(wire), limit=1000)
    assert lines._next() == small.decode()  # the big line is skipped ...
    answer = json.loads(wire.getvalue())  # ... and answered with its id
    assert answer["id"] == 7 and answer["error"]["code"] == -32600
    assert "larger than 1,000 bytes" in answer["error"]["message"]
    assert lines._next() is None


def test_a_line_that_is_not_json_gets_a_parse_error_not_silence():
    wire = io.BytesIO()
    good = b'{"jsonrpc":"2.0","id":8,"method":"ping"}\n'
    lines = _BoundedLines(io.BufferedReader(io.BytesIO(b"{bad json\n" + good)), _WireOut(wire), limit=1000)
    assert lines._next() == good.decode()  # the bad line is answered and read past
    answer = json.loads(wire.getvalue())
    assert answer["id"] is None and answer["error"]["code"] == -32700
    assert lines._next() is None


class WarmAsker(FakeAsker):
    """A FakeAsker that records its warm-up (the query encoder's load in a real asker)."""

    def __init__(self):
        super().__init__()
        self.warmed = threading.Event()

    def warm(self):
        time.sleep(0.3)  # a load that takes a while: a call arriving meanwhile waits for it
        self.warmed.set()


def test_a_warm_server_loads_its_asker_before_the_first_call_and_says_so():
    lines: list[str] = []
    made: list[WarmAsker] = []

    def factory(_root):
        made.append(WarmAsker())
        return made[-1]

    srv = make_server(Path("."), factory, limits=LimitsConfig(workers=2), ready=lines.append, warm=True)
    assert srv.kagflow_ready.wait(10)  # no call made: the asker was loaded and warmed at start
    assert len(made) == 1 and made[0].warmed.is_set()
    assert len(lines) == 1 and lines[0].startswith("kagflow mcp: ready:")
    result = call(srv, "ask", {"question": "first"})
    assert not result.is_error
    assert len(made) == 1  # the first call took the warm asker, not a new cold one


def test_a_call_during_the_warm_up_waits_for_the_warm_asker():
    made: list[WarmAsker] = []

    def factory(_root):
        made.append(WarmAsker())
        return made[-1]

    srv = make_server(Path("."), factory, limits=LimitsConfig(workers=2), warm=True)
    result = call(srv, "ask", {"question": "right away"})  # sent while warm() still sleeps
    assert not result.is_error and len(made) == 1 and made[0].warmed.is_set()


def test_a_failed_warm_up_is_reported_and_the_server_still_answers():
    from kagflow.solver.ask import AskError

    lines: list[str] = []
    attempts: list[int] = []

    def factory(_root):
        attempts.append(1)
        if len(attempts) == 1:
            raise AskError("the store is held by a build")
        return FakeAsker()

    srv = make_server(Path("."), factory, limits=LimitsConfig(workers=1), ready=lines.append, warm=True)
    assert srv.kagflow_ready.wait(10)
    assert lines == ["kagflow mcp: warm-up failed (the store is held by a build); calls will load the project"]
    assert not call(srv, "ask", {"question": "later"}).is_error
