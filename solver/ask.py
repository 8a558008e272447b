"""Ask a question of a built project: plan -> execute -> answer with citations, or evidence.

:class:`Asker` loads a project once (a read-only store connection, the schema with the columns the
data has beyond it, the query encoder, chunk search and the solver model) and answers questions:

1. link the question's entities (names and aliases that occur in its text) and read the graph's
   facts about them, each with its source (``file:line``, the rule that derived it, the chunks of
   its document that mention the entities);
2. retrieve the top-k chunks (:class:`kagflow.solver.retrievers.hybrid.ChunkSearch`);
3. with a model: plan (:mod:`kagflow.solver.planner`, static or iterative, one repair), execute the
   plan (its steps' SQL, rows and sources), and write an answer citing the evidence
   (:mod:`kagflow.solver.answer`);
4. without a model, or when planning fails: *evidence mode* — the facts and chunks, labelled as
   evidence, not an answer; ``notes`` say why.

Question entity linking is exact (names and aliases occurring in the question, longest first,
on word boundaries for Latin script): the prototype found fuzzy or embedding linking of a whole
question linked noise. spaCy NER on the question is not used (it would load a pipeline per
process for little gain over the alias match).
"""

from __future__ import annotations

import dataclasses
import datetime as dt

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import duckdb
import pyarrow as pa

from kagflow.boundary import check_k
from kagflow.solver.answer import plain_numbers
from kagflow.solver.model import Complete, ModelReplyError, SolverModelError
from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.solver.question_links import completed_links
from kagflow.solver.scoring import is_cjk
from kagflow.solver.reader import AUTO, PLAN_CACHE_SIZE, AskError, ProjectReader  # noqa: F401 - AskError re-exported
from kagflow.store.ids import text_hash
from kagflow.store.warehouse import register_arrow

EVIDENCE_LABEL = "Evidence (no language model configured): the facts and passages below are not an answer."
SCHEMA_LABEL = "answer (schema planner, no model)"
PLAN_FAILED_LABEL = "Evidence (the plan failed, see notes): the facts and passages below are not an answer."
NOTHING_ANSWERS = "nothing in the documents answers this"
NOTHING_LABEL = (f"{NOTHING_ANSWERS.capitalize()}: no passage clears the relevance bar and the question names no "
                 "entity of the graph; the passages below are the nearest, all below the bar.")
MAX_FACTS = 40
# a number of days asked: never a count's answer ("How many days separate the first and the last transfers?")
_DAYS_ASKED = re.compile(r"多少天|几天|\bhow\s+many\s+days\b|\bnumber\s+of\s+days\b", re.I)
# a percentage asked in words: only a share or a ratio reading computes one (never the part's amount alone)
_PERCENT_ASKED = re.compile(r"百分比|百分之[几多]|占比|比例|比重|\bwhat percent(?:age)?\b|\bpercentage\b|\bwhat share\b|\bwhat proportion\b", re.I)
FACTS_PER_ENTITY = 15
MAX_LINKS = 8


@dataclass
class AskResult:
    """What :meth:`Asker.ask` found: an answer with its trace, or evidence.

    Attributes:
        question: as asked.
        mode: ``"answer"`` (a model planned, ran and answered) or ``"evidence"``.
        answer: the answer text (``None`` in evidence mode).
        plan: the executed plan in canonical form (``None`` when none ran).
        steps: per plan step: action, retriever, sql, params, rows, sources, citations.
        facts: graph facts about the linked entities, each with ``source`` and ``citations``.
        chunks: the top chunk hits (``Hit.as_dict()``, each with its ``citation``).
        links: question entities linked: ``{"text", "entity_id", "name", "type", "method"}``.
        notes: lenient readings, repairs, fallbacks, model errors.
        values: the plan's output values (``Answer.answer``), when a plan ran.
        cited: the chunk numbers (1-based into ``chunks``) the answer cites.
        label: the evidence-mode heading (``None`` for an answer).
        relevant: whether anything bears on the question: a passage that clears the relevance bar
            (:mod:`kagflow.solver.retrievers.relevance`; each chunk's ``relevance`` says how it
            scored) or a fact about an entity the question names. ``False``: evidence mode says
            :data:`NOTHING_ANSWERS`.
    """

    question: str
    mode: str
    answer: str | None = None
    plan: str | None = None
    steps: list[dict] = field(default_factory=list)
    facts: list[dict] = field(default_factory=list)
    chunks: list[dict] = field(default_factory=list)
    links: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    values: list | None = None
    cited: list[int] = field(default_factory=list)
    label: str | None = None
    relevant: bool = True

    def as_dict(self) -> dict:
        """The ``kagflow ask --json`` object."""
        return {"question": self.question, "mode": self.mode, "label": self.label, "relevant": self.relevant,
                "answer": self.answer,
                "values": plain_numbers(self.values), "cited": self.cited, "plan": self.plan, "steps": self.steps,
                "facts": self.facts, "chunks": self.chunks, "links": self.links, "notes": self.notes}


# a word character that is not CJK: a Latin name's boundary (Chinese written against it is not a letter of it)
_LATIN_WORD = r"[^\W\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _latin(text: str) -> bool:
    return all(ord(ch) < 0x2E80 for ch in text)


def _in_answer_order(pairs: list | None, values: list) -> list | None:
    """The values ``pairs`` (``[entity, value]`` rows of an Output variable) give the answer's entities, in the
    answer's order ("the top 3 by inflow": each one's inflow beside its name's place), or None where some
    answered entity has none (the variable's own binding order is then kept)."""
    by: dict = {}
    for entity, value in pairs or ():
        by.setdefault(entity, []).append(value)
    return [x for v in values for x in by[v]] if pairs and all(isinstance(v, str) and v in by for v in values) else None


def _planned_values(planned, answer, notes: list[str]) -> list:
    """The values answering a schema plan (``planned``, a ``SchemaPlan``) from its executed ``answer``: its answer
    variable's, the one entity a choice's difference favours (both where equal), a sorted list's items without the
    numbers they are ranked by (``rankings.items_in_order``); what was read so is appended to ``notes``."""
    from kagflow.solver.rankings import items_in_order

    values = answer.bindings.get(planned.answer_var, answer.answer) if planned.answer_var else answer.answer
    if planned.choice is not None and values and isinstance(values[0], (int, float)) and not isinstance(values[0], bool):
        a, b, op = planned.choice  # the difference a - b decides; equal values give both
        d = values[0]
        values = [a, b] if d == 0 else [a] if (d > 0) == (op == "gt") else [b]
        notes.append(f"schema planner: {a} minus {b} is {d:g}; the answer is the one with the "
                     f"{'greater' if op == 'gt' else 'smaller'} value")
    elif planned.choice is not None:
        values = []
    if planned.items_only and (ranked := items_in_order(values))[1] is not None:  # "请按付款金额从高到低排列": the names
        values = ranked[0]
        notes.append(f"schema planner: in order of the ranking's numbers: {ranked[1]}")
    return values


def _no_edge_totals(asker, planned, answer, question: str, notes: list[str]):
    """``(planned, answer, values)`` of ``planned`` run again with its sums over a named entity's missing edges
    read as 0 (:func:`kagflow.solver.empty_totals.no_edge_totals`), or None where none is such or the rerun
    fails."""
    import dataclasses

    from kagflow.solver.empty_totals import no_edge_totals
    from kagflow.solver.execute import PlanExecutionError
    from kagflow.solver.logical_form import LogicalFormSyntaxError
    from kagflow.solver.validate import PlanValidationError

    con = asker.schema_planner().con

    def types_of(ids: list[str]) -> list[str]:  # (a table's own records: no placeholder, nothing only a text names)
        return [t for (t,) in con.execute("SELECT type FROM entities WHERE NOT is_stub AND list_contains($ids, entity_id)", {"ids": ids}).fetchall()]

    if (zeroed := no_edge_totals(planned.text, answer.steps, types_of)) is None:
        return None
    planned = dataclasses.replace(planned, text=zeroed[0])
    try:
        answer = asker.query(planned.text, "<schema plan>", question=question)
    except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError):
        return None
    notes.append(f"schema planner: {zeroed[1]}")
    return planned, answer, _planned_values(planned, answer, notes)


def _not_what_is_asked(question: str, planned, ratio: bool) -> str | None:
    """Why the schema planner's reading ``planned`` (or None) does not answer ``question`` though it runs, or None: a
    ratio asked and no ratio read; a number of days asked and a count read ("How many days separate the first and the
    last transfers?": never the transfers counted); a percentage asked and no share or ratio read; records asked in an
    order and the record reading, which sorts none."""
    from kagflow.solver.rankings import order_said

    if ratio and (planned is None or planned.shape != "ratio"):
        return "the question asks one number over another; no reading computes the ratio"
    if planned is not None and planned.shape == "count" and _DAYS_ASKED.search(question):
        return "the question asks a number of days; the count reading counts no days"
    if planned is not None and planned.shape not in ("share", "ratio") and _PERCENT_ASKED.search(question):
        return f"the question asks a percentage; the {planned.shape} reading computes none"
    if planned is not None and planned.shape == "record" and (order := order_said(question)) is not None:
        return f"the question asks the records in an order ({order!r}); the record reading sorts none"  # ("每一笔金额按交易日期从早到晚")
    return None


def _schema_answer_text(planned, answer, values: list, notes: list[str]) -> str:
    """The words of a schema plan's answer: its reading's description with the values (a row as "北仑区: 11") and
    what else it bound; a superlative's ties said (and noted in ``notes``)."""
    from kagflow.solver.answer import render_value

    def word(v) -> str:
        return render_value(v).strip('"') if isinstance(v, str) else render_value(v)

    def words(vals: list) -> str:  # (a row, as a group and its count, "北仑区: 11")
        return ", ".join(": ".join(map(word, v)) if isinstance(v, (list, tuple)) else word(v) for v in vals)

    over = "; ".join(words(_in_answer_order(answer.pairs.get(alias), values) or v)
                     for alias, v in answer.bindings.items() if alias != planned.answer_var)
    text = planned.describe.format(value=words(values), over=over)
    top = int(m.group(1)) if planned.shape == "superlative" and (m := re.search(r"limit=(\d+)\)", planned.text)) else 1
    if planned.shape == "superlative" and (m := re.search(r"rank=(\d+)\)", planned.text)) and len(values) > 1:
        text += f"; {len(values)} tie"  # (one place asked, "第二多": more than one only where they tie there)
        notes.append(f"schema planner: {len(values)} entities share place {m.group(1)}; all are given")
    elif planned.shape == "superlative" and len(values) > top and "limit=" in planned.text:  # (the top N: more only at a tie;
        # a Sort without a limit is a list in a ranking's order, rankings.sorted_list)
        text += f"; {len(values)} tie" if top == 1 else f"; {len(values)}, tied at place {top}"
        notes.append(f"schema planner: {len(values)} entities share the best value; all are given" if top == 1 else
                     f"schema planner: {len(values)} entities rank {top} or better (a tie at the cut); all are given")
    return text


class Asker(ProjectReader):
    """A loaded project that answers questions: a :class:`~kagflow.solver.reader.ProjectReader`
    (read-only store connection, schema with observed predicates, the plan path) with its query
    encoder, chunk search and solver model loaded at once, as a server wants them.

    Args:
        project_root: the project folder (built with ``kagflow build``).
        complete: the solver model as ``messages -> text``; default: the project's ``llm:``
            settings (:func:`kagflow.solver.model.solver_model`); ``None``: no model.

    Raises:
        AskError: the project has not been built, its store is held by a build, or its chunk
            indexes cannot be read.
        ProjectError, SchemaError: the project folder, ``kagflow.yaml`` or schema is bad.
    """

    def __init__(self, project_root: str | Path, *, complete: Complete | None | object = AUTO):
        super().__init__(project_root, complete=complete)
        try:
            self.complete, self.chunk_search, self.name_encoder  # noqa: B018 - loaded now, not by the first question
        except BaseException:
            self.con.close()
            raise

    # -- the contract -------------------------------------------------------------------------
    def search(self, question: str, k: int = 5) -> list[Hit]:
        """The top ``k`` chunks for ``question`` (``ChunkSearch.search``), best first."""
        return self.chunk_search.search(question, k)

    def built_as_of(self) -> dt.date | None:
        """The date the loaded store was built for: the ``as_of`` its rules used (table
        ``build_info``), else its last ``kagflow build``'s, else ``as_of`` in ``kagflow.yaml``;
        None when none says (not today: a window would move)."""
        if not hasattr(self, "_built_as_of"):
            from kagflow.solver.eval import built_as_of

            try:
                row = self.con.execute("SELECT value FROM build_info WHERE key = 'as_of'").fetchone()
            except duckdb.Error:  # a store built before the table existed
                row = None
            stamp = (row[0] if row else None) or built_as_of(self.project) or self.project.config.as_of
            try:
                self._built_as_of = dt.date.fromisoformat(stamp) if stamp else None
            except ValueError:
                self._built_as_of = None
        return self._built_as_of

    def kind_words(self) -> list:
        """The store's kind words (:func:`kagflow.solver.kind_words.kind_words`), read once."""
        if not hasattr(self, "_kind_words"):
            from kagflow.solver.kind_words import kind_words

            self._kind_words = kind_words(self.con, self.schema)
        return self._kind_words

    def classifying_values(self) -> list:
        """The store's classifying values (:func:`kagflow.solver.question_names.classifying_values`), read once."""
        if not hasattr(self, "_classifying_values"):
            from kagflow.solver.question_names import classifying_values

            self._classifying_values = classifying_values(self.con, self.schema)
        return self._classifying_values

    def store_memo(self):
        """The schema planner's lookups of this open store (:mod:`kagflow.solver.store_memo`), one
        for every question this Asker plans."""
        if not hasattr(self, "_store_memo"):
            from kagflow.solver.store_memo import StoreMemo

            self._store_memo = StoreMemo()
        return self._store_memo

    def schema_planner(self):
        """A :class:`~kagflow.solver.schema_planner.SchemaPlanner` over this project's store, sharing
        its lookups kept per open store (:meth:`store_memo`)."""
        from kagflow.solver.schema_planner import SchemaPlanner

        return SchemaPlanner(self.con, self.schema, self.link, self.built_as_of(), self.kind_words(),
                             self.classifying_values(), self.store_memo())

    def schema_answer(self, question: str, result: AskResult, hits: list[Hit], k: int, depth: int = 0) -> bool:
        """Answer ``question`` with the schema planner (:mod:`kagflow.solver.schema_planner`):
        on a plan that runs and gives values, fill ``result`` as an answer labelled
        :data:`SCHEMA_LABEL` and return True; otherwise add the reasons to ``result.notes`` and
        return False (the caller gives evidence, or asks the model). Shares, held values, differences
        and descriptions answered first: :mod:`~kagflow.solver.shares`, ``held_values``, ``differences``,
        ``chained`` (``depth``: descriptions already replaced)."""
        from kagflow.solver.answer_form import as_asked
        from kagflow.solver.chained import chained_answer
        from kagflow.solver.counterparties import counterparties_answer
        from kagflow.solver.date_spans import span_answer, span_asked
        from kagflow.solver.defined_terms import term_plan
        from kagflow.solver.either_value import either_value_answer
        from kagflow.solver.differences import defined_as_difference, difference_answer, difference_asked, ratio_answer, ratio_asked
        from kagflow.solver.each_named import each_named_answer
        from kagflow.solver.two_asked import two_asked, two_asked_answer
        from kagflow.solver.excluding import excluding_answer
        from kagflow.solver.execute import PlanExecutionError
        from kagflow.solver.held_values import held_value
        from kagflow.solver.logical_form import LogicalFormSyntaxError
        from kagflow.solver.prefaces import after_preface
        from kagflow.solver.question_words import without_purpose
        from kagflow.solver.value_choice import value_choice_answer
        from kagflow.solver.shares import share_answer, share_questions
        from kagflow.solver.validate import PlanValidationError

        question, purpose = without_purpose(question)  # ("For a cash-flow check: what is X's outflow minus its inflow?")
        if purpose:
            result.notes.append(f"schema planner: read {purpose!r} as what the answer is for; it asks nothing")
        if share_questions(question):  # (a share question gets no other reading: never its part's amount)
            return share_answer(self, question, result, hits, k)
        if (ratio := ratio_asked(question)) and ratio_answer(self, question, result, hits, k):
            return True  # (else a plan computing the ratio, never either number alone: "宁波市的旅行社数量是舟山市的多少倍")
        if each_named_answer(self, question, result, hits, k):  # ("A、B、C各自的总流入分别是多少")
            return True
        if (pair := two_asked(question)) is not None:  # ("X的类别和级别分别是什么？按“类别;级别”回答。": both, never one)
            return two_asked_answer(self, pair, result, hits, k)
        if defined_as_difference(question) and difference_answer(self, question, result, hits, k):
            return True  # ("X的资金净流入是多少（收到的转账总额减去付出的转账总额）": the definition, never the term's inflow)
        if span_asked(question) and span_answer(self, question, result, hits, k):
            return True  # ("A第一次和最后一次给B转账之间相隔多少天": days, never a plan's sum of the dates)
        if either_value_answer(self, question, result, hits, k, depth) or counterparties_answer(self, question, result, hits, k):
            return True  # ("X的类别是“寺观教堂”还是“固定处所”": the one X holds; "exchanged money with": either direction)
        planner = self.schema_planner()  # ("X的主要客户？即：…": a term a schema rule defines, read as the rule)
        planned, notes = term_plan(planner, question) or planner.plan(question)
        result.notes.extend(f"schema planner: {n}" for n in notes)
        if (refused := _not_what_is_asked(question, planned, ratio)) is not None:
            result.notes.append(f"schema planner: {refused}")
            return False
        if planned is not None and planned.shape in ("aggregate", "relation") and difference_asked(self, question) \
                and difference_answer(self, question, result, hits, k):
            return True  # ("A付给B的钱，比B付给A的多多少": the two totals' difference, never the first total)
        if planned is None and (planned := held_value(planner, question)) is not None:
            result.notes.extend(f"schema planner: {n}" for n in planned.notes[-1:])  # "浙江省道教协会有网址吗？"
        if planned is None and (plain := after_preface(planner, question)) is not None:  # ("Background on X: when was it founded?")
            result.notes.append(f"schema planner: {plain[1]}")
            if self.schema_answer(plain[0], result, hits, k, depth):
                return True
        if planned is None:  # "X的总流入比总流出多多少": two numbers of one entity asked apart; else a description answered first
            return value_choice_answer(self, question, result, hits, k) or difference_answer(self, question, result, hits, k) \
                or excluding_answer(self, question, result, hits, k) \
                or chained_answer(self, question, result, hits, k, depth)
        try:
            answer = self.query(planned.text, "<schema plan>", question=question)
        except (LogicalFormSyntaxError, PlanValidationError, PlanExecutionError) as exc:
            result.notes.append(f"schema planner: its plan failed: {exc}")
            return False
        values = _planned_values(planned, answer, result.notes)
        if (not values or all(v is None for v in values)) and (zeroed := _no_edge_totals(self, planned, answer, question, result.notes)):
            planned, answer, values = zeroed  # ("Who received more, A or B?" where B received nothing: B's total is 0)
        if not values or all(v is None for v in values):
            result.notes.append(f"schema planner: its {planned.shape} plan found no value; showing evidence")
            return False
        values, changed = as_asked(question, values)  # "保留两位小数", "哪一年成立的" of 1988/1/13
        result.notes.extend(f"schema planner: {n}" for n in changed)
        result.steps = self._steps(answer.steps)
        result.plan = planned.text
        result.values = values
        text = _schema_answer_text(planned, answer, values, result.notes)
        cited = hits + [Hit.from_dict(c) for st in result.steps for c in st["citations"] if c["text"]]
        result.chunks = _keep_relevance(result.chunks, _unique(cited)[: k + 5])
        result.mode, result.answer, result.label = "answer", text, SCHEMA_LABEL
        result.notes.extend(answer.notes)  # a name linked inexactly, placeholders left out of a count
        result.notes.append(f"schema planner: {planned.shape} plan, confidence {planned.confidence:.2f}")
        result.notes.extend(f"Action{st['step']}: read {n['original']} as {n['canonical']} ({n['construct']})"
                            for st in result.steps for n in st["normalisations"])
        return True

    def ask(self, question: str, *, planning: str = "static", k: int = 5, planner: str = "auto",
            after: str | Sequence[str] | None = None) -> AskResult:
        """Answer ``question``: plan, execute and answer with citations when a model is
        configured, else (or when planning fails) list the evidence.

        Args:
            question: the question, any language.
            planning: ``"static"`` (whole plan first) or ``"iterative"`` (one step at a time).
            k: chunks to retrieve.
            planner: ``"auto"`` (the model when one is configured, else the schema planner),
                ``"schema"`` (the schema planner first, then the model if it writes no plan), or
                ``"model"``.
            after: the questions this one follows, oldest first (a conversation): a follow-up that
                stands for their entity by a pronoun ("那它的电话是多少？") is read with that entity
                (:mod:`kagflow.solver.follow_ups`); other questions are unchanged by it.

        Returns:
            an :class:`AskResult`.

        Raises:
            ValueError: ``planning`` is neither ``static`` nor ``iterative``, ``k`` is not 1 to
                :data:`kagflow.boundary.MAX_K` (an ``InputError``), or ``planner`` is
                ``model`` and no model is configured.
        """
        if planning not in ("static", "iterative"):
            raise ValueError(f"planning must be 'static' or 'iterative', not {planning!r}")
        check_k(k)
        if planner not in ("auto", "schema", "model"):
            raise ValueError(f"planner must be 'auto', 'schema' or 'model', not {planner!r}")
        if planner == "model" and self.complete is None:
            raise ValueError("planner 'model' needs a language model, and none is configured "
                             "(llm: in kagflow.yaml or KAGFLOW_LLM_*); use planner 'auto' or 'schema'")
        from kagflow.solver.follow_ups import asked_again, follow_up

        asked = question.strip()
        question, followed, answerable = follow_up(self, asked, after)
        links = self.link(question)
        facts = self.facts(links)
        hits = self._chunks(question, links, k)
        bar = self.chunk_search.relevance(question, hits)
        chunks = [{**h.as_dict(), "relevance": r.as_dict()} for h, r in zip(hits, bar.passages)]
        result = AskResult(asked, "evidence", links=links, facts=facts, chunks=chunks, relevant=bool(facts) or bar.clears)
        result.notes.extend(self.encoder_notes())
        result.notes.extend(followed)
        if planner == "schema" or (planner == "auto" and self.complete is None):
            if answerable and self.schema_answer(question, result, hits, k):
                return result
            if question == asked and (again := asked_again(self, asked, after, planning=planning, k=k, planner=planner)):
                return again  # ("How old is that person?", "那生产它的公司有哪些？" after the question naming it)
            if self.complete is None:
                result.label = EVIDENCE_LABEL if result.relevant else NOTHING_LABEL
                result.notes.append("no language model configured (llm: in kagflow.yaml or KAGFLOW_LLM_*): evidence only")
                return result
        from kagflow.solver.answer import write_answer
        from kagflow.solver.planner import PlanFailed, Planner

        memo: dict = {}
        planner = Planner(self.schema, self.complete, lambda: self.executor(memo))
        try:
            planned = planner.plan(question, mode=planning, entities=[link for link in links if link["entity_id"]])
        except PlanFailed as exc:
            result.notes.extend(exc.notes)
            result.notes.append(f"the plan failed: {exc}; showing evidence instead")
            result.label = PLAN_FAILED_LABEL
            return result
        result.notes.extend(planned.notes)
        result.notes.extend(planned.answer.notes)  # a name linked inexactly, placeholders left out of a count
        result.plan = planned.plan_text
        result.steps = self._steps(planned.answer.steps)
        result.notes.extend(f"Action{s['step']}: read {n['original']} as {n['canonical']} ({n['construct']})"
                            for s in result.steps for n in s["normalisations"])  # the plan's lenient readings
        result.values = planned.answer.answer
        cited_hits = hits + [Hit.from_dict(c) for s in result.steps for c in s["citations"] if c["text"]]
        cited_hits = _unique(cited_hits)[: k + 5]
        result.chunks = _keep_relevance(result.chunks, cited_hits)
        try:
            written = write_answer(question, planned.answer, cited_hits, self.complete, facts=facts)
        except (ModelReplyError, SolverModelError) as exc:  # reported; the plan's values and evidence stay
            result.notes.append(f"the answer could not be written: {exc}; showing the plan's values and evidence")
            result.label = PLAN_FAILED_LABEL
            return result
        result.mode, result.answer, result.cited = "answer", written.text, written.cited
        result.notes.extend(written.notes)
        return result

    def warm(self) -> None:
        """Load now what the first question would otherwise load: the query encoders' runtime
        (the ONNX session, or sentence-transformers for a store without the export) and the chunk
        search's word statistics (:meth:`ChunkSearch.warm`). The store, schema and chunk indexes are
        loaded by the constructor."""
        for encode in (getattr(self.chunk_search, "encode", None), self.name_encoder):
            load = getattr(encode, "load", None)
            if load is not None:
                load()
        warm_search = getattr(self.chunk_search, "warm", None)
        if warm_search is not None:
            warm_search()

    # -- evidence -----------------------------------------------------------------------------
    def display_names(self) -> list[str]:
        """The schema's predicate display names of three Chinese characters or more, folded
        (:meth:`link` drops a shorter name that crosses the edge of one the question writes)."""
        if getattr(self, "_display_names", None) is None:
            self._display_names = sorted({_fold(p.display_name) for t in self.schema.types for p in self.schema.predicates(t)
                                          if p.display_name and len(p.display_name) >= 3 and all(is_cjk(c) for c in p.display_name)})
        return self._display_names

    def link(self, question: str) -> list[dict]:
        """Entities whose name, alias or identifier key (eight characters or more, not only digits)
        occurs in ``question``, and passages whose title does
        (case- and width-insensitive; on word boundaries for Latin script; longest first;
        overlapping shorter matches dropped, so "Admiral Twin", a passage's title, keeps "Twin"
        from linking a person); a second name written after a conjunction without the part it
        shares with the first, a name written by its first words, a Chinese name written by its last characters, a
        masked name by the characters it shows, a company by its trade name or without its legal form
        (:mod:`kagflow.solver.question_links`).

        Returns:
            ``[{"text", "entity_id", "name", "type", "method": "name"|"alias"|"key"|"title"|"elided"|"prefix"|"suffix"|"head"|"trade name"|"bare"|"unplaced"}]``, at
            most :data:`MAX_LINKS`, in question order; a title link has ``entity_id`` ``None``
            and type ``"passage title"``.
        """
        last = getattr(self, "_last_link", None)  # the schema planner and the evidence path link the same question
        if last is None or last[0] != question:
            last = self._last_link = (question, self._find_links(question))
        return [dict(link) for link in last[1]]

    def _find_links(self, question: str) -> list[dict]:
        """:meth:`link`, uncached."""
        folded = _fold(question)
        if not folded:
            return []
        # every name, alias, key and passage title, folded when the build published (kg_link_names)
        rows = self.con.execute("SELECT entity_id, surface, method, name, type FROM kg_link_names WHERE strpos($q, folded) > 0",
                                {"q": folded}).fetchall()
        found: list[tuple[int, int, dict]] = []
        # a predicate's display name written whole ("所在城市"): a shorter name crossing its edge ("市属" in "所在城市属于") is none
        labels = [(m.start(), m.end()) for label in self.display_names() for m in re.finditer(re.escape(label), folded)]
        for entity_id, surface, method, name, type_name in sorted(set(rows), key=lambda r: (-len(r[1]), r[2] != "name", r[0] or "", r[3])):
            key = _fold(surface)
            if _latin(key) and len(key) < 3:
                continue
            pattern = re.escape(key)
            if _latin(key):  # word boundaries of Latin script; CJK touching the name is no word of it ("Ada Moreno是")
                pattern = rf"(?<!{_LATIN_WORD}){pattern}(?!{_LATIN_WORD})"
            # the first occurrence not inside a longer match nor crossing one's edge ("市属", a region's
            # name, in "杭州市属于": Chinese writes no word boundaries; the longer name is the reading)
            match = next((m for m in re.finditer(pattern, folded) if not any(
                f[0] < m.end() and m.start() < f[1] and f[1] - f[0] > m.end() - m.start() for f in found) and not any(
                (a < m.start() < b < m.end() or m.start() < a < m.end() < b) and b - a > m.end() - m.start() for a, b in labels)), None)
            if match is None:
                continue
            start, end = match.span()
            same = [f for f in found if (f[0], f[1]) == (start, end)]
            if any(f[2]["entity_id"] == entity_id and f[2]["name"] == name for f in same):
                continue
            found.append((start, end, {"text": question[start:end] if len(question) == len(folded) else surface,
                                       "entity_id": entity_id, "name": name, "type": type_name, "method": method}))
        found = completed_links(self.con, question, folded, found, self.store_memo())
        return [f[2] for f in found[:MAX_LINKS]]

    def facts(self, links: list[dict]) -> list[dict]:
        """Graph facts about linked entities: their edges (both directions) and properties
        (stored, aligned, rule-derived), capped per entity and in all, each with its source.

        Returns:
            ``[{"subject", "predicate", "object", "origin", "doc_id", "line", "source", "citations"}]``.
        """
        if not links:
            return []
        ids = list(dict.fromkeys(link["entity_id"] for link in links if link["entity_id"]))
        table = pa.table({"entity_id": pa.array(ids, pa.string()), "pos": pa.array(range(len(ids)), pa.int32())})
        with register_arrow(self.con, table) as rel:
            rows = self.con.execute(_FACTS_SQL.format(rel=rel), [FACTS_PER_ENTITY, MAX_FACTS]).fetchall()
        facts = []
        seen: set[tuple] = set()
        for subject, predicate, obj, origin, doc_id, line, subject_id, object_id in rows:
            source = f"{doc_id}:{line}" if doc_id and line is not None else (doc_id or origin)
            if (subject_id, predicate, object_id or obj, source) in seen:
                continue  # an edge between two linked entities is a fact about both: shown once
            seen.add((subject_id, predicate, object_id or obj, source))
            facts.append({"subject": subject, "predicate": predicate, "object": obj, "origin": origin,
                          "doc_id": doc_id, "line": line, "source": source,
                          "entities": [i for i in (subject_id, object_id) if i]})
        cited = self.facts_chunks([(f["doc_id"], f["line"], f.pop("entities")) for f in facts])
        for fact, hits in zip(facts, cited):
            fact["citations"] = [h.as_dict() for h in hits]
        return facts

    def fact_chunks(self, doc_id: str | None, line: int | None, entity_ids: list[str], limit: int = 2) -> list[Hit]:
        """The passages behind a graph fact: for a table fact, its source record (a hit without a
        chunk, cited ``file:line``: ``line_start = line_end = line``, the hash of the record's
        text); for a document fact (or a line no record starts on), the chunks of that document
        that mention the fact's entities (``entity_chunks``, the mutual index), at most ``limit``."""
        return self.facts_chunks([(doc_id, line, entity_ids)], limit)[0]

    def facts_chunks(self, facts: list[tuple[str | None, int | None, list[str]]], limit: int = 2) -> list[list[Hit]]:
        """:meth:`fact_chunks` of many facts, ``[(doc_id, line, entity_ids)]``, in two statements
        and one provenance read instead of a few per fact.

        Returns:
            one list of hits per fact, in the order given.
        """
        out: list[list[Hit]] = [[] for _ in facts]
        records = [(i, doc_id, line) for i, (doc_id, line, _ids) in enumerate(facts) if doc_id and line is not None]
        if records:
            with register_arrow(self.con, _fact_keys(records, "line", pa.int64())) as rel:
                rows = self.con.execute(
                    f"SELECT q.pos, q.doc_id, q.line, sd.path, sd.content_hash, r.record FROM {rel} q "
                    "JOIN source_documents sd ON sd.doc_id = q.doc_id JOIN source_records r ON r.doc_id = sd.doc_id AND r.line = q.line "
                    "QUALIFY row_number() OVER (PARTITION BY q.pos ORDER BY r.record_no) = 1").fetchall()
            for pos, doc_id, line, path, content_hash, record in rows:
                record = record or ""
                out[pos] = [Hit(chunk_id="", score=0.0, retriever="record", doc_id=doc_id, file_id=doc_id, path=path,
                                content_hash=content_hash, line_start=line, line_end=line, chunk_hash=text_hash(record), text=record)]
        # a document fact, or a line no record starts on: the document's chunks that mention its entities
        wanted = [(i, doc_id, entity_id) for i, (doc_id, _line, ids) in enumerate(facts) if doc_id and not out[i] for entity_id in ids]
        if not wanted:
            return out
        with register_arrow(self.con, _fact_keys(wanted, "entity_id", pa.string())) as rel:
            rows = self.con.execute(
                f"SELECT q.pos, ec.chunk_id, sum(ec.n_mentions) AS n, count(DISTINCT ec.entity_id) AS m FROM entity_chunks ec "
                f"JOIN {rel} q ON q.entity_id = ec.entity_id AND q.doc_id = ec.doc_id GROUP BY q.pos, ec.chunk_id "
                "QUALIFY row_number() OVER (PARTITION BY q.pos ORDER BY m DESC, n DESC, ec.chunk_id) <= ? "
                "ORDER BY q.pos, m DESC, n DESC, ec.chunk_id", [limit]).fetchall()
        hits = {h.chunk_id: h for h in with_provenance(self.con, [(c, 0.0) for c in dict.fromkeys(r[1] for r in rows)], "mutual_index")}
        for pos, chunk_id, _n, m in rows:
            if chunk_id in hits:  # a chunk no longer in ``chunks`` is dropped, as with_provenance drops it
                out[pos].append(dataclasses.replace(hits[chunk_id], score=float(m)))
        return out

    def _chunks(self, question: str, links: list[dict], k: int) -> list[Hit]:
        """Chunk search hits; slots search leaves empty are filled with chunks that mention the
        linked entities (the mutual index), most linked entities first.

        Measured on MuSiQue dev (bench/ask_latency.py): putting entity chunks *before* the last
        search hits showed fewer gold passages (60 vs 68 of 120 at k=5), so they only fill in.
        """
        hits = self.search(question, k)
        ids = list(dict.fromkeys(link["entity_id"] for link in links if link["entity_id"]))
        if not ids or len(hits) >= k:
            return hits
        table = pa.table({"entity_id": pa.array(ids, pa.string())})
        with register_arrow(self.con, table) as rel:
            rows = self.con.execute(
                f"SELECT chunk_id, count(DISTINCT entity_id) AS m, sum(n_mentions) AS n FROM entity_chunks "
                f"JOIN {rel} USING (entity_id) GROUP BY chunk_id ORDER BY m DESC, n DESC, chunk_id LIMIT ?", [k]).fetchall()
        linked = with_provenance(self.con, [(c, float(m)) for c, m, _n in rows], "entity_link")
        seen = {h.chunk_id for h in hits}
        return (hits + [h for h in linked if h.chunk_id not in seen])[:k]

    def _steps(self, traces: list) -> list[dict]:
        """:meth:`_step` of each trace, the source records of all their table facts read at once
        (one :meth:`facts_chunks` call, not a few statements per fact)."""
        wanted = [(i, doc_id, int(line), [e for ids in t.linked.values() for e in ids]) for i, t in enumerate(traces)
                  for doc_id, _, line in (source.rpartition(":") for source in t.sources[:5]) if doc_id and line.isdigit()]
        found = self.facts_chunks([(doc_id, line, ids) for _i, doc_id, line, ids in wanted], limit=1) if wanted else []
        records: list[list[Hit]] = [[] for _ in traces]
        for (i, *_), hits in zip(wanted, found):
            records[i].extend(hits)
        return [self._step(t, r) for t, r in zip(traces, records)]

    @staticmethod
    def _step(trace, records: list[Hit]) -> dict:
        """A step of the trace with the citations behind its facts: the executor's (chunks of the
        documents a kg_cs fact came from, the triples' chunks of a kg_fr step, the passages of an
        rc fallback), then ``records``, the source records of its table facts (:meth:`_steps`)."""
        citations = [Hit.from_dict(c) for c in getattr(trace, "citations", None) or []] + records
        # who answered the step: the executor records it for Retrieval (kg_cs, kg_fr, rc; None when
        # nothing answered); the other operators are named after themselves
        operator = trace.action.split("(", 1)[0].strip().lower()
        if operator in ("retrieval", "get_spo"):
            retriever = getattr(trace, "retriever", None)
        else:
            retriever = {"deduce": "deduce", "math": "math", "sort": "sql", "output": None}.get(operator, "sql")
        return {"step": trace.index, "action": trace.action, "retriever": retriever,
                "fallback": getattr(trace, "fallback", None), "sql": trace.sql,
                "params": trace.params, "rows": trace.rows, "links": trace.links, "sources": trace.sources,
                "note": trace.note, "normalisations": trace.normalisations,
                "citations": [h.as_dict() for h in _unique(citations)]}


# Asker.facts: the edges (out and in) and properties of each linked entity ({rel}: entity_id, pos), every
# predicate's first fact before any predicate's second one, FACTS_PER_ENTITY per entity, MAX_FACTS in all
_FACTS_SQL = """
    WITH f AS (
      SELECT q.pos, q.entity_id AS about, s.name AS subject, e.predicate, o.name AS object,
             e.origin, e.doc_id, e.line, e.subject_id, e.object_id
      FROM {rel} q JOIN kg_edges e ON e.subject_id = q.entity_id
      JOIN kg_entities s ON s.entity_id = e.subject_id JOIN kg_entities o ON o.entity_id = e.object_id
      UNION ALL  -- (the edges in, apart: an OR of the two ends would join every edge with every entity)
      SELECT q.pos, q.entity_id AS about, s.name AS subject, e.predicate, o.name AS object,
             e.origin, e.doc_id, e.line, e.subject_id, e.object_id
      FROM {rel} q JOIN kg_edges e ON e.object_id = q.entity_id
      JOIN kg_entities s ON s.entity_id = e.subject_id JOIN kg_entities o ON o.entity_id = e.object_id
      UNION ALL
      SELECT q.pos, q.entity_id, s.name, p.predicate, p.value, p.origin, p.doc_id, p.line, p.entity_id, NULL
      FROM {rel} q JOIN kg_properties p ON p.entity_id = q.entity_id
      JOIN kg_entities s ON s.entity_id = p.entity_id
    ), r AS (
      SELECT DISTINCT * FROM f
    ), per_predicate AS (
      SELECT *, row_number() OVER (PARTITION BY about, predicate ORDER BY object, subject, doc_id, line) AS np FROM r
    ), ranked AS (
      -- every predicate's first fact before any predicate's second one
      SELECT *, row_number() OVER (PARTITION BY about ORDER BY np, predicate = 'id', predicate, object, subject, doc_id, line) AS n
      FROM per_predicate
    )
    SELECT subject, predicate, object, origin, doc_id, line, subject_id, object_id
    FROM ranked WHERE n <= ? ORDER BY pos, n LIMIT ?
"""

def _keep_relevance(judged: list[dict], hits: list[Hit]) -> list[dict]:
    """``hits`` as chunk dicts, each with the ``relevance`` its chunk had in ``judged`` (the
    retrieved chunks); a chunk only a plan step cited has none."""
    known = {c["chunk_id"]: c["relevance"] for c in judged if "relevance" in c}
    return [{**h.as_dict(), **({"relevance": known[h.chunk_id]} if h.chunk_id in known else {})} for h in hits]


def _unique(hits: list[Hit]) -> list[Hit]:
    seen: set[tuple] = set()
    out = []
    for h in hits:
        key = (h.chunk_id, h.doc_id, h.line_start, h.section) if not h.chunk_id else (h.chunk_id,)
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


def _fact_keys(rows: list[tuple], column: str, kind: pa.DataType) -> pa.Table:
    """``[(fact position, doc_id, value)]`` as the Arrow relation :meth:`Asker.facts_chunks` joins
    on: columns ``pos``, ``doc_id`` and ``column`` (of Arrow type ``kind``)."""
    return pa.table({"pos": pa.array([r[0] for r in rows], pa.int32()), "doc_id": pa.array([r[1] for r in rows], pa.string()),
                     column: pa.array([r[2] for r in rows], kind)})
