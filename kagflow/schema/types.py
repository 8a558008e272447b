"""Basic types, implicit predicates, name lookup and the did-you-mean hint: one definition each.

Every module that asks "is this range a value?", "is this number-typed?", "is this the implicit
``id``/``name``?", "which type or predicate does this name (or display name) mean?" or "what did
the user probably mean?" imports the answer from here.

Lookup order (OpenSPG lets a plan or rule use a type's or predicate's name or its display name):
exact name first, then exact display name, then, only when asked (``fold=True``), a
case-insensitive match of either.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:  # spg imports this module; the names below are for annotations only
    from kagflow.schema.spg import PropertyDef, Schema, TypeDef

__all__ = [
    "BASIC_TYPES",
    "NUMERIC_TYPES",
    "IMPLICIT_PREDICATES",
    "INTEGER_TYPES",
    "implicit_predicate",
    "is_basic_type",
    "is_numeric_type",
    "find_named",
    "find_type",
    "find_predicate",
    "predicates_named",
    "close_names",
    "did_you_mean",
]

#: Range types that are values rather than nodes.  Case-sensitive, as written in the schema.
BASIC_TYPES: frozenset[str] = frozenset({"Text", "Integer", "Float", "Long", "Double", "Boolean", "Date"})

#: Basic types whose values are numbers (stored in ``value_num`` as well as ``value``).
NUMERIC_TYPES: frozenset[str] = frozenset({"Integer", "Float", "Long", "Double"})

#: Numeric types whose values are whole numbers (answered as ``int``).
INTEGER_TYPES: frozenset[str] = frozenset({"Integer", "Long"})

#: Predicates every type has without declaring them: name -> display name (as in KAG's schemas).
#: ``id`` is the entity's key, ``name`` its official name; both are Text.
IMPLICIT_PREDICATES: Mapping[str, str] = MappingProxyType({"id": "实体主键", "name": "名称"})

#: How similar (difflib ratio, 0..1) a known name must be to be offered as "did you mean".
DID_YOU_MEAN_CUTOFF = 0.5


def implicit_predicate(name_or_display: str) -> str | None:
    """``"id"`` or ``"name"`` when ``name_or_display`` is that implicit predicate (by name or by
    display name, e.g. ``名称``), else None."""
    if name_or_display in IMPLICIT_PREDICATES:
        return name_or_display
    for name, display in IMPLICIT_PREDICATES.items():
        if display == name_or_display:
            return name
    return None


def is_basic_type(schema: Schema | None, name: str | None) -> bool:
    """True when ``name`` is a basic (value) type in ``schema``.

    A schema may declare a type of its own named like a basic type (``Date(日期): EntityType``
    in several KAG example schemas); in that schema the name means the user's type, not the
    value type.  With ``schema=None`` only :data:`BASIC_TYPES` is consulted.
    """
    if name is None or name not in BASIC_TYPES:
        return False
    return schema is None or name not in schema.types


def is_numeric_type(schema: Schema | None, name: str | None) -> bool:
    """True when ``name`` is a basic type holding numbers (:data:`NUMERIC_TYPES`) in ``schema``."""
    return name in NUMERIC_TYPES and is_basic_type(schema, name)


class _Named(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def display_name(self) -> str | None: ...


N = TypeVar("N", bound=_Named)


def find_named(items: Iterable[N], name_or_display: str, *, fold: bool = False) -> N | None:
    """The first item whose ``name`` equals ``name_or_display``, else the first whose
    ``display_name`` does, else (with ``fold``) the first whose name or display name equals it
    case-insensitively after stripping; None when nothing matches."""
    items = tuple(items)
    for item in items:
        if item.name == name_or_display:
            return item
    for item in items:
        if item.display_name is not None and item.display_name == name_or_display:
            return item
    if fold:
        folded = name_or_display.strip().casefold()
        for item in items:
            if item.name.casefold() == folded or (item.display_name and item.display_name.strip().casefold() == folded):
                return item
    return None


def find_type(schema: Schema, name_or_display: str, *, fold: bool = False) -> TypeDef | None:
    """The type of ``schema`` named or displayed as ``name_or_display`` (see :func:`find_named`),
    or None."""
    found = schema.types.get(name_or_display)
    return found if found is not None else find_named(schema.types.values(), name_or_display, fold=fold)


def find_predicate(predicates: Iterable[PropertyDef], name_or_display: str, *, fold: bool = False) -> PropertyDef | None:
    """The predicate among ``predicates`` (e.g. ``schema.predicates(type)`` or a relation's edge
    properties) named or displayed as ``name_or_display`` (see :func:`find_named`), or None."""
    return find_named(predicates, name_or_display, fold=fold)


def predicates_named(schema: Schema, name_or_display: str) -> list[PropertyDef]:
    """Every predicate of every type of ``schema`` named or displayed as ``name_or_display``,
    types in declaration order (for a name used without a known subject type)."""
    return [p for p in schema.all_predicates() if name_or_display in (p.name, p.display_name)]


def close_names(word: str, candidates: Iterable[str | None], n: int = 5) -> list[str]:
    """Up to ``n`` distinct candidates similar to ``word`` (difflib ratio at least
    :data:`DID_YOU_MEAN_CUTOFF`), best first; ties keep sorted order."""
    known = sorted({c for c in candidates if c})
    return difflib.get_close_matches(word, known, n=n, cutoff=DID_YOU_MEAN_CUTOFF)


def did_you_mean(word: str, candidates: Iterable[str | None]) -> str:
    """A hint for an unknown ``word``: ``"did you mean 'a', 'b'?"`` when some candidates are
    close (:func:`close_names`), else ``"known: 'a', 'b', ..."`` (the first eight in sorted
    order), else ``""`` when there are no candidates.  Callers put it after their message."""
    known = sorted({c for c in candidates if c})
    close = close_names(word, known)
    if close:
        return "did you mean " + ", ".join(repr(c) for c in close) + "?"
    if not known:
        return ""
    return "known: " + ", ".join(repr(c) for c in known[:8]) + (", ..." if len(known) > 8 else "")
