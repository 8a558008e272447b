"""Whole-process latency benchmark (issue 20, item 6): CPU seconds of one ``kagflow ask`` and one
``kagflow query`` process against ``python -c 'import duckdb'``.

Run by hand, never in CI:

    python bench/latency.py [--project data/examples/acme-supply] [--repeats 7] [--out bench/results/latency.md]

The project must be built (``kagflow build PROJECT``). Each repetition runs, one after another,

1. ``python -c 'import duckdb'`` (the floor: an interpreter and the store's library);
2. ``kagflow ask PROJECT QUESTION`` (evidence mode or the schema planner; no model configured);
3. ``kagflow query PROJECT --plan PLAN`` (the example's shipped plan);
4. with ``--before-python PY --before-project COPY``: 2 and 3 by an earlier kagflow (another
   checkout's venv) on its own built copy of the project;

so they alternate and a change of machine load touches all of them. A process's CPU time is
user + system time of the finished child (``resource.getrusage(RUSAGE_CHILDREN)`` before and
after), which a busy machine inflates far less than wall time. Every ``kagflow`` process runs as
``python -m kagflow.pipelines.cli`` under this interpreter, with the model settings
(``KAGFLOW_LLM_*``, ``OPENAI_*``) and ``PYTHONDONTWRITEBYTECODE`` removed from its environment (an
editable install would otherwise recompile kagflow's modules in every process; a first untimed
run of each command writes the bytecode). The load average
(``os.getloadavg``) is recorded before and after.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
QUESTION = "Which companies supply Acme Motors?"
PLAN = "plans/supplier_inflow.txt"
GOAL_ASK_S = 1.5  # issue 20: ask as a whole process
GOAL_QUERY_RATIO = 3.0  # issue 20: query process / import duckdb process


def child_cpu(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Run ``argv`` to completion; ``(CPU seconds, wall seconds)`` of that child.

    Raises:
        RuntimeError: the command exited non-zero (its standard error in the message).
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} exited {done.returncode}: {done.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--project", default=str(REPO / "data" / "examples" / "acme-supply"))
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "latency.md"))
    parser.add_argument("--before-python", help="an interpreter with an earlier kagflow installed (another checkout's "
                        "venv): its ask and query join the rotation, on --before-project")
    parser.add_argument("--before-project", help="a copy of the project built by that kagflow")
    args = parser.parse_args()
    project = Path(args.project).resolve()
    if not (project / ".kagflow" / "kg.duckdb").is_file():
        sys.exit(f"{project} is not built; run `kagflow build {project}` first")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KAGFLOW_LLM_", "KAGFLOW_EXTRACT_", "OPENAI_"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as an installed kagflow runs: from bytecode, not recompiled per process
    py = sys.executable
    commands = {
        "import duckdb": [py, "-c", "import duckdb"],
        "kagflow ask": [py, "-m", "kagflow.pipelines.cli", "ask", str(project), QUESTION],
        "kagflow query": [py, "-m", "kagflow.pipelines.cli", "query", str(project), "--plan", str(project / PLAN)],
    }
    if args.before_python:
        before = Path(args.before_project).resolve()
        commands["before: kagflow ask"] = [args.before_python, "-m", "kagflow.pipelines.cli", "ask", str(before), QUESTION]
        commands["before: kagflow query"] = [args.before_python, "-m", "kagflow.pipelines.cli", "query", str(before),
                                             "--plan", str(before / PLAN)]
    for argv in commands.values():  # once untimed: bytecode caches and the page cache warm
        child_cpu(argv, env)
    load_before = os.getloadavg()
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    wall: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.repeats):
        for name, argv in commands.items():
            c, w = child_cpu(argv, env)
            cpu[name].append(c)
            wall[name].append(w)
    load_after = os.getloadavg()

    med = {name: statistics.median(values) for name, values in cpu.items()}
    ratio = med["kagflow query"] / med["import duckdb"]
    ask_ratio = med["kagflow ask"] / med["import duckdb"]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True).stdout.strip()
    now = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "# Whole-process latency: `kagflow ask` and `kagflow query` against `import duckdb`",
        "",
        f"{now}, commit `{commit}`, {platform.python_implementation()} {platform.python_version()}, "
        f"{os.cpu_count()} CPUs; `python bench/latency.py` ({args.repeats} repetitions, the three commands alternating).",
        f"Project `{project.relative_to(REPO) if project.is_relative_to(REPO) else project}`; ask: `{QUESTION}`; "
        f"query: `{PLAN}`. No model configured.",
        "",
        f"Load average (1, 5, 15 min) before: {', '.join(f'{x:.2f}' for x in load_before)}; "
        f"after: {', '.join(f'{x:.2f}' for x in load_after)}.",
        "",
        "CPU seconds per process (user + system, `getrusage(RUSAGE_CHILDREN)`); wall seconds for reference:",
        "",
        "| process | CPU median | CPU min | CPU max | wall median | CPU each run |",
        "|---|---|---|---|---|---|",
    ]
    for name in commands:
        values = cpu[name]
        lines.append(f"| `{name}` | {med[name]:.3f} | {min(values):.3f} | {max(values):.3f} | "
                     f"{statistics.median(wall[name]):.3f} | {', '.join(f'{v:.2f}' for v in values)} |")
    lines += [
        "",
        *([f"`before:` rows: the same commands run by `{args.before_python}` (an earlier kagflow) on "
           f"`{args.before_project}`, in the same rotation.", ""] if args.before_python else []),
        "| goal (issue 20) | measured | met |",
        "|---|---|---|",
        f"| `kagflow ask` ≤ {GOAL_ASK_S} s CPU (was 12.4 s) | {med['kagflow ask']:.2f} s "
        f"({ask_ratio:.1f}× import duckdb) | {'yes' if med['kagflow ask'] <= GOAL_ASK_S else 'no'} |",
        f"| `kagflow query` ≤ {GOAL_QUERY_RATIO:g}× `import duckdb` (was 8.5×) | {ratio:.2f}× "
        f"| {'yes' if ratio <= GOAL_QUERY_RATIO else 'no'} |",
        "",
    ]
    if args.before_python:
        lines[-1:-1] = ["", f"Before, in the same run: ask {med['before: kagflow ask']:.2f} s CPU, query "
                        f"{med['before: kagflow query'] / med['import duckdb']:.2f}× import duckdb."]
    text = "\n".join(lines)
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
