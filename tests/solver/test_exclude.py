"""The Exclude operator (a set difference) and the schema planner's anti-join reading ("Which companies
have never received a fund transfer?"), and yes/no over a relation of a type to itself ("Has A ever paid
B?"). Expected values are read from the raw CSV files with the csv module."""

from __future__ import annotations

from pathlib import Path

import pytest

from kagflow.solver.logical_form import format_plan, parse_plan
from kagflow.solver.validate import PlanValidationError
from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

SC = dataset("kag-supplychain") / "sources"
NEVER_RECEIVED = """Action1: Search(s=n1:Company)
Action2: Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)
Action3: Exclude(set=n1, by=o1)
Action4: Output(n1)
"""


def _companies() -> dict[str, str]:
    return {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}


def _never(end: str) -> list[str]:
    """The names of the supply chain's companies that are never the ``end`` (srcId, dstId) of a transfer."""
    names = _companies()
    ends = {t[end] for t in read_csv(SC / "Company_fundTrans_Company.csv")}
    return sorted({name for cid, name in names.items() if cid not in ends})


def _senders() -> list[str]:
    """The names of the supply chain's companies that made a transfer."""
    names = _companies()
    return sorted({names[t["srcId"]] for t in read_csv(SC / "Company_fundTrans_Company.csv")})


def test_exclude_reads_and_prints_canonically():
    plan = parse_plan("Action1: Search(s=n1:Company)\nAction2: get_spo(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                      "Action3: exclude(set=n1, by=o1)->left\nAction4: Output(left)\n")
    assert "Action3: Exclude(set=n1, by=o1)->left" in format_plan(plan)


def test_companies_that_never_received_a_transfer(supplychain_asker):
    expected = _never("dstId")
    assert expected and len(expected) < len(set(_companies().values()))
    assert sorted(supplychain_asker.query(NEVER_RECEIVED).answer) == expected


def test_the_one_statement_form_excludes_alike(supplychain_asker):
    """The "cte" form runs each component as one statement: the Exclude step reads the other component's."""
    from kagflow.solver.execute import PlanExecutor

    cte = PlanExecutor(supplychain_asker.con, supplychain_asker.schema, form="cte").run(NEVER_RECEIVED)
    assert sorted(cte.answer) == _never("dstId")


def test_an_exclusion_of_what_is_joined_another_type_or_read_again_is_an_error(supplychain_asker):
    joined = NEVER_RECEIVED.replace("Retrieval(s=s1:Company", "Retrieval(s=n1")
    with pytest.raises(PlanValidationError, match="shares a step"):
        supplychain_asker.query(joined)
    with pytest.raises(PlanValidationError, match="only entities of one type"):
        supplychain_asker.query("Action1: Search(s=n1:Company)\nAction2: Retrieval(s=s1:Person, p=p1:legalRepresentative, o=o1:Company)\n"
                                "Action3: Exclude(set=n1, by=s1)\nAction4: Output(n1)\n")
    with pytest.raises(PlanValidationError, match="read again"):
        supplychain_asker.query(NEVER_RECEIVED.replace("Output(n1)", "Output(n1, o1)"))


def test_the_schema_planner_reads_a_relation_never_held(supplychain_asker):
    result = supplychain_asker.ask("Which companies have never received a fund transfer?")
    assert right(result, _never("dstId")), (result.values, result.notes)
    assert "Exclude(set=n1, by=o1)" in result.plan
    result = supplychain_asker.ask("哪些公司从来没有给别的公司转过账？")
    assert right(result, _never("srcId")), (result.values, result.notes)


def test_a_type_holding_names_from_text_and_no_property_telling_them_apart_is_refused(acme, monkeypatch):
    """The example's Company type also holds names the documents' NER typed Company; where no property
    told the source tables' companies apart (test_schema_planner_round37 has the one that does), every
    one of them would be listed as never paid, so the question is refused with the reason."""
    import kagflow.solver.anti_join as anti_join

    monkeypatch.setattr(anti_join, "source_marker", lambda planner, t: None)
    result = acme.ask("Which companies have never received a fund transfer?")
    assert result.mode != "answer"
    assert any("not from the source tables" in n and "no property tells" in n for n in result.notes), result.notes


def test_yes_no_over_a_relation_of_a_type_to_itself(acme):
    root = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"
    names = {r["id"]: r["name"] for r in read_csv(root / "Company.csv")}
    paid = {(names[t["srcId"]], names[t["dstId"]]) for t in read_csv(root / "Company_fundTrans_Company.csv")}
    for question, pair in [("Has Fjord Steel ever paid Acme Motors?", ("Fjord Steel AS", "Acme Motors")),
                           ("Has Acme Motors ever paid Delta Cells GmbH?", ("Acme Motors", "Delta Cells GmbH")),
                           ("Has Delta Cells GmbH received money from Acme Motors?", ("Acme Motors", "Delta Cells GmbH"))]:
        result = acme.ask(question)
        assert right(result, ["yes" if pair in paid else "no"]), (question, result.values, result.notes)


AQ = dataset("kag-affairqa") / "sources"


def test_entities_without_a_value_are_the_list_less_those_holding_one(affairqa_asker):
    schools = [r for r in read_csv(AQ / "学校.csv") if r["name"].strip()]
    result = affairqa_asker.ask("哪所宗教院校没有登记联系电话？")
    assert right(result, sorted(r["name"] for r in schools if not r["phoneNumber"].strip())), (result.values, result.notes)
    associations = read_csv(AQ / "协会.csv")
    expected = sorted({r["name"] for r in associations if r["city"] == "宁波市" and r["type"] == "协会" and not r["website"].strip()})
    assert expected
    result = affairqa_asker.ask("宁波市的宗教协会里，哪些没留网址？")
    assert right(result, expected), (result.values, result.notes)


def test_a_place_ruled_out_by_bu_zai(affairqa_asker):
    """"不在西湖区的": the county is another (a station without a county is not listed)."""
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["legalRepresentative"] == "曹纪文"]
    expected = sorted({r["name"] for r in stations if r["county"].strip() and r["county"] != "宁海县"})
    assert expected and len(expected) < len({r["name"] for r in stations})
    result = affairqa_asker.ask("法定代表人是曹纪文的加气站中，哪些不在宁海县？")
    assert right(result, expected), (result.values, result.notes)


def test_a_condition_before_the_negation_is_not_dropped(supplychain_asker):
    """"sent transfers but never received any": read without its first condition it would list every
    company never paid, senders or not; the first clause is kept (the senders less the receivers), and
    a first clause read otherwise than as a relation over types is refused."""
    result = supplychain_asker.ask("Which companies have sent transfers but never received any money?")
    assert right(result, sorted(set(_never("dstId")) & set(_senders()))), (result.values, result.notes)
    assert set(result.values) != set(_never("dstId"))
    result = supplychain_asker.ask("Which companies have received money from 传化****限公司 but never paid anyone?")
    assert result.mode != "answer", result.values


def test_a_list_restricted_after_the_negation(affairqa_asker):
    """"not founded in 2016": every school with a founding date outside 2016 (one without a date is not
    known to differ, so it is not listed, as with a negated value)."""
    schools = [r for r in read_csv(AQ / "学校.csv") if r["name"].strip()]
    expected = sorted(r["name"] for r in schools if r["establishmentDate"].strip() and not r["establishmentDate"].startswith("2016"))
    assert expected and len(expected) < len(schools)
    result = affairqa_asker.ask("Which religious schools were not founded in 2016?")
    assert right(result, expected), (result.values, result.notes)


def test_a_negated_value_beside_another_restriction_is_not_read_over_every_entity(affairqa_asker):
    """"只有一个A的景区里，不在舟山市的是哪个？" (the grade A, read since round 68: the one A attraction outside 舟山市) and
    "嘉兴市加油加气站有限公司旗下的几个站，级别不是一级的" (a company named): every attraction or station but the negated
    value's would answer another question."""
    spots = read_csv(dataset("kag-affairqa") / "sources" / "旅游景点.csv")
    outside = [r["name"] for r in spots if r["level"] == "A" and r["city"] != "舟山市"]
    assert len(outside) == 1 and sum(r["city"] != "舟山市" for r in spots) > 1
    result = affairqa_asker.ask("只有一个A的景区里，不在舟山市的是哪个？")
    assert right(result, outside), (result.values[:5], result.notes)
    result = affairqa_asker.ask("嘉兴市加油加气站有限公司旗下的几个站，级别不是一级的有哪些？")
    assert result.mode != "answer", result.values[:5]
