"""The relevance bar's scores against hand computation (:mod:`kagflow.solver.retrievers.relevance`)."""

from __future__ import annotations

import math

from kagflow.solver.retrievers.relevance import RelevanceBar, clears_bar, content_words

PASSAGES = ["Granite Insurance insures vehicles in transit.",
            "Eastwind Logistics moves motorcycles to Singapore.",
            "Chloe Tan runs Eastwind Logistics from Singapore."]


def _idf(df: int, n: int = 3) -> float:
    return math.log(1 + (n - df + 0.5) / (df + 0.5))


def test_coverage_weights_each_question_word_by_its_idf():
    bar = RelevanceBar(PASSAGES)
    # content words: "who" is a question word; "runs" -> "runs", "eastwind" -> "eastw", "logistics" -> "logis"
    assert content_words("Who runs Eastwind Logistics?") == {"runs", "eastw", "logis"}
    judged = bar.judge("Who runs Eastwind Logistics?", PASSAGES)
    # runs: df 1; eastw, logis: df 2 each
    total = _idf(1) + 2 * _idf(2)
    assert [round(r.coverage, 6) for r in judged.passages] == [0.0, round(2 * _idf(2) / total, 6), 1.0]
    assert judged.clears and round(judged.coverage, 6) == 1.0
    assert [r.clears for r in judged.passages] == [False, True, True]  # the first holds no word of the question


def test_a_word_no_passage_holds_weighs_most_and_keeps_coverage_low():
    bar = RelevanceBar(PASSAGES)
    judged = bar.judge("Who insures Kubernetes clusters?", PASSAGES)
    # insur: df 1; kuber, clust: df 0
    expected = _idf(1) / (_idf(1) + 2 * _idf(0))
    assert round(judged.coverage, 6) == round(expected, 6) and expected < 0.6
    assert not judged.clears and not any(r.clears for r in judged.passages)


def test_the_rule_with_and_without_a_dense_encoder():
    assert clears_bar(0.6, None) and not clears_bar(0.59, None)
    assert clears_bar(0.0, 0.5, floor=0.5, agreement=0.4)  # the cosine alone
    assert clears_bar(0.6, 0.4, floor=0.5, agreement=0.4) and not clears_bar(0.6, 0.39, floor=0.5, agreement=0.4)
