"""Numbers in answers print by one rule (``kagflow.solver.answer.plain_number``): an integral float
without ``.0`` (as a sum already printed), any other float as its shortest repr.

Expected values come from the raw supply-chain CSV read with the csv module: a company's
``totalTransInAmt`` (a Float property the schema's rule derives) is the sum of ``transAmt`` over
the transfers into it.
"""

from __future__ import annotations

import json
from collections import Counter

from kagflow.pipelines.cli import main
from kagflow.solver.answer import plain_number, plain_numbers, render_value
from tests.conftest import dataset, query_json, read_csv

SOURCES = dataset("kag-supplychain") / "sources"


def _inflow() -> tuple[Counter, dict[str, str]]:
    """transAmt summed per receiving company id, and company names by id, from the raw CSVs."""
    inflow: Counter = Counter()
    for row in read_csv(SOURCES / "Company_fundTrans_Company.csv"):
        inflow[row["dstId"]] += int(row["transAmt"])
    names = {row["id"]: row["name"] for row in read_csv(SOURCES / "Company.csv")}
    return inflow, names


def _query_text(root, plan: str, capsys) -> list[str]:
    plan_file = root / "numbers_plan.txt"
    plan_file.write_text(plan, encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(root), "--plan", str(plan_file)]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_rule():
    assert plain_number(820000.0) == 820000 and type(plain_number(820000.0)) is int
    assert render_value([820000.0, 1834000, 0.1, 2.5e-7, 1e16, "x"]) == '[820000, 1834000, 0.1, 2.5e-07, 1e+16, "x"]'
    assert render_value(float("nan")) == "NaN"  # left as it is
    assert plain_numbers({"a": [1.0, (2.0, "3.0")], "b": True}) == {"a": [1, [2, "3.0"]], "b": True}


def test_a_float_property_and_a_sum_print_alike(supplychain, capsys):
    inflow, names = _inflow()
    company, amount = inflow.most_common(1)[0]
    name = names[company]
    plan = f"Retrieval(s=s1:Company[`{name}`], p=p1:totalTransInAmt, o=o1:Float)\nOutput(o1)"
    lines = _query_text(supplychain, plan, capsys)
    assert f"  o1: {name} = {amount}" in lines  # not {amount}.0
    assert lines[-1] == f"answer: [{amount}]"
    as_json = query_json(supplychain, plan, capsys)
    assert as_json["answer"] == [amount] and type(as_json["answer"][0]) is int
    assert as_json["pairs"] == {"o1": [[name, amount]]}

    total = sum(inflow.values())  # every receiver is a Company: its inflow counts once in the sum
    plan = ("Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
            "Math(content=[o1], target=sum)->total\nMath(content=[total, 7], target=ratio)->share\nOutput(total, share)")
    lines = _query_text(supplychain, plan, capsys)
    assert lines[-1] == f"answer: [{total}, {total / 7!r}]"
    assert f"  [{total}, {total / 7!r}]" in lines  # the rows
    as_json = query_json(supplychain, plan, capsys)
    assert json.dumps(as_json["answer"]) == f"[{total}, {total / 7!r}]"
