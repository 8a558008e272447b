"""Stage 2: structured mapping — CSV/JSON records onto the schema (entities, properties, edges).

A pure function of ``source_records``, the schema and ``kagflow.yaml`` (see
:mod:`kagflow.knowledge.mapping`), recomputed whole on every build: structured sources are small next to
text, and a full recompute makes retraction of a deleted table trivially complete.
"""


import dagster as dg

from kagflow.assets.source_documents import source_documents
from kagflow.store import warehouse
from kagflow.knowledge.mapping import Issue, map_store, write_set_based_rows
from kagflow.knowledge.rule_sql import empty_table
from kagflow.schema.spg import GENERAL_SCHEMA_PATH
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource

STAGE = "structured_mapping"


@dg.multi_asset(
    op_tags=STORE_STEP,
    specs=[
        dg.AssetSpec("entities", deps=[source_documents], description="Schema-layer entities from structured sources, with aliases (table entity_aliases).", group_name="knowledge", kinds={"duckdb"}),
        dg.AssetSpec("properties", deps=[source_documents], description="Scalar property values of entities; columns outside the schema kept with in_schema = false.", group_name="knowledge", kinds={"duckdb"}),
        dg.AssetSpec("edges", deps=[source_documents], description="Relations and entity-typed properties as subject -> object edges, with edge properties.", group_name="knowledge", kinds={"duckdb"}),
    ],
    check_specs=[dg.AssetCheckSpec("edge_endpoints_resolve", asset="edges", blocking=True,
                                   description="Every edge's subject and object is an entity."),
                 dg.AssetCheckSpec("constraints_hold", asset="properties",
                                   description="No value breaks a NotNull, Enum or Regular constraint of the schema (each violation is a located build_issues row).")],
    name="structured_mapping",
)
def structured_mapping(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Map every readable CSV/JSON source onto the schema; unmapped files and unresolved references become build issues."""
    schema = project.knowledge_schema()
    config = project.project.config
    with warehouse_db.transaction() as con:
        # edge files set-based (DuckDB statements over source_records), the rest per record in Python
        graph = map_store(con, schema, config)
        if project.project.uses_general_schema:  # said once per build, where every summary reads
            graph.issues.append(Issue("info", "general_schema",
                                      f"{project.project.schema_description}: entities are typed by {GENERAL_SCHEMA_PATH.name} "
                                      f"({', '.join(schema.types)})", None))
        present = {d for (d,) in con.execute("SELECT doc_id FROM source_documents").fetchall()}
        for name in sorted(set(config.sources) - present):
            graph.issues.append(Issue("warning", "unknown_source_override",
                                      f"kagflow.yaml: sources: {name!r} matches no file under sources/", None, None, name))
        for table in ("entities", "entity_aliases", "properties", "edges", "edge_properties", "table_triples"):
            empty_table(con, table)  # not DELETE: that maintains the primary keys row by row
        con.execute("DELETE FROM build_issues WHERE stage = ?", [STAGE])
        warehouse.insert_rows(con, "entities", ("entity_id", "type", "key", "name", "is_stub", "doc_id", "line"), graph.entities)
        warehouse.insert_rows(con, "entity_aliases", ("entity_id", "alias", "kind"), graph.aliases)
        warehouse.insert_rows(con, "properties", ("entity_id", "predicate", "value", "value_num", "in_schema", "doc_id", "line"), graph.properties)
        warehouse.insert_rows(con, "edges", ("edge_id", "subject_id", "predicate", "object_id", "doc_id", "line"), graph.edges)
        warehouse.insert_rows(con, "edge_properties", ("edge_id", "key", "value", "value_num", "in_schema"), graph.edge_properties)
        sql_edges, sql_edge_properties = write_set_based_rows(con, graph)
        warehouse.insert_rows(con, "table_triples", ("triple_id", "subject_id", "predicate", "object_id", "kind", "weight", "chunk_id",
                                                     "doc_id", "file_id", "extractor", "line"), graph.table_triples)
        warehouse.insert_rows(
            con, "build_issues", ("stage", "severity", "code", "message", "doc_id", "line", "field", "value"),
            [(STAGE, *issue.as_row()) for issue in graph.issues],
        )
        dangling = con.execute(
            "SELECT count(*) FROM edges WHERE subject_id NOT IN (SELECT entity_id FROM entities) "
            "OR object_id NOT IN (SELECT entity_id FROM entities)"
        ).fetchone()[0]
        by_type = dict(con.execute("SELECT type, count(*) FROM entities GROUP BY type ORDER BY type").fetchall())
        by_predicate = dict(con.execute("SELECT predicate, count(*) FROM edges GROUP BY predicate ORDER BY predicate").fetchall())
        warnings = [i for i in graph.issues if i.severity == "warning"]
        if project.is_strict() and warnings:  # raised inside the transaction: nothing is written
            raise dg.Failure(
                description=f"strict build: {len(warnings)} warning(s); first: {warnings[0].message}",
                metadata={"warnings": dg.MetadataValue.json([w.message for w in warnings[:50]])},
            )
        previews = {
            "entities": warehouse.preview_markdown(con, "SELECT type, key, name, is_stub, doc_id, line FROM entities ORDER BY type, key LIMIT 15"),
            "properties": warehouse.preview_markdown(con, "SELECT e.type, e.key, p.predicate, p.value FROM properties p JOIN entities e USING (entity_id) ORDER BY 1, 2, 3 LIMIT 15"),
            "edges": warehouse.preview_markdown(con, "SELECT s.key AS subject, e.predicate, o.key AS object, e.doc_id, e.line FROM edges e JOIN entities s ON s.entity_id = e.subject_id JOIN entities o ON o.entity_id = e.object_id ORDER BY e.doc_id, e.line LIMIT 15"),
        }
    counts = {"entities": len(graph.entities) + graph.sql_entities, "properties": len(graph.properties) + graph.sql_properties, "edges": len(graph.edges) + sql_edges}
    extra = {"entities": {"by_type": dg.MetadataValue.json(by_type), "stubs": sum(1 for e in graph.entities if e[4]) + graph.sql_stubs,
                          # per entity file mapped set-based: [rows whose entity and properties were mapped in SQL, left to the per-record path]
                          "set_based": dg.MetadataValue.json({d: list(n) for d, n in sorted(graph.set_based_entity_rows.items())})},
             "properties": {"outside_schema": sum(1 for p in graph.properties if not p[4]) + graph.sql_properties_outside_schema},
             "edges": {"by_predicate": dg.MetadataValue.json(by_predicate), "edge_properties": len(graph.edge_properties) + sql_edge_properties,
                       "triples_tables": dg.MetadataValue.json(graph.triple_counts),
                       # per file mapped set-based: [rows or references resolved in SQL, left to the per-record path]
                       "set_based": dg.MetadataValue.json({d: list(n) for d, n in sorted(graph.set_based_rows.items())})}}
    for key in ("entities", "properties", "edges"):
        yield dg.MaterializeResult(
            asset_key=key,
            metadata={"num_rows": counts[key], "preview": dg.MetadataValue.md(previews[key]), "issues": len(graph.issues),
                      "schema": project.project.schema_description, **extra[key]},
        )
    yield dg.AssetCheckResult(
        asset_key="edges", check_name="edge_endpoints_resolve", passed=dangling == 0,
        metadata={"dangling_edges": dangling},
    )
    yield dg.AssetCheckResult(
        asset_key="properties", check_name="constraints_hold", passed=graph.constraint_violations == 0,
        metadata={"violations": graph.constraint_violations},
        severity=dg.AssetCheckSeverity.WARN,  # a warning: the build goes on (--strict fails on it)
    )
