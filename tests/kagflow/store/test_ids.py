"""Stable ids: the SQL twins agree with the Python hashes on real names (Chinese, masked with '*')."""

from __future__ import annotations

import hashlib
import json

import duckdb

from kagflow.documents.names import name_key
from kagflow.store.ids import (
    chunk_id_for,
    edge_id_for,
    entity_id_for,
    entity_id_sql,
    stable_hash,
    stable_hash_sql,
    triple_id_for,
    triple_id_sql,
)
from tests.conftest import dataset, read_csv


def _names() -> list[tuple[str, str]]:
    """(type, name) pairs read from the raw KAG supply-chain CSVs and the HotpotQA titles."""
    sources = dataset("kag-supplychain") / "sources"
    pairs = [("Company", row["name"]) for row in read_csv(sources / "Company.csv")]
    pairs += [("Person", row["name"]) for row in read_csv(sources / "Person.csv")]
    pairs += [("Product", row["id"]) for row in read_csv(sources / "Product.csv")]
    titles = json.loads((dataset("hotpotqa") / "corpus.json").read_text(encoding="utf-8"))
    pairs += [("WORK_OF_ART", title) for title in list(titles)[:200]]
    return pairs


def test_stable_hash_is_sha256_of_the_unit_separated_parts():
    # computed here with hashlib alone: "entity" US "Company" US the name
    name = "传化****限公司"
    expected = hashlib.sha256("entity\x1fCompany\x1f传化****限公司".encode()).hexdigest()[:16]
    assert entity_id_for("Company", name) == stable_hash("entity", "Company", name) == expected
    assert stable_hash("a", None, "b") == hashlib.sha256(b"a\x1f\x1fb").hexdigest()[:16]


def test_entity_and_triple_ids_in_sql_equal_the_python_hashes_on_real_names():
    pairs = _names()
    assert len(pairs) > 300 and any(not name.isascii() for _, name in pairs)
    con = duckdb.connect()
    con.execute("CREATE TABLE n (type VARCHAR, name VARCHAR, name_key VARCHAR)")
    con.executemany("INSERT INTO n VALUES (?, ?, ?)", [(t, name, name_key(name)) for t, name in pairs])
    chunk = "'chunk-1'"
    rows = con.execute(
        f"SELECT type, name, name_key, {entity_id_sql('type', 'name')}, {entity_id_sql('type', 'name_key')}, "
        f"{triple_id_sql('type', 'name', 'name_key', chunk)} FROM n"
    ).fetchall()
    assert len(rows) == len(pairs)
    for type_name, name, key, by_name, by_key, triple in rows:
        assert by_name == entity_id_for(type_name, name)
        assert by_key == entity_id_for(type_name, key)
        assert triple == triple_id_for(type_name, name, key, "chunk-1")


def test_sql_twin_hashes_null_as_empty_like_python_none():
    expression = stable_hash_sql("'x'", "NULL", "'三角***份限公司'")
    value = duckdb.sql(f"SELECT {expression}").fetchone()[0]
    assert value == stable_hash("x", None, "三角***份限公司") == stable_hash("x", "", "三角***份限公司")


def test_edge_ids_are_the_stable_hash_of_edge_and_equal_the_set_based_sql_on_real_names():
    # the mapping's two engines: Python's edge_id_for, and the SQL digest the set-based path writes
    # (kagflow/knowledge/mapping_sets.py); both checked against hashlib over the unit-separated parts
    pairs = _names()
    ids = [(entity_id_for(t, a), "fundTrans", entity_id_for(t, b)) for (t, a), (_u, b) in zip(pairs, pairs[1:])]
    content = json.dumps([["transAmt", "420.0"], ["备注", "月度"]], ensure_ascii=False)
    for s, p, o in ids[:50]:
        expected = hashlib.sha256("\x1f".join(("edge", s, p, o, content)).encode()).hexdigest()[:16]
        assert edge_id_for(s, p, o, content) == stable_hash("edge", s, p, o, content) == expected
    con = duckdb.connect()
    con.execute("CREATE TABLE e (s VARCHAR, p VARCHAR, o VARCHAR)")
    con.executemany("INSERT INTO e VALUES (?, ?, ?)", ids)
    rows = con.execute("SELECT s, p, o, substr(sha256(concat_ws(chr(31), 'edge', s, p, o)), 1, 16) FROM e").fetchall()
    assert len(rows) == len(ids) > 300
    assert all(digest == edge_id_for(s, p, o) for s, p, o, digest in rows)


def test_chunk_ids_differ_by_document_text_and_occurrence():
    ids = {chunk_id_for("a.txt", "text", 1), chunk_id_for("a.txt", "text", 2), chunk_id_for("b.txt", "text", 1),
           chunk_id_for("a.txt", "text2", 1)}
    assert len(ids) == 4
    assert chunk_id_for("a.txt", "text", 1) == hashlib.sha256(b"chunk\x1fa.txt\x1ftext\x1f1").hexdigest()[:16]
