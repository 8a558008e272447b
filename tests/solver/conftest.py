"""Askers over the session builds (``tests/conftest.py``), one per store per test worker: what the
planner memoizes of a store (``solver/store_memo.py``) is read once and shared by every module that asks it."""

from __future__ import annotations

import pytest

from kagflow.solver.ask import Asker


@pytest.fixture(scope="session")
def affairqa_asker(affairqa):
    with Asker(affairqa, complete=None) as asker:
        yield asker


@pytest.fixture(scope="session")
def supplychain_asker(supplychain):
    with Asker(supplychain, complete=None) as asker:
        yield asker


@pytest.fixture(scope="session")
def riskmining_asker(riskmining):
    with Asker(riskmining, complete=None) as asker:
        yield asker


@pytest.fixture(scope="session")
def acme(example_store):
    with Asker(example_store, complete=None) as asker:
        yield asker
