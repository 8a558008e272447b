"""Tests for solver.math_ops: free-text Math targets, the model path, the errors."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from kagflow.solver.math_ops import (
    MATH_TARGETS,
    MathModelReplyError,
    MathOp,
    NeedsLanguageModel,
    canonical_target,
    map_target,
    resolve_math_target,
    resolve_with_model,
)

# Targets as planners write them, with the operation each sentence asks for (read by hand).
NAMED = [
    ("What is the total revenue?", "sum"),
    ("Sum of the amounts", "sum"),
    ("计算合计金额", "sum"),
    ("对这些数值求和", "sum"),
    ("两个结果相加", "sum"),
    ("How many subsidiaries does it have?", "count"),
    ("Count the companies", "count"),
    ("张三一共有多少个孩子", "count"),
    ("这些公司的数量", "count"),
    ("有几家供应商", "count"),
    ("What is the average age?", "avg"),
    ("mean salary", "avg"),
    ("平均年龄是多少", "avg"),
    ("Which is the largest city?", "max"),
    ("maximum value", "max"),
    ("Which team was founded last?", "max"),
    ("哪家公司营收最高", "max"),
    ("哪个城市人口最多", "max"),
    ("Which one is the smallest?", "min"),
    ("the earliest release", "min"),
    ("哪部电影上映最早", "min"),
    ("最低价格", "min"),
    ("What is the difference between the two years?", "difference"),
    ("两家公司成立时间相差几年", "difference"),
    ("收入与支出之差", "difference"),
    ("What is the ratio of A to B?", "ratio"),
    ("What percentage of employees are engineers?", "ratio"),
    ("女性员工占比", "ratio"),
    ("Is the revenue greater than the cost?", "gt"),
    ("营收是否大于成本", "gt"),
    ("是否超过一百万", "gt"),
    ("Is it less than 10?", "lt"),
    ("at least 3 years", "ge"),
    ("不超过五个", "le"),
    ("Are the two dates equal?", "eq"),
    ("两者是否相同", "eq"),
    ("是否存在这样的公司", "exists"),
    ("How many different religions do they follow?", "count_distinct"),
    ("number of distinct countries", "count_distinct"),
    ("一共涉及几种不同的宗教", "count_distinct"),
    ("分布在多少个不同的区县", "count_distinct"),
    ("多少家不同的公司", "count"),  # (不同的 after the measure word: the entities, counted)
    ("ＳＵＭ", "sum"),  # full-width letters
]


@pytest.mark.parametrize(("text", "op"), NAMED)
def test_free_text_names_its_operation(text, op):
    assert map_target(text) == op


@pytest.mark.parametrize(
    "text",
    [
        "30+6等于多少",  # "equals how much": an amount, not an equality test
        "Summarise the findings",  # "sum" inside a word
        "almost nothing",  # "most" inside a word
        "Determine the winner",
        "What is the average of the total?",  # two operations: not for the words to choose
        "How many years ago was Acme founded?",  # a difference of dates, or a count: unsettled
        "",
    ],
)
def test_free_text_without_one_operation_is_none(text):
    assert map_target(text) is None


@pytest.mark.parametrize(
    ("text", "op"),
    [("sum", "sum"), (" COUNT ", "count"), ("Avg", "avg"), (">=", "ge"), ("!=", "ne"), ("exists", "exists")],
)
def test_canonical_target(text, op):
    assert canonical_target(text) == op


def test_canonical_target_leaves_free_text_alone():
    assert canonical_target("total") is None
    assert canonical_target("the sum") is None


# --- MathOp ----------------------------------------------------------------------------------


def test_mathop_accepts_names_and_numbers():
    op = MathOp.model_validate_json('{"op": "difference", "operands": ["o1", 2024, 1.5, "数量"]}')
    assert (op.op, op.operands) == ("difference", ("o1", 2024, 1.5, "数量"))


@pytest.mark.parametrize(
    "reply",
    [
        '{"op": "median", "operands": ["o1"]}',  # not an operation
        '{"op": "__import__(\'os\').system(\'ls\')", "operands": []}',  # code is not an op
        '{"op": "sum", "operands": ["o1 + o2"]}',  # an expression is not a variable
        '{"op": "sum", "operands": ["o1"], "code": "print(1)"}',  # extra keys
        '{"op": "sum", "operands": [true]}',  # a boolean is not a number
        "sum(o1)",  # not JSON
    ],
)
def test_mathop_refuses(reply):
    with pytest.raises(ValidationError):
        MathOp.model_validate_json(reply)


def test_every_target_is_an_op():
    for target in MATH_TARGETS:
        assert MathOp(op=target).op == target


# --- the model path --------------------------------------------------------------------------


class FakeModel:
    """A ``complete`` callable that serves recorded replies and keeps the messages it got."""

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.calls: list[list[dict[str, str]]] = []

    def __call__(self, messages):
        self.calls.append([dict(m) for m in messages])
        return self.replies.pop(0)


def test_model_valid_reply():
    model = FakeModel('{"op": "max", "operands": ["o2"]}')
    op = resolve_with_model("Which team was founded most recently?", model, ["o2"], step=3)
    assert op == MathOp(op="max", operands=("o2",))
    (messages,) = model.calls
    assert messages[0]["role"] == "system"
    assert json.loads(messages[1]["content"]) == {
        "target": "Which team was founded most recently?",
        "variables": ["o2"],
    }


def test_model_reply_in_a_code_fence():
    model = FakeModel('```json\n{"op": "count", "operands": ["o1"]}\n```')
    assert resolve_with_model("how big is the set", model, ["o1"]).op == "count"


def test_model_invalid_reply_gets_one_corrective_retry():
    model = FakeModel('{"op": "median", "operands": ["o1"]}', '{"op": "avg", "operands": ["o1"]}')
    assert resolve_with_model("the middle value", model, ["o1"]).op == "avg"
    assert len(model.calls) == 2
    retry = model.calls[1]
    assert retry[-2] == {"role": "assistant", "content": '{"op": "median", "operands": ["o1"]}'}
    assert retry[-1]["role"] == "user" and "op" in retry[-1]["content"]


def test_model_unknown_variable_is_corrected():
    model = FakeModel('{"op": "sum", "operands": ["o9"]}', '{"op": "sum", "operands": ["o1"]}')
    assert resolve_with_model("add them", model, ["o1"]).operands == ("o1",)
    assert "o9" in model.calls[1][-1]["content"]


def test_model_invalid_twice_is_a_clear_error():
    model = FakeModel("print(sum(o1))", '{"op": "eval", "operands": []}')
    with pytest.raises(MathModelReplyError) as info:
        resolve_with_model("do the maths", model, ["o1"], step=4)
    err = info.value
    assert err.step == 4
    assert err.reply == '{"op": "eval", "operands": []}'
    assert str(err).startswith("step 4: the language model did not return a valid operation")
    assert "op" in err.reason
    assert len(model.calls) == 2


# --- resolve_math_target ---------------------------------------------------------------------


def test_words_first_and_the_content_becomes_operands():
    model = FakeModel()  # never called
    assert resolve_math_target("合计", ["o1", 5], step=2, complete=model) == MathOp(op="sum", operands=("o1", 5))
    assert model.calls == []


def test_no_words_no_model_needs_a_language_model():
    with pytest.raises(NeedsLanguageModel) as info:
        resolve_math_target("Determine the winner", ["o1"], step=3)
    assert info.value.step == 3
    assert str(info.value).startswith("step 3: Math target 'Determine the winner'")
    assert "language model" in str(info.value)


def test_no_words_with_a_model():
    model = FakeModel('{"op": "max", "operands": ["o1"]}')
    assert resolve_math_target("Determine the winner", ["o1", 10], step=3, complete=model).op == "max"
    assert json.loads(model.calls[0][1]["content"])["variables"] == ["o1"]
