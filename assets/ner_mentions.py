"""Stage: NER mentions — named entities and subject-verb-object relations from spaCy, per chunk.

One partition per source file. Only files whose chunks changed since their last extraction (or
whose NER settings changed) are processed; the others keep their rows untouched.
"""

import os
import threading
from concurrent.futures import ThreadPoolExecutor

import dagster as dg

from kagflow.assets.parsed_chunks import parsed_chunks
from kagflow.assets.source_documents import source_files
from kagflow.store import warehouse
from kagflow.incremental import NER_EXTRACTOR, files_to_process, retract_files, stage_settings
from kagflow.store.ids import stable_hash
from kagflow.documents.llm_extract import PROMPT_VERSION, ChunkExtraction, SchemaExtractor
from kagflow.documents.names import name_key
from kagflow.resources.llm import LLMError, LLMResource
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource
from kagflow.resources.models import NlpResource

STAGE = "ner_mentions"
EXTRACTOR = NER_EXTRACTOR
TABLES = ("ner_mentions", "mention_relations", "llm_entities", "llm_triples", "llm_failures")


def extract_with_llm(context, con, llm: LLMResource, schema, chunks: list[tuple], max_concurrency: int) -> tuple[set[str], dict]:
    """Run KAG's schema-constrained extraction (:class:`kagflow.documents.llm_extract.SchemaExtractor`) on
    ``chunks`` = ``[(chunk_id, doc_id, file_id, text)]`` with up to ``max_concurrency`` requests in
    flight, and write ``llm_entities``, ``llm_triples`` and ``llm_failures``.

    Replies are cached by the resource; the replies of a step that finally failed are forgotten, so
    the next build asks again instead of replaying the failure.

    Returns:
        ``(file ids with at least one failed chunk, usage summary for the metadata)``.
    """
    model = llm.model_for("extract")
    extractor_name = f"llm:{model}"
    local = threading.local()

    def complete(messages: list[dict], step: str) -> str:
        reply = llm.complete(messages, purpose="extract", prompt_version=PROMPT_VERSION)
        local.keys.append((step, reply.cache_key))
        return reply.text

    extractor = SchemaExtractor(schema, complete)

    def run(chunk: tuple) -> tuple[tuple, ChunkExtraction | None, str | None]:
        local.keys = []
        chunk_id, _doc_id, _file_id, text = chunk
        try:
            result = extractor.extract(chunk_id, text)
        except LLMError as exc:  # transport failure after the resource's retries
            return chunk, None, str(exc)
        failed_steps = {failure.step for failure in result.failures}
        for step, key in local.keys:
            if step in failed_steps and key:
                llm.forget(key)
        return chunk, result, None

    llm.reset_usage()
    entity_rows, triple_rows, failure_rows = [], [], []
    failed_files: set[str] = set()
    step = max(1, len(chunks) // 10)
    with ThreadPoolExecutor(max_workers=max_concurrency) as pool:
        for index, (chunk, result, transport_error) in enumerate(pool.map(run, chunks), start=1):
            chunk_id, doc_id, file_id, _text = chunk
            if transport_error is not None:
                failure_rows.append((chunk_id, doc_id, file_id, "request", transport_error, None, 1, model, PROMPT_VERSION))
                failed_files.add(file_id)
                continue
            for f in result.failures:
                failure_rows.append((chunk_id, doc_id, file_id, f.step, f.error, f.raw_reply, f.attempts, model, PROMPT_VERSION))
                failed_files.add(file_id)
            for e in result.entities:
                entity_rows.append((chunk_id, doc_id, file_id, e.name, e.official_name, name_key(e.official_name), e.type,
                                    e.in_schema, extractor_name, model, PROMPT_VERSION))
            for t in result.triples:
                subject_key, object_key = name_key(t.subject), name_key(t.object)
                triple_id = stable_hash("llm-triple", chunk_id, t.subject_type, subject_key, t.predicate, t.object_type, object_key)
                triple_rows.append((triple_id, chunk_id, doc_id, file_id, t.subject, t.subject_type, subject_key, t.predicate,
                                    t.object, t.object_type, object_key, t.in_schema, extractor_name, model, PROMPT_VERSION))
            if index % step == 0:
                context.log.info(f"LLM extraction {index}/{len(chunks)} chunks")
    warehouse.insert_rows(con, "llm_entities", ("chunk_id", "doc_id", "file_id", "name", "official_name", "name_key", "type",
                                                "in_schema", "extractor", "model", "prompt_version"), entity_rows)
    warehouse.insert_rows(con, "llm_triples", ("triple_id", "chunk_id", "doc_id", "file_id", "subject", "subject_type", "subject_key",
                                               "predicate", "object", "object_type", "object_key", "in_schema", "extractor", "model",
                                               "prompt_version"), triple_rows)
    warehouse.insert_rows(con, "llm_failures", ("chunk_id", "doc_id", "file_id", "step", "error", "raw_reply", "attempts", "model",
                                                "prompt_version"), failure_rows)
    usage = llm.usage()
    summary = {**usage, "model": model, "prompt_version": PROMPT_VERSION, "entities": len(entity_rows),
               "schema_entities": sum(1 for r in entity_rows if r[7]), "triples": len(triple_rows),
               "schema_triples": sum(1 for r in triple_rows if r[11]), "failed_chunks": len({r[0] for r in failure_rows}),
               "failures": dg.MetadataValue.json([{"chunk_id": r[0], "file_id": r[2], "step": r[3], "error": r[4][:200]} for r in failure_rows[:20]])}
    if failure_rows:
        context.log.warning(f"{len({r[0] for r in failure_rows})} chunk(s) kept only the offline extraction; see table llm_failures")
    return failed_files, summary


@dg.asset(
    partitions_def=source_files,
    backfill_policy=dg.BackfillPolicy.single_run(),
    deps=[parsed_chunks],
    group_name="documents",
    kinds={"duckdb", "spacy", "llm"},
    pool="llm",
    check_specs=[dg.AssetCheckSpec("mention_spans_match_chunks", asset="ner_mentions", blocking=True,
                                   description="Every mention span lies inside its chunk and equals the chunk's text there.")],
)
def ner_mentions(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource,
                 nlp: NlpResource, llm: LLMResource):
    """Named-entity mentions (``ner_mentions``: span, label, schema type, standardized name) and
    subject-verb-object relations between them (``mention_relations``), from spaCy's English pipeline.

    spaCy labels map to schema types through ``ner.label_map`` in kagflow.yaml, or by meaning when
    the schema has a matching type (PERSON -> Person); unmapped mentions stay in the information layer.

    With ``extraction.mode: llm`` the configured model also runs KAG's three schema-constrained
    steps on every chunk (``llm_entities``, ``llm_triples``); a reply that stays invalid after one
    corrective retry is recorded in ``llm_failures`` and its chunk keeps the offline extraction.
    Token and call counts are in the materialization's metadata.
    """
    proj = project.project
    schema = project.knowledge_schema()
    config = proj.config.ner
    use_llm = proj.config.extraction.mode == "llm"
    if use_llm and not llm.available:
        raise dg.Failure("extraction.mode is llm but no model is configured: set llm.base_url and llm.model in "
                         "kagflow.yaml, or KAGFLOW_LLM_BASE_URL and KAGFLOW_LLM_MODEL")
    settings = stage_settings(STAGE, proj.config, schema, llm.model_for("extract") if use_llm else None)
    with warehouse_db.transaction() as con:
        todo, stale, unchanged = files_to_process(con, STAGE, list(context.partition_keys), settings)
        retract_files(con, TABLES, STAGE, stale + [file_id for file_id, _ in todo])
        chunks = con.execute(
            "SELECT chunk_id, doc_id, file_id, text FROM chunks WHERE list_contains(?, file_id) ORDER BY file_id, doc_id, seq",
            [[file_id for file_id, _ in todo]],
        ).fetchall() if todo else []
        # one spaCy stream over every changed file (worker processes start once, not per file);
        # two workers pay off only for large batches
        n_process = config.n_process or (2 if len(chunks) >= 500 and (os.cpu_count() or 1) >= 2 else 1)
        extractor = nlp.extractor(config.label_map, tuple(sorted(schema.types)), config.batch_size, n_process)
        where = {chunk_id: (doc_id, file_id) for chunk_id, doc_id, file_id, _ in chunks}
        mention_rows, relation_rows = [], []
        step = max(1, len(chunks) // 10)
        for index, (chunk_id, mentions, relations) in enumerate(extractor.extract((c[0], c[3]) for c in chunks), start=1):
            doc_id, file_id = where[chunk_id]
            mention_rows += [(m.mention_id, chunk_id, doc_id, file_id, m.start, m.end, m.text, m.label, m.schema_type,
                              m.official_name, name_key(m.official_name), EXTRACTOR) for m in mentions]
            relation_rows += [(chunk_id, doc_id, file_id, r.subject_mention_id, r.predicate, r.object_mention_id, EXTRACTOR)
                              for r in relations]
            if index % step == 0:
                context.log.info(f"NER {index}/{len(chunks)} chunks of {len(todo)} files")
        warehouse.insert_rows(con, "ner_mentions", ("mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset",
                                                    "text", "label", "schema_type", "official_name", "name_key", "extractor"), mention_rows)
        warehouse.insert_rows(con, "mention_relations", ("chunk_id", "doc_id", "file_id", "subject_mention_id", "predicate",
                                                         "object_mention_id", "extractor"), relation_rows)
        failed_files: set[str] = set()
        llm_summary: dict = {}
        if use_llm and chunks:
            failed_files, llm_summary = extract_with_llm(context, con, llm, schema, chunks, proj.config.extraction.max_concurrency)
        # a file with failed model replies records no state: the next build asks again for its failed
        # chunks (the others come from the reply cache)
        warehouse.insert_rows(con, "stage_state", ("stage", "file_id", "content_hash"),
                              [(STAGE, f, state) for f, state in todo if f not in failed_files])
        new_mentions, new_relations = len(mention_rows), len(relation_rows)
        bad = con.execute(
            "SELECT count(*) FROM ner_mentions m LEFT JOIN chunks c USING (chunk_id) WHERE c.chunk_id IS NULL "
            "OR m.start_offset < 0 OR m.end_offset > length(c.text) OR m.start_offset >= m.end_offset "
            "OR substr(c.text, m.start_offset + 1, m.end_offset - m.start_offset) <> m.text"
        ).fetchone()[0]
        total, total_relations = con.execute("SELECT (SELECT count(*) FROM ner_mentions), (SELECT count(*) FROM mention_relations)").fetchone()
        by_label = dict(con.execute("SELECT label, count(*) FROM ner_mentions GROUP BY 1 ORDER BY 2 DESC").fetchall())
        preview = warehouse.preview_markdown(con, "SELECT file_id, text, label, schema_type, official_name FROM ner_mentions ORDER BY file_id, chunk_id, start_offset LIMIT 15")
    yield dg.MaterializeResult(metadata={
        "num_rows": total, "mention_relations": total_relations, "files_processed": len(todo), "files_unchanged": unchanged,
        "new_mentions": new_mentions, "new_relations": new_relations, "by_label": dg.MetadataValue.json(by_label),
        "preview": dg.MetadataValue.md(preview), "extraction_mode": proj.config.extraction.mode,
        **{f"llm_{key}": value for key, value in llm_summary.items()},
    })
    yield dg.AssetCheckResult(check_name="mention_spans_match_chunks", passed=bad == 0, metadata={"bad_mentions": bad})
