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
3. **Scores** per pair (and, with ``alignment.judge`` and a model configured, the model's verdict
   on each borderline pair, :func:`model_judge`, cached by pair): rapidfuzz ``ratio`` of the stripped keys (0-100); the surname rule (a
   one-word person name that is the last word of exactly one longer person name mentioned in the
   documents that mention it — every such document, since a one-word group gathers the mentions of
   the whole corpus — and named there after the full name); the cosine similarity of the name embeddings (the build's encoder, only for
   pairs between ``review_threshold`` and ``fuzzy_threshold``, when embeddings are enabled).
4. **Vetoes**: two table entities are never paired nor merged (they are separate records); different
   numbers in the names ("World War I" / "World War II"); for the fuzzy rules, a word of one name
   that the other lacks and that is no typo of one of its words ("Tweedsmuir *South* Provincial
   Park", "University of *North* Texas", :func:`word_difference`); for a one-word person name equal
   after titles ("Mr. Holmes"/"Holmes"), documents of its own (as for the surname rule); conflicting
   attributes: for a type
   ``T``, one side's table edges or co-mentioned table entities of type ``T`` and the other's are
   both non-empty and disjoint (a "Li Wei" seen beside company A is not the "Li Wei" who works at
   company B); a pair listed in ``alignment.never_merge``.
5. **Type votes** (:mod:`kagflow.knowledge.type_votes`): groups of one name key that NER typed
   several ways ("Python" as Person, Organization and GeographicLocation) are pairs of rule
   ``type_votes`` across types: a weak minority type pairs with the winning type and merges; a
   group the votes keep apart (a tie, strong votes on both sides, a table typing it, documents of
   its own) is recorded as ``kept_apart`` with the votes; every group's votes go to
   ``entity_type_votes``.
6. **Clusters**: accepted pairs are joined in descending score order (union-find); a join that
   would put two table entities in one cluster, or whose clusters' attributes conflict, is refused,
   and a text node that fits two or more table entities without a conflict joins none (ambiguous).

Every scored pair is written to ``entity_merges`` with its scores, rule and decision, and every
group to ``entity_resolution`` (member id -> canonical id), so a merge can be audited and undone
with ``never_merge``. The canonical id is the table entity's id when one is in the cluster, else the
smallest member id: members are hashes of ``(type, name key)``, so adding an unrelated document
changes no id (issue 11 item 6).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

import duckdb
import numpy as np
import pyarrow as pa
from pydantic import BaseModel, ConfigDict, ValidationError
from rapidfuzz import fuzz

from kagflow.documents.names import name_key
from kagflow.knowledge import type_votes
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
_NAME_BEFORE = re.compile(r"[A-Z][\w.'\u2019-]*\s+$")
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
    type_votes: object  # enabled, min_votes, min_ratio (kagflow.project.TypeVoteConfig)


#: Version of the judge prompt: part of the model-reply cache key.
JUDGE_PROMPT_VERSION = "resolution-judge/1"
JUDGE_SYSTEM = (
    "You decide whether two mentions name the same real-world entity. Answer with a JSON object "
    '{"same": true|false, "reason": "<one short sentence>"}. Say true only when the contexts show it is one '
    "entity; different places, branches, people or works that share words are not the same."
)


class JudgeVerdict(BaseModel):
    """A model's verdict on one pair (validated; anything else is a failed judgement)."""

    model_config = ConfigDict(extra="ignore")

    same: bool
    reason: str = ""


Judge = Callable[[str, str, str, str, str], JudgeVerdict]


def model_judge(llm) -> Judge:
    """A judge for borderline pairs that asks the configured model (``llm``: a
    :class:`kagflow.llm.LLMClient`, or anything with its ``complete``). Replies are
    validated with :class:`JudgeVerdict` and cached by the resource (same pair and contexts, same
    model and prompt version: no new request).

    Returns:
        ``(type, name_a, context_a, name_b, context_b) -> JudgeVerdict``; raises what
        ``llm.complete`` raises (:class:`~kagflow.llm.LLMError`, pydantic's
        ``ValidationError``).
    """
    def judge(type_name: str, name_a: str, context_a: str, name_b: str, context_b: str) -> JudgeVerdict:
        user = json.dumps({"type": type_name, "a": {"name": name_a, "context": context_a},
                           "b": {"name": name_b, "context": context_b}}, ensure_ascii=False, sort_keys=True)
        reply = llm.complete([{"role": "system", "content": JUDGE_SYSTEM}, {"role": "user", "content": user}],
                             purpose="extract", prompt_version=JUDGE_PROMPT_VERSION,
                             validate=JudgeVerdict.model_validate_json)
        return reply.parsed

    return judge


def _context(con: duckdb.DuckDBPyConnection, node: _Node, width: int = 160) -> str:
    """A window of text around the node's first mention (chunk order), or its name for a table entity."""
    with warehouse.register_arrow(con, pa.table({"name_key": node.keys})) as keys:
        row = con.execute(
            f"SELECT c.text, m.start_offset, m.end_offset FROM ner_mentions m JOIN {keys} k USING (name_key) "
            "JOIN chunks c USING (chunk_id) ORDER BY c.chunk_id, m.start_offset LIMIT 1").fetchone()
    if row is None:
        return f"{node.name} (a {node.type} in the tables)"
    text, start, end = row
    return text[max(0, start - width):end + width]


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
    # person nodes: doc_id -> (position of the first mention, a capitalised word right before it)
    first: dict[str, tuple[int, bool]] = field(default_factory=dict)


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


@lru_cache(maxsize=65536)
def strip_honorifics(key: str) -> str:
    """``key`` (a :func:`name_key`) without leading titles: ``"mr sherlock holmes"`` -> ``"sherlock holmes"``.

    A key made only of titles is returned unchanged ("Queen" stays a name)."""
    words = key.split()
    i = 0
    while i < len(words) - 1 and words[i] in HONORIFICS:
        i += 1
    return " ".join(words[i:])


def fold_titles(key: str, type_name: str) -> str:
    """:func:`strip_honorifics` for person types; other names keep their first word ("St Petersburg"
    is not "Petersburg", "King's College" not "College")."""
    return strip_honorifics(key) if type_name in PERSON_TYPES else key


@lru_cache(maxsize=65536)
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


#: Words that tell two otherwise equal names apart even when they look like typos of each other.
_QUALIFIER_WORDS = frozenset({
    "north", "south", "east", "west", "northern", "southern", "eastern", "western", "northeast", "northwest",
    "southeast", "southwest", "upper", "lower", "new", "old", "great", "greater", "little", "big", "central",
    "inner", "outer", "first", "second", "third", "junior", "senior", "jr", "sr", "women", "womens", "men", "mens",
})
#: Words that may be added or dropped without naming another thing ("a Nobel Peace Prize").
_FILLER_WORDS = frozenset({"the", "a", "an", "and", "of", "for", "in", "on", "at", "to"})


def word_difference(a: str, b: str, typo_score: float = 80.0) -> str | None:
    """Why two stripped keys name different things by their words, or ``None``.

    A name that ends in a filler word ("National Theatre of") was cut off and names something
    unknown; qualifier words (:data:`_QUALIFIER_WORDS`: north/south, eastern/western, upper/lower,
    new/old...) that only one name has tell the names apart even when they look like typos of each
    other. Other words of one name that the other lacks (filler words aside) must be typos of a word the other
    has in their place (rapidfuzz ``ratio`` >= ``typo_score``: "janata"/"janta"); an extra word
    names a more specific or another thing: "Tweedsmuir *South* Provincial Park", "Santa Monica
    *Bay*", "Korean People's *Army*"/"*Navy*", "Discovery Networks *UK*"."""
    for x, y in ((a, b), (b, a)):
        if x.split()[-1:] and x.split()[-1] in _FILLER_WORDS and x.split()[-1] not in y.split()[-1:]:
            return f"cut-off name: {x!r}"  # "National Theatre of" (Scotland?) names something unknown
    wa, wb = set(a.split()) - _FILLER_WORDS, set(b.split()) - _FILLER_WORDS
    qualifiers = (wa ^ wb) & _QUALIFIER_WORDS
    if qualifiers:
        return "different qualifiers: " + ", ".join(sorted(qualifiers))
    only_a, only_b = wa - wb, wb - wa
    unmatched_a = {w for w in only_a if not any(fuzz.ratio(w, v) >= typo_score for v in only_b)}
    unmatched_b = {w for w in only_b if not any(fuzz.ratio(w, v) >= typo_score for v in only_a)}
    if unmatched_a or unmatched_b:
        return "different words: " + ", ".join(sorted(unmatched_a | unmatched_b)[:4])
    return None


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
    # where each person is first named in each document (chunk order, then offset)
    # (and whether a capitalised word stands right before it: "Sherlock [Holmes]" is a span cut short)
    for entity_id, doc_id, position, before in con.execute(
        "SELECT s.entity_id, m.doc_id, min(c.seq::BIGINT * 100000000 + m.start_offset), "
        "arg_min(substr(c.text, greatest(m.start_offset - 29, 1), least(m.start_offset, 30)), c.seq::BIGINT * 100000000 + m.start_offset) "
        "FROM ner_mentions m JOIN chunks c USING (chunk_id) JOIN standardized_entities s ON s.type = m.schema_type "
        "AND s.name_key = m.name_key WHERE list_contains($persons, s.type) GROUP BY ALL", {"persons": sorted(PERSON_TYPES)}
    ).fetchall():
        if entity_id in nodes:
            nodes[entity_id].first[doc_id] = (position, bool(_NAME_BEFORE.search(before or "")))
    for entity_id, node in nodes.items():
        node.docs = frozenset(docs.get(entity_id, ()))
        node.attrs = {t: frozenset(ids) for t, ids in attrs.get(entity_id, {}).items()}
    return nodes


def _candidate_pairs(con: duckdb.DuckDBPyConnection, nodes: dict[str, _Node], settings) -> dict[tuple[str, str], set[str]]:
    """Candidate pairs ``(id_a, id_b)`` (``id_a < id_b``) -> the blocking keys they share.

    Two table entities are never a pair: separate records stay separate (and a table of many
    people sharing a masked name such as ``袁*`` would otherwise give a quadratic number of pairs)."""
    rows: dict[str, list] = {"entity_id": [], "cls": [], "block": [], "kind": [], "is_table": []}
    for node in nodes.values():
        cls = _type_class(node.type)
        blocks: set[tuple[str, str]] = set()
        for key in node.keys:
            stripped = fold_titles(key, node.type)
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
            rows["is_table"].append(node.is_table)
    pairs: dict[tuple[str, str], set[str]] = defaultdict(set)
    with warehouse.register_arrow(con, pa.table(rows)) as blocks:
        for a, b, block in con.execute(f"""
            WITH b AS (SELECT *, count(*) OVER (PARTITION BY cls, block) AS df FROM {blocks}),
                 usable AS (SELECT * FROM b WHERE df > 1 AND (kind = 'key' OR df <= $max))
            SELECT x.entity_id, y.entity_id, x.block FROM usable x JOIN usable y
            ON x.cls = y.cls AND x.block = y.block AND x.entity_id < y.entity_id AND NOT (x.is_table AND y.is_table)
        """, {"max": settings.max_block_size}).fetchall():
            pairs[(a, b)].add(block)
    return pairs


def _best_names(a: _Node, b: _Node) -> tuple[float, str, str]:
    """The highest rapidfuzz ratio over the two nodes' stripped keys, with the keys that gave it."""
    best = (-1.0, "", "")
    for ka in a.keys:
        sa = fold_titles(ka, a.type)
        for kb in b.keys:
            sb = fold_titles(kb, b.type)
            score = 100.0 if singular(sa) == singular(sb) else fuzz.ratio(sa, sb)
            if score > best[0]:
                best = (score, sa, sb)
    return best


def _within(short: _Node, long: _Node) -> bool:
    """Every document that mentions ``short`` also mentions ``long`` (and there is one): a bare
    "Holmes" group gathers the mentions of every document, so it is one person only when it
    lives where that person is named in full."""
    return bool(short.docs) and short.docs <= long.docs


def _bare_within_titled(a: _Node, b: _Node) -> bool:
    """For "Holmes" and "Mr. Holmes": the node with the shorter name lives in the other's documents."""
    words_a, words_b = min(len(k.split()) for k in a.keys), min(len(k.split()) for k in b.keys)
    if words_a == words_b:
        return _within(a, b) or _within(b, a)
    bare, titled = (a, b) if words_a < words_b else (b, a)
    return _within(bare, titled)


def _surname_rule(a: _Node, b: _Node, surname_links: dict[str, set[str]]) -> bool:
    """One is a one-word person name whose only longer namesake in its documents is the other."""
    return surname_links.get(a.entity_id) == {b.entity_id} or surname_links.get(b.entity_id) == {a.entity_id}


def _surnames(nodes: dict[str, _Node], pairs: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """For each one-word person node, the longer person nodes that end in its word and share a document."""
    links: dict[str, set[str]] = defaultdict(set)
    for ia, ib in pairs:
        for short, long in ((nodes[ia], nodes[ib]), (nodes[ib], nodes[ia])):
            if short.type not in PERSON_TYPES or long.type not in PERSON_TYPES or not _within(short, long):
                continue
            # the full name comes first ("Lyle Waggoner ... Waggoner"); a short form named before it
            # is usually something else named after the person ("Hosterman is a community ... named
            # for Theodore G. Hosterman")
            if any(d in short.first and d in long.first and short.first[d][0] < long.first[d][0] and not short.first[d][1]
                   for d in short.docs):
                continue
            words = {strip_honorifics(k) for k in short.keys}
            if any(len(w.split()) == 1 and any(len(strip_honorifics(k).split()) > 1 and strip_honorifics(k).split()[-1] == w
                                              for k in long.keys) for w in words):
                links[short.entity_id].add(long.entity_id)
    return links


def _type_vote_rows(con: duckdb.DuckDBPyConnection, nodes: dict[str, _Node], settings) -> list[list]:
    """Scored rows (rule ``type_votes``) for the groups of one name key that NER typed several
    ways, and ``entity_type_votes`` replaced with every group's votes and verdict.

    A folded group pairs with the winner (no veto: it merges unless the clusters conflict); a group
    kept apart pairs with the winner, or with the other group of a tie, with the votes as its
    veto. Groups of one type class (GPE/LOC/FAC) are left to the name rules, which pair them."""
    con.execute("DELETE FROM entity_type_votes")
    votes = settings.type_votes
    if not nodes or not votes.enabled:
        return []
    verdicts = [v for v in type_votes.type_verdicts(
        con, UNRESOLVED_TYPES, type_votes.TypeVoteSettings(votes.min_votes, votes.min_ratio)) if v.group.entity_id in nodes]
    warehouse.insert_rows(con, "entity_type_votes", type_votes.VOTE_COLUMNS, type_votes.vote_rows(verdicts))
    rows, seen = [], set()
    by_key: dict[str, list[type_votes.Verdict]] = defaultdict(list)
    for verdict in verdicts:
        by_key[verdict.group.name_key].append(verdict)
    for key, group_verdicts in by_key.items():
        for v in group_verdicts:
            if v.verdict == type_votes.WINNER:
                continue
            # a minority pairs with the winner; a group of a tie with the first other group of the key
            other = v.winner or next((w.group for w in group_verdicts if w.group is not v.group), None)
            if other is None:
                continue
            a, b = sorted((v.group.entity_id, other.entity_id))
            if a == b or (a, b) in seen or _type_class(v.group.type) == _type_class(other.type):
                continue
            seen.add((a, b))
            shared = len(nodes[a].docs & nodes[b].docs)
            if v.verdict == type_votes.FOLDED:
                rows.append([100.0, a, b, "type_votes", key, key, shared, None, None, None, "type " + v.reason])
            else:
                rows.append([100.0, a, b, "type_votes", key, key, shared, "type " + v.reason, None, "type_votes", None])
    return rows


def resolve_entities(con: duckdb.DuckDBPyConnection, schema_types: Iterable[str], settings,
                     encode: Callable[[list[str]], np.ndarray] | None = None, model: str | None = None,
                     judge: Judge | None = None) -> ResolutionRun:
    """Merge the rows of ``standardized_entities`` that name one thing; rewrite ids in place.

    One function per step: score the candidate pairs and their vetoes (:func:`_scored_pairs`,
    beside the type votes' pairs), embed (:func:`_embed_borderline`) or judge
    (:func:`_judge_borderline`) the borderline ones, cluster strongest first (:class:`_Clusters`),
    and write the result (:func:`_write_resolution`).

    Args:
        con: the knowledge store after :func:`kagflow.documents.entities.standardize_entities`
            (``standardized_entities``, ``entity_chunks``, ``entities``, ``entity_aliases``, ``edges``),
            inside the caller's transaction.
        schema_types: the schema's type names (table entities of these types take part).
        settings: the ``alignment:`` block (:class:`kagflow.project.AlignmentConfig`).
        encode: ``texts -> unit float32 rows`` for name embeddings of borderline pairs; ``None``
            when embeddings are disabled (the name score alone decides).
        model: the encoder's name: names it already embedded (``entity_embeddings``) are reused.
        judge: decides borderline pairs (:func:`model_judge`) instead of the embeddings; a pair it
            refuses or fails on stays apart, with the reason in ``entity_merges``.

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
    # two table entities are never a pair, so without a group from text there is nothing to align
    # (a tables-only build): the table entities and their edges are not loaded
    has_text = con.execute("SELECT EXISTS (SELECT 1 FROM standardized_entities WHERE NOT list_contains($skip, type))",
                           {"skip": sorted(UNRESOLVED_TYPES)}).fetchone()[0]
    nodes = _load_nodes(con, schema_types) if settings.enabled and has_text else {}
    pairs = _candidate_pairs(con, nodes, settings) if nodes else {}
    scored = _type_vote_rows(con, nodes, settings) + _scored_pairs(nodes, pairs, settings)
    borderline = [row for row in scored if row[3] == "similar_name" and row[7] is None]
    if encode is not None and borderline:
        _embed_borderline(con, nodes, borderline, encode, model)
    if judge is not None:  # the model judge decides the borderline pairs instead of the embeddings
        _judge_borderline(con, nodes, borderline, judge)
    clusters = _Clusters(nodes, settings)
    decisions = clusters.decide(scored, settings)
    mapping, n_clusters = clusters.canonical()
    _write_resolution(con, decisions, mapping, schema_types)
    after = con.execute("SELECT count(DISTINCT entity_id) FROM standardized_entities").fetchone()[0]
    return ResolutionRun(len(nodes), len(decisions), clusters.merged, n_clusters, before, after)


# a scored pair: [name_score, id_a, id_b, rule, key_a, key_b, shared_docs, veto, embedding_score, veto_kind, note]
ScoredPair = list


def _scored_pairs(nodes: dict, pairs: dict, settings) -> list[ScoredPair]:
    """Step 1: each candidate pair's rule (surname in a document, same name, fuzzy or similar name)
    and the veto that keeps it apart, if any (two table entities, different numbers, a word that
    differs, a bare one-word person name, ``never_merge``, conflicting attributes); pairs below
    ``review_threshold`` are left out."""
    surname_links = _surnames(nodes, pairs)
    scored = []
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
        else:
            continue
        veto = None
        if a.is_table and b.is_table:
            veto = "two table entities"
        elif _numbers(sa) != _numbers(sb):
            veto = "different numbers in the names"
        elif rule in ("fuzzy_name", "similar_name") and (why := word_difference(singular(sa), singular(sb))):
            veto = why
        elif rule == "same_name_after_titles_and_plural" and len(sa.split()) == 1 and a.type in PERSON_TYPES and not (
                a.is_table or b.is_table or _bare_within_titled(a, b)):
            veto = "one-word name in documents of its own"
        elif any(_pair_matches(rule_pair, a, b) for rule_pair in settings.never_merge):
            veto = "never_merge"
        else:
            veto = _conflict(a.attrs, b.attrs)
        scored.append([name_score, ia, ib, rule, sa, sb, len(a.docs & b.docs), veto, None, None, None])
    return scored


def _embed_borderline(con: duckdb.DuckDBPyConnection, nodes: dict, borderline: list[ScoredPair],
                      encode: Callable[[list[str]], np.ndarray], model: str | None) -> None:
    """Step 2: the cosine of the two names of each borderline pair (``row[8]``), with the build's
    encoder; names already embedded by the indexes stage (``entity_embeddings``, same model) are reused."""
    names = sorted({nodes[row[i]].name for row in borderline for i in (1, 2)})
    vectors: dict[str, np.ndarray] = {}
    if model:
        with warehouse.register_arrow(con, pa.table({"text": names})) as wanted:
            for text, vector in con.execute(
                f"SELECT DISTINCT ON (x.text) x.text, x.embedding FROM entity_embeddings x JOIN {wanted} w USING (text) "
                "WHERE x.model = ?", [model]).fetchall():
                vectors[text] = np.asarray(vector, dtype=np.float32)
    missing = [n for n in names if n not in vectors]
    if missing:
        vectors.update(zip(missing, np.asarray(encode(missing), dtype=np.float32)))
    for row in borderline:
        row[8] = float(vectors[nodes[row[1]].name] @ vectors[nodes[row[2]].name])


def _judge_borderline(con: duckdb.DuckDBPyConnection, nodes: dict, borderline: list[ScoredPair], judge: Judge) -> None:
    """Step 3 (with a judge): the model decides each borderline pair; a refusal or a failure is a
    veto with its reason (``row[7]``) and kind (``row[9]``)."""
    for row in borderline:
        a, b = nodes[row[1]], nodes[row[2]]
        try:
            verdict = judge(a.type, a.name, _context(con, a), b.name, _context(con, b))
        except (ValidationError, RuntimeError, ValueError) as exc:  # LLMError is a RuntimeError
            row[7] = f"judge failed: {str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__}"
            row[9] = "judge_failed"
            continue
        row[3] = "similar_name+judge"
        if not verdict.same:
            row[7] = "judge: " + (verdict.reason or "not the same")[:200]
            row[9] = "judge"


def _accepted(row: ScoredPair, settings) -> bool:
    """A pair with no veto whose rule merges: every rule but ``similar_name``, which needs the
    judge's yes or a name cosine of at least ``embedding_threshold``."""
    if row[7] is not None:
        return False
    if row[3] == "similar_name+judge":
        return True
    return row[3] != "similar_name" or (row[8] is not None and row[8] >= settings.embedding_threshold)


class _Clusters:
    """Step 4: union-find over the nodes, joining accepted pairs strongest first, refusing a join
    whose clusters would hold two table entities, conflicting attributes or a ``never_merge`` pair
    (``never_merge`` holds for clusters too: A and B stay apart even when A ~ C and C ~ B)."""

    def __init__(self, nodes: dict, settings):
        self.nodes = nodes
        self.parent = {i: i for i in nodes}
        self.table_of = {i: (i if n.is_table else None) for i, n in nodes.items()}
        self.attrs = {i: dict(n.attrs) for i, n in nodes.items()}
        self.members: dict[str, set[str]] = {i: {i} for i in nodes}
        self.forbidden: dict[str, set[str]] = {i: set() for i in nodes}
        self.merged = 0
        for spec_a, spec_b in settings.never_merge:
            side_a = [i for i, n in nodes.items() if spec_a == i or name_key(spec_a) in n.keys]
            side_b = [i for i, n in nodes.items() if spec_b == i or name_key(spec_b) in n.keys]
            for i in side_a:
                self.forbidden[i].update(side_b)
            for j in side_b:
                self.forbidden[j].update(side_a)

    def find(self, x: str) -> str:
        """The root of ``x``'s cluster (path halving)."""
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def decide(self, scored: list[ScoredPair], settings) -> list[tuple]:
        """Every scored pair's decision, strongest evidence first (ties by ids, so the clustering is
        the same on every run), joining the accepted ones.

        Returns:
            ``entity_merges`` rows without ``canonical_id``: ``(left_id, right_id, left_name,
            right_name, left_type, right_type, rule, name_score, embedding_score, shared_docs,
            decision, reason)``.
        """
        nodes = self.nodes
        # a text node that would join two or more table entities on equal evidence names none of them for sure
        table_partners: dict[str, set[str]] = defaultdict(set)
        for row in scored:
            if _accepted(row, settings) and nodes[row[1]].is_table != nodes[row[2]].is_table:
                text, table = (row[1], row[2]) if nodes[row[2]].is_table else (row[2], row[1])
                table_partners[text].add(table)
        ambiguous = {t for t, tables in table_partners.items() if len(tables) > 1}
        decisions = []
        for row in sorted(scored, key=lambda r: (-(r[8] or 0) if r[3].startswith("similar_name") else 0, -r[0], r[1], r[2])):
            name_score, ia, ib, rule, _sa, _sb, shared, veto, emb, veto_kind, note = row
            decision, reason = "kept_apart", veto
            if veto == "never_merge":
                decision = "never_merge"
            elif veto_kind is not None:  # the judge said no, or failed: kept apart, with its reason
                pass
            elif veto is not None:
                decision = "conflict"
            elif _accepted(row, settings) and (ia in ambiguous or ib in ambiguous) and nodes[ia].is_table != nodes[ib].is_table:
                text = ia if ia in ambiguous else ib
                reason = f"ambiguous: {len(table_partners[text])} table entities fit equally"
            elif _accepted(row, settings):
                decision, reason = self._join(ia, ib, note)
            else:
                reason = "name score below fuzzy_threshold" + ("" if emb is None else " and embedding below embedding_threshold")
            a, b = nodes[ia], nodes[ib]
            decisions.append((ia, ib, a.name, b.name, a.type, b.type, rule, name_score, emb, shared, decision, reason))
        return decisions

    def _join(self, ia: str, ib: str, note: str | None) -> tuple[str, str | None]:
        """Join the clusters of an accepted pair unless they conflict; ``(decision, reason)``."""
        ra, rb = self.find(ia), self.find(ib)
        if ra == rb:
            return "merged", "already one cluster" + (f"; {note}" if note else "")
        if self.table_of[ra] and self.table_of[rb]:
            return "conflict", "clusters hold two table entities"
        if (why := _conflict(self.attrs[ra], self.attrs[rb])) is not None:
            return "conflict", "clusters: " + why
        if self.forbidden[ra] & self.members[rb]:
            return "never_merge", "clusters hold a never_merge pair"
        keep, drop = (ra, rb) if ra < rb else (rb, ra)
        self.parent[drop] = keep
        self.members[keep] |= self.members.pop(drop)
        self.forbidden[keep] |= self.forbidden.pop(drop)
        self.table_of[keep] = self.table_of[keep] or self.table_of[drop]
        for t, ids in self.attrs[drop].items():
            self.attrs[keep][t] = self.attrs[keep].get(t, frozenset()) | ids
        self.merged += 1
        return "merged", note

    def canonical(self) -> tuple[dict[str, tuple[str, str, bool]], int]:
        """Step 5: each member of a cluster of two or more -> ``(canonical id, cluster name, has a
        table entity)``: the table entity's id and name, else the smallest member id and the most
        specific name (most words after titles, then most mentions); and the number of clusters."""
        nodes = self.nodes
        members: dict[str, list[str]] = defaultdict(list)
        for i in nodes:
            members[self.find(i)].append(i)
        mapping: dict[str, tuple[str, str, bool]] = {}
        n_clusters = 0
        for root, ids in members.items():
            if len(ids) < 2:
                continue
            n_clusters += 1
            table = self.table_of[root]
            canonical = table or min(ids)
            if table:
                name = nodes[table].name
            else:
                best = max(sorted(ids), key=lambda i: (len(fold_titles(name_key(nodes[i].name), nodes[i].type).split()), nodes[i].n_mentions))
                name = nodes[best].name
            for i in ids:
                mapping[i] = (canonical, name, table is not None)
        return mapping, n_clusters


def _write_resolution(con: duckdb.DuckDBPyConnection, decisions: list[tuple], mapping: dict[str, tuple[str, str, bool]],
                      schema_types: list[str]) -> None:
    """Step 6: write ``entity_merges`` (with each merged pair's canonical id) and
    ``entity_resolution``, give the members of each cluster its canonical id and name in
    ``standardized_entities``, and re-aggregate ``entity_chunks`` by canonical id."""
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
