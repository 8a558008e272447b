"""Readings blind round 59 found missing: a share ending in 比例 with its form in brackets, a share's form in brackets
inside the question ("What share (in percent, 2 decimals) of …"), "Two decimals please.", "Count the payments into X
that exceeded N.", several parts of a transfer asked at once without a ranking ("When did A pay B, and how much was
it?") or of the smallest ("give its date and who received it"), an average per transfer ("平均每笔金额", not each
amount), "按类别各有多少家", "includes" of a list value, and "Largest first." after the question. Expected values are read
from the raw CSV files."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
RM = dataset("kag-riskmining") / "sources"
SC = dataset("kag-supplychain") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"


def test_shares_and_roundings_said_in_more_ways(affairqa_asker, supplychain_asker, riskmining_asker):
    stations = read_csv(AQ / "加油站.csv")
    share = 100 * sum(1 for r in stations if r["operationSubject"] == "中海油") / len(stations)
    result = affairqa_asker.ask("所有加油站中运营主体为中海油的比例（%，保留一位小数）")
    assert right(result, [str(round(share + 1e-9, 1))]), (result.values, result.notes)
    companies = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    into = [t for t in read_csv(SC / "Company_fundTrans_Company.csv") if companies.get(t["dstId"]) == "三角***份限公司"]
    part = sum(int(t["transAmt"]) for t in into if companies.get(t["srcId"]) == "浙江**摩托**限公司")
    result = supplychain_asker.ask("What share (in percent, 2 decimals) of 三角***份限公司's total inflow came from 浙江**摩托**限公司?")
    assert right(result, [str(round(100 * part / sum(int(t["transAmt"]) for t in into) + 1e-9, 2))]), (result.values, result.notes)
    result = supplychain_asker.ask("Count the payments into 三角***份限公司 that exceeded 500000.")
    assert result.values == [sum(1 for t in into if int(t["transAmt"]) > 500000)], (result.values, result.notes)
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    out = [t for t in read_csv(RM / "Person_fundTrans_Person.csv") if people[t["src"]] == "柏*"]
    to_wu = [int(t["transAmt"]) for t in out if people[t["dst"]] == "邬**"]
    result = riskmining_asker.ask("What percentage of everything 柏* transferred went to 邬**? Two decimals please.")
    assert right(result, [str(round(100 * sum(to_wu) / sum(int(t["transAmt"]) for t in out) + 1e-9, 2))]), (result.values, result.notes)
    result = riskmining_asker.ask("柏*转给邬**的平均每笔金额是多少？保留两位小数。")
    assert right(result, [str(round(sum(to_wu) / len(to_wu) + 1e-9, 2))]), (result.values, result.notes)


def test_parts_of_transfers_asked_at_once(acme, riskmining_asker):
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    one = [t for t in read_csv(ACME / "Company_fundTrans_Company.csv") if (names[t["srcId"]], names[t["dstId"]]) == ("Eastwind Logistics", "Acme Motors")]
    assert len(one) == 1
    result = acme.ask("When did Eastwind Logistics pay Acme Motors, and how much was it?")
    assert right(result, [one[0]["transDate"], one[0]["transAmt"]]), (result.values, result.notes)
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    smallest = min(read_csv(RM / "Person_fundTrans_Person.csv"), key=lambda t: int(t["transAmt"]))
    result = riskmining_asker.ask("For the smallest transfer on record, give its date and who received it.")
    assert right(result, [smallest["transDate"], people[smallest["dst"]]]), (result.values, result.notes)


def test_a_group_by_按_with_各有_includes_and_largest_first(affairqa_asker, supplychain_asker):
    categories = Counter(r["category"] for r in read_csv(AQ / "医疗机构.csv") if r["category"].strip())
    result = affairqa_asker.ask("医疗机构按类别各有多少家？")
    assert {row[0]: row[1] for row in result.values} == dict(categories), (result.values, result.notes)
    agencies = [r for r in read_csv(AQ / "旅行社.csv") if r["city"] == "衢州市" and r["type"] == "旅行社"]
    any_outbound = any("出境组团业务" in {x.strip() for x in r["businessScope"].split("、")} for r in agencies)
    result = affairqa_asker.ask("Is there any travel agency in 衢州市 whose business scope includes 出境组团业务?")
    assert result.values == [any_outbound], (result.values, result.notes)
    companies = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    paid: dict[str, int] = defaultdict(int)
    for t in read_csv(SC / "Company_fundTrans_Company.csv"):
        if companies.get(t["dstId"]) == "传化****限公司":
            paid[companies[t["srcId"]]] += int(t["transAmt"])
    result = supplychain_asker.ask("For each company that paid 传化****限公司, how much did it pay? Largest first.")
    assert [row[0] for row in result.values] == sorted(paid, key=paid.get, reverse=True), (result.values, result.notes)
    assert {row[0]: row[1] for row in result.values} == dict(paid)
