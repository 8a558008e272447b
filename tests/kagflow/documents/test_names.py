"""Official names and name keys (kagflow.documents.names): hand-written expectations."""

from __future__ import annotations

import pytest

from kagflow.documents.names import name_key, official_name


OFFICIAL_NAMES = [
    ("  Apple   Inc. ", "ORG", "Apple"),
    ("Acme Corp.", "ORG", "Acme"),
    ("ACME, INC.", "ORG", "ACME"),  # one all-caps word is an acronym and stays
    ("Foo Co., Ltd.", "ORG", "Foo"),
    ("Siemens AG", "ORG", "Siemens"),
    ("Nestlé S.A.", "ORG", "Nestlé"),
    ("Procter & Gamble Co.", "ORG", "Procter & Gamble"),
    ("Limited", "ORG", "Limited"),  # never emptied
    ("McDonald's", "ORG", "McDonald"),
    ("US Airways'", "ORG", "US Airways"),
    ("the United Nations", "ORG", "United Nations"),
    ("the United States", "GPE", "United States"),
    ("the 1990s", "DATE", "1990s"),
    ("two days", "DATE", "two days"),  # values keep their case
    ('"The Godfather"', "WORK_OF_ART", "The Godfather"),  # titles keep "The"
    ("The Beatles", "PERSON", "The Beatles"),
    ("BARACK OBAMA", "PERSON", "Barack Obama"),
    ("UNITED STATES OF AMERICA", "GPE", "United States of America"),
    ("FC BARCELONA", "ORG", "FC Barcelona"),
    ("IBM", "ORG", "IBM"),
    ("new york", "GPE", "New York"),
    ("jean-luc picard", "PERSON", "Jean-Luc Picard"),
    ("iPhone", "PRODUCT", "iPhone"),
    ("U.S.", "GPE", "U.S."),
    ("John F.", "PERSON", "John F."),
    ("Gislaved Municipality,", "GPE", "Gislaved Municipality"),
    ("(Apple)", "ORG", "Apple"),
    ("Apple (company)", "ORG", "Apple (company)"),
    ("«Paris»", "GPE", "Paris"),
    ("Ｔｏｋｙｏ", "GPE", "Tokyo"),  # NFKC
    ("Marie\u00a0Curie", "PERSON", "Marie Curie"),
    (
        "the Acme Corp.",
        None,
        "the Acme Corp",
    ),  # no label: no suffix or "the" rules; a final period goes
]


@pytest.mark.parametrize(("text", "label", "expected"), OFFICIAL_NAMES)
def test_official_name(text, label, expected):
    assert official_name(text, label) == expected


NAME_KEYS = [
    ("Acme Corp.", "acme"),
    ("ACME, Inc.", "acme"),
    ("The Acme Company", "acme"),
    ("Zürich", "zurich"),
    ("Coca-Cola", "coca cola"),
    ("U.S.", "us"),
    ("O'Brien", "obrien"),
    ("AT&T", "at and t"),
    ("The Beatles'", "beatles"),
    ("  New   York  ", "new york"),
]


@pytest.mark.parametrize(("text", "expected"), NAME_KEYS)
def test_name_key(text, expected):
    assert name_key(text) == expected


def test_name_key_groups_aliases():
    assert name_key("Acme Corp.") == name_key("ACME, Inc.") == name_key("acme")
    assert name_key("Coca-Cola") == name_key("Coca Cola") == name_key("COCA-COLA")
    assert name_key("the United States") == name_key("United States")
    assert name_key("Apple") != name_key("Applebee's")
