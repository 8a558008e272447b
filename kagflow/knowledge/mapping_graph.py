"""The graph a structured mapping builds, shared by both engines: the output rows
(:class:`MappedGraph`), the entities mapped so far, the references waiting for their objects,
the reference index (by key, by name, by unique property) and the resolution of references into
edges (:class:`_Graph`). The per-record engine (:mod:`kagflow.knowledge.mapping_records`) adds the
readers of each kind of file; the set-based engine (:mod:`kagflow.knowledge.mapping_sets`) resolves
what it can in SQL and hands the rest to :meth:`_Graph.resolve_references`.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import NamedTuple

import pyarrow as pa

from kagflow.store import warehouse
from kagflow.store.ids import edge_id_for, entity_id_for, stable_hash
from kagflow.project import ProjectConfig
from kagflow.schema.spg import Schema
from kagflow.schema.types import is_basic_type, is_numeric_type
from kagflow.knowledge.mapping_targets import Issue

#: ``json.dumps(x, ensure_ascii=False)`` builds a new encoder per call; one shared encoder gives
#: the same text (same defaults) without that cost on every edge.
_JSON_TEXT = json.JSONEncoder(ensure_ascii=False).encode

#: Temporary tables :func:`~kagflow.knowledge.mapping_sets.map_store` leaves for :func:`~kagflow.knowledge.mapping_sets.write_set_based_rows`.
EDGE_TABLE, EDGE_PROPERTY_TABLE = "_kagflow_map_edges", "_kagflow_map_edge_props"
#: Temporary table of the property rows :func:`~kagflow.knowledge.mapping_sets._map_entity_rows` maps (the ``properties``
#: columns, then the entity's type), inserted by :func:`~kagflow.knowledge.mapping_sets.write_set_based_rows`.
PROPERTY_TABLE = "_kagflow_map_props"
#: Temporary tables of the entity and alias rows of the set-based path (:meth:`_Graph.finish`),
#: inserted by :func:`~kagflow.knowledge.mapping_sets.write_set_based_rows`.
ENTITY_TABLE, ALIAS_TABLE = "_kagflow_map_entities", "_kagflow_map_aliases"


@dataclass
class MappedGraph:
    """Rows for the schema-layer tables, each list in the column order of :mod:`kagflow.store.warehouse`."""

    entities: list[tuple] = field(default_factory=list)  # entity_id, type, key, name, is_stub, doc_id, line
    aliases: list[tuple] = field(default_factory=list)  # entity_id, alias, kind
    properties: list[tuple] = field(default_factory=list)  # entity_id, predicate, value, value_num, in_schema, doc_id, line
    edges: list[tuple] = field(default_factory=list)  # edge_id, subject_id, predicate, object_id, doc_id, line
    edge_properties: list[tuple] = field(default_factory=list)  # edge_id, key, value, value_num, in_schema
    issues: list[Issue] = field(default_factory=list)
    targets: dict[str, str] = field(default_factory=dict)  # doc_id -> "Type" / "Subj-rel->Obj" / "triples" / "" (unmapped)
    # information layer: triple_id, subject_id, predicate, object_id, kind, weight, chunk_id, doc_id, file_id, extractor, line
    table_triples: list[tuple] = field(default_factory=list)
    # per triples file: rows that became knowledge-layer edges/properties, and information-layer triples
    triple_counts: dict[str, dict[str, int]] = field(default_factory=dict)
    constraint_violations: int = 0
    # set-based path (map_store), per file: (edge-file rows / entity-file references mapped in SQL, left to Python)
    set_based_rows: dict[str, tuple[int, int]] = field(default_factory=dict)
    # set-based path, per entity file: (rows whose entity and properties were mapped in SQL, rows left to Python)
    set_based_entity_rows: dict[str, tuple[int, int]] = field(default_factory=dict)
    # set-based path: property rows left in the temporary table PROPERTY_TABLE (not in ``properties``), and how many lie outside the schema
    sql_properties: int = 0
    sql_properties_outside_schema: int = 0
    # set-based path: entity and alias rows left in ENTITY_TABLE / ALIAS_TABLE (``entities``/``aliases`` stay empty), stubs among them
    sql_entities: int = 0
    sql_stubs: int = 0
    sql_aliases: int = 0


@dataclass
class _Entity:
    entity_id: str
    type: str
    key: str
    name: str
    is_stub: bool
    doc_id: str
    line: int | None


class _Reference(NamedTuple):
    """A reference to resolve once every entity is known (a tuple: one is made per edge, and a
    frozen dataclass's ``__init__`` costs several times a tuple's at 10^6 edges)."""

    subject_id: str
    predicate: str
    range_type: str
    value: str
    doc_id: str
    line: int
    column: str
    props: tuple[tuple[str, object, bool], ...] = ()  # edge properties (key, value, in_schema)
    from_edge_file: bool = False
    declare: bool = False  # a triples row declares its object: create it silently when missing
    range_types: tuple[str, ...] = ()  # an event subject may range over several types
    record_no: int = 0  # the record's number in its file (orders the duplicate-edge counter)
    # set-based mode: place in the Python path's reference order (entity files 0 / others 1, file, record, column, value)
    position: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)


def to_number(value: object) -> float | None:
    """Numeric reading of a cell (``"1,5"`` is not a number; ``" 12 "`` is 12.0), else ``None``."""
    if value is None:
        return None
    try:
        number = float(str(value).strip())
    except ValueError:
        return None
    return number if number == number and number not in (float("inf"), float("-inf")) else None


#: The spellings of a ``Date`` value the rules read (``try_strptime`` with ``%Y%m%d`` and
#: ``%Y-%m-%d`` in :mod:`kagflow.knowledge.rule_sql`): ``2023-09-06`` or ``20230906``, ASCII digits.
DATE_PATTERN = r"[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{8}"
_DATE = re.compile(DATE_PATTERN)


def value_problem(schema: Schema, range_type: str | None, value: str) -> str | None:
    """Why ``value`` (a stripped cell) is no value of the basic type ``range_type``, else None.

    A numeric type (:data:`~kagflow.schema.types.NUMERIC_TYPES`) needs a finite number as
    :func:`to_number` reads it: ``"1,000"`` is none (a comma is a decimal mark in many locales, so
    reading it would be a guess that can change a sum a thousandfold). ``Date`` needs a calendar
    date spelled as :data:`DATE_PATTERN` (``2024-02-30`` is none). Other types (Text, Boolean, a
    schema type, a schema's own type named ``Date``) take any value.

    Args:
        schema: the project's schema (a type it declares itself is not the basic type).
        range_type: the property's range type.
        value: the cell, stripped.

    Returns:
        the end of a ``bad_value`` message (``"is not a number (Integer)"``), or None when the value fits.
    """
    if is_numeric_type(schema, range_type):
        return None if to_number(value) is not None else f"is not a number ({range_type})"
    if range_type == "Date" and is_basic_type(schema, range_type):
        if _DATE.fullmatch(value) is None:
            return "is not a date (Date: YYYY-MM-DD or YYYYMMDD)"
        digits = value.replace("-", "")
        try:
            dt.date(int(digits[:4]), int(digits[4:6]), int(digits[6:]))
        except ValueError:
            return "is not a calendar date (Date)"
    return None


def _unique_values_query(python_rows: str) -> str:
    """SQL: (type, predicate, value, entity id) of every property whose every value names one
    entity of the type (:meth:`_Graph._index`'s ``unique``), over the registered Arrow table
    ``python_rows`` (:meth:`_Graph.python_property_rows`) and :data:`PROPERTY_TABLE`."""
    return (f"SELECT type, predicate, value, entity_id FROM (SELECT type, predicate, value, min(entity_id) AS entity_id, "
            f"count(DISTINCT entity_id) AS n FROM (SELECT * FROM {python_rows} UNION ALL "
            f"SELECT type, predicate, value, entity_id FROM {PROPERTY_TABLE}) GROUP BY ALL) "
            "QUALIFY max(n) OVER (PARTITION BY type, predicate) = 1")



def _rows_table(rows: list[tuple], schema: pa.Schema) -> pa.Table:
    """Row tuples (in ``schema``'s column order) as an Arrow table."""
    columns = list(zip(*rows)) if rows else [() for _ in schema.names]
    return pa.Table.from_arrays([pa.array(list(c), f.type) for c, f in zip(columns, schema)], schema=schema)



class _Graph:
    """The entities mapped so far, the references waiting for their objects and the output rows
    (:attr:`out`), with the reference index and the resolution of references into edges.

    Args:
        schema: the project's schema.
        config: the project's configuration (``references:``, the concept-hierarchy separator).
    """

    def __init__(self, schema: Schema, config: ProjectConfig):
        self.schema = schema
        self.config = config
        self.out = MappedGraph()
        self.entities: dict[str, _Entity] = {}
        self.references: list[_Reference] = []
        self.edge_counter: dict[str, int] = defaultdict(int)
        self.extra_aliases: dict[str, set[tuple[str, str]]] = defaultdict(set)  # entity_id -> {(alias, kind)}
        # set-based mode (:func:`~kagflow.knowledge.mapping_sets.map_store`): edges of edge files leave
        # resolve_references without an id, as (file order, record_no, base hash, ...) rows; SQL numbers the duplicates
        self.file_order: dict[str, int] | None = None
        self.deferred_edges: list[tuple] = []  # file_idx, record_no, base, subject_id, predicate, object_id, doc_id, line
        self.deferred_props: list[tuple] = []  # file_idx, record_no, key, value, value_num, in_schema
        self.deferred_property_edges: list[tuple] = []  # position (5 ints), edge_id, subject_id, predicate, object_id, doc_id, line
        # set-based mode: the connection whose PROPERTY_TABLE holds the entity files' set-based property rows
        self.con = None
        # set-based mode without triples files: the reference index is built only where a rare row
        # needs it (nothing changes the entities between the entity files and the first such row)
        self.lazy_index = False

    # -- references -----------------------------------------------------------------------------
    def _index(self):
        """``(by_key, by_name, unique)``: entity ids by (type, key), lists of them by (type, name)
        in (type, key) order, and per type the properties whose every value names one entity
        (``[(predicate, {value: entity id})]`` in predicate order). Records the entity and
        property counts it saw (``_index_stamp``, for :meth:`index_unchanged`)."""
        self._index_stamp = (len(self.entities), len(self.out.properties))
        by_key: dict[tuple[str, str], str] = {}
        by_name: dict[tuple[str, str], list[str]] = defaultdict(list)
        for entity in sorted(self.entities.values(), key=lambda e: (e.type, e.key)):
            by_key[(entity.type, entity.key)] = entity.entity_id
            by_name[(entity.type, entity.name)].append(entity.entity_id)
        unique: dict[str, list[tuple[str, dict[str, str]]]] = defaultdict(list)
        if self.con is not None:  # set-based mode: with the property rows of PROPERTY_TABLE, in SQL
            for (type_name, predicate), values in sorted(self._unique_values_sql().items()):
                unique[type_name].append((predicate, values))
            return by_key, by_name, unique
        prop_values: dict[tuple[str, str], dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
        for entity_id, predicate, value, _num, in_schema, _doc, _line in self.out.properties:
            entity = self.entities.get(entity_id)
            if entity is not None:
                prop_values[(entity.type, predicate)][value].add(entity_id)
        for (type_name, predicate), values in sorted(prop_values.items()):
            if all(len(ids) == 1 for ids in values.values()):
                unique[type_name].append((predicate, {v: next(iter(ids)) for v, ids in values.items()}))
        return by_key, by_name, unique

    def python_property_rows(self) -> pa.Table:
        """``out.properties`` as (type of the entity, predicate, value, entity id) rows."""
        rows = [(entity.type, predicate, value, entity_id) for entity_id, predicate, value, *_rest in self.out.properties
                if (entity := self.entities.get(entity_id)) is not None]
        return _rows_table(rows, pa.schema([("type", pa.string()), ("predicate", pa.string()), ("value", pa.string()), ("entity_id", pa.string())]))

    def entity_table(self) -> pa.Table:
        """The mapper's entities as an Arrow table (``entities`` columns), built column-wise."""
        entities = list(self.entities.values())
        return pa.table({
            "entity_id": pa.array([e.entity_id for e in entities], pa.string()), "type": pa.array([e.type for e in entities], pa.string()),
            "key": pa.array([e.key for e in entities], pa.string()), "name": pa.array([e.name for e in entities], pa.string()),
            "is_stub": pa.array([e.is_stub for e in entities], pa.bool_()), "doc_id": pa.array([e.doc_id for e in entities], pa.string()),
            "line": pa.array([e.line for e in entities], pa.int32())})

    def index_unchanged(self) -> bool:
        """Whether the index :meth:`_index` last built still holds: no entity and no property
        added since. Callers also make sure nothing turned a stub into an entity (only entity
        files and triples files do) after it was built."""
        return hasattr(self, "by_key") and getattr(self, "_index_stamp", None) == (len(self.entities), len(self.out.properties))

    def _unique_values_sql(self) -> dict[tuple[str, str], dict[str, str]]:
        """The unique properties :meth:`_index` finds, over ``out.properties`` and the set-based rows
        of :data:`PROPERTY_TABLE`: ``{(type, predicate): {value: entity id}}`` for every (type of
        the entity, predicate) whose every value belongs to one entity."""
        found: dict[tuple[str, str], dict[str, str]] = defaultdict(dict)
        with warehouse.register_arrow(self.con, self.python_property_rows()) as python_rows:
            result = self.con.execute(_unique_values_query(python_rows))
            while batch := result.fetchmany(100_000):
                for type_name, predicate, value, entity_id in batch:
                    found[(type_name, predicate)][value] = entity_id
        return found

    def resolve_references(self, index: tuple | None = None) -> None:
        """Resolve every pending reference into an edge (``index``: :meth:`_index`'s result when the
        caller just built it on the same entities and properties)."""
        self.by_key, self.by_name, self.unique_props = index or self._index()
        seen_property_edges: set[str] = set()
        by_key, entities = self.by_key, self.entities
        for ref in self.references:
            explicit_field = self._reference_field(ref)
            object_id = None
            if explicit_field is None or explicit_field == "id" or explicit_field == f"{ref.range_type}.id":
                # the common case inline (a key of the range or its subtypes, not a stub); anything
                # else takes _resolve's full path, which repeats this look-up first
                for t in self._subtypes(ref.range_types or (ref.range_type,)):
                    object_id = by_key.get((t, ref.value))
                    if object_id is not None:
                        break
                if object_id is not None and entities[object_id].is_stub:
                    object_id = None
            if object_id is None:
                object_id = self._resolve(ref.range_type, ref.value, explicit_field, ref.doc_id, ref.line, ref.column, ref.declare, ref.range_types)
            if ref.from_edge_file:
                content = _JSON_TEXT(sorted((k, str(v)) for k, v, _ in ref.props)) if ref.props else "[]"
                base = edge_id_for(ref.subject_id, ref.predicate, object_id, content)
                if self.file_order is not None:  # set-based mode: SQL numbers duplicates over every edge file
                    position = (self.file_order[ref.doc_id], ref.record_no)
                    self.deferred_edges.append((*position, base, ref.subject_id, ref.predicate, object_id, ref.doc_id, ref.line))
                    for key, value, in_schema in ref.props:
                        self.deferred_props.append((*position, key, value, to_number(value), in_schema))
                    continue
                self.edge_counter[base] += 1
                edge_id = base if self.edge_counter[base] == 1 else stable_hash(base, self.edge_counter[base])
            else:
                edge_id = edge_id_for(ref.subject_id, ref.predicate, object_id)
                if self.file_order is not None:  # set-based mode: SQL keeps the first of equal edges over both paths
                    self.deferred_property_edges.append((*ref.position, edge_id, ref.subject_id, ref.predicate, object_id, ref.doc_id, ref.line))
                    continue
                if edge_id in seen_property_edges:
                    continue
                seen_property_edges.add(edge_id)
            self.out.edges.append((edge_id, ref.subject_id, ref.predicate, object_id, ref.doc_id, ref.line))
            for key, value, in_schema in ref.props:
                self.out.edge_properties.append((edge_id, key, value, to_number(value), in_schema))

    def _reference_field(self, ref: _Reference) -> str | None:
        """The property named for this reference in kagflow.yaml's ``references:``, if any."""
        subject = self.entities.get(ref.subject_id)
        if subject is None:
            return None
        memo = self.__dict__.setdefault("_field_memo", {})  # one config look-up per (type, predicate)
        key = (subject.type, ref.predicate)
        if key not in memo:
            memo[key] = self.config.references.get(f"{subject.type}.{ref.predicate}")
        return memo[key]

    def _resolve(self, type_name: str, value: str, explicit_field: str | None, doc_id: str, line: int, column: str,
                 declare: bool = False, range_types: tuple[str, ...] = ()) -> str:
        """Entity id for ``value`` as a reference to ``type_name`` (or any of ``range_types``, and
        their subtypes); creates the entity when ``declare``, else a stub when nothing links."""
        if not hasattr(self, "by_key"):
            self.by_key, self.by_name, self.unique_props = self._index()
        types = self._subtypes(range_types or (type_name,))
        found = None
        if explicit_field and explicit_field != "id" and explicit_field != f"{type_name}.id":
            found = self._lookup_field(type_name, explicit_field, value)
        else:
            by_key = self.by_key
            for t in types:
                found = by_key.get((t, value))
                if found is not None:
                    break
            if found is None:
                names = [i for t in types for i in self.by_name.get((t, value), [])]
                if len(names) > 1:
                    self.out.issues.append(Issue("warning", "ambiguous_reference", f"{doc_id}: line {line}: column '{column}': {value!r} names {len(names)} {type_name} entities; linked to the first by key", doc_id, line, column, value))
                found = names[0] if names else None
            if found is None:
                found = next((index[value] for t in types for _p, index in self.unique_props.get(t, []) if value in index), None)
        if found is not None and not self.entities[found].is_stub:
            return found
        stub_id = entity_id_for(type_name, value)
        if declare:  # a triples row names its object: the row declares it
            entity = self.entities.setdefault(stub_id, _Entity(stub_id, type_name, value, value, False, doc_id, line))
            entity.is_stub = False
            self.by_key[(type_name, value)] = stub_id
            return stub_id
        kind = self.schema.types[type_name].kind
        severity = "info" if kind == "ConceptType" else "warning"
        how = f"by {explicit_field}" if explicit_field else "by id, name or a unique property"
        self.out.issues.append(Issue(severity, "unresolved_reference", f"{doc_id}: line {line}: column '{column}': no {type_name} matches {value!r} {how}; linked to a stub {type_name}", doc_id, line, column, value))
        if stub_id not in self.entities:
            self.entities[stub_id] = _Entity(stub_id, type_name, value, value, True, doc_id, line)
            self.by_key[(type_name, value)] = stub_id
        return stub_id

    def _subtypes(self, range_types: tuple[str, ...]) -> list[str]:
        """The types a reference to any of ``range_types`` may link to (with subtypes), memoised:
        computed once per range, not once per reference (it walks the whole schema)."""
        memo = self.__dict__.setdefault("_subtype_memo", {})
        if range_types not in memo:
            memo[range_types] = [t for r in range_types for t in self.schema.subtypes(r)]
        return memo[range_types]

    def _lookup_field(self, type_name: str, field_name: str, value: str) -> str | None:
        if field_name == "name":
            names = self.by_name.get((type_name, value), [])
            return names[0] if names else None
        for predicate, index in self.unique_props.get(type_name, []):
            if predicate == field_name:
                return index.get(value)
        for entity_id, predicate, prop_value, *_ in self.out.properties:
            entity = self.entities.get(entity_id)
            if entity and entity.type == type_name and predicate == field_name and prop_value == value:
                return entity_id
        return None

    # -- output ---------------------------------------------------------------------------------
    def _finish_sql(self, con, separator: str | None) -> None:
        """Entities into :data:`ENTITY_TABLE` (built column-wise as Arrow) and their aliases into
        :data:`ALIAS_TABLE` with one statement: the same distinct (entity, alias, kind) rows as
        :meth:`finish` (``rsplit(separator, 1)[-1]`` is the last part of ``string_split``)."""
        table = self.entity_table()
        extra = _rows_table([(entity_id, alias, kind) for entity_id, pairs in self.extra_aliases.items() if entity_id in self.entities
                             for alias, kind in pairs], pa.schema([("entity_id", pa.string()), ("alias", pa.string()), ("kind", pa.string())]))
        with warehouse.register_arrow(con, table) as rows, warehouse.register_arrow(con, extra) as synonyms:
            con.execute(f"CREATE OR REPLACE TEMP TABLE {ENTITY_TABLE} AS SELECT * FROM {rows}")
            con.execute(
                f"CREATE OR REPLACE TEMP TABLE {ALIAS_TABLE} AS SELECT DISTINCT * FROM ("
                f"SELECT entity_id, name AS alias, 'name' AS kind FROM {ENTITY_TABLE} UNION ALL "
                f"SELECT entity_id, key, 'key' FROM {ENTITY_TABLE} UNION ALL "
                f"SELECT entity_id, string_split(key, $sep)[-1], 'segment' FROM {ENTITY_TABLE} WHERE $sep <> '' AND contains(key, $sep) UNION ALL "
                f"SELECT entity_id, alias, kind FROM {synonyms})", {"sep": separator or ""})
        self.out.sql_entities, self.out.sql_stubs = len(self.entities), sum(e.is_stub for e in self.entities.values())
        (self.out.sql_aliases,) = con.execute(f"SELECT count(*) FROM {ALIAS_TABLE}").fetchone()

    def finish(self, con=None) -> MappedGraph:
        """The mapped graph: entity and alias rows (each entity's name, key, last key segment
        after the concept-hierarchy separator, expert-graph synonyms). With ``con`` (set-based
        mode) they go to the temporary tables :data:`ENTITY_TABLE` and :data:`ALIAS_TABLE`
        instead (aliases computed in SQL), counted in ``sql_entities``/``sql_stubs``/``sql_aliases``."""
        separator = self.config.concept_hierarchy.separator
        if con is not None:
            self._finish_sql(con, separator)
            return self.out
        for entity in sorted(self.entities.values(), key=lambda e: e.entity_id):
            self.out.entities.append((entity.entity_id, entity.type, entity.key, entity.name, entity.is_stub, entity.doc_id, entity.line))
            aliases = {(entity.name, "name"), (entity.key, "key")}
            if separator and separator in entity.key:
                aliases.add((entity.key.rsplit(separator, 1)[-1], "segment"))
            aliases |= self.extra_aliases.get(entity.entity_id, set())
            for alias, kind in sorted(aliases):
                self.out.aliases.append((entity.entity_id, alias, kind))
        return self.out


