"""The data model of an OpenSPG schema: types, properties, relations, rule sources and concept rules
as frozen dataclasses, and the located errors the schema language raises.

Parsed from text by :mod:`kagflow.schema.spg_parser`; :mod:`kagflow.schema.spg` is the face the
rest of kagflow imports (model, parser and file loading).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TypeVar

from kagflow.schema.types import BASIC_TYPES, IMPLICIT_PREDICATES, did_you_mean, find_predicate, find_type

#: Kinds a type header may declare.
TYPE_KINDS: frozenset[str] = frozenset({"EntityType", "ConceptType", "EventType", "StandardType"})

#: Semantic prefixes OpenSPG allows on a predicate name (``IND#belongTo``, ``CAU#leadTo``).
SEMANTIC_PREFIXES: frozenset[str] = frozenset({"IND", "CAU", "SYNANT", "SEQ", "INC", "USE"})

#: Constraint names accepted under ``constraint:`` (``Enum`` and ``Regular`` take ``=value``).
#: Matched case-insensitively, as OpenSPG's parser does (``multivalue`` is ``MultiValue``).
_CONSTRAINTS: frozenset[str] = frozenset({"MultiValue", "NotNull", "Enum", "Regular"})
_CONSTRAINTS_BY_LOWER = {c.lower(): c for c in _CONSTRAINTS}

#: Semantic relations ``autoRelate: T`` adds between concept types, by prefix, with display
#: names (OpenSPG's schema parser adds every group except ``IND``).
AUTO_RELATIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "SYNANT": (("synonym", "同义"), ("antonym", "反义"), ("symbolOf", "象征"), ("distinctFrom", "区别于"),
               ("definedAs", "定义为"), ("locatedNear", "位置临近"), ("similarTo", "类似于"),
               ("etymologicallyRelatedTo", "词源相关")),
    "CAU": (("leadTo", "导致"), ("causes", "引起"), ("obstructedBy", "受阻于"), ("createdBy", "由...创建"),
            ("causesDesire", "引发欲望")),
    "SEQ": (("happenedBefore", "先于...发生"), ("hasSubevent", "拥有子事件"), ("hasFirstSubevent", "以...作为开始"),
            ("hasLastSubevent", "以...作为结束"), ("hasPrerequisite", "有前提条件")),
    "INC": (("isPartOf", "是...的一部分"), ("hasA", "拥有"), ("madeOf", "由…制成"), ("derivedFrom", "源自于"),
            ("hasContext", "有上下文")),
    "USE": (("usedFor", "用于"), ("capableOf", "能够"), ("receivesAction", "接受动作"),
            ("motivatedByGoal", "目标驱动")),
}

_TAB_WIDTH = 4

# --------------------------------------------------------------------------------------------------
# Data model
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Location:
    """A position in a source file: 1-based line and 1-based character column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class SchemaError(ValueError):
    """A schema (or rule) file is malformed, or a name does not resolve.

    ``str(err)`` is ``"{file}:{line}:{column}: {message}"`` when a location is known, else just
    the message.  Attributes: ``message`` (str) and ``location`` (:class:`Location` or None).
    """

    def __init__(self, message: str, location: Location | None = None):
        self.message = message
        self.location = location
        super().__init__(message, location)

    def __str__(self) -> str:
        if self.location is None:
            return self.message
        return f"{self.location}: {self.message}"


class UnknownNameError(SchemaError, KeyError):
    """A type or predicate name looked up in a :class:`Schema` does not exist.

    A :class:`SchemaError` that is also a :class:`KeyError`; the message lists close names.
    """

    def __str__(self) -> str:  # KeyError would repr() the argument
        return SchemaError.__str__(self)


@dataclass(frozen=True)
class RuleSource:
    """Raw text of a ``rule: [[ ... ]]`` block.

    ``text`` is everything between ``[[`` and ``]]`` (newlines and indentation kept);
    ``location`` is the position of the first character of ``text``, just after ``[[``.
    """

    text: str
    location: Location


@dataclass(frozen=True)
class PropertyDef:
    """A property or relation of a type (or a property of a relation: an edge property).

    ``name`` has the semantic prefix stripped (``IND#belongTo`` -> ``belongTo``, prefix ``"IND"``).
    ``range_type`` is a basic type (:data:`BASIC_TYPES`) or a type name, with the schema's own
    namespace stripped (``Demo.Company`` -> ``Company``).  ``range_types`` lists every range
    type: an event's ``subject(主体): Person, Company`` has two, and ``range_type`` is the first.
    ``owner`` is the owning type's name (for edge properties too).  ``properties`` holds edge
    properties.

    Constraints (OpenSPG ``constraint:``): ``multi_value``, ``not_null``, ``enum_values`` (the
    allowed values, or None), ``regular`` (a regular expression a value must match in full, or
    None).  ``value_range`` is True when values are literals (a basic type not shadowed by a
    user type, or a StandardType), False when they are nodes; None only before loading.
    """

    name: str
    display_name: str | None
    range_type: str
    owner: str
    is_relation: bool
    multi_value: bool = False
    semantic_prefix: str | None = None
    index: str | None = None
    rule: RuleSource | None = None
    properties: tuple["PropertyDef", ...] = ()
    location: Location | None = None
    not_null: bool = False
    enum_values: tuple[str, ...] | None = None
    regular: str | None = None
    range_types: tuple[str, ...] = ()
    value_range: bool | None = None
    observed: bool = False  # a source column the schema lacks (Schema.with_observed), range Text
    stands_for: str | None = None  # observed: the declared property it is read as (Schema.with_observed)

    @property
    def is_basic(self) -> bool:
        """True when values are literals (Text, Integer, a StandardType...) rather than nodes.

        A user type named like a basic type (``Date(日期): EntityType``) makes ``Date`` ranges
        nodes; the loader records that in ``value_range``."""
        if self.value_range is not None:
            return self.value_range
        return self.range_type in BASIC_TYPES

    @property
    def is_derived(self) -> bool:
        """True when the value is computed by a rule rather than extracted."""
        return self.rule is not None

    def edge_property(self, name_or_display: str) -> "PropertyDef | None":
        """The edge property named (or displayed as) ``name_or_display``, or None."""
        return find_predicate(self.properties, name_or_display)


@dataclass(frozen=True)
class TypeDef:
    """A type declared in a ``.schema`` file.

    ``kind`` is one of :data:`TYPE_KINDS`.  ``properties`` and ``relations`` are the declared
    predicates in file order (no implicit or inherited ones; see :meth:`Schema.predicates`).
    ``parent`` is the supertype of a subtype (``Student(学生)->Person:``; its kind is the
    parent's).  A StandardType (``STD.ChinaMobile``) has ``regular``, the pattern its values
    match, and ``spreadable``.  ``auto_relate`` lists the concept types ``autoRelate:`` named.
    """

    name: str
    display_name: str | None
    kind: str
    hypernym_predicate: str | None = None
    properties: tuple[PropertyDef, ...] = ()
    relations: tuple[PropertyDef, ...] = ()
    location: Location | None = None
    parent: str | None = None
    regular: str | None = None
    spreadable: bool | None = None
    auto_relate: tuple[str, ...] = ()

    @property
    def is_concept(self) -> bool:
        return self.kind == "ConceptType"


@dataclass(frozen=True)
class ConceptRule:
    """One block of a ``concept.rule`` file.

    Header ```TaxOfProdEvent`/`价格上涨`:TaxOfCompanyEvent/`成本上涨``` gives concept_type
    ``TaxOfProdEvent``, concept ``价格上涨``, target_type ``TaxOfCompanyEvent`` and target_concept
    ``成本上涨`` (a "leads to" rule); a header with nothing after the colon is a membership rule
    and has no target.  ``kind`` is ``belongTo`` or ``leadTo`` for those.

    OpenSPG's reasoning headers are kept with ``kind`` ``reasoning``: ```(`T`/`c`):``` (concept
    ``c`` of ``T`` concluded), ``[p]->(`T`/`c`):`` (``predicate`` p) and
    ```(`S`/`s`)-[p]->(`T`/`c`):``` (``source_type``/``source_concept``); ```Priority(`T`):```
    has ``kind`` ``priority`` and concept ``_root``.  Their bodies have no ``Define`` head.
    """

    concept_type: str
    concept: str
    target_type: str | None
    target_concept: str | None
    rule: RuleSource
    location: Location
    kind: str = "belongTo"
    predicate: str | None = None
    source_type: str | None = None
    source_concept: str | None = None


T = TypeVar("T")
_MISSING = object()


@dataclass(frozen=True)
class Schema:
    """A loaded knowledge schema: namespace, types by name, concept rules.

    ``types`` is a read-only mapping (name -> :class:`TypeDef`) in declaration order.
    """

    namespace: str | None
    types: Mapping[str, TypeDef]
    concept_rules: tuple[ConceptRule, ...] = ()
    # what :meth:`predicates` and :meth:`all_predicates` computed (the schema never changes once made)
    _memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.types, MappingProxyType):
            object.__setattr__(self, "types", MappingProxyType(dict(self.types)))

    def local_name(self, name: str) -> str:
        """``name`` without this schema's namespace (``RiskMining.App`` -> ``App``); other names
        unchanged (``STD.ChinaMobile`` is a full name)."""
        if self.namespace and name.startswith(self.namespace + "."):
            return name[len(self.namespace) + 1 :]
        return name

    def type(self, name: str) -> TypeDef:
        """The type named ``name`` (or whose display name is ``name``); a name qualified with the
        schema's namespace (``RiskMining.App``) is accepted.

        Raises :class:`UnknownNameError` (a SchemaError and KeyError) listing close names.
        """
        name = self.local_name(name)
        found = find_type(self, name)
        if found is not None:
            return found
        candidates = list(self.types) + [t.display_name for t in self.types.values() if t.display_name]
        raise UnknownNameError(_unknown_message("type", name, candidates), None)

    def has_type(self, name: str) -> bool:
        """True when ``name`` is a declared type name, possibly namespace-qualified (display names
        not considered)."""
        return self.local_name(name) in self.types

    def with_observed(self, observed: Mapping[str, Iterable[str]],
                      filled: Mapping[str, Iterable[str]] | None = None) -> "Schema":
        """This schema plus the predicates the data has but the schema lacks.

        A source column can hold what a declared property names under another word: KAG's AffairQA
        declares a travel agency's ``businessStatus(经营状态)`` and its table's column is
        ``operationStatus``. With ``filled`` given, an observed column takes the display name of
        the one declared property of its type that holds no values and ends in the same English
        head word (the last camelCase word: ``status``), when neither side has another property
        ending in that word; it keeps its own name, and ``stands_for`` names the declared one, so
        a reader can say what it read.

        Args:
            observed: type name -> predicate names, e.g. from
                :func:`kagflow.store.reader_cache.observed_predicates` (columns kept with
                ``in_schema = false``; KAG's AffairQA asks for a park's ``level``, a column its
                schema forgot).
            filled: type name -> the declared predicates that hold values in the store
                (:func:`kagflow.store.reader_cache.filled_predicates`); None: no stand-ins.

        Returns:
            A new Schema whose types also have those predicates as Text properties with
            ``observed=True`` (declared predicates win; unknown types are ignored).
        """
        types = dict(self.types)
        for type_name, names in observed.items():
            t = types.get(type_name)
            if t is None:
                continue
            declared = self.predicates(type_name)
            have = {p.name for p in declared}
            new = sorted(set(names) - have)
            stands = {} if filled is None else _stand_ins(declared, new, set(filled.get(type_name, ())))
            extra = tuple(
                PropertyDef(name=n, display_name=stands[n].display_name if n in stands else None, range_type="Text",
                            owner=t.name, is_relation=False, range_types=("Text",), value_range=True, observed=True,
                            stands_for=stands[n].name if n in stands else None)
                for n in new
            )
            types[type_name] = replace(t, properties=t.properties + extra)
        return Schema(self.namespace, types, self.concept_rules)

    def ancestors(self, type_name: str) -> tuple[str, ...]:
        """The supertypes of a subtype, nearest first (empty for a type without ``->Parent``)."""
        out: list[str] = []
        t = self.type(type_name)
        while t.parent is not None:
            out.append(t.parent)
            t = self.types[t.parent]
        return tuple(out)

    def subtypes(self, type_name: str) -> tuple[str, ...]:
        """``type_name`` and every type that inherits from it, in declaration order.

        OpenSPG keeps an instance under its most specific type and a subtype inherits its
        parent's properties and relations; a Student is a Person, so kagflow reads a query or
        rule for ``Person`` as covering ``Person`` and all its subtypes (use this set)."""
        root = self.type(type_name).name
        return tuple(n for n in self.types if n == root or root in self.ancestors(n))

    def predicates(self, type_name: str) -> tuple[PropertyDef, ...]:
        """All predicates of a type: implicit ``id`` and ``name`` (Text), declared properties,
        declared relations, those inherited from its supertypes (nearest first, not shadowed),
        and for a ConceptType with a hypernym predicate the implicit relation (``isA``) to its
        own type.  Raises :class:`UnknownNameError` for an unknown type."""
        found = self._memo.get(("predicates", type_name))
        if found is None:
            found = self._memo[("predicates", type_name)] = self._predicates(type_name)
        return found

    def _predicates(self, type_name: str) -> tuple[PropertyDef, ...]:
        """:meth:`predicates`, computed."""
        t = self.type(type_name)
        declared = t.properties + t.relations
        names = {p.name for p in declared}
        for parent in self.ancestors(t.name):
            pt = self.types[parent]
            inherited = tuple(p for p in pt.properties + pt.relations if p.name not in names)
            names.update(p.name for p in inherited)
            declared += inherited
        implicit = tuple(
            PropertyDef(name=n, display_name=d, range_type="Text", owner=t.name, is_relation=False)
            for n, d in IMPLICIT_PREDICATES.items()
            if n not in names
        )
        tail: tuple[PropertyDef, ...] = ()
        if t.kind == "ConceptType" and t.hypernym_predicate and t.hypernym_predicate not in names:
            tail = (
                PropertyDef(
                    name=t.hypernym_predicate,
                    display_name=None,
                    range_type=t.name,
                    owner=t.name,
                    is_relation=True,
                    location=t.location,
                ),
            )
        return implicit + declared + tail

    def derived(self, key: Hashable, compute: Callable[[], T]) -> T:
        """What ``compute()`` gives, computed once per schema and ``key``: for a value a reader derives
        from the schema alone (a schema never changes once made). ``compute`` must return an
        immutable value (a tuple, frozenset or mapping proxy): every later caller shares it."""
        found = self._memo.get(("derived", key), _MISSING)
        if found is _MISSING:
            found = self._memo[("derived", key)] = compute()
        return found

    def predicate(self, type_name: str, name_or_display: str) -> PropertyDef | None:
        """The predicate of ``type_name`` whose name (preferred) or display name matches, or None.

        Raises :class:`UnknownNameError` for an unknown type."""
        return find_predicate(self.predicates(type_name), name_or_display)

    def all_predicates(self) -> list[PropertyDef]:
        """:meth:`predicates` of every type, types in declaration order."""
        found = self._memo.get("all predicates")
        if found is None:
            found = self._memo["all predicates"] = tuple(p for name in self.types for p in self.predicates(name))
        return list(found)

    def rules(self) -> list[tuple[PropertyDef, RuleSource]]:
        """Every declared predicate (edge properties included) that has a rule, with the rule."""
        out: list[tuple[PropertyDef, RuleSource]] = []

        def visit(props: tuple[PropertyDef, ...]) -> None:
            for p in props:
                if p.rule is not None:
                    out.append((p, p.rule))
                visit(p.properties)

        for t in self.types.values():
            visit(t.properties + t.relations)
        return out


def _unknown_message(what: str, name: str, candidates: Iterable[str]) -> str:
    hint = did_you_mean(name, candidates)
    return f"unknown {what} {name!r}" + (f"; {hint}" if hint else "")


def _head_word(name: str) -> str:
    """The last word of a camelCase or snake_case predicate name, lower case (``operationStatus``: ``status``)."""
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)
    return words[-1].lower() if words else name.lower()


def _stand_ins(declared: Iterable[PropertyDef], observed: Iterable[str], filled: set[str]) -> dict[str, PropertyDef]:
    """``observed column -> declared property`` it stands for (see :meth:`Schema.with_observed`):
    the declared property is a literal one with a display name, not ``id``/``name``, holds no
    values, and is the only declared property with its head word; the column is the only
    observed one with it."""
    declared = [p for p in declared if not p.is_relation]
    by_head: dict[str, list[PropertyDef]] = {}
    for p in declared:
        by_head.setdefault(_head_word(p.name), []).append(p)
    observed_by_head: dict[str, list[str]] = {}
    for name in observed:
        observed_by_head.setdefault(_head_word(name), []).append(name)
    out: dict[str, PropertyDef] = {}
    for head, names in observed_by_head.items():
        candidates = by_head.get(head, [])
        if len(names) == 1 and len(candidates) == 1:
            p = candidates[0]
            if p.display_name and p.name not in filled and p.name not in IMPLICIT_PREDICATES and p.is_basic:
                out[names[0]] = p
    return out
