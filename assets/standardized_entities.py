"""Stage: standardized entities and the mutual index (entity <-> chunk).

Recomputed from all mentions on every build by :func:`kagflow.documents.entities.standardize_entities`
(mentions grouped by type and name key; a group that matches a table entity takes its id), then
aligned by :func:`kagflow.knowledge.resolution.resolve_entities` (groups that name one thing share
one canonical id, a name NER typed several ways included; evidence in ``entity_merges`` and
``entity_type_votes``).
"""

import dagster as dg

from kagflow.assets.ner_mentions import ner_mentions
from kagflow.documents.entities import standardize_entities
from kagflow.documents.ner import unmapped_type
from kagflow.knowledge.resolution import model_judge, resolve_entities
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.resources.llm import LLMResource
from kagflow.resources.models import EmbedderResource
from kagflow.store import warehouse


@dg.multi_asset(
    op_tags=STORE_STEP,
    specs=[
        dg.AssetSpec("standardized_entities", deps=[ner_mentions, "entities"], group_name="documents", kinds={"duckdb"},
                     description="Entities from text: one per (type, name key), official name, aliases, layer (knowledge when the type is in the schema)."),
        dg.AssetSpec("entity_chunks", deps=[ner_mentions], group_name="documents", kinds={"duckdb"},
                     description="The mutual index: which chunks mention which entity, with counts."),
    ],
    check_specs=[dg.AssetCheckSpec("every_entity_has_a_chunk", asset="standardized_entities", blocking=True,
                                   description="Every entity from text is mentioned in at least one chunk."),
                 dg.AssetCheckSpec("gazetteer_mentions_link", asset="standardized_entities", blocking=True,
                                   description="Every gazetteer mention (a known name found in text) belongs to an entity linked to the known one."),
                 dg.AssetCheckSpec("no_likely_duplicates_left", asset="standardized_entities", blocking=False,
                                   description="Candidate pairs scored at or above alignment.review_threshold that stayed apart (a veto, a conflict "
                                               "or never_merge): warns with their count and a preview to review. One name typed several "
                                               "ways and kept apart by its type votes is not counted (see entity_type_votes)."),
                 dg.AssetCheckSpec("no_conflicting_clusters", asset="standardized_entities", blocking=False,
                                   description="No resolved entity holds two members whose attributes conflict (a pair of entity_merges "
                                               "refused for a conflict that ended in one cluster anyway).")],
    name="standardized_entities_and_index",
)
def standardized_entities_and_index(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource,
                                    embedder: EmbedderResource, llm: LLMResource):
    """Group mentions into entities (official names, aliases, links to table entities), align the
    groups that name one thing (entity resolution), and index them by chunk."""
    config = project.project.config
    encode = (lambda texts: embedder.encode(texts, config.embeddings.batch_size, project.project.state_dir)) if config.embeddings.enabled else None
    judge = model_judge(llm) if config.alignment.judge and llm.available else None
    if config.alignment.judge and judge is None:
        context.log.warning("alignment.judge is on but no model is configured: borderline pairs are decided by embeddings")
    with warehouse_db.transaction() as con:
        schema_types = project.knowledge_schema().types
        standardize_entities(con, schema_types, unmapped_type(schema_types, config.ner.unmapped_labels))
        run = resolve_entities(con, schema_types, config.alignment, encode, embedder.model_name, judge)
        context.log.info(f"entity resolution: {run.entities_before} -> {run.entities_after} entities, {run.merged} merges "
                         f"in {run.clusters} clusters ({run.pairs} candidate pairs scored)")
        by_verdict = dict(con.execute("SELECT verdict, count(*) FROM entity_type_votes GROUP BY 1 ORDER BY 1").fetchall())
        votes_preview = warehouse.preview_markdown(
            con, "SELECT name, type, votes, documents, table_typed, verdict, winner_type FROM entity_type_votes "
                 "ORDER BY name_key, votes DESC, type LIMIT 15")
        # rows are (type, name_key) groups; several rows of one cluster share its entity id
        n_rows, n_entities, n_index = con.execute(
            "SELECT (SELECT count(*) FROM standardized_entities), (SELECT count(DISTINCT entity_id) FROM standardized_entities), "
            "(SELECT count(*) FROM entity_chunks)").fetchone()
        # one name typed two ways and kept apart is the type votes' verdict (entity_type_votes), not a near-duplicate
        unmerged = con.execute("SELECT count(*) FROM entity_merges WHERE decision <> 'merged' AND name_score >= ? AND rule <> 'type_votes'",
                               [config.alignment.review_threshold]).fetchone()[0]
        unmerged_preview = warehouse.preview_markdown(
            con, "SELECT left_name, right_name, left_type, rule, name_score, decision, reason FROM entity_merges "
                 "WHERE decision <> 'merged' AND name_score >= ? AND rule <> 'type_votes' ORDER BY name_score DESC, left_name LIMIT 10",
            [config.alignment.review_threshold])
        conflicting = con.execute(
            "SELECT count(*) FROM entity_merges m JOIN entity_resolution a ON a.member_id = m.left_id "
            "JOIN entity_resolution b ON b.member_id = m.right_id WHERE m.decision = 'conflict' AND a.canonical_id = b.canonical_id"
        ).fetchone()[0]
        conflicting_preview = warehouse.preview_markdown(
            con, "SELECT DISTINCT a.canonical_id, m.left_name, m.right_name, m.reason FROM entity_merges m "
                 "JOIN entity_resolution a ON a.member_id = m.left_id JOIN entity_resolution b ON b.member_id = m.right_id "
                 "WHERE m.decision = 'conflict' AND a.canonical_id = b.canonical_id ORDER BY 1, 2 LIMIT 10")
        orphans = con.execute(
            "SELECT count(*) FROM standardized_entities e WHERE NOT EXISTS (SELECT 1 FROM entity_chunks c WHERE c.entity_id = e.entity_id)"
        ).fetchone()[0]
        unlinked = con.execute(
            "SELECT count(*) FROM ner_mentions m WHERE m.extractor = 'gazetteer' AND NOT EXISTS (SELECT 1 FROM standardized_entities e "
            "WHERE e.type = m.schema_type AND e.name_key = m.name_key AND e.linked)").fetchone()[0]
        by_layer = dict(con.execute("SELECT layer, count(DISTINCT entity_id) FROM standardized_entities GROUP BY 1").fetchall())
        linked = con.execute("SELECT count(DISTINCT entity_id) FROM standardized_entities WHERE linked").fetchone()[0]
        preview = warehouse.preview_markdown(con, "SELECT type, name, layer, linked, n_mentions, n_chunks FROM standardized_entities ORDER BY n_mentions DESC, name LIMIT 15")
        index_preview = warehouse.preview_markdown(con, "SELECT e.name, c.chunk_id, c.doc_id, c.n_mentions FROM entity_chunks c JOIN standardized_entities e USING (entity_id) ORDER BY c.n_mentions DESC, e.name LIMIT 10")
    yield dg.MaterializeResult(asset_key="standardized_entities", metadata={
        "num_rows": n_rows, "entities": n_entities, "by_layer": dg.MetadataValue.json(by_layer), "linked_to_tables": linked, "preview": dg.MetadataValue.md(preview),
        "groups_before_alignment": run.entities_before, "alignment_merges": run.merged, "alignment_clusters": run.clusters,
        "alignment_pairs_scored": run.pairs, "type_votes": dg.MetadataValue.json(by_verdict),
        "type_votes_preview": dg.MetadataValue.md(votes_preview)})
    yield dg.MaterializeResult(asset_key="entity_chunks", metadata={"num_rows": n_index, "preview": dg.MetadataValue.md(index_preview)})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="every_entity_has_a_chunk", passed=orphans == 0, metadata={"orphans": orphans})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="gazetteer_mentions_link", passed=unlinked == 0,
                              metadata={"unlinked_gazetteer_mentions": unlinked})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="no_likely_duplicates_left", passed=unmerged == 0,
                              severity=dg.AssetCheckSeverity.WARN,
                              metadata={"likely_duplicates": unmerged, "preview": dg.MetadataValue.md(unmerged_preview)})
    yield dg.AssetCheckResult(asset_key="standardized_entities", check_name="no_conflicting_clusters", passed=conflicting == 0,
                              severity=dg.AssetCheckSeverity.WARN,
                              metadata={"conflicting_pairs_in_one_entity": conflicting, "preview": dg.MetadataValue.md(conflicting_preview)})
