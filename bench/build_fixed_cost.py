"""Fixed cost of a build: CPU seconds of in-process builds of the shipped example with the fake
models (no embedding stage), fresh and then unchanged (a no-op rebuild), after a warm-up build in
the same process, so imports and model loads are left out.

    python bench/build_fixed_cost.py [--rounds 3] [--json FILE]

Measures the checkout it runs from. To compare two revisions side by side, run it alternately from
each checkout (e.g. a `git worktree` of the baseline) and give both arms' JSON to the results page
with the load average this script prints.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", help="write {fresh: [...], noop: [...], load: [...]} here")
    args = parser.parse_args()

    from kagflow.pipelines.build import build_project
    from tests.conftest import fake_models

    example = REPO / "data" / "examples" / "acme-supply"
    out = {"revision": os.popen(f"git -C {REPO} rev-parse --short HEAD").read().strip(), "fresh": [], "noop": [],
           "load_before": os.getloadavg()}
    with tempfile.TemporaryDirectory() as scratch:
        for i in range(args.rounds + 1):  # round 0 warms the process up and is not reported
            root = Path(scratch) / f"acme{i}"
            shutil.copytree(example, root, ignore=shutil.ignore_patterns(".kagflow"))
            for kind in ("fresh", "noop"):
                start = time.process_time()
                build_project(root, substitutes=fake_models(), embeddings=False)
                if i:
                    out[kind].append(round(time.process_time() - start, 3))
    out["load_after"] = os.getloadavg()
    print(json.dumps(out))
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
