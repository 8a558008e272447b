"""Stage 3: aligned concepts — concept taxonomies (isA chains from path-shaped concept ids) — and
concept placements (text entities placed into those concepts and into expert hypernym trees)."""


import dagster as dg
import pyarrow as pa

from kagflow.store import warehouse
from kagflow.knowledge.concepts import (align_concepts, concept_forms, name_vectors, place_entities, placement_candidates,
                                        placement_predicate)
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.resources.models import EmbedderResource


@dg.asset(op_tags=STORE_STEP, deps=["entities"], group_name="knowledge", kinds={"duckdb"},
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


@dg.asset(op_tags=STORE_STEP, deps=["aligned_concepts", "standardized_entities", "entity_embeddings"], group_name="knowledge", kinds={"duckdb"},
          check_specs=[dg.AssetCheckSpec("placements_are_type_compatible", asset="concept_placements", blocking=True,
                                         description="Every placement joins an entity and a concept of the graph, of different types.")])
def concept_placements(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource,
                       embedder: EmbedderResource):
    """Text entities placed into concepts (KAG's concept alignment): by exact name, then normalised
    name, then stored MiniLM name embedding at ``concept_placement.embedding_threshold``, only
    between compatible types (:func:`kagflow.knowledge.concepts.placement_predicate`).

    Concepts: ConceptType concepts (``aligned_concepts``, path prefixes included) and expert
    hypernym-tree nodes; forms: name, key, path leaf, aliases and synonyms. Each placement is an
    edge ``entity -[belongTo]-> concept`` in ``kg_edges`` (or the schema's own predicate from the
    entity's type into the concept type), so plans hop over it and concept rules (stage
    ``derived_properties``, which runs after this) see it. With embeddings off, names only; names
    the embedding stage did not embed (``embeddings.entity_names`` off: the candidates' names;
    concepts: their path leaf) are encoded here, concepts only when some text entity has a vector.
    """
    config = project.project.config.concept_placement
    schema = project.knowledge_schema()
    separator = project.project.config.concept_hierarchy.separator
    with warehouse_db.transaction() as con:
        con.execute("DELETE FROM concept_placements")
        placements, vectors_used, n_candidates = [], False, 0
        if config.enabled:
            forms = concept_forms(con, separator)
            candidates = placement_candidates(con)
            n_candidates = len(candidates)
            vectors = None
            if forms and candidates:
                vectors = name_vectors(con, candidates, forms, lambda texts: embedder.encode(texts, state_dir=project.project.state_dir),
                                       embedder.model_name, encode_names=project.project.config.embeddings.enabled)
                vectors_used = vectors is not None
                cache: dict[tuple[str, str], str | None] = {}

                def predicate_for(entity_type: str, concept_type: str) -> str | None:
                    if (entity_type, concept_type) not in cache:
                        cache[entity_type, concept_type] = placement_predicate(schema, entity_type, concept_type, config.predicate)
                    return cache[entity_type, concept_type]

                placements = place_entities(candidates, forms, predicate_for, vectors, config.embedding_threshold)
            warehouse.insert_arrow(con, "concept_placements", pa.Table.from_pylist(
                [p.__dict__ for p in placements],
                schema=pa.schema([("entity_id", pa.string()), ("concept_id", pa.string()), ("concept_type", pa.string()),
                                  ("predicate", pa.string()), ("method", pa.string()), ("score", pa.float64()),
                                  ("matched", pa.string()), ("form", pa.string())])))
        bad = con.execute(
            "SELECT count(*) FROM concept_placements p WHERE p.entity_id NOT IN (SELECT entity_id FROM kg_entities) "
            "OR p.concept_id NOT IN (SELECT entity_id FROM kg_entities) "
            "OR (SELECT min(type) FROM kg_entities e WHERE e.entity_id = p.entity_id) = p.concept_type").fetchone()[0]
        by_method = dict(con.execute("SELECT method, count(*) FROM concept_placements GROUP BY 1 ORDER BY 1").fetchall())
        preview = warehouse.preview_markdown(
            con, "SELECT p.matched AS entity, p.predicate, c.type AS concept_type, c.key AS concept, p.method, p.score "
                 "FROM concept_placements p JOIN kg_entities c ON c.entity_id = p.concept_id ORDER BY p.method, p.matched LIMIT 20")
    context.log.info(f"concept placement: {len(placements)} placements of {n_candidates} text entities {by_method}")
    yield dg.MaterializeResult(metadata={
        "num_rows": len(placements), "candidates": n_candidates, "by_method": dg.MetadataValue.json(by_method),
        "embeddings_used": vectors_used, "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="placements_are_type_compatible", passed=bad == 0, metadata={"bad_rows": bad})
