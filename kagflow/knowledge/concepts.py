"""Concept alignment: path-shaped concept ids become isA chains (KAG, section 2.2.3 "semantic alignment").

A concept key ``商品化工-橡胶-合成橡胶`` has the parent ``商品化工-橡胶``, whose parent is
``商品化工``. Every prefix becomes a concept of the same type, even when no source row declares it
(``implied``), so the taxonomy is complete and a question about a broad category reaches the
narrower ones.

Concept placement (:func:`place_entities`) then puts entities found in text into those concepts
and into expert hypernym trees (:mod:`kagflow.knowledge.domain_kg`): by exact name, normalised
name, then name embedding, between compatible types (:func:`placement_predicate`). MiniLM cosines
measured for the default threshold 0.85 (``concept_placement.embedding_threshold``): automobiles /
automobile 0.89, car / automobile 0.87, synthetic rubber / rubber 0.86 (placed), natural rubber /
synthetic rubber 0.84, Apple Inc. / apple 0.74, steel / rubber 0.46 (not placed).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import duckdb
import numpy as np
import pyarrow as pa

from kagflow.documents.names import name_key
from kagflow.store import warehouse
from kagflow.store.ids import entity_id_for


def align_concepts(concepts: Iterable[tuple[str, str, str]], separator: str = "-") -> list[tuple]:
    """isA chains for concept keys.

    Args:
        concepts: ``(type, key, name)`` of every known concept (declared or stub).
        separator: the path separator inside keys; empty disables chains.

    Returns:
        rows ``(concept_id, type, key, name, parent_id, depth, implied)`` sorted by id, one per
        concept and per implied ancestor; ``parent_id`` is ``None`` at the root, ``depth`` 0 there.
    """
    rows: dict[str, tuple] = {}
    declared = {(t, k): n for t, k, n in concepts}
    for (type_name, key), name in sorted(declared.items()):
        parts = key.split(separator) if separator else [key]
        if any(not part for part in parts):  # "a--b" or "-a": not a path, keep it flat
            parts = [key]
        for depth in range(len(parts)):
            prefix = separator.join(parts[: depth + 1])
            concept_id = entity_id_for(type_name, prefix)
            if concept_id in rows:
                continue
            parent = entity_id_for(type_name, separator.join(parts[:depth])) if depth else None
            implied = (type_name, prefix) not in declared
            rows[concept_id] = (concept_id, type_name, prefix, declared.get((type_name, prefix), prefix), parent, depth, implied)
    return [rows[k] for k in sorted(rows)]


# --------------------------------------------------------------------------------------------------
# Concept placement (KAG, section 2.2.3: "entities are linked to the concepts they instantiate")
# --------------------------------------------------------------------------------------------------

#: placement methods, in the order they are tried (the first that finds a concept decides)
PLACEMENT_METHODS = ("exact", "normalised", "embedding")


@dataclass(frozen=True)
class ConceptForm:
    """One name a concept can be placed by: its name, key, path leaf or an alias (kind ``synonym``...)."""

    concept_id: str
    type: str
    form: str
    kind: str


@dataclass(frozen=True)
class Candidate:
    """An entity that may belong to a concept: id, type, official name and aliases."""

    entity_id: str
    type: str
    name: str
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Placement:
    """``entity_id`` belongs to ``concept_id`` (edge ``predicate``), found by ``method`` with ``score``
    (1.0 for a name match, the cosine for an embedding), through ``matched`` (the entity's name or
    alias) against ``form`` (the concept's name form)."""

    entity_id: str
    concept_id: str
    concept_type: str
    predicate: str
    method: str
    score: float
    matched: str
    form: str


def placement_predicate(schema, entity_type: str, concept_type: str, default: str = "belongTo") -> str | None:
    """The edge predicate that places an ``entity_type`` entity in a ``concept_type`` concept, or
    ``None`` when the two types are not compatible.

    Rules (type compatibility):

    * the same type: ``None`` (an entity named like a concept of its own type is the concept;
      linking it is entity resolution's job, not placement);
    * the schema declares a predicate of ``entity_type`` whose range is ``concept_type``
      (``Product.belongToIndustry: Industry``, ``IND#belongTo: TaxOfProduct``): that predicate;
    * ``entity_type`` declares predicates into *other* concept types only: ``None`` (the schema
      says where its entities belong);
    * otherwise (an untyped information-layer entity such as ``Thing``, or a schema type with no
      concept predicate): ``default``.

    Args:
        schema: the project's :class:`kagflow.schema.spg.Schema`.
        entity_type, concept_type: type names.
        default: the predicate when the schema declares none.
    """
    if entity_type == concept_type:
        return None
    if entity_type not in schema.types:
        return default
    concept_kinds = {n for n, t in schema.types.items() if t.kind == "ConceptType"} | {concept_type}
    into_concepts = [p for p in schema.predicates(entity_type)
                     if p.name != "id" and concept_kinds & set(p.range_types or (p.range_type,))]
    for p in into_concepts:
        if concept_type in (p.range_types or (p.range_type,)):
            return p.name
    return None if into_concepts else default


def place_entities(
    candidates: Iterable[Candidate],
    forms: Iterable[ConceptForm],
    predicate_for: Callable[[str, str], str | None],
    vectors: Mapping[str, np.ndarray] | None = None,
    threshold: float = 0.85,
) -> list[Placement]:
    """Place entities into concepts: by exact name, then by normalised name, then by embedding.

    For each candidate the methods of :data:`PLACEMENT_METHODS` are tried in turn over its name
    and aliases; the first method that finds a type-compatible concept decides, and every concept
    it finds at its best score is kept (a name shared by concepts of two types places the entity
    in both).

    * ``exact``: the entity's name or an alias equals a concept form character for character;
    * ``normalised``: equal :func:`kagflow.documents.names.name_key` (case, accents, punctuation,
      legal suffixes folded);
    * ``embedding``: cosine of the stored name embeddings (entity vs concept, ``vectors`` keyed
      by entity/concept id, unit rows) of at least ``threshold``; skipped when ``vectors`` is
      ``None`` (embeddings off) or either side has no vector.

    Args:
        candidates: entities to place.
        forms: the concepts' name forms.
        predicate_for: ``(entity type, concept type) -> predicate`` or ``None`` when incompatible
            (:func:`placement_predicate`).
        vectors: id -> unit embedding of its name.
        threshold: minimum cosine (0-1) for an embedding placement.

    Returns:
        placements sorted by ``(entity_id, concept_id)``.
    """
    forms = list(forms)
    by_form: dict[str, list[ConceptForm]] = defaultdict(list)
    by_key: dict[str, list[ConceptForm]] = defaultdict(list)
    concept_type: dict[str, str] = {}
    for f in forms:
        by_form[f.form].append(f)
        key = name_key(f.form)
        if key:
            by_key[key].append(f)
        concept_type[f.concept_id] = f.type
    concept_ids = sorted(c for c in concept_type if vectors is not None and c in vectors)
    matrix = np.stack([vectors[c] for c in concept_ids]).astype(np.float32) if concept_ids else None
    out: list[Placement] = []
    for cand in candidates:
        names = list(dict.fromkeys((cand.name, *cand.aliases)))
        found: dict[str, Placement] = {}
        for method in PLACEMENT_METHODS:
            if method == "embedding":
                if matrix is None or cand.entity_id not in vectors:
                    break
                scores = matrix @ np.asarray(vectors[cand.entity_id], dtype=np.float32)
                order = np.argsort(-scores, kind="stable")
                best = None
                for index in order:
                    score = float(scores[index])
                    if score < threshold or (best is not None and score < best - 1e-6):
                        break
                    concept_id = concept_ids[index]
                    predicate = predicate_for(cand.type, concept_type[concept_id])
                    if predicate is None:
                        continue
                    best = score if best is None else best
                    found.setdefault(concept_id, Placement(cand.entity_id, concept_id, concept_type[concept_id], predicate,
                                                           method, round(score, 4), cand.name, ""))
            else:
                for name in names:
                    matches = by_form.get(name, []) if method == "exact" else by_key.get(name_key(name), [])
                    for f in matches:
                        predicate = predicate_for(cand.type, f.type)
                        if predicate is not None and f.concept_id != cand.entity_id:
                            found.setdefault(f.concept_id, Placement(cand.entity_id, f.concept_id, f.type, predicate,
                                                                     method, 1.0, name, f.form))
            if found:
                break
        out.extend(found.values())
    return sorted(out, key=lambda p: (p.entity_id, p.concept_id))


def concept_forms(con: duckdb.DuckDBPyConnection, separator: str = "-") -> list[ConceptForm]:
    """Name forms of every concept of a built store.

    The concepts are the rows of ``aligned_concepts`` (ConceptTypes, implied path prefixes
    included) and every entity at either end of an expert hypernym edge
    (:data:`kagflow.knowledge.domain_kg.HYPERNYM_PREDICATES` in ``edges``, such as the ``isA``
    tree of ``kag-domain-kg``). Forms: the name, the key, the key's last path segment, and every
    alias in ``entity_aliases`` (synonyms of collapsed expert nodes among them).
    """
    from kagflow.knowledge.domain_kg import HYPERNYM_PREDICATES

    rows = con.execute(
        "WITH concepts AS ("
        " SELECT concept_id AS id, type, key, name FROM aligned_concepts"
        " UNION SELECT e.entity_id, e.type, e.key, e.name FROM entities e WHERE e.entity_id IN"
        "  (SELECT subject_id FROM edges WHERE list_contains($hyper, predicate)"
        "   UNION SELECT object_id FROM edges WHERE list_contains($hyper, predicate)))"
        " SELECT id, type, key, name FROM concepts ORDER BY id",
        {"hyper": list(HYPERNYM_PREDICATES)},
    ).fetchall()
    seen: set[tuple[str, str]] = set()
    out: list[ConceptForm] = []

    def add(concept_id: str, type_name: str, form: str | None, kind: str) -> None:
        if form and form.strip() and (concept_id, form) not in seen:
            seen.add((concept_id, form))
            out.append(ConceptForm(concept_id, type_name, form, kind))

    types: dict[str, str] = {}
    for concept_id, type_name, key, name in rows:
        types[concept_id] = type_name
        add(concept_id, type_name, name, "name")
        add(concept_id, type_name, key, "key")
        if separator and separator in key:
            add(concept_id, type_name, key.rsplit(separator, 1)[-1], "leaf")
    with warehouse.register_arrow(con, pa.table({"entity_id": pa.array(sorted(types), pa.string())})) as ids:
        aliases = con.execute(
            f"SELECT a.entity_id, a.alias, a.kind FROM entity_aliases a JOIN {ids} USING (entity_id) ORDER BY 1, 2, 3").fetchall()
    for concept_id, alias, kind in aliases:
        add(concept_id, types[concept_id], alias, "synonym" if kind == "synonym" else "alias")
    return out


def placement_candidates(con: duckdb.DuckDBPyConnection) -> list[Candidate]:
    """Entities from text that are not table/expert entities (``standardized_entities`` not
    ``linked``), with their aliases; dates and times are left out."""
    rows = con.execute(
        "SELECT entity_id, type, name, aliases FROM standardized_entities WHERE NOT linked "
        "AND type NOT IN ('DATE', 'TIME', 'Date') ORDER BY entity_id").fetchall()
    return [Candidate(e, t, n, tuple(a or ())) for e, t, n, a in rows]


def stored_name_vectors(con: duckdb.DuckDBPyConnection, ids: Iterable[str], model: str) -> dict[str, np.ndarray]:
    """Stored name embeddings (``entity_embeddings``) of ``ids`` by encoder ``model``; empty when
    the store holds none (embeddings off)."""
    table = pa.table({"entity_id": pa.array(sorted(set(ids)), pa.string())})
    with warehouse.register_arrow(con, table) as name:
        rows = con.execute(
            f"SELECT x.entity_id, x.embedding FROM entity_embeddings x JOIN {name} i USING (entity_id) "
            "WHERE x.model = ? ORDER BY 1", [model]).fetchall()
    return {e: np.asarray(v, dtype=np.float32) for e, v in rows}


def concept_texts(forms: Iterable[ConceptForm]) -> dict[str, str]:
    """The text to embed per concept: its path leaf when it has one (``商品化工`` rather than
    ``原材料-原材料-化学制品-商品化工``), else its name."""
    out: dict[str, str] = {}
    for f in forms:
        if f.kind == "leaf" or (f.kind == "name" and f.concept_id not in out):
            out[f.concept_id] = f.form
    return out


def name_vectors(con: duckdb.DuckDBPyConnection, candidates: list[Candidate], forms: list[ConceptForm],
                 encode: Callable[[list[str]], np.ndarray], model: str,
                 encode_names: bool = False) -> dict[str, np.ndarray] | None:
    """Name embeddings for the embedding step of :func:`place_entities`.

    Entities use their stored vectors (the embedding stage wrote them, with
    ``embeddings.entity_names``); when no candidate has one and ``encode_names`` is set (embeddings
    on, names not embedded at build), the candidates' names are encoded here with ``encode``, the
    build's encoder, so placement reads the vectors it would have read. Concepts use stored vectors
    when there are (``embeddings.table_names``), else their :func:`concept_texts` are encoded here —
    only when some candidate has a vector, so a build with embeddings off (or with no text
    entities) loads no model.

    Returns:
        id -> unit vector, or ``None`` when no candidate has a vector (no embedding step).
    """
    vectors = stored_name_vectors(con, [c.entity_id for c in candidates] + [f.concept_id for f in forms], model)
    if encode_names and candidates and not any(c.entity_id in vectors for c in candidates):
        from kagflow.documents import embeddings

        by_id = {c.entity_id: c.name for c in candidates}  # one name per entity (the canonical one)
        vectors.update(zip(by_id, embeddings.encode_names(list(by_id.values()), encode)))
    if not any(c.entity_id in vectors for c in candidates):
        return None
    missing = {k: v for k, v in concept_texts(forms).items() if k not in vectors}
    if missing:
        ids = sorted(missing)
        vectors.update(zip(ids, np.asarray(encode([missing[i] for i in ids]), dtype=np.float32)))
    return vectors
