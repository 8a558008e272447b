"""The query encoder on an inference runtime: MiniLM exported to ONNX at build time, run at query
time by ONNX Runtime with the ``tokenizers`` tokenizer, so a question is embedded without torch,
transformers or sentence-transformers.

The build (where torch is loaded anyway) calls :func:`export_query_encoder` after embedding; it
writes, once per model package version, the folder ``PROJECT/.kagflow/encoders/<model>/``::

    model.onnx       the whole sentence-transformers module chain traced as one graph
                     (Transformer -> Pooling -> Normalize): input_ids, attention_mask,
                     token_type_ids (int64, batch x tokens) -> sentence_embedding (float32, batch x 384);
                     already optimised by ONNX Runtime (readers load it with optimisation off)
    model.data       its weights
    tokenizer.json   the model's fast tokenizer
    encoder.json     what was exported: format, model, package version, max_seq_length, dimension

The pooling and normalisation are sentence-transformers' own modules inside the graph, so they are
exactly what the model's configuration (``modules.json``, ``1_Pooling/config.json``) asks for; the
tokenizer truncates to the model's ``max_seq_length`` and pads to the longest text of a batch, as
sentence-transformers does. Readers find the folder beside the store they opened
(:func:`query_encoder`); a store built before the export existed has none, and they fall back to
the sentence-transformers encoder with a note.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import numpy as np

from kagflow.documents.embeddings import MINILM_MODEL, Encode, load_encoder, single_threaded

EXPORT_FORMAT = "onnx/2"  # layout of encoder.json and the graph's inputs and outputs
ENCODERS_DIR = "encoders"  # under PROJECT/.kagflow
MANIFEST = "encoder.json"
ONNX_FILE = "model.onnx"
WEIGHTS_FILE = "model.data"  # the graph's initializers, outside the graph file (read without a copy)
_TRACED_FILE = "traced.onnx"  # the tracer's graph, before ONNX Runtime's fusions
TOKENIZER_FILE = "tokenizer.json"
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
EXPORTED_MODELS = (MINILM_MODEL,)  # models with an ONNX export; others (the fake) need none

FALLBACK_NOTE = ("the question was embedded with sentence-transformers (torch): this store has no ONNX query "
                 "encoder; rebuild the project (`kagflow build`) to write it")


def encoder_dir(state_dir: Path, model_name: str) -> Path:
    """``state_dir/encoders/<model_name>``: where the export of ``model_name`` lives."""
    return Path(state_dir) / ENCODERS_DIR / model_name


def _package_version() -> str:
    from importlib.metadata import version

    return version(MINILM_MODEL)


def export_query_encoder(state_dir: Path, model_name: str = MINILM_MODEL,
                         log: Callable[[str], None] | None = None) -> Path | None:
    """Export ``model_name`` to ONNX under ``state_dir`` (:func:`encoder_dir`) unless an export of
    the installed package version is already there.

    The folder is written beside and renamed into place, so a reader never sees a partial export
    (while a stale one is replaced it may, for a moment, find none and take the slow path). The new
    graph is checked against the model on a sample before it is renamed in. Needs torch and the
    ``onnx`` package (the build's stack).

    Args:
        state_dir: the project's ``.kagflow`` folder.
        model_name: the encoder's name (``chunk_embeddings.model``).
        log: progress lines.

    Returns:
        the export's folder; ``None`` for a model that has no export (:data:`EXPORTED_MODELS`).

    Raises:
        RuntimeError: the exported graph does not reproduce the model's vectors (cosine < 0.9999).
        OSError: the folder cannot be written.
    """
    if model_name not in EXPORTED_MODELS:
        return None
    target = encoder_dir(state_dir, model_name)
    wanted = {"format": EXPORT_FORMAT, "model": model_name, "package_version": _package_version()}
    try:
        stored = json.loads((target / MANIFEST).read_text(encoding="utf-8"))
        if {k: stored.get(k) for k in wanted} == wanted and (target / ONNX_FILE).is_file():
            return target
    except (OSError, ValueError):
        pass
    import torch

    from kagflow.documents.embeddings import minilm_model

    st_model = minilm_model()

    class _Chain(torch.nn.Module):
        """The sentence-transformers modules (Transformer, Pooling, Normalize) on plain tensors."""

        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, input_ids, attention_mask, token_type_ids):
            features = {"input_ids": input_ids, "attention_mask": attention_mask, "token_type_ids": token_type_ids}
            return self.inner(features)["sentence_embedding"]

    tokenizer = st_model[0].tokenizer
    sample = tokenizer(["an example sentence", "a second, longer example sentence for the trace"],
                       padding=True, return_tensors="pt")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{model_name}.", dir=target.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; readers may run as another user
    try:
        import warnings

        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's notes on shape-dependent branches (checked in tests)
            dynamic = {name: {0: "batch", 1: "tokens"} for name in _INPUTS}
            chain = _Chain(st_model).eval()
            inputs = tuple(sample[name] for name in _INPUTS)
            torch.onnx.export(chain, inputs, str(staging / _TRACED_FILE),
                              input_names=list(_INPUTS), output_names=["sentence_embedding"],
                              dynamic_axes={**dynamic, "sentence_embedding": {0: "batch"}},
                              opset_version=17, dynamo=False)
            expected = chain(*inputs).numpy()
        _optimise(staging)
        tokenizer.backend_tokenizer.save(str(staging / TOKENIZER_FILE))
        feed = {name: sample[name].numpy().astype(np.int64) for name in _INPUTS}
        got = _session(staging).run(None, feed)[0]
        if float((got * expected).sum(axis=1).min()) < 0.9999:  # the graph readers run must be the model
            raise RuntimeError(f"the ONNX export of {model_name} does not reproduce the model's vectors")
        dimension = getattr(st_model, "get_embedding_dimension", None) or st_model.get_sentence_embedding_dimension
        manifest = {**wanted, "max_seq_length": int(st_model.max_seq_length), "dimension": int(dimension())}
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        if target.exists():  # a stale export: moved aside, then the new one renamed in
            old = Path(tempfile.mkdtemp(prefix=f".{model_name}.old.", dir=target.parent))
            os.replace(target, old / model_name)
            os.replace(staging, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    if log is not None:
        log(f"query encoder: {model_name} exported to {target / ONNX_FILE}")
    return target


def _optimise(folder: Path) -> None:
    """Replace the traced graph in ``folder`` by ONNX Runtime's optimised one (its extended
    fusions: attention, layer norms, GELU), with the weights in :data:`WEIGHTS_FILE`.

    Readers then open it with optimisation off, so a process pays neither the fusions nor a copy
    of 90 MB of weights out of the graph's protobuf when it loads the encoder.
    """
    import onnx
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
    options.optimized_model_filepath = str(folder / "optimised.onnx")
    ort.InferenceSession(str(folder / _TRACED_FILE), options, providers=["CPUExecutionProvider"])
    graph = onnx.load(str(folder / "optimised.onnx"))
    onnx.save_model(graph, str(folder / ONNX_FILE), save_as_external_data=True, all_tensors_to_one_file=True,
                    location=WEIGHTS_FILE, size_threshold=1024)
    (folder / WEIGHTS_FILE).chmod(0o644)
    for name in (_TRACED_FILE, "optimised.onnx"):
        (folder / name).unlink()


def _session(folder: Path, prepack: bool = True, threads: int = 1):
    """An ONNX Runtime session on ``folder``'s graph: CPU, ``threads`` intra-op threads (one for
    questions; the build passes its free cores), optimisation off (done at export).

    ``prepack=False`` skips re-laying the weights out for the matrix kernels: loading costs about
    a quarter as much CPU and each question a little more, the better trade for a process that
    embeds one question (``kagflow ask``); a server keeps it on.
    """
    import onnxruntime as ort

    options = ort.SessionOptions()
    if not prepack:
        options.add_session_config_entry("session.disable_prepacking", "1")
    options.intra_op_num_threads, options.inter_op_num_threads = threads, 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.log_severity_level = 3  # errors only
    return ort.InferenceSession(str(Path(folder) / ONNX_FILE), options, providers=["CPUExecutionProvider"])


class OnnxEncoder:
    """``encode(texts) -> float32 (len(texts), dim)``, unit rows, from an export folder.

    Runs on one ONNX Runtime thread: one short question gains nothing from intra-op parallelism on
    a shared machine (the reason :func:`~kagflow.documents.embeddings.single_threaded` exists).

    Args:
        folder: an export folder (:func:`export_query_encoder`).
        batch_size: texts per session run.
        prepack: lay the weights out for the matrix kernels at load (see :func:`_session`).
        threads: intra-op threads (1 for questions; the build's encoder passes its free cores).

    Raises:
        FileNotFoundError, ValueError: the folder holds no readable export of format
            :data:`EXPORT_FORMAT`.
    """

    note: str | None = None  # the ONNX path needs no note

    def __init__(self, folder: Path, batch_size: int = 32, prepack: bool = True, threads: int = 1):
        manifest = json.loads((Path(folder) / MANIFEST).read_text(encoding="utf-8"))
        if manifest.get("format") != EXPORT_FORMAT:
            raise ValueError(f"{folder / MANIFEST}: export format {manifest.get('format')!r}, not {EXPORT_FORMAT!r}")
        from tokenizers import Tokenizer

        self.dimension = int(manifest["dimension"])
        self.batch_size = batch_size
        self.tokenizer = Tokenizer.from_file(str(Path(folder) / TOKENIZER_FILE))
        self.tokenizer.enable_truncation(max_length=int(manifest["max_seq_length"]))
        self.tokenizer.enable_padding(pad_id=self.tokenizer.token_to_id("[PAD]") or 0, pad_token="[PAD]")
        self.session = _session(folder, prepack, threads)

    def __call__(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            encoded = self.tokenizer.encode_batch(list(texts[start:start + self.batch_size]))
            feed = {name: np.array([getattr(e, attr) for e in encoded], dtype=np.int64)
                    for name, attr in zip(_INPUTS, ("ids", "attention_mask", "type_ids"))}
            out[start:start + len(encoded)] = self.session.run(None, feed)[0]
        return out


@lru_cache(maxsize=4)
def _shared_onnx(folder: str, _version: int, prepack: bool) -> OnnxEncoder:
    """One :class:`OnnxEncoder` per export (and version of its file) per process: every asker of a
    server and both uses of a reader (questions, plan names) share one session, which is safe to
    run from several threads."""
    return OnnxEncoder(Path(folder), prepack=prepack)


class _OnFirstCall:
    """An encoder made on its first call (a plan whose names all link exactly never loads one).

    Attributes:
        note: ``None`` on the ONNX path; :data:`FALLBACK_NOTE` on the sentence-transformers one.
        used: whether it has encoded anything yet.
    """

    def __init__(self, make: Callable[[bool], Encode], note: str | None):
        self._make, self._encode, self.note, self.used = make, None, note, False

    def load(self, long_lived: bool = True) -> None:
        """Make the encoder now, without counting as a use: a server's warm-up (``long_lived``:
        tuned for many questions) or the first call (tuned for a process that asks one)."""
        if self._encode is None:
            self._encode = self._make(long_lived)

    def __call__(self, texts: list[str]) -> np.ndarray:
        self.load(long_lived=False)
        self.used = True
        return self._encode(texts)


def store_folders(con) -> list[Path]:
    """The folders an export may sit in for the store ``con`` opened: the database file's folder
    (``.kagflow`` for the local store) and, for an object-store snapshot cached under
    ``.kagflow/remote/``, the folder above it. Empty for an in-memory database."""
    import duckdb

    try:
        row = con.execute("SELECT path FROM duckdb_databases() WHERE database_name = current_database()").fetchone()
    except duckdb.Error:
        return []
    if not row or not row[0]:
        return []
    folder = Path(row[0]).resolve().parent
    return [folder, folder.parent] if folder.name == "remote" else [folder]


def encoder_notes(*encoders: object) -> list[str]:
    """The notes of the given encoders (``None`` entries allowed) that encoded something on the
    slow path, each once: what a reader reports after answering."""
    notes = [getattr(e, "note", None) for e in encoders if getattr(e, "used", False)]
    return list(dict.fromkeys(n for n in notes if n))


def query_encoder(model_name: str, con) -> Encode:
    """The encoder readers embed questions (and plan names) with, for vectors stored by ``model_name``.

    The ONNX export beside the store (:func:`store_folders`) when there is one; otherwise, for a
    model that has exports, the sentence-transformers encoder with :data:`FALLBACK_NOTE` as its
    ``note``; other models (the fake) as :func:`~kagflow.documents.embeddings.load_encoder` gives them.

    Returns:
        ``encode(texts) -> float32 (len(texts), dim)``, made on its first call; its ``note``
        attribute, when present and not ``None``, says the question went through the slow path.

    Raises:
        UnknownEncoderError: a model kagflow has no encoder for.
    """
    if model_name not in EXPORTED_MODELS:
        return load_encoder(model_name)
    for folder in store_folders(con):
        path = encoder_dir(folder, model_name)
        try:
            manifest = json.loads((path / MANIFEST).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if manifest.get("format") == EXPORT_FORMAT and (path / ONNX_FILE).is_file():
            return _OnFirstCall(lambda many: _shared_onnx(str(path), (path / ONNX_FILE).stat().st_mtime_ns, many), None)
    return _OnFirstCall(lambda _many: single_threaded(load_encoder(model_name)), FALLBACK_NOTE)
