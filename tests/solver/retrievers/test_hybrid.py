"""ChunkSearch / open_search over the real MuSiQue slice (fake models): keys, provenance, the graph's part."""

from __future__ import annotations

import json

import duckdb
import pytest

from kagflow.documents.embeddings import FAKE_MODEL
from kagflow.solver.retrievers.hybrid import RETRIEVERS, ChunkSearch, SearchError, open_search
from kagflow.store.warehouse import ensure_tables


@pytest.fixture()
def con(musique_slice):
    con = duckdb.connect(str(musique_slice / ".kagflow" / "kg.duckdb"), read_only=True)
    yield con
    con.close()


QUESTION = "How many Publix stores are in the state that borders the east of the state where Hello Love's performer lived in when he died?"


def test_open_search_takes_the_encoder_that_embedded_the_chunks(con):
    search = open_search(con)
    assert search.model == FAKE_MODEL and search.dense is not None and len(search.dense) == len(search.graph.chunk_ids)


def test_search_each_gives_every_retriever_k_hits_with_provenance(con, musique_slice):
    each = open_search(con).search_each(QUESTION, 5)
    assert tuple(each) == RETRIEVERS
    titles = {p["title"] for p in json.loads((musique_slice / "sources" / "corpus.json").read_text(encoding="utf-8"))}
    for name, hits in each.items():
        assert 0 < len(hits) <= 5 and len({h.chunk_id for h in hits}) == len(hits), name
        assert all(h.retriever == name and h.path.endswith("corpus.json") and h.title in titles and h.text for h in hits)
        assert all(h.doc_id.startswith("corpus.json#") and len(h.content_hash) >= 8 for h in hits)
        assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    # the question names "Publix" and "Hello Love": the graph alone ranks those passages first
    assert {h.title for h in each["ppr"][:2]} == {"Publix", "Hello Love (song)"}
    assert all(h.ranks["hybrid"] == i for i, h in enumerate(each["hybrid"], start=1))
    assert open_search(con).search(QUESTION, 3) == each["hybrid"][:3]


def test_without_embeddings_bm25_seeds_the_hybrid(con):
    each = ChunkSearch(con, None).search_each(QUESTION, 5)
    assert each["dense"] == [] and each["bm25"] and each["hybrid"]


def test_a_question_that_matches_nothing_gives_empty_text_and_graph_rankings(con):
    each = ChunkSearch(con, None).search_each("zzzqqq xxyyzz?", 5)
    assert each == {"dense": [], "bm25": [], "ppr": [], "hybrid": []}


def test_open_search_names_an_unknown_embedding_model():
    con = duckdb.connect()
    ensure_tables(con)
    con.execute("INSERT INTO chunk_embeddings VALUES ('c1', 'some-other-model', [1.0, 0.0])")
    with pytest.raises(SearchError, match="some-other-model"):
        open_search(con)


def test_a_store_without_documents_or_entities_searches_to_nothing_then_to_bm25():
    con = duckdb.connect()
    ensure_tables(con)
    assert open_search(con).search_each("Who is Acme?", 5) == {"dense": [], "bm25": [], "ppr": [], "hybrid": []}
    con.execute("INSERT INTO chunks (chunk_id, doc_id, file_id, seq, text, start_offset, end_offset, section) "
                "VALUES ('c1', 'd1', 'f1', 0, 'Acme Motors builds cars.', 0, 24, [])")
    each = open_search(con).search_each("Who is Acme?", 5)
    assert [h.chunk_id for h in each["bm25"]] == ["c1"] and [h.chunk_id for h in each["hybrid"]] == ["c1"]
    assert each["ppr"] == []  # no entity, no title: the graph has nothing to walk


def test_name_share_rises_with_the_specificity_of_the_titles_the_question_names():
    from kagflow.solver.retrievers.hybrid import NAME_SHARE, NAME_SHARE_TITLED, name_share
    from kagflow.solver.retrievers.ppr import Link

    assert name_share([]) == pytest.approx(NAME_SHARE)
    assert name_share([Link("italy", 1, 0, 0.25)]) == pytest.approx(NAME_SHARE)  # a mention, however rare, is no title
    assert name_share([Link("hello love", 1, 1, 1.0)]) == pytest.approx(NAME_SHARE_TITLED)
    # a title one passage has, mentioned in three more: the question still names that one passage
    assert name_share([Link("john middleton murry", 4, 1, 0.25)]) == pytest.approx(NAME_SHARE_TITLED)
    # a title two passages share (MuSiQue repeats titles): half as reliable a witness
    assert name_share([Link("namibia", 14, 2, 1 / 14)]) == pytest.approx((NAME_SHARE + NAME_SHARE_TITLED) / 2)
    # two titles that each name one passage: the dense seeds keep 0.05 * 0.05 / 0.7 (both would have to mislead)
    two = [Link("el tonto", 1, 1, 1.0), Link("heart of doreon", 1, 1, 1.0)]
    assert 1 - name_share(two) == pytest.approx((1 - NAME_SHARE_TITLED) ** 2 / (1 - NAME_SHARE))
    # a vaguer second title adds a little, never takes away
    assert NAME_SHARE_TITLED < name_share([Link("namibia", 14, 2, 1 / 14), Link("hello love", 1, 1, 1.0)]) < name_share(two)


def test_a_question_naming_passages_by_title_keeps_the_graphs_top_hits(con):
    # names "Hello Love" (a title held by one passage) and "Publix": the names carry 95 % of the
    # restart, so the fused ranking opens with the passages the graph alone ranks first
    each = open_search(con).search_each(QUESTION, 5)
    assert {h.title for h in each["hybrid"][:2]} == {h.title for h in each["ppr"][:2]} == {"Publix", "Hello Love (song)"}
