"""Compile a validated plan into linking steps and SQL, without a connection (issue 8).

A plan is one conjunctive query. Each variable is a column of a *binding relation*; a Retrieval
step joins the relations holding the variables it shares with earlier steps to one hop of
:mod:`kagflow.solver.hop_sql` and yields a new relation with its new variables added.
So a variable used in several steps holds only the values that satisfy all of them, and a later
step narrows what earlier steps bound. Steps that share no variable stay separate relations
(components); an Output of variables of different components is their product, as in SQL.
A Sort narrows its variable's relation to the top rows (and keeps their rank). Math and Output
read the final relations: aggregates run over distinct (entity, value) pairs, so a value reached
by several paths counts once.

Compiled form:

- :class:`LinkStep` — a node name to link (exactly, then by alias, then fuzzily; a concept also
  takes its narrower concepts). The executor registers the ids as an Arrow relation named
  ``LinkStep.table`` with one column ``entity_id``; SQL reads it with
  ``IN (SELECT entity_id FROM <table>)``.
- :class:`SqlStep` — the SELECT defining one binding relation, with its bound parameters. A
  Search step (KAG's ``search_s``) is one SELECT over ``kg_entities``; a constraint naming an
  earlier variable's property (``s2.主执业医院 == s1.name``) adds a SqlStep joining the step's
  relation with that variable's (the two components merge).
- :class:`MathStep`, :class:`OutputStep` — SQL over the final relations. An arithmetic Math step
  holds its expression tree and one MathStep per aggregate call (``parts``); the executor walks
  the tree over their values.

Two ways to run the SqlSteps were measured on the supply-chain project (a 5-hop plan and two
others, p50 of 20 runs each, ``bench/compile_forms.py``, results in
``bench/results/compile_forms.md``): each step materialised as a temporary table the next step
reads ("steps"), or each component as one statement with a CTE per step ("cte"). "cte" came
out a few percent faster at p50 (it runs fewer statements), less than the run-to-run spread on a
shared machine: the time goes to the fixed cost of each statement over the knowledge views, not
to the joins. The executor uses "steps" because its trace then holds every
step's own row count (the number that says which hop emptied an answer) and each statement can be
replayed on its own; "cte" stays available (``PlanExecutor(form="cte")``) for graphs where letting
the optimiser reorder joins across steps matters.

Every value from the plan is a bound parameter; the only names in SQL text are the views of the
knowledge store and the relation/column names this module makes (``kf_s3``, ``v2``).
"""

from __future__ import annotations

import json
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from kagflow.schema.spg import Schema
from kagflow.schema.types import implicit_predicate, is_basic_type, predicates_named
from kagflow.solver.logical_form import Constraint, Deduce, Exclude, Math, NodeRef, Output, PropRef, Search, Sort, Step
from kagflow.solver.math_ops import ExprAggregate, expression_aggregates, format_expression
from kagflow.solver.hop_sql import DATE_DAYS, Slot, hop_sql, node_constraint, provenance_sql, sql_op
from kagflow.solver.validate import PlanValidationError, ResolvedRetrieval, ValidatedPlan, variables_read

AGGREGATES = ("sum", "count", "count_distinct", "avg", "min", "max", "exists")  # Math targets over a variable's values
# the placeholder entities the build made for references with no row of their own (``entities.is_stub``,
# each with an ``unresolved_reference`` build issue): not counted by count, exists or Sort by count()
STUB_IDS = "(SELECT entity_id FROM entities WHERE is_stub)"

__all__ = ["DATE_DAYS", "Column", "LinkStep", "Hop", "SqlStep", "MathStep", "DeduceStep", "OutputStep", "CompiledPlan", "compile_plan"]


@dataclass(frozen=True)
class Column:
    """Where a plan variable lives: ``column`` of the relation of ``component``.

    ``kind`` is entity | value | edge | scalar. A value variable has its number in
    ``column + "_n"`` and its owner entity in ``owner``; a sorted variable its rank in ``rank``
    and its Sort's ``limit`` (None without one): a limit keeps the rows tied with the last place
    kept, so a variable may hold more than ``limit`` items.
    """

    alias: str
    kind: str
    column: str | None = None
    type: str | None = None
    owner: str | None = None
    rank: str | None = None
    component: int | None = None
    limit: int | None = None
    place: int | None = None  # a Sort's rank=N: the items at place N alone
    grouped: bool = False  # a value variable ranked by how many entities hold each value: answered once per value
    counts: str | None = None  # a Sort by count(...) without a limit: the column holding each item's count, answered beside it
    edge: str | None = None  # an edge's property output (p1.transAmt): the edge id column, a value per edge, not per owner


@dataclass(frozen=True)
class LinkStep:
    """Link a node's name (or concept) to entity ids, registered as relation ``table``."""

    table: str
    step: int
    alias: str
    name: str | None
    type: str | None
    concept: str | None = None


@dataclass(frozen=True)
class Hop:
    """How a Retrieval step's relation is shaped, for a retriever that answers the same step
    another way (:mod:`kagflow.solver.retrievers.kg_fr`): the step, its input relations
    ``(relation, alias)``, its subject/object slots and the edge column (``None`` when unused)."""

    retrieval: ResolvedRetrieval
    inputs: tuple[tuple[str, str], ...]
    s: Slot
    o: Slot
    edge_column: str | None = None


@dataclass
class SqlStep:
    """One binding relation: ``relation`` := ``sql`` with ``params`` (Retrieval or Sort).

    ``hop`` is set for a Retrieval step (``None`` for a Sort)."""

    step: int
    position: int
    relation: str
    inputs: tuple[str, ...]
    sql: str
    params: dict
    component: int
    provenance_sql: str | None = None
    provenance_params: dict = field(default_factory=dict)
    note: str | None = None
    hop: Hop | None = None
    stub_count_sql: str | None = None  # a Sort by count(entity): how many placeholders its count left out
    final_relation: str | None = None  # the relation of its component at the end of the plan
    unconstrained: tuple[str, dict] | None = None  # (sql, params) of the hop without its constraints


@dataclass
class MathStep:
    """A Math step: ``sql`` over final relations; ``scalars`` maps parameters to earlier Math
    outputs, ``operands`` (binary targets) lists, per operand, a literal, an earlier scalar or the
    SQL reading a single value from a relation."""

    step: int
    position: int
    target: str
    output: str | None
    sql: str
    params: dict
    scalars: dict[str, str] = field(default_factory=dict)
    operands: list[tuple[str, object]] = field(default_factory=list)
    expression: object | None = None  # an arithmetic step: its math_ops.Expr tree
    parts: list[tuple[ExprAggregate, "MathStep"]] = field(default_factory=list)  # its aggregates, each a MathStep
    # an aggregate over variables only: per variable (kind, relation, column, owner), what ``sql``
    # reads, so a relation held in memory is aggregated without a statement
    # (:meth:`kagflow.solver.operators.Operators.run_math`); None where a literal, an earlier
    # output or an edge property takes part
    tallies: tuple[tuple[str, str, str, str | None], ...] | None = None


@dataclass
class DeduceStep:
    """A Deduce step, run by the model at execution over the final bindings.

    ``content`` lists per item ``("var", alias)`` (the variable's final values) or
    ``("text", statement)``; ``question`` is the step's target, else its ``StepN:`` text.
    """

    step: int
    position: int
    op: str
    question: str
    content: list[tuple[str, str]]
    output: str | None


@dataclass
class OutputStep:
    """An Output step: the variables to answer and the relations they are read from."""

    step: int
    position: int
    aliases: tuple[str, ...]


@dataclass
class CompiledPlan:
    """A plan ready to run: links first, then SqlSteps in order, then Math and Output."""

    validated: ValidatedPlan
    links: list[LinkStep]
    steps: list[SqlStep]
    maths: list[MathStep]
    outputs: list[OutputStep]
    columns: dict[str, Column]
    finals: dict[int, str]  # component -> its last relation
    deduces: list[DeduceStep] = field(default_factory=list)
    choice: object | None = None  # solver.choice.Choice: the named entity whose number wins is the answer

    def relation_of(self, alias: str) -> str:
        """Name of the final relation that holds variable ``alias``."""
        return self.finals[self.columns[alias].component]

    def cte_sql(self, component: int) -> tuple[str, dict]:
        """One statement (a CTE per step) computing the final relation of ``component``."""
        final = self.finals[component]
        needed, order = {final}, []
        for step in reversed(self.steps):
            if step.relation in needed:
                needed.update(step.inputs)
                order.append(step)
        order.reverse()
        params: dict = {}
        for step in order:
            params.update(step.params)
        ctes = ", ".join(f"{s.relation} AS ({s.sql})" for s in order)
        return f"WITH {ctes} SELECT * FROM {final}", params

    def explain(self) -> str:
        """The compiled form as text: links, SQL per step with parameters, Math and Output."""
        lines: list[str] = []
        for link in self.links:
            what = f"concept {link.type}/{link.concept}" if link.concept else f"{link.type or 'any type'} named {link.name!r}"
            lines.append(f"link {link.table} (Action{link.step} {link.alias}): {what}")
        for s in self.steps:
            lines.append(f"{s.relation} (Action{s.step}) := {s.sql}")
            lines.append(f"  params: {_short(s.params)}")
            if s.note:
                lines.append(f"  note: {s.note}")
        for m in self.maths:
            lines.append(f"Action{m.step} Math {m.target} -> {m.output or '-'}: {m.sql}")
            if m.params or m.scalars:
                lines.append(f"  params: {_short(m.params)}" + (f" scalars: {m.scalars}" if m.scalars else ""))
            for name, operand in m.operands:
                lines.append(f"  operand {name}: {operand}")
        for d in self.deduces:
            lines.append(f"Action{d.step} Deduce {d.op} -> {d.output or '-'}: the model answers {d.question!r} over "
                         + (", ".join(v if k == "var" else repr(v) for k, v in d.content) or "nothing"))
        for o in self.outputs:
            where = ", ".join(
                f"{a} = {self.columns[a].kind}" + (f" {self.relation_of(a)}.{self.columns[a].column}" if self.columns[a].column else "")
                for a in o.aliases
            )
            lines.append(f"Action{o.step} Output: {where}")
        return "\n".join(lines)

    def as_dict(self) -> dict:
        """The compiled form as JSON-ready data."""
        return {
            "links": [vars(link) for link in self.links],
            "steps": [{"step": s.step, "relation": s.relation, "sql": s.sql, "params": s.params} for s in self.steps],
            "math": [{"step": m.step, "target": m.target, "output": m.output, "sql": m.sql, "params": m.params,
                      "scalars": m.scalars, "operands": [[n, str(v)] for n, v in m.operands]} for m in self.maths],
            "output": [{"step": o.step, "variables": list(o.aliases)} for o in self.outputs],
            "deduce": [{"step": d.step, "op": d.op, "question": d.question, "content": [list(c) for c in d.content],
                        "output": d.output} for d in self.deduces],
        }


def binder(params: dict, prefix: str, shared: dict | None = None) -> Callable[[object], str]:
    """A ``bind(value) -> "$name"`` that adds ``value`` to ``params`` as a new named parameter.

    Names are ``prefix`` followed by a running number: the entries of ``params`` so far, plus
    those of ``shared`` when given (a Math step's scalars and literals share one numbering). The
    value is never written into SQL text; only its ``$name`` placeholder is.

    Args:
        params: the step's parameters (name -> value), filled in place.
        prefix: the step's parameter prefix (``a3_``, ``u3_``, ``a3_j1_``, ``a3_src``).
        shared: another dict whose entries count towards the numbering.

    Returns:
        the binding function.
    """

    def bind(value: object) -> str:
        name = f"{prefix}{len(params) + (len(shared) if shared is not None else 0)}"
        params[name] = value
        return f"${name}"

    return bind


def _short(params: dict, limit: int = 400) -> str:
    text = json.dumps(params, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[:limit] + " ..."


class _Compiler:
    def __init__(self, validated: ValidatedPlan, schema: Schema, source: str):
        self.v = validated
        self.source = source
        self.schema = schema
        self.columns: dict[str, Column] = {}
        self.component_rel: dict[int, str] = {}
        self.links: list[LinkStep] = []
        self.steps: list[SqlStep] = []
        self.maths: list[MathStep] = []
        self.outputs: list[OutputStep] = []
        self.deduces: list[DeduceStep] = []
        self.n_columns = 0
        self.n_components = 0
        self.merged: dict[int, int] = {}
        self.used_edges = self._used_later()
        self._provenance: list[tuple[int, ResolvedRetrieval, str, str]] = []

    def _used_later(self) -> set[str]:
        used: set[str] = set()
        for item in self.v.steps:
            action = item.action if isinstance(item, (Step, ResolvedRetrieval)) else None
            if isinstance(action, Math):  # p1.transAmt keeps the edge variable p1
                used.update(a.partition(".")[0] for a in action.content if isinstance(a, str))
            elif isinstance(action, Output):  # (p1.transDate: the edge variable p1)
                used.update(a.partition(".")[0] for a in action.aliases)
            elif isinstance(action, Sort):
                used.update(a for a in (action.set, action.orderby) if a)
            elif isinstance(action, Exclude):
                used.update((action.set, action.by))
            elif isinstance(action, Deduce):
                used.update(action.content)
        return used

    def new_column(self) -> str:
        self.n_columns += 1
        return f"v{self.n_columns}"

    def link(self, node: NodeRef, step: int, type_name: str | None) -> str | None:
        if node.name is None and node.concept is None:
            return None
        table = f"kf_link{len(self.links) + 1}"
        known = type_name if type_name in self.schema.types else None
        self.links.append(LinkStep(table, step, node.alias, node.name, known, node.concept))
        return table

    def find(self, component: int) -> int:
        """The component that ``component`` was merged into (itself if never merged)."""
        while component in self.merged:
            component = self.merged[component]
        return component

    def relation(self, col: Column) -> str:
        return self.component_rel[self.find(col.component)]

    def set_component(self, old: set[int], relation: str) -> int:
        """A step's relation starts a component that absorbs the components it read."""
        self.n_components += 1
        new = self.n_components
        for c in old:
            self.merged[c] = new
            self.component_rel.pop(c, None)
        self.component_rel[new] = relation
        return new

    def retrieval(self, position: int, r: ResolvedRetrieval) -> None:
        r, joined = _split_proprefs(r)
        params: dict = {}
        bind = binder(params, f"a{r.step.index}_")

        s_node, o_node = r.s or r.action.s, r.o or r.action.o
        inputs: list[tuple[str, str]] = []
        components: set[int] = set()

        def slot(node: NodeRef, bound: bool, type_name: str | None, value_end: bool) -> Slot:
            if bound:
                col = self.columns[node.alias]
                relation = self.relation(col)
                alias = next((a for rel, a in inputs if rel == relation), None)
                if alias is None:
                    alias = f"b{len(inputs)}"
                    inputs.append((relation, alias))
                    components.add(self.find(col.component))
                return Slot(col.column, alias, None)
            return Slot(self.new_column(), None, None if value_end else self.link(node, r.step.index, type_name))

        s = slot(s_node, r.subject_bound, r.subject_type, False)
        o = slot(o_node, r.object_bound, r.object_type, r.is_property)
        edge_column = self.new_column() if r.action.p.alias in self.used_edges else None
        sql = hop_sql(r, self.schema, inputs, s, o, bind, edge_column)
        unconstrained = None
        if r.action.constraints:
            # the same hop without its filters: an empty result is then told apart from a graph gap
            bare_params: dict = {}
            bare_bind = binder(bare_params, f"u{r.step.index}_")
            bare = dataclasses.replace(r, action=dataclasses.replace(r.action, constraints=()))
            unconstrained = (hop_sql(bare, self.schema, inputs, s, o, bare_bind, edge_column), bare_params)
        relation = f"kf_s{r.step.index}"
        component = self.set_component(components, relation)
        if not r.subject_bound:
            self.columns[s_node.alias] = Column(s_node.alias, "entity", s.column, r.subject_type, component=component)
        if r.is_property:
            self.columns[o_node.alias] = Column(o_node.alias, "value", o.column, r.predicate.range_type, owner=s.column, component=component)
        elif not r.object_bound:
            self.columns[o_node.alias] = Column(o_node.alias, "entity", o.column, r.object_type, component=component)
        self.columns[r.action.p.alias] = Column(r.action.p.alias, "edge", edge_column, r.predicate.name, component=component)
        if r.action.output:
            self.columns[r.action.output] = _replace(self.columns[o_node.alias], alias=r.action.output)
        note = None
        if r.reverse:
            note = f"reverse hop: {r.predicate.owner}-[{r.predicate.name}]->{r.predicate.range_type} followed from the object"
        hop = Hop(r, tuple(inputs), s, o, edge_column)
        self.steps.append(SqlStep(r.step.index, position, relation, tuple(rel for rel, _ in inputs), sql, params, component, note=note, hop=hop,
                                  unconstrained=unconstrained))
        self._provenance.append((len(self.steps) - 1, r, s.column, o.column))
        self.join_proprefs(position, r.step.index, joined)

    # -- Search and constraints naming another variable (KAG's search_s) ------------------------
    def search(self, position: int, step: Step, action: Search) -> None:
        """A Search step: the entities of the node's type (and linked name) that satisfy its
        constraints; a bound node narrows its relation. PropRef constraints become joins."""
        params: dict = {}
        bind = binder(params, f"a{step.index}_")
        node = action.s
        plain = tuple(c for c in action.constraints if not isinstance(c.value, PropRef))
        joined = tuple(c for c in action.constraints if isinstance(c.value, PropRef))
        relation = f"kf_s{step.index}"
        where = [node_constraint(c, "sn", self.schema, bind) for c in plain]
        if node.alias in self.columns:
            col = self.columns[node.alias]
            source = self.relation(col)
            sql = f"SELECT DISTINCT b.* FROM {source} b JOIN kg_entities sn ON sn.entity_id = b.{col.column}"
            inputs: tuple[str, ...] = (source,)
            component = self.set_component({self.find(col.component)}, relation)
            self.columns[node.alias] = _replace(col, component=component)
        else:
            column = self.new_column()
            if node.type in self.schema.types:
                where.insert(0, f"sn.type = {bind(node.type)}")
            link = self.link(node, step.index, node.type)
            if link is not None:
                where.append(f"sn.entity_id IN (SELECT entity_id FROM {link})")
            sql = f"SELECT DISTINCT sn.entity_id AS {column} FROM kg_entities sn"
            inputs = ()
            component = self.set_component(set(), relation)
            self.columns[node.alias] = Column(node.alias, "entity", column, node.type, component=component)
        if where:
            sql += " WHERE " + " AND ".join(where)
        if action.output:
            self.columns[action.output] = _replace(self.columns[node.alias], alias=action.output)
        self.steps.append(SqlStep(step.index, position, relation, inputs, sql, params, component, note="search: no hop"))
        self.join_proprefs(position, step.index, joined)

    def join_proprefs(self, position: int, index: int, constraints: tuple[Constraint, ...]) -> None:
        """Join this step's relation with an earlier variable's, one SqlStep per constraint
        ``alias.prop OP ref.prop``: the pairs of rows where some value of ``prop`` on ``alias``
        compares true with some value of ``ref.prop`` on ``ref`` (an equi-join for ``==``). A
        relation (``医生.主执业医院`` -> 医院) gives its target entities' names; ``name``/``id`` the
        entity row; other properties their stored values (``value_num`` for < <= > >=). The two
        components merge into one; when ``ref`` is already in this relation it is a filter."""
        for k, c in enumerate(constraints, 1):
            ref: PropRef = c.value
            params: dict = {}
            bind = binder(params, f"a{index}_j{k}_")
            col, ref_col = self.columns[c.alias], self.columns[ref.alias]
            here, there = self.find(col.component), self.find(ref_col.component)
            relation, ref_relation = self.relation(col), self.relation(ref_col)
            numeric = c.op in ("<", "<=", ">", ">=")
            left = self._values_sql(col.type, c.prop, numeric, bind)
            right = self._values_sql(ref_col.type, ref.prop, numeric, bind)
            on = f"l.v {sql_op(c.op)} r.v"
            if here == there:
                sql = (f"SELECT DISTINCT h.* FROM {relation} h JOIN ({left}) l ON l.id = h.{col.column} "
                       f"JOIN ({right}) r ON r.id = h.{ref_col.column} AND {on}")
                inputs: tuple[str, ...] = (relation,)
            else:
                sql = (f"SELECT DISTINCT h.*, b.* FROM {relation} h JOIN ({left}) l ON l.id = h.{col.column} "
                       f"JOIN ({right}) r ON {on} JOIN {ref_relation} b ON b.{ref_col.column} = r.id")
                inputs = (relation, ref_relation)
            new_relation = f"kf_s{index}_j{k}"
            component = self.set_component({here, there}, new_relation)
            note = f"join: {c.alias}.{c.prop} {c.op} {ref.alias}.{ref.prop}"
            self.steps.append(SqlStep(index, position, new_relation, inputs, sql, params, component, note=note))

    def _values_sql(self, type_name: str | None, prop: str, numeric: bool, bind) -> str:
        """``SELECT id, v``: each entity's values of ``prop`` (text, or numbers when ``numeric``)."""
        implicit = implicit_predicate(prop)
        if implicit is not None:
            column = "name" if implicit == "name" else "key"
            value = f"TRY_CAST({column} AS DOUBLE)" if numeric else column
            return f"SELECT entity_id AS id, {value} AS v FROM kg_entities"
        found = self._predicate(type_name, prop)
        if found is not None and not is_basic_type(self.schema, found.range_type):
            value = "TRY_CAST(t.name AS DOUBLE)" if numeric else "t.name"
            return (f"SELECT e.subject_id AS id, {value} AS v FROM kg_edges e JOIN kg_entities t ON t.entity_id = e.object_id "
                    f"WHERE e.predicate = {bind(found.name)}")
        value = "value_num" if numeric else "value"
        return f"SELECT entity_id AS id, {value} AS v FROM kg_properties WHERE predicate = {bind(found.name if found else prop)}"

    def _predicate(self, type_name: str | None, name: str):
        """The schema predicate ``name`` of ``type_name`` (any type's when untyped), or None."""
        if type_name in self.schema.types:
            return self.schema.predicate(type_name, name)
        named = predicates_named(self.schema, name)
        return named[0] if named else None

    def math_expression(self, position: int, step: Step, action: Math) -> None:
        """An arithmetic Math step: each aggregate call compiles as the Math step it stands for;
        the executor walks the tree over their values (math_ops.evaluate_expression)."""
        parts: list[tuple[ExprAggregate, MathStep]] = []
        for i, agg in enumerate(expression_aggregates(action.expression)):
            self.math(position, step, Math(agg.content, agg.target))
            part = self.maths.pop()
            part.output = f"part{i + 1}"
            parts.append((agg, part))
        text = format_expression(action.expression)
        self.maths.append(MathStep(step.index, position, "arithmetic", action.output, text, {},
                                   operands=[(format_expression(a), p.sql) for a, p in parts],
                                   expression=action.expression, parts=parts))
        if action.output:
            self.columns[action.output] = Column(action.output, "scalar", type="Float")

    def sort(self, position: int, step: Step, action: Sort) -> None:
        col = self.columns[action.set]
        relation = self.relation(col)
        params: dict = {}
        bind = binder(params, f"a{step.index}_")
        direction = "DESC" if action.direction == "desc" else "ASC"
        best = "max" if direction == "DESC" else "min"  # an entity with several values ranks by its best one, once
        # a limit keeps every row tied with the last one kept (rank(), not row_number()): "the
        # lowest score" held by two entities answers both
        limit = f" WHERE rk <= {bind(action.limit)}" if action.limit is not None else ""
        # rank=N keeps one place, places counted by distinct values (dense_rank()), among the items with a value
        if action.rank is not None:
            limit = f" WHERE rk = {bind(action.rank)} AND present"
        rank_of = "dense_rank()" if action.rank is not None else "rank()"
        rank = self.new_column()
        stub_count_sql = None
        order_col = self.columns.get(action.orderby) if action.orderby and action.orderby != action.set else None
        if col.kind == "value" and order_col is not None and action.orderby_agg == "count":
            # each value ranked by how many entities of order_col hold it (the validator allows only entities)
            if self.find(order_col.component) != self.find(col.component):
                raise PlanValidationError(
                    f"Sort: {action.orderby!r} shares no step with {action.set!r}, so it cannot order it", step.span, self.source)
            key = f"b.{col.column} IS NOT DISTINCT FROM r.value"
            ranked = (f"SELECT value, n, {rank_of} OVER (ORDER BY n {direction}) AS rk, TRUE AS present FROM (SELECT {col.column} AS value, "
                      f"count(DISTINCT {order_col.column}) FILTER (WHERE {order_col.column} NOT IN {STUB_IDS}) AS n "
                      f"FROM {relation} WHERE {col.column} IS NOT NULL GROUP BY 1) WHERE TRUE{_within('n', action, bind)}")
        elif col.kind == "edge":  # each edge by its own value: a number, else a date's day, else the text
            key = f"b.{col.column} = r.id"
            ranked = _edges_ranked(col, relation, bind(action.orderby_prop), rank_of, direction)
        elif col.kind == "value":
            key = f"b.{col.owner} = r.owner AND b.{col.column} IS NOT DISTINCT FROM r.value"
            ranked = (f"SELECT owner, value, {rank_of} OVER (ORDER BY num {direction} NULLS LAST, value {direction}) AS rk, "
                      f"num IS NOT NULL OR value IS NOT NULL AS present "
                      f"FROM (SELECT DISTINCT {col.owner} AS owner, {col.column} AS value, {col.column}_n AS num FROM {relation})")
        else:
            key = f"b.{col.column} = r.id"
            if order_col is not None and self.find(order_col.component) != self.find(col.component):
                raise PlanValidationError(
                    f"Sort: {action.orderby!r} shares no step with {action.set!r}, so it cannot order it", step.span, self.source)
            if order_col is not None and (action.orderby_agg is not None or order_col.kind == "edge"):
                grouped = _grouped(col, order_col, action.orderby_prop, action.orderby_agg or best, relation, bind)
                if order_col.kind == "entity" and action.orderby_agg == "count":
                    stub_count_sql = f"SELECT count(DISTINCT b.{order_col.column}) FROM {relation} b WHERE b.{order_col.column} IN {STUB_IDS}"
                ranked = (f"SELECT k.id, k.num AS n, {rank_of} OVER (ORDER BY k.num {direction} NULLS LAST) AS rk, "
                          f"k.num IS NOT NULL AS present FROM ({grouped}) k "
                          f"JOIN kg_entities en ON en.entity_id = k.id WHERE TRUE{_within('k.num', action, bind)}")
            elif order_col is not None:
                ranked = (f"SELECT k.id, {rank_of} OVER (ORDER BY k.num {direction} NULLS LAST) AS rk, k.num IS NOT NULL AS present FROM "
                          f"(SELECT {col.column} AS id, {best}(coalesce({order_col.column}_n, {DATE_DAYS.format(order_col.column)})) AS num "
                          f"FROM {relation} GROUP BY {col.column}) k "
                          f"JOIN kg_entities en ON en.entity_id = k.id")
            elif action.orderby_prop:
                ranked = (f"SELECT i.id, {rank_of} OVER (ORDER BY p.num {direction} NULLS LAST, p.value {direction}) AS rk, "
                          f"p.num IS NOT NULL OR p.value IS NOT NULL AS present "
                          f"FROM (SELECT DISTINCT {col.column} AS id FROM {relation}) i JOIN kg_entities en ON en.entity_id = i.id "
                          f"LEFT JOIN (SELECT entity_id, {best}(value_num) AS num, {best}(value) AS value FROM kg_properties "
                          f"WHERE predicate = {bind(action.orderby_prop)} GROUP BY entity_id) p ON p.entity_id = i.id")
            else:
                ranked = (f"SELECT i.id, {'dense_rank()' if action.rank is not None else 'row_number()'} OVER (ORDER BY en.name {direction}, i.id) "
                          f"AS rk, TRUE AS present "
                          f"FROM (SELECT DISTINCT {col.column} AS id FROM {relation}) i JOIN kg_entities en ON en.entity_id = i.id")
        # ranked by how many (both branches above select it as n), or an entity by an aggregate of what it binds (selected
        # as n too), with no limit: each item is answered with its number ("how much did each company receive")
        counts = self.new_column() if order_col is not None and action.limit is None and action.rank is None \
            and (action.orderby_agg == "count" or action.orderby_agg in ("sum", "avg", "max", "min") and col.kind == "entity") \
            and action.atleast is None and action.atmost is None else None  # (a bound: the items alone)
        sql = (f"SELECT b.*, r.rk AS {rank}{f', r.n AS {counts}' if counts else ''} FROM {relation} b "
               f"JOIN (SELECT * FROM ({ranked}){limit}) r ON {key}")
        new_relation = f"kf_s{step.index}"
        component = self.set_component({self.find(col.component)}, new_relation)
        sorted_col = _replace(self.columns[action.set], rank=rank, component=component, limit=action.limit, place=action.rank, counts=counts,
                              grouped=col.kind == "value" and order_col is not None and action.orderby_agg == "count")
        self.columns[action.set] = sorted_col
        if action.output:
            self.columns[action.output] = _replace(sorted_col, alias=action.output)
        self.steps.append(SqlStep(step.index, position, new_relation, (relation,), sql, params, component,
                                  stub_count_sql=stub_count_sql))

    def math(self, position: int, step: Step, action: Math) -> None:
        params: dict = {}
        scalars: dict[str, str] = {}
        prefix = f"a{step.index}_"
        bind = binder(params, prefix, shared=scalars)  # literals and Math outputs share one numbering
        scalar = binder(scalars, prefix, shared=params)  # binds an earlier Math output's alias

        target = action.target
        operands: list[tuple[str, object]] = []
        tallies: list | None = None
        if target in AGGREGATES:
            parts = []
            literals: list[str] = []
            tallies = []
            for item in action.content:
                if not isinstance(item, str):
                    parts.append(("literal", bind(float(item))))
                    literals.append(parts[-1][1][1:])
                    tallies = None
                    continue
                if "." in item:  # p1.transAmt: each edge's value, once per edge
                    tallies = None
                    alias, _, prop = item.partition(".")
                    col = self.columns[alias]
                    parts.append(("value", f"SELECT DISTINCT b.{col.column} AS e, ep.value AS v, ep.value_num AS x FROM {self.final(col)} b "
                                           f"JOIN edge_properties ep ON ep.edge_id = b.{col.column} AND ep.key = {bind(prop)}"))
                    continue
                col = self.columns[item]
                rel = self.final(col) if col.kind != "scalar" else None
                if col.kind == "scalar":
                    parts.append(("scalar", scalar(item)))
                    tallies = None
                elif col.kind == "value":
                    parts.append(("value", f"SELECT DISTINCT {col.owner}, {col.column}, {col.column}_n AS x FROM {rel}"))
                    if tallies is not None:
                        tallies.append(("value", rel, col.column, col.owner))
                elif col.column is not None:
                    parts.append(("entity", f"SELECT DISTINCT {col.column} FROM {rel}"))
                    if tallies is not None:
                        tallies.append(("entity", rel, col.column, None))
                else:  # unreachable: an edge used by Math is always kept
                    raise AssertionError(f"edge variable {item!r} has no column")
            if target in ("count", "count_distinct", "exists"):
                # placeholder entities (a reference with no row of its own) are not counted; how many
                # were left out is the statement's second column. A value part's rows are (entity or
                # edge, value, number): count_distinct counts the values, count every row
                value_count = "count(DISTINCT v)" if target == "count_distinct" else "count(*)"
                counts = [f"(SELECT count(*) FROM ({sql}) t(id) WHERE id IS NULL OR id NOT IN {STUB_IDS})" if kind == "entity"
                          else f"(SELECT {value_count} FROM ({sql}) t(e, v, x))" if kind == "value" else "1" for kind, sql in parts]
                stubs = " + ".join(f"(SELECT count(*) FROM ({sql}) t(id) WHERE id IN {STUB_IDS})"
                                   for kind, sql in parts if kind == "entity") or "0"
                total = " + ".join(counts) or "0"
                sql = f"SELECT {total} AS x, {stubs} AS skipped" if target != "exists" else f"SELECT ({total}) > 0 AS x, {stubs} AS skipped"
                for name in literals:  # literals and Math outputs count as one item each: not bound
                    params.pop(name, None)
                scalars.clear()
            else:
                numbers = []
                for kind, part in parts:
                    if kind == "value":
                        numbers.append(f"SELECT x FROM ({part})")
                    elif kind == "entity":
                        numbers.append(f"SELECT NULL::DOUBLE AS x FROM ({part})")
                    else:
                        numbers.append(f"SELECT CAST({part} AS DOUBLE) AS x")
                sql = f"SELECT {target}(x) AS x, count(*) - count(x) AS skipped FROM ({' UNION ALL '.join(numbers)})"
        else:
            names = []
            for i, item in enumerate(action.content):
                name = f"{prefix}{i}"
                names.append(name)
                if not isinstance(item, str):
                    params[name] = item
                    operands.append((name, item))
                    continue
                col = self.columns[item]
                if col.kind == "scalar":
                    scalars[name] = item
                    operands.append((name, f"Math output {item}"))
                elif col.kind == "value":
                    operands.append((name, f"SELECT DISTINCT {col.owner}, {col.column}, {col.column}_n FROM {self.final(col)}"))
                else:
                    operands.append((name, f"{item} ({col.kind}s)"))
            a, b = (f"${n}" for n in names)
            sql = "SELECT " + {
                "difference": f"CAST({a} AS DOUBLE) - CAST({b} AS DOUBLE)",
                "ratio": f"CAST({a} AS DOUBLE) / NULLIF(CAST({b} AS DOUBLE), 0)",
                "gt": f"{a} > {b}", "lt": f"{a} < {b}", "ge": f"{a} >= {b}", "le": f"{a} <= {b}", "eq": f"{a} = {b}", "ne": f"{a} <> {b}",
            }[target] + " AS x, 0 AS skipped"
        self.maths.append(MathStep(step.index, position, target, action.output, sql, params, scalars, operands,
                                   tallies=tuple(tallies) if tallies else None))
        if action.output:
            self.columns[action.output] = Column(action.output, "scalar", type="Boolean" if target in ("gt", "lt", "ge", "le", "eq", "ne", "exists") else "Float")

    def deduce(self, position: int, step: Step, action: Deduce) -> None:
        content = [("var", item) if item in self.columns else ("text", item) for item in action.content]
        question = action.target or step.text or ""
        self.deduces.append(DeduceStep(step.index, position, action.op, question, content, action.output))
        if action.output:
            self.columns[action.output] = Column(action.output, "scalar", type="Text")

    def final(self, col: Column) -> str:
        """Relation name of a column's component *at the end of the plan* (filled in after)."""
        return f"{{final{col.component}}}"

    def compile(self) -> CompiledPlan:
        for position, item in enumerate(self.v.steps):
            if isinstance(item, ResolvedRetrieval):
                self.retrieval(position, item)
                continue
            action = item.action
            if isinstance(action, Sort):
                self.sort(position, item, action)
            elif isinstance(action, Exclude):
                _exclude(self, position, item, action)
            elif isinstance(action, Search):
                self.search(position, item, action)
            elif isinstance(action, Math) and action.expression is not None:
                self.math_expression(position, item, action)
            elif isinstance(action, Math):
                self.math(position, item, action)
            elif isinstance(action, Deduce):
                self.deduce(position, item, action)
            elif isinstance(action, Output):
                for k, alias in enumerate(a for a in action.aliases if "." in a and a not in self.columns):
                    _edge_values(self, position, item, alias, k)
                self.outputs.append(OutputStep(item.index, position, action.aliases))
        # a Math placeholder names the component it read; later steps may have merged it
        def final(text: str) -> str:
            for old in range(1, self.n_components + 1):
                text = text.replace(f"{{final{old}}}", self.component_rel[self.find(old)])
            return text

        for m in self.maths:
            m.operands = [(n, final(o) if isinstance(o, str) else o) for n, o in m.operands]
            for one in (m, *(part for _agg, part in m.parts)):
                one.sql = final(one.sql)
                if one.tallies:
                    one.tallies = tuple((kind, final(rel), column, owner) for kind, rel, column, owner in one.tallies)
        for index, r, s_col, o_col in self._provenance:
            step = self.steps[index]
            params: dict = {}
            bind = binder(params, f"a{step.step}_src")
            step.final_relation = self.component_rel[self.find(step.component)]
            step.provenance_sql = provenance_sql(r, step.final_relation, s_col, o_col, bind)
            step.provenance_params = params
        columns = {a: _replace(c, component=self.find(c.component)) if c.component else c for a, c in self.columns.items()}
        return CompiledPlan(self.v, self.links, self.steps, self.maths, self.outputs, columns, dict(self.component_rel),
                            self.deduces)


def _edge_values(self: "_Compiler", position: int, step: Step, item: str, k: int) -> None:
    """``Output(p1.transDate)``: each edge's value of one of its properties, a value variable named
    ``item`` beside the edge's subject (its owner); after a Sort of the edges, in their order and each
    value once (the value at the place kept). An edge with no value for it gives none."""
    alias, _, prop = item.partition(".")
    col = self.columns[alias]
    # (the hop that bound the edges: a Sort's output alias, "->e", holds the same edge column)
    hop = next(st.hop for st in self.steps if st.hop is not None and st.hop.edge_column == col.column)
    found = hop.retrieval.predicate.edge_property(prop)
    params: dict = {}
    bind = binder(params, f"a{step.index}_o{k}_")
    relation, column = self.relation(col), self.new_column()
    sql = (f"SELECT b.*, ep.value AS {column}, ep.value_num AS {column}_n FROM {relation} b "
           f"JOIN edge_properties ep ON ep.edge_id = b.{col.column} AND ep.key = {bind(prop)}")
    new_relation = f"kf_s{step.index}_o{k + 1}"
    component = self.set_component({self.find(col.component)}, new_relation)
    self.columns[item] = Column(item, "value", column, found.range_type if found else None, owner=hop.s.column, rank=col.rank,
                                component=component, limit=col.limit, place=col.place, grouped=col.rank is not None, edge=col.column)
    self.steps.append(SqlStep(step.index, position, new_relation, (relation,), sql, params, component,
                              note=f"output: {item}, each edge's value"))


def _edges_ranked(col: Column, relation: str, key: str, rank_of: str, direction: str) -> str:
    """``SELECT id, rk, present``: each edge of edge variable ``col`` ranked by its value of the property bound
    as ``key`` (a number, else a date's day, else the text), ``direction`` ASC or DESC, by ``rank_of``."""
    best = "max" if direction == "DESC" else "min"
    return (f"SELECT i.id, {rank_of} OVER (ORDER BY p.num {direction} NULLS LAST, p.days {direction} NULLS LAST, "
            f"p.value {direction} NULLS LAST) AS rk, p.value IS NOT NULL AS present "
            f"FROM (SELECT DISTINCT {col.column} AS id FROM {relation}) i LEFT JOIN (SELECT edge_id, {best}(value_num) AS num, "
            f"{best}({DATE_DAYS.format('value')}) AS days, {best}(value) AS value FROM edge_properties "
            f"WHERE key = {key} GROUP BY edge_id) p ON p.edge_id = i.id")


def _exclude(self: "_Compiler", position: int, step: Step, action: Exclude) -> None:
    """The compiler's Exclude step: ``set`` narrowed to the entities ``by`` does not hold, its
    relation's rows whose entity is not among ``by``'s (``NOT IN`` over by's relation, NULLs left
    out). ``by``'s steps make a component of their own, read here as it stands; it must not be
    joined to ``set``'s, nor read by a later step (either would change what is left out after the
    fact).

    Raises:
        PlanValidationError: ``by`` shares a step with ``set``, or a later step reads ``by``.
    """
    col, by = self.columns[action.set], self.columns[action.by]
    if self.find(col.component) == self.find(by.component):
        raise PlanValidationError(f"Exclude: {action.by!r} shares a step with {action.set!r}, so every entity it holds is "
                                  f"one of theirs; bind {action.by!r} by steps of its own", step.span, self.source)
    later = next((s for s in self.v.steps[position + 1:] if action.by in variables_read(s.action)
                  or (isinstance(s.action, Output) and action.by in s.action.aliases)), None)
    if later is not None:
        raise PlanValidationError(f"Exclude: {action.by!r} is read again after it is left out of {action.set!r}; "
                                  f"read it before the Exclude step", step.span, self.source)
    relation, by_relation = self.relation(col), self.relation(by)
    sql = (f"SELECT b.* FROM {relation} b WHERE b.{col.column} NOT IN "
           f"(SELECT x.{by.column} FROM {by_relation} x WHERE x.{by.column} IS NOT NULL)")
    new_relation = f"kf_s{step.index}"
    component = self.set_component({self.find(col.component)}, new_relation)
    narrowed = _replace(col, component=component)
    self.columns[action.set] = narrowed
    if action.output:
        self.columns[action.output] = _replace(narrowed, alias=action.output)
    self.steps.append(SqlStep(step.index, position, new_relation, (relation, by_relation), sql, {}, component))


def _split_proprefs(r: ResolvedRetrieval) -> tuple[ResolvedRetrieval, tuple[Constraint, ...]]:
    """The step without its constraints that name another variable's property, and those."""
    joined = tuple(c for c in r.action.constraints if isinstance(c.value, PropRef))
    if not joined:
        return r, ()
    plain = tuple(c for c in r.action.constraints if not isinstance(c.value, PropRef))
    return dataclasses.replace(r, action=dataclasses.replace(r.action, constraints=plain)), joined


def _replace(col: Column, **changes) -> Column:
    return replace(col, **changes)


def compile_plan(validated: ValidatedPlan, schema: Schema, source: str = "<plan>") -> CompiledPlan:
    """Compile a validated plan (no connection needed).

    Args:
        validated: from :func:`kagflow.solver.validate.validate_plan`.
        schema: the project's schema.

    Returns:
        a :class:`CompiledPlan`: link steps, one :class:`SqlStep` per Retrieval and Sort, Math and
        Output steps; :meth:`CompiledPlan.explain` renders it.

    Raises:
        PlanValidationError: a Sort ordered by a variable that shares no step with its set.
    """
    return _Compiler(validated, schema, source).compile()


def _within(column: str, action: Sort, bind) -> str:
    """`` AND column >= $a AND column <= $b``: a Sort's atleast/atmost on its aggregate, kept before any
    rank (SQL's HAVING); empty without them."""
    return "".join(f" AND {column} {op} {bind(v)}" for op, v in ((">=", action.atleast), ("<=", action.atmost)) if v is not None)


def _grouped(col: Column, by: Column, prop: str | None, agg: str, relation: str, bind) -> str:
    """``SELECT id, num``: each entity of ``col`` with the aggregate ``agg`` of its own
    bindings of ``by`` (an edge variable's property per edge, its edges, entities, or
    (entity, value) pairs, each counted once)."""
    if by.kind == "edge" and prop is not None:
        rows = (f"SELECT DISTINCT b.{col.column} AS id, b.{by.column} AS e, ep.value_num AS x FROM {relation} b "
                f"JOIN edge_properties ep ON ep.edge_id = b.{by.column} AND ep.key = {bind(prop)}")
    elif by.kind == "value":
        rows = f"SELECT DISTINCT b.{col.column} AS id, b.{by.owner} AS e, b.{by.column} AS v, b.{by.column}_n AS x FROM {relation} b"
    else:  # edges or entities (not placeholders): counted
        real = f" AND b.{by.column} NOT IN {STUB_IDS}" if by.kind == "entity" else ""
        rows = f"SELECT DISTINCT b.{col.column} AS id, b.{by.column} AS e, NULL::DOUBLE AS x FROM {relation} b WHERE b.{by.column} IS NOT NULL{real}"
    value = "count(*)" if agg == "count" else f"{agg}(x)"
    return f"SELECT id, {value} AS num FROM ({rows}) GROUP BY id"
