"""Parse every plan of KAG's plan files and bucket the failures by error (issue 17, item 4).

Run by hand, never in CI:

    python bench/plan_parse.py [FILE ...] [--show N]

FILE defaults to ``../shared/datasets/kag-affairqa/plans.json`` (plans KAG's planner wrote at run
time) and ``../shared/datasets/kag-plans/plans.json`` (plans from KAG's prompts and tests); each
is a JSON list of objects with a ``plan`` field. Prints, per file, how many plans parse and the
failures grouped by ``construct`` and message (the message with quoted fragments and numbers
folded, so one class of error is one bucket), with up to ``--show`` examples each; then the
normalisations recorded on the plans that parse, counted by construct.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kagflow.solver.logical_form import LogicalFormSyntaxError, parse_plan  # noqa: E402

DATASETS = REPO.parent / "shared" / "datasets"
if not DATASETS.exists():  # the worktree sits beside shared/ or one level deeper
    DATASETS = Path("/work/shared/datasets")
DEFAULT_FILES = (DATASETS / "kag-affairqa" / "plans.json", DATASETS / "kag-plans" / "plans.json")


def bucket(exc: LogicalFormSyntaxError) -> str:
    """The error's class: its construct and its message with quoted parts and numbers folded."""
    message = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "Q", exc.message)
    return f"{exc.construct}: {re.sub(r'[0-9]+', 'N', message)}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, default=list(DEFAULT_FILES))
    parser.add_argument("--show", type=int, default=1, help="examples per bucket")
    args = parser.parse_args(argv)
    for path in args.files:
        plans = json.loads(path.read_text(encoding="utf-8"))
        failures: dict[str, list[tuple[str, LogicalFormSyntaxError]]] = defaultdict(list)
        constructs: Counter[str] = Counter()
        for i, entry in enumerate(plans):
            name = str(entry.get("id", i))
            try:
                plan = parse_plan(entry["plan"], source=name)
            except LogicalFormSyntaxError as exc:
                failures[bucket(exc)].append((name, exc))
                continue
            constructs.update(n.construct for step in plan.steps for n in step.normalisations)
        failed = sum(len(v) for v in failures.values())
        print(f"{path}: {len(plans) - failed}/{len(plans)} parse, {failed} fail")
        for key, items in sorted(failures.items(), key=lambda kv: -len(kv[1])):
            print(f"  {len(items):4d}  {key}")
            for name, exc in items[: args.show]:
                print("        " + str(exc).replace("\n", "\n        "))
        print("  normalisations on the plans that parse:")
        for construct, n in constructs.most_common():
            print(f"  {n:6d}  {construct}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
