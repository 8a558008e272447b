"""Stage: indexes — sentence embeddings of chunks and entity names, stored in DuckDB.

Incremental by content: only chunks (entities) without an embedding from the current model are
encoded; embeddings of chunks that no longer exist are dropped. Vectors are unit-normalised, so
cosine similarity is a dot product (``list_cosine_similarity`` in DuckDB).
"""

import dagster as dg

from kagflow import warehouse
from resources.knowledge import KnowledgeProjectResource, WarehouseResource
from resources.models import EmbedderResource


def _encode_missing(context, embedder: EmbedderResource, rows: list[tuple], batch_size: int, batch: int = 512) -> list[tuple]:
    """Encode ``rows`` = [(key..., text)] in batches, logging progress; returns [(key..., embedding)]."""
    out = []
    for start in range(0, len(rows), batch):
        part = rows[start:start + batch]
        vectors = embedder.encode([r[-1] for r in part], batch_size)
        out += [(*r[:-1], v) for r, v in zip(part, vectors, strict=True)]
        context.log.info(f"embedded {min(start + batch, len(rows))}/{len(rows)}")
    return out


@dg.multi_asset(
    specs=[
        dg.AssetSpec("chunk_embeddings", deps=["parsed_chunks"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings (384 floats, unit length) of every chunk."),
        dg.AssetSpec("entity_embeddings", deps=["standardized_entities"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings of entity names (text entities and table entities)."),
    ],
    name="embeddings",
)
def embeddings(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource, embedder: EmbedderResource):
    """Embed new chunks and entity names; drop embeddings of what no longer exists."""
    enabled = project.project.config.embeddings.enabled
    batch_size = project.project.config.embeddings.batch_size
    model = embedder.model_name
    with warehouse_db.transaction() as con:
        con.execute("DELETE FROM chunk_embeddings WHERE model <> ? OR chunk_id NOT IN (SELECT chunk_id FROM chunks)", [model])
        con.execute(
            "DELETE FROM entity_embeddings WHERE model <> ? OR (entity_id, text) NOT IN (SELECT entity_id, name FROM kg_entities)", [model]
        )
        new_chunks = new_entities = 0
        if enabled:
            missing = con.execute(
                "SELECT chunk_id, text FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings) ORDER BY chunk_id"
            ).fetchall()
            encoded = _encode_missing(context, embedder, missing, batch_size)
            warehouse.insert_rows(con, "chunk_embeddings", ("chunk_id", "model", "embedding"),
                                  [(chunk_id, model, vector.tolist()) for chunk_id, vector in encoded])
            missing_entities = con.execute(
                "SELECT DISTINCT entity_id, name FROM kg_entities WHERE (entity_id, name) NOT IN (SELECT entity_id, text FROM entity_embeddings) ORDER BY 1"
            ).fetchall()
            encoded = _encode_missing(context, embedder, [(e, n, n) for e, n in missing_entities], batch_size)
            warehouse.insert_rows(con, "entity_embeddings", ("entity_id", "model", "text", "embedding"),
                                  [(entity_id, model, text, vector.tolist()) for entity_id, text, vector in encoded])
            new_chunks, new_entities = len(missing), len(missing_entities)
        n_chunks, n_entities = con.execute("SELECT (SELECT count(*) FROM chunk_embeddings), (SELECT count(*) FROM entity_embeddings)").fetchone()
    yield dg.MaterializeResult(asset_key="chunk_embeddings", metadata={"num_rows": n_chunks, "new": new_chunks, "model": model, "enabled": enabled})
    yield dg.MaterializeResult(asset_key="entity_embeddings", metadata={"num_rows": n_entities, "new": new_entities, "model": model})

