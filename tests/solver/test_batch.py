"""Batch plans (kagflow query --plans): the plans file read and located, each plan run on one opened
store, a failing plan described and never stopping the rest. Expected values come from the raw CSVs."""

from __future__ import annotations

import pytest

from kagflow.solver.batch import PlanFileError, PlanItem, load_plans, run_plan, run_plans
from tests.conftest import dataset, read_csv

INFLOW = "Action1: Retrieval(s=s1:Company[`传化****限公司`], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)"
REPRESENTS = "Retrieval(s=u:Entity, p=p1:legalRepresentative, o=c)\nOutput(u, c)"


def _write(tmp_path, text: str, name: str = "plans.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_plans_files_are_read_as_a_list_or_json_lines(tmp_path):
    items = load_plans(_write(tmp_path, '[{"id": "a", "plan": "Output(x)"},\n {"id": 2, "plan": "Output(y)"}]'))
    assert [(i.pid, i.text, i.source.endswith("plans.json#a")) for i in items][:1] == [("a", "Output(x)", True)]
    assert [i.pid for i in items] == ["a", "2"]
    items = load_plans(_write(tmp_path, '{"id": "a", "plan": "Output(x)"}\n{"id": "b", "plan": "Output(y)"}\n', "p.jsonl"))
    assert [i.pid for i in items] == ["a", "b"]


@pytest.mark.parametrize("content, message", [
    ('[{"id": "a", "plan": "Output(x)"},\n {"plan": "Output(y)"}]', r"plan 2 \(line 2\): no 'id'"),
    ('[{"id": "a", "plan": "Output(x)"},\n {"id": "b"}]', r"plan 2 \(line 2\) \(id b\): no 'plan'"),
    ('[{"id": "a", "plan": ["Output(x)"]}]', "'plan' must be a non-empty string, not list"),
    ('[{"id": "a", "plan": "  "}]', "'plan' must be a non-empty string"),
    ('[{"id": {"x": 1}, "plan": "Output(x)"}]', "'id' must be a non-empty string or a whole number"),
    ('[{"id": "a", "plan": "Output(x)"},\n{"id": "a", "plan": "Output(y)"}]', r"plan 2 \(line 2\): id 'a' was already used by plan 1"),
    ('{"id": "a", "plan": "Output(x)"}\n{"id": "b", "plan": "Output(y)"\n', "line 2, column 32: not valid JSON Lines"),
    ('{"plans": []}', "plan 1 (line 1): no 'id'".replace("(", r"\(").replace(")", r"\)")),
    ("[]", "holds none"),
])
def test_malformed_plans_files_are_located_errors(tmp_path, content, message):
    with pytest.raises(PlanFileError, match=message):
        load_plans(_write(tmp_path, content))


def test_each_plan_answers_or_says_why_not_and_the_rest_still_run(supplychain):
    from kagflow.solver.ask import Asker

    sources = dataset("kag-supplychain") / "sources"
    ids = {r["name"]: r["id"] for r in read_csv(sources / "Company.csv")}
    inflow = sum(int(r["transAmt"]) for r in read_csv(sources / "Company_fundTrans_Company.csv") if r["dstId"] == ids["传化****限公司"])
    pairs = {(r["name"], c) for r in read_csv(sources / "Person.csv") for c in r["legalRepresentative"].split(",")}
    plans = [
        PlanItem("syntax", "Action1: Retrieval(s=s1:Company[`传化****限公司`, p=p1:product", "f#syntax"),
        PlanItem("inflow", INFLOW, "f#inflow"),
        PlanItem("unknown", INFLOW.replace("totalTransInAmt", "totalInflow"), "f#unknown"),
        PlanItem("needs-model", INFLOW.replace("Action2: Output(o1)", "Action2: Deduce(op=judgement, content=[o1], "
                                                "target=`large?`)->d\nAction3: Output(d)"), "f#needs-model"),
        PlanItem("div0", INFLOW.replace("Action2: Output(o1)", "Action2: Math(count(o1) / 0)->m\nAction3: Output(m)"), "f#div0"),
        PlanItem("rows", REPRESENTS, "f#rows"),
    ]
    with Asker(supplychain, complete=None) as asker:
        results = {r["id"]: r for r in run_plans(asker, plans)}
    assert list(results) == [p.pid for p in plans]
    assert all(set(r) == {"id", "answer", "notes", "columns", "rows", "error", "normalisations"} for r in results.values())
    assert results["syntax"]["error"]["kind"] == "syntax" and results["syntax"]["error"]["message"].startswith("f#syntax:1:")
    assert results["inflow"]["error"] is None and results["inflow"]["answer"] == [inflow] and results["inflow"]["rows"] is None
    assert results["unknown"]["error"]["kind"] == "validation" and "totalInflow" in results["unknown"]["error"]["message"]
    assert results["needs-model"]["error"]["kind"] == "validation" and "language model" in results["needs-model"]["error"]["message"]
    assert results["div0"]["error"]["kind"] == "execution" and "division by zero" in results["div0"]["error"]["message"]
    rows = results["rows"]
    assert rows["error"] is None and rows["columns"] == ["u", "c"] and {tuple(r) for r in rows["rows"]} == pairs
    assert {n["construct"] for n in rows["normalisations"]} == {"Entity as any type", "untyped first mention"}
    assert all(r["answer"] is None and r["normalisations"] == [] for r in results.values() if r["error"])


def test_a_plan_nested_too_deeply_is_a_syntax_error_not_a_crash():
    from types import SimpleNamespace

    def query(_text, _source, **_context):
        raise RecursionError

    result = run_plan(SimpleNamespace(query=query), PlanItem("deep", "Output(" * 5000, "f#deep"))
    assert result["error"] == {"kind": "syntax", "message": "f#deep: the plan is nested too deeply to read"}
