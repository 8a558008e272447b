"""What DuckDB's per-parameter import of a missing pandas costs, and what refusing it fast saves.

Run by hand, never in CI:

    python bench/absent_modules.py --store STORE [--questions FILE] [--rounds 3] [--out bench/results/absent_modules.md]

In one process, alternating ``rounds`` times between the finder of :mod:`kagflow.absent_modules`
on ``sys.meta_path`` (as kagflow installs it) and off (the path search runs for every import):

1. CPU seconds per question of ``Asker.ask`` (no model) over the questions of ``--questions`` (default:
   the AffairQA dev split's) on the built ``--store`` (as ``bench/schema_planner.py --stores`` builds it);
2. CPU seconds of a fresh fake-model build of the shipped example (``data/examples/acme-supply``,
   no embeddings), after one untimed build that imports everything.

CPU time is ``time.process_time`` (all threads of this process). The load average is recorded
before and after. Needs pandas *not* installed (the case the finder is for).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def _finder(on: bool) -> None:
    from kagflow.absent_modules import AbsentModules

    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, AbsentModules)]
    if on:
        sys.meta_path.insert(0, AbsentModules(frozenset({"pandas"})))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True, help="a built AffairQA store (bench/schema_planner.py --stores keeps one)")
    parser.add_argument("--questions", type=Path, default=REPO.parent / "shared" / "datasets" / "kag-affairqa" / "questions.json")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "absent_modules.md")
    args = parser.parse_args()
    if importlib.util.find_spec("pandas") is not None:
        print("pandas is installed: the finder is not used, nothing to measure", file=sys.stderr)
        return 2
    from kagflow.solver.ask import Asker
    from tests.conftest import build_without_models

    questions = [q["question"] for q in json.loads(args.questions.read_text(encoding="utf-8"))]
    load = os.getloadavg()
    ask: dict[bool, list[float]] = {True: [], False: []}
    build: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as tmp, Asker(args.store, complete=None) as asker:
        def built(i: int) -> float:
            target = Path(tmp) / f"acme{i}"
            shutil.copytree(REPO / "data" / "examples" / "acme-supply", target, ignore=shutil.ignore_patterns(".kagflow"))
            started = time.process_time()
            build_without_models(target)
            return time.process_time() - started

        asker.ask(questions[0])
        built(0)
        for r in range(args.rounds):
            for on in (False, True) if r % 2 == 0 else (True, False):
                _finder(on)
                started = time.process_time()
                for q in questions:
                    asker.ask(q)
                ask[on].append((time.process_time() - started) / len(questions))
                build[on].append(built(len(build[True]) + len(build[False]) + 1))
        _finder(True)
    after = os.getloadavg()
    med = {k: statistics.median(v) for k, v in ask.items()}
    bmed = {k: statistics.median(v) for k, v in build.items()}
    lines = [
        "# DuckDB's import of a missing pandas, refused fast (`kagflow/absent_modules.py`)", "",
        f"`python bench/absent_modules.py --store {args.store} --rounds {args.rounds}`, {time.strftime('%Y-%m-%d %H:%M')} UTC, one process, "
        f"the finder off and on alternating; load average before {load[0]:.2f}/{load[1]:.2f}/{load[2]:.2f}, "
        f"after {after[0]:.2f}/{after[1]:.2f}/{after[2]:.2f} (2 shared cores). CPU time, medians of {args.rounds}.", "",
        "| measure | finder off | finder on | on / off |", "|---|---:|---:|---:|",
        f"| `Asker.ask`, {len(questions)} questions of `{args.questions.name}` on `{args.store.name}` (ms CPU per question) | "
        f"{med[False] * 1000:.1f} | {med[True] * 1000:.1f} | {med[True] / med[False]:.2f} |",
        f"| fake-model build of `data/examples/acme-supply`, no embeddings (s CPU) | {bmed[False]:.2f} | {bmed[True]:.2f} | "
        f"{bmed[True] / bmed[False]:.2f} |", "",
        "Every run: " + "; ".join(f"{'on' if k else 'off'}: ask " + ", ".join(f"{x * 1000:.1f}" for x in ask[k])
                                  + " ms, build " + ", ".join(f"{x:.2f}" for x in build[k]) + " s" for k in (False, True)), "",
    ]
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
