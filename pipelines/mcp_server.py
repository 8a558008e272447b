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
goes through one :class:`kagflow.solver.ask.Asker`, loaded on the first call and kept (the encoder
and the chunk indexes load once, so later calls are fast); when a build publishes a new store
(its file's inode or modification time changes) the next call loads the new one.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from typing import Any
from pathlib import Path

MAX_K = 100


class KagflowToolError(RuntimeError):
    """A tool call that cannot be answered (bad plan, unbuilt or locked store, bad argument)."""


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


def make_server(project_root: Path, asker_factory: Callable[[Path], object] = _asker):
    """The MCP server for one project, with its three tools registered.

    Args:
        project_root: a kagflow project folder (built).
        asker_factory: makes the object the tools call (``ask``/``query``/``search``/``close``).

    Returns:
        an ``mcp.server.mcpserver.MCPServer``; ``.run("stdio")`` serves it.
    """
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError

    server = MCPServer(name="kagflow", instructions=(
        f"Questions over the kagflow knowledge graph built from {project_root}: `ask` answers a question in words "
        "with cited chunks, `query` runs a logical-form plan, `search` returns the chunks that best match a question."))
    lock = threading.Lock()  # one call at a time: DuckDB temp tables and the model are per connection
    holder: list = []  # [(store version, asker)]

    def asker():
        version = _store_version(project_root)
        if holder and holder[0][0] != version:  # a build published a new store: load it
            holder.pop()[1].close()
        if not holder:
            holder.append((version, asker_factory(project_root)))
        return holder[0][1]

    def call(fn):
        with lock:
            try:
                # plain JSON, as `kagflow query --json` writes it (a date or decimal becomes its text)
                return json.loads(json.dumps(fn(asker()), ensure_ascii=False, default=str))
            except _known_errors() as exc:
                raise ToolError(str(exc)) from exc

    def check_k(k: int) -> int:
        if not 1 <= k <= MAX_K:
            raise ToolError(f"k must be between 1 and {MAX_K}, not {k}")
        return k

    @server.tool(structured_output=True, description="Answer a question about the project in words, with the chunks it cites and the plan it ran.")
    def ask(question: str, planning: str | None = None, k: int = 5) -> dict[str, Any]:
        check_k(k)
        kwargs = {"k": k} if planning is None else {"k": k, "planning": planning}

        return call(lambda a: a.ask(question, **kwargs).as_dict())

    @server.tool(structured_output=True, description="Run a logical-form plan (KAG's Retrieval/Math/Sort/Output steps) and return the answer "
                             "with its per-step trace, as `kagflow query --json`.")
    def query(plan: str) -> dict[str, Any]:
        return call(lambda a: a.query(plan).as_dict())

    @server.tool(structured_output=True, description="The k chunks that best match a question, each with its citation (file, page or section, hash).")
    def search(question: str, k: int = 5) -> dict[str, Any]:
        check_k(k)
        return call(lambda a: {"hits": [h.as_dict() for h in a.search(question, k)]})

    return server


def serve(project_root: Path) -> None:
    """Serve the project's tools over stdio until the client closes the stream."""
    closers: list = []

    def factory(root: Path):
        made = _asker(root)
        closers.append(made)
        return made

    try:
        make_server(project_root, factory).run("stdio")
    finally:
        for made in closers:
            made.close()
