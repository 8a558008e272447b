"""SVO facts whose verb names a schema relation reach the solver (text_edges in kg_edges).

The expected answers are read off the sentences by hand (who acquired whom); the schema relations
are the ones the test's schema text (or the built-in general schema) declares.
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.build import build_project
from kagflow.project import Project
from kagflow.resources.models import FakeEmbedderResource
from kagflow.schema.spg import load_project_schema
from kagflow.solver.execute import PlanExecutor
from tests.conftest import build_without_models

ACQUIRE_SCHEMA = """namespace Deals

Organization(组织机构): EntityType
\trelations:
\t\tacquire(收购): Organization
\t\tlocatedIn(位于): Place

Place(地点): EntityType
"""


def _run(root: Path, plan: str) -> list:
    project = Project(root)
    con = duckdb.connect(str(project.database_path), read_only=True)
    try:
        return PlanExecutor(con, load_project_schema(root), project.config.fuzzy_link_threshold).run(plan).answer
    finally:
        con.close()


@pytest.fixture(scope="module")
def deals(tmp_path_factory) -> Path:
    """A documents project with a schema that has ``acquire``; the fake extractor (capitalised runs
    are ORG -> Organization, the words between two names are the predicate as written)."""
    root = tmp_path_factory.mktemp("deals") / "deals"
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Deals.schema").write_text(ACQUIRE_SCHEMA, encoding="utf-8")
    (root / "sources" / "news.txt").write_text(
        "Deals of the year\n\n"
        "Northwind Traders acquired Contoso last spring.\n"
        "After a long auction, Fabrikam was acquired by Tailspin Toys.\n"
        "Everyone knows that Wide World Importers did not acquire Litware.\n"
        "Meanwhile Adventure Works praised Woodgrove Bank in public.\n",
        encoding="utf-8",
    )
    build_without_models(root, as_of="2024-01-01")
    return root


def test_an_svo_triple_whose_verb_is_a_schema_relation_answers_a_retrieval(deals: Path) -> None:
    plan = "Action1: Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nAction2: Output(o1)\n"
    assert _run(deals, plan) == ["Contoso"]


def test_a_passive_by_reads_from_the_agent(deals: Path) -> None:
    plan = "Action1: Retrieval(s=s1:Organization[`Tailspin Toys`], p=p1:收购, o=o1:Organization)\nAction2: Output(o1)\n"
    assert _run(deals, plan) == ["Fabrikam"]
    backwards = "Action1: Retrieval(s=s1:Organization, p=p1:acquire, o=o1:Organization[`Fabrikam`])\nAction2: Output(s1)\n"
    assert _run(deals, backwards) == ["Tailspin Toys"]


def test_only_relation_verbs_become_knowledge_edges_with_their_chunk(deals: Path) -> None:
    con = duckdb.connect(str(Project(deals).database_path), read_only=True)
    try:
        rows = con.execute(
            "SELECT s.name, e.predicate, o.name, e.origin, e.doc_id, e.line, t.verb, c.text "
            "FROM text_edges t JOIN kg_edges e USING (edge_id) JOIN kg_entities s ON s.entity_id = e.subject_id "
            "JOIN kg_entities o ON o.entity_id = e.object_id JOIN chunks c ON c.chunk_id = t.chunk_id ORDER BY 1").fetchall()
    finally:
        con.close()
    # "did not acquire" (negated) and "praised" (no such relation) stay in the information layer
    assert [(s, p, o) for s, p, o, *_ in rows] == [("Northwind Traders", "acquire", "Contoso"), ("Tailspin Toys", "acquire", "Fabrikam")]
    assert {origin for *_, origin, _, _, _, _ in rows} == {"text:svo"}
    assert {(doc, line) for *_, doc, line, _, _ in rows} == {("news.txt", 1)}  # one chunk, starting on line 1
    assert all(s in text and o in text for s, _, o, *_, text in rows)


def test_general_schema_project_with_spacy_reaches_relations_stated_in_text(tmp_path: Path) -> None:
    """No schema/ folder, the real spaCy pipeline: active, passive and prepositional verbs."""
    root = tmp_path / "people"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "bios.txt").write_text(
        "Microsoft acquired GitHub in 2018. Marie Curie was born in Warsaw. "
        "Apple was founded by Steve Jobs. Marie Curie worked for the University of Paris.\n",
        encoding="utf-8",
    )
    build_project(root, substitutes={"embedder": FakeEmbedderResource()}, embeddings=False, as_of="2024-01-01")

    def ask(s: str, p: str, o: str) -> list:
        return _run(root, f"Action1: Retrieval(s=s1:{s}, p=p1:{p}, o=o1:{o})\nAction2: Output(o1)\n")

    assert ask("Organization[`Microsoft`]", "acquire", "Organization") == ["GitHub"]
    assert ask("Person[`Marie Curie`]", "bornIn", "GeographicLocation") == ["Warsaw"]
    assert ask("Person[`Steve Jobs`]", "founded", "Organization") == ["Apple"]
    assert ask("Person[`Marie Curie`]", "worksFor", "Organization") == ["University of Paris"]
