"""Evaluation on question sets: recall@k of gold supporting passages, answers' EM/F1, latency.

Question files (a JSON list, or JSON Lines; :mod:`kagflow.solver.records`), format detected from
the first question:

- **MuSiQue** (Trivedi et al. 2022): ``paragraphs[]`` with ``title``, ``paragraph_text`` and
  ``is_supporting``; a gold passage is the document with that title *and* text (MuSiQue repeats
  titles across different passages). Answers: ``answer`` + ``answer_aliases``.
- **HotpotQA** (Yang et al. 2018) and **2WikiMultiHopQA** (Ho et al. 2020): ``supporting_facts``
  ``[[title, sentence index], ...]``; a gold passage is the document with that title. 2Wiki is
  told apart by its ``evidences`` field. Answers: ``answer``.
- **question-answer sets** (format ``qa``; KAG's AffairQA, ``bench/questions/``): ``{"id",
  "question", "answer": [gold, ...]}`` and no passages; optional ``shape`` (what kind of
  question, reported per question) and ``as_of`` (``YYYY-MM-DD``: the build date a relative time
  window in the question assumes). ``answer`` lists the values of the answer (one for a
  one-value answer, each value of a multi-valued one); an item may be a list of alternative
  forms of one value. Items are strings, numbers or booleans.

Recall@k of one question = (gold passages among the top ``k`` distinct retrieved documents) /
(gold passages); several chunks of one document count once. Reported as the mean over questions,
for the passage formats only.

EM and F1 (:mod:`kagflow.solver.scoring`) are computed whenever the set has answers: each
question is asked as ``kagflow ask`` does, and a question that gets no answer (evidence mode)
scores 0. ``em``/``f1`` are means over all questions; ``precision`` is the share of answered
questions whose answer is exactly right (EM 1). A question-answer set is scored on the plan's
``values`` (an answer with no values counts as abstained); the passage formats on the written
answer text, best over the answer and its aliases.
"""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import duckdb

from kagflow.solver.records import Record, RecordFileError, read_records
from kagflow.solver.retrievers.base import Hit
from kagflow.solver.retrievers.hybrid import RETRIEVERS
from kagflow.solver.scoring import exact_match, f1_score, normalize_answer, score_values

__all__ = ["DEFAULT_KS", "QA_FORMAT", "AnswerQuestion", "AnswerReport", "EvalReport", "Question", "QuestionFileError",
           "as_of_notes", "built_as_of", "evaluate", "evaluate_answers", "exact_match", "f1_score", "gold_documents",
           "load_questions", "normalize_answer", "recall_at"]

DEFAULT_KS = (2, 5)
FETCH_FACTOR = 4  # chunks fetched per wanted passage, so k distinct passages survive de-duplication
QA_FORMAT = "qa"

Answerer = Callable[[str, list[Hit]], "str | None"]
"""``(question, hybrid hits) -> answer text``, ``None`` when the question got no answer."""


class QuestionFileError(ValueError):
    """The questions file cannot be read, is not a known format, or names passages the project lacks."""


@dataclass(frozen=True)
class Question:
    """One evaluation question with gold passages (MuSiQue, HotpotQA, 2Wiki).

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


@dataclass(frozen=True)
class AnswerQuestion:
    """One question of a question-answer set (format ``qa``: no passages).

    Attributes:
        qid: the set's question id.
        text: the question.
        gold: the gold list as the file gives it: values, or lists of alternative forms of one
            value (:func:`kagflow.solver.scoring.score_values`).
        shape: the kind of question (``property``, ``two_hop``...), when the file says.
        as_of: the build date (ISO) a relative time window in the question assumes, when it says.
    """

    qid: str
    text: str
    gold: tuple
    shape: str | None = None
    as_of: str | None = None


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
    answered: int | None = None
    precision: float | None = None

    def as_dict(self, per_question: bool = False) -> dict:
        """The ``--json`` object; ``per_question`` adds ``questions`` (one row per question)."""
        out = {"n": self.n, "retrievers": self.recall, "latency_ms": self.latency_ms, "em": self.em, "f1": self.f1,
               "answered": self.answered, "abstained": None if self.answered is None else self.n - self.answered,
               "precision": self.precision}
        if per_question:
            out["questions"] = self.per_question
        return out


@dataclass
class AnswerReport:
    """What :func:`evaluate_answers` measured on a question-answer set; :meth:`as_dict` is
    ``kagflow eval --json``.

    Attributes:
        n: questions.
        answered: questions answered with values; ``abstained`` is the rest.
        em, f1: means over all ``n`` questions (an abstention scores 0).
        precision: questions answered exactly right among those answered; ``None`` when none was.
        latency_ms: ``p50``/``p95`` of one ``ask`` per question.
        per_question: ``id``, ``question``, ``shape``, ``gold``, ``predicted`` (``None`` when
            abstained), ``em``, ``f1``, ``mode``, ``latency_ms``.
        notes: what the numbers need to be read with (no model, an as-of date that differs).
    """

    n: int
    answered: int
    em: float
    f1: float
    precision: float | None
    latency_ms: dict[str, float]
    per_question: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def abstained(self) -> int:
        """Questions that got no answer."""
        return self.n - self.answered

    def as_dict(self, per_question: bool = False) -> dict:
        """The ``--json`` object; ``per_question`` adds ``questions`` (one row per question)."""
        out = {"n": self.n, "format": QA_FORMAT, "answered": self.answered, "abstained": self.abstained, "em": self.em,
               "f1": self.f1, "precision": self.precision, "latency_ms": self.latency_ms, "notes": self.notes}
        if per_question:
            out["questions"] = self.per_question
        return out


def load_questions(path: Path | str) -> tuple[str, list[Question] | list[AnswerQuestion]]:
    """Read a question file and detect its format.

    Returns:
        ``(format, questions)``, format ``musique`` | ``hotpotqa`` | ``2wiki`` (:class:`Question`)
        or ``qa`` (:class:`AnswerQuestion`).

    Raises:
        QuestionFileError: unreadable, not JSON / JSON Lines, empty, no known format, or a
            question with a missing or mistyped field (the message names the question, its line
            and the field).
    """
    try:
        source, records = read_records(path, "question")
    except RecordFileError as exc:
        raise QuestionFileError(str(exc)) from exc
    first = records[0].data
    if "paragraphs" in first:
        kind = "musique"
    elif "supporting_facts" in first:
        kind = "2wiki" if "evidences" in first else "hotpotqa"
    elif isinstance(first.get("answer"), list):
        kind = QA_FORMAT
    else:
        raise QuestionFileError(f"{source}: question 1 has neither 'paragraphs' (MuSiQue) nor 'supporting_facts' "
                                f"(HotpotQA, 2Wiki) nor an 'answer' list (a question-answer set): not a known question format")
    if kind == QA_FORMAT:
        questions = [_answer_question(r, source) for r in records]
        seen: dict[str, Record] = {}
        for q, r in zip(questions, records):
            if q.qid in seen:
                raise QuestionFileError(f"{source}: {r.where('question')}: id {q.qid!r} was already used by "
                                        f"{seen[q.qid].where('question')}")
            seen[q.qid] = r
        return kind, questions
    return kind, [_question(r.data, r.number, kind, source) for r in records]


def _question(q: dict, number: int, kind: str, path: Path | str) -> Question:
    where = f"{path}: question {number}"
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        raise QuestionFileError(f"{where}: no 'question' text")
    qid = str(q.get("id", q.get("_id", number)))
    field = "paragraphs" if kind == "musique" else "supporting_facts"
    items = q.get(field)
    # a string (or an object) would be iterated character by character (key by key)
    if field in q and not isinstance(items, list):
        raise QuestionFileError(f"{where} ({qid}): '{field}' must be a list of "
                                + ("paragraph objects" if kind == "musique" else "[title, sentence index] pairs")
                                + f", not {_type_name(items)}")
    try:
        if kind == "musique":
            for n, p in enumerate(q["paragraphs"], start=1):
                if not isinstance(p, dict):
                    raise TypeError(f"paragraph {n} is {_type_name(p)}, not an object")
            gold = tuple((p["title"], p.get("paragraph_text", p.get("text"))) for p in q["paragraphs"] if p.get("is_supporting"))
            if any(not isinstance(t, str) or not isinstance(x, str) for t, x in gold):
                raise TypeError("a supporting paragraph lacks 'title' or 'paragraph_text'")
        else:
            for n, fact in enumerate(q["supporting_facts"], start=1):
                if not isinstance(fact, list) or not fact:
                    found = "an empty list" if fact == [] else _type_name(fact)
                    raise TypeError(f"supporting fact {n} is {found}, not a [title, sentence index] pair")
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


def _type_name(value: object) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    return {str: "a string", list: "a list", dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


def _gold_item(item: object) -> str | None:
    """Why ``item`` cannot be a gold answer (``None`` when it can)."""
    if isinstance(item, bool):
        return None
    if isinstance(item, (int, float)):
        return None if item == item and item not in (float("inf"), float("-inf")) else "not a finite number"
    if isinstance(item, str):
        return None if item.strip() else "an empty string"
    return f"{_type_name(item)}, not a string, number or boolean"


def _answer_question(record: Record, source: str) -> AnswerQuestion:
    """One ``{"id", "question", "answer": [...]}`` record, every field checked."""
    q = record.data
    where = f"{source}: {record.where('question')}"
    if "id" not in q:
        raise QuestionFileError(f"{where}: no 'id'")
    qid = q["id"]
    if isinstance(qid, bool) or not isinstance(qid, (str, int)) or (isinstance(qid, str) and not qid.strip()):
        raise QuestionFileError(f"{where}: 'id' must be a non-empty string or a whole number, not {_type_name(qid)}")
    qid = str(qid)
    where = f"{where} (id {qid})"
    text = q.get("question")
    if not isinstance(text, str) or not text.strip():
        raise QuestionFileError(f"{where}: " + ("no 'question'" if text is None else
                                                 f"'question' must be a non-empty string, not {_type_name(text)}"))
    gold = q.get("answer")
    if not isinstance(gold, list) or not gold:
        raise QuestionFileError(f"{where}: " + ("no 'answer'" if gold is None else
                                                 "'answer' must be a non-empty list of gold answers, not "
                                                 + ("an empty list" if gold == [] else _type_name(gold))))
    for n, item in enumerate(gold, start=1):
        forms = item if isinstance(item, list) else [item]
        if not forms:
            raise QuestionFileError(f"{where}: answer {n}: an empty list of alternative forms")
        for form in forms:
            problem = _gold_item(form)
            if problem:
                raise QuestionFileError(f"{where}: answer {n}: {problem}")
    shape = q.get("shape")
    if shape is not None and not isinstance(shape, str):
        raise QuestionFileError(f"{where}: 'shape' must be a string, not {_type_name(shape)}")
    as_of = q.get("as_of")
    if as_of is not None:
        try:
            as_of = dt.date.fromisoformat(as_of).isoformat() if isinstance(as_of, str) else None
        except ValueError:
            as_of = None
        if as_of is None:
            raise QuestionFileError(f"{where}: 'as_of' must be a date YYYY-MM-DD, not {q['as_of']!r}")
    return AnswerQuestion(qid, text.strip(), tuple(tuple(i) if isinstance(i, list) else i for i in gold), shape, as_of)


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


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = (len(ordered) - 1) * q  # linear interpolation, as numpy's default
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _latency(values: Sequence[float]) -> dict[str, float]:
    return {"p50": round(_percentile(values, 0.5), 1), "p95": round(_percentile(values, 0.95), 1)}


def evaluate(search, questions: Sequence[Question], gold: Sequence[Sequence[frozenset[str]]], ks: Sequence[int] = DEFAULT_KS,
             answer: Answerer | None = None, kind: str = "") -> EvalReport:
    """Run every question through ``search`` and measure recall@k per retriever, latency, EM/F1.

    Args:
        search: a :class:`~kagflow.solver.retrievers.hybrid.ChunkSearch` (``search_each``).
        questions: from :func:`load_questions`.
        gold: from :func:`gold_documents`, aligned with ``questions``.
        ks: the cut-offs.
        answer: ``(question, hybrid hits) -> answer text`` (``None``: the question got no
            answer, and scores 0), or ``None`` (no answers asked: EM/F1 stay ``None``).
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
    answered = 0
    correct = 0
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
            em = exact_match(prediction, q.answers) if prediction is not None else 0.0
            ems.append(em)
            f1s.append(f1_score(prediction, q.answers) if prediction is not None else 0.0)
            answered += prediction is not None
            correct += prediction is not None and em == 1.0
            row.update(gold=list(q.answers), prediction=prediction, em=em, f1=round(f1s[-1], 4))
        per_question.append(row)
    n = len(questions)
    recall = {name: {f"recall@{k}": round(sums[name][k] / n, 4) if n else 0.0 for k in ks} for name in RETRIEVERS}
    asked = answer is not None
    return EvalReport(n, kind, recall, _latency(latencies),
                      round(sum(ems) / n, 4) if ems else None, round(sum(f1s) / n, 4) if f1s else None, per_question,
                      answered if asked else None, round(correct / answered, 4) if asked and answered else None)


class AnswersQuestions(Protocol):
    """What :func:`evaluate_answers` asks: :class:`kagflow.solver.ask.Asker`, or a test double."""

    def ask(self, question: str):
        """An object with ``mode`` (``"answer"`` | ``"evidence"``) and ``values`` (list or ``None``)."""


def predicted_values(result) -> list | None:
    """The values an :class:`~kagflow.solver.ask.AskResult` answers with; ``None`` when it
    abstained (evidence mode, or an answer whose plan gave no values)."""
    if result.mode != "answer" or not result.values:
        return None
    return list(result.values)


def evaluate_answers(asker: AnswersQuestions, questions: Sequence[AnswerQuestion], *,
                     warm_up: Callable[[str], object] | None = None,
                     clock: Callable[[], float] = time.perf_counter) -> AnswerReport:
    """Ask every question and score the answers' values against the gold answers.

    Args:
        asker: ``ask(question)`` as :meth:`kagflow.solver.ask.Asker.ask` (``mode``, ``values``).
        questions: from :func:`load_questions` (format ``qa``).
        warm_up: called once with the first question before the timed pass, untimed (loading
            the query encoder would otherwise count against the first question).
        clock: seconds, for the latency (a test passes its own).

    Returns:
        an :class:`AnswerReport` (:mod:`kagflow.solver.scoring` scores each question).
    """
    if warm_up is not None and questions:
        warm_up(questions[0].text)
    rows: list[dict] = []
    latencies: list[float] = []
    for q in questions:
        start = clock()
        result = asker.ask(q.text)
        latencies.append((clock() - start) * 1000)
        predicted = predicted_values(result)
        em, f1 = score_values(predicted, q.gold) if predicted is not None else (0.0, 0.0)
        rows.append({"id": q.qid, "question": q.text, "shape": q.shape, "gold": [list(g) if isinstance(g, tuple) else g for g in q.gold],
                     "predicted": _plain(predicted), "em": em, "f1": round(f1, 4), "mode": result.mode,
                     "latency_ms": round(latencies[-1], 1)})
    n = len(rows)
    answered = sum(1 for r in rows if r["predicted"] is not None)
    correct = sum(1 for r in rows if r["predicted"] is not None and r["em"] == 1.0)
    return AnswerReport(n, answered, round(sum(r["em"] for r in rows) / n, 4) if n else 0.0,
                        round(sum(r["f1"] for r in rows) / n, 4) if n else 0.0,
                        round(correct / answered, 4) if answered else None, _latency(latencies), rows)


def _plain(values: list | None) -> list | None:
    from kagflow.solver.answer import plain_numbers

    return None if values is None else plain_numbers(values)


def built_as_of(project) -> str | None:
    """The as-of date (ISO) the project's published store was built for, from the last build's
    stamp; ``None`` when there is none to read (never built here, a store from object storage)."""
    from kagflow.incremental import STAMP_FILE

    try:
        stamp = json.loads((project.state_dir / STAMP_FILE).read_text(encoding="utf-8"))
        as_of = stamp["inputs"]["as_of"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return as_of if isinstance(as_of, str) else None


def as_of_notes(questions: Sequence[AnswerQuestion], built: str | None) -> list[str]:
    """A note when questions assume an as-of date other than the store's (their relative time
    windows then have other answers): ``built`` from :func:`built_as_of`."""
    if built is None:
        return []
    other: dict[str, list[str]] = {}
    for q in questions:
        if q.as_of and q.as_of != built:
            other.setdefault(q.as_of, []).append(q.qid)
    return [f"{len(ids)} question(s) ({', '.join(ids[:5])}{', ...' if len(ids) > 5 else ''}) assume the project was built "
            f"as of {as_of}, but it was built as of {built}: their gold answers need `kagflow build --as-of {as_of}`"
            for as_of, ids in sorted(other.items())]
