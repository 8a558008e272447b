"""Ask benchmark: Asker load time and evidence-mode latency per question, on a built MuSiQue project.

Run by hand, never in CI:

    python bench/ask_latency.py PROJECT [--k 5] [--out bench/results/ask_latency.md]

PROJECT holds ../shared/datasets/musique/corpus.json as its source (any schema) and has been
built (``kagflow build``; with embeddings for dense search). Measures, in one process:
1. ``Asker(PROJECT)``: open the store, load the schema and the query encoder (seconds);
2. ``Asker.search`` and ``Asker.ask`` (evidence mode, no model) for each of the 50 dev
   questions: p50 / p90 / max milliseconds;
3. how many questions have at least one gold supporting passage among the ``k`` chunks shown,
   and the share of all gold supporting passages shown (by title), for search alone and for ask
   (search plus chunks of linked entities).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("project")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "ask_latency.md"))
    args = parser.parse_args()
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL"):
        os.environ.pop(var, None)
    from kagflow.solver.ask import Asker

    questions = json.loads((REPO.parent / "shared" / "datasets" / "musique" / "questions_dev.json").read_text(encoding="utf-8"))
    start = time.perf_counter()
    asker = Asker(args.project, complete=None)
    load_s = time.perf_counter() - start
    asker.search("warm up", args.k)
    search_ms, ask_ms = [], []
    hit_search = hit_ask = gold_total = gold_search = gold_ask = 0
    for q in questions:
        gold = {p["title"] for p in q["paragraphs"] if p["is_supporting"]}
        t = time.perf_counter()
        hits = asker.search(q["question"], args.k)
        search_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        result = asker.ask(q["question"], k=args.k)
        ask_ms.append((time.perf_counter() - t) * 1000)
        found_search = gold & {h.title for h in hits}
        found_ask = gold & {c["title"] for c in result.chunks}
        hit_search += bool(found_search)
        hit_ask += bool(found_ask)
        gold_total += len(gold)
        gold_search += len(found_search)
        gold_ask += len(found_ask)
    asker.close()

    def pct(values: list[float], q: float) -> float:
        return sorted(values)[min(len(values) - 1, int(q * len(values)))]

    lines = [
        f"# kagflow ask: latency and evidence (MuSiQue dev, {len(questions)} questions, k={args.k})",
        "",
        f"Project: {args.project}; machine: {os.cpu_count()} CPUs; one process, no model (evidence mode).",
        "",
        f"- Asker load (store, schema, encoder): {load_s:.2f} s",
        f"- search: p50 {statistics.median(search_ms):.0f} ms, p90 {pct(search_ms, 0.9):.0f} ms, max {max(search_ms):.0f} ms",
        f"- ask (link + facts + search + entity chunks): p50 {statistics.median(ask_ms):.0f} ms, "
        f"p90 {pct(ask_ms, 0.9):.0f} ms, max {max(ask_ms):.0f} ms",
        f"- questions with a gold passage shown: search {hit_search}/{len(questions)}, ask {hit_ask}/{len(questions)}",
        f"- gold passages shown: search {gold_search}/{gold_total}, ask {gold_ask}/{gold_total}",
    ]
    text = "\n".join(lines) + "\n"
    Path(args.out).write_text(text, encoding="utf-8")
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
