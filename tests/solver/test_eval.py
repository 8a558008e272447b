"""kagflow eval: question formats, gold passages, recall@k against hand counts, EM/F1, the CLI."""

from __future__ import annotations

import json
from pathlib import Path

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


@pytest.mark.parametrize("record, field, found", [
    ({"_id": "q7", "question": "Who?", "supporting_facts": "Paris"}, "supporting_facts", "a string"),
    ({"_id": "q7", "question": "Who?", "supporting_facts": {"Paris": 0}}, "supporting_facts", "an object"),
    ({"id": "q7", "question": "Who?", "paragraphs": "Paris"}, "paragraphs", "a string"),
])
def test_a_gold_field_that_is_not_a_list_is_a_located_exit_2(tmp_path, capsys, record, field, found):
    """A string ``supporting_facts`` was read character by character (gold titles "P", "a", ...);
    now it is an error naming the question, its id and the field, as for any other mistyped field."""
    (tmp_path / "p" / "sources").mkdir(parents=True)
    (tmp_path / "p" / "schema").mkdir()
    good = {"_id": "q1", "question": "Where?", "supporting_facts": [["Lyon", 0]], "paragraphs": [
        {"title": "Lyon", "paragraph_text": "Lyon is a city.", "is_supporting": True}]}
    if field == "supporting_facts":
        del good["paragraphs"]
    q = tmp_path / "q.json"
    q.write_text(json.dumps([good, record]), encoding="utf-8")
    with pytest.raises(QuestionFileError) as caught:
        load_questions(q)
    assert str(caught.value).startswith(f"{q}: question 2 (q7): '{field}' must be a list of ")
    assert str(caught.value).endswith(f", not {found}")
    assert main(["eval", str(tmp_path / "p"), "--questions", str(q)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "question 2 (q7)" in err and f"'{field}'" in err


def test_a_supporting_fact_that_is_not_a_pair_is_a_located_error(tmp_path):
    q = tmp_path / "q.json"
    q.write_text(json.dumps([{"_id": "q1", "question": "Who?", "supporting_facts": ["Paris", ["Lyon", 0]]}]), encoding="utf-8")
    with pytest.raises(QuestionFileError, match=r"question 1 \(q1\): malformed gold passages \(hotpotqa format\): "
                                                r"supporting fact 1 is a string, not a \[title, sentence index\] pair"):
        load_questions(q)


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
    assert set(data) == {"n", "retrievers", "latency_ms", "em", "f1", "answered", "abstained", "precision"} and data["n"] == 3
    assert set(data["retrievers"]) == {"dense", "bm25", "ppr", "hybrid"}
    assert all(set(r) == {"recall@2", "recall@5"} and all(0 <= v <= 1 for v in r.values()) for r in data["retrievers"].values())
    assert set(data["latency_ms"]) == {"p50", "p95"}
    # without a model every question is asked and gets evidence only: measured, and nothing right
    assert (data["answered"], data["abstained"], data["em"], data["f1"], data["precision"]) == (0, 3, 0.0, 0.0, None)


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
    assert (data["answered"], data["abstained"]) == (3, 0) and data["precision"] == pytest.approx(1 / 3, abs=1e-3)


# -- question-answer sets without passages (format "qa") ---------------------------------------


def test_a_question_answer_set_is_read_with_its_gold_lists():
    raw = json.loads((dataset("kag-affairqa") / "questions.json").read_text(encoding="utf-8"))
    kind, questions = load_questions(dataset("kag-affairqa") / "questions.json")
    assert kind == "qa" and len(questions) == len(raw) == 69
    assert [(q.qid, q.text, list(q.gold)) for q in questions] == [(r["id"], r["question"], r["answer"]) for r in raw]


def _qa_file(tmp_path, content: str, name: str = "q.json"):
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize("content, message", [
    ('[{"id": "a", "question": "q?", "answer": ["x"]},\n {"question": "r?", "answer": ["y"]}]', r"question 2 \(line 2\): no 'id'"),
    ('[{"id": "a", "question": "q?", "answer": ["x"]},\n {"id": "b", "answer": ["y"]}]', r"question 2 \(line 2\) \(id b\): no 'question'"),
    ('[{"id": "a", "question": "q?", "answer": ["x"]},\n {"id": "b", "question": "r?", "answer": "y"}]',
     "'answer' must be a non-empty list of gold answers, not a string"),
    ('[{"id": "a", "question": "q?", "answer": ["x"]},\n {"id": "b", "question": "r?"}]', "no 'answer'"),
    ('[{"id": "a", "question": "q?", "answer": []}]', "not an empty list"),
    ('[{"id": "a", "question": "q?", "answer": ["x", {"v": 1}]}]', "answer 2: an object, not a string, number or boolean"),
    ('[{"id": "a", "question": "q?", "answer": [""]}]', "answer 1: an empty string"),
    ('[{"id": "a", "question": 7, "answer": ["x"]}]', "'question' must be a non-empty string, not a number"),
    ('[{"id": ["a"], "question": "q?", "answer": ["x"]}]', "'id' must be a non-empty string or a whole number"),
    ('[{"id": "a", "question": "q?", "answer": ["x"]},\n {"id": "a", "question": "r?", "answer": ["y"]}]',
     r"question 2 \(line 2\): id 'a' was already used by question 1 \(line 1\)"),
    ('[{"id": "a", "question": "q?", "answer": ["x"], "as_of": "June"}]', "'as_of' must be a date YYYY-MM-DD"),
    ('[{"id": "a", "question": "q?", "answer": ["x"]}, 3]', r"question 2 \(line 1\): expected an object"),
    ('{"questions": [{"id": "a", "question": "q?", "answer": ["x"]}]}', "not a known question format"),
])
def test_bad_question_answer_files_name_the_question_and_its_line(tmp_path, content, message):
    with pytest.raises(QuestionFileError, match=message):
        load_questions(_qa_file(tmp_path, content))


def test_json_lines_question_answer_sets_are_located_by_line(tmp_path):
    path = _qa_file(tmp_path, '{"id": "a", "question": "q?", "answer": ["x"]}\n\n{"id": "b", "question": "r?", "answer": 5}\n',
                    "q.jsonl")
    with pytest.raises(QuestionFileError, match=r"question 2 \(line 3\) \(id b\): 'answer' must be a non-empty list"):
        load_questions(path)


class StubAsker:
    """``ask`` from a table: question -> (mode, values); the clock advances by the given milliseconds."""

    def __init__(self, replies: dict[str, tuple[str, list | None]], clock: list[float], costs_ms: dict[str, float]):
        self.replies, self.clock, self.costs_ms = replies, clock, costs_ms
        self.asked: list[str] = []

    def ask(self, question):
        from types import SimpleNamespace

        self.asked.append(question)
        self.clock[0] += self.costs_ms[question] / 1000
        mode, values = self.replies[question]
        return SimpleNamespace(mode=mode, values=values)


def test_answers_are_scored_with_precision_abstentions_and_latency_counted_by_hand():
    from kagflow.solver.eval import AnswerQuestion, evaluate_answers

    questions = [
        AnswerQuestion("q1", "Which country?", ("DE",), "property"),
        AnswerQuestion("q2", "How much?", ("800000",), "sum"),                       # answered 8e5 as a float: right
        AnswerQuestion("q3", "Which companies?", ("Acme Motors", "Helix Chemicals"), "superlative"),  # one of two
        AnswerQuestion("q4", "Older?", ("yes",), "comparison"),                     # evidence: abstained
        AnswerQuestion("q5", "Who?", ("Chloe Tan",), "two_hop"),                    # an answer without values: abstained
    ]
    replies = {"Which country?": ("answer", ["DE"]), "How much?": ("answer", [800000.0]),
               "Which companies?": ("answer", ["Acme Motors"]), "Older?": ("evidence", None), "Who?": ("answer", [])}
    costs = {"Which country?": 10, "How much?": 20, "Which companies?": 30, "Older?": 40, "Who?": 50}
    clock = [0.0]
    asker = StubAsker(replies, clock, costs)
    warmed: list[str] = []
    report = evaluate_answers(asker, questions, warm_up=warmed.append, clock=lambda: clock[0])
    assert warmed == ["Which country?"] and asker.asked == [q.text for q in questions]
    # EM 1, 1, 0, 0, 0 -> 2/5; F1 1, 1, 2*1/(1+2) = 2/3, 0, 0 -> (8/3)/5; precision 2 right of 3 answered
    assert (report.n, report.answered, report.abstained) == (5, 3, 2)
    assert report.em == 0.4 and report.f1 == pytest.approx((2 + 2 / 3) / 5, abs=1e-4)
    assert report.precision == pytest.approx(2 / 3, abs=1e-4)
    # latencies 10..50 ms: p50 the middle one; p95 = 40 + 0.8 * (50 - 40) by linear interpolation
    assert report.latency_ms == {"p50": 30.0, "p95": 48.0}
    rows = {r["id"]: r for r in report.per_question}
    assert rows["q2"]["predicted"] == [800000] and rows["q2"]["em"] == 1.0
    assert rows["q3"]["f1"] == pytest.approx(2 / 3, abs=1e-4) and rows["q3"]["gold"] == ["Acme Motors", "Helix Chemicals"]
    assert rows["q4"]["predicted"] is None and rows["q4"]["mode"] == "evidence"
    assert rows["q5"]["predicted"] is None and rows["q5"]["mode"] == "answer"
    assert set(rows["q1"]) == {"id", "question", "shape", "gold", "predicted", "em", "f1", "mode", "latency_ms"}
    assert rows["q1"]["latency_ms"] == 10.0 and rows["q1"]["shape"] == "property"
    data = report.as_dict(per_question=True)
    assert data["abstained"] == 2 and len(data["questions"]) == 5 and "questions" not in report.as_dict()


def test_nothing_answered_scores_zero_with_no_precision():
    from kagflow.solver.eval import AnswerQuestion, evaluate_answers

    asker = StubAsker({"q?": ("evidence", None)}, [0.0], {"q?": 1})
    report = evaluate_answers(asker, [AnswerQuestion("a", "q?", ("x",))])
    assert (report.answered, report.em, report.f1, report.precision) == (0, 0.0, 0.0, None)


def test_questions_that_assume_another_as_of_date_are_noted():
    from kagflow.solver.eval import AnswerQuestion, as_of_notes

    questions = [AnswerQuestion("a", "q?", ("x",), as_of="2023-10-15"), AnswerQuestion("b", "r?", ("y",))]
    assert as_of_notes(questions, "2023-10-15") == [] and as_of_notes(questions, None) == []
    (note,) = as_of_notes(questions, "2025-01-01")
    assert "1 question(s) (a)" in note and "--as-of 2023-10-15" in note


BENCH = Path(__file__).resolve().parents[2] / "bench" / "questions"


def test_cli_eval_of_a_question_answer_set_on_a_built_project_without_a_model(supplychain, capsys, monkeypatch):
    """The real path: each question asked as `kagflow ask` does; without a model the schema
    planner answers what it can read and the rest abstains; the figures agree with the rows."""
    for var in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    path = BENCH / "kag-supplychain.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert main(["eval", str(supplychain), "--questions", str(path), "--json", "--per-question"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"n", "format", "answered", "abstained", "em", "f1", "precision", "latency_ms", "notes", "questions"}
    rows = data["questions"]
    assert [(q["id"], q["gold"]) for q in rows] == [(r["id"], r["answer"]) for r in raw]
    answered = [q for q in rows if q["mode"] == "answer" and q["predicted"]]
    assert (data["n"], data["answered"], data["abstained"]) == (len(raw), len(answered), len(raw) - len(answered))
    assert all(q["predicted"] is None for q in rows if q not in answered)
    right = sum(q["em"] for q in rows)
    assert data["em"] == round(right / len(raw), 4) and data["format"] == "qa"
    assert data["precision"] == (round(sum(q["em"] for q in answered) / len(answered), 4) if answered else None)
    assert data["latency_ms"]["p50"] > 0
    assert main(["eval", str(supplychain), "--questions", str(path), "--per-question"]) == 0
    out = capsys.readouterr().out
    assert f"answered {len(answered)} of {len(raw)}, abstained {len(raw) - len(answered)}" in out and raw[0]["id"] in out


def test_cli_eval_notes_questions_that_assume_another_as_of(supplychain, tmp_path, capsys):
    """The as-of date of the last `kagflow build` (its stamp) against the questions' as_of."""
    import shutil

    from kagflow.incremental import write_build_stamp
    from kagflow.project import Project

    root = tmp_path / "sc"
    shutil.copytree(supplychain, root)
    write_build_stamp(Project(root), {"as_of": "2023-10-15"})  # what `kagflow build --as-of 2023-10-15` records
    path = _qa_file(tmp_path, json.dumps([{"id": "w", "question": "近30天传化****限公司流出了多少资金？", "answer": ["1067651"],
                                           "as_of": "2024-01-01"}, {"id": "v", "question": "臧*的年龄是多少？", "answer": ["38"],
                                                                    "as_of": "2023-10-15"}]))
    assert main(["eval", str(root), "--questions", str(path), "--json"]) == 0
    (note,) = [n for n in json.loads(capsys.readouterr().out)["notes"] if "as of" in n]
    assert "1 question(s) (w) assume the project was built as of 2024-01-01, but it was built as of 2023-10-15" in note


def test_cli_eval_bad_question_answer_file_exits_2_naming_the_question(supplychain, tmp_path, capsys):
    path = _qa_file(tmp_path, '[{"id": "a", "question": "q?", "answer": ["x"]},\n {"id": "b", "question": "r?", "answer": [null]}]')
    assert main(["eval", str(supplychain), "--questions", str(path)]) == 2
    assert "question 2 (line 2) (id b): answer 1: null" in capsys.readouterr().err


def test_cli_eval_per_question_rows_of_a_passage_set(musique_slice, capsys):  # noqa: F811
    questions = json.loads((musique_slice / "questions.json").read_text(encoding="utf-8"))
    assert main(["eval", str(musique_slice), "--questions", str(musique_slice / "questions.json"), "--json", "--per-question"]) == 0
    rows = json.loads(capsys.readouterr().out)["questions"]
    assert [r["id"] for r in rows] == [q["id"] for q in questions]
    assert all(0 <= r["hybrid@2"] <= 1 and r["prediction"] is None and r["em"] == 0.0 for r in rows)
    assert rows[0]["gold"] == [questions[0]["answer"], *questions[0]["answer_aliases"]]
    assert main(["eval", str(musique_slice), "--questions", str(musique_slice / "questions.json"), "--per-question"]) == 0
    out = capsys.readouterr().out
    assert f"{questions[0]['id']}  dense@2" in out and "predicted: (abstained)" in out
