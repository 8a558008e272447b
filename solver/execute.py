"""Execution of a compiled plan: link names, run the binding relations, then Math and Output.

:func:`kagflow.solver.compile.compile_plan` turns the validated plan into link steps and SQL
(see there for the query model: one conjunctive query, variables as columns of binding
relations). This module runs it on a connection: each link's ids are registered as an Arrow
relation, each step's relation is created as a temporary table the next step reads (or, with
``form="cte"``, each component runs as one statement), all dropped afterwards; the trace records
per step its SQL, parameters, row count, links, sources and the plan's lenient readings.

Retrieval steps go through :class:`kagflow.solver.retrievers.merger.RetrieverMerger`: a step whose
kg_cs relation is empty is retried by kg_fr (fuzzy predicates on text triples), then by rc (chunk
search, when the executor has one); each step's trace names the retriever that answered
(``retriever``), what the fallbacks did (``fallback``) and the chunks behind it (``citations``),
and the answer carries rc's chunks as ``evidence``. Fallbacks run in the ``"steps"`` form only
(``"cte"`` runs each component as one statement, so there is no per-step row count to act on).

A published store carries an adjacency index (:mod:`kagflow.store.adjacency`). A hop that starts
from bound or linked ids and needs nothing the index lacks (no constraints, edge variable unused:
:func:`kagflow.solver.hop_sql.index_hop`) is answered from its CSR arrays instead of its
SQL: the input relation's rows repeated per neighbour, held as an Arrow table (a final relation as
a temporary table), the same rows the SQL gives; the trace's ``sources`` of single-predicate steps
are read from the same arrays. Each hop's trace says which ran (``engine``: ``index`` | ``sql``).
Measured in bench/results/scale.md (``bench/scale.py``).

Values keep their type: a Text property answers its text (``"420.0"`` stays a string), Integer
and Float properties answer numbers; Math reads the number either way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import duckdb

from kagflow.schema.spg import Schema
from kagflow.schema.types import INTEGER_TYPES, NUMERIC_TYPES
from kagflow.store.reader_cache import cached
from kagflow.store.warehouse import ensure_reader_views
from kagflow.solver.answer import plain_number, plain_numbers
from kagflow.solver.compile import CompiledPlan, Column, DeduceStep, compile_plan
from kagflow.solver.deduce import DeduceRequest, check_ops
from kagflow.solver.linking import Link, link_entity
from kagflow.solver.logical_form import Plan, parse_plan
from kagflow.solver.math_ops import ExprAggregate, ExpressionError, evaluate_expression, format_expression
from kagflow.solver.hop_sql import IndexHop, index_hop, provenance_signature
from kagflow.solver.retrievers.merger import RC_K, RetrieverMerger
from kagflow.solver.validate import ResolvedRetrieval, ValidatedPlan, validate_plan

if TYPE_CHECKING:
    import numpy as np
    import pyarrow as pa

FLOAT_TYPES = NUMERIC_TYPES - INTEGER_TYPES
ARROW_MIN_IDS = 1000  # an id set at least this large travels as a registered Arrow table, a smaller one as a list parameter
DEDUCE_MAX_VALUES = 50  # values per variable a Deduce step shows the model


class PlanExecutionError(RuntimeError):
    """A step that validated but cannot be evaluated on this graph (e.g. ``difference`` of a set)."""


@dataclass
class StepTrace:
    """What one step did: action text, SQL, parameters, row count, links, sources, lenient readings.

    For a Retrieval step also ``retriever`` (``kg_cs`` | ``kg_fr`` | ``rc``; ``None`` when nothing
    answered, and for other operators), ``fallback`` (what happened when kg_cs had no rows) and
    ``citations`` (:meth:`~kagflow.solver.retrievers.base.Hit.as_dict` of the chunks behind it).
    """

    index: int
    action: str
    sql: str | None = None
    params: dict = field(default_factory=dict)
    rows: int | None = 0  # None: not counted (a step inside a CTE statement)
    links: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    note: str | None = None
    normalisations: list[dict] = field(default_factory=list)
    relation: str | None = None  # the binding relation this step's SQL defines
    linked: dict[str, list[str]] = field(default_factory=dict)  # link table -> entity ids
    retriever: str | None = None
    fallback: str | None = None
    citations: list[dict] = field(default_factory=list)
    engine: str | None = None  # a kg_cs hop: "index" (the adjacency index) or "sql" (its SQL ran)

    def as_dict(self) -> dict:
        return {"step": self.index, "action": self.action, "sql": self.sql, "params": self.params,
                "rows": self.rows, "links": self.links, "sources": self.sources, "note": self.note,
                "normalisations": self.normalisations, "relation": self.relation, "linked": self.linked,
                "retriever": self.retriever, "fallback": self.fallback, "citations": self.citations,
                "engine": self.engine}


@dataclass
class Answer:
    """The answer (values; entities by name), the per-step trace and the output bindings.

    ``rows`` (Output of two or more variables) holds the tuples that satisfy the plan jointly, in
    the Output's variable order; ``pairs`` gives each value variable's ``[entity name, value]``.
    ``evidence`` holds the chunks (``Hit.as_dict()`` plus ``"step"``) of steps the graph could not
    answer and rc did: text an answer generator can use where the variables stayed unbound.
    """

    answer: list
    steps: list[StepTrace]
    bindings: dict[str, list]
    pairs: dict[str, list] = field(default_factory=dict)
    rows: list[list] | None = None
    columns: list[str] | None = None
    evidence: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        """The ``kagflow query --json`` object; answer values with numbers by
        :func:`kagflow.solver.answer.plain_number` (the attributes keep their schema types)."""
        out = {"answer": plain_numbers(self.answer), "bindings": plain_numbers(self.bindings), "pairs": plain_numbers(self.pairs),
               "steps": [s.as_dict() for s in self.steps], "evidence": self.evidence}
        if self.rows is not None:
            out["columns"] = self.columns
            out["rows"] = plain_numbers(self.rows)
        return out


def typed_value(type_name: str | None, text, number):
    """A property value as its schema type answers it: Integer -> int, Float -> float, else text."""
    if number is not None and type_name in INTEGER_TYPES and float(number).is_integer():
        return int(number)
    if number is not None and type_name in FLOAT_TYPES:
        return float(number)
    if text is None and number is not None:
        return int(number) if float(number).is_integer() else number
    return text


def _scalar_out(value):
    """A Math output as answered: :func:`kagflow.solver.answer.plain_number` (an integral sum is an int)."""
    return plain_number(value)


class PlanExecutor:
    """Runs plans against one knowledge store.

    Args:
        con: a connection (read-only is enough) to a built ``kg.duckdb``.
        schema: the project's schema.
        fuzzy_threshold: rapidfuzz score (0-100) needed to link a name fuzzily.
        form: ``"steps"`` (each step materialised; default) or ``"cte"`` (one statement per
            component, no fallbacks); see :mod:`kagflow.solver.compile`.
        chunk_search: ``search(text, k) -> list[Hit]`` for the rc fallback
            (:class:`~kagflow.solver.retrievers.hybrid.ChunkSearch`); ``None``: no rc fallback,
            and the trace says rc was not available.
        rc_k: chunks the rc fallback keeps per step.
        deduce: runs a Deduce step, ``DeduceRequest -> DeduceResult`` (e.g.
            ``lambda r: kagflow.solver.deduce.deduce(r, complete)``); ``None``: a plan with a
            Deduce step fails naming the step.
        name_encoder: the encoder of the stored entity-name embeddings, for linking a name that
            no exact, alias or fuzzy match found (:func:`kagflow.solver.linking.entity_name_encoder`);
            ``None``: no embedding step.
        use_index: run a hop on the store's adjacency index (:mod:`kagflow.store.adjacency`)
            when the store has one and the hop needs nothing the index lacks
            (:func:`~kagflow.solver.hop_sql.index_hop`); the relation is the one its SQL
            gives. ``False``: every hop runs as SQL (for comparison). The index is loaded once per
            process and store file.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, fuzzy_threshold: float = 85.0, form: str = "steps",
                 chunk_search=None, rc_k: int = RC_K, deduce=None, name_encoder=None, use_index: bool = True):
        if form not in ("steps", "cte"):
            raise ValueError(f"form must be 'steps' or 'cte', not {form!r}")
        self.deduce = deduce
        self.con = con
        self.schema = schema
        self.fuzzy_threshold = fuzzy_threshold
        self.form = form
        self.merger = RetrieverMerger(con, schema, chunk_search, rc_k)
        # a store built by an older kagflow lacks the hop views (done once per read-only connection)
        cached(con, "reader_views", lambda: ensure_reader_views(con) or True, per_file=False)
        self.name_encoder = name_encoder
        # hops run on it in the "steps" form (read at execution: ``form`` may be changed after)
        self.adjacency = None
        if use_index:  # numpy and pyarrow are imported only by a reader that uses the index
            from kagflow.store.adjacency import adjacency_for

            self.adjacency = adjacency_for(con)

    def run(self, plan: str | Plan, source: str = "<plan>") -> Answer:
        """Parse (if text), validate, compile and execute a plan.

        Raises:
            LogicalFormSyntaxError: the text does not parse (line, column).
            PlanValidationError: unknown type/predicate/operator, unbound variable (line, column).
            PlanExecutionError: a step cannot be evaluated on the data.
        """
        parsed = parse_plan(plan, source) if isinstance(plan, str) else plan
        validated = validate_plan(parsed, self.schema, source)
        return self.execute(compile_plan(validated, self.schema, source))

    def execute(self, validated: ValidatedPlan | CompiledPlan) -> Answer:
        """Execute a validated (or already compiled) plan; see :meth:`run`."""
        compiled = validated if isinstance(validated, CompiledPlan) else compile_plan(validated, self.schema)
        registered: list[str] = []
        created: list[str] = []
        self._at: int | None = None  # the step being evaluated, for a located error
        try:
            return self._execute(compiled, registered, created)
        except duckdb.Error as exc:  # a plan the validator let through that the data cannot answer
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            where = f"Action{self._at}: " if self._at is not None else ""
            raise PlanExecutionError(f"{where}the plan could not be evaluated on this store ({first})") from None
        finally:
            if created:  # names made by the compiler; one statement
                self.con.execute("; ".join(f"DROP TABLE IF EXISTS {name}" for name in created))
            for name in registered:
                self.con.unregister(name)

    def _flush(self, pending: dict[str, pa.Table], registered: list[str]) -> None:
        """Register every pending Arrow relation (a statement is about to run that may read them)."""
        for name, table in pending.items():
            self._register(name, table, registered)
        pending.clear()

    def _register(self, name: str, table: pa.Table, registered: list[str]) -> None:
        self.con.register(name, table)
        registered.append(name)

    def _id_relation(self, name: str, ids: list[str], registered: list[str], created: list[str]) -> None:
        """The relation ``name(entity_id)`` of ``ids`` (in order, as given): a temporary table
        filled from a bound list parameter, or, for :data:`ARROW_MIN_IDS` ids or more, a registered
        Arrow table (a large list parameter costs more to bind than Arrow's conversion)."""
        if len(ids) >= ARROW_MIN_IDS:
            import pyarrow as pa

            self._register(name, pa.table({"entity_id": pa.array(ids, pa.string())}), registered)
            return
        created.append(name)
        self.con.execute(f"CREATE TEMP TABLE {name} AS SELECT unnest($ids::VARCHAR[]) AS entity_id", {"ids": ids})

    def _execute(self, compiled: CompiledPlan, registered: list[str], created: list[str]) -> Answer:
        v = compiled.validated
        traces: dict[int, StepTrace] = {}
        for position, item in enumerate(v.steps):
            step = item.step if isinstance(item, ResolvedRetrieval) else item
            traces[position] = StepTrace(step.index, step.action_text, normalisations=[
                {"construct": n.construct, "original": n.original, "canonical": n.canonical,
                 "line": n.span.line if n.span else None, "column": n.span.column if n.span else None,
                 **({"score": n.score} if n.score is not None else {}),
                 **({"alternatives": [list(a) for a in n.alternatives]} if n.alternatives else {})}
                for n in v.normalisations[position]] if position < len(v.normalisations) else [])
        # Arrow relations not registered yet: a hop on the index reads them from here, and they are
        # registered only when a statement is about to read them (a registration costs ~1 ms)
        pending: dict[str, pa.Table] = {}
        by_step = {s.index: p for p, s in ((p, (i.step if isinstance(i, ResolvedRetrieval) else i)) for p, i in enumerate(v.steps))}
        for link in compiled.links:
            ids, lines = self._link(link)
            traces[by_step[link.step]].links.extend(lines)
            traces[by_step[link.step]].linked[link.table] = ids
            if self.adjacency is not None and self.form == "steps":
                import pyarrow as pa  # the index's path holds relations as Arrow tables

                pending[link.table] = pa.table({"entity_id": pa.array(ids, pa.string())})
            else:
                self._id_relation(link.table, ids, registered, created)
        evidence: list[dict] = []
        # relations the index made, with the entity codes of their columns (no look-ups again)
        arrows: dict[str, tuple[pa.Table, dict[str, np.ndarray]]] = {}
        if self.form == "steps":
            links = {link.table: link for link in compiled.links}
            linked = {table: ids for trace in traces.values() for table, ids in trace.linked.items()}
            for step in compiled.steps:
                self._at = step.step
                # a temporary table stays inside DuckDB (no round trip through Python); it works
                # on a read-only connection and is dropped when the plan is done
                plan = None
                if self.adjacency is not None and step.hop is not None:
                    hop = step.hop
                    plan = index_hop(hop.retrieval, hop.inputs, hop.s, hop.o, hop.edge_column)
                if plan is not None:
                    out, codes = self._index_hop(step, plan, linked, arrows)
                    count = out.num_rows
                    arrows[step.relation] = (out, codes)
                    if count:
                        # the Arrow table itself, registered under the relation's name when a statement
                        # is about to read it (a final relation: Math and Output); no copy into DuckDB
                        pending[step.relation] = out
                    else:
                        # an empty hop that a fallback retriever may replace: a temporary table
                        created.append(step.relation)
                        self._register(f"kf_arrow_{step.relation}", out, registered)
                        self.con.execute(f"CREATE TEMP TABLE {step.relation} AS SELECT * FROM kf_arrow_{step.relation}")
                else:
                    self._flush(pending, registered)
                    created.append(step.relation)
                    (count,) = self.con.execute(f"CREATE TEMP TABLE {step.relation} AS {step.sql}", step.params).fetchone()
                trace = traces[step.position]
                if step.hop is not None:
                    trace.engine = "sql" if plan is None else "index"
                trace.rows = count  # CREATE TABLE AS answers its row count
                trace.sql, trace.params, trace.note = step.sql, _jsonable(step.params), step.note
                trace.relation = step.relation
                if step.hop is not None:
                    if count == 0:
                        self._flush(pending, registered)  # a fallback retriever reads links and inputs
                    self._retrieve(step, count, trace, links, evidence)
                    if trace.retriever != "kg_cs":
                        arrows.pop(step.relation, None)  # kg_fr replaced the relation
        else:
            for component, relation in compiled.finals.items():
                sql, params = compiled.cte_sql(component)
                self.con.execute(f"CREATE TEMP TABLE {relation} AS {sql}", params)
                created.append(relation)
            for step in compiled.steps:
                trace = traces[step.position]
                trace.sql, trace.params, trace.note, trace.relation = step.sql, _jsonable(step.params), step.note, step.relation
                trace.rows = None  # only the final relation of each statement is counted
                if step.hop is not None:
                    trace.retriever = "kg_cs"
            for component, relation in compiled.finals.items():
                last = [s for s in compiled.steps if s.relation == relation]
                if last:
                    count = self.con.execute(f"SELECT count(*) FROM {relation}").fetchone()[0]
                    traces[last[0].position].rows = count
                    if count == 0:
                        traces[last[0].position].fallback = "kg_cs: no rows; the cte form runs no fallback (kg_fr, rc)"
        # Math, Output and the sources' SQL read the final relations only (a link table or an
        # intermediate relation no statement reads stays unregistered)
        self._flush({name: t for name, t in pending.items() if name in set(compiled.finals.values())}, registered)
        # the trace's sources: from the index where it can, the rest in one statement for all steps
        wanted = [step for step in compiled.steps if step.provenance_sql and traces[step.position].retriever == "kg_cs"]
        found = {step.position: self._index_sources(step, arrows) for step in wanted}
        found.update(self._provenance_rows([step for step in wanted if found[step.position] is None]))
        for step in wanted:
            trace = traces[step.position]
            rows = found[step.position]
            trace.sources = sorted({f"{doc}:{line}" if doc else str(origin) for origin, doc, line in rows})[:50]
            hop = step.hop
            columns = [c for c in (hop.s.column, None if hop.retrieval.is_property else hop.o.column) if c]
            # facts a model read from documents (tables, alignment and rules have no chunks)
            documents = [d for origin, d, _ in rows if d and origin not in ("source", "alignment") and not str(origin).startswith("rule:")]
            if documents:
                trace.citations = [h.as_dict() for h in self.merger.document_citations(step.final_relation, columns, documents)]
        scalars: dict[str, object] = {}
        for item in sorted([*compiled.maths, *compiled.deduces], key=lambda x: x.position):
            if isinstance(item, DeduceStep):
                self._deduce(item, compiled, scalars, traces[item.position])
            else:
                self._math(item, compiled, scalars, traces[item.position])
        answer: list = []
        bindings: dict[str, list] = {}
        pairs: dict[str, list] = {}
        rows = columns = None
        for out in compiled.outputs:
            self._at = out.step
            for alias in out.aliases:
                col = compiled.columns[alias]
                if col.kind == "value":
                    pairs[alias] = self._pairs(compiled, col)
                    rendered = [value for _entity, value in pairs[alias]]
                elif col.kind == "scalar":
                    rendered = [_scalar_out(scalars.get(alias))]
                else:
                    rendered = self._entities(compiled, col)
                if col.rank and col.limit is not None and len(rendered) > col.limit:
                    # rank(), not row_number(): the items tied at the cut are all kept; say so
                    tie = f"{alias}: Sort limit={col.limit} keeps {len(rendered)}: tied at the last place kept, all are given"
                    trace = traces[out.position]
                    trace.note = tie if not trace.note else f"{trace.note}; {tie}"
                bindings[alias] = rendered
                answer.extend(rendered)
            if len(out.aliases) > 1:
                columns = list(out.aliases)
                rows = self._rows(compiled, out.aliases, scalars)
            traces[out.position].rows = len(rows) if rows is not None else len(answer)
        return Answer(answer, [traces[p] for p in sorted(traces)], bindings, pairs, rows, columns, evidence)

    def _index_hop(self, step, plan: IndexHop, linked: dict[str, list[str]],
                   arrows: dict[str, tuple[pa.Table, dict[str, np.ndarray]]]) -> tuple[pa.Table, dict[str, np.ndarray]]:
        """``step.relation`` from the adjacency index: the input relation's rows, each repeated per
        neighbour (or property value) of its source id, plus the new columns: the rows ``step.sql``
        gives (input relations are distinct, so are (row, neighbour) pairs). Returns the relation
        and the entity codes of its entity columns that the index knows."""
        import numpy as np
        import pyarrow as pa

        from kagflow.store.adjacency import arrow_of

        adj = self.adjacency
        known: dict[str, np.ndarray] = {}
        if plan.source.bound_in:
            relation = step.hop.inputs[0][0]
            table, known = arrows.get(relation, (None, {}))
            if table is None:
                table = arrow_of(self.con.execute(f"SELECT * FROM {relation}"))  # a name made by the compiler
            ids = table.column(plan.source.column).combine_chunks()
        else:
            table = None
            ids = pa.array(sorted(set(linked.get(plan.source.link, ()))), pa.string())
        codes = known.get(plan.source.column)
        if codes is None:
            codes = adj.codes(ids)
        if plan.kind == "props":
            row, value, value_num = adj.values(self.con, codes, plan.signatures)
            nbr = None
        else:
            row, nbr = adj.expand(self.con, codes, plan.signatures, plan.reverse)
            if plan.target.link:
                allowed = adj.codes(linked.get(plan.target.link, ()))
                keep = np.isin(nbr, allowed[allowed >= 0])
                row, nbr = row[keep], nbr[keep]
        take_rows = pa.array(row, pa.int64())
        columns: dict[str, pa.Array] = {}
        out_codes = {name: c[row] for name, c in known.items()}
        if table is not None:
            for name in table.column_names:
                columns[name] = table.column(name).take(take_rows)
        if plan.kind == "props":
            if not plan.source.bound_in:
                columns[plan.source.column] = ids.take(take_rows).cast(pa.string())
            out_codes[plan.source.column] = codes[row]
            columns[plan.object.column] = value
            columns[plan.object.column + "_n"] = value_num
        else:
            for slot in (plan.subject, plan.object):
                if not slot.bound_in:
                    if slot is plan.source:
                        columns[slot.column] = ids.take(take_rows).cast(pa.string())
                    else:
                        columns[slot.column] = adj.ids.take(pa.array(nbr, pa.int64())).cast(pa.string())
            out_codes[plan.source.column] = codes[row]
            out_codes[plan.target.column] = nbr
        return pa.table(columns), out_codes

    def _index_sources(self, step, arrows: dict[str, tuple[pa.Table, dict[str, np.ndarray]]]) -> list[tuple] | None:
        """The rows ``step.provenance_sql`` gives (distinct ``(origin, doc_id, line)`` of the facts
        behind the final bindings, ordered, at most 200), read from the adjacency index; ``None``
        when there is no index or the step has several predicates (then the SQL runs)."""
        hop = step.hop
        sig = provenance_signature(hop.retrieval) if self.adjacency is not None and hop is not None else None
        if sig is None:
            return None
        import numpy as np
        import pyarrow as pa

        from kagflow.store.adjacency import arrow_of

        adj = self.adjacency
        r = hop.retrieval
        subj, obj = (hop.o, hop.s) if r.reverse and not r.is_property else (hop.s, hop.o)
        table, known = arrows.get(step.final_relation, (None, {}))
        if table is None:
            table = arrow_of(self.con.execute(f"SELECT DISTINCT {subj.column}, {obj.column} FROM {step.final_relation}"))
            known = {}
        s_codes = known.get(subj.column)
        if s_codes is None:
            s_codes = adj.codes(table.column(subj.column))
        if r.is_property:
            pairs = pa.table({"s": pa.array(s_codes, pa.int64()), "v": table.column(obj.column)})
            pairs = pairs.group_by(["s", "v"], use_threads=False).aggregate([])
            rows = adj.property_sources(self.con, sig, np.asarray(pairs.column("s").to_numpy(zero_copy_only=False), dtype=np.int64),
                                        pairs.column("v").to_pylist())
        else:
            o_codes = known.get(obj.column)
            if o_codes is None:
                o_codes = adj.codes(table.column(obj.column))
            width = np.int64(adj.size + 1)
            pairs = np.unique((s_codes + 1) * width + (o_codes + 1))  # +1: an unknown id (-1) stays apart
            rows = adj.edge_sources(self.con, sig, pairs // width - 1, pairs % width - 1)
        return rows[:200]

    def _provenance_rows(self, steps: list) -> dict[int, list[tuple]]:
        """The rows of each step's ``provenance_sql`` (distinct ``(origin, doc_id, line)``, ordered
        by doc_id, line, origin, at most 200), by step position: one statement for all of them (a
        ``UNION ALL`` tagged by step; each step's parameters are named by its step, so they do not
        clash), or the step's own statement when there is one."""
        if len(steps) <= 1:
            return {step.position: self.con.execute(step.provenance_sql, step.provenance_params).fetchall() for step in steps}
        params: dict = {}
        for step in steps:
            params.update(step.provenance_params)
        sql = " UNION ALL ".join(f"SELECT {k} AS kf_k, origin, doc_id, line FROM ({step.provenance_sql})"
                                 for k, step in enumerate(steps)) + " ORDER BY kf_k, doc_id, line, origin"
        out: dict[int, list[tuple]] = {step.position: [] for step in steps}
        for k, *row in self.con.execute(sql, params).fetchall():
            out[steps[k].position].append(tuple(row))
        return out

    def _retrieve(self, step, count: int, trace: StepTrace, links: dict, evidence: list[dict]) -> None:
        """kg_cs found ``count`` rows for ``step``; let the merger fall back and record what it did."""
        outcome = self.merger.resolve(step, count, links, trace.linked)
        trace.retriever, trace.fallback, trace.rows = outcome.retriever, outcome.fallback, outcome.rows
        trace.citations = [h.as_dict() for h in outcome.citations]
        if outcome.retriever == "kg_fr":
            trace.sources = outcome.sources
        elif outcome.retriever == "rc":
            evidence.extend({**h.as_dict(), "step": step.step} for h in outcome.citations)

    # -- linking --------------------------------------------------------------------------------
    def _link(self, link) -> tuple[list[str], list[str]]:
        found = None
        if self.adjacency is not None and link.concept is None:
            # link_entity's exact step (name or key equal) by binary search instead of a scan
            rows = self.adjacency.exact_names(self.con, link.name or "", link.type)
            if rows:
                found = Link(link.name or "", link.type, tuple(r[0] for r in rows), tuple(r[1] for r in rows), "exact")
        if found is None:
            found = link_entity(self.con, link.name or "", link.type, self.fuzzy_threshold, concept=link.concept,
                                encode=self.name_encoder)
        lines = [found.describe()]
        ids = list(found.entity_ids)
        if link.concept is not None and ids:
            # a concept stands for itself and every narrower concept (isA, transitively)
            narrower = [r[0] for r in self.con.execute(
                "WITH RECURSIVE sub(id) AS (SELECT unnest($ids) UNION SELECT e.subject_id FROM kg_edges e "
                "JOIN sub ON e.object_id = sub.id WHERE e.predicate = 'isA') SELECT id FROM sub ORDER BY id",
                {"ids": ids}).fetchall()]
            if len(narrower) > len(ids):
                lines.append(f"{link.type}/{link.concept} includes {len(narrower) - len(ids)} narrower concept(s) (isA)")
            ids = narrower
        return ids, lines

    # -- Math -----------------------------------------------------------------------------------
    def _math(self, m, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        if m.expression is not None:
            return self._math_expression(m, compiled, scalars, trace)
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
        try:
            value, skipped = self.con.execute(m.sql, params).fetchone()
        except duckdb.ConversionException as exc:  # text where a number is needed, or text against a number
            shown = ", ".join(repr(params[n]) for n, _ in m.operands if n in params)
            raise PlanExecutionError(f"Action{m.step}: Math {m.target} cannot compare or compute on ({shown}): {exc}") from exc
        if isinstance(value, float) and not math.isfinite(value):  # no answer to print, nor to compute on
            raise PlanExecutionError(f"Action{m.step}: Math {m.target} overflows: the result is beyond the range of a double (about 1.8e308)")
        if m.output:
            scalars[m.output] = value
        trace.sql, trace.params, trace.rows = m.sql, _jsonable(params), 1
        if skipped:
            trace.note = f"{skipped} non-numeric value(s) ignored"

    def _math_expression(self, m, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        """An arithmetic Math step: run each aggregate call as its own Math step, then walk the
        expression tree over the results (math_ops.evaluate_expression; nothing is eval'ed)."""
        values: dict[ExprAggregate, object] = {}
        notes: dict[ExprAggregate, str] = {}
        for agg, part in m.parts:
            local = dict(scalars)
            part_trace = StepTrace(m.step, format_expression(agg))
            self._math(part, compiled, local, part_trace)
            values[agg] = local.get(part.output)
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
    def _deduce(self, d: DeduceStep, compiled: CompiledPlan, scalars: dict, trace: StepTrace) -> None:
        """Read the content variables' final values and let the model answer (kagflow.solver.deduce)."""
        if self.deduce is None:
            raise PlanExecutionError(f"Action{d.step}: Deduce needs a language model, which is not configured")
        facts: dict[str, object] = {}
        statements: list[str] = []
        for kind, item in d.content:
            if kind == "text":
                statements.append(item)
                continue
            col = compiled.columns[item]
            if col.kind == "scalar":
                facts[item] = _scalar_out(scalars.get(item))
            else:
                values = self._pairs(compiled, col) if col.kind == "value" else self._entities(compiled, col)
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
    def _names(self, ids: list[str]) -> dict[str, str]:
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

    def _entities(self, compiled: CompiledPlan, col: Column) -> list:
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
        names = self._names([r[0] for r in rows])
        if col.rank:
            return [names[i] for i, _ in sorted(rows, key=lambda r: (r[1], names.get(r[0], ""), r[0])) if i in names]  # ties by name
        return sorted(names[i] for i, _ in rows if i in names)

    def _pairs(self, compiled: CompiledPlan, col: Column) -> list[list]:
        """``[entity name, value]`` of a value variable, by entity name then value, unless sorted."""
        rel = compiled.relation_of(col.alias)
        rank = f"min({col.rank})" if col.rank else "NULL"
        rows = self.con.execute(
            f"SELECT {col.owner}, {col.column}, {col.column}_n, {rank} FROM {rel} GROUP BY ALL"
        ).fetchall()
        names = self._names([r[0] for r in rows])
        out = [(rk, [names.get(o, o), typed_value(col.type, v, n)]) for o, v, n, rk in rows]
        if col.rank:
            return [p for _, p in sorted(out, key=lambda t: (t[0], str(t[1][0]), str(t[1][1])))]  # ties by name
        return sorted((p for _, p in out), key=lambda r: (str(r[0]), str(r[1])))

    def _rows(self, compiled: CompiledPlan, aliases: tuple[str, ...], scalars: dict) -> list[list]:
        """Tuples of the Output's variables that satisfy the plan jointly (distinct, sorted)."""
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
        names = self._names([i for i in entity_ids if isinstance(i, str)])
        out = []
        for row in raw:
            values, i = [], 0
            for alias, c in zip(aliases, cols):
                if c.kind == "scalar":
                    values.append(_scalar_out(scalars.get(alias)))
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


def _jsonable(params: dict) -> dict:
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in params.items()}
