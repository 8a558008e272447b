"""Entity resolution in a whole build (spaCy's English pipeline, fake embedder): a small project of
people in tables and short documents, written here; expected values read from the files we wrote.

Hand count of the documents: ``story.txt`` names Sherlock Holmes as "Sherlock Holmes",
"Mr. Sherlock Holmes", "Holmes" and "Mr. Holmes" (spaCy leaves the title out of its spans);
``news.txt`` names a Li Wei next to Acme Robotics only; ``physics1.txt`` says "Electrons",
``physics2.txt`` "electrons" (spaCy tags neither: the mentions come from the expert vocabulary,
``nodes.json`` + ``edges.json``, whose synonym edge names both forms).
"""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from kagflow.documents.names import name_key
from kagflow.pipelines.build import build_project
from kagflow.pipelines.cli import main
from kagflow.resources.models import FakeEmbedderResource
from tests.conftest import store_rows

SCHEMA = """namespace People

Company(公司): EntityType
\tproperties:
\t\tcity(城市): Text

Person(人物): EntityType
\tproperties:
\t\tage(年龄): Integer
\t\tworksAt(任职于): Company

Concept(概念): ConceptType
\thypernymPredicate: isA
"""

COMPANIES = [{"id": "A", "name": "Acme Robotics", "city": "Shanghai"}, {"id": "B", "name": "Beta Systems", "city": "Shenzhen"}]
PEOPLE = [
    {"id": "p1", "name": "Li Wei", "age": "34", "worksAt": "Acme Robotics"},
    {"id": "p2", "name": "Li Wei", "age": "51", "worksAt": "Beta Systems"},
    {"id": "p3", "name": "Zhang Min", "age": "29", "worksAt": "Beta Systems"},
]
DOCUMENTS = {
    "news.txt": "Acme Robotics named Li Wei head of research. Li Wei has worked at Acme Robotics since 2001.\n",
    "story.txt": (
        "The Red-Headed League\n\n"
        "My friend Sherlock Holmes had a new case. I met Mr. Sherlock Holmes at Baker Street in the morning.\n\n"
        "Holmes smiled and lit his pipe. \"You are late,\" said Mr. Holmes to the pawnbroker.\n"
    ),
    "physics1.txt": "Electrons are negatively charged particles.\n",
    "physics2.txt": "An electric current is a flow of electrons through a wire.\n",
}
NODES = [{"id": "electron", "name": "Electron", "label": "Concept"}, {"id": "electrons", "name": "electrons", "label": "Concept"}]
EDGES = [{"from": "electrons", "to": "electron", "label": "synonym"}]


def _write_project(root: Path) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "People.schema").write_text(SCHEMA, encoding="utf-8")
    for name, rows in (("Company.csv", COMPANIES), ("Person.csv", PEOPLE)):
        with open(root / "sources" / name, "w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    for name, text in DOCUMENTS.items():
        (root / "sources" / name).write_text(text, encoding="utf-8")
    (root / "sources" / "nodes.json").write_text(json.dumps(NODES), encoding="utf-8")
    (root / "sources" / "edges.json").write_text(json.dumps(EDGES), encoding="utf-8")
    return root


def _build(root: Path) -> None:
    build_project(root, as_of="2024-01-01", substitutes={"embedder": FakeEmbedderResource()}, embeddings=False)


@pytest.fixture(scope="module")
def people(tmp_path_factory) -> Path:
    root = _write_project(tmp_path_factory.mktemp("resolution") / "people")
    _build(root)
    return root



def test_two_li_weis_stay_apart_and_the_plan_for_company_b_returns_bs_age(people, capsys):
    li_weis = store_rows(people, "SELECT entity_id FROM kg_entities WHERE type = 'Person' AND name = 'Li Wei'")
    assert len(li_weis) == 2  # two rows of Person.csv named Li Wei
    plan = people / "plan.txt"
    plan.write_text("Action1: Retrieval(s=s1:Person[`Li Wei`], p=p1:worksAt, o=o1:Company[`Beta Systems`])\n"
                    "Action2: Retrieval(s=s1, p=p2:age, o=o2:Integer)\nAction3: Output(o2)\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(people), "--plan", str(plan), "--json"]) == 0
    beta = next(p for p in PEOPLE if p["name"] == "Li Wei" and p["worksAt"] == "Beta Systems")
    result = json.loads(capsys.readouterr().out)
    assert result["answer"] == [int(beta["age"])]
    # the name stands for two people; the hop to Beta Systems keeps one, and the answer says which
    assert any("names 2 Person entities" in n and f"key {beta['id']!r}" in n for n in result["notes"]), result["notes"]


def test_text_li_wei_joins_the_one_at_the_company_it_is_mentioned_with(people):
    # news.txt mentions Li Wei beside Acme Robotics only: the text entity is Acme's Li Wei
    (age,) = store_rows(people, "SELECT p.value FROM standardized_entities s JOIN kg_properties p USING (entity_id) "
                           "WHERE s.name_key = 'li wei' AND p.predicate = 'age'")[0:1][0]
    assert int(age) == next(int(p["age"]) for p in PEOPLE if p["name"] == "Li Wei" and p["worksAt"] == "Acme Robotics")
    decisions = {(d, r.split(":")[0] if r else r) for d, r in store_rows(people, "SELECT decision, reason FROM entity_merges")}
    assert ("merged", None) in decisions and ("conflict", "different Company") in decisions


def test_holmes_forms_are_one_entity_with_aliases_and_every_chunk(people):
    rows = store_rows(people, "SELECT DISTINCT entity_id FROM standardized_entities WHERE name_key IN ('holmes', 'sherlock holmes')")
    assert len(rows) == 1
    (holmes,) = rows[0]
    aliases = {a for (a,) in store_rows(people, "SELECT alias FROM kg_aliases WHERE entity_id = ?", [holmes])}
    assert {"Sherlock Holmes", "Holmes"} <= aliases
    assert store_rows(people, "SELECT name FROM kg_entities WHERE entity_id = ?", [holmes]) == [("Sherlock Holmes",)]
    story_chunks = {c for (c,) in store_rows(people, "SELECT chunk_id FROM chunks c JOIN documents d USING (doc_id) "
                                                "WHERE d.file_id IN (SELECT doc_id FROM source_documents WHERE path LIKE '%story.txt') "
                                                "AND c.text LIKE '%Holmes%'")}
    linked = {c for (c,) in store_rows(people, "SELECT chunk_id FROM entity_chunks WHERE entity_id = ?", [holmes])}
    assert story_chunks and story_chunks == linked


def test_electrons_in_two_documents_are_one_entity_with_both_chunks(people):
    rows = store_rows(people, "SELECT DISTINCT c.doc_id, e.entity_id FROM entity_chunks c JOIN standardized_entities e USING (entity_id) "
                         "WHERE e.name_key IN ('electron', 'electrons')")
    assert len({e for _, e in rows}) == 1 and len({d for d, _ in rows}) == 2


def test_adding_an_unrelated_document_changes_no_id(people, tmp_path):
    copy = tmp_path / "people"
    shutil.copytree(people, copy)
    before = dict(store_rows(copy, "SELECT type || '/' || name_key, entity_id FROM standardized_entities"))
    (copy / "sources" / "weather.txt").write_text("Heavy rain fell on Lisbon and Porto on Monday, said Maria Santos.\n", encoding="utf-8")
    _build(copy)
    after = dict(store_rows(copy, "SELECT type || '/' || name_key, entity_id FROM standardized_entities"))
    assert len(after) > len(before)
    assert {k: after.get(k) for k in before} == before
    assert name_key("Maria Santos") in {k.split("/", 1)[1] for k in after}


def test_checks_warn_about_pairs_left_apart_and_pass_on_clusters(people):
    import dagster as dg

    from kagflow.pipelines.build import dagster_instance
    from kagflow.project import Project

    instance = dagster_instance(Project(people))
    keys = [dg.AssetCheckKey(dg.AssetKey("standardized_entities"), name)
            for name in ("no_likely_duplicates_left", "no_conflicting_clusters")]
    latest = instance.event_log_storage.get_latest_asset_check_execution_by_key(keys)
    evaluations = {k.name: latest[k].event.dagster_event.event_specific_data for k in keys}
    # the text Li Wei (beside Acme) and Beta's Li Wei: same name, kept apart for the conflict
    duplicates = evaluations["no_likely_duplicates_left"]
    assert not duplicates.passed and duplicates.severity == dg.AssetCheckSeverity.WARN
    assert duplicates.metadata["likely_duplicates"].value >= 1 and "Li Wei" in duplicates.metadata["preview"].value
    assert evaluations["no_conflicting_clusters"].passed
