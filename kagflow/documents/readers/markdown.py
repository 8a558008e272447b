"""``.md``: ATX (``#``..``######``) and setext headings set the section path (outline stack);
fenced code is one text block whatever it contains; pipe tables are table blocks; YAML front
matter is one text block.
"""

from __future__ import annotations

import re
from pathlib import Path

from kagflow.documents.readers.base import Builder, ParsedDocument, decode_text


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document with heading, text and table blocks; ``[]`` for an empty file.

    Raises:
        ReaderError: binary content or invalid UTF-8 (with line and byte).
        OSError: the file cannot be read.
    """
    builder = Builder()
    parse_markdown(decode_text(path.read_bytes(), file_id), builder)
    return builder.documents(file_id, "md")


_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def parse_markdown(text: str, b: Builder) -> None:
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


