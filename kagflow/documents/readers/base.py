"""The documents' data model and the helpers every reader shares.

A parsed document is one text plus :class:`Block` spans into it (paragraphs, headings, tables),
each with its page range (PDF), its source line range (text, Markdown, a text table's row) and
its section path (the heading outline above it). The text is built by the reader with
:class:`Builder`: block texts joined by ``"\\n\\n"``, so ``text[b.start:b.end]`` is always the
block. A block with a ``line`` keeps the source's line breaks: the ``k``-th ``"\\n"`` inside it
is the end of source line ``line + k``, so an offset in the block maps back to its source line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kagflow.boundary import decode_source_text, text_error_location


@dataclass(frozen=True)
class Block:
    """A contiguous span of the document text."""

    start: int  # character offsets into ParsedDocument.text
    end: int
    kind: str  # "text" | "heading" | "table"
    page: int | None = None  # 1-based page where the block starts (PDF), None otherwise
    page_end: int | None = None  # last page the block covers (PDF), None otherwise
    section: tuple[str, ...] = ()  # heading outline path; a heading's path ends with itself
    line: int | None = None  # 1-based source line where the block starts (text, Markdown, table row)
    line_end: int | None = None  # last source line of the block


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


class Builder:
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
            section: tuple[str, ...] | None = None, line: int | None = None, line_end: int | None = None) -> None:
        """Append a block of ``text`` (stripped; nothing when empty).

        ``line`` is the source line of ``text``'s first character (lines the strip removes move it
        on); ``line_end`` the block's last source line, by default ``line`` plus the line breaks
        of the stripped text, never before the block's first line.
        """
        text = text.replace("\x00", "")
        stripped = text.strip()
        if not stripped:
            return
        if line is not None:
            line += text[: len(text) - len(text.lstrip())].count("\n")
            line_end = max(line, line_end if line_end is not None else line + stripped.count("\n"))
        text = stripped
        if self.parts:
            self.parts.append("\n\n")
            self.length += 2
        start = self.length
        self.parts.append(text)
        self.length += len(text)
        sec = self.section if section is None else section
        self.blocks.append(Block(start, self.length, kind, page, page_end, sec, line, line_end))

    def heading(self, text: str, level: int, page: int | None = None, line: int | None = None,
                line_end: int | None = None) -> None:
        text = " ".join(text.replace("\x00", "").split())
        if not text:
            return
        while self.outline and self.outline[-1][0] >= level:
            self.outline.pop()
        self.outline.append((level, text))
        if self.title is None:
            self.title = text
        self.add(text, "heading", page, page, line=line, line_end=line_end)

    def documents(self, file_id: str, fmt: str, title: str | None = None) -> list[ParsedDocument]:
        if not self.blocks:
            return []
        return [ParsedDocument(file_id, file_id, title or self.title, "".join(self.parts),
                               tuple(self.blocks), fmt)]


_CONTROL = re.compile("[\x00-\x08\x0e-\x1a\x1c-\x1f]")  # the control bytes the binary test counts


def decode_text(data: bytes, file_id: str) -> str:
    """The text of a text or Markdown file with normalised line ends (NUL characters dropped).

    UTF-8, or UTF-16/UTF-32 when the file starts with that byte order mark
    (:func:`kagflow.boundary.decode_source_text`; a UTF-8 mark is dropped too).

    Raises:
        ReaderError: binary content (NUL and control bytes in a file without a UTF-16/32 mark), or
            a byte not valid in the file's encoding (file, line and byte offset).
    """
    failed: UnicodeDecodeError | None = None
    try:
        text, encoding = decode_source_text(data)
    except UnicodeDecodeError as exc:
        text, encoding, failed = "", exc.encoding.lower(), exc
    if encoding.startswith("utf-8") and b"\x00" in data:  # UTF-16/32 text is full of NUL bytes
        control = sum(data.count(bytes([c])) for c in (*range(9), *range(14, 27), *range(28, 32)))
        if control / len(data) > 0.10:
            raise ReaderError(f"{file_id}: binary content (NUL and control bytes), not text")
    elif failed is None and text and len(_CONTROL.findall(text)) / len(text) > 0.10:
        # binary data that happens to start with a UTF-16/32 byte order mark decodes to control characters
        raise ReaderError(f"{file_id}: binary content (control characters after a {encoding.upper()} byte order mark), not text")
    if failed is not None:
        line, what = text_error_location(failed)
        raise ReaderError(f"{file_id}: line {line}: {what}") from failed
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.replace("\x00", "")


_BLANK_LINES = re.compile(r"\n[ \t\f\v]*\n\s*")


def paragraphs(text: str) -> list[str]:
    """The paragraphs of ``text`` (split on blank lines), stripped, empty ones left out."""
    return [p for p, _line in paragraph_lines(text)]


def paragraph_lines(text: str) -> list[tuple[str, int]]:
    """``(paragraph, 1-based line of its first character)`` of each paragraph of ``text``, as
    :func:`paragraphs` splits them; a paragraph keeps its inner line breaks, so its ``k``-th line
    is source line ``line + k``."""
    out: list[tuple[str, int]] = []
    line, counted, start = 1, 0, 0  # newlines counted up to offset ``counted``
    for cut in [*(m.span() for m in _BLANK_LINES.finditer(text)), (len(text), len(text))]:
        piece = text[start:cut[0]]
        stripped = piece.strip()
        if stripped:
            first = start + len(piece) - len(piece.lstrip())
            line += text.count("\n", counted, first)
            counted = first
            out.append((stripped, line))
        start = cut[1]
    return out


