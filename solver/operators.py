"""The operators after retrieval, over the final binding relations of a run plan: Math (SQL
aggregates; an arithmetic expression walked over their results, never ``eval``), Deduce (a model
over the bound values, :mod:`kagflow.solver.deduce`) and the readers Output uses (entity names,
``[entity, value]`` pairs, joint rows). :class:`~kagflow.solver.execute.PlanExecutor` runs them
after the steps.

Values keep their type: a Text property answers its text (``"420.0"`` stays a string), Integer
and Float properties answer numbers; Math reads the number either way.
"""

from __future__ import annotations

import math

import duckdb

from kagflow.solver.answer import plain_number
from kagflow.solver.compile import CompiledPlan, Column, DeduceStep
from kagflow.solver.deduce import DeduceRequest, check_ops
from kagflow.solver.math_ops import ExprAggregate, ExpressionError, evaluate_expression, format_expression
from kagflow.solver.scoring import calendar_date, ordinal_grade
from kagflow.solver.trace import PlanExecutionError, StepTrace, jsonable, typed_value

ARROW_MIN_IDS = 1000  # an id set at least this large travels as a registered Arrow table, a smaller one as a list parameter
DEDUCE_MAX_VALUES = 50  # values per variable a Deduce step shows the model


def scalar_out(value):
    """A Math output as answered: :func:`kagflow.solver.answer.plain_number` (an integral sum is an int)."""
    return plain_number(value)


def tally(target: str, parts: list[tuple[str, object, str, str | None]]) -> tuple[object, int]:
    """An aggregate Math step over relations held in memory: what the step's SQL computes,
    without a statement.

    Args:
        target: ``count``, ``exists``, ``sum``, ``avg``, ``min`` or ``max``.
        parts: per variable ``(kind, table, column, owner)``: ``entity`` (its distinct ids are
            counted; in a numeric aggregate each is a non-number) or ``value`` (distinct
            ``(owner, value, number)`` rows; the number is ``column + "_n"``). ``table`` is an
            Arrow table or an :class:`~kagflow.solver.index_relation.IndexRelation` (read by its
            codes where it holds them).

    Returns:
        ``(value, skipped)`` as the SQL gives them: the count (an int), whether there is any (a
        bool), or the aggregate of the numbers (None when there are none), and how many
        non-numbers a numeric aggregate passed over.
    """
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    from kagflow.store.adjacency import distinct_rows

    counted = 0
    numbers: list[np.ndarray] = []  # the numbers read (float64, NULLs left out)
    skipped = 0
    for kind, table, column, owner in parts:
        if not isinstance(table, pa.Table):  # an IndexRelation: its codes where it has them, else its Arrow table
            if kind == "entity" and (distinct := table.distinct_count(column)) is not None:
                counted += distinct
                skipped += distinct
                continue
            found = table.distinct_numbers(owner, column) if kind == "value" else None
            if found is not None:
                x, valid = found
                counted += len(x)
                numbers.append(x[valid])
                skipped += len(x) - int(valid.sum())
                continue
            table = table.table()
        if kind == "entity":
            distinct = len(pc.unique(table.column(column)))  # NULL once, as SELECT DISTINCT keeps it
            counted += distinct
            skipped += distinct  # an entity is not a number
        else:
            first = pa.array(distinct_rows(table, [owner, column, f"{column}_n"]), pa.int64())
            counted += len(first)
            x = table.column(f"{column}_n").combine_chunks().take(first)
            valid = np.asarray(x.is_valid().to_numpy(zero_copy_only=False), dtype=bool)
            numbers.append(np.asarray(pc.fill_null(x, 0).to_numpy(zero_copy_only=False), dtype=np.float64)[valid])
            skipped += len(first) - int(valid.sum())
    if target == "count":
        return counted, 0
    if target == "exists":
        return counted > 0, 0
    x = np.concatenate(numbers) if numbers else np.zeros(0)
    if not len(x):
        return None, skipped
    if target in ("sum", "avg"):
        with np.errstate(over="ignore", invalid="ignore"):  # an overflow is the caller's error to report
            value = float(np.add.reduce(x))
        value = value if target == "sum" else value / len(x)
    else:
        value = float(x.min() if target == "min" else x.max())
    return value, skipped


class Operators:
    """Math, Deduce and the Output readers on one connection.

    Args:
        con: the connection the plan's relations live on (read-only is enough).
        deduce: runs a Deduce step, ``DeduceRequest -> DeduceResult``; ``None``: a Deduce step
            fails naming the step.
        in_memory: relation name -> the relation the adjacency index's hops made (an
            :class:`~kagflow.solver.index_relation.IndexRelation`, or an Arrow table), read by an
            aggregate Math step without a statement.
        ready: called before a statement reads the plan's relations (registers those held in
            memory; a plan whose Math and Output need no statement never registers them).
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, deduce=None, *, in_memory=None, ready=None):
        self.con = con
        self.deduce = deduce
        self.in_memory = {} if in_memory is None else in_memory
        self._ready = ready or (lambda: None)
        self._stubs: bool | None = None

    # -- Math -----------------------------------------------------------------------------------
    def run_math(self, m, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        """Run a compiled Math step ``m``: its operands bound (earlier scalars, one value of a
        value column), its SQL run; the result goes to ``scalars[m.output]`` and the step's SQL,
        parameters and skipped non-numbers to ``trace``.

        Raises:
            PlanExecutionError: an operand holds no single value, text meets a number, or the
                result overflows a double (each naming the step).
        """
        if m.expression is not None:
            return self.run_math_expression(m, compiled, scalars, trace)
        tables = [self.in_memory.get(rel) for _kind, rel, _c, _o in m.tallies or ()]
        # a count of entities on a store with placeholders runs its statement, which leaves them out
        counts_stubs = m.target in ("count", "count_distinct", "exists") and any(k == "entity" for k, *_ in m.tallies or ()) and self.has_stubs()
        # (count_distinct runs its statement: the tally counts (entity, value) pairs)
        if m.tallies and all(t is not None for t in tables) and not counts_stubs and m.target != "count_distinct":
            params = dict(m.params)
            value, skipped = tally(m.target, [(kind, table, column, owner) for (kind, _rel, column, owner), table
                                              in zip(m.tallies, tables)])
            trace.engine = "index"
        else:
            params, value, skipped, read_as = self._math_sql(m, scalars)
            if read_as:
                trace.warnings.append(read_as)
        if isinstance(value, float) and not math.isfinite(value):  # no answer to print, nor to compute on
            raise PlanExecutionError(f"Action{m.step}: Math {m.target} overflows: the result is beyond the range of a double (about 1.8e308)")
        if m.output:
            scalars[m.output] = value
        trace.sql, trace.params, trace.rows = m.sql, jsonable(params), 1
        if value is None and m.target not in ("count", "count_distinct", "exists"):  # said beside the answer, never a bare null
            trace.warnings.append(f"Math {m.target} has no value: what it reads holds none (an earlier step bound no "
                                  f"value{'s' if m.target in ('sum', 'avg', 'min', 'max') else ' for an operand'}), so the result is null, not 0")
        if skipped and m.target in ("count", "count_distinct", "exists"):
            trace.note = placeholders_left_out(skipped)
            trace.warnings.append(trace.note)
        elif skipped:
            trace.note = f"{skipped} non-numeric value(s) ignored"

    def has_stubs(self) -> bool:
        """Whether the store holds placeholder entities (``entities.is_stub``), asked once."""
        if self._stubs is None:
            self._ready()
            self._stubs = bool(self.con.execute("SELECT EXISTS (SELECT 1 FROM entities WHERE is_stub)").fetchone()[0])
        return self._stubs

    def _math_sql(self, m, scalars: dict) -> tuple[dict, object, int]:
        """A Math step by its statement: ``(parameters bound, value, non-numbers skipped)``."""
        self._ready()
        params = dict(m.params)
        for name, alias in m.scalars.items():
            params[name] = scalars.get(alias)
        for name, operand in m.operands:
            if name in params:
                continue
            if isinstance(operand, str) and operand.startswith("SELECT DISTINCT "):  # a value column (an alias has no space)
                values = self.con.execute(operand).fetchall()
                if len(values) != 1:
                    alias = m.operands.index((name, operand))
                    raise PlanExecutionError(
                        f"Action{m.step}: operand {alias + 1} holds {len(values)} values; Math {m.target} needs exactly one (aggregate it first)")
                _owner, text, number = values[0]
                params[name] = number if number is not None else text
            else:
                raise PlanExecutionError(f"Action{m.step}: Math {m.target} needs a number, not {operand}")
        note = None
        if m.target in _DAYS_APART and len(m.operands) == 2:
            _dates_as_days(m, params)
            note = _grades_as_ranks(m, params)
        if m.target == "ratio":
            _check_denominator(m, params)
        try:
            value, skipped = self.con.execute(m.sql, params).fetchone()
        except duckdb.ConversionException as exc:  # text where a number is needed, or text against a number
            shown = ", ".join(repr(params[n]) for n, _ in m.operands if n in params)
            raise PlanExecutionError(f"Action{m.step}: Math {m.target} cannot compare or compute on ({shown}): {exc}") from exc
        return params, value, skipped, note

    def run_math_expression(self, m, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        """An arithmetic Math step: run each aggregate call as its own Math step, then walk the
        expression tree over the results (math_ops.evaluate_expression; nothing is eval'ed)."""
        values: dict[ExprAggregate, object] = {}
        notes: dict[ExprAggregate, str] = {}
        for agg, part in m.parts:
            local = dict(scalars)
            part_trace = StepTrace(m.step, format_expression(agg))
            self.run_math(part, compiled, local, part_trace)
            values[agg] = local.get(part.output)
            trace.warnings.extend(part_trace.warnings)
            if part_trace.note:
                notes[agg] = part_trace.note

        def lookup(leaf):
            if isinstance(leaf, ExprAggregate):
                value = values[leaf]
                if value is None and leaf in notes:  # every value it read was text
                    shown = format_expression(leaf)
                    raise ExpressionError(f"{shown} read only text values ({notes[leaf]}), not numbers", shown)
                return value
            return scalars.get(leaf.alias)

        try:
            value = evaluate_expression(m.expression, lookup)
        except ExpressionError as exc:
            raise PlanExecutionError(f"Action{m.step}: Math({m.sql}): {exc.message}") from None
        if m.output:
            scalars[m.output] = value
        trace.sql, trace.rows = m.sql, 1
        trace.params = {format_expression(agg): v for agg, v in values.items()}
        if notes:
            trace.note = "; ".join(f"{format_expression(a)}: {n}" for a, n in notes.items())

    # -- Deduce ---------------------------------------------------------------------------------
    def run_deduce(self, d: DeduceStep, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        """Read the content variables' final values and let the model answer (kagflow.solver.deduce)."""
        if self.deduce is None:
            raise PlanExecutionError(f"Action{d.step}: Deduce needs a language model, which is not configured")
        self._ready()
        facts: dict[str, object] = {}
        statements: list[str] = []
        for kind, item in d.content:
            if kind == "text":
                statements.append(item)
                continue
            col = compiled.columns[item]
            if col.kind == "scalar":
                facts[item] = scalar_out(scalars.get(item))
            else:
                values = self.pairs(compiled, col) if col.kind == "value" else self.entities(compiled, col)
                facts[item] = values[:DEDUCE_MAX_VALUES]  # the model reads a bounded prompt
                if len(values) > DEDUCE_MAX_VALUES:
                    statements.append(f"({item} holds {len(values)} values; the first {DEDUCE_MAX_VALUES} are shown)")
        result = self.deduce(DeduceRequest(d.step, check_ops(d.op), d.question, facts, statements))
        if d.output:
            scalars[d.output] = result.answer
        trace.params, trace.rows = {"facts": facts, "statements": statements, "answer": result.answer}, 1
        trace.note = f"deduce {d.op}: {result.answer!r}" + (f" ({result.reason})" if result.reason else "")
        if result.notes:
            trace.note += "; " + "; ".join(result.notes)

    # -- Output ---------------------------------------------------------------------------------
    def names(self, ids: list[str]) -> dict[str, str]:
        """Entity id -> name for ``ids`` (ids the store lacks are left out)."""
        if not ids:
            return {}
        distinct = sorted(set(ids))
        if len(distinct) < ARROW_MIN_IDS:
            return dict(self.con.execute("SELECT e.entity_id, e.name FROM kg_entities e "
                                         "JOIN (SELECT unnest($ids::VARCHAR[]) AS entity_id) USING (entity_id)",
                                         {"ids": distinct}).fetchall())
        import pyarrow as pa

        self.con.register("kf_names", pa.table({"entity_id": pa.array(distinct, pa.string())}))
        try:
            return dict(self.con.execute("SELECT e.entity_id, e.name FROM kg_entities e JOIN kf_names USING (entity_id)").fetchall())
        finally:
            self.con.unregister("kf_names")

    def entities(self, compiled: CompiledPlan, col: Column) -> list:
        """The names an entity variable holds (sorted, or in rank order after a Sort), or for an
        edge variable the predicates its step followed."""
        self._ready()
        rel = compiled.relation_of(col.alias)
        if col.column is None:
            return []
        if col.kind == "edge":  # KAG's get(alias_name=p1): the predicate(s) the step followed
            columns = [d[0] for d in self.con.execute(f"SELECT * FROM {rel} LIMIT 0").description]
            if col.column not in columns:  # a property hop keeps no edge ids: its predicate
                return [col.type]
            return [r[0] for r in self.con.execute(
                f"SELECT DISTINCT k.predicate FROM kg_edges k JOIN {rel} b ON k.edge_id = b.{col.column} ORDER BY 1").fetchall()]
        rank = f"min({col.rank})" if col.rank else "NULL"
        rows = self.con.execute(f"SELECT {col.column}, {rank} FROM {rel} GROUP BY {col.column}").fetchall()
        names = self.names([r[0] for r in rows])
        if col.rank:
            return [names[i] for i, _ in sorted(rows, key=lambda r: (r[1], names.get(r[0], ""), r[0])) if i in names]  # ties by name
        return sorted(names[i] for i, _ in rows if i in names)

    def counted(self, compiled: CompiledPlan, col: Column) -> list[list]:
        """``[item, number]`` of a variable a Sort ranked by an aggregate without a limit (a count, or an
        entity's sum, average, maximum or minimum), in rank order (ties by name): a value once per value,
        an entity by its name; a whole number as an int."""
        self._ready()
        rel = compiled.relation_of(col.alias)
        rows = self.con.execute(f"SELECT {col.column}, {col.column + '_n' if col.kind == 'value' else 'NULL'}, "
                                f"min({col.rank}), max({col.counts}) FROM {rel} GROUP BY 1, 2").fetchall()
        names = self.names([r[0] for r in rows]) if col.kind == "entity" else {}
        out = [(rk, [names.get(v, v) if col.kind == "entity" else typed_value(col.type, v, n), _number(k)]) for v, n, rk, k in rows
               if col.kind != "entity" or v in names]
        return [item for _rk, item in sorted(out, key=lambda t: (t[0], str(t[1][0])))]

    def pairs(self, compiled: CompiledPlan, col: Column) -> list[list]:
        """``[entity name, value]`` of a value variable, by entity name then value, unless sorted; an edge's
        property once per edge (two transfers of one amount from one payer are two rows)."""
        self._ready()
        rel = compiled.relation_of(col.alias)
        rank = f"min({col.rank})" if col.rank else "NULL"
        each = f", {col.edge}" if col.edge and not col.grouped else ""  # (an edge's property: a value per edge)
        rows = [r[:4] for r in self.con.execute(
            f"SELECT {col.owner}, {col.column}, {col.column}_n, {rank}{each} FROM {rel} GROUP BY ALL"
        ).fetchall()]
        names = self.names([r[0] for r in rows])
        out = [(rk, [names.get(o, o), typed_value(col.type, v, n)]) for o, v, n, rk in rows]
        if col.rank:
            return [p for _, p in sorted(out, key=lambda t: (t[0], str(t[1][0]), str(t[1][1])))]  # ties by name
        return sorted((p for _, p in out), key=lambda r: (str(r[0]), str(r[1])))

    def rows(self, compiled: CompiledPlan, aliases: tuple[str, ...], scalars: dict) -> list[list]:
        """Tuples of the Output's variables that satisfy the plan jointly (distinct, sorted)."""
        self._ready()
        cols = [compiled.columns[a] for a in aliases]
        relations = sorted({compiled.relation_of(a) for a, c in zip(aliases, cols) if c.kind != "scalar"})
        rel_alias = {rel: f"r{i}" for i, rel in enumerate(relations)}
        select = []
        for alias, c in zip(aliases, cols):
            if c.kind == "scalar":
                continue
            r = rel_alias[compiled.relation_of(alias)]
            select.append(f"{r}.{c.column}")
            if c.kind == "value":
                select.append(f"{r}.{c.column}_n")
        source = " CROSS JOIN ".join(f"{rel} {a}" for rel, a in rel_alias.items())
        raw = self.con.execute(f"SELECT DISTINCT {', '.join(select)} FROM {source}").fetchall() if select else [()]
        entity_ids = [row[i] for row in raw for i, _ in enumerate(row)]
        names = self.names([i for i in entity_ids if isinstance(i, str)])
        out = []
        for row in raw:
            values, i = [], 0
            for alias, c in zip(aliases, cols):
                if c.kind == "scalar":
                    values.append(scalar_out(scalars.get(alias)))
                elif c.kind == "value":
                    values.append(typed_value(c.type, row[i], row[i + 1]))
                    i += 2
                elif c.kind == "entity":
                    values.append(names.get(row[i], row[i]))
                    i += 1
                else:
                    values.append(row[i])
                    i += 1
            out.append(values)
        return sorted(out, key=lambda r: [str(x) for x in r])



def placeholders_left_out(count: int, where: str = "") -> str:
    """The note an answer carries when a count (or a ranking by one, ``where=" in the ranking"``)
    left ``count`` placeholder entities out."""
    return (f"{count} placeholder entit{'y' if count == 1 else 'ies'} not counted{where}: named by a reference in "
            f"the sources but with no row of their own (the build's unresolved_reference warnings)")


def _check_denominator(m, params: dict) -> None:
    """A ratio whose denominator is 0 is undefined, as ``Math(1/0)`` is: an error, never a null.

    Raises:
        PlanExecutionError: naming the step and the operand that is 0.
    """
    name, operand = m.operands[1]
    value = params.get(name)
    try:
        zero = value is not None and not isinstance(value, bool) and float(value) == 0
    except (TypeError, ValueError):  # text: the statement's own conversion error names it
        return
    if zero:
        what = operand if isinstance(operand, str) and not operand.startswith("SELECT ") else f"the value {value!r}"
        raise PlanExecutionError(f"Action{m.step}: Math ratio: division by zero: the denominator (operand 2, {what}) is 0; "
                                 f"the ratio is undefined")


#: the binary Math targets that read two dates as days (the difference is in days)
_DAYS_APART = frozenset({"difference", "gt", "lt", "ge", "le", "eq", "ne"})


def _grades_as_ranks(m, params: dict) -> str | None:
    """Two operands that are both grades written as text ("三级" and "二级", "AAAAA" and "4A") are
    compared and subtracted as their ranks (:func:`~kagflow.solver.scoring.ordinal_grade`), not as
    text; returns the trace's note saying so, or None (anything else is left as it is)."""
    names = [name for name, _operand in m.operands]
    values = [params.get(name) for name in names]
    if not all(isinstance(v, str) for v in values):
        return None
    ranks = [ordinal_grade(v) for v in values]
    if any(r is None for r in ranks):
        return None
    for name, rank in zip(names, ranks):
        params[name] = rank
    return (f"Math {m.target} read the grades " + " and ".join(f"{v!r} as {r:g}" for v, r in zip(values, ranks))
            + " (a larger number a higher grade)")


def _dates_as_days(m, params: dict) -> None:
    """Two operands that are both calendar dates written as text ("2019/9/29", "1990-01-01") are
    compared and subtracted as day numbers (proleptic Gregorian ordinals), not as text, which
    orders "2019/10/1" before "2019/9/29". Anything else is left as it is."""
    names = [name for name, _operand in m.operands]
    values = [params.get(name) for name in names]
    if not all(isinstance(v, str) for v in values):
        return
    days = [calendar_date(v) for v in values]
    if all(d is not None for d in days):
        for name, day in zip(names, days):
            params[name] = float(day.toordinal())


def _number(k) -> int | float | None:
    """A ranked item's aggregate: an int where it is whole (a count, a sum of whole amounts)."""
    return None if k is None else int(k) if float(k).is_integer() else float(k)
