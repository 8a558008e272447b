"""The LLM client: an OpenAI-compatible chat endpoint with a disk cache, retries and counters.

Settings resolve as :mod:`kagflow.llm_settings` says (:func:`resolve_llm_settings`, re-exported
here; that module imports neither Dagster nor openai, so the solver decides whether a model is
configured without loading this one). Nothing configured means no model (the offline default):
:func:`resolve_llm_settings` returns ``None`` and an unconfigured :class:`LLMClient` is not :attr:`~LLMClient.available`.

:class:`LLMClient` is a plain pydantic model with no Dagster in it, so the solver (``kagflow ask``
with a model) and any library caller use it directly; the build's Dagster resource,
:class:`kagflow.resources.llm.LLMResource`, is the same class made a ``ConfigurableResource``.

Every reply is cached on disk, keyed by the SHA-256 of canonical JSON of the model, the messages,
every generation parameter sent and the prompt version (:func:`cache_key`), so a rebuild with the
same prompts makes no request and a changed parameter never reuses a stale reply.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import hashlib
import json
import os
import random
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, PrivateAttr

from kagflow.llm_settings import (  # noqa: F401 - re-exported: the settings' one definition lives there
    ENV_API_KEY, ENV_BASE_URL, ENV_EXTRACT_MODEL, ENV_MODEL, FALLBACK_API_KEY, FALLBACK_BASE_URL, NO_KEY,
    TUNING_DEFAULTS, LLMSettings, resolve_llm_settings,
)
from kagflow.project import ProjectConfig

if TYPE_CHECKING:  # openai is imported where a request is made: a build with no model never loads it
    import openai

Purpose = Literal["extract", "solve"]

BACKOFF_CAP_S = 30.0  # no single wait (backoff or Retry-After) is longer than this

USAGE_COUNTERS = ("calls", "cache_hits", "retries", "failures", "invalid", "prompt_tokens", "completion_tokens")

# Parameters a caller may not pass through ``**params``: the client sets them itself.
_RESERVED_PARAMS = frozenset({"model", "messages", "stream", "response_format", "n"})


class LLMError(RuntimeError):
    """A model request that failed for good (non-transient error, or transient ones past the retries).

    Attributes:
        status: HTTP status of the last failure; ``None`` for timeouts, connection errors and
            unusable replies.
        message: what the server (or the client) said.
        attempts: HTTP requests made for this reply.
    """

    def __init__(self, message: str, *, status: int | None = None, attempts: int = 0):
        self.status = status
        self.message = message
        self.attempts = attempts
        prefix = f"HTTP {status}: " if status is not None else ""
        super().__init__(f"{prefix}{message} (after {attempts} request{'s' if attempts != 1 else ''})")


@dataclass(frozen=True)
class LLMReply:
    """One model reply.

    Attributes:
        text: the message content.
        model: the model that answered (as the server names it; the requested one for cache hits
            of old entries).
        cached: served from the disk cache, no request made.
        prompt_tokens, completion_tokens: usage the server reported (the recorded usage on a hit).
        attempts: HTTP requests made for this reply (0 on a cache hit).
        cache_key: the SHA-256 key of the request (for provenance and :meth:`LLMClient.forget`).
        parsed: what ``validate`` returned, when one was given.
    """

    text: str
    model: str
    cached: bool
    prompt_tokens: int
    completion_tokens: int
    attempts: int
    cache_key: str = ""
    parsed: Any = field(default=None, compare=False, repr=False)


def canonical_json(value: Any) -> str:
    """JSON with sorted keys, no whitespace and unescaped Unicode: equal values give equal text."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def cache_key(material: Mapping[str, Any]) -> str:
    """SHA-256 hex of :func:`canonical_json` of ``{model, messages, params, prompt_version}``."""
    return hashlib.sha256(canonical_json(material).encode("utf-8")).hexdigest()


class LLMClient(BaseModel):
    """An OpenAI-compatible chat endpoint, cached on disk, retried on transient errors, counted.

    Build one from :func:`resolve_llm_settings` (``settings.client(cache_dir)``) or directly. The
    openai client is built on first use (or in the Dagster resource's ``setup_for_execution``)
    with its own retries off: this class retries.

    Attributes:
        base_url: endpoint; empty means not configured (:attr:`available` is False).
        api_key: key; empty is sent as ``"not-needed"`` (local servers).
        model: model for ``purpose="solve"``; empty means not configured.
        extract_model: model for ``purpose="extract"``; empty means ``model``.
        cache_dir: reply cache folder (the project's ``.kagflow/llm_cache``); empty disables caching.
        timeout_s, max_retries, backoff_s, temperature, max_tokens, json_mode: as in
            :class:`LLMSettings`.
    """

    base_url: str = ""
    api_key: str = ""
    model: str = ""
    extract_model: str = ""
    cache_dir: str = ""
    timeout_s: float = TUNING_DEFAULTS["timeout_s"]
    max_retries: int = TUNING_DEFAULTS["max_retries"]
    backoff_s: float = TUNING_DEFAULTS["backoff_s"]
    temperature: float = TUNING_DEFAULTS["temperature"]
    max_tokens: int = TUNING_DEFAULTS["max_tokens"]
    json_mode: bool = TUNING_DEFAULTS["json_mode"]

    _client: Any = PrivateAttr(default=None)
    _lock: Any = PrivateAttr(default_factory=threading.Lock)
    _counters: dict = PrivateAttr(default_factory=dict)
    _json_refused: bool = PrivateAttr(default=False)

    @property
    def available(self) -> bool:
        """True when an endpoint and a model are configured."""
        return bool(self.base_url and self.model)

    @property
    def json_refused(self) -> bool:
        """True once the server rejected ``response_format``; JSON mode is then off for this client."""
        return self._json_refused

    def model_for(self, purpose: Purpose) -> str:
        """The model name used for ``purpose`` (``"extract"`` or ``"solve"``)."""
        if purpose == "extract":
            return self.extract_model or self.model
        if purpose == "solve":
            return self.model
        raise ValueError(f"purpose must be 'extract' or 'solve', not {purpose!r}")

    def document_model(self, config: ProjectConfig) -> str | None:
        """The model the document stages use under ``config``: the extract model when
        ``extraction.mode`` is ``llm`` and an endpoint is configured, else None (part of the
        per-file stage settings, :func:`kagflow.incremental.stage_settings`)."""
        return self.model_for("extract") if config.extraction.mode == "llm" and self.available else None

    # -- counters ---------------------------------------------------------------------------

    def _count(self, **increments: int) -> None:
        with self._lock:
            for name, value in increments.items():
                self._counters[name] = self._counters.get(name, 0) + value

    def usage(self) -> dict[str, int]:
        """A snapshot of the counters since creation or :meth:`reset_usage`.

        Returns:
            ``{"calls": HTTP requests made, "cache_hits": replies served from disk, "retries":
            transient failures retried, "failures": complete() calls that raised LLMError,
            "invalid": replies rejected by ``validate``, "prompt_tokens": .., "completion_tokens": ..}``
            (tokens as reported by the server, for requests actually made).
        """
        with self._lock:
            return {name: self._counters.get(name, 0) for name in USAGE_COUNTERS}

    def reset_usage(self) -> None:
        with self._lock:
            self._counters.clear()

    # -- cache ------------------------------------------------------------------------------

    def _cache_path(self, key: str) -> Path | None:
        if not self.cache_dir:
            return None
        return Path(self.cache_dir) / key[:2] / f"{key}.json"

    def _cache_get(self, key: str) -> dict | None:
        path = self._cache_path(key)
        if path is None or not path.is_file():
            return None
        try:
            entry = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # unreadable or half-written by a foreign tool: a miss, overwritten on success
        if not isinstance(entry, dict) or entry.get("key") != key or not isinstance(entry.get("reply"), dict):
            return None
        return entry

    def _cache_put(self, key: str, material: dict, reply: LLMReply) -> None:
        path = self._cache_path(key)
        if path is None:
            return
        entry = {
            "key": key,
            "request": material,
            "reply": {"text": reply.text, "model": reply.model, "prompt_tokens": reply.prompt_tokens,
                      "completion_tokens": reply.completion_tokens},
            "created": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{key[:8]}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(json.dumps(entry, ensure_ascii=False, indent=1))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def forget(self, key: str) -> bool:
        """Delete the cache entry ``key`` (:attr:`LLMReply.cache_key`); True when one was deleted.

        For replies that passed ``validate`` but turned out unusable later.
        """
        path = self._cache_path(key)
        if path is None:
            return False
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        return True

    # -- requests ---------------------------------------------------------------------------

    def _get_client(self) -> openai.OpenAI:
        import openai

        with self._lock:
            if self._client is None:
                self._client = openai.OpenAI(base_url=self.base_url, api_key=self.api_key or NO_KEY,
                                             timeout=self.timeout_s, max_retries=0)
            return self._client

    def _request_params(self, json_mode: bool, params: Mapping[str, Any]) -> dict[str, Any]:
        sent: dict[str, Any] = {"temperature": self.temperature, "max_tokens": self.max_tokens}
        if json_mode:
            sent["response_format"] = {"type": "json_object"}
        sent.update(params)
        return sent

    def complete(
        self,
        messages: list[dict],
        *,
        purpose: Purpose,
        prompt_version: str,
        response_format_json: bool = True,
        validate: Callable[[str], object] | None = None,
        **params: Any,
    ) -> LLMReply:
        """One chat completion, from the cache when this exact request was answered before.

        Args:
            messages: OpenAI chat messages, ``[{"role": "system"|"user"|"assistant", "content": str}]``.
            purpose: ``"extract"`` (uses ``extract_model``) or ``"solve"`` (uses ``model``).
            prompt_version: version of the prompt template; part of the cache key, so bumping it
                invalidates old replies.
            response_format_json: ask for a JSON object (only when ``json_mode`` is on and the
                server has not refused it).
            validate: called with the reply text; its return value becomes :attr:`LLMReply.parsed`.
                The reply is cached only when it does not raise; when it raises, nothing is cached
                and its exception propagates (a later identical call asks the server again). A
                cached reply that fails ``validate`` is deleted and asked for again.
            **params: further generation parameters (``top_p``, ``seed``, ``stop``...; may override
                ``temperature``/``max_tokens``); sent as given and part of the cache key.

        Returns:
            An :class:`LLMReply`.

        Raises:
            LLMError: not configured; a non-transient HTTP error (400, 401, 404, 422...) at once;
                transient errors (timeouts, connection errors, 429, 5xx) after ``max_retries``
                retries; a reply without content.
            ValueError: a bad ``purpose`` or a reserved parameter in ``params``.
            Whatever ``validate`` raises.
        """
        model = self.model_for(purpose)
        reserved = sorted(_RESERVED_PARAMS & set(params))
        if reserved:
            raise ValueError(f"complete() sets {', '.join(reserved)} itself; do not pass them as params")
        if not self.available:
            self._count(failures=1)
            raise LLMError("no LLM configured (set llm.base_url and llm.model, or KAGFLOW_LLM_BASE_URL/KAGFLOW_LLM_MODEL)")

        attempts = 0
        transient = 0
        while True:
            json_mode = self.json_mode and response_format_json and not self._json_refused
            sent = self._request_params(json_mode, params)
            material = {"model": model, "messages": messages, "params": sent, "prompt_version": prompt_version}
            key = cache_key(material)
            hit = self._cached_reply(key, validate)
            if hit is not None:
                return hit
            attempts += 1
            self._count(calls=1)
            import openai  # a reply from the cache needs none

            try:
                response = self._get_client().chat.completions.create(model=model, messages=messages, **sent)
            except openai.APIStatusError as exc:
                if json_mode and exc.status_code in (400, 422) and "response_format" in _error_text(exc):
                    with self._lock:
                        self._json_refused = True  # local servers vary: ask without it from now on
                    continue
                if exc.status_code == 429 or exc.status_code >= 500:
                    transient = self._retry_or_raise(exc, exc.status_code, transient, attempts, _retry_after(exc))
                    continue
                self._count(failures=1)
                raise LLMError(_error_text(exc), status=exc.status_code, attempts=attempts) from exc
            except openai.APIConnectionError as exc:  # includes APITimeoutError
                kind = "timed out" if isinstance(exc, openai.APITimeoutError) else "connection failed"
                transient = self._retry_or_raise(exc, None, transient, attempts, None, kind)
                continue
            except openai.APIError as exc:  # unparseable reply and the like: not worth retrying
                self._count(failures=1)
                raise LLMError(f"unusable reply: {exc}", attempts=attempts) from exc
            return self._accept(response, model, key, material, attempts, validate)

    def _cached_reply(self, key: str, validate: Callable[[str], object] | None) -> LLMReply | None:
        entry = self._cache_get(key)
        if entry is None:
            return None
        data = entry["reply"]
        parsed = None
        if validate is not None:
            try:
                parsed = validate(data.get("text", ""))
            except Exception:  # noqa: BLE001 -- any rejection by the caller's validator means "ask again"
                self.forget(key)  # cached under a laxer validator: ask again
                return None
        self._count(cache_hits=1)
        return LLMReply(text=data.get("text", ""), model=data.get("model") or entry["request"]["model"], cached=True,
                        prompt_tokens=int(data.get("prompt_tokens") or 0),
                        completion_tokens=int(data.get("completion_tokens") or 0),
                        attempts=0, cache_key=key, parsed=parsed)

    def _accept(self, response: Any, model: str, key: str, material: dict, attempts: int,
                validate: Callable[[str], object] | None) -> LLMReply:
        usage = getattr(response, "usage", None)
        prompt_tokens = int(getattr(usage, "prompt_tokens", 0) or 0)
        completion_tokens = int(getattr(usage, "completion_tokens", 0) or 0)
        self._count(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
        choices = getattr(response, "choices", None) or []
        text = choices[0].message.content if choices else None
        if text is None:
            self._count(failures=1)
            raise LLMError("reply has no message content", attempts=attempts)
        reply = LLMReply(text=text, model=getattr(response, "model", None) or model, cached=False,
                         prompt_tokens=prompt_tokens, completion_tokens=completion_tokens,
                         attempts=attempts, cache_key=key)
        if validate is not None:
            try:
                parsed = validate(text)
            except Exception:
                self._count(invalid=1)
                raise
            reply = LLMReply(**{**reply.__dict__, "parsed": parsed})
        self._cache_put(key, material, reply)
        return reply

    def _retry_or_raise(self, exc: Exception, status: int | None, transient: int, attempts: int,
                        retry_after: float | None, kind: str = "") -> int:
        """Sleep before the next try and return the new transient count, or raise LLMError."""
        import openai

        transient += 1
        if transient > self.max_retries:
            self._count(failures=1)
            text = kind or (_error_text(exc) if isinstance(exc, openai.APIError) else str(exc))
            raise LLMError(f"{text}; gave up after {self.max_retries} retries", status=status, attempts=attempts) from exc
        self._count(retries=1)
        if retry_after is not None:
            delay = min(max(retry_after, 0.0), BACKOFF_CAP_S)
        else:
            ceiling = min(self.backoff_s * 2 ** (transient - 1), BACKOFF_CAP_S)
            delay = random.uniform(ceiling / 2, ceiling)  # jitter: concurrent workers do not retry in step
        if delay > 0:
            time.sleep(delay)
        return transient


def _error_text(exc: openai.APIError) -> str:
    """The server's error message (``{"error": {"message": ...}}``), else the client's."""
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return str(inner["message"])
        if isinstance(inner, str):
            return inner
    return exc.message


def _retry_after(exc: openai.APIStatusError) -> float | None:
    """Seconds the server asked to wait (``retry-after-ms`` or ``Retry-After``: seconds or HTTP date)."""
    headers = exc.response.headers
    value = headers.get("retry-after-ms")
    if value:
        try:
            return float(value) / 1000
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    return (when - dt.datetime.now(dt.timezone.utc)).total_seconds()
