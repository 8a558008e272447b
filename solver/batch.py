"""Many plans over one opened project: ``kagflow query PROJECT --plans FILE``.

The file is a JSON list or JSON Lines (:mod:`kagflow.solver.records`) of ``{"id", "plan"}``
objects. Every plan runs through :meth:`kagflow.solver.ask.Asker.query` on one store connection,
and each gives one result object, whether it answered or failed::

    {"id": "q1", "answer": [...], "notes": [...], "columns": null, "rows": null, "error": null, "normalisations": [...]}

``error`` is ``null`` or ``{"kind": "syntax" | "validation" | "execution", "message": ...}``, the
message located as ``kagflow query`` prints it (the plan is named ``FILE#id``); one failing plan
never stops the others. ``answer`` is the plan's answer as in ``kagflow query --json`` (entities
by name); ``notes`` what the answer must say to be trusted (:attr:`~kagflow.solver.trace.Answer.notes`:
a name linked by other than an exact match, placeholders left out of a count); ``columns``/``rows`` the joint rows when Output names several variables (else ``null``);
``normalisations`` the lenient readings of the plan (``step``, ``construct``, ``original``,
``canonical``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import duckdb

from kagflow.solver.records import RecordFileError, read_records


class PlanFileError(ValueError):
    """The plans file cannot be read, is not a list of ``{"id", "plan"}`` objects, or repeats an
    id; the message names the plan and its line."""


@dataclass(frozen=True)
class PlanItem:
    """One plan of a plans file.

    Attributes:
        pid: its id, as text.
        text: the plan.
        source: the name its messages give it (``FILE#id``).
        question: the question the plan answers (optional ``"question"`` field): context for
            resolving the planner's words.
    """

    pid: str
    text: str
    source: str
    question: str | None = None


def load_plans(path: str | Path) -> list[PlanItem]:
    """Read a plans file (``-``: standard input).

    Raises:
        PlanFileError: unreadable, not JSON or JSON Lines, empty, or a plan whose ``id`` or
            ``plan`` is missing, of the wrong type or empty, or whose id repeats an earlier one.
    """
    try:
        source, records = read_records(path, "plan")
    except RecordFileError as exc:
        raise PlanFileError(str(exc)) from exc
    items: list[PlanItem] = []
    seen: dict[str, str] = {}
    for record in records:
        where = f"{source}: {record.where('plan')}"
        data = record.data
        pid = data.get("id")
        if pid is None:
            raise PlanFileError(f"{where}: no 'id'")
        if isinstance(pid, bool) or not isinstance(pid, (str, int)) or not str(pid).strip():
            raise PlanFileError(f"{where}: 'id' must be a non-empty string or a whole number, not {pid!r}")
        pid = str(pid)
        if pid in seen:
            raise PlanFileError(f"{where}: id {pid!r} was already used by {seen[pid]}")
        seen[pid] = record.where("plan")
        text = data.get("plan")
        if not isinstance(text, str) or not text.strip():
            raise PlanFileError(f"{where} (id {pid}): " + ("no 'plan'" if text is None else "'plan' must be a non-empty string"
                                                           + ("" if isinstance(text, str) else f", not {type(text).__name__}")))
        question = data.get("question")
        if question is not None and not isinstance(question, str):
            raise PlanFileError(f"{where} (id {pid}): 'question' must be a string, not {type(question).__name__}")
        items.append(PlanItem(pid, text, f"{source}#{pid}", question))
    return items


def run_plan(asker, item: PlanItem) -> dict:
    """Run one plan with ``asker.query`` (:class:`kagflow.solver.ask.Asker`) and describe the
    outcome; a bad or failing plan gives an ``error``, never an exception."""
    from kagflow.solver.answer import plain_numbers
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.model import ModelReplyError, SolverModelError
    from kagflow.solver.validate import PlanValidationError

    out: dict = {"id": item.pid, "answer": None, "notes": [], "columns": None, "rows": None, "error": None, "normalisations": []}
    try:
        answer = asker.query(item.text, item.source, question=item.question)
    except LogicalFormSyntaxError as exc:
        out["error"] = {"kind": "syntax", "message": str(exc)}
    except RecursionError:
        out["error"] = {"kind": "syntax", "message": f"{item.source}: the plan is nested too deeply to read"}
    except PlanValidationError as exc:
        out["error"] = {"kind": "validation", "message": str(exc)}
    except (PlanExecutionError, SolverModelError, ModelReplyError, duckdb.Error) as exc:
        out["error"] = {"kind": "execution", "message": str(exc)}
    else:
        out["answer"] = plain_numbers(answer.answer)
        out["notes"] = answer.notes
        if answer.rows is not None:
            out["columns"], out["rows"] = answer.columns, plain_numbers(answer.rows)
        out["normalisations"] = [{"step": trace.index, "construct": n["construct"], "original": n["original"],
                                  "canonical": n["canonical"]} for trace in answer.steps for n in trace.normalisations]
    return out


def run_plans(asker, items: Iterable[PlanItem]) -> Iterator[dict]:
    """:func:`run_plan` for each plan, in file order, as each finishes."""
    for item in items:
        yield run_plan(asker, item)
