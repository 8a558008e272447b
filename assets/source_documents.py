"""Stage 1: source documents — one dynamic partition per file under ``sources/``.

Each partition records its file's content hash and, for tables, its records. An unchanged file
(same hash) is left as it is; a changed one replaces exactly its own rows; a file that has
disappeared from ``sources/`` is retracted.
"""



import dagster as dg

from kagflow.store import warehouse
from kagflow.sources import discover_sources, read_source, write_source_rows
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource

source_files = dg.DynamicPartitionsDefinition(name="source_files")


@dg.asset(
    op_tags=STORE_STEP,
    partitions_def=source_files,
    backfill_policy=dg.BackfillPolicy.single_run(),
    group_name="sources",
    kinds={"duckdb"},
)
def source_documents(
    context: dg.AssetExecutionContext,
    project: KnowledgeProjectResource,
    warehouse_db: WarehouseResource,
) -> dg.MaterializeResult:
    """Source files (one partition each, keyed by path under sources/) with content hash and parsed records.

    Tables: ``source_documents`` (a row per file), ``source_records`` (a row per CSV row / JSON object,
    with its line). Unreadable files and malformed rows are recorded in ``build_issues``; they never
    fail the run.
    """
    proj = project.project
    changed, unchanged, removed = [], [], []
    with warehouse_db.transaction() as con:
        stored = dict(con.execute("SELECT doc_id, content_hash FROM source_documents").fetchall())
        # the files a build reads (a link retargeted outside the project is no longer one)
        present = {p.relative_to(proj.sources_dir).as_posix() for p in discover_sources(proj.sources_dir)}
        for doc_id in context.partition_keys:
            path = proj.sources_dir / doc_id
            if doc_id not in present or not path.is_file():
                continue
            # an unchanged file is hashed, not read; a plain CSV file is loaded by DuckDB, not parsed in Python
            source = read_source(path, proj.sources_dir, bulk=True, unless_hash=stored.get(doc_id))
            if stored.get(doc_id) == source.content_hash:
                unchanged.append(doc_id)
                continue
            changed.append(doc_id)
            for table in ("source_documents", "source_records"):
                con.execute(f"DELETE FROM {table} WHERE doc_id = ?", [doc_id])
            con.execute("DELETE FROM build_issues WHERE stage = 'source_documents' AND doc_id = ?", [doc_id])
            write_source_rows(con, source, source.path.relative_to(proj.root).as_posix())
            issues = [("warning", "unreadable_source" if source.status == "error" else "unsupported_source", f"{doc_id}: {source.error}", None, None)] if source.error else []
            issues += [("warning", i.code, f"{doc_id}: line {i.line}: {i.message}" + ("; row skipped" if i.skipped else ""), i.line, i.column)
                       for i in source.issues]
            warehouse.insert_rows(
                con, "build_issues", ("stage", "severity", "code", "message", "doc_id", "line", "field"),
                [("source_documents", sev, code, msg, doc_id, line, column) for sev, code, msg, line, column in issues],
            )
        # files deleted from sources/ (or whose partition was removed) are retracted
        for doc_id in sorted(set(stored) - present):
            removed.append(doc_id)
            for table in ("source_documents", "source_records"):
                con.execute(f"DELETE FROM {table} WHERE doc_id = ?", [doc_id])
            con.execute("DELETE FROM build_issues WHERE stage = 'source_documents' AND doc_id = ?", [doc_id])
        n_docs, n_records = con.execute(
            "SELECT (SELECT count(*) FROM source_documents), (SELECT count(*) FROM source_records)"
        ).fetchone()
        preview = warehouse.preview_markdown(
            con, "SELECT doc_id, format, status, n_records, left(content_hash, 12) AS hash FROM source_documents ORDER BY doc_id LIMIT 20"
        )
    context.log.info(f"{len(changed)} changed, {len(unchanged)} unchanged, {len(removed)} removed")
    return dg.MaterializeResult(
        metadata={
            "num_rows": n_docs,
            "num_records": n_records,
            "changed": len(changed),
            "unchanged": len(unchanged),
            "removed": dg.MetadataValue.json(removed),
            "preview": dg.MetadataValue.md(preview),
        }
    )
