"""Entity linking for named nodes of a plan (KAG's kg_cs linking).

A name is linked, within the step's type, first exactly (name or key), then by alias
(``kg_aliases``: names, keys, last segment of a path key, mention spellings; case-insensitive), then, for a
typed node, by a property value exactly one entity of the type holds (a device named by its umid), then fuzzily
with rapidfuzz's ``WRatio`` above a threshold (0-100), and last, when an encoder is given, by the
cosine similarity of the name's sentence embedding to the entity-name embeddings (the build's
encoder) above a threshold: the stored ones (``entity_embeddings``) when the build wrote them
(``embeddings.entity_names``), else the names of the step's type embedded when this step first needs
them, kept per reader connection and beside the store for the next reader of the same publish
(``name_vectors/``). The result says which method matched, so
the trace shows how a name was read. Names are always bound parameters: a name such as
``x'); DROP TABLE triples; --`` is just a name that matches nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb

from kagflow.store.reader_cache import connection_memo, store_key_of

if TYPE_CHECKING:
    import numpy as np

# Beside the store file: entity-name vectors the last linking step embedded, kept per publish so the
# next reader of the same store reads them instead of embedding the names again.
NAME_VECTORS_DIR = "name_vectors"

# Cosine similarity (MiniLM, unit vectors) a plan's name needs to link by embedding. Chosen so that
# short forms of one name ("NYC", "Tulsa" for "Tulsa, Oklahoma") pass while different things that
# share words (two members of one family, "Bank of America" / "Bank of China") stay apart; acronyms
# such as "IBM" mostly do not reach it (MiniLM does not know them).
EMBEDDING_THRESHOLD = 0.8


@dataclass(frozen=True)
class Link:
    """Entities a name was linked to: ``method`` is ``exact`` | ``alias`` | ``value`` | ``fuzzy`` | ``embedding`` | ``none``.

    ``score`` is rapidfuzz's 0-100 for ``fuzzy``, the cosine similarity times 100 for ``embedding``."""

    name: str
    type: str | None
    entity_ids: tuple[str, ...]
    matched: tuple[str, ...]
    method: str
    score: float | None = None

    def describe(self) -> str:
        if not self.entity_ids:
            return f"no {self.type or 'entity'} named {self.name!r}"
        what = ", ".join(repr(m) for m in self.matched[:5])
        score = f" (score {self.score:.0f})" if self.score is not None else ""
        return f"{self.name!r} -> {what} [{self.method}{score}]"


def link_entity(
    con: duckdb.DuckDBPyConnection,
    name: str,
    type_name: str | None,
    threshold: float = 85.0,
    concept: str | None = None,
    encode: Callable[[list[str]], np.ndarray] | None = None,
    embedding_threshold: float = EMBEDDING_THRESHOLD,
) -> Link:
    """:func:`find_link`, remembered per reader connection of a published store
    (:func:`kagflow.store.reader_cache.connection_memo`): resolving a plan and executing it link
    the same names, and a loaded reader links the same names again."""
    memo = connection_memo(con, "links")
    key = (name, type_name, threshold, concept, embedding_threshold)
    found = memo.get(key) if memo is not None else None
    # a link made without an encoder stands, unless it found nothing and an encoder is given now
    if found is not None and (found[1] or encode is None or found[0].method != "none"):
        return found[0]
    link = find_link(con, name, type_name, threshold, concept, encode, embedding_threshold)
    if memo is not None:
        memo[key] = (link, encode is not None)
    return link


def find_link(
    con: duckdb.DuckDBPyConnection,
    name: str,
    type_name: str | None,
    threshold: float = 85.0,
    concept: str | None = None,
    encode: Callable[[list[str]], np.ndarray] | None = None,
    embedding_threshold: float = EMBEDDING_THRESHOLD,
) -> Link:
    """Link ``name`` to entities of ``type_name`` (any type when ``None``).

    Args:
        con: connection to a built knowledge store.
        name: the name written in the plan.
        type_name: restrict candidates to this schema type.
        threshold: minimum rapidfuzz ``WRatio`` score (0-100) for a fuzzy match.
        concept: for a concept node (``Type/concept``) the concept key, matched exactly.
        encode: ``texts -> unit float32 rows``, the encoder that embedded the entity names
            (``entity_embeddings.model``); ``None``: no embedding step.
        embedding_threshold: minimum cosine similarity (0-1) for an embedding match.

    Returns:
        a :class:`Link`; ``entity_ids`` is empty when nothing matches (never an error).
    """
    type_filter = "($type IS NULL OR e.type = $type)"
    if concept is not None:
        rows = con.execute(
            f"SELECT entity_id, name FROM kg_entities e WHERE e.key = $key AND {type_filter} ORDER BY entity_id",
            {"key": concept, "type": type_name},
        ).fetchall()
        return Link(concept, type_name, tuple(r[0] for r in rows), tuple(r[1] for r in rows), "exact" if rows else "none")
    rows = con.execute(
        f"SELECT entity_id, name FROM kg_entities e WHERE (e.name = $name OR e.key = $name) AND {type_filter} ORDER BY entity_id",
        {"name": name, "type": type_name},
    ).fetchall()
    if rows:
        return Link(name, type_name, tuple(r[0] for r in rows), tuple(r[1] for r in rows), "exact")
    rows = con.execute(
        f"SELECT DISTINCT e.entity_id, e.name FROM kg_aliases a JOIN kg_entities e USING (entity_id) "
        f"WHERE lower(a.alias) = lower($name) AND {type_filter} ORDER BY e.entity_id",
        {"name": name, "type": type_name},
    ).fetchall()
    if rows:
        return Link(name, type_name, tuple(r[0] for r in rows), tuple(r[1] for r in rows), "alias")
    if type_name is not None and len(name.strip()) >= 4:
        # a typed node named by a value only one entity of its type holds (a device by its umid)
        rows = con.execute(
            "SELECT DISTINCT e.entity_id, e.name FROM kg_properties p JOIN kg_entities e USING (entity_id) "
            "WHERE e.type = $type AND p.value = $name", {"name": name.strip(), "type": type_name}).fetchall()
        if len(rows) == 1:
            return Link(name, type_name, (rows[0][0],), (rows[0][1],), "value")
    candidates = con.execute(
        f"SELECT e.entity_id, e.name FROM kg_entities e WHERE {type_filter} "
        f"UNION SELECT e.entity_id, a.alias FROM kg_aliases a JOIN kg_entities e USING (entity_id) WHERE {type_filter}",
        {"type": type_name},
    ).fetchall()
    if not candidates:
        return Link(name, type_name, (), (), "none")
    from rapidfuzz import fuzz, process  # the fuzzy step only: an exact or alias link never imports it

    choices = [c[1] for c in candidates]
    matches = process.extract(name, choices, scorer=fuzz.WRatio, score_cutoff=threshold, limit=None)
    if not matches:
        if encode is not None and name.strip():
            return _embedding_link(con, name, type_name, encode, embedding_threshold)
        return Link(name, type_name, (), (), "none")
    best = max(score for _, score, _ in matches)
    chosen: dict[str, str] = {}
    for _text, score, index in matches:
        if score == best:
            entity_id, text = candidates[index]
            chosen.setdefault(entity_id, text)
    ordered = sorted(chosen.items())
    return Link(name, type_name, tuple(i for i, _ in ordered), tuple(t for _, t in ordered), "fuzzy", best)


def _embedding_link(con: duckdb.DuckDBPyConnection, name: str, type_name: str | None,
                    encode: Callable[[list[str]], np.ndarray], threshold: float) -> Link:
    """The entities whose name embedding is nearest to ``name``'s, when at least ``threshold``.

    The name embeddings are the stored ones (``entity_embeddings``) when the build wrote them
    (``embeddings.entity_names``); otherwise the names of the type are embedded here with
    ``encode`` on first need (:func:`_lazy_name_vectors`), the same names the build would have
    embedded, so the link is the one stored vectors give (to float noise)."""
    import numpy as np

    vectors = encode([name])
    if vectors is None:  # a deferred encoder whose model kagflow has no encoder for
        return Link(name, type_name, (), (), "none")
    vector = np.asarray(vectors[0], dtype=np.float32)
    if _names_stored(con):
        rows = con.execute(
            "SELECT e.entity_id, e.name, list_dot_product(x.embedding, $v::FLOAT[]) AS s FROM entity_embeddings x "
            "JOIN kg_entities e USING (entity_id) WHERE ($type IS NULL OR e.type = $type) "
            "ORDER BY s DESC, e.entity_id LIMIT 5",
            {"v": vector.tolist(), "type": type_name},
        ).fetchall()
    else:
        ids, names, matrix = _lazy_name_vectors(con, type_name, encode)
        scores = matrix @ vector if len(ids) else np.zeros(0, dtype=np.float32)
        # best first, ties by entity id (the rows are in id order), as the stored path's ORDER BY s DESC, entity_id LIMIT 5
        order = np.argsort(-scores, kind="stable")[:5]
        rows = [(ids[i], names[i], float(scores[i])) for i in order]
    if not rows or rows[0][2] < threshold:
        return Link(name, type_name, (), (), "none")
    best = rows[0][2]
    chosen = [(i, n) for i, n, s in rows if s >= best - 1e-6]
    return Link(name, type_name, tuple(i for i, _ in chosen), tuple(n for _, n in chosen), "embedding", 100 * best)


def _names_stored(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether the build stored entity-name embeddings (remembered per reader connection)."""
    memo = connection_memo(con, "names stored")
    if memo is not None and "stored" in memo:
        return memo["stored"]
    (stored,) = con.execute("SELECT EXISTS (SELECT 1 FROM entity_embeddings)").fetchone()
    if memo is not None:
        memo["stored"] = bool(stored)
    return bool(stored)


def _lazy_name_vectors(con: duckdb.DuckDBPyConnection, type_name: str | None, encode: Callable[[list[str]], np.ndarray]):
    """``(entity_ids, names, unit vectors (n, dim))`` of the entities of ``type_name`` (every type
    when ``None``) whose names the build embeds with ``embeddings.entity_names`` (names read from
    text, not dates or times: :data:`kagflow.documents.embeddings.TEXT_ENTITIES`), encoded with
    ``encode`` on the first call and remembered per reader connection of a published store, so a
    loaded reader embeds a type's names once, and kept beside the store for later readers of the
    same publish (:func:`_vector_file`). A name shared by several entities is encoded once."""
    from kagflow.documents.embeddings import TEXT_ENTITIES, encode_names

    memo = connection_memo(con, "lazy name vectors")
    if memo is not None and type_name in memo:
        return memo[type_name]
    rows = con.execute(
        f"SELECT DISTINCT x.entity_id, x.name FROM ({TEXT_ENTITIES}) x JOIN kg_entities e USING (entity_id) "
        "WHERE ($type IS NULL OR e.type = $type) ORDER BY 1, 2", {"type": type_name}).fetchall()
    ids, names = [r[0] for r in rows], [r[1] for r in rows]
    kept = _vector_file(con, type_name)
    matrix = _read_vectors(kept, ids, names) if kept is not None and ids else None
    if matrix is None:
        matrix = encode_names(names, encode)
        if kept is not None and ids:
            _write_vectors(kept, ids, names, matrix)
    found = (ids, names, matrix)
    if memo is not None:
        memo[type_name] = found
    return found


def _vector_file(con: duckdb.DuckDBPyConnection, type_name: str | None) -> Path | None:
    """Where the name vectors of ``type_name`` embedded for the published store ``con`` reads are
    kept for the next reader: ``name_vectors/<publish id>/<hash of the type>.npz`` beside the store
    file; ``None`` for a store with no publish id (a writable or in-memory one)."""
    import hashlib

    key = store_key_of(con)
    if key is None:
        return None
    path, publish_id = key
    folder = hashlib.sha256(str(publish_id).encode("utf-8")).hexdigest()[:24]
    name = hashlib.sha256(repr(type_name).encode("utf-8")).hexdigest()[:24]
    return Path(path).parent / NAME_VECTORS_DIR / folder / f"{name}.npz"


def _read_vectors(file: Path, ids: list[str], names: list[str]):
    """The kept matrix of ``file`` when it holds exactly these ``ids`` and ``names``, else ``None``
    (missing, unreadable, or of other rows)."""
    import numpy as np

    try:
        with np.load(file, allow_pickle=False) as kept:
            if kept["ids"].tolist() == ids and kept["names"].tolist() == names:
                return np.asarray(kept["matrix"], dtype=np.float32)
    except (OSError, ValueError, KeyError):
        pass
    return None


def _write_vectors(file: Path, ids: list[str], names: list[str], matrix) -> None:
    """Keep ``matrix`` in ``file`` for the next reader (written beside and renamed into place) and
    remove what was kept for other publishes of the store. Best effort: a reader that cannot write
    there (a read-only folder) just keeps the vectors in memory."""
    import os
    import shutil
    import tempfile

    import numpy as np

    temp = None
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(dir=file.parent, suffix=".tmp")
        with os.fdopen(fd, "wb") as out:
            np.savez(out, ids=np.array(ids, dtype=str), names=np.array(names, dtype=str), matrix=matrix)
        os.chmod(temp, 0o644)  # mkstemp makes it private; readers may run as another user
        os.replace(temp, file)
        temp = None
        for other in file.parent.parent.iterdir():
            if other != file.parent:
                shutil.rmtree(other, ignore_errors=True)
    except OSError:
        pass
    finally:
        if temp is not None:
            Path(temp).unlink(missing_ok=True)


def entity_name_encoder(con: duckdb.DuckDBPyConnection) -> Callable[[list[str]], np.ndarray] | None:
    """The encoder that embedded the store's entity names (``entity_embeddings.model``; when the
    build stored none, the chunks' ``chunk_embeddings.model``, which embeds them on demand), for
    :func:`link_entity`'s last step: the store's query encoder
    (:func:`kagflow.documents.query_encoder.query_encoder`: ONNX when the build exported it), with
    the model and the encoder looked up on its first call (:class:`DeferredNameEncoder`), so a plan
    whose names link exactly reads nothing more and imports no encoder module (numpy, pyarrow,
    ONNX Runtime). The encoder answers ``None`` when names were not embedded, were embedded by
    several models, or by a model kagflow has no encoder for (no embedding link, as before).
    """
    return DeferredNameEncoder(con)


class DeferredNameEncoder:
    """``encode(texts) -> float32 (len(texts), dim)`` by the query encoder of the model that
    embedded the store's entity names (:func:`kagflow.documents.query_encoder.query_encoder`), both
    looked up on the first call; it answers ``None`` when names were not embedded, were embedded by
    several models, or by a model kagflow has no encoder for (then :func:`link_entity` finds no
    embedding link, as with no encoder). ``used`` and ``note`` are the looked-up encoder's (for
    :func:`kagflow.documents.query_encoder.encoder_notes`); before the first call ``used`` is False.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection):
        self._con, self._encode, self._missing = con, None, False

    def __call__(self, texts: list[str]):
        if self._missing:
            return None
        if self._encode is None:
            from kagflow.documents.embeddings import UnknownEncoderError
            from kagflow.documents.query_encoder import query_encoder

            models = [m for (m,) in self._con.execute("SELECT DISTINCT model FROM entity_embeddings LIMIT 2").fetchall()]
            if not models:  # names not embedded at build: they are embedded by the chunks' encoder when needed
                models = [m for (m,) in self._con.execute("SELECT DISTINCT model FROM chunk_embeddings LIMIT 2").fetchall()]
            try:
                if len(models) != 1:
                    raise UnknownEncoderError("no single model embedded the entity names")
                self._encode = query_encoder(models[0], self._con)
            except UnknownEncoderError:
                self._missing = True
                return None
        return self._encode(texts)

    @property
    def used(self) -> bool:
        return bool(getattr(self._encode, "used", False))

    @property
    def note(self) -> str | None:
        return getattr(self._encode, "note", None)


def link_warning(link: Link) -> str | None:
    """What the answer must say about a link that is not an exact match of the name, else ``None``.

    Returns:
        ``"'Acme Motor' is not a Company name in the store: linked to 'Acme Motors' by fuzzy
        match (score 94)"`` for an alias, fuzzy or embedding link; for no link, that nothing
        was linked; ``None`` for an exact one (a concept is linked by its key, exactly).
    """
    what = link.type or "entity"
    if link.method == "exact":
        return None
    if not link.entity_ids:
        return f"no {what} named {link.name!r} in the store: nothing was linked, so the steps from it find nothing"
    found = ", ".join(repr(m) for m in link.matched[:5]) + (f" and {len(link.matched) - 5} more" if len(link.matched) > 5 else "")
    how = {"alias": "alias (another name or key of the entity, case-insensitive)", "fuzzy": "fuzzy match",
           "embedding": "name-embedding similarity"}.get(link.method, link.method)
    score = f" (score {link.score:.0f})" if link.score is not None else ""
    return f"{link.name!r} is not a {what} name in the store: linked to {found} by {how}{score}"


def same_type_candidates(con: duckdb.DuckDBPyConnection, ids: list[str]) -> list[tuple[str, str, str | None, str, str | None]]:
    """The linked entities that share their type with another linked one: two different
    entities a name stands for, which an answer must not merge.

    Returns:
        ``(entity_id, type, key, name, where)`` rows (``where``: ``file:line`` of a table
        entity), by type and key; empty when each type has at most one.
    """
    if len(ids) < 2:
        return []
    rows = con.execute(
        "SELECT e.entity_id, e.type, e.key, e.name, s.doc_id || ':' || s.line FROM kg_entities e "
        "LEFT JOIN entities s USING (entity_id) WHERE e.entity_id IN (SELECT unnest($ids::VARCHAR[])) "
        "ORDER BY e.type, e.key, e.entity_id", {"ids": list(ids)}).fetchall()
    per_type: dict[str, int] = {}
    for row in rows:
        per_type[row[1]] = per_type.get(row[1], 0) + 1
    return [row for row in rows if per_type[row[1]] > 1]


def ambiguity_message(step: int, alias: str, link: Link, candidates: list[tuple]) -> str:
    """The error of a name that links several entities of one type: each candidate with its
    type, key and source, and how to name one (by its key, which links exactly)."""
    listed = "; ".join(f"{name!r} ({type_}, key {key!r}{', ' + where if where else ''})" for _i, type_, key, name, where in candidates)
    first = candidates[0]
    return (f"Action{step}: {link.name!r} names {len(candidates)} different entities ({link.method} link): {listed}. "
            f"An answer would merge them; name the one you mean by its key, e.g. {alias}:{first[1]}[`{first[2]}`]")
