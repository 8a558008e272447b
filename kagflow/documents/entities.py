"""Entities from text and the mutual index (entity <-> chunk), recomputed from all mentions.

Cross-document: a GROUP BY over every mention, so a changed or deleted document's contribution
disappears with its mentions. Mentions (spaCy's, and in LLM mode the model's) are grouped by
``(type, name key)``; a spaCy mention's type is the schema type its label maps to (``Others`` for a
label no schema type fits, :func:`kagflow.documents.ner.unmapped_type`), a model's entity's type
its schema type, else the same unmapped type; a mention without a type makes no entity, so every
entity type is a schema type.
The official name is the group's most frequent standardized name (ties: the shorter, then the
alphabetically first); the aliases are every surface text and official name of the group. A group
whose type is a schema type and whose name key matches the name key of a table entity's name or key
alias of that type *is* that entity (text and tables meet on one id, ``linked``) when no other
entity of the type has that key; any other group gets :func:`kagflow.store.ids.entity_id_for`
``(type, name_key)``, and entity resolution (:mod:`kagflow.knowledge.resolution`) may later merge
it into a table entity or other groups.
"""

from __future__ import annotations

from collections.abc import Iterable

import duckdb
import pyarrow as pa

from kagflow.documents.names import name_key
from kagflow.store.ids import entity_id_sql

# every mention of an entity: spaCy's and the gazetteer's (type: the schema type the extraction gave,
# NULL for none) and, in LLM mode, the model's (its canonical schema type, else $unmapped: the
# schema's Others or NULL); a mention without a type is no entity's
MENTIONS = (
    "SELECT * FROM (SELECT schema_type AS type, name_key, official_name, text, chunk_id, doc_id, file_id "
    "FROM ner_mentions WHERE name_key <> '' "
    "UNION ALL SELECT CASE WHEN in_schema THEN type ELSE $unmapped END, name_key, official_name, name, chunk_id, doc_id, file_id "
    "FROM llm_entities WHERE name_key <> '') WHERE type IS NOT NULL"
)


def table_entity_keys(con: duckdb.DuckDBPyConnection) -> dict[tuple[str, str], str]:
    """``(type, name_key(alias)) -> entity_id`` of table entities, over their name and key aliases.

    A key shared by two or more entities of a type (two people named "Li Wei") is left out: which
    one a text mention means is entity resolution's question (:mod:`kagflow.knowledge.resolution`
    compares what the mention is seen with against each entity's relations).
    """
    keys: dict[tuple[str, str], set[str]] = {}
    for entity_id, type_name, alias in con.execute(
        "SELECT e.entity_id, e.type, a.alias FROM entity_aliases a JOIN entities e USING (entity_id) "
        "WHERE a.kind IN ('name', 'key', 'synonym') ORDER BY e.entity_id, a.alias"
    ).fetchall():
        keys.setdefault((type_name, name_key(alias)), set()).add(entity_id)
    return {key: next(iter(ids)) for key, ids in keys.items() if len(ids) == 1}


def standardize_entities(con: duckdb.DuckDBPyConnection, schema_types: Iterable[str],
                         unmapped: str | None = None) -> tuple[int, int]:
    """Replace ``standardized_entities`` and ``entity_chunks`` with the grouping of all mentions.

    Args:
        con: the knowledge store with ``ner_mentions``, ``llm_entities``, ``entities`` and
            ``entity_aliases`` filled; inside the caller's transaction.
        schema_types: the schema's type names: their groups are the knowledge layer, the others
            the information layer, and only they link to table entities.
        unmapped: the type of a model's entity whose type is not in the schema
            (:func:`kagflow.documents.ner.unmapped_type`: ``Others``), or ``None``: no entity.

    Returns:
        ``(entities, entity-chunk pairs)`` written.
    """
    # no mention, no group: the table entities' keys (a name_key per alias) are not computed
    has_mentions = con.execute(f"SELECT EXISTS ({MENTIONS})", {"unmapped": unmapped}).fetchone()[0]
    keys = table_entity_keys(con) if has_mentions else {}
    table_keys = pa.table({"type": [k[0] for k in keys], "name_key": [k[1] for k in keys], "entity_id": list(keys.values())})
    con.register("_table_keys", table_keys)
    try:
        con.execute("DELETE FROM standardized_entities")
        con.execute("DELETE FROM entity_chunks")
        con.execute(f"""
            INSERT INTO standardized_entities
            WITH m AS ({MENTIONS}), names AS (
                SELECT type, name_key, official_name, count(*) AS n FROM m GROUP BY ALL
            ), best AS (
                SELECT type, name_key, first(official_name ORDER BY n DESC, length(official_name), official_name) AS name
                FROM names GROUP BY ALL
            ), groups AS (
                SELECT type, name_key, count(*) AS n_mentions, count(DISTINCT chunk_id) AS n_chunks,
                       list_sort(list_distinct(list(text) || list(official_name))) AS aliases
                FROM m GROUP BY ALL
            )
            SELECT coalesce(t.entity_id, {entity_id_sql("g.type", "g.name_key")}), g.type, b.name, g.name_key,
                   CASE WHEN list_contains($types, g.type) THEN 'knowledge' ELSE 'information' END,
                   t.entity_id IS NOT NULL AND list_contains($types, g.type), g.n_mentions, g.n_chunks, g.aliases
            FROM groups g JOIN best b USING (type, name_key)
            LEFT JOIN _table_keys t ON t.type = g.type AND t.name_key = g.name_key AND list_contains($types, g.type)
        """, {"types": sorted(schema_types), "unmapped": unmapped})
    finally:
        con.unregister("_table_keys")
    con.execute(
        f"INSERT INTO entity_chunks SELECT e.entity_id, m.chunk_id, any_value(m.doc_id), any_value(m.file_id), count(*) "
        f"FROM ({MENTIONS}) m JOIN standardized_entities e ON e.type = m.type AND e.name_key = m.name_key "
        f"GROUP BY e.entity_id, m.chunk_id", {"unmapped": unmapped}
    )
    return con.execute("SELECT (SELECT count(*) FROM standardized_entities), (SELECT count(*) FROM entity_chunks)").fetchone()
