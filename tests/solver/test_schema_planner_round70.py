"""Readings blind round 70 (asked of the session's last code) found wrong: "鄞州区运营主体不是中石化的加气站有几个？" dropped the
county with the label before the negation (78, every station not 中石化's), and "Apart from the gambling apps, which app
is installed on the most devices?" restricted to the gambling apps instead of leaving them out (now no answer: the
superlative's reading does not start from the type the value would restrict). Expected values from the raw CSV files."""

from __future__ import annotations

from tests.conftest import dataset, read_csv
from tests.solver.helpers import right

AQ = dataset("kag-affairqa") / "sources"


def test_a_label_before_a_negation_is_read_with_it_and_no_more(affairqa_asker):
    stations = read_csv(AQ / "加油站.csv")
    gold = sum(1 for r in stations if r["county"] == "鄞州区" and r["operationSubject"] and r["operationSubject"] != "中石化")
    assert gold != sum(1 for r in stations if r["operationSubject"] and r["operationSubject"] != "中石化")
    result = affairqa_asker.ask("鄞州区运营主体不是中石化的加气站有几个？")
    assert right(result, [str(gold)]), (result.values, result.notes)


def test_a_value_set_apart_in_english_is_never_the_restriction(riskmining_asker):
    result = riskmining_asker.ask("Apart from the gambling apps, which app is installed on the most devices?")
    gambling = {r["id"] for r in read_csv(dataset("kag-riskmining") / "sources" / "App.csv") if r["riskMark"] == "赌博"}
    assert result.mode != "answer" or not set(map(str, result.values)) & gambling, (result.values, result.notes)
