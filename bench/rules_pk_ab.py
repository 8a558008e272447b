"""``derived_relations`` with its PRIMARY KEY (before) against no key and an anti-join (after),
side by side on copies of one built store (issue 10).

Run by hand, never in CI:

    git show 6d70778:kagflow/knowledge/rule_sql.py > /tmp/rule_sql_key.py
    git show 47465f1:kagflow/knowledge/rule_sql.py > /tmp/rule_sql_anti.py
    python bench/rules_pk_ab.py PROJECT /tmp/rule_sql_key.py /tmp/rule_sql_anti.py [--rounds 2]

``PROJECT`` is a built project (``bench/scale.py --keep``). The first module (inserts relying on
the PRIMARY KEY) runs with the DDL ``edge_id VARCHAR PRIMARY KEY``, the second (commit 47465f1:
DISTINCT plus an anti-join against earlier rules' relations) with no key. The branch keeps the
key: at 10^6 the difference was within the noise (bench/results/scale_build.md). Each round copies the store and runs
every rule (``evaluate_rules``) once per variant, timing each rule; the derived tables must be
equal. Prints seconds per relation rule and in all, with ``uptime`` before and after.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import duckdb

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from kagflow.schema.spg import load_project_schema  # noqa: E402
from kagflow.store import warehouse  # noqa: E402

NO_KEY_DDL = """
        edge_id VARCHAR NOT NULL, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        object_id VARCHAR NOT NULL, rule VARCHAR NOT NULL"""
#: The supply-chain rules that write derived_relations (the rest write properties or concepts).
RELATION_RULES = ("Company.belongToIndustry", "Company.sameLegalRepresentative", "Company.mainSupply")
OLD_DDL = """
        edge_id VARCHAR PRIMARY KEY, subject_id VARCHAR NOT NULL, predicate VARCHAR NOT NULL,
        object_id VARCHAR NOT NULL, rule VARCHAR NOT NULL"""


def run(module, ddl: str, store: Path, schema, as_of) -> tuple[float, dict, tuple]:
    new_ddl = warehouse.TABLE_DDL["derived_relations"]
    warehouse.TABLE_DDL["derived_relations"] = ddl
    try:
        con = duckdb.connect(str(store))
        warehouse.ensure_tables(con)
        con.execute("DROP TABLE derived_relations")
        con.execute(f"CREATE TABLE derived_relations ({ddl})")
        times, last = {}, [time.perf_counter()]

        def progress(rule: str, n: int) -> None:
            now = time.perf_counter()
            times[rule] = now - last[0]
            last[0] = now

        con.execute("BEGIN")
        start = last[0] = time.perf_counter()
        module.evaluate_rules(con, schema, as_of, progress=progress)
        total = time.perf_counter() - start
        sums = tuple(con.execute(f"SELECT count(*), bit_xor(hash(COLUMNS(*))) FROM {t}").fetchone()
                     for t in ("derived_relations", "derived_properties", "derived_entities"))
        con.execute("COMMIT")
        con.close()
        return total, times, sums
    finally:
        warehouse.TABLE_DDL["derived_relations"] = new_ddl


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("project")
    parser.add_argument("old_rule_sql")
    parser.add_argument("new_rule_sql")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("kagflow_old_rule_sql", args.old_rule_sql)
    old = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = old  # dataclasses look their module up
    spec.loader.exec_module(old)
    spec = importlib.util.spec_from_file_location("kagflow_new_rule_sql", args.new_rule_sql)
    new = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = new
    spec.loader.exec_module(new)
    root = Path(args.project)
    schema = load_project_schema(root)
    as_of = dt.date(2024, 6, 30)
    print("load before:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(), flush=True)
    with tempfile.TemporaryDirectory(prefix="kagflow-pk-") as tmp:
        reference = None
        for r in range(args.rounds):
            for name, module, ddl in (("PRIMARY KEY", old, OLD_DDL), ("anti-join", new, NO_KEY_DDL)):
                store = Path(tmp) / "kg.duckdb"
                shutil.copy(root / ".kagflow" / "kg.duckdb", store)
                total, times, sums = run(module, ddl, store, schema, as_of)
                same = "" if reference is None else ("same derived tables" if sums == reference else "DERIVED TABLES DIFFER")
                reference = reference or sums
                relations = sum(v for k, v in times.items() if k in RELATION_RULES)
                top = ", ".join(f"{k} {times.get(k, float('nan')):.2f}" for k in RELATION_RULES)
                print(f"round {r + 1} {name:11}: all rules {total:6.2f} s ({sums[0][0]:,} relations) {same}; "
                      f"relation rules {relations:.2f} s: {top}", flush=True)
                store.unlink()
    print("load after:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip(), flush=True)


if __name__ == "__main__":
    main()
