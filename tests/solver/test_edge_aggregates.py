"""Aggregates over an edge's properties and grouped sorts, on the shipped example and KAG's
risk-mining project: ``Math(content=[p1.transAmt], target=sum)``,
``Sort(set=o1, orderby=p1.transAmt)``, ``Sort(set=s1, orderby=count(o1))``.

Expected values come from the raw CSV files (read with the csv module), never from the solver.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from kagflow.solver.logical_form import format_plan, parse_plan
from kagflow.solver.validate import PlanValidationError
from tests.conftest import EXAMPLE, read_csv
from tests.solver.helpers import open_executor, without_spans

SOURCES = EXAMPLE / "sources"
NAME = {r["id"]: r["name"] for r in read_csv(SOURCES / "Company.csv")}
TRANSFERS = read_csv(SOURCES / "Company_fundTrans_Company.csv")


@pytest.fixture(scope="module")
def acme(example_store):
    con, executor = open_executor(example_store)  # built once per session, read only here
    yield executor
    con.close()


def run(executor, text: str):
    return executor.run(text)


def test_edge_property_references_print_back_as_written():
    text = ("Action1: Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
            "Action2: Math(content=[p1.transAmt], target=sum)->m\n"
            "Action3: Sort(set=o1, orderby=sum(p1.transAmt), direction=desc, limit=1)->top\n"
            "Action4: Sort(set=s1, orderby=count(o1), direction=asc)->fewest\n"
            "Action5: Output(m, top)\n")
    plan = parse_plan(text)
    assert format_plan(plan) == text
    assert without_spans(parse_plan(format_plan(plan))) == without_spans(plan)


def test_sum_and_count_of_one_companys_transfers(acme):
    acme_id = next(i for i, n in NAME.items() if n == "Acme Motors")
    sent = [int(t["transAmt"]) for t in TRANSFERS if t["srcId"] == acme_id]
    result = run(acme, "Retrieval(s=s1:Company[`Acme Motors`], p=p1:fundTrans, o=o1:Company)\n"
                       "Math(content=[p1.transAmt], target=sum)->total\n"
                       "Math(content=[p1], target=count)->n\n"
                       "Math(content=[p1.transAmt], target=max)->biggest\n"
                       "Output(total, n, biggest)")
    assert result.bindings == {"total": [sum(sent)], "n": [len(sent)], "biggest": [max(sent)]}


def test_threshold_on_the_edge_then_sum_over_all_companies(acme):
    big = [int(t["transAmt"]) for t in TRANSFERS if int(t["transAmt"]) > 100000]
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company, p1.transAmt > 100000)\n"
                       "Math(content=[p1.transAmt], target=sum)->total\n"
                       "Math(content=[p1], target=count)->n\n"
                       "Output(total, n)")
    assert result.bindings == {"total": [sum(big)], "n": [len(big)]}


def test_a_date_window_on_the_edge(acme):
    window = [int(t["transAmt"]) for t in TRANSFERS if "20240101" <= t["transDate"] <= "20240331"]
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company, p1.transDate >= 20240101, p1.transDate <= 20240331)\n"
                       "Math(content=[p1.transAmt], target=sum)->total\nOutput(total)")
    assert result.answer == [sum(window)]


def test_sort_receivers_by_their_single_largest_transfer(acme):
    largest: dict[str, int] = defaultdict(int)
    for t in TRANSFERS:
        largest[NAME[t["dstId"]]] = max(largest[NAME[t["dstId"]]], int(t["transAmt"]))
    top = max(largest.values())
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=o1, orderby=p1.transAmt, direction=desc, limit=1)->top\nOutput(top)")
    assert result.answer == sorted(n for n, v in largest.items() if v == top)


def _amount(t: dict) -> int:
    return int(t["transAmt"])


def test_edges_sorted_by_their_own_property_answer_another_property_or_an_end(acme):
    """``Sort(set=p1, orderby=p1.prop)`` keeps the edges at a place; ``Output(p1.prop)`` gives their
    values of a property, ``Output(o1)`` their ends. Expected: the transfers of the CSV ranked here."""
    latest = max(TRANSFERS, key=lambda t: t["transDate"])
    assert sum(t["transDate"] == latest["transDate"] for t in TRANSFERS) == 1  # one transfer on the latest day
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=p1, orderby=p1.transDate, direction=desc, limit=1)->e\nOutput(p1.transAmt)")
    assert result.answer == [_amount(latest)]
    amounts = sorted({_amount(t) for t in TRANSFERS}, reverse=True)
    second = next(t for t in TRANSFERS if _amount(t) == amounts[1])
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=p1, orderby=p1.transAmt, direction=desc, rank=2)->e\nOutput(s1, o1, p1.transDate)")
    assert result.rows == [[NAME[second["srcId"]], NAME[second["dstId"]], second["transDate"]]]
    largest = max(TRANSFERS, key=_amount)
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=p1, orderby=p1.transAmt, direction=desc, limit=1)->e\nOutput(e.transDate)")
    assert result.answer == [largest["transDate"]]  # (the Sort's output alias holds the edges: it ended in StopIteration)
    earliest = sorted(TRANSFERS, key=lambda t: t["transDate"])[:2]
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=p1, orderby=p1.transDate, direction=asc, limit=2)->e\nOutput(o1)")
    assert sorted(result.answer) == sorted({NAME[t["dstId"]] for t in earliest})


def test_an_edge_property_output_prints_back_as_written():
    text = ("Action1: Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
            "Action2: Sort(set=p1, orderby=p1.transAmt, direction=desc, limit=1)->e\n"
            "Action3: Output(o1, p1.transDate)\n")
    plan = parse_plan(text)
    assert format_plan(plan) == text


def test_sort_receivers_by_the_sum_they_received(acme):
    received: dict[str, int] = defaultdict(int)
    for t in TRANSFERS:
        received[NAME[t["dstId"]]] += int(t["transAmt"])
    ranked = sorted(received, key=lambda n: -received[n])
    result = run(acme, "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
                       "Sort(set=o1, orderby=sum(p1.transAmt), direction=desc, limit=2)->top\nOutput(top)")
    assert sorted(result.answer) == sorted(ranked[:2])


def test_sort_makers_by_how_many_products_they_make(acme):
    counts = {r["name"]: len([p for p in r["product"].split(";") if p]) for r in read_csv(SOURCES / "Company.csv")}
    most = max(counts.values())
    result = run(acme, "Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                       "Sort(set=s1, orderby=count(o1), direction=desc, limit=1)->top\nOutput(top)")
    assert sorted(result.answer) == sorted(n for n, c in counts.items() if c == most)
    assert len(result.answer) >= 2  # the example has a tie for the most products: both are kept


@pytest.mark.parametrize(("plan", "message"), [
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nMath(content=[p1.amount], target=sum)->m\nOutput(m)",
     "fundTrans edges have no property 'amount'"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nMath(content=[o1.transAmt], target=sum)->m\nOutput(m)",
     "'o1' holds entities"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nMath(content=[p1.transDate], target=sum)->m\nOutput(m)",
     "not a number"),
    ("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\nSort(set=s1, orderby=sum(o1), direction=desc)->top\nOutput(top)",
     "needs numbers"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=o1, orderby=p1, direction=desc)->top\nOutput(top)",
     "holds edges"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=p1, orderby=count(o1), direction=desc)->top\nOutput(top)",
     "order them by one of their own properties"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=p1, orderby=p1.amount, direction=desc, limit=1)\nOutput(o1)",
     "fundTrans edges have no property 'amount'"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nOutput(o1.transDate)", "'o1' holds entities"),
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nOutput(p1.when)", "fundTrans edges have no property 'when'"),
    # plans that used to run as something else than they say (issue "Hardening")
    ("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=s1, orderby=o1.country, direction=desc)->top\nOutput(top)",
     "names a property of 'o1', not of the sorted 's1'"),
    ("Retrieval(s=s1:Company, p=s1:fundTrans, o=o1:Company)\nOutput(o1)", "also a node of this step"),
    ("Retrieval(s=x:Company, p=p1:fundTrans, o=x)\nOutput(x)", "a hop needs two ends"),
    ("Retrieval(s=s1:Company, p=p1:founded, o=o1)\nMath(content=[o1], target=max)->m\nMath(content=[o1], target=min)->m\nOutput(m)",
     "'m' is already bound"),
])
def test_bad_edge_references_are_refused_naming_the_part(acme, plan, message):
    with pytest.raises(PlanValidationError) as info:
        run(acme, plan)
    assert message in str(info.value)


def test_a_sort_limit_over_tied_values_says_so(acme):
    """``limit=1`` over a tie keeps every tied item and the Output step's trace says it (it said
    nothing). Expected: counted from Company.csv with the csv module."""
    counts = {r["name"]: len([p for p in r["product"].split(";") if p]) for r in read_csv(SOURCES / "Company.csv")}
    tied = sorted(n for n, c in counts.items() if c == max(counts.values()))
    assert len(tied) >= 2
    result = run(acme, "Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                       "Sort(set=s1, orderby=count(o1), direction=desc, limit=1)->top\nOutput(top)")
    assert sorted(result.answer) == tied
    assert result.steps[-1].note == f"top: Sort limit=1 keeps {len(tied)}: tied at the last place kept, all are given"
    untied = run(acme, "Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                       f"Sort(set=s1, orderby=count(o1), direction=desc, limit={len(counts)})->top\nOutput(top)")
    assert not untied.steps[-1].note  # every maker kept, no cut, no tie to report
