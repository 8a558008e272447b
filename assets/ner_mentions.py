"""Stage: NER mentions — named entities and subject-verb-object relations from spaCy, per chunk.

Not partitioned, like ``parsed_chunks``: every document file is considered, and only files whose chunks changed since their last extraction (or
whose NER settings changed) are processed; the others keep their rows untouched.
"""

import dagster as dg

from kagflow.assets.parsed_chunks import parsed_chunks
from kagflow.documents.embeddings import build_threads
from kagflow.documents.gazetteer import load_gazetteer
from kagflow.documents.llm_extract import PROMPT_VERSION, extract_into_tables
from kagflow.assets.document_parts import remove_parts, run_parts_dir
from kagflow.documents.mentions import STAGE, extract_mentions, read_shard_mentions
from kagflow.incremental import NER_EXTRACTOR, stage_settings
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.resources.llm import LLMError, LLMResource, canonical_json
from kagflow.resources.models import NlpResource
from kagflow.store import warehouse
from kagflow.store.file_state import source_file_ids


@dg.asset(
    op_tags=STORE_STEP,
    deps=[parsed_chunks, "entities"],
    group_name="documents",
    kinds={"duckdb", "spacy", "llm"},
    pool="llm",
    check_specs=[dg.AssetCheckSpec("mention_spans_match_chunks", asset="ner_mentions", blocking=True,
                                   description="Every mention span lies inside its chunk and equals the chunk's text there.")],
)
def ner_mentions(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource,
                 nlp: NlpResource, llm: LLMResource):
    """Named-entity mentions (``ner_mentions``: span, label, schema type, standardized name) and
    subject-verb-object relations between them (``mention_relations``), from spaCy's English pipeline
    on the chunks detected as English, plus gazetteer mentions (extractor ``gazetteer``) of known
    entity names (tables, expert graph, synonyms) in every chunk, any language. Each chunk's
    language and extraction path is in ``chunk_languages``.

    spaCy labels map to schema types through ``ner.label_map`` in kagflow.yaml, or by meaning when
    the schema has a matching type (PERSON -> Person); a label no schema type fits takes the
    schema's ``Others`` type, or no type (``ner.unmapped_labels: drop``, or a schema without
    ``Others``): such a mention stays in ``ner_mentions`` but makes no entity.

    With ``extraction.mode: llm`` the configured model also runs KAG's three schema-constrained
    steps on every chunk (``llm_entities``, ``llm_triples``); a reply that stays invalid after one
    corrective retry is recorded in ``llm_failures`` and its chunk keeps the offline extraction.
    Token and call counts are in the materialization's metadata. In a build with several
    processes the document shards already ran spaCy over the changed files' English chunks
    (``document_parts``); their results are used here and spaCy runs only over the rest.
    """
    proj = project.project
    schema = project.knowledge_schema()
    config = proj.config.ner
    use_llm = proj.config.extraction.mode == "llm"
    if use_llm and not llm.available:
        raise dg.Failure("extraction.mode is llm but no model is configured: set llm.base_url and llm.model in "
                         "kagflow.yaml, or KAGFLOW_LLM_BASE_URL and KAGFLOW_LLM_MODEL")

    def extractor_for(n_chunks: int):
        # large batches: build.processes workers, else two if two cores are free (a worker costs CPU: its load, its Docs' unpacking)
        workers = project.build_processes if project.build_processes > 1 else min(2, build_threads())
        n_process = config.n_process or (workers if n_chunks >= 500 else 1)
        return nlp.extractor(config.label_map, tuple(sorted(schema.types)), config.batch_size, n_process,
                             unmapped_labels=config.unmapped_labels)

    model = llm.document_model(proj.config)
    settings = stage_settings(STAGE, proj.config, schema, model)
    keys: dict[str, str] = {}  # canonical messages -> reply cache key, to forget unusable replies

    def complete(messages: list[dict]) -> str:
        reply = llm.complete(messages, purpose="extract", prompt_version=PROMPT_VERSION)
        keys[canonical_json(messages)] = reply.cache_key
        return reply.text

    def discard(messages: list[dict]) -> None:
        key = keys.get(canonical_json(messages))
        if key:
            llm.forget(key)

    parts = run_parts_dir(proj, context.run.run_id)
    precomputed = read_shard_mentions(sorted(parts.glob("shard_*"))) if parts.is_dir() else None
    with warehouse_db.transaction() as con:
        if use_llm:
            llm.reset_usage()
        run = extract_mentions(
            con, source_file_ids(con), settings, extractor_for, NER_EXTRACTOR,
            llm=(lambda chunks: extract_into_tables(
                con, schema, chunks, complete, model=model, max_concurrency=proj.config.extraction.max_concurrency,
                transport_errors=(LLMError,), discard=discard, log=context.log.info)) if use_llm else None,
            log=context.log.info,
            precomputed=precomputed,
            # a store without chunks (tables only) has nothing to search: the automaton over every
            # table name (minutes at 10^6 edges) is not built
            gazetteer=load_gazetteer(con, schema.types, [t.name for t in schema.types.values() if t.kind == "ConceptType"])
            if config.gazetteer and con.execute("SELECT EXISTS (SELECT 1 FROM chunks)").fetchone()[0] else None,
        )
        bad = con.execute(
            "SELECT count(*) FROM ner_mentions m LEFT JOIN chunks c USING (chunk_id) WHERE c.chunk_id IS NULL "
            "OR m.start_offset < 0 OR m.end_offset > length(c.text) OR m.start_offset >= m.end_offset "
            "OR substr(c.text, m.start_offset + 1, m.end_offset - m.start_offset) <> m.text"
        ).fetchone()[0]
        total, total_relations = con.execute("SELECT (SELECT count(*) FROM ner_mentions), (SELECT count(*) FROM mention_relations)").fetchone()
        by_label = dict(con.execute("SELECT label, count(*) FROM ner_mentions GROUP BY 1 ORDER BY 2 DESC").fetchall())
        by_extractor = dict(con.execute("SELECT extractor, count(*) FROM ner_mentions GROUP BY 1 ORDER BY 1").fetchall())
        by_language = dict(con.execute("SELECT language, count(*) FROM chunk_languages GROUP BY 1 ORDER BY 1").fetchall())
        by_path = dict(con.execute("SELECT path, count(*) FROM chunk_languages GROUP BY 1 ORDER BY 1").fetchall())
        preview = warehouse.preview_markdown(con, "SELECT file_id, text, label, schema_type, official_name FROM ner_mentions ORDER BY file_id, chunk_id, start_offset LIMIT 15")
    # the parts are used up now, unless this run's embeddings step is still to read their chunk vectors (it removes them)
    selection = context.run.asset_selection
    embeds_later = not selection or dg.AssetKey("chunk_embeddings") in selection  # None or empty: every asset
    remove_parts(proj, keep=context.run.run_id if embeds_later else None)
    llm_summary: dict = {}
    if run.llm is not None:
        result = run.llm
        llm_summary = {**llm.usage(), "model": model, "prompt_version": PROMPT_VERSION, "entities": result.entities,
                       "schema_entities": result.schema_entities, "triples": result.triples,
                       "schema_triples": result.schema_triples, "failed_chunks": result.failed_chunks,
                       "failures": dg.MetadataValue.json([{"chunk_id": c, "file_id": f, "step": step, "error": error[:200]}
                                                          for c, f, step, error in result.failures[:20]])}
        if result.failures:
            context.log.warning(f"{result.failed_chunks} chunk(s) kept only the offline extraction; see table llm_failures")
    yield dg.MaterializeResult(metadata={
        "num_rows": total, "mention_relations": total_relations, "files_processed": run.files_processed,
        "files_unchanged": run.files_unchanged, "new_mentions": run.new_mentions, "new_relations": run.new_relations, "by_label": dg.MetadataValue.json(by_label),
        "by_extractor": dg.MetadataValue.json(by_extractor), "chunks_by_language": dg.MetadataValue.json(by_language),
        "chunks_by_path": dg.MetadataValue.json(by_path), "gazetteer_mentions": run.gazetteer_mentions,
        "preview": dg.MetadataValue.md(preview), "extraction_mode": proj.config.extraction.mode,
        **{f"llm_{key}": value for key, value in llm_summary.items()},
    })
    yield dg.AssetCheckResult(check_name="mention_spans_match_chunks", passed=bad == 0, metadata={"bad_mentions": bad})
