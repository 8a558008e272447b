"""Readings blind round 55 found missing or wrong: a yes/no on a relation between a person and a company whose
name also links to an entity of another type ("Dara O'Hara 是 Granite Insurance 的法人代表吗？" was answered no,
over a Company named Dara O'Hara), a share written "X在全部Y中占比多少" and one with "Give the percentage (2
decimals).", an item of a value listing several with 、 ("服务人群包括离休"), a value restated in brackets with its
property ("道教协会（所属宗教为道教）"), and a property's own name with words about it in brackets. Expected values are
read from the raw CSV files."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import blind_gold, right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"


def test_a_relation_yes_no_reads_each_type_a_name_links_to(acme):
    represented = {r["name"]: {c.strip() for c in r["legalRepresentative"].split(";")} for r in read_csv(ACME / "Person.csv")}
    for person, company in (("Dara O'Hara", "Granite Insurance"), ("Dara O'Hara", "Acme Motors")):
        for question in (f"{person} 是 {company} 的法人代表吗？", f"Is {person} the legal representative of {company}?"):
            result = acme.ask(question)
            assert result.values == [company in represented[person]], (question, result.values, result.notes)


def test_shares_written_part_in_whole_and_with_the_rounding_in_brackets(affairqa_asker, supplychain_asker):
    places = read_csv(AQ / "医疗机构.csv")
    share = 100 * sum(1 for r in places if r["category"] == "医院") / len(places)
    result = affairqa_asker.ask("医院类医疗机构在全部医疗机构中占比多少？百分比保留一位小数")
    assert right(result, [str(round(share + 1e-9, 1))]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    into = [t for t in read_csv(SC / "Company_fundTrans_Company.csv") if names.get(t["dstId"]) == "传化****限公司"]
    part = sum(int(t["transAmt"]) for t in into if names.get(t["srcId"]) == "三角***份限公司")
    result = supplychain_asker.ask("What share of 传化****限公司's total inflow came from 三角***份限公司? Give the percentage (2 decimals).")
    assert right(result, [str(round(100 * part / sum(int(t["transAmt"]) for t in into) + 1e-9, 2))]), (result.values, result.notes)


def test_a_list_item_a_value_restated_in_brackets_and_a_named_property_explained(affairqa_asker, supplychain_asker):
    places = read_csv(AQ / "医疗机构.csv")
    serving = sum(1 for r in places if "离休" in {x.strip() for x in r["servicePopulation"].split("、")})
    result = affairqa_asker.ask("服务人群包括离休人员（离休）的医疗机构有几家？")
    assert result.values == [serving], (result.values, result.notes)
    city = next(r["city"] for r in read_csv(AQ / "学校.csv") if r["name"] == "浙江道教学院")
    taoist = sum(1 for r in read_csv(AQ / "协会.csv") if r["city"] == city and r["religion"] == "道教")
    result = affairqa_asker.ask("浙江道教学院所在城市有几个道教协会（所属宗教为道教）？")
    assert result.values == [taoist], (result.values, result.notes)
    question = "What is the cashflowDiff3Month (3-month outflow minus 3-month inflow) of 三角***份限公司?"
    result = supplychain_asker.ask(question)  # (the rule's value: the round's own gold script computed it from the CSVs)
    assert right(result, blind_gold("r55-kag-supplychain", question)) and "cashflowDiff3Month" in result.plan, (result.values, result.notes)


def test_a_second_name_written_without_the_part_it_shares_keeps_no_name_inside_it(affairqa_asker):
    """"…穿山港区加气站和梅山保税港区加气站": the second is the company's 梅山保税港区加气站 (an elided link); 港区, a region's
    name inside it, linked too and made the question name three entities, so no pair reading applied."""
    managers = {r["name"]: r["manager"] for r in read_csv(AQ / "加油站.csv")}
    a, b = "宁波新捷中油天然气有限公司穿山港区加气站", "宁波新捷中油天然气有限公司梅山保税港区加气站"
    result = affairqa_asker.ask("宁波新捷中油天然气有限公司穿山港区加气站和梅山保税港区加气站的负责人是同一个人吗？")
    assert result.values == [managers[a] == managers[b]], (result.values, result.notes)


def test_a_count_in_the_place_an_english_superlative_describes(affairqa_asker):
    """"… in the city with the most (fewest) travel agencies?": which city first, then the count in it."""
    from collections import Counter
    per_city = Counter(r["city"] for r in read_csv(AQ / "旅行社.csv") if r["type"] == "旅行社")
    most, fewest = per_city.most_common(1)[0][0], per_city.most_common()[-1][0]
    assert per_city.most_common(2)[1][1] < per_city[most] and per_city.most_common()[-2][1] > per_city[fewest]
    result = affairqa_asker.ask("How many tourist attractions are there in the city with the most travel agencies?")
    assert result.values == [sum(1 for r in read_csv(AQ / "旅游景点.csv") if r["city"] == most)], (result.values, result.notes)
    result = affairqa_asker.ask("How many religious venues are there in the city with the fewest travel agencies?")
    assert result.values == [sum(1 for r in read_csv(AQ / "宗教场所.csv") if r["city"] == fewest)], (result.values, result.notes)
