"""The retriever merger on a small documents project: kg_cs, then kg_fr, then rc, each visible.

The project (written here) has a schema with ``Organization`` and the relations ``acquire`` and
``partner``, and no tables. The build promotes a text relation whose verb folds to a relation's
name ("acquired") into the knowledge layer; a misspelt verb ("aquired"), a verb with a preposition
("partnered with") and other words ("bought", "sued") stay in the information layer, so the
answers about them come from a fallback. Expected answers are read off the sentences by hand.
"""

from __future__ import annotations

import hashlib

import duckdb
import pytest

from kagflow.project import Project
from kagflow.schema.spg import load_project_schema
from kagflow.solver.execute import PlanExecutor
from kagflow.solver.retrievers.hybrid import ChunkSearch
from tests.conftest import fake_models

SCHEMA = """namespace News

Organization(Organization): EntityType
    properties:
        acquire(Acquired): Organization
            constraint: MultiValue
        partner(Partner of): Organization
"""

# "aquired" (misspelt, as news copy often is) is close to the predicate (kg_fr matches it); "bought"
# and "sued" are other words (kg_fr does not), so those steps fall through to rc. "Adventure Works
# acquired Proseware" is spelt right: the build makes it a knowledge edge (kg_cs answers).
NEWS = """Market news, spring edition.

Northwind Traders aquired Contoso Pharmaceuticals in a quiet deal. Adventure Works acquired Proseware. Contoso Pharmaceuticals partnered with Woodgrove Clinics on vaccines. Fabrikam Foods bought Litware Labs last year. Tailspin Toys sued Wingtip Partners over a patent.
"""
WEATHER = """Weather outlook.

Heavy rain is expected over the northern coast on Tuesday, with strong winds and cooler nights through the weekend.
"""


@pytest.fixture(scope="module")
def news(tmp_path_factory):
    from kagflow.pipelines.build import build_project
    from kagflow.resources.models import EmbedderResource

    root = tmp_path_factory.mktemp("news") / "news"
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "News.schema").write_text(SCHEMA, encoding="utf-8")
    (root / "sources" / "news.txt").write_text(NEWS, encoding="utf-8")
    (root / "sources" / "weather.txt").write_text(WEATHER, encoding="utf-8")
    embedder = EmbedderResource()  # the real MiniLM, so rc ranks chunks by meaning
    build_project(root, substitutes={"nlp": fake_models()["nlp"]})
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    schema = load_project_schema(root)
    yield {"con": con, "schema": schema, "search": ChunkSearch(con, embedder.encode)}
    con.close()


def run(news, plan: str, rc: bool = False):
    executor = PlanExecutor(news["con"], news["schema"], chunk_search=news["search"] if rc else None)
    return executor.run(plan)


def test_only_the_well_spelt_verb_is_a_knowledge_edge(news):
    # the precondition of the fallback tests: of the four sentences, only this one reaches kg_cs
    rows = news["con"].execute(
        "SELECT s.name, e.predicate, o.name, e.origin FROM kg_edges e JOIN kg_entities s ON s.entity_id = e.subject_id "
        "JOIN kg_entities o ON o.entity_id = e.object_id WHERE e.predicate IN ('acquire', 'partner')").fetchall()
    assert rows == [("Adventure Works", "acquire", "Proseware", "text:svo")]


def test_a_promoted_text_relation_answers_on_kg_cs(news):
    answer = run(news, "Retrieval(s=s1:Organization[`Adventure Works`], p=p1:acquire, o=o1:Organization)\nOutput(o1)")
    assert answer.answer == ["Proseware"]
    assert answer.steps[0].retriever == "kg_cs" and answer.steps[0].fallback is None


def test_inflected_text_predicate_answers_by_kg_fr(news):
    answer = run(news, "Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nOutput(o1)")

    assert answer.answer == ["Contoso Pharmaceuticals"]
    step = answer.steps[0]
    assert step.retriever == "kg_fr" and step.rows == 1
    assert step.fallback.startswith("kg_cs: no Organization-acquire->Organization edge from 'Northwind Traders'; "
                                    "answered by kg_fr: text triple 'aquired' (fuzzy ")
    assert "~ acquire) in " in step.fallback
    assert "news.txt" in step.fallback
    assert step.citations and step.citations[0]["path"].endswith("news.txt")
    assert "Northwind Traders aquired Contoso Pharmaceuticals" in step.citations[0]["text"]
    assert answer.evidence == []


def test_kg_fr_keeps_the_direction_of_the_sentence(news):
    # Contoso was acquired; it acquired nothing
    answer = run(news, "Retrieval(s=s1:Organization[`Contoso Pharmaceuticals`], p=p1:acquire, o=o1:Organization)\nOutput(o1)")
    assert answer.answer == []
    assert answer.steps[0].retriever is None
    assert "rc not available" in answer.steps[0].fallback

    backwards = run(news, "Retrieval(s=s1:Organization, p=p1:acquire, o=o1:Organization[`Contoso Pharmaceuticals`])\nOutput(s1)")
    assert backwards.answer == ["Northwind Traders"]
    assert backwards.steps[0].retriever == "kg_fr"


def test_later_steps_join_a_kg_fr_relation(news):
    answer = run(news, "Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\n"
                       "Retrieval(s=o1, p=p2:partner, o=o2:Organization)\nOutput(o1, o2)")

    assert answer.rows == [["Contoso Pharmaceuticals", "Woodgrove Clinics"]]
    assert [s.retriever for s in answer.steps[:2]] == ["kg_fr", "kg_fr"]
    assert "'partnered with' (fuzzy 100 ~ partner)" in answer.steps[1].fallback
    assert "from 'Contoso Pharmaceuticals'" in answer.steps[1].fallback  # the bound value, by name


def test_paraphrase_falls_back_to_rc_and_cites_the_chunk(news):
    plan = ("Step1: Which company did Fabrikam Foods buy?\n"
            "Action1: Retrieval(s=s1:Organization[`Fabrikam Foods`], p=p1:acquire, o=o1:Organization)\nAction2: Output(o1)")
    answer = run(news, plan, rc=True)

    assert answer.answer == []  # the variable stays unbound ...
    step = answer.steps[0]
    assert step.retriever == "rc" and step.rows == 0
    assert "kg_fr: text predicates " in step.fallback and "'aquired' (" in step.fallback
    assert "match, but no such triple joins the step's entities" in step.fallback
    assert "answered by rc" in step.fallback and "'Which company did Fabrikam Foods buy?'" in step.fallback
    assert "o1 stay unbound" in step.fallback or "o1 stays unbound" in step.fallback
    # ... and the chunk holding the sentence is the evidence
    best = answer.evidence[0]
    assert "Fabrikam Foods bought Litware Labs" in best["text"] and best["step"] == 1
    assert best["path"].endswith("news.txt")
    assert step.citations[0]["chunk_id"] == best["chunk_id"]


def test_without_chunk_search_the_note_says_rc_was_not_available(news):
    answer = run(news, "Retrieval(s=s1:Organization[`Tailspin Toys`], p=p1:acquire, o=o1:Organization)\nOutput(o1)")
    step = answer.steps[0]
    assert answer.answer == [] and step.retriever is None and answer.evidence == []
    assert step.fallback.startswith("kg_cs: no Organization-acquire->Organization edge from 'Tailspin Toys'")
    assert step.fallback.endswith("rc not available (no chunk search); s1, o1 stay unbound")


def test_as_dict_shows_retriever_fallback_and_citations(news):
    data = run(news, "Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nOutput(o1)").as_dict()
    assert data["steps"][0]["retriever"] == "kg_fr"
    assert data["steps"][0]["fallback"].startswith("kg_cs: ")
    cited = data["steps"][0]["citations"][0]
    # NEWS is one chunk: its title on line 1, a blank line, the news on line 3
    own = hashlib.sha256(cited["text"].encode("utf-8")).hexdigest()[:8]
    assert cited["citation"] == f"sources/news.txt:1-3 #{own}" and (cited["line_start"], cited["line_end"]) == (1, 3)


# --- supply chain: plans the graph answers keep kg_cs and no fallback -----------------------------

SC_PLANS = [
    "Retrieval(s=s1:Company[`三角***份限公司`], p=p1:product, o=o1:Product)\nOutput(o1)",
    "Retrieval(s=s1:Company[`三角***份限公司`], p=p1:fundTrans, o=o1:Company)\nRetrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)\nOutput(o2)",
    "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nMath(content=[p1], target=count)->n\nOutput(n)",
]


@pytest.mark.parametrize("plan", SC_PLANS)
def test_supply_chain_plans_stay_on_kg_cs(supplychain, plan):
    project = Project(supplychain)
    con = duckdb.connect(str(project.database_path), read_only=True)
    try:
        executor = PlanExecutor(con, load_project_schema(supplychain), chunk_search=ChunkSearch(con, None))
        answer = executor.run(plan)
    finally:
        con.close()
    assert answer.answer and answer.evidence == []
    retrievals = [s for s in answer.steps if s.action.startswith("Retrieval")]
    assert retrievals and all(s.retriever == "kg_cs" and s.fallback is None and s.rows for s in retrievals)


# --- documents read by a (stand-in) language model --------------------------------------------------


def test_model_triples_cite_chunks_on_kg_cs(tmp_path, monkeypatch):
    """A model's in-schema triple is a kg_cs edge that cites its document's chunk; so is a
    sentence whose verb names a schema relation, though the model spelt it differently."""
    import json

    from kagflow.pipelines.build import build_project
    from tests.assets.test_llm_extraction import make_project, stand_in_model
    from tests.llm_server import RecordingLLMServer, Reply

    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    triples = {"triples": [{"subject": "Delta Cells", "predicate": "acquired", "object": "Borealis Rubber"},
                           {"subject": "Bram de Vries", "predicate": "worked_for", "object": "Delta Cells"}]}
    overrides = {"Delta Cells acquired": {"triple": Reply.text(json.dumps(triples))}}
    with RecordingLLMServer(lambda request: stand_in_model(request, overrides)) as server:
        root = make_project(tmp_path / "trade", server.base_url)
        build_project(root, as_of="2024-01-01")
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        # the precondition, read from the model's rows: worked_for is outside the schema
        assert con.execute("SELECT in_schema FROM llm_triples WHERE predicate = 'worked_for'").fetchall() == [(False,)]
        executor = PlanExecutor(con, load_project_schema(root))
        acquired = executor.run("Retrieval(s=s1:Company[`Delta Cells`], p=p1:acquired, o=o1:Company)\nOutput(o1)")
        employer = executor.run("Retrieval(s=s1:Person[`Bram de Vries`], p=p1:worksFor, o=o1:Company)\nOutput(o1)")
    finally:
        con.close()

    assert acquired.answer == ["Borealis Rubber"]
    step = acquired.steps[0]
    assert step.retriever == "kg_cs" and step.fallback is None
    assert [c["path"] for c in step.citations] == ["sources/delta.txt"]
    assert "Delta Cells acquired Borealis Rubber" in step.citations[0]["text"]

    assert employer.answer == ["Delta Cells"]
    step = employer.steps[0]
    # "Bram de Vries works for Delta Cells": the parser's own reading of the sentence names the
    # schema's worksFor, so the build made it a knowledge edge and kg_cs answers; the model's
    # out-of-schema spelling is not needed (kg_fr reading model triples: the founded_in test below)
    assert step.retriever == "kg_cs" and step.fallback is None
    assert step.citations[0]["path"] == "sources/delta.txt"


def test_model_property_outside_the_schema_answers_a_property_hop(tmp_path, monkeypatch):
    """``founded_in`` (the model's spelling) answers the schema's ``founded`` through kg_fr."""
    import json

    from kagflow.pipelines.build import build_project
    from tests.assets.test_llm_extraction import make_project, stand_in_model
    from tests.llm_server import RecordingLLMServer, Reply

    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    triples = {"triples": [{"subject": "Gamma Foods", "predicate": "founded_in", "object": "1998"}]}
    overrides = {"Gamma Foods": {"triple": Reply.text(json.dumps(triples))}}
    with RecordingLLMServer(lambda request: stand_in_model(request, overrides)) as server:
        root = make_project(tmp_path / "trade", server.base_url)
        schema_file = root / "schema" / "Trade.schema"
        schema_file.write_text(schema_file.read_text(encoding="utf-8").replace(
            "        country(Country): Text\n", "        country(Country): Text\n        founded(Founded): Integer\n"), encoding="utf-8")
        build_project(root, as_of="2024-01-01")
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        assert con.execute("SELECT in_schema FROM llm_triples WHERE predicate = 'founded_in'").fetchall() == [(False,)]
        executor = PlanExecutor(con, load_project_schema(root))
        answer = executor.run("Retrieval(s=s1:Company[`Gamma Foods`], p=p1:founded, o=o1:Integer)\n"
                              "Math(content=[o1], target=max)->m\nOutput(o1, m)")
        named = executor.run("Retrieval(s=s1:Company[`Nobody Ltd`], p=p1:name, o=o1:Text)\nOutput(o1)")
    finally:
        con.close()

    assert answer.bindings == {"o1": [1998], "m": [1998]}  # an Integer property answers a number
    step = answer.steps[0]
    assert step.retriever == "kg_fr" and step.rows == 1
    assert "model triple 'founded_in' (fuzzy 100 ~ founded) in sources/gamma.txt" in step.fallback
    assert step.citations[0]["path"] == "sources/gamma.txt"
    assert named.answer == [] and "kg_fr: declined" in named.steps[0].fallback


def test_a_step_after_an_unanswered_step_says_its_input_was_empty(news):
    answer = run(news, "Retrieval(s=s1:Organization[`Tailspin Toys`], p=p1:acquire, o=o1:Organization)\n"
                       "Retrieval(s=o1, p=p2:partner, o=o2:Organization)\nOutput(o2)")
    assert answer.answer == []
    assert answer.steps[1].fallback.startswith("kg_cs: its input kf_s1 holds no rows (an earlier step bound nothing)")


def test_cte_form_runs_no_fallback_and_says_so(news):
    executor = PlanExecutor(news["con"], news["schema"], form="cte", chunk_search=news["search"])
    answer = executor.run("Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nOutput(o1)")
    assert answer.answer == [] and answer.evidence == []
    assert answer.steps[0].retriever == "kg_cs"
    assert answer.steps[0].fallback == "kg_cs: no rows; the cte form runs no fallback (kg_fr, rc)"


def test_constraints_that_exclude_every_fact_are_an_answer_not_a_fallback(supplychain):
    """The hop has facts; the plan's filter excludes all of them: kg_cs answers "nothing", and no
    text retriever is asked (it would answer another question)."""
    from tests.conftest import dataset, read_csv

    rows = read_csv(dataset("kag-supplychain") / "sources" / "Company_fundTrans_Company.csv")
    pairs = {(r["srcId"], r["dstId"]) for r in rows}
    assert max(float(r["transAmt"]) for r in rows) < 1e15  # the filter below excludes every transfer
    project = Project(supplychain)
    con = duckdb.connect(str(project.database_path), read_only=True)
    try:
        executor = PlanExecutor(con, load_project_schema(supplychain), chunk_search=ChunkSearch(con, None))
        answer = executor.run("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company, p1.transAmt > 1e15)\nOutput(o1)")
    finally:
        con.close()
    step = answer.steps[0]
    assert answer.answer == [] and answer.evidence == []
    assert step.retriever == "kg_cs"
    assert step.fallback.startswith(f"kg_cs: {len(pairs)} row(s) before the constraints (p1.transAmt > ")
    assert step.fallback.endswith("no fallback: the graph answers that nothing qualifies")


class _Remembered:
    """A step retriever of the test's own: answers a step from a list of names it was given."""

    name = "remembered"
    known = {"Fabrikam Foods": "Litware Labs"}

    def __init__(self, con, schema, options):
        self.con = con

    def answer(self, query):
        from kagflow.solver.retrievers.step import StepOutcome

        names = [query.links[t].name for t in query.links if query.links[t].name in self.known]
        if not names:
            query.notes.append("remembered: nothing")
            return None
        query.notes.append(f"answered by remembered: {names[0]}")
        return StepOutcome(self.name, 0, query.fallback())


def test_a_new_step_retriever_is_one_registry_line(news, monkeypatch):
    # the merger asks its registry in order: a retriever put between kg_cs and kg_fr answers the
    # steps kg_cs leaves empty and it knows, and passes the others on to kg_fr with a note
    from kagflow.solver.retrievers import merger

    monkeypatch.setattr(merger, "STEP_RETRIEVERS", (merger.STEP_RETRIEVERS[0], _Remembered, *merger.STEP_RETRIEVERS[1:]))
    bought = run(news, "Retrieval(s=s1:Organization[`Fabrikam Foods`], p=p1:acquire, o=o1:Organization)\nOutput(o1)").steps[0]
    assert bought.retriever == "remembered"
    assert bought.fallback.startswith("kg_cs: no Organization-acquire->Organization edge from 'Fabrikam Foods'; "
                                      "answered by remembered: Fabrikam Foods")
    misspelt = run(news, "Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nOutput(o1)").steps[0]
    assert misspelt.retriever == "kg_fr" and "; remembered: nothing; answered by kg_fr: " in misspelt.fallback
    kept = run(news, "Retrieval(s=s1:Organization[`Adventure Works`], p=p1:acquire, o=o1:Organization)\nOutput(o1)").steps[0]
    assert kept.retriever == "kg_cs" and kept.fallback is None
