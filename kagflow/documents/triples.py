"""Information-layer triples between entities, per chunk, recomputed by SQL.

Three kinds (the ``kind`` column):

- ``svo``: subject-verb-object relations from the dependency parse (``mention_relations``) whose
  two mentions resolve to two different entities; weight = occurrences in the chunk.
- ``co_mention``: two entities mentioned in one chunk (``entity_chunks``), the smaller entity id as
  subject; weight 1 per chunk, so summing weights counts the chunks that mention both.
- ``llm_open``: model triples that do not conform to the schema, whose endpoints resolve to
  entities (conforming ones are knowledge-layer edges in ``kg_edges``).

``svo`` and ``co_mention`` ids are :func:`kagflow.store.ids.triple_id_for` ``(subject, predicate,
object, chunk)``, so unchanged text keeps its ids; ``llm_open`` keeps the model triple's id.

:func:`promote_svo` then lifts ``svo`` triples whose verb names a schema relation and whose
endpoint types conform to it into the knowledge layer (table ``text_edges``, an arm of the view
``kg_edges`` with origin ``text:svo``), so a plan's ``Retrieval`` reaches facts stated in text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import duckdb
import pyarrow as pa

from kagflow.schema.spg import Schema
from kagflow.schema.types import IMPLICIT_PREDICATES
from kagflow.store import warehouse
from kagflow.store.ids import stable_hash_sql, triple_id_sql

# a mention's entity: same type (the schema type the extraction gave; none: no entity) and name key
_MENTION_ENTITY = (
    "JOIN standardized_entities {e} ON {e}.type = {m}.schema_type AND {e}.name_key = {m}.name_key"
)
# a model triple's endpoint entity: its type when a schema type, else the type unmapped ones take
_LLM_ENDPOINT = (
    "JOIN standardized_entities {e} ON {e}.name_key = t.{end}_key AND {e}.type = "
    "CASE WHEN len($types) = 0 OR list_contains($types, t.{end}_type) THEN t.{end}_type ELSE $unmapped END"
)

SVO = (
    "SELECT " + triple_id_sql("se.entity_id", "r.predicate", "oe.entity_id", "r.chunk_id")
    + ", se.entity_id, r.predicate, oe.entity_id, 'svo', count(*), r.chunk_id, any_value(r.doc_id), any_value(r.file_id), any_value(r.extractor) "
    "FROM mention_relations r JOIN ner_mentions sm ON sm.mention_id = r.subject_mention_id "
    "JOIN ner_mentions om ON om.mention_id = r.object_mention_id "
    + _MENTION_ENTITY.format(e="se", m="sm") + " " + _MENTION_ENTITY.format(e="oe", m="om")
    + " WHERE se.entity_id <> oe.entity_id GROUP BY se.entity_id, r.predicate, oe.entity_id, r.chunk_id"
)
CO_MENTION = (
    "SELECT " + triple_id_sql("a.entity_id", "'co_mention'", "b.entity_id", "a.chunk_id")
    + ", a.entity_id, 'co_mention', b.entity_id, 'co_mention', 1.0, a.chunk_id, a.doc_id, a.file_id, 'co_mention' "
    "FROM entity_chunks a JOIN entity_chunks b ON a.chunk_id = b.chunk_id AND a.entity_id < b.entity_id"
)
LLM_OPEN = (
    "SELECT DISTINCT t.triple_id, s.entity_id, t.predicate, o.entity_id, 'llm_open', 1.0, t.chunk_id, t.doc_id, t.file_id, t.extractor "
    "FROM llm_triples t " + _LLM_ENDPOINT.format(e="s", end="subject") + " " + _LLM_ENDPOINT.format(e="o", end="object")
    + " WHERE NOT t.in_schema"
)
TABLE_SPO = "SELECT * EXCLUDE (line) FROM table_triples"  # rows of triples tables outside the schema (structured_mapping)


def build_triples(con: duckdb.DuckDBPyConnection, schema_types: Iterable[str] = (),
                  unmapped: str | None = None) -> dict[str, int]:
    """Replace the ``triples`` table with the kinds above (``table_spo``: triples-table rows the schema lacks).

    Args:
        con: the knowledge store with mentions, relations, ``standardized_entities``,
            ``entity_chunks``, ``llm_triples`` and ``table_triples`` filled; inside the caller's transaction.
        schema_types: the schema's type names; a model triple's endpoint of another type is the
            entity of type ``unmapped`` (as :func:`kagflow.documents.entities.standardize_entities`
            typed it). Empty: endpoint types are taken as written.
        unmapped: :func:`kagflow.documents.ner.unmapped_type` (``Others``, or ``None``).

    Returns:
        ``kind -> rows written`` (kinds without rows are absent).
    """
    con.execute("DELETE FROM triples")
    for select in (SVO, CO_MENTION, TABLE_SPO):
        con.execute(f"INSERT INTO triples {select}")
    con.execute(f"INSERT INTO triples {LLM_OPEN}", {"types": sorted(schema_types), "unmapped": unmapped})
    return dict(con.execute("SELECT kind, count(*) FROM triples GROUP BY 1 ORDER BY 1").fetchall())


# --------------------------------------------------------------------------------------------------
# SVO triples whose verb is a schema relation: the knowledge layer (text_edges -> kg_edges)

TEXT_EDGE_ORIGIN = "text:svo"
_AUXILIARIES = frozenset({"is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did"})
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORDS = re.compile(r"[^\W_]+")


def _stem(word: str) -> str:
    """A light suffix stripper, the same for verbs from text and relation names, so inflections of
    one verb share a key: acquire/acquires/acquired/acquiring -> ``acquir``, work/works/worked ->
    ``work``, marry/married/marries -> ``marri``, found/founded -> ``found``, locate/located ->
    ``locat``. Words of three letters or fewer (in, for, of, by) are kept. Irregular forms (bought)
    are left to spaCy's lemma, which the SVO predicate already is for active verbs."""
    if len(word) <= 3:
        return word
    for suffix, replacement in (("ies", "i"), ("ied", "i")):
        if word.endswith(suffix):
            return word[: -len(suffix)] + replacement
    if word.endswith("ing") and len(word) > 5:
        word = word[:-3]
    elif word.endswith("ed") and len(word) > 4:
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    if word.endswith("y") and len(word) > 3 and word[-2] not in "aeiou":
        word = word[:-1] + "i"
    return word


def verb_key(phrase: str) -> tuple[str, ...]:
    """The comparison key of a verb phrase or relation name: camelCase split, lower-cased, words
    stemmed by :func:`_stem`. ``verb_key("worksFor") == verb_key("work for") == ("work", "for")``;
    ``verb_key("acquired") == verb_key("acquire")``."""
    words = _WORDS.findall(_CAMEL.sub(" ", phrase))
    return tuple(_stem(w.lower()) for w in words)


@dataclass(frozen=True)
class RelationMatch:
    """A schema relation an SVO predicate names, for a subject type and an object type.

    Attributes:
        relation: the relation's name in the schema (the ``predicate`` of the knowledge edge).
        inverse: True when the text's object is the relation's subject (a passive "Y was acquired
            by X" gives ``acquire`` from X to Y).
    """

    relation: str
    inverse: bool


def _conforms(schema: Schema, type_name: str, allowed: tuple[str, ...]) -> bool:
    """True when ``type_name`` (or one of its supertypes) is one of ``allowed``."""
    if not schema.has_type(type_name):
        return False
    return any(t in allowed for t in (type_name, *schema.ancestors(type_name)))


def _relations_named(schema: Schema, key: tuple[str, ...], subject_type: str, object_type: str) -> list[str]:
    if not key or not schema.has_type(subject_type):
        return []
    found = []
    for p in schema.predicates(subject_type):
        if p.is_basic or p.is_derived or p.observed or p.name in IMPLICIT_PREDICATES:
            continue
        if key not in (verb_key(p.name), verb_key(p.display_name or "")):
            continue
        if _conforms(schema, object_type, p.range_types or (p.range_type,)):
            found.append(p.name)
    return sorted(set(found))


def match_relation(schema: Schema, predicate: str, subject_type: str, object_type: str) -> list[RelationMatch]:
    """The schema relations an SVO ``predicate`` between a ``subject_type`` and an ``object_type``
    entity states.

    A relation matches when its name or display name has the predicate's :func:`verb_key`
    ("acquired" and "acquires" name ``acquire``; "work for" names ``worksFor``), the subject's type
    (or a supertype) declares or inherits it, and the object's type (or a supertype) is one of its
    range types. A passive predicate ending in "by" ("acquired by") also matches the relation of
    the rest ("acquire") read from the object to the subject. Leading auxiliaries ("was acquired
    by") are dropped. A negated predicate ("not acquire") matches nothing.

    Returns:
        the matches, sorted (usually none or one).
    """
    words = predicate.lower().split()
    while len(words) > 1 and words[0] in _AUXILIARIES:  # "was acquired by" as written by other extractors
        words = words[1:]
    if not words or words[0] == "not":
        return []
    predicate = " ".join(words)
    out = [RelationMatch(name, False) for name in _relations_named(schema, verb_key(predicate), subject_type, object_type)]
    if len(words) > 1 and words[-1] == "by":
        passive = verb_key(" ".join(words[:-1]))
        out += [RelationMatch(name, True) for name in _relations_named(schema, passive, object_type, subject_type)]
    return sorted(set(out), key=lambda m: (m.relation, m.inverse))


_SVO_TYPES = (
    "SELECT DISTINCT t.predicate, s.type, o.type FROM triples t "
    "JOIN kg_entities s ON s.entity_id = t.subject_id JOIN kg_entities o ON o.entity_id = t.object_id "
    "WHERE t.kind = 'svo'"
)


def promote_svo(con: duckdb.DuckDBPyConnection, schema: Schema) -> int:
    """Replace ``text_edges`` with the ``svo`` triples of ``triples`` that state a schema relation
    (:func:`match_relation`): each becomes a knowledge-layer edge ``subject -relation-> object``
    (reversed for a passive "by"), origin ``text:svo``, with its triple, chunk, document and the
    line the chunk starts on (:func:`chunk_start_lines`). The view ``kg_edges`` reads them, so the solver does.

    Matching runs once per distinct (predicate, subject type, object type), not per triple.

    Args:
        con: the store with ``triples`` built (:func:`build_triples`); inside the caller's transaction.
        schema: the project's schema.

    Returns:
        the number of ``text_edges`` rows written.
    """
    con.execute("DELETE FROM text_edges")
    rows = []
    for predicate, subject_type, object_type in con.execute(_SVO_TYPES).fetchall():
        for m in match_relation(schema, predicate, subject_type, object_type):
            rows.append((predicate, subject_type, object_type, m.relation, m.inverse))
    if not rows:
        return 0
    matches = pa.table({name: pa.array([r[i] for r in rows]) for i, name in
                        enumerate(("predicate", "subject_type", "object_type", "relation", "inverse"))})
    lines = chunk_start_lines(con, "SELECT DISTINCT chunk_id FROM triples WHERE kind = 'svo'")
    with warehouse.register_arrow(con, matches) as rel, warehouse.register_arrow(con, lines) as chunk_lines:
        subject = "CASE WHEN m.inverse THEN t.object_id ELSE t.subject_id END"
        obj = "CASE WHEN m.inverse THEN t.subject_id ELSE t.object_id END"
        edge_id = stable_hash_sql("'text_edge'", "t.triple_id", "m.relation", "m.inverse")
        con.execute(
            "INSERT INTO text_edges (edge_id, subject_id, predicate, object_id, origin, verb, triple_id, chunk_id, doc_id, file_id, line) "
            f"SELECT {edge_id}, {subject}, m.relation, {obj}, ?, "
            "t.predicate, t.triple_id, t.chunk_id, t.doc_id, t.file_id, cl.line "
            "FROM triples t JOIN kg_entities s ON s.entity_id = t.subject_id JOIN kg_entities o ON o.entity_id = t.object_id "
            f"JOIN {rel} m ON m.predicate = t.predicate AND m.subject_type = s.type AND m.object_type = o.type "
            f"LEFT JOIN {chunk_lines} cl ON cl.chunk_id = t.chunk_id "
            "WHERE t.kind = 'svo'",
            [TEXT_EDGE_ORIGIN],
        )
    return con.execute("SELECT count(*) FROM text_edges").fetchone()[0]


def chunk_start_lines(con: duckdb.DuckDBPyConnection, chunk_ids_sql: str) -> pa.Table:
    """The line (1-based) each chunk starts on, for the chunks ``chunk_ids_sql`` selects: its
    source line (``chunks.line_start``) where the reader knew it (text, Markdown, a text table's
    row), else the line of the parsed document text (PDF, Word, HTML, JSON passages).

    For the second kind each document's text is read once and its newlines counted between
    consecutive chunk starts (``str.count`` over code-point offsets), so the cost is linear in the
    text. (Counting with ``substr(text, 1, start_offset)`` per chunk in SQL was quadratic in a
    document's size.)

    Args:
        con: a store with ``documents`` and ``chunks``.
        chunk_ids_sql: a query (fixed SQL, no values in it) with one column ``chunk_id``.

    Returns:
        an Arrow table ``(chunk_id string, line int64)``; chunks without a document are left out.
    """
    rows = con.execute(
        f"SELECT c.chunk_id, c.doc_id, c.start_offset, c.line_start FROM chunks c WHERE c.chunk_id IN ({chunk_ids_sql}) "
        "ORDER BY c.doc_id, c.start_offset"
    ).fetchall()
    ids = [chunk_id for chunk_id, _d, _s, source_line in rows if source_line is not None]
    lines = [source_line for _c, _d, _s, source_line in rows if source_line is not None]
    rows = [row[:3] for row in rows if row[3] is None]
    doc_ids = sorted({doc_id for _, doc_id, _ in rows})
    if doc_ids:
        with warehouse.register_arrow(con, pa.table({"doc_id": pa.array(doc_ids, pa.string())})) as wanted:
            texts = dict(con.execute(f"SELECT d.doc_id, d.text FROM documents d JOIN {wanted} w USING (doc_id)").fetchall())
    else:
        texts = {}
    current, line, position = None, 1, 0
    for chunk_id, doc_id, start in rows:
        text = texts.get(doc_id)
        if text is None:
            continue
        if doc_id != current:
            current, line, position = doc_id, 1, 0
        start = max(0, min(start, len(text)))
        line += text.count("\n", position, start)
        position = start
        ids.append(chunk_id)
        lines.append(line)
    return pa.table({"chunk_id": pa.array(ids, pa.string()), "line": pa.array(lines, pa.int64())})
