"""Tests for solver.logical_form: grammar, AST shapes, normalisation, located errors."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from kagflow.solver.logical_form import (
    KNOWN_OPERATORS,
    MATH_TARGETS,
    Constraint,
    Deduce,
    EdgeRef,
    LogicalFormSyntaxError,
    Math,
    NodeRef,
    Normalisation,
    Output,
    Plan,
    PropRef,
    Retrieval,
    Sort,
    Span,
    Step,
    format_node,
    format_plan,
    parse_plan,
)
from kagflow.solver.math_ops import map_target
from tests.solver.helpers import without_spans

MULTI_HOP = """\
Step1: Which products does Acme Motors make?
Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:product, o=o1:Product)
Step2: Who supplies them?
Action2: Retrieval(s=o1, p=p2:hasSupplyChain, o=o2:Product)
Action3: Retrieval(s=s3:Company, p=p3:product, o=o2)
Action4: Retrieval(s=s3, p=p4:totalTransInAmt, o=o4:Float)
Action5: Math(content=[o4], target=`sum`)->math5
Action6: Output(math5)
"""


def only_action(text: str):
    """Parse a one-action plan and return its action."""
    plan = parse_plan(text)
    assert len(plan.steps) == 1
    return plan.steps[0].action


def node_of(node_text: str) -> NodeRef:
    """Parse ``node_text`` as the s argument of a Retrieval and return it without its span."""
    action = only_action(f"Retrieval(s={node_text}, p=p1:rel, o=o1)")
    return replace(action.s, span=None)


def parse_error(text: str) -> LogicalFormSyntaxError:
    with pytest.raises(LogicalFormSyntaxError) as info:
        parse_plan(text, source="q.plan")
    return info.value


# --- the plan from the design doc ----------------------------------------------------------


def test_multi_hop_plan():
    plan = parse_plan(MULTI_HOP)
    assert isinstance(plan, Plan)
    assert plan.text == MULTI_HOP
    assert [s.index for s in plan.steps] == [1, 2, 3, 4, 5, 6]
    assert [s.text for s in plan.steps] == [
        "Which products does Acme Motors make?",
        "Who supplies them?",
        None,
        None,
        None,
        None,
    ]
    first = plan.steps[0]
    # "Action1: " is 9 characters, so the operator starts at column 10.
    assert first.span == Span(2, 10)
    assert first.action == Retrieval(
        s=NodeRef("s1", "Company", None, "Acme Motors", Span(2, 22)),
        p=EdgeRef("p1", "product", Span(2, 51)),
        o=NodeRef("o1", "Product", None, None, Span(2, 65)),
    )
    assert first.action_text == "Retrieval(s=s1:Company[`Acme Motors`], p=p1:product, o=o1:Product)"
    second = plan.steps[1].action
    assert second.s == NodeRef("o1", span=Span(4, 22))
    assert second.p.predicate == "hasSupplyChain"
    assert plan.steps[3].action.o.type == "Float"
    assert plan.steps[4].action == Math(content=("o4",), target="sum", output="math5")
    assert plan.steps[4].action_text == "Math(content=[o4], target=`sum`)->math5"
    assert plan.steps[5].action == Output(("math5",))
    assert plan.steps[5].action_text == "Output(math5)"


def test_known_operators():
    assert KNOWN_OPERATORS == ("Retrieval", "Search", "Math", "Sort", "Exclude", "Deduce", "Output")


# --- nodes and names ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("s1", NodeRef("s1")),
        ("s1:Company", NodeRef("s1", "Company")),
        ("s1:Company[`Acme`]", NodeRef("s1", "Company", name="Acme")),
        ('s1:Company["Acme"]', NodeRef("s1", "Company", name="Acme")),
        ("s1[`Acme`]", NodeRef("s1", name="Acme")),
        ("s1 : Company [ `Acme` ]", NodeRef("s1", "Company", name="Acme")),
        ("s1:`Listed Company`", NodeRef("s1", "Listed Company")),
        ("s1:`TaxOfRiskUser`/`赌博App开发者`", NodeRef("s1", "TaxOfRiskUser", "赌博App开发者")),
        ("s1:TaxOfRiskUser/赌博App开发者", NodeRef("s1", "TaxOfRiskUser", "赌博App开发者")),
        (
            "s1:`TaxOfRiskUser`/`赌博App开发者`[`张三`]",
            NodeRef("s1", "TaxOfRiskUser", "赌博App开发者", "张三"),
        ),
        ("s1:公司[`三角***份限公司`]", NodeRef("s1", "公司", name="三角***份限公司")),
        ("实体_1:Company", NodeRef("实体_1", "Company")),
    ],
)
def test_node_forms(text, expected):
    assert node_of(text) == expected


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("`a*b*c`", "a*b*c"),
        ("`三角***份限公司`", "三角***份限公司"),
        ("`O'Brien & Sons`", "O'Brien & Sons"),
        ('`say "hi"`', 'say "hi"'),
        ("`back``tick`", "back`tick"),
        ("```leading`", "`leading"),
        ("`trailing```", "trailing`"),
        ("`Acme, Inc.`", "Acme, Inc."),
        ("`x=1`", "x=1"),
        ("`a<b>c`", "a<b>c"),
        ("`f(x)`", "f(x)"),
        ("`)`", ")"),
        ("`arr[0]`", "arr[0]"),
        ("`]`", "]"),
        ("`s1.prop>3`", "s1.prop>3"),
        ('"double ""quoted"""', 'double "quoted"'),
        ('"it\'s `fine`"', "it's `fine`"),
        ("`  padded  `", "  padded  "),
        ("`北京市海淀区`", "北京市海淀区"),
    ],
)
def test_tricky_names(written, name):
    assert node_of(f"s1:Company[{written}]").name == name


def test_sql_injection_is_just_a_name():
    action = only_action(
        "Retrieval(s=s1:Company[`x'); DROP TABLE triples; --`], p=p1:product, o=o1:Product)"
    )
    assert action.s.name == "x'); DROP TABLE triples; --"
    assert action.s.type == "Company"
    # name = 27 characters at columns 25-51; "`], p=" is 52-57, so the edge alias p1 is column 58.
    assert action.p == EdgeRef("p1", "product", Span(1, 58))
    assert action.constraints == ()


def test_backticked_predicate_and_bare_edge():
    action = only_action("Retrieval(s=o1, p=p2:`has supply chain`, o=o2)")
    assert action.p.predicate == "has supply chain"
    action = only_action("Retrieval(s=o1, p=p2, o=o2)")
    assert action.p == EdgeRef("p2", None, Span(1, 19))


# --- constraints ----------------------------------------------------------------------------


def test_constraint_on_edge():
    action = only_action(
        "Retrieval(s=s1:Company[`A`], p=p1:fundTrans, o=o1:Company, p1.transAmt>100000)"
    )
    # "o=" is columns 46-47, so the object alias o1 is column 48; the constraint's p1 is 60.
    assert action.constraints == (Constraint("p1", "transAmt", ">", 100000, Span(1, 60)),)
    assert action.o == NodeRef("o1", "Company", span=Span(1, 48))


@pytest.mark.parametrize(
    ("written", "op", "value"),
    [
        ("o1.x = 5", "==", 5),
        ("o1.x == 5", "==", 5),
        ("o1.x != 5", "!=", 5),
        ("o1.x < 5", "<", 5),
        ("o1.x<=5", "<=", 5),
        ("o1.x > -2.5", ">", -2.5),
        ("o1.x >= 1e3", ">=", 1000.0),
        ("o1.x like `Acme%`", "like", "Acme%"),
        ("o1.x LIKE `%o'k%`", "like", "%o'k%"),
        ('o1.x = "a, b"', "==", "a, b"),
        ("o1.x = `2024-01-01`", "==", "2024-01-01"),
        ("o1.x = `100`", "==", "100"),
    ],
)
def test_constraint_operators_and_literals(written, op, value):
    action = only_action(f"Retrieval(s=s1, p=p1:rel, o=o1, {written})")
    (constraint,) = action.constraints
    assert (constraint.alias, constraint.prop, constraint.op, constraint.value) == ("o1", "x", op, value)
    assert type(constraint.value) is type(value)


def test_several_constraints_keep_order():
    action = only_action("Retrieval(s=s1, p=p1:rel, o=o1, p1.a>1, o1.b like `x%`, s1.c=`y`)")
    assert [(c.alias, c.prop, c.op) for c in action.constraints] == [
        ("p1", "a", ">"),
        ("o1", "b", "like"),
        ("s1", "c", "=="),
    ]


# --- other operators ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "target"),
    [
        ("`sum`", "sum"),
        ("sum", "sum"),
        ("`COUNT`", "count"),
        ("Avg", "avg"),
        ("`min`", "min"),
        ("max", "max"),
        ("`difference`", "difference"),
        ("ratio", "ratio"),
        ("`>`", "gt"),
        ("`<`", "lt"),
        ("`>=`", "ge"),
        ("`<=`", "le"),
        ("`==`", "eq"),
        ("`!=`", "ne"),
        ("gt", "gt"),
        ("`le`", "le"),
    ],
)
def test_math_targets(written, target):
    assert only_action(f"Math(content=[o1, o2], target={written})->m") == Math(("o1", "o2"), target, "m")


def test_math_without_output_and_single_content():
    assert only_action("Math(content=[o4], target=`sum`)") == Math(("o4",), "sum", None)
    assert only_action("Math(content=o4, target=count)") == Math(("o4",), "count", None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sort(set=o1, orderby=o1, direction=desc, limit=3)->sort2", Sort("o1", "o1", None, "desc", 3, "sort2")),
        ("Sort(set=o1, orderby=o1.revenue, direction=asc)", Sort("o1", "o1", "revenue", "asc", None, None)),
        ("Sort(set=o1, direction=max, limit=1)", Sort("o1", None, None, "desc", 1, None)),
        ("Sort(set=o1, direction=`min`, limit=1)", Sort("o1", None, None, "asc", 1, None)),
        ("Sort(set=o1)", Sort("o1")),
        ("Sort(limit=2, set=o3, orderby=o3.年收入)", Sort("o3", "o3", "年收入", "desc", 2, None)),
        ("Sort(set=s1, orderby=o1, direction=desc, rank=2)->top", Sort("s1", "o1", None, "desc", None, "top", rank=2)),
        ("Sort(set=s1, orderby=count(o1), direction=desc, atleast=2)",
         Sort("s1", "o1", None, "desc", None, None, "count", atleast=2)),
        ("Sort(set=s1, orderby=sum(p1.transAmt), atmost=1000.5, limit=1)->g",
         Sort("s1", "p1", "transAmt", "desc", 1, "g", "sum", atmost=1000.5)),
    ],
)
def test_sort(text, expected):
    assert only_action(text) == expected


def test_output_and_get_alias():
    assert only_action("Output(o1)") == Output(("o1",))
    assert only_action("Output(o1, math5)") == Output(("o1", "math5"))
    assert only_action("get(o1)") == Output(("o1",))


def test_get_spo_alias_and_operator_case():
    for text in ("get_spo(s=s1:Company, p=p1:product, o=o1)", "retrieval(s=s1:Company, p=p1:product, o=o1)"):
        action = only_action(text)
        assert isinstance(action, Retrieval)
        assert (action.s.type, action.p.predicate, action.o.alias) == ("Company", "product", "o1")


def test_deduce():
    assert only_action("Deduce(op=judgement, content=[o1], target=`Is Acme profitable?`)->d") == Deduce(
        "judgement", ("o1",), "Is Acme profitable?", "d"
    )
    assert only_action("Deduce(op=multiChoice, content=[o1, o2])") == Deduce("multiChoice", ("o1", "o2"))


def test_retrieval_output_variable():
    action = only_action("Retrieval(s=s1:Company[`A`], p=p1:product, o=o1:Product)->r1")
    assert action.output == "r1"


def test_output_arrow_is_accepted_and_dropped():
    plan = parse_plan("Output(o1)->answer")
    assert plan.steps[0].action == Output(("o1",))
    assert plan.steps[0].action_text == "Output(o1)->answer"


# --- layout ---------------------------------------------------------------------------------


def test_windows_line_endings_and_blank_lines():
    text = "\r\n  Step1: first  \r\n\r\nAction1:Retrieval(s=s1:Company[`A`], p=p1:product, o=o1)\r\n\r\n   Action2: Output(o1)   \r\n\r\n"
    plan = parse_plan(text)
    assert plan.text == text
    assert [s.index for s in plan.steps] == [1, 2]
    assert plan.steps[0].text == "first"
    assert plan.steps[0].span == Span(4, 9)
    assert plan.steps[0].action_text == "Retrieval(s=s1:Company[`A`], p=p1:product, o=o1)"
    assert plan.steps[1].span == Span(6, 13)
    assert plan.steps[1].action_text == "Output(o1)"


def test_actions_only_and_bare_calls():
    plan = parse_plan("Retrieval(s=s1:Company[`A`], p=p1:product, o=o1)\nOutput(o1)\n")
    assert [s.index for s in plan.steps] == [1, 2]
    assert [s.text for s in plan.steps] == [None, None]
    assert plan.steps[1].span == Span(2, 1)


def test_step_numbers_pair_with_action_numbers():
    text = (
        "Step10: find them\n"
        "Step20: answer\n"
        "Action10: Retrieval(s=s1:Company, p=p1:product, o=o1)\n"
        "Action20: Output(o1)\n"
    )
    plan = parse_plan(text)
    assert [(s.index, s.text) for s in plan.steps] == [(10, "find them"), (20, "answer")]


def test_step_label_variants():
    plan = parse_plan("step 1 ：  找到公司 `A`  \nACTION 1： Output(o1)")
    assert plan.steps[0].text == "找到公司 `A`"
    assert plan.steps[0].index == 1


def test_step_text_is_free_text():
    plan = parse_plan("Step1: Who (really) makes `it`, [and] \"why\"?; -- x'\nAction1: Output(o1)")
    assert plan.steps[0].text == "Who (really) makes `it`, [and] \"why\"?; -- x'"


def test_bare_call_after_numbered_action_continues_numbering():
    plan = parse_plan("Action4: Retrieval(s=s1, p=p1:r, o=o1)\nStep5: show\nOutput(o1)")
    assert [(s.index, s.text) for s in plan.steps] == [(4, None), (5, "show")]


def test_trailing_commas_and_spacing():
    action = only_action("Retrieval( s = s1:Company , p = p1:product , o = o1 , )")
    assert (action.s.alias, action.p.predicate, action.o.alias) == ("s1", "product", "o1")
    assert only_action("Math(content=[o1, o2,], target=sum)").content == ("o1", "o2")


# --- errors ---------------------------------------------------------------------------------


def test_unknown_operator():
    err = parse_error("Step1: x\nAction1: Retrieval(s=s1, p=p1:r, o=o1)\nAction2: Frobnicate(x=1)\n")
    assert (err.line, err.column, err.source) == (3, 10, "q.plan")
    assert "'Frobnicate'" in err.message
    for op in KNOWN_OPERATORS:
        assert op in err.message
    assert "get_spo" in err.message
    assert str(err).startswith("q.plan:3:10: unknown operator 'Frobnicate'")
    # The offending line and a caret under column 10 follow.
    assert str(err).splitlines()[1:] == ["    Action2: Frobnicate(x=1)", "    " + " " * 9 + "^"]


def test_error_is_a_value_error():
    assert issubclass(LogicalFormSyntaxError, ValueError)


@pytest.mark.parametrize("missing", ["s", "p", "o"])
def test_retrieval_missing_argument(missing):
    args = ", ".join(f"{k}={k}1" for k in ("s", "p", "o") if k != missing)
    err = parse_error(f"Action1: Retrieval({args})")
    assert (err.line, err.column) == (1, 10)
    assert f"missing argument '{missing}'" in err.message


@pytest.mark.parametrize("text", ["", "   ", "\n\n", "\r\n \t\r\n"])
def test_empty_plan(text):
    err = parse_error(text)
    assert (err.line, err.column) == (1, 1)
    assert err.message == "empty plan"


def test_plan_with_steps_but_no_actions():
    err = parse_error("\nStep1: only a thought\n")
    assert (err.line, err.column) == (2, 1)
    assert "no actions" in err.message
    err = parse_error("Step2: one\n  Step1: two\n")
    assert (err.line, err.column) == (1, 1)


def test_unclosed_parenthesis():
    # Line 2: "Action2: Output(o1" -- the "(" is column 16.
    err = parse_error("Action1: Retrieval(s=s1, p=p1:r, o=o1)\nAction2: Output(o1\n")
    assert (err.line, err.column) == (2, 16)
    assert "unclosed '('" in err.message


def test_unclosed_parenthesis_at_end_of_plan_with_cjk():
    # "Retrieval(" -- "(" is column 10; the CJK characters later do not shift it.
    err = parse_error("Retrieval(s=s1:公司[`三角`], p=p1, o=o1, ")
    assert (err.line, err.column) == (1, 10)
    assert "unclosed '('" in err.message


def test_unclosed_square_bracket():
    # "Math(content=[o1, o2), target=`sum`)" -- "[" is column 14; ")" at column 21 does not match it.
    err = parse_error("Math(content=[o1, o2), target=`sum`)")
    assert err.line == 1
    assert (err.column, err.message) == (21, "')' does not match '[' opened at column 14")


def test_unmatched_closing_parenthesis():
    # "Output(o1))" -- the second ")" is column 11.
    err = parse_error("Output(o1))")
    assert (err.line, err.column) == (1, 11)
    assert "unmatched ')'" in err.message


def test_unterminated_backtick():
    # Line 2 "Action2: Retrieval(s=s1:Company[`Acme, p=p1:r, o=o1)": the backtick is column 33.
    err = parse_error("Step2: x\nAction2: Retrieval(s=s1:Company[`Acme, p=p1:r, o=o1)")
    assert (err.line, err.column) == (2, 33)
    assert "unterminated" in err.message


def test_name_cannot_span_lines():
    err = parse_error("Output(s1:Company[`a\nb`])")
    assert (err.line, err.column) == (1, 19)
    assert "unterminated" in err.message


def test_unterminated_double_quote():
    err = parse_error('Retrieval(s=s1:Company["Acme], p=p1:r, o=o1)')
    assert (err.line, err.column) == (1, 24)
    assert "unterminated" in err.message


def test_single_quotes_are_read_and_recorded():
    # KAG writes single quotes (Math(content=[], target='')); they are read, and recorded.
    step = parse_plan("Retrieval(s=s1:Company['Acme'], p=p1:r, o=o1)").steps[0]
    assert step.action.s.name == "Acme"
    assert [(n.construct, n.span) for n in step.normalisations] == [("single-quoted string", Span(1, 24))]


def test_unterminated_single_quote():
    err = parse_error("Retrieval(s=s1:Company['Acme], p=p1:r, o=o1)")
    assert (err.line, err.column, err.construct) == (1, 24, "unterminated string")


def test_missing_comma():
    # "Output(o1 o2)" -- o2 is column 11.
    err = parse_error("Output(o1 o2)")
    assert (err.line, err.column) == (1, 11)
    assert err.message.startswith("unexpected 'o2'; expected")


def test_action_label_without_call():
    err = parse_error("Action1:\nAction2: Output(o1)")
    assert (err.line, err.column) == (1, 9)
    assert "expected an action call" in err.message


def test_text_after_call():
    err = parse_error("Action1: Output(o1) please")
    assert (err.line, err.column) == (1, 21)


@pytest.mark.parametrize(
    ("text", "line", "column", "fragment"),
    [
        ("Retrieval(s=s1, s=s2, p=p1, o=o1)", 1, 17, "'s' given twice"),
        ("Retrieval(s=s1, p=p1, o=o1, o2)", 1, 29, "positional"),
        ("Retrieval(s=`Acme`, p=p1, o=o1)", 1, 13, "s must be a node"),
        ("Retrieval(s=s1, p=p1:r[`x`], o=o1)", 1, 19, "edge"),
        ("Math(content=[o1:Company], target=sum)", 1, 15, "variable names"),
        ("Math(target=sum)", 1, 1, "missing argument 'content'"),
        ("Sort(set=o1, direction=sideways)", 1, 24, "unknown direction 'sideways'"),
        ("Sort(set=o1, limit=0)", 1, 20, "positive integer"),
        ("Sort(set=o1, limit=2.5)", 1, 20, "positive integer"),
        ("Sort(set=o1, rank=0)", 1, 19, "rank must be a positive integer"),
        ("Sort(set=o1, limit=2, rank=2)", 1, 23, "not both"),
        ("Sort(set=s1, orderby=o1, atleast=2)", 1, 26, "bounds an aggregate orderby"),
        ("Sort(set=s1, orderby=count(o1), atmost=`two`)", 1, 40, "atmost must be a number"),
        ("Sort(orderby=o1)", 1, 1, "missing argument 'set'"),
        ("Output()", 1, 1, "at least one variable"),
        ("Output(x=o1)", 1, 1, "at least one variable"),
        ("Output(o1:Company)", 1, 8, "variable names"),
        ("Deduce(content=[o1])", 1, 1, "missing argument 'op'"),
        ("Math(content=[o1], target=sum, o1.x>1)", 1, 32, "no constraints"),
        ("Retrieval(s=s1:Company[``], p=p1, o=o1)", 1, 24, "empty entity name"),
    ],
)
def test_argument_errors(text, line, column, fragment):
    err = parse_error(text)
    assert (err.line, err.column) == (line, column), str(err)
    assert fragment in err.message


def test_duplicate_action_number():
    err = parse_error("Action1: Output(o1)\n\nAction1: Output(o2)")
    assert (err.line, err.column) == (3, 1)
    assert "Action1 appears twice" in err.message


def test_duplicate_step_number():
    err = parse_error("Step1: a\nStep1: b\nAction1: Output(o1)")
    assert (err.line, err.column) == (2, 1)


@pytest.mark.parametrize(
    ("text", "line", "column", "word"),
    [
        ("Step1: x\nAction" + "9" * 5000 + ": Output(o1)", 2, 7, "Action"),  # beyond int()'s 4,300 digits
        ("Step " + "1" * 4301 + ": x\nAction1: Output(o1)", 1, 6, "Step"),
        ("Step1: x\n  Action 9223372036854775808: Output(o1)", 2, 10, "Action"),  # one past 64 bits
        ("Step1: x Action" + "7" * 20 + ": Output(o1)", 1, 16, "Action"),  # a step and its action on one line
    ],
)
def test_a_label_number_beyond_64_bits_is_a_located_syntax_error(text, line, column, word):
    err = parse_error(text)
    assert (err.line, err.column, err.construct) == (line, column, "number"), str(err)
    assert err.message.startswith(f"{word} number ") and "is out of range" in err.message
    assert len(err.message) < 200  # the digits are shortened


def test_label_numbers_up_to_64_bits_and_leading_zeros_are_read():
    plan = parse_plan("Step 0009223372036854775807: x\nAction0009223372036854775807: Output(o1)")
    assert [(s.index, s.text) for s in plan.steps] == [(2**63 - 1, "x")]


def test_step_without_action_is_kept_as_a_thought():
    # KAG's prompts end plans with Steps that have no Action (the answer's reasoning).
    plan = parse_plan("Step1: a\nAction1: Output(o1)\nStep2: b\n")
    assert [(s.index, s.text) for s in plan.steps] == [(1, "a")]
    assert plan.steps[0].normalisations == (
        Normalisation(Span(3, 1), "step without action", "Step2: b", ""),
    )


def test_unknown_keyword_is_bookkeeping():
    step = parse_plan("Retrieval(s=s1, p=p1, o=o1, q=q1)").steps[0]
    assert step.action == only_action("Retrieval(s=s1, p=p1, o=o1)")
    assert step.normalisations == (Normalisation(Span(1, 29), "bookkeeping argument", "q=q1", ""),)


def test_unknown_math_target_is_kept_as_text():
    step = parse_plan("Math(content=[o1], target=`median`)").steps[0]
    assert step.action == Math(("o1",), None, None, "median")
    assert step.normalisations == ()


def test_empty_math_content_names_the_previous_output():
    plan = parse_plan("Retrieval(s=s1:Company, p=p1:product, o=o1)\nMath(content=[], target=sum)")
    assert plan.steps[1].action == Math((), "sum")
    assert plan.steps[1].normalisations == (
        Normalisation(Span(2, 1), "empty content", "content=[]", "content=[o1]"),
    )


def test_error_str_without_line():
    assert str(LogicalFormSyntaxError("empty plan", 1, 1, "x")) == "x:1:1: empty plan"


def test_error_caret_under_wide_characters():
    err = LogicalFormSyntaxError("bad", 1, 4, "p", "公司[x")
    # two wide characters take two cells each, then "[" one: the caret goes after five cells.
    assert str(err).splitlines()[2] == "    " + " " * 5 + "^"


def test_non_string_plan_is_a_type_error():
    with pytest.raises(TypeError):
        parse_plan(None)  # type: ignore[arg-type]


# --- format_node ----------------------------------------------------------------------------

ROUND_TRIP_NODES = [
    NodeRef("s1"),
    NodeRef("s1", "Company"),
    NodeRef("s1", "Company", name="Acme Motors"),
    NodeRef("s1", name="Acme"),
    NodeRef("s1", "Listed Company", name="x"),
    NodeRef("s1", "Type`With`Ticks"),
    NodeRef("s1", "TaxOfRiskUser", "赌博App开发者"),
    NodeRef("s1", "TaxOfRiskUser", "赌博`App`开发者", "张三"),
    NodeRef("s1", "公司", name="三角***份限公司"),
    NodeRef("o1", "Company", name="x'); DROP TABLE triples; --"),
    NodeRef("o1", "Company", name="`"),
    NodeRef("o1", "Company", name="``"),
    NodeRef("o1", "Company", name="a``b`"),
    NodeRef("o1", "Company", name='say "hi", then `leave`'),
    NodeRef("o1", "Company", name="a, b = c < d ) ] [ ("),
    NodeRef("o1", "Company", name="  spaced  "),
    NodeRef("o1", "Company", name="\tTabbed"),
    NodeRef("o1", "A/B", name="slash/name"),
    NodeRef("实体1", "类型", name="名称"),
]


@pytest.mark.parametrize("node", ROUND_TRIP_NODES, ids=range(len(ROUND_TRIP_NODES)))
def test_format_node_round_trips(node):
    written = format_node(node)
    assert node_of(written) == node


def test_format_node_examples():
    assert format_node(NodeRef("s1", "Company", name="Acme")) == "s1:Company[`Acme`]"
    assert format_node(NodeRef("s1", "TaxOfRiskUser", "赌博App开发者")) == "s1:`TaxOfRiskUser`/`赌博App开发者`"
    assert format_node(NodeRef("o1", "My Type", name="a`b")) == "o1:`My Type`[`a``b`]"
    assert format_node(NodeRef("o1")) == "o1"


@pytest.mark.parametrize(
    "node",
    [
        NodeRef("1abc"),
        NodeRef("s 1"),
        NodeRef("s1", None, "Concept"),
        NodeRef("s1", "Company", name="two\nlines"),
        NodeRef("s1", "Company", name=""),
        NodeRef("s1", ""),
    ],
)
def test_format_node_rejects_unwritable(node):
    with pytest.raises(ValueError):
        format_node(node)


def test_step_dataclasses_are_frozen():
    step = parse_plan("Output(o1)").steps[0]
    assert isinstance(step, Step)
    with pytest.raises(AttributeError):
        step.index = 2  # type: ignore[misc]


# --- KAG's dialect: the fold and the recorded readings ----------------------------------------


def test_full_width_inside_quotes_is_kept():
    # The backticked name keeps its full-width parentheses; the comma and ) outside are folded.
    step = parse_plan("Retrieval(s=s1:Company[`（株）三角`], p=p1:r，o=o1）").steps[0]
    assert step.action.s.name == "（株）三角"
    # "`（株）三角`" is columns 24-30, so "，" is column 40 and o1 column 43; the normalisation
    # points at the first folded character.
    assert step.action.o == NodeRef("o1", span=Span(1, 43))
    assert [(n.construct, n.span) for n in step.normalisations] == [("full-width punctuation", Span(1, 40))]


def test_full_width_quotes_are_quotes():
    step = parse_plan("Retrieval(s=s1:Company[“Acme, Inc.”], p=p1:r, o=o1)").steps[0]
    assert step.action.s.name == "Acme, Inc."


def test_step_text_is_not_folded():
    plan = parse_plan("Step1：谁（真的）创办了它？\nAction1：Output（o1）")
    assert plan.steps[0].text == "谁（真的）创办了它？"
    assert plan.steps[0].action == Output(("o1",))


def test_unquoted_name_reading_is_located():
    step = parse_plan("get_spo(s=s1:自然人[张*三], p=p1:属于, o=o1:风险用户)").steps[0]
    assert step.normalisations == (
        Normalisation(Span(1, 1), "operator alias", "get_spo", "Retrieval"),
        Normalisation(Span(1, 18), "unquoted name", "[张*三]", "[`张*三`]"),
    )


def test_unquoted_name_may_hold_brackets_and_commas():
    assert node_of("s1:政务事项[身份（证）挂失]").name == "身份（证）挂失"
    assert node_of("s1:Company[Acme, Inc. (US)]").name == "Acme, Inc. (US)"


def test_bookkeeping_free_text_runs_to_the_next_argument():
    step = parse_plan("Retrieval(s=s1, p=p1:r, o=o1, sub_query=Who (really), then what?, alias_name=o1)").steps[0]
    assert [(n.construct, n.original) for n in step.normalisations] == [
        ("bookkeeping argument", "sub_query=Who (really), then what?"),
        ("bookkeeping argument", "alias_name=o1"),
    ]


def test_canonical_math_target_keeps_its_text():
    step = parse_plan("Math(content=[o1], target=max, target_text=`Which is last?`)").steps[0]
    assert step.action == Math(("o1",), "max", None, "Which is last?")
    assert step.normalisations == ()


# --- canonical form: random plans round trip ------------------------------------------------

_PIECES = ["Acme", "三角", " ", ",", "=", "`", "``", '"', "'", "(", ")", "[", "]", "<", ">", "-", "x", "1", "|",
           "/", ":", "（", "）", "，", "：", "【", "】", "“", "”", "\t", "->", "Action1:", "s.a=1", "sub_query=", "#"]


def _random_text(rng, allow_empty=False):
    text = "".join(rng.choice(_PIECES) for _ in range(rng.randint(0 if allow_empty else 1, 6)))
    return text if (text.strip() or allow_empty) else "x" + text


def _random_alias(rng):
    return rng.choice(["s", "o", "p", "math", "实体", "_v"]) + str(rng.randint(1, 9))


def _random_node(rng):
    type_ = rng.choice([None, "Company", "Entity", "2011年效力于", "My Type", _random_text(rng)])
    concept = rng.choice([None, None, _random_text(rng)]) if type_ is not None else None
    name = rng.choice([None, _random_text(rng)])
    return NodeRef(_random_alias(rng), type_, concept, name)


def _random_action(rng):
    kind = rng.randrange(5)
    output = rng.choice([None, _random_alias(rng)])
    if kind == 0:
        constraints = tuple(
            Constraint(_random_alias(rng), rng.choice(["年份", "value", "x"]), rng.choice(["==", "!=", "<", "<=", ">", ">=", "like"]),
                       rng.choice([rng.randint(-5, 5000), rng.uniform(-10, 10), _random_text(rng, allow_empty=True),
                                   PropRef(_random_alias(rng), "name")]))
            for _ in range(rng.randint(0, 2))
        )
        edge = EdgeRef(_random_alias(rng), rng.choice([None, "product", "founded by", _random_text(rng)]))
        return Retrieval(_random_node(rng), edge, _random_node(rng), constraints, output)
    if kind == 1:
        content = tuple(rng.choice([_random_alias(rng), rng.randint(-100, 100), rng.uniform(-1, 1), "a, b = c"])
                        for _ in range(rng.randint(0, 3)))
        if rng.random() < 0.5:
            return Math(content, rng.choice(MATH_TARGETS), output, rng.choice([None, _random_text(rng)]))
        text = _random_text(rng, allow_empty=True)
        if map_target(text) is not None:  # a text the words read is never left unmapped
            text = "Determine the winner"
        return Math(content, None, output, text)
    if kind == 2:
        orderby = rng.choice([None, _random_alias(rng)])
        prop = rng.choice([None, "revenue"]) if orderby else None
        limit = rng.choice([None, 1, 5])
        agg = rng.choice([None, "count"]) if orderby and not prop else None
        return Sort(_random_alias(rng), orderby, prop, rng.choice(["asc", "desc"]), limit, output, agg,
                    rank=rng.choice([None, 2]) if limit is None else None, atleast=rng.choice([None, 2]) if agg else None)
    if kind == 3:
        content = tuple(rng.choice([_random_alias(rng), "张三是张四的爸爸", "John is Mike's father", _random_text(rng)])
                        for _ in range(rng.randint(0, 3)))
        return Deduce(rng.choice(["judgement", "entailment", "judgement,entailment", "multiChoice"]), content,
                      rng.choice([None, _random_text(rng, allow_empty=True)]), output)
    return Output(tuple(_random_alias(rng) for _ in range(rng.randint(1, 3))))


def test_random_plans_round_trip():
    round_trip_random_plans(random.Random(20240805), 400)


def round_trip_random_plans(rng, count):
    """format_plan then parse_plan gives back ``count`` random plans (spans aside)."""
    for _ in range(count):
        steps = []
        for index in range(1, rng.randint(1, 5) + 1):
            text = rng.choice([None, "Which products does Acme make?", "查询（吴京）的作品：列表", _random_text(rng).strip() or None])
            if text is not None and "Action1:" in text:  # a step line cannot hold an action label
                text = text.replace("Action1:", "").strip() or None
            steps.append(Step(index, text, _random_action(rng), "", Span(1, 1)))
        plan = Plan(tuple(steps), "")
        written = format_plan(plan)
        again = parse_plan(written)
        assert [(s.index, s.text, without_spans(s.action)) for s in again.steps] == [
            (s.index, s.text, s.action) for s in steps
        ], written


def test_step_text_with_an_action_label_cannot_be_written():
    plan = Plan((Step(1, "see Action2: below", Output(("o1",)), "", Span(1, 1)),), "")
    with pytest.raises(ValueError):
        format_plan(plan)
