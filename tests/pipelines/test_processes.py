"""``kagflow build --processes N``: the build under Dagster's multiprocess executor, its document
shards in parallel step processes, gives the tables of the one-process build.

The project is the 20 MuSiQue passages of one question written as ``.txt`` files (as in
test_ask_documents_project), plus one file that is not a readable PDF. What the tables must hold
(one document per passage file, the broken file reported) comes from the dataset and the files
written here, not from kagflow.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.cli import main
from kagflow.store.warehouse import TABLES
from tests.conftest import build_without_models, dataset, table_rows

QUESTION_NO = 2


def _write_project(root: Path) -> list[str]:
    """The passages as ``sources/NN_title.txt`` plus ``sources/broken.pdf``; returns the passage titles."""
    question = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))[QUESTION_NO]
    (root / "sources").mkdir(parents=True)
    titles = []
    for n, paragraph in enumerate(question["paragraphs"]):
        safe = "".join(ch if ch.isalnum() else "_" for ch in paragraph["title"])
        (root / "sources" / f"{n:02d}_{safe}.txt").write_text(f"{paragraph['title']}\n\n{paragraph['paragraph_text']}\n",
                                                              encoding="utf-8")
        titles.append(paragraph["title"])
    (root / "sources" / "broken.pdf").write_bytes(b"%PDF-1.4 this is not a PDF body")
    return titles


@pytest.fixture(scope="module")
def two_builds(tmp_path_factory) -> tuple[Path, Path, list[str], list]:
    """The same project built with one process (in-process executor) and with three (Dagster's
    multiprocess executor); also the step events of the second build's run."""
    one = tmp_path_factory.mktemp("p1") / "docs"
    titles = _write_project(one)
    three = tmp_path_factory.mktemp("p3") / "docs"
    _write_project(three)
    build_without_models(one, as_of="2024-01-01", processes=1)
    report = build_without_models(three, as_of="2024-01-01", processes=3)
    from kagflow.pipelines.build import dagster_instance
    from kagflow.project import Project

    with dagster_instance(Project(three)) as instance:
        events = [(e.dagster_event.event_type_value, e.step_key, e.dagster_event.pid) if e.dagster_event is not None
                  else ("LOG", e.step_key, e.user_message) for e in instance.all_logs(report.run_id)]
    return one, three, titles, events


def test_the_multiprocess_build_ran_document_shards_in_their_own_processes(two_builds):
    *_, events = two_builds
    shard_pids = {step: pid for kind, step, pid in events if kind == "STEP_START" and step and "parse_document_shard" in step}
    assert len(shard_pids) == 3  # 21 files cut into --processes 3 shards
    assert len(set(shard_pids.values())) == 3  # each in a process of its own
    worker_steps = {step for kind, step, _ in events if kind == "STEP_WORKER_STARTED"}
    assert {"parsed_chunks", "ner_mentions", "derived_properties"} <= worker_steps  # every step in a step process


def test_the_shards_ran_ner_over_every_english_chunk(two_builds):
    _, three, _, events = two_builds
    shard_lines = [text for kind, step, text in events if kind == "LOG" and "parse_document_shard" in (step or "")]
    extracted = sum(int(re.search(r"NER on (\d+)", line).group(1)) for line in shard_lines if "NER on" in line)
    con = duckdb.connect(str(three / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        english = con.execute("SELECT count(*) FROM chunk_languages WHERE language = 'en'").fetchone()[0]
    finally:
        con.close()
    assert english >= 20 and extracted == english


def test_worker_processes_give_the_tables_of_one_process(two_builds):
    one, three, titles, _ = two_builds
    a, b = table_rows(one), table_rows(three)
    assert {name: len(rows) for name, rows in a.items()} == {name: len(rows) for name, rows in b.items()}
    for name in TABLES:
        assert a[name] == b[name], name


def test_the_parallel_build_holds_every_passage_and_reports_the_broken_file(two_builds):
    _, three, titles, _ = two_builds
    con = duckdb.connect(str(three / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        files = {row[0] for row in con.execute("SELECT file_id FROM documents").fetchall()}
        chunked = {row[0] for row in con.execute("SELECT DISTINCT file_id FROM chunks").fetchall()}
        issues = con.execute("SELECT code, doc_id FROM build_issues WHERE stage = 'parsed_chunks'").fetchall()
    finally:
        con.close()
    expected = {p.name for p in (three / "sources").glob("*.txt")}
    assert len(expected) == len(titles) == 20
    assert files == chunked == expected
    assert issues == [("unreadable_document", "broken.pdf")]


@pytest.mark.parametrize("value", ["0", "65"])
def test_processes_out_of_range_is_bad_input(tmp_path, value, capsys):
    (tmp_path / "sources").mkdir()
    assert main(["build", str(tmp_path), "--processes", value, "--force"]) == 2
    assert "--processes must be between 1 and 64" in capsys.readouterr().err
