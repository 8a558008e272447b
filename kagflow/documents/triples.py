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
"""

from __future__ import annotations

import duckdb

from kagflow.store.ids import triple_id_sql

# a mention's entity: same type (schema type its label maps to, else the label) and name key
_MENTION_ENTITY = (
    "JOIN standardized_entities {e} ON {e}.type = coalesce({m}.schema_type, {m}.label) AND {e}.name_key = {m}.name_key"
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
    "FROM llm_triples t JOIN standardized_entities s ON s.type = t.subject_type AND s.name_key = t.subject_key "
    "JOIN standardized_entities o ON o.type = t.object_type AND o.name_key = t.object_key WHERE NOT t.in_schema"
)
TABLE_SPO = "SELECT * EXCLUDE (line) FROM table_triples"  # rows of triples tables outside the schema (structured_mapping)


def build_triples(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Replace the ``triples`` table with the kinds above (``table_spo``: triples-table rows the schema lacks).

    Args:
        con: the knowledge store with mentions, relations, ``standardized_entities``,
            ``entity_chunks``, ``llm_triples`` and ``table_triples`` filled; inside the caller's transaction.

    Returns:
        ``kind -> rows written`` (kinds without rows are absent).
    """
    con.execute("DELETE FROM triples")
    for select in (SVO, CO_MENTION, LLM_OPEN, TABLE_SPO):
        con.execute(f"INSERT INTO triples {select}")
    return dict(con.execute("SELECT kind, count(*) FROM triples GROUP BY 1 ORDER BY 1").fetchall())
