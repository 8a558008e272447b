"""Source files, the shared floor under both wings: discovery, formats, content hashes, text
reading (UTF-8, or UTF-16/UTF-32 with a byte order mark: :func:`kagflow.boundary.decode_source_text`)
and structured records (CSV, JSON, JSON Lines).

Reading never raises on bad content: a file that cannot be decoded or parsed becomes a
:class:`SourceFile` with ``status="error"`` and a reason, and a malformed row becomes a
:class:`RecordIssue`, so one broken file never aborts a build.

A table with no ``id`` column but a text column (KAG ships ``Disease.csv`` as ``idx, title,
text, alias``) is a *text table*: its format is ``text_table`` and the document stages read it,
one document per row (:func:`kagflow.documents.readers.text_table.read`), instead of the mapping
refusing it. The document formats and their extensions are declared here (:data:`DOCUMENT_SUFFIXES`);
the document readers' registry pairs each with its reader.
"""

from __future__ import annotations

import csv
import errno
import functools
import io
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from kagflow.boundary import (  # noqa: F401 (re-exported)
    NotUtf8Error, check_utf8_text, decode_source_text, decode_utf8, text_error_location, utf8_error_location,
)
from kagflow.store import warehouse
from kagflow.store.ids import doc_id_for, file_content_hash

if TYPE_CHECKING:
    import pyarrow as pa

#: document format -> its extensions (lower case, with the dot). ``corpus`` and ``text_table`` share
#: their extensions with tables: a file is one of them only when its content says so.
DOCUMENT_SUFFIXES: dict[str, tuple[str, ...]] = {
    "txt": (".txt",),
    "md": (".md", ".markdown"),
    "pdf": (".pdf",),
    "docx": (".docx",),
    "html": (".html", ".htm"),
    "corpus": (".json",),
    "text_table": (".csv", ".jsonl", ".ndjson"),
}
_BY_CONTENT = ("corpus", "text_table")
#: extension -> format of the document formats chosen by extension alone (not ``.json``).
DOCUMENT_FORMATS: dict[str, str] = {
    suffix: fmt for fmt, suffixes in DOCUMENT_SUFFIXES.items() if fmt not in _BY_CONTENT for suffix in suffixes
}
#: the ``source_documents.format`` values that are documents (read by the ``parsed_chunks`` stage).
SOURCE_DOCUMENT_FORMATS: tuple[str, ...] = (
    *sorted(fmt for fmt in DOCUMENT_SUFFIXES if fmt not in _BY_CONTENT), *_BY_CONTENT,
)


def is_document_format(fmt: str) -> bool:
    """True for a ``source_documents.format`` handled by the document readers (text, not tables)."""
    return fmt in SOURCE_DOCUMENT_FORMATS


def is_corpus_json(data: object) -> str | None:
    """Whether parsed JSON is a passage corpus (a document) rather than a structured table.

    Lenient, so that one bad passage does not turn a corpus into a table and lose every passage:
    most (more than half) of the entries must be passages; the reader reports each other one
    (:func:`passage_problem`, :func:`hotpotqa_problem`).

    Args:
        data: the file's parsed JSON.

    Returns:
        ``"hotpotqa"`` for a non-empty dict title -> list of sentence strings, ``"corpus"`` for a
        non-empty list of objects with a string (or missing) ``"title"`` and a string ``"text"``
        (or ``"paragraph_text"``), ``None`` for anything else (a structured table).
    """
    if isinstance(data, dict) and data:
        good = sum(hotpotqa_problem(v) is None for v in data.values())
        return "hotpotqa" if 2 * good > len(data) else None
    if isinstance(data, list) and data:
        good = sum(passage_problem(item) is None for item in data)
        return "corpus" if 2 * good > len(data) else None
    return None


def passage_problem(item: object) -> str | None:
    """Why the entry ``item`` of a list corpus is not a passage (one phrase), or None when it is."""
    if not isinstance(item, dict):
        return f"a {type(item).__name__}, not an object with \"title\" and \"text\""
    if not isinstance(item.get("title"), (str, type(None))):
        return f"its \"title\" is a {type(item['title']).__name__}, not a string"
    if "text" not in item and "paragraph_text" not in item:
        return 'no "text" (or "paragraph_text")'
    text = passage_text(item)
    if not isinstance(text, str):
        key = "text" if "text" in item else "paragraph_text"
        return f"its \"{key}\" is {'null' if text is None else 'a ' + type(text).__name__}, not a string"
    return None


def hotpotqa_problem(sentences: object) -> str | None:
    """Why the value of a HotpotQA corpus entry is not a list of sentence strings, or None when it is."""
    if not isinstance(sentences, list):
        return f"a {type(sentences).__name__}, not a list of sentences"
    bad = next((i for i, s in enumerate(sentences, start=1) if not isinstance(s, str)), None)
    return None if bad is None else f"sentence {bad} is a {type(sentences[bad - 1]).__name__}, not a string"


def passage_text(item: dict) -> object:
    """A corpus passage's text: its ``"text"``, else its ``"paragraph_text"`` (MuSiQue)."""
    return item["text"] if "text" in item else item.get("paragraph_text")


#: Characters Python's ``str.strip()`` removes (``str.isspace``); DuckDB's ``trim(s, chars)`` with
#: this set gives the same text as ``.strip()`` (the set-based mapping and CSV paths use it).
PY_WHITESPACE = "".join(c for c in map(chr, range(0x3001)) if c.isspace())
#: One character of :data:`PY_WHITESPACE`, as an RE2 character class.
WS_CLASS = "[" + "".join(f"\\x{{{ord(c):x}}}" for c in PY_WHITESPACE) + "]"

STRUCTURED_FORMATS = {".csv": "csv", ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl"}

#: Columns that hold a row's text in a text table, and its title (first match, case-insensitive).
TEXT_COLUMNS = ("text", "content", "body", "passage", "paragraph_text", "正文", "内容", "文本")
TITLE_COLUMNS = ("title", "name", "标题", "名称")
#: A table with any of these columns is records (entities, edges or triples), never a text table.
KEY_COLUMNS = ("id", "src", "srcid", "source", "subject", "s", "dst", "dstid", "target", "object", "o")


@dataclass(frozen=True)
class Record:
    """One structured record: ``values`` maps column name to the cell text (``None`` for JSON null,
    a list for a JSON list); a JSON object is its JSON text, and its column is in ``objects``."""

    record_no: int  # 1-based position among the file's records
    line: int  # 1-based line where the record starts in the file
    values: dict[str, object]
    objects: frozenset[str] = frozenset()  # columns whose JSON value is an object (a key must not be one)

    def stored(self) -> str:
        """The record as ``source_records.record`` holds it: JSON, objects nested as they were."""
        values = self.values
        if self.objects:
            values = {k: json.loads(v) if k in self.objects else v for k, v in values.items()}
        return json.dumps(values, ensure_ascii=False)

    @classmethod
    def from_stored(cls, record_no: int, line: int, text: str) -> Record:
        """The record :meth:`stored` wrote as ``text`` (objects back to their JSON text)."""
        values = json.loads(text)
        objects = frozenset(k for k, v in values.items() if isinstance(v, dict)) if text.find("{", 1) >= 0 else frozenset()
        if objects:
            values = {k: _cell(v) if k in objects else v for k, v in values.items()}
        return cls(record_no, line, values, objects)


@dataclass(frozen=True)
class RecordIssue:
    """A problem with one record (wrong field count, not an object...): recorded, record skipped."""

    line: int
    message: str
    code: str = "bad_row"
    skipped: bool = True  # False: the row (or header) was kept, e.g. a renamed duplicate column
    column: str | None = None


@dataclass
class SourceFile:
    """A file under ``sources/`` with its stable ``doc_id`` and content hash."""

    doc_id: str
    path: Path
    format: str  # csv | json | jsonl | other
    content_hash: str
    size_bytes: int
    status: str = "ok"  # ok | error | unsupported | empty (a table without records: skipped)
    error: str | None = None
    records: list[Record] = field(default_factory=list)
    issues: list[RecordIssue] = field(default_factory=list)
    #: a CSV file read by DuckDB (:func:`_load_csv`): its header, and its records as ``source_records``
    #: rows (``record_no``, ``line``, ``record``) in an Arrow table instead of ``records``
    bulk_columns: list[str] = field(default_factory=list)
    bulk: pa.Table | None = None

    @property
    def n_records(self) -> int:
        """How many records the file has, parsed in Python or read by DuckDB."""
        return len(self.records) + (self.bulk.num_rows if self.bulk is not None else 0)


@dataclass(frozen=True)
class SkippedSource:
    """A file under ``sources/`` that the build leaves out, and why (a build warning, never a crash).

    Attributes:
        name: its path under ``sources/``, printable (bytes that are not UTF-8 as ``\\xNN``).
        reason: one sentence.
    """

    name: str
    reason: str


def scan_sources(sources_dir: Path, project_root: Path | None = None) -> tuple[list[Path], list[SkippedSource]]:
    """The files a build reads under ``sources_dir``, and the ones it must leave out.

    Hidden files and folders (a name starting with ``.``) are ignored silently. A symbolic link to
    a regular file inside the project folder is followed and read under the link's own name, once
    per target: a link to a file that is itself a source is left out (the file is read under its
    own name; read twice, every fact of it would be a duplicate), and of several links to one
    file outside ``sources/`` only the first by name is read. Left out, with a reason: a file whose
    name is not valid UTF-8 (its id could not be stored or shown); a symbolic link that dangles or
    loops, whose target lies outside the project folder (a build reads only the project's files)
    or inside one of its hidden folders (``.kagflow``: the build's own output), or is a folder or
    not a regular file (folders behind links are not walked).

    Args:
        sources_dir: the project's ``sources/`` folder.
        project_root: the project folder links may point into; default ``sources_dir``'s parent.

    Returns:
        ``(files sorted by relative POSIX path, skipped files sorted by name)``.
    """
    root = (project_root or sources_dir.parent).resolve()
    files: dict[str, Path] = {}
    links: dict[str, Path] = {}  # name -> resolved target, for the links that may be read
    skipped = []
    for path in sources_dir.rglob("*"):
        rel = path.relative_to(sources_dir)
        if any(part.startswith(".") for part in rel.parts):
            continue
        name = rel.as_posix()
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:  # undecodable bytes of the name, kept as surrogates by the OS layer
            printable = os.fsencode(name).decode("utf-8", "backslashreplace")
            if path.is_file():
                skipped.append(SkippedSource(printable, "the file name is not valid UTF-8; rename the file to include it"))
            continue
        if path.is_symlink():
            reason = _link_problem(path, root)
            if reason:
                skipped.append(SkippedSource(name, reason))
            else:
                links[name] = path.resolve()
            continue
        if path.is_file():
            files[name] = path
    regular = set(files)
    read: dict[Path, str] = {path.resolve(): name for name, path in files.items()}  # target -> the name it is read under
    for name in sorted(links):
        target = links[name]
        if target in read:
            first = read[target]
            what = f"the source {first}" if first in regular else f"the file that the link {first} reads"
            skipped.append(SkippedSource(name, f"a symbolic link to {what}; a file is read once, under one name"))
            continue
        read[target] = name
        files[name] = sources_dir / name
    return [files[name] for name in sorted(files)], sorted(skipped, key=lambda s: s.name)


def _link_problem(link: Path, root: Path) -> str | None:
    """Why the symbolic link ``link`` is not read (one phrase), or None when its target is a
    regular file inside ``root`` (resolved) and outside its hidden folders."""
    try:
        target = link.resolve(strict=True)
    except FileNotFoundError:
        try:
            shown = os.readlink(link)
        except OSError:  # the link itself is gone since the listing
            shown = "a file"
        return f"a symbolic link to {shown}, which does not exist"
    except RuntimeError:  # a loop, before Python 3.13
        return "a symbolic link that loops back on itself"
    except OSError as exc:  # a loop (ELOOP, Python 3.13+), or a folder on the way not readable
        if exc.errno == errno.ELOOP:
            return "a symbolic link that loops back on itself"
        return f"a symbolic link that cannot be followed ({exc.strerror or exc})"
    if not target.is_relative_to(root):
        return f"a symbolic link to {target}, outside the project folder; only the project's own files are read"
    hidden = next((part for part in target.relative_to(root).parts if part.startswith(".")), None)
    if hidden is not None:
        return f"a symbolic link to {target}, inside the project's hidden folder {hidden}"
    if target.is_dir():
        return f"a symbolic link to the folder {target}; links to folders are not followed, link each file"
    if not target.is_file():
        return f"a symbolic link to {target}, which is not a regular file"
    return None


def discover_sources(sources_dir: Path) -> list[Path]:
    """All regular files under ``sources_dir`` that a build reads, sorted (:func:`scan_sources`).

    Returns:
        file paths in a stable order (sorted by relative POSIX path).
    """
    return scan_sources(sources_dir)[0]


def source_format(path: Path) -> str:
    """``csv``/``json``/``jsonl`` (tables), ``txt``/``md``/``pdf``/``docx``/``html`` (documents), else ``other``.

    A ``.json`` file is a table unless its content is a passage corpus; :func:`read_source`
    decides that and reports ``corpus``.
    """
    suffix = path.suffix.lower()
    return STRUCTURED_FORMATS.get(suffix) or DOCUMENT_FORMATS.get(suffix) or "other"


def read_source(path: Path, sources_dir: Path, *, bulk: bool = False, unless_hash: str | None = None) -> SourceFile:
    """Hash ``path`` and, for a structured format, parse its records.

    Args:
        path: a file inside ``sources_dir``.
        sources_dir: the project's ``sources/`` folder (defines ``doc_id``).
        bulk: a plain CSV file is read by DuckDB into ``source.bulk`` (:func:`_load_csv`), the way
            :func:`write_source_rows` stores it, not record by record into ``source.records``.
        unless_hash: a file with this content hash is hashed only, not read (its stored rows stand).

    Returns:
        a :class:`SourceFile`; decoding and parse failures are reported in ``status``/``error``,
        row-level problems in ``issues``.
    """
    fmt = source_format(path)
    try:
        content_hash, size = file_content_hash(path), path.stat().st_size
    except OSError as exc:  # unreadable, or gone since discovery: recorded, retried next build
        return SourceFile(doc_id=doc_id_for(path, sources_dir), path=path, format=fmt, content_hash="",
                          size_bytes=0, status="error", error=f"cannot read file: {exc.strerror or exc}")
    source = SourceFile(
        doc_id=doc_id_for(path, sources_dir),
        path=path,
        format=fmt,
        content_hash=content_hash,
        size_bytes=size,
    )
    if unless_hash is not None and content_hash == unless_hash:
        return source
    if fmt == "other":
        source.status = "unsupported"
        source.error = (f"no reader for '{path.suffix or path.name}' files (tables: {' '.join(STRUCTURED_FORMATS)}; "
                        f"documents: {' '.join(DOCUMENT_FORMATS)})")
        return source
    if is_document_format(fmt):
        return source  # documents are read and chunked by the parsed_chunks stage
    try:
        text, encoding = decode_source_text(path.read_bytes())
    except OSError as exc:
        source.status = "error"
        source.error = f"cannot read file: {exc.strerror or exc}"
        return source
    except UnicodeDecodeError as exc:
        source.status = "error"
        if exc.encoding.lower().startswith("utf-8"):
            source.error = utf8_error_location(exc)
        else:
            line, what = text_error_location(exc)
            source.error = f"line {line}: {what}, though the file starts with that encoding's byte order mark; save it again"
        return source
    try:
        if fmt == "csv":
            # DuckDB reads UTF-8 only: a UTF-16/32 file is read by the csv module from its decoded text
            if not (bulk and encoding == "utf-8" and _load_csv(path, text, source)):
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
    if not source.n_records and source.format != "corpus":
        # nothing to map (a header and no rows, or no valid line): skipped with a warning, not an abort
        skipped = sum(1 for issue in source.issues if issue.skipped)
        what = f"no valid record ({skipped} skipped, see above)" if skipped else "no records (a header or an empty list only)"
        source.status = "empty"
        source.issues.append(RecordIssue(1, f"{what}; the file is skipped", code="empty_table", skipped=False))
        return source
    if fmt in ("csv", "jsonl") and text_column(source.bulk_columns or columns_of(source.records)) is not None:
        source.format = "text_table"
    return source


def write_source_rows(con, source: SourceFile, path: str) -> None:
    """Insert ``source``'s ``source_documents`` row and its ``source_records`` rows (each record's
    values as JSON text), as the ``source_documents`` stage stores a file.

    Args:
        con: a DuckDB connection to the knowledge store (inside the caller's transaction).
        source: the file as :func:`read_source` read it.
        path: the ``path`` column (the stage writes the path relative to the project folder).
    """
    warehouse.insert_rows(
        con, "source_documents", ("doc_id", "path", "format", "content_hash", "size_bytes", "n_records", "status", "error"),
        [(source.doc_id, path, source.format, source.content_hash, source.size_bytes, source.n_records, source.status, source.error)],
    )
    warehouse.insert_rows(
        con, "source_records", ("doc_id", "record_no", "line", "record"),
        [(source.doc_id, r.record_no, r.line, r.stored()) for r in source.records],
    )
    if source.bulk is not None:
        import pyarrow as pa

        bulk = source.bulk
        warehouse.insert_arrow(con, "source_records", bulk.append_column("doc_id", pa.array([source.doc_id] * bulk.num_rows)))


def read_utf8(path: Path) -> str:
    """The text of ``path`` decoded as UTF-8 (a BOM dropped).

    Raises:
        NotUtf8Error: with file, line and column of the first byte that is not UTF-8.
        OSError: the file cannot be read.
    """
    return decode_utf8(path.read_bytes(), str(path))


def columns_of(records: list[Record]) -> list[str]:
    """The column names of ``records`` in first-seen order (the first 50 records are enough)."""
    columns: dict[str, None] = {}
    for record in records[:50]:
        columns.update(dict.fromkeys(record.values))
    return list(columns)


def first_column(columns: list[str], wanted: tuple[str, ...]) -> str | None:
    """The first of ``wanted`` (lower case) found in ``columns``, case-insensitively, as spelled there."""
    lowered = {c.lower(): c for c in reversed(columns)}
    return next((lowered[w] for w in wanted if w in lowered), None)


def text_column(columns: list[str]) -> str | None:
    """The text column of a text table: ``columns`` has one of :data:`TEXT_COLUMNS` and none of
    :data:`KEY_COLUMNS` (case-insensitive); None when the table holds records."""
    if first_column(columns, KEY_COLUMNS) is not None:
        return None
    return first_column(columns, TEXT_COLUMNS)


def _read_csv(text: str, source: SourceFile) -> None:
    """Parse CSV ``text`` into ``source.records``, keeping every good row.

    A row the csv module cannot read (an unterminated quote, a cell over ``csv.field_size_limit``,
    text after a closing quote) costs only its first line: it becomes a located issue and reading
    resumes on the next line. A row whose quoted field swallowed line ends and then has the wrong
    number of fields is read the same way (the usual sign of one stray quote). Raises ValueError
    only when there is no header to read.
    """
    lines = io.StringIO(text, newline="").readlines()  # physical lines, as the csv module counts them
    reader = csv.reader(iter(lines), strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError("empty file: a CSV table needs a header row") from None
    except csv.Error as exc:
        raise ValueError(f"line 1: the header row cannot be read: {exc}") from None
    header = [column.strip() for column in header]
    if "\x00" in "".join(header):
        header = [column.strip() for column in _without_nul(header, header, 1, source)]
    if not any(header):
        raise ValueError("line 1: the header row is empty")
    seen: set[str] = set(header)
    first: set[str] = set()
    for index, column in enumerate(header):
        if column not in first:
            first.add(column)
            continue
        n = 2
        while f"{column}_{n}" in seen:
            n += 1
        header[index] = f"{column}_{n}"
        seen.add(header[index])
        source.issues.append(RecordIssue(
            1, f"column {index + 1}: duplicate column {column!r} in the header; this one is renamed {header[index]!r}",
            code="duplicate_column", skipped=False, column=column))
    base = 0  # lines before the current reader's first line (it has read the header itself)
    record_no = 0

    def resume_after(line: int) -> csv.reader:
        nonlocal base
        base = line
        return csv.reader(iter(lines[line:]), strict=True)

    while True:
        line = base + reader.line_num + 1  # the line the next row starts on
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            reason = "a quoted field is never closed (an unterminated quote)" if "end of data" in str(exc) else str(exc)
            source.issues.append(RecordIssue(line, f"unreadable row: {reason}; reading resumes on line {line + 1}", code="bad_csv_row"))
            reader = resume_after(line)
            continue
        end = base + reader.line_num
        if not row or all(not cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            if end > line:  # a quoted field ran over line ends and the count is off: a stray quote
                source.issues.append(RecordIssue(
                    line, f"a quoted field runs from line {line} to line {end} and the row has {len(row)} fields, "
                          f"the header has {len(header)} (an unterminated quote?); reading resumes on line {line + 1}",
                    code="bad_csv_row"))
                reader = resume_after(line)
                continue
            source.issues.append(RecordIssue(line, f"row has {len(row)} fields, the header has {len(header)}"))
            continue
        record_no += 1
        if "\x00" in "".join(row):
            row = _without_nul(row, header, line, source)
        source.records.append(Record(record_no, line, dict(zip(header, row))))


def _without_nul(row: list[str], header: list[str], line: int, source: SourceFile) -> list[str]:
    """``row`` with the NUL characters removed from its cells (a database export's padding; DuckDB,
    JSON and the terminal mishandle them), each cell that held some a ``bad_value`` warning naming
    the line and column. The row is kept."""
    cleaned = []
    for column, cell in zip(header, row):
        if "\x00" in cell:
            n = cell.count("\x00")
            source.issues.append(RecordIssue(
                line, f"column {column!r}: {n} NUL character{'s' if n > 1 else ''} removed from the cell", code="bad_value",
                skipped=False, column=column))
            cell = cell.replace("\x00", "")
        cleaned.append(cell)
    return cleaned


#: Whitespace beside a quote: DuckDB's reader skips it around a quoted field, the csv module keeps it
#: (or refuses the row), so such a file is read by the csv module.
_SPACE_BY_QUOTE = re.compile(r'[^\S\r\n]"|"[^\S\r\n]')
#: Control characters ``json.dumps`` writes as ``\uXXXX`` or that would end a line (tab is escaped in SQL).
_CONTROL = "[\\x00-\\x08\\x0a-\\x1f]"


@functools.lru_cache(maxsize=1)
def _scratch_database():
    """One in-memory DuckDB database per process for :func:`_load_csv` to read CSV files in: each
    call takes a connection of its own (``cursor()``, its tables ``TEMP``, gone when it closes)
    instead of opening a database (~7 ms of CPU each)."""
    import duckdb

    return duckdb.connect()


def _load_csv(path: Path, text: str, source: SourceFile) -> bool:
    """Read the CSV file ``path`` (decoded as ``text``) with DuckDB into ``source.bulk`` when DuckDB
    and the csv module give the same records, one per line after the header; else read nothing.

    The set-based path for the common file: a one-line header of distinct names, no NUL, no lone
    carriage return, no whitespace beside a quote, and then (checked on what DuckDB read) as many
    rows as lines after the header, no cell with a control character other than tab, no row of
    blanks, no row with more or fewer fields than the header and no row near the csv module's
    field size limit. Every other file (and any file DuckDB refuses: text after a closing quote) is
    read by :func:`_read_csv`, which says where each problem is. DuckDB runs on a connection of its
    own: a refused file never aborts the caller's transaction.

    Returns:
        True when the records were read (``source.bulk_columns`` and ``source.bulk`` set).
    """
    end = text.find("\n")
    if end < 0 or "\x00" in text or text.count("\r") != text.count("\r\n") or _SPACE_BY_QUOTE.search(text):
        return False
    try:
        header = [column.strip() for column in next(csv.reader([text[:end + 1]], strict=True))]
    except (csv.Error, StopIteration):
        return False
    if not any(header) or len(set(header)) != len(header):
        return False
    import duckdb

    cells = [f"c{i}" for i in range(len(header))]
    # one column more than the header, NULL where a row has no such field (a cell is never NULL: no
    # NUL in the text): DuckDB would drop empty fields past the last column, the csv module refuses the row
    columns = "{" + ", ".join(f"'{c}': 'VARCHAR'" for c in [*cells, "extra"]) + "}"
    con = _scratch_database().cursor()  # a connection of its own to the process's scratch database
    try:
        con.execute("CREATE TEMP TABLE cells AS SELECT * FROM read_csv($path, header = false, skip = 1, delim = ',', quote = '\"', "
                    f"escape = '\"', columns = {columns}, auto_detect = false, strict_mode = true, null_padding = true, "
                    "nullstr = chr(0))", {"path": str(path)})
        row = f"concat({', '.join(cells)})"
        n, odd = con.execute(
            f"SELECT count(*), coalesce(bool_or(extra IS NOT NULL OR {cells[-1]} IS NULL OR regexp_matches({row}, $control) "
            f"OR NOT regexp_matches({row}, $not_blank) OR length({row}) >= $limit), false) FROM cells",
            {"control": _CONTROL, "not_blank": "[^" + WS_CLASS[1:], "limit": csv.field_size_limit()}).fetchone()
        if odd or n == 0 or n != text.count("\n") + (not text.endswith("\n")) - 1:
            return False
        source.bulk_columns, source.bulk = header, _stored_records(con, header)
        return True
    except duckdb.Error:
        return False
    finally:
        con.close()


def _stored_records(con, header: list[str]) -> pa.Table:
    """The ``source_records`` rows (``record_no``, ``line``, ``record``) of the table ``cells`` that
    :func:`_load_csv` read, one record a line after the header, each record's JSON text built in
    SQL as :meth:`Record.stored` writes it (``json.dumps``: keys in header order, ``", "`` and
    ``": "`` between them, quote, backslash and tab escaped)."""
    def escaped(cell: str) -> str:
        return f"replace(replace(replace({cell}, '\\', '\\\\'), '\"', '\\\"'), chr(9), '\\t')"

    keys = [json.dumps(column, ensure_ascii=False) for column in header]
    parts = {f"k{i}": ("{" if i == 0 else '", ') + key + ': "' for i, key in enumerate(keys)}
    record = " || ".join(f"$k{i} || {escaped(f'c{i}')}" for i in range(len(keys))) + " || '\"}'"
    from kagflow.store.adjacency import arrow_of

    return arrow_of(con.execute(f"SELECT CAST(rowid + 1 AS INTEGER) AS record_no, CAST(rowid + 2 AS INTEGER) AS line, "
                                f"{record} AS record FROM cells ORDER BY rowid", parts))


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
        source.records.append(_json_record(index, index, item))


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
        source.records.append(_json_record(record_no, line_no, item))


def _json_record(record_no: int, line: int, item: dict) -> Record:
    objects = frozenset(str(k) for k, v in item.items() if isinstance(v, dict))
    return Record(record_no, line, {str(k): _cell(v) for k, v in item.items()}, objects)


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
