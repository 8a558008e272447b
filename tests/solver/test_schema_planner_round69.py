"""Readings blind round 69 found wrong: a rounding said "四舍五入到两位小数" (the average was given unrounded), "是…的几倍？
结果保留两位小数" (the rounding after 结果 hid the ratio; the first count answered), and "Break down the money paid into X
by payer" (the payers listed, not each one's total). Expected values are read from the raw CSV files."""

from __future__ import annotations

from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"


def test_a_rounding_said_with_si_she_wu_ru_to_places(affairqa_asker):
    areas = [Decimal(r["buildingArea"]) for r in read_csv(AQ / "宗教场所.csv") if r["religion"] == "伊斯兰教" and r["buildingArea"]]
    mean = sum(areas) / len(areas)
    assert mean != mean.quantize(Decimal("0.01"))  # (unrounded it differs)
    result = affairqa_asker.ask("伊斯兰教场所的平均建筑面积是多少平方米（四舍五入到两位小数）")
    assert right(result, [str(mean.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))]), (result.values, result.notes)


def test_how_many_times_with_the_rounding_after_its_result(affairqa_asker):
    places = [r for r in read_csv(AQ / "宗教场所.csv") if r["county"] == "乐清市"]
    buddhist, christian = (sum(r["religion"] == v for r in places) for v in ("佛教", "基督教"))
    times = (Decimal(buddhist) / Decimal(christian)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    result = affairqa_asker.ask("乐清市的佛教场所数量是基督教场所的几倍？结果保留两位小数")
    assert right(result, [str(times)]), (result.values, result.notes)


def test_the_money_paid_into_a_company_broken_down_by_payer(supplychain_asker):
    ids = {r["name"]: r["id"] for r in read_csv(SC / "Company.csv")}
    names = {v: k for k, v in ids.items()}
    paid: dict[str, Decimal] = defaultdict(Decimal)
    for r in read_csv(SC / "Company_fundTrans_Company.csv"):
        if r["dstId"] == ids["三角***份限公司"]:
            paid[names[r["srcId"]]] += Decimal(r["transAmt"])
    ranked = sorted(paid.items(), key=lambda kv: -kv[1])
    assert all(a[1] > b[1] for a, b in zip(ranked, ranked[1:]))
    # (round 71: "largest total first" is the answer's order, once the largest payer alone)
    for question in ("Break down the money paid into 三角***份限公司 by payer",
                     "Break down the money received by 三角***份限公司 by payer, largest total first."):
        result = supplychain_asker.ask(question)
        assert result.mode == "answer" and [(row[0], Decimal(str(row[1]))) for row in result.values] == ranked, \
            (question, result.values, result.notes)
