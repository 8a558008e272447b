"""The schema planner on AffairQA's held-out tables (associations, schools, religious places,
government agencies, tourist attractions, travel agencies, regions, licences): readings found wrong
or missing by ``bench/questions/probe-affairqa.json``. Every expected value is read from the raw
CSV files with the csv module; the questions are written for rows these tests pick by a property of
the data (a name with full-width brackets), not copied from the probe file."""

from __future__ import annotations

import pytest

from tests.conftest import dataset, read_csv
from kagflow.solver.ask import Asker
from tests.solver.helpers import right

SOURCES = dataset("kag-affairqa") / "sources"


@pytest.fixture
def asker(affairqa_asker):
    return affairqa_asker  # the worker's one Asker over the AffairQA build (tests/solver/conftest.py)


def _named_once_with(rows: list[dict], column: str) -> list[dict]:
    """The rows whose name no other row has and whose ``column`` is filled."""
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["name"]] = counts.get(r["name"], 0) + 1
    return [r for r in rows if counts[r["name"]] == 1 and r[column].strip()]


def test_a_name_with_full_width_brackets_links_however_the_question_writes_them(asker):
    """The question is read after NFKC ("（" becomes "("), the stored name keeps "（杭州）": the
    linker compared the two unfolded and linked nothing."""
    rows = [r for r in read_csv(SOURCES / "医疗机构.csv") if "（" in r["name"] and r["phoneNumber"].strip()][:3]
    assert rows
    for row in rows:
        for name in (row["name"], row["name"].replace("（", "(").replace("）", ")")):
            result = asker.ask(f"{name}的电话号码是多少？")
            assert right(result, [row["phoneNumber"]]), (name, result.values, result.notes)


def test_a_count_word_inside_a_property_name_asks_no_count(asker):
    """"数量" of 在校生数量 (School.studentCount) made every question naming the property a count,
    and the count reading left the property unread: a superlative, a maximum and a yes/no
    comparison abstained."""
    schools = [r for r in read_csv(SOURCES / "学校.csv") if r["studentCount"].strip()]
    most = max(int(r["studentCount"]) for r in schools)
    assert right(asker.ask("在校生数量最多的学校是哪所？"), sorted(r["name"] for r in schools if int(r["studentCount"]) == most))
    assert right(asker.ask("学校的在校生数量最多是多少？"), [str(most)])
    row = schools[0]
    bound = int(row["studentCount"]) + 1  # a bound the school stays under
    assert right(asker.ask(f"{row['name']}的在校生数量是否超过{bound}？"), ["否"])


def test_sums_averages_and_bounds_over_text_typed_numbers(asker):
    """KAG's AffairQA schema types every property Text; a sum or average over one whose values are
    all numbers failed validation ("Math avg needs numbers"), and a count bounded by one ("占地面积
    超过N") read no bound."""
    schools = [r for r in read_csv(SOURCES / "学校.csv") if r["studentCount"].strip()]
    assert right(asker.ask("所有学校的在校生数量加起来是多少？"), [str(sum(int(r["studentCount"]) for r in schools))])
    teachers = [int(r["teacherCount"]) for r in read_csv(SOURCES / "学校.csv") if r["teacherCount"].strip()]
    assert right(asker.ask("学校的平均教师人数是多少？"), [str(sum(teachers) / len(teachers))])
    places = read_csv(SOURCES / "宗教场所.csv")
    areas = [float(r["area"]) for r in places if r["area"].strip()]
    bound = sorted(areas)[len(areas) // 2]  # the median: a bound some places pass and some do not
    result = asker.ask(f"占地面积超过{bound:g}的宗教场所有多少个？")
    assert right(result, [str(sum(1 for a in areas if a > bound))]), result.notes
    over = sorted(r["name"] for r in schools if int(r["studentCount"]) > 150)
    assert right(asker.ask("在校生数量超过150的学校有哪些？"), over)


def test_a_text_property_with_words_among_its_numbers_is_not_summed(asker):
    """A sum or average reads every value of the type as a number or is not written: one that
    skipped the words would answer a smaller sum as if it were the whole."""
    rows = read_csv(SOURCES / "旅行社.csv")
    assert any(r["phoneNumber"].strip() and not r["phoneNumber"].replace(".", "").isdigit() for r in rows)
    assert asker.ask("旅行社的电话号码加起来是多少？").mode != "answer"


def regions() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for row in read_csv(SOURCES / "行政区.csv"):
        out.setdefault(row["name"], set()).add(row["label"])
    return out


@pytest.mark.parametrize("phrase", ["属于哪种类型的行政区？", "是什么级别的行政区？", "是哪一类行政区"])
def test_what_kind_of_region_reads_the_value_that_names_a_kind_of_it(asker, phrase):
    """行政区.csv has no type column; its `label` (outside the schema, no display name) holds
    县级/地级/省级行政区. "哪种类型的行政区" asks for the value that is a kind of 行政区; nothing in the
    predicate's name says so, and the reading scored 0."""
    by_label: dict[str, list[str]] = {}
    for name, labels in sorted(regions().items()):
        if len(labels) == 1:
            by_label.setdefault(next(iter(labels)), []).append(name)
    assert len(by_label) == 3
    for label, names in by_label.items():
        for name in names[:3]:
            result = asker.ask(name + phrase)
            assert right(result, [label]), (name, result.values, result.notes)


def test_a_name_crossing_a_longer_names_edge_is_no_link(asker):
    """"杭州市属于…": 市属 is also a region's name (行政区.csv); it linked across 杭州市's last
    character and left '市属' unread. A shorter name that crosses a longer match is dropped as one
    inside it is."""
    table = regions()
    crossing = [n for n, labels in sorted(table.items()) if len(labels) == 1 and n[-1] + "属" in table]
    assert crossing
    for name in crossing[:4]:
        links = asker.link(f"{name}属于哪种类型的行政区？")
        assert [l["name"] for l in links] == [name], links
        assert right(asker.ask(f"{name}属于哪种类型的行政区？"), sorted(table[name]))


def test_everyday_words_for_level_city_postcode_and_faith(asker):
    """几级 / 什么等级 / 哪一级 ask for a level (级别), 哪个市 for a city (所在城市), 邮编 for a
    postal code (邮政编码), 信仰 for a religion (所属宗教): general glossary words; each abstained
    below the bar. "哪一级" no longer counts as stating the level 一级 (the echo rule took the
    sibling 类别 instead)."""
    station = next(r for r in read_csv(SOURCES / "加油站.csv") if r["level"].strip())
    clinic = next(r for r in read_csv(SOURCES / "医疗机构.csv") if r["level"] == "一级")
    spot = next(r for r in read_csv(SOURCES / "旅游景点.csv") if r["level"].strip() and r["city"].strip())
    group = next(r for r in read_csv(SOURCES / "协会.csv") if r["postalCode"].strip())
    place = next(r for r in read_csv(SOURCES / "宗教场所.csv") if r["religion"].strip() and r["religiousType"].strip())
    cases = [(f"{station['name']}是几级加油站？", station["level"]), (f"{clinic['name']}是哪一级？", clinic["level"]),
             (f"{clinic['name']}是几级医疗机构？", clinic["level"]), (f"{spot['name']}是什么等级的景区？", spot["level"]),
             (f"{spot['name']}在哪个市？", spot["city"]), (f"{group['name']}邮编是多少？", group["postalCode"]),
             (f"{place['name']}信仰的是什么宗教？", place["religion"]), (f"{place['name']}属于哪个宗教派别？", place["religiousType"])]
    for question, gold in cases:
        result = asker.ask(question)
        assert right(result, [gold]), (question, result.values, result.notes)


def region_ids() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for row in read_csv(SOURCES / "行政区.csv"):
        if row["id"].strip():
            out.setdefault(row["id"], set()).add(row["label"])
    return out


def unique_names() -> set[str]:
    """Names written on one row of one table only: a question naming one links one entity."""
    seen: dict[str, int] = {}
    for path in SOURCES.glob("*.csv"):
        for row in read_csv(path):
            seen[row["name"]] = seen.get(row["name"], 0) + 1
    return {n for n, k in seen.items() if k == 1}


@pytest.mark.parametrize("table", ["加油站.csv", "宗教场所.csv", "旅行社.csv", "协会.csv"])
def test_the_kind_of_the_region_a_text_value_names(asker, table):
    """KAG's AffairQA types every property Text: a place's 所在区县 holds a region's name
    ("南湖区"), not an edge to it. "X所在的区县属于哪种类型的行政区" follows the value to the one
    行政区 of that name and reads its kind (the kind-of reading, on the region); the plan joins by
    the value and the note says the hop went through it. Asking for the value itself still
    answers the value."""
    table_regions, names = regions(), unique_names()
    rows = [r for r in read_csv(SOURCES / table) if r["name"] in names and len(table_regions.get(r["county"], ())) == 1
            and r["county"] in names]
    assert rows
    for row in rows[:3]:
        result = asker.ask(f"{row['name']}所在的区县属于哪种类型的行政区？")
        assert right(result, sorted(table_regions[row["county"]])), (row["name"], result.values, result.notes)
        assert "s2.name == s1.county" in result.plan
        assert any("through a text value" in n and repr(row["county"]) in n for n in result.notes), result.notes
        assert right(asker.ask(f"{row['name']}所在的区县是什么？"), [row["county"]])


def test_a_text_value_that_is_a_regions_id_names_it(asker):
    """Some 宗教场所 rows write the region's code (330155) in 所在区县 instead of its name; the code
    is the 行政区 row's id, and the hop joins by id (``s2.id == s1.county``)."""
    by_id, names = region_ids(), unique_names()
    rows = [r for r in read_csv(SOURCES / "宗教场所.csv") if r["name"] in names and len(by_id.get(r["county"], ())) == 1]
    assert rows
    for row in rows[:2]:
        result = asker.ask(f"{row['name']}所在的区县属于哪种类型的行政区？")
        assert right(result, sorted(by_id[row["county"]])), (row["name"], result.values, result.notes)
        assert "s2.id == s1.county" in result.plan


def test_a_licence_a_gas_station_names(asker):
    """A gas station's 经营许可证 holds the name of a 许可证 row: its dates are read through it."""
    licences = {r["name"]: r for r in read_csv(SOURCES / "许可证.csv")}
    names = unique_names()
    rows = [r for r in read_csv(SOURCES / "加油站.csv") if r["name"] in names and r["businessLicense"] in names
            and licences.get(r["businessLicense"], {}).get("invalidDate", "").strip()]
    assert rows
    for row in rows[:3]:
        result = asker.ask(f"{row['name']}的经营许可证的失效日期是什么？")
        assert right(result, [licences[row["businessLicense"]]["invalidDate"]]), (row["name"], result.values, result.notes)


def test_a_text_value_naming_two_entities_is_no_hop(tmp_path):
    """When the value names two entities (a second 行政区 of the same name under another id, as
    市辖区 is the name of a district of many cities), which one is meant is unknown: the hop is
    not taken and the notes say why, even though a join would find values."""
    from tests.conftest import build_without_models

    agency = next(r for r in read_csv(SOURCES / "旅行社.csv") if r["name"] in unique_names() and len(regions().get(r["county"], ())) == 1)
    root = tmp_path / "affairqa"
    (root / "sources").mkdir(parents=True)
    (root / "schema").mkdir()
    (root / "schema" / "AffairQA.schema").write_bytes((dataset("kag-affairqa") / "schema" / "AffairQA.schema").read_bytes())
    region_rows = read_csv(SOURCES / "行政区.csv")
    taken = {r["id"] for r in region_rows}
    other_id = next(str(n) for n in range(990001, 999999) if str(n) not in taken)
    label = next(iter(regions()[agency["county"]]))
    region_csv = (SOURCES / "行政区.csv").read_text(encoding="utf-8-sig").rstrip("\n") + f"\n{agency['county']},{label},{other_id}\n"
    (root / "sources" / "行政区.csv").write_text(region_csv, encoding="utf-8")
    lines = (SOURCES / "旅行社.csv").read_text(encoding="utf-8-sig").splitlines()
    (root / "sources" / "旅行社.csv").write_text("\n".join([lines[0]] + [l for l in lines[1:] if l.startswith(agency["name"] + ",")]) + "\n",
                                                encoding="utf-8")
    build_without_models(root)
    with Asker(root, complete=None) as a:
        result = a.ask(f"{agency['name']}所在的区县属于哪种类型的行政区？")
    assert result.mode != "answer", (result.values, result.plan)
    assert any("names 2 entities" in n and "not taken" in n for n in result.notes), result.notes


def test_a_name_crossing_a_display_names_edge_is_no_link(asker):
    """"所在城市属于…": 市属 (an alias in 行政区.csv) crosses the end of the display name 所在城市 the
    question writes whole; it linked and left the question unread. The hop then reads the kind of
    the city the value names (every label 行政区.csv gives it)."""
    table, names = regions(), unique_names()
    row = next(r for r in read_csv(SOURCES / "旅行社.csv") if r["name"] in names and r["city"] in table)
    question = f"{row['name']}所在城市属于哪种类型的行政区？"
    assert [l["name"] for l in asker.link(question)] == [row["name"]]
    result = asker.ask(question)
    assert right(result, sorted(table[row["city"]])), (result.values, result.notes)


def test_a_column_standing_for_an_empty_declared_property_answers_its_name(asker):
    """The schema declares a travel agency's businessStatus(经营状态); the table's column is
    operationStatus, so the declared property holds nothing and "经营状态" read no value. The
    column (the only observed one ending in "status", the declared one the only such property)
    is read as it, and the trace says so. Rows picked by a property of the data: names that occur
    once, with a status."""
    rows = read_csv(SOURCES / "旅行社.csv")
    assert "businessStatus" not in rows[0] and "operationStatus" in rows[0]  # the mismatch, in the raw file
    picked = _named_once_with(rows, "operationStatus")[::150][:4]
    assert len(picked) == 4
    for row in picked:
        result = asker.ask(f"{row['name']}的经营状态是什么？")
        assert right(result, [row["operationStatus"]]), (row["name"], result.values, result.notes)
        assert any("businessStatus(经营状态) holds no values" in n and "operationStatus" in n for n in result.notes), result.notes


def test_a_stand_in_needs_an_empty_declared_property_and_one_column_per_word(affairqa):
    from kagflow.schema.spg import load_project_schema

    schema = load_project_schema(affairqa)
    observed = {"TravelAgency": ["operationStatus"]}
    read = schema.with_observed(observed, {"TravelAgency": ["name"]}).predicate("TravelAgency", "operationStatus")
    assert (read.display_name, read.stands_for) == ("经营状态", "businessStatus")
    # the declared property holds values: the column is only itself
    kept = schema.with_observed(observed, {"TravelAgency": ["businessStatus"]}).predicate("TravelAgency", "operationStatus")
    assert (kept.display_name, kept.stands_for) == (None, None)
    # two columns ending in "status": neither is read as the declared one
    two = schema.with_observed({"TravelAgency": ["operationStatus", "licenceStatus"]}, {})
    assert [two.predicate("TravelAgency", n).stands_for for n in ("operationStatus", "licenceStatus")] == [None, None]
    # no filled predicates given: no stand-ins (the build's own uses)
    assert schema.with_observed(observed).predicate("TravelAgency", "operationStatus").stands_for is None


def test_when_a_thing_was_done_reads_the_date_property_named_by_its_verb(asker):
    """"X是哪一年批准的" / "什么时候批准的" asks for a date: the date word of 批准日期
    (approvalDate) is what the question asks, so the verb 批准 names the property whole; it read
    0.43, below the bar. Rows: religious places whose name occurs once and whose approval date is
    filled (raw CSV). "哪一年" is answered with the date's year (as the dev set's gold allows), "什么时候"
    with the date."""
    picked = _named_once_with(read_csv(SOURCES / "宗教场所.csv"), "approvalDate")[::200][:3]
    assert len(picked) == 3
    for row in picked:
        for question, gold in ((f"{row['name']}是哪一年批准的？", row["approvalDate"].split("/")[0]),
                               (f"{row['name']}是什么时候批准的？", row["approvalDate"])):
            result = asker.ask(question)
            assert right(result, [gold]), (question, result.values, result.notes)


def test_the_usual_word_for_a_business_scope_reads_the_property(asker):
    """经营范围 is the common Chinese name of a business scope; the schema displays it 业务范围
    (TravelAgency.businessScope), and "X的经营范围是什么" read 0.42, below the bar."""
    for row in _named_once_with(read_csv(SOURCES / "旅行社.csv"), "businessScope")[::300][:3]:
        for question in (f"{row['name']}的经营范围是什么？", f"{row['name']}的业务范围是什么？"):
            result = asker.ask(question)
            assert right(result, [row["businessScope"]]), (question, result.values, result.notes)
