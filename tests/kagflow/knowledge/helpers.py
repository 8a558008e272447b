"""Hand-made test material: stores for entity-resolution tests (mentions written as rows, resolved,
read back as clusters) and a small project of tables as KAG ships them (:func:`kag_tables_project`)."""

from __future__ import annotations

from pathlib import Path

import duckdb

from kagflow.documents.entities import standardize_entities
from kagflow.documents.names import name_key, official_name
from kagflow.knowledge.resolution import resolve_entities
from kagflow.project import AlignmentConfig
from kagflow.store import warehouse


def empty_store() -> duckdb.DuckDBPyConnection:
    """An in-memory store with every kagflow table and view."""
    con = duckdb.connect(":memory:")
    warehouse.ensure_tables(con)
    return con


def add_mention(con, doc: str, chunk: str, text: str, label: str = "PERSON", schema_type: str | None = None, start: int = 0) -> None:
    """One mention of ``text`` in ``chunk`` of ``doc`` (the chunk row is made on first use; its
    ``seq`` is the chunk id's digits), standardised as the NER stage would; typed ``schema_type``,
    else the label itself (a type name is all resolution reads; these stores have no schema)."""
    if not con.execute("SELECT 1 FROM chunks WHERE chunk_id = ?", [chunk]).fetchone():
        seq = int("".join(ch for ch in chunk if ch.isdigit()) or 0)
        warehouse.insert_rows(con, "chunks", ["chunk_id", "doc_id", "file_id", "seq", "text", "start_offset", "end_offset"],
                              [(chunk, doc, doc, seq, "", 0, 0)])
    warehouse.insert_rows(
        con, "ner_mentions",
        ["mention_id", "chunk_id", "doc_id", "file_id", "start_offset", "end_offset", "text", "label", "schema_type",
         "official_name", "name_key", "extractor"],
        [(f"{chunk}:{start}:{text}", chunk, doc, doc, start, start + len(text), text, label, schema_type or label,
          official_name(text, label), name_key(text), "test")])


def store_with(*mentions: tuple) -> duckdb.DuckDBPyConnection:
    """A fresh store holding ``mentions``, each the arguments of :func:`add_mention` as a tuple
    ``(doc, chunk, text[, label])``."""
    con = empty_store()
    for mention in mentions:
        add_mention(con, *mention)
    return con


def names_apart(*names, label: str = "PERSON") -> duckdb.DuckDBPyConnection:
    """A fresh store where each name is mentioned once in a document of its own (``d1``/``c1``,
    ``d2``/``c2``, ...); a name may be ``(text, label)`` to override ``label``."""
    return store_with(*((f"d{i}", f"c{i}", *((n, label) if isinstance(n, str) else n)) for i, n in enumerate(names, 1)))


def resolve(con, schema_types=(), **settings):
    """Standardise the store's mentions, then resolve them with ``AlignmentConfig(**settings)``."""
    standardize_entities(con, schema_types)
    return resolve_entities(con, schema_types, AlignmentConfig(**settings))


def clusters(con) -> dict[str, set[str]]:
    """canonical id -> the name keys of its rows."""
    out: dict[str, set[str]] = {}
    for entity_id, key in con.execute("SELECT entity_id, name_key FROM standardized_entities").fetchall():
        out.setdefault(entity_id, set()).add(key)
    return out


KAG_TABLES_SCHEMA = """namespace Tiny

Company(公司): EntityType
\tproperties:
\t\tcity(城市): Text
\t\tparent(母公司): Company

GasStation(加油站): EntityType
\tproperties:
\t\taddress(地址): Text
\t\towner(所有者): Company
"""

#: ``Company.csv`` of :func:`kag_tables_project`, with what the mapping makes of each row (line 1 is the header).
KAG_TABLES_COMPANIES = [
    ("C1,Acme,杭州,Beta", "line 2: C1 'Acme'"),
    (",Beta,宁波,NOPE", "line 3: empty id: keyed by its name 'Beta'; NOPE links to nothing (a stub)"),
    (",Beta,宁波,NOPE", "line 4: repeats line 3: mapped once, no second warning for NOPE"),
    ("C1,Acme,杭州,Beta", "line 5: repeats line 2"),
    ("C1,Acme Ltd,杭州,Beta", "line 6: line 2 under another name: the alias 'Acme Ltd'"),
    ("C1,Acme, 上海 ,Beta", "line 7: other values: a duplicate_entity warning; city 上海 replaces 杭州 (not MultiValue: "
     "a conflicting_value warning), the edge to Beta not repeated"),
    (",,温州,", "line 8: no id and no name: skipped with an empty_key warning"),
    ("C3,Gamma,,C1", "line 9: C3 'Gamma'"),
]

#: ``加油站.csv`` (GasStation by its display name, no id column: keyed by name).
KAG_TABLES_STATIONS = [
    ("A站,杭州,C1", "line 2: A站"),
    ("B站,宁波,Beta", "line 3: B站, owner linked to Beta by key"),
    ("A站,杭州,C1", "line 4: repeats line 2"),
    ("A站,杭州,NOPE2", "line 5: other owner: a duplicate_entity warning; NOPE2 links to nothing (a stub) and replaces C1 "
     "(owner is not MultiValue: a conflicting_value warning)"),
]


def kag_tables_project(root: Path) -> Path:
    """A project whose tables hold every kind of row of issue 17 item 5: a table without an id
    column (``加油站.csv``), empty keys, repeated rows, a second name for an id, a conflicting
    redefinition (in its own file and in a second file, ``ZCompany.csv``, typed by kagflow.yaml)
    and reference columns on such rows (see :data:`KAG_TABLES_COMPANIES`, :data:`KAG_TABLES_STATIONS`)."""
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Tiny.schema").write_text(KAG_TABLES_SCHEMA, encoding="utf-8")
    (root / "sources" / "Company.csv").write_text(
        "\n".join(["id,name,city,parent", *(row for row, _what in KAG_TABLES_COMPANIES)]) + "\n", encoding="utf-8")
    (root / "sources" / "加油站.csv").write_text(
        "\n".join(["name,address,owner", *(row for row, _what in KAG_TABLES_STATIONS)]) + "\n", encoding="utf-8")
    # a second file of companies: C3 again under another name, with a city (cross-file redefinition)
    (root / "sources" / "ZCompany.csv").write_text("id,name,city\nC3,Gamma Corp,北京\n", encoding="utf-8")
    (root / "kagflow.yaml").write_text("sources:\n  ZCompany.csv: {type: Company}\n", encoding="utf-8")
    return root
