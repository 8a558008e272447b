"""The plan parser: plan text to the nodes of :mod:`kagflow.solver.plan_nodes`.

:func:`parse_plan` runs in three phases, each keeping every position of the plan text:

1. KAG's pre-pass (:mod:`kagflow.solver.kag_dialect`): an action whose quoted text runs over
   lines joined into one line, prose lines and ``` fences blanked, full-width punctuation folded
   to ASCII;
2. the Lark LALR grammar in ``logical_form.lark`` (a contextual lexer), whose errors become
   located :class:`~kagflow.solver.plan_errors.LogicalFormSyntaxError`
   (:mod:`kagflow.solver.plan_errors`);
3. the tree builder (``_PlanBuilder``, with the action and argument readings of
   :mod:`kagflow.solver.plan_actions`), which checks each call against its operator, makes the
   lenient readings that need the tree (node shapes, bookkeeping arguments, KAG's operator forms
   ``sum(30,6)``, ``compare``, ``verify``, ``sort:``, KAG's ``get`` printouts, text over lines
   read as one), records each as a :class:`~kagflow.solver.plan_nodes.Normalisation`, and builds
   the frozen dataclasses. Every span it gives is a position in the plan as written.

Whether a type, predicate or variable exists is not checked here; that is the validator's job
(:mod:`kagflow.solver.validate`).
"""

from __future__ import annotations

import os
import re
from dataclasses import replace

from kagflow.lark_runtime import Lark, Token, Tree, UnexpectedInput, lark_version

from kagflow.solver.kag_dialect import LineMap, blank_prose, fold_punctuation, join_broken_text
from kagflow.solver.plan_actions import _ActionReadings
from kagflow.solver.plan_errors import LogicalFormSyntaxError, source_line, translate_lark_error, unterminated_string
from kagflow.solver.plan_items import (
    INT64_MAX, INT64_MIN, _LIST_ARGUMENTS, _ActionItem, _Arg, _Call, _Empty, _LineItem, _List, _Literal, _Neg,
    _number, _RawConstraint, _Text, _unquote_text, _value_span,
)
from kagflow.solver.plan_nodes import NodeRef, Normalisation, Output, Plan, PropRef, Retrieval, Search, Span, Step
from kagflow.solver.plan_printer import TYPE_WORD_RE, backtick_text

__all__ = ["parse_plan", "MAX_NESTING", "INT64_MIN", "INT64_MAX"]


def _parser_cache() -> str | bool:
    """Where Lark keeps the analysed grammar between processes: ``$XDG_CACHE_HOME/kagflow``
    (default ``~/.cache/kagflow``), a folder only this user writes; ``False`` (no cache) when it
    cannot be made. Lark checks the grammar's hash before it uses the file, so an edited grammar
    is analysed again; building the LALR tables costs more CPU than the rest of a one-step query."""
    from kagflow.project_paths import user_cache_dir

    folder = user_cache_dir()
    if folder is None:
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

class _PlanBuilder(_ActionReadings):
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
