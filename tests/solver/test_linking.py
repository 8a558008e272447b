"""Entity linking's last step: a name no exact, alias or fuzzy match finds links by the cosine of
its sentence embedding to the stored entity-name embeddings (the build's MiniLM)."""

from __future__ import annotations

import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.project import Project
from kagflow.solver.linking import NAME_VECTORS_DIR, entity_name_encoder, link_entity
from tests.conftest import fake_models

NEWS = """City desk.

Heavy snow closed the schools of New York City on Monday. Fans of Manchester United Football Club queued for tickets.
"""


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    from kagflow.pipelines.build import build_project

    root = tmp_path_factory.mktemp("link") / "news"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "news.txt").write_text(NEWS, encoding="utf-8")
    build_project(root, substitutes={"nlp": fake_models()["nlp"]})  # real MiniLM embeddings, general schema
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    yield con
    con.close()


def test_a_short_form_links_by_embedding_after_fuzzy_fails(store):
    encode = entity_name_encoder(store)
    assert encode is not None
    # the fake extractor makes capitalised runs Organizations (the general schema's ORG type)
    without = link_entity(store, "NYC", "Organization")
    assert without.method == "none"  # neither exact, alias nor fuzzy: "NYC" shares no letters' order
    link = link_entity(store, "NYC", "Organization", encode=encode)
    assert link.method == "embedding" and link.matched == ("New York City",)
    assert 80 <= link.score <= 100


def test_an_unrelated_name_stays_unlinked(store):
    link = link_entity(store, "Quarterly dividend", "Organization", encode=entity_name_encoder(store))
    assert link.method == "none" and link.entity_ids == ()


def test_the_type_restricts_embedding_candidates(store):
    link = link_entity(store, "NYC", "Person", encode=entity_name_encoder(store))
    assert link.entity_ids == ()


def test_names_not_embedded_at_build_are_embedded_once_per_type_when_needed(store):
    """By default the build stores no name vectors (embeddings.entity_names): the last step embeds
    the type's names on first need, with the chunks' encoder, and a loaded reader keeps them."""
    import numpy as np

    from kagflow.documents.embeddings import minilm_encode

    assert store.execute("SELECT count(*) FROM entity_embeddings").fetchone() == (0,)
    # a reader of its own: the other tests' links are not remembered by it
    (path,) = store.execute("SELECT path FROM duckdb_databases() WHERE database_name = current_database()").fetchone()
    shutil.rmtree(Path(path).parent / NAME_VECTORS_DIR, ignore_errors=True)  # what the other tests' links kept
    store = duckdb.connect(path, read_only=True)
    encode = entity_name_encoder(store)
    calls: list[list[str]] = []

    def counting(texts):
        calls.append(list(texts))
        return encode(texts)

    link = link_entity(store, "NYC ", "Organization", encode=counting)
    assert link.method == "embedding" and link.matched == ("New York City",)
    names = {n for (n,) in store.execute("SELECT name FROM kg_entities WHERE type = 'Organization'").fetchall()}
    assert calls[0] == ["NYC "] and set(calls[1]) == names and len(calls) == 2
    # the score is the cosine sentence-transformers gives the two names (an independent encoder run)
    query, target = minilm_encode(["NYC ", "New York City"])
    assert abs(link.score - 100 * float(np.dot(query, target))) < 0.05
    link_entity(store, "Man Utd", "Organization", encode=counting)
    assert len(calls) == 3 and calls[2] == ["Man Utd"]  # the type's names are not embedded again
    store.close()
    # the next reader of the same publish reads the vectors kept beside the store
    kept = list((Path(path).parent / NAME_VECTORS_DIR).rglob("*.npz"))
    assert len(kept) == 1

    def link_in_a_new_reader():
        nonlocal encode
        reader = duckdb.connect(path, read_only=True)
        try:
            calls.clear()
            encode = entity_name_encoder(reader)
            return link_entity(reader, "NYC ", "Organization", encode=counting)
        finally:
            reader.close()

    second = link_in_a_new_reader()
    assert calls == [["NYC "]] and (second.matched, second.score) == (link.matched, link.score)
    # kept vectors of other rows (another store's names under this name) are not used
    import numpy as np

    np.savez(kept[0], ids=np.array(["x"]), names=np.array(["Elsewhere"]), matrix=np.ones((1, 384), dtype=np.float32))
    third = link_in_a_new_reader()
    assert len(calls) == 2 and third.matched == ("New York City",)


def test_names_embedded_at_build_give_the_same_link(tmp_path):
    from kagflow.pipelines.build import build_project

    root = tmp_path / "news"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "news.txt").write_text(NEWS, encoding="utf-8")
    (root / "kagflow.yaml").write_text("embeddings:\n  entity_names: true\n", encoding="utf-8")
    build_project(root, substitutes={"nlp": fake_models()["nlp"]})
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        stored = {n for (n,) in con.execute("SELECT text FROM entity_embeddings").fetchall()}
        assert "New York City" in stored
        link = link_entity(con, "NYC", "Organization", encode=entity_name_encoder(con))
    finally:
        con.close()
    assert link.method == "embedding" and link.matched == ("New York City",) and 80 <= link.score <= 100
