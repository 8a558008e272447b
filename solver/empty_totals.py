"""A total over the edges of a named entity that has none of them is 0.

The executor answers a sum over nothing with null, and says so: an empty set may be a filter that
matched nothing, and 0 would claim a total (README, "Math"). A schema plan's total of one named
entity's edges is narrower: the entity is linked, its Retrieval has no constraint, and the store holds
no edge of that predicate at it (kg_cs bound no row and no fallback replaced it). In the closed world
of a built graph that entity's total is 0 — "Who received more, 裘** or 左**?" where 左** received
nothing is 裘**, and "How much did 左** receive in total?" is 0 — where the null refused both.

:func:`no_edge_totals` rewrites such a plan: each sum over the empty edge variable becomes the sum of
the literal 0 (``Math(content=[0], target=sum)``), so the printed plan says what was computed, and
the plan runs again.
"""

from __future__ import annotations

from kagflow.solver.plan_nodes import Math, Retrieval
from kagflow.solver.plan_parser import parse_plan


def _empty_named_edges(plan, steps, types_of) -> dict[str, str]:
    """Edge aliases of ``plan``'s unconstrained Retrievals with named ends (one or both), each linked to entities of
    the node's own type, that bound no row (their traces in ``steps``), each with what it reads ("fundTrans edge at
    左**"). ``types_of``: entity ids -> the types of those that are records of a table (no placeholder, nothing only a
    text names: an edge a table would hold is missing from neither)."""
    traces = {str(trace.index): trace for trace in steps}
    empty: dict[str, str] = {}
    for step in plan.steps:
        action = step.action
        if not isinstance(action, Retrieval) or action.constraints or not action.p.predicate:
            continue
        nodes = [node for node in (action.s, action.o) if node.name]
        named = [node.name for node in nodes]
        trace = traces.get(str(step.index))
        if not named or trace is None or trace.rows != 0 or len(trace.linked) != len(named) or not all(trace.linked.values()) \
                or not all(n.type for n in nodes):
            continue
        ids = {i for found in trace.linked.values() for i in found}
        # each name an entity of the store, of the type its node says (a person's name is no company of that name)
        if len(found := types_of(sorted(ids))) == len(ids) and set(found) <= {n.type for n in nodes}:
            where = f"between {named[0]} and {named[1]}" if len(named) == 2 else f"at {named[0]}"
            empty[action.p.alias] = f"{action.p.predicate} edge {where}"
    return empty


def no_edge_totals(text: str, steps, types_of) -> tuple[str, str] | None:
    """The plan ``text`` with each sum over an edge variable that bound no edge of named, linked
    entities read as 0, and a note saying whose; ``None`` where no sum is such, or where every sum
    of two or more is (two totals of nothing compare nothing: "Who sent more, A or B?" of two who
    sent none is refused, as before).

    Args:
        text: a schema plan's logical form (canonical text).
        steps: the :class:`~kagflow.solver.trace.StepTrace` list of its run (rows and links per step).
        types_of: entity ids -> the types of those that are a table's own records, one per id found (a lookup in the store).

    Returns:
        ``(rewritten plan text, note)`` or ``None``.
    """
    plan = parse_plan(text)
    empty = _empty_named_edges(plan, steps, types_of)
    if not empty:
        return None
    lines, zeroed, sums = text.splitlines(), [], 0
    for step in plan.steps:
        action = step.action
        if not (isinstance(action, Math) and action.target == "sum" and action.expression is None and action.content):
            continue
        sums += 1
        aliases = {item.partition(".")[0] for item in action.content if isinstance(item, str) and "." in item}
        if len(aliases) != len(action.content) or not aliases <= set(empty):
            continue
        rewritten = f"Math(content=[0], target=sum)->{action.output}" if action.output else "Math(content=[0], target=sum)"
        hits = [i for i, line in enumerate(lines) if step.action_text in line]
        if len(hits) != 1:
            return None
        lines[hits[0]] = lines[hits[0]].replace(step.action_text, rewritten)
        zeroed.extend(empty[a] for a in sorted(aliases))
    if not zeroed or (sums > 1 and len(zeroed) == sums):
        return None
    return "\n".join(lines), "; ".join(f"no {what} in the store: its sum is 0, not null" for what in dict.fromkeys(zeroed))
