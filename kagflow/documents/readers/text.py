"""``.txt``: strict UTF-8 (a BOM is dropped); paragraphs split on blank lines, each block with
its source line range (lines end at ``\\n``; CRLF or a lone CR counts as one line end).

NUL characters are removed; a file that is mostly NUL/control bytes is a binary file and raises
:class:`~kagflow.documents.readers.base.ReaderError`.
"""

from __future__ import annotations

from pathlib import Path

from kagflow.documents.readers.base import Builder, ParsedDocument, decode_text, paragraph_lines


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document whose blocks are the file's paragraphs; ``[]`` for an empty file.

    Raises:
        ReaderError: binary content or invalid UTF-8 (with line and byte).
        OSError: the file cannot be read (:func:`~kagflow.documents.readers.read_documents` locates it).
    """
    builder = Builder()
    for para, line in paragraph_lines(decode_text(path.read_bytes(), file_id)):
        builder.add(para, "text", line=line)
    return builder.documents(file_id, "txt")
