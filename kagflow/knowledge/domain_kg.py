"""Domain knowledge injection: an expert graph (nodes + edges) loaded before the tables.

KAG 0.6's ``domain_kg_inject_chain`` lets a project ship an expert vocabulary — terms, their
hypernyms and synonyms — that text is then linked against. kagflow reads it from two structured
sources, recognised by convention (or by ``expert: nodes`` / ``expert: edges`` under the file's
``sources:`` entry in ``kagflow.yaml``):

* a **nodes** file (stem ``nodes`` or ending in ``_nodes``/``-nodes``; ``.json``, ``.jsonl`` or
  ``.csv``) with an ``id`` column, optional ``name`` and a type column (``label``/``type``/
  ``category``);
* an **edges** file (stem ``edges`` or ending in ``_edges``/``-edges``) with endpoint columns
  (``from``/``source``/``src``/``subject``/``head`` and ``to``/``target``/``dst``/``object``/``tail``),
  a predicate column (``label``/``relation``/``predicate``/``rel``/``type``) and optional
  ``fromType``/``toType``.

What each row becomes:

* a node is an entity of its type when the schema has that type (by name or display name), else
  of the schema's ``Concept`` type when there is one, else of :data:`FALLBACK_TYPE` (reported once
  per unknown type). Its ``properties`` object (or other columns) become properties.
* a node id seen again is merged, never refused, and reported once per file. A repeat that only
  says again what the first row said (same label and name, no property with another value; KAG's
  own ``domain_kg`` example repeats every canonical node this way) is ``duplicate_node`` of
  severity ``info``; a repeat that disagrees (another label or name, or a property with another
  value: the first row's wins) is ``conflicting_duplicate_node``, a ``warning``, so a ``--strict``
  build fails on it and passes on mere repeats;
* a hypernym edge (:data:`HYPERNYM_PREDICATES`: ``isA``, ``locateAt``, ``mannerOf``) is an edge
  whatever the schema declares, so an expert taxonomy loads on a schema whose ``Concept`` has no
  ``isA`` (kagflow's concept search follows ``isA`` edges transitively);
* a synonym edge (:data:`SYNONYM_PREDICATES`) does not become an edge: the nodes it joins collapse
  into one entity (union-find over synonym edges; the canonical node is the one most often a
  synonym edge's target, ties by smaller id) and the other names become its aliases (kind
  ``synonym`` in ``entity_aliases``); edges of the collapsed nodes move to the canonical one;
* any other edge becomes an edge too, and an ``info`` issue says when the schema does not declare
  the predicate on the subject's type.

An edge endpoint that is no node is created as a node of the edge's ``fromType``/``toType``
(``info`` issue ``implied_node``). Everything is a pure function of the records.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from kagflow.sources import Record

#: Predicates built in between expert concepts whatever the schema declares (KAG's hypernyms).
HYPERNYM_PREDICATES = ("isA", "locateAt", "mannerOf")
#: Edge labels read as "the same thing, another name" (compared case-insensitively).
SYNONYM_PREDICATES = ("synonym", "synonyms", "synonymy", "synonymOf", "sameAs", "alias", "aliasOf", "同义词", "别名")
#: Type of nodes whose label is no schema type, when the schema has no ``Concept`` type either.
FALLBACK_TYPE = "Concept"

NODE_ID_COLUMNS = ("id",)
NODE_NAME_COLUMNS = ("name", "名称")
NODE_TYPE_COLUMNS = ("label", "type", "category", "类型")
EDGE_FROM_COLUMNS = ("from", "source", "src", "subject", "head", "start")
EDGE_TO_COLUMNS = ("to", "target", "dst", "object", "tail", "end")
EDGE_PREDICATE_COLUMNS = ("label", "relation", "predicate", "rel", "type")
EDGE_FROM_TYPE_COLUMNS = ("fromtype", "from_type", "sourcetype", "source_type", "subject_type")
EDGE_TO_TYPE_COLUMNS = ("totype", "to_type", "targettype", "target_type", "object_type")
PROPERTY_COLUMNS = ("properties", "props", "attributes")

_SYNONYMS = {p.casefold() for p in SYNONYM_PREDICATES}


def is_hypernym(predicate: str) -> bool:
    """True for a built-in hypernym predicate (:data:`HYPERNYM_PREDICATES`, case-insensitive)."""
    return predicate.casefold() in {p.casefold() for p in HYPERNYM_PREDICATES}


def is_synonym(predicate: str) -> bool:
    """True for a synonym edge label (:data:`SYNONYM_PREDICATES`, case-insensitive)."""
    return predicate.casefold() in _SYNONYMS


def _stem(doc_id: str) -> str:
    return doc_id.rsplit("/", 1)[-1].rsplit(".", 1)[0].casefold()


def _column(columns: Iterable[str], candidates: tuple[str, ...]) -> str | None:
    lowered = {c.casefold(): c for c in reversed(list(columns))}
    return next((lowered[c] for c in candidates if c in lowered), None)


def expert_role(doc_id: str, columns: Iterable[str], declared: str | None = None) -> str | None:
    """``"nodes"``, ``"edges"`` or ``None``: whether a structured file is part of an expert graph.

    Args:
        doc_id: the file's path under ``sources/``.
        columns: its column names.
        declared: ``expert:`` from the file's ``kagflow.yaml`` entry (wins when given).

    Returns:
        the role by declaration, else by convention: a stem ``nodes``/``*_nodes``/``*-nodes`` with an
        ``id`` column, or ``edges``/``*_edges``/``*-edges`` with both endpoint columns.
    """
    if declared:
        return declared
    columns = list(columns)
    stem = _stem(doc_id)
    if (stem == "nodes" or stem.endswith(("_nodes", "-nodes"))) and _column(columns, NODE_ID_COLUMNS):
        return "nodes"
    if (stem == "edges" or stem.endswith(("_edges", "-edges"))) and _column(columns, EDGE_FROM_COLUMNS) \
            and _column(columns, EDGE_TO_COLUMNS):
        return "edges"
    return None


@dataclass
class ExpertGraph:
    """The expert graph after reading, ready for the mapper.

    Attributes:
        nodes: ``node id -> (type label as given or None, name, properties, doc_id, line)`` (first row wins; later
            rows' properties merged).
        edges: ``(from id, predicate, to id, from type, to type, properties, doc_id, line)`` in file order.
        duplicates: ``node id -> number of extra rows``.
        conflicts: node ids whose extra rows disagree with the first (label, name or a property value).
        problems: ``(severity, code, message, doc_id, line, field, value)`` for build_issues.
    """

    nodes: dict[str, tuple] = field(default_factory=dict)
    edges: list[tuple] = field(default_factory=list)
    duplicates: Counter = field(default_factory=Counter)
    conflicts: set[str] = field(default_factory=set)
    problems: list[tuple] = field(default_factory=list)


def _props(record: Record, skip: set[str]) -> dict[str, object]:
    """A record's properties: its ``properties`` object (JSON text) plus its other non-empty columns."""
    out: dict[str, object] = {}
    for column, value in record.values.items():
        if column in skip or value in (None, "", []):
            continue
        if column.casefold() in PROPERTY_COLUMNS:
            try:
                parsed = json.loads(value) if isinstance(value, str) else None
            except ValueError:
                parsed = None
            if isinstance(parsed, dict):
                out.update({str(k): v for k, v in parsed.items() if v not in (None, "", [])})
                continue
        out[column] = value
    return out


def read_expert_graph(files: list[tuple[str, str, list[Record]]]) -> ExpertGraph:
    """Read the expert graph's node and edge files.

    Args:
        files: ``(doc_id, role, records)`` with role ``nodes`` or ``edges`` (:func:`expert_role`).

    Returns:
        an :class:`ExpertGraph`; rows without an id or an endpoint are skipped with a warning,
        a repeated node id is counted in ``duplicates`` (reported once per id by the caller).
    """
    graph = ExpertGraph()
    for doc_id, role, records in sorted(files, key=lambda f: (f[1] != "nodes", f[0])):
        columns: dict[str, None] = {}
        for record in records[:50]:
            columns.update(dict.fromkeys(record.values))
        if role == "nodes":
            id_col = _column(columns, NODE_ID_COLUMNS)
            name_col = _column(columns, NODE_NAME_COLUMNS)
            type_col = _column(columns, NODE_TYPE_COLUMNS)
            for record in records:
                node_id = str(record.values.get(id_col) or "").strip() if id_col else ""
                if not node_id:
                    graph.problems.append(("warning", "empty_key", f"{doc_id}: line {record.line}: a node without an id; skipped",
                                           doc_id, record.line, id_col, None))
                    continue
                name = str(record.values.get(name_col) or "").strip() if name_col else ""
                label = str(record.values.get(type_col) or "").strip() if type_col else ""
                props = _props(record, {c for c in (id_col, name_col, type_col) if c})
                if node_id in graph.nodes:
                    graph.duplicates[node_id] += 1
                    first_label, first_name, first_props = graph.nodes[node_id][:3]
                    if ((label and label != (first_label or "")) or (name and name != first_name)
                            or any(k in first_props and first_props[k] != v for k, v in props.items())):
                        graph.conflicts.add(node_id)
                    graph.nodes[node_id][2].update({k: v for k, v in props.items() if k not in graph.nodes[node_id][2]})
                    continue
                graph.nodes[node_id] = (label or None, name or node_id, props, doc_id, record.line)
        else:
            from_col, to_col = _column(columns, EDGE_FROM_COLUMNS), _column(columns, EDGE_TO_COLUMNS)
            pred_col = _column(columns, EDGE_PREDICATE_COLUMNS)
            from_type_col, to_type_col = _column(columns, EDGE_FROM_TYPE_COLUMNS), _column(columns, EDGE_TO_TYPE_COLUMNS)
            skip = {c for c in (from_col, to_col, pred_col, from_type_col, to_type_col, "id") if c}
            for record in records:
                s = str(record.values.get(from_col) or "").strip()
                o = str(record.values.get(to_col) or "").strip()
                p = str(record.values.get(pred_col) or "").strip() if pred_col else ""
                if not s or not o or not p:
                    graph.problems.append(("warning", "empty_key", f"{doc_id}: line {record.line}: an edge without "
                                           "both endpoints and a predicate; skipped", doc_id, record.line, None, None))
                    continue
                s_type = str(record.values.get(from_type_col) or "").strip() or None if from_type_col else None
                o_type = str(record.values.get(to_type_col) or "").strip() or None if to_type_col else None
                graph.edges.append((s, p, o, s_type, o_type, _props(record, skip), doc_id, record.line))
    return graph


def synonym_canonicals(node_ids: Iterable[str], edges: Iterable[tuple]) -> dict[str, str]:
    """Node id -> canonical node id after collapsing synonym edges (union-find).

    Args:
        node_ids: every node id.
        edges: :attr:`ExpertGraph.edges` rows.

    Returns:
        a map for every node in a synonym cluster of two or more (others are absent). The canonical
        node of a cluster is the one most often the target of a synonym edge; ties go to the
        smaller id.
    """
    parent = {n: n for n in node_ids}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    targets: Counter = Counter()
    for s, p, o, *_ in edges:
        if is_synonym(p):
            targets[o] += 1
            rs, ro = find(s), find(o)
            if rs != ro:
                parent[max(rs, ro)] = min(rs, ro)
    clusters: dict[str, list[str]] = defaultdict(list)
    for node in list(parent):
        clusters[find(node)].append(node)
    out: dict[str, str] = {}
    for members in clusters.values():
        if len(members) < 2:
            continue
        canonical = min(members, key=lambda m: (-targets[m], m))
        out.update({m: canonical for m in members})
    return out


def node_type(label: str | None, schema_types: Mapping[str, str]) -> tuple[str, bool]:
    """The schema type a node label names, and whether it was recognised.

    Args:
        label: the node's type column.
        schema_types: schema type name *and* display name -> type name.

    Returns:
        ``(type, known)``: the named type, else ``Concept`` (the schema's, or :data:`FALLBACK_TYPE`).
    """
    if label and label in schema_types:
        return schema_types[label], True
    return schema_types.get("Concept", FALLBACK_TYPE), not label
