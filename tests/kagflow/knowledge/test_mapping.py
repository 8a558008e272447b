"""Structured mapping on the shared KAG projects, checked against the raw CSVs."""

from __future__ import annotations

import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.knowledge.mapping import MappingError, map_sources, observed_predicates, plan_source
from kagflow.store import warehouse
from kagflow.store.ids import entity_id_for
from kagflow.project import Project, ProjectConfig, SourceOverride
from kagflow.schema.spg import load_project_schema
from kagflow.sources import read_source
from tests.conftest import build_without_models, dataset, read_csv
from tests.kagflow.knowledge.helpers import kag_tables_project

SC = dataset("kag-supplychain")
RM = dataset("kag-riskmining")


def _map(root, config=None):
    schema = load_project_schema(root)
    docs = []
    for path in sorted((root / "sources").glob("*.csv")):
        source = read_source(path, root / "sources")
        docs.append((source.doc_id, source.records))
    return schema, map_sources(schema, config or ProjectConfig(), docs)


def test_supplychain_entities_match_the_csv_ids():
    _schema, graph = _map(SC)
    by_type = {}
    for entity_id, type_name, key, name, is_stub, doc_id, line in graph.entities:
        if not is_stub:
            by_type.setdefault(type_name, set()).add(key)
    for type_name in ("Company", "Person", "Product", "Industry", "Index", "Trend"):
        expected = {row["id"] for row in read_csv(SC / "sources" / f"{type_name}.csv")}
        assert by_type[type_name] == expected, type_name


def test_legal_representative_links_companies_by_name():
    _schema, graph = _map(SC)
    entities = {e[0]: e for e in graph.entities}
    pairs = {(entities[s][2], entities[o][2]) for _, s, p, o, *_ in graph.edges if p == "legalRepresentative"}
    name_to_id = {r["name"]: r["id"] for r in read_csv(SC / "sources" / "Company.csv")}
    expected = {(r["id"], name_to_id[n.strip()]) for r in read_csv(SC / "sources" / "Person.csv")
                for n in r["legalRepresentative"].split(",") if n.strip()}
    assert pairs == expected
    assert all(not entities[o][4] for _, s, p, o, *_ in graph.edges if p == "legalRepresentative"), "no stubs"


def test_fund_transfers_become_edges_with_their_properties():
    _schema, graph = _map(SC)
    transfers = read_csv(SC / "sources" / "Company_fundTrans_Company.csv")
    edges = [e for e in graph.edges if e[2] == "fundTrans"]
    assert len(edges) == len(transfers)
    amounts = sorted(v for edge_id, key, v, num, ok in graph.edge_properties if key == "transAmt")
    assert amounts == sorted(r["transAmt"] for r in transfers)
    assert all(ok for *_, ok in graph.edge_properties)


def test_unresolved_references_are_reported_with_file_line_and_column():
    _schema, graph = _map(SC)
    company_rows = read_csv(SC / "sources" / "Company.csv")
    products = {r["id"] for r in read_csv(SC / "sources" / "Product.csv")}
    expected = sum(1 for r in company_rows for p in r["product"].split(",") if p.strip() and p.strip() not in products)
    issues = [i for i in graph.issues if i.code == "unresolved_reference" and i.doc_id == "Company.csv"]
    assert len(issues) == expected
    first = issues[0]
    assert first.field == "product" and first.line and first.value not in products
    assert f"Company.csv: line {first.line}" in first.message
    # the reference is kept as an edge to a stub, not dropped
    stubs = {e[2] for e in graph.entities if e[4] and e[1] == "Product"}
    assert first.value in stubs


def test_company_update_maps_onto_no_type_and_is_reported():
    _schema, graph = _map(SC)
    assert graph.targets["CompanyUpdate.csv"] == ""
    assert [i.code for i in graph.issues if i.doc_id == "CompanyUpdate.csv"] == ["unmapped_source"]


def test_riskmining_use_cert_links_by_cert_number():
    _schema, graph = _map(RM)
    entities = {e[0]: e for e in graph.entities}
    use_cert = {(entities[s][2], entities[o][2]) for _, s, p, o, *_ in graph.edges if p == "useCert"}
    cert_id = {r["certNum"]: r["id"] for r in read_csv(RM / "sources" / "Cert.csv")}
    assert use_cert == {(r["id"], cert_id[r["useCert"]]) for r in read_csv(RM / "sources" / "App.csv")}
    has_cert = {(entities[s][1], entities[s][2], entities[o][2]) for _, s, p, o, *_ in graph.edges if p == "hasCert"}
    expected = {("Company", r["src"], cert_id[r["dst"]]) for r in read_csv(RM / "sources" / "Company_hasCert_Cert.csv")}
    expected |= {("Person", r["src"], cert_id[r["dst"]]) for r in read_csv(RM / "sources" / "Person_hasCert_Cert.csv")}
    assert has_cert == expected
    assert not [i for i in graph.issues if i.code == "unresolved_reference"]


def test_multi_value_install_column_becomes_one_edge_per_app():
    _schema, graph = _map(RM)
    installs = sum(len({a.strip() for a in r["install"].split(",") if a.strip()}) for r in read_csv(RM / "sources" / "Device.csv"))
    assert sum(1 for e in graph.edges if e[2] == "install") == installs


def test_a_column_outside_the_schema_is_kept_and_reported():
    _schema, graph = _map(RM)
    phones = [p for p in graph.properties if p[1] == "phone"]
    assert len(phones) == len(read_csv(RM / "sources" / "Company.csv")) and not any(p[4] for p in phones)
    assert [i.field for i in graph.issues if i.code == "unknown_column"] == ["phone"]


def test_explicit_reference_override_links_by_the_named_property():
    config = ProjectConfig(references={"Person.legalRepresentative": "name"})
    _schema, graph = _map(SC, config)
    assert not [i for i in graph.issues if i.code == "unresolved_reference" and i.doc_id == "Person.csv"]


def test_missing_key_column_is_an_error_naming_file_and_column():
    schema = load_project_schema(SC)
    with pytest.raises(MappingError, match=r"Company.csv: line 1: no 'id' or 'name' column"):
        plan_source("Company.csv", ["code", "title"], schema, None)
    with pytest.raises(MappingError, match=r"Company.csv: line 1: no 'code' column"):  # an explicit key column never falls back
        plan_source("Company.csv", ["id", "name"], schema, SourceOverride(id_column="code"))


def test_a_table_without_id_column_is_keyed_by_name():
    target = plan_source("Company.csv", ["name", "regNo"], load_project_schema(SC), None)
    assert (target.id_column, target.name_column, target.keyed_by_name) == ("name", "name", True)


def test_edge_file_convention_and_endpoint_columns():
    schema = load_project_schema(RM)
    target = plan_source("Person_fundTrans_Person.csv", ["src", "dst", "transDate"], schema, None)
    assert (target.subject_type, target.predicate, target.object_type) == ("Person", "fundTrans", "Person")
    with pytest.raises(MappingError, match="no object column"):
        plan_source("Person_fundTrans_Person.csv", ["src", "when"], schema, None)


def test_built_graph_has_isa_chains_for_path_shaped_concepts(supplychain):
    con = duckdb.connect(str(supplychain / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        rows = con.execute(
            "SELECT c.key, p.key FROM aligned_concepts c LEFT JOIN aligned_concepts p ON p.concept_id = c.parent_id "
            "WHERE c.type = 'Industry'").fetchall()
    finally:
        con.close()
    parents = dict(rows)
    for row in read_csv(SC / "sources" / "Industry.csv"):
        parts = row["id"].split("-")
        for depth in range(len(parts)):
            key = "-".join(parts[: depth + 1])
            assert parents[key] == ("-".join(parts[:depth]) or None)


# --------------------------------------------------------------------------------------------------
# Schema constructs at mapping time and structured sources as KAG ships them (issue 8, parts 5-6).
# The tables are written here; expected values are counted by hand from them.
# --------------------------------------------------------------------------------------------------

CONSTRUCTS = Path(__file__).parents[1] / "schema" / "constructs"

CONSTRUCT_TABLES = {
    "Person.csv": "id,name,gender,code,phone,birthday,employer,level\n"
                  "P1,张三,男,AB1234,13812345678,1990-01-01,C1,高\n"
                  "P2,李四,未知,ab12,12345,,C1,低\n"
                  "P3,王五,,XY9999,,,,\n",
    "Student.csv": "id,name,gender,school\nS1,小明,女,一中\n",
    "公司.csv": "id,name,city\nC1,甲公司,杭州\n",  # Company(公司) by its display name
    "Meeting.csv": "id,subject\nM1,S1\nM2,C1\n",
    "triples.csv": "subject,predicate,object\nP3,employer,C1\nP1,likes,C1\nX9,knows,Y9\n",
}


@pytest.fixture()
def construct_graph(tmp_path):
    shutil.copytree(CONSTRUCTS / "schema", tmp_path / "schema")
    (tmp_path / "sources").mkdir()
    for name, text in CONSTRUCT_TABLES.items():
        (tmp_path / "sources" / name).write_text(text, encoding="utf-8")
    return _map(tmp_path)


def test_constraint_violations_are_located_warnings(construct_graph):
    _schema, graph = construct_graph
    found = sorted((i.doc_id, i.line, i.field, i.value) for i in graph.issues if i.code == "constraint_violation")
    assert found == [
        ("Person.csv", 3, "code", "ab12"),  # Regular [A-Z]{2}\d{4}
        ("Person.csv", 3, "gender", "未知"),  # Enum 男,女
        ("Person.csv", 3, "phone", "12345"),  # STD.ChinaMobile regular
        ("Person.csv", 4, "gender", None),  # NotNull, empty
    ]
    assert graph.constraint_violations == 4
    assert all(i.severity == "warning" for i in graph.issues if i.code == "constraint_violation")
    # violating values are kept (read leniently), only reported
    assert ("李四", "未知") in {(e[3], p[2]) for e in graph.entities for p in graph.properties if p[0] == e[0] and p[1] == "gender"}


def test_display_name_tables_subtypes_and_user_date_type(construct_graph):
    _schema, graph = construct_graph
    entities = {e[0]: e for e in graph.entities}
    assert entity_id_for("Company", "C1") in entities and not entities[entity_id_for("Company", "C1")][4]
    assert graph.targets["公司.csv"] == "Company"
    edges = {(entities[s][1], entities[s][2], p, entities[o][1], entities[o][2]) for _, s, p, o, *_ in graph.edges}
    # an event subject over Person, Company: S1 is a Student, a subtype of Person, so no stub
    assert ("Meeting", "M1", "subject", "Student", "S1") in edges
    assert ("Meeting", "M2", "subject", "Company", "C1") in edges
    # Date is a user type here: the birthday is an edge to a Date node, not a value
    assert ("Person", "P1", "birthday", "Date", "1990-01-01") in edges
    assert not any(p[1] == "birthday" for p in graph.properties)


def test_triples_table_maps_each_row_by_its_predicate(construct_graph):
    _schema, graph = construct_graph
    entities = {e[0]: e for e in graph.entities}
    assert graph.targets["triples.csv"] == "triples"
    assert graph.triple_counts["triples.csv"] == {"knowledge": 1, "information": 2}
    edges = {(entities[s][2], p, entities[o][2]) for _, s, p, o, doc, line in graph.edges if doc == "triples.csv"}
    assert edges == {("P3", "employer", "C1")}
    info = {(entities[s][1], entities[s][2], p, entities[o][1], entities[o][2], line)
            for _id, s, p, o, kind, _w, _c, doc, _f, _x, line in graph.table_triples}
    assert info == {("Person", "P1", "likes", "Company", "C1", 3), ("Thing", "X9", "knows", "Thing", "Y9", 4)}


def test_columns_outside_the_schema_become_observed_predicates(construct_graph, tmp_path):
    schema, graph = construct_graph
    con = duckdb.connect()
    warehouse.ensure_tables(con)
    warehouse.insert_rows(con, "entities", ("entity_id", "type", "key", "name", "is_stub", "doc_id", "line"), graph.entities)
    warehouse.insert_rows(con, "properties", ("entity_id", "predicate", "value", "value_num", "in_schema", "doc_id", "line"), graph.properties)
    observed = observed_predicates(con)
    assert observed == {"Person": ["level"]}
    assert schema.predicate("Person", "level") is None
    level = schema.with_observed(observed).predicate("Person", "level")
    assert level is not None and level.observed and level.is_basic


def test_constraint_violations_warn_the_build_and_strict_fails(tmp_path, capsys):
    from kagflow.pipelines.cli import main

    shutil.copytree(CONSTRUCTS / "schema", tmp_path / "schema")
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "Person.csv").write_text(CONSTRUCT_TABLES["Person.csv"].replace(",level", "").replace(",高", "").replace(",低", "").replace(",,,,\n", ",,,\n"), encoding="utf-8")
    (tmp_path / "sources" / "公司.csv").write_text(CONSTRUCT_TABLES["公司.csv"], encoding="utf-8")
    # nothing here reads embeddings: the setting leaves out the stage (the slowest part of this build)
    (tmp_path / "kagflow.yaml").write_text("embeddings: {enabled: false}\n", encoding="utf-8")
    assert main(["build", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "constraint_violation x4" in out
    con = duckdb.connect(str(tmp_path / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        rows = con.execute("SELECT doc_id, line, field, value FROM build_issues WHERE code = 'constraint_violation' ORDER BY line, field").fetchall()
    finally:
        con.close()
    assert rows == [("Person.csv", 3, "code", "ab12"), ("Person.csv", 3, "gender", "未知"), ("Person.csv", 3, "phone", "12345"), ("Person.csv", 4, "gender", None)]
    assert main(["build", str(tmp_path), "--strict"]) == 1
    assert "strict build" in capsys.readouterr().err


# -- tables as KAG ships them (issue 17, item 5): small hand-made tables, the per-record path ----------

def _map_project(root):
    return _map(root, Project(root).config)[1]


def _issues(graph, code):
    return [issue for issue in graph.issues if issue.code == code]


def test_a_table_without_id_is_keyed_by_name_with_an_info_issue(tmp_path):
    graph = _map_project(kag_tables_project(tmp_path / "p"))
    stations = {e[2]: e for e in graph.entities if e[1] == "GasStation"}
    assert sorted(stations) == ["A站", "B站"] and all(e[3] == e[2] and not e[4] for e in stations.values())
    [keyed] = _issues(graph, "keyed_by_name")
    assert (keyed.severity, keyed.doc_id, keyed.field) == ("info", "加油站.csv", "name")
    assert "加油站.csv" in keyed.message and "'name'" in keyed.message
    # nothing said about the table's keys is a warning (--strict fails on warnings only)
    assert not [i for i in graph.issues if i.severity != "info" and i.code in ("keyed_by_name", "key_from_name", "repeated_row", "second_name")]


def test_an_empty_key_takes_the_rows_name(tmp_path):
    graph = _map_project(kag_tables_project(tmp_path / "p"))
    beta = entity_id_for("Company", "Beta")
    assert [(e[2], e[3], e[6]) for e in graph.entities if e[0] == beta] == [("Beta", "Beta", 3)]
    [named] = _issues(graph, "key_from_name")
    assert named.severity == "info" and named.doc_id == "Company.csv" and "2 row(s)" in named.message and "lines 3, 4" in named.message
    # no id and no name: skipped, with a warning naming file and line
    [empty] = _issues(graph, "empty_key")
    assert (empty.severity, empty.doc_id, empty.line) == ("warning", "Company.csv", 8)
    assert empty.message.startswith("Company.csv: line 8: empty 'id' and 'name'")
    # the reference of the row keyed by its name is an edge from it, and its stub is reported once
    assert {(e[1], e[2]) for e in graph.edges if e[1] == beta} == {(beta, "parent")}
    assert [i.line for i in _issues(graph, "unresolved_reference") if i.value == "NOPE"] == [3]


def test_repeated_rows_are_one_row_and_conflicting_ones_warn(tmp_path):
    graph = _map_project(kag_tables_project(tmp_path / "p"))
    c1 = entity_id_for("Company", "C1")
    assert sum(1 for e in graph.entities if e[0] == c1) == 1
    # city is not MultiValue: 上海 of the conflicting line 7 replaces 杭州 (lines 2, 4, 5, 6), as KAG's upsert
    assert sorted((p[2], p[6]) for p in graph.properties if p[0] == c1) == [("上海", 7)]
    [conflict] = [i for i in _issues(graph, "conflicting_value") if i.doc_id == "Company.csv"]
    assert (conflict.severity, conflict.line, conflict.field, conflict.value) == ("warning", 7, "city", "上海")
    assert "Company 'C1' city: '上海' replaces '杭州' (Company.csv: line 2)" in conflict.message
    rows = [(p[0], p[1], p[2]) for p in graph.properties]
    assert len(rows) == len(set(rows))
    assert sum(1 for e in graph.edges if e[1] == c1 and e[2] == "parent") == 1
    repeated = {i.doc_id: i for i in _issues(graph, "repeated_row")}
    assert repeated["Company.csv"].severity == "info" and "2 row(s)" in repeated["Company.csv"].message
    assert "lines 4, 5" in repeated["Company.csv"].message and "lines 4)" in repeated["加油站.csv"].message
    duplicates = [(i.severity, i.doc_id, i.line, i.value) for i in _issues(graph, "duplicate_entity")]
    assert duplicates == [("warning", "Company.csv", 7, "C1"), ("warning", "ZCompany.csv", 2, "C3"), ("warning", "加油站.csv", 5, "A站")]


def test_a_second_name_for_an_id_is_an_alias(tmp_path):
    graph = _map_project(kag_tables_project(tmp_path / "p"))
    names = {}
    for entity_id, alias, kind in graph.aliases:
        if kind == "name":
            names.setdefault(entity_id, set()).add(alias)
    assert names[entity_id_for("Company", "C1")] == {"Acme", "Acme Ltd"}
    assert names[entity_id_for("Company", "C3")] == {"Gamma", "Gamma Corp"}  # a second file's other name
    entities = {e[0]: e for e in graph.entities}
    assert entities[entity_id_for("Company", "C1")][3] == "Acme"  # the first name stays the entity's name
    [second] = _issues(graph, "second_name")
    assert second.severity == "info" and (second.doc_id, second.line) == ("Company.csv", 6) and "'Acme Ltd' for 'C1'" in second.message
    assert "kept as an alias" in next(i.message for i in _issues(graph, "duplicate_entity") if i.doc_id == "ZCompany.csv")


def test_several_configuration_errors_are_reported_at_once(tmp_path):
    root = kag_tables_project(tmp_path / "p")
    (root / "sources" / "Company.csv").write_text("code,title\nC1,Acme\n", encoding="utf-8")
    (root / "sources" / "加油站.csv").write_text("label,address\nA,B\n", encoding="utf-8")
    (root / "sources" / "Company_parent_Company.csv").write_text("from,when\nC1,2020\n", encoding="utf-8")
    (root / "sources" / "Extra.csv").write_text("id\nx\n", encoding="utf-8")
    (root / "kagflow.yaml").write_text("sources:\n  ZCompany.csv: {type: Company}\n  Extra.csv: {type: Nope}\n", encoding="utf-8")
    with pytest.raises(MappingError) as raised:
        _map_project(root)
    problems = raised.value.problems
    assert [p.split(":", 1)[0] for p in problems] == ["Company.csv", "Company_parent_Company.csv", "Extra.csv", "加油站.csv"]
    assert problems[0].startswith("Company.csv: line 1: no 'id' or 'name' column to key Company entities")
    assert "no object column" in problems[1] and "'Nope' is not a type" in problems[2]
    message = str(raised.value)
    assert message.startswith("4 configuration errors in the tables:") and all(p in message for p in problems)


def test_keys_from_names_repeats_and_second_names_pass_a_strict_build(tmp_path):
    """What the mapping says about such tables is info: a ``--strict`` build (warnings are errors) passes."""
    root = kag_tables_project(tmp_path / "p")
    (root / "sources" / "Company.csv").write_text(
        "id,name,city,parent\nC1,Acme,杭州,\n,Beta,宁波,C1\nC1,Acme,杭州,\nC1,Acme Ltd,杭州,\n", encoding="utf-8")
    (root / "sources" / "加油站.csv").write_text("name,address,owner\nA站,杭州,C1\nA站,杭州,C1\n", encoding="utf-8")
    (root / "sources" / "ZCompany.csv").unlink()
    (root / "kagflow.yaml").unlink()
    build_without_models(root, strict=True)
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        issues = con.execute("SELECT code, severity, doc_id FROM build_issues WHERE stage = 'structured_mapping' ORDER BY ALL").fetchall()
        entities = con.execute("SELECT type, key FROM entities ORDER BY ALL").fetchall()
    finally:
        con.close()
    assert issues == [("key_from_name", "info", "Company.csv"), ("keyed_by_name", "info", "加油站.csv"),
                      ("repeated_row", "info", "Company.csv"), ("repeated_row", "info", "加油站.csv"), ("second_name", "info", "Company.csv")]
    assert entities == [("Company", "Beta"), ("Company", "C1"), ("GasStation", "A站")]
