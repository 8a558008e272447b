"""Errors of the plan language: :class:`LogicalFormSyntaxError`, and Lark's errors reworded as one.

Every way a plan can fail to parse ends in a :class:`LogicalFormSyntaxError` that names the
1-based line and column, the line itself and the construct at fault. Lark's own errors
(unexpected characters and tokens) are translated here by :func:`translate_lark_error`, which
words them in the plan's terms: an unclosed or unmatched bracket, an unterminated string, an
action label without a call, and the expected tokens by name rather than terminal id.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from kagflow.lark_runtime import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

if TYPE_CHECKING:  # the pre-pass's line map; kag_dialect does not import this module
    from kagflow.solver.kag_dialect import LineMap

__all__ = ["LogicalFormSyntaxError", "translate_lark_error", "unterminated_string", "source_line"]


class LogicalFormSyntaxError(ValueError):
    """A plan that does not parse, located in the plan text.

    Attributes: ``message`` (what is wrong), ``line`` and ``column`` (1-based), ``source``
    (the name given to :func:`parse_plan`), ``line_text`` (the offending line, or ``None``)
    and ``construct`` (a short stable name of what is at fault: ``"unknown operator"``,
    ``"arguments"``, ``"unclosed bracket"``, ``"unexpected token"``, ...).
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
        construct: str = "syntax",
    ) -> None:
        super().__init__(message, line, column, source, line_text)
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        self.line_text = line_text
        self.construct = construct

    def __str__(self) -> str:
        head = f"{self.source}:{self.line}:{self.column}: {self.message}"
        if not self.line_text or not self.line_text.strip():
            return head
        # the echoed line shows a control or separator character (one str.splitlines would break
        # on, or a terminal would act on) as U+FFFD, one column wide: the caret stays under it
        shown = "".join("\ufffd" if unicodedata.category(ch) in ("Cc", "Zl", "Zp") and ch != "\t" else ch for ch in self.line_text)
        return f"{head}\n    {shown}\n    {_caret_padding(shown, self.column)}^"


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



_TERMINAL_WORDS: dict[str, str] = {
    "LPAR": "'('",
    "RPAR": "')'",
    "LSQB": "'['",
    "RSQB": "']'",
    "COMMA": "','",
    "COLON": "':'",
    "SEMICOLON": "';'",
    "DOT": "'.'",
    "SLASH": "'/'",
    "_BAR": "'|'",
    "EQ": "'='",
    "MINUS": "'-'",
    "OP2": "a comparison operator",
    "REV_OP": "a comparison operator",
    "LIKE": "'like'",
    "IDENT": "an identifier",
    "TYPE_WORD": "a type or predicate name",
    "NUMBER": "a number",
    "BT_STR": "a `backticked` string",
    "DQ_STR": 'a "double-quoted" string',
    "SQ_STR": "a 'single-quoted' string",
    "RAW_NAME": "a name",
    "TEXT": "text",
    "TEXT_KEY": "an argument",
    "LIST_KEY": "an argument",
    "TOP_N": "'topN'",
    "SORT_HEAD": "'sort:'",
    "OUTPUT_HEADER": "an 'Output:' line",
    "_ARROW": "'->'",
    "_NL": "end of line",
    "$END": "end of plan",
    "STEP_LINE": "a 'StepN:' line",
    "ACTION_LABEL": "'ActionN:'",
}


def unterminated_string(quote: str) -> str:
    """The message for a string opened with ``quote`` (a backtick or quote) that does not close.

    Args:
        quote: the opening character, one of ```` ` ```` ``"`` ``'``.

    Returns:
        The message: where such a string must close, and how to write the quote inside it.
    """
    kind = {"`": "`backticked`", '"': '"double-quoted"', "'": "'single-quoted'"}[quote]
    return (
        f"unterminated {kind} string (a name must close on its line, text by the line that ends "
        f"its action; write a literal {quote} as {quote}{quote})"
    )


def source_line(lines: list[str], line: int) -> str | None:
    """The 1-based ``line`` of ``lines``, or None when there is no such line."""
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


def translate_lark_error(
    exc: UnexpectedInput, lines: list[str], folded: list[str], source: str, line_map: LineMap | None = None
) -> LogicalFormSyntaxError:
    """Reword a Lark error as a LogicalFormSyntaxError at the most useful position.

    Args:
        exc: what Lark raised while parsing the pre-passed plan text.
        lines: the plan's lines as written (for the error's position and ``line_text``).
        folded: the lines Lark read (joined, prose blanked, punctuation folded), for bracket
            analysis; numbered as Lark numbers them.
        source: the plan's name, for the error.
        line_map: how Lark's line numbers map to the lines as written
            (:func:`kagflow.solver.kag_dialect.join_broken_text`); None when they are the same.

    Returns:
        The error to raise, with a message in the plan's terms (unclosed and unmatched
        brackets, unterminated strings, an action label without a call) and ``construct`` set.
    """
    line, column = exc.line, exc.column  # as Lark numbers lines: those of ``folded``

    def error(msg: str, col: int, construct: str) -> LogicalFormSyntaxError:
        at_line, at_column = line_map.physical(line, col) if line_map is not None else (line, col)
        return LogicalFormSyntaxError(msg, at_line, at_column, source, source_line(lines, at_line), construct)

    if isinstance(exc, UnexpectedCharacters):
        ch = exc.char
        if ch in "`\"'":
            return error(unterminated_string(ch), column, "unterminated string")
        msg = f"unexpected character {ch!r}"
        allowed = _expected_words(exc.allowed)
        if allowed:
            msg += f"; expected {allowed}"
        return error(msg, column, "unexpected character")

    assert isinstance(exc, UnexpectedToken)
    tok = exc.token
    if tok.type == "$END":
        # Lark places $END on the last token; report the end of the last non-empty line.
        line = len(lines)
        while line > 1 and not lines[line - 1].strip():
            line -= 1
        column = len(lines[line - 1].rstrip()) + 1
        if line_map is not None:
            line, column = line_map.logical(line, column)
    text = source_line(folded, line) or ""
    open_stack = _open_brackets(text, column - 1)
    closer = {"(": ")", "[": "]"}
    if tok.type in ("_NL", "$END") and open_stack:
        opener, idx = open_stack[-1]
        msg = f"unclosed {opener!r}: no matching {closer[opener]!r} before the end of the line"
        return error(msg, idx + 1, "unclosed bracket")
    kind, value = tok.type, tok.value
    if kind in ("RAW_NAME", "TEXT", "TYPE_WORD") and value[:1] in ")]":  # the fallback lexer read a bracket into a name
        kind, value = ("RPAR" if value[0] == ")" else "RSQB"), value[0]
    if kind in ("RPAR", "RSQB"):
        if not open_stack:
            msg = f"unmatched {value!r}: no {'(' if value == ')' else '['!r} is open here"
            return error(msg, column, "unmatched bracket")
        opener, idx = open_stack[-1]
        if closer[opener] != value:
            where = f"column {idx + 1}"
            if line_map is not None:
                at_line, at_column = line_map.physical(line, idx + 1)
                here = line_map.physical(line, column)[0]
                where = f"column {at_column}" if at_line == here else f"line {at_line}, column {at_column}"
            msg = f"{value!r} does not match {opener!r} opened at {where}"
            return error(msg, column, "unmatched bracket")
    if tok.type in ("RAW_NAME", "TEXT", "TYPE_WORD"):  # matched by the fallback lexer: name its first word
        word = re.match(r"\w*", tok.value).group() or tok.value[0]
        found = repr(word)
    else:
        found = {"_NL": "end of line", "$END": "end of plan"}.get(tok.type, repr(str(tok.value)))
    msg = f"unexpected {found}"
    before = text[: column - 1].strip()
    if exc.expected and "IDENT" in exc.expected and before.lower().startswith("action") and before.endswith(":"):
        return error(
            f"{msg}; expected an action call such as Retrieval(...) after {before!r}",
            column,
            "action label without call",
        )
    expected = _expected_words(exc.expected)
    if expected:
        msg += f"; expected {expected}"
    return error(msg, column, "unexpected token")
