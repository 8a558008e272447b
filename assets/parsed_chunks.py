"""Stage: parsed chunks — documents read (txt, md, pdf, docx, html, passage corpora) and split.

One partition per source file, like ``source_documents``. A file whose content (and splitter
settings) is unchanged since its last parse is skipped; a changed file replaces exactly its own
documents and chunks; an unreadable one is recorded in ``build_issues`` and retried next build.
"""

import dagster as dg

from kagflow.assets.source_documents import source_documents, source_files
from kagflow.store import warehouse
from kagflow.store.ids import stable_hash
from kagflow.incremental import files_to_process, retract_files, stage_settings
from kagflow.documents.readers import ReaderError, read_documents
from kagflow.documents.splitter import split_document
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource

STAGE = "parsed_chunks"


@dg.asset(
    partitions_def=source_files,
    backfill_policy=dg.BackfillPolicy.single_run(),
    deps=[source_documents],
    group_name="documents",
    kinds={"duckdb"},
    check_specs=[dg.AssetCheckSpec("no_empty_chunks", asset="parsed_chunks", blocking=True,
                                   description="No chunk is empty or whitespace only, and every chunk is the slice of its document its offsets say.")],
)
def parsed_chunks(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Documents (``documents``) and their chunks (``chunks``: text, offsets, page, section path, title).

    Readers: .txt, .md (heading outline), .pdf (pdfplumber: pages, tables), .docx/.html
    (unstructured), JSON passage corpora (HotpotQA, MuSiQue, 2Wiki: one document per passage).
    """
    proj = project.project
    settings = stage_settings(STAGE, proj.config, project.knowledge_schema())
    with warehouse_db.transaction() as con:
        todo, stale, unchanged = files_to_process(con, STAGE, list(context.partition_keys), settings)
        retract_files(con, ("documents", "chunks"), STAGE, stale)
        n_docs = n_chunks = failed = 0
        for index, (file_id, state) in enumerate(todo, start=1):
            retract_files(con, ("documents", "chunks"), STAGE, [file_id])
            con.execute("DELETE FROM build_issues WHERE stage = ? AND doc_id = ?", [STAGE, file_id])
            try:
                documents = read_documents(proj.sources_dir / file_id, file_id)
            except (ReaderError, OSError) as exc:
                failed += 1
                warehouse.insert_rows(con, "build_issues", ("stage", "severity", "code", "message", "doc_id"),
                                      [(STAGE, "warning", "unreadable_document", str(exc) if str(exc).startswith(file_id) else f"{file_id}: {exc}", file_id)])
                continue
            if not documents:
                warehouse.insert_rows(con, "build_issues", ("stage", "severity", "code", "message", "doc_id"),
                                      [(STAGE, "info", "empty_document", f"{file_id}: no text", file_id)])
            doc_rows, chunk_rows = [], []
            for document in documents:
                chunks = split_document(document, settings["max_tokens"], settings["overlap_tokens"])
                doc_rows.append((document.doc_id, file_id, document.title, document.format, document.text, len(chunks)))
                seen: dict[str, int] = {}
                for chunk in chunks:
                    seen[chunk.text] = seen.get(chunk.text, 0) + 1
                    chunk_id = stable_hash("chunk", document.doc_id, chunk.text, seen[chunk.text])
                    chunk_rows.append((chunk_id, document.doc_id, file_id, chunk.seq, chunk.text, chunk.start, chunk.end,
                                       chunk.page, chunk.page_end, list(chunk.section), document.title))
            warehouse.insert_rows(con, "documents", ("doc_id", "file_id", "title", "format", "text", "n_chunks"), doc_rows)
            warehouse.insert_rows(con, "chunks", ("chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset",
                                                  "page", "page_end", "section", "title"), chunk_rows)
            con.execute("INSERT OR REPLACE INTO stage_state VALUES (?, ?, ?)", [STAGE, file_id, state])
            n_docs += len(doc_rows)
            n_chunks += len(chunk_rows)
            if index % max(1, len(todo) // 10) == 0:
                context.log.info(f"parsed {index}/{len(todo)} files ({n_chunks} chunks)")
        bad = con.execute(
            "SELECT count(*) FROM chunks c JOIN documents d USING (doc_id) WHERE trim(c.text) = '' "
            "OR substr(d.text, c.start_offset + 1, c.end_offset - c.start_offset) <> c.text"
        ).fetchone()[0]
        total_docs, total_chunks = con.execute("SELECT (SELECT count(*) FROM documents), (SELECT count(*) FROM chunks)").fetchone()
        preview = warehouse.preview_markdown(con, "SELECT file_id, title, seq, page, section, left(text, 80) AS text FROM chunks ORDER BY file_id, doc_id, seq LIMIT 15")
    yield dg.MaterializeResult(metadata={
        "num_rows": total_chunks, "documents": total_docs, "files_parsed": len(todo), "files_unchanged": unchanged,
        "files_failed": failed, "files_retracted": len(stale), "new_chunks": n_chunks, "preview": dg.MetadataValue.md(preview),
    })
    yield dg.AssetCheckResult(check_name="no_empty_chunks", passed=bad == 0, metadata={"bad_chunks": bad})
