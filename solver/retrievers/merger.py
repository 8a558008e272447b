"""The retriever merger: per Retrieval step kg_cs, then kg_fr, then rc, and a trace that says so.

KAG's hybrid executor lets higher-trust retrievers answer first and lower ones fill in. Here, for
one step of a compiled plan (after its kg_cs relation was created and counted):

1. **kg_cs** rows > 0: the step is answered by the knowledge layer (no fallback). So it is when
   the hop has rows before the step's constraints and none after: the filters, not the graph,
   emptied it, and text would only answer a different question.
2. **kg_fr** (:mod:`kagflow.solver.retrievers.kg_fr`): text triples whose predicate fuzzily
   matches; when they give rows, the step's relation is replaced by theirs (same columns), so the
   later steps join it as if kg_cs had answered.
3. **rc**: chunk search (:class:`kagflow.solver.retrievers.hybrid.ChunkSearch`) for the step's
   sub-question (the plan's ``StepN:`` text, else the step rendered with its linked names). The
   chunks become the step's evidence; the step's new variables stay unbound (its relation stays
   empty) and the note says so, so an answer generator can read the chunks instead.

No fallback is silent: :class:`StepOutcome` carries ``retriever`` (``kg_cs`` | ``kg_fr`` | ``rc``,
or ``None`` when nothing answered), a ``fallback`` note saying what each retriever did, and
citations (:meth:`~kagflow.solver.retrievers.base.Hit.as_dict`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import duckdb

from kagflow.schema.spg import Schema
from kagflow.solver.compile import Hop, LinkStep, SqlStep
from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.solver.retrievers.kg_fr import FUZZY_PREDICATE_THRESHOLD, FuzzyPredicateRetriever
from kagflow.store.warehouse import register_arrow

if TYPE_CHECKING:
    import pyarrow as pa

RC_K = 5
"""Chunks the rc fallback cites per step."""


@dataclass
class StepOutcome:
    """Which retriever answered one Retrieval step and how.

    Attributes:
        retriever: ``"kg_cs"``, ``"kg_fr"``, ``"rc"``, or ``None`` (nothing answered).
        rows: rows of the step's relation after the merger (0 for rc: its variables stay unbound).
        fallback: what happened when kg_cs had no rows (``None`` when it had).
        citations: the chunks behind the answer (kg_fr's triples' chunks, rc's hits).
        sources: ``path:line`` / document of the facts (kg_fr), as the trace's ``sources``.
    """

    retriever: str | None
    rows: int
    fallback: str | None = None
    citations: list[Hit] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)


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
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, chunk_search=None, k: int = RC_K,
                 fr_threshold: float = FUZZY_PREDICATE_THRESHOLD):
        self.con = con
        self.schema = schema
        self.chunk_search = chunk_search
        self.k = k
        self.kg_fr = FuzzyPredicateRetriever(con, schema, fr_threshold)

    def resolve(self, step: SqlStep, count: int, links: dict[str, LinkStep], linked: dict[str, list[str]]) -> StepOutcome:
        """Decide the step's retriever after its kg_cs relation ``step.relation`` held ``count`` rows.

        Args:
            step: a compiled Retrieval step (``step.hop`` set).
            count: rows of its kg_cs relation.
            links: link table -> :class:`LinkStep` (for the names in the note).
            linked: link table -> entity ids it linked to.

        Returns:
            a :class:`StepOutcome`; with kg_fr the relation ``step.relation`` was replaced.
        """
        if count > 0:
            return StepOutcome("kg_cs", count)
        hop = step.hop
        if step.unconstrained is not None:
            sql, params = step.unconstrained
            before = self.con.execute(f"SELECT count(*) FROM ({sql})", params).fetchone()[0]
            if before:
                # the graph has the facts; the plan's filters exclude them all: an answer, not a gap
                shown = ", ".join(f"{c.alias}.{c.prop} {c.op} {c.value}" for c in hop.retrieval.action.constraints)
                return StepOutcome("kg_cs", 0, f"kg_cs: {before} row(s) before the constraints ({shown}), none after; "
                                               "no fallback: the graph answers that nothing qualifies")
        notes = [f"kg_cs: {self._kg_cs_miss(hop, step, links, linked)}"]
        fr = self.kg_fr.retrieve(hop, step.relation)
        if fr.rows:
            shown = "; ".join(f.describe() for f in fr.facts[:3]) or "text triples"
            more = f" (+{len(fr.facts) - 3} more)" if len(fr.facts) > 3 else ""
            notes.append(f"answered by kg_fr: {shown}{more}")
            chunks = list(dict.fromkeys(f.chunk_id for f in fr.facts if f.chunk_id))
            scores = {}
            for f in fr.facts:
                scores.setdefault(f.chunk_id, f.score)
            hits = with_provenance(self.con, [(c, scores[c]) for c in chunks], "kg_fr")
            sources = sorted({f"{f.path or f.doc_id}:{f.line}" if f.line is not None else (f.path or f.doc_id) for f in fr.facts})
            return StepOutcome("kg_fr", fr.rows, "; ".join(notes), hits, sources[:50])
        if fr.declined:
            notes.append(f"kg_fr: declined, {fr.declined}")
        elif fr.matched:
            shown = ", ".join(f"{p!r} ({s:.0f})" for p, s, _ in fr.matched[:5])
            notes.append(f"kg_fr: text predicates {shown} match, but no such triple joins the step's entities")
        text = self.sub_question(step, links)
        new = self._new_variables(hop)
        unbound = f"{', '.join(new)} {'stays' if len(new) == 1 else 'stay'}" if new else "nothing new is"
        if self.chunk_search is None:
            notes.append(f"rc not available (no chunk search); {unbound} unbound")
            return StepOutcome(None, 0, "; ".join(notes))
        hits = self.chunk_search.search(text, self.k)
        if not hits:
            notes.append(f"rc: no chunk found for {text!r}; {unbound} unbound")
            return StepOutcome(None, 0, "; ".join(notes))
        notes.append(f"answered by rc: {len(hits)} chunk(s) for {text!r}, best {hits[0].citation()}; "
                     f"{unbound} unbound, the chunks are the evidence")
        return StepOutcome("rc", 0, "; ".join(notes), hits)

    # -- notes ----------------------------------------------------------------------------------
    def _new_variables(self, hop: Hop) -> list[str]:
        r = hop.retrieval
        s_node, o_node = r.s or r.action.s, r.o or r.action.o
        out = []
        if not r.subject_bound:
            out.append(s_node.alias)
        if not r.object_bound:
            out.append(o_node.alias)
        return out

    def _bound_names(self, relation: str, column: str, limit: int = 3) -> list[str]:
        return [row[0] for row in self.con.execute(
            f"SELECT DISTINCT e.name FROM {relation} b JOIN kg_entities e ON e.entity_id = b.{column} ORDER BY 1 LIMIT $n",
            {"n": limit + 1}).fetchall()]

    def _end_text(self, hop: Hop, slot, node, type_name, links: dict[str, LinkStep]) -> str:
        if slot.link and slot.link in links:
            link = links[slot.link]
            return link.concept if link.concept else (link.name or type_name or node.alias)
        if slot.bound_in:
            relation = dict((a, rel) for rel, a in hop.inputs)[slot.bound_in]
            names = self._bound_names(relation, slot.column)
            if names:
                return ", ".join(names[:3]) + (" ..." if len(names) > 3 else "")
        return type_name or node.alias

    def sub_question(self, step: SqlStep, links: dict[str, LinkStep]) -> str:
        """The text rc searches for: the plan's ``StepN:`` line, else the step rendered with its
        linked names and bound values (``"Northwind Traders Acquired Organization"``)."""
        r = step.hop.retrieval
        if r.step.text:
            return r.step.text
        s_node, o_node = r.s or r.action.s, r.o or r.action.o
        subject = self._end_text(step.hop, step.hop.s, s_node, r.subject_type, links)
        if r.is_property:
            obj = ""
        else:
            obj = " " + self._end_text(step.hop, step.hop.o, o_node, r.object_type, links)
        return f"{subject} {r.predicate.display_name or r.predicate.name}{obj}"

    def _kg_cs_miss(self, hop: Hop, step: SqlStep, links: dict[str, LinkStep], linked: dict[str, list[str]]) -> str:
        r = hop.retrieval
        empty = [rel for rel, _ in hop.inputs if self.con.execute(f"SELECT count(*) FROM {rel}").fetchone()[0] == 0]
        if empty:
            return f"its input {', '.join(empty)} holds no rows (an earlier step bound nothing)"
        for slot in (hop.s, hop.o):
            if slot.link and not linked.get(slot.link):
                link = links.get(slot.link)
                return f"{link.name or link.concept!s} linked to no {link.type or 'entity'}" if link else "a name linked to nothing"
        preds = r.predicates or (r.predicate,)
        kind = "property" if r.is_property else "edge"
        signature = " or ".join(f"{p.owner}-{p.name}->{p.range_type}" for p in preds[:3])
        subj, obj = (hop.o, hop.s) if r.reverse else (hop.s, hop.o)
        s_node, o_node = (r.o or r.action.o, r.s or r.action.s) if r.reverse else (r.s or r.action.s, r.o or r.action.o)
        where = []
        for slot, node, word in ((subj, s_node, "from"), (obj, o_node, "to")):
            if slot.link or slot.bound_in:
                where.append(f"{word} {self._end_text(hop, slot, node, None, links)!r}")
        return f"no {signature} {kind}" + (" " + " ".join(where) if where else "")

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
