"""Personalised PageRank over the entity–chunk graph: the PageRank half of KAG's kg_fr.

The graph (:class:`ChunkGraph`, built from the store when a search opens) is undirected and has
two kinds of node:

- one node per **chunk**;
- one node per **name**: the folded key (:func:`kagflow.documents.names.name_key`) of an entity
  found by NER, so "Hank Snow" the PERSON and "Hank Snow" the ORG are one node — and of every
  passage **title**, so a passage is joined to the chunks that mention what it is about (the bridge
  of a multi-hop question: the passage titled "Hank Snow" and the passage that names Hank Snow as
  the performer of "Hello Love").

Edges: chunk — name (the entity occurs in the chunk, ``entity_chunks``, joined to the key of the
entity's canonical name when resolution merged several: :func:`entity_keys`; a chunk — its title's
name), and name — name for subject-verb-object triples (``triples`` of kind ``svo``). Co-mention
triples are not edges (they repeat the chunk — name edges, and at full weight they drowned the
signal in the prototype measurements of issue 9). All edges weigh 1 both ways but one: leaving a
name that is a passage's title, the walk enters that passage :data:`TITLE_SHARE` of the time (the
passage *about* the name against all that mention it; issue 24), so the second hop of "the
director of film X" reaches the director's own passage rather than every film he made.

A question seeds the walk twice over (HippoRAG 2, Gutiérrez et al. 2025, seeds passages and
phrases): with the **names it mentions** (:meth:`ChunkGraph.links`: every word n-gram of the
question whose key is a name node; shorter matches inside a longer one dropped), each weighted by
1 / (chunks the name occurs in) like an inverse document frequency, a quarter of that for a name
no passage has as its title (:class:`Link`); and with the **chunks that
dense retrieval ranked first** (weights chosen by the caller: :mod:`kagflow.solver.retrievers.hybrid`).
PageRank with restart
(:func:`personalized_pagerank`) then ranks chunks; damping 0.5 (half the mass restarts at the
seeds each step) keeps the walk within two or three hops, which is what a multi-hop question needs
— HippoRAG 2 uses the same value.
"""

from __future__ import annotations

import re
import threading
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

import duckdb
import numpy as np

from kagflow.documents.names import name_key

DAMPING = 0.5  # probability of following an edge; 1 - DAMPING restarts at the seeds (HippoRAG 2: 0.5)
TOLERANCE = 1e-8  # L1 change between iterations at which the power iteration stops
MAX_ITERATIONS = 100  # at damping 0.5 the error halves per step: 30 steps reach 1e-9
MAX_NGRAM = 12  # longest name, in words, looked up in a question
# A name that is only mentioned (not a passage's title) seeds with a quarter of a title's weight:
# NER's names in a question are often context ("the US", "Italy", "1920") rather than the thing asked
# about, while a title the question spells out names the passage itself. Measured in
# bench/results/retrieval_notes.md (0.5 and 0.1 within noise of 0.25; 0: worse on MuSiQue).
MENTION_WEIGHT = 0.25
SVO_WEIGHT = 1.0
# Leaving a name that is a passage's title, the walk enters that passage (the one *about* the name)
# this share of the time and the passages that only mention it the rest: twice as likely as all the
# mentions together (the edge name -> its title passage is weighted, the way back is not). Without
# it, "Clarence Brown" the director spreads the walk over every film he made before his own passage.
# Measured (bench/results/retrieval_notes.md): 0.6 to 0.8 within noise on all three sets.
TITLE_SHARE = 2 / 3  # an SVO triple between two names counts like one chunk joining them
# Entity types that are values, not things: a date joins unrelated passages that share a year.
# spaCy's labels, and the schema types DATE/TIME map to (the general schema's Date).
VALUE_TYPES = ("DATE", "TIME", "CARDINAL", "ORDINAL", "PERCENT", "QUANTITY", "MONEY", "Date", "Time")

# A title "X of Y" written "X, Duke of Y": at most this many capitalised words between (ChunkGraph.titles_in)
APPOSITIVE_WORDS = 3
CONNECTORS = frozenset({"of", "de", "von", "van", "da", "di", "du", "del", "la", "le"})

_WORD = re.compile(r"[^\s]+")
_LETTERS = re.compile(r"[^\W\d_]+")  # a run of letters: the unit of the corpus's case statistics
_SENTENCE_BREAK = re.compile(r"[.!?:;]\s+|\n+")
_QUALIFIER = re.compile(r"\s*\([^()]*\)\s*$")


def _caseless(question: str) -> bool:
    """A question typed without case: no capital after its first letter, or no lower-case letter.
    Only letters that have case count (a Chinese question is not caseless: it keeps the old rule)."""
    letters = [ch for ch in question if ch.isupper() or ch.islower()]
    return bool(letters) and (not any(ch.isupper() for ch in letters[1:]) or not any(ch.islower() for ch in letters))


def title_keys(title: str) -> list[str]:
    """Name keys of a passage title: the title, and without a trailing qualifier in brackets
    (Wikipedia's "Hello Love (song)" is about "Hello Love")."""
    keys = [name_key(title)]
    bare = _QUALIFIER.sub("", title)
    if bare != title:
        keys.append(name_key(bare))
    return [k for k in dict.fromkeys(keys) if k]


def entity_keys(con: duckdb.DuckDBPyConnection) -> tuple[dict[str, str], dict[str, str]]:
    """The name node each entity's chunks join, and where a merged entity's other keys lead.

    Entity resolution gives the rows of one cluster one id and one canonical name, while each row
    keeps the ``name_key`` of its own mention ("Ivor Cutler" and "Cutler" are one entity with
    keys ``ivor cutler`` and ``cutler``). The entity joins one node: the key of its canonical name
    when one of its rows has it, else its longest key (ties: the first in sort order) — never a
    key picked by row order, which would join the chunks of "Ivor Cutler" to a bare surname node
    and cut them off the passage titled "Ivor Cutler".

    Args:
        con: the knowledge store (``standardized_entities``).

    Returns:
        ``(key_of, merged_keys)``: entity id -> its node's key (value types left out); each other
        key of a merged entity -> that entity's key (the first entity in id order, for a key
        several merged entities share).
    """
    key_of: dict[str, str] = {}
    merged: dict[str, tuple[str, set[str]]] = {}  # entity id -> (canonical name, its keys), several keys only
    for entity_id, key, name in con.execute(
            "SELECT entity_id, name_key, name FROM standardized_entities WHERE NOT list_contains(?, type) AND name_key <> ''",
            [list(VALUE_TYPES)]).fetchall():
        first = key_of.setdefault(entity_id, key)
        if first != key:
            merged.setdefault(entity_id, (name, {first}))[1].add(key)
    merged_keys: dict[str, str] = {}
    for entity_id, (name, keys) in sorted(merged.items()):
        canonical = name_key(name)
        key = canonical if canonical in keys else min(keys, key=lambda k: (-len(k), k))
        key_of[entity_id] = key
        for other in sorted(keys - {key}):
            merged_keys.setdefault(other, key)
    return key_of, merged_keys


class Transition:
    """A row-stochastic sparse matrix ``P`` (``n × n``) held as its edges, for power iteration.

    Plain numpy (edge arrays and ``np.bincount``), not scipy.sparse: scipy's import pulls in
    numpy's whole public namespace (f2py, testing, ...) and cost a one-shot ``kagflow ask`` more
    CPU than the walk itself (issue 20).

    Args:
        source, target: int ``(nnz,)`` node indices in ``[0, n)``; an edge may repeat (the weights sum).
        probability: float64 ``(nnz,)``, ``P[source, target]`` (a repeated edge: its parts).
        n: number of nodes.
    """

    def __init__(self, source: np.ndarray, target: np.ndarray, probability: np.ndarray, n: int):
        order = np.argsort(target, kind="stable")  # the product scatters by target: sorted, it runs in memory order
        self.source = np.asarray(source, dtype=np.int64)[order]
        self.target = np.asarray(target, dtype=np.int64)[order]
        self.probability = np.asarray(probability, dtype=np.float64)[order]
        self.n = int(n)
        self.dangling = np.flatnonzero(np.bincount(self.source, weights=self.probability, minlength=self.n) <= 0)
        self._rows: tuple[np.ndarray, np.ndarray] | None = None  # edge positions by source, made on first need

    @classmethod
    def row_stochastic(cls, source, target, weights, n: int) -> Transition:
        """``D⁻¹ A`` for the non-negative adjacency ``A`` given as weighted edges (rows without edges stay zero)."""
        source = np.asarray(source, dtype=np.int64)
        weights = np.asarray(weights, dtype=np.float64)
        degree = np.bincount(source, weights=weights, minlength=n).astype(np.float64)  # int64 when there are no edges
        inverse = np.divide(1.0, degree, out=np.zeros_like(degree), where=degree > 0)
        return cls(source, np.asarray(target, dtype=np.int64), weights * inverse[source], n)

    @property
    def shape(self) -> tuple[int, int]:
        return (self.n, self.n)

    def propagate(self, r: np.ndarray) -> np.ndarray:
        """``Pᵀ r``: the mass each node receives along its in-edges, float64 ``(n,)``."""
        return np.bincount(self.target, weights=self.probability * r[self.source], minlength=self.n).astype(np.float64)

    def reweighted(self, rows: Mapping[int, Mapping[int, float]]) -> Transition:
        """This matrix with some rows' edges re-weighted, exits added, and those rows normalised again.

        Args:
            rows: node ``i`` -> {target node -> factor > 0}; an edge of row ``i`` to a target not
                listed keeps factor 1. A listed target with no edge from ``i`` becomes an edge
                weighing ``factor`` times the row's mean edge probability (an exit like the
                row's others); a row without edges is left as it is.

        Returns:
            a new :class:`Transition` sharing this one's edge arrays when no exit is added (only
            the probabilities are copied); ``self`` when ``rows`` is empty.
        """
        if not rows:
            return self
        by_source, start = self._edges_by_source()
        probability = self.probability.copy()
        added: list[tuple[int, int, float]] = []
        for i, factors in rows.items():
            at = by_source[start[i]:start[i + 1]]
            if not len(at):
                continue
            targets = self.target[at]
            scaled = probability[at] * np.array([factors.get(int(t), 1.0) for t in targets])
            mean = probability[at].mean()
            have = set(targets.tolist())
            extra = [(i, t, f * mean) for t, f in sorted(factors.items()) if t not in have]
            total = scaled.sum() + sum(w for _, _, w in extra)
            probability[at] = scaled / total
            added += [(i, t, w / total) for i, t, w in extra]
        out = Transition.__new__(Transition)
        out.n, out.dangling = self.n, self.dangling
        if added:  # appended unsorted: the product is the same, only a little less local in memory
            source, target, weight = zip(*added)
            out.source = np.concatenate([self.source, np.asarray(source, dtype=np.int64)])
            out.target = np.concatenate([self.target, np.asarray(target, dtype=np.int64)])
            out.probability = np.concatenate([probability, np.asarray(weight, dtype=np.float64)])
            out._rows = None
        else:
            out.source, out.target, out.probability, out._rows = self.source, self.target, probability, self._rows
        return out

    def _edges_by_source(self) -> tuple[np.ndarray, np.ndarray]:
        """``(positions, start)``: the edges leaving node ``i`` are ``positions[start[i]:start[i + 1]]``
        (a CSR row index over the target-sorted edge arrays, made once)."""
        if self._rows is None:
            positions = np.argsort(self.source, kind="stable")
            start = np.searchsorted(self.source[positions], np.arange(self.n + 1))
            self._rows = (positions, start)
        return self._rows

    def targets(self, i: int) -> np.ndarray:
        """The nodes row ``i`` has an edge to (int64, target order; repeated for a repeated edge)."""
        by_source, start = self._edges_by_source()
        return self.target[by_source[start[i]:start[i + 1]]]

    def row(self, i: int) -> np.ndarray:
        """Row ``i`` of ``P`` as a dense float64 ``(n,)`` (leaving node ``i``: where the walk goes)."""
        at = self.source == i
        return np.bincount(self.target[at], weights=self.probability[at], minlength=self.n).astype(np.float64)


def personalized_pagerank(transition: Transition, seeds: np.ndarray, damping: float = DAMPING,
                          tol: float = TOLERANCE, max_iter: int = MAX_ITERATIONS) -> np.ndarray:
    """PageRank with restart to ``seeds`` (Page et al. 1999; Haveliwala 2002), by power iteration.

    Iterates ``r <- (1 - damping) * s + damping * (Pᵀ r + dangling mass * s)`` until the L1 change
    is below ``tol``. Mass on nodes without edges returns to the seeds, so the result sums to 1.

    Args:
        transition: the row-stochastic ``P`` (rows of nodes without edges all zero).
        seeds: non-negative ``(n,)``, or ``(n, m)`` for ``m`` walks (column by column); each
            normalised here.
        damping: probability of following an edge.

    Returns:
        float64 scores of the shape of ``seeds``, each column summing to 1; all zeros where its
        seeds are all zeros.
    """
    seeds = np.asarray(seeds, dtype=np.float64)
    if seeds.ndim == 2:  # column by column: numpy's 1-D vector operations are 3x faster than on (n, 2)
        return np.stack([personalized_pagerank(transition, seeds[:, j], damping, tol, max_iter)
                         for j in range(seeds.shape[1])], axis=1).reshape(seeds.shape)
    total = float(seeds.sum())
    if total <= 0:
        return np.zeros(transition.n)
    s = seeds / total
    dangling = transition.dangling
    restart = (1 - damping) * s
    r = s.copy()
    for _ in range(max_iter):
        nxt = transition.propagate(r)
        if len(dangling):
            nxt += r[dangling].sum() * s
        nxt *= damping
        nxt += restart
        r -= nxt
        delta = np.abs(r, out=r).sum()
        r = nxt
        if delta < tol:
            break
    return r


@dataclass(frozen=True)
class Link:
    """A name of the graph that a question mentions.

    Attributes:
        name: the folded name (a name node).
        chunks: chunks the name occurs in (its chunk edges, title or mention).
        titled: passages whose title the name is (0: none); when it is 1 the question names one
            passage outright, however many others mention the name.
        weight: the seed weight, ``1 / chunks`` (inverse document frequency without the
            logarithm: a name in five chunks pins down a fifth as much as a name in one),
            times :data:`MENTION_WEIGHT` for a name no passage has as its title.
    """

    name: str
    chunks: int
    titled: int
    weight: float

    @property
    def title(self) -> bool:
        """The name is a passage's title: the question names that passage, not only something passages mention."""
        return self.titled > 0

    @property
    def title_specificity(self) -> float:
        """``1 / titled``: how surely the name picks one passage by its title (0 for no title)."""
        return 1.0 / self.titled if self.titled else 0.0


class ChunkGraph:
    """The entity–chunk graph of one store, ready for personalised PageRank.

    Args:
        con: the knowledge store (``chunks``, ``entity_chunks``, ``standardized_entities``,
            ``triples``); kept open by the caller: the first question typed without case reads the
            chunks' text once more (:meth:`links`).

    Attributes:
        chunk_ids: chunk node ``i`` is ``chunk_ids[i]``.
        names: name node ``len(chunk_ids) + j`` is ``names[j]`` (a folded key).
    """

    def __init__(self, con: duckdb.DuckDBPyConnection):
        self.chunk_ids: list[str] = [c for (c,) in con.execute("SELECT chunk_id FROM chunks ORDER BY chunk_id").fetchall()]
        chunk_index = {c: i for i, c in enumerate(self.chunk_ids)}
        self._chunk_index = chunk_index
        name_index: dict[str, int] = {}

        def node(key: str) -> int:
            if key not in name_index:
                name_index[key] = len(name_index)
            return len(self.chunk_ids) + name_index[key]

        rows: list[int] = []
        cols: list[int] = []
        weights: list[float] = []

        def edge(a: int, b: int, w: float) -> None:
            rows.extend((a, b))
            cols.extend((b, a))
            weights.extend((w, w))

        # entity -> name key, joined in Python: DuckDB 1.5 planned the two-sided join of triples
        # with entities as a nested loop (15 s on MuSiQue), and these are a few thousand rows
        key_of, merged_keys = entity_keys(con)
        pairs: set[tuple[int, str]] = set()
        for chunk_id, entity_id in con.execute("SELECT chunk_id, entity_id FROM entity_chunks").fetchall():
            if chunk_id in chunk_index and entity_id in key_of:
                pairs.add((chunk_index[chunk_id], key_of[entity_id]))
        titled: dict[str, set[tuple[int, str]]] = {}  # title name -> {(chunk, document)} carrying it as title
        for chunk_id, doc_id, title in con.execute(
                "SELECT chunk_id, doc_id, title FROM chunks WHERE title IS NOT NULL ORDER BY chunk_id").fetchall():
            for key in title_keys(title):
                pairs.add((chunk_index[chunk_id], key))
                titled.setdefault(key, set()).add((chunk_index[chunk_id], doc_id))
        for chunk, key in sorted(pairs):
            edge(chunk, node(key), 1.0)
        svo = {tuple(sorted((key_of[s], key_of[o])))
               for s, o in con.execute("SELECT subject_id, object_id FROM triples WHERE kind = 'svo'").fetchall()
               if s in key_of and o in key_of and key_of[s] != key_of[o]}
        for a, b in sorted(svo):
            edge(node(a), node(b), SVO_WEIGHT)
        self.names: list[str] = sorted(name_index, key=name_index.get)
        self._name_index = name_index
        n_chunks = len(self.chunk_ids)
        n = n_chunks + len(self.names)
        # chunks each name occurs in: its (distinct) edges to chunk nodes
        self.name_chunks = np.bincount([name_index[key] for _, key in pairs], minlength=len(self.names))
        # passages titled by name node j (0: no passage has it as its title)
        self.titled = np.zeros(len(self.names), dtype=np.int64)
        for key, held in titled.items():
            j = name_index[key]
            self.titled[j] = len({doc for _, doc in held})
            title_chunks = {c for c, _ in held}
            mentions = int(self.name_chunks[j]) - len(title_chunks)
            for c in title_chunks if mentions > 0 else ():
                # leaving name j, the walk enters its own passage TITLE_SHARE of the time, its mentions the rest
                rows.append(n_chunks + j)
                cols.append(c)
                weights.append(TITLE_SHARE / (1 - TITLE_SHARE) * mentions / len(title_chunks) - 1.0)
        self.transition = Transition.row_stochastic(rows, cols, weights, n)  # repeated edges sum
        self._title_chunks = {key: sorted(c for c, _ in held) for key, held in titled.items()}
        self._lookup = self._aliases(con, key_of, merged_keys)
        self._con = con
        self._case: dict[str, float] | None = None  # word -> share written capitalised (caseless questions)
        self._case_lock = threading.Lock()
        self._first_words: frozenset[str] | None = None
        self._by_first: dict[str, list[tuple[str, ...]]] | None = None

    def _aliases(self, con: duckdb.DuckDBPyConnection, key_of: Mapping[str, str],
                 merged_keys: Mapping[str, str]) -> dict[str, int]:
        """folded key of a name, alias or title -> name node index (within the name nodes): a name
        node first, then a merged entity's other keys, then the entities' aliases."""
        lookup = dict(self._name_index)
        for other, key in sorted(merged_keys.items()):
            if key in self._name_index:
                lookup.setdefault(other, self._name_index[key])
        for entity_id, alias in con.execute(
            "SELECT entity_id, unnest(aliases) FROM standardized_entities WHERE NOT list_contains(?, type) AND name_key <> '' "
            "ORDER BY ALL", [list(VALUE_TYPES)]).fetchall():
            folded = name_key(alias)
            key = key_of.get(entity_id)
            if folded and key in self._name_index:
                lookup.setdefault(folded, self._name_index[key])
        return lookup

    def __len__(self) -> int:
        return len(self.chunk_ids) + len(self.names)

    def title_chunks(self, name: str) -> list[int]:
        """Chunk nodes of the passages titled ``name`` (a name node's folded key), in node order."""
        return self._title_chunks.get(name, [])

    def titles_in(self, text: str) -> set[int]:
        """Name nodes of the passage titles ``text`` writes out, whether NER found them or not.

        Runs of up to :data:`MAX_NGRAM` words holding a capital or a digit are looked up among the
        graph's names (as :meth:`links` does). A title is kept unless it lies inside a longer
        match that is a title too ("Love" inside "Hello Love") or inside a longer name it does not
        end: English names put their head last, so "Iowa" ends "north-west Iowa" (the place NER
        took whole) and is kept, while "Stephen" begins "Stephen Daldry" and is not a mention of
        the song "Stephen". A title written with an office inside it ("Wenceslaus I, Duke of
        Legnica" for "Wenceslaus I of Legnica") counts too (:meth:`_appositive_titles`).

        Returns:
            the title name nodes, unordered.
        """
        words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
        first = self._title_first_words()
        spans: list[tuple[int, int, str]] = []
        for i in range(len(words)):
            word = name_key(text[words[i][0]:words[i][1]])
            if word and word.split()[0] not in first and word != "the":
                continue  # no title starts with this word; the longer names that do are not needed
            for j in range(i, min(len(words), i + MAX_NGRAM)):
                surface = text[words[i][0]:words[j][1]]
                if surface == surface.lower() and not any(ch.isdigit() for ch in surface):
                    continue
                key = name_key(surface)
                if key and key in self._lookup:
                    spans.append((i, j, key))
        titles = set()
        for i, j, key in spans:
            if key in self._title_chunks and not any(
                    o[0] <= i and j <= o[1] and (o[1] - o[0]) > (j - i) and (o[2] in self._title_chunks or j < o[1])
                    for o in spans):
                titles.add(len(self.chunk_ids) + self._name_index[key])
        return titles | self._appositive_titles(text, words)

    def _appositive_titles(self, text: str, words: list[tuple[int, int]]) -> set[int]:
        """Name nodes of passage titles ``text`` writes with an appositive inside them.

        Wikipedia titles a person "Wenceslaus I of Legnica" and its passages write "Wenceslaus I,
        Duke of Legnica": the title's words in order, its head ended by a comma, then up to
        :data:`APPOSITIVE_WORDS` capitalised words (the office), then the rest of the title from a
        lower-case connector on ("of Legnica"). Only titles of three words or more with such a
        connector are looked for, so a bare "John, King" never matches "John of King". Not a match:
        a head that ends a longer name ("Frederick William, Prince of Nassau" is not "William of
        Nassau") or a tail the text goes on with a hyphen ("of Nassau- Weilburg").
        """
        raw = [text[a:b] for a, b in words]
        keys = [name_key(w) for w in raw]
        by_first = self._connector_titles()
        found: set[int] = set()
        for i, key in enumerate(keys):
            if i and raw[i - 1][:1].isupper() and raw[i - 1][-1:].isalnum():
                continue  # "Frederick William, Prince of ...": the head is the end of a longer name
            for title in by_first.get(key, ()):
                for cut in range(1, len(title) - 1):
                    tail = title[cut:]
                    head_end = i + cut
                    if (tail[0] not in CONNECTORS or tuple(keys[i:head_end]) != title[:cut]
                            or not text[words[head_end - 1][0]:words[head_end - 1][1]].endswith(",")):
                        continue
                    for gap in range(1, APPOSITIVE_WORDS + 1):
                        office = raw[head_end:head_end + gap]
                        if len(office) < gap or not all(w[:1].isupper() for w in office):
                            break
                        end = head_end + gap + len(tail)
                        if tuple(keys[head_end + gap:end]) == tail and not raw[end - 1].endswith("-"):
                            found.add(len(self.chunk_ids) + self._name_index[" ".join(title)])
                            break
        return found

    def _connector_titles(self) -> dict[str, list[tuple[str, ...]]]:
        """first word -> the words of each passage title's key of three words or more with a
        lower-case connector word inside ("of", "de", "von"; made on first use)."""
        by_first = self._by_first
        if by_first is None:
            by_first = {}
            for key in self._title_chunks:
                parts = tuple(key.split())
                if len(parts) >= 3 and any(w in CONNECTORS for w in parts[1:-1]):
                    by_first.setdefault(parts[0], []).append(parts)
            self._by_first = by_first
        return by_first

    def _title_first_words(self) -> frozenset[str]:
        """The first words of the passage titles' keys (made on first use)."""
        first = self._first_words
        if first is None:
            first = self._first_words = frozenset(key.split()[0] for key in self._title_chunks)
        return first

    def name_node(self, key: str) -> int | None:
        """The graph node of a folded name, alias or title (``None``: not a name of the graph)."""
        index = self._lookup.get(key)
        return None if index is None else len(self.chunk_ids) + index

    def links(self, question: str) -> list[Link]:
        """The names of the graph the question mentions, each with its specificity and seed weight.

        Every run of up to :data:`MAX_NGRAM` words that holds a capital letter or a digit is folded
        with ``name_key`` and looked up among names, aliases and titles; a match inside a longer
        match is dropped ("Love" inside "Hello Love"). A question typed without case (no capital
        after its first letter, or no lower-case letter) gives no capital to go by: there a run is a
        name when the corpus writes one of its words capitalised at least as often as not
        (:meth:`_written_as_name`). See :class:`Link` for the weights.

        Returns:
            one :class:`Link` per distinct name, in question order.
        """
        words = [(m.start(), m.end()) for m in _WORD.finditer(question)]
        caseless = _caseless(question)
        spans: list[tuple[int, int, int]] = []  # (start word, end word, name index)
        for i in range(len(words)):
            for j in range(i, min(len(words), i + MAX_NGRAM)):
                surface = question[words[i][0]:words[j][1]]
                if not caseless and surface == surface.lower() and not any(ch.isdigit() for ch in surface):
                    continue  # "state", "borders": words, not names (a name has a capital or a digit)
                key = name_key(surface)
                index = self._lookup.get(key) if key else None
                if index is None or (caseless and not self._written_as_name(surface)):
                    continue  # caseless: "state", "borders" are names the corpus writes in lower case
                spans.append((i, j, index))
        kept = [s for s in spans if not any(o[0] <= s[0] and s[1] <= o[1] and (o[1] - o[0]) > (s[1] - s[0]) for o in spans)]
        out: dict[int, Link] = {}
        for _, _, index in kept:
            if index not in out:
                chunks = max(1, int(self.name_chunks[index]))
                titled = int(self.titled[index])
                out[index] = Link(self.names[index], chunks, titled, (1.0 if titled else MENTION_WEIGHT) / chunks)
        return list(out.values())

    def _written_as_name(self, surface: str) -> bool:
        """Whether the corpus writes a run of words like a name: some word of it is capitalised in
        the chunks' running text (away from a sentence start) at least as often as not.

        Truecasing from corpus statistics (Lita et al. 2003, "tRuEcasIng", ACL): a question typed
        without case gives no capital to tell "Billy Elliot" from "state", so the chunks' own
        writing decides. A word the running text never uses away from a sentence start (a title's
        rare word) counts as a name's word: its smoothed share is one half. Digits pass as today.
        """
        if any(ch.isdigit() for ch in surface):
            return True
        case = self._case_shares()
        return any(case.get(w.casefold(), 0.5) >= 0.5 for w in _LETTERS.findall(surface))

    def _case_shares(self) -> dict[str, float]:
        """word (case-folded) -> ``(capitalised + 1) / (occurrences + 2)`` over every chunk's text,
        first words of sentences left out; read once, on the first caseless question."""
        case = self._case
        if case is None:
            with self._case_lock:
                case = self._case
                if case is None:
                    upper: Counter = Counter()
                    seen: Counter = Counter()
                    rows = self._con.execute("SELECT text FROM chunks").fetchall()
                    for (text,) in rows:
                        for sentence in _SENTENCE_BREAK.split(text or ""):
                            tokens = _LETTERS.findall(sentence)[1:]
                            seen.update(w.casefold() for w in tokens)
                            upper.update(w.casefold() for w in tokens if w[0].isupper())
                    case = self._case = {w: (upper[w] + 1) / (n + 2) for w, n in seen.items()}
        return case

    def link(self, question: str) -> dict[str, float]:
        """Names of the graph the question mentions -> seed weight (:meth:`links`)."""
        return {lk.name: lk.weight for lk in self.links(question)}

    def rank(self, names: Mapping[str, float], chunks: Mapping[str, float], name_share: float = 0.5,
             damping: float = DAMPING, transition: Transition | None = None) -> np.ndarray:
        """Personalised PageRank of every chunk for these seeds.

        Args:
            names: folded name -> weight (from :meth:`link`).
            chunks: chunk id -> weight (e.g. text retrieval scores).
            name_share: the share of the restart mass on the names when both kinds are given.
            damping: probability of following an edge.
            transition: the walk's matrix for this question (default: the graph's own,
                :attr:`transition`; :meth:`Transition.reweighted` makes a question's).

        Returns:
            float64 ``(len(chunk_ids),)``: the chunk nodes' scores.
        """
        return self.rank_each([(names, chunks, name_share)], damping, transition)[:, 0]

    def rank_each(self, seedings: list[tuple[Mapping[str, float], Mapping[str, float], float]],
                  damping: float = DAMPING, transition: Transition | None = None) -> np.ndarray:
        """:meth:`rank` for several ``(names, chunks, name_share)`` seedings, walked together on
        ``transition`` (default: :attr:`transition`).

        Returns:
            float64 ``(len(chunk_ids), len(seedings))``.
        """
        n_chunks = len(self.chunk_ids)
        columns = []
        for names, chunks, name_share in seedings:
            seeds = np.zeros(len(self))
            for key, w in names.items():
                index = self._name_index.get(key)
                if index is not None:
                    seeds[n_chunks + index] += w
            passage = np.zeros(len(self))
            for chunk_id, w in chunks.items():
                if chunk_id in self._chunk_index:
                    passage[self._chunk_index[chunk_id]] += max(0.0, w)
            name_mass, passage_mass = seeds.sum(), passage.sum()
            if name_mass > 0 and passage_mass > 0:
                seeds = name_share * seeds / name_mass + (1 - name_share) * passage / passage_mass
            elif passage_mass > 0:
                seeds = passage
            columns.append(seeds)
        walked = personalized_pagerank(self.transition if transition is None else transition,
                                       np.stack(columns, axis=1), damping)
        return walked[:n_chunks]
