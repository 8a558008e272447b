"""A type's word standing before a name that links an entity of that type, in apposition: "the
company 传化****限公司", "the person 柏*", "公司Acme Motors", "自然人柏*", "旅行社“海盐阳光假日旅行社有限公司”".
The word says what the name is, which the link already knows; left in the question it reads as a
second mention of the type (a count of persons, a chain through two companies) and hides the name's
own reading. The schema planner reads the question without it, and notes each one; and without "explicitly" where
every linked name is an entity, which stands for itself alone (a concept would stand for narrower ones too)."""

from __future__ import annotations

import re

from kagflow.schema.spg import Schema
from kagflow.solver.question_names import _glossary_nouns, type_forms
from kagflow.solver.schema_shapes import _fold, type_labels

__all__ = ["without_appositions"]

# what may stand between the type's word and the name: a space, an opening quote; in English "named"/"called"
_BETWEEN = r"\s*(?:(?:named|called)\s+)?(?=[“\"「『']?\s*$)"
# a name listed as itself, not as a broader concept standing for narrower ones ("explicitly list the product X")
_EXPLICITLY = re.compile(r"\s*\b(?:explicitly|expressly)\b\s*", re.I)
# the glossary's words for a type that name many ("the people 柏* has sent money to")
_NOT_ONE = frozenset(("people", "everyone", "everybody"))
# what may stand before a Chinese type's word in apposition: the start, punctuation, a conjunction or a
# preposition ("向公司Acme Motors", "转给自然人裘**"); not a verb whose object it is ("属于产业“金融-保险”": the
# word names the relation 所属产业 too)
_BEFORE_ZH = frozenset("和与及跟同、，,。？?！!；;:：（( 是在从给对把被由向将")


def without_appositions(schema: Schema, question: str, links: list[dict], notes: list[str], con=None) -> str:
    """``question`` without the type words written before linked names of that type.

    Args:
        schema: the project's schema (its types' names, display names and the glossary's words for them,
            :func:`~kagflow.solver.question_names.type_forms`).
        question: the question as the planner reads it.
        links: :meth:`~kagflow.solver.ask.Asker.link`'s links of ``question`` (``text``, ``type``).
        notes: the trace; one note per word dropped.
        con: the store (a DuckDB connection), to check that a concept named before a name is one the entity belongs
            to ("赌博应用 com.X": com.X -[belongTo]-> 赌博应用, or a concept under it); without it no concept is dropped.

    Returns:
        The question with each such word (an English one with its "the", "a" or "an", which it needs) removed; the names
        and every other word as they were. A word that lies inside another link's text stays
        ("…有限公司X" is no apposition), as does one that is not the type of the name after it, a plural ("the
        people 柏* has sent money to"), a concept type's Chinese word and a Chinese word after a verb whose object it
        is. "explicitly"/"expressly" goes too where no linked name is a concept's (one note).
    """
    spans = [(m.start(), m.end()) for l in links for m in re.finditer(re.escape(l["text"]), question)]
    cuts: dict[tuple[int, int], tuple[str, str]] = {}  # (start, end): the word, the name and its type
    for link in links:
        t = link.get("type")
        if t not in schema.types:
            continue
        # (a concept type's Chinese word names the hop into it: "产业“工业-资本品”下有多少个产品")
        forms = sorted({form for name, form, _p in type_forms(schema) if name == t and form in _singular(schema, t)
                        and (form.isascii() or not schema.types[t].is_concept)}, key=len, reverse=True)
        if not forms:
            continue
        for m in re.finditer(re.escape(link["text"]), question):
            head = question[:m.start()]
            for form in forms:
                latin = form.isascii()
                word = rf"\b(?:the|a|an)\s+{re.escape(form)}(?![A-Za-z])" if latin else re.escape(form)
                found = re.search(word + _BETWEEN, head, re.I)
                if found is None:
                    continue
                if not latin and found.start() > 0 and head[found.start() - 1] not in _BEFORE_ZH:
                    break
                start = found.start()
                end = start + len(re.match(word, head[start:], re.I).group(0))
                if any(a < end and start < b for a, b in spans):
                    break  # the word is part of another name
                cuts.setdefault((start, end), (head[start:end], f"{link['text']!r} ({t})"))  # (one word, two links: once)
                break
    for (start, end), (word, _name) in sorted(cuts.items(), reverse=True):
        question = question[:start] + (question[end:].lstrip() if word.isascii() else question[end:])
    notes += [f"read {word!r} before {name} as what the name is, not a second mention of its type" for _span, (word, name) in sorted(cuts.items())]
    question = _kind_before(con, schema, question, links, notes) if con is not None else question
    if links and not any(schema.types[l["type"]].is_concept for l in links if l.get("type") in schema.types) \
            and (said := _EXPLICITLY.search(question)) is not None:
        # "How many companies explicitly list the product X?": an entity stands for itself alone, no narrower concept
        notes.append(f"read {said.group(0).strip()!r} as said: the names linked are entities, each standing for itself alone")
        question = question[:said.start()] + " " + question[said.end():]
    return question


def _singular(schema: Schema, t: str) -> set[str]:
    """The forms of type ``t`` a single name stands beside: its label and the glossary's words for it, not
    their plurals ("the companies Acme Motors paid" is a relative clause, not an apposition)."""
    labels = {_fold(label) for label in type_labels(schema, t)}
    return labels | {x for label in labels for x in _glossary_nouns(label)
                     if not x.isascii() or not (x.endswith("s") or x in _NOT_ONE)}


def _kind_before(con, schema: Schema, question: str, links: list[dict], notes: list[str]) -> str:
    """``question`` without a concept's name written right before the name of an entity that belongs to it ("赌博应用
    com.CYUwwpj… 一共装在多少台设备上？": the app is a gambling app; the words describe it, they ask nothing of the
    concept). Belonging is read from the store: an edge from the entity to the concept or to one under it (isA)."""
    concepts = [l for l in links if l.get("type") in schema.types and schema.types[l["type"]].is_concept and l.get("entity_id")]
    for c in concepts:
        for e in links:
            if e is c or not e.get("entity_id") or e.get("type") not in schema.types or schema.types[e["type"]].is_concept:
                continue
            m = re.search(re.escape(c["text"]) + r"\s*(?=[“\"「']?\s*" + re.escape(e["text"]) + ")", question)
            if m is None:
                continue
            held = con.execute(
                "WITH RECURSIVE up(id) AS (SELECT object_id FROM kg_edges WHERE subject_id = $e AND predicate <> 'isA' "
                "UNION SELECT x.object_id FROM kg_edges x JOIN up ON x.subject_id = up.id WHERE x.predicate = 'isA') "
                "SELECT EXISTS (SELECT 1 FROM up WHERE id = $c)", {"e": e["entity_id"], "c": c["entity_id"]}).fetchone()[0]
            if held:
                notes.append(f"read {c['text']!r} before {e['text']!r} as what it is ({e['text']!r} belongs to {c['name']!r}), nothing asked of it")
                return question[:m.start()] + question[m.end():]
    return question

