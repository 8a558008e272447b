"""The kagflow CLI end to end: build, query, bad input, rebuilds."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.cli import main
from tests.conftest import REPO, copy_project, query_json, read_csv, table_rows

EXAMPLE = REPO / "data" / "examples" / "acme-supply"


@pytest.fixture
def example(tmp_path) -> Path:
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    return root


@pytest.fixture(scope="module")
def example_build(tmp_path_factory) -> tuple[Path, str]:
    """The example, built once by ``kagflow build``: ``(project folder, what the build printed)``."""
    root = tmp_path_factory.mktemp("built") / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["build", str(root)]) == 0
    return root, printed.getvalue()


@pytest.fixture(scope="module")
def built_example(example_build) -> Path:
    """The example built once, for the tests that only query it (never modify it)."""
    return example_build[0]


@pytest.fixture
def rebuilt_example(built_example, tmp_path) -> Path:
    """A writable copy of the built example, ``.kagflow`` included: for tests of what a second
    build does to a previous one (the copy stands for the first build)."""
    root = tmp_path / "acme"
    shutil.copytree(built_example, root)
    return root


def _file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _inflow(root: Path, company_name: str) -> int:
    ids = {r["name"]: r["id"] for r in read_csv(root / "sources" / "Company.csv")}
    return sum(int(r["transAmt"]) for r in read_csv(root / "sources" / "Company_fundTrans_Company.csv") if r["dstId"] == ids[company_name])


def test_build_then_query_the_example(example_build, capsys):
    example, out = example_build
    assert "entities" in out and "derived_properties" in out
    assert (example / ".kagflow" / "tables" / "entities.parquet").exists()
    result = query_json(example, "Action1: Retrieval(s=s1:Company[`O'Hara, Lamb & Sons`], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)\n", capsys)
    assert result["answer"] == [_inflow(example, "O'Hara, Lamb & Sons")]
    step = result["steps"][0]
    assert step["rows"] == 1 and step["params"] and "O'Hara" not in step["sql"]


def test_query_reads_a_plan_from_stdin(built_example, capsys, monkeypatch):
    example = built_example
    monkeypatch.setattr("sys.stdin", io.StringIO("Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:country, o=o1:Text)\nAction2: Output(o1)\n"))
    capsys.readouterr()
    assert main(["query", str(example), "--plan", "-", "--json"]) == 0
    expected = next(r["country"] for r in read_csv(example / "sources" / "Company.csv") if r["name"] == "Acme Motors")
    assert json.loads(capsys.readouterr().out)["answer"] == [expected]


def test_rebuild_without_changes_recreates_identical_tables(rebuilt_example):
    example = rebuilt_example
    first = table_rows(example)
    parquet = {p.name: _file_hash(p) for p in (example / ".kagflow" / "tables").glob("*.parquet")}
    assert main(["build", str(example)]) == 0
    assert table_rows(example) == first
    assert {p.name: _file_hash(p) for p in (example / ".kagflow" / "tables").glob("*.parquet")} == parquet


def test_malformed_schema_fails_with_location_and_keeps_previous_tables(rebuilt_example, capsys):
    example = rebuilt_example
    before = _file_hash(example / ".kagflow" / "kg.duckdb")
    schema = example / "schema" / "AcmeSupply.schema"
    lines = schema.read_text(encoding="utf-8").splitlines()
    lines.insert(3, "Broken(Oops): NotAKind")
    schema.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["build", str(example)]) == 2
    err = capsys.readouterr().err
    assert "AcmeSupply.schema:4:" in err
    assert _file_hash(example / ".kagflow" / "kg.duckdb") == before


def test_missing_key_columns_fail_together_and_keep_previous_tables(rebuilt_example, capsys):
    """Two tables without a key column (neither ``id`` nor ``name``): one failed build names both."""
    example = rebuilt_example
    before = table_rows(example)
    for table in ("Company.csv", "Person.csv"):
        path = example / "sources" / table
        path.write_text(path.read_text(encoding="utf-8").replace("id,name", "code,title", 1), encoding="utf-8")
    capsys.readouterr()
    assert main(["build", str(example)]) == 1
    err = capsys.readouterr().err
    assert "2 configuration errors" in err and "Traceback" not in err
    assert "Company.csv: line 1: no 'id' or 'name' column" in err and "Person.csv: line 1: no 'id' or 'name' column" in err
    assert table_rows(example) == before


def test_unmapped_file_is_a_warning_and_strict_makes_it_an_error(tmp_path, capsys):
    root = copy_project("kag-supplychain", tmp_path / "sc")
    # nothing here reads embeddings: the setting leaves out the stage (the slowest part of this build)
    (root / "kagflow.yaml").write_text("embeddings: {enabled: false}\n", encoding="utf-8")
    # a strict first build fails, publishes nothing and does not claim previous tables
    assert main(["build", str(root), "--as-of", "2023-10-15", "--strict"]) == 1
    err = capsys.readouterr().err
    assert "strict" in err and "never built" in err and "previous tables" not in err
    assert not (root / ".kagflow" / "kg.duckdb").exists()
    assert main(["build", str(root), "--as-of", "2023-10-15"]) == 0
    out = capsys.readouterr().out
    assert "unmapped_source" in out and "CompanyUpdate.csv" in out
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        assert con.execute("SELECT count(*) FROM build_issues WHERE code = 'unmapped_source' AND doc_id = 'CompanyUpdate.csv'").fetchone()[0] == 1
    finally:
        con.close()
    assert main(["build", str(root), "--as-of", "2023-10-15", "--strict"]) == 1
    err = capsys.readouterr().err
    assert "strict" in err and "The previous tables are unchanged." in err


@pytest.mark.parametrize("plan,needle", [
    ("Action1: Frobnicate(x=1)\n", ":1:"),
    ("Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:product, o=o1:Product)\nAction2: Output(o9)\n", "o9"),
    ("Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:employees, o=o1:Float)\nAction2: Output(o1)\n", "employees"),
])
def test_bad_plans_exit_2_with_a_located_message(built_example, tmp_path, capsys, plan, needle):
    example = built_example
    plan_file = tmp_path / "bad.txt"
    plan_file.write_text(plan, encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(example), "--plan", str(plan_file)]) == 2
    assert needle in capsys.readouterr().err


def test_query_before_build_is_a_clear_error(example, capsys):
    plan_file = example / "plan.txt"
    plan_file.write_text("Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:country, o=o1:Text)\nAction2: Output(o1)\n", encoding="utf-8")
    assert main(["query", str(example), "--plan", str(plan_file)]) == 1
    assert "kagflow build" in capsys.readouterr().err


def test_changed_and_deleted_sources_replace_exactly_their_rows(rebuilt_example, capsys):
    example = rebuilt_example
    before = table_rows(example)
    transfers = example / "sources" / "Company_fundTrans_Company.csv"
    transfers.write_text(transfers.read_text(encoding="utf-8") + "C002,C003,20240620,5000\n", encoding="utf-8")
    (example / "sources" / "Person.csv").unlink()
    assert main(["build", str(example)]) == 0
    after = table_rows(example)
    # untouched files keep their source rows byte for byte
    untouched = {"Company.csv", "Product.csv"}
    assert [r for r in after["source_documents"] if r[0] in untouched] == [r for r in before["source_documents"] if r[0] in untouched]
    assert [r for r in after["source_records"] if r[0] in untouched] == [r for r in before["source_records"] if r[0] in untouched]
    # the deleted file's rows are gone everywhere
    assert not [r for r in after["source_documents"] if r[0] == "Person.csv"]
    assert not [r for r in after["entities"] if r[5] == "Person.csv"]
    assert not [r for r in after["edges"] if r[4] == "Person.csv"]
    result = query_json(example, "Action1: Retrieval(s=s1:Company[`O'Hara, Lamb & Sons`], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)\n", capsys)
    assert result["answer"] == [_inflow(example, "O'Hara, Lamb & Sons")]
    gone = query_json(example, "Action1: Retrieval(s=s1:Person, p=p1:age, o=o1:Integer)\nAction2: Output(o1)\n", capsys)
    assert gone["answer"] == []


def test_text_output_prints_names_with_brackets_as_written(rebuilt_example, capsys):
    example = rebuilt_example  # the two appended rows are built incrementally over the module's build
    companies = example / "sources" / "Company.csv"
    companies.write_text(companies.read_text(encoding="utf-8") + 'C009,"Slash [/x] [bold]Co",NL,2001,Services-Freight\n', encoding="utf-8")
    transfers = example / "sources" / "Company_fundTrans_Company.csv"
    transfers.write_text(transfers.read_text(encoding="utf-8") + "C001,C009,20240601,1000\n", encoding="utf-8")
    assert main(["build", str(example)]) == 0
    plan = example / "plan.txt"
    plan.write_text("Action1: Retrieval(s=s1:Company[`Slash [/x] [bold]Co`], p=p1:country, o=o1:Text)\nAction2: Output(s1, o1)\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(example), "--plan", str(plan)]) == 0
    out = capsys.readouterr().out
    assert 'answer: ["Slash [/x] [bold]Co", "NL"]' in out
    assert "Company[`Slash [/x] [bold]Co`]" in out


def test_value_pairs_say_whose_value_is_whose(built_example, capsys):
    example = built_example
    result = query_json(example, "Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:fundTrans, o=o1:Company)\n"
                             "Action2: Retrieval(s=o1, p=p2:totalTransInAmt, o=o2:Float)\nAction3: Output(o2)\n", capsys)
    ids = {r["id"]: r["name"] for r in read_csv(example / "sources" / "Company.csv")}
    transfers = read_csv(example / "sources" / "Company_fundTrans_Company.csv")
    payees = {r["dstId"] for r in transfers if ids[r["srcId"]] == "Acme Motors"}
    expected = sorted([ids[p], sum(int(r["transAmt"]) for r in transfers if r["dstId"] == p)] for p in payees)
    assert sorted(result["pairs"]["o2"]) == expected


def test_a_concept_node_includes_narrower_concepts(built_example, capsys):
    example = built_example
    result = query_json(example, "Action1: Retrieval(s=s1:Company, p=p1:product, o=o1:`Product`/`Chemicals-Rubber`)\nAction2: Output(s1)\n", capsys)
    expected = sorted(r["name"] for r in read_csv(example / "sources" / "Company.csv")
                      if any(p.startswith("Chemicals-Rubber") for p in r["product"].split(";")))
    assert result["answer"] == expected
    assert any("narrower" in link for link in result["steps"][0]["links"])


def test_bad_settings_are_bad_input(example, fake_cli_build, capsys):
    (example / "kagflow.yaml").write_text('as_of: "2024-13-45"\n', encoding="utf-8")
    assert main(["build", str(example)]) == 2
    assert "kagflow.yaml" in capsys.readouterr().err
    (example / "kagflow.yaml").write_text("as_off: 2024-01-01\n", encoding="utf-8")
    assert main(["build", str(example)]) == 2
    assert "did you mean 'as_of'" in capsys.readouterr().err
    (example / "kagflow.yaml").write_text("multi_value_separator: ';'\nsources: {Nope.csv: {skip: true}}\n", encoding="utf-8")
    assert main(["build", str(example), "--as-of", "2024-99-01"]) == 2
    assert main(["build", str(example)]) == 0
    assert "unknown_source_override" in capsys.readouterr().out


# --- query --explain and rows ------------------------------------------------------------------


def _readme_plans() -> list[str]:
    """Every fenced block of README.md that holds a plan (an Action or Retrieval line); blocks
    fenced as ``console`` are program output, not plans."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    blocks = text.split("```")[1::2]
    return [b.split("\n", 1)[1] for b in blocks
            if ("Retrieval(" in b or "Output(" in b) and not b.startswith("console")]


def _test_plans() -> list[tuple[str, str]]:
    """(dataset, plan) for the plans the solver tests run, as module constants."""
    from tests.solver import test_compile, test_execute

    plans = [("kag-supplychain", test_execute.MULTI_HOP), ("kag-supplychain", test_compile.TYPED),
             ("kag-supplychain", test_execute.TWO_INFLOWS + "Math(content=[o1, o2], target=`difference`)->m\nOutput(m)")]
    plans += [("kag-supplychain", p) for p in test_compile.EXPLAINED_SC]
    plans += [("kag-riskmining", p) for p in test_compile.EXPLAINED_RM]
    return plans


def test_explain_prints_the_compiled_form_of_every_readme_and_example_plan_without_the_data(example, tmp_path, capsys):
    risk = copy_project("kag-riskmining", tmp_path / "rm")
    plans = _readme_plans() + [p.read_text(encoding="utf-8") for p in sorted((example / "plans").glob("*.txt"))]
    assert len(plans) >= 7
    for i, plan in enumerate(plans):
        root = risk if ":App)" in plan else example  # the README's conjunctive example is risk mining's
        plan_file = tmp_path / f"p{i}.txt"
        plan_file.write_text(plan, encoding="utf-8")
        capsys.readouterr()
        assert main(["query", str(root), "--plan", str(plan_file), "--explain"]) == 0, plan
        out = capsys.readouterr().out
        assert "plan:" in out and "compiled:" in out and "SELECT" in out
        assert "$a1_0" in out  # values are parameters
    assert not (example / ".kagflow").exists() and not (risk / ".kagflow").exists()  # nothing built or opened


def test_explain_prints_every_test_plan_without_the_data(tmp_path, capsys):
    roots = {name: copy_project(name, tmp_path / name) for name in ("kag-supplychain", "kag-riskmining")}
    for i, (name, plan) in enumerate(_test_plans()):
        plan_file = tmp_path / f"p{i}.txt"
        plan_file.write_text(plan, encoding="utf-8")
        capsys.readouterr()
        assert main(["query", str(roots[name]), "--plan", str(plan_file), "--explain", "--json"]) == 0, plan
        data = json.loads(capsys.readouterr().out)
        assert data["compiled"]["steps"] and data["plan"]
        for link in data["compiled"]["links"]:
            assert link["name"] or link["concept"]  # names to link, not ids
    assert not any((root / ".kagflow").exists() for root in roots.values())


def test_explain_shows_lenient_readings(tmp_path, capsys):
    root = copy_project("kag-supplychain", tmp_path / "sc")
    plan_file = tmp_path / "p.txt"
    plan_file.write_text("Retrieval(s=u:Entity, p=p1:legalRepresentative, o=c)\nOutput(u, c)\n", encoding="utf-8")
    assert main(["query", str(root), "--plan", str(plan_file), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "u:Entity as u (Entity as any type)" in out
    assert "c as c:Company (untyped first mention)" in out


def test_json_gains_rows_for_multi_variable_outputs(built_example, capsys):
    example = built_example  # the module's build: this test only queries it
    result = query_json(example, "Action1: Retrieval(s=s1:Company, p=p1:country, o=o1:Text)\nAction2: Output(s1, o1)\n", capsys)
    expected = sorted([r["name"], r["country"]] for r in read_csv(example / "sources" / "Company.csv") if r["country"])
    assert result["columns"] == ["s1", "o1"]
    assert sorted(result["rows"]) == expected
    single = query_json(example, "Action1: Retrieval(s=s1:Company, p=p1:country, o=o1:Text)\nAction2: Output(o1)\n", capsys)
    assert "rows" not in single


def _model_project(built_example, tmp_path, base_url: str | None) -> Path:
    root = tmp_path / "acme"
    shutil.copytree(built_example, root)
    if base_url:
        (root / "kagflow.yaml").write_text(f"llm: {{base_url: '{base_url}', model: stand-in}}\n", encoding="utf-8")
    return root


FREE_TEXT_MATH = (
    "Action1: Retrieval(s=s1:Company, p=p1:totalTransInAmt, o=o1:Float)\n"
    "Action2: Math(content=[o1], target=`the grand figure of the lot`)->m\n"
    "Action3: Output(m)\n"
)


def test_a_math_target_no_word_names_asks_the_configured_model_for_a_structured_operation(built_example, tmp_path, capsys, monkeypatch):
    from tests.llm_server import RecordingLLMServer, Reply

    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    expected = sum(float(row["transAmt"]) for row in read_csv(EXAMPLE / "sources" / "Company_fundTrans_Company.csv"))
    with RecordingLLMServer(lambda request: Reply.text('{"op": "sum", "operands": ["o1"]}')) as server:
        root = _model_project(built_example, tmp_path, server.base_url)
        answer = query_json(root, FREE_TEXT_MATH, capsys)
        assert answer["answer"] == [expected]
        assert server.calls == 1
        assert "the grand figure of the lot" in json.dumps(server.last_request, ensure_ascii=False)
        query_json(root, FREE_TEXT_MATH, capsys)
        assert server.calls == 1  # the reply is cached on disk


def test_a_math_target_no_word_names_without_a_model_is_a_located_error(built_example, tmp_path, capsys, monkeypatch):
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    root = _model_project(built_example, tmp_path, None)
    plan = tmp_path / "plan.txt"
    plan.write_text(FREE_TEXT_MATH, encoding="utf-8")
    assert main(["query", str(root), "--plan", str(plan)]) == 2
    err = capsys.readouterr().err
    assert "plan.txt:2:" in err and "step 2" in err and "needs a language model" in err


def test_plans_that_break_the_reader_or_the_arithmetic_are_clear_errors(built_example, tmp_path, capsys):
    deep = "Action1: Math(content=" + "[" * 3000 + "o1" + "]" * 3000 + ", target=sum)->m\nAction2: Output(m)\n"
    text_math = (
        "Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:name, o=o1:Text)\n"
        "Action2: Retrieval(s=s2:Company[`Delta Cells GmbH`], p=p2:totalTransInAmt, o=o2:Float)\n"
        "Action3: Math(content=[o1, o2], target=difference)->d\nAction4: Output(d)\n"
    )
    for plan_text, code in ((deep, 2), (text_math, 1)):
        plan = tmp_path / "plan.txt"
        plan.write_text(plan_text, encoding="utf-8")
        capsys.readouterr()
        assert main(["query", str(built_example), "--plan", str(plan)]) == code
        err = capsys.readouterr().err
        assert err.startswith("error: ") and "Traceback" not in err
        assert ("plan.txt:1:" in err and "nested more than 64 deep" in err) if code == 2 else ("cannot compare or compute on ('Acme Motors'" in err)


def test_query_shows_the_retriever_and_the_fallback(tmp_path, capsys):
    # a misspelt verb stays in the information layer (the build promotes only verbs that fold to a
    # relation's name), so the plan is answered by the kg_fr fallback
    from tests.conftest import build_without_models

    root = tmp_path / "news"
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "News.schema").write_text(
        "namespace News\n\nOrganization(Organization): EntityType\n    properties:\n        acquire(Acquired): Organization\n",
        encoding="utf-8")
    (root / "sources" / "news.txt").write_text("Deals.\n\nNorthwind Traders aquired Contoso Pharmaceuticals in May.\n", encoding="utf-8")
    build_without_models(root)
    plan_file = tmp_path / "plan.txt"
    plan_file.write_text("Retrieval(s=s1:Organization[`Northwind Traders`], p=p1:acquire, o=o1:Organization)\nOutput(o1)\n", encoding="utf-8")

    assert main(["query", str(root), "--plan", str(plan_file)]) == 0
    text = capsys.readouterr().out
    assert "retriever: kg_fr" in text
    assert "fallback: kg_cs: no Organization-acquire->Organization edge from 'Northwind Traders'; answered by kg_fr" in text
    # the file's one chunk: "Deals." on line 1, the deal on line 3; the hash is of the chunk's text
    own = hashlib.sha256("Deals.\n\nNorthwind Traders aquired Contoso Pharmaceuticals in May.".encode("utf-8")).hexdigest()[:8]
    assert f"cites: sources/news.txt:1-3 #{own}" in text

    assert main(["query", str(root), "--plan", str(plan_file), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["answer"] == ["Contoso Pharmaceuticals"]
    assert data["steps"][0]["retriever"] == "kg_fr" and "text triple 'aquired'" in data["steps"][0]["fallback"]
    assert data["evidence"] == []


def test_a_build_with_nothing_changed_is_up_to_date_without_running(built_example, capsys):
    from kagflow.incremental import STAMP_FILE

    database = built_example / ".kagflow" / "kg.duckdb"
    before = (_file_hash(database), database.stat().st_mtime_ns)
    assert (built_example / ".kagflow" / STAMP_FILE).is_file()
    capsys.readouterr()
    assert main(["build", str(built_example)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("up to date: ") and "--force" in out
    assert (_file_hash(database), database.stat().st_mtime_ns) == before  # nothing was written


def test_what_makes_a_build_not_up_to_date(rebuilt_example):
    from kagflow.incremental import STAMP_FILE, up_to_date, write_build_stamp
    from kagflow.project import Project

    root = rebuilt_example
    stamp = json.loads((root / ".kagflow" / STAMP_FILE).read_text(encoding="utf-8"))
    assert up_to_date(root) is None  # a copied store is another file than the one the stamp names
    write_build_stamp(Project(root), stamp["inputs"])  # the copy stands for the first build
    assert up_to_date(root) is not None
    assert up_to_date(root, as_of="2024-07-01") is None  # another as-of date: rules' now() differs
    assert up_to_date(root, strict=True) is None
    note = root / "sources" / "notes" / "logistics.txt"
    text = note.read_text(encoding="utf-8")
    note.write_text(text + "\nOne more line.\n", encoding="utf-8")
    assert up_to_date(root) is None
    note.write_text(text, encoding="utf-8")  # content hashes, not times: the same bytes are up to date again
    assert up_to_date(root) is not None
    config = root / "kagflow.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "\nsplitter:\n  max_tokens: 64\n", encoding="utf-8")
    assert up_to_date(root) is None


def test_ctrl_c_in_a_query_is_one_line_and_exit_130(tmp_path, capsys, monkeypatch):
    from tests.conftest import copy_project

    root = copy_project("kag-supplychain", tmp_path / "sc")
    (root / ".kagflow").mkdir()
    (root / ".kagflow" / "kg.duckdb").write_bytes(b"")  # never opened: the interrupt comes first

    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("kagflow.store.warehouse.open_reader", interrupted)
    plan = tmp_path / "p.txt"
    plan.write_text("Retrieval(s=s1:Company, p=p1:product, o=o1:Product)\nOutput(o1)\n", encoding="utf-8")
    assert main(["query", str(root), "--plan", str(plan)]) == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "interrupted: kagflow query stopped; nothing was changed"
    assert "Traceback" not in captured.err


def test_query_plans_prints_one_json_line_per_plan_and_a_broken_plan_stops_none(supplychain, tmp_path, capsys, monkeypatch):
    """`kagflow query --plans` on KAG's supply-chain project; expected values from the raw CSVs."""
    sources = supplychain / "sources"
    ids = {r["name"]: r["id"] for r in read_csv(sources / "Company.csv")}
    paid = [r for r in read_csv(sources / "Company_fundTrans_Company.csv") if r["dstId"] == ids["传化****限公司"]]
    represented = list(dict.fromkeys(next(r for r in read_csv(sources / "Person.csv") if r["name"] == "庞*")["legalRepresentative"].split(",")))
    plans = [
        {"id": "inflow", "plan": "Action1: Retrieval(s=s1:Company[`传化****限公司`], p=p1:totalTransInAmt, o=o1:Float)\nAction2: Output(o1)"},
        {"id": "broken", "plan": "Action1: Retrieval(s=s1:Company[`传化****限公司`], p=p1:product"},
        {"id": "typo", "plan": "Action1: Retrieval(s=s1:Person[`庞*`], p=p1:favouriteColour, o=o1:Company)\nAction2: Output(o1)"},
        {"id": "represents", "plan": "get_spo(s=s1:Person[`庞*`], p=p1:legalRepresentative, o=o1:Company)\nget(o1)"},
    ]
    path = tmp_path / "plans.jsonl"
    path.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in plans), encoding="utf-8")
    capsys.readouterr()
    assert main(["query", str(supplychain), "--plans", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    results = [json.loads(line) for line in lines]
    assert [r["id"] for r in results] == [p["id"] for p in plans]
    assert results[0]["answer"] == [sum(int(r["transAmt"]) for r in paid)] and results[0]["error"] is None
    assert results[1]["error"]["kind"] == "syntax" and f"{path}#broken:1:" in results[1]["error"]["message"]
    assert results[2]["error"]["kind"] == "validation" and "favouriteColour" in results[2]["error"]["message"]
    assert sorted(results[3]["answer"]) == sorted(represented) and results[3]["normalisations"]
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(plans[:1], ensure_ascii=False)))
    assert main(["query", str(supplychain), "--plans", "-"]) == 0
    assert [json.loads(line)["id"] for line in capsys.readouterr().out.splitlines()] == ["inflow"]


def test_query_plans_with_a_malformed_file_exits_2_naming_the_plan(supplychain, tmp_path, capsys):
    path = tmp_path / "plans.json"
    path.write_text('[{"id": "a", "plan": "Output(o1)"},\n {"id": "b", "plan": 7}]', encoding="utf-8")
    assert main(["query", str(supplychain), "--plans", str(path)]) == 2
    captured = capsys.readouterr()
    assert "plan 2 (line 2) (id b): 'plan' must be a non-empty string, not int" in captured.err and captured.out == ""
    assert main(["query", str(supplychain), "--plans", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["query", str(supplychain), "--plans", str(path), "--explain"]) == 2
    assert "--explain takes one plan" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # one of --plan and --plans
        main(["query", str(supplychain), "--plans", str(path), "--plan", str(path)])
    assert exited.value.code == 2


def test_query_plans_before_a_build_is_a_clear_error(example, tmp_path, capsys):
    path = tmp_path / "plans.json"
    path.write_text('[{"id": "a", "plan": "Retrieval(s=s1:Company, p=p1:country, o=o1:Text)\\nOutput(o1)"}]', encoding="utf-8")
    assert main(["query", str(example), "--plans", str(path)]) == 1
    assert "has not been built" in capsys.readouterr().err


def test_ask_text_output_escapes_bidirectional_and_control_characters():
    """A passage holding U+202E (right-to-left override) or an escape sequence prints escaped."""
    from rich.console import Console

    from kagflow.pipelines.cli import _print_ask, terminal_safe
    from kagflow.solver.ask import AskResult

    assert terminal_safe("a\u202eb\x1b[2Jc\nd\te") == "a\\u202eb\\u001b[2Jc\nd\te"
    result = AskResult("q", "evidence", label="Evidence", chunks=[
        {"citation": "notes.txt #ab12", "retriever": "dense", "score": 0.5, "text": "pay \u202eredro\u202c now \x1b[31m"}],
        facts=[{"subject": "A\u2066", "predicate": "p", "object": "B", "source": "x.csv:2"}])
    console = Console(record=True, width=200)
    _print_ask(result, console)
    out = console.export_text()
    assert "\u202e" not in out and "\u2066" not in out and "\x1b" not in out
    assert "\\u202e" in out and "\\u2066" in out


def _leave_staging(root: Path) -> list[Path]:
    """The files a build killed outright leaves under ``.kagflow``: the staging database and its
    write-ahead log, the half-written Parquet folder and a document shard's part."""
    state = root / ".kagflow"
    shutil.copy(state / "kg.duckdb", state / "kg.staging.duckdb")
    (state / "kg.staging.duckdb.wal").write_bytes(b"\0" * 64)
    (state / "tables.new").mkdir()
    (state / "tables.new" / "entities.parquet").write_bytes(b"PAR1")
    part = state / "parts" / "0c5e-dead-run" / "shard_0"
    part.mkdir(parents=True)
    (part / "documents.parquet").write_bytes(b"PAR1")
    return [state / "kg.staging.duckdb", state / "kg.staging.duckdb.wal", state / "tables.new", state / "parts" / "0c5e-dead-run"]


def test_up_to_date_removes_the_staging_a_killed_build_left_and_spares_a_live_one(rebuilt_example, capsys):
    import signal
    import subprocess
    import sys

    from kagflow.incremental import STAMP_FILE, write_build_stamp
    from kagflow.project import Project

    root = rebuilt_example
    write_build_stamp(Project(root), json.loads((root / ".kagflow" / STAMP_FILE).read_text(encoding="utf-8"))["inputs"])
    left = _leave_staging(root)
    database = root / ".kagflow" / "kg.duckdb"
    published = _file_hash(database)
    # a builder that holds the one-writer lock: its staging files are its own and stay
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom kagflow.project import Project\nfrom kagflow.publish import build_lock\n"
                               "with build_lock(Project(sys.argv[1])):\n    print('held', flush=True)\n    time.sleep(120)\n",
         str(root)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        capsys.readouterr()
        assert main(["build", str(root)]) == 0
        assert capsys.readouterr().out.startswith("up to date: ")
        assert all(path.exists() for path in left)
    finally:
        holder.send_signal(signal.SIGKILL)  # killed outright, as a build killed mid-way
        holder.wait()
    assert main(["build", str(root)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("up to date: ") and "removed what an interrupted build left" in out
    assert [path for path in left if path.exists()] == []
    assert (root / ".kagflow" / "parts").is_dir() and _file_hash(database) == published  # the published store untouched
    assert (root / ".kagflow" / "tables" / "entities.parquet").is_file()


@pytest.mark.parametrize("option,value,message", [("--processes", "0", "--processes must be between 1 and 64"),
                                                  ("--processes", "65", "--processes must be between 1 and 64"),
                                                  ("--wait", "-1", "--wait must be 0 or more seconds"),
                                                  ("--wait", "nan", "--wait must be 0 or more seconds, not nan")])
def test_build_options_are_checked_when_the_project_is_up_to_date(rebuilt_example, capsys, option, value, message):
    from kagflow.incremental import STAMP_FILE, up_to_date, write_build_stamp
    from kagflow.project import Project

    root = rebuilt_example
    write_build_stamp(Project(root), json.loads((root / ".kagflow" / STAMP_FILE).read_text(encoding="utf-8"))["inputs"])
    assert up_to_date(root) is not None
    capsys.readouterr()
    assert main(["build", str(root), option, value]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and "up to date" not in captured.out and "Traceback" not in captured.err


@pytest.mark.parametrize("k", ["0", "101", "1000"])
def test_ask_k_has_the_servers_limit_and_message(built_example, capsys, k):
    capsys.readouterr()
    assert main(["ask", str(built_example), "Which companies supply Acme Motors?", "--k", k]) == 2
    assert capsys.readouterr().err.strip() == f"error: --k must be between 1 and 100, not {k}"


def test_ask_after_reads_a_follow_up_s_pronoun_as_the_earlier_question_s_entity(built_example, capsys):
    founded = next(r["founded"] for r in read_csv(EXAMPLE / "sources" / "Company.csv") if r["name"] == "Fjord Steel AS")
    capsys.readouterr()
    assert main(["ask", str(built_example), "And when was it founded?", "--after", "Which country is Fjord Steel AS based in?", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["values"] == [int(founded)] and data["question"] == "And when was it founded?", data["notes"]
    assert main(["ask", str(built_example), "And when was it founded?", "--after", "  "]) == 2
    assert "empty" in capsys.readouterr().err


def test_ui_without_the_web_server_says_which_extra_to_install(monkeypatch, capsys):
    """Without the 'ui' extra, `kagflow ui` said it started and then printed Dagster's own error;
    now it says what to install, exit 2, and starts nothing."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "dagster_webserver" else real(name, *a))
    assert main(["ui", str(REPO / "data" / "examples" / "acme-supply")]) == 2
    out = capsys.readouterr()
    assert "pip install -e '.[ui]'" in out.err and "Dagster UI" not in out.out
