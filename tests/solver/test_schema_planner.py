"""The schema planner (solver/schema_planner.py) through ``Asker.ask`` with no model: answers on
KAG's AffairQA dev questions (the benchmark's gold), on our own question sets (gold recomputed
from the raw CSVs by tests/bench/test_question_sets.py), on the shipped example (values read from
its CSV files here), and abstentions on questions outside its shapes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import dataset, read_csv
from kagflow.solver.ask import SCHEMA_LABEL, Asker
from kagflow.solver.scoring import score_values

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "data" / "examples" / "acme-supply"


def companies() -> list[dict[str, str]]:
    return read_csv(EXAMPLE / "sources" / "Company.csv")


def test_affairqa_dev_questions_with_no_model(affairqa_asker):
    """EM over the answerable dev questions at least .75 and precision at least .90 (issue 18)."""
    questions = json.loads((dataset("kag-affairqa") / "questions.json").read_text(encoding="utf-8"))
    cells = {v for path in (dataset("kag-affairqa") / "sources").glob("*.csv") for row in read_csv(path) for v in row.values() if v}
    answerable = [q for q in questions if all(g in cells for g in q["answer"])]
    assert len(answerable) == 68
    answered = right = 0
    for q in answerable:
        result = affairqa_asker.ask(q["question"])
        if result.mode == "answer":
            answered += 1
            right += score_values(result.values, q["answer"])[0] == 1.0
    assert right / len(answerable) >= 0.75, (right, answered)
    assert right / answered >= 0.90, (right, answered)


def test_an_answer_is_labelled_with_its_plan_and_sources(acme):
    row = next(r for r in companies() if r["name"] == "Fjord Steel AS")
    result = acme.ask("What year was Fjord Steel AS founded?")
    assert result.mode == "answer" and result.label == SCHEMA_LABEL
    assert result.values == [int(row["founded"])]
    assert str(row["founded"]) in result.answer and "Fjord Steel AS" in result.answer
    assert result.plan.startswith("Action1: Retrieval(s=s1:Company[`Fjord Steel AS`], p=p1:founded")
    line = [r["name"] for r in companies()].index("Fjord Steel AS") + 2  # the header is line 1
    assert f"Company.csv:{line}" in result.steps[0]["sources"]


def test_the_readme_question_the_supplier_total(acme):
    """The companies whose main customer is Acme Motors (the schema's mainSupply rule: they make
    a product upstream of Acme's and Acme paid them more than half their inflow), and the sum of
    their inflows, computed here from the CSVs."""
    names = {r["id"]: r["name"] for r in companies()}
    transfers = read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
    inflow = {n: sum(int(t["transAmt"]) for t in transfers if names[t["dstId"]] == n) for n in names.values()}
    paid_by_acme = {n: sum(int(t["transAmt"]) for t in transfers if names[t["srcId"]] == "Acme Motors" and names[t["dstId"]] == n)
                    for n in names.values()}
    products = {r["name"]: set(r["product"].split(";")) for r in companies()}
    chain = {r["id"]: set(r["hasSupplyChain"].split(";")) for r in read_csv(EXAMPLE / "sources" / "Product.csv")}
    downstream_of = lambda n: set().union(*[chain.get(p, set()) for p in products[n]])  # noqa: E731
    suppliers = {n for n in names.values() if downstream_of(n) & products["Acme Motors"] and inflow[n]
                 and paid_by_acme[n] / inflow[n] > 0.5}
    result = acme.ask("What is the total inflow of the companies whose main customer is Acme Motors?")
    assert result.mode == "answer", result.notes
    assert result.values == [sum(inflow[n] for n in suppliers)]
    assert all(n in result.answer for n in suppliers)


def test_count_list_superlative_and_comparison(acme):
    rows = companies()
    us = [r for r in rows if r["country"] == "US"]
    assert acme.ask("How many of the companies are headquartered in the US?").values == [len(us)]
    founded = {r["name"]: int(r["founded"]) for r in rows}
    assert acme.ask("Was Borealis Rubber Works founded before 1970?").values == [founded["Borealis Rubber Works"] < 1970]
    two = acme.ask("Was Borealis Rubber Works founded before Helix Chemicals?")
    assert two.values == [founded["Borealis Rubber Works"] < founded["Helix Chemicals"]]
    assert acme.ask("What is the average age of persons?").values == [
        pytest.approx(sum(int(p["age"]) for p in read_csv(EXAMPLE / "sources" / "Person.csv")) / 4)]


def _transfers(payer: str | None = None, after: str = "", before: str = "99999999") -> list[dict[str, str]]:
    """The example's transfers (dates yyyymmdd) with ``after <= transDate < before``, from ``payer``."""
    names = {r["id"]: r["name"] for r in companies()}
    return [dict(t, src=names[t["srcId"]], dst=names[t["dstId"]])
            for t in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv")
            if (payer is None or names[t["srcId"]] == payer) and after <= t["transDate"] < before]


@pytest.mark.parametrize(("question", "after", "before"), [
    ("How much did Acme Motors pay before May 2024?", "", "20240501"),
    ("How much did Acme Motors pay between March and May 2024?", "20240301", "20240601"),
    ("How much did Acme Motors pay since March 2024?", "20240301", "99999999"),
    ("How much did Acme Motors pay from January to May 2024?", "20240101", "20240601"),
    ("How much did Acme Motors pay after April 2024?", "20240501", "99999999"),
])
def test_a_window_open_on_one_side_or_a_range_sums_exactly_its_transfers(acme, question, after, before):
    """"before May 2024" once read as "in May 2024" (the word before the month was dropped); the
    sums here come from the CSV rows the window keeps, by date comparison of the raw text."""
    result = acme.ask(question)
    assert result.mode == "answer", result.notes
    assert result.values == [sum(int(t["transAmt"]) for t in _transfers("Acme Motors", after, before))]


def test_a_month_in_the_window_is_no_entity_and_an_average_is_no_sum(acme):
    """The notes' NER makes an entity named "June"; in "paid in June 2024" the month is the window.
    "average" over the transfers once summed them."""
    june = acme.ask("Which companies did Acme Motors pay in June 2024?")
    assert june.mode == "answer", june.notes
    assert sorted(june.values) == sorted({t["dst"] for t in _transfers("Acme Motors", "20240601", "20240701")})
    amounts = [int(t["transAmt"]) for t in _transfers()]
    assert acme.ask("What is the average transfer amount?").values == [pytest.approx(sum(amounts) / len(amounts))]
    acme_paid = [int(t["transAmt"]) for t in _transfers("Acme Motors")]
    assert acme.ask("What is the average amount Acme Motors paid?").values == [pytest.approx(sum(acme_paid) / len(acme_paid))]


def test_a_year_asked_for_is_no_window_and_most_recently_is_the_latest(acme):
    founded = {r["name"]: int(r["founded"]) for r in companies()}
    assert acme.ask("In what year was Acme Motors founded?").values == [founded["Acme Motors"]]
    assert acme.ask("Which company was founded most recently?").values == [max(founded, key=founded.get)]


def test_a_list_of_a_type_bounded_by_a_number_and_a_number_that_ends_the_sentence(acme):
    """"Which companies were founded before 1960?" had a count reading but no list; "1980." was no
    number (the full stop was read as part of it)."""
    founded = {r["name"]: int(r["founded"]) for r in companies()}
    ages = {r["name"]: int(r["age"]) for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    assert sorted(acme.ask("Which companies were founded before 1960?").values) == sorted(n for n, y in founded.items() if y < 1960)
    assert sorted(acme.ask("List the companies founded after 1980.").values) == sorted(n for n, y in founded.items() if y > 1980)
    assert sorted(acme.ask("Name the people younger than 45.").values) == sorted(n for n, a in ages.items() if a < 45)
    assert acme.ask("How many companies were founded after 1980.").values == [sum(y > 1980 for y in founded.values())]


def test_kag_supplychain_windows_roles_and_lists_from_the_csv(supplychain):
    """KAG's supply-chain transfers (as of 2023-10-15): "received by X" makes X the receiving end
    (it was read as the payer), "付了几笔" counts payments, "哪些人" lists people by a bound, and
    Chinese windows open on one side; every expected value is recomputed here from the raw CSVs."""
    src = dataset("kag-supplychain") / "sources"
    names = {r["id"]: r["name"] for r in read_csv(src / "Company.csv")}
    transfers = [dict(t, src=names[t["srcId"]], dst=names[t["dstId"]]) for t in read_csv(src / "Company_fundTrans_Company.csv")]
    ages = {r["name"]: int(r["age"]) for r in read_csv(src / "Person.csv")}
    received = [int(t["transAmt"]) for t in transfers if t["dst"] == "三角***份限公司"]
    with Asker(supplychain, complete=None) as asker:
        avg = asker.ask("What was the average transfer amount received by 三角***份限公司?")
        assert avg.mode == "answer" and avg.values == [pytest.approx(sum(received) / len(received))], avg.notes
        paid = asker.ask("截至2023年7月，传化****限公司一共付了几笔款？")
        assert paid.values == [sum(1 for t in transfers if t["src"] == "传化****限公司" and t["transDate"] <= "20230731")], paid.notes
        after = asker.ask("传化****限公司在2023年8月之后付了多少钱？")
        assert after.values == [sum(int(t["transAmt"]) for t in transfers if t["src"] == "传化****限公司" and t["transDate"] > "20230831")]
        rep_age = asker.ask("传化****限公司的法人代表多大年纪？")  # the second hop named through the glossary
        reps = [r for r in read_csv(src / "Person.csv") if "传化****限公司" in r["legalRepresentative"].split(",")]
        assert sorted(rep_age.values) == sorted({int(r["age"]) for r in reps}), rep_age.notes
        young = asker.ask("哪些人的年龄小于22岁？")
        assert young.mode == "answer" and sorted(young.values) == sorted(n for n, a in ages.items() if a < 22), young.notes


def test_a_verb_names_the_relation_its_noun_names(acme):
    """"represents" meets legalRepresentative ("Legal representative of"): the stem cuts -ative."""
    people = {r["name"]: r["legalRepresentative"].split(";") for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    country = {r["name"]: r["country"] for r in companies()}
    result = acme.ask("In which country is the company that Chloe Tan represents?")
    assert result.mode == "answer", result.notes
    assert sorted(result.values) == sorted({country[c] for c in people["Chloe Tan"]})
    assert sorted(acme.ask("Which companies does Ada Moreno represent?").values) == sorted(people["Ada Moreno"])


def test_a_superlative_asks_for_the_value_or_the_entity_and_a_property_implies_its_type(acme):
    """"What is the highest age?" asks for 63, not the person who is 63 (it answered the person);
    "年龄最大的人是谁？" names no type the schema has, but only people have an age; "哪个成立得更早"
    chooses the one founded first."""
    ages = {r["name"]: int(r["age"]) for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    founded = {r["name"]: int(r["founded"]) for r in companies()}
    assert acme.ask("What is the highest age of the people?").values == [max(ages.values())]
    assert acme.ask("What is the earliest founding year of the companies?").values == [min(founded.values())]
    assert acme.ask("最大的年龄是多少？").values == [max(ages.values())]
    assert acme.ask("年龄最大的人是谁？").values == [max(ages, key=ages.get)]
    assert acme.ask("谁的年龄最小？").values == [min(ages, key=ages.get)]
    assert acme.ask("What is the average age?").values == [pytest.approx(sum(ages.values()) / len(ages))]
    assert acme.ask("Which is the oldest?").mode == "evidence"  # a company founded first, or the oldest person?
    earlier = acme.ask("Helix Chemicals 和 Borealis Rubber Works 哪个成立得更早？")
    assert earlier.values == [min(("Helix Chemicals", "Borealis Rubber Works"), key=founded.get)], earlier.notes


def test_a_latin_value_written_against_chinese_and_a_superlative_by_a_count_word(affairqa_asker):
    """"AAAAA级": the value once matched only between word boundaries, and a CJK character is a word
    character to Python's regex, so it was never read; "教师人数最少" ranks by a value (最少 after 人数),
    not by how many related entities. Expected values from the raw CSVs."""
    spots = read_csv(dataset("kag-affairqa") / "sources" / "旅游景点.csv")
    top = sorted(r["name"] for r in spots if r["level"] == "AAAAA")
    assert affairqa_asker.ask("有多少个AAAAA级旅游景点？").values == [len(top)]
    assert sorted(affairqa_asker.ask("哪些旅游景点是AAAAA级？").values) == top
    schools = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "学校.csv") if r["teacherCount"].strip()]
    fewest = min(int(r["teacherCount"]) for r in schools)
    result = affairqa_asker.ask("教师人数最少的学校是哪所？")
    assert sorted(result.values) == sorted(r["name"] for r in schools if int(r["teacherCount"]) == fewest), result.notes


def test_a_count_of_every_entity_says_how_many_the_text_added(acme):
    """The example's notes add Company entities beside Company.csv's rows; "How many companies?"
    counts the graph's and says how many of them are the table's."""
    result = acme.ask("How many companies are there?")
    assert result.mode == "answer", result.notes
    rows = len(companies())
    extracted = result.values[0] - rows
    assert extracted > 0 and f"{rows} from source tables, {extracted} extracted from text" in result.answer


def test_chinese_questions_a_reading_reads_only_in_part_get_no_wrong_answer(riskmining):
    """Each of these was answered as another question (the average transfer amount, 裘**'s own
    age, the companies' names, the apps 柏* released, the youngest of everyone): a Chinese word
    the reading does not read ("年龄", "电话号码", "开发", "以上") now stops it. Either no answer or
    the right one, computed from the CSVs."""
    src = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r for r in read_csv(src / "Person.csv")}
    paid = {t["dst"] for t in read_csv(src / "Person_fundTrans_Person.csv") if people[t["src"]]["name"] == "柏*"}
    payers = {t["src"] for t in read_csv(src / "Person_fundTrans_Person.csv") if people[t["dst"]]["name"] == "裘**"}
    companies = {r["id"]: r for r in read_csv(src / "Company.csv")}
    held = [r["dst"] for r in read_csv(src / "Person_holdShare_Company.csv") if people[r["src"]]["name"] == "柏*"]
    over_50 = [p for p in people.values() if int(p["age"]) > 50]
    expected = {
        "柏*转账对象的平均年龄是多少？": [pytest.approx(sum(int(people[i]["age"]) for i in paid) / len(paid))],
        "给裘**转账的人多大年龄？": sorted(int(people[i]["age"]) for i in payers),
        "柏*持股的企业的电话号码是多少？": sorted(companies[i]["phone"] for i in held),
        "年龄在50岁以上的人中谁最年轻？": [min(over_50, key=lambda p: int(p["age"]))["name"]],
    }
    with Asker(riskmining, complete=None) as asker:
        for question, values in expected.items():
            result = asker.ask(question)
            assert result.mode == "evidence" or sorted(result.values) == values, (question, result.values, result.plan)
        released = asker.ask("柏*开发了哪些应用？")  # "develop" is not the release relation
        assert released.mode == "evidence" or "release" not in (released.plan or ""), released.plan


def _most_devices() -> list[str]:
    src = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r["name"] for r in read_csv(src / "Person.csv")}
    owned: dict[str, set] = {}
    for r in read_csv(src / "Person_hasDevice_Device.csv"):
        owned.setdefault(people[r["src"]], set()).add(r["dst"])
    top = max(len(v) for v in owned.values())
    return sorted(n for n, v in owned.items() if len(v) == top)


def _oldest_paid_by(payer: str) -> list[str]:
    src = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r for r in read_csv(src / "Person.csv")}
    paid = {people[r["dst"]]["name"]: int(people[r["dst"]]["age"]) for r in read_csv(src / "Person_fundTrans_Person.csv")
            if people[r["src"]]["name"] == payer}
    return sorted(n for n, age in paid.items() if age == max(paid.values()))


def test_what_the_new_user_walk_through_found_answered_wrongly(acme, supplychain, riskmining):
    """Either the right answer, from the CSVs, or no answer; before, each was a wrong value: the
    largest total for "the largest transfer", a number for "哪家公司", one company for "最多的三家",
    every person for "between 40 and 50" (now read with both ends, as the 1990s are), the average transfer amount for an average founding year."""
    src = dataset("kag-supplychain") / "sources"
    names = {r["id"]: r["name"] for r in read_csv(src / "Company.csv")}
    transfers = read_csv(src / "Company_fundTrans_Company.csv")
    largest = max(transfers, key=lambda t: int(t["transAmt"]))
    smallest = min(transfers, key=lambda t: int(t["transAmt"]))
    founded = {r["name"]: int(r["founded"]) for r in companies()}
    paid_by_acme = {t["dst"] for t in _transfers("Acme Motors")}
    cases = [
        (supplychain, "Who made the largest transfer?", [names[largest["srcId"]]]),
        (supplychain, "Who received the smallest transfer?", [names[smallest["dstId"]]]),
        # which company: never a number; the amount it paid out, in all (no 单笔: not one transfer's)
        (supplychain, "哪家公司转出的金额最多？", [max(set(names.values()), key=lambda n: sum(
            int(t["transAmt"]) for t in transfers if names[t["srcId"]] == n))]),
        # the most paid out: ranked by outgoing transfers, not by the inflow property
        (supplychain, "哪家公司转出的转账总额最多？", [max(set(names.values()), key=lambda n: sum(
            int(t["transAmt"]) for t in transfers if names[t["srcId"]] == n))]),
        # a top 3 is no top 1: every company whose received total ranks 3 or better
        (supplychain, "收到转账最多的三家公司是哪些？", _top_received(names, transfers, 3)),
        (riskmining, "How many people are between 40 and 50 years old?", [sum(  # both ends kept, not every person
            40 <= int(r["age"]) <= 50 for r in read_csv(dataset("kag-riskmining") / "sources" / "Person.csv") if r["age"].strip())]),
        # the most devices: ranked by how many each person has, not by a device's MAC address
        (riskmining, "谁拥有的设备最多？", _most_devices()),
        (acme, "What is the average founding year of the companies Acme Motors paid?",
         [pytest.approx(sum(founded[n] for n in paid_by_acme) / len(paid_by_acme))]),
        (acme, "How many companies were founded in the 1990s?", [sum(1990 <= y <= 1999 for y in founded.values())]),  # the decade
        (riskmining, "Who is the oldest person that 柏* paid?", _oldest_paid_by("柏*")),  # by age, not by the amount paid
        (acme, "Where is the legal representative of Acme Motors from?", None),  # a place, not a person
    ]
    for root, question, expected in cases:
        if isinstance(root, Asker):
            result = root.ask(question)
        else:
            with Asker(root, complete=None) as asker:
                result = asker.ask(question)
        if expected is None:
            assert result.mode == "evidence", (question, result.values, result.plan)
        else:
            assert result.mode == "answer" and sorted(result.values) == expected, (question, result.values, result.notes)


def _top_received(names: dict, transfers: list[dict], n: int) -> list[str]:
    """The companies whose total received (transAmt summed) ranks ``n`` or better, ties at the cut kept."""
    totals: dict[str, int] = {}
    for t in transfers:
        totals[names[t["dstId"]]] = totals.get(names[t["dstId"]], 0) + int(t["transAmt"])
    cut = sorted(totals.values(), reverse=True)[n - 1]
    return sorted(name for name, total in totals.items() if total >= cut)


def test_a_latin_name_written_against_chinese_links(acme):
    """"Ada Moreno是…" once linked nothing: a CJK character counted as a letter of the name's word."""
    people = {r["name"]: r["legalRepresentative"].split(";") for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    founded = {r["name"]: int(r["founded"]) for r in companies()}
    assert sorted(acme.ask("Ada Moreno是哪些公司的法人代表？").values) == sorted(people["Ada Moreno"])
    assert acme.ask("Acme Motors成立于哪一年？").values == [founded["Acme Motors"]]


def test_a_misspelt_name_gets_no_answer_but_a_did_you_mean(acme):
    """"Acme Motor" links nothing (no answer is guessed from a near name), and the notes name the
    entity it nearly spells; a question with no such name gets no suggestion."""
    names = [r["name"] for r in companies()]
    assert "Acme Motor" not in names and "Acme Motors" in names
    result = acme.ask("When was Acme Motor founded?")
    assert result.mode == "evidence" and result.values is None
    assert any("did you mean 'Acme Motors' (Company" in n for n in result.notes), result.notes
    assert not any("did you mean" in n for n in acme.ask("What is the weather in Paris?").notes)


def test_a_superlative_over_tied_values_answers_every_tied_entity(affairqa_asker):
    """Two or more gas stations share the lowest value: all of them, and the answer says so."""
    rows = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "加油站.csv") if r["employeeCount"].strip()]
    low = min(float(r["employeeCount"]) for r in rows)
    tied = sorted(r["name"] for r in rows if float(r["employeeCount"]) == low)
    assert len(tied) > 1
    result = affairqa_asker.ask("哪个加油站的职工人数最少？")
    assert result.mode == "answer", result.notes
    assert sorted(result.values) == tied and f"{len(tied)} tie" in result.answer


@pytest.mark.parametrize("question", [
    "What is the weather in Paris?",                                   # nothing of the graph
    "Which company is the best partner for Acme Motors?",              # no predicate names it
    "Why did Acme Motors pay Delta Cells GmbH?",                       # a reason: no value holds it
    "How many employees does Acme Motors have?",                       # no property counts employees
    "Which companies paid Acme Motors in the week after Easter?",      # a window no calendar here dates
    "Who founded Acme Motors?",                                        # who: no person relation
    # each of these was answered as the question without its hard words (the sum of all transfers,
    # the largest amount, the sum of transfers under 10000 each); a negation is read now (round 37), a sum
    # per group ("How much did each company pay?") since round 49, the second largest transfer and the date
    # of the largest since round 53 (test_schema_planner_round53.py), "What are the top 3 companies by total inflow?"
    # since round 63 (test_schema_planner_round62.py)
    "Which companies paid less than 10000 in total?",                  # a bound on each company's sum
])
def test_questions_outside_its_shapes_give_evidence(acme, question):
    result = acme.ask(question)
    assert result.mode == "evidence" and result.values is None
    assert any(n.startswith("schema planner:") for n in result.notes)


@pytest.mark.parametrize("question", [
    "柏*转过账的人里，谁的电话号码以132开头？",                # a prefix test no reading makes
    "Which people did 柏* transfer money to on weekends?",       # a calendar the store does not hold
    "How many transfers did 柏* make to people older than 50?",  # a bound on the other end of a count
    "柏*为什么给杜*转账？",                                       # a reason
    "使用证书68802adde35845d76eeb172ff8ea6825的应用有哪些风险？",  # "risks" of apps: no such relation
])
def test_edge_questions_outside_its_readings_give_evidence(riskmining, question):
    """Questions over the transfers that a reading would answer only by leaving a word, a number
    or an id unread: evidence, never a guess."""
    with Asker(riskmining, complete=None) as asker:
        result = asker.ask(question)
    assert result.mode == "evidence" and result.values is None, (result.plan, result.values)


@pytest.mark.parametrize("name", ["acme-supply", "kag-supplychain", "kag-riskmining"])
def test_our_question_sets_precision(name, acme, supplychain, riskmining):
    """What it answers on our own sets is right (precision at least .95); what it cannot read it
    leaves to evidence."""
    questions = json.loads((REPO / "bench" / "questions" / f"{name}.json").read_text(encoding="utf-8"))
    root = {"kag-supplychain": supplychain, "kag-riskmining": riskmining}.get(name)
    asker = acme if root is None else Asker(root, complete=None)
    try:
        results = [(q, asker.ask(q["question"])) for q in questions]
    finally:
        if root is not None:
            asker.close()
    answered = [(q, r) for q, r in results if r.mode == "answer"]
    right = sum(score_values(r.values, q["answer"])[0] == 1.0 for q, r in answered)
    assert answered and right / len(answered) >= 0.95, [(q["id"], r.values) for q, r in answered]
    # and it answers most of them (the sets' gold is computed from the CSVs, tests/bench)
    assert right / len(questions) >= 0.6, [q["id"] for q, r in results if r.mode != "answer"]


def test_the_store_records_the_date_its_windows_count_back_from(riskmining):
    """A relative window ("近30天") counts back from the date the rules used, which the build
    records in the store (the fixture builds through the API, without a build stamp)."""
    from datetime import date

    with Asker(riskmining, complete=None) as asker:
        assert asker.built_as_of() == date(2023, 10, 15)
        result = asker.ask("近30天柏*转出了多少钱？")
    persons = {r["id"]: r["name"] for r in read_csv(dataset("kag-riskmining") / "sources" / "Person.csv")}
    src = next(i for i, n in persons.items() if n == "柏*")
    expected = sum(int(t["transAmt"]) for t in read_csv(dataset("kag-riskmining") / "sources" / "Person_fundTrans_Person.csv")
                   if t["src"] == src and (date(2023, 10, 15) - date(int(t["transDate"][:4]), int(t["transDate"][4:6]), int(t["transDate"][6:]))).days < 30
                   and t["transDate"] <= "20231015")
    assert result.mode == "answer" and result.values == [expected], result.notes


def test_property_questions_over_affairqa_tables_outside_the_dev_questions(affairqa_asker):
    """The dev questions ask about gas stations and medical institutions; the same shapes over the
    other tables (schools, religious places) are answered from the same reading, gold read from the
    CSV files with the csv module."""
    sources = dataset("kag-affairqa") / "sources"
    cases = []
    for row in [r for r in read_csv(sources / "学校.csv") if r["name"].strip()][:3]:
        cases += [(f"{row['name']}的地址是什么？", row["address"]), (f"{row['name']}的电话号码是多少？", row["phoneNumber"]),
                  (f"{row['name']}的在校生有多少人？", row["studentCount"]), (f"{row['name']}的学制是什么？", row["schoolSystem"])]
    for row in [r for r in read_csv(sources / "宗教场所.csv") if r["name"].strip()][:3]:
        cases += [(f"{row['name']}属于什么宗教？", row["religion"]), (f"{row['name']}在哪里？", row["address"]),
                  (f"{row['name']}的邮政编码是多少？", row["postalCode"])]
    cases = [(q, gold) for q, gold in cases if gold.strip()]
    results = [(affairqa_asker.ask(q), gold) for q, gold in cases]
    answered = [(r, gold) for r, gold in results if r.mode == "answer"]
    assert all(score_values(r.values, [gold])[0] == 1.0 for r, gold in answered), [(r.question, r.values, g) for r, g in answered]
    assert len(answered) >= 0.8 * len(cases), [r.question for r, _g in results if r.mode != "answer"]


def test_a_question_about_a_kind_reads_its_class_word_and_a_rating_by_its_letters(affairqa_asker):
    """"属于哪种类型的组织", "what type of organization", "哪种类别的宗教场所": the class word after the kind
    asked says what the answer is a kind of (协会), it names nothing else to read (组织 is also part
    of the property 组织机构代码); "几A级景区" asks for a rating written in letters. Gold from the CSV."""
    sources = dataset("kag-affairqa") / "sources"
    cases = []
    for row in [r for r in read_csv(sources / "协会.csv") if r["name"].strip() and r["type"].strip()][10:13]:
        cases += [(f"{row['name']}属于哪种类型的组织？", row["type"]), (f"What type of organization is {row['name']}?", row["type"])]
    for row in [r for r in read_csv(sources / "宗教场所.csv") if r["name"].strip() and r["category"].strip()][5:8]:
        cases += [(f"{row['name']}属于哪种类别的宗教场所？", row["category"])]  # 类别, not 类型 (种类 inside 哪种类别)
    for row in [r for r in read_csv(sources / "旅游景点.csv") if r["name"].strip() and r["level"].strip()][20:23]:
        cases += [(f"{row['name']}是几A级景区？", row["level"])]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and score_values(result.values, [gold])[0] == 1.0, (question, gold, result.values, result.notes)


def test_inclusive_and_negated_bounds_keep_their_strictness(acme, supplychain, riskmining):
    """"50 or older" was read as over 50 ("older" is a strict bound), and "不超过10万" / "no more
    than 100000" as over 100000 ("超过", "more than" end the negated bound): wrong answers. "larger
    than" bounded nothing. Gold from the CSVs: the people's ages and the transfer amounts."""
    sc_ages = {r["name"]: int(r["age"]) for r in read_csv(dataset("kag-supplychain") / "sources" / "Person.csv")}
    rm_ages = {r["name"]: int(r["age"]) for r in read_csv(dataset("kag-riskmining") / "sources" / "Person.csv")}
    amounts = [int(t["transAmt"]) for t in _transfers()]
    assert 50 in sc_ages.values()  # someone exactly 50: the strictness of the bound decides
    people = [
        (supplychain, "Which people are 50 or older?", sorted(n for n, a in sc_ages.items() if a >= 50)),
        (supplychain, "Which people are no older than 25?", sorted(n for n, a in sc_ages.items() if a <= 25)),
        (supplychain, "Which people are 25 or younger?", sorted(n for n, a in sc_ages.items() if a <= 25)),
        (supplychain, "年龄不小于50岁的人有哪些？", sorted(n for n, a in sc_ages.items() if a >= 50)),
        (riskmining, "年龄超过50岁的人有哪些？", sorted(n for n, a in rm_ages.items() if a > 50)),
    ]
    transfers = [
        ("How many transfers were larger than 100000?", sum(a > 100000 for a in amounts)),
        ("How many transfers were 100000 or more?", sum(a >= 100000 for a in amounts)),
        ("How many transfers were no more than 100000?", sum(a <= 100000 for a in amounts)),
        ("单笔金额不超过10万的转账有几笔？", sum(a <= 100000 for a in amounts)),
        ("单笔金额超过10万的转账有几笔？", sum(a > 100000 for a in amounts)),
    ]
    for root, question, expected in people:
        with Asker(root, complete=None) as asker:
            result = asker.ask(question)
        assert result.mode == "answer" and sorted(result.values) == expected, (question, result.values, result.notes)
    for question, expected in transfers:
        result = acme.ask(question)
        assert result.mode == "answer" and result.values == [expected], (question, result.values, result.notes)


def test_the_people_who_paid_someone_are_not_that_someone(riskmining):
    """"给裘**转过账的人多大年纪？" was answered with 裘**'s own age: the aspect particle in "转过账"
    split the verb so the property reading left nothing of it unread. Now the payers' ages, from the
    CSVs, or no answer; a question naming no one between gets none."""
    src = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r for r in read_csv(src / "Person.csv")}
    payers = {t["src"] for t in read_csv(src / "Person_fundTrans_Person.csv") if people[t["dst"]]["name"] == "裘**"}
    with Asker(riskmining, complete=None) as asker:
        paid = asker.ask("给裘**转过账的人多大年纪？")
        assert paid.mode == "answer" and sorted(paid.values) == sorted(int(people[i]["age"]) for i in payers), paid.notes
        vague = asker.ask("给裘**转过账的那位多大年纪？")
        assert vague.mode == "evidence" or sorted(vague.values) == sorted(int(people[i]["age"]) for i in payers), vague.values


def test_everyday_paraphrases_of_affairqa_columns(affairqa_asker):
    """How people ask for a column without its display name: "在哪个县/区" (所在区县), "在什么地方"
    (地址), "联系方式" (电话号码), "能做哪些业务" (业务范围), "什么时候到期" / "expire" (失效日期), the
    A-not-A yes/no "是不是" (是否构成重大危险源; it was refused as a negation), an English type name
    in words ("gas stations" for GasStation), "how many students does X have" (studentCount). Gold
    from the CSV files."""
    sources = dataset("kag-affairqa") / "sources"
    rows = lambda name, *cols: [r for r in read_csv(sources / name) if r["name"].strip() and all(r[c].strip() for c in cols)]
    cases = []
    for row in rows("旅行社.csv", "county", "businessScope")[30:32]:
        cases += [(f"{row['name']}在哪个县？", row["county"]), (f"{row['name']}在哪个区？", row["county"]),
                  (f"{row['name']}能做哪些业务？", row["businessScope"])]
    for row in rows("医疗机构.csv", "phoneNumber", "address")[40:42]:
        cases += [(f"请问{row['name']}的联系方式", row["phoneNumber"]), (f"{row['name']}在什么地方？", row["address"])]
    for row in rows("许可证.csv", "invalidDate")[50:52]:
        cases += [(f"许可证{row['name']}什么时候到期？", row["invalidDate"]), (f"When does license {row['name']} expire?", row["invalidDate"])]
    for row in rows("加油站.csv", "isMajorDangerSource")[5:7]:
        cases += [(f"{row['name']}是不是重大危险源？", row["isMajorDangerSource"])]
    for row in rows("学校.csv", "studentCount", "teacherCount")[1:3]:  # "how many X" names the property "X count"
        cases += [(f"How many students does {row['name']} have?", row["studentCount"]),
                  (f"how many teachers does {row['name']} have", row["teacherCount"])]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and score_values(result.values, [gold])[0] == 1.0, (question, gold, result.values, result.notes)
    stations = rows("加油站.csv", "county")
    county = sorted({r["county"] for r in stations})[3]
    count = affairqa_asker.ask(f"How many gas stations are there in {county}?")
    assert count.mode == "answer" and count.values == [len({r["name"] for r in stations if r["county"] == county})], count.notes


def test_a_question_about_what_shares_a_value_is_no_property_question(affairqa_asker):
    """"和X在同一个区县的学校还有哪所？" was answered with X's county (a place, for "which school"):
    a reading that compares nothing leaves "the same" unread. No reading here answers it yet."""
    school = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "学校.csv") if r["name"].strip() and r["county"].strip()][0]
    result = affairqa_asker.ask(f"和{school['name']}在同一个区县的学校还有哪所？")
    assert school["county"] not in (result.values or []), result.values


def test_a_property_of_an_entity_named_by_one_of_its_values(affairqa_asker, riskmining):
    """"法定代表人是X的加油站位于哪个区县？", "the address of the gas station whose legal
    representative is X", "地址在Y的旅行社叫什么名字？": the entity is described, not named. A
    question asking for the entity itself ("Which company has the phone number …") keeps the list
    reading, and a type value that only repeats the type's name describes nothing. Gold from the CSVs."""
    sources = dataset("kag-affairqa") / "sources"
    stations = [r for r in read_csv(sources / "加油站.csv") if r["name"].strip()]
    by_rep: dict[str, list[dict]] = {}
    for r in stations:
        by_rep.setdefault(r["legalRepresentative"].strip(), []).append(r)
    reps = [rows[0] for rep, rows in sorted(by_rep.items()) if rep and len(rows) == 1 and rows[0]["county"].strip() and rows[0]["address"].strip()]
    agencies = [r for r in read_csv(sources / "旅行社.csv") if r["name"].strip() and r["address"].strip()]
    by_address: dict[str, set] = {}
    for r in agencies:
        by_address.setdefault(r["address"].strip(), set()).add(r["name"].strip())
    agency = next(r for r in agencies[40:] if len(by_address[r["address"].strip()]) == 1)
    cases = [(f"法定代表人是{row['legalRepresentative']}的加油站位于哪个区县？", row["county"]) for row in reps[10:12]]
    cases += [(f"What is the address of the gas station whose legal representative is {row['legalRepresentative']}?", row["address"])
              for row in reps[12:14]]
    cases += [(f"地址在{agency['address']}的旅行社叫什么名字？", agency["name"])]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and score_values(result.values, [gold])[0] == 1.0, (question, gold, result.values, result.notes)
    # the entity asked for, and a description that is only the type's name: no property of theirs
    listed = affairqa_asker.ask("构成重大危险源的加油站有哪些？")
    assert listed.mode == "evidence" or not set(listed.values or []) <= {"是", "否"}, listed.values
    src = dataset("kag-riskmining") / "sources"
    company = [r for r in read_csv(src / "Company.csv") if r["phone"].strip()][0]
    holders = sorted(r["name"] for r in read_csv(src / "Company.csv") if r["phone"] == company["phone"])
    with Asker(riskmining, complete=None) as asker:
        which = asker.ask(f"Which company has the phone number {company['phone']}?")
    assert which.mode == "answer" and sorted(which.values) == holders, (which.values, which.notes)


def test_which_of_two_was_founded_earlier_compares_dates_not_text(affairqa_asker):
    """AffairQA writes dates as text ("2016/11/9"); compared as text, "2016/11/10" comes first.
    "哪个成立得更早" reads the date property whole and the execution compares the two dates as days.
    Pairs whose text order and date order differ, gold from the CSV."""
    import datetime as dt

    schools = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "学校.csv") if r["name"].strip() and r["establishmentDate"].strip()]
    day = lambda r: dt.date(*map(int, r["establishmentDate"].split("/")))
    pairs = [(a, b) for i, a in enumerate(schools) for b in schools[i + 1:]
             if a["name"] not in b["name"] and b["name"] not in a["name"] and day(a) != day(b)
             and (a["establishmentDate"] < b["establishmentDate"]) != (day(a) < day(b))]
    assert pairs, "the CSV holds a pair whose text order and date order differ"
    for a, b in pairs[:2]:
        earlier = affairqa_asker.ask(f"{a['name']}和{b['name']}哪个成立得更早？")
        assert earlier.mode == "answer" and earlier.values == [min((a, b), key=day)["name"]], (earlier.values, earlier.notes)
        later = affairqa_asker.ask(f"{a['name']}和{b['name']}哪个成立得更晚？")
        assert later.mode == "answer" and later.values == [max((a, b), key=day)["name"]], (later.values, later.notes)
        before = affairqa_asker.ask(f"{a['name']}比{b['name']}成立得早吗？")
        assert before.mode == "answer" and before.values == [day(a) < day(b)], (before.values, before.notes)


def test_what_the_second_blind_probe_found_answered_wrongly(acme, supplychain):
    """Each of these was a wrong answer on questions written blind (round 2 of the probes): "不超过"
    read as "超过"; "List the companies whose …" answered with one sum; "received 866566 from X"
    answered with every company X paid (the amount unread, the direction reversed); "X 的法人代表是谁"
    answered with the companies sharing X's representative (sameLegalRepresentative); a chain
    through "the companies Acme Motors paid" answered with its first hop. Now the right answer,
    from the CSVs, or none."""
    src = dataset("kag-supplychain") / "sources"
    names = {r["id"]: r["name"] for r in read_csv(src / "Company.csv")}
    ages = {r["name"]: int(r["age"]) for r in read_csv(src / "Person.csv")}
    transfers = read_csv(src / "Company_fundTrans_Company.csv")
    payer = names[transfers[0]["srcId"]]
    amount = transfers[0]["transAmt"]
    paid_that = sorted({names[t["dstId"]] for t in transfers if names[t["srcId"]] == payer and t["transAmt"] == amount})
    reps = {r["name"]: r["legalRepresentative"].split(";") for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    acme_paid = {t["dst"] for t in _transfers("Acme Motors")}
    second_hop = sorted({t["dst"] for t in _transfers() if t["src"] in acme_paid})
    with Asker(supplychain, complete=None) as asker:
        young = asker.ask("列出年龄不超过22岁的自然人。")
        assert young.mode == "answer" and sorted(young.values) == sorted(n for n, a in ages.items() if a <= 22), young.values
        listed = asker.ask("List the companies whose total inflow is 1,000,000 or more.")
        assert listed.mode == "evidence" or all(isinstance(v, str) for v in listed.values), listed.values
        for question in (f"which company received {amount} from {payer}?", f"{payer}给谁转了{amount}？"):
            exact = asker.ask(question)
            assert exact.mode == "answer" and sorted(exact.values) == paid_that, (question, exact.values, exact.plan)
    for company in ("Borealis Rubber Works", "Acme Motors"):
        rep = acme.ask(f"{company} 的法人代表是谁？")
        assert rep.mode == "answer" and sorted(rep.values) == sorted(n for n, cs in reps.items() if company in cs), (rep.values, rep.plan)
    shared = sorted({c for cs in reps.values() if "Delta Cells GmbH" in cs for c in cs} - {"Delta Cells GmbH"})
    other = acme.ask("Delta Cells GmbH 的法人代表还代表哪家公司？")  # a company, not the person between
    assert other.mode == "answer" and sorted(other.values) == shared, (other.values, other.plan)
    chain = acme.ask("Which companies received money from the companies Acme Motors paid?")
    assert chain.mode == "evidence" or sorted(chain.values) == second_hop, (chain.values, chain.plan)


def test_which_category_a_place_is_of_reads_the_category_not_what_it_follows(affairqa_asker):
    """"绍兴市法印寺属于哪一类宗教场所？" was answered with its religion (佛教): "宗教场所" says what
    it is a kind of, and 哪一类 asks for its 类别. Gold from the CSVs."""
    sources = dataset("kag-affairqa") / "sources"
    cases = [(f"{r['name']}属于哪一类宗教场所？", r["category"])
             for r in read_csv(sources / "宗教场所.csv") if r["name"].strip() and r["category"].strip()][30:32]
    cases += [(f"{r['name']}是哪一类医疗机构", r["category"])
              for r in read_csv(sources / "医疗机构.csv") if r["name"].strip() and r["category"].strip()][20:22]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and score_values(result.values, [gold])[0] == 1.0, (question, gold, result.values, result.notes)


def _day(text: str):
    import datetime as dt

    parts = re.split(r"[/-]", text.strip())
    return dt.date(*map(int, parts)) if len(parts) == 3 and all(p.isdigit() for p in parts) else None


def test_what_the_second_blind_probe_left_unanswered_over_affairqa(affairqa_asker):
    """Shapes the blind AffairQA questions asked that had no reading, gold from the CSVs: an entity
    described by a code written against Chinese ("电话是0571-…的是哪所学校", the code's word boundary
    was a CJK character) or by a value two of its properties hold ("负责人为X", X also its legal
    representative); which of two came first without 更 ("哪家成立得早", "谁先登记", "Which expires
    later"); the most of a number written as text ("the most employees")."""
    sources = dataset("kag-affairqa") / "sources"
    read = lambda name: [r for r in read_csv(sources / name) if r["name"].strip()]
    schools, stations, associations, licences = read("学校.csv"), read("加油站.csv"), read("协会.csv"), read("许可证.csv")
    unique = lambda rows, col: [r for r in rows if r[col].strip() and sum(x[col] == r[col] for x in rows) == 1]
    cases = [(f"电话是{r['phoneNumber']}的是哪所学校？", [r["name"]]) for r in unique(schools, "phoneNumber") if "-" in r["phoneNumber"]][:2]
    both = [r for r in unique(stations, "manager") if r["manager"] == r["legalRepresentative"] and r["level"].strip()
            and sum(x["legalRepresentative"] == r["manager"] for x in stations) == 1]
    cases += [(f"负责人为{r['manager']}的加油站是几级站？", [r["level"]]) for r in both[:2]]
    cases += [(f"统一社会信用代码为{r['unifiedSocialCreditCode']}的协会是什么时候登记的？", [r["registrationTime"]])
              for r in unique(associations, "unifiedSocialCreditCode") if r["registrationTime"].strip()][3:5]
    dated = [r for r in unique(associations, "name") if _day(r["registrationTime"])]
    a, b = next((a, b) for a in dated[10:] for b in dated[20:] if _day(a["registrationTime"]) != _day(b["registrationTime"]))
    cases += [(f"{a['name']}和{b['name']}，谁先登记？", [min((a, b), key=lambda r: _day(r["registrationTime"]))["name"]])]
    expiring = [r for r in unique(licences, "name") if _day(r["invalidDate"])]
    a, b = next((a, b) for a in expiring[5:] for b in expiring[15:] if _day(a["invalidDate"]) != _day(b["invalidDate"]))
    cases += [(f"Which expires later, licence {a['name']} or licence {b['name']}?", [max((a, b), key=lambda r: _day(r["invalidDate"]))["name"]])]
    counted = [r for r in stations if re.fullmatch(r"\d+(?:\.\d+)?", r["employeeCount"].strip())]
    most = max(float(r["employeeCount"]) for r in counted)
    cases += [("Which gas station has the most employees?", sorted({r["name"] for r in counted if float(r["employeeCount"]) == most}))]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and sorted(map(str, result.values)) == sorted(gold), (question, gold, result.values, result.notes)


def test_a_bound_restricts_a_superlative_or_an_average_and_at_least_is_no_superlative(supplychain, riskmining):
    """"Among people over 50, who's the youngest?", "the average age of the people older than 50":
    the bound restricts what the superlative or the average reads (it was left unread). "at least 53"
    once read "least" as a superlative. Polite and quantifying words ("could you tell me", "across",
    "distinct") and "deal in" (a company's products) read. Gold from the CSVs."""
    src = dataset("kag-riskmining") / "sources"
    rm_ages = {r["name"]: int(r["age"]) for r in read_csv(src / "Person.csv")}
    sc_src = dataset("kag-supplychain") / "sources"
    sc_ages = {r["name"]: int(r["age"]) for r in read_csv(sc_src / "Person.csv")}
    over_50 = {n: a for n, a in sc_ages.items() if a > 50}
    company = read_csv(sc_src / "Company.csv")[3]
    products = sorted({p.strip() for p in company["product"].split(",") if p.strip()})
    with Asker(riskmining, complete=None) as asker:
        listed = asker.ask("Can you list the people who are at least 53 years old?")
        assert listed.mode == "answer" and sorted(listed.values) == sorted(n for n, a in rm_ages.items() if a >= 53), listed.values
        mean = asker.ask("What is the average age of the people older than 50?")
        older = [a for a in rm_ages.values() if a > 50]
        assert mean.mode == "answer" and mean.values == [pytest.approx(sum(older) / len(older))], mean.notes
    with Asker(supplychain, complete=None) as asker:
        young = asker.ask("Among people over 50, who's the youngest?")
        assert young.mode == "answer" and sorted(young.values) == sorted(n for n, a in over_50.items() if a == min(over_50.values())), young.notes
        deal = asker.ask(f"what products does {company['name']} deal in")
        assert deal.mode == "answer" and sorted(deal.values) == products, (deal.values, deal.notes)


def test_which_few_is_a_list_and_whose_device_is_its_owner(supplychain, riskmining):
    """"哪几家公司经营X？" was answered with a count (几家 read as how many); "umid为…的设备归谁所有？"
    with the device itself. Now the companies, and the owners through the relation into the
    described device (Person-[hasDevice]->Device). Gold from the CSVs."""
    sc_src = dataset("kag-supplychain") / "sources"
    companies = read_csv(sc_src / "Company.csv")
    product = sorted({p.strip() for r in companies for p in r["product"].split(",") if p.strip()})[5]
    makers = sorted({r["name"] for r in companies if product in {p.strip() for p in r["product"].split(",")}})
    src = dataset("kag-riskmining") / "sources"
    people = {r["id"]: r["name"] for r in read_csv(src / "Person.csv")}
    devices = [r for r in read_csv(src / "Device.csv") if r["umid"].strip()]
    owners: dict[str, set] = {}
    for r in read_csv(src / "Person_hasDevice_Device.csv"):
        owners.setdefault(r["dst"], set()).add(people[r["src"]])
    device = next(d for d in devices if d["id"] in owners and sum(x["umid"] == d["umid"] for x in devices) == 1)
    with Asker(supplychain, complete=None) as asker:
        which = asker.ask(f"哪几家公司经营{product}？")
        assert which.mode == "answer" and sorted(which.values) == makers, (which.values, which.plan)
    with Asker(riskmining, complete=None) as asker:
        for question in (f"umid为{device['umid']}的设备归谁所有？", f"Who owns the device whose umid is {device['umid']}?"):
            owner = asker.ask(question)
            assert owner.mode == "answer" and sorted(owner.values) == sorted(owners[device["id"]]), (question, owner.values, owner.plan)


def test_short_and_everyday_names_of_a_role_and_a_type(acme, affairqa_asker):
    """"legal rep" for legal representative; "scenic spot", "scenic area", "景区" for a tourist
    attraction (旅游景点). Gold from the CSVs."""
    reps = {r["name"]: r["legalRepresentative"].split(";") for r in read_csv(EXAMPLE / "sources" / "Person.csv")}
    rep = acme.ask("Who's the legal rep for Borealis Rubber Works?")
    assert rep.mode == "answer" and sorted(rep.values) == sorted(n for n, cs in reps.items() if "Borealis Rubber Works" in cs), rep.notes
    spots = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "旅游景点.csv") if r["name"].strip() and r["city"].strip()]
    phones = [r for r in spots if r["phoneNumber"].strip() and sum(x["phoneNumber"] == r["phoneNumber"] for x in spots) == 1]
    cases = [(f"Which city is the scenic spot {r['name']} in?", r["city"]) for r in spots[100:102]]
    cases += [(f"What level is the scenic area {r['name']}?", r["level"]) for r in spots[200:202]]
    cases += [(f"联系电话{r['phoneNumber']}的景区在哪个城市？", r["city"]) for r in phones[:2]]
    for question, gold in cases:
        result = affairqa_asker.ask(question)
        assert result.mode == "answer" and score_values(result.values, [gold])[0] == 1.0, (question, gold, result.values, result.notes)


def test_entities_sharing_a_value_with_a_named_one(affairqa_asker):
    """"X所在的县有多少个宗教场所", "X所在城市有哪些佛教协会", "和X在同一个区县的学校还有哪所": the
    named entity's value, then the other type joined on the same property (X itself left out when
    the question says "the same … other"). "丽水市有哪些5A级景区" leaves "5A" unread (it was
    answered with every attraction of the city). Gold from the CSVs."""
    sources = dataset("kag-affairqa") / "sources"
    read = lambda name: [r for r in read_csv(sources / name) if r["name"].strip()]
    schools, places, associations = read("学校.csv"), read("宗教场所.csv"), read("协会.csv")
    by_name = lambda rows: {n for n in (r["name"] for r in rows)}
    school = next(s for s in schools if s["county"].strip() and not s["county"].isdigit()
                  and sum(x["name"] == s["name"] for x in schools + places + associations) == 1)
    in_county = by_name(r for r in places if r["county"] == school["county"])
    count = affairqa_asker.ask(f"{school['name']}所在的县一共有多少个宗教场所？")
    assert count.mode == "answer" and count.values == [len(in_county)], (count.values, count.plan)
    city_school = next(s for s in schools if s["city"].strip() and any(a["city"] == s["city"] and a["religion"] == "佛教" for a in associations))
    listed = affairqa_asker.ask(f"{city_school['name']}所在城市有哪些佛教协会")
    assert listed.mode == "answer" and sorted(listed.values) == sorted(
        by_name(a for a in associations if a["city"] == city_school["city"] and a["religion"] == "佛教")), (listed.values, listed.plan)
    pair = next(s for s in schools if s["county"].strip() and sum(x["county"] == s["county"] for x in schools) >= 2)
    others = affairqa_asker.ask(f"和{pair['name']}在同一个区县的学校还有哪所？")
    assert others.mode == "answer" and sorted(others.values) == sorted(
        by_name(x for x in schools if x["county"] == pair["county"] and x["name"] != pair["name"])), (others.values, others.plan)
    rated = affairqa_asker.ask("丽水市有哪些5A级景区？")
    assert rated.mode == "evidence" or set(rated.values) <= by_name(
        r for r in read("旅游景点.csv") if r["city"] == "丽水市" and r["level"] == "AAAAA"), rated.values


def test_a_list_of_what_the_question_only_qualifies_is_no_answer(riskmining, affairqa_asker):
    """Found by the fourth blind probe: "谁是赌博App的老板？" was answered with the gambling apps
    ("老板", the head of what is asked, unread) and "绍兴市有哪些一A级的景区？" with every attraction
    of the city ("一A" unread). Either the right answer, from the CSVs, or none."""
    src = dataset("kag-riskmining") / "sources"
    apps = {r["id"] for r in read_csv(src / "App.csv")}
    with Asker(riskmining, complete=None) as asker:
        boss = asker.ask("谁是赌博App的老板？")
    assert boss.mode == "evidence" or not set(boss.values) & apps, boss.values
    rated = affairqa_asker.ask("绍兴市有哪些一A级的景区？")
    assert rated.mode == "evidence" or set(rated.values) <= {
        r["name"] for r in read_csv(dataset("kag-affairqa") / "sources" / "旅游景点.csv") if r["city"] == "绍兴市" and r["level"] == "A"}, rated.values


def test_the_earliest_or_latest_by_a_date_written_as_text(affairqa_asker):
    """"成立最早的学校是哪一所？", "Which school was established most recently?": a Sort by a date
    property whose values are text ranks them as days (compile.DATE_DAYS); as text, "2016/11/9"
    would come after "2016/11/10". Gold from the CSV."""
    schools = [r for r in read_csv(dataset("kag-affairqa") / "sources" / "学校.csv") if r["name"].strip() and _day(r["establishmentDate"])]
    first = min(_day(r["establishmentDate"]) for r in schools)
    last = max(_day(r["establishmentDate"]) for r in schools)
    earliest = affairqa_asker.ask("成立最早的学校是哪一所？")
    assert earliest.mode == "answer" and earliest.values == sorted(r["name"] for r in schools if _day(r["establishmentDate"]) == first), earliest.notes
    latest = affairqa_asker.ask("Which school was established most recently?")
    assert latest.mode == "answer" and latest.values == sorted(r["name"] for r in schools if _day(r["establishmentDate"]) == last), latest.notes
