"""Documents end to end: readers, chunks, NER, entities, triples, embeddings, incremental rebuilds."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import duckdb
import numpy as np
import pytest

from kagflow.pipelines.build import build_project
from tests.conftest import build_without_models, dataset, fake_models

WIKI_SCHEMA = """namespace Wiki

Person(Person): EntityType
    properties:
        desc(Description): Text

Organization(Organization): EntityType
    properties:
        desc(Description): Text

Place(Place): EntityType
    properties:
        desc(Description): Text
"""


def make_project(root: Path) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(WIKI_SCHEMA, encoding="utf-8")
    return root


def rows(root: Path, sql: str, params=()):
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        return con.execute(sql, list(params)).fetchall()
    finally:
        con.close()


CORPUS_SAMPLE_STEP = 3  # every third passage of a QA corpus: a fixed sample of 630 (MuSiQue) and 332 (HotpotQA)


@pytest.mark.parametrize("name", ["musique", "hotpotqa"])
def test_qa_corpora_build_with_a_chunk_per_passage(tmp_path, name):
    # about reading, splitting and the stages' plumbing over hundreds of passages in one corpus
    # file: the fake models stand in (spaCy over these corpora: tests/kagflow/documents/test_ner.py;
    # both models on 20 passages: the next test); whole corpora are read and split in
    # tests/kagflow/documents/test_readers.py and test_splitter.py
    root = make_project(tmp_path / name)
    full = json.loads((dataset(name) / "corpus.json").read_text(encoding="utf-8"))
    corpus = full[::CORPUS_SAMPLE_STEP] if isinstance(full, list) else dict(list(full.items())[::CORPUS_SAMPLE_STEP])
    (root / "sources" / "corpus.json").write_text(json.dumps(corpus, ensure_ascii=False), encoding="utf-8")
    # names embedded at build (off by default: readers embed them when they need them), so their rows are checked too
    (root / "kagflow.yaml").write_text("embeddings:\n  entity_names: true\n", encoding="utf-8")
    n_passages = len(corpus)
    titles = set(corpus) if isinstance(corpus, dict) else {p["title"] for p in corpus}
    build_project(root, as_of="2024-01-01", substitutes=fake_models())
    (n_docs,), = rows(root, "SELECT count(*) FROM documents")
    assert n_docs == n_passages
    # a chunk per passage (passages are short) and each chunk keeps its passage's title
    (n_chunks, n_titled), = rows(root, "SELECT count(*), count(*) FILTER (WHERE title IS NOT NULL) FROM chunks")
    assert n_chunks >= n_passages and n_titled == n_chunks
    assert {t for (t,) in rows(root, "SELECT DISTINCT title FROM chunks")} == titles
    (docs_without_chunks,), = rows(root, "SELECT count(*) FROM documents d WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.doc_id = d.doc_id)")
    assert docs_without_chunks == 0
    for table in ("ner_mentions", "standardized_entities", "triples", "entity_chunks", "chunk_embeddings", "entity_embeddings"):
        (count,), = rows(root, f"SELECT count(*) FROM {table}")
        assert count > 0, table
    (unembedded,), = rows(root, "SELECT count(*) FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings)")
    assert unembedded == 0
    # the fake labels names ORG, which the Wiki schema's Organization takes into the knowledge layer
    (organizations,), = rows(root, "SELECT count(*) FROM standardized_entities WHERE type = 'Organization' AND layer = 'knowledge'")
    assert organizations > 0
    # each stored vector is the one of its own row's text (batched shortest first, put back in place);
    # a chunk is embedded with its passage's title in front (unless the text already starts with it)
    embedder = fake_models()["embedder"]
    for sql in ("SELECT CASE WHEN c.title IS NULL OR starts_with(c.text, c.title) THEN c.text ELSE c.title || chr(10) || c.text END, "
                "e.embedding FROM chunk_embeddings e JOIN chunks c USING (chunk_id)",
                "SELECT text, embedding FROM entity_embeddings"):
        stored = rows(root, sql)
        expected = embedder.encode([text for text, _ in stored])
        assert np.allclose(np.array([vector for _, vector in stored], dtype=np.float32), expected, atol=1e-6), sql


def test_a_corpus_sample_builds_with_the_real_models(tmp_path):
    # the corpus test above runs on the fakes; here spaCy and MiniLM build 20 MuSiQue passages
    from kagflow.resources.models import EMBEDDING_MODEL

    root = make_project(tmp_path / "sample")
    sample = json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))[:20]
    (root / "sources" / "corpus.json").write_text(json.dumps(sample), encoding="utf-8")
    build_project(root, as_of="2024-01-01")
    (n_docs, n_chunks), = rows(root, "SELECT (SELECT count(*) FROM documents), (SELECT count(*) FROM chunks)")
    assert n_docs == len(sample) and n_chunks >= len(sample)
    (people,), = rows(root, "SELECT count(*) FROM standardized_entities WHERE type = 'Person' AND layer = 'knowledge'")
    assert people > 0
    (unembedded,), = rows(root, "SELECT count(*) FROM chunks WHERE chunk_id NOT IN (SELECT chunk_id FROM chunk_embeddings)")
    assert unembedded == 0
    assert rows(root, "SELECT DISTINCT model FROM chunk_embeddings UNION SELECT DISTINCT model FROM entity_embeddings") == [(EMBEDDING_MODEL,)]


HOTPOT = dataset("hotpotqa") / "corpus.json"


def _hundred_files(root: Path) -> list[tuple[str, str]]:
    corpus = json.loads(HOTPOT.read_text(encoding="utf-8"))
    passages = [(title, " ".join(sentences)) for title, sentences in list(corpus.items())[:101]]
    for i, (title, text) in enumerate(passages[:100]):
        (root / "sources" / f"doc{i:03d}.txt").write_text(f"{title}\n\n{text}\n", encoding="utf-8")
    return passages


SNAPSHOT = {
    "documents": "SELECT file_id, doc_id FROM documents",
    "chunks": "SELECT file_id, chunk_id FROM chunks",
    "ner_mentions": "SELECT file_id, mention_id FROM ner_mentions",
    "mention_relations": "SELECT file_id, subject_mention_id || predicate || object_mention_id FROM mention_relations",
    "entity_chunks": "SELECT file_id, entity_id || chunk_id FROM entity_chunks",
    "triples": "SELECT file_id, triple_id FROM triples WHERE kind = 'svo'",
}


def _snapshot(root: Path, exclude: str) -> dict[str, list]:
    return {name: sorted(r for r in rows(root, sql) if r[0] != exclude) for name, sql in SNAPSHOT.items()}


def test_editing_one_of_100_files_touches_only_its_rows(tmp_path):
    # about row identity across rebuilds, not the models: fakes, no embedding stage
    build_project = build_without_models
    root = make_project(tmp_path / "hundred")
    passages = _hundred_files(root)
    build_project(root, as_of="2024-01-01")
    before = _snapshot(root, "doc000.txt")
    old_chunks = {text for (text,) in rows(root, "SELECT text FROM chunks WHERE file_id = 'doc000.txt'")}
    only_old = {e for (e,) in rows(root, "SELECT entity_id FROM entity_chunks GROUP BY entity_id HAVING bool_and(file_id = 'doc000.txt')")}
    assert only_old, "passage 0 names something no other passage names"
    # re-ingesting unchanged files changes nothing
    everything = _snapshot(root, "")
    build_project(root, as_of="2024-01-01")
    assert _snapshot(root, "") == everything
    # edit one file: it now states another passage's facts
    new_title, new_text = passages[100]
    (root / "sources" / "doc000.txt").write_text(f"{new_title}\n\n{new_text}\n", encoding="utf-8")
    build_project(root, as_of="2024-01-01")
    assert _snapshot(root, "doc000.txt") == before, "the other 99 files' rows keep their ids"
    texts = {text for (text,) in rows(root, "SELECT text FROM chunks")}
    assert not (old_chunks & texts), "the old version's text is gone"
    assert any(new_title in t for t in texts)
    still_there = {e for (e,) in rows(root, "SELECT entity_id FROM standardized_entities")}
    assert {e for e in only_old if e in still_there} <= {e for (e,) in rows(root, "SELECT entity_id FROM entity_chunks WHERE file_id = 'doc000.txt'")}, \
        "an entity only the old version named is gone unless the new version names it too"
    # deleting a file removes every row that came only from it
    (root / "sources" / "doc000.txt").unlink()
    build_project(root, as_of="2024-01-01")
    for name, sql in SNAPSHOT.items():
        assert not [r for r in rows(root, sql) if r[0] == "doc000.txt"], name
    (orphans,), = rows(root, "SELECT count(*) FROM standardized_entities e WHERE NOT EXISTS (SELECT 1 FROM entity_chunks c WHERE c.entity_id = e.entity_id)")
    assert orphans == 0
    assert _snapshot(root, "doc000.txt") == before


def test_mixed_formats_and_broken_files_build(tmp_path):
    import docx

    from tests.kagflow.documents.test_readers import make_pdf

    root = make_project(tmp_path / "mixed")
    src = root / "sources"
    make_pdf(src / "report.pdf", repeat_header=False)
    (src / "guide.md").write_text("# Guide\n\nMarie Curie worked in Paris.\n\n## Details\n\nShe was born in Warsaw.\n", encoding="utf-8")
    (src / "plain.txt").write_text("Alan Turing was born in London.\n\nHe worked at Bletchley Park.\n", encoding="utf-8")
    (src / "page.html").write_text("<html><body><h1>Overview</h1><p>Ada Lovelace lived in London.</p></body></html>", encoding="utf-8")
    document = docx.Document()
    document.add_heading("Profile", level=1)
    document.add_paragraph("Grace Hopper served in the United States Navy.")
    document.save(src / "profile.docx")
    (src / "delims.txt").write_text("Tokens <|> and ## and \u0000 inside text about Berlin.", encoding="utf-8")
    # broken inputs: each is recorded, none aborts the build
    (src / "empty.txt").write_text("", encoding="utf-8")
    (src / "blank.md").write_text("   \n\n\t\n", encoding="utf-8")
    (src / "binary.txt").write_bytes(bytes(range(256)) * 8)
    (src / "corrupt.pdf").write_bytes(b"%PDF-1.4 this is not a pdf")
    (src / "latin1.txt").write_bytes("Caf\xe9 in Z\xfcrich".encode("latin-1"))
    build_project(root, as_of="2024-01-01")

    chunks_per_file = dict(rows(root, "SELECT file_id, count(*) FROM chunks GROUP BY 1"))
    for good in ("report.pdf", "guide.md", "plain.txt", "page.html", "profile.docx", "delims.txt"):
        assert chunks_per_file.get(good, 0) > 0, good
    spans = rows(root, "SELECT page, page_end FROM chunks WHERE file_id = 'report.pdf' ORDER BY seq")
    assert all(p is not None and e is not None and 1 <= p <= e <= 4 for p, e in spans)  # the generated PDF has 4 pages
    assert spans[0][0] == 1 and spans[-1][1] == 4
    sections = {tuple(s) for (s,) in rows(root, "SELECT section FROM chunks WHERE file_id = 'guide.md'")}
    assert ("Guide", "Details") in sections
    issues = {(code, doc_id) for code, doc_id in rows(root, "SELECT code, doc_id FROM build_issues")}
    for broken in ("binary.txt", "corrupt.pdf", "latin1.txt"):
        assert ("unreadable_document", broken) in issues, broken
    for empty in ("empty.txt", "blank.md"):
        assert ("empty_document", empty) in issues, empty
    # spans and endpoints hold everywhere (the asset checks passed, or the build would have failed)
    names = {n for (n,) in rows(root, "SELECT name FROM standardized_entities WHERE type = 'Person'")}
    assert {"Marie Curie", "Alan Turing"} <= names
    # a broken file is retried: fixing it makes the next build pick it up
    (src / "latin1.txt").write_text("Café in Zürich", encoding="utf-8")
    build_project(root, as_of="2024-01-01")
    assert rows(root, "SELECT count(*) FROM chunks WHERE file_id = 'latin1.txt'")[0][0] == 1


def test_a_store_of_the_previous_chunking_version_re_chunks_and_re_extracts(tmp_path, monkeypatch):
    """An upgrade: a store built under CHUNKING_VERSION 2 (Markdown read line by line, link syntax
    in the chunks, no line or hash columns) is re-chunked by the next build, its mentions are
    extracted again from the new chunks, and the build after that has nothing to do."""
    from kagflow.documents import readers, splitter
    from kagflow.documents.readers import text as text_reader

    root = make_project(tmp_path / "upgrade")
    (root / "sources" / "notes.md").write_text(
        "# Suppliers\n\nAda Moreno met [Delta Cells](https://delta.example/about) in Munich.\n", encoding="utf-8")
    (root / "sources" / "plain.txt").write_text("Fjord Steel raised prices.\n\nBorealis Rubber did not.\n", encoding="utf-8")
    with monkeypatch.context() as old:  # the previous kagflow: version 2, Markdown kept as it is written
        old.setattr(splitter, "CHUNKING_VERSION", 2)
        old.setitem(readers._BY_SUFFIX, ".md", readers.Reader("md", (".md",), text_reader.read))
        build_without_models(root, as_of="2024-01-01", processes=1)
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"))
    try:  # the previous store's chunks table had none of the new columns
        for column in ("line_start", "line_end", "chunk_hash"):
            con.execute(f"ALTER TABLE chunks DROP COLUMN {column}")
        old_md = {c for (c,) in con.execute("SELECT chunk_id FROM chunks WHERE file_id = 'notes.md'").fetchall()}
        assert con.execute("SELECT count(*) FROM chunks WHERE text LIKE '%](%'").fetchone()[0] == 1
    finally:
        con.close()

    report = build_without_models(root, as_of="2024-01-01", processes=1)
    assert sorted(report.dirty_files) == ["notes.md", "plain.txt"]  # the version changed: every document
    chunks = rows(root, "SELECT file_id, chunk_id, text, line_start, line_end, chunk_hash FROM chunks ORDER BY file_id, seq")
    md = [c for c in chunks if c[0] == "notes.md"]
    assert [c[2] for c in md] == ["Suppliers\n\nAda Moreno met Delta Cells in Munich."] and not {c[1] for c in md} & old_md
    assert [(c[3], c[4]) for c in chunks] == [(1, 3), (1, 3)]  # both files: lines 1 to 3, counted by hand
    assert all(c[5] == hashlib.sha256(c[2].encode("utf-8")).hexdigest()[:16] for c in chunks)
    # the mentions were extracted again: none points at a chunk that is gone, the new md chunk has some
    stale = rows(root, "SELECT count(*) FROM ner_mentions m WHERE NOT EXISTS (SELECT 1 FROM chunks c WHERE c.chunk_id = m.chunk_id)")
    assert stale == [(0,)]
    assert rows(root, "SELECT count(*) > 0 FROM ner_mentions WHERE chunk_id = ?", [md[0][1]]) == [(True,)]
    assert rows(root, "SELECT count(*) FROM ner_mentions WHERE text LIKE '%](%' OR text LIKE '%http%'") == [(0,)]
    assert build_without_models(root, as_of="2024-01-01", processes=1).dirty_files == []
