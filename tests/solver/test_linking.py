"""Entity linking's last step: a name no exact, alias or fuzzy match finds links by the cosine of
its sentence embedding to the stored entity-name embeddings (the build's MiniLM)."""

from __future__ import annotations

import duckdb
import pytest

from kagflow.project import Project
from kagflow.solver.linking import entity_name_encoder, link_entity
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
