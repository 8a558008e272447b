"""Askers over the session builds (``tests/conftest.py``), one per test module that asks them."""

from __future__ import annotations

import pytest

from kagflow.solver.ask import Asker


@pytest.fixture(scope="module")
def affairqa_asker(affairqa):
    with Asker(affairqa, complete=None) as asker:
        yield asker


@pytest.fixture(scope="module")
def supplychain_asker(supplychain):
    with Asker(supplychain, complete=None) as asker:
        yield asker


@pytest.fixture(scope="module")
def riskmining_asker(riskmining):
    with Asker(riskmining, complete=None) as asker:
        yield asker


@pytest.fixture(scope="module")
def acme(example_store):
    with Asker(example_store, complete=None) as asker:
        yield asker
