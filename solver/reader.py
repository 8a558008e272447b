"""A built project opened for reading: the one way ``kagflow query``, ``ask``, ``eval``, ``mcp`` and
``serve`` open one (:class:`ProjectReader`; :class:`kagflow.solver.ask.Asker` adds questions).

Opening reads ``kagflow.yaml`` as it was last validated (:func:`kagflow.project_paths.reader_project`),
the schema with the columns the data has beyond it (``Schema.with_observed``), and a read-only
connection to the published store or the object store's current snapshot. Everything else a plan may
need is loaded on first use, so a one-shot reader pays only for what its plan touches: the solver
model (a Math step with no named operation, a Deduce step), the chunk search (a step that falls back
to chunks: encoder, BM25, PageRank graph) and the entity-name encoder.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from pathlib import Path

AUTO = object()
"""Default of ``ProjectReader(complete=...)``: the project's configured model (``llm:``), if any."""

PLAN_CACHE_SIZE = 256  # compiled plans a loaded reader keeps (ProjectReader.compiled)


class AskError(RuntimeError):
    """The project cannot be read (not built, store locked, chunk indexes unreadable); the message
    says what to do."""


class ProjectReader:
    """A built project, read-only: store connection, schema, and the plan path (compile, execute).

    Args:
        project_root: the project folder (built with ``kagflow build``).
        complete: the solver model as ``messages -> text``; default (:data:`AUTO`): the project's
            ``llm:`` settings (:func:`kagflow.solver.model.solver_model`), resolved on first use;
            ``None``: no model.
        one_shot: the reader answers one plan and exits (``kagflow query``): the store's
            adjacency index is used only where it pays for its load on a large store
            (:func:`kagflow.store.reader_cache.one_shot_index_pays`), and a small store's statements
            run on one DuckDB thread.

    Raises:
        AskError: the project has not been built, or its store is held by a writer past the retries,
            or the object store cannot be read.
        ProjectError, SchemaError, NotUtf8Error: the project folder, ``kagflow.yaml`` or schema is bad.
    """

    def __init__(self, project_root: str | Path, *, complete=AUTO, one_shot: bool = False):
        from kagflow.project_paths import check_text_inputs, reader_project
        from kagflow.schema.spg import load_project_schema
        from kagflow.store.object_store import ObjectStoreError, is_built, open_project_reader
        from kagflow.store.reader_cache import cached, filled_predicates, observed_predicates
        from kagflow.store.warehouse import StoreBusyError, ensure_reader_views

        check_text_inputs(project_root)  # kagflow.yaml and schema files that are not UTF-8: located
        self.project = reader_project(project_root)  # as last validated (pydantic on a change only)
        schema = load_project_schema(self.project.root)
        if not is_built(self.project):
            raise AskError(f"{self.project.root} has not been built; run `kagflow build {project_root}` first")
        try:  # retries briefly while another writer holds the store (a build never does); or the object store
            self.con = open_project_reader(self.project)
        except (StoreBusyError, FileNotFoundError, ObjectStoreError) as exc:
            raise AskError(str(exc)) from exc
        try:
            # a store built by an older kagflow lacks views readers use (once per connection)
            cached(self.con, "reader_views", lambda: ensure_reader_views(self.con) or True, per_file=False)
            # columns the schema lacks stay queryable by their column name (KAG's AffairQA `level`)
            # and a column standing for a declared property that holds nothing reads as it (Schema.with_observed)
            self.schema = schema.with_observed(cached(self.con, "observed_predicates", lambda: observed_predicates(self.con)),
                                               cached(self.con, "filled_predicates", lambda: filled_predicates(self.con)))
            self.use_index = True
            if one_shot:
                from kagflow.store.reader_cache import one_shot_index_pays

                self.use_index = one_shot_index_pays(self.con)
                if not self.use_index:  # a small store's statements gain nothing from DuckDB's worker threads
                    self.con.execute("SET threads = 1")
        except BaseException:
            self.con.close()
            raise
        self._complete = complete
        self._chunk_search = None
        self._name_encoder = None
        self._plans: OrderedDict = OrderedDict()

    # -- loaded on first use --------------------------------------------------------------------
    @property
    def complete(self):
        """The solver model (``messages -> text``), or None; resolved from ``llm:`` on first use.

        Raises:
            ProjectError: the ``llm:`` settings are inconsistent.
        """
        if self._complete is AUTO:
            from kagflow.solver.model import solver_model

            self._complete = solver_model(self.project)
        return self._complete

    @property
    def chunk_search(self):
        """The project's :class:`kagflow.solver.retrievers.hybrid.ChunkSearch`, opened on first use.

        Raises:
            AskError: the store's chunk indexes cannot be read (several embedding models, ...).
        """
        if self._chunk_search is None:
            from kagflow.solver.retrievers.hybrid import SearchError, open_search  # bm25s, onnxruntime: only when needed

            try:
                self._chunk_search = open_search(self.con)
            except SearchError as exc:
                raise AskError(f"{self.project.database_path}: {exc}") from exc
        return self._chunk_search

    @property
    def name_encoder(self):
        """The encoder of entity names for fuzzy linking (:func:`kagflow.solver.linking.entity_name_encoder`)."""
        if self._name_encoder is None:
            from kagflow.solver.linking import entity_name_encoder

            self._name_encoder = entity_name_encoder(self.con)
        return self._name_encoder

    # -- the plan path --------------------------------------------------------------------------
    def query(self, plan_text: str, source: str = "<plan>", *, question: str | None = None, strict: bool = False,
              parsed=None):
        """Run a logical-form plan and return its :class:`kagflow.solver.execute.Answer`.

        Args:
            plan_text: the plan, canonical or in KAG's dialect.
            source: a name for the plan in error messages.
            question: the question the plan answers, when known: a context for resolving the
                planner's predicate words (:mod:`kagflow.solver.resolve`).
            strict: no resolution against the data: a word the schema lacks is an error.
            parsed: ``plan_text`` already parsed (:func:`kagflow.solver.logical_form.parse_plan`),
                by a caller that reports syntax errors before it opens the store.

        Raises:
            LogicalFormSyntaxError, PlanValidationError: the plan is bad (located).
            PlanExecutionError, ModelReplyError, SolverModelError: a step failed.
        """
        from kagflow.solver.choice import chosen

        compiled = self.compiled(plan_text, source, question=question, strict=strict, parsed=parsed)
        answer = self.executor().execute(compiled)
        if getattr(compiled, "choice", None) is not None:  # KAG's "which of the two": the named entity whose value wins
            picked = chosen(compiled.choice, answer.bindings)
            answer.answer = picked[0] if picked else []
            answer.steps[-1].warnings.append(picked[1] if picked else "the compared values are not one number or date each: no winner")
        return answer

    def compiled(self, plan_text: str, source: str = "<plan>", *, question: str | None = None, strict: bool = False,
                 parsed=None):
        """The :class:`kagflow.solver.compile.CompiledPlan` of a plan: parsed, resolved against
        this store, validated and compiled once per (text, source, question, strict) and kept (up
        to :data:`PLAN_CACHE_SIZE`, least recently used out): the store a loaded reader holds does
        not change, so neither does the compiled plan; executing it reads the data again.

        The model is resolved only when the plan has a step that needs it (validation asks).

        Raises:
            LogicalFormSyntaxError, PlanValidationError, ModelReplyError, SolverModelError: as
                :meth:`query` (a plan that fails is not kept).
        """
        key = (plan_text, source, question, strict)
        found = self._plans.get(key)
        if found is not None:
            self._plans.move_to_end(key)
            return found
        from kagflow.solver.compile import compile_plan
        from kagflow.solver.logical_form import parse_plan
        from kagflow.solver.resolve import resolve_plan
        from kagflow.solver.validate import validate_plan

        plan = parse_plan(plan_text, source) if parsed is None else parsed
        choice = None
        if not strict:  # the planner's words read as the schema's, against the data (recorded)
            plan = resolve_plan(plan, self.schema, self.con, question=question,
                                fuzzy_threshold=self.project.config.fuzzy_link_threshold)
            from kagflow.solver.choice import with_choice
            from kagflow.solver.identifiers import answered_by_identifier
            from kagflow.solver.edge_values import edge_value_steps
            from kagflow.solver.math_windows import windowed_math

            plan = edge_value_steps(plan, self.schema)
            plan = windowed_math(plan, self.schema, self.built_as_of() if hasattr(self, "built_as_of") else None)
            plan = answered_by_identifier(plan, self.schema, self.con)
            plan, choice = with_choice(plan, question, self.schema)
        complete = self.complete if needs_model(plan) else None
        compiled = compile_plan(validate_plan(plan, self.schema, source, complete), self.schema, source)
        compiled.choice = choice
        self._plans[key] = compiled
        if len(self._plans) > PLAN_CACHE_SIZE:
            self._plans.popitem(last=False)
        return compiled

    def executor(self, memo: dict | None = None):
        """A :class:`kagflow.solver.execute.PlanExecutor` on this store, with Deduce through the
        model when there is one; its chunk search opens when a step first falls back to chunks.

        Args:
            memo: Deduce results by request, shared by the executors of one question (iterative
                planning re-runs earlier steps; their Deduce steps are not asked again).
        """
        from kagflow.solver.execute import PlanExecutor

        memo = {} if memo is None else memo

        def run_deduce(request):
            from kagflow.solver.deduce import deduce

            key = json.dumps(request.__dict__, ensure_ascii=False, sort_keys=True, default=str)
            if key not in memo:
                memo[key] = deduce(request, self.complete)
            return memo[key]

        deduce = None if self._complete is None else run_deduce  # AUTO: resolved by the first Deduce step
        return PlanExecutor(self.con, self.schema, self.project.config.fuzzy_link_threshold,
                            chunk_search=LazyChunkSearch(lambda: self.chunk_search), deduce=deduce,
                            name_encoder=self.name_encoder, use_index=self.use_index)

    def encoder_notes(self) -> list[str]:
        """Notes of the query encoders that took the slow path so far (a store without the ONNX
        export: :data:`kagflow.documents.query_encoder.FALLBACK_NOTE`)."""
        encoders = (getattr(self._chunk_search, "encode", None), self._name_encoder)
        if not any(getattr(e, "used", False) for e in encoders):
            return []
        from kagflow.documents.query_encoder import encoder_notes

        return encoder_notes(*encoders)

    def close(self) -> None:
        """Close the store connection."""
        self.con.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class LazyChunkSearch:
    """A chunk search as an executor sees it (``search(text, k) -> [Hit]``), opened by the first
    step that searches: a plan the graph answers never loads the encoder or the chunk indexes.

    Args:
        open_search: ``() -> ChunkSearch``, called once, on the first :meth:`search`.
    """

    def __init__(self, open_search):
        self._open = open_search
        self._search = None

    def search(self, text: str, k: int = 5):
        """The top ``k`` chunks for ``text``, best first (``ChunkSearch.search``)."""
        if self._search is None:
            self._search = self._open()
        return self._search.search(text, k)


def needs_model(plan) -> bool:
    """Whether ``plan`` has a step only a model can run: a Math step whose target words name no
    operation, or a Deduce step."""
    from kagflow.solver.logical_form import Deduce, Math

    return any((isinstance(step.action, Math) and step.action.target is None) or isinstance(step.action, Deduce)
               for step in plan.steps)
