"""The parsed_chunks stage without Dagster (kagflow.documents.chunks) on real passages and notes."""

from __future__ import annotations

import hashlib
import json

import duckdb

from kagflow.documents.chunks import parse_files, parse_shard, read_parts
from kagflow.store import warehouse
from tests.conftest import dataset
from tests.kagflow.documents.conftest import N_PASSAGES, SPLITTER, hotpotqa_slice, register_sources


def test_parse_files_writes_documents_chunks_and_issues(store):
    con, sources, file_ids = store
    assert sorted(file_ids) == ["broken.txt", "corpus.json", "logistics.txt", "supplier-review-2024.md"]
    run = parse_files(con, sources, file_ids, SPLITTER)

    assert (run.files_parsed, run.files_failed, run.files_unchanged) == (4, 1, 0)
    # one document per passage (read from the raw JSON) plus the two notes
    assert run.new_documents == N_PASSAGES + 2
    assert con.execute("SELECT count(*) FROM documents WHERE file_id = 'corpus.json'").fetchone()[0] == N_PASSAGES
    # a short passage is one chunk: its sentences joined by a space, id = sha256("chunk" US doc US text US 1)
    passages = hotpotqa_slice()
    title, sentences = next((t, s) for t, s in passages.items() if len(" ".join(s).split()) < 100)
    text = " ".join(s.strip() for s in sentences if s.strip())
    doc_id = f"corpus.json#{title}"
    expected_id = hashlib.sha256(f"chunk\x1f{doc_id}\x1f{text}\x1f1".encode()).hexdigest()[:16]
    assert con.execute("SELECT chunk_id, text, seq FROM chunks WHERE doc_id = ?", [doc_id]).fetchall() == [(expected_id, text, 0)]
    # every chunk is the slice of its document its offsets say (no table here: no repeated header)
    assert con.execute(
        "SELECT count(*) FROM chunks c JOIN documents d USING (doc_id) "
        "WHERE substr(d.text, c.start_offset + 1, c.end_offset - c.start_offset) <> c.text"
    ).fetchone()[0] == 0
    # the broken file: a located warning, no rows, no state (so it is retried)
    issue = con.execute("SELECT severity, code, message FROM build_issues WHERE doc_id = 'broken.txt'").fetchone()
    assert issue[:2] == ("warning", "unreadable_document") and "broken.txt: line 2" in issue[2]
    states = {f for (f,) in con.execute("SELECT file_id FROM stage_state WHERE stage = 'parsed_chunks'").fetchall()}
    assert states == {"corpus.json", "logistics.txt", "supplier-review-2024.md"}


def test_parse_files_skips_unchanged_files_and_retracts_removed_ones(store):
    con, sources, file_ids = store
    parse_files(con, sources, file_ids, SPLITTER)
    chunks_before = con.execute("SELECT count(*) FROM chunks").fetchone()[0]

    again = parse_files(con, sources, file_ids, SPLITTER)
    assert (again.files_parsed, again.files_unchanged, again.files_failed) == (1, 3, 1)  # only the broken file
    assert con.execute("SELECT count(*) FROM chunks").fetchone()[0] == chunks_before

    other = parse_files(con, sources, file_ids, {**SPLITTER, "max_tokens": 64})  # settings changed: all again
    assert other.files_parsed == 4 and other.new_chunks > chunks_before

    con.execute("DELETE FROM source_documents WHERE doc_id = 'logistics.txt'")
    gone = parse_files(con, sources, file_ids, {**SPLITTER, "max_tokens": 64})
    assert gone.files_retracted == 1
    assert con.execute("SELECT count(*) FROM chunks WHERE file_id = 'logistics.txt'").fetchone()[0] == 0


def test_bad_corpus_passages_are_build_issues_and_the_rest_is_read(tmp_path):
    """A MuSiQue slice with two bad passages: the file is a corpus, its 18 good passages become
    documents, and each bad passage is a warning naming the file and the passage."""
    sources = tmp_path / "sources"
    sources.mkdir()
    raw = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))[:20]
    del raw[4]["text"]
    raw[8]["text"] = ["not", "a", "string"]
    (sources / "corpus.json").write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    con = duckdb.connect(str(tmp_path / "kg.duckdb"))
    warehouse.ensure_tables(con)
    file_ids = register_sources(con, sources)
    assert con.execute("SELECT format FROM source_documents").fetchall() == [("corpus",)]
    run = parse_files(con, sources, file_ids, SPLITTER)
    assert (run.files_parsed, run.files_failed, run.new_documents) == (1, 0, 18)
    issues = con.execute("SELECT severity, code, message, doc_id FROM build_issues ORDER BY message").fetchall()
    assert [(s, c, d) for s, c, _, d in issues] == [("warning", "bad_passage", "corpus.json")] * 2
    assert issues[0][2].startswith(f"corpus.json: passage 5 ({raw[4]['title']!r})")
    assert issues[1][2].startswith(f"corpus.json: passage 9 ({raw[8]['title']!r})")
    # the sharded path (parse_shard, then read_parts) carries the same warnings
    parse_shard(sources, file_ids, SPLITTER, tmp_path / "part")
    [parsed] = read_parts([tmp_path / "part"]).values()
    assert len(parsed.documents) == 18 and parsed.warnings == [m for _, _, m, _ in issues]
    con.close()
