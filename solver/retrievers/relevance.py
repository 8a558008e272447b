"""The relevance bar: does what retrieval found bear on the question at all?

Retrieval always returns its top k, whether or not the documents say anything about the question.
The bar separates "the best the documents have" from "something the documents say about this",
judging the retrieved passages *together*, as multi-hop evidence is read (each passage of a
two-hop answer holds part of the question), from two scores that do not depend on the ranking:

- **coverage**: the share of the question's content that the passages contain, each question word
  weighted by its inverse document frequency over the project's chunks (Robertson/Spärck Jones
  IDF as Lucene's BM25 computes it, ``ln(1 + (N - df + 0.5) / (df + 0.5))``):
  ``Σ idf(w) [w in the passages] / Σ idf(w)`` over the question's content words (BM25's tokens and
  stop words, :func:`~kagflow.solver.retrievers.rc.tokenize`, less the question's own function
  words: :data:`QUESTION_WORDS`). Words are compared by their first :data:`TRUNCATE` characters
  (truncation stemming: "directors" meets "director"). A word no chunk holds weighs the most, so a
  question about something the documents never mention covers little of any passage set.
- **cosine**: the best dense similarity of question and passage, for an encoder whose floor has
  been calibrated (:data:`DENSE_FLOORS`); other encoders (and a build without embeddings) use
  coverage alone.

The evidence *clears the bar* when its best cosine reaches the encoder's floor, or when its coverage
reaches :data:`COVERAGE_BAR` and its best cosine at least the encoder's agreement level (the text
matches and the meaning does not contradict it; without a calibrated encoder, coverage alone). A
passage of clearing evidence clears when it holds a content word of the question or reaches the
floor itself; every passage of evidence that does not clear is below the bar. The thresholds were
calibrated on the multi-hop question sets in ``../shared/datasets`` (HotpotQA, MuSiQue, 2Wiki):
the evidence of nearly every question clears against its own corpus, while for the same questions
asked of another dataset's corpus it mostly does not; ``bench/relevance_bar.py`` measures both
rates, for both rules (``bench/results/relevance_bar.md``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from kagflow.documents.embeddings import MINILM_MODEL, embedding_text
from kagflow.solver.retrievers.rc import tokenize

#: the share of the question's IDF-weighted content words the retrieved passages must hold together
COVERAGE_BAR = 0.6
#: per encoder (``chunk_embeddings.model``): the best-passage cosine that clears the bar on its own
DENSE_FLOORS = {MINILM_MODEL: 0.5}
#: per encoder: the best-passage cosine that coverage needs beside it; an encoder not listed: coverage alone
DENSE_AGREEMENT = {MINILM_MODEL: 0.4}
#: characters a word is compared by (truncation stemming)
TRUNCATE = 5
#: interrogatives, auxiliaries and question frames: the question's form, not its content
QUESTION_WORDS = frozenset("""
what which who whom whose when where why how much many does did do done has have had can could would should
may might must shall am were been being also than from about after before between during under over did
name named tell give list any some all other one ones more most same both either neither each
""".split())


def content_words(text: str) -> set[str]:
    """The truncated content words of ``text`` (see the module)."""
    return content_of(tokenize(text))


def content_of(tokens: Iterable[str]) -> set[str]:
    """The truncated content words among ``tokens`` (:func:`~kagflow.solver.retrievers.rc.tokenize`'s output)."""
    return {w[:TRUNCATE] for w in tokens if w not in QUESTION_WORDS}


@dataclass(frozen=True)
class Relevance:
    """How one passage bears on the question.

    Attributes:
        coverage: IDF-weighted share of the question's content words in this passage, 0..1.
        cosine: dense similarity, when the encoder has a calibrated floor; else ``None``.
        clears: the evidence clears the bar and this passage holds part of the question (see the module).
    """

    coverage: float
    cosine: float | None
    clears: bool

    def as_dict(self) -> dict:
        return {"coverage": round(self.coverage, 3), "cosine": None if self.cosine is None else round(self.cosine, 3),
                "clears": self.clears}


@dataclass(frozen=True)
class Judgement:
    """The bar's verdict on retrieved evidence.

    Attributes:
        clears: the passages together clear the bar.
        coverage: IDF-weighted share of the question's content words in all passages together.
        cosine: the best passage cosine (``None`` without a calibrated encoder).
        passages: per passage, in the given order.
    """

    clears: bool
    coverage: float
    cosine: float | None
    passages: list[Relevance]


class RelevanceBar:
    """The bar over one corpus.

    Args:
        passages: every chunk's title + text (:func:`passage_text`), for the document frequencies.
        model: the encoder that embedded the chunks (``chunk_embeddings.model``), or ``None``.
        coverage_bar, dense_floors: the thresholds (defaults: the calibrated ones; an encoder given
            a floor here but not calibrated needs no agreement level).
    """

    def __init__(self, passages: Iterable[str], model: str | None = None, *, coverage_bar: float = COVERAGE_BAR,
                 dense_floors: dict[str, float] | None = None):
        df: Counter[str] = Counter()
        n = 0
        for text in passages:
            df.update(content_words(text))
            n += 1
        self.n = n
        self.df = df
        self.coverage_bar = coverage_bar
        self.floor = (DENSE_FLOORS if dense_floors is None else dense_floors).get(model or "")
        self.agreement = DENSE_AGREEMENT.get(model or "", 0.0) if self.floor is not None else None

    def idf(self, word: str) -> float:
        """Lucene's BM25 IDF of a truncated word over the corpus (a word in no passage: the highest)."""
        df = self.df.get(word, 0)
        return math.log(1 + (self.n - df + 0.5) / (df + 0.5))

    @property
    def max_idf(self) -> float:
        """The IDF of a word no passage holds: the upper bound of :meth:`idf`."""
        return math.log(1 + (self.n + 0.5) / 0.5)

    def coverage(self, question_words: set[str], found: set[str]) -> float:
        """IDF-weighted share of ``question_words`` in ``found`` (both :func:`content_words`)."""
        total = sum(self.idf(w) for w in question_words)
        return sum(self.idf(w) for w in question_words if w in found) / total if total else 0.0

    def judge(self, question: str, passages: list[str], cosines: np.ndarray | list[float] | None = None) -> Judgement:
        """The verdict on ``passages`` (title + text each) for ``question``; ``cosines`` in the same
        order, or ``None`` without a dense encoder."""
        words = content_words(question)
        found = [content_words(p) for p in passages]
        together = self.coverage(words, set().union(*found)) if found else 0.0
        cos = [float(c) for c in cosines] if cosines is not None and self.floor is not None else None
        best = max(cos) if cos else None
        clears = clears_bar(together, best, self.coverage_bar, self.floor, self.agreement)
        judged = []
        for i, held in enumerate(found):
            own = self.coverage(words, held)
            c = cos[i] if cos is not None else None
            judged.append(Relevance(own, c, clears and (own > 0 or (c is not None and c >= self.floor))))
        return Judgement(clears, together, best, judged)


def clears_bar(coverage: float, cosine: float | None, coverage_bar: float = COVERAGE_BAR, floor: float | None = None,
               agreement: float | None = None) -> bool:
    """The rule of the module: ``cosine >= floor``, or ``coverage >= coverage_bar`` with
    ``cosine >= agreement``; without a cosine (``None``: no calibrated encoder), coverage alone."""
    if cosine is None or floor is None:
        return coverage >= coverage_bar
    return cosine >= floor or (coverage >= coverage_bar and cosine >= (agreement or 0.0))


def passage_text(title: str | None, text: str) -> str:
    """What the bar reads of a chunk: the text it is indexed as."""
    return embedding_text(title, text)
