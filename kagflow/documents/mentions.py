"""The ``ner_mentions`` stage without Dagster: mentions and relations of the files that changed.

Per source file, incremental (:mod:`kagflow.incremental`): only files whose chunks or extraction
settings changed since their last extraction are processed; their old rows are deleted first.
Each chunk's language is detected offline (:func:`kagflow.documents.language.detect_language`,
table ``chunk_languages``); spaCy's English pipeline (:class:`kagflow.documents.ner.Extractor`)
runs over the English chunks of those files in one stream, so it invents no entities in Chinese.
Gazetteer linking (:mod:`kagflow.documents.gazetteer`) runs on every chunk in any language: when
the known names changed (a table or the expert graph changed) it is redone over all chunks, else
over the processed files'. A gazetteer mention that overlaps a spaCy mention of the same schema
type is dropped (spaCy's keeps its relations, and the entity is not counted twice). In LLM mode the caller's model extraction
(:func:`kagflow.documents.llm_extract.extract_into_tables`) runs on the same chunks. A file with a
failed model reply records no stage state, so the next build asks again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import duckdb

from kagflow.documents.gazetteer import EXTRACTOR as GAZETTEER, Gazetteer
from kagflow.documents.language import SPACY_LANGUAGES, detect_language
from kagflow.documents.llm_extract import LlmExtraction
from kagflow.documents.names import name_key
from kagflow.documents.ner import Extractor
from kagflow.store.ids import stable_hash
from kagflow.incremental import files_to_process, retract_files
from kagflow.store import warehouse

STAGE = "ner_mentions"
#: the tables whose rows of a file this stage replaces
TABLES = ("ner_mentions", "mention_relations", "llm_entities", "llm_triples", "llm_failures", "chunk_languages")
#: stage_state row holding the fingerprint of the names the gazetteer mentions were found with
GAZETTEER_STATE = ("gazetteer", "*")
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
    gazetteer_mentions: int = 0  # gazetteer mentions written by this run (all chunks when the names changed)
    languages: dict[str, int] | None = None  # processed chunks per language


def extract_mentions(
    con: duckdb.DuckDBPyConnection,
    file_ids: Sequence[str],
    settings: dict,
    extractor_for: Callable[[int], Extractor],
    extractor_name: str,
    llm: Callable[[list[tuple[str, str, str, str]]], LlmExtraction] | None = None,
    log: Callable[[str], None] | None = None,
    gazetteer: Gazetteer | None = None,
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
        gazetteer: the known names to link in every chunk; ``None``: no gazetteer linking.

    Returns:
        a :class:`MentionsRun`.
    """
    todo, stale, unchanged = files_to_process(con, STAGE, list(file_ids), settings)
    retract_files(con, TABLES, STAGE, stale + [file_id for file_id, _ in todo])
    chunks = con.execute(
        "SELECT chunk_id, doc_id, file_id, text FROM chunks WHERE list_contains(?, file_id) ORDER BY file_id, doc_id, seq",
        [[file_id for file_id, _ in todo]],
    ).fetchall() if todo else []
    languages = {chunk_id: detect_language(text) for chunk_id, _d, _f, text in chunks}
    english = [c for c in chunks if languages[c[0]] in SPACY_LANGUAGES]
    # one spaCy stream over every changed file (worker processes start once, not per file)
    extractor = extractor_for(len(english))
    where = {chunk_id: (doc_id, file_id) for chunk_id, doc_id, file_id, _ in chunks}
    mention_rows, relation_rows = [], []
    every = max(1, len(english) // 10)
    for index, (chunk_id, mentions, relations) in enumerate(extractor.extract((c[0], c[3]) for c in english), start=1):
        doc_id, file_id = where[chunk_id]
        mention_rows += [(m.mention_id, chunk_id, doc_id, file_id, m.start, m.end, m.text, m.label, m.schema_type,
                          m.official_name, name_key(m.official_name), extractor_name) for m in mentions]
        relation_rows += [(chunk_id, doc_id, file_id, r.subject_mention_id, r.predicate, r.object_mention_id, extractor_name)
                          for r in relations]
        if log is not None and index % every == 0:
            log(f"NER {index}/{len(english)} chunks of {len(todo)} files")
    warehouse.insert_rows(con, "ner_mentions", MENTION_COLUMNS, mention_rows)
    warehouse.insert_rows(con, "mention_relations", RELATION_COLUMNS, relation_rows)
    if gazetteer is not None:
        n_gazetteer = _link_gazetteer(con, gazetteer, chunks)
    else:  # gazetteer linking turned off: its earlier mentions go
        n_gazetteer = 0
        con.execute("DELETE FROM ner_mentions WHERE extractor = ?", [GAZETTEER])
        con.execute("DELETE FROM stage_state WHERE stage = ? AND file_id = ?", list(GAZETTEER_STATE))
    path = "+".join(p for p in ("gazetteer" if gazetteer is not None else "", "llm" if llm is not None else "") if p)
    warehouse.insert_rows(con, "chunk_languages", ("chunk_id", "doc_id", "file_id", "language", "path"), [
        (chunk_id, doc_id, file_id, languages[chunk_id],
         "+".join(p for p in ("spacy" if languages[chunk_id] in SPACY_LANGUAGES else "", path) if p) or "none")
        for chunk_id, doc_id, file_id, _ in chunks])
    result = llm(chunks) if llm is not None and chunks else None
    failed_files = result.failed_files if result is not None else frozenset()
    warehouse.insert_rows(con, "stage_state", ("stage", "file_id", "content_hash"),
                          [(STAGE, f, state) for f, state in todo if f not in failed_files])
    by_language: dict[str, int] = {}
    for language in languages.values():
        by_language[language] = by_language.get(language, 0) + 1
    return MentionsRun(len(todo), unchanged, len(mention_rows) + n_gazetteer, len(relation_rows), result, n_gazetteer,
                       dict(sorted(by_language.items())))


def _link_gazetteer(con: duckdb.DuckDBPyConnection, gazetteer: Gazetteer, chunks: list[tuple]) -> int:
    """Write gazetteer mentions (extractor ``gazetteer``) of ``chunks``, or of every chunk when the
    known names changed since the stored fingerprint; returns the number of mentions written."""
    stored = con.execute("SELECT content_hash FROM stage_state WHERE stage = ? AND file_id = ?", list(GAZETTEER_STATE)).fetchone()
    if stored is None or stored[0] != gazetteer.fingerprint:
        con.execute("DELETE FROM ner_mentions WHERE extractor = ?", [GAZETTEER])
        chunks = con.execute("SELECT chunk_id, doc_id, file_id, text FROM chunks ORDER BY file_id, doc_id, seq").fetchall()
        con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [*GAZETTEER_STATE, gazetteer.fingerprint])
    rows = []
    for chunk_id, doc_id, file_id, text in chunks:
        for m in gazetteer.find(text):
            label = m.entry.type
            rows.append((stable_hash("mention", chunk_id, m.start, m.end, f"{GAZETTEER}:{label}"), chunk_id, doc_id, file_id,
                         m.start, m.end, m.text, label, label, m.entry.name, name_key(m.entry.name), GAZETTEER))
    warehouse.insert_rows(con, "ner_mentions", MENTION_COLUMNS, rows)
    dropped = con.execute(
        "DELETE FROM ner_mentions g WHERE g.extractor = $g AND EXISTS (SELECT 1 FROM ner_mentions m WHERE m.extractor <> $g "
        "AND m.chunk_id = g.chunk_id AND m.start_offset < g.end_offset AND g.start_offset < m.end_offset "
        "AND m.schema_type = g.schema_type)", {"g": GAZETTEER}).fetchone()[0]
    return len(rows) - dropped
