"""Readings blind round 14 left unanswered: the hops of the one entity a description picks ("负责人为
郦永夫的加油站，它的经营许可证什么时候失效？"), counts restricted by a yes/no property the count words
name ("有几个构成重大危险源"), totals of a property ("the total number of students"), a count stated
with its measure word ("液化天然气罐有3个"), a value with the word for its kind ("省团体级别"), list
requests without a question word ("帮我列一下"), counts of edges ("How many fund transfers …",
"How many separate transfers …"), an age asked by 今年多大, and lists of the ends of edges bounded by
an amount ("List the companies that got a single transfer of more than 400,000 from X"). Every
expected value is read from the raw CSV files with the csv module."""

from __future__ import annotations

from collections import Counter

from tests.conftest import REPO, dataset, read_csv
from tests.solver.helpers import right

ACME = REPO / "data" / "examples" / "acme-supply" / "sources"
AFFAIRQA = dataset("kag-affairqa") / "sources"
SUPPLY = dataset("kag-supplychain") / "sources"


def _unique(rows: list[dict], column: str) -> list[dict]:
    """Rows whose ``column`` value no other row holds."""
    held = Counter(r[column] for r in rows if r[column].strip())
    return [r for r in rows if r[column].strip() and held[r[column]] == 1]


def test_the_hops_of_the_one_entity_a_description_picks(affairqa_asker):
    stations = read_csv(AFFAIRQA / "加油站.csv")
    named = Counter(r["name"] for r in stations)
    licences = {r["name"]: r for r in read_csv(AFFAIRQA / "许可证.csv")}
    regions: dict[str, set[str]] = {}
    for r in read_csv(AFFAIRQA / "行政区.csv"):
        regions.setdefault(r["name"], set()).add(r["id"])
    managed = next(r for r in _unique(stations, "manager") if named[r["name"]] == 1
                   and licences.get(r["businessLicense"], {}).get("invalidDate", "").strip())
    result = affairqa_asker.ask(f"负责人为{managed['manager']}的加油站，它的经营许可证什么时候失效？")
    assert right(result, [licences[managed["businessLicense"]]["invalidDate"]]), (result.values, result.notes)
    represented = next(r for r in _unique(stations, "legalRepresentative") if named[r["name"]] == 1
                       and len(regions.get(r["county"], ())) == 1)
    result = affairqa_asker.ask(f"法定代表人是{represented['legalRepresentative']}的那家加油站，所在县区的行政区划代码是多少？")
    assert right(result, sorted(regions[represented["county"]])), (result.values, result.notes)


def test_counts_totals_and_lists_the_words_name(affairqa_asker):
    stations = read_csv(AFFAIRQA / "加油站.csv")
    result = affairqa_asker.ask("全部加油站里，有几个构成重大危险源？")
    assert right(result, [str(sum(r["isMajorDangerSource"] == "是" for r in stations))]), (result.values, result.notes)
    schools = read_csv(AFFAIRQA / "学校.csv")
    total = sum(int(r["studentCount"]) for r in schools if r["studentCount"].strip().isdigit())
    result = affairqa_asker.ask("What is the total number of students enrolled across all the schools?")
    assert right(result, [str(total)]), (result.values, result.notes)
    result = affairqa_asker.ask("哪些加油站的液化天然气罐有3个？")
    assert right(result, sorted({r["name"] for r in stations if r["liquidGasCanCount"].strip() == "3"})), (result.values, result.notes)
    associations = read_csv(AFFAIRQA / "协会.csv")
    result = affairqa_asker.ask("省团体级别的协会有哪些？")
    assert right(result, sorted({r["name"] for r in associations if r["category"] == "省团体"})), (result.values, result.notes)
    result = affairqa_asker.ask("帮我列一下台州市的道教协会。")
    gold = sorted({r["name"] for r in associations if r["city"] == "台州市" and r["religion"] == "道教"})
    assert right(result, gold), (result.values, result.notes)


def test_edges_counted_and_listed_and_an_age_this_year(acme, supplychain_asker):
    companies = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    made = sum(companies[r["srcId"]] == "Acme Motors" for r in read_csv(ACME / "Company_fundTrans_Company.csv"))
    result = acme.ask("How many fund transfers has Acme Motors made in total?")
    assert right(result, [str(made)]), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SUPPLY / "Company.csv")}
    payer = "传化****限公司"
    gold = sorted({names[r["dstId"]] for r in read_csv(SUPPLY / "Company_fundTrans_Company.csv")
                   if names[r["srcId"]] == payer and int(r["transAmt"]) > 400000})
    result = supplychain_asker.ask(f"List the companies that got a single transfer of more than 400,000 from {payer}.")
    assert right(result, gold), (result.values, result.notes)
    person = next(r for r in _unique(read_csv(SUPPLY / "Person.csv"), "name") if r["age"].strip())
    result = supplychain_asker.ask(f"{person['name']}今年多大？")
    assert right(result, [person["age"]]), (result.values, result.notes)
