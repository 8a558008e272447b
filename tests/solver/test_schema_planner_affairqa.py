"""The schema planner on AffairQA's held-out tables (associations, schools, religious places,
government agencies, tourist attractions, travel agencies, regions, licences): readings found wrong
or missing by ``bench/questions/probe-affairqa.json``. Every expected value is read from the raw
CSV files with the csv module; the questions are written for rows these tests pick by a property of
the data (a name with full-width brackets), not copied from the probe file."""

from __future__ import annotations

import pytest

from tests.conftest import dataset, read_csv
from kagflow.solver.ask import Asker
from kagflow.solver.scoring import score_values

SOURCES = dataset("kag-affairqa") / "sources"


@pytest.fixture(scope="module")
def asker(affairqa):
    with Asker(affairqa, complete=None) as a:
        yield a


def right(result, gold: list[str]) -> bool:
    return result.mode == "answer" and score_values(result.values, gold)[0] == 1.0


def test_a_name_with_full_width_brackets_links_however_the_question_writes_them(asker):
    """The question is read after NFKC ("（" becomes "("), the stored name keeps "（杭州）": the
    linker compared the two unfolded and linked nothing."""
    rows = [r for r in read_csv(SOURCES / "医疗机构.csv") if "（" in r["name"] and r["phoneNumber"].strip()][:3]
    assert rows
    for row in rows:
        for name in (row["name"], row["name"].replace("（", "(").replace("）", ")")):
            result = asker.ask(f"{name}的电话号码是多少？")
            assert right(result, [row["phoneNumber"]]), (name, result.values, result.notes)
