"""kagflow.solver.explore: the bounds every graph walk checks before it reads anything (the
walks themselves are tested through ``kagflow serve`` on the shipped example,
tests/pipelines/test_http_server.py)."""

from __future__ import annotations

import pytest

from kagflow.solver import explore


@pytest.mark.parametrize("kwargs, word", [
    ({"depth": -1}, "depth"), ({"depth": explore.MAX_DEPTH + 1}, "depth"),
    ({"max_nodes": 0}, "max_nodes"), ({"max_nodes": explore.MAX_NODES + 1}, "max_nodes"),
    ({"max_edges": explore.MAX_EDGES + 1}, "max_edges"),
])
def test_a_neighbourhood_out_of_bounds_is_refused_before_any_query(kwargs, word):
    with pytest.raises(ValueError, match=word):
        explore.neighbourhood(None, ["any"], **kwargs)  # no connection needed: nothing is read


def test_a_fact_source_is_written_as_ask_writes_it():
    assert explore._source("Company.csv", 2, "source") == "Company.csv:2"
    assert explore._source("notes/a.txt", None, "text:svo") == "notes/a.txt"
    assert explore._source(None, None, "rule:totalTransInAmt") == "rule:totalTransInAmt"
