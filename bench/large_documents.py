"""Peak memory of reading and splitting one large ``.txt`` (issue 19): ``python bench/large_documents.py
--sizes-mb 5,20,200 [--max-document-mb 250]`` writes ``bench/results/large_documents.md``.

Each size runs in a fresh process (``ru_maxrss`` is per process): a generated English text file
of that size goes through :func:`kagflow.documents.chunks.parse_shard`, the build's document-shard
step (read, split, and the ``documents``/``chunks`` rows written as Parquet parts), under the default
``limits.max_document_bytes`` or the one given; the peak RSS of that process and its time are
recorded, and whether the file was read or refused by the limit.
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


def _one(size_mb: float, limit_mb: float | None) -> dict:
    import pyarrow.parquet as pq

    from kagflow.documents.chunks import parse_shard
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
        splitter = SplitterConfig()
        limit = LimitsConfig().max_document_bytes if limit_mb is None else int(limit_mb * 1_000_000)
        started = time.perf_counter()
        settings = {"max_tokens": splitter.max_tokens, "overlap_tokens": splitter.overlap_tokens, "max_document_bytes": limit}
        chunks = parse_shard(sources, ["big.txt"], settings, Path(folder) / "part")
        seconds = time.perf_counter() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        failures = pq.read_table(Path(folder) / "part" / "failures.parquet").column("error").to_pylist()
        return {"size_bytes": path.stat().st_size, "limit_bytes": limit, "read": not failures,
                "chunks": chunks, "seconds": round(seconds, 2), "peak_rss_mib": round(peak / 1024, 1),
                "baseline_rss_mib": round(baseline / 1024, 1), "error": failures[0] if failures else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes-mb", default="5,20,200")
    parser.add_argument("--max-document-mb", type=float,
                        help="limits.max_document_bytes for the run, in MB (default: the setting's default)")
    parser.add_argument("--one", type=float, help=argparse.SUPPRESS)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "large_documents.md"))
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(_one(args.one, args.max_document_mb)))
        return
    rows = []
    for size in (float(s) for s in args.sizes_mb.split(",")):
        limit = [] if args.max_document_mb is None else ["--max-document-mb", str(args.max_document_mb)]
        done = subprocess.run([sys.executable, __file__, "--one", str(size), *limit], capture_output=True, text=True, check=True, cwd=REPO)
        rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
        print(rows[-1])
    lines = ["# Large documents: peak memory of read and split", "",
             f"`python bench/large_documents.py --sizes-mb {args.sizes_mb}"
             + (f" --max-document-mb {args.max_document_mb:g}" if args.max_document_mb is not None else "")
             + f"` on {platform.machine()}, Python {platform.python_version()}; one process per size, `parse_shard` (the "
             "build's document-shard step: read, split, rows written as Parquet parts) under "
             + ("the default `limits.max_document_bytes`." if args.max_document_mb is None
                else f"`limits.max_document_bytes` raised to {args.max_document_mb:g} MB."), "",
             "| file | read | chunks | time (s) | peak RSS (MiB) | of which before the read (MiB) | peak / size |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = (r["peak_rss_mib"] - r["baseline_rss_mib"]) * 1048576 / r["size_bytes"]
        lines.append(f"| {r['size_bytes'] / 1e6:.0f} MB | {'yes' if r['read'] else 'refused by the limit'} | {r['chunks']} | "
                     f"{r['seconds']} | {r['peak_rss_mib']} | {r['baseline_rss_mib']} | {ratio:.1f}x |")
    lines += ["", "A refused file is never opened for reading (its size comes from `stat`), so its cost is the process's "
              "baseline. The split holds a window of tokens, not the document; what a read file costs is its text, its "
              "blocks, its chunks (which overlap) and their rows.", ""]
    Path(args.out).write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
