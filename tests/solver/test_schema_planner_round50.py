"""Wrong answers blind round 50 found, each now right or refused: a place written without 县 before 那边, "exactly"
a list value, a total asked of no "which", a comparison of two directed totals, "减去" (minus), and a rounding to a
whole number (四舍五入到整数, halves up). Expected values are read from the raw CSV files."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import blind_gold, right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"


def test_a_place_written_without_its_county_word_and_exactly_one_value(affairqa_asker):
    places = read_csv(AQ / "宗教场所.csv")
    result = affairqa_asker.ask("青田那边佛教场所有多少个？")
    assert right(result, [str(sum(1 for r in places if r["county"] == "青田县" and r["religion"] == "佛教"))]), (result.values, result.notes)
    agencies = read_csv(AQ / "旅行社.csv")
    result = affairqa_asker.ask('How many travel agencies have a business scope of exactly "国内旅游业务"?')
    assert right(result, [str(sum(1 for r in agencies if r["businessScope"] == "国内旅游业务"))]), (result.values, result.notes)


def test_a_total_asked_of_no_which_and_two_directed_totals_compared(acme):
    ids = {r["name"]: r["id"] for r in read_csv(ACME / "Company.csv")}
    edges = read_csv(ACME / "Company_fundTrans_Company.csv")
    result = acme.ask("What is the total amount Acme Motors has paid out in fund transfers?")
    assert right(result, [str(sum(int(t["transAmt"]) for t in edges if t["srcId"] == ids["Acme Motors"]))]), (result.values, result.notes)

    def paid(a: str, b: str) -> int:
        return sum(int(t["transAmt"]) for t in edges if t["srcId"] == ids[a] and t["dstId"] == ids[b])
    result = acme.ask("Eastwind Logistics 转给 Acme Motors 的钱是否比 Acme Motors 转给 Eastwind Logistics 的多？")
    assert result.values == [paid("Eastwind Logistics", "Acme Motors") > paid("Acme Motors", "Eastwind Logistics")], (result.values, result.notes)
    result = acme.ask("Did Acme Motors pay Eastwind Logistics more than Eastwind Logistics paid Acme Motors?")
    assert result.values == [paid("Acme Motors", "Eastwind Logistics") > paid("Eastwind Logistics", "Acme Motors")], (result.values, result.notes)


def test_minus_and_by_how_much_one_named_entity_exceeds_another(supplychain_asker, riskmining_asker):
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    edges = read_csv(SC / "Company_fundTrans_Company.csv")
    out = sum(int(t["transAmt"]) for t in edges if names[t["srcId"]] == "传化****限公司")
    into = sum(int(t["transAmt"]) for t in edges if names[t["dstId"]] == "传化****限公司")
    result = supplychain_asker.ask("传化****限公司的转出总额减去转入总额是多少？")
    assert right(result, [str(out - into)]), (result.values, result.notes)
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    got = {}
    for t in read_csv(RM / "Person_fundTrans_Person.csv"):
        got[people[t["dst"]]] = got.get(people[t["dst"]], 0) + int(t["transAmt"])
    result = riskmining_asker.ask("邬**收到的转账总额比裘**多多少？")
    assert right(result, [str(got["邬**"] - got["裘**"])]), (result.values, result.notes)


def test_a_mean_rounded_to_a_whole_number_halves_up(riskmining_asker, acme):
    amounts = [int(t["transAmt"]) for t in read_csv(RM / "Person_fundTrans_Person.csv")]
    mean = Decimal(sum(amounts)) / len(amounts)
    result = riskmining_asker.ask("所有转账的平均金额是多少？四舍五入到整数。")
    assert right(result, [str(mean.quantize(Decimal(1), rounding=ROUND_HALF_UP))]), (result.values, result.notes)
    amounts = [int(t["transAmt"]) for t in read_csv(ACME / "Company_fundTrans_Company.csv")]
    result = acme.ask("average transfer amount across all fund transfers? round to the nearest whole number")
    assert right(result, [str((Decimal(sum(amounts)) / len(amounts)).quantize(Decimal(1), rounding=ROUND_HALF_UP))]), (result.values, result.notes)


def test_half_up_rounds_halves_away_from_zero():
    from kagflow.solver.answer_form import half_up

    # (Python's round gives 2 for 2.5 and 2.67 for 2.675: halves to even, and 2.675's binary value below the half)
    assert (half_up(2.5, 0), half_up(3.5, 0), half_up(2.675, 2), half_up(-2.5, 0)) == (3, 4, 2.68, -3)
    assert half_up(float("inf"), 1) == float("inf")


def test_a_property_named_in_brackets_keeps_the_direction_the_words_before_it_say(acme):
    question = "Which companies have O'Hara, Lamb & Sons as their main customer (mainSupply)?"
    result = acme.ask(question)
    assert right(result, blind_gold("r50-acme-supply", question)), (result.values, result.notes)
