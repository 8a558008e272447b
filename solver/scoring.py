"""Scoring answers against gold answers: normalisation, value comparison, EM and F1.

**Text** is normalised as SQuAD does (Rajpurkar et al. 2016: lower case, punctuation and the
articles a/an/the removed, spaces collapsed), extended for other scripts and for KAG's data:

- NFKC first, so full-width letters, digits and punctuation read as their ASCII forms;
- punctuation is every Unicode punctuation character and ASCII symbol, except ``*``: KAG's
  examples mask names with it (``**娱乐**公司`` and ``**娱乐***公司`` are two companies);
- tokens are the words between spaces, and every CJK character (Han, kana, Hangul) is a token
  of its own, so Chinese text without spaces still has tokens to overlap.

**Values** compare by kind before text (:func:`answer_value`):

- *numbers*: an ``int``/``float`` or a string that is a decimal number (``"6"``, ``"-0.5"``,
  ``"1e3"``, ``"1,285,714.29"`` with thousands groups) compare by value: ``"6" == 6 == 6.0``,
  ``"007" == 7``; exactly as decimals, within a relative 1e-9 when a side is a float (SQL
  arithmetic on floats: ``0.1 + 0.2`` equals ``"0.3"``); a number with a percent sign is that number of percent
  (``"42.10%" == 42.1``: a share is answered in percent);
- *dates*: ``2011/3/17``, ``2011-03-17``, ``2011.3.17``, ``2011年3月17日`` and ``date`` values
  compare as the same day;
- *yes/no*: ``True``, ``"yes"``, ``"true"``, ``"是"`` are yes; ``False``, ``"no"``, ``"false"``,
  ``"否"`` are no;
- anything else, and values of different kinds, compare as normalised text (their tokens equal).

**A list of values** (an answer's ``values``; rows are flattened, ``None`` dropped, repeats counted
once) is scored against a gold list by :func:`score_values`: the gold list is the set of values
the answer holds (one item for a one-value answer, every value for a multi-valued one); a gold
item may itself be a list of alternative forms of one value, of which the best counts. EM is 1
when the two sets are equal (each predicted value matched to a different gold value), else 0. F1
is ``2 * M / (|predicted| + |gold|)``, M the best one-to-one matching's sum of pairwise token F1
(1 for equal values): for one value against one gold answer this is SQuAD's F1, for exact values
it is the F1 of the two sets. Where the answer's values are rows, a gold list whose items are all
``"label: number"`` text ("Ada Moreno: 2") is read as those rows.
"""

from __future__ import annotations

import datetime as dt
import functools
import math
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

KEPT_PUNCTUATION = "*"  # KAG's masking character: part of a name, not punctuation
_ASCII_PUNCTUATION = frozenset(string.punctuation) - set(KEPT_PUNCTUATION)
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
_GROUPED_NUMBER = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_DATES = (re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})"), re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日"))
YES_WORDS = frozenset({"yes", "true", "是"})
NO_WORDS = frozenset({"no", "false", "否"})
_CJK_RANGES = (
    (0x1100, 0x11FF),    # Hangul Jamo
    (0x2E80, 0x2FDF),    # CJK and Kangxi radicals
    (0x3005, 0x3007),    # 々 〆 〇
    (0x3040, 0x30FF),    # Hiragana, Katakana
    (0x3100, 0x312F),    # Bopomofo
    (0x3130, 0x318F),    # Hangul compatibility Jamo
    (0x31F0, 0x31FF),    # Katakana extensions
    (0x3400, 0x4DBF),    # CJK extension A
    (0x4E00, 0x9FFF),    # CJK unified ideographs
    (0xAC00, 0xD7AF),    # Hangul syllables
    (0xF900, 0xFAFF),    # CJK compatibility ideographs
    (0x20000, 0x2FA1F),  # CJK extensions B-F, compatibility supplement
)


@functools.lru_cache(maxsize=65536)
def is_cjk(ch: str) -> bool:
    """Whether ``ch`` is a CJK character (Han, kana, Hangul, Bopomofo): one token on its own."""
    code = ord(ch)
    return any(low <= code <= high for low, high in _CJK_RANGES)


def _is_punctuation(ch: str) -> bool:
    if ch in KEPT_PUNCTUATION:
        return False
    return ch in _ASCII_PUNCTUATION or unicodedata.category(ch).startswith("P")


def answer_tokens(text: str) -> list[str]:
    """The normalised tokens of ``text`` (see the module docstring): SQuAD's for Latin script,
    one token per CJK character."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = "".join(ch for ch in text if not _is_punctuation(ch))
    text = _ARTICLES.sub(" ", text)
    tokens: list[str] = []
    for word in text.split():
        run = ""
        for ch in word:
            if is_cjk(ch):
                if run:
                    tokens.append(run)
                    run = ""
                tokens.append(ch)
            else:
                run += ch
        if run:
            tokens.append(run)
    return tokens


def normalize_answer(text: str) -> str:
    """``text`` normalised (:func:`answer_tokens` joined by spaces); for Latin script without
    ``*`` this is SQuAD's normalisation."""
    return " ".join(answer_tokens(text))


def token_f1(prediction: Sequence[str], gold: Sequence[str]) -> float:
    """SQuAD's F1 of two token lists (0 when they share no token)."""
    common = sum((Counter(prediction) & Counter(gold)).values())
    if not common:
        return 0.0
    precision, recall = common / len(prediction), common / len(gold)
    return 2 * precision * recall / (precision + recall)


@dataclass(frozen=True)
class Value:
    """One answer value as it compares (:func:`answer_value`).

    Attributes:
        kind: ``number`` | ``date`` | ``yesno`` | ``text``.
        key: what equal values share: a ``Decimal``, an ISO date, ``yes``/``no``, or the tokens.
        text: the canonical text (``"6"``, ``"2011-03-17"``, ``"yes"``, the value's text) whose
            tokens F1 compares.
        inexact: a number that came from a float (compared within a relative 1e-9, or rounded to
            the one or two decimals an exact number states: 12.428571… is "12.43").
    """

    kind: str
    key: object
    text: str
    inexact: bool = False

    @property
    def tokens(self) -> list[str]:
        """The normalised tokens of :attr:`text`."""
        return answer_tokens(self.text)


def _number(text: str) -> Decimal | None:
    text = text[:-1].rstrip() if text.endswith("%") and len(text) > 1 else text  # a share with its sign: "42.10%" is 42.10 percent
    if _NUMBER.fullmatch(text):
        candidate = text
    elif _GROUPED_NUMBER.fullmatch(text):
        candidate = text.replace(",", "")
    else:
        return None
    try:
        number = Decimal(candidate)
    except InvalidOperation:
        return None
    return number if number.is_finite() else None


def _plain(number: Decimal) -> str:
    text = format(number.normalize(), "f")
    return "0" if text in ("-0", "+0") else text


def calendar_date(text: str) -> dt.date | None:
    """The calendar date ``text`` writes whole (``2019/9/29``, ``2019-09-29``, ``2019年9月29日``), or None."""
    return _date(text.strip())


_CJK_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_GRADES = (
    re.compile(r"([一二三四五六七八九十]|\d{1,2})\s*级(?:([甲乙丙])等)?"),  # 三级, 三级甲等
    re.compile(r"(A{1,5})\s*级?(?:景区)?", re.I),  # AAAAA, AAAA级 (tourist attractions)
    re.compile(r"(\d)\s*A\s*级?(?:景区)?", re.I),  # 5A, 4A级
    re.compile(r"([一二三四五六七]|\d)\s*星\s*级?"),  # 五星级
)


def ordinal_grade(text: str) -> float | None:
    """The rank of a grade ``text`` writes whole, a larger number a higher grade: ``三级`` 3
    (``三级甲等`` 3.3, 乙等 3.2, 丙等 3.1), ``AAAAA``/``5A`` 5, ``五星级`` 5; None for anything else.
    Chinese grades are read by their numeral, as hospitals and scenic areas are graded (三级 above
    二级); callers say so in the trace."""
    text = text.strip()
    for k, pattern in enumerate(_GRADES):
        match = pattern.fullmatch(text)
        if match is None:
            continue
        word = match.group(1)
        if k == 1:
            return float(len(word))
        rank = float(_CJK_DIGITS[word] if word in _CJK_DIGITS else int(word))
        if k == 0 and match.group(2):
            rank += {"甲": 0.3, "乙": 0.2, "丙": 0.1}[match.group(2)]
        return rank
    return None


def _date(text: str) -> dt.date | None:
    for pattern in _DATES:
        match = pattern.fullmatch(text)
        if match:
            try:
                return dt.date(*(int(g) for g in match.groups()))
            except ValueError:
                return None
    return None


def answer_value(value: object) -> Value:
    """How ``value`` (a plan's value or a gold answer) compares: by number, date, yes/no, or text.

    Strings are read after NFKC and stripping: ``"６"`` is the number 6, ``"是"`` is yes.
    """
    if isinstance(value, bool):
        word = "yes" if value else "no"
        return Value("yesno", word, word)
    if isinstance(value, int):
        number = Decimal(value)
        return Value("number", number, _plain(number))
    if isinstance(value, float):
        if not math.isfinite(value):
            return Value("text", tuple(answer_tokens(repr(value))), repr(value))
        number = Decimal(repr(value))
        return Value("number", number, _plain(number), inexact=True)
    if isinstance(value, Decimal) and value.is_finite():
        return Value("number", value, _plain(value))
    if isinstance(value, dt.datetime):
        if value.time() == dt.time(0, 0) and value.tzinfo is None:
            return Value("date", value.date().isoformat(), value.date().isoformat())
        return Value("text", tuple(answer_tokens(value.isoformat())), value.isoformat())
    if isinstance(value, dt.date):
        return Value("date", value.isoformat(), value.isoformat())
    text = unicodedata.normalize("NFKC", str(value)).strip()
    number = _number(text)
    if number is not None:
        return Value("number", number, _plain(number))
    day = _date(text)
    if day is not None:
        return Value("date", day.isoformat(), day.isoformat())
    folded = text.casefold()
    if folded in YES_WORDS or folded in NO_WORDS:
        word = "yes" if folded in YES_WORDS else "no"
        return Value("yesno", word, word)
    return Value("text", tuple(answer_tokens(text)), text)


def values_equal(a: Value, b: Value) -> bool:
    """Whether two values are the same answer (numbers by value, dates by day, yes/no, else tokens)."""
    if a.kind == b.kind == "number":
        if a.key == b.key:
            return True
        if a.inexact != b.inexact:  # a computed mean against a number stated to one or two decimals ("12.43")
            computed, stated = (a, b) if a.inexact else (b, a)
            places = -stated.key.as_tuple().exponent if isinstance(stated.key, Decimal) else 0
            if 1 <= places <= 2 and round(float(computed.key), places) == float(stated.key):
                return True
        return (a.inexact or b.inexact) and math.isclose(float(a.key), float(b.key), rel_tol=1e-9, abs_tol=1e-12)
    if a.kind == b.kind:
        return a.key == b.key
    return a.tokens == b.tokens


def value_f1(a: Value, b: Value) -> float:
    """1 for equal values, else SQuAD's token F1 of their canonical texts."""
    return 1.0 if values_equal(a, b) else token_f1(a.tokens, b.tokens)


def flatten_values(values: Iterable) -> list:
    """The scalars of ``values``: rows (lists, tuples) flattened, ``None`` dropped."""
    out: list = []
    for v in values:
        if isinstance(v, (list, tuple)):
            out.extend(flatten_values(v))
        elif v is not None:
            out.append(v)
    return out


def _distinct(values: Iterable[Value]) -> list[Value]:
    kept: list[Value] = []
    for v in values:
        if not any(values_equal(v, k) for k in kept):
            kept.append(v)
    return kept


Gold = tuple[Value, ...]
"""One gold value: its alternative forms (usually one)."""


def gold_values(gold: Sequence) -> list[Gold]:
    """A gold list (items: a value, or a list of alternative forms of one value) as :data:`Gold`
    entries, repeats counted once."""
    entries: list[Gold] = []
    for item in gold:
        forms = tuple(answer_value(v) for v in (item if isinstance(item, (list, tuple)) else [item]))
        if forms and not any(any(values_equal(f, g) for f in forms for g in entry) for entry in entries):
            entries.append(forms)
    return entries


def _best_matching(scores: list[list[float]]) -> float:
    """The largest sum of ``scores[i][j]`` over one-to-one pairs (rows to columns)."""
    if not scores or not scores[0]:
        return 0.0
    from scipy.optimize import linear_sum_assignment

    rows, cols = linear_sum_assignment(scores, maximize=True)
    return float(sum(scores[i][j] for i, j in zip(rows, cols)))


_LABELLED = re.compile(r"^(?P<label>.+?)\s*[:：]\s*(?P<number>-?[\d,]*\d(?:\.\d+)?)\s*$")


def _labelled_rows(gold: Sequence) -> list:
    """A gold list of rows written as text, one ``"label: number"`` each ("Ada Moreno: 2"), as the flattened
    values of those rows (``["Ada Moreno", "2", …]``); any other gold list as it is."""
    split = [_LABELLED.match(item) if isinstance(item, str) else None for item in gold]
    if not split or not all(split):
        return list(gold)
    return [x for m in split for x in (m.group("label"), m.group("number"))]


def score_values(predicted: Iterable, gold: Sequence) -> tuple[float, float]:
    """``(em, f1)`` of predicted values against a gold list (see the module docstring).

    Args:
        predicted: the answer's values (scalars or rows); empty scores 0.
        gold: the gold list: values, or lists of alternative forms of one value.
    """
    predicted = list(predicted)
    if any(isinstance(v, (list, tuple)) for v in predicted):
        gold = _labelled_rows(gold)
    pred = _distinct(answer_value(v) for v in flatten_values(predicted))
    golds = gold_values(gold)
    if not pred or not golds:
        return 0.0, 0.0
    exact = [[1.0 if any(values_equal(p, g) for g in forms) else 0.0 for forms in golds] for p in pred]
    em = 1.0 if len(pred) == len(golds) and _best_matching(exact) == len(pred) else 0.0
    partial = [[max(value_f1(p, g) for g in forms) for forms in golds] for p in pred]
    return em, 2 * _best_matching(partial) / (len(pred) + len(golds))


def exact_match(prediction: str, answers: Sequence[str]) -> float:
    """1.0 when ``prediction`` equals one of ``answers`` as a value (:func:`values_equal`), else 0.0."""
    p = answer_value(prediction)
    return float(any(values_equal(p, answer_value(a)) for a in answers))


def f1_score(prediction: str, answers: Sequence[str]) -> float:
    """SQuAD token F1 of ``prediction``, the best over ``answers`` (1.0 for an equal value)."""
    p = answer_value(prediction)
    return max((value_f1(p, answer_value(a)) for a in answers), default=0.0)
