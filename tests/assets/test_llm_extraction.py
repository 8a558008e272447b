"""LLM extraction end to end through the real OpenAI client against a local recording server."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb

from kagflow.pipelines.build import build_project
from tests.llm_server import RecordingLLMServer, Reply

SCHEMA = """namespace Trade

Company(Company): EntityType
    properties:
        country(Country): Text
    relations:
        acquired(Acquired): Company
        makes(Makes): Product

Product(Product): EntityType

Person(Person): EntityType
    relations:
        worksFor(Works for): Company

Others(Others): EntityType
"""

DOCS = {
    "acme.txt": "Acme Motors makes the Volt Scooter. Ada Moreno works for Acme Motors and lives in Berlin.",
    "delta.txt": "Delta Cells acquired Borealis Rubber last spring. Bram de Vries works for Delta Cells.",
    "gamma.txt": "Gamma Foods makes Crunchy Oats and is based in Norway.",
}

# what the stand-in model "knows": types of names, and facts (subject, predicate, object)
TYPES = {"Acme Motors": "Company", "Volt Scooter": "Product", "Ada Moreno": "Person", "Berlin": "City",
         "Delta Cells": "Company", "Borealis Rubber": "Company", "Bram de Vries": "Person",
         "Gamma Foods": "Company", "Crunchy Oats": "Product", "Norway": "Country", "Hermes Freight": "Company"}
FACTS = [("Acme Motors", "makes", "Volt Scooter"), ("Ada Moreno", "worksFor", "Acme Motors"),
         ("Ada Moreno", "livesIn", "Berlin"), ("Delta Cells", "acquired", "Borealis Rubber"),
         ("Bram de Vries", "worksFor", "Delta Cells"), ("Gamma Foods", "makes", "Crunchy Oats"),
         ("Gamma Foods", "country", "Norway")]


def stand_in_model(request: dict, overrides: dict | None = None) -> Reply:
    """Answers KAG's three extraction steps from TYPES/FACTS, like a (very consistent) model would."""
    system = request["messages"][0]["content"]
    user = json.loads(request["messages"][1]["content"])  # the chunk's JSON (a corrective retry appends more turns)
    text = user.get("text", "")
    step = "ner" if "recognise named entities" in system else "std" if "standardise" in system else "triple"
    for marker, reply in (overrides or {}).items():
        if marker in text and step in reply:
            answer = reply[step]
            return answer(request) if callable(answer) else answer
    if step == "ner":
        return Reply.text(json.dumps({"entities": [{"name": n, "type": t} for n, t in TYPES.items() if n in text]}))
    if step == "std":
        return Reply.text(json.dumps({"entities": [{"name": e["name"], "official_name": e["name"]} for e in user["entities"]]}))
    return Reply.text(json.dumps({"triples": [{"subject": s, "predicate": p, "object": o} for s, p, o in FACTS if s in text and o in text]}))


def make_project(root: Path, base_url: str) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Trade.schema").write_text(SCHEMA, encoding="utf-8")
    for name, text in DOCS.items():
        (root / "sources" / name).write_text(text, encoding="utf-8")
    (root / "kagflow.yaml").write_text(
        f"extraction: {{mode: llm, max_concurrency: 2}}\n"
        f"llm: {{base_url: '{base_url}', model: test-model, max_retries: 2, backoff_s: 0.01, timeout_s: 10}}\n"
        "embeddings: {enabled: false}\n",
        encoding="utf-8",
    )
    return root


def q(root: Path, sql: str, params=()):
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return con.execute(sql, list(params)).fetchall()
    finally:
        con.close()


def test_schema_facts_reach_the_knowledge_layer_and_rebuilds_make_no_calls(tmp_path, monkeypatch):
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    with RecordingLLMServer(stand_in_model) as server:
        root = make_project(tmp_path / "trade", server.base_url)
        build_project(root, as_of="2024-01-01")
        assert server.calls == 3 * len(DOCS)  # three steps per chunk, one chunk per file
        edges = set(q(root, "SELECT s.name, e.predicate, o.name FROM kg_edges e JOIN kg_entities s ON s.entity_id = e.subject_id "
                            "JOIN kg_entities o ON o.entity_id = e.object_id WHERE e.origin LIKE 'llm:%'"))
        expected_schema = {f for f in FACTS if f[1] in ("makes", "worksFor", "acquired")}
        assert edges == expected_schema
        assert q(root, "SELECT value FROM kg_properties p JOIN kg_entities e USING (entity_id) WHERE e.name = 'Gamma Foods' AND p.predicate = 'country'") == [("Norway",)]
        # the model's City and Country are not schema types: those entities take the schema's Others type
        types = dict(q(root, "SELECT name, type FROM standardized_entities WHERE list_contains(['Berlin', 'Acme Motors', 'Norway'], name)"))
        assert types == {"Berlin": "Others", "Acme Motors": "Company", "Norway": "Others"}
        assert q(root, "SELECT DISTINCT name, type, in_schema FROM llm_entities WHERE name = 'Berlin'") == [("Berlin", "City", False)]
        open_facts = set(q(root, "SELECT s.name, t.predicate, o.name FROM triples t JOIN kg_entities s ON s.entity_id = t.subject_id "
                                 "JOIN kg_entities o ON o.entity_id = t.object_id WHERE t.kind = 'llm_open'"))
        assert open_facts == {("Ada Moreno", "livesIn", "Berlin")}
        provenance = set(q(root, "SELECT DISTINCT extractor, model, prompt_version FROM llm_entities"))
        assert provenance == {("llm:test-model", "test-model", "kagflow-extract-v1")}
        assert q(root, "SELECT count(*) FROM llm_failures") == [(0,)]
        # a rebuild of unchanged text makes zero model calls
        calls = server.calls
        build_project(root, as_of="2024-01-01")
        assert server.calls == calls
        # changing one chunk's text makes calls for that chunk only
        (root / "sources" / "gamma.txt").write_text("Gamma Foods makes Crunchy Oats. Hermes Freight acquired Gamma Foods.", encoding="utf-8")
        build_project(root, as_of="2024-01-01")
        assert server.calls == calls + 3
        texts = [json.loads(r["messages"][1]["content"])["text"] for r in server.requests[calls:]]
        assert all("Hermes Freight" in t for t in texts)
        assert q(root, "SELECT count(*) FROM llm_entities WHERE name = 'Hermes Freight'") == [(1,)]
        assert q(root, "SELECT count(*) FROM llm_entities WHERE file_id = 'acme.txt'")[0][0] > 0  # other files' rows kept


def test_bad_replies_leave_the_build_green_and_visible(tmp_path, monkeypatch):
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    flaky = {"n": 0}

    def five_hundred_once(request):
        flaky["n"] += 1
        return Reply.fail(500, "overloaded") if flaky["n"] == 1 else stand_in_model(request)

    overrides = {
        "Acme Motors": {"ner": Reply.text('{"entities": [{"name": "Acme Motors", "category": "Company"}]}')},  # KAG #400
        "Delta Cells": {"ner": Reply.text('{"entities": [{"name": "Delta Ce')},  # KAG #514: truncated
        "Gamma Foods": {"ner": Reply.text('{"entities": [{"name": "Gamma Foods", "type": "Spaceship"}]}')},  # not in the schema
        "Orion Labs": {"ner": five_hundred_once},
    }
    with RecordingLLMServer(lambda request: stand_in_model(request, overrides)) as server:
        root = make_project(tmp_path / "bad", server.base_url)
        (root / "sources" / "orion.txt").write_text("Orion Labs makes the Volt Scooter.", encoding="utf-8")
        TYPES["Orion Labs"] = "Company"
        try:
            report = build_project(root, as_of="2024-01-01")
        finally:
            TYPES.pop("Orion Labs")
        assert report.run_id
        failures = {(file_id, step) for file_id, step in q(root, "SELECT file_id, step FROM llm_failures")}
        assert failures == {("acme.txt", "ner"), ("delta.txt", "ner")}
        raw = dict(q(root, "SELECT file_id, raw_reply FROM llm_failures"))
        assert "category" in raw["acme.txt"] and raw["delta.txt"].endswith("Delta Ce")
        # failed chunks keep their offline extraction
        offline = {f for (f,) in q(root, "SELECT DISTINCT file_id FROM ner_mentions")}
        assert {"acme.txt", "delta.txt"} <= offline
        # a type outside the schema stays in the information layer
        assert q(root, "SELECT type, in_schema FROM llm_entities WHERE name = 'Gamma Foods'") == [("Spaceship", False)]
        # the 500 was retried: the chunk was extracted
        assert q(root, "SELECT type FROM llm_entities WHERE name = 'Orion Labs'") == [("Company",)]
        # run metadata shows the failures
        from kagflow.project import Project
        from kagflow.pipelines.build import dagster_instance
        import dagster as dg

        instance = dagster_instance(Project(root))
        event = instance.get_latest_materialization_event(dg.AssetKey("ner_mentions"))
        metadata = event.asset_materialization.metadata
        assert metadata["llm_failed_chunks"].value == 2
        # the next build asks again only for the failed chunks (one NER call each, plus its corrective retry)
        calls = server.calls
        build_project(root, as_of="2024-01-01")
        new = [json.loads(r["messages"][1]["content"])["text"] for r in server.requests[calls:]]
        assert new and all(("Acme Motors" in t or "Delta Cells" in t) for t in new)
        assert len(new) == 4
