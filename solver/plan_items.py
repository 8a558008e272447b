"""The plan parser's intermediate items: what the tree reader (:mod:`kagflow.solver.plan_parser`)
hands the action readings (:mod:`kagflow.solver.plan_actions`) — a call with its arguments as
written and their spans — before they become :mod:`kagflow.solver.plan_nodes` dataclasses."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from kagflow.solver.math_ops import Expr
from kagflow.solver.plan_nodes import Action, NodeRef, Normalisation, Span


@dataclass(frozen=True)
class _List:
    items: tuple
    span: Span


@dataclass(frozen=True)
class _Literal:
    value: str | int | float
    quoted: bool
    span: Span


@dataclass(frozen=True)
class _Expr:
    """An arithmetic expression written as an argument (``math(1000*10 + count(o1))``)."""

    expr: Expr
    span: Span
    text: str


@dataclass(frozen=True)
class _Neg:
    alias: str
    span: Span


@dataclass(frozen=True)
class _Text:
    """Free text written as an argument value (``sub_query=Who is ...``)."""

    text: str
    span: Span


@dataclass(frozen=True)
class _Empty:
    """An argument written with nothing after ``=``."""

    span: Span


@dataclass(frozen=True)
class _Arg:
    key: str
    span: Span  # of the key
    value: object
    text: str  # the argument as written


@dataclass(frozen=True)
class _RawConstraint:
    alias: str
    prop: str
    op: str
    value: object  # _Literal, PropRef or _Text (an unquoted word)
    span: Span


@dataclass
class _Call:
    name: str  # as written
    span: Span
    kwargs: dict[str, _Arg]
    positional: tuple
    constraints: tuple[_RawConstraint, ...]
    text: str


@dataclass
class _ActionItem:
    number: int | None
    label_span: Span | None
    action: Action
    action_text: str
    span: Span
    line: int
    notes: list[Normalisation] = field(default_factory=list)
    extra: bool = False  # a second action on one line: its step is the line's


@dataclass
class _LineItem:
    kind: str  # "step", "header", "fence" or "prose"
    span: Span
    text: str
    number: int | None = None
    step_text: str | None = None


def _unquote_text(value: str) -> str:
    """A quoted token's text without its quotes, doubled quotes read as one."""
    q = value[0]
    return value[1:-1].replace(q + q, q)


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def _number(text: str) -> int | float | None:
    """``text`` as a number when it is one (``30``, ``-2.5``), else None. An integer beyond 64 bits
    is read as a float; a number beyond the range of a double (``1e999``, 400 digits) is not a
    number (None)."""
    try:
        value = int(text)
    except ValueError:  # not an integer, or more digits than Python converts
        pass
    else:
        if INT64_MIN <= value <= INT64_MAX:
            return value
        text = str(value)
    try:
        number = float(text)
    except (ValueError, OverflowError):
        return None
    return number if math.isfinite(number) else None


_LIST_ARGUMENTS = ("content", "set", "alias_name_set")


def _is_bare(value) -> bool:
    return isinstance(value, NodeRef) and value.type is None and value.name is None


def _value_span(value) -> Span | None:
    return getattr(value, "span", None)
