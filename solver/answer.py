"""Answers with citations: the model writes the answer from the plan's values and numbered evidence.

The prompt (``solver/prompts/answer.txt``) gives the question, the executed plan's output values
(answer, ``[entity, value]`` pairs, rows), a few graph facts with their sources, and the evidence
passages numbered ``[1]``, ``[2]`` ... (chunk hits and the source records behind the plan's steps).
The reply is a JSON object validated by :class:`AnswerReply`; an invalid reply is sent back once.
Only citations that name a passage given are kept (the others are dropped and noted), whether
they are listed in ``citations`` or written as ``[n]`` in the text.

Numbers print by one rule wherever kagflow shows an answer (``kagflow query`` and ``ask``, their
``--json``, the MCP tools, the values given to the answer model): :func:`plain_number`.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from kagflow.solver.model import Complete, ask_validated, strip_fence
from kagflow.solver.retrievers.base import Hit

MAX_PASSAGE_CHARS = 1200


@cache
def _answer_reply():
    """:class:`AnswerReply`, made on first use: pydantic is imported only when a model writes an answer."""
    from pydantic import BaseModel, ConfigDict

    class AnswerReply(BaseModel):
        """The answer writer's reply: ``answer`` text with ``[n]`` marks and the ``citations`` used."""

        model_config = ConfigDict(extra="ignore")
        answer: str
        citations: list[int] = []

    AnswerReply.__qualname__ = "AnswerReply"  # found by pickle and in reprs as the module's own name (module __getattr__)
    return AnswerReply


def __getattr__(name: str):
    if name == "AnswerReply":
        return _answer_reply()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class WrittenAnswer:
    """The answer text, the passage numbers it cites (1-based, existing ones only) and notes."""

    text: str
    cited: list[int] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _marks(text: str) -> list[int]:
    """Numbers written as ``[n]`` (or ``[n, m]``) in ``text``, in order of appearance."""
    out: list[int] = []
    i = 0
    while True:
        start = text.find("[", i)
        if start < 0:
            return out
        end = text.find("]", start)
        if end < 0:
            return out
        parts = [p.strip() for p in text[start + 1:end].split(",")]
        if parts and all(p.isdigit() for p in parts):
            out.extend(int(p) for p in parts)
        i = end + 1


def plain_number(value):
    """The one rule for printing a numeric answer: a float with an integral value becomes an int,
    so it prints without ``.0`` (``820000.0`` -> ``820000``, as a sum already printed); any other
    float stays, and prints as Python's shortest round-tripping repr (``0.1``, ``261857.14285714287``).

    A float that binary arithmetic left a digit off a short decimal (a sum of ``110.0`` and
    ``261.52`` is ``371.52000000000004``) is that decimal: rounded to 15 significant digits, when
    the rounded value needs at most 12.

    Only floats whose magnitude is below 2**53 (exact as integers) change; NaN, infinities and
    every other value are returned as given.
    """
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    if isinstance(value, float) and math.isfinite(value) and abs(value) < 2**53:
        rounded = float(f"{value:.15g}")
        if rounded != value and len(f"{rounded:.15g}".lstrip("-").replace(".", "").strip("0")) <= 12:
            return int(rounded) if rounded.is_integer() else rounded
    return value


def plain_numbers(value):
    """:func:`plain_number` applied through lists, tuples (returned as lists) and dict values."""
    if isinstance(value, float):
        return plain_number(value)
    if isinstance(value, (list, tuple)):
        return [plain_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: plain_numbers(v) for k, v in value.items()}
    return value


def render_value(value) -> str:
    """A value, or a list of values, as ``kagflow query`` prints it: JSON text (non-ASCII kept,
    dates and decimals as their text) with numbers by :func:`plain_number`."""
    return json.dumps(plain_numbers(value), ensure_ascii=False, default=str)


def passages(hits: list[Hit]) -> list[str]:
    """The evidence as numbered passages: ``[n] citation: text`` (text cut at 1,200 characters)."""
    return [f"[{n}] {h.citation()}: {h.text[:MAX_PASSAGE_CHARS]}" for n, h in enumerate(hits, 1)]


def write_answer(question: str, answer, hits: list[Hit], complete: Complete, facts: list[dict] | None = None) -> WrittenAnswer:
    """Ask the model for the final answer.

    Args:
        question: as asked.
        answer: the executed plan's :class:`kagflow.solver.execute.Answer` (or ``None``).
        hits: evidence passages; their 1-based positions are the citation numbers.
        complete: the solver model.
        facts: graph facts (``subject``, ``predicate``, ``object``, ``source``), optional.

    Returns:
        a :class:`WrittenAnswer`.

    Raises:
        ModelReplyError: the reply stayed invalid after one corrective message.
        SolverModelError: the endpoint failed.
    """
    values = {}
    if answer is not None:
        values = {"answer": plain_numbers(answer.answer), "pairs": plain_numbers(answer.pairs)}
        if answer.rows is not None:
            values.update(columns=answer.columns, rows=plain_numbers(answer.rows[:50]))
    payload = {"question": question, "values": values,
               "facts": [{k: f[k] for k in ("subject", "predicate", "object", "source")} for f in (facts or [])[:20]],
               "passages": passages(hits)}
    system = resources.files("kagflow.solver").joinpath("prompts", "answer.txt").read_text(encoding="utf-8")
    messages = [{"role": "system", "content": system},
                {"role": "user", "content": json.dumps(payload, ensure_ascii=False, default=str)}]

    def check(reply: str) -> AnswerReply:
        parsed = _answer_reply().model_validate_json(strip_fence(reply))
        if not parsed.answer.strip():
            raise ValueError("answer: empty")
        return parsed

    reply, notes = ask_validated(complete, messages, check, "answer")
    claimed = list(dict.fromkeys([*reply.citations, *_marks(reply.answer)]))
    cited = [n for n in claimed if 1 <= n <= len(hits)]
    dropped = [n for n in claimed if n not in cited]
    if dropped:
        notes.append(f"answer: citation(s) {dropped} name no passage (there are {len(hits)}); dropped")
    return WrittenAnswer(reply.answer.strip(), cited, notes)
