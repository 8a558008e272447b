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
"""

from __future__ import annotations

from collections.abc import Callable
import re
from dataclasses import dataclass, field, replace

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import did_you_mean, find_type, implicit_predicate, is_basic_type, is_numeric_type, predicates_named
from kagflow.solver.logical_form import Deduce, Math, NodeRef, Output, Plan, PropRef, Retrieval, Search, Sort, Span, Step, format_node

from kagflow.solver.logical_form import Normalisation
from kagflow.solver.deduce import check_ops
from kagflow.solver.math_ops import ExprAggregate, ExprBinary, ExprVar, format_expression, resolve_math_target

ANY_TYPE = "Entity"  # KAG's catch-all node type
COMPARISONS = ("gt", "lt", "ge", "le", "eq", "ne")
BINARY_TARGETS = ("difference", "ratio", *COMPARISONS)


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
    """What a plan variable holds: ``kind`` is ``entity`` | ``value`` | ``edge`` | ``scalar``.

    ``type`` is the entity type (``None``: any type), or the basic type of values. ``owner`` is,
    for a value variable, the alias of the entity variable the values belong to.
    """

    kind: str
    type: str | None = None
    predicate: PropertyDef | None = None
    owner: str | None = None


@dataclass(frozen=True)
class ResolvedRetrieval:
    """A Retrieval with its predicate(s) resolved.

    ``predicates`` holds every predicate the hop may follow (one when the plan names it; several
    for an untyped ``p=p1`` or a name shared by several types of an untyped node), all of the
    same kind; ``predicate`` is the first. ``subject``/``object`` are the plan's nodes as written;
    ``reverse`` is true when the plan wrote the triple backwards (the predicates belong to the
    object's type) and the hop is stored from ``object`` to ``subject``. ``subject_type`` and
    ``object_type`` are ``None`` when several types are possible.
    """

    step: Step
    action: Retrieval
    predicate: PropertyDef
    subject_type: str | None
    object_type: str | None
    subject_bound: bool
    object_bound: bool
    reverse: bool = False
    is_property: bool = False
    predicates: tuple[PropertyDef, ...] = ()
    s: NodeRef | None = None  # the subject node after normalisation (type filled in)
    o: NodeRef | None = None


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


class _Validator:
    def __init__(self, schema: Schema, source: str, complete: Callable | None = None):
        self.schema = schema
        self.source = source
        self.complete = complete
        self.vars: dict[str, VarInfo] = {}
        self.notes: list[Normalisation] = []
        self.last_output: str | None = None  # the variable the previous step produced
        self.named: dict[str, str] = {}  # alias -> the name its node was declared with
        self.dropped: dict[str, PlanValidationError] = {}  # alias -> the error of the dropped step that declared it

    def fail(self, message: str, span: Span | None) -> PlanValidationError:
        return PlanValidationError(message, span, self.source)

    def note(self, span: Span | None, construct: str, original: str, canonical: str) -> None:
        self.notes.append(Normalisation(span, construct, original, canonical))

    def resolve_type_name(self, name: str) -> str | None:
        if is_basic_type(self.schema, name):
            return name
        found = find_type(self.schema, name)
        return found.name if found is not None else None

    def normalise_node(self, node: NodeRef) -> NodeRef:
        """Entity-as-any-type and a type written as the name, each recorded."""
        if node.type == ANY_TYPE and ANY_TYPE not in self.schema.types and node.concept is None:
            self.note(node.span, "Entity as any type", f"{node.alias}:{ANY_TYPE}", node.alias)
            node = NodeRef(node.alias, None, None, node.name, node.span)
        if node.type is None and node.name is not None and node.alias not in self.vars:
            as_type = self.resolve_type_name(node.name)
            if as_type is not None and not is_basic_type(self.schema, as_type):
                self.note(node.span, "type written as the name", f"{node.alias}[{node.name}]", f"{node.alias}:{as_type}")
                node = NodeRef(node.alias, as_type, None, None, node.span)
        return node

    def check_type(self, node: NodeRef) -> str | None:
        if node.type is None:
            return None
        found = self.resolve_type_name(node.type)
        if found is not None:
            return found
        names = list(self.schema.types) + [t.display_name for t in self.schema.types.values() if t.display_name]
        raise self.fail(f"unknown type {node.type!r}; {did_you_mean(node.type, names)}", node.span)

    def node_state(self, node: NodeRef) -> tuple[str | None, bool]:
        """(type, bound) for a node."""
        declared = self.check_type(node)
        if node.concept is not None and declared not in self.schema.types:
            raise self.fail(f"a concept node needs a concept type, not {node.type!r}", node.span)
        if node.alias in self.vars:
            info = self.vars[node.alias]
            if node.name is not None and self.named.get(node.alias) != node.name:
                raise self.fail(f"{node.alias!r} is already bound; a named node needs a new alias", node.span)
            if declared is not None and info.type is not None and declared != info.type and not (
                is_numeric_type(self.schema, declared) and is_numeric_type(self.schema, info.type)
            ):
                raise self.fail(f"{node.alias!r} was bound as {info.type}, not {declared}", node.span)
            return info.type or declared, True
        return declared, False

    # -- predicates ---------------------------------------------------------------------------
    def _relations_between(self, a: str | None, b: str | None) -> list[PropertyDef]:
        return [
            p for p in self.schema.all_predicates()
            if not is_basic_type(self.schema, p.range_type) and (a is None or p.owner == a) and (b is None or p.range_type == b)
        ]

    def find_predicates(self, action: Retrieval, s_type: str | None, o_type: str | None, s_bound: bool, o_bound: bool) -> tuple[list[PropertyDef], bool]:
        """Predicates the hop may follow and whether it runs backwards."""
        edge = action.p
        name = edge.predicate
        entity_s = s_type if s_type in self.schema.types else None
        entity_o = o_type if o_type in self.schema.types else None
        if name is None:  # untyped predicate: any relation between the endpoints' types
            if entity_s is None and entity_o is None:
                raise self.fail(f"edge {edge.alias!r} has no predicate and neither end has a type; write {edge.alias}:predicate", edge.span)
            forward = self._relations_between(entity_s, entity_o)
            backward = [] if forward else self._relations_between(entity_o, entity_s)
            chosen = forward or backward
            if not chosen and entity_s is not None and not o_bound and (o_type is None or is_basic_type(self.schema, o_type)):
                # a named subject and no predicate: any property it has (KAG's p=p1:Entity)
                chosen = [p for p in self.schema.predicates(entity_s) if p.is_basic and implicit_predicate(p.name) is None]
                forward = chosen
            if not chosen:
                raise self.fail(f"no relation links {entity_s or 'any type'} to {entity_o or 'any type'}; write {edge.alias}:predicate", edge.span)
            names = sorted({p.name for p in chosen})
            self.note(edge.span, "untyped predicate", edge.alias, f"{edge.alias}:{'|'.join(names)}")
            return chosen, not forward
        if entity_s is not None:
            prop = self.schema.predicate(entity_s, name)
            if prop is not None:
                return [prop], False
            if entity_o is not None:
                reverse = self.schema.predicate(entity_o, name)
                if reverse is not None and reverse.range_type == entity_s:
                    return [reverse], True
            options = [p.name for p in self.schema.predicates(entity_s)] + [p.display_name for p in self.schema.predicates(entity_s) if p.display_name]
            raise self.fail(f"{entity_s} has no predicate {name!r}; {did_you_mean(name, options)}", edge.span)
        named = predicates_named(self.schema, name)
        candidates = [p for p in named if p.name == name] or named  # names before display names
        if not candidates:
            options = sorted({p.name for p in self.schema.all_predicates()})
            raise self.fail(f"unknown predicate {name!r}; {did_you_mean(name, options)}", edge.span)
        if entity_o is not None:
            forward = [p for p in candidates if p.range_type == entity_o]
            if forward:
                return forward, False
            backward = [p for p in candidates if p.owner == entity_o and not p.is_basic]
            if backward:
                return backward, True
            raise self.fail(f"no type has {name!r} linking to {entity_o}; it links " + ", ".join(sorted({f'{p.owner}->{p.range_type}' for p in candidates})), edge.span)
        if is_basic_type(self.schema, o_type):
            candidates = [p for p in candidates if p.is_basic] or candidates
        elif o_bound and self.vars[action.o.alias].kind == "entity":
            candidates = [p for p in candidates if not p.is_basic] or candidates
        if len({p.is_basic for p in candidates}) > 1:
            kinds = ", ".join(sorted({f"{p.owner}.{p.name} ({p.range_type})" for p in candidates}))
            raise self.fail(f"{name!r} is a property of some types and a relation of others ({kinds}); give {action.s.alias!r} a type", action.s.span)
        return candidates, False

    # -- steps --------------------------------------------------------------------------------
    def redeclared(self, node: NodeRef) -> NodeRef:
        """KAG's planner repeats ``s1:Type[name]`` in later steps for the same node: read as ``s1``."""
        if node.name is not None and node.alias in self.vars and self.named.get(node.alias) == node.name:
            self.note(node.span, "alias declared again", format_node(node), node.alias)
            return NodeRef(node.alias, None, None, None, node.span)
        return node

    def retrieval(self, step: Step, action: Retrieval) -> ResolvedRetrieval:
        s_node, o_node = self.normalise_node(self.redeclared(action.s)), self.normalise_node(self.redeclared(action.o))
        s_type, s_bound = self.node_state(s_node)
        o_type, o_bound = self.node_state(o_node)
        if s_bound and self.vars[s_node.alias].kind != "entity":
            raise self.fail(f"{s_node.alias!r} holds {self.vars[s_node.alias].kind}s, not entities", s_node.span)
        if action.p.alias in self.vars:
            raise self.fail(f"edge variable {action.p.alias!r} is already bound", action.p.span)
        if action.p.alias in (s_node.alias, o_node.alias):
            raise self.fail(f"edge variable {action.p.alias!r} is also a node of this step; name the edge apart (p=p1:...)", action.p.span)
        if s_node.alias == o_node.alias and not s_bound:
            raise self.fail(f"s and o are both {s_node.alias!r}: a hop needs two ends; name them apart (s=s1, o=o1)", o_node.span)
        preds, reverse = self.find_predicates(action, s_type, o_type, s_bound, o_bound)
        prop = preds[0]
        is_property = prop.is_basic
        owners = {p.owner for p in preds}
        ranges = {p.range_type for p in preds}
        if is_property and (o_bound or reverse):
            raise self.fail(f"{prop.name!r} is a {prop.range_type} property; its object must be a new value variable", o_node.span)
        if is_property and o_type is not None and not is_basic_type(self.schema, o_type):
            raise self.fail(f"{prop.name!r} holds {prop.range_type} values, not {o_type} entities", o_node.span)
        if not is_property:  # the node at the range end of a relation must be of a range type
            node, declared = (s_node, s_type) if reverse else (o_node, o_type)
            if declared is not None and declared not in ranges:
                raise self.fail(
                    f"{prop.name!r} links {prop.owner} to {prop.range_type}; {node.alias!r} is a {declared}, not a {prop.range_type}",
                    node.span,
                )
        domain = next(iter(owners)) if len(owners) == 1 else None
        codomain = next(iter(ranges)) if len(ranges) == 1 else None
        new_s = s_type or (codomain if reverse else domain)
        new_o = o_type or (domain if reverse else codomain)
        for node, before, after, bound in ((s_node, s_type, new_s, s_bound), (o_node, o_type, new_o, o_bound)):
            if before is None and not bound and node.concept is None:
                if after is not None and not is_basic_type(self.schema, after):
                    self.note(node.span, "untyped first mention", node.alias, f"{node.alias}:{after}")
                elif after is None:
                    options = owners if node is (o_node if reverse else s_node) else ranges
                    self.note(node.span, "untyped first mention", node.alias, f"{node.alias}:{'|'.join(sorted(options))}")
        s_type, o_type = new_s, new_o
        for constraint in action.constraints:
            self.constraint(constraint, action, prop, s_type, o_type, is_property)
        self.vars[s_node.alias] = self.vars.get(s_node.alias) or VarInfo("entity", s_type)
        for node in (s_node, o_node):
            if node.name is not None:
                self.named.setdefault(node.alias, node.name)
        if is_property:
            self.vars[o_node.alias] = VarInfo("value", prop.range_type, prop, owner=s_node.alias)
        else:
            self.vars[o_node.alias] = self.vars.get(o_node.alias) or VarInfo("entity", o_type)
        self.vars[action.p.alias] = VarInfo("edge", None, prop)
        if action.output:
            self.vars[action.output] = self.vars[o_node.alias]
        return ResolvedRetrieval(step, action, prop, s_type, o_type, s_bound, o_bound, reverse, is_property,
                                 tuple(preds), s_node, o_node)

    def propref(self, c, local: dict[str, str | None] | None = None) -> None:
        """``s.x = s1.name``: ``s1`` bound before (or this step's other node, ``local``: alias ->
        type) as entities, and ``name`` a property of its type."""
        ref: PropRef = c.value
        if ref.alias == c.alias:
            raise self.fail(f"constraint {c.alias}.{c.prop} compares its own variable; name an earlier variable", ref.span or c.span)
        info = VarInfo("entity", local[ref.alias]) if local and ref.alias in local else self.vars.get(ref.alias)
        if info is None:
            raise self.fail(
                f"constraint {c.alias}.{c.prop} names {ref.alias}.{ref.prop}, but {ref.alias!r} is not bound by an earlier step; "
                f"bound so far: {', '.join(self.vars) or 'none'}", ref.span or c.span)
        if info.kind != "entity":
            raise self.fail(f"{ref.alias!r} holds {info.kind}s; {ref.alias}.{ref.prop} needs entities", ref.span or c.span)
        if info.type in self.schema.types and implicit_predicate(ref.prop) is None and self.schema.predicate(info.type, ref.prop) is None:
            options = [p.name for p in self.schema.predicates(info.type)] + ["name", "id"]
            raise self.fail(f"{info.type} has no property {ref.prop!r}; {did_you_mean(ref.prop, options)}", ref.span or c.span)

    def constraint(self, c, action: Retrieval, prop: PropertyDef, s_type, o_type, is_property) -> None:
        if isinstance(c.value, PropRef):  # s.x = s1.name: joined with s1's bindings
            if c.alias == action.p.alias:
                raise self.fail(f"constraint {c.alias}.{c.prop}: an edge property cannot name another variable's property", c.span)
            local = {action.s.alias: s_type} if is_property else {action.s.alias: s_type, action.o.alias: o_type}
            self.propref(c, local)
        if c.alias == action.p.alias:
            if prop.edge_property(c.prop) is None:
                options = [p.name for p in prop.properties]
                raise self.fail(f"{prop.name!r} edges have no property {c.prop!r}" + (f"; they have: {', '.join(options)}" if options else ""), c.span)
            return
        if c.alias not in (action.s.alias, action.o.alias):
            raise self.fail(f"constraint on {c.alias!r}: only this step's s, p or o can be constrained", c.span)
        node_type = s_type if c.alias == action.s.alias else o_type
        if c.alias == action.o.alias and is_property:
            raise self.fail(f"{c.alias!r} holds values; constrain it with a Math comparison instead", c.span)
        if node_type in self.schema.types and implicit_predicate(c.prop) is None and self.schema.predicate(node_type, c.prop) is None:
            options = [p.name for p in self.schema.predicates(node_type)]
            raise self.fail(f"{node_type} has no property {c.prop!r}; {did_you_mean(c.prop, options)}", c.span)

    def search(self, step: Step, action: Search) -> Step:
        """KAG's search_s: the entities of a type whose properties satisfy the constraints."""
        node = self.normalise_node(action.s)
        declared, bound = self.node_state(node)
        if bound and self.vars[node.alias].kind != "entity":
            raise self.fail(f"{node.alias!r} holds {self.vars[node.alias].kind}s, not entities", node.span)
        if declared is not None and is_basic_type(self.schema, declared):
            raise self.fail(f"Search finds entities; {declared} is a value type", node.span)
        if not bound and declared is None and node.name is None and node.concept is None and not action.constraints:
            raise self.fail(f"Search: give {node.alias!r} a type, a name or a constraint (it would find every entity)", node.span)
        for c in action.constraints:
            if c.alias != node.alias:
                raise self.fail(f"constraint on {c.alias!r}: a Search constrains only its node {node.alias!r}", c.span)
            if declared in self.schema.types and implicit_predicate(c.prop) is None and self.schema.predicate(declared, c.prop) is None:
                options = [p.name for p in self.schema.predicates(declared)] + [p.display_name for p in self.schema.predicates(declared) if p.display_name]
                raise self.fail(f"{declared} has no property {c.prop!r}; {did_you_mean(c.prop, options)}", c.span)
            if isinstance(c.value, PropRef):
                self.propref(c)
        self.vars[node.alias] = self.vars.get(node.alias) or VarInfo("entity", declared)
        if action.output:
            self.vars[action.output] = self.vars[node.alias]
        self.last_output = action.output or node.alias
        resolved = replace(node, type=declared) if not bound else replace(node, type=declared, name=None)
        if resolved != action.s:
            step = replace(step, action=replace(action, s=resolved))
        return step

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
                if node.target in ("sum", "avg") and any(i.kind == "value" and not is_numeric_type(self.schema, i.type) for i in infos):
                    raise self.fail(f"Action{step.index}: {format_expression(node)} needs numbers; its values are not numeric", step.span)
            elif isinstance(node, ExprBinary):
                walk(node.left)
                walk(node.right)

        walk(action.expression)
        if action.output:
            self.vars[action.output] = VarInfo("scalar", "Float")
        self.last_output = action.output
        return step

    def use(self, alias: str, span: Span | None, kinds: tuple[str, ...] | None = None) -> VarInfo:
        info = self.vars.get(alias)
        if info is None:
            raise self.fail(f"variable {alias!r} is used before it is bound; bound so far: {', '.join(self.vars) or 'none'}", span)
        if kinds and info.kind not in kinds:
            held = {"entity": "entities"}.get(info.kind, info.kind + "s")
            raise self.fail(f"{alias!r} holds {held}; expected {' or '.join(kinds)}", span)
        return info

    def is_edge_ref(self, item: object) -> bool:
        """Whether a content item is written ``alias.prop`` (an edge variable's property)."""
        if not isinstance(item, str) or "." not in item:
            return False
        alias, _, prop = item.partition(".")
        return alias.isidentifier() and prop.isidentifier()

    def edge_ref(self, item: str, span: Span | None, numeric: bool = False) -> tuple[str, str]:
        """``p1.transAmt``: a property of the edges an edge variable holds.

        Returns:
            ``(alias, canonical property name)``.

        Raises:
            PlanValidationError: the alias holds no edges, its relation has no such edge
                property, or ``numeric`` and the property is not a number.
        """
        alias, _, prop = item.partition(".")
        info = self.use(alias, span)
        if info.kind != "edge" or info.predicate is None:
            held = {"entity": "entities", "value": "values", "scalar": "one value"}.get(info.kind, info.kind + "s")
            raise self.fail(f"{item}: {alias!r} holds {held}; alias.prop here names a property of an edge "
                            f"variable's edges (p1.transAmt)", span)
        found = info.predicate.edge_property(prop)
        if found is None:
            options = [p.name for p in info.predicate.properties] + [p.display_name for p in info.predicate.properties if p.display_name]
            raise self.fail(f"{info.predicate.name} edges have no property {prop!r}; {did_you_mean(prop, options)}", span)
        if numeric and not is_numeric_type(self.schema, found.range_type):
            raise self.fail(f"{alias}.{found.name} is {found.range_type}, not a number", span)
        if found.name != prop:
            self.note(span, "edge property by display name", item, f"{alias}.{found.name}")
        return alias, found.name

    def math(self, step: Step, action: Math) -> Step:
        if not action.content and self.last_output is not None:  # KAG: the previous step's output
            action = replace(action, content=(self.last_output,))
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
        infos = [self.use(item, step.span) for item in action.content if isinstance(item, str) and not self.is_edge_ref(item)]
        if target in BINARY_TARGETS and len(action.content) != 2:
            raise self.fail(f"Math target {target!r} takes exactly two operands, got {len(action.content)}", step.span)
        if target in ("sum", "avg") and any(i.kind == "value" and not is_numeric_type(self.schema, i.type) for i in infos):
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
        """Output: every alias bound. KAG's planner also outputs variables no step binds
        (``get(alias_name=sum1)``): dropped with a note when another output is bound, else, in
        KAG's ``get`` form only, the previous step's output stands for them; a canonical
        ``Output`` of nothing bound, or nothing bound at all, stays an error."""
        unbound = [a for a in action.aliases if a not in self.vars]
        if not unbound:
            return step
        kept = tuple(a for a in action.aliases if a in self.vars)
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

    def step(self, step: Step):
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
            info = self.use(action.set, step.span, ("entity", "value"))
            by = self.vars.get(action.orderby) if action.orderby else None
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
                if info.kind != "entity" or action.orderby == action.set:
                    raise self.fail(f"Sort: orderby={action.orderby_agg}({action.orderby}) ranks each entity of another "
                                    f"variable by its own {action.orderby}; set must name that entity variable", step.span)
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
        if made & set(_reads(act)):
            return True
    return False


def _reads(action) -> list[str]:
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
    if isinstance(action, Deduce):
        return [c for c in action.content if isinstance(c, str)]
    return []
