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
