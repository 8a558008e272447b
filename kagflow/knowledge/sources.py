"""Source files: discovery, content hashes and structured records (CSV, JSON, JSON Lines).

Reading never raises on bad content: a file that cannot be decoded or parsed becomes a
:class:`SourceFile` with ``status="error"`` and a reason, and a malformed row becomes a
:class:`RecordIssue`, so one broken file never aborts a build.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path

from kagflow.store.ids import doc_id_for, file_content_hash
from kagflow.documents.readers import DOCUMENT_FORMATS, is_corpus_json, is_document_format

STRUCTURED_FORMATS = {".csv": "csv", ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl"}


@dataclass(frozen=True)
class Record:
    """One structured record: ``values`` maps column name to the cell text (``None`` for JSON null)."""

    record_no: int  # 1-based position among the file's records
    line: int  # 1-based line where the record starts in the file
    values: dict[str, object]


@dataclass(frozen=True)
class RecordIssue:
    """A problem with one record (wrong field count, not an object...): recorded, record skipped."""

    line: int
    message: str


@dataclass
class SourceFile:
    """A file under ``sources/`` with its stable ``doc_id`` and content hash."""

    doc_id: str
    path: Path
    format: str  # csv | json | jsonl | other
    content_hash: str
    size_bytes: int
    status: str = "ok"  # ok | error | unsupported
    error: str | None = None
    records: list[Record] = field(default_factory=list)
    issues: list[RecordIssue] = field(default_factory=list)


def discover_sources(sources_dir: Path) -> list[Path]:
    """All regular files under ``sources_dir``, recursively, sorted, skipping hidden files/folders.

    Returns:
        file paths in a stable order (sorted by relative POSIX path).
    """
    files = []
    for path in sources_dir.rglob("*"):
        rel = path.relative_to(sources_dir)
        if any(part.startswith(".") for part in rel.parts) or not path.is_file():
            continue
        files.append(path)
    return sorted(files, key=lambda p: p.relative_to(sources_dir).as_posix())


def source_format(path: Path) -> str:
    """``csv``/``json``/``jsonl`` (tables), ``txt``/``md``/``pdf``/``docx``/``html`` (documents), else ``other``.

    A ``.json`` file is a table unless its content is a passage corpus; :func:`read_source`
    decides that and reports ``corpus``.
    """
    suffix = path.suffix.lower()
    return STRUCTURED_FORMATS.get(suffix) or DOCUMENT_FORMATS.get(suffix) or "other"


def read_source(path: Path, sources_dir: Path) -> SourceFile:
    """Hash ``path`` and, for a structured format, parse its records.

    Args:
        path: a file inside ``sources_dir``.
        sources_dir: the project's ``sources/`` folder (defines ``doc_id``).

    Returns:
        a :class:`SourceFile`; decoding and parse failures are reported in ``status``/``error``,
        row-level problems in ``issues``.
    """
    fmt = source_format(path)
    source = SourceFile(
        doc_id=doc_id_for(path, sources_dir),
        path=path,
        format=fmt,
        content_hash=file_content_hash(path),
        size_bytes=path.stat().st_size,
    )
    if fmt == "other":
        source.status = "unsupported"
        source.error = (f"no reader for '{path.suffix or path.name}' files (tables: {' '.join(STRUCTURED_FORMATS)}; "
                        f"documents: {' '.join(DOCUMENT_FORMATS)})")
        return source
    if is_document_format(fmt):
        return source  # documents are read and chunked by the parsed_chunks stage
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        source.status = "error"
        source.error = f"not valid UTF-8 at byte {exc.start}: {exc.reason}"
        return source
    try:
        if fmt == "csv":
            _read_csv(text, source)
        elif fmt == "json":
            _read_json(text, source)
        else:
            _read_jsonl(text, source)
    except (csv.Error, json.JSONDecodeError, ValueError) as exc:
        source.status = "error"
        source.error = str(exc)
        source.records.clear()
    return source


def _read_csv(text: str, source: SourceFile) -> None:
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError("empty file: a CSV table needs a header row") from None
    header = [column.strip() for column in header]
    if not any(header):
        raise ValueError("line 1: the header row is empty")
    seen: set[str] = set()
    for column in header:
        if column in seen:
            raise ValueError(f"line 1: duplicate column {column!r} in the header")
        seen.add(column)
    start_line = reader.line_num + 1
    record_no = 0
    rows = iter(reader)
    while True:
        try:
            row = next(rows)
        except StopIteration:
            break
        except csv.Error as exc:  # an unterminated quote and the like: name the line
            raise ValueError(f"line {start_line}: {exc}") from None
        line, start_line = start_line, reader.line_num + 1
        if not row or all(not cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            source.issues.append(RecordIssue(line, f"row has {len(row)} fields, the header has {len(header)}"))
            continue
        record_no += 1
        source.records.append(Record(record_no, line, dict(zip(header, row))))


def _read_json(text: str, source: SourceFile) -> None:
    data = json.loads(text)
    if is_corpus_json(data):
        source.format = "corpus"  # a passage corpus (HotpotQA, MuSiQue, 2Wiki): a document, not a table
        return
    if isinstance(data, dict) and isinstance(data.get("records"), list):
        data = data["records"]
    if not isinstance(data, list):
        raise ValueError("a JSON table must be a list of objects (or {\"records\": [...]})")
    for index, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            source.issues.append(RecordIssue(index, f"record {index} is a {type(item).__name__}, not an object"))
            continue
        source.records.append(Record(index, index, {str(k): _cell(v) for k, v in item.items()}))


def _read_jsonl(text: str, source: SourceFile) -> None:
    record_no = 0
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            source.issues.append(RecordIssue(line_no, f"invalid JSON: {exc.msg}"))
            continue
        if not isinstance(item, dict):
            source.issues.append(RecordIssue(line_no, f"a {type(item).__name__}, not an object"))
            continue
        record_no += 1
        source.records.append(Record(record_no, line_no, {str(k): _cell(v) for k, v in item.items()}))


def _cell(value: object) -> object:
    """JSON values to cell text: lists become the multi-value list itself, scalars strings."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value) if isinstance(value, float) else str(value)
    if isinstance(value, list):
        return [None if v is None else (v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)) for v in value]
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
