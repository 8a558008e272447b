"""Bad source input is read leniently: located issues, the good rows kept, never an exception."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest

from kagflow.sources import NotUtf8Error, read_source, read_utf8, scan_sources
from tests.conftest import dataset

GOOD = ["id,name,age", "P1,Ann,30"]


def _issues(source) -> list[tuple[int, str]]:
    return [(i.line, i.code) for i in source.issues]


def test_a_header_only_csv_is_skipped_with_a_warning_on_line_1(tmp_path):
    path = tmp_path / "Person.csv"
    path.write_text("id,name,age\n", encoding="utf-8")
    source = read_source(path, tmp_path)
    assert (source.status, source.records) == ("empty", [])
    assert _issues(source) == [(1, "empty_table")]
    assert source.issues[0].message == "no records (a header or an empty list only); the file is skipped"


def test_a_json_lines_file_whose_every_line_is_bad_names_each_line_and_is_skipped(tmp_path):
    path = tmp_path / "Person.jsonl"
    path.write_text('{bad\n\n[1, 2]\n"text"\n', encoding="utf-8")  # line 2 is blank: not a record
    source = read_source(path, tmp_path)
    assert source.status == "empty"
    assert _issues(source) == [(1, "bad_row"), (3, "bad_row"), (4, "bad_row"), (1, "empty_table")]
    assert source.issues[-1].message == "no valid record (3 skipped, see above); the file is skipped"


def test_one_unterminated_quote_costs_only_its_line(tmp_path):
    lines = [*GOOD, 'P2,"Bob,40', "P3,Cy,50", 'P4,"Di",60', "P5,Ed,70"]
    path = tmp_path / "Person.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    source = read_source(path, tmp_path)
    assert source.status == "ok"
    # by hand: every line but the header and line 3 (the stray quote) is a good row
    assert [(r.line, r.values["id"]) for r in source.records] == [(2, "P1"), (4, "P3"), (5, "P4"), (6, "P5")]
    assert _issues(source) == [(3, "bad_csv_row")]
    assert "reading resumes on line 4" in source.issues[0].message


def test_a_quote_never_closed_before_the_end_of_the_file_keeps_the_rows_after_it(tmp_path):
    path = tmp_path / "Person.csv"
    path.write_text("\n".join([*GOOD, 'P2,"Bob,40', "P3,Cy,50"]) + "\n", encoding="utf-8")
    source = read_source(path, tmp_path)
    assert [r.values["id"] for r in source.records] == ["P1", "P3"]
    assert source.issues[0].line == 3
    assert "a quoted field is never closed (an unterminated quote)" in source.issues[0].message


def test_an_oversized_cell_costs_only_its_row(tmp_path):
    big = "x" * (csv.field_size_limit() + 10)
    path = tmp_path / "Person.csv"
    path.write_text("\n".join([*GOOD, f'P2,"{big}",40', "P3,Cy,50"]) + "\n", encoding="utf-8")
    source = read_source(path, tmp_path)
    assert [r.values["id"] for r in source.records] == ["P1", "P3"]
    assert _issues(source) == [(3, "bad_csv_row")]
    assert "field larger than field limit" in source.issues[0].message


def test_symlinks_out_of_the_project_and_non_utf8_names_are_skipped_with_reasons(tmp_path):
    """A link to a regular file inside the project folder is read under the link's own name; any
    other link is left out with a reason naming it and its target, never silently (issue 19)."""
    root = tmp_path / "project"
    sources = root / "sources"
    (sources / "notes").mkdir(parents=True)
    (sources / "Company.csv").write_text("id,name\nC1,Acme\n", encoding="utf-8")
    (root / "shared").mkdir()
    (root / "shared" / "Person.csv").write_text("id,name\nP1,Ann\n", encoding="utf-8")
    (root / ".kagflow").mkdir()
    (root / ".kagflow" / "state.csv").write_text("id\n1\n", encoding="utf-8")
    outside = tmp_path / "secret.txt"
    outside.write_text("not the project's\n", encoding="utf-8")
    (sources / "leak.txt").symlink_to(outside)
    (sources / "gone.txt").symlink_to(tmp_path / "missing.txt")
    (sources / "again.csv").symlink_to(sources / "Company.csv")  # another source: read once, as Company.csv
    (sources / "Person.csv").symlink_to(Path("..") / "shared" / "Person.csv")  # a project file outside sources/
    (sources / "people.csv").symlink_to(root / "shared" / "Person.csv")  # the same file again: read once, as Person.csv
    (sources / "state.csv").symlink_to(root / ".kagflow" / "state.csv")
    (sources / "folder").symlink_to(root / "shared")
    (sources / "loop.txt").symlink_to(sources / "loop.txt")
    (sources / ".hidden.csv").symlink_to(outside)  # hidden names stay ignored
    with open(os.path.join(os.fsencode(sources / "notes"), b"caf\xe9.txt"), "w", encoding="utf-8") as handle:
        handle.write("Latin-1 name\n")
    files, skipped = scan_sources(sources)
    assert [p.relative_to(sources).as_posix() for p in files] == ["Company.csv", "Person.csv"]
    assert [(s.name, s.reason) for s in skipped] == [
        ("again.csv", "a symbolic link to the source Company.csv; a file is read once, under one name"),
        ("folder", f"a symbolic link to the folder {(root / 'shared').resolve()}; links to folders are not followed, link each file"),
        ("gone.txt", f"a symbolic link to {tmp_path / 'missing.txt'}, which does not exist"),
        ("leak.txt", f"a symbolic link to {outside.resolve()}, outside the project folder; only the project's own files are read"),
        ("loop.txt", "a symbolic link that loops back on itself"),
        ("notes/caf\\xe9.txt", "the file name is not valid UTF-8; rename the file to include it"),
        ("people.csv", "a symbolic link to the file that the link Person.csv reads; a file is read once, under one name"),
        ("state.csv", f"a symbolic link to {(root / '.kagflow' / 'state.csv').resolve()}, inside the project's hidden folder .kagflow"),
    ]
    # a link is its own document: named by where it lies, read from its target
    link = read_source(sources / "Person.csv", sources)
    assert (link.doc_id, link.status, [r.values for r in link.records]) == ("Person.csv", "ok", [{"id": "P1", "name": "Ann"}])


def test_read_utf8_names_file_line_and_column(tmp_path):
    path = tmp_path / "plan.txt"
    path.write_bytes("Step1: ok\nAction1: Output(é\xff)\n".encode("utf-8", "surrogateescape").replace(b"\xc3\xbf", b"\xff"))
    # independent position: line 2; the bad byte follows "Action1: Output(" (16 bytes) and "é" (2 bytes)
    with pytest.raises(NotUtf8Error) as caught:
        read_utf8(path)
    assert str(caught.value) == f"{path}:2:19: byte 28 (0xff) is not valid UTF-8; save the file as UTF-8"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32", "utf-8-sig"])
def test_a_csv_saved_as_utf16_or_utf32_with_a_bom_is_read_like_its_utf8_original(tmp_path, encoding):
    """KAG's Company.csv (Chinese names) saved as Excel or Notepad save "Unicode": every row is
    read, as the csv module reads the UTF-8 original."""
    original = dataset("kag-supplychain") / "sources" / "Company.csv"
    text = original.read_text(encoding="utf-8")
    bom = {"utf-16-be": "\ufeff"}.get(encoding, "")  # the -be codec writes no mark of its own
    path = tmp_path / "Company.csv"
    path.write_bytes((bom + text).encode(encoding))
    with original.open(encoding="utf-8", newline="") as handle:
        expected = list(csv.DictReader(handle))
    assert len(expected) == 103  # 104 lines, the header first (no line break at the end)
    for bulk in (False, True):
        source = read_source(path, tmp_path, bulk=bulk)
        assert (source.status, source.error, source.format) == ("ok", None, "csv")
        rows = [r.values for r in source.records] or [json.loads(r) for r in source.bulk.column("record").to_pylist()]
        assert rows == expected


def test_a_utf16_file_cut_short_names_the_file_byte_and_encoding(tmp_path):
    path = tmp_path / "Person.csv"
    path.write_bytes("\n".join(GOOD).encode("utf-16") + b"\x00")  # an odd byte at the end
    source = read_source(path, tmp_path)
    assert source.status == "error"
    assert "not valid UTF-16" in source.error and f"byte {path.stat().st_size - 1}" in source.error


def test_nul_bytes_in_csv_cells_are_removed_and_each_cell_is_named(tmp_path):
    """KAG's Person.csv with NUL bytes planted in two cells (a database export's padding): every
    row is kept, each such cell without its NULs, and each is a bad_value warning naming its line
    and column."""
    original = dataset("kag-supplychain") / "sources" / "Person.csv"
    lines = original.read_text(encoding="utf-8").split("\n")
    header = lines[0].split(",")
    assert header[:2] == ["id", "name"]
    lines[3] = lines[3].replace(",", ",\x00\x00", 1)  # line 4: the second column (name) starts with two NULs
    assert lines[7].endswith('"')
    lines[7] = lines[7][:-1] + '\x00"'  # line 8: the last (quoted) column ends with one
    path = tmp_path / "Person.csv"
    path.write_text("\n".join(lines), encoding="utf-8")
    with original.open(encoding="utf-8", newline="") as handle:
        expected = list(csv.DictReader(handle))
    for bulk in (False, True):
        source = read_source(path, tmp_path, bulk=bulk)
        assert source.status == "ok"
        rows = [r.values for r in source.records] or [json.loads(r) for r in source.bulk.column("record").to_pylist()]
        assert rows == expected
        assert [(i.line, i.code, i.column, i.skipped) for i in source.issues] == [
            (4, "bad_value", "name", False), (8, "bad_value", header[-1], False)]
        assert "2 NUL characters removed" in source.issues[0].message
