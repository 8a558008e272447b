"""Stage: indexes — sentence embeddings of chunks and entity names, stored in DuckDB.

Incremental by content: only chunks (entities) without an embedding from the current model are
encoded; embeddings of chunks that no longer exist are dropped. Vectors are unit-normalised, so
cosine similarity is a dot product (``list_cosine_similarity`` in DuckDB).
"""

import dagster as dg
import numpy as np
import pyarrow as pa

from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource
from kagflow.resources.models import EmbedderResource
from kagflow.store.warehouse import insert_arrow


# Entities whose names are embedded: everything but dates and times, which are values (spaCy's
# DATE/TIME mentions), not things a question would link to; on MuSiQue they are a large share of names.
EMBEDDED_ENTITIES = "SELECT entity_id, name FROM kg_entities WHERE type NOT IN ('DATE', 'TIME')"


def _embed_into(context, con, embedder: EmbedderResource, table: str, keys: dict[str, list], texts: list[str],
                model: str, batch_size: int, batch: int = 1024) -> None:
    """Encode ``texts`` and append them to ``table`` with the key columns ``keys`` (lists aligned with texts).

    Texts are encoded shortest first, so each batch pads little (sentence-transformers sorts only
    within one ``encode`` call), and the vectors go to DuckDB as one Arrow list column, without a
    Python list per vector. Progress is logged per ``batch`` texts.
    """
    if not texts:
        return
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors: np.ndarray | None = None
    for start in range(0, len(order), batch):
        part = order[start:start + batch]
        encoded = embedder.encode([texts[i] for i in part], batch_size)
        if vectors is None:
            vectors = np.zeros((len(texts), encoded.shape[1]), dtype=np.float32)
        vectors[part] = encoded
        context.log.info(f"{table}: embedded {min(start + batch, len(order))}/{len(order)}")
    dim = vectors.shape[1]
    offsets = pa.array(np.arange(0, (len(texts) + 1) * dim, dim, dtype=np.int32))
    column = pa.ListArray.from_arrays(offsets, pa.array(vectors.reshape(-1)))
    arrow = pa.table({**{k: pa.array(v) for k, v in keys.items()}, "model": pa.array([model] * len(texts)), "embedding": column})
    insert_arrow(con, table, arrow)


@dg.multi_asset(
    specs=[
        dg.AssetSpec("chunk_embeddings", deps=["parsed_chunks"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings (384 floats, unit length) of every chunk."),
        dg.AssetSpec("entity_embeddings", deps=["standardized_entities"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings of entity names (text and table entities; not dates or times)."),
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
            f"DELETE FROM entity_embeddings WHERE model <> ? OR (entity_id, text) NOT IN (SELECT entity_id, name FROM ({EMBEDDED_ENTITIES}))",
            [model],
        )
        new_chunks = new_entities = 0
        if enabled:
            missing = con.execute(
                "SELECT chunk_id, text FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings) ORDER BY chunk_id"
            ).fetchall()
            _embed_into(context, con, embedder, "chunk_embeddings", {"chunk_id": [c for c, _ in missing]},
                        [t for _, t in missing], model, batch_size)
            missing_entities = con.execute(
                f"SELECT DISTINCT entity_id, name FROM ({EMBEDDED_ENTITIES}) WHERE (entity_id, name) NOT IN (SELECT entity_id, text FROM entity_embeddings) ORDER BY 1"
            ).fetchall()
            _embed_into(context, con, embedder, "entity_embeddings",
                        {"entity_id": [e for e, _ in missing_entities], "text": [n for _, n in missing_entities]},
                        [n for _, n in missing_entities], model, batch_size)
            new_chunks, new_entities = len(missing), len(missing_entities)
        n_chunks, n_entities = con.execute("SELECT (SELECT count(*) FROM chunk_embeddings), (SELECT count(*) FROM entity_embeddings)").fetchone()
    yield dg.MaterializeResult(asset_key="chunk_embeddings", metadata={"num_rows": n_chunks, "new": new_chunks, "model": model, "enabled": enabled})
    yield dg.MaterializeResult(asset_key="entity_embeddings", metadata={"num_rows": n_entities, "new": new_entities, "model": model})

