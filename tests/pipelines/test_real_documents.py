"""A documents-only project of real files (``tests/data/real-documents/``: Node.js's README with its
link lists, the PSF licence text of typing_extensions, three pages of a freedesktop.org PDF), built
with the real spaCy pipeline: citations that locate, no Markdown syntax in entity names, sections
from headings.

Every expected value is read from the raw files here, independently of kagflow's readers: line
ranges against the file's own lines, hashes with :mod:`hashlib`, headings with a line scan, page
text with pypdfium2 (kagflow reads PDFs with pdfplumber).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

import duckdb
import pytest

from kagflow.pipelines.build import build_project
from kagflow.pipelines.cli import main
from kagflow.resources.models import FakeEmbedderResource
from kagflow.solver.retrievers.base import with_provenance

REAL = Path(__file__).resolve().parents[1] / "data" / "real-documents"
FILES = ("nodejs-README.md", "typing_extensions-LICENSE.txt", "shared-mime-info-spec-p1-3.pdf")
# path:L1[-L2][ p.N[-M]][ § a > b] #hash8, as the README's citations section writes it
CITATION = re.compile(r"^(?P<path>\S+?)(?::(?P<a>\d+)(?:-(?P<b>\d+))?)?(?: p\.(?P<p>\d+)(?:-(?P<q>\d+))?)?"
                      r"(?: § (?P<section>.+?))? #(?P<hash>[0-9a-f]{8})$")


@pytest.fixture(scope="module")
def real_project(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("real") / "docs"
    (root / "sources").mkdir(parents=True)
    for name in FILES:
        shutil.copyfile(REAL / name, root / "sources" / name)
    # the real spaCy pipeline (what puts names into entities); no embeddings: nothing here reads them
    build_project(root, as_of="2024-01-01", substitutes={"embedder": FakeEmbedderResource()}, embeddings=False)
    return root


def _hits(root: Path, file_name: str):
    con = duckdb.connect(str(root / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        ids = [c for (c,) in con.execute("SELECT chunk_id FROM chunks WHERE file_id = ? ORDER BY seq", [file_name]).fetchall()]
        return with_provenance(con, [(c, 0.0) for c in ids], "test")
    finally:
        con.close()


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text)  # "_Active LTS_" is emphasis around words


def _raw_lines(name: str) -> list[str]:
    return (REAL / name).read_text(encoding="utf-8").split("\n")


def test_every_txt_passage_cites_its_own_lines_and_hash(real_project) -> None:
    hits = _hits(real_project, "typing_extensions-LICENSE.txt")
    lines = _raw_lines("typing_extensions-LICENSE.txt")
    assert len(hits) > 5
    citations = [h.citation() for h in hits]
    assert len(set(citations)) == len(citations)  # no two passages print the same citation
    for hit, citation in zip(hits, citations):
        m = CITATION.match(citation)
        assert m and m["path"] == "sources/typing_extensions-LICENSE.txt" and m["a"], citation
        first, last = int(m["a"]), int(m["b"] or m["a"])
        assert 1 <= first <= last <= len(lines)
        cited = " ".join(" ".join(lines[first - 1:last]).split())
        assert " ".join(hit.text.split()) in cited, citation
        # the range is tight: its first line holds the passage's first word, its last line the last one
        assert hit.text.split()[0] in lines[first - 1] and hit.text.split()[-1] in lines[last - 1], citation
        assert m["hash"] == hashlib.sha256(hit.text.encode("utf-8")).hexdigest()[:8]


def test_ask_prints_line_ranges_for_txt_passages(real_project, capsys, monkeypatch) -> None:
    for name in ("KAGFLOW_LLM_BASE_URL", "KAGFLOW_LLM_MODEL", "KAGFLOW_LLM_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    assert main(["ask", str(real_project), "Who created Python at CWI in the Netherlands?", "--json", "--k", "5"]) == 0
    chunks = json.loads(capsys.readouterr().out)["chunks"]
    lines = _raw_lines("typing_extensions-LICENSE.txt")
    txt = [c for c in chunks if c["path"].endswith(".txt")]
    assert txt, [c["citation"] for c in chunks]
    for c in txt:
        assert c["citation"] == f"{c['path']}:{c['line_start']}-{c['line_end']} #{c['chunk_hash'][:8]}" \
            or c["citation"] == f"{c['path']}:{c['line_start']} #{c['chunk_hash'][:8]}"
        assert " ".join(c["text"].split()) in " ".join(" ".join(lines[c["line_start"] - 1:c["line_end"]]).split())
    # the licence's history says who created Python (line 4 of the file): a passage holding it is cited
    assert any("Guido van Rossum" in c["text"] for c in txt)


def test_no_entity_name_holds_markdown_link_syntax_or_a_url(real_project) -> None:
    raw = (REAL / "nodejs-README.md").read_text(encoding="utf-8")
    assert "[MylesBorins](https://github.com/MylesBorins)" in raw  # the link list the issue reported
    con = duckdb.connect(str(real_project / ".kagflow" / "kg.duckdb"), read_only=True)
    try:
        names = [n for (n,) in con.execute("SELECT name FROM kg_entities UNION SELECT text FROM ner_mentions").fetchall()]
        md_names = [n for (n,) in con.execute("SELECT DISTINCT text FROM ner_mentions WHERE file_id = 'nodejs-README.md'").fetchall()]
        md_text = " ".join(t for (t,) in con.execute("SELECT text FROM chunks WHERE file_id = 'nodejs-README.md'").fetchall())
    finally:
        con.close()
    assert len(names) > 50 and len(md_names) > 50
    assert [n for n in names if "](" in n] == []
    # nor any Markdown syntax from the README, nor a web address from any file (the licence's
    # "see https://www.cnri.reston.va.us" was tagged a Person before)
    assert [n for n in md_names if re.search(r"\]\(|[\[\]*`]|\.md\b", n)] == []
    licence = (REAL / "typing_extensions-LICENSE.txt").read_text(encoding="utf-8")
    assert "https://www.cnri.reston.va.us" in licence
    assert [n for n in names if re.search(r"(?i)https?:|www\.", n)] == []
    assert "MylesBorins" in md_text and "https://github.com/MylesBorins" not in md_text and "](" not in md_text


def _outline(lines: list[str]) -> list[tuple[int, tuple[str, ...]]]:
    """``(line, heading path)`` of every ATX heading outside code fences, by a plain line scan."""
    out, stack, fenced = [], [], False
    for number, line in enumerate(lines, start=1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m and not fenced:
            level = len(m[1])
            stack = [(lv, t) for lv, t in stack if lv < level] + [(level, m[2])]
            out.append((number, tuple(t for _, t in stack)))
    return out


def test_markdown_passages_cite_lines_and_the_section_of_their_heading(real_project) -> None:
    lines = _raw_lines("nodejs-README.md")
    outline = _outline(lines)
    assert len(outline) > 20 and outline[0] == (1, ("Node.js",))
    hits = _hits(real_project, "nodejs-README.md")
    assert len(hits) > 10
    for hit in hits:
        m = CITATION.match(hit.citation())
        assert m and m["a"] and m["section"] == " > ".join(hit.section), hit.citation()
        first, last = int(m["a"]), int(m["b"] or m["a"])
        # the heading path of the last heading at or above the passage's first line, or of a heading
        # inside the passage (a heading with no text of its own joins the text of the next one)
        above = [path for number, path in outline if number <= first]
        inside = [path for number, path in outline if first <= number <= last]
        assert above and hit.section in above[-1:] + inside, (hit.citation(), above[-1:], inside)
        # every word of the passage is on its cited lines (link targets dropped, link text kept)
        cited = set(_words(" ".join(lines[first - 1:last])))
        assert set(_words(hit.text)) <= cited, (hit.citation(), set(_words(hit.text)) - cited)
    assert {h.section[-1] for h in hits} <= {path[-1] for _, path in outline}


def test_pdf_passages_cite_the_page_they_are_on(real_project) -> None:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(REAL / "shared-mime-info-spec-p1-3.pdf"))
    pages = ["".join(pdf[i].get_textpage().get_text_range().split()) for i in range(len(pdf))]
    hits = _hits(real_project, "shared-mime-info-spec-p1-3.pdf")
    assert hits and {h.page for h in hits} == {1, 2, 3}
    for hit in hits:
        m = CITATION.match(hit.citation())
        assert m and m["p"] and not m["a"], hit.citation()
        page = int(m["p"])
        start = "".join(hit.text.split())[:40]  # the passage's first characters, spaces aside
        assert start in pages[page - 1], (hit.citation(), start)
