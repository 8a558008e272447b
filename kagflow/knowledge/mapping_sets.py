"""The set-based mapping engine: structured files mapped with DuckDB statements over
``source_records`` (records never parsed in Python), the rare rows handed to the per-record
engine (:mod:`kagflow.knowledge.mapping_records`) in order, so both give the same tables row for
row. :func:`map_store` is the build's entry point; :func:`write_set_based_rows` inserts what it
left in temporary tables.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

import pyarrow as pa

from kagflow.store import warehouse
from kagflow.store.ids import entity_id_sql
from kagflow.project import ProjectConfig
from kagflow.schema.spg import Schema
from kagflow.schema.types import IMPLICIT_PREDICATES, is_basic_type, is_numeric_type
from kagflow.knowledge import domain_kg
from kagflow.knowledge.mapping_graph import (ALIAS_TABLE, DATE_PATTERN, EDGE_PROPERTY_TABLE, EDGE_TABLE, ENTITY_TABLE, PROPERTY_TABLE, _JSON_TEXT,
                                             MappedGraph, _Entity, _Reference, _rows_table, _unique_values_query)
from kagflow.knowledge.mapping_records import _Mapper, map_sources, settle_references
from kagflow.knowledge.mapping_targets import EdgeTarget, EntityTarget, TripleTarget, plan_documents
from kagflow.sources import PY_WHITESPACE, WS_CLASS, Record

#: A text that starts or ends with a character of :data:`PY_WHITESPACE` (RE2 syntax).
_EDGE_WHITESPACE = f"^{WS_CLASS}|{WS_CLASS}$"
#: A number both DuckDB's ``TRY_CAST(... AS DOUBLE)`` and Python's ``float()`` read the same way.
_PLAIN_NUMBER = r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,3})?"
#: Text ``float()`` may read that :data:`_PLAIN_NUMBER` does not (``1_000``, other digits): rows
#: with such a value take the Python path, where :func:`~kagflow.knowledge.mapping_graph.to_number` reads it.
_MAYBE_NUMBER = r"[\p{Nd}_.+\-eE]+"
_REFS = "_kagflow_map_refs"
_PENDING = "_kagflow_map_pending"
_REF_PROPS = "_kagflow_map_ref_props"


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
    """SQL for :func:`~kagflow.knowledge.mapping_graph.to_number` of a stripped text expression whose value matches :data:`_PLAIN_NUMBER`
    or is no number at all (NULL); ``inf``/``nan`` spellings are NULL in both."""
    return (f"CASE WHEN regexp_full_match({value}, '{_PLAIN_NUMBER}') AND isfinite(TRY_CAST({value} AS DOUBLE)) "
            f"THEN TRY_CAST({value} AS DOUBLE) END")


def _bad_value_sql(schema: Schema, range_type: str | None, value: str) -> str:
    """SQL that is true for every stripped text expression ``value`` for which
    :func:`~kagflow.knowledge.mapping_graph.value_problem` finds a problem (a row holding one takes the
    Python path, which says the ``bad_value`` warning): for a numeric type, no plain finite number
    (:data:`_PLAIN_NUMBER`; a number only Python reads is slow anyway); for ``Date``, not
    :data:`~kagflow.knowledge.mapping_graph.DATE_PATTERN`, year 0 or no calendar date; else false."""
    if is_numeric_type(schema, range_type):
        return f"(NOT regexp_full_match({value}, '{_PLAIN_NUMBER}') OR NOT isfinite(TRY_CAST({value} AS DOUBLE)))"
    if range_type == "Date" and is_basic_type(schema, range_type):
        iso = (f"CASE WHEN length({value}) = 8 THEN substr({value}, 1, 4) || '-' || substr({value}, 5, 2) || '-' || "
               f"substr({value}, 7, 2) ELSE {value} END")
        return (f"(NOT regexp_full_match({value}, '{DATE_PATTERN}') OR substr({value}, 1, 4) = '0000' "
                f"OR TRY_CAST({iso} AS DATE) IS NULL)")
    return "false"


class _SqlEdgeFile:
    """One edge file mapped by DuckDB statements over ``source_records`` (see :func:`map_store`).

    Each row is split into *fast* and *slow*. Fast: both endpoints non-empty, the subject's key
    is in the mapper's key index as an entity that is not a stub, no edge-property value holds a
    control character or a number only Python reads or fails its declared type (``bad_value``:
    :func:`_bad_value_sql`), and the row is not the first with a value in a column outside the
    schema (that row says the ``unknown_column`` warning). The Python path
    maps a fast row without a side effect (no issue, no stub, no index change; an entity only
    ever turns from stub to non-stub, never back), so a fast row waits in a table for its object
    (:func:`_resolve_pending`, where Python resolves references); its edge-property JSON is built
    in SQL in the key order Python sorts to. Slow rows (the rare ones) go through
    :meth:`~kagflow.knowledge.mapping_records._Mapper.map_edge_file` in record order, so every issue, stub and ambiguity warning
    comes out as before.
    """

    def __init__(self, con, mapper: _Mapper, doc_id: str, target: EdgeTarget, columns: list[str], file_idx: int):
        self.con, self.mapper, self.doc_id, self.target, self.file_idx = con, mapper, doc_id, target, file_idx
        relation = mapper.schema.predicate(target.subject_type, target.predicate)
        self.props = []  # (column, key, in_schema), in file column order
        self.range_types = []  # the declared type of each, None outside the schema
        for column in columns:
            if column in (target.subject_column, target.object_column):
                continue
            name = target.columns.get(column, column)
            prop = relation.edge_property(name) if relation else None
            self.props.append((column, prop.name if prop else name, prop is not None))
            self.range_types.append(prop.range_type if prop else None)

    def run(self) -> None:
        """Map the fast rows into the set-based path's pending table, the slow ones with the mapper."""
        con, target, mapper = self.con, self.target, self.mapper
        n = len(self.props)
        strip = {"ws": PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

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
        # a value that says a bad_value warning (:func:`_bad_value_sql`) is slow too: the Python path reports it
        slow_value = " OR ".join(
            f"(coalesce(c{i}, '') <> '' AND (regexp_matches(c{i}, '[\\x00-\\x1f]') OR "
            f"(regexp_full_match(s{i}, '{_MAYBE_NUMBER}') AND NOT regexp_full_match(s{i}, '{_PLAIN_NUMBER}')) OR "
            f"(s{i} <> '' AND {_bad_value_sql(mapper.schema, self.range_types[i], f's{i}')})))"
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
    as :func:`~kagflow.knowledge.mapping_records._row_key`) that :meth:`~kagflow.knowledge.mapping_records._Mapper.map_entity_file` did not skip as a repeat
    (``skipped_rows``: it runs first), the cell is split on the multi-value separator when the
    property is MultiValue, each part stripped, empty parts dropped (as ``_split``); each part is
    a reference placed at (file, record, column, part)."""
    if not columns:
        return
    strip = {"ws": PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

    def stripped(x: str) -> str:
        return f"CASE WHEN regexp_matches({x}, $edge_ws) THEN trim({x}, $ws) ELSE {x} END"

    # the key as :func:`~kagflow.knowledge.mapping_records._row_key` reads it: the key cell, else the name cell (both stripped)
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



def _shadowed_types(mapper: _Mapper) -> set[str]:
    """Range types a ``references:`` field points into through a property other than the key
    (their references may stub a value a name would link, and :meth:`~kagflow.knowledge.mapping_graph._Graph._lookup_field`
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
    :meth:`~kagflow.knowledge.mapping_records._Mapper.map_entity_file`, in record order.

    A row is *fast* (mapped in SQL) when the Python path maps it without a side effect: its key
    cell (Python's ``strip()``) is non-empty (a row keyed by its name says ``key_from_name``), its
    key appears in no other row of the file (repeats, second names and redefinitions are decided
    by the Python path, which sees every row of such a key) and names no entity mapped before (no
    ``duplicate_entity``), its record has exactly the header's columns, every
    cell is text or null, it is not the first row that says a column is outside the schema
    (``unknown_column``), and no value fails its property's type (``bad_value``: no number for a
    numeric property, no calendar date for a Date one; :func:`_bad_value_sql`) or is a number only
    Python's ``float`` reads (``1_000``, other digits).
    Fast rows become :class:`_Entity` objects in the mapper (references resolve against them) and
    rows of the temporary table :data:`PROPERTY_TABLE` (value split on the multi-value separator
    and stripped as ``_split`` does, ``value_num`` as :func:`~kagflow.knowledge.mapping_graph.to_number`), which
    :func:`write_set_based_rows` inserts into ``properties``. Slow rows keep every issue in order.
    """
    strip = {"ws": PY_WHITESPACE, "edge_ws": _EDGE_WHITESPACE}

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
        python_only = f"(regexp_full_match(x, '{_MAYBE_NUMBER}') AND NOT regexp_full_match(x, '{_PLAIN_NUMBER}'))"
        bad = _bad_value_sql(mapper.schema, prop.range_type if prop is not None else None, "x")
        slow_values.append(f"len(list_filter(vals{i}, x -> {python_only} OR {bad})) > 0")
    unknown = [c for c, _p, prop in scalars if prop is None]
    warn_rows = "".join(f", min(record_no) FILTER (WHERE key <> '' AND list_contains(cols, $u{i}))" for i in range(len(unknown)))
    name = (f"CASE WHEN v[{name_at}] IS NULL OR v[{name_at}] = '' THEN key ELSE {stripped(f'v[{name_at}]')} END"
            if name_at else "key")
    # a row whose key cell is empty is keyed by its name (:func:`~kagflow.knowledge.mapping_records._row_key`); such rows take the Python path
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
        order, as :meth:`~kagflow.knowledge.mapping_graph._Graph.resolve_references` does; write them with
        :func:`write_set_based_rows`. Ids are the same on both paths (sha256 in DuckDB over the same
        parts as :func:`~kagflow.store.ids.edge_id_for` / :func:`~kagflow.store.ids.entity_id_for`).

    Set-based (records never parsed in Python): CSV edge files (:func:`_set_based_edge_file`,
    :class:`_SqlEdgeFile`); the reference columns of CSV entity files
    (:func:`_set_based_reference_columns`); the entities and scalar properties of CSV entity files
    (:func:`_set_based_entity_columns`, :func:`_map_entity_rows`: property rows stay in the
    temporary table :data:`PROPERTY_TABLE`, counted in ``graph.sql_properties``, for
    :func:`write_set_based_rows`); references whose object resolves without a side effect are
    resolved in SQL (:func:`_resolve_pending`), and the unique-property part of the reference
    index is computed in SQL (:meth:`~kagflow.knowledge.mapping_graph._Graph._unique_values_sql`). Python path (per record): the
    expert graph; entity files whose type has a NotNull property or is the range of a
    ``references:`` field naming another property, or that have an Enum/Regular-constrained
    scalar column or a reference column not mapped set-based; triples files; JSON/JSON Lines
    tables; edge files and reference columns whose types have subtypes, several range types,
    Enum/Regular constraints or a ``references:`` field other than the key; and the rare rows and
    references of set-based files that say a warning, create a stub or need Python to read a
    value (empty keys or endpoints, duplicate entities, unknown or stub subjects and objects,
    ambiguous names, the first row with a column outside the schema, values of numeric or Date
    properties and edge properties that do not fit their type (``bad_value``), records with
    other columns than the header or non-text cells, edge properties with control characters,
    numbers only Python's ``float`` reads).

    Raises:
        MappingError: as :func:`map_sources`.
    """
    formats = dict(con.execute("SELECT doc_id, format FROM source_documents WHERE status = 'ok' AND format IN ('csv', 'json', 'jsonl') "
                               "ORDER BY doc_id").fetchall())
    if not set_based:
        return map_sources(schema, config, list(_read_records(con, set(formats)).items()), consume=True)
    heads = _file_heads(con, formats)
    mapper = _Mapper(schema, config)
    plan = plan_documents(schema, config, [(d, list(c)) for d, c in heads.items()])
    mapper.out.targets.update(plan.targets)
    mapper.out.issues.extend(plan.issues)
    planned = plan.planned
    sql_files = {doc_id: target for doc_id, target in planned
                 if isinstance(target, EdgeTarget) and _set_based_edge_file(schema, config, target, formats[doc_id], list(heads[doc_id]))}
    reference_columns = {doc_id: _set_based_reference_columns(mapper, target, formats[doc_id], list(heads[doc_id]))
                         for doc_id, target in planned if isinstance(target, EntityTarget)}
    entity_files = {doc_id: scalars for doc_id, target in planned if isinstance(target, EntityTarget) and (scalars := _set_based_entity_columns(
        mapper, target, formats[doc_id], list(heads[doc_id]), reference_columns[doc_id])) is not None}
    records = _read_records(con, {d for d, _t in planned if d not in sql_files and d not in entity_files} | {d for d, _r in plan.expert})
    mapper.file_order = {doc_id: i for i, (doc_id, _t) in enumerate(planned)}
    mapper.con = con
    mapper.lazy_index = not any(isinstance(t, TripleTarget) for _d, t in planned)
    _create_work_tables(con)
    if plan.expert:
        mapper.map_expert_graph(domain_kg.read_expert_graph([(d, role, records.pop(d)) for d, role in plan.expert]))
    for doc_id, target in planned:
        if isinstance(target, EntityTarget):
            sql_columns = reference_columns[doc_id]
            if doc_id in entity_files:
                _map_entity_rows(con, mapper, doc_id, target, list(heads[doc_id]), entity_files[doc_id], frozenset(sql_columns))
            else:
                mapper.map_entity_file(doc_id, target, records.pop(doc_id), frozenset(sql_columns))
            _pending_entity_references(con, mapper, doc_id, target, sql_columns)
    _settle_pending_references(con, mapper)
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
    _reference_edges(con, mapper)
    mapper.merge_redefined_properties(con)
    mapper.out.sql_properties, mapper.out.sql_properties_outside_schema = con.execute(
        f"SELECT count(*), count(*) FILTER (WHERE NOT in_schema) FROM {PROPERTY_TABLE}").fetchone()
    return mapper.finish(con)


def _settle_pending_references(con, mapper: _Mapper) -> None:
    """:func:`~kagflow.knowledge.mapping_records.settle_references` over the Python path's
    references and the pending entity-file references of redefined entities; the replaced
    pending ones are deleted."""
    if not mapper.redefined:
        return
    with warehouse.register_arrow(con, pa.table({"id": pa.array(sorted(mapper.redefined), pa.string())})) as redefined:
        pending = con.execute(f"SELECT subject_id, predicate, object_key, doc_id, line FROM {_PENDING} "
                              f"WHERE pos0 = 0 AND subject_id IN (SELECT id FROM {redefined})").fetchall()
    dropped = list(settle_references(mapper, pending))
    if dropped:
        columns = list(zip(*dropped))
        table = pa.table({name: pa.array(list(values), kind) for name, values, kind in zip(
            ("subject_id", "predicate", "object_key", "doc_id", "line"), columns,
            (pa.string(), pa.string(), pa.string(), pa.string(), pa.int32()))})
        with warehouse.register_arrow(con, table) as gone:
            con.execute(f"DELETE FROM {_PENDING} WHERE pos0 = 0 AND (subject_id, predicate, object_key, doc_id, line) IN "
                        f"(SELECT (subject_id, predicate, object_key, doc_id, line) FROM {gone})")


def _file_heads(con, formats: Mapping[str, str]) -> dict[str, dict[str, None]]:
    """Column names of each structured file (``formats``: doc_id -> format) as planning sees
    them: the keys of its first 50 records in ``source_records``, in order."""
    heads: dict[str, dict[str, None]] = {doc_id: {} for doc_id in formats}
    for doc_id, record in con.execute(
            "SELECT doc_id, record FROM source_records QUALIFY row_number() OVER (PARTITION BY doc_id ORDER BY record_no) <= 50 "
            "ORDER BY doc_id, record_no").fetchall():
        if doc_id in heads:
            heads[doc_id].update(dict.fromkeys(json.loads(record)))
    return heads


def _create_work_tables(con) -> None:
    """The set-based path's temporary tables, empty: :data:`PROPERTY_TABLE` (property rows of
    entity files), the deferred edges of edge files, the pending references and their edge properties."""
    con.execute(f"CREATE OR REPLACE TEMP TABLE {PROPERTY_TABLE} (entity_id VARCHAR, predicate VARCHAR, value VARCHAR, value_num DOUBLE, "
                "in_schema BOOLEAN, doc_id VARCHAR, line INTEGER, type VARCHAR)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_REFS} (file_idx INTEGER, record_no INTEGER, base VARCHAR, subject_id VARCHAR, "
                "predicate VARCHAR, object_id VARCHAR, doc_id VARCHAR, line INTEGER)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_PENDING} (pos0 INTEGER, file_idx INTEGER, record_no INTEGER, col_idx INTEGER, "
                "val_idx INTEGER, line INTEGER, subject_id VARCHAR, object_key VARCHAR, content VARCHAR, doc_id VARCHAR, "
                "predicate VARCHAR, object_type VARCHAR, object_column VARCHAR, from_edge_file BOOLEAN)")
    con.execute(f"CREATE OR REPLACE TEMP TABLE {_REF_PROPS} (file_idx INTEGER, record_no INTEGER, key VARCHAR, value VARCHAR, "
                "value_num DOUBLE, in_schema BOOLEAN)")


def _reference_edges(con, mapper: _Mapper) -> None:
    """Every edge that comes from a reference into :data:`EDGE_TABLE` (edge properties in the view
    :data:`EDGE_PROPERTY_TABLE`): those resolved in SQL (``_kagflow_map_objects``) and those the
    mapper resolved in Python (its deferred rows, emptied). Equal edges of edge files are numbered
    in (file, record) order; of equal reference edges the first in the Python path's reference
    order is kept (as :meth:`~kagflow.knowledge.mapping_graph._Graph.resolve_references` does)."""
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


def _resolve_pending(con, mapper: _Mapper, reuse: bool = False) -> tuple:
    """Objects of the pending references (fast rows of set-based edge files, reference cells of
    set-based entity-file columns), as :meth:`~kagflow.knowledge.mapping_graph._Graph.resolve_references` would find them,
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
        reuse: the mapper's index (built for the edge files) still holds (:meth:`~kagflow.knowledge.mapping_graph._Graph.index_unchanged`):
            use it instead of building it again.

    Where no rare row has built the mapper's index yet (``lazy_index``), the look-up table (key,
    unique name, first unique property, as :meth:`~kagflow.knowledge.mapping_graph._Graph._index` would find them now) is built in
    SQL from the entities and properties instead, and the index is left unbuilt.

    Returns:
        the index (:meth:`~kagflow.knowledge.mapping_graph._Graph._index`) it resolved with, for ``resolve_references``, or
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
