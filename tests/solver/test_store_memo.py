"""The schema planner's store lookups kept per open store (``solver/store_memo.py``): the indexes a
long-lived reader builds give what the store's own statements give, and a planner that shares an
Asker's memo plans as one that asks the store every time."""

from __future__ import annotations

import json

from kagflow.solver.question_names import _fold, glossed_values
from kagflow.solver.schema_planner import SchemaPlanner
from kagflow.solver.store_memo import StoreMemo
from tests.conftest import REPO

BLIND = REPO / "bench" / "questions" / "blind"


def _questions(rounds: tuple[str, ...]) -> list[str]:
    return [q["question"] for r in rounds for q in json.loads((BLIND / f"{r}-affairqa.json").read_text(encoding="utf-8"))]


def _planner(asker, memo: StoreMemo | None = None) -> SchemaPlanner:
    return SchemaPlanner(asker.con, asker.schema, asker.link, asker.built_as_of(), asker.kind_words(), asker.classifying_values(), memo)


def test_a_memo_keeps_its_latest_results_and_counts_what_was_asked():
    memo, computed = StoreMemo(limit=2), []

    def compute(key):
        computed.append(key)
        return key * 2

    assert [memo.get(k, lambda k=k: compute(k)) for k in (1, 2, 1, 3, 2, 1)] == [2, 4, 2, 6, 4, 2]
    assert computed == [1, 2, 3, 2, 1]  # 2 was dropped for 3 (1 was used after it), then 1 for 2
    assert len(memo) == 2
    assert [memo.asked_before("x"), memo.asked_before("x"), memo.asked_before("y")] == [False, True, False]


def test_the_indexes_give_what_the_stores_statements_give(affairqa_asker):
    types = sorted(affairqa_asker.schema.types)
    indexed = _planner(affairqa_asker, StoreMemo())
    for t in types:  # asked once: from now on this planner's memo looks values up in its indexes
        indexed.values_written(t, "", set())
    indexed.values_in("三个汉字")
    questions = _questions(("r29",))[::6]  # every type's statement for each: about 300 statements
    compared = 0
    for question in questions:
        by_statement = _planner(affairqa_asker, StoreMemo())  # a new memo: each lookup is its first, the store's statement
        folded, exact = _fold(question), set(glossed_values(question)) | {"杭州市"}
        for t in types:
            expected = sorted(map(tuple, by_statement.values_written(t, folded, exact)))
            assert indexed.values_written(t, folded, exact) == expected, (t, question)
            compared += bool(expected)
        assert indexed.values_in(question) == by_statement.values_in(question), question
    assert compared > len(questions)  # most questions write values of some type
    for t in types:  # a question writing a type's longest value (up to 64 characters) finds it as the statement does
        index, longest = indexed.folded_values(t)
        value = next((k for k, rows in index.items() if len(k) == longest and any(sized for *_, sized in rows)), None)
        if value:
            folded = _fold(f"谁的是{value}？")
            expected = sorted(map(tuple, _planner(affairqa_asker, StoreMemo()).values_written(t, folded, set())))
            assert value in {_fold(v) for _p, v in expected} and indexed.values_written(t, folded, set()) == expected, t


def test_planners_sharing_a_memo_plan_as_planners_that_ask_the_store(affairqa_asker):
    shared = StoreMemo()
    for question in _questions(("r31",))[:20]:
        alone, alone_notes = _planner(affairqa_asker).plan(question)
        kept, kept_notes = _planner(affairqa_asker, shared).plan(question)
        assert (alone and alone.text, alone_notes) == (kept and kept.text, kept_notes), question
    assert len(shared) > 0
