"""Stage: standardized entities and the mutual index (entity <-> chunk).

Cross-document: recomputed from all mentions on every build (a GROUP BY), so a changed or deleted
document's contribution disappears with its mentions. Mentions are grouped by (type, name key);
the official name is the group's most frequent standardized name (ties: the shorter, then
the alphabetically first). A group whose type is a schema
type and whose name matches a schema-layer entity from a table (by name or alias) *is* that
entity: text and tables meet on one id.
"""

import dagster as dg
import pyarrow as pa

from kagflow.assets.ner_mentions import ner_mentions
from kagflow.store import warehouse
from kagflow.documents.names import name_key
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource


# every mention of an entity: spaCy's (type: the schema type its label maps to, else the label) and,
# in LLM mode, the model's (type as the model gave it, canonical when it is a schema type)
MENTIONS = (
    "SELECT coalesce(schema_type, label) AS type, name_key, official_name, text, chunk_id, doc_id, file_id "
    "FROM ner_mentions WHERE name_key <> '' "
    "UNION ALL SELECT type, name_key, official_name, name, chunk_id, doc_id, file_id FROM llm_entities WHERE name_key <> ''"
)

# the same hash as kagflow.store.ids.entity_id_for(type, name_key), computed in SQL
ENTITY_ID = "substr(sha256(concat_ws(chr(31), 'entity', g.type, g.name_key)), 1, 16)"


@dg.multi_asset(
    specs=[
        dg.AssetSpec("standardized_entities", deps=[ner_mentions, "entities"], group_name="documents", kinds={"duckdb"},
                     description="Entities from text: one per (type, name key), official name, aliases, layer (knowledge when the type is in the schema)."),
        dg.AssetSpec("entity_chunks", deps=[ner_mentions], group_name="documents", kinds={"duckdb"},
                     description="The mutual index: which chunks mention which entity, with counts."),
    ],
    check_specs=[dg.AssetCheckSpec("every_entity_has_a_chunk", asset="standardized_entities", blocking=True,
                                   description="Every entity from text is mentioned in at least one chunk.")],
    name="standardized_entities_and_index",
)
def standardized_entities_and_index(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Group mentions into entities (official names, aliases, links to table entities) and index them by chunk."""
    schema_types = sorted(project.knowledge_schema().types)
    with warehouse_db.transaction() as con:
        # table entities by (type, name key of each name/key alias): text meets tables on one id
        keys: dict[tuple[str, str], str] = {}
        for entity_id, type_name, alias in con.execute(
            "SELECT e.entity_id, e.type, a.alias FROM entity_aliases a JOIN entities e USING (entity_id) "
            "WHERE a.kind IN ('name', 'key') ORDER BY e.entity_id, a.alias"
        ).fetchall():
            keys.setdefault((type_name, name_key(alias)), entity_id)
        table_keys = pa.table({"type": [k[0] for k in keys], "name_key": [k[1] for k in keys], "entity_id": list(keys.values())})
        con.register("_table_keys", table_keys)
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
            SELECT coalesce(t.entity_id, {ENTITY_ID}), g.type, b.name, g.name_key,
                   CASE WHEN list_contains($types, g.type) THEN 'knowledge' ELSE 'information' END,
                   t.entity_id IS NOT NULL AND list_contains($types, g.type), g.n_mentions, g.n_chunks, g.aliases
            FROM groups g JOIN best b USING (type, name_key)
            LEFT JOIN _table_keys t ON t.type = g.type AND t.name_key = g.name_key AND list_contains($types, g.type)
        """, {"types": schema_types})
        con.unregister("_table_keys")
        con.execute(
            f"INSERT INTO entity_chunks SELECT e.entity_id, m.chunk_id, any_value(m.doc_id), any_value(m.file_id), count(*) "
            f"FROM ({MENTIONS}) m JOIN standardized_entities e ON e.type = m.type AND e.name_key = m.name_key "
            f"GROUP BY e.entity_id, m.chunk_id"
        )
        orphans = con.execute(
            "SELECT count(*) FROM standardized_entities e WHERE NOT EXISTS (SELECT 1 FROM entity_chunks c WHERE c.entity_id = e.entity_id)"
        ).fetchone()[0]
        n_index, n_entities = con.execute("SELECT (SELECT count(*) FROM entity_chunks), (SELECT count(*) FROM standardized_entities)").fetchone()
        by_layer = dict(con.execute("SELECT layer, count(*) FROM standardized_entities GROUP BY 1").fetchall())
        linked = con.execute("SELECT count(*) FROM standardized_entities WHERE linked").fetchone()[0]
        preview = warehouse.preview_markdown(con, "SELECT type, name, layer, linked, n_mentions, n_chunks FROM standardized_entities ORDER BY n_mentions DESC, name LIMIT 15")
        index_preview = warehouse.preview_markdown(con, "SELECT e.name, c.chunk_id, c.doc_id, c.n_mentions FROM entity_chunks c JOIN standardized_entities e USING (entity_id) ORDER BY c.n_mentions DESC, e.name LIMIT 10")
    yield dg.MaterializeResult(asset_key="standardized_entities", metadata={
        "num_rows": n_entities, "by_layer": dg.MetadataValue.json(by_layer), "linked_to_tables": linked, "preview": dg.MetadataValue.md(preview)})
    yield dg.MaterializeResult(asset_key="entity_chunks", metadata={"num_rows": n_index, "preview": dg.MetadataValue.md(index_preview)})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="every_entity_has_a_chunk", passed=orphans == 0, metadata={"orphans": orphans})
