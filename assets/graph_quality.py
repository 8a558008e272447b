"""Stage checks: graph quality of the knowledge layer, once every stage that adds edges has run.

Two asset checks on ``derived_properties`` (the last knowledge stage), run after the text stages
and concept placement too (``additional_deps``), over the views the solver reads (``kg_edges``,
``kg_entities``, ``kg_properties``):

* ``no_dangling_edges`` (severity ERROR: the build fails): an edge whose subject or object is no
  entity of the graph. Nothing in the real data legitimately has one: a reference to an undeclared
  row becomes a stub entity (``is_stub``), an expert edge endpoint an implied node, so a dangling
  edge is a bug of a stage, and a plan would hop into nothing.
* ``edges_conform_to_schema`` (severity WARN: a build warning; non-blocking): knowledge-layer
  edges and properties (subject of a schema type) whose predicate the schema does not declare for
  the subject's type (inherited predicates count), and relations whose object is not of the
  declared range (or a subtype). Left out on purpose: hypernym edges between nodes of one type
  (:data:`kagflow.knowledge.domain_kg.HYPERNYM_PREDICATES`, built in for expert taxonomies
  whatever the schema says), concept placements (``placement:*``: their predicate is the schema's
  or the configured one), and source columns the schema lacks (``properties.in_schema`` false:
  the lenient reading already recorded as such). KAG's own expert graphs can carry other
  undeclared relations (``domain_kg`` keeps them, with an info issue), hence a warning. Its
  violations are also rows of ``build_issues`` (stage ``graph_quality``, severity ``warning``, code
  the kind): one per (kind, subject type, predicate, object type) with the count, located at the
  first such row with a source file and line; so ``kagflow build --strict`` fails on them.

Each check's metadata has the count, counts per kind and a Markdown preview of the first rows.
The counting functions are pure SQL over a store, usable outside Dagster.
"""

from __future__ import annotations

import dagster as dg
import duckdb
import pyarrow as pa

from kagflow.knowledge.domain_kg import HYPERNYM_PREDICATES
from kagflow.resources.knowledge import STORE_STEP, KnowledgeProjectResource, WarehouseResource
from kagflow.schema.spg import Schema
from kagflow.store import warehouse
from kagflow.store.adjacency import arrow_of

PREVIEW_ROWS = 10
STAGE = "graph_quality"  # build_issues.stage of the schema violations
_ISSUE_COLUMNS = ("stage", "severity", "code", "message", "doc_id", "line", "field", "value")

_DANGLING_SQL = """
    SELECT e.edge_id, e.subject_id, e.predicate, e.object_id, e.origin,
           s.entity_id IS NULL AS subject_missing, o.entity_id IS NULL AS object_missing
    FROM kg_edges e
    LEFT JOIN (SELECT DISTINCT entity_id FROM kg_entities) s ON s.entity_id = e.subject_id
    LEFT JOIN (SELECT DISTINCT entity_id FROM kg_entities) o ON o.entity_id = e.object_id
    WHERE s.entity_id IS NULL OR o.entity_id IS NULL"""


def dangling_edges(con: duckdb.DuckDBPyConnection) -> tuple[int, dict[str, int], str]:
    """Edges of ``kg_edges`` whose subject or object is no ``kg_entities`` row.

    One pass over the edges: a row per origin with its count and its first
    :data:`PREVIEW_ROWS` edges (by ``edge_id``); the total and the preview are read from those.

    Returns:
        ``(count, {origin: count}, Markdown preview of the first rows by origin, edge_id)``.
    """
    per_origin = arrow_of(con.execute(
        "SELECT origin, count(*) AS n, min_by({'edge_id': edge_id, 'subject_id': subject_id, 'predicate': predicate, "
        "'object_id': object_id, 'subject_missing': subject_missing, 'object_missing': object_missing}, edge_id, $k) AS first "
        f"FROM ({_DANGLING_SQL}) GROUP BY origin ORDER BY origin", {"k": PREVIEW_ROWS}))
    by_origin = dict(zip(per_origin["origin"].to_pylist(), per_origin["n"].to_pylist()))
    with warehouse.register_arrow(con, per_origin) as g:
        preview = warehouse.preview_markdown(
            con, f"SELECT origin, f.subject_id, f.predicate, f.object_id, f.subject_missing, f.object_missing "
                 f"FROM (SELECT origin, unnest(first) AS f FROM {g}) ORDER BY origin, f.edge_id LIMIT ?", [PREVIEW_ROWS])
    return sum(by_origin.values()), by_origin, preview


def _string_table(**columns: list[str]) -> pa.Table:
    return pa.table(columns, schema=pa.schema([(name, pa.string()) for name in columns]))


def _declared(schema: Schema) -> tuple[pa.Table, pa.Table, pa.Table]:
    """The schema as three relations, each linear in the schema's size (no type × type product):

    * ``(type, predicate)``: every predicate a type has (inherited and implicit included);
    * ``(type, predicate, range_type)``: every declared range type of a relation (the nearest
      declaration, as :meth:`Schema.predicates` resolves inheritance), subtypes not expanded;
    * ``(type, ancestor)``: every type with itself and each of its supertypes.

    An object of type ``o`` is in the range of ``(type, predicate)`` when some ``(o, a)`` of the
    third relation has ``(type, predicate, a)`` in the second. Expanding each range to its
    subtypes here instead (the former form) was quadratic: on a schema of 10^4 types where every
    type inherits one relation to the root, 10^8 rows.
    """
    preds: list[tuple[str, str]] = []
    ranges: list[tuple[str, str, str]] = []
    for type_name in schema.types:
        for p in schema.predicates(type_name):
            preds.append((type_name, p.name))
            ranges.extend((type_name, p.name, r) for r in dict.fromkeys(p.range_types or (p.range_type,)) if r in schema.types)
    lineage = [(t, a) for t in schema.types for a in (t, *schema.ancestors(t))]
    return (_string_table(type=[t for t, _ in preds], predicate=[q for _, q in preds]),
            _string_table(type=[r[0] for r in ranges], predicate=[r[1] for r in ranges], range_type=[r[2] for r in ranges]),
            _string_table(type=[t for t, _ in lineage], ancestor=[a for _, a in lineage]))


_VIOLATION_COLUMNS = ("kind", "subject_type", "predicate", "object_type", "origin")


def schema_violation_groups(con: duckdb.DuckDBPyConnection, schema: Schema) -> pa.Table:
    """Knowledge-layer edges and properties that the schema does not allow (module docstring),
    grouped: one pass over the graph.

    Returns:
        an Arrow table with a row per ``(kind, subject_type, predicate, object_type, origin)``:
        those columns, ``n`` (rows of the group) and ``doc_id``, ``line`` of its first row with a
        source location (by ``doc_id``, ``line``; null when no row of the group has one), sorted
        by ``n`` descending, then the key columns. Kinds: ``undeclared_predicate``,
        ``wrong_object_type``, ``undeclared_property``; ``object_type`` is null for properties.
    """
    preds, ranges, lineage = _declared(schema)
    types = _string_table(type=list(schema.types))
    hyper = _string_table(predicate=list(HYPERNYM_PREDICATES))
    with warehouse.register_arrow(con, preds) as p, warehouse.register_arrow(con, ranges) as r, \
            warehouse.register_arrow(con, lineage) as lin, warehouse.register_arrow(con, types) as t, \
            warehouse.register_arrow(con, hyper) as h:
        # in_range: the distinct (subject type, predicate, object type) of the edges whose object
        # type or one of its supertypes is a declared range; joined from the few distinct keys of
        # the edges, so its cost is edges x depth, never types x types.
        body = f"""
            WITH ent AS (SELECT entity_id, min(type) AS type FROM kg_entities GROUP BY entity_id),
            edge_rows AS (
                SELECT s.type AS subject_type, e.predicate, o.type AS object_type, e.origin, e.doc_id, e.line
                FROM kg_edges e JOIN ent s ON s.entity_id = e.subject_id JOIN ent o ON o.entity_id = e.object_id
                WHERE s.type IN (SELECT type FROM {t}) AND e.origin NOT LIKE 'placement:%'
                  AND NOT (s.type = o.type AND e.predicate IN (SELECT predicate FROM {h}))),
            edge_keys AS (SELECT DISTINCT subject_type, predicate, object_type FROM edge_rows),
            in_range AS (
                SELECT DISTINCT k.subject_type, k.predicate, k.object_type
                FROM edge_keys k JOIN {lin} l ON l.type = k.object_type
                JOIN {r} r ON r.type = k.subject_type AND r.predicate = k.predicate AND r.range_type = l.ancestor),
            edge_bad AS (
                SELECT subject_type, predicate, object_type, origin,
                       CASE WHEN (subject_type, predicate) NOT IN (SELECT type, predicate FROM {p}) THEN 'undeclared_predicate'
                            WHEN (subject_type, predicate, object_type) NOT IN (SELECT * FROM in_range)
                            THEN 'wrong_object_type' END AS kind, doc_id, line
                FROM edge_rows),
            prop_bad AS (
                SELECT s.type AS subject_type, k.predicate, NULL AS object_type, k.origin, 'undeclared_property' AS kind,
                       k.doc_id, k.line
                FROM kg_properties k JOIN ent s ON s.entity_id = k.entity_id
                WHERE s.type IN (SELECT type FROM {t}) AND (s.type, k.predicate) NOT IN (SELECT type, predicate FROM {p})
                  AND NOT (k.origin = 'source' AND (k.entity_id, k.predicate) IN
                           (SELECT entity_id, predicate FROM properties WHERE NOT in_schema)))
            SELECT * FROM edge_bad WHERE kind IS NOT NULL UNION ALL SELECT * FROM prop_bad"""
        return arrow_of(con.execute(
            f"SELECT kind, subject_type, predicate, object_type, origin, count(*) AS n, "
            f"arg_min(doc_id, (doc_id IS NULL, doc_id, line)) AS doc_id, "
            f"arg_min(line, (doc_id IS NULL, doc_id, line)) AS line "
            f"FROM ({body}) GROUP BY kind, subject_type, predicate, object_type, origin "
            f"ORDER BY n DESC, kind, subject_type, predicate, object_type, origin"))


def summarize_violations(con: duckdb.DuckDBPyConnection, groups: pa.Table) -> tuple[int, dict[str, int], str]:
    """The check's figures from :func:`schema_violation_groups`' table (no pass over the graph).

    Returns:
        ``(count, {kind: count} by kind name, Markdown preview of the first groups)``.
    """
    by_kind: dict[str, int] = {}
    for kind, n in zip(groups["kind"].to_pylist(), groups["n"].to_pylist()):
        by_kind[kind] = by_kind.get(kind, 0) + n
    columns = ", ".join(_VIOLATION_COLUMNS)
    with warehouse.register_arrow(con, groups) as g:
        preview = warehouse.preview_markdown(
            con, f"SELECT {columns}, n FROM {g} ORDER BY n DESC, {columns} LIMIT ?", [PREVIEW_ROWS])
    return sum(by_kind.values()), dict(sorted(by_kind.items())), preview


def schema_violations(con: duckdb.DuckDBPyConnection, schema: Schema) -> tuple[int, dict[str, int], str]:
    """Knowledge-layer edges and properties that the schema does not allow (module docstring).

    Returns:
        ``(count, {kind: count}, Markdown preview grouped by subject type, predicate, object type,
        kind and origin)``; kinds: ``undeclared_predicate``, ``wrong_object_type``,
        ``undeclared_property``.
    """
    return summarize_violations(con, schema_violation_groups(con, schema))


def violation_issues(groups: pa.Table) -> list[tuple]:
    """``build_issues`` rows for :func:`schema_violation_groups`' table: one warning per
    ``(kind, subject type, predicate, object type)``, its count summed over origins.

    Each row is located at the group's first row with a source location (``doc_id``, ``line``, by
    file then line; rules and placements have none: the message then names the view,
    ``kg_edges`` or ``kg_properties``). ``field`` is the predicate, ``value`` the count as text.

    Returns:
        tuples in :data:`_ISSUE_COLUMNS` order, sorted by predicate, subject type, kind, object type.
    """
    merged: dict[tuple, dict] = {}
    for g in groups.to_pylist():
        key = (g["predicate"], g["subject_type"], g["kind"], g["object_type"])
        entry = merged.setdefault(key, {"n": 0, "origins": set(), "where": None})
        entry["n"] += g["n"]
        entry["origins"].add(g["origin"])
        if g["doc_id"] is not None:
            where = (g["doc_id"], g["line"] if g["line"] is not None else -1)
            entry["where"] = where if entry["where"] is None else min(entry["where"], where)
    rows = []
    for (predicate, subject_type, kind, object_type), e in sorted(merged.items(), key=lambda kv: tuple("" if v is None else v for v in kv[0])):
        doc_id, line = e["where"] if e["where"] is not None else (None, None)
        line = None if line == -1 else line
        if doc_id is None:
            place = "kg_properties" if kind == "undeclared_property" else "kg_edges"
        else:
            place = doc_id if line is None else f"{doc_id}: line {line}"
        n, origins = e["n"], ", ".join(sorted(e["origins"]))
        if kind == "undeclared_property":
            what = f"{n} {subject_type}.{predicate} value(s) (origin {origins}): {subject_type} declares no property {predicate!r}"
        elif kind == "undeclared_predicate":
            what = (f"{n} {subject_type} -[{predicate}]-> {object_type} edge(s) (origin {origins}): "
                    f"{subject_type} declares no predicate {predicate!r}")
        else:
            what = (f"{n} {subject_type} -[{predicate}]-> {object_type} edge(s) (origin {origins}): "
                    f"{object_type} is outside the range the schema declares for {subject_type}.{predicate}")
        first = " (the first)" if n > 1 and doc_id is not None else ""
        rows.append((STAGE, "warning", kind, f"{place}{first}: {what}", doc_id, line, predicate, str(n)))
    return rows


_AFTER = [dg.AssetKey(k) for k in ("triples", "concept_placements", "standardized_entities")]


@dg.multi_asset_check(
    op_tags=STORE_STEP,
    specs=[
        dg.AssetCheckSpec("no_dangling_edges", asset="derived_properties", additional_deps=_AFTER, blocking=False,
                          description="Every edge of the graph (kg_edges) starts and ends at an entity of the graph."),
        dg.AssetCheckSpec("edges_conform_to_schema", asset="derived_properties", additional_deps=_AFTER, blocking=False,
                          description="Knowledge-layer edges and properties use predicates the schema declares for the "
                                      "subject's type, with objects of the declared range (a warning)."),
    ],
    name="graph_quality",
)
def graph_quality(project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Graph-quality checks over the whole knowledge layer (see the module docstring).

    Replaces the ``build_issues`` rows of stage ``graph_quality`` with this run's schema
    violations; a strict build (``--strict``) fails on any (:class:`dagster.Failure`, raised inside
    the transaction: nothing is written).
    """
    schema = project.knowledge_schema()
    with warehouse_db.transaction() as con:
        n_dangling, dangling_by_origin, dangling_preview = dangling_edges(con)
        groups = schema_violation_groups(con, schema)
        n_bad, bad_by_kind, bad_preview = summarize_violations(con, groups)
        issues = violation_issues(groups)
        con.execute("DELETE FROM build_issues WHERE stage = ?", [STAGE])
        warehouse.insert_rows(con, "build_issues", _ISSUE_COLUMNS, issues)
        if issues and project.is_strict():
            raise dg.Failure(
                description=f"strict build: {len(issues)} schema warning(s) from the graph check edges_conform_to_schema; "
                            f"first: {issues[0][3]}",
                metadata={"warnings": dg.MetadataValue.json([row[3] for row in issues[:50]])},
            )
    yield dg.AssetCheckResult(
        asset_key="derived_properties", check_name="no_dangling_edges", passed=n_dangling == 0,
        severity=dg.AssetCheckSeverity.ERROR,
        metadata={"dangling": n_dangling, "by_origin": dg.MetadataValue.json(dangling_by_origin),
                  "preview": dg.MetadataValue.md(dangling_preview)})
    yield dg.AssetCheckResult(
        asset_key="derived_properties", check_name="edges_conform_to_schema", passed=n_bad == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"violations": n_bad, "by_kind": dg.MetadataValue.json(bad_by_kind),
                  "preview": dg.MetadataValue.md(bad_preview)})
