"""The solver's language model as a plain callable: ``complete(messages) -> reply text``.

The planner, Math targets, Deduce and the answer writer all take a :data:`Complete`; this module
builds one from a project's ``llm:`` settings (``kagflow.yaml``, then the environment; see
:func:`kagflow.llm_settings.resolve_llm_settings`). Replies are cached on disk under the
project's ``.kagflow/llm_cache`` (the cache key covers model, messages and parameters).

The LLM client is :class:`kagflow.llm.LLMClient` (openai; no Dagster, which only the build's
resource wrapper imports); the settings are resolved without it (:mod:`kagflow.llm_settings`) and
it is imported only when a model is configured, so a project without one never loads openai, and
a solver with one never loads Dagster.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

Complete = Callable[[list[dict]], str]
"""Chat messages (``[{"role": ..., "content": ...}]``) -> the assistant's reply text."""

PROMPT_VERSION = "solve-1"


class SolverModelError(RuntimeError):
    """The language model a step needed did not answer (the message names the endpoint's error)."""


def solver_model(project, environ: Mapping[str, str] | None = None) -> Complete | None:
    """The project's solver model (KAG's chat LLM), or ``None`` when none is configured.

    Args:
        project: a :class:`kagflow.project.Project`.
        environ: the environment to read (default ``os.environ``).

    Returns:
        ``complete(messages) -> text``; it raises :class:`SolverModelError` when the endpoint
        fails (after the client's retries of transient errors).

    Raises:
        ProjectError: the ``llm:`` settings are inconsistent (names the config file).
    """
    from kagflow.llm_settings import endpoint_intended, resolve_llm_settings
    from kagflow.project_paths import CONFIG_FILE, ProjectError  # no pydantic: a reader's project may be a view

    environ = os.environ if environ is None else environ
    llm = project.config.llm.model_dump()
    if not endpoint_intended(llm, environ):  # a project's llm: section was validated: no unknown key to report
        return None
    try:
        settings = resolve_llm_settings(llm, environ)
    except ValueError as exc:
        raise ProjectError(f"{project.root / CONFIG_FILE}: {exc}") from exc
    if settings is None:
        return None
    from kagflow.llm import LLMError

    model = settings.client(str(project.state_dir / "llm_cache"))

    def complete(messages: list[dict]) -> str:
        try:
            return model.complete(messages, purpose="solve", prompt_version=PROMPT_VERSION).text
        except LLMError as exc:
            raise SolverModelError(f"the language model at {model.base_url} did not answer: {exc}") from exc

    return complete


class ModelReplyError(ValueError):
    """A model reply stayed invalid after one corrective message.

    Attributes:
        reply: the last reply text.
        reason: why it is invalid (pydantic's located errors, or the check's message).
    """

    def __init__(self, what: str, reply: str, reason: str):
        super().__init__(f"{what}: the language model's reply was invalid twice ({reason})")
        self.reply = reply
        self.reason = reason


def strip_fence(reply: str) -> str:
    """The reply without a surrounding Markdown code fence (```json ... ```), stripped."""
    text = reply.strip()
    if text.startswith("```"):
        first_newline = text.find("\n")
        text = text[first_newline + 1:] if first_newline >= 0 else text[3:]
        if text.rstrip().endswith("```"):
            text = text.rstrip()[:-3]
    return text.strip()


def reason_of(exc: Exception) -> str:
    """A one-line reason for a failed validation (pydantic errors as ``field: message``)."""
    from pydantic import ValidationError

    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(str(p) for p in err['loc']) or 'reply'}: {err['msg']}" for err in exc.errors())
    return str(exc)


def ask_validated(complete: Complete, messages: list[dict], check: Callable[[str], object], what: str) -> tuple[object, list[str]]:
    """Ask ``complete`` and validate the reply with ``check``; an invalid reply is sent back once
    with the reason (the pattern of :func:`kagflow.solver.math_ops.resolve_with_model`).

    Args:
        complete: the model.
        messages: the chat so far (not modified).
        check: ``reply text -> value``; raises ``ValueError`` (pydantic's ``ValidationError``
            included) with the reason when the reply is not acceptable.
        what: names the request in errors and notes (``"Action3 Deduce"``).

    Returns:
        ``(value, notes)``; ``notes`` records a repaired reply.

    Raises:
        ModelReplyError: the reply and the reply to the corrective message were both invalid.
        SolverModelError: the endpoint failed.
    """
    reply = complete(list(messages))
    try:
        return check(reply), []
    except ValueError as exc:
        reason = reason_of(exc)
    retry = list(messages) + [
        {"role": "assistant", "content": reply},
        {"role": "user", "content": f"That reply is not valid: {reason}. Reply again with the corrected JSON object only."},
    ]
    reply = complete(retry)
    try:
        return check(reply), [f"{what}: the model's first reply was invalid ({reason}); its corrected reply was used"]
    except ValueError as exc:
        raise ModelReplyError(what, reply, reason_of(exc)) from None
