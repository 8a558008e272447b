"""Resolution: a planner's words read as the schema's names, against the schema and the data.

KAG's planner names predicates in its own words (``联系电话`` for ``phoneNumber(电话号码)``,
``具体地址`` for ``address(地址)``) and types named nodes ``Entity``; KAG's executor resolves
them (its one-hop retrieval marks such steps ``fuzzy spo``). This module does the same before
validation (DESIGN.md, "Resolution, as KAG's executor does it"), and rewrites the plan into
schema names, each reading recorded as a :class:`Normalisation` of its step:

1. **Subjects link before they are typed.** A named node typed ``Entity`` (or untyped) links by
   name across every type (:func:`kagflow.solver.linking.link_entity`: exact, alias, fuzzy) and
   takes its entity's type. A name found in several types keeps them all as candidates; the
   predicate decides between them, or the node stays of any type, and the note says so.
2. **Predicates resolve on the subject's type.** A word that is not a predicate (name or display
   name) of the type is ranked against the type's predicates — schema properties and relations
   and the columns the data has beyond the schema — by :func:`rank_predicates`, from general
   signals only: weighted unit overlap of the word with the predicate's name and display name
   (a unit is one CJK character or one Latin word, camelCase split; a unit many of the type's
   predicates share weighs less, as in TF-IDF), containment either way, the same overlap with the
   step's ``sub_query``, its ``StepN:`` text and the question (a qualifier such as a year or a
   tank kind the word left out), the value type the question expects (a date, a number), and
   whether the linked entity has a value for the predicate at all. The best candidate above
   :data:`THRESHOLD`, ahead of the next by :data:`MARGIN` (or giving the same values), is taken,
   or, below it, the one predicate the word shares any unit with when it shares much of it and the
   subject has a value for it (``联系电话``: ``电话号码``); otherwise the word stays and validation
   reports it with did-you-mean: a wrong value is worse than none.
3. **Any predicate.** ``p=pN:Entity``, or a generic word (``属性``, ``信息``, ``attribute``) or no
   predicate with a named subject, is resolved from the step's ``sub_query`` alone when it names
   an attribute; else it means every property the subject has a value for.

No synonym table is involved: everything comes from the schema, the data and the texts of the
plan. Names are always bound parameters of the store's queries.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import duckdb

from kagflow.schema.spg import PropertyDef, Schema
from kagflow.schema.types import find_type, implicit_predicate, is_numeric_type
from kagflow.solver.linking import link_entity
from kagflow.solver.question_words import MONEY_WORDS, TRANSFER_WORDS, glossary_words_cjk, names_any, synonyms
from kagflow.solver.logical_form import Deduce, EdgeRef, Exclude, Math, NodeRef, Normalisation, Output, Plan, Retrieval, Sort, Step
from kagflow.solver.validate_scope import type_in_other_words

ANY_TYPE = "Entity"
THRESHOLD = 0.45  # combined score (0-1) a predicate needs to stand for the planner's word
MARGIN = 0.06  # lead over the runner-up, unless both give the subject the same values
GLOSSED_OVER = 0.6  # a reading whose word fits less may yield to the glossary's (学生人数: 在校生数量 over 教师人数)
ECHO_THRESHOLD = 0.1  # a sibling of a predicate whose value the question states
ANY_THRESHOLD = 0.4  # for a generic word or none: the step's texts alone must name the predicate
WORD_WEIGHT = 0.65  # word against predicate; the rest is the step's texts and the question

# words that name no attribute in particular (general language, not one dataset's vocabulary)
GENERIC_WORDS = frozenset({
    "entity", "属性", "信息", "基本信息", "详细信息", "相关信息", "情况", "详情", "资料", "数据", "内容", "特征",
    "attribute", "attributes", "property", "properties", "info", "information", "details", "detail", "data", "facts",
})
#: where something is: a word that names no property, of which the step's texts say which place
#: (address, county, city) it is; never every property, as a generic word may be
LOCATION_WORDS = frozenset({"位于", "所在", "所在地", "located", "located in", "locatedin", "location"})
# question words -> the kind of value they ask for
_EXPECT = (
    ("date", re.compile(r"哪一?天|哪一?年|何时|什么时候|哪个月|几月|日期|时间|年份|\bwhen\b|\bwhat (?:year|date|day)\b|\bdate\b|\byear\b", re.I)),
    ("number", re.compile(r"多少|几个|几家|几位|几岁|多大|年纪|岁数|数量|数目|人数|个数|总数|\bhow (?:many|much|old)\b|\bnumber of\b|\bcount\b", re.I)),
)
_DATE_VALUE = re.compile(r"^\s*\d{4}\s*(?:[-/.年]\s*\d{1,2}\s*(?:[-/.月]\s*\d{1,2}\s*日?)?)?\s*$")
_LATIN_WORD = re.compile(r"[A-Za-z]+|\d+")
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_STOP_UNITS = frozenset("的了是在和与及或之其该这那哪个什么么吗呢吧啊请问查询查找获取输出返回得到")


def _is_cjk(ch: str) -> bool:
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\u3040" <= ch <= "\u30ff" or "\uac00" <= ch <= "\ud7af"


def units(text: str | None) -> list[str]:
    """The units of ``text`` compared by resolution: each CJK character, and each Latin word
    (camelCase split, lower case, :func:`stem`) or digit run, in order.

    >>> units("phoneNumber 联系电话")
    ['phon', 'numb', '联', '系', '电', '话']
    """
    return list(_units(text)) if text else []


@functools.lru_cache(maxsize=8192)
def _units(text: str) -> tuple[str, ...]:
    """:func:`units`, computed (predicate names and display names are asked again and again)."""
    text = _CN_COUNT.sub(lambda m: _cn_number(m.group(1)), unicodedata.normalize("NFKC", text))
    out: list[str] = []
    latin: list[str] = []

    def flush() -> None:
        if latin:
            for word in _CAMEL.findall("".join(latin)):
                out.append(stem(word.lower()))
            latin.clear()

    for ch in text:
        if _is_cjk(ch):
            flush()
            out.append(ch)
        elif ch.isascii() and ch.isalnum():
            latin.append(ch)
        else:
            flush()
    flush()
    return tuple(out)


_CN_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_COUNT = re.compile(r"([〇零一二两三四五六七八九十]{1,3})(?=个?[月年天日周季])")


def _cn_number(text: str) -> str:
    """A Chinese numeral of a period (``一``, ``十二``) in digits, so ``近一个月`` meets ``近1月``."""
    if "十" in text:
        tens, _, ones = text.partition("十")
        return str((_CN_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CN_DIGITS.get(ones, 0) if ones else 0))
    return "".join(str(_CN_DIGITS.get(ch, ch)) for ch in text)


_SUFFIXES = ("atives", "ative", "ations", "ation", "ings", "ing", "ers", "er", "ies", "ied", "ed", "es", "s", "e", "y")


def stem(word: str) -> str:
    """A light English stem, so that the forms of one word meet: the first of the suffixes
    ``-atives -ative -ations -ation -ings -ing -ers -er -ies -ied -ed -es -s -e -y`` is cut while
    four letters stay (``suppliers``, ``supplier`` and ``supply`` give ``suppl``; ``founded`` gives
    ``found``; ``representative`` and ``represents`` give ``represent``).
    Digits and short words are kept as they are."""
    if not word.isalpha() or len(word) <= 4:
        return word
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    return word[:-1] if word.endswith("i") and len(word) > 4 else word


def _bigrams(seq: list[str]) -> list[tuple[str, str]]:
    return list(zip(seq, seq[1:]))


def _contains(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return n > 0 and any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


@dataclass(frozen=True)
class Candidate:
    """A predicate ranked for a planner's word: ``score`` 0-1 and its parts, for the trace."""

    predicate: PropertyDef
    score: float
    word: float
    context: float
    has_value: bool | None  # None: the subject was not linked (no data signal)
    values: tuple[str, ...] = ()

    def label(self) -> str:
        p = self.predicate
        return f"{p.name}({p.display_name})" if p.display_name else p.name


class UnitWeights:
    """``unit -> weight``: inverse frequency of units over one type's predicate labels (a unit in every label weighs
    little, one in a single label 1)."""

    def __init__(self, labels: Iterable[list[str]]):
        count: dict[str, int] = {}
        n = 0
        for label in labels:
            n += 1
            for u in set(label):
                count[u] = count.get(u, 0) + 1
        self.count, self.n = count, max(n, 1)

    def __call__(self, unit: str) -> float:
        if unit in _STOP_UNITS:
            return 0.1
        c = self.count.get(unit, 0)
        return 1.0 if c <= 1 else 1.0 / (1.0 + math.log(c))


def word_similarity(word: list[str], label: list[str], weight: Callable[[str], float]) -> float:
    """How well a predicate label (units) stands for the planner's word (units), 0-1: 1 when equal;
    0.75-1 when the label occurs in the word (``具体地址`` holds ``地址``); 0.6-0.9 when the word
    occurs in the label (``危险源`` in ``是否构成重大危险源``); else the weighted overlap of units
    and of unit pairs (Dice), at most 0.7."""
    if not word or not label:
        return 0.0
    if word == label:
        return 1.0
    def mass(items) -> float:
        return sum(weight(u) for u in items)
    cjk_only = all(_is_cjk(u[0]) for u in label)
    if (len(label) >= 2 or not cjk_only) and _contains(word, label):
        return 0.75 + 0.25 * mass(label) / max(mass(word), 1e-9)
    if (len(word) >= 2 or not all(_is_cjk(u[0]) for u in word)) and _contains(label, word):
        return 0.6 + 0.3 * mass(word) / max(mass(label), 1e-9)
    common = set(word) & set(label)
    dice_units = 2 * mass(common) / max(mass(set(word)) + mass(set(label)), 1e-9)
    wb, lb = set(_bigrams(word)), set(_bigrams(label))
    dice_pairs = 2 * len(wb & lb) / (len(wb) + len(lb)) if wb and lb else 0.0
    return min(0.7, 0.6 * dice_units + 0.4 * dice_pairs)


def context_coverage(label: list[str], context: list[str], weight: Callable[[str], float]) -> float:
    """How much of a predicate label (units) the step's texts mention, 0-1: the weighted share of
    its units present, half, and of its unit pairs present, half; a label of one unit counts only
    when whole in the context."""
    if not label or not context:
        return 0.0
    if len(label) == 1:
        return 1.0 if label[0] in context and weight(label[0]) >= 0.5 else 0.0
    present = set(context)
    total = sum(weight(u) for u in label)
    unit_share = sum(weight(u) for u in label if u in present) / max(total, 1e-9)
    pairs = _bigrams(label)
    cpairs = {frozenset(p) for p in _bigrams(context)}  # unordered: 县区 and 区县 are one compound
    pair_share = sum(1 for p in pairs if frozenset(p) in cpairs) / len(pairs)
    return 0.5 * unit_share + 0.5 * pair_share


def expected_kind(texts: Iterable[str | None]) -> str | None:
    """``"date"`` or ``"number"`` when the texts ask for one (``哪一天``, ``how many``), else None."""
    joined = " ".join(t for t in texts if t)
    for kind, pattern in _EXPECT:
        if pattern.search(joined):
            return kind
    return None


def value_kind(value: str) -> str:
    """``"date"``, ``"number"`` or ``"text"`` for a stored value."""
    if _DATE_VALUE.match(value) and not value.strip().isdigit() and _calendar_parts(value):
        return "date"
    try:
        float(value)
        return "number"
    except ValueError:
        return "text"


def _calendar_parts(value: str) -> bool:
    """Whether a value :data:`_DATE_VALUE` matches holds a month 1–12 and a day 1–31 where written;
    "5000.25" and "9133.79" (areas) are numbers, and a year with a month after a point ("2023.10")
    is read as a date only with its day ("2023.10.5")."""
    parts = re.findall(r"\d+", value)
    if "." in value and len(parts) < 3:
        return False
    return all(1 <= int(x) <= limit for x, limit in zip(parts[1:], (12, 31)))


_DATE_WORDS = "日期 时间 年份 date time year"  # what a date property's name ends in


#: the score of a predicate read by what the store holds rather than by its words: the one relation
#: that moves money (:meth:`Resolver.money_relation`), the one property holding a named value
#: (:meth:`Resolver.value_holder`)
HELD_SCORE = 0.6


def rank_predicates(
    word: str | None,
    predicates: Iterable[PropertyDef],
    context: Iterable[str | None] = (),
    values: dict[str, tuple[str, ...]] | None = None,
    expect: str | None = None,
) -> list[Candidate]:
    """Rank ``predicates`` (of one type) as readings of the planner's ``word``, best first.

    Args:
        word: the planner's predicate word; ``None`` or a generic word (:data:`GENERIC_WORDS`)
            ranks by ``context`` alone.
        predicates: the type's predicates (schema and observed); ``id`` and ``name`` are skipped.
        context: the step's ``sub_query``, its ``StepN:`` text and the question, with the
            subject's name removed.
        values: predicate name -> the subject's values (``None``: the subject is not linked);
            a predicate without values is dropped when given.
        expect: the value kind the question asks for (:func:`expected_kind`).

    Returns:
        :class:`Candidate` per remaining predicate, by descending score, then name. When the word
        shares no unit with any predicate (``位于``), the texts alone rank them, as for a generic word.
    """
    preds = [p for p in predicates if implicit_predicate(p.name) is None]
    named = {p.name for p in preds}
    # a source column standing for a declared property (phone for hasPhone) is ranked once, as the declared one where it has the values
    columns = [p for p in preds if p.stands_for and p.stands_for in named and (values is None or values.get(p.stands_for))]
    preds = [p for p in preds if p not in columns]
    # an incoming relation is marked "~Owner.name" by the planners: read with its owner (the answer's type)
    # and without it ("的法人代表是谁" names legalRepresentative, not the Person owning it)
    labels = {p.name: [units(p.name)] + ([units(p.name.split(".", 1)[1])] if p.name.startswith("~") and "." in p.name else [])
              + ([units(p.display_name)] if p.display_name else []) for p in preds}
    for c in columns:  # (the column's own name reads the declared property too: phone, hasPhone)
        labels[c.stands_for].append(units(c.name))
    weight = UnitWeights(lab for ls in labels.values() for lab in ls)
    generic = is_generic(word)
    w_units = [] if generic else units(word)
    if expect == "date":  # "哪一年批准的", "when was it approved": asking for a date says the date word of 批准日期
        context = [f"{t} {_DATE_WORDS}" for t in context if t]
    ctx = [units(t) for t in context if t]
    kept = [p for p in preds if values is None or values.get(p.name)]
    similarity = {p.name: 0.0 if generic else max(word_similarity(w_units, lab, weight) for lab in labels[p.name]) for p in kept}
    by_texts = generic or not any(similarity.values())
    out: list[Candidate] = []
    for p in kept:
        have = None if values is None else values[p.name]
        w = similarity[p.name]
        c = max((context_coverage(lab, cu, weight) for lab in labels[p.name] for cu in ctx), default=0.0)
        score = c if by_texts else WORD_WEIGHT * w + (1 - WORD_WEIGHT) * c
        if not by_texts and w == 0.0:
            score *= 0.5  # the texts alone point at it: a weak reading of a specific word
        if expect and have:
            kinds = {value_kind(v) for v in have}
            score += 0.08 if expect in kinds else -0.08
        out.append(Candidate(p, round(max(score, 0.0), 4), round(w, 4), round(c, 4), None if have is None else True, tuple(have or ())))
    if by_texts:  # "total building area": area and buildingArea both whole in the texts; the longer is named
        whole = {p.name: [frozenset(lab) for lab in labels[p.name] if any(context_coverage(lab, cu, weight) >= 0.999 for cu in ctx)]
                 for p in kept}
        out = [replace(c, score=round(max(c.score - MARGIN, 0.0), 4))
               if any(a < b for a in whole[c.predicate.name] for q, bs in whole.items() if q != c.predicate.name for b in bs) else c
               for c in out]
    out.sort(key=lambda c: (-c.score, c.predicate.name))
    return out


def is_generic(word: str | None) -> bool:
    """Whether a predicate word names no attribute in particular (none, ``Entity``, ``属性``, a
    word of where: :data:`LOCATION_WORDS`)."""
    return word is None or word == ANY_TYPE or word.strip().casefold() in GENERIC_WORDS | LOCATION_WORDS


def echoed(values: Iterable[str], question: str) -> bool:
    """Whether the question already states every one of ``values`` (each of two characters or
    more): such a predicate cannot be what the question asks. The 一 of the question word 哪一
    ("which one") states nothing: "是哪一级？" does not state the level 一级; nor does a number state a
    numeric value ("杭州佛学院的在校生超过100人了吗？" compares the 100 students, it does not ask a sibling of them)."""
    values = [v.strip() for v in values]
    question = question.replace("哪一", "哪")
    return bool(values) and all(len(v) >= 2 and v in question and value_kind(v) != "number" for v in values)


def choose(candidates: list[Candidate], generic: bool, threshold: float | None = None) -> Candidate | None:
    """The candidate to take: above the threshold and ahead of the runner-up by the margin, or
    level with it but giving the subject the same values; else ``None``.

    ``threshold`` defaults to :data:`THRESHOLD`, or :data:`ANY_THRESHOLD` for a generic word (or
    one that shares no unit with any predicate, so that the texts alone rank them)."""
    if not candidates:
        return None
    best = candidates[0]
    if threshold is None:
        threshold = ANY_THRESHOLD if generic or not any(c.word for c in candidates) else THRESHOLD
    if best.score < threshold:
        return None
    for other in candidates[1:]:
        lead = best.score - other.score
        if best.word > 0 and abs(best.word - other.word) < 1e-9:
            # the word fits both alike (总藏量 in 2016年总藏量 and 2017年总藏量): the qualifier the
            # step's texts supply decides, on its own scale
            lead = max(lead, best.context - other.context)
        if lead >= MARGIN:
            break
        if not best.values or set(other.values) != set(best.values):
            return None
    return best


# a word naming a code: 代码, 编码, 编号, "code", "ID"
_CODE_WORD = re.compile(r"代码|编码|编号|(?<![a-z])(?:code|id)(?![a-z])", re.I)
SOLE_WORD = 0.4  # the planner's word against the one predicate it shares units with (联系电话: 电话号码)


def sole_named(candidates: list[Candidate]) -> Candidate | None:
    """Below the threshold, the one predicate the planner's word shares any unit with, when it
    shares much of it (:data:`SOLE_WORD`; ``联系电话`` of ``phoneNumber(电话号码)``, the other units
    naming no predicate) and the linked subject has a value for it; else None."""
    if not candidates or candidates[0].word < SOLE_WORD or not candidates[0].values:
        return None
    return candidates[0] if all(c.word == 0 for c in candidates[1:]) else None


@dataclass
class _Var:
    types: tuple[str, ...]
    ids: tuple[str, ...] | None  # linked entities of a named node; None when not known before running


class Resolver:
    """Resolves one plan's words against a store (see the module docstring).

    Args:
        con: a connection to a built store (``kg_entities``, ``kg_properties``, ``kg_edges``).
        schema: the project's schema with its observed predicates (``Schema.with_observed``).
        fuzzy_threshold: rapidfuzz score (0-100) for linking a name fuzzily.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, schema: Schema, fuzzy_threshold: float = 85.0):
        self.con, self.schema, self.fuzzy_threshold = con, schema, fuzzy_threshold

    def resolve(self, plan: Plan, question: str | None = None) -> Plan:
        """``plan`` with named subjects typed by their entities and predicates in schema names.

        Args:
            plan: a parsed plan.
            question: the user's question, when known (a context for predicate words).

        Returns:
            a new :class:`Plan` (the same object when nothing changed); every reading is a
            :class:`Normalisation` appended to its step.
        """
        variables: dict[str, _Var] = {}
        steps = []
        changed = False
        outputs = _answered(plan)
        for step in plan.steps:
            answers = isinstance(step.action, Retrieval) and bool({step.action.o.alias, step.action.output} & outputs)
            # the question describes the values the plan outputs, not the steps on the way there
            new = self.step(step, variables, question if answers else None) if isinstance(step.action, Retrieval) else step
            changed |= new is not step
            steps.append(new)
        return replace(plan, steps=tuple(steps)) if changed else plan

    # -- one step ---------------------------------------------------------------------------
    def step(self, step: Step, variables: dict[str, _Var], question: str | None) -> Step:
        action: Retrieval = step.action
        notes: list[Normalisation] = []
        s, o, p = action.s, action.o, action.p
        s_var = self.node(s, variables, notes)
        o_var = self.node(o, variables, notes)  # o's readings go into notes
        sub_query = next((n.original.split("=", 1)[1] for n in step.normalisations
                          if n.construct == "bookkeeping argument" and n.original.startswith("sub_query=")), None)
        names = [n for n in (s.name, o.name) if n]
        context = [_without(t, names) for t in (sub_query, step.text, question)]
        word = p.predicate
        if s_var is not None and s_var.types:
            chosen_type, chosen, why = self.predicate_for(word, s_var, context, question, names)
        else:
            chosen_type, chosen, why = None, None, None
        if chosen is None and s_var is not None and s_var.types and o_var is not None and o_var.types and not is_generic(word) \
                and (sole := self.sole_relation(word, s_var.types, o_var.types)) is not None:
            chosen_type, chosen, why = sole  # "ownsDevice" from a person to a device: hasDevice, the one relation between them
        if chosen is None and s_var is not None and s_var.types and s.name is None and o.name and word \
                and (holder := self.value_holder(o.name, s_var.types)) is not None:
            chosen_type, chosen, why = holder  # "位于" with o=o1:Entity[鄞州区]: the one property holding 鄞州区 (county)
        if s_var is not None and s_var.types and chosen_type is None and len(s_var.types) == 1:
            chosen_type = s_var.types[0]
        s_new = s
        if s.alias not in variables or variables[s.alias] is s_var:
            if chosen_type is not None and s.type != chosen_type and s.concept is None:
                s_new = replace(s, type=chosen_type)
                if s.name is not None and s_var.ids:
                    notes.append(Normalisation(s.span, "subject typed by its entity", f"{s.alias}:{s.type or ''}[{s.name}]".replace(":[", "["),
                                               f"{s.alias}:{chosen_type}", score=None,
                                               alternatives=tuple((t, None) for t in s_var.types if t != chosen_type)))
            elif s.name is not None and s_var is not None and len(s_var.types) > 1 and chosen_type is None:
                notes.append(Normalisation(s.span, "ambiguous name", s.name, f"{s.alias} of any type",
                                           alternatives=tuple((t, None) for t in s_var.types)))
            if s_var is not None and chosen_type is not None:
                s_var.types = (chosen_type,)
        p_new = p
        if chosen is not None and chosen.predicate.name != word:
            p_new = EdgeRef(p.alias, chosen.predicate.name, p.span)
            notes.append(Normalisation(p.span, "predicate resolved" if word is not None and word != ANY_TYPE else "any predicate",
                                       f"{p.alias}:{word}" if word else p.alias, f"{p.alias}:{chosen.predicate.name}",
                                       score=chosen.score, alternatives=why))
        elif chosen is None and is_generic(word) and word is not None and chosen_type is not None and s.name is not None \
                and word.strip().casefold() not in LOCATION_WORDS:
            # nothing in the step's texts names an attribute: every property the subject has
            p_new = EdgeRef(p.alias, None, p.span)
            notes.append(Normalisation(p.span, "any predicate", f"{p.alias}:{word}", p.alias, alternatives=why))
        elif chosen is None and why:
            notes.append(Normalisation(p.span, "predicate unresolved", f"{p.alias}:{word}" if word else p.alias, "",
                                       alternatives=why))
        # the object of a relation hop takes the relation's range type for later steps
        if chosen is not None and not chosen.predicate.is_basic and o.alias not in variables:
            variables[o.alias] = _Var((chosen.predicate.range_type,), None)
        if s_new is s and p_new is p and not notes:
            return step
        new_action = replace(action, s=s_new, p=p_new)
        return replace(step, action=new_action, normalisations=tuple(step.normalisations) + tuple(notes))

    def node(self, node: NodeRef, variables: dict[str, _Var], notes: list[Normalisation]) -> _Var | None:
        """The variable a node stands for: a bound one, or a named node linked across every type
        when its type is ``Entity`` or missing (a declared type is kept)."""
        if node.alias in variables:
            return variables[node.alias]
        declared = None
        if node.type and node.type != ANY_TYPE:
            found = find_type(self.schema, node.type)
            declared = found.name if found is not None else None
            if declared is None and node.name is None:  # ("NaturalPerson": Person, as validation reads it)
                declared = type_in_other_words(self.schema, node.type)
            if declared is None and node.name is None:
                return None  # (a named node of a type word the schema lacks links across every type, as Entity does)
        if node.name is None or node.concept is not None:
            var = _Var((declared,) if declared else (), None)
            variables[node.alias] = var
            return var
        if declared is not None:
            link = link_entity(self.con, node.name, declared, self.fuzzy_threshold)
            var = _Var((declared,), link.entity_ids)
            variables[node.alias] = var
            return var
        link = link_entity(self.con, node.name, None, self.fuzzy_threshold)
        if not link.entity_ids:
            return None
        rows = self.con.execute(
            "SELECT DISTINCT type FROM kg_entities WHERE entity_id IN (SELECT unnest($ids)) ORDER BY type",
            {"ids": list(link.entity_ids)}).fetchall()
        types = tuple(t for (t,) in rows if t in self.schema.types)
        var = _Var(types, link.entity_ids)
        variables[node.alias] = var
        return var

    def values(self, ids: tuple[str, ...], type_name: str) -> dict[str, tuple[str, ...]]:
        """Predicate -> the values (properties) or object names (relations) of ``ids`` of ``type_name``."""
        rows = self.con.execute(
            "SELECT p.predicate, p.value FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE p.entity_id IN (SELECT unnest($ids)) AND e.type = $type AND p.value IS NOT NULL "
            "UNION ALL SELECT x.predicate, o.name FROM kg_edges x JOIN kg_entities e ON e.entity_id = x.subject_id "
            "JOIN kg_entities o ON o.entity_id = x.object_id "
            "WHERE x.subject_id IN (SELECT unnest($ids)) AND e.type = $type",
            {"ids": list(ids), "type": type_name}).fetchall()
        out: dict[str, list[str]] = {}
        for predicate, value in rows:
            if str(value).strip():
                out.setdefault(predicate, []).append(str(value))
        for p in self.schema.predicates(type_name):  # a declared property whose values a source column holds (hasPhone: phone)
            if p.stands_for and p.stands_for not in out and p.name in out:
                out[p.stands_for] = out[p.name]
        return {k: tuple(sorted(set(v))) for k, v in out.items()}

    def code_key(self, word: str, var: _Var):
        """``(type, the implicit id, ())`` when ``word`` names a code (行政区划代码, "code", "ID") of a
        type whose table keys nine in ten of its entities by a code other than the name and none of
        whose own predicates names a code (AffairQA's 行政区 keyed by 330122); else None."""
        if len(var.types) != 1 or not _CODE_WORD.search(word):
            return None
        t = var.types[0]
        preds = self.schema.predicates(t)
        key_def = next((p for p in preds if implicit_predicate(p.name) == "id"), None)
        if key_def is None or any(implicit_predicate(p.name) is None and _CODE_WORD.search(f"{p.name} {p.display_name or ''}") for p in preds):
            return None
        keyed, total = self.con.execute(
            "SELECT count(*) FILTER (WHERE key IS NOT NULL AND lower(key) <> lower(name)), count(*) FROM kg_entities WHERE type = $t",
            {"t": t}).fetchone()
        if not total or keyed < 0.9 * total:
            return None
        return t, Candidate(key_def, THRESHOLD, 0.0, 0.0, None), ()

    def sole_relation(self, word: str, s_types: tuple[str, ...], o_types: tuple[str, ...]):
        """``(type, candidate, alternatives)`` for a relation word no predicate's name is close to, when
        one relation between the subject's and object's types shares a word unit with it (a unit counts
        as shared when one is the start of the other, four letters or more: ``transferFundsTo`` and
        ``fundTrans``, ``ownsDevice`` and ``hasDevice``); else None."""
        relations = [(t, p) for t in s_types if t in self.schema.types for p in self.schema.predicates(t)
                     if not p.is_basic and p.range_type in o_types]
        said = units(word)
        if relations:  # (even the one relation between the types: "isA" is no hasSupplyChain)
            relations = [(t, p) for t, p in relations if any(
                u == x or (min(len(u), len(x)) >= 4 and (u.startswith(x) or x.startswith(u)))
                for u in said for x in units(p.name) + units(p.display_name or ""))]
        if len(relations) != 1:
            return None
        t, p = relations[0]
        return t, Candidate(p, THRESHOLD, 0.0, 0.0, None), tuple((f"{t}.{q.name}", 0.0) for q in self.schema.predicates(t)
                                                                  if not q.is_basic and q is not p)[:3]

    def glossed_predicate(self, word: str, var: _Var, context: list[str], expect: str | None, question: str | None = None):
        """``(type, candidate, ())`` when ``word`` with one Chinese glossary word swapped for another of
        its group (:func:`~kagflow.solver.question_words.synonyms`: 学生 for 在校生) names one property
        (not a relation) of the variable's types clearly, every such swap that names one names the
        same, and ``question`` (without the plan's names), where given, names no other property
        clearly ("位置信息" is the address, unless the question asks "位于哪个区县"); else None."""
        picked: dict[tuple[str, str], Candidate] = {}
        for found in glossary_words_cjk(word):
            for other in synonyms(found):
                if other.isascii():
                    continue
                variant = word.replace(found, other)
                for type_name in var.types:
                    if type_name not in self.schema.types:
                        continue
                    basic = [q for q in self.schema.predicates(type_name) if q.is_basic]  # a relation is read by its ends (sole_relation)
                    best = choose(rank_predicates(variant, basic, context, None, expect), False)
                    labels = f"{best.predicate.name} {best.predicate.display_name or ''}".casefold() if best is not None else ""
                    if best is not None and best.word > 0 and other.casefold() in labels:  # the swapped word is the label's
                        picked.setdefault((type_name, best.predicate.name), best)
        if len(picked) != 1:
            return None
        (type_name, _name), best = next(iter(picked.items()))
        if question:
            basic = [q for q in self.schema.predicates(type_name) if q.is_basic]
            asked = choose(rank_predicates(None, basic, [question], None, expect), True)
            if asked is not None and asked.predicate.name != best.predicate.name:
                return None
        return type_name, best, ()

    def value_holder(self, value: str, types: tuple[str, ...]):
        """``(type, candidate, ())`` for the one property (of one of ``types``) whose values include
        ``value`` as written, where a step names the object's value and its predicate word names no
        property ("位于" with ``o=o1:Entity[鄞州区]``: county); else None."""
        rows = self.con.execute(
            "SELECT DISTINCT e.type, p.predicate FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE p.value = $v AND list_contains($t, e.type) ORDER BY 1, 2", {"v": value, "t": list(types)}).fetchall()
        found = [(t, q) for t, name in rows if t in self.schema.types
                 for q in [self.schema.predicate(t, name)] if q is not None and q.is_basic and implicit_predicate(q.name) is None]
        if len(found) != 1:
            return None
        t, q = found[0]
        return t, Candidate(q, HELD_SCORE, 0.0, 0.0, None, ()), ()

    def money_relation(self, word: str, types: tuple[str, ...]):
        """``(type, candidate, ())`` for the one relation of ``types`` whose edges carry a number (an
        amount: transAmt), when ``word`` names money moving (:data:`~kagflow.solver.question_words.TRANSFER_WORDS`:
        "转账", "交易对手", "payments"), names none of the types' predicates, no money coming in (which
        runs against the relation: "转入") and no edge property ("转账金额"); else None."""
        # money coming in ("转入", "收到") runs against the relation's direction: not this reading
        if not names_any(word, TRANSFER_WORDS) or names_any(word, MONEY_WORDS["inflow"]):
            return None
        found = [(t, p) for t in types if t in self.schema.types for p in self.schema.predicates(t)
                 if not p.is_basic and p.owner == t and any(is_numeric_type(self.schema, e.range_type) for e in p.properties)]
        if len(found) != 1:
            return None
        t, p = found[0]
        # a word naming an edge's value ("转账金额", "转账日期") asks for that value, not the relation
        if re.search(r"金额|数额|额度|日期|时间|\b(?:amounts?|sums?|dates?|times?)\b", word, re.I):
            return None
        return t, Candidate(p, HELD_SCORE, 0.0, 0.0, None, ()), ()

    def predicate_for(self, word: str | None, var: _Var, context: list[str], question: str | None, names: list[str]):
        """(type, chosen candidate or None, runners-up as ``(label, score)``) for ``word`` on the
        variable's candidate types; a word that already names a predicate of one of the types
        returns that type and no candidate."""
        echo = _without(question, names) if question else None
        found: dict[str, dict[str, tuple[str, ...]]] = {}

        def values_of(type_name: str) -> dict[str, tuple[str, ...]]:  # read once, and only when a reading needs it
            if type_name not in found:
                found[type_name] = self.values(var.ids, type_name) if var.ids and type_name in self.schema.types else {}
            return found[type_name]

        threshold = None
        for type_name in var.types:
            exact = self.schema.predicate(type_name, word) if word and word != ANY_TYPE else None
            if exact is None:
                continue
            if not echo:  # a word that names a predicate, and no question whose words it could echo
                return type_name, None, ()
            have = values_of(type_name).get(exact.name)
            if not (have and echo and echoed(have, echo)):
                return type_name, None, ()
            # the question states the value of the predicate it names: it asks for a sibling
            # of it (``类型`` answered ``医疗机构`` for "which type of 医疗机构"); the closest
            # other predicate the word shares a unit with, clearly ahead, stands for it
            threshold = ECHO_THRESHOLD
        generic = is_generic(word)
        expect = expected_kind([question, *context])
        ranked: list[tuple[str, Candidate]] = []
        for type_name in var.types:
            if type_name not in self.schema.types:
                continue
            values = values_of(type_name) if var.ids else None
            for cand in rank_predicates(None if generic else word, self.schema.predicates(type_name), context, values, expect):
                ranked.append((type_name, cand))
        ranked.sort(key=lambda tc: (-tc[1].score, tc[0], tc[1].predicate.name))
        runners = tuple((f"{t}.{c.predicate.name}", c.score) for t, c in ranked[:4])
        candidates = [c for _, c in ranked]
        if candidates and echo and echoed(candidates[0].values, echo):
            threshold = ECHO_THRESHOLD  # the best reading states what the question says: a sibling
        if threshold is not None:
            candidates = [c for c in candidates if c.word > 0 and not (echo and echoed(c.values, echo))]
        best = choose(candidates, generic, threshold) or (None if generic or threshold is not None else sole_named(candidates))
        if best is None and word and (key := self.code_key(word, var)) is not None:
            return key
        if not generic and (best is None or best.word < GLOSSED_OVER) \
                and (glossed := self.glossed_predicate(word, var, context, expect, echo)) is not None \
                and (best is None or (glossed[1].word > best.word and glossed[1].predicate.name != best.predicate.name)):
            # "学生人数": 在校生数量, by the glossary's 学生 = 在校生 (over 教师人数, which shares only 人数)
            return glossed[:2] + (tuple(r for r in runners if r[0] != f"{glossed[0]}.{glossed[1].predicate.name}")[:3],)
        if best is None and not generic and (money := self.money_relation(word, var.types)) is not None:
            return money  # "转账", "交易对手" on a company: the one relation whose edges carry an amount
        if best is None:
            return None, None, runners
        type_name = next(t for t, c in ranked if c is best)
        return type_name, best, tuple(r for r in runners if r[0] != f"{type_name}.{best.predicate.name}")[:3]


def _answered(plan: Plan) -> set[str]:
    """The variables the plan outputs, and those a Math, Sort or Deduce step reads to make one.

    With no Output, the last step's inputs (``compare(set=[o1,o2], op=max)`` at the end answers from
    both ``o1`` and ``o2``), or the last Retrieval's object."""
    out = {a for step in plan.steps if isinstance(step.action, Output) for a in step.action.aliases}
    if not out and plan.steps and not isinstance(plan.steps[-1].action, Retrieval):
        out = _inputs(plan.steps[-1].action)
    if not out:
        last = [s.action for s in plan.steps if isinstance(s.action, Retrieval)]
        if last:
            out = {last[-1].o.alias}
    for step in reversed(plan.steps):  # what an answered value is computed from is answered too
        if isinstance(step.action, (Math, Sort, Exclude, Deduce)) and step.action.output in out:
            out |= _inputs(step.action)
    return out


def _inputs(action) -> set[str]:
    """The variables a Math, Sort, Exclude or Deduce action reads (its free text left out)."""
    if isinstance(action, Sort):
        return {a for a in (action.set, action.orderby) if a}
    if isinstance(action, Exclude):
        return {action.set, action.by}
    if isinstance(action, (Math, Deduce)):
        return {c for c in action.content if isinstance(c, str) and c.isidentifier()}
    return set()


def _without(text: str | None, names: list[str]) -> str | None:
    """``text`` with the plan's entity names removed (their characters are not attribute words)."""
    if not text:
        return text
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def resolve_plan(plan: Plan, schema: Schema, con: duckdb.DuckDBPyConnection, *, question: str | None = None,
                 fuzzy_threshold: float = 85.0) -> Plan:
    """:meth:`Resolver.resolve` on a store: see the module docstring.

    Args:
        plan: a parsed plan.
        schema: the project's schema with its observed predicates.
        con: a read connection to the built store.
        question: the user's question, when known.
        fuzzy_threshold: rapidfuzz score (0-100) for fuzzy linking of names.

    Returns:
        the resolved plan (``plan`` itself when nothing needed resolving).
    """
    return Resolver(con, schema, fuzzy_threshold).resolve(plan, question)
