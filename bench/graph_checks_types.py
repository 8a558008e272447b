"""Benchmark of the graph-quality schema check (``assets/graph_quality.py``) against the number of
schema types (issue 19: 10^4 types took 12 min): the current form, whose schema relations are
linear in the types, side by side with the former one, which expanded every relation's range to
the range type's subtypes (``types x types`` rows when every type inherits a relation to the root),
loaded from git revision ``--baseline``.

Run by hand, never in CI (a wall-clock bound is not a test):

    python bench/graph_checks_types.py [--types 1000,2000,10000] [--old-max 2000] [--out bench/results/operate_checks.md]

The schema: a root ``Thing`` with a relation ``near: Thing``, and N subtypes ``T{i}->Thing`` each
with a relation ``r{i}: T{i+1}``; the store (in memory, only the relations the check reads): one
entity per type, N ``r{i}`` edges and N ``near`` edges, 1% of them to a wrong type. Both forms
must count the same violations. Each form runs in its own child process, so the peak RSS
(``ru_maxrss``) is that form's. The former form runs only up to ``--old-max`` types (beyond,
its ``types x types`` rows take minutes and gigabytes). Appends one line to ``--out``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _schema(n: int):
    from kagflow.schema.spg import parse_schema_text

    lines = ["namespace Wide", "", "Thing(Thing): EntityType", "    relations:", "        near(Near): Thing", ""]
    for i in range(n):
        lines += [f"T{i}(T{i})->Thing:", "    relations:", f"        r{i}(R{i}): T{(i + 1) % n}", ""]
    return parse_schema_text("\n".join(lines), "wide.schema")


def _store(n: int):
    import duckdb
    import pyarrow as pa

    edges = [(f"e{i}", f"r{i}", f"e{(i + 1) % n}") for i in range(n)] + [(f"e{i}", "near", f"e{(i * 7) % n}") for i in range(n)]
    edges += [(f"e{i}", f"r{i}", f"e{(i + 2) % n}") for i in range(0, n, 100)]
    con = duckdb.connect()
    ent = pa.table({"entity_id": [f"e{i}" for i in range(n)], "type": [f"T{i}" for i in range(n)]})  # noqa: F841 (read by SQL)
    edge = pa.table({"edge_id": [f"x{k}" for k in range(len(edges))], "subject_id": [e[0] for e in edges],  # noqa: F841
                     "predicate": [e[1] for e in edges], "object_id": [e[2] for e in edges], "origin": ["test"] * len(edges),
                     "doc_id": ["e.csv"] * len(edges), "line": pa.array(range(2, len(edges) + 2), pa.int64())})
    con.execute("CREATE TABLE kg_entities AS SELECT * FROM ent")
    con.execute("CREATE TABLE kg_edges AS SELECT * FROM edge")
    con.execute("CREATE TABLE kg_properties (entity_id VARCHAR, predicate VARCHAR, origin VARCHAR, doc_id VARCHAR, line BIGINT)")
    con.execute("CREATE TABLE properties (entity_id VARCHAR, predicate VARCHAR, in_schema BOOLEAN)")
    return con


def _one(form: str, n: int, baseline: str) -> dict:
    sys.path.insert(0, str(REPO))
    if form == "old":
        text = subprocess.run(["git", "show", f"{baseline}:assets/graph_quality.py"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "graph_quality_baseline.py"
            path.write_text(text, encoding="utf-8")
            spec = importlib.util.spec_from_file_location("graph_quality_baseline", path)
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
    else:
        from kagflow.assets import graph_quality as module
    schema, con = _schema(n), _store(n)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    count, by_kind, _ = module.schema_violations(con, schema)
    seconds = time.perf_counter() - start
    return {"seconds": round(seconds, 2), "count": count, "by_kind": by_kind,
            "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024), "before_mib": round(before / 1024)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--types", default="1000,2000,10000")
    parser.add_argument("--old-max", type=int, default=2000)
    parser.add_argument("--baseline", default="db7467e", help="git revision of the former form")
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "operate_checks.md")
    parser.add_argument("--one", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(_one(args.one[0], int(args.one[1]), args.baseline)))
        return
    load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    parts = []
    for n in (int(t) for t in args.types.split(",")):
        got = {}
        for form in ("old", "new") if n <= args.old_max else ("new",):
            done = subprocess.run([sys.executable, __file__, "--one", form, str(n), "--baseline", args.baseline],
                                  capture_output=True, text=True, check=True, cwd=REPO)
            got[form] = json.loads(done.stdout.strip().splitlines()[-1])
        if "old" in got:
            assert got["old"]["by_kind"] == got["new"]["by_kind"], got
            parts.append(f"{n} types ({got['new']['count']} violations): {got['old']['seconds']} s, peak {got['old']['peak_rss_mib']} MiB "
                         f"-> {got['new']['seconds']} s, peak {got['new']['peak_rss_mib']} MiB "
                         f"(x{got['old']['seconds'] / max(got['new']['seconds'], 0.01):.0f})")
        else:
            parts.append(f"{n} types ({got['new']['count']} violations): new form {got['new']['seconds']} s, peak {got['new']['peak_rss_mib']} MiB")
    line = (f"- graph_quality schema check against the number of types, subtype-expanded ranges -> ranges plus a lineage "
            f"relation (`python bench/graph_checks_types.py`, {time.strftime('%Y-%m-%d %H:%M')}, same counts asserted, "
            f"one process per form): " + "; ".join(parts) + f". Load: `{load}`")
    with args.out.open("a", encoding="utf-8") as out:
        out.write("\n" + line + "\n")
    print(line)


if __name__ == "__main__":
    main()
