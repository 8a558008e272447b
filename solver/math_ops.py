"""Math targets: the closed list of operations, free-text targets mapped to them, and a model path.

KAG's planners write ``Math(content=[o1], target=`Which team was founded last?`)``: the target is
a question, in any language, not an operation. :func:`map_target` reads such a text against word
lists (data, below) and returns the one operation it names, or ``None``. When the words do not
settle it, :func:`resolve_with_model` asks a language model for a structured operation (a JSON
object validated by :class:`MathOp`; never code), and without a model
:func:`resolve_math_target` raises :class:`NeedsLanguageModel` naming the step.

Nothing here executes anything: the result is an operation name and operands, which the compiler
turns into SQL.
"""

from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Callable, Literal, Sequence, Union

__all__ = [
    "MATH_TARGETS",
    "COMPARISON_TARGETS",
    "MATH_SYMBOLS",
    "TARGET_WORDS",
    "NO_OPERATION_WORDS",
    "PROMPT_VERSION",
    "MathOp",
    "NeedsLanguageModel",
    "MathModelReplyError",
    "canonical_target",
    "map_target",
    "operations_named",
    "resolve_with_model",
    "resolve_math_target",
    "ARITHMETIC",
    "AGGREGATE_FUNCTIONS",
    "ExprNumber",
    "ExprText",
    "ExprVar",
    "ExprAggregate",
    "ExprBinary",
    "Expr",
    "ExpressionError",
    "expression_variables",
    "expression_aggregates",
    "format_expression",
    "evaluate_expression",
]

MATH_TARGETS: tuple[str, ...] = (
    "sum", "count", "count_distinct", "avg", "min", "max", "difference", "ratio",
    "gt", "lt", "ge", "le", "eq", "ne", "exists",
)  # fmt: skip
"""Canonical Math operations. ``difference`` and ``ratio`` and the comparisons take two
operands (first minus/over/compared with second); ``exists`` is true when its operand holds a
value; the others aggregate their operands' values. ``count`` counts an operand's entities, or its
values once per entity holding them; ``count_distinct`` counts its distinct values ("how many
different religions do they follow": four, however many entities follow each), or its entities."""

COMPARISON_TARGETS: tuple[str, ...] = ("gt", "lt", "ge", "le", "eq", "ne")
"""The Math operations whose result is a truth value."""

MATH_SYMBOLS: dict[str, str] = {">": "gt", "<": "lt", ">=": "ge", "<=": "le", "==": "eq", "!=": "ne"}
"""Comparison symbols accepted as a target, and the operation each names."""

# Words and phrases that name an operation, by operation. Matching is case-insensitive, on
# whole words for Latin script, longest phrase first (see map_target). Bare 多少 and 几 are left
# out on purpose: 多少 also asks for an amount ("30+6等于多少"), 几 also a date (几年, 几月);
# their counting forms (多少个, 几家, ...) are listed.
TARGET_WORDS: dict[str, tuple[str, ...]] = {
    "sum": (
        "sum", "total", "add", "add up", "added", "plus", "combined", "altogether",
        "合计", "求和", "总和", "总计", "相加", "加起来", "之和", "加上", "总共", "累计", "总额", "总金额",
    ),
    "count": (
        "count", "how many", "number of", "数量", "个数", "总数", "计数", "条数", "笔数", "次数", "件数",
        "多少个", "多少家", "多少人", "多少位", "多少种", "多少次", "多少部", "多少条", "多少项",
        "多少台", "多少笔", "多少所", "多少名", "多少座", "多少处", "多少款", "多少只", "多少辆", "多少张", "多少件",
        "几个", "几家", "几位", "几种", "几次", "几部", "几条", "几项",
        "几台", "几笔", "几所", "几名", "几座", "几处", "几款", "几只", "几辆", "几张", "几件",
    ),
    "count_distinct": (
        "count distinct", "number of distinct", "number of different", "how many distinct", "how many different",
        "多少种不同", "几种不同", "多少个不同", "几个不同", "多少不同",
    ),
    "avg": ("average", "mean", "avg", "平均", "均值", "平均值", "平均数"),
    "max": (
        "max", "maximum", "largest", "biggest", "greatest", "highest", "most", "latest", "last",
        "newest", "longest", "more", "larger", "bigger", "higher", "later", "greater",
        "最大", "最多", "最高", "最晚", "最新", "最长", "更多", "更大", "更高", "更晚", "更长",
    ),
    "min": (
        "min", "minimum", "smallest", "least", "lowest", "fewest", "earliest", "shortest",
        "fewer", "less", "smaller", "lower", "earlier",
        "最小", "最少", "最低", "最早", "最短", "更早", "更少", "更小", "更低", "更短",
    ),
    "difference": (
        "difference", "differ by", "minus", "subtract", "how much more", "how many more",
        "how much less", "how many fewer", "gap",
        "差", "相差", "差值", "差额", "之差", "减去", "相减", "差距",
    ),
    "ratio": (
        "ratio", "proportion", "percentage", "percent", "fraction", "share of",
        "比例", "占比", "百分比", "比率", "比值", "比重", "倍",
    ),
    "gt": (
        "greater than", "more than", "larger than", "higher than", "bigger than", "exceed",
        "exceeds", "大于", "超过", "多于", "高于", "超出",
    ),
    "lt": (
        "less than", "fewer than", "smaller than", "lower than", "below",
        "小于", "少于", "低于", "不足",
    ),
    "ge": (
        "at least", "no less than", "not less than", "greater than or equal",
        "大于等于", "不少于", "不低于", "至少", "不小于",
    ),
    "le": (
        "at most", "no more than", "not more than", "less than or equal",
        "小于等于", "不超过", "不多于", "不高于", "至多", "不大于",
    ),
    "eq": ("equal", "equals", "equal to", "the same as", "same as", "等于", "相等", "相同", "一样"),
    "ne": (
        "not equal", "different from", "differs from", "不等于", "不相等", "不同", "不一样",
    ),
    "exists": ("exist", "exists", "is there", "are there", "存在", "是否有", "有没有"),
}

NO_OPERATION_WORDS: tuple[str, ...] = (
    "等于多少", "是多少", "equal to what", "how much is",
    "不同的", "distinct",  # "多少家不同的公司": distinct things counted, no inequality
    "how many years", "how many months", "how many days",
    # a period counted back ("within the last 90 days"): a window (solver.math_windows), not a maximum
    "within the last", "in the last", "over the last", "during the last", "for the last",
    "within the past", "in the past", "over the past", "during the past", "for the past",
)  # fmt: skip
"""Phrases that contain an operation word but do not settle the operation; a longest match on
one of them hides the shorter word inside it ("30+6等于多少" is not an equality test; "how many
years" is a count in one question and a difference of dates in another)."""

PROMPT_VERSION = "math-op-1"
"""Version of the prompt :func:`resolve_with_model` sends; part of any cache key."""


def _fold(text: str) -> str:
    """Full-width to half-width, case folded: the form word lists are matched against."""
    return unicodedata.normalize("NFKC", text).casefold()


def _is_latin(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _phrase_index() -> dict[str, list[tuple[str, str | None]]]:
    """First character -> [(phrase, operation or None)], longest phrase first."""
    index: dict[str, list[tuple[str, str | None]]] = {}
    entries: list[tuple[str, str | None]] = [
        (_fold(p), op) for op, phrases in TARGET_WORDS.items() for p in phrases
    ] + [(_fold(p), None) for p in NO_OPERATION_WORDS]
    for phrase, op in entries:
        index.setdefault(phrase[0], []).append((phrase, op))
    for candidates in index.values():
        candidates.sort(key=lambda entry: -len(entry[0]))
    return index


_PHRASES = _phrase_index()


def canonical_target(text: str) -> str | None:
    """The operation a target names exactly (``sum``, ``COUNT``, ``>=``), else ``None``.

    Args:
        text: a Math target as written, without quotes.

    Returns:
        One of :data:`MATH_TARGETS`, or ``None`` when the text is not an operation name or a
        comparison symbol (free text goes to :func:`map_target`).
    """
    word = text.strip()
    if word in MATH_SYMBOLS:
        return MATH_SYMBOLS[word]
    word = word.lower()
    return word if word in MATH_TARGETS else None


def map_target(text: str) -> str | None:
    """The one operation a free-text target names, or ``None``.

    The text is scanned left to right; at each position the longest listed phrase that starts
    there is taken (Latin-script phrases only on word boundaries) and the scan moves past it.
    The result is the operation when all matched phrases name the same one; no match, or
    phrases naming different operations, give ``None`` (a model, or the user, must decide).

    Args:
        text: a Math target, any language ("Which team was founded last?", "合计金额").

    Returns:
        One of :data:`MATH_TARGETS`, or ``None``.
    """
    exact = canonical_target(text)
    if exact is not None:
        return exact
    ops = operations_named(text)
    return ops.pop() if len(ops) == 1 else None


def operations_named(text: str) -> set[str]:
    """Every operation the phrases of a free-text target name (:func:`map_target` takes the one
    when they agree; "Who received more money in total, A or B?" names ``max`` and ``sum``, which a
    comparison of two totals reads, :mod:`kagflow.solver.choice`)."""
    folded = _fold(text)
    ops: set[str] = set()
    i = 0
    while i < len(folded):
        for phrase, op in _PHRASES.get(folded[i], ()):
            end = i + len(phrase)
            if not folded.startswith(phrase, i):
                continue
            if _is_latin(phrase[0]) and i > 0 and _is_latin(folded[i - 1]):
                continue
            if _is_latin(phrase[-1]) and end < len(folded) and _is_latin(folded[end]):
                continue
            if op is not None:
                ops.add(op)
            i = end
            break
        else:
            i += 1
    return ops


# --------------------------------------------------------------------------------------------
# The model path


def _variable_name(value: str) -> str:
    if not value.isidentifier():
        raise ValueError(f"{value!r} is not a variable name")
    return value


@cache
def _math_op():
    """:class:`MathOp`, made on first use: pydantic is imported only when a model names an operation."""
    from pydantic import AfterValidator, BaseModel, ConfigDict, StrictFloat, StrictInt

    class MathOp(BaseModel):
        """A structured Math operation: ``op`` from :data:`MATH_TARGETS` and its operands.

        ``operands`` are variable names (identifiers such as ``o2`` or ``math1``) or numbers, in
        order (``difference`` and ``ratio``: first minus/over second). Extra keys are refused.
        """

        model_config = ConfigDict(extra="forbid", frozen=True)

        op: Literal[MATH_TARGETS]  # type: ignore[valid-type]
        operands: tuple[Union[StrictInt, StrictFloat, Annotated[str, AfterValidator(_variable_name)]], ...] = ()

    MathOp.__qualname__ = "MathOp"  # found by pickle and in reprs as the module's own name (module __getattr__)
    return MathOp


def __getattr__(name: str):
    if name == "MathOp":
        return _math_op()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class NeedsLanguageModel(ValueError):
    """A Math target names no known operation and no language model is configured.

    Attributes: ``step`` (the step's index, or ``None``) and ``text`` (the target as written).
    """

    def __init__(self, text: str, step: int | None = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(
            f"{where}Math target {text!r} names no operation kagflow can read "
            f"({', '.join(MATH_TARGETS)}); it needs a language model (configure one) "
            f"or a target written as one of these operations"
        )
        self.step = step
        self.text = text


class MathModelReplyError(ValueError):
    """The model's reply was not a valid operation, also after one corrective retry.

    Attributes: ``step``, ``text`` (the target), ``reply`` (the last reply) and ``reason``.
    """

    def __init__(self, text: str, reply: str, reason: str, step: int | None = None) -> None:
        where = f"step {step}: " if step is not None else ""
        super().__init__(
            f"{where}the language model did not return a valid operation for Math target "
            f"{text!r}: {reason}"
        )
        self.step = step
        self.text = text
        self.reply = reply
        self.reason = reason


_SYSTEM_PROMPT = (
    "You map the target of a Math step in a question-answering plan to one operation.\n"
    "Reply with one JSON object and nothing else: "
    '{"op": OP, "operands": [...]}.\n'
    f"OP is one of: {', '.join(MATH_TARGETS)}.\n"
    "sum/count/avg/min/max aggregate the values of their operands; difference and ratio take "
    "two operands (first minus / divided by second); gt, lt, ge, le, eq, ne compare two "
    "operands; exists is true when its operand has a value.\n"
    "Each operand is one of the given variable names or a number. Never write code."
)


def _strip_fence(reply: str) -> str:
    """The reply without a surrounding Markdown code fence (```json ... ```)."""
    text = reply.strip()
    if text.startswith("```") and text.endswith("```") and len(text) >= 6:
        text = text[3:-3]
        first_line, _, rest = text.partition("\n")
        if first_line.strip().isalpha():  # the fence's language tag
            text = rest
    return text.strip()


def _check_reply(reply: str, variables: Sequence[str]) -> MathOp:
    """Validate a reply; raises ValueError (pydantic's ValidationError is one) with the reason."""
    op = _math_op().model_validate_json(_strip_fence(reply))
    if variables:
        unknown = [x for x in op.operands if isinstance(x, str) and x not in variables]
        if unknown:
            raise ValueError(
                f"operands {unknown} are not among the step's variables {list(variables)}"
            )
    return op


def _reason(exc: Exception) -> str:
    from pydantic import ValidationError  # a model replied: pydantic is loaded already

    if isinstance(exc, ValidationError):
        return "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'reply'}: {err['msg']}" for err in exc.errors()
        )
    return str(exc)


def resolve_with_model(
    text: str,
    complete: Callable[[list[dict[str, str]]], str],
    variables: Sequence[str] = (),
    step: int | None = None,
) -> MathOp:
    """Ask a language model which operation a free-text Math target means.

    Args:
        text: the target as written.
        complete: a plain callable taking chat messages (``[{"role", "content"}, ...]``) and
            returning the reply text; any OpenAI-compatible client fits behind it.
        variables: the step's variable names; when given, name operands must be among them.
        step: the step's index, for error messages.

    Returns:
        The validated :class:`MathOp`.

    Raises:
        MathModelReplyError: the reply is not a JSON object of the :class:`MathOp` shape (or
            names an unknown variable), and neither is the reply to one corrective message.
    """
    messages = [
        {"role": "system", "content": _SYSTEM_PROMPT},
        {
            "role": "user",
            "content": json.dumps({"target": text, "variables": list(variables)}, ensure_ascii=False),
        },
    ]
    reply = complete(messages)
    try:
        return _check_reply(reply, variables)
    except ValueError as exc:
        reason = _reason(exc)
    messages += [
        {"role": "assistant", "content": reply},
        {
            "role": "user",
            "content": f"That reply is not valid: {reason}. Reply with the JSON object only.",
        },
    ]
    reply = complete(messages)
    try:
        return _check_reply(reply, variables)
    except ValueError as exc:
        raise MathModelReplyError(text, reply, _reason(exc), step) from None


def resolve_math_target(
    text: str,
    variables: Sequence[str | int | float] = (),
    step: int | None = None,
    complete: Callable[[list[dict[str, str]]], str] | None = None,
) -> MathOp:
    """The operation a Math target means: by its words, else by a model, else an error.

    Args:
        text: the target as written (an operation name, a symbol or free text).
        variables: the step's content (variable names or numbers); they become the operands
            when the words settle the operation.
        step: the step's index, for error messages.
        complete: the language model callable (see :func:`resolve_with_model`), or ``None``.

    Returns:
        The :class:`MathOp`.

    Raises:
        NeedsLanguageModel: the words name no single operation and ``complete`` is ``None``.
        MathModelReplyError: the model's replies were invalid (see :func:`resolve_with_model`).
    """
    op = map_target(text)
    if op is None and len(variables) == 1:  # "不同应用的数量" of one variable: a count (不同 compares two, not one)
        unary = operations_named(text) - {"difference", "ratio", *COMPARISON_TARGETS}
        op = unary.pop() if len(unary) == 1 else None
    if op is not None:
        return _math_op()(op=op, operands=tuple(variables))
    if complete is None:
        raise NeedsLanguageModel(text, step)
    names = [v for v in variables if isinstance(v, str)]
    return resolve_with_model(text, complete, names, step)


# --------------------------------------------------------------------------------------------
# Arithmetic expressions: KAG's ``math(1000*10 + count(o1))``

ARITHMETIC = "arithmetic"
"""The ``Math.target`` of a step written as an arithmetic expression (``Math.expression`` holds it)."""

AGGREGATE_FUNCTIONS: dict[str, str] = {
    "sum": "sum", "count": "count", "avg": "avg", "average": "avg", "min": "min", "max": "max",
}  # fmt: skip
"""Aggregate calls allowed inside an expression (any case) and the Math target each runs."""


@dataclass(frozen=True)
class ExprNumber:
    """A number written in the expression."""

    value: int | float


@dataclass(frozen=True)
class ExprText:
    """A quoted text written in the expression: parsed, but no arithmetic takes it (an error at run time)."""

    value: str


@dataclass(frozen=True)
class ExprVar:
    """A variable: the scalar a Math or Deduce step produced (``math1``)."""

    alias: str


@dataclass(frozen=True)
class ExprAggregate:
    """``count(o1)``: a Math aggregate (``target`` from :data:`AGGREGATE_FUNCTIONS`) of its items
    (variables and numbers), computed as the step ``Math(content=[...], target=...)`` would."""

    target: str
    content: tuple[str | int | float, ...]


@dataclass(frozen=True)
class ExprBinary:
    """``left op right`` with ``op`` one of ``+ - * /``."""

    op: str
    left: "Expr"
    right: "Expr"


Expr = Union[ExprNumber, ExprText, ExprVar, ExprAggregate, ExprBinary]
"""A node of an arithmetic expression."""

_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


class ExpressionError(ValueError):
    """An expression that cannot be evaluated: division by zero, a text or missing operand, a
    result beyond a double. ``part`` is the canonical text of the sub-expression at fault."""

    def __init__(self, message: str, part: str):
        super().__init__(message)
        self.message, self.part = message, part


def expression_variables(expr: Expr) -> tuple[str, ...]:
    """Variables the expression reads (inside aggregates too), in order of first use, once each."""
    out: list[str] = []

    def walk(node: Expr) -> None:
        if isinstance(node, ExprVar):
            out.append(node.alias)
        elif isinstance(node, ExprAggregate):
            out.extend(x for x in node.content if isinstance(x, str))
        elif isinstance(node, ExprBinary):
            walk(node.left)
            walk(node.right)

    walk(expr)
    return tuple(dict.fromkeys(out))


def expression_aggregates(expr: Expr) -> list[ExprAggregate]:
    """The aggregate calls of the expression, left to right (a repeated call listed once)."""
    out: list[ExprAggregate] = []

    def walk(node: Expr) -> None:
        if isinstance(node, ExprAggregate) and node not in out:
            out.append(node)
        elif isinstance(node, ExprBinary):
            walk(node.left)
            walk(node.right)

    walk(expr)
    return out


def format_expression(expr: Expr) -> str:
    """Canonical text: spaces around operators, parentheses only where precedence needs them
    (so reading it back gives the same tree), numbers as Python writes them, text backticked."""
    if isinstance(expr, ExprNumber):
        return repr(expr.value)
    if isinstance(expr, ExprText):
        return "`" + expr.value.replace("`", "``") + "`"
    if isinstance(expr, ExprVar):
        return expr.alias
    if isinstance(expr, ExprAggregate):
        return f"{expr.target}({', '.join(repr(x) if not isinstance(x, str) else x for x in expr.content)})"
    if isinstance(expr, ExprBinary):
        level = _PRECEDENCE[expr.op]
        left = format_expression(expr.left)
        right = format_expression(expr.right)
        if isinstance(expr.left, ExprBinary) and _PRECEDENCE[expr.left.op] < level:
            left = f"({left})"
        if isinstance(expr.right, ExprBinary) and _PRECEDENCE[expr.right.op] <= level:  # left-associative
            right = f"({right})"
        return f"{left} {expr.op} {right}"
    raise TypeError(f"not an expression: {expr!r}")


def evaluate_expression(expr: Expr, lookup: Callable[[Expr], object]) -> int | float:
    """Evaluate ``expr`` by walking its tree (no ``eval``): ``+ - * /`` on numbers.

    Args:
        expr: the parsed expression.
        lookup: the value of a leaf that is not a number: an :class:`ExprVar` (a Math output) or an
            :class:`ExprAggregate` (its aggregate over the bindings). It returns a number, a text,
            or ``None`` (no value, e.g. ``max`` of no numbers).

    Returns:
        the value; ``/`` always gives a float, the other operators keep integers integral.

    Raises:
        ExpressionError: a division by zero, an operand that is text, a boolean or missing, or a
            result beyond the range of a double.
    """
    if isinstance(expr, ExprNumber):
        return expr.value
    if isinstance(expr, ExprText):
        raise ExpressionError(f"{format_expression(expr)} is text, not a number", format_expression(expr))
    if isinstance(expr, (ExprVar, ExprAggregate)):
        value = lookup(expr)
        shown = format_expression(expr)
        if value is None:
            raise ExpressionError(f"{shown} has no numeric value", shown)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            kind = "a truth value" if isinstance(value, bool) else f"text {str(value)!r}"
            raise ExpressionError(f"{shown} is {kind}, not a number", shown)
        return value
    if isinstance(expr, ExprBinary):
        left = evaluate_expression(expr.left, lookup)
        right = evaluate_expression(expr.right, lookup)
        if expr.op == "/":
            if right == 0:
                shown = format_expression(expr)
                raise ExpressionError(f"division by zero: {format_expression(expr.right)} is 0 in {shown}", shown)
            result = left / right
        elif expr.op == "+":
            result = left + right
        elif expr.op == "-":
            result = left - right
        else:
            result = left * right
        if isinstance(result, int) and not -(2**63) <= result < 2**63:  # beyond 64 bits: a double, as parsed numbers
            result = float(result)
        if isinstance(result, float) and not math.isfinite(result):
            shown = format_expression(expr)
            raise ExpressionError(f"{shown} is beyond the range of a double (about 1.8e308)", shown)
        return result
    raise TypeError(f"not an expression: {expr!r}")
