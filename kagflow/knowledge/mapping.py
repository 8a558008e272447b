"""Structured mapping: CSV/JSON records onto the schema (KAG's structured builder, in SQL-ready rows).

Conventions (each overridable per file in ``kagflow.yaml``'s ``sources:``):

* ``Type.csv`` (or the type's display name, ``旅行社.csv`` for ``TravelAgency(旅行社)``) — rows are
  entities of schema type ``Type``: column ``id`` is the key, optional ``name`` the name, every
  other column a property (by name or display name).  A column the schema lacks is kept with
  ``in_schema = false`` and stays queryable by its column name (:func:`observed_predicates`).
  As KAG ships its tables: a table with no ``id`` column is keyed by ``name``, a row with an
  empty key by its name, a repeated row of a key is mapped once and a second name of a key is
  an alias (:meth:`~kagflow.knowledge.mapping_records._Mapper.map_entity_file`; ``info`` issues, never warnings).
* A triples table (columns subject/predicate/object, or KAG's ``S, P, O`` in ``SPO.csv``; optional
  subject_type/object_type columns) maps each row by its predicate: where the schema has the
  predicate (on the given subject type, or on the one type that has it) the row is a
  knowledge-layer edge or property; otherwise an information-layer triple of kind ``table_spo``
  (table ``table_triples``, with file and line) between entities of type :data:`INFORMATION_TYPE`
  unless the names already name entities.
* ``Subj_rel_Obj.csv`` — rows are ``rel`` edges from a ``Subj`` to an ``Obj``; the first of
  ``src/srcId/source/from/subject/s`` and ``dst/dstId/target/to/object/o`` are the endpoints,
  other columns edge properties.
* An expert graph — ``nodes.*`` + ``edges.*`` (or ``expert:`` in ``kagflow.yaml``) — is loaded
  before every table (:mod:`kagflow.knowledge.domain_kg`): hypernym edges whatever the schema
  declares, synonym edges collapsed into aliases.
* A ``MultiValue`` property holds several values separated by commas.
* Constraints: a ``NotNull`` property left empty, a value outside its ``Enum``, or one that does
  not match its ``Regular`` expression (or its StandardType's ``regular:``) is kept and reported
  as a ``constraint_violation`` warning with file, line, column and value (``--strict`` fails).
* Bulk path: :func:`map_store` maps CSV edge files and CSV entity files (entities, scalar
  properties, entity-typed columns) with DuckDB statements over ``source_records`` and leaves
  only rare rows to the per-record Python path (:func:`map_sources`); both give the same
  tables, row for row.
* A property whose range is another schema type is an edge to that entity. The reference is
  linked by key, then by name, then by any property whose values are unique within the range type
  (``references:`` in ``kagflow.yaml`` names the property explicitly). A reference that links to
  nothing becomes a stub entity of the range type and an ``unresolved_reference`` issue with file,
  line and column: it is never dropped silently.

Everything here is a pure function of the records, the schema and the config, so the build can
recompute it from ``source_records`` at any time.

This module is the face; the rooms behind it, by idea:

* :mod:`kagflow.knowledge.mapping_targets` — what a file maps onto (the conventions above, the
  targets, planning every file of a build), :class:`MappingError` and :class:`Issue`;
* :mod:`kagflow.knowledge.mapping_graph` — the graph both engines build: :class:`MappedGraph`,
  the entities and pending references, the reference index and resolution into edges;
* :mod:`kagflow.knowledge.mapping_records` — the per-record engine (:func:`map_sources`);
* :mod:`kagflow.knowledge.mapping_sets` — the set-based engine (:func:`map_store`,
  :func:`write_set_based_rows`).
"""

from __future__ import annotations

from kagflow.store.reader_cache import observed_predicates
from kagflow.knowledge.mapping_graph import (ALIAS_TABLE, EDGE_PROPERTY_TABLE, EDGE_TABLE, ENTITY_TABLE, PROPERTY_TABLE, MappedGraph,
                                             to_number)
from kagflow.knowledge.mapping_records import map_sources
from kagflow.knowledge.mapping_sets import map_store, write_set_based_rows
from kagflow.knowledge.mapping_targets import (INFORMATION_TYPE, OBJECT_COLUMNS, OBJECT_TYPE_COLUMNS, PREDICATE_COLUMNS, SUBJECT_COLUMNS,
                                               SUBJECT_TYPE_COLUMNS, TABLE_TRIPLE_KIND, EdgeTarget, EntityTarget, FilePlan, Issue,
                                               MappingError, TripleTarget, plan_documents, plan_source)

__all__ = ["ALIAS_TABLE", "EDGE_PROPERTY_TABLE", "EDGE_TABLE", "ENTITY_TABLE", "INFORMATION_TYPE", "OBJECT_COLUMNS", "OBJECT_TYPE_COLUMNS",
           "PREDICATE_COLUMNS", "PROPERTY_TABLE", "SUBJECT_COLUMNS", "SUBJECT_TYPE_COLUMNS", "TABLE_TRIPLE_KIND", "EdgeTarget",
           "EntityTarget", "FilePlan", "Issue", "MappedGraph", "MappingError", "TripleTarget", "map_sources", "map_store",
           "observed_predicates", "plan_documents", "plan_source", "to_number", "write_set_based_rows"]
