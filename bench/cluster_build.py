"""Document shards on a Dask cluster (issue 23): the same corpus built in one process and with 1 and 2 workers.

Run by hand, never in CI:

    python bench/cluster_build.py [--files 30] [--out bench/results/cluster_build.md]

The corpus is :mod:`bench.multiprocess`'s (MuSiQue passages, 10 per text file, real spaCy and
MiniLM). A moto S3 server on 127.0.0.1 stands in for the bucket; a Dask scheduler and 1 or 2
single-threaded workers run as processes of their own, each in a scratch folder. Each build is a
whole ``kagflow build`` process. Reported: wall seconds, seconds per step, the bytes each build
sent to and fetched from the object store (the shard step's log line), whether every table
equals the one-process build's, and a cost model for 10^6 documents on 10 and 100 workers from
the measured per-passage costs. The machine load is quoted: on a shared 2-core machine two workers
and the writer compete for the same cores, so the ratios, not the seconds, are what carry over.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from multiprocess import MUSIQUE, PER_FILE, build, make_project, step_seconds  # noqa: E402

from tests.conftest import moto_s3, table_rows  # noqa: E402 - the tests' moto server; every table's rows, sorted

BUCKET = "kagflow-bench"
SHARD_STEP = "document_parts.parse_document_shard"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_cluster(scratch: Path, workers: int) -> tuple[str, list[subprocess.Popen]]:
    """A Dask scheduler and ``workers`` one-thread workers (processes); returns the address and the processes."""
    from distributed import Client

    scratch.mkdir(parents=True, exist_ok=True)
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    procs = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1", "--port",
                               str(port), "--no-dashboard"], cwd=scratch, **quiet)]
    for i in range(workers):
        folder = scratch / f"worker{i}"
        folder.mkdir(parents=True)
        procs.append(subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
                                       "--no-nanny", "--no-dashboard", "--local-directory", str(folder)], cwd=folder, **quiet))
    with Client(address, timeout=60) as client:
        client.wait_for_workers(workers, timeout=120)
    return address, procs


def vector_difference(a: dict[str, list[tuple]], b: dict[str, list[tuple]]) -> str:
    """How the two stores' chunk vectors compare: the largest absolute difference of a component,
    and whether both hold the same chunks (MiniLM batches differently on a worker, file by file,
    so the floats may differ in the last bits)."""
    import numpy as np

    va = {r[0]: np.asarray(r[2], dtype=np.float64) for r in a["chunk_embeddings"]}
    vb = {r[0]: np.asarray(r[2], dtype=np.float64) for r in b["chunk_embeddings"]}
    if set(va) != set(vb):
        return f"different chunks ({len(va)} against {len(vb)})"
    worst = max((float(np.abs(va[c] - vb[c]).max()) for c in va), default=0.0)
    return f"{len(va)} vectors, max |difference| {worst:.1e}"


def shard_line(root: Path) -> str:
    """The shard step's summary line of the project's last run."""
    from kagflow.pipelines.build import dagster_instance
    from kagflow.project import Project

    with dagster_instance(Project(root)) as instance:
        run = instance.get_runs(limit=1)[0]
        lines = [e.user_message for e in instance.all_logs(run.run_id) if e.dagster_event is None and "bytes in" in e.user_message]
    return lines[-1] if lines else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=30)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "cluster_build.md"))
    args = parser.parse_args()
    with moto_s3(BUCKET) as endpoint:
        run_builds(args, endpoint)


def run_builds(args, endpoint: str) -> None:
    """The three builds against the object store at ``endpoint``, and the report."""
    passages = json.loads(MUSIQUE.read_text(encoding="utf-8"))[: args.files * PER_FILE]
    load_before = os.getloadavg()
    runs: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one"
        make_project(one, passages, args.files)
        runs["one process, no cluster"] = {"wall": build(one, 1), "steps": step_seconds(one), "line": ""}
        reference = table_rows(one)
        for workers in (1, 2):
            root = Path(tmp) / f"w{workers}"
            make_project(root, passages, args.files)
            address, procs = start_cluster(Path(tmp) / f"cluster{workers}", workers)
            try:
                (root / "kagflow.yaml").write_text(
                    f"store:\n  uri: s3://{BUCKET}/w{workers}\n  endpoint: {endpoint}\n  region: us-east-1\n  read: local\n"
                    f"build:\n  cluster: {address}\n", encoding="utf-8")
                wall = build(root, 1)
                rows = table_rows(root)
                runs[f"cluster, {workers} worker(s)"] = {
                    "wall": wall, "steps": step_seconds(root), "line": shard_line(root),
                    "equal": sum(rows[n] == reference[n] for n in reference if n != "chunk_embeddings"),
                    "tables": len(reference) - 1, "vectors": vector_difference(reference, rows)}
            finally:
                for p in procs:
                    p.kill()
                    p.wait()
    load_after = os.getloadavg()

    def traffic(line: str) -> tuple[int, int]:
        m = re.search(r"(\d+) bytes in, (\d+) out", line)
        return (int(m.group(1)), int(m.group(2))) if m else (0, 0)

    n = len(passages)
    lines = [f"# Document shards on a Dask cluster ({time.strftime('%Y-%m-%d %H:%M')} UTC)", "",
             f"`python bench/cluster_build.py --files {args.files}`: {args.files} text files, {n} MuSiQue passages, real spaCy "
             f"and MiniLM; each build a whole `kagflow build` process; moto S3 on 127.0.0.1; scheduler and workers local "
             f"processes. Load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (2 CPUs).", "",
             "| build | wall s | shard step s | writer steps s | to store (bytes) | parts (bytes) | other tables equal | chunk_embeddings |",
             "|---|---:|---:|---:|---:|---:|---|---|"]
    for name, run in runs.items():
        shard = sum(s for k, s in run["steps"].items() if k.startswith(SHARD_STEP))
        rest = sum(s for k, s in run["steps"].items() if not k.startswith(SHARD_STEP))
        sent, parts = traffic(run["line"])
        equal = f"{run['equal']} of {run['tables']}" if "equal" in run else "(reference)"
        lines.append(f"| {name} | {run['wall']:.1f} | {shard:.1f} | {rest:.1f} | {sent} | {parts} | {equal} | {run.get('vectors', '')} |")
    lines += ["", "Seconds per step:", "", "| step | " + " | ".join(runs) + " |", "|---|" + "---:|" * len(runs)]
    steps = sorted({k for r in runs.values() for k in r["steps"]}, key=lambda k: -max(r["steps"].get(k, 0) for r in runs.values()))
    for k in steps:
        lines.append(f"| {k} | " + " | ".join(f"{r['steps'].get(k, 0):.2f}" for r in runs.values()) + " |")
    one_worker = runs["cluster, 1 worker(s)"]
    shard_s = sum(s for k, s in one_worker["steps"].items() if k.startswith(SHARD_STEP)) / n
    writer_s = sum(s for k, s in one_worker["steps"].items() if not k.startswith(SHARD_STEP)) / n
    sent, parts = traffic(one_worker["line"])
    lines += ["", "Cost model for 10^6 passages, from the one-worker build's per-passage costs (shard step "
              f"{shard_s * 1000:.1f} ms, everything else {writer_s * 1000:.1f} ms per passage; "
              f"{(sent + 2 * parts) / n:.0f} bytes of object-store traffic per passage: sources up, part up, part down). "
              "The shard step divides by the workers; the writer's steps (loading, linking, embeddings, mapping, rules, "
              "publication) do not:", "",
              "| workers | shard step h | writer h | wall h (lower bound) | traffic GB |", "|---:|---:|---:|---:|---:|"]
    for w in (1, 10, 100):
        shard_h = shard_s * 1e6 / w / 3600
        writer_h = writer_s * 1e6 / 3600
        lines.append(f"| {w} | {shard_h:.1f} | {writer_h:.1f} | {shard_h + writer_h:.1f} | {(sent + 2 * parts) / n * 1e6 / 1e9:.1f} |")
    text = "\n".join(lines) + "\n"
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
