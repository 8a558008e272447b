"""One definition of basic types, implicit predicates, name lookup and did-you-mean, checked
against the KAG example schemas (names read from the .schema files themselves)."""

from __future__ import annotations

import pytest

from kagflow.schema.spg import UnknownNameError, load_project_schema
from kagflow.schema.types import (
    BASIC_TYPES,
    NUMERIC_TYPES,
    did_you_mean,
    find_predicate,
    find_type,
    implicit_predicate,
    is_basic_type,
    is_numeric_type,
    predicates_named,
)
from tests.conftest import DATASETS


@pytest.fixture(scope="module")
def domainkg():
    # DomainKG.schema line 43: "Date(日期): EntityType" (a user type named like a basic type)
    return load_project_schema(DATASETS / "kag-domain-kg")


def test_numeric_types_are_basic() -> None:
    assert NUMERIC_TYPES == {"Integer", "Float", "Long", "Double"}
    assert NUMERIC_TYPES < BASIC_TYPES and {"Text", "Boolean", "Date"} <= BASIC_TYPES - NUMERIC_TYPES


def test_a_user_type_named_like_a_basic_type_is_the_users(domainkg, supplychain_schema) -> None:
    assert domainkg.types["Date"].display_name == "日期"
    assert not is_basic_type(domainkg, "Date")
    assert is_basic_type(supplychain_schema, "Date")  # no type Date in SupplyChain.schema
    assert is_basic_type(None, "Date")
    assert is_basic_type(domainkg, "Text") and not is_basic_type(domainkg, "Person")
    assert not is_basic_type(domainkg, None)
    assert is_numeric_type(domainkg, "Float") and not is_numeric_type(domainkg, "Text")


def test_implicit_predicates_by_name_and_display_name(supplychain_schema) -> None:
    assert implicit_predicate("name") == "name" and implicit_predicate("名称") == "name"
    assert implicit_predicate("id") == "id" and implicit_predicate("实体主键") == "id"
    assert implicit_predicate("title") is None
    # every type's predicate list starts with the two implicit ones
    names = [p.name for p in supplychain_schema.predicates("Person")[:2]]
    assert names == ["id", "name"]


def test_type_lookup_by_name_display_name_and_folded(supplychain_schema) -> None:
    # SupplyChain.schema line 17: "Company(企业): EntityType"
    assert find_type(supplychain_schema, "Company").name == "Company"
    assert find_type(supplychain_schema, "企业").name == "Company"
    assert find_type(supplychain_schema, "company") is None
    assert find_type(supplychain_schema, " company", fold=True).name == "Company"


def test_predicate_lookup_by_name_and_display_name(supplychain_schema) -> None:
    # SupplyChain.schema line 21: "totalTransInAmt(总共流入金额): Float"
    company = supplychain_schema.predicates("Company")
    assert find_predicate(company, "总共流入金额").name == "totalTransInAmt"
    assert find_predicate(company, "totalTransInAmt").range_type == "Float"
    assert find_predicate(company, "TOTALTRANSINAMT") is None
    assert find_predicate(company, "TOTALTRANSINAMT", fold=True).name == "totalTransInAmt"
    assert [p.owner for p in predicates_named(supplychain_schema, "总共流入金额")] == ["Company"]


def test_did_you_mean_one_hint_everywhere(supplychain_schema) -> None:
    assert did_you_mean("Compny", ["Company", "Person", "Product"]) == "did you mean 'Company'?"
    assert did_you_mean("zzz", ["b", "a"]) == "known: 'a', 'b'"
    assert did_you_mean("zzz", [str(i) for i in range(10)]).endswith(", ...")
    assert did_you_mean("zzz", []) == ""
    with pytest.raises(UnknownNameError) as err:
        supplychain_schema.type("Compny")
    assert "did you mean 'Company'" in str(err.value)
