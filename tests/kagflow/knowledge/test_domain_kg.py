"""Domain knowledge injection: KAG's expert term graph (kag-domain-kg) maps with no kagflow.yaml.

Expected values come from reading ``nodes.json``/``edges.json`` with the standard json module here,
not from the mapper.
"""

from __future__ import annotations

import json

from kagflow.knowledge.domain_kg import expert_role, synonym_canonicals
from kagflow.knowledge.mapping import map_sources
from kagflow.sources import Record, read_source
from kagflow.project import ProjectConfig, SourceOverride
from kagflow.schema.spg import load_project_schema
from kagflow.store.ids import entity_id_for
from tests.conftest import build_without_models, copy_project, dataset

DKG = dataset("kag-domain-kg")


def _raw(name: str) -> list[dict]:
    return json.loads((DKG / "sources" / name).read_text(encoding="utf-8"))


def _map(extra: list[tuple[str, list[dict]]] = (), config: ProjectConfig | None = None):
    schema = load_project_schema(DKG)
    docs = []
    for name in ("nodes.json", "edges.json"):
        source = read_source(DKG / "sources" / name, DKG / "sources")
        docs.append((source.doc_id, source.records))
    for doc_id, rows in extra:
        docs.append((doc_id, [Record(i, i, {k: (v if isinstance(v, str) else json.dumps(v)) for k, v in row.items()})
                              for i, row in enumerate(rows, start=1)]))
    return map_sources(schema, config or ProjectConfig(), docs)


def test_expert_graph_loads_its_concepts_and_isa_edges_on_a_schema_without_isa():
    nodes, edges = _raw("nodes.json"), _raw("edges.json")
    graph = _map()
    assert {e[2] for e in graph.entities} == {n["id"] for n in nodes}  # 38 rows, 25 distinct ids
    assert len(graph.entities) == len({n["id"] for n in nodes}) == 25
    assert {e[1] for e in graph.entities} == {"Concept"}
    expected = {(entity_id_for("Concept", e["from"]), entity_id_for("Concept", e["to"])) for e in edges if e["label"] == "isA"}
    assert {(e[1], e[3]) for e in graph.edges if e[2] == "isA"} == expected and len(expected) == 19
    assert not [i for i in graph.issues if i.code in ("unmapped_source", "unknown_predicate")]


def test_duplicate_node_ids_are_reported_once_not_refused():
    nodes = _raw("nodes.json")
    repeated = {n["id"] for n in nodes if sum(m["id"] == n["id"] for m in nodes) > 1}
    issues = [i for i in _map().issues if i.code in ("duplicate_node", "conflicting_duplicate_node")]
    # every repeat in nodes.json says again what the first row said (same label and name): info
    assert len(issues) == 1 and issues[0].severity == "info" and issues[0].code == "duplicate_node"
    assert all(repr(node) in issues[0].message for node in repeated) and len(repeated) == 6


def test_a_repeated_node_that_disagrees_is_a_warning():
    # ids that nodes.json does not have (so each repeats exactly twice here)
    extra = [{"id": "hX", "name": "hX", "label": "Concept", "properties": {"desc": "a"}},
             {"id": "hX", "name": "hX", "label": "Concept", "properties": {"desc": "b"}},  # another value
             {"id": "泌乳素原", "name": "泌乳素原", "label": "Concept"}, {"id": "泌乳素原", "name": "PRL", "label": "Concept"}]
    issues = [i for i in _map([("more_nodes.json", extra)]).issues if i.doc_id == "more_nodes.json"]
    assert [(i.severity, i.code) for i in issues] == [("warning", "conflicting_duplicate_node")]
    assert "'hX' x2" in issues[0].message and "'泌乳素原' x2" in issues[0].message


def test_strict_build_of_the_expert_graph_passes(tmp_path):
    """``--strict`` fails on warnings; KAG's example repeats nodes without disagreeing (info only)."""
    root = copy_project("kag-domain-kg", tmp_path / "dkg")
    report = build_without_models(root, strict=True)
    assert [i for i in report.issues if i[0] == "warning"] == []


def test_synonym_edges_collapse_into_one_entity_with_aliases():
    extra_edges = [{"from": "胃泌激素", "to": "促胃液素", "label": "synonym"},
                   {"from": "gastrin", "to": "促胃液素", "label": "synonym", "fromType": "Concept"},
                   {"from": "蛋白酶", "to": "肽酶", "label": "locateAt"}]
    graph = _map([("synonym_edges.json", extra_edges)])
    keys = {e[2] for e in graph.entities}
    assert "胃泌激素" not in keys and "gastrin" not in keys and "促胃液素" in keys and "肽酶" in keys
    head = entity_id_for("Concept", "促胃液素")
    synonyms = {alias for entity_id, alias, kind in graph.aliases if entity_id == head and kind == "synonym"}
    assert synonyms == {"胃泌激素", "gastrin"}
    # the collapsed node's isA edge is now the canonical one's (a self-loop, dropped); 胃泌素's stays
    assert (entity_id_for("Concept", "胃泌素"), "isA", head) in {(e[1], e[2], e[3]) for e in graph.edges}
    assert (entity_id_for("Concept", "蛋白酶"), "locateAt", entity_id_for("Concept", "肽酶")) in {(e[1], e[2], e[3]) for e in graph.edges}
    assert [i for i in graph.issues if i.code == "implied_node"]


def test_expert_files_by_convention_or_declaration():
    assert expert_role("kg/nodes.csv", ["id", "name", "label"]) == "nodes"
    assert expert_role("drug_edges.json", ["source", "target", "relation"]) == "edges"
    assert expert_role("Person.csv", ["id", "name"]) is None
    assert expert_role("terms.csv", ["id"], declared="nodes") == "nodes"
    config = ProjectConfig(sources={"terms.json": SourceOverride(expert="nodes")})
    graph = _map([("terms.json", [{"id": "胰岛素", "label": "Medicine"}])], config)
    assert (entity_id_for("Medicine", "胰岛素"), "Medicine") in {(e[0], e[1]) for e in graph.entities}


def test_synonym_canonical_is_the_most_frequent_target():
    edges = [("a", "synonym", "c", None, None, {}, "e", 1), ("b", "sameAs", "c", None, None, {}, "e", 2),
             ("c", "synonym", "a", None, None, {}, "e", 3), ("x", "isA", "y", None, None, {}, "e", 4)]
    assert synonym_canonicals(["a", "b", "c", "x", "y"], edges) == {"a": "c", "b": "c", "c": "c"}
