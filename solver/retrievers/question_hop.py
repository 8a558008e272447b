"""Which way the walk leaves a passage the question names: the question's relation words.

A multi-hop question that names a passage by its title asks for something *that passage* says
about one of the names it mentions: "Where was the composer of film Billy Elliot born?" wants the
name the passage "Billy Elliot" calls its composer, not its director or its lead actor. Without a
language model the relation ("composer") has no edge of its own in the entity–chunk graph, but
the passage states it in the sentence that mentions the answer's name ("... music composed by
Stephen Warbeck"). So when the walk leaves a passage the question names by title, each name it
mentions is weighted by how much of the question's *other* content its sentences share:

    factor(name) = 1 + HOP_BOOST * Σ idf(w) / idf_max    over w in question ∩ sentences of the name

where ``w`` ranges over truncated content words (:func:`~kagflow.solver.retrievers.relevance.content_words`:
BM25's tokens less stop and question words, compared by their first five characters, so "composer"
meets "composed") and the words of the question's own linked names are left out (they are what
the passage is about, not the relation). ``idf`` is Lucene's BM25 IDF over the project's chunks
(:meth:`~kagflow.solver.retrievers.relevance.RelevanceBar.idf`), divided by its largest possible
value, so a rare relation word counts fully and a common one ("film", "born") barely.

This is KAG's kg_fr idea (a one-hop from a linked entity whose predicate is matched fuzzily against
the question's words, Liang et al. 2024, §3.3) carried on the information layer's sentences instead of
extracted predicates, and the sentence bridge of LinearRAG's tri-graph (entity — sentence —
passage) done lexically: the build's SVO triples are too few and too noisy to carry the relation
(``bench/results/retrieval_notes.md``). Only passages the question names by title are re-weighted:
elsewhere the walk's direction is not the question's relation (measured there too).

The walk only re-weights where mass already flows; a passage two hops from the question's seeds
still gets little of it when the named passage has many exits. So the question's relation to a
title it names is also read from the question's own phrasing (:func:`relation_word`: "X's father",
"the composer of film X") and the names a named passage's sentences state it with ("music
composed by Stephen Warbeck") become seeds themselves, sharing :data:`RELATION_SEED` of the
title's seed weight (:meth:`QuestionHop.relation_seeds`): KAG's kg_fr one-hop again, now as a
restart rather than a route, as HippoRAG seeds the entities of the facts that match the query
(Gutiérrez et al. 2025, §3.2) — here facts are the named passage's sentences.

The names a named passage leaves through are its NER mentions that are edges of the graph, and the
passage titles its sentences write out (:meth:`~kagflow.solver.retrievers.ppr.ChunkGraph.titles_in`)
whether NER found them or not: "located in Sac and Buena Vista counties in north-west Iowa", where
spaCy took "north-west Iowa" as one place, still leaves towards the passage "Iowa", and "the second
son of Emperor Lothair I and Ermengarde of Tours", where spaCy found no name at all, towards
Ermengarde's. A title without an edge becomes an exit of its own, weighted like the passage's other
exits (times its factor, when its sentence shares a word with the question).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping

import duckdb

from kagflow.documents.names import name_key
from kagflow.documents.splitter import sentence_spans
from kagflow.solver.retrievers.ppr import ChunkGraph, Link
from kagflow.solver.retrievers.rc import tokenize
from kagflow.solver.retrievers.relevance import QUESTION_WORDS, content_of, content_words

#: how far a fully specific shared word raises a name's weight when the walk leaves a named passage
HOP_BOOST = 10.0
#: of a title link's seed weight, how much more goes to the names its passage states the question's relation with
RELATION_SEED = 0.5
#: words before a title searched for "the R of [the] [film] TITLE"
RELATION_WINDOW = 4
#: a question's words, hyphenated compounds whole ("father-in-law"), and a possessive ending split off
_QUESTION_TOKEN = re.compile(r"['\u2019]s\b|[^\W_]+(?:-[^\W_]+)*")
_POSSESSIVE = re.compile(r"(?<=[^\W_])(['\u2019]s)\b")
_ARTICLES = frozenset({"the", "a", "an"})
_CONJUNCTIONS = frozenset({"and", "or", "nor", "but"})


def relation_word(question: str, title: str) -> tuple[str, ...] | None:
    """The word by which ``question`` asks for something a passage it names by title relates to.

    Read from English phrasing, possessive first ("Where was the place of death of Maurice, Prince
    of Orange's father?" asks X's *father*, not a death): ``TITLE's R`` gives the first word after
    the possessive; else ``R of [the] [film|song] TITLE`` within :data:`RELATION_WINDOW` words
    before the title (at most one word besides an article between ``of`` and the title, and no
    conjunction: "… A Day of Fury or Modern Husbands" relates nothing to the second) gives the
    word before that ``of``. A hyphenated compound stays one relation
    ("mother-in-law"). Words of the question's frame (:data:`~kagflow.solver.retrievers.relevance.QUESTION_WORDS`),
    numbers and words of two letters or fewer are no relation.

    Args:
        question: the question as asked.
        title: the title's folded key, as :meth:`~kagflow.solver.retrievers.ppr.ChunkGraph.links` gives it
            (:func:`~kagflow.documents.names.name_key`).

    Returns:
        the relation's parts, lower case (``("composer",)``; ``("father", "law")`` for
        "father-in-law": its parts of three letters or more), or ``None`` when the question writes
        neither pattern around the title, or does not write the title word for word.
    """
    tokens = [t.casefold() for t in _QUESTION_TOKEN.findall(_POSSESSIVE.sub(r" \1", question))]
    words: list[tuple[str, int]] = [(w, i) for i, t in enumerate(tokens) for w in name_key(t).split()]
    wanted = title.split()
    for start in range(len(words) - len(wanted) + 1):
        if [w for w, _ in words[start:start + len(wanted)]] != wanted:
            continue
        first, last = words[start][1], words[start + len(wanted) - 1][1]
        if last + 1 < len(tokens) and tokens[last + 1] in ("'s", "\u2019s"):
            return _relation(tokens[last + 2]) if last + 2 < len(tokens) else None
        before = tokens[max(0, first - RELATION_WINDOW):first]
        if "of" not in before:
            return None
        at = len(before) - 1 - before[::-1].index("of")
        between = [t for t in before[at + 1:] if t not in _ARTICLES]  # "of film X", "of the song X"
        head = [t for t in before[:at] if t not in _ARTICLES]
        if len(between) > 1 or set(between) & _CONJUNCTIONS or not head:  # "… A Day of Fury or X": no "R of X"
            return None
        return _relation(head[-1])
    return None


def _relation(word: str) -> tuple[str, ...] | None:
    parts = tuple(p for p in word.split("-") if len(p) > 2)
    return parts if parts and word not in QUESTION_WORDS and not word.isdigit() else None


def states(relation: tuple[str, ...], words: frozenset[str]) -> bool:
    """Whether a sentence's ``words`` (BM25 tokens) state ``relation``: each part is matched by a word
    sharing its first ``max(5, len - 3)`` letters (all of a shorter part), so "composer" meets
    "composed", "director" meets "directed", and "grandmother" does not meet "grand"."""
    return all(any(w.startswith(part[:max(5, len(part) - 3)]) for w in words) for part in relation)


class QuestionHop:
    """Per-question weights of the edges that leave the passages a question names by title.

    Args:
        con: the knowledge store (``chunks``, ``ner_mentions``); read per new named passage.
        graph: the search's entity–chunk graph (node numbering, title passages, name lookup).
        idf: ``truncated word -> IDF`` over the corpus, and ``idf_max``, the IDF of a word no chunk
            holds (its upper bound); given lazily, as ``() -> (idf, idf_max)``, since only a question
            that names a passage needs it.
    """

    def __init__(self, con: duckdb.DuckDBPyConnection, graph: ChunkGraph,
                 idf: Callable[[], tuple[Callable[[str], float], float]]):
        self.con = con
        self.graph = graph
        self._idf = idf
        self._words: dict[int, dict[int, frozenset[str]]] = {}  # chunk node -> name node -> words of its sentences
        self._added: dict[int, frozenset[int]] = {}  # chunk node -> the titles it writes out that are no edge of it
        self._tokens: dict[int, dict[int, frozenset[str]]] = {}  # chunk node -> name node -> BM25 tokens of its sentences
        self._lock = threading.Lock()  # one reader at a time on the shared connection

    def weights(self, question: str, links: list[Link]) -> dict[int, dict[int, float]]:
        """``chunk node -> {graph node -> factor}`` for the passages ``question`` names by title.

        Returns:
            factors ``>= 1`` for the name nodes of each named passage whose sentences share a
            content word with the question (see the module), and for the titles it writes out that
            are not yet its exits (1 when their sentences share no word); empty when the question
            names no passage by title.
        """
        named = [c for lk in links if lk.title for c in self.graph.title_chunks(lk.name)]
        if not named:
            return {}
        own = set().union(*(content_words(lk.name) for lk in links))
        asked = content_words(question) - own
        idf, idf_max = self._idf()
        weight = {w: idf(w) / idf_max for w in asked}
        out: dict[int, dict[int, float]] = {}
        for chunk, names in self._sentence_words(named).items():
            added = self._added[chunk]
            factors = {node: 1.0 + HOP_BOOST * sum(weight[w] for w in words & asked)
                       for node, words in names.items() if words & asked or node in added}
            if factors:
                out[chunk] = factors
        return out

    def relation_seeds(self, question: str, links: list[Link]) -> dict[str, float]:
        """Seed weights, ``name key -> weight``, for the names that the passages ``question`` names by
        title state its relation with (see the module).

        For each title link, the relation is :func:`relation_word` of it, or, when the question
        writes none around it, the one it writes around another title it names ("Do both
        directors of films A and B ..."). Each named passage's names whose sentences
        :func:`states` the relation (other than the question's own names, seeds already) share
        ``RELATION_SEED * weight`` of the link equally.

        Returns:
            weights to add to the question's name seeds; empty when no title link has a relation
            that a sentence of its passage states.
        """
        titled = [lk for lk in links if lk.title]
        own = {self.graph.name_node(lk.name) for lk in links}  # seeds already
        relations = {lk.name: relation_word(question, lk.name) for lk in titled}
        either = next((r for r in relations.values() if r), None)
        seeds: dict[str, float] = {}
        n_chunks = len(self.graph.chunk_ids)
        for lk in titled:
            relation = relations[lk.name] or either
            if relation is None:
                continue
            chunks = self.graph.title_chunks(lk.name)
            self._sentence_words(chunks)  # fills self._tokens
            for chunk in chunks:
                stated = [node for node, words in self._tokens[chunk].items()
                          if node >= n_chunks and node not in own and states(relation, words)]
                for node in stated:
                    key = self.graph.names[node - n_chunks]
                    seeds[key] = seeds.get(key, 0.0) + RELATION_SEED * lk.weight / len(stated)
        return seeds

    def _sentence_words(self, chunks: list[int]) -> Mapping[int, dict[int, frozenset[str]]]:
        """For each chunk node: name node -> content words of the sentences that mention it."""
        missing = [c for c in dict.fromkeys(chunks) if c not in self._words]
        if missing:
            ids = [self.graph.chunk_ids[c] for c in missing]
            with self._lock:
                texts = dict(self.con.execute("SELECT chunk_id, text FROM chunks WHERE list_contains(?, chunk_id)",
                                              [ids]).fetchall())
                mentions = self.con.execute(
                    "SELECT chunk_id, start_offset, name_key FROM ner_mentions WHERE list_contains(?, chunk_id) "
                    "ORDER BY chunk_id, start_offset", [ids]).fetchall()
            by_chunk: dict[str, list[tuple[int, str]]] = {}
            for chunk_id, start, key in mentions:
                by_chunk.setdefault(chunk_id, []).append((start, key))
            for c, chunk_id in zip(missing, ids):
                text = texts.get(chunk_id, "")
                spans = sentence_spans(text)
                tokens: dict[int, set[str]] = {}  # name node -> BM25 tokens of its sentences
                exits = set(self.graph.transition.targets(c).tolist())
                for start, key in by_chunk.get(chunk_id, ()):
                    node = self.graph.name_node(key)
                    if node not in exits:  # a mention of a value, or one whose key leads to another node
                        continue
                    sentence = next((text[a:b] for a, b in spans if a <= start < b), "")
                    tokens.setdefault(node, set()).update(tokenize(sentence))
                for a, b in spans:  # passage titles the sentence writes out, found by NER or not
                    for node in self.graph.titles_in(text[a:b]):
                        tokens.setdefault(node, set()).update(tokenize(text[a:b]))
                self._tokens[c] = {node: frozenset(w) for node, w in tokens.items()}
                self._words[c] = {node: frozenset(content_of(t)) for node, t in tokens.items()}  # (the same sentences' content words)
                self._added[c] = frozenset(tokens) - exits
        return {c: self._words[c] for c in chunks}
