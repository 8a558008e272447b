"""What a step retriever is: the interface the merger (:mod:`kagflow.solver.retrievers.merger`) iterates.

KAG's hybrid executor asks its retrievers in order of trust — the exact graph hop, fuzzy
predicates on text triples, chunk search — and the first that answers a Retrieval step answers
it. Here each is a :class:`StepRetriever`: one module in ``solver/retrievers/`` and one line in
the merger's :data:`~kagflow.solver.retrievers.merger.STEP_RETRIEVERS`. A retriever sees the step
as a :class:`StepQuery` (the compiled step, how many rows its exact hop held, the names it linked),
and returns a :class:`StepOutcome` when it answers, or ``None`` after adding to the query's
``notes`` what it did, so the next one is asked and the trace says why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import duckdb

from kagflow.solver.retrievers.base import Hit

if TYPE_CHECKING:
    from kagflow.schema.spg import Schema
    from kagflow.solver.compile import Hop, LinkStep, SqlStep

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


@dataclass(frozen=True)
class MergerOptions:
    """What the step retrievers of one executor are built with.

    Attributes:
        chunk_search: ``search(text, k) -> list[Hit]``
            (:class:`~kagflow.solver.retrievers.hybrid.ChunkSearch`); ``None``: no rc.
        k: chunks rc keeps.
        fr_threshold: kg_fr's predicate score threshold (0-100); ``None``: kg_fr's own default.
    """

    chunk_search: object | None = None
    k: int = RC_K
    fr_threshold: float | None = None


@dataclass
class StepQuery:
    """One Retrieval step as the step retrievers see it.

    Attributes:
        con: the executor's connection (temporary tables allowed).
        step: the compiled Retrieval step (``step.hop`` set); its relation ``step.relation`` holds
            the exact hop's rows, and a retriever that answers may replace it (same columns).
        count: rows of that relation.
        links: link table -> :class:`~kagflow.solver.compile.LinkStep` (names in the notes).
        linked: link table -> entity ids it linked to.
        notes: what the retrievers asked so far did; joined into the outcome's ``fallback``.
    """

    con: duckdb.DuckDBPyConnection
    step: SqlStep
    count: int
    links: dict[str, LinkStep]
    linked: dict[str, list[str]]
    notes: list[str] = field(default_factory=list)

    @property
    def hop(self) -> Hop:
        return self.step.hop

    def fallback(self) -> str | None:
        """The notes as one line (``None`` when there are none)."""
        return "; ".join(self.notes) or None

    def new_variables(self) -> list[str]:
        """The step's variables no earlier step bound (the ones a text answer leaves unbound)."""
        r = self.hop.retrieval
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

    def end_text(self, slot, node, type_name: str | None) -> str:
        """How one end of the hop reads in a note or a sub-question: its linked name or concept,
        up to three names an earlier step bound, else its type or alias."""
        if slot.link and slot.link in self.links:
            link = self.links[slot.link]
            return link.concept if link.concept else (link.name or type_name or node.alias)
        if slot.bound_in:
            relation = dict((a, rel) for rel, a in self.hop.inputs)[slot.bound_in]
            names = self._bound_names(relation, slot.column)
            if names:
                return ", ".join(names[:3]) + (" ..." if len(names) > 3 else "")
        return type_name or node.alias

    def sub_question(self) -> str:
        """The text a chunk search looks for: the plan's ``StepN:`` line, else the step rendered
        with its linked names and bound values (``"Northwind Traders Acquired Organization"``)."""
        r = self.hop.retrieval
        if r.step.text:
            return r.step.text
        s_node, o_node = r.s or r.action.s, r.o or r.action.o
        subject = self.end_text(self.hop.s, s_node, r.subject_type)
        obj = "" if r.is_property else " " + self.end_text(self.hop.o, o_node, r.object_type)
        return f"{subject} {r.predicate.display_name or r.predicate.name}{obj}"


class StepRetriever(Protocol):
    """One retriever of Retrieval steps, built once per executor.

    Attributes:
        name: the trace's name for it (``kg_cs``, ``kg_fr``, ``rc``).
    """

    name: str

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, options: MergerOptions) -> None: ...

    def answer(self, query: StepQuery) -> StepOutcome | None:
        """The step's outcome when this retriever answers it; else ``None``, with a note added."""
        ...
