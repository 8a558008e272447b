"""A small real project for the retrievers and eval: 60 MuSiQue passages holding the gold
passages of the first three dev questions, built once per session with the fake models."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import dataset, fake_models

SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"
N_PASSAGES = 60
N_QUESTIONS = 3


def slice_passages() -> tuple[list[dict], list[dict]]:
    """``(passages, questions)``: the first three MuSiQue dev questions and 60 corpus passages
    holding every supporting paragraph of them, then corpus passages in file order."""
    questions = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))[:N_QUESTIONS]
    corpus = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))
    gold = [(p["title"], p["paragraph_text"]) for q in questions for p in q["paragraphs"] if p["is_supporting"]]
    passages = [p for p in corpus if (p["title"], p["text"]) in set(gold)]
    chosen = {(p["title"], p["text"]) for p in passages}
    for p in corpus:
        if len(passages) >= N_PASSAGES:
            break
        if (p["title"], p["text"]) not in chosen and p["title"] not in {t for t, _ in chosen}:
            passages.append(p)
            chosen.add((p["title"], p["text"]))
    return passages, questions


def make_slice(root: Path) -> Path:
    """Write the slice project (schema, sources/corpus.json, questions.json) under ``root``."""
    passages, questions = slice_passages()
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    (root / "sources" / "corpus.json").write_text(json.dumps(passages), encoding="utf-8")
    (root / "questions.json").write_text(json.dumps(questions), encoding="utf-8")
    return root


@pytest.fixture(scope="session")
def musique_slice(tmp_path_factory) -> Path:
    """The slice project, built with the fake NLP and the fake hash embedder (model ``fake-hash-384``)."""
    from kagflow.pipelines.build import build_project

    root = make_slice(tmp_path_factory.mktemp("slice") / "musique-slice")
    build_project(root, as_of="2024-01-01", substitutes=fake_models())
    return root
