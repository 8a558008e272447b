"""``kagflow serve PROJECT``: a built project as an HTTP JSON API (FastAPI on uvicorn) with
OpenAPI docs at ``/docs``, and a web page at ``/`` to ask, search and walk the graph.

========================= ======================================================================
route                     answer
========================= ======================================================================
``POST /api/ask``         ``{question, planning?, k?, planner?, after?}`` → the ``kagflow ask --json`` object
``POST /api/query``       ``{plan, question?, strict?}`` → the ``kagflow query --json`` object
``GET|POST /api/search``  ``q``/``question``, ``k`` → ``{"hits": [...]}``, each with its citation
``GET /api/entities``     ``q`` → entities whose name, alias or key is ``q`` (then names holding it)
``GET /api/entity``       ``id`` or ``name`` → facts with sources, neighbours, aliases, merges
``GET /api/neighbourhood`` ``id`` (repeatable), ``depth``, ``max_nodes``, ``max_edges`` → nodes, edges,
                          predicates, sources (bounded; ``truncated`` says when cut)
``GET /api/chunks/{id}``  the cited chunk with its document text around it and its line range
``GET /api/records``      ``doc_id``, ``line`` → the cited table row
``GET /api/health``       ``{"status": "ok", "ready": ...}``: whether the warm-up loaded the project
                          (``warm_up_error`` says why not) and the store version being served
========================= ======================================================================

The project is opened through the same pieces as ``kagflow mcp``
(:class:`kagflow.pipelines.mcp_server.AskerPool` of :class:`kagflow.solver.ask.Asker` objects):
loaded once at start-up, query encoder included (warm before the first request; ``/api/health``
says ``ready``), read-only, and reloaded by the first
request after a build publishes; a request in flight keeps the snapshot it started on, so a
publish gives every request either the old answer or the new one.

Bounds: a request body over ``serve.max_request_bytes`` is refused unread (413); at most
``limits.workers`` calls run at once and a call that finds no worker free within
``serve.queue_wait_s`` is refused (503); a call past ``limits.call_timeout_s`` is answered 504 and
its DuckDB query interrupted; questions and plans pass the CLI's checks
(:mod:`kagflow.boundary`). Errors are ``{"error": {"status", "kind", "message"}}`` with the CLI's
located message; no traceback reaches a client (an unexpected fault is logged here and answered
500 with one line). With an API key (``serve.api_key`` or ``KAGFLOW_API_KEY``) every ``/api``
route but health needs it as ``X-API-Key`` or ``Authorization: Bearer``; binding beyond loopback
refuses to start without one.
"""

# no `from __future__ import annotations`: FastAPI reads the routes' annotations, which name types imported
# in the functions that register them

import hmac
import ipaddress
import json
import logging
import os
import threading
from collections.abc import Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from kagflow.pipelines.mcp_server import (
    MAX_K, AskerPool, PoolBusyError, _asker, _interrupt, _known_errors, _store_version, warm_pool,
)

WEB = Path(__file__).resolve().parent / "web"
API_KEY_ENV = "KAGFLOW_API_KEY"
log = logging.getLogger("kagflow.serve")


class ServeError(Exception):
    """A request answered with an error status and a located message."""

    def __init__(self, status: int, message: str, kind: str = "bad_request"):
        super().__init__(message)
        self.status, self.message, self.kind = status, message, kind


def is_loopback(host: str) -> bool:
    """Whether ``host`` (an address or ``localhost``) is only reachable from this machine."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def api_key_for(config) -> str | None:
    """The API key the server requires: ``KAGFLOW_API_KEY`` when set, else ``serve.api_key``."""
    return os.environ.get(API_KEY_ENV) or config.serve.api_key


def error_status(exc: BaseException) -> tuple[int, str]:
    """``(HTTP status, kind)`` for an exception whose message is the answer (see :func:`_known_errors`)."""
    import duckdb

    from kagflow.boundary import InputError
    from kagflow.project import ProjectError
    from kagflow.schema.spg import SchemaError
    from kagflow.solver.ask import AskError
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.model import ModelReplyError, SolverModelError
    from kagflow.solver.validate import PlanValidationError

    if isinstance(exc, PoolBusyError):
        return 503, "busy"
    if isinstance(exc, LogicalFormSyntaxError):
        return 400, "syntax"
    if isinstance(exc, PlanValidationError):
        return 400, "validation"
    if isinstance(exc, (InputError, ValueError, RecursionError)) and not isinstance(exc, (ProjectError, SchemaError)):
        return 400, "bad_request"
    if isinstance(exc, PlanExecutionError):
        return 422, "execution"
    if isinstance(exc, (SolverModelError, ModelReplyError)):
        return 502, "model"
    if isinstance(exc, (AskError, ProjectError, SchemaError, FileNotFoundError, duckdb.IOException,
                        duckdb.ConnectionException)):
        return 503, "unavailable"
    return 500, "internal"


# -- request bodies ---------------------------------------------------------------------------
class AskBody(BaseModel):
    """``POST /api/ask``."""

    question: str = Field(description="the question, any language", examples=["Which companies supply Acme Motors?"])
    planning: Literal["static", "iterative"] = Field("static", description="whole plan first, or one step at a time")
    k: int = Field(5, description=f"passages to retrieve (1 to {MAX_K})")  # checked by boundary.check_k: one message
    planner: Literal["auto", "schema", "model"] = Field("auto", description="as `kagflow ask --planner`")
    after: list[str] = Field(default_factory=list, max_length=10, description=(
        "the earlier questions this one follows, oldest first (as `kagflow ask --after`): a follow-up's pronoun "
        "(\"And when was it founded?\") is read as the entity the last of them named or answered"))


class QueryBody(BaseModel):
    """``POST /api/query``."""

    plan: str = Field(description="a logical-form plan, canonical or in KAG's dialect", examples=[
        "Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:country, o=o1:Text)\nAction2: Output(o1)"])
    question: str | None = Field(None, description="the question the plan answers: context for reading its predicate words")
    strict: bool = Field(False, description="read no predicate or type against the data")


class SearchBody(BaseModel):
    """``POST /api/search``."""

    question: str = Field(description="text to find passages for")
    k: int = Field(5, description=f"passages to retrieve (1 to {MAX_K})")


class ErrorDetail(BaseModel):
    """What went wrong, located as on the command line."""

    status: int
    kind: str = Field(description="syntax | validation | bad_request | not_found | too_large | unauthorized | busy | "
                                  "timeout | execution | model | unavailable | internal")
    message: str


class ErrorBody(BaseModel):
    """Every error answer."""

    error: ErrorDetail


ERRORS = {code: {"model": ErrorBody, "description": text} for code, text in (
    (400, "bad input: the located message"), (401, "missing or wrong API key"), (404, "no such entity, chunk or record"),
    (413, "request body too large"), (503, "every worker busy, or the project cannot be opened"),
    (504, "the call ran past limits.call_timeout_s"))}


def _error_response(status: int, kind: str, message: str, headers: dict | None = None):
    from starlette.responses import JSONResponse

    return JSONResponse({"error": {"status": status, "kind": kind, "message": message}}, status_code=status, headers=headers)


class BodyLimit:
    """ASGI middleware: a request body over ``limit`` bytes is answered 413 without being read
    (a declared ``Content-Length``) or as soon as the bytes received pass the limit (chunked)."""

    def __init__(self, app, limit: int):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        message = f"request body larger than {self.limit:,} bytes (serve.max_request_bytes in kagflow.yaml); refused unread"
        for name, value in scope.get("headers", ()):
            if name == b"content-length":
                try:
                    too_large = int(value) > self.limit
                except ValueError:
                    return await _error_response(400, "bad_request", "Content-Length is not a number")(scope, receive, send)
                if too_large:
                    return await _error_response(413, "too_large", message)(scope, receive, send)
        received = 0

        async def bounded():
            nonlocal received
            event = await receive()
            if event["type"] == "http.request":
                received += len(event.get("body", b""))
                if received > self.limit:  # an HTTPException: FastAPI passes it on from its body reader
                    from starlette.exceptions import HTTPException

                    raise HTTPException(413, message)
            return event

        await self.app(scope, bounded, send)


class _Calls:
    """How a request's work runs: on a worker thread with an asker from the pool, bounded in time
    and in how many wait, its known errors turned into :class:`ServeError` (status, kind, message).

    Args:
        pool: the askers.
        limits: ``kagflow.yaml``'s ``limits`` (workers, call_timeout_s, max_question_chars, ...).
        queue_wait_s: how long a call waits for a free asker before it is refused (503).
    """

    def __init__(self, pool: AskerPool, limits, queue_wait_s: float):
        self.pool = pool
        self.limits = limits
        self.queue_wait_s = queue_wait_s
        self.timeout = limits.call_timeout_s
        self.max_pending = limits.workers * 4
        self.pending = 0
        self.known = _known_errors()

    def _run(self, fn, state: dict):
        """In a worker thread: an asker from the pool, the call, the asker back; plain JSON."""
        version, asker = self.pool.acquire(self.queue_wait_s)
        try:
            state["asker"] = asker
            if state.get("abandoned"):
                return None
            return json.dumps(fn(asker), ensure_ascii=False, default=str)
        finally:
            state.pop("asker", None)
            self.pool.release(version, asker)

    async def call(self, fn):
        """``fn(asker)``'s JSON as a response; busy (503), too slow (504) and known errors as :class:`ServeError`."""
        import anyio
        from starlette.responses import Response

        from kagflow.boundary import InputError

        if self.pending >= self.max_pending:
            raise ServeError(503, f"busy: {self.pending} calls are waiting (limits.workers in kagflow.yaml); try again", "busy")
        self.pending += 1
        state: dict = {}
        try:
            with anyio.fail_after(self.timeout):
                body = await anyio.to_thread.run_sync(self._run, fn, state, abandon_on_cancel=True)
        except TimeoutError:
            state["abandoned"] = True
            if "asker" in state:
                _interrupt(state["asker"])
            raise ServeError(504, f"the call took longer than {self.timeout:g} s (limits.call_timeout_s in kagflow.yaml) "
                                  "and was stopped", "timeout") from None
        except InputError as exc:
            raise ServeError(400, str(exc)) from None
        except self.known as exc:
            status, kind = error_status(exc)
            raise ServeError(status, str(exc), kind) from None
        finally:
            self.pending -= 1
        return Response(body, media_type="application/json")

    async def answer(self, fn):
        """:meth:`call`, with a :class:`LookupError` inside it answered 404."""
        state = {}

        def guarded(asker):
            try:
                return fn(asker)
            except LookupError as exc:
                state["not_found"] = str(exc.args[0] if exc.args else exc)
                return None

        response = await self.call(guarded)
        if state.get("not_found"):
            raise ServeError(404, state["not_found"], "not_found")
        return response

    @staticmethod
    def checked(check, *args):
        """``check(*args)``, its :class:`~kagflow.boundary.InputError` answered 400."""
        from kagflow.boundary import InputError

        try:
            return check(*args)
        except InputError as exc:
            raise ServeError(400, str(exc)) from None

    def question_of(self, text: str) -> str:
        from kagflow.boundary import check_question

        return self.checked(check_question, text, self.limits.max_question_chars)

    @staticmethod
    def found(value, what: str):
        if value is None:
            raise LookupError(what)
        return value


def _error_handlers(app) -> None:
    """Every error as ``{"error": {...}}`` with its status; an unexpected fault logged here, answered 500."""
    from fastapi.exceptions import RequestValidationError
    from starlette.exceptions import HTTPException

    @app.exception_handler(ServeError)
    async def _serve_error(_request, exc: ServeError):
        headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else None
        return _error_response(exc.status, exc.kind, exc.message, headers)

    @app.exception_handler(RequestValidationError)
    async def _bad_body(_request, exc: RequestValidationError):
        parts = []
        for err in exc.errors()[:5]:
            where = ".".join(str(p) for p in err.get("loc", ()) if p != "body") or "body"
            parts.append(f"{where}: {err.get('msg', 'invalid')}")
        return _error_response(400, "bad_request", "; ".join(parts))

    @app.exception_handler(HTTPException)
    async def _http_error(_request, exc: HTTPException):
        kind = {404: "not_found", 405: "bad_request", 413: "too_large"}.get(exc.status_code, "bad_request")
        return _error_response(exc.status_code, kind, str(exc.detail))

    @app.exception_handler(Exception)
    async def _fault(request, exc: Exception):
        # Starlette re-raises it after this answer, so uvicorn logs the traceback here, never to the client
        log.error("kagflow serve: %s %s failed: %s", request.method, request.url.path, type(exc).__name__)
        return _error_response(500, "internal", f"internal error ({type(exc).__name__}); the server log has the details")


def _key_check(api_key: str | None):
    """A FastAPI dependency that refuses a call without ``api_key`` (none needed when ``None``)."""
    from fastapi import Depends, Request
    from fastapi.security import APIKeyHeader

    header = APIKeyHeader(name="X-API-Key", auto_error=False, description="serve.api_key or KAGFLOW_API_KEY")

    def authorised(request: Request, key: str | None = Depends(header)) -> None:
        if api_key is None:
            return
        given = key
        auth = request.headers.get("authorization", "")
        if given is None and auth.lower().startswith("bearer "):
            given = auth[7:].strip()
        if given is None or not hmac.compare_digest(given.encode("utf-8", "replace"), api_key.encode("utf-8")):
            raise ServeError(401, "an API key is required: send it as X-API-Key or Authorization: Bearer", "unauthorized")

    return authorised


def _answer_routes(app, calls: _Calls, auth: list) -> None:
    """``/api/ask``, ``/api/query`` and ``/api/search`` (GET and POST)."""
    from fastapi import Query
    from starlette.responses import Response

    from kagflow.boundary import check_k, check_text

    limits = calls.limits

    @app.post("/api/ask", tags=["answer"], dependencies=auth, responses=ERRORS,
              summary="Answer a question (the `kagflow ask --json` object)")
    async def ask(body: AskBody) -> Response:
        question = calls.question_of(body.question)
        after = [calls.question_of(q) for q in body.after]
        k = calls.checked(check_k, body.k)
        return await calls.call(lambda a: a.ask(question, planning=body.planning, k=k, planner=body.planner, after=after).as_dict())

    @app.post("/api/query", tags=["answer"], dependencies=auth, responses=ERRORS,
              summary="Run a logical-form plan (the `kagflow query --json` object)")
    async def query(body: QueryBody) -> Response:
        plan = calls.checked(lambda t: check_text(t, "the plan", limits.max_plan_chars, source="<plan>"), body.plan)
        question = calls.question_of(body.question) if body.question is not None else None
        return await calls.call(lambda a: a.query(plan, "<plan>", question=question, strict=body.strict).as_dict())

    def searching(question: str, k: int):
        question = calls.question_of(question)
        k = calls.checked(check_k, k)
        return calls.call(lambda a: {"question": question, "hits": [h.as_dict() for h in a.search(question, k)]})

    @app.get("/api/search", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="The k passages that best match a text, each with its citation")
    async def search_get(q: str = Query(description="the text"), k: int = Query(5, description=f"passages to retrieve (1 to {MAX_K})")) -> Response:
        return await searching(q, k)

    @app.post("/api/search", tags=["explore"], dependencies=auth, responses=ERRORS,
              summary="The k passages that best match a text (body form)")
    async def search_post(body: SearchBody) -> Response:
        return await searching(body.question, body.k)


def _explore_routes(app, calls: _Calls, auth: list) -> None:
    """``/api/entities``, ``/api/entity``, ``/api/neighbourhood``, ``/api/chunks/{id}``, ``/api/records``."""
    from fastapi import Query
    from starlette.responses import Response

    from kagflow.boundary import check_text
    from kagflow.solver import explore

    checked, found, limits = calls.checked, calls.found, calls.limits

    @app.get("/api/entities", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="Entities named q: name, alias or key equal to it, then names that contain it")
    async def entities(q: str = Query(description="a name"), limit: int = Query(20, ge=1, le=100)) -> Response:
        name = checked(check_text, q, "the name", limits.max_question_chars)
        return await calls.call(lambda a: {"q": name, "entities": explore.name_matches(a.con, name, limit)})

    @app.get("/api/entity", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="One entity by id or name: facts with sources, neighbours, aliases, types, merges")
    async def entity(id: str | None = Query(None, description="entity id"),
                     name: str | None = Query(None, description="a name, alias or key (when several entities "
                                                                "share it, the most connected; `matches` lists all)"),
                     max_facts: int = Query(explore.MAX_FACTS, ge=1, le=explore.MAX_FACTS)) -> Response:
        if (id is None) == (name is None):
            raise ServeError(400, "give exactly one of id and name")
        ref = checked(check_text, id if id is not None else name, "the id" if id is not None else "the name",
                      limits.max_question_chars)

        def page(a):
            matches = [] if id is not None else explore.find_entities(a.con, ref)
            if name is not None and not matches:
                raise LookupError(f"no entity is named {ref!r}")
            chosen = ref if id is not None else matches[0]["entity_id"]
            return {**found(explore.entity_page(a, chosen, max_facts), f"no entity has id {ref!r}"), "matches": matches}

        return await calls.answer(page)

    @app.get("/api/neighbourhood", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="The entities within depth hops of the given ones and the edges among them (bounded)")
    async def neighbourhood(id: list[str] = Query(description="entity ids to start from (repeat the parameter)"),
                            depth: int = Query(1, ge=0, le=explore.MAX_DEPTH),
                            max_nodes: int = Query(60, ge=1, le=explore.MAX_NODES),
                            max_edges: int = Query(200, ge=0, le=explore.MAX_EDGES)) -> Response:
        if len(id) > explore.MAX_NODES:
            raise ServeError(400, f"at most {explore.MAX_NODES} ids, not {len(id)}")
        ids = [checked(check_text, i, "an id", 1000) for i in id]

        def graph(a):
            drawn = explore.neighbourhood(a.con, ids, depth, max_nodes, max_edges)
            return found(drawn if drawn["nodes"] else None, f"no entity has id {ids[0]!r}" if len(ids) == 1
                         else "none of the ids is an entity")

        return await calls.answer(graph)

    @app.get("/api/chunks/{chunk_id}", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="A cited chunk with its document text around it and its line range")
    async def chunk(chunk_id: str, context: int = Query(800, ge=0, le=20_000)) -> Response:
        ref = checked(check_text, chunk_id, "the chunk id", 200)
        return await calls.answer(lambda a: found(explore.chunk_context(a.con, ref, context), f"no chunk has id {ref!r}"))

    @app.get("/api/records", tags=["explore"], dependencies=auth, responses=ERRORS,
             summary="A cited table row (`file:line`)")
    async def record(doc_id: str = Query(description="the document id (a citation's doc_id)"),
                     line: int = Query(ge=1, description="the line")) -> Response:
        ref = checked(check_text, doc_id, "the document id", 4096)
        return await calls.answer(lambda a: found(explore.source_record(a.con, ref, line), f"{ref} has no record at line {line}"))


def _page_routes(app) -> None:
    """The web page at ``/``, the API docs at ``/docs`` and their files (every file local: nothing from a CDN)."""
    from fastapi.openapi.docs import get_swagger_ui_html
    from starlette.responses import FileResponse, HTMLResponse
    from starlette.staticfiles import StaticFiles

    page_headers = {"Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
                    "X-Content-Type-Options": "nosniff"}

    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(WEB / "index.html", headers=page_headers)

    @app.get("/docs", include_in_schema=False)
    async def docs() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url="/openapi.json", title="kagflow API",
                                   swagger_js_url="/static/vendor/swagger-ui-bundle.js",
                                   swagger_css_url="/static/vendor/swagger-ui.css", swagger_favicon_url="/static/favicon.svg")

    app.mount("/static", StaticFiles(directory=WEB), name="static")


def make_app(project_root: Path, asker_factory: Callable[[Path], object] = _asker, *, config=None,
             api_key: str | None = None):
    """The HTTP application for one built project.

    Args:
        project_root: a kagflow project folder (built).
        asker_factory: makes the object calls run on (``ask``/``query``/``search``/``link``/
            ``fact_chunks``/``con``/``close``; :class:`kagflow.solver.ask.Asker`).
        config: a :class:`kagflow.project.ProjectConfig`; default the project's ``kagflow.yaml``.
        api_key: the key every ``/api`` call but health must carry; ``None``: none needed.

    Returns:
        a FastAPI application; ``app.state.pool`` holds its askers. Run it with uvicorn
        (:func:`serve`) or Starlette's ``TestClient`` (as a context manager, so that it warms up).
    """
    import anyio
    from fastapi import Depends, FastAPI

    if config is None:
        from kagflow.project import Project

        config = Project(project_root).config
    limits, bounds = config.limits, config.serve
    pool = AskerPool(project_root, asker_factory, limits.workers)
    calls = _Calls(pool, limits, bounds.queue_wait_s)
    warm_state = {"ready": False, "error": None}

    @asynccontextmanager
    async def lifespan(app):
        # load the project (store, chunk indexes, the query encoder's runtime) before the first request
        try:
            await anyio.to_thread.run_sync(warm_pool, pool, calls.timeout)
            warm_state["ready"] = True
        except calls.known as exc:  # the first request reports it too; the server still starts
            warm_state["error"] = str(exc)
            log.warning("warm-up failed: %s", exc)
        yield
        pool.close()

    app = FastAPI(title="kagflow", version="1", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description=f"Ask, query, search and walk the knowledge graph built from `{project_root.name}`. "
                              "Errors are `{\"error\": {\"status\", \"kind\", \"message\"}}`.")
    app.state.pool = pool
    app.add_middleware(BodyLimit, limit=bounds.max_request_bytes)
    _error_handlers(app)
    auth = [Depends(_key_check(api_key))]

    @app.get("/api/health", tags=["service"], summary="Whether the server is up and which store it serves")
    async def health() -> dict[str, Any]:
        version = await anyio.to_thread.run_sync(_store_version, project_root)
        if version is None:
            raise ServeError(503, f"{project_root} has no published store; run `kagflow build {project_root}`", "unavailable")
        return {"status": "ok", "ready": warm_state["ready"], "warm_up_error": warm_state["error"],
                "project": project_root.name, "store": str(version), "workers": limits.workers,
                "in_flight": calls.pending, "api_key_required": api_key is not None}

    _answer_routes(app, calls, auth)
    _explore_routes(app, calls, auth)
    _page_routes(app)
    return app


def serve(project_root: Path, host: str = "127.0.0.1", port: int = 8000, api_key: str | None = None,
          ready: Callable[[str], None] | None = None) -> None:
    """Serve the project over HTTP until interrupted.

    Args:
        project_root: a built project.
        host: the address to bind (beyond loopback only with ``api_key``; the caller checks).
        port: the port (0: any free one).
        api_key: the key calls must carry, or ``None``.
        ready: called with the base URL once the server listens.
    """
    import uvicorn

    from kagflow.project import Project

    config = Project(project_root).config
    app = make_app(project_root, config=config, api_key=api_key)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning", access_log=False,
                                           limit_concurrency=max(16, config.limits.workers * 8), timeout_keep_alive=5,
                                           server_header=False))
    if ready is not None:
        def announce():
            while not server.started and not server.should_exit:
                threading.Event().wait(0.05)
            if server.started:
                bound = server.servers[0].sockets[0].getsockname() if server.servers else (host, port)
                shown = f"[{bound[0]}]" if ":" in str(bound[0]) else bound[0]
                ready(f"http://{shown}:{bound[1]}")

        threading.Thread(target=announce, daemon=True).start()
    server.run()
