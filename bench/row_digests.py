"""Row counts and order-independent digests of every table of built projects, and the shipped
example's plan answers: for showing that a refactoring leaves the build and the solver unchanged.

Run by hand, never in CI:

    python bench/row_digests.py --build DIR > before.txt     # build the three projects into DIR
    python bench/row_digests.py ROOT [ROOT ...] > after.txt   # digest projects built already
    diff before.txt after.txt

``--build DIR`` copies the shipped example (``data/examples/acme-supply``) and the two KAG
projects the tests build (``kag-supplychain`` and ``kag-riskmining`` from ``../shared/datasets``,
as of 2023-10-15) into ``DIR`` and builds each as ``tests/conftest.py`` does (fake NLP and
embedder, no embedding stage), then digests them.

Per project it prints one line per table of :data:`kagflow.store.warehouse.TABLES`: the row count
and a digest that does not depend on row order (the SHA-256 of the sorted SHA-256s of each row's
``repr``, so duplicate rows count). For a project with a ``plans/`` folder it then prints the
answer of each plan (``kagflow query --plan FILE --json``: answer, columns, rows, pairs), in
process. The lines name no temporary path, so two runs over different folders diff cleanly.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

EXAMPLE = REPO / "data" / "examples" / "acme-supply"
DATASETS = REPO.parent / "shared" / "datasets"
KAG_AS_OF = "2023-10-15"  # tests/conftest.py's AS_OF
# (folder name under --build DIR, source folder, as_of)
PROJECTS = (("acme-supply", EXAMPLE, None),
            ("supplychain", DATASETS / "kag-supplychain", KAG_AS_OF),
            ("riskmining", DATASETS / "kag-riskmining", KAG_AS_OF))


def build(target: Path) -> list[Path]:
    """Copy and build :data:`PROJECTS` under ``target`` (which must not hold them yet); their roots."""
    from kagflow.pipelines.build import build_project
    from kagflow.resources.models import FakeEmbedderResource, FakeNlpResource

    roots = []
    for name, source, as_of in PROJECTS:
        root = target / name
        shutil.copytree(source, root, ignore=shutil.ignore_patterns(".kagflow"))
        for path in [root, *root.rglob("*")]:
            path.chmod(path.stat().st_mode | 0o200)
        substitutes = {"nlp": FakeNlpResource(), "embedder": FakeEmbedderResource()}
        build_project(root, substitutes=substitutes, embeddings=False, as_of=as_of)
        roots.append(root)
    return roots


def table_digests(root: Path) -> list[str]:
    """``"table rows digest"`` for every kagflow table of ``root``'s published store."""
    import duckdb

    from kagflow.store.warehouse import TABLES

    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        lines = []
        for name in TABLES:
            rows = con.execute(f"SELECT * FROM {name}").fetchall()  # names from TABLES, not input
            hashes = sorted(hashlib.sha256(repr(row).encode("utf-8")).hexdigest() for row in rows)
            digest = hashlib.sha256("\n".join(hashes).encode("ascii")).hexdigest()[:16]
            lines.append(f"{name} {len(rows)} {digest}")
        return lines
    finally:
        con.close()


def plan_answers(root: Path) -> list[str]:
    """One JSON line per plan file in ``root/plans``: the answer, columns, rows and pairs."""
    from kagflow.pipelines.cli import main

    lines = []
    for plan in sorted((root / "plans").glob("*.txt")) if (root / "plans").is_dir() else []:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = main(["query", str(root), "--plan", str(plan), "--json"])
        if code != 0:
            lines.append(f"{plan.name} exit {code}")
            continue
        answer = json.loads(out.getvalue())
        kept = {key: answer.get(key) for key in ("answer", "columns", "rows", "pairs")}
        lines.append(f"{plan.name} {json.dumps(kept, ensure_ascii=False, sort_keys=True, default=str)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="*", type=Path, help="built project folders to digest")
    parser.add_argument("--build", type=Path, metavar="DIR", help="copy and build the three projects into DIR first")
    args = parser.parse_args(argv)
    roots = list(args.roots)
    if args.build is not None:
        args.build.mkdir(parents=True, exist_ok=True)
        roots = build(args.build) + roots
    for root in roots:
        print(f"# {root.name}")
        for line in table_digests(root) + plan_answers(root):
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
