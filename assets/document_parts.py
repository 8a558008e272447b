"""Stage: document parts — the dirty source files read and split by parallel document shards.

A graph of three ops (a graph-backed asset; not partitioned: the files come from the stage state,
as for ``parsed_chunks``):

1. ``plan_document_shards`` reads which files changed (the ``parsed_chunks`` stage state) and cuts
   them into ``build.processes`` shards of similar size (:func:`kagflow.documents.chunks.plan_shards`);
   a dynamic output per shard.
2. ``parse_document_shard``, once per shard: reads and splits its files and writes them as its own
   part of the ``documents`` and ``chunks`` tables (Parquet under
   ``PROJECT/.kagflow/parts/RUN_ID/SHARD/``, :func:`kagflow.documents.chunks.parse_shard`). It opens
   no database, so under Dagster's multiprocess executor (``kagflow build --processes N``) the
   shards run in parallel processes. There (``build.processes`` above 1) a shard also runs spaCy
   over its English chunks (:func:`kagflow.documents.mentions.extract_shard`), the bulk of
   ``ner_mentions``' work, which then only links, writes and checks.
3. ``collect_document_parts``: waits for every shard and reports what they wrote.

With ``build.cluster`` (a Dask scheduler) the plan cuts one shard per worker thread and yields them
all as one dynamic output; the one ``parse_document_shard`` step uploads their files to the object
store, runs them on the cluster's workers and fetches their parts
(:func:`kagflow.documents.cluster_shards.run_on_cluster`); everything after is the same.

``parsed_chunks`` then loads the parts into the store (the one writer), and ``ner_mentions`` the
spaCy results. Under the in-process executor (one process) there is one shard, without NER.
"""


import shutil
from pathlib import Path

import dagster as dg
import pyarrow.parquet as pq

from kagflow.assets.source_documents import source_documents
from kagflow.documents import cluster_shards
from kagflow.documents.chunks import STAGE, parse_shard, plan_shards, split_by_size
from kagflow.documents.mentions import extract_shard
from kagflow.incremental import stage_settings
from kagflow.project import Project
from kagflow.resources.knowledge import SHARD_STEP, STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.resources.models import EmbedderResource, NlpResource
from kagflow.store.file_state import source_file_ids
from kagflow.store.object_store import location_of

def run_parts_dir(project: Project, run_id: str) -> Path:
    """Where the document shards of run ``run_id`` write their parts."""
    return project.parts_dir / run_id  # one folder per run, one per shard inside it


def remove_parts(project: Project, keep: str | None = None) -> None:
    """Delete the parts folders of runs other than ``keep`` (parts of finished or dead runs)."""
    root = project.parts_dir
    if not root.is_dir():
        return
    for folder in root.iterdir():
        if folder.name != keep:
            shutil.rmtree(folder, ignore_errors=True)


@dg.op(ins={"after_sources": dg.In(dg.Nothing)}, out=dg.DynamicOut(list), tags=STORE_STEP)
def plan_document_shards(context: dg.OpExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """One dynamic output per shard: the file ids it reads (at least one shard, maybe empty)."""
    proj = project.project
    settings = stage_settings(STAGE, proj.config, project.knowledge_schema())
    cluster = proj.config.build.cluster
    with warehouse_db.connect() as con:
        shards = plan_shards(con, proj.sources_dir, source_file_ids(con), settings, 1 if cluster else max(1, project.build_processes))
    dirty = [file_id for shard in shards for file_id in shard]
    if cluster and dirty:  # the cluster is asked only when there is something to parse
        removed = cluster_shards.remove_runs(location_of(proj.config), keep=context.run.run_id)
        if removed:
            context.log.info(f"removed what {len(removed)} earlier run(s) left on the object store")
        count = cluster_shards.cluster_shards(cluster, proj.config.build.cluster_shards, proj.config.build.cluster_timeout_s)
        shards = split_by_size(proj.sources_dir, dirty, count)
        context.log.info(f"{len(dirty)} changed file(s) in {len(shards)} document shard(s) for the Dask cluster at {cluster}")
        yield dg.DynamicOutput(shards, mapping_key="cluster")  # one step sends them all: the cluster runs them in parallel
        return
    context.log.info(f"{len(dirty)} changed file(s) in {len(shards)} document shard(s)")
    for index, file_ids in enumerate(shards):
        yield dg.DynamicOutput(file_ids, mapping_key=f"shard_{index}")


@dg.op(tags=SHARD_STEP)
def parse_document_shard(context: dg.OpExecutionContext, project: KnowledgeProjectResource, nlp: NlpResource,
                         embedder: EmbedderResource, file_ids: list) -> str:
    """Read and split this shard's files into its own Parquet part (and, with several processes,
    run spaCy over its English chunks); returns the part's folder."""
    proj = project.project
    schema = project.knowledge_schema()
    settings = stage_settings(STAGE, proj.config, schema)
    if context.get_mapping_key() == "cluster":  # file_ids: the file ids of every shard
        ner = proj.config.ner
        parts = run_parts_dir(proj, context.run.run_id)
        results = cluster_shards.run_on_cluster(
            proj.config.build.cluster, location_of(proj.config), context.run.run_id, proj.sources_dir, file_ids, settings,
            {"label_map": ner.label_map, "schema_types": tuple(sorted(schema.types)), "batch_size": ner.batch_size,
             "unmapped_labels": ner.unmapped_labels}, parts, log=context.log.info, timeout=proj.config.build.cluster_timeout_s,
            embed_model=embedder.model_name if proj.config.embeddings.enabled else None)
        context.log.info(f"{len(results)} shard(s) on {len({r['worker'] for r in results})} worker host(s): "
                         f"{sum(r['chunks'] for r in results)} chunk(s), NER on {sum(r['tagged'] for r in results)}, "
                         f"embedded {sum(r['embedded'] for r in results)}; "
                         f"{sum(r['bytes_in'] for r in results)} bytes in, {sum(r['bytes_out'] for r in results)} out")
        return str(parts)
    out = run_parts_dir(proj, context.run.run_id) / context.get_mapping_key()
    n_chunks = parse_shard(proj.sources_dir, file_ids, settings, out)
    message = f"{len(file_ids)} file(s), {n_chunks} chunk(s)"
    if project.build_processes > 1 and n_chunks:  # the shards run in parallel processes: NER's heavy part here too
        ner = proj.config.ner
        extractor = nlp.extractor(ner.label_map, tuple(sorted(schema.types)), ner.batch_size, 1, unmapped_labels=ner.unmapped_labels)
        chunks = pq.read_table(out / "chunks.parquet", columns=["chunk_id", "text"])
        extracted = extract_shard(list(zip(*(chunks.column(c).to_pylist() for c in ("chunk_id", "text")))), extractor, out)
        message += f", NER on {extracted}"
    context.log.info(message)
    return str(out)


@dg.op
def collect_document_parts(context: dg.OpExecutionContext, parts: list) -> None:
    """Every shard has written its part (``parsed_chunks`` loads them)."""
    context.log.info(f"{len(parts)} document part(s) written")


@dg.graph_asset(
    ins={"after_sources": dg.AssetIn(source_documents.key, dagster_type=dg.Nothing)},
    group_name="documents",
    kinds={"parquet"},
)
def document_parts(after_sources):
    """The changed source files read and split by parallel document shards, as Parquet parts of
    ``documents`` and ``chunks`` that ``parsed_chunks`` loads (see the module docstring)."""
    return collect_document_parts(plan_document_shards(after_sources=after_sources).map(parse_document_shard).collect())
