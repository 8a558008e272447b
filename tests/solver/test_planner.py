"""Planner prompt: schema summary and example language; helpers that read model replies."""

from __future__ import annotations

from kagflow.schema.spg import load_project_schema
from kagflow.solver.answer import _marks
from kagflow.solver.planner import Planner, _strip_label, schema_language, schema_summary
from tests.conftest import REPO


def test_chinese_schema_gets_chinese_examples(supplychain_schema):
    assert schema_language(supplychain_schema) == "zh"
    planner = Planner(supplychain_schema, complete=lambda m: "", executor=lambda: None)
    prompt = planner.system_prompt("static")
    assert "问题：" in prompt and "<<" not in prompt
    summary = schema_summary(supplychain_schema)
    # read off SupplyChain.schema by hand: Company(企业) has the relation fundTrans(资金往来) to Company
    # and the property totalTransInAmt(总共流入金额) of type Float
    company = next(line for line in summary.splitlines() if line.startswith("- Company(企业)"))
    assert "fundTrans(资金往来): -> Company" in company and "totalTransInAmt(总共流入金额): Float" in company


def test_english_schema_gets_english_examples():
    schema = load_project_schema(REPO / "data" / "examples" / "acme-supply")
    assert schema_language(schema) == "en"
    prompt = Planner(schema, complete=lambda m: "", executor=lambda: None).system_prompt("iterative")
    assert "Question: Which products does Acme Motors make" in prompt and '"done": true' in prompt


def test_action_labels_and_citation_marks():
    assert _strip_label("Action3: Retrieval(s=o1, p=p1:x, o=o2)") == "Retrieval(s=o1, p=p1:x, o=o2)"
    assert _strip_label("Retrieval(s=s1:Company[`A: B`], p=p1:x, o=o2)") == "Retrieval(s=s1:Company[`A: B`], p=p1:x, o=o2)"
    assert _marks("in 1998 [2], see [1, 3] and [note]") == [2, 1, 3]
