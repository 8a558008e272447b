"""The walk out of a passage the question names follows the question's relation words.

The store is written straight through the store's DDL (no build): six real 2Wiki passages, their
mentions from the test extractor (capitalised runs, exact spans), one entity per distinct name.
Word weights come from the whole 2Wiki corpus the passages belong to (6,119 passages), as they
would in a project built from it.
"""

from __future__ import annotations

import json

import duckdb
import numpy as np
import pytest

from kagflow.documents.names import name_key
from kagflow.resources.models import FakeExtractor
from kagflow.solver.retrievers.hybrid import ChunkSearch
from kagflow.solver.retrievers.ppr import ChunkGraph
from kagflow.solver.retrievers.question_hop import RELATION_SEED, QuestionHop, relation_word, states
from kagflow.solver.retrievers.relevance import RelevanceBar, passage_text
from kagflow.store.warehouse import ensure_tables
from tests.conftest import dataset

TITLES = ("Me and Bobby McGee", "Roger Miller", "Janis Joplin", "Billy Elliot", "Stephen Warbeck", "Lee Hall (playwright)")
PERFORMER = "Who is the child of the performer of song Me And Bobby Mcgee?"  # 2Wiki dev: gold Me and Bobby McGee, Roger Miller


@pytest.fixture(scope="module")
def store():
    corpus = json.loads((dataset("2wiki") / "corpus.json").read_text(encoding="utf-8"))
    passages = [next(p for p in corpus if p["title"] == t) for t in TITLES]
    con = duckdb.connect()
    ensure_tables(con)
    extractor = FakeExtractor()
    entities: dict[str, str] = {}
    for i, p in enumerate(passages):
        chunk, doc = f"c{i}", f"corpus.json#{p['title']}"
        con.execute("INSERT INTO chunks (chunk_id, doc_id, file_id, seq, text, start_offset, end_offset, section, title) "
                    "VALUES (?, ?, 'corpus.json', 0, ?, 0, ?, [], ?)", [chunk, doc, p["text"], len(p["text"]), p["title"]])
        mentions, _ = extractor.extract_text(chunk, p["text"])
        counts: dict[str, int] = {}
        for m in mentions:
            key = name_key(m.text)
            con.execute("INSERT INTO ner_mentions VALUES (?, ?, ?, 'corpus.json', ?, ?, ?, ?, NULL, ?, ?, 'test')",
                        [m.mention_id, chunk, doc, m.start, m.end, m.text, m.label, m.text, key])
            entities.setdefault(key, m.text)
            counts[key] = counts.get(key, 0) + 1
        for key, n in counts.items():
            con.execute("INSERT INTO entity_chunks VALUES (?, ?, ?, 'corpus.json', ?)", [f"e:{key}", chunk, doc, n])
    for key, name in entities.items():
        con.execute("INSERT INTO standardized_entities VALUES (?, 'Organization', ?, ?, 'information', false, 1, 1, [])",
                    [f"e:{key}", name, key])
    bar = RelevanceBar(passage_text(p["title"], p["text"]) for p in corpus)
    yield con, passages, bar
    con.close()


def hop_for(con, bar) -> tuple[ChunkGraph, QuestionHop]:
    graph = ChunkGraph(con)
    return graph, QuestionHop(con, graph, lambda: (bar.idf, bar.max_idf))


def test_the_named_passage_leaves_through_the_names_of_the_relations_sentence(store):
    con, passages, bar = store
    text = passages[0]["text"]
    # the passage, read: '"Me and Bobby McGee" is a song ... originally performed by Roger Miller.'
    # then 'A posthumously released version by Janis Joplin topped ..., making the song ...'
    first, second = text[:text.index("A posthumously")], text[text.index("A posthumously"):text.index('" Billboard"')]
    assert "performed by Roger Miller" in first and "song" in first and "Janis Joplin" not in first
    assert "Janis Joplin" in second and "song" in second and "perform" not in second
    graph, hop = hop_for(con, bar)
    weights = hop.weights(PERFORMER, graph.links(PERFORMER))
    (chunk,) = graph.title_chunks("me and bobby mcgee")
    assert list(weights) == [chunk]
    factors = weights[chunk]
    # both sentences share "song" with the question; only his shares "perform(er)"
    assert factors[graph.name_node("roger miller")] > factors[graph.name_node("janis joplin")] > 1
    assert factors[graph.name_node("roger miller")] == pytest.approx(factors[graph.name_node("kris kristofferson")])
    assert all(f > 1 for f in factors.values())


def test_the_walk_moves_towards_the_performers_passage(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    links = graph.links(PERFORMER)
    names = {lk.name: lk.weight for lk in links}
    plain = graph.rank(names, {}, 1.0)
    focused = graph.rank(names, {}, 1.0, transition=graph.transition.reweighted(hop.weights(PERFORMER, links)))
    miller, joplin = (graph.title_chunks(key)[0] for key in ("roger miller", "janis joplin"))
    # Joplin's own passage names the song, so the walk reaches it from the seed directly either way;
    # what the question changes is how much leaves the song's passage towards the performer
    assert focused[miller] > 1.5 * plain[miller]
    assert focused[miller] / focused[joplin] > 1.5 * plain[miller] / plain[joplin]
    assert focused.sum() == pytest.approx(plain.sum())  # the same restart mass, differently spread


def test_the_named_passages_own_words_and_unnamed_passages_change_nothing(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    about = "Tell me about Me And Bobby Mcgee."  # only the title's words: no relation to follow
    assert hop.weights(about, graph.links(about)) == {}
    unnamed = "Who is the child of the performer of that song?"  # names no passage
    assert graph.links(unnamed) == [] and hop.weights(unnamed, []) == {}


def test_a_rare_relation_word_weighs_more_than_a_common_one(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    question = "Where was the composer of film Billy Elliot born?"
    (chunk,) = graph.title_chunks("billy elliot")
    factors = hop.weights(question, graph.links(question))[chunk]
    # "composed" shares "compo" with the question in one sentence (Lee Hall, Stephen Daldry, Stephen
    # Warbeck); "film" is in a tenth of the corpus, so the names of its sentences gain less
    assert bar.idf("compo") > 3 * bar.idf("film")
    composer_sentence = factors[graph.name_node("stephen warbeck")]
    film_only = factors[graph.name_node("jamie bell")]  # "The film stars Jamie Bell as ..."
    assert composer_sentence > film_only > 1
    assert factors[graph.name_node("stephen daldry")] == pytest.approx(composer_sentence)
    # Lee Hall is named twice: in the composer's sentence and in "... the film based on Lee Hall's screenplay"
    assert factors[graph.name_node("lee hall")] == pytest.approx(composer_sentence + film_only - 1)


def test_chunk_search_walks_both_rankings_on_the_questions_matrix(store):
    con, _, bar = store
    search = ChunkSearch(con, None)
    search._bar = bar  # the corpus's word weights, as in a project built from all of 2Wiki
    ranked = search.rankings(PERFORMER, 5)
    titles = dict(con.execute("SELECT chunk_id, title FROM chunks").fetchall())
    links = search.graph.links(PERFORMER)
    names = {lk.name: lk.weight for lk in links}
    weights = search.hop.weights(PERFORMER, links)
    assert weights  # the question names a passage whose sentences share its words: the matrix differs
    expected = search.graph.rank(names, {}, 1.0, transition=search.graph.transition.reweighted(weights))
    plain = search.graph.rank(names, {}, 1.0)
    assert not np.allclose(expected, plain)
    order = [search.graph.chunk_ids[i] for i in np.argsort(-expected, kind="stable")[:5]]
    assert [c for c, _, _ in ranked["ppr"]] == order
    assert [titles[c] for c in order][0] == "Me and Bobby McGee"
    assert np.isfinite([s for _, s, _ in ranked["hybrid"]]).all()


def test_warm_makes_the_word_statistics_before_the_first_question(store):
    con, _, _ = store
    search = ChunkSearch(con, None)
    assert search._bar is None
    search.warm()
    assert search._bar is not None and search._bar.n == len(TITLES)  # document frequencies over the store's chunks


def _store_of(passages: list[tuple[dict, list[tuple[str, str]]]]) -> duckdb.DuckDBPyConnection:
    """A store of real passages, one chunk each, with the mentions given ``(text, schema type)``
    at their first offsets (as spaCy found them in the built MuSiQue and 2Wiki projects), one
    entity per distinct name."""
    con = duckdb.connect()
    ensure_tables(con)
    types: dict[str, tuple[str, str]] = {}
    for i, (p, mentions) in enumerate(passages):
        chunk, doc = f"c{i}", f"corpus.json#{p['title']}"
        con.execute("INSERT INTO chunks (chunk_id, doc_id, file_id, seq, text, start_offset, end_offset, section, title) "
                    "VALUES (?, ?, 'corpus.json', 0, ?, 0, ?, [], ?)", [chunk, doc, p["text"], len(p["text"]), p["title"]])
        for text, schema_type in mentions:
            key, start = name_key(text), p["text"].index(text)
            con.execute("INSERT INTO ner_mentions VALUES (?, ?, ?, 'corpus.json', ?, ?, ?, 'X', ?, ?, ?, 'test')",
                        [f"{chunk}:{start}", chunk, doc, start, start + len(text), text, schema_type, text, key])
            con.execute("INSERT INTO entity_chunks VALUES (?, ?, ?, 'corpus.json', 1)", [f"e:{key}", chunk, doc])
            types.setdefault(key, (text, schema_type))
    for key, (name, schema_type) in types.items():
        con.execute("INSERT INTO standardized_entities VALUES (?, ?, ?, ?, 'information', false, 1, 1, [])",
                    [f"e:{key}", schema_type, name, key])
    return con


def test_the_walk_leaves_a_named_passage_through_a_title_ner_took_inside_a_longer_name():
    """MuSiQue: "Who was president when the area where Intrepid Wind Farm is located became a state?"
    (gold: the passages "Intrepid Wind Farm" and "Iowa"). The farm's passage says "located in Sac and
    Buena Vista counties in north-west Iowa"; spaCy took "north-west Iowa" as one place, so no
    mention edge joins the farm to Iowa. The walk still leaves through the title it writes out."""
    corpus = {p["title"]: p for p in json.loads((dataset("musique") / "corpus.json").read_text(encoding="utf-8"))}
    con = _store_of([(corpus["Intrepid Wind Farm"], [("Intrepid Wind Farm", "Organization"), ("Sac", "Place"),
                                                      ("Buena Vista", "Person"), ("north-west Iowa", "Place"),
                                                      ("MidAmerican Energy", "Organization")]),
                     (corpus["Iowa"], [("Iowa", "Place"), ("Union", "Organization"), ("James K. Polk", "Person")])])
    bar = RelevanceBar(passage_text(p["title"], p["text"]) for p in corpus.values())
    graph, hop = hop_for(con, bar)
    question = "Who was president when the area where Intrepid Wind Farm is located became a state?"
    links = graph.links(question)
    assert [lk.name for lk in links] == ["intrepid wind farm"]
    farm, iowa = graph.title_chunks("intrepid wind farm")[0], graph.title_chunks("iowa")[0]
    iowa_name = graph.name_node("iowa")
    assert iowa_name not in graph.transition.targets(farm)  # NER's mention is "north-west Iowa"
    weights = hop.weights(question, links)
    assert weights[farm][iowa_name] > 1  # its sentence shares "located" with the question
    names = {lk.name: lk.weight for lk in links}
    plain = graph.rank(names, {}, 1.0)
    walked = graph.rank(names, {}, 1.0, transition=graph.transition.reweighted(weights))
    assert plain[iowa] == 0 and walked[iowa] > 0
    assert walked.sum() == pytest.approx(plain.sum())


def test_a_title_that_begins_a_longer_name_is_not_written_out():
    """2Wiki's "Billy Elliot" passage names the director Stephen Daldry and the composer Stephen
    Warbeck; the corpus also holds the song "Stephen". A first name is not a mention of the song;
    the song's own passage writes its title out."""
    corpus = {p["title"]: p for p in json.loads((dataset("2wiki") / "corpus.json").read_text(encoding="utf-8"))}
    billy, song = corpus["Billy Elliot"], corpus["Stephen (song)"]
    con = _store_of([(billy, [("Stephen Daldry", "Person"), ("Stephen Warbeck", "Person")]),
                     (song, [("Kesha", "Person")])])
    graph = ChunkGraph(con)
    stephen = graph.name_node("stephen")
    assert graph.title_chunks("stephen") and stephen is not None
    assert "Stephen Daldry" in billy["text"] and stephen not in graph.titles_in(billy["text"])
    assert graph.name_node("stephen daldry") in set(graph.transition.targets(graph.title_chunks("billy elliot")[0]).tolist())
    assert stephen in graph.titles_in(song["text"])  # '" Stephen" is a song by ... Kesha'


def test_a_title_no_name_was_found_for_is_an_exit_even_without_a_shared_word():
    """2Wiki: "When did Lothair Ii's mother die?" (gold: "Lothair II", "Ermengarde of Tours"). The
    passage says "He was the second son of Emperor Lothair I and Ermengarde of Tours", where spaCy
    found no name; the sentence shares no word with the question ("son" is not "mother"), yet
    the title it writes out is a way out of the passage like any name in it."""
    corpus = {p["title"]: p for p in json.loads((dataset("2wiki") / "corpus.json").read_text(encoding="utf-8"))}
    con = _store_of([(corpus["Lothair II"], [("Lotharingia", "Organization"), ("Teutberga", "Organization"),
                                              ("Boso the Elder", "Organization")]),
                     (corpus["Ermengarde of Tours"], [("Hugh of Tours", "Person"), ("Thionville", "Place")])])
    bar = RelevanceBar(passage_text(p["title"], p["text"]) for p in corpus.values())
    graph, hop = hop_for(con, bar)
    question = "When did Lothair Ii's mother die?"
    links = graph.links(question)
    assert [lk.name for lk in links] == ["lothair ii"]
    lothair, ermengarde = graph.title_chunks("lothair ii")[0], graph.title_chunks("ermengarde of tours")[0]
    weights = hop.weights(question, links)
    assert weights[lothair] == {graph.name_node("ermengarde of tours"): 1.0}
    names = {lk.name: lk.weight for lk in links}
    plain = graph.rank(names, {}, 1.0)
    walked = graph.rank(names, {}, 1.0, transition=graph.transition.reweighted(weights))
    assert plain[ermengarde] == 0 < walked[ermengarde]


def test_a_title_written_with_an_office_inside_it_is_written_out():
    """2Wiki titles a duke "Wenceslaus I of Legnica"; his sons' passages write "the eldest son of
    Wenceslaus I, Duke of Legnica", where spaCy found only "Wenceslaus". The title is still
    written out (an exit of the son's passage); a head that ends a longer name is not ("Frederick
    William, Prince of Nassau- Weilburg" is neither "William of Nassau" nor anyone "of Nassau")."""
    corpus = {p["title"]: p for p in json.loads((dataset("2wiki") / "corpus.json").read_text(encoding="utf-8"))}
    rupert, father = corpus["Rupert I of Legnica"], corpus["Wenceslaus I of Legnica"]
    frederick, william = corpus["Frederick William, Prince of Nassau-Weilburg"], corpus["William of Nassau (1601–1627)"]
    assert "son of Wenceslaus I, Duke of Legnica" in rupert["text"] and "Wenceslaus I of Legnica" not in rupert["text"]
    assert "Frederick William, Prince of Nassau- Weilburg" in frederick["text"]
    con = _store_of([(rupert, [("Wenceslaus", "Person"), ("Anna", "Person")]), (father, [("Louis I.", "Person")]),
                     (frederick, [("The Hague", "Place")]), (william, [])])
    graph = ChunkGraph(con)
    duke = graph.name_node("wenceslaus i of legnica")
    assert duke in graph.titles_in(rupert["text"])
    assert duke not in graph.titles_in(rupert["text"].replace("Wenceslaus I, Duke of Legnica", "Wenceslaus I, duke of Legnica"))
    nassau = graph.name_node("william of nassau")
    assert nassau not in graph.titles_in(frederick["text"])
    assert nassau not in graph.titles_in(frederick["text"].replace("Nassau- Weilburg", "Nassau"))
    assert nassau in graph.titles_in("a son of William, Prince of Nassau")
    bar = RelevanceBar(passage_text(p["title"], p["text"]) for p in corpus.values())
    _, hop = hop_for(con, bar)
    question = "When did Rupert I Of Legnica's father die?"
    links = graph.links(question)
    (son,) = graph.title_chunks("rupert i of legnica")
    assert [lk.name for lk in links] == ["rupert i of legnica"]
    assert duke in hop.weights(question, links)[son]  # an exit the walk takes to the duke's own passage
    names = {lk.name: lk.weight for lk in links}
    walked = graph.rank(names, {}, 1.0, transition=graph.transition.reweighted(hop.weights(question, links)))
    assert walked[graph.title_chunks("wenceslaus i of legnica")[0]] > walked[graph.title_chunks("william of nassau")[0]]


@pytest.mark.parametrize(("question", "title", "relation"), [
    # TITLE's R: the word after the possessive, even where "R of" stands before the title too
    ("Where was the place of death of Maurice, Prince Of Orange's father?", "Maurice, Prince of Orange", ("father",)),
    ("When did Lothair Ii's mother die?", "Lothair II", ("mother",)),
    ("Which country Aleksander Koniecpolski (1620–1659)'s father is from?", "Aleksander Koniecpolski (1620–1659)", ("father",)),
    ("Who is Mugain's mother-in-law?", "Mugain", ("mother", "law")),
    # R of [the] [film|song] TITLE
    ("Where was the composer of film Billy Elliot born?", "Billy Elliot", ("composer",)),
    ("What is the place of birth of the director of film Gaby: A True Story?", "Gaby: A True Story", ("director",)),
    ("Who is the father-in-law of Sisowath Kossamak?", "Sisowath Kossamak", ("father", "law")),
    ("Who was Audrey Williams pregnant with during the recording of \"Dear Brother\"?", "Dear Brother", ("recording",)),
    # neither pattern around the title: no relation ("of" inside another title before it, across "or")
    ("Which film has the director who died first, A Day Of Fury or Modern Husbands?", "Modern Husbands", None),
    ("Which film has the director who died first, A Day Of Fury or Modern Husbands?", "A Day of Fury", None),
    ("Do both films Interview With A Hitman and The Last Coupon have the directors from the same country?", "The Last Coupon", None),
    ("What currency predated the Euro in the country Signmark is from?", "Signmark", None),
    ("Tell me about Me And Bobby Mcgee.", "Me and Bobby McGee", None),
    ("Where was the composer of film Billy Elliot born?", "Stephen Warbeck", None),  # a title the question does not write
])
def test_the_relation_is_read_from_the_words_around_the_title(question, title, relation):
    assert relation_word(question, name_key(title)) == relation


def test_a_relation_is_stated_by_a_word_sharing_its_stem():
    assert states(("composer",), frozenset({"music", "composed", "stephen"}))
    assert states(("director",), frozenset({"directed"}))
    assert not states(("grandmother",), frozenset({"grand", "duke"}))  # five letters are no stem of a long word
    assert states(("father", "law"), frozenset({"father", "law", "the"})) and not states(("father", "law"), frozenset({"father"}))


def names_of_sentences_with(con, graph, chunk_id: str, word: str, but: str) -> set[str]:
    """The folded names the fixture's mentions place in the sentences of ``chunk_id`` holding ``word``
    (sentences cut at ". "), less ``but`` (the title the question names)."""
    text = con.execute("SELECT text FROM chunks WHERE chunk_id = ?", [chunk_id]).fetchone()[0]
    cuts = [0, *(i + 2 for i in range(len(text)) if text.startswith(". ", i)), len(text)]
    spans = [(a, b) for a, b in zip(cuts, cuts[1:]) if word in text[a:b]]
    mentions = con.execute("SELECT start_offset, name_key FROM ner_mentions WHERE chunk_id = ?", [chunk_id]).fetchall()
    return {k for start, k in mentions if any(a <= start < b for a, b in spans) and k != but and graph.name_node(k) is not None}


def test_the_names_that_state_the_questions_relation_are_seeded(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    question = "Where was the composer of film Billy Elliot born?"
    links = graph.links(question)
    (film,) = [lk for lk in links if lk.name == "billy elliot"]
    seeds = hop.relation_seeds(question, links)
    # the sentence "... written by Lee Hall and directed by Stephen Daldry with music composed by Stephen Warbeck"
    (chunk,) = graph.title_chunks("billy elliot")
    stated = names_of_sentences_with(con, graph, graph.chunk_ids[chunk], "composed", "billy elliot")
    assert {"lee hall", "stephen daldry", "stephen warbeck"} <= stated and "jamie bell" not in stated
    assert set(seeds) == stated
    assert sum(seeds.values()) == pytest.approx(RELATION_SEED * film.weight)
    assert len(set(seeds.values())) == 1  # shared equally


def test_relation_seeds_move_the_walk_to_the_second_hops_passage(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    question = "Where was the composer of film Billy Elliot born?"
    links = graph.links(question)
    names = {lk.name: lk.weight for lk in links}
    transition = graph.transition.reweighted(hop.weights(question, links))
    seeded = dict(names)
    for key, weight in hop.relation_seeds(question, links).items():
        seeded[key] = seeded.get(key, 0.0) + weight
    before, after = graph.rank(names, {}, 1.0, transition=transition), graph.rank(seeded, {}, 1.0, transition=transition)
    warbeck, film = graph.title_chunks("stephen warbeck")[0], graph.title_chunks("billy elliot")[0]
    assert after[warbeck] / after.sum() > 2 * before[warbeck] / before.sum()
    assert int(np.argmax(after)) == film  # the passage the question names stays first


def test_a_question_without_the_relations_words_seeds_nothing(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    # no relation word; no title; a relation no sentence of the passage states
    for question in ("Tell me about Me And Bobby Mcgee.", "Who is the child of the performer of that song?",
                     "Who is Billy Elliot's grandmother?"):
        assert hop.relation_seeds(question, graph.links(question)) == {}


def test_the_performers_sentence_alone_is_seeded(store):
    con, _, bar = store
    graph, hop = hop_for(con, bar)
    seeds = hop.relation_seeds(PERFORMER, graph.links(PERFORMER))
    (chunk,) = graph.title_chunks("me and bobby mcgee")
    assert set(seeds) == names_of_sentences_with(con, graph, graph.chunk_ids[chunk], "performed", "me and bobby mcgee")
    assert "roger miller" in seeds and "janis joplin" not in seeds  # her sentence says "version", not "performed"
