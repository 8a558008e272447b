"""Deduce: ops checked, replies validated per op (judgement, choice, multiChoice, text), one repair."""

from __future__ import annotations

import json

import pytest

from kagflow.solver.deduce import DeduceRequest, check_ops, deduce
from kagflow.solver.model import ModelReplyError


class FakeModel:
    """Serves the given replies in turn and keeps the messages it got."""

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.calls: list[list[dict]] = []

    def __call__(self, messages):
        self.calls.append([dict(m) for m in messages])
        return self.replies.pop(0)


def test_ops_as_kag_writes_them():
    assert check_ops("judgement,entailment") == ("judgement", "entailment")
    assert check_ops("multichoice") == ("multiChoice",)
    assert check_ops("") == ("entailment",)
    with pytest.raises(ValueError, match="unknown Deduce op 'guess'"):
        check_ops("guess")


def test_choice_picks_one_of_the_bound_values():
    request = DeduceRequest(4, ("choice",), "Which was founded first?", {"o1": [["Acme", 1950], ["Beta", 1960]]})
    model = FakeModel('{"answer": "1970", "reason": "x"}', '```json\n{"answer": "1950", "reason": "earliest"}\n```')
    result = deduce(request, model)
    assert result.answer == "1950" and result.reason == "earliest"
    assert json.loads(model.calls[0][1]["content"])["options"] == ["1950", "1960"]
    assert "choose exactly one of ['1950', '1960']" in model.calls[1][-1]["content"]
    assert result.notes and "first reply was invalid" in result.notes[0]


def test_multichoice_and_text_answers():
    request = DeduceRequest(2, ("multiChoice",), "Which are German?", {"o1": ["Acme", "Delta Cells GmbH", "Beta"]})
    assert deduce(request, FakeModel('{"answer": ["Delta Cells GmbH"]}')).answer == ["Delta Cells GmbH"]
    extract = DeduceRequest(3, ("entailment",), "How are James and Mike related?", {},
                            ["John is Mike's father", "James is John's father"])
    model = FakeModel('{"answer": "grandfather", "reason": "two generations"}')
    assert deduce(extract, model).answer == "grandfather"
    assert json.loads(model.calls[0][1]["content"])["statements"] == ["John is Mike's father", "James is John's father"]


def test_a_judgement_invalid_twice_is_an_error_naming_the_step():
    request = DeduceRequest(5, ("judgement",), "Is it big?", {"o1": [["Acme", 3]]})
    with pytest.raises(ModelReplyError, match="Action5 Deduce") as info:
        deduce(request, FakeModel("print('yes')", '{"answer": "probably"}'))
    assert info.value.reply == '{"answer": "probably"}'
