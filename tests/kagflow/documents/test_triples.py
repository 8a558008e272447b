"""Information-layer triples (kagflow.documents.triples) against a Python join of the same rows."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

import pytest

from kagflow.documents.entities import standardize_entities
from kagflow.documents.triples import build_triples
from kagflow.store.ids import triple_id_for
from tests.kagflow.documents.conftest import SCHEMA_TYPES


def test_svo_co_mention_and_open_model_triples_match_a_python_join(mentioned_store):
    con = mentioned_store
    # the model's "Ningbo" is a Port, which the schema lacks: an entity of the schema's Others type
    types = (*SCHEMA_TYPES, "Others")
    standardize_entities(con, types, "Others")
    counts = build_triples(con, types, "Others")

    entity = {(t, k): e for e, t, k in con.execute("SELECT entity_id, type, name_key FROM standardized_entities").fetchall()}
    mention_entity = {m: entity.get((t, k)) for m, t, k in con.execute(
        "SELECT mention_id, schema_type, name_key FROM ner_mentions").fetchall()}
    expected = set()
    svo = Counter()
    for chunk_id, s, p, o in con.execute(
            "SELECT chunk_id, subject_mention_id, predicate, object_mention_id FROM mention_relations").fetchall():
        se, oe = mention_entity.get(s), mention_entity.get(o)
        if se and oe and se != oe:
            svo[(se, p, oe, chunk_id)] += 1
    expected |= {(triple_id_for(*key), key[0], key[1], key[2], "svo", float(n), key[3]) for key, n in svo.items()}
    by_chunk = defaultdict(set)
    for e, c in con.execute("SELECT entity_id, chunk_id FROM entity_chunks").fetchall():
        by_chunk[c].add(e)
    for chunk_id, ids in by_chunk.items():
        for a, b in combinations(sorted(ids), 2):
            expected.add((triple_id_for(a, "co_mention", b, chunk_id), a, "co_mention", b, "co_mention", 1.0, chunk_id))
    # of the three model triples only the open one whose endpoints both resolve is kept, with its own id
    (chunk_id, subject_key), = con.execute("SELECT chunk_id, subject_key FROM llm_triples WHERE triple_id = 't-open'").fetchall()
    expected.add(("t-open", entity[("Company", subject_key)], "shipsVia", entity[("Others", "ningbo")], "llm_open", 1.0, chunk_id))

    got = set(con.execute("SELECT triple_id, subject_id, predicate, object_id, kind, weight, chunk_id FROM triples").fetchall())
    assert got == expected
    assert counts == dict(Counter(row[4] for row in expected))
    # SVO triples need both ends typed Person or Company (spaCy's other labels make no entity here)
    assert counts["svo"] > 5 and counts["co_mention"] > 1000 and counts["llm_open"] == 1


# --- SVO verbs that name schema relations (promote_svo / match_relation) ------------------------

from kagflow.documents.triples import RelationMatch, match_relation, verb_key  # noqa: E402
from kagflow.schema.spg import load_general_schema, parse_schema_text  # noqa: E402


def test_verb_keys_share_inflections_and_split_camel_case() -> None:
    for a, b in [("acquire", "acquired"), ("acquire", "acquires"), ("acquire", "acquiring"), ("worksFor", "work for"),
                 ("locatedIn", "located in"), ("marry", "married"), ("founded", "found")]:
        assert verb_key(a) == verb_key(b), (a, b)
    for a, b in [("found", "founder"), ("work for", "work"), ("acquire", "require")]:
        assert verb_key(a) != verb_key(b), (a, b)


@pytest.mark.parametrize("predicate, s_type, o_type, expected", [
    ("work for", "Person", "Organization", [RelationMatch("worksFor", False)]),
    ("acquire", "Organization", "Organization", [RelationMatch("acquire", False)]),
    ("acquired", "Organization", "Organization", [RelationMatch("acquire", False)]),
    ("acquire", "Organization", "Person", []),            # range does not conform
    ("acquire", "Person", "Organization", []),            # a Person has no acquire
    ("not acquire", "Organization", "Organization", []),  # negated
    ("did not acquire", "Organization", "Organization", []),
    ("acquired by", "Organization", "Organization", [RelationMatch("acquire", True)]),
    ("was founded by", "Organization", "Person", [RelationMatch("founded", True)]),
    ("born in", "Person", "GeographicLocation", [RelationMatch("bornIn", False)]),
    ("praise", "Person", "Person", []),
    ("acquire", "ORG", "ORG", []),                        # information-layer types are not schema types
])
def test_match_relation_on_the_general_schema(predicate, s_type, o_type, expected) -> None:
    assert match_relation(load_general_schema(), predicate, s_type, o_type) == expected


def test_match_relation_follows_subtypes_and_display_names() -> None:
    schema = parse_schema_text(
        "Company(公司): EntityType\n\trelations:\n\t\tbuyer(take over): Company\n"
        "Startup(初创)->Company:\n", "t.schema")
    # the display name "take over" is the verb; a Startup is a Company on both ends
    assert match_relation(schema, "take over", "Startup", "Startup") == [RelationMatch("buyer", False)]
    assert match_relation(schema, "took over", "Company", "Company") == []  # irregular forms are spaCy's lemma's job
