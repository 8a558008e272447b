"""Answers computed from two numbers the schema planner reads apart: a share (:mod:`~kagflow.solver.shares`)
and a difference of one entity's numbers (:mod:`~kagflow.solver.differences`).

Each number is a question of its own ("温州市的宗教场所有多少个？"), planned, run and traced as any schema
answer is; :func:`answer_from_two` writes the result with both traces, the first number's plan as the
answer's plan and the other's in its notes. KAG writes the same as two Retrieval steps and a Math step
over their outputs (Liang et al. 2024, section 3.2, logical-form solving).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from kagflow.solver.answer import plain_number

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult
    from kagflow.solver.execute import Answer
    from kagflow.solver.schema_shapes import SchemaPlan

__all__ = ["Number", "answer_from_two", "fill_answer", "number_of", "planned_values", "two_numbers"]

_NUMBER_TEXT = re.compile(r"-?\d+(?:\.\d+)?")


class Number(NamedTuple):
    """One number a question reads: its ``plan``, the executed ``answer`` (steps for the trace) and ``value``."""

    plan: "SchemaPlan"
    answer: "Answer"
    value: float


def number_of(asker: "Asker", question: str) -> Number | None:
    """The one number ``question`` asks, where the schema planner reads it as one (a count, an
    aggregate or a number property of one entity) and its plan runs; else None."""
    if (ran := planned_values(asker, question, ("number", "value"))) is None:
        return None
    planned, answer, values = ran
    if len(values) == 1 and isinstance(values[0], str) and _NUMBER_TEXT.fullmatch(values[0].strip()):
        values = [float(values[0])]  # a property stored as text that is one number ("380": 在校生人数)
    if len(values) != 1 or isinstance(values[0], bool) or not isinstance(values[0], (int, float)):
        return None
    return Number(planned, answer, float(values[0]))


def planned_values(asker: "Asker", question: str, kinds: tuple[str, ...]) -> tuple["SchemaPlan", "Answer", list] | None:
    """``(plan, executed answer, its values less None)`` of ``question`` where the schema planner reads it as one
    plan of one of ``kinds`` (``SchemaPlan.kind``), not a choice between two, and the plan runs; else None."""
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    planned, _notes = asker.schema_planner().plan(question)
    if planned is None or planned.kind not in kinds or planned.choice is not None:
        return None
    try:
        answer = asker.query(planned.text, "<schema plan>", question=question)
    except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError):
        return None
    values = answer.bindings.get(planned.answer_var, answer.answer) if planned.answer_var else answer.answer
    return planned, answer, [v for v in values if v is not None]


def two_numbers(asker: "Asker", first_q: str, second_q: str) -> tuple[Number, Number] | None:
    """Both numbers of ``first_q`` and ``second_q`` (:func:`number_of`), where each is one number, their
    plans differ (the second's words were read) and both are counts or neither is; else None."""
    first = number_of(asker, first_q)
    second = number_of(asker, second_q) if first is not None else None
    if first is None or second is None or first.plan.text == second.plan.text \
            or (first.plan.shape == "count") != (second.plan.shape == "count"):
        return None
    return first, second


def answer_from_two(asker: "Asker", result: "AskResult", hits: list, k: int, numbers: tuple[Number, Number],
                    value: float, text: str, shape: str, notes: list[str]) -> None:
    """Fill ``result`` as :meth:`~kagflow.solver.ask.Asker.schema_answer` does for an answer ``value``
    (worded ``text``) computed from ``numbers`` by a ``shape`` reading (``share``, ``difference``; of each only its
    ``plan`` and ``answer`` are read, so two dates, :class:`~kagflow.solver.date_spans.Day`, serve as well): both
    plans' steps traced, the first's plan the answer's, the passages their facts came from cited beside
    ``hits`` (``k`` asked for), ``notes`` added."""
    fill_answer(asker, result, hits, k, [t for n in numbers for t in n.answer.steps], numbers[0].plan.text, [plain_number(value)],
                text, notes, shape, min(n.plan.confidence for n in numbers))


def fill_answer(asker: "Asker", result: "AskResult", hits: list, k: int, steps: list, plan_text: str, values: list, text: str,
                notes: list[str], shape: str, confidence: float) -> None:
    """Fill ``result`` as :meth:`~kagflow.solver.ask.Asker.schema_answer` does, for an answer a reading computed from the
    runs of its plans: ``steps`` (their :class:`~kagflow.solver.trace.StepTrace` lists, joined) traced, ``plan_text``
    the answer's plan, ``values`` worded ``text``, the passages the steps' facts came from cited beside ``hits`` (``k``
    asked for), ``notes`` and the ``shape`` reading's ``confidence`` noted."""
    from kagflow.solver.ask import SCHEMA_LABEL, _keep_relevance, _unique
    from kagflow.solver.retrievers.base import Hit

    result.steps = asker._steps(steps)
    result.plan, result.values = plan_text, values
    result.mode, result.label, result.answer = "answer", SCHEMA_LABEL, text
    cited = hits + [Hit.from_dict(c) for st in result.steps for c in st["citations"] if c["text"]]
    result.chunks = _keep_relevance(result.chunks, _unique(cited)[: k + 5])
    result.notes += [f"schema planner: {n}" for n in notes]
    result.notes.append(f"schema planner: {shape} plan, confidence {confidence:.2f}")
