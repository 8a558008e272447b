"""Build cost benchmark (issue 20, items 4 and 5): CPU seconds of builds, before and after, side by side.

Run by hand, never in CI:

    python bench/build_cost.py --baseline-python /path/to/baseline/.venv/bin/python \
        [--passages 1000] [--files 100] [--scale 1e5] [--rounds 1] [--out bench/results/build_cost.md]

The baseline is another checkout of kagflow with its own virtual environment (``git archive REV``
into a folder, ``python -m venv``, ``pip install --no-deps -e``); this checkout is the other arm.
Every build runs in a child process of the arm's Python; its CPU (user + system, the child and
every process it waited for: spaCy workers) comes from ``os.wait4``. The arms alternate, round by
round, on the same inputs:

1. documents: a fresh build of the first ``--passages`` MuSiQue passages (one ``corpus.json``,
   the minimal Wiki schema of bench/retrieval.py), CPU per 1,000 passages;
2. an edit: the same passages as ``--files`` text files, built fresh, then one file edited (a
   paragraph appended) and built again: the edit's CPU as a share of the full build's;
3. structured: a ``bench/scale.py`` supply-chain project of ``--scale`` edges built fresh, against
   the bare DuckDB load of the same CSV files (issue 20: "loading the same CSV files into DuckDB
   and unnesting them"), in a child process of its own: a new DuckDB database *file* (the build
   writes one too), each CSV file into a table by ``read_csv`` (cells as text, as the build keeps
   them), and for each property the schema declares ``MultiValue`` (``Type.csv``, column
   ``property``) a table of ``(id, value)`` rows unnested from the comma-separated cells, then
   closed (checkpointed). The child's CPU *includes* starting Python and importing duckdb, as the
   build child's includes its own start-up; that start-up alone (``python -c 'import duckdb'``)
   is measured beside it (column "duckdb start") so either reading can be taken;
4. equality: a digest of every table each arm built (rows sorted, as text; vectors left out), and
   for the embedding tables the least cosine between the two arms' vectors of one key.

Machine load (``uptime``) is recorded before and after every build.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATASETS = REPO.parent / "shared" / "datasets"
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"
VECTOR_TABLES = {"chunk_embeddings": ("chunk_id",), "entity_embeddings": ("entity_id", "text")}
# columns that name a run or a moment, not content
VOLATILE = {"run_id", "publish_id", "built_at", "created_at", "updated_at", "started_at", "finished_at", "embedding"}


# -- children ---------------------------------------------------------------------------------------
def child_build(root: str) -> None:
    import warnings

    warnings.filterwarnings("ignore")
    from kagflow.pipelines.build import build_project

    build_project(Path(root), as_of="2024-06-30")


def child_bare_load(root: str, database: str, multi_value: str) -> None:
    """Load every CSV file of ``root/sources`` into a new DuckDB file ``database``; unnest the
    MultiValue columns ``multi_value`` names (JSON ``{file name: [column, ...]}``) into (id, value) rows."""
    import duckdb

    columns = json.loads(multi_value)
    con = duckdb.connect(database)
    for i, path in enumerate(sorted(Path(root, "sources").glob("*.csv"))):
        con.execute(f"CREATE TABLE t{i} AS SELECT * FROM read_csv(?, all_varchar = true)", [str(path)])
        for j, column in enumerate(columns.get(path.name, [])):
            quoted = '"' + column.replace('"', '""') + '"'
            con.execute(f"CREATE TABLE t{i}_{j} AS SELECT id, trim(unnest(string_split({quoted}, ','))) AS value FROM t{i}")
    con.close()


def child_start() -> None:
    """Python start-up and ``import duckdb`` alone: what every child pays before its work."""
    import duckdb  # noqa: F401


def multi_value_columns(root: Path) -> dict[str, list[str]]:
    """``{Type.csv: [property, ...]}`` for the properties ``root``'s schema declares MultiValue."""
    from kagflow.schema.spg import load_project_schema

    schema = load_project_schema(root)
    return {f"{name}.csv": [p.name for p in t.properties if p.multi_value] for name, t in schema.types.items()
            if any(p.multi_value for p in t.properties)}


def child_digest(root: str, out: str) -> None:
    """Digest of every table of the store under ``root`` (JSON to ``out``) and its vectors (``.npz``)."""
    import duckdb
    import numpy as np

    con = duckdb.connect(str(Path(root) / ".kagflow" / "kg.duckdb"), read_only=True)
    digests = {}
    for (table,) in con.execute("SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY 1").fetchall():
        columns = [c for (c,) in con.execute("SELECT column_name FROM duckdb_columns() WHERE table_name = ? ORDER BY column_index",
                                              [table]).fetchall() if c not in VOLATILE]
        if not columns:
            continue
        select = ", ".join('"' + c.replace('"', '""') + '"' for c in columns)
        digests[table] = con.execute(
            f"SELECT count(*), coalesce(md5(string_agg(r, chr(10) ORDER BY r)), '') FROM "
            f"(SELECT CAST(ROW({select}) AS VARCHAR) AS r FROM \"{table}\")").fetchone()
    vectors = {}
    for table, keys in VECTOR_TABLES.items():
        rows = con.execute(f"SELECT {' || chr(31) || '.join(keys)}, embedding FROM {table} ORDER BY 1").fetchall()
        vectors[table + ".keys"] = np.array([k for k, _ in rows], dtype=object)
        vectors[table] = np.array([v for _, v in rows], dtype=np.float32) if rows else np.zeros((0, 0), dtype=np.float32)
    Path(out).write_text(json.dumps(digests), encoding="utf-8")
    np.savez(out + ".npz", **vectors)


# -- parent -----------------------------------------------------------------------------------------
def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def run_child(python: str, *args: str, cwd: Path, script: Path | None = None) -> float:
    """CPU seconds of ``python SCRIPT --child ARGS`` (default: this file) and the processes it waited for."""
    with tempfile.TemporaryFile() as log:  # a file, not a pipe: a chatty build never blocks on it
        proc = subprocess.Popen([python, str(script or Path(__file__).resolve()), "--child", *args], cwd=cwd,
                                stdout=log, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = status
        if status != 0:
            log.seek(0)
            raise RuntimeError(f"child {args} failed (status {status}):\n{log.read().decode(errors='replace')[-3000:]}")
    return usage.ru_utime + usage.ru_stime


def documents_project(root: Path, passages: list[dict]) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    (root / "sources" / "corpus.json").write_text(json.dumps(passages, ensure_ascii=False), encoding="utf-8")
    return root


def files_project(root: Path, passages: list[dict], files: int) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    per_file = (len(passages) + files - 1) // files
    for i in range(files):
        part = passages[i * per_file:(i + 1) * per_file]
        (root / "sources" / f"part{i:03d}.txt").write_text("\n\n".join(f"{p['title']}\n{p['text']}" for p in part), encoding="utf-8")
    return root


def compare(a: Path, b: Path) -> dict:
    """Tables whose digests differ between two digest files, and the least cosine per vector table."""
    import numpy as np

    da, db = json.loads(a.read_text()), json.loads(b.read_text())
    differ = sorted(t for t in set(da) | set(db) if da.get(t) != db.get(t))
    va, vb = np.load(str(a) + ".npz", allow_pickle=True), np.load(str(b) + ".npz", allow_pickle=True)
    cosines = {}
    for table in VECTOR_TABLES:
        ka, kb = list(va[table + ".keys"]), list(vb[table + ".keys"])
        if ka != kb:
            cosines[table] = f"keys differ ({len(ka)} vs {len(kb)})"
        elif ka:
            cosines[table] = float((va[table] * vb[table]).sum(axis=1).min())
        else:
            cosines[table] = "no rows"
    return {"tables": len(da), "differ": differ, "cosine": cosines}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline-python", help="python of the baseline checkout's venv (required)")
    parser.add_argument("--baseline-label", default="before")
    parser.add_argument("--after-python", default=sys.executable,
                        help="python of the checkout measured as 'after' (default: this one's)")
    parser.add_argument("--passages", type=int, default=1000)
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--scale", type=float, default=1e5)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--skip", default="", help="comma list of parts to leave out: documents,edit,structured")
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "build_cost.md"))
    parser.add_argument("--json", default=None)
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        {"build": child_build, "bare": child_bare_load, "start": child_start, "digest": child_digest}[args.child[0]](*args.child[1:])
        return
    if not args.baseline_python:
        parser.error("--baseline-python is required")
    skip = set(filter(None, args.skip.split(",")))
    arms = [(args.baseline_label, args.baseline_python), ("after", args.after_python)]
    slug = {args.baseline_label: "before", "after": "after"}
    passages = json.loads((DATASETS / "musique" / "corpus.json").read_text(encoding="utf-8"))[:args.passages]
    results: list[dict] = []
    load_start = uptime()
    with tempfile.TemporaryDirectory(prefix="kagflow-buildcost-") as tmp:
        work = Path(tmp)
        if "structured" not in skip:
            sys.path.insert(0, str(REPO / "bench"))
            import scale

            template = work / "scale-template"
            scale.generate(template, int(args.scale))
        for rnd in range(args.rounds):
            for label, python in arms:
                cwd = Path(python).parents[2]  # the venv's checkout
                row = {"round": rnd + 1, "arm": label}
                tag = f"{slug[label]}-{rnd}"
                if "documents" not in skip:
                    root = documents_project(work / f"docs-{tag}", passages)
                    row["load_docs"] = uptime()
                    row["docs_cpu"] = run_child(python, "build", str(root), cwd=cwd)
                    run_child(sys.executable, "digest", str(root), str(work / f"docs-{tag}.json"), cwd=REPO)
                    shutil.rmtree(root)
                if "edit" not in skip:
                    root = files_project(work / f"files-{tag}", passages, args.files)
                    row["load_edit"] = uptime()
                    row["files_full_cpu"] = run_child(python, "build", str(root), cwd=cwd)
                    target = root / "sources" / f"part{args.files // 2:03d}.txt"
                    target.write_text(target.read_text(encoding="utf-8") + "\n\nAn added paragraph about Paris and Berlin.\n", encoding="utf-8")
                    row["edit_cpu"] = run_child(python, "build", str(root), cwd=cwd)
                    run_child(sys.executable, "digest", str(root), str(work / f"files-{tag}.json"), cwd=REPO)
                    shutil.rmtree(root)
                if "structured" not in skip:
                    root = work / f"scale-{tag}"
                    shutil.copytree(template, root)
                    row["load_structured"] = uptime()
                    row["start_cpu"] = run_child(sys.executable, "start", cwd=REPO)
                    row["bare_cpu"] = run_child(sys.executable, "bare", str(root), str(work / f"bare-{tag}.duckdb"),
                                                json.dumps(multi_value_columns(root)), cwd=REPO)
                    row["structured_cpu"] = run_child(python, "build", str(root), cwd=cwd)
                    run_child(sys.executable, "digest", str(root), str(work / f"scale-{tag}.json"), cwd=REPO)
                    shutil.rmtree(root)
                results.append(row)
                print(json.dumps(row), flush=True)
        equal = {}
        for part in ("docs", "files", "scale"):
            for rnd in range(args.rounds):
                a, b = work / f"{part}-before-{rnd}.json", work / f"{part}-after-{rnd}.json"
                if a.exists() and b.exists():
                    equal[f"{part} round {rnd + 1}"] = compare(a, b)
    report = {"load_start": load_start, "load_end": uptime(), "passages": len(passages), "files": args.files,
              "scale": args.scale, "rows": results, "equal": equal}
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1), encoding="utf-8")
    text = render(report, args)
    Path(args.out).write_text(text, encoding="utf-8")
    print(text)


def render(report: dict, args) -> str:
    n = report["passages"]
    lines = [f"# Build cost (issue 20 items 4-5), {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}", "",
             f"`python bench/build_cost.py --passages {n} --files {report['files']} --scale {report['scale']:.0e} "
             f"--rounds {args.rounds}{' --skip ' + args.skip if args.skip else ''}`; CPU seconds (user + system of the build process and the processes it "
             "waited for), the two arms alternating on the same inputs.", "",
             f"Load at start: `{report['load_start']}`", f"Load at end: `{report['load_end']}`", "",
             "| round | arm | docs CPU / 1,000 passages | 100 files: full | edit of one | edit / full | structured | bare DuckDB load | duckdb start | structured / bare |",
             "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in report["rows"]:
        def cell(key, fmt="{:.1f}"):
            return fmt.format(r[key]) if key in r else "—"
        docs = f"{r['docs_cpu'] / n * 1000:.1f}" if "docs_cpu" in r else "—"
        edit = f"{r['edit_cpu'] / r['files_full_cpu']:.1%}" if "edit_cpu" in r else "—"
        ratio = f"{r['structured_cpu'] / r['bare_cpu']:.1f}x" if "structured_cpu" in r else "—"
        lines.append(f"| {r['round']} | {r['arm']} | {docs} | {cell('files_full_cpu')} | {cell('edit_cpu')} | {edit} | "
                     f"{cell('structured_cpu')} | {cell('bare_cpu', '{:.2f}')} | {cell('start_cpu', '{:.2f}')} | {ratio} |")
    lines += ["", "Load before each part:", ""]
    for r in report["rows"]:
        for key in ("load_docs", "load_edit", "load_structured"):
            if key in r:
                lines.append(f"- round {r['round']} {r['arm']} {key[5:]}: `{r[key].split('load average:')[-1].strip()}`")
    lines += ["", "Equality of the built tables (row digests; vectors by cosine):", ""]
    for part, c in report["equal"].items():
        lines.append(f"- {part}: {c['tables']} tables, differing: {', '.join(c['differ']) or 'none'}; "
                     f"least cosine: {json.dumps(c['cosine'])}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
