"""A folder of documents alone (no schema, no model) builds and answers ``kagflow ask`` with evidence.

The documents are the 20 passages MuSiQue gives with one question (its supporting passages and its
distractors), written as the .txt files a user would drop into ``sources/``. What the evidence must
contain comes from the dataset's gold (``is_supporting``), not from kagflow.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kagflow.pipelines.cli import main
from tests.conftest import build_without_models, dataset

QUESTION_NO = 2  # "What county shares a border with the county in which Johnnycake, West Virginia is located?"


def _safe(title: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in title)


@pytest.fixture(scope="module")
def documents_project(tmp_path_factory) -> tuple[Path, dict]:
    question = json.loads((dataset("musique") / "questions_dev.json").read_text(encoding="utf-8"))[QUESTION_NO]
    root = tmp_path_factory.mktemp("docs") / "docs"
    (root / "sources").mkdir(parents=True)
    for n, paragraph in enumerate(question["paragraphs"]):
        text = f"{paragraph['title']}\n\n{paragraph['paragraph_text']}\n"
        (root / "sources" / f"{n:02d}_{_safe(paragraph['title'])}.txt").write_text(text, encoding="utf-8")
    build_without_models(root, as_of="2024-01-01")
    return root, question


def test_a_documents_project_answers_ask_with_labelled_evidence(documents_project, capsys, monkeypatch) -> None:
    root, question = documents_project
    for name in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    assert not (root / "schema").exists()

    assert main(["ask", str(root), question["question"], "--json", "--k", "5"]) == 0
    result = json.loads(capsys.readouterr().out)

    assert result["mode"] == "evidence" and result["answer"] is None
    assert "not an answer" in result["label"]
    supporting = {_safe(p["title"]) for p in question["paragraphs"] if p["is_supporting"]}
    cited_files = {Path(c["path"]).stem[3:] for c in result["chunks"]}
    # the passage about Johnnycake names the place the question names: lexical retrieval must find it
    assert "Johnnycake__West_Virginia" in supporting and "Johnnycake__West_Virginia" in cited_files
    for chunk in result["chunks"]:
        assert chunk["path"].endswith(".txt") and len(chunk["content_hash"]) >= 8 and chunk["citation"]


def test_ask_prints_the_evidence_label_in_text_form(documents_project, capsys, monkeypatch) -> None:
    root, question = documents_project
    for name in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(name, raising=False)

    assert main(["ask", str(root), question["question"]]) == 0
    out = capsys.readouterr().out

    assert "Evidence" in out and "not an answer" in out and "answer:" not in out


def _clear_llm(monkeypatch) -> None:
    for name in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(name, raising=False)


def test_the_question_the_documents_answer_clears_the_relevance_bar(documents_project, capsys, monkeypatch) -> None:
    root, question = documents_project
    _clear_llm(monkeypatch)
    assert main(["ask", str(root), question["question"], "--json", "--k", "5"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["relevant"] is True
    supporting = {_safe(p["title"]) for p in question["paragraphs"] if p["is_supporting"]}
    gold = [c for c in result["chunks"] if Path(c["path"]).stem[3:] in supporting]
    assert gold and all(c["relevance"]["clears"] for c in gold)


def test_a_question_about_something_the_documents_never_mention_says_so(documents_project, capsys, monkeypatch) -> None:
    root, _ = documents_project
    _clear_llm(monkeypatch)
    # a HotpotQA question: the people it names occur in none of this MuSiQue question's 20 passages
    other = json.loads((dataset("hotpotqa") / "questions_dev.json").read_text(encoding="utf-8"))[0]["question"]
    corpus = " ".join(p.read_text(encoding="utf-8") for p in (root / "sources").glob("*.txt")).casefold()
    assert all(name not in corpus for name in ("nolan", "sathish", "kalathil"))
    assert main(["ask", str(root), other, "--json", "--k", "5"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["relevant"] is False and result["label"].startswith("Nothing in the documents answers this")
    assert not any(c["relevance"]["clears"] for c in result["chunks"])

    assert main(["ask", str(root), other]) == 0
    out = capsys.readouterr().out
    assert out.startswith("nothing in the documents answers this.")
    assert out.count("  below the bar") == len(result["chunks"])  # each passage listed is labelled


def test_passages_that_share_only_common_words_are_listed_below_the_bar(documents_project, capsys, monkeypatch) -> None:
    root, _ = documents_project
    _clear_llm(monkeypatch)
    # "county" is in these passages (the question is about West Virginia's counties); the rest is not
    question = "Which county of Kerala grows the most cardamom and pepper?"
    corpus = " ".join(p.read_text(encoding="utf-8") for p in (root / "sources").glob("*.txt")).casefold()
    assert "county" in corpus and all(w not in corpus for w in ("kerala", "cardamom", "pepper"))
    assert main(["ask", str(root), question, "--json", "--k", "5"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["relevant"] is False and result["chunks"]
    assert not any(c["relevance"]["clears"] for c in result["chunks"])
    assert all(c["relevance"]["coverage"] < 0.6 for c in result["chunks"])
