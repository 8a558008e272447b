"""The ``parsed_chunks`` stage without Dagster: read and split the source files that changed.

Per source file, incremental (:mod:`kagflow.incremental`): a file whose content and splitter
settings are unchanged since its last parse is skipped; a changed file replaces exactly its own
``documents`` and ``chunks`` rows; an unreadable one is recorded in ``build_issues`` (no stage
state, so the next build tries again); files no longer readable documents are retracted.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import duckdb

from kagflow.documents.readers import ReaderError, read_documents
from kagflow.documents.splitter import split_document
from kagflow.incremental import files_to_process, retract_files
from kagflow.store import warehouse
from kagflow.store.ids import chunk_id_for

STAGE = "parsed_chunks"
TABLES = ("documents", "chunks")
DOCUMENT_COLUMNS = ("doc_id", "file_id", "title", "format", "text", "n_chunks")
CHUNK_COLUMNS = ("chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset", "page", "page_end",
                 "section", "title")
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
    processes: int = 1,
) -> ParseRun:
    """Read and split the dirty files among ``file_ids`` into ``documents`` and ``chunks``.

    Args:
        con: the knowledge store, inside the caller's transaction.
        sources_dir: the project's ``sources/`` folder (file ids are paths under it).
        file_ids: the source files to consider (a run's partition keys).
        settings: the splitter settings (``max_tokens``, ``overlap_tokens``), as
            :func:`kagflow.incremental.stage_settings` gives them.
        log: progress lines.
        processes: worker processes that read and split files in parallel (:func:`parse_one`,
            one file per task); this connection stays the one writer and writes each file's rows
            in ``file_ids`` order, so the tables are those of ``processes=1``.

    Returns:
        a :class:`ParseRun`. Chunk ids are :func:`kagflow.store.ids.chunk_id_for` ``(doc_id, text,
        occurrence of that text in the document)``.
    """
    todo, stale, unchanged = files_to_process(con, STAGE, list(file_ids), settings)
    retract_files(con, TABLES, STAGE, stale)
    n_docs = n_chunks = failed = 0
    with _parsed_in_order(sources_dir, [file_id for file_id, _ in todo], settings, processes) as parsed:
        for index, ((file_id, state), result) in enumerate(zip(todo, parsed), start=1):
            retract_files(con, TABLES, STAGE, [file_id])
            con.execute("DELETE FROM build_issues WHERE stage = ? AND doc_id = ?", [STAGE, file_id])
            if result.error is not None:
                failed += 1
                warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS, [(STAGE, "warning", "unreadable_document", result.error, file_id)])
                continue
            if not result.documents:
                warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS, [(STAGE, "info", "empty_document", f"{file_id}: no text", file_id)])
            warehouse.insert_rows(con, "documents", DOCUMENT_COLUMNS, result.documents)
            warehouse.insert_rows(con, "chunks", CHUNK_COLUMNS, result.chunks)
            con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [STAGE, file_id, state])
            n_docs += len(result.documents)
            n_chunks += len(result.chunks)
            if log is not None and index % max(1, len(todo) // 10) == 0:
                log(f"parsed {index}/{len(todo)} files ({n_chunks} chunks)")
    return ParseRun(len(todo), unchanged, failed, len(stale), n_docs, n_chunks)


@dataclass(frozen=True)
class ParsedFile:
    """One source file read and split (:func:`parse_one`): its rows, or why it could not be read.

    Attributes:
        documents: ``documents`` rows in :data:`DOCUMENT_COLUMNS` order.
        chunks: ``chunks`` rows in :data:`CHUNK_COLUMNS` order.
        error: the one-line reason the file is unreadable (then no rows), else None.
    """

    documents: list[tuple] = field(default_factory=list)
    chunks: list[tuple] = field(default_factory=list)
    error: str | None = None


def parse_one(sources_dir: Path, file_id: str, max_tokens: int, overlap_tokens: int) -> ParsedFile:
    """Read and split one source file, touching no database (a worker process may run it).

    Returns:
        a :class:`ParsedFile`; a :class:`~kagflow.documents.readers.ReaderError` or ``OSError``
        becomes its ``error`` (other exceptions propagate).
    """
    try:
        documents = read_documents(sources_dir / file_id, file_id)
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
                               list(chunk.section), document.title))
    return ParsedFile(doc_rows, chunk_rows)


@contextmanager
def _parsed_in_order(sources_dir: Path, file_ids: list[str], settings: dict, processes: int) -> Iterator[Iterator[ParsedFile]]:
    """:func:`parse_one` of each of ``file_ids``, yielded in that order: in this process, or by a
    pool of ``processes`` workers (started with ``spawn``: the caller holds a DuckDB connection
    and Dagster's threads, which a forked child must not inherit) when there are two files or more."""
    args = (settings["max_tokens"], settings["overlap_tokens"])
    workers = min(processes, len(file_ids))
    if workers <= 1:
        yield (parse_one(sources_dir, file_id, *args) for file_id in file_ids)
        return
    with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        n = len(file_ids)
        yield pool.map(parse_one, [sources_dir] * n, file_ids, [args[0]] * n, [args[1]] * n)
