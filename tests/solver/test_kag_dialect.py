"""Tests for solver.kag_dialect: the pre-pass (quoted text over lines, prose, full-width punctuation).

The readings as a whole (what a plan means, what is recorded) are tested through parse_plan in
test_kag_plans.py and test_logical_form.py; here, what the pre-pass hands the grammar.
"""

from __future__ import annotations

from kagflow.solver.kag_dialect import blank_prose, fold_punctuation, join_broken_text

SUB_QUERY = [
    "Step1: q",
    "Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`first",
    "  second",
    "third`)",
    "Action2: get(o1)",
]


def test_text_over_lines_is_one_line_of_the_same_length():
    line_map = join_broken_text(SUB_QUERY)
    assert line_map.lines == (
        "Step1: q",
        "Action1: get_spo(s=s1:X, p=p1:r, o=o1, sub_query=`first   second third`)",
        "Action2: get(o1)",
    )
    text = "\n".join(SUB_QUERY)
    assert len("\n".join(line_map.lines)) == len(text)  # every offset is that of the plan text
    assert [text[b] for b in line_map.breaks] == ["\n", "\n"]
    assert line_map.breaks == (text.index("first") + 5, text.index("second") + 6)


def test_positions_map_between_joined_and_written_lines():
    line_map = join_broken_text(SUB_QUERY)
    first = len(SUB_QUERY[1]) + 1  # where the second written line starts on the joined line (0-based)
    assert line_map.physical(2, 10) == (2, 10)
    assert line_map.physical(2, first + 1) == (3, 1)
    assert line_map.physical(2, first + len(SUB_QUERY[2]) + 2) == (4, 1)
    assert line_map.physical(3, 5) == (5, 5)  # lines after the join
    assert line_map.logical(3, 1) == (2, first + 1)
    assert line_map.logical(5, 5) == (3, 5)
    for line, column in [(1, 1), (2, 30), (3, 2), (4, 7), (5, 1)]:
        assert line_map.physical(*line_map.logical(line, column)) == (line, column)


def test_without_text_over_lines_nothing_moves():
    lines = ["Step1: q", "Action1: get_spo(s=s1:X[`a`], p=p1:r, o=o1)", "prose with a ` backtick", "Action2: get(o1)"]
    line_map = join_broken_text(lines)
    assert line_map.lines == tuple(lines) and line_map.breaks == ()
    assert line_map.physical(3, 4) == (3, 4) and line_map.logical(3, 4) == (3, 4)


def test_text_is_joined_only_when_it_closes_its_action():
    cases = {
        "never closes": ["Action1: get(o1, sub_query=`a", "b"],
        "a label comes first": ["Action1: get(o1, sub_query=`a", "Action2: get(o2)", "b`)"],
        "an Output header comes first": ["Action1: get(o1, sub_query=`a", "Output: o1", "b`)"],
        "a fence comes first": ["Action1: get(o1, sub_query=`a", "```", "b`)"],
        "the call goes on": ["Action1: get(o1, sub_query=`a", "b`, x=1", ")"],
        "not inside a call": ["Action1: sort: o1 `a", "b`)"],
        "a step's text": ["Step1: say `a", "b`)"],
        "prose": ["so we ask (`a", "b`)"],
    }
    for why, lines in cases.items():
        assert join_broken_text(lines).lines == tuple(lines), why


def test_double_and_full_width_quotes_and_a_call_output_close_the_text():
    lines = ["Action1: Deduce(op=judgement, content=[o1, “a", "b”], target=\"c", "d\")->d1"]
    assert join_broken_text(lines).lines == (" ".join(lines),)


def test_the_pre_pass_reads_the_joined_line_as_one():
    # full-width punctuation after the text is folded; the continuation is not prose
    lines = join_broken_text(["Action1：get_spo（s=s1:X，p=p1:r，o=o1，sub_query=`a，", "b`）"]).lines
    plan_lines, prose = blank_prose(list(lines))
    assert prose == {}
    folded, notes = fold_punctuation(plan_lines)
    assert folded == ["Action1：get_spo(s=s1:X,p=p1:r,o=o1,sub_query=`a， b`)"]  # the label's colon is the grammar's
    assert notes[1].construct == "full-width punctuation"
