"""Information-layer triples (kagflow.documents.triples) against a Python join of the same rows."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

from kagflow.documents.entities import standardize_entities
from kagflow.documents.triples import build_triples
from kagflow.store.ids import triple_id_for
from tests.kagflow.documents.conftest import SCHEMA_TYPES


def test_svo_co_mention_and_open_model_triples_match_a_python_join(mentioned_store):
    con = mentioned_store
    standardize_entities(con, SCHEMA_TYPES)
    counts = build_triples(con)

    entity = {(t, k): e for e, t, k in con.execute("SELECT entity_id, type, name_key FROM standardized_entities").fetchall()}
    mention_entity = {m: entity.get((t, k)) for m, t, k in con.execute(
        "SELECT mention_id, coalesce(schema_type, label), name_key FROM ner_mentions").fetchall()}
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
    expected.add(("t-open", entity[("Company", subject_key)], "shipsVia", entity[("Port", "ningbo")], "llm_open", 1.0, chunk_id))

    got = set(con.execute("SELECT triple_id, subject_id, predicate, object_id, kind, weight, chunk_id FROM triples").fetchall())
    assert got == expected
    assert counts == dict(Counter(row[4] for row in expected))
    assert counts["svo"] > 10 and counts["co_mention"] > 1000 and counts["llm_open"] == 1
