"""What every chunk retriever returns: a scored chunk with its provenance.

A :class:`Hit` is one chunk of the data layer (KAG's "chunk" / HippoRAG's "passage") with the
score one retriever gave it and everything a citation needs: the chunk, its document, the source
file's path and content hash, the chunk's own hash and its place (source line range, page,
section). Retrievers return hits best first; scores are comparable only within one retriever
(fusion works on ranks).

A citation (:meth:`Hit.citation`) names the place first, then the hash of the cited text:
``sources/notes.txt:12-18 #1f2e3d4c``, ``sources/guide.md:3-9 § Install > Linux #...``,
``sources/report.pdf p.4 #...``, ``sources/Company.csv:7 #...`` (a table row).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
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
        line_start: the first source line of the chunk (1-based; text, Markdown, a table row), else ``None``.
        line_end: its last source line.
        page_end: its last page (PDF).
        chunk_hash: :func:`kagflow.store.ids.text_hash` of the cited text (the chunk's, a record's).
        file_id: the source file (``doc_id`` of a whole file; a passage's file otherwise).
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
    line_start: int | None = None
    line_end: int | None = None
    page_end: int | None = None
    chunk_hash: str = ""
    file_id: str = ""

    def citation(self) -> str:
        """``path[:L1-L2][ p.N[-M]][ (passage title)][ § a > b] #hash8``: where a reader finds this text.

        The lines are the source file's (one number when the text is on one line), the hash is
        the cited text's own (:attr:`chunk_hash`; the file's content hash for a chunk of a store
        built before chunks had one). The title is printed for a passage of a file (a JSON
        corpus entry, a text table's row), where it says which passage.
        """
        where = ""
        if self.line_start is not None:
            end = self.line_end if self.line_end is not None else self.line_start
            where = f":{self.line_start}" + (f"-{end}" if end != self.line_start else "")
        if self.page is not None:
            where += f" p.{self.page}" + (f"-{self.page_end}" if self.page_end not in (None, self.page) else "")
        if self.title and self.file_id and self.doc_id != self.file_id:
            where += f" ({self.title})"
        if self.section:
            where += f" § {' > '.join(self.section)}"
        return f"{self.path}{where} #{(self.chunk_hash or self.content_hash)[:8]}"

    def as_dict(self) -> dict:
        """The hit as JSON: every field, ``section`` as a list, and its ``citation`` string."""
        return {"chunk_id": self.chunk_id, "score": self.score, "retriever": self.retriever, "doc_id": self.doc_id,
                "file_id": self.file_id, "path": self.path, "content_hash": self.content_hash, "chunk_hash": self.chunk_hash,
                "title": self.title, "line_start": self.line_start, "line_end": self.line_end, "page": self.page,
                "page_end": self.page_end, "section": list(self.section), "text": self.text, "ranks": dict(self.ranks),
                "citation": self.citation()}

    @classmethod
    def from_dict(cls, data: dict) -> Hit:
        """The hit :meth:`as_dict` wrote (its ``citation`` is recomputed; missing fields take their defaults)."""
        names = {f for f in cls.__dataclass_fields__ if f != "section"}
        return cls(**{k: v for k, v in data.items() if k in names}, section=tuple(data.get("section") or ()))


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
            f"coalesce(c.title, d.title), c.page, coalesce(c.section, []), c.text, {_place_columns(con, 'c')}, c.file_id "
            f"FROM {name} q JOIN chunks c USING (chunk_id) LEFT JOIN documents d USING (doc_id) "
            f"LEFT JOIN source_documents sd ON sd.doc_id = c.file_id ORDER BY q.pos"
        ).fetchall()
    return [Hit(chunk_id=r[0], score=r[1], retriever=retriever, doc_id=r[2], path=r[3], content_hash=r[4],
                title=r[5], page=r[6], section=tuple(r[7]), text=r[8], line_start=r[9], line_end=r[10], page_end=r[11],
                chunk_hash=r[12] or "", file_id=r[13]) for r in rows]


PLACE_COLUMNS = ("line_start", "line_end", "page_end", "chunk_hash")


def _place_columns(con: duckdb.DuckDBPyConnection, alias: str) -> str:
    """SQL for ``chunks``' :data:`PLACE_COLUMNS` of the table aliased ``alias``: NULLs for the
    columns a store built by an older kagflow lacks (read-only, it cannot gain them), so its
    citations still print, without line ranges, until the next build. The columns are looked up
    once per connection."""
    have = _CHUNK_COLUMNS.get(con)
    if have is None:
        have = frozenset(d[0] for d in con.execute("SELECT * FROM chunks LIMIT 0").description)
        _CHUNK_COLUMNS[con] = have
    return ", ".join(f"{alias}.{c}" if c in have else f"NULL AS {c}" for c in PLACE_COLUMNS)


_CHUNK_COLUMNS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # connection -> chunks' column names
