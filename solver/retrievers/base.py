"""What every chunk retriever returns: a scored chunk with its provenance.

A :class:`Hit` is one chunk of the data layer (KAG's "chunk" / HippoRAG's "passage") with the
score one retriever gave it and everything a citation needs: the chunk, its document, the source
file's path and content hash, the page or section it sits in. Retrievers return hits best first;
scores are comparable only within one retriever (fusion works on ranks).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import duckdb

from kagflow.store.warehouse import register_arrow

if TYPE_CHECKING:
    import pyarrow as pa


@dataclass(frozen=True)
class Hit:
    """One retrieved chunk.

    Attributes:
        chunk_id: the chunk's content hash (``chunks.chunk_id``).
        score: the retriever's score; higher is better; scale depends on ``retriever``.
        retriever: ``dense`` | ``bm25`` | ``ppr`` | ``hybrid`` | ... (who scored it).
        doc_id: the document (a file, or one passage of a JSON corpus).
        path: the source file, relative to the project's ``sources/``.
        content_hash: the source file's content hash (the version cited).
        title: the document's or passage's title, when it has one.
        page: first page (PDF), else ``None``.
        section: the heading path the chunk sits under (may be empty).
        text: the chunk's text.
        ranks: for a fused hit, each contributing retriever's 1-based rank.
    """

    chunk_id: str
    score: float
    retriever: str
    doc_id: str = ""
    path: str = ""
    content_hash: str = ""
    title: str | None = None
    page: int | None = None
    section: tuple[str, ...] = ()
    text: str = ""
    ranks: dict[str, int] = field(default_factory=dict)

    def citation(self) -> str:
        """``path [p. N | § a > b] #hash8``: where a reader finds this chunk."""
        where = f" p. {self.page}" if self.page is not None else (f" § {' > '.join(self.section)}" if self.section else "")
        title = f" ({self.title})" if self.title else ""
        return f"{self.path}{title}{where} #{self.content_hash[:8]}"

    def as_dict(self) -> dict:
        return {"chunk_id": self.chunk_id, "score": self.score, "retriever": self.retriever, "doc_id": self.doc_id,
                "path": self.path, "content_hash": self.content_hash, "title": self.title, "page": self.page,
                "section": list(self.section), "text": self.text, "ranks": dict(self.ranks),
                "citation": self.citation()}


def with_provenance(con: duckdb.DuckDBPyConnection, scored: list[tuple[str, float]], retriever: str) -> list[Hit]:
    """Hits for ``(chunk_id, score)`` pairs, in the given order, with provenance read from the store.

    The ids travel as a registered Arrow relation, not as a list parameter. Ids no longer in
    ``chunks`` are dropped.

    Args:
        con: a connection to a built knowledge store.
        scored: ``(chunk_id, score)``, best first.
        retriever: the name recorded on each hit.

    Returns:
        list of :class:`Hit`, same order as ``scored``.
    """
    import pyarrow as pa

    if not scored:
        return []
    table = pa.table({"chunk_id": [c for c, _ in scored], "score": [float(s) for _, s in scored],
                      "pos": list(range(len(scored)))})
    with register_arrow(con, table) as name:
        rows = con.execute(
            f"SELECT q.chunk_id, q.score, c.doc_id, coalesce(sd.path, ''), coalesce(sd.content_hash, ''), "
            f"coalesce(c.title, d.title), c.page, coalesce(c.section, []), c.text "
            f"FROM {name} q JOIN chunks c USING (chunk_id) LEFT JOIN documents d USING (doc_id) "
            f"LEFT JOIN source_documents sd ON sd.doc_id = c.file_id ORDER BY q.pos"
        ).fetchall()
    return [Hit(chunk_id=r[0], score=r[1], retriever=retriever, doc_id=r[2], path=r[3], content_hash=r[4],
                title=r[5], page=r[6], section=tuple(r[7]), text=r[8]) for r in rows]


def relabel(hits: list[Hit], retriever: str) -> list[Hit]:
    """The same hits attributed to ``retriever``."""
    return [replace(h, retriever=retriever) for h in hits]
