"""The per-record mapping engine: each record of a structured file read in Python onto the
schema (entity files, edge files, triples tables, an expert graph), in file order, with every
issue located. The reference the set-based engine (:mod:`kagflow.knowledge.mapping_sets`) is
compared with, row for row, and its fallback for the rare rows.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping

import pyarrow as pa

from kagflow.store import warehouse
from kagflow.store.ids import edge_id_for, entity_id_for, stable_hash
from kagflow.project import ProjectConfig
from kagflow.schema.spg import Schema
from kagflow.schema.types import IMPLICIT_PREDICATES
from kagflow.knowledge import domain_kg
from kagflow.knowledge.mapping_graph import PROPERTY_TABLE, MappedGraph, _Entity, _Graph, _Reference, _rows_table, to_number, value_problem
from kagflow.knowledge.mapping_targets import (INFORMATION_TYPE, TABLE_TRIPLE_KIND, EdgeTarget, EntityTarget, Issue, TripleTarget,
                                               _type_named, head_columns, plan_documents)
from kagflow.sources import Record

def _confidence(raw: object) -> float:
    """Weight of an information-layer triple: KAG's ``properties`` JSON ``confidence``, else 1."""
    try:
        value = json.loads(raw) if isinstance(raw, str) and raw.strip() else None
    except json.JSONDecodeError:
        return 1.0
    number = to_number(value.get("confidence")) if isinstance(value, dict) else None
    return number if number is not None else 1.0


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



class _Mapper(_Graph):
    """The per-record readers of each kind of structured file, mapping rows into the
    :class:`~kagflow.knowledge.mapping_graph._Graph` they extend (entities, property rows,
    references), with the issues of each row.

    Args:
        schema: the project's schema.
        config: the project's configuration (overrides, reference fields, separators).
    """

    def __init__(self, schema: Schema, config: ProjectConfig):
        super().__init__(schema, config)
        self.warned_columns: set[tuple[str, str]] = set()
        self._not_null: dict[str, list] = {}
        # rows of entity files whose cells are not mapped (repeats of an earlier row of their key), per file
        self.skipped_rows: dict[str, set[int]] = defaultdict(set)
        # entities an entity-file row defined again with other values (their property rows are merged)
        self.redefined: set[str] = set()
        # entity files mapped (a redefined entity's single-valued property keeps their last row's values)
        self.entity_docs: set[str] = set()
        # rows not mapped as they repeat an earlier row's cells: entity id -> (file, line, line of that earlier row)
        self.reasserted: dict[str, list[tuple[str, int, int]]] = defaultdict(list)

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
            edge_id = edge_id_for(subject_id, predicate, object_id)
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
        and its properties are merged (a second name kept as an alias; a property that is not
        MultiValue keeps the last row's values, repeated values are dropped:
        :meth:`merge_redefined_properties`). The rows of the first two kinds are
        recorded in ``skipped_rows`` (the set-based path leaves out their references too) and
        said by one ``info`` issue per kind and file, as are rows keyed by their name.

        Args:
            doc_id: the file's path under ``sources/``.
            target: what it maps onto (:func:`~kagflow.knowledge.mapping_targets.plan_source`).
            records: its records, in record order (in the set-based path: the rare rows only,
                which hold every row of a repeated key and every row with an empty key cell).
            sql_columns: reference columns the set-based path maps
                (:func:`~kagflow.knowledge.mapping_sets._pending_entity_references`).
        """
        self.entity_docs.add(doc_id)
        type_def = self.schema.types[target.type]
        file_idx = self.file_order[doc_id] if self.file_order is not None else 0
        first_row: dict[str, Record] = {}  # entity id -> its first row in this file
        # per key: its names, its other cells (-> the line of the first row with them), both
        variants: dict[str, tuple[set[str], dict[frozenset, int], set[tuple[str, frozenset]]]] = {}
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
                    seen = variants[entity_id] = ({first_name}, {first_cells: first.line}, {(first_name, first_cells)})
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
                    self.reasserted[entity_id].append((doc_id, record.line, seen[1][cells]))
                    continue
                seen[0].add(name)
                seen[1].setdefault(cells, record.line)
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
        self._entity_file_notes(doc_id, target, named, repeats, other_names)

    def _entity_file_notes(self, doc_id: str, target: EntityTarget, named: list[int], repeats: list[int],
                           other_names: list[tuple[str, str, int]]) -> None:
        """The ``info`` issues of an entity file, one per kind: rows keyed by their name
        (``named``: lines), rows repeating an earlier row of their key (``repeats``: lines), and
        rows repeating one under another name (``other_names``: (key, name, line))."""
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
        """Settle the property rows of redefined entities (:attr:`redefined`: defined by more
        than one row of entity files) with :func:`_settle_properties`: a property that is not
        MultiValue keeps the last row's values, each (entity, predicate, value) once.

        Args:
            con: set-based mode: the connection whose :data:`PROPERTY_TABLE` holds the SQL
                property rows; the kept rows of those entities (from both) go there.
        """
        if not self.redefined:
            return
        redefined = self.redefined
        rows = [row for row in self.out.properties if row[0] in redefined]
        self.out.properties = [row for row in self.out.properties if row[0] not in redefined]
        if con is None:
            self.out.properties.extend(_settle_properties(self, rows)[0])
            return
        ids = pa.table({"entity_id": pa.array(sorted(redefined), pa.string())})
        with warehouse.register_arrow(con, ids) as merged:
            where = f"WHERE entity_id IN (SELECT entity_id FROM {merged})"
            rows += con.execute(f"SELECT entity_id, predicate, value, value_num, in_schema, doc_id, line FROM {PROPERTY_TABLE} {where}").fetchall()
            con.execute(f"DELETE FROM {PROPERTY_TABLE} {where}")
        kept = _rows_table([(*row, self.entities[row[0]].type) for row in _settle_properties(self, rows)[0]], pa.schema(
            [("entity_id", pa.string()), ("predicate", pa.string()), ("value", pa.string()), ("value_num", pa.float64()),
             ("in_schema", pa.bool_()), ("doc_id", pa.string()), ("line", pa.int32()), ("type", pa.string())]))
        with warehouse.register_arrow(con, kept) as kept_rows:
            con.execute(f"INSERT INTO {PROPERTY_TABLE} SELECT * FROM {kept_rows}")

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
                problem = value_problem(self.schema, prop.range_type, value)
                if problem is not None:  # kept as text (value_num NULL where no number): nothing is lost
                    self.out.issues.append(Issue("warning", "bad_value", f"{doc_id}: line {line}: column '{column}': {value!r} {problem}", doc_id, line, column, value))
                number = to_number(value)
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
        """Edges of an edge file (``Subject_predicate_Object.csv``): one per row with both
        endpoints, its other cells edge properties.

        A row with an empty endpoint is skipped with a located ``empty_key`` warning; an edge
        property value that does not fit the relation's declared type (a number for
        Integer/Float, a calendar date for Date: :func:`~kagflow.knowledge.mapping_graph.value_problem`)
        is a located ``bad_value`` warning (file, line, column, value) as for an entity's property,
        and is kept as text (no ``value_num`` where it is no number); a column the relation does
        not declare is kept outside the schema (one ``unknown_column`` warning per file).

        Args:
            doc_id: the file's path under ``sources/``.
            target: what it maps onto (:func:`~kagflow.knowledge.mapping_targets.plan_source`).
            records: its records in record order (in the set-based path: the rare rows only).
        """
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
                value = str(raw).strip()
                if prop is None:
                    self._warn_column(doc_id, column, f"{doc_id}: column '{column}' is not a property of {target.predicate}; kept outside the schema")
                elif value and (problem := value_problem(self.schema, prop.range_type, value)) is not None:
                    self.out.issues.append(Issue("warning", "bad_value", f"{doc_id}: line {record.line}: column '{column}' "
                                                 f"({target.predicate}.{prop.name}): {value!r} {problem}", doc_id, record.line, column, value))
                props.append((prop.name if prop else name, value, prop is not None))
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


def _settle_properties(mapper: _Mapper, rows: list[tuple]) -> tuple[list[tuple], list[tuple]]:
    """``(rows kept, rows replaced)`` of the property rows of the entities ``mapper`` saw defined
    by several rows (``rows``: every property row of those entities, in any order); a
    ``conflicting_value`` warning in ``mapper.out.issues`` per property whose values were replaced.

    Rows count in the order the mapping reads them (file name, then line). For a schema
    property that is not MultiValue, the values of the last entity-file row that has one win,
    as KAG's builder upserts a record (an empty cell replaces nothing; a row that repeats an
    earlier row, mapped once, counts at its own line); a value of an earlier row that the
    last does not hold is dropped and named in the warning (entity, property, the value kept
    and where, each value dropped and where). A MultiValue property, a column outside the
    schema and values from elsewhere (an expert graph, a triples file) keep every value. Of
    the rows holding one (entity, predicate, value) the first is kept.
    """
    groups: dict[tuple[str, str], list[tuple]] = defaultdict(list)
    for row in rows:
        groups[row[0], row[1]].append(row)
    kept: list[tuple] = []
    replaced: list[tuple] = []
    issues: list[Issue] = []
    for (entity_id, predicate), group in groups.items():
        group.sort(key=lambda r: (r[5] or "", r[6] or 0, r[2]))
        entity = mapper.entities[entity_id]
        prop = mapper.schema.predicate(entity.type, predicate) if group[0][4] else None
        tabled = [r for r in group if r[5] in mapper.entity_docs] if prop is not None and not prop.multi_value else []
        dropped: list[tuple] = []
        if tabled:
            (doc_id, line), winners = _last_values(mapper.reasserted.get(entity_id, ()), tabled)
            dropped = [r for r in tabled if r[2] not in winners]
        gone = set(map(id, dropped))
        first: dict[str, tuple] = {}
        for row in group:
            if id(row) not in gone:
                first.setdefault(row[2], row)
        kept.extend(first.values())
        replaced.extend(dropped)
        if dropped:
            shown = "; ".join(f"{r[2]!r} ({r[5]}: line {r[6]})" for r in dropped[:5]) + ("; ..." if len(dropped) > 5 else "")
            issues.append(Issue(
                "warning", "conflicting_value",
                f"{doc_id}: line {line}: {entity.type} '{entity.key}' {predicate}: {', '.join(repr(v) for v in winners)} "
                f"replaces {shown}; {entity.type}.{predicate} is not MultiValue, so the last row's value is kept",
                doc_id, line, predicate, ", ".join(winners)))
    mapper.out.issues.extend(sorted(issues, key=lambda i: (i.doc_id, i.line or 0, i.message)))
    return kept, replaced


def _last_values(reasserted: Iterable[tuple[str, int, int]], tabled: list[tuple]) -> tuple[tuple[str, int], list[str]]:
    """``((file, line), values)`` of the last entity-file row giving an entity the property of
    ``tabled`` (its property rows from entity files): a row mapped, or a row skipped as a repeat
    of a mapped one (``reasserted``: (file, line, line of the row it repeats)), which gives that
    row's values."""
    by_row: dict[tuple[str, int], list[str]] = defaultdict(list)
    for row in tabled:
        by_row[row[5], row[6]].append(row[2])
    candidates = dict(by_row)
    for doc_id, line, earlier in reasserted:
        if (doc_id, earlier) in by_row:
            candidates[doc_id, line] = by_row[doc_id, earlier]
    last = max(candidates, key=lambda place: (place[0] or "", place[1] or 0))
    return last, sorted(set(candidates[last]))


def settle_references(mapper: _Mapper, sql_references: Iterable[tuple[str, str, str, str, int]] = ()) -> set[tuple]:
    """Drop the references of redefined entities (:attr:`_Mapper.redefined`) that a later row
    replaced, before they are resolved: an entity-typed property that is not MultiValue links
    what the last entity-file row that has one names, as :func:`_settle_properties` keeps a
    value; each replaced value is a ``conflicting_value`` warning.

    Args:
        mapper: the mapper, every entity file mapped; its entity-file references
            (``mapper.references``) of those entities are filtered in place.
        sql_references: the set-based path's pending entity-file references of those entities,
            as ``(entity id, predicate, object text, file, line)``.

    Returns:
        the dropped references, as ``(entity id, predicate, object text, file, line)`` (those of
        ``sql_references`` are for the caller to delete).
    """
    if not mapper.redefined:
        return set()
    redefined = mapper.redefined
    own = [r for r in mapper.references
           if r.subject_id in redefined and not r.from_edge_file and not r.declare and r.doc_id in mapper.entity_docs]
    rows = [(r.subject_id, r.predicate, r.value, None, True, r.doc_id, r.line) for r in own]
    rows += [(entity_id, predicate, value, None, True, doc_id, line) for entity_id, predicate, value, doc_id, line in sql_references]
    dropped = {(row[0], row[1], row[2], row[5], row[6]) for row in _settle_properties(mapper, rows)[1]}
    if dropped:
        mapper.references = [r for r in mapper.references if (r.subject_id, r.predicate, r.value, r.doc_id, r.line) not in dropped]
    return dropped


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
    plan = plan_documents(schema, config, [(doc_id, head_columns(records)) for doc_id, records in ordered])
    mapper.out.targets.update(plan.targets)
    mapper.out.issues.extend(plan.issues)
    planned = [(doc_id, target, records_of[doc_id]) for doc_id, target in plan.planned]
    expert = [(doc_id, role, records_of[doc_id]) for doc_id, role in plan.expert]
    if expert:  # the expert graph first (KAG's domain_kg_inject): tables may then refer to its nodes
        mapper.map_expert_graph(domain_kg.read_expert_graph(expert))
    for doc_id, target, records in planned:
        if isinstance(target, EntityTarget):
            mapper.map_entity_file(doc_id, target, records)
            if consume:
                records.clear()
    settle_references(mapper)
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
