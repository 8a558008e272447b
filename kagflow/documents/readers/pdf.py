"""``.pdf`` through pdfplumber.

Tables (``page.find_tables()``) become table blocks rendered as rows (cells joined by ``" | "``,
rows by ``"\\n"``, header row first) and their area is removed from the page text. A table
continued on the next page (the next page begins with a table of the same column count near the
top) is merged, a repeated header row dropped. A paragraph cut by a page break (the last line does
not end with ``. ! ? :`` and the next page begins with text) is joined. Headings are short lines in
a larger font than the body, or wholly bold; their font size ranks the outline level. The section
stack runs across pages, so a heading at the foot of a page heads the text on the next one. Lines
in the top/bottom margin that are a bare page number, or that repeat (digits ignored) on more than
half the pages, are running headers and footers and are dropped.

Words keep their spaces: pdfplumber joins two glyphs into one word when the gap between them is
under ``x_tolerance`` (3 pt by default, whatever the font size). PDFs that place each word on its
own (LaTeX output, tight justification) and leave gaps of 2-2.5 pt in small type came out as
"Thisisversion0.21of...". The gap that separates words scales with the type size, so kagflow uses
pdfplumber's size-relative tolerance ``x_tolerance_ratio`` (:data:`X_TOLERANCE_RATIO` times the
glyph's size) for text lines and table cells; space glyphs split words as before.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from kagflow.documents.readers.base import Builder, ParsedDocument, ReaderError


_SENTENCE_END = (".", "!", "?", ":", "。", "！", "？", "：")
_CLOSERS = "\"'”’)]»"
# pdfplumber's word gap tolerance as a share of the font size (1.35 pt at 9 pt, 1.65 pt at 11 pt):
# under a word space (about 0.25 em, 0.2 em when justified tightly), above kerning and tracking.
X_TOLERANCE_RATIO = 0.15
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


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document with page-ranged text, heading and table blocks; ``[]`` for a PDF without text.

    Raises:
        ReaderError: a corrupt, encrypted or empty PDF, or a page pdfminer cannot parse (with page).
    """
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
    b = Builder()
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
        rows = [[" ".join((cell or "").split()) for cell in row] for row in table.extract(x_tolerance_ratio=X_TOLERANCE_RATIO)]
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
    for raw in text_page.extract_text_lines(return_chars=True, strip=True, x_tolerance_ratio=X_TOLERANCE_RATIO):
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


