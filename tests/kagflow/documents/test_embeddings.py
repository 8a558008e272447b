"""Embedding bookkeeping (kagflow.documents.embeddings) with a small deterministic encoder."""

from __future__ import annotations

import numpy as np

from kagflow.documents.embeddings import embedding_text, encode_sorted, update_embeddings
from kagflow.documents.entities import standardize_entities
from tests.kagflow.documents.conftest import SCHEMA_TYPES


class CountingEncoder:
    """Unit vectors from three character counts; records every call (the model is not the subject)."""

    def __init__(self):
        self.calls: list[list[str]] = []

    @staticmethod
    def vector(text: str) -> np.ndarray:
        v = np.array([len(text), text.count("a") + 1, text.count(" ") + 1], dtype=np.float32)
        return v / np.linalg.norm(v)

    def __call__(self, texts: list[str]) -> np.ndarray:
        self.calls.append(list(texts))
        return np.stack([self.vector(t) for t in texts])


def test_encode_sorted_batches_shortest_first_and_keeps_input_order():
    texts = ["ccc", "a", "bb", "dddd", "e"]
    encoder = CountingEncoder()
    vectors = encode_sorted(texts, encoder, batch=2)
    assert encoder.calls == [["a", "e"], ["bb", "ccc"], ["dddd"]]
    assert np.array_equal(vectors, np.stack([CountingEncoder.vector(t) for t in texts]))


def test_update_embeddings_encodes_what_is_missing_and_drops_what_is_gone(mentioned_store):
    con = mentioned_store
    # spaCy's DATE mentions as a schema with a Date type has them (the fixture's schema has none)
    assert con.execute("UPDATE ner_mentions SET schema_type = 'Date' WHERE label = 'DATE'").fetchone()[0] > 0
    standardize_entities(con, (*SCHEMA_TYPES, "Date"))
    encoder = CountingEncoder()
    run = update_embeddings(con, encoder, "counting-v1")

    chunks = dict(con.execute("SELECT chunk_id, text FROM chunks").fetchall())
    titles = dict(con.execute("SELECT chunk_id, title FROM chunks").fetchall())
    # names read from text are embedded; the table entities' names are not (embeddings.table_names)
    names = {(e, n) for e, t, n, o in con.execute("SELECT entity_id, type, name, origin FROM kg_entities").fetchall()
             if t != "Date" and o not in ("source", "alignment")}
    table = {(e, n) for e, n in con.execute("SELECT entity_id, name FROM entities").fetchall()}
    assert table and not table & names
    assert (run.new_chunks, run.new_entities, run.chunks, run.entities) == (len(chunks), len(names), len(chunks), len(names))
    assert any(t == "Date" for (t,) in con.execute("SELECT type FROM kg_entities").fetchall())  # dates exist, not embedded
    for chunk_id, embedding in con.execute("SELECT chunk_id, embedding FROM chunk_embeddings").fetchall():
        title, text = titles[chunk_id], chunks[chunk_id]  # a chunk is embedded with its title in front
        expected = text if not title or text.startswith(title) else title + "\n" + text
        assert np.allclose(embedding, CountingEncoder.vector(expected))
    assert {(e, t) for e, t in con.execute("SELECT entity_id, text FROM entity_embeddings").fetchall()} == names

    encoder.calls.clear()
    again = update_embeddings(con, encoder, "counting-v1")
    assert encoder.calls == [] and (again.new_chunks, again.new_entities) == (0, 0)

    gone = next(iter(chunks))
    con.execute("DELETE FROM chunks WHERE chunk_id = ?", [gone])
    off = update_embeddings(con, encoder, "counting-v1", enabled=False)
    assert encoder.calls == [] and off.chunks == len(chunks) - 1
    assert con.execute("SELECT count(*) FROM chunk_embeddings WHERE chunk_id = ?", [gone]).fetchone()[0] == 0

    # chunks embedded under an older text rule (before titles travelled with the text): all again
    con.execute("UPDATE stage_state SET content_hash = 'text/0' WHERE stage = 'chunk_embeddings'")
    rule = update_embeddings(con, encoder, "counting-v1")
    assert (rule.new_chunks, rule.new_entities) == (len(chunks) - 1, 0)

    other = update_embeddings(con, encoder, "counting-v2")  # another model: everything again
    assert (other.new_chunks, other.new_entities) == (len(chunks) - 1, len(names))
    assert con.execute("SELECT DISTINCT model FROM chunk_embeddings").fetchall() == [("counting-v2",)]

    # with embeddings.table_names the table entities' names are embedded too, and dropped again without
    with_tables = update_embeddings(con, encoder, "counting-v2", table_names=True)
    assert with_tables.new_entities == len(table) and with_tables.entities == len(names) + len(table)
    without = update_embeddings(con, encoder, "counting-v2")
    assert (without.new_entities, without.entities) == (0, len(names))

    # embeddings.entity_names off (the build's default): no name is encoded and the stored ones go
    encoder.calls.clear()
    con.execute("DELETE FROM chunk_embeddings")
    lazy = update_embeddings(con, encoder, "counting-v2", entity_names=False)
    assert (lazy.new_chunks, lazy.new_entities, lazy.entities) == (len(chunks) - 1, 0, 0)
    assert sorted(t for call in encoder.calls for t in call) == sorted(
        embedding_text(title, text) for (title, text) in con.execute("SELECT title, text FROM chunks").fetchall())
    # table_names asks for names at build time, so it embeds them with entity_names off too
    assert update_embeddings(con, encoder, "counting-v2", entity_names=False, table_names=True).entities == len(names) + len(table)


def test_a_shard_embeds_each_file_on_its_own_so_its_vectors_do_not_depend_on_the_shard(tmp_path):
    """A cluster worker's chunk vectors (embed_part) are the same whichever files share its shard,
    even with an encoder whose output depends on what else is in the call (as padding does)."""
    from kagflow.documents.embeddings import embed_part, fake_encode, read_part_vectors

    def batch_dependent(texts):  # each vector nudged by the call's size, then normalised again
        v = fake_encode(texts) + 0.01 * len(texts)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    a = [("a1", "a.txt", "A", "first chunk of a"), ("a2", "a.txt", "A", "second chunk of a, longer")]
    b = [("b1", "b.txt", None, "only chunk of b")]
    (tmp_path / "ab").mkdir()
    (tmp_path / "a").mkdir()
    assert embed_part(a + b, batch_dependent, "m", tmp_path / "ab") == 3
    assert embed_part(a, batch_dependent, "m", tmp_path / "a") == 2
    together, alone = read_part_vectors([tmp_path / "ab"], "m"), read_part_vectors([tmp_path / "a"], "m")
    assert set(together) == {"a1", "a2", "b1"}
    for chunk_id in ("a1", "a2"):
        assert np.array_equal(together[chunk_id], alone[chunk_id])
    # each file's vectors are what one call over that file's embedding texts gives
    expected = batch_dependent([embedding_text("A", "first chunk of a"), embedding_text("A", "second chunk of a, longer")])
    assert np.allclose(np.stack([alone["a1"], alone["a2"]]), expected, atol=1e-7)
    assert read_part_vectors([tmp_path / "ab"], "another model") == {}


def test_vectors_a_worker_computed_are_stored_and_not_encoded_again(mentioned_store):
    con = mentioned_store
    standardize_entities(con, SCHEMA_TYPES)
    chunk_ids = [c for (c,) in con.execute("SELECT chunk_id FROM chunks ORDER BY chunk_id").fetchall()]
    given = {chunk_ids[0]: np.array([1.0, 0.0, 0.0], dtype=np.float32)}  # not what CountingEncoder would give
    encoder = CountingEncoder()
    run = update_embeddings(con, encoder, "counting-v1", precomputed=given)
    stored = {c: np.asarray(e) for c, e in con.execute("SELECT chunk_id, embedding FROM chunk_embeddings").fetchall()}
    assert run.new_chunks == len(chunk_ids) and set(stored) == set(chunk_ids)
    assert np.array_equal(stored[chunk_ids[0]], given[chunk_ids[0]])
    encoded = [t for call in encoder.calls for t in call]
    texts = dict(con.execute("SELECT chunk_id, text FROM chunks").fetchall())
    assert not any(texts[chunk_ids[0]] in t for t in encoded)  # the given chunk was never sent to the encoder
    assert all(any(texts[c] in t for t in encoded) for c in chunk_ids[1:])
