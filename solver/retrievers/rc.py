"""rc: text retrieval over chunks — dense vectors and BM25, fused by reciprocal rank.

KAG's "rc" (retrieval over chunks) retriever. Both indexes cover the chunk's title and text
(:func:`kagflow.documents.embeddings.embedding_text`), so a passage is found by the name it is
about even when its text says only "he" or "the band".

- :class:`DenseIndex`: exact inner-product search over ``chunk_embeddings`` (unit vectors, so
  the score is the cosine), held as one numpy matrix: a question costs one matrix-vector product.
- :class:`BM25Index`: Okapi BM25 (Robertson & Zaragoza 2009; Lucene's variant, k1 = 1.5, b = 0.75)
  with the ``bm25s`` library, over lower-cased word tokens without English stop words. Built in
  memory from ``chunks`` when a search opens (well under a second per thousand chunks; see
  bench/results/retrieval.md), so it is never stale after an incremental build. DuckDB's FTS
  extension was the alternative; it cannot be installed offline for the duckdb we run (its
  package pins 1.5.5) — the measurements are in bench/results/retrieval.md.
- :func:`reciprocal_rank_fusion`: RRF (Cormack, Clarke & Büttcher, SIGIR 2009), score =
  Σ weight / (k + rank) with the paper's k = 60; ranks need no score calibration between retrievers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

import duckdb
import numpy as np

from kagflow.documents.embeddings import embedding_text

Encode = Callable[[list[str]], np.ndarray]

RRF_K = 60  # Cormack et al. 2009: k = 60 was best across their TREC runs, and is everyone's default since

_TOKEN = re.compile(r"\w\w+", re.UNICODE)


def bm25s_module():
    """The ``bm25s`` module, imported without numba and scipy when they are not loaded yet.

    bm25s imports numba and scipy.sparse whenever they are installed (unstructured pulls numba
    in), which costs seconds of CPU for numba and a few tenths for scipy (its import clones
    numpy's whole namespace), though kagflow uses only its numpy scoring and its numpy index
    (``csc_backend="numpy"``). An entry of ``None`` in ``sys.modules`` makes those imports fail
    over, and is removed right after, so both stay importable for whoever wants them later.
    """
    import sys

    if "bm25s" in sys.modules:
        return sys.modules["bm25s"]
    hidden = [name for name in ("numba", "scipy") if name not in sys.modules]
    for name in hidden:
        sys.modules[name] = None  # type: ignore[assignment]  # `import numba` raises ImportError
    try:
        import bm25s
    finally:
        for name in hidden:
            if sys.modules.get(name, False) is None:
                del sys.modules[name]
    return bm25s


def _stopwords() -> frozenset[str]:
    return frozenset(bm25s_module().stopwords.STOPWORDS_EN)


def tokenize(text: str, stopwords: frozenset[str] | None = None) -> list[str]:
    """BM25 tokens of ``text``: case-folded runs of two or more word characters, without Lucene's
    33 English stop words (the list bm25s ships: "the", "is", "of", ...).

    One-character tokens are dropped (as scikit-learn's and bm25s's default pattern does); CJK
    text without spaces becomes long tokens, which BM25 then matches only whole (a known limit).
    """
    stop = _stopwords() if stopwords is None else stopwords
    return [t for t in _TOKEN.findall(text.casefold()) if t not in stop]


class DenseIndex:
    """Exact cosine search over the stored chunk embeddings of one model.

    Args:
        con: the knowledge store.
        model: ``chunk_embeddings.model`` to read.

    Attributes:
        chunk_ids: row order of :attr:`matrix`.
        matrix: float32 ``(n_chunks, dim)``, unit rows.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, model: str):
        rows = con.execute("SELECT chunk_id, embedding FROM chunk_embeddings WHERE model = ? ORDER BY chunk_id", [model]).fetchall()
        self.chunk_ids: list[str] = [r[0] for r in rows]
        self.matrix = np.asarray([r[1] for r in rows], dtype=np.float32) if rows else np.zeros((0, 0), dtype=np.float32)

    def __len__(self) -> int:
        return len(self.chunk_ids)

    def scores(self, vector: np.ndarray) -> np.ndarray:
        """Cosine of ``vector`` (unit, ``dim``) with every chunk, in :attr:`chunk_ids` order."""
        if not self.chunk_ids:
            return np.zeros(0, dtype=np.float32)
        return self.matrix @ vector.astype(np.float32)

    def search(self, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        """Top ``k`` ``(chunk_id, cosine)``, best first (ties: chunk id order)."""
        return top_k(self.chunk_ids, self.scores(vector), k)


class BM25Index:
    """BM25 over every chunk's title + text (bm25s, Lucene variant).

    Args:
        con: the knowledge store.

    Attributes:
        chunk_ids: the indexed chunks, in index order.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection):
        bm25s = bm25s_module()
        rows = con.execute("SELECT chunk_id, title, text FROM chunks ORDER BY chunk_id").fetchall()
        self.chunk_ids: list[str] = [r[0] for r in rows]
        self._stop = _stopwords()
        corpus = [tokenize(embedding_text(title, text), self._stop) for _, title, text in rows]
        self._vocab: dict[str, int] = {}
        for tokens in corpus:
            for t in tokens:
                self._vocab.setdefault(t, len(self._vocab))
        self._bm25 = bm25s.BM25(k1=1.5, b=0.75, method="lucene", csc_backend="numpy")  # whether or not scipy is loaded
        self._empty = not any(corpus)
        if not self._empty:
            self._bm25.index(bm25s.tokenization.Tokenized(ids=[[self._vocab[t] for t in doc] for doc in corpus], vocab=self._vocab),
                             show_progress=False)

    def __len__(self) -> int:
        return len(self.chunk_ids)

    def scores(self, question: str) -> np.ndarray:
        """BM25 score of ``question`` against every chunk, in :attr:`chunk_ids` order (0 where no term matches)."""
        ids = [self._vocab[t] for t in tokenize(question, self._stop) if t in self._vocab]
        if self._empty or not ids:
            return np.zeros(len(self.chunk_ids), dtype=np.float32)
        return np.asarray(self._bm25.get_scores(ids), dtype=np.float32)

    def search(self, question: str, k: int) -> list[tuple[str, float]]:
        """Top ``k`` ``(chunk_id, score)`` with a positive score, best first."""
        scores = self.scores(question)
        return [(c, s) for c, s in top_k(self.chunk_ids, scores, k) if s > 0]


def top_k(ids: Sequence[str], scores: np.ndarray, k: int) -> list[tuple[str, float]]:
    """The ``k`` highest ``(id, score)``, best first; equal scores in ``ids`` order."""
    if k <= 0 or len(ids) == 0:
        return []
    k = min(k, len(ids))
    part = np.argpartition(-scores, k - 1)[:k] if k < len(ids) else np.arange(len(ids))
    order = sorted(part.tolist(), key=lambda i: (-float(scores[i]), i))
    return [(ids[i], float(scores[i])) for i in order]


def reciprocal_rank_fusion(rankings: Mapping[str, Sequence[str]], weights: Mapping[str, float] | None = None,
                           k: int = RRF_K) -> list[tuple[str, float, dict[str, int]]]:
    """Fuse ranked lists by reciprocal rank (Cormack et al. 2009).

    Args:
        rankings: retriever name -> ids, best first (an id appears at most once per list).
        weights: retriever name -> weight (default 1 each).
        k: the RRF constant.

    Returns:
        ``(id, score, {retriever: 1-based rank})``, best first, score = Σ weight / (k + rank);
        ties broken by the best single rank, then by id.
    """
    score: dict[str, float] = {}
    ranks: dict[str, dict[str, int]] = {}
    for name, ids in rankings.items():
        w = 1.0 if weights is None else weights.get(name, 1.0)
        for rank, item in enumerate(ids, start=1):
            score[item] = score.get(item, 0.0) + w / (k + rank)
            ranks.setdefault(item, {})[name] = rank
    return sorted(((i, s, ranks[i]) for i, s in score.items()), key=lambda t: (-t[1], min(t[2].values()), t[0]))
