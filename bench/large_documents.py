"""Peak memory of reading and splitting one large ``.txt`` (issue 19): ``python bench/large_documents.py
--sizes-mb 5,20,200`` writes ``bench/results/large_documents.md``.

Each size runs in a fresh process (``ru_maxrss`` is per process): a generated English text file
of that size goes through :func:`kagflow.documents.chunks.parse_one`, the build's read-and-split
step, under the default ``limits.max_document_bytes``; the peak RSS of that process and its time
are recorded, and whether the file was read or refused by the limit.
"""

from __future__ import annotations

import argparse
import json
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SENTENCE = "Eastwind Logistics moves finished motorcycles from the Acme Motors plant in Ohio to dealers in Singapore. "


def _one(size_mb: float) -> dict:
    from kagflow.documents.chunks import parse_one
    from kagflow.project import LimitsConfig, SplitterConfig

    with tempfile.TemporaryDirectory() as folder:
        sources = Path(folder)
        path = sources / "big.txt"
        target = int(size_mb * 1_000_000)
        paragraph = (SENTENCE * 8 + "\n\n").encode("utf-8")
        with path.open("wb") as out:
            for _ in range(target // len(paragraph) + 1):
                out.write(paragraph)
        baseline = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        splitter, limit = SplitterConfig(), LimitsConfig().max_document_bytes
        started = time.perf_counter()
        parsed = parse_one(sources, "big.txt", splitter.max_tokens, splitter.overlap_tokens, limit)
        seconds = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return {"size_bytes": path.stat().st_size, "limit_bytes": limit, "read": parsed.error is None,
                "chunks": len(parsed.chunks), "seconds": round(seconds, 2), "peak_rss_mib": round(peak / 1024, 1),
                "baseline_rss_mib": round(baseline / 1024, 1), "error": parsed.error}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes-mb", default="5,20,200")
    parser.add_argument("--one", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "large_documents.md"))
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(_one(args.one)))
        return
    rows = []
    for size in (float(s) for s in args.sizes_mb.split(",")):
        done = subprocess.run([sys.executable, __file__, "--one", str(size)], capture_output=True, text=True, check=True, cwd=REPO)
        rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
        print(rows[-1])
    lines = ["# Large documents: peak memory of read and split", "",
             f"`python bench/large_documents.py --sizes-mb {args.sizes_mb}` on {platform.machine()}, Python {platform.python_version()}; "
             "one process per size, `parse_one` (the build's read-and-split step) under the default "
             "`limits.max_document_bytes`.", "",
             "| file | read | chunks | time (s) | peak RSS (MiB) | of which before the read (MiB) | peak / size |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = (r["peak_rss_mib"] - r["baseline_rss_mib"]) * 1048576 / r["size_bytes"]
        lines.append(f"| {r['size_bytes'] / 1e6:.0f} MB | {'yes' if r['read'] else 'refused by the limit'} | {r['chunks']} | "
                     f"{r['seconds']} | {r['peak_rss_mib']} | {r['baseline_rss_mib']} | {ratio:.1f}x |")
    lines += ["", "A refused file is never opened for reading (its size comes from `stat`), so its cost is the process's "
              "baseline. Read and split are not streamed yet: a read document costs the multiple above, which is why the "
              "limit exists; raise it only with that much memory to spare.", ""]
    Path(args.out).write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
