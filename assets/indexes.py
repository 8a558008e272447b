"""Stage: indexes — sentence embeddings of chunks (and of entity names with ``embeddings.entity_names``), stored in DuckDB.

Incremental by content (:func:`kagflow.documents.embeddings.update_embeddings`): only chunks and
names without an embedding from the current model are encoded. The query encoder readers embed
questions with is exported to ONNX here too, once per model version
(:func:`kagflow.documents.query_encoder.export_query_encoder`, ``.kagflow/encoders/``).
"""

import dagster as dg

from kagflow.assets.document_parts import remove_parts, run_parts_dir
from kagflow.documents.embeddings import read_part_vectors, update_embeddings
from kagflow.documents.query_encoder import export_query_encoder
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.resources.models import EmbedderResource


@dg.multi_asset(
    op_tags=STORE_STEP,
    specs=[
        dg.AssetSpec("chunk_embeddings", deps=["parsed_chunks"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings (384 floats, unit length) of every chunk."),
        dg.AssetSpec("entity_embeddings", deps=["standardized_entities"], group_name="indexes", kinds={"duckdb"},
                     description="MiniLM sentence embeddings of entity names read from text (table entities too with embeddings.table_names; not dates or times); "
                                 "empty unless embeddings.entity_names or table_names: readers then embed the names they need."),
    ],
    name="embeddings",
)
def embeddings(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource, embedder: EmbedderResource):
    """Embed new chunks and entity names (on the project's ONNX export when an earlier build wrote
    it); drop embeddings of what no longer exists; export the
    query encoder to ONNX when it is missing or older than the installed model and the store holds
    vectors to compare questions with."""
    config = project.project.config.embeddings
    parts = run_parts_dir(project.project, context.run.run_id)
    precomputed = read_part_vectors(sorted(parts.glob("shard_*")), embedder.model_name) if parts.is_dir() else {}
    if precomputed:
        context.log.info(f"{len(precomputed)} chunk vector(s) computed by the cluster's workers")
    with warehouse_db.transaction() as con:
        run = update_embeddings(con, lambda texts: embedder.encode(texts, config.batch_size, project.project.state_dir), embedder.model_name,
                                config.enabled, log=context.log.info, table_names=config.table_names, precomputed=precomputed,
                                entity_names=config.entity_names)
    remove_parts(project.project)  # the document shards' parts are all used now
    # readers embed a question only to compare it with stored vectors: a store with none (tables
    # only) needs no query encoder, and the export (torch, the model, a trace) is not paid for
    if config.enabled and (run.chunks or run.entities):
        export_query_encoder(project.project.state_dir, embedder.model_name, log=context.log.info)
    yield dg.MaterializeResult(asset_key="chunk_embeddings", metadata={"num_rows": run.chunks, "new": run.new_chunks, "model": embedder.model_name, "enabled": config.enabled})
    yield dg.MaterializeResult(asset_key="entity_embeddings", metadata={"num_rows": run.entities, "new": run.new_entities, "model": embedder.model_name})

