"""Benchmark of the graph-quality checks (``assets/graph_quality.py``): each check's SQL run once
(counts per kind/origin and preview read from one grouped result) against the former form, which
ran the check's body three times (total, per kind, preview), loaded from git revision
``--baseline`` (default 6d70778, before the change).

Run by hand, never in CI (a wall-clock bound is not a test: it fails on a busy machine):

    python bench/graph_checks.py [--project BUILT_PROJECT] [--rounds 9] [--out bench/results/operate_checks.md]

Without ``--project`` it builds ../shared/datasets/kag-supplychain (fake models, no embeddings) in a
temporary folder. Times both forms side by side, alternating, on the built store and on a copy with
``--bad`` dangling and ``--bad`` undeclared edges inserted; asserts both give the same answers;
appends one line (medians per store, with the machine load from ``uptime``) to --out.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import types
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

import duckdb  # noqa: E402
import pyarrow as pa  # noqa: E402

from kagflow.assets.graph_quality import dangling_edges, schema_violation_groups, summarize_violations  # noqa: E402
from kagflow.schema.spg import load_project_schema  # noqa: E402
from kagflow.store import warehouse  # noqa: E402


def baseline_module(rev: str, tmp: Path) -> types.ModuleType:
    """``assets/graph_quality.py`` at git revision ``rev``, loaded as a module of its own."""
    text = subprocess.run(["git", "show", f"{rev}:assets/graph_quality.py"], cwd=REPO, capture_output=True, text=True,
                          check=True).stdout
    path = tmp / "graph_quality_baseline.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("kagflow_graph_quality_baseline", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def new_checks(con, schema):
    """The current form, as the asset check calls it."""
    return dangling_edges(con), summarize_violations(con, schema_violation_groups(con, schema))


def old_checks_of(module: types.ModuleType):
    """The former form (three passes per check) from the baseline module."""
    return lambda con, schema: (module.dangling_edges(con), module.schema_violations(con, schema))


def corrupt(db: Path, n: int) -> None:
    """Insert ``n`` dangling edges and ``n`` edges of an undeclared predicate (Company -likes-> Person)."""
    with warehouse.connect(db) as con:
        company = con.execute("SELECT entity_id FROM entities WHERE type = 'Company' ORDER BY entity_id LIMIT 1").fetchone()[0]
        person = con.execute("SELECT entity_id FROM entities WHERE type = 'Person' ORDER BY entity_id LIMIT 1").fetchone()[0]
        rows = pa.table({
            "edge_id": [f"bench_d{i}" for i in range(n)] + [f"bench_u{i}" for i in range(n)],
            "subject_id": [company] * (2 * n),
            "predicate": ["product"] * n + ["likes"] * n,
            "object_id": [f"missing{i}" for i in range(n)] + [person] * n,
            "doc_id": ["bench.csv"] * (2 * n), "line": list(range(2, 2 * n + 2)),
        })
        warehouse.insert_arrow(con, "edges", rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--project", type=Path, help="a built supply-chain project (default: build one)")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--bad", type=int, default=1000, help="faulty edges of each kind in the corrupted copy")
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "operate_checks.md")
    parser.add_argument("--baseline", default="6d70778", help="git revision of the former form (default: before the change)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        project = args.project
        if project is None:
            from tests.conftest import AS_OF, build_without_models, copy_project

            project = copy_project("kag-supplychain", Path(tmp) / "sc")
            build_without_models(project, as_of=AS_OF)
        schema = load_project_schema(project)
        clean = Path(tmp) / "clean.duckdb"
        bad = Path(tmp) / "bad.duckdb"
        shutil.copy(project / ".kagflow" / "kg.duckdb", clean)
        shutil.copy(project / ".kagflow" / "kg.duckdb", bad)
        with warehouse.connect(clean):
            pass  # opened as a build opens it: the materialized kg_* tables become views again
        corrupt(bad, args.bad)
        old_checks = old_checks_of(baseline_module(args.baseline, Path(tmp)))
        load_before = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
        parts = []
        for name, db in (("built store", clean), (f"copy with +{args.bad} dangling and +{args.bad} undeclared edges", bad)):
            con = duckdb.connect(str(db), read_only=True)
            times: dict[str, list[float]] = {"old": [], "new": []}
            for _ in range(args.rounds):
                for form, fn in (("old", old_checks), ("new", new_checks)):
                    start = time.perf_counter()
                    result = fn(con, schema)
                    times[form].append(time.perf_counter() - start)
                    if form == "old":
                        expected = result
                    else:
                        assert result == expected, (result, expected)
            con.close()
            old, new = (statistics.median(times[f]) * 1000 for f in ("old", "new"))
            (n_d, _, _), (n_v, _, _) = expected
            parts.append(f"{name} ({n_d} dangling, {n_v} violations): {old:.1f} -> {new:.1f} ms (x{old / new:.2f})")
        line = (f"- graph_quality checks, three passes per check -> one pass (median of {args.rounds} alternating rounds, "
                f"same results asserted; `python bench/graph_checks.py`, {time.strftime('%Y-%m-%d %H:%M')}): "
                + "; ".join(parts) + f". Load: `{load_before}`")
    with args.out.open("a", encoding="utf-8") as out:
        out.write("\n" + line + "\n")
    print(line)


if __name__ == "__main__":
    main()
