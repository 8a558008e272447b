"""The knowledge store: one DuckDB file plus a Parquet copy of every table.

Tables (all rows carry the ``doc_id`` they came from where one exists, so a document can be
retracted with ``DELETE ... WHERE doc_id = ?``):

================== ====================================================================
source_documents   one row per source file: path, format, content hash, mapping target
source_records     one row per record of a structured file (CSV row, JSON object) as JSON
entities           schema-layer entities from structured sources (``is_stub`` for
                   referenced-but-undeclared ones)
entity_aliases     names an entity can be linked by (name, key, last segment of a path key)
properties         scalar property values (``in_schema`` false for columns the schema lacks)
edges              relations and entity-typed properties (subject -> object)
edge_properties    properties of edges (``fundTrans.transAmt``)
aligned_concepts   concepts and their isA parent, including implied path prefixes
concept_placements text entities placed in concepts (entity, concept, predicate, method, score);
                   each row is a knowledge-layer edge in ``kg_edges`` (origin ``placement:METHOD``)
stage_state        per stage and source file, the content hash last processed (incremental)
build_info         facts of the build the store holds (``as_of``: the date rules' now() stood for)
documents          parsed documents (a file, or one passage of a JSON corpus) with their text
chunks             the data layer: chunks with offsets into their document, page, section path,
                   source line range and the hash of their text (what a citation names)
ner_mentions       named-entity mentions in chunks, with standardized names and schema types
mention_relations  subject-verb-object relations between mentions (dependency parse)
standardized_entities  entities from text, grouped by (type, name key), with aliases;
                   ``linked`` when they are a schema-layer entity from a table; after entity
                   resolution the rows of one entity share its canonical id (one row per key)
entity_chunks      the mutual index: entity <-> chunk, with mention counts
entity_merges      entity resolution's evidence: every scored candidate pair with its rule,
                   name and embedding scores, shared documents, decision and reason
entity_resolution  every (type, name key) group of text with its member id and canonical id
entity_type_votes  names typed several ways: each group's type votes (mentions), documents, whether
                   a table types it, and its verdict (winner, folded into the winner, kept apart)
chunk_languages    per chunk, its detected language and the extractors that read it (path)
triples            information-layer triples: SVO relations and co-mention edges, per chunk, and
                   the rows of table_triples
text_edges         knowledge-layer edges stated in text: ``svo`` triples whose verb names a schema
                   relation and whose endpoint types conform (origin ``text:svo``), with their
                   triple, chunk, document and the line the chunk starts on
table_triples      information-layer triples from triples tables (SPO.csv rows whose predicate the
                   schema lacks), with file and line
llm_entities       entities a language model recognised in a chunk (schema-typed or not), with model
                   and prompt version
llm_triples        triples a language model extracted; ``in_schema`` ones join the knowledge layer
                   (views ``kg_edges``/``kg_properties``), the rest stay in the information layer
llm_failures       model replies that stayed invalid after one corrective retry (chunk, step, error,
                   raw reply); their chunks keep the offline extraction and are retried next build
chunk_embeddings   sentence embeddings of chunks (``FLOAT[]``, cosine-ready)
entity_embeddings  sentence embeddings of entity names
derived_entities   nodes created by rule actions (``createNodeInstance``)
derived_properties property values computed by schema rules
derived_relations  relations computed by schema rules, including concept membership
build_issues       warnings and errors of the last build, with file, line and column
================== ====================================================================

Large tables of the document stages carry no PRIMARY KEY (DuckDB's index maintenance made a
250k-row triple rewrite ten times slower); their ids are content hashes and asset checks assert
they are unique.

Views ``kg_entities``, ``kg_edges`` and ``kg_properties`` union stored, aligned and derived rows;
the solver reads only the views, so a derived property is read like a stored one. ``kg_hops`` and
``kg_property_hops`` add the types of the ends. In a published store these views are sorted tables
(:func:`materialize_views`): the graph layout readers hop over.
"""

from __future__ import annotations

import itertools
import os
import shutil
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb

from kagflow.schema.types import BASIC_TYPES
from kagflow.store.folding import sql_fold

if TYPE_CHECKING:
    import pyarrow as pa

TABLE_DDL: dict[str, str] = {
    "source_documents": """
        doc_id VARCHAR PRIMARY KEY, path VARCHAR NOT NULL, format VARCHAR NOT NULL,
        content_hash VARCHAR NOT NULL, size_bytes BIGINT NOT NULL, n_records INTEGER NOT NULL,
        status VARCHAR NOT NULL, error VARCHAR""",
    "source_records": """
        doc_id VARCHAR NOT NULL, record_no INTEGER NOT NULL, line INTEGER NOT NULL,
        record VARCHAR NOT NULL, PRIMARY KEY (doc_id, record_no)""",
    "entities": """
        entity_id VARCHAR PRIMARY KEY, type VARCHAR NOT NULL, key VARCHAR NOT NULL, name VARCHAR NOT NULL,
        is_stub BOOLEAN NOT NULL, doc_id VARCHAR NOT NULL, line INTEGER""",
    "entity_aliases": """
        entity_id VARCHAR NOT NULL, alias VARCHAR NOT NULL, kind VARCHAR NOT NULL""",
    "properties": """
        entity_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, value VARCHAR, value_num DOUBLE,
        in_schema BOOLEAN NOT NULL, doc_id VARCHAR NOT NULL, line INTEGER""",
    "edges": """
        edge_id VARCHAR PRIMARY KEY, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        object_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, line INTEGER""",
    "edge_properties": """
        edge_id VARCHAR NOT NULL, key VARCHAR NOT NULL, value VARCHAR, value_num DOUBLE,
        in_schema BOOLEAN NOT NULL""",
    "aligned_concepts": """
        concept_id VARCHAR PRIMARY KEY, type VARCHAR NOT NULL, key VARCHAR NOT NULL, name VARCHAR NOT NULL,
        parent_id VARCHAR, depth INTEGER NOT NULL, implied BOOLEAN NOT NULL""",
    "concept_placements": """
        entity_id VARCHAR NOT NULL, concept_id VARCHAR NOT NULL, concept_type VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        method VARCHAR NOT NULL, score DOUBLE NOT NULL, matched VARCHAR NOT NULL, form VARCHAR NOT NULL""",
    "derived_entities": """
        entity_id VARCHAR PRIMARY KEY, type VARCHAR NOT NULL, key VARCHAR NOT NULL, name VARCHAR NOT NULL,
        rule VARCHAR NOT NULL""",
    "derived_properties": """
        entity_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, value VARCHAR, value_num DOUBLE,
        rule VARCHAR NOT NULL""",
    "derived_relations": """
        edge_id VARCHAR PRIMARY KEY, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        object_id VARCHAR NOT NULL, rule VARCHAR NOT NULL""",
    "stage_state": """
        stage VARCHAR NOT NULL, file_id VARCHAR NOT NULL, content_hash VARCHAR NOT NULL,
        PRIMARY KEY (stage, file_id)""",
    "build_info": """
        key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL""",
    "documents": """
        doc_id VARCHAR PRIMARY KEY, file_id VARCHAR NOT NULL, title VARCHAR, format VARCHAR NOT NULL,
        text VARCHAR NOT NULL, n_chunks INTEGER NOT NULL""",
    "chunks": """
        chunk_id VARCHAR PRIMARY KEY, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL, seq INTEGER NOT NULL,
        text VARCHAR NOT NULL, start_offset INTEGER NOT NULL, end_offset INTEGER NOT NULL, page INTEGER,
        page_end INTEGER, section VARCHAR[], title VARCHAR, line_start INTEGER, line_end INTEGER, chunk_hash VARCHAR""",
    "ner_mentions": """
        mention_id VARCHAR NOT NULL, chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL,
        start_offset INTEGER NOT NULL, end_offset INTEGER NOT NULL, text VARCHAR NOT NULL, label VARCHAR NOT NULL,
        schema_type VARCHAR, official_name VARCHAR NOT NULL, name_key VARCHAR NOT NULL, extractor VARCHAR NOT NULL""",
    "mention_relations": """
        chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL,
        subject_mention_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, object_mention_id VARCHAR NOT NULL,
        extractor VARCHAR NOT NULL""",
    "standardized_entities": """
        entity_id VARCHAR NOT NULL, type VARCHAR NOT NULL, name VARCHAR NOT NULL, name_key VARCHAR NOT NULL,
        layer VARCHAR NOT NULL, linked BOOLEAN NOT NULL, n_mentions INTEGER NOT NULL, n_chunks INTEGER NOT NULL,
        aliases VARCHAR[] NOT NULL""",
    "entity_chunks": """
        entity_id VARCHAR NOT NULL, chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL,
        n_mentions INTEGER NOT NULL""",
    "entity_merges": """
        left_id VARCHAR NOT NULL, right_id VARCHAR NOT NULL, left_name VARCHAR NOT NULL, right_name VARCHAR NOT NULL,
        left_type VARCHAR NOT NULL, right_type VARCHAR NOT NULL, rule VARCHAR NOT NULL, name_score DOUBLE NOT NULL,
        embedding_score DOUBLE, shared_docs INTEGER NOT NULL, decision VARCHAR NOT NULL, reason VARCHAR, canonical_id VARCHAR""",
    "entity_resolution": """
        member_id VARCHAR NOT NULL, canonical_id VARCHAR NOT NULL, type VARCHAR NOT NULL, name_key VARCHAR NOT NULL""",
    "entity_type_votes": """
        name_key VARCHAR NOT NULL, type VARCHAR NOT NULL, entity_id VARCHAR NOT NULL, name VARCHAR NOT NULL,
        votes INTEGER NOT NULL, documents INTEGER NOT NULL, table_typed BOOLEAN NOT NULL, verdict VARCHAR NOT NULL,
        winner_type VARCHAR, reason VARCHAR NOT NULL""",
    "chunk_languages": """
        chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL, language VARCHAR NOT NULL,
        path VARCHAR NOT NULL""",
    "triples": """
        triple_id VARCHAR NOT NULL, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, object_id VARCHAR NOT NULL,
        kind VARCHAR NOT NULL, weight DOUBLE NOT NULL, chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL,
        file_id VARCHAR NOT NULL, extractor VARCHAR NOT NULL""",
    "text_edges": """
        edge_id VARCHAR NOT NULL, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, object_id VARCHAR NOT NULL,
        origin VARCHAR NOT NULL, verb VARCHAR NOT NULL, triple_id VARCHAR NOT NULL, chunk_id VARCHAR NOT NULL,
        doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL, line INTEGER""",
    "table_triples": """
        triple_id VARCHAR NOT NULL, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL, object_id VARCHAR NOT NULL,
        kind VARCHAR NOT NULL, weight DOUBLE NOT NULL, chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL,
        file_id VARCHAR NOT NULL, extractor VARCHAR NOT NULL, line INTEGER""",
    "chunk_embeddings": """
        chunk_id VARCHAR NOT NULL, model VARCHAR NOT NULL, embedding FLOAT[] NOT NULL""",
    "entity_embeddings": """
        entity_id VARCHAR NOT NULL, model VARCHAR NOT NULL, text VARCHAR NOT NULL, embedding FLOAT[] NOT NULL""",
    "llm_entities": """
        chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL, name VARCHAR NOT NULL,
        official_name VARCHAR NOT NULL, name_key VARCHAR NOT NULL, type VARCHAR NOT NULL, in_schema BOOLEAN NOT NULL,
        extractor VARCHAR NOT NULL, model VARCHAR NOT NULL, prompt_version VARCHAR NOT NULL""",
    "llm_triples": """
        triple_id VARCHAR NOT NULL, chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL,
        subject VARCHAR NOT NULL, subject_type VARCHAR NOT NULL, subject_key VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        object VARCHAR NOT NULL, object_type VARCHAR NOT NULL, object_key VARCHAR NOT NULL, in_schema BOOLEAN NOT NULL,
        extractor VARCHAR NOT NULL, model VARCHAR NOT NULL, prompt_version VARCHAR NOT NULL""",
    "llm_failures": """
        chunk_id VARCHAR NOT NULL, doc_id VARCHAR NOT NULL, file_id VARCHAR NOT NULL, step VARCHAR NOT NULL,
        error VARCHAR NOT NULL, raw_reply VARCHAR, attempts INTEGER NOT NULL, model VARCHAR NOT NULL,
        prompt_version VARCHAR NOT NULL""",
    "build_issues": """
        stage VARCHAR NOT NULL, severity VARCHAR NOT NULL, code VARCHAR NOT NULL, message VARCHAR NOT NULL, doc_id VARCHAR,
        line INTEGER, field VARCHAR, value VARCHAR""",
}

# A view cannot take parameters: the constant list of basic type names is written into its text.
_BASIC_TYPES_SQL = ", ".join(f"'{name}'" for name in sorted(BASIC_TYPES))

VIEW_SQL: dict[str, str] = {
    "kg_entities": """
        SELECT entity_id, type, key, name, 'source' AS origin FROM entities
        UNION ALL
        SELECT concept_id, type, key, name, 'alignment' FROM aligned_concepts
        WHERE concept_id NOT IN (SELECT entity_id FROM entities)
        UNION ALL
        SELECT entity_id, type, key, name, 'rule:' || rule FROM derived_entities
        UNION ALL
        SELECT entity_id, type, name_key, name, 'text' FROM standardized_entities WHERE NOT linked
        QUALIFY row_number() OVER (PARTITION BY entity_id ORDER BY n_mentions DESC, name_key) = 1""",
    "kg_aliases": """
        SELECT entity_id, alias, kind FROM entity_aliases
        UNION ALL
        SELECT entity_id, unnest(aliases), 'mention' FROM standardized_entities""",
    "kg_edges": """
        SELECT edge_id, subject_id, predicate, object_id, 'source' AS origin, doc_id, line FROM edges
        UNION ALL
        SELECT 'isa:' || concept_id, concept_id, 'isA', parent_id, 'alignment', NULL, NULL FROM aligned_concepts
        WHERE parent_id IS NOT NULL
        UNION ALL
        SELECT edge_id, subject_id, predicate, object_id, 'rule:' || rule, NULL, NULL FROM derived_relations
        UNION ALL
        SELECT 'placed:' || entity_id || '>' || concept_id, entity_id, predicate, concept_id, 'placement:' || method, NULL, NULL
        FROM concept_placements
        UNION ALL
        SELECT DISTINCT t.triple_id, s.entity_id, t.predicate, o.entity_id, t.extractor, t.doc_id, NULL
        FROM llm_triples t
        JOIN standardized_entities s ON s.type = t.subject_type AND s.name_key = t.subject_key
        JOIN standardized_entities o ON o.type = t.object_type AND o.name_key = t.object_key
        WHERE t.in_schema
        UNION ALL
        SELECT edge_id, subject_id, predicate, object_id, origin, doc_id, line FROM text_edges""",
    "kg_properties": """
        SELECT entity_id, predicate, value, value_num, 'source' AS origin, doc_id, line FROM properties
        UNION ALL
        SELECT entity_id, predicate, value, value_num, 'rule:' || rule, NULL, NULL FROM derived_properties
        UNION ALL
        SELECT DISTINCT s.entity_id, t.predicate, t.object, TRY_CAST(t.object AS DOUBLE), t.extractor, t.doc_id, NULL
        FROM llm_triples t
        JOIN standardized_entities s ON s.type = t.subject_type AND s.name_key = t.subject_key
        WHERE t.in_schema AND list_contains([""" + _BASIC_TYPES_SQL + """], t.object_type)""",
}

# The solver's hops: edges and property values with the types of their ends, so a hop filters on
# types without joining kg_entities twice.
VIEW_SQL["kg_hops"] = """
        SELECT e.edge_id, e.subject_id, e.predicate, e.object_id, e.origin, e.doc_id, e.line,
               sn.type AS subject_type, obn.type AS object_type
        FROM kg_edges e JOIN kg_entities sn ON sn.entity_id = e.subject_id JOIN kg_entities obn ON obn.entity_id = e.object_id"""
VIEW_SQL["kg_property_hops"] = """
        SELECT p.entity_id, p.predicate, p.value, p.value_num, p.origin, p.doc_id, p.line, sn.type AS subject_type
        FROM kg_properties p JOIN kg_entities sn ON sn.entity_id = p.entity_id"""

# Every surface a question may name an entity or a passage by (names, aliases, identifier keys of
# eight characters or more that are not only digits; passage titles, also without a trailing
# qualifier: "Hello Love (song)" names "Hello Love"), with its case- and width-folded form
# (:func:`~kagflow.store.folding.sql_fold`), folded once when a build publishes instead of at each question.
VIEW_SQL["kg_link_names"] = f"""
        SELECT c.entity_id, c.surface, c.method, e.name, e.type, {sql_fold('c.surface')} AS folded
        FROM (SELECT entity_id, name AS surface, 'name' AS method FROM kg_entities
              UNION ALL SELECT entity_id, alias, 'alias' FROM kg_aliases
              UNION ALL SELECT entity_id, key, 'key' FROM kg_entities
              WHERE key <> name AND length(key) >= 8 AND NOT regexp_full_match(key, '[0-9]+')) c
        JOIN kg_entities e USING (entity_id)
        WHERE length(c.surface) >= 2
        UNION ALL
        SELECT DISTINCT NULL, t, 'title', title, 'passage title', {sql_fold('t')} FROM (
          SELECT title, unnest([title, regexp_replace(title, '\\s*\\([^()]*\\)\\s*$', '')]) AS t
          FROM documents WHERE title IS NOT NULL)
        WHERE length(t) >= 2"""

# The published store's graph layout (bench/results/scale.md): when a build publishes, each view is
# replaced by a table of its rows sorted by these columns (:func:`materialize_views`), so a reader's
# hop reads one narrow table whose zonemaps prune by predicate instead of re-evaluating the unions
# and joins of the views on every statement. The tables are an index of the same file: the base
# tables stay the source of truth, and opening the store writable (:func:`ensure_tables`, every
# build) turns them back into views.
MATERIALIZED_ORDER: dict[str, str] = {
    "kg_entities": "type, entity_id",
    "kg_aliases": "alias, entity_id",
    "kg_edges": "predicate, subject_id, object_id",
    "kg_properties": "predicate, entity_id",
    "kg_hops": "predicate, subject_type, subject_id, object_id",
    "kg_property_hops": "predicate, subject_type, entity_id",
    "kg_link_names": "folded, entity_id",
}

TABLES: tuple[str, ...] = tuple(TABLE_DDL)


def ensure_tables(con: duckdb.DuckDBPyConnection) -> None:
    """Create every table and view that does not exist yet (idempotent); views that a publish
    materialized (:func:`materialize_views`) become views again. A table of a store built by an
    older kagflow gets the columns added since (:func:`_add_missing_columns`). Each view carries
    a digest of its body as its comment, so a store already in this shape (every stage of a build
    opens the staged store again) is checked by two catalog queries, without DDL."""
    from kagflow.store.reader_cache import EDGES, NODES, PROPS, PUBLISH  # no numpy: the names only

    have: dict[str, set[str]] = {}
    for table, column in con.execute("SELECT table_name, column_name FROM duckdb_columns() WHERE schema_name = 'main' "
                                     "AND database_name = current_database() AND NOT internal").fetchall():
        have.setdefault(table, set()).add(column)
    views = dict(con.execute("SELECT view_name, comment FROM duckdb_views() WHERE schema_name = 'main' "
                             "AND database_name = current_database() AND NOT internal AND NOT temporary").fetchall())
    tables = {name for name in have if name not in views}
    wanted = _ddl_columns()
    if (all(name in tables and set(columns) <= have[name] for name, columns in wanted.items())
            and not tables & {*VIEW_SQL, EDGES, NODES, PROPS, PUBLISH}
            and all(views.get(name) == digest for name, digest in _view_digests().items())):
        return
    for name, columns in TABLE_DDL.items():
        con.execute(f"CREATE TABLE IF NOT EXISTS {name} ({columns})")
    _add_missing_columns(con, {name: have.get(name, set()) for name in tables})
    from kagflow.store.adjacency import drop_adjacency  # pure SQL; imported here so that readers skip numpy

    drop_adjacency(con)  # the published store's adjacency index describes the rows as published
    for name in _materialized(con):
        con.execute(f"DROP TABLE {name}")  # names from VIEW_SQL only
    for name, body in VIEW_SQL.items():
        con.execute(f"CREATE OR REPLACE VIEW {name} AS {body}")
        con.execute(f"COMMENT ON VIEW {name} IS '{_view_digests()[name]}'")  # names from VIEW_SQL, a hex digest


@lru_cache(maxsize=1)
def _view_digests() -> dict[str, str]:
    """``view -> kagflow-view:`` + SHA-256 of its :data:`VIEW_SQL` body: a view whose comment
    differs was made by another kagflow (or not by kagflow) and is replaced."""
    import hashlib

    return {name: "kagflow-view:" + hashlib.sha256(body.encode("utf-8")).hexdigest()[:16] for name, body in VIEW_SQL.items()}


def _add_missing_columns(con: duckdb.DuckDBPyConnection, have: dict[str, set[str]]) -> None:
    """Add to each table of ``have`` (``table -> columns`` it holds) the columns of
    :data:`TABLE_DDL` it lacks (nullable, so the rows it holds stay valid; the stage that owns
    them fills them when it next rewrites them). The DDL's column types come from
    :func:`_ddl_columns`."""
    for name, wanted in _ddl_columns().items():
        for column, data_type in wanted.items():
            if name in have and have[name] and column not in have[name]:
                con.execute(f"ALTER TABLE {name} ADD COLUMN {column} {data_type}")  # names and types from TABLE_DDL


@lru_cache(maxsize=1)
def _ddl_columns() -> dict[str, dict[str, str]]:
    """``table -> {column: type}`` of :data:`TABLE_DDL`, read by DuckDB from the DDL itself (tables
    made in a throwaway in-memory database, once per process), not parsed by hand."""
    probe = duckdb.connect()
    try:
        for name, ddl in TABLE_DDL.items():
            probe.execute(f"CREATE TABLE {name} ({ddl})")  # DDL of our own, no data
        out: dict[str, dict[str, str]] = {}
        for table, column, data_type in probe.execute(
                "SELECT table_name, column_name, data_type FROM duckdb_columns() WHERE schema_name = 'main' AND NOT internal "
                "ORDER BY table_name, column_index").fetchall():
            out.setdefault(table, {})[column] = data_type
        return out
    finally:
        probe.close()


def ensure_reader_views(con: duckdb.DuckDBPyConnection) -> None:
    """Give a reader (read-only is fine) the views a store built by an older kagflow lacks, as
    temporary views of this connection (``kg_hops``, ``kg_property_hops``)."""
    present = {name for (name,) in con.execute(
        "SELECT table_name FROM duckdb_tables() UNION ALL SELECT view_name FROM duckdb_views()").fetchall()}
    if "kg_edges" not in present:  # not a knowledge store (an empty database): nothing to add
        return
    for name, body in VIEW_SQL.items():
        if name not in present:
            con.execute(f"CREATE TEMP VIEW {name} AS {body}")  # names and bodies from VIEW_SQL only


def _materialized(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Names of :data:`VIEW_SQL` that are tables in this store (materialized by a publish)."""
    rows = con.execute(
        "SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND NOT temporary AND list_contains($names, table_name)",
        {"names": list(VIEW_SQL)},
    ).fetchall()
    return sorted(name for (name,) in rows if name in VIEW_SQL)


def materialize_views(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Replace each view of :data:`MATERIALIZED_ORDER` by a table of its rows, sorted (the
    published store's graph layout). Done by :func:`staged_database` just before it publishes;
    undone by :func:`ensure_tables` when the store is next opened for writing. Then builds the
    adjacency index of the hops (:func:`kagflow.store.adjacency.build_adjacency`).

    Returns:
        rows per materialized view (and per adjacency table).
    """
    ensure_tables(con)
    counts: dict[str, int] = {}
    # each view becomes its table before the next is made: the views read each other by name
    # (kg_hops reads kg_edges and kg_entities), so a later one reads the tables already made instead
    # of evaluating the unions and the entity window of the earlier views a second time
    for name, order in MATERIALIZED_ORDER.items():
        (counts[name],) = con.execute(f"CREATE TABLE _kagflow_m_{name} AS SELECT * FROM {name} ORDER BY {order}").fetchone()
        con.execute(f"DROP VIEW {name}")
        con.execute(f"ALTER TABLE _kagflow_m_{name} RENAME TO {name}")
    from kagflow.store.adjacency import build_adjacency

    counts.update(build_adjacency(con))
    return counts


#: DuckDB worker threads for the writer connections this context opens (:func:`writer_threads`)
_WRITER_THREADS: ContextVar[int | None] = ContextVar("kagflow_writer_threads", default=None)


@contextmanager
def writer_threads(threads: int | None) -> Iterator[None]:
    """Run DuckDB on ``threads`` worker threads in every writable connection this context opens
    (:func:`connect`, :func:`held_open`, :func:`staged_database`'s finish); ``None``: DuckDB's
    default, one per core. A small incremental build spends less CPU on one: its statements are
    small and waiting workers cost CPU (``bench/results/resident_edit.md``). Tables do not depend on it."""
    token = _WRITER_THREADS.set(threads)
    try:
        yield
    finally:
        _WRITER_THREADS.reset(token)


def _set_threads(con: duckdb.DuckDBPyConnection) -> None:
    """Apply :func:`writer_threads` to ``con``'s database (an instance setting, shared by its connections)."""
    if threads := _WRITER_THREADS.get():
        con.execute("SET threads = ?", [threads])


@contextmanager
def connect(path: Path, read_only: bool = False) -> Iterator[duckdb.DuckDBPyConnection]:
    """Open the DuckDB file at ``path`` (creating tables when writable) and close it afterwards.

    Raises:
        FileNotFoundError: ``read_only`` and the file does not exist (the project was never built).
    """
    if read_only and not path.exists():
        raise FileNotFoundError(f"{path}: no knowledge graph here; run `kagflow build` first")
    path.parent.mkdir(parents=True, exist_ok=True)
    con = duckdb.connect(str(path), read_only=read_only)
    try:
        if not read_only:
            _set_threads(con)
            ensure_tables(con)
        yield con
    finally:
        con.close()


@contextmanager
def held_open(path: Path) -> Iterator[None]:
    """Keep one read-write connection to ``path`` open for the ``with`` block, so that every
    :func:`connect` to it in this process shares the open database instead of opening the file
    again (DuckDB's per-process instance cache: about 0.2 ms a connection instead of ~10 ms to open
    the file, and no checkpoint at each close; the one checkpoint is made when the block ends).

    For a writer's private file only (a build's staging copy, in the process that runs the build):
    while the block runs no other process can open the file, and a read-only connection to it
    from this process fails (DuckDB refuses a second configuration of an open database).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    keeper = duckdb.connect(str(path))
    _set_threads(keeper)  # (an instance setting: a config at connect would refuse the connections sharing it)
    try:
        yield
    finally:
        keeper.close()


def insert_rows(con: duckdb.DuckDBPyConnection, table: str, columns: Sequence[str], rows: Sequence[Sequence]) -> int:
    """Bulk insert ``rows`` (tuples in ``columns`` order) into ``table``; see :func:`insert_arrow`.

    Returns:
        the number of rows inserted.

    Raises:
        KeyError: ``table`` is not a kagflow table.
    """
    if not rows:
        return 0
    import pyarrow as pa  # writers only: a reader of the store never imports pyarrow here

    return insert_arrow(con, table, pa.table({column: pa.array([row[i] for row in rows]) for i, column in enumerate(columns)}))


def insert_arrow(con: duckdb.DuckDBPyConnection, table: str, data: pa.Table) -> int:
    """Insert the Arrow table ``data`` into ``table``, matching columns by name: the one insert
    path of the store (values travel as Arrow, never as SQL text).

    Returns:
        the number of rows inserted.

    Raises:
        KeyError: ``table`` is not a kagflow table.
    """
    if table not in TABLE_DDL:
        raise KeyError(f"unknown table {table!r}")
    if data.num_rows == 0:
        return 0
    # through Arrow: DuckDB's executemany runs one statement per row, far too slow for chunk tables
    names = ", ".join(data.column_names)
    con.register("_kagflow_insert", data)
    try:
        con.execute(f"INSERT INTO {table} ({names}) SELECT {names} FROM _kagflow_insert")
    finally:
        con.unregister("_kagflow_insert")
    return data.num_rows


@contextmanager
def register_arrow(con: duckdb.DuckDBPyConnection, data: pa.Table) -> Iterator[str]:
    """Register ``data`` as a relation for the duration of a ``with`` block; yields its name.

    The way to pass a set of ids or scores into SQL (never a list parameter or SQL text). The
    name is unique per call, so nested and concurrent registrations on one connection do not clash.
    """
    name = f"_kagflow_rel_{next(_RELATION_NUMBERS)}"
    con.register(name, data)
    try:
        yield name
    finally:
        con.unregister(name)


_RELATION_NUMBERS = itertools.count()


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    """Row count of every kagflow table, in pipeline order."""
    return {name: con.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in TABLES}


def write_parquet(con: duckdb.DuckDBPyConnection, folder: Path) -> None:
    """Write every table to ``folder/<table>.parquet`` (``folder`` is emptied first).

    Rows are ordered by all columns, so an unchanged graph gives byte-identical Parquet files.
    Columns named ``text`` (a document's or chunk's text) get no min/max statistics: they filter
    nothing, and computing them copies the longest values several times over.
    """
    import pyarrow.parquet as pq  # writers only

    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name in TABLES:
        result = con.execute(f"SELECT * FROM {name} ORDER BY ALL")
        table = result.to_arrow_table() if hasattr(result, "to_arrow_table") else result.fetch_arrow_table()
        pq.write_table(table, folder / f"{name}.parquet",
                       write_statistics=[field.name for field in table.schema if field.name != "text"])


def _swap_folder(new: Path, target: Path) -> None:
    """Put the folder ``new`` in place of ``target`` (two renames; the old one is deleted)."""
    old = target.with_name(target.name + ".old")
    _remove(old)
    if target.exists() or target.is_symlink():
        os.replace(target, old)
    os.replace(new, target)
    _remove(old)


def _remove(path: Path) -> None:
    """Delete a folder, file or symbolic link (not what a link points to); nothing when absent."""
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path)


def export_parquet(con: duckdb.DuckDBPyConnection, tables_dir: Path) -> None:
    """Write every table to ``tables_dir/<table>.parquet`` (:func:`write_parquet` into a sibling
    ``.new`` folder, then :func:`publish_folder`)."""
    staging = tables_dir.with_name(tables_dir.name + ".new")
    write_parquet(con, staging)
    publish_folder(staging, tables_dir)


@dataclass(frozen=True)
class StagedBuild:
    """Where a build writes before it publishes (:func:`staged_database`).

    Attributes:
        database: the staging DuckDB file (a copy of the published one, or new).
        tables: the folder for the Parquet copy; publish swaps it in when the body created it.
    """

    database: Path
    tables: Path


@contextmanager
def staged_database(database_path: Path, tables_dir: Path | None = None) -> Iterator[StagedBuild]:
    """Give a staging copy of ``database_path`` to build into; publish it only on success.

    Readers never see a partial build and never meet the writer's lock: the published file is only
    copied (read) before the body and replaced by one ``os.replace`` (atomic on POSIX) after it; it
    is never opened for writing. A reader that opened the previous file keeps reading it (the old
    inode lives until its last handle closes); one that opens the path afterwards reads the new one.

    The body writes everything it publishes into the staging paths: the database and, when it wants
    a Parquet copy, :func:`write_parquet` into ``StagedBuild.tables``. On success the staging
    database gets its graph layout (:func:`materialize_views`) and is checkpointed (no
    write-ahead log travels with it), then it replaces
    ``database_path``, then the Parquet folder takes the place of ``tables_dir``
    (:func:`publish_folder`). On error (an exception, Ctrl-C) the staging files are deleted and
    the previous database and Parquet stay as they were.
    A build killed outright leaves staging files that the next build deletes first.

    Yields:
        a :class:`StagedBuild`.
    """
    staging, _wal, tables = staging_paths(database_path, tables_dir)

    def clean() -> None:
        remove_staging(database_path, tables_dir)

    clean()
    database_path.parent.mkdir(parents=True, exist_ok=True)
    if database_path.exists():
        shutil.copy2(database_path, staging)
    try:
        yield StagedBuild(staging, tables)
        # fold the write-ahead log into the file: a WAL left beside it would not move with os.replace
        con = duckdb.connect(str(staging))
        try:
            _set_threads(con)
            con.execute("BEGIN")
            materialize_views(con)  # the readers' graph layout
            con.execute("COMMIT")
            con.execute("CHECKPOINT")
        finally:
            con.close()
    except BaseException:
        clean()
        raise
    os.replace(staging, database_path)
    if tables_dir is not None and tables.exists():
        publish_folder(tables, tables_dir)


def staging_paths(database_path: Path, tables_dir: Path | None = None) -> tuple[Path, Path, Path]:
    """``(staging database, its write-ahead log, staging Parquet folder)`` that
    :func:`staged_database` writes beside ``database_path`` while a build runs."""
    staging = database_path.with_name(database_path.stem + ".staging.duckdb")
    tables_target = tables_dir or database_path.with_name("tables")
    return staging, staging.with_name(staging.name + ".wal"), tables_target.with_name(tables_target.name + ".new")


def remove_staging(database_path: Path, tables_dir: Path | None = None) -> list[Path]:
    """Delete the staging files of :func:`staged_database` (:func:`staging_paths`). Call it only
    with the project's build lock held: a running build's staging is its own.

    Returns:
        the paths that existed and were removed.
    """
    staging, wal, tables = staging_paths(database_path, tables_dir)
    removed = [path for path in (staging, wal, tables) if path.exists()]
    for leftover in (staging, wal):
        leftover.unlink(missing_ok=True)
    if tables.exists():
        shutil.rmtree(tables)
    return removed


def publish_folder(new: Path, target: Path) -> None:
    """Make the path ``target`` show the complete folder ``new`` in one atomic step.

    ``new`` is renamed to a versioned sibling (``tables.v<hex>``) and ``target`` becomes a relative
    symbolic link to it, replaced with ``os.replace``: a reader of ``target/*.parquet`` sees the
    previous folder or the new one, never a missing or half-written one. Earlier versions are
    deleted (a reader with a file open keeps reading it on POSIX). A real folder at ``target``
    (from an older kagflow) is moved aside first; where symbolic links are not available, the
    folder is swapped with two renames (:func:`_swap_folder`).
    """
    version = target.with_name(f"{target.name}.v{uuid.uuid4().hex[:12]}")
    os.replace(new, version)
    link = target.with_name(target.name + ".link")
    link.unlink(missing_ok=True)
    try:
        os.symlink(version.name, link, target_is_directory=True)
    except OSError:  # no symbolic links here: two renames
        _swap_folder(version, target)
        return
    if target.exists() and not target.is_symlink():
        _swap_folder(link, target)  # moves the old folder aside, puts the link in place, deletes the old one
    else:
        os.replace(link, target)
    for stale in target.parent.glob(f"{target.name}.v*"):
        if stale != version and stale.is_dir() and not stale.is_symlink():
            shutil.rmtree(stale, ignore_errors=True)


READER_ALIAS = "kg"  # the name a reader's connection gives the store it attached (its current database)


def open_reader(path: Path, wait: float = 5.0, interval: float = 0.1) -> duckdb.DuckDBPyConnection:
    """A read-only connection to the published store at ``path``, for every reader (``kagflow
    query``, ``ask``, ``mcp``, ``serve``).

    The connection reads the file that is at ``path`` when it opens, even while this process still
    has connections to a file that a publish has since replaced: each reader gets a DuckDB
    instance of its own (an in-memory one with the file attached read-only as
    :data:`READER_ALIAS`, its current database). ``duckdb.connect(path)`` would not do: while any
    connection to ``path`` is open it hands out another one to the same cached instance, which
    keeps reading the file it opened first, so a long-running server would go on answering from
    the previous build as long as one of its askers had that build open.

    A build never holds a lock on the published file (:func:`staged_database`), so readers meet a
    lock only when some other writer has the file open (a run started from the Dagster UI, a build
    of an older kagflow); then this retries every ``interval`` seconds for up to ``wait`` seconds.

    Returns:
        an open read-only connection; the caller closes it.

    Raises:
        FileNotFoundError: there is no store at ``path`` (the project was never built).
        StoreBusyError: the file stayed locked by a writer for ``wait`` seconds (one-line message).
    """
    deadline = time.monotonic() + wait
    while True:
        if not path.exists():
            raise FileNotFoundError(f"{path}: no knowledge graph here; run `kagflow build` first")
        try:
            return _attach_read_only(path)
        except (duckdb.IOException, duckdb.BinderException) as exc:  # a lock; in process: a writable handle
            if time.monotonic() >= deadline:
                first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
                raise StoreBusyError(
                    f"{path}: the knowledge store is held by another writer ({first_line}); "
                    "try again when it has finished"
                ) from exc
            time.sleep(interval)


def _attach_read_only(path: Path) -> duckdb.DuckDBPyConnection:
    """A new in-memory DuckDB instance with the file now at ``path`` attached read-only as
    :data:`READER_ALIAS` and in use (unqualified names resolve in it)."""
    con = duckdb.connect(":memory:")  # never taken from the instance cache, unlike a file path
    try:
        quoted = "'" + str(path).replace("'", "''") + "'"  # ATTACH takes no bound parameter
        con.execute(f"ATTACH {quoted} AS {READER_ALIAS} (READ_ONLY)")
        con.execute(f"USE {READER_ALIAS}")
    except BaseException:
        con.close()
        raise
    return con


class StoreBusyError(RuntimeError):
    """The published store stayed locked by another writer; the message is one line with the path."""


def preview_markdown(con: duckdb.DuckDBPyConnection, sql: str, params: Sequence | None = None, max_width: int = 60) -> str:
    """Run ``sql`` and render the rows as a Markdown table (for Dagster's asset preview).

    Cells are cut to ``max_width`` characters; ``|`` and newlines are escaped.
    """
    cursor = con.execute(sql, list(params or []))
    columns = [d[0] for d in cursor.description]
    rows = cursor.fetchall()

    def cell(value: object) -> str:
        text = "" if value is None else str(value)
        text = text.replace("|", "\\|").replace("\n", " ")
        return text if len(text) <= max_width else text[: max_width - 1] + "…"

    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)
