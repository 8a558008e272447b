"""``kagflow mcp``: the server started as a subprocess, called over stdio with the MCP client."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from kagflow.pipelines.cli import main
from tests.conftest import dataset, fake_models, read_csv

SANJIAO = "三角***份限公司"


async def _calls(project: Path, calls: list[tuple[str, dict]]) -> list:
    params = StdioServerParameters(command=sys.executable, args=["-m", "kagflow.pipelines.cli", "mcp", str(project)])
    results = []
    with anyio.fail_after(120):
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                results.append(sorted(t.name for t in (await session.list_tools()).tools))
                for name, arguments in calls:
                    results.append(await session.call_tool(name, arguments))
    return results


def call(project: Path, *calls: tuple[str, dict]) -> list:
    """Start ``kagflow mcp project``, list its tools, make the calls in order; the results."""
    return anyio.run(_calls, project, list(calls))


def payload(result) -> dict:
    assert not result.is_error, result.content[0].text
    data = json.loads(result.content[0].text)
    assert result.structured_content == data  # the same object as structured content
    return data


def test_query_tool_answers_a_plan_like_the_csv(supplychain):
    src = dataset("kag-supplychain") / "sources"
    sanjiao = next(c["id"] for c in read_csv(src / "Company.csv") if c["name"] == SANJIAO)
    expected = len({t["dstId"] for t in read_csv(src / "Company_fundTrans_Company.csv") if t["srcId"] == sanjiao})
    plan = f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:fundTrans, o=o1:Company)\nMath(content=[o1], target=count)->n\nOutput(n)"

    tools, good, bad, again, asked, answered = call(
        supplychain,
        ("query", {"plan": plan}),
        ("query", {"plan": "Retrieval(s=s1:Compnay, p=p1:fundTrans, o=o1:Company)\nOutput(o1)"}),
        ("query", {"plan": plan}),
        ("ask", {"question": f"{SANJIAO}为什么向其他公司转账?"}),  # a reason: outside the schema planner's shapes
        ("ask", {"question": f"{SANJIAO}向哪些公司转账?"}),
    )

    assert tools == ["ask", "query", "search"]
    data = payload(good)
    assert data["answer"] == [expected] and expected > 0
    assert data["steps"][0]["retriever"] == "kg_cs" and data["steps"][0]["fallback"] is None
    # a bad plan is a tool error with the located message; the server keeps answering
    assert bad.is_error
    assert "1:" in bad.content[0].text and "unknown type 'Compnay'" in bad.content[0].text
    assert "Traceback" not in bad.content[0].text
    assert payload(again)["answer"] == [expected]
    # ask without a model: evidence about the company the question names, each fact from the CSV
    evidence = payload(asked)
    assert evidence["mode"] == "evidence" and evidence["answer"] is None and "not an answer" in evidence["label"]
    assert [link["name"] for link in evidence["links"]] == [SANJIAO]
    name_of = {c["id"]: c["name"] for c in read_csv(src / "Company.csv")}
    transfers = {(name_of[t["srcId"]], name_of[t["dstId"]]) for t in read_csv(src / "Company_fundTrans_Company.csv")}
    shown = {(f["subject"], f["object"]) for f in evidence["facts"] if f["predicate"] == "fundTrans"}
    assert shown and shown <= transfers and all(SANJIAO in pair for pair in shown)
    # the question of which companies it paid is one the schema planner answers, as the CSV says
    receivers = sorted({name for payer, name in transfers if payer == SANJIAO})
    answer = payload(answered)
    assert answer["mode"] == "answer" and sorted(answer["values"]) == receivers


def test_search_tool_cites_the_chunk_it_was_given(tmp_path):
    from kagflow.pipelines.build import build_project

    root = tmp_path / "notes"
    (root / "sources").mkdir(parents=True)
    (root / "schema").mkdir()
    (root / "schema" / "Notes.schema").write_text("namespace Notes\n\nOrganization(Organization): EntityType\n", encoding="utf-8")
    texts = {"a.txt": "Harbour cranes at Port Elm were replaced in March.",
             "b.txt": "The orchard cooperative reported a record apple harvest."}
    for name, text in texts.items():
        (root / "sources" / name).write_text(text, encoding="utf-8")
    build_project(root, substitutes=fake_models())  # fake embedder: a text's vector is a hash of it

    _tools, hits, bad_k = call(root, ("search", {"question": texts["b.txt"], "k": 2}), ("search", {"question": "x", "k": 0}))

    found = payload(hits)["hits"]
    # the same text gives the same vector, so the chunk holding exactly that text ranks first
    assert found[0]["text"].strip() == texts["b.txt"]
    # b.txt is one line: the citation names line 1 and the hash of the chunk's own text
    own = hashlib.sha256(found[0]["text"].encode("utf-8")).hexdigest()[:8]
    assert found[0]["path"] == "sources/b.txt" and found[0]["citation"] == f"sources/b.txt:1 #{own}"
    assert (found[0]["line_start"], found[0]["line_end"], found[0]["chunk_hash"][:8]) == (1, 1, own)
    assert len(found) == 2
    assert bad_k.is_error and "k must be between 1 and 100" in bad_k.content[0].text


def test_mcp_refuses_an_unbuilt_project(tmp_path, capsys):
    (tmp_path / "sources").mkdir()
    (tmp_path / "schema").mkdir()
    assert main(["mcp", str(tmp_path)]) == 1
    assert "has not been built" in capsys.readouterr().err


def test_the_server_loads_the_project_at_start_and_reports_ready_on_stderr(minilm_example):
    """Before any request: a ``ready`` line on stderr, after the store, indexes and the ONNX
    query encoder were loaded (issue 20: a client's first call finds the project warm)."""
    import os
    import subprocess

    proc = subprocess.Popen([sys.executable, "-m", "kagflow.pipelines.cli", "mcp", str(minilm_example)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "OPENAI_"))})
    try:
        lines = [proc.stderr.readline()]  # nothing was sent on stdin
        while lines[-1] and not lines[-1].startswith("kagflow mcp: ") and len(lines) < 20:
            lines.append(proc.stderr.readline())  # a library's warning may come first
        line = lines[-1]
        assert line.startswith("kagflow mcp: ready: "), lines
        assert str(minilm_example) in line and "(store " in line
    finally:
        proc.stdin.close()  # end of the stream: the server exits
        assert proc.wait(timeout=60) == 0
        proc.stdout.close()
        proc.stderr.close()


def _mcp_stderr(project: Path, **env: str) -> list[str]:
    """Everything ``kagflow mcp project`` writes on stderr from its start to its end (stdin closed
    once it is ready)."""
    import os
    import subprocess

    environment = {k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "OPENAI_", "KAGFLOW_LOG"))}
    proc = subprocess.Popen([sys.executable, "-m", "kagflow.pipelines.cli", "mcp", str(project)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**environment, **env})
    lines = [proc.stderr.readline()]
    while lines[-1] and not lines[-1].startswith("kagflow mcp: ready") and len(lines) < 200:
        lines.append(proc.stderr.readline())
    proc.stdin.close()
    lines += proc.stderr.readlines()
    assert proc.wait(timeout=60) == 0
    proc.stdout.close()
    proc.stderr.close()
    return lines


def test_library_debug_lines_stay_off_the_servers_stderr_unless_asked(minilm_example):
    """bm25s sets its own logger to DEBUG when imported (after the CLI set it to WARNING): its
    ``DEBUG:bm25s`` lines reached ``kagflow mcp``'s stderr. Only warnings do now; with
    ``KAGFLOW_LOG_LEVEL=debug`` the debug lines are there."""
    quiet = _mcp_stderr(minilm_example)
    assert any(line.startswith("kagflow mcp: ready") for line in quiet), quiet
    assert [line for line in quiet if line.startswith(("DEBUG:", "INFO:"))] == []
    loud = _mcp_stderr(minilm_example, KAGFLOW_LOG_LEVEL="debug")
    assert any(line.startswith("DEBUG:bm25s") for line in loud), loud
