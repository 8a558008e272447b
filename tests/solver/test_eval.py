"""kagflow eval: question formats, gold passages, recall@k against hand counts, EM/F1, the CLI."""

from __future__ import annotations

import json

import duckdb
import pytest

from kagflow.pipelines.cli import main
from kagflow.solver.eval import (QuestionFileError, evaluate, exact_match, f1_score, gold_documents, load_questions,
                                 recall_at)
from kagflow.solver.retrievers.base import Hit
from tests.conftest import dataset
from tests.solver.retrievers.conftest import musique_slice  # noqa: F401  (the session fixture)


def test_formats_are_detected_and_gold_passages_read_as_the_sets_give_them():
    kind, questions = load_questions(dataset("musique") / "questions_dev.json")
    raw = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))
    assert kind == "musique" and len(questions) == 50
    assert [len(q.gold) for q in questions] == [sum(p["is_supporting"] for p in r["paragraphs"]) for r in raw]
    assert questions[0].answers == ("35",)
    kind, questions = load_questions(dataset("hotpotqa") / "questions_dev.json")
    assert kind == "hotpotqa" and len(questions) == 50
    assert {t for t, _ in questions[0].gold} == {"Christopher Nolan", "Sathish Kalathil"} and questions[0].gold[0][1] is None
    kind, questions = load_questions(dataset("2wiki") / "questions_sample.json")
    assert kind == "2wiki" and len(questions) == 2 and {t for t, _ in questions[0].gold} == {"Lothair II", "Ermengarde of Tours"}


def test_json_lines_are_read(tmp_path):
    raw = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))[:2]
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(json.dumps(q) for q in raw) + "\n", encoding="utf-8")
    kind, questions = load_questions(path)
    assert kind == "musique" and [q.qid for q in questions] == [q["id"] for q in raw]


@pytest.mark.parametrize("content, message", [
    ("{not json", "not valid JSON"),
    ("[]", "non-empty list"),
    ('[{"question": "q?"}]', "not a known question format"),
    ('[{"question": "q?", "supporting_facts": [[1, 0]]}]', "question 1"),
    ('[{"supporting_facts": [["A", 0]]}]', "no 'question' text"),
])
def test_bad_question_files_are_located_errors(tmp_path, content, message):
    path = tmp_path / "q.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(QuestionFileError, match=message):
        load_questions(path)


def test_recall_counts_distinct_passages_against_a_hand_count():
    ranked = ["a", "a", "b", "c", "d", "e"]  # two chunks of passage a count once
    gold = [frozenset({"b"}), frozenset({"x"}), frozenset({"d", "d2"})]
    assert recall_at(ranked, gold, 2) == pytest.approx(1 / 3)  # top 2 passages: a, b
    assert recall_at(ranked, gold, 4) == pytest.approx(2 / 3)  # a, b, c, d
    assert recall_at([], gold, 5) == 0


def test_em_and_f1_are_squads():
    assert exact_match("The Eiffel Tower!", ["eiffel tower"]) == 1.0
    assert exact_match("Paris", ["eiffel tower", "paris"]) == 1.0
    # tokens "tower of paris" vs "eiffel tower": 1 common; precision 1/3, recall 1/2, F1 = 2/5
    assert f1_score("tower of Paris", ["Eiffel tower"]) == pytest.approx(0.4)
    assert f1_score("nothing", ["Eiffel tower"]) == 0.0


class StubSearch:
    """search_each from fixed doc ids per retriever."""

    def __init__(self, ranked: dict[str, list[str]]):
        self.ranked = ranked

    def search_each(self, question, k):
        return {name: [Hit(chunk_id=f"{d}-{i}", score=1.0, retriever=name, doc_id=d) for i, d in enumerate(docs)]
                for name, docs in self.ranked.items()}


def test_evaluate_averages_recall_per_retriever_and_scores_answers_only_with_a_model():
    from kagflow.solver.eval import Question

    questions = [Question("q1", "a?", (("A", None), ("B", None)), ("yes",)), Question("q2", "b?", (("C", None),), ("no",))]
    gold = [[frozenset({"A"}), frozenset({"B"})], [frozenset({"C"})]]
    search = StubSearch({"dense": ["A", "X", "B"], "bm25": ["C"], "ppr": [], "hybrid": ["B", "C", "A"]})
    report = evaluate(search, questions, gold, ks=(2, 5))
    # dense: q1 @2 1/2, @5 1; q2 0 -> means .25, .5 | bm25: q1 0, q2 1 -> .5, .5 | hybrid: q1 @2 1/2 (B, C), @5 1; q2 1, 1
    assert report.recall["dense"] == {"recall@2": 0.25, "recall@5": 0.5}
    assert report.recall["bm25"] == {"recall@2": 0.5, "recall@5": 0.5}
    assert report.recall["ppr"] == {"recall@2": 0.0, "recall@5": 0.0}
    assert report.recall["hybrid"] == {"recall@2": 0.75, "recall@5": 1.0}
    assert report.em is None and report.f1 is None and set(report.latency_ms) == {"p50", "p95"}
    answered = evaluate(search, questions, gold, ks=(2,), answer=lambda q, hits: "yes")
    assert answered.em == 0.5 and answered.f1 == 0.5


def test_gold_passages_are_matched_by_title_and_text(musique_slice):  # noqa: F811
    con = duckdb.connect(str(musique_slice / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        _, questions = load_questions(musique_slice / "questions.json")
        gold = gold_documents(con, questions)
        canon = gold[1]  # question 2's two supporting passages are both titled "Canon law"
        assert [t for t, _ in questions[1].gold] == ["Canon law", "Canon law"]
        assert len(canon) == 2 and all(len(s) == 1 for s in canon) and canon[0] != canon[1]
        _, hotpot = load_questions(dataset("hotpotqa") / "questions_dev.json")
        with pytest.raises(QuestionFileError, match="not documents of this project"):
            gold_documents(con, hotpot)
    finally:
        con.close()


def test_cli_eval_json_prints_one_object_of_the_agreed_shape(musique_slice, capsys):  # noqa: F811
    code = main(["eval", str(musique_slice), "--questions", str(musique_slice / "questions.json"), "--json"])
    out = capsys.readouterr().out
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"n", "retrievers", "latency_ms", "em", "f1"} and data["n"] == 3
    assert set(data["retrievers"]) == {"dense", "bm25", "ppr", "hybrid"}
    assert all(set(r) == {"recall@2", "recall@5"} and all(0 <= v <= 1 for v in r.values()) for r in data["retrievers"].values())
    assert set(data["latency_ms"]) == {"p50", "p95"} and data["em"] is None and data["f1"] is None


def test_cli_eval_table_and_other_cut_offs(musique_slice, capsys):  # noqa: F811
    assert main(["eval", str(musique_slice), "--questions", str(musique_slice / "questions.json"), "--k", "1,10"]) == 0
    out = capsys.readouterr().out
    assert "recall@1" in out and "recall@10" in out and "hybrid" in out and "p50" in out


def test_cli_eval_bad_input_exits_2_with_a_message(musique_slice, tmp_path, capsys):  # noqa: F811
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    assert main(["eval", str(musique_slice), "--questions", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["eval", str(musique_slice), "--questions", str(dataset("hotpotqa") / "questions_dev.json")]) == 2
    assert "not documents of this project" in capsys.readouterr().err
    assert main(["eval", str(musique_slice), "--questions", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["eval", str(musique_slice), "--questions", str(musique_slice / "questions.json"), "--k", "0"]) == 2
    assert "--k" in capsys.readouterr().err


def test_cli_eval_of_an_unbuilt_project_exits_1(tmp_path, capsys):
    (tmp_path / "p" / "sources").mkdir(parents=True)
    (tmp_path / "p" / "schema").mkdir()
    q = tmp_path / "q.json"
    q.write_text(json.dumps([{"question": "q?", "supporting_facts": [["A", 0]]}]), encoding="utf-8")
    code = main(["eval", str(tmp_path / "p"), "--questions", str(q)])
    assert code == 1 and "has not been built" in capsys.readouterr().err


def test_cli_eval_with_a_model_scores_em_and_f1_by_hand(musique_slice, tmp_path, capsys, monkeypatch):  # noqa: F811
    """With a model configured, eval asks each question (plan -> run -> answer) and scores the
    answers. The recorded model answers the first question right, the second wrong and the third
    with extra words; EM and F1 are counted by hand (SQuAD: articles and punctuation dropped)."""
    import shutil

    from tests.llm_server import RecordingLLMServer, Reply

    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    questions = json.loads((musique_slice / "questions.json").read_text(encoding="utf-8"))
    said = {questions[0]["question"]: "35",                            # EM 1, F1 1
            questions[1]["question"]: "the Church of England",         # EM 0, F1 0 (no shared token)
            questions[2]["question"]: "Avery County, North Carolina"}  # EM 0, F1 2*(2/4*2/2)/(2/4+2/2) = 2/3

    def responder(request: dict) -> Reply:
        system = request["messages"][0]["content"]
        if "You write the final answer" in system:
            question = json.loads(request["messages"][1]["content"])["question"]
            return Reply.text(json.dumps({"answer": said[question], "citations": [1]}))
        plan = "Step1: find it\nAction1: Retrieval(s=s1:Person[`Hank Snow`], p=p1:name, o=o1:Text)\nAction2: Output(o1)"
        return Reply.text(json.dumps({"plan": plan}))

    root = tmp_path / "slice"
    shutil.copytree(musique_slice, root)
    with RecordingLLMServer(responder) as server:
        (root / "kagflow.yaml").write_text(f"llm: {{base_url: '{server.base_url}', model: stand-in}}\n", encoding="utf-8")
        assert main(["eval", str(root), "--questions", str(root / "questions.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["em"] == pytest.approx(1 / 3, abs=1e-3)
    assert data["f1"] == pytest.approx((1 + 0 + 2 / 3) / 3, abs=1e-3)
