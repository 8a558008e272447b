"""Readings round 30 found unanswered or answered wrongly.

"舟山市有哪些市一级的宗教团体" (a word read as describing every entity, 宗教, asks for no property of
theirs), "(round to 2 decimals)" (an instruction on the answer's form), "in the district where X is
located" (the place noun before where names what is shared), "哪个城市的AAAA级旅游景点记录更多" (a
which-of-two whose noun runs long), and "负责人是郑敏的那几个加气站，它们的经营许可证分别在哪天失效" (several
described entities, each through its own reference). Every expected value is read from the raw CSV
files with the csv module."""

from __future__ import annotations

from collections import Counter

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"


def test_a_word_describing_every_entity_asks_for_no_property(affairqa_asker):
    expected = sorted(r["name"] for r in read_csv(AQ / "协会.csv") if r["city"] == "舟山市" and r["category"] == "市团体")
    assert len(expected) > 1
    result = affairqa_asker.ask("舟山市有哪些市一级的宗教团体（类别为市团体）？")
    assert right(result, expected), (result.values, result.notes)


def test_a_number_asked_rounded(affairqa_asker):
    counts = [int(r["studentCount"]) for r in read_csv(AQ / "学校.csv") if r["studentCount"].strip()]
    expected = round(sum(counts) / len(counts), 2)
    assert expected != sum(counts) / len(counts)
    result = affairqa_asker.ask("What is the average number of enrolled students across all the religious schools? (round to 2 decimals)")
    assert [float(v) for v in result.values] == [expected], (result.values, result.notes)


def test_the_place_noun_before_where(affairqa_asker):
    station = next(r for r in read_csv(AQ / "加油站.csv") if r["name"] == "宁波新捷公运天然气有限公司")
    n = sum(1 for r in read_csv(AQ / "宗教场所.csv") if r["county"] == station["county"])
    result = affairqa_asker.ask("How many religious venues are there in the district where 宁波新捷公运天然气有限公司 is located?")
    assert right(result, [str(n)]), (result.values, result.notes)


def test_which_of_two_cities_holds_more_of_a_grade(affairqa_asker):
    counts = Counter(r["city"] for r in read_csv(AQ / "旅游景点.csv") if r["level"] == "AAAA")
    assert counts["温州市"] != counts["台州市"]
    result = affairqa_asker.ask("温州市和台州市相比，哪个城市的AAAA级旅游景点记录更多？")
    assert right(result, [max(("温州市", "台州市"), key=counts.__getitem__)]), (result.values, result.notes)


def test_several_described_entities_each_through_its_reference(affairqa_asker):
    licences = {r["name"]: r for r in read_csv(AQ / "许可证.csv")}
    stations = [r for r in read_csv(AQ / "加油站.csv") if r["manager"] == "郑敏"]
    assert len(stations) > 1
    expected = sorted({licences[s["businessLicense"]]["invalidDate"] for s in stations if s["businessLicense"] in licences})
    result = affairqa_asker.ask("负责人是郑敏的那几个加气站，它们的经营许可证分别在哪天失效？")
    assert right(result, expected), (result.values, result.notes)


def test_a_region_named_by_its_code(affairqa_asker):
    names = {r["id"]: r["name"] for r in read_csv(AQ / "行政区.csv") if r["id"].strip() and r["label"] == "县级行政区"}
    code = "330783"
    n = sum(1 for r in read_csv(AQ / "宗教场所.csv") if r["county"] == names[code])
    assert n
    for question in (f"行政区划代码为{code}的那个县市有多少个宗教场所？", f"How many religious sites are in the county whose code is {code}?"):
        result = affairqa_asker.ask(question)
        assert right(result, [str(n)]), (question, result.values, result.notes)


def test_words_on_the_answers_form_and_a_day_taken_as_of(acme):
    from tests.conftest import EXAMPLE

    companies = {r["id"]: r["name"] for r in read_csv(EXAMPLE / "sources" / "Company.csv")}
    transfers = read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
    payees = sorted({companies[t["dstId"]] for t in transfers if companies[t["srcId"]] == "Acme Motors"})
    result = acme.ask("Which companies has Acme Motors sent money to? List each payee once.")
    assert right(result, payees), (result.values, result.notes)
    n = sum(1 for t in transfers if "20240101" <= t["transDate"] <= "20240630")
    result = acme.ask("How many fund transfers were made between 2024-01-01 and 2024-06-30 inclusive?")
    assert right(result, [str(n)]), (result.values, result.notes)
    import datetime as dt
    day = dt.date(2024, 3, 31)
    out = sum(int(t["transAmt"]) for t in transfers if companies[t["srcId"]] == "Acme Motors"
              and 0 <= (day - dt.datetime.strptime(t["transDate"], "%Y%m%d").date()).days < 90)
    result = acme.ask("Taking 2024-03-31 as the as-of date, how much did Acme Motors pay out in the last 90 days?")
    assert [float(v) for v in result.values] == [float(out)], (result.values, result.notes)


def test_round31_a_gloss_in_brackets_and_products_whose_downstream_holds_one(affairqa_asker, supplychain_asker):
    school = next(r for r in read_csv(AQ / "学校.csv") if r["name"] == "杭州佛学院")
    result = affairqa_asker.ask("What is the length of study (school system, 学制) at 杭州佛学院?")
    assert right(result, [school["schoolSystem"]]), (result.values, result.notes)
    expected = sorted(r["name"] for r in read_csv(AQ / "加油站.csv") if r["operationSubject"] == "中石化杭燃")
    result = affairqa_asker.ask("List the gas stations whose operator (运营主体) is 中石化杭燃.")
    assert right(result, expected), (result.values, result.notes)
    hospital = next(r for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "杭州市西溪医院")
    result = affairqa_asker.ask("What grade (level) is the hospital 杭州市西溪医院?")
    assert right(result, [hospital["level"]]), (result.values, result.notes)
    product = "汽车-摩托车制造-二轮摩托车"
    rows = read_csv(dataset("kag-supplychain") / "sources" / "Product.csv")
    upstream = sorted({r["id"] for r in rows if product in {x.strip() for x in r["hasSupplyChain"].split(",")}})
    assert upstream
    result = supplychain_asker.ask(f"哪些产品的供应链下游包含{product}？")
    assert right(result, upstream), (result.values, result.notes)


def test_round31_an_average_per_entity_and_two_questions_in_one(affairqa_asker):
    counts = [int(r["studentCount"]) for r in read_csv(AQ / "学校.csv") if r["studentCount"].strip()]
    result = affairqa_asker.ask("On average, how many students are enrolled per religious school in the table?")
    assert [round(float(v), 6) for v in result.values] == [round(sum(counts) / len(counts), 6)], (result.values, result.notes)
    # two questions, the district and its code: one reading answers one of them, so none is given
    result = affairqa_asker.ask("安吉乐途旅行社有限公司在哪个县？这个县的行政区划代码是多少？")
    assert result.mode != "answer", (result.values, result.notes)


def test_round31_a_value_ruled_out(affairqa_asker):
    schools = sorted(r["name"] for r in read_csv(AQ / "学校.csv") if r["religion"].strip() and r["religion"] != "佛教")
    assert schools
    result = affairqa_asker.ask("Which religious schools in the table are not Buddhist (佛教)?")
    assert right(result, schools), (result.values, result.notes)
    result = affairqa_asker.ask("How many religious schools are not Buddhist?")
    assert right(result, [str(len(schools))]), (result.values, result.notes)
    expected = sorted(r["name"] for r in read_csv(AQ / "医疗机构.csv") if r["level"] == "二级" and r["category"] != "医院")
    result = affairqa_asker.ask("级别是二级、但类别不是医院的医疗机构有哪些？")
    assert right(result, expected), (result.values, result.notes)


def test_round31_one_english_word_glossed_stays_unless_it_is_a_label(affairqa_asker, acme):
    from tests.conftest import EXAMPLE

    feeds = {r["id"]: r["hasSupplyChain"] for r in read_csv(EXAMPLE / "sources" / "Product.csv")}
    expected = sorted(x.strip() for x in feeds["Vehicles-Parts-Tyres"].split(";"))
    result = acme.ask("Tyres（轮胎）这个产品的下游产品有哪些？")  # a name glossed, not a label: kept
    assert right(result, expected), (result.values, result.notes)
    counts = Counter(r["city"] for r in read_csv(AQ / "协会.csv") if r["religion"] == "基督教" and r["city"].strip())
    top = max(counts.values())
    result = affairqa_asker.ask("Which city has the largest number of Christian (基督教) associations?")
    assert right(result, sorted(c for c, n in counts.items() if n == top)), (result.values, result.notes)
    total = sum(int(r["teacherCount"]) for r in read_csv(AQ / "学校.csv") if r["religion"] == "佛教" and r["teacherCount"].strip())
    result = affairqa_asker.ask("How many teachers (教师人数) do the Buddhist schools have in total?")
    assert right(result, [str(total)]), (result.values, result.notes)


def test_round32_the_start_of_a_validity_period(affairqa_asker):
    licences = {r["name"]: r for r in read_csv(AQ / "许可证.csv")}
    station = next(r for r in read_csv(AQ / "加油站.csv") if r["name"] == "中海油浙江新能源有限公司集运加气站")
    licence = licences[station["businessLicense"]]
    assert licence["effectiveDate"] != licence["invalidDate"]
    result = affairqa_asker.ask("中海油浙江新能源有限公司集运加气站的许可证有效期从哪天开始？")
    assert right(result, [licence["effectiveDate"]]), (result.values, result.notes)
