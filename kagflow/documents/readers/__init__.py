"""Document readers: a source file becomes one or more :class:`ParsedDocument` with structure.

One module per format (:mod:`.text`, :mod:`.markdown`, :mod:`.pdf`, :mod:`.office` for docx/html,
:mod:`.corpus` for JSON passage corpora), each with a ``read(path, file_id)`` function; the
registry :data:`READERS` below is the one list of document formats and their extensions. Adding a
format is one module plus one line there. The data model (:class:`Block`, :class:`ParsedDocument`,
:class:`ReaderError`) lives in :mod:`.base`.

Every unreadable input raises :class:`ReaderError` naming the file (and page or line when known)
and the reason; nothing is swallowed. Empty or whitespace-only documents give ``[]``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kagflow.documents.readers import corpus, markdown, office, pdf, text, text_table
from kagflow.documents.readers.base import Block, ParsedDocument, ReaderError
from kagflow.documents.readers.corpus import is_corpus_json

__all__ = [
    "DOCUMENT_FORMATS",
    "READERS",
    "SOURCE_DOCUMENT_FORMATS",
    "Block",
    "ParsedDocument",
    "Reader",
    "ReaderError",
    "document_format",
    "is_corpus_json",
    "is_document_format",
    "read_documents",
]


@dataclass(frozen=True)
class Reader:
    """One document format.

    Attributes:
        format: the name recorded in ``source_documents.format``.
        suffixes: lower-case file extensions, with the dot.
        read: ``read(path, file_id) -> [ParsedDocument]``; raises :class:`ReaderError` (or
            ``OSError``, which :func:`read_documents` turns into a located ReaderError).
        by_content: the extension is shared with tables (``.json``): the file is a document only
            when its content says so (:func:`is_corpus_json`), so :func:`document_format` does not
            claim the extension.
    """

    format: str
    suffixes: tuple[str, ...]
    read: Callable[[Path, str], list[ParsedDocument]]
    by_content: bool = False


#: Every document format, declared once.
READERS: tuple[Reader, ...] = (
    Reader("txt", (".txt",), text.read),
    Reader("md", (".md", ".markdown"), markdown.read),
    Reader("pdf", (".pdf",), pdf.read),
    Reader("docx", (".docx",), office.read_docx),
    Reader("html", (".html", ".htm"), office.read_html),
    Reader("corpus", (".json",), corpus.read, by_content=True),
    Reader("text_table", (".csv", ".jsonl", ".ndjson"), text_table.read, by_content=True),
)

#: extension -> format of the formats chosen by extension alone (not ``.json``).
DOCUMENT_FORMATS: dict[str, str] = {
    suffix: reader.format for reader in READERS if not reader.by_content for suffix in reader.suffixes
}
#: the ``source_documents.format`` values that are documents (read by the ``parsed_chunks`` stage).
SOURCE_DOCUMENT_FORMATS: tuple[str, ...] = (
    *sorted({r.format for r in READERS if not r.by_content}),
    *(r.format for r in READERS if r.by_content),
)
_BY_SUFFIX: dict[str, Reader] = {suffix: reader for reader in READERS for suffix in reader.suffixes}


def document_format(path: Path) -> str | None:
    """The document format for ``path``'s extension, or ``None`` when it is not a document.

    ``.json`` gives ``None``: it is a document corpus only when :func:`is_corpus_json` says so.
    """
    return DOCUMENT_FORMATS.get(Path(path).suffix.lower())


def is_document_format(fmt: str) -> bool:
    """True for a ``source_documents.format`` handled by the document readers (text, not tables)."""
    return fmt in SOURCE_DOCUMENT_FORMATS


def read_documents(path: Path, file_id: str) -> list[ParsedDocument]:
    """Parse the file at ``path`` (identified as ``file_id``) into documents.

    Returns one document for a file, one per passage for a JSON corpus, and ``[]`` when the file
    holds no text. Raises :class:`ReaderError` on unreadable input, on an unknown extension and
    on a ``.json`` file that is not a document corpus.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    reader = _BY_SUFFIX.get(suffix)
    if reader is None:
        raise ReaderError(f"{file_id}: not a document format ({suffix or 'no extension'})")
    try:
        return reader.read(path, file_id)
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
