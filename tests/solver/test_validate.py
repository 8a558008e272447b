"""Tests for solver.validate: KAG's run-time forms read leniently, each reading recorded.

The expected types come from the schema files as written (read by eye: ``legalRepresentative``
links Person to Company in kag-supplychain's schema), not from the validator.
"""

from __future__ import annotations


import pytest

from kagflow.schema.spg import parse_schema_text
from kagflow.solver.logical_form import Plan, parse_plan
from kagflow.solver.validate import PlanValidationError, ResolvedRetrieval, validate_plan


def readings(validated, position: int = 0) -> list[tuple[str, str, str]]:
    return [(n.construct, n.original, n.canonical) for n in validated.normalisations[position]]


def test_entity_is_any_type_and_the_predicate_types_it(supplychain_schema):
    text = "Retrieval(s=u:Entity, p=p1:legalRepresentative, o=c:Entity)\nOutput(c)"
    v = validate_plan(parse_plan(text), supplychain_schema)

    assert v.variables["u"].type == "Person" and v.variables["c"].type == "Company"
    assert ("Entity as any type", "u:Entity", "u") in readings(v)
    assert ("untyped first mention", "u", "u:Person") in readings(v)
    assert ("untyped first mention", "c", "c:Company") in readings(v)
    first = v.normalisations[0][0]
    assert (first.span.line, first.span.column) == (1, text.index("u:Entity") + 1)


def test_entity_is_a_real_type_when_the_schema_declares_it():
    schema = parse_schema_text(
        "namespace T\n\nEntity(实体): EntityType\n\trelations:\n\t\tknows(认识): Entity\n", "t.schema"
    )
    v = validate_plan(parse_plan("Retrieval(s=a:Entity, p=p1:knows, o=b:Entity)\nOutput(b)"), schema)

    assert v.variables["a"].type == "Entity"
    assert readings(v) == []


def test_untyped_object_takes_the_predicate_range_and_subject_its_domain(supplychain_schema):
    v = validate_plan(parse_plan("Retrieval(s=u, p=p1:legalRepresentative, o=c)\nOutput(u, c)"), supplychain_schema)

    step = v.steps[0]
    assert isinstance(step, ResolvedRetrieval)
    assert (step.subject_type, step.object_type) == ("Person", "Company")
    assert [r[2] for r in readings(v)] == ["u:Person", "c:Company"]


def test_display_name_predicate_types_an_untyped_node(supplychain_schema):
    v = validate_plan(parse_plan("Retrieval(s=u, p=p1:法人代表, o=c)\nOutput(c)"), supplychain_schema)
    assert v.variables["c"].type == "Company"


def test_a_type_written_as_the_name(supplychain_schema):
    v = validate_plan(parse_plan("Retrieval(s=u[`自然人`], p=p1:legalRepresentative, o=c:Company)\nOutput(u)"), supplychain_schema)

    assert v.variables["u"].type == "Person"
    assert v.steps[0].s.name is None  # not linked as a name
    assert readings(v)[0] == ("type written as the name", "u[自然人]", "u:Person")


def test_a_name_that_is_not_a_type_stays_a_name(supplychain_schema):
    v = validate_plan(parse_plan("Retrieval(s=c[`三角***份限公司`], p=p1:product, o=o1)\nOutput(o1)"), supplychain_schema)
    assert v.steps[0].s.name == "三角***份限公司" and v.variables["c"].type == "Company"


def test_untyped_predicate_means_the_relations_between_the_types(supplychain_schema):
    forward = validate_plan(parse_plan("Retrieval(s=u:Person, p=p1, o=c:Company)\nOutput(c)"), supplychain_schema)
    backward = validate_plan(parse_plan("Retrieval(s=c:Company, p=p1, o=u:Person)\nOutput(u)"), supplychain_schema)
    both = validate_plan(parse_plan("Retrieval(s=a:Company, p=p1, o=b:Company)\nOutput(b)"), supplychain_schema)

    assert [p.name for p in forward.steps[0].predicates] == ["legalRepresentative"] and not forward.steps[0].reverse
    assert [p.name for p in backward.steps[0].predicates] == ["legalRepresentative"] and backward.steps[0].reverse
    # the schema declares three Company -> Company relations (fundTrans, mainSupply, sameLegalRepresentative)
    assert sorted(p.name for p in both.steps[0].predicates) == ["fundTrans", "mainSupply", "sameLegalRepresentative"]
    assert readings(both)[0][2] == "p1:fundTrans|mainSupply|sameLegalRepresentative"


def test_untyped_predicate_between_unrelated_types_is_a_located_error(supplychain_schema):
    text = "Retrieval(s=i:Index, p=p1, o=u:Person)\nOutput(u)"
    with pytest.raises(PlanValidationError) as info:
        validate_plan(parse_plan(text), supplychain_schema)
    assert (info.value.span.line, info.value.span.column) == (1, text.index("p1") + 1)
    assert "no relation links Index to Person" in info.value.message


def test_free_text_math_target_without_a_model_names_the_step(supplychain_schema):
    plan = parse_plan("Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
                      "Math(content=[o1], target=`Comparing the release dates`)->m\nOutput(m)")

    with pytest.raises(PlanValidationError) as info:
        validate_plan(plan, supplychain_schema)

    assert ("Action2" in info.value.message or "step 2" in info.value.message) and "needs a language model" in info.value.message


def test_parser_normalisations_come_first_in_the_trace(supplychain_schema):
    step = parse_plan("Retrieval(s=u:Entity, p=p1:age, o=a)\nOutput(a)").steps[0]
    v = validate_plan(Plan((step, parse_plan("Output(a)").steps[0]), ""), supplychain_schema)
    assert v.normalisations[0][: len(step.normalisations)] == step.normalisations


def test_free_text_math_target_is_read_by_a_model_when_one_is_given(supplychain_schema):
    plan = parse_plan("Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
                      "Math(content=[o1], target=`Comparing the release dates`)->m\nOutput(m)")
    asked = []

    def complete(messages):
        asked.append(messages)
        return '{"op": "max", "operands": ["o1"]}'

    v = validate_plan(plan, supplychain_schema, complete=complete)

    assert len(asked) == 1 and v.steps[1].action.target == "max" and v.steps[1].action.content == ("o1",)
    assert readings(v, 1)[-1] == ("free-text Math target", "Comparing the release dates", "max")


def test_empty_math_content_means_the_previous_output(supplychain_schema):
    plan = parse_plan("Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\nMath(content=[], target=count)->n\nOutput(n)")

    v = validate_plan(plan, supplychain_schema)

    assert v.steps[1].action.content == ("o1",)


def test_a_constraint_naming_another_variable_validates_and_an_unbound_one_is_located(supplychain_schema):
    # compiled to a join with that variable's bindings (solver.compile.join_proprefs)
    text = "Retrieval(s=u:Person, p=p1:legalRepresentative, o=c:Company, c.name=u.name)\nOutput(c)"
    validate_plan(parse_plan(text), supplychain_schema)
    text = "Retrieval(s=u:Person, p=p1:legalRepresentative, o=c:Company, c.name=x.name)\nOutput(c)"
    with pytest.raises(PlanValidationError) as info:
        validate_plan(parse_plan(text), supplychain_schema)
    assert (info.value.span.line, info.value.span.column) == (1, 69)
    assert "'x' is not bound by an earlier step" in info.value.message
    with pytest.raises(PlanValidationError, match="Person has no property 'nom'"):
        validate_plan(parse_plan("Retrieval(s=u:Person, p=p1:legalRepresentative, o=c:Company, c.name=u.nom)\nOutput(c)"), supplychain_schema)


def test_a_sum_or_average_reads_text_values_but_not_dates_or_truth_values():
    """KAG's AffairQA schema types numbers Text (学校.studentCount): a sum or average of a Text
    value validates (the step reads the values that are numbers and says how many it ignored); of
    a Date or Boolean value it is refused before any data is read."""
    schema = parse_schema_text(
        "namespace T\n\nSchool(学校): EntityType\n\tproperties:\n\t\tstudentCount(在校生数量): Text\n"
        "\t\topened(成立日期): Date\n\t\tpublic(公办): Boolean\n", "t.schema")
    for target in ("sum", "avg"):
        validate_plan(parse_plan(f"Retrieval(s=s1:School, p=p1:studentCount, o=o1)\nMath(content=[o1], target={target})->m\nOutput(m)"), schema)
        for prop in ("opened", "public"):
            with pytest.raises(PlanValidationError, match="needs numbers"):
                validate_plan(parse_plan(f"Retrieval(s=s1:School, p=p1:{prop}, o=o1)\nMath(content=[o1], target={target})->m\nOutput(m)"), schema)
