"""Schema rules (KGDSL ``Define`` blocks) compiled to DuckDB SQL and evaluated in dependency order.

This is the "logical expression of attributes and relations" of OpenSPG/KAG (KAG paper, section
2.2.2; OpenSPG's KGDSL): a property or relation declared with a ``rule: [[ Define ... ]]`` is not
stored but computed from the graph. Each rule becomes one SQL statement over the views
``kg_entities``, ``kg_edges`` and ``kg_properties`` (so rules can use other rules' results):

* STRUCTURE path patterns become joins: one ``kg_entities`` alias per node variable (filtered by
  type, and by concept membership for ``(x:`Type`/`concept`)``), one ``kg_edges`` alias per edge.
* CONSTRAINT statements: a filter without an aggregate goes to ``WHERE``; an assignment holding
  ``group(keys).sum|count|avg|min|max(expr)`` becomes an aggregate over the *distinct* bindings of
  the keys and of the variables the aggregated expression reads (a transfer is summed once however
  many paths reach it); filters over aggregates are applied after grouping.
* ``now()`` is the build's as-of date (a bound parameter), so a build is reproducible.
* Every literal is a bound parameter; names from the rule never reach the SQL text (aliases are
  generated).

Rule kinds, by head: a basic-typed object (``(o:Float)``) gives ``derived_properties`` rows from the
``o = ...`` assignment; an entity-typed object gives ``derived_relations``; a concept object
(``(o:`TaxOfRiskApp`/`赌博应用`)``) gives concept membership edges; an ``Action`` block creates
nodes and edges (``createNodeInstance`` / ``createEdgeInstance``).

Rules run in dependency order (a rule that reads a predicate, concept or type another rule writes
runs after it); rules that depend on each other in a cycle are iterated to a fixpoint.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import duckdb

from kagflow.store.ids import entity_id_for, stable_hash, stable_hash_sql
from kagflow.store.warehouse import TABLE_DDL, insert_rows
from kagflow.schema.spg import Location, PropertyDef, Schema, SchemaError
from kagflow.schema.types import IMPLICIT_PREDICATES, did_you_mean, implicit_predicate, is_numeric_type, predicates_named
from kagflow.schema.kgdsl import (
    Assign, BinOp, Call, EdgePattern, GroupAgg, ListLiteral, Literal, MapLiteral,
    NodePattern, Ref, Rule, UnaryOp, parse_rule,
)

AGGREGATES = {"sum": "sum", "count": "count", "avg": "avg", "min": "min", "max": "max"}
COMPARISONS = {"==": "=", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">=", "like": "LIKE"}
ARITHMETIC = {"+": "+", "-": "-", "*": "*", "/": "/"}
PASS_THROUGH = {"abs": 1, "round": None, "lower": 1, "upper": 1, "length": 1, "coalesce": None, "concat": None, "floor": 1, "ceil": 1}
MAX_FIXPOINT_ROUNDS = 20


class RuleCompileError(SchemaError):
    """A rule the compiler cannot translate; the message names the rule and its location."""

    def __init__(self, rule_id: str, message: str, location: Location | None):
        super().__init__(f"rule {rule_id}: {message}", location)
        self.rule_id = rule_id


@dataclass(frozen=True)
class RuleSpec:
    """A rule to evaluate.

    ``kind`` is ``property`` | ``relation`` | ``concept`` | ``action``; ``predicate`` is the head
    predicate (``belongTo`` for concept rules); ``concept`` is ``(type, key)`` of the concept a
    concept rule places its subjects under.
    """

    rule_id: str
    kind: str
    predicate: str
    rule: Rule
    range_type: str | None = None
    concept: tuple[str, str] | None = None


@dataclass
class _Var:
    index: int
    alias: str
    type: str | None
    concept: tuple[str, str] | None
    is_edge: bool = False
    predicate: str | None = None

    @property
    def column(self) -> str:
        return f"w{self.index}" if self.is_edge else f"v{self.index}"

    @property
    def table_alias(self) -> str:
        return f"e{self.index}" if self.is_edge else f"n{self.index}"


@dataclass
class _Params:
    values: dict[str, object] = field(default_factory=dict)

    def bind(self, value: object) -> str:
        name = f"p{len(self.values)}"
        self.values[name] = value
        return f"${name}"


@dataclass
class CompiledRule:
    """SQL for one rule: ``sql`` selects ``subject, object, value`` (property/relation/concept) or
    the action bindings; ``params`` are its named parameters."""

    spec: RuleSpec
    sql: str
    params: dict[str, object]
    reads: frozenset[str]
    writes: frozenset[str]
    action_columns: list[str] = field(default_factory=list)
    # whether the rule may read what it writes (then it iterates to a fixpoint); a predicate it
    # reads only on types its own subjects cannot have (Product.belongToIndustry read by
    # Company.belongToIndustry) does not count
    self_reading: bool = True


def collect_rules(schema: Schema) -> list[RuleSpec]:
    """Every rule of the schema: property and relation rules, then concept rules.

    Raises:
        RuleSyntaxError: a rule does not parse (location in its schema file).
        RuleCompileError: a rule's head does not match the predicate it is declared on.
    """
    specs: list[RuleSpec] = []
    for prop, source in schema.rules():
        rule = parse_rule(source, head=(prop.owner, prop.name, prop.range_type))
        rule_id = f"{prop.owner}.{prop.name}"
        if rule.head_predicate.predicate not in (None, prop.name):
            raise RuleCompileError(rule_id, f"the rule defines {rule.head_predicate.predicate!r}, not {prop.name!r}", source.location)
        if rule.actions:
            kind = "action"
        elif prop.is_basic:
            kind = "property"
        else:
            kind = "relation"
        specs.append(RuleSpec(rule_id, kind, prop.name, rule, prop.range_type))
    for concept_rule in schema.concept_rules:
        if concept_rule.kind in ("reasoning", "priority"):
            header = "Priority(`T`):" if concept_rule.kind == "priority" else "(`T`/`c`):"
            raise RuleCompileError(
                f"{concept_rule.concept_type}/{concept_rule.concept}",
                f"OpenSPG reasoning concept rule ({header} header) is query-time reasoning, which kagflow "
                "does not evaluate; move it out of schema/ or rewrite it as a `Type`/`concept`: membership rule",
                concept_rule.location,
            )
        rule = parse_rule(concept_rule.rule)
        rule_id = f"{concept_rule.concept_type}/{concept_rule.concept}"
        if concept_rule.target_type:
            rule_id += f"->{concept_rule.target_type}/{concept_rule.target_concept}"
        predicate = rule.head_predicate.predicate or "belongTo"
        if rule.actions:
            specs.append(RuleSpec(rule_id, "action", predicate, rule))
        else:
            specs.append(RuleSpec(rule_id, "concept", predicate, rule, concept_rule.concept_type, (concept_rule.concept_type, concept_rule.concept)))
    return specs


class _Compiler:
    def __init__(self, schema: Schema, spec: RuleSpec):
        self.schema = schema
        self.spec = spec
        self.rule = spec.rule
        self.params = _Params()
        self.vars: dict[str, _Var] = {}
        self.conditions: list[str] = []
        self.from_items: list[str] = []
        self.reads: set[str] = set()
        self.writes: set[str] = set()
        self.read_subjects: list[tuple[str, _Var]] = []  # (predicate, the variable it is read on)
        self.locals: dict[str, tuple[str, bool]] = {}  # name -> (sql, is post-aggregate)
        self.aggregates: list[tuple[GroupAgg, str]] = []  # (node, row-context sql of the argument)
        self.group_keys: tuple[str, ...] | None = None
        self.line: int | None = None  # line of the CONSTRAINT statement being compiled

    def error(self, message: str) -> RuleCompileError:
        """A compile error at the statement being compiled (its line), else at the rule."""
        location = self.rule.location
        if self.line is not None:
            location = Location(location.file if location else "<rule>", self.line, 1)
        return RuleCompileError(self.spec.rule_id, message, location)

    # -- patterns -------------------------------------------------------------------------------
    def node(self, pattern: NodePattern) -> _Var:
        var = self.vars.get(pattern.alias)
        type_name = self.schema.local_name(pattern.type) if pattern.type else None  # RiskMining.App -> App
        concept = (type_name, pattern.concept) if pattern.concept else None
        if concept:
            type_name = None
        if type_name is not None and type_name not in self.schema.types:
            raise self.error(f"node ({pattern.alias}:{type_name}): unknown type {type_name!r}")
        if var is None:
            var = _Var(len(self.vars), pattern.alias, type_name, concept)
            self.vars[pattern.alias] = var
            self.from_items.append(f"kg_entities AS {var.table_alias}")
        else:
            if var.is_edge:
                raise self.error(f"{pattern.alias!r} is an edge variable and cannot be a node")
            var.type = var.type or type_name
            var.concept = var.concept or concept
        return var

    def edge(self, pattern: EdgePattern, left: _Var, right: _Var) -> None:
        predicate, alias = pattern.predicate, pattern.alias
        if pattern.bare and predicate is None and alias is not None and alias not in self._referenced_names():
            predicate, alias = alias, None  # KAG writes <-[useCert]- for <-[:useCert]-
        index = len(self.vars)
        var = _Var(index, alias or f"_edge{index}", None, None, is_edge=True, predicate=predicate)
        if alias in self.vars:
            raise self.error(f"variable {alias!r} is used twice")
        self.vars[var.alias] = var
        self.from_items.append(f"kg_edges AS {var.table_alias}")
        subject, obj = (left, right) if pattern.direction == "out" else (right, left)
        if predicate is not None:
            self.check_predicate(subject, predicate)
            self.conditions.append(f"{var.table_alias}.predicate = {self.params.bind(predicate)}")
            self.reads.add(f"pred:{predicate}")
            self.read_subjects.append((predicate, subject))
        self.conditions.append(f"{var.table_alias}.subject_id = {subject.table_alias}.entity_id")
        self.conditions.append(f"{var.table_alias}.object_id = {obj.table_alias}.entity_id")

    def check_predicate(self, subject: _Var, predicate: str) -> None:
        if subject.type is not None:
            if self.schema.predicate(subject.type, predicate) is None:
                raise self.error(f"{subject.type} has no predicate {predicate!r}")
        elif not any(p.name == predicate for p in self.schema.all_predicates()):
            raise self.error(f"unknown predicate {predicate!r}")

    def _referenced_names(self) -> set[str]:
        names: set[str] = set()

        def walk(expr) -> None:
            if isinstance(expr, Ref):
                names.add(expr.parts[0])
            elif isinstance(expr, GroupAgg):
                names.update(expr.keys)
                if expr.arg is not None:
                    walk(expr.arg)
            elif isinstance(expr, (BinOp,)):
                walk(expr.left), walk(expr.right)
            elif isinstance(expr, UnaryOp):
                walk(expr.operand)
            elif isinstance(expr, Call):
                for arg in expr.args:
                    walk(arg)
                for _, arg in expr.kwargs:
                    walk(arg)
            elif isinstance(expr, (MapLiteral,)):
                for _, arg in expr.entries:
                    walk(arg)
            elif isinstance(expr, ListLiteral):
                for arg in expr.items:
                    walk(arg)

        for statement in self.rule.constraints:
            walk(statement.expr)
        for action in self.rule.actions:
            walk(action.call)
        return names

    def type_condition(self, var: _Var) -> None:
        if var.type is not None:  # a type covers its subtypes (Schema.subtypes)
            types = self.schema.subtypes(var.type)
            self.conditions.append(f"{var.table_alias}.type IN ({', '.join(self.params.bind(t) for t in types)})")
            self.reads.update(f"type:{t}" for t in types)
        if var.concept is not None:
            concept_id = entity_id_for(*var.concept)
            self.conditions.append(
                f"EXISTS (SELECT 1 FROM kg_edges m WHERE m.subject_id = {var.table_alias}.entity_id "
                f"AND m.object_id = {self.params.bind(concept_id)})"
            )
            self.reads.add(f"concept:{var.concept[0]}/{var.concept[1]}")

    # -- expressions ----------------------------------------------------------------------------
    def expr(self, node, post: bool) -> str:
        """SQL for an expression; ``post`` compiles after grouping (only group keys are visible)."""
        if isinstance(node, Literal):
            return "NULL" if node.value is None else self.params.bind(node.value)
        if isinstance(node, Ref):
            return self.ref(node, post)
        if isinstance(node, BinOp):
            if node.op in ("==", "!=") and (_is_null(node.left) or _is_null(node.right)):
                other = node.right if _is_null(node.left) else node.left
                return f"({self.expr(other, post)} IS {'NOT ' if node.op == '!=' else ''}NULL)"
            left, right = self.expr(node.left, post), self.expr(node.right, post)
            if node.op in ("and", "or"):
                return f"({left} {node.op.upper()} {right})"
            if node.op in COMPARISONS:
                return f"({left} {COMPARISONS[node.op]} {right})"
            if node.op in ARITHMETIC:
                if node.op == "/":
                    return f"(CAST({left} AS DOUBLE) / NULLIF({right}, 0))"
                return f"({left} {ARITHMETIC[node.op]} {right})"
            if node.op == "in":
                return f"({left} IN {right})"
            raise self.error(f"operator {node.op!r} is not supported")
        if isinstance(node, ListLiteral):
            return "(" + ", ".join(self.expr(item, post) for item in node.items) + ")"
        if isinstance(node, UnaryOp):
            operand = self.expr(node.operand, post)
            return f"(NOT {operand})" if node.op == "not" else f"(-{operand})"
        if isinstance(node, GroupAgg):
            return self.aggregate(node)
        if isinstance(node, Call):
            return self.call(node, post)
        raise self.error(f"unsupported expression {type(node).__name__}")

    def call(self, node: Call, post: bool) -> str:
        name = node.name.lower()
        args = node.args
        if name == "now":
            return f"CAST({self.params.bind('__as_of__')} AS DATE)"
        if name == "from_unix_time":
            if not args:
                raise self.error("from_unix_time() needs an argument")
            return self.expr(args[0], post)
        if name == "date_diff":
            if len(args) != 2:
                raise self.error("date_diff(a, b) takes two arguments")
            return f"date_diff('day', {self.as_date(args[1], post)}, {self.as_date(args[0], post)})"
        if name == "rule_value":
            if len(args) != 3:
                raise self.error("rule_value(condition, then, else) takes three arguments")
            cond, then, other = (self.expr(a, post) for a in args)
            return f"(CASE WHEN {cond} THEN {then} ELSE {other} END)"
        if name in PASS_THROUGH:
            arity = PASS_THROUGH[name]
            if arity is not None and len(args) != arity:
                raise self.error(f"{name}() takes {arity} argument(s)")
            return f"{name}(" + ", ".join(self.expr(a, post) for a in args) + ")"
        raise self.error(f"function {node.name}() is not supported (supported: now, from_unix_time, date_diff, rule_value, {', '.join(PASS_THROUGH)})")

    def as_date(self, node, post: bool) -> str:
        if isinstance(node, Call) and node.name.lower() in ("now", "from_unix_time"):
            return self.expr(node, post)
        # one strptime with both formats, tried in this order: the value (often a subquery over
        # edge_properties) is read once, not once per format
        return f"CAST(try_strptime(CAST({self.expr(node, post)} AS VARCHAR), ['%Y%m%d', '%Y-%m-%d']) AS DATE)"

    def ref(self, node: Ref, post: bool) -> str:
        head, rest = node.parts[0], node.parts[1:]
        if not rest:
            if head in self.locals:
                sql, is_post = self.locals[head]
                if is_post and not post:
                    raise self.error(f"{head!r} is an aggregate and cannot be used before grouping")
                return sql
            if head in self.vars:
                return self.var_id(self.vars[head], post)
            raise self.error(f"unknown name {head!r}")
        if len(rest) != 1:
            raise self.error(f"cannot read {'.'.join(node.parts)!r}")
        var = self.vars.get(head)
        if var is None:
            raise self.error(f"unknown variable {head!r} in {'.'.join(node.parts)}")
        prop = rest[0]
        owner = self.var_id(var, post)
        if var.is_edge:
            relation = self._relation_of(var)
            edge_prop = relation.edge_property(prop) if relation else None
            if edge_prop is None and var.predicate is not None:
                known = [p.name for p in relation.properties] if relation else []
                hint = f"; {did_you_mean(prop, known)}" if known else f" ({var.predicate} declares no edge properties)"
                raise self.error(f"{var.alias!r} is a {var.predicate} edge, which has no property {prop!r}{hint}")
            column = "value_num" if edge_prop is not None and is_numeric_type(self.schema, edge_prop.range_type) else "value"
            return f"(SELECT min({column}) FROM edge_properties WHERE edge_id = {owner} AND key = {self.params.bind(edge_prop.name if edge_prop else prop)})"
        implicit = implicit_predicate(prop)
        if implicit is not None:
            column = "key" if implicit == "id" else "name"
            return f"(SELECT min({column}) FROM kg_entities WHERE entity_id = {owner})"
        definition = self._property_of(var, prop)
        self.reads.add(f"pred:{definition.name}")
        self.read_subjects.append((definition.name, var))
        if definition.is_basic:
            column = "value_num" if is_numeric_type(self.schema, definition.range_type) else "value"
            return f"(SELECT min({column}) FROM kg_properties WHERE entity_id = {owner} AND predicate = {self.params.bind(definition.name)})"
        return (
            f"(SELECT min(t.key) FROM kg_edges r JOIN kg_entities t ON t.entity_id = r.object_id "
            f"WHERE r.subject_id = {owner} AND r.predicate = {self.params.bind(definition.name)})"
        )

    def _relation_of(self, var: _Var) -> PropertyDef | None:
        if var.predicate is None:
            return None
        return next((p for p in self.schema.all_predicates() if p.name == var.predicate and p.properties), None)

    def _property_of(self, var: _Var, prop: str) -> PropertyDef:
        if var.type is not None:
            definition = self.schema.predicate(var.type, prop)
            if definition is None:
                raise self.error(f"{var.alias} is a {var.type}, which has no property {prop!r}")
            return definition
        candidates = predicates_named(self.schema, prop)
        if not candidates:
            raise self.error(f"no type has a property {prop!r}")
        return candidates[0]

    def var_id(self, var: _Var, post: bool) -> str:
        if post:
            if self.group_keys is None or var.alias not in self.group_keys:
                raise self.error(f"{var.alias!r} is not a group key here")
            return f"g.{var.column}"
        return f"{var.table_alias}.{'edge_id' if var.is_edge else 'entity_id'}"

    def aggregate(self, node: GroupAgg) -> str:
        func = AGGREGATES.get(node.func.lower())
        if func is None:
            raise self.error(f"aggregate {node.func!r} is not supported ({', '.join(AGGREGATES)})")
        for key in node.keys:
            if key not in self.vars or self.vars[key].is_edge:
                raise self.error(f"group key {key!r} is not a node variable")
        if self.group_keys is None:
            self.group_keys = tuple(node.keys)
        elif tuple(node.keys) != self.group_keys:
            raise self.error(f"all aggregates of a rule must group by the same keys ({', '.join(self.group_keys)} vs {', '.join(node.keys)})")
        if node.arg is not None and _contains_aggregate(node.arg, self.locals):
            raise self.error(f"an aggregate cannot contain another aggregate: {node.func}() reads an aggregated value")
        arg_sql = "NULL" if node.arg is None else self.expr(node.arg, False)
        self.aggregates.append((node, arg_sql))
        return f"a{len(self.aggregates) - 1}.val"

    # -- the statement --------------------------------------------------------------------------
    def compile(self) -> CompiledRule:
        rule, spec = self.rule, self.spec
        subject = self.node(rule.head_subject)
        object_var: _Var | None = None
        if spec.kind == "relation":
            object_var = self.node(rule.head_object)
        for path in rule.structure:
            nodes = [self.node(n) for n in path.nodes]
            for i, edge in enumerate(path.edges):
                self.edge(edge, nodes[i], nodes[i + 1])
        for var in list(self.vars.values()):
            if not var.is_edge:
                self.type_condition(var)
        if object_var is not None and object_var.type == subject.type:
            self.conditions.append(f"{subject.table_alias}.entity_id <> {object_var.table_alias}.entity_id")

        row_filters: list[str] = []
        post_filters: list[str] = []
        output: str | None = None
        for statement in rule.constraints:
            self.line = statement.line
            has_agg = _contains_aggregate(statement.expr, self.locals)
            sql = self.expr(statement.expr, has_agg)
            if isinstance(statement, Assign):
                if statement.name == rule.head_object.alias and spec.kind in ("property",):
                    output = sql
                else:
                    self.locals[statement.name] = (sql, has_agg)
            else:
                (post_filters if has_agg else row_filters).append(sql)
        self.line = None
        if spec.kind == "property" and output is None:
            raise self.error(f"a property rule must assign its result: '{rule.head_object.alias} = ...'")

        self.writes.add(f"pred:{spec.predicate}")
        if spec.kind == "concept":
            self.writes.add(f"concept:{spec.concept[0]}/{spec.concept[1]}")
        where = " AND ".join(self.conditions + row_filters) or "TRUE"
        var_columns = [f"{v.table_alias}.{'edge_id' if v.is_edge else 'entity_id'} AS {v.column}" for v in self.vars.values()]
        bindings = f"SELECT DISTINCT {', '.join(var_columns)}{{extra}} FROM {', '.join(self.from_items)} WHERE {where}"

        if spec.kind == "action":
            return self._compile_actions(bindings)

        if self.aggregates:
            keys = [self.vars[k] for k in self.group_keys]
            if subject.alias not in self.group_keys:
                raise self.error(f"the aggregates must group by the head subject {subject.alias!r}")
            if object_var is not None and object_var.alias not in self.group_keys:
                raise self.error(f"the aggregates must group by the head object {object_var.alias!r}")
            extra = "".join(f", {arg} AS x{i}" for i, (_, arg) in enumerate(self.aggregates))
            key_cols = ", ".join(k.column for k in keys)
            ctes = [f"b AS ({bindings.format(extra=extra)})", f"g AS (SELECT DISTINCT {key_cols} FROM b)"]
            joins = []
            for i, (node, _arg) in enumerate(self.aggregates):
                touched = _vars_in(node.arg, self.vars) if node.arg is not None else set(self.vars)
                distinct_cols = sorted({k.column for k in keys} | {self.vars[name].column for name in touched})
                func = AGGREGATES[node.func.lower()]
                if func == "count" and isinstance(node.arg, Ref) and len(node.arg.parts) == 1 and node.arg.parts[0] in self.vars:
                    value = f"count(DISTINCT {self.vars[node.arg.parts[0]].column})"
                elif func == "count":
                    value = "count(*)"
                else:
                    value = f"{func}(x{i})"
                ctes.append(
                    f"a{i} AS (SELECT {key_cols}, {value} AS val FROM (SELECT DISTINCT {', '.join(distinct_cols)}, x{i} FROM b) GROUP BY {key_cols})"
                )
                joins.append(f"LEFT JOIN a{i} ON " + " AND ".join(f"a{i}.{k.column} = g.{k.column}" for k in keys))
            final_where = " AND ".join(post_filters) or "TRUE"
            select = self._select_output(f"g.{subject.column}", f"g.{object_var.column}" if object_var else None, output)
            sql = f"WITH {', '.join(ctes)} SELECT {select} FROM g {' '.join(joins)} WHERE {final_where}"
        else:
            if post_filters:
                raise self.error("a filter uses an aggregate but the rule has none")
            self.group_keys = None
            out_expr = output
            select = self._select_output(f"{subject.table_alias}.entity_id", f"{object_var.table_alias}.entity_id" if object_var else None, out_expr)
            sql = f"SELECT DISTINCT {select} FROM {', '.join(self.from_items)} WHERE {where}"
        return CompiledRule(spec, sql, self.params.values, frozenset(self.reads), frozenset(self.writes),
                            self_reading=self._self_reading(subject))

    def _self_reading(self, subject: _Var) -> bool:
        """Whether the rule may read its own results: it reads a concept or type it writes, or its
        predicate on a variable whose type could be its subject's (unknown, the same, a sub- or supertype)."""
        overlap = self.reads & self.writes
        if any(not key.startswith("pred:") for key in overlap):
            return True
        if subject.type is None or subject.concept is not None:
            return bool(overlap)
        related = set(self.schema.subtypes(subject.type)) | set(self.schema.ancestors(subject.type))
        return any(f"pred:{predicate}" in overlap and (var.type is None or var.concept is not None or var.type in related)
                   for predicate, var in self.read_subjects)

    def _select_output(self, subject_sql: str, object_sql: str | None, output: str | None) -> str:
        if self.spec.kind == "property":
            return f"{subject_sql} AS subject, NULL AS object, {output} AS value"
        if self.spec.kind == "concept":
            return f"{subject_sql} AS subject, {self.params.bind(entity_id_for(*self.spec.concept))} AS object, NULL AS value"
        return f"{subject_sql} AS subject, {object_sql} AS object, NULL AS value"

    def _compile_actions(self, bindings: str) -> CompiledRule:
        columns: list[str] = []
        extra = []
        created: set[str] = set()
        for action in self.rule.actions:
            self.line = action.line
            call = action.call
            name = call.name
            kwargs = dict(call.kwargs)
            if name == "createNodeInstance":
                type_name = _name_of(kwargs.get("type"))
                if type_name not in self.schema.types:
                    raise self.error(f"createNodeInstance: unknown type {type_name!r}")
                values = kwargs.get("value")
                if not isinstance(values, MapLiteral):
                    raise self.error("createNodeInstance needs value={...}")
                for key, value in values.entries:
                    extra.append(f"{self.expr(value, False)} AS c{len(columns)}")
                    columns.append(f"{action.target}.{key}")
                    if key not in IMPLICIT_PREDICATES:
                        definition = self.schema.predicate(type_name, key)
                        if definition is None:
                            raise self.error(f"createNodeInstance: {type_name} has no property {key!r}")
                        self.writes.add(f"pred:{definition.name}")
                self.writes.add(f"type:{type_name}")
                created.add(action.target or "")
            elif name == "createEdgeInstance":
                for role in ("src", "dst"):
                    ref = kwargs.get(role)
                    if not isinstance(ref, Ref) or len(ref.parts) != 1 or (ref.parts[0] not in self.vars and ref.parts[0] not in created):
                        raise self.error(f"createEdgeInstance: {role} must name a node variable or a created node")
                    if ref.parts[0] in self.vars:
                        extra.append(f"{self.vars[ref.parts[0]].table_alias}.entity_id AS c{len(columns)}")
                        columns.append(f"@{role}")
                self.writes.add(f"pred:{_name_of(kwargs.get('type'))}")
            else:
                raise self.error(f"action {name}() is not supported (createNodeInstance, createEdgeInstance)")
        self.line = None
        sql = bindings.format(extra="".join(f", {e}" for e in extra))
        return CompiledRule(self.spec, sql, self.params.values, frozenset(self.reads), frozenset(self.writes), columns)


def _is_null(node) -> bool:
    return isinstance(node, Literal) and node.value is None


def _name_of(node) -> str | None:
    if isinstance(node, Ref) and len(node.parts) == 1:
        return node.parts[0]
    if isinstance(node, Literal) and isinstance(node.value, str):
        return node.value
    return None


def _contains_aggregate(node, locals_: dict[str, tuple[str, bool]]) -> bool:
    if isinstance(node, GroupAgg):
        return True
    if isinstance(node, Ref):
        return len(node.parts) == 1 and locals_.get(node.parts[0], ("", False))[1]
    if isinstance(node, BinOp):
        return _contains_aggregate(node.left, locals_) or _contains_aggregate(node.right, locals_)
    if isinstance(node, UnaryOp):
        return _contains_aggregate(node.operand, locals_)
    if isinstance(node, Call):
        return any(_contains_aggregate(a, locals_) for a in node.args)
    return False


def _vars_in(node, variables: dict[str, _Var]) -> set[str]:
    found: set[str] = set()
    if isinstance(node, Ref) and node.parts[0] in variables:
        found.add(node.parts[0])
    elif isinstance(node, BinOp):
        found |= _vars_in(node.left, variables) | _vars_in(node.right, variables)
    elif isinstance(node, UnaryOp):
        found |= _vars_in(node.operand, variables)
    elif isinstance(node, Call):
        for arg in node.args:
            found |= _vars_in(arg, variables)
    return found


def compile_rule(schema: Schema, spec: RuleSpec) -> CompiledRule:
    """Compile one rule to SQL.

    Raises:
        RuleCompileError: the rule uses something the compiler cannot translate (unknown type,
            predicate, function or variable; aggregates with different keys); the message names
            the rule and its location.
    """
    return _Compiler(schema, spec).compile()


def evaluation_order(compiled: list[CompiledRule]) -> list[list[CompiledRule]]:
    """Strongly connected components of the rule dependency graph, dependencies first.

    Rule B depends on rule A when B reads something A writes (a predicate, a concept, a type).
    Each component is evaluated once, or to a fixpoint when it is cyclic (Tarjan's algorithm).
    """
    depends: dict[int, set[int]] = defaultdict(set)
    for i, reader in enumerate(compiled):
        for j, writer in enumerate(compiled):
            if i != j and reader.reads & writer.writes:
                depends[i].add(j)
    index_of: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    components: list[list[int]] = []
    counter = [0]

    def visit(v: int) -> None:
        index_of[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(depends[v]):
            if w not in index_of:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index_of[w])
        if low[v] == index_of[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            components.append(sorted(component))

    for v in range(len(compiled)):
        if v not in index_of:
            visit(v)
    return [[compiled[i] for i in component] for component in components]


def _run(con: duckdb.DuckDBPyConnection, compiled: CompiledRule, as_of: dt.date, schema: Schema) -> int:
    spec = compiled.spec
    params = {k: (as_of.isoformat() if v == "__as_of__" else v) for k, v in compiled.params.items()}
    con.execute("DELETE FROM derived_properties WHERE rule = ?", [spec.rule_id])
    con.execute("DELETE FROM derived_relations WHERE rule = ?", [spec.rule_id])
    con.execute("DELETE FROM derived_entities WHERE rule = ?", [spec.rule_id])
    if spec.kind == "property":
        numeric = is_numeric_type(schema, spec.range_type)
        value_text = (
            "CASE WHEN r.value = trunc(r.value) AND abs(r.value) < 1e15 THEN CAST(CAST(r.value AS BIGINT) AS VARCHAR) ELSE CAST(r.value AS VARCHAR) END"
            if numeric else "CAST(r.value AS VARCHAR)"
        )
        value_num = "CAST(r.value AS DOUBLE)" if numeric else "TRY_CAST(r.value AS DOUBLE)"
        con.execute(
            f"INSERT INTO derived_properties SELECT r.subject, $__pred, {value_text}, {value_num}, $__rule "
            f"FROM ({compiled.sql}) r WHERE r.value IS NOT NULL",
            {**params, "__pred": spec.predicate, "__rule": spec.rule_id},
        )
    elif spec.kind in ("relation", "concept"):
        if spec.kind == "concept":
            concept_type, concept_key = spec.concept
            con.execute(
                "INSERT INTO derived_entities SELECT ?, ?, ?, ?, ? WHERE ? NOT IN (SELECT entity_id FROM kg_entities)",
                [entity_id_for(concept_type, concept_key), concept_type, concept_key, concept_key, spec.rule_id, entity_id_for(concept_type, concept_key)],
            )
        # set-based: ids hashed in SQL (stable_hash_sql equals stable_hash), no row travels through Python
        edge_id = stable_hash_sql("'derived'", "$__pred", "r.subject", "r.object")
        con.execute(
            f"INSERT INTO derived_relations SELECT {edge_id}, r.subject, $__pred, r.object, $__rule "
            f"FROM (SELECT DISTINCT subject, object FROM ({compiled.sql})) r ORDER BY r.subject, r.object",
            {**params, "__pred": spec.predicate, "__rule": spec.rule_id},
        )
    else:
        _run_actions(con, compiled, params, schema)
    return _count(con, spec.rule_id)


def _count(con: duckdb.DuckDBPyConnection, rule_id: str) -> int:
    return sum(
        con.execute(f"SELECT count(*) FROM {table} WHERE rule = ?", [rule_id]).fetchone()[0]
        for table in ("derived_properties", "derived_relations", "derived_entities")
    )


def _run_actions(con, compiled: CompiledRule, params: dict, schema: Schema) -> None:
    spec = compiled.spec
    rows = con.execute(compiled.sql, params).fetchall()
    n_vars = len(rows[0]) - len(compiled.action_columns) if rows else 0
    entities, properties, relations = {}, [], {}
    for row in sorted(rows, key=lambda r: tuple(str(x) for x in r)):
        values = dict(zip(compiled.action_columns, row[n_vars:]))
        created: dict[str, str] = {}
        for action in spec.rule.actions:
            kwargs = dict(action.call.kwargs)
            if action.call.name == "createNodeInstance":
                type_name = _name_of(kwargs["type"])
                entries = {k: values[f"{action.target}.{k}"] for k, _ in kwargs["value"].entries}
                key = str(entries.get("id") or entries.get("name") or stable_hash(spec.rule_id, *sorted(map(str, entries.items()))))
                entity_id = entity_id_for(type_name, key)
                created[action.target] = entity_id
                entities[entity_id] = (entity_id, type_name, key, str(entries.get("name") or key), spec.rule_id)
                for prop_name, value in entries.items():
                    if prop_name in IMPLICIT_PREDICATES or value is None:
                        continue
                    definition = schema.predicate(type_name, prop_name)
                    if definition.is_basic:
                        properties.append((entity_id, definition.name, str(value), _num(value), spec.rule_id))
                    else:
                        target = entity_id_for(definition.range_type, str(value))
                        relations[stable_hash("derived", definition.name, entity_id, target)] = (entity_id, definition.name, target)
            else:
                ends = {}
                for role in ("src", "dst"):
                    name = kwargs[role].parts[0]
                    ends[role] = created.get(name) or values.get(f"@{role}")
                predicate = _name_of(kwargs.get("type"))
                relations[stable_hash("derived", predicate, ends["src"], ends["dst"])] = (ends["src"], predicate, ends["dst"])
    _insert(con, "derived_entities", sorted(entities.values()))
    _insert(con, "derived_properties", sorted(properties))
    _insert(con, "derived_relations", [(edge_id, s, p, o, spec.rule_id) for edge_id, (s, p, o) in sorted(relations.items())])


_COLUMNS = {
    "derived_entities": ("entity_id", "type", "key", "name", "rule"),
    "derived_properties": ("entity_id", "predicate", "value", "value_num", "rule"),
    "derived_relations": ("edge_id", "subject_id", "predicate", "object_id", "rule"),
}


def _insert(con, table: str, rows: list[tuple]) -> None:
    insert_rows(con, table, _COLUMNS[table], rows)


def _num(value) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def evaluate_rules(
    con: duckdb.DuckDBPyConnection,
    schema: Schema,
    as_of: dt.date,
    progress: Callable[[str, int], None] | None = None,
) -> dict[str, int]:
    """Compile every rule of ``schema`` and write its results into the derived tables.

    Args:
        con: a writable connection to the knowledge store (tables from :mod:`kagflow.store.warehouse`).
        schema: the project's schema with its rules.
        as_of: the date ``now()`` stands for.
        progress: called with ``(rule_id, rows)`` after each rule.

    Returns:
        rows written per rule id.

    Raises:
        RuleSyntaxError, RuleCompileError: a rule cannot be parsed or compiled; nothing is
            evaluated in that case (all rules compile before any runs).
        RuleCompileError: a cyclic group of rules does not reach a fixpoint in 20 rounds.
    """
    compiled = [compile_rule(schema, spec) for spec in collect_rules(schema)]
    for table in _DERIVED_TABLES:
        empty_table(con, table)
    if not compiled:
        return {}
    _snapshot_views(con)
    try:
        return _evaluate(con, compiled, schema, as_of, progress)
    finally:
        for name in _SNAPSHOT:
            con.execute(f"DROP TABLE IF EXISTS temp.{name}")


_DERIVED_TABLES = ("derived_properties", "derived_relations", "derived_entities")


def empty_table(con: duckdb.DuckDBPyConnection, table: str) -> None:
    """Empty a kagflow table: dropped and created again from its DDL when it has rows.

    ``DELETE`` maintains a PRIMARY KEY index row by row (``edges`` at 10^6 edges: 13 s;
    ``derived_relations``, 4·10^5 rows: seconds; measured in bench/results/scale_build.md);
    dropping is constant time and transactional like the delete, and the ``kg_*`` views that read
    the table bind it again by name.

    Args:
        con: a writable connection (inside the caller's transaction, if any).
        table: a key of :data:`kagflow.store.warehouse.TABLE_DDL`.

    Raises:
        KeyError: ``table`` is not a kagflow table (checked before any SQL is run).
    """
    columns = TABLE_DDL[table]  # the name is checked against the known tables before it enters SQL
    if con.execute(f"SELECT count(*) FROM (SELECT 1 FROM {table} LIMIT 1)").fetchone()[0] == 0:
        return
    con.execute(f"DROP TABLE {table}")
    con.execute(f"CREATE TABLE {table} ({columns})")


# While rules run, the views they read are temporary tables of this connection (a temporary table
# shadows the view of the same name, in the rules' SQL and in other views alike): the unions and the
# anti-join of the views are evaluated once instead of in every join of every rule (measured in
# bench/results/scale.md). After each rule its own derived rows are put into the snapshot, so a rule
# reads other rules' results exactly as it would through the views.
_SNAPSHOT = {
    "kg_entities": ("derived_entities", "SELECT entity_id, type, key, name, 'rule:' || rule FROM derived_entities WHERE rule = $rule"),
    "kg_edges": ("derived_relations", "SELECT edge_id, subject_id, predicate, object_id, 'rule:' || rule, NULL, NULL FROM derived_relations WHERE rule = $rule"),
    "kg_properties": ("derived_properties", "SELECT entity_id, predicate, value, value_num, 'rule:' || rule, NULL, NULL FROM derived_properties WHERE rule = $rule"),
}


def _snapshot_views(con: duckdb.DuckDBPyConnection) -> None:
    for name in _SNAPSHOT:
        con.execute(f"DROP TABLE IF EXISTS temp.{name}")
    for name in _SNAPSHOT:
        con.execute(f"CREATE TEMP TABLE {name} AS SELECT * FROM {name}")  # names from _SNAPSHOT only


def _sync_snapshot(con: duckdb.DuckDBPyConnection, rule_id: str, insert: bool) -> None:
    """Remove a rule's rows from the snapshot (before it runs) or add what it wrote (after)."""
    for name, (_table, select) in _SNAPSHOT.items():
        if insert:
            con.execute(f"INSERT INTO temp.{name} {select}", {"rule": rule_id})
        else:
            con.execute(f"DELETE FROM temp.{name} WHERE origin = 'rule:' || $rule", {"rule": rule_id})


def _evaluate(con, compiled: list[CompiledRule], schema: Schema, as_of: dt.date,
              progress: Callable[[str, int], None] | None) -> dict[str, int]:
    counts: dict[str, int] = {}
    for component in evaluation_order(compiled):
        cyclic = len(component) > 1 or (bool(component[0].reads & component[0].writes) and component[0].self_reading)
        previous = None
        for _round in range(MAX_FIXPOINT_ROUNDS if cyclic else 1):
            for rule in component:
                _sync_snapshot(con, rule.spec.rule_id, insert=False)
                counts[rule.spec.rule_id] = _run(con, rule, as_of, schema)
                _sync_snapshot(con, rule.spec.rule_id, insert=True)
            signature = tuple(counts[r.spec.rule_id] for r in component)
            if signature == previous:
                break
            previous = signature
        else:
            if cyclic:
                first = component[0].spec
                raise RuleCompileError(first.rule_id, f"rules {', '.join(r.spec.rule_id for r in component)} depend on each other and did not reach a fixpoint in {MAX_FIXPOINT_ROUNDS} rounds", first.rule.location)
        for rule in component:
            if progress:
                progress(rule.spec.rule_id, counts[rule.spec.rule_id])
    return counts
