"""Document shards on the workers of a Dask cluster that share nothing with the build but object storage.

The build's document shards (:func:`kagflow.documents.chunks.parse_shard`, then spaCy over the
English chunks, :func:`kagflow.documents.mentions.extract_shard`) open no database and read only
their own files, so they can run on any machine. With ``build.cluster`` set (a
``dask.distributed`` scheduler address) and ``store.uri`` set (the bucket every machine reaches):

1. the coordinator (the Dagster run's document-shard step, :func:`run_on_cluster`) packs each
   shard's source files into one zip archive and uploads it under the run's prefix
   ``URI/runs/RUN_ID/inputs/SHARD.zip``;
2. it submits one task per shard (:func:`shard_task`, a plain function the workers import from
   the installed kagflow) with Dask's ``retries``: a worker that dies mid-shard has its task
   rescheduled by the scheduler on another worker, a task that raises (a transient store error)
   is run again;
3. a task downloads its archive into a scratch folder of its own, parses and tags it exactly as
   a local shard does, embeds its chunks file by file when the build embeds chunks, and uploads the part's Parquet files under
   ``URI/runs/RUN_ID/parts/SHARD/ATTEMPT/`` (a fresh ``ATTEMPT`` per try, so a retried task never
   mixes files with a dead one's), returning that prefix;
4. the coordinator downloads each returned part into the run's local parts folder, where
   ``parsed_chunks`` and ``ner_mentions`` (the one writer) load them as they load local shards.

Everything under ``URI/runs/RUN_ID/`` is deleted when the shards are fetched; what a killed run
left is deleted by the next build (:func:`remove_runs`). The scheduler is Dask's, not kagflow's
(see ``docs/scale-out.md`` for why Dask and not dagster-celery or dagster-dask).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kagflow.store.object_store import ObjectStoreError, StoreLocation

RUNS = "runs"  # under the store's prefix: one folder per build run that used the cluster
CONNECT_TIMEOUT_S = 30.0  # how long the coordinator waits for the scheduler to answer (build.cluster_timeout_s)
TASK_RETRIES = 2  # runs of a shard task that raised, after the first (Dask's ``retries``)


class ClusterError(RuntimeError):
    """The cluster could not run the shards (no scheduler, no workers, a shard failed on every try,
    the connection lost); the message is one line naming the scheduler."""


@dataclass(frozen=True)
class ShardJob:
    """What one shard task needs; plain data, pickled to the worker.

    Attributes:
        location: the object store (``store:``), whose credentials the worker reads from its own
            AWS environment.
        run_prefix: ``runs/RUN_ID`` under the store's prefix.
        shard: the shard's name (``shard_0``, ...).
        file_ids: the shard's files, paths relative to ``sources/``.
        settings: the ``parsed_chunks`` stage settings (:func:`kagflow.incremental.stage_settings`).
        ner: keyword arguments of :class:`kagflow.documents.ner.Extractor` (label map, schema
            types, batch size, unmapped labels), or None for no NER on the worker.
        embed_model: the build's encoder (``chunk_embeddings.model``) when chunk embeddings are
            enabled: the worker embeds the shard's chunks too, file by file
            (:func:`kagflow.documents.embeddings.embed_part`); None: the writer embeds them.
    """

    location: StoreLocation
    run_prefix: str
    shard: str
    file_ids: tuple[str, ...]
    settings: dict
    ner: dict | None
    embed_model: str | None = None


def run_prefix(run_id: str) -> str:
    """The key prefix of a run's inputs and parts under the store's prefix."""
    return f"{RUNS}/{run_id}"


def _copy(source: str, target: str, source_fs, target_fs) -> None:
    from pyarrow import fs as pafs

    pafs.copy_files(source, target, source_filesystem=source_fs, destination_filesystem=target_fs)


def upload_inputs(location: StoreLocation, prefix: str, shard: str, sources_dir: Path, file_ids: Sequence[str]) -> int:
    """Pack ``file_ids`` (under ``sources_dir``) into one zip and upload it as ``PREFIX/inputs/SHARD.zip``.

    A file that cannot be read is left out: the worker then finds it missing and records it as
    unreadable, as a local shard would.

    Returns:
        bytes uploaded.

    Raises:
        ObjectStoreError: the upload failed.
    """
    from pyarrow import fs as pafs

    with tempfile.TemporaryDirectory(prefix="kagflow-inputs-") as scratch:
        archive = Path(scratch) / f"{shard}.zip"
        with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_STORED) as zf:
            for file_id in file_ids:
                try:
                    zf.write(sources_dir / file_id, arcname=file_id)
                except OSError:
                    continue
        try:
            _copy(str(archive), location.path(prefix, "inputs", f"{shard}.zip"), pafs.LocalFileSystem(), location.filesystem())
        except OSError as exc:
            raise ObjectStoreError(f"{location.uri}: uploading the inputs of {shard} failed: {_line(exc)}") from exc
        return archive.stat().st_size


def shard_task(job: ShardJob) -> dict:
    """Run one document shard on a worker: download its inputs, parse (and tag) them as
    :func:`kagflow.documents.chunks.parse_shard` (and :func:`kagflow.documents.mentions.extract_shard`)
    do locally, upload the part. Touches nothing on the worker but a scratch folder, removed after.

    Returns:
        ``{"part": prefix of the uploaded part, "chunks": n, "tagged": n, "embedded": n, "bytes_in": n,
        "bytes_out": n, "worker": host name}``.

    Raises:
        OSError, ObjectStoreError: the store could not be read or written (Dask retries the task).
    """
    from pyarrow import fs as pafs

    from kagflow.documents.chunks import parse_shard

    s3 = job.location.filesystem()
    local = pafs.LocalFileSystem()
    part = f"{job.run_prefix}/parts/{job.shard}/{uuid.uuid4().hex[:12]}"
    with tempfile.TemporaryDirectory(prefix=f"kagflow-{job.shard}-") as scratch:
        root = Path(scratch)
        archive = root / "inputs.zip"
        _copy(job.location.path(job.run_prefix, "inputs", f"{job.shard}.zip"), str(archive), s3, local)
        sources = root / "sources"
        sources.mkdir()
        with zipfile.ZipFile(archive) as zf:
            for member in zf.infolist():
                target = (sources / member.filename).resolve()
                if not target.is_relative_to(sources.resolve()):  # a name with ../ : not one of ours
                    raise ValueError(f"{job.shard}: archive member {member.filename!r} leaves the sources folder")
                zf.extract(member, sources)
        out = root / "part"
        n_chunks = parse_shard(sources, list(job.file_ids), job.settings, out)
        tagged = 0
        if job.ner is not None and n_chunks:
            import pyarrow.parquet as pq

            from kagflow.documents.mentions import extract_shard
            from kagflow.documents.ner import Extractor

            chunks = pq.read_table(out / "chunks.parquet", columns=["chunk_id", "text"])
            tagged = extract_shard(list(zip(*(chunks.column(c).to_pylist() for c in ("chunk_id", "text")))),
                                   Extractor(**job.ner), out)
        embedded = 0
        if job.embed_model is not None and n_chunks:
            import pyarrow.parquet as pq

            from kagflow.documents.embeddings import embed_part, load_encoder

            chunks = pq.read_table(out / "chunks.parquet", columns=["chunk_id", "file_id", "title", "text"])
            embedded = embed_part(list(zip(*(chunks.column(c).to_pylist() for c in ("chunk_id", "file_id", "title", "text")))),
                                  load_encoder(job.embed_model), job.embed_model, out)
        bytes_out = sum(p.stat().st_size for p in out.iterdir())
        _copy(str(out), job.location.path(part), local, s3)
        return {"part": part, "chunks": n_chunks, "tagged": tagged, "embedded": embedded, "bytes_in": archive.stat().st_size,
                "bytes_out": bytes_out, "worker": os.uname().nodename}


def fetch_part(location: StoreLocation, part: str, target: Path) -> None:
    """Download an uploaded part (``shard_task``'s ``part``) into the local folder ``target``.

    Raises:
        ObjectStoreError: the download failed.
    """
    from pyarrow import fs as pafs

    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    try:
        _copy(location.path(part), str(target), location.filesystem(), pafs.LocalFileSystem())
    except OSError as exc:
        raise ObjectStoreError(f"{location.uri}: downloading {part} failed: {_line(exc)}") from exc


def remove_runs(location: StoreLocation, keep: str | None = None) -> list[str]:
    """Delete the run folders under ``URI/runs/`` other than ``keep`` (a run id): what finished or
    killed runs left. A failed delete is left for the next build.

    Returns:
        the run ids deleted.
    """
    from pyarrow import fs as pafs

    s3 = location.filesystem()
    try:
        found = s3.get_file_info(pafs.FileSelector(location.path(RUNS), allow_not_found=True))
    except OSError:
        return []
    removed = []
    for info in found:
        run_id = info.path.rsplit("/", 1)[-1]
        if info.type == pafs.FileType.Directory and run_id != keep:
            try:
                s3.delete_dir(info.path)
                removed.append(run_id)
            except OSError:
                continue
    return removed


def cluster_client(address: str, timeout: float = CONNECT_TIMEOUT_S):
    """A ``dask.distributed.Client`` for the scheduler at ``address`` (``tcp://host:port``).

    Raises:
        ClusterError: ``distributed`` is not installed, or the scheduler did not answer within
            ``timeout`` seconds.
    """
    try:
        from distributed import Client
    except ImportError as exc:
        raise ClusterError(f"build.cluster is {address}, but dask.distributed is not installed "
                           "(pip install 'kagflow[cluster]')") from exc
    try:
        return Client(address, timeout=timeout, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"the Dask scheduler at {address} did not answer: {_line(exc)}") from exc


def cluster_shards(address: str, requested: int | None, timeout: float = CONNECT_TIMEOUT_S) -> int:
    """How many shards to cut for the cluster: ``requested`` (``build.cluster_shards``), else one
    per worker thread the scheduler reports.

    Raises:
        ClusterError: no scheduler at ``address``, or it has no workers.
    """
    if requested:
        return requested
    client = cluster_client(address, timeout)
    try:
        threads = sum(client.nthreads().values())
    finally:
        client.close()
    if threads <= 0:
        raise ClusterError(f"the Dask scheduler at {address} has no workers")
    return threads


def run_on_cluster(address: str, location: StoreLocation, run_id: str, sources_dir: Path, shards: Sequence[Sequence[str]],
                   settings: dict, ner: dict | None, parts_dir: Path, log: Callable[[str], None] = lambda _: None,
                   timeout: float = CONNECT_TIMEOUT_S, embed_model: str | None = None) -> list[dict]:
    """Run ``shards`` on the cluster and fetch their parts into ``parts_dir/shard_i`` (see the module docstring).

    Args:
        address: the Dask scheduler (``build.cluster``).
        location: the object store the workers share with this machine.
        run_id: the Dagster run's id (its prefix on the store).
        sources_dir: the project's ``sources/``.
        shards: file ids per shard (:func:`kagflow.documents.chunks.plan_shards`).
        settings: the ``parsed_chunks`` stage settings.
        ner: :class:`~kagflow.documents.ner.Extractor` keyword arguments, or None.
        parts_dir: the run's local parts folder.
        log: progress lines.
        timeout: seconds to wait for the scheduler (``build.cluster_timeout_s``).
        embed_model: the build's encoder when the workers embed the chunks too (:class:`ShardJob`).

    Returns:
        one ``shard_task`` result per shard, in shard order, each with its ``"shard"`` name.

    Raises:
        ClusterError: the scheduler is unreachable or lost, or a shard failed on every try.
        ObjectStoreError: an upload or download failed.
    """
    prefix = run_prefix(run_id)
    jobs = []
    sent = 0
    for index, file_ids in enumerate(shards):
        shard = f"shard_{index}"
        sent += upload_inputs(location, prefix, shard, sources_dir, file_ids)
        jobs.append(ShardJob(location, prefix, shard, tuple(file_ids), settings, ner, embed_model))
    log(f"{len(jobs)} shard(s), {sent} bytes of sources uploaded to {location.uri}/{prefix}")
    client = cluster_client(address, timeout)
    try:
        futures = [client.submit(shard_task, job, key=f"kagflow-{run_id}-{job.shard}", retries=TASK_RETRIES, pure=False)
                   for job in jobs]
        try:
            results = client.gather(futures)
        except Exception as exc:  # a task that failed on every try, a lost scheduler: Dask raises either
            raise ClusterError(f"document shards on the Dask cluster at {address} failed: {type(exc).__name__}: {_line(exc)}") from exc
    finally:
        client.close()
    out = []
    for job, result in zip(jobs, results):
        fetch_part(location, result["part"], parts_dir / job.shard)
        out.append({"shard": job.shard, **result})
    remove_runs_of(location, prefix)
    return out


def remove_runs_of(location: StoreLocation, prefix: str) -> None:
    """Delete one run's folder (``runs/RUN_ID``) after its parts are fetched; a failure is left to :func:`remove_runs`."""
    try:
        location.filesystem().delete_dir(location.path(prefix))
    except OSError:
        pass


def _line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
