"""KAG plans that treat a Text property's values as entities, as KAG's planner writes them for
AffairQA: a value named on the object (``o=o1:Entity[中海油]`` of ``运营主体``), a property typed as
the entities its values name (``o=o1:许可证`` of ``经营许可证``) and a hop out of those values
(``s=o1:许可证, p=p2:生效日期``); KAG's ``count(alias_name=count1, set=s1)``; a planner's word the
one predicate it shares units with stands for (``联系电话``). Expected values are read from the
raw CSV files with the csv module."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from kagflow.solver.ask import Asker
from kagflow.solver.validate import PlanValidationError
from tests.conftest import dataset, read_csv

AQ = dataset("kag-affairqa") / "sources"


@pytest.fixture
def asker(affairqa_asker):
    return affairqa_asker  # the worker's one Asker over the AffairQA build (tests/solver/conftest.py)


def readings(answer) -> set[str]:
    return {n["construct"] for step in answer.as_dict()["steps"] for n in step["normalisations"]}


def sole_licences() -> dict[str, dict[str, str]]:
    """Licence number -> the one station holding it (numbers held by one station only, written
    without brackets a plan would have to quote)."""
    stations = read_csv(AQ / "加油站.csv")
    held = Counter(r["businessLicense"] for r in stations if re.fullmatch(r"\w+", r["businessLicense"]))
    return {r["businessLicense"]: r for r in stations if held.get(r["businessLicense"]) == 1}


def test_a_value_named_on_the_object_restricts_the_subject(asker):
    """It was dropped: every station's manager came back for one licence's station."""
    licence, station = sorted(sole_licences().items())[0]
    plan = (f"Action1: get_spo(s=s1:加油站, p=p1:经营许可证, o=o1:Entity[{licence}], sub_query=查询持有该许可证的加油站)\n"
            "Action2: get_spo(s=s1:加油站, p=p2:负责人, o=o2:Entity)\n"
            "Action3: get(alias_name=o2, alias_name_set=[o2])")
    answer = asker.query(plan)
    assert answer.answer == [station["manager"]]
    assert "value named on the object" in readings(answer)
    # the same value named with the type whose entities it names (o1:许可证[…])
    typed = plan.replace(f"o1:Entity[{licence}]", f"o1:许可证[{licence}]")
    assert asker.query(typed).answer == [station["manager"]]


def test_kag_count_names_its_result_by_keyword(asker):
    stations = read_csv(AQ / "加油站.csv")
    operators = Counter(r["operationSubject"] for r in stations if r["operationSubject"].strip())
    operator, n = operators.most_common(1)[0]
    assert n > 1
    plan = (f"Step1: 查询运营主体为{operator}的加油站\n"
            f"Action1: get_spo(s=s1:加油站 ,p=p1:运营主体,o=o1:Entity[{operator}] ,sub_query=查询运营主体为{operator}的加油站)\n"
            "Step2: 统计这些加油站的数量\n"
            "Action2: count(alias_name=count1,set=s1,sub_query=统计这些加油站的数量)\n"
            "Step3: output\n"
            "Action3: get(alias_name=count1,alias_name_set=[count1])")
    assert asker.query(plan).answer == [n]


def test_a_property_typed_as_the_entities_its_values_name(asker):
    """``o=o1:许可证`` of a station's licence number: the number, and a later step from it reads
    the licence whose name it is."""
    licences = {r["name"]: r for r in read_csv(AQ / "许可证.csv")}
    licence, station = next((number, row) for number, row in sorted(sole_licences().items())
                            if licences.get(number, {}).get("effectiveDate", "").strip())
    name = station["name"]
    first = f"Action1: get_spo(s=s1:加油站[{name}], p=p1:经营许可证, o=o1:许可证, sub_query=查询{name}的经营许可证)\n"
    answer = asker.query(first + "Action2: get(alias_name=o1, alias_name_set=[o1])")
    assert answer.answer == [licence]
    assert "entity type on a property's values" in readings(answer)
    hop = first + ("Action2: get_spo(s=o1:许可证, p=p2:生效日期, o=o2:Entity, sub_query=查询该许可证的生效日期)\n"
                   "Action3: get(alias_name=o2, alias_name_set=[o2])")
    answer = asker.query(hop)
    assert answer.answer == [licences[licence]["effectiveDate"]]
    assert "values read as the names of entities" in readings(answer)


def test_the_one_predicate_a_word_shares_units_with(asker):
    """``联系电话`` shares 电话 with ``phoneNumber(电话号码)`` only; the hospital has a number."""
    (row,) = [r for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "浙江省肿瘤医院"]
    assert row["phoneNumber"].strip()
    plan = ("Action1: get_spo(s=s1:Entity[浙江省肿瘤医院] ,p=p1:联系电话,o=o1:Entity ,sub_query=查询浙江省肿瘤医院的联系电话)\n"
            "Action2: get(alias_name=o1,alias_name_set=[o1])")
    assert asker.query(plan, question="浙江省肿瘤医院的联系电话是多少？").answer == [row["phoneNumber"]]
    with pytest.raises(PlanValidationError, match="联系电话"):  # strict: the word as written
        asker.query(plan, strict=True)


def test_a_code_word_reads_the_key_of_a_type_keyed_by_codes(asker):
    """``行政区划代码`` of a 行政区 reached from a station's county: the region's key (the table's id
    column), which no property of the type names."""
    regions: dict[str, set[str]] = {}
    for r in read_csv(AQ / "行政区.csv"):
        regions.setdefault(r["name"], set()).add(r["id"])
    station = next(r for r in read_csv(AQ / "加油站.csv")
                   if len(regions.get(r["county"], ())) == 1 and sum(x["name"] == r["name"] for x in read_csv(AQ / "加油站.csv")) == 1)
    plan = (f"Action1: get_spo(s=s1:Entity[{station['name']}] ,p=p1:所在区县,o=o1:行政区 ,sub_query=查询所在区县)\n"
            "Action2: get_spo(s=o1:行政区 ,p=p2:行政区划代码,o=o2:Entity ,sub_query=查询该区县的行政区划代码)\n"
            "Action3: get(alias_name=o2,alias_name_set=[o2])")
    assert asker.query(plan).answer == sorted(regions[station["county"]])


def test_risk_mining_plans_read_leniently(riskmining):
    """A Company's 电话号码 (declared ``hasPhone``, held in the source column ``phone``); a device
    named by its umid; Math over a transfer edge variable sums its amounts."""
    rm = dataset("kag-riskmining") / "sources"
    with Asker(riskmining, complete=None) as risk:
        (company,) = [r for r in read_csv(rm / "Company.csv") if r["name"] == "中信*投证***限公司"]
        plan = "Action1:Retrieval(s=s1:企业[`中信*投证***限公司`], p=p1:电话号码, o=o1)\nAction2:output(o1)"
        answer = risk.query(plan)
        assert answer.answer == [company["phone"]]
        assert "source column for a property without values" in readings(answer)
        people = {r["id"]: r for r in read_csv(rm / "Person.csv")}
        devices = {r["id"]: r for r in read_csv(rm / "Device.csv")}
        owners: dict[str, list[str]] = {}
        for r in read_csv(rm / "Person_hasDevice_Device.csv"):
            owners.setdefault(r["dst"], []).append(r["src"])
        device = next(d for d, o in sorted(owners.items()) if len(o) == 1)
        umid = devices[device]["umid"]
        assert sum(d["umid"] == umid for d in devices.values()) == 1
        plan = (f"Action1:Retrieval(s=s1:自然人, p=p1:拥有设备, o=o1:设备[`{umid}`])\n"
                "Action2:Retrieval(s=s1, p=p2:年龄, o=o2)\nAction3:output(o2)")
        assert risk.query(plan).answer == [int(people[owners[device][0]]["age"])]
        sent = sum(int(r["transAmt"]) for r in read_csv(rm / "Person_fundTrans_Person.csv") if people[r["src"]]["name"] == "柏*")
        plan = ("Action1:Retrieval(s=s1:Person[`柏*`], p=p1:fundTrans, o=o1:Person)\n"
                "Action2:Math(content=[`p1`], target=`the total of the transfers`)->m\nAction3:output(m)")
        answer = risk.query(plan)
        assert answer.answer == [sent]
        assert "edge read as its number" in readings(answer)


def test_type_words_the_schema_lacks(supplychain, riskmining):
    """``NaturalPerson`` (ends in the type's name), ``Enterprise`` (the glossary's word for Company),
    ``文本``/``数字`` (value types in words), and a new object typed ``PhoneNumber`` (the predicate
    types it): each read, and recorded."""
    sc = dataset("kag-supplychain") / "sources"
    ages = {r["name"]: int(r["age"]) for r in read_csv(sc / "Person.csv")}
    products = {r["name"]: sorted(set(filter(None, r["product"].split(",")))) for r in read_csv(sc / "Company.csv")}
    with Asker(supplychain, complete=None) as chain:
        answer = chain.query("Action1:Retrieval(s=s1:NaturalPerson[`尤**`], p=p1:Age, o=o1:Number)\nAction2:output(o1)")
        assert answer.answer == [ages["尤**"]]
        assert readings(answer) & {"a type in other words", "subject typed by its entity"}
        answer = chain.query("Action1:Retrieval(s=s1:Enterprise[`建发***资**有公司`], p=p1:operatesProduct, o=o1:Product)\nAction2:output(o1)")
        assert sorted(answer.answer) == products["建发***资**有公司"]
    rm = dataset("kag-riskmining") / "sources"
    people = {r["name"]: r for r in read_csv(rm / "Person.csv")}
    apps = {r["id"]: r for r in read_csv(rm / "App.csv")}
    app = sorted(apps)[0]
    with Asker(riskmining, complete=None) as risk:
        answer = risk.query("Action1:Retrieval(s=s1:Person[`郎**`], p=p1:hasPhone, o=o1:PhoneNumber)\nAction2:output(o1)")
        assert answer.answer == [people["郎**"]["hasPhone"]]
        assert "unknown type of an object" in readings(answer)
        answer = risk.query(f"Action1:Retrieval(s=s1:应用[`{app}`], p=p1:风险标记, o=o1:文本)\nAction2:output(o1)")
        assert answer.answer == [apps[app]["riskMark"]]
        assert "a value type in words" in readings(answer)
