"""One-step ``kagflow query`` as a whole process: reading the local store vs the object store.

Starts moto's S3 server on 127.0.0.1 (dev extra), builds a copy of the shipped example with a
``store:`` block (fake NER/embedding models: the tables the query reads do not depend on them),
then times ``kagflow query`` processes with ``store.read: local`` and ``store.read: object_store``
alternately (side by side, same load), plus the first object-store query (cold cache: download
and load of the snapshot). Writes ``bench/results/object_store.md`` with the machine load.

    python bench/object_store_query.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "data" / "examples" / "acme-supply"
PLAN = EXAMPLE / "plans" / "supplier_inflow.txt"
BUCKET = "bench"


def _uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def _time_query(root: Path, env: dict) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "kagflow.pipelines.cli", "query", str(root), "--plan", str(PLAN)],
                          capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"kagflow query failed: {done.stderr.strip()}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from moto.server import ThreadedMotoServer
    from pyarrow import fs

    from kagflow.pipelines.build import build_project
    from kagflow.resources.models import FakeEmbedderResource, FakeNlpResource

    env = {**os.environ, "AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench", "AWS_DEFAULT_REGION": "us-east-1",
           "AWS_EC2_METADATA_DISABLED": "true"}
    os.environ.update(env)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        host, port = server.get_host_and_port()
        fs.S3FileSystem(endpoint_override=f"{host}:{port}", scheme="http", region="us-east-1",
                        allow_bucket_creation=True).create_dir(BUCKET)
        with tempfile.TemporaryDirectory() as tmp:
            roots = {}
            for read in ("local", "object_store"):
                root = Path(tmp) / read / "acme"
                shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
                with (root / "kagflow.yaml").open("a", encoding="utf-8") as f:
                    f.write(f"store:\n  uri: s3://{BUCKET}/{read}\n  endpoint: http://{host}:{port}\n"
                            f"  region: us-east-1\n  read: {read}\n")
                build_project(root, substitutes={"nlp": FakeNlpResource(), "embedder": FakeEmbedderResource()})
                roots[read] = root
            load_before = _uptime()
            cold = _time_query(roots["object_store"], env)
            times: dict[str, list[float]] = {"local": [], "object_store": []}
            for _ in range(args.runs):
                for read in ("local", "object_store"):
                    times[read].append(_time_query(roots[read], env))
            import_duckdb = []
            for _ in range(args.runs):
                start = time.perf_counter()
                subprocess.run([sys.executable, "-c", "import duckdb"], check=True, env=env)
                import_duckdb.append(time.perf_counter() - start)
            load_after = _uptime()
    finally:
        server.stop()

    def row(label: str, values: list[float]) -> str:
        return f"| {label} | {', '.join(f'{v:.2f}' for v in values)} (median {statistics.median(values):.2f}) |"

    text = "\n".join([
        f"# One-step `kagflow query`: local store vs object store ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})",
        "",
        f"Shipped example, plan `plans/supplier_inflow.txt`, `python -m kagflow.pipelines.cli query` as a whole process; "
        f"object store: moto's S3 server on 127.0.0.1 in the benchmark process. The two settings alternate run by run.",
        "",
        f"Load before: `{load_before}`  ",
        f"Load after: `{load_after}`",
        "",
        "| what | seconds |",
        "|---|---|",
        f"| object store, first query (download + load of the snapshot) | {cold:.2f} |",
        row(f"`store.read: local` ({args.runs} runs)", times["local"]),
        row(f"`store.read: object_store`, snapshot cached ({args.runs} runs)", times["object_store"]),
        row('`python -c "import duckdb"`', import_duckdb),
        "",
        "A cached object-store query costs one GET of `CURRENT` plus pyarrow's S3 client start over a local one.",
        "",
    ])
    out = REPO / "bench" / "results" / "object_store.md"
    out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
