"""Stage 4: derived properties — the schema's rules compiled to SQL (see :mod:`kagflow.knowledge.rule_sql`)."""


import dagster as dg

from kagflow.store import warehouse
from kagflow.knowledge.rule_sql import evaluate_rules
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource


@dg.asset(op_tags=STORE_STEP, deps=["entities", "properties", "edges", "aligned_concepts", "concept_placements"], group_name="knowledge", kinds={"duckdb"},
          check_specs=[dg.AssetCheckSpec("derived_subjects_exist", asset="derived_properties", blocking=True,
                                         description="Every derived property and relation starts at an entity of the graph.")])
def derived_properties(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Properties, relations and concept memberships computed by the schema's rules (tables
    derived_properties, derived_relations, derived_entities), evaluated at the build's as-of date.

    A rule the compiler cannot translate fails the build with the rule's name and location.
    """
    schema = project.knowledge_schema()
    as_of = project.as_of_date()
    with warehouse_db.transaction() as con:
        counts = evaluate_rules(con, schema, as_of, progress=lambda rule, n: context.log.info(f"rule {rule}: {n} rows"))
        # readers date relative windows ("last 90 days") by the date the rules used
        con.execute("INSERT OR REPLACE INTO build_info VALUES ('as_of', $d)", {"d": as_of.isoformat()})
        dangling = con.execute(
            "SELECT (SELECT count(*) FROM derived_properties WHERE entity_id NOT IN (SELECT entity_id FROM kg_entities))"
            " + (SELECT count(*) FROM derived_relations WHERE subject_id NOT IN (SELECT entity_id FROM kg_entities)"
            " OR object_id NOT IN (SELECT entity_id FROM kg_entities))"
        ).fetchone()[0]
        n_props, n_rels, n_ents = con.execute(
            "SELECT (SELECT count(*) FROM derived_properties), (SELECT count(*) FROM derived_relations), (SELECT count(*) FROM derived_entities)"
        ).fetchone()
        preview = warehouse.preview_markdown(
            con,
            "SELECT rule, e.name AS subject, predicate, value FROM derived_properties d JOIN kg_entities e USING (entity_id) "
            "UNION ALL SELECT rule, s.name, predicate, o.name FROM derived_relations d JOIN kg_entities s ON s.entity_id = d.subject_id "
            "JOIN kg_entities o ON o.entity_id = d.object_id ORDER BY 1, 2 LIMIT 25",
        )
    yield dg.MaterializeResult(metadata={
        "num_rows": n_props, "derived_relations": n_rels, "derived_entities": n_ents,
        "as_of": as_of.isoformat(), "rows_per_rule": dg.MetadataValue.json(counts),
        "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="derived_subjects_exist", passed=dangling == 0, metadata={"dangling": dangling})
