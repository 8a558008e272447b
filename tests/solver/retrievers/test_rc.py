"""rc: BM25 and dense over a real MuSiQue slice, and reciprocal-rank fusion against hand arithmetic."""

from __future__ import annotations

import json
import re
from collections import Counter

import duckdb
import numpy as np
import pytest

from kagflow.documents.embeddings import FAKE_MODEL, embedding_text, fake_encode
from kagflow.solver.retrievers.rc import BM25Index, DenseIndex, reciprocal_rank_fusion, tokenize, top_k


@pytest.fixture()
def con(musique_slice):
    con = duckdb.connect(str(musique_slice / ".kagflow" / "kg.duckdb"), read_only=True)
    yield con
    con.close()


def rare_word_passages(musique_slice) -> list[tuple[str, str]]:
    """(word, title) for words of 9+ letters that occur in exactly one passage (title + text) of the
    raw slice, counted with a plain regular expression over the JSON file."""
    passages = json.loads((musique_slice / "sources" / "corpus.json").read_text(encoding="utf-8"))
    per_passage = [set(re.findall(r"[a-z]{9,}", f"{p['title']} {p['text']}".lower())) for p in passages]
    counts = Counter(w for words in per_passage for w in words)
    return sorted((w, p["title"]) for p, words in zip(passages, per_passage) for w in words if counts[w] == 1)


def test_bm25_ranks_the_only_passage_with_a_rare_word_first(con, musique_slice):
    index = BM25Index(con)
    title_of = dict(con.execute("SELECT chunk_id, title FROM chunks").fetchall())
    rare = rare_word_passages(musique_slice)
    assert len(rare) > 50
    for word, title in rare[::10]:
        hits = index.search(f"Is it in the {word}?", 5)  # every other word is a stop word
        assert hits and title_of[hits[0][0]] == title, word
        assert len(hits) == 1  # no other passage holds the word: every other score is 0


def test_bm25_indexes_the_title_with_the_text(con):
    # "Publix" is a title in the slice; a passage whose text never says its title is still found by it
    index = BM25Index(con)
    rows = con.execute("SELECT chunk_id, title, text FROM chunks WHERE position(lower(title) IN lower(text)) = 0 ORDER BY chunk_id").fetchall()
    assert rows
    chunk_id, title, _ = rows[0]
    scores = index.scores(title)
    assert scores[index.chunk_ids.index(chunk_id)] > 0


def test_tokenize_folds_case_and_drops_lucene_stop_words_and_single_letters():
    # Lucene's 33 English stop words ("the", "is", "in", "a"); "all" and "you" are not among them
    assert tokenize("The Beatles released \"All You Need Is Love\" in 1967, a B-side.") == [
        "beatles", "released", "all", "you", "need", "love", "1967", "side"]


def test_embedding_text_puts_the_title_first_once():
    assert embedding_text("Hank Snow", "He was a singer.") == "Hank Snow\nHe was a singer."
    assert embedding_text("Hank Snow", "Hank Snow was a singer.") == "Hank Snow was a singer."
    assert embedding_text(None, "text") == "text"


def test_dense_index_scores_are_cosines_of_the_stored_vectors(con):
    index = DenseIndex(con, FAKE_MODEL)
    title, text = con.execute("SELECT title, text FROM chunks ORDER BY chunk_id LIMIT 1 OFFSET 7").fetchone()
    vector = fake_encode([embedding_text(title, text)])[0]  # the fake encoder is a hash: only the same text matches
    (best, score), *rest = index.search(vector, 3)
    assert best == index.chunk_ids[7] and score == pytest.approx(1.0, abs=1e-5)
    assert all(abs(s) < 0.5 for _, s in rest)


def test_top_k_orders_by_score_then_position():
    assert top_k(["a", "b", "c", "d"], np.array([0.5, 0.9, 0.5, 0.1]), 3) == [("b", 0.9), ("a", 0.5), ("c", 0.5)]
    assert top_k(["a"], np.array([1.0]), 0) == []


def test_reciprocal_rank_fusion_against_hand_arithmetic():
    fused = reciprocal_rank_fusion({"dense": ["x", "y", "z"], "bm25": ["y", "w"]})
    # y: 1/(60+2) + 1/(60+1); x: 1/61; w: 1/62; z: 1/63
    assert [i for i, _, _ in fused] == ["y", "x", "w", "z"]
    assert fused[0][1] == pytest.approx(1 / 62 + 1 / 61)
    assert fused[0][2] == {"dense": 2, "bm25": 1}
    assert fused[3][1] == pytest.approx(1 / 63)
    weighted = reciprocal_rank_fusion({"a": ["p"], "b": ["q"]}, weights={"a": 1.0, "b": 2.0}, k=1)
    assert weighted[0][:2] == ("q", pytest.approx(1.0)) and weighted[1][1] == pytest.approx(0.5)
