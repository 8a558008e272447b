"""``kagflow mcp PROJECT``: a built project as a Model Context Protocol server over stdio.

Tools (each answers a JSON object; an error comes back as an MCP tool error with a located
message, never a crash of the server):

=========== ======================================== =============================================
tool        arguments                                answer
=========== ======================================== =============================================
``ask``     ``question``, ``planning`` (optional),   the ``AskResult`` dict of
            ``k`` (chunks, default 5)                :class:`kagflow.solver.ask.Asker`
``query``   ``plan`` (logical-form text)             as ``kagflow query --json``: answer,
                                                     bindings, steps with retriever/fallback, evidence
``search``  ``question``, ``k`` (default 5)          ``{"hits": [Hit.as_dict(), ...]}`` with citations
=========== ======================================== =============================================

The server uses the ``mcp`` package's ``MCPServer`` (the SDK's FastMCP, renamed in mcp 2). Work
goes through :class:`kagflow.solver.ask.Asker` objects: one is loaded when the server starts (store,
chunk indexes, the query encoder's runtime; a line on stderr says when it is ready, and calls that
arrive earlier wait for it), others when a call finds none idle, and all are kept; when a
build publishes a new store (its file's inode or modification time changes) the next call loads
the new one.

Bounds (``limits:`` in ``kagflow.yaml``): at most ``workers`` calls run at once, each on its own
asker and store connection, so a long call never holds up a short one; a call still running after
``call_timeout_s`` is answered with a timeout error (its DuckDB query interrupted); a question
over ``max_question_chars`` or a plan over ``max_plan_chars`` is refused before any work, as is an
empty question or text that is not UTF-8; a request line over :data:`MAX_REQUEST_BYTES` is
discarded unread and answered with a JSON-RPC error.
"""

from __future__ import annotations

import io
import json
import os
import re
import threading
import time
from collections.abc import Callable
from typing import Any
from pathlib import Path

from kagflow.boundary import MAX_K  # noqa: F401 - the one limit on k, re-exported for the HTTP server
MAX_REQUEST_BYTES = 2 * 1024 * 1024  # one JSON-RPC line: a plan at limits.max_plan_chars fits, escaped


class KagflowToolError(RuntimeError):
    """A tool call that cannot be answered (bad plan, unbuilt or locked store, bad argument)."""


class PoolBusyError(KagflowToolError):
    """Every worker stayed busy while a call waited for one (``kagflow serve`` answers 503)."""


def _asker(project_root: Path):
    """An :class:`~kagflow.solver.ask.Asker` for the project."""
    from kagflow.solver.ask import Asker

    return Asker(project_root)


def _store_version(project_root: Path) -> tuple[int, int] | str | None:
    """``(inode, mtime_ns)`` of the project's published store, or the current snapshot id when
    readers use the object store (``store:``, one GET of its pointer); ``None`` when there is none."""
    from kagflow.project import Project
    from kagflow.store import object_store

    try:
        project = Project(project_root)
        if object_store.reads_object_store(project):
            manifest = object_store.read_pointer(object_store.location_of(project.config))
            return manifest.snapshot if manifest else None
        st = os.stat(project.database_path)
    except (OSError, ValueError, object_store.ObjectStoreError):
        return None
    return st.st_ino, st.st_mtime_ns


def _known_errors() -> tuple[type[BaseException], ...]:
    """Exceptions whose message is the answer (user input or project state), not a bug."""
    import duckdb

    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.ask import AskError
    from kagflow.solver.model import ModelReplyError, SolverModelError
    from kagflow.solver.validate import PlanValidationError

    return (KagflowToolError, ProjectError, SchemaError, LogicalFormSyntaxError, PlanValidationError, PlanExecutionError,
            AskError, SolverModelError, ModelReplyError, duckdb.Error, FileNotFoundError, ValueError, RecursionError)


class AskerPool:
    """Askers for concurrent calls: at most ``size``, each made when a call finds none idle, each
    answering one call at a time (DuckDB temp tables and the model are per connection).

    Each asker is kept with the store version read before it was loaded, so its data is that
    version or a newer one; an idle asker of another version is closed. An asker loaded after a
    publish reads the new store even while askers on the previous one are busy, because
    :func:`kagflow.store.warehouse.open_reader` gives each connection a DuckDB instance of its own.

    Args:
        project_root: the project.
        factory: makes an asker for the project.
        size: the most askers (``limits.workers``).
    """

    def __init__(self, project_root: Path, factory: Callable[[Path], object], size: int):
        self.project_root, self.factory, self.size = project_root, factory, size
        self._cond = threading.Condition()
        self._idle: list[tuple[object, object]] = []  # (store version, asker)
        self._count = 0  # askers made and not closed, idle or busy

    def acquire(self, timeout: float) -> tuple[object, object]:
        """An idle asker on the current store, or a new one; waits up to ``timeout`` seconds
        while ``size`` calls run.

        Raises:
            PoolBusyError: every worker stayed busy for ``timeout`` seconds.
        """
        version = _store_version(self.project_root)
        deadline = time.monotonic() + timeout
        stale: list = []
        with self._cond:
            while True:
                stale += [a for v, a in self._idle if v != version]  # a build published: drop the old ones
                self._idle = [(v, a) for v, a in self._idle if v == version]
                self._count -= len(stale)
                if self._idle:
                    chosen = self._idle.pop()
                    break
                if self._count < self.size:
                    self._count += 1
                    chosen = None
                    break
                left = deadline - time.monotonic()
                if left <= 0 or not self._cond.wait(left):
                    for old in stale:
                        old.close()
                    raise PoolBusyError(f"busy: all {self.size} workers are answering other calls "
                                           "(limits.workers in kagflow.yaml); try again")
        for old in stale:
            old.close()
        if chosen is not None:
            return chosen
        try:
            return version, self.factory(self.project_root)
        except BaseException:
            with self._cond:
                self._count -= 1
                self._cond.notify()
            raise

    def release(self, version: object, asker: object) -> None:
        """Give ``asker`` back after its call (closed instead when a newer store was published)."""
        if version != _store_version(self.project_root):
            asker.close()
            with self._cond:
                self._count -= 1
                self._cond.notify()
            return
        with self._cond:
            self._idle.append((version, asker))
            self._cond.notify()

    def close(self) -> None:
        """Close the idle askers (a busy one is closed by its caller's :meth:`release` later)."""
        with self._cond:
            idle, self._idle = self._idle, []
            self._count -= len(idle)
        for _, asker in idle:
            asker.close()


def warm_pool(pool: AskerPool, timeout: float) -> object:
    """Load one asker of ``pool`` (store, schema, chunk indexes and, through its ``warm``, the
    query encoder) and keep it idle for the first call.

    Returns:
        the store version it loaded (:func:`_store_version`).

    Raises:
        what the asker factory raises (an unbuilt or locked store), or :class:`PoolBusyError`.
    """
    version, asker = pool.acquire(timeout)
    try:
        warm = getattr(asker, "warm", None)
        if warm is not None:
            warm()
    finally:
        pool.release(version, asker)
    return version


def _interrupt(asker: object) -> None:
    """Stop the DuckDB query ``asker`` runs, if any (its connection stays usable)."""
    con = getattr(asker, "con", None)
    try:
        if con is not None:
            con.interrupt()
    except Exception:  # noqa: BLE001 - a closed or foreign connection: nothing to interrupt
        pass


def make_server(project_root: Path, asker_factory: Callable[[Path], object] = _asker, limits=None,
                ready: Callable[[str], None] | None = None, warm: bool = False):
    """The MCP server for one project, with its three tools registered.

    Args:
        project_root: a kagflow project folder (built).
        asker_factory: makes the object the tools call (``ask``/``query``/``search``/``close``).
        limits: a :class:`kagflow.project.LimitsConfig`; default the project's ``limits:``.
        warm: load the project now, on a thread of its own (:func:`warm_pool`), while the
            protocol's handshake goes on; tool calls wait for it (up to ``limits.call_timeout_s``)
            so the first one finds the project loaded.
        ready: with ``warm``, called with one line when the warm-up ended (loaded, or why not).

    Returns:
        an ``mcp.server.mcpserver.MCPServer``; ``.run("stdio")`` serves it (or :func:`serve`,
        which also bounds the request size); ``server.kagflow_pool`` holds its askers and
        ``server.kagflow_ready`` is the event set when the warm-up ended (set at once without ``warm``).
    """
    from mcp.server.mcpserver import MCPServer

    if limits is None:
        from kagflow.project import Project

        limits = Project(project_root).config.limits
    server = MCPServer(name="kagflow", instructions=(
        f"Questions over the kagflow knowledge graph built from {project_root}: `ask` answers a question in words "
        "with cited chunks, `query` runs a logical-form plan, `search` returns the chunks that best match a question."))
    pool = AskerPool(project_root, asker_factory, limits.workers)
    server.kagflow_pool = pool
    server.kagflow_ready = _warm_up(pool, project_root, limits.call_timeout_s, ready) if warm else _set(threading.Event())
    _register_tools(server, _ToolCalls(pool, server.kagflow_ready, limits.call_timeout_s), limits)
    return server


def _set(event: threading.Event) -> threading.Event:
    event.set()
    return event


def _warm_up(pool: "AskerPool", project_root: Path, timeout: float, ready: Callable[[str], None] | None) -> threading.Event:
    """Load one asker of ``pool`` on a thread of its own (:func:`warm_pool`); the returned event is
    set when it ended, and ``ready`` gets one line saying how (loaded in N s, or why not)."""
    warmed = threading.Event()

    def warm() -> None:
        start = time.monotonic()
        try:
            version = warm_pool(pool, timeout)
        except _known_errors() as exc:  # the first call reports it too; the server keeps serving
            message = f"kagflow mcp: warm-up failed ({exc}); calls will load the project"
        else:
            message = (f"kagflow mcp: ready: {project_root} loaded (store {version}) "
                       f"in {time.monotonic() - start:.1f} s")
        finally:
            warmed.set()
        if ready is not None:
            ready(message)

    threading.Thread(target=warm, name="kagflow-mcp-warm-up", daemon=True).start()
    return warmed


class _ToolCalls:
    """How a tool runs: on a worker thread with an asker from the pool, within ``timeout`` seconds
    (past it the asker's DuckDB query is interrupted and the call answers a timeout error), its
    known errors as MCP tool errors with their located message."""

    def __init__(self, pool: "AskerPool", warmed: threading.Event, timeout: float):
        self.pool, self.warmed, self.timeout = pool, warmed, timeout

    def _run(self, fn, state: dict):
        """In a worker thread: an asker from the pool, the call, the asker back."""
        self.warmed.wait(self.timeout)  # the warm asker, not a second cold one
        version, asker = self.pool.acquire(self.timeout)
        try:
            state["asker"] = asker
            if state.get("abandoned"):  # timed out while waiting: nobody reads the answer
                return None
            # plain JSON, as `kagflow query --json` writes it (a date or decimal becomes its text)
            return json.loads(json.dumps(fn(asker), ensure_ascii=False, default=str))
        finally:
            state.pop("asker", None)
            self.pool.release(version, asker)

    async def __call__(self, fn):
        """``fn(asker)``'s result as plain JSON; raises ToolError on a timeout or a known error."""
        import anyio
        from mcp.server.mcpserver.exceptions import ToolError

        state: dict = {}
        try:
            with anyio.fail_after(self.timeout):
                return await anyio.to_thread.run_sync(self._run, fn, state, abandon_on_cancel=True)
        except TimeoutError:
            state["abandoned"] = True
            if "asker" in state:
                _interrupt(state["asker"])
            raise ToolError(f"the call took longer than {self.timeout:g} s (limits.call_timeout_s in kagflow.yaml) "
                            "and was stopped") from None
        except _known_errors() as exc:
            raise ToolError(str(exc)) from exc


def _register_tools(server, call: _ToolCalls, limits) -> None:
    """The three tools, ``ask``, ``query`` and ``search``, their arguments checked at the text
    boundary (:mod:`kagflow.boundary`) before any work."""
    from mcp.server.mcpserver.exceptions import ToolError

    from kagflow.boundary import InputError, check_question, check_text

    def check_k(k: int) -> int:
        from kagflow.boundary import check_k as checked_k

        try:
            return checked_k(k)
        except InputError as exc:
            raise ToolError(str(exc)) from None

    def checked(check, *args):
        try:
            return check(*args)
        except InputError as exc:
            raise ToolError(str(exc)) from None

    @server.tool(structured_output=True, description="Answer a question about the project in words, with the chunks it cites and the plan it ran.")
    async def ask(question: str, planning: str | None = None, k: int = 5, planner: str | None = None,
                  after: list[str] | None = None) -> dict[str, Any]:
        """``after``: the earlier questions this one follows, oldest first (a follow-up's pronoun reads their entity)."""
        question = checked(check_question, question, limits.max_question_chars)
        if after is not None and len(after) > 10:
            raise ToolError(f"after holds at most 10 earlier questions, not {len(after)}")
        after = [checked(check_question, q, limits.max_question_chars) for q in after or []]
        if planning is not None:
            planning = checked(check_text, planning, "planning", 64)
        if planner is not None and planner not in ("auto", "schema", "model"):
            raise ToolError(f"planner must be 'auto', 'schema' or 'model', not {planner[:40]!r}")
        check_k(k)
        kwargs = {"k": k, "after": after} if planning is None else {"k": k, "planning": planning, "after": after}
        if planner is not None:
            kwargs["planner"] = planner

        return await call(lambda a: a.ask(question, **kwargs).as_dict())

    @server.tool(structured_output=True, description="Run a logical-form plan (KAG's Retrieval/Math/Sort/Output steps) and return the answer "
                             "with its per-step trace, as `kagflow query --json`.")
    async def query(plan: str) -> dict[str, Any]:
        plan = checked(lambda text: check_text(text, "the plan", limits.max_plan_chars, source="<plan>"), plan)
        return await call(lambda a: a.query(plan).as_dict())

    @server.tool(structured_output=True, description="The k chunks that best match a question, each with its citation (file, line range, page, section, the hash of its text) and those as fields.")
    async def search(question: str, k: int = 5) -> dict[str, Any]:
        question = checked(check_question, question, limits.max_question_chars)
        check_k(k)
        return await call(lambda a: {"hits": [h.as_dict() for h in a.search(question, k)]})


_REQUEST_ID = re.compile(rb'"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)')  # JSON-RPC framing, not model text


class _WireOut:
    """The protocol's standard output: whole lines, one writer at a time (the SDK's messages and
    this module's answers to oversized requests)."""

    def __init__(self, binary):
        self._binary, self._lock = binary, threading.Lock()

    def write_line_now(self, text: str) -> None:
        with self._lock:
            self._binary.write(text.encode("utf-8"))
            self._binary.flush()

    async def write(self, text: str) -> None:
        import anyio

        await anyio.to_thread.run_sync(self.write_line_now, text)

    async def flush(self) -> None:  # every write is flushed
        return None


class _BoundedLines:
    """The protocol's standard input as lines of text, each at most ``limit`` bytes: a longer
    line is read past in pieces (never held whole) and answered with a JSON-RPC error naming the
    limit, so a 1 GB request costs a bounded amount of memory and no worker time."""

    def __init__(self, binary, out: _WireOut, limit: int):
        self._binary, self._out, self._limit = binary, out, limit

    def _next(self) -> str | None:
        while True:
            line = self._binary.readline(self._limit + 1)
            if not line:
                return None
            if len(line) <= self._limit:
                text = line.decode("utf-8", "replace")  # as the SDK reads it
                if text.strip():
                    try:
                        json.loads(text)
                    except ValueError:  # the SDK would drop it unanswered: JSON-RPC's parse error instead
                        self._out.write_line_now(json.dumps({"jsonrpc": "2.0", "id": None, "error": {
                            "code": -32700, "message": "parse error: the line is not JSON"}}) + "\n")
                        continue
                return text
            found = _REQUEST_ID.search(line[:4096])
            tail = line
            while tail and not tail.endswith(b"\n"):  # the rest of the line, in bounded pieces
                tail = self._binary.readline(1 << 20)
            if found is not None:
                self._out.write_line_now(json.dumps({"jsonrpc": "2.0", "id": json.loads(found.group(1)), "error": {
                    "code": -32600, "message": f"request larger than {self._limit:,} bytes; refused unread"}}) + "\n")

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        import anyio

        line = await anyio.to_thread.run_sync(self._next, abandon_on_cancel=True)
        if line is None:
            raise StopAsyncIteration
        return line


async def _run_stdio(server, max_request_bytes: int) -> None:
    """``server.run("stdio")`` with request lines bounded (:class:`_BoundedLines`). As the SDK
    does, the protocol moves to private descriptors: fd 0 reads the null device and fd 1 writes to
    standard error, so a stray print cannot corrupt the protocol."""
    from mcp.server.stdio import stdio_server

    wire_in, wire_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    out = _WireOut(io.open(wire_out, "wb", buffering=0))
    lines = _BoundedLines(io.open(wire_in, "rb"), out, max_request_bytes)
    try:
        async with stdio_server(stdin=lines, stdout=out) as (read_stream, write_stream):
            await server._lowlevel_server.run(read_stream, write_stream, server._lowlevel_server.create_initialization_options())
    finally:
        os.dup2(wire_in, 0)
        os.dup2(wire_out, 1)


def serve(project_root: Path, max_request_bytes: int = MAX_REQUEST_BYTES,
          ready: Callable[[str], None] | None = None) -> None:
    """Serve the project's tools over stdio until the client closes the stream. The project is
    loaded when the server starts (:func:`make_server` with ``warm``), not on the first call.

    Args:
        project_root: a built project.
        max_request_bytes: the longest request line read (:data:`MAX_REQUEST_BYTES`).
        ready: called with one line when the warm-up ended (``kagflow mcp`` writes it to stderr).
    """
    import anyio

    closers: list = []

    def factory(root: Path):
        made = _asker(root)
        closers.append(made)
        return made

    try:
        anyio.run(_run_stdio, make_server(project_root, factory, ready=ready, warm=True), max_request_bytes)
    finally:
        for made in closers:
            made.close()
