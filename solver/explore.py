"""Walk a built project's graph for display: an entity's page, a bounded neighbourhood, the text
a citation points at.

The functions read an opened project (:class:`kagflow.solver.ask.Asker`, whose connection and
fact sources they use) and return plain JSON-ready dicts; ``kagflow serve`` puts them behind its
HTTP API and its web page. Everything here is bounded: an entity page lists at most
``max_facts`` facts, a neighbourhood at most ``max_nodes`` nodes and ``max_edges`` edges, and says
when it left some out (``truncated``), so one popular entity never costs a megabyte of JSON.

Entity lookups by name are exact in the sense of :meth:`Asker.link`: the name, an alias or the
key, case- and width-folded; a name shared by several entities (one name typed several ways)
returns all of them, most connected first.
"""

from __future__ import annotations

import unicodedata

import duckdb
import pyarrow as pa

from kagflow.solver.retrievers.base import Hit, with_provenance
from kagflow.store.ids import text_hash
from kagflow.store.warehouse import register_arrow

MAX_FACTS = 200
MAX_NODES = 300
MAX_EDGES = 1000
MAX_DEPTH = 3
CITED_FACTS = 60  # facts of a page that get their passages looked up (one query each)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _source(doc_id: str | None, line: int | None, origin: str) -> str:
    """Where a fact comes from, as :meth:`Asker.facts` writes it: ``doc:line``, the document, or the origin."""
    return f"{doc_id}:{line}" if doc_id and line is not None else (doc_id or origin)


def find_entities(con: duckdb.DuckDBPyConnection, name: str, limit: int = 20) -> list[dict]:
    """Entities whose name, alias or key equals ``name`` (case- and width-folded).

    Returns:
        ``[{"entity_id", "name", "type", "method": "name"|"alias"|"key", "degree"}]``, most
        connected first, at most ``limit``.
    """
    folded = _fold(name.strip())
    if not folded:
        return []
    rows = con.execute(
        "WITH cand AS (SELECT entity_id, 'name' AS method, 0 AS o FROM kg_entities WHERE lower(name) = $q "
        "UNION ALL SELECT entity_id, 'key', 1 FROM kg_entities WHERE lower(key) = $q "
        "UNION ALL SELECT entity_id, 'alias', 2 FROM kg_aliases WHERE lower(alias) = $q), "
        "best AS (SELECT entity_id, arg_min(method, o) AS method FROM cand GROUP BY entity_id), "
        "deg AS (SELECT id, count(*) AS n FROM (SELECT subject_id AS id FROM kg_edges UNION ALL "
        "        SELECT object_id FROM kg_edges) WHERE id IN (SELECT entity_id FROM best) GROUP BY id) "
        "SELECT b.entity_id, e.name, e.type, b.method, coalesce(d.n, 0) AS degree FROM best b "
        "JOIN (SELECT entity_id, any_value(name) AS name, any_value(type) AS type FROM kg_entities GROUP BY entity_id) e "
        "USING (entity_id) LEFT JOIN deg d ON d.id = b.entity_id "
        "ORDER BY b.method <> 'name', degree DESC, e.name, b.entity_id LIMIT $n",
        {"q": folded, "n": limit}).fetchall()
    return [{"entity_id": r[0], "name": r[1], "type": r[2], "method": r[3], "degree": r[4]} for r in rows]


def name_matches(con: duckdb.DuckDBPyConnection, text: str, limit: int = 20) -> list[dict]:
    """Entities for a search box: :func:`find_entities` first, then entities whose name contains
    ``text`` (folded), shortest name first.

    Returns:
        as :func:`find_entities` (``method`` ``"contains"`` for the second kind), at most ``limit``.
    """
    exact = find_entities(con, text, limit)
    folded = _fold(text.strip())
    if len(exact) >= limit or not folded:
        return exact
    seen = {e["entity_id"] for e in exact}
    rows = con.execute(
        "SELECT entity_id, name, type FROM (SELECT entity_id, any_value(name) AS name, any_value(type) AS type "
        "FROM kg_entities WHERE strpos(lower(name), $q) > 0 GROUP BY entity_id) "
        "ORDER BY length(name), name, entity_id LIMIT $n", {"q": folded, "n": limit + len(seen)}).fetchall()
    more = [{"entity_id": r[0], "name": r[1], "type": r[2], "method": "contains", "degree": None}
            for r in rows if r[0] not in seen]
    return exact + more[: limit - len(exact)]


def entity_page(asker, entity_id: str, max_facts: int = MAX_FACTS) -> dict | None:
    """Everything the graph holds about one entity, each fact with its source.

    Args:
        asker: an opened project (:class:`kagflow.solver.ask.Asker`).
        entity_id: the entity.
        max_facts: the most properties plus edges listed.

    Returns:
        ``None`` when there is no such entity, else ``{"entity": {"entity_id", "name", "type",
        "key", "origin"}, "types", "aliases": [{"alias", "kind"}], "properties": [...], "edges":
        [...], "merges": [...], "chunks": [Hit dicts], "counts": {"properties", "edges"},
        "truncated"}``. A property is ``{"predicate", "value", "origin", "doc_id", "line",
        "source", "citations"}``; an edge adds ``"direction"`` (``out``/``in``), ``"neighbour"``
        ``{"entity_id", "name", "type"}`` and ``"edge_id"``. ``citations`` are the passages or
        source record behind the fact (:meth:`Asker.fact_chunks`), for the first
        :data:`CITED_FACTS` facts.
    """
    con = asker.con
    rows = con.execute("SELECT entity_id, name, type, key, origin FROM kg_entities WHERE entity_id = ? "
                       "ORDER BY origin <> 'source', type", [entity_id]).fetchall()
    if not rows:
        return None
    first = rows[0]
    entity = {"entity_id": first[0], "name": first[1], "type": first[2], "key": first[3], "origin": first[4]}
    types = sorted({r[2] for r in rows})
    aliases = [{"alias": a, "kind": k} for a, k in con.execute(
        "SELECT alias, min(kind) FROM kg_aliases WHERE entity_id = ? AND alias IS NOT NULL GROUP BY alias ORDER BY alias",
        [entity_id]).fetchall()]
    n_props, n_edges = con.execute(
        "SELECT (SELECT count(*) FROM kg_properties WHERE entity_id = $id), "
        "(SELECT count(*) FROM kg_edges WHERE subject_id = $id OR object_id = $id)", {"id": entity_id}).fetchone()
    props = con.execute(
        "SELECT DISTINCT predicate, value, origin, doc_id, line FROM kg_properties WHERE entity_id = ? "
        "ORDER BY predicate = 'id', predicate, value, doc_id, line LIMIT ?", [entity_id, max_facts]).fetchall()
    edges = con.execute(
        "SELECT DISTINCT e.edge_id, CASE WHEN e.subject_id = $id THEN 'out' ELSE 'in' END AS direction, e.predicate, "
        "n.entity_id, n.name, n.type, e.origin, e.doc_id, e.line FROM kg_edges e "
        "JOIN (SELECT entity_id, any_value(name) AS name, any_value(type) AS type FROM kg_entities GROUP BY entity_id) n "
        "ON n.entity_id = CASE WHEN e.subject_id = $id THEN e.object_id ELSE e.subject_id END "
        "WHERE e.subject_id = $id OR e.object_id = $id "
        "ORDER BY direction DESC, e.predicate, n.name, e.doc_id, e.line, e.edge_id LIMIT $n",
        {"id": entity_id, "n": max(0, max_facts - len(props))}).fetchall()
    cited = 0

    def citations(doc_id, line, ids):
        nonlocal cited
        cited += 1
        if cited > CITED_FACTS:
            return []
        return [h.as_dict() for h in asker.fact_chunks(doc_id, line, ids, limit=1)]

    properties = [{"predicate": p, "value": v, "origin": o, "doc_id": d, "line": ln, "source": _source(d, ln, o),
                   "citations": citations(d, ln, [entity_id])} for p, v, o, d, ln in props]
    edge_list = [{"edge_id": eid, "direction": direction, "predicate": p,
                  "neighbour": {"entity_id": nid, "name": nname, "type": ntype}, "origin": o, "doc_id": d, "line": ln,
                  "source": _source(d, ln, o), "citations": citations(d, ln, [entity_id, nid])}
                 for eid, direction, p, nid, nname, ntype, o, d, ln in edges]
    merges = [dict(zip(("left_id", "left_name", "right_id", "right_name", "rule", "name_score", "decision", "reason"), r))
              for r in con.execute(
                  "SELECT left_id, left_name, right_id, right_name, rule, name_score, decision, reason FROM entity_merges "
                  "WHERE (left_id = $id OR right_id = $id OR canonical_id = $id) "
                  "ORDER BY decision <> 'merged', name_score DESC LIMIT 50", {"id": entity_id}).fetchall()]
    mentioned = con.execute("SELECT chunk_id, sum(n_mentions) AS n FROM entity_chunks WHERE entity_id = ? "
                            "GROUP BY chunk_id ORDER BY n DESC, chunk_id LIMIT 10", [entity_id]).fetchall()
    chunks = [h.as_dict() for h in with_provenance(con, [(c, float(n)) for c, n in mentioned], "mutual_index")]
    return {"entity": entity, "types": types, "aliases": aliases, "properties": properties, "edges": edge_list,
            "merges": merges, "chunks": chunks, "counts": {"properties": n_props, "edges": n_edges},
            "truncated": len(properties) + len(edge_list) < n_props + n_edges}


def neighbourhood(con: duckdb.DuckDBPyConnection, seeds: list[str], depth: int = 1,
                  max_nodes: int = 60, max_edges: int = 200) -> dict:
    """The entities within ``depth`` hops of ``seeds`` (edges in either direction) and the edges
    among them, for drawing: breadth first, nearest first, cut at ``max_nodes``/``max_edges``.

    Args:
        con: a connection to a built store.
        seeds: entity ids to start from (unknown ids are left out).
        depth: hops, 0 to :data:`MAX_DEPTH`.
        max_nodes: the most nodes (seeds included), at most :data:`MAX_NODES`.
        max_edges: the most edges, at most :data:`MAX_EDGES`.

    Returns:
        ``{"nodes": [{"id", "name", "type", "depth", "degree"}], "edges": [{"id", "source",
        "target", "predicate", "origin", "ref"}], "predicates": [...], "sources": [...],
        "truncated"}``; ``degree`` counts every edge of the node, drawn or not (more than its
        drawn edges: a click can expand it); ``ref`` is the edge's source (``doc:line``,
        document, or origin), and ``sources`` lists the distinct ones.

    Raises:
        ValueError: ``depth`` or a bound is out of range.
    """
    if not 0 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth must be between 0 and {MAX_DEPTH}, not {depth}")
    if not 1 <= max_nodes <= MAX_NODES:
        raise ValueError(f"max_nodes must be between 1 and {MAX_NODES}, not {max_nodes}")
    if not 0 <= max_edges <= MAX_EDGES:
        raise ValueError(f"max_edges must be between 0 and {MAX_EDGES}, not {max_edges}")
    known = _entities(con, list(dict.fromkeys(seeds)))
    order = [i for i in dict.fromkeys(seeds) if i in known][:max_nodes]
    level = {i: 0 for i in order}
    truncated = len(order) < len([i for i in dict.fromkeys(seeds) if i in known])
    frontier = list(order)
    for hop in range(1, depth + 1):
        if not frontier or len(order) >= max_nodes:
            break
        with register_arrow(con, pa.table({"id": pa.array(frontier, pa.string())})) as rel:
            found = con.execute(
                f"SELECT other, min(predicate) FROM ("
                f"  SELECT e.object_id AS other, e.predicate FROM kg_edges e JOIN {rel} f ON e.subject_id = f.id "
                f"  UNION ALL SELECT e.subject_id, e.predicate FROM kg_edges e JOIN {rel} f ON e.object_id = f.id) "
                f"GROUP BY other ORDER BY min(predicate), other").fetchall()
        new = [o for o, _ in found if o not in level]
        room = max_nodes - len(order)
        if len(new) > room:
            truncated = True
            new = new[:room]
        for o in new:
            level[o] = hop
        order += new
        frontier = new
    nodes_known = _entities(con, order)
    with register_arrow(con, pa.table({"id": pa.array(order, pa.string())})) as rel:
        edge_rows = con.execute(
            f"SELECT DISTINCT e.edge_id, e.subject_id, e.object_id, e.predicate, e.origin, e.doc_id, e.line FROM kg_edges e "
            f"JOIN {rel} a ON a.id = e.subject_id JOIN {rel} b ON b.id = e.object_id "
            f"ORDER BY e.predicate, e.subject_id, e.object_id, e.edge_id LIMIT ?", [max_edges + 1]).fetchall()
        degree = dict(con.execute(
            f"SELECT id, count(*) FROM (SELECT subject_id AS id FROM kg_edges UNION ALL SELECT object_id FROM kg_edges) "
            f"JOIN {rel} USING (id) GROUP BY id").fetchall())
    if len(edge_rows) > max_edges:
        truncated, edge_rows = True, edge_rows[:max_edges]
    edges = [{"id": eid, "source": s, "target": o, "predicate": p, "origin": origin, "ref": _source(d, ln, origin)}
             for eid, s, o, p, origin, d, ln in edge_rows]
    nodes = [{"id": i, "name": nodes_known[i][0], "type": nodes_known[i][1], "depth": level[i], "degree": degree.get(i, 0)}
             for i in order]
    return {"nodes": nodes, "edges": edges, "predicates": sorted({e["predicate"] for e in edges}),
            "sources": sorted({e["ref"] for e in edges}), "truncated": truncated}


def _entities(con: duckdb.DuckDBPyConnection, ids: list[str]) -> dict[str, tuple[str, str]]:
    """``{entity_id: (name, type)}`` of the ids that are entities."""
    if not ids:
        return {}
    with register_arrow(con, pa.table({"id": pa.array(ids, pa.string())})) as rel:
        rows = con.execute(f"SELECT entity_id, any_value(name), any_value(type) FROM kg_entities "
                           f"JOIN {rel} q ON q.id = entity_id GROUP BY entity_id").fetchall()
    return {r[0]: (r[1], r[2]) for r in rows}


def chunk_context(con: duckdb.DuckDBPyConnection, chunk_id: str, context_chars: int = 800) -> dict | None:
    """The text a chunk citation points at, with the document text around it, for opening a
    citation with the cited span highlighted.

    Returns:
        ``None`` for an unknown chunk, else ``{"chunk_id", "doc_id", "file_id", "path",
        "content_hash", "chunk_hash", "title", "page", "page_end", "section", "start_offset",
        "end_offset", "line_start", "line_end", "before", "text", "after", "citation"}``: ``text``
        is the chunk (the span to highlight), ``before``/``after`` up to ``context_chars``
        characters of its parsed document on either side; ``line_start``/``line_end`` are the
        source file's lines (``None`` for PDF, Word, HTML and JSON passages), as in the
        citation (:meth:`~kagflow.solver.retrievers.base.Hit.citation`).
    """
    found = with_provenance(con, [(chunk_id, 0.0)], "citation")
    if not found:
        return None
    hit = found[0]
    row = con.execute(
        "SELECT c.page_end, c.start_offset, c.end_offset, "
        "substr(d.text, greatest(c.start_offset - $ctx, 0) + 1, least(c.start_offset, $ctx)) AS before, "
        "substr(d.text, c.end_offset + 1, $ctx) AS after "
        "FROM chunks c LEFT JOIN documents d USING (doc_id) WHERE c.chunk_id = $id LIMIT 1",
        {"id": chunk_id, "ctx": context_chars}).fetchone()
    out = {k: v for k, v in hit.as_dict().items() if k not in ("score", "retriever", "ranks")}
    out.update(zip(("page_end", "start_offset", "end_offset", "before", "after"), row))
    out["before"], out["after"] = out["before"] or "", out["after"] or ""
    return out


def source_record(con: duckdb.DuckDBPyConnection, doc_id: str, line: int) -> dict | None:
    """The table row a ``file:line`` citation points at, with the file's header line.

    Returns:
        ``None`` when the file has no record at that line, else ``{"doc_id", "path",
        "content_hash", "chunk_hash", "line", "record", "citation"}`` (``chunk_hash`` hashes the
        record's text, as the citation does).
    """
    row = con.execute(
        "SELECT sd.path, sd.content_hash, r.record FROM source_documents sd JOIN source_records r USING (doc_id) "
        "WHERE sd.doc_id = ? AND r.line = ? LIMIT 1", [doc_id, line]).fetchone()
    if row is None:
        return None
    hit = Hit(chunk_id="", score=0.0, retriever="record", doc_id=doc_id, file_id=doc_id, path=row[0], content_hash=row[1],
              line_start=line, line_end=line, chunk_hash=text_hash(row[2] or ""), text=row[2] or "")
    return {"doc_id": doc_id, "path": row[0], "content_hash": row[1], "chunk_hash": hit.chunk_hash, "line": line,
            "record": row[2], "citation": hit.citation()}
