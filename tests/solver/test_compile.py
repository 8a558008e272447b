"""Tests for solver.compile: a plan is one conjunctive query, compiled before it runs.

Expected values come from the raw CSVs read with the ``csv`` module (``read_csv``), never from
the solver's output.
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict

import pytest

from kagflow.schema.spg import load_project_schema
from kagflow.solver.compile import compile_plan
from kagflow.solver.logical_form import parse_plan
from kagflow.solver.validate import validate_plan
from tests.conftest import dataset, read_csv
from tests.solver.helpers import open_executor

SANJIAO = "三角***份限公司"


# --- risk mining: apps both developed and released ----------------------------------------------


@pytest.fixture(scope="module")
def rm_apps() -> dict:
    """developed / release as the schema's rules define them, computed from the raw CSVs."""
    src = dataset("kag-riskmining") / "sources"
    installs = {d["id"]: {a.strip() for a in d["install"].split(",") if a.strip()} for d in read_csv(src / "Device.csv")}
    devices: dict[str, set[str]] = defaultdict(set)
    for row in read_csv(src / "Person_hasDevice_Device.csv"):
        devices[row["src"]].add(row["dst"])
    apps = {a["id"] for a in read_csv(src / "App.csv")}
    developed = set()
    for person in read_csv(src / "Person.csv"):  # (s)-[:hasDevice]->(d)-[:install]->(o), count(d) > 5
        per_app = Counter(app for device in devices[person["id"]] for app in installs.get(device, ()))
        developed |= {app for app, n in per_app.items() if n > 5 and app in apps}
    company_certs: dict[str, set[str]] = defaultdict(set)
    for row in read_csv(src / "Company_hasCert_Cert.csv"):
        company_certs[row["src"]].add(row["dst"])
    cert_id = {c["certNum"]: c["id"] for c in read_csv(src / "Cert.csv")}
    app_cert = {a["id"]: a["useCert"] for a in read_csv(src / "App.csv") if a["useCert"]}
    released = set()
    for row in read_csv(src / "Person_holdShare_Company.csv"):  # (s)-holdShare->(c)-hasCert->(cert)<-useCert-(o)
        certs = company_certs[row["dst"]]
        released |= {app for app, cert in app_cert.items() if cert in certs or cert_id.get(cert) in certs}
    return {"developed": developed, "released": released}


@pytest.fixture(scope="module")
def rm(riskmining):
    con, executor = open_executor(riskmining)
    yield executor
    con.close()


def test_a_variable_in_two_steps_holds_the_values_satisfying_both(rm, rm_apps):
    both = rm_apps["developed"] & rm_apps["released"]
    assert both and rm_apps["developed"] - both  # the second step must narrow something

    answer = rm.run(
        "Retrieval(s=u:Person, p=p1:developed, o=app:App)\n"
        "Retrieval(s=b:Person, p=p2:release, o=app)\n"
        "Output(app)"
    )

    assert sorted(answer.answer) == sorted(both)
    assert answer.steps[0].rows >= len(rm_apps["developed"])  # (person, app) rows before narrowing


def test_a_later_step_narrows_what_was_derived_earlier(rm, rm_apps):
    both = rm_apps["developed"] & rm_apps["released"]

    answer = rm.run(
        "Retrieval(s=u:Person, p=p1:developed, o=app:App)\n"
        "Math(content=[app], target=count)->n\n"
        "Retrieval(s=b:Person, p=p2:release, o=app)\n"
        "Output(n)"
    )

    assert answer.answer == [len(both)]


# --- supply chain: pairs of companies sharing a legal representative ----------------------------


@pytest.fixture(scope="module")
def sc(supplychain):
    con, executor = open_executor(supplychain)
    yield executor
    con.close()


def test_output_of_two_variables_returns_the_joint_rows(sc):
    pairs = set()
    for person in read_csv(dataset("kag-supplychain") / "sources" / "Person.csv"):
        names = {n.strip() for n in person["legalRepresentative"].split(",") if n.strip()}
        pairs |= set(itertools.product(names, names))
    assert len({(a, b) for a, b in pairs if a != b}) > 10

    answer = sc.run(
        "Retrieval(s=u:Person, p=r1:legalRepresentative, o=c1:Company)\n"
        "Retrieval(s=u, p=r2:legalRepresentative, o=c2:Company)\n"
        "Output(c1, c2)"
    )

    assert answer.columns == ["c1", "c2"]
    assert len(answer.rows) == len(pairs)
    assert {tuple(row) for row in answer.rows} == pairs
    assert sorted(answer.bindings["c1"]) == sorted({a for a, _ in pairs})


def test_rows_pair_each_value_with_its_own_entity(sc):
    src = dataset("kag-supplychain") / "sources"
    ages = {p["name"]: int(p["age"]) for p in read_csv(src / "Person.csv")}

    answer = sc.run("Retrieval(s=u:Person, p=p1:age, o=a:Integer)\nOutput(u, a)")

    assert answer.rows == sorted(([n, a] for n, a in ages.items()), key=lambda r: [str(x) for x in r])
    assert all(isinstance(a, int) for _, a in answer.rows)


# --- untyped and Entity-typed first mentions answer like the typed plan ---------------------------

TYPED = (
    f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:product, o=o1:Product)\n"
    "Retrieval(s=o1, p=p2:hasSupplyChain, o=o2:Product)\n"
    "Retrieval(s=s3:Company, p=p3:product, o=o2)\n"
    "Output(s3)"
)


@pytest.mark.parametrize(
    ("variant", "construct"),
    [
        (TYPED.replace("s1:Company[", "s1:Entity[").replace("o1:Product", "o1:Entity").replace("o2:Product", "o2:Entity").replace("s3:Company", "s3:Entity"), "Entity as any type"),
        (TYPED.replace("s1:Company[", "s1[").replace("o1:Product", "o1").replace("o2:Product", "o2").replace("s3:Company", "s3"), "untyped first mention"),
    ],
)
def test_untyped_or_entity_first_mentions_answer_like_the_typed_plan(sc, variant, construct):
    src = dataset("kag-supplychain") / "sources"
    made = {c["name"]: {p.strip() for p in c["product"].split(",") if p.strip()} for c in read_csv(src / "Company.csv")}
    down = defaultdict(set)
    for p in read_csv(src / "Product.csv"):
        down[p["id"]] |= {d.strip() for d in p["hasSupplyChain"].split(",") if d.strip()}
    reached = set().union(*(down[p] for p in made[SANJIAO]))
    expected = sorted(name for name, products in made.items() if products & reached)
    assert len(expected) > 10

    typed, lenient = sc.run(TYPED), sc.run(variant)

    assert sorted(typed.answer) == expected
    assert lenient.answer == typed.answer
    readings = [n for step in lenient.steps for n in step.normalisations]
    assert any(n["construct"] == construct for n in readings)
    assert {"original", "canonical", "line", "column"} <= set(readings[0])


def test_untyped_predicate_means_any_relation_between_the_types(sc):
    src = dataset("kag-supplychain") / "sources"
    holders = sorted(p["name"] for p in read_csv(src / "Person.csv") if SANJIAO in p["legalRepresentative"].split(","))
    assert holders

    answer = sc.run(f"Retrieval(s=u:Person, p=p1, o=c:Company[`{SANJIAO}`])\nOutput(u)")

    assert answer.answer == holders
    assert answer.steps[0].normalisations[0]["canonical"] == "p1:legalRepresentative"


def test_a_type_written_as_the_name_is_a_typed_node(sc):
    src = dataset("kag-supplychain") / "sources"
    ages = sorted(int(p["age"]) for p in read_csv(src / "Person.csv"))

    answer = sc.run("Retrieval(s=u[Person], p=p1:age, o=a)\nMath(content=[a], target=max)->m\nOutput(m)".replace("[Person]", "[`Person`]"))

    assert answer.answer == [ages[-1]]
    assert answer.steps[0].normalisations[0]["construct"] == "type written as the name"


# --- values keep their type --------------------------------------------------------------------


def test_integer_values_are_numbers(sc):
    person = read_csv(dataset("kag-supplychain") / "sources" / "Person.csv")[0]

    answer = sc.run(f"Retrieval(s=u:Person[`{person['name']}`], p=p1:age, o=a:Integer)\nOutput(a)")

    assert answer.answer == [int(person["age"])] and type(answer.answer[0]) is int


def test_a_text_property_answers_its_text_not_a_number(tmp_path):
    from kagflow.pipelines.build import build_project
    from kagflow.project import Project

    root = tmp_path / "p"
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "t.schema").write_text(
        "namespace T\n\nItem(物品): EntityType\n\tproperties:\n\t\tcode(编码): Text\n\t\tweight(重量): Float\n\t\tcount(数量): Integer\n",
        encoding="utf-8",
    )
    (root / "sources" / "Item.csv").write_text("id,name,code,weight,count\n1,a,420.0,420.0,7\n2,b,007,1.5,3\n", encoding="utf-8")
    build_project(root, as_of="2024-01-01")
    import duckdb

    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        from kagflow.solver.execute import PlanExecutor

        ex = PlanExecutor(con, load_project_schema(root))
        codes = ex.run("Retrieval(s=i:Item, p=p1:code, o=c)\nOutput(c)").answer
        weights = ex.run("Retrieval(s=i:Item, p=p1:weight, o=w)\nOutput(w)").answer
        counts = ex.run("Retrieval(s=i:Item, p=p1:count, o=n)\nOutput(n)").answer
        total = ex.run("Retrieval(s=i:Item, p=p1:code, o=c)\nMath(content=[c], target=max)->m\nOutput(m)").answer
    finally:
        con.close()
    assert sorted(codes) == ["007", "420.0"]
    assert sorted(weights) == [1.5, 420.0] and all(isinstance(w, float) for w in weights)
    assert sorted(counts) == [3, 7] and all(type(n) is int for n in counts)
    assert total == [420]  # Math still reads the number


# --- compiled form: no connection, bound parameters ---------------------------------------------


def test_compile_needs_no_connection_and_formats_no_plan_value_into_sql(supplychain_schema):
    name = "x'); DROP TABLE edges; --"
    plan = parse_plan(f"Retrieval(s=s1:Company[`{name}`], p=p1:fundTrans, o=o1:Company)\nRetrieval(s=o1, p=p2:totalTransInAmt, o=v:Float)\nMath(content=[v], target=sum)->t\nOutput(o1, t)")

    compiled = compile_plan(validate_plan(plan, supplychain_schema), supplychain_schema)

    assert [(link.alias, link.name, link.type) for link in compiled.links] == [("s1", name, "Company")]
    for step in compiled.steps:
        assert name not in step.sql and "fundTrans" not in step.sql and "totalTransInAmt" not in step.sql
    assert "fundTrans" in compiled.steps[0].params.values()
    text = compiled.explain()
    assert "kf_link1" in text and repr(name) in text and "Math sum" in text


def test_both_execution_forms_give_the_same_answer(supplychain):
    con, executor = open_executor(supplychain)
    try:
        by_steps = executor.run(TYPED)
        executor.form = "cte"
        by_cte = executor.run(TYPED)
    finally:
        con.close()
    assert len(by_steps.answer) > 10
    assert by_cte.answer == by_steps.answer
    assert by_cte.steps[-2].rows == by_steps.steps[-2].rows  # the final relation is counted in both


# plans of this module that `kagflow query --explain` must print without the data (tests/pipelines/test_cli.py)
EXPLAINED_SC = [
    "Retrieval(s=u:Person, p=r1:legalRepresentative, o=c1:Company)\nRetrieval(s=u, p=r2:legalRepresentative, o=c2:Company)\nOutput(c1, c2)",
    "Retrieval(s=u:Person, p=p1:age, o=a:Integer)\nOutput(u, a)",
    f"Retrieval(s=u:Person, p=p1, o=c:Company[`{SANJIAO}`])\nOutput(u)",
    "Retrieval(s=u[`Person`], p=p1:age, o=a)\nMath(content=[a], target=max)->m\nOutput(m)",
    "Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\nSort(set=s1, orderby=o1, direction=desc, limit=2)->top\nOutput(top)",
]
EXPLAINED_RM = [
    "Retrieval(s=u:Person, p=p1:developed, o=app:App)\nRetrieval(s=b:Person, p=p2:release, o=app)\nOutput(app)",
    "Retrieval(s=u:Person, p=p1:developed, o=app:App)\nMath(content=[app], target=count)->n\nRetrieval(s=b:Person, p=p2:release, o=app)\nOutput(n)",
    "Retrieval(s=s1:Person, p=p1:belongTo, o=o1:`TaxOfRiskUser`/`赌博App开发者`)\nOutput(s1)",
]


def test_math_reads_numeric_literals_in_its_content(sc):
    from kagflow.solver.logical_form import Math, Output, Plan, Step

    src = dataset("kag-supplychain") / "sources"
    company = next(c["id"] for c in read_csv(src / "Company.csv") if c["name"] == SANJIAO)
    inflow = sum(int(t["transAmt"]) for t in read_csv(src / "Company_fundTrans_Company.csv") if t["dstId"] == company)
    first = parse_plan(f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:totalTransInAmt, o=o1:Float)").steps[0]
    plan = Plan((first, Step(2, None, Math(("o1", 1000), "ratio", "k"), "Math(content=[o1, 1000], target=ratio)->k", first.span),
                 Step(3, None, Output(("k",)), "Output(k)", first.span)), "")

    answer = sc.execute(validate_plan(plan, sc.schema))

    assert answer.answer == [pytest.approx(inflow / 1000)]


def test_sort_by_a_variable_from_unrelated_steps_is_a_located_error(supplychain_schema):
    from kagflow.solver.validate import PlanValidationError

    text = ("Retrieval(s=a:Company, p=p1:totalTransInAmt, o=v:Float)\nRetrieval(s=u:Person, p=p2:legalRepresentative, o=c:Company)\n"
            "Sort(set=c, orderby=v, direction=desc, limit=1)->top\nOutput(top)")
    with pytest.raises(PlanValidationError) as info:
        compile_plan(validate_plan(parse_plan(text), supplychain_schema), supplychain_schema)
    assert info.value.span.line == 3 and "'v'" in info.value.message


def test_math_exists_is_true_when_the_variable_holds_a_value(sc):
    from kagflow.solver.logical_form import Math, Output, Plan, Step

    src = dataset("kag-supplychain") / "sources"
    holders = [p["name"] for p in read_csv(src / "Person.csv") if SANJIAO in p["legalRepresentative"].split(",")]
    outsider = next(c["name"] for c in read_csv(src / "Company.csv")
                    if not any(c["name"] in p["legalRepresentative"].split(",") for p in read_csv(src / "Person.csv")))
    results = []
    for company in (SANJIAO, outsider):
        first = parse_plan(f"Retrieval(s=u:Person, p=p1:legalRepresentative, o=c:Company[`{company}`])").steps[0]
        plan = Plan((first, Step(2, None, Math(("u",), "exists", "e"), "Math(content=[u], target=exists)->e", first.span),
                     Step(3, None, Output(("e",)), "Output(e)", first.span)), "")
        results.append(sc.execute(validate_plan(plan, sc.schema)).answer)
    # a conjunctive query: no row for the outsider, so the derived value is false
    assert results == [[bool(holders)], [False]] and holders


def test_a_predicate_several_types_declare_follows_all_of_them_for_an_untyped_node(rm):
    # belongTo links App -> TaxOfRiskApp and Person -> TaxOfRiskUser in the risk-mining schema
    apps = rm.run("Retrieval(s=x:App, p=p1:belongTo, o=c:TaxOfRiskApp)\nOutput(x, c)").rows
    people = rm.run("Retrieval(s=x:Person, p=p1:belongTo, o=c:TaxOfRiskUser)\nOutput(x, c)").rows
    assert apps and people

    answer = rm.run("Retrieval(s=x:Entity, p=p1:belongTo, o=c:Entity)\nOutput(x, c)")

    assert answer.rows == sorted(apps + people, key=lambda r: [str(v) for v in r])
    readings = {(n["original"], n["canonical"]) for n in answer.steps[0].normalisations}
    assert ("x", "x:App|Person") in readings and ("c", "c:TaxOfRiskApp|TaxOfRiskUser") in readings
