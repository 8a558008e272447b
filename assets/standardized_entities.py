"""Stage: standardized entities and the mutual index (entity <-> chunk).

Cross-document: recomputed from all mentions on every build (a GROUP BY), so a changed or deleted
document's contribution disappears with its mentions. Mentions are grouped by (type, name key);
the official name is the group's most frequent standardized name. A group whose type is a schema
type and whose name matches a schema-layer entity from a table (by name or alias) *is* that
entity: text and tables meet on one id.
"""

from collections import Counter, defaultdict

import dagster as dg

from assets.ner_mentions import ner_mentions
from kagflow import warehouse
from kagflow.ids import entity_id_for
from kagflow.nlp import name_key
from resources.knowledge import KnowledgeProjectResource, WarehouseResource


def choose_official_name(names: Counter) -> str:
    """Most frequent standardized name; ties go to the shorter, then the alphabetically first."""
    return min(names.items(), key=lambda item: (-item[1], len(item[0]), item[0]))[0]


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
    schema_types = set(project.knowledge_schema().types)
    with warehouse_db.transaction() as con:
        groups: dict[tuple[str, str], dict] = defaultdict(lambda: {"names": Counter(), "aliases": set(), "mentions": 0, "chunks": set()})
        for type_name, key, official, text, chunk_id in con.execute(
            "SELECT coalesce(schema_type, label), name_key, official_name, text, chunk_id FROM ner_mentions WHERE name_key <> ''"
        ).fetchall():
            group = groups[(type_name, key)]
            group["names"][official] += 1
            group["aliases"].update((official, text))
            group["mentions"] += 1
            group["chunks"].add(chunk_id)
        table_entities: dict[tuple[str, str], str] = {}
        for entity_id, type_name, alias in con.execute(
            "SELECT e.entity_id, e.type, a.alias FROM entity_aliases a JOIN entities e USING (entity_id) "
            "WHERE a.kind IN ('name', 'key') ORDER BY e.entity_id"
        ).fetchall():
            table_entities.setdefault((type_name, name_key(alias)), entity_id)
        rows = []
        for (type_name, key), group in sorted(groups.items()):
            linked_id = table_entities.get((type_name, key)) if type_name in schema_types else None
            entity_id = linked_id or entity_id_for(type_name, key)
            rows.append((entity_id, type_name, choose_official_name(group["names"]), key,
                         "knowledge" if type_name in schema_types else "information", linked_id is not None,
                         group["mentions"], len(group["chunks"]), sorted(group["aliases"])))
        con.execute("DELETE FROM standardized_entities")
        con.execute("DELETE FROM entity_chunks")
        warehouse.insert_rows(con, "standardized_entities", ("entity_id", "type", "name", "name_key", "layer", "linked",
                                                             "n_mentions", "n_chunks", "aliases"), rows)
        con.execute(
            "INSERT INTO entity_chunks SELECT e.entity_id, m.chunk_id, any_value(m.doc_id), any_value(m.file_id), count(*) "
            "FROM ner_mentions m JOIN standardized_entities e ON e.type = coalesce(m.schema_type, m.label) AND e.name_key = m.name_key "
            "GROUP BY e.entity_id, m.chunk_id"
        )
        orphans = con.execute(
            "SELECT count(*) FROM standardized_entities e WHERE NOT EXISTS (SELECT 1 FROM entity_chunks c WHERE c.entity_id = e.entity_id)"
        ).fetchone()[0]
        n_index = con.execute("SELECT count(*) FROM entity_chunks").fetchone()[0]
        by_layer = dict(con.execute("SELECT layer, count(*) FROM standardized_entities GROUP BY 1").fetchall())
        linked = con.execute("SELECT count(*) FROM standardized_entities WHERE linked").fetchone()[0]
        preview = warehouse.preview_markdown(con, "SELECT type, name, layer, linked, n_mentions, n_chunks FROM standardized_entities ORDER BY n_mentions DESC, name LIMIT 15")
        index_preview = warehouse.preview_markdown(con, "SELECT e.name, c.chunk_id, c.doc_id, c.n_mentions FROM entity_chunks c JOIN standardized_entities e USING (entity_id) ORDER BY c.n_mentions DESC, e.name LIMIT 10")
    yield dg.MaterializeResult(asset_key="standardized_entities", metadata={
        "num_rows": len(rows), "by_layer": dg.MetadataValue.json(by_layer), "linked_to_tables": linked, "preview": dg.MetadataValue.md(preview)})
    yield dg.MaterializeResult(asset_key="entity_chunks", metadata={"num_rows": n_index, "preview": dg.MetadataValue.md(index_preview)})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="every_entity_has_a_chunk", passed=orphans == 0, metadata={"orphans": orphans})
