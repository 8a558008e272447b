"""Type votes (kagflow.knowledge.type_votes): the rule on hand-made groups, and in entity resolution
on stores of mention rows written here (the expected clusters are read off the rows we wrote)."""

from __future__ import annotations

import pytest

from kagflow.knowledge.type_votes import FOLDED, KEPT_APART, WINNER, Group, TypeVoteSettings, decide
from tests.kagflow.knowledge.helpers import clusters, resolve, store_with


def _group(type_name: str, votes: int, docs=("d1",), table: bool = False) -> Group:
    return Group(f"id-{type_name}", type_name, "python", "Python", votes, frozenset(docs), table)


def _verdicts(*groups: Group, **settings) -> dict[str, tuple[str, str | None]]:
    return {v.group.type: (v.verdict, v.winner.type if v.winner else None)
            for v in decide(list(groups), TypeVoteSettings(**settings))}


def test_weak_minorities_fold_into_the_type_with_most_votes():
    # Python in Python's licence: PERSON x3, ORG x1, GPE x1 (spaCy), one document
    got = _verdicts(_group("Person", 3), _group("Organization", 1), _group("GeographicLocation", 1))
    assert got == {"Person": (WINNER, None), "Organization": (FOLDED, "Person"), "GeographicLocation": (FOLDED, "Person")}
    (winner,) = [v for v in decide([_group("Person", 3), _group("Organization", 1)]) if v.verdict == WINNER]
    assert winner.reason == "votes Person 3, Organization 1: Person wins"


@pytest.mark.parametrize("votes, expected", [
    ((10, 5), KEPT_APART),   # 5 >= 3 and 5 >= 0.5 * 10: strong on both sides
    ((10, 4), FOLDED),       # 4 < 0.5 * 10
    ((4, 2), FOLDED),        # 2 < min_votes
    ((3, 3), KEPT_APART),    # a tie: no winner
    ((2, 2), KEPT_APART),    # a tie, however few
])
def test_strong_votes_on_both_sides_or_a_tie_keep_the_types_apart(votes, expected):
    got = _verdicts(_group("Person", votes[0]), _group("GeographicLocation", votes[1]))
    assert got["GeographicLocation"][0] == expected
    assert got["Person"][0] == (KEPT_APART if votes[0] == votes[1] else WINNER)


def test_the_thresholds_are_settings():
    assert _verdicts(_group("Person", 10), _group("Organization", 4), min_ratio=0.4)["Organization"][0] == KEPT_APART
    assert _verdicts(_group("Person", 10), _group("Organization", 5), min_votes=6)["Organization"][0] == FOLDED


def test_a_type_a_table_gives_is_never_folded_and_breaks_a_tie():
    # a person "Jordan" in a table, named once; spaCy calls it a place twice: the table's type stays
    got = _verdicts(_group("GeographicLocation", 2), _group("Person", 1, table=True))
    assert got == {"GeographicLocation": (WINNER, None), "Person": (KEPT_APART, "GeographicLocation")}
    # a tie with one table-typed group: the table's type wins and the weak other folds into it
    got = _verdicts(_group("Person", 2, table=True), _group("Organization", 2))
    assert got == {"Person": (WINNER, None), "Organization": (FOLDED, "Person")}


def test_a_type_given_in_documents_without_the_winner_stays_apart():
    got = _verdicts(_group("Person", 5, docs=("d1", "d2")), _group("Organization", 1, docs=("d3",)))
    assert got["Organization"] == (KEPT_APART, "Person")
    got = _verdicts(_group("Person", 5, docs=("d1", "d2")), _group("Organization", 1, docs=("d2",)))
    assert got["Organization"] == (FOLDED, "Person")


# -- in entity resolution -------------------------------------------------------------------------

def _python_store():
    """Python's licence as spaCy reads it: three types for one name in one document (d1), and a
    second name typed two ways in two documents (d2, d3) that must stay two entities."""
    return store_with(
        ("d1", "c1", "Python", "PERSON"), ("d1", "c2", "Python", "PERSON"), ("d1", "c3", "Python", "PERSON"),
        ("d1", "c3", "Python", "ORG", None, 40), ("d1", "c4", "Python", "GPE"),
        ("d2", "c5", "Jordan", "PERSON"), ("d2", "c5", "Jordan", "PERSON", None, 30), ("d3", "c6", "Jordan", "GPE"))


def test_resolution_merges_the_folded_types_and_records_the_votes():
    con = _python_store()
    resolve(con)
    python = {e for e, keys in clusters(con).items() if keys == {"python"}}
    assert len(python) == 1  # three (type, key) groups, one entity
    (canonical,) = python
    assert con.execute("SELECT type FROM kg_entities WHERE entity_id = ?", [canonical]).fetchall() == [("PERSON",)]
    merges = con.execute("SELECT least(left_type, right_type), greatest(left_type, right_type), decision, reason "
                         "FROM entity_merges WHERE rule = 'type_votes' AND canonical_id = ? ORDER BY 1", [canonical]).fetchall()
    tally = "type votes PERSON 3, GPE 1, ORG 1"
    assert merges == [("GPE", "PERSON", "merged", f"{tally}: GPE is a weak minority in PERSON's documents"),
                      ("ORG", "PERSON", "merged", f"{tally}: ORG is a weak minority in PERSON's documents")]
    votes = con.execute("SELECT type, votes, documents, verdict, winner_type FROM entity_type_votes WHERE name_key = 'python' "
                        "ORDER BY votes DESC, type").fetchall()
    assert votes == [("PERSON", 3, 1, "winner", None), ("GPE", 1, 1, "folded", "PERSON"), ("ORG", 1, 1, "folded", "PERSON")]


def test_resolution_keeps_a_name_typed_two_ways_in_two_documents_apart():
    con = _python_store()
    resolve(con)
    assert sum(1 for keys in clusters(con).values() if keys == {"jordan"}) == 2
    assert con.execute("SELECT decision, reason FROM entity_merges WHERE rule = 'type_votes' AND left_name = 'Jordan'").fetchall() == [
        ("kept_apart", "type votes PERSON 2, GPE 1: GPE is also named in 1 document(s) without PERSON")]


def test_type_votes_off_keeps_one_entity_per_type():
    con = _python_store()
    resolve(con, type_votes={"enabled": False})
    assert sum(1 for keys in clusters(con).values() if keys == {"python"}) == 3
    assert con.execute("SELECT count(*) FROM entity_type_votes").fetchone()[0] == 0
