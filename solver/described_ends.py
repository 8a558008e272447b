"""An end of a money relation described by a named entity of another type: "How much money did the companies Dara
O'Hara is legal representative of pay out?", "how much did X pay to companies whose legal representative is 臧*?",
"臧*担任法定代表人的公司近3个月一共收到多少钱？".

The named entity (a Person) is no end of the relation (Company -[fundTrans]-> Company); a relation between its type and
the end's type that the question names (legalRepresentative, holdShare) describes the set of entities at that end.
The edge reading is planned as if one entity stood there (its place in the question says which end it is), and the
plan then opens with the hop that makes the set: ``Retrieval(s=z1:Person[`X`], p=z2:legalRepresentative, o=s1:Company)``,
its edges read from ``s1`` on. KAG writes the same as a Retrieval chain sharing a variable (Liang et al. 2024,
section 3.2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kagflow.solver.question_words import bridge
from kagflow.solver.resolve import rank_predicates
from kagflow.solver.schema_shapes import _bt

if TYPE_CHECKING:
    from kagflow.schema.spg import PropertyDef, Schema

__all__ = ["PLACEHOLDER", "as_one_end", "describing_link", "describing_relation", "with_described_end"]

#: the name a described end's stand-in link carries in the plan until :func:`with_described_end` replaces it
PLACEHOLDER = "\x00described\x00"
# both ends of the edges said to be of the set ("both the payer and the payee are …", "之间", "互相"): one end describes none
_BOTH_ENDS = re.compile(r"\bboth\b.{0,40}\b(?:payers?|senders?)\b.{0,30}\b(?:payees?|receivers?|recipients?)\b|\bbetween\s+(?:them|themselves|each\s+other)\b"
                        r"|\beach\s+other\b|双方|彼此|相互|互相|之间", re.I)
# the plan's answer a described end may give: a number over the edges' amounts or the edges themselves, never the ends'
# entities (which of the set holds an edge is asked of the set's members: another reading's)
_OVER_EDGES = re.compile(r"Math\(content=\[p1(?:\.\w+)?\], target=(?:sum|avg|max|min|count)\)")

#: how well the question must name the describing relation (:func:`~kagflow.solver.resolve.rank_predicates` score)
MIN_SCORE = 0.6


def describing_relation(schema: Schema, named_type: str, end_type: str, question: str) -> PropertyDef | None:
    """The one relation between ``named_type`` and ``end_type`` (either way) that ``question`` names best, scoring
    at least :data:`MIN_SCORE`; None where there is none or two score alike."""
    found = [p for t, other in ((named_type, end_type), (end_type, named_type)) if t in schema.types
             for p in schema.predicates(t) if p.range_type == other and p.owner == t]
    if not found:
        return None
    ranked = rank_predicates(None, found, [question + " " + bridge(question)], None, None)
    if not ranked or ranked[0].score < MIN_SCORE or len(ranked) > 1 and ranked[1].score == ranked[0].score:
        return None
    return ranked[0].predicate


def describing_link(schema: Schema, relation: PropertyDef, links: list[dict], question: str) -> tuple[dict, PropertyDef] | None:
    """``(link, describing relation)`` where exactly one named entity of ``links`` is of a type ``relation`` (an entity's
    type to itself) does not join and the question names a relation of its type to that one (:func:`describing_relation`);
    a name that also links to an entity of the relation's type is read as the other one where the question so describes it
    ("Dara O'Hara", a person, and a company of that name that a document mentions). None otherwise."""
    if relation.owner != relation.range_type or _BOTH_ENDS.search(question):
        return None  # ("transfers in which both the payer and the payee are companies whose …": the set at both ends)
    others = [link for link in links if link.get("entity_id") and link["type"] != relation.owner and link["type"] in schema.types]
    if len({link["text"] for link in others}) != 1 or len(others) != 1:
        return None
    by = describing_relation(schema, others[0]["type"], relation.owner, question)
    return (others[0], by) if by is not None else None


def as_one_end(schema: Schema, question: str, link: dict, end_type: str) -> str:
    """``question`` with the phrase describing the end written as the named entity alone, so that its place says which
    end it is: "pay to companies whose legal representative is 臧*" as "pay to 臧*", "臧*担任法定代表人的公司一共收到" as
    "臧*一共收到" (the end's noun before the name in English, after it in Chinese); unchanged where no noun is near."""
    from kagflow.solver.schema_shapes import type_labels

    words = {w for w in [end_type, *type_labels(schema, end_type), *bridge(end_type).split()] if w and len(w) >= 2}
    nouns = "|".join(sorted((re.escape(w) + ("(?:ies|s)?" if w.isascii() else "") for w in words), key=len, reverse=True))
    at = question.find(link["text"])
    if at < 0 or not nouns:
        return question
    before = list(re.finditer(rf"\b(?:{nouns})\b", question[max(0, at - 60):at], re.I))
    if before and re.search(r"[a-z]", before[-1].group(0), re.I):
        start = max(0, at - 60) + before[-1].start()
        det = re.search(r"(?:\ball\s+(?:of\s+)?)?(?:\bthe\s+|\bthose\s+|\bthese\s+)?$", question[:start], re.I)  # ("by all the companies X …")
        return question[:det.start()] + question[at:]
    after = re.match(rf"[^，,。？?]{{0,16}}?的(?:{nouns})", question[at + len(link["text"]):])
    if after:
        return question[:at + len(link["text"])] + question[at + len(link["text"]) + after.end():]
    return question


def with_described_end(text: str, end_type: str, link: dict, relation: PropertyDef) -> str | None:
    """The edge plan ``text`` with the stand-in end (``s1:T[`PLACEHOLDER`]`` or ``o1:…``) made by ``relation`` from the
    named ``link``: a first Retrieval binding the end's variable, the plan's actions after it renumbered; None where
    the plan holds the stand-in anywhere else (a reading that names it in other words) or answers other than a number
    over the edges (:data:`_OVER_EDGES`)."""
    stand_in = f"[`{PLACEHOLDER}`]"
    if not _OVER_EDGES.search(text):
        return None
    m = re.search(rf"\b(s1|o1):{re.escape(end_type)}\[`{re.escape(PLACEHOLDER)}`\]", text)
    if m is None or text.count(stand_in) != 1:
        return None
    var = m.group(1)
    name = _bt(link["name"])
    if relation.owner == link["type"]:
        first = f"Action1: Retrieval(s=z1:{link['type']}[{name}], p=z2:{relation.name}, o={var}:{end_type})\n"
    else:
        first = f"Action1: Retrieval(s={var}:{end_type}, p=z2:{relation.name}, o=z1:{link['type']}[{name}])\n"
    body = text[:m.start()] + var + text[m.end():]
    body = re.sub(r"^Action(\d+):", lambda a: f"Action{int(a.group(1)) + 1}:", body, flags=re.M)
    return first + body
