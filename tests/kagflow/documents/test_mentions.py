"""The ner_mentions stage without Dagster (kagflow.documents.mentions): bookkeeping on real passages."""

from __future__ import annotations

from kagflow.documents.chunks import parse_files
from kagflow.documents.llm_extract import LlmExtraction
from kagflow.documents.mentions import extract_mentions
from kagflow.documents.ner import Extractor
from tests.kagflow.documents.conftest import SPLITTER

SETTINGS = {"extractor": "test", "label_map": {}, "types": []}


def _extractor(n_chunks: int) -> Extractor:
    return Extractor()


def test_mentions_are_spans_of_their_chunks_and_unchanged_files_are_skipped(store):
    con, sources, file_ids = store
    parse_files(con, sources, file_ids, SPLITTER)
    n_chunks = con.execute("SELECT count(*) FROM chunks").fetchone()[0]
    seen: list[int] = []

    def extractor_for(n: int) -> Extractor:
        seen.append(n)
        return Extractor()

    run = extract_mentions(con, file_ids, SETTINGS, extractor_for, "spacy:test")
    assert seen == [n_chunks]  # one stream over every chunk of every file
    # broken.txt is a source document without chunks: processed, nothing found
    assert run.files_processed == 4 and run.llm is None
    assert run.new_mentions == con.execute("SELECT count(*) FROM ner_mentions").fetchone()[0] > 100
    # every mention is the chunk's text at its offsets (checked here with Python slicing)
    texts = dict(con.execute("SELECT chunk_id, text FROM chunks").fetchall())
    for chunk_id, start, end, text, doc_id in con.execute(
            "SELECT chunk_id, start_offset, end_offset, text, doc_id FROM ner_mentions").fetchall():
        assert texts[chunk_id][start:end] == text
    # rows carry their chunk's document and file, and the extractor name given
    assert con.execute("SELECT count(*) FROM ner_mentions m JOIN chunks c USING (chunk_id) "
                       "WHERE m.doc_id <> c.doc_id OR m.file_id <> c.file_id OR m.extractor <> 'spacy:test'").fetchone()[0] == 0

    again = extract_mentions(con, file_ids, SETTINGS, _extractor, "spacy:test")
    assert (again.files_processed, again.files_unchanged, again.new_mentions) == (0, 4, 0)
    assert con.execute("SELECT count(*) FROM ner_mentions").fetchone()[0] == run.new_mentions


def test_a_file_with_failed_model_replies_keeps_no_state_and_is_redone(store):
    con, sources, file_ids = store
    parse_files(con, sources, file_ids, SPLITTER)
    handed: list[list[tuple]] = []

    def llm(chunks):
        handed.append(chunks)
        return LlmExtraction(0, 0, 0, 0, frozenset({"logistics.txt"}), (("x", "logistics.txt", "ner", "bad"),))

    run = extract_mentions(con, file_ids, SETTINGS, _extractor, "spacy:test", llm=llm)
    assert run.llm is not None and run.llm.failed_chunks == 1
    assert {c[2] for c in handed[0]} == {"corpus.json", "logistics.txt", "supplier-review-2024.md"}
    states = {f for (f,) in con.execute("SELECT file_id FROM stage_state WHERE stage = 'ner_mentions'").fetchall()}
    assert states == {"broken.txt", "corpus.json", "supplier-review-2024.md"}
    logistics = con.execute("SELECT count(*) FROM ner_mentions WHERE file_id = 'logistics.txt'").fetchone()[0]

    again = extract_mentions(con, file_ids, SETTINGS, _extractor, "spacy:test")
    assert again.files_processed == 1  # only the failed file, its old rows replaced, not doubled
    assert con.execute("SELECT count(*) FROM ner_mentions WHERE file_id = 'logistics.txt'").fetchone()[0] == logistics
