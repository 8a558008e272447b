"""A relation of a type to itself whose far end the question describes: "Which companies received money
from a company founded before 1960?", "How many companies paid US companies?". The type is said twice:
the first time for the entities asked, the second for the other end of one hop, restricted by the values
and bounds written after it (as a list over the type reads them, :meth:`TypeReadings.type_constraints`
and :meth:`Bounds.bounded_where`). Which end is which comes from the words before the second mention
("from", "by": the far end pays or sends; "to", "paid": it receives; :meth:`EdgeReadings.roles`).

The plan searches the far end first, then hops: ``Search(s=s2:Company, s2.founded < 1960)``,
``Retrieval(s=s2, p=p1:fundTrans, o=s1:Company)``, ``Output(s1)`` (or ``Math count``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.schema_shapes import SchemaPlan, _bt, _fold, _label
from kagflow.solver.type_mentions import type_noun

if TYPE_CHECKING:
    from kagflow.solver.schema_planner import SchemaPlanner

__all__ = ["restricted_far_end"]

# the words before the far end: a preposition of the hop or its verb ("from", "to", "paid", "with")
_JOIN = re.compile(r"\b(?:from|by|to|into|with|paid|pays|pay|sent|send|sends|supplies|supply|supplied)\s+", re.I)


def restricted_far_end(planner: "SchemaPlanner", t: str, question: str, aggregate: str | None) -> list[SchemaPlan]:
    """The reading of an English question that names type ``t`` twice, the second time with
    values or a bound restricting it, over one relation of ``t`` to itself (see the module); []
    where the question is not of that shape.

    Args:
        planner: the schema planner (its schema, type readings, bounds and edge roles).
        t: the type the question names; question: as asked (NFKC); aggregate: None (a list) or
            ``"count"``.

    Returns:
        one ``relation`` (list) or ``count`` plan, or none.
    """
    if aggregate not in (None, "count") or not question.isascii():
        return []
    mentions = list(type_noun(t).finditer(_fold(question)))
    if len(mentions) != 2:
        return []
    # the far end's description starts after the last word that joins it to the hop ("from US companies")
    joins = list(_JOIN.finditer(question, mentions[0].end(), mentions[1].start()))
    if not joins:
        return []
    near, far = question[:joins[-1].end()], question[joins[-1].end():]
    chosen = planner.relations_between(t, t, f"{near} {far}")  # (None: no relation of t to itself the words name)
    if chosen is None:
        return []
    p, _subject, score = chosen
    constraints, _held, outside, _graded, context = planner.type_constraints(t, far, far, "")
    bounded, bound, _ends = planner.bounded_where(t, context, "")
    parts = [f"s2.{q.name} == {_bt(v)}" for q, v in constraints] + [o.replace("s1.", "s2.") for o in outside]
    parts += [bounded.replace("s1.", "s2.")] if bounded else []
    if not parts:
        return []
    role = planner.roles(question, [{"text": far.rstrip(" ?")}])[0][1]  # ("from": it pays; "paid", "to": it receives)
    hop = f"s=s2, p=p1:{p.name}, o=s1:{t}" if role == "s" else f"s=s1:{t}, p=p1:{p.name}, o=s2"
    text = f"Action1: Search(s=s2:{t}, {', '.join(parts)})\nAction2: Retrieval({hop})\n"
    described = ", ".join([f"{_label(q)} {v}" for q, v in constraints] + ([f"{_label(bound[0])} {bound[1]} {bound[2]}"] if bound else []))
    confidence = min(score, bound[3]) if bound else score
    explains = frozenset(v for _q, v in constraints) | ({str(bound[2])} if bound else set())
    note = f"{t}-[{p.name}]->{t}, its {'subject' if role == 's' else 'object'} with {described}"
    count = aggregate == "count"
    text += "Action3: Math(content=[s1], target=count)->n\nAction4: Output(n)\n" if count else "Action3: Output(s1)\n"
    return [SchemaPlan(text, "count" if count else "relation", confidence, [note], f"{{value}} ({_label(p)}; the other end {described})",
                       kind="number" if count else "entity", answer_type=None if count else t, explains=explains,
                       types=frozenset({t}), labels=(p.name,) + tuple(q.name for q, _v in constraints))]
