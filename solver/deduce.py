"""Deduce steps: a language model reasons over values the plan has bound (KAG's Deduce operator).

KAG's planners write ``Deduce(op=judgement, content=[o1, `free text`], target=`question`)->res``
(``op`` one or several of judgement, entailment, extract, choice, multiChoice; see
``kag/solver/prompt/lf_static_planning_prompt.py`` and the Deduce plans in
``../shared/datasets/kag-plans/plans.json``). The executor reads the bound values of the content
variables (entity names, ``[entity, value]`` pairs, earlier Math/Deduce results) and calls
:func:`deduce` with them, the free-text statements and the step's question. The model answers a
JSON object validated by :class:`DeduceReply` (never code):

- ``judgement``: ``answer`` is ``yes``, ``no`` or ``unknown``;
- ``choice``: ``answer`` is one of the options (the content variables' values, else the
  statements); ``multiChoice``: a list of options;
- ``entailment`` / ``extract``: ``answer`` is a text.

An invalid reply is sent back once with the located errors; a second invalid reply is a
:class:`kagflow.solver.model.ModelReplyError`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from typing import Union

from kagflow.solver.model import Complete, ask_validated, strip_fence

DEDUCE_OPS = ("judgement", "entailment", "extract", "choice", "multiChoice")
JUDGEMENTS = ("yes", "no", "unknown")

_SYSTEM = """You answer one reasoning step of a question-answering plan over a knowledge graph.
You get JSON: "op" (the kind of reasoning), "question" (what this step must decide), "facts"
(values retrieved by earlier steps, by variable: entity names, or [entity, value] pairs),
"statements" (free-text premises) and, for choice, "options".
Use only the facts and statements given. Reply with one JSON object and nothing else:
{"answer": ..., "reason": "one short sentence"}
- judgement: "answer" is "yes", "no" or "unknown" (unknown when the facts do not settle it).
- choice: "answer" is exactly one of "options".
- multiChoice: "answer" is a list of items from "options".
- entailment or extract: "answer" is a short text (a name, a value, a relation).
"""


@cache
def _deduce_reply():
    """:class:`DeduceReply`, made on first use: pydantic is imported only when a model deduces."""
    from pydantic import BaseModel, ConfigDict

    class DeduceReply(BaseModel):
        """The model's reply: ``answer`` (text, or a list for multiChoice) and a one-line ``reason``."""

        model_config = ConfigDict(extra="ignore")
        answer: Union[str, int, float, bool, list[Union[str, int, float]]]
        reason: str = ""

    DeduceReply.__qualname__ = "DeduceReply"  # found by pickle and in reprs as the module's own name (module __getattr__)
    return DeduceReply


def __getattr__(name: str):
    if name == "DeduceReply":
        return _deduce_reply()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass
class DeduceRequest:
    """What a Deduce step asks: op(s), the question, bound values by variable, free text.

    Attributes:
        step: the step's index (for errors).
        ops: the ops as written, split on ``,`` (``("judgement", "entailment")``).
        question: the step's ``target``, else its ``StepN:`` text.
        facts: variable -> its values (entity names, ``[entity, value]`` pairs or a scalar).
        statements: the content's free-text items.
    """

    step: int
    ops: tuple[str, ...]
    question: str
    facts: dict[str, object] = field(default_factory=dict)
    statements: list[str] = field(default_factory=list)

    def options(self) -> list[str]:
        """Choice options: every value of the content variables, else the statements."""
        out: list[str] = []
        for values in self.facts.values():
            for v in values if isinstance(values, list) else [values]:
                item = v[-1] if isinstance(v, list) and v else v
                if str(item) not in out:
                    out.append(str(item))
        return out or list(self.statements)


@dataclass
class DeduceResult:
    """A Deduce step's answer, the model's reason and notes (a repaired reply)."""

    answer: object
    reason: str
    notes: list[str] = field(default_factory=list)


def check_ops(op: str) -> tuple[str, ...]:
    """The ops of ``op`` as written (``judgement,entailment``), each checked.

    Raises:
        ValueError: an op that is not one of :data:`DEDUCE_OPS` (the message lists them).
    """
    ops = tuple(o.strip() for o in op.split(",") if o.strip())
    known = {o.lower(): o for o in DEDUCE_OPS}
    out = []
    for o in ops:
        if o.lower() not in known:
            raise ValueError(f"unknown Deduce op {o!r}; known: {', '.join(DEDUCE_OPS)}")
        out.append(known[o.lower()])
    return tuple(out) or ("entailment",)


def _checker(request: DeduceRequest):
    primary = request.ops[0]
    options = request.options()

    def check(reply: str) -> DeduceReply:
        parsed = _deduce_reply().model_validate_json(strip_fence(reply))
        answer = parsed.answer
        if primary == "judgement":
            if str(answer).strip().lower() not in JUDGEMENTS:
                raise ValueError(f"answer: a judgement is one of {', '.join(JUDGEMENTS)}, not {answer!r}")
            parsed.answer = str(answer).strip().lower()
        elif primary == "choice":
            if isinstance(answer, list) or str(answer) not in options:
                raise ValueError(f"answer: choose exactly one of {options}, not {answer!r}")
        elif primary == "multiChoice":
            items = answer if isinstance(answer, list) else [answer]
            wrong = [a for a in items if str(a) not in options]
            if wrong:
                raise ValueError(f"answer: {wrong} are not among the options {options}")
            parsed.answer = [str(a) for a in items]
        elif isinstance(answer, list):
            parsed.answer = ", ".join(str(a) for a in answer)
        return parsed

    return check


def deduce(request: DeduceRequest, complete: Complete) -> DeduceResult:
    """Run one Deduce step with the model.

    Args:
        request: the step's question and bound values.
        complete: the solver model.

    Returns:
        the validated answer, the model's reason and notes.

    Raises:
        ModelReplyError: the reply stayed invalid after one corrective message.
        SolverModelError: the endpoint failed.
    """
    payload = {"op": ",".join(request.ops), "question": request.question, "facts": request.facts,
               "statements": request.statements}
    if request.ops[0] in ("choice", "multiChoice"):
        payload["options"] = request.options()
    messages = [{"role": "system", "content": _SYSTEM},
                {"role": "user", "content": json.dumps(payload, ensure_ascii=False, default=str)}]
    reply, notes = ask_validated(complete, messages, _checker(request), f"Action{request.step} Deduce")
    return DeduceResult(reply.answer, reply.reason, notes)
