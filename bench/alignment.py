"""Entity resolution on MuSiQue (issue 11 item 4): entities before and after alignment, the merges
by rule, the cost of the step, and a seeded random sample of 50 merges to check by hand.

Run by hand, never in CI:

    python bench/alignment.py [--out bench/results/alignment.md] [--seed 2026]

1. builds a project holding ../shared/datasets/musique/corpus.json (spaCy's English pipeline; the
   embedding stage left out, but the MiniLM encoder scores borderline pairs as in a normal build);
2. counts (type, name key) groups before alignment and entities after, merges by rule, decisions;
3. times, on copies of the built store side by side, ``standardize_entities`` alone and followed
   by ``resolve_entities`` (three rounds each, median), with the machine load (``uptime``);
4. writes a seeded random sample of 50 merged pairs, each with its evidence (rule, scores, shared
   documents) and a sentence of context for each side, to the --out file for a person to judge.

The verdict column and the "Hand check" section of bench/results/alignment.md were written by hand
after reading the sample; a rerun overwrites the file with an empty verdict column.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

import duckdb  # noqa: E402

from kagflow.documents.entities import standardize_entities  # noqa: E402
from kagflow.knowledge.resolution import resolve_entities  # noqa: E402
from kagflow.pipelines.build import build_project  # noqa: E402
from kagflow.project import AlignmentConfig, Project  # noqa: E402
from kagflow.resources.models import EmbedderResource  # noqa: E402
from kagflow.schema.spg import load_project_schema  # noqa: E402

MUSIQUE = REPO.parent / "shared" / "datasets" / "musique" / "corpus.json"
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"


def context(con: duckdb.DuckDBPyConnection, entity_id: str, name_key: str, surface: str) -> str:
    """A window of the first chunk where the member group is mentioned, around the mention."""
    row = con.execute(
        "SELECT c.text, m.start_offset, m.end_offset, c.title FROM ner_mentions m JOIN chunks c USING (chunk_id) "
        "WHERE m.name_key = ? ORDER BY c.chunk_id, m.start_offset LIMIT 1", [name_key]).fetchone()
    if row is None:
        return "(table entity)"
    text, start, end, title = row
    return f"[{title}] …{text[max(0, start - 90):start]}**{text[start:end]}**{text[end:end + 90]}…".replace("\n", " ").replace("|", "/")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "alignment.md"))
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", default="", help="copy the built store here (to profile or re-read)")
    args = parser.parse_args()
    corpus = json.loads(MUSIQUE.read_text(encoding="utf-8"))
    lines = [f"# Entity resolution on MuSiQue ({time.strftime('%Y-%m-%d %H:%M')}, {len(corpus)} passages)", ""]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "musique"
        (root / "schema").mkdir(parents=True)
        (root / "sources").mkdir()
        (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
        shutil.copy(MUSIQUE, root / "sources" / "corpus.json")
        start = time.perf_counter()
        build_project(root, as_of="2024-01-01", embeddings=False)
        lines.append(f"Build (no embedding stage): {time.perf_counter() - start:.1f} s wall")
        db = root / ".kagflow" / "kg.duckdb"
        if args.keep:
            shutil.copy(db, args.keep)
        con = duckdb.connect(str(db), read_only=True)
        before = con.execute("SELECT count(*) FROM entity_resolution").fetchone()[0]
        after = con.execute("SELECT count(DISTINCT entity_id) FROM standardized_entities").fetchone()[0]
        resolvable = con.execute("SELECT count(*) FROM entity_resolution WHERE type NOT IN "
                                 "('DATE','TIME','PERCENT','MONEY','QUANTITY','ORDINAL','CARDINAL')").fetchone()[0]
        in_clusters = con.execute("SELECT count(*) FROM entity_resolution WHERE canonical_id IN "
                                  "(SELECT canonical_id FROM entity_resolution GROUP BY 1 HAVING count(*) > 1)").fetchone()[0]
        lines += ["", "## Entities", "", "| | count |", "|---|---:|",
                  f"| (type, name key) groups before alignment | {before} |",
                  f"| ... of types that are resolved (not dates, numbers) | {resolvable} |",
                  f"| entities after alignment | {after} |",
                  f"| groups in clusters of two or more | {in_clusters} |", ""]
        lines += ["## Scored pairs by rule and decision", "", "| rule | decision | pairs |", "|---|---|---:|"]
        for rule, decision, n in con.execute("SELECT rule, decision, count(*) FROM entity_merges GROUP BY ALL ORDER BY 1, 2").fetchall():
            lines.append(f"| {rule} | {decision} | {n} |")
        merged = con.execute(
            "SELECT left_id, right_id, left_name, right_name, left_type, right_type, rule, name_score, embedding_score, shared_docs "
            "FROM entity_merges WHERE decision = 'merged' AND reason IS NULL ORDER BY left_id, right_id").fetchall()
        keys = dict(con.execute("SELECT member_id, name_key FROM entity_resolution").fetchall())
        sample = random.Random(args.seed).sample(merged, min(50, len(merged)))
        rows = []
        for i, (a, b, an, bn, at, bt, rule, score, emb, shared) in enumerate(sample, 1):
            emb_text = "" if emb is None else f"{emb:.2f}"
            rows.append(f"| {i} | {an} ({at}) | {bn} ({bt}) | {rule} | {score:.0f} | {emb_text} | {shared} | "
                        f"{context(con, a, keys.get(a, ''), an)} | {context(con, b, keys.get(b, ''), bn)} | |")
        con.close()

        # the cost of the step: standardize alone vs standardize + resolve, side by side on copies
        schema_types = load_project_schema(root).types
        settings = Project(root).config.alignment
        embedder = EmbedderResource()
        plain, resolved = [], []
        for _ in range(3):
            for timings, resolve in ((plain, False), (resolved, True)):
                copy = Path(tmp) / "copy.duckdb"
                shutil.copy(db, copy)
                c = duckdb.connect(str(copy))
                t0 = time.perf_counter()
                c.execute("BEGIN")
                standardize_entities(c, schema_types)
                if resolve:
                    resolve_entities(c, schema_types, settings, embedder.encode, embedder.model_name)
                c.execute("COMMIT")
                timings.append(time.perf_counter() - t0)
                c.close()
                copy.unlink()
        load = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
        p, r = statistics.median(plain), statistics.median(resolved)
        lines += ["", "## Cost (median of 3, side by side, same store)", "",
                  f"standardize_entities alone {p:.2f} s; with resolve_entities {r:.2f} s (ratio {r / p:.2f}); load: `{load}`",
                  f"(settings: {AlignmentConfig.model_validate(settings.model_dump()).model_dump()})"]
    summary = "\n".join(lines) + "\n"
    sample_md = ("\n## Seeded sample of 50 merges (seed %d) for hand checking\n\n" % args.seed
                 + "| # | left | right | rule | name score | embedding | shared docs | left context | right context | verdict |\n"
                 + "|---|---|---|---|---:|---:|---:|---|---|---|\n" + "\n".join(rows) + "\n")
    Path(args.out).write_text(summary + sample_md, encoding="utf-8")
    print(summary)


if __name__ == "__main__":
    main()
