"""Readings blind round 44 found wrong or missing in the thirteenth session's code: "2018年及以后" (read as the year
2018 alone), a name's ending written without quotes (every agency counted), a bare noun phrase with a superlative
("youngest person?", answered with the age), a relation said twice ("who paid the company that paid X?", answered
with one hop), and an English among-list whose first hop is the verb after the name (the relation the rest names
was taken for it). Expected values are read from the raw CSV files."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right, slash_day

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"



def test_a_year_and_after_keeps_the_year_itself(affairqa_asker):
    built = {r["name"]: slash_day(r["buildTime"]) for r in read_csv(AQ / "加油站.csv") if r["type"] == "加油站"}
    on_or_after = sum(1 for d in built.values() if d and d >= dt.date(2018, 1, 1))
    after = sum(1 for d in built.values() if d and d > dt.date(2018, 12, 31))
    assert on_or_after != after  # (the data tells the two readings apart)
    result = affairqa_asker.ask("2018年及以后建成的加油站有几个")
    assert right(result, [str(on_or_after)]), (result.values, result.notes)
    result = affairqa_asker.ask("2018年以后建成的加油站有几个")
    assert right(result, [str(after)]), (result.values, result.notes)


def test_a_names_ending_written_without_quotes(affairqa_asker):
    names = {r["name"] for r in read_csv(AQ / "政府机构.csv")}
    result = affairqa_asker.ask("名字以民政局结尾的政府机构有几个")
    assert right(result, [str(sum(1 for n in names if n.endswith("民政局")))]), (result.values, result.notes)


def test_a_bare_noun_phrase_with_a_superlative_asks_the_entity(supplychain_asker):
    ages = {r["name"]: int(r["age"]) for r in read_csv(SC / "Person.csv") if r["age"].strip()}
    youngest = sorted(n for n, a in ages.items() if a == min(ages.values()))
    oldest = sorted(n for n, a in ages.items() if a == max(ages.values()))
    for question, gold in (("youngest person?", youngest), ("年龄最大的人", oldest), ("oldest person in the data?", oldest)):
        result = supplychain_asker.ask(question)
        assert right(result, gold), (question, result.values, result.notes)
    result = supplychain_asker.ask("年龄最大的人多大？")  # the value asked
    assert right(result, [str(max(ages.values()))]), (result.values, result.notes)


def test_a_relation_said_twice(supplychain_asker):
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    ids = {n: i for i, n in names.items()}
    transfers = read_csv(SC / "Company_fundTrans_Company.csv")
    payers = {r["srcId"] for r in transfers if r["dstId"] == ids["康**股有公司"]}
    theirs = sorted({names[r["srcId"]] for r in transfers if r["dstId"] in payers})
    result = supplychain_asker.ask("who paid the company that paid 康**股有公司?")
    assert right(result, theirs), (result.values, result.notes)


def test_the_first_hop_of_an_among_list_is_the_verb_after_the_name(supplychain_asker):
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    ids = {n: i for i, n in names.items()}
    paid = {names[r["dstId"]] for r in read_csv(SC / "Company_fundTrans_Company.csv") if r["srcId"] == ids["传化****限公司"]}
    represented = {c.strip() for r in read_csv(SC / "Person.csv") for c in r["legalRepresentative"].split(",") if c.strip()}
    result = supplychain_asker.ask("which of the companies 传化****限公司 paid have no legal rep on record?")
    assert result.mode == "evidence" or right(result, sorted(paid - represented)), (result.values, result.notes)
    # the verb after the name need not spell the relation's label whole ("represents": legalRepresentative)
    (his,) = [{c.strip() for c in r["legalRepresentative"].split(",") if c.strip()} for r in read_csv(SC / "Person.csv") if r["name"] == "臧*"]
    received = {names[r["dstId"]] for r in read_csv(SC / "Company_fundTrans_Company.csv")}
    result = supplychain_asker.ask("Which of the companies 臧* represents have never received a fund transfer?")
    assert right(result, sorted(his - received)), (result.values, result.notes)


def test_the_top_three_read_each_value_beside_its_entitys_place(acme):
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    inflow: dict[str, int] = {}
    for r in read_csv(ACME / "Company_fundTrans_Company.csv"):
        inflow[names[r["dstId"]]] = inflow.get(names[r["dstId"]], 0) + int(r["transAmt"])
    top = sorted(inflow, key=inflow.get, reverse=True)[:3]
    assert len({inflow[n] for n in top}) == 3 and sorted(top) != top  # (name order and rank order differ)
    result = acme.ask("top 3 companies by total inflow")
    assert right(result, top), (result.values, result.notes)
    assert ", ".join(str(inflow[n]) for n in top) in result.answer, result.answer


def test_a_noun_phrase_with_what_restricts_it_lists_the_entities(supplychain_asker, acme, affairqa_asker):
    older = sorted(r["name"] for r in read_csv(SC / "Person.csv") if r["age"].strip() and int(r["age"]) > 55)
    result = supplychain_asker.ask("people older than 55")
    assert right(result, older), (result.values, result.notes)
    us = sorted(r["name"] for r in read_csv(ACME / "Company.csv") if r["country"] == "US" and int(r["founded"]) > 1980)
    result = acme.ask("US-based companies founded after 1980?")
    assert right(result, us), (result.values, result.notes)
    stations = sorted({r["name"] for r in read_csv(AQ / "加油站.csv") if r["county"] == "鄞州区" and r["level"] == "一级"})
    result = affairqa_asker.ask("鄞州区的一级加气站")
    assert right(result, stations), (result.values, result.notes)


def test_a_question_words_contraction_is_written_out(riskmining_asker):
    written = riskmining_asker.ask("Who is the gambling app boss?")
    contracted = riskmining_asker.ask("who's the gambling app boss?")
    assert written.mode == contracted.mode == "answer" and contracted.values == written.values, contracted.notes


def test_a_group_written_with_one_character(affairqa_asker):
    agencies = {r["name"]: r["city"] for r in read_csv(AQ / "旅行社.csv") if r["city"]}
    result = affairqa_asker.ask("各市旅行社数量分别是多少")
    assert {row[0]: row[1] for row in result.values} == dict(Counter(agencies.values())), result.notes


def test_how_many_more_between_places_written_without_their_ending(affairqa_asker):
    agencies = {r["name"]: r["city"] for r in read_csv(AQ / "旅行社.csv")}
    counts = Counter(agencies.values())
    result = affairqa_asker.ask("舟山的旅行社比衢州多几家")
    assert right(result, [str(counts["舟山市"] - counts["衢州市"])]), (result.values, result.notes)


def test_the_top_n_by_a_count(riskmining_asker):
    names = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    owned: dict[str, set[str]] = {}
    for r in read_csv(RM / "Person_hasDevice_Device.csv"):
        owned.setdefault(names[r["src"]], set()).add(r["dst"])
    ranked = sorted(owned, key=lambda n: len(owned[n]), reverse=True)
    third = len(owned[ranked[2]])
    assert len(owned[ranked[3]]) < third  # (no tie at the cut: exactly three)
    result = riskmining_asker.ask("top 3 people by number of devices owned")
    assert right(result, ranked[:3]), (result.values, result.notes)


def test_a_relation_said_twice_is_never_read_as_two_different_ones(acme):
    people = {r["name"] for r in read_csv(ACME / "Person.csv")}
    result = acme.ask("who are the main suppliers of acme motors' main suppliers?")
    assert not set(map(str, result.values or [])) & people, result.values  # (was: their legal representatives)
