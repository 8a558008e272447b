"""Splitter benchmark: seconds to split every MuSiQue passage with the default settings.

Run by hand, never in CI (a wall-clock bound is not a test: it fails on a busy machine):

    python bench/splitter.py [--out bench/results/splitter.md] [--repeat 5]

Reads ../shared/datasets/musique/corpus.json once, then splits all 1,890 passages ``--repeat``
times with :func:`kagflow.documents.splitter.split_document` (reading is not timed). Writes the
best and median seconds, passages/s and the machine's load average to the --out file (Markdown)
and stdout. The target (issue 3) is under 1 s for the whole corpus.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kagflow.documents.readers import read_documents  # noqa: E402
from kagflow.documents.splitter import split_document  # noqa: E402

MUSIQUE = REPO.parent / "shared" / "datasets" / "musique" / "corpus.json"
TARGET_SECONDS = 1.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "splitter.md"))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    docs = read_documents(MUSIQUE, "musique/corpus.json")
    times, chunks = [], 0
    for _ in range(max(1, args.repeat)):
        began = time.perf_counter()
        chunks = sum(len(split_document(doc)) for doc in docs)
        times.append(time.perf_counter() - began)
    best, median = min(times), statistics.median(times)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [
        f"# kagflow splitter benchmark ({time.strftime('%Y-%m-%d %H:%M')})", "",
        f"MuSiQue: {len(docs)} passages -> {chunks} chunks (default settings), {len(times)} runs, "
        f"{os.cpu_count()} cores, load average {load}", "",
        f"- best: {best:.3f} s = {len(docs) / best:.0f} passages/s",
        f"- median: {median:.3f} s",
        f"- target: under {TARGET_SECONDS:.1f} s: {'met' if best < TARGET_SECONDS else 'NOT met'}", "",
    ]
    text = "\n".join(lines)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
