"""Which of the entities a KAG comparison names wins it.

KAG's planners end "which of A and B has more …" with the values of each and a Math maximum,
``compare(set=[o1, o2], op=max)`` or ``Math(content=[p1, p2], target=`柏*转账给裘**和杜*，谁收到的总金额更多？`)``,
and leave a language model to name the winner. Without one, kagflow names it: when the question,
the target or the step asks which or who (哪/谁/which/who) and each operand belongs to one entity the
plan names that the others do not (``o1`` is 杭州佛学院's value, ``p1`` the transfers to 裘**), the plan
computes one number per operand (a total when the words ask for one, "总金额", "total"; else the
step's own maximum or minimum) and the answer is the entity whose number is the largest (smallest);
equal numbers give every one of them. Each reading is recorded (a ``winner of a comparison``
normalisation, and the numbers in the answer's notes).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace

from kagflow.schema.spg import Schema
from kagflow.schema.types import find_type, is_numeric_type
from kagflow.solver.logical_form import Deduce, Math, Normalisation, Output, Plan, Retrieval, Sort, Step
from kagflow.solver.math_ops import map_target, operations_named
from kagflow.solver.scoring import calendar_date
from kagflow.solver.schema_shapes import _age_like

__all__ = ["Choice", "chosen", "with_choice"]

_ASKS_WHICH = re.compile(r"哪(?:一|个|家|所|位|边|方|种)|谁|\bwhich\b|\bwho\b", re.I)
# "how many gas stations", "多少座加油站", "几家": a count of entities asked (a number they hold is read by its predicate)
_COUNT_ASKED = re.compile(r"\bhow many\b|多少\s*(?:个|家|座|所|位|名|处|台|种|条|笔|张|次)|(?<!哪)几\s*(?:个|家|座|所|位|名|处|台|种|条|笔|张|次)", re.I)
_OLDER = re.compile(r"\bolder\b|\belder\b|年长|年纪(?:更)?大|岁数(?:更)?大|更老", re.I)
_YOUNGER = re.compile(r"\byounger\b|更年轻|年纪(?:更)?小|岁数(?:更)?小", re.I)
_TOTAL = re.compile(r"总|合计|一共|累计|加起来|\btotal\b|\bin all\b|\baltogether\b|\bcombined\b|\bsum\b", re.I)


@dataclass(frozen=True)
class Choice:
    """A comparison's reading: ``op`` (``max`` or ``min``) over ``operands``, each ``(the alias of
    its one number, the name of the entity it belongs to)``."""

    op: str
    operands: tuple[tuple[str, str], ...]


def with_choice(plan: Plan, question: str | None, schema: Schema | None = None) -> tuple[Plan, Choice | None]:
    """``(plan, choice)``: the plan computing one number per operand of its last Math maximum or
    minimum, outputting them, and the :class:`Choice` that picks the entity; when the Math step
    ranks one variable's entities by a value of theirs instead ("Which company made the largest
    single transfer?": ``content=[s1, p1]``), the plan with a Sort of them (:func:`_ranked`) and no
    choice; ``(plan, None)`` when nothing asks which one.""" 
    plan = _subject_answer(_named_answer(plan))
    at = next((i for i in range(len(plan.steps) - 1, -1, -1) if isinstance(plan.steps[i].action, (Math, Deduce, Sort))), None)
    if at is None:
        # KAG's get(alias_name=o1, alias_name_set=[o1, o2]) after two values, for "哪个的职工人数更多": the
        # comparison its answer writer makes, as a Math step before the Output
        last = plan.steps[-1] if plan.steps else None
        op = map_target(question or "")
        if last is not None and isinstance(last.action, Output) and len(last.action.aliases) >= 2 and op == "sum":
            # "A和B的在校生人数加起来是多少": its answer writer adds them
            return _added(plan, last), None
        if last is not None and isinstance(last.action, Output) and len(last.action.aliases) == 1 and _COUNT_ASKED.search(question or "") \
                and _get_alias_name(last) is not None \
                and any(isinstance(s.action, Retrieval) and s.action.s.alias == last.action.aliases[0] and s.action.s.name is None
                        for s in plan.steps) and not _names_a_concept(plan, schema):
            # "镇海区一共有多少座加油站" answered by get(s1) of the stations: its answer writer counts them
            return _counted(plan, last), None
        if last is None or not isinstance(last.action, Output) or len(last.action.aliases) < 2 or op not in ("max", "min"):
            return plan, None
        compare = Step(last.index, None, Math(tuple(last.action.aliases), op, None, question), f"Math(content=[{', '.join(last.action.aliases)}], target={op})", last.span)
        plan = replace(plan, steps=tuple(plan.steps[:-1]) + (compare, replace(last, index=last.index + 1)))
        at = len(plan.steps) - 2
    if isinstance(plan.steps[at].action, Sort):
        return plan, None
    step = plan.steps[at]
    action = step.action
    if isinstance(action, Deduce):  # Deduce(op=choice, content=[o1, o2], target=`谁的年龄更大？`): the comparative says which way
        op = map_target(action.target or "")
        if "choice" not in action.op.casefold() or op not in ("max", "min"):
            return plan, None
        action = Math(tuple(action.content), op, action.output, action.target)
    texts = [question or "", action.target_text or "", step.text or ""]
    if action.target is None and action.target_text:  # "Who received more money from X in total, A or B?": max of two sums
        ops = operations_named(action.target_text)
        chosen_op = ops & {"max", "min"}
        if len(chosen_op) == 1 and ops - chosen_op <= {"sum"}:
            action = replace(action, target=chosen_op.pop())
        elif not ops and (aged := _aged_op(plan.steps[:at], action, schema)) is not None:
            action = replace(action, target=aged)  # "Who is older?" over two ages: the larger
    if action.target not in ("max", "min") or action.expression is not None or not any(_ASKS_WHICH.search(t) for t in texts):
        return plan, None
    total = any(_TOTAL.search(t) for t in texts)
    owners = _owners(plan.steps[:at], [item.split(".", 1)[0] if isinstance(item, str) else None for item in action.content])
    if owners is None:
        return _ranked(plan, at, action, total, schema, single=isinstance(step.action, Math)), None
    per = "sum" if total else action.target
    edges = {s.action.p.alias for s in plan.steps[:at] if isinstance(s.action, Retrieval)}
    news, operands = [], []
    for item, owner in zip(action.content, owners):
        if item.split(".", 1)[0] not in edges:  # a value of the entity's own: compared as it is
            operands.append((item, owner))
            continue
        alias = f"{action.output or 'choice'}_{len(operands) + 1}"  # an edge variable's amounts: one number of them
        news.append(Step(step.index + len(news), step.text if not news else None, Math((item,), per, alias),
                         f"Math(content=[{item}], target={per})->{alias}", step.span, step.normalisations if not news else ()))
        operands.append((alias, owner))
    words = ", ".join(f"{a} of {o}" for a, o in operands)
    note = Normalisation(step.span, "winner of a comparison", step.action_text, f"the one of {words} with the {'largest' if action.target == 'max' else 'smallest'} value")
    shift = len(news) - 1  # (-1 when the compared values are the entities' own: the Math step goes)
    later = [replace(s, index=s.index + shift) for s in plan.steps[at + 1:] if not isinstance(s.action, Output)]
    last = plan.steps[-1]
    output = Step(last.index + shift + (0 if isinstance(last.action, Output) else 1), None, Output(tuple(a for a, _ in operands)),
                  f"Output({', '.join(a for a, _ in operands)})", last.span, (note,))
    return replace(plan, steps=tuple(plan.steps[:at]) + tuple(news) + tuple(later) + (output,)), Choice(action.target, tuple(operands))


def _aged_op(before, action: Math, schema: Schema | None) -> str | None:
    """``max`` or ``min`` for a target asking who is older or younger ("Who is older?", "谁年纪更大"):
    over ages the older is the larger, over dates or years (founded, 成立日期) the smaller; None when
    the target says neither or the operands are not all values of one kind of property."""
    older, younger = _OLDER.search(action.target_text or ""), _YOUNGER.search(action.target_text or "")
    if schema is None or bool(older) == bool(younger):
        return None
    kinds = set()
    for item in action.content:
        step = next((s for s in before if isinstance(s.action, Retrieval) and s.action.o.alias == item), None)
        p = schema.predicate(step.action.s.type, step.action.p.predicate) \
            if step is not None and step.action.s.type in schema.types and step.action.p.predicate else None
        if p is None:
            return None
        kinds.add("age" if _age_like(p) else "date")
    if len(kinds) != 1:
        return None
    larger = (kinds == {"age"}) == bool(older)
    return "max" if larger else "min"


def _get_alias_name(step: Step) -> str | None:
    """The ``alias_name`` of a step written as KAG's ``get(alias_name=X, alias_name_set=[…])`` (kept as a
    bookkeeping argument by the parser), or None for any other step."""
    return next((n.original.split("=", 1)[1].strip() for n in step.normalisations
                 if n.construct == "bookkeeping argument" and n.original.startswith("alias_name=")), None)


def _named_answer(plan: Plan) -> Plan:
    """``plan`` whose KAG ``get(alias_name=X, alias_name_set=[X, …])`` answers X alone where X is what a
    Math step computed or what a Sort kept ("sum1" of ``get(alias_name=sum1, alias_name_set=[sum1, o1,
    o2])``; the first station of a sort, not its storage beside it): the set is what KAG shows its
    answer writer, X the answer (``the answer get names``)."""
    last = plan.steps[-1] if plan.steps else None
    if last is None or not isinstance(last.action, Output) or len(last.action.aliases) < 2:
        return plan
    named = _get_alias_name(last)
    if named not in last.action.aliases:
        return plan
    made = {s.action.output for s in plan.steps if isinstance(s.action, Math) and s.action.output} \
        | {a for s in plan.steps if isinstance(s.action, Sort) and s.action.limit for a in (s.action.set, s.action.output) if a}
    if named not in made:
        return plan
    note = Normalisation(last.span, "the answer get names", f"Output({', '.join(last.action.aliases)})", f"Output({named})")
    output = replace(last, action=Output((named,)), action_text=f"Output({named})", normalisations=tuple(last.normalisations) + (note,))
    return replace(plan, steps=tuple(plan.steps[:-1]) + (output,))


def _added(plan: Plan, last: Step) -> Plan:
    """``plan`` whose last Output of several values (KAG's ``get(alias_name=o1, alias_name_set=[o1, o2])``)
    is their sum, the question asking them added up (``values added as the question asks``)."""
    aliases = tuple(last.action.aliases)
    add = Step(last.index, None, Math(aliases, "sum", "total"), f"Math(content=[{', '.join(aliases)}], target=sum)->total", last.span,
               (Normalisation(last.span, "values added as the question asks", f"Output({', '.join(aliases)})",
                              f"Math(content=[{', '.join(aliases)}], target=sum)->total"),))
    output = Step(last.index + 1, None, Output(("total",)), "Output(total)", last.span)
    return replace(plan, steps=tuple(plan.steps[:-1]) + (add, output))


def _names_a_concept(plan: Plan, schema: Schema | None) -> bool:
    """Whether a Retrieval of ``plan`` names a concept ("TaxOfRiskApp[`诈骗应用`]"), or the schema is
    not known: a concept the store may not hold, whose count would say 0 for "not known"."""
    if schema is None:
        return True
    for step in plan.steps:
        if isinstance(step.action, Retrieval):
            for node in (step.action.s, step.action.o):
                found = find_type(schema, node.type) if node.type and node.name is not None else None
                if found is not None and found.is_concept:
                    return True
    return False


def _counted(plan: Plan, last: Step) -> Plan:
    """``plan`` whose last Output of one set of entities, written as KAG's ``get(alias_name=s1,
    alias_name_set=[s1])``, is their count, the question asking how many ("how many", 多少家, 几座; not
    哪几家) and naming no concept (``entities counted as the question asks``)."""
    (alias,) = last.action.aliases
    count = Step(last.index, None, Math((alias,), "count", "n"), f"Math(content=[{alias}], target=count)->n", last.span,
                 (Normalisation(last.span, "entities counted as the question asks", f"Output({alias})", f"Math(content=[{alias}], target=count)->n"),))
    output = Step(last.index + 1, None, Output(("n",)), "Output(n)", last.span)
    return replace(plan, steps=tuple(plan.steps[:-1]) + (count, output))


def _subject_answer(plan: Plan) -> Plan:
    """``plan`` whose KAG ``get(alias_name=s1, alias_name_set=[s1])`` names the subject of its one
    ``get_spo`` whose object no later step reads ("杭州萧山盈丰中医骨伤科医院的级别是什么": ``get_spo(s=s1:医疗机构[X],
    p=p1:医院等级, o=o1)``, then ``get(s1)``) answers that object: KAG's ``get`` of a step's subject hands its
    answer writer the step's triples, and the subject is the named entity the question already states
    (``the object of the subject get names``)."""
    last = plan.steps[-1] if plan.steps else None
    if last is None or not isinstance(last.action, Output) or len(last.action.aliases) != 1 \
            or _get_alias_name(last) is None:
        return plan
    (alias,) = last.action.aliases
    found = [(i, s) for i, s in enumerate(plan.steps) if isinstance(s.action, Retrieval) and s.action.s.alias == alias]
    if len(found) != 1 or found[0][1].action.s.name is None or found[0][1].action.o.name is not None:
        return plan
    at, step = found[0]
    target = step.action.o.alias
    if any(re.search(rf"(?<![\w.]){re.escape(target)}(?![\w])", s.action_text or "") for s in plan.steps[at + 1:]):
        return plan
    note = Normalisation(last.span, "the object of the subject get names", f"Output({alias})", f"Output({target})")
    output = replace(last, action=Output((target,)), action_text=f"Output({target})", normalisations=tuple(last.normalisations) + (note,))
    return replace(plan, steps=tuple(plan.steps[:-1]) + (output,))


def _ranked(plan: Plan, at: int, action: Math, total: bool, schema: Schema | None, single: bool = False) -> Plan:
    """``plan`` whose Math maximum (minimum) over an entity variable and a value of its entities (a
    value variable bound from it, or an edge variable of its step, by the edges' one number) is a
    Sort of those entities by that value, the first kept (``winner of a comparison``); a total
    asked ranks each by the sum of its edges' numbers. ``single``: a Math step over one variable
    (not a Deduce a model decides) ranks the entities it holds by their edges' one number, or the
    entities whose values it holds by those values. The plan itself when the operands are not so."""
    items = [item for item in action.content if isinstance(item, str)]
    before = [s.action for s in plan.steps[:at] if isinstance(s.action, Retrieval)]
    if single and len(items) == 1 and len(action.content) == 1 and "." not in items[0]:
        # "向X转账金额最大的一笔来自哪家公司": Math(content=[s1]) over the payers, by their edges' amount
        # "在校生人数最多的学校" of Math(content=[o1]) over the schools' values: the schools, by those values
        edge = next((r for r in reversed(before) if items[0] in (r.s.alias, r.o.alias)), None)
        if edge is None and (by_edge := next((r for r in reversed(before) if r.p.alias == items[0]), None)) is not None \
                and (by_edge.s.name is None) != (by_edge.o.name is None):
            # "the company with the largest single transfer" of Math(content=[p1]): the unnamed end, by its edges' number
            return _ranked(plan, at, replace(action, content=(by_edge.s.alias if by_edge.s.name is None else by_edge.o.alias, items[0])),
                           total, schema)
        owner = find_type(schema, edge.s.type) if edge is not None and schema is not None and edge.s.type else None
        held = schema.predicate(owner.name, edge.p.predicate) if owner is not None and edge.p.predicate else None
        if edge is not None and held is not None and held.is_basic and edge.o.alias == items[0]:
            items = [edge.s.alias, items[0]]
        elif edge is not None:
            items = [items[0], edge.p.alias]
    if len(items) != 2:
        return plan
    nodes = {a for r in before for a in (r.s.alias, r.o.alias)}
    for entity, by in (items, items[::-1]):
        alias, _, prop = by.partition(".")
        if entity not in nodes or "." in entity:
            continue
        edge = next((r for r in before if r.p.alias == alias and entity in (r.s.alias, r.o.alias)), None)
        value = next((r for r in before if r.o.alias == alias and r.s.alias == entity), None)
        if edge is not None and not prop and schema is not None:
            relation = schema.predicate(edge.s.type, edge.p.predicate) if edge.s.type in schema.types and edge.p.predicate else None
            numbers = [e.name for e in relation.properties if is_numeric_type(schema, e.range_type)] if relation is not None else []
            prop = numbers[0] if len(numbers) == 1 else ""
        if (edge is None or not prop) and value is None:
            continue
        step = plan.steps[at]
        sort = Sort(entity, alias, prop or None, "desc" if action.target == "max" else "asc", 1, "winner",
                    "sum" if total and edge is not None else None)
        written = f"Sort(set={entity}, orderby={'sum(' if sort.orderby_agg else ''}{alias}{'.' + prop if prop else ''}{')' if sort.orderby_agg else ''}, direction={sort.direction}, limit=1)->winner"
        note = Normalisation(step.span, "winner of a comparison", step.action_text, written)
        ranked = replace(step, action=sort, action_text=written, normalisations=tuple(step.normalisations) + (note,))
        last = plan.steps[-1]
        output = Step(max(last.index, step.index) + 1, None, Output(("winner",)), "Output(winner)", last.span)
        kept = [s for s in plan.steps[at + 1:] if not isinstance(s.action, Output)]
        return replace(plan, steps=tuple(plan.steps[:at]) + (ranked,) + tuple(kept) + (output,))
    return plan


def _owners(before: tuple[Step, ...], aliases: list[str | None]) -> list[str] | None:
    """For each operand alias, the one name among the named ends of the Retrieval binding it that
    no other operand's Retrieval names; None when an operand has no such name (or they repeat)."""
    if len(aliases) < 2 or None in aliases or len(set(aliases)) != len(aliases):
        return None
    named: dict[str, str] = {}
    for s in before:
        if isinstance(s.action, Retrieval):
            for node in (s.action.s, s.action.o):
                if node.name:
                    named.setdefault(node.alias, node.name)
    ends = []
    for alias in aliases:
        r = next((s.action for s in reversed(before) if isinstance(s.action, Retrieval)
                  and alias in (s.action.o.alias, s.action.p.alias, s.action.output)), None)
        if r is None:
            return None
        # the value's own entity: its subject; an edge's: whichever named end tells the operands apart
        ends.append({named[a] for a in ((r.s.alias,) if alias == r.o.alias else (r.s.alias, r.o.alias)) if a in named})
    owners = []
    for i, names in enumerate(ends):
        own = names - set().union(*(e for j, e in enumerate(ends) if j != i))
        if len(own) != 1:
            return None
        owners.append(own.pop())
    return owners if len(set(owners)) == len(owners) else None


def chosen(choice: Choice, bindings: dict[str, list]) -> tuple[list[str], str] | None:
    """``(the winning names, a note giving each number)`` from an answer's bindings, or None when an
    operand has no single number."""
    numbers = []
    for alias, owner in choice.operands:
        values = [v for v in bindings.get(alias, []) if v is not None]
        key = _comparable(values[0]) if len(values) == 1 else None
        if key is None:
            return None
        numbers.append((owner, key, values[0]))
    if len({type(k) for _o, k, _v in numbers}) != 1:
        return None  # a number against a date: nothing to compare
    best = (max if choice.op == "max" else min)(k for _o, k, _v in numbers)
    note = "; ".join(f"{o}: {v}" for o, _k, v in numbers) + f" — the {'largest' if choice.op == 'max' else 'smallest'} wins"
    return [o for o, k, _v in numbers if k == best], note


def _comparable(value) -> float | dt.date | None:
    """A number, or a day written as a date (:func:`kagflow.solver.scoring.calendar_date`); None otherwise."""
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value)
    text = str(value).strip()
    if (day := calendar_date(text)) is not None:
        return day
    try:
        return float(text)
    except ValueError:
        return None
