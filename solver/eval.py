"""Retrieval evaluation on multi-hop QA question sets: recall@k of gold supporting passages, latency, EM/F1.

Question files (a JSON list, or JSON Lines), format detected from the first question:

- **MuSiQue** (Trivedi et al. 2022): ``paragraphs[]`` with ``title``, ``paragraph_text`` and
  ``is_supporting``; a gold passage is the document with that title *and* text (MuSiQue repeats
  titles across different passages). Answers: ``answer`` + ``answer_aliases``.
- **HotpotQA** (Yang et al. 2018) and **2WikiMultiHopQA** (Ho et al. 2020): ``supporting_facts``
  ``[[title, sentence index], ...]``; a gold passage is the document with that title. 2Wiki is
  told apart by its ``evidences`` field. Answers: ``answer``.

Recall@k of one question = (gold passages among the top ``k`` distinct retrieved documents) /
(gold passages); several chunks of one document count once. Reported as the mean over questions.

EM and F1 are SQuAD's (Rajpurkar et al. 2016: lower case, no punctuation, no articles, collapsed
spaces; F1 over tokens), maximised over the answer and its aliases. They are computed only when an
``answer`` callable is given (a model that answers from the retrieved chunks); otherwise ``None``.
"""

from __future__ import annotations

import json
import re
import string
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import duckdb

from kagflow.solver.retrievers.base import Hit
from kagflow.solver.retrievers.hybrid import RETRIEVERS

DEFAULT_KS = (2, 5)
FETCH_FACTOR = 4  # chunks fetched per wanted passage, so k distinct passages survive de-duplication

Answerer = Callable[[str, list[Hit]], str]


class QuestionFileError(ValueError):
    """The questions file cannot be read, is not a known format, or names passages the project lacks."""


@dataclass(frozen=True)
class Question:
    """One evaluation question.

    Attributes:
        qid: the set's question id.
        text: the question.
        gold: one entry per gold supporting passage: ``(title, text)`` (MuSiQue) or ``(title, None)``.
        answers: the answer and its aliases ("" when the set has none).
    """

    qid: str
    text: str
    gold: tuple[tuple[str, str | None], ...]
    answers: tuple[str, ...] = ()


@dataclass
class EvalReport:
    """What :func:`evaluate` measured; :meth:`as_dict` is ``kagflow eval --json``."""

    n: int
    format: str
    recall: dict[str, dict[str, float]]
    latency_ms: dict[str, float]
    em: float | None = None
    f1: float | None = None
    per_question: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"n": self.n, "retrievers": self.recall, "latency_ms": self.latency_ms, "em": self.em, "f1": self.f1}


def load_questions(path: Path) -> tuple[str, list[Question]]:
    """Read a question file and detect its format.

    Returns:
        ``(format, questions)``, format ``musique`` | ``hotpotqa`` | ``2wiki``.

    Raises:
        QuestionFileError: unreadable, not JSON / JSON Lines, empty, or no known format (the
            message names the question and the missing field).
    """
    try:
        raw = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise QuestionFileError(f"{path}: cannot read: {exc}") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as first:
        try:  # JSON Lines (MuSiQue ships .jsonl)
            data = [json.loads(line) for line in raw.splitlines() if line.strip()]
        except json.JSONDecodeError:
            raise QuestionFileError(f"{path}: line {first.lineno}: not valid JSON or JSON Lines: {first.msg}") from first
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not data or not all(isinstance(q, dict) for q in data):
        raise QuestionFileError(f"{path}: expected a non-empty list of question objects")
    first = data[0]
    if "paragraphs" in first:
        kind = "musique"
    elif "supporting_facts" in first:
        kind = "2wiki" if "evidences" in first else "hotpotqa"
    else:
        raise QuestionFileError(f"{path}: question 1 has neither 'paragraphs' (MuSiQue) nor 'supporting_facts' "
                                f"(HotpotQA, 2Wiki): not a known question format")
    return kind, [_question(q, i, kind, path) for i, q in enumerate(data, start=1)]


def _question(q: dict, number: int, kind: str, path: Path) -> Question:
    where = f"{path}: question {number}"
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        raise QuestionFileError(f"{where}: no 'question' text")
    qid = str(q.get("id", q.get("_id", number)))
    try:
        if kind == "musique":
            gold = tuple((p["title"], p.get("paragraph_text", p.get("text"))) for p in q["paragraphs"] if p.get("is_supporting"))
            if any(not isinstance(t, str) or not isinstance(x, str) for t, x in gold):
                raise TypeError("a supporting paragraph lacks 'title' or 'paragraph_text'")
        else:
            titles = [fact[0] for fact in q["supporting_facts"]]
            if not all(isinstance(t, str) for t in titles):
                raise TypeError("a supporting fact's title is not a string")
            gold = tuple((t, None) for t in dict.fromkeys(titles))
    except (KeyError, TypeError, IndexError) as exc:
        raise QuestionFileError(f"{where} ({qid}): malformed gold passages ({kind} format): {exc}") from exc
    if not gold:
        raise QuestionFileError(f"{where} ({qid}): no gold supporting passage")
    answers = [q.get("answer")] + list(q.get("answer_aliases") or [])
    return Question(qid, text.strip(), gold, tuple(str(a) for a in answers if a is not None))


def _space(text: str) -> str:
    return " ".join(text.split())


def gold_documents(con: duckdb.DuckDBPyConnection, questions: Sequence[Question]) -> list[list[frozenset[str]]]:
    """For each question, for each gold passage, the project's documents that are that passage.

    A ``(title, text)`` gold matches documents with that title and the same text (whitespace
    collapsed); a ``(title, None)`` gold matches documents with that title.

    Raises:
        QuestionFileError: a gold passage is not in the project (the message lists up to five).
    """
    by_title: dict[str, list[tuple[str, str]]] = {}
    for doc_id, title, text in con.execute("SELECT doc_id, title, text FROM documents WHERE title IS NOT NULL ORDER BY doc_id").fetchall():
        by_title.setdefault(title, []).append((doc_id, text))
    result: list[list[frozenset[str]]] = []
    missing: list[str] = []
    for q in questions:
        sets = []
        for title, text in q.gold:
            docs = by_title.get(title, [])
            if text is not None:
                want = _space(text)
                docs = [(d, t) for d, t in docs if _space(t) == want]
            if not docs:
                missing.append(f"{q.qid}: {title!r}")
            sets.append(frozenset(d for d, _ in docs))
        result.append(sets)
    if missing:
        shown = "; ".join(missing[:5]) + (f"; and {len(missing) - 5} more" if len(missing) > 5 else "")
        raise QuestionFileError(f"{len(missing)} gold passage(s) are not documents of this project "
                                f"(was it built from the questions' corpus?): {shown}")
    return result


def recall_at(ranked_docs: Sequence[str], gold: Sequence[frozenset[str]], k: int) -> float:
    """Share of ``gold`` passages with a document among the first ``k`` distinct of ``ranked_docs``."""
    top = set(list(dict.fromkeys(ranked_docs))[:k])
    return sum(1 for docs in gold if docs & top) / len(gold)


def normalize_answer(text: str) -> str:
    """SQuAD's answer normalisation: lower case, punctuation and articles removed, spaces collapsed."""
    text = "".join(ch for ch in text.lower() if ch not in set(string.punctuation))
    text = re.sub(r"\b(a|an|the)\b", " ", text)
    return " ".join(text.split())


def exact_match(prediction: str, answers: Sequence[str]) -> float:
    """1.0 when the normalised prediction equals a normalised answer, else 0.0."""
    return float(any(normalize_answer(prediction) == normalize_answer(a) for a in answers))


def f1_score(prediction: str, answers: Sequence[str]) -> float:
    """SQuAD token F1, the best over ``answers``."""
    best = 0.0
    pred = normalize_answer(prediction).split()
    for answer in answers:
        gold = normalize_answer(answer).split()
        common = sum((Counter(pred) & Counter(gold)).values())
        if common:
            precision, recall = common / len(pred), common / len(gold)
            best = max(best, 2 * precision * recall / (precision + recall))
    return best


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = (len(ordered) - 1) * q  # linear interpolation, as numpy's default
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def evaluate(search, questions: Sequence[Question], gold: Sequence[Sequence[frozenset[str]]], ks: Sequence[int] = DEFAULT_KS,
             answer: Answerer | None = None, kind: str = "") -> EvalReport:
    """Run every question through ``search`` and measure recall@k per retriever, latency, EM/F1.

    Args:
        search: a :class:`~kagflow.solver.retrievers.hybrid.ChunkSearch` (``search_each``).
        questions: from :func:`load_questions`.
        gold: from :func:`gold_documents`, aligned with ``questions``.
        ks: the cut-offs.
        answer: ``(question, hybrid hits) -> answer text``, or ``None`` (EM/F1 stay ``None``).
        kind: the question format, reported.

    Returns:
        an :class:`EvalReport`; latency is wall time of one ``search_each`` call per question (ms),
        once loaded: the first question is asked once, untimed, before the timed pass.
    """
    fetch = max(ks) * FETCH_FACTOR
    sums = {r: {k: 0.0 for k in ks} for r in RETRIEVERS}
    latencies: list[float] = []
    ems: list[float] = []
    f1s: list[float] = []
    per_question = []
    if questions:  # untimed: the first question would carry loading the query encoder (seconds)
        search.search_each(questions[0].text, fetch)
    for q, g in zip(questions, gold):
        start = time.perf_counter()
        hits = search.search_each(q.text, fetch)
        latencies.append((time.perf_counter() - start) * 1000)
        row = {"id": q.qid, "question": q.text}
        for name in RETRIEVERS:
            docs = [h.doc_id for h in hits.get(name, [])]
            for k in ks:
                value = recall_at(docs, g, k)
                sums[name][k] += value
                row[f"{name}@{k}"] = value
        if answer is not None:
            prediction = answer(q.text, hits.get("hybrid", []))
            ems.append(exact_match(prediction, q.answers))
            f1s.append(f1_score(prediction, q.answers))
            row["prediction"] = prediction
        per_question.append(row)
    n = len(questions)
    recall = {name: {f"recall@{k}": round(sums[name][k] / n, 4) if n else 0.0 for k in ks} for name in RETRIEVERS}
    latency = {"p50": round(_percentile(latencies, 0.5), 1), "p95": round(_percentile(latencies, 0.95), 1)}
    return EvalReport(n, kind, recall, latency,
                      round(sum(ems) / n, 4) if ems else None, round(sum(f1s) / n, 4) if f1s else None, per_question)
