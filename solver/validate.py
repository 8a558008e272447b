"""Validation of a parsed logical form against the schema, before anything runs.

Checks (DESIGN.md, "Logical forms"): the operator is available, every type and predicate exists
(display names such as ``总共流入金额`` resolve to ``totalTransInAmt``), every variable is bound
before it is used, and each Retrieval's direction is known. Errors carry the plan's line and
column and, for unknown names, the closest known ones.

Run-time forms of KAG's planner are read leniently, and each reading is recorded as a
:class:`Normalisation` of its step (issue 8):

- ``Entity`` as a type means any type, unless the schema declares a type named ``Entity``;
- an untyped first mention (``o=o1`` after ``p=p1:配偶``) takes its type from the predicate's
  range (object) or domain (subject);
- a node whose "name" is a type (``o=o1[人物]``) is a node of that type;
- an untyped predicate (``p=p1``) means any relation between the endpoints' types.

A constraint whose value names another variable's property (``s.主执业医院=s1.name``) needs that
variable bound before, as entities, and the property to exist on its type; the compiler joins the
two steps on it. A Search step (KAG's ``search_s``) binds one entity variable (its type resolved);
an arithmetic Math step reads scalars (earlier Math outputs) and aggregates of bound variables.

The rooms: :mod:`kagflow.solver.validate_scope` (variables, types, the error),
:mod:`kagflow.solver.validate_retrieval` (Retrieval and Search steps) and this module (Math, Sort,
Deduce and Output steps; :func:`validate_plan`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from kagflow.schema.spg import Schema
from kagflow.schema.types import is_numeric_type
from kagflow.solver.logical_form import Deduce, Exclude, Math, Normalisation, Output, Plan, PropRef, Retrieval, Search, Sort, Step
from kagflow.solver.deduce import check_ops
from kagflow.solver.math_ops import ExprAggregate, ExprBinary, ExprVar, format_expression, resolve_math_target
from kagflow.solver.validate_retrieval import ResolvedRetrieval, _RetrievalRules
from kagflow.solver.validate_scope import ANY_TYPE, PlanValidationError, VarInfo, _Scope

__all__ = ["ANY_TYPE", "BINARY_TARGETS", "COMPARISONS", "PlanValidationError", "ResolvedRetrieval", "ValidatedPlan", "VarInfo", "variables_read",
           "validate_plan"]

COMPARISONS = ("gt", "lt", "ge", "le", "eq", "ne")
# a count of the edges themselves, named in a free-text target ("number of transfers", "转账笔数", "几笔")
_EDGES_COUNTED = re.compile(r"\b(?:number|count)\s+of\s+(?:\w+\s+)?(?:transfers|payments|transactions)\b|\bhow many\s+(?:\w+\s+)?(?:transfers|payments|transactions)\b"
                            r"|(?:转账|交易|付款|汇款|转出|转入)(?:的)?(?:笔数|次数)|几笔|多少笔", re.I)
BINARY_TARGETS = ("difference", "ratio", *COMPARISONS)


def _may_hold_numbers(schema, type_name: str | None) -> bool:
    """Whether values of ``type_name`` may be summed or averaged: a numeric type, or Text, which
    holds the numbers of schemas that type every property Text (KAG's AffairQA: 在校生数量, 职工人数);
    the step reads the values that are numbers and says how many it ignored. A date, a truth value
    or an entity type never."""
    return is_numeric_type(schema, type_name) or type_name == "Text"


@dataclass
class ValidatedPlan:
    """The plan with per-step resolutions, the variables each step binds and the lenient readings.

    ``steps`` holds a :class:`ResolvedRetrieval` per Retrieval and the :class:`Step` itself for
    other operators; ``normalisations[i]`` are the parser's and the validator's readings of
    ``steps[i]``.
    """

    plan: Plan
    steps: list[object] = field(default_factory=list)
    variables: dict[str, VarInfo] = field(default_factory=dict)
    normalisations: list[tuple[Normalisation, ...]] = field(default_factory=list)


class _OperatorRules(_Scope):
    """The rules of the steps after retrieval: Math (aggregates, comparisons, arithmetic
    expressions, free-text targets), Sort, Exclude, Deduce and Output."""

    def math_expression(self, step: Step, action: Math) -> Step:
        """``Math(1000 * 10 + count(o1))``: a variable outside an aggregate must be a scalar (a Math
        output); aggregates take bound variables (sum and avg numeric ones)."""
        def walk(node) -> None:
            if isinstance(node, ExprVar):
                info = self.use(node.alias, step.span)
                if info.kind != "scalar":
                    raise self.fail(
                        f"Action{step.index}: {node.alias!r} holds {'entities' if info.kind == 'entity' else info.kind + 's'}; in an expression use one of its aggregates, "
                        f"e.g. count({node.alias}) or sum({node.alias})", step.span)
            elif isinstance(node, ExprAggregate):
                for item in node.content:
                    if isinstance(item, str) and "." in item:
                        self.edge_ref(item, step.span, numeric=node.target in ("sum", "avg", "min", "max"))
                infos = [self.use(item, step.span) for item in node.content if isinstance(item, str) and "." not in item]
                if node.target in ("sum", "avg") and any(i.kind == "value" and not _may_hold_numbers(self.schema, i.type) for i in infos):
                    raise self.fail(f"Action{step.index}: {format_expression(node)} needs numbers; its values are not numeric", step.span)
            elif isinstance(node, ExprBinary):
                walk(node.left)
                walk(node.right)

        walk(action.expression)
        if action.output:
            self.vars[action.output] = VarInfo("scalar", "Float")
        self.last_output = action.output
        return step

    def math(self, step: Step, action: Math) -> Step:
        if not action.content and self.last_output is not None:  # KAG: the previous step's output
            action = replace(action, content=(self.last_output,))
        if action.target in ("sum", "avg", "min", "max") and len(action.content) > 1:
            action = replace(action, content=self.numbers_beside(action.content, step.span))  # [p1.transDate, p1.transAmt]: the amount
        if any(self.is_edge_ref(item) for item in action.content):  # content=[p1.transAmt]
            numeric = action.target in ("sum", "avg", "min", "max")
            action = replace(action, content=tuple(".".join(self.edge_ref(item, step.span, numeric)) if self.is_edge_ref(item) else item
                                                   for item in action.content))
            step = replace(step, action=action)
        free = [item for item in action.content if isinstance(item, str) and not item.isidentifier() and not self.is_edge_ref(item)]
        target = action.target
        text = action.target_text
        if target is None or free:
            if target is not None:
                what = f"content {free[0]!r}" if free else f"target {text!r}"
                raise self.fail(
                    f"Action{step.index}: Math {what} is free text and needs a language model, which this project "
                    "does not configure; write variables and one of sum, count, avg, min, max, difference, ratio, gt, lt, ge, le, eq, ne",
                    step.span,
                )
            try:
                op = resolve_math_target(text or "", action.content, step.index, self.complete)
            except ValueError as exc:  # NeedsLanguageModel, or the model's replies stayed invalid
                raise self.fail(str(exc), step.span) from None
            self.note(step.span, "free-text Math target", text or "", op.op)
            action = replace(action, content=tuple(op.operands), target=op.op)
            step = replace(step, action=action)
            target = op.op
        if target in ("sum", "avg", "min", "max") and (amounts := self.edge_amounts(action.content, step.span, text or "")) != action.content:
            action = replace(action, content=amounts)  # Math sum of p1: the amounts of p1's transfers
        if target == "count" and _EDGES_COUNTED.search(text or ""):  # "number of transfers made by 柏*" over content=[o1]
            action = replace(action, content=self.counted_edges(action.content, step.span))
        infos = [self.use(item, step.span) for item in action.content if isinstance(item, str) and not self.is_edge_ref(item)]
        if target in BINARY_TARGETS and len(action.content) != 2:
            raise self.fail(f"Math target {target!r} takes exactly two operands, got {len(action.content)}", step.span)
        if target in ("sum", "avg") and any(i.kind == "value" and not _may_hold_numbers(self.schema, i.type) for i in infos):
            raise self.fail(f"Math {target} needs numbers; {', '.join(map(str, action.content))} are not numeric", step.span)
        if action is not step.action:
            step = replace(step, action=action)
        if action.output:
            self.vars[action.output] = VarInfo("scalar", "Boolean" if target in (*COMPARISONS, "exists") else "Float")
        self.last_output = action.output
        return step

    def deduce(self, step: Step, action: Deduce) -> Step:
        """Deduce: known ops, content variables bound (empty content: the previous step's output),
        a model configured; the output is a scalar (the model's answer)."""
        try:
            check_ops(action.op)
        except ValueError as exc:
            raise self.fail(str(exc), step.span) from None
        if self.complete is None:
            raise self.fail(
                f"Action{step.index}: Deduce needs a language model, which this project does not configure "
                "(set llm: in kagflow.yaml); use Math comparisons for yes/no questions over numbers", step.span)
        if not action.content and self.last_output is not None:  # KAG: the previous step's output
            self.note(step.span, "empty Deduce content", "content=[]", f"content=[{self.last_output}]")
            action = replace(action, content=(self.last_output,))
            step = replace(step, action=action)
        for item in action.content:
            # a bound alias is a variable; an ASCII word that is not bound was meant as one; the
            # rest (sentences, Chinese statements) is free text the model reads as a premise
            if item not in self.vars and item.isascii() and item.isidentifier():
                self.use(item, step.span)
        if action.output:
            self.vars[action.output] = VarInfo("scalar", "Text")
        self.last_output = action.output
        return step

    def output(self, step: Step, action: Output) -> Step:
        """Output: every alias bound (an edge variable's property, ``p1.transDate``, each kept edge's
        value of it: :meth:`edge_ref`). KAG's planner also outputs variables no step binds
        (``get(alias_name=sum1)``): dropped with a note when another output is bound, else, in
        KAG's ``get`` form only, the previous step's output stands for them; a canonical
        ``Output`` of nothing bound, or nothing bound at all, stays an error."""
        if any("." in a for a in action.aliases):  # Output(p1.transDate): an edge variable's property
            aliases = tuple(".".join(self.edge_ref(a, step.span)) if "." in a else a for a in action.aliases)
            if aliases != action.aliases:
                action = replace(action, aliases=aliases)
                step = replace(step, action=action)
        unbound = [a for a in action.aliases if a not in self.vars and "." not in a]
        if not unbound:
            return step
        kept = tuple(a for a in action.aliases if a in self.vars or "." in a)
        lost = [a for a in unbound if a in self.dropped]
        if not kept and lost:
            raise self.dropped[lost[0]]  # what it outputs came from a dropped step: that step's error
        kag = any(n.construct == "operator alias" for n in step.normalisations)  # get(...), KAG's form
        if not kept and kag and self.last_output is not None and self.last_output in self.vars:
            kept = (self.last_output,)
        if not kept:
            self.use(unbound[0], step.span)  # raises: used before it is bound
        self.note(step.span, "output of an unbound variable", ", ".join(unbound), ", ".join(kept))
        return replace(step, action=replace(action, aliases=kept))

    def exclude(self, step: Step, action: Exclude) -> Step:
        """Exclude: ``set`` and ``by`` bound entity variables (of one type where both types are known);
        the output holds what the set holds. That ``by`` shares no step with ``set`` and
        that no later step reads it is checked when the plan compiles."""
        info = self.use(action.set, step.span, ("entity",))
        by = self.use(action.by, step.span, ("entity",))
        if action.by == action.set:
            raise self.fail(f"Exclude: set and by are both {action.set!r}; nothing would be left", step.span)
        if info.type and by.type and info.type != by.type and info.type in self.schema.types and by.type in self.schema.types:
            raise self.fail(f"Exclude: {action.set!r} holds {info.type} and {action.by!r} holds {by.type}; "
                            f"only entities of one type can be left out of the other", step.span)
        if action.output:
            self.vars[action.output] = info
        self.last_output = action.output or action.set
        return step

    def sort(self, step: Step, action: Sort) -> Step:
        """Sort: the set bound (entities, values or edges); ``orderby`` a value variable, an edge
        variable's property or count (``p1.transAmt``, ``sum(p1.transAmt)``, ``count(p1)``), or an
        aggregate of another variable per entity of the set; an edge variable sorted by one of its
        own properties (``Sort(set=p1, orderby=p1.transAmt)``: each edge by its value); the output
        holds what the set holds."""
        info = self.use(action.set, step.span, ("entity", "value", "edge"))
        by = self.vars.get(action.orderby) if action.orderby else None
        if info.kind == "edge":  # the edges themselves by one of their properties ("the second largest transfer")
            if action.orderby != action.set or action.orderby_prop is None or action.orderby_agg is not None \
                    or action.atleast is not None or action.atmost is not None:
                raise self.fail(f"Sort: {action.set!r} holds edges; order them by one of their own properties "
                                f"(orderby={action.set}.prop)", step.span)
            _alias, prop = self.edge_ref(f"{action.set}.{action.orderby_prop}", step.span)
            if prop != action.orderby_prop:
                step = replace(step, action=replace(action, orderby_prop=prop))
            if action.output:
                self.vars[action.output] = info
            self.last_output = action.output or action.set
            return step
        if by is not None and by.kind == "edge":  # orderby=p1.transAmt, orderby=sum(p1.transAmt), count(p1)
            if action.orderby_prop is not None:
                _alias, prop = self.edge_ref(f"{action.orderby}.{action.orderby_prop}", step.span,
                                             numeric=action.orderby_agg in ("sum", "avg"))
                if prop != action.orderby_prop:
                    action = replace(action, orderby_prop=prop)
                    step = replace(step, action=action)
            elif action.orderby_agg != "count":
                raise self.fail(f"Sort: {action.orderby!r} holds edges; order by one of their properties "
                                f"({action.orderby}.prop) or by count({action.orderby})", step.span)
            if info.kind != "entity":
                raise self.fail(f"Sort: {action.set!r} holds values; an edge's property orders entities", step.span)
        elif action.orderby_agg is not None:
            by = self.use(action.orderby, step.span, ("entity", "value"))
            if action.orderby_prop is not None:
                raise self.fail(f"Sort: {action.orderby_agg}({action.orderby}.{action.orderby_prop}): alias.prop in an aggregate "
                                "names an edge's property; bind the property with a Retrieval first", step.span)
            if action.orderby_agg in ("sum", "avg") and not (by.kind == "value" and is_numeric_type(self.schema, by.type)):
                raise self.fail(f"Sort: {action.orderby_agg}({action.orderby}) needs numbers; {action.orderby!r} holds "
                                f"{'entities' if by.kind == 'entity' else by.type or 'values'}", step.span)
            # the values of a property ranked by how many entities hold each ("the city with the most
            # attractions": Sort(set=o1, orderby=count(s1)) over Retrieval(s=s1:T, p=p1:city, o=o1))
            grouped = info.kind == "value" and action.orderby_agg == "count" and by.kind == "entity"
            if (info.kind != "entity" and not grouped) or action.orderby == action.set:
                raise self.fail(f"Sort: orderby={action.orderby_agg}({action.orderby}) ranks each entity of another "
                                f"variable by its own {action.orderby} (or a value variable by how many entities hold each "
                                f"value, orderby=count(entity)); set must name that variable", step.span)
        elif action.orderby and action.orderby != action.set:
            if action.orderby_prop is not None and self.use(action.orderby, step.span).kind == "entity":
                raise self.fail(f"Sort: orderby={action.orderby}.{action.orderby_prop} names a property of {action.orderby!r}, not of the "
                                f"sorted {action.set!r}; bind it first (Retrieval(s={action.orderby}, p={action.orderby_prop}, o=v)) "
                                f"and order by v", step.span)
            self.use(action.orderby, step.span, ("value",))
        if action.orderby_prop and (by is None or by.kind != "edge") and info.kind == "entity" and info.type in self.schema.types \
                and self.schema.predicate(info.type, action.orderby_prop) is None:
            raise self.fail(f"{info.type} has no property {action.orderby_prop!r} to sort by", step.span)
        if action.output:
            self.vars[action.output] = info
        self.last_output = action.output or action.set
        return step


class _Validator(_RetrievalRules, _OperatorRules):
    """One plan's validation, step by step (:meth:`step`), with the rules of every kind of step."""

    def step(self, step: Step):
        """Validate one step: a :class:`ResolvedRetrieval` for a Retrieval, else the step (its
        lenient readings applied); its variables are bound for the steps after it.

        Raises:
            PlanValidationError: located, naming what is wrong and the closest known names.
        """
        action = step.action
        output = getattr(action, "output", None)
        if output and output in self.vars:  # ->o1 over an o1 of an earlier step would drop one silently
            raise self.fail(f"Action{step.index}: ->{output}: {output!r} is already bound by an earlier step; name the result anew", step.span)
        if isinstance(action, Retrieval):
            resolved = self.retrieval(step, action)
            self.last_output = action.output or action.o.alias
            return resolved
        if isinstance(action, Search):
            return self.search(step, action)
        if isinstance(action, Math) and action.expression is not None:
            return self.math_expression(step, action)
        if isinstance(action, Math):
            return self.math(step, action)
        if isinstance(action, Sort):
            return self.sort(step, action)
        if isinstance(action, Exclude):
            return self.exclude(step, action)
        if isinstance(action, Output):
            return self.output(step, action)
        if isinstance(action, Deduce):
            return self.deduce(step, action)
        raise self.fail(f"operator {type(action).__name__} is not supported", step.span)


def validate_plan(plan: Plan, schema: Schema, source: str = "<plan>", complete: Callable | None = None,
                  lenient: bool = True) -> ValidatedPlan:
    """Check ``plan`` against ``schema`` and resolve its lenient forms.

    Args:
        plan: a parsed plan (:func:`kagflow.solver.logical_form.parse_plan`).
        schema: the project's schema.
        source: a name for the plan in error messages.
        complete: a language model as a plain callable (chat messages -> reply text), used
            for a Math target whose words name no operation (``solver.math_ops``); a Deduce step
            needs one to be given (it runs at execution, :mod:`kagflow.solver.deduce`). ``None``
            makes such steps errors.
        lenient: read KAG's run-time plans as its executor does: a Retrieval step that fails
            validation and that no later step reads is dropped (noted on the next step; when every
            output depended on dropped steps, the first one's error is raised); a plan without an
            Output step outputs its last step's result. ``False`` (``--strict``): both are errors.

    Returns:
        a :class:`ValidatedPlan`: per step a :class:`ResolvedRetrieval` (Retrieval) or the
        :class:`Step` itself, the variables, and per step the parser's normalisations
        (``Step.normalisations``) followed by the validator's.

    Raises:
        PlanValidationError: with line, column and, for unknown names, the closest known names;
            also for a Math target or a Deduce step that needs a language model when none is given.
    """
    validator = _Validator(schema, source, complete)
    steps: list[object] = []
    notes: list[tuple[Normalisation, ...]] = []
    dropped: list[tuple[Step, PlanValidationError]] = []
    carried: list[Normalisation] = []  # notes of dropped steps, shown on the next kept step
    for position, step in enumerate(plan.steps):
        validator.notes = []
        try:
            item = validator.step(step)
        except PlanValidationError as exc:
            if not lenient or not isinstance(step.action, Retrieval) or _needed_later(step, plan.steps[position + 1:], validator.vars):
                raise
            # KAG's executor answers each step on its own: a step that names nothing this graph
            # has, and that no later step reads, cannot change the answer; it is dropped
            dropped.append((step, exc))
            for alias in (step.action.o.alias, step.action.p.alias, step.action.output, step.action.s.alias):
                if alias and alias not in validator.vars:
                    validator.dropped.setdefault(alias, exc)
            carried.append(Normalisation(step.span, "step dropped", step.action_text, "", alternatives=((exc.message, None),)))
            continue
        steps.append(item)
        notes.append(tuple(carried) + tuple(step.normalisations) + tuple(validator.notes))
        carried = []
    outputs = [s for s in steps if isinstance(s, Step) and isinstance(s.action, Output)]
    if not outputs:
        last = plan.steps[-1]
        alias = validator.last_output
        if not lenient or alias is None or alias not in validator.vars:
            if dropped:
                raise dropped[0][1]
            raise PlanValidationError("the plan has no Output step (e.g. Output(o1))", last.span, source)
        # KAG answers from the last step: an Output of what it produced
        index = max(s.index for s in plan.steps) + 1
        output = Step(index, None, Output((alias,)), f"Output({alias})", last.span)
        steps.append(output)
        notes.append(tuple(carried) + (Normalisation(last.span, "no output step", "", f"Output({alias})"),))
    kept_plan = plan if not dropped and outputs else replace(plan, steps=tuple(s.step if isinstance(s, ResolvedRetrieval) else s for s in steps))
    return ValidatedPlan(kept_plan, steps, dict(validator.vars), notes)


def _needed_later(step: Step, later: tuple[Step, ...], bound: dict[str, VarInfo]) -> bool:
    """Whether a later step other than an Output reads a variable ``step`` would have bound
    (its object, edge or output alias, or a subject first declared there)."""
    action: Retrieval = step.action
    made = {action.o.alias, action.p.alias, *( [action.output] if action.output else [])}
    if action.s.alias not in bound:
        made.add(action.s.alias)
    made -= {a for a in made if a in bound}
    for other in later:
        act = other.action
        if isinstance(act, Output):
            continue
        if made & set(variables_read(act)):
            return True
    return False


def variables_read(action) -> list[str]:
    """The variable names an action mentions (nodes, contents, sort sets)."""
    if isinstance(action, (Retrieval,)):
        return [action.s.alias, action.o.alias, action.p.alias] + [c.value.alias for c in action.constraints if isinstance(c.value, PropRef)]
    if isinstance(action, Search):
        return [action.s.alias]
    if isinstance(action, Math):
        if action.expression is not None:
            return [a for a in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", format_expression(action.expression))]
        return [c.partition(".")[0] for c in action.content if isinstance(c, str)]
    if isinstance(action, Sort):
        return [a for a in (action.set, action.orderby) if a]
    if isinstance(action, Exclude):
        return [action.set, action.by]
    if isinstance(action, Deduce):
        return [c for c in action.content if isinstance(c, str)]
    return []
