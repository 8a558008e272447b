"""A project of documents alone (no ``schema/`` folder) builds with the built-in general schema."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.cli import main
from kagflow.schema.spg import load_general_schema
from tests.conftest import build_without_models, dataset, fake_models

# two MuSiQue passages, written as the .txt files a user would drop into sources/
PASSAGES = ("Journal of Mathematical Physics", "Riemann integral")


def _write_sources(root: Path) -> dict[str, str]:
    corpus = {p["title"]: p["text"] for p in json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))}
    (root / "sources").mkdir(parents=True)
    for title in PASSAGES:
        (root / "sources" / f"{title.replace(' ', '_')}.txt").write_text(f"{title}\n\n{corpus[title]}\n", encoding="utf-8")
    return {title: corpus[title] for title in PASSAGES}


@pytest.fixture(scope="module")
def general_project(tmp_path_factory) -> tuple[Path, object, dict[str, str]]:
    root = tmp_path_factory.mktemp("general") / "docs"
    texts = _write_sources(root)
    report = build_without_models(root, as_of="2024-01-01")
    return root, report, texts


def test_documents_alone_build_and_the_summary_names_the_general_schema(general_project) -> None:
    root, report, _ = general_project
    assert not (root / "schema").exists()
    assert "built-in general schema" in report.schema
    assert ("info", "general_schema") in {(severity, code) for severity, code, _ in report.issues}
    assert report.counts["documents"] == len(PASSAGES)


def test_text_entities_get_general_types(general_project) -> None:
    root, _, texts = general_project
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        rows = con.execute("SELECT type, name FROM kg_entities WHERE origin = 'text'").fetchall()
    finally:
        con.close()
    general = set(load_general_schema().types)
    assert rows and {t for t, _ in rows} <= general
    # the fake extractor labels capitalised runs ORG and four-digit numbers DATE: both are general types here
    assert "1854" in texts["Riemann integral"] and ("Date", "1854") in rows
    assert "Bernhard Riemann" in texts["Riemann integral"] and ("Organization", "Bernhard Riemann") in rows


def test_cli_build_prints_the_schema_and_explain_works_without_a_schema_folder(general_project, tmp_path, monkeypatch, capsys) -> None:
    root, _, _ = general_project
    import kagflow.pipelines.build as build_module

    real = build_module.build_project
    monkeypatch.setattr(build_module, "build_project", lambda *a, **k: real(*a, substitutes=fake_models(), embeddings=False, **k))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["build", str(root)]) == 0
    out = printed.getvalue() + capsys.readouterr().out
    assert "schema: built-in general schema" in out
    plan = tmp_path / "plan.txt"
    plan.write_text("Action1: Retrieval(s=s1:Person[`Bernhard Riemann`], p=p1:worksFor, o=o1:Organization)\nAction2: Output(o1)\n", encoding="utf-8")
    assert main(["query", str(root), "--plan", str(plan), "--explain"]) == 0
    assert "worksFor" in capsys.readouterr().out
    assert main(["query", str(root), "--plan", str(plan)]) == 0  # runs on the data: nothing links, no error
