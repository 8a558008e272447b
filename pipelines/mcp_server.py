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
goes through :class:`kagflow.solver.ask.Asker` when that module is installed; until then a small
adapter here runs ``query`` and ``search`` itself (PlanExecutor + ChunkSearch) and ``ask`` reports
that it is not available. Each call opens the store read-only and closes it again, so a rebuild
between calls is seen and a build is never blocked for longer than one call.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

MAX_K = 100


class KagflowToolError(RuntimeError):
    """A tool call that cannot be answered (bad plan, unbuilt or locked store, bad argument)."""


class _PlanAdapter:
    """Stand-in for :class:`kagflow.solver.ask.Asker` (``query`` and ``search`` only).

    TO BE REPLACED by ``Asker`` once ``kagflow.solver.ask`` is merged; it exists so the server and
    its tests run before that.
    """

    def __init__(self, project_root: Path):
        from kagflow.project import Project

        self.project = Project(project_root)

    def _open(self):
        path = self.project.database_path
        if not path.exists():
            raise KagflowToolError(f"{self.project.root} has not been built; run `kagflow build {self.project.root}` first")
        from kagflow.store.warehouse import StoreBusyError, open_reader

        try:  # retries briefly while another writer holds the store; a build never does
            return open_reader(path)
        except (StoreBusyError, FileNotFoundError) as exc:
            raise KagflowToolError(str(exc)) from exc

    def query(self, plan_text: str):
        """Run a plan like ``kagflow query``; returns an :class:`~kagflow.solver.execute.Answer`."""
        from kagflow.knowledge.mapping import observed_predicates
        from kagflow.pipelines.cli import project_chunk_search
        from kagflow.schema.spg import load_project_schema
        from kagflow.solver.compile import compile_plan
        from kagflow.solver.execute import PlanExecutor
        from kagflow.solver.logical_form import parse_plan
        from kagflow.solver.validate import validate_plan

        schema = load_project_schema(self.project.root)
        plan = parse_plan(plan_text, "<plan>")
        con = self._open()
        try:
            schema = schema.with_observed(observed_predicates(con))
            compiled = compile_plan(validate_plan(plan, schema, "<plan>"), schema, "<plan>")
            return PlanExecutor(con, schema, self.project.config.fuzzy_link_threshold,
                                chunk_search=project_chunk_search(con)).execute(compiled)
        finally:
            con.close()

    def search(self, question: str, k: int = 5):
        """The top ``k`` chunks for ``question`` (list of :class:`~kagflow.solver.retrievers.base.Hit`)."""
        from kagflow.pipelines.cli import project_chunk_search

        con = self._open()
        try:
            return project_chunk_search(con).search(question, k)
        finally:
            con.close()

    def close(self) -> None:
        """Nothing is held between calls."""


def _asker(project_root: Path):
    """An ``Asker`` for the project (``kagflow.solver.ask``), else the stand-in adapter."""
    try:
        from kagflow.solver.ask import Asker
    except ImportError:
        return _PlanAdapter(project_root)
    return Asker(project_root)


def _known_errors() -> tuple[type[BaseException], ...]:
    """Exceptions whose message is the answer (user input or project state), not a bug."""
    import duckdb

    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    return (KagflowToolError, ProjectError, SchemaError, LogicalFormSyntaxError, PlanValidationError, PlanExecutionError,
            duckdb.Error, FileNotFoundError, ValueError, RecursionError)


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
    holder: list = []

    def asker():
        if not holder:
            holder.append(asker_factory(project_root))
        return holder[0]

    def call(fn):
        with lock:
            try:
                return fn(asker())
            except _known_errors() as exc:
                raise ToolError(str(exc)) from exc

    def check_k(k: int) -> int:
        if not 1 <= k <= MAX_K:
            raise ToolError(f"k must be between 1 and {MAX_K}, not {k}")
        return k

    @server.tool(description="Answer a question about the project in words, with the chunks it cites and the plan it ran.")
    def ask(question: str, planning: str | None = None, k: int = 5) -> dict:
        check_k(k)
        if not hasattr(asker(), "ask"):
            raise ToolError("ask is not available in this kagflow (kagflow.solver.ask is not installed); use query or search")
        kwargs = {"k": k} if planning is None else {"k": k, "planning": planning}
        return call(lambda a: a.ask(question, **kwargs).as_dict())

    @server.tool(description="Run a logical-form plan (KAG's Retrieval/Math/Sort/Output steps) and return the answer "
                             "with its per-step trace, as `kagflow query --json`.")
    def query(plan: str) -> dict:
        return call(lambda a: a.query(plan).as_dict())

    @server.tool(description="The k chunks that best match a question, each with its citation (file, page or section, hash).")
    def search(question: str, k: int = 5) -> dict:
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
