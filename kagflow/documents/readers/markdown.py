"""``.md``: CommonMark (plus GitHub pipe tables) parsed with markdown-it-py, reduced to plain text.

The parse, not a line scanner, decides what is a heading, a paragraph, code or a table, so the
rules are CommonMark's (ATX and setext headings, fences, lists, block quotes, lazy lines, link
reference definitions). Each block's source lines come from its token's ``map``.

- **Headings** set the section path (outline stack by level).
- **Paragraphs** (in lists and block quotes too) keep their words: a link keeps its text and
  loses its URL, emphasis and code spans lose their markers, images and inline HTML tags are
  dropped, an autolink (``<https://...>``) and a bare URL are dropped. So no entity found in the
  text holds Markdown syntax or a URL. Soft and hard line breaks stay line breaks, so a block's
  lines are the source's lines (approximate only after a code span or tag that spans lines).
- **Code** (fenced or indented) is kept as one text block of its content, without the fence
  lines: commands and settings are what a reader searches for.
- **Tables** become table blocks of ``| a | b |`` rows, one per source line, under a rule line,
  cells reduced as paragraphs are (the splitter repeats the header row in a table it must cut).
- **HTML blocks** keep their text without tags (a README's centred title, say).
- **YAML front matter** (``---`` ... ``---`` on the first lines) is one text block.
- Link reference definitions and thematic breaks give no text.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token

from kagflow.documents.readers.base import Builder, ParsedDocument, decode_text

_PARSER = MarkdownIt("commonmark").enable("table")
_URL = re.compile(r"(?:\b(?:https?|ftp)://|\bwww\.)[^\s<>\"'`]*[^\s<>\"'`.,;:!?)\]}]")
_SPACES = re.compile(r"[ \t]{2,}")


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document with heading, text and table blocks; ``[]`` for an empty file.

    Raises:
        ReaderError: binary content or invalid UTF-8 (with line and byte).
        OSError: the file cannot be read.
    """
    builder = Builder()
    parse_markdown(decode_text(path.read_bytes(), file_id), builder)
    return builder.documents(file_id, "md")


def parse_markdown(text: str, b: Builder) -> None:
    """Add the blocks of the Markdown ``text`` to ``b`` (see the module docstring), each with its
    1-based source line range."""
    lines = text.split("\n")
    if lines and lines[0].strip() == "---":  # YAML front matter: one text block, never a setext heading
        for j in range(1, len(lines)):
            if lines[j].strip() in ("---", "..."):
                b.add("\n".join(lines[: j + 1]), "text", line=1, line_end=j + 1)
                text = "\n" * j + "\n" + "\n".join(lines[j + 1:])  # blank lines in its place keep the numbering
                break
    tokens = _PARSER.parse(text)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        first, last = (token.map[0] + 1, token.map[1]) if token.map else (None, None)
        if token.type == "heading_open":
            b.heading(inline_text(tokens[i + 1]), int(token.tag[1:]), line=first, line_end=last)
            i += 3
            continue
        if token.type == "paragraph_open":
            b.add(inline_text(tokens[i + 1]), "text", line=first, line_end=last)
            i += 3
            continue
        if token.type in ("fence", "code_block"):
            # a fence's content starts on the line after the opening fence
            start = first + 1 if token.type == "fence" and first is not None else first
            b.add(token.content, "text", line=start)  # its last line: from its text, not the closing fence
        elif token.type == "html_block":
            b.add(_html_text(token.content), "text", line=first)
        elif token.type == "table_open":
            i = _table(tokens, i, b)
            continue
        i += 1


def inline_text(token: Token) -> str:
    """The plain text of an ``inline`` token: link text without its URL, no emphasis or code
    markers, no images, inline HTML or URLs; line breaks kept as ``"\\n"``."""
    parts: list[str] = []
    autolink = False
    for child in token.children or ():
        kind = child.type
        if kind == "link_open":
            autolink = child.markup == "autolink"
        elif kind == "link_close":
            autolink = False
        elif kind in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif kind in ("text", "text_special", "code_inline") and not autolink:
            parts.append(child.content)
        elif kind == "html_inline":
            parts.append("\n" * child.content.count("\n"))  # the tag goes, its line breaks stay
    text = _URL.sub("", "".join(parts))
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n"))


def _table(tokens: list[Token], i: int, b: Builder) -> int:
    """Add the table starting at ``tokens[i]`` (``table_open``) as one table block: its header
    row, a rule line and its body rows, each on its source line; returns the index after it."""
    table = tokens[i]
    first = table.map[0] if table.map else 0
    rows: dict[int, list[str]] = {}
    row_line = first
    j = i + 1
    while j < len(tokens) and tokens[j].type != "table_close":
        token = tokens[j]
        if token.type == "tr_open":
            row_line = token.map[0] if token.map else row_line + 1
            rows[row_line] = []
        elif token.type == "inline":
            rows.setdefault(row_line, []).append(" ".join(inline_text(token).split()))
        j += 1
    if rows:
        width = max(len(cells) for cells in rows.values())
        rows.setdefault(first + 1, ["---"] * width)  # the delimiter row under the header
        last = max(rows)
        lines = ["| " + " | ".join(rows[n]) + " |" if n in rows else "" for n in range(first, last + 1)]
        b.add("\n".join(lines), "table", line=first + 1, line_end=last + 1)
    return j + 1


class _TextOnly(HTMLParser):
    """The text of an HTML fragment, tags dropped, entities decoded, line breaks kept."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.parts.append("\n" * (self.get_starttag_text() or "").count("\n"))

    def handle_comment(self, data: str) -> None:
        self.parts.append("\n" * data.count("\n"))


def _html_text(fragment: str) -> str:
    parser = _TextOnly()
    parser.feed(fragment)
    parser.close()
    text = _URL.sub("", "".join(parser.parts))
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n"))
