"""Tests for solver.execute (with solver.validate and solver.linking) on built KAG projects.

Every expected value is computed independently from the raw source CSVs, with the ``csv``
module (``read_csv``) or with a separate DuckDB query over ``read_csv(...)``; nothing is
copied from the solver's own output.
"""

from __future__ import annotations

import csv
import json
from collections import Counter, defaultdict
from pathlib import Path

import duckdb
import pyarrow as pa
import pytest

from kagflow.project import Project
from kagflow.schema.spg import load_project_schema
from kagflow.solver.execute import Answer, PlanExecutor
from kagflow.solver.logical_form import LogicalFormSyntaxError
from kagflow.solver.validate import PlanValidationError
from tests.solver.helpers import open_executor
from tests.conftest import build_without_models, dataset, read_csv

SANJIAO = "三角***份限公司"
CHUANHUA = "传化****限公司"


# --- helpers ---------------------------------------------------------------------------------


def bt(name: str) -> str:
    """A name written as a backticked plan string (literal backticks doubled)."""
    return "`" + name.replace("`", "``") + "`"


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    tables = [row[0] for row in con.execute("SHOW TABLES").fetchall()]
    return {t: con.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables}


# --- supply chain: raw-CSV reading -----------------------------------------------------------


@pytest.fixture(scope="module")
def sc_raw() -> dict:
    src = dataset("kag-supplychain") / "sources"
    companies = read_csv(src / "Company.csv")
    transfers = read_csv(src / "Company_fundTrans_Company.csv")
    inflow: dict[str, int] = defaultdict(int)
    for t in transfers:
        inflow[t["dstId"]] += int(t["transAmt"])
    return {
        "src": src,
        "id_of": {c["name"]: c["id"] for c in companies},
        "name_of": {c["id"]: c["name"] for c in companies},
        "transfers": transfers,
        "inflow": dict(inflow),
    }


@pytest.fixture(scope="module")
def sc(supplychain):
    con, executor = open_executor(supplychain)
    yield executor
    con.close()


# --- 1. supply chain: properties, display names, multi-hop -----------------------------------


def test_total_inflow_of_a_company_is_the_sum_of_its_inbound_transfers(sc, sc_raw):
    company_id = sc_raw["id_of"][SANJIAO]
    expected = sum(
        int(t["transAmt"]) for t in sc_raw["transfers"] if t["dstId"] == company_id
    )
    assert expected > 0

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\nOutput(o1)"
    )

    assert answer.answer == [expected]
    assert answer.bindings == {"o1": [expected]}
    assert "exact" in answer.steps[0].links[0]


def test_display_name_works_as_the_predicate(sc, sc_raw):
    company_id = sc_raw["id_of"][SANJIAO]
    expected = sum(
        int(t["transAmt"]) for t in sc_raw["transfers"] if t["dstId"] == company_id
    )

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:总共流入金额, o=o1:Float)\nOutput(o1)"
    )

    assert answer.answer == [expected]


MULTI_HOP = f"""\
Step1: Which products does {SANJIAO} make?
Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:product, o=o1:Product)
Step2: Which products are downstream of them?
Action2: Retrieval(s=o1, p=p2:hasSupplyChain, o=o2:Product)
Step3: Which companies make those products?
Action3: Retrieval(s=s3:Company, p=p3:product, o=o2)
Step4: How much money has each of them received?
Action4: Retrieval(s=s3, p=p4:totalTransInAmt, o=o4:Float)
Step5: In total?
Action5: Math(content=[o4], target=`sum`)->total
Action6: Output(s3, total)
"""

MULTI_HOP_SQL = """
WITH company AS (SELECT * FROM read_csv($company, header = true, all_varchar = true)),
made AS (SELECT id, name, trim(unnest(string_split(product, ','))) AS prod FROM company),
chain AS (
    SELECT id AS up, trim(unnest(string_split(hasSupplyChain, ','))) AS down
    FROM read_csv($product, header = true, all_varchar = true)
),
start AS (SELECT prod FROM made WHERE name = $name),
downstream AS (SELECT DISTINCT chain.down FROM chain JOIN start ON chain.up = start.prod),
makers AS (SELECT DISTINCT made.id, made.name FROM made JOIN downstream ON made.prod = downstream.down),
inflow AS (
    SELECT dstId AS id, sum(CAST(transAmt AS BIGINT)) AS amount
    FROM read_csv($transfers, header = true, all_varchar = true) GROUP BY dstId
)
SELECT list(makers.name ORDER BY makers.name), sum(inflow.amount)
FROM makers JOIN inflow USING (id)
"""


def test_multi_hop_plan_matches_independent_sql_over_the_raw_csvs(sc, sc_raw):
    # one conjunctive query: Action4 keeps only the makers that have an inflow (inner join)
    src = sc_raw["src"]
    with duckdb.connect() as raw:
        makers, total = raw.execute(
            MULTI_HOP_SQL,
            {
                "company": str(src / "Company.csv"),
                "product": str(src / "Product.csv"),
                "transfers": str(src / "Company_fundTrans_Company.csv"),
                "name": SANJIAO,
            },
        ).fetchone()
    assert len(makers) >= 3 and total > 0  # the question is not trivial

    answer = sc.run(MULTI_HOP)

    assert sorted(answer.bindings["s3"]) == sorted(makers)
    assert answer.bindings["total"] == [total]
    assert answer.answer == answer.bindings["s3"] + [total]


# --- 2. edge constraints and reverse hops ----------------------------------------------------


def test_edge_constraint_keeps_outgoing_transfers_over_the_threshold(sc, sc_raw):
    company_id = sc_raw["id_of"][SANJIAO]
    expected = sorted(
        {
            sc_raw["name_of"][t["dstId"]]
            for t in sc_raw["transfers"]
            if t["srcId"] == company_id and int(t["transAmt"]) > 100000
        }
    )
    assert expected

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:fundTrans, o=o1:Company, p1.transAmt>100000)\nOutput(o1)"
    )

    assert answer.answer == expected


def test_inbound_transfers_written_from_the_payer_side(sc, sc_raw):
    company_id = sc_raw["id_of"][SANJIAO]
    inbound = [t for t in sc_raw["transfers"] if t["dstId"] == company_id]
    expected_all = sorted({sc_raw["name_of"][t["srcId"]] for t in inbound})
    expected_big = sorted(
        {sc_raw["name_of"][t["srcId"]] for t in inbound if int(t["transAmt"]) > 100000}
    )
    assert expected_big and len(expected_big) < len(expected_all)

    everyone = sc.run(
        f"Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[{bt(SANJIAO)}])\nOutput(s1)"
    )
    big = sc.run(
        f"Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[{bt(SANJIAO)}], p1.transAmt>100000)\nOutput(s1)"
    )

    assert everyone.answer == expected_all
    assert big.answer == expected_big
    assert everyone.steps[0].rows == len(inbound)  # one row per transfer


def test_reverse_hop_with_the_predicate_of_the_object_type(sc, sc_raw):
    product = "轮胎与橡胶-轮胎"
    expected = sorted(
        {
            c["name"]
            for c in read_csv(sc_raw["src"] / "Company.csv")
            if product in [p.strip() for p in c["product"].split(",")]
        }
    )
    assert expected

    answer = sc.run(
        f"Retrieval(s=s1:Product[{bt(product)}], p=p1:product, o=o1:Company)\nOutput(o1)"
    )

    assert answer.answer == expected
    assert answer.steps[0].note and "reverse hop" in answer.steps[0].note


def test_relation_object_of_the_wrong_type_is_rejected(sc_schema):
    text = "Retrieval(s=s1:Company, p=p1:product, o=o1:Person)\nOutput(o1)"
    with pytest.raises(PlanValidationError) as info:
        sc_schema.run(text, source="q.plan")
    assert (info.value.span.line, info.value.span.column) == (
        1,
        text.index("o1:Person") + 1,
    )
    assert "Product" in info.value.message and "Person" in info.value.message


# --- 3. Sort and Math ------------------------------------------------------------------------


def test_sort_entities_by_a_value_variable_with_limit(sc, sc_raw):
    ranked = sorted(sc_raw["inflow"].items(), key=lambda kv: kv[1], reverse=True)
    expected = [sc_raw["name_of"][company_id] for company_id, _ in ranked[:2]]

    answer = sc.run(
        "Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
        "Sort(set=s1, orderby=o1, direction=desc, limit=2)->top\n"
        "Output(top)"
    )

    assert answer.answer == expected  # in rank order, not alphabetical


def test_a_sort_by_count_without_a_limit_answers_each_item_with_its_count(sc, sc_raw):
    received = Counter(sc_raw["name_of"][t["dstId"]] for t in sc_raw["transfers"])
    payers = Counter(sc_raw["name_of"][src] for src, _dst in {(t["srcId"], t["dstId"]) for t in sc_raw["transfers"]})

    answer = sc.run("Retrieval(s=o1:Company, p=p1:fundTrans, o=s1:Company)\nSort(set=s1, orderby=count(p1), direction=desc)->g\nOutput(g)")
    assert {name: n for name, n in answer.answer} == dict(received)  # transfers each company received
    assert [n for _name, n in answer.answer] == sorted(received.values(), reverse=True)

    answer = sc.run("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=s1, orderby=count(o1), direction=desc)->g\nOutput(g)")
    assert {name: n for name, n in answer.answer} == dict(payers)  # distinct companies each one paid

    answer = sc.run("Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\nSort(set=s1, orderby=count(o1), direction=desc, limit=1)->g\nOutput(g)")
    top = max(payers.values())
    assert sorted(answer.answer) == sorted(n for n, k in payers.items() if k == top)  # with a limit: the items alone


def test_sort_values_ascending_with_limit(sc, sc_raw):
    expected = sorted(sc_raw["inflow"].values())[:3]

    answer = sc.run(
        "Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
        "Sort(set=o1, direction=asc, limit=3)->low\n"
        "Output(low)"
    )

    assert answer.answer == expected


def test_sort_rank_keeps_one_place_counted_by_distinct_values(sc, sc_raw):
    listed = {r["id"] for r in read_csv(sc_raw["src"] / "Product.csv")}  # (a product no row lists is a placeholder, never counted)
    products = {c["name"]: len({x.strip() for x in c["product"].split(",")} & listed) for c in read_csv(sc_raw["src"] / "Company.csv")}
    counts = sorted(set(products.values()), reverse=True)
    assert sum(1 for n in products.values() if n == counts[0]) > 1  # (a tie at the top: rank() would leave place 2 empty)
    answer = sc.run("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                    "Sort(set=s1, orderby=count(o1), direction=desc, rank=2)->second\nOutput(second)")
    assert sorted(answer.answer) == sorted(n for n, k in products.items() if k == counts[1])

    inflows = sorted(set(sc_raw["inflow"].values()))
    answer = sc.run("Search(s=s1:Company)\nSort(set=s1, orderby=s1.totalTransInAmt, direction=asc, rank=2)->r\nOutput(r)")
    assert answer.answer == [sc_raw["name_of"][c] for c, v in sc_raw["inflow"].items() if v == inflows[1]]
    # a company with no inflow holds no place: one place past the last value is empty
    answer = sc.run(f"Search(s=s1:Company)\nSort(set=s1, orderby=s1.totalTransInAmt, direction=asc, rank={len(inflows) + 1})->r\nOutput(r)")
    assert answer.answer == []


def test_sort_atleast_and_atmost_keep_the_items_whose_aggregate_lies_within(sc, sc_raw):
    listed = {r["id"] for r in read_csv(sc_raw["src"] / "Product.csv")}  # (a product no row lists is a placeholder, never counted)
    products = {c["name"]: len({x.strip() for x in c["product"].split(",")} & listed) for c in read_csv(sc_raw["src"] / "Company.csv")}
    answer = sc.run("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                    "Sort(set=s1, orderby=count(o1), direction=desc, atleast=3)->g\nOutput(g)")
    assert sorted(answer.answer) == sorted(n for n, k in products.items() if k >= 3)  # (the items alone)
    answer = sc.run("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                    "Sort(set=s1, orderby=count(o1), direction=desc, atleast=2, atmost=3)\nMath(content=[s1], target=count)->n\nOutput(n)")
    assert answer.answer == [sum(1 for k in products.values() if 2 <= k <= 3)]
    # the bound comes before a limit: the first of those within it, not the first of all
    fewest = min(k for k in products.values() if k >= 2)
    answer = sc.run("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\n"
                    "Sort(set=s1, orderby=count(o1), direction=asc, atleast=2, limit=1)->g\nOutput(g)")
    assert sorted(answer.answer) == sorted(n for n, k in products.items() if k == fewest)


def test_sort_bound_entities_by_their_property(sc, sc_raw):
    payer = sc_raw["id_of"][CHUANHUA]
    payees = {t["dstId"] for t in sc_raw["transfers"] if t["srcId"] == payer}
    ranked = sorted(payees, key=lambda c: sc_raw["inflow"].get(c, 0), reverse=True)
    expected = [sc_raw["name_of"][c] for c in ranked[:3]]

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(CHUANHUA)}], p=p1:fundTrans, o=o1:Company)\n"
        "Sort(set=o1, orderby=o1.totalTransInAmt, direction=desc, limit=3)->top\n"
        "Output(top)"
    )

    assert answer.answer == expected


def test_math_count_of_entities_and_of_edges(sc, sc_raw):
    company_id = sc_raw["id_of"][SANJIAO]
    inbound = [t for t in sc_raw["transfers"] if t["dstId"] == company_id]

    answer = sc.run(
        f"Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[{bt(SANJIAO)}])\n"
        "Math(content=[s1], target=count)->payers\n"
        "Math(content=[p1], target=`count`)->transfers\n"
        "Output(payers, transfers)"
    )

    assert answer.bindings == {
        "payers": [len({t["srcId"] for t in inbound})],
        "transfers": [len(inbound)],
    }


def test_math_avg_min_max_over_a_value_set(sc, sc_raw):
    payer = sc_raw["id_of"][CHUANHUA]
    payees = sorted({t["dstId"] for t in sc_raw["transfers"] if t["srcId"] == payer})
    values = [sc_raw["inflow"][c] for c in payees]

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(CHUANHUA)}], p=p1:fundTrans, o=o1:Company)\n"
        "Retrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)\n"
        "Math(content=[o2], target=avg)->mean\n"
        "Math(content=[o2], target=min)->low\n"
        "Math(content=[o2], target=max)->high\n"
        "Output(mean, low, high)"
    )

    assert answer.bindings["mean"] == [pytest.approx(sum(values) / len(values))]
    assert answer.bindings["low"] == [min(values)]
    assert answer.bindings["high"] == [max(values)]


TWO_INFLOWS = (
    f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\n"
    f"Retrieval(s=s2:Company[{bt(CHUANHUA)}], p=p2:totalTransInAmt, o=o2:Float)\n"
)


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("`difference`", lambda a, b: a - b),
        ("`ratio`", lambda a, b: a / b),
        ("`>`", lambda a, b: a > b),
        ("gt", lambda a, b: a > b),
        ("lt", lambda a, b: a < b),
        ("`<=`", lambda a, b: a <= b),
        ("eq", lambda a, b: a == b),
        ("ne", lambda a, b: a != b),
    ],
)
def test_math_on_two_scalars(sc, sc_raw, target, expected):
    a = sc_raw["inflow"][sc_raw["id_of"][SANJIAO]]
    b = sc_raw["inflow"][sc_raw["id_of"][CHUANHUA]]
    assert a != b

    answer = sc.run(
        TWO_INFLOWS + f"Math(content=[o1, o2], target={target})->m\nOutput(m)"
    )

    assert answer.answer == [pytest.approx(expected(a, b))]
    if isinstance(expected(a, b), bool):
        assert isinstance(answer.answer[0], bool)


def test_math_on_scalars_produced_by_math(sc, sc_raw):
    payer = sc_raw["id_of"][CHUANHUA]
    in_total = sc_raw["inflow"][payer]

    answer = sc.run(
        f"Retrieval(s=s1:Company[{bt(CHUANHUA)}], p=p1:fundTrans, o=o1:Company)\n"
        f"Retrieval(s=s2:Company[{bt(CHUANHUA)}], p=p2:totalTransInAmt, o=o2:Float)\n"
        "Math(content=[o2], target=sum)->received\n"
        "Math(content=[p1], target=count)->n\n"
        "Math(content=[received, n], target=ratio)->per_transfer\n"
        "Output(per_transfer)"
    )

    n_out = sum(1 for t in sc_raw["transfers"] if t["srcId"] == payer)
    assert answer.answer == [pytest.approx(in_total / n_out)]


# --- 4. risk mining: concept membership --------------------------------------------------------


@pytest.fixture(scope="module")
def rm_raw() -> dict:
    src = dataset("kag-riskmining") / "sources"
    persons = read_csv(src / "Person.csv")
    installs = {
        d["id"]: {a.strip() for a in d["install"].split(",") if a.strip()}
        for d in read_csv(src / "Device.csv")
    }
    gambling = {a["id"] for a in read_csv(src / "App.csv") if "赌博" in a["riskMark"]}
    devices: dict[str, set[str]] = defaultdict(set)
    for row in read_csv(src / "Person_hasDevice_Device.csv"):
        devices[row["src"]].add(row["dst"])
    developed: dict[str, set[str]] = {}
    for person in persons:
        per_app = Counter(
            app for device in devices[person["id"]] for app in installs.get(device, ())
        )
        developed[person["name"]] = {app for app, n in per_app.items() if n > 5}
    developers = {name for name, apps in developed.items() if apps & gambling}
    return {"persons": persons, "developed": developed, "developers": developers}


@pytest.fixture(scope="module")
def rm(riskmining):
    con, executor = open_executor(riskmining)
    yield executor
    con.close()


def test_member_of_gambling_app_developers(rm, rm_raw):
    member = min(rm_raw["developers"])
    plan = f"Retrieval(s=s1:Person[{bt(member)}], p=p1:belongTo, o=o1:`TaxOfRiskUser`/`赌博App开发者`)\nOutput(o1)"

    answer = rm.run(plan)

    assert answer.answer == ["赌博App开发者"]
    assert any("exact" in link for link in answer.steps[0].links)


def test_non_member_of_gambling_app_developers(rm, rm_raw):
    outsider = next(
        p["name"] for p in rm_raw["persons"] if p["name"] not in rm_raw["developers"]
    )
    plan = f"Retrieval(s=s1:Person[{bt(outsider)}], p=p1:belongTo, o=o1:`TaxOfRiskUser`/`赌博App开发者`)\nOutput(o1)"

    answer = rm.run(plan)

    assert answer.answer == []
    assert (
        answer.steps[0].links[0] == f"{outsider!r} -> {outsider!r} [exact]"
    )  # linked, just not a member


def test_all_members_of_a_concept(rm, rm_raw):
    assert rm_raw["developers"]
    answer = rm.run(
        "Retrieval(s=s1:Person, p=p1:belongTo, o=o1:`TaxOfRiskUser`/`赌博App开发者`)\nOutput(s1)"
    )
    assert answer.answer == sorted(rm_raw["developers"])


def test_developed_apps_of_a_person(rm, rm_raw):
    member = min(rm_raw["developers"])
    answer = rm.run(
        f"Retrieval(s=s1:Person[{bt(member)}], p=p1:developed, o=o1:App)\nOutput(o1)"
    )
    assert answer.answer == sorted(rm_raw["developed"][member])


# --- 5. names that need quoting ----------------------------------------------------------------

TRICKY_NAMES = [
    "A*B Holdings",
    "O'Brien's Bakery",
    'The "Quoted" Co',
    "Back`tick`` Ltd",
    "Lamb, Hart & Sons",
    "x = y Partners",
    "<Less> Than Corp",
    "Greater > Than Inc",
    "Paren) Works",
    "Bracket] Labs",
    "三角***份限公司（测试）",
    "Plain Company",
]

TINY_SCHEMA = """\
namespace Tiny

Company(Company): EntityType
    properties:
        score(Score): Float
    relations:
        fundTrans(Fund transfer): Company
            properties:
                transAmt(Transfer amount): Integer
"""


def build_tiny_project(
    root: Path,
    companies: list[tuple[str, str, float]],
    transfers: list[tuple[str, str, int]],
    schema: str = TINY_SCHEMA,
) -> Path:
    """Write and build a tiny project: Company.csv rows ``(id, name, score)`` and transfers
    ``(srcId, dstId, transAmt)``, written with the csv module so quoting is right. Tables only:
    the fake models and no embeddings (nothing here reads them)."""
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Tiny.schema").write_text(schema, encoding="utf-8")
    with (root / "sources" / "Company.csv").open(
        "w", encoding="utf-8", newline=""
    ) as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "name", "score"])
        writer.writerows(companies)
    with (root / "sources" / "Company_fundTrans_Company.csv").open(
        "w", encoding="utf-8", newline=""
    ) as handle:
        writer = csv.writer(handle)
        writer.writerow(["srcId", "dstId", "transAmt"])
        writer.writerows(transfers)
    build_without_models(root, as_of="2024-01-01")
    return root


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    """A tiny project whose company names need every kind of quoting; a read-write connection."""
    n = len(TRICKY_NAMES)
    root = build_tiny_project(
        tmp_path_factory.mktemp("tiny") / "tiny",
        [(f"T{i:02d}", name, (i + 1) * 1.5) for i, name in enumerate(TRICKY_NAMES)],
        [(f"T{i:02d}", f"T{(i + 1) % n:02d}", (i + 1) * 1000) for i in range(n)],
    )
    con, executor = open_executor(root, read_only=False)
    yield {"root": root, "con": con, "executor": executor}
    con.close()


def tiny_expected(root: Path) -> tuple[dict[str, float], dict[str, str]]:
    """(score by name, payee name by payer name), read back from the CSV files."""
    companies = read_csv(root / "sources" / "Company.csv")
    name_of = {c["id"]: c["name"] for c in companies}
    score = {c["name"]: float(c["score"]) for c in companies}
    payee = {
        name_of[t["srcId"]]: name_of[t["dstId"]]
        for t in read_csv(root / "sources" / "Company_fundTrans_Company.csv")
    }
    return score, payee


@pytest.mark.parametrize("name", TRICKY_NAMES)
def test_tricky_name_links_exactly_and_returns_its_value(tiny, name):
    score, payee = tiny_expected(tiny["root"])
    assert name in score  # the csv module round-tripped the name

    answer = tiny["executor"].run(
        f"Retrieval(s=s1:Company[{bt(name)}], p=p1:score, o=o1:Float)\n"
        f"Retrieval(s=s2:Company[{bt(name)}], p=p2:fundTrans, o=o2:Company)\n"
        "Output(o1, o2)"
    )

    assert answer.answer == [pytest.approx(score[name]), payee[name]]
    assert answer.steps[0].links == [f"{name!r} -> {name!r} [exact]"]
    for trace in answer.steps[:2]:
        assert name not in trace.sql  # the name travels as a parameter


@pytest.mark.parametrize("name", TRICKY_NAMES)
def test_tricky_name_in_double_quotes_and_as_a_constraint(tiny, name):
    score, _ = tiny_expected(tiny["root"])
    dq = '"' + name.replace('"', '""') + '"'

    by_node = tiny["executor"].run(
        f"Retrieval(s=s1:Company[{dq}], p=p1:score, o=o1:Float)\nOutput(o1)"
    )
    by_constraint = tiny["executor"].run(
        f"Retrieval(s=s1:Company, p=p1:score, o=o1:Float, s1.name == {dq})\nOutput(o1)"
    )

    assert by_node.answer == [pytest.approx(score[name])]
    assert by_constraint.answer == [pytest.approx(score[name])]


@pytest.mark.parametrize(
    "name",
    [
        "x'); DROP TABLE triples; --",
        "x'); DROP TABLE kg_entities; --",
        "'; DELETE FROM kg_properties; --",
    ],
)
def test_sql_in_a_name_is_just_a_name_that_matches_nothing(tiny, name):
    before = table_counts(tiny["con"])
    assert "kg_entities" in before

    answer = tiny["executor"].run(
        f"Retrieval(s=s1:Company[{bt(name)}], p=p1:score, o=o1:Float)\nOutput(o1)"
    )

    assert answer.answer == []
    assert answer.steps[0].links == [f"no Company named {name!r}"]
    assert table_counts(tiny["con"]) == before
    assert tiny["con"].execute(
        "SELECT count(*) FROM kg_entities WHERE type = 'Company'"
    ).fetchone()[0] == len(TRICKY_NAMES)


@pytest.fixture(scope="module")
def duplicated(tmp_path_factory) -> Path:
    """A tiny project where C1 is listed twice with different scores, and score is MultiValue, so
    C1 keeps both (a property that is not MultiValue keeps the last row's: KAG's upsert); built once
    for both sort directions, which only read it."""
    companies = [
        ("C1", "Alpha", 1.0),
        ("C2", "Beta", 5.0),
        ("C3", "Gamma", 3.0),
        ("C1", "Alpha", 9.0),
    ]
    return build_tiny_project(
        tmp_path_factory.mktemp("dup") / "dup",
        companies,
        [("C1", "C2", 10), ("C2", "C3", 20), ("C3", "C1", 30)],
        schema=TINY_SCHEMA.replace("        score(Score): Float\n", "        score(Score): Float\n            constraint: MultiValue\n"),
    )


@pytest.mark.parametrize("direction", ["desc", "asc"])
def test_sort_ranks_an_entity_with_several_values_once(duplicated, direction):
    root = duplicated
    scores: dict[str, list[float]] = defaultdict(list)
    for row in read_csv(root / "sources" / "Company.csv"):
        scores[row["name"]].append(float(row["score"]))
    best = {
        name: (max(v) if direction == "desc" else min(v)) for name, v in scores.items()
    }
    expected = sorted(best, key=best.get, reverse=direction == "desc")

    con, executor = open_executor(root)
    try:
        by_variable = executor.run(
            "Retrieval(s=s1:Company, p=p1:score, o=o1:Float)\n"
            f"Sort(set=s1, orderby=o1, direction={direction})->ranked\n"
            "Math(content=[ranked], target=count)->n\n"
            "Output(ranked, n)"
        )
        by_property = executor.run(
            "Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company)\n"
            f"Sort(set=s1, orderby=s1.score, direction={direction}, limit=2)->ranked\n"
            "Output(ranked)"
        )
    finally:
        con.close()

    assert by_variable.bindings == {"ranked": expected, "n": [len(scores)]}
    assert by_property.answer == expected[:2]


# --- 6. fuzzy linking (the shipped acme example) -----------------------------------------------


@pytest.fixture(scope="module")
def acme(example_store):
    root = example_store  # built once per session, read only here
    con, executor = open_executor(root)
    yield {"root": root, "executor": executor}
    con.close()


def test_misspelled_name_links_fuzzily_to_the_right_company(acme):
    src = acme["root"] / "sources"
    name_of = {c["id"]: c["name"] for c in read_csv(src / "Company.csv")}
    acme_id = next(i for i, n in name_of.items() if n == "Acme Motors")
    expected = sorted(
        {
            name_of[t["dstId"]]
            for t in read_csv(src / "Company_fundTrans_Company.csv")
            if t["srcId"] == acme_id
        }
    )

    answer = acme["executor"].run(
        "Retrieval(s=s1:Company[`Acme Motrs`], p=p1:fundTrans, o=o1:Company)\nOutput(o1)"
    )

    assert answer.answer == expected
    (link,) = answer.steps[0].links
    assert "'Acme Motors'" in link and "fuzzy" in link


def test_name_far_from_everything_gives_an_empty_answer(acme):
    answer = acme["executor"].run(
        "Retrieval(s=s1:Company[`Zqxjv Plinth Quarry`], p=p1:fundTrans, o=o1:Company)\nOutput(o1)"
    )

    assert answer.answer == []
    assert answer.steps[0].links == ["no Company named 'Zqxjv Plinth Quarry'"]
    assert answer.steps[0].rows == 0


def test_acme_inflow_plan_file(acme):
    src = acme["root"] / "sources"
    company_id = next(
        c["id"]
        for c in read_csv(src / "Company.csv")
        if c["name"] == "O'Hara, Lamb & Sons"
    )
    expected = sum(
        int(t["transAmt"])
        for t in read_csv(src / "Company_fundTrans_Company.csv")
        if t["dstId"] == company_id
    )

    plan = acme["root"] / "plans" / "inflow.txt"
    answer = acme["executor"].run(plan.read_text(encoding="utf-8"), str(plan))

    assert answer.answer == [expected]


# --- 7. validation and syntax errors ----------------------------------------------------------

HEADER = "Step1: How much money came in?\n"


@pytest.fixture(scope="module")
def sc_schema(supplychain_schema):
    """An executor over the supply-chain schema and an empty database: plans that fail validation
    or parsing never reach the tables, so these tests need no build."""
    con = duckdb.connect()
    yield PlanExecutor(con, supplychain_schema)
    con.close()


def validation_error(executor: PlanExecutor, text: str) -> PlanValidationError:
    with pytest.raises(PlanValidationError) as info:
        executor.run(text, source="q.plan")
    return info.value


def position(text: str, needle: str) -> tuple[int, int]:
    """1-based (line, column) of the first ``needle`` in ``text``."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def test_unknown_predicate_suggests_the_closest(sc_schema):
    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmount, o=o1:Float)\nAction2: Output(o1)\n"
    )
    error = validation_error(sc_schema, text)
    assert (error.span.line, error.span.column) == position(
        text, "p1:totalTransInAmount"
    )
    assert "totalTransInAmount" in error.message
    assert error.message.split("did you mean ")[1].startswith("'totalTransInAmt'")
    assert str(error).startswith(f"q.plan:{error.span.line}:{error.span.column}: ")


def test_unknown_type_suggests_the_closest(sc_schema):
    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Compny[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)\n"
    )
    error = validation_error(sc_schema, text)
    assert (error.span.line, error.span.column) == position(text, "s1:Compny")
    assert (
        "'Compny'" in error.message and "'Company'" in error.message.split("did you mean ")[1]
    )


def test_unknown_edge_property_lists_the_known_ones(sc_schema):
    text = f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:fundTrans, o=o1:Company, p1.amount>1)\nOutput(o1)"
    error = validation_error(sc_schema, text)
    assert (error.span.line, error.span.column) == position(text, "p1.amount")
    assert "transAmt" in error.message and "transDate" in error.message


def test_unbound_variable(sc_schema):
    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Math(content=[o1, o7], target=sum)->m\nAction3: Output(m)\n"
    )
    error = validation_error(sc_schema, text)
    assert error.span.line == 3
    assert "'o7'" in error.message and "before it is bound" in error.message


def test_retrieval_with_nothing_typed_is_rejected_at_the_edge(sc_schema):
    # an untyped first mention takes its type from the predicate; with no predicate either,
    # nothing says what x9 is
    text = "Retrieval(s=x9, p=p1, o=o1)\nOutput(o1)"
    error = validation_error(sc_schema, text)
    assert (error.span.line, error.span.column) == position(text, "p1")
    assert "'p1'" in error.message and "neither end has a type" in error.message


def test_unknown_operator_is_a_syntax_error(sc_schema):
    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Lookup(o1)\n"
    )
    with pytest.raises(LogicalFormSyntaxError) as info:
        sc_schema.run(text, source="q.plan")
    assert (info.value.line, info.value.column) == position(text, "Lookup")
    assert "Lookup" in info.value.message and "Retrieval" in info.value.message


def test_deduce_is_rejected_with_a_clear_message(sc_schema):
    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Deduce(op=judgement, content=[o1], target=`big?`)->d\nAction3: Output(o1)\n"
    )
    error = validation_error(sc_schema, text)
    assert (error.span.line, error.span.column) == position(text, "Deduce")
    assert "Deduce" in error.message and "Math" in error.message


def test_plan_without_output(sc_schema):
    """KAG answers from the last step: the plan outputs it (noted); strict validation refuses."""
    from kagflow.solver.logical_form import Output, parse_plan
    from kagflow.solver.validate import validate_plan

    text = (
        HEADER
        + f"Action1: Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:totalTransInAmt, o=o1:Float)\n"
    )
    plan = parse_plan(text, "q.plan")
    with pytest.raises(PlanValidationError) as info:
        validate_plan(plan, sc_schema.schema, "q.plan", lenient=False)
    assert info.value.span.line == 2 and "Output" in info.value.message
    validated = validate_plan(plan, sc_schema.schema, "q.plan")
    last = validated.steps[-1]
    assert isinstance(last.action, Output) and last.action.aliases == ("o1",)
    assert [n.construct for n in validated.normalisations[-1]] == ["no output step"]


def test_math_with_one_operand_for_a_binary_target(sc_schema):
    text = TWO_INFLOWS + "Math(content=[o1], target=difference)->m\nOutput(m)"
    error = validation_error(sc_schema, text)
    assert error.span.line == 3 and "two" in error.message


# --- 8. the trace: JSON shape and replayable SQL ----------------------------------------------


def test_answer_as_dict_is_json_with_a_replayable_trace(supplychain, sc, sc_raw):
    plan = MULTI_HOP.replace(
        "Action6: Output(s3, total)",
        "Action6: Sort(set=s3, orderby=o4, direction=desc, limit=2)->top\nAction7: Output(top, total)",
    )
    answer = sc.run(plan)
    assert isinstance(answer, Answer)

    data = json.loads(json.dumps(answer.as_dict(), ensure_ascii=False))
    assert set(data) == {"answer", "notes", "bindings", "pairs", "steps", "columns", "rows", "evidence"}
    assert data["evidence"] == []  # every step was answered by the graph
    assert data["answer"] == data["bindings"]["top"] + data["bindings"]["total"]
    assert data["columns"] == ["top", "total"]
    assert data["rows"] == sorted([name, data["bindings"]["total"][0]] for name in data["bindings"]["top"])
    assert [s["step"] for s in data["steps"]] == [1, 2, 3, 4, 5, 6, 7]
    assert (
        data["steps"][0]["action"]
        == f"Retrieval(s=s1:Company[{bt(SANJIAO)}], p=p1:product, o=o1:Product)"
    )
    assert data["steps"][4]["action"] == "Math(content=[o4], target=`sum`)->total"
    for step in data["steps"]:
        assert set(step) >= {"step", "action", "sql", "params", "rows", "links", "sources", "note", "relation", "linked",
                             "retriever", "fallback", "citations"}
    assert [s["retriever"] for s in data["steps"]] == ["kg_cs"] * 4 + [None] * 3
    assert all(s["fallback"] is None for s in data["steps"])
    assert data["steps"][-1]["sql"] is None  # Output runs no SQL
    assert data["steps"][-1]["rows"] == len(data["rows"])

    # replay the trace from its JSON form on a fresh connection to the same file: register the
    # linked ids, run each step in order and register its relation, then the Math over them
    replay = duckdb.connect(str(Project(supplychain).database_path), read_only=True)
    try:
        for step in data["steps"]:
            for table, ids in step["linked"].items():
                replay.register(table, pa.table({"entity_id": pa.array(ids, pa.string())}))
        for step in data["steps"][:-1]:
            if step["relation"] is None:
                continue
            assert SANJIAO not in step["sql"]
            result = replay.execute(step["sql"], step["params"]).to_arrow_table()
            assert result.num_rows == step["rows"], step["action"]
            replay.register(step["relation"], result)
        total_step = data["steps"][4]
        assert (
            replay.execute(total_step["sql"], total_step["params"]).fetchone()[0]
            == data["bindings"]["total"][0]
        )
    finally:
        replay.close()
    assert any("exact" in link for link in data["steps"][0]["links"])
    assert data["steps"][0]["sources"] == [
        "Company.csv:"
        + str(
            next(
                i + 2
                for i, row in enumerate(read_csv(sc_raw["src"] / "Company.csv"))
                if row["name"] == SANJIAO
            )
        )
    ]
