"""KAG's AffairQA tables build as KAG ships them: no kagflow.yaml, three tables without an id column
(keyed by name), empty ids, repeated rows and second names in 行政区.csv (issue 17, item 5).

The expected values come from the raw files read with the standard library's ``csv`` module and
the type names from the schema file's header lines, not from kagflow's readers or schema parser.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict

import duckdb
import pytest



def _display_names(schema_text: str) -> dict[str, str]:
    """``{display name: type name}`` from the ``Name(显示名): EntityType`` lines of a schema file."""
    return {display: name for name, display in re.findall(r"^(\w+)\(([^)]+)\):\s*EntityType\s*$", schema_text, re.M)}


def _tables(root) -> dict[str, tuple[list[str], list[dict[str, str]]]]:
    """``{file name: (header, rows)}`` of every CSV under ``sources/``, read with ``csv``."""
    out = {}
    for path in sorted((root / "sources").glob("*.csv")):
        with path.open(encoding="utf-8-sig", newline="") as handle:
            reader = csv.reader(handle)
            header = [c.strip() for c in next(reader)]
            rows = [dict(zip(header, row)) for row in reader if any(cell.strip() for cell in row)]
        out[path.name] = (header, rows)
    return out


def _key(header: list[str], row: dict[str, str]) -> str:
    """A row's key as issue 17 states it: ``id`` where the column exists, else ``name``; an empty id takes the name."""
    return (row["id"].strip() if "id" in header else "") or row.get("name", "").strip()


@pytest.fixture(scope="module")
def store(affairqa):
    """The session's kag-affairqa build (tests/conftest.py: as KAG ships it, no kagflow.yaml)."""
    assert not (affairqa / "kagflow.yaml").exists()
    con = duckdb.connect(str(affairqa / ".kagflow" / "kg.duckdb"), read_only=True)
    yield affairqa, con
    con.close()


def test_entities_per_type_are_the_distinct_keys_of_each_table(store):
    root, con = store
    types = _display_names(next((root / "schema").glob("*.schema")).read_text(encoding="utf-8"))
    expected = {}
    for file_name, (header, rows) in _tables(root).items():
        keys = {_key(header, row) for row in rows} - {""}
        expected[types[file_name.removesuffix(".csv")]] = len(keys)
    got = dict(con.execute("SELECT type, count(*) FROM entities WHERE NOT is_stub GROUP BY type").fetchall())
    assert got == expected
    assert con.execute("SELECT count(*) FROM entities WHERE is_stub").fetchone()[0] == 0
    # the three tables without an id column, each said once as an info issue naming the column used
    keyed = con.execute("SELECT doc_id, severity, field FROM build_issues WHERE code = 'keyed_by_name' ORDER BY doc_id").fetchall()
    no_id = sorted(name for name, (header, _rows) in _tables(root).items() if "id" not in header)
    assert keyed == [(name, "info", "name") for name in no_id] and len(no_id) == 3
    assert con.execute("SELECT count(*) FROM build_issues WHERE severity = 'error' OR code = 'empty_key'").fetchone()[0] == 0


def test_repeated_rows_second_names_and_conflicts_of_the_regions(store):
    root, con = store
    header, rows = _tables(root)["行政区.csv"]
    # per key: the (name, label) pairs and the labels seen so far, in file order
    seen_rows, seen_labels, names = defaultdict(set), defaultdict(set), defaultdict(set)
    repeats = second_names = conflicts = empty_ids = 0
    for row in rows:
        key, name, label = _key(header, row), row["name"].strip(), row["label"].strip()
        empty_ids += not row["id"].strip()
        if seen_rows[key]:
            if (name, label) in seen_rows[key]:
                repeats += 1
            elif label in seen_labels[key]:
                second_names += 1
            else:
                conflicts += 1
        seen_rows[key].add((name, label))
        seen_labels[key].add(label)
        names[key].add(name)
    issues = dict(con.execute("SELECT code, message FROM build_issues WHERE doc_id = '行政区.csv' AND severity = 'info'").fetchall())
    assert f"{repeats} row(s) repeat" in issues["repeated_row"] and f"{second_names} row(s)" in issues["second_name"]
    assert f"{empty_ids} row(s) with an empty 'id'" in issues["key_from_name"]
    assert con.execute("SELECT count(*) FROM build_issues WHERE doc_id = '行政区.csv' AND code = 'duplicate_entity'").fetchone()[0] == conflicts
    assert (repeats, second_names, conflicts, empty_ids) == (510, 2, 7, 9)  # the values the counts above gave, kept as a guard
    # every name a key was given is an alias of its entity; labels once per value
    aliases = defaultdict(set)
    for key, alias in con.execute("SELECT e.key, a.alias FROM entity_aliases a JOIN entities e USING (entity_id) "
                                  "WHERE e.type = 'AdministrativeRegion' AND a.kind = 'name'").fetchall():
        aliases[key].add(alias)
    assert aliases == names
    labels = defaultdict(set)
    for row in rows:
        labels[_key(header, row)].add(row["label"].strip())
    got = con.execute("SELECT e.key, list(p.value ORDER BY p.value) FROM properties p JOIN entities e USING (entity_id) "
                      "WHERE e.type = 'AdministrativeRegion' AND p.predicate = 'label' GROUP BY e.key").fetchall()
    assert {key: values for key, values in got} == {key: sorted(v) for key, v in labels.items() if v - {""}}


def test_no_property_row_is_repeated(store):
    _root, con = store
    total, distinct = con.execute("SELECT count(*), count(DISTINCT (entity_id, predicate, value)) FROM properties").fetchone()
    assert total == distinct > 0
