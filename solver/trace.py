"""What executing a plan reports: the per-step trace (:class:`StepTrace`), the answer
(:class:`Answer`), values as their schema types answer them, and the error of a step that
validated but cannot be evaluated (:class:`PlanExecutionError`). The executor that fills them is
:mod:`kagflow.solver.execute`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kagflow.schema.types import INTEGER_TYPES, NUMERIC_TYPES
from kagflow.solver.answer import plain_numbers
from kagflow.solver.validate import ResolvedRetrieval, ValidatedPlan

FLOAT_TYPES = NUMERIC_TYPES - INTEGER_TYPES


class PlanExecutionError(RuntimeError):
    """A step that validated but cannot be evaluated on this graph (e.g. ``difference`` of a set)."""


@dataclass
class StepTrace:
    """What one step did: action text, SQL, parameters, row count, links, sources, lenient readings.

    For a Retrieval step also ``retriever`` (``kg_cs`` | ``kg_fr`` | ``rc``; ``None`` when nothing
    answered, and for other operators), ``fallback`` (what happened when kg_cs had no rows) and
    ``citations`` (:meth:`~kagflow.solver.retrievers.base.Hit.as_dict` of the chunks behind it).
    """

    index: int
    action: str
    sql: str | None = None
    params: dict = field(default_factory=dict)
    rows: int | None = 0  # None: not counted (a step inside a CTE statement)
    links: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    note: str | None = None
    normalisations: list[dict] = field(default_factory=list)
    relation: str | None = None  # the binding relation this step's SQL defines
    linked: dict[str, list[str]] = field(default_factory=dict)  # link table -> entity ids
    retriever: str | None = None
    fallback: str | None = None
    citations: list[dict] = field(default_factory=list)
    engine: str | None = None  # a kg_cs hop: "index" (the adjacency index) or "sql" (its SQL ran)
    warnings: list[str] = field(default_factory=list)  # what the answer itself must say (Answer.notes)

    def as_dict(self) -> dict:
        return {"step": self.index, "action": self.action, "sql": self.sql, "params": self.params,
                "rows": self.rows, "links": self.links, "sources": self.sources, "note": self.note,
                "normalisations": self.normalisations, "relation": self.relation, "linked": self.linked,
                "retriever": self.retriever, "fallback": self.fallback, "citations": self.citations,
                "engine": self.engine, "warnings": self.warnings}


@dataclass
class Answer:
    """The answer (values; entities by name), the per-step trace and the output bindings.

    ``rows`` (Output of two or more variables) holds the tuples that satisfy the plan jointly, in
    the Output's variable order; ``pairs`` gives each value variable's ``[entity name, value]``.
    ``evidence`` holds the chunks (``Hit.as_dict()`` plus ``"step"``) of steps the graph could not
    answer and rc did: text an answer generator can use where the variables stayed unbound.
    """

    answer: list
    steps: list[StepTrace]
    bindings: dict[str, list]
    pairs: dict[str, list] = field(default_factory=dict)
    rows: list[list] | None = None
    columns: list[str] | None = None
    evidence: list[dict] = field(default_factory=list)

    @property
    def notes(self) -> list[str]:
        """What the reader of the answer must know to trust it, each naming its step: a name
        linked by other than an exact match (how, to what, the score), placeholder entities left
        out of a count. ``kagflow query`` prints them beside the answer."""
        return [f"Step {s.index}: {w}" for s in self.steps for w in s.warnings]

    def as_dict(self) -> dict:
        """The ``kagflow query --json`` object; answer values with numbers by
        :func:`kagflow.solver.answer.plain_number` (the attributes keep their schema types)."""
        out = {"answer": plain_numbers(self.answer), "notes": self.notes, "bindings": plain_numbers(self.bindings),
               "pairs": plain_numbers(self.pairs), "steps": [s.as_dict() for s in self.steps], "evidence": self.evidence}
        if self.rows is not None:
            out["columns"] = self.columns
            out["rows"] = plain_numbers(self.rows)
        return out


def typed_value(type_name: str | None, text, number):
    """A property value as its schema type answers it: Integer -> int, Float -> float, else text."""
    if number is not None and type_name in INTEGER_TYPES and float(number).is_integer():
        return int(number)
    if number is not None and type_name in FLOAT_TYPES:
        return float(number)
    if text is None and number is not None:
        return int(number) if float(number).is_integer() else number
    return text


def step_traces(validated: ValidatedPlan) -> dict[int, StepTrace]:
    """An empty :class:`StepTrace` per step of a validated plan,
    by step position, with the step's lenient readings (``normalisations``: construct, original,
    canonical, line, column, and score and runners-up where the reading was ranked)."""
    traces: dict[int, StepTrace] = {}
    for position, item in enumerate(validated.steps):
        step = item.step if isinstance(item, ResolvedRetrieval) else item
        traces[position] = StepTrace(step.index, step.action_text, normalisations=[
            {"construct": n.construct, "original": n.original, "canonical": n.canonical,
             "line": n.span.line if n.span else None, "column": n.span.column if n.span else None,
             **({"score": n.score} if n.score is not None else {}),
             **({"alternatives": [list(a) for a in n.alternatives]} if n.alternatives else {})}
            for n in validated.normalisations[position]] if position < len(validated.normalisations) else [])
    return traces


def jsonable(params: dict) -> dict:
    """Bound SQL parameters as the trace shows them (tuples as lists)."""
    return {k: (list(v) if isinstance(v, tuple) else v) for k, v in params.items()}
