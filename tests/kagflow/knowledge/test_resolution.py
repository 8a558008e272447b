"""Entity resolution on hand-made stores: mentions written as rows, expected clusters counted by hand."""

from __future__ import annotations

import duckdb
import pytest

from kagflow.documents.entities import standardize_entities
from kagflow.documents.names import name_key, official_name
from kagflow.knowledge.resolution import resolve_entities, singular, strip_honorifics
from kagflow.project import AlignmentConfig
from kagflow.store import warehouse
from kagflow.store.ids import entity_id_for


def _store() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(":memory:")
    warehouse.ensure_tables(con)
    return con


def _mention(con, doc: str, chunk: str, text: str, label: str = "PERSON", schema_type: str | None = None, start: int = 0) -> None:
    if not con.execute("SELECT 1 FROM chunks WHERE chunk_id = ?", [chunk]).fetchone():
        seq = int("".join(ch for ch in chunk if ch.isdigit()) or 0)
        warehouse.insert_rows(con, "chunks", ["chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset"],
                              [(chunk, doc, doc, seq, "", 0, 0)])
    warehouse.insert_rows(
        con, "ner_mentions",
        ["mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset", "text", "label", "schema_type",
         "official_name", "name_key", "extractor"],
        [(f"{chunk}:{start}:{text}", chunk, doc, doc, start, start + len(text), text, label, schema_type,
          official_name(text, label), name_key(text), "test")])


def _resolve(con, schema_types=(), **settings):
    standardize_entities(con, schema_types)
    return resolve_entities(con, schema_types, AlignmentConfig(**settings))


def _clusters(con) -> dict[str, set[str]]:
    """canonical id -> the name keys of its rows."""
    out: dict[str, set[str]] = {}
    for entity_id, key in con.execute("SELECT entity_id, name_key FROM standardized_entities").fetchall():
        out.setdefault(entity_id, set()).add(key)
    return out


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
    con = _store()
    _mention(con, "d1", "c1", "Sherlock Holmes")
    _mention(con, "d1", "c1", "Mycroft Holmes", start=30)
    _mention(con, "d1", "c2", "Holmes")
    _resolve(con)
    assert len(_clusters(con)) == 3


def test_surname_needs_a_shared_document():
    con = _store()
    _mention(con, "d1", "c1", "Sherlock Holmes")
    _mention(con, "d2", "c2", "Holmes")
    _resolve(con)
    assert len(_clusters(con)) == 2


def test_plural_and_case_across_documents():
    con = _store()
    _mention(con, "d1", "c1", "Electrons", label="NORP")
    _mention(con, "d2", "c2", "electron", label="NORP")
    _resolve(con)
    clusters = _clusters(con)
    assert list(clusters.values()) == [{"electrons", "electron"}]
    entity = next(iter(clusters))
    assert {c for (c,) in con.execute("SELECT chunk_id FROM entity_chunks WHERE entity_id = ?", [entity]).fetchall()} == {"c1", "c2"}


def test_numbers_in_names_veto():
    con = _store()
    _mention(con, "d1", "c1", "World War I", label="EVENT")
    _mention(con, "d2", "c2", "World War II", label="EVENT")
    _resolve(con)
    assert len(_clusters(con)) == 2
    assert con.execute("SELECT decision, reason FROM entity_merges").fetchall() == [("conflict", "different numbers in the names")]


def test_never_merge_undoes_a_merge_and_disabled_keeps_groups():
    con = _store()
    _mention(con, "d1", "c1", "Sherlock Holmes")
    _mention(con, "d1", "c2", "Holmes")
    _resolve(con)
    assert len(_clusters(con)) == 1
    con2 = _store()
    _mention(con2, "d1", "c1", "Sherlock Holmes")
    _mention(con2, "d1", "c2", "Holmes")
    _resolve(con2, never_merge=[["Holmes", "Sherlock Holmes"]])
    assert len(_clusters(con2)) == 2
    assert con2.execute("SELECT decision FROM entity_merges").fetchall() == [("never_merge",)]
    con3 = _store()
    _mention(con3, "d1", "c1", "Sherlock Holmes")
    _mention(con3, "d1", "c2", "Holmes")
    _resolve(con3, enabled=False)
    assert len(_clusters(con3)) == 2


def test_different_types_stay_apart_but_place_labels_meet():
    con = _store()
    _mention(con, "d1", "c1", "Jordan", label="PERSON")
    _mention(con, "d2", "c2", "Jordan", label="GPE")
    _mention(con, "d3", "c3", "Jordan", label="LOC")
    _resolve(con)
    # GPE and LOC of one key are one place; the person stays apart
    rows = con.execute("SELECT list(type ORDER BY type) FROM standardized_entities GROUP BY entity_id ORDER BY 1").fetchall()
    assert rows == [(["GPE", "LOC"],), (["PERSON"],)]


def test_fuzzy_typo_merges_and_evidence_is_recorded():
    con = _store()
    _mention(con, "d1", "c1", "Michael Jordan")
    _mention(con, "d2", "c2", "Michael Jordon")
    _resolve(con)
    assert len(_clusters(con)) == 1
    rule, score, decision = con.execute("SELECT rule, name_score, decision FROM entity_merges").fetchone()
    assert (rule, decision) == ("fuzzy_name", "merged") and score >= 92


@pytest.mark.parametrize("threshold", [99.0])
def test_thresholds_come_from_config(threshold):
    con = _store()
    _mention(con, "d1", "c1", "Michael Jordan")
    _mention(con, "d2", "c2", "Michael Jordon")
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
    con = _store()
    _mention(con, "d1", "c1", "East Coast", label="LOC")
    _mention(con, "d2", "c2", "West Coast", label="LOC")
    _mention(con, "d3", "c3", "Santa Monica", label="GPE")
    _mention(con, "d4", "c4", "Santa Monica Bay", label="LOC")
    _resolve(con, review_threshold=50)
    assert len(_clusters(con)) == 4


def test_a_one_word_name_that_lives_elsewhere_too_is_not_merged():
    # "Carter" is named in a document without Lynda Carter: the group is not only hers
    con = _store()
    _mention(con, "tv", "c1", "Lynda Carter")
    _mention(con, "tv", "c2", "Carter")
    _mention(con, "politics", "c3", "Carter")
    _mention(con, "film", "c4", "Princess Diana")
    _mention(con, "film", "c5", "Diana")
    _mention(con, "news", "c6", "Diana")
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
        con = _store()
        _mention(con, "d1", "c1", "Evangelical Lutheran Church", label="ORG")
        _mention(con, "d2", "c2", "Evangelical Luthern Church", label="ORG")
        _mention(con, "d3", "c3", "Stony Creek", label="GPE")
        _mention(con, "d4", "c4", "Stoney Creek", label="GPE")
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
    con = _store()
    _mention(con, "d1", "c1", "Eastern United States", label="GPE")
    _mention(con, "d2", "c2", "Western United States", label="GPE")
    _mention(con, "d3", "c3", "National Theatre of", label="ORG")
    _mention(con, "d4", "c4", "National Theatre", label="ORG")
    _mention(con, "d5", "c5", "St Petersburg", label="GPE")
    _mention(con, "d6", "c6", "Petersburg", label="GPE")
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
    con = _store()
    _mention(con, "d1", "c1", "Sherlock Holmes")
    _mention(con, "d1", "c2", "Holmes")
    _mention(con, "d1", "c3", "Mr. Holmes")
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
