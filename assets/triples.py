"""Stage: triples — the information layer: SVO relations and co-mention edges between entities, per chunk.

Recomputed by SQL from ``mention_relations``, ``ner_mentions`` and ``standardized_entities``.
Triple ids hash (subject, predicate, object, chunk), so unchanged text keeps its ids.
"""

import dagster as dg

from kagflow.store import warehouse
from kagflow.resources.knowledge import KnowledgeProjectResource, WarehouseResource

_MENTION_ENTITY = (
    "JOIN standardized_entities {e} ON {e}.type = coalesce({m}.schema_type, {m}.label) AND {e}.name_key = {m}.name_key"
)

TRIPLE_ID = "substr(sha256(concat_ws(chr(31), 'triple', {s}, {p}, {o}, {c})), 1, 16)"


@dg.asset(deps=["standardized_entities", "edges"], group_name="documents", kinds={"duckdb"},
          check_specs=[dg.AssetCheckSpec("triple_endpoints_resolve", asset="triples", blocking=True,
                                         description="Every triple's subject and object is an entity of the graph.")])
def triples(context: dg.AssetExecutionContext, project: KnowledgeProjectResource, warehouse_db: WarehouseResource):
    """Information-layer triples with their chunk: ``svo`` (subject-verb-object from the dependency
    parse; weight = occurrences in the chunk), ``co_mention`` (two entities in one chunk; weight =
    1 per chunk, so summing weights counts the chunks that mention both) and ``llm_open`` (model
    triples that do not conform to the schema; conforming ones are knowledge-layer edges in
    ``kg_edges``)."""
    svo = (
        "SELECT " + TRIPLE_ID.format(s="se.entity_id", p="r.predicate", o="oe.entity_id", c="r.chunk_id")
        + ", se.entity_id, r.predicate, oe.entity_id, 'svo', count(*), r.chunk_id, any_value(r.doc_id), any_value(r.file_id), any_value(r.extractor) "
        "FROM mention_relations r JOIN ner_mentions sm ON sm.mention_id = r.subject_mention_id "
        "JOIN ner_mentions om ON om.mention_id = r.object_mention_id "
        + _MENTION_ENTITY.format(e="se", m="sm") + " " + _MENTION_ENTITY.format(e="oe", m="om")
        + " WHERE se.entity_id <> oe.entity_id GROUP BY se.entity_id, r.predicate, oe.entity_id, r.chunk_id"
    )
    co_mention = (
        "SELECT " + TRIPLE_ID.format(s="a.entity_id", p="'co_mention'", o="b.entity_id", c="a.chunk_id")
        + ", a.entity_id, 'co_mention', b.entity_id, 'co_mention', 1.0, a.chunk_id, a.doc_id, a.file_id, 'co_mention' "
        "FROM entity_chunks a JOIN entity_chunks b ON a.chunk_id = b.chunk_id AND a.entity_id < b.entity_id"
    )
    llm_open = (
        "SELECT DISTINCT t.triple_id, s.entity_id, t.predicate, o.entity_id, 'llm_open', 1.0, t.chunk_id, t.doc_id, t.file_id, t.extractor "
        "FROM llm_triples t JOIN standardized_entities s ON s.type = t.subject_type AND s.name_key = t.subject_key "
        "JOIN standardized_entities o ON o.type = t.object_type AND o.name_key = t.object_key WHERE NOT t.in_schema"
    )
    with warehouse_db.transaction() as con:
        con.execute("DELETE FROM triples")
        con.execute(f"INSERT INTO triples {svo}")
        con.execute(f"INSERT INTO triples {co_mention}")
        con.execute(f"INSERT INTO triples {llm_open}")
        con.execute("INSERT INTO triples SELECT * EXCLUDE (line) FROM table_triples")  # triples tables (structured_mapping)
        counts = dict(con.execute("SELECT kind, count(*) FROM triples GROUP BY 1").fetchall())
        dangling = con.execute(
            "SELECT count(*) FROM triples WHERE subject_id NOT IN (SELECT entity_id FROM kg_entities) "
            "OR object_id NOT IN (SELECT entity_id FROM kg_entities)"
        ).fetchone()[0]
        preview = warehouse.preview_markdown(
            con, "SELECT s.name AS subject, t.predicate, o.name AS object, t.weight, t.doc_id FROM triples t "
            "JOIN kg_entities s ON s.entity_id = t.subject_id JOIN kg_entities o ON o.entity_id = t.object_id "
            "WHERE t.kind = 'svo' ORDER BY t.doc_id, subject LIMIT 15")
    yield dg.MaterializeResult(metadata={"num_rows": sum(counts.values()), "by_kind": dg.MetadataValue.json(counts), "preview": dg.MetadataValue.md(preview)})
    yield dg.AssetCheckResult(check_name="triple_endpoints_resolve", passed=dangling == 0, metadata={"dangling": dangling})
