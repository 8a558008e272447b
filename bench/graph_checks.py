"""Benchmark of the graph-quality checks (``assets/graph_quality.py``): each check's SQL run once
(counts per kind/origin and preview read from one grouped result) against the former form, which
ran the check's body three times (total, per kind, preview).

Run by hand, never in CI (a wall-clock bound is not a test: it fails on a busy machine):

    python bench/graph_checks.py [--project BUILT_PROJECT] [--rounds 9] [--out bench/results/operate_checks.md]

Without ``--project`` it builds ../shared/datasets/kag-supplychain (fake models, no embeddings) in a
temporary folder. Times both forms side by side, alternating, on the built store and on a copy with
``--bad`` dangling and ``--bad`` undeclared edges inserted; asserts both give the same answers;
appends one line (medians per store, with the machine load from ``uptime``) to --out.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

import duckdb  # noqa: E402
import pyarrow as pa  # noqa: E402

from kagflow.assets.graph_quality import (  # noqa: E402
    _DANGLING_SQL, PREVIEW_ROWS, _declared, dangling_edges, schema_violation_groups, summarize_violations)
from kagflow.knowledge.domain_kg import HYPERNYM_PREDICATES  # noqa: E402
from kagflow.schema.spg import load_project_schema  # noqa: E402
from kagflow.store import warehouse  # noqa: E402


def old_dangling(con):
    """The former form: the dangling-edge query three times."""
    count = con.execute(f"SELECT count(*) FROM ({_DANGLING_SQL})").fetchone()[0]
    by_origin = dict(con.execute(f"SELECT origin, count(*) FROM ({_DANGLING_SQL}) GROUP BY 1 ORDER BY 1").fetchall())
    preview = warehouse.preview_markdown(
        con, f"SELECT origin, subject_id, predicate, object_id, subject_missing, object_missing FROM ({_DANGLING_SQL}) "
             f"ORDER BY origin, edge_id LIMIT {PREVIEW_ROWS}")
    return count, by_origin, preview


def old_violations(con, schema):
    """The former form: the schema-violation body three times."""
    preds, ranges = _declared(schema)
    types = pa.table({"type": list(schema.types)}, schema=pa.schema([("type", pa.string())]))
    hyper = pa.table({"predicate": list(HYPERNYM_PREDICATES)}, schema=pa.schema([("predicate", pa.string())]))
    with warehouse.register_arrow(con, preds) as p, warehouse.register_arrow(con, ranges) as r, \
            warehouse.register_arrow(con, types) as t, warehouse.register_arrow(con, hyper) as h:
        body = f"""
            WITH ent AS (SELECT entity_id, min(type) AS type FROM kg_entities GROUP BY entity_id),
            edge_rows AS (
                SELECT s.type AS subject_type, e.predicate, o.type AS object_type, e.origin
                FROM kg_edges e JOIN ent s ON s.entity_id = e.subject_id JOIN ent o ON o.entity_id = e.object_id
                WHERE s.type IN (SELECT type FROM {t}) AND e.origin NOT LIKE 'placement:%'
                  AND NOT (s.type = o.type AND e.predicate IN (SELECT predicate FROM {h}))),
            edge_bad AS (
                SELECT subject_type, predicate, object_type, origin,
                       CASE WHEN (subject_type, predicate) NOT IN (SELECT type, predicate FROM {p}) THEN 'undeclared_predicate'
                            WHEN (subject_type, predicate, object_type) NOT IN (SELECT type, predicate, object_type FROM {r})
                            THEN 'wrong_object_type' END AS kind
                FROM edge_rows),
            prop_bad AS (
                SELECT s.type AS subject_type, k.predicate, NULL AS object_type, k.origin, 'undeclared_property' AS kind
                FROM kg_properties k JOIN ent s ON s.entity_id = k.entity_id
                WHERE s.type IN (SELECT type FROM {t}) AND (s.type, k.predicate) NOT IN (SELECT type, predicate FROM {p})
                  AND NOT (k.origin = 'source' AND (k.entity_id, k.predicate) IN
                           (SELECT entity_id, predicate FROM properties WHERE NOT in_schema)))
            SELECT * FROM edge_bad WHERE kind IS NOT NULL UNION ALL SELECT * FROM prop_bad"""
        count = con.execute(f"SELECT count(*) FROM ({body})").fetchone()[0]
        by_kind = dict(con.execute(f"SELECT kind, count(*) FROM ({body}) GROUP BY 1 ORDER BY 1").fetchall())
        preview = warehouse.preview_markdown(
            con, f"SELECT kind, subject_type, predicate, object_type, origin, count(*) AS n FROM ({body}) "
                 f"GROUP BY ALL ORDER BY n DESC, kind, subject_type, predicate, object_type, origin LIMIT {PREVIEW_ROWS}")
    return count, by_kind, preview


def new_checks(con, schema):
    """The current form, as the asset check calls it."""
    return dangling_edges(con), summarize_violations(con, schema_violation_groups(con, schema))


def old_checks(con, schema):
    return old_dangling(con), old_violations(con, schema)


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
