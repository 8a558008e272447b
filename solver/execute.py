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
SQL: the input relation's rows repeated per neighbour, the same rows the SQL gives, held as the
index's integer codes and registered in DuckDB as an Arrow table only when a statement reads them;
the trace's ``sources`` of single-predicate steps are read from the same arrays. Each hop's trace says which ran (``engine``: ``index`` | ``sql``;
:mod:`kagflow.solver.index_hops`).
Measured in bench/results/scale.md (``bench/scale.py``).

Values keep their type: a Text property answers its text (``"420.0"`` stays a string), Integer
and Float properties answer numbers; Math reads the number either way.

The rooms: this module runs the steps (:class:`PlanExecutor`); :mod:`kagflow.solver.index_hops`
answers hops from the index, :mod:`kagflow.solver.operators` runs Math, Deduce and the Output
readers, and :mod:`kagflow.solver.trace` holds what a run reports (:class:`StepTrace`,
:class:`Answer`, :class:`PlanExecutionError`, re-exported here).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import duckdb

from kagflow.schema.spg import Schema
from kagflow.store.reader_cache import cached
from kagflow.store.warehouse import ensure_reader_views
from kagflow.solver.compile import CompiledPlan, DeduceStep, compile_plan
from kagflow.solver.index_hops import index_hop_relation, index_sources
from kagflow.solver.linking import Link, ambiguity_message, link_entity, link_warning, same_type_candidates
from kagflow.solver.logical_form import Plan, parse_plan
from kagflow.solver.hop_sql import index_hop
from kagflow.solver.operators import ARROW_MIN_IDS, DEDUCE_MAX_VALUES, Operators, placeholders_left_out, scalar_out
from kagflow.solver.retrievers.merger import RC_K, RetrieverMerger
from kagflow.solver.trace import FLOAT_TYPES, Answer, PlanExecutionError, StepTrace, jsonable, step_traces, typed_value
from kagflow.solver.validate import ValidatedPlan, validate_plan

if TYPE_CHECKING:
    import pyarrow as pa

    from kagflow.solver.index_relation import IndexRelation

__all__ = ["ARROW_MIN_IDS", "DEDUCE_MAX_VALUES", "FLOAT_TYPES", "Answer", "PlanExecutionError", "PlanExecutor", "StepTrace", "typed_value"]


@dataclass
class _Run:
    """One execution's state: the compiled plan, the trace per step position, the names it made
    (temporary tables ``created``, Arrow relations ``registered``; dropped when it ends), Arrow
    relations not registered yet (``pending``: registered only when a statement is about to read
    them, a registration costs ~1 ms), the relations the index made, held as its codes
    (``arrows``) and rc's chunks (``evidence``)."""

    compiled: CompiledPlan
    traces: dict[int, StepTrace]
    registered: list[str] = field(default_factory=list)
    created: list[str] = field(default_factory=list)
    pending: dict[str, pa.Table | IndexRelation] = field(default_factory=dict)
    arrows: dict[str, IndexRelation] = field(default_factory=dict)
    evidence: list[dict] = field(default_factory=list)
    ambiguous: list[tuple] = field(default_factory=list)  # (link, Link found, same-type candidates)


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
        self.deduce = deduce  # read when a plan runs (callers may set it after)
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
        run = _Run(compiled, step_traces(compiled.validated))
        self._at: int | None = None  # the step being evaluated, for a located error
        try:
            return self._execute(run)
        except duckdb.Error as exc:  # a plan the validator let through that the data cannot answer
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            where = f"Action{self._at}: " if self._at is not None else ""
            raise PlanExecutionError(f"{where}the plan could not be evaluated on this store ({first})") from None
        finally:
            if run.created:  # names made by the compiler; one statement
                self.con.execute("; ".join(f"DROP TABLE IF EXISTS {name}" for name in run.created))
            for name in run.registered:
                self.con.unregister(name)

    def _flush(self, pending: dict[str, pa.Table | IndexRelation], registered: list[str]) -> None:
        """Register every pending Arrow relation (a statement is about to run that may read them)."""
        for name, table in pending.items():
            self._register(name, table, registered)
        pending.clear()

    def _register(self, name: str, table: pa.Table | IndexRelation, registered: list[str]) -> None:
        as_arrow = getattr(table, "table", None)  # an IndexRelation becomes its Arrow table here
        self.con.register(name, as_arrow() if as_arrow is not None else table)
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

    def _execute(self, run: _Run) -> Answer:
        """Links, then the steps (materialised one by one, or one statement per component), the
        trace's sources, Math and Deduce in plan order, and the outputs."""
        compiled = run.compiled
        self._link_all(run)
        if self.form == "steps":
            self._run_steps(run)
        else:
            self._run_components(run)
        # Math, Output and the sources' SQL read the final relations only (a link table or an
        # intermediate relation no statement reads stays unregistered), and those only when a
        # statement is about to read them: an aggregate over relations the index made, and the
        # sources it holds, need none
        finals = set(compiled.finals.values())

        def ready() -> None:
            for name in [n for n in run.pending if n in finals]:
                self._register(name, run.pending.pop(name), run.registered)

        self.ops = Operators(self.con, self.deduce, in_memory=dict(run.arrows), ready=ready)
        if run.ambiguous:
            self._settle_ambiguous(run, ready)
        self._trace_sources(run, ready)
        scalars: dict[str, object] = {}
        for item in sorted([*compiled.maths, *compiled.deduces], key=lambda x: x.position):
            if isinstance(item, DeduceStep):
                self.ops.run_deduce(item, compiled, scalars, run.traces[item.position])
            else:
                self.ops.run_math(item, compiled, scalars, run.traces[item.position])
        return self._outputs(run, scalars)

    def _link_all(self, run: _Run) -> None:
        """Link every named node's name to entity ids, into its link relation (an Arrow table
        pending, where hops may run on the index; else :meth:`_id_relation`) and its step's trace."""
        compiled, traces = run.compiled, run.traces
        by_step = {trace.index: position for position, trace in traces.items()}
        for link in compiled.links:
            ids, lines, found = self._link(link)
            if link.concept is None and (candidates := same_type_candidates(self.con, list(found.entity_ids))):
                run.ambiguous.append((link, found, candidates))  # decided once the plan's steps have run
            traces[by_step[link.step]].links.extend(lines)
            if (warning := link_warning(found)) is not None and link.concept is None:
                traces[by_step[link.step]].warnings.append(warning)
            traces[by_step[link.step]].linked[link.table] = ids
            if self.adjacency is not None and self.form == "steps":
                import pyarrow as pa  # the index's path holds link relations as Arrow tables

                run.pending[link.table] = pa.table({"entity_id": pa.array(ids, pa.string())})
            else:
                self._id_relation(link.table, ids, run.registered, run.created)

    def _run_steps(self, run: _Run) -> None:
        """The ``"steps"`` form: each step's relation in turn, from the index where it can answer
        (:func:`~kagflow.solver.index_hops.index_hop_relation`), else its SQL as a temporary table
        (it stays inside DuckDB, works on a read-only connection and is dropped when the plan is
        done); a hop kg_cs found nothing for goes to the fallbacks (:meth:`_retrieve`)."""
        compiled, traces, pending, arrows = run.compiled, run.traces, run.pending, run.arrows
        links = {link.table: link for link in compiled.links}
        linked = {table: ids for trace in traces.values() for table, ids in trace.linked.items()}
        for step in compiled.steps:
            self._at = step.step
            plan = None
            if self.adjacency is not None and step.hop is not None:
                hop = step.hop
                plan = index_hop(hop.retrieval, hop.inputs, hop.s, hop.o, hop.edge_column)
            if plan is not None:
                out = index_hop_relation(self.con, self.adjacency, step, plan, linked, arrows)
                count = out.num_rows
                arrows[step.relation] = out
                if count:
                    # registered under the relation's name (as its Arrow table) when a statement
                    # is about to read it (a final relation: Math and Output); no copy into DuckDB
                    pending[step.relation] = out
                else:
                    # an empty hop that a fallback retriever may replace: a temporary table
                    run.created.append(step.relation)
                    self._register(f"kf_arrow_{step.relation}", out, run.registered)
                    self.con.execute(f"CREATE TEMP TABLE {step.relation} AS SELECT * FROM kf_arrow_{step.relation}")
            else:
                self._flush(pending, run.registered)
                run.created.append(step.relation)
                (count,) = self.con.execute(f"CREATE TEMP TABLE {step.relation} AS {step.sql}", step.params).fetchone()
            trace = traces[step.position]
            if step.hop is not None:
                trace.engine = "sql" if plan is None else "index"
            trace.rows = count  # CREATE TABLE AS answers its row count
            trace.sql, trace.params, trace.note = step.sql, jsonable(step.params), step.note
            trace.relation = step.relation
            if step.stub_count_sql is not None and (left_out := self.con.execute(step.stub_count_sql).fetchone()[0]):
                trace.warnings.append(placeholders_left_out(left_out, " in the ranking"))
            if step.hop is not None:
                if count == 0:
                    self._flush(pending, run.registered)  # a fallback retriever reads links and inputs
                self._retrieve(step, count, trace, links, run.evidence)
                if trace.retriever != "kg_cs":
                    arrows.pop(step.relation, None)  # kg_fr replaced the relation

    def _run_components(self, run: _Run) -> None:
        """The ``"cte"`` form: one statement per component; only each final relation is counted,
        and no fallback runs."""
        compiled, traces = run.compiled, run.traces
        for component, relation in compiled.finals.items():
            sql, params = compiled.cte_sql(component)
            self.con.execute(f"CREATE TEMP TABLE {relation} AS {sql}", params)
            run.created.append(relation)
        for step in compiled.steps:
            trace = traces[step.position]
            trace.sql, trace.params, trace.note, trace.relation = step.sql, jsonable(step.params), step.note, step.relation
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

    def _trace_sources(self, run: _Run, ready) -> None:
        """Each kg_cs step's ``sources`` (``doc:line`` of the facts behind its final bindings; from
        the index where it can, the rest in one statement for all steps) and the citations of the
        facts a model read from documents; ``ready()`` registers the relations a statement reads."""
        compiled, traces = run.compiled, run.traces
        wanted = [step for step in compiled.steps if step.provenance_sql and traces[step.position].retriever == "kg_cs"]
        found = {step.position: index_sources(self.con, self.adjacency, step, run.arrows) for step in wanted}
        rest = [step for step in wanted if found[step.position] is None]
        if rest:
            ready()
            found.update(self._provenance_rows(rest))
        for step in wanted:
            trace = traces[step.position]
            rows = found[step.position]
            trace.sources = sorted({f"{doc}:{line}" if doc else str(origin) for origin, doc, line in rows})[:50]
            hop = step.hop
            columns = [c for c in (hop.s.column, None if hop.retrieval.is_property else hop.o.column) if c]
            # facts a model read from documents (tables, alignment and rules have no chunks)
            documents = [d for origin, d, _ in rows if d and origin not in ("source", "alignment") and not str(origin).startswith("rule:")]
            if documents:
                ready()
                trace.citations = [h.as_dict() for h in self.merger.document_citations(step.final_relation, columns, documents)]

    def _settle_ambiguous(self, run: _Run, ready) -> None:
        """A name that linked several entities of one type: the plan's other steps may keep only
        one ("Li Wei" who works at Beta Systems), which the answer then names in a note; when two or
        more are still bound the answer would merge them, so the plan fails listing them.

        Raises:
            PlanExecutionError: two or more of one name's entities are still bound, naming each
                with its type, key and source row, and how to name one by its key.
        """
        compiled = run.compiled
        by_step = {trace.index: position for position, trace in run.traces.items()}
        ready()
        for link, found, candidates in run.ambiguous:
            col = compiled.columns.get(link.alias)
            kept = candidates
            if col is not None and col.column is not None:
                bound = {r[0] for r in self.con.execute(
                    f"SELECT DISTINCT {col.column} FROM {compiled.relation_of(link.alias)}").fetchall()}
                kept = [c for c in candidates if c[0] in bound]
            if len(kept) > 1:
                raise PlanExecutionError(ambiguity_message(link.step, link.alias, found, kept))
            trace = run.traces[by_step[link.step]]
            if kept:
                _i, type_, key, name, where = kept[0]
                trace.warnings.append(f"{found.name!r} names {len(candidates)} {type_} entities; the plan's other steps keep one: "
                                      f"key {key!r}{' (' + where + ')' if where else ''}")
            else:
                trace.warnings.append(f"{found.name!r} names {len(candidates)} entities of one type; none satisfies the plan")

    def _outputs(self, run: _Run, scalars: dict) -> Answer:
        """The answer: each Output's variables read (:class:`~kagflow.solver.operators.Operators`),
        rows where an Output names several, and a note where a Sort limit kept the items tied at
        the cut."""
        compiled, traces = run.compiled, run.traces
        answer: list = []
        bindings: dict[str, list] = {}
        pairs: dict[str, list] = {}
        rows = columns = None
        for out in compiled.outputs:
            self._at = out.step
            for alias in out.aliases:
                col = compiled.columns[alias]
                if col.counts:  # a Sort by a count without a limit: each item with its count
                    rendered = self.ops.counted(compiled, col)
                elif col.kind == "value":
                    pairs[alias] = self.ops.pairs(compiled, col)
                    rendered = [value for _entity, value in pairs[alias]]
                    if col.grouped:  # "the city with the most attractions": each value once, not once per entity
                        rendered = list(dict.fromkeys(rendered))
                elif col.kind == "scalar":
                    rendered = [scalar_out(scalars.get(alias))]
                else:
                    rendered = self.ops.entities(compiled, col)
                if col.rank and col.limit is not None and len(rendered) > col.limit:
                    # rank(), not row_number(): the items tied at the cut are all kept; say so
                    tie = f"{alias}: Sort limit={col.limit} keeps {len(rendered)}: tied at the last place kept, all are given"
                    trace = traces[out.position]
                    trace.note = tie if not trace.note else f"{trace.note}; {tie}"
                elif col.rank and col.place is not None and len(rendered) > 1:
                    tie = f"{alias}: Sort rank={col.place} keeps {len(rendered)}: tied at place {col.place}, all are given"
                    trace = traces[out.position]
                    trace.note = tie if not trace.note else f"{trace.note}; {tie}"
                bindings[alias] = rendered
                answer.extend(rendered)
            if len(out.aliases) > 1:
                columns = list(out.aliases)
                rows = self.ops.rows(compiled, out.aliases, scalars)
            traces[out.position].rows = len(rows) if rows is not None else len(answer)
        return Answer(answer, [traces[p] for p in sorted(traces)], bindings, pairs, rows, columns, run.evidence)

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
    def _link(self, link) -> tuple[list[str], list[str], Link]:
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
        return ids, lines, found
