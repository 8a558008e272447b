"""A small OpenAI-compatible HTTP server for tests: recorded replies through the real client path.

Usage::

    with RecordingLLMServer(replies={"Acme": '{"entities": []}'}) as server:
        llm = LLMResource(base_url=server.base_url, model="test-model", ...)
        llm.complete(...)
        assert server.calls == 1

Replies are chosen by ``responder(request_json) -> Reply``; the default looks the last user
message up in ``replies`` (first key that is a substring of it). :func:`sequence` answers with a
list of replies in turn (500 once, then success...).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass(frozen=True)
class Reply:
    """What the server answers to one request.

    Attributes:
        content: assistant message text of a 200 reply.
        status: HTTP status; >= 400 answers ``{"error": {"message": error, ...}}``.
        error: error message for ``status >= 400``.
        headers: extra response headers (e.g. ``{"Retry-After": "0"}``).
        delay_s: wait this long before answering (to trigger client timeouts).
        body: raw response body, sent as is instead of the generated JSON (str, bytes or a dict).
        model: model named in the reply; default the requested one.
    """

    content: str | None = None
    status: int = 200
    error: str = ""
    headers: Mapping[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    body: str | bytes | dict | None = None
    model: str | None = None

    @classmethod
    def text(cls, content: str, **kwargs: Any) -> Reply:
        return cls(content=content, **kwargs)

    @classmethod
    def fail(cls, status: int, error: str = "", **kwargs: Any) -> Reply:
        return cls(status=status, error=error or f"test server error {status}", **kwargs)

    @classmethod
    def slow(cls, delay_s: float, content: str = "{}") -> Reply:
        return cls(content=content, delay_s=delay_s)


Responder = Callable[[dict], Reply]


def sequence(*replies: Reply | str) -> Responder:
    """A responder answering with ``replies`` in turn, the last one repeated (thread-safe)."""
    items = [Reply.text(r) if isinstance(r, str) else r for r in replies]
    if not items:
        raise ValueError("sequence() needs at least one reply")
    lock = threading.Lock()
    index = [0]

    def responder(request: dict) -> Reply:
        with lock:
            reply = items[min(index[0], len(items) - 1)]
            index[0] += 1
        return reply

    return responder


def last_user_message(request: dict) -> str:
    for message in reversed(request.get("messages") or []):
        if message.get("role") == "user":
            content = message.get("content")
            if isinstance(content, list):  # content parts
                return " ".join(part.get("text", "") for part in content if isinstance(part, dict))
            return content or ""
    return ""


def recorded(replies: Mapping[str, str | Reply], default: str | Reply | None = None) -> Responder:
    """A responder: the first key of ``replies`` found in the last user message picks the reply.

    No match gives ``default``, or a 404 naming the message (a test asking for something unrecorded
    fails loudly instead of hanging in retries).
    """

    def responder(request: dict) -> Reply:
        text = last_user_message(request)
        for needle, reply in replies.items():
            if needle in text:
                return Reply.text(reply) if isinstance(reply, str) else reply
        if default is not None:
            return Reply.text(default) if isinstance(default, str) else default
        return Reply.fail(404, f"no recorded reply for user message {text[:200]!r}")

    return responder


class _Server(ThreadingHTTPServer):
    request_queue_size = 128  # listen backlog: the default 5 refuses bursts of concurrent clients
    daemon_threads = True
    block_on_close = False  # do not wait for handlers still sleeping in a delayed reply


def _count_tokens(text: str) -> int:
    return len(text.split())


class RecordingLLMServer:
    """OpenAI-compatible ``/v1/chat/completions`` and ``/v1/models`` on 127.0.0.1, in a thread.

    Args:
        responder: picks the reply for each request (parsed JSON body); default :func:`recorded`.
        replies: recorded replies for the default responder, keyed by a substring of the last user
            message.
        models: model ids ``GET /v1/models`` lists.

    Attributes:
        requests: every chat request body received (parsed JSON), in arrival order.
        headers: the matching request headers (lower-case names).
        calls: number of chat requests received.
    """

    def __init__(self, responder: Responder | None = None, *, replies: Mapping[str, str | Reply] | None = None,
                 models: Iterable[str] = ("test-model",)):
        self.responder: Responder = responder or recorded(replies or {})
        self.models = list(models)
        self._lock = threading.Lock()
        self._requests: list[dict] = []
        self._headers: list[dict[str, str]] = []
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle --------------------------------------------------------------------------

    def start(self) -> RecordingLLMServer:
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", 0), self._handler_class())
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="recording-llm-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> RecordingLLMServer:  # noqa: PYI034
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # -- inspection -------------------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("server is not running")
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def calls(self) -> int:
        with self._lock:
            return len(self._requests)

    @property
    def requests(self) -> list[dict]:
        with self._lock:
            return list(self._requests)

    @property
    def headers(self) -> list[dict[str, str]]:
        with self._lock:
            return list(self._headers)

    @property
    def last_request(self) -> dict:
        with self._lock:
            if not self._requests:
                raise AssertionError("the server received no request")
            return self._requests[-1]

    def reset(self) -> None:
        with self._lock:
            self._requests.clear()
            self._headers.clear()

    # -- serving ----------------------------------------------------------------------------

    def _record(self, request: dict, headers: dict[str, str]) -> int:
        with self._lock:
            self._requests.append(request)
            self._headers.append(headers)
            return len(self._requests)

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # quiet test output
                pass

            def _send(self, status: int, body: bytes, headers: Mapping[str, str] | None = None,
                      content_type: str = "application/json") -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(body)))
                    for name, value in (headers or {}).items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout): nothing to answer

            def _send_json(self, status: int, payload: dict, headers: Mapping[str, str] | None = None) -> None:
                self._send(status, json.dumps(payload).encode("utf-8"), headers)

            def do_GET(self) -> None:
                if self.path.rstrip("/") in ("/v1/models", "/models"):
                    data = [{"id": m, "object": "model", "created": 0, "owned_by": "kagflow-tests"} for m in owner.models]
                    self._send_json(200, {"object": "list", "data": data})
                else:
                    self._send_json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
                    self._send_json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})
                    return
                try:
                    request = json.loads(raw or b"{}")
                except ValueError:
                    self._send_json(400, {"error": {"message": "body is not JSON", "type": "invalid_request_error"}})
                    return
                number = owner._record(request, {k.lower(): v for k, v in self.headers.items()})
                try:
                    reply = owner.responder(request)
                except Exception as exc:  # noqa: BLE001 -- a broken responder is a server error the test will see
                    reply = Reply.fail(500, f"responder raised {type(exc).__name__}: {exc}")
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                if reply.body is not None:
                    body = reply.body
                    if isinstance(body, dict):
                        body = json.dumps(body)
                    if isinstance(body, str):
                        body = body.encode("utf-8")
                    self._send(reply.status, body, reply.headers)
                    return
                if reply.status >= 400:
                    error = {"message": reply.error, "type": "test_error", "code": reply.status}
                    self._send_json(reply.status, {"error": error}, reply.headers)
                    return
                content = reply.content or ""
                prompt_tokens = sum(_count_tokens(last if isinstance(last := m.get("content"), str) else "")
                                    for m in request.get("messages") or [])
                completion_tokens = _count_tokens(content)
                payload = {
                    "id": f"chatcmpl-test-{number}",
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": reply.model or request.get("model") or "test-model",
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": content}}],
                    "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                              "total_tokens": prompt_tokens + completion_tokens},
                }
                self._send_json(reply.status, payload, reply.headers)

        return Handler
