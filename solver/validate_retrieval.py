"""Validation of the retrieval steps: Retrieval (predicates resolved, direction, endpoint types,
untyped first mentions, constraints) and Search (KAG's ``search_s``), on the
:class:`~kagflow.solver.validate_scope._Scope` they extend.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from kagflow.schema.spg import PropertyDef
from kagflow.schema.types import did_you_mean, implicit_predicate, is_basic_type, is_numeric_type, predicates_named
from kagflow.solver.logical_form import Constraint, NodeRef, PropRef, Retrieval, Search, Step, format_node
from kagflow.solver.validate_scope import VarInfo, _Scope


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



# a number as a plan may quote it: "1000", " -2.5 ", "1e6", "1,000,000" (no nan, inf or hex)
_NUMBER = re.compile(r"[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][+-]?\d+)?|[+-]?\.\d+(?:[eE][+-]?\d+)?")


def read_number(text: str) -> int | float | None:
    """The number a quoted literal spells (``"1000"`` -> 1000, ``"2.5"`` -> 2.5), else ``None``."""
    text = text.strip()
    if not _NUMBER.fullmatch(text):
        return None
    number = float(text.replace(",", ""))
    return int(number) if number.is_integer() and abs(number) < 2**53 else number


class _RetrievalRules(_Scope):
    """The rules of Retrieval and Search steps; each returns the step as validated (a
    :class:`ResolvedRetrieval` for a Retrieval) and binds its variables, or raises
    :class:`~kagflow.solver.validate_scope.PlanValidationError`."""

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
                return [self.stand_in(prop, edge)], False
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
            if basic := [p for p in candidates if p.is_basic]:  # values naming entity_o's entities (retrieval reads them)
                return basic, False
            raise self.fail(f"no type has {name!r} linking to {entity_o}; it links " + ", ".join(sorted({f'{p.owner}->{p.range_type}' for p in candidates})), edge.span)
        if is_basic_type(self.schema, o_type):
            candidates = [p for p in candidates if p.is_basic] or candidates
        elif o_bound and self.vars[action.o.alias].kind == "entity":
            candidates = [p for p in candidates if not p.is_basic] or candidates
        if len({p.is_basic for p in candidates}) > 1:
            kinds = ", ".join(sorted({f"{p.owner}.{p.name} ({p.range_type})" for p in candidates}))
            raise self.fail(f"{name!r} is a property of some types and a relation of others ({kinds}); give {action.s.alias!r} a type", action.s.span)
        return candidates, False


    def stand_in(self, prop: PropertyDef, edge) -> PropertyDef:
        """The source column that holds what declared property ``prop`` names when ``prop`` holds no
        values (``PropertyDef.stands_for``: risk mining's ``phone`` for ``hasPhone(电话号码)``),
        recorded; else ``prop``."""
        column = next((p for p in self.schema.predicates(prop.owner) if p.stands_for == prop.name), None)
        if column is None:
            return prop
        self.note(edge.span, "source column for a property without values", f"{edge.alias}:{edge.predicate}", f"{edge.alias}:{column.name}")
        return column

    def retrieval(self, step: Step, action: Retrieval) -> ResolvedRetrieval:
        s_node, o_node = self.normalise_node(self.redeclared(action.s)), self.normalise_node(self.redeclared(action.o))
        if (referred := self.referred_subject(s_node)) is not None:  # s=o1 where o1 holds the names of entities
            s_node, constraint = referred
            action = replace(action, s=s_node, constraints=action.constraints + (constraint,))
        s_type, s_bound = self.node_state(s_node)
        if o_node.type is not None and o_node.alias not in self.vars and self.resolve_type_name(o_node.type) is None:
            # a new object of a type word the schema lacks (o=o1:PhoneNumber, o=o1:标记[`赌博`],
            # o=o1:District[北仑区]): the predicate types it; a name it carries is kept
            self.note(o_node.span, "unknown type of an object", format_node(o_node),
                      o_node.alias if o_node.name is None else f"{o_node.alias}[{o_node.name}]")
            o_node = NodeRef(o_node.alias, None, o_node.concept, o_node.name, o_node.span)
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
        if is_property and o_bound and not reverse and (held := self.vars.get(o_node.alias)) is not None \
                and held.kind == "value" and held.owner and held.predicate is not None:
            # KAG's get_spo(s=s2:旅游景点, p=p2:所在城市, o=o1) with o1 the city found before: the values equal
            fresh = f"{o_node.alias}_{action.p.alias}"
            joined = Constraint(s_node.alias, prop.name, "==", PropRef(held.owner, held.predicate.name, o_node.span), o_node.span)
            self.note(o_node.span, "a value found before as the object", o_node.alias,
                      f"{fresh}, {s_node.alias}.{prop.name} == {held.owner}.{held.predicate.name}")
            o_node, o_bound, o_type = NodeRef(fresh, None, None, None, o_node.span), False, None
            action = replace(action, o=o_node, constraints=action.constraints + (joined,))
        if is_property and (o_bound or reverse):
            raise self.fail(f"{prop.name!r} is a {prop.range_type} property; its object must be a new value variable", o_node.span)
        if is_property and not o_bound and o_node.name is not None:
            # a value named on the object (KAG's o=o1:Entity[中海油] of operationSubject): the subject's
            # value is that name, a constraint of the subject
            named = Constraint(s_node.alias, prop.name, "==", o_node.name, o_node.span)
            self.note(o_node.span, "value named on the object", format_node(o_node), f"{o_node.alias}, {s_node.alias}.{prop.name} == `{o_node.name}`")
            o_node = NodeRef(o_node.alias, None, None, None, o_node.span)
            o_type = None
            action = replace(action, o=o_node, constraints=action.constraints + (named,))
        if is_property and o_type is not None and not is_basic_type(self.schema, o_type):
            # a Text property typed as the entities its values name (KAG's o=o1:行政区 of county): the
            # values, and the type kept for a later step that starts from them (referred_subject)
            self.note(o_node.span, "entity type on a property's values", format_node(o_node), o_node.alias)
            self.referred[o_node.alias] = o_type
            o_node, o_type = NodeRef(o_node.alias, None, None, None, o_node.span), None
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
        constraints = tuple(self.constraint(c, action, prop, s_type, o_type, is_property) for c in action.constraints)
        if constraints != action.constraints:
            action = replace(action, constraints=constraints)
        self.vars[s_node.alias] = self.vars.get(s_node.alias) or VarInfo("entity", s_type)
        for node in (s_node, o_node):
            if node.name is not None:
                self.named.setdefault(node.alias, node.name)
        if is_property:
            self.vars[o_node.alias] = VarInfo("value", prop.range_type, prop, owner=s_node.alias)
        else:
            self.vars[o_node.alias] = self.vars.get(o_node.alias) or VarInfo("entity", o_type)
        self.vars[action.p.alias] = VarInfo("edge", None, prop)
        if not is_property:
            for node in (s_node, o_node):
                self.edges_of.setdefault(node.alias, set()).add(action.p.alias)
        if action.output:
            self.vars[action.output] = self.vars[o_node.alias]
        return ResolvedRetrieval(step, action, prop, s_type, o_type, s_bound, o_bound, reverse, is_property,
                                 tuple(preds), s_node, o_node)

    def referred_subject(self, node: NodeRef) -> tuple[NodeRef, Constraint] | None:
        """A hop out of a variable that holds a Text property's values as if it held entities
        (``s=o1:行政区`` after ``o=o1`` took a religious place's ``county``): the entities of the
        type the plan gives (here or where it bound ``o1``) named by those values, as the schema
        planner's reference readings join them (``o1.name == s1.county``). ``(the node, now a new
        entity variable of that type, and its constraint)``, or None when ``node`` is no such use."""
        info = self.vars.get(node.alias)
        if info is None or info.kind != "value" or info.predicate is None or info.owner is None or node.name is not None:
            return None
        declared = self.resolve_type_name(node.type) if node.type is not None else None
        target = declared if declared in self.schema.types else self.referred.get(node.alias)
        if target is None:
            return None
        constraint = Constraint(node.alias, "name", "==", PropRef(info.owner, info.predicate.name, node.span), node.span)
        self.note(node.span, "values read as the names of entities", node.alias,
                  f"{node.alias}:{target}, {node.alias}.name == {info.owner}.{info.predicate.name}")
        del self.vars[node.alias]
        return NodeRef(node.alias, target, None, None, node.span), constraint

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

    def constraint(self, c, action: Retrieval, prop: PropertyDef, s_type, o_type, is_property) -> Constraint:
        """Check one constraint of a Retrieval; returns it with a quoted number read as the
        number when its property holds numbers (:meth:`typed_literal`)."""
        if isinstance(c.value, PropRef):  # s.x = s1.name: joined with s1's bindings
            if c.alias == action.p.alias:
                raise self.fail(f"constraint {c.alias}.{c.prop}: an edge property cannot name another variable's property", c.span)
            local = {action.s.alias: s_type} if is_property else {action.s.alias: s_type, action.o.alias: o_type}
            self.propref(c, local)
        if c.alias == action.p.alias:
            if prop.edge_property(c.prop) is None:
                options = [p.name for p in prop.properties]
                raise self.fail(f"{prop.name!r} edges have no property {c.prop!r}" + (f"; they have: {', '.join(options)}" if options else ""), c.span)
            return self.typed_literal(c, [prop.edge_property(c.prop)], prop.name)
        if c.alias not in (action.s.alias, action.o.alias):
            raise self.fail(f"constraint on {c.alias!r}: only this step's s, p or o can be constrained", c.span)
        node_type = s_type if c.alias == action.s.alias else o_type
        if c.alias == action.o.alias and is_property:
            raise self.fail(f"{c.alias!r} holds values; constrain it with a Math comparison instead", c.span)
        if node_type in self.schema.types and implicit_predicate(c.prop) is None and self.schema.predicate(node_type, c.prop) is None:
            options = [p.name for p in self.schema.predicates(node_type)]
            raise self.fail(f"{node_type} has no property {c.prop!r}; {did_you_mean(c.prop, options)}", c.span)
        return self.typed_literal(c, self.constrained_properties(node_type, c.prop), node_type)

    def constrained_properties(self, type_name: str | None, prop: str) -> list[PropertyDef]:
        """The properties a node constraint ``alias.prop`` may compare: the type's, or for a node
        of no single type every predicate of that name (as the compiled SQL reads it)."""
        if implicit_predicate(prop) is not None:
            return []
        if type_name in self.schema.types:
            found = self.schema.predicate(type_name, prop)
            return [found] if found is not None else []
        return predicates_named(self.schema, prop)

    def typed_literal(self, c: Constraint, props: list[PropertyDef], owner: str | None) -> Constraint:
        """A text literal compared with a property that holds numbers (``transAmt > "1000"``):
        read as the number it spells, recorded (``text read as a number``), so the comparison is
        of numbers, not of text; a text that spells no number is an error, not an empty answer.

        Raises:
            PlanValidationError: the literal is not a number, naming the constraint and the type.
        """
        if (isinstance(c.value, PropRef) or not isinstance(c.value, str) or c.op == "like" or not props
                or not all(is_numeric_type(self.schema, p.range_type) for p in props)):
            return c
        number = read_number(c.value)
        kind = props[0].range_type
        if number is None:
            raise self.fail(f"constraint {c.alias}.{c.prop} {c.op} {c.value!r}: {owner or 'its'}.{c.prop} holds {kind} "
                            f"numbers, and {c.value!r} is not a number; write one ({c.alias}.{c.prop} {c.op} 1000)", c.span)
        self.note(c.span, "text read as a number", f"{c.alias}.{c.prop} {c.op} {c.value!r}", f"{c.alias}.{c.prop} {c.op} {number}")
        return replace(c, value=number)

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
        constraints = []
        for c in action.constraints:
            if c.alias != node.alias:
                raise self.fail(f"constraint on {c.alias!r}: a Search constrains only its node {node.alias!r}", c.span)
            if declared in self.schema.types and implicit_predicate(c.prop) is None and self.schema.predicate(declared, c.prop) is None:
                options = [p.name for p in self.schema.predicates(declared)] + [p.display_name for p in self.schema.predicates(declared) if p.display_name]
                raise self.fail(f"{declared} has no property {c.prop!r}; {did_you_mean(c.prop, options)}", c.span)
            if isinstance(c.value, PropRef):
                self.propref(c)
            constraints.append(self.typed_literal(c, self.constrained_properties(declared, c.prop), declared))
        if tuple(constraints) != action.constraints:
            action = replace(action, constraints=tuple(constraints))
            step = replace(step, action=action)
        self.vars[node.alias] = self.vars.get(node.alias) or VarInfo("entity", declared)
        if action.output:
            self.vars[action.output] = self.vars[node.alias]
        self.last_output = action.output or node.alias
        resolved = replace(node, type=declared) if not bound else replace(node, type=declared, name=None)
        if resolved != action.s:
            step = replace(step, action=replace(action, s=resolved))
        return step
