"""Words a Chinese question calls a schema type by that its label does not contain: the ending its
entities' names share ("加气站" for 加油站, whose stations are named "…加气站"; "学院" for 学校) and
the head noun of a four-character label ("场所" of 宗教场所, in "佛教场所", "天主教活动场所"), the sites
of a three-character label's last noun where the names end in it too ("站点" of 加油站, whose stations
are named "…加气站"), and the ending every value of its classifying property shares ("团体" of 协会,
whose 类别 are 县团体, 市团体 and 省团体: "宗教团体").

Chinese names of institutions end with the noun of their kind, so the endings a type's names share
are the words its users call it by. An ending is a kind word of type ``T`` when at least
:data:`MIN_COVER` of ``T``'s names end with it, at least :data:`MIN_PURITY` of all names ending with it
are ``T``'s, it shares a character with ``T``'s label (which keeps "公司", the ending of most travel
agencies' names, from naming them) and no other type's label holds it. The schema planner reads
kind words only where a question names no type by its label, and says so in its notes.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import duckdb

from kagflow.schema.spg import Schema
from kagflow.solver.schema_shapes import classifying_properties

__all__ = ["KindWord", "VALUE_ENDING", "kind_words", "kind_types"]

MIN_COVER = 0.3  # share of the type's names that end with the word
MIN_PURITY = 0.9  # share of the names ending with the word that are the type's
MIN_NAMES = 3

_CJK_RUN = re.compile(r"^[\u4e00-\u9fff]+$")
VALUE_ENDING = "the ending of every value"  # how a KindWord from a classifying property's values says why


class KindWord(NamedTuple):
    """A word read as schema type ``type_name``, and the trace note's reason (``why``)."""

    word: str
    type_name: str
    why: str


def _labels(schema: Schema, t: str) -> list[str]:
    return [x for x in (t, schema.types[t].display_name) if x]


def kind_words(con: duckdb.DuckDBPyConnection, schema: Schema) -> list[KindWord]:
    """The kind words of ``schema``'s types in the store ``con`` reads (see the module docstring),
    longest first.

    Args:
        con: a read connection to a built store (table ``kg_entities``).
        schema: the project's schema.

    Returns:
        ``[KindWord(word, type, why)]``: name endings of 2–4 Chinese characters, and the last two
        characters of four-character Chinese labels of entity types (not concepts) that no other
        type's label ends with.
    """
    types = sorted(schema.types)
    rows = con.execute(
        "WITH names AS (SELECT DISTINCT type, name FROM kg_entities WHERE type IN (SELECT unnest($types::VARCHAR[])) "
        "AND length(name) > 2 AND regexp_matches(name, '[\\x{4e00}-\\x{9fff}]$')), "
        "endings AS (SELECT type, right(name, k) AS word, count(*) AS n FROM names, range(2, 5) r(k) "
        "WHERE length(name) > k GROUP BY ALL), "
        "totals AS (SELECT word, sum(n) AS all_n FROM endings GROUP BY word), "
        "sizes AS (SELECT type, count(*) AS size FROM names GROUP BY type) "
        "SELECT e.word, e.type, e.n, s.size FROM endings e JOIN totals USING (word) JOIN sizes s USING (type) "
        "WHERE e.n >= $least AND e.n >= $cover * s.size AND e.n >= $purity * totals.all_n",
        {"types": types, "least": MIN_NAMES, "cover": MIN_COVER, "purity": MIN_PURITY}).fetchall()
    labels = {t: _labels(schema, t) for t in types}
    out: list[KindWord] = []
    for word, t, n, size in rows:
        if not _CJK_RUN.match(word) or not any(set(word) & set(label) for label in labels[t]):
            continue
        if any(word in label for other in types if other != t for label in labels[other]):
            continue
        out.append(KindWord(word, t, f"the name ending of {n} of its {size} entities"))
    # the site of a kind whose label and names end in one noun (加油站, …加气站): "站点" ("华润燃气运营的站点")
    for t in types:
        sites = {label[-1] + "点" for label in labels[t] if len(label) == 3 and _CJK_RUN.match(label)
                 and any(k.type_name == t and k.word.endswith(label[-1]) for k in out)}
        for word in sorted(sites):
            if not any(word in label for other in types if other != t for label in labels[other]):
                out.append(KindWord(word, t, f"the sites of its label's last noun ({word[0]})"))
    heads: dict[str, set[str]] = {}
    for t in types:
        for label in labels[t]:  # a compound of two nouns (宗教 + 场所) of a type of things, not of concepts
            if len(label) == 4 and _CJK_RUN.match(label) and not schema.types[t].is_concept:
                heads.setdefault(label[-2:], set()).add(t)
    for word, owners in heads.items():
        if len(owners) == 1 and not any(label.endswith(word) for t in types if t not in owners for label in labels[t]):
            t = next(iter(owners))
            out.append(KindWord(word, t, f"the head noun of its label {schema.types[t].display_name or t}"))
    out += _value_endings(con, schema, types, labels)
    return sorted(set(out), key=lambda k: (-len(k.word), k.word, k.type_name))


def _value_endings(con: duckdb.DuckDBPyConnection, schema: Schema, types: list[str], labels: dict[str, list[str]]) -> list[KindWord]:
    """The Chinese ending (two to four characters) that every value of a type's classifying property
    (type, category, 类别 …) shares, where there are two values or more ("团体" of 协会's 类别 县团体,
    市团体, 省团体): the kinds of the type are kinds of that word. No other type's label holds it."""
    pairs = sorted(classifying_properties(schema, types))
    if not pairs:
        return []
    rows = con.execute(
        "SELECT e.type, p.predicate, list(DISTINCT p.value) FROM kg_properties p JOIN kg_entities e USING (entity_id) "
        "WHERE (e.type, p.predicate) IN (SELECT (unnest($t::VARCHAR[]), unnest($p::VARCHAR[]))) AND p.value IS NOT NULL GROUP BY ALL",
        {"t": [t for t, _p in pairs], "p": [p for _t, p in pairs]}).fetchall()
    out = []
    for t, predicate, values in rows:
        if len(values) < 2 or not all(_CJK_RUN.match(v) for v in values):
            continue
        for k in (4, 3, 2):
            ending = values[0][-k:]
            if len(ending) == k and all(v.endswith(ending) and len(v) > k for v in values) \
                    and not any(ending in label for other in types if other != t for label in labels[other]):
                out.append(KindWord(ending, t, f"{VALUE_ENDING} of its {predicate} ({', '.join(sorted(values)[:3])})"))
                break
    return out


def kind_types(text: str, words: list[KindWord]) -> list[KindWord]:
    """The kind words ``text`` holds, longest first, none inside another one found, one per type,
    in the order they occur."""
    found: list[tuple[int, int, KindWord]] = []
    for k in words:
        start = text.find(k.word)
        if start < 0 or any(a <= start and start + len(k.word) <= b for a, b, _k in found):
            continue
        if any(f[2].type_name == k.type_name for f in found):
            continue
        found.append((start, start + len(k.word), k))
    return [k for _a, _b, k in sorted(found)]
