"""Document readers: a source file becomes one or more :class:`ParsedDocument` with structure.

One module per format (:mod:`.text`, :mod:`.markdown`, :mod:`.pdf`, :mod:`.office` for docx/html,
:mod:`.corpus` for JSON passage corpora), each with a ``read(path, file_id)`` function; the
registry :data:`READERS` below pairs each document format declared on the shared floor
(:data:`kagflow.sources.DOCUMENT_SUFFIXES`: names and extensions) with its reader. Adding a format
is one module, one line there and one here. The data model (:class:`Block`, :class:`ParsedDocument`,
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
from kagflow.sources import DOCUMENT_FORMATS, DOCUMENT_SUFFIXES, SOURCE_DOCUMENT_FORMATS, is_corpus_json, is_document_format

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
        reports: ``read`` takes an ``issues`` list for the parts of a file it leaves out (a corpus
            passage without text), each one line naming the file and the place.
    """

    format: str
    suffixes: tuple[str, ...]
    read: Callable[..., list[ParsedDocument]]
    by_content: bool = False
    reports: bool = False


#: Every document format, declared once.
READERS: tuple[Reader, ...] = (
    Reader("txt", DOCUMENT_SUFFIXES["txt"], text.read),
    Reader("md", DOCUMENT_SUFFIXES["md"], markdown.read),
    Reader("pdf", DOCUMENT_SUFFIXES["pdf"], pdf.read),
    Reader("docx", DOCUMENT_SUFFIXES["docx"], office.read_docx),
    Reader("html", DOCUMENT_SUFFIXES["html"], office.read_html),
    Reader("corpus", DOCUMENT_SUFFIXES["corpus"], corpus.read, by_content=True, reports=True),
    Reader("text_table", DOCUMENT_SUFFIXES["text_table"], text_table.read, by_content=True),
)
assert {r.format for r in READERS} == set(DOCUMENT_SUFFIXES), "every declared document format has a reader"

_BY_SUFFIX: dict[str, Reader] = {suffix: reader for reader in READERS for suffix in reader.suffixes}


def document_format(path: Path) -> str | None:
    """The document format for ``path``'s extension, or ``None`` when it is not a document.

    ``.json`` gives ``None``: it is a document corpus only when :func:`is_corpus_json` says so.
    """
    return DOCUMENT_FORMATS.get(Path(path).suffix.lower())


def read_documents(path: Path, file_id: str, issues: list[str] | None = None) -> list[ParsedDocument]:
    """Parse the file at ``path`` (identified as ``file_id``) into documents.

    Args:
        path: the file.
        file_id: its doc_id (path under ``sources/``).
        issues: where the parts of the file left out while the rest is read are reported (a
            corpus passage without text: one line naming the file and the passage).

    Returns:
        one document for a file, one per passage for a JSON corpus, and ``[]`` when the file
        holds no text.

    Raises:
        ReaderError: unreadable input, an unknown extension, a ``.json`` file that is not a
            document corpus.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    reader = _BY_SUFFIX.get(suffix)
    if reader is None:
        raise ReaderError(f"{file_id}: not a document format ({suffix or 'no extension'})")
    try:
        if reader.reports:
            return reader.read(path, file_id, issues=issues)
        return reader.read(path, file_id)
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
