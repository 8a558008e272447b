"""Personalised PageRank against a hand calculation, and the entity-chunk graph of a real slice."""

from __future__ import annotations

import json
import re

import duckdb
import numpy as np
import pytest

from kagflow.solver.retrievers.ppr import ChunkGraph, Transition, personalized_pagerank, title_keys
from tests.conftest import dataset
from tests.kagflow.knowledge.helpers import add_mention, clusters, empty_store, resolve


def test_pagerank_on_a_path_matches_the_hand_solution():
    # a - b - c, restart at a, damping 1/2:  r = s/2 + Pᵀr/2 with P(a->b)=1, P(b->a)=P(b->c)=1/2, P(c->b)=1
    #   r_c = r_b/4;  r_b = (r_a + r_c)/2  =>  r_b = 4 r_a / 7;  r_a = 1/2 + r_b/4  =>  r_a = 7/12
    transition = Transition.row_stochastic([0, 1, 1, 2], [1, 0, 2, 1], [1.0, 1.0, 1.0, 1.0], 3)
    r = personalized_pagerank(transition, np.array([1.0, 0, 0]), damping=0.5)
    assert r == pytest.approx([7 / 12, 4 / 12, 1 / 12], abs=1e-7)


def test_pagerank_returns_dangling_mass_to_the_seeds():
    # a -> b only (b has no out-edge): r_a = 1/2 + r_b/2 (b's mass restarts at a), r_b = r_a/2  =>  r_a = 2/3
    transition = Transition([0], [1], [1.0], 2)
    r = personalized_pagerank(transition, np.array([1.0, 0]), damping=0.5)
    assert r == pytest.approx([2 / 3, 1 / 3], abs=1e-7)
    assert personalized_pagerank(transition, np.zeros(2)).sum() == 0


def test_reweighted_rows_are_normalised_again_and_the_rest_untouched():
    # a -> b, a -> c, b -> a, c -> a (all weight 1): P(a->b) = P(a->c) = 1/2
    transition = Transition.row_stochastic([0, 0, 1, 2], [1, 2, 0, 0], [1.0, 1.0, 1.0, 1.0], 3)
    heavier = transition.reweighted({0: {1: 3.0, 2: 1.0}})
    assert heavier.row(0) == pytest.approx([0, 3 / 4, 1 / 4])
    assert heavier.row(1) == pytest.approx([1, 0, 0]) and heavier.row(2) == pytest.approx([1, 0, 0])
    assert transition.row(0) == pytest.approx([0, 1 / 2, 1 / 2])  # the graph's own matrix is not changed
    assert transition.reweighted({}) is transition
    # restart at a, damping 1/2:  r_b = r_a * 3/4 / 2, r_c = r_a / 4 / 2, r_a = 1/2 + (r_b + r_c) / 2  =>  r_a = 2/3
    r = personalized_pagerank(heavier, np.array([1.0, 0, 0]), damping=0.5)
    assert r == pytest.approx([2 / 3, 1 / 4, 1 / 12], abs=1e-7)


def test_a_reweighted_row_gains_an_exit_it_did_not_have():
    # a -> b, a -> c, b -> a, c -> a; b gains an exit to c weighing 5 times b's mean edge (1):
    #   P(b->a) = 1/6, P(b->c) = 5/6; the matrix the exit was added to is not changed
    transition = Transition.row_stochastic([0, 0, 1, 2], [1, 2, 0, 0], [1.0, 1.0, 1.0, 1.0], 3)
    wider = transition.reweighted({1: {2: 5.0}})
    assert wider.row(1) == pytest.approx([1 / 6, 0, 5 / 6])
    assert wider.row(0) == pytest.approx([0, 1 / 2, 1 / 2]) and transition.row(1) == pytest.approx([1, 0, 0])
    assert sorted(wider.targets(1).tolist()) == [0, 2] and transition.targets(1).tolist() == [0]
    # restart at a, damping 1/2:  r_b = r_a / 4,  r_c = r_a / 4 + 5 r_b / 12 = 17 r_a / 48,
    #   r_a = 1/2 + (r_b / 6 + r_c) / 2  =>  r_a = 48/77, r_b = 12/77, r_c = 17/77
    r = personalized_pagerank(wider, np.array([1.0, 0, 0]), damping=0.5)
    assert r == pytest.approx([48 / 77, 12 / 77, 17 / 77], abs=1e-7)


def test_title_keys_drop_a_bracketed_qualifier():
    assert title_keys("Hello Love (song)") == ["hello love song", "hello love"]
    assert title_keys("Johnnycake, West Virginia") == ["johnnycake west virginia"]


@pytest.fixture()
def graph(musique_slice):
    con = duckdb.connect(str(musique_slice / ".kagflow" / "kg.duckdb"), read_only=True)
    yield con, ChunkGraph(con)
    con.close()


def test_graph_joins_each_chunk_to_its_title_and_the_names_in_it(graph, musique_slice):
    con, g = graph
    passages = json.loads((musique_slice / "sources" / "corpus.json").read_text(encoding="utf-8"))
    assert len(passages) <= len(g.chunk_ids) <= len(passages) + 2  # short passages: one chunk each, a long one two
    index = {key: len(g.chunk_ids) + i for i, key in enumerate(g.names)}
    # "Hank Snow" is a passage title: its node joins that passage's chunk
    (chunk,), = con.execute("SELECT chunk_id FROM chunks WHERE title = 'Hank Snow'").fetchall()
    row = g.transition.row(g.chunk_ids.index(chunk))
    assert row[index["hank snow"]] > 0
    out = np.bincount(g.transition.source, weights=g.transition.probability, minlength=len(g))
    assert np.allclose(out[np.bincount(g.transition.source, minlength=len(g)) > 0], 1.0)  # every row with edges sums to 1


def test_link_finds_the_names_a_question_mentions(graph):
    _, g = graph
    question = "How many Publix stores are in the state that borders the east of the state where Hello Love's performer lived in when he died?"
    linked = g.link(question)
    assert "publix" in linked and "hello love" in linked  # titles "Publix" and "Hello Love (song)"
    assert "state" not in linked and "borders" not in linked  # lower-case words are not names
    assert "love" not in linked  # inside the longer match
    assert all(0 < w <= 1 for w in linked.values())


def test_a_question_typed_without_case_links_the_names_the_corpus_writes_capitalised(graph):
    """Users type in lower case: the corpus's own writing tells names from words."""
    con, g = graph
    question = "How many Publix stores are in the state that borders the east of the state where Hello Love's performer lived in when he died?"
    caseless = g.link(question.lower())
    assert g.link(question.upper()) == caseless
    assert {"publix", "hello love"} <= set(caseless)  # the titles "Publix" and "Hello Love (song)", as when cased
    assert caseless["hello love"] == g.link(question)["hello love"]
    texts = " ".join(t for (t,) in con.execute("SELECT text FROM chunks").fetchall())

    def capitalised_somewhere(name):
        return any(re.search(rf"\b{w.capitalize()}\b", texts) for w in name.split())

    assert all(capitalised_somewhere(name) for name in caseless)
    # names of the graph that the chunks mostly write in lower case, counted independently of the graph
    words = set(re.findall(r"[a-z]+", texts))
    lower = sorted(w for w in words if g.name_node(w) is not None
                   and len(re.findall(rf"\b{w}\b", texts)) > 2 * len(re.findall(rf"\b{w.capitalize()}\b", texts)))
    assert lower, "the slice holds names the text mostly writes in lower case"
    for word in lower:
        asked = f"what is the {word} of hello love?"
        assert "hello love" in g.link(asked) and word not in g.link(asked), word
        assert word in g.link(f"What is the {word.capitalize()} of Hello Love?")  # with case, the asker's capital decides


def test_seeded_walk_reaches_the_passage_about_the_linked_name(graph):
    con, g = graph
    scores = g.rank({"hello love": 1.0}, {})
    best = g.chunk_ids[int(np.argmax(scores))]
    assert con.execute("SELECT title FROM chunks WHERE chunk_id = ?", [best]).fetchone() == ("Hello Love (song)",)


def _chunks_holding(con, key: str) -> int:
    """Chunks holding ``key`` as a title or as a (non-value) entity's name, counted straight from the store."""
    from kagflow.documents.names import name_key
    from kagflow.solver.retrievers.ppr import VALUE_TYPES

    by_title = {c for c, t in con.execute("SELECT chunk_id, title FROM chunks WHERE title IS NOT NULL").fetchall()
                if key in title_keys(t)}
    by_entity = {c for c, k in con.execute(
        "SELECT ec.chunk_id, e.name_key FROM entity_chunks ec JOIN standardized_entities e USING (entity_id) "
        "WHERE NOT list_contains(?, e.type)", [list(VALUE_TYPES)]).fetchall() if k == key}
    assert name_key(key) == key
    return len(by_title | by_entity)


def test_links_carry_specificity_and_whether_the_name_is_a_title(graph):
    from kagflow.solver.retrievers.ppr import MENTION_WEIGHT

    con, g = graph
    question = "How many Publix stores are in the state that borders the east of the state where Hello Love's performer lived in when he died?"
    links = {lk.name: lk for lk in g.links(question)}
    assert set(links) == set(g.link(question))
    titles = {k for (t,) in con.execute("SELECT DISTINCT title FROM chunks").fetchall() for k in title_keys(t)}
    for lk in links.values():
        assert lk.chunks == _chunks_holding(con, lk.name)  # the graph's count = the store's, counted independently
        assert lk.title == (lk.name in titles)
        assert lk.titled == len({d for d, t in con.execute("SELECT doc_id, title FROM chunks").fetchall() if lk.name in title_keys(t)})
        assert lk.weight == pytest.approx((1.0 if lk.title else MENTION_WEIGHT) / lk.chunks)
    assert links["hello love"].title and links["hello love"].chunks == 1 and links["hello love"].title_specificity == 1.0


def test_a_name_only_mentioned_seeds_with_less_weight_than_a_title(graph):
    from kagflow.solver.retrievers.ppr import MENTION_WEIGHT

    con, g = graph
    # a name NER found in exactly one chunk of the slice that is no passage's title
    titles = {k for (t,) in con.execute("SELECT DISTINCT title FROM chunks").fetchall() for k in title_keys(t)}
    mentioned = sorted(n for j, n in enumerate(g.names) if not g.titled[j] and g.name_chunks[j] == 1
                       and n not in titles and n.replace(" ", "").isalpha() and len(n) > 4)
    assert mentioned, "the slice has names that are only mentioned"
    name = mentioned[0]
    surface = name.title()  # a capitalised spelling, as a question writes a name
    (lk,) = [x for x in g.links(f"What about {surface}?") if x.name == name]
    assert not lk.title and lk.weight == pytest.approx(MENTION_WEIGHT)


def test_leaving_a_title_name_the_walk_enters_its_own_passage_two_thirds_of_the_time(graph):
    from kagflow.solver.retrievers.ppr import TITLE_SHARE

    con, g = graph
    n = len(g.chunk_ids)
    j = g.names.index("hank snow")
    (own,), = con.execute("SELECT chunk_id FROM chunks WHERE title = 'Hank Snow'").fetchall()
    row = g.transition.row(n + j)
    to_chunks = row[:n]
    assert (to_chunks > 0).sum() >= 2, "Hank Snow is mentioned by another passage of the slice (Hello Love)"
    assert to_chunks[g.chunk_ids.index(own)] / to_chunks.sum() == pytest.approx(TITLE_SHARE)
    # the way back is not weighted: the passage leaves for each of its names alike
    back = g.transition.row(g.chunk_ids.index(own))[n:]
    assert np.allclose(back[back > 0], back[back > 0].max())


def test_repeated_edges_sum_and_rows_normalise_like_the_dense_matrix():
    # A = [[0, 3, 1], [2, 0, 0], [0, 0, 0]], the 3 given as 1 + 2: P = D⁻¹A, row 2 (no edges) all zero
    t = Transition.row_stochastic([0, 0, 0, 1], [1, 1, 2, 0], [1.0, 2.0, 1.0, 2.0], 3)
    assert [t.row(i).tolist() for i in range(3)] == [[0, 0.75, 0.25], [1.0, 0, 0], [0, 0, 0]]
    assert t.dangling.tolist() == [2]
    r = np.array([0.2, 0.3, 0.5])
    assert t.propagate(r) == pytest.approx(np.array([[0, 0.75, 0.25], [1.0, 0, 0], [0, 0, 0]]).T @ r)


def test_a_graph_without_edges_returns_every_walk_to_its_seeds():
    t = Transition.row_stochastic([], [], [], 3)
    assert t.dangling.tolist() == [0, 1, 2]
    assert personalized_pagerank(t, np.array([1.0, 0, 3.0])) == pytest.approx([0.25, 0, 0.75])


def test_which_questions_are_typed_without_case():
    from kagflow.solver.retrievers.ppr import _caseless

    assert _caseless("where was the composer of billy elliot born?")
    assert _caseless("Where was the composer of billy elliot born?")  # only the first letter: no evidence
    assert _caseless("WHERE WAS THE COMPOSER OF BILLY ELLIOT BORN?")
    assert not _caseless("Where was the composer of Billy Elliot born?")
    assert not _caseless("传化向哪些公司转账?")  # no letter with case: the old rule
    assert not _caseless("1920")


def _passage(con, doc: str, chunk: str, title: str, text: str, names: list[tuple[str, str]]) -> None:
    """A real passage as one chunk of its own document, with the mentions NER finds in it at their offsets."""
    seen: dict[str, int] = {}
    for name, label in names:
        start = text.index(name, seen.get(name, 0))
        seen[name] = start + 1
        add_mention(con, doc, chunk, name, label, "Person" if label == "PERSON" else "Organization", start=start)
    con.execute("UPDATE chunks SET title = ?, text = ?, end_offset = ? WHERE chunk_id = ?", [title, text, len(text), chunk])


def test_a_merged_entity_joins_its_canonical_name_and_the_walk_reaches_the_passage_it_names():
    """MuSiQue: "When did the country in which the performer of Privilege is a citizen become part of the UK?"

    Resolution merges "Ivor Cutler" and the later bare "Cutler" of the album's passage into one
    entity whose rows keep both keys. The album's chunk must join the node ``ivor cutler`` — the
    title of the performer's own passage, the question's gold — not the bare surname's node."""
    corpus = {p["title"]: p["text"] for p in json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))}
    con = empty_store()
    _passage(con, "album", "c1", "Privilege (Ivor Cutler album)", corpus["Privilege (Ivor Cutler album)"],
             [("Ivor Cutler", "PERSON"), ("Rough Trade Records", "ORG"), ("David Toop", "PERSON"), ("Cutler", "PERSON")])
    _passage(con, "cutler", "c2", "Ivor Cutler", corpus["Ivor Cutler"],
             [("Ivor Cutler", "PERSON"), ("Vanishing Point", "ORG"), ("National Theatre of Scotland", "ORG")])
    resolve(con)
    assert {"ivor cutler", "cutler"} in clusters(con).values()  # one entity, two keys: the case under test

    g = ChunkGraph(con)
    album, performer = g.chunk_ids.index("c1"), g.chunk_ids.index("c2")
    assert g.transition.row(album)[g.name_node("ivor cutler")] > 0
    assert g.name_node("cutler") == g.name_node("ivor cutler")  # the bare surname looks up the same node
    question = "When did the country in which the performer of Privilege is a citizen become part of the UK?"
    assert [lk.name for lk in g.links(question)] == ["privilege"]
    ranked = g.rank_each([({"privilege": 1.0}, {}, 1.0)])[:, 0]
    assert ranked[album] > ranked[performer] > 0
