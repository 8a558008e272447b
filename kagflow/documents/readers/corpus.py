"""``.json`` passage corpora (HotpotQA, MuSiQue, 2Wiki): one document per passage.

HotpotQA's dict ``title -> [sentences]`` or a list of ``{"title", "text"}`` (or
``"paragraph_text"``) records; each passage is its own document ``f"{file_id}#{title}"`` (a
repeated title gets ``#2``, ``#3``... in order of appearance). Whether a ``.json`` file is a
corpus or a structured table depends on its content: :func:`is_corpus_json` decides (most
entries must be passages). An entry that is not a passage (no text, a text that is not a string,
not an object) is left out and reported, naming the file and the passage; the others are read.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from kagflow.boundary import decode_source_text, text_error_location
from kagflow.documents.readers.base import Block, ParsedDocument, ReaderError
from kagflow.sources import hotpotqa_problem, is_corpus_json, passage_problem, passage_text


def read(path: Path, file_id: str, issues: list[str] | None = None) -> list[ParsedDocument]:
    """One document per passage, in file order (a passage with empty text has no blocks).

    Args:
        path: the ``.json`` file.
        file_id: its doc_id (path under ``sources/``).
        issues: where each entry that is not a passage is reported, one line naming the file, the
            passage's 1-based position and its title (``None``: not reported).

    Returns:
        the documents of the good passages; an untitled one is named by its position in the file.

    Raises:
        ReaderError: unreadable file, a byte not valid in its encoding (UTF-8, or UTF-16/32 with a
            byte order mark: line and byte), invalid JSON (line), or JSON that is
            not a passage corpus.
    """
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ReaderError(f"{file_id}: cannot read file: {exc}") from exc
    try:
        data = json.loads(decode_source_text(raw)[0])
    except UnicodeDecodeError as exc:
        line, what = text_error_location(exc)
        raise ReaderError(f"{file_id}: line {line}: {what}") from exc
    except json.JSONDecodeError as exc:
        raise ReaderError(f"{file_id}: line {exc.lineno}: not valid JSON: {exc.msg}") from exc
    kind = is_corpus_json(data)
    if kind is None:
        raise ReaderError(f"{file_id}: not a document corpus")
    passages = _passages(data, kind, file_id, issues if issues is not None else [])
    docs = []
    used: set[str] = set()
    seen: Counter = Counter()
    for index, title, text in passages:
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


def _passages(data: dict | list, kind: str, file_id: str, issues: list[str]) -> list[tuple[int, str | None, str]]:
    """``(1-based position, title, text)`` of each good passage of a corpus; each bad entry is a
    line in ``issues``."""
    passages = []
    if kind == "hotpotqa":
        for index, (title, sentences) in enumerate(data.items(), start=1):
            problem = hotpotqa_problem(sentences)
            if problem is None:
                passages.append((index, title, " ".join(s.strip() for s in sentences if s.strip())))
            else:
                issues.append(f"{file_id}: passage {index} ({title!r}): {problem}; skipped")
        return passages
    for index, item in enumerate(data, start=1):
        problem = passage_problem(item)
        if problem is None:
            passages.append((index, item.get("title"), passage_text(item)))
            continue
        title = item.get("title") if isinstance(item, dict) and isinstance(item.get("title"), str) else None
        where = f"passage {index} ({title!r})" if title else f"passage {index}"
        issues.append(f"{file_id}: {where}: {problem}; skipped")
    return passages
