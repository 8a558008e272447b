"""KAG's dialect: the spellings and lenient readings kagflow accepts, and the pre-pass.

KAG's planners (its prompts, its tests and its planner at run time) write plans in a looser form
than kagflow's canonical one (:mod:`kagflow.solver.plan_printer`). kagflow reads them all and
records every lenient reading on its step as a :class:`~kagflow.solver.plan_nodes.Normalisation`
(``construct`` names what was read, ``original`` and ``canonical`` show the two forms), so a trace
can show what the plan said and how it was taken. Read leniently:

- entity names in brackets without quotes (``s1:自然人[张*三]``), single quotes;
- full-width punctuation (（）：，【】“”‘’；) outside quoted and bracketed names;
- KAG's ``Output:`` header lines, a step and its action on one line, several actions on one
  line, steps without an action (kept as thoughts), step and action numbers that differ;
- prose and ``` fences around the steps (KAG's planner writes a thought before each fenced
  step; like KAG, only lines that start as plan lines are read);
- KAG's printouts of its parsed nodes: ``s1:Person|Organization[name]`` (the first type is
  read), ``content=`o1`,`o2``` without brackets, ``alias_name=math3`` naming a result;
- bookkeeping arguments (``sub_query=``, ``alias_name=``, any unknown keyword): recorded and
  otherwise ignored;
- backticked variables (``content=[`o1`]``), ``content[...]`` without ``=``, empty content;
- constraints written ``s.value=>160``, ``s.brand=权健`` (unquoted), on ``s``/``p``/``o`` for
  the node's alias, or naming another variable's property (``s.医院=s1.name``);
- an empty type ``s1:[name]``; types and predicates that start with a digit
  (``p1:2011年效力于``), carry a namespace (``Demo.Company``) or are several words
  (``p1:founded by``);
- operator spellings ``get_spo``, ``get``, ``Retriever``, ``search_s`` (:class:`~kagflow.solver.plan_nodes.Search`), any
  case; an unknown operator whose arguments include ``s=``, ``p=`` and ``o=`` is read as Retrieval;
- arithmetic in Math (``math(1000*10 + count(o1))``): ``+ - * /``, parentheses, numbers,
  variables and aggregate calls, read into a tree (``Math.expression``, :mod:`solver.math_ops`);
- KAG's operator forms: ``sum(30,6)``, ``sum(2024,-o3)`` (a difference), ``count(set=o1)``,
  ``compare(set=[o3,o4], op=max)`` (Math max/min over the variables),
  ``verify(left_expr=..., right_expr=..., op=...)`` (a Math comparison, or a Deduce judgement
  when the right side is free text), ``sort：o1 p1.发布时间 max top5`` (Sort);
- free-text Math targets (any language), mapped to an operation by :mod:`solver.math_ops` or
  kept as ``target_text`` with ``target=None``.

This room holds what is KAG's rather than the language's: the spelling tables
(:data:`OPERATOR_ALIASES`, :data:`KAG_MATH_OPERATORS`, :data:`BOOKKEEPING_ARGUMENTS`,
:data:`SORT_DIRECTIONS`, :data:`FULL_WIDTH`) and the pre-pass that runs before the grammar:
:func:`blank_prose` (lines that are not plan lines) and :func:`fold_punctuation` (full-width
punctuation). Both keep every position, one character for one, so the grammar's positions are
those of the plan text. The readings that need the parse tree (node shapes, KAG's operator forms,
bookkeeping arguments) are made by the tree builder in :mod:`kagflow.solver.plan_parser`, from
these tables.
"""

from __future__ import annotations

import re

from kagflow.solver.plan_nodes import KNOWN_OPERATORS, Normalisation, Span
from kagflow.solver.plan_printer import ACTION_IN_STEP_RE

__all__ = [
    "OPERATOR_ALIASES",
    "KAG_MATH_OPERATORS",
    "BOOKKEEPING_ARGUMENTS",
    "SORT_DIRECTIONS",
    "FULL_WIDTH",
    "CANONICAL_OPERATORS",
    "blank_prose",
    "fold_punctuation",
]

OPERATOR_ALIASES: dict[str, str] = {"get_spo": "Retrieval", "Retriever": "Retrieval", "get": "Output", "search_s": "Search"}
"""KAG's alternative spellings, mapped to the canonical operator."""

KAG_MATH_OPERATORS: dict[str, str] = {
    "sum": "sum", "count": "count", "avg": "avg", "average": "avg", "min": "min", "max": "max",
}  # fmt: skip
"""KAG 0.6's aggregate operators (``sum(30,6)``, ``count(set=o1)``) and their Math target."""

BOOKKEEPING_ARGUMENTS: tuple[str, ...] = (
    "sub_query", "query", "init_query", "question", "alias_name", "alias_name_set", "s_alias_map",
)  # fmt: skip
"""Arguments KAG's planner adds at run time. They, and any other unknown keyword, are recorded
as a normalisation and otherwise ignored."""

SORT_DIRECTIONS: dict[str, str] = {"asc": "asc", "desc": "desc", "min": "asc", "max": "desc"}
"""Accepted ``Sort`` directions and what each is normalised to."""

FULL_WIDTH: dict[str, str] = {
    "\uff08": "(", "\uff09": ")", "\uff1a": ":", "\uff0c": ",", "\u3010": "[", "\u3011": "]",
    "\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\uff1b": ";", "\uff1d": "=",
    "\uff1e": ">", "\uff1c": "<", "\u3001": ",",
}  # fmt: skip
"""Full-width punctuation and its ASCII reading, one character for one."""

CANONICAL_OPERATORS: dict[str, str] = {op.lower(): op for op in KNOWN_OPERATORS} | {
    alias.lower(): op for alias, op in OPERATOR_ALIASES.items()
}
"""Operator names as written, lower-cased, to the canonical operator (KAG's aliases included)."""

_STEP_LABEL_RE = re.compile(r"[ \t\ufeff]*step[ \t]*\d+[ \t]*[:\uff1a]", re.I)
_ACTION_LABEL_RE = re.compile(r"[ \t\ufeff]*action[ \t]*\d+[ \t]*[:\uff1a]", re.I)
_OUTPUT_HEADER_RE = re.compile(r"[ \t\ufeff]*output[ \t]*[:\uff1a]", re.I)
_PLAN_LINE_RE = re.compile(
    r"(?:step|action)[ \t]*\d|output[ \t]*[:\uff1a(\uff08]|sort[ \t]*[:\uff1a]|[a-z_]\w*[ \t]*[(\uff08]", re.I
)  # how a plan line starts (see blank_prose); operator names are ASCII


def blank_prose(lines: list[str]) -> tuple[list[str], dict[int, tuple[str, str]]]:
    """Blank the lines that are not plan lines: ``` fences and prose (KAG's planner writes its
    thoughts between fenced steps, and KAG reads only Step and Action lines).

    A plan line starts with a ``StepN``/``ActionN`` label, an ``Output:`` header, ``sort:`` or a
    call ``name(`` (an ASCII name, as every operator's); any other non-empty line is prose. Blanked lines keep their length, so
    positions in the plan text do not move.

    Returns:
        The lines, and per 1-based line number blanked: ("fence" or "prose", the line stripped).
    """
    out: list[str] = []
    prose: dict[int, tuple[str, str]] = {}
    for number, line in enumerate(lines, 1):
        stripped = line.strip(" \t\f\u00a0\u3000\ufeff")
        if stripped.startswith("```"):
            prose[number] = ("fence", stripped)
        elif stripped and not _PLAN_LINE_RE.match(stripped):
            prose[number] = ("prose", stripped)
        else:
            out.append(line)
            continue
        out.append(" " * len(line))
    return out, prose


def _call_region_start(line: str) -> int | None:
    """Where the calls of a line start, after any label (None: the line holds no call)."""
    step = _STEP_LABEL_RE.match(line)
    if step:
        action = ACTION_IN_STEP_RE.search(line, step.end())
        return action.end() if action else None
    if _OUTPUT_HEADER_RE.match(line):
        return None
    action = _ACTION_LABEL_RE.match(line)
    return action.end() if action else 0


def fold_punctuation(lines: list[str]) -> tuple[list[str], dict[int, Normalisation]]:
    """Map full-width punctuation to ASCII in the action part of each line.

    Quoted strings and names in brackets (``[身份（证）挂失]``) are left as written; one
    character becomes one, so every position in the folded text is that of the original.

    Returns:
        The folded lines and, per 1-based line number that changed, its normalisation.
    """
    folded: list[str] = []
    notes: dict[int, Normalisation] = {}
    for number, line in enumerate(lines, 1):
        start = _call_region_start(line)
        if start is None or not any(ch in FULL_WIDTH for ch in line[start:]):
            folded.append(line)
            continue
        chars = list(line)
        quote: str | None = None  # closing character of the open quoted string
        depth = 0  # open brackets of an unquoted name
        first: int | None = None
        prev = ""  # last character outside strings that is not a space
        word = ""  # the identifier that ends at prev
        for i in range(start, len(chars)):
            ch = chars[i]
            ascii_ch = FULL_WIDTH.get(ch, ch)
            if quote is not None:
                if ascii_ch == quote and (ch == quote or ch in "\u201d\u2019"):
                    if ch != ascii_ch:
                        chars[i], first = ascii_ch, first if first is not None else i
                    quote, prev = None, ascii_ch
                continue
            if depth:
                if ascii_ch == "[":
                    depth += 1
                elif ascii_ch == "]":
                    depth -= 1
                    if depth == 0 and ch != ascii_ch:  # the bracket that closes the name
                        chars[i], first = ascii_ch, first if first is not None else i
                continue
            if ch != ascii_ch:
                chars[i], first = ascii_ch, first if first is not None else i
            if ascii_ch in "`\"":
                quote = ascii_ch
            elif ascii_ch == "'" and prev in ("", "=", "(", "[", ",", ":"):
                quote = "'"
            elif ascii_ch == "[" and prev and (prev.isalnum() or prev in "_:`\"'") and word not in ("content", "set"):
                following = "".join(chars[i + 1 :]).lstrip()[:1]
                if FULL_WIDTH.get(following, following) not in ("`", '"', "'"):  # a quoted name is a string
                    depth = 1
            if not ascii_ch.isspace():
                word = word + ascii_ch if (ascii_ch.isalnum() or ascii_ch == "_") else ""
                prev = ascii_ch
        new = "".join(chars)
        folded.append(new)
        if first is not None:
            notes[number] = Normalisation(
                Span(number, first + 1), "full-width punctuation", line[start:].strip(), new[start:].strip()
            )
    return folded, notes
