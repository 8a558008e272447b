"""Per-file stage state: which source files a per-file stage must (re)process, and retraction of a
file's rows (the protocol is described in :mod:`kagflow.incremental`, which plans builds over it).

Every per-file stage records, per file, a *state hash* = hash(content hash of the file, the stage's
settings) in ``stage_state`` once the file is done; a file whose state differs is processed again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import duckdb

from kagflow.store.ids import stable_hash

#: the per-file stages, in build order (a later one reads what an earlier one wrote)
PER_FILE_STAGES = ("parsed_chunks", "ner_mentions")


def state_hash(content_hash: str, settings: dict) -> str:
    """What ``stage_state.content_hash`` holds once a file is done under ``settings``."""
    return stable_hash(content_hash, json.dumps(settings, sort_keys=True))


def files_to_process(con: duckdb.DuckDBPyConnection, stage: str, partition_keys: list[str], settings: dict,
                     formats: Sequence[str]) -> tuple[list[tuple[str, str]], list[str], int]:
    """Which of ``partition_keys`` need work in ``stage``.

    Args:
        formats: the ``source_documents.format`` values the stage reads (its documents).

    Returns:
        ``([(file_id, state_hash) to process], [file_ids to retract], n unchanged)``: documents
        whose state differs from the recorded one are processed; files recorded for this stage that
        are no longer readable documents (deleted, now a table, now broken) are retracted.
    """
    documents = dict(con.execute(
        "SELECT doc_id, content_hash FROM source_documents WHERE status = 'ok' AND list_contains(?, format)",
        [list(formats)],
    ).fetchall())
    done = dict(con.execute("SELECT file_id, content_hash FROM stage_state WHERE stage = ?", [stage]).fetchall())
    todo, unchanged = [], 0
    for file_id in partition_keys:
        if file_id not in documents:
            continue
        state = state_hash(documents[file_id], settings)
        if done.get(file_id) == state:
            unchanged += 1
        else:
            todo.append((file_id, state))
    stale = sorted(set(done) - set(documents))
    return todo, stale, unchanged


def retract_files(con: duckdb.DuckDBPyConnection, tables: tuple[str, ...], stage: str, file_ids: list[str]) -> None:
    """Delete every row of ``file_ids`` from ``tables`` (by ``file_id``) and forget their stage state."""
    if not file_ids:
        return
    for table in tables:
        con.execute(f"DELETE FROM {table} WHERE list_contains(?, file_id)", [file_ids])
    con.execute("DELETE FROM stage_state WHERE stage = ? AND list_contains(?, file_id)", [stage, file_ids])


def forget_later_stages(con: duckdb.DuckDBPyConnection, stage: str, file_ids: list[str]) -> None:
    """Forget the stage state of ``file_ids`` in the per-file stages after ``stage``
    (:data:`PER_FILE_STAGES` order), so they process those files again: their rows were made
    from what ``stage`` just replaced."""
    later = list(PER_FILE_STAGES[PER_FILE_STAGES.index(stage) + 1:])
    if later and file_ids:
        con.execute("DELETE FROM stage_state WHERE list_contains(?, stage) AND list_contains(?, file_id)", [later, file_ids])


def source_file_ids(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Every file ``source_documents`` holds, sorted: the files a per-file document stage considers
    on each build (:func:`files_to_process` skips those it finished under the same settings and
    retracts those that are gone), so the stage needs no partition range of its own."""
    return [doc_id for (doc_id,) in con.execute("SELECT doc_id FROM source_documents ORDER BY doc_id").fetchall()]
