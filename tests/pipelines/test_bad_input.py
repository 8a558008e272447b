"""Bad input never aborts or crashes a build: located warnings, good rows kept, ``--strict`` fails;
schema, settings and plan files that are not UTF-8 are located exit-2 errors."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.build import BuildError
from kagflow.pipelines.cli import main
from tests.conftest import REPO, build_without_models, read_csv

EXAMPLE = REPO / "data" / "examples" / "acme-supply"
TRANSFERS = "Company_fundTrans_Company.csv"


@pytest.fixture(scope="module")
def bad_project(tmp_path_factory) -> tuple[Path, int]:
    """The example with one of each bad input, built once: ``(project, transfer rows kept by hand count)``."""
    base = tmp_path_factory.mktemp("bad")
    root = base / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    sources = root / "sources"
    good_transfers = len(read_csv(sources / TRANSFERS))
    with (sources / TRANSFERS).open("a", encoding="utf-8") as handle:
        handle.write('C001,"C002,20240301,5\nC002,C004,20240302,7\n')  # a stray quote, then one good row
    (sources / "Industry.csv").write_text("id,name\n", encoding="utf-8")  # header only
    (sources / "Person.jsonl").write_text("{bad\nnot json\n", encoding="utf-8")  # every line bad
    outside = base / "outside.txt"
    outside.write_text("Not part of the project.\n", encoding="utf-8")
    (sources / "notes" / "leak.txt").symlink_to(outside)
    with open(os.path.join(os.fsencode(sources / "notes"), b"caf\xe9.txt"), "w", encoding="utf-8") as handle:
        handle.write("Acme Motors makes cars.\n")
    build_without_models(root)
    return root, good_transfers + 1


def _issues(root: Path) -> list[tuple]:
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return con.execute("SELECT code, doc_id, line, message FROM build_issues WHERE severity = 'warning' ORDER BY ALL").fetchall()
    finally:
        con.close()


def test_each_bad_input_is_a_located_warning(bad_project):
    root, _ = bad_project
    issues = _issues(root)
    line = len((root / "sources" / TRANSFERS).read_text(encoding="utf-8").splitlines()) - 1  # the stray quote's line
    expected = [
        ("bad_csv_row", TRANSFERS, line,
         f"{TRANSFERS}: line {line}: unreadable row: a quoted field is never closed (an unterminated quote); "
         f"reading resumes on line {line + 1}; row skipped"),
        ("empty_table", "Industry.csv", 1, "Industry.csv: line 1: no records (a header or an empty list only); the file is skipped"),
        ("bad_row", "Person.jsonl", 1, "Person.jsonl: line 1: invalid JSON: Expecting property name enclosed in double quotes; row skipped"),
        ("bad_row", "Person.jsonl", 2, "Person.jsonl: line 2: invalid JSON: Expecting value; row skipped"),
        ("empty_table", "Person.jsonl", 1, "Person.jsonl: line 1: no valid record (2 skipped, see above); the file is skipped"),
        ("skipped_source", None, None, "sources/notes/caf\\xe9.txt: the file name is not valid UTF-8; rename the file to include it; skipped"),
        ("skipped_source", None, None,
         f"sources/notes/leak.txt: a symbolic link to {(root.parent / 'outside.txt').resolve()}, outside sources/; "
         "only the project's own files are read; skipped"),
    ]
    for issue in expected:
        assert issue in issues, (issue, issues)


def test_the_good_rows_around_a_bad_one_are_kept(bad_project):
    root, kept = bad_project
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        records = con.execute("SELECT count(*) FROM source_records WHERE doc_id = ?", [TRANSFERS]).fetchone()[0]
        files = {d for (d,) in con.execute("SELECT doc_id FROM source_documents").fetchall()}
    finally:
        con.close()
    assert records == kept
    assert "notes/leak.txt" not in files and not any("caf" in f for f in files)


def test_strict_fails_a_build_that_skipped_input_and_keeps_the_tables(bad_project, tmp_path):
    root = tmp_path / "acme"
    shutil.copytree(bad_project[0], root, symlinks=True)
    before = (root / ".kagflow" / "kg.duckdb").read_bytes()
    (root / "sources" / "Industry.csv").unlink()
    (root / "sources" / "Person.jsonl").unlink()
    (root / "sources" / TRANSFERS).write_text((EXAMPLE / "sources" / TRANSFERS).read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(BuildError, match=r"^strict build: 2 source warning\(s\); first: sources/notes/caf\\xe9.txt: the file name"):
        build_without_models(root, strict=True)  # only the two skipped files remain
    assert (root / ".kagflow" / "kg.duckdb").read_bytes() == before


@pytest.mark.parametrize("target", ["schema/AcmeSupply.schema", "kagflow.yaml"])
def test_a_schema_or_settings_file_that_is_not_utf8_is_a_located_exit_2(tmp_path, capsys, target):
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    path = root / target
    lines = path.read_bytes().split(b"\n")
    lines[2] = b"# caf\xe9 " + lines[2]  # line 3, byte column 6
    path.write_bytes(b"\n".join(lines))
    assert main(["build", str(root)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:3:6: byte " in err and "(0xe9) is not valid UTF-8" in err and "Traceback" not in err
    assert not (root / ".kagflow" / "kg.duckdb").exists()


def test_a_plan_that_is_not_utf8_is_a_located_exit_2(tmp_path, capsys):
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    plan = tmp_path / "plan.txt"
    plan.write_bytes(b"Step1: x\nAction1: Retrieval(s=s1:Company[`Acme \xe9`], p=p1:country, o=o1:Text)\n")
    assert main(["query", str(root), "--plan", str(plan)]) == 2
    # by hand: line 1 is 9 bytes with its newline; 0xe9 follows 38 bytes of line 2 -> column 39, byte 47
    assert capsys.readouterr().err.strip() == f"error: {plan}:2:39: byte 47 (0xe9) is not valid UTF-8; save the file as UTF-8"
