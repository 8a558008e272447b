"""The retriever merger: per Retrieval step kg_cs, then kg_fr, then rc, and a trace that says so.

KAG's hybrid executor lets higher-trust retrievers answer first and lower ones fill in. Here the
step retrievers (:class:`~kagflow.solver.retrievers.step.StepRetriever`, one module each) are asked
in the order of :data:`STEP_RETRIEVERS`, for one step of a compiled plan after its kg_cs relation
was created and counted; the first that answers answers the step:

1. **kg_cs** (:mod:`kagflow.solver.retrievers.kg_cs`): the exact hop had rows, or had rows before
   the step's constraints and none after (the graph answers that nothing qualifies);
2. **kg_fr** (:mod:`kagflow.solver.retrievers.kg_fr`): text triples whose predicate fuzzily
   matches; their rows replace the step's relation (same columns);
3. **rc** (:mod:`kagflow.solver.retrievers.rc_step`): chunk search for the step's sub-question;
   the chunks are the evidence and the step's new variables stay unbound.

No fallback is silent: :class:`StepOutcome` carries ``retriever`` (``kg_cs`` | ``kg_fr`` | ``rc``,
or ``None`` when nothing answered), a ``fallback`` note saying what each retriever did, and
citations (:meth:`~kagflow.solver.retrievers.base.Hit.as_dict`). A new retriever is one module
with a :class:`~kagflow.solver.retrievers.step.StepRetriever` and one line in :data:`STEP_RETRIEVERS`.
"""

from __future__ import annotations

import duckdb

from kagflow.schema.spg import Schema
from kagflow.solver.compile import LinkStep, SqlStep
from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.solver.retrievers.kg_cs import ExactHopRetriever
from kagflow.solver.retrievers.kg_fr import FUZZY_PREDICATE_THRESHOLD, FuzzyStepRetriever
from kagflow.solver.retrievers.rc_step import ChunkStepRetriever
from kagflow.solver.retrievers.step import (  # noqa: F401 - RC_K and StepOutcome importable from here, as before
    RC_K, MergerOptions, StepOutcome, StepQuery, StepRetriever,
)
from kagflow.store.warehouse import register_arrow

STEP_RETRIEVERS: tuple[type[StepRetriever], ...] = (ExactHopRetriever, FuzzyStepRetriever, ChunkStepRetriever)
"""The step retrievers in order of trust: the first that answers a step answers it."""


class RetrieverMerger:
    """Runs the fallbacks of a plan's Retrieval steps on one connection.

    Args:
        con: the executor's connection (temporary tables allowed).
        schema: the project's schema.
        chunk_search: an object with ``search(text, k) -> list[Hit]``
            (:class:`~kagflow.solver.retrievers.hybrid.ChunkSearch`); ``None``: no rc fallback
            (the note says rc was not available).
        k: chunks the rc fallback keeps.
        fr_threshold: kg_fr's predicate score threshold (0-100).
        retrievers: the step retrievers to ask, in order (default :data:`STEP_RETRIEVERS`).
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, chunk_search=None, k: int = RC_K,
                 fr_threshold: float = FUZZY_PREDICATE_THRESHOLD,
                 retrievers: tuple[type[StepRetriever], ...] | None = None):
        self.con = con
        self.schema = schema
        options = MergerOptions(chunk_search, k, fr_threshold)
        self.retrievers = [cls(con, schema, options) for cls in (STEP_RETRIEVERS if retrievers is None else retrievers)]

    def resolve(self, step: SqlStep, count: int, links: dict[str, LinkStep], linked: dict[str, list[str]]) -> StepOutcome:
        """Decide the step's retriever after its kg_cs relation ``step.relation`` held ``count`` rows.

        Args:
            step: a compiled Retrieval step (``step.hop`` set).
            count: rows of its kg_cs relation.
            links: link table -> :class:`LinkStep` (for the names in the note).
            linked: link table -> entity ids it linked to.

        Returns:
            the first retriever's :class:`StepOutcome`; with kg_fr the relation ``step.relation``
            was replaced. ``StepOutcome(None, 0, notes)`` when none answered.
        """
        query = StepQuery(self.con, step, count, links, linked)
        for retriever in self.retrievers:
            outcome = retriever.answer(query)
            if outcome is not None:
                return outcome
        return StepOutcome(None, 0, query.fallback())

    def sub_question(self, step: SqlStep, links: dict[str, LinkStep]) -> str:
        """The text rc searches for (:meth:`StepQuery.sub_question`)."""
        return StepQuery(self.con, step, 0, links, {}).sub_question()

    # -- citations of kg_cs steps -----------------------------------------------------------------
    def document_citations(self, relation: str, columns: list[str], doc_ids: list[str], limit: int = RC_K) -> list[Hit]:
        """Chunks that back a kg_cs step whose facts came from documents.

        The facts' documents (``doc_ids``) are joined to ``entity_chunks`` for the entities in
        ``columns`` of ``relation``; chunks that mention more of them rank first.

        Returns:
            up to ``limit`` hits (retriever ``kg_cs``; score = mentions); ``[]`` for facts of tables.
        """
        import pyarrow as pa

        docs = [d for d in dict.fromkeys(doc_ids) if d]
        if not docs or not columns:
            return []
        ids = " UNION ".join(f"SELECT {c} AS entity_id FROM {relation}" for c in columns)
        with register_arrow(self.con, pa.table({"doc_id": pa.array(docs, pa.string())})) as name:
            rows = self.con.execute(
                f"SELECT ec.chunk_id, sum(ec.n_mentions) AS m FROM entity_chunks ec JOIN {name} d ON d.doc_id = ec.doc_id "
                f"WHERE ec.entity_id IN ({ids}) GROUP BY 1 ORDER BY m DESC, 1 LIMIT $limit", {"limit": limit}
            ).fetchall()
        return with_provenance(self.con, [(c, float(m)) for c, m in rows], "kg_cs")
