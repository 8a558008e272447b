"""The plan printer: a parsed plan back to text in canonical form.

kagflow reads KAG's dialect leniently (:mod:`kagflow.solver.kag_dialect`) and writes the
canonical form strictly: one action per line, canonical operator names, backticked names and
free text, ``alias.prop OP value`` constraints with ``==`` for equality, Math targets as
operation names. :func:`kagflow.solver.plan_parser.parse_plan` reads what
:func:`format_plan` writes back to the same plan, with no normalisation (spans aside).

The lexical shapes the printer writes bare (:data:`IDENT_RE`, :data:`TYPE_WORD_RE`) mirror the
grammar's terminals in ``logical_form.lark``; the parser uses the same patterns.
"""

from __future__ import annotations

import re

from kagflow.solver.math_ops import format_expression
from kagflow.solver.plan_nodes import (
    Action,
    Constraint,
    Deduce,
    EdgeRef,
    Exclude,
    Math,
    NodeRef,
    Output,
    Plan,
    PropRef,
    Retrieval,
    Search,
    Sort,
)

__all__ = ["format_node", "format_edge", "format_action", "format_plan", "backtick_text", "IDENT_RE", "TYPE_WORD_RE", "ACTION_IN_STEP_RE"]

IDENT_RE = re.compile(r"[^\W\d]\w*")
"""An alias: the grammar's IDENT terminal."""
TYPE_WORD_RE = re.compile(r"\w+(?:\.\w+)*")
"""A type or predicate the printer writes bare (a TYPE_WORD without spaces or punctuation)."""
ACTION_IN_STEP_RE = re.compile(r"Action[ \t]*\d+[ \t]*[:\uff1a]")
"""An ``ActionN:`` label inside a step line: where the grammar's STEP_LINE stops."""


def format_node(node: NodeRef) -> str:
    """Render a node back to plan syntax, e.g. ``s1:Company[`Acme ``x`` Motors`]``.

    Types that are plain identifiers are written bare, other types backticked; a concept is
    written ``` `Type`/`Concept` ```; names are always backticked with literal backticks
    doubled. ``parse_plan`` reads the result back to an equal node (``span`` aside).

    Args:
        node: the node (its ``span`` is not written).

    Returns:
        The node as written in a Retrieval's ``s=`` or ``o=``.

    Raises:
        ValueError: the node cannot be written: the alias is not an identifier, a concept
            without a type, or a type/concept/name that is empty or contains a line break.
    """
    _check_alias(node.alias)
    out = node.alias
    if node.type is not None:
        if node.concept is not None:
            out += ":" + _backtick(node.type, "type") + "/" + _backtick(node.concept, "concept")
        elif IDENT_RE.fullmatch(node.type):
            out += ":" + node.type
        else:
            out += ":" + _backtick(node.type, "type")
    elif node.concept is not None:
        raise ValueError("a node with a concept needs a type")
    if node.name is not None:
        out += "[" + _backtick(node.name, "name") + "]"
    return out


def format_action(action: Action) -> str:
    """Render an action in canonical form (one line, canonical operator, ``->output``).

    Canonical form: ``Retrieval``/``Math``/``Sort``/``Deduce``/``Output``; names and free text
    backticked; constraints ``alias.prop OP value`` with ``==`` for equality; Math targets as
    operation names (a free text they were read from follows as ``target_text=``; an unmapped
    target is written as its backticked text). :func:`parse_plan` reads it back to an equal
    action (spans aside) without any normalisation, except that an empty ``content=[]`` and
    text in Math content are recorded again.

    Args:
        action: any :data:`~kagflow.solver.plan_nodes.Action`.

    Returns:
        The action on one line, without an ``ActionN:`` label.

    Raises:
        TypeError: ``action`` is not an action.
        ValueError: a value cannot be written (an alias that is not an identifier, a name with
            a line break).
    """
    if isinstance(action, Retrieval):
        parts = [f"s={format_node(action.s)}", f"p={format_edge(action.p)}", f"o={format_node(action.o)}"]
        parts += [_format_constraint(c) for c in action.constraints]
        return f"Retrieval({', '.join(parts)}){_arrow(action.output)}"
    if isinstance(action, Search):
        parts = [f"s={format_node(action.s)}"] + [_format_constraint(c) for c in action.constraints]
        return f"Search({', '.join(parts)}){_arrow(action.output)}"
    if isinstance(action, Math) and action.expression is not None:
        return f"Math({format_expression(action.expression)}){_arrow(action.output)}"
    if isinstance(action, Math):
        items = ", ".join(_format_item(x) for x in action.content)
        if action.target is None:
            target = backtick_text(action.target_text or "")
        else:
            target = action.target
            if action.target_text is not None:
                target += f", target_text={backtick_text(action.target_text)}"
        return f"Math(content=[{items}], target={target}){_arrow(action.output)}"
    if isinstance(action, Sort):
        _check_alias(action.set)
        parts = [f"set={action.set}"]
        if action.orderby is not None:
            _check_alias(action.orderby)
            prop = f".{_check_alias(action.orderby_prop)}" if action.orderby_prop is not None else ""
            key = f"{action.orderby}{prop}"
            parts.append(f"orderby={action.orderby_agg}({key})" if action.orderby_agg else f"orderby={key}")
        parts.append(f"direction={action.direction}")
        if action.limit is not None:
            parts.append(f"limit={action.limit}")
        if action.rank is not None:
            parts.append(f"rank={action.rank}")
        parts += [f"{key}={_format_item(v)}" for key, v in (("atleast", action.atleast), ("atmost", action.atmost)) if v is not None]
        return f"Sort({', '.join(parts)}){_arrow(action.output)}"
    if isinstance(action, Exclude):
        return f"Exclude(set={_check_alias(action.set)}, by={_check_alias(action.by)}){_arrow(action.output)}"
    if isinstance(action, Deduce):
        op = action.op if re.fullmatch(r"\w+(?:,\w+)*", action.op) else backtick_text(action.op)
        parts = [f"op={op}", f"content=[{', '.join(_format_item(x) for x in action.content)}]"]
        if action.target is not None:
            parts.append(f"target={backtick_text(action.target)}")
        return f"Deduce({', '.join(parts)}){_arrow(action.output)}"
    if isinstance(action, Output):
        return f"Output({', '.join(_check_output(a) for a in action.aliases)})"
    raise TypeError(f"not an action: {action!r}")


def format_plan(plan: Plan) -> str:
    """The plan in canonical form: ``StepN: text`` (when the step has text) and ``ActionN: ...``.

    One action per line, canonical operator names, backticked names, canonical Math targets
    (see :func:`format_action`). ``parse_plan(format_plan(p))`` has the same step indices,
    texts and actions as ``p`` (spans aside).

    Args:
        plan: a parsed (or built) plan; its normalisations are not written.

    Returns:
        The plan text, one line per step text and per action, ending in a line break.

    Raises:
        ValueError: an action cannot be written (see :func:`format_action`), or a step text
            holds a line break or an ``ActionN:`` label (it would read as the step's action).
    """
    lines = []
    for step in plan.steps:
        if step.text is not None:
            if "\n" in step.text or "\r" in step.text:
                raise ValueError(f"step {step.index} text contains a line break")
            if ACTION_IN_STEP_RE.search(step.text):
                raise ValueError(f"step {step.index} text contains an ActionN: label")
            lines.append(f"Step{step.index}: {step.text}")
        lines.append(f"Action{step.index}: {format_action(step.action)}")
    return "\n".join(lines) + "\n"


def _check_alias(alias: str) -> str:
    if not IDENT_RE.fullmatch(alias):
        raise ValueError(f"alias {alias!r} is not an identifier")
    return alias


def _check_output(alias: str) -> str:
    """An Output item: a variable, or an edge variable's property (``p1.transDate``)."""
    return ".".join(_check_alias(part) for part in alias.split(".", 1))


def _arrow(output: str | None) -> str:
    return "" if output is None else "->" + _check_alias(output)


def format_edge(edge: EdgeRef) -> str:
    """Render an edge back to plan syntax: ``p1``, ``p1:product``, ``p1:`founded by```.

    Args:
        edge: the edge; a predicate that is not a plain word (spaces, brackets, punctuation) is
            backticked.

    Returns:
        The edge as written in a Retrieval's ``p=``; :func:`~kagflow.solver.plan_parser.parse_plan`
        reads it back to the same edge.

    Raises:
        ValueError: the alias is not an identifier, or the predicate is empty or holds a line break.
    """
    _check_alias(edge.alias)
    if edge.predicate is None:
        return edge.alias
    if TYPE_WORD_RE.fullmatch(edge.predicate):
        return f"{edge.alias}:{edge.predicate}"
    return f"{edge.alias}:{_backtick(edge.predicate, 'predicate')}"


def _format_item(item: str | int | float) -> str:
    if isinstance(item, (int, float)):
        return repr(item)
    if IDENT_RE.fullmatch(item) or all(IDENT_RE.fullmatch(part) for part in item.split(".", 1)):  # o1, p1.transAmt
        return item
    return backtick_text(item)


def _format_constraint(c: Constraint) -> str:
    if isinstance(c.value, PropRef):
        value = f"{_check_alias(c.value.alias)}.{_check_alias(c.value.prop)}"
    elif isinstance(c.value, (int, float)):
        value = repr(c.value)
    else:
        value = backtick_text(c.value)
    return f"{_check_alias(c.alias)}.{_check_alias(c.prop)} {c.op} {value}"


def _backtick(value: str, what: str) -> str:
    if value == "":
        raise ValueError(f"empty {what} cannot be written")
    return backtick_text(value, what)


def backtick_text(value: str, what: str = "text") -> str:
    """``value`` backticked, literal backticks doubled (``a`b`` is written ```a``b```).

    Args:
        value: the text (a name, free text); may be empty.
        what: what the text is, for the error message.

    Returns:
        The backticked text, which the grammar reads back (BT_STR) to ``value``.

    Raises:
        ValueError: ``value`` holds a line break (a canonical action is one line).
    """
    if "\n" in value or "\r" in value:
        raise ValueError(f"{what} {value!r} contains a line break")
    return "`" + value.replace("`", "``") + "`"
