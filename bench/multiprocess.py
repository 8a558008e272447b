"""Multiprocess build benchmark (issue 10): ``kagflow build`` vs ``kagflow build --processes N``.

Run by hand, never in CI:

    python bench/multiprocess.py [--files 100] [--processes 2] [--out bench/results/multiprocess.md]

A project of text files, each holding MuSiQue passages (../shared/datasets/musique/corpus.json,
the first ``--files`` x 10 passages, 10 per file), is built twice as whole processes, side by side:
with the in-process executor (one process) and under Dagster's multiprocess executor with
``--processes N`` (document shards parse and run spaCy in parallel). Reports wall seconds of each,
each run's step seconds, and whether every table of the two stores is equal row for row (the real
spaCy model and MiniLM, as a user would run it). The machine load (``uptime``) is recorded before
and after: on a shared 2-core machine the ratio is the figure to read.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.conftest import table_rows  # noqa: E402 - every table's rows, sorted, as the tests compare builds
MUSIQUE = REPO.parent / "shared" / "datasets" / "musique" / "corpus.json"
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"
PER_FILE = 10


def make_project(root: Path, passages: list[dict], files: int) -> None:
    """``files`` text files of :data:`PER_FILE` passages each, and a three-type schema."""
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    for n in range(files):
        block = passages[n * PER_FILE:(n + 1) * PER_FILE]
        text = "\n\n".join(f"{p['title']}\n\n{p['text']}" for p in block)
        (root / "sources" / f"{n:04d}.txt").write_text(text + "\n", encoding="utf-8")


def build(root: Path, processes: int) -> float:
    """Seconds of one ``kagflow build`` as a whole process (exit status checked)."""
    args = [sys.executable, "-m", "kagflow.pipelines.cli", "build", str(root), "--as-of", "2024-01-01"]
    if processes > 1:
        args += ["--processes", str(processes)]
    started = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"build failed ({done.returncode}): {done.stderr[-2000:]}")
    return seconds


def step_seconds(root: Path) -> dict[str, float]:
    """Seconds per step of the project's last run."""
    from kagflow.pipelines.build import dagster_instance
    from kagflow.project import Project

    with dagster_instance(Project(root)) as instance:
        run = instance.get_runs(limit=1)[0]
        return {s.step_key: (s.end_time or 0) - (s.start_time or 0) for s in instance.get_run_step_stats(run.run_id)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "multiprocess.md"))
    args = parser.parse_args()
    passages = json.loads(MUSIQUE.read_text(encoding="utf-8"))[: args.files * PER_FILE]
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp:
        one, many = Path(tmp) / "one", Path(tmp) / "many"
        make_project(one, passages, args.files)
        make_project(many, passages, args.files)
        t_one = build(one, 1)
        t_many = build(many, args.processes)
        steps_one, steps_many = step_seconds(one), step_seconds(many)
        a, b = table_rows(one), table_rows(many)
        equal = [name for name in a if a[name] == b[name]]
        differ = [name for name in a if a[name] != b[name]]
        rows = {name: len(rows) for name, rows in a.items()}
    load_after = os.getloadavg()
    lines = [
        f"# Multiprocess build ({time.strftime('%Y-%m-%d %H:%M')} UTC)", "",
        f"`python bench/multiprocess.py --files {args.files} --processes {args.processes}`: {args.files} text files, "
        f"{len(passages)} MuSiQue passages, real spaCy and MiniLM, each build a whole `kagflow build` process, one after "
        f"the other. Load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (2 CPUs, shared).", "",
        "| build | wall s |", "|---|---:|",
        f"| in-process executor (one process) | {t_one:.1f} |",
        f"| multiprocess executor, `--processes {args.processes}` | {t_many:.1f} |",
        f"| ratio (multiprocess / in-process) | {t_many / t_one:.2f} |", "",
        f"Tables equal row for row: {len(equal)} of {len(a)}" + (f"; differ: {', '.join(differ)}" if differ else "")
        + f" (chunks {rows.get('chunks')}, ner_mentions {rows.get('ner_mentions')}, triples {rows.get('triples')}).", "",
        "| step | in-process s | multiprocess s |", "|---|---:|---:|",
    ]
    for step in sorted(set(steps_one) | set(steps_many), key=lambda s: -max(steps_one.get(s, 0), steps_many.get(s, 0))):
        lines.append(f"| {step} | {steps_one.get(step, 0):.2f} | {steps_many.get(step, 0):.2f} |")
    text = "\n".join(lines) + "\n"
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
