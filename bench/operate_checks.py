"""Benchmark of the build's text checks on large non-ASCII documents: the SQL they replaced
(DuckDB ``substr`` per chunk) against the linear Python ones.

Run by hand, never in CI (a wall-clock bound is not a test: it fails on a busy machine):

    python bench/operate_checks.py [--out bench/results/operate_checks.md] [--sizes 2,8] [--no-old]

For each size (MB of UTF-8 text), one document of Latin, Cyrillic and CJK words with a newline
every ~80 characters is cut into 2,000-character chunks and stored in a fresh DuckDB store
(:func:`kagflow.store.warehouse.connect`). Timed, side by side in one run:

- chunk check: the old ``ends_with(c.text, substr(d.text, ...))`` query against
  :func:`kagflow.assets.parsed_chunks.count_bad_chunks`;
- chunk start lines (``text_edges.line``): the old ``substr(d.text, 1, c.start_offset)`` newline
  count against :func:`kagflow.documents.triples.chunk_start_lines`;
- the mention span check of ``ner_mentions`` (unchanged SQL: ``substr`` over a chunk, so bounded by
  the chunk's size), with one mention per 50 characters.

Both forms must give the same answers (asserted). Writes a Markdown table and the machine's load
(``uptime``) before and after to --out.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import pyarrow as pa  # noqa: E402

from kagflow.assets.parsed_chunks import count_bad_chunks  # noqa: E402
from kagflow.documents.triples import chunk_start_lines  # noqa: E402
from kagflow.store import warehouse  # noqa: E402

OLD_CHUNK_CHECK = (
    "SELECT count(*) FROM chunks c JOIN documents d USING (doc_id) WHERE trim(c.text) = '' "
    "OR NOT ends_with(c.text, substr(d.text, c.start_offset + 1, c.end_offset - c.start_offset))"
)
OLD_LINES = (
    "SELECT c.chunk_id, 1 + length(substr(d.text, 1, c.start_offset)) - length(replace(substr(d.text, 1, c.start_offset), chr(10), '')) "
    "FROM chunks c JOIN documents d USING (doc_id)"
)
MENTION_CHECK = (
    "SELECT count(*) FROM ner_mentions m LEFT JOIN chunks c USING (chunk_id) WHERE c.chunk_id IS NULL "
    "OR m.start_offset < 0 OR m.end_offset > length(c.text) OR m.start_offset >= m.end_offset "
    "OR substr(c.text, m.start_offset + 1, m.end_offset - m.start_offset) <> m.text"
)
WORDS = ["Größe", "Привет", "東京都", "naïve", "Ελλάδα", "supply", "Zürich", "合同", "поставка", "résumé"]
CHUNK = 2000


def document(megabytes: float) -> str:
    """About ``megabytes`` MB of UTF-8 text, a newline every 8 words."""
    parts, size, i = [], 0, 0
    while size < megabytes * 1_000_000:
        word = WORDS[i % len(WORDS)] + ("\n" if i % 8 == 7 else " ")
        parts.append(word)
        size += len(word.encode("utf-8"))
        i += 1
    return "".join(parts)


def store(path: Path, text: str) -> int:
    """Write the document, its chunks and mentions; returns the number of chunks."""
    starts = list(range(0, len(text), CHUNK))
    chunks = pa.table({
        "chunk_id": [f"c{i}" for i in range(len(starts))], "doc_id": ["d"] * len(starts), "file_id": ["f"] * len(starts),
        "seq": list(range(len(starts))), "text": [text[s:s + CHUNK] for s in starts], "start_offset": starts,
        "end_offset": [min(s + CHUNK, len(text)) for s in starts],
    })
    mentions = [(f"c{i}", o, o + 5, text[s + o:s + o + 5]) for i, s in enumerate(starts) for o in range(0, min(CHUNK, len(text) - s) - 5, 50)]
    with warehouse.connect(path) as con:
        warehouse.insert_arrow(con, "documents", pa.table({"doc_id": ["d"], "file_id": ["f"], "format": ["txt"], "text": [text], "n_chunks": [len(starts)]}))
        warehouse.insert_arrow(con, "chunks", chunks)
        warehouse.insert_arrow(con, "ner_mentions", pa.table({
            "mention_id": [f"m{i}" for i in range(len(mentions))], "chunk_id": [m[0] for m in mentions], "doc_id": ["d"] * len(mentions),
            "file_id": ["f"] * len(mentions), "start_offset": [m[1] for m in mentions], "end_offset": [m[2] for m in mentions],
            "text": [m[3] for m in mentions], "label": ["X"] * len(mentions), "official_name": [m[3] for m in mentions],
            "name_key": [m[3] for m in mentions], "extractor": ["bench"] * len(mentions),
        }))
    return len(starts)


def timed(fn):
    start = time.perf_counter()
    value = fn()
    return time.perf_counter() - start, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "operate_checks.md")
    parser.add_argument("--sizes", default="2,8", help="document sizes in MB, comma-separated")
    parser.add_argument("--no-old", action="store_true", help="time only the new checks")
    args = parser.parse_args()
    load_before = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in (float(s) for s in args.sizes.split(",")):
            text = document(size)
            path = Path(tmp) / f"bench-{size:g}.duckdb"
            n_chunks = store(path, text)
            with warehouse.connect(path) as con:
                new_check, bad = timed(lambda: count_bad_chunks(con))
                new_lines, lines = timed(lambda: chunk_start_lines(con, "SELECT chunk_id FROM chunks"))
                mention_check, bad_mentions = timed(lambda: con.execute(MENTION_CHECK).fetchone()[0])
                assert bad == 0 and bad_mentions == 0
                old_check = old_lines = None
                if not args.no_old:
                    old_check, old_bad = timed(lambda: con.execute(OLD_CHUNK_CHECK).fetchone()[0])
                    old_lines, old_rows = timed(lambda: dict(con.execute(OLD_LINES).fetchall()))
                    assert old_bad == bad and old_rows == dict(zip(*(c.to_pylist() for c in lines.columns)))
            rows.append((size, len(text), n_chunks, old_check, new_check, old_lines, new_lines, mention_check))
            print(rows[-1], flush=True)
    load_after = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()

    def s(value):
        return "-" if value is None else f"{value:.3f}"

    lines_out = [
        f"# Build text checks on large non-ASCII documents ({time.strftime('%Y-%m-%d %H:%M')})", "",
        f"`python bench/operate_checks.py --sizes {args.sizes}`: one document per size, {CHUNK}-character chunks, "
        "one mention per 50 characters; old (SQL `substr` per chunk) and new (one pass per document in Python) "
        "timed side by side in one run, same answers asserted.", "",
        f"- load before: `{load_before}`", f"- load after: `{load_after}`", "",
        "| MB (UTF-8) | characters | chunks | chunk check old s | chunk check new s | chunk lines old s | chunk lines new s | mention check s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    lines_out += [f"| {r[0]:g} | {r[1]} | {r[2]} | {s(r[3])} | {s(r[4])} | {s(r[5])} | {s(r[6])} | {s(r[7])} |" for r in rows]
    args.out.write_text("\n".join(lines_out) + "\n", encoding="utf-8")
    print("\n".join(lines_out))


if __name__ == "__main__":
    main()
