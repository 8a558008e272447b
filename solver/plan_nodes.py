"""The plan language's nodes: the frozen dataclasses a parsed plan is made of.

A :class:`Plan` is a tuple of :class:`Step`; each step holds one action (:class:`Retrieval`,
:class:`Search`, :class:`Math`, :class:`Sort`, :class:`Deduce` or :class:`Output`), whose
arguments are :class:`NodeRef`, :class:`EdgeRef`, :class:`Constraint` and :class:`PropRef`.
Positions are :class:`Span` (1-based line and column in the plan text); every lenient reading
of KAG's dialect is a :class:`Normalisation` on its step.

This room holds data only: reading a plan is :mod:`kagflow.solver.plan_parser` (with KAG's
readings in :mod:`kagflow.solver.kag_dialect`), writing one is :mod:`kagflow.solver.plan_printer`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from kagflow.solver.math_ops import Expr

__all__ = [
    "KNOWN_OPERATORS",
    "Span",
    "Normalisation",
    "NodeRef",
    "EdgeRef",
    "PropRef",
    "Constraint",
    "Retrieval",
    "Search",
    "Math",
    "Sort",
    "Exclude",
    "Deduce",
    "Output",
    "Action",
    "Step",
    "Plan",
]

KNOWN_OPERATORS: tuple[str, ...] = ("Retrieval", "Search", "Math", "Sort", "Exclude", "Deduce", "Output")
"""Canonical operator names, in the order error messages list them."""


@dataclass(frozen=True)
class Span:
    """A position in the plan text: 1-based ``line`` and ``column`` (in characters)."""

    line: int
    column: int


@dataclass(frozen=True)
class Normalisation:
    """One lenient reading: at ``span``, ``original`` (as written) was read as ``canonical``.

    ``construct`` is a short stable name of what was read, e.g. ``"unquoted name"``,
    ``"full-width punctuation"``, ``"Output header"``, ``"bookkeeping argument"``,
    ``"backticked variable"``, ``"step and action on one line"``. ``canonical`` is ``""``
    when the original was dropped (bookkeeping, headers).
    """

    span: Span
    construct: str
    original: str
    canonical: str
    score: float | None = None  # a scored reading (predicate resolution): 0-1
    alternatives: tuple[tuple[str, float | None], ...] = ()  # the runners-up, (name, score)


@dataclass(frozen=True)
class NodeRef:
    """A node argument ``alias[:Type[/`Concept`]][`name`]``.

    ``type`` and ``concept`` are ``None`` when absent; ``name`` is the unescaped entity name
    (``None`` when absent). A node with only an ``alias`` refers to an already bound variable.
    ``type`` is kept as written: ``Entity`` (KAG's catch-all) and a name that may be a type
    (``o1[人物]``) are for the validator to judge. ``span`` points at the alias.
    """

    alias: str
    type: str | None = None
    concept: str | None = None
    name: str | None = None
    span: Span | None = None


@dataclass(frozen=True)
class EdgeRef:
    """An edge argument ``alias[:predicate]``; ``span`` points at the alias."""

    alias: str
    predicate: str | None = None
    span: Span | None = None


@dataclass(frozen=True)
class PropRef:
    """A property of another variable used as a constraint value (``s.医院=s1.name``)."""

    alias: str
    prop: str
    span: Span | None = None


@dataclass(frozen=True)
class Constraint:
    """A filter ``alias.prop OP value``.

    ``op`` is one of ``== != < <= > >= like`` (``=`` is normalised to ``==``, ``=>`` to
    ``>=``, ``=<`` to ``<=``, ``LIKE`` to ``like``). ``value`` is an ``int`` or ``float`` for
    numeric literals, a ``str`` for quoted (or unquoted) words and a :class:`PropRef` when it
    names another variable's property. ``span`` points at the alias.
    """

    alias: str
    prop: str
    op: str
    value: str | int | float | PropRef
    span: Span | None = None


@dataclass(frozen=True)
class Retrieval:
    """``Retrieval(s=..., p=..., o=..., constraints...)->output`` (alias ``get_spo``)."""

    s: NodeRef
    p: EdgeRef
    o: NodeRef
    constraints: tuple[Constraint, ...] = ()
    output: str | None = None


@dataclass(frozen=True)
class Search:
    """``Search(s=s1:Type, s1.prop OP value, ...)->output`` (KAG's ``search_s``): the entities of a
    type (and, when given, a name) whose properties satisfy the constraints, without a hop.

    Its own operator rather than a Retrieval with only ``s``: a Retrieval always follows a
    predicate (its ``p`` and ``o`` bind variables), a Search binds exactly one entity variable.
    ``constraints`` are on ``s.alias`` (KAG writes ``s.省份``, read as ``s1.省份``); a value may be a
    :class:`PropRef` (``s.主执业医院=s1.name``), which joins this step with the earlier variable.
    """

    s: NodeRef
    constraints: tuple[Constraint, ...] = ()
    output: str | None = None


@dataclass(frozen=True)
class Math:
    """``Math(content=[a, b], target=sum)->output``.

    ``content`` holds variable aliases (``str``) and numeric literals (KAG's ``sum(30,6)``);
    a ``str`` that is not an identifier is free text (KAG's prompt allows ``[`XXX`]``; such a
    step needs a model). Empty means the values of the previous step's output (a
    normalisation names it).
    ``target`` is one of :data:`MATH_TARGETS`, or ``None`` when a free-text target names no
    operation (then a model must read ``target_text``). ``target_text`` is the free text the
    target was read from, ``None`` when it was written as an operation name or symbol.
    """

    content: tuple[str | int | float, ...]
    target: str | None
    output: str | None = None
    target_text: str | None = None
    expression: Expr | None = None
    """An arithmetic expression (``Math(1000 * 10 + count(o1))``, :mod:`solver.math_ops`); then
    ``target`` is ``"arithmetic"`` and ``content`` the variables the expression reads."""


@dataclass(frozen=True)
class Sort:
    """``Sort(set=a, orderby=a.prop, direction=desc, limit=3)->output``.

    ``orderby`` is the alias sorted on (``None`` if not given) and ``orderby_prop`` the
    property when written ``alias.prop`` (a property of the set's entities, or of an edge
    variable's edges: each entity ranks by its best edge). ``orderby_agg`` is the aggregate when
    written ``orderby=count(o1)`` or ``sum(p1.transAmt)``: each entity of the set ranks by the
    aggregate over its own bindings. ``direction`` is ``"asc"`` or ``"desc"`` (``min`` and
    ``max`` are normalised to these). ``rank`` (kagflow's own; KAG's dialect has none) keeps only
    the items at that place, places counted by distinct sort values ("the second largest": the
    items holding the second value, however many hold the first); a Sort has a limit or a rank,
    not both. ``atleast`` and ``atmost`` (kagflow's own, SQL's HAVING) keep only the items whose
    aggregate ``orderby`` lies within them, before any limit or rank ("the people who own more than
    one device": ``orderby=count(o1), atleast=2``); they need an aggregate ``orderby``.
    """

    set: str
    orderby: str | None = None
    orderby_prop: str | None = None
    direction: str = "desc"
    limit: int | None = None
    output: str | None = None
    orderby_agg: str | None = None
    rank: int | None = None
    atleast: int | float | None = None
    atmost: int | float | None = None


@dataclass(frozen=True)
class Exclude:
    """``Exclude(set=s1, by=o2)->output``: the entities of ``set`` that ``by`` does not hold (set
    difference; kagflow's own operator, KAG's dialect has none): "Which companies have never
    received a transfer?" is every Company (``Search(s=s1:Company)``) less the companies a
    ``Retrieval(s=s2:Company, p=p1:fundTrans, o=o2:Company)`` binds as receivers.

    ``by`` must be bound by steps that share no variable with ``set`` (else the plan, one
    conjunctive query, would exclude what it joins) and used by no later step. ``set`` holds what
    is left after this step, as after a Sort; ``output`` names it too.
    """

    set: str
    by: str
    output: str | None = None


@dataclass(frozen=True)
class Deduce:
    """``Deduce(op=judgement, content=[a, `free text`], target=`...`)->output``.

    ``op`` is kept as written (several ops joined by ``,``, as KAG's ``op=judgement,entailment``);
    ``content`` holds variable aliases and free text (both ``str``; it may be empty).
    """

    op: str
    content: tuple[str, ...]
    target: str | None = None
    output: str | None = None


@dataclass(frozen=True)
class Output:
    """``Output(a, b)`` (alias ``get``): the variables that form the answer.

    Output produces no variable, so a ``->name`` written after it is accepted and dropped.
    """

    aliases: tuple[str, ...]


Action = Union[Retrieval, Search, Math, Sort, Exclude, Deduce, Output]
"""Any action of a step."""


@dataclass(frozen=True)
class Step:
    """One action of a plan.

    ``index`` is the N of ``ActionN:`` (for a bare call: one more than the largest index
    before it); ``text`` is the free text of the matching ``StepN:`` line, stripped, or
    ``None``. ``action_text`` is the exact source text of the call, from the operator name to
    the closing parenthesis or, when present, the end of ``->name``. ``span`` points at the
    operator name. ``normalisations`` are the lenient readings of this step, in source order.
    """

    index: int
    text: str | None
    action: Action
    action_text: str
    span: Span
    normalisations: tuple[Normalisation, ...] = ()


@dataclass(frozen=True)
class Plan:
    """A parsed plan: its steps in source order and the text it was parsed from."""

    steps: tuple[Step, ...]
    text: str
