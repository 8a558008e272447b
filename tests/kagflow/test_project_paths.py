"""kagflow.project_paths: a reader's project without pydantic, its kagflow.yaml as last validated."""

from __future__ import annotations

import shutil

import pytest

from kagflow.project import Project, ProjectError
from kagflow.project_paths import ConfigView, reader_project
from tests.conftest import REPO

EXAMPLE = REPO / "data" / "examples" / "acme-supply"


@pytest.fixture
def project(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = tmp_path / "acme"
    shutil.copytree(EXAMPLE, root, ignore=shutil.ignore_patterns(".kagflow"))
    return root


def test_the_reader_sees_the_settings_pydantic_validated(project):
    first, second = reader_project(project), reader_project(project)  # validated, then from the cache
    assert len(list((project.parent / "cache" / "kagflow").glob("config-*.json"))) == 1
    full = Project(project)
    for view in (first.config, second.config):
        assert view.fuzzy_link_threshold == full.config.fuzzy_link_threshold == 85.0  # the example sets none: the default
        assert view.as_of == full.config.as_of
        assert view.store.uri == full.config.store.uri and view.store.read == full.config.store.read
        assert view.limits.max_question_chars == full.config.limits.max_question_chars
        assert view.llm.model_dump() == full.config.llm.model_dump()
        assert dict(view.references.items()) == full.config.references
    assert second.database_path == full.database_path and second.state_dir == full.state_dir


def test_an_edited_kagflow_yaml_is_validated_again(project):
    reader_project(project)
    (project / "kagflow.yaml").write_text((project / "kagflow.yaml").read_text(encoding="utf-8")
                                          + "\nfuzzy_link_threshold: 70\n", encoding="utf-8")
    assert reader_project(project).config.fuzzy_link_threshold == 70.0
    (project / "kagflow.yaml").write_text("fuzzy_link_threshold: 170\n", encoding="utf-8")
    with pytest.raises(ProjectError, match=r"kagflow.yaml: line 1: fuzzy_link_threshold"):
        reader_project(project)  # an invalid file is never cached: pydantic's located error, as before


def test_folder_errors_are_the_project_s(tmp_path):
    with pytest.raises(ProjectError, match="project folder does not exist"):
        reader_project(tmp_path / "missing")
    (tmp_path / "p").mkdir()
    with pytest.raises(ProjectError, match="needs a 'sources/' folder"):
        reader_project(tmp_path / "p")


def test_the_view_is_read_only_and_maps():
    view = ConfigView({"sources": {"a.csv": {"type": "Company"}}, "n": 1})
    assert view.sources["a.csv"].type == "Company" and "a.csv" in view.sources and view.n == 1
    with pytest.raises(AttributeError):
        view.n = 2
    with pytest.raises(AttributeError):
        view.missing
