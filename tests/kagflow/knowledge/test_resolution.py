"""Entity resolution on hand-made stores: mentions written as rows, expected clusters counted by hand."""

from __future__ import annotations

import pytest

from kagflow.documents.entities import standardize_entities
from kagflow.knowledge.resolution import resolve_entities, singular, strip_honorifics
from kagflow.project import AlignmentConfig
from kagflow.store.ids import entity_id_for
from tests.kagflow.knowledge.helpers import add_mention as _mention
from tests.kagflow.knowledge.helpers import clusters as _clusters
from tests.kagflow.knowledge.helpers import empty_store as _store
from tests.kagflow.knowledge.helpers import names_apart, store_with
from tests.kagflow.knowledge.helpers import resolve as _resolve


def test_name_helpers():
    assert strip_honorifics("mr holmes") == "holmes"
    assert strip_honorifics("dr john h watson") == "john h watson"
    assert strip_honorifics("queen") == "queen"
    assert singular("electrons") == singular("electron") == "electron"
    assert singular("bodies") == "body"
    assert singular("glass") == "glass"


def test_holmes_forms_in_one_story_align_with_aliases():
    con = _store()
    _mention(con, "story", "c1", "Sherlock Holmes")
    _mention(con, "story", "c1", "Dr. Watson", start=40)
    _mention(con, "story", "c2", "Mr. Holmes")
    _mention(con, "story", "c3", "Holmes")
    _mention(con, "story", "c3", "Watson", start=20)
    run = _resolve(con)
    clusters = _clusters(con)
    # by hand: {sherlock holmes, mr holmes, holmes} and {dr watson, watson}
    assert sorted(map(sorted, clusters.values())) == [["dr watson", "watson"], ["holmes", "mr holmes", "sherlock holmes"]]
    assert run.entities_before == 5 and run.entities_after == 2
    holmes = next(i for i, keys in clusters.items() if "holmes" in keys)
    # canonical: the smallest member id, a hash of (type, name key)
    assert holmes == min(entity_id_for("PERSON", k) for k in ("holmes", "mr holmes", "sherlock holmes"))
    assert con.execute("SELECT DISTINCT name FROM standardized_entities WHERE entity_id = ?", [holmes]).fetchall() == [("Sherlock Holmes",)]
    aliases = {a for (a,) in con.execute("SELECT alias FROM kg_aliases WHERE entity_id = ?", [holmes]).fetchall()}
    assert {"Sherlock Holmes", "Mr. Holmes", "Holmes"} <= aliases
    # one kg entity, all three chunks
    assert con.execute("SELECT count(*) FROM kg_entities WHERE entity_id = ?", [holmes]).fetchone()[0] == 1
    assert {c for (c,) in con.execute("SELECT chunk_id FROM entity_chunks WHERE entity_id = ?", [holmes]).fetchall()} == {"c1", "c2", "c3"}
    # every merge has its evidence
    evidence = con.execute("SELECT rule, decision FROM entity_merges WHERE canonical_id = ? ORDER BY rule", [holmes]).fetchall()
    assert ("surname_in_document", "merged") in evidence


def test_surname_shared_by_two_longer_names_stays_apart():
    con = store_with(("d1", "c1", "Sherlock Holmes"), ("d1", "c1", "Mycroft Holmes", "PERSON", None, 30), ("d1", "c2", "Holmes"))
    _resolve(con)
    assert len(_clusters(con)) == 3


def test_surname_needs_a_shared_document():
    con = names_apart("Sherlock Holmes", "Holmes")
    _resolve(con)
    assert len(_clusters(con)) == 2


def test_plural_and_case_across_documents():
    con = names_apart("Electrons", "electron", label="NORP")
    _resolve(con)
    clusters = _clusters(con)
    assert list(clusters.values()) == [{"electrons", "electron"}]
    entity = next(iter(clusters))
    assert {c for (c,) in con.execute("SELECT chunk_id FROM entity_chunks WHERE entity_id = ?", [entity]).fetchall()} == {"c1", "c2"}


def test_numbers_in_names_veto():
    con = names_apart("World War I", "World War II", label="EVENT")
    _resolve(con)
    assert len(_clusters(con)) == 2
    assert con.execute("SELECT decision, reason FROM entity_merges").fetchall() == [("conflict", "different numbers in the names")]


def test_never_merge_undoes_a_merge_and_disabled_keeps_groups():
    holmes = (("d1", "c1", "Sherlock Holmes"), ("d1", "c2", "Holmes"))  # one story, two chunks
    con = store_with(*holmes)
    _resolve(con)
    assert len(_clusters(con)) == 1
    con2 = store_with(*holmes)
    _resolve(con2, never_merge=[["Holmes", "Sherlock Holmes"]])
    assert len(_clusters(con2)) == 2
    assert con2.execute("SELECT decision FROM entity_merges").fetchall() == [("never_merge",)]
    con3 = store_with(*holmes)
    _resolve(con3, enabled=False)
    assert len(_clusters(con3)) == 2


def test_different_types_stay_apart_but_place_labels_meet():
    con = names_apart(("Jordan", "PERSON"), ("Jordan", "GPE"), ("Jordan", "LOC"))
    _resolve(con)
    # GPE and LOC of one key are one place; the person stays apart
    rows = con.execute("SELECT list(type ORDER BY type) FROM standardized_entities GROUP BY entity_id ORDER BY 1").fetchall()
    assert rows == [(["GPE", "LOC"],), (["PERSON"],)]


def test_fuzzy_typo_merges_and_evidence_is_recorded():
    con = names_apart("Michael Jordan", "Michael Jordon")
    _resolve(con)
    assert len(_clusters(con)) == 1
    rule, score, decision = con.execute("SELECT rule, name_score, decision FROM entity_merges").fetchone()
    assert (rule, decision) == ("fuzzy_name", "merged") and score >= 92


@pytest.mark.parametrize("threshold", [99.0])
def test_thresholds_come_from_config(threshold):
    con = names_apart("Michael Jordan", "Michael Jordon")
    _resolve(con, fuzzy_threshold=threshold, review_threshold=threshold)
    assert len(_clusters(con)) == 2


def test_word_difference_keeps_directions_and_branches_apart():
    from kagflow.knowledge.resolution import word_difference

    assert word_difference("tweedsmuir north provincial park", "tweedsmuir south provincial park")
    assert word_difference("santa monica", "santa monica bay")
    assert word_difference("korean peoples army", "korean peoples navy")
    assert word_difference("bharatiya janata party", "bharatiya janta party") is None
    assert word_difference("nobel peace prize", "a nobel peace prize") is None


def test_similar_names_with_another_word_stay_apart():
    con = names_apart(("East Coast", "LOC"), ("West Coast", "LOC"), ("Santa Monica", "GPE"), ("Santa Monica Bay", "LOC"))
    _resolve(con, review_threshold=50)
    assert len(_clusters(con)) == 4


def test_a_one_word_name_that_lives_elsewhere_too_is_not_merged():
    # "Carter" is named in a document without Lynda Carter: the group is not only hers
    con = store_with(("tv", "c1", "Lynda Carter"), ("tv", "c2", "Carter"), ("politics", "c3", "Carter"),
                     ("film", "c4", "Princess Diana"), ("film", "c5", "Diana"), ("news", "c6", "Diana"))
    _resolve(con)
    assert len(_clusters(con)) == 4
    reasons = set(con.execute("SELECT least(left_name, right_name), reason FROM entity_merges").fetchall())
    assert ("Diana", "one-word name in documents of its own") in reasons


def test_model_judge_decides_borderline_pairs_and_is_cached(tmp_path):
    from kagflow.knowledge.resolution import model_judge
    from kagflow.resources.llm import LLMResource
    from tests.llm_server import RecordingLLMServer

    replies = {"Stoney Creek": '{"same": false, "reason": "a creek in Virginia, a town in Ontario"}',
               "Evangelical Luthern": '{"same": true, "reason": "one church"}'}

    def run(server):
        con = names_apart(("Evangelical Lutheran Church", "ORG"), ("Evangelical Luthern Church", "ORG"),
                          ("Stony Creek", "GPE"), ("Stoney Creek", "GPE"))
        llm = LLMResource(base_url=server.base_url, model="m", cache_dir=str(tmp_path / "cache"), max_retries=0)
        standardize_entities(con, ())
        resolve_entities(con, (), AlignmentConfig(fuzzy_threshold=99, review_threshold=60), judge=model_judge(llm))
        return con

    with RecordingLLMServer(replies=replies) as server:
        con = run(server)
        calls = server.calls
        decisions = dict(((a, b), (d, r)) for a, b, d, r in con.execute(
            "SELECT least(left_name, right_name), greatest(left_name, right_name), decision, reason FROM entity_merges").fetchall())
        assert decisions[("Evangelical Lutheran Church", "Evangelical Luthern Church")] == ("merged", None)
        assert decisions[("Stoney Creek", "Stony Creek")] == ("kept_apart", "judge: a creek in Virginia, a town in Ontario")
        assert calls == 2
        run(server)  # the same pairs again: answered from the cache
        assert server.calls == calls


def test_qualifiers_cut_off_names_and_titles_of_places():
    con = names_apart(("Eastern United States", "GPE"), ("Western United States", "GPE"), ("National Theatre of", "ORG"),
                      ("National Theatre", "ORG"), ("St Petersburg", "GPE"), ("Petersburg", "GPE"))
    _resolve(con)
    assert len(_clusters(con)) == 6


def test_a_surname_named_before_the_full_name_is_something_else():
    # "Hosterman is a community ... named for Theodore G. Hosterman": the place comes first
    con = _store()
    _mention(con, "wv", "c1", "Hosterman", start=0)
    _mention(con, "wv", "c1", "Theodore G. Hosterman", start=80)
    _resolve(con)
    assert len(_clusters(con)) == 2


def test_never_merge_holds_through_a_third_member():
    # Sherlock Holmes ~ Holmes (surname) and Holmes ~ Mr. Holmes (titles): never_merge Sherlock/Mr. Holmes
    con = store_with(("d1", "c1", "Sherlock Holmes"), ("d1", "c2", "Holmes"), ("d1", "c3", "Mr. Holmes"))
    _resolve(con, never_merge=[["Sherlock Holmes", "Mr. Holmes"]])
    clusters = _clusters(con)
    assert not any({"sherlock holmes", "mr holmes"} <= keys for keys in clusters.values())


def test_alignment_block_of_kagflow_yaml(tmp_path):
    from kagflow.project import ProjectError, load_config

    path = tmp_path / "kagflow.yaml"
    path.write_text("alignment:\n  fuzzy_threshold: 95\n  never_merge: [[Holmes, Mycroft Holmes]]\n", encoding="utf-8")
    config = load_config(path).alignment
    assert config.fuzzy_threshold == 95 and config.never_merge == [["Holmes", "Mycroft Holmes"]]
    path.write_text("alignment:\n  never_merge: [[Holmes]]\n", encoding="utf-8")
    with pytest.raises(ProjectError, match="never_merge"):
        load_config(path)
