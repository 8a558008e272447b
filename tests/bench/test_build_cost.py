"""bench/build_cost.py's bare load (issue 20, item 5): the CSV files of a project in a DuckDB file,
MultiValue cells unnested, checked against the standard library's csv module on KAG's supply chain."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import duckdb

from tests.conftest import dataset, read_csv

BENCH = Path(__file__).resolve().parents[2] / "bench" / "build_cost.py"
SUPPLY = dataset("kag-supplychain")


def _bench():
    spec = importlib.util.spec_from_file_location("build_cost", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bare_load_unnests_the_multi_value_columns_the_schema_declares(tmp_path):
    bench = _bench()
    columns = bench.multi_value_columns(SUPPLY)
    assert columns == {"Company.csv": ["product"], "Product.csv": ["hasSupplyChain"], "Person.csv": ["legalRepresentative"]}
    database = tmp_path / "bare.duckdb"
    bench.child_bare_load(str(SUPPLY), str(database), json.dumps(columns))
    con = duckdb.connect(str(database), read_only=True)
    try:
        tables = dict(con.execute("SELECT table_name, estimated_size FROM duckdb_tables()").fetchall())
        n_files = len(list((SUPPLY / "sources").glob("*.csv")))
        assert len(tables) == n_files + 3  # a table per file, one per MultiValue column
        company = sorted(p for p in sorted((SUPPLY / "sources").glob("*.csv"))).index(SUPPLY / "sources" / "Company.csv")
        unnested = con.execute(f"SELECT id, value FROM t{company}_0 ORDER BY ALL").fetchall()
    finally:
        con.close()
    expected = sorted((row["id"], value.strip()) for row in read_csv(SUPPLY / "sources" / "Company.csv")
                      for value in row["product"].split(","))
    assert unnested == expected
