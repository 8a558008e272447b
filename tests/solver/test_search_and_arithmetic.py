"""KAG's last plan forms: ``search_s`` (Search), constraints naming an earlier variable's property
(PropRef joins) and arithmetic in Math, parsed and run on built KAG projects.

Expected values come from the raw source files (read with the csv module) or from hand
arithmetic, never from the solver's output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kagflow.solver.execute import PlanExecutionError
from kagflow.solver.logical_form import Constraint, Math, NodeRef, PropRef, Search, format_plan, parse_plan
from kagflow.solver.math_ops import (
    ExprAggregate,
    ExprBinary,
    ExprNumber,
    ExprText,
    ExprVar,
    ExpressionError,
    evaluate_expression,
)
from kagflow.solver.validate import PlanValidationError
from tests.conftest import dataset, read_csv
from tests.solver.helpers import open_executor, without_spans

PLANS = json.loads((dataset("kag-plans") / "plans.json").read_text(encoding="utf-8"))
DEPARTMENTS = [r["id"] for r in read_csv(dataset("kag-medicine") / "sources" / "HospitalDepartment.csv")]
PERSONS = read_csv(dataset("kag-supplychain") / "sources" / "Person.csv")


def constructs(step) -> list[str]:
    return [n.construct for n in step.normalisations]


# --- parsing: the three plan texts of KAG's parse tests ----------------------------------------


def test_search_s_is_a_search_with_its_constraints():
    assert PLANS[99]["plan"] == "search_s(s=s1:医院, s.省份=浙江省, s.城市=杭州市)"
    plan = parse_plan(PLANS[99]["plan"])
    step = plan.steps[0]
    assert without_spans(step.action) == Search(
        NodeRef("s1", "医院"), (Constraint("s1", "省份", "==", "浙江省"), Constraint("s1", "城市", "==", "杭州市"))
    )
    assert constructs(step) == ["operator alias", "argument name as alias", "unquoted value", "argument name as alias", "unquoted value"]
    assert step.normalisations[0].original == "search_s"
    assert format_plan(plan) == "Action1: Search(s=s1:医院, s1.省份 == `浙江省`, s1.城市 == `杭州市`)\n"
    again = parse_plan(format_plan(plan))
    assert without_spans(again.steps[0].action) == without_spans(step.action)
    assert constructs(again.steps[0]) == []


def test_search_s_with_a_property_of_an_earlier_variable():
    plan = parse_plan(PLANS[100]["plan"])  # search_s(s=s2:医生, s.主执业医院=s1.name, s.主执业科室=心内科)
    assert without_spans(plan.steps[0].action) == Search(
        NodeRef("s2", "医生"),
        (Constraint("s2", "主执业医院", "==", PropRef("s1", "name")), Constraint("s2", "主执业科室", "==", "心内科")),
    )
    assert format_plan(plan) == "Action1: Search(s=s2:医生, s2.主执业医院 == s1.name, s2.主执业科室 == `心内科`)\n"


def test_math_arithmetic_is_an_expression_tree():
    plan = parse_plan(PLANS[102]["plan"])  # math(1000*10 + count(o1))->o2
    action = plan.steps[0].action
    expected = ExprBinary("+", ExprBinary("*", ExprNumber(1000), ExprNumber(10)), ExprAggregate("count", ("o1",)))
    assert action == Math(("o1",), "arithmetic", "o2", None, expected)
    assert constructs(plan.steps[0]) == ["operator alias"]
    assert format_plan(plan) == "Action1: Math(1000 * 10 + count(o1))->o2\n"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Math(2 + 3 * 4 - 10 / 4)", 11.5),  # 2 + 12 - 2.5
        ("Math((2 + 3) * 4)", 20),
        ("Math(1 - (2 - 3))", 2),  # not (1 - 2) - 3 = -4
        ("Math(2 * (3 + 4) / 7)", 2.0),
        ("Math(100 - 1 - 1)", 98),  # left-associative
        ("Math(-5 * 2 + 1.5)", -8.5),
    ],
)
def test_precedence_and_parentheses_by_hand(text, value):
    plan = parse_plan(text)
    expr = plan.steps[0].action.expression
    assert evaluate_expression(expr, lambda leaf: None) == value
    # the canonical form reads back to the same tree (parentheses where precedence needs them)
    assert parse_plan(format_plan(plan)).steps[0].action.expression == expr


def test_expression_errors_name_the_part():
    with pytest.raises(ExpressionError, match="division by zero") as info:
        evaluate_expression(ExprBinary("/", ExprNumber(1), ExprBinary("-", ExprVar("a"), ExprNumber(3))), lambda leaf: 3)
    assert info.value.part == "1 / (a - 3)"
    with pytest.raises(ExpressionError, match="is text"):
        evaluate_expression(ExprBinary("*", ExprText("abc"), ExprNumber(2)), lambda leaf: None)
    with pytest.raises(ExpressionError, match="text 'yes'"):
        evaluate_expression(ExprBinary("+", ExprVar("d1"), ExprNumber(2)), lambda leaf: "yes")
    with pytest.raises(ExpressionError, match="no numeric value"):
        evaluate_expression(ExprAggregate("max", ("o1",)), lambda leaf: None)


# --- running on the built medicine project -----------------------------------------------------


@pytest.fixture(scope="module")
def medicine(medicine):
    """An executor over the session's build of kag-medicine (tests/conftest.py; read only)."""
    con, executor = open_executor(medicine)
    yield executor
    con.close()


def test_kag_search_s_plan_names_the_property_the_schema_lacks(medicine):
    # KAG's medicine schema ships Hospital and Doctor with desc and semanticType only
    with pytest.raises(PlanValidationError) as info:
        medicine.run(PLANS[99]["plan"] + "\nget(s1)")
    assert (info.value.span.line, info.value.span.column) == (1, 19)  # at s.省份
    assert "Hospital has no property '省份'" in str(info.value)
    with pytest.raises(PlanValidationError) as info:
        medicine.run("search_s(s=s1:医院)\n" + PLANS[100]["plan"] + "\nget(s2)")
    assert (info.value.span.line, info.value.span.column) == (2, 19)  # at s.主执业医院
    assert "Doctor has no property '主执业医院'" in str(info.value)


def test_search_by_type_and_name_pattern(medicine):
    answer = medicine.run("search_s(s=s1:科室, s.name like '内科%')\nget(s1)")
    assert answer.answer == sorted(d for d in DEPARTMENTS if d.startswith("内科"))
    assert answer.steps[0].note == "search: no hop"
    assert {"operator alias", "argument name as alias"} <= {n["construct"] for n in answer.steps[0].normalisations}


def test_search_joined_on_an_earlier_variables_name(medicine):
    # departments whose isA parent is named 内科: the CSV's ids one level below 内科
    answer = medicine.run("search_s(s=s1:科室, s.name=内科)\nsearch_s(s=s2:科室, s.isA=s1.name)\nget(s2)")
    expected = sorted(d for d in DEPARTMENTS if d.startswith("内科-") and d.count("-") == 1)
    assert expected and answer.answer == expected
    step = answer.steps[1]
    assert step.note == "join: s2.isA == s1.name" and step.rows == len(expected)
    assert "内科" not in json.dumps(step.params, ensure_ascii=False)  # values are bound, not in the SQL text
    assert "内科" not in step.sql


def test_retrieval_constraint_naming_an_earlier_variable_joins_the_two(medicine):
    answer = medicine.run(
        "search_s(s=s1:科室, s.name=内科)\n"
        "Retrieval(s=s2:科室, p=p1:isA, o=o2:科室, o.name=s1.name)\n"
        "get(s1, s2)"
    )
    children = sorted(d for d in DEPARTMENTS if d.startswith("内科-") and d.count("-") == 1)
    assert answer.rows == [["内科", child] for child in children]


def test_arithmetic_over_a_count(medicine):
    answer = medicine.run("search_s(s=s1:科室, s.name like '内科%')\nmath(1000*10 + count(s1))->o2\nget(o2)")
    assert answer.answer == [1000 * 10 + sum(1 for d in DEPARTMENTS if d.startswith("内科"))]
    assert answer.steps[1].params == {"count(s1)": sum(1 for d in DEPARTMENTS if d.startswith("内科"))}


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("count(s1) / (count(s1) - count(s1))", "Action2: Math(count(s1) / (count(s1) - count(s1))): division by zero"),
        ("`abc` * 2", "Action2: Math(`abc` * 2): `abc` is text, not a number"),
    ],
)
def test_arithmetic_errors_are_located(medicine, expression, message):
    with pytest.raises(PlanExecutionError) as info:
        medicine.run(f"search_s(s=s1:科室, s.name=内科)\nmath({expression})->o2\nget(o2)")
    assert str(info.value).startswith(message)


def test_a_set_outside_an_aggregate_is_refused(medicine):
    with pytest.raises(PlanValidationError, match="holds entities; in an expression use one of its aggregates"):
        medicine.run("search_s(s=s1:科室, s.name=内科)\nmath(s1 * 2)->o2\nget(o2)")


# --- running on the built supply-chain project: KAG's doctor/hospital shape ----------------------


def test_people_whose_company_relation_names_the_found_company(supplychain):
    con, executor = open_executor(supplychain)
    try:
        company = "传化****限公司"
        answer = executor.run(f"search_s(s=s1:企业, s.name=`{company}`)\nsearch_s(s=s2:自然人, s.法人代表=s1.name)\nget(s2)")
        expected = sorted(r["name"] for r in PERSONS if company in r["legalRepresentative"].split(","))
        assert expected and answer.answer == expected
        older = executor.run(
            f"search_s(s=s1:企业, s.name=`{company}`)\nsearch_s(s=s2:自然人, s.法人代表=s1.name, s.年龄 > 30)\nget(s1, s2)"
        )
        assert older.rows == [[company, r["name"]] for r in sorted(PERSONS, key=lambda r: r["name"])
                              if company in r["legalRepresentative"].split(",") and int(r["age"]) > 30]
    finally:
        con.close()
