"""The ``parsed_chunks`` stage without Dagster: read and split the source files that changed.

Per source file, incremental (:mod:`kagflow.incremental`): a file whose content and splitter
settings are unchanged since its last parse is skipped; a changed file replaces exactly its own
``documents`` and ``chunks`` rows; an unreadable one is recorded in ``build_issues`` (no stage
state, so the next build tries again); files no longer readable documents are retracted.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from kagflow.documents.readers import SOURCE_DOCUMENT_FORMATS, ReaderError, read_documents
from kagflow.documents.splitter import split_document
from kagflow.store.file_state import files_to_process, forget_later_stages, retract_files
from kagflow.store import warehouse
from kagflow.store.ids import chunk_id_for, text_hash

STAGE = "parsed_chunks"
TABLES = ("documents", "chunks")
DOCUMENT_COLUMNS = ("doc_id", "file_id", "title", "format", "text", "n_chunks")
CHUNK_COLUMNS = ("chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset", "page", "page_end",
                 "section", "title", "line_start", "line_end", "chunk_hash")
_ISSUE_COLUMNS = ("stage", "severity", "code", "message", "doc_id")


@dataclass(frozen=True)
class ParseRun:
    """What :func:`parse_files` did."""

    files_parsed: int
    files_unchanged: int
    files_failed: int
    files_retracted: int
    new_documents: int
    new_chunks: int


def parse_files(
    con: duckdb.DuckDBPyConnection,
    sources_dir: Path,
    file_ids: Sequence[str],
    settings: dict,
    log: Callable[[str], None] | None = None,
    parsed: Mapping[str, ParsedFile] | None = None,
) -> ParseRun:
    """Read and split the dirty files among ``file_ids`` into ``documents`` and ``chunks``.

    Args:
        con: the knowledge store, inside the caller's transaction.
        sources_dir: the project's ``sources/`` folder (file ids are paths under it).
        file_ids: the source files to consider (a run's partition keys).
        settings: the splitter settings (``max_tokens``, ``overlap_tokens``), as
            :func:`kagflow.incremental.stage_settings` gives them.
        log: progress lines.
        parsed: files already read and split by document shards (:func:`read_parts` of the
            parts :func:`parse_shard` wrote, possibly in other processes); a dirty file missing
            from it is parsed here. The rows are written in ``file_ids`` order either way, so the
            tables do not depend on how the work was sharded.

    Returns:
        a :class:`ParseRun`. Chunk ids are :func:`kagflow.store.ids.chunk_id_for` ``(doc_id, text,
        occurrence of that text in the document)``; ``chunk_hash`` is
        :func:`kagflow.store.ids.text_hash` of the text alone. A file whose chunks come out
        different from the stored ones (a new chunking version on an unchanged file) loses the
        stage state of the later per-file stages, so its mentions are extracted again.
    """
    todo, stale, unchanged = files_to_process(con, STAGE, list(file_ids), settings, SOURCE_DOCUMENT_FORMATS)
    retract_files(con, TABLES, STAGE, stale)
    # a file that never parsed has no stage state, so it is never stale: its warning goes with the file
    gone = [d for (d,) in con.execute("SELECT DISTINCT doc_id FROM build_issues WHERE stage = ? AND doc_id IS NOT NULL",
                                       [STAGE]).fetchall() if not (sources_dir / d).is_file()]
    for file_id in gone:
        con.execute("DELETE FROM build_issues WHERE stage = ? AND doc_id = ?", [STAGE, file_id])
    n_docs = n_chunks = failed = 0
    parsed = parsed or {}
    for index, (file_id, state) in enumerate(todo, start=1):
        result = parsed.get(file_id) or parse_one(sources_dir, file_id, settings["max_tokens"], settings["overlap_tokens"],
                                                           settings.get("max_document_bytes"))
        before = {c for (c,) in con.execute("SELECT chunk_id FROM chunks WHERE file_id = ?", [file_id]).fetchall()}
        if before != {row[0] for row in result.chunks}:  # other chunks (new rules, same file): NER reads them again
            forget_later_stages(con, STAGE, [file_id])
        retract_files(con, TABLES, STAGE, [file_id])
        con.execute("DELETE FROM build_issues WHERE stage = ? AND doc_id = ?", [STAGE, file_id])
        if result.error is not None:
            failed += 1
            warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS, [(STAGE, "warning", "unreadable_document", result.error, file_id)])
            continue
        if not result.documents:
            warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS, [(STAGE, "info", "empty_document", f"{file_id}: no text", file_id)])
        warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS,
                              [(STAGE, "warning", "bad_passage", message, file_id) for message in result.warnings])
        warehouse.insert_rows(con, "documents", DOCUMENT_COLUMNS, result.documents)
        warehouse.insert_rows(con, "chunks", CHUNK_COLUMNS, result.chunks)
        con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [STAGE, file_id, state])
        n_docs += len(result.documents)
        n_chunks += len(result.chunks)
        if log is not None and index % max(1, len(todo) // 10) == 0:
            log(f"parsed {index}/{len(todo)} files ({n_chunks} chunks)")
    return ParseRun(len(todo), unchanged, failed, len(stale), n_docs, n_chunks)


def plan_shards(con: duckdb.DuckDBPyConnection, sources_dir: Path, file_ids: Sequence[str], settings: dict, shards: int) -> list[list[str]]:
    """The dirty files among ``file_ids`` (those :func:`parse_files` would parse), cut into at most
    ``shards`` lists of similar total size on disk (longest-processing-time-first greedy: the
    largest file goes to the lightest shard). Always at least one list, possibly empty.

    Args:
        con: the knowledge store (read only here).
        sources_dir, file_ids, settings: as for :func:`parse_files`.
        shards: how many lists at most (1 or more).
    """
    todo, _stale, _unchanged = files_to_process(con, STAGE, list(file_ids), settings, SOURCE_DOCUMENT_FORMATS)
    return split_by_size(sources_dir, [file_id for file_id, _ in todo], shards)


def split_by_size(sources_dir: Path, file_ids: Sequence[str], shards: int) -> list[list[str]]:
    """``file_ids`` cut into at most ``shards`` lists of similar total size on disk (the largest
    file to the lightest list; a file that cannot be stat'ed counts as empty). At least one list."""
    def size(file_id: str) -> int:
        try:
            return (sources_dir / file_id).stat().st_size
        except OSError:
            return 0

    lists: list[list[str]] = [[] for _ in range(max(1, min(shards, len(file_ids))))]
    loads = [0] * len(lists)
    for file_id in sorted(file_ids, key=lambda f: (-size(f), f)):
        lightest = loads.index(min(loads))
        lists[lightest].append(file_id)
        loads[lightest] += size(file_id) + 1
    return lists


def parse_shard(sources_dir: Path, file_ids: Sequence[str], settings: dict, out_dir: Path) -> int:
    """Read and split ``file_ids`` (:func:`parse_one`) and write them as one part of the tables,
    touching no database: ``out_dir/documents.parquet`` and ``out_dir/chunks.parquet`` (the
    columns of :data:`DOCUMENT_COLUMNS`, :data:`CHUNK_COLUMNS`) and ``out_dir/failures.parquet``
    (``file_id``, ``error``) for files that could not be read, and ``out_dir/files.json`` (the
    file ids given, an empty file included). A Dagster step in its own process
    (the build's document shards) runs this; :func:`read_parts` reads the parts back.

    Returns:
        the number of chunks written.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    documents, chunks, failures, warnings = [], [], [], []
    for file_id in file_ids:
        result = parse_one(sources_dir, file_id, settings["max_tokens"], settings["overlap_tokens"],
                                                           settings.get("max_document_bytes"))
        if result.error is not None:
            failures.append((file_id, result.error))
        documents += result.documents
        chunks += result.chunks
        warnings += [(file_id, message) for message in result.warnings]
    for name, columns, rows in (("documents", DOCUMENT_COLUMNS, documents), ("chunks", CHUNK_COLUMNS, chunks),
                                ("failures", ("file_id", "error"), failures), ("warnings", ("file_id", "error"), warnings)):
        _write_part(out_dir / f"{name}.parquet", _PART_SCHEMAS[name], columns, rows)
    (out_dir / "files.json").write_text(json.dumps(list(file_ids)), encoding="utf-8")
    return len(chunks)


def read_parts(part_dirs: Iterable[Path]) -> dict[str, ParsedFile]:
    """The files of the parts :func:`parse_shard` wrote, by file id (a file id is in one part).

    Raises:
        ValueError: a file id appears in two parts (the shards overlapped).
    """
    found: dict[str, ParsedFile] = {}
    for part in part_dirs:
        documents = _group(pq.read_table(part / "documents.parquet"), DOCUMENT_COLUMNS)
        chunks = _group(pq.read_table(part / "chunks.parquet"), CHUNK_COLUMNS)
        failures = dict(_group(pq.read_table(part / "failures.parquet"), ("file_id", "error")))
        warned = part / "warnings.parquet"  # absent from a part written by an older kagflow (a cluster worker)
        warnings = dict(_group(pq.read_table(warned), ("file_id", "error"))) if warned.exists() else {}
        for file_id in {*documents, *chunks, *failures} | set(_listed(part)):
            if file_id in found:
                raise ValueError(f"{part}: {file_id} is in two document shards")
            error = failures.get(file_id)
            found[file_id] = ParsedFile(error=error[0][1]) if error else ParsedFile(
                documents.get(file_id, []), chunks.get(file_id, []), warnings=[row[1] for row in warnings.get(file_id, [])])
    return found


@dataclass(frozen=True)
class ParsedFile:
    """One source file read and split (:func:`parse_one`): its rows, or why it could not be read.

    Attributes:
        documents: ``documents`` rows in :data:`DOCUMENT_COLUMNS` order.
        chunks: ``chunks`` rows in :data:`CHUNK_COLUMNS` order.
        error: the one-line reason the file is unreadable (then no rows), else None.
        warnings: one line per part of the file left out while the rest was read (a corpus
            passage without text), naming the file and the place.
    """

    documents: list[tuple] = field(default_factory=list)
    chunks: list[tuple] = field(default_factory=list)
    error: str | None = None
    warnings: list[str] = field(default_factory=list)


def parse_one(sources_dir: Path, file_id: str, max_tokens: int, overlap_tokens: int,
              max_bytes: int | None = None) -> ParsedFile:
    """Read and split one source file, touching no database (a worker process may run it).

    Args:
        max_bytes: a larger file is not read (``limits.max_document_bytes``): a read file
            costs memory a few times its size (its text, its blocks, its chunks and their rows;
            the split itself holds only a window of tokens), and its later stages time in
            proportion to its chunks.

    Returns:
        a :class:`ParsedFile`; a :class:`~kagflow.documents.readers.ReaderError` or ``OSError``
        becomes its ``error``, as does a file over ``max_bytes`` (other exceptions propagate).
    """
    try:
        size = (sources_dir / file_id).stat().st_size
        if max_bytes is not None and size > max_bytes:
            return ParsedFile(error=f"{file_id}: {size:,} bytes, more than limits.max_document_bytes ({max_bytes:,}) "
                                    "in kagflow.yaml; skipped (split the document, or raise the limit)")
        warnings: list[str] = []
        documents = read_documents(sources_dir / file_id, file_id, issues=warnings)
    except (ReaderError, OSError) as exc:
        return ParsedFile(error=str(exc) if str(exc).startswith(file_id) else f"{file_id}: {exc}")
    doc_rows, chunk_rows = [], []
    for document in documents:
        chunks = split_document(document, max_tokens, overlap_tokens)
        doc_rows.append((document.doc_id, file_id, document.title, document.format, document.text, len(chunks)))
        seen: dict[str, int] = {}
        for chunk in chunks:
            seen[chunk.text] = seen.get(chunk.text, 0) + 1
            chunk_rows.append((chunk_id_for(document.doc_id, chunk.text, seen[chunk.text]), document.doc_id, file_id,
                               chunk.seq, chunk.text, chunk.start, chunk.end, chunk.page, chunk.page_end,
                               list(chunk.section), document.title, chunk.line_start, chunk.line_end, text_hash(chunk.text)))
    return ParsedFile(doc_rows, chunk_rows, warnings=warnings)


_PART_SCHEMAS = {
    "documents": pa.schema([("doc_id", pa.string()), ("file_id", pa.string()), ("title", pa.string()), ("format", pa.string()),
                            ("text", pa.string()), ("n_chunks", pa.int64())]),
    "chunks": pa.schema([("chunk_id", pa.string()), ("doc_id", pa.string()), ("file_id", pa.string()), ("seq", pa.int64()),
                         ("text", pa.string()), ("start_offset", pa.int64()), ("end_offset", pa.int64()), ("page", pa.int64()),
                         ("page_end", pa.int64()), ("section", pa.list_(pa.string())), ("title", pa.string()),
                         ("line_start", pa.int64()), ("line_end", pa.int64()), ("chunk_hash", pa.string())]),
    "failures": pa.schema([("file_id", pa.string()), ("error", pa.string())]),
    "warnings": pa.schema([("file_id", pa.string()), ("error", pa.string())]),
}


def _write_part(path: Path, schema: pa.Schema, columns: Sequence[str], rows: list[tuple], batch_rows: int = 8192) -> None:
    """Write ``rows`` (tuples in ``columns`` order) as a Parquet part, ``batch_rows`` a row group, so
    the Arrow copy of the rows is a batch's, not the part's. No column statistics: parts are read
    whole, and a text column's min/max copies its longest values several times over."""
    with pq.ParquetWriter(path, schema, write_statistics=False,  # free text is never dictionary-encoded either
                          use_dictionary=[name for name in columns if name not in ("text", "error")]) as writer:
        for begin in range(0, len(rows), batch_rows):
            batch = rows[begin:begin + batch_rows]
            writer.write_table(pa.Table.from_arrays([pa.array([row[i] for row in batch], type=schema.field(name).type)
                                                     for i, name in enumerate(columns)], schema=schema))


def _group(table: pa.Table, columns: Sequence[str]) -> dict[str, list[tuple]]:
    """Rows of a part as tuples in ``columns`` order, grouped by their ``file_id``, in part order."""
    rows: dict[str, list[tuple]] = {}
    position = list(columns).index("file_id")
    for row in zip(*(table.column(name).to_pylist() for name in columns)):
        rows.setdefault(row[position], []).append(row)
    return rows


def _listed(part: Path) -> list[str]:
    """The file ids a shard was given (``files.json``): files with no documents and no error too."""
    listed = part / "files.json"
    return json.loads(listed.read_text(encoding="utf-8")) if listed.exists() else []
