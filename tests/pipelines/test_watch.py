"""The resident builder (``kagflow build --watch``): a change under ``sources/`` rebuilds in the
same process, and what it publishes equals a fresh build of the same files."""

from __future__ import annotations

import functools
import os
import shutil
import signal
import threading
import time
from pathlib import Path

import pytest
import watchfiles

from kagflow.pipelines import build
from kagflow.pipelines.cli import main
from kagflow.pipelines.watch import ProjectFilter, watch_project
from tests.conftest import EXAMPLE_NOTES, build_without_models, built_example, copy_example, fake_models, store_rows, table_rows

ADDED = "Hamburg Logistics GmbH now ships tyres for Acme Motors from Rotterdam."


def _edits_then_stop(root: Path, stop: threading.Event, rebuilt: threading.Semaphore, edits,
                     failures: list[str]) -> threading.Thread:
    """A thread that makes each edit (a function of nothing; it must be idempotent) until a rebuild
    follows it (writing again when none came within 5 s: the watcher may not have been watching
    yet), then sets ``stop``. An edit no rebuild followed within 60 s is appended to ``failures``
    (an exception in the thread would be lost)."""
    def run() -> None:
        try:
            for edit in edits:
                for _ in range(12):
                    edit()
                    if rebuilt.acquire(timeout=5):
                        break
                else:
                    failures.append(f"no rebuild followed an edit of {root} within 60 s")
                    return
        finally:
            stop.set()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def test_an_edit_and_a_deletion_rebuild_in_process_and_equal_a_fresh_build(tmp_path_factory, tmp_path):
    root = built_example(tmp_path_factory, "watch")
    note, gone = root / "sources" / EXAMPLE_NOTES[0], root / "sources" / EXAMPLE_NOTES[1]
    edited = note.read_text(encoding="utf-8") + "\n" + ADDED + "\n"
    results, stop, rebuilt = [], threading.Event(), threading.Semaphore(0)

    def on_rebuild(result) -> None:
        results.append(result)
        if result.report is not None or result.error is not None:
            rebuilt.release()

    def delete() -> None:
        gone.unlink(missing_ok=True)
        if not any(r.report is not None and r.report.removed_files for r in results):
            note.touch()  # the deletion happened before the watcher looked: a change it sees now

    failures: list[str] = []
    editor = _edits_then_stop(root, stop, rebuilt, [lambda: note.write_text(edited, encoding="utf-8"), delete], failures)
    watch_project(root, on_rebuild, stop=stop, build=build.build_project, substitutes=fake_models(), embeddings=False,
                  settle_ms=100)
    editor.join(timeout=5)
    assert failures == []
    built = [r for r in results if r.report is not None]
    assert [r.error for r in results if r.error] == []
    assert any(EXAMPLE_NOTES[0] in r.report.dirty_files for r in built)
    assert any(EXAMPLE_NOTES[1] in r.report.removed_files for r in built)
    assert all(r.cpu_s > 0 and r.wall_s > 0 for r in built)
    # the added sentence is in a published chunk of the note; the deleted note left nothing
    assert store_rows(root, "SELECT count(*) FROM chunks WHERE doc_id = ? AND contains(text, ?)", [EXAMPLE_NOTES[0], ADDED])
    for table in ("documents", "chunks", "ner_mentions", "triples"):
        assert store_rows(root, f"SELECT count(*) FROM {table} WHERE doc_id = ?", [EXAMPLE_NOTES[1]]) == [(0,)], table
    # everything it published equals a fresh build of the final files
    fresh = copy_example(tmp_path / "fresh")
    shutil.copyfile(note, fresh / "sources" / EXAMPLE_NOTES[0])
    (fresh / "sources" / EXAMPLE_NOTES[1]).unlink()
    build_without_models(fresh)
    watched, rebuilt_fresh = table_rows(root), table_rows(fresh)
    volatile = {"stage_state", "build_issues"}  # run ids and per-run bookkeeping
    assert {t: rows for t, rows in watched.items() if t not in volatile} == \
        {t: rows for t, rows in rebuilt_fresh.items() if t not in volatile}


def test_the_filter_watches_what_a_build_reads_and_nothing_it_writes(tmp_path):
    keep = ProjectFilter(tmp_path)
    modified = watchfiles.Change.modified
    for path in ("sources/a.csv", "sources/notes/b.md", "schema/X.schema", "kagflow.yaml"):
        assert keep(modified, str(tmp_path / path)), path
    for path in (".kagflow/kg.duckdb", ".kagflow/dagster/runs.db", "README.md", "sources/.b.md.swp", "sources/b.md~",
                 "notes/kagflow.yaml", "sources/.git/HEAD"):
        assert not keep(modified, str(tmp_path / path)), path
    assert not keep(modified, "/elsewhere/sources/a.csv")


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="SIGTERM's handler needs the main thread")
def test_kagflow_build_watch_prints_a_line_per_rebuild_and_stops_on_sigterm(tmp_path, fake_cli_build, capsys):
    root = copy_example(tmp_path / "acme")
    note = root / "sources" / EXAMPLE_NOTES[0]
    edited = note.read_text(encoding="utf-8") + "\n" + ADDED + "\n"
    stop, rebuilt = threading.Event(), threading.Semaphore(0)
    real = build.build_project  # the fixture's stand-in (fake models): count the rebuilds it runs

    def counted(*args, **kwargs):
        try:
            return real(*args, **kwargs)
        finally:
            rebuilt.release()

    def first_build_done() -> None:  # the first build releases once; the edit follows it
        try:
            if not rebuilt.acquire(timeout=300):
                failures.append("the first build did not end within 300 s")
            else:
                _edits_then_stop(root, stop, rebuilt, [lambda: note.write_text(edited, encoding="utf-8")],
                                 failures).join()
                time.sleep(1)  # the rebuild has returned; its line is printed
        finally:
            os.kill(os.getpid(), signal.SIGTERM)  # kagflow's handler: stop watching, exit 0
            sent.set()

    # SIGTERM is sent to this very process: should ``main`` have returned before it arrives (the watch
    # refused, the first build failed), the handler in place then is this one, not the default that
    # would kill the test process (and, under pytest-xdist, its worker)
    failures: list[str] = []
    sent = threading.Event()
    late = signal.signal(signal.SIGTERM, lambda signum, frame: failures.append("SIGTERM came after main returned"))
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(build, "build_project", functools.partial(counted))
            threading.Thread(target=first_build_done, daemon=True).start()
            code = main(["build", str(root), "--watch"])
        assert sent.wait(timeout=600), "the thread that sends SIGTERM never sent it"
        time.sleep(0.1)  # a SIGTERM that came after main returned runs the handler above
    finally:
        signal.signal(signal.SIGTERM, late)
    captured = capsys.readouterr()
    out = captured.out
    assert failures == [], (out, captured.err)
    assert code == 0, (out, captured.err)
    assert f"watching {root.resolve()}" in out
    lines = [line for line in out.splitlines() if f"{EXAMPLE_NOTES[0]} changed: rebuilt in" in line]
    assert lines and "1 file(s) new or changed, 0 removed" in lines[0] and "ner_mentions" in lines[0]
    assert out.rstrip().endswith("stopped watching")


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signal handlers live in the main thread")
def test_a_build_in_a_background_job_leaves_sigterm_handled(tmp_path_factory):
    # a background job has SIGINT ignored; Dagster maps SIGTERM to SIGINT's handler when its run
    # ends, so without care the resident builder would ignore SIGTERM from its first rebuild on
    root = built_example(tmp_path_factory, "watch")
    (root / "sources" / EXAMPLE_NOTES[0]).write_text(ADDED + "\n", encoding="utf-8")

    def handler(signum, frame) -> None:
        raise KeyboardInterrupt

    previous_int, previous_term = signal.signal(signal.SIGINT, signal.SIG_IGN), signal.signal(signal.SIGTERM, handler)
    try:
        build_without_models(root)
        assert signal.getsignal(signal.SIGTERM) is handler
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous_int)
        signal.signal(signal.SIGTERM, previous_term)


def test_a_small_edit_of_sources_builds_on_one_duckdb_thread(tmp_path):
    from kagflow.pipelines.watch import SMALL_EDIT_FILES, rebuild

    seen = []

    def build(root, **kwargs):  # a stand-in with build_project's signature: what the rebuild asked for
        seen.append(kwargs.get("threads"))
        return "report"

    small = [f"sources/f{i}.txt" for i in range(SMALL_EDIT_FILES)]
    for changed in (small, small + ["sources/one-more.txt"], ["sources/a.txt", "schema/X.schema"], ["kagflow.yaml"]):
        result = rebuild(tmp_path, changed, build, {"as_of": "2024-06-30"})
        assert result.report == "report" and result.error is None
    assert seen == [1, None, None, None]
    assert rebuild(tmp_path, small, build, {"threads": 4}).report == "report" and seen[-1] == 4


def test_writer_threads_set_duckdb_threads_for_the_connections_of_the_context(tmp_path):
    import duckdb

    from kagflow.store import warehouse

    default = duckdb.connect().execute("SELECT current_setting('threads')").fetchone()[0]  # DuckDB's own, this machine's
    path = tmp_path / "kg.duckdb"
    with warehouse.writer_threads(1):
        with warehouse.connect(path) as con:
            assert con.execute("SELECT current_setting('threads')").fetchone()[0] == 1
    with warehouse.connect(path) as con:  # outside it: DuckDB's default
        assert con.execute("SELECT current_setting('threads')").fetchone()[0] == default


def test_settings_are_seen_when_an_editor_replaces_the_file(tmp_path):
    import os

    from kagflow.pipelines.watch import settings_signature

    (tmp_path / "kagflow.yaml").write_text("as_of: 2024-01-01\n", encoding="utf-8")
    before = settings_signature(tmp_path)
    assert list(before) == ["kagflow.yaml"]
    (tmp_path / "k.tmp").write_text("as_of: 2024-06-30\n", encoding="utf-8")  # saved by rename, as many editors do
    os.replace(tmp_path / "k.tmp", tmp_path / "kagflow.yaml")
    (tmp_path / "schema").mkdir()
    (tmp_path / "schema" / "X.schema").write_text("namespace X\n", encoding="utf-8")
    after = settings_signature(tmp_path)
    assert sorted(after) == ["kagflow.yaml", "schema/X.schema"] and after["kagflow.yaml"] != before["kagflow.yaml"]


def test_a_rebuild_that_raises_anything_is_one_line_and_the_watch_goes_on(tmp_path):
    from kagflow.pipelines.watch import rebuild

    def broken(root, **kwargs):  # a stand-in that fails as no build should: a bug, a library's own error
        raise RuntimeError("unexpected\nsecond line")

    result = rebuild(tmp_path, ["sources/a.txt"], broken, {})
    assert result.report is None and result.error == "RuntimeError: unexpected"


def test_a_resident_build_keeps_its_dagster_instance_and_opens_it_again_when_kagflow_is_gone(tmp_path):
    root = copy_example(tmp_path / "acme")
    first = build_without_models(root, resident=True)
    kept = build._RESIDENT[root.resolve()]
    note = root / "sources" / EXAMPLE_NOTES[0]
    note.write_text(note.read_text(encoding="utf-8") + "\n" + ADDED + "\n", encoding="utf-8")
    second = build_without_models(root, resident=True)
    assert build._RESIDENT[root.resolve()] is kept and second.dirty_files == [EXAMPLE_NOTES[0]]
    assert {kept.get_run_by_id(r.run_id).status.value for r in (first, second)} == {"SUCCESS"}  # both runs in its history
    shutil.rmtree(root / ".kagflow")  # deleted while a watch would run: a new instance, a full build
    third = build_without_models(root, resident=True)
    assert build._RESIDENT[root.resolve()] is not kept and third.counts == second.counts
    build.close_resident(root)
    assert root.resolve() not in build._RESIDENT
    build.close_resident(tmp_path / "never-built")  # nothing kept: nothing to close
