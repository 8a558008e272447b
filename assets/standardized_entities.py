"""Stage: standardized entities and the mutual index (entity <-> chunk).

Recomputed from all mentions on every build by :func:`kagflow.documents.entities.standardize_entities`
(mentions grouped by type and name key; a group that matches a table entity takes its id).
"""

import dagster as dg

from kagflow.assets.ner_mentions import ner_mentions
from kagflow.documents.entities import standardize_entities
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource
from kagflow.store import warehouse


@dg.multi_asset(
    specs=[
        dg.AssetSpec("standardized_entities", deps=[ner_mentions, "entities"], group_name="documents", kinds={"duckdb"},
                     description="Entities from text: one per (type, name key), official name, aliases, layer (knowledge when the type is in the schema)."),
        dg.AssetSpec("entity_chunks", deps=[ner_mentions], group_name="documents", kinds={"duckdb"},
                     description="The mutual index: which chunks mention which entity, with counts."),
    ],
    check_specs=[dg.AssetCheckSpec("every_entity_has_a_chunk", asset="standardized_entities", blocking=True,
                                   description="Every entity from text is mentioned in at least one chunk."),
                 dg.AssetCheckSpec("gazetteer_mentions_link", asset="standardized_entities", blocking=True,
                                   description="Every gazetteer mention (a known name found in text) belongs to an entity linked to the known one.")],
    name="standardized_entities_and_index",
)
def standardized_entities_and_index(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Group mentions into entities (official names, aliases, links to table entities) and index them by chunk."""
    with warehouse_db.transaction() as con:
        n_entities, n_index = standardize_entities(con, project.knowledge_schema().types)
        orphans = con.execute(
            "SELECT count(*) FROM standardized_entities e WHERE NOT EXISTS (SELECT 1 FROM entity_chunks c WHERE c.entity_id = e.entity_id)"
        ).fetchone()[0]
        unlinked = con.execute(
            "SELECT count(*) FROM ner_mentions m WHERE m.extractor = 'gazetteer' AND NOT EXISTS (SELECT 1 FROM standardized_entities e "
            "WHERE e.type = m.schema_type AND e.name_key = m.name_key AND e.linked)").fetchone()[0]
        by_layer = dict(con.execute("SELECT layer, count(*) FROM standardized_entities GROUP BY 1").fetchall())
        linked = con.execute("SELECT count(*) FROM standardized_entities WHERE linked").fetchone()[0]
        preview = warehouse.preview_markdown(con, "SELECT type, name, layer, linked, n_mentions, n_chunks FROM standardized_entities ORDER BY n_mentions DESC, name LIMIT 15")
        index_preview = warehouse.preview_markdown(con, "SELECT e.name, c.chunk_id, c.doc_id, c.n_mentions FROM entity_chunks c JOIN standardized_entities e USING (entity_id) ORDER BY c.n_mentions DESC, e.name LIMIT 10")
    yield dg.MaterializeResult(asset_key="standardized_entities", metadata={
        "num_rows": n_entities, "by_layer": dg.MetadataValue.json(by_layer), "linked_to_tables": linked, "preview": dg.MetadataValue.md(preview)})
    yield dg.MaterializeResult(asset_key="entity_chunks", metadata={"num_rows": n_index, "preview": dg.MetadataValue.md(index_preview)})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="every_entity_has_a_chunk", passed=orphans == 0, metadata={"orphans": orphans})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="gazetteer_mentions_link", passed=unlinked == 0,
                              metadata={"unlinked_gazetteer_mentions": unlinked})
