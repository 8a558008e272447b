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
    planner = _planner(affairqa_asker, StoreMemo())
    questions = _questions(("r29",))[::6]  # every type's statement for each: about 300 statements
    compared = 0
    for question in questions:
        folded, exact = _fold(question), set(glossed_values(question)) | {"杭州市"}
        for t in sorted(affairqa_asker.schema.types):
            planner.memo._asked.pop(("values_written", t), None)
            by_statement = sorted(map(tuple, planner.values_written(t, folded, exact)))  # first ask: the store's statement
            assert planner.values_written(t, folded, exact) == by_statement, (t, question)  # then the index
            compared += bool(by_statement)
        planner.memo._asked.pop("values_in", None)
        planner.__dict__.pop("_values_in", None)
        by_statement = planner.values_in(question)
        planner.__dict__.pop("_values_in", None)
        assert planner.values_in(question) == by_statement, question
    assert compared > len(questions)  # most questions write values of some type


def test_planners_sharing_a_memo_plan_as_planners_that_ask_the_store(affairqa_asker):
    shared = StoreMemo()
    for question in _questions(("r31",))[:20]:
        alone, alone_notes = _planner(affairqa_asker).plan(question)
        kept, kept_notes = _planner(affairqa_asker, shared).plan(question)
        assert (alone and alone.text, alone_notes) == (kept and kept.text, kept_notes), question
    assert len(shared) > 0
