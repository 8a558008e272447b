"""kagflow ask: plan -> execute -> answer with citations through a recorded model, repairs,
Deduce, iterative planning, evidence mode without a model, and the CLI's --json shape.

Model replies come from :class:`tests.llm_server.RecordingLLMServer` (the real OpenAI client path);
expected values are computed from the raw CSV files or picked by hand from the MuSiQue data."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.cli import main
from kagflow.solver.ask import EVIDENCE_LABEL, PLAN_FAILED_LABEL, Asker
from tests.conftest import build_without_models, dataset, read_csv
from tests.llm_server import RecordingLLMServer, Reply, sequence
from tests.solver.retrievers.conftest import musique_slice  # noqa: F401  (the session fixture)

COMPANY = "传化****限公司"
SOURCES = dataset("kag-supplychain") / "sources"


def company_id(name: str) -> str:
    return next(r["id"] for r in read_csv(SOURCES / "Company.csv") if r["name"] == name)


def company_name(cid: str) -> str:
    return next(r["name"] for r in read_csv(SOURCES / "Company.csv") if r["id"] == cid)


@pytest.fixture(autouse=True)
def no_model_environment(monkeypatch):
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_EXTRACT_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)


def with_model(supplychain: Path, tmp_path: Path, base_url: str) -> Path:
    """A copy of the built supply-chain project whose kagflow.yaml names the test server."""
    root = tmp_path / "sc"
    shutil.copytree(supplychain, root)
    (root / "kagflow.yaml").write_text(f"as_of: '2023-10-15'\nllm: {{base_url: '{base_url}', model: stand-in}}\n", encoding="utf-8")
    return root


def by_prompt(**replies):
    """A responder choosing by the system prompt: planner (static/iterative), deduce, answer."""
    kinds = {"static": "Break the question into steps", "iterative": "You plan ONE step at a time",
             "deduce": "You answer one reasoning step", "answer": "You write the final answer"}

    def responder(request: dict) -> Reply:
        system = request["messages"][0]["content"]
        for kind, marker in kinds.items():
            if marker in system and kind in replies:
                return replies[kind](request) if callable(replies[kind]) else Reply.text(replies[kind])
        return Reply.fail(400, f"no recorded reply for {system[:60]!r}")

    return responder


def plan_reply(text: str) -> str:
    return json.dumps({"plan": text}, ensure_ascii=False)


FUND_PLAN = (f"Step1: 传化向哪些公司转账?\nAction1: Retrieval(s=s1:Company[`{COMPANY}`], p=p1:fundTrans, o=o1:Company)\n"
             "Action2: Output(o1)")


def test_ask_plans_runs_and_answers_with_citations(supplychain, tmp_path):
    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    answer_text = "传化向这些公司转账 [1]。"
    with RecordingLLMServer(by_prompt(static=plan_reply(FUND_PLAN),
                                      answer=json.dumps({"answer": answer_text, "citations": [1, 99]}, ensure_ascii=False))) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}向哪些公司转账?")
        assert server.calls == 2  # the plan, the answer
        answer_request = json.loads(server.requests[1]["messages"][1]["content"])
        # the planner is told how the graph spells the entities the question names
        assert f"{COMPANY} (Company)" in server.requests[0]["messages"][1]["content"]
    assert result.mode == "answer" and result.answer == answer_text
    assert sorted(result.values) == payees
    assert "fundTrans" in result.plan
    step = result.steps[0]
    assert step["retriever"] == "kg_cs" and "kg_hops" in step["sql"] and step["rows"] == len(payees)
    # the citations behind the step: the transfer rows of the CSV, path, line and content hash
    lines = {i + 2 for i, r in enumerate(read_csv(SOURCES / "Company_fundTrans_Company.csv")) if r["srcId"] == cid}
    assert step["citations"]
    for c in step["citations"]:
        assert c["path"].endswith("Company_fundTrans_Company.csv") and len(c["content_hash"]) >= 8
        line = c["line_start"]
        assert line in lines and cid in c["text"] and c["line_end"] == line and c["section"] == []
        own = hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:8]
        assert c["citation"] == f"{c['path']}:{line} #{own}"  # file:line and the hash of the row's text
    # the answer's passages are numbered as in the prompt; [99] names none and is dropped
    assert answer_request["passages"][0].startswith("[1] ")
    assert result.cited == [1]
    assert any("[99]" in n and "dropped" in n for n in result.notes)
    assert result.links[0]["name"] == COMPANY and result.links[0]["method"] == "name"
    assert all(f["source"] for f in result.facts)


def test_an_invalid_plan_is_repaired_once(supplychain, tmp_path):
    bad = FUND_PLAN.replace("p1:fundTrans", "p1:fundTransfer")
    planner = sequence(plan_reply(bad), plan_reply(FUND_PLAN))
    with RecordingLLMServer(by_prompt(static=planner, answer='{"answer": "ok", "citations": []}')) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}向哪些公司转账?")
        repair = server.requests[1]["messages"]
    assert result.mode == "answer" and result.plan and "fundTrans" in result.plan
    # the second request carries the first reply and the located error (with the close name)
    assert repair[-2]["role"] == "assistant" and "fundTransfer" in repair[-2]["content"]
    assert "invalid" in repair[-1]["content"] and "fundTransfer" in repair[-1]["content"] and "fundTrans" in repair[-1]["content"]
    assert any("repaired plan was used" in n for n in result.notes)


def test_a_twice_invalid_plan_is_reported_and_evidence_shown(supplychain, tmp_path):
    bad = FUND_PLAN.replace("p1:fundTrans", "p1:fundTransfer")
    with RecordingLLMServer(by_prompt(static=plan_reply(bad))) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}向哪些公司转账?")
        assert server.calls == 2
    assert result.mode == "evidence" and result.answer is None and result.label == PLAN_FAILED_LABEL
    assert any("invalid twice" in n and "fundTransfer" in n for n in result.notes)
    assert any("the plan failed" in n for n in result.notes)
    # evidence: the company's transfers from the graph, each with its CSV line
    cid = company_id(COMPANY)
    payees = {company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid}
    shown = {f["object"] for f in result.facts if f["predicate"] == "fundTrans" and f["subject"] == COMPANY}
    assert shown and shown <= payees
    assert all(f["source"].startswith("Company_fundTrans_Company.csv:") for f in result.facts if f["predicate"] == "fundTrans")


def test_a_deduce_step_judges_over_bound_values(supplychain, tmp_path):
    cid = company_id(COMPANY)
    inflow = sum(float(r["transAmt"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["dstId"] == cid)
    plan = (f"Action1: Retrieval(s=s1:Company[`{COMPANY}`], p=p1:totalTransInAmt, o=o1:Float)\n"
            "Action2: Deduce(op=judgement, content=[o1], target=`Is the inflow above 500000?`)->big\nAction3: Output(big)")
    deduce = sequence('{"answer": "maybe", "reason": "?"}', '{"answer": "Yes", "reason": "it is above"}')
    with RecordingLLMServer(by_prompt(static=plan_reply(plan), deduce=deduce, answer='{"answer": "yes", "citations": []}')) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}的总共流入金额超过50万吗?")
        deduce_requests = [r for r in server.requests if "reasoning step" in r["messages"][0]["content"]]
    asked = json.loads(deduce_requests[0]["messages"][1]["content"])
    assert asked["op"] == "judgement" and asked["question"] == "Is the inflow above 500000?"
    assert asked["facts"] == {"o1": [[COMPANY, inflow]]}
    # "maybe" is not a judgement: sent back once with the reason, then "Yes" read as "yes"
    assert len(deduce_requests) == 2 and "yes, no, unknown" in deduce_requests[1]["messages"][-1]["content"]
    assert result.values == ["yes"]
    assert not any(n.startswith("Action") for n in result.notes)  # the plan was canonical: nothing read leniently
    deduce_step = result.steps[1]
    assert deduce_step["retriever"] == "deduce" and "yes" in deduce_step["note"]


def test_iterative_planning_runs_two_rounds(supplychain, tmp_path):
    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    steps = sequence(
        json.dumps({"step": "传化向哪些公司转账?", "action": f"get_spo(s=s1:Company[`{COMPANY}`], p=p1:fundTrans, o=o1:Company)",
                    "done": False}, ensure_ascii=False),
        json.dumps({"step": "输出", "action": "Output(o1)", "done": True}))
    with RecordingLLMServer(by_prompt(iterative=steps, answer='{"answer": "见 [1]", "citations": [1]}')) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}向哪些公司转账?", planning="iterative")
        planner_requests = [r for r in server.requests if "ONE step at a time" in r["messages"][0]["content"]]
    assert len(planner_requests) == 2
    first = json.loads(planner_requests[0]["messages"][1]["content"])
    second = json.loads(planner_requests[1]["messages"][1]["content"])
    assert first["steps_so_far"] == []
    (seen,) = second["steps_so_far"]  # the second round sees the first step's result
    assert seen["result"]["rows"] == len(payees) and sorted(seen["result"]["values"]) == payees
    assert result.mode == "answer" and sorted(result.values) == payees
    assert any("finished after 2 step(s)" in n for n in result.notes)
    assert any(n.startswith("Action1: read get_spo") for n in result.notes)  # KAG's name for Retrieval, recorded
    assert result.steps[0]["retriever"] == "kg_cs"


# --- evidence mode on documents ----------------------------------------------------------------

WIKI_SCHEMA = """namespace Wiki

Organization(Organization): EntityType
    properties:
        desc(Description): Text

Place(Place): EntityType
    properties:
        desc(Description): Text
"""

# MuSiQue dev: "When did the Admiral Twin open in the city where the Philbrook Museum is located?"
# Its supporting passages are 'Oklahoma' (the Philbrook Museum is in Tulsa) and 'Admiral Twin';
# the others are distractors from the same question's paragraphs.
QUESTION_TITLES = ("Oklahoma", "Admiral Twin", "Seattle", "Urbis", "Huronia Museum")


@pytest.fixture(scope="module")
def documents(tmp_path_factory) -> tuple[Path, str]:
    questions = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))
    item = next(q for q in questions if q["question"].startswith("When did the Admiral Twin open"))
    root = tmp_path_factory.mktemp("docs") / "museums"
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(WIKI_SCHEMA, encoding="utf-8")
    for p in item["paragraphs"]:
        if p["title"] in QUESTION_TITLES:
            (root / "sources" / f"{p['title'].replace(' ', '_')}.txt").write_text(p["paragraph_text"], encoding="utf-8")
    build_without_models(root, as_of="2024-01-01")
    return root, item["question"]


def test_evidence_mode_without_a_model_lists_the_passages_that_answer(documents):
    root, question = documents
    with Asker(root) as asker:
        assert asker.complete is None
        result = asker.ask(question, k=3)
    assert result.mode == "evidence" and result.answer is None and result.plan is None
    assert result.label == EVIDENCE_LABEL and result.label.startswith("Evidence (no language model configured)")
    linked = {link["text"] for link in result.links}
    assert "Admiral Twin" in linked
    assert {"Admiral", "Twin"}.isdisjoint(linked)  # no shorter name inside a longer one links on its own
    paths = [c["path"] for c in result.chunks]
    # picked by hand: the Admiral Twin passage holds the answer (1998)
    assert "sources/Admiral_Twin.txt" in paths
    hit = result.chunks[paths.index("sources/Admiral_Twin.txt")]
    assert "1998" in hit["text"] and hit["citation"].startswith("sources/Admiral_Twin.txt") and hit["content_hash"]
    assert any("no language model" in n for n in result.notes)


def test_cli_ask_json_shape_and_text(documents, capsys):
    root, question = documents
    assert main(["ask", str(root), question, "--json", "--k", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"question", "mode", "answer", "plan", "steps", "facts", "chunks", "links", "notes"}
    assert data["mode"] == "evidence" and data["answer"] is None and data["plan"] is None and data["steps"] == []
    assert len(data["chunks"]) <= 2
    for c in data["chunks"]:
        assert {"chunk_id", "path", "content_hash", "citation", "text", "retriever", "score"} <= set(c)
    for link in data["links"]:
        assert {"text", "entity_id", "name", "type", "method"} <= set(link)
    assert main(["ask", str(root), question]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Evidence (no language model configured)")
    assert "Admiral_Twin.txt" in out


def test_cli_ask_errors(tmp_path, capsys):
    unbuilt = tmp_path / "p"
    (unbuilt / "schema").mkdir(parents=True)
    (unbuilt / "sources").mkdir()
    (unbuilt / "schema" / "Wiki.schema").write_text(WIKI_SCHEMA, encoding="utf-8")
    assert main(["ask", str(unbuilt), "Who?"]) == 1
    assert "kagflow build" in capsys.readouterr().err
    assert main(["ask", str(tmp_path / "missing"), "Who?"]) == 2
    assert main(["ask", str(unbuilt), "  "]) == 2
    assert "empty" in capsys.readouterr().err


def test_kagflow_query_runs_a_deduce_step_with_the_configured_model(supplychain, tmp_path, capsys):
    plan = tmp_path / "deduce.txt"
    plan.write_text(f"Action1: Retrieval(s=s1:Company[`{COMPANY}`], p=p1:fundTrans, o=o1:Company)\n"
                    "Action2: Deduce(op=choice, content=[o1], target=`Which name sounds largest?`)->pick\n"
                    "Action3: Output(pick)\n", encoding="utf-8")
    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    reply = json.dumps({"answer": payees[0], "reason": "a pick"}, ensure_ascii=False)
    with RecordingLLMServer(by_prompt(deduce=reply)) as server:
        root = with_model(supplychain, tmp_path, server.base_url)
        assert main(["query", str(root), "--plan", str(plan), "--json"]) == 0
        asked = json.loads(server.last_request["messages"][1]["content"])
    data = json.loads(capsys.readouterr().out)
    assert data["answer"] == [payees[0]]
    assert sorted(asked["options"]) == payees and asked["op"] == "choice"
    # without a model the same plan is a located validation error
    (root / "kagflow.yaml").unlink()
    assert main(["query", str(root), "--plan", str(plan)]) == 2
    err = capsys.readouterr().err
    assert "deduce.txt:2:" in err and "needs a language model" in err


def test_a_model_that_fails_leaves_the_evidence_and_says_why(supplychain, tmp_path):
    with RecordingLLMServer(lambda request: Reply.fail(401, "bad key")) as server:
        with Asker(with_model(supplychain, tmp_path, server.base_url)) as asker:
            result = asker.ask(f"{COMPANY}向哪些公司转账?")
    assert result.mode == "evidence" and result.label == PLAN_FAILED_LABEL
    assert any("did not answer" in n and "bad key" in n for n in result.notes)
    assert result.facts  # the graph's facts about the linked company are still shown


def test_cli_ask_answer_mode_json_and_text(supplychain, tmp_path, capsys):
    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    replies = by_prompt(static=plan_reply(FUND_PLAN), answer=json.dumps({"answer": f"{payees[0]} 等 [1]", "citations": [1]},
                                                                        ensure_ascii=False))
    with RecordingLLMServer(replies) as server:
        root = with_model(supplychain, tmp_path, server.base_url)
        assert main(["ask", str(root), f"{COMPANY}向哪些公司转账?", "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        assert main(["ask", str(root), f"{COMPANY}向哪些公司转账?"]) == 0
        text = capsys.readouterr().out
        assert server.calls == 2  # the second ask is served from the reply cache
    assert data["mode"] == "answer" and data["answer"].startswith(payees[0]) and data["cited"] == [1]
    step = data["steps"][0]
    assert {"action", "retriever", "sql", "params", "rows", "citations"} <= set(step)
    assert step["rows"] == len(payees) and step["citations"][0]["citation"].startswith("sources/Company_fundTrans_Company.csv")
    assert data["chunks"][0]["citation"] == step["citations"][0]["citation"]  # passage [1] is the cited record
    assert "plan:" in text and "answer: " in text and "*[1]" in text


def test_the_model_planner_without_a_model_is_a_located_refusal(supplychain, capsys):
    with Asker(supplychain, complete=None) as asker, pytest.raises(ValueError, match="none is configured"):
        asker.ask("Which country is Acme Motors in?", planner="model")
    assert main(["ask", str(supplychain), "Which country is Acme Motors in?", "--planner", "model"]) == 2
    assert "none is configured" in capsys.readouterr().err


def test_a_reader_that_stops_reading_gets_no_traceback(supplychain, tmp_path):
    """`kagflow query ... | head -1`: the pipe closes after the first line; kagflow stops quietly."""
    import subprocess
    import sys

    plan = tmp_path / "plan.txt"
    plan.write_text("Action1: Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nAction2: Output(o1)\n", encoding="utf-8")
    code = "import sys; from kagflow.pipelines.cli import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.Popen([sys.executable, "-c", code, "query", str(supplychain), "--plan", str(plan)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline()  # the first line, then the reader goes away
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    assert proc.wait(timeout=120) in (0, 1)
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr


def test_asker_query_and_search_without_a_model(supplychain):
    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    with Asker(supplychain, complete=None) as asker:
        assert sorted(asker.query(FUND_PLAN).answer) == payees
        hits = asker.search("资金往来", 3)
        assert len(hits) <= 3 and all(h.chunk_id and h.path for h in hits)


def test_a_loaded_reader_keeps_compiled_plans_and_answers_them_alike(supplychain):
    """Asker.compiled: a plan text compiled once per reader (issue 20, item 2); the answer and the
    trace of the kept plan equal a fresh compilation's; a plan that fails to parse is not kept."""
    from kagflow.solver.logical_form import LogicalFormSyntaxError

    cid = company_id(COMPANY)
    payees = sorted({company_name(r["dstId"]) for r in read_csv(SOURCES / "Company_fundTrans_Company.csv") if r["srcId"] == cid})
    with Asker(supplychain, complete=None) as asker:
        first = asker.query(FUND_PLAN)
        assert asker.compiled(FUND_PLAN) is asker.compiled(FUND_PLAN)  # kept
        again = asker.query(FUND_PLAN)
        assert sorted(first.answer) == sorted(again.answer) == payees
        assert [s.as_dict() for s in first.steps] == [s.as_dict() for s in again.steps]
        with pytest.raises(LogicalFormSyntaxError):
            asker.query("Action1: Retrieval(s=")
        assert len(asker._plans) == 1


def test_ask_on_a_documents_project_falls_back_to_text_and_cites_it(documents, tmp_path):
    """Plan -> execute -> answer on documents: the graph has no description of the Admiral Twin, so
    the step falls back (visibly) to chunk search, and the answer cites the passage holding the
    gold answer of the MuSiQue question (read from the dataset, not from kagflow)."""
    root, question = documents
    gold = next(q for q in json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))
                if q["question"] == question)["answer"]
    copy = tmp_path / "museums"
    shutil.copytree(root, copy)
    plan = ("Step1: When did the Admiral Twin open?\n"
            "Action1: Retrieval(s=s1:Organization[`Admiral Twin`], p=p1:desc, o=o1:Text)\nAction2: Output(o1)")

    def answer(request: dict) -> Reply:
        passages = json.loads(request["messages"][1]["content"])["passages"]
        n = next(i for i, p in enumerate(passages, 1) if gold in p)  # the stand-in cites what holds the answer
        return Reply.text(json.dumps({"answer": f"{gold} [{n}]", "citations": [n]}))

    with RecordingLLMServer(by_prompt(static=plan_reply(plan), answer=answer)) as server:
        (copy / "kagflow.yaml").write_text(f"llm: {{base_url: '{server.base_url}', model: stand-in}}\n", encoding="utf-8")
        with Asker(copy) as asker:
            result = asker.ask(question, k=3)
    assert result.mode == "answer" and result.answer.startswith(gold)
    step = result.steps[0]
    assert step["retriever"] == "rc" and "answered by rc" in step["fallback"]
    assert step["citations"] and step["citations"][0]["path"].endswith(".txt")
    cited = [result.chunks[n - 1] for n in result.cited]
    assert cited and all(gold in c["text"] for c in cited)
    assert cited[0]["path"] == "sources/Admiral_Twin.txt"


def test_passage_titles_named_in_the_question_are_linked(musique_slice):  # noqa: F811
    """MuSiQue's first dev question names "Hello Love", the title (without its qualifier) of one
    of its supporting passages, "Hello Love (song)" (read from the dataset)."""
    question = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))[0]
    titles = {p["title"] for p in question["paragraphs"] if p["is_supporting"]}
    assert "Hello Love (song)" in titles
    with Asker(musique_slice) as asker:
        links = asker.link(question["question"])
    titled = [link for link in links if link["method"] == "title"]
    assert {"text": "Hello Love", "entity_id": None, "name": "Hello Love (song)", "type": "passage title",
            "method": "title"} in titled


def test_a_store_published_before_the_name_index_links_the_same(musique_slice, tmp_path):  # noqa: F811
    """Names are folded once, when a build publishes (``kg_link_names``, a table then); a store
    published by an older kagflow has no such table, and its reader folds the names per question
    (a temporary view): the same links for every MuSiQue dev question (titles with qualifiers
    included)."""
    questions = [q["question"] for q in json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))]
    copy = tmp_path / "old"
    shutil.copytree(musique_slice, copy)
    con = duckdb.connect(str(copy / ".kagflow" / "kg.duckdb"))
    try:
        assert con.execute("SELECT table_type FROM information_schema.tables WHERE table_name = 'kg_link_names'").fetchall() == [
            ("BASE TABLE",)]
        con.execute("DROP TABLE kg_link_names")
    finally:
        con.close()
    with Asker(musique_slice) as new, Asker(copy) as old:
        linked = [new.link(q) for q in questions]
        assert [old.link(q) for q in questions] == linked
    methods = [link["method"] for links in linked for link in links]
    assert "title" in methods and "name" in methods, methods  # both halves of the index were read
