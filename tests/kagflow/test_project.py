"""kagflow.yaml errors are located: ``PATH: line N: field.path: message``.

The expected line numbers are counted by hand in the file texts below (line 1 is the comment).
"""

from __future__ import annotations

import pytest

from kagflow.pipelines.cli import main
from kagflow.project import ProjectError, load_config

WRONG_TYPE_TWO_LEVELS_DOWN = """\
# a source override whose skip is no boolean
multi_value_separator: ";"
sources:
  Company.csv:
    type: Company
    skip: perhaps
"""

UNKNOWN_KEY = """\
# a typo inside the alignment block
as_of: "2024-06-30"
alignment:
  fuzzy_threshold: 95

  fuzzy_treshold: 90
"""


def _config_error(tmp_path, text: str) -> tuple:
    """``(path, message)`` of the ProjectError that loading ``text`` as kagflow.yaml raises."""
    path = tmp_path / "kagflow.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProjectError) as info:
        load_config(path)
    return path, str(info.value)


def test_a_wrong_type_two_levels_down_names_its_line_and_path(tmp_path):
    path, message = _config_error(tmp_path, WRONG_TYPE_TWO_LEVELS_DOWN)
    assert message.startswith(f"{path}: line 6: sources.Company.csv.skip: ")
    assert "bool" in message and ";" not in message  # one error, not several


def test_an_unknown_key_names_the_line_of_the_key(tmp_path):
    path, message = _config_error(tmp_path, UNKNOWN_KEY)
    assert message.startswith(f"{path}: line 6: alignment.fuzzy_treshold: unknown setting (did you mean 'fuzzy_threshold'")


def test_several_errors_are_each_located(tmp_path):
    _, message = _config_error(tmp_path, UNKNOWN_KEY.replace('as_of: "2024-06-30"', 'as_of: "2024-13-45"'))
    parts = message.split("; ")
    assert [p.split(": ")[1:3] for p in parts] == [["line 2", "as_of"], ["line 6", "alignment.fuzzy_treshold"]]


def test_the_cli_prints_the_located_error_as_bad_input(tmp_path, capsys):
    root = tmp_path / "project"
    (root / "sources").mkdir(parents=True)
    (root / "sources" / "Company.csv").write_text("id,name\nC1,Acme\n", encoding="utf-8")
    (root / "kagflow.yaml").write_text(WRONG_TYPE_TWO_LEVELS_DOWN, encoding="utf-8")
    assert main(["build", str(root)]) == 2
    err = " ".join(capsys.readouterr().err.split())  # rich may wrap the line
    assert "kagflow.yaml: line 6: sources.Company.csv.skip:" in err and "Traceback" not in err


def test_unmapped_labels_takes_others_or_drop_and_names_a_wrong_value(tmp_path):
    path = tmp_path / "kagflow.yaml"
    assert load_config(path).ner.unmapped_labels == "others"  # no kagflow.yaml: the default
    path.write_text("ner:\n  unmapped_labels: drop\n", encoding="utf-8")
    assert load_config(path).ner.unmapped_labels == "drop"
    path, message = _config_error(tmp_path, "# line 1\nner:\n  batch_size: 8\n  unmapped_labels: keep\n")
    assert message.startswith(f"{path}: line 4: ner.unmapped_labels: ") and "'others' or 'drop'" in message


def test_type_vote_thresholds_are_checked(tmp_path):
    path, message = _config_error(tmp_path, "alignment:\n  type_votes:\n    min_ratio: 1.5\n")
    assert message.startswith(f"{path}: line 3: alignment.type_votes.min_ratio: ")
