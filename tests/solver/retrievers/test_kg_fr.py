"""kg_fr's predicate matching, by hand-worked examples (the stems and scores are worked out in the
comments, not read from the code's output)."""

from __future__ import annotations

import pytest

from kagflow.solver.retrievers.kg_fr import FUZZY_PREDICATE_THRESHOLD, normalise_predicate, predicate_score, predicate_words, stem


@pytest.mark.parametrize("word, expected", [
    ("acquired", "acquir"),   # -ed, then nothing; "acquire" loses its final e
    ("acquire", "acquir"),
    ("acquires", "acquir"),   # -es
    ("acquiring", "acquir"),  # -ing
    ("supplies", "supply"),   # -ies -> y
    ("supplied", "supply"),   # -ied -> y
    ("owns", "own"),
    ("use", "use"),           # under four letters: as written
    ("business", "business"),  # -ss is not a plural
    ("收购", "收购"),          # not ASCII: as written
])
def test_stem(word, expected):
    assert stem(word) == expected


def test_predicate_words_split_camel_and_snake_case():
    assert predicate_words("investIn") == ["invest", "in"]
    assert predicate_words("bought_from") == ["bought", "from"]
    assert normalise_predicate("Acquired companies") == "acquir company"


@pytest.mark.parametrize("text, name", [("acquired", "acquire"), ("acquires", "Acquired"), ("invests in", "investIn"),
                                        ("partnered with", "partner")])
def test_inflections_match_fully(text, name):
    assert predicate_score(text, [name]) == (100.0, name)


@pytest.mark.parametrize("text", ["bought", "sued", "acquisition", "co_mention"])
def test_other_words_stay_under_the_threshold(text):
    score, _ = predicate_score(text, ["acquire", "Acquired"])
    assert score < FUZZY_PREDICATE_THRESHOLD


def test_best_name_wins_and_no_names_score_zero():
    assert predicate_score("supplied", ["acquire", "supply"]) == (100.0, "supply")
    assert predicate_score("supplied", []) == (0.0, "")
