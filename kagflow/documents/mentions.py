"""The ``ner_mentions`` stage without Dagster: mentions and relations of the files that changed.

Per source file, incremental (:mod:`kagflow.incremental`): only files whose chunks or extraction
settings changed since their last extraction are processed; their old rows are deleted first. spaCy
(:class:`kagflow.documents.ner.Extractor`) runs over every chunk of those files in one stream;
in LLM mode the caller's model extraction
(:func:`kagflow.documents.llm_extract.extract_into_tables`) runs on the same chunks. A file with a
failed model reply records no stage state, so the next build asks again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import duckdb

from kagflow.documents.llm_extract import LlmExtraction
from kagflow.documents.names import name_key
from kagflow.documents.ner import Extractor
from kagflow.incremental import files_to_process, retract_files
from kagflow.store import warehouse

STAGE = "ner_mentions"
#: the tables whose rows of a file this stage replaces
TABLES = ("ner_mentions", "mention_relations", "llm_entities", "llm_triples", "llm_failures")
MENTION_COLUMNS = ("mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset", "text", "label",
                   "schema_type", "official_name", "name_key", "extractor")
RELATION_COLUMNS = ("chunk_id", "doc_id", "file_id", "subject_mention_id", "predicate", "object_mention_id", "extractor")


@dataclass(frozen=True)
class MentionsRun:
    """What :func:`extract_mentions` did: files processed / unchanged, rows added, the LLM result."""

    files_processed: int
    files_unchanged: int
    new_mentions: int
    new_relations: int
    llm: LlmExtraction | None


def extract_mentions(
    con: duckdb.DuckDBPyConnection,
    file_ids: Sequence[str],
    settings: dict,
    extractor_for: Callable[[int], Extractor],
    extractor_name: str,
    llm: Callable[[list[tuple[str, str, str, str]]], LlmExtraction] | None = None,
    log: Callable[[str], None] | None = None,
) -> MentionsRun:
    """Extract mentions and relations of the dirty files among ``file_ids`` into the tables.

    Args:
        con: the knowledge store, inside the caller's transaction.
        file_ids: the source files to consider (a run's partition keys).
        settings: the stage's settings (:func:`kagflow.incremental.stage_settings`).
        extractor_for: ``n_chunks -> Extractor`` (the caller picks worker processes by batch size).
        extractor_name: written to the ``extractor`` column.
        llm: ``chunks -> LlmExtraction``: runs and writes the model extraction of
            ``(chunk_id, doc_id, file_id, text)`` chunks; ``None`` for spaCy only.
        log: progress lines.

    Returns:
        a :class:`MentionsRun`.
    """
    todo, stale, unchanged = files_to_process(con, STAGE, list(file_ids), settings)
    retract_files(con, TABLES, STAGE, stale + [file_id for file_id, _ in todo])
    chunks = con.execute(
        "SELECT chunk_id, doc_id, file_id, text FROM chunks WHERE list_contains(?, file_id) ORDER BY file_id, doc_id, seq",
        [[file_id for file_id, _ in todo]],
    ).fetchall() if todo else []
    # one spaCy stream over every changed file (worker processes start once, not per file)
    extractor = extractor_for(len(chunks))
    where = {chunk_id: (doc_id, file_id) for chunk_id, doc_id, file_id, _ in chunks}
    mention_rows, relation_rows = [], []
    every = max(1, len(chunks) // 10)
    for index, (chunk_id, mentions, relations) in enumerate(extractor.extract((c[0], c[3]) for c in chunks), start=1):
        doc_id, file_id = where[chunk_id]
        mention_rows += [(m.mention_id, chunk_id, doc_id, file_id, m.start, m.end, m.text, m.label, m.schema_type,
                          m.official_name, name_key(m.official_name), extractor_name) for m in mentions]
        relation_rows += [(chunk_id, doc_id, file_id, r.subject_mention_id, r.predicate, r.object_mention_id, extractor_name)
                          for r in relations]
        if log is not None and index % every == 0:
            log(f"NER {index}/{len(chunks)} chunks of {len(todo)} files")
    warehouse.insert_rows(con, "ner_mentions", MENTION_COLUMNS, mention_rows)
    warehouse.insert_rows(con, "mention_relations", RELATION_COLUMNS, relation_rows)
    result = llm(chunks) if llm is not None and chunks else None
    failed_files = result.failed_files if result is not None else frozenset()
    warehouse.insert_rows(con, "stage_state", ("stage", "file_id", "content_hash"),
                          [(STAGE, f, state) for f, state in todo if f not in failed_files])
    return MentionsRun(len(todo), unchanged, len(mention_rows), len(relation_rows), result)
