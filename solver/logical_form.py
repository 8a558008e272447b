"""KAG logical forms: the plan language's public names, from the rooms that hold them.

A plan is the text a planner writes in KAG's format::

    Step1: Which products does Acme Motors make?
    Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:product, o=o1:Product)
    Action2: Math(content=[o1], target=count)->math2
    Action3: Output(math2)

The language is split by phase, as sqlglot splits expressions, parser, generator and dialects:

- :mod:`kagflow.solver.plan_nodes`: the frozen dataclasses (:class:`Span`, :class:`Normalisation`,
  :class:`NodeRef`, ..., :class:`Step`, :class:`Plan`) and :data:`KNOWN_OPERATORS`;
- :mod:`kagflow.solver.kag_dialect`: KAG's spellings and lenient readings (operator aliases,
  bookkeeping arguments, KAG's aggregate forms, full-width punctuation, prose around the
  steps), and the pre-pass that runs before the grammar;
- :mod:`kagflow.solver.plan_parser`: :func:`parse_plan` (pre-pass, the Lark grammar in
  ``logical_form.lark``, the tree builder);
- :mod:`kagflow.solver.plan_errors`: :class:`LogicalFormSyntaxError` and the rewording of
  Lark's errors as located ones;
- :mod:`kagflow.solver.plan_printer`: :func:`format_plan`, :func:`format_action`,
  :func:`format_node` (the canonical form).

kagflow reads KAG's dialect leniently and writes the canonical form strictly; every lenient
reading is recorded on its step as a :class:`Normalisation`. This module re-exports the public
names so ``from kagflow.solver.logical_form import ...`` keeps working; new code may import from
the rooms directly.
"""

from __future__ import annotations

from kagflow.solver.kag_dialect import BOOKKEEPING_ARGUMENTS, KAG_MATH_OPERATORS, OPERATOR_ALIASES, SORT_DIRECTIONS
from kagflow.solver.math_ops import MATH_TARGETS
from kagflow.solver.plan_errors import LogicalFormSyntaxError
from kagflow.solver.plan_nodes import (
    KNOWN_OPERATORS,
    Action,
    Constraint,
    Deduce,
    EdgeRef,
    Math,
    NodeRef,
    Normalisation,
    Output,
    Plan,
    PropRef,
    Retrieval,
    Search,
    Sort,
    Exclude,
    Span,
    Step,
)
from kagflow.solver.plan_parser import INT64_MAX, INT64_MIN, MAX_NESTING, parse_plan  # noqa: F401 (importable, as before)
from kagflow.solver.plan_printer import format_action, format_node, format_plan

__all__ = [
    "KNOWN_OPERATORS",
    "OPERATOR_ALIASES",
    "BOOKKEEPING_ARGUMENTS",
    "KAG_MATH_OPERATORS",
    "MATH_TARGETS",
    "SORT_DIRECTIONS",
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
    "LogicalFormSyntaxError",
    "parse_plan",
    "format_node",
    "format_action",
    "format_plan",
]
