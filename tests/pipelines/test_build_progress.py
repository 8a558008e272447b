"""What a build shows while it runs, and what Dagster records of it.

The build runs as a separate process with its standard output a pipe (``python -m
tests.pipelines.build_driver``: the CLI with the fake models, no embedding stage), as in a CI log
or a cron mail.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import dagster as dg
import duckdb
import pytest

from tests.conftest import REPO, copy_example

#: tables whose name differs from the asset that writes them (STYLE: asset names name the table)
TABLE_OF_ASSET = {"parsed_chunks": "chunks"}
#: assets the driver leaves out of its run (``embeddings=False``)
NOT_BUILT = {"chunk_embeddings", "entity_embeddings"}
LINE = re.compile(r"^build: (start|end|failed) (\S+)(?: rows=(\d+))?(?: seconds=(\d+\.\d+))?")


@pytest.fixture(scope="module")
def piped_build(tmp_path_factory) -> tuple[Path, str]:
    root = copy_example(tmp_path_factory.mktemp("piped") / "acme")
    done = subprocess.run([sys.executable, "-m", "tests.pipelines.build_driver", "build", str(root)], cwd=REPO,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return root, done.stdout


def _defined_assets() -> set[str]:
    """Every materialisable asset of kagflow's Definitions (read from Dagster, not from the tracker)."""
    from kagflow.pipelines.definitions import defs

    graph = defs.resolve_asset_graph()
    return {key.to_user_string() for key in graph.materializable_asset_keys}


def test_a_piped_build_prints_one_start_and_one_end_line_per_asset(piped_build):
    root, out = piped_build
    lines = [LINE.match(line) for line in out.splitlines() if line.startswith("build: ")]
    assert lines and all(lines), out
    expected = _defined_assets() - NOT_BUILT
    starts = [m.group(2) for m in lines if m.group(1) == "start"]
    ends = {m.group(2): m for m in lines if m.group(1) == "end"}
    assert sorted(starts) == sorted(set(starts))  # one start line each
    assert expected <= set(starts) and expected <= set(ends)
    assert [m.group(2) for m in lines if m.group(1) == "end"].count("parsed_chunks") == 1
    order = [(m.group(1), m.group(2)) for m in lines]
    for name in expected:  # each end comes after its start, with its seconds
        assert order.index(("start", name)) < order.index(("end", name)), name
        assert ends[name].group(4) is not None
    # every asset the lines name was materialised by the build's run, by Dagster's own records
    instance = dg.DagsterInstance.from_config(str(root / ".kagflow" / "dagster"))
    try:
        for name in expected:
            assert instance.get_latest_materialization_event(dg.AssetKey(name)) is not None, name
    finally:
        instance.dispose()


def test_the_row_counts_of_the_end_lines_are_the_tables_row_counts(piped_build):
    root, out = piped_build
    ends = {m.group(2): m.group(3) for m in map(LINE.match, out.splitlines()) if m and m.group(1) == "end"}
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        tables = {name for (name,) in con.execute("SELECT table_name FROM information_schema.tables").fetchall()}
        compared = 0
        for asset, rows in ends.items():
            table = TABLE_OF_ASSET.get(asset, asset)
            if table not in tables:  # document_parts (Parquet parts) and the checks write no table of their own
                continue
            (count,) = con.execute(f'SELECT count(*) FROM "{table}"').fetchone()
            assert rows is not None and int(rows) == count, (asset, rows, count)
            compared += 1
    finally:
        con.close()
    assert compared >= 10  # source_documents, entities, properties, edges, chunks, mentions, ... triples


def test_an_interrupted_stage_says_interrupted_not_a_class_path():
    """SIGTERM or Ctrl-C inside a step: Dagster's error is DagsterExecutionInterruptedError, whose
    message is its class path; the stage line says ``error=interrupted``."""
    import sys

    import dagster as dg
    from dagster._utils.error import serializable_error_info_from_exc_info

    from kagflow.pipelines.build_progress import _innermost_message

    try:
        raise dg.DagsterExecutionInterruptedError()
    except dg.DagsterExecutionInterruptedError:
        interrupted = serializable_error_info_from_exc_info(sys.exc_info())
    try:
        raise ValueError("sources/a.csv line 3: bad date")
    except ValueError:
        failed = serializable_error_info_from_exc_info(sys.exc_info())
    assert _innermost_message(interrupted) == "interrupted"
    assert "sources/a.csv line 3: bad date" in _innermost_message(failed)
