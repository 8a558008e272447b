"""Hops on the adjacency index (kagflow.store.adjacency, PlanExecutor(use_index=True)) give the
answers, bindings and sources that the SQL hops give, on the supply-chain dataset and on a small
generated bench project (bench/scale.py), whose answers are also checked against a Python
traversal of its CSV files."""

from __future__ import annotations

import functools
import importlib.util
import random
from collections import Counter

import duckdb
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from kagflow.project import Project
from kagflow.schema.spg import load_project_schema
from kagflow.solver.execute import PlanExecutor
from tests.conftest import REPO, build_without_models, dataset, read_csv

SANJIAO = "三角***份限公司"
CHUANHUA = "传化****限公司"

SC_PLANS = [
    # one hop from a linked name, forward and reverse
    f"Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)\nOutput(o1)",
    f"Retrieval(s=s1:Company, p=p1:fundTrans, o=o1:Company[`{SANJIAO}`])\nOutput(s1)",
    # a property hop, and one with a constraint (SQL), and one whose edge is used later (SQL)
    f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:totalTransInAmt, o=o1:Float)\nOutput(o1)",
    f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:fundTrans, o=o1:Company, p1.transAmt>100000)\nOutput(o1)",
    f"Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)\nOutput(p1)",
    # four hops with a reverse one, then a property and Math
    f"""Action1: Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:product, o=o1:Product)
Action2: Retrieval(s=o1, p=p2:hasSupplyChain, o=o2:Product)
Action3: Retrieval(s=s3:Company, p=p3:product, o=o2)
Action4: Retrieval(s=s3, p=p4:totalTransInAmt, o=o4:Float)
Action5: Math(content=[o4], target=sum)->total
Action6: Output(total, s3)""",
    # two bound ends (SQL), a Sort in the middle, two components in one Output
    f"""Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)
Retrieval(s=o1, p=p2:fundTrans, o=s1)
Output(o1)""",
    f"""Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)
Retrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)
Sort(set=o2, orderby=o2, direction=desc, limit=3)->top
Retrieval(s=o1, p=p3:fundTrans, o=o3:Company)
Output(o1, o3)""",
    f"""Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:totalTransInAmt, o=o1:Float)
Retrieval(s=s2:Company[`{CHUANHUA}`], p=p2:fundTrans, o=o2:Company)
Output(o1, o2)""",
    # Math over relations the index made (aggregated in memory, no statement) and the same
    # over SQL relations: every aggregate target, two variables, an entity among numbers, arithmetic
    *(f"""Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)
Retrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)
Math(content=[o2], target={target})->m
Output(m)""" for target in ("count", "exists", "sum", "avg", "min", "max")),
    f"""Retrieval(s=s1:Company[`{CHUANHUA}`], p=p1:fundTrans, o=o1:Company)
Retrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)
Math(content=[o1, o2], target=count)->n
Math(content=[o1, o2], target=sum)->m
Math(sum(o2) / count(o1))->r
Output(n, m, r)""",
    # a name with no exact match: linked fuzzily (link_entity), then the hop on the index
    "Retrieval(s=s1:Company[`传化***限公司`], p=p1:fundTrans, o=o1:Company)\nOutput(o1)",
    # a hop that finds nothing (kg_cs empty: the fallbacks run the same way)
    f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:legalRepresentative, o=o1:Person)\nOutput(o1)",
]


# hops by the type they start from: (predicate, stored direction?, type reached; None: a property)
HOPS = {
    "Company": [("product", True, "Product"), ("fundTrans", True, "Company"), ("fundTrans", False, "Company"),
                ("totalTransInAmt", True, None), ("fundTrans3Month", True, None)],
    "Product": [("hasSupplyChain", True, "Product"), ("hasSupplyChain", False, "Product"), ("product", False, "Company"),
                ("belongToIndustry", True, "Industry")],
    "Industry": [("belongToIndustry", False, "Product")],
}
TARGETS = ("count", "exists", "sum", "avg", "min", "max")


@st.composite
def chain_plans(draw, names):
    """A plan of 1-5 steps from a named company: each hops from an earlier entity variable (either
    direction), reads a property, joins two bound variables (SQL) or hops with an edge constraint
    (SQL); then Output of one or two variables, or an aggregate Math."""
    start = draw(st.sampled_from(names))
    entities = {"v0": "Company"}
    values: list[str] = []
    lines = []
    for i in range(1, draw(st.integers(1, 5)) + 1):
        frm = draw(st.sampled_from(sorted(entities)))
        t = entities[frm]
        src = f"{frm}:Company[`{start}`]" if frm == "v0" and i == 1 else frm
        kind = draw(st.sampled_from(["hop", "hop", "hop", "join", "constrained"]))
        if kind == "join" and t == "Company" and len([v for v, x in entities.items() if x == "Company"]) > 1:
            other = draw(st.sampled_from(sorted(v for v, x in entities.items() if x == "Company" and v != frm)))
            lines.append(f"Retrieval(s={src}, p=p{i}:fundTrans, o={other})")
            continue
        if kind == "constrained" and t == "Company":
            lines.append(f"Retrieval(s={src}, p=p{i}:fundTrans, o=v{i}:Company, p{i}.transAmt>100000)")
            entities[f"v{i}"] = "Company"
            continue
        pred, forward, reached = draw(st.sampled_from(HOPS[t]))
        if reached is None:
            lines.append(f"Retrieval(s={src}, p=p{i}:{pred}, o=v{i}:Float)")
            values.append(f"v{i}")
        elif forward:
            lines.append(f"Retrieval(s={src}, p=p{i}:{pred}, o=v{i}:{reached})")
            entities[f"v{i}"] = reached
        else:
            lines.append(f"Retrieval(s=v{i}:{reached}, p=p{i}:{pred}, o={src})")
            entities[f"v{i}"] = reached
    every = sorted(entities) + values
    end = draw(st.sampled_from(["one", "two", "math"]))
    if end == "math":
        content = draw(st.lists(st.sampled_from(every), min_size=1, max_size=2, unique=True))
        lines.append(f"Math(content=[{', '.join(content)}], target={draw(st.sampled_from(TARGETS))})->m")
        lines.append("Output(m)")
    else:
        shown = draw(st.lists(st.sampled_from(every), min_size=1, max_size=1 if end == "one" else 2, unique=True))
        lines.append(f"Output({', '.join(shown)})")
    return "\n".join(lines)


@functools.cache
def _companies_with_edges():
    src = dataset("kag-supplychain") / "sources"
    companies = read_csv(src / "Company.csv")
    moving = {t[k] for t in read_csv(src / "Company_fundTrans_Company.csv") for k in ("srcId", "dstId")}
    return sorted({c["name"] for c in companies if c["id"] in moving or c["product"]})[:40]


@pytest.fixture(scope="module")
def sc_executors(supplychain):
    project = Project(supplychain)
    con = duckdb.connect(str(project.database_path), read_only=True)
    schema = load_project_schema(project.root)
    try:
        yield (PlanExecutor(con, schema, project.config.fuzzy_link_threshold, use_index=True),
               PlanExecutor(con, schema, project.config.fuzzy_link_threshold, use_index=False))
    finally:
        con.close()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_chains_answer_as_the_sql_path(sc_executors, data):
    # relations held as index codes (entity and property columns) give what the SQL hops give:
    # answers, rows, pairs, per-step row counts and sources, Math in memory included
    indexed, sql = sc_executors
    text = data.draw(chain_plans(_companies_with_edges()))
    a, b = indexed.run(text).as_dict(), sql.run(text).as_dict()
    engines = [s.pop("engine") for s in a["steps"]]
    assert set(s.pop("engine") for s in b["steps"]) <= {"sql", None}
    assert a == b, text
    assert indexed.adjacency is not None and ("index" in engines or "transAmt" in text.splitlines()[0]), text


def _answers(root, plans, use_index):
    project = Project(root)
    con = duckdb.connect(str(project.database_path), read_only=True)
    try:
        ex = PlanExecutor(con, load_project_schema(project.root), project.config.fuzzy_link_threshold, use_index=use_index)
        out = []
        for text in plans:
            d = ex.run(text).as_dict()
            engines = [s.pop("engine") for s in d["steps"]]
            out.append((d, engines))
        return out, ex.adjacency is not None
    finally:
        con.close()


def test_supplychain_plans_answer_the_same_with_and_without_the_index(supplychain):
    with_index, loaded = _answers(supplychain, SC_PLANS, True)
    without, _ = _answers(supplychain, SC_PLANS, False)
    assert loaded
    for text, (a, engines), (b, sql_engines) in zip(SC_PLANS, with_index, without):
        assert a == b, text
        assert set(sql_engines) <= {"sql", None}
    engines = Counter(e for _, es in with_index for e in es)
    assert engines["index"] >= 8 and engines["sql"] >= 3  # both paths ran
    math = [d for d, _ in with_index if any(s["action"].startswith("Math") for s in d["steps"])]
    assert len(math) == 8
    assert all(any(s["action"].startswith("Math") and e == "index" for s, e in zip(d["steps"], es))
               for d, es in with_index if d in math)  # Math took the in-memory path


def test_index_math_matches_the_raw_csv(supplychain):
    # CHUANHUA's transfer targets and their totalTransInAmt (the schema's rule: the sum of the
    # transfers into the company), from the CSV files
    src = dataset("kag-supplychain") / "sources"
    companies = read_csv(src / "Company.csv")
    id_of = {c["name"]: c["id"] for c in companies}
    transfers = [t for t in read_csv(src / "Company_fundTrans_Company.csv") if t["srcId"] in id_of.values()
                 and t["dstId"] in id_of.values()]
    targets = {t["dstId"] for t in transfers if t["srcId"] == id_of[CHUANHUA]}
    amounts = [sum(float(t["transAmt"]) for t in transfers if t["dstId"] == target) for target in targets]
    plans = [p for p in SC_PLANS if "Math(content=[o2], target=" in p]
    got, _ = _answers(supplychain, plans, True)
    answers = {p.split("target=")[1].split(")")[0]: d["answer"][0] for p, (d, _) in zip(plans, got)}
    assert amounts
    assert answers["count"] == len(amounts) and answers["exists"] is True
    assert answers["sum"] == pytest.approx(sum(amounts))
    assert answers["avg"] == pytest.approx(sum(amounts) / len(amounts))
    assert answers["min"] == pytest.approx(min(amounts)) and answers["max"] == pytest.approx(max(amounts))


def test_index_hop_answer_matches_the_raw_csv(supplychain):
    # CHUANHUA's transfer targets, counted from the CSV files
    src = dataset("kag-supplychain") / "sources"
    companies = read_csv(src / "Company.csv")
    id_of = {c["name"]: c["id"] for c in companies}
    name_of = {c["id"]: c["name"] for c in companies}
    expected = sorted({name_of[t["dstId"]] for t in read_csv(src / "Company_fundTrans_Company.csv")
                       if t["srcId"] == id_of[CHUANHUA] and t["dstId"] in name_of})
    [(d, engines)], _ = _answers(supplychain, SC_PLANS[:1], True)
    assert engines[0] == "index"
    assert d["answer"] == expected and expected
    # its sources are the CSV lines of those transfers
    lines = [i + 2 for i, t in enumerate(read_csv(src / "Company_fundTrans_Company.csv")) if t["srcId"] == id_of[CHUANHUA]]
    got_lines = sorted(int(s.rsplit(":", 1)[1]) for s in d["steps"][0]["sources"] if "fundTrans" in s)
    assert got_lines == sorted(lines)[:50]


def _scale_module():
    spec = importlib.util.spec_from_file_location("kagflow_bench_scale", REPO / "bench" / "scale.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    scale = _scale_module()
    root = tmp_path_factory.mktemp("gen") / "scale"
    counts = scale.generate(root, 1500)
    build_without_models(root)
    return scale, root, counts


def test_generated_project_plans_agree_with_python_and_sql(generated):
    scale, root, counts = generated
    triples = scale.Triples(root)
    rng = random.Random(7)
    names = [scale.company_name(rng.randrange(counts["companies"])) for _ in range(4)]
    plans = [(plan, name, template.format(name=name)) for plan, template in scale.PLANS.items() for name in names]
    with_index, loaded = _answers(root, [t for _, _, t in plans], True)
    without, _ = _answers(root, [t for _, _, t in plans], False)
    assert loaded
    for (plan, name, text), (a, engines), (b, _) in zip(plans, with_index, without):
        assert a == b, text
        assert "index" in engines
        assert float(a["answer"][0] or 0) == pytest.approx(float(triples.run(plan, name)))
