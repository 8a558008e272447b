"""KAG logical forms: grammar, AST and parse errors.

A plan is the text an LLM writes in KAG's format::

    Step1: Which products does Acme Motors make?
    Action1: Retrieval(s=s1:Company[`Acme Motors`], p=p1:product, o=o1:Product)
    Action2: Math(content=[o1], target=`count`)->math2
    Action3: Output(math2)

Parsing happens in two stages:

1. A Lark LALR grammar (``_GRAMMAR``, contextual lexer) turns the text into a generic
   tree: lines, and per action line a call ``Operator(arg, key=value, ...)`` whose values are
   nodes ``alias[:Type[/`Concept`]][`name`]``, lists ``[a, b]``, literals (numbers,
   backticked or double-quoted strings), property references ``alias.prop`` and, as
   positional arguments, constraints ``alias.prop OP literal``.
2. ``_PlanBuilder`` checks each call against its operator's signature and builds the
   frozen dataclasses below. Every error on the way is a :class:`LogicalFormSyntaxError`
   carrying the 1-based line and column in the plan text.

Whether a type, predicate or variable actually exists is not checked here; that is the
validator's job.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Union

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

__all__ = [
    "KNOWN_OPERATORS",
    "OPERATOR_ALIASES",
    "MATH_TARGETS",
    "SORT_DIRECTIONS",
    "Span",
    "NodeRef",
    "EdgeRef",
    "Constraint",
    "Retrieval",
    "Math",
    "Sort",
    "Deduce",
    "Output",
    "Action",
    "Step",
    "Plan",
    "LogicalFormSyntaxError",
    "parse_plan",
    "format_node",
]

KNOWN_OPERATORS: tuple[str, ...] = ("Retrieval", "Math", "Sort", "Deduce", "Output")
"""Canonical operator names, in the order error messages list them."""

OPERATOR_ALIASES: dict[str, str] = {"get_spo": "Retrieval", "get": "Output"}
"""KAG's alternative spellings, mapped to the canonical operator."""

MATH_TARGETS: tuple[str, ...] = (
    "sum", "count", "avg", "min", "max", "difference", "ratio",
    "gt", "lt", "ge", "le", "eq", "ne",
)  # fmt: skip
"""Normalised values of ``Math.target``."""

_MATH_SYMBOLS: dict[str, str] = {">": "gt", "<": "lt", ">=": "ge", "<=": "le", "==": "eq", "!=": "ne"}

SORT_DIRECTIONS: dict[str, str] = {"asc": "asc", "desc": "desc", "min": "asc", "max": "desc"}
"""Accepted ``Sort`` directions and what each is normalised to."""


# --------------------------------------------------------------------------------------------
# AST


@dataclass(frozen=True)
class Span:
    """A position in the plan text: 1-based ``line`` and ``column`` (in characters)."""

    line: int
    column: int


@dataclass(frozen=True)
class NodeRef:
    """A node argument ``alias[:Type[/`Concept`]][`name`]``.

    ``type`` and ``concept`` are ``None`` when absent; ``name`` is the unescaped entity name
    (``None`` when absent). A node with only an ``alias`` refers to an already bound variable.
    ``span`` points at the alias.
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
class Constraint:
    """A filter ``alias.prop OP value``.

    ``op`` is one of ``== != < <= > >= like`` (``=`` is normalised to ``==``, ``LIKE`` to
    ``like``). ``value`` is an ``int`` or ``float`` for numeric literals and a ``str`` for
    quoted ones. ``span`` points at the alias.
    """

    alias: str
    prop: str
    op: str
    value: str | int | float
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
class Math:
    """``Math(content=[a, b], target=`sum`)->output``; ``target`` is one of MATH_TARGETS."""

    content: tuple[str, ...]
    target: str
    output: str | None = None


@dataclass(frozen=True)
class Sort:
    """``Sort(set=a, orderby=a.prop, direction=desc, limit=3)->output``.

    ``orderby`` is the alias sorted on (``None`` if not given) and ``orderby_prop`` the
    property when written ``alias.prop``. ``direction`` is ``"asc"`` or ``"desc"`` (``min``
    and ``max`` are normalised to these).
    """

    set: str
    orderby: str | None = None
    orderby_prop: str | None = None
    direction: str = "desc"
    limit: int | None = None
    output: str | None = None


@dataclass(frozen=True)
class Deduce:
    """``Deduce(op=judgement, content=[a], target=`...`)->output``; ``op`` is kept as written."""

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


Action = Union[Retrieval, Math, Sort, Deduce, Output]
"""Any action of a step."""


@dataclass(frozen=True)
class Step:
    """One action of a plan.

    ``index`` is the N of ``ActionN:`` (for a bare call: one more than the largest index
    before it); ``text`` is the free text of the matching ``StepN:`` line, stripped, or
    ``None``. ``action_text`` is the exact source text of the call, from the operator name to
    the closing parenthesis or, when present, the end of ``->name``. ``span`` points at the
    operator name.
    """

    index: int
    text: str | None
    action: Action
    action_text: str
    span: Span


@dataclass(frozen=True)
class Plan:
    """A parsed plan: its steps in source order and the text it was parsed from."""

    steps: tuple[Step, ...]
    text: str


class LogicalFormSyntaxError(ValueError):
    """A plan that does not parse, located in the plan text.

    Attributes: ``message`` (what is wrong), ``line`` and ``column`` (1-based), ``source``
    (the name given to :func:`parse_plan`) and ``line_text`` (the offending line, or ``None``).
    ``str()`` gives ``"{source}:{line}:{column}: {message}"`` followed, when the line is
    known, by that line and a caret under the column.
    """

    def __init__(
        self,
        message: str,
        line: int,
        column: int,
        source: str = "<plan>",
        line_text: str | None = None,
    ) -> None:
        super().__init__(message, line, column, source, line_text)
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        self.line_text = line_text

    def __str__(self) -> str:
        head = f"{self.source}:{self.line}:{self.column}: {self.message}"
        if not self.line_text or not self.line_text.strip():
            return head
        return f"{head}\n    {self.line_text}\n    {_caret_padding(self.line_text, self.column)}^"


def _caret_padding(line_text: str, column: int) -> str:
    """Whitespace that puts a caret under ``column``: tabs kept, wide (CJK) characters doubled."""
    pad = []
    for ch in line_text[: max(column - 1, 0)]:
        if ch == "\t":
            pad.append("\t")
        elif unicodedata.east_asian_width(ch) in ("W", "F"):
            pad.append("  ")
        else:
            pad.append(" ")
    return "".join(pad)


# --------------------------------------------------------------------------------------------
# Grammar

_GRAMMAR = r"""
start: (_line? _NL)* _line?
_line: step_line | action_line

step_line: STEP_LINE
action_line: ACTION_LABEL? call (_ARROW IDENT)?

call: IDENT LPAR (arg ("," arg)* ","?)? RPAR

arg: IDENT EQ value                     -> kwarg
   | IDENT "." IDENT _cmp literal       -> constraint
   | value                              -> posarg

_cmp: EQ | OP2 | LIKE

?value: node | list | literal | propref

node: IDENT (":" type_spec)? ("[" _name "]")?
type_spec: _type_name ("/" _type_name)?
_type_name: IDENT | BT_STR
_name: BT_STR | DQ_STR

list: LSQB (value ("," value)* ","?)? RSQB
literal: NUMBER | BT_STR | DQ_STR
propref: IDENT "." IDENT

STEP_LINE.3: /step[ \t]*\d+[ \t]*[:\uff1a][^\n]*/i
ACTION_LABEL.3: /action[ \t]*\d+[ \t]*[:\uff1a]/i
IDENT: /[^\W\d]\w*/
NUMBER.2: /[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?/
BT_STR: /`(?:[^`\n]|``)*`/
DQ_STR: /"(?:[^"\n]|"")*"/
LIKE.2: /like\b/i
OP2: "==" | "!=" | "<=" | ">=" | "<" | ">"
EQ: "="
LPAR: "("
RPAR: ")"
LSQB: "["
RSQB: "]"
_ARROW: "->"
_NL: /\n/
WS: /[ \t\f\r\u00a0\u3000\ufeff]+/
%ignore WS
"""

_PARSER = Lark(_GRAMMAR, parser="lalr", lexer="contextual", maybe_placeholders=False)

_IDENT_RE = re.compile(r"[^\W\d]\w*")  # same as the IDENT terminal; used by format_node only

_TERMINAL_WORDS: dict[str, str] = {
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COMMA": "','",
    "COLON": "':'",
    "DOT": "'.'",
    "SLASH": "'/'",
    "EQ": "'='",
    "OP2": "a comparison operator",
    "LIKE": "'like'",
    "IDENT": "an identifier",
    "NUMBER": "a number",
    "BT_STR": "a `backticked` string",
    "DQ_STR": 'a "double-quoted" string',
    "_ARROW": "'->'",
    "_NL": "end of line",
    "$END": "end of plan",
    "STEP_LINE": "a 'StepN:' line",
    "ACTION_LABEL": "'ActionN:'",
}


# --------------------------------------------------------------------------------------------
# Public functions


def parse_plan(text: str, source: str = "<plan>") -> Plan:
    """Parse a KAG plan into a :class:`Plan`.

    Args:
        text: the plan; ``StepN:`` lines are optional, ``ActionN:`` prefixes are optional,
            one action per line. Windows/old-Mac line endings and blank lines are accepted.
        source: a name for the plan used in error messages (a file name, a question id).

    Returns:
        ``Plan(steps, text)`` with one :class:`Step` per action line, in source order, and
        ``text`` the argument unchanged.

    Raises:
        LogicalFormSyntaxError: the plan is empty or has no action; a line does not follow
            the grammar (unbalanced brackets or quotes, stray characters); an operator is
            unknown; an operator's arguments are missing, unknown, repeated or of the wrong
            shape; ``ActionN`` or ``StepN`` numbers repeat, or a ``StepN`` has no ``ActionN``.
    """
    if not isinstance(text, str):
        raise TypeError(f"plan text must be str, not {type(text).__name__}")
    norm = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = norm.split("\n")
    if not norm.strip(" \t\f\n\u00a0\u3000\ufeff"):
        raise LogicalFormSyntaxError("empty plan", 1, 1, source)
    try:
        tree = _PARSER.parse(norm)
    except UnexpectedInput as exc:
        raise _translate_lark_error(exc, lines, source) from None
    return _PlanBuilder(norm, lines, source).build(tree, text)


def format_node(node: NodeRef) -> str:
    """Render a node back to plan syntax, e.g. ``s1:Company[`Acme ``x`` Motors`]``.

    Types that are plain identifiers are written bare, other types backticked; a concept is
    written ``` `Type`/`Concept` ```; names are always backticked with literal backticks
    doubled. ``parse_plan`` reads the result back to an equal node (``span`` aside).

    Raises:
        ValueError: the node cannot be written: the alias is not an identifier, a concept
            without a type, or a type/concept/name that is empty or contains a line break.
    """
    if not _IDENT_RE.fullmatch(node.alias):
        raise ValueError(f"alias {node.alias!r} is not an identifier")
    out = node.alias
    if node.type is not None:
        if node.concept is not None:
            out += ":" + _backtick(node.type, "type") + "/" + _backtick(node.concept, "concept")
        elif _IDENT_RE.fullmatch(node.type):
            out += ":" + node.type
        else:
            out += ":" + _backtick(node.type, "type")
    elif node.concept is not None:
        raise ValueError("a node with a concept needs a type")
    if node.name is not None:
        out += "[" + _backtick(node.name, "name") + "]"
    return out


def _backtick(value: str, what: str) -> str:
    if value == "":
        raise ValueError(f"empty {what} cannot be written")
    if "\n" in value or "\r" in value:
        raise ValueError(f"{what} {value!r} contains a line break")
    return "`" + value.replace("`", "``") + "`"


# --------------------------------------------------------------------------------------------
# Lark errors -> LogicalFormSyntaxError


def _line_text(lines: list[str], line: int) -> str | None:
    return lines[line - 1] if 1 <= line <= len(lines) else None


def _open_brackets(line_text: str, stop: int) -> list[tuple[str, int]]:
    """Brackets still open before index ``stop`` of a line, skipping quoted strings.

    Only used to word error messages; the parsing itself is the grammar's.
    """
    stack: list[tuple[str, int]] = []
    i = 0
    while i < min(stop, len(line_text)):
        ch = line_text[i]
        if ch in "`\"":
            j = i + 1
            while j < len(line_text):
                if line_text[j] == ch:
                    if j + 1 < len(line_text) and line_text[j + 1] == ch:
                        j += 2
                        continue
                    break
                j += 1
            i = j + 1
            continue
        if ch in "([":
            stack.append((ch, i))
        elif ch in ")]" and stack:
            stack.pop()
        i += 1
    return stack


def _expected_words(expected: set[str] | frozenset[str] | None) -> str:
    words = sorted({_TERMINAL_WORDS.get(name, name) for name in (expected or ())})
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _translate_lark_error(
    exc: UnexpectedInput, lines: list[str], source: str
) -> LogicalFormSyntaxError:
    """Reword a Lark error as a LogicalFormSyntaxError at the most useful position."""
    line, column = exc.line, exc.column
    if isinstance(exc, UnexpectedCharacters):
        ch = exc.char
        if ch == "`":
            msg = (
                "unterminated `backticked` string (it must close on the same line; "
                "write a literal ` as ``)"
            )
        elif ch == '"':
            msg = (
                'unterminated "double-quoted" string (it must close on the same line; '
                'write a literal " as "")'
            )
        elif ch == "'":
            msg = "single quotes do not delimit names or strings; use `...` or \"...\""
        else:
            msg = f"unexpected character {ch!r}"
            allowed = _expected_words(exc.allowed)
            if allowed:
                msg += f"; expected {allowed}"
        return LogicalFormSyntaxError(msg, line, column, source, _line_text(lines, line))

    assert isinstance(exc, UnexpectedToken)
    tok = exc.token
    if tok.type == "$END":
        # Lark places $END on the last token; report the end of the last non-empty line.
        line = len(lines)
        while line > 1 and not lines[line - 1].strip():
            line -= 1
        column = len(lines[line - 1].rstrip()) + 1
    text = _line_text(lines, line) or ""
    open_stack = _open_brackets(text, column - 1)
    closer = {"(": ")", "[": "]"}
    if tok.type in ("_NL", "$END") and open_stack:
        opener, idx = open_stack[-1]
        msg = f"unclosed {opener!r}: no matching {closer[opener]!r} before the end of the line"
        return LogicalFormSyntaxError(msg, line, idx + 1, source, text)
    if tok.type in ("RPAR", "RSQB"):
        if not open_stack:
            msg = f"unmatched {tok.value!r}: no {'(' if tok.value == ')' else '['!r} is open here"
            return LogicalFormSyntaxError(msg, line, column, source, text)
        opener, idx = open_stack[-1]
        if closer[opener] != tok.value:
            msg = f"{tok.value!r} does not match {opener!r} opened at column {idx + 1}"
            return LogicalFormSyntaxError(msg, line, column, source, text)
    found = {"_NL": "end of line", "$END": "end of plan"}.get(tok.type, repr(str(tok.value)))
    msg = f"unexpected {found}"
    before = text[: column - 1].strip()
    if exc.expected and set(exc.expected) <= {"IDENT"} and before.lower().startswith("action"):
        return LogicalFormSyntaxError(
            f"{msg}; expected an action call such as Retrieval(...) after {before!r}",
            line, column, source, text,
        )
    expected = _expected_words(exc.expected)
    if expected:
        msg += f"; expected {expected}"
    return LogicalFormSyntaxError(msg, line, column, source, text or None)


# --------------------------------------------------------------------------------------------
# Tree -> AST


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
class _PropRef:
    alias: str
    prop: str
    span: Span


@dataclass(frozen=True)
class _Call:
    operator: str  # canonical
    span: Span
    kwargs: dict  # key -> (key Span, value)
    positional: tuple  # (value, ...)
    constraints: tuple[Constraint, ...]


def _span(tok: Token) -> Span:
    return Span(tok.line, tok.column)


def _unquote(tok: Token) -> str:
    q = tok.value[0]
    return tok.value[1:-1].replace(q + q, q)


def _label_number(label: str, keyword_len: int) -> tuple[int, str]:
    """Split 'Step 12: text' / 'Action3:' (already matched by the grammar) into (12, 'text')."""
    rest = label[keyword_len:]
    cut = min(i for i in (rest.find(":"), rest.find("\uff1a")) if i >= 0)
    return int(rest[:cut].strip()), rest[cut + 1 :]


class _PlanBuilder:
    """Turns the generic Lark tree into AST dataclasses, checking operator signatures."""

    def __init__(self, text: str, lines: list[str], source: str) -> None:
        self.text = text
        self.lines = lines
        self.source = source

    def error(self, message: str, span: Span) -> LogicalFormSyntaxError:
        return LogicalFormSyntaxError(
            message, span.line, span.column, self.source, _line_text(self.lines, span.line)
        )

    # plan level ------------------------------------------------------------------------

    def build(self, tree: Tree, original_text: str) -> Plan:
        step_texts: dict[int, tuple[str | None, Span]] = {}
        actions: list[tuple[int | None, Span | None, Action, str, Span]] = []
        for child in tree.children:
            if child.data == "step_line":
                tok = child.children[0]
                number, rest = _label_number(tok.value, len("step"))
                if number in step_texts:
                    raise self.error(f"Step{number} appears twice", _span(tok))
                step_texts[number] = (rest.strip() or None, _span(tok))
            else:
                actions.append(self.action_line(child))
        if not actions:
            first = next(iter(step_texts.values()))[1] if step_texts else Span(1, 1)
            raise self.error("plan has no actions", first)

        steps: list[Step] = []
        used: dict[int, Span] = {}
        for number, label_span, action, action_text, span in actions:
            if number is None:
                number = max(used, default=0) + 1
            elif number in used:
                raise self.error(f"Action{number} appears twice", label_span or span)
            used[number] = span
            text = step_texts[number][0] if number in step_texts else None
            steps.append(Step(number, text, action, action_text, span))
        for number, (_, span) in sorted(step_texts.items()):
            if number not in used:
                raise self.error(f"Step{number} has no matching Action{number}", span)
        return Plan(tuple(steps), original_text)

    def action_line(self, tree: Tree) -> tuple[int | None, Span | None, Action, str, Span]:
        number: int | None = None
        label_span: Span | None = None
        call_tree: Tree | None = None
        output_tok: Token | None = None
        for child in tree.children:
            if isinstance(child, Tree):
                call_tree = child
            elif child.type == "ACTION_LABEL":
                number, _ = _label_number(child.value, len("action"))
                label_span = _span(child)
            else:  # IDENT after ->
                output_tok = child
        assert call_tree is not None
        op_tok = call_tree.children[0]
        rpar = call_tree.children[-1]
        end = output_tok.end_pos if output_tok is not None else rpar.end_pos
        action_text = self.text[op_tok.start_pos : end]
        call = self.call(call_tree)
        output = str(output_tok) if output_tok is not None else None
        action = self.action(call, output)
        return number, label_span, action, action_text, call.span

    # calls -----------------------------------------------------------------------------

    def call(self, tree: Tree) -> _Call:
        op_tok = tree.children[0]
        name = str(op_tok)
        canonical = _canonical_operator(name)
        if canonical is None:
            aliases = ", ".join(f"{a} = {c}" for a, c in OPERATOR_ALIASES.items())
            raise self.error(
                f"unknown operator {name!r}; known operators: {', '.join(KNOWN_OPERATORS)}"
                f" (aliases: {aliases})",
                _span(op_tok),
            )
        kwargs: dict = {}
        positional: list = []
        constraints: list[Constraint] = []
        for arg in tree.children[2:-1]:
            if arg.data == "kwarg":
                key_tok, _eq, value = arg.children
                key = str(key_tok)
                if key in kwargs:
                    raise self.error(f"{canonical}: argument {key!r} given twice", _span(key_tok))
                kwargs[key] = (_span(key_tok), self.value(value))
            elif arg.data == "constraint":
                alias_tok, prop_tok, op_tok2, lit = arg.children
                op = str(op_tok2)
                op = "==" if op == "=" else op.lower()
                constraints.append(
                    Constraint(
                        str(alias_tok), str(prop_tok), op, self.value(lit).value, _span(alias_tok)
                    )
                )
            else:
                positional.append(self.value(arg.children[0]))
        return _Call(canonical, _span(op_tok), kwargs, tuple(positional), tuple(constraints))

    def value(self, tree: Tree):
        """A value subtree as NodeRef, _List, _Literal or _PropRef."""
        kind = tree.data
        ch = tree.children
        if kind == "node":
            alias_tok = ch[0]
            type_, concept, name = None, None, None
            for part in ch[1:]:
                if isinstance(part, Tree):  # type_spec
                    parts = [_unquote(t) if t.type == "BT_STR" else str(t) for t in part.children]
                    for t, value in zip(part.children, parts):
                        if value == "":
                            raise self.error("empty type name", _span(t))
                    type_ = parts[0]
                    concept = parts[1] if len(parts) > 1 else None
                else:
                    name = _unquote(part)
                    if name == "":
                        raise self.error("empty entity name", _span(part))
            return NodeRef(str(alias_tok), type_, concept, name, _span(alias_tok))
        if kind == "list":
            items = tuple(self.value(c) for c in ch if isinstance(c, Tree))
            return _List(items, _span(ch[0]))
        if kind == "literal":
            tok = ch[0]
            if tok.type == "NUMBER":
                raw = str(tok)
                is_float = any(c in raw for c in ".eE")
                return _Literal(float(raw) if is_float else int(raw), False, _span(tok))
            return _Literal(_unquote(tok), True, _span(tok))
        if kind == "propref":
            return _PropRef(str(ch[0]), str(ch[1]), _span(ch[0]))
        raise AssertionError(f"unexpected tree {kind}")  # pragma: no cover

    # operators -------------------------------------------------------------------------

    def action(self, call: _Call, output: str | None) -> Action:
        if call.operator == "Output":
            return self.output(call)
        if call.operator == "Retrieval":
            return self.retrieval(call, output)
        if call.constraints:
            raise self.error(f"{call.operator} takes no constraints", call.constraints[0].span)
        if call.positional:
            raise self.error(
                f"{call.operator} takes only keyword arguments", _value_span(call.positional[0])
            )
        if call.operator == "Math":
            return self.math(call, output)
        if call.operator == "Sort":
            return self.sort(call, output)
        return self.deduce(call, output)

    def check_keys(self, call: _Call, required: tuple[str, ...], optional: tuple[str, ...]) -> None:
        allowed = required + optional
        for key, (span, _) in call.kwargs.items():
            if key not in allowed:
                raise self.error(
                    f"{call.operator}: unknown argument {key!r}; expected {', '.join(allowed)}", span
                )
        for key in required:
            if key not in call.kwargs:
                raise self.error(f"{call.operator}: missing argument {key!r}", call.span)

    def retrieval(self, call: _Call, output: str | None) -> Retrieval:
        if call.positional:
            raise self.error(
                "Retrieval: unexpected positional argument; write s=..., p=..., o=... and "
                "constraints as alias.prop OP value",
                _value_span(call.positional[0]),
            )
        self.check_keys(call, ("s", "p", "o"), ())
        s = self.node_arg(call, "s")
        o = self.node_arg(call, "o")
        p_span, p = call.kwargs["p"]
        if not isinstance(p, NodeRef):
            raise self.error("Retrieval: p must be an edge like p1:predicate", _value_span(p) or p_span)
        if p.concept is not None or p.name is not None:
            raise self.error("Retrieval: an edge p has a predicate only (no concept or [name])", p.span)
        edge = EdgeRef(p.alias, p.type, p.span)
        return Retrieval(s, edge, o, call.constraints, output)

    def node_arg(self, call: _Call, key: str) -> NodeRef:
        span, value = call.kwargs[key]
        if not isinstance(value, NodeRef):
            raise self.error(
                f"{call.operator}: {key} must be a node like {key}1:Type[`name`] or a bound alias",
                _value_span(value) or span,
            )
        return value

    def math(self, call: _Call, output: str | None) -> Math:
        self.check_keys(call, ("content", "target"), ())
        content = self.alias_list(call, "content")
        span, value = call.kwargs["target"]
        raw = self.word(call, "target", value, span)
        target = _MATH_SYMBOLS.get(raw.strip(), raw.strip().lower())
        if target not in MATH_TARGETS:
            raise self.error(
                f"Math: unknown target {raw!r}; expected one of {', '.join(MATH_TARGETS)} "
                f"or {' '.join(_MATH_SYMBOLS)}",
                _value_span(value),
            )
        return Math(content, target, output)

    def sort(self, call: _Call, output: str | None) -> Sort:
        self.check_keys(call, ("set",), ("orderby", "direction", "limit"))
        set_ = self.alias(call, "set")
        orderby = orderby_prop = None
        if "orderby" in call.kwargs:
            span, value = call.kwargs["orderby"]
            if isinstance(value, _PropRef):
                orderby, orderby_prop = value.alias, value.prop
            else:
                orderby = self.alias(call, "orderby")
        direction = "desc"
        if "direction" in call.kwargs:
            span, value = call.kwargs["direction"]
            raw = self.word(call, "direction", value, span)
            if raw.lower() not in SORT_DIRECTIONS:
                raise self.error(
                    f"Sort: unknown direction {raw!r}; expected {', '.join(SORT_DIRECTIONS)}",
                    _value_span(value),
                )
            direction = SORT_DIRECTIONS[raw.lower()]
        limit = None
        if "limit" in call.kwargs:
            span, value = call.kwargs["limit"]
            if not (isinstance(value, _Literal) and isinstance(value.value, int) and value.value >= 1):
                raise self.error("Sort: limit must be a positive integer", _value_span(value) or span)
            limit = value.value
        return Sort(set_, orderby, orderby_prop, direction, limit, output)

    def deduce(self, call: _Call, output: str | None) -> Deduce:
        self.check_keys(call, ("op", "content"), ("target",))
        span, value = call.kwargs["op"]
        op = self.word(call, "op", value, span)
        content = self.alias_list(call, "content")
        target = None
        if "target" in call.kwargs:
            span, value = call.kwargs["target"]
            target = self.word(call, "target", value, span)
        return Deduce(op, content, target, output)

    def output(self, call: _Call) -> Output:
        if call.kwargs:
            key, (span, _) = next(iter(call.kwargs.items()))
            raise self.error(f"Output takes variables only, not {key}=...", span)
        if call.constraints:
            raise self.error("Output takes no constraints", call.constraints[0].span)
        if not call.positional:
            raise self.error("Output needs at least one variable", call.span)
        aliases = []
        for value in call.positional:
            if not _is_bare(value):
                raise self.error("Output takes variable names such as o1 or math5", _value_span(value))
            aliases.append(value.alias)
        return Output(tuple(aliases))

    # argument shapes -------------------------------------------------------------------

    def alias(self, call: _Call, key: str) -> str:
        span, value = call.kwargs[key]
        if not _is_bare(value):
            raise self.error(
                f"{call.operator}: {key} must be a variable name", _value_span(value) or span
            )
        return value.alias

    def alias_list(self, call: _Call, key: str) -> tuple[str, ...]:
        span, value = call.kwargs[key]
        items = value.items if isinstance(value, _List) else (value,)
        if not items:
            raise self.error(f"{call.operator}: {key} is empty", _value_span(value) or span)
        out = []
        for item in items:
            if not _is_bare(item):
                raise self.error(
                    f"{call.operator}: {key} must list variable names, e.g. [o1, o2]",
                    _value_span(item) or span,
                )
            out.append(item.alias)
        return tuple(out)

    def word(self, call: _Call, key: str, value, span: Span) -> str:
        if _is_bare(value):
            return value.alias
        if isinstance(value, _Literal) and value.quoted:
            return value.value
        raise self.error(
            f"{call.operator}: {key} must be a word or a `quoted` string", _value_span(value) or span
        )


def _canonical_operator(name: str) -> str | None:
    lowered = name.lower()
    for op in KNOWN_OPERATORS:
        if op.lower() == lowered:
            return op
    for alias, op in OPERATOR_ALIASES.items():
        if alias.lower() == lowered:
            return op
    return None


def _is_bare(value) -> bool:
    return isinstance(value, NodeRef) and value.type is None and value.name is None


def _value_span(value) -> Span | None:
    return getattr(value, "span", None)
