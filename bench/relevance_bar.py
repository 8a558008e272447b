"""Relevance bar calibration (issue 21 item 5): how often the evidence of an answerable question
clears the bar, and how often evidence clears it for a question asked of the wrong corpus.

Run by hand, never in CI:

    python bench/relevance_bar.py [--cache DIR] [--out bench/results/relevance_bar.md]

For each multi-hop question set in ../shared/datasets (MuSiQue dev 50 questions / 1,890 passages,
HotpotQA dev 50 / 994, 2Wiki 30 / 6,119), with the bar of :mod:`kagflow.solver.retrievers.relevance`
(IDF over the corpus the question is asked of; MiniLM cosines of title + text, as a build embeds):

- answerable, gold: the question's supporting passages, judged together against its own corpus;
- answerable / wrong corpus, top 5: the 5 passages of the corpus nearest to the question by MiniLM
  cosine, and the 5 with the highest coverage of their own (a lexical ranking, as BM25's side of
  the hybrid search would bring), judged together; the question against its own corpus, and
  against each other dataset's corpus (whose passages cannot answer it);
- a sweep of both thresholds (each part alone), so the chosen values can be checked.

These are proxies of ``kagflow ask``'s hybrid top 5 (no project is built here). Passage
embeddings are cached under ``--cache`` (one ``.npy`` per corpus).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
DATASETS = REPO.parent / "shared" / "datasets"


def load_sets() -> dict[str, tuple[list[tuple[str, str]], list[tuple[str, list[int]]]]]:
    """``{set: (corpus [(title, text)], questions [(question, supporting passage indexes)])}``."""
    out = {}
    for name in ("musique", "hotpotqa", "2wiki"):
        corpus_raw = json.loads((DATASETS / name / "corpus.json").read_text(encoding="utf-8"))
        if isinstance(corpus_raw, dict):  # HotpotQA: title -> sentences
            corpus = [(t, "".join(s)) for t, s in corpus_raw.items()]
        else:
            corpus = [(p["title"], p["text"]) for p in corpus_raw]
        by_title: dict[str, list[int]] = {}
        for i, (title, _) in enumerate(corpus):
            by_title.setdefault(title, []).append(i)
        questions = []
        for q in json.loads((DATASETS / name / "questions_dev.json").read_text(encoding="utf-8")):
            if name == "musique":
                titles = [p["title"] for p in q["paragraphs"] if p["is_supporting"]]
                texts = {p["paragraph_text"] for p in q["paragraphs"] if p["is_supporting"]}
                gold = [i for t in titles for i in by_title.get(t, []) if corpus[i][1] in texts]
            else:
                titles = list(dict.fromkeys(t for t, _ in q["supporting_facts"]))
                gold = [i for t in titles for i in by_title.get(t, [])[:1]]
            if gold:
                questions.append((q["question"], gold))
        out[name] = (corpus, questions)
    return out


def embed(name: str, texts: list[str], cache: Path) -> np.ndarray:
    from kagflow.documents.embeddings import minilm_encode

    path = cache / f"{name}.npy"
    if path.exists():
        return np.load(path)
    vectors = minilm_encode(texts)
    cache.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def main() -> None:
    from kagflow.documents.embeddings import MINILM_MODEL, minilm_encode
    from kagflow.solver.retrievers.relevance import RelevanceBar, content_words, passage_text

    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/kagflow-relevance-cache"))
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "relevance_bar.md")
    args = parser.parse_args()
    started = time.time()
    sets = load_sets()
    texts = {n: [passage_text(t, x) for t, x in corpus] for n, (corpus, _) in sets.items()}
    vectors = {n: embed(n, texts[n], args.cache) for n in sets}
    words = {n: [content_words(t) for t in texts[n]] for n in sets}
    bars = {n: RelevanceBar(texts[n], MINILM_MODEL) for n in sets}
    rows = []  # (questions' set, corpus set, evidence kind, coverage together, best cosine)
    for name, (_, questions) in sets.items():
        qvec = minilm_encode([q for q, _ in questions])
        for (question, gold), vec in zip(questions, qvec):
            qwords = content_words(question)
            for corpus in sets:
                bar, cos = bars[corpus], vectors[corpus] @ vec
                own_cov = np.array([bar.coverage(qwords, w) for w in words[corpus]])
                kinds = {"dense top 5": np.argsort(-cos, kind="stable")[:5],
                         "lexical top 5": np.argsort(-own_cov, kind="stable")[:5]}
                if corpus == name:
                    kinds["gold"] = np.array(gold)
                for kind, idx in kinds.items():
                    together = bar.coverage(qwords, set().union(*(words[corpus][i] for i in idx)))
                    rows.append((name, corpus, kind, together, float(cos[idx].max())))
    (args.cache / "rows.json").write_text(json.dumps(rows), encoding="utf-8")  # for re-analysis
    lines = render(rows, time.time() - started)
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))


def _rate(values: list[bool]) -> str:
    return f"{sum(values)}/{len(values)} ({100 * sum(values) / max(1, len(values)):.0f} %)"


def render(rows, seconds: float) -> list[str]:
    """The results page: the chosen bar per set and evidence kind, then the sweeps."""
    from kagflow.documents.embeddings import MINILM_MODEL
    from kagflow.solver.retrievers.relevance import COVERAGE_BAR, DENSE_AGREEMENT, DENSE_FLOORS, clears_bar

    floor, agreement = DENSE_FLOORS[MINILM_MODEL], DENSE_AGREEMENT[MINILM_MODEL]

    def clears(r, dense=True):
        return clears_bar(r[3], r[4] if dense else None, COVERAGE_BAR, floor, agreement)

    lines = ["# Relevance bar calibration (`bench/relevance_bar.py`)", "",
             f"Bar: best MiniLM cosine >= {floor}, or the passages together cover >= {COVERAGE_BAR} of the question's "
             f"IDF-weighted content words with a best cosine >= {agreement}; without an encoder, coverage alone "
             f"(`solver/retrievers/relevance.py`). Rows: share of questions whose "
             f"evidence clears. Own corpus: the question's dataset (answerable); other corpora cannot answer it. "
             f"{seconds:.0f} s on a shared 2-core machine.", "",
             "| questions | corpus | gold passages | dense top 5 | lexical top 5 |", "|---|---|---|---|---|"]
    pairs = list(dict.fromkeys((r[0], r[1]) for r in rows))
    for name, corpus in pairs:
        cells = []
        for kind in ("gold", "dense top 5", "lexical top 5"):
            sel = [clears(r) for r in rows if (r[0], r[1], r[2]) == (name, corpus, kind)]
            cells.append(_rate(sel) if sel else "")
        lines.append(f"| {name} | {'own' if name == corpus else corpus} | " + " | ".join(cells) + " |")
    own = [r for r in rows if r[0] == r[1]]
    wrong = [r for r in rows if r[0] != r[1]]
    for dense, title in ((True, "All sets, with MiniLM"), (False, "All sets, coverage alone (a build without embeddings)")):
        lines += ["", f"{title}: " + "; ".join(
            f"{kind}: answerable {_rate([clears(r, dense) for r in own if r[2] == kind])}"
            + ("" if kind == "gold" else f", wrong corpus {_rate([clears(r, dense) for r in wrong if r[2] == kind])}")
            for kind in ("gold", "dense top 5", "lexical top 5")) + "."]
    lines += ["",
        "## Sweeps (all sets; each part alone, the other switched off)", "",
        "| coverage bar | gold | answerable dense top 5 | wrong dense top 5 | wrong lexical top 5 |", "|---|---|---|---|---|"]
    for t in (0.5, 0.6, 0.7, 0.8, 0.9):
        cells = [_rate([r[3] >= t for r in sel]) for sel in (
            [r for r in own if r[2] == "gold"], [r for r in own if r[2] == "dense top 5"],
            [r for r in wrong if r[2] == "dense top 5"], [r for r in wrong if r[2] == "lexical top 5"])]
        lines.append(f"| {t} | " + " | ".join(cells) + " |")
    lines += ["", "| cosine floor | gold | answerable dense top 5 | wrong dense top 5 | wrong lexical top 5 |", "|---|---|---|---|---|"]
    for t in (0.4, 0.45, 0.5, 0.55, 0.6):
        cells = [_rate([r[4] >= t for r in sel]) for sel in (
            [r for r in own if r[2] == "gold"], [r for r in own if r[2] == "dense top 5"],
            [r for r in wrong if r[2] == "dense top 5"], [r for r in wrong if r[2] == "lexical top 5"])]
        lines.append(f"| {t} | " + " | ".join(cells) + " |")
    return lines


if __name__ == "__main__":
    main()
