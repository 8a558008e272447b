"""``python -m tests.pipelines.build_driver ARGS``: the ``kagflow`` CLI with the fake models, for
tests that run builds as separate processes (two at once, killed, interrupted).

``build`` runs without the embedding stage and with :func:`tests.conftest.fake_models`. When
``KAGFLOW_TEST_STALL`` names a file, the NER stage creates that file and then sleeps (while it
holds its pool slot), so a test can kill or interrupt the build at a known point.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from pathlib import Path

from kagflow.pipelines import build
from kagflow.pipelines.cli import main
from kagflow.resources.models import FakeNlpResource
from tests.conftest import fake_models


class StallingNlpResource(FakeNlpResource):
    """The fake NLP resource; with ``KAGFLOW_TEST_STALL`` set it marks the file and sleeps."""

    def extractor(self, label_map, schema_types, batch_size: int = 64, n_process: int = 1):
        marker = os.environ.get("KAGFLOW_TEST_STALL")
        if marker:
            Path(marker).write_text(str(os.getpid()), encoding="ascii")
            time.sleep(600)
        return super().extractor(label_map, schema_types, batch_size, n_process)


if __name__ == "__main__":
    build.build_project = functools.partial(
        build.build_project, substitutes={**fake_models(), "nlp": StallingNlpResource()}, embeddings=False
    )
    sys.exit(main(sys.argv[1:]))
