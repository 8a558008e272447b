"""What the short-name linkers (``solver/question_links.py``) cost a question, side by side.

Run by hand, never in CI:

    python bench/short_name_links.py --stores /work/stores [--rounds 3] [--out bench/results/short_name_links.md]

``--stores`` is the folder ``bench/schema_planner.py --stores`` keeps its builds in (the four projects the
blind questions ask). Per project, every blind question is linked (``Asker._find_links``, the exact
links and every short-name linker) in one warm reader, alternating rounds with all linkers on and
with one linker at a time switched off; the difference of the CPU time per question is that linker's
cost. Also counts the links each linker made over those questions.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROJECTS = {"affairqa": "kag-affairqa-2023-10-15", "acme-supply": "acme-supply-own",
            "kag-supplychain": "kag-supplychain-2023-10-15", "kag-riskmining": "kag-riskmining-2023-10-15"}
LINKERS = ("elided_links", "prefixed_links", "suffixed_links", "headed_links", "infix_links")


def questions(key: str) -> list[str]:
    """Every blind round's questions of one project, in file order."""
    out: list[str] = []
    for path in sorted((REPO / "bench" / "questions" / "blind").glob(f"r*-{key}.json")):
        out += [q["question"] for q in json.loads(path.read_text(encoding="utf-8"))]
    return out


def cpu_ms_per_question(asker, qs: list[str]) -> float:
    started = time.process_time()
    for q in qs:
        asker._find_links(q)
    return (time.process_time() - started) * 1000 / len(qs)


def measure(store: Path, qs: list[str], rounds: int) -> tuple[dict[str, float], Counter]:
    """``({"all": ms, linker: ms without it}, links made by method)``, medians over ``rounds``."""
    import kagflow.solver.ask as ask
    from kagflow.solver.ask import Asker

    originals = {name: getattr(ask, name) for name in LINKERS}
    times: dict[str, list[float]] = {"all": [], **{name: [] for name in LINKERS}}
    with Asker(store, complete=None) as asker:
        made = Counter(link["method"] for q in qs for link in asker._find_links(q))  # (also warms the memo)
        try:
            for _ in range(rounds):
                times["all"].append(cpu_ms_per_question(asker, qs))
                for name in LINKERS:
                    setattr(ask, name, lambda *args, **kwargs: [])
                    times[name].append(cpu_ms_per_question(asker, qs))
                    setattr(ask, name, originals[name])
        finally:
            for name, fn in originals.items():
                setattr(ask, name, fn)
    return {k: sorted(v)[len(v) // 2] for k, v in times.items()}, made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stores", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    load = os.getloadavg()
    lines = ["# What the short-name linkers cost a question", "",
             f"`python bench/short_name_links.py --stores {args.stores} --rounds {args.rounds}`, "
             f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; load average before {load[0]:.2f}. CPU ms per question "
             "(median of the rounds) to link every blind question with all linkers on, and each linker's cost: "
             "the time with all on less the time with it switched off.", "",
             "| project | questions | all linkers (ms) | " + " | ".join(LINKERS) + " | links made |",
             "|---|---:|---:|" + "---:|" * len(LINKERS) + "---|"]
    for key, folder in PROJECTS.items():
        qs = questions(key)
        ms, made = measure(args.stores / folder, qs, args.rounds)
        costs = " | ".join(f"{ms['all'] - ms[name]:.2f}" for name in LINKERS)
        made_text = ", ".join(f"{m} {n}" for m, n in sorted(made.items()) if m not in ("name", "alias"))
        lines.append(f"| {key} | {len(qs)} | {ms['all']:.2f} | {costs} | {made_text or '-'} |")
        print(lines[-1], flush=True)
    lines += ["", f"Load average after {os.getloadavg()[0]:.2f}."]
    if args.out:
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
