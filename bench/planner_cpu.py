"""CPU seconds of asking blind question rounds, one warm Asker per built store: the schema planner's
cost per set, to compare two revisions side by side.

Usage::

    python bench/planner_cpu.py STORES LABEL [--rounds r29 r30]

``STORES`` holds the builds ``bench/schema_planner.py --stores`` keeps (``kag-affairqa-2023-10-15``,
``kag-supplychain-2023-10-15``, ``kag-riskmining-2023-10-15``, ``acme-supply-own``). Prints one JSON line:
``{"label", "sets": {set: {"cpu_s", "p50_ms", "n"}}}`` (CPU of this process, ``time.process_time``; the
first question of each set is asked once before timing). Run it alternately under each revision (an
older one through a worktree on ``PYTHONPATH`` that the editable install's finder is pointed at) on
one machine, and compare the ratios; quote the load.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

BLIND = Path(__file__).resolve().parent / "questions" / "blind"
SETS = [("affairqa", "kag-affairqa-2023-10-15"), ("kag-supplychain", "kag-supplychain-2023-10-15"),
        ("kag-riskmining", "kag-riskmining-2023-10-15"), ("acme-supply", "acme-supply-own")]


def main() -> None:
    from kagflow.solver.ask import Asker

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("stores", type=Path)
    parser.add_argument("label")
    parser.add_argument("--rounds", nargs="+", default=["r29", "r30"])
    args = parser.parse_args()
    out = {}
    for name, store in SETS:
        questions = [q["question"] for r in args.rounds for q in json.loads((BLIND / f"{r}-{name}.json").read_text(encoding="utf-8"))]
        with Asker(args.stores / store, complete=None) as asker:
            asker.ask(questions[0])
            each = []
            start = time.process_time()
            for question in questions:
                t = time.process_time()
                asker.ask(question)
                each.append((time.process_time() - t) * 1000)
            each.sort()
            out[name] = {"cpu_s": round(time.process_time() - start, 2), "p50_ms": round(each[len(each) // 2], 1), "n": len(questions)}
    print(json.dumps({"label": args.label, "sets": out}))


if __name__ == "__main__":
    main()
