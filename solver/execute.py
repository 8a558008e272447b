"""Execution of a validated logical form: each step compiled to one parameterised SQL statement.

Variables live in Python between steps and enter the next statement as list parameters
(``list_contains($p0, e.subject_id)``), so every statement in the trace is self-contained: run it
with its parameters and you get the step's rows. Nothing from the plan is formatted into SQL
text; table aliases are fixed strings of this module.

Variable kinds: *entity* (entity ids), *value* (``(owner entity, value)`` pairs of a property),
*edge* (edge ids), *scalar* (one Math result). Aggregates run over distinct pairs, so a value
reached by several paths counts once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import duckdb

from kagflow.schema.spg import Schema
from kagflow.schema.types import implicit_predicate, is_basic_type, predicates_named
from kagflow.solver.linking import Link, link_entity
from kagflow.solver.logical_form import Constraint, Math, Output, Plan, Sort, Step, parse_plan
from kagflow.solver.validate import ResolvedRetrieval, ValidatedPlan, validate_plan


class PlanExecutionError(RuntimeError):
    """A step that validated but cannot be evaluated on this graph (e.g. ``difference`` of a set)."""


@dataclass
class StepTrace:
    """What one step did: its action text, SQL, parameters, row count, links and provenance."""

    index: int
    action: str
    sql: str | None = None
    params: dict = field(default_factory=dict)
    rows: int = 0
    links: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    note: str | None = None

    def as_dict(self) -> dict:
        return {"step": self.index, "action": self.action, "sql": self.sql, "params": self.params,
                "rows": self.rows, "links": self.links, "sources": self.sources, "note": self.note}


@dataclass
class Answer:
    """The answer (values; entities by name), the per-step trace and the output bindings."""

    answer: list
    steps: list[StepTrace]
    bindings: dict[str, list]
    pairs: dict[str, list] = field(default_factory=dict)  # value variables: [entity name, value] per value

    def as_dict(self) -> dict:
        return {"answer": self.answer, "bindings": self.bindings, "pairs": self.pairs,
                "steps": [s.as_dict() for s in self.steps]}


@dataclass
class _Var:
    kind: str  # entity | value | edge | scalar
    ids: list[str] = field(default_factory=list)  # entity or edge ids
    values: list[tuple[str, str | None, float | None]] = field(default_factory=list)  # (owner, value, value_num)
    scalar: object = None
    type: str | None = None
    ordered: bool = False  # set by Sort: keep the order; otherwise entities render sorted by name


def _number(value_num: float | None, text: str | None):
    if value_num is None:
        return text
    return int(value_num) if float(value_num).is_integer() and abs(value_num) < 2**53 else value_num


class PlanExecutor:
    """Runs plans against one knowledge store.

    Args:
        con: a connection (read-only is enough) to a built ``kg.duckdb``.
        schema: the project's schema.
        fuzzy_threshold: rapidfuzz score (0-100) needed to link a name fuzzily.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, fuzzy_threshold: float = 85.0):
        self.con = con
        self.schema = schema
        self.fuzzy_threshold = fuzzy_threshold

    def run(self, plan: str | Plan, source: str = "<plan>") -> Answer:
        """Parse (if text), validate and execute a plan.

        Raises:
            LogicalFormSyntaxError: the text does not parse (line, column).
            PlanValidationError: unknown type/predicate/operator, unbound variable (line, column).
            PlanExecutionError: a step cannot be evaluated on the data.
        """
        parsed = parse_plan(plan, source) if isinstance(plan, str) else plan
        validated = validate_plan(parsed, self.schema, source)
        return self.execute(validated)

    def execute(self, validated: ValidatedPlan) -> Answer:
        """Execute an already validated plan; see :meth:`run`."""
        variables: dict[str, _Var] = {}
        traces: list[StepTrace] = []
        answer: list = []
        bindings: dict[str, list] = {}
        pairs: dict[str, list] = {}
        for item in validated.steps:
            if isinstance(item, ResolvedRetrieval):
                traces.append(self._retrieval(item, variables))
                continue
            step: Step = item
            action = step.action
            trace = StepTrace(step.index, step.action_text)
            if isinstance(action, Math):
                self._math(action, variables, trace)
            elif isinstance(action, Sort):
                self._sort(action, variables, trace)
            elif isinstance(action, Output):
                for alias in action.aliases:
                    var = variables[alias]
                    if var.kind == "value":
                        pairs[alias] = self._pairs(var)
                        rendered = [value for _entity, value in pairs[alias]]
                    else:
                        rendered = self._render(var)
                    bindings[alias] = rendered
                    answer.extend(rendered)
                trace.rows = len(answer)
            traces.append(trace)
        return Answer(answer, traces, bindings, pairs)

    # -- Retrieval ------------------------------------------------------------------------------
    def _ids_for(self, node, bound: bool, type_name: str | None, variables, trace: StepTrace) -> list[str] | None:
        """Entity ids a node is restricted to (bound variable or linked name), ``None`` if free."""
        if bound:
            return variables[node.alias].ids
        if node.name is not None or node.concept is not None:
            link: Link = link_entity(self.con, node.name or "", type_name if type_name in self.schema.types else None,
                                     self.fuzzy_threshold, concept=node.concept)
            trace.links.append(link.describe())
            ids = list(link.entity_ids)
            if node.concept is not None and ids:
                # a concept stands for itself and every narrower concept (isA, transitively)
                narrower = [r[0] for r in self.con.execute(
                    "WITH RECURSIVE sub(id) AS (SELECT unnest($ids) UNION SELECT e.subject_id FROM kg_edges e "
                    "JOIN sub ON e.object_id = sub.id WHERE e.predicate = 'isA') SELECT id FROM sub ORDER BY id",
                    {"ids": ids}).fetchall()]
                if len(narrower) > len(ids):
                    trace.links.append(f"{node.type}/{node.concept} includes {len(narrower) - len(ids)} narrower concept(s) (isA)")
                ids = narrower
            return ids
        return None

    def _retrieval(self, r: ResolvedRetrieval, variables: dict[str, _Var]) -> StepTrace:
        action = r.action
        trace = StepTrace(r.step.index, r.step.action_text)
        params: dict[str, object] = {}

        def bind(value) -> str:
            name = f"p{len(params)}"
            params[name] = value
            return f"${name}"

        s_ids = self._ids_for(action.s, r.subject_bound, r.subject_type, variables, trace)
        o_ids = None if r.is_property else self._ids_for(action.o, r.object_bound, r.object_type, variables, trace)
        pred = r.predicate
        if r.is_property:
            where = [f"sn.type = {bind(pred.owner)}"]
            if s_ids is not None:
                where.append(f"list_contains({bind(s_ids)}, sn.entity_id)")
            where += [self._node_constraint(c, "sn", bind) for c in action.constraints if c.alias == action.s.alias]
            if implicit_predicate(pred.name) is not None:
                column = "sn.name" if pred.name == "name" else "sn.key"
                sql = (f"SELECT DISTINCT sn.entity_id AS owner_id, {column} AS value, TRY_CAST({column} AS DOUBLE) AS value_num, "
                       f"'entity' AS origin, NULL AS doc_id, NULL AS line FROM kg_entities sn WHERE {' AND '.join(where)} ORDER BY 1, 2")
            else:
                where.insert(0, f"p.predicate = {bind(pred.name)}")
                sql = (f"SELECT DISTINCT p.entity_id AS owner_id, p.value, p.value_num, p.origin, p.doc_id, p.line "
                       f"FROM kg_properties p JOIN kg_entities sn ON sn.entity_id = p.entity_id "
                       f"WHERE {' AND '.join(where)} ORDER BY 1, 2")
            rows = self.con.execute(sql, params).fetchall()
            values = sorted({(o, v, n) for o, v, n, *_ in rows}, key=lambda t: (t[0], str(t[1])))
            variables[action.o.alias] = _Var("value", values=values, type=pred.range_type)
            if action.output:
                variables[action.output] = variables[action.o.alias]
            if action.s.alias not in variables:
                variables[action.s.alias] = _Var("entity", ids=sorted({v[0] for v in values}), type=pred.owner)
            variables[action.p.alias] = _Var("edge", ids=[], type=pred.name)
            trace.sources = _sources(rows, 3)
        else:
            # stored edge direction: (subject)-[pred]->(object); a reverse hop swaps the plan's nodes
            subj_ids, obj_ids = (o_ids, s_ids) if r.reverse else (s_ids, o_ids)
            subj_node, obj_node = (action.o, action.s) if r.reverse else (action.s, action.o)
            where = [f"e.predicate = {bind(pred.name)}", f"sn.type = {bind(pred.owner)}", f"obn.type = {bind(pred.range_type)}"]
            if subj_ids is not None:
                where.append(f"list_contains({bind(subj_ids)}, e.subject_id)")
            if obj_ids is not None:
                where.append(f"list_contains({bind(obj_ids)}, e.object_id)")
            for c in action.constraints:
                if c.alias == action.p.alias:
                    where.append(self._edge_constraint(c, pred, bind))
                elif c.alias == subj_node.alias:
                    where.append(self._node_constraint(c, "sn", bind))
                else:
                    where.append(self._node_constraint(c, "obn", bind))
            sql = (f"SELECT DISTINCT e.edge_id, e.subject_id, e.object_id, e.origin, e.doc_id, e.line FROM kg_edges e "
                   f"JOIN kg_entities sn ON sn.entity_id = e.subject_id JOIN kg_entities obn ON obn.entity_id = e.object_id "
                   f"WHERE {' AND '.join(where)} ORDER BY 2, 3, 1")
            rows = self.con.execute(sql, params).fetchall()
            subjects = sorted({row[1] for row in rows})
            objects = sorted({row[2] for row in rows})
            variables[subj_node.alias] = variables[subj_node.alias] if subj_node.alias in variables and subj_node is not None and _is_bound(r, subj_node, action) else _Var("entity", ids=subjects, type=pred.owner)
            variables[obj_node.alias] = variables[obj_node.alias] if obj_node.alias in variables and _is_bound(r, obj_node, action) else _Var("entity", ids=objects, type=pred.range_type)
            variables[action.p.alias] = _Var("edge", ids=sorted({row[0] for row in rows}), type=pred.name)
            if action.output:
                variables[action.output] = variables[action.o.alias]
            trace.sources = _sources([(None, None, None, row[3], row[4], row[5]) for row in rows], 3)
            if r.reverse:
                trace.note = f"reverse hop: {pred.owner}-[{pred.name}]->{pred.range_type} followed from the object"
        trace.sql, trace.params, trace.rows = sql, _jsonable(params), len(rows)
        return trace

    def _edge_constraint(self, c: Constraint, pred, bind) -> str:
        prop = pred.edge_property(c.prop)
        column, value = self._compare_column(c, prop.range_type if prop else "Text")
        op = _sql_op(c.op)
        return (f"EXISTS (SELECT 1 FROM edge_properties ep WHERE ep.edge_id = e.edge_id AND ep.key = {bind(prop.name if prop else c.prop)} "
                f"AND ep.{column} {op} {bind(value)})")

    def _node_constraint(self, c: Constraint, alias: str, bind) -> str:
        op = _sql_op(c.op)
        implicit = implicit_predicate(c.prop)
        if implicit is not None:
            column = "name" if implicit == "name" else "key"
            return f"{alias}.{column} {op} {bind(str(c.value))}"
        candidates = predicates_named(self.schema, c.prop)
        prop = candidates[0] if candidates else None
        if prop is not None and not is_basic_type(self.schema, prop.range_type):
            return (f"EXISTS (SELECT 1 FROM kg_edges ce JOIN kg_entities ct ON ct.entity_id = ce.object_id "
                    f"WHERE ce.subject_id = {alias}.entity_id AND ce.predicate = {bind(prop.name)} "
                    f"AND (ct.name {op} {bind(str(c.value))} OR ct.key {op} {bind(str(c.value))}))")
        column, value = self._compare_column(c, prop.range_type if prop else "Text")
        return (f"EXISTS (SELECT 1 FROM kg_properties cp WHERE cp.entity_id = {alias}.entity_id "
                f"AND cp.predicate = {bind(prop.name if prop else c.prop)} AND cp.{column} {op} {bind(value)})")

    @staticmethod
    def _compare_column(c: Constraint, range_type: str) -> tuple[str, object]:
        if isinstance(c.value, (int, float)) and c.op != "like":
            return "value_num", float(c.value)
        return "value", str(c.value)

    # -- Math, Sort -----------------------------------------------------------------------------
    def _math(self, action: Math, variables: dict[str, _Var], trace: StepTrace) -> None:
        target = action.target
        params: dict[str, object] = {}
        if target in ("sum", "avg", "min", "max", "count"):
            numbers: list = []
            count = 0
            for alias in action.content:
                var = variables[alias]
                if var.kind == "value":
                    numbers += [v[2] for v in var.values]
                    count += len(var.values)
                elif var.kind in ("entity", "edge"):
                    count += len(var.ids)
                    numbers += [None] * len(var.ids)
                else:
                    numbers.append(var.scalar)
                    count += 1
            if target == "count":
                params["p0"] = [1] * count
                sql = "SELECT count(*) FROM unnest($p0) AS t(x)"
            else:
                if any(n is None for n in numbers) and target != "count":
                    missing = sum(1 for n in numbers if n is None)
                    trace.note = f"{missing} non-numeric value(s) ignored"
                params["p0"] = [float(n) for n in numbers if n is not None]
                sql = f"SELECT {target}(x) FROM unnest(CAST($p0 AS DOUBLE[])) AS t(x)"
        else:
            a, b = (self._scalar(variables[alias], alias) for alias in action.content)
            params.update({"p0": a, "p1": b})
            expression = {
                "difference": "CAST($p0 AS DOUBLE) - CAST($p1 AS DOUBLE)",
                "ratio": "CAST($p0 AS DOUBLE) / NULLIF(CAST($p1 AS DOUBLE), 0)",
                "gt": "$p0 > $p1", "lt": "$p0 < $p1", "ge": "$p0 >= $p1", "le": "$p0 <= $p1", "eq": "$p0 = $p1", "ne": "$p0 <> $p1",
            }[target]
            sql = f"SELECT {expression}"
        value = self.con.execute(sql, params).fetchone()[0]
        if action.output:
            variables[action.output] = _Var("scalar", scalar=value, type="Float")
        trace.sql, trace.params, trace.rows = sql, _jsonable(params), 1

    def _scalar(self, var: _Var, alias: str):
        if var.kind == "scalar":
            return var.scalar
        if var.kind == "value":
            if len(var.values) != 1:
                raise PlanExecutionError(f"{alias!r} holds {len(var.values)} values; this Math target needs exactly one (aggregate it first)")
            return var.values[0][2] if var.values[0][2] is not None else var.values[0][1]
        raise PlanExecutionError(f"{alias!r} holds {var.kind}s; this Math target needs a number")

    def _sort(self, action: Sort, variables: dict[str, _Var], trace: StepTrace) -> None:
        var = variables[action.set]
        direction = "DESC" if action.direction == "desc" else "ASC"
        params: dict[str, object] = {"limit": action.limit if action.limit is not None else 2**31 - 1}
        if var.kind == "value":
            params.update({"o": [v[0] for v in var.values], "v": [v[1] for v in var.values], "n": [v[2] for v in var.values]})
            sql = (f"SELECT owner, value, num FROM (SELECT unnest($o) AS owner, unnest($v) AS value, unnest(CAST($n AS DOUBLE[])) AS num) "
                   f"ORDER BY num {direction} NULLS LAST, value {direction}, owner LIMIT $limit")
            rows = self.con.execute(sql, params).fetchall()
            result = _Var("value", values=[tuple(r) for r in rows], type=var.type, ordered=True)
        else:
            order_var = variables.get(action.orderby) if action.orderby and action.orderby != action.set else None
            best = "max" if direction == "DESC" else "min"  # an entity with several values ranks by its best one, once
            params["ids"] = var.ids
            if order_var is not None and order_var.kind == "value":
                params.update({"o": [v[0] for v in order_var.values], "n": [v[2] for v in order_var.values]})
                sql = (f"SELECT e.entity_id FROM kg_entities e LEFT JOIN (SELECT owner, {best}(num) AS num FROM "
                       f"(SELECT unnest($o) AS owner, unnest(CAST($n AS DOUBLE[])) AS num) GROUP BY owner) k "
                       f"ON k.owner = e.entity_id WHERE list_contains($ids, e.entity_id) ORDER BY k.num {direction} NULLS LAST, e.name LIMIT $limit")
            elif action.orderby_prop:
                params["prop"] = action.orderby_prop
                sql = (f"SELECT e.entity_id FROM kg_entities e LEFT JOIN (SELECT entity_id, {best}(value_num) AS value_num, {best}(value) AS value "
                       f"FROM kg_properties WHERE predicate = $prop GROUP BY entity_id) p ON p.entity_id = e.entity_id "
                       f"WHERE list_contains($ids, e.entity_id) ORDER BY p.value_num {direction} NULLS LAST, p.value {direction}, e.name LIMIT $limit")
            else:
                sql = f"SELECT e.entity_id FROM kg_entities e WHERE list_contains($ids, e.entity_id) ORDER BY e.name {direction} LIMIT $limit"
            rows = self.con.execute(sql, params).fetchall()
            result = _Var("entity", ids=[r[0] for r in rows], type=var.type, ordered=True)
        variables[action.output or action.set] = result
        trace.sql, trace.params, trace.rows = sql, _jsonable(params), len(rows)

    # -- Output ---------------------------------------------------------------------------------
    def _render(self, var: _Var) -> list:
        if var.kind == "scalar":
            value = var.scalar
            return [int(value) if isinstance(value, float) and value.is_integer() else value]
        if var.kind == "value":
            return [value for _entity, value in self._pairs(var)]
        if var.kind == "edge":
            return list(var.ids)
        if not var.ids:
            return []
        rows = self.con.execute(
            "SELECT entity_id, name FROM kg_entities WHERE list_contains($ids, entity_id)", {"ids": var.ids}
        ).fetchall()
        names = dict(rows)
        rendered = [names[i] for i in var.ids if i in names]
        return rendered if var.ordered else sorted(rendered)


    def _pairs(self, var: _Var) -> list[list]:
        """``[entity name, value]`` of a value variable, ordered like entities are (by name), unless sorted."""
        owners = sorted({o for o, _v, _n in var.values})
        names = dict(self.con.execute(
            "SELECT entity_id, name FROM kg_entities WHERE list_contains($ids, entity_id)", {"ids": owners}
        ).fetchall()) if owners else {}
        rows = [[names.get(o, o), _number(n, v)] for o, v, n in var.values]
        return rows if var.ordered else sorted(rows, key=lambda r: (str(r[0]), str(r[1])))


def _is_bound(r: ResolvedRetrieval, node, action) -> bool:
    return (node is action.s and r.subject_bound) or (node is action.o and r.object_bound)


def _sql_op(op: str) -> str:
    return {"==": "=", "!=": "<>", "like": "LIKE"}.get(op, op)


def _sources(rows, origin_index: int) -> list[str]:
    found = []
    for row in rows:
        origin, doc_id, line = row[origin_index], row[origin_index + 1], row[origin_index + 2]
        found.append(f"{doc_id}:{line}" if doc_id else str(origin))
    return sorted(set(found))[:50]


def _jsonable(params: dict) -> dict:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in params.items()}
