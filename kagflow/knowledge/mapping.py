"""Structured mapping: CSV/JSON records onto the schema (KAG's structured builder, in SQL-ready rows).

Conventions (each overridable per file in ``kagflow.yaml``'s ``sources:``):

* ``Type.csv`` (or the type's display name, ``旅行社.csv`` for ``TravelAgency(旅行社)``) — rows are
  entities of schema type ``Type``: column ``id`` is the key, optional ``name`` the name, every
  other column a property (by name or display name).  A column the schema lacks is kept with
  ``in_schema = false`` and stays queryable by its column name (:func:`observed_predicates`).
  As KAG ships its tables: a table with no ``id`` column is keyed by ``name``, a row with an
  empty key by its name, a repeated row of a key is mapped once and a second name of a key is
  an alias (:meth:`_Mapper.map_entity_file`; ``info`` issues, never warnings).
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
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

import pyarrow as pa

from kagflow.store import warehouse
from kagflow.store.ids import entity_id_for, entity_id_sql, stable_hash
from kagflow.store.reader_cache import observed_predicates  # noqa: F401 (re-exported; readers import it from there)
from kagflow.project import ProjectConfig, SourceOverride
from kagflow.schema.spg import Schema
from kagflow.schema.types import IMPLICIT_PREDICATES, is_basic_type, is_numeric_type
from kagflow.knowledge import domain_kg
from kagflow.sources import Record

SUBJECT_COLUMNS = ("src", "srcid", "src_id", "source", "sourceid", "from", "subject", "s", "start")
OBJECT_COLUMNS = ("dst", "dstid", "dst_id", "target", "targetid", "to", "object", "o", "end")
PREDICATE_COLUMNS = ("predicate", "p", "relation", "rel", "pred")
SUBJECT_TYPE_COLUMNS = ("subject_type", "s_type", "stype", "subjecttype")
OBJECT_TYPE_COLUMNS = ("object_type", "o_type", "otype", "objecttype")

#: Type of the entities an information-layer triple row creates (OpenSPG's root type; never a
#: schema type, so typed queries do not see them; name linking and kg_fr do).
INFORMATION_TYPE = "Thing"
TABLE_TRIPLE_KIND = "table_spo"

#: ``json.dumps(x, ensure_ascii=False)`` builds a new encoder per call; one shared encoder gives
#: the same text (same defaults) without that cost on every edge.
_JSON_TEXT = json.JSONEncoder(ensure_ascii=False).encode


def _edge_hash(*parts: str) -> str:
    """``stable_hash("edge", *parts)`` for parts that are all ``str`` (ids, predicates, JSON text):
    the same digest without ``stable_hash``'s per-part ``None`` test and ``str()`` call."""
    return hashlib.sha256(("edge\x1f" + "\x1f".join(parts)).encode("utf-8")).hexdigest()[:16]


class MappingError(ValueError):
    """Source files that cannot be mapped at all (no key column, unknown type in an override).

    Each problem names the file (and the line, column or setting); one error holds every such
    problem of a build (:attr:`problems`, one per line of the message), so a build with several
    configuration errors reports them all at once. The build fails and keeps the previous tables.

    Args:
        problems: one message per problem (at least one).
    """

    def __init__(self, *problems: str):
        self.problems: tuple[str, ...] = tuple(problems)
        if len(self.problems) == 1:
            super().__init__(self.problems[0])
        else:
            super().__init__(f"{len(self.problems)} configuration errors in the tables:\n" + "\n".join(f"  {p}" for p in self.problems))


@dataclass(frozen=True)
class Issue:
    """A row of ``build_issues``."""

    severity: str  # error | warning | info
    code: str
    message: str
    doc_id: str | None = None
    line: int | None = None
    field: str | None = None
    value: str | None = None

    def as_row(self) -> tuple:
        return (self.severity, self.code, self.message, self.doc_id, self.line, self.field, self.value)


@dataclass(frozen=True)
class EntityTarget:
    """An entity file: rows are entities of ``type``, keyed by ``id_column``.

    ``id_column`` is ``id`` (or ``sources.FILE.id_column``); a table with no such column is keyed
    by its name column, as KAG's builder does (``keyed_by_name``: ``id_column == name_column``).
    A row whose key cell is empty takes its name as key.
    """

    type: str
    id_column: str
    name_column: str | None
    columns: Mapping[str, str]
    keyed_by_name: bool = False


@dataclass(frozen=True)
class EdgeTarget:
    subject_type: str
    predicate: str
    object_type: str
    subject_column: str
    object_column: str
    columns: Mapping[str, str]


@dataclass(frozen=True)
class TripleTarget:
    subject_column: str
    predicate_column: str
    object_column: str
    subject_type_column: str | None
    object_type_column: str | None


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


def _confidence(raw: object) -> float:
    """Weight of an information-layer triple: KAG's ``properties`` JSON ``confidence``, else 1."""
    try:
        value = json.loads(raw) if isinstance(raw, str) and raw.strip() else None
    except json.JSONDecodeError:
        return 1.0
    number = to_number(value.get("confidence")) if isinstance(value, dict) else None
    return number if number is not None else 1.0


def to_number(value: object) -> float | None:
    """Numeric reading of a cell (``"1,5"`` is not a number; ``" 12 "`` is 12.0), else ``None``."""
    if value is None:
        return None
    try:
        number = float(str(value).strip())
    except ValueError:
        return None
    return number if number == number and number not in (float("inf"), float("-inf")) else None


def plan_source(doc_id: str, columns: Iterable[str], schema: Schema, override: SourceOverride | None) -> EntityTarget | EdgeTarget | TripleTarget | None:
    """Decide what a structured file maps onto.

    Args:
        doc_id: the file's path under ``sources/`` (its file name gives the convention).
        columns: the file's column names (from the first records).
        schema: the project's schema.
        override: the file's entry in ``kagflow.yaml``'s ``sources:``, if any.

    Returns:
        an :class:`EntityTarget` (the stem is a type's name or display name), an
        :class:`EdgeTarget` (``Subj_rel_Obj``), a :class:`TripleTarget` (subject, predicate and
        object columns), or ``None`` when the file maps onto no schema type (the caller records
        a warning).

    Raises:
        MappingError: the override names an unknown type or predicate, or a required column
            (the key: ``id``, else ``name``; the edge endpoints) is missing. The message names the
            file and column.
    """
    columns = list(columns)
    stem = doc_id.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    renames = dict(override.columns) if override else {}
    if override and override.type:
        _require_type(schema, override.type, doc_id, "type")
        return _entity_target(doc_id, override.type, columns, override, renames)
    if override and override.predicate:
        subject_type, object_type = override.subject_type, override.object_type
        if not subject_type or not object_type:
            raise MappingError(f"{doc_id}: kagflow.yaml sources: an edge mapping needs subject_type and object_type")
        problems = [p for name, field_name in ((subject_type, "subject_type"), (object_type, "object_type"))
                    if (p := _unknown_type(schema, name, doc_id, field_name))]
        if problems:
            raise MappingError(*problems)
        prop = schema.predicate(subject_type, override.predicate)
        if prop is None:
            raise MappingError(f"{doc_id}: kagflow.yaml sources: {subject_type} has no predicate {override.predicate!r}")
        return _edge_target(doc_id, subject_type, prop.name, object_type, columns, override, renames)
    type_name = _type_named(schema, stem)
    if type_name is not None:
        return _entity_target(doc_id, type_name, columns, override, renames)
    triple = _triple_target(columns, override)
    if triple is not None:
        return triple
    parts = stem.split("_")
    for i in range(1, len(parts) - 1):
        for j in range(i + 1, len(parts)):
            subject_type, rel, object_type = "_".join(parts[:i]), "_".join(parts[i:j]), "_".join(parts[j:])
            if subject_type in schema.types and object_type in schema.types:
                prop = schema.predicate(subject_type, rel)
                if prop is not None and prop.range_type == object_type:
                    return _edge_target(doc_id, subject_type, prop.name, object_type, columns, override, renames)
    return None


def _type_named(schema: Schema, stem: str) -> str | None:
    """The type a file stem names: its name, namespace-qualified name or display name."""
    if schema.has_type(stem):
        return schema.type(stem).name
    return next((t.name for t in schema.types.values() if t.display_name == stem), None)


def _triple_target(columns: list[str], override: SourceOverride | None) -> TripleTarget | None:
    if override is not None and (override.id_column or override.subject_column or override.object_column):
        return None
    subject = _find_column(columns, None, ("subject", "s", "src", "source", "head", "h"))
    predicate = _find_column(columns, None, PREDICATE_COLUMNS)
    obj = _find_column(columns, None, ("object", "o", "dst", "target", "tail", "t"))
    if subject is None or predicate is None or obj is None or len({subject, predicate, obj}) < 3:
        return None
    return TripleTarget(subject, predicate, obj, _find_column(columns, None, SUBJECT_TYPE_COLUMNS),
                        _find_column(columns, None, OBJECT_TYPE_COLUMNS))


def _require_type(schema: Schema, name: str, doc_id: str, field_name: str) -> None:
    problem = _unknown_type(schema, name, doc_id, field_name)
    if problem:
        raise MappingError(problem)


def _unknown_type(schema: Schema, name: str, doc_id: str, field_name: str) -> str | None:
    """The problem of an override naming ``name`` as a type the schema lacks, else None."""
    if name not in schema.types:
        return f"{doc_id}: kagflow.yaml sources: {field_name} {name!r} is not a type of the schema"
    return None


def _find_column(columns: list[str], wanted: str | None, candidates: tuple[str, ...]) -> str | None:
    if wanted is not None:
        return wanted if wanted in columns else None
    lowered = {column.lower(): column for column in columns}
    for candidate in candidates:
        if candidate in lowered:
            return lowered[candidate]
    return None


def _entity_target(doc_id, type_name, columns, override, renames) -> EntityTarget:
    explicit_id = override.id_column if override else None
    id_column = _find_column(columns, explicit_id, ("id",))
    name_column = _find_column(columns, override.name_column if override else None, ("name",))
    if id_column is None and explicit_id is None and name_column is not None:
        return EntityTarget(type_name, name_column, name_column, renames, keyed_by_name=True)  # KAG's builder: keyed by name
    if id_column is None:
        wanted = f"'{explicit_id}'" if explicit_id else "'id' or 'name'"
        raise MappingError(
            f"{doc_id}: line 1: no {wanted} column to key {type_name} entities "
            f"(columns: {', '.join(columns) or 'none'}); set sources.{doc_id}.id_column in kagflow.yaml"
        )
    return EntityTarget(type_name, id_column, name_column, renames)


def _edge_target(doc_id, subject_type, predicate, object_type, columns, override, renames) -> EdgeTarget:
    subject_column = _find_column(columns, override.subject_column if override else None, SUBJECT_COLUMNS)
    object_column = _find_column(columns, override.object_column if override else None, OBJECT_COLUMNS)
    problems = [
        f"{doc_id}: line 1: no {role} column for {subject_type}-{predicate}->{object_type} edges "
        f"(columns: {', '.join(columns) or 'none'}); expected one of "
        f"{', '.join(SUBJECT_COLUMNS if role == 'subject' else OBJECT_COLUMNS)} "
        f"or sources.{doc_id}.{role}_column in kagflow.yaml"
        for role, column in (("subject", subject_column), ("object", object_column)) if column is None]
    if problems:
        raise MappingError(*problems)
    return EdgeTarget(subject_type, predicate, object_type, subject_column, object_column, renames)


def _row_key(values: Mapping[str, object], target: EntityTarget) -> tuple[str, str, bool]:
    """``(key, name, keyed by name)`` of an entity row: the key cell stripped, else the name cell
    stripped (``""``: no key); the name cell stripped, else the key (a name of blanks stays ``""``)."""
    key = values.get(target.id_column)
    key = str(key).strip() if key is not None else ""
    raw_name = values.get(target.name_column) if target.name_column else None
    by_name = False
    if not key and raw_name is not None:
        key = str(raw_name).strip()
        by_name = bool(key)
    name = str(raw_name).strip() if raw_name not in (None, "") else key
    return key, name, by_name


def _other_cells(values: Mapping[str, object], target: EntityTarget) -> frozenset:
    """A row's cells other than its key and name as the mapping reads them (text stripped, empty
    cells left out): what two rows of one key are compared by."""
    cells = []
    for column, raw in values.items():
        if column not in (target.id_column, target.name_column):
            parts = tuple(_split(raw, False, ""))
            if parts:
                cells.append((column, parts))
    return frozenset(cells)


def _not_scalar(record: Record, columns: Iterable[str | None]) -> tuple[str, str] | None:
    """The first of ``columns`` whose cell is a JSON object or list (a key or name must be one
    value: its text would be stored as a key), as ``(column, what was found, its text shortened)``; else None."""
    for column in columns:
        if column is None:
            continue
        value = record.values.get(column)
        if column in record.objects or isinstance(value, list):
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            shown = text if len(text) <= 40 else text[:37] + "..."
            return column, f"{'an object' if isinstance(value, str) else 'a list'} ({shown})"
    return None


def _lines(lines: list[int]) -> str:
    """``2, 5, 9`` (the first ten of ``lines``, then ``...``)."""
    return ", ".join(map(str, lines[:10])) + (", ..." if len(lines) > 10 else "")


def _split(value: object, multi: bool, separator: str) -> list[str]:
    if value is None:
        return []
    values = value if isinstance(value, list) else ([v for v in str(value).split(separator)] if multi else [str(value)])
    return [v.strip() for v in values if v is not None and str(v).strip()]


class _Mapper:
    def __init__(self, schema: Schema, config: ProjectConfig):
        self.schema = schema
        self.config = config
        self.out = MappedGraph()
        self.entities: dict[str, _Entity] = {}
        self.references: list[_Reference] = []
        self.edge_counter: dict[str, int] = defaultdict(int)
        self.warned_columns: set[tuple[str, str]] = set()
        self._not_null: dict[str, list] = {}
        self.extra_aliases: dict[str, set[tuple[str, str]]] = defaultdict(set)  # entity_id -> {(alias, kind)}
        # rows of entity files whose cells are not mapped (repeats of an earlier row of their key), per file
        self.skipped_rows: dict[str, set[int]] = defaultdict(set)
        # entities an entity-file row defined again with other values (their property rows are merged)
        self.redefined: set[str] = set()
        # set-based mode (:func:`map_store`): edges of edge files leave resolve_references without
        # an id, as (file order, record_no, base hash, ...) rows; SQL numbers the duplicates
        self.file_order: dict[str, int] | None = None
        self.deferred_edges: list[tuple] = []  # file_idx, record_no, base, subject_id, predicate, object_id, doc_id, line
        self.deferred_props: list[tuple] = []  # file_idx, record_no, key, value, value_num, in_schema
        self.deferred_property_edges: list[tuple] = []  # position (5 ints), edge_id, subject_id, predicate, object_id, doc_id, line
        # set-based mode: the connection whose PROPERTY_TABLE holds the entity files' set-based property rows
        self.con = None
        # set-based mode without triples files: the reference index is built only where a rare row
        # needs it (nothing changes the entities between the entity files and the first such row)
        self.lazy_index = False

    # -- expert graph (domain knowledge injection) ----------------------------------------------
    def map_expert_graph(self, graph: domain_kg.ExpertGraph) -> None:
        """Entities, aliases and edges of an expert graph (:mod:`kagflow.knowledge.domain_kg`), loaded first."""
        by_label = {t.name: t.name for t in self.schema.types.values()}
        by_label.update({t.display_name: t.name for t in self.schema.types.values() if t.display_name})
        if "Concept" not in by_label and domain_kg.FALLBACK_TYPE not in self.schema.types:
            by_label["Concept"] = INFORMATION_TYPE if INFORMATION_TYPE in self.schema.types else next(iter(self.schema.types))
        for problem in graph.problems:
            self.out.issues.append(Issue(*problem))
        per_file: dict[tuple[str, bool], list[str]] = defaultdict(list)  # (file, conflicting) -> ids
        for node_id, extra in graph.duplicates.items():
            per_file[graph.nodes[node_id][3], node_id in graph.conflicts].append(f"{node_id!r} x{extra + 1}")
        for (doc_id, conflicting), listed in sorted(per_file.items()):
            self.out.issues.append(Issue(
                "warning" if conflicting else "info", "conflicting_duplicate_node" if conflicting else "duplicate_node",
                f"{doc_id}: {len(listed)} node id(s) appear more than once ({', '.join(sorted(listed)[:10])}"
                f"{', ...' if len(listed) > 10 else ''}); "
                + ("their rows disagree (label, name or a property value); the first row's values are kept"
                   if conflicting else "their rows are merged into one node each"), doc_id, None, "id"))
        nodes = dict(graph.nodes)
        unknown_labels: set[str] = set()
        for s, _p, o, s_type, o_type, _props, doc_id, line in graph.edges:  # endpoints that are no node: implied
            for node, label in ((s, s_type), (o, o_type)):
                if node not in nodes:
                    nodes[node] = (label, node, {}, doc_id, line)
                    self.out.issues.append(Issue("info", "implied_node", f"{doc_id}: line {line}: edge endpoint {node!r} is not a node; "
                                                 f"created as a {label or 'Concept'}", doc_id, line, None, node))
        canonical = domain_kg.synonym_canonicals(nodes, graph.edges)
        ids: dict[str, str] = {}
        for node_id, (label, name, props, doc_id, line) in nodes.items():
            type_name, known = domain_kg.node_type(label, by_label)
            if not known and label not in unknown_labels:
                unknown_labels.add(label)
                self.out.issues.append(Issue("info", "unknown_node_type", f"{doc_id}: node type {label!r} is not a schema type; "
                                             f"its nodes are {type_name}", doc_id, line, "label", label))
            ids[node_id] = entity_id_for(type_name, node_id)
        for node_id, (label, name, props, doc_id, line) in nodes.items():
            head = canonical.get(node_id, node_id)
            entity_id = ids[head]
            if head != node_id:
                self.extra_aliases[entity_id].update({(name, "synonym"), (node_id, "synonym")})
                ids[node_id] = entity_id
                continue
            type_name = domain_kg.node_type(label, by_label)[0]
            if entity_id not in self.entities:
                self.entities[entity_id] = _Entity(entity_id, type_name, node_id, name, False, doc_id, line)
            for key, value in sorted(props.items()):
                text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
                in_schema = self.schema.predicate(type_name, key) is not None
                self.out.properties.append((entity_id, key, text, to_number(text), in_schema, doc_id, line))
        undeclared: set[str] = set()
        seen: set[str] = set()
        for s, p, o, _s_type, _o_type, props, doc_id, line in graph.edges:
            if domain_kg.is_synonym(p):
                continue  # collapsed above: the names are aliases of one entity
            subject_id, object_id = ids[s], ids[o]
            if subject_id == object_id:
                continue
            predicate = next((h for h in domain_kg.HYPERNYM_PREDICATES if h.casefold() == p.casefold()), p)
            subject_type = self.entities[subject_id].type
            if predicate not in domain_kg.HYPERNYM_PREDICATES and self.schema.predicate(subject_type, predicate) is None \
                    and (subject_type, predicate) not in undeclared:
                undeclared.add((subject_type, predicate))
                self.out.issues.append(Issue("info", "expert_predicate", f"{doc_id}: {subject_type} declares no {predicate!r}; "
                                             "the expert graph's edges are kept", doc_id, line, "label", predicate))
            edge_id = stable_hash("edge", subject_id, predicate, object_id)
            if edge_id in seen:
                continue
            seen.add(edge_id)
            self.out.edges.append((edge_id, subject_id, predicate, object_id, doc_id, line))
            for key, value in sorted(props.items()):
                text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
                self.out.edge_properties.append((edge_id, key, text, to_number(text), False))

    # -- entity files ---------------------------------------------------------------------------
    def map_entity_file(self, doc_id: str, target: EntityTarget, records: list[Record], sql_columns: frozenset[str] = frozenset()) -> None:
        """Entities, properties and references of an entity file.

        A row's key is its ``target.id_column`` cell; where that is empty, its name (no name
        either: the row is skipped with an ``empty_key`` warning). Rows of one key in this file:
        a row that repeats an earlier one (name and every other cell equal, text stripped) is
        mapped once; one that differs from an earlier one only in its name adds that name as an
        alias (kind ``name``); any other redefinition is a located ``duplicate_entity`` warning
        and its properties are merged (a second name kept as an alias; repeated values are
        dropped by :meth:`merge_redefined_properties`). The rows of the first two kinds are
        recorded in ``skipped_rows`` (the set-based path leaves out their references too) and
        said by one ``info`` issue per kind and file, as are rows keyed by their name.

        Args:
            doc_id: the file's path under ``sources/``.
            target: what it maps onto (:func:`plan_source`).
            records: its records, in record order (in the set-based path: the rare rows only,
                which hold every row of a repeated key and every row with an empty key cell).
            sql_columns: reference columns the set-based path maps
                (:func:`_pending_entity_references`).
        """
        type_def = self.schema.types[target.type]
        file_idx = self.file_order[doc_id] if self.file_order is not None else 0
        first_row: dict[str, Record] = {}  # entity id -> its first row in this file
        variants: dict[str, tuple[set[str], set[frozenset], set[tuple[str, frozenset]]]] = {}  # names, other cells, both
        skipped = self.skipped_rows[doc_id]
        named: list[int] = []  # lines of rows keyed by their name (empty key cell)
        repeats: list[int] = []
        other_names: list[tuple[str, str, int]] = []  # (key, name, line)
        key_columns = (target.id_column, target.name_column)
        for record in records:
            if self._skip_not_scalar(doc_id, record, key_columns, "an id or a name"):
                continue
            key, name, by_name = _row_key(record.values, target)
            if not key:
                what = f"empty '{target.id_column}'" + (f" and '{target.name_column}'" if target.name_column and target.name_column != target.id_column else "")
                self.out.issues.append(Issue("warning", "empty_key", f"{doc_id}: line {record.line}: {what}; row skipped", doc_id, record.line, target.id_column))
                continue
            if by_name:
                named.append(record.line)
            entity_id = entity_id_for(target.type, key)
            first = first_row.setdefault(entity_id, record)
            if first is not record:  # the key came before in this file: compared with its rows
                seen = variants.get(entity_id)
                if seen is None:
                    first_name, first_cells = _row_key(first.values, target)[1], _other_cells(first.values, target)
                    seen = variants[entity_id] = ({first_name}, {first_cells}, {(first_name, first_cells)})
                cells = _other_cells(record.values, target)
                if (name, cells) in seen[2] or cells in seen[1]:
                    if (name, cells) in seen[2]:
                        repeats.append(record.line)
                    else:
                        other_names.append((key, name, record.line))
                        if name not in seen[0] and name != self.entities[entity_id].name:
                            self.extra_aliases[entity_id].add((name, "name"))
                    seen[0].add(name)
                    seen[2].add((name, cells))
                    skipped.add(record.record_no)
                    continue
                seen[0].add(name)
                seen[1].add(cells)
                seen[2].add((name, cells))
            existing = self.entities.get(entity_id)
            if existing is None:
                self.entities[entity_id] = _Entity(entity_id, target.type, key, name, False, doc_id, record.line)
            elif existing.is_stub:
                existing.is_stub, existing.name, existing.doc_id, existing.line = False, name, doc_id, record.line
            else:
                alias = ""
                if name != existing.name:
                    self.extra_aliases[entity_id].add((name, "name"))
                    alias = f"; its name {name!r} is kept as an alias"
                self.redefined.add(entity_id)
                self.out.issues.append(Issue("warning", "duplicate_entity", f"{doc_id}: line {record.line}: {target.type} '{key}' was already defined at {existing.doc_id}:{existing.line} with other values; its properties are merged{alias}", doc_id, record.line, target.id_column, key))
            filled: set[str] = set()
            for col_idx, (column, raw) in enumerate(record.values.items()):
                if column in (target.id_column, target.name_column) or column in sql_columns:
                    continue
                predicate = self._map_cell(doc_id, record.line, entity_id, type_def.name, target.columns.get(column, column), column, raw,
                                           position=(0, file_idx, record.record_no, col_idx))
                if predicate is not None:
                    filled.add(predicate)
            for prop in self.not_null(type_def.name):
                if prop.name not in filled:
                    column = next((c for c in record.values if target.columns.get(c, c) in (prop.name, prop.display_name)), prop.name)
                    self._violation(doc_id, record.line, column, None,
                                    f"{type_def.name}.{prop.name} is NotNull but this row has no value")
        if named:
            self.out.issues.append(Issue(
                "info", "key_from_name", f"{doc_id}: {len(named)} row(s) with an empty '{target.id_column}' are keyed by their "
                f"'{target.name_column}' (lines {_lines(named)})", doc_id, named[0], target.id_column))
        if repeats:
            self.out.issues.append(Issue(
                "info", "repeated_row", f"{doc_id}: {len(repeats)} row(s) repeat an earlier row of the same {target.type} "
                f"(lines {_lines(repeats)}); each is mapped once", doc_id, repeats[0], target.id_column))
        if other_names:
            shown = ", ".join(f"{name!r} for '{key}' (line {line})" for key, name, line in other_names[:10])
            self.out.issues.append(Issue(
                "info", "second_name", f"{doc_id}: {len(other_names)} row(s) repeat an earlier row of the same {target.type} "
                f"under another name, kept as an alias: {shown}{', ...' if len(other_names) > 10 else ''}",
                doc_id, other_names[0][2], target.name_column))

    def merge_redefined_properties(self, con=None) -> None:
        """Drop repeated property rows of redefined entities (:attr:`redefined`): of the rows with
        one (entity, predicate, value), the one of the first (doc_id, line) is kept.

        Args:
            con: set-based mode: the connection whose :data:`PROPERTY_TABLE` holds the SQL
                property rows; the kept rows of those entities (from both) go there.
        """
        if not self.redefined:
            return
        redefined = self.redefined
        python_rows = [row for row in self.out.properties if row[0] in redefined]
        self.out.properties = [row for row in self.out.properties if row[0] not in redefined]
        if con is None:
            kept: dict[tuple, tuple] = {}
            for row in python_rows:
                held = kept.get(row[:3])
                if held is None or (row[5] or "", row[6] or 0) < (held[5] or "", held[6] or 0):
                    kept[row[:3]] = row
            self.out.properties.extend(kept.values())
            return
        ids = pa.table({"entity_id": pa.array(sorted(redefined), pa.string())})
        rows = _rows_table([(*row, self.entities[row[0]].type) for row in python_rows], pa.schema(
            [("entity_id", pa.string()), ("predicate", pa.string()), ("value", pa.string()), ("value_num", pa.float64()),
             ("in_schema", pa.bool_()), ("doc_id", pa.string()), ("line", pa.int32()), ("type", pa.string())]))
        with warehouse.register_arrow(con, ids) as merged, warehouse.register_arrow(con, rows) as python_table:
            con.execute(f"CREATE OR REPLACE TEMP TABLE _kagflow_map_merged AS SELECT * FROM ("
                        f"SELECT * FROM {PROPERTY_TABLE} WHERE entity_id IN (SELECT entity_id FROM {merged}) "
                        f"UNION ALL SELECT * FROM {python_table}) QUALIFY row_number() OVER "
                        "(PARTITION BY entity_id, predicate, value ORDER BY coalesce(doc_id, ''), coalesce(line, 0)) = 1")
            con.execute(f"DELETE FROM {PROPERTY_TABLE} WHERE entity_id IN (SELECT entity_id FROM {merged})")
        con.execute(f"INSERT INTO {PROPERTY_TABLE} SELECT * FROM _kagflow_map_merged")
        con.execute("DROP TABLE _kagflow_map_merged")

    def not_null(self, type_name: str) -> list:
        if type_name not in self._not_null:
            self._not_null[type_name] = [p for p in self.schema.predicates(type_name) if p.not_null and p.name not in IMPLICIT_PREDICATES]
        return self._not_null[type_name]

    def _violation(self, doc_id: str, line: int, column: str, value: str | None, message: str) -> None:
        self.out.constraint_violations += 1
        shown = f" {value!r}:" if value is not None else ""
        self.out.issues.append(Issue("warning", "constraint_violation", f"{doc_id}: line {line}: column '{column}':{shown} {message}", doc_id, line, column, value))

    def check_value(self, doc_id: str, line: int, column: str, prop, value: str) -> None:
        """Enum and Regular constraints of ``prop`` (and the regular: of a StandardType range)."""
        if prop.enum_values is not None and value not in prop.enum_values:
            self._violation(doc_id, line, column, value, f"not one of the Enum values of {prop.owner}.{prop.name} ({', '.join(prop.enum_values)})")
        patterns = [(prop.regular, f"the Regular constraint of {prop.owner}.{prop.name}")]
        range_def = self.schema.types.get(prop.range_type)
        if range_def is not None and range_def.kind == "StandardType":
            patterns.append((range_def.regular, f"the pattern of standard type {range_def.name}"))
        for pattern, what in patterns:
            if pattern and re.fullmatch(pattern, value) is None:
                self._violation(doc_id, line, column, value, f"does not match {what} ({pattern})")

    def _map_cell(self, doc_id: str, line: int, entity_id: str, type_name: str, predicate_name: str, column: str, raw: object, declare: bool = False,
                  position: tuple[int, int, int, int] = (0, 0, 0, 0)) -> str | None:
        """Map one cell; returns the schema predicate it filled (None: empty or outside the schema)."""
        memo = self.__dict__.setdefault("_predicate_memo", {})  # one schema lookup per (type, column), not per cell
        if (type_name, predicate_name) not in memo:
            memo[(type_name, predicate_name)] = self.schema.predicate(type_name, predicate_name)
        prop = memo[(type_name, predicate_name)]
        if prop is not None and prop.name in IMPLICIT_PREDICATES:
            prop = None if prop.name == "id" else prop
        if prop is None:
            self._warn_column(doc_id, column, f"{doc_id}: column '{column}' is not a predicate of {type_name}; kept as a property outside the schema")
            for value in _split(raw, False, self.config.multi_value_separator):
                self.out.properties.append((entity_id, predicate_name, value, to_number(value), False, doc_id, line))
            return None
        values = _split(raw, prop.multi_value, self.config.multi_value_separator)
        if prop.is_basic:
            for value in values:
                number = to_number(value)
                if is_numeric_type(self.schema, prop.range_type) and number is None:
                    self.out.issues.append(Issue("warning", "bad_value", f"{doc_id}: line {line}: column '{column}': {value!r} is not a number ({prop.range_type})", doc_id, line, column, value))
                self.check_value(doc_id, line, column, prop, value)
                self.out.properties.append((entity_id, prop.name, value, number, True, doc_id, line))
        else:
            for value_idx, value in enumerate(values):
                self.check_value(doc_id, line, column, prop, value)
                self.references.append(_Reference(entity_id, prop.name, prop.range_type, value, doc_id, line, column, declare=declare,
                                                  range_types=prop.range_types or (prop.range_type,), position=(*position, value_idx)))
        return prop.name if values else None

    def _skip_not_scalar(self, doc_id: str, record: Record, columns: Iterable[str | None], role: str) -> bool:
        """Whether ``record`` has an object or list in one of its key ``columns`` (:func:`_not_scalar`);
        if so a located ``bad_key`` warning is recorded (file, line, record number, field, what
        was found) and the row is to be skipped."""
        found = _not_scalar(record, columns)
        if found is None:
            return False
        column, what = found
        self.out.issues.append(Issue(
            "warning", "bad_key", f"{doc_id}: line {record.line}: record {record.record_no}: '{column}' is {what}; "
            f"{role} must be one text or number; row skipped", doc_id, record.line, column, what))
        return True

    def _warn_column(self, doc_id: str, column: str, message: str) -> None:
        if (doc_id, column) not in self.warned_columns:
            self.warned_columns.add((doc_id, column))
            self.out.issues.append(Issue("warning", "unknown_column", message, doc_id, None, column))

    # -- edge files -----------------------------------------------------------------------------
    def map_edge_file(self, doc_id: str, target: EdgeTarget, records: list[Record]) -> None:
        relation = self.schema.predicate(target.subject_type, target.predicate)
        endpoints = (target.subject_column, target.object_column)
        subject_field = f"{target.subject_type}.id"
        column_props: dict[str, object] = {}  # column -> the relation's edge property (None: outside the schema)
        subject_types = self._subtypes((target.subject_type,))
        by_key = None  # the index, built (as _resolve builds it) when the first row needs it
        for record in records:
            if self._skip_not_scalar(doc_id, record, endpoints, "an edge's endpoint"):
                continue
            subject_key = str(record.values.get(target.subject_column) or "").strip()
            object_key = str(record.values.get(target.object_column) or "").strip()
            if not subject_key or not object_key:
                self.out.issues.append(Issue("warning", "empty_key", f"{doc_id}: line {record.line}: empty subject or object; row skipped", doc_id, record.line))
                continue
            props = []
            for column, raw in record.values.items():
                if column in endpoints or raw is None or raw == "":
                    continue
                name = target.columns.get(column, column)
                if column not in column_props:
                    column_props[column] = relation.edge_property(name) if relation else None
                prop = column_props[column]
                if prop is None:
                    self._warn_column(doc_id, column, f"{doc_id}: column '{column}' is not a property of {target.predicate}; kept outside the schema")
                props.append((prop.name if prop else name, str(raw).strip(), prop is not None))
            if by_key is None:
                if not hasattr(self, "by_key"):
                    self.by_key, self.by_name, self.unique_props = self._index()
                by_key = self.by_key
            subject_id = None
            for t in subject_types:  # the common case inline: a key of the subject type, not a stub
                subject_id = by_key.get((t, subject_key))
                if subject_id is not None:
                    break
            if subject_id is None or self.entities[subject_id].is_stub:
                subject_id = self._resolve(target.subject_type, subject_key, subject_field, doc_id, record.line, target.subject_column)
            self.references.append(_Reference(subject_id, target.predicate, target.object_type, object_key, doc_id, record.line,
                                              target.object_column, tuple(props), True, record_no=record.record_no,
                                              position=(1, self.file_order[doc_id] if self.file_order is not None else 0, record.record_no, 0, 0)))

    # -- triples files --------------------------------------------------------------------------
    def map_triple_file(self, doc_id: str, target: TripleTarget, records: list[Record]) -> None:
        counts = {"knowledge": 0, "information": 0}
        self.out.triple_counts[doc_id] = counts
        any_key: dict[str, set[str]] = defaultdict(set)
        any_name: dict[str, set[str]] = defaultdict(set)
        for entity in self.entities.values():
            any_key[entity.key].add(entity.entity_id)
            any_name[entity.name].add(entity.entity_id)

        def declare(type_name: str, key: str, line: int) -> str:
            entity_id = entity_id_for(type_name, key)
            entity = self.entities.get(entity_id)
            if entity is None:
                self.entities[entity_id] = _Entity(entity_id, type_name, key, key, False, doc_id, line)
                any_key[key].add(entity_id)
                any_name[key].add(entity_id)
            elif entity.is_stub:
                entity.is_stub, entity.doc_id, entity.line = False, doc_id, line
            return entity_id

        def information_entity(key: str, line: int) -> str:
            for index in (any_key, any_name):
                ids = sorted(index.get(key, ()))
                typed = [i for i in ids if self.entities[i].type != INFORMATION_TYPE]
                if len(typed) == 1:
                    return typed[0]
            return declare(INFORMATION_TYPE, key, line)

        key_columns = (target.subject_column, target.predicate_column, target.object_column, target.subject_type_column)
        for record in records:
            values = record.values
            if self._skip_not_scalar(doc_id, record, key_columns, "a triple's subject, predicate, object or type"):
                continue
            s_key, predicate, o_value = (str(values.get(c) or "").strip() for c in (target.subject_column, target.predicate_column, target.object_column))
            if not s_key or not predicate or not o_value:
                self.out.issues.append(Issue("warning", "empty_key", f"{doc_id}: line {record.line}: empty subject, predicate or object; row skipped", doc_id, record.line))
                continue
            s_type = str(values.get(target.subject_type_column) or "").strip() if target.subject_type_column else ""
            placed = self._place_triple(doc_id, s_key, predicate, s_type, any_key)
            if placed is not None:
                owner, prop = placed
                subject_id = declare(owner, s_key, record.line)
                self._map_cell(doc_id, record.line, subject_id, owner, prop.name, target.object_column, o_value, declare=True,
                               position=(1, self.file_order[doc_id] if self.file_order is not None else 0, record.record_no, 0))
                counts["knowledge"] += 1
                continue
            subject_id = information_entity(s_key, record.line)
            object_id = information_entity(o_value, record.line)
            weight = _confidence(values.get("properties"))
            triple_id = stable_hash("triple", subject_id, predicate, object_id, doc_id, record.line)
            self.out.table_triples.append((triple_id, subject_id, predicate, object_id, TABLE_TRIPLE_KIND, weight, "", doc_id, doc_id, "table", record.line))
            counts["information"] += 1
        self.out.issues.append(Issue(
            "info", "triples_table",
            f"{doc_id}: {len(records)} rows: {counts['knowledge']} in the knowledge layer (schema predicates), "
            f"{counts['information']} in the information layer (triples of kind {TABLE_TRIPLE_KIND})", doc_id))

    def _place_triple(self, doc_id: str, s_key: str, predicate: str, s_type: str, any_key: Mapping[str, set[str]]):
        """``(owner type, predicate)`` when the schema has ``predicate`` for the subject, else None."""
        if s_type:
            if not self.schema.has_type(s_type) and _type_named(self.schema, s_type) is None:
                return None
            owner = _type_named(self.schema, s_type)
            prop = self.schema.predicate(owner, predicate)
            return (owner, prop) if prop is not None and prop.name not in IMPLICIT_PREDICATES else None
        candidates = []
        for type_name in self.schema.types:
            prop = self.schema.predicate(type_name, predicate)
            if prop is not None and prop.name not in IMPLICIT_PREDICATES and prop.owner == type_name:
                candidates.append((type_name, prop))
        if len(candidates) > 1:  # the subject's existing entity decides
            known = {self.entities[i].type for i in any_key.get(s_key, ())}
            narrowed = [c for c in candidates if c[0] in known]
            if len(narrowed) != 1 and (doc_id, predicate) not in self.warned_columns:
                self.warned_columns.add((doc_id, predicate))
                self.out.issues.append(Issue("warning", "ambiguous_predicate", f"{doc_id}: predicate {predicate!r} belongs to {', '.join(c[0] for c in candidates)}; rows whose subject type is unknown stay in the information layer (add a subject_type column)", doc_id, None, None, predicate))
            candidates = narrowed
        return candidates[0] if len(candidates) == 1 else None

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
                base = _edge_hash(ref.subject_id, ref.predicate, object_id, content)
                if self.file_order is not None:  # set-based mode: SQL numbers duplicates over every edge file
                    position = (self.file_order[ref.doc_id], ref.record_no)
                    self.deferred_edges.append((*position, base, ref.subject_id, ref.predicate, object_id, ref.doc_id, ref.line))
                    for key, value, in_schema in ref.props:
                        self.deferred_props.append((*position, key, value, to_number(value), in_schema))
                    continue
                self.edge_counter[base] += 1
                edge_id = base if self.edge_counter[base] == 1 else stable_hash(base, self.edge_counter[base])
            else:
                edge_id = _edge_hash(ref.subject_id, ref.predicate, object_id)
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


def _head_columns(records: list[Record]) -> list[str]:
    """Column names of a file as planning sees them: the keys of its first 50 records, in order."""
    columns: dict[str, None] = {}
    for record in records[:50]:
        columns.update(dict.fromkeys(record.values))
    return list(columns)


def _plan_documents(mapper: _Mapper, schema: Schema, config: ProjectConfig, heads: list[tuple[str, list[str]]]):
    """What each file maps onto (:func:`plan_source`), recording skipped and unmapped files.

    Args:
        heads: ``(doc_id, columns)`` sorted by doc_id; columns from :func:`_head_columns`.

    Returns:
        ``(planned, expert)``: ``[(doc_id, EntityTarget | EdgeTarget | TripleTarget)]`` and
        ``[(doc_id, expert role)]``, both in doc_id order.

    Raises:
        MappingError: with every file's planning problem (:func:`plan_source`), after all files
            are planned.
    """
    planned: list[tuple[str, EntityTarget | EdgeTarget | TripleTarget]] = []
    expert: list[tuple[str, str]] = []
    problems: list[str] = []
    for doc_id, columns in heads:
        override = config.sources.get(doc_id)
        if override is not None and override.skip:
            mapper.out.targets[doc_id] = ""
            mapper.out.issues.append(Issue("info", "skipped_source", f"{doc_id}: skipped (sources.{doc_id}.skip in kagflow.yaml)", doc_id))
            continue
        columns = dict.fromkeys(columns)
        role = domain_kg.expert_role(doc_id, columns, override.expert if override is not None else None)
        if role is not None and not (override is not None and (override.type or override.predicate)):
            mapper.out.targets[doc_id] = f"expert {role}"
            expert.append((doc_id, role))
            continue
        try:
            target = plan_source(doc_id, columns, schema, override)
        except MappingError as exc:  # every file is planned: the build reports all such problems at once
            problems.extend(exc.problems)
            continue
        if target is None:
            mapper.out.targets[doc_id] = ""
            mapper.out.issues.append(Issue("warning", "unmapped_source", f"{doc_id}: maps onto no schema type (name it Type.csv, DisplayName.csv or Subject_predicate_Object.csv, give it subject/predicate/object columns, or add it under sources: in kagflow.yaml); skipped", doc_id))
            continue
        if isinstance(target, EntityTarget):
            mapper.out.targets[doc_id] = target.type
            if target.keyed_by_name:
                mapper.out.issues.append(Issue(
                    "info", "keyed_by_name", f"{doc_id}: line 1: no 'id' column; {target.type} entities are keyed by column "
                    f"'{target.id_column}', as KAG's builder does (sources.{doc_id}.id_column in kagflow.yaml names another key column)",
                    doc_id, 1, target.id_column))
        elif isinstance(target, EdgeTarget):
            mapper.out.targets[doc_id] = f"{target.subject_type}-{target.predicate}->{target.object_type}"
        else:
            mapper.out.targets[doc_id] = "triples"
        planned.append((doc_id, target))
    if problems:
        raise MappingError(*problems)
    return planned, expert


def map_sources(schema: Schema, config: ProjectConfig, documents: list[tuple[str, list[Record]]],
                consume: bool = False) -> MappedGraph:
    """Map every structured document onto the schema.

    Args:
        schema: the project's parsed schema.
        config: the project's configuration (overrides, reference fields, separators).
        documents: ``(doc_id, records)`` for every readable structured source, in any order.
        consume: empty each ``records`` list once its file is mapped (and the pending references
            once resolved), so that a caller that holds nothing else frees them before the rows
            are built: at 10^7 edges the records alone are gigabytes. The output is the same.

    Returns:
        a :class:`MappedGraph` with rows for ``entities``, ``entity_aliases``, ``properties``,
        ``edges``, ``edge_properties`` and ``build_issues``; an expert graph is mapped first, then
        entity files, then edge files, so references resolve regardless of file order.

    Raises:
        MappingError: a file that maps onto a type lacks its key column (``id``, else ``name``) or
            an endpoint column, or an override in ``kagflow.yaml`` names an unknown type or
            predicate; one error lists every such file (:attr:`MappingError.problems`).
    """
    mapper = _Mapper(schema, config)
    ordered = sorted(documents, key=lambda d: d[0])
    records_of = dict(ordered)
    planned_targets, expert_roles = _plan_documents(mapper, schema, config, [(doc_id, _head_columns(records)) for doc_id, records in ordered])
    planned = [(doc_id, target, records_of[doc_id]) for doc_id, target in planned_targets]
    expert = [(doc_id, role, records_of[doc_id]) for doc_id, role in expert_roles]
    if expert:  # the expert graph first (KAG's domain_kg_inject): tables may then refer to its nodes
        mapper.map_expert_graph(domain_kg.read_expert_graph(expert))
    for doc_id, target, records in planned:
        if isinstance(target, EntityTarget):
            mapper.map_entity_file(doc_id, target, records)
            if consume:
                records.clear()
    for doc_id, target, records in planned:
        if isinstance(target, EdgeTarget):
            mapper.map_edge_file(doc_id, target, records)
        elif isinstance(target, TripleTarget):
            mapper.map_triple_file(doc_id, target, records)
        if consume:
            records.clear()
    mapper.resolve_references()
    if consume:
        mapper.references.clear()
    mapper.merge_redefined_properties()
    return mapper.finish()


# -- the set-based path: mapping read from ``source_records`` with DuckDB statements ------------------

#: Characters Python's ``str.strip()`` removes (``str.isspace``): DuckDB's ``trim(s, chars)`` with
#: this set gives the same text as the Python path's ``.strip()``.
_PY_WHITESPACE = "".join(c for c in map(chr, range(0x3001)) if c.isspace())
_WS_CLASS = "[" + "".join(f"\\x{{{ord(c):x}}}" for c in _PY_WHITESPACE) + "]"
#: A text that starts or ends with a character of :data:`_PY_WHITESPACE` (RE2 syntax).
_EDGE_WHITESPACE = f"^{_WS_CLASS}|{_WS_CLASS}$"
#: A number both DuckDB's ``TRY_CAST(... AS DOUBLE)`` and Python's ``float()`` read the same way.
_PLAIN_NUMBER = r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?"
#: Text ``float()`` may read that :data:`_PLAIN_NUMBER` does not (``1_000``, other digits): rows
#: with such a value take the Python path, where :func:`to_number` reads it.
_MAYBE_NUMBER = r"[\p{Nd}_.+\-eE]+"
_REFS = "_kagflow_map_refs"
_PENDING = "_kagflow_map_pending"
_REF_PROPS = "_kagflow_map_ref_props"
#: Temporary tables :func:`map_store` leaves for :func:`write_set_based_rows`.
EDGE_TABLE, EDGE_PROPERTY_TABLE = "_kagflow_map_edges", "_kagflow_map_edge_props"
#: Temporary table of the property rows :func:`_map_entity_rows` maps (the ``properties``
#: columns, then the entity's type), inserted by :func:`write_set_based_rows`.
PROPERTY_TABLE = "_kagflow_map_props"
#: Temporary tables of the entity and alias rows of the set-based path (:meth:`_Mapper.finish`),
#: inserted by :func:`write_set_based_rows`.
ENTITY_TABLE, ALIAS_TABLE = "_kagflow_map_entities", "_kagflow_map_aliases"


def _set_based_edge_file(schema: Schema, config: ProjectConfig, target: EdgeTarget, fmt: str, columns: list[str]) -> bool:
    """Whether an edge file can be mapped by :meth:`_SqlEdgeFile.run` (else the Python path maps it).

    Set-based: a CSV file (every record has the header's columns, every cell is text) whose
    subject and object types have no subtypes, whose reference is by key (no ``references:``
    entry naming another property), whose column names hold no quote, backslash or control
    character and whose edge-property names (after ``columns:`` renames) are distinct.
    """
    if fmt != "csv" or not columns:
        return False
    if schema.subtypes(target.subject_type) != (target.subject_type,) or schema.subtypes(target.object_type) != (target.object_type,):
        return False
    if config.references.get(f"{target.subject_type}.{target.predicate}") not in (None, "id", f"{target.object_type}.id"):
        return False
    if any(not c or re.search(r'["\\\x00-\x1f]', c) for c in columns):  # JSON paths: quoted, non-empty names
        return False
    relation = schema.predicate(target.subject_type, target.predicate)
    keys = []
    for column in columns:
        if column in (target.subject_column, target.object_column):
            continue
        name = target.columns.get(column, column)
        prop = relation.edge_property(name) if relation else None
        keys.append(prop.name if prop else name)
    return len(keys) == len(set(keys))


def _plain_number_sql(value: str) -> str:
    """SQL for :func:`to_number` of a stripped text expression whose value matches :data:`_PLAIN_NUMBER`
    or is no number at all (NULL); ``inf``/``nan`` spellings are NULL in both."""
    return (f"CASE WHEN regexp_full_match({value}, '{_PLAIN_NUMBER}') AND isfinite(TRY_CAST({value} AS DOUBLE)) "
            f"THEN TRY_CAST({value} AS DOUBLE) END")


class _SqlEdgeFile:
    """One edge file mapped by DuckDB statements over ``source_records`` (see :func:`map_store`).

    Each row is split into *fast* and *slow*. Fast: both endpoints non-empty, the subject's key
    is in the mapper's key index as an entity that is not a stub, no edge-property value holds a
    control character or a number only Python reads, and the row is not the first with a value in
    a column outside the schema (that row says the ``unknown_column`` warning). The Python path
    maps a fast row without a side effect (no issue, no stub, no index change; an entity only
    ever turns from stub to non-stub, never back), so a fast row waits in a table for its object
    (:func:`_resolve_pending`, where Python resolves references); its edge-property JSON is built
    in SQL in the key order Python sorts to. Slow rows (the rare ones) go through
    :meth:`_Mapper.map_edge_file` in record order, so every issue, stub and ambiguity warning
    comes out as before.
    """

    def __init__(self, con, mapper: _Mapper, doc_id: str, target: EdgeTarget, columns: list[str], file_idx: int):
        self.con, self.mapper, self.doc_id, self.target, self.file_idx = con, mapper, doc_id, target, file_idx
        relation = mapper.schema.predicate(target.subject_type, target.predicate)
        self.props = []  # (column, key, in_schema), in file column order
        for column in columns:
            if column in (target.subject_column, target.object_column):
                continue
            name = target.columns.get(column, column)
            prop = relation.edge_property(name) if relation else None
            self.props.append((column, prop.name if prop else name, prop is not None))

    def run(self) -> None:
        """Map the fast rows into the set-based path's pending table, the slow ones with the mapper."""
        con, target, mapper = self.con, self.target, self.mapper
        n = len(self.props)
        strip = {"ws": _PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

        def stripped(x: str) -> str:  # Python's str.strip(); the trim with a character set only where needed
            return f"CASE WHEN regexp_matches({x}, $edge_ws) THEN trim({x}, $ws) ELSE {x} END"

        subject_cell, object_cell = "coalesce(v[1], '')", "coalesce(v[2], '')"
        cells = "".join(f", v[{i + 3}] AS c{i}, {stripped(f'v[{i + 3}]')} AS s{i}" for i in range(n))
        paths = [f'$."{c}"' for c in (target.subject_column, target.object_column, *(p[0] for p in self.props))]
        extract = (f"SELECT record_no, line, {stripped(subject_cell)} AS sk0, {stripped(object_cell)} AS ok0{cells} FROM "
                   "(SELECT record_no, line, json_extract_string(record, $paths) AS v FROM source_records WHERE doc_id = $doc)")
        keyed_row = "sk0 <> '' AND ok0 <> ''"
        if not hasattr(mapper, "by_key") and not mapper.lazy_index:  # built where the Python path builds it: at the first row with both endpoints
            if con.execute(f"SELECT count(*) FROM ({extract}) WHERE {keyed_row}", {**strip, "paths": paths, "doc": self.doc_id}).fetchone()[0]:
                mapper.by_key, mapper.by_name, mapper.unique_props = mapper._index()
        entities = mapper.entities
        if hasattr(mapper, "by_key"):
            subjects = [i for (t, _k), i in mapper.by_key.items() if t == target.subject_type and not entities[i].is_stub]
        else:  # lazy_index: what the index built now would hold (slow rows build it, where they need it)
            subjects = [i for i, e in entities.items() if e.type == target.subject_type and not e.is_stub]
        slow_value = " OR ".join(
            f"(coalesce(c{i}, '') <> '' AND (regexp_matches(c{i}, '[\\x00-\\x1f]') OR "
            f"(regexp_full_match(s{i}, '{_MAYBE_NUMBER}') AND NOT regexp_full_match(s{i}, '{_PLAIN_NUMBER}'))))"
            for i in range(n)) or "false"
        with warehouse.register_arrow(con, pa.table({"id": pa.array(subjects, pa.string())})) as subject_ok:
            con.execute(
                f"CREATE OR REPLACE TEMP TABLE _kagflow_map_file AS SELECT x.*, ({keyed_row} AND s.id IS NOT NULL AND NOT ({slow_value})) AS fast "
                f"FROM (SELECT *, {entity_id_sql('$stype', 'sk0')} AS sid FROM ({extract})) x LEFT JOIN {subject_ok} s ON s.id = x.sid",
                {**strip, "paths": paths, "doc": self.doc_id, "stype": target.subject_type})
        unknown = [i for i, (_c, _k, in_schema) in enumerate(self.props) if not in_schema]
        fast, fast_params = "fast", {}
        if unknown:  # the first row with a value in a column outside the schema says the warning: the Python path maps it
            firsts = con.execute("SELECT [" + ", ".join(f"min(record_no) FILTER (WHERE {keyed_row} AND coalesce(c{i}, '') <> '')" for i in unknown)
                                 + "] FROM _kagflow_map_file").fetchone()[0]
            fast, fast_params = "fast AND NOT list_contains($firsts, record_no)", {"firsts": [f for f in firsts if f is not None]}
        order = sorted(range(n), key=lambda i: self.props[i][1])  # Python sorts (key, value): keys are distinct
        parts = [f"CASE WHEN coalesce(c{i}, '') <> '' THEN '[\"' || $k{i} || '\", \"' || "
                 f"replace(replace(s{i}, '\\', '\\\\'), '\"', '\\\"') || '\"]' END" for i in order]
        content = f"'[' || concat_ws(', ', {', '.join(parts)}) || ']'" if n else "'[]'"
        params = {"pred": target.predicate, "doc": self.doc_id, "idx": self.file_idx, "otype": target.object_type,
                  "ocol": target.object_column, **fast_params, **{f"k{i}": _JSON_TEXT(self.props[i][1])[1:-1] for i in range(n)}}
        con.execute(f"INSERT INTO {_PENDING} SELECT 1, $idx, record_no, 0, 0, line, sid, ok0, {content}, $doc, $pred, $otype, $ocol, true "
                    f"FROM _kagflow_map_file WHERE {fast}", params)
        if n:
            con.execute(
                f"INSERT INTO {_REF_PROPS} " + " UNION ALL ".join(
                    f"SELECT $idx, record_no, $key{i}, s{i}, {_plain_number_sql(f's{i}')}, $in{i} "
                    f"FROM _kagflow_map_file WHERE {fast} AND coalesce(c{i}, '') <> ''" for i in range(n)),
                {"idx": self.file_idx, **fast_params, **{f"key{i}": key for i, (_c, key, _s) in enumerate(self.props)},
                 **{f"in{i}": in_schema for i, (_c, _k, in_schema) in enumerate(self.props)}})
        (n_fast,) = con.execute(f"SELECT count(*) FILTER (WHERE {fast}) FROM _kagflow_map_file", fast_params).fetchone()
        slow = con.execute(
            "SELECT r.record_no, r.line, r.record FROM source_records r JOIN _kagflow_map_file f USING (record_no) "
            f"WHERE r.doc_id = $doc AND NOT ({fast}) ORDER BY r.record_no", {"doc": self.doc_id, **fast_params}).fetchall()
        mapper.out.set_based_rows[self.doc_id] = (n_fast, len(slow))
        con.execute("DROP TABLE _kagflow_map_file")
        mapper.map_edge_file(self.doc_id, target, [Record.from_stored(no, line, text) for no, line, text in slow])


def _set_based_reference_columns(mapper: _Mapper, target: EntityTarget, fmt: str, columns: list[str]) -> dict[str, tuple[int, object]]:
    """Reference columns of an entity file that :func:`_pending_entity_references` maps:
    ``{column: (its index in the header, the schema property)}``.

    Set-based: a CSV file whose type has no NotNull property, a column whose property is a
    reference (its range an entity type, no subtypes, one range type) with no Enum or Regular
    constraint, referenced by key (no ``references:`` entry naming another property), and whose
    name holds no quote, backslash or control character. Every other column is mapped per record.
    """
    schema, config = mapper.schema, mapper.config
    if fmt != "csv" or mapper.not_null(target.type) or not target.id_column or re.search(r'["\\\x00-\x1f]', target.id_column):
        return {}
    chosen = {}
    for col_idx, column in enumerate(columns):
        if column in (target.id_column, target.name_column) or not column or re.search(r'["\\\x00-\x1f]', column):
            continue
        prop = schema.predicate(target.type, target.columns.get(column, column))
        if prop is None or prop.name in IMPLICIT_PREDICATES or prop.is_basic:
            continue
        range_def = schema.types.get(prop.range_type)
        if (range_def is None or range_def.kind == "StandardType" or prop.enum_values is not None or prop.regular
                or (prop.range_types or (prop.range_type,)) != (prop.range_type,) or schema.subtypes(prop.range_type) != (prop.range_type,)
                or config.references.get(f"{target.type}.{prop.name}") not in (None, "id", f"{prop.range_type}.id")):
            continue
        chosen[column] = (col_idx, prop)
    return chosen


def _pending_entity_references(con, mapper: _Mapper, doc_id: str, target: EntityTarget, columns: dict[str, tuple[int, object]]) -> None:
    """The references of the set-based reference ``columns`` of an entity file, from
    ``source_records`` into the pending table (resolved by :func:`_resolve_pending`).

    Per row with a non-empty key (the key cell, else the name cell, with Python's ``strip()``,
    as :func:`_row_key`) that :meth:`_Mapper.map_entity_file` did not skip as a repeat
    (``skipped_rows``: it runs first), the cell is split on the multi-value separator when the
    property is MultiValue, each part stripped, empty parts dropped (as ``_split``); each part is
    a reference placed at (file, record, column, part)."""
    if not columns:
        return
    strip = {"ws": _PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

    def stripped(x: str) -> str:
        return f"CASE WHEN regexp_matches({x}, $edge_ws) THEN trim({x}, $ws) ELSE {x} END"

    # the key as :func:`_row_key` reads it: the key cell, else the name cell (both stripped)
    fallback = target.name_column is not None and target.name_column != target.id_column
    key = f"CASE WHEN k <> '' THEN k ELSE {stripped('coalesce(v[3], $empty)') if fallback else chr(39) * 2} END"
    names = [f'$."{target.name_column}"'] if fallback else []
    for column, (col_idx, prop) in columns.items():
        con.execute(
            f"INSERT INTO {_PENDING} SELECT 0, $idx, record_no, $col_idx, val_idx, line, {entity_id_sql('$type', 'key')}, object_key, "
            "NULL, $doc, $pred, $range, $column, false FROM ("
            f"SELECT record_no, line, key, {stripped('part')} AS object_key, val_idx FROM ("
            "SELECT record_no, line, key, unnest(parts) AS part, generate_subscripts(parts, 1) AS val_idx FROM ("
            "SELECT record_no, line, key, CASE WHEN $multi THEN string_split(cell, $sep) ELSE [cell] END AS parts FROM ("
            f"SELECT record_no, line, {key} AS key, cell FROM ("
            f"SELECT record_no, line, v, {stripped('coalesce(v[1], $empty)')} AS k, v[2] AS cell FROM ("
            "SELECT record_no, line, json_extract_string(record, $paths) AS v FROM source_records WHERE doc_id = $doc))) "
            "WHERE key <> '' AND cell IS NOT NULL AND NOT list_contains($skipped, record_no)))) WHERE object_key <> ''",
            {**strip, "idx": mapper.file_order[doc_id], "col_idx": col_idx, "type": target.type, "doc": doc_id, "pred": prop.name,
             "range": prop.range_type, "column": column, "multi": bool(prop.multi_value), "sep": mapper.config.multi_value_separator,
             "paths": [f'$."{target.id_column}"', f'$."{column}"', *names], "empty": "",
             "skipped": sorted(mapper.skipped_rows.get(doc_id, ()))})


def _unique_values_query(python_rows: str) -> str:
    """SQL: (type, predicate, value, entity id) of every property whose every value names one
    entity of the type (:meth:`_Mapper._index`'s ``unique``), over the registered Arrow table
    ``python_rows`` (:meth:`_Mapper.python_property_rows`) and :data:`PROPERTY_TABLE`."""
    return (f"SELECT type, predicate, value, entity_id FROM (SELECT type, predicate, value, min(entity_id) AS entity_id, "
            f"count(DISTINCT entity_id) AS n FROM (SELECT * FROM {python_rows} UNION ALL "
            f"SELECT type, predicate, value, entity_id FROM {PROPERTY_TABLE}) GROUP BY ALL) "
            "QUALIFY max(n) OVER (PARTITION BY type, predicate) = 1")


def _shadowed_types(mapper: _Mapper) -> set[str]:
    """Range types a ``references:`` field points into through a property other than the key
    (their references may stub a value a name would link, and :meth:`_Mapper._lookup_field`
    scans their properties in order)."""
    shadowed = set()
    for reference, field_name in mapper.config.references.items():
        type_name, _sep, predicate = reference.partition(".")
        prop = mapper.schema.predicate(type_name, predicate) if mapper.schema.has_type(type_name) else None
        if prop is not None and field_name not in ("id", f"{prop.range_type}.id"):
            shadowed.add(prop.range_type)
    return shadowed


def _set_based_entity_columns(mapper: _Mapper, target: EntityTarget, fmt: str, columns: list[str],
                              reference_columns: Mapping[str, object]) -> list[tuple[str, str, object]] | None:
    """Scalar columns of an entity file whose entities and properties :func:`_map_entity_rows`
    maps: ``[(column, predicate, schema property or None)]`` in header order, or ``None`` when
    the whole file takes the per-record Python path.

    Set-based: a CSV file whose type has no NotNull property and is not the range of a
    ``references:`` field naming another property than the key, whose column names are non-empty
    and hold no quote, backslash or control character, whose every reference column is one of
    ``reference_columns`` (:func:`_set_based_reference_columns`), and whose scalar properties
    carry no Enum, Regular or StandardType pattern (those checks stay in Python).
    """
    schema = mapper.schema
    if fmt != "csv" or not columns or mapper.not_null(target.type) or target.type in _shadowed_types(mapper):
        return None
    if any(not c or re.search(r'["\\\x00-\x1f]', c) for c in columns):
        return None
    chosen = []
    for column in columns:
        if column in (target.id_column, target.name_column) or column in reference_columns:
            continue
        predicate_name = target.columns.get(column, column)
        prop = schema.predicate(target.type, predicate_name)
        if prop is not None and prop.name in IMPLICIT_PREDICATES:
            prop = None if prop.name == "id" else prop
        if prop is not None:
            range_def = schema.types.get(prop.range_type)
            if (not prop.is_basic or prop.enum_values is not None or prop.regular
                    or (range_def is not None and range_def.kind == "StandardType" and range_def.regular)):
                return None
        chosen.append((column, prop.name if prop else predicate_name, prop))
    return chosen


def _map_entity_rows(con, mapper: _Mapper, doc_id: str, target: EntityTarget, head: list[str],
                     scalars: list[tuple[str, str, object]], reference_columns: frozenset[str]) -> None:
    """Entities and scalar properties of a set-based entity file (:func:`_set_based_entity_columns`)
    with DuckDB statements over ``source_records``; the rare rows go through
    :meth:`_Mapper.map_entity_file`, in record order.

    A row is *fast* (mapped in SQL) when the Python path maps it without a side effect: its key
    cell (Python's ``strip()``) is non-empty (a row keyed by its name says ``key_from_name``), its
    key appears in no other row of the file (repeats, second names and redefinitions are decided
    by the Python path, which sees every row of such a key) and names no entity mapped before (no
    ``duplicate_entity``), its record has exactly the header's columns, every
    cell is text or null, it is not the first row that says a column is outside the schema
    (``unknown_column``), and no value of a numeric property fails to read as a number
    (``bad_value``) or is a number only Python's ``float`` reads (``1_000``, other digits).
    Fast rows become :class:`_Entity` objects in the mapper (references resolve against them) and
    rows of the temporary table :data:`PROPERTY_TABLE` (value split on the multi-value separator
    and stripped as ``_split`` does, ``value_num`` as :func:`to_number`), which
    :func:`write_set_based_rows` inserts into ``properties``. Slow rows keep every issue in order.
    """
    strip = {"ws": _PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

    def stripped(x: str) -> str:
        return f"CASE WHEN regexp_matches({x}, $edge_ws) THEN trim({x}, $ws) ELSE {x} END"

    name_at = 2 if target.name_column else None
    first = 3 if target.name_column else 2
    paths = [f'$."{c}"' for c in (target.id_column, *([target.name_column] if target.name_column else []), *(c for c, _p, _q in scalars))]
    cells, slow_values = [], []
    for i, (_column, _predicate, prop) in enumerate(scalars):
        cell = f"v[{first + i}]"
        parts = f"string_split({cell}, $sep)" if prop is not None and prop.multi_value else f"[{cell}]"
        cells.append(f"list_filter(list_transform(coalesce({parts}, []), x -> {stripped('x')}), x -> x <> '') AS vals{i}")
        numeric = prop is not None and is_numeric_type(mapper.schema, prop.range_type)
        python_only = f"(regexp_full_match(x, '{_MAYBE_NUMBER}') AND NOT regexp_full_match(x, '{_PLAIN_NUMBER}'))"
        bad = f" OR NOT regexp_full_match(x, '{_PLAIN_NUMBER}') OR NOT isfinite(TRY_CAST(x AS DOUBLE))" if numeric else ""
        slow_values.append(f"len(list_filter(vals{i}, x -> {python_only}{bad})) > 0")
    unknown = [c for c, _p, prop in scalars if prop is None]
    warn_rows = "".join(f", min(record_no) FILTER (WHERE key <> '' AND list_contains(cols, $u{i}))" for i in range(len(unknown)))
    name = (f"CASE WHEN v[{name_at}] IS NULL OR v[{name_at}] = '' THEN key ELSE {stripped(f'v[{name_at}]')} END"
            if name_at else "key")
    # a row whose key cell is empty is keyed by its name (:func:`_row_key`); such rows take the Python path
    fallback_key = stripped(f"coalesce(v[{name_at}], $empty)") if name_at else "''"
    existing = pa.table({"id": pa.array(list(mapper.entities), pa.string())})
    params = {**strip, "doc": doc_id, "paths": paths, "head": head, "type": target.type}
    if any(prop is not None and prop.multi_value for _c, _p, prop in scalars):
        params["sep"] = mapper.config.multi_value_separator
    with warehouse.register_arrow(con, existing) as known:
        con.execute(
            "CREATE OR REPLACE TEMP TABLE _kagflow_map_efile AS SELECT *, "
            f"(idkey <> '' AND cols = $head AND typed AND n_key = 1 AND entity_id NOT IN (SELECT id FROM {known}) "
            f"AND NOT ({' OR '.join(slow_values) or 'false'})) AS fast FROM ("
            f"SELECT *, count(*) OVER (PARTITION BY key) AS n_key, {entity_id_sql('$type', 'key')} AS entity_id, {name} AS name, "
            f"{''.join(c + ', ' for c in cells)}true AS _ FROM ("
            f"SELECT *, CASE WHEN idkey <> '' THEN idkey ELSE {fallback_key} END AS key FROM ("
            f"SELECT record_no, line, v, cols, typed, {stripped('coalesce(v[1], $empty)')} AS idkey FROM ("
            "SELECT record_no, line, json_extract_string(record, $paths) AS v, json_keys(record) AS cols, "
            "len(list_filter(json_type(record, $paths), t -> t NOT IN ('VARCHAR', 'NULL'))) = 0 AS typed "
            "FROM source_records WHERE doc_id = $doc))))",
            {**params, "empty": ""})
    if unknown:
        firsts = con.execute(f"SELECT [NULL{warn_rows}] FROM _kagflow_map_efile",
                             {f"u{i}": c for i, c in enumerate(unknown)}).fetchone()[0]
        con.execute("UPDATE _kagflow_map_efile SET fast = false WHERE list_contains($firsts, record_no)",
                    {"firsts": [f for f in firsts if f is not None]})
    if scalars:
        con.execute(
            f"INSERT INTO {PROPERTY_TABLE} SELECT entity_id, predicate, value, {_plain_number_sql('value')}, in_schema, $doc, line, $type FROM ("
            + " UNION ALL ".join(f"SELECT entity_id, $p{i} AS predicate, unnest(vals{i}) AS value, $s{i} AS in_schema, line "
                                 f"FROM _kagflow_map_efile WHERE fast" for i in range(len(scalars))) + ")",
            {"doc": doc_id, "type": target.type, **{f"p{i}": p for i, (_c, p, _q) in enumerate(scalars)},
             **{f"s{i}": prop is not None for i, (_c, _p, prop) in enumerate(scalars)}})
    entities = mapper.entities
    fast_rows = con.execute("SELECT entity_id, key, name, line FROM _kagflow_map_efile WHERE fast").fetchall()
    for entity_id, key, name, line in fast_rows:
        entities[entity_id] = _Entity(entity_id, target.type, key, name, False, doc_id, line)
    slow = con.execute(
        "SELECT r.record_no, r.line, r.record FROM source_records r JOIN _kagflow_map_efile f USING (record_no) "
        "WHERE r.doc_id = $doc AND NOT f.fast ORDER BY r.record_no", {"doc": doc_id}).fetchall()
    mapper.out.set_based_entity_rows[doc_id] = (len(fast_rows), len(slow))
    con.execute("DROP TABLE _kagflow_map_efile")
    mapper.map_entity_file(doc_id, target, [Record.from_stored(no, line, text) for no, line, text in slow], reference_columns)


def map_store(con, schema: Schema, config: ProjectConfig, set_based: bool = True) -> MappedGraph:
    """Map the structured sources held in ``source_records`` (the build's path).

    Args:
        con: a DuckDB connection to the knowledge store (inside the caller's transaction).
        schema: the project's parsed schema.
        config: the project's configuration.
        set_based: ``True`` maps what allows it with DuckDB statements; ``False`` is the
            per-record Python path for every file (:func:`map_sources`), which stays the
            fallback and the reference ``tests/kagflow/knowledge/test_mapping_set_based.py``
            compares every table with, row for row.

    Returns:
        the :class:`MappedGraph`. With ``set_based``, every edge that comes from a reference
        (edge files, entity-typed properties, triples files' knowledge rows) is not in
        ``graph.edges`` but in the temporary table :data:`EDGE_TABLE` (edge properties in the
        view :data:`EDGE_PROPERTY_TABLE`): equal edges of edge files are numbered in (file,
        record) order and equal reference edges keep the first in the Python path's reference
        order, as :meth:`_Mapper.resolve_references` does; write them with
        :func:`write_set_based_rows`. Ids are the same on both paths (sha256 in DuckDB over the same
        parts as :func:`_edge_hash` / :func:`~kagflow.store.ids.entity_id_for`).

    Set-based (records never parsed in Python): CSV edge files (:func:`_set_based_edge_file`,
    :class:`_SqlEdgeFile`); the reference columns of CSV entity files
    (:func:`_set_based_reference_columns`); the entities and scalar properties of CSV entity files
    (:func:`_set_based_entity_columns`, :func:`_map_entity_rows`: property rows stay in the
    temporary table :data:`PROPERTY_TABLE`, counted in ``graph.sql_properties``, for
    :func:`write_set_based_rows`); references whose object resolves without a side effect are
    resolved in SQL (:func:`_resolve_pending`), and the unique-property part of the reference
    index is computed in SQL (:meth:`_Mapper._unique_values_sql`). Python path (per record): the
    expert graph; entity files whose type has a NotNull property or is the range of a
    ``references:`` field naming another property, or that have an Enum/Regular-constrained
    scalar column or a reference column not mapped set-based; triples files; JSON/JSON Lines
    tables; edge files and reference columns whose types have subtypes, several range types,
    Enum/Regular constraints or a ``references:`` field other than the key; and the rare rows and
    references of set-based files that say a warning, create a stub or need Python to read a
    value (empty keys or endpoints, duplicate entities, unknown or stub subjects and objects,
    ambiguous names, the first row with a column outside the schema, values of numeric
    properties that are no number, records with other columns than the header or non-text
    cells, edge properties with control characters, numbers only Python's ``float`` reads).

    Raises:
        MappingError: as :func:`map_sources`.
    """
    docs = con.execute("SELECT doc_id, format FROM source_documents WHERE status = 'ok' AND format IN ('csv', 'json', 'jsonl') "
                       "ORDER BY doc_id").fetchall()
    formats = dict(docs)
    if not set_based:
        return map_sources(schema, config, list(_read_records(con, set(formats)).items()), consume=True)
    heads: dict[str, dict[str, None]] = {doc_id: {} for doc_id in formats}
    for doc_id, record in con.execute(
            "SELECT doc_id, record FROM source_records QUALIFY row_number() OVER (PARTITION BY doc_id ORDER BY record_no) <= 50 "
            "ORDER BY doc_id, record_no").fetchall():
        if doc_id in heads:
            heads[doc_id].update(dict.fromkeys(json.loads(record)))
    mapper = _Mapper(schema, config)
    planned, expert_roles = _plan_documents(mapper, schema, config, [(d, list(c)) for d, c in heads.items()])
    sql_files = {doc_id: target for doc_id, target in planned
                 if isinstance(target, EdgeTarget) and _set_based_edge_file(schema, config, target, formats[doc_id], list(heads[doc_id]))}
    reference_columns = {doc_id: _set_based_reference_columns(mapper, target, formats[doc_id], list(heads[doc_id]))
                         for doc_id, target in planned if isinstance(target, EntityTarget)}
    entity_files = {doc_id: scalars for doc_id, target in planned if isinstance(target, EntityTarget) and (scalars := _set_based_entity_columns(
        mapper, target, formats[doc_id], list(heads[doc_id]), reference_columns[doc_id])) is not None}
    records = _read_records(con, {d for d, _t in planned if d not in sql_files and d not in entity_files} | {d for d, _r in expert_roles})
    mapper.file_order = {doc_id: i for i, (doc_id, _t) in enumerate(planned)}
    mapper.con = con
    mapper.lazy_index = not any(isinstance(t, TripleTarget) for _d, t in planned)
    con.execute(f"CREATE OR REPLACE TEMP TABLE {PROPERTY_TABLE} (entity_id VARCHAR, predicate VARCHAR, value VARCHAR, value_num DOUBLE, "
                "in_schema BOOLEAN, doc_id VARCHAR, line INTEGER, type VARCHAR)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_REFS} (file_idx INTEGER, record_no INTEGER, base VARCHAR, subject_id VARCHAR, "
                "predicate VARCHAR, object_id VARCHAR, doc_id VARCHAR, line INTEGER)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_PENDING} (pos0 INTEGER, file_idx INTEGER, record_no INTEGER, col_idx INTEGER, "
                "val_idx INTEGER, line INTEGER, subject_id VARCHAR, object_key VARCHAR, content VARCHAR, doc_id VARCHAR, "
                "predicate VARCHAR, object_type VARCHAR, object_column VARCHAR, from_edge_file BOOLEAN)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_REF_PROPS} (file_idx INTEGER, record_no INTEGER, key VARCHAR, value VARCHAR, "
                "value_num DOUBLE, in_schema BOOLEAN)")
    if expert_roles:
        mapper.map_expert_graph(domain_kg.read_expert_graph([(d, role, records.pop(d)) for d, role in expert_roles]))
    for doc_id, target in planned:
        if isinstance(target, EntityTarget):
            sql_columns = reference_columns[doc_id]
            if doc_id in entity_files:
                _map_entity_rows(con, mapper, doc_id, target, list(heads[doc_id]), entity_files[doc_id], frozenset(sql_columns))
            else:
                mapper.map_entity_file(doc_id, target, records.pop(doc_id), frozenset(sql_columns))
            _pending_entity_references(con, mapper, doc_id, target, sql_columns)
    for doc_id, target in planned:
        if doc_id in sql_files:
            _SqlEdgeFile(con, mapper, doc_id, target, list(heads[doc_id]), mapper.file_order[doc_id]).run()
        elif isinstance(target, EdgeTarget):
            mapper.map_edge_file(doc_id, target, records.pop(doc_id))
        elif isinstance(target, TripleTarget):
            mapper.map_triple_file(doc_id, target, records.pop(doc_id))
    # the index built for the edge files still holds when no stub, entity or property came since
    # (triples files declare entities and turn stubs into entities): built once, not twice
    reuse = mapper.index_unchanged() and not any(isinstance(t, TripleTarget) for _d, t in planned)
    index = _resolve_pending(con, mapper, reuse)
    if mapper.references:  # those left to Python
        mapper.resolve_references(index)
    mapper.references.clear()
    _insert_rows(con, _REFS, _rows_table(
        mapper.deferred_edges, pa.schema([("file_idx", pa.int32()), ("record_no", pa.int32()), ("base", pa.string()), ("subject_id", pa.string()),
                          ("predicate", pa.string()), ("object_id", pa.string()), ("doc_id", pa.string()), ("line", pa.int32())])))
    _insert_rows(con, _REF_PROPS, _rows_table(
        mapper.deferred_props, pa.schema([("file_idx", pa.int32()), ("record_no", pa.int32()), ("key", pa.string()), ("value", pa.string()),
                          ("value_num", pa.float64()), ("in_schema", pa.bool_())])))
    position = [("pos0", pa.int32()), ("file_idx", pa.int32()), ("record_no", pa.int32()), ("col_idx", pa.int32()), ("val_idx", pa.int32())]
    property_edges = _rows_table(mapper.deferred_property_edges, pa.schema(
        [*position, ("edge_id", pa.string()), ("subject_id", pa.string()), ("predicate", pa.string()), ("object_id", pa.string()),
         ("doc_id", pa.string()), ("line", pa.int32())]))
    mapper.deferred_edges.clear()
    mapper.deferred_props.clear()
    mapper.deferred_property_edges.clear()
    with warehouse.register_arrow(con, property_edges) as python_property_edges:
        # edge files: equal edges numbered in (file, record) order; references: the first of equal edges kept
        con.execute(
            f"CREATE OR REPLACE TEMP TABLE {EDGE_TABLE} AS SELECT CASE WHEN n = 1 THEN base "
            "ELSE substr(sha256(concat_ws(chr(31), base, CAST(n AS VARCHAR))), 1, 16) END AS edge_id, "
            f"subject_id, predicate, object_id, doc_id, line, file_idx, record_no FROM "
            f"(SELECT *, row_number() OVER (PARTITION BY base ORDER BY file_idx, record_no) AS n FROM ("
            "SELECT file_idx, record_no, substr(sha256(concat_ws(chr(31), 'edge', subject_id, predicate, object_id, content)), 1, 16) AS base, "
            "subject_id, predicate, object_id, doc_id, line FROM _kagflow_map_objects WHERE object_id IS NOT NULL AND from_edge_file "
            f"UNION ALL SELECT file_idx, record_no, base, subject_id, predicate, object_id, doc_id, line FROM {_REFS})) "
            "UNION ALL SELECT edge_id, subject_id, predicate, object_id, doc_id, line, NULL, NULL FROM ("
            "SELECT pos0, file_idx, record_no, col_idx, val_idx, substr(sha256(concat_ws(chr(31), 'edge', subject_id, predicate, object_id)), 1, 16) AS edge_id, "
            "subject_id, predicate, object_id, doc_id, line FROM _kagflow_map_objects WHERE object_id IS NOT NULL AND NOT from_edge_file "
            f"UNION ALL SELECT * FROM {python_property_edges}) "
            "QUALIFY row_number() OVER (PARTITION BY edge_id ORDER BY pos0, file_idx, record_no, col_idx, val_idx) = 1")
    con.execute(
        f"CREATE OR REPLACE TEMP VIEW {EDGE_PROPERTY_TABLE} AS SELECT e.edge_id, p.key, p.value, p.value_num, p.in_schema "
        f"FROM {_REF_PROPS} p JOIN {EDGE_TABLE} e USING (file_idx, record_no)")
    con.execute("DROP TABLE _kagflow_map_objects")
    con.execute(f"DROP TABLE {_REFS}")
    mapper.merge_redefined_properties(con)
    mapper.out.sql_properties, mapper.out.sql_properties_outside_schema = con.execute(
        f"SELECT count(*), count(*) FILTER (WHERE NOT in_schema) FROM {PROPERTY_TABLE}").fetchone()
    return mapper.finish(con)


def _resolve_pending(con, mapper: _Mapper, reuse: bool = False) -> tuple:
    """Objects of the pending references (fast rows of set-based edge files, reference cells of
    set-based entity-file columns), as :meth:`_Mapper.resolve_references` would find them,
    computed in SQL on the index that method builds (entities as they stand before it runs).

    A pending reference's object is resolved in SQL when the Python path resolves it without a
    side effect (no issue, no stub): the range type's key names an entity that is not a stub; or
    no entity of the range type has that key and exactly one has that name, not a stub; or none
    has that key or name and the first unique property of the range type (in predicate order)
    holding the value names an entity that is not a stub. The last two only for range types no
    ``references:`` field points into (such references may stub a value a name would link). Every other pending reference becomes a
    :class:`_Reference` merged into ``mapper.references`` at its place (its ``position``), so
    stubs, warnings and their order are the Python path's. Every pending reference stays in
    ``_kagflow_map_objects`` with its object id (NULL: left to Python).

    Args:
        reuse: the mapper's index (built for the edge files) still holds (:meth:`_Mapper.index_unchanged`):
            use it instead of building it again.

    Where no rare row has built the mapper's index yet (``lazy_index``), the look-up table (key,
    unique name, first unique property, as :meth:`_Mapper._index` would find them now) is built in
    SQL from the entities and properties instead, and the index is left unbuilt.

    Returns:
        the index (:meth:`_Mapper._index`) it resolved with, for ``resolve_references``, or
        ``None`` where it built none (``resolve_references`` builds it if references are left).
    """
    object_types = {t for (t,) in con.execute(f"SELECT DISTINCT object_type FROM {_PENDING}").fetchall()}
    # a reference through a ``references:`` field makes a stub (type, value) where its field does not
    # hold the value, even when a name or another property does; a later reference by key then finds
    # that stub first. Those types resolve only by key here (the rest goes to Python, in order).
    by_text = object_types - _shadowed_types(mapper)
    resolve = ("CREATE OR REPLACE TEMP TABLE _kagflow_map_objects AS SELECT p.*, r.entity_id AS object_id "
               "FROM {pending} p LEFT JOIN (SELECT * FROM ({found}) QUALIFY row_number() OVER (PARTITION BY type, text ORDER BY rank) = 1) r "
               "ON r.type = p.object_type AND r.text = p.object_key")
    # (type, text, rule, entity id or NULL where the Python path would not resolve silently): the
    # first rule holding a text decides (1 key, 2 name, 3 unique property in predicate order)
    if mapper.lazy_index and not hasattr(mapper, "by_key") and not reuse:
        # no rare row built the index: the same look-up in SQL, on the entities and properties as they stand
        index = None
        with warehouse.register_arrow(con, mapper.entity_table()) as entities, \
                warehouse.register_arrow(con, mapper.python_property_rows()) as python_rows:
            found = (f"SELECT type, key AS text, 1 AS rank, CASE WHEN NOT is_stub THEN entity_id END AS entity_id FROM {entities} "
                     "WHERE list_contains($objects, type) UNION ALL "
                     "SELECT type, name, 2, CASE WHEN count(*) = 1 AND NOT bool_or(is_stub) THEN min(entity_id) END "
                     f"FROM {entities} WHERE list_contains($texts, type) GROUP BY type, name UNION ALL "
                     "SELECT u.type, u.value, 2 + dense_rank() OVER (PARTITION BY u.type ORDER BY u.predicate), "
                     f"CASE WHEN NOT e.is_stub THEN u.entity_id END FROM ({_unique_values_query(python_rows)}) u "
                     f"JOIN {entities} e USING (entity_id) WHERE list_contains($texts, u.type)")
            con.execute(resolve.format(pending=_PENDING, found=found), {"objects": sorted(object_types), "texts": sorted(by_text)})
    else:
        # what resolve_references builds (``reuse``: the mapper's current index still holds): handed to it
        index = by_key, by_name, unique = (mapper.by_key, mapper.by_name, mapper.unique_props) if reuse else mapper._index()
        entities = mapper.entities
        lookup: list[tuple] = [(t, key, 1, None if entities[i].is_stub else i) for (t, key), i in by_key.items() if t in object_types]
        lookup += [(t, name, 2, ids[0] if len(ids) == 1 and not entities[ids[0]].is_stub else None)
                   for (t, name), ids in by_name.items() if t in by_text]
        for type_name in sorted(by_text):
            for rank, (_predicate, by_value) in enumerate(unique.get(type_name, []), start=3):  # sorted by predicate
                lookup += [(type_name, value, rank, None if entities[i].is_stub else i) for value, i in by_value.items()]
        table = _rows_table(lookup, pa.schema([("type", pa.string()), ("text", pa.string()), ("rank", pa.int32()), ("entity_id", pa.string())]))
        with warehouse.register_arrow(con, table) as found:
            con.execute(resolve.format(pending=_PENDING, found=f"SELECT * FROM {found}"))
    con.execute(f"DROP TABLE {_PENDING}")
    slow = con.execute(
        "SELECT o.pos0, o.file_idx, o.record_no, o.col_idx, o.val_idx, o.line, o.subject_id, o.object_key, o.doc_id, o.predicate, "
        "o.object_type, o.object_column, o.from_edge_file, "
        f"list(struct_pack(k := p.key, v := p.value, s := p.in_schema) ORDER BY p.key) FILTER (WHERE p.key IS NOT NULL) "
        f"FROM _kagflow_map_objects o LEFT JOIN {_REF_PROPS} p ON o.from_edge_file AND p.file_idx = o.file_idx AND p.record_no = o.record_no "
        "WHERE o.object_id IS NULL GROUP BY ALL ORDER BY o.pos0, o.file_idx, o.record_no, o.col_idx, o.val_idx").fetchall()
    for doc_id, fast, pending_slow in con.execute(
            "SELECT doc_id, count(*) FILTER (WHERE object_id IS NOT NULL), count(*) FILTER (WHERE object_id IS NULL) "
            "FROM _kagflow_map_objects GROUP BY doc_id").fetchall():
        before_fast, before_slow = mapper.out.set_based_rows.get(doc_id, (0, 0))
        mapper.out.set_based_rows[doc_id] = (fast, before_slow + pending_slow)
    if not slow:
        return index
    con.execute(f"DELETE FROM {_REF_PROPS} WHERE (file_idx, record_no) IN "  # they come back from the Python path
                "(SELECT (file_idx, record_no) FROM _kagflow_map_objects WHERE object_id IS NULL AND from_edge_file)")
    refs = [_Reference(subject_id, predicate, object_type, object_key, doc_id, line, column,
                       tuple((p["k"], p["v"], p["s"]) for p in props or ()), from_edge, record_no=record_no,
                       range_types=() if from_edge else (object_type,), position=(pos0, file_idx, record_no, col_idx, val_idx))
            for pos0, file_idx, record_no, col_idx, val_idx, line, subject_id, object_key, doc_id, predicate, object_type, column,
            from_edge, props in slow]
    mapper.references = sorted(mapper.references + refs, key=lambda ref: ref.position)  # stable: equal places keep their order
    return index


def _rows_table(rows: list[tuple], schema: pa.Schema) -> pa.Table:
    """Row tuples (in ``schema``'s column order) as an Arrow table."""
    columns = list(zip(*rows)) if rows else [() for _ in schema.names]
    return pa.Table.from_arrays([pa.array(list(c), f.type) for c, f in zip(columns, schema)], schema=schema)


def _insert_rows(con, table: str, data: pa.Table) -> None:
    """Append ``data`` to one of this module's temporary tables (columns in table order)."""
    with warehouse.register_arrow(con, data) as name:
        con.execute(f"INSERT INTO {table} SELECT * FROM {name}")


def _read_records(con, doc_ids: set[str]) -> dict[str, list[Record]]:
    """The records of ``doc_ids`` from ``source_records`` (JSON text parsed), in record order;
    read in batches, so the JSON text of every record is never held at once."""
    documents: dict[str, list[Record]] = {d: [] for d in sorted(doc_ids)}
    if not doc_ids:
        return documents
    with warehouse.register_arrow(con, pa.table({"doc_id": pa.array(sorted(doc_ids), pa.string())})) as wanted:
        result = con.execute(f"SELECT doc_id, record_no, line, record FROM source_records WHERE doc_id IN (SELECT doc_id FROM {wanted}) "
                             "ORDER BY doc_id, record_no")
        while batch := result.fetchmany(100_000):
            for doc_id, record_no, line, record in batch:
                documents[doc_id].append(Record.from_stored(record_no, line, record))
    return documents


def write_set_based_rows(con, graph: MappedGraph) -> tuple[int, int]:
    """Insert the edge, property, entity and alias rows :func:`map_store` left in its temporary
    tables into ``edges``, ``edge_properties``, ``properties``, ``entities`` and
    ``entity_aliases``, then drop those tables.

    Returns:
        ``(edges, edge properties)`` inserted (the others: ``graph.sql_properties``,
        ``graph.sql_entities``, ``graph.sql_aliases``);
        ``(0, 0)`` when the tables do not exist (the Python path put every row in ``graph``).
    """
    exists = con.execute("SELECT count(*) FROM duckdb_tables() WHERE temporary AND table_name = ?", [EDGE_TABLE]).fetchone()[0]
    if not exists:
        return 0, 0
    (edges,) = con.execute(f"INSERT INTO edges (edge_id, subject_id, predicate, object_id, doc_id, line) "
                           f"SELECT edge_id, subject_id, predicate, object_id, doc_id, line FROM {EDGE_TABLE}").fetchone()
    (props,) = con.execute(f"INSERT INTO edge_properties (edge_id, key, value, value_num, in_schema) "
                           f"SELECT edge_id, key, value, value_num, in_schema FROM {EDGE_PROPERTY_TABLE}").fetchone()
    con.execute(f"DROP VIEW {EDGE_PROPERTY_TABLE}")
    con.execute(f"DROP TABLE {EDGE_TABLE}")
    con.execute(f"DROP TABLE {_REF_PROPS}")
    con.execute(f"INSERT INTO properties (entity_id, predicate, value, value_num, in_schema, doc_id, line) "
                f"SELECT entity_id, predicate, value, value_num, in_schema, doc_id, line FROM {PROPERTY_TABLE}")
    con.execute(f"DROP TABLE {PROPERTY_TABLE}")
    con.execute(f"INSERT INTO entities (entity_id, type, key, name, is_stub, doc_id, line) "
                f"SELECT entity_id, type, key, name, is_stub, doc_id, line FROM {ENTITY_TABLE}")
    con.execute(f"INSERT INTO entity_aliases (entity_id, alias, kind) SELECT entity_id, alias, kind FROM {ALIAS_TABLE}")
    con.execute(f"DROP TABLE {ENTITY_TABLE}")
    con.execute(f"DROP TABLE {ALIAS_TABLE}")
    return edges, props
