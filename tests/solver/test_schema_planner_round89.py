"""Readings blind round 89 (asked of the code after round 88's readings, before any look) found unread: "Who received more
money in total via fund transfers: A or B?" (the noun "transfers" read as the paying verb), a form sentence or the
asker's aside after the question ("…? List all of them.", "…? I'm flagging unusually large receipts."), the devices two
named people both own and their count ("How many devices are owned by both A and B?", "A和B共同拥有几台设备？"),
"（按名称去重）". Expected values from the raw CSV files."""

from __future__ import annotations

from tests.conftest import EXAMPLE, dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"
SC = dataset("kag-supplychain") / "sources"
RM = dataset("kag-riskmining") / "sources"
ACME = EXAMPLE / "sources"


def test_who_received_more_via_fund_transfers(acme):
    names = {r["id"]: r["name"] for r in read_csv(ACME / "Company.csv")}
    received: dict[str, int] = {}
    for r in read_csv(ACME / "Company_fundTrans_Company.csv"):
        received[names[r["dstId"]]] = received.get(names[r["dstId"]], 0) + int(r["transAmt"])
    pair = {c: received.get(c, 0) for c in ("Borealis Rubber Works", "Helix Chemicals")}
    assert all(pair.values()) and len(set(pair.values())) == 2
    result = acme.ask("Who received more money in total via fund transfers: Borealis Rubber Works or Helix Chemicals?")
    assert right(result, [max(pair, key=pair.get)]), (result.values, result.notes)  # (before: both read as payers, no value)


def test_a_form_sentence_or_an_aside_after_the_question(affairqa_asker, supplychain_asker):
    scope = "国内旅游业务、入境旅游业务、出境组团业务"
    gold = sorted(r["name"] for r in read_csv(AQ / "旅行社.csv") if r["city"] == "舟山市" and r["businessScope"] == scope)
    result = affairqa_asker.ask(f'I want to book an outbound tour from Zhoushan. Which travel agencies in 舟山市 have the business scope "{scope}"? '
                                "List all of them.")
    assert gold and right(result, gold), (result.values, result.notes)
    names = {r["id"]: r["name"] for r in read_csv(SC / "Company.csv")}
    big = sorted({names[r["dstId"]] for r in read_csv(SC / "Company_fundTrans_Company.csv") if int(r["transAmt"]) > 1_000_000})
    result = supplychain_asker.ask("Which companies received at least one single transfer above 1,000,000? I'm flagging unusually large receipts.")
    assert big and right(result, big), (result.values, result.notes)


def test_what_two_named_people_both_own(riskmining_asker):
    people = {r["id"]: r["name"] for r in read_csv(RM / "Person.csv")}
    owned: dict[str, set] = {}
    for r in read_csv(RM / "Person_hasDevice_Device.csv"):
        owned.setdefault(people[r["src"]], set()).add(r["dst"])
    both = owned["裘**"] & owned["邬**"]
    assert both
    for question in ("How many devices are owned by both 裘** and 邬**?", "裘**和邬**共同拥有几台设备？",
                     "I'm checking for device sharing between recipients. How many devices are owned by both 裘** and 邬**?"):
        result = riskmining_asker.ask(question)
        assert right(result, [str(len(both))]), (question, result.values, result.notes)


def test_names_counted_once(affairqa_asker):
    gold = len({r["name"] for r in read_csv(AQ / "行政区.csv") if r["label"] == "地级行政区"})
    result = affairqa_asker.ask("行政区表中，标为“地级行政区”的行政区（按名称去重）有几个？")
    assert gold and right(result, [str(gold)]), (result.values, result.notes)
