"""Parser for the KGDSL subset used inside schema ``rule: [[ ... ]]`` blocks and concept rules.

A rule defines one predicate of one type::

    Define (s:Company)-[p:totalTransInAmt]->(o:Float) {
        STRUCTURE {
            (inCompany:Company)-[fundIn:fundTrans]->(s)
        }
        CONSTRAINT {
            otherTransSum("总共转入金额") = group(s).sum(fundIn.transAmt)
            o = otherTransSum
        }
    }

The grammar below is a Lark (Earley) grammar over a token stream in which newlines are
significant only where they separate statements: a small post-lexer drops newlines inside ``( )``
and ``[ ]``, right after ``{`` or ``,``, right before ``}``, and collapses runs of newlines, so a
call or a pattern may wrap across lines while constraint statements and map entries are one per
line.  ``;`` separates statements like a newline.  ``//`` starts a comment anywhere.

Keywords (``Define``, ``STRUCTURE``/``CONSTRAINT``/``ACTION``, ``and``/``or``/``not``/``like``/
``in``, ``null``/``true``/``false``) are case-insensitive and reserved.

The result is a :class:`Rule` of frozen dataclasses; nothing is resolved against the schema here
(the rule compiler does that).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Union

from kagflow.lark_runtime import (
    Lark,
    PostLex,
    Token,
    Transformer,
    Tree,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
    v_args,
)
from kagflow.schema.spg import Location, RuleSource, SchemaError

__all__ = [
    "AGG_FUNCS",
    "NodePattern",
    "EdgePattern",
    "PathPattern",
    "Literal",
    "Ref",
    "Call",
    "GroupAgg",
    "BinOp",
    "UnaryOp",
    "MapLiteral",
    "ListLiteral",
    "Expr",
    "Filter",
    "Assign",
    "ActionCall",
    "Rule",
    "RuleSyntaxError",
    "parse_rule",
]

#: Aggregations allowed after ``group(...)``.
AGG_FUNCS: frozenset[str] = frozenset({"sum", "count", "avg", "min", "max"})


# --------------------------------------------------------------------------------------------------
# AST
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NodePattern:
    """``(alias)``, ``(alias:Type)`` or ``(alias:`Type`/`concept`)`` (a concept-typed node)."""

    alias: str
    type: str | None = None
    concept: str | None = None


@dataclass(frozen=True)
class EdgePattern:
    """``-[alias:predicate]->`` (direction ``"out"``) or ``<-[alias:predicate]-`` (``"in"``).

    ``[:product]`` has no alias; ``[useCert]`` (a bare name, no colon) is kept as
    ``alias="useCert", predicate=None, bare=True``: the compiler decides whether it names the
    predicate.
    """

    alias: str | None
    predicate: str | None
    direction: str
    bare: bool = False


@dataclass(frozen=True)
class PathPattern:
    """A chain of nodes; ``edges[i]`` links ``nodes[i]`` and ``nodes[i+1]``."""

    nodes: tuple[NodePattern, ...]
    edges: tuple[EdgePattern, ...]


@dataclass(frozen=True)
class Literal:
    value: str | int | float | bool | None


@dataclass(frozen=True)
class Ref:
    """A name (``("totalOut",)``) or a dotted reference (``("f", "transAmt")``)."""

    parts: tuple[str, ...]


@dataclass(frozen=True)
class Call:
    name: str
    args: tuple["Expr", ...]
    kwargs: tuple[tuple[str, "Expr"], ...] = ()


@dataclass(frozen=True)
class GroupAgg:
    """``group(s, o).count(d)`` -> keys ``("s", "o")``, func ``"count"``, arg ``Ref(("d",))``."""

    keys: tuple[str, ...]
    func: str
    arg: "Expr | None"


@dataclass(frozen=True)
class BinOp:
    op: str
    left: "Expr"
    right: "Expr"


@dataclass(frozen=True)
class UnaryOp:
    op: str
    operand: "Expr"


@dataclass(frozen=True)
class MapLiteral:
    entries: tuple[tuple[str, "Expr"], ...]


@dataclass(frozen=True)
class ListLiteral:
    """``['a', 'b']``, e.g. the right side of ``in``."""

    items: tuple["Expr", ...]


Expr = Union[Literal, Ref, Call, GroupAgg, BinOp, UnaryOp, MapLiteral, ListLiteral]


@dataclass(frozen=True)
class Filter:
    """A boolean condition: ``R1("desc"): expr``, ``R1: expr`` or a bare ``expr``."""

    name: str | None
    description: str | None
    expr: Expr
    line: int


@dataclass(frozen=True)
class Assign:
    """``name("desc") = expr`` or ``name = expr``; ``o = ...`` sets the rule's value."""

    name: str
    description: str | None
    expr: Expr
    line: int


@dataclass(frozen=True)
class ActionCall:
    """A statement of an ``Action`` block: ``[target =] call(...)``."""

    target: str | None
    call: Call
    line: int


@dataclass(frozen=True)
class Rule:
    """A parsed ``Define`` rule.  ``line`` fields are absolute file lines when the rule came with a
    location, else 1-based lines of ``text``."""

    head_subject: NodePattern
    head_predicate: EdgePattern
    head_object: NodePattern
    structure: tuple[PathPattern, ...]
    constraints: tuple[Filter | Assign, ...]
    actions: tuple[ActionCall, ...]
    text: str
    location: Location | None

    @property
    def filters(self) -> tuple[Filter, ...]:
        return tuple(c for c in self.constraints if isinstance(c, Filter))

    @property
    def assignments(self) -> tuple[Assign, ...]:
        return tuple(c for c in self.constraints if isinstance(c, Assign))


class RuleSyntaxError(SchemaError):
    """A rule does not parse.  The location is absolute in the schema file when known."""


# --------------------------------------------------------------------------------------------------
# Grammar
# --------------------------------------------------------------------------------------------------

# The grammar is data: kgdsl.lark beside this module.

_OPEN = {"(": ")", "[": "]", "{": "}"}


class _NewlinePostLex(PostLex):
    """Make newlines significant only between statements (see the module docstring)."""

    always_accept = ("_NL",)

    def process(self, stream: Iterator[Token]) -> Iterator[Token]:
        stack: list[str] = []
        pending: Token | None = None
        prev: Token | None = None
        for tok in stream:
            if tok.type == "_NL":
                if stack and stack[-1] != "{":
                    continue
                if prev is None or prev.value in ("{", ",") and prev.type != "STRING":
                    continue
                if pending is None:
                    pending = tok
                continue
            if pending is not None:
                if not (tok.value == "}" and tok.type != "STRING"):
                    yield pending
                pending = None
            if tok.type not in ("STRING", "QNAME"):
                if tok.value in _OPEN:
                    stack.append(tok.value)
                elif tok.value in (")", "]", "}") and stack and _OPEN[stack[-1]] == tok.value:
                    stack.pop()
            prev = tok
            yield tok
        # a trailing newline is dropped


@lru_cache(maxsize=2)
def _parser(algorithm: str = "earley") -> Lark:
    """The KGDSL parser: ``earley`` (the reference, whose error messages the tests and users see)
    or ``lalr`` (the same grammar, which has no LALR conflicts, parsed in linear time)."""
    return Lark.open(
        "kgdsl.lark",
        rel_to=__file__,
        parser=algorithm,
        lexer="basic",
        postlex=_NewlinePostLex(),
        propagate_positions=True,
        maybe_placeholders=True,
    )


# --------------------------------------------------------------------------------------------------
# Tree -> AST
# --------------------------------------------------------------------------------------------------

_OP_NAMES = {"||": "or", "&&": "and", "!": "not", "<>": "!="}


def _norm_op(tok: Token) -> str:
    value = str(tok)
    return _OP_NAMES.get(value, value.lower())


def _unquote(tok: Token) -> str:
    body = str(tok)[1:-1]
    if "\\" not in body:
        return body
    out: list[str] = []
    i = 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"'}
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _name(tok: Token) -> str:
    value = str(tok)
    if tok.type == "QNAME":
        return value[1:-1].strip()
    return value


class _Semantic(Exception):
    """A rule that parses but is malformed (e.g. ``group(1).foo(x)``), with its position."""

    def __init__(self, message: str, line: int, column: int):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


class _ToAst(Transformer):
    def __init__(self, line_offset: int):
        super().__init__()
        self._line_offset = line_offset

    def _line(self, meta) -> int:
        return meta.line + self._line_offset

    # ---- patterns
    def type_name(self, children):
        first = children[0]
        if len(children) == 1:
            return first
        return Token("NAME", ".".join([_name(first)] + [str(c) for c in children[1:]]))

    def node(self, children):
        alias, type_, concept = children
        return NodePattern(_name(alias), _name(type_) if type_ else None, _name(concept) if concept else None)

    def edge_bare(self, children):
        return (_name(children[0]), None, True)

    def edge_typed(self, children):
        alias, pred = children
        return (_name(alias) if alias else None, _name(pred), False)

    def edge_empty(self, children):
        return (None, None, False)

    def edge_out(self, children):
        alias, pred, bare = next(c for c in children if isinstance(c, tuple))
        return EdgePattern(alias, pred, "out", bare)

    def edge_in(self, children):
        alias, pred, bare = next(c for c in children if isinstance(c, tuple))
        return EdgePattern(alias, pred, "in", bare)

    def path(self, children):
        return PathPattern(tuple(children[0::2]), tuple(children[1::2]))

    # ---- blocks
    def structure(self, children):
        return ("structure", tuple(c for c in children[1:] if c is not None))

    def constraint(self, children):
        return ("constraint", tuple(c for c in children[1:] if c is not None))

    def action_block(self, children):
        return ("action", tuple(c for c in children[1:] if c is not None))

    @v_args(meta=True)
    def named_filter(self, meta, children):
        if len(children) == 3:
            name, desc, expr = children
            return Filter(str(name), _unquote(desc), expr, self._line(meta))
        name, expr = children
        return Filter(str(name), None, expr, self._line(meta))

    @v_args(meta=True)
    def bare_filter(self, meta, children):
        return Filter(None, None, children[0], self._line(meta))

    @v_args(meta=True)
    def assign(self, meta, children):
        if len(children) == 3:
            name, desc, expr = children
            return Assign(str(name), _unquote(desc), expr, self._line(meta))
        name, expr = children
        return Assign(str(name), None, expr, self._line(meta))

    @v_args(meta=True)
    def action(self, meta, children):
        target, call = children
        return ActionCall(str(target) if target is not None else None, call, self._line(meta))

    # ---- expressions
    def binop(self, children):
        left, op, right = children
        return BinOp(_norm_op(op), left, right)

    def unop(self, children):
        _, operand = children
        return UnaryOp("not", operand)

    def neg(self, children):
        operand = children[-1]
        if isinstance(operand, Literal) and isinstance(operand.value, (int, float)) and not isinstance(
            operand.value, bool
        ):
            return Literal(-operand.value)
        return UnaryOp("-", operand)

    def call(self, children):
        name, args = children
        positional, kwargs = args if args is not None else ((), ())
        return Call(str(name), positional, kwargs)

    def args(self, children):
        positional: list = []
        kwargs: list = []
        for c in children:
            if isinstance(c, tuple) and len(c) == 3 and c[0] == "kwarg":
                kwargs.append((c[1], c[2]))
            else:
                if kwargs:
                    raise _Semantic("positional argument after keyword argument", 0, 0)
                positional.append(c)
        return (tuple(positional), tuple(kwargs))

    def kwarg(self, children):
        name, expr = children
        return ("kwarg", str(name), expr)

    @v_args(meta=True)
    def method_call(self, meta, children):
        group, func, args = children
        positional, kwargs = args if args is not None else ((), ())
        line, column = meta.line, meta.column
        if group.name.lower() != "group":
            raise _Semantic(f"unexpected method call on {group.name}(); expected group(...).sum(...)", line, column)
        keys: list[str] = []
        for k in group.args:
            if not (isinstance(k, Ref) and len(k.parts) == 1):
                raise _Semantic("group(...) takes node or edge aliases", line, column)
            keys.append(k.parts[0])
        if group.kwargs or kwargs:
            raise _Semantic("group(...).agg(...) takes no keyword arguments", line, column)
        fname = str(func).lower()
        if fname not in AGG_FUNCS:
            raise _Semantic(
                f"unknown aggregation {str(func)!r}; expected one of {', '.join(sorted(AGG_FUNCS))}",
                func.line,
                func.column,
            )
        if len(positional) > 1:
            raise _Semantic(f"{fname}() takes at most one argument", line, column)
        return GroupAgg(tuple(keys), fname, positional[0] if positional else None)

    def map(self, children):
        return MapLiteral(tuple(c for c in children if c is not None))

    def entry(self, children):
        name, expr = children
        return (str(name), expr)

    def list(self, children):
        return ListLiteral(tuple(c for c in children if c is not None))

    def ref(self, children):
        return Ref(tuple(str(c) for c in children))

    def string(self, children):
        return Literal(_unquote(children[0]))

    def int(self, children):
        return Literal(int(children[0]))

    def float(self, children):
        return Literal(float(children[0]))

    def null(self, children):
        return Literal(None)

    def true(self, children):
        return Literal(True)

    def false(self, children):
        return Literal(False)

    # ---- top
    def define(self, children):
        _, subj, pred, obj, *blocks = children
        return (subj, pred, obj, [b for b in blocks if b is not None])

    def headless(self, children):
        return (None, None, None, [b for b in children if b is not None])

    def start(self, children):
        return next(c for c in children if isinstance(c, tuple))


# --------------------------------------------------------------------------------------------------
# Entry point
# --------------------------------------------------------------------------------------------------

def _describe_expected(expected: Iterable[str]) -> str:
    """Readable list of expected terminals: punctuation quoted, keywords and classes by name."""
    from lark.lexer import PatternStr

    terminals = {t.name: t for t in _parser().terminals}
    words: set[str] = set()
    for name in expected:
        if name == "_NL":
            words.add("end of line")
            continue
        term = terminals.get(name)
        if term is not None and isinstance(term.pattern, PatternStr):
            words.add(repr(term.pattern.value))
        else:
            words.add(name)
    ordered = sorted(words)
    if len(ordered) > 14:
        ordered = ordered[:14] + ["..."]
    return ", ".join(ordered)


def _abs_location(source: RuleSource | None, line: int, column: int) -> Location:
    if source is None:
        return Location("<rule>", line, column)
    if line <= 1:
        return Location(source.location.file, source.location.line, source.location.column + column - 1)
    return Location(source.location.file, source.location.line + line - 1, column)


@lru_cache(maxsize=1024)
def _parse_tree(text: str) -> Tree:
    """The parse tree of one rule's text, kept per process: a build reads every rule twice (checked
    before anything is written, compiled again by the rules stage) and the Earley parse is the
    costly part. A text that does not parse is not kept (its error is
    raised again). The transformer that reads the tree builds new objects; the tree is not changed.

    LALR first, Earley when LALR rejects the text: a rule that parses gets the same tree either way
    (tests/kagflow/schema/test_kgdsl_lalr.py checks every shipped rule), and a rule that does not
    parse gets Earley's error (its expected-token sets are the ones the messages describe)."""
    try:
        return _parser("lalr").parse(text)
    except UnexpectedInput:
        return _parser().parse(text)


def parse_rule(source: RuleSource | str, head: tuple[str, str, str] | None = None) -> Rule:
    """Parse the text of one ``[[ ... ]]`` rule block.

    Args:
        source: a :class:`RuleSource` (positions then refer to the schema file) or plain rule
            text (positions are ``<rule>:line:column`` of the text).
        head: ``(owner type, predicate, range type)`` of the property the block sits under.  A
            block without ``Define`` gets the head ``Define (s:Owner)-[p:predicate]->(o:Range)``,
            as OpenSPG's schema parser completes it.

    Returns:
        The :class:`Rule`; ``line`` fields of statements are absolute file lines when a
        RuleSource was given.

    Raises:
        RuleSyntaxError: the text does not parse, or a construct is malformed (a repeated block,
            an unknown aggregation, a block without ``Define`` head where no ``head`` is known);
            the message gives the absolute ``file:line:column`` and what was expected there.
    """
    if isinstance(source, RuleSource):
        text, src = source.text, source
    else:
        text, src = source, None
    line_offset = src.location.line - 1 if src is not None else 0

    def error(message: str, line: int, column: int) -> RuleSyntaxError:
        return RuleSyntaxError(message, _abs_location(src, line, column))

    try:
        tree = _parse_tree(text)
    except UnexpectedEOF as e:
        lines = text.split("\n")
        raise error(
            f"unexpected end of rule; expected {_describe_expected(e.expected)}",
            len(lines),
            len(lines[-1]) + 1,
        ) from None
    except UnexpectedToken as e:
        tok = e.token
        if tok.type == "$END":
            lines = text.rstrip().split("\n")
            raise error(
                f"unexpected end of rule; expected {_describe_expected(e.expected)}",
                len(lines),
                len(lines[-1]) + 1,
            ) from None
        what = "end of line" if tok.type == "_NL" else repr(str(tok))
        raise error(
            f"unexpected {what}; expected {_describe_expected(e.expected)}", tok.line, tok.column
        ) from None
    except UnexpectedCharacters as e:
        ch = text[e.pos_in_stream]
        hint = " (unterminated string?)" if ch in "'\"" else ""
        raise error(f"unexpected character {ch!r}{hint}", e.line, e.column) from None
    except UnexpectedInput as e:  # pragma: no cover - other lark input errors
        raise error(str(e), getattr(e, "line", 1), getattr(e, "column", 1)) from None

    try:
        subj, pred, obj, blocks = _ToAst(line_offset).transform(tree)
    except VisitError as e:
        orig = e.orig_exc
        if isinstance(orig, _Semantic):
            line, column = orig.line, orig.column
            if line == 0 and isinstance(e.obj, Tree) and e.obj.meta and not e.obj.meta.empty:
                line, column = e.obj.meta.line, e.obj.meta.column
            raise error(orig.message, max(line, 1), max(column, 1)) from None
        raise
    if subj is None:
        if head is None:
            raise error("rule without a 'Define (s:Type)-[p:predicate]->(o:Type)' head; only a rule "
                        "under a property may omit it", 1, 1)
        subj, pred, obj = NodePattern("s", head[0]), EdgePattern("p", head[1], "out"), NodePattern("o", head[2])

    seen: dict[str, int] = {}
    structure: tuple[PathPattern, ...] = ()
    constraints: tuple[Filter | Assign, ...] = ()
    actions: tuple[ActionCall, ...] = ()
    for kind, items in blocks:
        if kind in seen:
            raise error(f"second {kind.upper()} block", 1, 1)
        seen[kind] = 1
        if kind == "structure":
            structure = items
        elif kind == "constraint":
            constraints = items
        else:
            actions = items
    return Rule(
        head_subject=subj,
        head_predicate=pred,
        head_object=obj,
        structure=structure,
        constraints=constraints,
        actions=actions,
        text=text,
        location=src.location if src is not None else None,
    )
