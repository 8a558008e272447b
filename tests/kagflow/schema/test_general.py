"""The built-in general schema: what a project without a ``schema/`` folder is typed by."""

from __future__ import annotations

from pathlib import Path

import pytest

from kagflow.documents.ner import resolve_label_map
from kagflow.project import Project, ProjectError
from kagflow.schema.spg import (
    GENERAL_SCHEMA_PATH,
    SchemaError,
    load_general_schema,
    load_project_schema,
    uses_general_schema,
)


def test_general_schema_has_kags_default_types_with_display_names() -> None:
    schema = load_general_schema()
    # KAG's default template types the brief names, with KAG's Chinese display names
    expected = {"Person": "人物", "Organization": "组织机构", "GeographicLocation": "地理位置", "Event": "事件",
                "Works": "作品", "Concept": "概念", "Date": "日期", "Others": "其他"}
    for name, display in expected.items():
        assert schema.type(name).display_name == display
        assert schema.type(display).name == name  # a plan may name the type by its display name


@pytest.mark.parametrize("owner, relation, range_type", [
    ("Person", "worksFor", "Organization"),
    ("Person", "memberOf", "Organization"),
    ("Person", "bornIn", "GeographicLocation"),
    ("Organization", "locatedIn", "GeographicLocation"),
    ("Organization", "acquire", "Organization"),
    ("Organization", "founder", "Person"),
    ("Works", "creator", "Person"),
    ("Event", "locatedIn", "GeographicLocation"),
])
def test_general_relations_connect_the_general_types(owner: str, relation: str, range_type: str) -> None:
    predicate = load_general_schema().predicate(owner, relation)
    assert predicate is not None and not predicate.is_basic
    assert predicate.range_type == range_type


def test_a_project_without_schema_folder_loads_the_general_schema(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    project = Project(tmp_path)  # used to raise "needs a 'schema/' folder"
    assert project.uses_general_schema and uses_general_schema(tmp_path)
    assert project.schema_files == [GENERAL_SCHEMA_PATH]
    assert "built-in general schema" in project.schema_description
    assert list(load_project_schema(tmp_path).types) == list(load_general_schema().types)
    (tmp_path / "schema").mkdir()  # a schema/ folder, even empty, is the project's own
    assert not Project(tmp_path).uses_general_schema
    with pytest.raises(SchemaError, match="no .schema file"):
        load_project_schema(tmp_path)


def test_a_project_still_needs_sources(tmp_path: Path) -> None:
    with pytest.raises(ProjectError, match="'sources/'"):
        Project(tmp_path)


def test_spacy_labels_map_onto_the_general_types() -> None:
    resolved = resolve_label_map(None, load_general_schema().types)
    assert resolved == {  # the brief's table: PERSON->Person, ORG->Organization, GPE/LOC/FAC->GeographicLocation, ...
        "PERSON": "Person", "ORG": "Organization", "GPE": "GeographicLocation", "LOC": "GeographicLocation",
        "FAC": "GeographicLocation", "EVENT": "Event", "WORK_OF_ART": "Works", "DATE": "Date",
        "PRODUCT": "ArtificialObject",
    }


def test_general_schema_ships_as_package_data() -> None:
    import importlib.resources

    assert importlib.resources.files("kagflow.schema").joinpath("general.schema").is_file()
