"""Stage 3: aligned concepts — concept taxonomies (isA chains from path-shaped concept ids)."""


import dagster as dg

from kagflow.store import warehouse
from kagflow.knowledge.concepts import align_concepts
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource


@dg.asset(deps=["entities"], group_name="knowledge", kinds={"duckdb"},
          check_specs=[dg.AssetCheckSpec("isa_parents_exist", asset="aligned_concepts", blocking=True,
                                         description="Every isA parent is itself a concept of the same type.")])
def aligned_concepts(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Concepts of ConceptTypes (declared, referenced or implied by a path prefix) with their isA parent.

    ``商品化工-橡胶-合成橡胶`` isA ``商品化工-橡胶`` isA ``商品化工``; the prefixes are created when no
    source declares them (``implied``). Which types are paths is set by ``concept_hierarchy`` in
    kagflow.yaml (default: every ConceptType).
    """
    schema = project.knowledge_schema()
    hierarchy = project.project.config.concept_hierarchy
    types = hierarchy.types if hierarchy.types is not None else [t.name for t in schema.types.values() if t.kind == "ConceptType"]
    unknown = sorted(set(types) - set(schema.types))
    if unknown:
        raise dg.Failure(f"kagflow.yaml concept_hierarchy.types: unknown type(s) {', '.join(unknown)}")
    with warehouse_db.transaction() as con:
        concepts = con.execute(
            "SELECT type, key, name FROM entities WHERE list_contains(?, type) ORDER BY type, key", [types]
        ).fetchall() if types else []
        rows = align_concepts(concepts, hierarchy.separator)
        con.execute("DELETE FROM aligned_concepts")
        warehouse.insert_rows(con, "aligned_concepts", ("concept_id", "type", "key", "name", "parent_id", "depth", "implied"), rows)
        orphans = con.execute(
            "SELECT count(*) FROM aligned_concepts c WHERE parent_id IS NOT NULL AND NOT EXISTS "
            "(SELECT 1 FROM aligned_concepts p WHERE p.concept_id = c.parent_id AND p.type = c.type)"
        ).fetchone()[0]
        preview = warehouse.preview_markdown(con, "SELECT type, key, depth, implied FROM aligned_concepts ORDER BY type, key LIMIT 20")
        by_type = dict(con.execute("SELECT type, count(*) FROM aligned_concepts GROUP BY type ORDER BY type").fetchall())
    yield dg.MaterializeResult(metadata={
        "num_rows": len(rows), "implied": sum(1 for r in rows if r[6]), "by_type": dg.MetadataValue.json(by_type),
        "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="isa_parents_exist", passed=orphans == 0, metadata={"orphans": orphans})
