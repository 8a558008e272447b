"""Chunk search over a built project: the entry point the solver, ``kagflow ask``, eval and MCP use.

Four rankings of the project's chunks for one question:

- ``dense``: cosine of the question's embedding with each chunk's (title + text) embedding
  (:class:`~kagflow.solver.retrievers.rc.DenseIndex`);
- ``bm25``: BM25 over title + text (:class:`~kagflow.solver.retrievers.rc.BM25Index`);
- ``ppr``: personalised PageRank over the entity–chunk graph
  (:class:`~kagflow.solver.retrievers.ppr.ChunkGraph`) seeded only by the names the question
  mentions — the graph alone (empty when the question names nothing the graph knows);
- ``hybrid``: the fused result — the same PageRank seeded by the question's names *and* by the
  top :data:`PASSAGE_SEEDS` dense chunks, each weighted ``exp((cosine - best cosine) / SEED_TEMPERATURE)``
  (HippoRAG 2's and LinearRAG's design: PageRank as a re-ranker of text hits, with the graph
  carrying the walk from the passage the question names to the passage the answer sits in).
  How the restart mass divides between names and dense seeds is decided per question
  (:func:`name_share`, issue 24): 0.3 for the names when the question names no passage by its
  title, 0.95 when it names one passage by a title only that passage has, a noisy-OR of such
  titles in between and above — so the fusion follows the graph where the question's names lead
  to the answer (2Wiki) and the text where they do not (MuSiQue).
  Without embeddings the BM25 top chunks seed it instead (weights 1 / (60 + rank)).

Both PageRank rankings walk the question's own matrix: leaving a passage the question names by its
title, the walk follows the names whose sentences share the question's other words
(:mod:`kagflow.solver.retrievers.question_hop`: "the composer of film X" leaves X's passage through
the names of "music composed by ..."), and both seed, beside the question's names, the names that
passage states the question's relation with (:meth:`QuestionHop.relation_seeds`).

Everything is loaded once when the search opens (the embedding matrix, the BM25 index, the graph);
a question then costs one query embedding (ONNX Runtime, one thread), a dense and a BM25 scan, two
sparse power iterations (graph alone, hybrid; :meth:`ChunkGraph.rank_each`) and one SQL query for provenance. Parameters and why: module constants below; measured effects:
``bench/results/retrieval.md``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import duckdb
import numpy as np

from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.solver.retrievers.ppr import ChunkGraph, Link
from kagflow.solver.retrievers.question_hop import QuestionHop
from kagflow.solver.retrievers.rc import RRF_K, BM25Index, DenseIndex, top_k
from kagflow.solver.retrievers.relevance import Judgement, RelevanceBar, passage_text

Encode = Callable[[list[str]], np.ndarray]

RETRIEVERS = ("dense", "bm25", "ppr", "hybrid")
CANDIDATES = 100  # depth of each ranking kept (eval asks 20 chunks; callers may ask more)
PASSAGE_SEEDS = 10  # top dense chunks that seed the hybrid PageRank
SEED_TEMPERATURE = 0.05  # a seed 0.05 below the best cosine weighs 1/e of it: a few close hits share the mass
# Of the restart mass, the question's names get name_share(links) and the dense seed chunks the rest:
# NAME_SHARE when no name the question spells out is a passage title, NAME_SHARE_TITLED when one
# title names one passage, more when several do (a noisy-OR; see name_share).
NAME_SHARE = 0.3
NAME_SHARE_TITLED = 0.95  # the dense seeds keep 0.05, HippoRAG 2's passage_node_weight


def name_share(links: list[Link]) -> float:
    """The share of the hybrid PageRank's restart mass on the question's names, per question.

    The names and the dense hits are two witnesses of where the answer's passages start; each is
    trusted as far as the question shows it is reliable. A passage title the question spells out,
    held by one passage only, *is* a gold passage almost always (the question names it: "the
    director of film Blood Street", "Hello Love's performer"); a title several passages share says
    less, a name passages only mention ("Italy", "the US") adds nothing here, and a question
    without titles is best served by its text.

    Each title link is an independent witness that the names know where to start, with
    reliability ``r = (NAME_SHARE_TITLED - NAME_SHARE) / (1 - NAME_SHARE) * s`` (``s`` its title
    specificity, 1 / passages titled so); the names' share is the noisy-OR of these witnesses on
    top of the floor (Pearl 1988, §4.3.2): ``1 - (1 - NAME_SHARE) * Π (1 - r)``. No title:
    ``NAME_SHARE``; one title one passage has: ``NAME_SHARE_TITLED``, leaving the dense seeds
    HippoRAG 2's passage weight (Gutiérrez et al. 2025: ``passage_node_weight`` 0.05 against the
    phrase seeds, for every corpus); two such titles (2Wiki's "which film's director is older, A or
    B?"): 0.996, since both would have to mislead. The choice HippoRAG 2 makes once per corpus is
    taken per question here because MuSiQue's questions need the text and 2Wiki's the names.

    Returns:
        the names' share in ``[NAME_SHARE, 1)``.
    """
    reliability = (NAME_SHARE_TITLED - NAME_SHARE) / (1 - NAME_SHARE)
    miss = 1.0
    for lk in links:
        miss *= 1 - reliability * lk.title_specificity
    return 1 - (1 - NAME_SHARE) * miss


class SearchError(RuntimeError):
    """The project cannot be searched (not built, no chunks, an embedding model kagflow cannot load)."""


class ChunkSearch:
    """Retrieves chunks for a question from one project's store.

    Args:
        con: an open connection to the project's ``kg.duckdb`` (read-only is enough); it must stay
            open while the search is used (provenance is read per question).
        encode: ``texts -> unit float32 array``; must be the encoder that embedded the chunks
            (``chunk_embeddings.model``; :func:`open_search` picks it). ``None``: no dense ranking.
        model: which ``chunk_embeddings.model`` rows to search; default: the one model stored.
        passage_seeds: dense chunks that seed the hybrid PageRank.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, encode: Encode | None = None, *, model: str | None = None,
                 passage_seeds: int = PASSAGE_SEEDS):
        self.con = con
        self.encode = encode
        self.passage_seeds = passage_seeds
        if encode is not None and model is None:
            models = [m for (m,) in con.execute("SELECT DISTINCT model FROM chunk_embeddings ORDER BY 1").fetchall()]
            model = models[0] if models else None
        self.model = model
        self.dense = DenseIndex(con, model) if encode is not None and model is not None else None
        self.bm25 = BM25Index(con)
        self.graph = ChunkGraph(con)
        self.hop = QuestionHop(con, self.graph, self._idf)
        self._bar: RelevanceBar | None = None
        self._dense_rows: dict[str, int] = {}
        self._query: tuple[str, np.ndarray] | None = None  # the last question's embedding

    def _question_vector(self, question: str) -> np.ndarray:
        memo = self._query  # one read: another thread may replace it meanwhile
        if memo is None or memo[0] != question:
            memo = (question, np.asarray(self.encode([question])[0]))
            self._query = memo
        return memo[1]

    def relevance(self, question: str, hits: list[Hit]) -> Judgement:
        """Whether ``hits`` clear the relevance bar for ``question``, together and each
        (:mod:`kagflow.solver.retrievers.relevance`; document frequencies over every chunk, read
        on first use; cosines from the stored embeddings when the search has them)."""
        bar = self._relevance_bar()
        cosines = None
        if self.dense is not None and len(self.dense) and bar.floor is not None:
            row = self._dense_rows
            vector = self._question_vector(question).astype(np.float32)
            cosines = [float(self.dense.matrix[row[h.chunk_id]] @ vector) if h.chunk_id in row else 0.0 for h in hits]
        return bar.judge(question, [passage_text(h.title, h.text) for h in hits], cosines)

    def warm(self) -> None:
        """Make now what a question would otherwise make on first use: the relevance bar's document
        frequencies over every chunk (read by the bar and by the question hop's word weights)."""
        self._relevance_bar()

    def _relevance_bar(self) -> RelevanceBar:
        """The relevance bar over this project's chunks, made on first use (reads every chunk's text)."""
        bar = self._bar
        if bar is None:
            rows = self.con.execute("SELECT title, text FROM chunks").fetchall()
            self._dense_rows = {c: i for i, c in enumerate(self.dense.chunk_ids)} if self.dense is not None else {}
            bar = self._bar = RelevanceBar((passage_text(t, x) for t, x in rows), self.model if self.dense is not None else None)
        return bar

    def _idf(self) -> tuple[Callable[[str], float], float]:
        """The corpus IDF of a truncated content word and its upper bound (the relevance bar's)."""
        bar = self._relevance_bar()
        return bar.idf, bar.max_idf

    def rankings(self, question: str, k: int = 5) -> dict[str, list[tuple[str, float, dict[str, int]]]]:
        """Top ``k`` ``(chunk_id, score, ranks)`` of each retriever (keys :data:`RETRIEVERS`), without provenance."""
        depth = max(k, CANDIDATES)
        dense: list[tuple[str, float]] = []
        if self.dense is not None and len(self.dense):
            dense = self.dense.search(self._question_vector(question), depth)
        bm25 = self.bm25.search(question, depth)
        links = self.graph.links(question)
        names = {lk.name: lk.weight for lk in links}
        for key, weight in self.hop.relation_seeds(question, links).items():  # "the composer of film X": X's composer
            names[key] = names.get(key, 0.0) + weight
        if dense:
            best = dense[0][1]
            seeds = {c: float(np.exp((s - best) / SEED_TEMPERATURE)) for c, s in dense[:self.passage_seeds]}
        else:
            seeds = {c: 1.0 / (RRF_K + rank) for rank, (c, _) in enumerate(bm25[:self.passage_seeds], start=1)}
        # leaving a passage the question names, the walk follows the question's relation words (question_hop)
        transition = self.graph.transition.reweighted(self.hop.weights(question, links))
        walked = self.graph.rank_each([(names, {}, 1.0), (names, seeds, name_share(links))], transition=transition)
        graph_only = self._ranked(walked[:, 0], depth)
        hybrid = self._ranked(walked[:, 1], depth)
        positions = {name: {c: i for i, (c, _) in enumerate(rows, 1)} for name, rows in
                     (("dense", dense), ("bm25", bm25), ("ppr", graph_only))}
        return {"dense": [(c, s, {"dense": i}) for i, (c, s) in enumerate(dense[:k], 1)],
                "bm25": [(c, s, {"bm25": i}) for i, (c, s) in enumerate(bm25[:k], 1)],
                "ppr": [(c, s, {"ppr": i}) for i, (c, s) in enumerate(graph_only[:k], 1)],
                "hybrid": [(c, s, {"hybrid": i, **{n: p[c] for n, p in positions.items() if c in p}})
                           for i, (c, s) in enumerate(hybrid[:k], 1)]}

    def _ranked(self, scores: np.ndarray, depth: int) -> list[tuple[str, float]]:
        return [(c, s) for c, s in top_k(self.graph.chunk_ids, scores, depth) if s > 0]

    def search_each(self, question: str, k: int = 5) -> dict[str, list[Hit]]:
        """Top ``k`` hits of each retriever and of the fused result: keys ``dense``, ``bm25``, ``ppr``, ``hybrid``.

        Hits are chunks, best first, with provenance; a hybrid hit's ``ranks`` holds its own rank
        and its rank in each single ranking that holds it (within :data:`CANDIDATES`). A retriever with nothing to say (no embeddings, no word of
        the question in the corpus) gives an empty list.
        """
        ranked = self.rankings(question, k)
        ids = list(dict.fromkeys(c for rows in ranked.values() for c, _, _ in rows))
        found = {h.chunk_id: h for h in with_provenance(self.con, [(c, 0.0) for c in ids], "")}
        return {name: [replace(found[c], score=s, retriever=name, ranks=dict(r)) for c, s, r in rows if c in found]
                for name, rows in ranked.items()}

    def search(self, question: str, k: int = 5) -> list[Hit]:
        """The fused top ``k`` chunks for ``question``, best first."""
        return self.search_each(question, k)["hybrid"]


def open_search(con: duckdb.DuckDBPyConnection) -> ChunkSearch:
    """A :class:`ChunkSearch` whose query encoder is the model that embedded the chunks.

    Reads ``chunk_embeddings.model`` and takes that model's query encoder
    (:func:`kagflow.documents.query_encoder.query_encoder`: the ONNX export beside the store, or,
    for a store built without one, sentence-transformers on one torch thread, with a ``note``);
    without embeddings (a build with ``embeddings.enabled: false``) the search has no dense ranking.

    Raises:
        SearchError: no ``chunks`` table (not a built store), chunks embedded by several models,
            or a model kagflow has no encoder for.
    """
    from kagflow.documents.embeddings import UnknownEncoderError
    from kagflow.documents.query_encoder import query_encoder

    try:
        models = [m for (m,) in con.execute("SELECT DISTINCT model FROM chunk_embeddings ORDER BY 1").fetchall()]
    except duckdb.CatalogException as exc:
        raise SearchError(f"not a built knowledge store: {exc}") from exc
    if len(models) > 1:
        raise SearchError(f"chunks are embedded by several models ({', '.join(models)}); rebuild the project")
    encode = None
    if models:
        try:
            encode = query_encoder(models[0], con)
        except UnknownEncoderError as exc:
            raise SearchError(str(exc)) from exc
    return ChunkSearch(con, encode, model=models[0] if models else None)
