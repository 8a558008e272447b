"""``python -m tests.pipelines.build_driver ARGS``: the ``kagflow`` CLI with the fake models, for
tests that run builds as separate processes (two at once, killed, interrupted).

``build`` runs without the embedding stage and with :func:`tests.conftest.fake_models`. When
``KAGFLOW_TEST_STALL`` names a file, a stage creates that file and then sleeps, so a test can kill
or interrupt the build at a known point: ``KAGFLOW_TEST_STALL_AT=ner_mentions`` (the default; the
NER stage, holding its pool slot), ``after_chunks`` (``parsed_chunks`` materialised and its step
succeeded, at the start of the next step, before ``ner_mentions`` starts) or ``derived_properties``
(after the rules ran, inside the stage's open transaction).
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


def _stall(stage: str) -> None:
    marker = os.environ.get("KAGFLOW_TEST_STALL")
    if marker and os.environ.get("KAGFLOW_TEST_STALL_AT", "ner_mentions") == stage:
        try:  # the first process to get here stalls (two shard processes may both reach it)
            with open(marker, "x", encoding="ascii") as out:
                out.write(str(os.getpid()))
        except FileExistsError:
            return
        for _ in range(6000):  # short sleeps: a step process stopped by Dagster is interrupted between them
            time.sleep(0.1)


class StallingNlpResource(FakeNlpResource):
    """The fake NLP resource; stalls in ``ner_mentions`` when asked to (see the module)."""

    def extractor(self, label_map, schema_types, batch_size: int = 64, n_process: int = 1, unmapped_labels: str = "others"):
        _stall("ner_mentions")
        return super().extractor(label_map, schema_types, batch_size, n_process, unmapped_labels)


def _stalling_rules(evaluate):
    def evaluate_then_stall(*args, **kwargs):
        result = evaluate(*args, **kwargs)
        _stall("derived_properties")
        return result

    return evaluate_then_stall


def _stalling_after_chunks(build_project):
    """``build_project`` whose progress callback stalls at the first step start after ``parsed_chunks``'s
    (the in-process executor runs one step at a time, so ``parsed_chunks`` has succeeded then)."""

    def build(*args, progress=None, **kwargs):
        started = []

        def watch(text: str) -> None:
            if progress is not None:
                progress(text)
            if ":" in text:  # an asset's log line, not a step start
                return
            if started and started[-1] == "parsed_chunks":
                _stall("after_chunks")
            started.append(text)

        return build_project(*args, progress=watch, **kwargs)

    return build


if __name__ == "__main__":
    from kagflow.assets import derived_properties
    # the class under its module's importable name: a multiprocess build rebuilds it in step processes
    from tests.pipelines.build_driver import StallingNlpResource

    derived_properties.evaluate_rules = _stalling_rules(derived_properties.evaluate_rules)
    build.build_project = _stalling_after_chunks(functools.partial(
        build.build_project, substitutes={**fake_models(), "nlp": StallingNlpResource()}, embeddings=False
    ))
    sys.exit(main(sys.argv[1:]))
