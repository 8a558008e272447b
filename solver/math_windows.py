"""The time window a KAG Math step states in words, applied to the edges it adds up.

KAG's planners put a period into a Math step's free-text target or its step text and nowhere else:
``Retrieval(s=s1:Company[X], p=p1:fundTrans, o=o1:Company)`` then
``Math(content=[p1], target=`截至2023-10-15，X近30天内转出金额之和`)``. KAG's executor hands the
target to a language model with the transfers and their dates; without one, kagflow reads the
window itself (:func:`kagflow.solver.time_windows.time_window`, counting back from the day the
text states, else from the store's as-of date) and adds it to the Retrieval that binds the edge
variable, as bounds on the one date property its edges carry (``p1.transDate > `2023-09-15```),
each reading recorded. The operation itself is read from the target as before
(:mod:`kagflow.solver.math_ops`).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import predicates_named
from kagflow.solver.edge_readings import edge_dates
from kagflow.solver.logical_form import Constraint, Math, Normalisation, Plan, Retrieval, Step
from kagflow.solver.math_ops import map_target
from kagflow.solver.time_windows import TimeWindow, stated_as_of, time_window

__all__ = ["windowed_math"]

# a span a target writes ("fewer than 30 days before today", "within the last 90 days"), and the words that
# lead into a window the text states ("within the last …"): they name no operation
_SPAN = re.compile(r"(?:(?:is|are)\s+)?(?:(?:fewer|less|no more) than|within|in|over|during)(?:\s+the)?(?:\s+(?:last|past))?\s+\d+\s+"
                   r"(?:days?|weeks?|months?|years?)\b(?:\s+(?:before|of|from|until|up to)\s+\S+)?", re.I)
_LEAD = re.compile(r"(?:(?:is|are)\s+)?(?:(?:fewer|less|no more) than|within|in|over|during)(?:\s+the)?(?:\s+(?:last|past))?\s*$", re.I)


def windowed_math(plan: Plan, schema: Schema, as_of: dt.date | None) -> Plan:
    """``plan`` with the window each free-text Math target (or its step's text) states added to the
    Retrieval that binds the edge variable it aggregates.

    Args:
        plan: a parsed (and resolved) plan.
        schema: the project's schema.
        as_of: the day a window counts back from when the text states none (the store's as-of).

    Returns:
        the plan (the same object when no Math step states a window over edges with one date
        property); each bound added is a ``time window of a Math target`` normalisation on the
        Retrieval step.
    """
    steps = list(plan.steps)
    changed = False
    for step in plan.steps:
        action = step.action
        if not isinstance(action, Math) or action.target_text is None:
            continue
        window = _window(action.target_text, as_of) or (_window(step.text, as_of) if step.text else None)
        if window is None or (window.start is None and window.end is None):
            continue
        if action.target is None:  # "sum of transAmt where transDate is fewer than 30 days before today": the window names no operation
            text = action.target_text
            if window.text in text:
                at = text.index(window.text)
                text = _LEAD.sub("", text[:at]) + " " + text[at + len(window.text):]
            if (op := map_target(_SPAN.sub(" ", text))) is not None:
                action = replace(action, target=op)
                steps[plan.steps.index(step)] = replace(step, action=action)
                changed = True
        for item in action.content:
            alias = item.split(".", 1)[0] if isinstance(item, str) else None
            at = next((i for i, s in enumerate(steps) if isinstance(s.action, Retrieval) and s.action.p.alias == alias
                       and s.index < step.index), None)
            if at is None:  # an end of the Retrieval ("Math(content=[o1], target=`2023年9月以来…转出的资金总额`)"): its edges
                at = next((i for i, s in enumerate(steps) if isinstance(s.action, Retrieval) and alias in (s.action.s.alias, s.action.o.alias)
                           and s.index < step.index), None)
                alias = steps[at].action.p.alias if at is not None else None
            if at is None:
                continue
            dated = _date_property(schema, steps[at].action)
            if dated is None or any(c.alias == alias and c.prop == dated.name for c in steps[at].action.constraints):
                continue
            steps[at] = _bounded(steps[at], alias, dated, window)
            changed = True
    return replace(plan, steps=tuple(steps)) if changed else plan


def _window(text: str, as_of: dt.date | None) -> TimeWindow | None:
    stated = stated_as_of(text)
    return time_window(text, stated[0] if stated else as_of)


def _date_property(schema: Schema, retrieval: Retrieval) -> PropertyDef | None:
    """The one edge property of the retrieval's relation that holds a date (:func:`~kagflow.solver.edge_readings.edge_dates`)."""
    word = retrieval.p.predicate
    relation = schema.predicate(retrieval.s.type, word) if retrieval.s.type in schema.types and word else None
    found = [relation] if relation is not None else (predicates_named(schema, word) if word else [])
    dated = {e.name: e for p in found if p is not None and not p.is_basic for e in edge_dates(p)}
    return next(iter(dated.values())) if len(dated) == 1 else None


def _bounded(step: Step, alias: str, dated: PropertyDef, window: TimeWindow) -> Step:
    bounds = []
    if window.start is not None:
        bounds.append(Constraint(alias, dated.name, ">" if window.exclusive_start else ">=", window.start.isoformat(), step.span))
    if window.end is not None:
        bounds.append(Constraint(alias, dated.name, "<" if window.exclusive_end else "<=", window.end.isoformat(), step.span))
    action = replace(step.action, constraints=tuple(step.action.constraints) + tuple(bounds))
    written = ", ".join(f"{c.alias}.{c.prop} {c.op} `{c.value}`" for c in bounds)
    note = Normalisation(step.span, "time window of a Math target", window.text, written)
    return replace(step, action=action, normalisations=tuple(step.normalisations) + (note,))
