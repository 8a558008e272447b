"""Gazetteer linking and language-aware NER, on KAG's expert term graph and on a Chinese document.

Expected counts come from reading the raw files here (``str.count`` over doc.txt for each node id
of nodes.json), never from the build's own output.
"""

from __future__ import annotations

import json

import duckdb
import pytest

from kagflow.documents.gazetteer import Gazetteer, normalise
from kagflow.documents.language import detect_language
from kagflow.pipelines.build import build_project
from kagflow.store.ids import entity_id_for
from tests.conftest import build_without_models, copy_project, dataset
from kagflow.resources.models import FakeEmbedderResource

#: an extra edges file for the expert graph: 人生长激素 is another name of 生长激素
SYNONYMS = [{"from": "人生长激素", "to": "生长激素", "label": "synonym"}]


@pytest.fixture(scope="module")
def domain_kg(tmp_path_factory) -> duckdb.DuckDBPyConnection:
    root = copy_project("kag-domain-kg", tmp_path_factory.mktemp("dkg") / "dkg")
    (root / "sources" / "synonym_edges.json").write_text(json.dumps(SYNONYMS, ensure_ascii=False), encoding="utf-8")
    assert not (root / "kagflow.yaml").exists()
    build_without_models(root)
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    yield con
    con.close()


def test_domain_kg_mentions_link_to_expert_nodes_against_a_hand_count(domain_kg):
    """Hand count: doc.txt holds, as substrings, 生长激素 7 times (2 of them inside 人生长激素),
    人生长激素 2, 促肾上腺皮质激素 1 and 蛋白酶 1 (inside 胃蛋白酶: Chinese has no word boundaries);
    no other node id of nodes.json occurs (checked below with str.count). Leftmost-longest
    matching gives 5 + 2 + 1 + 1 = 9 mentions; with 人生长激素 a synonym of 生长激素 they link to
    3 entities, 生长激素 with 7 mentions."""
    src = dataset("kag-domain-kg") / "sources"
    text = (src / "doc.txt").read_text(encoding="utf-8")
    ids = {n["id"] for n in json.loads((src / "nodes.json").read_text(encoding="utf-8"))}
    present = {i: text.count(i) for i in ids if text.count(i)}
    assert present == {"生长激素": 7, "人生长激素": 2, "促肾上腺皮质激素": 1, "蛋白酶": 1}
    rows = domain_kg.execute("SELECT extractor, count(*) FROM ner_mentions GROUP BY 1").fetchall()
    assert rows == [("gazetteer", 9)]
    linked = dict(domain_kg.execute(
        "SELECT e.key, sum(c.n_mentions) FROM entity_chunks c JOIN entities e USING (entity_id) GROUP BY 1").fetchall())
    assert linked == {"生长激素": 7, "促肾上腺皮质激素": 1, "蛋白酶": 1}
    assert domain_kg.execute("SELECT count(*) FROM standardized_entities WHERE NOT linked").fetchone()[0] == 0
    assert domain_kg.execute("SELECT count(*) FROM entities WHERE key = '人生长激素'").fetchone()[0] == 0
    head = entity_id_for("Concept", "生长激素")
    assert ("人生长激素", "synonym") in domain_kg.execute(
        "SELECT alias, kind FROM entity_aliases WHERE entity_id = ?", [head]).fetchall()


def test_domain_kg_isa_hierarchy_is_queryable(domain_kg):
    edges = json.loads((dataset("kag-domain-kg") / "sources" / "edges.json").read_text(encoding="utf-8"))
    # 人生长激素 isA 促生长素 collapses onto 生长激素 isA 促生长素: one edge fewer than the 19 distinct pairs
    expected = {(e["from"].replace("人生长激素", "生长激素"), e["to"]) for e in edges if e["label"] == "isA"}
    got = set(domain_kg.execute(
        "SELECT s.key, o.key FROM kg_edges e JOIN entities s ON s.entity_id = e.subject_id "
        "JOIN entities o ON o.entity_id = e.object_id WHERE e.predicate = 'isA'").fetchall())
    assert got == expected and len(got) == 18
    assert {r[0] for r in domain_kg.execute("SELECT language FROM chunk_languages").fetchall()} == {"zh"}


PEOPLE = "id,name,age\np1,周星驰,61\np2,梁朝伟,62\np3,刘德华,62\np4,吴孟达,70\np5,Stephen Chow,61\n"
CHINESE = ("周星驰，1962年6月22日出生于香港[161]。1982年，周星驰报考了无线电视艺员训练班，同班同学有梁朝伟。\n\n"
           "刘德华与梁朝伟是好友。吴孟达多次与周星驰合作，两人被称为黄金搭档。\n")
ENGLISH = "Stephen Chow met Andy Lau in Hong Kong in 1990. Stephen Chow directed Kung Fu Hustle.\n"


@pytest.fixture(scope="module")
def people(tmp_path_factory) -> duckdb.DuckDBPyConnection:
    root = tmp_path_factory.mktemp("people") / "people"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "Person.csv").write_text(PEOPLE, encoding="utf-8")
    (root / "sources" / "周星驰.txt").write_text(CHINESE, encoding="utf-8")
    (root / "sources" / "chow.txt").write_text(ENGLISH, encoding="utf-8")
    report = build_project(root, substitutes={"embedder": FakeEmbedderResource()}, embeddings=False)  # the real spaCy model
    # chunks per language and path: 周星驰.txt is 2 paragraphs (a chunk each at most), chow.txt one
    assert set(report.languages) == {("zh", "gazetteer"), ("en", "spacy+gazetteer")}
    assert report.languages[("en", "spacy+gazetteer")] == 1
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    yield con
    con.close()


def test_chinese_document_links_every_person_of_the_table_and_english_ner_stays_out(people):
    """Hand count of CHINESE: 周星驰 3, 梁朝伟 2, 刘德华 1, 吴孟达 1 (7 mentions, 4 people)."""
    assert {n: CHINESE.count(n) for n in ("周星驰", "梁朝伟", "刘德华", "吴孟达")} == {"周星驰": 3, "梁朝伟": 2, "刘德华": 1, "吴孟达": 1}
    rows = people.execute("SELECT extractor, text, schema_type FROM ner_mentions WHERE file_id = '周星驰.txt'").fetchall()
    assert {r[0] for r in rows} == {"gazetteer"}  # the English pipeline did not read the Chinese text
    assert sorted(r[1] for r in rows) == sorted(["周星驰"] * 3 + ["梁朝伟"] * 2 + ["刘德华", "吴孟达"])
    linked = dict(people.execute(
        "SELECT e.key, c.n_mentions FROM entity_chunks c JOIN entities e USING (entity_id) WHERE c.file_id = '周星驰.txt'").fetchall())
    assert linked == {"p1": 3, "p2": 2, "p3": 1, "p4": 1}
    languages = dict(people.execute("SELECT file_id, any_value(language || ' ' || path) FROM chunk_languages GROUP BY 1").fetchall())
    assert languages == {"周星驰.txt": "zh gazetteer", "chow.txt": "en spacy+gazetteer"}


def test_english_document_keeps_spacy_and_adds_no_duplicate_gazetteer_mention(people):
    rows = people.execute("SELECT extractor, text FROM ner_mentions WHERE file_id = 'chow.txt' ORDER BY start_offset").fetchall()
    assert any(e != "gazetteer" for e, _ in rows)  # spaCy still reads English
    chow = [e for e, t in rows if t == "Stephen Chow"]
    assert len(chow) == 2  # one mention per occurrence, whichever extractor found it
    linked = people.execute("SELECT c.n_mentions FROM entity_chunks c WHERE c.entity_id = ? AND c.file_id = 'chow.txt'",
                            [entity_id_for("Person", "p5")]).fetchall()
    assert linked == [(2,)]


def test_matching_is_normalised_leftmost_longest_and_bounded_for_alphabets():
    g = Gazetteer([("a", "Person", "Li Wei", "Li Wei"), ("b", "Concept", "ACTH", "ACTH"),
                   ("c", "Concept", "生长激素", "生长激素"), ("d", "Concept", "人生长激素", "人生长激素"),
                   ("e", "Thing", "7", "7"), ("f", "Person", "Al", "Al")])
    found = [(m.text, m.entry.entity_id) for m in g.find("Li\nWei met Li Weiss; ＡＣＴＨ, acth. 人生长激素和生长激素 Al 7")]
    assert found == [("Li\nWei", "a"), ("ＡＣＴＨ", "b"), ("acth", "b"), ("人生长激素", "d"), ("生长激素", "c")]
    text = "ＡＣＴＨ  x"
    norm, offsets = normalise(text)
    assert norm == "acth x" and offsets == [0, 1, 2, 3, 4, 6]


@pytest.mark.parametrize("text, language", [
    ("周星驰，1962年6月22日出生于香港[161]。", "zh"), ("Sherlock Holmes lived in London.", "en"),
    ("東京は日本の首都です。", "ja"), ("서울은 한국의 수도이다.", "ko"), ("Москва — столица России.", "ru"), ("[1] 2023", "und"),
    ("生长激素（Human Growth Hormone，HGH）是一种肽类激素", "zh"),
    # inside the Latin script: py3langid (sentences written for this test, not from the library's docs)
    ("Le chat noir dort sur la table de la cuisine depuis ce matin.", "fr"),
    ("Der Hund schläft seit heute Morgen im Garten unter dem alten Baum.", "de"),
    ("El perro duerme en el jardín debajo del árbol viejo.", "es"),
    ("The black cat has been sleeping on the kitchen table since this morning.", "en"),
    ("Київ — столиця України, найбільше місто країни.", "uk"),
    ("Paris", "en"),  # too short to ask: the script's main language
])
def test_language_by_script(text, language):
    assert detect_language(text) == language


def test_alphabetic_names_match_on_word_boundaries_cjk_names_inside_runs():
    g = Gazetteer([("a", "Person", "Holm", "Holm"), ("b", "Concept", "Lith", "Lith"), ("c", "Person", "李伟", "李伟"),
                   ("d", "Company", "Acme", "Acme")])
    text = "Holmes met Holm. Lithium is not Lith-ium; 我和李伟去了Acme公司，李伟先生AcmeCorp"
    found = [(m.text, m.start) for m in g.find(text)]
    # by hand: "Holm" once (not in "Holmes"), "Lith" once (before "-", not in "Lithium"), 李伟 twice
    # inside Chinese runs, "Acme" once before 公司 (a CJK neighbour is a boundary), not in "AcmeCorp"
    assert found == [("Holm", text.index("Holm.")), ("Lith", text.index("Lith-")), ("李伟", text.index("李伟去")),
                     ("Acme", text.index("Acme公司")), ("李伟", text.index("李伟先生"))]


def test_french_chunks_stay_out_of_the_english_pipeline():
    from kagflow.documents.language import SPACY_LANGUAGES
    assert detect_language("Marie Curie est née à Varsovie et a travaillé à Paris toute sa vie.") not in SPACY_LANGUAGES


def test_a_name_of_two_entities_of_one_type_is_left_out():
    g = Gazetteer([("a", "Person", "李伟", "李伟"), ("b", "Person", "李伟", "李伟"), ("c", "Company", "李伟", "李伟")])
    assert [(m.entry.entity_id, m.entry.type) for m in g.find("李伟来了")] == [("c", "Company")]
    assert g.ambiguous == 1


def test_a_new_table_row_links_its_name_in_unchanged_documents(tmp_path):
    """The gazetteer's names are part of the NER stage's state: a name added to a table is found in
    documents that did not change (hand count: 张学友 occurs twice in the text below)."""
    root = tmp_path / "p"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "Person.csv").write_text("id,name\np1,周星驰\n", encoding="utf-8")
    (root / "sources" / "doc.txt").write_text("周星驰与张学友合作。张学友是歌手。\n", encoding="utf-8")
    build_without_models(root)
    (root / "sources" / "Person.csv").write_text("id,name\np1,周星驰\np2,张学友\n", encoding="utf-8")
    report = build_without_models(root)
    assert report.dirty_files == ["Person.csv"]
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        linked = dict(con.execute("SELECT e.key, sum(c.n_mentions) FROM entity_chunks c JOIN entities e USING (entity_id) GROUP BY 1").fetchall())
    finally:
        con.close()
    assert linked == {"p1": 1, "p2": 2}
