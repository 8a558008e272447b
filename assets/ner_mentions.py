"""Stage: NER mentions — named entities and subject-verb-object relations from spaCy, per chunk.

One partition per source file. Only files whose chunks changed since their last extraction (or
whose NER settings changed) are processed; the others keep their rows untouched.
"""

import os

import dagster as dg

from assets.parsed_chunks import parsed_chunks
from assets.source_documents import source_files
from kagflow import warehouse
from kagflow.incremental import NER_EXTRACTOR, files_to_process, retract_files, stage_settings
from kagflow.nlp import name_key
from resources.knowledge import KnowledgeProjectResource, WarehouseResource
from resources.models import NlpResource

STAGE = "ner_mentions"
EXTRACTOR = NER_EXTRACTOR


@dg.asset(
    partitions_def=source_files,
    backfill_policy=dg.BackfillPolicy.single_run(),
    deps=[parsed_chunks],
    group_name="documents",
    kinds={"duckdb", "spacy"},
    check_specs=[dg.AssetCheckSpec("mention_spans_match_chunks", asset="ner_mentions", blocking=True,
                                   description="Every mention span lies inside its chunk and equals the chunk's text there.")],
)
def ner_mentions(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource, nlp: NlpResource):
    """Named-entity mentions (``ner_mentions``: span, label, schema type, standardized name) and
    subject-verb-object relations between them (``mention_relations``), from spaCy's English pipeline.

    spaCy labels map to schema types through ``ner.label_map`` in kagflow.yaml, or by meaning when
    the schema has a matching type (PERSON -> Person); unmapped mentions stay in the information layer.
    """
    proj = project.project
    schema = project.knowledge_schema()
    config = proj.config.ner
    settings = stage_settings(STAGE, proj.config, schema)
    with warehouse_db.transaction() as con:
        todo, stale, unchanged = files_to_process(con, STAGE, list(context.partition_keys), settings)
        retract_files(con, ("ner_mentions", "mention_relations"), STAGE, stale + [file_id for file_id, _ in todo])
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
        warehouse.insert_rows(con, "stage_state", ("stage", "file_id", "content_hash"), [(STAGE, f, state) for f, state in todo])
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
        "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="mention_spans_match_chunks", passed=bad == 0, metadata={"bad_mentions": bad})
