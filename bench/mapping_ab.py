"""Structured mapping, per-record Python path against the set-based path, side by side (issue 10).

Run by hand, never in CI:

    python bench/mapping_ab.py --sizes 1e5,1e6 [--rounds 2] [--profile 1e5] [--baseline REV]

Per size it generates the supply-chain project of ``bench/scale.py`` (same seed), writes its
``source_documents``/``source_records`` into a DuckDB file as the source_documents stage does,
then alternates, in one process over the same records, ``map_store(set_based=False)`` and
``map_store(set_based=True)``, each followed by the table writes of the structured_mapping step
(emptying the tables, inserts, the set-based path's edge tables), inside a transaction rolled
back after a checksum of every written table: the two paths must give the same checksums.
Prints the mapping phase and the whole step body in seconds, with ``uptime`` before and after.
``--baseline REV`` adds a third arm to each round: the set-based path of the mapping (``kagflow/knowledge/mapping*.py``)
as it was at git revision ``REV`` (loaded from ``git show`` as modules of their own).
``--profile SIZE`` prints the top of a cProfile of each path at that size instead.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import types
import pstats
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import duckdb

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kagflow.knowledge.mapping import map_store, write_set_based_rows  # noqa: E402
from kagflow.knowledge.rule_sql import empty_table  # noqa: E402
from kagflow.sources import discover_sources, read_source, write_source_rows  # noqa: E402
from kagflow.project import Project  # noqa: E402
from kagflow.schema.spg import load_project_schema  # noqa: E402
from kagflow.store import warehouse  # noqa: E402

TABLES = ("entities", "entity_aliases", "properties", "edges", "edge_properties", "table_triples")


def load_scale():
    spec = importlib.util.spec_from_file_location("kagflow_bench_scale", REPO / "bench" / "scale.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def store(root: Path, path: Path) -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(str(path))
    warehouse.ensure_tables(con)
    sources = root / "sources"
    for file in discover_sources(sources):
        source = read_source(file, sources)
        write_source_rows(con, source, file.name)
        source.records.clear()
    con.execute("CHECKPOINT")
    return con


def load_baseline(rev: str, tmp: Path) -> types.ModuleType:
    """The mapping at git revision ``rev``, as modules of their own: ``kagflow/knowledge/mapping.py``
    where it held the whole mapping, else its rooms (``mapping_targets``, ``mapping_graph``,
    ``mapping_records``, ``mapping_sets``, their imports of each other renamed); the module that
    has ``map_store`` is returned."""
    def show(path: str) -> str | None:
        done = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=REPO, capture_output=True, text=True)
        return done.stdout if done.returncode == 0 else None

    def load(name: str, text: str) -> types.ModuleType:
        path = tmp / f"{name}.py"
        path.write_text(text, encoding="utf-8")
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module

    if show("kagflow/knowledge/mapping_sets.py") is None:  # before the split: one module
        return load("kagflow_mapping_baseline", show("kagflow/knowledge/mapping.py"))
    module = None
    for room in ("mapping_targets", "mapping_graph", "mapping_records", "mapping_sets"):  # in import order
        text = show(f"kagflow/knowledge/{room}.py").replace("kagflow.knowledge.mapping_", "kagflow_mapping_baseline_")
        module = load(f"kagflow_mapping_baseline_{room}", text)
    return module


def step(con, schema, config, set_based: bool, module: types.ModuleType | None = None) -> tuple[float, float, dict]:
    """The structured_mapping step body (mapping + writes) in a rolled-back transaction
    (``module``: another version of the mapping module, else the current one)."""
    # the writer was called write_store_edges before revision fff458f
    mapping_store, write_edges = ((module.map_store, getattr(module, "write_set_based_rows", None) or module.write_store_edges)
                                  if module else (map_store, write_set_based_rows))
    con.execute("BEGIN")
    t0 = time.perf_counter()
    graph = mapping_store(con, schema, config, set_based=set_based)
    t1 = time.perf_counter()
    for table in TABLES:
        empty_table(con, table)
    warehouse.insert_rows(con, "entities", ("entity_id", "type", "key", "name", "is_stub", "doc_id", "line"), graph.entities)
    warehouse.insert_rows(con, "entity_aliases", ("entity_id", "alias", "kind"), graph.aliases)
    warehouse.insert_rows(con, "properties", ("entity_id", "predicate", "value", "value_num", "in_schema", "doc_id", "line"), graph.properties)
    warehouse.insert_rows(con, "edges", ("edge_id", "subject_id", "predicate", "object_id", "doc_id", "line"), graph.edges)
    warehouse.insert_rows(con, "edge_properties", ("edge_id", "key", "value", "value_num", "in_schema"), graph.edge_properties)
    write_edges(con, graph)
    t2 = time.perf_counter()
    sums = {t: con.execute(f"SELECT count(*), bit_xor(hash(COLUMNS(*))) FROM {t}").fetchone() for t in TABLES}
    sums["issues"] = hash(tuple(i.as_row() for i in graph.issues))
    con.execute("ROLLBACK")
    return t1 - t0, t2 - t0, sums


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1e5,1e6")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--profile", default=None)
    parser.add_argument("--baseline", default=None, help="git revision whose set-based mapping runs as a third arm")
    args = parser.parse_args()
    scale = load_scale()
    print(f"load before: {uptime()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="kagflow-mapab-") as tmp:
        baseline = load_baseline(args.baseline, Path(tmp)) if args.baseline else None
        arms = [(False, None, "per-record"), *([(True, baseline, f"set-based@{args.baseline[:7]}")] if baseline else []), (True, None, "set-based ")]
        for size in (args.profile or args.sizes).split(","):
            n = int(float(size))
            root = Path(tmp) / f"p{n}"
            counts = scale.generate(root, n)
            t = time.perf_counter()
            con = store(root, Path(tmp) / f"kg{n}.duckdb")
            records = con.execute("SELECT count(*) FROM source_records").fetchone()[0]
            print(f"[{n:.0e}] {counts['edges']:,} edges, {records:,} records (store written in {time.perf_counter() - t:.1f} s)", flush=True)
            schema, config = load_project_schema(root), Project(root).config
            if args.profile:
                for set_based in (False, True):
                    profile = cProfile.Profile()
                    profile.runcall(step, con, schema, config, set_based)
                    print(f"--- set_based={set_based}")
                    pstats.Stats(profile).sort_stats("cumulative").print_stats(18)
                continue
            reference = None
            for r in range(args.rounds):
                for set_based, module, label in arms:
                    mapping, whole, sums = step(con, schema, config, set_based, module)
                    same = "" if reference is None else ("same output" if sums == reference else "OUTPUT DIFFERS")
                    reference = reference or sums
                    print(f"[{n:.0e}] round {r + 1} {label}: mapping {mapping:6.2f} s, "
                          f"step body {whole:6.2f} s  {same}  (edges {sums['edges'][0]:,})", flush=True)
            con.close()
    print(f"load after: {uptime()}", flush=True)


if __name__ == "__main__":
    main()
