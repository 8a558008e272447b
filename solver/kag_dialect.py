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
- quoted or backticked text that runs over several lines inside an action (KAG's planner writes
  ``sub_query=output `...\n...` answer:``): one text, each line break and the spaces around it
  read as one space, as a wrapped line reads (the canonical form is one line per action); a
  name or type over lines stays an unterminated string (a name never holds a line break);
- KAG's printouts of ``get``: ``alias_name_set=[o1:联系页面]`` (a variable with its type) and
  ``alias_name_set=[o1), get(o2)]`` (the planner's ``get(o1), get(o2)`` read by KAG as one call):
  the one variable each item names;
- an unquoted predicate with brackets, ``p=p1:属性[组织机构代码]``: the whole text is the
  predicate, as KAG reads it (a quoted name on an edge, ``p1:r[`x`]``, stays an error);
- backticked variables (``content=[`o1`]``), ``content[...]`` without ``=``, empty content;
- constraints written ``s.value=>160``, ``s.brand=权健`` (unquoted), on ``s``/``p``/``o`` for
  the node's alias, or naming another variable's property (``s.医院=s1.name``);
- an empty type ``s1:[name]``; types and predicates that start with a digit
  (``p1:2011年效力于``), carry a namespace (``Demo.Company``) or are several words
  (``p1:founded by``);
- operator spellings ``get_spo``, ``get``, ``Retriever``, ``search_s``
  (:class:`~kagflow.solver.plan_nodes.Search`), any case; an unknown operator whose arguments
  include ``s=``, ``p=`` and ``o=`` is read as Retrieval;
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
:func:`join_broken_text` (an action whose quoted text runs over lines read as one line, with a
:class:`LineMap` back to the lines as written), :func:`blank_prose` (lines that are not plan
lines) and :func:`fold_punctuation` (full-width punctuation). All keep every offset, one
character for one, so the grammar's positions are those of the plan text (its line numbers
those of the joined lines, mapped back by the :class:`LineMap`). The readings that need the
parse tree (node shapes, KAG's operator forms, ``get`` printouts, bookkeeping arguments) are made
by the tree builder in :mod:`kagflow.solver.plan_parser`, from these tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kagflow.solver.plan_nodes import KNOWN_OPERATORS, Normalisation, Span
from kagflow.solver.plan_printer import ACTION_IN_STEP_RE

__all__ = [
    "OPERATOR_ALIASES",
    "KAG_MATH_OPERATORS",
    "BOOKKEEPING_ARGUMENTS",
    "SORT_DIRECTIONS",
    "FULL_WIDTH",
    "CANONICAL_OPERATORS",
    "LineMap",
    "join_broken_text",
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


def _is_plan_line(line: str) -> bool:
    """Whether a line is read as a plan line (see :func:`blank_prose`)."""
    stripped = line.strip(" \t\f\u00a0\u3000\ufeff")
    return not stripped or (not stripped.startswith("```") and _PLAN_LINE_RE.match(stripped) is not None)


def blank_prose(lines: list[str]) -> tuple[list[str], dict[int, tuple[str, str]]]:
    """Blank the lines that are not plan lines: ``` fences and prose (KAG's planner writes its
    thoughts between fenced steps, and KAG reads only Step and Action lines).

    A plan line starts with a ``StepN``/``ActionN`` label, an ``Output:`` header, ``sort:`` or a
    call ``name(`` (an ASCII name, as every operator's); any other non-empty line is prose.
    Blanked lines keep their length, so positions in the plan text do not move.

    Args:
        lines: the plan's lines (after :func:`join_broken_text`).

    Returns:
        The lines, and per 1-based line number blanked: ("fence" or "prose", the line stripped).
    """
    out: list[str] = []
    prose: dict[int, tuple[str, str]] = {}
    for number, line in enumerate(lines, 1):
        if _is_plan_line(line):
            out.append(line)
            continue
        stripped = line.strip(" \t\f\u00a0\u3000\ufeff")
        prose[number] = ("fence" if stripped.startswith("```") else "prose", stripped)
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


class _Scanner:
    """Where the strings and unquoted names of a call region are, read one character at a time.

    The one reading that :func:`fold_punctuation` (what to fold) and :func:`join_broken_text`
    (which quoted text runs onto the next line) share. ``quote`` is the closing character of
    the open string (``None``: outside strings), ``depth`` the open brackets of an unquoted
    name (``[身份（证）挂失]``), ``quote_at`` the index where the open string started.
    """

    def __init__(self) -> None:
        self.quote: str | None = None
        self.quote_at = -1
        self.depth = 0
        self.prev = ""  # last character outside strings that is not a space
        self.word = ""  # the identifier that ends at prev

    def feed(self, chars: list[str], start: int, fold: bool) -> int | None:
        """Read ``chars[start:]``, folding full-width punctuation in place when ``fold``.

        Returns:
            The index of the first character folded, or None.
        """
        first: int | None = None
        for i in range(start, len(chars)):
            ch = chars[i]
            ascii_ch = FULL_WIDTH.get(ch, ch)
            if self.quote is not None:
                if ascii_ch == self.quote and (ch == self.quote or ch in "\u201d\u2019"):
                    if fold and ch != ascii_ch:
                        chars[i], first = ascii_ch, first if first is not None else i
                    self.quote, self.prev = None, ascii_ch
                continue
            if self.depth:
                if ascii_ch == "[":
                    self.depth += 1
                elif ascii_ch == "]":
                    self.depth -= 1
                    if fold and self.depth == 0 and ch != ascii_ch:  # the bracket that closes the name
                        chars[i], first = ascii_ch, first if first is not None else i
                continue
            if fold and ch != ascii_ch:
                chars[i], first = ascii_ch, first if first is not None else i
            if ascii_ch in "`\"":
                self.quote, self.quote_at = ascii_ch, i
            elif ascii_ch == "'" and self.prev in ("", "=", "(", "[", ",", ":"):
                self.quote, self.quote_at = "'", i
            elif ascii_ch == "[" and self.prev and (self.prev.isalnum() or self.prev in "_:`\"'") and self.word not in ("content", "set"):
                following = "".join(chars[i + 1 :]).lstrip()[:1]
                if FULL_WIDTH.get(following, following) not in ("`", '"', "'"):  # a quoted name is a string
                    self.depth = 1
            if not ascii_ch.isspace():
                self.word = self.word + ascii_ch if (ascii_ch.isalnum() or ascii_ch == "_") else ""
                self.prev = ascii_ch
        return first


def fold_punctuation(lines: list[str]) -> tuple[list[str], dict[int, Normalisation]]:
    """Map full-width punctuation to ASCII in the action part of each line.

    Quoted strings and names in brackets (``[身份（证）挂失]``) are left as written; one
    character becomes one, so every position in the folded text is that of the original.

    Args:
        lines: the plan's lines (after :func:`join_broken_text` and :func:`blank_prose`).

    Returns:
        The folded lines and, per 1-based line number that changed, its normalisation (its span
        in the same line numbering as ``lines``).
    """
    folded: list[str] = []
    notes: dict[int, Normalisation] = {}
    for number, line in enumerate(lines, 1):
        start = _call_region_start(line)
        if start is None or not any(ch in FULL_WIDTH for ch in line[start:]):
            folded.append(line)
            continue
        chars = list(line)
        first = _Scanner().feed(chars, start, fold=True)
        new = "".join(chars)
        folded.append(new)
        if first is not None:
            notes[number] = Normalisation(
                Span(number, first + 1), "full-width punctuation", line[start:].strip(), new[start:].strip()
            )
    return folded, notes


# --------------------------------------------------------------------------------------------
# Quoted text that runs over several lines


_LABEL_LINE_RE = re.compile(r"[ \t\ufeff]*(?:(?:step|action)[ \t]*\d+[ \t]*[:\uff1a]|output[ \t]*[:\uff1a]|```)", re.I)
_CALL_END_RE = re.compile(r"[)\uff09][ \t]*(?:->[ \t]*\w+[ \t]*)?$")


@dataclass(frozen=True)
class LineMap:
    """The plan's lines as the grammar reads them, and the way back to the lines as written.

    KAG's planner writes an action's ``sub_query`` text over several lines (``sub_query=`...``
    ``\n...```)``). :func:`join_broken_text` reads such an action as one line: each line break
    inside its quoted text becomes one space, so the text has its length and every offset in it
    is the offset in the plan text; only line numbers differ. ``lines`` are the joined lines (the
    grammar's line numbering), ``breaks`` the offsets in the plan text of the line breaks read as
    spaces. Without such text, ``lines`` are the plan's lines and both mappings are the identity.
    """

    lines: tuple[str, ...]
    breaks: tuple[int, ...] = ()
    # per joined line: (0-based column where a written line starts, its 1-based number)
    _parts: tuple[tuple[tuple[int, int], ...], ...] = field(default=(), repr=False)
    # per written line (0-based): (its joined line's 1-based number, its 0-based column there)
    _back: tuple[tuple[int, int], ...] = field(default=(), repr=False)

    def physical(self, line: int, column: int) -> tuple[int, int]:
        """The written (line, column) of 1-based ``column`` on joined ``line`` (both 1-based)."""
        if not self.breaks or not 1 <= line <= len(self._parts):
            return line, column
        at, number = 0, line
        for start, written in self._parts[line - 1]:
            if start <= column - 1:
                at, number = start, written
        return number, column - at

    def logical(self, line: int, column: int) -> tuple[int, int]:
        """The joined (line, column) of 1-based ``column`` on written ``line`` (both 1-based)."""
        if not self.breaks or not 1 <= line <= len(self._back):
            return line, column
        joined, at = self._back[line - 1]
        return joined, column + at


def join_broken_text(lines: list[str]) -> LineMap:
    """Read an action whose quoted text runs onto the following lines as one line.

    An action line whose call region ends inside a backticked or quoted string (``sub_query=`...``
    or ``sub_query=output `...``, KAG's planner at run time) continues on the next lines until the
    string closes. It is joined when the string opened inside a call, closes on a later line, that
    line ends the call (``)`` or ``)->name``), and no line in between is a ``StepN:``/``ActionN:``
    label, an ``Output:`` header or a fence; otherwise the lines stay as written (and an
    unterminated string is reported where it opens, as before).

    Args:
        lines: the plan's lines as written.

    Returns:
        A :class:`LineMap`: the joined lines (each line break inside the text read as one space,
        so lengths and offsets are kept) and how to map positions back.
    """
    joined: list[str] = []
    parts: list[tuple[tuple[int, int], ...]] = []
    back: list[tuple[int, int]] = []
    breaks: list[int] = []
    offset = 0  # of the current written line in the plan text
    i = 0
    while i < len(lines):
        last = _broken_text_end(lines, i)
        text, segs = lines[i], [(0, i + 1)]
        back.append((len(joined) + 1, 0))
        for j in range(i + 1, last + 1):
            breaks.append(offset + len(text))
            segs.append((len(text) + 1, j + 1))
            back.append((len(joined) + 1, len(text) + 1))
            text += " " + lines[j]
        joined.append(text)
        parts.append(tuple(segs))
        offset += len(text) + 1
        i = last + 1
    return LineMap(tuple(joined), tuple(breaks), tuple(parts), tuple(back))


def _broken_text_end(lines: list[str], i: int) -> int:
    """The index of the last line of the action on line ``i`` whose quoted text runs over lines
    (``i`` when it does not)."""
    line = lines[i]
    start = _call_region_start(line) if _is_plan_line(line) else None
    if start is None:
        return i
    scanner = _Scanner()
    text = line
    scanner.feed(list(text), start, fold=False)
    j = i
    while scanner.quote is not None:
        opened = text[start : scanner.quote_at]
        if "(" not in opened and "\uff08" not in opened:  # not inside a call
            return i
        if j + 1 >= len(lines) or _LABEL_LINE_RE.match(lines[j + 1]):
            return i
        j += 1
        base = len(text) + 1
        text += " " + lines[j]
        scanner.feed(list(text), base, fold=False)
    if j == i or not _CALL_END_RE.search(lines[j]):
        return i
    return j
