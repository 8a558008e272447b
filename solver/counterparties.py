"""Money in either direction: the entities a named one exchanged money with, and whether money went both ways
between two.

"With how many distinct companies has X exchanged money, counting links in both directions?", "Which companies
has X had fund transfers with in either direction?", "X的资金往来对象有哪些？", "Does money flow in both directions
between A and B, i.e. each has paid the other at least once?". The relation is the one of the entity's type to
itself whose edges carry an amount (a transfer; :meth:`~kagflow.solver.edge_readings.EdgeReadings.edge_relations`).
One named entity: a plan of two Retrievals, the edges out of it and the edges into it, read as the union of their far
ends less the entity itself, listed or counted. Two named entities asked yes/no: a plan of the edges each way between
them, yes where both hold one. No named entity and "the most" ("Counting distinct counterparties in either direction, which
company has the most fund-transfer links?"): every edge of the relation, its two ends partners of each other, the entities
with the most partners (ties all given; never the fewest, which would need the entities with no edge). The plan runs and is traced as any schema answer; the union is the one step done
outside it, said in the notes. KAG writes the same as two Retrieval steps over one predicate, one per direction
(Liang et al. 2024, section 3.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.schema_shapes import _bt
from kagflow.solver.two_numbers import fill_answer

if TYPE_CHECKING:
    from kagflow.solver.ask import Asker, AskResult

__all__ = ["counterparties_answer", "either_way_asked"]

# "has either paid or received money from", "sent money to or received money from", "转出或转入": the two directions said
_PAID_OR_RECEIVED = (r"\b(?:paid|sent|transferred|received)\b(?:\s+(?:money|funds|payments?|transfers?))?(?:\s+(?:to|from))?\s+(?:or|and/or)\s+"
                     r"(?:has\s+|have\s+)?(?:paid|sent|transferred|received)\b|(?:转出|付出|付款|支付|转给)(?:或|或者)(?:转入|收到|收款|收入)"
                     r"|(?:转入|收到|收款|收入)(?:或|或者)(?:转出|付出|付款|支付)")
_EITHER_WAY = re.compile(r"\b(?:in|counting\s+(?:links|transfers|payments|edges)\s+in)\s+(?:both|either)\s+directions?\b|\bboth\s+ways\b"
                         r"|\beither\s+way\b|\bexchang(?:ed|es|e|ing)\s+(?:money|funds|payments|transfers)\b|\bcounterpart(?:y|ies)\b"
                         r"|\btransacted\s+with\b|双向|资金往来|转账往来|往来|来往|不论方向|不分方向|无论方向|互相转账|相互转账|互有转账"
                         r"|" + _PAID_OR_RECEIVED, re.I)
# (the most only: the fewest would need the entities with no such edge, which the edges do not list)
_MOST = re.compile(r"\bmost\b|最多", re.I)
# a direction the question says, which only "both/either direction(s)" or "exchanged" overrides
_DIRECTED = re.compile(r"\b(?:receiv\w*|paid|pays?|paying|sen[dt]s?|sending|from|to)\b|收到|收过|付给|转给|转出|转入|支付", re.I)
_BOTH_WAYS_SAID = re.compile(r"\b(?:both|either)\s+(?:directions?|ways?)\b|\bexchang\w*|双向|往来|来往|不论方向|不分方向|无论方向|互相|相互|"
                             + _PAID_OR_RECEIVED, re.I)
_COUNTED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bcount\b|多少|几", re.I)
# both ways between two named ones, asked yes or no
_MUTUAL = re.compile(r"\beach\s+(?:has\s+|have\s+)?(?:paid|sent\s+money\s+to|transferred\s+money\s+to)\s+the\s+other\b"
                     r"|\bboth\s+(?:directions|ways)\b|双向|互相|相互|互有", re.I)
_YES_NO = re.compile(r"^\s*(?:yes\s*/\s*no\s*[:：]\s*)?(?:does|do|did|is|are|was|were|has|have)\b|吗\s*[？?]?\s*$|是否|有没有", re.I)


def either_way_asked(question: str) -> bool:
    """Whether ``question`` names money moving in either direction (see the module)."""
    return _EITHER_WAY.search(question) is not None


def _money_relation(asker: "Asker", type_name: str):
    """The one relation of ``type_name`` to itself whose edges carry an amount, or None."""
    found = [p for p, _amount, _date in asker.schema_planner().edge_relations() if p.owner == type_name and p.range_type == type_name]
    return found[0] if len(found) == 1 else None


def counterparties_answer(asker: "Asker", question: str, result: "AskResult", hits: list, k: int) -> bool:
    """Answer ``question`` as money in either direction (see the module): fill ``result`` as
    :meth:`~kagflow.solver.ask.Asker.schema_answer` does and return True, or return False with ``result`` unchanged
    (no such question, no one relation moving money within the named entities' type, or the plan fails)."""
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    asked = re.split(r"[:：]|\s[—–]\s|\s-\s", question)[-1]  # (after a preface: "Reviewing X's counterparties: how many …" asks otherwise)
    if not either_way_asked(asked) or (_DIRECTED.search(asked) and not _BOTH_WAYS_SAID.search(asked)):
        return False  # ("How many different counterparties received payments from X?": one direction, said)
    named = {lk["entity_id"]: lk for lk in asker.link(asked) if lk.get("entity_id") and lk.get("type") in asker.schema.types}
    if not named and _MOST.search(asked):
        return _most_counterparties(asker, asked, result, hits, k)
    types = {lk["type"] for lk in named.values()}
    if len(types) != 1 or len(named) not in (1, 2) or (p := _money_relation(asker, next(iter(types)))) is None:
        return False
    t = p.owner
    a, *rest = named.values()
    if rest and not (_MUTUAL.search(asked) and _YES_NO.search(asked)):
        return False
    b = rest[0] if rest else None
    far = f"{t}[{_bt(b['name'])}]" if b else t
    text = (f"Action1: Retrieval(s=s1:{t}[{_bt(a['name'])}], p=p1:{p.name}, o=o1:{far})\n"
            f"Action2: Retrieval(s=s2:{far}, p=p2:{p.name}, o=o2:{t}[{_bt(a['name'])}])\nAction3: Output(o1, s2)\n")
    try:
        answer = asker.query(text, "<schema plan>")  # (canonical: no words to resolve)
    except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError):
        return False
    out, into = answer.bindings.get("o1", []), answer.bindings.get("s2", [])
    if b is not None:
        values = [bool(out) and bool(into)]
        said = (f"{a['name']} -[{p.name}]-> {b['name']}: {'yes' if out else 'no'}; {b['name']} -[{p.name}]-> {a['name']}: "
                f"{'yes' if into else 'no'}; both ways: {'yes' if values[0] else 'no'}")
        shape = "comparison"
    else:
        union = sorted({v for v in out + into if isinstance(v, str) and v != a["name"]})
        counted = _COUNTED.search(asked) is not None
        values = [len(union)] if counted else union
        said = (f"the {t} {a['name']} sent {p.name} to ({len(out)}) or received it from ({len(into)}), each once, itself left out: "
                f"{len(union)}" + ("" if counted else f" ({', '.join(union)})"))
        shape = "count" if counted else "list"
        if not union and not counted:
            return False
    fill_answer(asker, result, hits, k, answer.steps, text, values, ", ".join(map(str, values)) + f" ({said})",
                [f"money in either direction over {p.name}: {said}"], shape, 0.8)
    return True


def _most_counterparties(asker: "Asker", asked: str, result: "AskResult", hits: list, k: int) -> bool:
    """"Which company has the most counterparties in either direction?": every edge of the one money relation of the
    type the question names (or of the schema's only one), its two ends read as partners of each other (itself left
    out), the entities with the most partners; ties all given."""
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    planner = asker.schema_planner()
    found = [p for p, _amount, _date in planner.edge_relations() if p.owner == p.range_type]
    named = [p for p in found if p.owner in planner.mentioned_types(asked)]
    if len(named or found) != 1:
        return False
    p = (named or found)[0]
    text = f"Action1: Retrieval(s=s1:{p.owner}, p=p1:{p.name}, o=o1:{p.owner})\nAction2: Output(s1, o1)\n"
    try:
        answer = asker.query(text, "<schema plan>")  # (canonical: no words to resolve)
    except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError):
        return False
    partners: dict[str, set[str]] = {}
    for a, b in answer.rows:
        if a != b:
            partners.setdefault(a, set()).add(b)
            partners.setdefault(b, set()).add(a)
    if not partners:
        return False
    best = max(len(x) for x in partners.values())
    values = sorted(n for n, x in partners.items() if len(x) == best)
    said = (f"each {p.owner}'s partners over {p.name} in either direction, each once, itself left out: the most, {best}"
            + (" (a tie)" if len(values) > 1 else ""))
    fill_answer(asker, result, hits, k, answer.steps, text, values, ", ".join(values) + f" ({said})", [said], "superlative", 0.8)
    return True
