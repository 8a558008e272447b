"""Entity resolution (KAG's knowledge alignment, issue 11 item 4): one entity per real thing.

:func:`kagflow.documents.entities.standardize_entities` groups mentions by ``(type, name key)``.
This module merges groups that name one thing under different keys ("Sherlock Holmes",
"Mr. Holmes", "Holmes") and links text groups to table entities they name loosely, while keeping
apart different things that share a name (two people called "Li Wei" at different employers).

Steps (set-based: SQL over Arrow for the candidate pairs, Python only over the pairs):

1. **Nodes**: every entity id of ``standardized_entities`` (a text group, or a table entity the
   group already links to) and every schema-typed table entity, with its name keys. Dates,
   times and numbers (:data:`UNRESOLVED_TYPES`) are left alone.
2. **Blocking** (candidate pairs, within one type class — a type, or the place labels
   ``GPE``/``LOC``/``FAC`` together): equal keys after dropping honorifics (``mr holmes`` ->
   ``holmes``), equal singular forms (``electrons`` -> ``electron``), and a shared *rare* token
   (held by at most ``alignment.max_block_size`` nodes of the class).
3. **Scores** per pair: rapidfuzz ``ratio`` of the stripped keys (0-100); the surname rule (a
   one-word person name that is the last word of exactly one longer person name mentioned in the
   same documents); the cosine similarity of the name embeddings (the build's encoder, only for
   pairs between ``review_threshold`` and ``fuzzy_threshold``, when embeddings are enabled).
4. **Vetoes**: two table entities are never merged (they are separate records); different
   numbers in the names ("World War I" / "World War II"); conflicting attributes: for a type
   ``T``, one side's table edges or co-mentioned table entities of type ``T`` and the other's are
   both non-empty and disjoint (a "Li Wei" seen beside company A is not the "Li Wei" who works at
   company B); a pair listed in ``alignment.never_merge``.
5. **Clusters**: accepted pairs are joined in descending score order (union-find); a join that
   would put two table entities in one cluster, or whose clusters' attributes conflict, is refused,
   and a text node that fits two or more table entities without a conflict joins none (ambiguous).

Every scored pair is written to ``entity_merges`` with its scores, rule and decision, and every
group to ``entity_resolution`` (member id -> canonical id), so a merge can be audited and undone
with ``never_merge``. The canonical id is the table entity's id when one is in the cluster, else the
smallest member id: members are hashes of ``(type, name key)``, so adding an unrelated document
changes no id (issue 11 item 6).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import duckdb
import numpy as np
import pyarrow as pa
from rapidfuzz import fuzz

from kagflow.documents.names import name_key
from kagflow.store import warehouse

#: spaCy labels and basic types that are values, not things: never resolved.
UNRESOLVED_TYPES = frozenset({"DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL", "Date", "Time"})
#: Types compared as one class (spaCy confuses them for one place).
_TYPE_CLASSES = {"GPE": "place", "LOC": "place", "FAC": "place"}
#: Types whose one-word names may be a surname of a longer name.
PERSON_TYPES = frozenset({"PERSON", "Person", "person"})
#: Leading words dropped before comparing names (titles and honorifics, name-key form).
HONORIFICS = frozenset({
    "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lady", "lord", "madam", "madame",
    "mme", "mlle", "monsieur", "herr", "frau", "señor", "senor", "rev", "reverend", "fr", "father", "captain", "capt",
    "col", "colonel", "gen", "general", "inspector", "detective", "sgt", "sergeant", "president", "king", "queen",
    "prince", "princess", "saint", "st", "uncle", "aunt",
})
_NUMBER = re.compile(r"^(?:\d+(?:st|nd|rd|th)?|[ivxlcdm]+)$")


class AlignmentSettings:
    """What :func:`resolve_entities` reads from ``kagflow.yaml``'s ``alignment:`` block (duck-typed:
    :class:`kagflow.project.AlignmentConfig`)."""

    enabled: bool
    fuzzy_threshold: float
    review_threshold: float
    embedding_threshold: float
    max_block_size: int
    min_key_chars: int
    never_merge: list[list[str]]


@dataclass
class _Node:
    entity_id: str
    type: str
    name: str
    keys: list[str]
    is_table: bool
    n_mentions: int
    docs: frozenset[str] = frozenset()
    attrs: dict[str, frozenset[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class ResolutionRun:
    """Counts of one :func:`resolve_entities` run: ``nodes`` considered, candidate ``pairs``
    scored, ``merged`` pairs accepted, ``clusters`` of two or more nodes, entity ids before and after."""

    nodes: int
    pairs: int
    merged: int
    clusters: int
    entities_before: int
    entities_after: int


def strip_honorifics(key: str) -> str:
    """``key`` (a :func:`name_key`) without leading titles: ``"mr sherlock holmes"`` -> ``"sherlock holmes"``.

    A key made only of titles is returned unchanged ("Queen" stays a name)."""
    words = key.split()
    i = 0
    while i < len(words) - 1 and words[i] in HONORIFICS:
        i += 1
    return " ".join(words[i:])


def singular(key: str) -> str:
    """English plural folding of each word of a key: ``electrons`` -> ``electron``, ``bodies`` ->
    ``body``; words of three letters or fewer, and words in ``ss``/``us``/``is``, are kept."""
    out = []
    for w in key.split():
        if len(w) > 4 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
            w = w[:-1]
        out.append(w)
    return " ".join(out)


def _numbers(key: str) -> frozenset[str]:
    return frozenset(w for w in key.split() if _NUMBER.match(w))


def _type_class(type_name: str) -> str:
    return _TYPE_CLASSES.get(type_name, type_name)


def _pair_matches(rule: list[str], a: _Node, b: _Node) -> bool:
    def hit(spec: str, node: _Node) -> bool:
        return spec == node.entity_id or name_key(spec) in node.keys

    x, y = rule[0], rule[1]
    return (hit(x, a) and hit(y, b)) or (hit(x, b) and hit(y, a))


def _conflict(a: dict[str, frozenset[str]], b: dict[str, frozenset[str]]) -> str | None:
    """The first type whose related entities are known on both sides and disjoint, as a reason."""
    for type_name in sorted(set(a) & set(b)):
        if a[type_name] and b[type_name] and not (a[type_name] & b[type_name]):
            return f"different {type_name}: {sorted(a[type_name])[:2]} vs {sorted(b[type_name])[:2]}"
    return None


def _load_nodes(con: duckdb.DuckDBPyConnection, schema_types: list[str]) -> dict[str, _Node]:
    """Nodes: entity ids of standardized_entities and schema-typed table entities, with keys,
    documents and attributes (related table entities by type)."""
    nodes: dict[str, _Node] = {}
    for entity_id, type_name, name, keys, n in con.execute(
        "SELECT entity_id, first(type ORDER BY n_mentions DESC, name_key), first(name ORDER BY n_mentions DESC, name_key), "
        "list(DISTINCT name_key), sum(n_mentions) FROM standardized_entities WHERE NOT list_contains($skip, type) "
        "GROUP BY entity_id", {"skip": sorted(UNRESOLVED_TYPES)}
    ).fetchall():
        nodes[entity_id] = _Node(entity_id, type_name, name, sorted(keys), False, int(n))
    for entity_id, type_name, name, aliases in con.execute(
        "SELECT e.entity_id, e.type, e.name, list(DISTINCT a.alias) FILTER (WHERE a.kind IN ('name', 'key', 'synonym')) "
        "FROM entities e LEFT JOIN entity_aliases a USING (entity_id) WHERE list_contains($types, e.type) "
        "AND NOT list_contains($skip, e.type) GROUP BY ALL", {"types": schema_types, "skip": sorted(UNRESOLVED_TYPES)}
    ).fetchall():
        keys = {name_key(name)} | {name_key(a) for a in aliases or []}
        keys.discard("")
        node = nodes.get(entity_id)
        if node is None:
            nodes[entity_id] = _Node(entity_id, type_name, name, sorted(keys), True, 0)
        else:
            node.is_table, node.name = True, name
            node.keys = sorted(set(node.keys) | keys)
    docs: dict[str, set[str]] = defaultdict(set)
    for entity_id, doc_id in con.execute("SELECT DISTINCT entity_id, doc_id FROM entity_chunks").fetchall():
        docs[entity_id].add(doc_id)
    attrs: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    # table entities: what their edges point at (both directions), by the other end's type
    for entity_id, other_type, other_id in con.execute(
        "SELECT x.subject_id, e.type, x.object_id FROM edges x JOIN entities e ON e.entity_id = x.object_id "
        "UNION SELECT x.object_id, e.type, x.subject_id FROM edges x JOIN entities e ON e.entity_id = x.subject_id"
    ).fetchall():
        attrs[entity_id][other_type].add(other_id)
    # text groups: the table entities mentioned in their chunks
    for entity_id, other_type, other_id in con.execute(
        "SELECT DISTINCT a.entity_id, e.type, b.entity_id FROM entity_chunks a JOIN entity_chunks b "
        "ON a.chunk_id = b.chunk_id AND a.entity_id <> b.entity_id JOIN entities e ON e.entity_id = b.entity_id "
        "WHERE a.entity_id NOT IN (SELECT entity_id FROM entities)"
    ).fetchall():
        attrs[entity_id][other_type].add(other_id)
    for entity_id, node in nodes.items():
        node.docs = frozenset(docs.get(entity_id, ()))
        node.attrs = {t: frozenset(ids) for t, ids in attrs.get(entity_id, {}).items()}
    return nodes


def _candidate_pairs(con: duckdb.DuckDBPyConnection, nodes: dict[str, _Node], settings) -> dict[tuple[str, str], set[str]]:
    """Candidate pairs ``(id_a, id_b)`` (``id_a < id_b``) -> the blocking keys they share."""
    rows: dict[str, list] = {"entity_id": [], "cls": [], "block": [], "kind": []}
    for node in nodes.values():
        cls = _type_class(node.type)
        blocks: set[tuple[str, str]] = set()
        for key in node.keys:
            stripped = strip_honorifics(key)
            if len(stripped) < settings.min_key_chars and not any(ord(c) > 0x2E7F for c in stripped):
                continue
            blocks.add(("k:" + stripped, "key"))
            blocks.add(("s:" + singular(stripped), "key"))
            for token in stripped.split():
                if len(token) >= 3 and not _NUMBER.match(token):
                    blocks.add(("t:" + token, "token"))
        for block, kind in blocks:
            rows["entity_id"].append(node.entity_id)
            rows["cls"].append(cls)
            rows["block"].append(block)
            rows["kind"].append(kind)
    pairs: dict[tuple[str, str], set[str]] = defaultdict(set)
    with warehouse.register_arrow(con, pa.table(rows)) as blocks:
        for a, b, block in con.execute(f"""
            WITH b AS (SELECT *, count(*) OVER (PARTITION BY cls, block) AS df FROM {blocks}),
                 usable AS (SELECT * FROM b WHERE df > 1 AND (kind = 'key' OR df <= $max))
            SELECT x.entity_id, y.entity_id, x.block FROM usable x JOIN usable y
            ON x.cls = y.cls AND x.block = y.block AND x.entity_id < y.entity_id
        """, {"max": settings.max_block_size}).fetchall():
            pairs[(a, b)].add(block)
    return pairs


def _best_names(a: _Node, b: _Node) -> tuple[float, str, str]:
    """The highest rapidfuzz ratio over the two nodes' stripped keys, with the keys that gave it."""
    best = (-1.0, "", "")
    for ka in a.keys:
        sa = strip_honorifics(ka)
        for kb in b.keys:
            sb = strip_honorifics(kb)
            score = 100.0 if singular(sa) == singular(sb) else fuzz.ratio(sa, sb)
            if score > best[0]:
                best = (score, sa, sb)
    return best


def _surname_rule(a: _Node, b: _Node, surname_links: dict[str, set[str]]) -> bool:
    """One is a one-word person name whose only longer namesake in its documents is the other."""
    return surname_links.get(a.entity_id) == {b.entity_id} or surname_links.get(b.entity_id) == {a.entity_id}


def _surnames(nodes: dict[str, _Node], pairs: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """For each one-word person node, the longer person nodes that end in its word and share a document."""
    links: dict[str, set[str]] = defaultdict(set)
    for ia, ib in pairs:
        for short, long in ((nodes[ia], nodes[ib]), (nodes[ib], nodes[ia])):
            if short.type not in PERSON_TYPES or long.type not in PERSON_TYPES or not (short.docs & long.docs):
                continue
            words = {strip_honorifics(k) for k in short.keys}
            if any(len(w.split()) == 1 and any(len(strip_honorifics(k).split()) > 1 and strip_honorifics(k).split()[-1] == w
                                              for k in long.keys) for w in words):
                links[short.entity_id].add(long.entity_id)
    return links


def resolve_entities(con: duckdb.DuckDBPyConnection, schema_types: Iterable[str], settings,
                     encode: Callable[[list[str]], np.ndarray] | None = None) -> ResolutionRun:
    """Merge the rows of ``standardized_entities`` that name one thing; rewrite ids in place.

    Args:
        con: the knowledge store after :func:`kagflow.documents.entities.standardize_entities`
            (``standardized_entities``, ``entity_chunks``, ``entities``, ``entity_aliases``, ``edges``),
            inside the caller's transaction.
        schema_types: the schema's type names (table entities of these types take part).
        settings: the ``alignment:`` block (:class:`kagflow.project.AlignmentConfig`).
        encode: ``texts -> unit float32 rows`` for name embeddings of borderline pairs; ``None``
            when embeddings are disabled (the name score alone decides).

    Returns:
        a :class:`ResolutionRun`. ``entity_merges`` and ``entity_resolution`` are replaced;
        ``standardized_entities`` rows of merged groups take the cluster's canonical id and name
        (each keeps its own ``name_key`` and aliases, so joins on ``(type, name_key)`` reach the
        canonical entity) and ``entity_chunks`` is re-aggregated by canonical id.
    """
    schema_types = sorted(schema_types)
    con.execute("DELETE FROM entity_merges")
    con.execute("DELETE FROM entity_resolution")
    before = con.execute("SELECT count(DISTINCT entity_id) FROM standardized_entities").fetchone()[0]
    nodes = _load_nodes(con, schema_types) if settings.enabled else {}
    pairs = _candidate_pairs(con, nodes, settings) if nodes else {}
    surname_links = _surnames(nodes, pairs)

    scored = []  # (score, a, b, rule, name_score, shared_docs, veto)
    borderline: list[tuple[str, str]] = []
    for (ia, ib), _blocks in pairs.items():
        a, b = nodes[ia], nodes[ib]
        name_score, sa, sb = _best_names(a, b)
        surname = _surname_rule(a, b, surname_links)
        if surname:
            rule = "surname_in_document"
        elif name_score == 100:
            rule = "same_name_after_titles_and_plural"
        elif name_score >= settings.fuzzy_threshold:
            rule = "fuzzy_name"
        elif name_score >= settings.review_threshold:
            rule = "similar_name"
            borderline.append((sa, sb))
        else:
            continue
        veto = None
        if a.is_table and b.is_table:
            veto = "two table entities"
        elif _numbers(sa) != _numbers(sb):
            veto = "different numbers in the names"
        elif any(_pair_matches(rule_pair, a, b) for rule_pair in settings.never_merge):
            veto = "never_merge"
        else:
            veto = _conflict(a.attrs, b.attrs)
        scored.append([name_score, ia, ib, rule, sa, sb, len(a.docs & b.docs), veto, None])

    # name embeddings for borderline pairs (the build's encoder), when enabled
    if encode is not None and borderline:
        texts = sorted({t for pair in borderline for t in pair})
        vectors = np.asarray(encode(texts), dtype=np.float32)
        index = {t: i for i, t in enumerate(texts)}
        for row in scored:
            if row[3] == "similar_name":
                row[8] = float(vectors[index[row[4]]] @ vectors[index[row[5]]])

    def accepted(row) -> bool:
        if row[7] is not None:
            return False
        return row[3] != "similar_name" or (row[8] is not None and row[8] >= settings.embedding_threshold)

    parent = {i: i for i in nodes}
    table_of = {i: (i if n.is_table else None) for i, n in nodes.items()}
    cluster_attrs = {i: dict(n.attrs) for i, n in nodes.items()}

    def find(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    # a text node that would join two or more table entities on equal evidence names none of them for sure
    table_partners: dict[str, set[str]] = defaultdict(set)
    for row in scored:
        if accepted(row) and nodes[row[1]].is_table != nodes[row[2]].is_table:
            text, table = (row[1], row[2]) if nodes[row[2]].is_table else (row[2], row[1])
            table_partners[text].add(table)
    ambiguous = {t for t, tables in table_partners.items() if len(tables) > 1}

    decisions = []
    merged = 0
    # strongest evidence first; ties by ids, so the clustering is the same on every run
    for row in sorted(scored, key=lambda r: (-(r[8] or 0) if r[3] == "similar_name" else 0, -r[0], r[1], r[2])):
        name_score, ia, ib, rule, _sa, _sb, shared, veto, emb = row
        decision, reason = "kept_apart", veto
        if veto == "never_merge":
            decision = "never_merge"
        elif veto is not None:
            decision = "conflict"
        elif accepted(row) and (ia in ambiguous or ib in ambiguous) and nodes[ia].is_table != nodes[ib].is_table:
            text = ia if ia in ambiguous else ib
            reason = f"ambiguous: {len(table_partners[text])} table entities fit equally"
        elif accepted(row):
            ra, rb = find(ia), find(ib)
            if ra == rb:
                decision, reason = "merged", "already one cluster"
            elif table_of[ra] and table_of[rb]:
                decision, reason = "conflict", "clusters hold two table entities"
            elif (why := _conflict(cluster_attrs[ra], cluster_attrs[rb])) is not None:
                decision, reason = "conflict", "clusters: " + why
            else:
                keep, drop = (ra, rb) if ra < rb else (rb, ra)
                parent[drop] = keep
                table_of[keep] = table_of[keep] or table_of[drop]
                for t, ids in cluster_attrs[drop].items():
                    cluster_attrs[keep][t] = cluster_attrs[keep].get(t, frozenset()) | ids
                decision, reason, merged = "merged", None, merged + 1
        else:
            reason = "name score below fuzzy_threshold" + ("" if emb is None else " and embedding below embedding_threshold")
        a, b = nodes[ia], nodes[ib]
        decisions.append((ia, ib, a.name, b.name, a.type, b.type, rule, name_score, emb, shared, decision, reason))

    # canonical ids: the table entity of the cluster, else the smallest member id
    members: dict[str, list[str]] = defaultdict(list)
    for i in nodes:
        members[find(i)].append(i)
    mapping: dict[str, tuple[str, str, bool]] = {}
    n_clusters = 0
    for root, ids in members.items():
        if len(ids) < 2:
            continue
        n_clusters += 1
        table = table_of[root]
        canonical = table or min(ids)
        if table:
            name = nodes[table].name
        else:  # the most specific name: most words after titles, then most mentions
            best = max(sorted(ids), key=lambda i: (len(strip_honorifics(name_key(nodes[i].name)).split()), nodes[i].n_mentions))
            name = nodes[best].name
        for i in ids:
            mapping[i] = (canonical, name, table is not None)

    if decisions:
        cols = list(zip(*decisions))
        warehouse.insert_arrow(con, "entity_merges", pa.table({
            "left_id": pa.array(cols[0], pa.string()), "right_id": pa.array(cols[1], pa.string()),
            "left_name": pa.array(cols[2], pa.string()), "right_name": pa.array(cols[3], pa.string()),
            "left_type": pa.array(cols[4], pa.string()), "right_type": pa.array(cols[5], pa.string()),
            "rule": pa.array(cols[6], pa.string()), "name_score": pa.array(cols[7], pa.float64()),
            "embedding_score": pa.array(cols[8], pa.float64()), "shared_docs": pa.array(cols[9], pa.int32()),
            "decision": pa.array(cols[10], pa.string()), "reason": pa.array(cols[11], pa.string()),
            "canonical_id": pa.array([mapping.get(a, (None,))[0] if d == "merged" else None
                                      for a, d in zip(cols[0], cols[10])], pa.string()),
        }))
    remap = pa.table({
        "member_id": pa.array(list(mapping), pa.string()),
        "canonical_id": pa.array([v[0] for v in mapping.values()], pa.string()),
        "cluster_name": pa.array([v[1] for v in mapping.values()], pa.string()),
        "has_table": pa.array([v[2] for v in mapping.values()], pa.bool_()),
    })
    with warehouse.register_arrow(con, remap) as rel:
        con.execute(
            "INSERT INTO entity_resolution SELECT s.entity_id, coalesce(r.canonical_id, s.entity_id), s.type, s.name_key "
            f"FROM standardized_entities s LEFT JOIN {rel} r ON r.member_id = s.entity_id"
        )
        con.execute(
            f"UPDATE standardized_entities s SET entity_id = r.canonical_id, name = r.cluster_name, "
            f"linked = s.linked OR (r.has_table AND list_contains($types, s.type)) FROM {rel} r WHERE r.member_id = s.entity_id",
            {"types": schema_types},
        )
        con.execute(
            f"CREATE OR REPLACE TEMP TABLE _resolved_chunks AS SELECT coalesce(r.canonical_id, c.entity_id) AS entity_id, c.chunk_id, "
            f"any_value(c.doc_id) AS doc_id, any_value(c.file_id) AS file_id, sum(c.n_mentions)::INTEGER AS n_mentions "
            f"FROM entity_chunks c LEFT JOIN {rel} r ON r.member_id = c.entity_id GROUP BY ALL"
        )
    con.execute("DELETE FROM entity_chunks")
    con.execute("INSERT INTO entity_chunks SELECT entity_id, chunk_id, doc_id, file_id, n_mentions FROM _resolved_chunks")
    con.execute("DROP TABLE _resolved_chunks")
    after = con.execute("SELECT count(DISTINCT entity_id) FROM standardized_entities").fetchone()[0]
    return ResolutionRun(len(nodes), len(decisions), merged, n_clusters, before, after)
