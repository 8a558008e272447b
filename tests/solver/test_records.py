"""Record files (JSON list or JSON Lines): each record located by number and line; bad files located."""

from __future__ import annotations

import pytest

from kagflow.solver.records import RecordFileError, parse_records, read_records


def test_a_json_list_keeps_the_line_each_object_starts_on():
    text = '[\n  {"id": 1},\n\n  {"id": 2,\n   "x": [1, 2]},   {"id": 3}\n]\n'
    records = parse_records(text, "f.json", "plan")
    assert [(r.number, r.line, r.data["id"]) for r in records] == [(1, 2, 1), (2, 4, 2), (3, 5, 3)]
    assert records[1].where("plan") == "plan 2 (line 4)"


def test_json_lines_and_a_single_object():
    records = parse_records('{"id": "a"}\n\n{"id": "b"}\n', "f.jsonl", "plan")
    assert [(r.number, r.line, r.data["id"]) for r in records] == [(1, 1, "a"), (2, 3, "b")]
    assert [(r.number, r.line) for r in parse_records('\n\n{"id": "a"}', "f.json", "plan")] == [(1, 3)]


@pytest.mark.parametrize("text, message", [
    ("[1, 2", "line 1, column 6: not valid JSON or JSON Lines"),
    ('{"id": 1}\n{"id": 2\n', "line 2, column 9: not valid JSON Lines"),
    ("[]", "holds none"),
    ("", "holds none"),
    ('"plans"', "not a JSON string"),
    ('[{"id": 1},\n 7]', "plan 2 (line 2): expected an object, not a JSON number"),
    ('{"id": 1}\n[1]\n', "plan 2 (line 2): expected an object, not a JSON list"),
])
def test_bad_files_are_located(text, message):
    with pytest.raises(RecordFileError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_records(text, "f.json", "plan")


def test_unreadable_files_say_so(tmp_path):
    with pytest.raises(RecordFileError, match="cannot read"):
        read_records(tmp_path / "missing.json", "plan")
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'[{"id": "caf\xe9"}]')
    with pytest.raises(RecordFileError, match="not valid UTF-8"):
        read_records(bad, "plan")
