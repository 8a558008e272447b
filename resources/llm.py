"""The LLM resource: :class:`kagflow.llm.LLMClient` as a Dagster ``ConfigurableResource``.

The client (endpoint, disk cache, retries, counters) is a plain library class in
:mod:`kagflow.llm`; this module only makes it configurable from Dagster (``dg.EnvVar`` fields,
the openai client built in ``setup_for_execution``) and re-exports the client's names, so assets,
schedules and sensors keep importing them from here.
"""

from __future__ import annotations

from pathlib import Path

import dagster as dg

from kagflow.llm import (  # noqa: F401 - re-exported: the client's one definition lives there
    BACKOFF_CAP_S, ENV_API_KEY, ENV_BASE_URL, ENV_EXTRACT_MODEL, ENV_MODEL, FALLBACK_API_KEY, FALLBACK_BASE_URL,
    NO_KEY, TUNING_DEFAULTS, USAGE_COUNTERS, LLMClient, LLMError, LLMReply, LLMSettings, Purpose, cache_key,
    canonical_json, resolve_llm_settings,
)


class LLMResource(dg.ConfigurableResource, LLMClient):
    """:class:`~kagflow.llm.LLMClient` as a Dagster resource (same fields, same methods).

    Build one from resolved settings (:meth:`from_settings`) or directly, e.g.
    ``LLMResource(base_url=dg.EnvVar("KAGFLOW_LLM_BASE_URL"), ...)``.
    """

    @classmethod
    def from_settings(cls, settings: LLMSettings, cache_dir: str | Path = "") -> LLMResource:
        """The resource of :func:`resolve_llm_settings`' result, caching under ``cache_dir`` (empty: no cache)."""
        return cls(cache_dir=str(cache_dir), **settings.model_dump())

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        if self.available:
            self._get_client()
