"""Compiled-plan execution forms (issue 8): SQL per step over materialised bindings vs one CTE statement.

Run by hand, never in CI:

    python bench/compile_forms.py [--runs 20] [--out bench/results/compile_forms.md]

Builds ../shared/datasets/kag-supplychain (as of 2023-10-15) in a temporary folder, then runs a
few plans (a 5-hop plan among them) with ``PlanExecutor(form="steps")`` and ``form="cte"``,
alternating, on one read-only connection; reports p50 and p90 of the wall time of
``executor.run`` (parse, validate, compile, link, SQL, Math, Output) and checks both forms answer
the same.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

SANJIAO = "三角***份限公司"
PLANS = {
    "5-hop": (
        f"Retrieval(s=s1:Company[`{SANJIAO}`], p=p1:product, o=o1:Product)\n"
        "Retrieval(s=o1, p=p2:hasSupplyChain, o=o2:Product)\n"
        "Retrieval(s=s3:Company, p=p3:product, o=o2)\n"
        "Retrieval(s=s3, p=p4:fundTrans, o=o4:Company)\n"
        "Retrieval(s=o4, p=p5:totalTransInAmt, o=v:Float)\n"
        "Math(content=[v], target=sum)->total\n"
        "Output(o4, total)"
    ),
    "pairs (2 hops, 1 shared var)": (
        "Retrieval(s=u:Person, p=r1:legalRepresentative, o=c1:Company)\n"
        "Retrieval(s=u, p=r2:legalRepresentative, o=c2:Company)\n"
        "Output(c1, c2)"
    ),
    "all transfers + inflow, top 5": (
        "Retrieval(s=a:Company, p=p1:fundTrans, o=b:Company)\n"
        "Retrieval(s=b, p=p2:totalTransInAmt, o=v:Float)\n"
        "Sort(set=b, orderby=v, direction=desc, limit=5)->top\n"
        "Output(top)"
    ),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "compile_forms.md")
    args = parser.parse_args()

    import duckdb

    from kagflow.pipelines.build import build_project
    from kagflow.project import Project
    from kagflow.schema.spg import load_project_schema
    from kagflow.solver.execute import PlanExecutor

    tmp = Path(tempfile.mkdtemp(prefix="kf-bench-"))
    try:
        root = tmp / "sc"
        shutil.copytree(REPO.parent / "shared" / "datasets" / "kag-supplychain", root, ignore=shutil.ignore_patterns(".kagflow"))
        build_project(root, as_of="2023-10-15", embeddings=False)  # plans read no embeddings
        project = Project(root)
        schema = load_project_schema(root)
        con = duckdb.connect(str(project.database_path), read_only=True)
        load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
        lines = [f"# Plan execution forms on kag-supplychain ({args.runs} runs each, p50 / p90 ms of PlanExecutor.run)", "",
                 f"{time.strftime('%Y-%m-%d %H:%M')}, {os.cpu_count()} cores, load average {load} at the start; "
                 "the two forms alternate run by run, so load hits both alike.", "",
                 "| plan | rows per step (steps form) | steps p50 | steps p90 | cte p50 | cte p90 | cte / steps (p50) |",
                 "|---|---|---:|---:|---:|---:|---:|"]
        for label, plan in PLANS.items():
            executors = {form: PlanExecutor(con, schema, form=form) for form in ("steps", "cte")}
            answers = {form: ex.run(plan) for form, ex in executors.items()}  # warm-up
            assert answers["steps"].answer == answers["cte"].answer, label
            times: dict[str, list[float]] = {"steps": [], "cte": []}
            for _ in range(args.runs):
                for form, ex in executors.items():
                    t0 = time.perf_counter()
                    ex.run(plan)
                    times[form].append((time.perf_counter() - t0) * 1000)
            rows = "/".join(str(s.rows) for s in answers["steps"].steps if s.sql and s.rows is not None)
            q = {f: (statistics.median(t), statistics.quantiles(t, n=10)[-1]) for f, t in times.items()}
            lines.append(f"| {label} | {rows} | {q['steps'][0]:.1f} | {q['steps'][1]:.1f} | {q['cte'][0]:.1f} | {q['cte'][1]:.1f} | {q['cte'][0] / q['steps'][0]:.2f} |")
        con.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    text = "\n".join(lines) + "\n"
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
