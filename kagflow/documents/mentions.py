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

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from kagflow.documents.gazetteer import EXTRACTOR as GAZETTEER, Gazetteer
from kagflow.documents.language import SPACY_LANGUAGES, detect_language
from kagflow.documents.llm_extract import LlmExtraction
from kagflow.documents.names import name_key
from kagflow.documents.ner import Extractor, Mention, Relation
from kagflow.documents.readers import SOURCE_DOCUMENT_FORMATS
from kagflow.store.ids import stable_hash
from kagflow.store.file_state import files_to_process, retract_files
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
    precomputed: Mapping[str, tuple[list[Mention], list[Relation]]] | None = None,
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
        precomputed: spaCy's results for chunks, computed by the build's document shards
            (:func:`read_shard_mentions`); the extractor runs only over the English chunks missing
            from it (and is not created when none is).

    Returns:
        a :class:`MentionsRun`.
    """
    todo, stale, unchanged = files_to_process(con, STAGE, list(file_ids), settings, SOURCE_DOCUMENT_FORMATS)
    retract_files(con, TABLES, STAGE, stale + [file_id for file_id, _ in todo])
    chunks = con.execute(
        "SELECT chunk_id, doc_id, file_id, text FROM chunks WHERE list_contains(?, file_id) ORDER BY file_id, doc_id, seq",
        [[file_id for file_id, _ in todo]],
    ).fetchall() if todo else []
    languages = {chunk_id: detect_language(text) for chunk_id, _d, _f, text in chunks}
    english = [c for c in chunks if languages[c[0]] in SPACY_LANGUAGES]
    # one spaCy stream over every changed file (worker processes start once, not per file)
    # no English chunk to read (a tables-only build, an edit of no text): no extractor, so spaCy is not loaded
    extractor = None if not english else (
        PrecomputedExtractor(precomputed, extractor_for) if precomputed else extractor_for(len(english)))
    where = {chunk_id: (doc_id, file_id) for chunk_id, doc_id, file_id, _ in chunks}
    mention_rows, relation_rows = [], []
    every = max(1, len(english) // 10)
    extracted = extractor.extract((c[0], c[3]) for c in english) if extractor is not None else ()
    for index, (chunk_id, mentions, relations) in enumerate(extracted, start=1):
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


# -- spaCy in document shards ------------------------------------------------------------------

_NER_PART_SCHEMAS = {
    "ner_chunks": pa.schema([("chunk_id", pa.string())]),
    "ner_mentions": pa.schema([("chunk_id", pa.string()), ("start", pa.int64()), ("end", pa.int64()), ("text", pa.string()),
                               ("label", pa.string()), ("schema_type", pa.string()), ("official_name", pa.string()),
                               ("mention_id", pa.string())]),
    "ner_relations": pa.schema([("chunk_id", pa.string()), ("subject_mention_id", pa.string()), ("predicate", pa.string()),
                                ("object_mention_id", pa.string()), ("sentence_start", pa.int64()), ("sentence_end", pa.int64())]),
}


def extract_shard(chunks: Sequence[tuple[str, str]], extractor: Extractor, out_dir: Path) -> int:
    """Run ``extractor`` (spaCy) over the chunks of a document shard detected as English and write
    its results as Parquet beside the shard's part (``ner_chunks``, ``ner_mentions``,
    ``ner_relations``), touching no database; :func:`read_shard_mentions` reads them back and
    :func:`extract_mentions` uses them instead of running spaCy again on those chunks.

    Args:
        chunks: ``(chunk_id, text)`` of the shard's chunks, any language.
        extractor: what ``ner_mentions`` would use (same label map, schema types, batch size).
        out_dir: the shard's part folder.

    Returns:
        the number of chunks extracted (the English ones).
    """
    english = [(chunk_id, text) for chunk_id, text in chunks if detect_language(text) in SPACY_LANGUAGES]
    done, mentions, relations = [], [], []
    for chunk_id, found, related in (extractor.extract(english) if english else ()):
        done.append((chunk_id,))
        mentions += [(m.chunk_id, m.start, m.end, m.text, m.label, m.schema_type, m.official_name, m.mention_id) for m in found]
        relations += [(r.chunk_id, r.subject_mention_id, r.predicate, r.object_mention_id, r.sentence_start, r.sentence_end)
                      for r in related]
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, rows in (("ner_chunks", done), ("ner_mentions", mentions), ("ner_relations", relations)):
        schema = _NER_PART_SCHEMAS[name]
        pq.write_table(pa.Table.from_arrays([pa.array([row[i] for row in rows], type=f.type) for i, f in enumerate(schema)],
                                            schema=schema), out_dir / f"{name}.parquet", write_statistics=False)
    return len(done)


def read_shard_mentions(part_dirs: Iterable[Path]) -> dict[str, tuple[list[Mention], list[Relation]]]:
    """What :func:`extract_shard` wrote in ``part_dirs``: ``chunk_id -> (mentions, relations)``,
    in the order the extractor gave them. Parts without spaCy results contribute nothing."""
    found: dict[str, tuple[list[Mention], list[Relation]]] = {}
    for part in part_dirs:
        if not (part / "ner_chunks.parquet").exists():
            continue
        for chunk_id in pq.read_table(part / "ner_chunks.parquet").column("chunk_id").to_pylist():
            found[chunk_id] = ([], [])
        table = pq.read_table(part / "ner_mentions.parquet")
        for row in zip(*(table.column(f.name).to_pylist() for f in _NER_PART_SCHEMAS["ner_mentions"])):
            found[row[0]][0].append(Mention(*row))
        table = pq.read_table(part / "ner_relations.parquet")
        for row in zip(*(table.column(f.name).to_pylist() for f in _NER_PART_SCHEMAS["ner_relations"])):
            found[row[0]][1].append(Relation(*row))
    return found


class PrecomputedExtractor:
    """An extractor that answers from results computed earlier (:func:`read_shard_mentions`) and
    runs the real one, created only when needed, over the chunks it has no results for.

    Args:
        results: ``chunk_id -> (mentions, relations)``.
        fallback: ``n_chunks -> Extractor`` (as :func:`extract_mentions`' ``extractor_for``).
    """

    def __init__(self, results: Mapping[str, tuple[list[Mention], list[Relation]]], fallback: Callable[[int], Extractor]):
        self.results = results
        self.fallback = fallback

    def extract(self, chunks: Iterable[tuple[str, str]]) -> Iterator[tuple[str, list[Mention], list[Relation]]]:
        """``(chunk_id, mentions, relations)`` per ``(chunk_id, text)``, in input order."""
        chunks = list(chunks)
        missing = [c for c in chunks if c[0] not in self.results]
        computed = {chunk_id: (m, r) for chunk_id, m, r in self.fallback(len(missing)).extract(missing)} if missing else {}
        for chunk_id, _text in chunks:
            mentions, relations = self.results.get(chunk_id) or computed[chunk_id]
            yield chunk_id, mentions, relations
