"""Follow-up questions that stand for an earlier question's entity by a pronoun (blind round 96, asked of ef45b7d
before any look: alone, "那它一共拥有多少张证书？" counted every certificate, "And how many payments has it made as
the payer?" every payment). Asked after the questions they follow (``Asker.ask(..., after=[...])``) they read that
entity; asked alone they are not answered. Expected values from the raw CSV files."""

from __future__ import annotations

import pytest

from kagflow.solver.follow_ups import back_reference, with_name
from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"


def test_a_pronoun_reads_the_entity_the_question_before_named(affairqa_asker):
    phone = next(r["phoneNumber"] for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "杭州延龄堂中医诊所")
    result = affairqa_asker.ask("那它的联系电话是多少？", after=["老人们想去看中医，杭州延龄堂中医诊所的地址在哪里？"])
    assert right(result, [phone]), (result.values, result.notes)
    assert any("follow-up: read '它' as 杭州延龄堂中医诊所" in n for n in result.notes), result.notes
    assert result.question == "那它的联系电话是多少？"  # (the question as asked; the reading is a note)


def test_a_person_word_reads_the_person_the_question_before_answered(acme):
    people = read_csv(EXAMPLE / "sources" / "Person.csv")
    oldest = max(people, key=lambda r: int(r["age"]))
    assert sum(int(r["age"]) == int(oldest["age"]) for r in people) == 1
    result = acme.ask("那这个人担任法定代表人的公司有哪些？", after=["所有法定代表人里年龄最大的是谁？"])
    assert right(result, [c.strip() for c in oldest["legalRepresentative"].split(";")]), (result.values, result.notes)


def test_english_follow_ups_and_a_chain_of_them(supplychain_asker, acme):
    paid = sum(r["srcId"] == "CSF0000001579" for r in read_csv(SC / "Company_fundTrans_Company.csv"))
    assert next(r["name"] for r in read_csv(SC / "Company.csv") if r["id"] == "CSF0000001579") == "传化****限公司"
    first = "Before I set a credit limit on 传化****限公司, I need its total inflow: how much money has it received in all recorded transfers?"
    result = supplychain_asker.ask("And how many payments has it made as the payer?", after=[first])
    assert right(result, [str(paid)]), (result.values, result.notes)
    founded = next(r["founded"] for r in read_csv(EXAMPLE / "sources" / "Company.csv") if r["name"] == "Fjord Steel AS")
    # the entity reached through a follow-up before it (its own pronoun read first)
    result = acme.ask("And in what year was it founded?", after=["Which country is Fjord Steel AS based in?", "And what does it make?"])
    assert right(result, [founded]), (result.values, result.notes)


def test_a_follow_up_asked_alone_is_not_answered(riskmining_asker, supplychain_asker):
    company = next(r["id"] for r in read_csv(RM / "Company.csv") if r["name"] == "航天彩**人*股*限公司")
    certs = {r["dst"] for r in read_csv(RM / "Company_hasCert_Cert.csv") if r["src"] == company}
    result = riskmining_asker.ask("那它一共拥有多少张证书？")
    assert result.mode != "answer" and any("follow-up" in n for n in result.notes), (result.values, result.notes)
    result = riskmining_asker.ask("那它一共拥有多少张证书？", after=["审核一个开发者账号时需要核对：航天彩**人*股*限公司登记的电话号码是多少？"])
    assert right(result, [str(len(certs))]), (result.values, result.notes)
    result = supplychain_asker.ask("那它收到过哪家公司的转账？")
    assert result.mode != "answer", (result.values, result.notes)


def test_a_pronoun_inside_a_question_reads_the_earlier_entity_only_where_the_question_alone_gets_no_answer(affairqa_asker, riskmining_asker):
    people = {r["id"]: r for r in read_csv(RM / "Person.csv")}
    bai = next(p for p in people.values() if p["name"] == "柏*")
    shares = sorted({next(c["name"] for c in read_csv(RM / "Company.csv") if c["id"] == r["dst"])
                     for r in read_csv(RM / "Person_holdShare_Company.csv") if r["src"] == bai["id"]})
    result = riskmining_asker.ask("Which companies does this person hold shares in? List all of them.", after=["How old is 柏*?"])
    assert right(result, shares), (result.values, result.notes)
    result = riskmining_asker.ask("Which companies does this person hold shares in? List all of them.")
    assert result.mode != "answer", (result.values, result.notes)
    # the earlier which-question's answer is what "这家" stands for, not the licence number it named
    agency = next(r for r in read_csv(AQ / "旅行社.csv") if r["licenseNumber"] == "L-ZJ00385")  # (the second licenseNumber column)
    result = affairqa_asker.ask("这家的传真号是多少？", after=["有商家报上来的许可证号是L-ZJ00385，对应哪家旅行社？"])
    assert right(result, [agency["faxNumber"]]), (result.values, result.notes)


def test_an_earlier_question_naming_two_entities_leaves_it_unread(riskmining_asker):
    result = riskmining_asker.ask("And how old is it?", after=["Do 裘** and 杜* share a device?"])
    assert result.mode != "answer" and any("names 2 entities" in n for n in result.notes), (result.values, result.notes)


def test_a_follow_up_that_leaves_out_what_the_question_before_said(affairqa_asker, acme):
    agencies = read_csv(AQ / "旅行社.csv")
    n = {city: sum(r["city"] == city for r in agencies) for city in ("杭州市", "宁波市", "嘉兴市")}
    result = affairqa_asker.ask("那宁波市呢？", after=["杭州市有多少家旅行社？"])  # (another entity in the earlier one's place)
    assert right(result, [str(n["宁波市"])]), (result.values, result.notes)
    result = affairqa_asker.ask("那嘉兴市呢？", after=["杭州市有多少家旅行社？", "那宁波市呢？"])  # (a chain of them)
    assert right(result, [str(n["嘉兴市"])]), (result.values, result.notes)
    phone = next(r["phoneNumber"] for r in read_csv(AQ / "医疗机构.csv") if r["name"] == "杭州延龄堂中医诊所")
    result = affairqa_asker.ask("那电话呢？", after=["杭州延龄堂中医诊所的地址在哪里？"])  # (a noun of the earlier one's entity)
    assert right(result, [phone]), (result.values, result.notes)
    founded = next(r["founded"] for r in read_csv(EXAMPLE / "sources" / "Company.csv") if r["name"] == "Helix Chemicals")
    result = acme.ask("What about Helix Chemicals?", after=["When was Fjord Steel AS founded?"])
    assert right(result, [founded]), (result.values, result.notes)
    result = affairqa_asker.ask("那宁波市呢？")  # alone: nothing to put it in
    assert result.mode != "answer" and any("follow-up" in n for n in result.notes), (result.values, result.notes)


def test_a_request_to_list_what_the_question_before_counted(affairqa_asker):
    danger = sorted(r["name"] for r in read_csv(AQ / "加油站.csv") if r["isMajorDangerSource"] == "是")
    first = "加油站表里，标注为构成重大危险源的站点一共有几家？"
    result = affairqa_asker.ask(first)
    assert right(result, [str(len(danger))]), (result.values, result.notes)
    result = affairqa_asker.ask("把这几家的名称都列出来。", after=[first])  # (round 100: the count asked as a list)
    assert right(result, danger), (result.values, result.notes)
    result = affairqa_asker.ask("把这几家的名称都列出来。")
    assert result.mode != "answer", (result.values, result.notes)


def test_a_pronoun_beside_another_named_entity(affairqa_asker):
    area = {r["name"]: float(r["buildingArea"]) for r in read_csv(AQ / "宗教场所.csv") if r["name"] in ("新昌县大佛寺", "宁波市七塔禅寺")}
    assert len(area) == 2 and len(set(area.values())) == 2
    result = affairqa_asker.ask("它和宁波市七塔禅寺相比，哪个建筑面积更大？", after=["新昌县大佛寺的建筑面积是多少？只要数字。"])
    assert right(result, [max(area, key=area.get)]), (result.values, result.notes)


def test_a_pronoun_of_the_entity_its_own_question_names_stays_that_one(affairqa_asker, supplychain_asker):
    scope = next(r["businessScope"] for r in read_csv(AQ / "旅行社.csv") if r["name"] == "舟山康辉国际旅行社有限公司")
    result = affairqa_asker.ask("And 舟山康辉国际旅行社有限公司 — is outbound (出境) in its business scope?", after=["杭州市有多少家旅行社？"])
    assert right(result, ["yes" if "出境" in scope else "no"]), (result.values, result.notes)
    people = read_csv(SC / "Person.csv")
    rep = next(p for p in people if "传化****限公司" in {c.strip() for c in p["legalRepresentative"].split(",")})
    result = supplychain_asker.ask("And how old is that person — the legal representative of 传化****限公司?", after=["三角***份限公司的产品是什么？"])
    assert right(result, [rep["age"]]), (result.values, result.notes)


@pytest.mark.parametrize("question", [
    "除去“其它”和没填的，按运营主体算，哪个运营主体名下的加油站最多？",  # 其它: "other", no pronoun
    "新昌县佛教协会所在的那个县里有一家加气站，它的法定代表人是谁？",  # its antecedent said before it
    "The person whose phone number is 193****8747 - how old is that person?",
    "For the smallest transfer on record, give its date and who received it.",  # no follow-up word opens it
    "他们中年龄最大的是谁？",
    "那家1962年成立、总部在加拿大（CA）的公司叫什么名字？",  # the one it then describes
])
def test_a_pronoun_that_does_not_open_a_follow_up_is_no_back_reference(question):
    assert back_reference(question) is None


@pytest.mark.parametrize(("question", "name", "expected"), [
    ("那它的联系电话是多少？", "杭州延龄堂中医诊所", "杭州延龄堂中医诊所的联系电话是多少？"),
    ("And in what year was it founded?", "Fjord Steel AS", "In what year was Fjord Steel AS founded?"),
    ("So what is its phone number?", "柏*", "What is 柏*'s phone number?"),
    ("And how many devices does that person own?", "祁**", "How many devices does 祁** own?"),
])
def test_the_pronoun_is_replaced_by_the_name_and_the_follow_up_word_dropped(question, name, expected):
    ref = back_reference(question)
    assert ref is not None and with_name(question, ref, name) == expected
