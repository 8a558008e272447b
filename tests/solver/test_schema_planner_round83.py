"""Readings blind round 83 (asked of the code after round 82's readings, before any look) found read wrong or unread: a
day written as the table writes it at a window's end ("批准日期在2010/1/1到2015/12/31之间", "earlier than 1990/1/1":
read as two exact dates, 0 and 1), "X的直接下游产品，其再下一级的产品" (read as one level), "依次列出名称", a share "请给出百分比
数值（不带%号）" and "占全部机构的百分之多少", "“网址”一栏不为空", a quotient with its rounding in brackets after the question, "其"
after a preface, "who else is registered as an owner of X's device", "请列出企业名称". Expected values from the raw CSV
files."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import cell_values, right, slash_day

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"
ACME = EXAMPLE / "sources"


def _pct(part: int, whole: int) -> str:
    return str((Decimal(part) * 100 / whole).quantize(Decimal("0.01"), ROUND_HALF_UP))


def test_days_written_as_the_table_writes_them_end_a_window(affairqa_asker):
    import datetime as dt

    venues = read_csv(AQ / "宗教场所.csv")
    gold = sum(r["city"] == "湖州市" and (d := slash_day(r["approvalDate"])) is not None and dt.date(2010, 1, 1) <= d <= dt.date(2015, 12, 31)
               for r in venues)
    assert gold > 1
    result = affairqa_asker.ask("湖州市的宗教场所中，批准日期在2010/1/1到2015/12/31之间（含首尾两天）的有多少处？")
    assert right(result, [str(gold)]), (result.values, result.notes)
    gold = sum(r["city"] == "舟山市" and r["religion"] == "佛教" and (d := slash_day(r["approvalDate"])) is not None and d < dt.date(1990, 1, 1)
               for r in venues)
    result = affairqa_asker.ask("How many Buddhist (佛教) religious sites in 舟山市 have an approval date (批准日期) earlier than 1990/1/1?")
    assert gold > 1 and right(result, [str(gold)]), (result.values, result.notes)


def test_a_second_level_of_a_chain_and_a_sorted_list_of_names(acme, affairqa_asker):
    downstream = {}
    for r in read_csv(ACME / "Product.csv"):
        downstream.setdefault(r["id"], set()).update(cell_values(r["hasSupplyChain"], ";"))
    first = downstream["Chemicals-Rubber-Synthetic rubber"]
    second = sorted(set().union(*(downstream.get(p, set()) for p in first)))
    assert second and set(second) != first
    result = acme.ask("Chemicals-Rubber-Synthetic rubber 的直接下游产品，其再下一级（直接下游）的产品有哪些？")
    assert right(result, second), (result.values, result.notes)  # (before: the first level)
    mosques = sorted(((Decimal(r["area"]), r["name"]) for r in read_csv(AQ / "宗教场所.csv") if r["religion"] == "伊斯兰教" and r["area"].strip()),
                     reverse=True)
    assert len({a for a, _ in mosques}) == len(mosques) > 2
    result = affairqa_asker.ask("宗教场所表中所属宗教为伊斯兰教的场所，请按占地面积（area）从大到小依次列出名称。")
    assert right(result, [name for _, name in mosques]), (result.values, result.notes)


def test_shares_said_as_a_percentage_number_and_a_filled_column(affairqa_asker):
    buddhist = [r for r in read_csv(AQ / "宗教场所.csv") if r["city"] == "舟山市" and r["religion"] == "佛教"]
    result = affairqa_asker.ask("舟山市的佛教场所中，类别为“寺观教堂”的占多大比例？请给出百分比数值（不带%号），保留两位小数。")
    assert right(result, [_pct(sum(r["category"] == "寺观教堂" for r in buddhist), len(buddhist))]), (result.values, result.notes)
    clinics = read_csv(AQ / "医疗机构.csv")
    result = affairqa_asker.ask("医疗机构表中类别为“省本级定点”的机构占全部机构的百分之多少？请给出百分比数值（不带%号），保留两位小数。")
    assert right(result, [_pct(sum(r["category"] == "省本级定点" for r in clinics), len(clinics))]), (result.values, result.notes)
    gold = sum(bool(r["website"].strip()) for r in read_csv(AQ / "协会.csv"))
    result = affairqa_asker.ask("协会表中“网址”一栏不为空的协会有多少个？")
    assert gold and right(result, [str(gold)]), (result.values, result.notes)
    school = next(r for r in read_csv(AQ / "学校.csv") if r["name"] == "浙江神学院")
    ratio = (Decimal(school["studentCount"]) / Decimal(school["teacherCount"])).quantize(Decimal("0.01"), ROUND_HALF_UP)
    result = affairqa_asker.ask("浙江神学院的在校生数量与教师人数之比是多少？（在校生÷教师，保留两位小数）")
    assert right(result, [str(ratio)]), (result.values, result.notes)


def test_a_pronoun_after_a_preface_and_who_else_owns_a_device(acme, riskmining_asker):
    ids = {r["name"]: r["id"] for r in read_csv(ACME / "Company.csv")}
    transfers = read_csv(ACME / "Company_fundTrans_Company.csv")
    me = ids["O'Hara, Lamb & Sons"]
    gap = sum(int(r["transAmt"]) for r in transfers if r["dstId"] == me) - sum(int(r["transAmt"]) for r in transfers if r["srcId"] == me)
    result = acme.ask("税务核查 O'Hara, Lamb & Sons：其转入资金总额比转出资金总额多多少？")
    assert right(result, [str(gap)]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    owned = read_csv(RM / "Person_hasDevice_Device.csv")
    mine = {r["dst"] for r in owned if names[r["src"]] == "方*"}
    gold = sorted({names[r["src"]] for r in owned if r["dst"] in mine} - {"方*"})
    result = riskmining_asker.ask("Besides 方*, who else is registered as an owner of 方*'s device?")
    assert gold and right(result, gold), (result.values, result.notes)


def test_an_events_subject_product_and_its_makers_named(supplychain_asker):
    subject = next(r["subject"] for r in read_csv(SC / "ProductChainEvent.csv") if r["name"] == "顺丁橡胶成本上涨")
    gold = sorted({r["name"] for r in read_csv(SC / "Company.csv") if subject in cell_values(r["product"], ",")})
    result = supplychain_asker.ask("产业链事件“顺丁橡胶成本上涨”的主体产品由哪些企业经营？请列出企业名称。")
    assert gold and right(result, gold), (result.values, result.notes)
