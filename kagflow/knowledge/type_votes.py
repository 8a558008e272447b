"""Type votes: a name that NER typed several ways is one entity unless the evidence says two.

spaCy's small English model types the same name differently from one sentence to the next: in
Python's licence "Python" is a PERSON three times, an ORG once and a GPE once. Grouped by
``(type, name key)`` (:mod:`kagflow.documents.entities`) that is three entities, and a question
about Python links all three. The idea used here is *one sense per discourse* (Gale, Church and
Yarowsky, "One Sense Per Discourse", HLT 1992): within one document a repeated name almost always
means one thing, so the types its mentions were given are votes and a weak minority is the tagger's
error. NER post-processing applies the same label consistency: the majority label of a repeated
token sequence in the document (Krishnan and Manning, "An Effective Two-Stage Model for Exploiting
Non-Local Dependencies in Named Entity Recognition", ACL 2006; Finkel, Grenager and Manning,
"Incorporating Non-local Information into Information Extraction Systems by Gibbs Sampling",
ACL 2005).

The rule (:func:`decide`), for every name key that two or more groups share:

1. **Votes**: a group's mentions (spaCy's, the gazetteer's, a model's), one vote each for its type.
2. **Winner**: the type with the most votes. A tie at the top has no winner (nothing says which
   reading is right), unless exactly one of the tied groups is *typed by a table*.
3. Each other group (the minority) **folds** into the winner -- becomes one entity with it --
   unless the schema's types are genuinely distinct for it:

   - it is *typed by a table* (its id is a table entity's: a structured source says the name is
     that type, e.g. a person "Jordan" in ``Person.csv`` beside the country in the text);
   - its votes are *strong too*: at least ``min_votes`` and at least ``min_ratio`` of the
     winner's ("Washington" the person and the state, each named many times);
   - it is named in a document where the winner is not (another document may mean another
     thing: one sense per *discourse*, not per corpus).

Values (dates, times, numbers) take no part. What a fold becomes is entity resolution's to do
(:func:`kagflow.knowledge.resolution.resolve_entities`): it merges the pair as it merges any
other, refusing a join whose clusters conflict (different co-mentioned table entities of a type),
and records it in ``entity_merges`` (rule ``type_votes``, the votes in ``reason``).
``entity_type_votes`` keeps every group's votes and verdict (:func:`vote_rows`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

import duckdb

#: A verdict of :func:`decide`: the winning group, a minority folded into it, a group kept apart.
WINNER, FOLDED, KEPT_APART = "winner", "folded", "kept_apart"


@dataclass(frozen=True)
class TypeVoteSettings:
    """What :func:`decide` reads (``alignment.type_votes`` in ``kagflow.yaml``:
    :class:`kagflow.project.TypeVoteConfig`).

    Attributes:
        min_votes: a minority with fewer votes is weak whatever the winner's count.
        min_ratio: a minority with at least ``min_votes`` and this share of the winner's votes is
            strong: the two groups stay apart.
    """

    min_votes: int = 3
    min_ratio: float = 0.5


@dataclass(frozen=True)
class Group:
    """One ``(type, name key)`` group of ``standardized_entities`` as a voter.

    Attributes:
        entity_id: the group's id (a table entity's id when the group links to one).
        type: the group's type.
        name_key: the key the groups share.
        name: the group's official name.
        votes: its mentions.
        docs: the documents it is named in.
        table_typed: its id is a table entity's (a structured source types the name so).
    """

    entity_id: str
    type: str
    name_key: str
    name: str
    votes: int
    docs: frozenset[str]
    table_typed: bool


@dataclass(frozen=True)
class Verdict:
    """What the votes say about one group.

    Attributes:
        group: the group.
        verdict: :data:`WINNER`, :data:`FOLDED` or :data:`KEPT_APART`.
        winner: the winning group (``None`` for the winner itself and when there is no winner).
        reason: the votes of every group of the key, and why this one folds or stays apart.
    """

    group: Group
    verdict: str
    winner: Group | None
    reason: str


def load_groups(con: duckdb.DuckDBPyConnection, skip_types: Iterable[str]) -> dict[str, list[Group]]:
    """Name key -> its groups, for the keys that groups of two or more types share.

    Args:
        con: the store after :func:`kagflow.documents.entities.standardize_entities` (before
            resolution rewrites ids): ``standardized_entities``, ``entity_chunks``, ``entities``.
        skip_types: types that take no part (values such as dates).

    Returns:
        ``name_key -> [Group]`` in descending votes, then type name.
    """
    rows = con.execute(
        "WITH s AS (SELECT * FROM standardized_entities WHERE NOT list_contains($skip, type)), "
        "shared AS (SELECT name_key FROM s GROUP BY name_key HAVING count(DISTINCT type) > 1) "
        "SELECT s.entity_id, s.type, s.name_key, s.name, s.n_mentions, "
        "list_sort(list(DISTINCT c.doc_id) FILTER (WHERE c.doc_id IS NOT NULL)), "
        "EXISTS (SELECT 1 FROM entities e WHERE e.entity_id = s.entity_id) "
        "FROM s JOIN shared USING (name_key) LEFT JOIN entity_chunks c ON c.entity_id = s.entity_id "
        "GROUP BY ALL ORDER BY s.name_key, s.n_mentions DESC, s.type", {"skip": sorted(skip_types)}).fetchall()
    groups: dict[str, list[Group]] = defaultdict(list)
    for entity_id, type_name, key, name, n, docs, table in rows:
        groups[key].append(Group(entity_id, type_name, key, name, int(n), frozenset(docs or ()), bool(table)))
    return dict(groups)


def _tally(groups: list[Group]) -> str:
    """``"votes Person 3, Organization 1, GeographicLocation 1"`` (a table-typed group marked)."""
    return "votes " + ", ".join(f"{g.type} {g.votes}" + (" (table)" if g.table_typed else "") for g in groups)


def _winner(groups: list[Group]) -> Group | None:
    """The group with the most votes; on a tie at the top, the one tied group typed by a table, else none."""
    top = groups[0].votes
    tied = [g for g in groups if g.votes == top]
    if len(tied) == 1:
        return tied[0]
    typed = [g for g in tied if g.table_typed]
    return typed[0] if len(typed) == 1 else None


def decide(groups: list[Group], settings: TypeVoteSettings = TypeVoteSettings()) -> list[Verdict]:
    """The verdict of each group of one name key (the rule of the module docstring).

    Args:
        groups: the groups of one key (two or more types), in descending votes.
        settings: thresholds of a strong minority.

    Returns:
        one :class:`Verdict` per group, in the order of ``groups``.
    """
    tally = _tally(groups)
    winner = _winner(groups)
    if winner is None:
        return [Verdict(g, KEPT_APART, None, f"{tally}: a tie, no type wins") for g in groups]
    out = []
    for g in groups:
        if g is winner:
            out.append(Verdict(g, WINNER, None, f"{tally}: {g.type} wins"))
        elif g.table_typed:
            out.append(Verdict(g, KEPT_APART, winner, f"{tally}: {g.type} is typed by a table"))
        elif g.votes >= settings.min_votes and g.votes >= settings.min_ratio * winner.votes:
            out.append(Verdict(g, KEPT_APART, winner, f"{tally}: {g.type} is strong too "
                                                      f"(>= {settings.min_votes} and >= {settings.min_ratio:g} of {winner.type}'s)"))
        elif not g.docs <= winner.docs:
            out.append(Verdict(g, KEPT_APART, winner, f"{tally}: {g.type} is also named in "
                                                      f"{len(g.docs - winner.docs)} document(s) without {winner.type}"))
        else:
            out.append(Verdict(g, FOLDED, winner, f"{tally}: {g.type} is a weak minority in {winner.type}'s documents"))
    return out


def type_verdicts(con: duckdb.DuckDBPyConnection, skip_types: Iterable[str],
                  settings: TypeVoteSettings = TypeVoteSettings()) -> list[Verdict]:
    """Every verdict of the store: :func:`decide` over :func:`load_groups`, by name key."""
    return [v for key, groups in sorted(load_groups(con, skip_types).items()) for v in decide(groups, settings)]


VOTE_COLUMNS = ("name_key", "type", "entity_id", "name", "votes", "documents", "table_typed", "verdict", "winner_type", "reason")


def vote_rows(verdicts: Iterable[Verdict]) -> list[tuple]:
    """Rows of ``entity_type_votes`` (:data:`VOTE_COLUMNS`); ``entity_id`` is the group's id
    before resolution (``entity_resolution.member_id``)."""
    return [(v.group.name_key, v.group.type, v.group.entity_id, v.group.name, v.group.votes, len(v.group.docs),
             v.group.table_typed, v.verdict, v.winner.type if v.winner is not None else None, v.reason) for v in verdicts]
