"""Helpers of the operating tests (``test_operate.py``, ``test_operate_kills.py``): builds as
separate processes (``python -m tests.pipelines.build_driver``: the CLI with the fake models, no
embedding stage), markers where a build stalls, and table digests to compare builds."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import dagster as dg
import duckdb

from kagflow.store.warehouse import TABLES, open_reader
from tests.conftest import EXAMPLE, REPO, copy_example, example_template, read_csv

INFLOW_PLAN = (EXAMPLE / "plans" / "inflow.txt").read_text(encoding="utf-8")  # O'Hara, Lamb & Sons' total inflow
BUILD_TIMEOUT = 300  # a hung build is a failure, not a stuck test run; a healthy one takes ~20 s here

__all__ = ["BUILD_TIMEOUT", "INFLOW_PLAN", "alive", "answer", "clean_build", "copy_example", "inflow", "run_build",
           "stall_env", "start_build", "steps", "table_digest", "wait_for"]


def clean_build(tmp_path_factory) -> tuple[Path, dict]:
    """The example built once by an uninterrupted build (the session's :func:`example_template`,
    built in process with the same fake models and no embedding stage as the driver's builds):
    ``(project, table digests)``. Read-only: tests copy it."""
    root = example_template(tmp_path_factory)
    digest = table_digest(root)
    companies = len(read_csv(root / "sources" / "Company.csv"))
    assert digest["entities"][0] > companies and digest["edges"][0] > 0 and digest["chunks"][0] > 0  # a complete graph
    return root, digest


def driver(*args: str, env: dict | None = None) -> list[str]:
    return [sys.executable, "-m", "tests.pipelines.build_driver", *args]


def run_build(root: Path, *extra: str, env: dict | None = None, timeout: float = BUILD_TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run(driver("build", str(root), *extra), cwd=REPO, env=env, capture_output=True, text=True, timeout=timeout)


def start_build(root: Path, *extra: str, env: dict | None = None) -> subprocess.Popen:
    return subprocess.Popen(driver("build", str(root), *extra), cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def table_digest(root: Path) -> dict[str, tuple[int, str]]:
    """(row count, SHA-256 of the rows in order) of every table: equal digests, equal tables."""
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        digest = {}
        for name in TABLES:
            rows = con.execute(f"SELECT * FROM {name} ORDER BY ALL").fetchall()
            digest[name] = (len(rows), hashlib.sha256(repr(rows).encode()).hexdigest())
        return digest
    finally:
        con.close()


def inflow(root: Path, company_name: str) -> float:
    """The expected answer from the raw CSV files (sum of the transfers into the company)."""
    ids = {r["name"]: r["id"] for r in read_csv(root / "sources" / "Company.csv")}
    return float(sum(int(r["transAmt"]) for r in read_csv(root / "sources" / "Company_fundTrans_Company.csv")
                     if r["dstId"] == ids[company_name]))


def answer(root: Path, schema) -> list:
    """Run the inflow plan the way ``kagflow query`` does: through :func:`open_reader`."""
    from kagflow.knowledge.mapping import observed_predicates
    from kagflow.solver.compile import compile_plan
    from kagflow.solver.execute import PlanExecutor
    from kagflow.solver.logical_form import parse_plan
    from kagflow.solver.validate import validate_plan

    con = open_reader(root / ".kagflow" / "kg.duckdb")
    try:
        observed = schema.with_observed(observed_predicates(con))
        compiled = compile_plan(validate_plan(parse_plan(INFLOW_PLAN), observed), observed)
        return PlanExecutor(con, observed).execute(compiled).answer
    finally:
        con.close()


def stall_env(marker: Path, stage: str = "ner_mentions") -> dict:
    return dict(os.environ, KAGFLOW_TEST_STALL=str(marker), KAGFLOW_TEST_STALL_AT=stage)


def wait_for(marker: Path, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + BUILD_TIMEOUT
    while not (marker.exists() and marker.read_text(encoding="ascii").strip()):  # the stalled process's id
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline
        time.sleep(0.1)


def steps(instance: dg.DagsterInstance, event: dg.DagsterEventType) -> list[str]:
    """Step keys of the ``event`` events of the project's (one) run, in order."""
    (run,) = instance.get_runs()
    return [r.dagster_event.step_key for r in instance.all_logs(run.run_id, of_type=event)]


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped) counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False
