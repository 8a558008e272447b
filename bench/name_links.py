"""What entity-name vectors add to linking (issue 20 item 4), on a built MuSiQue store.

Run by hand, never in CI:

    python bench/name_links.py PROJECT [PROJECT ...]

Names: every non-numeric answer of the MuSiQue dev questions' decompositions and every subject of a
``X >> predicate`` sub-question (``../shared/datasets/musique/questions_dev.json``), linked across
every type as a plan's named node is (:func:`kagflow.solver.linking.find_link`), once without the
embedding step and once with the store's name encoder (:func:`entity_name_encoder`). Per project it
prints how each name linked both ways, the links only the embedding step made, and the CPU seconds
of the first and of the later embedding-step links in one reader (the first one embeds the names
when the build did not store them).
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

import duckdb

REPO = Path(__file__).resolve().parents[1]
QUESTIONS = REPO.parent / "shared" / "datasets" / "musique" / "questions_dev.json"


def musique_names() -> list[str]:
    """The entity names the dev questions' decompositions use (answers and ``X >> p`` subjects)."""
    names: set[str] = set()
    for question in json.loads(QUESTIONS.read_text(encoding="utf-8")):
        for step in question["question_decomposition"]:
            answer = step["answer"].strip()
            if answer and not re.fullmatch(r"[\d,.\s]+", answer):
                names.add(answer)
            subject = re.match(r"(.+?) >> ", step["question"])
            if subject and "#" not in subject.group(1):
                names.add(subject.group(1).strip())
    return sorted(names)


def measure(root: Path) -> dict:
    from kagflow.project import Project
    from kagflow.solver.linking import entity_name_encoder, find_link

    con = duckdb.connect(str(Project(root).database_path), read_only=True)
    try:
        stored, n_chunks = con.execute("SELECT (SELECT count(*) FROM entity_embeddings), (SELECT count(*) FROM chunks)").fetchone()
        encode = entity_name_encoder(con)
        methods: dict[str, int] = {}
        added, cpu = [], []
        for name in musique_names():
            without = find_link(con, name, None)
            start = time.process_time()
            with_vectors = find_link(con, name, None, encode=encode)
            if without.method == "none":  # only these reach the embedding step
                cpu.append(time.process_time() - start)
            key = f"{without.method} -> {with_vectors.method}"
            methods[key] = methods.get(key, 0) + 1
            if with_vectors.method == "embedding":
                added.append([name, list(with_vectors.matched), round(with_vectors.score or 0, 1)])
    finally:
        con.close()
    return {"project": root.name, "chunks": n_chunks, "stored_name_vectors": stored, "names": sum(methods.values()),
            "methods": methods, "embedding_links": added,
            "cpu_first_embedding_step_s": round(cpu[0], 3) if cpu else None,
            "cpu_later_embedding_steps_s_mean": round(sum(cpu[1:]) / len(cpu[1:]), 4) if len(cpu) > 1 else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", type=Path)
    args = parser.parse_args()
    for root in args.projects:
        print(json.dumps(measure(root), ensure_ascii=False))


if __name__ == "__main__":
    main()
