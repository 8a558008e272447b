"""Stage: parsed chunks — documents read (the formats of :data:`kagflow.documents.readers.READERS`) and split.

Not partitioned: every build considers every document file ``source_documents`` holds, and only
changed files are parsed again (:func:`kagflow.documents.chunks.parse_files`, by their stage state),
so in the Dagster UI only ``source_documents`` carries the files as partitions. The parsing itself happens in the document shards
(``document_parts``); this step loads their parts into the store.
"""

import dagster as dg
import duckdb

from kagflow.assets.document_parts import document_parts, remove_parts, run_parts_dir
from kagflow.assets.source_documents import source_documents
from kagflow.documents.chunks import STAGE, parse_files, read_parts
from kagflow.incremental import stage_settings
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.store import warehouse
from kagflow.store.file_state import source_file_ids


@dg.asset(
    deps=[source_documents, document_parts],
    group_name="documents",
    kinds={"duckdb"},
    op_tags=STORE_STEP,
    check_specs=[dg.AssetCheckSpec("no_empty_chunks", asset="parsed_chunks", blocking=True,
                                   description="No chunk is empty or whitespace only, every chunk is the slice of its document its "
                                               "offsets say, and its source line range is a range (first line 1 or more, last not before it).")],
)
def parsed_chunks(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Documents (``documents``) and their chunks (``chunks``: text, offsets, page, section path, title,
    source line range, the hash of the text: what a citation names).

    Readers (:mod:`kagflow.documents.readers`): .txt, .md (markdown-it-py: heading outline, link text
    without URLs), .pdf (pdfplumber:
    pages, tables), .docx/.html (unstructured), JSON passage corpora (HotpotQA, MuSiQue, 2Wiki: one
    document per passage). An unreadable file is a warning in ``build_issues``, retried next build.
    The files were read and split by the run's document shards (``document_parts``, in parallel
    processes with ``kagflow build --processes N``); this step is the one writer that loads their
    parts, in file order, so the tables do not depend on the sharding.
    """
    proj = project.project
    settings = stage_settings(STAGE, proj.config, project.knowledge_schema())
    parts = run_parts_dir(proj, context.run.run_id)
    parsed = read_parts(sorted(parts.glob("shard_*"))) if parts.is_dir() else {}
    with warehouse_db.transaction() as con:
        run = parse_files(con, proj.sources_dir, source_file_ids(con), settings, log=context.log.info, parsed=parsed)
        bad = count_bad_chunks(con)
        total_docs, total_chunks = con.execute("SELECT (SELECT count(*) FROM documents), (SELECT count(*) FROM chunks)").fetchone()
        preview = warehouse.preview_markdown(con, "SELECT file_id, title, seq, line_start, line_end, page, section, left(text, 80) AS text FROM chunks "
                                             "ORDER BY file_id, doc_id, seq LIMIT 15")
    remove_parts(proj, keep=context.run.run_id)  # parts a killed run left; ner_mentions removes this run's
    yield dg.MaterializeResult(metadata={
        "num_rows": total_chunks, "documents": total_docs, "files_parsed": run.files_parsed, "files_unchanged": run.files_unchanged,
        "files_failed": run.files_failed, "files_retracted": run.files_retracted, "new_chunks": run.new_chunks, "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="no_empty_chunks", passed=bad == 0, metadata={"bad_chunks": bad})


def count_bad_chunks(con: duckdb.DuckDBPyConnection) -> int:
    """The check ``no_empty_chunks``: how many chunks are empty or whitespace only, or do not end
    with the slice ``[start_offset, end_offset)`` of their document's text (offsets in code points;
    a continued table's repeated header may precede the slice), or whose source lines are no
    range (one end missing, the first line below 1, the last before the first). Chunks whose
    document is missing are not counted for the slice (no document to compare with).

    Linear in the text size: each document's text is read once as a Python ``str``, which slices
    by code point in constant time. (DuckDB's ``substr`` walks UTF-8 from the start of the string,
    so the same comparison in SQL was quadratic in a non-ASCII document's size: 8 MB took 103 s;
    see bench/results/operate_checks.md.)

    Args:
        con: a store with ``documents`` and ``chunks``.

    Returns:
        the number of bad chunks (0 when the check passes).
    """
    (bad,) = con.execute("SELECT count(*) FROM chunks WHERE (line_start IS NULL) <> (line_end IS NULL) "
                         "OR line_start < 1 OR line_end < line_start").fetchone()
    docs = con.execute("SELECT doc_id, text FROM documents").to_arrow_table()
    texts = dict(zip(docs.column("doc_id").to_pylist(), docs.column("text").to_pylist()))
    del docs
    reader = con.execute("SELECT doc_id, start_offset, end_offset, text FROM chunks").to_arrow_reader()
    for batch in reader:
        for doc_id, start, end, text in zip(*(column.to_pylist() for column in batch.columns)):
            document = texts.get(doc_id)
            if document is None:
                continue
            if text is None or not text.strip() or start is None or end is None or not 0 <= start <= end <= len(document) \
                    or not text.endswith(document[start:end]):
                bad += 1
    return bad
