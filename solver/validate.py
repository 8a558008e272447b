"""Validation of a parsed logical form against the schema, before anything runs.

Checks (README, "The plan language"): the operator is available, every type and predicate exists
(display names such as ``总共流入金额`` resolve to ``totalTransInAmt``), every variable is bound
before it is used, and each Retrieval's direction is known. Errors carry the plan's line and
column and, for unknown names, the closest known ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import did_you_mean, find_type, implicit_predicate, is_basic_type, is_numeric_type, predicates_named
from kagflow.solver.logical_form import Constraint, Deduce, Math, NodeRef, Output, Plan, Retrieval, Sort, Span, Step


class PlanValidationError(ValueError):
    """A plan that parses but cannot run: unknown type/predicate, unbound variable, unavailable operator.

    ``str()`` is ``"<plan>:line:column: message"``.
    """

    def __init__(self, message: str, span: Span | None, source: str = "<plan>"):
        self.message, self.span, self.source = message, span, source
        where = f"{source}:{span.line}:{span.column}: " if span else f"{source}: "
        super().__init__(where + message)


@dataclass(frozen=True)
class VarInfo:
    """What a plan variable holds: ``kind`` is ``entity`` | ``value`` | ``edge`` | ``scalar``."""

    kind: str
    type: str | None = None  # entity type, or basic type of values
    predicate: PropertyDef | None = None  # for edges and values: the predicate that produced them


@dataclass(frozen=True)
class ResolvedRetrieval:
    """A Retrieval with its predicate resolved.

    ``subject``/``object`` are the plan's nodes as written; ``reverse`` is true when the plan
    wrote the triple backwards (the predicate belongs to the object's type) and the hop is
    executed from ``object`` to ``subject``.
    """

    step: Step
    action: Retrieval
    predicate: PropertyDef
    subject_type: str | None  # type of the node written as s (after inference)
    object_type: str | None  # type of the node written as o; a basic type for property values
    subject_bound: bool
    object_bound: bool
    reverse: bool = False
    is_property: bool = False  # basic-typed predicate: objects are values, not entities


@dataclass
class ValidatedPlan:
    """The plan with per-step resolutions and the variables each step binds."""

    plan: Plan
    steps: list[object] = field(default_factory=list)  # ResolvedRetrieval | Step (other operators)
    variables: dict[str, VarInfo] = field(default_factory=dict)


class _Validator:
    def __init__(self, schema: Schema, source: str):
        self.schema = schema
        self.source = source
        self.vars: dict[str, VarInfo] = {}

    def fail(self, message: str, span: Span | None) -> PlanValidationError:
        return PlanValidationError(message, span, self.source)

    def check_type(self, node: NodeRef) -> str | None:
        if node.type is None:
            return None
        if is_basic_type(self.schema, node.type):
            return node.type
        found = find_type(self.schema, node.type)
        if found is not None:
            return found.name
        names = list(self.schema.types) + [t.display_name for t in self.schema.types.values() if t.display_name]
        raise self.fail(f"unknown type {node.type!r}; {did_you_mean(node.type, names)}", node.span)

    def node_state(self, node: NodeRef) -> tuple[str | None, bool]:
        """(type, bound) for a node; a bare alias must be bound already."""
        declared = self.check_type(node)
        if node.concept is not None and declared not in self.schema.types:
            raise self.fail(f"a concept node needs a concept type, not {node.type!r}", node.span)
        bound = node.alias in self.vars
        if bound:
            info = self.vars[node.alias]
            if node.name is not None:
                raise self.fail(f"{node.alias!r} is already bound; a named node needs a new alias", node.span)
            if declared is not None and info.type is not None and declared != info.type and not (
                is_numeric_type(self.schema, declared) and is_numeric_type(self.schema, info.type)
            ):
                raise self.fail(f"{node.alias!r} was bound as {info.type}, not {declared}", node.span)
            return info.type or declared, True
        if declared is None and node.name is None and node.concept is None:
            raise self.fail(f"variable {node.alias!r} is used before it is bound (give it a type, e.g. {node.alias}:Company)", node.span)
        return declared, False

    def find_predicate(self, action: Retrieval, s_type: str | None, o_type: str | None) -> tuple[PropertyDef, bool]:
        edge = action.p
        name = edge.predicate
        if name is None:
            raise self.fail(f"edge {edge.alias!r} needs a predicate (e.g. {edge.alias}:product)", edge.span)
        entity_o = o_type if not is_basic_type(self.schema, o_type) else None
        if s_type in self.schema.types:
            prop = self.schema.predicate(s_type, name)
            if prop is not None:
                return prop, False
            if entity_o in self.schema.types:
                reverse = self.schema.predicate(entity_o, name)
                if reverse is not None and reverse.range_type == s_type:
                    return reverse, True
            options = [p.name for p in self.schema.predicates(s_type)] + [p.display_name for p in self.schema.predicates(s_type) if p.display_name]
            raise self.fail(f"{s_type} has no predicate {name!r}; {did_you_mean(name, options)}", edge.span)
        candidates = predicates_named(self.schema, name)
        if entity_o is not None:
            forward = [p for p in candidates if p.range_type == entity_o]
            if forward:
                return forward[0], False
            backward = [p for p in candidates if p.owner == entity_o]
            if backward:
                return backward[0], True
        if candidates:
            return candidates[0], False
        options = sorted({p.name for p in self.schema.all_predicates()})
        raise self.fail(f"unknown predicate {name!r}; {did_you_mean(name, options)}", edge.span)

    def retrieval(self, step: Step, action: Retrieval) -> ResolvedRetrieval:
        s_type, s_bound = self.node_state(action.s)
        o_type, o_bound = self.node_state(action.o)
        if s_bound and self.vars[action.s.alias].kind not in ("entity",):
            raise self.fail(f"{action.s.alias!r} holds {self.vars[action.s.alias].kind}s, not entities", action.s.span)
        prop, reverse = self.find_predicate(action, s_type, o_type)
        is_property = is_basic_type(self.schema, prop.range_type)
        if not is_property:  # the node at the range end of a relation must be of the range type
            node, declared, expected = (action.s, s_type, prop.range_type) if reverse else (action.o, o_type, prop.range_type)
            if declared is not None and declared != expected:
                raise self.fail(
                    f"{prop.name!r} links {prop.owner} to {prop.range_type}; {node.alias!r} is a {declared}, not a {expected}",
                    node.span,
                )
        if reverse:  # the stored edge is (o)-[p]->(s)
            s_type, o_type = s_type or prop.range_type, o_type or prop.owner
        else:
            s_type, o_type = s_type or prop.owner, o_type or prop.range_type
        if is_property and (o_bound or reverse):
            raise self.fail(f"{prop.name!r} is a {prop.range_type} property; its object must be a new value variable", action.o.span)
        if is_property and o_type is not None and not is_basic_type(self.schema, o_type):
            raise self.fail(f"{prop.name!r} holds {prop.range_type} values, not {o_type} entities", action.o.span)
        if action.p.alias in self.vars:
            raise self.fail(f"edge variable {action.p.alias!r} is already bound", action.p.span)
        for constraint in action.constraints:
            self.constraint(constraint, action, prop, s_type, o_type, is_property)
        self.vars[action.s.alias] = self.vars.get(action.s.alias) or VarInfo("entity", s_type)
        if is_property:
            self.vars[action.o.alias] = VarInfo("value", prop.range_type, prop)
        else:
            self.vars[action.o.alias] = self.vars.get(action.o.alias) or VarInfo("entity", o_type)
        self.vars[action.p.alias] = VarInfo("edge", None, prop)
        if action.output:
            self.vars[action.output] = self.vars[action.o.alias]
        return ResolvedRetrieval(step, action, prop, s_type, o_type, s_bound, o_bound, reverse, is_property)

    def constraint(self, c: Constraint, action: Retrieval, prop: PropertyDef, s_type, o_type, is_property) -> None:
        if c.alias == action.p.alias:
            if prop.edge_property(c.prop) is None:
                options = [p.name for p in prop.properties]
                raise self.fail(f"{prop.name!r} edges have no property {c.prop!r}" + (f"; they have: {', '.join(options)}" if options else ""), c.span)
            return
        node_type = s_type if c.alias == action.s.alias else o_type if c.alias == action.o.alias else None
        if node_type is None and c.alias in self.vars:
            node_type = self.vars[c.alias].type
        if c.alias not in (action.s.alias, action.o.alias):
            raise self.fail(f"constraint on {c.alias!r}: only this step's s, p or o can be constrained", c.span)
        if c.alias == action.o.alias and is_property:
            raise self.fail(f"{c.alias!r} holds values; constrain it with a Math comparison instead", c.span)
        if node_type in self.schema.types and implicit_predicate(c.prop) is None and self.schema.predicate(node_type, c.prop) is None:
            options = [p.name for p in self.schema.predicates(node_type)]
            raise self.fail(f"{node_type} has no property {c.prop!r}; {did_you_mean(c.prop, options)}", c.span)

    def use(self, alias: str, span: Span | None, kinds: tuple[str, ...] | None = None) -> VarInfo:
        info = self.vars.get(alias)
        if info is None:
            raise self.fail(f"variable {alias!r} is used before it is bound; bound so far: {', '.join(self.vars) or 'none'}", span)
        if kinds and info.kind not in kinds:
            raise self.fail(f"{alias!r} holds {info.kind}s; expected {' or '.join(kinds)}", span)
        return info

    def step(self, step: Step):
        action = step.action
        if isinstance(action, Retrieval):
            return self.retrieval(step, action)
        if isinstance(action, Math):
            infos = [self.use(alias, step.span) for alias in action.content]
            if action.target in ("difference", "ratio", "gt", "lt", "ge", "le", "eq", "ne") and len(infos) != 2:
                raise self.fail(f"Math target {action.target!r} takes exactly two variables, got {len(infos)}", step.span)
            if action.target in ("sum", "avg") and any(i.kind == "value" and not is_numeric_type(self.schema, i.type) for i in infos):
                raise self.fail(f"Math {action.target} needs numbers; {', '.join(action.content)} are not numeric", step.span)
            if action.output:
                self.vars[action.output] = VarInfo("scalar", "Boolean" if action.target in ("gt", "lt", "ge", "le", "eq", "ne") else "Float")
            return step
        if isinstance(action, Sort):
            info = self.use(action.set, step.span, ("entity", "value"))
            if action.orderby and action.orderby != action.set:
                self.use(action.orderby, step.span)
            if action.orderby_prop and info.kind == "entity" and info.type in self.schema.types and self.schema.predicate(info.type, action.orderby_prop) is None:
                raise self.fail(f"{info.type} has no property {action.orderby_prop!r} to sort by", step.span)
            if action.output:
                self.vars[action.output] = info
            return step
        if isinstance(action, Output):
            for alias in action.aliases:
                self.use(alias, step.span)
            return step
        if isinstance(action, Deduce):
            raise self.fail("Deduce needs a language model, which this build does not configure; use Math comparisons for yes/no questions", step.span)
        raise self.fail(f"operator {type(action).__name__} is not supported", step.span)


def validate_plan(plan: Plan, schema: Schema, source: str = "<plan>") -> ValidatedPlan:
    """Check ``plan`` against ``schema``.

    Args:
        plan: a parsed plan (:func:`solver.logical_form.parse_plan`).
        schema: the project's schema.
        source: a name for the plan in error messages.

    Returns:
        a :class:`ValidatedPlan` whose ``steps`` hold a :class:`ResolvedRetrieval` for each
        Retrieval and the :class:`Step` itself for other operators.

    Raises:
        PlanValidationError: with line, column and, for unknown names, the closest known names.
    """
    validator = _Validator(schema, source)
    steps = [validator.step(step) for step in plan.steps]
    if not any(isinstance(s, Step) and isinstance(s.action, Output) for s in steps):
        last = plan.steps[-1]
        raise PlanValidationError("the plan has no Output step (e.g. Output(o1))", last.span, source)
    return ValidatedPlan(plan, steps, dict(validator.vars))
