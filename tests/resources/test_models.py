"""The fake model resources (kagflow.resources.models) and builds that substitute them.

Expected mentions and relations are counted by hand from the sentences; the corpus check reads
MuSiQue itself; embeddings are checked for the properties the fake promises.
"""

from __future__ import annotations

import json
import shutil

import dagster as dg
import duckdb
import numpy as np
import pytest

from kagflow.documents.ner import DEFAULT_LABEL_CANDIDATES, resolve_label_map
from kagflow.pipelines.build import build_project, dagster_instance
from kagflow.pipelines.definitions import ALL_ASSETS, build_resources
from kagflow.project import Project
from kagflow.resources.models import FAKE_EMBEDDING_MODEL, FakeEmbedderResource, FakeNlpResource
from kagflow.store.ids import stable_hash
from tests.conftest import REPO, dataset, fake_models


def _extract(text: str, schema_types: tuple[str, ...] = ()):
    extractor = FakeNlpResource().extractor({}, schema_types)
    (chunk_id, mentions, relations), = extractor.extract([("c1", text)])
    assert chunk_id == "c1"
    by_id = {m.mention_id: m.text for m in mentions}
    return mentions, {(by_id[r.subject_mention_id], r.predicate, by_id[r.object_mention_id]) for r in relations}


def test_fake_nlp_finds_capitalised_names_years_and_the_words_between():
    text = "Acme Motors supplies Beta Parts in Detroit. He joined Acme Motors in 1998.\n\nGuide\n\nNorth Star Labs"
    mentions, relations = _extract(text, ("Company",))
    assert [(m.text, m.label) for m in mentions] == [
        ("Acme Motors", "ORG"), ("Beta Parts", "ORG"), ("Detroit", "ORG"),  # "He" opens a sentence: skipped
        ("Acme Motors", "ORG"), ("1998", "DATE"),
        ("North Star Labs", "ORG"),  # "Guide" alone on its line opens a sentence: skipped
    ]
    assert {m.schema_type for m in mentions if m.label == "ORG"} == {"Company"}
    assert relations == {("Acme Motors", "supplies", "Beta Parts"), ("Beta Parts", "in", "Detroit"), ("Acme Motors", "in", "1998")}


def test_fake_nlp_maps_labels_like_the_real_extractor():
    types = ("Organization", "Date", "Person")
    mentions, _ = _extract("Carl Zeiss opened Jena Works in 1846.", types)
    expected = resolve_label_map({}, types)
    assert "ORG" in DEFAULT_LABEL_CANDIDATES and expected["ORG"] == "Organization"
    assert {(m.label, m.schema_type) for m in mentions} == {("ORG", expected["ORG"]), ("DATE", expected["DATE"])}


def test_fake_nlp_spans_ids_and_sentences_hold_on_musique():
    corpus = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))
    chunks = [(f"m{i}", p["text"]) for i, p in enumerate(corpus)]
    texts = dict(chunks)
    n_mentions = n_relations = 0
    for chunk_id, mentions, relations in FakeNlpResource().extractor({}, ()).extract(chunks):
        text = texts[chunk_id]
        for m in mentions:
            assert text[m.start:m.end] == m.text
            assert m.text[0].isupper() or (len(m.text) == 4 and m.text.isdigit())
            assert m.mention_id == stable_hash("mention", chunk_id, m.start, m.end, m.label)
        by_id = {m.mention_id: m for m in mentions}
        for r in relations:
            subject, obj = by_id[r.subject_mention_id], by_id[r.object_mention_id]
            assert r.sentence_start <= subject.start < obj.end <= r.sentence_end <= len(text)
            assert r.predicate.split() == text[subject.end:obj.start].split()
        n_mentions += len(mentions)
        n_relations += len(relations)
    assert n_mentions > len(corpus) and n_relations > 0  # every passage names something; some relate


def test_fake_embedder_is_deterministic_unit_length_and_384_wide():
    texts = ["Acme Motors", "Beta Parts", "Acme Motors", ""]
    first = FakeEmbedderResource().encode(texts)
    again = FakeEmbedderResource().encode(list(reversed(texts)))[::-1]
    assert first.shape == (4, 384) and first.dtype == np.float32
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-6)
    assert np.array_equal(first, again)  # the same text gives the same vector, wherever it sits
    assert np.array_equal(first[0], first[2]) and not np.array_equal(first[0], first[1])
    assert abs(float(first[0] @ first[1])) < 0.3  # unrelated texts are far from parallel
    assert FakeEmbedderResource().encode([]).shape == (0, 384)
    assert FakeEmbedderResource().model_name == FAKE_EMBEDDING_MODEL


def test_build_resources_substitutes_by_key_and_names_an_unknown_one(tmp_path):
    fakes = fake_models()
    resources = build_resources(str(tmp_path), substitutes=fakes)
    assert resources["nlp"] is fakes["nlp"] and resources["embedder"] is fakes["embedder"]
    with pytest.raises(ValueError, match="embedder2"):
        build_resources(str(tmp_path), substitutes={"embedder2": FakeEmbedderResource()})


def test_a_build_with_fakes_and_without_then_with_embeddings(tmp_path):
    root = tmp_path / "acme"
    shutil.copytree(REPO / "data" / "examples" / "acme-supply", root, ignore=shutil.ignore_patterns(".kagflow"))
    report = build_project(root, substitutes=fake_models(), embeddings=False)
    assert report.counts["chunks"] > 0 and report.counts["chunk_embeddings"] == report.counts["entity_embeddings"] == 0
    # leaving a stage out keeps every other asset's checks in the run
    records = dagster_instance(Project(root)).get_records_for_run(report.run_id, of_type=dg.DagsterEventType.ASSET_CHECK_EVALUATION).records
    ran = {r.event_log_entry.dagster_event.event_specific_data.check_name for r in records}
    assert ran == {spec.name for asset in ALL_ASSETS for spec in asset.check_specs} and ran
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        chunks = con.execute("SELECT chunk_id, text FROM chunks").fetchall()
        stored = {(chunk_id, start, end, text) for chunk_id, start, end, text in con.execute(
            "SELECT chunk_id, start_offset, end_offset, text FROM ner_mentions WHERE extractor <> 'gazetteer'").fetchall()}
    finally:
        con.close()
    expected = {(chunk_id, m.start, m.end, m.text)
                for chunk_id, text in chunks for m in FakeNlpResource().extractor({}, ()).extract_text(chunk_id, text)[0]}
    assert stored == expected  # the fake, not spaCy, read the documents
    report = build_project(root, substitutes=fake_models())
    assert report.counts["chunk_embeddings"] == len(chunks)
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        models = {m for (m,) in con.execute("SELECT model FROM chunk_embeddings UNION SELECT model FROM entity_embeddings").fetchall()}
    finally:
        con.close()
    assert models == {FAKE_EMBEDDING_MODEL}
