"""A small knowledge store for the document stages, without Dagster: real passages and notes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.sources import discover_sources, read_source
from kagflow.store import warehouse
from tests.conftest import REPO, dataset

N_PASSAGES = 30
SPLITTER = {"max_tokens": 256, "overlap_tokens": 32}


def hotpotqa_slice(n: int = N_PASSAGES) -> dict[str, list[str]]:
    """The first ``n`` passages of the shared HotpotQA corpus (title -> sentences), read with json."""
    data = json.loads((dataset("hotpotqa") / "corpus.json").read_text(encoding="utf-8"))
    return dict(list(data.items())[:n])


def make_sources(root: Path) -> Path:
    """``root/sources`` with a HotpotQA slice, the acme example's two notes and a file that is not UTF-8."""
    sources = root / "sources"
    sources.mkdir(parents=True)
    (sources / "corpus.json").write_text(json.dumps(hotpotqa_slice(), ensure_ascii=False), encoding="utf-8")
    for note in (REPO / "data" / "examples" / "acme-supply" / "sources" / "notes").iterdir():
        shutil.copy(note, sources / note.name)
    (sources / "broken.txt").write_bytes(b"fine line\nbad \xff byte\n")
    return sources


def register_sources(con: duckdb.DuckDBPyConnection, sources: Path) -> list[str]:
    """Fill ``source_documents`` as the source stage does; returns the file ids."""
    con.execute("DELETE FROM source_documents")
    rows = []
    for path in discover_sources(sources):
        source = read_source(path, sources)
        rows.append((source.doc_id, str(path), source.format, source.content_hash, source.size_bytes,
                     len(source.records), source.status, source.error))
    warehouse.insert_rows(con, "source_documents", ("doc_id", "path", "format", "content_hash", "size_bytes",
                                                    "n_records", "status", "error"), rows)
    return [row[0] for row in rows]


@pytest.fixture
def store(tmp_path):
    """``(connection, sources folder, file ids)`` of an empty store whose sources are registered."""
    sources = make_sources(tmp_path)
    con = duckdb.connect(str(tmp_path / "kg.duckdb"))
    warehouse.ensure_tables(con)
    file_ids = register_sources(con, sources)
    yield con, sources, file_ids
    con.close()


SCHEMA_TYPES = ("Company", "Person")


@pytest.fixture(scope="module")
def mentioned_store(tmp_path_factory):
    """A store whose sources are parsed and NER'd (spaCy; PERSON -> Person, ORG -> Company), plus
    table entities: supply-chain companies (Chinese names) and one person that spaCy also finds."""
    from kagflow.documents.chunks import parse_files
    from kagflow.documents.mentions import extract_mentions
    from kagflow.documents.ner import Extractor

    root = tmp_path_factory.mktemp("mentioned")
    sources = make_sources(root)
    con = duckdb.connect(str(root / "kg.duckdb"))
    warehouse.ensure_tables(con)
    file_ids = register_sources(con, sources)
    parse_files(con, sources, file_ids, SPLITTER)
    extract_mentions(con, file_ids, {"types": list(SCHEMA_TYPES)},
                     lambda n: Extractor(schema_types=SCHEMA_TYPES), "spacy:test")
    add_table_entities_and_model_facts(con)
    yield con
    con.close()


def supplychain_companies(n: int = 3) -> list[dict[str, str]]:
    """The first ``n`` rows of the supply-chain Company.csv, read with the csv module."""
    from tests.conftest import read_csv

    return read_csv(dataset("kag-supplychain") / "sources" / "Company.csv")[:n]


def add_table_entities_and_model_facts(con: duckdb.DuckDBPyConnection) -> None:
    """Table entities (Acme Motors, three Chinese companies), mentions of the Chinese names in the
    first chunk of logistics.txt, and model facts (llm_entities / llm_triples) about them."""
    from kagflow.documents.names import name_key
    from kagflow.store.ids import entity_id_for

    companies = [("ACME-1", "Acme Motors")] + [(row["id"], row["name"]) for row in supplychain_companies()]
    entity_rows, alias_rows = [], []
    for key, name in companies:
        entity_id = entity_id_for("Company", key)
        entity_rows.append((entity_id, "Company", key, name, False, "Company.csv", 2))
        alias_rows += [(entity_id, name, "name"), (entity_id, key, "key")]
    warehouse.insert_rows(con, "entities", ("entity_id", "type", "key", "name", "is_stub", "doc_id", "line"), entity_rows)
    warehouse.insert_rows(con, "entity_aliases", ("entity_id", "alias", "kind"), alias_rows)
    chunk_id, doc_id = con.execute("SELECT chunk_id, doc_id FROM chunks WHERE file_id = 'logistics.txt' ORDER BY seq LIMIT 1").fetchone()
    mentions = [(f"m-{i}", chunk_id, doc_id, "logistics.txt", 0, 1, name, "ORG", "Company", name, name_key(name), "manual")
                for i, (_, name) in enumerate(companies[1:])]
    warehouse.insert_rows(con, "ner_mentions", ("mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset",
                                                "text", "label", "schema_type", "official_name", "name_key", "extractor"), mentions)
    first, second = companies[1][1], companies[2][1]
    llm_columns = ("chunk_id", "doc_id", "file_id", "name", "official_name", "name_key", "type", "in_schema", "extractor",
                   "model", "prompt_version")
    warehouse.insert_rows(con, "llm_entities", llm_columns, [
        (chunk_id, doc_id, "logistics.txt", first, first, name_key(first), "Company", True, "llm:m", "m", "v"),
        (chunk_id, doc_id, "logistics.txt", "Ningbo", "Ningbo", "ningbo", "Port", False, "llm:m", "m", "v"),
        # a company named by its table key: links through the key alias
        (chunk_id, doc_id, "logistics.txt", companies[3][0], companies[3][0], name_key(companies[3][0]), "Company", True,
         "llm:m", "m", "v"),
    ])
    # ties for the official name: 4 x "ACME Motors" against spaCy's 4 x "Acme Motors" (same length:
    # alphabetical wins), and 2 x the first Chinese name with a full stop against 2 x without (the shorter wins)
    warehouse.insert_rows(con, "llm_entities", llm_columns, [
        (chunk_id, doc_id, "logistics.txt", "ACME MOTORS", "ACME Motors", name_key("ACME Motors"), "Company", True,
         "llm:m", "m", "v")] * 4 + [
        (chunk_id, doc_id, "logistics.txt", first, first + "。", name_key(first + "。"), "Company", True, "llm:m", "m", "v")] * 2)
    triple_columns = ("triple_id", "chunk_id", "doc_id", "file_id", "subject", "subject_type", "subject_key", "predicate",
                      "object", "object_type", "object_key", "in_schema", "extractor", "model", "prompt_version")
    warehouse.insert_rows(con, "llm_triples", triple_columns, [
        ("t-open", chunk_id, doc_id, "logistics.txt", first, "Company", name_key(first), "shipsVia", "Ningbo", "Port",
         "ningbo", False, "llm:m", "m", "v"),
        ("t-schema", chunk_id, doc_id, "logistics.txt", first, "Company", name_key(first), "supplies", second, "Company",
         name_key(second), True, "llm:m", "m", "v"),
        ("t-dangling", chunk_id, doc_id, "logistics.txt", first, "Company", name_key(first), "owns", "Nowhere", "Port",
         "nowhere", False, "llm:m", "m", "v"),
    ])

