"""Answer scoring: SQuAD normalisation with CJK tokens, values compared by kind, EM/F1 of value lists.

Every expected number is counted by hand in the comment beside it."""

from __future__ import annotations

import datetime as dt

import pytest

from kagflow.solver.scoring import (answer_tokens, answer_value, exact_match, f1_score, normalize_answer, score_values,
                                    values_equal)


def test_latin_text_is_normalised_as_squad_does():
    assert normalize_answer("The  Eiffel Tower!") == "eiffel tower"
    assert normalize_answer("O'Hara, Lamb & Sons") == "ohara lamb sons"  # punctuation removed, not spaced
    assert normalize_answer("An apple a day") == "apple day"


def test_cjk_characters_are_tokens_of_their_own_and_full_width_reads_as_ascii():
    assert answer_tokens("天然气生产和供应业") == list("天然气生产和供应业")
    assert answer_tokens("Acme汽车2024年") == ["acme", "汽", "车", "2024", "年"]
    assert answer_tokens("ＡＢＣ，中国。") == ["abc", "中", "国"]  # full-width letters and CJK punctuation


def test_the_masking_star_is_kept_so_masked_names_stay_apart():
    # KAG's examples: three different companies whose names differ only in the number of *
    assert not values_equal(answer_value("**娱乐**公司"), answer_value("**娱乐***公司"))
    assert values_equal(answer_value("**娱乐**公司"), answer_value(" **娱乐**公司 "))
    # tokens **, 娱, 乐, **, 公, 司 against **, 娱, 乐, ***, 公, 司: 5 of 6 shared, F1 5/6
    assert f1_score("**娱乐**公司", ["**娱乐***公司"]) == pytest.approx(5 / 6)


@pytest.mark.parametrize("a, b", [
    ("6", 6.0), ("6", 6), (6, 6.0), ("0.0", 0), ("30.75658", 30.75658), ("1,285,714.29", "1285714.29"),
    ("007", 7), ("1e3", 1000), ("６", "6"), ("-0.5", -0.5),
    (0.1 + 0.2, "0.3"),  # a float sum within a relative 1e-9
])
def test_numbers_compare_by_value(a, b):
    assert values_equal(answer_value(a), answer_value(b))


@pytest.mark.parametrize("a, b", [
    ("6", "7"), ("12345678901234567890", "12345678901234567891"),  # exact as decimals: no float rounding
    ("1,2", "1200"),  # not thousands groups: text "12", not a number
    ("6", "six"),
])
def test_different_numbers_differ(a, b):
    assert not values_equal(answer_value(a), answer_value(b))


def test_dates_compare_as_days_and_yes_no_in_either_language():
    assert values_equal(answer_value("2011/3/17"), answer_value("2011-03-17"))
    assert values_equal(answer_value("2011年3月17日"), answer_value(dt.date(2011, 3, 17)))
    assert values_equal(answer_value(dt.datetime(2011, 3, 17)), answer_value("2011.03.17"))
    assert not values_equal(answer_value("2011/3/17"), answer_value("2011/3/18"))
    assert answer_value("2011/2/30").kind == "text"  # no such day: compared as text
    assert values_equal(answer_value(True), answer_value("是")) and values_equal(answer_value("Yes"), answer_value("yes"))
    assert values_equal(answer_value(False), answer_value("否")) and not values_equal(answer_value("是"), answer_value("否"))


def test_one_value_against_one_gold_is_squads_em_and_f1():
    assert score_values(["The Eiffel Tower"], ["Eiffel Tower"]) == (1.0, 1.0)
    # "tower of paris" vs "eiffel tower": 1 common token; precision 1/3, recall 1/2, F1 2/5
    assert score_values(["tower of Paris"], ["Eiffel tower"]) == (0.0, pytest.approx(0.4))
    assert score_values([6.0], ["6"]) == (1.0, 1.0)
    assert score_values([], ["6"]) == (0.0, 0.0)


def test_a_multi_valued_answer_equals_the_gold_set_in_any_order():
    gold = ["Acme Motors", "Helix Chemicals"]
    assert score_values(["Helix Chemicals", "Acme Motors"], gold) == (1.0, 1.0)
    assert score_values([["Helix Chemicals"], "Acme Motors", "Acme Motors"], gold) == (1.0, 1.0)  # rows flattened, repeats once
    # one of two: the sets' F1 = 2 * 1 / (1 + 2)
    assert score_values(["Acme Motors"], gold) == (0.0, pytest.approx(2 / 3))
    # both and one more: 2 * 2 / (3 + 2)
    assert score_values(["Acme Motors", "Helix Chemicals", "Granite Insurance"], gold) == (0.0, pytest.approx(0.8))
    # partial credit inside a value: "Acme" vs "Acme Motors" = 2*(1*1/2)/(1+1/2) = 2/3, matched one to one:
    # M = 2/3 + 1 (Helix), F1 = 2 * (5/3) / 4
    assert score_values(["Acme", "Helix Chemicals"], gold) == (0.0, pytest.approx(5 / 6))


def test_a_gold_item_may_list_alternative_forms_of_one_value():
    gold = [["Acme Motors", "Acme"], "Delta Cells GmbH"]
    assert score_values(["Acme", "Delta Cells GmbH"], gold) == (1.0, 1.0)
    assert score_values(["Acme Motors", "Delta Cells GmbH"], gold) == (1.0, 1.0)
    # two forms of one value do not make two values: one of two gold values, F1 2/3
    assert score_values(["Acme", "Acme Motors"], gold)[0] == 0.0


def test_the_passage_sets_helpers_keep_their_meaning():
    assert exact_match("The Eiffel Tower!", ["eiffel tower"]) == 1.0
    assert exact_match("Paris", ["eiffel tower", "paris"]) == 1.0
    assert exact_match("35.0", ["35"]) == 1.0
    assert f1_score("nothing", ["Eiffel tower"]) == 0.0


def test_a_computed_mean_matches_a_number_stated_to_one_or_two_decimals():
    """Worked by hand: 87 / 7 = 12.428571…, which a table states as 12.43 (and 12.4 to one
    decimal); an integer stated exactly is not rounded to ("1166" is no 1165.7)."""
    assert score_values([87 / 7], ["12.43"])[0] == 1.0
    assert score_values([87 / 7], ["12.4"])[0] == 1.0
    assert score_values([87 / 7], ["12.42"])[0] == 0.0
    assert score_values([1165.7], ["1166"])[0] == 0.0
    assert score_values(["12.43"], ["12.428"])[0] == 0.0  # two stated numbers compare exactly


def test_rows_against_a_gold_list_of_labelled_numbers():
    rows = [("裘**", 5), ("杜*", 9), ("邬**", 12)]
    assert score_values(rows, ["裘**: 5", "杜*: 9", "邬**: 12"])[0] == 1.0
    assert score_values(rows, ["裘**: 5", "杜*: 9", "邬**: 13"])[0] == 0.0
    assert score_values(rows, ["裘**: 5", "杜*: 9"])[0] == 0.0
    # a scalar answer is never read against the labelled form
    assert score_values(["裘**"], ["裘**: 5"])[0] == 0.0


def test_a_percentage_with_its_sign_is_that_number_of_percent():
    assert score_values([42.1], ["42.10%"]) == (1.0, 1.0)
    assert score_values(["42.10％"], ["42.1"]) == (1.0, 1.0)  # (the full-width sign too)
    assert score_values([0.421], ["42.10%"])[0] == 0.0  # a fraction is no percentage
