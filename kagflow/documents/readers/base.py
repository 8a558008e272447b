"""The documents' data model and the helpers every reader shares.

A parsed document is one text plus :class:`Block` spans into it (paragraphs, headings, tables),
each with its page range (PDF) and its section path (the heading outline above it). The text is
built by the reader with :class:`Builder`: block texts joined by ``"\\n\\n"``, so
``text[b.start:b.end]`` is always the block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


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


def decode_text(data: bytes, file_id: str) -> str:
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


def paragraphs(text: str) -> list[str]:
    return [p for p in (q.strip() for q in _BLANK_LINES.split(text)) if p]


