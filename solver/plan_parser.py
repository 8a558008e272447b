"""The plan parser: plan text to the nodes of :mod:`kagflow.solver.plan_nodes`.

:func:`parse_plan` runs in three phases, each keeping every position of the plan text:

1. KAG's pre-pass (:mod:`kagflow.solver.kag_dialect`): an action whose quoted text runs over
   lines joined into one line, prose lines and ``` fences blanked, full-width punctuation folded
   to ASCII;
2. the Lark LALR grammar in ``logical_form.lark`` (a contextual lexer), whose errors become
   located :class:`~kagflow.solver.plan_errors.LogicalFormSyntaxError`
   (:mod:`kagflow.solver.plan_errors`);
3. the tree builder (``_PlanBuilder``), which checks each call against its operator, makes the
   lenient readings that need the tree (node shapes, bookkeeping arguments, KAG's operator forms
   ``sum(30,6)``, ``compare``, ``verify``, ``sort:``, KAG's ``get`` printouts, text over lines
   read as one), records each as a :class:`~kagflow.solver.plan_nodes.Normalisation`, and builds
   the frozen dataclasses. Every span it gives is a position in the plan as written.

Whether a type, predicate or variable exists is not checked here; that is the validator's job
(:mod:`kagflow.solver.validate`).
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field, replace

from lark import Lark, Token, Tree
from lark import __version__ as lark_version
from lark.exceptions import UnexpectedInput

from kagflow.solver.kag_dialect import (
    CANONICAL_OPERATORS,
    KAG_MATH_OPERATORS,
    OPERATOR_ALIASES,
    SORT_DIRECTIONS,
    LineMap,
    blank_prose,
    fold_punctuation,
    join_broken_text,
)
from kagflow.solver.math_ops import (
    AGGREGATE_FUNCTIONS,
    ARITHMETIC,
    Expr,
    ExprAggregate,
    ExprBinary,
    ExprNumber,
    ExprText,
    ExprVar,
    canonical_target,
    expression_variables,
    map_target,
)
from kagflow.solver.plan_errors import LogicalFormSyntaxError, source_line, translate_lark_error, unterminated_string
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
    Span,
    Step,
)
from kagflow.solver.plan_printer import IDENT_RE, TYPE_WORD_RE, backtick_text, format_action, format_edge

__all__ = ["parse_plan", "MAX_NESTING", "INT64_MIN", "INT64_MAX"]



def _parser_cache() -> str | bool:
    """Where Lark keeps the analysed grammar between processes: ``$XDG_CACHE_HOME/kagflow``
    (default ``~/.cache/kagflow``), a folder only this user writes; ``False`` (no cache) when it
    cannot be made. Lark checks the grammar's hash before it uses the file, so an edited grammar
    is analysed again; building the LALR tables costs more CPU than the rest of a one-step query."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):  # no home folder
        return False
    folder = os.path.join(base, "kagflow")
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
    except OSError:
        return False
    if not os.access(folder, os.W_OK):
        return False
    return os.path.join(folder, f"logical_form.lark-{lark_version}.cache")


_PARSER = Lark.open(
    "logical_form.lark",
    rel_to=__file__,
    parser="lalr",
    lexer="contextual",
    maybe_placeholders=False,
    propagate_positions=True,
    cache=_parser_cache(),
)


def parse_plan(text: str, source: str = "<plan>") -> Plan:
    """Parse a plan in KAG's dialect into a :class:`Plan`.

    Args:
        text: the plan; ``StepN:`` lines are optional, ``ActionN:`` prefixes are optional,
            one action per line (several are accepted and recorded; quoted text inside an
            action may run over lines). Windows/old-Mac line endings and blank lines are
            accepted. See :mod:`kagflow.solver.kag_dialect` for the lenient readings; each is
            recorded in ``Step.normalisations``.
        source: a name for the plan used in error messages (a file name, a question id).

    Returns:
        ``Plan(steps, text)`` with one :class:`Step` per action, in source order, and ``text``
        the argument unchanged.

    Raises:
        LogicalFormSyntaxError: the plan is empty or has no action; a line does not follow
            the grammar (unbalanced brackets or quotes, stray characters); an operator is
            unknown; an operator's arguments are missing, repeated or of the wrong shape;
            ``ActionN`` or ``StepN`` numbers repeat, or are beyond 64 bits; a number is beyond
            a double. ``construct`` on the error names the construct at fault.
        TypeError: ``text`` is not a string.
    """
    if not isinstance(text, str):
        raise TypeError(f"plan text must be str, not {type(text).__name__}")
    norm = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = norm.split("\n")
    if not norm.strip(" \t\f\n\u00a0\u3000\ufeff"):
        raise LogicalFormSyntaxError("empty plan", 1, 1, source, construct="empty plan")
    line_map = join_broken_text(lines)
    plan_lines, prose = blank_prose(list(line_map.lines))
    folded_lines, fold_notes = fold_punctuation(plan_lines)
    _check_nesting(lines, folded_lines, source, line_map)
    try:
        tree = _PARSER.parse("\n".join(folded_lines))
    except UnexpectedInput as exc:
        raise translate_lark_error(exc, lines, folded_lines, source, line_map) from None
    return _PlanBuilder(norm, lines, source, fold_notes, prose, line_map).build(tree, text)


MAX_NESTING = 64
"""Brackets and parentheses open at once, at most: deeper lists are a syntax error (no plan needs
them, and the parser and the builder recurse per level)."""


def _check_nesting(lines: list[str], folded_lines: list[str], source: str, line_map: LineMap) -> None:
    """Raise LogicalFormSyntaxError at the first bracket that opens more than :data:`MAX_NESTING`
    levels (outside backticked and double-quoted strings). ``folded_lines`` are numbered as the
    grammar reads them (``line_map``), ``lines`` as written."""
    for number, line in enumerate(folded_lines, 1):
        depth, quote = 0, None
        for column, ch in enumerate(line, 1):
            if quote:
                if ch == quote:
                    quote = None
            elif ch in "`\"":
                quote = ch
            elif ch in "[(":
                depth += 1
                if depth > MAX_NESTING:
                    at_line, at_column = line_map.physical(number, column)
                    shown = source_line(lines, at_line) or ""
                    if len(shown) > at_column + 20:  # the line up to a little past the caret
                        shown = shown[: at_column + 20] + "..."
                    raise LogicalFormSyntaxError(
                        f"brackets nested more than {MAX_NESTING} deep", at_line, at_column, source, shown, construct="nesting",
                    )
            elif ch in "])":
                depth = max(depth - 1, 0)


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


class _PlanBuilder:
    """Turns the generic Lark tree into AST dataclasses, checking operator signatures."""

    def __init__(
        self,
        text: str,
        lines: list[str],
        source: str,
        fold_notes: dict[int, Normalisation],
        prose: dict[int, tuple[str, str]],
        line_map: LineMap,
    ) -> None:
        self.text = text
        self.lines = lines
        self.source = source
        self.map = line_map
        # the pre-pass numbers lines as the grammar reads them; spans use the lines as written
        self.prose = {line_map.physical(n, 1)[0]: item for n, item in prose.items()}
        self.fold_notes = {
            line_map.physical(n, 1)[0]: replace(note, span=Span(*line_map.physical(note.span.line, note.span.column)))
            for n, note in fold_notes.items()
        }
        self.breaks = line_map.breaks  # offsets of line breaks read as spaces (join_broken_text)
        self.broken_read: set[int] = set()  # the breaks a token's value has folded (and recorded)
        self.notes: list[Normalisation] = []  # of the action being built
        self.unquoted_named: dict[Span, Normalisation] = {}  # node (by alias span) -> its "unquoted name"
        self.last_output: str | None = None  # variable the previous action produced

    def error(self, message: str, span: Span, construct: str = "arguments") -> LogicalFormSyntaxError:
        return LogicalFormSyntaxError(
            message, span.line, span.column, self.source, source_line(self.lines, span.line), construct
        )

    def note(self, span: Span | None, construct: str, original: str, canonical: str) -> None:
        self.notes.append(Normalisation(span or Span(1, 1), construct, original, canonical))

    def span(self, tok: Token) -> Span:
        """Where a token starts in the plan as written."""
        return Span(*self.map.physical(tok.line, tok.column))

    def unbroken(self, tok: Token) -> str:
        """A token's text, each line break inside it (quoted text over several lines, read by
        :func:`~kagflow.solver.kag_dialect.join_broken_text`) read as one space together with
        the spaces and tabs around it, as a wrapped line reads; the reading is recorded once."""
        if not self.breaks:
            return tok.value
        start, end = tok.start_pos, tok.end_pos
        inside = [b - start for b in self.breaks if start <= b < end]
        if not inside:
            return tok.value
        value, marks, parts, i = tok.value, set(inside), [], 0
        while i < len(value):  # each run of spaces and tabs that holds a break becomes one space
            j = i
            while j < len(value) and value[j] in " \t":
                j += 1
            if j == i:
                parts.append(value[i])
                i += 1
                continue
            parts.append(" " if any(i <= m < j for m in marks) else value[i:j])
            i = j
        value = "".join(parts)
        if start not in self.broken_read:
            self.broken_read.update(b for b in self.breaks if start <= b < end)
            self.broken_read.add(start)
            self.note(self.span(tok), "line break in text", self.text[start:end], value)
        return value

    def one_line(self, tok: Token) -> Token:
        """A name's token (entity name, type, predicate), refused when it runs over a line break:
        a name never holds one, so such a string is taken as unterminated, as on its own line.

        Raises:
            LogicalFormSyntaxError: the token holds a line break (``construct``
                ``"unterminated string"``, located at the token).
        """
        if any(tok.start_pos <= b < tok.end_pos for b in self.breaks):
            quote = tok.value[0]
            message = unterminated_string(quote) if quote in "`\"'" else f"a name cannot span lines: {tok.value[:20]!r}"
            raise self.error(message, self.span(tok), "unterminated string")
        return tok

    def unquote(self, tok: Token) -> str:
        """A quoted token's value: quotes off, doubled quotes read as one, line breaks folded."""
        return _unquote_text(self.unbroken(tok))

    def label_number(self, tok: Token, word: str) -> tuple[int, str]:
        """Split a ``Step 12: text`` / ``Action3:`` label (matched by the grammar) into (12, ``text``).

        Raises:
            LogicalFormSyntaxError: the number is beyond 64 bits (``construct`` ``"number"``),
                located at its first digit.
        """
        label = tok.value
        head = len(label) - len(label.lstrip("\ufeff \t")) + len(word)
        rest = label[head:]
        cut = min(i for i in (rest.find(":"), rest.find("\uff1a")) if i >= 0)
        digits = rest[:cut].strip()
        significant = digits.lstrip("0")
        if len(significant) > 19 or (significant and int(significant) > INT64_MAX):  # int() refuses > 4300 digits
            shown = digits if len(digits) <= 40 else f"{digits[:20]}...{digits[-10:]} ({len(digits)} digits)"
            at = head + rest.index(digits)
            raise self.error(
                f"{word} number {shown} is out of range (at most {INT64_MAX})",
                Span(*self.map.physical(tok.line, tok.column + at)),
                "number",
            )
        return int(digits), rest[cut + 1 :]

    # plan level ------------------------------------------------------------------------

    def build(self, tree: Tree, original_text: str) -> Plan:
        items: list[_ActionItem | _LineItem] = []
        for child in tree.children:
            tok = child.children[0] if child.children else None
            if child.data == "step_line":
                number, rest = self.label_number(tok, "Step")
                items.append(_LineItem("step", self.span(tok), tok.value.strip(), number, rest.strip() or None))
            elif child.data == "output_header":
                items.append(_LineItem("header", self.span(tok), tok.value.strip()))
            else:
                items.extend(self.action_line(child))
        items += [_LineItem(kind, Span(line, 1), text) for line, (kind, text) in self.prose.items()]
        items.sort(key=lambda it: (it.span.line, it.span.column))  # stable: source order
        actions = [it for it in items if isinstance(it, _ActionItem)]
        if not actions:
            first = next((it.span for it in items if it.kind == "step"), Span(1, 1))
            raise self.error("plan has no actions", first, "no actions")

        used: dict[int, _ActionItem] = {}
        for it in actions:
            if it.number is None:
                it.number = max(used, default=0) + 1
            elif it.number in used:
                raise self.error(f"Action{it.number} appears twice", it.label_span or it.span, "step numbering")
            used[it.number] = it
        steps: dict[int, _LineItem] = {}
        for it in items:
            if isinstance(it, _LineItem) and it.kind == "step":
                if it.number in steps:
                    raise self.error(f"Step{it.number} appears twice", it.span, "step numbering")
                steps[it.number] = it
        paired: dict[int, _LineItem] = {n: st for n, st in steps.items() if n in used and not used[n].extra}

        for pos, it in enumerate(items):
            if isinstance(it, _ActionItem):
                continue
            following = next((a for a in items[pos + 1 :] if isinstance(a, _ActionItem)), None)
            holder = following or actions[-1]
            if it.kind == "step" and it.number not in paired:
                if following is not None and following.number not in steps and following.number not in paired:
                    paired[following.number] = it
                    holder.notes.append(Normalisation(
                        it.span, "step and action numbers differ", f"Step{it.number}", f"Step{following.number}"
                    ))
                else:
                    holder.notes.append(Normalisation(it.span, "step without action", it.text, ""))
            elif it.kind == "header":
                holder.notes.append(Normalisation(it.span, "Output header", it.text, ""))
            elif it.kind == "fence":
                holder.notes.append(Normalisation(it.span, "Markdown fence", it.text, ""))
            elif it.kind == "prose":
                holder.notes.append(Normalisation(it.span, "text outside the plan", it.text, ""))

        out: list[Step] = []
        for it in actions:
            step = paired.get(it.number)
            if step is not None and step.span.line == it.line:
                it.notes.append(Normalisation(step.span, "step and action on one line", step.text, ""))
            notes = sorted(it.notes, key=lambda n: (n.span.line, n.span.column))
            out.append(Step(it.number, step.step_text if step else None, it.action, it.action_text, it.span, tuple(notes)))
        return Plan(tuple(out), original_text)

    def action_line(self, tree: Tree) -> list[_ActionItem]:
        number: int | None = None
        label_span: Span | None = None
        out: list[_ActionItem] = []
        for child in tree.children:
            if isinstance(child, Token):  # ACTION_LABEL
                number, _ = self.label_number(child, "Action")
                label_span = self.span(child)
                continue
            item = self.action_item(child)
            if out:
                item.notes.append(Normalisation(item.span, "several actions on one line", item.action_text, ""))
                item.extra = True
            else:
                item.number, item.label_span = number, label_span
            out.append(item)
        return out

    def action_item(self, tree: Tree) -> _ActionItem:
        self.notes = []
        body = tree.children[0]
        output_tok = tree.children[1] if len(tree.children) > 1 else None
        start = body.meta.start_pos
        end = output_tok.end_pos if output_tok is not None else body.meta.end_pos
        output = str(output_tok) if output_tok is not None else None
        if body.data == "sort_words":
            action = self.sort_words(body, output)
            span = self.span(body.children[0])
        else:
            call = self.call(body)
            action = self.action(call, output)
            span = call.span
        if span.line in self.fold_notes:
            self.notes.append(self.fold_notes.pop(span.line))
        unread = [b for b in self.breaks if start <= b < end and b not in self.broken_read]
        if unread:  # a line break the grammar read as a space between tokens
            self.broken_read.update(unread)
            written = self.text[start:end]
            self.note(span, "line break in text", written, re.sub(r"[ \t]*\n[ \t\n]*", " ", written))
        if isinstance(action, Retrieval):
            self.last_output = action.output or action.o.alias
        elif isinstance(action, Search):
            self.last_output = action.output or action.s.alias
        elif not isinstance(action, Output):
            self.last_output = action.output
        return _ActionItem(None, None, action, self.text[start:end], span, span.line, self.notes)

    # calls -----------------------------------------------------------------------------

    def call(self, tree: Tree) -> _Call:
        op_tok = tree.children[0]
        kwargs: dict[str, _Arg] = {}
        positional: list = []
        constraints: list[_RawConstraint] = []
        last_key: str | None = None  # the keyword argument just read
        unbracketed: set[str] = set()
        for arg in tree.children[2:-1]:
            ch = arg.children
            text = self.text[arg.meta.start_pos : arg.meta.end_pos]
            if arg.data == "constraint":
                alias_tok, prop_tok, op_tok2, value = ch
                if value.data == "bare":
                    value = _Text(self.text[value.meta.start_pos : value.meta.end_pos], self.span(value.children[0]))
                else:
                    value = self.value(value)
                constraints.append(_RawConstraint(str(alias_tok), str(prop_tok), str(op_tok2), value, self.span(alias_tok)))
                last_key = None
                continue
            if arg.data == "expr_arg":
                positional.append(self.expression(ch[0], text))
                last_key = None
                continue
            if arg.data == "posarg":
                value = self.value(ch[0])
                if last_key in _LIST_ARGUMENTS and not isinstance(kwargs[last_key].value, (_List, _Text, _Empty)) or last_key in unbracketed:
                    # KAG prints content=`o1`,`o2` (its content without brackets)
                    before = kwargs[last_key]
                    items = before.value.items if last_key in unbracketed else (before.value,)
                    if last_key not in unbracketed:
                        unbracketed.add(last_key)
                        self.note(before.span, "list without brackets", before.text, "")
                    kwargs[last_key] = _Arg(last_key, before.span, _List(items + (value,), _value_span(items[0]) or before.span), before.text + ", " + text)
                    continue
                positional.append(value)
                last_key = None
                continue
            key_tok = ch[0]
            key = str(key_tok).rstrip("= \t")
            if arg.data == "kwarg":
                value = self.value(ch[2])
            elif arg.data == "kwarg_call":  # orderby=count(o1)
                value = self.expression(ch[2], text)
            elif arg.data == "empty_kwarg":
                value = _Empty(self.span(ch[1]))
            elif arg.data == "kwarg_no_eq":
                value = self.value(ch[1])
                self.note(self.span(key_tok), "missing '='", f"{key}[", f"{key}=[")
            else:  # text_kwarg
                if len(ch) == 1:
                    value = _Empty(self.span(key_tok))
                elif isinstance(ch[1], Token):
                    value = _Text(self.unbroken(ch[1]).strip(), self.span(ch[1]))
                else:
                    value = self.value(ch[1])
            if key in kwargs:
                raise self.error(f"{op_tok}: argument {key!r} given twice", self.span(key_tok))
            kwargs[key] = _Arg(key, self.span(key_tok), value, text)
            last_key = key
        text = self.text[tree.meta.start_pos : tree.meta.end_pos]
        return _Call(str(op_tok), self.span(op_tok), kwargs, tuple(positional), tuple(constraints), text)

    def value(self, tree: Tree):
        """A value subtree as NodeRef, _List, _Literal, PropRef or _Neg."""
        kind = tree.data
        ch = tree.children
        if kind == "node":
            return self.node(ch)
        if kind == "list":
            items = tuple(self.value(c) for c in ch if isinstance(c, Tree))
            return _List(items, self.span(ch[0]))
        if kind == "literal":
            tok = ch[0]
            if tok.type == "NUMBER":
                raw = str(tok)
                number = _number(raw)
                if number is None:  # the grammar matched a number: it is out of range
                    shown = raw if len(raw) <= 40 else f"{raw[:20]}...{raw[-10:]} ({len(raw)} characters)"
                    raise self.error(f"number {shown} is out of range (the largest is about 1.8e308)", self.span(tok), "number")
                if isinstance(number, int) and any(c in raw for c in ".eE"):
                    number = float(number)
                elif isinstance(number, float) and not any(c in raw for c in ".eE"):
                    self.note(self.span(tok), "integer beyond 64 bits", raw if len(raw) <= 40 else f"{raw[:20]}...", repr(number))
                return _Literal(number, False, self.span(tok))
            if tok.type == "SQ_STR":
                self.note(self.span(tok), "single-quoted string", str(tok), backtick_text(self.unquote(tok)))
            return _Literal(self.unquote(tok), True, self.span(tok))
        if kind == "propref":
            return PropRef(str(ch[0]), str(ch[1]), self.span(ch[0]))
        if kind == "neg":
            return _Neg(str(ch[1]), self.span(ch[0]))
        raise AssertionError(f"unexpected tree {kind}")  # pragma: no cover

    def node(self, ch: list) -> NodeRef:
        alias_tok = ch[0]
        alias = str(alias_tok)
        type_, concept, name = None, None, None
        rest = ch[1:]
        if rest and isinstance(rest[0], Token) and rest[0].type == "COLON":
            colon = rest[0]
            rest = rest[1:]
            if rest and isinstance(rest[0], Tree):  # type_spec
                spec = [t for t in rest[0].children if t.type != "SLASH"]
                has_concept = any(t.type == "SLASH" for t in rest[0].children)
                rest = rest[1:]
                parts = [self.unquote(self.one_line(t)) if t.type == "BT_STR" else self.one_line(t).value for t in spec]
                for t, value in zip(spec, parts):
                    if value == "":
                        raise self.error("empty type name", self.span(t))
                    if t.type == "TYPE_WORD" and not TYPE_WORD_RE.fullmatch(value):
                        self.note(self.span(t), "unquoted words", value, backtick_text(value))
                if has_concept:
                    concept = parts.pop()
                type_ = parts[0]
                if len(parts) > 1:  # KAG prints a node's types joined by |; the first is read
                    self.note(self.span(spec[0]), "several types", "|".join(parts), type_)
            else:
                self.note(self.span(colon), "empty type", f"{alias}:", alias)
        if rest:  # LSQB name RSQB
            tok = self.one_line(rest[1])
            if tok.type == "RAW_NAME":
                name = tok.value.strip()
                self.note(self.span(tok), "unquoted name", f"[{tok.value}]", f"[{backtick_text(name)}]")
                self.unquoted_named[self.span(alias_tok)] = self.notes[-1]
            else:
                name = self.unquote(tok)
                if tok.type == "SQ_STR":
                    self.note(self.span(tok), "single-quoted string", str(tok), backtick_text(name))
            if name == "":
                raise self.error("empty entity name", self.span(tok))
        return NodeRef(alias, type_, concept, name, self.span(alias_tok))

    # operators -------------------------------------------------------------------------

    def action(self, call: _Call, output: str | None) -> Action:
        lowered = call.name.lower()
        canonical = CANONICAL_OPERATORS.get(lowered)
        if canonical is not None:
            if call.name != canonical:
                self.note(call.span, "operator alias", call.name, canonical)
            if canonical == "Output":
                return self.output(call)
            if canonical == "Retrieval":
                return self.retrieval(call, output)
            if canonical == "Search":
                return self.search(call, output)
            if canonical == "Math" and call.positional:
                return self.math_expression(call, output)
            self.keywords_only(call)
            if canonical == "Math":
                return self.math(call, output)
            if canonical == "Sort":
                return self.sort(call, output)
            return self.deduce(call, output)
        if lowered in KAG_MATH_OPERATORS:
            return self.kag_form(call, self.kag_aggregate(call, KAG_MATH_OPERATORS[lowered], output))
        if lowered == "compare":
            return self.kag_form(call, self.kag_compare(call, output))
        if lowered == "verify":
            return self.kag_form(call, self.kag_verify(call, output))
        if {"s", "p", "o"} <= call.kwargs.keys():
            self.note(call.span, "unknown operator read as Retrieval", call.name, "Retrieval")
            return self.retrieval(call, output)
        aliases = ", ".join(f"{a} = {c}" for a, c in OPERATOR_ALIASES.items())
        raise self.error(
            f"unknown operator {call.name!r}; known operators: {', '.join(KNOWN_OPERATORS)}"
            f" (aliases: {aliases}; KAG forms: {', '.join(KAG_MATH_OPERATORS)}, compare, verify)",
            call.span,
            "unknown operator",
        )

    def kag_form(self, call: _Call, action: Action) -> Action:
        self.note(call.span, "KAG operator form", call.text, format_action(action))
        return action

    def keywords_only(self, call: _Call) -> None:
        name = CANONICAL_OPERATORS.get(call.name.lower(), call.name)
        if call.constraints:
            raise self.error(f"{name} takes no constraints", call.constraints[0].span)
        if call.positional:
            raise self.error(f"{name} takes only keyword arguments", _value_span(call.positional[0]))

    def bookkeeping(self, call: _Call, known: tuple[str, ...]) -> None:
        """Record (and drop) the arguments an operator does not take."""
        for key, arg in call.kwargs.items():
            if key not in known:
                self.note(arg.span, "bookkeeping argument", arg.text, "")

    def require(self, call: _Call, name: str, keys: tuple[str, ...]) -> None:
        for key in keys:
            if key not in call.kwargs:
                raise self.error(f"{name}: missing argument {key!r}", call.span)

    def retrieval(self, call: _Call, output: str | None) -> Retrieval:
        if call.positional:
            raise self.error(
                "Retrieval: unexpected positional argument; write s=..., p=..., o=... and "
                "constraints as alias.prop OP value",
                _value_span(call.positional[0]),
            )
        self.bookkeeping(call, ("s", "p", "o"))
        self.require(call, "Retrieval", ("s", "p", "o"))
        s = self.node_arg(call, "s")
        o = self.node_arg(call, "o")
        p_arg = call.kwargs["p"]
        p = p_arg.value
        if not isinstance(p, NodeRef):
            raise self.error("Retrieval: p must be an edge like p1:predicate", _value_span(p) or p_arg.span)
        if p.name is not None and p.type is not None and p.concept is None and p.span in self.unquoted_named:
            # KAG's planner writes p1:属性[组织机构代码]: unquoted, the predicate runs to the end of
            # the argument, brackets included, as KAG reads it (resolution ranks it); a quoted
            # name (p1:r[`x`]) is node syntax on an edge, an error
            self.notes.remove(self.unquoted_named[p.span])
            edge = EdgeRef(p.alias, f"{p.type}[{p.name}]", p.span)
            self.note(p.span, "unquoted predicate with brackets", p_arg.text, f"p={format_edge(edge)}")
        elif p.concept is not None or p.name is not None:
            raise self.error("Retrieval: an edge p has a predicate only (no concept or [name])", p.span)
        else:
            edge = EdgeRef(p.alias, p.type, p.span)
        by_key = {"s": s.alias, "p": edge.alias, "o": o.alias}
        constraints = tuple(self.constraint(c, by_key) for c in call.constraints)
        return Retrieval(s, edge, o, constraints, output)

    def search(self, call: _Call, output: str | None) -> Search:
        """KAG's ``search_s(s=s1:医院, s.省份=浙江省)``: one node and its constraints."""
        if call.positional:
            raise self.error(
                "Search: unexpected positional argument; write s=... and constraints as alias.prop OP value",
                _value_span(call.positional[0]),
            )
        self.bookkeeping(call, ("s",))
        self.require(call, "Search", ("s",))
        s = self.node_arg(call, "s")
        constraints = tuple(self.constraint(c, {"s": s.alias}) for c in call.constraints)
        return Search(s, constraints, output)

    def expression(self, tree: Tree, text: str) -> "_Expr":
        """An ``expr_top`` subtree as an :data:`Expr` (see :mod:`solver.math_ops`)."""
        first = next(tree.scan_values(lambda t: isinstance(t, Token)))
        return _Expr(self.expr_node(tree), self.span(first), text)

    def expr_node(self, tree) -> Expr:
        kind = tree.data
        ch = tree.children
        if kind == "expr_top":
            if len(ch) == 1:
                return self.expr_node(ch[0])
            return ExprBinary(str(ch[1]), self.expr_node(ch[0]), self.expr_node(ch[2]))
        if kind == "xbin":
            return ExprBinary(str(ch[1]), self.expr_node(ch[0]), self.expr_node(ch[2]))
        if kind == "xparen":
            return self.expr_node(ch[1])
        if kind == "xnum":
            number = _number(str(ch[0]))
            if number is None:
                raise self.error(f"number {str(ch[0])[:40]} is out of range (the largest is about 1.8e308)", self.span(ch[0]), "number")
            if isinstance(number, int) and any(c in str(ch[0]) for c in ".eE"):
                number = float(number)
            return ExprNumber(number)
        if kind == "xvar":
            return ExprVar(str(ch[0]))
        if kind == "xprop":
            alias, prop = ch[0].children
            raise self.error(f"{alias}.{prop}: a property in an expression needs an aggregate, e.g. sum({alias}.{prop})",
                             self.span(alias), "expression")
        if kind == "xtext":
            return ExprText(self.unquote(ch[0]))
        if kind == "xcall":
            name_tok = ch[0]
            target = AGGREGATE_FUNCTIONS.get(str(name_tok).lower())
            if target is None:
                raise self.error(
                    f"Math: unknown function {str(name_tok)!r} in an expression; known: {', '.join(AGGREGATE_FUNCTIONS)}",
                    self.span(name_tok), "expression",
                )
            items: list[str | int | float] = []
            for arg in ch[2:-1]:
                if isinstance(arg, Tree) and arg.data == "xprop":  # sum(p1.transAmt): an edge's property
                    alias, prop = arg.children[0].children
                    items.append(f"{alias}.{prop}")
                    continue
                node = self.expr_node(arg)
                if isinstance(node, ExprVar):
                    items.append(node.alias)
                elif isinstance(node, ExprNumber):
                    items.append(node.value)
                else:
                    raise self.error(f"{name_tok}(...) takes variables and numbers, e.g. {name_tok}(o1)", self.span(name_tok), "expression")
            return ExprAggregate(target, tuple(items))
        raise AssertionError(f"unexpected tree {kind}")  # pragma: no cover

    def math_expression(self, call: _Call, output: str | None) -> Math:
        """``math(1000*10 + count(o1))->o2``: one positional arithmetic expression."""
        output = self.output_by_keyword(call, output)
        if len(call.positional) != 1 or call.kwargs.keys() - {"alias_name"} or call.constraints:
            where = _value_span(call.positional[1]) if len(call.positional) > 1 else call.span
            raise self.error("Math takes either one arithmetic expression or content=[...], target=...", where or call.span)
        value = call.positional[0]
        if isinstance(value, _Expr):
            expr = value.expr
        elif _is_bare(value):
            expr = ExprVar(value.alias)
        elif isinstance(value, _Literal) and not value.quoted:
            expr = ExprNumber(value.value)
        else:
            raise self.error("Math: write an arithmetic expression such as 1000 * 10 + count(o1)", _value_span(value) or call.span)
        self.bookkeeping(call, ("alias_name",) if output else ())
        return Math(expression_variables(expr), ARITHMETIC, output, None, expr)

    def constraint(self, c: _RawConstraint, by_key: dict[str, str]) -> Constraint:
        alias = c.alias
        if alias in by_key and alias not in by_key.values():
            alias = by_key[c.alias]
            self.note(c.span, "argument name as alias", f"{c.alias}.{c.prop}", f"{alias}.{c.prop}")
        op = {"=": "==", "=>": ">=", "=<": "<="}.get(c.op, c.op.lower())
        if c.op in ("=>", "=<"):
            self.note(c.span, "reversed comparison operator", c.op, op)
        value = c.value
        if isinstance(value, _Text):
            self.note(value.span, "unquoted value", value.text, backtick_text(value.text))
            value = value.text
        elif isinstance(value, _Literal):
            value = value.value
        return Constraint(alias, c.prop, op, value, c.span)

    def node_arg(self, call: _Call, key: str) -> NodeRef:
        arg = call.kwargs[key]
        value = arg.value
        if not isinstance(value, NodeRef):  # a quoted s/o is a name without an alias, not a variable
            raise self.error(
                f"{CANONICAL_OPERATORS.get(call.name.lower(), call.name)}: {key} must be a node "
                f"like {key}1:Type[`name`] or a bound alias",
                _value_span(value) or arg.span,
            )
        return value

    def backticked_alias(self, value) -> str | None:
        """The alias a quoted identifier (`o1`) stands for, recorded; else None."""
        if isinstance(value, _Literal) and value.quoted and IDENT_RE.fullmatch(value.value):
            self.note(value.span, "backticked variable", f"`{value.value}`", value.value)
            return value.value
        return None

    def output_by_keyword(self, call: _Call, output: str | None) -> str | None:
        """KAG's node printouts name a Math/Deduce result ``alias_name=math3`` instead of ``->math3``."""
        arg = call.kwargs.get("alias_name")
        if output is None and arg is not None:
            value = arg.value
            alias = value.text if isinstance(value, _Text) else value.alias if _is_bare(value) else None
            if alias is not None and IDENT_RE.fullmatch(alias):
                self.note(arg.span, "output by keyword", arg.text, f"->{alias}")
                return alias
        return output

    def math(self, call: _Call, output: str | None) -> Math:
        output = self.output_by_keyword(call, output)
        self.bookkeeping(call, ("content", "target", "target_text") + (("alias_name",) if output else ()))
        self.require(call, "Math", ("content", "target"))
        content = self.items(call, "Math", "content", text=False)
        self.note_empty(call, content)
        target, target_text = self.math_target(call, "Math", "target")
        if "target_text" in call.kwargs:
            target_text = self.word(call, "Math", "target_text")
        return Math(content, target, output, target_text)

    def note_empty(self, call: _Call, content: tuple) -> None:
        if not content:
            previous = f"[{self.last_output}]" if self.last_output else "[]"
            self.note(call.span, "empty content", "content=[]", f"content={previous}")

    def math_target(self, call: _Call, name: str, key: str) -> tuple[str | None, str | None]:
        raw = self.word(call, name, key)
        exact = canonical_target(raw)
        if exact is not None:
            return exact, None
        mapped = map_target(raw)
        if mapped is not None:
            self.note(call.kwargs[key].span, "free-text Math target", raw, mapped)
        return mapped, raw

    def sort(self, call: _Call, output: str | None) -> Sort:
        self.bookkeeping(call, ("set", "orderby", "direction", "limit"))
        self.require(call, "Sort", ("set",))
        set_ = self.alias(call, "Sort", "set")
        orderby = orderby_prop = orderby_agg = None
        if "orderby" in call.kwargs:
            value = call.kwargs["orderby"].value
            if isinstance(value, PropRef):
                orderby, orderby_prop = value.alias, value.prop
            elif isinstance(value, _Expr):  # orderby=count(o1), orderby=sum(p1.transAmt)
                expr = value.expr
                if not (isinstance(expr, ExprAggregate) and len(expr.content) == 1 and isinstance(expr.content[0], str)):
                    raise self.error("Sort: orderby takes a variable, alias.prop or one aggregate of one variable, e.g. count(o1)",
                                     value.span)
                orderby, _, prop = expr.content[0].partition(".")
                orderby_prop, orderby_agg = prop or None, expr.target
            else:
                orderby = self.alias(call, "Sort", "orderby")
        direction = "desc"
        if "direction" in call.kwargs:
            raw = self.word(call, "Sort", "direction")
            if raw.lower() not in SORT_DIRECTIONS:
                raise self.error(
                    f"Sort: unknown direction {raw!r}; expected {', '.join(SORT_DIRECTIONS)}",
                    _value_span(call.kwargs["direction"].value),
                )
            direction = SORT_DIRECTIONS[raw.lower()]
        limit = None
        if "limit" in call.kwargs:
            arg = call.kwargs["limit"]
            value = arg.value
            if not (isinstance(value, _Literal) and isinstance(value.value, int) and value.value >= 1):
                raise self.error("Sort: limit must be a positive integer", _value_span(value) or arg.span)
            limit = value.value
        return Sort(set_, orderby, orderby_prop, direction, limit, output, orderby_agg)

    def sort_words(self, tree: Tree, output: str | None) -> Sort:
        """KAG's ``sort: o1 p1.prop max top5``: set, sort key, direction, limit."""
        head = tree.children[0]
        set_ = orderby = orderby_prop = None
        direction, limit = "desc", None
        for part in tree.children[1:]:
            if isinstance(part, Tree):  # propref
                orderby, orderby_prop = str(part.children[0]), str(part.children[1])
            elif part.type == "TOP_N":
                digits = "".join(c for c in part.value if c.isdigit())
                limit = int(digits) if len(digits) <= 19 else INT64_MAX + 1  # more digits than any int64
                if limit < 1:
                    raise self.error("sort: topN needs N of at least 1", self.span(part))
                if limit > INT64_MAX:
                    raise self.error(f"sort: topN: N is out of range (at most {INT64_MAX})", self.span(part), "number")
            elif set_ is None:
                set_ = str(part)
            elif part.value.lower() in SORT_DIRECTIONS:
                direction = SORT_DIRECTIONS[part.value.lower()]
            else:
                orderby = str(part)
        if set_ is None:
            raise self.error("sort: name the variable to sort first", self.span(head))
        action = Sort(set_, orderby, orderby_prop, direction, limit, output)
        text = self.text[tree.meta.start_pos : tree.meta.end_pos]
        self.note(self.span(head), "KAG operator form", text, format_action(action))
        return action

    def deduce(self, call: _Call, output: str | None) -> Deduce:
        by_keyword = self.output_by_keyword(call, output)
        self.bookkeeping(call, ("op", "content", "target") + (("alias_name",) if by_keyword != output else ()))
        output = by_keyword
        self.require(call, "Deduce", ("op",))
        op = self.op_word(call, "Deduce", "op")
        if "content" in call.kwargs:
            content = tuple(str(x) for x in self.items(call, "Deduce", "content", text=True))
        else:
            content = ()
        self.note_empty(call, content)
        target = self.word(call, "Deduce", "target") if "target" in call.kwargs else None
        return Deduce(op, content, target, output)

    def output(self, call: _Call) -> Output:
        if call.constraints:
            raise self.error("Output takes no constraints", call.constraints[0].span)
        aliases = []
        for value in call.positional:
            alias = self.backticked_alias(value)
            if alias is None:
                if not _is_bare(value):
                    raise self.error("Output takes variable names such as o1 or math5", _value_span(value))
                alias = value.alias
            aliases.append(alias)
        if not aliases:  # KAG's get(alias_name=o1) names its variables by keyword
            for key in ("alias_name_set", "alias_name"):
                if key in call.kwargs:
                    aliases = self.keyword_variables(call, key)
                    self.note(call.kwargs[key].span, "variables by keyword", call.kwargs[key].text, ", ".join(aliases))
                    self.bookkeeping(call, (key,))
                    break
            else:
                self.bookkeeping(call, ())
        else:
            self.bookkeeping(call, ())
        if not aliases:
            raise self.error("Output needs at least one variable", call.span)
        return Output(tuple(aliases))

    def keyword_variables(self, call: _Call, key: str) -> list[str]:
        """The variables of KAG's ``get(alias_name=o1)`` / ``get(alias_name_set=[o1, o2])``.

        KAG prints these values unescaped, as its own reading of the planner's line cut them:
        ``alias_name_set=[o1:联系页面]`` (a variable with its type), or, from the planner's
        ``get(o1), get(o2)`` read as one call, ``alias_name_set=[o1), get(o2), get(o3]``. Each
        item is read as the one variable it names, recorded: backticks off, a ``:Type`` dropped,
        or the one identifier among call punctuation that is not an operator name. Numbers are
        dropped, ``None`` is no variable.

        Raises:
            LogicalFormSyntaxError: an item names no variable, or several.
        """
        arg = call.kwargs[key]
        value = arg.value
        if not isinstance(value, _Text):
            return [a for a in self.items(call, "Output", key, text=False) if isinstance(a, str)]
        out: list[str] = []
        for part in (p.strip() for p in value.text.strip("[]").split(",")):
            if not part or _number(part) is not None:
                continue
            if part == "None":  # KAG prints an absent variable as None
                self.note(value.span, "None as empty", part, "")
                continue
            if IDENT_RE.fullmatch(part):
                out.append(part)
                continue
            quoted = re.fullmatch(r"`([^`]*)`|\"([^\"]*)\"|'([^']*)'", part)
            typed = re.fullmatch(r"([^\W\d]\w*)[ \t]*:[ \t]*[^\s()\[\]]+", part)
            if quoted and IDENT_RE.fullmatch(inner := next(g for g in quoted.groups() if g is not None)):
                alias, construct = inner, "backticked variable"
            elif typed:
                alias, construct = typed.group(1), "typed variable"
            else:
                names = [w for w in IDENT_RE.findall(part) if w.lower() not in CANONICAL_OPERATORS]
                if len(names) != 1 or not re.fullmatch(r"[\w \t()]+", part):
                    raise self.error(f"Output: {key} must list variable names, e.g. [o1, o2]", value.span)
                alias, construct = names[0], "variable in call text"
            self.note(value.span, construct, part, alias)
            out.append(alias)
        return out

    # KAG operator forms ----------------------------------------------------------------

    def kag_aggregate(self, call: _Call, target: str, output: str | None) -> Math:
        if call.constraints:
            raise self.error(f"{call.name} takes no constraints", call.constraints[0].span)
        self.bookkeeping(call, ("set", "content"))
        values = list(call.positional)
        for key in ("set", "content"):
            if key in call.kwargs:
                value = call.kwargs[key].value
                values += list(value.items) if isinstance(value, _List) else [value]
        negated = [i for i, v in enumerate(values) if isinstance(v, _Neg)]
        if negated:
            if target == "sum" and len(values) == 2 and negated == [1]:
                target = "difference"  # sum(2024, -o3) is 2024 - o3
                values[1] = NodeRef(values[1].alias, span=values[1].span)
            else:
                raise self.error(
                    f"{call.name}: a negated operand is read only as sum(a, -b)",
                    values[negated[0]].span,
                    "KAG operator form",
                )
        content = tuple(self.item(v, call.name, "argument", text=False) for v in values)
        self.note_empty(call, content)
        return Math(content, target, output)

    def kag_compare(self, call: _Call, output: str | None) -> Math:
        self.keywords_only(call)
        self.bookkeeping(call, ("set", "op"))
        self.require(call, "compare", ("set", "op"))
        content = self.items(call, "compare", "set", text=False)
        target, target_text = self.math_target(call, "compare", "op")
        return Math(content, target, output, target_text)

    def kag_verify(self, call: _Call, output: str | None) -> Math | Deduce:
        """KAG's verify(left_expr=..., right_expr=..., op=...).

        A Math comparison of the two sides; a Deduce judgement when the right side is free text
        (a claim to check rather than a value).
        """
        if call.constraints:
            raise self.error("verify takes no constraints", call.constraints[0].span)
        self.bookkeeping(call, ("left_expr", "right_expr", "op"))
        self.require(call, "verify", ("left_expr", "op"))
        left = list(self.items(call, "verify", "left_expr", text=False))
        for value in call.positional:  # left_expr=o1,o1 puts the second o1 here
            left.append(self.item(value, "verify", "left_expr", text=False))
        left = list(dict.fromkeys(left))
        op_text = self.word(call, "verify", "op")
        right = call.kwargs.get("right_expr")
        right_value = None if right is None or isinstance(right.value, _Empty) else right.value
        if isinstance(right_value, _Text) and not (
            IDENT_RE.fullmatch(right_value.text) or _number(right_value.text) is not None
        ):
            return Deduce("judgement", tuple(str(x) for x in left) + (right_value.text,), op_text, output)
        if right_value is not None:
            left += list(self.items(call, "verify", "right_expr", text=False))
        target, target_text = self.math_target(call, "verify", "op")
        return Math(tuple(left), target, output, target_text)

    # argument shapes -------------------------------------------------------------------

    def alias(self, call: _Call, name: str, key: str) -> str:
        arg = call.kwargs[key]
        alias = self.backticked_alias(arg.value)
        if alias is not None:
            return alias
        if not _is_bare(arg.value):
            raise self.error(f"{name}: {key} must be a variable name", _value_span(arg.value) or arg.span)
        return arg.value.alias

    def items(self, call: _Call, name: str, key: str, text: bool) -> tuple:
        """A list argument's items: aliases and numbers, and free text when ``text``."""
        arg = call.kwargs[key]
        value = arg.value
        if isinstance(value, _Empty):
            return ()
        if _is_bare(value) and value.alias == "None":  # KAG prints an absent content as None
            self.note(arg.span, "None as empty", arg.text, f"{key}=[]")
            return ()
        if isinstance(value, _Text):
            parts = [p.strip() for p in value.text.strip("[]").split(",")]
            out = []
            for part in parts:
                number = _number(part)
                if number is not None:
                    out.append(number)
                else:
                    if not (IDENT_RE.fullmatch(part) or text):
                        self.note(value.span, "text in Math content", part, backtick_text(part))
                    out.append(part)
            return tuple(out)
        items = value.items if isinstance(value, _List) else (value,)
        return tuple(self.item(item, name, key, text) for item in items)

    def item(self, value, name: str, key: str, text: bool) -> str | int | float:
        """One list item: an alias, a number, or text (Deduce content; Math content too, where
        KAG's prompt allows it: a ``str`` that is not an identifier is then text, recorded)."""
        if _is_bare(value):
            return value.alias
        if isinstance(value, PropRef) and name == "Math":  # content=[p1.transAmt]: an edge's property
            return f"{value.alias}.{value.prop}"
        if isinstance(value, _Literal):
            if not value.quoted or text:
                return value.value
            alias = self.backticked_alias(value)
            if alias is not None:
                return alias
            number = _number(value.value.strip())
            if number is not None:
                self.note(value.span, "quoted number", f"`{value.value}`", repr(number))
                return number
            self.note(value.span, "text in Math content", value.value, backtick_text(value.value))
            return value.value
        if isinstance(value, _Text):
            return value.text
        raise self.error(
            f"{name}: {key} must list variable names{' or text' if text else ' or numbers'}, e.g. [o1, o2]",
            _value_span(value) or Span(1, 1),
        )

    def word(self, call: _Call, name: str, key: str) -> str:
        arg = call.kwargs[key]
        value = arg.value
        if _is_bare(value):
            return value.alias
        if isinstance(value, _Literal):
            return value.value if value.quoted else str(value.value)
        if isinstance(value, _Text):
            return value.text
        if isinstance(value, _Empty):
            return ""
        raise self.error(f"{name}: {key} must be a word or a `quoted` string", _value_span(value) or arg.span)

    def op_word(self, call: _Call, name: str, key: str) -> str:
        """Deduce's op: one word, or several (``judgement,entailment``, ``[a, b]``) joined by ','."""
        value = call.kwargs[key].value
        if isinstance(value, _List):
            words = [self.item(v, name, key, text=True) for v in value.items]
        else:
            words = self.word(call, name, key).strip("[]").split(",")
        joined = ",".join(str(w).strip() for w in words if str(w).strip())
        if not joined:
            raise self.error(f"{name}: {key} is empty", call.kwargs[key].span)
        return joined


def _is_bare(value) -> bool:
    return isinstance(value, NodeRef) and value.type is None and value.name is None


def _value_span(value) -> Span | None:
    return getattr(value, "span", None)
