"""Stage: triples — the information layer: SVO relations and co-mention edges between entities, per chunk.

Recomputed on every build by :func:`kagflow.documents.triples.build_triples`; SVO triples that
state a schema relation are lifted into the knowledge layer by
:func:`kagflow.documents.triples.promote_svo` (table ``text_edges``).
"""

import dagster as dg

from kagflow.documents.ner import unmapped_type
from kagflow.documents.triples import build_triples, promote_svo
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.store import warehouse


@dg.asset(op_tags=STORE_STEP, deps=["standardized_entities", "edges"], group_name="documents", kinds={"duckdb"},
          check_specs=[dg.AssetCheckSpec("triple_endpoints_resolve", asset="triples", blocking=True,
                                         description="Every triple's and text edge's subject and object is an entity of the graph.")])
def triples(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Information-layer triples with their chunk: ``svo`` (subject-verb-object from the dependency
    parse; weight = occurrences in the chunk), ``co_mention`` (two entities in one chunk; weight =
    1 per chunk, so summing weights counts the chunks that mention both) and ``llm_open`` (model
    triples that do not conform to the schema; conforming ones are knowledge-layer edges in
    ``kg_edges``). SVO triples whose verb names a schema relation and whose endpoint types
    conform also become knowledge-layer edges (table ``text_edges``, origin ``text:svo`` in
    ``kg_edges``)."""
    schema = project.knowledge_schema()
    with warehouse_db.transaction() as con:
        counts = build_triples(con, schema.types, unmapped_type(schema.types, project.project.config.ner.unmapped_labels))
        promoted = promote_svo(con, schema)
        by_relation = dict(con.execute("SELECT predicate, count(*) FROM text_edges GROUP BY 1 ORDER BY 1").fetchall())
        dangling = con.execute(
            "SELECT count(*) FROM (SELECT subject_id, object_id FROM triples UNION ALL SELECT subject_id, object_id FROM text_edges) "
            "WHERE subject_id NOT IN (SELECT entity_id FROM kg_entities) OR object_id NOT IN (SELECT entity_id FROM kg_entities)"
        ).fetchone()[0]
        preview = warehouse.preview_markdown(
            con, "SELECT s.name AS subject, t.predicate, o.name AS object, t.weight, t.doc_id FROM triples t "
            "JOIN kg_entities s ON s.entity_id = t.subject_id JOIN kg_entities o ON o.entity_id = t.object_id "
            "WHERE t.kind = 'svo' ORDER BY t.doc_id, subject LIMIT 15")
    yield dg.MaterializeResult(metadata={"num_rows": sum(counts.values()), "by_kind": dg.MetadataValue.json(counts),
                                         "text_edges": promoted, "text_edges_by_relation": dg.MetadataValue.json(by_relation),
                                         "preview": dg.MetadataValue.md(preview)})
    yield dg.AssetCheckResult(check_name="triple_endpoints_resolve", passed=dangling == 0, metadata={"dangling": dangling})
