"""Helpers shared by the solver tests: an executor over a built project, plans without positions,
whether a question was answered right, a KAG table's compact date, a blind round's gold."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import fields, is_dataclass
from pathlib import Path

import duckdb

from kagflow.project import Project
from kagflow.schema.spg import load_project_schema
from kagflow.solver.execute import PlanExecutor


def open_executor(root: Path, read_only: bool = True) -> tuple[duckdb.DuckDBPyConnection, PlanExecutor]:
    """A connection to ``root``'s built store and a :class:`PlanExecutor` over it (caller closes)."""
    project = Project(root)
    con = duckdb.connect(str(project.database_path), read_only=read_only)
    return con, PlanExecutor(con, load_project_schema(project.root), project.config.fuzzy_link_threshold)


def without_spans(value):
    """``value`` with every ``span`` field set to None (dataclasses, tuples)."""
    if is_dataclass(value) and not isinstance(value, type):
        return type(value)(**{f.name: None if f.name == "span" else without_spans(getattr(value, f.name)) for f in fields(value)})
    if isinstance(value, tuple):
        return tuple(without_spans(v) for v in value)
    return value


def right(result, gold: list[str]) -> bool:
    """Whether an :class:`~kagflow.solver.ask.AskResult` answers with exactly ``gold`` (as the bench scores)."""
    from kagflow.solver.scoring import score_values

    return result.mode == "answer" and score_values(result.values, gold)[0] == 1.0


def cell_values(cell: str, separator: str) -> list[str]:
    """A multi-value CSV cell's values (``"A;B;A"`` with ``";"``), each once, in order, stripped."""
    return list(dict.fromkeys(v.strip() for v in cell.split(separator) if v.strip()))


def compact_day(text: str) -> dt.date:
    """A date the KAG tables write ``20230915`` (a transfer's ``transDate``)."""
    return dt.datetime.strptime(text, "%Y%m%d").date()


def slash_day(text: str) -> dt.date | None:
    """A date the AffairQA tables write ``2016/11/9`` (``None`` for an empty or other cell)."""
    try:
        return dt.datetime.strptime(text.strip(), "%Y/%m/%d").date()
    except ValueError:
        return None


BLIND = Path(__file__).resolve().parents[2] / "bench" / "questions" / "blind"


def blind_gold(name: str, question: str) -> list[str]:
    """The gold of ``question`` in blind round file ``name`` (``"r50-acme-supply"``): computed from the
    CSVs by the round's own script (``bench/questions/blind/gold/``), which a helper wrote without the code;
    for answers (rule values) a test cannot recompute in a few lines."""
    rows = json.loads((BLIND / f"{name}.json").read_text("utf-8"))
    return next(r["answer"] for r in rows if r["question"] == question)
