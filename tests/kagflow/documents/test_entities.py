"""Entity grouping (kagflow.documents.entities) against a grouping done here in Python."""

from __future__ import annotations

from collections import Counter, defaultdict

from kagflow.documents.entities import standardize_entities
from kagflow.documents.names import name_key
from kagflow.store.ids import entity_id_for
from tests.kagflow.documents.conftest import SCHEMA_TYPES, supplychain_companies


def mention_types(con, unmapped=None):
    """``(type, name_key, official_name, text, chunk_id)`` of every raw mention row that has a type:
    a spaCy mention's schema type, a model entity's type when in the schema, else ``unmapped``."""
    rows = con.execute("SELECT schema_type, name_key, official_name, text, chunk_id FROM ner_mentions").fetchall()
    rows += [(t if in_schema else unmapped, k, o, n, c) for t, in_schema, k, o, n, c in con.execute(
        "SELECT type, in_schema, name_key, official_name, name, chunk_id FROM llm_entities").fetchall()]
    return [r for r in rows if r[0] is not None and r[1] != ""]


def expected_entities(con):
    """The rule of the module docstring, applied to the raw mention rows with plain Python."""
    groups = defaultdict(list)
    for type_name, key, official, text, chunk_id in mention_types(con):
        groups[(type_name, key)].append((official, text, chunk_id))
    # table entities by name key of name and key aliases, built from the CSV rows themselves
    table = {("Company", name_key("Acme Motors")): entity_id_for("Company", "ACME-1"),
             ("Company", name_key("ACME-1")): entity_id_for("Company", "ACME-1")}
    for row in supplychain_companies():
        for alias in (row["name"], row["id"]):
            table.setdefault(("Company", name_key(alias)), entity_id_for("Company", row["id"]))
    out = {}
    for (type_name, key), rows in groups.items():
        counts = Counter(official for official, _, _ in rows)
        name = min(counts, key=lambda n: (-counts[n], len(n), n))
        in_schema = type_name in SCHEMA_TYPES
        linked_id = table.get((type_name, key)) if in_schema else None
        out[(type_name, key)] = (
            linked_id or entity_id_for(type_name, key), name, "knowledge" if in_schema else "information",
            linked_id is not None, len(rows), len({c for _, _, c in rows}),
            sorted({o for o, _, _ in rows} | {t for _, t, _ in rows}),
        )
    return out


def test_groups_names_layers_links_and_index_match_a_python_grouping(mentioned_store):
    con = mentioned_store
    n_entities, n_index = standardize_entities(con, SCHEMA_TYPES)
    expected = expected_entities(con)
    got = {(t, k): (e, n, layer, linked, nm, nc, list(aliases)) for e, t, n, k, layer, linked, nm, nc, aliases in
           con.execute("SELECT * FROM standardized_entities").fetchall()}
    # only Person and Company mentions make entities here (235 groups; every label spaCy gives,
    # 300+): the schema has no Others, so the rest and the model's "Port" make none
    assert n_entities == len(got) == len(expected) > 200
    assert {t for t, _ in got} == set(SCHEMA_TYPES) and ("Port", "ningbo") not in got
    assert got == expected
    # text meets tables: Acme Motors (spaCy), the three Chinese names and one company id take the table ids
    linked = {k for (t, k), v in got.items() if v[3]}
    rows = supplychain_companies()
    assert linked == {name_key("Acme Motors"), rows[2]["id"].lower()} | {name_key(r["name"]) for r in rows}
    assert got[("Company", rows[2]["id"].lower())][0] == got[("Company", name_key(rows[2]["name"]))][0]
    # official-name ties: same count and length -> alphabetical; same count -> the shorter
    assert got[("Company", "acme motors")][1] == "ACME Motors"
    assert got[("Company", name_key(rows[0]["name"]))][1] == rows[0]["name"]
    # the index: (entity, chunk) pairs with mention counts
    pairs = Counter()
    for type_name, key, _official, _text, chunk_id in mention_types(con):
        pairs[(expected[(type_name, key)][0], chunk_id)] += 1
    assert n_index == len(pairs)
    assert dict(((e, c), n) for e, c, n in con.execute("SELECT entity_id, chunk_id, n_mentions FROM entity_chunks").fetchall()) == pairs


def test_recomputing_gives_the_same_rows(mentioned_store):
    con = mentioned_store
    standardize_entities(con, SCHEMA_TYPES)
    first = sorted(con.execute("SELECT entity_id, name FROM standardized_entities").fetchall())
    standardize_entities(con, SCHEMA_TYPES)
    assert sorted(con.execute("SELECT entity_id, name FROM standardized_entities").fetchall()) == first
