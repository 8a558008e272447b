"""Readings blind round 39 left unanswered: a company written without its legal form ("慈溪市煤气",
"fjord steel"), the value of a property held by the most entities asked after the superlative ("加油站最多的
区县是哪个"), the latest date by 最近成立, distinct counts whose noun a near label shares ("几个不同的城市",
"几种宗教派别", "法定代表人一共有多少个不同的人"), a relation followed twice ("two steps upstream"),
negations by "has no" and 没有任何, a value between "which" and its noun ("Which fraud (诈骗) apps"),
two named entities sharing a third, and "list every one tied for first". Every expected value is read
from the raw CSV files with the csv module."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right, slash_day

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"
ACME = Path(__file__).resolve().parents[2] / "data" / "examples" / "acme-supply" / "sources"


def _most(rows: list[dict], column: str) -> list[str]:
    """The values of ``column`` held by the most rows (each name once), ties kept."""
    counts = Counter(v for v in {(r["name"], r[column]) for r in rows} if v[1])
    by_value = Counter(value for _name, value in counts)
    top = max(by_value.values())
    return [v for v, n in by_value.items() if n == top]



def test_a_company_written_without_its_legal_form(affairqa_asker, acme):
    stations = {r["name"]: r for r in read_csv(AQ / "加油站.csv")}
    (name,) = [n for n in stations if n.startswith("慈溪市煤气") and n.endswith("公司")]
    result = affairqa_asker.ask("慈溪市煤气的负责人是谁")
    assert right(result, [stations[name]["manager"]]), (result.values, result.notes)
    assert [(l["name"], l["method"]) for l in result.links] == [(name, "bare")]  # (not 慈溪市, the region it begins with)
    yes = {"是": "yes", "否": "no"}[stations[name]["isMajorDangerSource"]]
    result = affairqa_asker.ask("慈溪市煤气构成重大危险源吗")  # (five characters or more may run into the next word)
    assert right(result, [yes]), (result.values, result.notes)
    # the region alone is still the region
    result = affairqa_asker.ask("慈溪市有几个加油站？")
    assert [l["type"] for l in result.links] == ["AdministrativeRegion"], result.links
    (fjord,) = [r for r in read_csv(ACME / "Company.csv") if r["name"].startswith("Fjord Steel")]
    result = acme.ask("fjord steel - which country is it in?")
    assert right(result, [fjord["country"]]), (result.values, result.notes)


def test_the_value_held_by_the_most_entities_asked_after_the_superlative(affairqa_asker):
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["type"] == "加油站"]
    result = affairqa_asker.ask("加油站最多的区县是哪个？")
    assert right(result, _most(stations, "county")), (result.values, result.notes)
    associations = [r for r in read_csv(AQ / "协会.csv") if r["type"] == "协会"]
    for question in ("哪种宗教的协会数量最多？", "哪种宗教的协会最多？"):
        result = affairqa_asker.ask(question)
        assert right(result, _most(associations, "religion")), (question, result.values, result.notes)


def test_the_most_recently_founded(affairqa_asker):
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["type"] == "加油站" and slash_day(r["buildTime"])]
    latest = max(slash_day(r["buildTime"]) for r in stations)
    result = affairqa_asker.ask("最近成立的加油站是哪一个？")
    assert right(result, sorted({r["name"] for r in stations if slash_day(r["buildTime"]) == latest})), (result.values, result.notes)


def test_distinct_counts_of_the_property_the_noun_names_whole(affairqa_asker):
    attractions = read_csv(AQ / "旅游景点.csv")
    result = affairqa_asker.ask("旅游景点分布在几个不同的城市")  # (所在城市, not 所在省 by a glossary word's first characters)
    assert right(result, [str(len({r["city"] for r in attractions if r["city"]}))]), (result.values, result.notes)
    places = read_csv(AQ / "宗教场所.csv")
    result = affairqa_asker.ask("宗教场所有几种宗教派别？")  # (宗教派别, not 所属宗教)
    assert right(result, [str(len({r["religiousType"] for r in places if r["religiousType"]}))]), (result.values, result.notes)
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["type"] == "加油站"]
    result = affairqa_asker.ask("加油站的法定代表人一共有多少个不同的人？")
    assert right(result, [str(len({r["legalRepresentative"] for r in stations if r["legalRepresentative"]}))]), \
        (result.values, result.notes)


def test_an_approval_year_an_average_of_stated_values_and_a_part_of_a_scope(affairqa_asker):
    places = read_csv(AQ / "宗教场所.csv")
    approved = {r["name"] for r in places if (d := slash_day(r["approvalDate"])) and d.year == 2020}
    result = affairqa_asker.ask("How many religious sites were approved in 2020?")
    assert right(result, [str(len(approved))]), (result.values, result.notes)
    scales = [float(r["approvalScale"]) for r in read_csv(AQ / "学校.csv") if r["approvalScale"].strip()]
    result = affairqa_asker.ask("What is the average approved enrolment scale (批准办学规模) of the schools that state one?")
    assert right(result, [str(sum(scales) / len(scales))]), (result.values, result.notes)
    agencies = [r for r in read_csv(AQ / "旅行社.csv") if r["city"] == "舟山市" and "出境" in r["businessScope"]]
    result = affairqa_asker.ask("List the travel agencies in 舟山市 whose business scope includes outbound travel (出境).")
    assert right(result, sorted({r["name"] for r in agencies})), (result.values, result.notes)


def _upstream(products: list[dict], of: set[str], sep: str) -> set[str]:
    return {r["id"] for r in products if of & {x.strip() for x in r["hasSupplyChain"].split(sep)}}


def test_a_relation_followed_twice(acme, supplychain_asker):
    products = read_csv(ACME / "Product.csv")
    (motorcycles,) = [r["id"] for r in products if r["id"].endswith("Electric motorcycles")]
    result = acme.ask("what products are two steps upstream of electric motorcycles in the supply chain?")
    assert right(result, sorted(_upstream(products, _upstream(products, {motorcycles}, ";"), ";"))), (result.values, result.notes)
    (steel,) = [r["id"] for r in products if r["id"].endswith("Sheet steel")]
    down = {x for r in products if r["id"] == steel for x in r["hasSupplyChain"].split(";")}
    result = acme.ask(f"What is two levels downstream of {steel}?")
    assert right(result, sorted({x for r in products if r["id"] in down for x in r["hasSupplyChain"].split(";") if x})), \
        (result.values, result.notes)
    products = read_csv(SC / "Product.csv")
    tricycle = "汽车-摩托车制造-三轮摩托车"
    two = sorted(_upstream(products, _upstream(products, {tricycle}, ","), ","))
    for question in (f"Which product is two steps upstream of {tricycle} in the supply chain?", f"{tricycle}的上游的上游是什么产品？"):
        result = supplychain_asker.ask(question)
        assert right(result, two), (question, result.values, result.notes)


def test_negations_by_has_no_and_no_whatever(acme):
    represented = {c for r in read_csv(ACME / "Person.csv") for c in r["legalRepresentative"].split(";")}
    unrepresented = sorted(r["name"] for r in read_csv(ACME / "Company.csv") if r["name"] not in represented)
    for question in ("哪家公司没有任何法人代表？", "Which company has no legal representative?", "Which companies have no legal representative?"):
        result = acme.ask(question)
        assert right(result, unrepresented), (question, result.values, result.notes)


def test_a_value_between_which_and_its_noun(riskmining_asker):
    installed = {a for r in read_csv(RM / "Device.csv") for a in r["install"].split(",")}
    fraud = {r["id"] for r in read_csv(RM / "App.csv") if r["riskMark"] == "诈骗"}
    result = riskmining_asker.ask("Which fraud (诈骗) apps are not installed on any device?")
    assert right(result, sorted(fraud - installed)), (result.values, result.notes)
    result = riskmining_asker.ask("Which 诈骗 apps are installed on a device?")  # apps, not the devices they are on
    assert right(result, sorted(fraud & installed)), (result.values, result.notes)


def test_two_people_sharing_a_device(riskmining_asker):
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    devices: dict[str, set[str]] = {}
    for r in read_csv(RM / "Person_hasDevice_Device.csv"):
        devices.setdefault(people[r["src"]], set()).add(r["dst"])
    others = sorted(p for p, d in devices.items() if p != "方*" and d & devices["方*"])
    assert others  # (the data's one shared device)
    result = riskmining_asker.ask("Who else owns a device that 方* owns?")
    assert right(result, others), (result.values, result.notes)
    (sharer,) = others[:1]
    loner = next(p for p, d in devices.items() if p != "方*" and not d & devices["方*"])
    for other, expected in ((sharer, "yes"), (loner, "no")):
        result = riskmining_asker.ask(f"方*和{other}是否拥有同一台设备？")
        assert right(result, [expected]), (other, result.values, result.notes)


def test_every_one_tied_for_first(riskmining_asker):
    companies = {r["id"]: r["name"] for r in read_csv(RM / "Company.csv")}
    held = Counter(companies[r["src"]] for r in {(r["src"], r["dst"]): r for r in read_csv(RM / "Company_hasCert_Cert.csv")}.values())
    top = max(held.values())
    result = riskmining_asker.ask("Which companies hold the most certificates? list every one tied for first")
    assert right(result, sorted(n for n, k in held.items() if k == top)), (result.values, result.notes)


def test_both_of_two_products_one_of_them_also_an_industrys_alias(supplychain_asker):
    made = {r["name"]: {p.strip() for p in r["product"].split(",")} for r in read_csv(SC / "Company.csv")}
    result = supplychain_asker.ask("Which companies make both 轮胎与橡胶-轮胎 and 汽车?")
    assert right(result, sorted(n for n, ps in made.items() if {"轮胎与橡胶-轮胎", "汽车"} <= ps)), (result.values, result.notes)
