"""Text tables: a CSV or JSON Lines file with no id column but a text column, one document per row.

Whether a table is a text table is decided when the file is read as a source
(:func:`kagflow.sources.read_source` reports format ``text_table``, by :func:`kagflow.sources.text_column`);
this module turns its rows into documents.
"""

from __future__ import annotations

from pathlib import Path

from kagflow.documents.readers.base import Block, ParsedDocument, ReaderError
from kagflow.sources import TEXT_COLUMNS, TITLE_COLUMNS, columns_of, first_column, read_source, text_column


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document per row of a text table (see :func:`kagflow.sources.text_column`).

    Args:
        path: the CSV or JSON Lines file.
        file_id: its doc_id (path under ``sources/``).

    Returns:
        documents with doc_id ``f"{file_id}#row-{N}"`` (N: the 1-based record number, stable while
        rows above it do not change), the row's title column as title, format ``text_table``;
        rows with empty text give no document. A document's one block has the row's line in the
        file (``line`` = ``line_end``), so its chunks cite ``file:line``.

    Raises:
        ReaderError: the file cannot be read or holds no text column.
    """
    try:
        source = read_source(path, path.parent)
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
    if source.status != "ok":
        raise ReaderError(f"{file_id}: {source.error}")
    columns = columns_of(source.records)
    column = text_column(columns)
    if column is None:
        raise ReaderError(f"{file_id}: no text column (expected one of {', '.join(TEXT_COLUMNS)}) or it has an id column")
    title_column = first_column(columns, TITLE_COLUMNS)
    docs = []
    for record in source.records:
        text = str(record.values.get(column) or "").replace("\x00", "").strip()
        if not text:
            continue
        title = record.values.get(title_column) if title_column else None
        # the block stands for the row: its source line, not the lines inside a quoted cell
        docs.append(ParsedDocument(f"{file_id}#row-{record.record_no}", file_id, str(title).strip() if title else None,
                                   text, (Block(0, len(text), "text", line=record.line, line_end=record.line),), "text_table"))
    return docs
