"""Gazetteer linking: mentions of known names found in chunk text, in any language, with no model.

The names are every schema-typed entity of the structured layer (table rows and expert-graph
nodes, :mod:`kagflow.knowledge.domain_kg`) with its name, key and synonym aliases
(``entity_aliases``), and for a concept (a ConceptType) the last segment of its path
(``内分泌科`` of ``内科-内分泌科``). They are matched with an Aho–Corasick automaton (``pyahocorasick``) over
*normalised characters*: each character is NFKC-normalised and case-folded on its own, and a run of
whitespace reads as one space, so ``ＡＣＴＨ``/``acth`` match ``ACTH`` and a name broken over a line
still matches; offsets are mapped back to the original text, so a mention's span is exact. Chinese,
Japanese and Korean need no word segmentation this way (Aho–Corasick finds substrings); a name
written in an alphabet must start and end at a word boundary (no letter or digit of that alphabet
next to it), so ``Li`` does not match inside ``Lisbon``.

Overlapping matches: the leftmost wins, then the longest (``人生长激素`` over ``生长激素``). A name
shared by entities of several types gives one mention per type; a name that names two or more
entities of one type is ambiguous and left out for that type (counted in :attr:`Gazetteer.ambiguous`):
telling them apart is entity resolution's job, not a dictionary's.

Names left out (too easily found by chance): a name of fewer than :data:`MIN_CJK_CHARS` characters
when it holds CJK, of fewer than :data:`MIN_ALPHABET_CHARS` otherwise, and a name with no letter
(ids such as ``1`` or ``2023-05``).
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

import ahocorasick
import duckdb

from kagflow.documents.names import name_key

#: Alias kinds of ``entity_aliases`` that name an entity.
ALIAS_KINDS = ("name", "key", "synonym")
#: ... and of a concept: ``segment`` is a concept path's last part, the form text uses.
CONCEPT_ALIAS_KINDS = ("segment",)
MIN_CJK_CHARS = 2
MIN_ALPHABET_CHARS = 3
EXTRACTOR = "gazetteer"


def is_cjk(ch: str) -> bool:
    """True for a Han, kana or Hangul character (scripts written without spaces between words)."""
    o = ord(ch)
    return (0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x20000 <= o <= 0x2FA1F or 0xF900 <= o <= 0xFAFF
            or 0x3040 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF)


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() and not is_cjk(ch)


def normalise(text: str) -> tuple[str, list[int]]:
    """``text`` normalised for matching, and for each output character its offset in ``text``.

    Each character is NFKC-normalised and case-folded separately (so offsets map back), every
    run of whitespace becomes one space.

    Returns:
        ``(normalised, offsets)`` with ``len(offsets) == len(normalised)``.
    """
    out: list[str] = []
    offsets: list[int] = []
    previous_space = False
    for index, ch in enumerate(text):
        if ch.isspace():
            if not previous_space:
                out.append(" ")
                offsets.append(index)
            previous_space = True
            continue
        previous_space = False
        for folded in unicodedata.normalize("NFKC", ch).casefold():
            out.append(folded)
            offsets.append(index)
    return "".join(out), offsets


@dataclass(frozen=True)
class GazetteerEntry:
    """A known entity: its id, schema type and official name."""

    entity_id: str
    type: str
    name: str


@dataclass(frozen=True)
class GazetteerMatch:
    """One mention found: ``text[start:end]`` names ``entry`` (through ``alias``)."""

    start: int
    end: int
    text: str
    alias: str
    entry: GazetteerEntry


class Gazetteer:
    """An Aho–Corasick automaton over the normalised names of known entities.

    Args:
        names: ``(entity_id, type, official name, alias)`` rows; an alias may name several entities.
    """

    def __init__(self, names: Iterable[tuple[str, str, str, str]]):
        found: dict[str, dict[str, dict[str, GazetteerEntry]]] = {}  # alias -> type -> entity id -> entry
        for entity_id, type_name, name, alias in sorted(names):
            key, _ = normalise(alias.strip())
            key = key.strip()
            if not usable(key) or not name_key(name):
                continue
            found.setdefault(key, {}).setdefault(type_name, {})[entity_id] = GazetteerEntry(entity_id, type_name, name)
        by_alias: dict[str, dict[str, GazetteerEntry]] = {}
        self.ambiguous = 0
        for key, types in found.items():
            for type_name, entries in types.items():
                if len(entries) == 1:
                    by_alias.setdefault(key, {})[type_name] = next(iter(entries.values()))
                else:
                    self.ambiguous += 1
        self.size = len(by_alias)
        self.fingerprint = hashlib.sha256(json.dumps(
            sorted((k, sorted((e.type, e.entity_id, e.name) for e in v.values())) for k, v in by_alias.items()),
            ensure_ascii=False).encode()).hexdigest()[:16]
        self._automaton = ahocorasick.Automaton()
        for key, entries in by_alias.items():
            self._automaton.add_word(key, (key, tuple(entries[t] for t in sorted(entries))))
        if by_alias:
            self._automaton.make_automaton()

    def find(self, text: str) -> list[GazetteerMatch]:
        """Mentions of known names in ``text``: leftmost-longest, not overlapping, at word
        boundaries for alphabetic names (see the module docstring).

        Returns:
            matches sorted by start offset; one per entity type the matched name has.
        """
        if not self.size or not text:
            return []
        norm, offsets = normalise(text)
        candidates = []
        for end, (key, entries) in self._automaton.iter(norm):
            start = end - len(key) + 1
            if _is_word_char(key[0]) and start > 0 and _is_word_char(norm[start - 1]):
                continue
            if _is_word_char(key[-1]) and end + 1 < len(norm) and _is_word_char(norm[end + 1]):
                continue
            candidates.append((start, end + 1, key, entries))
        candidates.sort(key=lambda c: (c[0], -(c[1] - c[0])))
        out: list[GazetteerMatch] = []
        taken_until = 0
        for start, end, key, entries in candidates:
            if start < taken_until:
                continue
            taken_until = end
            src_start = offsets[start]
            src_end = offsets[end - 1] + 1
            for entry in entries:
                out.append(GazetteerMatch(src_start, src_end, text[src_start:src_end], key, entry))
        return out


def usable(key: str) -> bool:
    """Whether a normalised name is specific enough to look for (see the module docstring)."""
    if not any(ch.isalpha() for ch in key):
        return False
    if any(is_cjk(ch) for ch in key):
        return len(key) >= MIN_CJK_CHARS
    return len(key) >= MIN_ALPHABET_CHARS


def load_gazetteer(con: duckdb.DuckDBPyConnection, schema_types: Iterable[str], concept_types: Iterable[str] = ()) -> Gazetteer:
    """The gazetteer of a knowledge store: entities of schema types with their name, key and
    synonym aliases (:data:`ALIAS_KINDS`), concepts also with their path segment.

    Args:
        con: a store with ``entities`` and ``entity_aliases`` filled.
        schema_types: the schema's type names (entities of other types, such as the information
            layer's ``Thing``, are left out: they could not link).
        concept_types: the schema's ConceptTypes (:data:`CONCEPT_ALIAS_KINDS` count for them).
    """
    rows = con.execute(
        "SELECT e.entity_id, e.type, e.name, a.alias FROM entities e JOIN entity_aliases a USING (entity_id) "
        "WHERE list_contains($types, e.type) AND (list_contains($kinds, a.kind) "
        "OR (list_contains($concept_kinds, a.kind) AND list_contains($concepts, e.type))) ORDER BY e.entity_id, a.alias",
        {"kinds": list(ALIAS_KINDS), "types": sorted(schema_types), "concept_kinds": list(CONCEPT_ALIAS_KINDS),
         "concepts": sorted(concept_types)},
    ).fetchall()
    return Gazetteer(rows)
