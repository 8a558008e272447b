"""``.json`` passage corpora (HotpotQA, MuSiQue, 2Wiki): one document per passage.

HotpotQA's dict ``title -> [sentences]`` or a list of ``{"title", "text"}`` (or
``"paragraph_text"``) records; each passage is its own document ``f"{file_id}#{title}"`` (a
repeated title gets ``#2``, ``#3``... in order of appearance). Whether a ``.json`` file is a
corpus or a structured table depends on its content: :func:`is_corpus_json` decides.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from kagflow.documents.readers.base import Block, ParsedDocument, ReaderError
from kagflow.sources import is_corpus_json, passage_text


def read(path: Path, file_id: str) -> list[ParsedDocument]:
    """One document per passage, in file order (a passage without text has no blocks).

    Raises:
        ReaderError: unreadable file, invalid UTF-8 (byte), invalid JSON (line), or JSON that is
            not a passage corpus.
    """
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
        passages = [(item.get("title"), passage_text(item)) for item in data]
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
