"""Text tables: a CSV or JSON Lines file with no id column but a text column, one document per row.

Whether a table is a text table is decided by the table build (:func:`kagflow.knowledge.sources.
text_table_documents` reads the header and the rows); this module is only its entry in the reader
registry.
"""

from __future__ import annotations

from pathlib import Path

from kagflow.documents.readers.base import ParsedDocument


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One :class:`ParsedDocument` per row of the text table at ``path`` (see
    :func:`kagflow.knowledge.sources.text_table_documents` for ids, titles and errors)."""
    from kagflow.knowledge.sources import text_table_documents  # the table side owns the header rules

    return text_table_documents(path, file_id)
