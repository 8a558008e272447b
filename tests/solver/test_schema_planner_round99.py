"""Readings blind round 99 (asked of 48f9794, before any look) found wrong or unread: a value written as the cell's only
one ("业务范围只写了“国内旅游业务”这一项": before, every scope holding it), a question within an earlier answer's entities
("And how many of those are …": before, all of them), an aside describing the named entity (", one of those downstream
products": before, the hop read twice), a preface naming the station "这个站" stands for, another window of the
question before ("What about the last 90 days?"), "got more from", and the round's forms. Expected values from the
raw CSV files."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def test_a_value_written_as_the_cell_s_only_one(affairqa_asker):
    agencies = [r for r in read_csv(AQ / "旅行社.csv") if r["city"] == "宁波市"]
    only = sum(r["businessScope"].strip() == "国内旅游业务" for r in agencies)
    holding = sum("国内旅游业务" in r["businessScope"] for r in agencies)
    assert only != holding
    result = affairqa_asker.ask("宁波市的旅行社里，业务范围只写了“国内旅游业务”这一项的有几家？")
    assert right(result, [str(only)]), (result.values, result.notes)


def test_a_question_within_an_earlier_answer_s_entities_is_not_answered_over_all(affairqa_asker):
    result = affairqa_asker.ask("And how many of those are in the category 寺观教堂?", after=["How many Buddhist venues are in 普陀区?"])
    assert result.mode != "answer", (result.values, result.notes)


def test_an_aside_describing_the_named_entity(supplychain_asker):
    x = "轮胎与橡胶-轮胎-斜交轮胎"
    makers = sorted(r["name"] for r in read_csv(SC / "Company.csv") if x in {p.strip() for p in r["product"].split(",")})
    result = supplychain_asker.ask(f"Which companies make {x}, one of those downstream products?")
    assert right(result, makers), (result.values, result.notes)


def test_another_window_of_the_question_before(supplychain_asker):
    today = dt.date(2023, 10, 15)
    ids = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    paid = sum(int(r["transAmt"]) for r in read_csv(SC / "Company_fundTrans_Company.csv") if r["srcId"] == ids["传化****限公司"]
               and 0 <= (today - dt.datetime.strptime(r["transDate"], "%Y%m%d").date()).days < 90)
    result = supplychain_asker.ask("What about the last 90 days?", after=[
        "Liquidity check as of 2023-10-15: how much did 传化****限公司 pay out in the last 30 days?"])
    assert right(result, [str(paid)]), (result.values, result.notes)
    result = supplychain_asker.ask("What about the last 90 days?", after=["传化****限公司的产品是什么？"])  # no window before
    assert result.mode != "answer", (result.values, result.notes)
    # (round 100: an English window put into a Chinese question is not read; before, the whole outflow, a wrong answer)
    result = supplychain_asker.ask("What about the last 90 days?", after=["在过去30天里（截至2023-10-15），传化****限公司一共转出了多少钱？"])
    assert result.mode != "answer" or right(result, [str(paid)]), (result.values, result.notes)


def test_the_round_s_prefaces_and_forms(affairqa_asker, acme, riskmining_asker):
    station = next(r for r in read_csv(AQ / "加油站.csv") if r["name"] == "宁波新奥燃气有限公司福庆南路CNG加气站")
    result = affairqa_asker.ask("我是做加气站设备维保的，下周要去宁波新奥燃气有限公司福庆南路CNG加气站检修储罐，这个站的负责人是谁？")
    assert right(result, [station["manager"]]), (result.values, result.notes)
    area = sum(Decimal(r["buildingArea"]) for r in read_csv(AQ / "宗教场所.csv")
               if r["county"] == "普陀区" and r["religion"] == "佛教" and r["buildingArea"].strip())
    result = affairqa_asker.ask("What is the total building area of the Buddhist venues in 普陀区? Give the number rounded to an integer.")
    assert right(result, [str(area.quantize(Decimal("1"), rounding=ROUND_HALF_UP))]), (result.values, result.notes)
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    got = {n: sum(int(r["transAmt"]) for r in read_csv(RM / "Person_fundTrans_Person.csv") if people[r["src"]] == "柏*" and people[r["dst"]] == n)
           for n in ("裘**", "杜*")}
    assert got["裘**"] != got["杜*"]
    result = riskmining_asker.ask("Who got more from 柏* in total, 裘** or 杜*?")
    assert right(result, [max(got, key=got.get)]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    bram = {c.strip() for r in read_csv(EXAMPLE / "sources" / "Person.csv") if r["name"] == "Bram de Vries" for c in r["legalRepresentative"].split(";")}
    received = sum(int(r["transAmt"]) for r in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv") if names[r["dstId"]] in bram)
    result = acme.ask("Bram de Vries signs for several firms. What is the combined total money received by all the companies he is legal "
                      "representative of?")
    assert right(result, [str(received)]), (result.values, result.notes)
