"""Where the language model is: the ``llm:`` settings of ``kagflow.yaml`` and the environment,
resolved without the client (no Dagster, no openai), so a reader with no model configured decides
that without loading either.

Settings resolve in this order, first found wins (:func:`resolve_llm_settings`):

1. explicit values: the ``llm:`` section of ``kagflow.yaml`` (``base_url``, ``model``,
   ``extract_model``, ``api_key_env`` and the tuning fields), passed as a dict;
2. the environment: ``KAGFLOW_LLM_BASE_URL``, ``KAGFLOW_LLM_API_KEY``, ``KAGFLOW_LLM_MODEL``,
   ``KAGFLOW_EXTRACT_MODEL``;
3. fallbacks: ``OPENAI_BASE_URL``, ``OPENAI_API_KEY``.

Nothing configured means no model (the offline default): :func:`resolve_llm_settings` returns
``None``. The client itself is :class:`kagflow.llm.LLMClient` (:meth:`LLMSettings.client`: openai,
no Dagster); the build's Dagster resource wraps the same class (``kagflow.resources.llm``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kagflow.llm import LLMClient

NO_KEY = "not-needed"  # what local servers get when no key is configured (the client wants a non-empty one)
ENV_BASE_URL = "KAGFLOW_LLM_BASE_URL"
ENV_API_KEY = "KAGFLOW_LLM_API_KEY"
ENV_MODEL = "KAGFLOW_LLM_MODEL"
ENV_EXTRACT_MODEL = "KAGFLOW_EXTRACT_MODEL"
FALLBACK_BASE_URL = "OPENAI_BASE_URL"
FALLBACK_API_KEY = "OPENAI_API_KEY"

#: Defaults of the tuning settings, for :class:`LLMSettings` and the LLM resource alike; which
#: settings ``kagflow.yaml`` accepts (and their ranges) is :class:`kagflow.project.LLMConfig`.
TUNING_DEFAULTS: Mapping[str, Any] = MappingProxyType(
    {"timeout_s": 60.0, "max_retries": 4, "backoff_s": 1.0, "temperature": 0.0, "max_tokens": 2048, "json_mode": True}
)

@cache
def _settings_class():
    """:class:`LLMSettings`, made on first use: pydantic is imported only when an endpoint is
    configured (a reader with no model decides that without it)."""
    from pydantic import BaseModel, ConfigDict, Field, model_validator

    class LLMSettings(BaseModel):
        """Resolved endpoint and tuning for :class:`~kagflow.llm.LLMClient` (see the module docstring for the order).

        Attributes:
            base_url: OpenAI-compatible endpoint, e.g. ``http://127.0.0.1:8000/v1``.
            api_key: the key; ``"not-needed"`` for local servers without one.
            model: model that answers questions (``purpose="solve"``).
            extract_model: model that extracts from documents (``purpose="extract"``); defaults to ``model``.
            timeout_s: per-request timeout.
            max_retries: retries after the first request, for transient errors only.
            backoff_s: first backoff; doubles per retry, with jitter, capped at 30 s.
            temperature, max_tokens: generation parameters sent with every request.
            json_mode: send ``response_format={"type": "json_object"}`` (dropped if the server refuses it).
        """

        model_config = ConfigDict(frozen=True, extra="forbid")

        base_url: str
        api_key: str = NO_KEY
        model: str
        extract_model: str = ""
        timeout_s: float = Field(default=TUNING_DEFAULTS["timeout_s"], gt=0)
        max_retries: int = Field(default=TUNING_DEFAULTS["max_retries"], ge=0)
        backoff_s: float = Field(default=TUNING_DEFAULTS["backoff_s"], ge=0)
        temperature: float = Field(default=TUNING_DEFAULTS["temperature"], ge=0)
        max_tokens: int = Field(default=TUNING_DEFAULTS["max_tokens"], ge=1)
        json_mode: bool = TUNING_DEFAULTS["json_mode"]

        @model_validator(mode="before")
        @classmethod
        def _extract_model_defaults_to_model(cls, data: Any) -> Any:
            if isinstance(data, dict) and not data.get("extract_model"):
                data = {**data, "extract_model": data.get("model", "")}
            return data

        def client(self, cache_dir: str | Path = "") -> LLMClient:
            """An :class:`~kagflow.llm.LLMClient` with these settings, caching under ``cache_dir``
            (empty: no cache). Imports the client (openai, not Dagster) on this call only."""
            from kagflow.llm import LLMClient

            return LLMClient(cache_dir=str(cache_dir), **self.model_dump())

    LLMSettings.__qualname__ = "LLMSettings"  # found by pickle and in reprs as the module's own name (module __getattr__)
    return LLMSettings


def __getattr__(name: str):
    if name == "LLMSettings":
        return _settings_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_TUNING_KEYS = tuple(TUNING_DEFAULTS)


@cache
def _config_keys() -> frozenset[str]:
    """The settings ``config`` may hold: :class:`kagflow.project.LLMConfig`'s fields and ``api_key``
    (programmatic use only)."""
    from kagflow.project import LLMConfig

    return frozenset(LLMConfig.model_fields) | {"api_key"}


def endpoint_intended(config: Mapping[str, Any] | None, environ: Mapping[str, str]) -> bool:
    """Whether ``config`` (the ``llm:`` section as a dict) or the environment names an endpoint:
    a ``base_url``, ``model`` or ``extract_model`` set, or a ``KAGFLOW_LLM_BASE_URL``,
    ``KAGFLOW_LLM_MODEL`` or ``KAGFLOW_EXTRACT_MODEL`` variable (``OPENAI_*`` alone does not
    switch a project to a model). Standard library only."""
    return any((config or {}).get(key) not in (None, "") for key in ("base_url", "model", "extract_model")) or any(
        environ.get(name) for name in (ENV_BASE_URL, ENV_MODEL, ENV_EXTRACT_MODEL))


def resolve_llm_settings(config: Mapping[str, Any] | None, environ: Mapping[str, str]) -> LLMSettings | None:
    """Settings from the ``llm:`` section of ``kagflow.yaml`` and the environment.

    Args:
        config: the ``llm:`` section as a dict (``LLMConfig.model_dump()``); ``None`` values count
            as unset. Keys: ``base_url``, ``model``, ``extract_model``, ``api_key_env`` (name of the
            environment variable holding the key), ``api_key`` (programmatic use only; keys do not
            belong in ``kagflow.yaml``) and the tuning fields of :class:`LLMSettings`.
        environ: the environment to read (``os.environ`` in production, a dict in tests).

    Returns:
        The settings, or ``None`` when no endpoint is configured at all: no ``base_url``/``model``
        in ``config`` and no ``KAGFLOW_LLM_*`` variable (``OPENAI_*`` alone does not switch a
        project to a model).

    Raises:
        ValueError: an unknown key in ``config``; ``config`` or a ``KAGFLOW_*`` variable names an
            endpoint but the base URL or the model is missing; ``api_key_env`` names a variable
            that is not set; a tuning value is out of range.
    """
    explicit = {key: value for key, value in (config or {}).items() if value is not None and value != ""}
    unknown = sorted(set(explicit) - _config_keys())
    if unknown:
        raise ValueError(f"llm: unknown setting(s) {', '.join(unknown)}; known: {', '.join(sorted(_config_keys()))}")

    def env(name: str) -> str | None:
        return environ.get(name) or None

    base_url = explicit.get("base_url") or env(ENV_BASE_URL) or env(FALLBACK_BASE_URL)
    model = explicit.get("model") or env(ENV_MODEL)
    extract_model = explicit.get("extract_model") or env(ENV_EXTRACT_MODEL) or model
    if not endpoint_intended(explicit, environ):
        return None
    missing = [name for name, value in (("base_url", base_url), ("model", model)) if not value]
    if missing:
        hints = {"base_url": f"llm.base_url, {ENV_BASE_URL} or {FALLBACK_BASE_URL}", "model": f"llm.model or {ENV_MODEL}"}
        raise ValueError("llm: an endpoint is configured but " + "; ".join(f"{m} is missing (set {hints[m]})" for m in missing))

    if "api_key" in explicit:
        api_key = explicit["api_key"]
    elif "api_key_env" in explicit:
        name = explicit["api_key_env"]
        if name not in environ:
            raise ValueError(f"llm.api_key_env names {name!r}, which is not set in the environment")
        api_key = environ[name]
    else:
        api_key = env(ENV_API_KEY) or env(FALLBACK_API_KEY)
    tuning = {key: explicit[key] for key in _TUNING_KEYS if key in explicit}
    return _settings_class()(base_url=base_url, api_key=api_key or NO_KEY, model=model, extract_model=extract_model, **tuning)
